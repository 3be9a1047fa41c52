"""Words with boxes -> page text in reading order, as a PDF's text layer gives it.

The models were taught on text layers, where a line of the page is one line of text and the
cells of a row (a label and its value, the columns of a table) follow each other on it,
separated by a space. Tesseract reads a page block by block, so a form's label column and
value column come out as separate blocks; here its lines are put back together into the page's
rows by their height on the page, and each row's words ordered left to right.
"""
from __future__ import annotations

import re
import statistics
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Sequence

from pipeline.ocr.tesseract import Word

__all__ = ["Row", "lay_out", "rows_of", "ruled_order"]

# An e-mail address never has a space beside its "@" (RFC 5322), but the glyph's wide bearings
# make Tesseract split "name@" from "mail.com" or "pdavis" from "@icloud.com".
# An empty check box is printed "[ ]"; OCR, seeing no glyph between the brackets, reads "[]".
_EMPTY_BOX = re.compile(r"\[\]")
_EMAIL = re.compile(r"^[\w.+'-]+@[\w-]+(\.[\w-]+)*\.?[,;]?$")
_DOMAIN = re.compile(r"^[\w-]+(\.[\w-]+)+\.?[,;]?$")

_TYPOGRAPHY = str.maketrans({"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl",
                             "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2014": "-",
                             "\u2013": "-"})


@dataclass(slots=True)
class Row:
    """Words that stand on one line of the page, left to right."""

    words: list[Word] = field(default_factory=list)

    @property
    def top(self) -> int:
        return min(w.top for w in self.words)

    @property
    def bottom(self) -> int:
        return max(w.bottom for w in self.words)

    @property
    def centre(self) -> float:
        return statistics.median((w.top + w.bottom) / 2 for w in self.words)

    @property
    def height(self) -> float:
        return statistics.median(w.height for w in self.words)

    @property
    def text(self) -> str:
        return " ".join(w.text for w in self.words)


def _lines(words: Sequence[Word]) -> list[Row]:
    by_line: dict[int, Row] = {}
    for word in words:
        by_line.setdefault(word.line, Row()).words.append(word)
    return list(by_line.values())


def _overlaps_horizontally(a: Row, b: Row) -> bool:
    """A word of ``a`` and a word of ``b`` stand over each other. Words, not the lines' extents:
    Tesseract may make one line of a table row's first and last cells and another of the cell
    between them ("46A ... +SIGNED" and "Documents Required"), which still share the row."""
    return any(x.left < y.right and y.left < x.right for x in a.words for y in b.words)


def _glued(first: Word, *rest: Word) -> Word:
    return Word(first.text + "".join(w.text for w in rest), first.left, min(w.top for w in (first, *rest)),
                rest[-1].right, max(w.bottom for w in (first, *rest)), min(w.confidence for w in (first, *rest)),
                first.line)


def _joined_addresses(words: list[Word]) -> list[Word]:
    """Neighbouring words of a row that together spell an e-mail address, as one word: two
    ("j.smith@" "web.de"), or three where OCR set the "@" apart ("lesposito" "@" "web.de")."""
    out: list[Word] = []
    at = 0
    while at < len(words):
        word = words[at]
        at += 1
        # a lone "@" stands between quantities too ("1000 KGS @ USD 5"): only a domain with a dot joins it
        if word.text == "@" and out and at < len(words) and _DOMAIN.match(words[at].text) \
                and _EMAIL.match(out[-1].text + "@" + words[at].text):
            out[-1] = _glued(out[-1], word, words[at])
            at += 1
            continue
        if out:
            last = out[-1]
            glued = last.text + word.text
            if ("@" in glued and "@" not in (last.text[1:-1] + word.text[1:-1]) or
                    ("@" in last.text and word.text.startswith("."))) and _EMAIL.match(glued):
                out[-1] = _glued(last, word)
                continue
        out.append(word)
    return out


