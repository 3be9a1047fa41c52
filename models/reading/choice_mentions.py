"""A closed-value answer that names none of its values: read it from the document's mention of one.

A few enumerations have values that documents write under distinctive names wherever they state
them: a credit's applicable rules are "UCP 600", "eUCP latest version", "ISP98", "International
Standby Practices", whatever label or sentence carries them. Under `test`'s held-out sentence
("This letter of credit expires on ... at our counters in Spain and is subject to ISP98.") the AR
model answered the rules with a neighbouring word: the place of expiry ("Spain", "Milano"), a date,
"irrevocable". Such an answer names none of the contract's values; the
record can only hold it as the field's default (OTHR) or null, both wrong.

Where a slot of ``MENTIONS`` is answered (not empty) with words that name none of its allowed values
by the normaliser's own rules (``pipeline.normalise.enums``; its OTHR default for unknown words does
not count as naming one), and the document mentions the slot's values, and every mention names the
same value, the slot is read from the first mention. A document that mentions two different values
("subject to ISP98 ... documents under UCP 600") is left alone: which one governs is the model's
call, not a pattern's. An empty answer is left alone too: the model said the document states none.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from models.reading.list_reading import char_range_tokens
from pipeline.fields import spec_for
from pipeline.normalise.enums import EnumError, named_value

__all__ = ["AR_CHOICE_CONFIDENCE", "MENTIONS", "choice_from_mention"]

#: Per document type, each slot whose values documents name distinctively, and the pattern of a
#: mention (matched case-insensitively on the document's text; a mention may wrap a line).
MENTIONS: dict[str, dict[str, re.Pattern[str]]] = {
    "letter_of_credit": {
        "applicable_rules": re.compile(
            r"\b(?:E?UCP|ISP)(?:URR)?(?:[ \t]*(?:600|98)\b|\s+LATEST\s+VERSION\b|\b)"
            r"|\bUniform\s+Customs\s+and\s+Practice\b|\bInternational\s+Standby\s+Practices\b|\bOTHR\b",
            re.I),
    },
}
#: Confidence that a value this rule read is right. The rule changes no answer of the shipped
#: models on `train` or `dev` (docs/MODELS.md, "A closed value read from its mention"),
#: so there is no measured precision: below every accept threshold, a record it changed is reviewed.
AR_CHOICE_CONFIDENCE = 0.8

Span = tuple[int, int]


def choice_from_mention(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, Span],
                        tok: Any, doc_ids: Sequence[int]) -> dict[str, Span]:
    """Slot -> the (first, last) tokens of the document's mention of its value, for each slot of
    ``MENTIONS`` answered with words that name none of its values (module docstring). ``spans``
    is unused: the answer's own place says nothing about where the value is written.

    Convention: the ICC rules' own names (UCP 600, eUCP, ISP98, URDG), as MT700 field 40E names them.
    """
    del spans
    out: dict[str, Span] = {}
    text: str | None = None
    for path, pattern in MENTIONS.get(document_type, {}).items():
        answer = texts.get(path)
        if not answer or not answer.strip():
            continue
        spec = spec_for(document_type, path)
        try:
            named_value(path, spec.enum, answer)
            continue  # the answer names a value: right or wrong, it is the model's reading
        except EnumError:
            pass
        if text is None:
            text = tok.decode(list(doc_ids))
        found = []
        for m in pattern.finditer(text):
            try:
                found.append((m.start(), m.end(), named_value(path, spec.enum, m.group())))
            except EnumError:
                continue
        if found and len({value for _, _, value in found}) == 1:
            out[path] = char_range_tokens(tok, doc_ids, found[0][0], found[0][1])
    return out
