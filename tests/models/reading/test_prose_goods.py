"""Goods stated in a sentence and ended at a line's end are read on to the sentence's end
(models.reading.prose_goods), on both models' reading paths."""
from __future__ import annotations

from models.reading.prose_goods import GOODS_SENTENCE_CONFIDENCE, goods_to_sentence_end
from tests.models.conftest import ar_readings, find_span

LC = "letter_of_credit"
PROSE = ("We hereby issue our irrevocable standby letter of credit in your favour.\n"
         "This standby covers: STANDBY LETTER OF CREDIT COVERING THE PAYMENT OBLIGATIONS OF THE\n"
         "APPLICANT UNDER CONTRACT-2025-9104 FOR THE SUPPLY OF UREA 46 PCT NITROGEN\n"
         "{tail}\nFunds under this letter of credit are available with BANCO IBERICO by payment.\n")
WHOLE = ("STANDBY LETTER OF CREDIT COVERING THE PAYMENT OBLIGATIONS OF THE\n"
         "APPLICANT UNDER CONTRACT-2025-9104 FOR THE SUPPLY OF UREA 46 PCT NITROGEN")


def _read(tok, text: str, answer_from: str, answer_to: str) -> dict[str, str]:
    ids = tok.encode_document([text]).ids
    span = (find_span(tok, ids, answer_from)[0], find_span(tok, ids, answer_to)[1])
    texts = {"goods_description": tok.decode(ids[span[0]:span[1] + 1])}
    found = goods_to_sentence_end(LC, texts, {"goods_description": span}, tok, ids)
    return {p: tok.decode(ids[a:b + 1]).strip() for p, (a, b) in found.items()}


def test_goods_ended_at_a_line_end_are_read_to_the_sentence_end(tok):
    read = _read(tok, PROSE.format(tail="GRANULAR."), "STANDBY", "NITROGEN")
    assert read == {"goods_description": WHOLE + "\nGRANULAR."}
    two_more = _read(tok, PROSE.format(tail="GRANULAR IN BULK\nBAGS OF 50 KG."), "STANDBY", "NITROGEN")
    assert two_more == {"goods_description": WHOLE + "\nGRANULAR IN BULK\nBAGS OF 50 KG."}


def test_what_the_rule_leaves_alone(tok):
    # the next line goes on in mixed case: the sentence does not end in capitals
    assert _read(tok, PROSE.format(tail="Granular."), "STANDBY", "NITROGEN") == {}
    # no full stop within two lines
    assert _read(tok, PROSE.format(tail="GRANULAR\nIN BULK\nBAGS."), "STANDBY", "NITROGEN") == {}
    # goods in a form, not in prose (no sentence's word before them on their line)
    form = "45A Goods:\nUREA 46 PCT NITROGEN\nGRANULAR.\n46A Documents:\n"
    assert _read(tok, form, "UREA", "NITROGEN") == {}
    # an answer that ends before its line's end
    assert _read(tok, PROSE.format(tail="GRANULAR."), "STANDBY", "SUPPLY") == {}


def test_the_ar_decoders_whole_and_partial_reading_run_the_rule(ar_decoder):
    text = "IRREVOCABLE STANDBY LETTER OF CREDIT No. SB-2291\n" + PROSE.format(tail="GRANULAR.")
    pointed = {"goods_description": ("STANDBY LETTER OF CREDIT COVERING", "NITROGEN")}
    for read in ar_readings(ar_decoder, text, LC, pointed):
        assert read["goods_description"].raw.strip() == WHOLE + "\nGRANULAR."
        assert read["goods_description"].confidence == GOODS_SENTENCE_CONFIDENCE


def test_the_diffusion_extractor_runs_the_rule(tok):
    from models.diffusion.extractor import FieldDecode, read_again

    ids = tok.encode_document([PROSE.format(tail="GRANULAR.")]).ids
    span = (find_span(tok, ids, "STANDBY LETTER OF CREDIT COVERING")[0], find_span(tok, ids, "NITROGEN")[1])
    fields = [FieldDecode("goods_description", tok.decode(ids[span[0]:span[1] + 1]), 0.95, 0.95, spans=(span,))]
    read = read_again(LC, fields, tok, ids, names={"goods_to_sentence_end"})
    assert read[0].text.strip() == WHOLE + "\nGRANULAR." and read[0].confidence == GOODS_SENTENCE_CONFIDENCE
