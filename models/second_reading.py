"""Answers no value of their field can be: which slots the AR model should read a second time.

Under a label it never saw, the AR model sometimes points a slot at a neighbouring row: the
occupation answered "No" (the PEP row's answer below "Current position: Software Engineer"), "ES"
or "Türkiye" (a country), "TIN: 944-88-9468", "Monatseinkommen" (the next row's label); a
nationality answered "Graz", an issuing country "JULIEN MERCIER" (corpus v15 seed 2 `test`, run
P2: 12 of 100 KYC forms). Its second choice of where the value starts is usually right: with the
first answer's start pointer banned, a greedy decode of the same slot read 6 of 8 such
occupations right (session 44, docs/MODELS.md).

A slot of ``CHECKS`` is read a second time (``BatchDecoder``'s second reading) where its final
answer, after every reading rule, is one no value of its field can be:

- ``occupation``: a yes/no word, a country's name or code by itself, a text holding a digit, or a
  label (its words go on, on their line, with ":" or with another slot's answer: a table's row
  "Monatseinkommen BRL 13.500,00");
- ``employer``: a yes/no word, a country by itself, or a label (a company's name may hold digits: "3M");
- ``country``: words that name no country, or a label followed by ":";
- ``date``: text in which no date is written ("330-683-0286"), or a label followed by ":".

Names are not read again: a name of one word ("EL-SAYED") is often completed after the decoder
(the surname and given names printed apart, a passport's MRZ), and a borrower read again moved
the co-borrowers read against it (session 44: the first and third independent generators; the
check was withdrawn before it shipped).

An empty answer is never read again (the model said the document states none), nor is any slot
of another field: a wrong but possible answer (a real country, another real occupation) is the
model's reading, not a pattern's to overrule.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from pipeline.countries import country_alpha3
from pipeline.normalise import normalise_country
from pipeline.normalise.dates import DateError, parse_date

__all__ = ["CHECKS", "MAX_READINGS", "ROW_LABEL_CHECKS", "implausible_slots", "is_implausible", "is_label",
           "slot_is_implausible"]

#: Per document type, the slots read again and the check each gets.
CHECKS: dict[str, dict[str, str]] = {
    "kyc_individual": {"date_of_birth": "date", "nationality": "country", "id_issuing_country": "country",
                       "id_expiry_date": "date", "country_of_residence": "country", "occupation": "occupation",
                       "employer_name": "employer"},
    "loan_application": {"borrower.date_of_birth": "date", "employer_name": "employer"},
}
#: Checks whose answer is also a label where the next words on its line are another slot's answer
#: ("Monatseinkommen BRL 13.500,00" in a table of label / value rows). Not names, dates or
#: countries: a table of people prints a name and its date of birth side by side.
ROW_LABEL_CHECKS = frozenset({"occupation", "employer"})
#: How many more readings a slot gets (each bans the start of every answer read before it).
MAX_READINGS = 2

_YES_NO = frozenset("yes no y n ja nein oui non si sí nee true false".split())
_AFTER_TOKENS = 4  # tokens read after the answer: whether a label's ":" follows it


def is_label(tok: Any, doc_ids: Sequence[int], span: tuple[int, int] | None,
             others: Sequence[tuple[int, int]] = ()) -> bool:
    """Whether the answer's words go on, on their line, with ":", or (``others``: other slots'
    answers' spans) with another slot's answer: the answer is that row's label."""
    if span is None:
        return False
    after = tok.decode(list(doc_ids[span[1] + 1:span[1] + 1 + _AFTER_TOKENS])).split("\n", 1)[0]
    if after.lstrip(" \t").startswith(":"):
        return True
    k = span[1] + 1
    while k < len(doc_ids) and not tok.decode([doc_ids[k]]).strip(" \t"):
        k += 1  # white space between the label and its row's value
    if k >= len(doc_ids) or tok.decode([doc_ids[k]]).lstrip(" \t").startswith("\n"):
        return False  # the line ends after the answer
    return any(first == k for first, _ in others)


def is_implausible(check: str, text: str, *, label: bool = False) -> bool:
    """Whether ``text`` can be no value of a field checked as ``check`` (module docstring);
    ``label``: the answer's words go on with ":" in the document."""
    value = " ".join(text.split())
    if not value:
        return False
    if label:
        return True
    if check == "country":
        return normalise_country(value) is None
    if check == "date":
        return not _has_date(value)
    yes_no = value.strip(".:,;").casefold() in _YES_NO
    country = country_alpha3(value) is not None  # the answer is a country by itself ("Singapore Consulting" is not)
    if check == "employer":
        return yes_no or country
    if check == "occupation":
        return yes_no or country or bool(re.search(r"\d", value))
    raise ValueError(f"unknown check {check!r}")


def _has_date(text: str) -> bool:
    for order in ("DMY", "MDY"):
        try:
            parse_date(text, date_order=order)
            return True
        except DateError:
            continue
    return False


def slot_is_implausible(document_type: str, path: str, text: str | None, span: tuple[int, int] | None,
                        spans: Mapping[str, tuple[int, int]], tok: Any, doc_ids: Sequence[int]) -> bool:
    """Whether slot ``path``'s answer ``text`` (pointing at ``span``) is one no value of its field
    can be; ``spans``: every slot's answer's span, for a row label before another slot's answer
    (``ROW_LABEL_CHECKS``). A slot outside ``CHECKS``, or an empty answer: False."""
    check = CHECKS.get(document_type, {}).get(path)
    if check is None or not text or not text.strip():
        return False
    others = [s for q, s in spans.items() if q != path] if check in ROW_LABEL_CHECKS else []
    return is_implausible(check, text, label=is_label(tok, doc_ids, span, others))


def implausible_slots(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                      tok: Any, doc_ids: Sequence[int]) -> list[str]:
    """The slots of ``CHECKS`` whose answer (``texts``, after the reading rules) no value of their
    field can be; ``spans``: the (first, last) document tokens each answer points at."""
    return [path for path in CHECKS.get(document_type, {})
            if slot_is_implausible(document_type, path, texts.get(path), spans.get(path), spans, tok, doc_ids)]
