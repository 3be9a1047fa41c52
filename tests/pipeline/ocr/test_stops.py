"""Full stops at the end of a line that OCR left unread, restored from the page (``pipeline.ocr.stops``)."""
from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from pipeline.ocr.stops import with_stops
from pipeline.ocr.tesseract import Word


def _line(after: str = "") -> tuple[np.ndarray, Word]:
    """A page holding "INC" in 30 px capitals and, after it as Courier spaces it, ``after``:
    "." a stop on the baseline, ":" a colon, "," a comma, ". X" a stop with more text after it."""
    image = Image.new("L", (400, 120), 255)
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default(size=30)
    left, top, right, bottom = draw.textbbox((40, 40), "INC", font=font)
    draw.text((40, 40), "INC", font=font, fill=0)
    dot = right + 9   # a monospaced font's stop stands in the middle of its cell
    if after.startswith((".", ":", ",")):
        draw.ellipse((dot, bottom - 4, dot + 4, bottom), fill=0)
    if after.startswith(":"):
        draw.ellipse((dot, top + 6, dot + 4, top + 10), fill=0)
    if after.startswith(","):
        draw.line((dot + 3, bottom, dot, bottom + 7), fill=0, width=2)
    if after.endswith("X"):
        draw.text((dot + 14, 40), "X", font=font, fill=0)
    return np.asarray(image), Word("INC", left, top, right, bottom, 0.96, line=0)


def test_a_lone_stop_after_a_lines_last_word_is_added_to_it():
    grey, word = _line(".")
    (read,) = with_stops([word], grey)
    assert read.text == "INC." and read.right > word.right


def test_a_colon_a_comma_more_text_or_bare_paper_add_nothing():
    for after in (":", ",", ". X", ""):
        grey, word = _line(after)
        assert with_stops([word], grey)[0].text == "INC", after


def test_only_a_lines_last_word_and_only_one_without_punctuation_gains_a_stop():
    grey, word = _line(".")
    earlier = Word("DELTA", 0, word.top, 20, word.bottom, 0.96, line=0)   # same line, further left
    done = Word("INC.", word.left, word.top, word.right, word.bottom, 0.96, line=0)
    assert [w.text for w in with_stops([earlier, word], grey)] == ["DELTA", "INC."]
    assert [w.text for w in with_stops([done], grey)] == ["INC."]
