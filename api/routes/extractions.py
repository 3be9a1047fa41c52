"""Stored extractions: list and filter, read one with its reviewed view, its document's text, stats, export.

Auditors see everything; relationship managers see what they requested. Every read of
a record (a list counts as a read of each record in it) is written to the audit log.
"""
from __future__ import annotations

import csv
import io
import json
from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Query, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import Response
from sqlalchemy.orm import Session

from api.deps import SessionDep, owned_or_refused, require
from api.models import (
    DocumentText,
    ExtractionList,
    ExtractionPublic,
    ExtractionStats,
    ExtractionSummary,
    FieldChangePublic,
)
from api.review_stats import extraction_stats
from api.routes.reviews import READERS, review_public
from pipeline import store
from pipeline.ingest import IngestError, ingest_bytes
from pipeline.review import ReviewedView, reviewed_view

router = APIRouter(prefix="/v1/extractions", tags=["extractions"])


class Filters:
    """The query parameters that choose records, shared by the list, the export and the stats."""

    def __init__(
        self,
        document_type: str | None = None,
        status: Literal["accepted", "needs_review", "rejected"] | None = None,
        route: Literal["realtime", "batch"] | None = None,
        min_confidence: Annotated[float | None, Query(ge=0, le=1, description="lowest field confidence >=")] = None,
        max_confidence: Annotated[float | None, Query(ge=0, le=1, description="lowest field confidence <=")] = None,
        since: Annotated[str | None, Query(description="created at or after (ISO date/time, UTC)")] = None,
        until: Annotated[str | None, Query(description="created before (ISO date/time, UTC)")] = None,
        job_id: str | None = None,
    ) -> None:
        self.values = dict(document_type=document_type, status=status, route=route, min_confidence=min_confidence,
                           max_confidence=max_confidence, since=since, until=until, job_id=job_id)

    def for_actor(self, actor: store.Actor) -> store.ExtractionFilter:
        """A relationship manager's filter is narrowed to what they requested."""
        return store.ExtractionFilter(**self.values,
                                      requested_by=actor.name if actor.role == "relationship_manager" else None)


FiltersDep = Annotated[Filters, Depends()]


def _summary(session: Session, row: store.Extraction, reviews: list[store.Review] | None = None,
             view: ReviewedView | None = None) -> ExtractionSummary:
    reviews = store.reviews_for(session, row.id) if reviews is None else reviews
    view = view or reviewed_view(row.envelope, reviews)
    document = store.get_document(session, row.document_id)
    return ExtractionSummary(
        id=row.id, document_id=row.document_id, document_type=row.document_type, status=row.status,
        route=row.route, min_confidence=row.min_confidence, has_fallback=row.has_fallback,
        duration_ms=row.duration_ms, requested_by=row.requested_by, job_id=row.job_id, created_at=row.created_at,
        pipeline_version=row.pipeline_version, filename=document.filename if document else None,
        reviewed=reviews[-1].action if reviews else None, reviewed_status=view.status,
        open_fields=len(view.open_paths), fully_reviewed=view.fully_reviewed,
    )


def _query(session: Session, actor: store.Actor, filters: Filters, limit: int, offset: int) -> tuple[list, int]:
    return store.list_extractions(session, filters.for_actor(actor), limit=limit, offset=offset)


@router.get("", response_model=ExtractionList)
def list_extractions(
    session: SessionDep,
    filters: FiltersDep,
    review: Annotated[Literal["waiting", "done"] | None, Query(
        description="waiting: flagged fields still open; done: reviews settled every flagged field")] = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
    offset: Annotated[int, Query(ge=0)] = 0,
    actor: store.Actor = require(*READERS),
) -> ExtractionList:
    if review is None:
        rows, total = _query(session, actor, filters, limit, offset)
        items = [_summary(session, row) for row in rows]
    else:
        # the review state is computed from the reviews, not stored: filter the first 10 000 in Python
        candidates, _ = _query(session, actor, filters, 10_000, 0)
        every = [_summary(session, row) for row in candidates]
        matching = [(row, item) for row, item in zip(candidates, every)
                    if (item.fully_reviewed if review == "done" else item.open_fields > 0)]
        total = len(matching)
        rows = [row for row, _ in matching[offset:offset + limit]]
        items = [item for _, item in matching[offset:offset + limit]]
    store.audit(session, actor, "extraction.list", "extraction", "*",
                {"ids": [row.id for row in rows], "total": total})
    session.commit()
    return ExtractionList(total=total, items=items)


