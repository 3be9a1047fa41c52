"""A fault of the service is not the document's: a parser process killed between or during
requests (really killed, with SIGKILL on its pid) never becomes a stored ``rejected`` record,
and the same upload succeeds once the service is whole again; a database out of reach is a 503
to retry, not a 500."""
from __future__ import annotations

import pytest
from sqlalchemy import func, select

from pipeline import store
from tests.pipeline import fixtures


def _upload(api, path):
    return api.client.post("/v1/extract", files={"file": (path.name, path.read_bytes(), "application/pdf")},
                           headers=api.auth("relationship_manager"))


def _extractions(api) -> int:
    with api.session() as s:
        return s.execute(select(func.count()).select_from(store.Extraction)).scalar_one()


def test_uploads_after_the_idle_parsers_were_killed_are_read_not_rejected(api, lc_docs):
    assert _upload(api, lc_docs[0]).status_code == 200  # the parsers are warm and idle
    assert fixtures.kill_parsers(), "no parser child to kill"
    for path in lc_docs[1:3]:
        r = _upload(api, path)
        assert r.status_code == 200, r.text
        assert r.json()["status"] == "accepted", r.json()["validation"]


def test_a_parser_that_keeps_dying_answers_503_records_nothing_and_the_retry_succeeds(api, lc_docs):
    before = _extractions(api)
    with fixtures.ParserKiller() as killer:
        r = _upload(api, lc_docs[3])
    assert killer.killed
    assert r.status_code == 503, r.text
    assert r.headers["Retry-After"] == "30"
    assert "not of the document" in r.json()["detail"] and "try again" in r.json()["detail"]
    assert _extractions(api) == before  # no rejected envelope was stored for the document

    again = _upload(api, lc_docs[3])
    assert again.status_code == 200, again.text
    assert again.json()["status"] == "accepted"
    assert _extractions(api) == before + 1


@pytest.mark.postgres
def test_a_database_out_of_reach_is_a_503_with_retry_after_not_a_500(tmp_path, lc_docs, pg_url):
    """PostgreSQL behind a hop that is cut (refused, open connections reset), then restored: a read
    (token checked by the route) and an upload (token checked by the guard, before the body) are
    answered 503 while it is cut, and served again once it is back."""
    from fastapi.testclient import TestClient
    from sqlalchemy.engine import make_url

    from api.main import create_app
    from pipeline.settings import Settings
    from pipeline.store import dispose_engines
    from tests.tcp_proxy import TcpProxy
    from tests.service_fixtures import ADMIN_TOKEN, ApiHarness

    url = make_url(pg_url)
    hop = TcpProxy((url.host, url.port or 5432))
    settings = Settings(data_dir=tmp_path / "data", broker_url=None, bootstrap_admin_token=ADMIN_TOKEN,
                        database_url=url.set(port=hop.port).render_as_string(hide_password=False))
    try:
        with TestClient(create_app(settings)) as client:
            api = ApiHarness(client, settings)
            assert _upload(api, lc_docs[0]).status_code == 200
            hop.cut()
            answers = [api.client.get("/v1/extractions", headers=api.auth("auditor")), _upload(api, lc_docs[1])]
            hop.restore()
            for r in answers:
                assert r.status_code == 503, r.text
                assert r.headers["Retry-After"] == "30" and "the database does not answer" in r.json()["detail"]
            assert api.client.get("/v1/extractions", headers=api.auth("auditor")).status_code == 200
            assert _upload(api, lc_docs[1]).status_code == 200
    finally:
        hop.close()
        dispose_engines()
