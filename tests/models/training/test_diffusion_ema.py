"""Training with a moving average of the weights (``--ema-decay``)."""
from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file

from models.training.train_diffusion import evaluate_only, run


def _toy(out: Path, **kw) -> Path:
    args = argparse.Namespace(out=str(out), toy=True, n_train=30, n_eval=3, steps=6, d_model=32, n_layers=1,
                              n_heads=2, d_ff=64, vocab_size=400, max_passes=4, batch_docs=2, masks_per_doc=2,
                              max_prefix_len=256, seed=0, latency_docs=2, **kw)
    assert run(args) == 0
    return out


def test_the_average_is_the_checkpoint_and_the_last_step_is_kept_unchanged(tmp_path: Path) -> None:
    torch.set_num_threads(1)
    plain = load_file(str(_toy(tmp_path / "plain") / "model.safetensors"))
    out = _toy(tmp_path / "ema", ema_decay=0.5)
    raw = load_file(str(out / "raw" / "model.safetensors"))
    averaged = load_file(str(out / "model.safetensors"))
    # the average rides along: the last step's weights are exactly a run without it
    assert plain.keys() == raw.keys()
    assert all(torch.equal(plain[k], raw[k]) for k in plain)
    assert any(not torch.equal(raw[k], averaged[k]) for k in raw), "the checkpoint holds the average"
    assert (out / "raw" / "tokenizer.json").read_bytes() == (out / "tokenizer.json").read_bytes()


def test_the_model_card_reproduces_the_average(tmp_path: Path) -> None:
    torch.set_num_threads(1)
    out = _toy(tmp_path / "ema", ema_decay=0.5)
    assert "--ema-decay 0.5" in (out / "MODEL_CARD.md").read_text()


def test_the_model_card_reproduces_the_extra_example_folders_with_home_as_a_tilde(tmp_path: Path) -> None:
    """A stage trained beside labelled folders (``--extra-examples``) names them in its card's
    reproduce line, written as on any machine."""
    torch.set_num_threads(1)
    home_folder = str(Path.home() / ".cache" / "dualpath" / "authored-x")
    out = _toy(tmp_path / "extra", extra_examples=[home_folder, "/srv/reviewed"])
    card = (out / "MODEL_CARD.md").read_text()
    assert "--extra-examples ~/.cache/dualpath/authored-x --extra-examples /srv/reviewed --out" in card


def test_the_last_step_weights_can_be_scored_on_their_own(tmp_path: Path) -> None:
    """raw/ has no metrics.json: --evaluate-only takes its training facts from dualpath.json."""
    torch.set_num_threads(1)
    out = _toy(tmp_path / "ema", ema_decay=0.5)
    assert not (out / "raw" / "metrics.json").exists()
    assert evaluate_only(argparse.Namespace(out=str(out / "raw"), threads=1, data=None)) == 0
    metrics = json.loads((out / "raw" / "metrics.json").read_text())
    assert metrics["steps"] == 6
    assert metrics["wall_minutes"] is None
    assert 0.0 <= metrics["test"]["field_accuracy"] <= 1.0
    card = (out / "raw" / "MODEL_CARD.md").read_text()
    assert "6 steps of 2 documents" in card and "wall time of the run not recorded" in card


def test_two_diffusion_runs_average_into_a_checkpoint_that_scores_as_any_other(tmp_path: Path) -> None:
    """`dualpath average-weights` on diffusion checkpoints (the WiSE-FT mean of a fine-tune with its
    start): the element-wise mean, the calibration left to --evaluate-only, which then fits it."""
    from dualpath.cli import main
    from models.training.average import AverageError, average_checkpoints

    torch.set_num_threads(1)
    a = _toy(tmp_path / "a")
    b = _toy(tmp_path / "b", ema_decay=0.5)   # the same start and data, other weights
    assert main(["average-weights", str(a), str(b), "--out", str(tmp_path / "m")]) == 0
    wa, wb, wm = (load_file(str(d / "model.safetensors")) for d in (a, b, tmp_path / "m"))
    assert set(wm) == set(wa) and any(not torch.equal(wa[k], wb[k]) for k in wa)
    for name in wa:
        assert torch.allclose(wm[name], (wa[name] + wb[name]) / 2, atol=1e-6), name
    meta = json.loads((tmp_path / "m" / "dualpath.json").read_text())
    assert meta["format"] == "dualpath-diffusion" and meta["calibration"] is None
    assert evaluate_only(argparse.Namespace(out=str(tmp_path / "m"), threads=1, data=None)) == 0
    assert json.loads((tmp_path / "m" / "dualpath.json").read_text())["calibration"]["method"] == "platt"
    assert 0.0 <= json.loads((tmp_path / "m" / "metrics.json").read_text())["test"]["field_accuracy"] <= 1.0
    # an AR checkpoint is not averaged with a diffusion one
    (tmp_path / "ar").mkdir()
    for name in ("model.safetensors", "config.json", "tokenizer.json"):
        (tmp_path / "ar" / name).write_bytes((a / name).read_bytes())
    (tmp_path / "ar" / "dualpath.json").write_text(json.dumps({"calibration": None}))
    with pytest.raises(AverageError, match="two models"):
        average_checkpoints([tmp_path / "ar", a], tmp_path / "n")
