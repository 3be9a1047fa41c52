"""The API on the embedded default: SQLite store, tasks in-process, no broker."""
from __future__ import annotations

import time

from sqlalchemy import select, update

from pipeline import store


def _upload(api, path, role="relationship_manager", **form):
    return api.client.post("/v1/extract", files={"file": (path.name, path.read_bytes(), "application/pdf")},
                           data=form, headers=api.auth(role))


def _audit_actions(api) -> list[tuple[str, str, dict]]:
    with api.session() as s:
        return [(e.actor, e.action, e.payload) for e in s.execute(select(store.AuditEntry)
                                                                 .order_by(store.AuditEntry.seq)).scalars()]


def test_extract_returns_the_envelope_and_stores_it(api, lc_docs):
    r = _upload(api, lc_docs[0], document_type="letter_of_credit")
    assert r.status_code == 200, r.text
    envelope = r.json()
    assert envelope["status"] == "accepted" and envelope["route"]["path"] == "realtime"
    assert envelope["data"]["lc_number"] == "LC2026TEST00000"
    ext_id = int(r.headers["X-Extraction-Id"])
    got = api.client.get(f"/v1/extractions/{ext_id}", headers=api.auth("relationship_manager"))
    assert got.status_code == 200 and got.json()["envelope"] == envelope
    actions = [a for _, a, _ in _audit_actions(api)]
    assert actions.count("extraction.created") == 1 and actions.count("extraction.read") == 2


def test_the_same_document_twice_is_one_extraction(api, lc_docs):
    first = _upload(api, lc_docs[1])
    second = _upload(api, lc_docs[1])
    assert first.headers["X-Extraction-Id"] == second.headers["X-Extraction-Id"]
    listing = api.client.get("/v1/extractions", headers=api.auth("auditor")).json()
    assert listing["total"] == 1


def test_a_second_relationship_manager_uploading_the_same_file_gets_a_request_of_their_own(api, lc_docs):
    """The envelope is reused (decoded once), but access and review history follow each request."""
    ravi = api.new_token("ravi", "relationship_manager")
    first = _upload(api, lc_docs[1])
    second = _upload(api, lc_docs[1], role=ravi)
    assert first.status_code == second.status_code == 200
    assert first.json() == second.json()
    mine, theirs = int(first.headers["X-Extraction-Id"]), int(second.headers["X-Extraction-Id"])
    assert mine != theirs
    for ext_id in (theirs,):
        assert api.client.get(f"/v1/extractions/{ext_id}", headers=api.auth(ravi)).status_code == 200
        assert api.client.get(f"/v1/extractions/{ext_id}/document", headers=api.auth(ravi)).status_code == 200
    assert api.client.get(f"/v1/extractions/{mine}", headers=api.auth(ravi)).status_code == 404
    r = api.client.post(f"/v1/extractions/{theirs}/reviews", json={"action": "approve"}, headers=api.auth(ravi))
    assert r.status_code == 201, r.text
    assert api.client.get(f"/v1/extractions/{mine}", headers=api.auth("relationship_manager")).json()["reviews"] == []
    created = [p for _, a, p in _audit_actions(api) if a == "extraction.created"]
    assert [c.get("reused_from") for c in created] == [None, mine]
    assert [c["requested_by"] for c in created] == ["rita", "ravi"]
    # the same principal again finds their own request
    assert _upload(api, lc_docs[1], role=ravi).headers["X-Extraction-Id"] == str(theirs)


def test_a_subject_names_one_principal_with_one_role(api, lc_docs):
    """An admin cannot give a relationship manager a name another role or the service acts under,
    so a namesake cannot read what that name requested (the command line's principals are cli:<user>)."""
    operator = api.client.get("/v1/me", headers=api.auth("operator")).json()["name"]

    def create(subject, role="relationship_manager"):
        return api.client.post("/v1/tokens", json={"subject": subject, "role": role}, headers=api.auth("admin"))

    for subject, says in ((operator, "already names a principal of role operator"), ("system", "service acts under"),
                          ("anonymous", "service acts under"), ("cli:ops", "letters, digits"), (" rita", "letters")):
        r = create(subject)
        assert r.status_code == 422 and says in r.json()["detail"], (subject, r.text)
    assert create("rita").status_code == 201            # the same name, the same role: another token of hers
    assert create("rita", role="auditor").status_code == 422


def test_unauthenticated_and_wrong_role_are_refused_and_audited(api, lc_docs):
    assert api.client.get("/v1/extractions").status_code == 401
    assert api.client.get("/v1/extractions", headers=api.auth("not-a-token")).status_code == 401
    r = api.client.get("/v1/audit/verify", headers=api.auth("relationship_manager"))
    assert r.status_code == 403 and "auditor" in r.json()["detail"]
    assert _upload(api, lc_docs[0], role="auditor").status_code == 403
    assert api.client.post("/v1/tokens", json={"subject": "x", "role": "admin"},
                           headers=api.auth("operator")).status_code == 403
    refused = [(actor, p["status"]) for actor, a, p in _audit_actions(api) if a == "request.refused"]
    assert refused == [("anonymous", 401), ("anonymous", 401), ("rita", 403), ("alan", 403), ("olga", 403)]


