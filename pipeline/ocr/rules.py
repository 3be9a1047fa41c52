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

__all__ = ["Ruling", "erase_leaders", "erase_rules", "row_runs"]

_RULE_INCHES = 0.35     # a horizontal or vertical run of ink this long is a rule, not a letter
_RULE_JOIN_INCHES = 0.015   # pieces of a rule this close side by side (a rule's thickness, a skew's step) are one rule
_LEADER_GAP_INCHES = 0.09   # dots or dashes of a leader this close together make one line (a 10-point monospaced pitch is 0.083)
_LEADER_THICK_INCHES = 0.03  # a leader's line is at most this tall
_STROKE_WINDOW_INCHES = 0.06  # a letter's stem or side inks a column this far above or below a line...
_STROKE_INCHES = 0.035        # ...over more than this; a dot, a dash or an equals sign does not
_STROKE_MARGIN_INCHES = 0.02  # columns this close to a stroke belong to its letter
_LEADER_END_INCHES = 0.05     # a leader's last this much is left, where a colon's dot may stand


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


def _threshold(grey: np.ndarray, histogram: np.ndarray | None = None) -> int:
    """Otsu's threshold of a grey image (the level that best splits ink from paper); ``histogram``:
    its count of each level, where already made."""
    if histogram is None:
        histogram = np.bincount(grey.ravel(), minlength=256)
    histogram = histogram.astype(np.float64)
    total = histogram.sum()
    levels = np.arange(256)
    weight = np.cumsum(histogram)
    mean = np.cumsum(histogram * levels)
    between = (mean[-1] * weight / total - mean) ** 2 / np.maximum(weight * (total - weight), 1e-9)
    return int(np.argmax(between))


