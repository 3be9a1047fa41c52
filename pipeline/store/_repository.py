"""What the service does with the store, as functions of a session.

Every function that creates or reads a record on somebody's behalf appends the matching
audit entry in the same transaction, so a record and its trace commit together or not at all.
"""
from __future__ import annotations

import copy
import hashlib
import hmac
import re
import secrets
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from pipeline.fields import set_path
from pipeline.ingest import document_id
from pipeline.store import _anchor, _audit
from pipeline.store._models import (
    ApiToken,
    DeadLetter,
    Document,
    Extraction,
    Job,
    JobItem,
    Review,
)

ROLES = ("relationship_manager", "auditor", "operator", "admin")
SYSTEM = ("system", "system")  # (actor, role) of workers and beat


@dataclass(frozen=True, slots=True)
class Actor:
    """Who acts: a token's subject and role, or the system (workers)."""

    name: str
    role: str


SYSTEM_ACTOR = Actor(*SYSTEM)


# --- documents -----------------------------------------------------------------------

def store_document(session: Session, data: bytes, *, filename: str | None, actor: Actor) -> Document:
    """The document with these bytes, stored on first receipt (content-addressed)."""
    doc_id = document_id(data)
    existing = session.get(Document, doc_id)
    if existing is not None:
        return existing
    document = Document(id=doc_id, n_bytes=len(data), filename=filename, content=data,
                        received_at=_audit.utcnow(), received_by=actor.name)
    try:
        with session.begin_nested():
            session.add(document)
    except IntegrityError:  # another process stored the same bytes a moment ago
        return session.get(Document, doc_id)  # type: ignore[return-value]
    _audit.append(session, actor=actor.name, role=actor.role, action="document.received",
                  object_type="document", object_id=doc_id,
                  payload={"filename": filename, "n_bytes": len(data)})
    return document


def get_document(session: Session, doc_id: str) -> Document | None:
    return session.get(Document, doc_id)


# --- extractions ---------------------------------------------------------------------

def find_extraction(session: Session, doc_id: str, pipeline_version: str, requested_by: str | None = None
                    ) -> Extraction | None:
    """``requested_by``'s extraction of the document by this pipeline version; with None, the
    first anyone requested (the envelope is the same: only access and reviews differ)."""
    conditions = [Extraction.document_id == doc_id, Extraction.pipeline_version == pipeline_version]
    if requested_by is not None:
        conditions.append(Extraction.requested_by == requested_by)
    return session.execute(select(Extraction).where(*conditions).order_by(Extraction.id).limit(1)).scalar_one_or_none()


def record_extraction(
    session: Session,
    envelope: dict[str, Any],
    *,
    pipeline_version: str,
    actor: Actor,
    requested_by: str,
    job_id: str | None = None,
    reused_from: int | None = None,
) -> tuple[Extraction, bool]:
    """Store an envelope once per (document, pipeline version, requester); returns (row, created).

    A task delivered twice, or the same file uploaded twice by one principal, finds the first row
    and writes nothing: the unique constraint settles races between processes. ``reused_from``:
    the extraction whose envelope this request reuses (another principal's), for the audit log.
    """
    doc_id = envelope["document_id"]
    existing = find_extraction(session, doc_id, pipeline_version, requested_by)
    if existing is not None:
        return existing, False
    fields = envelope.get("fields") or []
    row = Extraction(
        document_id=doc_id,
        pipeline_version=pipeline_version,
        document_type=envelope.get("document_type"),
        status=envelope["status"],
        route=envelope["route"]["path"],
        min_confidence=min((f["confidence"] for f in fields), default=None),
        has_fallback=bool(envelope["route"].get("fallback_fields")),
        duration_ms=(envelope.get("timings_ms") or {}).get("total"),
        envelope=envelope,
        envelope_hash=_audit.content_hash(envelope),
        requested_by=requested_by,
        job_id=job_id,
        created_at=_audit.utcnow(),
    )
    try:
        with session.begin_nested():
            session.add(row)
    except IntegrityError:
        existing = find_extraction(session, doc_id, pipeline_version, requested_by)
        assert existing is not None, "unique constraint fired but no row is visible"
        return existing, False
    _audit.append(session, actor=actor.name, role=actor.role, action="extraction.created",
                  object_type="extraction", object_id=row.id,
                  payload={"content_hash": row.envelope_hash, "document_id": doc_id, "status": row.status,
                           "route": row.route, "pipeline_version": pipeline_version,
                           "requested_by": requested_by, "job_id": job_id,
                           **({"reused_from": reused_from} if reused_from is not None else {})})
    return row, True


