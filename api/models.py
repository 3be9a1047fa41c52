"""Request and response bodies of the API (``XCreate`` in, ``XPublic`` out)."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

Role = Literal["relationship_manager", "auditor", "operator", "admin"]


class Problem(BaseModel):
    detail: str = Field(description="What went wrong and what to do about it.")


class InternalProblem(Problem):
    error_id: str = Field(description="Names the fault in the service's log; give it to the operator.")


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
    reviewed_status: str = Field(default="", description="The document's status once its reviews are applied.")
    open_fields: int = Field(default=0, description="Flagged fields no review has confirmed or corrected yet.")
    fully_reviewed: bool = Field(default=False, description="Reviews settled every field the extraction flagged.")


class ExtractionList(BaseModel):
    total: int
    items: list[ExtractionSummary]


class ReviewCreate(BaseModel):
    action: Literal["approve", "correct"] = Field(description=(
        "approve: confirm fields as they are (``confirmed``; none given: every flagged field still open); "
        "correct: give corrected values (and optionally confirm others)."))
    corrections: dict[str, Any] = Field(default_factory=dict, max_length=500,
                                        description="{field path: corrected value}")
    confirmed: list[str] = Field(default_factory=list, max_length=500,
                                 description="Field paths accepted as they are.")
    comment: str = Field(default="", max_length=4000)


class ReviewPublic(BaseModel):
    id: int
    extraction_id: int
    action: str
    corrections: dict[str, Any]
    previous: dict[str, Any] = Field(description="{field path: the value before the correction}")
    confirmed: list[str]
    comment: str
    reviewer: str
    created_at: str


class FieldChangePublic(BaseModel):
    review_id: int
    reviewer: str
    at: str
    path: str
    kind: Literal["corrected", "confirmed"]
    before: Any
    after: Any


class ExtractionPublic(ExtractionSummary):
    envelope: dict[str, Any] = Field(description="The result envelope of shared/CONTRACT.md, as extracted.")
    reviews: list[ReviewPublic]
    reviewed_data: dict[str, Any] | None = Field(description="data with every correction applied in order.")
    reviewed_envelope: dict[str, Any] = Field(description=(
        "The envelope with every review applied: corrected fields decoded_by reviewer, settled fields accepted, "
        "status accepted once no field needs review and the record is valid."))
    changes: list[FieldChangePublic] = Field(description="Every field a review corrected or confirmed, in order.")


class ExtractionStats(BaseModel):
    total: int
    by_status: dict[str, int] = Field(description="Extractions by the extraction's own status.")
    straight_through: dict[str, int] = Field(description="Per route: accepted without a person.")
    needing_review: dict[str, int] = Field(description="Per route: sent to a person.")
    straight_through_rate: float | None = Field(description="accepted / (accepted + needs_review); null if none.")
    fully_reviewed: int
    waiting_for_review: int
    reviews_by_action: dict[str, int]
    corrections_by_field: dict[str, dict[str, int]] = Field(
        description="{document_type: {field (list indices dropped): fields changed by a reviewer}}")


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
    expires_in_days: float = Field(default=90, gt=0, le=3650, description="How long the token is accepted.")


class TokenPublic(BaseModel):
    id: int
    subject: str
    role: str
    created_at: str
    revoked_at: str | None
    expires_at: str | None = Field(default=None, description="When it stops being accepted; null: never.")


class TokenCreated(TokenPublic):
    token: str = Field(description="The bearer token; shown only in this response.")


class VerifyPublic(BaseModel):
    ok: bool
    entries: int
    objects: int
    head_seq: int
    head_hash: str
    broken: dict[str, Any] | None
    documents: int = 0
    tokens: int = 0
    checkpoints: int | None = None
    jobs: int = 0
    job_items: int = 0
    dead_letters: int = 0
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
