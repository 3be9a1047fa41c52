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

- ``occupation``: a yes/no word, a country's name or code by itself, a text holding a digit, or a label
  (its words go on, on their line, with ":");
- ``employer``: a yes/no word, a country, or a label (a company's name may hold digits: "3M");
- ``country``: words that name no country, or a label.

An empty answer is never read again (the model said the document states none), nor is any slot
of another field: a wrong but possible answer (a real country, another real occupation) is the
model's reading, not a pattern's to overrule.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from pipeline.countries import country_alpha3
from pipeline.normalise import normalise_country

__all__ = ["CHECKS", "MAX_READINGS", "implausible_slots", "is_implausible", "is_label"]

#: Per document type, the slots read again and the check each gets.
CHECKS: dict[str, dict[str, str]] = {
    "kyc_individual": {"occupation": "occupation", "employer_name": "employer", "nationality": "country",
                       "id_issuing_country": "country", "country_of_residence": "country"},
    "loan_application": {"employer_name": "employer"},
}
#: How many more readings a slot gets (each bans the start of every answer read before it).
MAX_READINGS = 2

_YES_NO = frozenset("yes no y n ja nein oui non si sí nee true false".split())
_AFTER_TOKENS = 4  # tokens read after the answer: whether a label's ":" follows it


def is_label(tok: Any, doc_ids: Sequence[int], span: tuple[int, int] | None) -> bool:
    """Whether the answer's words go on, on their line, with ":" (the answer is a label)."""
    if span is None:
        return False
    after = tok.decode(list(doc_ids[span[1] + 1:span[1] + 1 + _AFTER_TOKENS]))
    return after.split("\n", 1)[0].lstrip(" \t").startswith(":")


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
    yes_no = value.strip(".:,;").casefold() in _YES_NO
    country = country_alpha3(value) is not None  # the answer is a country by itself ("Singapore Consulting" is not)
    if check == "employer":
        return yes_no or country
    if check == "occupation":
        return yes_no or country or bool(re.search(r"\d", value))
    raise ValueError(f"unknown check {check!r}")


def implausible_slots(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                      tok: Any, doc_ids: Sequence[int]) -> list[str]:
    """The slots of ``CHECKS`` whose answer (``texts``, after the reading rules) no value of their
    field can be; ``spans``: the (first, last) document tokens each answer points at."""
    out = []
    for path, check in CHECKS.get(document_type, {}).items():
        text = texts.get(path)
        if text and text.strip() and is_implausible(check, text, label=is_label(tok, doc_ids, spans.get(path))):
            out.append(path)
    return out
