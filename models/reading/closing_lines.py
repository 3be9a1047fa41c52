"""A value whose span runs on into the letter's closing: end it before the closing.

Letters and e-mails end with a complimentary close and a signature ("Regards,\\nInês Costa",
"Kind regards,", "Mit freundlichen Grüßen"). Where a value is the last thing written before the
close (the last required document of a credit's e-mail summary, a property address at the foot of
a loan officer's note), both models have run the value on into it: "Analysis certificate issued
by the shipper\\nRegards,\\nInês Costa" (the AR model, corpus v15 seed 2 `test`, 9 of 100
credits: the held-out e-mail family lists the documents last, right above "Regards,"). No
contract value holds a complimentary close.

Where a slot's span covers several lines and a line after its first begins with a complimentary
close (alone, or followed by a comma and the signatory on the same line: "Regards, Ana Ruiz"),
the slot is read from its first line to the line before the close. A close on the value's first
line is left alone: that answer is no value at all, and cutting it would leave nothing.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from models.reading.line_reading import line_spans

__all__ = ["AR_CLOSING_CONFIDENCE", "CLOSING_CONFIDENCE", "before_closing", "is_closing"]

#: Confidence of a value ended before a closing. The training corpus puts no value right above a
#: close, so the rule changes no answer there and has no measured precision: below every accept
#: threshold, a record it changed is reviewed.
CLOSING_CONFIDENCE = 0.8
AR_CLOSING_CONFIDENCE = 0.8

# Complimentary closes of business letters in the languages of a bank's correspondents, and the
# thanks that end an internal e-mail. Matched at a line's start, case-insensitively, as the whole
# line or before a comma (the signatory may follow it on the same line).
_CLOSES = (
    r"(?:(?:with\s+)?(?:kind|best|warm|warmest|kindest)\s+)?regards", r"yours\s+(?:faithfully|sincerely|truly)",
    r"sincerely(?:\s+yours)?", r"best\s+wishes", r"(?:many\s+)?thanks(?:\s+(?:and|&)\s+regards)?", r"thank\s+you",
    r"mit\s+freundlichen\s+gr(?:ü|ue)(?:ß|ss)en", r"(?:freundliche|viele|beste|liebe)\s+gr(?:ü|ue)(?:ß|ss)e",
    r"(?:bien\s+)?cordialement", r"salutations\s+distingu[ée]es", r"veuillez\s+agr[ée]er",
    r"atentamente", r"(?:un\s+)?saludos?(?:\s+cordiales)?", r"atenciosamente", r"cumprimentos",
    r"(?:distinti|cordiali)\s+saluti", r"met\s+vriendelijke\s+groet(?:en)?", r"med\s+vennlig\s+hilsen",
    r"med\s+venlig\s+hilsen", r"med\s+v[äa]nliga\s+h[äa]lsningar",
)
_CLOSING = re.compile(rf"\s*(?:{'|'.join(_CLOSES)})\s*(?:[,!.].*)?", re.I | re.S)

Span = tuple[int, int]


def is_closing(line: str) -> bool:
    """Whether ``line`` is a letter's complimentary close ("Regards,", "Kind regards, Ana Ruiz")."""
    return _CLOSING.fullmatch(line) is not None


def before_closing(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, Span],
                   tok: Any, doc_ids: Sequence[int]) -> dict[str, Span]:
    """Slot -> the (first, last) tokens of its lines before the complimentary close that its span
    runs into (module docstring), for each answered slot whose span covers several lines."""
    del document_type  # every type: no field of any holds a close
    out: dict[str, Span] = {}
    for path, span in spans.items():
        text = texts.get(path)
        if not text or "\n" not in text.strip():
            continue
        lines = line_spans(tok, doc_ids, *span)
        for k in range(1, len(lines)):
            a, b = lines[k]
            if is_closing(tok.decode(list(doc_ids[a:b + 1])).strip()):
                out[path] = (span[0], lines[k - 1][1])
                break
    return out
