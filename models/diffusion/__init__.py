"""Masked-diffusion extraction: the model, its objective, the reference sampler and the
real-time decoder (diffusion for every slot, AR for the unsure ones).

    from models.diffusion import RealtimeDecoder
    decoder = RealtimeDecoder("models/checkpoints/diffusion", fallback="models/checkpoints/ar")
    result = decoder.decode(pages, None, route="realtime")      # pipeline.decoding.DecodeResult
"""
from models.diffusion.checkpoint import Checkpoint, load_checkpoint, save_checkpoint
from models.diffusion.config import DiffusionConfig
from models.diffusion.decoder import RealtimeDecoder
from models.diffusion.extractor import DiffusionExtractor, Extraction, FieldDecode
from models.diffusion.layout import SlotLayout
from models.diffusion.model import DiffusionModel, PrefixCache
from models.diffusion.sampler import SamplerParams, sample

__all__ = [
    "Checkpoint",
    "DiffusionConfig",
    "DiffusionExtractor",
    "DiffusionModel",
    "Extraction",
    "FieldDecode",
    "PrefixCache",
    "RealtimeDecoder",
    "SamplerParams",
    "SlotLayout",
    "load_checkpoint",
    "sample",
    "save_checkpoint",
]
