"""A customer's sex read from the sentence or the question that states it.

Forms written as questions or as a memo state the sex in words the models never learnt as a row:
"What sex is recorded on your identity document? Female", "The identity document records the
sex as X (unspecified).", "... records the sex as male." Both models answer such a field as absent
(as on the second independent generator's KYC questionnaires and memos). Where the model left
the field empty and the document has a mention
"sex" / "gender", then within a few words a question mark, a colon, "is" or "as" (or a dot
leader: "SEX ............ F", a system print's row), then a value
("male", "female", "unspecified", "non-binary", "diverse", or a capital M, F or X), and every such
mention names the same value, the field is read from it. A row of boxes ("Sex: [ ] M [X] F") is
no such mention: its reading is the ticked box's (``models.reading.slot_text.ticked_option``).
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from models.reading.list_reading import char_range_tokens
from pipeline.normalise import NormalisationError, normalise_value
from pipeline.fields import spec_for

__all__ = ["SEX_CONFIDENCE", "sex_in_sentence"]

#: Confidence of a sex read here. The corpus states no sex in a sentence (the rule changes no answer
#: on `train`, `dev` or `test`), so there is no measured precision: below the accept
#: thresholds, a record it changed is reviewed.
SEX_CONFIDENCE = 0.8

_MENTION = re.compile(
    r"\b(?i:sex|gender)\b[^\n.?:\[\]()☐☒]{0,40}?(?:[?:]|\b(?i:is|as)\b|\.{3,}|…+)[ \t]*"
    r"(?P<value>(?i:male|female|unspecified|non-binary|diverse)\b|[MFX]\b)")


def sex_in_sentence(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                    tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[int, int]]:
    """``sex`` -> the span of the value its sentence states (module docstring), where the model's
    answer is empty and every mention in the document names the same value.

    Convention: none documented for the sentence (the values are ICAO 9303's M, F and X); kept on its measured
    gain (docs/MODELS.md, "The reading rules").
    """
    path = "sex"
    if document_type != "kyc_individual" or texts.get(path) or path not in texts:
        return {}
    text = tok.decode(list(doc_ids))
    found = [(m.start("value"), m.end("value")) for m in _MENTION.finditer(text)]
    spec = spec_for(document_type, path)
    try:
        values = {normalise_value(spec, text[a:b]) for a, b in found}
    except NormalisationError:
        return {}
    if len(values) != 1:
        return {}
    return {path: char_range_tokens(tok, doc_ids, *found[0])}
