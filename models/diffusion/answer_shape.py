"""Diffusion answers whose shape says they are not their field's value: the real-time route
re-decodes them with the AR model whatever their confidence.

Each doubt reads only the answer's text and its field's kind, never a label word, so it holds for
layouts and label words the models never saw:

- a one-line value (a date, an amount, a number of months or days, a percentage, a currency, an
  identifier, a phone, an e-mail) whose answer runs over several lines: the span ran into a neighbouring row,
  and the value the normaliser takes from it may be the other row's. Not a place, a port or a
  party's name, which wrap ("FRANKFURT AM\nMAIN": the AR answer cut at the line's end broke 2 of
  them on `train`), nor a country (``models.reading.line_reading`` already reads its lines; doubting
  them too fixed 5 and broke 2 over the three splits);
- a person's full name with fewer than two words that hold a letter, or made of initials only
  ("HOFFMANN", "M M", "<<<<<<"): a label word or a fragment, not a given name and a surname; or
  with a word no name holds, a digit, a colon or a form's answer ("Hong Kong Software Yes",
  "Camille Hélène Petit n/a", "Zauromke : SUZUKI, Yui"): the span ran over a label or a box;
- a free-text description whose first line is nothing but an amount or a date ("2,340,000.00",
  "10 March 2025"): the span started on another field's value;
- a company's name or an occupation holding a sum of money ("Darlehensbetrag £330,000" as an
  employer): a currency sign or code beside a number belongs to an amount field, never a name;
- a country whose answer runs on into a row of "label: value" ("ITALY\nDate of issue: 02.12.2019"):
  the span ran past its line into the next field's row (the line reading of countries takes one
  of its lines, which may be the wrong row's); or with a digit on its first line ("Singapore
  125975"): a town's line with its postcode, or a date, not a country's;
- a place or a port that runs past the end of its sentence into the next one ("ROMA, ITALY. It is
  subject to OTHR."): a place is a phrase, not a sentence;
- an address of one line with no comma ("Rua Oscar", "229 Jalan Thamrin"): it names no town, so
  the span stopped inside the address; or one whose first and last lines are the same
  ("Ghana\n20 Liberation Road\nAccra\nGhana"): it began on the line before the address;
- a person's name holding a label's word ("Born Familienstand": "born", "date", "birth", "name");
- an answer holding a more confident field's whole answer (two words or more) among other words
  ("BANCO MERCANTILE DE MÉXICO, S.A. BY PAYMENT" as a port: the bank and the way the credit is
  available): the span ran over that field's value. Not a country's answer held (an address ends
  with its country), nor a place's held by an address (a port "HONG KONG" in its town's line),
  and not an enumerated field, a country or a yes/no doing the holding (their reading picks the
  value out of a longer span);
- an empty answer for a field that is not a list item: the diffusion model said "absent". It is
  checked only where the AR model reads the document anyway or the empty answer is unsure, and the
  AR answer wins only from ``decoder.EMPTY_REPLACED_FROM`` (``decoder.Doubts.routed``,
  ``decoder.route_merge``), because a wrong
  value for an absent field is a hallucination, the costlier mistake.

Measured with both shipped models on every slot (docs/MODELS.md, "Answers shaped unlike their
field's value" and "More answer shapes, empty answers, a borrower read twice and page numbers").
"""
from __future__ import annotations

import re
from typing import Sequence

from models.diffusion.fields import FieldDecode
from models.reading.vocabulary import ADDRESS_PATHS
# label words no person's name holds (compared without case and trailing punctuation)
from models.reading.vocabulary import NAME_LABEL_WORDS as _LABEL_WORDS
from pipeline.fields import spec_for
from pipeline.normalise import NormalisationError, parse_date

__all__ = ["ONE_LINE_KINDS", "empty_doubts", "shape_doubts"]

#: Field kinds (``pipeline.fields``) written on one line that never wrap. Names are read over two
#: rows by other rules (``models.reading.name_parts``).
ONE_LINE_KINDS = frozenset({"date", "amount", "integer", "percent", "currency", "identifier", "email", "phone"})
#: Free-text fields that never begin with a bare number or date (an address may: a house number).
_DESCRIPTIONS = frozenset({"goods_description", "occupation", "employer_name"})
_BARE_NUMBER = re.compile(r"[\d.,'\s]+")
#: A form's answers that are no part of a person's name (compared without case and trailing stops).
_FORM_ANSWERS = frozenset({"yes", "no", "n/a"})
#: Free-text fields naming a company or a trade, which hold no sum of money.
_NAMES_NO_SUM = frozenset({"employer_name", "occupation", "applicant.name", "beneficiary.name"})
#: Places and ports, written as a phrase.
_PLACES = frozenset({"expiry_place", "port_of_loading", "port_of_discharge"})
#: A sentence's stop followed by the next sentence's first words ("ITALY. It is subject").
_NEXT_SENTENCE = re.compile(r"\.\s+[A-Z][a-z]+\s+[a-z]+")
#: Postal addresses of a party, a customer or a property.
_ADDRESSES = frozenset(ADDRESS_PATHS)
#: Kinds whose reading picks the value out of a longer answer ("IRREVOCABLE" out of a sentence).
_PICKED_KINDS = frozenset({"enum", "country", "boolean"})
#: A sum of money: a currency sign beside a digit, or a currency code before a grouped number.
_MONEY = re.compile(r"[£$€¥₹]\s?\d|\d\s?[£$€¥₹]|\b[A-Z]{3}\s?\d{1,3}(?:[,.' ]\d{3})+")


