"""Tesseract's words put back into the page's rows (pipeline.ocr.layout)."""
from __future__ import annotations

from pipeline.ocr.layout import lay_out, rows_of
from pipeline.ocr.tesseract import Word


def word(text, left, top, line, height=30, confidence=0.9):
    return Word(text, left, top, left + 20 * len(text), top + height, confidence, line)


def test_a_label_block_and_a_value_block_side_by_side_make_one_row_each_line():
    # Tesseract read the label column (lines 0, 1) before the value column (lines 2, 3)
    words = [word("Name:", 100, 100, 0), word("Born:", 100, 150, 1),
             word("AYDIN,", 600, 102, 2), word("Emre", 740, 102, 2), word("09.10.1976", 600, 151, 3)]
    text, _ = lay_out(rows_of(words))
    assert text == "Name: AYDIN, Emre\nBorn: 09.10.1976"


def test_lines_that_overlap_side_by_side_are_not_merged():
    words = [word("first", 100, 100, 0), word("second", 110, 110, 1)]
    assert lay_out(rows_of(words))[0] == "first\nsecond"


def test_each_word_span_points_at_its_text_and_carries_its_confidence():
    words = [word("Date:", 100, 100, 0, confidence=0.95), word("25.03.2024", 300, 100, 0, confidence=0.41),
             word("Ort", 100, 200, 1, confidence=0.88)]
    text, spans = lay_out(rows_of(words))
    assert [text[a:b] for a, b, _ in spans] == ["Date:", "25.03.2024", "Ort"]
    assert [c for _, _, c in spans] == [0.95, 0.41, 0.88]


def test_typographic_quotes_and_ligatures_are_made_plain():
    text, spans = lay_out(rows_of([word("\u201ccerti\ufb01ed\u201d", 100, 100, 0)]))
    assert text == '"certified"' and spans[0][:2] == (0, len(text))


def test_an_email_address_split_at_its_at_sign_is_one_word_again():
    words = [word("E-mail:", 100, 100, 0), word("pdavis", 300, 100, 0), word("@icloud.com", 440, 100, 0),
             word("Tel:", 800, 100, 0), word("+1", 900, 100, 0)]
    assert lay_out(rows_of(words))[0] == "E-mail: pdavis@icloud.com Tel: +1"
    tail = [word("thomas_walker@proton", 100, 100, 0), word(".me", 520, 100, 0)]
    assert lay_out(rows_of(tail))[0] == "thomas_walker@proton.me"


def test_an_at_sign_between_quantities_keeps_its_spaces():
    words = [word("1000", 100, 100, 0), word("KGS", 200, 100, 0), word("@", 280, 100, 0), word("USD", 320, 100, 0)]
    assert lay_out(rows_of(words))[0] == "1000 KGS @ USD"
