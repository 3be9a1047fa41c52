"""The broker dies mid-job (SIGKILL of redis-server, append-only file with fsync always) and comes
back on the same port after a few seconds, twice: the queued and the unacknowledged tasks survive
it, the worker reconnects by itself, and the 50-document job finishes with exactly one result per
document."""
from __future__ import annotations

import signal
import time

import pytest

from workers.jobs import submit_folder

pytestmark = [pytest.mark.chaos, pytest.mark.redis, pytest.mark.postgres, pytest.mark.timeout(600)]


def test_redis_killed_and_restarted_twice_mid_job_loses_no_document(chaos_fleet, redis_server, view, inbox, rng):
    fleet = chaos_fleet
    fleet.start_worker("batch", concurrency=4)
    job_id = submit_folder(inbox, settings=fleet.settings())
    for point in sorted(rng.sample(range(2, 40), 2)):
        view.wait_until(job_id, lambda: view.started(job_id) >= point, timeout_s=180,
                        what=f"{point} documents begun", fleet=fleet)
        redis_server.proc.send_signal(signal.SIGKILL)  # no shutdown save: only the AOF keeps the queue
        redis_server.proc.wait(10)
        redis_server.proc = None
        time.sleep(rng.uniform(2.0, 5.0))
        redis_server.start()

    view.wait_until(job_id, lambda: view.summary(job_id)["state"] == "finished", timeout_s=240,
                    what="the job finishing", fleet=fleet)
    summary = view.summary(job_id)
    assert (summary["total"], summary["done"], summary["dead"], summary["pending"]) == (50, 50, 0, 0), summary
    assert summary["statuses"]["rejected"] == 0, summary
    per_document = view.extractions_per_document()
    assert len(per_document) == 50 and set(per_document.values()) == {1}, per_document
    assert len({i.extraction_id for i in view.items(job_id)}) == 50
    assert view.dead_letters() == []
    assert fleet.procs[0].poll() is None, "the worker did not survive the broker's restarts"
    assert view.chain_ok()
