"""Thin Celery tasks: ids in, the work in ``workers.service``, outcomes as plain dicts.

Retries only for transient faults (the broker briefly unreachable, the PDF parser of this node
failing even with a fresh process), with exponential backoff and jitter; whatever exhausts them,
or fails for any other reason, or is delivered too often (a document that kills its worker each
time), becomes a dead letter. A database that does not answer is an outage to wait out: its own,
longer budget of retries (``store_outage_retries``); and a job's task whose dead letter cannot be
written, because the database still does not answer, is sent again later rather than lost. A dead
letter that neither the database nor the broker takes is kept on the node's disk
(``workers.spool``) and recorded by the worker once the database answers.
"""
from __future__ import annotations

import logging
import random
import socket

from billiard.exceptions import SoftTimeLimitExceeded  # noqa: F401 - re-exported for handlers
from celery import Task
from celery.signals import worker_ready
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError
from sqlalchemy.exc import DBAPIError, OperationalError

from pipeline.ingest import ParserUnavailable
from pipeline.settings import get_settings
from workers import service
from workers.app import app
from workers.jobs import submit_folder
from workers.spool import replay_every

log = logging.getLogger(__name__)

TRANSIENT = (RedisConnectionError, RedisTimeoutError, ConnectionError, socket.timeout, ParserUnavailable)
_settings = get_settings()
KEPT_FOR_S = 60  # a job's task whose dead letter the database did not take comes back this much later


def store_outage_countdown(retries: int) -> float:
    """Seconds before retry ``retries + 1`` of a task the database did not answer: 2, 4, 8 ... up to 60,
    each between half and all of that (jitter that never collapses to nothing)."""
    ceiling = min(60, 2 ** (retries + 1))
    return round(ceiling / 2 + random.uniform(0, ceiling / 2), 1)


class _DeadLettering(Task):
    """Wait out a database outage; on final failure, keep a dead letter (and end the job item) rather
    than lose the task."""

    abstract = True

    def __call__(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        try:
            return super().__call__(*args, **kwargs)
        except OperationalError as exc:  # raises Retry, or ``exc`` once the budget is spent
            try:
                raise self.retry(exc=exc, countdown=store_outage_countdown(self.request.retries),
                                 max_retries=_settings.store_outage_retries) from exc
            finally:  # Task.retry leaves this budget on the task, where autoretry would take it for any fault
                self.__dict__.pop("override_max_retries", None)

    def on_failure(self, exc, task_id, args, kwargs, einfo):  # type: ignore[no-untyped-def]
        item_id = kwargs.get("item_id") if kwargs else None
        letter = dict(task_name=self.name, task_id=task_id, args={"args": list(args), "kwargs": kwargs},
                      error=f"{type(exc).__name__}: {exc}", attempts=self.request.retries + 1,
                      job_item_id=item_id, document_id=(kwargs or {}).get("doc_id"))
        try:
            service.dead_letter(**letter)
            return
        except DBAPIError:
            pass
        if item_id is not None:  # the item cannot be ended while the database does not answer: keep the task
            try:
                self.apply_async(args=args, kwargs=kwargs, countdown=KEPT_FOR_S)
                log.warning("the database does not answer; job item %s is kept and tried again in %d s",
                            item_id, KEPT_FOR_S)
                return
            except Exception:  # noqa: BLE001 - kombu's and redis's errors alike: the broker is down too
                log.exception("the broker did not take job item %s back either", item_id)
        # a real-time request (its caller has been answered), or nowhere else to keep the task: the disk
        service.spool_dead_letter(**letter)


@worker_ready.connect
def _replay_spooled_dead_letters(**_: object) -> None:
    """The worker's main process records the dead letters this node kept on disk: now, and then
    every ``dead_letter_replay_s`` while the database was out of reach."""
    replay_every(service.replay_dead_letters, _settings.dead_letter_replay_s)


_retrying = dict(
    base=_DeadLettering,
    autoretry_for=TRANSIENT,
    retry_backoff=2,          # 2, 4, 8 ... seconds
    retry_backoff_max=60,
    retry_jitter=True,
    max_retries=_settings.max_retries,
)


@app.task(
    name="dualpath.extract_realtime",
    soft_time_limit=_settings.realtime_soft_time_limit_s,
    time_limit=_settings.realtime_time_limit_s,
    **_retrying,
)
def extract_realtime(*, doc_id: str, requested_by: str, document_type: str | None = None) -> dict:
    """Extract one stored document on the real-time path; returns ``Outcome.to_dict()``."""
    return service.extract_stored_document(doc_id, route="realtime", requested_by=requested_by,
                                           document_type=document_type).to_dict()


@app.task(
    bind=True,
    name="dualpath.extract_job_item",
    ignore_result=True,  # progress lives in the store (job_items), not in Redis
    # Time limits are not enforced in the threads pool that the batch worker runs; the
    # engine bounds each sequence's length. A task running past visibility_timeout is not
    # redelivered: its worker re-stamps it (workers/heartbeat.py).
    soft_time_limit=_settings.batch_soft_time_limit_s,
    time_limit=_settings.batch_time_limit_s,
    **_retrying,
)
def extract_job_item(self: Task, *, item_id: int) -> dict:
    """Extract one document of a batch job; a poison document is dead-lettered, not retried for ever.

    Deliveries that began and never ended are the item's attempts less this task's retries (a retry
    ended its try with a known fault; a worker that died did not)."""
    if service.deliveries(item_id) - self.request.retries > _settings.max_retries:
        raise RuntimeError(
            f"job item {item_id} was delivered {_settings.max_retries + 1} times without finishing "
            "(its worker died each time); giving up"
        )
    return service.process_job_item(item_id).to_dict()


@app.task(name="dualpath.nightly", base=_DeadLettering)
def nightly(inbox: str) -> str | None:
    """The nightly job: every PDF in ``inbox`` not extracted yet, as one batch job."""
    job_id = submit_folder(inbox, source=f"nightly:{inbox}", only_new=True)
    log.info("nightly job %s from %s", job_id, inbox)
    return job_id


@app.task(name="dualpath.audit_checkpoint", ignore_result=True)
def audit_checkpoint() -> None:
    """Beat's checkpoint of the audit chain's head, outside the database (``pipeline.store._anchor``)."""
    line = service.write_audit_checkpoint()
    if line is not None:
        log.info("audit checkpoint: entry %s", line["seq"])
