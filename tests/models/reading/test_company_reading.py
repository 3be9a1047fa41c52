"""A company's name ended before its legal form is read on to the form (models.reading.company_reading)."""
from __future__ import annotations

import pytest

from models.reading.company_reading import legal_form_after
from models.dataset import render_items


def _read(tok, span_of, text: str, answer: str, path: str = "employer_name",
          document_type: str = "kyc_individual", others: dict[str, str] | None = None) -> str | None:
    ids = tok.encode_document([text]).ids
    texts = {path: answer, **(others or {})}
    spans = {p: span_of(tok, ids, t) for p, t in texts.items()}
    read = legal_form_after(document_type, texts, spans, tok, ids)
    return " ".join(render_items(tok, ids, [("span", *read[path])]).split()) if path in read else None


@pytest.mark.parametrize("text, answer, whole", [
    ("Employer Atlas Software DAC\nAnnual income EUR 80,000\n", "Atlas Software", "Atlas Software DAC"),
    ("DATORE DI LAVORO\nEmployer Tidewater Software Pte. Ltd. REDDITO MENSILE LORDO 9.480,00 SGD\n",
     "Tidewater Software", "Tidewater Software Pte. Ltd."),
    ("Werkgever\nEmployer Orion Healthcare B.V.\nIn dienst sinds 25-06-2014\n", "Orion Healthcare",
     "Orion Healthcare B.V."),
    ("The applicant has been employed by Moreau Consulting SAS since 04.01.2021.\n", "Moreau Consulting",
     "Moreau Consulting SAS"),
    ("Employer: Fjord Shipping, AS\nSince 2019\n", "Fjord Shipping", "Fjord Shipping, AS"),
])
def test_a_company_name_ended_before_its_legal_form_is_read_on_to_it(tok, span_of, text, answer, whole):
    assert _read(tok, span_of, text, answer) == whole


def test_a_credit_party_is_read_on_to_its_legal_form(tok, span_of):
    text = "APPLICANT: BLAKE COFFEE IMPORTERS (PTY) LTD\n14 Long Street, Cape Town\n"
    assert _read(tok, span_of, text, "BLAKE COFFEE IMPORTERS", "applicant.name",
                 "letter_of_credit") == "BLAKE COFFEE IMPORTERS (PTY) LTD"


@pytest.mark.parametrize("text, answer", [
    ("Employer Atlas Software DAC\n", "Atlas Software DAC"),            # the form is read already
    ("Employer Northwind Traders Ltd\n", "Northwind Traders Ltd"),
    ("Employer Harbour Media AS agent for Nordic Lines\n", "Harbour Media"),  # "AS" is a word here
    ("Employer Atlas Software\nDAC staff number 1234\n", "Atlas Software"),    # not on the answer's line
    ("Employer Atlas Software AGENCY\n", "Atlas Software"),                      # no form: a longer word
    ("Employer Atlas Software SA Holdings\n", "Atlas Software"),                 # a form the name goes on after
])
def test_no_form_is_read_where_none_ends_the_name(tok, span_of, text, answer):
    assert _read(tok, span_of, text, answer) is None


def test_a_form_another_slot_reads_is_not_taken(tok, span_of):
    # the occupation starts in the words after the name: they are not the name's (without the
    # occupation's answer, "AG" before a lower-case word would be read as the form)
    text = "Employer Atlas Software AG consultant\n"
    assert _read(tok, span_of, text, "Atlas Software") == "Atlas Software AG"
    assert _read(tok, span_of, text, "Atlas Software", others={"occupation": "AG consultant"}) is None


def test_only_company_slots_are_read_on(tok, span_of):
    text = "Full name Anna Berg AB\n"
    assert _read(tok, span_of, text, "Anna Berg", "full_name") is None


@pytest.mark.parametrize("text, answer, whole", [
    ("for account of Greenfield Fertilizers Group\nLLC, 7726 Oak Street, Suite 141, Austin, TX 78725\n",
     "Greenfield Fertilizers Group", "Greenfield Fertilizers Group LLC"),
    ("in favour of Alpine Cables Commodities\nFZCO\n81 Corniche Road\n", "Alpine Cables Commodities",
     "Alpine Cables Commodities FZCO"),
    ("in favour of Alpine Cables Commodities\nFZCO staff will collect\n", "Alpine Cables Commodities", None),
])
def test_a_name_wrapped_before_its_legal_form_is_read_on_to_the_next_lines_form(tok, span_of, text, answer, whole):
    assert _read(tok, span_of, text, answer, "applicant.name", "letter_of_credit") == whole
