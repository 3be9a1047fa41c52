"""The review flow through the API (embedded app, SQLite store, the fake decoder): per-field
confirmation and correction, before/after in the trail, the reviewed envelope, validation of
corrected values, refusals by role, the CSV export, stats and metrics."""
from __future__ import annotations

import csv
import io
import shutil

import pytest
from sqlalchemy import select

from pipeline import store
from tests.service_support import make_letters_of_credit

FLAGGED = {"confidence": {"amount": 0.42, "expiry_place": 0.5}}  # two fields the server flags low_confidence


@pytest.fixture
def flagged_doc(lc_docs):
    """A letter of credit whose amount (125010,00 in the text) and expiry place the fake answers unsure of."""
    return make_letters_of_credit(lc_docs[0].parent, 1, start=10, fake=FLAGGED)[0]


def _upload(api, path, role="relationship_manager"):
    r = api.client.post("/v1/extract", files={"file": (path.name, path.read_bytes(), "application/pdf")},
                        headers=api.auth(role))
    assert r.status_code == 200, r.text
    return int(r.headers["X-Extraction-Id"])


def _review(api, ext_id, role="relationship_manager", **body):
    return api.client.post(f"/v1/extractions/{ext_id}/reviews", json=body, headers=api.auth(role))


def _get(api, ext_id, role="auditor"):
    r = api.client.get(f"/v1/extractions/{ext_id}", headers=api.auth(role))
    assert r.status_code == 200, r.text
    return r.json()


def _field(envelope, path):
    return next(f for f in envelope["fields"] if f["path"] == path)


def _refusals(api):
    with api.session() as s:
        return [(e.actor, e.payload["status"], e.payload["reason"]) for e in s.execute(
            select(store.AuditEntry).where(store.AuditEntry.action == "request.refused")
            .order_by(store.AuditEntry.seq)).scalars()]


def test_flagged_fields_are_confirmed_and_corrected_one_at_a_time(api, flagged_doc):
    ext_id = _upload(api, flagged_doc)
    got = _get(api, ext_id, "relationship_manager")
    assert got["status"] == "needs_review" and got["reviewed_status"] == "needs_review"
    assert [f["path"] for f in got["envelope"]["fields"] if f["status"] == "needs_review"] == ["expiry_place", "amount"]
    assert (got["open_fields"], got["fully_reviewed"]) == (2, False)

    r = _review(api, ext_id, action="correct", corrections={"amount": "125,300.00"}, comment="typo in the advice")
    assert r.status_code == 201, r.text
    assert (r.json()["corrections"], r.json()["previous"]) == ({"amount": 125300.0}, {"amount": 125010.0})

    got = _get(api, ext_id)
    assert got["reviewed_status"] == "needs_review" and got["open_fields"] == 1  # expiry_place is still open
    assert got["reviewed_envelope"]["status"] == "needs_review"
    amount = _field(got["reviewed_envelope"], "amount")
    assert (amount["value"], amount["decoded_by"], amount["confidence"], amount["status"], amount["review"]) == \
        (125300.0, "reviewer", 1.0, "accepted", [])
    assert _field(got["envelope"], "amount")["value"] == 125010.0 and got["envelope"]["status"] == "needs_review"
    waiting = api.client.get("/v1/extractions?review=waiting", headers=api.auth("auditor")).json()
    assert [x["id"] for x in waiting["items"]] == [ext_id]

    r = _review(api, ext_id, role="auditor", action="approve", confirmed=["expiry_place"])
    assert r.status_code == 201, r.text
    got = _get(api, ext_id)
    assert (got["reviewed_status"], got["open_fields"], got["fully_reviewed"]) == ("accepted", 0, True)
    assert got["reviewed_envelope"]["status"] == "accepted" and got["reviewed_envelope"]["validation"]["valid"]
    assert got["reviewed_envelope"]["data"]["amount"] == 125300.0 and got["reviewed_data"]["amount"] == 125300.0
    place = _field(got["reviewed_envelope"], "expiry_place")
    assert (place["value"], place["decoded_by"], place["status"]) == ("SINGAPORE", "diffusion", "accepted")
    trail = [(c["reviewer"], c["path"], c["kind"], c["before"], c["after"]) for c in got["changes"]]
    assert trail == [("rita", "amount", "corrected", 125010.0, 125300.0),
                     ("alan", "expiry_place", "confirmed", "SINGAPORE", "SINGAPORE")]
    assert all(c["at"] for c in got["changes"])
    assert api.client.get("/v1/extractions?review=waiting", headers=api.auth("auditor")).json()["total"] == 0
    assert api.client.get("/v1/extractions?review=done", headers=api.auth("auditor")).json()["total"] == 1

    # a later correction's "before" is the earlier correction's value, not the extracted one
    r = _review(api, ext_id, action="correct", corrections={"amount": 125400})
    assert r.status_code == 201 and r.json()["previous"] == {"amount": 125300.0}
    got = _get(api, ext_id)
    assert got["changes"][-1]["before"] == 125300.0 and got["changes"][-1]["after"] == 125400.0
    with api.session() as s:
        payloads = [e.payload for e in s.execute(select(store.AuditEntry)
                                                 .where(store.AuditEntry.action == "review.created")
                                                 .order_by(store.AuditEntry.seq)).scalars()]
    assert [p["changes"] for p in payloads] == [[{"path": "amount", "before": 125010.0, "after": 125300.0}], [],
                                                [{"path": "amount", "before": 125300.0, "after": 125400.0}]]
    assert payloads[1]["confirmed"] == ["expiry_place"]
    assert api.client.get("/v1/audit/verify", headers=api.auth("auditor")).json()["ok"]


