"""A list item of people that is no person: a label, a phone number or a company read as one.

A loan's co-borrowers are people: a name of two words or more and, where one is given, a date of
birth. Under labels they never saw, both models have filled a co-borrower item from whatever
stood where the list should be (corpus v15 seed 2 `test`, the AR model, 4 of 100 applications):
the heading of an empty section ("Mitantragsteller / Co-applicants\\nkeine / none" read as a
person "Mitantragsteller" born on the employment's start date), the next row's label and value
("Tel." born "354-804-7357"), a label's first word with the application number as the date of
birth ("Monatliches", "8928045540"), a company ("Meridian Paper LLC").

An item is no person, and is emptied, where its name is answered and

- the name is one word (no contract person is named by one word: the corpus's names, and a
  bank's records, hold given names and a surname), or
- the name ends with a company's legal form ("Meridian Paper LLC": ``models.reading.company_reading``).

A date of birth answered with text that holds no date is not a sign: the first independent
generator's applications hold real co-borrowers ("Elena Kang") whose date-of-birth slot caught a
neighbouring word, and emptying them would lose their names and move the items after them. An
item whose name is empty is left to the list rules
(``models.reading.list_reading``).
"""
from __future__ import annotations

from typing import Mapping

from models.reading.company_reading import ends_with_legal_form
from models.reading.people_reading import PEOPLE_LISTS

__all__ = ["NO_PERSON_CONFIDENCE", "no_person_items"]

#: Confidence of an item this rule emptied (each of its leaves, at most the model's own). The
#: training corpus writes no such item, so there is no measured precision: below every accept
#: threshold, a record it changed is reviewed.
NO_PERSON_CONFIDENCE = 0.8


def _not_a_person(name: str) -> bool:
    return len(name.split()) < 2 or ends_with_legal_form(name)


def no_person_items(document_type: str, texts: Mapping[str, str | None]) -> list[str]:
    """The list items ("co_borrowers[1]") of ``document_type``'s people list that are no person
    (module docstring), from the slots' ``texts``."""
    rule = PEOPLE_LISTS.get(document_type)
    if rule is None:
        return []
    list_name, name_leaf, _birth, _owner = rule
    out: list[str] = []
    for path in texts:
        if not (path.startswith(list_name + "[") and path.endswith("." + name_leaf)):
            continue
        name = texts.get(path)
        if not name or not name.strip():
            continue
        item = path[:path.index("]") + 1]
        if _not_a_person(name.strip()):
            out.append(item)
    return out
