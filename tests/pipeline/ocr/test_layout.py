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


def test_a_line_between_the_words_of_another_line_shares_its_row():
    # Tesseract made one line of a table row's first and last cells and another of the middle one
    words = [word("46A", 100, 100, 0), word("+SIGNED", 700, 100, 0), word("INVOICE", 860, 100, 0),
             word("Documents", 200, 102, 1), word("Required", 400, 101, 1), word("INDICATING", 700, 140, 2)]
    assert lay_out(rows_of(words))[0] == "46A Documents Required +SIGNED INVOICE\nINDICATING"


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


def test_an_email_address_whose_at_sign_ocr_set_apart_is_one_word_again():
    words = [word("file:", 100, 100, 0), word("lesposito", 220, 100, 0), word("@", 420, 100, 0),
             word("web.de.", 460, 100, 0)]
    assert lay_out(rows_of(words))[0] == "file: lesposito@web.de."


def test_an_at_sign_between_quantities_keeps_its_spaces():
    words = [word("1000", 100, 100, 0), word("KGS", 200, 100, 0), word("@", 280, 100, 0), word("USD", 320, 100, 0)]
    assert lay_out(rows_of(words))[0] == "1000 KGS @ USD"


def test_a_band_of_framed_boxes_reads_each_caption_then_its_value():
    from pipeline.ocr.layout import ruled_order

    # two boxes between the rules at y=90 and y=200: x 80-500 and 500-900; a table row below
    words = [word("Last", 100, 100, 0), word("name", 190, 100, 0), word("Forenames", 520, 100, 1),
             word("OZTURK", 100, 150, 2), word("ELIF", 520, 150, 3),
             word("50", 100, 250, 4), word("Applicant", 300, 250, 4), word("PHOENIX", 520, 250, 5),
             word("HOUSTON", 520, 290, 6)]

    def cell_of(w):
        top, bottom = (90, 200) if w.top < 200 else (240, 330)
        left, right = (80, 500) if w.left < 500 else (500, 900)
        return top, bottom, left, right

    text, _ = lay_out(ruled_order(rows_of(words), cell_of))
    assert text == "Last name\nOZTURK\nForenames\nELIF\n50 Applicant PHOENIX\nHOUSTON"
    assert lay_out(ruled_order(rows_of(words), lambda w: None))[0].startswith("Last name Forenames\nOZTURK ELIF")


def test_an_empty_check_box_keeps_its_space():
    assert lay_out(rows_of([word("[]", 100, 100, 0), word("Male", 160, 100, 0)]))[0] == "[ ] Male"


def test_a_frame_around_a_block_of_text_is_read_across_not_cell_by_cell():
    from pipeline.ocr.layout import ruled_order

    # a data page: the photo's frame (x 80-300) beside a frame holding six rows of fields
    words = [word("PHOTO", 100, 100, 0)] + [w for row in range(6) for w in
                                             (word(f"Label{row}", 320, 100 + 50 * row, 10 + row),
                                              word(f"Value{row}", 620, 100 + 50 * row, 10 + row))]
    frame = lambda w: (90, 420, 80, 300) if w.left < 300 else (90, 420, 300, 900)  # noqa: E731
    assert lay_out(ruled_order(rows_of(words), frame))[0] == lay_out(rows_of(words))[0]
