"""The API on a fleet whose work queue is missing: a broker that is not there, or a real Redis
that stops, answers a real-time request with a fast 503 that says which queue and what to do;
readiness says not ready, with the reason, when the broker is down or no worker consumes the
realtime queue."""
from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from tests.service_fixtures import ADMIN_TOKEN, ApiHarness, free_port

pytestmark = pytest.mark.redis


@contextmanager
def fleet_api(tmp_path, broker_url: str) -> Iterator[ApiHarness]:
    from fastapi.testclient import TestClient

    from api.main import create_app
    from pipeline.settings import Settings
    from pipeline.store import dispose_engines

    settings = Settings(data_dir=tmp_path / "data", broker_url=broker_url, database_url=None,
                        bootstrap_admin_token=ADMIN_TOKEN, environment="development")
    with TestClient(create_app(settings)) as client:
        yield ApiHarness(client, settings)
    dispose_engines()


def _timed_upload(api: ApiHarness, path) -> tuple[object, float]:
    started = time.perf_counter()
    r = api.client.post("/v1/extract", files={"file": (path.name, path.read_bytes(), "application/pdf")},
                        headers=api.auth("relationship_manager"))
    return r, time.perf_counter() - started


def test_a_broker_where_nothing_listens_is_a_fast_503_that_names_the_queue(tmp_path, lc_docs):
    url = f"redis://127.0.0.1:{free_port()}/0"
    with fleet_api(tmp_path, url) as api:
        r, elapsed = _timed_upload(api, lc_docs[0])
        assert r.status_code == 503, r.text
        assert elapsed <= 2.0
        assert f"the work queue at {url} does not answer" in r.json()["detail"]
        assert r.headers["Retry-After"] == "30"
        ready = api.client.get("/readyz")
        assert ready.status_code == 503 and "does not answer" in ready.json()["checks"]["broker"]
        started = time.perf_counter()
        scrape = api.client.get("/metrics", headers=api.auth("operator"))
        assert scrape.status_code == 200 and time.perf_counter() - started <= 2.0


def test_a_redis_that_stops_is_a_fast_503_and_readiness_wants_a_realtime_worker(tmp_path, lc_docs, private_redis):
    with fleet_api(tmp_path, private_redis.url) as api:
        ready = api.client.get("/readyz")  # the broker answers, but nobody consumes the realtime queue
        assert ready.status_code == 503, ready.text
        checks = ready.json()["checks"]
        assert checks["broker"] == "ok"
        assert "no worker consumes the realtime queue" in checks["realtime_workers"]
        assert "dualpath worker --queues realtime" in checks["realtime_workers"]

        private_redis.stop()
        r, elapsed = _timed_upload(api, lc_docs[0])
        assert r.status_code == 503, r.text
        assert elapsed <= 2.0
        assert f"the work queue at {private_redis.url} does not answer" in r.json()["detail"]


def test_a_realtime_task_past_its_time_limit_is_a_504_that_says_to_try_again(tmp_path, lc_docs, private_redis,
                                                                             monkeypatch):
    """The worker ran the task but stopped it at its soft time limit (a machine too busy, parsers
    dying): the caller is told to try again, not answered 500."""
    from celery.exceptions import SoftTimeLimitExceeded

    class Stopped:
        def get(self, **kwargs):
            raise SoftTimeLimitExceeded()

        def forget(self):
            pass

    with fleet_api(tmp_path, private_redis.url) as api:
        runner = api.client.app.state.runner
        monkeypatch.setattr(runner.app, "send_task", lambda *args, **kwargs: Stopped())
        r, _ = _timed_upload(api, lc_docs[0])
    assert r.status_code == 504, r.text
    assert "ran past its time limit" in r.json()["detail"] and "try again" in r.json()["detail"]
