"""A scanned page cleaned before Tesseract reads it: noise smoothed, or grey paper made white.

A scanner's sensor noise, specks and JPEG's ringing put isolated dark and light pixels around
every stroke; Sauvola's local threshold turns them into specks on the letters and nicks in their
strokes, which the LSTM reads as other letters ("2001" as "2004") or as marks between words. A
3x3 hybrid median removes a pixel that differs from most of its neighbours and keeps a stroke
where it is, a line one pixel thin included (a plain 3x3 median erases those: a Courier hyphen at
200 dpi, "-- BORROWER" read as "e BORROWER"). Each median is a compare-exchange network applied
element-wise to whole shifted images (about 35 ms a page).

Only pages scanned on white paper are smoothed. A photocopy's grey paper comes with toner spread
into thickened, lower-contrast strokes, whose counters and gaps are a pixel or two wide: the
plain median closed them ("e" read as "o") and read such pages worse than it left them (the
hybrid one was not tried on them). Such a page
has its paper made white instead: every pixel lighter than ``GREY_PAPER_CUT`` of the way from
its darkest ink to its paper, which takes the copier's grey and its mottling away, and with them
the lighter ink of a stamp over the text, while the toner keeps its greys (measured in
docs/DECISIONS.md, "Scanned documents"). What ink is left alone on the white (a grain of toner
dust, a few pixels with nothing else near) is then dropped: Tesseract read such specks after a
word as a full stop or a hyphen ("Grace. Smith", "INDICATING THE CREDIT NUMBER-").
"""
from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["GREY_PAPER_CUT", "SPECK_CLEARANCE", "SPECK_PIXELS", "WHITE_PAPER", "denoise", "drop_specks", "grey_at",
           "hybrid_median3", "paper_level", "running_histogram", "whiten_paper"]

#: A page whose paper (its median grey, most of a page being paper) is at least this light was
#: scanned on white paper and is smoothed; a photocopy's grey (200 to 230) is whitened instead.
WHITE_PAPER = 235

#: Where, from a grey page's darkest ink (its 1st percentile) to its paper (90th), pixels start to
#: count as paper and are made white.
GREY_PAPER_CUT = 0.4

#: A speck on a whitened page: a blob of ink of at most this many pixels (a grain of toner dust,
#: spread by the scan's blur and JPEG) with no other ink within ``SPECK_CLEARANCE`` pixels of it.
#: A full stop of the smallest print at 200 dpi is larger, or lies closer to its word.
SPECK_PIXELS = 6
SPECK_CLEARANCE = 2

#: The median-of-five network: 7 steps leave the median in position 2.
_MEDIAN_OF_FIVE = ((0, 1), (3, 4), (0, 3), (1, 4), (1, 2), (2, 3), (1, 2))


def _median_of(values: list[np.ndarray], network: tuple[tuple[int, int], ...], middle: int) -> np.ndarray:
    """Element-wise median of equally shaped images: ``network``'s compare-exchange steps sort
    them enough that position ``middle`` holds it."""
    v = list(values)
    for a, b in network:
        v[a], v[b] = np.minimum(v[a], v[b]), np.maximum(v[a], v[b])
    return v[middle]


def hybrid_median3(grey: np.ndarray) -> np.ndarray:
    """The 3x3 hybrid median of a 2-D image: the median of the pixel, the median of its "+"
    (itself and its four side neighbours) and the median of its "x" (itself and its four corner
    neighbours). A speck goes, as under the plain median, but a line one pixel thin stays: along
    it the "+" holds three of its pixels out of five (a hyphen, a rule, a thin stroke of Courier)."""
    if grey.ndim != 2:
        raise ValueError(f"hybrid_median3 takes a 2-D (grey) image, not one of shape {grey.shape}")
    padded = np.pad(grey, 1, mode="edge")
    height, width = grey.shape
    at = {(i, j): padded[i:i + height, j:j + width] for i in range(3) for j in range(3)}
    plus = _median_of([at[1, 1], at[0, 1], at[1, 0], at[1, 2], at[2, 1]], _MEDIAN_OF_FIVE, 2)
    cross = _median_of([at[1, 1], at[0, 0], at[0, 2], at[2, 0], at[2, 2]], _MEDIAN_OF_FIVE, 2)
    return np.ascontiguousarray(_median_of([plus, cross, at[1, 1]], ((0, 1), (1, 2), (0, 1)), 1))


