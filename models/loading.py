"""Finding and loading the shipped checkpoints.

    checkpoint_dir("ar" | "diffusion" | "classifier") -> Path   # $DUALPATH_CHECKPOINT_DIR/<kind>
    load_decoder("batch") -> models.engine_decoder.EngineDecoder   # AR model, continuous batching
    load_decoder("realtime") -> models.diffusion.RealtimeDecoder   # diffusion, AR fallback if shipped
    load_classifier() -> models.classifier.TypeClassifier
    model_device() -> "cpu" | "cuda" | "cuda:N"                   # the DUALPATH_DEVICE setting, checked
    route_models("batch" | "realtime") -> {"autoregressive": "ar@1a2b3c4d5e6f", ...}  # without loading
    model_version(dir) -> "ar@1a2b3c4d5e6f"                        # name @ sha256 prefix of the weights
    route_fingerprint("batch" | "realtime") -> {"autoregressive": "ar@1a2b3c4d5e6f+settings.0a1b2c3d4e5f"}

A missing checkpoint raises ``pipeline.decoding.NoModelError`` naming the directory and the
``dualpath train`` command that makes it.
"""
from __future__ import annotations

import functools
import hashlib
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING

from pipeline.decoding import Decoder, NoModelError

if TYPE_CHECKING:
    from models.engine import EngineConfig

__all__ = ["TRAIN_COMMANDS", "checkpoint_dir", "load_classifier", "load_decoder", "model_version", "require_checkpoint",
           "model_device", "route_fingerprint", "route_models"]

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


def load_classifier():
    from models.classifier import TypeClassifier

    return TypeClassifier.load(require_checkpoint("classifier"))


def _fallback_checkpoint() -> Path | None:
    """The real-time route's AR fallback: the AR checkpoint if there is one (the route runs without)."""
    ar = checkpoint_dir("ar")
    return ar if (ar / "model.safetensors").exists() else None


def _route_checkpoints(route: str) -> dict[str, Path]:
    """{kind: checkpoint directory} that ``load_decoder(route)`` would load; NoModelError if one is missing."""
    if route == "batch":
        return {"autoregressive": require_checkpoint("ar")}
    if route == "realtime":
        out = {"diffusion": require_checkpoint("diffusion")}
        fallback = _fallback_checkpoint()
        if fallback is not None:
            out["autoregressive"] = fallback
        return out
    raise ValueError(f"unknown route {route!r}; choose batch or realtime")


def route_models(route: str) -> dict[str, str]:
    """{kind: model_version} of the checkpoints ``load_decoder(route)`` would load, without loading
    them (the same dict its decoder reports as ``models``); NoModelError if one is missing."""
    return {kind: model_version(directory) for kind, directory in _route_checkpoints(route).items()}


def route_fingerprint(route: str) -> dict[str, str]:
    """``route_models(route)`` with each checkpoint's ``settings_version`` appended: what an
    extraction depends on, so that recalibrated thresholds extract a document afresh."""
    out = {}
    for kind, directory in _route_checkpoints(route).items():
        settings = settings_version(directory)
        out[kind] = model_version(directory) + (f"+settings.{settings}" if settings else "")
    return out


def model_device() -> str:
    """The torch device the models load on: the ``DUALPATH_DEVICE`` setting (default cpu),
    checked, so that a GPU node without a visible GPU says so instead of failing mid-decode."""
    from pipeline.settings import get_settings

    device = get_settings().device
    if device.startswith("cuda"):
        import torch

        index = int(device.partition(":")[2] or 0)
        if not torch.cuda.is_available() or index >= torch.cuda.device_count():
            raise RuntimeError(f"DUALPATH_DEVICE={device}, but torch sees no such CUDA device here "
                               f"({torch.cuda.device_count()} visible, torch {torch.__version__}); set "
                               "DUALPATH_DEVICE=cpu or install a CUDA build of torch")
    return device


def load_decoder(route: str, *, engine_config: EngineConfig | None = None) -> Decoder:
    """The decoder of ``route`` on ``model_device()``: "batch" -> the AR model under the
    continuous-batching engine (``EngineDecoder``: concurrent ``decode`` calls, e.g. a batch worker's
    threads, share its running batch; the same tokens as ``models.ar.BatchDecoder``) with
    ``engine_config`` (default ``models.engine.batch_engine_config()``), "realtime" -> diffusion
    RealtimeDecoder."""
    device = model_device()
    if route == "batch":
        checkpoint = require_checkpoint("ar")
        from models.engine import batch_engine_config
        from models.engine_decoder import EngineDecoder

        return EngineDecoder(checkpoint, config=engine_config or batch_engine_config(), device=device)
    if route == "realtime":
        diffusion = require_checkpoint("diffusion")
        from models.diffusion import RealtimeDecoder

        return RealtimeDecoder(diffusion, fallback=_fallback_checkpoint(), device=device)
    raise ValueError(f"unknown route {route!r}; choose batch or realtime")