def row_runs(mask: np.ndarray) -> np.ndarray:
    """Runs of ``mask`` along its rows as (row, first column, last column), one per row of pixels."""
    rows, width = mask.shape
    padded = np.zeros((rows, width + 2), np.int8)
    padded[:, 1:-1] = mask
    edges = np.diff(padded.ravel())
    starts, ends = np.flatnonzero(edges == 1), np.flatnonzero(edges == -1)
    return np.stack([starts // (width + 2), starts % (width + 2), ends % (width + 2) - 1], axis=1)


def _merged(segments: np.ndarray, tolerance: int) -> np.ndarray:
    """``segments`` (position, first, last) joined into the rules they are pieces of: pieces within
    ``tolerance`` of each other's position whose extents overlap or meet (within ``tolerance``)
    are one rule, at their length-weighted mean position over their joined extent. A rule is a few
    pixels thick, and a page left a fraction of a degree askew draws it as pieces that step by a
    pixel along its length; unjoined, the nearest piece beside a word changes from one line of a
    cell to the next, and the cell's lines look like several cells'."""
    if len(segments) < 2:
        return segments
    order = np.argsort(segments[:, 0], kind="stable")
    pieces = segments[order]
    parent = list(range(len(pieces)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i in range(len(pieces)):
        j = i + 1
        while j < len(pieces) and pieces[j, 0] - pieces[i, 0] <= tolerance:
            if pieces[j, 1] <= pieces[i, 2] + tolerance and pieces[i, 1] <= pieces[j, 2] + tolerance:
                parent[root(j)] = root(i)
            j += 1
    groups: dict[int, list[int]] = {}
    for i in range(len(pieces)):
        groups.setdefault(root(i), []).append(i)
    out = []
    for members in groups.values():
        part = pieces[members]
        weights = part[:, 2] - part[:, 1] + 1
        out.append((int(round(float(np.average(part[:, 0], weights=weights)))), int(part[:, 1].min()),
                    int(part[:, 2].max())))
    return np.array(sorted(out), dtype=np.int64).reshape(-1, 3)


def _median_level(histogram: np.ndarray, first: int) -> int:
    """``int(np.median(...))`` of the pixels counted by ``histogram`` (levels ``first`` on), read
    off the counts instead of sorting a page's millions of pixels; 255 where there are none."""
    total = int(histogram.sum())
    if not total:
        return 255
    cumulative = np.cumsum(histogram)
    low = int(np.searchsorted(cumulative, (total - 1) // 2 + 1))
    high = int(np.searchsorted(cumulative, total // 2 + 1))
    return first + (low + high) // 2


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
    histogram = np.bincount(grey.ravel(), minlength=256)
    level = _threshold(grey, histogram)
    ink = grey < level
    length = max(8, int(_RULE_INCHES * dpi))
    across = _runs_at_least(ink, length)
    upright = _runs_at_least(np.ascontiguousarray(ink.T), length)
    rules = across | upright.T
    if not rules.any():
        return image, _UNRULED
    joined = max(2, round(_RULE_JOIN_INCHES * dpi))
    ruling = Ruling(_merged(row_runs(across), joined), _merged(row_runs(upright), joined))
    # the rule's soft edges too: one pixel around it
    grown = rules.copy()
    grown[1:, :] |= rules[:-1, :]
    grown[:-1, :] |= rules[1:, :]
    grown[:, 1:] |= rules[:, :-1]
    grown[:, :-1] |= rules[:, 1:]
    paper = _median_level(histogram[level:], level)
    out = grey.copy()
    out[grown] = paper
    return Image.fromarray(out, mode="L"), ruling


def _gaps_closed(ink: np.ndarray, gap: int) -> np.ndarray:
    """``ink`` with every run of paper shorter than ``gap`` between two inked pixels of a row inked."""
    rows, width = ink.shape
    padded = np.ones((rows, width + 2), np.int8)     # ink each side: a row's margins are never closed
    padded[:, 1:-1] = ink
    edges = np.diff(padded.ravel())
    starts, ends = np.flatnonzero(edges == -1), np.flatnonzero(edges == 1)   # paper runs [start, end)
    short = (ends - starts) < gap
    inner = short & (starts % (width + 2) != 0) & (ends % (width + 2) != width + 1)
    marks = (np.bincount(starts[inner] + 1, minlength=padded.size + 1)
             - np.bincount(ends[inner] + 1, minlength=padded.size + 1))
    closed = (np.cumsum(marks[:-1]) > 0).reshape(rows, width + 2)[:, 1:-1]
    return ink | closed


def _column_runs(mask: np.ndarray) -> np.ndarray:
    """For each pixel of ``mask``, the length of the vertical run of ``mask`` it belongs to (0 off it)."""
    upright = np.ascontiguousarray(mask.T)
    rows, width = upright.shape
    padded = np.zeros((rows, width + 2), np.int8)
    padded[:, 1:-1] = upright
    edges = np.diff(padded.ravel())
    starts, ends = np.flatnonzero(edges == 1), np.flatnonzero(edges == -1)
    length = np.zeros(padded.size + 1, np.int64)
    np.add.at(length, starts + 1, ends - starts)
    np.add.at(length, ends + 1, -(ends - starts))
    return np.cumsum(length[:-1]).reshape(rows, width + 2)[:, 1:-1].T


def _strokes(ink: np.ndarray, window: int, stroke: int) -> np.ndarray:
    """Pixels whose column holds more than ``stroke`` inked pixels within ``window`` rows above and below."""
    rows = ink.shape[0]
    cumulative = np.zeros((rows + 1, ink.shape[1]), np.int32)
    np.cumsum(ink, axis=0, out=cumulative[1:])
    top = np.clip(np.arange(rows) - window, 0, rows)
    bottom = np.clip(np.arange(rows) + window + 1, 0, rows)
    return (cumulative[bottom] - cumulative[top]) > stroke


def erase_leaders(image: Any, dpi: int) -> Any:
    """``image`` (grey, PIL) with its leaders painted the paper's colour: the dotted lines between a
    system print's captions and values ("Full name........: Thomas Walker") and its lines of
    dashes or equals signs ("-- LOAN -----", "=====") that are not solid enough to be rules.
    Tesseract takes such a line of specks for a line of text and reads it as invented words ("paaa
    i gr ewa"), a row of them under every caption, at the cost of a line's reading each.

    A leader is a thin run of ink (``_LEADER_THICK_INCHES``) with gaps narrower than a space
    (``_LEADER_GAP_INCHES``), as long as a rule (``_RULE_INCHES``) between any two letters'
    strokes (a column inked over more than ``_STROKE_INCHES`` near it, and the columns beside
    it): the top or bottom of a line of letters closed up the same way is as long and as thin,
    but crosses a stroke every letter; a caption's last letter that the gaps joined to the dots
    keeps its foot."""
    from PIL import Image

    grey = np.asarray(image.convert("L"))
    histogram = np.bincount(grey.ravel(), minlength=256)
    level = _threshold(grey, histogram)
    # found at half the resolution (the darkest of each 2 x 2 square: a dot stays a dot), a
    # quarter of the pixels to look at; erased at the page's own
    rows, columns = grey.shape[0] // 2 * 2, grey.shape[1] // 2 * 2
    darkest = np.minimum(np.minimum(grey[0:rows:2, 0:columns:2], grey[1:rows:2, 0:columns:2]),
                         np.minimum(grey[0:rows:2, 1:columns:2], grey[1:rows:2, 1:columns:2]))
    ink = darkest < level
    if not ink.any():
        return image
    dpi = dpi / 2
    closed = _gaps_closed(ink, max(2, round(_LEADER_GAP_INCHES * dpi)))
    long = _runs_at_least(closed, max(8, int(_RULE_INCHES * dpi)))
    thin = long & (_column_runs(long) <= max(1, round(_LEADER_THICK_INCHES * dpi)))
    if not thin.any():
        return image
    strokes = _strokes(ink, max(2, round(_STROKE_WINDOW_INCHES * dpi)), max(2, round(_STROKE_INCHES * dpi)))
    margin = max(1, round(_STROKE_MARGIN_INCHES * dpi))
    near = strokes.copy()          # a stroke's column and a few either side
    for shift in range(1, margin + 1):
        near[:, shift:] |= strokes[:, :-shift]
        near[:, :-shift] |= strokes[:, shift:]
    found = _runs_at_least(thin & ~near, max(8, int(_RULE_INCHES * dpi)))
    if not found.any():
        return image
    # its end kept: the run may have taken in the dot of the colon after it ("Name......: value")
    runs = row_runs(found)
    keep = max(1, round(_LEADER_END_INCHES * dpi))
    runs = runs[runs[:, 2] - runs[:, 1] > keep]
    width = found.shape[1]
    marks = (np.bincount(runs[:, 0] * width + runs[:, 1], minlength=found.size + 1)
             - np.bincount(runs[:, 0] * width + runs[:, 2] - keep + 1, minlength=found.size + 1))
    found = (np.cumsum(marks[:-1]) > 0).reshape(found.shape)
    # back at the page's resolution, with the leader's soft edges: a pixel above and below
    erase = np.zeros(grey.shape, bool)
    erase[:rows, :columns] = found.repeat(2, axis=0).repeat(2, axis=1)
    erase[1:, :] |= erase[:-1, :].copy()
    erase[:-1, :] |= erase[1:, :].copy()
    paper = histogram[level:]   # the paper's colour: the median of what is not ink
    out = grey.copy()
    out[erase] = level + int(np.searchsorted(np.cumsum(paper), paper.sum() / 2)) if paper.sum() else 255
    return Image.fromarray(out, mode="L")
