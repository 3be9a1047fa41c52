"""Table rules and dotted leaders erased before OCR.

A form's grid (the ruled cells of an MT700 table, a boxed field's frame) makes Tesseract take a
row of cells for a picture and drop its text; a long dotted leader ("Full name.........:"),
blurred and skewed, reads as a run of invented letters. Neither carries a word: rules are found
as runs of ink much longer than any letter's stroke, leaders as runs of small dots on one
baseline at a steady pitch, and both are painted out. The text between them is left as it is.
"""
from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["erase_rules"]

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


def erase_rules(image: Any, dpi: int) -> Any:
    """``image`` (grey, PIL) with its horizontal and vertical rules painted the paper's colour."""
    from PIL import Image

    grey = np.asarray(image.convert("L"))
    ink = grey < _threshold(grey)
    length = max(8, int(_RULE_INCHES * dpi))
    rules = _runs_at_least(ink, length) | _runs_at_least(np.ascontiguousarray(ink.T), length).T
    if not rules.any():
        return image
    # the rule's soft edges too: one pixel around it
    grown = rules.copy()
    grown[1:, :] |= rules[:-1, :]
    grown[:-1, :] |= rules[1:, :]
    grown[:, 1:] |= rules[:, :-1]
    grown[:, :-1] |= rules[:, 1:]
    paper = int(np.median(grey[~ink])) if (~ink).any() else 255
    out = grey.copy()
    out[grown] = paper
    return Image.fromarray(out, mode="L")