def test_approving_a_document_confirms_every_flagged_field_still_open(api, flagged_doc):
    ext_id = _upload(api, flagged_doc)
    assert _review(api, ext_id, action="approve").json()["confirmed"] == ["expiry_place", "amount"]
    got = _get(api, ext_id)
    assert (got["reviewed_status"], got["fully_reviewed"]) == ("accepted", True)
    assert _field(got["reviewed_envelope"], "amount")["decoded_by"] == "diffusion"  # confirmed, not changed


def test_a_list_item_is_corrected_through_the_same_normalisation(api, flagged_doc):
    ext_id = _upload(api, flagged_doc)
    r = _review(api, ext_id, action="correct", corrections={"documents_required[1]": "+ PACKING LIST IN 2 COPIES"})
    assert r.status_code == 201, r.text
    assert r.json()["corrections"] == {"documents_required[1]": "PACKING LIST IN 2 COPIES"}  # its "+" dropped
    r = _review(api, ext_id, action="correct", corrections={"documents_required[2]": "INSURANCE POLICY"})
    assert r.status_code == 422 and "only existing items" in r.json()["detail"]


@pytest.fixture
def kyc_doc(lc_docs, small_corpus):
    """A synthetic KYC packet the fake decoder answers for (copied beside the letters of credit)."""
    truth = sorted(small_corpus.glob("kyc_individual-*.truth.json"))[0]
    stem = truth.name[: -len(".truth.json")]
    shutil.copy(truth, lc_docs[0].parent / truth.name)
    shutil.copy(small_corpus / f"{stem}.pdf", lc_docs[0].parent / f"{stem}.pdf")
    return lc_docs[0].parent / f"{stem}.pdf"


