"""The reading rules by name, in the one order every decoder applies them.

A reading rule mends decoded answers from the page: it reads every slot's text and the document
tokens it copies, and says which slots to read again from which tokens (or to empty, or to move).
The rules live in their own modules; this one registers each under a name with what it changes
(its ``effect``), the confidence each decoder gives a slot it changes, and the setting that turns
it on, and lists them in ``READING_ORDER``. A decoder applies ``reading_steps(decoder)``: the
rules it uses, in that order, through ``apply_reading`` and a ``ReadingState`` of its own.

    for step in reading_steps("diffusion", settings):   # [[ReadingRule, ...], ...]
        ...
    changed = apply_reading(state, "ar", document_type, tok, doc_ids)

The decoders: ``ar`` (the AR model's whole decode), ``ar_partial`` (the AR model re-decoding a few
slots of another decoder's answer: only the rules that mend a slot from its own answer and the
page) and ``diffusion`` (the diffusion extractor).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Collection, Literal, Mapping, Protocol, Sequence

from models.reading.address_rows import ADDRESS_ROW_CONFIDENCE, address_before_next_row
from models.reading.amount_currency import AR_CURRENCY_CONFIDENCE, CURRENCY_CONFIDENCE, currency_beside_amount
from models.reading.choice_mentions import AR_CHOICE_CONFIDENCE, choice_from_mention
from models.reading.company_reading import LEGAL_FORM_CONFIDENCE, legal_form_after
from models.reading.line_reading import LINE_CONFIDENCE, one_line_values
from models.reading.list_reading import (AR_MISSED_ITEM_CONFIDENCE, MISSED_ITEM_CONFIDENCE, PROSE_ITEM_CONFIDENCE,
                                         missed_into_empty, prose_items, repeated_items, repeated_people,
                                         unmarked_items, whole_items)
from models.reading.name_parts import AR_PARTS_CONFIDENCE, PARTS_CONFIDENCE, labelled_name_parts
from models.reading.paired_terms import EMPTIED_CONFIDENCE, unowned_shares
from models.reading.people_reading import (AR_PAIRED_PERSON_CONFIDENCE, NAME_APART_CONFIDENCE,
                                           PAIRED_PERSON_CONFIDENCE, name_printed_apart, read_people)
from models.reading.prose_expiry import EXPIRY_CONFIDENCE, expiry_place_in_prose
from models.reading.prose_sex import SEX_CONFIDENCE, sex_in_sentence
from models.reading.swift_reading import (AR_SWIFT_PARTY_CONFIDENCE, GOODS_BLOCK_CONFIDENCE, SWIFT_PARTY_CONFIDENCE,
                                          swift_goods, swift_parties)

__all__ = ["DECODERS", "READING_ORDER", "RULES", "SWITCHES", "ReadingRule", "ReadingState", "apply_reading",
           "reading_steps"]

DecoderName = Literal["ar", "ar_partial", "diffusion"]
DECODERS: tuple[DecoderName, ...] = ("ar", "ar_partial", "diffusion")

Span = tuple[int, int]
Texts = Mapping[str, "str | None"]
Spans = Mapping[str, Span]
#: (document_type, texts, spans, tok, doc_ids) -> what the rule found (its shape is its ``effect``'s)
Reader = Callable[[str, Texts, Spans, Any, Sequence[int]], Any]

Effect = Literal[
    "span",                 # {path: span}: the slot reads that span
    "span_or_empty",        # {path: span | None}: the slot reads that span, or is emptied
    "spans",                # {path: (span, ...) | span | None}: the slot reads those spans (a name from two rows)
    "empty",                # [path, ...]: the slots are emptied
    "empty_pair",           # {path: pair}: emptied, at the confidence the rule gives that pair of slots
    "drop_items",           # [item, ...]: every slot of those list items is emptied
]


@dataclass(frozen=True, slots=True)
class ReadingRule:
    name: str
    read: Reader
    effect: Effect
    #: decoder -> confidence of a slot the rule changes; the decoders named are those that apply it.
    #: None keeps the slot's own confidence; a mapping (``empty_pair``) gives one per pair of slots.
    confidence: Mapping[str, float | Mapping[str, float] | None]
    #: the diffusion extractor's settings that must all be on for it to apply the rule
    switches: tuple[str, ...] = ()
    #: consecutive rules of one group read the same answers; their changes apply together, a later
    #: rule's winning where two change one slot
    reads_with: str | None = None
    #: decoders that put the lists back in document order once this rule has changed something
    reorders: frozenset[str] = frozenset()
    #: decoders where a slot the rule changes keeps the model's confidence where that is lower
    keep_doubt: frozenset[str] = frozenset()
    #: the rule reads each answer's outer bounds (its lowest and highest token) instead of the
    #: first token of its first span and the last of its last
    reads_bounds: bool = False
    description: str = field(default="", compare=False)


class ReadingState(Protocol):
    """A decoder's answers as the rules read and change them."""

    def texts(self) -> dict[str, str | None]: ...

    def spans(self) -> dict[str, Span]:
        """(first, last) document token of each answer that copies some."""
        ...

    def bounds(self) -> dict[str, Span]:
        """(lowest, highest) document token of each answer that copies some."""
        ...

    def confidence(self, path: str) -> float: ...

    def reread(self, path: str, spans: Sequence[Span] | None, confidence: float) -> None:
        """Slot ``path`` read from ``spans`` (None: emptied) at ``confidence``."""
        ...

    def drop(self, path: str, confidence: float) -> None:
        """Slot ``path`` emptied as part of a dropped list item, at ``confidence``."""
        ...

    def reorder(self) -> None:
        """The lists put back in document order (a decoder may defer it to the end of reading)."""
        ...


