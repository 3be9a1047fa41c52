"""One scanned page read: turned upright, straightened, read, its MRZ corrected."""
from __future__ import annotations

import re
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from pipeline.ocr.checkboxes import find_check_boxes, with_check_boxes
from pipeline.ocr.denoise import denoise as clean_scan
from pipeline.ocr.deskew import skew_angle, straighten
from pipeline.ocr.layout import Row, lay_out, ruled_order, rows_of
from pipeline.ocr.markers import restore_markers
from pipeline.ocr.mrz import correct_mrz, looks_like_mrz, printed_words, zone_kind
from pipeline.ocr.rules import Ruling, erase_leaders, erase_rules
from pipeline.ocr.stops import with_stops
from pipeline.ocr.swift_tags import restore_swift_tags
from pipeline.ocr.reading import OcrPage
from pipeline.ocr.tesseract import Tesseract, TesseractPool, Word

__all__ = ["read_page_image"]

#: Orientation detection below this confidence is a guess; the page is then read as it lies.
_MIN_ORIENTATION_CONFIDENCE = 2.0
_MRZ_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<"
#: Words of one row further apart than this many line heights belong to different columns.
_SEGMENT_GAP = 2.0
_MRZ_ONLY = re.compile(r"[A-Z0-9<«]+")
#: A TD1 line is 30 characters; OCR adds or drops a few fillers, but a TD2 (36) or TD3 (44) line is longer.
_TD1_LONGEST = 33
#: Re-read lines shorter than this are not the zone's (a speck, a stray line of the crop).
_SHORTEST_LINE = {"TD1": 26, "TD2": 28, "TD3": 28}
#: The widest line of a zone of three lines (TD1) and of two (TD3: a TD2 zone read short cannot be told from one).
_LINE_WIDTH = {3: 30, 2: 44}
#: The least characters the line beside a loosely found zone's MRZ line must hold to be its partner.
_LOOSE_PARTNER = 6


#: A first reading this sure of its words, with this many, is of an upright page: orientation
#: detection (a second pass, about a third of a reading's time) is spent only on the others.
_UPRIGHT_CONFIDENCE = 0.80
_UPRIGHT_WORDS = 20


def _mean(words: Sequence[Word]) -> float:
    return sum(w.confidence for w in words) / len(words) if words else 0.0


def _straight_words(image: Any, engine: Tesseract | TesseractPool, dpi: int, leaders: bool, check_boxes: bool = True
                    ) -> tuple[Any, float, list[Word], Ruling]:
    import numpy as np

    skew = skew_angle(image)
    image = straighten(image, skew)
    cleaned, ruling = erase_rules(image, dpi)
    if leaders:
        cleaned = erase_leaders(cleaned, dpi)
    # check boxes from the page itself: OCR reads a box as a letter, or not at all
    boxes = find_check_boxes(np.asarray(image.convert("L")), dpi) if check_boxes else []
    words = with_stops(engine.words(cleaned, layout="sparse"), np.asarray(cleaned.convert("L")))
    return image, skew, with_check_boxes(words, boxes), ruling


def _sideways(words: Sequence[Word]) -> bool:
    """Most words of four letters or more stand taller than wide: Tesseract read the lines
    vertically, so the page lies on its side (its text right, but its rows out of order)."""
    long = [w for w in words if len(w.text) >= 4]
    return bool(long) and sum(w.height > (w.right - w.left) for w in long) > len(long) / 2


def _read_upright(image: Any, engine: Tesseract | TesseractPool, dpi: int, leaders: bool, check_boxes: bool = True
                  ) -> tuple[Any, int, float, list[Word], Ruling]:
    """(upright straightened image, degrees turned, skew, words, its ruling): the page as it lies,
    unless its reading is poor or sideways, orientation detection says it lies turned, and the
    turned reading is better."""
    straight, skew, words, ruling = _straight_words(image, engine, dpi, leaders, check_boxes)
    if _mean(words) >= _UPRIGHT_CONFIDENCE and len(words) >= _UPRIGHT_WORDS and not _sideways(words):
        return straight, 0, skew, words, ruling
    degrees, confidence = engine.orientation(image)
    if not degrees or confidence < _MIN_ORIENTATION_CONFIDENCE:
        return straight, 0, skew, words, ruling
    turned, turned_skew, turned_words, turned_ruling = _straight_words(image.rotate(degrees, expand=True), engine, dpi,
                                                                        leaders, check_boxes)
    if _worth(turned_words) > _worth(words):
        return turned, degrees, turned_skew, turned_words, turned_ruling
    return straight, 0, skew, words, ruling


