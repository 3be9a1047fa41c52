"""Extraction of one document: bytes in, result envelope out.

    ingest -> decode (a Decoder fills the template's slots with raw text)
           -> normalise -> assemble the record -> validate -> ground -> route -> Envelope

A document that cannot be read becomes a ``rejected`` envelope with the reason; only a
missing model (``NoModelError``), a fault of the service (``ParserUnavailable``: the parser
process died or did not start, which says nothing about the document) or a bug escapes as an
exception.
"""
from __future__ import annotations

import functools
import hashlib
import importlib
import json
import os
import threading
import time
from dataclasses import dataclass, replace
from typing import Any, Callable, Collection, Mapping, Sequence

from pipeline.acceptance import FREE_TEXT_KINDS, Evidence, confidence_band
from pipeline.cores import available_cores
from pipeline.decoding import (CONFLICTS_WITH_DOCUMENT, call_with_geometry, INVALID, NOT_CALIBRATED, OCR_LOW_CONFIDENCE,
                               READ_FROM_MRZ, READ_FROM_SCAN, REQUIRED_BUT_NOT_STATED, Decoder, DecodeResult, SlotPrediction, installed_provider)
from pipeline.doctypes import check_document_type, schema_ref
from pipeline.envelope import (
    Alternative,
    Envelope,
    FieldResult,
    Route,
    Source,
    Validation,
    ValidationIssue,
    rejected_envelope,
)
from pipeline.evaluate import values_equal
from pipeline.fields import empty_record, get_path, iter_leaves, set_path, spec_for
from pipeline.grounding import locate
from pipeline.ingest import IngestError, IngestLimits, document_id, ingest_bytes
from pipeline.mrz import name_from_mrz
from pipeline.mrz_statement import ZoneStatement, zone_statement
from pipeline.normalise import NormalisationError, infer_date_order, normalise_value
from pipeline.ocr.reading import LOW_WORD_CONFIDENCE, OcrPage
from pipeline.settings import get_settings
from pipeline.validation import MRZ_CODES, conflicting_fields, validate_record

# Bump when the same bytes may give a different envelope (rules, normalisation): stored results
# are idempotent by (document sha256, extraction_version(route)), which adds the models' versions.
PIPELINE_VERSION = "0.3.1"

ROUTES = ("realtime", "batch")

__all__ = ["PIPELINE_VERSION", "ROUTES", "assemble_envelope", "decoder_models", "extract_document",
           "extraction_version", "get_decoder"]


def decoder_models(decoder: Decoder) -> dict[str, str]:
    """{kind: "name@sha256-prefix"} of the models behind ``decoder`` (its ``models``, else its
    ``decoded_by`` and ``version``); {} for a decoder that names none."""
    models = getattr(decoder, "models", None)
    if isinstance(models, dict):
        return {str(k): str(v) for k, v in models.items()}
    version = getattr(decoder, "version", None)
    return {str(getattr(decoder, "decoded_by", "model")): str(version)} if version else {}


def extraction_version(route: str) -> str:
    """The version an extraction of ``route`` is stored and found again under: PIPELINE_VERSION,
    plus a digest of the route's model versions and of their checkpoints' settings (calibration,
    thresholds), so that new weights or a recalibration extract a document afresh instead of
    returning what the old ones said (the envelope's ``models`` names the weights).
    Raises NoModelError when the route has no model."""
    if os.environ.get("DUALPATH_DECODER_FACTORY"):
        models = decoder_models(get_decoder(route))
    else:  # the installed models' versions, without loading them (a web process may not need them)
        models = installed_provider().route_fingerprint(route)
    if not models:
        return PIPELINE_VERSION
    digest = hashlib.sha256(json.dumps(sorted(models.items())).encode()).hexdigest()[:12]
    return f"{PIPELINE_VERSION}+models.{digest}"


_LOADING = threading.Lock()


