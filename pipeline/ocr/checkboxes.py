"""Check boxes found on a scanned page and read as a text layer writes them: "[X]" or "[ ]".

A form's answer is often a box ticked among several ("☐ Male ☒ Female", "☒ Passport ☐ National
ID card"). OCR reads a box as a letter: an empty one as "O" or "D", a crossed one as "X", "K" or
nothing at all, so the text says "O Male X Female", or "O Passport National ID card" with the
ticked box gone, and which option was chosen is lost. A box is found as what it is on the page, a
small square outline (its four sides inked, about as tall as wide, between ``SIDE_INCHES``), and
whether it is ticked from the ink inside it (a cross, a tick or a fill); the words OCR read in its
place are replaced by "[X]" or "[ ]", the corpus's own way of writing a box in text.

Letters are what a box finder must not take for boxes, a scan's blur closing their gaps: a box's
sides are straight and are its edges (no ink just outside them), paper stands all round it, no
stroke joins a side to its middle (a "B"'s bar), and OCR never read it as a letter inside a word
begun left of it. Squares side by side (a comb field with one character per box, a grid of small
cells) and filled squares (a section number printed white on black) are not check boxes either,
and are left to OCR. Measured on scans in docs/DECISIONS.md ("Check boxes read from the page").
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from pipeline.ocr.denoise import grey_at, paper_level, running_histogram
from pipeline.ocr.rules import row_runs
from pipeline.ocr.tesseract import Word

__all__ = ["CheckBox", "SIDE_INCHES", "TICKED_INK", "find_check_boxes", "with_check_boxes"]

#: The side of a check box, in inches: a box printed beside 8 to 14 point text.
SIDE_INCHES = (0.06, 0.22)
#: Share of a side's length that must be inked (a scan's blur and noise break a line here and there).
_SIDE_INKED = 0.8
#: Share of a side's height the column two pixels outside it may be inked (a scan's blur).
_BULGE = 0.3
#: A box's height may differ from its width by this share of its width.
_SQUARE = 0.2
#: Share of a box's inside (its sides left out) inked for it to count as ticked: a cross or a tick
#: covers a tenth to a quarter of it, a scan's specks a few hundredths.
TICKED_INK = 0.06
#: A square inked over more than this share of its inside is a filled badge ("3" white on black), not a box.
_SOLID = 0.5
#: Where ink ends and paper begins, as a share of the way from the page's darkest ink to its paper:
#: lighter than Tesseract's own cut, so that a blurred one-pixel side stays whole.
_INK_LEVEL = 0.6
#: Pixels a word may start left of a box and still be what OCR read in it ("[O" for "☐").
_WORD_BEFORE = 2
#: Pixels between a box's outline and the band around it that must be paper.
_APART = (2, 5)
#: Squares closer than this share of their side are cells of one comb or grid, not check boxes.
_COMB_GAP = 0.5


@dataclass(frozen=True, slots=True)
class CheckBox:
    """A check box's outline on the page image (pixels) and whether it is ticked."""

    left: int
    top: int
    right: int
    bottom: int
    ticked: bool

    @property
    def side(self) -> int:
        return self.right - self.left + 1

    @property
    def text(self) -> str:
        return "[X]" if self.ticked else "[ ]"


def _ink(grey: np.ndarray) -> np.ndarray:
    cumulative = running_histogram(grey)
    darkest, paper = grey_at(cumulative, 0.01), paper_level(grey, cumulative=cumulative)
    return grey < darkest + _INK_LEVEL * (paper - darkest)


def find_check_boxes(grey: np.ndarray, dpi: float) -> list[CheckBox]:
    """The check boxes of a page image (2-D, 8-bit grey, upright), top to bottom."""
    if grey.ndim != 2 or not grey.size:
        return []
    ink = _ink(grey)
    shortest, longest = max(5, round(SIDE_INCHES[0] * dpi)), round(SIDE_INCHES[1] * dpi)
    runs = row_runs(ink)
    lengths = runs[:, 2] - runs[:, 1] + 1
    runs = runs[(lengths >= shortest) & (lengths <= longest)]
    by_row: dict[int, list[tuple[int, int]]] = {}
    for row, first, last in runs.tolist():
        by_row.setdefault(row, []).append((first, last))
    found: list[CheckBox] = []
    for top, first, last in runs.tolist():
        width = last - first + 1
        slack = max(2, round(width * 0.1))
        if any(b.left - slack <= first <= b.right and b.top <= top <= b.bottom for b in found[-8:]):
            continue   # a thicker side's next row, or a box already found
        closing = _bottom_side(by_row, top, first, last, width, slack)
        if closing is None:
            continue
        # the wider of the two sides: a scan's soft corners shorten one of them by a pixel or two
        bottom, first, last = closing[0], min(first, closing[1]), max(last, closing[2])
        width, height = last - first + 1, bottom - top + 1
        if abs(height - width) > _SQUARE * width:
            continue
        if not (_straight_sides(ink, top, bottom, first, last) and _standing_apart(ink, top, bottom, first, last)
                and _open_inside(ink, top, bottom, first, last)):
            continue
        margin = max(2, round(min(width, height) * 0.2))
        inside = ink[top + margin:bottom - margin + 1, first + margin:last - margin + 1]
        inked = float(inside.mean()) if inside.size else 0.0
        if inked > _SOLID:   # a filled square: a section number's badge printed white on black
            continue
        found.append(CheckBox(first, top, last, bottom, inked >= TICKED_INK))
    return _without_combs(found)