def get_extraction(session: Session, extraction_id: int) -> Extraction | None:
    return session.get(Extraction, extraction_id)


@dataclass(slots=True)
class ExtractionFilter:
    document_type: str | None = None
    status: str | None = None
    route: str | None = None
    min_confidence: float | None = None   # lowest field confidence >= this
    max_confidence: float | None = None   # lowest field confidence <= this
    since: str | None = None              # created_at >= (ISO date or timestamp)
    until: str | None = None              # created_at < (ISO date or timestamp)
    requested_by: str | None = None
    job_id: str | None = None


def list_extractions(session: Session, flt: ExtractionFilter, *, limit: int = 100,
                     offset: int = 0) -> tuple[list[Extraction], int]:
    """A page of extractions matching ``flt`` (newest first) and the total count."""
    conditions = []
    for column, value in ((Extraction.document_type, flt.document_type), (Extraction.status, flt.status),
                          (Extraction.route, flt.route), (Extraction.requested_by, flt.requested_by),
                          (Extraction.job_id, flt.job_id)):
        if value is not None:
            conditions.append(column == value)
    if flt.min_confidence is not None:
        conditions.append(Extraction.min_confidence >= flt.min_confidence)
    if flt.max_confidence is not None:
        conditions.append(Extraction.min_confidence <= flt.max_confidence)
    if flt.since:
        conditions.append(Extraction.created_at >= flt.since)
    if flt.until:
        conditions.append(Extraction.created_at < flt.until)
    total = session.execute(select(func.count()).select_from(Extraction).where(*conditions)).scalar_one()
    rows = session.execute(
        select(Extraction).where(*conditions).order_by(Extraction.id.desc()).limit(limit).offset(offset)
    ).scalars().all()
    return list(rows), total


# --- reviews -------------------------------------------------------------------------

def add_review(session: Session, extraction: Extraction, *, action: str, corrections: dict[str, Any],
               comment: str, actor: Actor, previous: dict[str, Any] | None = None,
               confirmed: Sequence[str] = ()) -> Review:
    """Approve or correct an extraction: always a new row, never an edit.

    ``corrections`` {path: after}, ``previous`` {path: before} (the value the reviewer saw),
    ``confirmed``: paths the reviewer accepted as they were. The audit entry carries each change.
    """
    assert action in ("approve", "correct"), f"action must be approve or correct, not {action!r}"
    assert action == "approve" or corrections, "a correction must correct at least one field"
    previous = dict(previous or {})
    assert set(previous) <= set(corrections), "a before-value belongs to a corrected path"
    review = Review(extraction_id=extraction.id, action=action, corrections=corrections, previous=previous,
                    confirmed=list(confirmed), comment=comment, reviewer=actor.name, created_at=_audit.utcnow())
    review.content_hash = _audit.content_hash(_audit._review_content(review))
    session.add(review)
    session.flush()
    _audit.append(session, actor=actor.name, role=actor.role, action="review.created",
                  object_type="review", object_id=review.id,
                  payload={"content_hash": review.content_hash, "extraction_id": extraction.id,
                           "action": action, "paths": sorted(corrections),
                           "changes": [{"path": p, "before": previous.get(p), "after": v}
                                       for p, v in sorted(corrections.items())],
                           "confirmed": sorted(confirmed)})
    return review


def reviews_for(session: Session, extraction_id: int) -> list[Review]:
    return list(session.execute(
        select(Review).where(Review.extraction_id == extraction_id).order_by(Review.id)
    ).scalars())


def reviewed_data(envelope: dict[str, Any], reviews: Iterable[Review]) -> dict[str, Any] | None:
    """The record as the envelope gave it with every correction applied in order."""
    data = copy.deepcopy(envelope.get("data"))
    if data is None:
        return None
    for review in reviews:
        for path, value in review.corrections.items():
            set_path(data, path, value)
    return data


# --- jobs ----------------------------------------------------------------------------

def create_job(session: Session, *, source: str, items: Sequence[tuple[str, str]], actor: Actor,
               document_type: str | None = None) -> tuple[Job, list[JobItem]]:
    """A job over ``items`` = [(filename, document id)], every item pending."""
    job = Job(id=str(uuid.uuid4()), source=source, submitted_by=actor.name, document_type=document_type,
              created_at=_audit.utcnow())
    session.add(job)
    now = _audit.utcnow()
    rows = [JobItem(job_id=job.id, document_id=doc_id, filename=name, state="pending", updated_at=now)
            for name, doc_id in items]
    session.add_all(rows)
    session.flush()
    _audit.append(session, actor=actor.name, role=actor.role, action="job.created", object_type="job",
                  object_id=job.id, payload={"source": source, "items": len(rows),
                                             "document_type": document_type})
    return job, rows


