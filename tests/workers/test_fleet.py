"""Real Celery workers (``dualpath worker`` subprocesses) on a real Redis, with the store in PostgreSQL.

What a bank's operator relies on: documents sent through the API and through
``dualpath batch submit`` come back as envelopes in the store; a worker killed with
SIGKILL mid-task has its task redelivered, with exactly one result; a Redis restart
during a job loses no document.
"""
from __future__ import annotations

import json
import time

import pytest
from sqlalchemy import func, select

from pipeline import store

pytestmark = [pytest.mark.redis, pytest.mark.slow, pytest.mark.timeout(180)]


def _extraction_counts(settings) -> dict[str, int]:
    with store.session_scope(store.init_store(settings.store_url)) as s:
        return dict(s.execute(select(store.Extraction.document_id, func.count())
                              .group_by(store.Extraction.document_id)).all())


def test_api_and_batch_submit_round_trips(fleet, tmp_path):
    from fastapi.testclient import TestClient

    from api.main import create_app
    from tests.service_fixtures import ADMIN_TOKEN

    fleet.start_worker("realtime", concurrency=1)
    fleet.start_worker("batch", concurrency=4)
    settings = fleet.settings()
    settings.bootstrap_admin_token = ADMIN_TOKEN
    docs = sorted((tmp_path / "docs").glob("*.pdf"))
    with TestClient(create_app(settings)) as client:
        admin = {"Authorization": f"Bearer {ADMIN_TOKEN}"}
        tokens = {role: client.post("/v1/tokens", json={"subject": role, "role": role}, headers=admin).json()["token"]
                  for role in ("relationship_manager", "operator")}
        rm = {"Authorization": f"Bearer {tokens['relationship_manager']}"}
        op = {"Authorization": f"Bearer {tokens['operator']}"}
        ready = client.get("/readyz").json()
        assert ready["status"] == "ready" and ready["checks"]["realtime_workers"] == "ok", ready

        r = client.post("/v1/extract", files={"file": (docs[0].name, docs[0].read_bytes(), "application/pdf")},
                        headers=rm)
        assert r.status_code == 200, r.text
        assert r.json()["status"] == "accepted" and r.json()["route"]["path"] == "realtime"

        r = client.post("/v1/jobs", files=[("files", (p.name, p.read_bytes(), "application/pdf")) for p in docs[1:4]],
                        headers=op)
        assert r.status_code == 202, r.text
        job_id = r.json()["id"]
        deadline = time.monotonic() + 60
        while (job := client.get(f"/v1/jobs/{job_id}", headers=op).json())["state"] != "finished":
            assert time.monotonic() < deadline, job
            time.sleep(0.3)
        assert (job["total"], job["done"], job["statuses"]["accepted"]) == (3, 3, 3)

    batch_dir = tmp_path / "inbox"
    batch_dir.mkdir()
    for p in docs[4:]:
        (batch_dir / p.name).write_bytes(p.read_bytes())
    submitted = fleet.run_cli("batch", "submit", str(batch_dir))
    assert submitted.returncode == 0, submitted.stderr
    job_id = submitted.stdout.strip()
    status = fleet.run_cli("batch", "status", job_id, "--wait", "--timeout", "60")
    assert status.returncode == 0, status.stderr
    summary = json.loads(status.stdout)
    assert (summary["total"], summary["done"], summary["dead"], summary["pending"]) == (4, 4, 0, 0)

    counts = _extraction_counts(settings)
    assert len(counts) == 8 and set(counts.values()) == {1}
    verify = fleet.run_cli("audit", "verify")
    assert verify.returncode == 0 and "audit chain OK" in verify.stdout, verify.stdout + verify.stderr


def test_a_worker_killed_mid_task_has_its_task_redelivered_once(fleet, tmp_path):
    from workers.jobs import submit_folder, wait_for_job

    settings = fleet.settings()
    doomed = fleet.start_worker("batch", concurrency=2, delay_s=3.0, name="doomed")
    job_id = submit_folder(tmp_path / "docs", settings=settings)
    deadline = time.monotonic() + 30
    while fleet.decodes() < 2:  # both threads are in the middle of a document
        assert time.monotonic() < deadline, doomed.log_path.read_text()
        time.sleep(0.05)
    fleet.kill(doomed)  # SIGKILL: no ack, no cleanup, no goodbye
    started_before_kill = fleet.decodes()

    fleet.start_worker("batch", concurrency=4, name="survivor")
    summary = wait_for_job(job_id, timeout_s=90, settings=settings)
    assert (summary["total"], summary["done"], summary["dead"], summary["pending"]) == (8, 8, 0, 0)
    counts = _extraction_counts(settings)
    assert len(counts) == 8 and set(counts.values()) == {1}, counts  # exactly one result per document
    assert fleet.decodes() >= 8 + started_before_kill - 0, "the killed tasks were decoded again"
    with store.session_scope(store.init_store(settings.store_url)) as s:
        redelivered = [i for i in store.job_items(s, job_id) if i.attempts > 1]
        assert len(redelivered) >= 2, [(i.id, i.attempts) for i in store.job_items(s, job_id)]
        assert store.verify(s).ok


