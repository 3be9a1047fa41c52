"""The realtime worker SIGKILLed (its whole process group) while relationship managers' uploads are
in flight on it. Each caller gets an answer well before the API's 30 s wait: the document's result,
or a 503 with Retry-After that says the worker stopped and to try again, never a hang or a 500;
nothing is stored for the documents by the fault (no rejected record, no dead letter); readiness
says no realtime worker is running; and once a worker is started again, every refused upload
succeeds, each document with exactly one result."""
from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from tests.chaos.support import judge, upload

pytestmark = [pytest.mark.chaos, pytest.mark.redis, pytest.mark.postgres, pytest.mark.timeout(600)]

IN_FLIGHT = 6      # uploads at once on a worker of two processes: some queued, some being read at the kill
ANSWER_WITHIN_S = 20.0  # after the kill; the API's wait (DUALPATH_REALTIME_WAIT_S) is 30 s


def test_a_realtime_worker_killed_mid_request_answers_fast_and_the_retry_succeeds(chaos_fleet, view, corpus, rng):
    fleet = chaos_fleet
    worker = fleet.start_worker("realtime", concurrency=2, name="realtime0")
    fleet.start_api()
    token = fleet.token("rita", "relationship_manager")
    documents = corpus[:1 + IN_FLIGHT]
    outcomes: dict[str, str] = {}
    with httpx.Client(base_url=fleet.api_url, headers={"Authorization": f"Bearer {token}"}, timeout=60) as http:
        assert judge(upload(http, documents[0]), documents[0]) == "read"  # warm: models loaded
        outcomes[documents[0].name] = "read"

        def timed(path):
            r = upload(http, path)
            return r, time.monotonic()

        with ThreadPoolExecutor(IN_FLIGHT) as pool:
            futures = [(path, pool.submit(timed, path)) for path in documents[1:]]
            time.sleep(rng.uniform(0.2, 1.0))
            killed_at = time.monotonic()
            fleet.kill(worker)  # the worker, its pool processes, their parsers
            answers = [(path, *future.result()) for path, future in futures]

        for path, r, answered_at in answers:
            outcomes[path.name] = judge(r, path)
            assert answered_at - killed_at <= ANSWER_WITHIN_S, (path.name, answered_at - killed_at, r.text)
        refused = [(path, r) for path, r, _ in answers if r.status_code != 200]
        assert refused, f"no upload was in flight at the kill: {outcomes}"
        for path, r in refused:
            assert r.status_code == 503 and "nothing was recorded" in r.json()["detail"], (path.name, r.text)

        assert view.statuses()["rejected"] == 0, view.statuses()  # no fault stored as a verdict
        assert view.dead_letters() == []
        assert set(view.extractions_per_document(requested_by="rita").values()) == {1}
        deadline = time.monotonic() + 20
        while (ready := http.get("/readyz")).status_code == 200:  # its answer about workers lives 5 s
            assert time.monotonic() < deadline, ready.text
            time.sleep(0.5)
        assert "no worker consumes the realtime queue" in ready.json()["checks"]["realtime_workers"], ready.text

        fleet.start_worker("realtime", concurrency=2, name="realtime1")  # cold
        for path, _ in refused:  # the caller does as told
            for _ in range(3):
                if judge(upload(http, path), path) == "read":
                    outcomes[path.name] = "read"
                    break
                time.sleep(1)
    assert set(outcomes.values()) == {"read"}, outcomes
    per_document = view.extractions_per_document(requested_by="rita")
    assert len(per_document) == len(documents) and set(per_document.values()) == {1}, per_document
    assert view.statuses()["rejected"] == 0
    assert view.dead_letters() == []
    assert view.chain_ok()