def get_job(session: Session, job_id: str) -> Job | None:
    return session.get(Job, job_id)


def get_job_item(session: Session, item_id: int, *, for_update: bool = False) -> JobItem | None:
    stmt = select(JobItem).where(JobItem.id == item_id)
    if for_update:
        stmt = stmt.with_for_update()
    return session.execute(stmt).scalar_one_or_none()


def job_items(session: Session, job_id: str) -> list[JobItem]:
    return list(session.execute(select(JobItem).where(JobItem.job_id == job_id).order_by(JobItem.id)).scalars())


def job_summary(session: Session, job_id: str) -> dict[str, Any]:
    """Counts that add up: total = pending + done + dead; done split by envelope status."""
    job = session.get(Job, job_id)
    assert job is not None, f"no job {job_id}"
    states = dict(session.execute(
        select(JobItem.state, func.count()).where(JobItem.job_id == job_id).group_by(JobItem.state)
    ).all())
    statuses = dict(session.execute(
        select(Extraction.status, func.count()).join(JobItem, JobItem.extraction_id == Extraction.id)
        .where(JobItem.job_id == job_id, JobItem.state == "done").group_by(Extraction.status)
    ).all())
    total = sum(states.values())
    pending = states.get("pending", 0)
    return {
        "id": job.id, "source": job.source, "submitted_by": job.submitted_by,
        "document_type": job.document_type, "created_at": job.created_at,
        "state": "running" if pending else "finished",
        "total": total, "pending": pending, "done": states.get("done", 0), "dead": states.get("dead", 0),
        "statuses": {s: statuses.get(s, 0) for s in ("accepted", "needs_review", "rejected")},
    }


def finish_item(session: Session, item: JobItem, *, extraction_id: int) -> None:
    item.state = "done"
    item.extraction_id = extraction_id
    item.error = None
    item.updated_at = _audit.utcnow()


def record_dead_letter(session: Session, *, task_name: str, task_id: str | None, args: dict[str, Any],
                       error: str, attempts: int, document_id: str | None = None,
                       job_item_id: int | None = None) -> DeadLetter:
    """Keep what exhausted its retries; a job item it belongs to ends ``dead`` (its count still adds up)."""
    letter = DeadLetter(task_name=task_name, task_id=task_id, document_id=document_id, job_item_id=job_item_id,
                        args=args, error=error, attempts=attempts, created_at=_audit.utcnow())
    session.add(letter)
    if job_item_id is not None:
        item = get_job_item(session, job_item_id, for_update=True)
        if item is not None and item.state == "pending":
            item.state, item.error, item.attempts = "dead", error, attempts
            item.updated_at = _audit.utcnow()
    session.flush()
    _audit.append(session, actor=SYSTEM_ACTOR.name, role=SYSTEM_ACTOR.role, action="task.dead_lettered",
                  object_type="dead_letter", object_id=letter.id,
                  payload={"task_name": task_name, "task_id": task_id, "document_id": document_id,
                           "job_item_id": job_item_id, "error": error[:2000], "attempts": attempts})
    return letter


def find_dead_letter(session: Session, *, task_name: str, task_id: str) -> DeadLetter | None:
    """The dead letter of this task (name and id), if one was recorded: what makes a replay idempotent."""
    return session.execute(select(DeadLetter).where(DeadLetter.task_name == task_name, DeadLetter.task_id == task_id)
                           .limit(1)).scalar_one_or_none()


def list_dead_letters(session: Session, *, limit: int = 100) -> list[DeadLetter]:
    return list(session.execute(select(DeadLetter).order_by(DeadLetter.id.desc()).limit(limit)).scalars())


# --- tokens --------------------------------------------------------------------------

def hash_token(value: str, secret: str) -> str:
    return hmac.new(secret.encode(), value.encode(), hashlib.sha256).hexdigest()


#: A token's subject is the principal's name, and what ownership of a request follows: letters,
#: digits and ``. _ @ -``. Never a name the service acts under itself, and never with ``:``, which
#: the command line's principals carry (``cli:<user>``), so a token cannot take their records.
SUBJECT = re.compile(r"[A-Za-z0-9][A-Za-z0-9._@-]{0,127}")
RESERVED_SUBJECTS = frozenset({SYSTEM[0], "anonymous"})


def cli_actor(user: str, role: str) -> Actor:
    """The principal of a command run on the host by ``user`` (``dualpath batch submit --as-user``)."""
    return Actor(f"cli:{user}", role)


