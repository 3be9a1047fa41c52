"""The work itself, the same in a Celery task and in the embedded (in-process) runner.

Functions take ids, re-read state from the store, and are idempotent by
(document sha256, extraction version: PIPELINE_VERSION and the route's model versions): running
one twice, or in two processes at once, leaves one extraction; new weights extract afresh. The
slow part (ingest + decode) runs outside any transaction.
"""
from __future__ import annotations

import logging
import uuid
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.orm import Session

from pipeline import store
from pipeline.decoding import NoModelError
from pipeline.extract import extract_document, extraction_version
from pipeline.ingest import ParserUnavailable
from pipeline.settings import Settings, get_settings
from workers.spool import DeadLetterSpool

log = logging.getLogger(__name__)


@dataclass(slots=True)
class Outcome:
    """What became of one document: an extraction id, or why there is none."""

    extraction_id: int | None
    created: bool = False
    no_model: str | None = None  # NoModelError's message: nothing was recorded
    unavailable: str | None = None  # ParserUnavailable's message: the service failed, nothing was recorded

    def to_dict(self) -> dict:
        return {"extraction_id": self.extraction_id, "created": self.created, "no_model": self.no_model,
                "unavailable": self.unavailable}

    @classmethod
    def from_dict(cls, d: dict) -> Outcome:
        return cls(d.get("extraction_id"), d.get("created", False), d.get("no_model"), d.get("unavailable"))


def _engine(settings: Settings | None):
    return store.init_store((settings or get_settings()).store_url)


def extract_stored_document(
    doc_id: str,
    *,
    route: str,
    requested_by: str,
    document_type: str | None = None,
    job_id: str | None = None,
    settings: Settings | None = None,
) -> Outcome:
    """Extract a document already in the store, unless this pipeline and these models already did.

    A parser that failed (``ParserUnavailable``, after its own retries with fresh processes) is the
    service's fault: the outcome says so and nothing is recorded, so the next try extracts afresh."""
    try:
        version = extraction_version(route)
    except NoModelError as exc:
        return Outcome(None, no_model=str(exc))
    engine = _engine(settings)
    with store.session_scope(engine) as s:
        existing = store.find_extraction(s, doc_id, version, requested_by)
        if existing is not None:
            return Outcome(existing.id, created=False)
        other = store.find_extraction(s, doc_id, version)
        if other is not None:  # someone else's request of the same file: their envelope, a row of our own
            row, created = store.record_extraction(
                s, other.envelope, pipeline_version=version, actor=store.SYSTEM_ACTOR, requested_by=requested_by,
                job_id=job_id, reused_from=other.id)
            return Outcome(row.id, created=created)
        document = store.get_document(s, doc_id)
        if document is None:
            raise LookupError(f"document {doc_id} is not in the store")
        data = document.content
    try:
        envelope = extract_document(data, document_type=document_type, route=route)
    except NoModelError as exc:
        return Outcome(None, no_model=str(exc))
    except ParserUnavailable as exc:
        log.warning("document %s not extracted, the service failed: %s", doc_id, exc.message)
        return Outcome(None, unavailable=exc.message)
    with store.session_scope(engine) as s:
        row, created = store.record_extraction(
            s, envelope.to_json_dict(), pipeline_version=version, actor=store.SYSTEM_ACTOR,
            requested_by=requested_by, job_id=job_id,
        )
        return Outcome(row.id, created=created)


def begin_job_item(item_id: int, *, settings: Settings | None = None) -> tuple[str, str | None, str, str] | None:
    """Count a delivery of a job item; (document id, type, job id, submitter), or None if already settled."""
    engine = _engine(settings)
    with store.session_scope(engine) as s:
        item = store.get_job_item(s, item_id, for_update=True)
        if item is None:
            raise LookupError(f"job item {item_id} does not exist")
        if item.state != "pending":
            return None
        item.attempts += 1
        job = store.get_job(s, item.job_id)
        assert job is not None
        return item.document_id, job.document_type, job.id, job.submitted_by


def deliveries(item_id: int, *, settings: Settings | None = None) -> int:
    with store.session_scope(_engine(settings)) as s:
        item = store.get_job_item(s, item_id)
        return item.attempts if item is not None else 0


