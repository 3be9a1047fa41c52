"""The role matrix, generated from the app's OpenAPI document: every route x every caller
(anonymous and each token role) x, where a route takes an id, a record of the caller's own and
one of another principal's. Each cell is called for real (the service's app, its store in a tmp
dir; once more on PostgreSQL when it is there) and must answer the status the design table below
states (docs/SERVICE.md, "API"; docs/SECURITY.md, "Authentication and roles") and leave the audit
trail it states: a refusal writes exactly one `request.refused` row naming the caller, the request
and the status; an answered request writes its own action and no refusal.

A route added to the API without a row in ``DESIGN`` fails the test, and so does a row whose
route is gone, or a role added to the store that the table does not place.
"""
from __future__ import annotations

import itertools
import time
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from fastapi.routing import APIRoute
from sqlalchemy import select

from pipeline import store

ANONYMOUS = "anonymous"
RM, AUDITOR, OPERATOR, ADMIN = "relationship_manager", "auditor", "operator", "admin"
TOKEN_ROLES = (RM, AUDITOR, OPERATOR, ADMIN)
CALLERS = (ANONYMOUS, *TOKEN_ROLES)
EVERYONE = frozenset(TOKEN_ROLES)
PUBLIC = None  # no token asked for


@dataclass(frozen=True)
class Design:
    roles: frozenset[str] | None       # who may; PUBLIC: anyone, no token
    ok: int                            # the status of an answered request
    audits: str | None                 # the action an answered request writes (None: it writes nothing)
    owned: str | None = None           # the id the path takes: "extraction", "job" or "token"
    others_answer: int | None = None   # what a relationship manager gets for another's record (404: like a missing one)


# The design, route by route. Ownership: a relationship manager reads and reviews only the
# extractions they requested (another's answers 404, audited as what it was); auditors read all;
# jobs are not owned (operators and auditors see every job); tokens are the admin's to manage.
DESIGN: dict[tuple[str, str], Design] = {
    ("POST", "/v1/extract"): Design(frozenset({RM}), 200, "extraction.read"),
    ("POST", "/v1/jobs"): Design(frozenset({OPERATOR}), 202, "job.created"),
    ("GET", "/v1/jobs/{job_id}"): Design(frozenset({OPERATOR, AUDITOR}), 200, "job.read", owned="job"),
    ("GET", "/v1/extractions"): Design(frozenset({AUDITOR, RM}), 200, "extraction.list"),
    ("GET", "/v1/extractions/export"): Design(frozenset({AUDITOR}), 200, "extraction.export"),
    ("GET", "/v1/extractions/stats"): Design(frozenset({AUDITOR}), 200, "extraction.stats"),
    ("GET", "/v1/extractions/{extraction_id}"): Design(frozenset({AUDITOR, RM}), 200, "extraction.read",
                                                       owned="extraction", others_answer=404),
    ("GET", "/v1/extractions/{extraction_id}/document"): Design(frozenset({AUDITOR, RM}), 200, "document.read",
                                                                owned="extraction", others_answer=404),
    ("POST", "/v1/extractions/{extraction_id}/reviews"): Design(frozenset({AUDITOR, RM}), 201, "review.created",
                                                                owned="extraction", others_answer=404),
    ("GET", "/v1/audit/verify"): Design(frozenset({AUDITOR, ADMIN}), 200, "audit.verified"),
    ("GET", "/v1/dead-letters"): Design(frozenset({OPERATOR, ADMIN}), 200, "dead_letter.list"),
    ("GET", "/v1/me"): Design(EVERYONE, 200, None),
    ("POST", "/v1/tokens"): Design(frozenset({ADMIN}), 201, "token.created"),
    ("GET", "/v1/tokens"): Design(frozenset({ADMIN}), 200, "token.list"),
    ("DELETE", "/v1/tokens/{token_id}"): Design(frozenset({ADMIN}), 200, "token.revoked", owned="token"),
    ("GET", "/metrics"): Design(frozenset({OPERATOR, ADMIN, AUDITOR}), 200, None),
    ("GET", "/healthz"): Design(PUBLIC, 200, None),
    ("GET", "/readyz"): Design(PUBLIC, 200, None),
}
# Routes the schema leaves out on purpose: the pages (static HTML that holds no data) and the schema.
UNLISTED = {("GET", "/"), ("GET", "/onboarding"), ("GET", "/audit"), ("GET", "/openapi.json")}

