"""The composition root's one job: give the runtime pipeline the shipped models' decoders.

The pipeline depends only on ``pipeline.decoding``'s interface; this module is the one place
that names the implementation. Every process that extracts calls ``install()`` at start-up:
the command line, the API and the Celery workers.
"""
from __future__ import annotations

from models.loading import ShippedModels
from pipeline.decoding import install_provider

__all__ = ["install"]


def install() -> None:
    """Install the shipped checkpoints as this process's decoder provider (idempotent)."""
    install_provider(ShippedModels())
