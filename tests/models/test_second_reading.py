"""A slot whose answer no value of its field can be is read a second time by the AR model, its
first answer's start banned (models.second_reading, BatchDecoder._second_readings)."""
from __future__ import annotations

import pytest

from models.ar.decoder import BatchDecoder, SlotOutput, greedy_decode, reread_slot
from models.loading import checkpoint_dir
from models.second_reading import implausible_slots, is_implausible
from pipeline.decoding import SlotPrediction
from tests.models.conftest import find_span

KYC = "kyc_individual"
FORM = ("Eastern Trust Company\nNew client - KYC details\n- Full name: James Mitchell\n- D.O.B.: 1/28/2003\n"
        "- Sex: M\n- Nationality: American\n- ID type: Passport\n- Document number: DRK184324\n"
        "- Issuing country: United States\n- Expiry date: 1/19/2030\n"
        "- Address: 1849 Park Place, Apt 26D, Chicago, IL 60613, United States\n- Domicile country: United States\n"
        "- Current position: Software Engineer\n- Employed by: Northgate Ceramics Group Corp.\n"
        "- Annual income: $82,000.00\n- Source of funds: Salary\n- Politically exposed person: No\n"
        "- Tax number: 955-90-7421\n")


@pytest.mark.parametrize("check, text, implausible", [
    ("occupation", "No", True), ("occupation", "ES", True), ("occupation", "Türkiye", True),
    ("occupation", "TIN: 944-88-9468", True), ("occupation", "Software Engineer", False),
    ("occupation", "HR Business Partner", False),                   # "HR" is no country by itself here
    ("employer", "Singapore Consulting", False), ("employer", "3M Company", False), ("employer", "Yes", True),
    ("employer", "Japan", True),
    ("country", "Graz", True), ("country", "JULIEN MERCIER", True), ("country", "American", False),
    ("country", "NL", False),                                        # a real country, right or wrong: the model's call
    ("occupation", "", False),                                       # an empty answer is never read again
    ("date", "330-683-0286", True), ("date", "12/14/2024", False), ("date", "28 MAR 1985", False),
])
def test_what_no_value_of_a_field_can_be(check, text, implausible):
    assert is_implausible(check, text) is implausible


def test_a_label_is_no_value(tok):
    text = "Monatseinkommen: $6,880.00\nCurrent position: Pensioner\n"
    ids = tok.encode_document([text]).ids
    label = find_span(tok, ids, "Monatseinkommen")
    answer = find_span(tok, ids, "Pensioner")
    texts = {"occupation": "Monatseinkommen", "employer_name": "Pensioner"}
    assert implausible_slots(KYC, texts, {"occupation": label, "employer_name": answer}, tok, ids) == ["occupation"]
    assert implausible_slots("letter_of_credit", {"occupation": "No"}, {}, tok, ids) == []  # no such slot there


def test_a_rows_label_before_another_answer_is_no_occupation(tok):
    text = "Current position Pensioner Pensioner\nMonatseinkommen BRL 13.500,00\nFull name Ana Lima 1 Jan 1960\n"
    ids = tok.encode_document([text]).ids
    spans = {"occupation": find_span(tok, ids, "Monatseinkommen"), "income_currency": find_span(tok, ids, "BRL"),
             "full_name": find_span(tok, ids, "Ana Lima"), "date_of_birth": find_span(tok, ids, "1 Jan 1960")}
    texts = {"occupation": "Monatseinkommen", "income_currency": "BRL", "full_name": "Ana Lima",
             "date_of_birth": "1 Jan 1960"}
    # the occupation is the income row's label; a date beside the next answer is no label
    assert implausible_slots(KYC, texts, spans, tok, ids) == ["occupation"]
    assert implausible_slots(KYC, dict(texts, full_name="Lima"), spans, tok, ids) == ["occupation"]  # names: never
    right = dict(spans, occupation=find_span(tok, ids, "Pensioner"))
    assert implausible_slots(KYC, dict(texts, occupation="Pensioner"), right, tok, ids) == []


@pytest.fixture(scope="module")
def decoder() -> BatchDecoder:
    return BatchDecoder(checkpoint_dir("ar"))


def _whole_decode(decoder: BatchDecoder):
    plan = decoder.plan(KYC)
    prompt = decoder.prompt([FORM], KYC, plan)
    outputs = greedy_decode(decoder.model, prompt, plan, end_id=decoder.tok.end_id, num_special=decoder.tok.num_special)
    return plan, prompt, outputs


def test_a_slot_read_again_without_a_ban_is_the_greedy_decodes_own(decoder):
    plan, prompt, outputs = _whole_decode(decoder)
    for k in (0, plan.paths.index("occupation"), len(plan.paths) - 1):
        again = reread_slot(decoder.model, prompt, outputs[:k], plan, end_id=decoder.tok.end_id,
                            num_special=decoder.tok.num_special, banned_first=frozenset())
        assert again.ids == outputs[k].ids
        assert again.probs == pytest.approx(outputs[k].probs, rel=1e-4)


def test_a_banned_start_is_not_chosen(decoder):
    plan, prompt, outputs = _whole_decode(decoder)
    k = plan.paths.index("occupation")
    assert outputs[k].ids, "the model answers the occupation"
    again = reread_slot(decoder.model, prompt, outputs[:k], plan, end_id=decoder.tok.end_id,
                        num_special=decoder.tok.num_special, banned_first=frozenset({outputs[k].ids[0]}))
    assert not again.ids or again.ids[0] != outputs[k].ids[0]


def test_an_occupation_read_as_the_pep_rows_no_is_read_again(decoder):
    plan, prompt, outputs = _whole_decode(decoder)
    read = {p.path: p.raw for p in decoder.predictions(prompt, outputs, KYC)}
    assert read["occupation"] == "Software Engineer"  # the model's own reading of this form
    k = plan.paths.index("occupation")
    first, last = find_span(decoder.tok, prompt[1:], "No")
    pointed = SlotOutput("occupation", [decoder.model.start_base + 1 + first, decoder.model.end_base + 1 + last],
                         [0.97] * 3)
    wrong = [*outputs[:k], pointed, *outputs[k + 1:]]
    again = {p.path: p for p in decoder.predictions(prompt, wrong, KYC)}
    assert again["occupation"].raw == "Software Engineer"
    assert again["is_pep"].raw == read["is_pep"]  # no other slot changes
    # a partial decode (other paths than the template's) is never read again
    flagged = [SlotPrediction("occupation", "No", 0.97, "autoregressive")]
    assert decoder._second_readings(prompt, [pointed], flagged, KYC) is None
