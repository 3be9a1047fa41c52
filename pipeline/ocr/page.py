"""One scanned page read: turned upright, straightened, read, its MRZ corrected."""
from __future__ import annotations

import time
from typing import Any, Sequence

from pipeline.ocr.deskew import skew_angle, straighten
from pipeline.ocr.layout import Row, lay_out, ruled_order, rows_of
from pipeline.ocr.mrz import correct_td3, looks_like_mrz
from pipeline.ocr.rules import Ruling, erase_rules
from pipeline.ocr.reading import OcrPage
from pipeline.ocr.tesseract import Tesseract, TesseractPool, Word

__all__ = ["read_page_image"]

#: Orientation detection below this confidence is a guess; the page is then read as it lies.
_MIN_ORIENTATION_CONFIDENCE = 2.0
_MRZ_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<"


#: A first reading this sure of its words, with this many, is of an upright page: orientation
#: detection (a second pass, about a third of a reading's time) is spent only on the others.
_UPRIGHT_CONFIDENCE = 0.80
_UPRIGHT_WORDS = 20


def _mean(words: Sequence[Word]) -> float:
    return sum(w.confidence for w in words) / len(words) if words else 0.0


def _straight_words(image: Any, engine: Tesseract | TesseractPool, dpi: int
                    ) -> tuple[Any, float, list[Word], Ruling]:
    skew = skew_angle(image)
    image = straighten(image, skew)
    cleaned, ruling = erase_rules(image, dpi)
    return image, skew, engine.words(cleaned, layout="sparse"), ruling


def _sideways(words: Sequence[Word]) -> bool:
    """Most words of four letters or more stand taller than wide: Tesseract read the lines
    vertically, so the page lies on its side (its text right, but its rows out of order)."""
    long = [w for w in words if len(w.text) >= 4]
    return bool(long) and sum(w.height > (w.right - w.left) for w in long) > len(long) / 2


def _read_upright(image: Any, engine: Tesseract | TesseractPool, dpi: int
                  ) -> tuple[Any, int, float, list[Word], Ruling]:
    """(upright straightened image, degrees turned, skew, words, its ruling): the page as it lies,
    unless its reading is poor or sideways, orientation detection says it lies turned, and the
    turned reading is better."""
    straight, skew, words, ruling = _straight_words(image, engine, dpi)
    if _mean(words) >= _UPRIGHT_CONFIDENCE and len(words) >= _UPRIGHT_WORDS and not _sideways(words):
        return straight, 0, skew, words, ruling
    degrees, confidence = engine.orientation(image)
    if not degrees or confidence < _MIN_ORIENTATION_CONFIDENCE:
        return straight, 0, skew, words, ruling
    turned, turned_skew, turned_words, turned_ruling = _straight_words(image.rotate(degrees, expand=True), engine, dpi)
    if _worth(turned_words) > _worth(words):
        return turned, degrees, turned_skew, turned_words, turned_ruling
    return straight, 0, skew, words, ruling


def _worth(words: Sequence[Word]) -> float:
    """How much a reading read: its words weighted by confidence; nothing for a sideways one,
    whose rows cannot be put in order."""
    return 0.0 if _sideways(words) else _mean(words) * len(words)


def _mrz_rows(rows: Sequence[Row]) -> list[int]:
    """Indices of two consecutive rows that look like a TD3 zone (the last such pair)."""
    marks = [looks_like_mrz(r.text) for r in rows]
    pairs = [i for i in range(len(rows) - 1) if marks[i] and marks[i + 1]]
    return [pairs[-1], pairs[-1] + 1] if pairs else []


def _reread_mrz(image: Any, rows: list[Row], engine: Tesseract | TesseractPool) -> tuple[list[Row], str]:
    """Rows with a TD3 zone re-read on its own (only MRZ characters allowed) and corrected by its
    check digits; the corrected lines replace the zone's rows, each as one word: line 2 with
    confidence 1.0 when every check digit passes (the digits verify it), else, and line 1 (no digit
    covers the name), with its row's weakest word's."""
    found = _mrz_rows(rows)
    if not found:
        return rows, ""
    zone = [rows[i] for i in found]
    pad = int(max(r.height for r in zone))
    left = max(0, min(w.left for r in zone for w in r.words) - pad)
    right = min(image.width, max(w.right for r in zone for w in r.words) + pad)
    top, bottom = max(0, zone[0].top - pad), min(image.height, zone[-1].bottom + pad)
    crop = image.crop((left, top, right, bottom))
    lines = [r.text.replace(" ", "") for r in rows_of(engine.words(crop, layout="block", whitelist=_MRZ_CHARACTERS))]
    lines = [line for line in lines if len(line) >= 28]
    if len(lines) != 2:
        lines = [r.text.replace(" ", "") for r in zone]
    reading = correct_td3(*lines)
    replaced = []
    for row, text, verified in zip(zone, (reading.line1, reading.line2), (False, reading.valid)):
        confidence = 1.0 if verified else min(w.confidence for w in row.words)
        replaced.append(Row([Word(text, min(w.left for w in row.words), row.top, max(w.right for w in row.words),
                                  row.bottom, confidence, line=row.words[0].line)]))
    rows = [*rows[:found[0]], *replaced, *rows[found[-1] + 1:]]
    if reading.valid:
        what = ("MRZ check digits pass" if not reading.corrected
                else f"MRZ check digits pass after correcting {reading.corrected} character(s)")
    else:
        what = "MRZ check digits fail: its fields are not verified"
    return rows, what


def read_page_image(image: Any, engine: Tesseract | TesseractPool, *, dpi: int) -> OcrPage:
    """Read one page image (a PIL image rendered at ``dpi``)."""
    started = time.perf_counter()
    grey, rotation, skew, words, ruling = _read_upright(image.convert("L"), engine, dpi)
    rows = rows_of(words)
    rows, mrz = _reread_mrz(grey, rows, engine)
    ordered = ruled_order(rows, ruling.cell_of)
    text, spans = lay_out(ordered)
    boxes = [(w.left, w.top, w.right, w.bottom) for row in ordered for w in row.words]  # lay_out's order
    notes = [f"turned {rotation} degrees to stand upright"] if rotation else []
    if abs(skew) >= 0.05:
        notes.append(f"straightened by {skew:+.1f} degrees")
    if mrz:
        notes.append(mrz)
    return OcrPage(text=text, words=spans, engine=engine.name, dpi=dpi, rotation=rotation, skew=skew, mrz=mrz,
                   notes=notes, boxes=boxes if len(boxes) == len(spans) else [], image_size=grey.size,
                   ms=round((time.perf_counter() - started) * 1000.0, 1))
