"""The PDF parser processes of the service (the API's and the realtime worker's) killed with SIGKILL
while relationship managers upload: first now and then, then as fast as they start. Each upload
answers either with the document's result or with a fault of the service that says to try again
(503 with Retry-After; 504 when the worker ran out of time), never a 500; no readable document is
ever stored as rejected; and once the parsers are left alone, the uploads that were refused
succeed, each document with exactly one result."""
from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from tests.chaos.support import judge, kill_parsers, upload

pytestmark = [pytest.mark.chaos, pytest.mark.redis, pytest.mark.postgres, pytest.mark.timeout(600)]


class Reaper:
    """A thread that kills the fleet's parser processes every ``period()`` seconds until stopped."""

    def __init__(self, roots: list[int], period) -> None:
        self.roots, self.period = roots, period
        self.killed: set[int] = set()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.wait(self.period()):
            self.killed.update(kill_parsers(self.roots))

    def __enter__(self) -> Reaper:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(10)


def test_uploads_while_parsers_are_killed_are_read_or_refused_as_retryable(chaos_fleet, view, corpus, rng):
    fleet = chaos_fleet
    fleet.start_worker("realtime", concurrency=2)
    fleet.start_api()
    token = fleet.token("rita", "relationship_manager")
    roots = fleet.pids()
    outcomes: dict[str, str] = {}
    with httpx.Client(base_url=fleet.api_url, headers={"Authorization": f"Bearer {token}"}, timeout=60) as http:
        assert judge(upload(http, corpus[0]), corpus[0]) == "read"  # warm: models loaded, parsers idle
        outcomes[corpus[0].name] = "read"

        now_and_then, relentless = corpus[1:15], corpus[15:19]
        with Reaper(roots, lambda: rng.uniform(0.05, 0.6)) as reaper, ThreadPoolExecutor(2) as pool:
            for path, r in zip(now_and_then, pool.map(lambda p: upload(http, p), now_and_then)):
                outcomes[path.name] = judge(r, path)
        assert reaper.killed, "no parser was killed"
        with Reaper(roots, lambda: 0.005) as reaper:
            for path in relentless:
                outcomes[path.name] = judge(upload(http, path), path)
        assert reaper.killed
        assert "retry" in outcomes.values(), outcomes  # the relentless phase leaves no parser alive long enough

        for path in [p for p in corpus[:19] if outcomes[p.name] == "retry"]:  # the caller does as told
            for _ in range(3):
                r = upload(http, path)
                if judge(r, path) == "read":
                    outcomes[path.name] = "read"
                    break
                time.sleep(1)
    assert set(outcomes.values()) == {"read"}, outcomes
    per_document = view.extractions_per_document(requested_by="rita")
    assert len(per_document) == 19 and set(per_document.values()) == {1}, per_document
    assert view.statuses()["rejected"] == 0, view.statuses()  # no parser fault stored as a verdict
    assert view.chain_ok()