def _spans_only(rule: Callable[..., Any]) -> Reader:
    """A rule that reads the answers' tokens but not their texts, called as every rule is."""
    def read(document_type: str, texts: Texts, spans: Spans, tok: Any, doc_ids: Sequence[int]) -> Any:
        return rule(document_type, spans, tok, doc_ids)
    return read


_LISTS = ("fill_gaps",)
_PEOPLE = ("read_people",)
_PROSE = ("read_prose",)
_LINES = ("read_lines",)
_PAIRS = ("own_pairs",)
_AR = frozenset({"ar"})
_AR_AND_DIFFUSION = frozenset({"ar", "diffusion"})

#: Every rule, in the order every decoder applies the ones it uses.
READING_ORDER: tuple[ReadingRule, ...] = (
    # list items: off the list's lines, cut short, written in prose, skipped
    ReadingRule("repeated_items", _spans_only(repeated_items), "empty", {"ar": None}, reorders=_AR,
                description="an item pointing where an earlier item of its list does"),
    ReadingRule("unmarked_items", unmarked_items, "empty", {"diffusion": None}, _LISTS,
                description="an item off the marker lines most items of its list follow"),
    ReadingRule("whole_items", whole_items, "span",
                {"ar": AR_MISSED_ITEM_CONFIDENCE, "ar_partial": AR_MISSED_ITEM_CONFIDENCE,
                 "diffusion": MISSED_ITEM_CONFIDENCE}, _LISTS,
                description="an item ended before its line's end read whole"),
    ReadingRule("prose_items", prose_items, "span_or_empty",
                {"ar": PROSE_ITEM_CONFIDENCE, "diffusion": PROSE_ITEM_CONFIDENCE}, _LISTS, reorders=_AR,
                description="a list written in prose read one item per ';'-separated part"),
    ReadingRule("missed_into_empty", missed_into_empty, "span",
                {"ar": AR_MISSED_ITEM_CONFIDENCE, "diffusion": MISSED_ITEM_CONFIDENCE}, _LISTS,
                reorders=_AR_AND_DIFFUSION, description="items skipped between two found put into empty slots"),
    # people: co-borrowers and names read from the rows that print them
    ReadingRule("read_people", read_people, "spans",
                {"ar": AR_PAIRED_PERSON_CONFIDENCE, "diffusion": PAIRED_PERSON_CONFIDENCE}, _PEOPLE,
                reads_with="people", reorders=_AR,
                description="co-borrowers re-read from the names and dates of birth printed together"),
    ReadingRule("labelled_name_parts", labelled_name_parts, "spans",
                {"ar": AR_PARTS_CONFIDENCE, "ar_partial": AR_PARTS_CONFIDENCE, "diffusion": PARTS_CONFIDENCE},
                _PEOPLE + ("read_name_parts",), reads_with="people", reorders=_AR,
                description="a name read half composed from its surname and given-names rows"),
    ReadingRule("name_printed_apart", name_printed_apart, "spans",
                {"ar": NAME_APART_CONFIDENCE, "ar_partial": NAME_APART_CONFIDENCE, "diffusion": NAME_APART_CONFIDENCE},
                _PEOPLE, reads_with="people", reorders=_AR,
                description="a name composed from two neighbouring 'Label: value' rows"),
    # a letter of credit's parties and goods from its MT700 message and its sentences
    ReadingRule("swift_parties", swift_parties, "span",
                {"ar": AR_SWIFT_PARTY_CONFIDENCE, "diffusion": SWIFT_PARTY_CONFIDENCE}, ("read_swift",),
                reorders=_AR, description="a party read from the MT700 field that names it"),
    ReadingRule("swift_goods", swift_goods, "span",
                {"ar": GOODS_BLOCK_CONFIDENCE, "ar_partial": GOODS_BLOCK_CONFIDENCE,
                 "diffusion": GOODS_BLOCK_CONFIDENCE}, ("read_swift",),
                description="goods read to the end of the message's field 45A"),
    # one value from its line, sentence or neighbour
    ReadingRule("one_line_values", one_line_values, "span", {"diffusion": LINE_CONFIDENCE}, _LINES,
                description="a one-line value spanning several lines read from its own line"),
    # after the one-line rule: a place in wrapped prose runs over two lines ("SEOUL, SOUTH\nKOREA")
    ReadingRule("expiry_place_in_prose", expiry_place_in_prose, "span",
                {"ar": EXPIRY_CONFIDENCE, "ar_partial": EXPIRY_CONFIDENCE},
                description="a place of expiry read from the sentence that states it"),
    ReadingRule("sex_in_sentence", sex_in_sentence, "span", dict.fromkeys(DECODERS, SEX_CONFIDENCE), _PROSE,
                description="a sex left empty read from the sentence or question that states it"),
    ReadingRule("legal_form_after", legal_form_after, "span", dict.fromkeys(DECODERS, LEGAL_FORM_CONFIDENCE),
                _PROSE, description="a company's name read on to the legal form printed after it"),
    # a letter of credit's paired terms (ports, shipment clauses): each answer in its own slot
    ReadingRule("unowned_shares", unowned_shares, "empty_pair", {"diffusion": EMPTIED_CONFIDENCE}, _PAIRS,
                description="a slot of a pair emptied where it reads the other slot's labelled mention"),
    # closed values read from what names one
    ReadingRule("currency_beside_amount", currency_beside_amount, "span",
                {"ar": AR_CURRENCY_CONFIDENCE, "diffusion": CURRENCY_CONFIDENCE}, ("read_currencies",),
                description="a currency answered with words that name none read beside its amount"),
    ReadingRule("choice_from_mention", choice_from_mention, "span",
                {"ar": AR_CHOICE_CONFIDENCE, "ar_partial": AR_CHOICE_CONFIDENCE},
                description="a closed value answered with words that name none read from its mention"),
    # an unsure answer cut short stays unsure, so the real-time route still sends it to the AR model
    ReadingRule("address_before_next_row", address_before_next_row, "span", {"diffusion": ADDRESS_ROW_CONFIDENCE},
                _LINES, keep_doubt=frozenset({"diffusion"}),
                description="an address run on into the next row's label ended before that row"),
    # list items that are someone already named
    ReadingRule("repeated_people", _spans_only(repeated_people), "drop_items", {"ar": None}, reorders=_AR,
                reads_bounds=True, description="a list item repeating another field's person emptied"),
)

