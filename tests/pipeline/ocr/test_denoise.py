"""The median a scan is smoothed by, and which pages get it."""
from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageFilter

from pipeline.ocr.denoise import WHITE_PAPER, denoise, median3, paper_level


def test_median3_equals_pillows_median_filter() -> None:
    rng = np.random.default_rng(3)
    grey = rng.integers(0, 256, size=(57, 83), dtype=np.uint8)
    expected = np.asarray(Image.fromarray(grey).filter(ImageFilter.MedianFilter(3)))
    assert np.array_equal(median3(grey), expected)


def test_median3_refuses_a_colour_image() -> None:
    with pytest.raises(ValueError, match="2-D"):
        median3(np.zeros((4, 4, 3), dtype=np.uint8))


def test_paper_level_is_the_median_grey() -> None:
    grey = np.full((10, 10), 250, dtype=np.uint8)
    grey[:3] = 0   # 30 % ink
    assert paper_level(grey) == 250
    assert paper_level(np.array([[10, 20, 30]], dtype=np.uint8)) == 20


def _page(paper: int) -> np.ndarray:
    """A page of ``paper`` grey with a black stroke 3 pixels wide and isolated dark specks."""
    grey = np.full((40, 60), paper, dtype=np.uint8)
    grey[10:30, 20:23] = 0          # a letter's stem
    grey[5, 5] = grey[35, 50] = 0   # specks
    return grey


def test_a_white_page_loses_its_specks_and_keeps_its_strokes() -> None:
    smoothed, done = denoise(Image.fromarray(_page(250)))
    out = np.asarray(smoothed)
    assert done
    assert out[5, 5] == 250 and out[35, 50] == 250
    assert (out[11:29, 20:23] == 0).all()


def test_a_photocopys_grey_page_is_left_as_it_is() -> None:
    page = _page(WHITE_PAPER - 15)
    smoothed, done = denoise(Image.fromarray(page))
    assert not done
    assert np.array_equal(np.asarray(smoothed), page)
