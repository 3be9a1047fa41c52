"""The audit store's tables (SQLAlchemy 2 declarative models).

Nothing here is updated in place except a job item's progress and a token's revocation:
an extraction is written once per (document, pipeline version); a review, approval or
correction is a new ``Review`` row; the audit log is append-only and hash-chained
(``AuditEntry.prev_hash`` -> the previous entry's ``entry_hash``), with its head in
``AuditHead`` so that appends from many processes serialise on one row.
"""
from __future__ import annotations

from typing import Any

from sqlalchemy import (
    JSON,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

GENESIS_HASH = "0" * 64


class Base(DeclarativeBase):
    type_annotation_map = {dict[str, Any]: JSON, list[Any]: JSON}


class Document(Base):
    """A received file, stored once per content hash."""

    __tablename__ = "documents"

    id: Mapped[str] = mapped_column(String(71), primary_key=True)  # "sha256:<64 hex>"
    n_bytes: Mapped[int] = mapped_column(Integer)
    filename: Mapped[str | None] = mapped_column(String(512))
    content: Mapped[bytes] = mapped_column(LargeBinary)
    pages: Mapped[list[Any] | None] = mapped_column(JSON, default=None)  # text per page, filled on first view
    received_at: Mapped[str] = mapped_column(String(32))
    received_by: Mapped[str] = mapped_column(String(128))


class Extraction(Base):
    """One envelope; unique per (document, pipeline version): a redelivered task writes nothing new."""

    __tablename__ = "extractions"
    __table_args__ = (
        # one extraction per request: a second principal uploading the same file gets a row of their
        # own (its envelope reused, not re-decoded), so access and review history follow the request
        UniqueConstraint("document_id", "pipeline_version", "requested_by", name="uq_extraction_request"),
        Index("ix_extractions_filter", "document_type", "status", "route"),
        Index("ix_extractions_created_at", "created_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    document_id: Mapped[str] = mapped_column(ForeignKey("documents.id"))
    pipeline_version: Mapped[str] = mapped_column(String(64))
    document_type: Mapped[str | None] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(16))
    route: Mapped[str] = mapped_column(String(16))
    min_confidence: Mapped[float | None] = mapped_column(Float)  # lowest field confidence; None: no fields
    has_fallback: Mapped[bool] = mapped_column(default=False)
    duration_ms: Mapped[float | None] = mapped_column(Float)
    envelope: Mapped[dict[str, Any]] = mapped_column(JSON)
    envelope_hash: Mapped[str] = mapped_column(String(64))
    requested_by: Mapped[str] = mapped_column(String(128), index=True)
    job_id: Mapped[str | None] = mapped_column(ForeignKey("jobs.id"), default=None)
    created_at: Mapped[str] = mapped_column(String(32))


class Review(Base):
    """An approval or a correction of an extraction; a later review never overwrites an earlier one."""

    __tablename__ = "reviews"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    extraction_id: Mapped[int] = mapped_column(ForeignKey("extractions.id"), index=True)
    action: Mapped[str] = mapped_column(String(16))  # approve | correct
    corrections: Mapped[dict[str, Any]] = mapped_column(JSON)  # {field path: corrected value}
    # {field path: the value the reviewer saw before correcting it}; None on reviews older than it
    previous: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    confirmed: Mapped[list[Any] | None] = mapped_column(JSON, default=None)  # paths accepted as they were
    comment: Mapped[str] = mapped_column(Text, default="")
    reviewer: Mapped[str] = mapped_column(String(128))
    created_at: Mapped[str] = mapped_column(String(32))
    content_hash: Mapped[str] = mapped_column(String(64))


class Job(Base):
    """A batch job: a set of documents submitted together."""

    __tablename__ = "jobs"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)  # uuid4
    source: Mapped[str] = mapped_column(String(1024))  # "api", a folder path, "nightly:<folder>"
    submitted_by: Mapped[str] = mapped_column(String(128))
    document_type: Mapped[str | None] = mapped_column(String(64))
    created_at: Mapped[str] = mapped_column(String(32))


class JobItem(Base):
    """One document of a job; ``state`` is pending -> done | dead."""

    __tablename__ = "job_items"
    __table_args__ = (Index("ix_job_items_job_state", "job_id", "state"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    job_id: Mapped[str] = mapped_column(ForeignKey("jobs.id"))
    document_id: Mapped[str] = mapped_column(ForeignKey("documents.id"))
    filename: Mapped[str] = mapped_column(String(1024))
    state: Mapped[str] = mapped_column(String(16), default="pending")
    extraction_id: Mapped[int | None] = mapped_column(ForeignKey("extractions.id"), default=None)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    error: Mapped[str | None] = mapped_column(Text, default=None)
    updated_at: Mapped[str] = mapped_column(String(32))


class DeadLetter(Base):
    """A task that exhausted its retries (or failed permanently), kept for an operator to replay."""

    __tablename__ = "dead_letters"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    task_name: Mapped[str] = mapped_column(String(256))
    task_id: Mapped[str | None] = mapped_column(String(64))
    document_id: Mapped[str | None] = mapped_column(String(71))
    job_item_id: Mapped[int | None] = mapped_column(Integer)
    args: Mapped[dict[str, Any]] = mapped_column(JSON)
    error: Mapped[str] = mapped_column(Text)
    attempts: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[str] = mapped_column(String(32))


class ApiToken(Base):
    """A bearer token, stored as an HMAC of its value (the value itself is shown once)."""

    __tablename__ = "api_tokens"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    subject: Mapped[str] = mapped_column(String(128))
    role: Mapped[str] = mapped_column(String(32))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[str] = mapped_column(String(32))
    revoked_at: Mapped[str | None] = mapped_column(String(32), default=None)
    expires_at: Mapped[str | None] = mapped_column(String(32), default=None)  # None: never (the bootstrap token)


class AuditEntry(Base):
    """One link of the chain: entry_hash = sha256(canonical JSON of every other column)."""

    __tablename__ = "audit_log"
    __table_args__ = (Index("ix_audit_object", "object_type", "object_id"),)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    at: Mapped[str] = mapped_column(String(32))
    actor: Mapped[str] = mapped_column(String(128))
    role: Mapped[str] = mapped_column(String(32))
    action: Mapped[str] = mapped_column(String(64))
    object_type: Mapped[str] = mapped_column(String(32))
    object_id: Mapped[str] = mapped_column(String(128))
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    payload_hash: Mapped[str] = mapped_column(String(64))
    prev_hash: Mapped[str] = mapped_column(String(64))
    entry_hash: Mapped[str] = mapped_column(String(64))


class AuditHead(Base):
    """The chain's head (one row, id 1): appenders lock it, so the chain stays a line."""

    __tablename__ = "audit_head"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    seq: Mapped[int] = mapped_column(Integer)
    entry_hash: Mapped[str] = mapped_column(String(64))