def _straight_sides(ink: np.ndarray, top: int, bottom: int, first: int, last: int) -> bool:
    """Each side of the square is one straight line and the square's edge: near each end of its
    top and bottom, a column inked along ``_SIDE_INKED`` of the height (a letter's round or slanted
    side is inked in no one column), and the column two pixels outside the outermost such one
    mostly paper (the bowl of a blurred "D" bulges past the ends of its flat top and bottom; a
    side left a fraction of a degree askew steps out by one pixel)."""
    rows = ink[top:bottom + 1]
    inner = ink[top + 2:bottom - 1]
    width = ink.shape[1]
    for near, outward in ((first, -1), (last, 1)):
        columns = [c for c in range(near - 3, near + 4) if 0 <= c < width and rows[:, c].mean() >= _SIDE_INKED]
        if not columns:
            return False
        beyond = (min(columns) if outward < 0 else max(columns)) + 2 * outward   # a skewed side steps by one
        if 0 <= beyond < width and inner[:, beyond].mean() > _BULGE:
            return False
    return True


def _open_inside(ink: np.ndarray, top: int, bottom: int, first: int, last: int) -> bool:
    """No stroke runs from a side halfway in along the middle rows: a box's sides stand apart from
    whatever ticks it, where the bar of a "B", "E" or "8" joins its stem."""
    middle = (top + bottom) // 2
    width = last - first + 1
    for row in ink[middle - 1:middle + 2, first:last + 1]:
        for line in (row, row[::-1]):
            paper = np.flatnonzero(~line)   # the first is where the stroke from this side ends
            if (paper[0] if paper.size else width) > 0.4 * width:
                return False
    return True



def _standing_apart(ink: np.ndarray, top: int, bottom: int, first: int, last: int) -> bool:
    """Paper all round the square, a few pixels out: a letter inside a word has neighbours that
    close, and a white letter on a dark banner is surrounded by ink."""
    near, far = _APART
    bands = [ink[max(0, top - far):max(0, top - near + 1), first:last + 1],
             ink[bottom + near:bottom + far + 1, first:last + 1],
             ink[top:bottom + 1, max(0, first - far):max(0, first - near + 1)],
             ink[top:bottom + 1, last + near:last + far + 1]]
    return all(band.size and band.mean() <= 0.1 for band in bands)


def _bottom_side(by_row: dict[int, list[tuple[int, int]]], top: int, first: int, last: int, width: int,
                 slack: int) -> tuple[int, int, int] | None:
    """The run (row, first column, last column) closing a square under the run (``top``,
    ``first``..``last``), if any: about ``width`` below it, with the same ends."""
    tall = round(width * _SQUARE)
    for row in range(top + width - 1 + tall, top + width - 1 - tall - 1, -1):   # the lowest: a thick side's last row
        for a, b in by_row.get(row, ()):
            if abs(a - first) <= slack and abs(b - last) <= slack:
                return row, a, b
    return None


def _without_combs(boxes: Sequence[CheckBox]) -> list[CheckBox]:
    """``boxes`` less those with another box right beside them on the same line."""
    def beside(a: CheckBox, b: CheckBox) -> bool:
        same_line = a.top < b.bottom and b.top < a.bottom
        gap = max(b.left - a.right, a.left - b.right)
        return a is not b and same_line and gap <= _COMB_GAP * max(a.side, b.side)

    return sorted((a for a in boxes if not any(beside(a, b) for b in boxes)), key=lambda b: (b.top, b.left))


def with_check_boxes(words: Sequence[Word], boxes: Sequence[CheckBox]) -> list[Word]:
    """``words`` with what OCR read in each box's place replaced by the box as "[X]" or "[ ]": a
    word centred inside it goes, and a word OCR began in it and ran on into the label ("OVA" for
    "☐ VA") loses its first letter. The box joins the line of the word beside it, so that it stays
    on its row. A square that OCR read inside a word begun left of it is that word's letter (a
    blurred "D" after an "I"), and is no box."""
    def inside(word: Word, box: CheckBox) -> bool:
        pad = box.side // 4
        x, y = (word.left + word.right) / 2, (word.top + word.bottom) / 2
        return box.left - pad <= x <= box.right + pad and box.top - pad <= y <= box.bottom + pad

    def level(word: Word, box: CheckBox) -> bool:
        return word.top < box.bottom and box.top < word.bottom

    def within_word(box: CheckBox) -> bool:   # a letter OCR read as part of a word begun left of it ("ID")
        return any(level(w, box) and w.left < box.left - _WORD_BEFORE and w.right > box.left + box.side / 3
                   for w in words)

    def run_on(word: Word, box: CheckBox) -> bool:   # begun in the box, ending well past it
        return level(word, box) and abs(word.left - box.left) <= box.side / 3 and word.right > box.right + box.side / 2

    boxes = [box for box in boxes if not within_word(box)]
    out: list[Word] = []
    for word in words:
        if any(inside(word, box) for box in boxes):
            continue
        box = next((b for b in boxes if run_on(word, b)), None)
        if box is not None:
            label = word.text.lstrip("[(")[1:].lstrip("])")
            if not label:
                continue
            word = Word(label, box.right + 1, word.top, word.right, word.bottom, word.confidence, word.line)
        out.append(word)
    spare = max((w.line for w in words), default=0) + 1
    for number, box in enumerate(boxes):
        beside = [w for w in out if level(w, box) and abs(w.left - box.right) <= 4 * box.side]
        line = min(beside, key=lambda w: abs(w.left - box.right)).line if beside else spare + number
        out.append(Word(box.text, box.left, box.top, box.right + 1, box.bottom + 1, 0.9, line=line))
    return out
