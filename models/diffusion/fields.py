"""One slot as the diffusion extractor answers it, and a document's lists put in document order."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from models.template import reorder_items

__all__ = ["FieldDecode", "in_document_order"]


@dataclass(frozen=True, slots=True)
class FieldDecode:
    path: str
    text: str | None         # decoded slot text (None = empty slot)
    confidence: float        # calibrated
    raw_confidence: float    # product of the deciding positions' probabilities
    truncated: bool = False  # kept for compatibility: a pointer block is never cut
    spans: tuple[tuple[int, int], ...] = ()  # the document token spans (first, last) it points at


def in_document_order(document_type: str, fields: Sequence[FieldDecode]) -> list[FieldDecode]:
    """``fields`` with each list's items renumbered in the order their first spans start in the
    document (``models.template.reorder_items``), returned in template order."""
    return reorder_items(document_type, fields, {f.path: (f.spans[0][0] if f.spans else None) for f in fields})