def get_decoder(route: str) -> Decoder:
    """The decoder of this process for ``route``, loaded once, even when many threads ask for it
    at the same moment (a batch worker's first job): two concurrent loads of one checkpoint break
    each other.

    ``DUALPATH_DECODER_FACTORY=module:callable`` plugs in another decoder (a bank's own
    model, or the test suite's fake); otherwise the installed ``DecoderProvider``'s (the shipped
    checkpoints, once ``dualpath.wiring.install`` has run).
    """
    with _LOADING:
        return _load_decoder(route)


@functools.cache
def _load_decoder(route: str) -> Decoder:
    if route not in ROUTES:
        raise ValueError(f"unknown route {route!r}; choose one of {', '.join(ROUTES)}")
    threads = get_settings().torch_threads
    import torch  # deferred: torch only once a decoder is loaded, never in the API process

    if threads:
        torch.set_num_threads(threads)
    elif torch.get_num_threads() > available_cores():  # torch counts the machine's cores, not ours
        torch.set_num_threads(available_cores())
    factory = os.environ.get("DUALPATH_DECODER_FACTORY")
    if factory:
        module_name, _, attr = factory.partition(":")
        if not attr:
            raise ValueError(f"DUALPATH_DECODER_FACTORY must look like 'module:callable', not {factory!r}")
        return getattr(importlib.import_module(module_name), attr)(route=route)
    return installed_provider().load_decoder(route)


get_decoder.cache_clear = _load_decoder.cache_clear  # type: ignore[attr-defined]  # forget the loaded decoders


def extract_document(
    data: bytes,
    *,
    document_type: str | None = None,
    route: str = "realtime",
    decoder: Decoder | None = None,
    limits: IngestLimits | None = None,
    observe: Callable[[str, Evidence], None] | None = None,
) -> Envelope:
    """Extract one document. Unreadable input gives a ``rejected`` envelope; a parser that failed
    (``ParserUnavailable``) raises, so the caller retries rather than record a verdict.
    ``observe``: as ``assemble_envelope``'s (what evidence each field was judged by)."""
    if route not in ROUTES:
        raise ValueError(f"unknown route {route!r}; choose one of {', '.join(ROUTES)}")
    if document_type is not None:
        check_document_type(document_type)
    started = time.perf_counter()
    doc_id = document_id(data)
    try:
        document = ingest_bytes(data, limits)
    except IngestError as exc:
        parse_ms = _ms_since(started)
        return rejected_envelope(
            doc_id,
            [ValidationIssue(code=exc.code, message=exc.message)],
            route=route,  # type: ignore[arg-type]
            document_type=document_type,
            timings_ms={"parse": parse_ms, "extract": 0.0, "validate": 0.0, "total": parse_ms},
        )
    parse_ms = _ms_since(started)
    decoder = decoder or get_decoder(route)
    decode_started = time.perf_counter()
    result = call_with_geometry(decoder.decode, document.pages, document_type, route=route,
                                geometry=document.geometry)
    if document_type is not None and result.document_type != document_type:
        raise RuntimeError(f"decoder answered {result.document_type!r} for a {document_type!r} document")
    envelope = assemble_envelope(
        doc_id, document.pages, result, route=route, decoder=decoder,
        timings_ms={"parse": parse_ms, "extract": _ms_since(decode_started)}, scans=document.scans,
        geometry=document.geometry, observe=observe,
    )
    if document.notes:  # e.g. it was encrypted: read, but the reader should know
        envelope.route.reason = "; ".join([*document.notes, *filter(None, [envelope.route.reason])])
    envelope.timings_ms["total"] = _ms_since(started)
    return envelope


@dataclass(slots=True)
class _Leaf:
    prediction: SlotPrediction
    value: Any
    issue: ValidationIssue | None


