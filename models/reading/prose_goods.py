"""Goods stated in a sentence that the model ended at a line's end: read on to the sentence's end.

A letter in prose states the goods inside a sentence and wraps it where the line is full: "This
standby covers: STANDBY LETTER OF CREDIT COVERING THE PAYMENT OBLIGATIONS OF THE\\nAPPLICANT UNDER
CONTRACT-2025-9104 FOR THE SUPPLY OF UREA 46 PCT NITROGEN\\nGRANULAR.". The AR model ends such an
answer at the end of a line before the sentence's end ("... UREA 46 PCT NITROGEN"): it learnt goods
from MT700 fields and forms, where a line break may end the field (corpus v15 seed 2 `test`, the
held-out standby letter in prose: 3 of 100 credits).

Where the goods are answered in capitals, after a sentence's words on the answer's first line (a
lower-case word before it: the goods are in prose), and the answer ends at a line's end without a
full stop, the answer is read on over the next lines while they are in capitals, to the first
that ends with a full stop, at most two lines on; without such a line nothing changes (the
sentence does not end where the goods do). The full stop is the sentence's; the normaliser drops it.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from models.reading.list_reading import char_end_token, line_head

__all__ = ["GOODS_SENTENCE_CONFIDENCE", "goods_to_sentence_end"]

#: Confidence of goods read on to their sentence's end. The training corpus states goods in prose
#: on one line, so there is no measured precision: below every accept threshold, such a record is
#: reviewed.
GOODS_SENTENCE_CONFIDENCE = 0.8

_PATH = "goods_description"
_MAX_MORE_LINES = 2
_WINDOW = 96  # tokens read after the answer: its next lines
_HEAD_REACH = 32  # tokens read before the answer: its line's start
_LOWER_WORD = re.compile(r"\b[a-z]{2,}\b")


def _capitals(text: str) -> bool:
    return any(c.isalpha() for c in text) and not any(c.islower() for c in text)


def goods_to_sentence_end(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                          tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[int, int]]:
    """``goods_description`` -> its span read on to its sentence's end (module docstring)."""
    answer = texts.get(_PATH)
    if document_type != "letter_of_credit" or not answer or _PATH not in spans:
        return {}
    first, last = spans[_PATH]
    text = answer.strip()
    if not _capitals(text) or text.endswith(".") or not _LOWER_WORD.search(line_head(tok, doc_ids, first, _HEAD_REACH)):
        return {}
    end = min(len(doc_ids), last + 1 + _WINDOW)
    after = tok.decode(list(doc_ids[last + 1:end]))
    if not after.startswith("\n") and not (after.lstrip(" \t").startswith("\n")):
        return {}  # the answer does not end at its line's end
    start = after.index("\n") + 1  # where the next line starts in ``after``
    lines = after[start:].split("\n")
    for k, line in enumerate(lines[:_MAX_MORE_LINES]):
        if not _capitals(line) or k == len(lines) - 1:
            return {}  # a line in mixed case, or the window's cut-off last line: the sentence is not read whole
        if line.rstrip().endswith("."):
            stop = start + len(line.rstrip()) - 1  # the full stop's character
            return {_PATH: (first, char_end_token(tok, doc_ids, last + 1, end, stop))}
        start += len(line) + 1
    return {}
