"""A customer's sex read from the sentence or question that states it (models.reading.prose_sex)."""
from __future__ import annotations

import pytest

from models.dataset import render_items
from models.reading.prose_sex import sex_in_sentence
from models.template import slot_paths

KYC = "kyc_individual"


def _read(tok, text: str, answer: str | None = None) -> str | None:
    ids = tok.encode_document([text]).ids
    texts = {p: None for p in slot_paths(KYC)} | {"sex": answer}
    read = sex_in_sentence(KYC, texts, {}, tok, ids)
    return render_items(tok, ids, [("span", *read["sex"])]).strip() if read else None


@pytest.mark.parametrize("text, value", [
    ("What is your date of birth? September 14, 1972\nWhat sex is recorded on your identity document? Female\n",
     "Female"),
    ("The identity\ndocument records the sex as X (unspecified).\nIdentity was verified against a passport.\n", "X"),
    ("born on 19 November 1973. The identity document records the sex as male.\n", "male"),
    ("DOB ............ 1979-04-13\nSEX ............ F\nNATIONALITY .... NLD\n", "F"),
])
def test_a_sex_stated_in_a_sentence_is_read_where_the_model_left_it_empty(tok, text, value):
    assert _read(tok, text) == value


@pytest.mark.parametrize("text", [
    "Sex: [ ] M [X] F\nNationality: Dutch\n",                       # a row of boxes: the ticked box's
    "The sex is male.\nLater: the sex is recorded as female.\n",    # two mentions, two values
    "Sex and date of birth were checked against the passport.\n",  # no value stated
])
def test_boxes_disagreeing_mentions_or_no_value_read_nothing(tok, text):
    assert _read(tok, text) is None


def test_a_sex_the_model_read_is_left_alone(tok):
    assert _read(tok, "What sex is recorded on your identity document? Female\n", answer="M") is None