def assemble_envelope(
    doc_id: str,
    pages: Sequence[str],
    result: DecodeResult,
    *,
    route: str,
    decoder: Decoder | None = None,
    timings_ms: dict[str, float] | None = None,
    observe: Callable[[str, Evidence], None] | None = None,
    scans: Mapping[int, OcrPage] | None = None,
    geometry: Sequence[Any] | None = None,
) -> Envelope:
    """Normalise, validate and ground a decoder's slots into the contract's envelope.
    ``observe(path, evidence)`` is called for each field judged by its evidence
    (``dualpath calibrate-acceptance`` counts them). ``scans`` (0-based page -> OCR reading) names
    the pages read by OCR: a field read from one carries its words' OCR confidence. ``geometry``:
    the pages' geometry (``IngestedDocument.geometry``), for a re-decode by a model that reads it."""
    started = time.perf_counter()
    document_type = result.document_type
    date_order = infer_date_order(pages)
    slots = list(result.slots)
    fallback = list(result.fallback_fields)
    reasons = [result.reason] if result.reason else []

    record, by_path, issues, unsupported, sources, unread = _read(document_type, slots, pages, date_order)

    # Real-time route: a value that fails validation or grounding gets a second opinion
    # from the AR model, unless AR already produced it.
    redecode = getattr(decoder, "redecode", None)
    retry = [p for p in unsupported if by_path[p].prediction.decoded_by != "autoregressive"]
    if route == "realtime" and redecode is not None and retry:
        slot_paths = [by_path[p].prediction.path for p in retry]
        replacements = {s.path: s for s in call_with_geometry(redecode, pages, document_type, slot_paths,
                                                             geometry=geometry)}
        slots = [replacements.get(s.path, s) for s in slots]
        fallback += [p for p in slot_paths if p not in fallback]
        reasons.append(f"{len(slot_paths)} field(s) failed validation or grounding and were re-decoded by the AR model")
        record, by_path, issues, unsupported, sources, unread = _read(document_type, slots, pages, date_order)

    # A name the passport's MRZ contradicts (its check digits pass, so it is what the document
    # states) is read from the MRZ instead of rejecting the record, and always reviewed. Not from
    # a scanned zone: no check digit covers the name line, and OCR may have misread it.
    if document_type == "kyc_individual" and any(i.code == "mrz_mismatch" and i.path == "full_name" for i in issues):
        name = name_from_mrz([page if index not in (scans or {}) else "" for index, page in enumerate(pages)])
        if name is not None:
            slots = [replace(s, raw=name, confidence=0.0) if s.path == "full_name" else s for s in slots]
            reasons.append("full_name contradicted the passport's machine-readable zone and was read from it")
            record, by_path, issues, unsupported, sources, unread = _read(document_type, slots, pages, date_order)

    # What the identity document's machine-readable zone vouches for (a check digit, or a zone every
    # digit holds) fills a field the models left empty or that the zone refutes; always reviewed.
    statement = zone_statement(pages) if document_type == "kyc_individual" else None
    from_zone = _zone_fills(statement, record, issues) if statement is not None else {}
    # the models' values the zone refutes, offered to the reviewer beside the zone's
    refuted = {path: Alternative(value=get_path(record, path), decoded_by=by_path[path].prediction.decoded_by)
               for path in from_zone if get_path(record, path) is not None and path in by_path}
    if statement is not None and from_zone:
        slots = _with_values(slots, from_zone, decoded_by=slots[0].decoded_by if slots else "autoregressive")
        reasons.append(f"{', '.join(from_zone)} read from the machine-readable zone")
        record, by_path, issues, unsupported, sources, unread = _read(document_type, slots, pages, date_order)
        zone = Source(page=statement.page + 1, start=statement.start, end=statement.end,
                      text=pages[statement.page][statement.start:statement.end])
        sources.update({path: zone for path in from_zone if get_path(record, path) is not None})

    # A value the checks refuse is no answer: null in the record, named in validation.errors and
    # flagged on its field; two values that disagree are both flagged and kept (which one is wrong
    # is a person's call). Everything else read is kept, and the document goes to a person.
    refused, conflicting = _refused_fields(document_type, record, issues, unread, by_path,
                                           scanned_pages={index + 1 for index in scans or {}})
    for path in refused:
        set_path(record, path, None)
    redecoded = set(fallback)
    agreement, alternatives = (_agreement(document_type, record, result.second_opinion, date_order)
                               if result.second_opinion is not None else (None, {}))
    whole_record_agrees = bool(agreement) and all(agreement.values())
    fields: list[FieldResult] = []
    for path, value in iter_leaves(document_type, record):
        leaf = by_path.get(path)
        source = sources.get(path) if value is not None else None
        confidence = round(float(leaf.prediction.confidence), 4) if leaf else 0.0
        review = list(refused.get(path, ()))
        scanned, ocr_confidence = _scan_evidence(scans, source)
        if ocr_confidence is not None:  # the value is no surer than the words OCR read it from
            confidence = min(confidence, round(ocr_confidence, 4))
            if ocr_confidence < LOW_WORD_CONFIDENCE:
                review.append(OCR_LOW_CONFIDENCE)
        if path in from_zone:
            review.append(READ_FROM_MRZ)
            if path in refuted:
                review.append(CONFLICTS_WITH_DOCUMENT)
                alternatives.setdefault(path, []).insert(0, refuted[path])
        if value is None and not spec_for(document_type, path).nullable and not review:
            review.append(REQUIRED_BUT_NOT_STATED)
        if path not in refused:
            if result.acceptance is not None and agreement is not None:
                evidence = Evidence(empty=value is None, free_text=spec_for(document_type, path).kind in FREE_TEXT_KINDS,
                                    agree=agreement.get(path), located=value is None or source is not None,
                                    redecoded=path in redecoded, band=confidence_band(confidence), scanned=scanned,
                                    whole_record_agrees=whole_record_agrees)
                review += result.acceptance.review_reasons(evidence)
                if observe is not None:
                    observe(path, evidence)
            else:
                review += result.review_reasons(value, confidence, source, redecoded=path in redecoded)
                if scanned:
                    review.append(READ_FROM_SCAN)
                if result.uncalibrated:
                    review.append(NOT_CALIBRATED)
            if path in conflicting:
                review.append(CONFLICTS_WITH_DOCUMENT)
        fields.append(FieldResult(
            path=path,
            value=value,
            confidence=confidence,
            decoded_by=leaf.prediction.decoded_by if leaf else "autoregressive",
            source=source,
            status="needs_review" if review else "accepted",
            review=review,
            alternatives=alternatives.get(path, []) if review else [],
        ))

    valid = not issues
    if unread:
        reasons.append(f"{len(unread)} field(s) could not be read and are left empty for review: "
                       + "; ".join(by_path[p].issue.message for p in unread[:4]))
    if not valid:
        reasons.append(f"the record is not valid: {issues[0].message}")
    flagged = [f for f in fields if f.status == "needs_review"]
    if flagged:
        reasons.append(f"{len(flagged)} field(s) need review: "
                       + ", ".join(f"{f.path} ({', '.join(f.review)})" for f in flagged))
    status = "needs_review" if flagged or not valid else "accepted"
    timings = dict(timings_ms or {})
    timings["validate"] = _ms_since(started)
    return Envelope(
        document_id=doc_id,
        document_type=document_type,
        schema=schema_ref(document_type),
        status=status,  # type: ignore[arg-type]
        data=record,
        fields=fields,
        route=Route(path=route, fallback_fields=fallback, reason="; ".join(reasons)),  # type: ignore[arg-type]
        validation=Validation(valid=valid, errors=issues),
        timings_ms=timings,
        models=dict(result.models),
    )


