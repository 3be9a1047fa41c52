"""One scanned page read: turned upright, straightened, read, its MRZ corrected."""
from __future__ import annotations

from typing import Any, Sequence

from pipeline.ocr.deskew import skew_angle, straighten
from pipeline.ocr.layout import Row, lay_out, rows_of
from pipeline.ocr.mrz import correct_td3, looks_like_mrz
from pipeline.ocr.reading import OcrPage
from pipeline.ocr.tesseract import Tesseract, Word

__all__ = ["read_page_image"]

#: Orientation detection below this confidence is a guess; the page is then read as it lies.
_MIN_ORIENTATION_CONFIDENCE = 2.0
_MRZ_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<"


def _upright(image: Any, engine: Tesseract) -> tuple[Any, int]:
    degrees, confidence = engine.orientation(image)
    if degrees and confidence >= _MIN_ORIENTATION_CONFIDENCE:
        return image.rotate(degrees, expand=True), degrees
    return image, 0


def _mrz_rows(rows: Sequence[Row]) -> list[int]:
    """Indices of two consecutive rows that look like a TD3 zone (the last such pair)."""
    marks = [looks_like_mrz(r.text) for r in rows]
    pairs = [i for i in range(len(rows) - 1) if marks[i] and marks[i + 1]]
    return [pairs[-1], pairs[-1] + 1] if pairs else []


def _reread_mrz(image: Any, rows: list[Row], engine: Tesseract) -> tuple[list[Row], str]:
    """Rows with a TD3 zone re-read on its own (only MRZ characters allowed) and corrected by its
    check digits; the corrected lines replace the zone's rows, each as one word whose confidence
    is 1.0 when every check digit passes (the digits verify it) and the zone's weakest word's otherwise."""
    found = _mrz_rows(rows)
    if not found:
        return rows, ""
    zone = [rows[i] for i in found]
    pad = int(max(r.height for r in zone))
    left = max(0, min(w.left for r in zone for w in r.words) - pad)
    right = min(image.width, max(w.right for r in zone for w in r.words) + pad)
    top, bottom = max(0, zone[0].top - pad), min(image.height, zone[-1].bottom + pad)
    crop = image.crop((left, top, right, bottom))
    lines = [r.text.replace(" ", "") for r in rows_of(engine.words(crop, single_block=True, whitelist=_MRZ_CHARACTERS))]
    lines = [line for line in lines if len(line) >= 28]
    if len(lines) != 2:
        lines = [r.text.replace(" ", "") for r in zone]
    reading = correct_td3(*lines)
    weakest = min(w.confidence for r in zone for w in r.words)
    confidence = 1.0 if reading.valid else weakest
    replaced = []
    for row, text in zip(zone, (reading.line1, reading.line2)):
        replaced.append(Row([Word(text, min(w.left for w in row.words), row.top, max(w.right for w in row.words),
                                  row.bottom, confidence, line=row.words[0].line)]))
    rows = [*rows[:found[0]], *replaced, *rows[found[-1] + 1:]]
    if reading.valid:
        what = ("MRZ check digits pass" if not reading.corrected
                else f"MRZ check digits pass after correcting {reading.corrected} character(s)")
    else:
        what = "MRZ check digits fail: its fields are not verified"
    return rows, what


def read_page_image(image: Any, engine: Tesseract, *, dpi: int) -> OcrPage:
    """Read one page image (a PIL image rendered at ``dpi``)."""
    grey = image.convert("L")
    grey, rotation = _upright(grey, engine)
    skew = skew_angle(grey)
    grey = straighten(grey, skew)
    rows = rows_of(engine.words(grey))
    rows, mrz = _reread_mrz(grey, rows, engine)
    text, spans = lay_out(rows)
    notes = [f"turned {rotation} degrees to stand upright"] if rotation else []
    if abs(skew) >= 0.05:
        notes.append(f"straightened by {skew:+.1f} degrees")
    if mrz:
        notes.append(mrz)
    return OcrPage(text=text, words=spans, engine=engine.name, dpi=dpi, rotation=rotation, skew=skew, mrz=mrz,
                   notes=notes)
