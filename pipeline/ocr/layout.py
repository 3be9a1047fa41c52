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
from dataclasses import dataclass, field
from typing import Sequence

from pipeline.ocr.tesseract import Word

__all__ = ["Row", "lay_out", "rows_of"]

# An e-mail address never has a space beside its "@" (RFC 5322), but the glyph's wide bearings
# make Tesseract split "name@" from "mail.com" or "pdavis" from "@icloud.com".
_EMAIL = re.compile(r"^[\w.+'-]+@[\w-]+(\.[\w-]+)*\.?[,;]?$")

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
    return min(w.left for w in a.words) < max(w.right for w in b.words) and \
        min(w.left for w in b.words) < max(w.right for w in a.words)


def _joined_addresses(words: list[Word]) -> list[Word]:
    """Neighbouring words of a row that together spell an e-mail address, as one word."""
    out: list[Word] = []
    for word in words:
        if out:
            last = out[-1]
            glued = last.text + word.text
            if ("@" in glued and "@" not in (last.text[1:-1] + word.text[1:-1]) or
                    ("@" in last.text and word.text.startswith("."))) and _EMAIL.match(glued):
                out[-1] = Word(glued, last.left, min(last.top, word.top), word.right, max(last.bottom, word.bottom),
                               min(last.confidence, word.confidence), last.line)
                continue
        out.append(word)
    return out


def rows_of(words: Sequence[Word]) -> list[Row]:
    """Tesseract's text lines joined into the page's rows: two lines share a row when their
    vertical centres are within half a line's height and they do not overlap side by side."""
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
            text = word.text.translate(_TYPOGRAPHY)
            parts.append(text)
            spans.append((at, at + len(text), word.confidence))
            at += len(text)
    return "".join(parts), spans