def grey_at(cumulative: np.ndarray, share: float) -> int:
    """The grey below which ``share`` of the pixels lie, from the histogram's running count."""
    return int(np.searchsorted(cumulative, max(1, round(share * int(cumulative[-1])))))


def running_histogram(grey: np.ndarray) -> np.ndarray:
    """Running count of an 8-bit image's histogram (a count, not a sort of millions)."""
    return np.cumsum(np.bincount(grey.astype(np.uint8, copy=False).ravel(), minlength=256))


def paper_level(grey: np.ndarray, *, cumulative: np.ndarray | None = None) -> int:
    """The page's paper grey: the median of its pixels (most of a page is paper). ``cumulative``:
    ``grey``'s running histogram, where the caller has counted it already."""
    if not grey.size:
        return 255
    return grey_at(running_histogram(grey) if cumulative is None else cumulative, 0.5)


def whiten_paper(grey: np.ndarray, cut: float = GREY_PAPER_CUT, *, cumulative: np.ndarray | None = None
                 ) -> np.ndarray:
    """``grey`` with every pixel lighter than ``cut`` of the way from its darkest ink (1st
    percentile) to its paper (90th) made white; darker pixels keep their grey. ``cumulative``:
    ``grey``'s running histogram, where the caller has counted it already."""
    if not grey.size:
        return grey
    cumulative = running_histogram(grey) if cumulative is None else cumulative
    ink, paper = grey_at(cumulative, 0.01), grey_at(cumulative, 0.9)
    return np.where(grey <= ink + cut * (paper - ink), grey, 255).astype(np.uint8)


def _window_sums(ink: np.ndarray, radius: int) -> np.ndarray:
    """Each pixel's count of ink (a 0/1 uint8 image) in the square of side 2 * radius + 1 around
    it: a row of shifted sums, then a column of them (uint8 counts up to 255: radius 7 at most)."""
    side = 2 * radius + 1
    padded = np.pad(ink, radius)
    height, width = ink.shape
    rows = padded[:, :width].copy()
    for k in range(1, side):
        rows += padded[:, k:k + width]
    out = rows[:height].copy()
    for k in range(1, side):
        out += rows[k:k + height]
    return out


def drop_specks(grey: np.ndarray, *, pixels: int = SPECK_PIXELS, clearance: int = SPECK_CLEARANCE) -> np.ndarray:
    """``grey`` (a page whose paper is white, 255) without its specks: ink pixels whose 3x3
    neighbourhood holds all the ink of the square ``clearance`` pixels around it, and no more
    than ``pixels`` of it (about 10 ms a page)."""
    if grey.ndim != 2:
        raise ValueError(f"drop_specks takes a 2-D (grey) image, not one of shape {grey.shape}")
    if not 1 < clearance <= 7:
        raise ValueError(f"clearance must be 2 to 7 pixels, not {clearance}")
    ink = (grey < 255).view(np.uint8)
    near, around = _window_sums(ink, 1), _window_sums(ink, clearance)
    speck = (ink == 1) & (near == around) & (around <= pixels)
    return np.where(speck, np.uint8(255), grey)


def denoise(image: Any) -> tuple[Any, str]:
    """(``image``, a PIL grey image, cleaned; how): "smoothed" (``hybrid_median3``) where it was
    scanned on white paper, "whitened" (``whiten_paper``, then ``drop_specks``) where its paper is grey."""
    from PIL import Image

    grey = np.asarray(image.convert("L"))
    cumulative = running_histogram(grey)   # counted once for both the paper's level and the whitening
    if paper_level(grey, cumulative=cumulative) < WHITE_PAPER:
        return Image.fromarray(drop_specks(whiten_paper(grey, cumulative=cumulative))), "whitened"
    return Image.fromarray(hybrid_median3(grey)), "smoothed"
