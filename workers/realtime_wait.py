"""Waiting for a real-time task's result without waiting on a worker that is gone.

A realtime worker killed mid-request (SIGKILL, OOM killer, its node lost) sends no answer: its
message goes back on the queue after the visibility timeout, and a caller that only waited for the
result would wait the whole ``realtime_wait_s`` for a 504. Instead, while it waits, the caller asks
the broker about the worker every few seconds: the one that started the task (its name is in the
task's STARTED state) must answer a ping; a task no worker has started needs some worker on the
realtime queue. When that fails on two checks four seconds apart, the caller is told at once that
the worker stopped, to try again, and nothing was recorded for the document (a task that dies
writes nothing; if it is redelivered later it extracts the document as any request would).
"""
from __future__ import annotations

import time
from typing import Any

from workers.broker import BrokerProbe

__all__ = ["RealtimeTimeout", "WorkerLost", "wait_for_result"]

POLL_S = 1.0          # how long one wait for the result lasts before the worker is asked about
CHECK_EVERY_S = 2.0   # between two questions about the worker
REPLY_S = 2.0         # how long a worker has to answer (its main process, on a machine that may be busy)
# A worker is gone when it stayed silent on two questions this far apart: one late reply is no death
# (an answer about the queue's consumers is reused for CHECK_EVERY_S at most, so two are asked).
LOST_AFTER_S = 2 * CHECK_EVERY_S


class RealtimeTimeout(TimeoutError):
    """No worker answered a realtime request in time."""


class WorkerLost(RuntimeError):
    """The worker that was to read the document stopped (or none is running): try again."""


def wait_for_result(result: Any, probe: BrokerProbe, *, wait_s: float) -> Any:
    """``result.get()`` within ``wait_s``, raising WorkerLost as soon as the worker is known gone.
    The task's own errors propagate as they are; RealtimeTimeout at the deadline."""
    from celery.exceptions import TimeoutError as CeleryTimeout  # deferred: celery only on a fleet

    deadline = time.monotonic() + wait_s
    next_check = time.monotonic() + CHECK_EVERY_S
    lost_since: float | None = None
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise RealtimeTimeout(f"no realtime worker answered within {wait_s:.0f} s")
        try:
            return result.get(timeout=min(POLL_S, remaining), propagate=True)
        except CeleryTimeout:
            pass
        if time.monotonic() < next_check:
            continue
        why = _why_lost(result, probe)
        now = time.monotonic()
        next_check = now + CHECK_EVERY_S
        if why is None:
            lost_since = None
        elif lost_since is None:
            lost_since = now
        elif now - lost_since >= LOST_AFTER_S:
            raise WorkerLost(why)


def _why_lost(result: Any, probe: BrokerProbe) -> str | None:
    """Why the task cannot be answered any more, or None while it still can (or nothing is known)."""
    try:
        state, info = result.state, result.info
    except Exception:  # noqa: BLE001 - the result backend did not answer: nothing known
        return None
    if state == "STARTED" and isinstance(info, dict) and info.get("hostname"):
        if probe.worker_answers(info["hostname"], timeout_s=REPLY_S) is False:
            return f"the realtime worker {info['hostname']} reading the document stopped answering"
        return None
    if state == "PENDING":
        consumers = probe.realtime_consumers(max_age_s=CHECK_EVERY_S, timeout_s=REPLY_S)
        if consumers == []:
            return "no realtime worker is running to read the document"
    return None
