"""The AR decoder's partial decodes (the real-time route's re-decoded fields) run the reading rules
that mend one slot from its own answer, with the other decoder's answers as the other slots'."""
from __future__ import annotations

import pytest

from models.ar.decoder import BatchDecoder, SlotOutput
from models.reading.company_reading import LEGAL_FORM_CONFIDENCE
from models.checkpoint_files import checkpoint_dir
from models.reading.name_parts import AR_PARTS_CONFIDENCE
from tests.models.conftest import find_span

FACT_FIND = ("Highland Mortgage Services Ltd 87 Market Street, Exeter\nMortgage fact-find\nApplicants\nClient 1\n"
             "Forename(s) Charlotte\nSurname Harrington\nDate of birth 10/01/1970\n"
             "Current employer Atlas Biotech DAC\nEmployed since 27/03/2014\n")


@pytest.fixture(scope="module")
def decoder() -> BatchDecoder:
    return BatchDecoder(checkpoint_dir("ar"))


def _partial(decoder: BatchDecoder, answers: dict[str, str], **given):
    """The partial rules' predictions for ``answers`` (slot -> the text the model pointed at)."""
    plan = decoder.plan("loan_application", list(answers))
    prompt = decoder.prompt([FACT_FIND], "loan_application", plan)
    doc = list(prompt[1:])
    outputs = []
    for path, text in answers.items():
        first, last = find_span(decoder.tok, doc, text)
        outputs.append(SlotOutput(path, [decoder.model.start_base + 1 + first, decoder.model.end_base + 1 + last],
                                  [0.99] * 3))
    spans = {path: find_span(decoder.tok, doc, text) for path, text in given.get("given_texts", {}).items()}
    preds = decoder._partial_rules(prompt, outputs, decoder.predictions(prompt, outputs), "loan_application",
                                   given_texts=given.get("given_texts"), given_spans=spans)
    return {p.path: p for p in preds}


def test_a_re_decoded_name_printed_in_two_rows_is_read_whole(decoder):
    read = _partial(decoder, {"borrower.full_name": "Charlotte"})
    assert " ".join(read["borrower.full_name"].raw.split()) == "Charlotte Harrington"
    assert read["borrower.full_name"].confidence == AR_PARTS_CONFIDENCE


def test_a_row_another_decoder_reads_is_no_part_of_the_name(decoder):
    # the diffusion model's sure answer points at "Harrington" for another slot: not the surname
    read = _partial(decoder, {"borrower.full_name": "Charlotte"},
                    given_texts={"co_borrowers[0].full_name": "Harrington"})
    assert read["borrower.full_name"].raw.strip() == "Charlotte"


def test_a_re_decoded_employer_is_read_on_to_its_legal_form_and_only_decoded_slots_change(decoder):
    read = _partial(decoder, {"employer_name": "Atlas Biotech"},
                    given_texts={"borrower.full_name": "Charlotte"})
    assert read["employer_name"].raw.strip() == "Atlas Biotech DAC"
    assert read["employer_name"].confidence == LEGAL_FORM_CONFIDENCE
    assert set(read) == {"employer_name"}   # the given answer is not the partial decode's to mend