RULES: dict[str, ReadingRule] = {rule.name: rule for rule in READING_ORDER}
assert len(RULES) == len(READING_ORDER), "two reading rules share a name"

#: Every setting that turns rules on or off (the diffusion extractor's attributes of these names).
SWITCHES: tuple[str, ...] = tuple(dict.fromkeys(name for rule in READING_ORDER for name in rule.switches))


def reading_steps(decoder: str, settings: Mapping[str, bool] | None = None,
                  names: Collection[str] | None = None) -> list[list[ReadingRule]]:
    """The rules ``decoder`` applies, in ``READING_ORDER``, grouped into steps (the rules of one
    step read the same answers). ``settings``: the decoder's switches (a rule whose switches are
    not all on is left out); None: every rule the decoder uses. ``names``: only these rules."""
    if decoder not in DECODERS:
        raise ValueError(f"unknown decoder {decoder!r}; choose one of {', '.join(DECODERS)}")
    unknown = set(names or ()) - set(RULES)
    if unknown:
        raise ValueError(f"no reading rule named {', '.join(sorted(unknown))}; the rules: {', '.join(RULES)}")
    steps: list[list[ReadingRule]] = []
    for rule in READING_ORDER:
        if decoder not in rule.confidence or (names is not None and rule.name not in names):
            continue
        if settings is not None and not all(settings.get(name, True) for name in rule.switches):
            continue
        if steps and rule.reads_with is not None and steps[-1][-1].reads_with == rule.reads_with:
            steps[-1].append(rule)
        else:
            steps.append([rule])
    return steps


