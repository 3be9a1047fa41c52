"""SWIFT field tags whose colons OCR lost, restored where the page prints a message's raw text
(``pipeline.ocr.swift_tags``)."""
from __future__ import annotations

from pipeline.ocr.layout import Row
from pipeline.ocr.swift_tags import restore_swift_tags
from pipeline.ocr.tesseract import Word


def _rows(*lines: str) -> list[Row]:
    rows = []
    for number, line in enumerate(lines):
        words, x = [], 100
        for text in line.split():
            words.append(Word(text, x, 40 * number, x + 12 * len(text), 40 * number + 20, 0.9, line=number))
            x += 12 * len(text) + 12
        rows.append(Row(words))
    return rows


MESSAGE = (":20:LC2316283CC", ":31C:230305", ":50:ZENITH FOODS LTD")


def test_tags_that_lost_or_misread_their_colons_are_restored_and_glued_to_their_value():
    rows = restore_swift_tags(_rows(*MESSAGE, "59:HORIZON COTTON", "43P NOT ALLOWED", "144E :FELIXSTOWE",
                                    ":44F : CHENNAI, INDIA", "40A: IRREVOCABLE"))
    assert [row.text for row in rows[3:]] == [":59:HORIZON COTTON", ":43P:NOT ALLOWED", ":44E:FELIXSTOWE",
                                              ":44F:CHENNAI, INDIA", ":40A:IRREVOCABLE"]
    merged = rows[6].words[0]   # ":44F", ":" and "CHENNAI," were three words: one box now spans them
    assert (merged.left, merged.right) == (100, 100 + 12 * 4 + 12 + 12 + 12 + 12 * 8)


def test_rows_that_only_look_like_a_tag_are_left_alone():
    lines = ("150 WALL STREET",        # a house number: digits alone and no colon
             "20. All banking charges",   # a numbered clause
             "45A BAKER STREET",       # the page already printed :45A:, and a field appears once
             ":31C:230305")            # whole already
    rows = restore_swift_tags(_rows(*MESSAGE, ":45A:5 X 40FT CONTAINERS", *lines))
    assert [row.text for row in rows[4:]] == list(lines)


def test_nothing_is_restored_on_a_page_that_prints_no_raw_message():
    lines = ("Documentary credit advice", "43P Partial shipments ALLOWED", "59: Beneficiary")
    assert [row.text for row in restore_swift_tags(_rows(*lines))] == list(lines)