SUBJECTS = {RM: "rita", AUDITOR: "alan", OPERATOR: "olga", ADMIN: "admin"}  # tests.service_fixtures.ApiHarness


def expected_status(design: Design, caller: str, whose: str | None) -> int:
    if design.roles is PUBLIC:
        return design.ok
    if caller == ANONYMOUS:
        return 401
    if caller not in design.roles:
        return 403
    if whose == "theirs" and caller == RM and design.others_answer is not None:
        return design.others_answer
    return design.ok


def schema_operations(app) -> set[tuple[str, str]]:
    return {(method.upper(), path) for path, item in app.openapi()["paths"].items() for method in item
            if method in {"get", "post", "put", "patch", "delete"}}


def test_every_route_of_the_schema_and_the_app_has_a_row_and_every_row_a_route():
    from api.main import create_app

    app = create_app()
    operations = schema_operations(app)
    assert operations - DESIGN.keys() == set(), "routes with no row in DESIGN: state who may call them"
    assert DESIGN.keys() - operations == set(), "rows in DESIGN for routes the API no longer has"
    routed = {(m, r.path) for r in app.routes if isinstance(r, APIRoute) for m in r.methods - {"HEAD"}}
    assert routed - operations - UNLISTED == set(), "routes hidden from the schema: add them to DESIGN or UNLISTED"
    assert set(store.ROLES) == set(TOKEN_ROLES), "a role the matrix does not place"


# --- the matrix, called -----------------------------------------------------------------------

@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def matrix_api(request, tmp_path, lc_docs) -> Iterator:
    """The service's own app (embedded runner, the fake decoder) on SQLite in a tmp dir, or on the
    PostgreSQL the store tests use; refusals are never aggregated here, so each one is its own row."""
    from fastapi.testclient import TestClient

    from api.main import create_app
    from pipeline.settings import Settings
    from pipeline.store import dispose_engines
    from tests.service_fixtures import ADMIN_TOKEN, ApiHarness

    database_url = request.getfixturevalue("pg_url") if request.param == "postgres" else None
    settings = Settings(data_dir=tmp_path / "data", broker_url=None, database_url=database_url,
                        bootstrap_admin_token=ADMIN_TOKEN, environment="development",
                        max_refusals_per_client=100_000)
    with TestClient(create_app(settings)) as client:
        yield ApiHarness(client, settings)
    dispose_engines()


class Records:
    """For each kind of id: one record of the caller's own ("mine") and one of another principal's."""

    def __init__(self, api, lc_docs) -> None:
        self.api, self.lc_docs = api, lc_docs
        ravi = api.new_token("ravi", RM)
        oscar = api.new_token("oscar", OPERATOR)
        self.extraction = {"mine": self._upload(lc_docs[0], "relationship_manager"), "theirs": self._upload(lc_docs[1], ravi)}
        self.job = {"mine": self._job(lc_docs[2], "operator"), "theirs": self._job(lc_docs[3], oscar)}

    def _upload(self, path, who) -> int:
        r = self.api.client.post("/v1/extract", files={"file": (path.name, path.read_bytes(), "application/pdf")},
                                 headers=self.api.auth(who))
        assert r.status_code == 200, r.text
        return int(r.headers["X-Extraction-Id"])

    def _job(self, path, who) -> str:
        r = self.api.client.post("/v1/jobs", files=[("files", (path.name, path.read_bytes(), "application/pdf"))],
                                 headers=self.api.auth(who))
        assert r.status_code == 202, r.text
        _wait_for_job(self.api, r.json()["id"], self.api.auth(who))  # its entries must not land in a cell's
        return r.json()["id"]

    def token(self, whose: str) -> int:
        """A fresh token to revoke: one of the admin's own subject, or another principal's."""
        subject = "admin" if whose == "mine" else f"temp{next(_counter)}"
        role = ADMIN if whose == "mine" else AUDITOR
        r = self.api.client.post("/v1/tokens", json={"subject": subject, "role": role},
                                 headers=self.api.auth("admin"))
        assert r.status_code == 201, r.text
        return r.json()["id"]

    def request(self, method: str, path: str, design: Design, whose: str | None) -> dict:
        """The arguments of a well-formed call, so that only who calls decides the answer."""
        if design.owned == "extraction":
            path = path.replace("{extraction_id}", str(self.extraction[whose]))
        elif design.owned == "job":
            path = path.replace("{job_id}", self.job[whose])
        elif design.owned == "token":
            path = path.replace("{token_id}", str(self.token(whose)))
        kwargs: dict = {}
        if (method, path) == ("POST", "/v1/extract"):
            doc = self.lc_docs[0]
            kwargs["files"] = {"file": (doc.name, doc.read_bytes(), "application/pdf")}
        elif (method, path) == ("POST", "/v1/jobs"):
            doc = self.lc_docs[2]
            kwargs["files"] = [("files", (doc.name, doc.read_bytes(), "application/pdf"))]
        elif (method, path) == ("POST", "/v1/tokens"):
            kwargs["json"] = {"subject": f"new{next(_counter)}", "role": AUDITOR}
        elif path.endswith("/reviews"):
            kwargs["json"] = {"action": "approve"}
        return {"method": method, "url": path, **kwargs}


