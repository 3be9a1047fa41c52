"""A page scanned a few degrees askew, measured and straightened.

Text lines of a straight page make the row sums of its ink sharply peaked (dark on the lines,
white between them); tilting it smears them. The skew is the angle whose rotation makes the
profile sharpest (largest variance of row sums), searched on a reduced image, coarse then
fine. Without it, a line's words drift across the next line's height over the page's width and
the reading order falls apart.
"""
from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["MAX_SKEW_DEG", "skew_angle", "straighten"]

#: The largest skew searched; a scanner's feeder or a hand-placed page stays within it, and a
#: page turned by a quarter is found by orientation detection instead.
MAX_SKEW_DEG = 6.0
_WORK_WIDTH = 800          # pixels: enough for lines of 8-point text, cheap to rotate 40 times


def _sharpness(ink: Any, angle: float) -> float:
    from PIL import Image  # deferred: only the worker reading scans loads imaging

    turned = np.asarray(ink.rotate(angle, resample=Image.NEAREST, fillcolor=0), dtype=np.float32)
    return float(np.var(turned.sum(axis=1)))


def skew_angle(image: Any) -> float:
    """Degrees to rotate ``image`` (a PIL image, counter-clockwise positive) to level its text
    lines; 0.0 for a page with too little ink to tell."""
    from PIL import Image, ImageOps

    grey = image.convert("L")
    scale = min(1.0, _WORK_WIDTH / grey.width)
    small = grey.resize((max(1, int(grey.width * scale)), max(1, int(grey.height * scale))), Image.BILINEAR)
    ink = ImageOps.invert(small).point(lambda v: 255 if v > 96 else 0)  # dark pixels as 255
    if np.count_nonzero(np.asarray(ink)) < 0.001 * ink.width * ink.height:
        return 0.0
    best = max(np.arange(-MAX_SKEW_DEG, MAX_SKEW_DEG + 1e-9, 0.5), key=lambda a: _sharpness(ink, float(a)))
    fine = max(np.arange(best - 0.5, best + 0.5 + 1e-9, 0.1), key=lambda a: _sharpness(ink, float(a)))
    return round(float(fine), 2)


def straighten(image: Any, angle: float) -> Any:
    """``image`` rotated by ``angle`` degrees (white where the turn uncovers the edge)."""
    from PIL import Image

    if abs(angle) < 0.05:
        return image
    return image.rotate(angle, resample=Image.BICUBIC, fillcolor=255 if image.mode == "L" else "white")
