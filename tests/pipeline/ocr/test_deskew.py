"""A page scanned askew is measured and straightened (pipeline.ocr.deskew)."""
from __future__ import annotations

import pytest
from PIL import Image, ImageDraw, ImageFont

from pipeline.ocr.deskew import skew_angle, straighten


def _page() -> Image.Image:
    image = Image.new("L", (1000, 1300), 255)
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default(size=22)
    for row in range(30):
        draw.text((80, 80 + row * 38), f"Line {row:02d} of a letter of credit, amount USD 1,250,000.00", fill=0, font=font)
    return image


@pytest.mark.parametrize("tilt", [-2.5, 1.5, 3.0])
def test_the_skew_of_a_tilted_page_is_found(tilt):
    tilted = _page().rotate(tilt, resample=Image.BICUBIC, fillcolor=255)
    assert skew_angle(tilted) == pytest.approx(-tilt, abs=0.3)
    assert abs(skew_angle(straighten(tilted, skew_angle(tilted)))) <= 0.3


def test_a_straight_page_and_a_blank_one_are_left_alone():
    assert abs(skew_angle(_page())) <= 0.2
    blank = Image.new("L", (800, 1000), 255)
    assert skew_angle(blank) == 0.0 and straighten(blank, 0.0) is blank