def check_subject(session: Session, subject: str, role: str) -> None:
    """ValueError, saying what to do, unless ``subject`` may name a new ``role`` token: a well-formed
    name, not reserved, and not already another role's (one name, one principal, one role)."""
    if not SUBJECT.fullmatch(subject):
        raise ValueError(f"a token's subject is letters, digits and . _ @ - (starting with a letter or digit), "
                         f"at most 128: not {subject!r}")
    if subject.lower() in RESERVED_SUBJECTS:
        raise ValueError(f"{subject!r} is a name the service acts under; choose another subject")
    other = session.execute(select(ApiToken.role).where(ApiToken.subject == subject, ApiToken.role != role)
                            .limit(1)).scalar_one_or_none()
    if other is not None:
        raise ValueError(f"{subject!r} already names a principal of role {other}: a subject is one principal "
                         "with one role, and a relationship manager sees what their name requested; "
                         "choose another subject")


def create_token(session: Session, *, subject: str, role: str, secret: str, actor: Actor,
                 value: str | None = None, expires_in_days: float | None = None) -> tuple[ApiToken, str]:
    """A new bearer token for ``subject``, accepted for ``expires_in_days`` (None: until revoked);
    returns (row, the token's value, shown only now)."""
    if role not in ROLES:
        raise ValueError(f"unknown role {role!r}; choose one of {', '.join(ROLES)}")
    if expires_in_days is not None and expires_in_days <= 0:
        raise ValueError(f"a token must live a positive number of days, not {expires_in_days}")
    check_subject(session, subject, role)
    value = value or "dp_" + secrets.token_urlsafe(32)
    now = datetime.now(UTC)
    expires_at = (now + timedelta(days=expires_in_days)).isoformat(timespec="microseconds") \
        if expires_in_days is not None else None
    row = ApiToken(subject=subject, role=role, token_hash=hash_token(value, secret),
                   created_at=now.isoformat(timespec="microseconds"), expires_at=expires_at)
    session.add(row)
    session.flush()
    _audit.append(session, actor=actor.name, role=actor.role, action="token.created", object_type="token",
                  object_id=row.id, payload={"subject": subject, "role": role, "expires_at": expires_at,
                                             "hash_fingerprint": _audit.token_fingerprint(row.token_hash)})
    return row, value


def find_token(session: Session, value: str, secret: str) -> ApiToken | None:
    """The token with this value that is not revoked, if any (expired or not: ``token_expired``)."""
    row = session.execute(
        select(ApiToken).where(ApiToken.token_hash == hash_token(value, secret))
    ).scalar_one_or_none()
    return row if row is not None and row.revoked_at is None else None


def token_expired(row: ApiToken, now: str | None = None) -> bool:
    """Whether ``row`` is past its ``expires_at`` (ISO UTC strings compare in time order)."""
    return row.expires_at is not None and (now or _audit.utcnow()) >= row.expires_at


def ensure_token(session: Session, *, subject: str, role: str, secret: str, value: str) -> ApiToken:
    """The token with this value, created if missing (the bootstrap admin token)."""
    row = session.execute(
        select(ApiToken).where(ApiToken.token_hash == hash_token(value, secret))
    ).scalar_one_or_none()
    if row is None:
        row, _ = create_token(session, subject=subject, role=role, secret=secret, actor=SYSTEM_ACTOR, value=value)
    return row


def revoke_token(session: Session, token_id: int, *, actor: Actor) -> ApiToken | None:
    row = session.get(ApiToken, token_id)
    if row is None or row.revoked_at is not None:
        return row
    row.revoked_at = _audit.utcnow()
    _audit.append(session, actor=actor.name, role=actor.role, action="token.revoked", object_type="token",
                  object_id=row.id, payload={"subject": row.subject, "role": row.role})
    return row


def list_tokens(session: Session) -> list[ApiToken]:
    return list(session.execute(select(ApiToken).order_by(ApiToken.id)).scalars())


def checkpoint(session: Session, anchor: Path, key: bytes | None) -> dict[str, Any]:
    """Append the audit chain's head to the checkpoint file ``anchor``, signed under ``key``."""
    return _anchor.write_checkpoint(session, anchor, key, at=_audit.utcnow())


def audit(session: Session, actor: Actor, action: str, object_type: str, object_id: str | int,
          payload: dict[str, Any] | None = None) -> None:
    """Record a read, a refusal or any other event that changes no record."""
    _audit.append(session, actor=actor.name, role=actor.role, action=action, object_type=object_type,
                  object_id=object_id, payload=payload)