@router.get("/export", response_class=Response,
            responses={200: {"content": {"text/csv": {}, "application/json": {}}}})
def export(
    session: SessionDep,
    filters: FiltersDep,
    format: Literal["csv", "json"] = "json",
    actor: store.Actor = require("auditor"),
) -> Response:
    """A filtered set of records (up to 10 000): CSV one row per field, or JSON envelopes with reviews."""
    rows, total = _query(session, actor, filters, 10_000, 0)
    store.audit(session, actor, "extraction.export", "extraction", "*",
                {"ids": [row.id for row in rows], "format": format})
    records = []
    for row in rows:
        reviews = store.reviews_for(session, row.id)
        view = reviewed_view(row.envelope, reviews)
        records.append({"id": row.id, "created_at": row.created_at, "requested_by": row.requested_by,
                        "envelope": row.envelope, "reviewed_data": store.reviewed_data(row.envelope, reviews),
                        "reviewed_envelope": view.envelope, "changes": [c.to_dict() for c in view.changes],
                        "reviews": [review_public(r).model_dump() for r in reviews]})
    session.commit()
    if format == "json":
        return Response(json.dumps(records, ensure_ascii=False, indent=1), media_type="application/json",
                        headers={"Content-Disposition": 'attachment; filename="extractions.json"'})
    return Response(_csv(records), media_type="text/csv",
                    headers={"Content-Disposition": 'attachment; filename="extractions.csv"'})


def _cell(value: object) -> object:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def _csv(records: list[dict]) -> str:
    """One row per field: as extracted, then as reviewed (the last review that settled it, if any)."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["extraction_id", "document_id", "document_type", "status", "route", "created_at", "path",
                     "value", "confidence", "decoded_by", "page", "start", "end", "field_status",
                     "reviewed_status", "review", "reviewed_value", "reviewer", "reviewed_at"])
    blank = {"path": "", "value": None, "confidence": "", "decoded_by": "", "source": None, "status": ""}
    for rec in records:
        env = rec["envelope"]
        last = {c["path"]: c for c in rec["changes"]}
        for f in env.get("fields") or [blank]:
            src = f.get("source") or {}
            change = last.get(f["path"])
            reviewed = [change["kind"], _cell(change["after"]), change["reviewer"], change["at"]] if change else \
                ["open" if f.get("status") == "needs_review" else "", "", "", ""]
            writer.writerow([rec["id"], env["document_id"], env.get("document_type"), env["status"],
                             env["route"]["path"], rec["created_at"], f["path"], _cell(f["value"]), f["confidence"],
                             f["decoded_by"], src.get("page"), src.get("start"), src.get("end"), f.get("status", ""),
                             rec["reviewed_envelope"]["status"], *reviewed])
    return out.getvalue()


@router.get("/stats", response_model=ExtractionStats)
def stats(
    session: SessionDep,
    filters: FiltersDep,
    actor: store.Actor = require("auditor"),
) -> ExtractionStats:
    """Straight-through rate, review progress and corrections per field over the filter (first 10 000)."""
    rows, total = _query(session, actor, filters, 10_000, 0)
    result = extraction_stats(rows, {row.id: store.reviews_for(session, row.id) for row in rows})
    store.audit(session, actor, "extraction.stats", "extraction", "*",
                {"ids": [row.id for row in rows], "total": total})
    session.commit()
    return result


@router.get("/{extraction_id}", response_model=ExtractionPublic)
def get_extraction(request: Request, extraction_id: int, session: SessionDep,
                   actor: store.Actor = require(*READERS)) -> ExtractionPublic:
    row = owned_or_refused(request, session, actor, store.get_extraction(session, extraction_id))
    result = _public(session, row)
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


def _public(session: Session, row: store.Extraction) -> ExtractionPublic:
    reviews = store.reviews_for(session, row.id)
    view = reviewed_view(row.envelope, reviews)
    return ExtractionPublic(**_summary(session, row, reviews, view).model_dump(), envelope=row.envelope,
                            reviews=[review_public(r) for r in reviews],
                            reviewed_data=store.reviewed_data(row.envelope, reviews),
                            reviewed_envelope=view.envelope,
                            changes=[FieldChangePublic(**c.to_dict()) for c in view.changes])
