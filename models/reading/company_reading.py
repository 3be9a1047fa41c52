"""A company's name that the model ended before its legal form.

A company's legal form is part of its name ("Atlas Software DAC", "Tidewater Software Pte. Ltd.",
"Orion Healthcare B.V."), but the corpus writes a small set of forms, and on another producer's
paperwork both models end such names before a form they never saw: "Orion Healthcare" where the
page prints "Orion Healthcare B.V." (as on the second independent generator's documents: employers
and credit parties in Ireland, Singapore, the Netherlands, Brazil).

Where an answer for a company's name is followed on its own line by a legal form (the forms of
the countries a bank's customers trade in, each in its usual spellings and in capitals) and the
form ends there (the line ends, or punctuation or a sentence's lower-case word follows it; a form
written with a closing point, "Pte. Ltd.", ends at that point), the answer is read on to the
form's end. A form of two letters that is also an English word ("AS",
"SE") counts only before the line's end or punctuation. A name that ends its line is read on to a
form that opens the next line and ends at a comma or that line's end ("Greenfield Fertilizers
Group\nLLC, 7726 Oak Street", a letter's prose wrapped before the form, which a rule reading one
line only would cut at the line's end).
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from models.reading.list_reading import char_end_token
from models.reading.vocabulary import LEGAL_FORMS, WORD_LEGAL_FORMS

__all__ = ["COMPANY_PATHS", "LEGAL_FORM_CONFIDENCE", "ends_with_legal_form", "legal_form_after"]

#: Slots that hold a company's (or a bank's) name.
COMPANY_PATHS = {
    "kyc_individual": ("employer_name",),
    "letter_of_credit": ("applicant.name", "beneficiary.name", "available_with"),
    "loan_application": ("employer_name",),
}
#: Confidence of a name read on to its legal form. The corpus's names end at the forms the models
#: learnt, so there is no measured precision: below the accept thresholds, such a record is reviewed.
LEGAL_FORM_CONFIDENCE = 0.8


def _alternatives(forms: Sequence[str]) -> str:
    spelled = {f for form in forms for f in (form, form.upper())}
    return "|".join(re.escape(f) for f in sorted(spelled, key=len, reverse=True))


# A form written with a closing point ends there ("Pte. Ltd. REDDITO MENSILE", a bilingual form's
# next label); one without ends at the line's end, punctuation or a sentence's lower-case word.
_DOTTED_FORM = re.compile(rf"[ \t]*,?[ \t]+(?:{_alternatives([f for f in LEGAL_FORMS if f.endswith('.')])})"
                          r"(?=\s|$|[,;:)])")
_FORM = re.compile(rf"[ \t]*,?[ \t]+(?:{_alternatives(LEGAL_FORMS)})(?=[ \t]*(?:$|\n|[,;:)]|\.(?:\s|$)|[ \t]+[a-z]))")
_WORD_FORM = re.compile(rf"[ \t]*,?[ \t]+(?:{_alternatives(WORD_LEGAL_FORMS)})(?=[ \t]*(?:$|\n|[,;:)]|\.(?:\s|$)))")
# A name that ends its line, its form opening the next one ("for account of Greenfield Fertilizers
# Group\nLLC, 7726 Oak Street, ..."): the form ends at a comma or the line's end.
_WRAPPED_FORM = re.compile(rf"[ \t]*\n[ \t]*(?:{_alternatives(LEGAL_FORMS)})(?=[ \t]*(?:$|\n|,))")
_ENDS_WITH_FORM = re.compile(rf"(?:^|[\s,])(?:{_alternatives(LEGAL_FORMS + WORD_LEGAL_FORMS)})$")
# Characters read after the answer: its line's rest.
_WINDOW = 24
# A name that ends with a legal form other than the two that are English words ("AS", "SE").
_ENDS_WITH_COMPANY_FORM = re.compile(rf"(?:^|[\s,])(?:{_alternatives(LEGAL_FORMS)})$")


def ends_with_legal_form(name: str) -> bool:
    """Whether ``name`` ends with a company's legal form ("Meridian Paper LLC", "ACME B.V."):
    a company's name, not a person's."""
    return _ENDS_WITH_COMPANY_FORM.search(name.strip().rstrip(" ,")) is not None


def legal_form_after(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                     tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[int, int]]:
    """Company slots -> their span read on to the legal form that follows on the answer's line
    (module docstring), where the answer holds no form already and no other slot's answer starts
    in the form.

    Convention: legal-form suffixes (a company's legal form ends its registered name:
    ``vocabulary.LEGAL_FORMS``).
    """
    out: dict[str, tuple[int, int]] = {}
    starts = sorted(first for path, (first, _) in spans.items() if texts.get(path))
    for path in COMPANY_PATHS.get(document_type, ()):
        if not texts.get(path) or path not in spans:
            continue
        first, last = spans[path]
        answer = tok.decode(list(doc_ids[first:last + 1]))
        if _ENDS_WITH_FORM.search(answer.rstrip(" ,")) or answer.strip().upper() == "ANY BANK":
            continue
        bound = min([s for s in starts if s > last] + [len(doc_ids), last + 1 + _WINDOW])
        text = tok.decode(list(doc_ids[first:bound]))
        m = (_DOTTED_FORM.match(text, len(answer)) or _FORM.match(text, len(answer))
             or _WORD_FORM.match(text, len(answer)) or _WRAPPED_FORM.match(text, len(answer)))
        if m is None:
            continue
        new_last = char_end_token(tok, doc_ids, first, bound, m.end() - 1)
        if new_last > last:
            out[path] = (first, new_last)
    return out