def _worth(words: Sequence[Word]) -> float:
    """How much a reading read: its words weighted by confidence; nothing for a sideways one,
    whose rows cannot be put in order."""
    return 0.0 if _sideways(words) else _mean(words) * len(words)


def _text(words: Sequence[Word]) -> str:
    return "".join(w.text for w in words)


def _segments(row: Row) -> list[list[Word]]:
    """A row's words cut where a gap wider than ``_SEGMENT_GAP`` line heights parts them: an
    identity card copied beside its other side shares rows with it, its MRZ on the right of the
    front's captions and values."""
    out: list[list[Word]] = []
    for word in row.words:
        if out and word.left - out[-1][-1].right <= _SEGMENT_GAP * row.height:
            out[-1].append(word)
        else:
            out.append([word])
    # a run of fillers OCR left unread is a gap inside a line: parts of MRZ characters only stay one
    merged: list[list[Word]] = []
    for part in out:
        if merged and all(_MRZ_ONLY.fullmatch(w.text) for w in (*merged[-1], *part)):
            merged[-1] += part
        else:
            merged.append(part)
    return merged


@dataclass(slots=True)
class _ZoneLine:
    row: int
    words: list[Word]

    @property
    def top(self) -> int:
        return min(w.top for w in self.words)

    @property
    def bottom(self) -> int:
        return max(w.bottom for w in self.words)

    @property
    def left(self) -> int:
        return min(w.left for w in self.words)

    @property
    def right(self) -> int:
        return max(w.right for w in self.words)

    @property
    def height(self) -> int:
        return self.bottom - self.top


def _next_in_zone(above: _ZoneLine, below: _ZoneLine) -> bool:
    """``below`` is the zone's line after ``above``: within three line heights under it, side by side with it."""
    return (0 < below.top - above.top <= 3 * max(above.height, below.height)
            and below.left < above.right and above.left < below.right)


def _mrz_zone(rows: Sequence[Row]) -> tuple[list[_ZoneLine], str]:
    """The page's last machine-readable zone (its lines, each the words of one row that spell it)
    and its kind: three lines that look like MRZ lines near 30 characters long, one under the
    other, are a TD1 zone (an identity card), two a TD3 (a passport, 44) or TD2 (36) zone as their
    length says; ([], "") if none."""
    lines = [_ZoneLine(number, part) for number, row in enumerate(rows) for part in _segments(row)
             if looks_like_mrz(" ".join(w.text for w in part))]
    lines.sort(key=lambda line: line.top)
    pairs = [i for i in range(len(lines) - 1) if _next_in_zone(lines[i], lines[i + 1])]
    if not pairs:
        return [], ""
    last = pairs[-1]
    for first in (last - 1, last):   # a third line of 30 above or below the last pair
        trio = lines[first:first + 3] if first >= 0 else []
        if len(trio) == 3 and _next_in_zone(trio[0], trio[1]) and _next_in_zone(trio[1], trio[2]) \
                and all(len(_text(line.words)) <= _TD1_LONGEST for line in trio):
            return trio, "TD1"
    pair = lines[last:last + 2]
    return pair, zone_kind([_text(line.words) for line in pair])


def _loose_zone(rows: Sequence[Row]) -> tuple[list[_ZoneLine], str]:
    """A two-line zone of which only one line reads as MRZ (a stamp or a signature over the other
    turned it into words): the last such line and the segment right above or below it, side by
    side with it, of at least ``_LOOSE_PARTNER`` characters; ([], "") if none. Only a re-reading
    every check digit accepts may stand for it (``_reread_mrz``)."""
    segments = [_ZoneLine(number, part) for number, row in enumerate(rows) for part in _segments(row)]
    strict = [line for line in segments if looks_like_mrz(" ".join(w.text for w in line.words))]
    if not strict:
        return [], ""
    anchor = max(strict, key=lambda line: line.top)
    partners = [line for line in segments if line is not anchor and len(_text(line.words)) >= _LOOSE_PARTNER
                and (_next_in_zone(anchor, line) or _next_in_zone(line, anchor))]
    if not partners:
        return [], ""
    partner = min(partners, key=lambda line: abs(line.top - anchor.top))
    text = _text(anchor.words)
    return sorted([anchor, partner], key=lambda line: line.top), zone_kind([text, text])


