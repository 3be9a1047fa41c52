"""Table rules erased before OCR, letters kept (pipeline.ocr.rules)."""
from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from pipeline.ocr.rules import _runs_at_least, erase_leaders, erase_rules
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


def test_a_rule_drawn_in_steps_by_a_slight_skew_frames_one_cell_down_its_length():
    # a page left a fraction of a degree askew: the cell's left rule steps a pixel sideways half
    # way down, so its innermost column is 301 above and 300 below
    image = Image.new("L", (1200, 700), 250)
    draw = ImageDraw.Draw(image)
    for y in (50, 650):
        draw.line((40, y, 1160, y), fill=20, width=3)
    draw.rectangle((299, 50, 301, 350), fill=20)
    draw.rectangle((298, 351, 300, 650), fill=20)
    draw.line((1160, 50, 1160, 650), fill=20, width=3)
    draw.line((40, 50, 40, 650), fill=20, width=3)
    noisy = np.asarray(image, dtype=np.float64) + np.random.default_rng(0).normal(0, 4, (700, 1200))
    _, ruling = erase_rules(Image.fromarray(np.clip(noisy, 0, 255).astype(np.uint8)), dpi=200)
    cells = {ruling.cell_of(Word("line", 320, y, 700, y + 20, 0.9, 0)) for y in (100, 300, 400, 600)}
    assert len(cells) == 1 and None not in cells   # every line of the value is in the same cell
    assert len(ruling.vertical) == 3               # the rule's pieces are one rule


def _monospaced(size: int):
    """A monospaced face, as a system print's (its dots one pitch apart)."""
    import os

    for path in ("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
                 "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf"):
        if os.path.exists(path):
            return ImageFont.truetype(path, size)
    pytest.skip("no monospaced TrueType face installed")


def test_leaders_and_dashed_lines_are_erased_and_every_letter_kept():
    image = Image.new("L", (1500, 330), 255)
    draw = ImageDraw.Draw(image)
    font = _monospaced(26)
    lines = ["Full name.......................: Thomas Walker", "-- CO-BORROWER 1 -------------------------------",
             "Relationship....................: Parent", "=================================================",
             "Monthly income: 20,734.40 US DOLLARS (summary)"]
    for number, line in enumerate(lines):
        draw.text((30, 20 + 60 * number), line, fill=0, font=font)
    before = np.asarray(image) < 128
    out = np.asarray(erase_leaders(image, dpi=200)) < 128

    def box(line: int, first: int, last: int) -> tuple[slice, slice]:   # the characters first..last of a line
        left, _, right, _ = draw.textbbox((30, 0), lines[line][:first], font=font)
        end = draw.textbbox((30, 0), lines[line][:last + 1], font=font)[2]
        return slice(20 + 60 * line - 5, 20 + 60 * line + 40), slice(right + 2, end - 2)

    # each leader's last dot or two stay (a colon's may be among them)
    for line, first, last in ((0, 9, 29), (1, 17, 44), (2, 12, 29), (3, 0, 46)):
        assert before[box(line, first, last)].any() and not out[box(line, first, last)].any(), lines[line]
    for line, first, last in ((0, 0, 8), (0, 32, 46), (1, 3, 15), (2, 0, 11), (2, 32, 39), (4, 0, 45)):
        kept = box(line, first, last)
        assert (out[kept] == before[kept]).mean() > 0.995, lines[line][first:last + 1]


def test_the_papers_level_read_off_the_histogram_is_numpys_median():
    import numpy as np

    from pipeline.ocr.rules import _median_level

    rng = np.random.default_rng(3)
    for size in (1, 2, 7, 1000, 1001):
        pixels = rng.integers(90, 256, size=size).astype(np.uint8)
        histogram = np.bincount(pixels, minlength=256)
        assert _median_level(histogram[90:], 90) == int(np.median(pixels))
    assert _median_level(np.zeros(10, np.int64), 246) == 255
