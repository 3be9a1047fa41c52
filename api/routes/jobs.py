"""Batch jobs: POST /v1/jobs (many PDFs), GET /v1/jobs/{id} (counts that add up)."""
from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, File, Form, HTTPException, Request, UploadFile

from api.deps import RunnerDep, SessionDep, SettingsDep, refuse, require
from api.models import JobPublic, Problem
from api.routes.extract import read_upload
from pipeline import store
from pipeline.doctypes import DOCUMENT_TYPES

router = APIRouter(prefix="/v1/jobs", tags=["jobs"])


@router.post("", status_code=202, response_model=JobPublic,
             responses={413: {"model": Problem}, 415: {"model": Problem}})
async def create_job(
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    runner: RunnerDep,
    files: Annotated[list[UploadFile], File(description="The PDFs of the job.")],
    document_type: Annotated[str | None, Form()] = None,
    actor: store.Actor = require("operator"),
) -> JobPublic:
    if document_type in ("", "auto"):
        document_type = None
    if document_type is not None and document_type not in DOCUMENT_TYPES:
        raise HTTPException(422, f"unknown document type {document_type!r}; choose one of {', '.join(DOCUMENT_TYPES)}")
    if len(files) > settings.max_job_files:
        raise refuse(request, 413, f"{len(files)} files is over the {settings.max_job_files}-file limit of one job; "
                                   "split it, or use `dualpath batch submit DIR`", actor, session=session)
    items = []
    for upload in files:
        data = await read_upload(request, upload, settings.max_upload_bytes, actor, session)
        items.append((upload.filename or "document.pdf", store.store_document(session, data, filename=upload.filename,
                                                                              actor=actor).id))
    job, rows = store.create_job(session, source="api", items=items, actor=actor, document_type=document_type)
    job_id, item_ids = job.id, [r.id for r in rows]
    session.commit()
    runner.submit_items(item_ids)
    summary = store.job_summary(session, job_id)
    session.commit()
    return JobPublic(**summary)


@router.get("/{job_id}", response_model=JobPublic)
def get_job(job_id: str, session: SessionDep, actor: store.Actor = require("operator", "auditor")) -> JobPublic:
    if store.get_job(session, job_id) is None:
        raise HTTPException(404, f"no job {job_id}")
    summary = store.job_summary(session, job_id)
    store.audit(session, actor, "job.read", "job", job_id)
    session.commit()
    return JobPublic(**summary)