@pytest.mark.parametrize("path, value, status, words", [
    ("annual_income", "lots of money", 422, ["annual_income", "cannot read 'lots of money'", "a number"]),
    ("date_of_birth", {"year": 1985}, 422, ["date_of_birth", "cannot be an object", "a date"]),
    ("is_pep", "maybe", 422, ["is_pep", "true or false"]),
    ("full_name", None, 422, ["full_name", "required and cannot be null"]),
    ("nationality", "Atlantis", 422, ["nationality", "names no known country"]),
    ("date_of_birth", "2999-01-01", 422, ["date_of_birth", "is not in the past"]),
    ("occupation", "x" * 3000, 422, ["occupation", "3000 characters long; at most 2000"]),
    ("annual_income", "9" * (5 * 2**20), 413, ["at most 256 KiB"]),
    ("favourite_colour", "blue", 422, ["favourite_colour", "kyc_individual has no such field"]),
])
def test_a_correction_its_field_cannot_take_is_refused_with_what_it_expects(api, kyc_doc, path, value, status,
                                                                            words):
    ext_id = _upload(api, kyc_doc)
    r = _review(api, ext_id, action="correct", corrections={path: value})
    assert r.status_code == status, r.text
    for word in words:
        assert word in r.json()["detail"], r.json()["detail"]
    assert _get(api, ext_id)["reviews"] == []
    assert _refusals(api)[-1][:2] == ("rita", status)


def test_corrections_of_a_kyc_record_are_normalised_as_extracted_values_are(api, kyc_doc):
    ext_id = _upload(api, kyc_doc)
    r = _review(api, ext_id, action="correct", corrections={
        "date_of_birth": "12 MAR 1985", "annual_income": "USD 85,000", "is_pep": "yes", "nationality": "Singapore",
        "employer_name": None})
    assert r.status_code == 201, r.text
    assert r.json()["corrections"] == {"date_of_birth": "1985-03-12", "annual_income": 85000.0, "is_pep": True,
                                       "nationality": "SGP", "employer_name": None}
    data = _get(api, ext_id)["reviewed_envelope"]["data"]
    assert (data["date_of_birth"], data["annual_income"], data["is_pep"]) == ("1985-03-12", 85000.0, True)


def test_roles_that_may_not_review_are_refused_and_audited(api, flagged_doc):
    ext_id = _upload(api, flagged_doc)
    ravi = api.new_token("ravi", "relationship_manager")
    body = {"action": "approve", "confirmed": ["amount"]}
    # roles without review rights are refused; another relationship manager is told the record
    # does not exist (404, like a missing one), and every refusal is audited with its real reason
    for who, status in (("admin", 403), ("operator", 403), (ravi, 404)):
        r = _review(api, ext_id, role=who, **body)
        assert r.status_code == status, r.text
    assert [(actor, status) for actor, status, _ in _refusals(api)] == [("admin", 403), ("olga", 403), ("ravi", 404)]
    assert "someone else" in _refusals(api)[-1][2]
    assert _get(api, ext_id)["reviews"] == []
    assert _review(api, ext_id, **body).status_code == 201  # the one who asked for it may


def test_the_csv_export_carries_each_fields_review(api, flagged_doc, lc_docs):
    ext_id = _upload(api, flagged_doc)
    _upload(api, lc_docs[0])
    assert _review(api, ext_id, action="correct", corrections={"amount": 125300}).status_code == 201
    text = api.client.get("/v1/extractions/export?format=csv", headers=api.auth("auditor")).text
    rows = {(int(r["extraction_id"]), r["path"]): r for r in csv.DictReader(io.StringIO(text))}
    amount = rows[(ext_id, "amount")]
    assert (amount["value"], amount["field_status"], amount["review"], amount["reviewed_value"],
            amount["reviewer"]) == ("125010.0", "needs_review", "corrected", "125300.0", "rita")
    assert amount["reviewed_at"].startswith("20") and amount["reviewed_status"] == "needs_review"
    assert rows[(ext_id, "expiry_place")]["review"] == "open"
    assert rows[(ext_id, "lc_number")]["review"] == "" and rows[(ext_id, "lc_number")]["reviewed_value"] == ""


