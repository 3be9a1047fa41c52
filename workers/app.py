"""The Celery app: two queues, and the reliability settings that make a fleet safe to kill.

    realtime  one document, a person waiting: prefork pool, prefetch 1, tight time limits
    batch     the nightly millions: ONE process per node (threads pool) holding one
              continuous-batching engine, so the documents of many concurrent tasks share
              the running batch (``get_decoder("batch")`` is cached per process)

Start workers with ``dualpath worker --queues realtime|batch`` (see ``workers.cli``).
"""
from __future__ import annotations

from datetime import timedelta

from celery import Celery
from celery.schedules import crontab
from kombu import Exchange, Queue

from dualpath.wiring import install as install_decoders
from pipeline.settings import Settings, get_settings
from workers.heartbeat import UnackedHeartbeat

QUEUES = ("realtime", "batch")


def make_app(settings: Settings | None = None) -> Celery:
    settings = settings or get_settings()
    install_decoders()  # the tasks extract: give the pipeline the shipped models' decoders
    app = Celery("dualpath", include=["workers.tasks"])
    visibility = settings.visibility_timeout_s
    transport_options = {
        # Redis has no real acks: a delivered task sits in an "unacked" set and goes back
        # on the queue when nobody acks it within visibility_timeout. That is how the task
        # of a worker killed with SIGKILL (or a node that vanished) is redelivered. A live
        # worker re-stamps the tasks it holds (workers/heartbeat.py), so a task running
        # longer than the timeout is not handed to a second worker, and the timeout can be
        # short (default 300 s). The result backend gets the same options so both sides of
        # a realtime request agree on one timeout.
        "visibility_timeout": visibility,
        # How often a worker looks for such orphans: every few seconds rather than kombu's
        # default (100 s), so redelivery takes about visibility_timeout, not minutes.
        "unacked_restore_interval": max(1, min(30, visibility // 4)),
        "unacked_restore_throttle": 1,
    }
    app.conf.update(
        broker_url=settings.broker_url or "memory://",
        result_backend=settings.results_url,
        broker_transport_options=transport_options,
        result_backend_transport_options=transport_options,
        # Keep retrying the broker for ever: a Redis restart is an outage to wait out, not a crash.
        broker_connection_retry_on_startup=True,
        broker_connection_max_retries=None,
        task_serializer="json",
        result_serializer="json",
        accept_content=["json"],
        # Ack after the task ran, not when it was received: a worker that dies mid-task
        # leaves the message unacked, so it is redelivered instead of lost. Tasks are
        # idempotent by (sha256, pipeline version), so running one twice is harmless.
        task_acks_late=True,
        # When a prefork child is killed (SIGKILL, OOM killer) the parent would otherwise
        # ack the message as failed; requeue it so another child runs it.
        task_reject_on_worker_lost=True,
        # A task that raised or hit its time limit is acked, not redelivered for ever: the
        # task itself decides about retries (transient faults) and dead letters (the rest).
        task_acks_on_failure_or_timeout=True,
        # Take one message at a time: a realtime worker must not hoard requests that an idle
        # peer could serve now. (The batch worker runs many threads, one message each.)
        worker_prefetch_multiplier=1,
        # One direct exchange per queue: a task sent to one queue is delivered to that queue only.
        task_queues=[Queue(name, Exchange(name, type="direct"), routing_key=name) for name in QUEUES],
        task_default_exchange="batch",
        task_default_routing_key="batch",
        task_default_queue="batch",
        task_routes={
            "dualpath.extract_realtime": {"queue": "realtime", "routing_key": "realtime"},
            "dualpath.extract_job_item": {"queue": "batch", "routing_key": "batch"},
            "dualpath.nightly": {"queue": "batch", "routing_key": "batch"},
            "dualpath.audit_checkpoint": {"queue": "batch", "routing_key": "batch"},
        },
        task_track_started=True,
        result_expires=3600,
        worker_send_task_events=True,  # for flower
        task_send_sent_event=True,
        beat_schedule=_beat_schedule(settings),
        timezone="UTC",
    )
    app.steps["consumer"].add(UnackedHeartbeat)
    return app


def _beat_schedule(settings: Settings) -> dict:
    """The nightly job: sweep ``DUALPATH_NIGHTLY_INBOX`` into a batch job (nothing if unset); and a
    checkpoint of the audit chain every ``DUALPATH_AUDIT_CHECKPOINT_MINUTES`` (with a checkpoint file)."""
    schedule: dict = {}
    if settings.nightly_inbox is not None:
        schedule["nightly-batch"] = {
            "task": "dualpath.nightly",
            "schedule": crontab(hour=settings.nightly_hour, minute=settings.nightly_minute),
            "args": [str(settings.nightly_inbox)],
        }
    if settings.audit_anchor_file is not None:
        schedule["audit-checkpoint"] = {"task": "dualpath.audit_checkpoint",
                                        "schedule": timedelta(minutes=settings.audit_checkpoint_minutes)}
    return schedule


app = make_app()