_counter = itertools.count()


def _entries_after(api, seq: int) -> list[store.AuditEntry]:
    with api.session() as s:
        return list(s.execute(select(store.AuditEntry).where(store.AuditEntry.seq > seq)
                              .order_by(store.AuditEntry.seq)).scalars())


def _wait_for_job(api, job_id: str, headers: dict, timeout_s: float = 120.0) -> None:
    deadline = time.monotonic() + timeout_s
    while api.client.get(f"/v1/jobs/{job_id}", headers=headers).json().get("state") != "finished":
        assert time.monotonic() < deadline, f"job {job_id} did not finish in {timeout_s:.0f} s"
        time.sleep(0.1)


def _head(api) -> int:
    with api.session() as s:
        return store._audit.head(s)[0]


def test_the_role_matrix_answers_and_audits_as_designed(matrix_api, lc_docs):
    api = matrix_api
    records = Records(api, lc_docs)
    wrong: list[str] = []
    cells = 0
    for (method, path), design in sorted(DESIGN.items()):
        for caller in CALLERS:
            for whose in (("mine", "theirs") if design.owned else (None,)):
                call = records.request(method, path, design, whose)
                headers = {} if caller == ANONYMOUS else api.auth(caller)
                before = _head(api)
                r = api.client.request(**call, headers=headers)
                cells += 1
                want = expected_status(design, caller, whose)
                cell = f"{method} {path} as {caller}" + (f" ({whose})" if whose else "")
                if r.status_code != want:
                    wrong.append(f"{cell}: {r.status_code}, designed {want}: {r.text[:200]}")
                    continue
                if (method, path) == ("POST", "/v1/jobs") and want < 400:
                    # the job's documents are read in the background: let it finish, so that its
                    # entries are not counted as a later cell's
                    _wait_for_job(api, r.json()["id"], headers)
                written = _entries_after(api, before)
                refusals = [e for e in written if e.action == "request.refused"]
                if want < 400:
                    if refusals:
                        wrong.append(f"{cell}: answered {want} but audited a refusal {refusals[0].payload}")
                    if design.audits and not any(e.action == design.audits and e.actor == SUBJECTS[caller]
                                                 for e in written):
                        wrong.append(f"{cell}: answered {want} without its {design.audits} entry: "
                                     f"{[(e.actor, e.action) for e in written]}")
                    continue
                actor, role = (ANONYMOUS, "none") if caller == ANONYMOUS else (SUBJECTS[caller], caller)
                target = f"{method} {call['url']}"
                mine = [(e.actor, e.role, e.object_type, e.object_id, e.payload.get("status")) for e in refusals]
                if mine != [(actor, role, "request", target, want)]:
                    wrong.append(f"{cell}: refused {want}, audited {mine}")
                    continue
                reason = refusals[0].payload["reason"]
                says = {401: "authentication required", 403: f"role {caller} may not do this",
                        404: "requested by someone else"}[want]
                if says not in reason:
                    wrong.append(f"{cell}: audited reason {reason!r} does not say {says!r}")
                if want == 404 and r.json() != {"detail": "no such extraction"}:
                    wrong.append(f"{cell}: another's record must answer like a missing one, not {r.json()}")
                if any(e.action != "request.refused" for e in written):
                    wrong.append(f"{cell}: a refused request wrote {[e.action for e in written]}")
    assert cells == sum(len(CALLERS) * (2 if d.owned else 1) for d in DESIGN.values())
    assert not wrong, f"{len(wrong)} of {cells} cells differ from the design:\n" + "\n".join(wrong)
