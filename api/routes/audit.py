"""The audit chain: verification (and the dead letters an operator must see)."""
from __future__ import annotations

from fastapi import APIRouter, HTTPException, Request

from api.deps import SessionDep, require
from api.models import DeadLetterPublic, VerifyPublic
from pipeline import store
from workers.service import verify_audit

router = APIRouter(prefix="/v1", tags=["audit"])


@router.get("/audit/verify", response_model=VerifyPublic)
def verify(request: Request, session: SessionDep, actor: store.Actor = require("auditor", "admin")) -> VerifyPublic:
    """Re-compute the hash chain and every pinned record; name the first broken link."""
    try:
        report = verify_audit(session, request.app.state.settings)
    except ValueError as exc:  # the checkpoint key is misconfigured: the service's fault, said as such
        raise HTTPException(503, str(exc)) from exc
    result = VerifyPublic(**report.to_dict(), summary=report.summary())
    store.audit(session, actor, "audit.verified", "audit_log", report.head_seq,
                {"ok": report.ok, "broken_seq": report.broken.seq if report.broken else None})
    session.commit()
    return result


@router.get("/dead-letters", response_model=list[DeadLetterPublic])
def dead_letters(session: SessionDep, limit: int = 100,
                 actor: store.Actor = require("operator", "admin")) -> list[DeadLetterPublic]:
    rows = store.list_dead_letters(session, limit=limit)
    result = [DeadLetterPublic(id=r.id, task_name=r.task_name, task_id=r.task_id, document_id=r.document_id,
                               job_item_id=r.job_item_id, error=r.error, attempts=r.attempts,
                               created_at=r.created_at) for r in rows]
    store.audit(session, actor, "dead_letter.list", "dead_letter", "*", {"ids": [r.id for r in rows]})
    session.commit()
    return result
