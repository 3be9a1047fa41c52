"""`dualpath average-weights`: the element-wise mean of fine-tuned checkpoints' weights.

Fine-tunes that share an initialisation can be averaged into one model of the same size and
speed; the mean of a fine-tune with the checkpoint it started from keeps more of the start's
behaviour on data neither saw (WiSE-FT, model soups). Only checkpoints of one model (all AR or all
diffusion) with the same architecture (``config.json``) and the same tokenizer (pointer columns)
can be averaged.

    dualpath average-weights A B [C ...] --out DIR [--limits-from A]

DIR gets the mean weights, A's config and tokenizer, the ``dualpath.json`` of ``--limits-from``
(default the first source; an AR model's slot limits) with the calibration reset, and a
``metrics.json`` whose ``train`` names the sources; then `dualpath train --model ar|diffusion
--evaluate-only --out DIR` calibrates and scores it as any other run.
"""
from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path
from typing import Any, Sequence

import torch
from safetensors.torch import load_file, save_file

__all__ = ["add_arguments", "average_checkpoints", "run"]

_WEIGHTS = "model.safetensors"
_COPIED = ("config.json", "generation_config.json", "tokenizer.json")


class AverageError(ValueError):
    """The sources cannot be averaged (different shapes, tokenizers or files missing)."""


def _comparable_config(directory: Path) -> dict[str, Any]:
    config = json.loads((directory / "config.json").read_text())
    config.pop("transformers_version", None)
    return config


def _model_of(directory: Path) -> str:
    """"diffusion" or "ar": which model a checkpoint directory holds (its dualpath.json says so)."""
    # deferred: the diffusion package loads its decoders, and `dualpath` imports this module for every command
    from models.diffusion.checkpoint import FORMAT

    return "diffusion" if json.loads((directory / "dualpath.json").read_text()).get("format") == FORMAT else "ar"


def average_checkpoints(sources: Sequence[Path], out: Path, *, limits_from: Path | None = None) -> dict[str, Any]:
    """Write the mean of ``sources``' weights to ``out``; returns the ``train`` record written."""
    sources = [Path(s) for s in sources]
    if len(sources) < 2:
        raise AverageError("average-weights needs at least two checkpoints")
    for source in sources:
        missing = [name for name in (_WEIGHTS, "config.json", "tokenizer.json", "dualpath.json")
                   if not (source / name).exists()]
        if missing:
            raise AverageError(f"{source} is not a checkpoint directory: {', '.join(missing)} missing")
    first = sources[0]
    model = _model_of(first)
    for source in sources[1:]:
        if (other := _model_of(source)) != model:
            raise AverageError(f"{source} and {first} are checkpoints of two models ({other} and {model}): "
                               "average fine-tunes of one model")
        if _comparable_config(source) != _comparable_config(first):
            raise AverageError(f"{source} has another architecture than {first} (config.json differs)")
        if (source / "tokenizer.json").read_bytes() != (first / "tokenizer.json").read_bytes():
            raise AverageError(f"{source} has another tokenizer than {first}: its pointer columns differ")
    states = [load_file(str(source / _WEIGHTS)) for source in sources]
    keys = set(states[0])
    for source, state in zip(sources, states):
        if set(state) != keys or any(state[k].shape != states[0][k].shape for k in keys):
            raise AverageError(f"{source}'s weights do not match {first}'s tensor for tensor")
    mean = {k: torch.stack([s[k].to(torch.float64) for s in states]).mean(0).to(states[0][k].dtype).contiguous()
            for k in sorted(keys)}
    out.mkdir(parents=True, exist_ok=True)
    save_file(mean, str(out / _WEIGHTS), metadata={"format": "pt"})
    for name in _COPIED:
        if (first / name).exists():
            shutil.copyfile(first / name, out / name)
    meta = json.loads(((limits_from or first) / "dualpath.json").read_text())
    if model == "diffusion":
        # as a diffusion run stores it before fitting: --evaluate-only fits it, calibrate-route the route's thresholds
        meta["calibration"] = None
    else:
        # deferred: train_ar loads transformers (models.ar), and `dualpath` imports this module for every command
        from models.training.train_ar import UNCALIBRATED

        meta["calibration"] = dict(UNCALIBRATED)  # fitted afresh by --evaluate-only, thresholds by calibrate-batch
    (out / "dualpath.json").write_text(json.dumps(meta, indent=1) + "\n")
    train = {"averaged_from": [str(s) for s in sources], "limits_from": str(limits_from or first),
             "parameters": sum(t.numel() for t in mean.values()),
             "sources": [json.loads((s / "metrics.json").read_text()).get("train", {})
                         if (s / "metrics.json").exists() else {} for s in sources]}
    (out / "metrics.json").write_text(json.dumps({"train": train}, indent=1, default=str) + "\n")
    return train


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("sources", nargs="+", type=Path, help="checkpoint directories of one model, AR or diffusion "
                                                              "(same architecture and tokenizer)")
    parser.add_argument("--out", required=True, type=Path, help="checkpoint directory to write")
    parser.add_argument("--limits-from", type=Path, default=None,
                        help="checkpoint whose dualpath.json (an AR model's slot limits) the average keeps "
                             "(default: the first)")


def run(args: argparse.Namespace) -> int:
    try:
        train = average_checkpoints(args.sources, args.out, limits_from=args.limits_from)
    except AverageError as err:
        print(f"dualpath average-weights: {err}")
        return 2
    print(f"averaged {len(train['averaged_from'])} checkpoints ({train['parameters']} parameters) -> {args.out}; "
          f"next: dualpath train --model {_model_of(args.out)} --evaluate-only --out {args.out}")
    return 0
