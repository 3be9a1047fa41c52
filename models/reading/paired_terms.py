"""A letter of credit's paired terms answered with one mention: its label says whose it is.

A credit names two ports (44E port of loading, 44F port of discharge) and two shipment clauses
(43P partial shipments, 43T transhipment). Where the credit states only one of a pair, the models
often answer both slots with that one mention (the shipped diffusion model: 4 of
`test`'s 14 fields filled where the truth is absent were a port of discharge answered as the port
of loading too, 2 a transhipment clause answered as the partial-shipments one too). The slot that
has no mention of its own should be empty, and the mention's label tells which one that is:
"Destination port: LOS ANGELES PORT", ":44F:ANY PORT IN UNITED STATES", "Shipment to NHAVA
SHEVA", "Partial shipment\\n[ ] Allowed   [x] Not Allowed".

The label is the text before the mention on its line, or the line above when the mention starts
its line or follows only a row of check boxes; the last pair word in it decides. A mention that
runs over more than one line is left alone (it may hold both clauses' rows), and so is one whose
label holds neither pair's words (an invented or unknown label).
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from models.reading.vocabulary import span_label
from pipeline.normalise.checkboxes import BOX

__all__ = ["EMPTIED_CONFIDENCE", "PAIRS", "label_before", "owner_by_label", "unowned_shares"]

#: Each pair's slots, with the words of a label that names that slot.
PAIRS: dict[str, dict[str, re.Pattern[str]]] = {
    "ports": {
        "port_of_loading": re.compile(r"\b(?:44E|load(?:ing)?|departure|dispatch)\b|\bfrom\s*[:\-=]*\s*$", re.I),
        "port_of_discharge": re.compile(r"\b(?:44F|discharg\w*|destination)\b|\bto\s*[:\-=]*\s*$", re.I),
    },
    "shipment clauses": {
        "partial_shipments": re.compile(r"\b(?:43P|partial|part)\b", re.I),
        "transhipment": re.compile(r"\b(?:43T|tran[s-]{0,2}ship\w*)", re.I),
    },
}

#: Confidence that an emptied slot is right (the field is absent), per pair: the rule's precision
#: with the rule of succession on the shipped diffusion model's `train` (400 letters of credit)
#: and `dev` (100) answers. Ports: 15 of 16 emptied slots absent on `train`, 1 of 1
#: on `dev`; shipment clauses: 8 of 11 and 2 of 3 (the others were answered wrongly before and
#: stay wrong: another row of check boxes is the clause).
EMPTIED_CONFIDENCE = {"ports": 0.895, "shipment clauses": 0.688}

# boxes of every style (``pipeline.normalise.checkboxes``: "[X]", "( )", "☒" ...), each with its option's words
_CHECK_BOX_ROW = re.compile(rf"(?:\s*(?:{BOX.pattern})[^\[(☐☒☑□■\n]*)+\s*")


def label_before(text: str, start: int) -> str:
    """The label of the mention at ``text[start:]``: what precedes it on its line, or the line
    above where nothing but white space or check boxes precede it."""
    return span_label(text, start, no_label=lambda before: not before.strip() or _CHECK_BOX_ROW.fullmatch(before),
                      above_end=" ")


def owner_by_label(label: str, words: Mapping[str, re.Pattern[str]]) -> str | None:
    """The slot whose words occur last in ``label`` (None: no slot's words occur)."""
    best: tuple[int, str] | None = None
    for path, pattern in words.items():
        for match in pattern.finditer(label):
            if best is None or match.end() > best[0]:
                best = (match.end(), path)
    return best[1] if best else None


def _label_of_span(text: str, tok: Any, doc_ids: Sequence[int], first: int) -> str:
    """``label_before`` the mention that starts at document token ``first`` (``text``: the whole
    document decoded; the mention's character offset is its decoded prefix's length)."""
    return label_before(text, len(tok.decode(list(doc_ids[:first]))))


def _one_box_row(text: str, words: Mapping[str, re.Pattern[str]]) -> bool:
    """Does ``text`` (from one span's start to the other's end) lie on one line of check boxes,
    with no label of either slot between them (one line may hold both clauses' rows)?"""
    return "\n" not in text.strip("\n") and BOX.search(text) is not None and owner_by_label(text, words) is None


def unowned_shares(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                   tok: Any, doc_ids: Sequence[int]) -> dict[str, str]:
    """Slot -> its pair's name, for each slot of a pair whose one-line span overlaps the other
    slot's (the same first token, or one inside the other: "(X) Allowed" and "Allowed",
    "HSIUNG PORT" and "KAOHSIUNG PORT") or lies in the same row of check boxes
    ("(X) Allowed   ( ) Not Allowed" pointed at two options: one clause's row), where
    the mention's label names the other slot.

    Convention: SWIFT MT700 gives each term of a pair its own tag (44E / 44F ports, 43P / 43T shipment
    clauses); the other captions the rule reads are none documented, and it is kept for the diffusion extractor
    on its measured gain (docs/MODELS.md, "The reading rules").
    """
    if document_type != "letter_of_credit":
        return {}
    text: str | None = None
    out: dict[str, str] = {}
    for pair, words in PAIRS.items():
        first, second = words
        if not (texts.get(first) and texts.get(second) and first in spans and second in spans):
            continue
        (a_first, a_last), (b_first, b_last) = spans[first], spans[second]
        if "\n" in texts[first].strip() or "\n" in texts[second].strip():
            continue
        if max(a_first, b_first) > min(a_last, b_last) and not _one_box_row(
                tok.decode(list(doc_ids[min(a_first, b_first):max(a_last, b_last) + 1])), words):
            continue
        if text is None:
            text = tok.decode(list(doc_ids))
        owner = owner_by_label(_label_of_span(text, tok, doc_ids, min(a_first, b_first)), words)
        if owner is not None:
            out[second if owner == first else first] = pair
    return out
