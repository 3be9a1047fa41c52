"""A list's item markers that OCR misread, restored from the list's other items.

A list's items share one marker style and stand at one left edge: a bullet ("+", "-", "*", "•")
repeated, or numbers counting up by one ("(1)", "(2)" ...; "1)"; "1."). OCR reads a marker's small
glyph as a letter often enough ("+FUMIGATION" as "iFUMIGATION", "(1)" as "i)", "(7)" as "m)"), and
an item whose marker is lost reads as the previous item's continuation, shifting every item after
it. So a row at the list's left edge whose first word is such a garbled marker takes the marker
its neighbours say it must have:

- between two rows that start with the same bullet, a first word of one lower-case letter or sign
  glued to an upper-case word ("iFUMIGATION") is that bullet and the word;
- a round bullet ("•") that OCR read as a lone letter or sign ("e", "o", "°", "«", "©") on every
  item: two rows or more at one left edge that start with the same such word, a capital or a digit
  after it, are a bulleted list, and the word is its bullet;
- next to a row numbered k, at the same left edge, a first word of at most three characters that
  ends in ")" or "." (as the numbers' style does) and is not itself a number is k - 1 before it, or
  k + 1 after it, in the numbers' style, where no row of the list already holds that number.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from pipeline.ocr.layout import Row

__all__ = ["restore_markers"]

_BULLETS = "+-*•"
_NUMBERED = re.compile(r"^(\()?(\d{1,2})([.)])$")
#: A bullet misread: a lower-case letter or a sign glued to a capitalised word; not a bracket or a
#: quote, which open a word of their own ("(ORIGINAL)").
_GARBLED_BULLET = re.compile(r"^[^\sA-Z0-9(\[{\"'][A-Z]{2,}")
_GARBLED_NUMBER = re.compile(r"^\(?\S{1,2}[.)]$")
#: How far apart two rows' left edges may be and still be one list's edge, in row heights.
_SAME_EDGE = 1.0


def _edge(row: Row) -> int:
    return row.words[0].left


def _same_edge(a: Row, b: Row) -> bool:
    return abs(_edge(a) - _edge(b)) <= _SAME_EDGE * max(a.height, b.height)


def _with_first(row: Row, text: str) -> Row:
    return Row([replace(row.words[0], text=text), *row.words[1:]])


def _bullet(row: Row) -> str | None:
    first = row.words[0].text
    return first[0] if first[0] in _BULLETS else None


def _restore_bullets(rows: list[Row]) -> None:
    marked = [(i, bullet) for i, row in enumerate(rows) if row.words and (bullet := _bullet(row))]
    for (before, bullet), (after, other) in zip(marked, marked[1:]):
        if bullet != other:
            continue
        for i in range(before + 1, after):
            row = rows[i]
            first = row.words[0].text
            if _same_edge(row, rows[before]) and _same_edge(row, rows[after]) and _GARBLED_BULLET.match(first):
                rows[i] = _with_first(row, bullet + first[1:])


#: What OCR makes of a round bullet ("•") standing alone before an item.
_ROUND_BULLET_MISREAD = frozenset({"e", "o", "°", "«", "©", "¢", "@"})


def _restore_round_bullets(rows: list[Row]) -> None:
    """Rows at one left edge that start with the same lone ``_ROUND_BULLET_MISREAD`` word before a
    capital or a digit, two or more of them, get "•" for it (a text layer's round bullet)."""
    starts = [i for i, row in enumerate(rows) if len(row.words) > 1 and row.words[0].text in _ROUND_BULLET_MISREAD
              and (row.words[1].text[:1].isupper() or row.words[1].text[:1].isdigit())]
    listed = [i for i in starts if any(j != i and rows[j].words[0].text == rows[i].words[0].text
                                       and _same_edge(rows[j], rows[i]) for j in starts)]
    for i in listed:
        rows[i] = _with_first(rows[i], "•")


def _number(row: Row) -> tuple[int, str] | None:
    """(the number, its style as a format string) of a row that starts with a list number."""
    match = _NUMBERED.match(row.words[0].text)
    if match is None:
        return None
    opening, number, closing = match.groups()
    return int(number), ("(" if opening else "") + "{}" + closing


def _edge_row(rows: list[Row], start: int, step: int, edge: Row, numbered: dict[int, tuple[int, str]]) -> int:
    """The index of the first row from ``start`` (going by ``step``) that stands at ``edge``'s left
    edge, or is numbered; rows further in (an item's wrapped lines) are passed over; -1 if none."""
    j = start
    while 0 <= j < len(rows):
        if rows[j].words and (j in numbered or _same_edge(rows[j], edge)):
            return j
        j += step
    return -1


def _garbled(row: Row, style: str) -> bool:
    first = row.words[0].text
    return len(row.words) > 1 and bool(_GARBLED_NUMBER.match(first)) and first[-1] == style[-1]


def _restore_numbers(rows: list[Row]) -> None:
    numbered = {i: n for i, row in enumerate(rows) if row.words and (n := _number(row))}
    held = {number for number, _ in numbered.values()}
    for i, (number, style) in sorted(numbered.items()):
        if number - 1 not in held and number + 1 not in held:
            continue   # one number alone is no list to count along
        for step, wanted in ((-1, number - 1), (1, number + 1)):
            if wanted < 1 or wanted in held:
                continue
            j = _edge_row(rows, i + step, step, rows[i], numbered)
            if j < 0 or j in numbered or not _garbled(rows[j], style):
                continue
            # a row beyond it marked the same way is another list's ("a)", "b)"), not a misreading
            beyond = _edge_row(rows, j + step, step, rows[j], numbered)
            if beyond >= 0 and beyond not in numbered and _garbled(rows[beyond], style):
                continue
            rows[j] = _with_first(rows[j], style.format(wanted))
            numbered[j] = (wanted, style)
            held.add(wanted)


def restore_markers(rows: Sequence[Row]) -> list[Row]:
    """``rows`` with the list markers OCR misread restored (module docstring); rows are replaced,
    never changed in place."""
    out = list(rows)
    _restore_round_bullets(out)
    _restore_bullets(out)
    _restore_numbers(out)
    return out
