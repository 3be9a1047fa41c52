"""What the API gives away, and what it keeps: someone else's record looks like a missing one,
no page loads a script from elsewhere, every response carries the browser's security headers,
the SQLite store is its owner's only, a database error does not carry the statement's values,
and a PDF that was encrypted (with an empty password) says so."""
from __future__ import annotations

import io
import os
import stat

import pytest
from sqlalchemy import select, text

from pipeline import store


def _upload(api, name: str, data: bytes, role: str = "relationship_manager"):
    return api.client.post("/v1/extract", files={"file": (name, data, "application/pdf")}, headers=api.auth(role))


def test_someone_elses_extraction_answers_404_like_a_missing_one_and_is_audited(api, lc_docs):
    ext_id = int(_upload(api, lc_docs[0].name, lc_docs[0].read_bytes()).headers["X-Extraction-Id"])
    other = api.new_token("ravi", "relationship_manager")
    theirs = api.client.get(f"/v1/extractions/{ext_id}", headers=api.auth(other))
    missing = api.client.get(f"/v1/extractions/{ext_id + 1000}", headers=api.auth(other))
    assert (theirs.status_code, theirs.json()) == (missing.status_code, missing.json()) == (404, {"detail": "no such extraction"})
    document = api.client.get(f"/v1/extractions/{ext_id}/document", headers=api.auth(other))
    assert document.status_code == 404
    with api.session() as s:
        refused = [e.payload for e in s.execute(select(store.AuditEntry)
                                                .where(store.AuditEntry.action == "request.refused")).scalars()
                   if e.actor == "ravi"]
    assert [p["status"] for p in refused] == [404, 404]
    assert all("requested by someone else" in p["reason"] for p in refused)


def test_no_page_loads_anything_from_elsewhere(api):
    assert api.client.get("/docs").status_code == 404  # Swagger UI would load its scripts from a CDN
    assert api.client.get("/redoc").status_code == 404
    assert "/v1/extract" in api.client.get("/openapi.json").json()["paths"]
    for page in ("/", "/onboarding", "/audit"):
        html = api.client.get(page).text
        assert "http://" not in html and "https://" not in html, page


@pytest.mark.parametrize("path", ["/healthz", "/onboarding", "/static/app.css", "/v1/me", "/openapi.json"])
def test_every_response_carries_the_security_headers(api, path):
    r = api.client.get(path)
    assert r.headers["X-Frame-Options"] == "DENY"
    assert r.headers["X-Content-Type-Options"] == "nosniff"
    csp = r.headers["Content-Security-Policy"]
    assert "default-src 'self'" in csp and "script-src 'self'" in csp and "frame-ancestors 'none'" in csp


def test_the_sqlite_store_is_readable_by_its_owner_only(api):
    path = api.settings.data_dir / "dualpath.sqlite3"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    for sidecar in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        if sidecar.exists():
            assert stat.S_IMODE(sidecar.stat().st_mode) == 0o600, sidecar


def test_a_database_error_does_not_carry_the_statements_values(store_url):
    engine = store.init_store(store_url)
    with pytest.raises(Exception) as info:
        with store.session_scope(engine) as s:
            s.execute(text("INSERT INTO no_such_table (x) VALUES (:secret)"), {"secret": "SECRET-CUSTOMER-VALUE"})
    assert "SECRET-CUSTOMER-VALUE" not in str(info.value)
    assert "hidden" in str(info.value)


def test_an_empty_password_encryption_is_read_and_noted_in_the_route_reason(api, lc_docs):
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(lc_docs[0].read_bytes())))
    writer.encrypt(user_password="", owner_password="owner", algorithm="RC4-128")
    out = io.BytesIO()
    writer.write(out)
    r = _upload(api, "encrypted.pdf", out.getvalue())
    assert r.status_code == 200, r.text
    envelope = r.json()
    assert envelope["status"] == "accepted"
    assert "encrypted with an empty user password" in envelope["route"]["reason"]
    plain = _upload(api, lc_docs[1].name, lc_docs[1].read_bytes()).json()
    assert "encrypted" not in plain["route"]["reason"]
    assert os.environ.get("DUALPATH_DECODER_FACTORY")  # the fake answered for both, by their text
