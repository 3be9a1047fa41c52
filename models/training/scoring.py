"""Scoring a decoder on corpus documents: the measures ``dualpath eval`` reports, from raw slots.

    record_from_slots(document_type, slots, pages) -> record   # normalise + compact lists
    evaluate_documents(decode_many, docs) -> metrics            # pipeline.evaluate's measures
    slot_correctness(doc, slots) -> {path: right?}              # per slot, for calibration

Field accuracy, document exact-match and the null rate on absent fields are computed by
``pipeline.evaluate.evaluate_pairs`` (the same code as ``dualpath eval``) on records made
from the decoder's raw slots by ``pipeline.normalise``; ``null_precision`` is added: of the
leaves the model left null, the share whose truth is null.
"""
from __future__ import annotations

import time
from typing import Any, Callable, Sequence

from pipeline.decoding import DecodeResult, SlotPrediction
from pipeline.evaluate import compare_records, evaluate_pairs
from pipeline.fields import empty_record, get_path, set_path, spec_for
from pipeline.normalise import NormalisationError, infer_date_order, normalise_value

__all__ = ["decode_documents", "evaluate_documents", "record_from_slots", "slot_correctness", "slot_outcomes"]


def record_from_slots(document_type: str, slots: Sequence[SlotPrediction], pages: Sequence[str]) -> dict[str, Any]:
    """The record the pipeline would assemble: normalised values, list items compacted."""
    order = infer_date_order(list(pages))
    record = empty_record(document_type)
    items: dict[str, dict[int, dict[str, Any]]] = {}
    for slot in slots:
        spec = spec_for(document_type, slot.path)
        value = None
        if slot.raw is not None and slot.raw.strip():
            try:
                value = normalise_value(spec, slot.raw, date_order=order)
            except NormalisationError:
                value = None
        if spec.list_name is None:
            set_path(record, spec.path, value)
        else:
            index = int(slot.path[len(spec.list_name) + 1:].split("]", 1)[0])
            items.setdefault(spec.list_name, {}).setdefault(index, {})[slot.path] = (spec, value)
    for list_name, by_index in items.items():
        kept = 0
        for index in sorted(by_index):
            group = by_index[index]
            if all(v is None for _, v in group.values()):
                continue
            for spec, value in group.values():
                set_path(record, spec.concrete(kept), value)
            kept += 1
    return record


def decode_documents(decode_many: Callable[[list[tuple[list[str], str]]], list[DecodeResult]],
                     docs: Sequence[Any]) -> list[DecodeResult]:
    """``decode_many`` over ``docs`` (shortest first), results in the order of ``docs``."""
    order = sorted(range(len(docs)), key=lambda i: sum(len(p) for p in docs[i].pages))
    results = decode_many([(docs[i].pages, docs[i].document_type) for i in order])
    by_index = dict(zip(order, results))
    return [by_index[i] for i in range(len(docs))]


def slot_correctness(doc: Any, slots: Sequence[SlotPrediction]) -> dict[str, bool]:
    """Per slot path: is the value it leads to right? (an empty list-item slot past the truth's
    items is right when it stays empty)."""
    record = record_from_slots(doc.document_type, slots, doc.pages)
    correct = {leaf.path: leaf.correct for leaf in compare_records(doc.document_type, doc.data, record)}
    return {slot.path: bool(correct.get(slot.path, slot.raw is None)) for slot in slots}


def slot_outcomes(docs: Sequence[Any], results: Sequence[DecodeResult]) -> list[tuple[float, bool]]:
    """(confidence, correct) of every slot: correct when its normalised value is the truth's."""
    out = []
    for doc, result in zip(docs, results):
        correct = slot_correctness(doc, result.slots)
        out += [(slot.confidence, correct[slot.path]) for slot in result.slots]
    return out


def evaluate_documents(decode_many: Callable[[list[tuple[list[str], str]]], list[DecodeResult]],
                       docs: Sequence[Any], *, type_of: Callable[[Any], str] | None = None,
                       results: Sequence[DecodeResult] | None = None) -> dict[str, Any]:
    """Decode ``docs`` (CorpusDocument) and score them like ``dualpath eval`` (``results``:
    already decoded, in the order of ``docs``)."""
    started = time.monotonic()
    if results is None:
        results = decode_documents(decode_many, docs)
    pairs, null_pred, null_ok = [], 0, 0
    for doc, result in zip(docs, results):
        record = record_from_slots(doc.document_type, result.slots, doc.pages)
        envelope = {"document_type": type_of(doc) if type_of else result.document_type, "data": record,
                    "status": "accepted"}
        pairs.append((doc.stem, {"document_type": doc.document_type, "data": doc.data}, envelope))
        for slot in result.slots:
            if "[" in slot.path:
                continue
            if slot.raw is None:
                null_pred += 1
                null_ok += get_path(doc.data, slot.path) is None
    metrics = evaluate_pairs(pairs, top_errors=15)
    metrics.pop("missing_results", None)
    metrics.pop("statuses", None)
    metrics["null_precision"] = round(null_ok / null_pred, 6) if null_pred else None
    metrics["decode_seconds"] = round(time.monotonic() - started, 1)
    return metrics
