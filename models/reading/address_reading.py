"""An address in prose that the model ended at its postcode, where the line wrapped before the town.

Prose states an address inside a sentence and wraps it where the line is full: "First-ranking
mortgage over the property at Am Kupfergraben 188a, 80331\nMünchen, GERMANY, valued at EUR
1.009.000,00 ...". Both models end such an answer at the line's end, after the postcode
("Am Kupfergraben 188a, 80331"): they were trained on addresses written as blocks, where a line
break ends a part of the address, not the sentence (as in the second independent generator's
credit-committee proposals).

A postcode names no place without its town, so an answer that ends with one at its line's end
goes on over the next line's places: words that start with a capital, hold no digit and no colon,
separated by commas ("München, GERMANY"), up to where the sentence goes on in lower case (",
valued at") or ends (". "). Only a one-line answer with a sentence's lower-case words before it
on its line is read on: an address written as a block ends its lines where its parts end, and its
next line is another row ("Brooklyn, NY 11205\nEST. VALUE ...", corpus `test`), as is a next line
that is no such sentence's continuation (a block's next label, "Marktwaarde").
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from models.reading.list_reading import char_end_token, line_head
from models.reading.vocabulary import ADDRESS_PATHS

__all__ = ["ADDRESS_PATHS", "TOWN_CONFIDENCE", "town_after_postcode"]

#: Confidence of an address read on to its town here. The corpus never wraps an address inside a
#: sentence (the rule changes no answer on `train`, `dev` or `test`), so there is no
#: measured precision: below the accept thresholds, a record it changed is reviewed.
TOWN_CONFIDENCE = 0.8

# A postcode ending a line: digits ("80331", "44000"), a hyphenated code ("160-0023", "00-950"), a
# Dutch or British one ("1016 DX", "M1 3HF").
_POSTCODE_END = re.compile(r"(?:\b\d{4,6}|\b\d{2,3}-\d{3,4}|\b\d{4} ?[A-Z]{2}|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$")
# Places on the next line: capitalised words without digits or colons, separated by commas, then
# the sentence going on in lower case or ending.
_PLACES = re.compile(r"((?:[^\W\d_][^\d,:;.\n]{0,40}?)(?:,\s*[^\W\d_][^\d,:;.\n]{0,40}?){0,2})(?=,\s+[a-z]|\.(?:\s|$))")
# Tokens read either side of the answer: its line before it, its next line after it.
_WINDOW = 120
# A sentence's lower-case words ("mortgage over the property at"): three of them before the address
# on its line say it is written in prose.
_PROSE_WORDS = re.compile(r"(?<![^\s(])[a-z]{2,}(?=[\s,.;:)]|$)")


def town_after_postcode(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                        tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[int, int]]:
    """Address slots -> their span read on to the town and country on the next line (module
    docstring), where the answer ends with a postcode at its line's end and no other slot's
    answer starts in the places read."""
    out: dict[str, tuple[int, int]] = {}
    starts = sorted(first for first, _ in spans.values())
    for path in ADDRESS_PATHS:
        if not texts.get(path) or path not in spans:
            continue
        first, last = spans[path]
        answer = tok.decode(list(doc_ids[first:last + 1])).rstrip()
        if "\n" in answer.strip() or not _POSTCODE_END.search(answer):
            continue  # an address of several lines is a block, whose next line is another row
        line_before = line_head(tok, doc_ids, first, _WINDOW)
        if len(_PROSE_WORDS.findall(line_before)) < 3:
            continue  # not a sentence: "Property address 12 Main Street, 10115" is a form's row
        bound = min([s for s in starts if s > last] + [len(doc_ids), last + 1 + _WINDOW])
        text = tok.decode(list(doc_ids[first:bound]))
        after = text[len(answer):]
        if not after.startswith("\n") or after[1:2].isspace():
            continue  # the answer does not end at its line's end, or a blank line follows
        m = _PLACES.match(after, 1)
        if m is None or not m.group(1).strip() or not m.group(1)[:1].isupper():
            continue
        end = len(answer) + m.end(1)
        new_last = char_end_token(tok, doc_ids, first, bound, end - 1)
        if new_last > last:
            out[path] = (first, new_last)
    return out
