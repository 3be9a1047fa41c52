"""What is checked of a ``/v1`` request before the application reads its body.

FastAPI parses a multipart body (spooling it to disk) before any dependency runs, so without
this an anonymous client could make the server receive and parse gigabytes only to be told 401.
In order, before one byte of the body is read:

1. a client over its refusal limit is answered 429 (``api.refusals``; no token check, no row);
2. a request with a body (POST, PUT, PATCH) is authenticated (401, audited);
3. a declared ``Content-Length`` over the cap is refused (413, audited);

and while the body streams in, the cap is counted again (a chunked body declares no length):
the request is cut off at the cap and refused 413.
"""
from __future__ import annotations

import math

from fastapi import HTTPException, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.deps import authenticate, client_of, refuse
from pipeline.settings import Settings

__all__ = ["RequestGuard", "body_cap"]

BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})
_MULTIPART_OVERHEAD = 1024 * 1024  # part headers, boundaries and the small form fields beside the file


def body_cap(settings: Settings, path: str) -> int:
    """The most bytes a request body to ``path`` may have."""
    if path.rstrip("/") == "/v1/jobs":
        return settings.max_job_upload_bytes
    return settings.max_upload_bytes + _MULTIPART_OVERHEAD


class RequestGuard:
    """Pure ASGI middleware (it must see the body's messages, which BaseHTTPMiddleware hides)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith("/v1/"):
            await self.app(scope, receive, send)
            return
        request = Request(scope)
        try:
            actor = await run_in_threadpool(self._check, request)
        except HTTPException as exc:
            await _answer(exc, scope, receive, send)
            return
        if actor is None:  # no body to guard
            await self.app(scope, receive, send)
            return
        scope.setdefault("state", {})["actor"] = actor
        await self._limited(request, actor, scope, receive, send)

    def _check(self, request: Request):  # type: ignore[no-untyped-def]
        """Steps 1-3; the caller when the request has a body, None when it has none."""
        wait = request.app.state.refusals.retry_after(client_of(request))
        if wait is not None:
            seconds = max(1, math.ceil(wait))
            raise refuse(request, 429, f"too many refused requests from {client_of(request)}; "
                                       f"try again in {seconds} s", headers={"Retry-After": str(seconds)})
        if request.method not in BODY_METHODS:
            return None
        actor = authenticate(request)
        cap = body_cap(request.app.state.settings, request.url.path)
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > cap:
            raise refuse(request, 413, _too_large(cap), actor)
        return actor

    async def _limited(self, request: Request, actor, scope: Scope, receive: Receive, send: Send) -> None:  # type: ignore[no-untyped-def]
        cap = body_cap(request.app.state.settings, request.url.path)
        received = 0
        over = False
        started = False

        async def counted() -> Message:
            nonlocal received, over
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > cap:  # stop here: to the application, the client went away
                    over = True
                    return {"type": "http.disconnect"}
            return message

        async def guarded(message: Message) -> None:
            nonlocal started
            if over:  # the application's answer to a cut-off body is replaced by the 413
                return
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, guarded)
        except Exception:
            if not over:
                raise
        if over and not started:
            exc = await run_in_threadpool(refuse, request, 413, _too_large(cap), actor)
            await _answer(exc, scope, receive, send)


def _too_large(cap: int) -> str:
    return (f"the request is over the {cap / 2**20:.1f} MB limit of its body; "
            "send a smaller file, or fewer files per job")


async def _answer(exc: HTTPException, scope: Scope, receive: Receive, send: Send) -> None:
    response = JSONResponse({"detail": exc.detail}, status_code=exc.status_code, headers=exc.headers)
    await response(scope, receive, send)
