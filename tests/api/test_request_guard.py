"""What the API checks before it reads a request's body, and how it meets a client that is
refused again and again: authentication and the body's cap come first (a body is never received
for a caller who would be refused), and beyond a few refusals a client is answered 429 and its
refusals audited in one row per window."""
from __future__ import annotations

import asyncio

from sqlalchemy import select

from api.refusals import RefusalLimiter
from pipeline import store

MB = 1024 * 1024


def _asgi_post(api, path: str, *, token: str | None, chunks: list[bytes], content_length: int | None,
               client: tuple[str, int] = ("10.0.0.7", 40000)) -> tuple[int, dict[str, str], int]:
    """POST straight to the ASGI app, body in ``chunks``; (status, headers, chunks the app read)."""
    headers = [(b"content-type", b"multipart/form-data; boundary=xyz")]
    if token is not None:
        headers.append((b"authorization", f"Bearer {token}".encode()))
    if content_length is not None:
        headers.append((b"content-length", str(content_length).encode()))
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST", "scheme": "http",
             "path": path, "raw_path": path.encode(), "query_string": b"", "root_path": "", "headers": headers,
             "client": client, "server": ("testserver", 80)}
    read = 0
    sent: list[dict] = []

    async def receive() -> dict:
        nonlocal read
        if read < len(chunks):
            read += 1
            return {"type": "http.request", "body": chunks[read - 1], "more_body": read < len(chunks)}
        await asyncio.sleep(3600)  # a client that never sends more
        return {"type": "http.disconnect"}

    async def send(message: dict) -> None:
        sent.append(message)

    asyncio.run(api.client.app(scope, receive, send))
    start = next(m for m in sent if m["type"] == "http.response.start")
    return start["status"], {k.decode().lower(): v.decode() for k, v in start["headers"]}, read


def _refusals(api) -> list[tuple[str, str, dict]]:
    with api.session() as s:
        return [(e.action, e.object_id, e.payload) for e in s.execute(
            select(store.AuditEntry).where(store.AuditEntry.action.startswith("request.refused"))
            .order_by(store.AuditEntry.seq)).scalars()]


def test_an_anonymous_upload_is_refused_before_one_byte_of_its_body_is_read(api):
    status, headers, read = _asgi_post(api, "/v1/extract", token=None, chunks=[b"x" * MB] * 50,
                                       content_length=50 * MB)
    assert (status, read) == (401, 0)
    assert headers["www-authenticate"] == "Bearer"
    status, _, read = _asgi_post(api, "/v1/jobs", token="dp_not-a-token", chunks=[b"x" * MB] * 50,
                                 content_length=50 * MB)
    assert (status, read) == (401, 0)
    assert [(a, p["status"]) for a, _, p in _refusals(api)] == [("request.refused", 401)] * 2


def test_a_declared_body_over_the_cap_is_refused_413_unread(api):
    status, _, read = _asgi_post(api, "/v1/extract", token=api.tokens["relationship_manager"],
                                 chunks=[b"x" * MB] * 40, content_length=40 * MB)
    assert (status, read) == (413, 0)
    assert _refusals(api)[-1][2]["status"] == 413


def test_a_chunked_body_is_cut_off_at_the_cap(api):
    api.settings.max_upload_bytes = 2 * MB  # a cap of 3 MB with the multipart allowance
    part = (b'--xyz\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n'
            b"Content-Type: application/pdf\r\n\r\n%PDF-1.7\n")
    status, _, read = _asgi_post(api, "/v1/extract", token=api.tokens["relationship_manager"],
                                 chunks=[part] + [b"x" * MB] * 40, content_length=None)
    assert status == 413
    assert read == 4  # the part's head and three megabytes, which cross the 3 MB cap; nothing after them
    assert _refusals(api)[-1][2]["status"] == 413


def test_a_client_refused_again_and_again_is_answered_429_and_audited_in_one_row(api):
    now = [1000.0]
    api.client.app.state.refusals = RefusalLimiter(limit=3, window_s=60, clock=lambda: now[0])
    bad = {"Authorization": "Bearer dp_guessed"}
    answers = [api.client.get("/v1/me", headers=bad) for _ in range(10)]
    assert [r.status_code for r in answers] == [401] * 3 + [429] * 7
    assert 1 <= int(answers[-1].headers["Retry-After"]) <= 60
    assert "too many refused requests" in answers[-1].json()["detail"]
    # the same token check from another client is not held up by this one
    assert _asgi_post(api, "/v1/extract", token=None, chunks=[], content_length=0,
                      client=("10.0.0.8", 1))[0] == 401
    assert len(_refusals(api)) == 4  # three of the first client's, one of the other's: no row per 429

    now[0] += 61  # the window ends; the next refusal writes the aggregate first
    assert api.client.get("/v1/me", headers=bad).status_code == 401
    rows = _refusals(api)
    aggregated = [(object_id, p) for action, object_id, p in rows if action == "request.refused.aggregated"]
    assert len(aggregated) == 1
    client, payload = aggregated[0]
    assert client == "testclient" and payload["count"] == 7 and payload["statuses"] == {"429": 7}
    assert rows[-1][0] == "request.refused"  # the new window's first refusal, by itself
    assert api.client.get("/v1/me", headers=api.auth("auditor")).status_code == 200
    with api.session() as s:
        assert store.verify(s).ok
