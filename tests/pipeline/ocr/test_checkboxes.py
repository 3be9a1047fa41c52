"""Check boxes found on a scanned page and written as a text layer writes them (pipeline.ocr.checkboxes)."""
from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from pipeline.ocr.checkboxes import CheckBox, find_check_boxes, with_check_boxes
from pipeline.ocr.page import read_page_image
from pipeline.ocr.tesseract import Tesseract, Word

SIDE = 22   # a box beside 11-point text at 200 dpi


def _box(draw: ImageDraw.ImageDraw, left: int, top: int, *, mark: str = "") -> None:
    right, bottom = left + SIDE - 1, top + SIDE - 1
    draw.rectangle((left, top, right, bottom), outline=0, width=2)
    if mark == "cross":
        draw.line((left + 4, top + 4, right - 4, bottom - 4), fill=0, width=2)
        draw.line((left + 4, bottom - 4, right - 4, top + 4), fill=0, width=2)
    elif mark == "tick":
        draw.line((left + 5, top + 12, left + 9, bottom - 5), fill=0, width=2)
        draw.line((left + 9, bottom - 5, right - 4, top + 5), fill=0, width=2)
    elif mark == "fill":
        draw.rectangle((left, top, right, bottom), fill=0)


def _page(size: tuple[int, int] = (1400, 500)) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("L", size, 255)
    return image, ImageDraw.Draw(image)


def test_empty_crossed_and_ticked_boxes_are_found_and_told_apart():
    image, draw = _page()
    _box(draw, 100, 100)
    _box(draw, 300, 100, mark="cross")
    _box(draw, 500, 100, mark="tick")
    boxes = find_check_boxes(np.asarray(image), 200)
    assert [(b.left, b.top, b.ticked) for b in boxes] == [(100, 100, False), (300, 100, True), (500, 100, True)]
    assert [b.text for b in boxes] == ["[ ]", "[X]", "[X]"]


def test_squares_that_are_no_check_boxes_are_left_alone():
    image, draw = _page()
    for n in range(6):                      # a comb field: one character per square, side by side
        draw.rectangle((100 + n * SIDE, 100, 100 + (n + 1) * SIDE - 1, 100 + SIDE - 1), outline=0, width=2)
    _box(draw, 500, 100, mark="fill")        # a section number's badge, solid
    _box(draw, 700, 100)                    # a square with a bar from its side to its middle (a letter's)
    draw.line((700, 100 + SIDE // 2, 700 + SIDE // 2 + 4, 100 + SIDE // 2), fill=0, width=3)
    draw.rectangle((900, 100, 960, 130), outline=0, width=2)   # an oblong frame, not a square
    draw.rectangle((1000, 80, 1200, 280), outline=0, width=2)  # a framed box around a value: too large
    assert find_check_boxes(np.asarray(image), 200) == []


def test_a_box_on_a_dark_band_is_not_one():
    image, draw = _page()
    draw.rectangle((80, 80, 600, 160), fill=0)            # a heading printed white on black
    draw.rectangle((100, 100, 100 + SIDE - 1, 100 + SIDE - 1), outline=255, width=2)
    assert find_check_boxes(np.asarray(image), 200) == []


def test_what_ocr_read_in_a_box_is_replaced_by_the_box():
    boxes = [CheckBox(100, 100, 121, 121, ticked=False), CheckBox(300, 100, 321, 121, ticked=True)]
    words = [Word("O", 102, 101, 120, 121, 0.6, line=3), Word("Male", 130, 100, 190, 122, 0.95, line=3),
             Word("Female", 330, 100, 420, 122, 0.95, line=3)]
    out = with_check_boxes(words, boxes)
    assert sorted(w.text for w in out) == ["Female", "Male", "[ ]", "[X]"]
    assert {w.line for w in out if w.text.startswith("[")} == {3}   # on the line of the labels beside them


def test_a_scanned_forms_options_read_as_the_text_layer_writes_them():
    image, draw = _page((1400, 300))
    font = ImageFont.load_default(size=30)
    draw.text((60, 100), "Sex:", fill=0, font=font)
    _box(draw, 200, 106)
    draw.text((235, 100), "Male", fill=0, font=font)
    _box(draw, 400, 106, mark="cross")
    draw.text((435, 100), "Female", fill=0, font=font)
    engine = Tesseract()
    text = read_page_image(image, engine, dpi=200).text
    assert "[ ] Male [X] Female" in text, text
    # what Tesseract alone makes of the same boxes (DUALPATH_OCR_CHECK_BOXES=0)
    assert "[X] Female" not in read_page_image(image, engine, dpi=200, check_boxes=False).text


def test_a_square_inside_a_word_ocr_read_is_that_words_letter():
    box = CheckBox(130, 100, 149, 119, ticked=True)       # the "D" of a blurred "ID"
    words = [Word("ID", 112, 100, 150, 120, 0.9, line=1), Word("number", 165, 100, 260, 120, 0.9, line=1)]
    assert with_check_boxes(words, [box]) == words


def test_a_word_ocr_began_in_a_box_loses_the_boxs_letter_and_the_box_keeps_its_row():
    box = CheckBox(100, 100, 121, 121, ticked=False)
    words = [Word("OVA", 101, 100, 160, 122, 0.7, line=4), Word("Amount", 400, 101, 480, 121, 0.9, line=4)]
    out = with_check_boxes(words, [box])
    assert [(w.text, w.left, w.line) for w in out] == [("VA", 122, 4), ("Amount", 400, 4), ("[ ]", 100, 4)]