def test_a_task_running_past_the_visibility_timeout_is_not_handed_to_another_thread(fleet, tmp_path):
    from workers.jobs import submit_folder, wait_for_job

    settings = fleet.settings()
    inbox = tmp_path / "one"
    inbox.mkdir()
    doc = sorted((tmp_path / "docs").glob("*.pdf"))[0]
    (inbox / doc.name).write_bytes(doc.read_bytes())
    # 20 s of decoding against a 12 s visibility timeout (FLEET_ENV), and a free thread beside it
    fleet.start_worker("batch", concurrency=2, delay_s=20.0)
    job_id = submit_folder(inbox, settings=settings)
    summary = wait_for_job(job_id, timeout_s=60, settings=settings)
    assert (summary["total"], summary["done"], summary["dead"]) == (1, 1, 0)
    assert fleet.decodes() == 1, "the running task was redelivered to the other thread"
    with store.session_scope(store.init_store(settings.store_url)) as s:
        assert [i.attempts for i in store.job_items(s, job_id)] == [1]


def test_a_redis_restart_during_a_job_loses_no_document(private_fleet, tmp_path):
    from workers.jobs import submit_folder, wait_for_job

    fleet, redis_server = private_fleet
    settings = fleet.settings()
    fleet.start_worker("batch", concurrency=2, delay_s=0.5)
    job_id = submit_folder(tmp_path / "docs", settings=settings)
    deadline = time.monotonic() + 30
    while fleet.decodes() < 2:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    redis_server.restart(down_s=2.0)  # the broker goes away mid-job, and comes back
    summary = wait_for_job(job_id, timeout_s=120, settings=settings)
    assert (summary["total"], summary["done"], summary["dead"], summary["pending"]) == (8, 8, 0, 0)
    assert sum(summary["statuses"].values()) == 8
    counts = _extraction_counts(settings)
    assert len(counts) == 8 and set(counts.values()) == {1}


def test_a_realtime_worker_killed_mid_request_is_a_fast_503_and_the_retry_is_read(fleet, tmp_path):
    """The worker reading the document SIGKILLed: the caller hears, well before the 20 s wait, that
    the worker stopped and to try again; nothing is stored; a worker started again reads it."""
    import threading

    from fastapi.testclient import TestClient

    from api.main import create_app
    from tests.service_fixtures import ADMIN_TOKEN

    worker = fleet.start_worker("realtime", concurrency=1, delay_s=8.0, name="doomed")
    settings = fleet.settings()
    settings.bootstrap_admin_token = ADMIN_TOKEN
    doc = sorted((tmp_path / "docs").glob("*.pdf"))[0]
    with TestClient(create_app(settings)) as client:
        admin = {"Authorization": f"Bearer {ADMIN_TOKEN}"}
        token = client.post("/v1/tokens", json={"subject": "rita", "role": "relationship_manager"},
                            headers=admin).json()["token"]
        rm = {"Authorization": f"Bearer {token}"}
        answer: dict = {}

        def send() -> None:
            answer["r"] = client.post("/v1/extract", files={"file": (doc.name, doc.read_bytes(), "application/pdf")},
                                      headers=rm)
            answer["at"] = time.monotonic()

        sender = threading.Thread(target=send)
        sender.start()
        deadline = time.monotonic() + 30
        while fleet.decodes() < 1:  # the worker is reading it
            assert time.monotonic() < deadline, worker.log_path.read_text()
            time.sleep(0.05)
        fleet.kill(worker)
        killed_at = time.monotonic()
        sender.join(30)
        r = answer["r"]
        assert r.status_code == 503, r.text
        assert answer["at"] - killed_at <= 14, answer["at"] - killed_at  # not the 20 s wait
        assert "stopped answering" in r.json()["detail"] and "try again" in r.json()["detail"]
        assert r.headers["Retry-After"] == "30"
        assert _extraction_counts(settings) == {}

        fleet.start_worker("realtime", concurrency=1, name="again")
        again = client.post("/v1/extract", files={"file": (doc.name, doc.read_bytes(), "application/pdf")},
                            headers=rm)
        assert again.status_code == 200, again.text
    assert set(_extraction_counts(settings).values()) == {1}
