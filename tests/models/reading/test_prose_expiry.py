"""A letter of credit's place of expiry read from the sentence that states it (models.reading.prose_expiry)."""
from __future__ import annotations

import pytest

from models.reading.prose_expiry import expiry_place_in_prose, place_in_sentence
from models.template import slot_paths

LC = "letter_of_credit"


@pytest.mark.parametrize("text, place", [
    ("This letter of credit expires on 02/09/2025 in Stockholm. It is subject to UCP 600.", "Stockholm"),
    ("... and expires on Nov 6, 2025 in SEOUL, SOUTH\nKOREA. It is subject to UCP LATEST", "SEOUL, SOUTH\nKOREA"),
    ("This letter of credit expires on 28.08.2023 at our counters\nin Hamburg and is subject to ISP98.", "Hamburg"),
    ("expires on 30/08/2025 at our counters in LONDON, UNITED KINGDOM and is subject to ISP", "LONDON, UNITED KINGDOM"),
    ("Expiry 12 MAY 2025 in ZÜRICH, subject to UCP 600", "ZÜRICH"),
])
def test_the_place_the_sentence_names(text, place):
    start, end = place_in_sentence(text)
    assert text[start:end] == place


@pytest.mark.parametrize("text", [
    "The credit expires in 90 days after shipment.",                       # no place: a number
    "This credit expires on 1 May 2025 in accordance with the terms.",     # no place: lower case
    "Expiry date: 1 May 2025\nPlace of expiry: PARIS",                     # no sentence: a labelled row
    "expires on 1 May 2025 in PARIS. ... expires on 2 May 2025 in ROMA.",  # two sentences, two places
    "expires on 1 May 2025 in Documents required: Commercial invoice. X",  # a label's colon: the next row
])
def test_no_place_where_no_sentence_names_one(text):
    assert place_in_sentence(text) is None


def test_the_slot_is_read_only_where_the_answer_differs(tok, span_of):
    text = "Dear Sirs,\nHello from Deniz Bankasi.\nThis letter of credit expires on 28.08.2023 at our counters in Hamburg and is subject to ISP98.\n"
    ids = tok.encode_document([text]).ids
    texts = {p: None for p in slot_paths(LC)}
    wrong = dict(texts, expiry_place="Hello")
    found = expiry_place_in_prose(LC, wrong, {"expiry_place": span_of(tok, ids, "Hello")}, tok, ids)
    (a, b), = found.values()
    assert list(found) == ["expiry_place"] and tok.decode(ids[a:b + 1]).strip() == "Hamburg"
    right = dict(texts, expiry_place="Hamburg")
    assert expiry_place_in_prose(LC, right, {"expiry_place": span_of(tok, ids, "Hamburg")}, tok, ids) == {}
    assert expiry_place_in_prose("kyc_individual", wrong, {}, tok, ids) == {}