def test_stats_and_metrics_count_straight_through_documents_and_corrections(api, flagged_doc, lc_docs):
    ext_id = _upload(api, flagged_doc)
    _upload(api, lc_docs[0])
    _review(api, ext_id, action="correct", corrections={"amount": 125300, "documents_required[0]": "INVOICE"})
    _review(api, ext_id, role="auditor", action="approve")
    stats = api.client.get("/v1/extractions/stats", headers=api.auth("auditor")).json()
    assert stats["straight_through"] == {"realtime": 1} and stats["needing_review"] == {"realtime": 1}
    assert stats["straight_through_rate"] == 0.5 and (stats["fully_reviewed"], stats["waiting_for_review"]) == (1, 0)
    assert stats["reviews_by_action"] == {"correct": 1, "approve": 1}
    assert stats["corrections_by_field"] == {"letter_of_credit": {"amount": 1, "documents_required[]": 1}}
    assert api.client.get("/v1/extractions/stats", headers=api.auth("relationship_manager")).status_code == 403
    with api.session() as s:
        assert s.execute(select(store.AuditEntry).where(store.AuditEntry.action == "extraction.stats")) \
            .scalars().one().payload["total"] == 2

    text = api.client.get("/metrics", headers=api.auth("operator")).text
    for line in ('dualpath_field_corrections_total{document_type="letter_of_credit",field="amount"} 1.0',
                 'dualpath_field_corrections_total{document_type="letter_of_credit",field="documents_required[]"} 1.0',
                 'dualpath_reviews_total{action="correct"} 1.0', 'dualpath_reviews_total{action="approve"} 1.0',
                 'dualpath_documents_straight_through{route="realtime"} 1.0',
                 'dualpath_documents_needing_review{route="realtime"} 1.0',
                 'dualpath_straight_through_rate{route="realtime"} 0.5'):
        assert line in text, line


def test_a_rejected_extraction_has_nothing_to_review(api, lc_docs):
    r = api.client.post("/v1/extract", files={"file": ("x.pdf", b"not a pdf", "application/pdf")},
                        headers=api.auth("relationship_manager"))
    ext_id = int(r.headers["X-Extraction-Id"])
    r = _review(api, ext_id, action="approve")
    assert r.status_code == 422 and "no fields to review" in r.json()["detail"]


@pytest.fixture
def pg_api(tmp_path, lc_docs, pg_url):
    """The same app on PostgreSQL (the fleet's store)."""
    from fastapi.testclient import TestClient

    from api.main import create_app
    from pipeline.settings import Settings
    from tests.service_fixtures import ADMIN_TOKEN, ApiHarness

    settings = Settings(data_dir=tmp_path / "data", broker_url=None, database_url=pg_url,
                        bootstrap_admin_token=ADMIN_TOKEN, environment="development")
    with TestClient(create_app(settings)) as client:
        yield ApiHarness(client, settings)


@pytest.mark.postgres
def test_the_review_flow_on_postgresql(pg_api, flagged_doc, lc_docs):
    api = pg_api
    ext_id = _upload(api, flagged_doc)
    _upload(api, lc_docs[0])
    assert _review(api, ext_id, action="correct", corrections={"amount": "125,300.00"}).status_code == 201
    assert _review(api, ext_id, role="auditor", action="approve", confirmed=["expiry_place"]).status_code == 201
    got = _get(api, ext_id)
    assert (got["reviewed_status"], got["fully_reviewed"]) == ("accepted", True)
    assert [(c["path"], c["before"], c["after"]) for c in got["changes"]] == \
        [("amount", 125010.0, 125300.0), ("expiry_place", "SINGAPORE", "SINGAPORE")]
    assert _review(api, ext_id, role="admin", action="approve").status_code == 403
    stats = api.client.get("/v1/extractions/stats", headers=api.auth("auditor")).json()
    assert (stats["straight_through_rate"], stats["corrections_by_field"]) == (0.5, {"letter_of_credit": {"amount": 1}})
    text = api.client.get("/metrics", headers=api.auth("operator")).text
    assert 'dualpath_field_corrections_total{document_type="letter_of_credit",field="amount"} 1.0' in text
    assert 'dualpath_straight_through_rate{route="realtime"} 0.5' in text
    assert api.client.get("/v1/audit/verify", headers=api.auth("auditor")).json()["ok"]
