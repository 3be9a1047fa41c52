"""`dualpath train --init-from DIR`: a run that starts from a checkpoint's tokenizer, shape and
weights (as the fine-tuning on corpus versions 12 and 13 does) instead of new ones."""
from __future__ import annotations

import argparse
import csv
import json
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file

from models.training.cli import add_arguments, run


def _train(argv: list[str]) -> Path:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args(argv)
    assert run(args) == 0
    return Path(args.out)


def _first_loss(out: Path, column: str) -> float:
    with (out / "loss.csv").open() as f:
        return float(next(csv.DictReader(f))[column])


@pytest.fixture(scope="module")
def tiny_corpus(tmp_path_factory) -> Path:
    from models.dataset import ensure_corpus

    folder = tmp_path_factory.mktemp("corpus") / "v12-seed0"
    ensure_corpus(folder, n_train=4, n_eval=2, seed=0, version=12)
    return folder


def test_an_ar_run_from_a_checkpoint_keeps_its_tokenizer_and_shape_and_starts_where_it_stopped(tmp_path, tiny_corpus):
    torch.set_num_threads(1)
    common = ["--model", "ar", "--data", str(tiny_corpus), "--n-train", "4", "--n-eval", "2", "--threads", "1",
              "--curriculum", "0", "--batch-tokens", "4000"]
    base = _train(common + ["--steps", "12", "--d-model", "32", "--layers", "1", "--heads", "2", "--copy-dim", "16",
                            "--key-layers", "1", "--vocab-size", "400", "--lr", "0.01", "--out", str(tmp_path / "base")])
    tuned = _train(common + ["--steps", "2", "--lr", "0.001", "--init-from", str(base), "--out", str(tmp_path / "tuned")])
    assert (tuned / "tokenizer.json").read_bytes() == (base / "tokenizer.json").read_bytes()
    base_config, tuned_config = (json.loads((d / "config.json").read_text()) for d in (base, tuned))
    for key in ("hidden_size", "num_hidden_layers", "num_attention_heads", "vocab_size", "dualpath_copy"):
        assert tuned_config[key] == base_config[key]
    before, after = load_file(str(base / "model.safetensors")), load_file(str(tuned / "model.safetensors"))
    assert before.keys() == after.keys()
    assert any(not torch.equal(before[k], after[k]) for k in before), "two steps moved the weights"
    # the run starts from the trained weights: its first loss is far below a new model's
    assert _first_loss(tuned, "nll") < 0.8 * _first_loss(base, "nll")
    assert f"--init-from {base}" in (tuned / "MODEL_CARD.md").read_text()
    # metrics.json records the corpus it trained on, which `--evaluate-only` re-scores by default
    assert json.loads((tuned / "metrics.json").read_text())["train"]["corpus"]["data_dir"] == str(tiny_corpus)


def _diffusion(out: Path, **kw) -> Path:
    from models.training.train_diffusion import run as run_diffusion

    args = argparse.Namespace(**{"out": str(out), "toy": True, "n_train": 30, "n_eval": 3, "d_model": 32,
                                 "n_layers": 1, "n_heads": 2, "d_ff": 64, "vocab_size": 400, "max_passes": 4,
                                 "batch_docs": 2, "masks_per_doc": 2, "max_prefix_len": 256, "seed": 0,
                                 "latency_docs": 2} | kw)
    assert run_diffusion(args) == 0
    return out


def test_a_diffusion_run_from_a_checkpoint_keeps_its_tokenizer_and_weights_until_it_steps(tmp_path):
    torch.set_num_threads(1)
    base = _diffusion(tmp_path / "base", steps=8, lr=0.01)
    # a step at learning rate 0 leaves the weights as they were; the checkpoint's shape wins over d_model
    same = _diffusion(tmp_path / "same", steps=1, lr=0.0, init_from=str(base), d_model=64)
    tuned = _diffusion(tmp_path / "tuned", steps=2, lr=0.001, init_from=str(base))
    weights = {name: load_file(str(d / "model.safetensors")) for name, d in
               (("base", base), ("same", same), ("tuned", tuned))}
    assert all(torch.equal(weights["base"][k], weights["same"][k]) for k in weights["base"])
    assert any(not torch.equal(weights["base"][k], weights["tuned"][k]) for k in weights["base"])
    for d in (same, tuned):
        assert (d / "tokenizer.json").read_bytes() == (base / "tokenizer.json").read_bytes()
    assert json.loads((tuned / "dualpath.json").read_text())["training"]["init_from"] == str(base)
