"""How a scanned page is cleaned: the hybrid median on white paper, grey paper made white and its specks dropped, and which pages get which."""
from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageFilter

from pipeline.ocr.denoise import (GREY_PAPER_CUT, SPECK_CLEARANCE, SPECK_PIXELS, WHITE_PAPER, denoise, drop_specks,
                                  hybrid_median3, paper_level, whiten_paper)


def _hybrid_median_by_hand(grey: np.ndarray) -> np.ndarray:
    padded = np.pad(grey, 1, mode="edge")
    out = np.empty_like(grey)
    for y in range(grey.shape[0]):
        for x in range(grey.shape[1]):
            w = padded[y:y + 3, x:x + 3]
            plus = np.median([w[1, 1], w[0, 1], w[1, 0], w[1, 2], w[2, 1]])
            cross = np.median([w[1, 1], w[0, 0], w[0, 2], w[2, 0], w[2, 2]])
            out[y, x] = np.median([plus, cross, w[1, 1]])
    return out


def test_hybrid_median3_equals_its_definition() -> None:
    rng = np.random.default_rng(3)
    grey = rng.integers(0, 256, size=(37, 53), dtype=np.uint8)
    assert np.array_equal(hybrid_median3(grey), _hybrid_median_by_hand(grey))


def test_hybrid_median3_keeps_a_line_one_pixel_thin_that_a_plain_median_erases() -> None:
    grey = np.full((9, 20), 250, dtype=np.uint8)
    grey[4, 3:17] = 0                 # a hyphen or a rule, one pixel thin
    assert (hybrid_median3(grey)[4, 4:16] == 0).all()
    plain = np.asarray(Image.fromarray(grey).filter(ImageFilter.MedianFilter(3)))
    assert (plain[4, 4:16] == 250).all()


def test_hybrid_median3_refuses_a_colour_image() -> None:
    with pytest.raises(ValueError, match="2-D"):
        hybrid_median3(np.zeros((4, 4, 3), dtype=np.uint8))


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
    smoothed, how = denoise(Image.fromarray(_page(250)))
    out = np.asarray(smoothed)
    assert how == "smoothed"
    assert out[5, 5] == 250 and out[35, 50] == 250
    assert (out[11:29, 20:23] == 0).all()


def _photocopy() -> np.ndarray:
    """A photocopy: grey paper mottled between 205 and 225, toner strokes at 40, a stamp's ring at 150."""
    rng = np.random.default_rng(7)
    grey = rng.integers(205, 226, size=(60, 80)).astype(np.uint8)
    grey[30, 5:75] = 150              # a stamp's lighter ink across the page
    grey[10:50, 10:13] = 40           # a letter's stem, as dark where the stamp crosses it
    return grey


def test_a_photocopys_grey_paper_and_a_stamps_lighter_ink_are_made_white() -> None:
    page = _photocopy()
    cleaned, how = denoise(Image.fromarray(page))
    out = np.asarray(cleaned)
    assert how == "whitened"
    assert (out[:, 20:] == 255).all()                        # paper and stamp away from the stroke
    assert (out[10:50, 10:13] == 40).all()                   # the toner keeps its grey, where the stamp crosses it too


def test_whiten_paper_cuts_between_ink_and_paper() -> None:
    page = _photocopy()
    ink, paper = 40, int(np.percentile(page, 90))
    cut = ink + GREY_PAPER_CUT * (paper - ink)
    out = whiten_paper(page)
    assert ((page <= cut) == (out == page)).all()
    assert (out[page > cut] == 255).all()
    assert paper_level(page) < WHITE_PAPER


def _dust_and_stops() -> np.ndarray:
    """White paper with a letter, a full stop right after it, a stop standing apart and dust."""
    grey = np.full((40, 80), 255, dtype=np.uint8)
    grey[10:25, 10:13] = 40           # a letter's stem
    grey[22:25, 15:18] = 40           # its full stop, 2 pixels after it: 9 pixels
    grey[22:25, 40:43] = 60           # a stop standing alone, 3x3: larger than a speck
    grey[30, 60] = 90                 # a grain of toner dust
    grey[5:7, 70:72] = 80             # dust spread to 2x2 by blur and JPEG
    return grey


def test_drop_specks_drops_dust_and_keeps_stops_and_strokes() -> None:
    page = _dust_and_stops()
    out = drop_specks(page)
    assert out[30, 60] == 255 and (out[5:7, 70:72] == 255).all()     # the dust
    assert (out[10:25, 10:13] == 40).all() and (out[22:25, 15:18] == 40).all()
    assert (out[22:25, 40:43] == 60).all()
    assert ((out == page) | (page == 80) | (page == 90)).all()       # nothing else touched


def test_ink_near_other_ink_is_no_speck() -> None:
    grey = np.full((20, 20), 255, dtype=np.uint8)
    grey[10, 10] = grey[10, 10 + SPECK_CLEARANCE] = 0     # two grains within the clearance of each other
    assert (drop_specks(grey) == grey).all()
    assert SPECK_PIXELS < 9                               # a 3x3 stop is never a speck


def test_a_photocopy_loses_its_dust_after_its_paper_is_made_white() -> None:
    page = _photocopy()
    page[55, 60] = 30                 # a grain of toner dust on the grey paper
    cleaned, how = denoise(Image.fromarray(page))
    assert how == "whitened" and np.asarray(cleaned)[55, 60] == 255
    assert (np.asarray(cleaned)[10:50, 10:13] == 40).all()


def test_drop_specks_refuses_a_colour_image_and_a_clearance_out_of_range() -> None:
    with pytest.raises(ValueError, match="2-D"):
        drop_specks(np.zeros((4, 4, 3), dtype=np.uint8))
    with pytest.raises(ValueError, match="clearance"):
        drop_specks(np.zeros((4, 4), dtype=np.uint8), clearance=1)
