"""The machine-readable zone found on a page's reading, cropped and re-read (pipeline.ocr.page),
with a fake engine: what Tesseract returns is given, what the page makes of it is checked."""
from __future__ import annotations

from typing import Any

import numpy as np
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


def test_darkest_ink_keeps_characters_and_drops_a_lighter_stamp_over_them():
    from pipeline.ocr.page import darkest_ink

    grey = np.full((40, 200), 230, dtype=np.uint8)   # photocopy paper
    grey[10:30, 20:60] = 30                            # a character's ink
    grey[:, 100:104] = 120                             # a stamp's ring, semi-transparent
    grey[10:30, 100:104] = 15                          # the ring crossing a character: darker still
    out = np.asarray(darkest_ink(Image.fromarray(grey), 0.3))
    assert set(np.unique(out)) <= {0, 255}
    assert (out[10:30, 20:60] == 0).all() and (out[10:30, 100:104] == 0).all()
    assert (out[:10, 100:104] == 255).all() and (out[0] == 255).all()


class StampedZoneEngine(FakeEngine):
    """The zone's crop reads garbled while a stamp's grey is on it, and right once only black and
    white are left (``darkest_ink``)."""

    def __init__(self, page: list[Word], garbled: list[str], right: list[str]) -> None:
        super().__init__(page, garbled)
        self.right = right

    def words(self, image: Any, *, layout: str = "auto", whitelist: str = "") -> list[Word]:
        out = super().words(image, layout=layout, whitelist=whitelist)
        if layout != "sparse" and set(np.unique(np.asarray(image))) <= {0, 255} and image.getextrema() == (0, 255):
            return [word(text, 10, 10 + 40 * number, 900 + number) for number, text in enumerate(self.right)]
        return out


def test_a_zone_a_stamp_garbles_passes_its_check_digits_once_the_stamp_is_dropped():
    garbled = [LINE1, LINE2[:15] + "9" + LINE2[16:23] + "7" + LINE2[24:]]   # two digits under the stamp
    page = body([word(LINE1, 100, 800, 50), word(garbled[1], 100, 840, 51)])
    image = Image.new("L", (1200, 1000), 255)
    image.paste(0, (100, 800, 800, 820))     # the zone's ink, so the crop has black and white
    image.paste(140, (300, 790, 420, 870))   # a stamp's grey over it
    reading = read_page_image(image, StampedZoneEngine(page, garbled, [LINE1, LINE2]), dpi=200)
    assert mrz.find_td3(reading.text) == (LINE1, LINE2)
    assert reading.mrz.startswith("MRZ check digits pass")


def test_a_swap_never_puts_a_letter_where_a_date_stands():
    """"7408122" misread "7498122": swapping the confusable 1 for an I passes the date's check
    digit by chance (a letter counts by its value), but a date holds only digits."""
    from pipeline.ocr.mrz import correct_mrz

    reading = correct_mrz([LINE1, LINE2[:15] + "9" + LINE2[16:23] + "7" + LINE2[24:]], "TD3")
    assert not reading.valid
    assert all(c.isdigit() for c in reading.line2[13:20] + reading.line2[21:28])


def test_a_zone_read_short_under_a_stamp_is_told_a_passport_by_its_darkest_ink_reading():
    # the page and the first re-read give lines of 37 (a stamp over their ends), which look like a
    # TD2 card's; only the reading with the stamp dropped is whole, and it is a passport's
    short = [LINE1[:37], LINE2[:15] + "9" + LINE2[16:37]]   # a digit under the stamp too: no TD2 reading passes
    page = body([word(short[0], 100, 800, 50), word(short[1], 100, 840, 51)])
    image = Image.new("L", (1200, 1000), 255)
    image.paste(0, (100, 800, 800, 820))
    image.paste(140, (600, 790, 900, 870))
    reading = read_page_image(image, StampedZoneEngine(page, short, [LINE1, LINE2]), dpi=200)
    assert mrz.find_td3(reading.text) == (LINE1, LINE2)
    assert reading.mrz.startswith("MRZ check digits pass")
