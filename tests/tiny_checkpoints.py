"""A randomly initialised span-pointer AR checkpoint, for tests of the code paths around it.

``write_tiny_ar_checkpoint(out, ...)`` writes ``config.json``, ``model.safetensors``,
``tokenizer.json`` (trained on a few toy documents) and ``dualpath.json`` into ``out``. The
pointer head is scaled up so that slots are copied spans of the document: decoding is garbage,
but pointer resolution is exercised. ``layout=True``: with page-layout tables (non-zero).
"""
from __future__ import annotations

from pathlib import Path

import torch

__all__ = ["write_tiny_ar_checkpoint"]


def write_tiny_ar_checkpoint(out: Path, *, max_positions: int, max_doc_tokens: int, slot_limit: int,
                             max_span: int = 160, layout: bool = False) -> Path:
    from models.ar.modeling import CopyLlamaForCausalLM, make_config
    from models.training.train_ar import write_metadata
    from models.dataset import corpus_texts, toy_documents
    from models.template import slot_paths
    from models.tokenizer import train_tokenizer
    from pipeline.doctypes import DOCUMENT_TYPES

    out.mkdir(parents=True, exist_ok=True)
    tok = train_tokenizer(corpus_texts(toy_documents(3)), vocab_size=300)
    torch.manual_seed(0)
    model = CopyLlamaForCausalLM(make_config(vocab_size=tok.vocab_size, d_model=32, n_layers=2, n_heads=2,
                                             copy_dim=16, min_copy_id=tok.num_special, pad_id=tok.pad_id,
                                             bos_id=tok.bos_id, eos_id=tok.eos_id, sep_id=tok.sep_id,
                                             max_positions=max_positions, max_span=max_span, layout=layout))
    for p in model.pointer_head.parameters():
        p.data.normal_(0, 0.5)
    if layout:  # non-zero layout tables (their "none" rows stay zero): the layout changes the outputs
        for table in model.layout_embed.tables:
            table.weight.data[:-1].normal_(0, 0.5)
    model.save_pretrained(out)
    tok.save(out)
    write_metadata(out, tok, max_doc_tokens=max_doc_tokens,
                   max_slots={t: {p: slot_limit for p in slot_paths(t)} for t in DOCUMENT_TYPES})
    return out
