"""Keep a live worker's unacknowledged tasks from being handed to another worker.

Redis has no real acks: kombu puts each delivered message in a sorted set (``unacked_index``)
scored by its delivery time, and any worker puts back on the queue a message older than the
visibility timeout. That is how a killed worker's tasks come back, but it would also hand a
task that is still running to a second worker once it ran longer than the timeout. Instead of
a timeout above the longest task (an hour, so a dead node's documents would wait an hour; and
the batch worker's threads pool does not enforce time limits, so no limit bounds its tasks),
each worker re-stamps the messages it holds every quarter of the timeout. A worker that dies
stops stamping, and its messages come back one visibility timeout later.
"""
from __future__ import annotations

import logging
import time
from typing import Any

from celery import bootsteps

__all__ = ["UnackedHeartbeat", "heartbeat_interval"]

log = logging.getLogger(__name__)


def heartbeat_interval(visibility_timeout_s: float) -> float:
    """Seconds between stamps: four per visibility timeout, so that a late stamp or two is harmless."""
    return max(1.0, visibility_timeout_s / 4)


class UnackedHeartbeat(bootsteps.StartStopStep):
    """A consumer step: on the worker's timer, re-stamp the delivery time of every message this
    worker has received and not yet acknowledged (running, or prefetched)."""

    requires = {"celery.worker.consumer.tasks:Tasks"}

    def __init__(self, parent: Any, **kwargs: Any) -> None:
        super().__init__(parent, **kwargs)
        self.timer_ref: Any = None

    def start(self, parent: Any) -> None:
        visibility = parent.app.conf.broker_transport_options.get("visibility_timeout", 3600)
        self.timer_ref = parent.timer.call_repeatedly(heartbeat_interval(visibility), self.beat, (parent,),
                                                      priority=10)

    def stop(self, parent: Any) -> None:
        if self.timer_ref is not None:
            self.timer_ref.cancel()
            self.timer_ref = None

    shutdown = stop

    def beat(self, parent: Any) -> None:
        consumer = getattr(parent, "task_consumer", None)
        channel = getattr(consumer, "channel", None)
        qos = getattr(channel, "qos", None)
        if qos is None or not hasattr(channel, "unacked_index_key"):  # not the Redis transport
            return
        for _ in range(3):  # the consumer thread may add a delivery while the tags are copied
            try:
                tags = list(qos._delivered)
                break
            except RuntimeError:
                continue
        else:
            return
        if not tags:
            return
        try:
            now = time.time()
            # A connection of its own, as kombu's QoS takes: ``channel.client`` speaks on the
            # connection where the consumer's BRPOP waits, and would read the next task's message
            # as this command's reply (the task lost). XX: only messages still unacked; one acked
            # meanwhile must not be re-added.
            with channel.conn_or_acquire() as client:
                client.zadd(channel.unacked_index_key, {tag: now for tag in tags}, xx=True)
        except Exception:  # noqa: BLE001 - a broker outage: the next beat tries again
            log.warning("could not re-stamp %d unacknowledged task(s); the broker does not answer", len(tags))