def _kind(document_type: str, path: str) -> str:
    return spec_for(document_type, path).kind


def _lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


def runs_over_lines(document_type: str, field: FieldDecode) -> bool:
    """A field of a one-line kind whose answer covers more than one line."""
    return ("[" not in field.path and field.text is not None and _kind(document_type, field.path) in ONE_LINE_KINDS
            and len(_lines(field.text)) > 1)


def not_a_full_name(document_type: str, field: FieldDecode) -> bool:
    """A person's name with fewer than two words holding a letter, of single letters only, or with
    a digit, a colon, a form's answer or a label's word among its words."""
    if field.text is None or _kind(document_type, field.path) != "name":
        return False
    if any(c.isdigit() or c == ":" for c in field.text):
        return True
    if any(w.strip(".,:").casefold() in _FORM_ANSWERS | _LABEL_WORDS for w in field.text.split()):
        return True
    words = [w for w in field.text.split() if any(c.isalpha() for c in w)]
    return len(words) < 2 or all(sum(c.isalpha() for c in w) == 1 for w in words)


def _bare_amount_or_date(line: str) -> bool:
    line = line.strip()
    if _BARE_NUMBER.fullmatch(line):
        return sum(c.isdigit() for c in line) >= 3
    try:
        parse_date(line)
    except (NormalisationError, ValueError):
        return False
    return len(line.split()) <= 3


def starts_with_another_value(field: FieldDecode) -> bool:
    """A description of several lines whose first line is only an amount or a date."""
    if field.path not in _DESCRIPTIONS or field.text is None:
        return False
    lines = _lines(field.text)
    return len(lines) > 1 and _bare_amount_or_date(lines[0])


def names_a_sum_of_money(field: FieldDecode) -> bool:
    """A company's name or an occupation holding a sum of money."""
    return field.path in _NAMES_NO_SUM and field.text is not None and _MONEY.search(field.text) is not None


def _country_lines(document_type: str, field: FieldDecode) -> list[str]:
    """The lines of a country field's answer ([] for another field, a list item or no answer)."""
    if field.text is None or "[" in field.path or _kind(document_type, field.path) != "country":
        return []
    return _lines(field.text)


def runs_into_a_labelled_row(document_type: str, field: FieldDecode) -> bool:
    """A country whose answer goes on past its first line into a line holding a label's colon."""
    return any(":" in line for line in _country_lines(document_type, field)[1:])


def a_country_holding_a_digit(document_type: str, field: FieldDecode) -> bool:
    """A country whose answer's first line holds a digit."""
    lines = _country_lines(document_type, field)
    return bool(lines) and any(c.isdigit() for c in lines[0])


def runs_past_its_sentence(field: FieldDecode) -> bool:
    """A place or a port whose answer reads on after a full stop into the next sentence."""
    return field.path in _PLACES and field.text is not None and _NEXT_SENTENCE.search(field.text) is not None


def an_address_cut_short(field: FieldDecode) -> bool:
    """An address of one line and no comma, or one whose first and last lines are the same."""
    if field.path not in _ADDRESSES or field.text is None:
        return False
    lines = [line.strip().casefold() for line in _lines(field.text)]
    if len(lines) == 1:
        return "," not in lines[0]
    return len(lines) > 1 and lines[0] == lines[-1]   # (no lines: an empty answer, doubted elsewhere)


def _folded(text: str) -> str:
    return " ".join(text.split()).casefold()


def holds_another_answer(document_type: str, fields: Sequence[FieldDecode]) -> list[str]:
    """The fields whose answer holds a more confident field's whole answer among other words (not a
    country's, nor a place's held by an address)."""
    held = [(f, _folded(f.text)) for f in fields
            if f.text is not None and _kind(document_type, f.path) != "country"]
    held = [(f, text) for f, text in held if len(text) >= 8 and len(text.split()) >= 2]
    out = []
    for field in fields:
        if field.text is None or "[" in field.path or _kind(document_type, field.path) in _PICKED_KINDS:
            continue
        text = _folded(field.text)
        if any(other.path != field.path and other.confidence > field.confidence and inner != text and inner in text
               and not (field.path in _ADDRESSES and other.path in _PLACES) for other, inner in held):
            out.append(field.path)
    return out


def shape_doubts(document_type: str, fields: Sequence[FieldDecode]) -> list[str]:
    """The fields (template order) whose non-empty answer's shape is not its field's value."""
    holding = set(holds_another_answer(document_type, fields))
    return [f.path for f in fields
            if f.path in holding or runs_over_lines(document_type, f) or not_a_full_name(document_type, f)
            or starts_with_another_value(f) or names_a_sum_of_money(f) or runs_into_a_labelled_row(document_type, f)
            or a_country_holding_a_digit(document_type, f) or runs_past_its_sentence(f)
            or an_address_cut_short(f)]


def empty_doubts(fields: Sequence[FieldDecode]) -> list[str]:
    """The fields (not list items) the diffusion model answered as absent, template order."""
    return [f.path for f in fields if f.text is None and "[" not in f.path]