def rows_of(words: Sequence[Word]) -> list[Row]:
    """Tesseract's text lines joined into the page's rows: two lines share a row when their
    vertical centres are within half a line's height and no word of one stands over a word of the other."""
    rows: list[Row] = []
    for line in sorted(_lines(words), key=lambda r: r.centre):
        for row in reversed(rows[-4:]):  # only the last few rows can share this height
            if abs(row.centre - line.centre) <= 0.5 * max(row.height, line.height) \
                    and not _overlaps_horizontally(row, line):
                row.words.extend(line.words)
                break
        else:
            rows.append(Row(list(line.words)))
    for row in rows:
        row.words = _joined_addresses(sorted(row.words, key=lambda w: w.left))
    rows.sort(key=lambda r: r.centre)
    return rows


Cell = tuple[int, int, int, int]
#: Lines a form's box holds at most: its caption and a value of up to four lines (an address).
_BOX_LINES = 5


def _band(row: Row, cell_of: Callable[[Word], Cell | None]) -> tuple[int, int] | None:
    """The two horizontal rules every word of ``row`` stands between, if they are the same for all."""
    cells = [cell_of(w) for w in row.words]
    if not cells or any(c is None for c in cells):
        return None
    bands = {c[:2] for c in cells if c is not None}
    return bands.pop() if len(bands) == 1 else None


def _cell_major(rows: Sequence[Row], cell_of: Callable[[Word], Cell | None]) -> list[Row]:
    """One band of framed cells read cell by cell, left to right, each cell's lines top to bottom;
    a cell's line that shares its page row with the line before it is run on (as a text layer puts
    a table row's cells on one line)."""
    pieces: dict[Cell, list[tuple[int, list[Word]]]] = {}
    for number, row in enumerate(rows):
        for word in row.words:
            cell = cell_of(word)
            assert cell is not None
            lines = pieces.setdefault(cell, [])
            if lines and lines[-1][0] == number:
                lines[-1][1].append(word)
            else:
                lines.append((number, [word]))
    out: list[Row] = []
    last = -1
    for cell in sorted(pieces, key=lambda c: (c[2], c[3])):
        for number, words in pieces[cell]:
            if out and number == last:
                out[-1].words.extend(words)
            else:
                out.append(Row(list(words)))
            last = number
    return out


def _most_lines_in_a_cell(rows: Sequence[Row], cell_of: Callable[[Word], Cell | None]) -> int:
    """The most rows that any one cell has words in."""
    return max(Counter(cell for row in rows for cell in {cell_of(w) for w in row.words}).values(), default=0)


def ruled_order(rows: Sequence[Row], cell_of: Callable[[Word], Cell | None]) -> list[Row]:
    """The rows in the order a text layer gives a ruled page. A PDF writes a framed box's caption
    and then its value ("Last name / OZTURK / Forenames / ELIF"), where rows read across a line of
    boxes would give the captions, then the values ("Last name Forenames / OZTURK ELIF"): so
    consecutive rows lying wholly between the same two horizontal rules, inside framed cells
    (``cell_of``: the ruled cell around a word, None where it is not framed), are read cell by
    cell. A band of one row (a table row with one line per cell) stays as it is, and so does a
    band whose cells are no boxes but frames around a block of text (a passport's data page beside
    its photo: more than ``_BOX_LINES`` lines in a cell), whose rows a text layer gives across."""
    out: list[Row] = []
    at = 0
    while at < len(rows):
        band = _band(rows[at], cell_of)
        end = at + 1
        while band is not None and end < len(rows) and _band(rows[end], cell_of) == band:
            end += 1
        boxes = end - at > 1 and _most_lines_in_a_cell(rows[at:end], cell_of) <= _BOX_LINES
        out += _cell_major(rows[at:end], cell_of) if boxes else list(rows[at:end])
        at = end
    return out


def lay_out(rows: Sequence[Row]) -> tuple[str, list[tuple[int, int, float]]]:
    """(page text, (start, end, confidence) of every word in it): rows joined by newlines,
    words by single spaces, typographic quotes, dashes and ligatures made plain."""
    parts: list[str] = []
    spans: list[tuple[int, int, float]] = []
    at = 0
    for number, row in enumerate(rows):
        if number:
            parts.append("\n")
            at += 1
        for index, word in enumerate(row.words):
            if index:
                parts.append(" ")
                at += 1
            text = _EMPTY_BOX.sub("[ ]", word.text.translate(_TYPOGRAPHY))
            parts.append(text)
            spans.append((at, at + len(text), word.confidence))
            at += len(text)
    return "".join(parts), spans
