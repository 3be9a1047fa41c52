"""Table rules found, kept as the page's ruling, and erased before OCR.

A form's grid (the ruled cells of an MT700 table, a boxed field's frame) makes Tesseract take a
row of cells for a picture and drop its text. Rules are found as runs of ink much longer than any
letter's stroke and painted out; the text between them is left as it is. Where they stood is
kept (``Ruling``): a word's framed cell tells the layout which words a text layer would give
together (a box's caption and then its value).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from pipeline.ocr.tesseract import Word

__all__ = ["Ruling", "erase_rules"]

_RULE_INCHES = 0.35     # a horizontal or vertical run of ink this long is a rule, not a letter


def _runs_at_least(ink: np.ndarray, length: int, block: int = 256) -> np.ndarray:
    """Pixels of ``ink`` (rows scanned left to right) inside a run of at least ``length`` inked
    pixels; ``block`` rows at a time, so that a large page's working arrays stay small."""
    if ink.shape[0] > block:
        return np.concatenate([_runs_at_least(ink[top:top + block], length, block)
                               for top in range(0, ink.shape[0], block)])
    rows, width = ink.shape
    padded = np.zeros((rows, width + 2), np.int8)    # a clean column each side: runs never cross rows
    padded[:, 1:-1] = ink
    edges = np.diff(padded.ravel())
    starts, ends = np.flatnonzero(edges == 1), np.flatnonzero(edges == -1)
    long = (ends - starts) >= length
    marks = (np.bincount(starts[long] + 1, minlength=padded.size + 1)
             - np.bincount(ends[long] + 1, minlength=padded.size + 1))
    return (np.cumsum(marks[:-1]) > 0).reshape(rows, width + 2)[:, 1:-1]


def _threshold(grey: np.ndarray) -> int:
    """Otsu's threshold of a grey image (the level that best splits ink from paper)."""
    histogram = np.bincount(grey.ravel(), minlength=256).astype(np.float64)
    total = histogram.sum()
    levels = np.arange(256)
    weight = np.cumsum(histogram)
    mean = np.cumsum(histogram * levels)
    between = (mean[-1] * weight / total - mean) ** 2 / np.maximum(weight * (total - weight), 1e-9)
    return int(np.argmax(between))


def _segments(mask: np.ndarray) -> np.ndarray:
    """Runs of ``mask`` along its rows as (row, first column, last column), one per row of pixels."""
    rows, width = mask.shape
    padded = np.zeros((rows, width + 2), np.int8)
    padded[:, 1:-1] = mask
    edges = np.diff(padded.ravel())
    starts, ends = np.flatnonzero(edges == 1), np.flatnonzero(edges == -1)
    return np.stack([starts // (width + 2), starts % (width + 2), ends % (width + 2) - 1], axis=1)


@dataclass(frozen=True)
class Ruling:
    """Where a page's rules stood: horizontal ones as (y, x0, x1), vertical ones as (x, y0, y1)."""

    horizontal: np.ndarray
    vertical: np.ndarray

    def cell_of(self, word: Word) -> tuple[int, int, int, int] | None:
        """(top, bottom, left, right) of the ruled cell around ``word``: the nearest rule on each
        side that passes it; None where a side has none (the word is not framed)."""
        cx, cy = (word.left + word.right) / 2, (word.top + word.bottom) / 2
        h, v = self.horizontal, self.vertical
        across = h[(h[:, 1] <= cx) & (h[:, 2] >= cx), 0]
        beside = v[(v[:, 1] <= cy) & (v[:, 2] >= cy), 0]
        above, below = across[across < word.top], across[across > word.bottom]
        left, right = beside[beside < word.left], beside[beside > word.right]
        if not (len(above) and len(below) and len(left) and len(right)):
            return None
        return int(above.max()), int(below.min()), int(left.max()), int(right.min())


_UNRULED = Ruling(np.zeros((0, 3), np.int64), np.zeros((0, 3), np.int64))


def erase_rules(image: Any, dpi: int) -> tuple[Any, Ruling]:
    """``image`` (grey, PIL) with its horizontal and vertical rules painted the paper's colour,
    and where they stood."""
    from PIL import Image

    grey = np.asarray(image.convert("L"))
    ink = grey < _threshold(grey)
    length = max(8, int(_RULE_INCHES * dpi))
    across = _runs_at_least(ink, length)
    upright = _runs_at_least(np.ascontiguousarray(ink.T), length)
    rules = across | upright.T
    if not rules.any():
        return image, _UNRULED
    ruling = Ruling(_segments(across), _segments(upright))
    # the rule's soft edges too: one pixel around it
    grown = rules.copy()
    grown[1:, :] |= rules[:-1, :]
    grown[:-1, :] |= rules[1:, :]
    grown[:, 1:] |= rules[:, :-1]
    grown[:, :-1] |= rules[:, 1:]
    paper = int(np.median(grey[~ink])) if (~ink).any() else 255
    out = grey.copy()
    out[grown] = paper
    return Image.fromarray(out, mode="L"), ruling