def _zone_fills(statement: ZoneStatement, record: dict[str, Any], issues: Sequence[ValidationIssue]) -> dict[str, str]:
    """{path: value} of the fields the machine-readable zone states where the record has none, or
    (the name aside: a scanned name line has no digit, and a text layer's contradicted name is read
    from the zone already) where the zone refutes the record."""
    refuted = {issue.path for issue in issues if issue.code == "mrz_mismatch"}
    return {path: value for path, value in statement.fields.items()
            if get_path(record, path) is None or (path in refuted and path != "full_name")}


def _with_values(slots: Sequence[SlotPrediction], values: Mapping[str, str], *, decoded_by: str
                 ) -> list[SlotPrediction]:
    """``slots`` with the raw text of ``values``' paths replaced (confidence 0: no model read it);
    a path no slot holds is added."""
    out = [replace(s, raw=values[s.path], confidence=0.0) if s.path in values else s for s in slots]
    held = {s.path for s in slots}
    out += [SlotPrediction(path, value, 0.0, decoded_by) for path, value in values.items() if path not in held]  # type: ignore[arg-type]
    return out


def _scan_evidence(scans: Mapping[int, OcrPage] | None, source: Source | None) -> tuple[bool, float | None]:
    """(whether a field rests on OCR, the lowest OCR confidence of its source's words): a value
    found on a scanned page, or any field without a source (an empty answer, or a value not found)
    of a document with a scanned page, where OCR may have garbled what should have been found."""
    if not scans:
        return False, None
    if source is None:
        return True, None
    scan = scans.get(source.page - 1)
    return (scan is not None), (scan.confidence_of(source.start, source.end) if scan is not None else None)


