"""List markers OCR misread, restored from the list's other items (pipeline.ocr.markers)."""
from __future__ import annotations

from pipeline.ocr.layout import Row, lay_out
from pipeline.ocr.markers import restore_markers
from pipeline.ocr.tesseract import Word


def row(text: str, left: int, top: int) -> Row:
    words, x = [], left
    for part in text.split():
        words.append(Word(part, x, top, x + 18 * len(part), top + 30, 0.9, top))
        x += 18 * len(part) + 12
    return Row(words)


def text(rows: list[Row]) -> str:
    return lay_out(restore_markers(rows))[0]


def test_a_bullet_read_as_a_letter_between_two_bulleted_items_is_the_bullet_again():
    rows = [row("+INSPECTION CERTIFICATE", 300, 100), row("iFUMIGATION CERTIFICATE", 300, 140),
            row("+AIR WAYBILL CONSIGNED", 300, 180)]
    assert text(rows) == "+INSPECTION CERTIFICATE\n+FUMIGATION CERTIFICATE\n+AIR WAYBILL CONSIGNED"


def test_a_wrapped_line_in_capitals_between_bulleted_items_stays_as_it_is():
    rows = [row("+SIGNED COMMERCIAL INVOICE", 300, 100), row("INDICATING THE CREDIT", 300, 140),
            row("+AIR WAYBILL", 300, 180), row("iPhone cases", 300, 220), row("(ORIGINAL) copy", 300, 240),
            row("+PACKING LIST", 300, 260)]
    assert text(rows) == "\n".join(" ".join(w.text for w in r.words) for r in rows)


def test_numbers_misread_at_both_ends_of_a_numbered_list_are_counted_back():
    rows = [row("Documents required:", 100, 60), row("i) SIGNED COMMERCIAL INVOICE", 100, 100),
            row("INDICATING THE CREDIT NUMBER", 160, 140), row("(2) Analysis certificate", 100, 180),
            row("(3) Weight certificate", 100, 220), row("m) AIR WAYBILL", 100, 260),
            row("Documents must be presented within 21 days.", 100, 300)]
    assert text(rows).split("\n")[1:6] == ["(1) SIGNED COMMERCIAL INVOICE", "INDICATING THE CREDIT NUMBER",
                                            "(2) Analysis certificate", "(3) Weight certificate", "(4) AIR WAYBILL"]


def test_another_lists_letters_after_a_numbered_list_are_left_alone():
    rows = [row("(1) Invoice", 100, 100), row("(2) Packing list", 100, 140), row("a) in two originals", 100, 180),
            row("b) in three copies", 100, 220)]
    assert text(rows) == "(1) Invoice\n(2) Packing list\na) in two originals\nb) in three copies"


def test_one_number_alone_is_no_list_to_count_along():
    rows = [row("i) see overleaf", 100, 100), row("(2) Packing list", 100, 140)]
    assert text(rows) == "i) see overleaf\n(2) Packing list"


def test_round_bullets_read_as_a_lone_letter_on_every_item_are_bullets_again():
    rows = [row("7. Documents required", 60, 0),
            row("e Signed commercial invoice in 3 originals", 80, 30),
            row("e Full set of clean on board ocean bills of lading", 80, 60),
            row("marked freight collect", 80, 90),
            row("e Phytosanitary certificate", 80, 120)]
    assert text(rows) == ("7. Documents required\n• Signed commercial invoice in 3 originals\n"
                                           "• Full set of clean on board ocean bills of lading\nmarked freight collect\n"
                                           "• Phytosanitary certificate")


def test_a_lone_letter_starting_one_row_or_rows_at_other_edges_is_no_bullet():
    rows = [row("e Figli S.p.A.", 80, 0), row("Rossi", 80, 30), row("o Other", 300, 60), row("o Else", 80, 90)]
    assert text(rows) == "e Figli S.p.A.\nRossi\no Other\no Else"
