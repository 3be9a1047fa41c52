"""The options ``dualpath train`` shares between its trainers, and the AR model's defaults.

The diffusion trainer reads the defaults of the options it shares with the AR model from here,
so both live below ``models.training.cli``, which adds the diffusion trainer's own options on top.
"""
from __future__ import annotations

import argparse

__all__ = ["AR_DEFAULTS", "add_shared_arguments"]

AR_DEFAULTS = {
    "d_model": 192, "layers": 4, "heads": 4, "copy_dim": 64, "lr": 2e-3, "batch_tokens": 4000,
    "max_doc_tokens": 2048, "vocab_size": 3000, "subset_prob": 0.2, "curriculum": 0.25, "key_layers": 0,
    "null_weight": 1.0, "context_noise": 0.0,
}


def add_shared_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of every model's training, and the AR model's own (default None: ``AR_DEFAULTS``)."""
    parser.add_argument("--model", required=True, choices=("ar", "diffusion", "classifier"))
    parser.add_argument("--out", required=True, help="checkpoint directory to write")
    parser.add_argument("--minutes", type=float, default=None, help="training wall-time budget")
    parser.add_argument("--steps", type=int, default=None, help="training steps (reproducible)")
    parser.add_argument("--device", default="cpu", choices=("cpu", "cuda"))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--data", default=None, help="corpus directory (default: generate one)")
    parser.add_argument("--extra-examples", action="append", default=None, metavar="DIR",
                        help="also train on the labelled documents of DIR (<stem>.pdf + <stem>.truth.json, as "
                             "`dualpath export-corrections` writes them); repeatable")
    parser.add_argument("--corpus-version", type=int, default=None, choices=(4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18),
                        help="generate this version of the corpus (default: the current one; the shipped "
                             "AR model was trained on 4, then fine-tuned on 15)")
    parser.add_argument("--init-from", default=None, metavar="DIR",
                        help="start from this checkpoint's weights and tokenizer (fine-tuning) instead of new ones; "
                             "the model's shape options are then the checkpoint's")
    parser.add_argument("--corpus-seed", type=int, default=None,
                        help="seed of the generated corpus (default: --seed); to vary only the model's seed")
    parser.add_argument("--threads", type=int, default=None, help="torch CPU threads")
    parser.add_argument("--n-train", type=int, default=600, help="training documents per type")
    parser.add_argument("--n-eval", type=int, default=100, help="dev and test documents per type")
    parser.add_argument("--evaluate-only", action="store_true",
                        help="no training; re-fit the calibration on dev and re-score the checkpoint in --out")
    parser.add_argument("--layout", action="store_true",
                        help="page layout as model input (models.page_layout): six zero-initialised embeddings per "
                             "document token (line, x, y, the line's left edge, table column, structure role); with "
                             "--init-from a checkpoint without them (or without the role), they are added at zero "
                             "(the same function to start with)")
    parser.add_argument("--eval-docs", type=int, default=None,
                        help="evaluate on at most this many documents per split (spread over the types)")
    # Model options default to None so that each trainer applies its own defaults; the AR
    # model's are in _AR_DEFAULTS (the diffusion trainer shares some option names).
    ar = parser.add_argument_group("AR model (defaults: the AR model's; the diffusion trainer has its own)")
    ar.add_argument("--d-model", type=int, default=None)
    ar.add_argument("--layers", type=int, default=None)
    ar.add_argument("--heads", type=int, default=None)
    ar.add_argument("--copy-dim", type=int, default=None, help="0 = plain LlamaForCausalLM")
    ar.add_argument("--key-layers", type=int, default=None,
                    help="bidirectional layers over the document that the pointer keys read (default 0 = "
                         "none; the shipped AR model was trained with 1)")
    ar.add_argument("--lr", type=float, default=None)
    ar.add_argument("--batch-tokens", type=int, default=None, help="padded tokens per batch")
    ar.add_argument("--max-doc-tokens", type=int, default=None)
    ar.add_argument("--vocab-size", type=int, default=None)
    ar.add_argument("--subset-prob", type=float, default=None, help="share of sequences with a random slot subset")
    ar.add_argument("--curriculum", type=float, default=None,
                    help="share of the budget spent on short documents first")
    ar.add_argument("--null-weight", type=float, default=None,
                    help="loss weight of an empty slot's [end] (default 1 = every target counts once; the shipped "
                         "AR model was trained with 2)")
    ar.add_argument("--context-noise", type=float, default=None,
                    help="probability that a context word (not a value) is replaced by random word pieces "
                         "in a training sequence (default 0 = none; the shipped AR model was trained with 0.3)")
