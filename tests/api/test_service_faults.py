"""A fault of the service is not the document's: a parser process killed between or during
requests (really killed, with SIGKILL on its pid) never becomes a stored ``rejected`` record,
and the same upload succeeds once the service is whole again."""
from __future__ import annotations

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
