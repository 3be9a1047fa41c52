"""A dead letter survives an outage of both the database and the broker: a real batch worker whose
document fails while PostgreSQL is cut (behind a TCP hop) and its Redis is stopped keeps the letter
in its spool on disk, and records it, once, when the database answers again; a spooled letter
replayed twice is still one letter."""
from __future__ import annotations

import time

import pytest
from sqlalchemy import select
from sqlalchemy.engine import make_url

from pipeline import store
from workers.spool import DeadLetterSpool

pytestmark = [pytest.mark.redis, pytest.mark.postgres, pytest.mark.timeout(240)]


def _wait(predicate, timeout_s: float, what: str, log) -> None:
    deadline = time.monotonic() + timeout_s
    while not predicate():
        assert time.monotonic() < deadline, f"{what} did not happen in {timeout_s:.0f} s\n{log()}"
        time.sleep(0.2)


def _letters(url: str) -> list[store.DeadLetter]:
    with store.session_scope(store.init_store(url)) as s:
        return store.list_dead_letters(s)


def test_a_dead_letter_that_neither_database_nor_broker_takes_is_spooled_then_recorded_once(
        tmp_path, lc_docs, pg_url, private_redis):
    from tests.service_fixtures import Fleet
    from tests.tcp_proxy import TcpProxy
    from workers.jobs import submit_folder

    url = make_url(pg_url)
    hop = TcpProxy((url.host or "127.0.0.1", url.port or 5432))
    via_hop = url.set(port=hop.port).render_as_string(hide_password=False)
    fleet = Fleet(tmp_path, private_redis.url, via_hop, truth_dir=lc_docs[0].parent)
    fleet.env |= {"DUALPATH_DECODER_FACTORY": "tests.service_support:FailingDecoder", "DUALPATH_TEST_FAIL": "bug",
                  "DUALPATH_DEAD_LETTER_REPLAY_S": "1"}
    spool = DeadLetterSpool(tmp_path / "data")
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / lc_docs[0].name).write_bytes(lc_docs[0].read_bytes())
    try:
        worker = fleet.start_worker("batch", concurrency=1, delay_s=5.0)
        log = lambda: worker.log_path.read_text(errors="replace")[-4000:]  # noqa: E731
        job_id = submit_folder(inbox, settings=fleet.settings())
        _wait(lambda: fleet.decodes() >= 1, 60, "the decode starting", log)
        private_redis.stop()  # both down while the document is being read; its decode then fails (a bug)
        hop.cut()

        _wait(lambda: len(spool.pending()) == 1, 60, "the dead letter reaching the spool", log)
        assert _letters(pg_url) == []
        hop.restore()  # the database answers again; the broker still does not
        _wait(lambda: len(_letters(pg_url)) == 1 and not spool.pending(), 60,
              "the spooled letter being recorded", log)
        time.sleep(3)  # a few more replay rounds: nothing recorded twice
        letters = _letters(pg_url)
        assert len(letters) == 1 and spool.pending() == []
        letter = letters[0]
        assert letter.task_name == "dualpath.extract_job_item" and letter.task_id
        assert "a bug in the decoder" in letter.error
        with store.session_scope(store.init_store(pg_url)) as s:
            item = store.job_items(s, job_id)[0]
            assert (item.state, letter.job_item_id, letter.document_id) == ("dead", item.id, item.document_id)
            assert store.job_summary(s, job_id)["state"] == "finished"
            assert s.execute(select(store.Extraction)).first() is None  # a fault, not the document's verdict
            assert store.verify(s).ok
        assert "kept in" in worker.log_path.read_text(errors="replace")
    finally:
        fleet.stop()
        hop.close()


def test_a_spooled_letter_replayed_twice_is_one_letter(tmp_path, lc_docs, pg_url):
    """A crash between the database's commit and the spool's rewrite leaves the line on disk: the
    next replay finds the letter by its task and does not record it again."""
    from pipeline.settings import Settings
    from workers import service
    from workers.jobs import create_job

    settings = Settings(data_dir=tmp_path / "data", database_url=pg_url, broker_url=None)
    _, items = create_job([(lc_docs[0].name, lc_docs[0].read_bytes())], source="test", actor=store.SYSTEM_ACTOR,
                          settings=settings)
    service.spool_dead_letter(task_name="dualpath.extract_job_item", task_id="task-1", args={"item_id": items[0]},
                              error="ValueError: a bug", attempts=1, job_item_id=items[0], settings=settings)
    spool = DeadLetterSpool(settings.data_dir)
    line = spool.pending()[0]

    assert service.replay_dead_letters(settings) == 1
    spool.append(line)  # as if the rewrite never happened
    assert service.replay_dead_letters(settings) == 1  # handed over again ...
    assert spool.pending() == []
    letters = _letters(pg_url)
    assert [(x.task_id, x.job_item_id) for x in letters] == [("task-1", items[0])]  # ... and recorded once
    with store.session_scope(store.init_store(pg_url)) as s:
        assert store.get_job_item(s, items[0]).state == "dead"
        assert store.verify(s).ok
