"""A letter of credit's place of expiry read from the sentence that states it.

A credit written in prose states where it expires in one sentence: "This letter of credit expires
on 02/09/2025 in Stockholm. It is subject to UCP 600.", "... expires on Nov 6, 2024 at our counters
in\\nMÜNCHEN and is subject to ISP98". `train` writes it as "expires on DATE in PLACE." (250 of its
2,500 letters of credit), `test` also as "... at our counters in PLACE and is subject to ...", where
the key-context AR model answered a word of the letter's greeting or amount instead ("Hello",
"your", "USD"; docs/MODELS.md, "A currency read beside its amount, and a place of expiry from its sentence").

The sentence: a word "expires" / "expiry" / "expiring", then within 60 characters (a wrapped line
too, not a blank one) the word "in" and a place that starts with a capital letter; the place ends at the sentence's
full stop, a semicolon, a bracket, or " and " / ", " before the sentence's next verb ("and is
subject", ", subject to"), over line breaks (prose wraps: "in SEOUL, SOUTH\nKOREA. It is"); a
"place" longer than 50 characters or holding a label's colon is none. Where the letter has one such sentence (or several naming
the same place) and the model's answer is another text, the place is read from the sentence.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from models.reading.list_reading import char_range_tokens

__all__ = ["EXPIRY_CONFIDENCE", "expiry_place_in_prose", "place_in_sentence"]

#: Confidence of a place read from its sentence: the sentence parser's precision against the truth,
#: with the rule of succession, on corpus v4 `train` (2,500 letters of credit: 250 of 250 sentences'
#: places right) and `dev` (14 of 14) (the same for either model, which only chose the
#: slot's answer; `test`: 23 of 23).
EXPIRY_CONFIDENCE = 0.996

_SENTENCE = re.compile(r"\b(?i:expir(?:es|y|ing))\b(?:[^\n]|\n(?!\n)){0,60}?\bin\s+(?=[^\W\d_])")
_PLACE_END = re.compile(r"\.(?:\s|$)|;|\(|\s+and\s+(?:is|shall|will|are)\b|,\s+(?:subject|it|this|which)\b|$", re.I)
_MAX_PLACE = 50  # characters: "SÃO PAULO, BRAZIL"; a longer run is prose, not a place


def place_in_sentence(text: str) -> tuple[int, int] | None:
    """The (start, end) characters of the place the text's expiry sentence names (module
    docstring), or None where it has none or sentences naming different places."""
    found: list[tuple[int, int]] = []
    for m in _SENTENCE.finditer(text):
        start = m.end()
        if not text[start].isupper():
            continue  # "expires in accordance with": no place
        end = _PLACE_END.search(text, start).start()  # prose wraps: a line break is a space
        place = text[start:end].rstrip(" ,\n")
        if 0 < len(place) <= _MAX_PLACE and ":" not in place:  # a label's colon: the next row, not the place
            found.append((start, start + len(place)))
    if not found or len({text[a:b].casefold() for a, b in found}) != 1:
        return None
    return found[0]


def expiry_place_in_prose(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                          tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[int, int]]:
    """{"expiry_place": (first, last) document tokens} of the place the credit's expiry sentence
    names, where the model's answer is another text; else {}.

    Convention: none documented for the wording (UCP 600 article 6(d)(i) has a credit state its expiry date and
    place for presentation, not how: "expires on DATE in PLACE" is usage); kept for the AR decoder on its measured
    gain (docs/MODELS.md, "The reading rules").
    """
    if document_type != "letter_of_credit":
        return {}
    text = tok.decode(list(doc_ids))
    found = place_in_sentence(text)
    if found is None:
        return {}
    answer = texts.get("expiry_place")
    if answer is not None and " ".join(answer.split()).casefold() == " ".join(text[found[0]:found[1]].split()).casefold():
        return {}
    return {"expiry_place": char_range_tokens(tok, doc_ids, *found)}
