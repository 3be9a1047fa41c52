"""Request and response bodies of the API (``XCreate`` in, ``XPublic`` out)."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

Role = Literal["relationship_manager", "auditor", "operator", "admin"]


class Problem(BaseModel):
    detail: str = Field(description="What went wrong and what to do about it.")


class PrincipalPublic(BaseModel):
    name: str
    role: str


class ExtractionSummary(BaseModel):
    id: int
    document_id: str
    document_type: str | None
    status: str
    route: str
    min_confidence: float | None
    has_fallback: bool
    duration_ms: float | None
    requested_by: str
    job_id: str | None
    created_at: str
    pipeline_version: str
    filename: str | None = None
    reviewed: str | None = Field(default=None, description="The latest review's action, if any.")


class ExtractionList(BaseModel):
    total: int
    items: list[ExtractionSummary]


class ReviewCreate(BaseModel):
    action: Literal["approve", "correct"]
    corrections: dict[str, Any] = Field(default_factory=dict, description="{field path: corrected value}")
    comment: str = Field(default="", max_length=4000)


class ReviewPublic(BaseModel):
    id: int
    extraction_id: int
    action: str
    corrections: dict[str, Any]
    comment: str
    reviewer: str
    created_at: str


class ExtractionPublic(ExtractionSummary):
    envelope: dict[str, Any] = Field(description="The result envelope of shared/CONTRACT.md.")
    reviews: list[ReviewPublic]
    reviewed_data: dict[str, Any] | None = Field(description="data with every correction applied in order.")


class DocumentText(BaseModel):
    document_id: str
    filename: str | None
    pages: list[str]


class JobPublic(BaseModel):
    id: str
    source: str
    submitted_by: str
    document_type: str | None
    created_at: str
    state: Literal["running", "finished"]
    total: int
    pending: int
    done: int
    dead: int
    statuses: dict[str, int]


class TokenCreate(BaseModel):
    subject: str = Field(min_length=1, max_length=128)
    role: Role


class TokenPublic(BaseModel):
    id: int
    subject: str
    role: str
    created_at: str
    revoked_at: str | None


class TokenCreated(TokenPublic):
    token: str = Field(description="The bearer token; shown only in this response.")


class VerifyPublic(BaseModel):
    ok: bool
    entries: int
    objects: int
    head_seq: int
    head_hash: str
    broken: dict[str, Any] | None
    summary: str


class DeadLetterPublic(BaseModel):
    id: int
    task_name: str
    task_id: str | None
    document_id: str | None
    job_item_id: int | None
    error: str
    attempts: int
    created_at: str
