"""Where the checkpoints live and which version each is, without loading a model.

    checkpoint_dir("ar" | "diffusion" | "classifier") -> Path   # $DUALPATH_CHECKPOINT_DIR/<kind>
    require_checkpoint(kind) -> Path                              # or NoModelError naming the train command
    model_version(dir) -> "ar@1a2b3c4d5e6f"                       # name @ sha256 prefix of the weights
    settings_version(dir) -> "0a1b2c3d4e5f" | None                # sha256 prefix of dualpath.json

The decoders and the training code read these; ``models.loading`` builds decoders on top of them.
"""
from __future__ import annotations

import functools
import hashlib
import json
import os
from pathlib import Path

from pipeline.decoding import NoModelError

__all__ = ["TRAIN_COMMANDS", "checkpoint_dir", "model_version", "require_checkpoint", "settings_version"]

_DEFAULT_ROOT = Path(__file__).resolve().parent / "checkpoints"

TRAIN_COMMANDS = {
    "ar": "dualpath train --model ar --out {dir}",
    "diffusion": "dualpath train --model diffusion --out {dir}",
    "classifier": "dualpath train --model classifier --out {dir}",
}


def checkpoint_dir(kind: str) -> Path:
    """Where the ``kind`` checkpoint lives: ``$DUALPATH_CHECKPOINT_DIR/<kind>`` or the shipped one."""
    assert kind in TRAIN_COMMANDS, f"unknown checkpoint kind {kind!r}"
    root = os.environ.get("DUALPATH_CHECKPOINT_DIR")
    return (Path(root).expanduser() if root else _DEFAULT_ROOT) / kind


def require_checkpoint(kind: str) -> Path:
    """The checkpoint directory of ``kind``, or NoModelError saying how to make it."""
    directory = checkpoint_dir(kind)
    if not (directory / "model.safetensors").exists():
        raise NoModelError(
            f"no {kind} checkpoint at {directory} (model.safetensors is missing); "
            f"train one with `{TRAIN_COMMANDS[kind].format(dir=directory)}`"
            + (" or set DUALPATH_CHECKPOINT_DIR to a folder holding it" if kind != "classifier" else ""))
    return directory


@functools.cache
def _sha256(path: Path, mtime: float) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def model_version(directory: str | Path) -> str:
    """``<name>@<first 12 hex of sha256(model.safetensors)>``; name = the directory's name. An
    ensemble (dualpath.json lists "members") hashes the digests of all its weight files in order."""
    directory = Path(directory)
    weights = directory / "model.safetensors"
    digest = _sha256(weights, weights.stat().st_mtime)
    members = _ensemble_members(directory)
    if members:
        digests = [digest] + [_sha256(m, m.stat().st_mtime) for m in members]
        digest = hashlib.sha256("".join(digests).encode()).hexdigest()
    return f"{directory.name}@{digest[:12]}"


def _ensemble_members(directory: Path) -> list[Path]:
    """The further weight files a diffusion ensemble decodes (``models.diffusion.ensemble``)."""
    meta = directory / "dualpath.json"
    if not meta.is_file():
        return []
    return [directory / name for name in json.loads(meta.read_text()).get("members", [])]


def settings_version(directory: str | Path) -> str | None:
    """The first 12 hex of sha256(dualpath.json): the checkpoint's calibration, thresholds and sampler
    settings, which change its answers' confidences and statuses without touching the weights
    (``dualpath calibrate-route`` rewrites them). None for a checkpoint without the file."""
    meta = Path(directory) / "dualpath.json"
    return _sha256(meta, meta.stat().st_mtime)[:12] if meta.is_file() else None
