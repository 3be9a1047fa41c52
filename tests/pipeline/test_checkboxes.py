"""Check-box rows: the ticked option of the row an answer points into."""
from __future__ import annotations

import pytest

from pipeline.normalise.checkboxes import options, ticked_choice


def _at(text: str, words: str) -> tuple[int, int]:
    start = text.index(words)
    return start, start + len(words)


@pytest.mark.parametrize("row, pointed, ticked", [
    ("Sexe: ( ) Male   (X) Female", "Male", "(X) Female"),
    ("( ) Purchase   ( ) Refinance   ( ) Construction   (X) Other", "Purchase", "(X) Other"),
    ("[ ] Allowed   [*] Not Allowed   [ ] Conditional", "Conditional", "[*] Not Allowed"),
    ("[ ] Passport   [x] National ID card   [ ] Driving licence", "Passport", "[x] National ID card"),
    ("☐ Yes   ☒ No", "Yes", "☒ No"),
    # a row wrapped onto the next line (a line that starts with a box continues it)
    ("funds: (X) Employment   ( ) Business   ( ) Inheritance\n( ) Pension   ( ) Other\nPEP: ( ) Yes   (X) No",
     "Other", "(X) Employment"),
    # an answer running over several options of the row (the model found the row, not the mark)
    ("(X) Employment   ( ) Business   ( ) Investments   ( ) Inheritance   ( ) Pension",
     "Investments   ( ) Inheritance   ( ) Pension", "(X) Employment"),
    ("(X) Employment   ( ) Business   ( ) Investments", "Employment   ( ) Business", "(X) Employment"),
])
def test_an_answer_at_an_unticked_option_becomes_the_ticked_one(row: str, pointed: str, ticked: str) -> None:
    assert ticked_choice(row, *_at(row, pointed)) == ticked


@pytest.mark.parametrize("row, pointed", [
    ("( ) Male   (X) Female", "(X) Female"),                   # the ticked option already
    ("[X] Employment   [ ] Business", "Employment"),           # its words, box ticked
    ("Sex: Female", "Female"),                                 # no boxes
    ("Sex: ( ) Male   (X) Female", "Sex"),                     # the label, not an option
    ("[X] Yes   [ ] No   [X] Not sure", "No"),                 # two ticked: ambiguous
    ("( ) Allowed   ( ) Not Allowed   ( ) Conditional", "Allowed"),  # nothing ticked
    # over several options, but running out of the row into the next field's
    ("Sex: ( ) Male   (X) Female   PEP: (X) Yes   ( ) No", "Female   PEP: (X) Yes"),
])
def test_otherwise_the_answer_stands(row: str, pointed: str) -> None:
    assert ticked_choice(row, *_at(row, pointed)) is None


def test_another_fields_row_on_the_same_line_is_not_this_row() -> None:
    """Only white space joins the options of one row; the next field's label ends it."""
    row = "Sex: ( ) Male   ( ) Female   PEP: (X) Yes   ( ) No"
    assert ticked_choice(row, *_at(row, "Male")) is None
    assert ticked_choice(row, *_at(row, "No")) == "(X) Yes"


def test_options_end_at_a_wide_gap_or_the_line() -> None:
    row = "( ) Confirm   (X) May Add   Presentation: 21 days\n( ) Without"
    assert [row[o.start:o.end] for o in options(row)] == ["( ) Confirm", "(X) May Add", "( ) Without"]
    assert [o.ticked for o in options(row)] == [False, True, False]


@pytest.mark.parametrize("row, start, end, ticked", [
    # the box's opening bracket alone (as the key-context AR model reads `[*]` boxes)
    ("PEP: [ ] Yes   [*] No\nNIF: 1", 15, 16, "[*] No"),
    ("PEP: [ ] Yes   [*] No\nNIF: 1", 14, 16, "[*] No"),   # with the space before it
    ("PEP: [ ] Yes   [*] No\nNIF: 1", 15, 18, "[*] No"),   # the whole box
    ("Sexe: ( ) Male   (X) Female", 17, 18, "(X) Female"),
])
def test_an_answer_at_the_ticked_box_alone_is_its_option(row: str, start: int, end: int, ticked: str) -> None:
    assert ticked_choice(row, start, end) == ticked


def test_the_ticked_options_words_stand() -> None:
    row = "PEP: [ ] Yes   [*] No\nNIF: 1"
    assert ticked_choice(row, *_at(row, "No")) is None
    assert ticked_choice(row, 15, 20) is None  # "[*] N": the box and part of its words, read as they are
