"""The result envelope of shared/CONTRACT.md, as pydantic models.

Every path (real-time, batch, API, CLI) returns an ``Envelope``; its JSON form is the
contract that the UI, the batch report and outside evaluations read.
"""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, SerializationInfo, SerializerFunctionWrapHandler, model_serializer

from pipeline.doctypes import DOCUMENT_TYPES, schema_ref

Status = Literal["accepted", "needs_review", "rejected"]
FieldStatus = Literal["accepted", "needs_review"]
RoutePath = Literal["realtime", "batch"]
DecodedBy = Literal["diffusion", "autoregressive", "reviewer"]  # reviewer: a person corrected it (docs/SERVICE.md)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Source(_Strict):
    """Where a value was found: 1-based page, character offsets into that page's text."""

    page: int = Field(ge=1)
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    text: str


class Alternative(_Strict):
    """Another reading's value for a flagged field, offered to the reviewer beside the chosen one."""

    value: Any
    decoded_by: DecodedBy


class FieldResult(_Strict):
    path: str = Field(description="Concrete leaf path, e.g. documents_required[2].")
    value: Any = Field(description="The normalised value as it appears in data.")
    confidence: float = Field(ge=0.0, le=1.0)
    decoded_by: DecodedBy
    source: Source | None = Field(description="null when the value is not found in the text.")
    status: FieldStatus = Field(description="accepted when the field is trusted without a person.")
    review: list[str] = Field(default_factory=list, description=(
        "Why the field needs a person, as reason codes (low_confidence, not_in_text, redecoded, invalid, "
        "required_but_not_stated, conflicts_with_document, decoders_disagree); [] for an accepted field."))
    alternatives: list[Alternative] = Field(default_factory=list, description=(
        "Other readings' values of a flagged field, best first; the key is left out when there are none."))

    @model_serializer(mode="wrap")
    def _without_empty_alternatives(self, handler: SerializerFunctionWrapHandler, info: SerializationInfo) -> Any:
        # an optional key beside the contract's: absent rather than [] on the many fields without
        out = handler(self)
        if not out.get("alternatives"):
            out.pop("alternatives", None)
        return out


class Route(_Strict):
    path: RoutePath
    fallback_fields: list[str] = Field(default_factory=list)
    reason: str = ""


class ValidationIssue(_Strict):
    """One reason a record is invalid or a document was rejected."""

    code: str = Field(description="Machine-readable category, e.g. schema, mrz_check_digit, encrypted.")
    message: str = Field(description="What is wrong, for a person.")
    path: str | None = Field(default=None, description="The field concerned, if any.")
    page: int | None = Field(default=None, description="The page concerned, if any.")


class Validation(_Strict):
    valid: bool
    errors: list[ValidationIssue] = Field(default_factory=list)


class Envelope(_Strict):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    document_id: str = Field(pattern=r"^sha256:[0-9a-f]{64}$")
    document_type: str | None
    schema_: str | None = Field(alias="schema")
    status: Status
    data: dict[str, Any] | None
    fields: list[FieldResult] = Field(default_factory=list)
    route: Route
    validation: Validation
    timings_ms: dict[str, float] = Field(default_factory=dict)
    models: dict[str, str] = Field(default_factory=dict)

    def to_json_dict(self) -> dict[str, Any]:
        """The contract's JSON object (``schema`` key, not ``schema_``)."""
        return self.model_dump(mode="json", by_alias=True)


def rejected_envelope(
    document_id: str,
    issues: list[ValidationIssue],
    *,
    route: RoutePath,
    document_type: str | None = None,
    timings_ms: dict[str, float] | None = None,
    models: dict[str, str] | None = None,
) -> Envelope:
    """The envelope of a document that could not be read or made valid."""
    assert issues, "a rejected envelope must say why"
    return Envelope(
        document_id=document_id,
        document_type=document_type,
        schema=schema_ref(document_type) if document_type in DOCUMENT_TYPES else None,
        status="rejected",
        data=None,
        fields=[],
        route=Route(path=route, reason=issues[0].message),
        validation=Validation(valid=False, errors=issues),
        timings_ms=timings_ms or {},
        models=models or {},
    )
