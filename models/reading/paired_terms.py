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

The same label decides the other way round too: where only one slot of a pair is answered and its
mention's label names the other slot, the answer belongs to that other slot.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from models.reading.vocabulary import span_label
from pipeline.normalise import is_not_stated
from pipeline.normalise.checkboxes import BOX

__all__ = ["AR_EMPTIED_CONFIDENCE", "AR_MOVED_CONFIDENCE", "EMPTIED_CONFIDENCE", "MOVED_CONFIDENCE", "PAIRS",
           "label_before", "misplaced_lone_mentions", "owner_by_label", "stated_not_given", "unowned_shares"]

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
#: The same for the AR model (its `train`, 200 letters of credit, and `dev` answers):
#: ports 1 of 1 on `train`, none on `dev`; shipment clauses 4 of 4 and 1 of 1.
AR_EMPTIED_CONFIDENCE = {"ports": 0.667, "shipment clauses": 0.857}
#: Confidence of a lone mention moved to the slot its label names (both slots: the one it moves
#: to and the one left empty), with the rule of succession on the shipped models' `train` (300
#: letters of credit) and `dev` (100) answers: the diffusion model 1 move of 1
#: right ("ANY PORT IN NETHERLANDS" under "Destination port" answered as the port of loading),
#: none on `dev`; the AR model none on either.
MOVED_CONFIDENCE = 0.667
AR_MOVED_CONFIDENCE = 0.5
#: Confidence of a slot emptied because its own row says it is not given (``stated_not_given``),
#: measured as the ones above: the shipped AR model 1 of 1 on `train` (a port of
#: loading answered "Latest Shipment Date" under "Port of Loading / -"), none on `dev`; the
#: diffusion model none on either.
NOT_GIVEN_CONFIDENCE = 0.5
AR_NOT_GIVEN_CONFIDENCE = 0.667

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
    the mention's label names the other slot."""
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


def misplaced_lone_mentions(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                            tok: Any, doc_ids: Sequence[int]) -> dict[str, str]:
    """Slot -> the slot of its pair to move its answer to, where only one slot of the pair is
    answered, with a one-line mention whose label names the other slot ("Destination port: LOS
    ANGELES PORT" answered as the port of loading, the port of discharge left empty).
    A mention whose label names neither slot, or its own, stays where the model put it."""
    if document_type != "letter_of_credit":
        return {}
    text: str | None = None
    out: dict[str, str] = {}
    for words in PAIRS.values():
        first, second = words
        answered = [path for path in (first, second) if texts.get(path) and path in spans]
        if len(answered) != 1 or texts.get(first if answered[0] == second else second):
            continue
        path = answered[0]
        if "\n" in texts[path].strip():
            continue
        if text is None:
            text = tok.decode(list(doc_ids))
        owner = owner_by_label(_label_of_span(text, tok, doc_ids, spans[path][0]), words)
        if owner is not None and owner != path:
            out[path] = owner
    return out


def _rows_not_given(text: str, words: Mapping[str, re.Pattern[str]]) -> set[str]:
    """The slots of a pair whose own row says the term is not given: a not-stated mark ("-",
    "N/A", "none") alone on its line under the slot's label, or after it on one line."""
    out: set[str] = set()
    start = 0
    for line in text.split("\n"):
        label: str | None = None
        if line.strip() and is_not_stated(line):
            label = label_before(text, start + len(line) - len(line.lstrip()))
        elif ":" in line:
            before, value = line.rsplit(":", 1)
            if value.strip() and is_not_stated(value):
                label = before
        if label is not None:
            owner = owner_by_label(label, words)
            if owner is not None:
                out.add(owner)
        start += len(line) + 1
    return out


def stated_not_given(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                     tok: Any, doc_ids: Sequence[int]) -> dict[str, str]:
    """Slot -> its pair's name, for each answered slot of a pair whose own row in the document
    says the term is not given ("Destination port\\n-", "Port of loading: N/A"), where the answer's
    mention is not under a label of that slot ("Merchandise", the next label but one,
    answered as the port of discharge)."""
    if document_type != "letter_of_credit":
        return {}
    text: str | None = None
    out: dict[str, str] = {}
    for pair, words in PAIRS.items():
        not_given: set[str] | None = None  # read once per pair, when an answer needs it
        for path in words:
            if not (texts.get(path) and path in spans):
                continue
            if text is None:
                text = tok.decode(list(doc_ids))
            if owner_by_label(_label_of_span(text, tok, doc_ids, spans[path][0]), words) == path:
                continue  # the answer's own label names the slot: the document states it there
            if not_given is None:
                not_given = _rows_not_given(text, words)
            if path in not_given:
                out[path] = pair
    return out
