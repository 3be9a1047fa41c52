"""Templates: each document type as a fixed, ordered list of value slots.

Usage::

    from models.template import TEMPLATE_VERSION, slot_paths, slot_targets, parse_slots
    slot_paths("letter_of_credit")       # ["lc_number", ..., "documents_required[0]", ...]
    slot_targets("kyc_individual", truth_record, pages, date_order="DMY")
        # -> {"full_name": "ANNA MARIA ERIKSSON", "sex": None, ...}: the RAW text a model
        #    must write in each slot (None = empty slot)
    parse_slots("kyc_individual", {"full_name": " ANNA MARIA ERIKSSON", ...},
                confidences={"full_name": 0.98}, decoded_by="autoregressive")
        # -> list[SlotPrediction] in template order

A slot is a concrete leaf path: scalar leaves, ``documents_required[0..7]`` and
``co_borrowers[0..2].full_name`` / ``.date_of_birth`` (items grouped: item 0's leaves,
then item 1's). Keys, punctuation and list brackets are never produced by a model.

A slot's target is the verbatim span of the document when one exists and normalises to
the true value (``pipeline.grounding.locate`` then ``pipeline.normalise.normalise_value``),
otherwise a canonical rendering that normalises to it (``render_value``).
"""
from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass, replace
from typing import Any, Mapping, Sequence

from pipeline.decoding import DecodedBy, SlotPrediction
from pipeline.doctypes import DOCUMENT_TYPES
from pipeline.evaluate import values_equal
from pipeline.fields import FIELD_SPECS, FieldSpec, get_path, spec_for
from pipeline.grounding import locate, occurrences
from pipeline.normalise import normalise_value

__all__ = [
    "SlotTarget",
    "TEMPLATE_VERSION",
    "document_order",
    "parse_slots",
    "render_value",
    "reorder_items",
    "slot_paths",
    "slot_sources",
    "slot_targets",
]

TEMPLATE_VERSION = 1


@functools.cache
def _slot_paths(document_type: str) -> tuple[str, ...]:
    paths: list[str] = []
    done_lists: set[str] = set()
    specs = FIELD_SPECS[document_type]
    for spec in specs:
        if spec.list_name is None:
            paths.append(spec.path)
            continue
        if spec.list_name in done_lists:
            continue
        done_lists.add(spec.list_name)
        leaves = [s for s in specs if s.list_name == spec.list_name]
        assert spec.max_items, f"{spec.path}: list without maxItems"
        for i in range(spec.max_items):
            paths.extend(leaf.concrete(i) for leaf in leaves)
    return tuple(paths)


def slot_paths(document_type: str) -> list[str]:
    """The template's slots of ``document_type``, in decoding order."""
    return list(_slot_paths(document_type))


