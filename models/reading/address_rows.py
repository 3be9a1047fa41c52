"""An address block that the model ran on into the next row's label: end it before that row.

An address is written as a block of lines, and the row after it is another field's: "Wohnanschrift
/ Residential address: 2969 Maple Avenue\\nBoston, MA 02151\\nWohnsitzland / Country of
residence: USA". Under a label they never saw, the models read the block on into the next row's
first words, "2969 Maple Avenue\\nBoston, MA 02151\\nWohnsitzland" (the AR model, corpus v15 seed
2 `test`: 4 of 100 KYC forms, 1 of 100 loan applications, "...\\n2. Mitantragsteller"). Two
signs say that an address's last line is the next row's label, not a part of the address:

- the line goes on, after the answer, with a label's "/" or ":" and the words of another
  field's answer ("Wohnsitzland / Country of residence: USA", where the country of residence was
  read): it is that field's row;
- the line is a numbered heading, a number and words without digits ("11. Wohnsitzland",
  "2. Mitantragsteller"): no address line is written so.

Where the answer covers two lines or more and its last line is either, the answer ends at the line
before.

A line after the first is also the next row (as where the AR model runs a KYC address on into
the country of residence's row), and the answer ends before it, where

- it is a label and its value, words without digits and a ":" ("Wohnsitzland: NZ", "- Domicile
  country: EGYPT"): no address line is written so;
- it is one word without digits, not in capitals, the third line or later, right after a line
  holding a digit and not ending with a comma (the postcode's; "118 Ademola Adetokunbo
  Crescent\\nLagos\\nNigeria" is a street, its town and its country, "74213 Ciudad de
  México,\\nCDMX\\nMexico" a town, its state and its country), and the next line, in the answer
  or after it, starts another slot's answer:
  "Busan 48636\\nWohnsitzland\\nSouth Korea", where the country of residence was read from "South
  Korea". The word is that answer's label printed above it, not a town: a town's line under the
  postcode's is written with the country's, or alone at the block's end with no other answer
  below it.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from models.reading.line_reading import line_spans, starts_next_line
from models.reading.vocabulary import ADDRESS_PATHS

__all__ = ["ADDRESS_ROW_CONFIDENCE", "address_before_next_row"]

#: Confidence of an address ended here. The training corpus's addresses end where their rows do,
#: so there is no measured precision: below every accept threshold, a record it changed is reviewed.
ADDRESS_ROW_CONFIDENCE = 0.8

_NUMBERED_HEADING = re.compile(r"\d{1,2}[.)]\s+[^\W\d_][^\d:]*")
# A label and its value on one line: words without digits, then ":" and the value.
_LABEL_AND_VALUE = re.compile(r"[^\W\d_][^\d:\n]*:\s*\S.*")
_ONE_WORD = re.compile(r"[^\W\d_][^\W\d_'’.-]*")
# Tokens read after the answer on its line, for the rest of the row.
_WINDOW = 48

Span = tuple[int, int]


def _rest_of_line(tok: Any, doc_ids: Sequence[int], last: int) -> Span | None:
    """The (first, last) tokens after token ``last`` up to its line's end, or None (the line ends
    at ``last``)."""
    if "\n" in tok.decode([doc_ids[last]]):
        return None
    end = last
    for k in range(last + 1, min(len(doc_ids), last + 1 + _WINDOW)):
        if "\n" in tok.decode([doc_ids[k]]):
            break
        end = k
    return (last + 1, end) if end > last else None


def address_before_next_row(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, Span],
                            tok: Any, doc_ids: Sequence[int]) -> dict[str, Span]:
    """Address slots -> their span without its last line, where that line is the next row's label
    (module docstring).

    Convention: none documented (a form's next row starts with its own label); kept for the diffusion extractor
    on its measured gain (docs/MODELS.md, "The reading rules").
    """
    del document_type  # the address slots of every type
    out: dict[str, Span] = {}
    for path in ADDRESS_PATHS:
        text = texts.get(path)
        if not text or "\n" not in text.strip() or path not in spans:
            continue
        first, last = spans[path]
        lines = line_spans(tok, doc_ids, first, last)
        if len(lines) < 2:
            continue
        a, b = lines[-1]
        line = tok.decode(list(doc_ids[a:b + 1])).strip()
        cut = _NUMBERED_HEADING.fullmatch(line) is not None
        rest = _rest_of_line(tok, doc_ids, last)
        starts = [s[0] for q, s in spans.items() if q != path and texts.get(q)]  # other answers' first tokens
        if not cut and rest is not None:
            after = tok.decode(list(doc_ids[rest[0]:rest[1] + 1])).lstrip()
            cut = after[:1] in ("/", ":") and any(rest[0] <= start <= rest[1] for start in starts)
        if cut:
            out[path] = (first, lines[-2][1])
            continue
        for k in range(1, len(lines)):
            a, b = lines[k]
            # a one-word line counts from the third on: below a street's line ("118 Ademola
            # Adetokunbo Crescent", "Lagos") it is the town's
            line = tok.decode(list(doc_ids[a:b + 1])).strip()
            above = tok.decode(list(doc_ids[lines[k - 1][0]:lines[k - 1][1] + 1]))
            if _LABEL_AND_VALUE.fullmatch(line) or (
                    k >= 2 and _ONE_WORD.fullmatch(line) and not line.isupper()
                    and re.search(r"\d", above) and not above.rstrip().endswith(",")
                    and any(starts_next_line(tok, doc_ids, b, start) for start in starts)):
                out[path] = (first, lines[k - 1][1])
                break
    return out

