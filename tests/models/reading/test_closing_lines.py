"""A value run on into a letter's complimentary close is ended before it (models.reading.closing_lines),
on both models' reading paths."""
from __future__ import annotations

import pytest

from models.reading.closing_lines import AR_CLOSING_CONFIDENCE, CLOSING_CONFIDENCE, before_closing, is_closing
from tests.models.conftest import ar_readings, find_span

LC = "letter_of_credit"
EMAIL = ("* Documents required:\n   - Commercial invoice in 3 copies\n"
         "   - Analysis certificate issued by the shipper\n\n{close}\nInês Costa\n")


def _span(tok, ids, first_words: str, last_words: str) -> tuple[int, int]:
    return find_span(tok, ids, first_words)[0], find_span(tok, ids, last_words)[1]


@pytest.mark.parametrize("close", ["Regards,", "Kind regards,", "Yours faithfully", "Mit freundlichen Grüßen",
                                   "Cordialement,", "Thanks,", "Regards, Ana Ruiz"])
def test_an_item_run_on_into_the_close_ends_before_it(tok, close):
    ids = tok.encode_document([EMAIL.format(close=close)]).ids
    span = _span(tok, ids, "Analysis certificate", "Costa")
    answer = tok.decode(ids[span[0]:span[1] + 1])
    read = before_closing(LC, {"documents_required[1]": answer}, {"documents_required[1]": span}, tok, ids)
    a, b = read["documents_required[1]"]
    assert tok.decode(ids[a:b + 1]).strip() == "Analysis certificate issued by the shipper"


def test_what_the_rule_leaves_alone(tok):
    ids = tok.encode_document([EMAIL.format(close="Regards,")]).ids
    one_line = find_span(tok, ids, "Analysis certificate issued by the shipper")
    from_close = _span(tok, ids, "Regards", "Costa")
    two_items = _span(tok, ids, "Commercial invoice", "shipper")
    spans = {"documents_required[0]": two_items, "documents_required[1]": one_line, "documents_required[2]": from_close}
    texts = {path: tok.decode(ids[a:b + 1]) for path, (a, b) in spans.items()}
    # one line; a close on the answer's first line (no value before it); lines with no close
    assert before_closing(LC, texts, spans, tok, ids) == {}
    # an empty answer
    assert before_closing(LC, {"documents_required[1]": None}, {"documents_required[1]": from_close}, tok, ids) == {}


@pytest.mark.parametrize("line, closing", [
    ("Regards,", True), ("Best regards, Tom", True), ("Sincerely yours,", True), ("Met vriendelijke groet", True),
    ("Regards the goods described above", False), ("THANK YOU NOTE PRINTED ON INVOICE", False),
    ("Certificate of origin", False), ("", False),
])
def test_what_a_close_is(line, closing):
    assert is_closing(line) is closing


def test_the_ar_decoders_whole_and_partial_reading_run_the_rule(ar_decoder):
    text = "Import credit LC-88 issued today. Key terms:\n" + EMAIL.format(close="Regards,")
    for read in ar_readings(ar_decoder, text, LC, {"documents_required[1]": ("Analysis certificate", "Costa")}):
        assert read["documents_required[1]"].raw == "Analysis certificate issued by the shipper"
        assert read["documents_required[1]"].confidence == AR_CLOSING_CONFIDENCE


def test_the_diffusion_extractor_runs_the_rule(tok):
    from models.diffusion.extractor import FieldDecode, read_again

    ids = tok.encode_document([EMAIL.format(close="Kind regards,")]).ids
    invoice = find_span(tok, ids, "Commercial invoice in 3 copies")
    fields = [FieldDecode("documents_required[0]", "Commercial invoice in 3 copies", 0.97, 0.97, spans=(invoice,)),
              FieldDecode("documents_required[1]", "Analysis certificate issued by the shipper\n\nKind regards,\nInês Costa",
                          0.95, 0.95, spans=(_span(tok, ids, "Analysis certificate", "Costa"),))]
    read = {f.path: f for f in read_again(LC, fields, tok, ids, names={"before_closing"})}
    assert read["documents_required[1]"].text == "Analysis certificate issued by the shipper"
    assert read["documents_required[1]"].confidence == CLOSING_CONFIDENCE
    assert read["documents_required[0]"] == fields[0]
