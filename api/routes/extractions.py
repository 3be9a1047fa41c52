"""Stored extractions: list and filter, read one, its document's text, reviews, export.

Auditors see everything; relationship managers see what they requested. Every read of
a record (a list counts as a read of each record in it) is written to the audit log.
"""
from __future__ import annotations

import csv
import io
import json
from typing import Annotated, Literal

from fastapi import APIRouter, HTTPException, Query, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import Response
from sqlalchemy.orm import Session

from api.deps import SessionDep, owned_or_refused, require
from api.models import (
    DocumentText,
    ExtractionList,
    ExtractionPublic,
    ExtractionSummary,
    ReviewCreate,
    ReviewPublic,
)
from pipeline import store
from pipeline.ingest import IngestError, ingest_bytes

router = APIRouter(prefix="/v1/extractions", tags=["extractions"])

READERS = ("auditor", "relationship_manager")


def _filter(actor: store.Actor, document_type, status, route, min_confidence, max_confidence, since, until,
            job_id) -> store.ExtractionFilter:
    return store.ExtractionFilter(
        document_type=document_type, status=status, route=route, min_confidence=min_confidence,
        max_confidence=max_confidence, since=since, until=until, job_id=job_id,
        requested_by=actor.name if actor.role == "relationship_manager" else None,
    )


def _summary(session: Session, row: store.Extraction) -> ExtractionSummary:
    reviews = store.reviews_for(session, row.id)
    document = store.get_document(session, row.document_id)
    return ExtractionSummary(
        id=row.id, document_id=row.document_id, document_type=row.document_type, status=row.status,
        route=row.route, min_confidence=row.min_confidence, has_fallback=row.has_fallback,
        duration_ms=row.duration_ms, requested_by=row.requested_by, job_id=row.job_id, created_at=row.created_at,
        pipeline_version=row.pipeline_version, filename=document.filename if document else None,
        reviewed=reviews[-1].action if reviews else None,
    )


def _review_public(r: store.Review) -> ReviewPublic:
    return ReviewPublic(id=r.id, extraction_id=r.extraction_id, action=r.action, corrections=r.corrections,
                        comment=r.comment, reviewer=r.reviewer, created_at=r.created_at)


def _query(session: Session, actor: store.Actor, limit: int, offset: int, **filters) -> tuple[list, int]:
    return store.list_extractions(session, _filter(actor, **filters), limit=limit, offset=offset)


@router.get("", response_model=ExtractionList)
def list_extractions(
    session: SessionDep,
    document_type: str | None = None,
    status: Literal["accepted", "needs_review", "rejected"] | None = None,
    route: Literal["realtime", "batch"] | None = None,
    min_confidence: Annotated[float | None, Query(ge=0, le=1, description="lowest field confidence >=")] = None,
    max_confidence: Annotated[float | None, Query(ge=0, le=1, description="lowest field confidence <=")] = None,
    since: Annotated[str | None, Query(description="created at or after (ISO date/time, UTC)")] = None,
    until: Annotated[str | None, Query(description="created before (ISO date/time, UTC)")] = None,
    job_id: str | None = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
    offset: Annotated[int, Query(ge=0)] = 0,
    actor: store.Actor = require(*READERS),
) -> ExtractionList:
    rows, total = _query(session, actor, limit, offset, document_type=document_type, status=status, route=route,
                         min_confidence=min_confidence, max_confidence=max_confidence, since=since, until=until,
                         job_id=job_id)
    items = [_summary(session, row) for row in rows]
    store.audit(session, actor, "extraction.list", "extraction", "*",
                {"ids": [row.id for row in rows], "total": total})
    session.commit()
    return ExtractionList(total=total, items=items)


@router.get("/export", response_class=Response,
            responses={200: {"content": {"text/csv": {}, "application/json": {}}}})
