"""PostgreSQL out of reach for a few seconds in the middle of a 50-document job: the workers and the
API reach it through a TCP hop that the test cuts (new connections refused, open ones reset) and
restores. While it is cut the API answers 503 with Retry-After, not 500; the workers retry; once it
is back the job finishes with every document read exactly once and nothing dead-lettered."""
from __future__ import annotations

import time

import httpx
import pytest
from sqlalchemy.engine import make_url

from tests.chaos.support import ChaosFleet
from tests.tcp_proxy import TcpProxy

pytestmark = [pytest.mark.chaos, pytest.mark.redis, pytest.mark.postgres, pytest.mark.timeout(600)]


@pytest.fixture
def proxy(database: str):
    url = make_url(database)
    hop = TcpProxy((url.host or "127.0.0.1", url.port or 5432))
    yield hop
    hop.close()


@pytest.fixture
def proxied_fleet(tmp_path, redis_server, database, checkpoints, proxy):
    url = make_url(database).set(host="127.0.0.1", port=proxy.port).render_as_string(hide_password=False)
    fleet = ChaosFleet(tmp_path, redis_server.url, url, checkpoints)
    try:
        yield fleet
    finally:
        fleet.stop()


def test_a_database_outage_mid_job_is_retried_and_the_job_finishes_whole(proxied_fleet, proxy, view, corpus, rng):
    fleet = proxied_fleet
    worker = fleet.start_worker("batch", concurrency=4)
    fleet.start_api()
    operator = {"Authorization": f"Bearer {fleet.token('olga', 'operator')}"}
    with httpx.Client(base_url=fleet.api_url, headers=operator, timeout=60) as http:
        r = http.post("/v1/jobs", files=[("files", (p.name, p.read_bytes(), "application/pdf")) for p in corpus])
        assert r.status_code == 202, r.text
        job_id = r.json()["id"]
        point = rng.randrange(5, 36)
        view.wait_until(job_id, lambda: view.started(job_id) >= point, timeout_s=180,
                        what=f"{point} documents begun", fleet=fleet)

        proxy.cut()
        down_until = time.monotonic() + rng.uniform(3.0, 6.0)
        answers = []
        while time.monotonic() < down_until:
            answers.append(http.get(f"/v1/jobs/{job_id}"))
            time.sleep(0.5)
        proxy.restore()

        for answer in answers:  # a fault of the service, said as one: try again
            assert answer.status_code == 503, (answer.status_code, answer.text)
            assert answer.headers.get("Retry-After") and "database" in answer.json()["detail"], answer.text
        view.wait_until(job_id, lambda: view.summary(job_id)["state"] == "finished", timeout_s=300,
                        what="the job finishing", fleet=fleet)
        job = http.get(f"/v1/jobs/{job_id}").json()  # the API is whole again
    assert (job["total"], job["done"], job["dead"], job["pending"]) == (50, 50, 0, 0), job
    per_document = view.extractions_per_document()
    assert len(per_document) == 50 and set(per_document.values()) == {1}, per_document
    assert len({i.extraction_id for i in view.items(job_id)}) == 50
    assert view.statuses()["rejected"] == 0
    assert view.dead_letters() == []
    log = worker.log_path.read_text(errors="replace")
    assert "OperationalError" in log and "retry: Retry in" in log, "no task met the outage"
    assert view.chain_ok()
