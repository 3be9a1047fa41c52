"""Bearer tokens (admin), and who the caller is (anyone with a token)."""
from __future__ import annotations

from fastapi import APIRouter, HTTPException

from api.deps import CurrentActor, SessionDep, SettingsDep, require
from api.models import PrincipalPublic, TokenCreate, TokenCreated, TokenPublic
from pipeline import store

router = APIRouter(prefix="/v1", tags=["tokens"])


def _public(row: store.ApiToken) -> TokenPublic:
    return TokenPublic(id=row.id, subject=row.subject, role=row.role, created_at=row.created_at,
                       revoked_at=row.revoked_at, expires_at=row.expires_at)


@router.get("/me", response_model=PrincipalPublic)
def me(actor: CurrentActor) -> PrincipalPublic:
    return PrincipalPublic(name=actor.name, role=actor.role)


@router.post("/tokens", status_code=201, response_model=TokenCreated)
def create_token(body: TokenCreate, session: SessionDep, settings: SettingsDep,
                 actor: store.Actor = require("admin")) -> TokenCreated:
    try:
        row, value = store.create_token(session, subject=body.subject, role=body.role, secret=settings.secret_key,
                                        actor=actor, expires_in_days=body.expires_in_days)
    except ValueError as exc:  # a malformed, reserved or already-another-role subject
        raise HTTPException(422, str(exc)) from exc
    result = TokenCreated(**_public(row).model_dump(), token=value)
    session.commit()
    return result


@router.get("/tokens", response_model=list[TokenPublic])
def list_tokens(session: SessionDep, actor: store.Actor = require("admin")) -> list[TokenPublic]:
    rows = store.list_tokens(session)
    store.audit(session, actor, "token.list", "token", "*")
    session.commit()
    return [_public(r) for r in rows]


@router.delete("/tokens/{token_id}", response_model=TokenPublic)
def revoke_token(token_id: int, session: SessionDep, actor: store.Actor = require("admin")) -> TokenPublic:
    row = store.revoke_token(session, token_id, actor=actor)
    if row is None:
        raise HTTPException(404, f"no token {token_id}")
    result = _public(row)
    session.commit()
    return result
