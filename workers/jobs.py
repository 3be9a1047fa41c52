"""Batch jobs: a folder (or a set of uploads) becomes a job whose items go to the batch queue."""
from __future__ import annotations

import time
from pathlib import Path
from typing import Sequence

from pipeline import store
from pipeline.decoding import NoModelError
from pipeline.extract import extraction_version
from pipeline.settings import Settings, get_settings
from workers.runner import EmbeddedRunner, get_runner


def create_job(files: Sequence[tuple[str, bytes]], *, source: str, actor: store.Actor,
               document_type: str | None = None, settings: Settings | None = None) -> tuple[str, list[int]]:
    """Store the documents and a job over them; returns (job id, item ids). Dispatches nothing."""
    settings = settings or get_settings()
    engine = store.init_store(settings.store_url)
    with store.session_scope(engine) as s:
        items = [(name, store.store_document(s, data, filename=name, actor=actor).id) for name, data in files]
        job, rows = store.create_job(s, source=source, items=items, actor=actor, document_type=document_type)
        return job.id, [row.id for row in rows]


def submit_folder(folder: str | Path, *, source: str | None = None, actor: store.Actor = store.SYSTEM_ACTOR,
                  document_type: str | None = None, only_new: bool = False, wait: bool = False,
                  settings: Settings | None = None) -> str | None:
    """Every ``*.pdf`` of ``folder`` as one job; returns its id (None if nothing to do).

    ``only_new`` skips documents this pipeline version and these batch models have already
    extracted (the nightly sweep). With no broker the job runs here and now; with one, the
    workers run it.
    """
    settings = settings or get_settings()
    folder = Path(folder)
    if not folder.is_dir():
        raise NotADirectoryError(f"{folder} is not a folder")
    paths = sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.lower() == ".pdf")
    files = [(p.name, p.read_bytes()) for p in paths]
    if only_new:
        try:
            version = extraction_version("batch")
        except NoModelError:  # nothing was extracted by a model that is not there: every file is new
            version = None
        engine = store.init_store(settings.store_url)
        with store.session_scope(engine) as s:
            files = [(n, d) for n, d in files
                     if version is None or store.find_extraction(s, store.document_id(d), version) is None]
    if not files:
        return None
    job_id, item_ids = create_job(files, source=source or str(folder.resolve()), actor=actor,
                                  document_type=document_type, settings=settings)
    runner = get_runner(settings)
    if isinstance(runner, EmbeddedRunner):
        runner.run_items(item_ids)
    else:
        runner.submit_items(item_ids)
    if wait:
        wait_for_job(job_id, settings=settings)
    return job_id


def job_status(job_id: str, *, settings: Settings | None = None) -> dict:
    settings = settings or get_settings()
    with store.session_scope(store.init_store(settings.store_url)) as s:
        if store.get_job(s, job_id) is None:
            raise LookupError(f"no job {job_id}")
        return store.job_summary(s, job_id)


def wait_for_job(job_id: str, *, timeout_s: float = 3600, poll_s: float = 0.5,
                 settings: Settings | None = None) -> dict:
    deadline = time.monotonic() + timeout_s
    while True:
        summary = job_status(job_id, settings=settings)
        if summary["state"] == "finished":
            return summary
        if time.monotonic() > deadline:
            raise TimeoutError(f"job {job_id} still has {summary['pending']} pending item(s) after {timeout_s:.0f} s")
        time.sleep(poll_s)
