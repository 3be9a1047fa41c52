"""The machine-readable zone found on a page's reading, cropped and re-read (pipeline.ocr.page),
with a fake engine: what Tesseract returns is given, what the page makes of it is checked."""
from __future__ import annotations

from typing import Any

from PIL import Image

from pipeline import mrz
from pipeline.ocr.layout import rows_of
from pipeline.ocr.page import _crop_box, _mrz_zone, read_page_image
from pipeline.ocr.tesseract import Word

LINE1, LINE2 = mrz.compose_td3(surname="Eriksson", given_names="Anna Maria", number="L898902C3", nationality="UTO",
                               date_of_birth="1974-08-12", sex="F", expiry_date="2032-04-15", issuing_state="UTO",
                               optional_data="ZE184226B")
PITCH, HEIGHT = 16, 24


def word(text: str, left: int, top: int, line: int) -> Word:
    return Word(text, left, top, left + PITCH * len(text), top + HEIGHT, 0.9, line)


class FakeEngine:
    """Returns ``page`` for the body's reading and ``zone`` for the crop's; records the crops."""

    name = "fake"

    def __init__(self, page: list[Word], zone: list[str]) -> None:
        self.page, self.zone, self.crops = page, zone, []

    def words(self, image: Any, *, layout: str = "auto", whitelist: str = "") -> list[Word]:
        if layout == "sparse":
            return self.page
        self.crops.append(image.size)
        return [word(text, 10, 10 + 40 * number, 900 + number) for number, text in enumerate(self.zone)]

    def orientation(self, image: Any) -> tuple[int, float]:
        return 0, 0.0


def body(extra: list[Word]) -> list[Word]:
    """Twenty confident words above the zone, so that the page reads as upright."""
    return [word(f"Word{n:02d}", 100 + 120 * (n % 5), 100 + 40 * (n // 5), n // 5) for n in range(20)] + extra


def test_a_zone_whose_first_line_a_stamp_garbled_is_found_by_its_other_line_and_re_read():
    garbled = [word("P<UTOERIK", 100, 800, 50), word("S]N", 260, 800, 50), word("W:", 330, 800, 50)]
    page = body([*garbled, word(LINE2, 100, 840, 51)])
    assert not _mrz_zone(rows_of(page))[0]   # one line alone is no zone
    reading = read_page_image(Image.new("L", (1200, 1000), 255), FakeEngine(page, [LINE1, LINE2]), dpi=200)
    assert mrz.find_td3(reading.text) == (LINE1, LINE2)
    assert reading.mrz == "MRZ check digits pass"


def test_a_loosely_found_zone_the_check_digits_reject_leaves_the_words_as_read():
    # a form's line of fillers under a signature: MRZ-like, but no zone the check digits accept
    page = body([word("Signature:", 100, 800, 50), word("J.Smith", 300, 800, 50),
                 word("SURNAME<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<", 100, 840, 51)])
    engine = FakeEngine(page, ["SIGNATURE<JSMITH<<<<<<<<<<<<<<<<<<<<<<<<<<<<", "SURNAME<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<"])
    reading = read_page_image(Image.new("L", (1200, 1000), 255), engine, dpi=200)
    assert engine.crops and "Signature: J.Smith" in reading.text and reading.mrz == ""


def test_a_zone_read_short_is_cropped_a_full_lines_width():
    # the left third of both lines lay under a stamp: 30 characters of 44 read
    zone, _ = _mrz_zone(rows_of([word(LINE1[14:], 500, 800, 0), word(LINE2[14:], 500, 840, 1)]))
    left, _, right, _ = _crop_box(zone)
    assert left <= 500 - 14 * PITCH and right >= 500 + 44 * PITCH
    whole, _ = _mrz_zone(rows_of([word(LINE1, 100, 800, 0), word(LINE2, 100, 840, 1)]))
    assert _crop_box(whole)[0] == 100 - HEIGHT   # read whole: a line's height of margin only
