"""A batch worker killed with SIGKILL at random points of a 50-document job, and started again cold
with the backlog (its model not loaded, every thread asking for it at once): the job finishes,
every document with exactly one result, none dead, none rejected, and the documents that were
in the middle of being read when the worker died are read again."""
from __future__ import annotations

import pytest

from workers.jobs import submit_folder

pytestmark = [pytest.mark.chaos, pytest.mark.redis, pytest.mark.postgres, pytest.mark.timeout(600)]

KILLS = 2


def test_a_batch_worker_killed_twice_mid_job_and_restarted_cold_finishes_the_job(chaos_fleet, view, inbox, rng):
    fleet = chaos_fleet
    worker = fleet.start_worker("batch", concurrency=4, name="batch0")
    job_id = submit_folder(inbox, settings=fleet.settings())
    # a kill when this many documents have been begun: from the first one to the last few
    points = sorted(rng.sample(range(1, 46), KILLS))
    interrupted: set[int] = set()
    for n, point in enumerate(points, start=1):
        view.wait_until(job_id, lambda: view.started(job_id) >= point, timeout_s=180,
                        what=f"{point} documents begun", fleet=fleet)
        fleet.kill(worker)  # the whole process group: the worker, its threads, its parser
        interrupted |= set(view.in_flight(job_id))  # begun, never finished: the worker is gone
        worker = fleet.start_worker("batch", concurrency=4, name=f"batch{n}")  # cold, with the backlog

    view.wait_until(job_id, lambda: view.summary(job_id)["state"] == "finished", timeout_s=240,
                    what="the job finishing", fleet=fleet)
    summary = view.summary(job_id)
    assert (summary["total"], summary["done"], summary["dead"], summary["pending"]) == (50, 50, 0, 0), summary
    assert summary["statuses"]["rejected"] == 0, summary  # every document is readable

    per_document = view.extractions_per_document()
    assert len(per_document) == 50 and set(per_document.values()) == {1}, per_document
    items = view.items(job_id)
    assert len({i.extraction_id for i in items}) == 50, "two items share one extraction"
    attempts = {i.id: i.attempts for i in items}
    assert interrupted, f"no document was in flight at the kills {points}"
    assert all(attempts[i] >= 2 for i in interrupted), {i: attempts[i] for i in interrupted}
    assert view.dead_letters() == []
    assert view.chain_ok()