def render_value(spec: FieldSpec, value: Any) -> str | None:
    """A canonical raw text that ``normalise_value`` reads back as ``value``."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        if math.isfinite(value) and value == int(value) and spec.kind != "percent":
            return str(int(value))
        return format(value, "f").rstrip("0").rstrip(".") if "e" not in repr(value) else repr(value)
    return str(value)


@dataclass(slots=True)
class SlotTarget:
    """What a slot must hold: ``text`` (None = empty) and, when copied, where from.

    ``parts``: the document spans ``(page, start, end)`` (0-based page) that ``text`` copies,
    in order, joined by one space (a name written as separate given-name and surname boxes);
    then ``suffix`` (e.g. " monthly" for an annual income the document states per month).
    """

    text: str | None
    parts: tuple[tuple[int, int, int], ...] = ()
    suffix: str = ""

    @property
    def page(self) -> int | None:
        return self.parts[0][0] if self.parts else None


def _normalises_to(spec: FieldSpec, text: str, value: Any, date_order: str | None) -> bool:
    try:
        got = normalise_value(spec, text, date_order=date_order or "DMY")
    except Exception:  # noqa: BLE001 - any failure means "not a usable span"
        return False
    return values_equal(value, got)


def _locate(spec: FieldSpec, value: Any, pages: Sequence[str], date_order: str | None) -> SlotTarget | None:
    source = locate(spec, value, list(pages), date_order=date_order or "DMY")
    if source is None:
        return None
    return SlotTarget(source.text, ((source.page - 1, source.start, source.end),))


def _words_pattern(words: Sequence[str]) -> re.Pattern[str]:
    """``words`` in a row, any white space (line breaks too) between them, whole, case folded."""
    return re.compile(r"(?<!\w)" + r"\s+".join(re.escape(w) for w in words) + r"(?!\w)", re.I)


def _find_words(words: Sequence[str], pages: Sequence[str]) -> tuple[int, int, int] | None:
    pattern = _words_pattern(words)
    for p, page in enumerate(pages):
        match = pattern.search(page)
        if match:
            return p, match.start(), match.end()
    return None


def _name_apart(spec: FieldSpec, value: str, pages: Sequence[str], date_order: str | None) -> SlotTarget | None:
    """Given names and surname found apart: copy the given names, then the surname."""
    words = value.split()
    for k in range(1, len(words)):
        given, surname = _find_words(words[:k], pages), _find_words(words[k:], pages)
        if given and surname and given != surname:
            text = pages[given[0]][given[1]:given[2]] + " " + pages[surname[0]][surname[1]:surname[2]]
            if _normalises_to(spec, text, value, date_order):
                return SlotTarget(text, (given, surname))
    return None


def _rest_on_next_page(spec: FieldSpec, value: Any, head: SlotTarget, pages: Sequence[str],
                       date_order: str | None) -> SlotTarget | None:
    """A value that runs from the foot of one page onto the next (grounding locates its first
    page's part, ``head``): copy that part, then the rest from the top of the next page."""
    (page, _, _), = head.parts
    if not isinstance(value, str) or page + 1 >= len(pages):
        return None
    done, words = len(head.text.split()), value.split()
    if not 0 < done < len(words):
        return None
    top = pages[page + 1][:2000]
    match = _words_pattern(words[done:]).search(top)
    if match is None or top[:match.start()].count("\n") > 4:   # past a header of a few lines
        return None
    text = f"{head.text} {match.group(0)}"
    if not _normalises_to(spec, text, value, date_order):
        return None
    return SlotTarget(text, (*head.parts, (page + 1, match.start(), match.end())))


def slot_sources(
    document_type: str, record: Mapping[str, Any], pages: Sequence[str], date_order: str | None = None,
) -> dict[str, SlotTarget]:
    """Like ``slot_targets`` but with the copied spans' locations."""
    out: dict[str, SlotTarget] = {}
    for path in _slot_paths(document_type):
        spec = spec_for(document_type, path)
        value = get_path(dict(record), path)
        if value is None or (isinstance(value, str) and not value.strip()):
            out[path] = SlotTarget(None)
            continue
        found = _locate(spec, value, pages, date_order)
        target = None
        if found is not None and found.text:
            if _normalises_to(spec, found.text, value, date_order):
                target = found
            elif spec.kind == "amount" and _normalises_to(spec, found.text + " monthly", value, date_order):
                target = SlotTarget(found.text + " monthly", found.parts, " monthly")
            else:
                target = _rest_on_next_page(spec, value, found, pages, date_order)
        if target is None and spec.kind == "name" and isinstance(value, str):
            target = _name_apart(spec, value, pages, date_order)
        out[path] = target or SlotTarget(render_value(spec, value))
    out.update(_distinct_places(document_type, record, pages, date_order, out))
    return out


# The words of a row label that name one field and none of the others it may share a value with
# (the customer's nationality, issuing country and residence; an income's and a loan's currency;
# the two shipment clauses). Not numbers: one "+/- 10 %" is rightly both tolerances.
_ROW_LABEL_WORDS: dict[str, re.Pattern[str]] = {path: re.compile(words, re.I) for path, words in {
    "nationality": r"nationalit|citizen|staatsangeh|nacionalidad",
    "id_issuing_country": r"\bissu|ausstell|d[ée]livr",
    "country_of_residence": r"residen|domicil|wohnsitz",
    "income_currency": r"income|salary|earnings|einkommen|revenu",
    "loan_currency": r"\bloan|darlehen|financing",
    "partial_shipments": r"partial|\bpart\b|split|43P",
    "transhipment": r"tran[s-]{0,2}ship|43T",
}.items()}
# Rows of other fields where such a value is written too (the address's country line).
_OTHER_ROW_WORDS = re.compile(r"address|anschrift|adresse|street|birth|\bborn\b|geburt|naissance", re.I)


def _row_label(page: str, start: int) -> str:
    """The text before ``page[start:]`` on its line, or the line above when it starts its line."""
    line_start = page.rfind("\n", 0, start) + 1
    label = page[line_start:start]
    if not re.search(r"\w", label) and line_start > 0:
        label = page[page.rfind("\n", 0, line_start - 1) + 1:line_start - 1]
    return label


def _row_owner(label: str) -> str | None:
    """The field whose row-label words end last in ``label``; "" for another field's row (an
    address, a place of birth) or a line of digits (a postcode line); None when nothing is named."""
    ends = {p: max((m.end() for m in words.finditer(label)), default=-1) for p, words in _ROW_LABEL_WORDS.items()}
    owner = max(ends, key=lambda p: ends[p])
    if ends[owner] >= 0:
        return owner
    return "" if _OTHER_ROW_WORDS.search(label) or re.search(r"\d", label) else None


def _distinct_places(document_type: str, record: Mapping[str, Any], pages: Sequence[str], date_order: str | None,
                     targets: Mapping[str, SlotTarget]) -> dict[str, SlotTarget]:
    """New targets for fields of equal value that ``locate`` gave one and the same span although
    the value is written more than once: ``locate`` chooses each field's span alone (the first
    occurrence where it knows no label near), so two fields got the row of one of them. A field
    moves when the shared span's row label names another field of the group and exactly one other
    place of the value has a row label naming it (or, where none does, exactly one other place has
    a row label naming no field, a word not known here: not an address's line); otherwise it stays."""
    groups: dict[tuple[int, int, int], list[str]] = {}
    for path, target in targets.items():
        if path in _ROW_LABEL_WORDS and len(target.parts) == 1:
            groups.setdefault(target.parts[0], []).append(path)
    out: dict[str, SlotTarget] = {}
    for (page, start, _), paths in groups.items():
        values = [get_path(dict(record), p) for p in paths]
        if len(paths) < 2 or not all(values_equal(values[0], v) for v in values):
            continue
        owner = _row_owner(_row_label(pages[page], start))
        for path, value in zip(paths, values):
            if owner not in paths or owner == path:
                continue
            spec = spec_for(document_type, path)
            others = [span for span in occurrences(spec, value, pages, date_order=date_order or "DMY")
                      if span[:2] != (page, start)]
            owners = [_row_owner(_row_label(pages[span[0]], span[1])) for span in others]
            own = [span for span, by in zip(others, owners) if by == path]
            if not own:  # its own row's label is a word we do not know: the one unnamed place
                own = [span for span, by in zip(others, owners) if by is None]
            if len(own) == 1:
                text = pages[own[0][0]][own[0][1]:own[0][2]]
                if _normalises_to(spec, text, value, date_order):
                    out[path] = SlotTarget(text, (own[0],))
    return out


def slot_targets(
    document_type: str, record: Mapping[str, Any], pages: Sequence[str], date_order: str | None = None,
) -> dict[str, str | None]:
    """The raw text each slot of ``document_type`` must hold for the true ``record``."""
    return {path: t.text for path, t in slot_sources(document_type, record, pages, date_order).items()}


def parse_slots(
    document_type: str,
    texts: Mapping[str, str | None],
    *,
    confidences: Mapping[str, float] | None = None,
    decoded_by: DecodedBy,
) -> list[SlotPrediction]:
    """Decoded slot texts -> one SlotPrediction per template slot (blank text = empty slot; text is stripped, not folded)."""
    assert document_type in DOCUMENT_TYPES, f"unknown document type {document_type!r}"
    confidences = confidences or {}
    out = []
    for path in _slot_paths(document_type):
        text = texts.get(path)
        raw = text.strip() if text is not None else None
        out.append(SlotPrediction(path, raw or None, float(confidences.get(path, 1.0)), decoded_by))
    return out


def document_order(document_type: str, starts: Mapping[str, int | None]) -> dict[str, str]:
    """Path renames that put each list's items in the order the document writes them.

    ``starts``: per slot path, the document position its value starts at (None: empty, or a
    value that points at no span). An item (the group of one index's slots) starts where the
    earliest of its slots does; items are stably sorted by that start, items with no start
    after them. A list any of whose slots is not a key of ``starts`` (a decode of some fields
    only) is left as it is. Returns ``{old path: new path}`` for the list slots it reorders.
    Why: a document lists required documents and co-borrowers in a reading order and the record
    keeps it (every truth list of the corpus's dev and test splits does), while a model may fill
    the item slots out of order (the diffusion model fills them in parallel).
    """
    renames: dict[str, str] = {}
    by_list: dict[str, dict[int, list[tuple[FieldSpec, str]]]] = {}
    for path in _slot_paths(document_type):
        spec = spec_for(document_type, path)
        if spec.list_name is None:
            continue
        index = int(path[len(spec.list_name) + 1:].split("]", 1)[0])
        by_list.setdefault(spec.list_name, {}).setdefault(index, []).append((spec, path))
    for items in by_list.values():
        if any(p not in starts for group in items.values() for _, p in group):
            continue

        def item_start(index: int) -> float:
            found = [starts[p] for _, p in items[index] if starts.get(p) is not None]
            return min(found) if found else math.inf  # type: ignore[type-var]
        order = sorted(items, key=lambda i: (item_start(i), i))
        for new_index, old_index in enumerate(order):
            for spec, path in items[old_index]:
                renames[path] = spec.concrete(new_index)
    return renames


def reorder_items(document_type: str, slots: Sequence[Any], starts: Mapping[str, int | None]) -> list[Any]:
    """``slots`` (anything with a ``path``: a model's slot outputs) with each list's items
    renumbered by ``document_order(document_type, starts)``, in template order."""
    renames = document_order(document_type, starts)
    moved = {renames.get(s.path, s.path): replace(s, path=renames.get(s.path, s.path)) for s in slots}
    return [moved[path] for path in _slot_paths(document_type) if path in moved]