Change = tuple[str, "Sequence[Span] | None", "float | None", bool]  # path, spans (None: empty), confidence, drop


def _changes(rule: ReadingRule, found: Any, decoder: str, state: ReadingState) -> list[Change]:
    """What ``found`` (the rule's answer) does to the slots, in the order the rule gives them."""
    confidence = rule.confidence[decoder]
    if rule.effect == "span":
        return [(path, (span,), confidence, False) for path, span in found.items()]
    if rule.effect == "span_or_empty":
        return [(path, (span,) if span else None, confidence, False) for path, span in found.items()]
    if rule.effect == "spans":  # a name from two rows gives (given, surname); one span is one row
        return [(path, None if read is None else (read if isinstance(read[0], tuple) else (read,)), confidence, False)
                for path, read in found.items()]
    if rule.effect == "empty":
        return [(path, None, confidence, False) for path in found]
    if rule.effect == "empty_pair":
        assert isinstance(confidence, Mapping)
        return [(path, None, confidence[pair], False) for path, pair in found.items()]
    if rule.effect == "drop_items":
        prefixes = tuple(item + "." for item in found)
        return [(path, None, confidence, True) for path in state.texts() if prefixes and path.startswith(prefixes)]
    raise AssertionError(f"reading rule {rule.name!r} has no effect {rule.effect!r}")


def apply_reading(state: ReadingState, decoder: str, document_type: str, tok: Any, doc_ids: Sequence[int], *,
                  settings: Mapping[str, bool] | None = None, names: Collection[str] | None = None,
                  only: Callable[[str], bool] | None = None) -> list[str]:
    """Apply ``decoder``'s reading rules to ``state``, in order; the names of those that found
    something to change. ``settings`` and ``names`` choose the rules (``reading_steps``). ``only``:
    the slots this decode may change (another decoder's answers are read, not changed); a rule's
    change to any other slot is dropped."""
    changed: list[str] = []
    for step in reading_steps(decoder, settings, names):
        texts, spans = state.texts(), state.spans()
        bounds = state.bounds() if any(rule.reads_bounds for rule in step) else spans
        planned: dict[str, tuple[Sequence[Span] | None, float, bool]] = {}
        reordering = False
        for rule in step:
            found = rule.read(document_type, texts, bounds if rule.reads_bounds else spans, tok, doc_ids)
            if not found:
                continue
            changed.append(rule.name)
            reordering |= decoder in rule.reorders
            for path, new, confidence, drop in _changes(rule, found, decoder, state):
                if only is not None and not only(path):
                    continue
                if confidence is None:
                    confidence = state.confidence(path)
                elif drop or decoder in rule.keep_doubt:
                    confidence = min(state.confidence(path), confidence)
                planned[path] = (new, confidence, drop)  # a later rule of the step wins
        for path, (new, confidence, drop) in planned.items():
            if drop:
                state.drop(path, confidence)
            else:
                state.reread(path, new, confidence)
        if reordering:
            state.reorder()
    return changed
