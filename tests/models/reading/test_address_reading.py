"""An address in prose ended at its postcode is read on to its town (models.reading.address_reading)."""
from __future__ import annotations

import pytest

from models.reading.address_reading import town_after_postcode
from models.dataset import render_items


def _read(tok, span_of, text: str, answer: str) -> str | None:
    ids = tok.encode_document([text]).ids
    spans = {"property_address": span_of(tok, ids, answer)}
    read = town_after_postcode("loan_application", {"property_address": answer}, spans, tok, ids)
    return " ".join(render_items(tok, ids, [("span", *read["property_address"])]).split()) if read else None


@pytest.mark.parametrize("text, answer, whole", [
    ("Security. First-ranking mortgage over the property at Am Kupfergraben 188a, 80331\n"
     "München, GERMANY, valued at EUR 1.009.000,00 by an independent valuer.\n",
     "Am Kupfergraben 188a, 80331", "Am Kupfergraben 188a, 80331 München, GERMANY"),
    ("Security. Mortgage over the property at 18 boulevard Haussmann, 44000\nNantes, valued at EUR 1.283.000,00.\n",
     "18 boulevard Haussmann, 44000", "18 boulevard Haussmann, 44000 Nantes"),
    ("The property is at 4 Baker Street, London NW1 6XE\nLondon. The applicant lives there.\n",
     "4 Baker Street, London NW1 6XE", "4 Baker Street, London NW1 6XE London"),
])
def test_a_prose_address_ended_at_its_postcode_is_read_on_to_its_town(tok, span_of, text, answer, whole):
    assert _read(tok, span_of, text, answer) == whole


@pytest.mark.parametrize("text, answer", [
    ("Address of the property\nLaan van Meerdervoort 225, 1016\nMarktwaarde\nMarket value 837.000,00 EUR\n",
     "Laan van Meerdervoort 225, 1016"),                 # a block's next label, no sentence going on
    ("Property: 12 Main Street, 10115\nPhone: +49 30 1234567, mobile\n", "12 Main Street, 10115"),  # a row
    ("Property at 12 Main Street, 10115 Berlin\nvalued at EUR 300,000.\n", "12 Main Street, 10115 Berlin"),
    ("SUBJECT PROPERTY: 7909 Washington Street, Apt 5B\nBrooklyn, NY 11205\nEST. VALUE $540,000\n",
     "7909 Washington Street, Apt 5B\nBrooklyn, NY 11205"),   # a block of lines, then another row
    ("Property address 5743 Oak Street, Atlanta, GA 30357\nEst. value $300,000\n",
     "5743 Oak Street, Atlanta, GA 30357"),                    # a form's row, not a sentence
])
def test_an_address_not_ended_at_a_wrapped_postcode_is_left_alone(tok, span_of, text, answer):
    assert _read(tok, span_of, text, answer) is None