def test_a_relationship_manager_sees_only_their_own_extractions(api, lc_docs):
    ext_id = _upload(api, lc_docs[0]).headers["X-Extraction-Id"]
    other = api.new_token("ravi", "relationship_manager")
    assert api.client.get(f"/v1/extractions/{ext_id}", headers=api.auth(other)).status_code == 404
    assert api.client.get("/v1/extractions", headers=api.auth(other)).json()["total"] == 0
    assert api.client.get(f"/v1/extractions/{ext_id}", headers=api.auth("auditor")).status_code == 200


def test_upload_limits_give_clear_4xx(api, lc_docs):
    api.settings.max_upload_bytes = 1000
    r = _upload(api, lc_docs[0])
    assert r.status_code == 413 and "upload limit" in r.json()["detail"]
    api.settings.max_upload_bytes = 25 * 2**20
    r = api.client.post("/v1/extract", files={"file": ("notes.txt", b"hello", "text/plain")},
                        headers=api.auth("relationship_manager"))
    assert r.status_code == 415 and "only PDF" in r.json()["detail"]
    r = api.client.post("/v1/extract", files={"file": ("fake.pdf", b"just text", "application/pdf")},
                        headers=api.auth("relationship_manager"))
    assert r.status_code == 200 and r.json()["status"] == "rejected"
    assert r.json()["validation"]["errors"][0]["code"] == "not_pdf"
    r = _upload(api, lc_docs[0], document_type="passport")
    assert r.status_code == 422 and "unknown document type" in r.json()["detail"]


def test_no_model_answers_503_with_how_to_make_one(api, lc_docs, monkeypatch):
    from pipeline.extract import get_decoder

    monkeypatch.setenv("DUALPATH_DECODER_FACTORY", "tests.service_support:no_model_decoder")
    get_decoder.cache_clear()
    r = _upload(api, lc_docs[2])
    assert r.status_code == 503 and "dualpath train" in r.json()["detail"]
    with api.session() as s:
        assert s.query(store.Extraction).count() == 0


def test_a_batch_job_finishes_with_counts_that_add_up(api, lc_docs):
    files = [("files", (p.name, p.read_bytes(), "application/pdf")) for p in lc_docs[:3]]
    files.append(("files", ("bad.pdf", b"%PDF-1.4 truncated", "application/pdf")))
    r = api.client.post("/v1/jobs", files=files, headers=api.auth("operator"))
    assert r.status_code == 202, r.text
    job_id = r.json()["id"]
    for _ in range(200):
        job = api.client.get(f"/v1/jobs/{job_id}", headers=api.auth("operator")).json()
        if job["state"] == "finished":
            break
        time.sleep(0.05)
    assert (job["total"], job["done"], job["dead"], job["pending"]) == (4, 4, 0, 0)
    assert job["statuses"] == {"accepted": 3, "needs_review": 0, "rejected": 1}
    listing = api.client.get(f"/v1/extractions?job_id={job_id}&route=batch", headers=api.auth("auditor")).json()
    assert listing["total"] == 4


def test_reviews_are_appended_never_overwritten(api, lc_docs):
    ext_id = _upload(api, lc_docs[0]).headers["X-Extraction-Id"]
    url = f"/v1/extractions/{ext_id}/reviews"
    r = api.client.post(url, json={"action": "correct", "corrections": {"amount": 99.5}, "comment": "typo"},
                        headers=api.auth("auditor"))
    assert r.status_code == 201, r.text
    assert api.client.post(url, json={"action": "approve"}, headers=api.auth("auditor")).status_code == 201
    bad = api.client.post(url, json={"action": "correct", "corrections": {"nope": 1}}, headers=api.auth("auditor"))
    assert bad.status_code == 422 and "nope" in bad.json()["detail"]
    got = api.client.get(f"/v1/extractions/{ext_id}", headers=api.auth("auditor")).json()
    assert [r["action"] for r in got["reviews"]] == ["correct", "approve"]
    assert got["reviewed_data"]["amount"] == 99.5 and got["envelope"]["data"]["amount"] == 125000.0
    assert got["reviewed"] == "approve"