def export(
    session: SessionDep,
    format: Literal["csv", "json"] = "json",
    document_type: str | None = None,
    status: Literal["accepted", "needs_review", "rejected"] | None = None,
    route: Literal["realtime", "batch"] | None = None,
    min_confidence: Annotated[float | None, Query(ge=0, le=1)] = None,
    max_confidence: Annotated[float | None, Query(ge=0, le=1)] = None,
    since: str | None = None,
    until: str | None = None,
    job_id: str | None = None,
    actor: store.Actor = require("auditor"),
) -> Response:
    """A filtered set of records (up to 10 000): CSV one row per field, or JSON envelopes with reviews."""
    rows, total = _query(session, actor, 10_000, 0, document_type=document_type, status=status, route=route,
                         min_confidence=min_confidence, max_confidence=max_confidence, since=since, until=until,
                         job_id=job_id)
    store.audit(session, actor, "extraction.export", "extraction", "*",
                {"ids": [row.id for row in rows], "format": format})
    records = []
    for row in rows:
        reviews = store.reviews_for(session, row.id)
        records.append({"id": row.id, "created_at": row.created_at, "requested_by": row.requested_by,
                        "envelope": row.envelope, "reviewed_data": store.reviewed_data(row.envelope, reviews),
                        "reviews": [_review_public(r).model_dump() for r in reviews]})
    session.commit()
    if format == "json":
        return Response(json.dumps(records, ensure_ascii=False, indent=1), media_type="application/json",
                        headers={"Content-Disposition": 'attachment; filename="extractions.json"'})
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["extraction_id", "document_id", "document_type", "status", "route", "created_at", "path",
                     "value", "confidence", "decoded_by", "page", "start", "end"])
    for rec in records:
        env = rec["envelope"]
        for f in env.get("fields") or [{"path": "", "value": None, "confidence": "", "decoded_by": "", "source": None}]:
            src = f.get("source") or {}
            value = json.dumps(f["value"], ensure_ascii=False) if not isinstance(f["value"], str) else f["value"]
            writer.writerow([rec["id"], env["document_id"], env.get("document_type"), env["status"],
                             env["route"]["path"], rec["created_at"], f["path"], value, f["confidence"],
                             f["decoded_by"], src.get("page"), src.get("start"), src.get("end")])
    return Response(out.getvalue(), media_type="text/csv",
                    headers={"Content-Disposition": 'attachment; filename="extractions.csv"'})


@router.get("/{extraction_id}", response_model=ExtractionPublic)
def get_extraction(request: Request, extraction_id: int, session: SessionDep,
                   actor: store.Actor = require(*READERS)) -> ExtractionPublic:
    row = owned_or_refused(request, session, actor, store.get_extraction(session, extraction_id))
    reviews = store.reviews_for(session, row.id)
    result = ExtractionPublic(**_summary(session, row).model_dump(), envelope=row.envelope,
                              reviews=[_review_public(r) for r in reviews],
                              reviewed_data=store.reviewed_data(row.envelope, reviews))
    store.audit(session, actor, "extraction.read", "extraction", row.id)
    session.commit()
    return result


@router.get("/{extraction_id}/document", response_model=DocumentText)
async def get_document_text(request: Request, extraction_id: int, session: SessionDep,
                            actor: store.Actor = require(*READERS)) -> DocumentText:
    """The text of each page of the extraction's document, which the fields' sources index into."""
    row = owned_or_refused(request, session, actor, store.get_extraction(session, extraction_id))
    document = store.get_document(session, row.document_id)
    assert document is not None
    if document.pages is None:
        try:
            document.pages = (await run_in_threadpool(ingest_bytes, document.content)).pages
        except IngestError as exc:
            document.pages = []
            store.audit(session, actor, "document.unreadable", "document", document.id, {"reason": exc.message})
    store.audit(session, actor, "document.read", "document", document.id, {"extraction_id": row.id})
    result = DocumentText(document_id=document.id, filename=document.filename, pages=document.pages)
    session.commit()
    return result


@router.post("/{extraction_id}/reviews", status_code=201, response_model=ReviewPublic)
def create_review(request: Request, extraction_id: int, body: ReviewCreate, session: SessionDep,
                  actor: store.Actor = require(*READERS)) -> ReviewPublic:
    """Approve or correct: a new review record; the extraction itself never changes."""
    row = owned_or_refused(request, session, actor, store.get_extraction(session, extraction_id))
    known = {f["path"] for f in row.envelope.get("fields") or []}
    unknown = sorted(set(body.corrections) - known)
    if unknown:
        raise HTTPException(422, f"no such field(s) in this extraction: {', '.join(unknown)}")
    if body.action == "correct" and not body.corrections:
        raise HTTPException(422, "a correction must give at least one field's corrected value")
    review = store.add_review(session, row, action=body.action, corrections=body.corrections,
                              comment=body.comment, actor=actor)
    result = _review_public(review)
    session.commit()
    return result
