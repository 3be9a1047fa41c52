"""Full stops at the end of a line that OCR left unread, restored from the page.

Tesseract builds each text line's image from the line's blobs and leaves a lone small dot after
the last word out of it often enough: "INTERNATIONAL INC." reads "INTERNATIONAL INC", "S.A. DE
C.V." reads "S.A. DE C.V", most of all in a monospaced font, whose full stop stands in the middle
of a wide cell, apart from the letter before it. A company's legal form, an abbreviation or a
sentence then loses its stop, and a value copied from it is no longer the document's.

After a line's last word, within a character's width, a single dot is looked for on the page
(the image OCR read): a blob of ink no larger than a third of the word's height, about as wide
as high, its foot on the word's baseline, nothing above it up to the word's top (so not a colon,
a semicolon or a letter's part) and clear paper after it to the end of the search. Where one
stands, the word gains the stop.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

from pipeline.ocr.tesseract import Word

__all__ = ["with_stops"]

#: Ink is darker than this (the page is cleaned first: its paper is white).
_INK = 140
#: Where a stop is looked for after the word, in the word's heights.
_REACH = 0.8
#: The clear paper a stop needs after it, in the word's heights (else more of the line follows).
_CLEAR_AFTER = 1.0
#: The largest a stop may be, in the word's heights; and the least, in pixels.
_LARGEST = 0.34
_SMALLEST = 2
_PUNCTUATION = ".,;:!?)]}'\"…-"
_DESCENDERS = set("gjpqy,;")


def _blob(ink: Any, x: int, y: int) -> tuple[int, int, int, int, int]:
    """(left, top, right, bottom, pixels) of the 8-connected blob of ``ink`` (a boolean array) at (x, y)."""
    height, width = ink.shape
    seen = {(y, x)}
    todo = [(y, x)]
    left, top, right, bottom = x, y, x, y
    while todo:
        cy, cx = todo.pop()
        left, right, top, bottom = min(left, cx), max(right, cx), min(top, cy), max(bottom, cy)
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                ny, nx = cy + dy, cx + dx
                if 0 <= ny < height and 0 <= nx < width and ink[ny, nx] and (ny, nx) not in seen:
                    seen.add((ny, nx))
                    todo.append((ny, nx))
                    if len(seen) > 400:   # far larger than a stop: stop counting
                        return left, top, right, bottom, len(seen)
    return left, top, right, bottom, len(seen)


def _stop_after(grey: Any, word: Word) -> int | None:
    """The right edge of a lone stop after ``word`` on ``grey`` (module docstring), or None."""
    height = word.bottom - word.top
    if height < 6:
        return None
    baseline_slack = 0.35 * height if _DESCENDERS & set(word.text) else 0.15 * height
    x0, x1 = word.right + 1, min(grey.shape[1], word.right + 1 + round((_REACH + _CLEAR_AFTER) * height))
    y0, y1 = max(0, word.top - round(0.2 * height)), min(grey.shape[0], word.bottom + round(0.3 * height) + 1)
    if x1 - x0 < _REACH * height or y1 <= y0:
        return None
    ink = grey[y0:y1, x0:x1] < _INK
    columns = ink.any(axis=0)
    reach = min(round(_REACH * height), len(columns))
    bleed = 0   # the word's own last stroke, blurred past its box
    while bleed < reach and columns[bleed]:
        bleed += 1
    if bleed > 0.25 * height:
        return None
    first = next((i for i in range(bleed, reach) if columns[i]), None)
    if first is None:
        return None
    row = next(r for r in range(ink.shape[0]) if ink[r, first])
    left, top, right, bottom, pixels = _blob(ink, first, row)
    side = _LARGEST * height
    wide, high = right - left + 1, bottom - top + 1
    if not (_SMALLEST <= wide <= side and _SMALLEST <= high <= side and 0.5 <= wide / high <= 2.0):
        return None
    if pixels < 0.45 * wide * high:   # a dot is filled; a stroke's corner or a speckle's ring is not
        return None
    foot = y0 + bottom
    if not (word.bottom - baseline_slack <= foot <= word.bottom + 0.12 * height):
        return None
    above = ink[: max(0, top - 1), max(0, left - 1): right + 2]
    if above.any():   # a colon's upper dot, an exclamation's stroke, a letter's part
        return None
    if ink[:, right + 2:].any() or ink[bottom + 2:, left:right + 1].any():
        return None   # more of the line follows, or a comma's tail
    return x0 + right


def with_stops(words: Sequence[Word], grey: Any) -> list[Word]:
    """``words`` with a full stop added to each line's last word where the page shows one after it
    that OCR left unread (module docstring); ``grey``: the page OCR read, as a 2-D uint8 array."""
    last: dict[int, int] = {}
    for index, word in enumerate(words):
        if word.line not in last or word.right > words[last[word.line]].right:
            last[word.line] = index
    out = list(words)
    for index in last.values():
        word = out[index]
        if not word.text or word.text[-1] in _PUNCTUATION:
            continue
        right = _stop_after(grey, word)
        if right is not None:
            out[index] = replace(word, text=word.text + ".", right=right)
    return out
