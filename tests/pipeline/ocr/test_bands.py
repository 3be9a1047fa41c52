"""A page cut into bands for parallel reading (pipeline.ocr.tesseract._band_cuts): each band holds
about an equal share of the text, and no cut crosses a line of text."""
from __future__ import annotations

import numpy as np
from PIL import Image

from pipeline.ocr.tesseract import _band_cuts

LINE, GAP = 24, 16   # a text line's height and the white between lines, in pixels


def _page(lines: int, height: int = 2339, width: int = 1655) -> tuple[Image.Image, list[tuple[int, int]]]:
    """A white page whose ``lines`` lines of 'characters' (short vertical strokes) fill its top."""
    page = np.full((height, width), 255, dtype=np.uint8)
    rows = []
    for n in range(lines):
        top = 100 + n * (LINE + GAP)
        page[top:top + LINE, 100:width - 100:12] = 0   # a stroke every 12 pixels
        page[top:top + LINE, 101:width - 100:12] = 0
        rows.append((top, top + LINE))
    return Image.fromarray(page), rows


def _strokes(image: Image.Image, top: int, bottom: int) -> int:
    dark = np.asarray(image)[top:bottom] < 128
    return int((dark[:, 1:] & ~dark[:, :-1]).sum())


def test_a_page_whose_text_fills_its_top_is_cut_where_half_its_text_lies():
    image, rows = _page(30)   # text down to about half the page, blank below
    cuts = _band_cuts(image, 2)
    assert cuts[0] == 0 and cuts[-1] == image.height
    first, second = _strokes(image, cuts[0], cuts[1]), _strokes(image, cuts[1], cuts[2])
    assert abs(first - second) <= 0.1 * (first + second)    # halves of the text, not of the page
    assert not any(top < cuts[1] < bottom for top, bottom in rows)   # between two lines, never across one


def test_cuts_for_more_bands_increase_and_stay_between_lines():
    image, rows = _page(50)
    cuts = _band_cuts(image, 4)
    assert cuts == sorted(set(cuts)) and len(cuts) == 5
    for cut in cuts[1:-1]:
        assert not any(top < cut < bottom for top, bottom in rows)


def test_a_blank_page_is_cut_by_height():
    image = Image.new("L", (800, 1600), 255)
    assert _band_cuts(image, 2) == [0, 800, 1600]
