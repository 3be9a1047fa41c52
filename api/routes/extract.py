"""POST /v1/extract: one PDF, the real-time path, the envelope back within a second."""
from __future__ import annotations

import time
from typing import Annotated

from fastapi import APIRouter, File, Form, HTTPException, Request, UploadFile
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session

from api import metrics
from api.deps import RunnerDep, SessionDep, SettingsDep, refuse, require
from api.errors import internal_error
from api.models import InternalProblem, Problem
from pipeline import store
from pipeline.doctypes import DOCUMENT_TYPES
from pipeline.ingest import ParserUnavailable
from workers.runner import QueueUnavailable, RealtimeTimeout, WorkerLost

router = APIRouter(prefix="/v1", tags=["extract"])

RETRY_AFTER_S = "30"  # a fault of the service (parser, work queue): worth another try soon

PDF_TYPES = {"application/pdf", "application/x-pdf", "application/octet-stream"}


async def read_upload(request: Request, upload: UploadFile, max_bytes: int, actor: store.Actor,
                      session: Session) -> bytes:
    """The upload's bytes, or a refused (and audited) 413 / 415 with what to do instead."""
    content_type = (upload.content_type or "").split(";")[0].strip().lower()
    if content_type not in PDF_TYPES and not (upload.filename or "").lower().endswith(".pdf"):
        raise refuse(request, 415, f"only PDF documents are accepted (got {content_type or 'no type'} "
                                   f"for {upload.filename!r}); send the document as application/pdf", actor,
                     session=session)
    data = await upload.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise refuse(request, 413, f"{upload.filename!r} is over the {max_bytes / 2**20:.1f} MB upload limit; "
                                   "send a smaller file or split the document", actor,
                     session=session)
    return data


@router.post(
    "/extract",
    summary="Extract one PDF on the real-time path",
    response_description="The result envelope (shared/CONTRACT.md); X-Extraction-Id names the stored record.",
    responses={413: {"model": Problem}, 415: {"model": Problem}, 500: {"model": InternalProblem},
               503: {"model": Problem}, 504: {"model": Problem}},
)
async def extract(
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    runner: RunnerDep,
    file: Annotated[UploadFile, File(description="The PDF.")],
    document_type: Annotated[str | None, Form(description=f"One of {', '.join(DOCUMENT_TYPES)}; "
                                                          "omit to detect it.")] = None,
    actor: store.Actor = require("relationship_manager"),
) -> JSONResponse:
    started = time.perf_counter()
    if document_type in ("", "auto"):
        document_type = None
    if document_type is not None and document_type not in DOCUMENT_TYPES:
        raise HTTPException(422, f"unknown document type {document_type!r}; choose one of {', '.join(DOCUMENT_TYPES)}")
    data = await read_upload(request, file, settings.max_upload_bytes, actor, session)
    document = store.store_document(session, data, filename=file.filename, actor=actor)
    doc_id = document.id
    session.commit()
    try:
        outcome = await run_in_threadpool(runner.extract_realtime, doc_id, requested_by=actor.name,
                                          document_type=document_type)
    except RealtimeTimeout as exc:
        metrics.EXTRACT_RESULTS.labels("realtime", "timeout").inc()
        raise HTTPException(504, f"{exc}; try again, or submit the document as a batch job") from exc
    except QueueUnavailable as exc:
        metrics.EXTRACT_RESULTS.labels("realtime", "queue_unavailable").inc()
        raise HTTPException(503, str(exc), headers={"Retry-After": RETRY_AFTER_S}) from exc
    except WorkerLost as exc:  # killed mid-request: nothing was recorded, the next try reads it afresh
        metrics.EXTRACT_RESULTS.labels("realtime", "worker_lost").inc()
        raise HTTPException(503, f"{exc}; nothing was recorded for the document: try again in a minute, and tell "
                                 "the operator if it persists", headers={"Retry-After": RETRY_AFTER_S}) from exc
    except (OperationalError, ParserUnavailable):
        raise  # the database or the parser failed, not the code: api.main answers 503 with Retry-After
    except Exception as exc:  # noqa: BLE001 - a bug in extraction (here or on the worker): nothing was recorded
        metrics.EXTRACT_RESULTS.labels("realtime", "internal_error").inc()
        return internal_error(exc, path="/v1/extract",
                              what="the extraction of this document stopped and nothing was recorded for it")
    if outcome.no_model is not None:
        metrics.EXTRACT_RESULTS.labels("realtime", "no_model").inc()
        raise HTTPException(503, outcome.no_model)
    if outcome.unavailable is not None:  # the parser failed, not the document: nothing was recorded
        metrics.EXTRACT_RESULTS.labels("realtime", "parser_unavailable").inc()
        raise HTTPException(503, outcome.unavailable, headers={"Retry-After": RETRY_AFTER_S})
    extraction = store.get_extraction(session, outcome.extraction_id)  # type: ignore[arg-type]
    assert extraction is not None
    store.audit(session, actor, "extraction.read", "extraction", extraction.id, {"via": "POST /v1/extract"})
    session.commit()
    elapsed = time.perf_counter() - started
    metrics.EXTRACT_LATENCY.labels("realtime").observe(elapsed)
    metrics.EXTRACT_RESULTS.labels("realtime", extraction.status).inc()
    return JSONResponse(extraction.envelope, headers={"X-Extraction-Id": str(extraction.id),
                                                      "Location": f"/v1/extractions/{extraction.id}"})
