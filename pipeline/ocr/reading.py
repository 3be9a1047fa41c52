"""What OCR made of one page, as it travels from the ingest worker to the pipeline (picklable, no imports)."""
from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["LOW_WORD_CONFIDENCE", "OcrPage"]

#: A word Tesseract is less sure of than this is doubtful: a field read from it is reviewed.
#: Tesseract's own rule of thumb for rejecting a word (its confidences are not probabilities).
LOW_WORD_CONFIDENCE = 0.60


@dataclass(slots=True)
class OcrPage:
    """What OCR made of one page: its text (as the pipeline reads a text layer's), where each
    word stands in it with Tesseract's confidence, and how the page was handled."""

    text: str
    words: list[tuple[int, int, float]]   # (start, end, confidence 0..1) of each word in ``text``
    engine: str                            # e.g. "tesseract 5.5.4 (Latin)"
    dpi: int                               # resolution the page was read at
    rotation: int = 0                      # degrees the page was turned counter-clockwise to stand upright
    skew: float = 0.0                      # degrees it was then straightened by
    mrz: str = ""                          # "", or what its MRZ's check digits said
    ms: float = 0.0                        # wall time of reading the page, its render included
    notes: list[str] = field(default_factory=list)
    # (left, top, right, bottom) pixels of each word of ``words`` on the upright page image of
    # ``image_size`` (width, height) pixels at ``dpi``: where the page geometry comes from
    boxes: list[tuple[int, int, int, int]] = field(default_factory=list)
    image_size: tuple[int, int] = (0, 0)

    @property
    def confidence(self) -> float:
        """Mean word confidence of the page (0.0 for a page where nothing was read)."""
        return sum(c for _, _, c in self.words) / len(self.words) if self.words else 0.0

    def confidence_of(self, start: int, end: int) -> float | None:
        """The lowest confidence of the words overlapping ``text[start:end]``; None if none does."""
        found = [c for a, b, c in self.words if a < end and start < b]
        return min(found) if found else None
