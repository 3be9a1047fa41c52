"""A page scanned a few degrees askew, measured and straightened.

Text lines of a straight page make the row profile of its ink sharply peaked (dark on the
lines, white between them); tilting it smears them. The skew is the angle whose projection of
the ink makes the profile sharpest (largest variance of the row counts), searched coarse then
fine on a sample of the ink pixels. Without it, a line's words drift across the next line's
height over the page's width and the reading order falls apart.
"""
from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["MAX_SKEW_DEG", "MIN_SKEW_DEG", "skew_angle", "straighten"]

#: The largest skew searched; a scanner's feeder or a hand-placed page stays within it, and a
#: page turned by a quarter is found by orientation detection instead.
MAX_SKEW_DEG = 6.0
#: A smaller skew is left as it is: over a page's width it moves a line by less than half a line's
#: height, which the rows of ``pipeline.ocr.layout`` absorb, and a turn costs a tenth of a second.
MIN_SKEW_DEG = 0.3
_WORK_WIDTH = 1000          # pixels: lines of 8-point text stay apart
_SAMPLE = 60_000            # ink pixels projected per angle


def _sharpness(ys: np.ndarray, xs: np.ndarray, angle: float, height: int) -> float:
    theta = np.deg2rad(angle)
    rows = np.round(ys * np.cos(theta) - xs * np.sin(theta)).astype(np.int64) + height
    return float(np.var(np.bincount(rows, minlength=3 * height)))


def skew_angle(image: Any) -> float:
    """Degrees to rotate ``image`` (a PIL image, counter-clockwise positive) to level its text
    lines; 0.0 for a page with too little ink to tell."""
    from PIL import Image  # deferred: only the worker reading scans loads imaging

    grey = image.convert("L")
    scale = min(1.0, _WORK_WIDTH / grey.width)
    small = np.asarray(grey.resize((max(1, int(grey.width * scale)), max(1, int(grey.height * scale))),
                                   Image.BILINEAR))
    ys, xs = np.nonzero(small < 128)
    if len(ys) < 0.001 * small.size:
        return 0.0
    if len(ys) > _SAMPLE:
        pick = np.random.default_rng(0).choice(len(ys), _SAMPLE, replace=False)
        ys, xs = ys[pick], xs[pick]
    ys, xs = ys.astype(np.float64), xs.astype(np.float64)
    height = small.shape[0]
    coarse = np.arange(-MAX_SKEW_DEG, MAX_SKEW_DEG + 1e-9, 0.5)
    best = max(coarse, key=lambda a: _sharpness(ys, xs, float(a), height))
    fine = np.arange(best - 0.5, best + 0.5 + 1e-9, 0.1)
    found = max(fine, key=lambda a: _sharpness(ys, xs, float(a), height))
    return round(float(found), 2)


def straighten(image: Any, angle: float) -> Any:
    """``image`` rotated by ``angle`` degrees (white where the turn uncovers the edge); unchanged
    below ``MIN_SKEW_DEG``."""
    from PIL import Image

    if abs(angle) < MIN_SKEW_DEG:
        return image
    return image.rotate(angle, resample=Image.BILINEAR, fillcolor=255 if image.mode == "L" else "white")