def _agreement(document_type: str, record: dict[str, Any], second: Sequence[SlotPrediction], date_order: str
               ) -> tuple[dict[str, bool], dict[str, list[Alternative]]]:
    """Per leaf of ``record``, whether the second opinion's record holds the same value there (a
    list read with another number of items agrees on none of its items), and the second opinion's
    value where it differs, as an alternative for a reviewer."""
    other, by_path = _assemble(document_type, _normalise(document_type, second, date_order))
    agree: dict[str, bool] = {}
    alternatives: dict[str, list[Alternative]] = {}
    for path, value in iter_leaves(document_type, record):
        spec = spec_for(document_type, path)
        theirs = get_path(other, path)
        same = values_equal(value, theirs)
        same_length = spec.list_name is None or (len(record.get(spec.list_name) or [])
                                                 == len(other.get(spec.list_name) or []))
        agree[path] = same and same_length
        if not same and path in by_path:  # a path the second opinion read (a value, or an empty answer)
            alternatives[path] = [Alternative(value=theirs, decoded_by=by_path[path].prediction.decoded_by)]
    return agree, alternatives


def _read(document_type: str, slots: Sequence[SlotPrediction], pages: Sequence[str], date_order: str
          ) -> tuple[dict[str, Any], dict[str, _Leaf], list[ValidationIssue], list[str], dict[str, Source | None], list[str]]:
    """The record the slots make, its leaves by path, and ``_check``'s findings on it."""
    record, by_path = _assemble(document_type, _normalise(document_type, slots, date_order))
    return (record, by_path, *_check(document_type, record, by_path, pages, date_order))


def _normalise(document_type: str, slots: Sequence[SlotPrediction], date_order: str) -> list[_Leaf]:
    leaves = []
    for slot in slots:
        spec = spec_for(document_type, slot.path)
        value, issue = None, None
        if slot.raw is not None and slot.raw.strip():
            try:
                value = normalise_value(spec, slot.raw, date_order=date_order)
            except NormalisationError as exc:
                issue = ValidationIssue(code="normalisation", path=slot.path,
                                        message=f"{slot.path}: cannot read {slot.raw!r}: {exc}")
        leaves.append(_Leaf(slot, value, issue))
    return leaves