def _crop_box(zone: Sequence[_ZoneLine]) -> tuple[int, int, int, int]:
    """(left, top, right, bottom) around the zone, a line's height of margin; widened on both
    sides to a full line's width where even its longest line was read short (the rest lay under
    a stamp, or was read as other words), at the pitch of the characters read."""
    pad = int(max(line.height for line in zone))
    left, right = min(line.left for line in zone) - pad, max(line.right for line in zone) + pad
    longest = max(zone, key=lambda line: len(_text(line.words)))
    read = len(_text(longest.words))
    missing = _LINE_WIDTH[len(zone)] - read
    if missing > 2 and read:
        extra = round(missing * (longest.right - longest.left) / read)
        left, right = left - extra, right + extra
    return left, zone[0].top - pad, right, zone[-1].bottom + pad


#: Where, between the zone's darkest ink and its paper, ``darkest_ink`` cuts: tried in turn.
_DARKEST_INK = (0.3, 0.45)


def darkest_ink(image: Any, share: float) -> Any:
    """``image`` (grey) with only its darkest ink kept black, everything lighter than ``share`` of the
    way from that ink to the paper made white. A stamp or a signature is inked over a printed zone
    semi-transparently: where it crosses a character the character stays darker than the stamp
    alone, so a cut between the two keeps the characters and drops the stamp (the grey-scale
    counterpart of a form reader's drop-out colour)."""
    import numpy as np
    from PIL import Image

    grey = np.asarray(image.convert("L"), dtype=np.float32)
    ink, paper = np.percentile(grey, 1), np.percentile(grey, 90)
    cut = ink + share * (paper - ink)
    return Image.fromarray(np.where(grey <= cut, 0, 255).astype(np.uint8))


def _zone_lines(crop: Any, engine: Tesseract | TesseractPool, kind: str) -> list[str]:
    """The lines of a zone's crop read with only MRZ characters allowed, without spaces; lines
    shorter than a ``kind`` zone's can be are dropped (a stamp's or a signature's marks)."""
    lines = [r.text.replace(" ", "") for r in rows_of(engine.words(crop, layout="block", whitelist=_MRZ_CHARACTERS))]
    return [line for line in lines if len(line) >= _SHORTEST_LINE[kind]]


