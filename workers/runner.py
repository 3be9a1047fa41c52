"""Where tasks run: in this process (embedded default) or on Celery workers (a broker is set).

    EmbeddedRunner  no broker: realtime extractions run in the caller's thread, batch
                    jobs on a small thread pool of this process
    CeleryRunner    DUALPATH_BROKER_URL set: tasks go to the ``realtime`` / ``batch`` queues

Both call the same ``workers.service`` functions, so the embedded default is the fleet in
miniature, not a different code path.
"""
from __future__ import annotations

import logging
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Protocol, Sequence

from sqlalchemy.exc import DBAPIError

from pipeline.ingest import ParserUnavailable
from pipeline.settings import Settings, get_settings
from workers import service
from workers.broker import BrokerProbe, QueueUnavailable, safe_url
from workers.realtime_wait import RealtimeTimeout, WorkerLost, wait_for_result
from workers.service import Outcome

log = logging.getLogger(__name__)

__all__ = ["CeleryRunner", "EmbeddedRunner", "QueueUnavailable", "RealtimeTimeout", "Runner", "WorkerLost",
           "get_runner"]


class Runner(Protocol):
    def extract_realtime(self, doc_id: str, *, requested_by: str, document_type: str | None) -> Outcome:
        """Raises QueueUnavailable (the broker does not answer), WorkerLost (the worker stopped) and
        RealtimeTimeout."""
    def submit_items(self, item_ids: Sequence[int]) -> None: ...
    def queue_depths(self) -> dict[str, int]: ...
    def readiness(self) -> dict[str, str]:
        """{check: "ok" or why not} of what this runner needs to serve a request now."""


class EmbeddedRunner:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="dualpath-batch")
        self._pending = 0

    def extract_realtime(self, doc_id: str, *, requested_by: str, document_type: str | None) -> Outcome:
        return service.extract_stored_document(doc_id, route="realtime", requested_by=requested_by,
                                               document_type=document_type, settings=self.settings)

    def _run_item(self, item_id: int) -> None:
        try:
            for attempt in range(self.settings.max_retries + 1):
                try:
                    service.process_job_item(item_id, settings=self.settings)
                    break
                except ParserUnavailable:  # the service's fault, as on Celery: retried, then a dead letter
                    if attempt == self.settings.max_retries:
                        raise
                    time.sleep(min(60, 2 ** (attempt + 1)))
        except Exception as exc:  # noqa: BLE001 - a failed item becomes a dead letter, as on Celery
            log.exception("job item %s failed", item_id)
            letter = dict(task_name="embedded.extract_job_item", task_id=None, args={"item_id": item_id},
                          error=f"{type(exc).__name__}: {exc}", attempts=1, job_item_id=item_id,
                          settings=self.settings)
            try:
                service.dead_letter(**letter)
            except DBAPIError:  # the store does not answer: keep the letter on disk for the next start
                service.spool_dead_letter(**letter)
        finally:
            self._pending -= 1

    def submit_items(self, item_ids: Sequence[int]) -> None:
        self._pending += len(item_ids)
        for item_id in item_ids:
            self._pool.submit(self._run_item, item_id)

    def run_items(self, item_ids: Sequence[int]) -> None:
        """Run items now, in this thread (``dualpath batch submit`` without a broker)."""
        self._pending += len(item_ids)
        for item_id in item_ids:
            self._run_item(item_id)

    def queue_depths(self) -> dict[str, int]:
        return {"realtime": 0, "batch": max(self._pending, 0)}

    def readiness(self) -> dict[str, str]:
        return {"broker": "embedded (in-process)"}


class CeleryRunner:
    def __init__(self, settings: Settings) -> None:
        from workers.app import make_app  # deferred: celery, which the embedded runner (and the API) never needs

        self.settings = settings
        self.app = make_app(settings)
        self.probe = BrokerProbe(settings.broker_url or "", self.app)

    def extract_realtime(self, doc_id: str, *, requested_by: str, document_type: str | None) -> Outcome:
        # deferred: celery, as above
        from celery.exceptions import SoftTimeLimitExceeded, TimeLimitExceeded

        wait = self.settings.realtime_wait_s
        self.probe.check()  # a second, not Celery's ~20 s of publish retries, to learn the broker is down
        try:
            result = self.app.send_task(
                "dualpath.extract_realtime",
                kwargs={"doc_id": doc_id, "requested_by": requested_by, "document_type": document_type},
                queue="realtime",
                expires=wait,  # nobody waits for it any more: a worker drops it rather than run it late
                retry=False,  # the broker answered a moment ago; if it fails now, say so at once
            )
        except Exception as exc:  # noqa: BLE001 - kombu's and redis's errors alike: the queue is not there
            raise QueueUnavailable(
                f"the work queue at {safe_url(self.probe.url)} did not take the request ({type(exc).__name__}: "
                f"{exc}); try again in a minute, and tell the operator if it persists") from exc
        try:
            return Outcome.from_dict(wait_for_result(result, self.probe, wait_s=wait))
        except (SoftTimeLimitExceeded, TimeLimitExceeded) as exc:  # the worker stopped it: nothing was stored
            raise RealtimeTimeout(f"the extraction ran past its time limit of "
                                  f"{self.settings.realtime_soft_time_limit_s:.0f} s on the worker") from exc
        finally:
            result.forget()

    def submit_items(self, item_ids: Sequence[int]) -> None:
        with self.app.producer_or_acquire() as producer:
            for item_id in item_ids:
                self.app.send_task("dualpath.extract_job_item", kwargs={"item_id": item_id}, queue="batch",
                                   producer=producer)

    def queue_depths(self) -> dict[str, int]:
        # the probe's client gives up after a second: a scrape must not hang on a broker that is down
        return {q: int(self.probe.client.llen(q)) for q in ("realtime", "batch")}

    def readiness(self) -> dict[str, str]:
        fault = self.probe.fault()
        if fault is not None:
            return {"broker": fault}
        consumers = self.probe.realtime_consumers()
        if not consumers:
            realtime = ("no worker consumes the realtime queue, so real-time requests would wait "
                        f"{self.settings.realtime_wait_s:.0f} s and fail; start one: "
                        "`dualpath worker --queues realtime`")
        else:
            realtime = "ok"
        return {"broker": "ok", "realtime_workers": realtime}


_runners: dict[int, tuple[Settings, Runner]] = {}


def get_runner(settings: Settings | None = None) -> Runner:
    """The runner of this process for ``settings`` (default: the environment's), made once."""
    settings = settings or get_settings()
    cached = _runners.get(id(settings))
    if cached is None or cached[0] is not settings:
        cached = (settings, EmbeddedRunner(settings) if settings.embedded else CeleryRunner(settings))
        _runners[id(settings)] = cached
    return cached[1]