def _assemble(document_type: str, leaves: Sequence[_Leaf]) -> tuple[dict[str, Any], dict[str, _Leaf]]:
    """The record, and which leaf produced each of its concrete paths.

    List items are compacted: an empty item slot is dropped and the items after it move up,
    so ``documents_required`` never holds nulls.
    """
    record = empty_record(document_type)
    by_path: dict[str, _Leaf] = {}
    items: dict[str, dict[int, list[_Leaf]]] = {}
    for leaf in leaves:
        spec = spec_for(document_type, leaf.prediction.path)
        if spec.list_name is None:
            set_path(record, spec.path, leaf.value)
            by_path[spec.path] = leaf
        else:
            index = int(leaf.prediction.path[len(spec.list_name) + 1:].split("]", 1)[0])
            items.setdefault(spec.list_name, {}).setdefault(index, []).append(leaf)
    for list_name, by_index in items.items():
        kept = 0
        for index in sorted(by_index):
            group = by_index[index]
            if all(leaf.value is None and leaf.issue is None for leaf in group):
                continue
            for leaf in group:
                spec = spec_for(document_type, leaf.prediction.path)
                path = spec.concrete(kept)
                set_path(record, path, leaf.value)
                by_path[path] = leaf
            kept += 1
    return record, by_path


def _check(
    document_type: str,
    record: dict[str, Any],
    by_path: dict[str, _Leaf],
    pages: Sequence[str],
    date_order: str,
) -> tuple[list[ValidationIssue], list[str], dict[str, Source | None], list[str]]:
    """Validation issues, the paths whose value is invalid, unreadable or not found in the text,
    where each non-null value was found, and the unreadable nullable fields. A nullable field
    whose text cannot be read is left empty (``_unreadable``, reviewed) instead of invalidating
    the record: the rest of the document is still worth a reviewer's time."""
    unread = _unreadable(document_type, by_path)
    issues = [leaf.issue for path, leaf in by_path.items() if leaf.issue is not None and path not in unread]
    issues += validate_record(document_type, record, pages=pages)
    unsupported = {issue.path for issue in issues if issue.path in by_path} | set(unread)
    sources: dict[str, Source | None] = {}
    for path, value in iter_leaves(document_type, record):
        if value is None:
            continue
        raw = by_path[path].prediction.raw if path in by_path else None
        sources[path] = locate(spec_for(document_type, path), value, pages, raw=raw, date_order=date_order)
        if sources[path] is None:
            unsupported.add(path)
    return issues, sorted(unsupported), sources, unread


def _refused_fields(document_type: str, record: dict[str, Any], issues: Sequence[ValidationIssue],
                    unread: Sequence[str], by_path: dict[str, _Leaf], scanned_pages: Collection[int] = ()
                    ) -> tuple[dict[str, list[str]], set[str]]:
    """The fields whose value the checks refuse, {path: review reasons}: unreadable as its type or
    against a rule of the schema (``invalid``), or contradicted by a passport's MRZ, whose check
    digits vouch for it (``conflicts_with_document``); and the fields that disagree with another
    (a date-order rule's two dates, or the name and a scanned zone's name line), whose values are
    kept. No check digit covers the name line, and on a scanned page (``scanned_pages``, 1-based)
    it is OCR's reading: its disagreement flags the name, it does not empty it. A field the decoder
    left empty is not refused (a required one is ``required_but_not_stated``)."""
    refused: dict[str, list[str]] = {path: [INVALID] for path in unread}
    conflicting: set[str] = set()
    for issue in issues:
        pair = conflicting_fields(issue)
        if issue.code == "mrz_mismatch" and issue.path == "full_name" and issue.page in scanned_pages:
            pair = ("full_name",)
        if pair:
            conflicting.update(path for path in pair if path in by_path)
            continue
        if issue.path is None or issue.path not in by_path:
            continue
        if get_path(record, issue.path) is None and by_path[issue.path].issue is None:
            continue  # nothing was read there
        reason = CONFLICTS_WITH_DOCUMENT if issue.code in MRZ_CODES else INVALID
        if reason not in refused.setdefault(issue.path, []):
            refused[issue.path].append(reason)
    return refused, conflicting - set(refused)


def _unreadable(document_type: str, by_path: dict[str, _Leaf]) -> list[str]:
    """Nullable fields whose decoded text could not be read as their type (left empty)."""
    return sorted(path for path, leaf in by_path.items()
                  if leaf.issue is not None and spec_for(document_type, path).nullable)


def _ms_since(start: float) -> float:
    return round((time.perf_counter() - start) * 1000.0, 3)
