"""The two web pages (onboarding, audit): plain HTML/JS/CSS from api/static, no build step.

The pages hold no data: they ask for a token and call the API with it, so the API's roles
and audit log apply to them as to any other client.
"""
from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse

STATIC = Path(__file__).resolve().parent.parent / "static"
router = APIRouter(tags=["pages"], include_in_schema=False)


@router.get("/")
def index() -> FileResponse:
    return FileResponse(STATIC / "index.html")


@router.get("/onboarding")
def onboarding() -> FileResponse:
    return FileResponse(STATIC / "onboarding.html")


@router.get("/audit")
def audit_page() -> FileResponse:
    return FileResponse(STATIC / "audit.html")
