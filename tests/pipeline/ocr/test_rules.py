"""Table rules erased before OCR, letters kept (pipeline.ocr.rules)."""
from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from pipeline.ocr.rules import _runs_at_least, erase_rules
from pipeline.ocr.tesseract import Word


def test_only_runs_of_the_given_length_are_marked():
    ink = np.array([[0, 1, 1, 1, 0, 1, 1, 1, 1, 1],
                    [1, 1, 0, 0, 0, 0, 0, 0, 1, 1]], dtype=bool)
    assert _runs_at_least(ink, 4).astype(int).tolist() == [[0, 0, 0, 0, 0, 1, 1, 1, 1, 1], [0] * 10]
    # a run ending one row must not join one starting the next
    assert not _runs_at_least(ink, 3)[1].any()


def test_a_ruled_table_loses_its_rules_and_keeps_its_letters():
    image = Image.new("L", (1200, 400), 235)            # a photocopy's grey paper
    draw = ImageDraw.Draw(image)
    for y in (50, 150, 250):
        draw.line((40, y, 1160, y), fill=20, width=3)
    for x in (40, 300, 1160):
        draw.line((x, 50, x, 250), fill=20, width=3)
    draw.text((60, 80), "Documentary Credit Number", fill=20, font=ImageFont.load_default(size=28))
    letters = np.asarray(image)[75:125, 55:290] < 128
    cleaned, ruling = erase_rules(image, dpi=200)
    out = np.asarray(cleaned)
    assert (out[48:53, 400:1100] > 200).all() and (out[60:240, 298:303] > 200).all()   # rules gone
    assert ((out[75:125, 55:290] < 128) == letters).mean() > 0.99                     # text as it was
    # where they stood: the caption's cell is framed by the rules at y 50/150 and x 40/300
    top, bottom, left, right = ruling.cell_of(Word("Documentary", 60, 80, 250, 110, 0.9, 0))
    assert abs(top - 50) <= 2 and abs(bottom - 150) <= 2 and abs(left - 40) <= 2 and abs(right - 300) <= 2
    assert ruling.cell_of(Word("outside", 60, 300, 250, 330, 0.9, 0)) is None