def test_filters_export_and_document_text(api, lc_docs):
    for p in lc_docs[:2]:
        _upload(api, p)
    api.client.post("/v1/extract", files={"file": ("x.pdf", b"nope", "application/pdf")},
                    headers=api.auth("relationship_manager"))
    auditor = api.auth("auditor")
    assert api.client.get("/v1/extractions?status=rejected", headers=auditor).json()["total"] == 1
    assert api.client.get("/v1/extractions?status=accepted&min_confidence=0.9", headers=auditor).json()["total"] == 2
    assert api.client.get("/v1/extractions?since=2999-01-01", headers=auditor).json()["total"] == 0
    csv_text = api.client.get("/v1/extractions/export?format=csv&status=accepted", headers=auditor).text
    assert csv_text.splitlines()[0].startswith("extraction_id,") and "LC2026TEST00001" in csv_text
    exported = api.client.get("/v1/extractions/export?format=json", headers=auditor).json()
    assert len(exported) == 3
    ext_id = next(e["id"] for e in exported if e["envelope"]["status"] == "accepted")
    text = api.client.get(f"/v1/extractions/{ext_id}/document", headers=auditor).json()
    field = next(f for f in exported[-1]["envelope"]["fields"] if f["path"] == "lc_number") if False else None
    env = next(e for e in exported if e["id"] == ext_id)["envelope"]
    lc = next(f for f in env["fields"] if f["path"] == "lc_number")["source"]
    assert text["pages"][lc["page"] - 1][lc["start"]:lc["end"]] == lc["text"]
    assert api.client.get("/v1/extractions/export", headers=api.auth("relationship_manager")).status_code == 403


def test_verify_reports_ok_then_the_tampered_row(api, lc_docs):
    ext_id = int(_upload(api, lc_docs[0]).headers["X-Extraction-Id"])
    r = api.client.get("/v1/audit/verify", headers=api.auth("auditor")).json()
    assert r["ok"] and r["objects"] == 1 and r["entries"] > 5
    with api.session() as s:
        s.execute(update(store.Extraction).where(store.Extraction.id == ext_id)
                  .values(envelope={"status": "accepted", "data": {"amount": 1}}))
    r = api.client.get("/v1/audit/verify", headers=api.auth("auditor")).json()
    assert not r["ok"] and r["broken"]["object_id"] == str(ext_id) and "BROKEN" in r["summary"]


def test_tokens_can_be_revoked(api):
    token = api.new_token("temp", "auditor")
    assert api.client.get("/v1/me", headers=api.auth(token)).json() == {"name": "temp", "role": "auditor"}
    tokens = api.client.get("/v1/tokens", headers=api.auth("admin")).json()
    token_id = next(t["id"] for t in tokens if t["subject"] == "temp")
    assert api.client.delete(f"/v1/tokens/{token_id}", headers=api.auth("admin")).json()["revoked_at"]
    assert api.client.get("/v1/me", headers=api.auth(token)).status_code == 401


def test_tokens_expire_and_the_refusal_says_so(api):
    r = api.client.post("/v1/tokens", json={"subject": "short", "role": "auditor", "expires_in_days": 1},
                        headers=api.auth("admin"))
    assert r.status_code == 201, r.text
    created = r.json()
    assert created["expires_at"] > created["created_at"]
    assert api.client.get("/v1/me", headers=api.auth(created["token"])).status_code == 200
    assert api.client.post("/v1/tokens", json={"subject": "x", "role": "auditor", "expires_in_days": 0},
                           headers=api.auth("admin")).status_code == 422
    with api.session() as s:  # a day later
        s.execute(update(store.ApiToken).where(store.ApiToken.id == created["id"])
                  .values(expires_at="2000-01-01T00:00:00.000000+00:00"))
        s.commit()
    r = api.client.get("/v1/me", headers=api.auth(created["token"]))
    assert r.status_code == 401 and "token expired" in r.json()["detail"]
    with api.session() as s:
        refusal = s.execute(select(store.AuditEntry).where(store.AuditEntry.action == "request.refused")
                            .order_by(store.AuditEntry.seq.desc())).scalars().first()
        assert (refusal.actor, refusal.payload["status"]) == ("short", 401)
    # the bootstrap admin token never expires; one made without a lifetime lives until revoked
    assert api.client.get("/v1/me", headers=api.auth("admin")).status_code == 200


def test_metrics_health_and_openapi(api, lc_docs):
    _upload(api, lc_docs[0])
    r = api.client.get("/metrics", headers=api.auth("operator"))
    assert r.status_code == 200
    names = {line.split("{")[0].split(" ")[0] for line in r.text.splitlines() if line and not line.startswith("#")}
    assert names and all(n.startswith("dualpath_") for n in names), names
    for expected in ("dualpath_extract_latency_seconds_bucket", "dualpath_fallback_rate", "dualpath_queue_depth",
                     "dualpath_extractions", "dualpath_extraction_duration_seconds_bucket"):
        assert expected in names, expected
    assert 'dualpath_extractions{route="realtime",status="accepted"} 1.0' in r.text
    assert api.client.get("/metrics").status_code == 401
    assert api.client.get("/healthz").json() == {"status": "ok"}
    ready = api.client.get("/readyz")
    assert ready.status_code == 200 and ready.json()["checks"]["store"] == "ok"
    paths = api.client.get("/openapi.json").json()["paths"]
    for path in ("/v1/extract", "/v1/jobs", "/v1/jobs/{job_id}", "/v1/extractions", "/v1/extractions/{extraction_id}",
                 "/v1/extractions/{extraction_id}/reviews", "/v1/audit/verify", "/metrics", "/healthz", "/readyz"):
        assert path in paths, path
