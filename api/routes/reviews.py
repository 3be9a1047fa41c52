"""Reviews of an extraction: confirm fields as they are or correct them, field by field.

A review is a new row holding each corrected field's before and after and the fields confirmed;
the extraction never changes (``pipeline.review`` replays the reviews over it). Corrected values
are normalised and validated as extracted values are (``pipeline.corrections``). Who may review
is who may read: auditors any record, relationship managers the ones they requested.
"""
from __future__ import annotations

from fastapi import APIRouter, Request

from api.deps import SessionDep, owned_or_refused, refuse, require
from api.models import ReviewCreate, ReviewPublic
from pipeline import store
from pipeline.corrections import CorrectionError, check_correction, check_path
from pipeline.fields import get_path
from pipeline.review import ReviewedView, reviewed_view

router = APIRouter(prefix="/v1/extractions", tags=["reviews"])

READERS = ("auditor", "relationship_manager")
MAX_REVIEW_BYTES = 256 * 1024  # a review body: field values and a comment, never a document


def review_public(r: store.Review) -> ReviewPublic:
    return ReviewPublic(id=r.id, extraction_id=r.extraction_id, action=r.action, corrections=r.corrections,
                        previous=r.previous or {}, confirmed=r.confirmed or [], comment=r.comment,
                        reviewer=r.reviewer, created_at=r.created_at)


class _Unreviewable(Exception):
    """A review the extraction cannot take as sent (the message says what to send instead)."""


def _checked(row: store.Extraction, view: ReviewedView, body: ReviewCreate) -> tuple[dict, dict, list[str]]:
    """(corrections normalised, their before-values, confirmed paths); CorrectionError names a field."""
    envelope = view.envelope
    if envelope.get("data") is None or not row.document_type:
        raise _Unreviewable(f"extraction {row.id} was rejected ({row.envelope['route'].get('reason') or 'unreadable'}); "
                         "it has no fields to review")
    data, document_type = envelope["data"], row.document_type
    corrections = {path: check_correction(document_type, data, path, value)
                   for path, value in body.corrections.items()}
    known = {f["path"] for f in envelope.get("fields") or []}
    for path in [*corrections, *body.confirmed]:
        check_path(document_type, data, path)
        if path not in known:
            raise CorrectionError(path, "this extraction has no such field")
    if body.action == "correct" and not corrections:
        raise _Unreviewable("a correction must give at least one field's corrected value")
    if body.action == "approve" and corrections:
        raise _Unreviewable("an approval confirms fields as they are; send corrected values with action 'correct'")
    confirmed = list(dict.fromkeys(body.confirmed))
    if body.action == "approve" and not confirmed:
        confirmed = list(view.open_paths)  # approving the document settles every flagged field still open
    previous = {path: get_path(data, path) for path in corrections}
    return corrections, previous, confirmed


@router.post("/{extraction_id}/reviews", status_code=201, response_model=ReviewPublic,
             responses={413: {"description": "The review body is over its size limit."},
                        422: {"description": "A corrected value its field cannot take, or an unknown field."}})
def create_review(request: Request, extraction_id: int, body: ReviewCreate, session: SessionDep,
                  actor: store.Actor = require(*READERS)) -> ReviewPublic:
    """Confirm or correct fields: a new review record holding each field's before and after value;
    the extraction itself never changes. Corrected values are normalised and validated as extracted
    values are (422 names the field and what it takes)."""
    if int(request.headers.get("content-length") or 0) > MAX_REVIEW_BYTES:
        raise refuse(request, 413, f"a review body is at most {MAX_REVIEW_BYTES // 1024} KiB; "
                                   "send field values and a short comment", actor, session=session)
    row = owned_or_refused(request, session, actor, store.get_extraction(session, extraction_id))
    view = reviewed_view(row.envelope, store.reviews_for(session, row.id))
    try:
        corrections, previous, confirmed = _checked(row, view, body)
    except (CorrectionError, _Unreviewable) as exc:
        raise refuse(request, 422, str(exc), actor, session=session) from None
    review = store.add_review(session, row, action=body.action, corrections=corrections, previous=previous,
                              confirmed=confirmed, comment=body.comment, actor=actor)
    result = review_public(review)
    session.commit()
    return result
