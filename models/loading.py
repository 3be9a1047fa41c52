"""Loading the shipped checkpoints as the pipeline's decoders.

    ShippedModels()                                               # the pipeline.decoding.DecoderProvider
    load_decoder("batch") -> models.engine_decoder.EngineDecoder   # AR model, continuous batching (and
                                                                  # the diffusion model's second opinion)
    load_decoder("realtime") -> models.diffusion.RealtimeDecoder   # diffusion, AR fallback if shipped
    model_device() -> "cpu" | "cuda" | "cuda:N"                   # the DUALPATH_DEVICE setting, checked
    route_models("batch" | "realtime") -> {"autoregressive": "ar@1a2b3c4d5e6f", ...}  # without loading
    route_fingerprint("batch" | "realtime") -> {"autoregressive": "ar@1a2b3c4d5e6f+settings.0a1b2c3d4e5f"}

Where checkpoints live and their versions are ``models.checkpoint_files``'. A missing checkpoint
raises ``pipeline.decoding.NoModelError`` naming the directory and the ``dualpath train`` command
that makes it.
"""
from __future__ import annotations

import functools
import importlib
import json
from pathlib import Path
from typing import TYPE_CHECKING

from models.checkpoint_files import checkpoint_dir, model_version, require_checkpoint, settings_version
from pipeline.decoding import Decoder
from pipeline.settings import get_settings

if TYPE_CHECKING:
    from models.engine import EngineConfig

__all__ = ["ShippedModels", "load_decoder", "model_device", "route_fingerprint", "route_models"]

def _fallback_checkpoint() -> Path | None:
    """The real-time route's AR fallback: the AR checkpoint if there is one (the route runs without)."""
    ar = checkpoint_dir("ar")
    return ar if (ar / "model.safetensors").exists() else None


def _second_opinion_checkpoint() -> Path | None:
    """The batch route's second reader: the diffusion checkpoint, when the AR checkpoint carries an
    acceptance table measured with it (``dualpath calibrate-acceptance --route batch``)."""
    ar, diffusion = checkpoint_dir("ar"), checkpoint_dir("diffusion")
    meta = ar / "dualpath.json"
    if not meta.is_file() or not (diffusion / "model.safetensors").exists():
        return None
    return diffusion if _has_acceptance_table(meta, meta.stat().st_mtime) else None


@functools.cache
def _has_acceptance_table(meta: Path, mtime: float) -> bool:
    """Whether a checkpoint's dualpath.json holds an acceptance table; read once per version of the
    file (every extraction asks, through ``route_fingerprint``), as ``checkpoint_files`` hashes it."""
    return bool(json.loads(meta.read_text()).get("acceptance"))


def _route_checkpoints(route: str) -> dict[str, Path]:
    """{kind: checkpoint directory} that ``load_decoder(route)`` would load; NoModelError if one is missing."""
    if route == "batch":
        out = {"autoregressive": require_checkpoint("ar")}
        second = _second_opinion_checkpoint()
        if second is not None:
            out["diffusion"] = second
        return out
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
    device = get_settings().device
    if device.startswith("cuda"):
        import torch  # deferred: torch only for a CUDA device; the API process imports this module

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
        # deferred: the engine loads torch and transformers; the API process imports this module
        from models.engine import batch_engine_config
        from models.engine_decoder import EngineDecoder

        second, reader = _second_opinion_checkpoint(), None
        if second is not None:
            from models.diffusion import RealtimeDecoder  # deferred, as below

            reader = RealtimeDecoder(second, fallback=None, classifier=None, device=device)
        return EngineDecoder(checkpoint, config=engine_config or batch_engine_config(), device=device,
                             second_opinion=reader)
    if route == "realtime":
        diffusion = require_checkpoint("diffusion")
        from models.diffusion import RealtimeDecoder  # deferred: torch, safetensors (see above)

        return RealtimeDecoder(diffusion, fallback=_fallback_checkpoint(), device=device)
    raise ValueError(f"unknown route {route!r}; choose batch or realtime")


def import_decoder_code(route: str) -> None:
    """Import what ``load_decoder(route)`` runs on (torch, transformers, the model code) without
    loading any weights: a worker does it before it forks its pool, so that a child's first request
    does not spend its time limit importing them (tens of seconds on a busy machine)."""
    if route == "batch":
        importlib.import_module("models.engine_decoder")
    importlib.import_module("models.diffusion")  # both routes may read with it


class ShippedModels:
    """The ``pipeline.decoding.DecoderProvider`` of the shipped (or ``$DUALPATH_CHECKPOINT_DIR``'s)
    checkpoints: ``load_decoder`` and ``route_fingerprint`` above."""

    def load_decoder(self, route: str, *, engine_config: EngineConfig | None = None) -> Decoder:
        return load_decoder(route, engine_config=engine_config)

    def route_fingerprint(self, route: str) -> dict[str, str]:
        return route_fingerprint(route)
