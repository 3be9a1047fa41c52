"""Dependencies of the routes: settings, a database session, the caller and their role.

Every request but the probes and the static pages carries ``Authorization: Bearer <token>``.
A refusal (no token, unknown token, wrong role, someone else's record, an upload over the
limits) is written to the audit log in its own transaction before the 4xx goes out.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated

from fastapi import Depends, HTTPException, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy.orm import Session

from api import metrics
from api.refusals import AggregatedRefusals, RefusalLimiter
from pipeline import store
from pipeline.settings import Settings
from workers.runner import Runner


def get_settings(request: Request) -> Settings:
    return request.app.state.settings


def get_session(request: Request) -> Iterator[Session]:
    """A session for the request; routes commit what they write (reads are audited, so most do)."""
    with request.app.state.session_factory() as session:
        yield session


def get_runner(request: Request) -> Runner:
    return request.app.state.runner


SettingsDep = Annotated[Settings, Depends(get_settings)]
SessionDep = Annotated[Session, Depends(get_session)]
RunnerDep = Annotated[Runner, Depends(get_runner)]

_bearer = HTTPBearer(auto_error=False, description="A token from POST /v1/tokens (admin).")


def client_of(request: Request) -> str:
    return request.client.host if request.client else "unknown"


def refuse(request: Request, status: int, detail: str, actor: store.Actor | None = None,
           headers: dict[str, str] | None = None, *, session: Session | None = None,
           audit_reason: str | None = None) -> HTTPException:
    """Audit a refused request and return the HTTPException to raise.

    ``session``, the request's own, is rolled back first: nothing of a refused request is
    kept, and its locks (SQLite's write lock, the audit head) are released for the refusal.
    ``audit_reason``, when given, is what the audit log records instead of ``detail`` (the
    caller is told less than the auditor). Beyond a client's first few refusals of a window, a
    refusal is counted into one row for the window instead (``api.refusals``).
    """
    if session is not None:
        session.rollback()
    actor = actor or store.Actor("anonymous", "none")
    client = client_of(request)
    limiter: RefusalLimiter | None = getattr(request.app.state, "refusals", None)
    alone, ended = limiter.note(client, status) if limiter is not None else (True, [])
    if alone or ended:
        with request.app.state.session_factory() as session:
            audit_aggregates(session, ended)
            if alone:
                store.audit(session, actor, "request.refused", "request", f"{request.method} {request.url.path}",
                            {"status": status, "reason": audit_reason or detail, "client": client})
            session.commit()
    metrics.REFUSED.labels(status=str(status)).inc()
    return HTTPException(status_code=status, detail=detail, headers=headers)


def audit_aggregates(session: Session, aggregates: list[AggregatedRefusals]) -> None:
    """One audit row per client window whose refusals were counted rather than audited one by one."""
    for aggregate in aggregates:
        store.audit(session, store.SYSTEM_ACTOR, "request.refused.aggregated", "client", aggregate.client,
                    aggregate.payload())


def authenticate(request: Request) -> store.Actor:
    """The caller of ``Authorization: Bearer <token>``, or a refused (audited) 401."""
    challenge = {"WWW-Authenticate": "Bearer"}
    scheme, _, value = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not value.strip():
        raise refuse(request, 401, "authentication required: send 'Authorization: Bearer <token>'", headers=challenge)
    secret = request.app.state.settings.secret_key
    with request.app.state.session_factory() as session:
        token = store.find_token(session, value.strip(), secret)
        expired = token.expires_at if token is not None and store.token_expired(token) else None
        actor = store.Actor(token.subject, token.role) if token is not None else None
    if actor is None:
        raise refuse(request, 401, "unknown or revoked token; ask an admin for a new one", headers=challenge)
    if expired is not None:
        raise refuse(request, 401, f"token expired at {expired[:19]} UTC; ask an admin for a new one",
                     actor=actor, headers=challenge)
    return actor


def get_principal(
    request: Request,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],  # for the OpenAPI schema
) -> store.Actor:
    actor = getattr(request.state, "actor", None)  # api.guard authenticated a request with a body already
    if actor is None:
        actor = authenticate(request)
    request.state.actor = actor
    return actor


CurrentActor = Annotated[store.Actor, Depends(get_principal)]


def require(*roles: str):
    """A dependency that lets only ``roles`` through (and audits everyone else)."""

    def check(request: Request, actor: CurrentActor) -> store.Actor:
        if actor.role not in roles:
            raise refuse(request, 403, f"role {actor.role} may not do this; it needs one of: {', '.join(roles)}",
                         actor)
        return actor

    return Depends(check)


def owned_or_refused(request: Request, session: Session, actor: store.Actor,
                     extraction: store.Extraction | None) -> store.Extraction:
    """The extraction if ``actor`` may see it: auditors see all, relationship managers their own.

    Someone else's record answers 404, like a record that does not exist, so that ids cannot be
    probed for which exist; the refusal is still audited as what it was."""
    if extraction is None:
        raise HTTPException(404, "no such extraction")
    if actor.role == "relationship_manager" and extraction.requested_by != actor.name:
        raise refuse(request, 404, "no such extraction", actor, session=session,
                     audit_reason=f"extraction {extraction.id} was requested by someone else")
    return extraction