def _reread_mrz(image: Any, rows: list[Row], engine: Tesseract | TesseractPool, *,
                zone_image: Callable[[], Any] | None = None, factor: float = 1.0) -> tuple[list[Row], str]:
    """Rows with a machine-readable zone re-read on its own (only MRZ characters allowed) and
    corrected by its check digits. The corrected lines replace the zone's words, each line one
    word on a row of its own after the rows the zone stood on (as a text layer writes a card's
    zone after the text beside it): the lines the check digits cover with confidence 1.0 when
    every check digit passes (the digits verify them), else, and the name line (no digit covers
    it), with the weakest confidence of the words it replaces. ``zone_image``: the page at
    ``factor`` times the resolution of ``image`` (and of ``rows``' boxes), to crop the zone from."""
    zone, kind = _mrz_zone(rows)
    loose = not zone
    if loose:
        zone, kind = _loose_zone(rows)
    if not zone:
        return rows, ""
    if zone_image is not None:
        image = zone_image()
    box = _crop_box(zone)
    left, top = max(0, round(box[0] * factor)), max(0, round(box[1] * factor))
    right, bottom = min(image.width, round(box[2] * factor)), min(image.height, round(box[3] * factor))
    crop = image.crop((left, top, right, bottom))
    lines = _zone_lines(crop, engine, kind)
    if kind != "TD1" and len(lines) == 2:   # a zone read short on the page is told by its re-read lines
        kind = zone_kind(lines)
    as_read = [_text(line.words) for line in zone]
    taken = {id(w) for line in zone for w in line.words}
    # the visual zone's words tell a name's last letters from fillers read as letters
    printed = printed_words(w.text for row in rows for w in row.words if id(w) not in taken)
    reading = correct_mrz(lines if len(lines) == len(zone) else as_read, kind, printed=printed)
    if not reading.valid and lines != as_read:   # the page's own reading of the zone may be the one the digits accept
        second = correct_mrz(as_read, kind, printed=printed)
        reading = second if second.valid else reading
    for share in _DARKEST_INK if not reading.valid else ():   # a stamp's lighter ink over the zone
        darkest = _zone_lines(darkest_ink(crop, share), engine, kind)
        if len(darkest) != len(zone):
            continue
        # told by its own lines, as the first re-reading is: a zone read short under a stamp looks
        # like a TD2, and a passport's line cut to 36 characters can pass a TD2's digits by chance
        darkest_kind = zone_kind(darkest) if kind != "TD1" else kind
        if (again := correct_mrz(darkest, darkest_kind, printed=printed)).valid:
            reading = again
            break
    if loose and not reading.valid:   # words that merely stood beside an MRZ-like line stay as read
        return rows, ""
    read = [Row([Word(text, line.left, line.top, line.right, line.bottom,
                      1.0 if number in reading.verified_lines else min(w.confidence for w in line.words),
                      line=line.words[0].line)])
            for number, (line, text) in enumerate(zip(zone, reading.lines))]
    first, last = min(line.row for line in zone), max(line.row for line in zone)
    kept = [Row([w for w in row.words if id(w) not in taken]) for row in rows[first:last + 1]]
    rows = [*rows[:first], *(row for row in kept if row.words), *read, *rows[last + 1:]]
    if reading.valid:
        what = ("MRZ check digits pass" if not reading.corrected
                else f"MRZ check digits pass after correcting {reading.corrected} character(s)")
    else:
        what = "MRZ check digits fail: its fields are not verified"
    return rows, what


def read_page_image(image: Any, engine: Tesseract | TesseractPool, *, dpi: int, body_dpi: int | None = None,
                    leaders: bool = True, denoise: bool = True, check_boxes: bool = True) -> OcrPage:
    """Read one page image (a PIL image rendered at ``dpi``). ``body_dpi`` (below ``dpi``): the
    page's text is read from the image scaled down to it, and a machine-readable zone from the
    image at ``dpi``; boxes are then in ``body_dpi`` pixels. ``leaders``: dotted and dashed
    leaders are erased before reading (``rules.erase_leaders``); ``denoise``: the page's noise is
    cleaned first (``denoise.denoise``: white paper smoothed by a 3x3 hybrid median, grey paper made white);
    ``check_boxes``: drawn check boxes are read as "[X]" or "[ ]" (``checkboxes.find_check_boxes``)."""
    from PIL import Image

    started = time.perf_counter()
    full = image.convert("L")
    body, factor = full, 1.0
    if body_dpi and body_dpi < dpi:
        factor = dpi / body_dpi
        body = full.resize((max(1, round(full.width / factor)), max(1, round(full.height / factor))),
                           Image.Resampling.BILINEAR, reducing_gap=2.0)
        dpi = body_dpi
    # the zone is re-read from the page as rendered: the median thins the fillers' chevrons (read
    # as C or L), and from the cleaned page a stamped design zone passed its digits with a wrong line 2
    rendered = full if factor != 1.0 else body
    if denoise:
        body, _ = clean_scan(body)
    grey, rotation, skew, words, ruling = _read_upright(body, engine, dpi, leaders, check_boxes)
    # rows in reading order first: the zone's lines, re-read, then stay together, line 1 first,
    # wherever the ruled boxes around them would have put the rows they stood on
    ordered = ruled_order(rows_of(words), ruling.cell_of)

    def zone_image() -> Any:   # the page as rendered, turned and straightened as the body was
        return straighten(rendered.rotate(rotation, expand=True) if rotation else rendered, skew)

    ordered, mrz = _reread_mrz(grey, ordered, engine, zone_image=zone_image if rendered is not body else None,
                               factor=factor)
    ordered = restore_swift_tags(restore_markers(ordered))
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
