"""A currency answered with words that name no currency is read beside its amount
(models.reading.amount_currency)."""
from __future__ import annotations

import pytest

from models.reading.amount_currency import currency_beside_amount
from models.template import slot_paths
from pipeline.normalise import find_currency

KYC = "kyc_individual"


def _read(tok, span_of, text, pointed, document_type=KYC):
    ids = tok.encode_document([text]).ids
    spans = {p: span_of(tok, ids, t) for p, t in pointed.items() if t}
    texts = {p: pointed.get(p) for p in slot_paths(document_type)}
    found = currency_beside_amount(document_type, texts, spans, tok, ids)
    return {p: tok.decode(ids[a:b + 1]).strip() for p, (a, b) in found.items()}


@pytest.mark.parametrize("line, amount, currency", [
    ("Jahreseinkommen: 72.400 Pounds Sterling", "72.400", "Pounds Sterling"),   # a name after the amount
    ("- Monatseinkommen: 5 980,00 Swiss Francs", "5 980,00", "Swiss Francs"),
    ("Jahreseinkommen: 590 000,00 BRL", "Jahreseinkommen: 590 000,00 BRL", "BRL"),  # inside the amount's span
    ("Annual income: USD 125,000.00", "125,000.00", "USD"),                      # a code before it
    ("Annual income: 48,000 per year, EUR", "48,000", "EUR"),                    # words that are not the currency left out
])
def test_the_currency_beside_the_amount(tok, span_of, line, amount, currency):
    text = f"Customer file\nEmployed by: London Energy\n{line}\nSource of funds: Employment\n"
    read = _read(tok, span_of, text, {"employer_name": "London Energy", "annual_income": amount,
                                      "income_currency": "Energy"})
    assert read == {"income_currency": currency}
    assert find_currency(currency)


def test_what_the_rule_leaves_alone(tok, span_of):
    text = "Employed by: London Energy\nAnnual income: 72,400\nCurrency\nGBP\n"
    # an answer that names a currency, and an empty one: the model's answer stands
    assert _read(tok, span_of, text, {"annual_income": "72,400", "income_currency": "GBP"}) == {}
    assert _read(tok, span_of, text, {"annual_income": "72,400", "income_currency": None}) == {}
    # no currency on the amount's line (it is on a line of its own): nothing is guessed
    assert _read(tok, span_of, text, {"annual_income": "72,400", "income_currency": "Energy"}) == {}
    # no amount answered: no line to read
    assert _read(tok, span_of, text, {"income_currency": "Energy"}) == {}


def test_a_letter_of_credits_currency(tok, span_of):
    text = "Credit amount: EUR 1,250,000.00 (say euros one million two hundred fifty thousand)\nApplicant: X\n"
    read = _read(tok, span_of, text, {"amount": "1,250,000.00", "currency": "Applicant"}, "letter_of_credit")
    assert list(read) == ["currency"] and find_currency(read["currency"]) == "EUR"  # "euros", just after it
