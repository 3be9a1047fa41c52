"""Scoring the diffusion decoder on corpus documents.

Headline metrics are ``pipeline.evaluate.evaluate_pairs``'s (the same measures as ``dualpath eval``
and the AR model's card); the per-field outcomes with their raw confidence
feed the calibration and the accept threshold.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Any, Callable, Sequence

from models.calibration import Calibration
from models.dataset import document_geometry
from models.diffusion.extractor import DiffusionExtractor, Extraction
from models.template import parse_slots
from models.training.scoring import record_from_slots, slot_correctness
from pipeline.decoding import DecodeResult
from pipeline.evaluate import evaluate_pairs


def to_decode_result(extraction: Extraction, models: dict[str, str] | None = None) -> DecodeResult:
    slots = parse_slots(extraction.document_type, {f.path: f.text for f in extraction.fields},
                        confidences={f.path: f.confidence for f in extraction.fields}, decoded_by="diffusion")
    return DecodeResult(extraction.document_type, extraction.type_confidence, slots, models=dict(models or {}))


def recalibrate(extraction: Extraction, calibration: Calibration) -> Extraction:
    """The same extraction with confidences from ``calibration`` (applied to the raw scores)."""
    fields = [replace(f, confidence=calibration(f.raw_confidence)) for f in extraction.fields]
    return replace(extraction, fields=fields)


def decode_documents(extractor: DiffusionExtractor, docs: Sequence[Any], *, batch_size: int = 8,
                     classifier: Any = None) -> list[Extraction]:
    """Extractions in ``docs`` order (batched by length, so padding stays small). The type comes
    from ``classifier.predict(pages)`` if given, else from the model's type head."""
    order = sorted(range(len(docs)), key=lambda i: sum(len(p) for p in docs[i].pages))
    out: list[Extraction | None] = [None] * len(docs)
    for k in range(0, len(order), batch_size):
        rows = order[k: k + batch_size]
        predicted = [classifier.predict(list(docs[i].pages)) for i in rows] if classifier is not None else None
        types = [t for t, _ in predicted] if predicted else None
        geometries = [document_geometry(docs[i]) if extractor.uses_layout and hasattr(docs[i], "pdf") else None
                      for i in rows]  # a model with layout tables reads the documents' geometry, as served
        for r, (i, ex) in enumerate(zip(rows, extractor.extract_many([docs[i].pages for i in rows], types,
                                                                     geometries))):
            out[i] = replace(ex, type_confidence=float(predicted[r][1])) if predicted else ex
    return out  # type: ignore[return-value]


def score(docs: Sequence[Any], results: Sequence[DecodeResult]) -> dict[str, Any]:
    """``dualpath eval`` measures (``pipeline.evaluate.evaluate_pairs``) of decoded documents; the
    record is assembled for the type the decoder chose, so a wrong type costs what it costs there."""
    pairs = []
    for doc, result in zip(docs, results):
        record = record_from_slots(result.document_type, result.slots, doc.pages)
        envelope = {"document_type": result.document_type, "data": record, "status": "accepted"}
        pairs.append((doc.stem, {"document_type": doc.document_type, "data": doc.data}, envelope))
    metrics = evaluate_pairs(pairs, top_errors=15)
    metrics.pop("missing_results", None)
    metrics.pop("statuses", None)
    return metrics


@dataclass(frozen=True, slots=True)
class FieldOutcome:
    path: str
    correct: bool
    confidence: float       # calibrated confidence of the slot
    raw_confidence: float
    empty: bool = False     # the answer is empty (the field said absent)


def field_outcomes(docs: Sequence[Any], extractions: Sequence[Extraction],
                   results: Sequence[DecodeResult] | None = None) -> list[FieldOutcome]:
    """Per slot: is the value it leads to right (scalar leaves and list items by slot index)?"""
    out = []
    for i, (doc, ex) in enumerate(zip(docs, extractions)):
        result = results[i] if results is not None else to_decode_result(ex)
        if ex.document_type != doc.document_type:
            out += [FieldOutcome(f.path, False, f.confidence, f.raw_confidence, f.text is None) for f in ex.fields]
            continue
        correct = slot_correctness(doc, result.slots)
        final = {s.path: s for s in result.slots}
        for f in ex.fields:
            slot = final.get(f.path)
            out.append(FieldOutcome(f.path, correct.get(f.path, f.text is None),
                                    slot.confidence if slot else f.confidence, f.raw_confidence,
                                    (slot.raw if slot else f.text) is None))
    return out


def evaluate(extractor: DiffusionExtractor, docs: Sequence[Any], *,
             finish: Callable[[Any, Extraction], DecodeResult] | None = None,
             batch_size: int = 8, classifier: Any = None) -> tuple[dict[str, Any], list[FieldOutcome]]:
    """Decode ``docs`` with type detection; ``finish`` turns an extraction into the route's final
    result (e.g. ``RealtimeDecoder.finish`` with the AR fallback). Returns metrics and outcomes."""
    extractions = decode_documents(extractor, docs, batch_size=batch_size, classifier=classifier)
    results = [finish(doc, ex) if finish else to_decode_result(ex) for doc, ex in zip(docs, extractions)]
    metrics = score(docs, results)
    metrics["type_accuracy"] = round(sum(ex.document_type == d.document_type for d, ex in zip(docs, extractions))
                                     / max(1, len(docs)), 6)
    metrics["mean_passes"] = round(sum(ex.passes for ex in extractions) / max(1, len(extractions)), 2)
    return metrics, field_outcomes(docs, extractions, results)


def evaluate_realtime(decoder: Any, docs: Sequence[Any]) -> dict[str, Any]:
    """The real-time route as served: ``decoder.decode(pages, None)`` one document at a time
    (type detection, diffusion, AR fallback of the unsure fields), scored like ``dualpath eval``."""
    results, seconds = [], []
    for doc in docs:
        started = time.perf_counter()
        geometry = document_geometry(doc) if getattr(decoder, "uses_layout", False) and hasattr(doc, "pdf") else None
        results.append(decoder.decode(doc.pages, None, route="realtime", geometry=geometry) if geometry is not None
                       else decoder.decode(doc.pages, None, route="realtime"))
        seconds.append(time.perf_counter() - started)
    metrics = score(docs, results)
    slots = sum(len(r.slots) for r in results)
    metrics["fallback_rate"] = round(sum(len(r.fallback_fields) for r in results) / max(1, slots), 4)
    metrics["type_accuracy"] = round(sum(r.document_type == d.document_type for d, r in zip(docs, results))
                                     / max(1, len(docs)), 6)
    ordered = sorted(seconds)
    metrics["decode_ms_p50"] = round(1000 * ordered[len(ordered) // 2], 1) if ordered else None
    return metrics
