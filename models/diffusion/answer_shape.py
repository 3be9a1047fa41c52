"""Diffusion answers whose shape says they are not their field's value: the real-time route
re-decodes them with the AR model whatever their confidence.

Each doubt reads only the answer's text and its field's kind, never a label word, so it holds for
layouts and label words the models never saw:

- a one-line value (a date, an amount, a number of months or days, a percentage, a currency, an
  identifier, a phone, an e-mail) whose answer runs over several lines: the span ran into a neighbouring row,
  and the value the normaliser takes from it may be the other row's. Not a place, a port or a
  party's name, which wrap ("FRANKFURT AM\nMAIN": the AR answer cut at the line's end broke 2 of
  them on `train`), nor a country (``models.line_reading`` already reads its lines; doubting
  them too fixed 5 and broke 2 over the three splits);
- a person's full name with fewer than two words that hold a letter, or made of initials only
  ("HOFFMANN", "M M", "<<<<<<"): a label word or a fragment, not a given name and a surname; or
  with a word no name holds, a digit, a colon or a form's answer ("Hong Kong Software Yes",
  "Camille Hélène Petit n/a", "Zauromke : SUZUKI, Yui"): the span ran over a label or a box;
- a free-text description whose first line is nothing but an amount or a date ("2,340,000.00",
  "10 March 2025"): the span started on another field's value;
- a company's name or an occupation holding a sum of money ("Darlehensbetrag £330,000" as an
  employer): a currency sign or code beside a number belongs to an amount field, never a name;
- an empty answer for a field that is not a list item: the diffusion model said "absent". It is
  checked only where the AR model reads the document anyway, and the AR answer wins only at the
  route's accept threshold (``decoder.Doubts.routed``, ``decoder.route_merge``), because a wrong
  value for an absent field is a hallucination, the costlier mistake.

Measured with both shipped models on every slot (docs/MODELS.md, "Answers shaped unlike their
field's value"; ``docs/experiments/session29/``).
"""
from __future__ import annotations

import re
from typing import Sequence

from models.diffusion.extractor import FieldDecode
from pipeline.fields import spec_for
from pipeline.normalise import NormalisationError, parse_date

__all__ = ["ONE_LINE_KINDS", "empty_doubts", "shape_doubts"]

#: Field kinds (``pipeline.fields``) written on one line that never wrap. Names are read over two
#: rows by other rules (``models.name_parts``).
ONE_LINE_KINDS = frozenset({"date", "amount", "integer", "percent", "currency", "identifier", "email", "phone"})
#: Free-text fields that never begin with a bare number or date (an address may: a house number).
_DESCRIPTIONS = frozenset({"goods_description", "occupation", "employer_name"})
_BARE_NUMBER = re.compile(r"[\d.,'\s]+")
#: A form's answers that are no part of a person's name (compared without case and trailing stops).
_FORM_ANSWERS = frozenset({"yes", "no", "n/a"})
#: Free-text fields naming a company or a trade, which hold no sum of money.
_NAMES_NO_SUM = frozenset({"employer_name", "occupation", "applicant.name", "beneficiary.name"})
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
    a digit, a colon or a form's answer among its words."""
    if field.text is None or _kind(document_type, field.path) != "name":
        return False
    if any(c.isdigit() or c == ":" for c in field.text):
        return True
    if any(w.strip(".,").casefold() in _FORM_ANSWERS for w in field.text.split()):
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


def shape_doubts(document_type: str, fields: Sequence[FieldDecode]) -> list[str]:
    """The fields (template order) whose non-empty answer's shape is not its field's value."""
    return [f.path for f in fields
            if runs_over_lines(document_type, f) or not_a_full_name(document_type, f) or starts_with_another_value(f)
            or names_a_sum_of_money(f)]


def empty_doubts(fields: Sequence[FieldDecode]) -> list[str]:
    """The fields (not list items) the diffusion model answered as absent, template order."""
    return [f.path for f in fields if f.text is None and "[" not in f.path]
