"""The tasks' reliability rules, run eagerly in this process (no broker): retries only for
transient faults, then a dead letter; a database that does not answer on a budget of its own, and
a job's task kept rather than lost while its dead letter cannot be written; a bug is dead-lettered
at once; a document whose worker keeps dying is given up; a job's counts still add up."""
from __future__ import annotations

import pytest

from pipeline import store
from pipeline.extract import get_decoder
from pipeline.settings import get_settings


@pytest.fixture
def env(tmp_path, monkeypatch, lc_docs):
    monkeypatch.setenv("DUALPATH_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("DUALPATH_BROKER_URL", raising=False)
    monkeypatch.delenv("DUALPATH_DATABASE_URL", raising=False)
    monkeypatch.setenv("DUALPATH_MAX_RETRIES", "2")
    monkeypatch.setenv("DUALPATH_STORE_OUTAGE_RETRIES", "4")
    get_settings.cache_clear()
    from workers import tasks

    monkeypatch.setattr(tasks, "_settings", get_settings())
    monkeypatch.setattr(tasks.extract_job_item, "max_retries", 2)
    monkeypatch.setattr(tasks.extract_job_item, "retry_backoff", False)
    monkeypatch.setattr(tasks.extract_job_item, "retry_jitter", False)
    yield tasks
    get_settings.cache_clear()
    get_decoder.cache_clear()


def _job(lc_docs, n=2) -> tuple[str, list[int]]:
    from workers.jobs import create_job

    return create_job([(p.name, p.read_bytes()) for p in lc_docs[:n]], source="test", actor=store.SYSTEM_ACTOR)


def _use(monkeypatch, factory: str, fail: str | None = None) -> None:
    monkeypatch.setenv("DUALPATH_DECODER_FACTORY", factory)
    if fail:
        monkeypatch.setenv("DUALPATH_TEST_FAIL", fail)
    get_decoder.cache_clear()


def test_a_task_delivered_twice_writes_one_result(env, lc_docs):
    job_id, items = _job(lc_docs, 1)
    first = env.extract_job_item.apply(kwargs={"item_id": items[0]}).get()
    again = env.extract_job_item.apply(kwargs={"item_id": items[0]}).get()
    assert first["created"] and again == {"extraction_id": None, "created": False, "no_model": None,
                                          "unavailable": None}
    with store.session_scope(store.init_store()) as s:
        assert s.query(store.Extraction).count() == 1
        assert store.job_summary(s, job_id)["done"] == 1


def test_a_database_that_does_not_answer_is_retried_on_its_own_budget_then_dead_lettered(env, lc_docs, monkeypatch):
    monkeypatch.setattr(env.random, "uniform", lambda a, b: 0.0)  # no waiting between the eager retries
    _use(monkeypatch, "tests.service_support:FailingDecoder", "transient")
    job_id, items = _job(lc_docs, 2)
    result = env.extract_job_item.apply(kwargs={"item_id": items[0]})
    assert result.failed()
    with store.session_scope(store.init_store()) as s:
        item = store.get_job_item(s, items[0])
        # the first try and four retries (store_outage_retries), not max_retries' two; and the tries
        # that ended in a known fault are not taken for a worker that died
        assert (item.state, item.attempts) == ("dead", 5)
        letter = store.list_dead_letters(s)[0]
        assert letter.job_item_id == items[0] and "OperationalError" in letter.error and letter.attempts == 5


def test_the_store_outage_backoff_grows_to_a_minute_and_never_collapses():
    from workers.tasks import store_outage_countdown

    for retries in range(20):
        ceiling = min(60, 2 ** (retries + 1))
        assert ceiling / 2 <= store_outage_countdown(retries) <= ceiling
    assert sum(min(60, 2 ** (r + 1)) / 2 for r in range(12)) >= 240  # the default budget: four minutes at least


def test_a_job_task_whose_dead_letter_the_database_refuses_is_sent_again_not_lost(env, lc_docs, monkeypatch):
    from sqlalchemy.exc import OperationalError

    _use(monkeypatch, "tests.service_support:FailingDecoder", "bug")
    _, items = _job(lc_docs, 1)
    sent = []

    def unreachable(**kwargs):
        raise OperationalError("INSERT", {}, ConnectionRefusedError("the database is restarting"))

    monkeypatch.setattr(env.service, "dead_letter", unreachable)
    monkeypatch.setattr(env.extract_job_item, "apply_async", lambda **kw: sent.append(kw))
    assert env.extract_job_item.apply(kwargs={"item_id": items[0]}).failed()
    assert sent == [{"args": (), "kwargs": {"item_id": items[0]}, "countdown": env.KEPT_FOR_S}]
    with store.session_scope(store.init_store()) as s:
        assert store.get_job_item(s, items[0]).state == "pending"  # still owed a result


def test_a_bug_is_dead_lettered_without_retrying(env, lc_docs, monkeypatch):
    _use(monkeypatch, "tests.service_support:FailingDecoder", "bug")
    job_id, items = _job(lc_docs, 2)
    env.extract_job_item.apply(kwargs={"item_id": items[0]})
    _use(monkeypatch, "tests.fakes:FakeDecoder")
    env.extract_job_item.apply(kwargs={"item_id": items[1]}).get()
    with store.session_scope(store.init_store()) as s:
        assert store.get_job_item(s, items[0]).attempts == 1
        summary = store.job_summary(s, job_id)
        assert (summary["total"], summary["done"], summary["dead"], summary["state"]) == (2, 1, 1, "finished")
        assert "a bug in the decoder" in store.list_dead_letters(s)[0].error
        assert store.verify(s).ok


def test_a_document_that_keeps_killing_its_worker_is_given_up(env, lc_docs):
    _, items = _job(lc_docs, 1)
    with store.session_scope(store.init_store()) as s:
        store.get_job_item(s, items[0]).attempts = 3  # three deliveries died before finishing
    assert env.extract_job_item.apply(kwargs={"item_id": items[0]}).failed()
    with store.session_scope(store.init_store()) as s:
        assert store.get_job_item(s, items[0]).state == "dead"
        assert "delivered 3 times" in store.list_dead_letters(s)[0].error


def test_a_realtime_worker_shares_the_cores_among_its_processes():
    from workers.cli import realtime_torch_threads

    assert realtime_torch_threads(1, cores=2) == 2
    assert realtime_torch_threads(2, cores=2) == 1
    assert realtime_torch_threads(4, cores=2) == 1
    assert realtime_torch_threads(3, cores=16) == 5


def test_the_torch_threads_setting_applies_when_a_decoder_is_loaded(monkeypatch, tmp_path):
    import torch

    from pipeline.extract import get_decoder
    from pipeline.settings import get_settings

    before = torch.get_num_threads()
    monkeypatch.setenv("DUALPATH_TORCH_THREADS", "1")
    monkeypatch.setenv("DUALPATH_DECODER_FACTORY", "tests.fakes:FakeDecoder")
    monkeypatch.setenv("DUALPATH_FAKE_TRUTH_DIR", str(tmp_path))
    get_settings.cache_clear()
    get_decoder.cache_clear()
    try:
        torch.set_num_threads(2)
        get_decoder("realtime")
        assert torch.get_num_threads() == 1
    finally:
        torch.set_num_threads(before)
        monkeypatch.delenv("DUALPATH_TORCH_THREADS")
        get_settings.cache_clear()
        get_decoder.cache_clear()


def test_a_job_item_whose_parser_keeps_dying_is_retried_then_dead_lettered_not_rejected(env, lc_docs):
    from tests.pipeline import fixtures

    _, items = _job(lc_docs, 1)
    with fixtures.ParserKiller():
        assert env.extract_job_item.apply(kwargs={"item_id": items[0]}).failed()
    with store.session_scope(store.init_store()) as s:
        item = store.get_job_item(s, items[0])
        assert (item.state, item.attempts) == ("dead", 3)  # the first try and two retries
        assert "ParserUnavailable" in store.list_dead_letters(s)[0].error
        assert s.query(store.Extraction).count() == 0  # no verdict on the document
    job_id, again = _job(lc_docs, 1)  # the same document, once the service is whole: read
    assert env.extract_job_item.apply(kwargs={"item_id": again[0]}).get()["created"]
    with store.session_scope(store.init_store()) as s:
        assert s.query(store.Extraction).one().status == "accepted"


def test_beat_checkpoints_the_audit_chain_when_a_checkpoint_file_is_set(env, tmp_path, monkeypatch):
    from pipeline.settings import Settings
    from workers.app import _beat_schedule

    assert "audit-checkpoint" not in _beat_schedule(Settings())
    anchor = tmp_path / "elsewhere" / "audit.anchor"
    schedule = _beat_schedule(Settings(audit_anchor_file=anchor, audit_checkpoint_minutes=5))
    assert schedule["audit-checkpoint"]["task"] == "dualpath.audit_checkpoint"
    assert schedule["audit-checkpoint"]["schedule"].total_seconds() == 300
    monkeypatch.setenv("DUALPATH_AUDIT_ANCHOR_FILE", str(anchor))
    get_settings.cache_clear()
    env.audit_checkpoint()  # the task beat sends, run in-process
    assert anchor.is_file() and len(anchor.read_text().splitlines()) == 1
