"""A list item of people that is no person: a label, a phone number or a company read as one.

A loan's co-borrowers are people: a name of two words or more and, where one is given, a date of
birth. Under labels they never saw, both models have filled a co-borrower item from whatever
stood where the list should be (corpus v15 seed 2 `test`, the AR model, 4 of 100 applications):
the heading of an empty section ("Mitantragsteller / Co-applicants\\nkeine / none" read as a
person "Mitantragsteller" born on the employment's start date), the next row's label and value
("Tel." born "354-804-7357"), a label's first word with the application number as the date of
birth ("Monatliches", "8928045540").

An item is no person, and is emptied, where its name is answered and

- the name is one word (no contract person is named by one word: the corpus's names, and a
  bank's records, hold given names and a surname), or
- the name ends with a company's legal form ("Meridian Paper LLC": ``models.company_reading``), or
- its date of birth is answered with text in which no date is written.

An item whose name is empty is left to the list rules (``models.list_reading``).
"""
from __future__ import annotations

from typing import Mapping, Sequence

from models.company_reading import ends_with_legal_form
from models.people_reading import PEOPLE_LISTS
from pipeline.normalise.dates import DateError, parse_date

__all__ = ["NO_PERSON_CONFIDENCE", "no_person_items"]

#: Confidence of an item this rule emptied (each of its leaves, at most the model's own). The
#: training corpus writes no such item, so there is no measured precision: below every accept
#: threshold, a record it changed is reviewed.
NO_PERSON_CONFIDENCE = 0.8


def _no_date(text: str) -> bool:
    """Whether no date is written in ``text``, read day-first or month-first."""
    for order in ("DMY", "MDY"):
        try:
            parse_date(text, date_order=order)
            return False
        except DateError:
            continue
    return True


def _not_a_person(name: str, birth: str | None) -> bool:
    words = name.split()
    return len(words) < 2 or ends_with_legal_form(name) or (bool(birth and birth.strip()) and _no_date(birth))


def no_person_items(document_type: str, texts: Mapping[str, str | None], paths: Sequence[str] | None = None
                    ) -> list[str]:
    """The list items ("co_borrowers[1]") of ``document_type``'s people list that are no person
    (module docstring), from the slots' ``texts``; ``paths``: the slot paths to look at (default:
    those of ``texts``)."""
    rule = PEOPLE_LISTS.get(document_type)
    if rule is None:
        return []
    list_name, name_leaf, birth_leaf, _owner = rule
    out: list[str] = []
    for path in paths if paths is not None else list(texts):
        if not (path.startswith(list_name + "[") and path.endswith("." + name_leaf)):
            continue
        name = texts.get(path)
        if not name or not name.strip():
            continue
        item = path[:path.index("]") + 1]
        if _not_a_person(name.strip(), texts.get(f"{item}.{birth_leaf}")):
            out.append(item)
    return out
