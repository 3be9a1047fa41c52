"""An extraction as its reviews leave it: the reviewed envelope, the trail of changes, what is still open.

Reviews never change the stored envelope; this module replays them over a copy. A review is
anything with ``id``, ``action``, ``corrections`` {path: after}, ``previous`` {path: before},
``confirmed`` [paths], ``reviewer`` and ``created_at`` (a ``pipeline.store.Review`` row).

In the reviewed envelope a corrected field has the reviewer's value, ``decoded_by: "reviewer"``,
confidence 1.0, status accepted and no review reasons; a confirmed field keeps its value and
decoder and becomes accepted. The document is ``accepted`` once no field needs review and the
reviewed record passes ``pipeline.validation.validate_record`` (the schema and its rules; the
passport's MRZ was the decoders' evidence, and a person has now answered for the fields).
"""
from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, field
from typing import Any, Iterable, Protocol, Sequence

from pipeline.fields import get_path, set_path
from pipeline.validation import validate_record

__all__ = ["FieldChange", "ReviewLike", "ReviewedView", "field_family", "flagged_paths", "reviewed_view"]


class ReviewLike(Protocol):
    id: int
    action: str
    corrections: dict[str, Any]
    previous: dict[str, Any] | None
    confirmed: list[Any] | None
    reviewer: str
    created_at: str


@dataclass(frozen=True, slots=True)
class FieldChange:
    """One line of the trail: who, when, which field, before -> after (``confirmed``: before == after)."""

    review_id: int
    reviewer: str
    at: str
    path: str
    kind: str          # corrected | confirmed
    before: Any
    after: Any

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(slots=True)
class ReviewedView:
    envelope: dict[str, Any]                 # the reviewed envelope
    changes: list[FieldChange] = field(default_factory=list)
    open_paths: list[str] = field(default_factory=list)   # flagged fields no review has settled
    reviewed_paths: list[str] = field(default_factory=list)

    @property
    def status(self) -> str:
        return self.envelope["status"]

    @property
    def fully_reviewed(self) -> bool:
        """Some review exists and it settled every field the extraction flagged."""
        return bool(self.changes) and not self.open_paths


def flagged_paths(envelope: dict[str, Any]) -> list[str]:
    """The fields the server flagged for a person (``fields[].status == "needs_review"``)."""
    return [f["path"] for f in envelope.get("fields") or [] if f.get("status") == "needs_review"]


def field_family(path: str) -> str:
    """A path with its list indices dropped (``documents_required[2]`` -> ``documents_required[]``):
    a bounded label for counting corrections per field."""
    out, depth = [], 0
    for ch in path:
        if ch == "[":
            depth += 1
            out.append("[]")
        elif ch == "]":
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def _trail(envelope: dict[str, Any], reviews: Sequence[ReviewLike]) -> list[FieldChange]:
    data = copy.deepcopy(envelope.get("data") or {})
    changes = []
    for r in reviews:
        previous = r.previous or {}
        for path, after in r.corrections.items():
            before = previous[path] if path in previous else get_path(data, path)
            changes.append(FieldChange(r.id, r.reviewer, r.created_at, path, "corrected", before, after))
            set_path(data, path, after)
        for path in r.confirmed or ():
            if path not in r.corrections:
                value = get_path(data, path)
                changes.append(FieldChange(r.id, r.reviewer, r.created_at, path, "confirmed", value, value))
    return changes


def reviewed_view(envelope: dict[str, Any], reviews: Iterable[ReviewLike]) -> ReviewedView:
    """The envelope with every review applied in order (see the module's docstring)."""
    reviews = list(reviews)
    reviewed = copy.deepcopy(envelope)
    if reviewed.get("data") is None or not reviewed.get("document_type"):
        return ReviewedView(reviewed)  # rejected: nothing to review
    if not reviews:
        return ReviewedView(reviewed, open_paths=flagged_paths(envelope))
    changes = _trail(envelope, reviews)
    by_path = {f["path"]: f for f in reviewed.get("fields") or []}
    settled: dict[str, FieldChange] = {}
    for change in changes:
        settled[change.path] = change
        f = by_path.get(change.path)
        if change.kind == "corrected":
            set_path(reviewed["data"], change.path, change.after)
        if f is None:
            continue
        f["status"], f["review"] = "accepted", []
        if change.kind == "corrected" and change.after != f["value"]:
            f.update(value=change.after, decoded_by="reviewer", confidence=1.0, source=None)
    issues = validate_record(reviewed["document_type"], reviewed["data"])
    reviewed["validation"] = {"valid": not issues, "errors": [i.model_dump(mode="json") for i in issues]}
    open_paths = [p for p in flagged_paths(envelope) if p not in settled]
    waiting = any(f.get("status") == "needs_review" for f in reviewed.get("fields") or [])
    reviewed["status"] = "accepted" if not waiting and not issues else "needs_review"
    return ReviewedView(reviewed, changes, open_paths, sorted(settled))