def process_job_item(item_id: int, *, settings: Settings | None = None) -> Outcome:
    """Extract one document of a batch job and mark the item done (no-op if it already is)."""
    started = begin_job_item(item_id, settings=settings)
    if started is None:
        return Outcome(None)
    doc_id, document_type, job_id, submitted_by = started
    outcome = extract_stored_document(doc_id, route="batch", requested_by=submitted_by,
                                      document_type=document_type, job_id=job_id, settings=settings)
    if outcome.no_model is not None:
        raise NoModelError(outcome.no_model)
    if outcome.unavailable is not None:  # retried by the task, then a dead letter: never the item's verdict
        raise ParserUnavailable(outcome.unavailable)
    with store.session_scope(_engine(settings)) as s:
        item = store.get_job_item(s, item_id, for_update=True)
        if item is not None and item.state == "pending":
            store.finish_item(s, item, extraction_id=outcome.extraction_id)  # type: ignore[arg-type]
    return outcome


def dead_letter(*, task_name: str, task_id: str | None, args: dict, error: str, attempts: int,
                job_item_id: int | None = None, document_id: str | None = None,
                settings: Settings | None = None) -> None:
    """Record a task that will not be tried again (and end its job item as ``dead``)."""
    with store.session_scope(_engine(settings)) as s:
        _record_dead_letter(s, task_name=task_name, task_id=task_id, args=args, error=error, attempts=attempts,
                            job_item_id=job_item_id, document_id=document_id)
    log.error("dead letter: %s %s after %d attempt(s): %s", task_name, args, attempts, error)


def _record_dead_letter(s: Session, *, task_name: str, task_id: str | None, args: dict, error: str, attempts: int,
                        job_item_id: int | None, document_id: str | None) -> None:
    if job_item_id is not None and document_id is None:
        item = store.get_job_item(s, job_item_id)
        document_id = item.document_id if item is not None else None
    store.record_dead_letter(s, task_name=task_name, task_id=task_id, args=args, error=error,
                             attempts=attempts, document_id=document_id, job_item_id=job_item_id)


def spool_dead_letter(*, task_name: str, task_id: str | None, args: dict, error: str, attempts: int,
                      job_item_id: int | None = None, document_id: str | None = None,
                      settings: Settings | None = None) -> Path:
    """Keep a dead letter that the database would not take on this node's disk (fsync'd), for
    ``replay_dead_letters`` to record once it answers; returns the spool file."""
    spool = DeadLetterSpool((settings or get_settings()).data_dir)
    key = task_id or f"spooled-{uuid.uuid4().hex}"  # the embedded runner's tasks have no id of their own
    spool.append({"key": key, "task_name": task_name, "args": args, "error": error, "attempts": attempts,
                  "job_item_id": job_item_id, "document_id": document_id, "spooled_at": store.utcnow()})
    log.error("dead letter of %s %s kept in %s until the database answers: %s", task_name, key, spool.path, error)
    return spool.path


def replay_dead_letters(settings: Settings | None = None) -> int:
    """Record the spooled dead letters the store does not hold yet (by task name and id, so a line
    replayed twice is one letter); returns how many were replayed. Raises the database's error when
    it still does not answer, the letters kept."""
    spool = DeadLetterSpool((settings or get_settings()).data_dir)
    if not spool.pending():
        return 0
    engine = _engine(settings)

    def record(letter: dict) -> None:
        with store.session_scope(engine) as s:
            if store.find_dead_letter(s, task_name=letter["task_name"], task_id=letter["key"]) is None:
                _record_dead_letter(s, task_name=letter["task_name"], task_id=letter["key"], args=letter["args"],
                                    error=letter["error"], attempts=letter["attempts"],
                                    job_item_id=letter.get("job_item_id"), document_id=letter.get("document_id"))

    replayed = spool.drain(record)
    if replayed:
        log.warning("recorded %d dead letter(s) kept in %s while the database did not answer", replayed, spool.path)
    return replayed


def verify_audit(session: Session, settings: Settings | None = None) -> store.VerifyReport:
    """``store.verify`` with the checkpoint file and key the settings name (outside the database)."""
    settings = settings or get_settings()
    return store.verify(session, anchor=settings.audit_anchor_file, key=store.read_key(settings.audit_key_file))


def write_audit_checkpoint(settings: Settings | None = None) -> dict | None:
    """Append the audit chain's head to the checkpoint file, signed; None when none is configured."""
    settings = settings or get_settings()
    if settings.audit_anchor_file is None:
        return None
    with store.session_scope(_engine(settings)) as s:
        return store.checkpoint(s, settings.audit_anchor_file, store.read_key(settings.audit_key_file))
