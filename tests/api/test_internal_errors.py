"""A bug inside a real-time extraction (the decoder raising, in the API's own process) is answered
as a fault of the service: JSON with a reason and an error id that the log also carries, no
traceback and no value of the document, counted in ``dualpath_*`` metrics, nothing stored for the
document; the same upload succeeds once the fault is gone."""
from __future__ import annotations

import logging

from sqlalchemy import func, select

from api.metrics import REGISTRY
from pipeline import store
from tests.fakes import FakeDecoder


def _upload(api, path):
    return api.client.post("/v1/extract", files={"file": (path.name, path.read_bytes(), "application/pdf")},
                           headers=api.auth("relationship_manager"))


def _counts() -> tuple[float, float]:
    outcome = REGISTRY.get_sample_value("dualpath_extract_requests_total",
                                        {"route": "realtime", "outcome": "internal_error"})
    errors = REGISTRY.get_sample_value("dualpath_internal_errors_total", {"path": "/v1/extract"})
    return outcome or 0.0, errors or 0.0


def test_a_bug_in_extraction_is_a_json_500_with_a_logged_error_id_counted_and_not_stored(api, lc_docs, monkeypatch,
                                                                                        caplog):
    value = "ACME TRADING 0 PTE LTD"  # the document's applicant: must not reach the caller
    before = _counts()

    def broken(self, pages, document_type, *, route):
        raise KeyError(f"no slot for {value}")

    with monkeypatch.context() as patch, caplog.at_level(logging.ERROR):
        patch.setattr(FakeDecoder, "decode", broken)
        r = _upload(api, lc_docs[0])

    assert r.status_code == 500, r.text
    assert r.headers["content-type"].startswith("application/json")
    body = r.json()
    error_id = body["error_id"]
    assert len(error_id) >= 12 and error_id in body["detail"]
    assert "nothing was recorded" in body["detail"] and "Try again" in body["detail"]
    assert value not in r.text and "KeyError" not in r.text and "Traceback" not in r.text
    logged = [rec for rec in caplog.records if error_id in rec.getMessage()]
    assert logged and logged[0].exc_info is not None  # the operator finds the traceback by the id
    assert _counts() == (before[0] + 1, before[1] + 1)
    with api.session() as s:
        assert s.execute(select(func.count()).select_from(store.Extraction)).scalar_one() == 0

    again = _upload(api, lc_docs[0])  # the fault gone: the same document is read, not a stored failure
    assert again.status_code == 200, again.text
    assert again.json()["status"] == "accepted"
    scrape = api.client.get("/metrics", headers=api.auth("operator")).text
    assert 'dualpath_internal_errors_total{path="/v1/extract"}' in scrape
