"""The label of a value's span and the word lists the reading rules share (models.reading.vocabulary)."""
from __future__ import annotations

import re

from models.reading.vocabulary import NAME_LABEL_WORDS, PERSON_ROW_LABEL_WORDS, span_label


def test_a_label_is_the_text_before_the_value_on_its_line():
    text = "Port of loading: SHANGHAI"
    assert span_label(text, text.index("SHANGHAI")) == "Port of loading: "


def test_a_value_that_starts_its_line_has_the_line_above_for_label():
    text = "Header\nPort of loading\nSHANGHAI"
    assert span_label(text, text.index("SHANGHAI")) == "Port of loading"
    assert span_label(text, text.index("SHANGHAI"), above_end=" ") == "Port of loading "
    assert span_label("SHANGHAI", 0) == ""  # no line above: the (empty) text before it


def test_what_counts_as_no_label_and_what_is_dropped_are_the_callers():
    text = "Monthly income\nUSD 4,200"
    start = text.index("4,200")
    assert span_label(text, start) == "USD "
    assert span_label(text, start, drop=re.compile(r"\s*\b[A-Z]{3}\b\s*$"), no_label=lambda s: not s.strip()) == "Monthly income"


def test_last_words_keeps_the_labels_end():
    text = "a b  c d e: 12"
    assert span_label(text, text.index("12"), last_words=3) == "c d e:"


def test_a_row_of_people_holds_label_words_that_a_whole_name_may_hold():
    assert PERSON_ROW_LABEL_WORDS - NAME_LABEL_WORDS == {"of"}
