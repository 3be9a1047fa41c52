"""Quick questions to the broker, for a caller that must not hang on it: does it answer, does
any worker consume the realtime queue, and is a given worker still alive.

Celery's own publish path retries a dead broker for about 20 s before it gives up; a person
waiting on ``POST /v1/extract``, or a load balancer asking ``/readyz``, needs an answer in a
second or two. Both answers are what to tell an operator, not just yes or no.
"""
from __future__ import annotations

import threading
import time
from typing import Any
from urllib.parse import urlsplit, urlunsplit

__all__ = ["BrokerProbe", "QueueUnavailable", "safe_url"]

ANSWER_TIMEOUT_S = 1.0  # connect and reply: a local Redis answers in well under a millisecond
CONSUMERS_TTL_S = 5.0   # how long an answer about the workers is reused (inspect waits its full timeout)


class QueueUnavailable(RuntimeError):
    """The work queue (broker) does not answer, or no worker consumes the queue: try again later."""


def safe_url(url: str) -> str:
    """``url`` without its password, for messages and logs."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)[1]
    user = parts.username or ""
    return urlunsplit(parts._replace(netloc=f"{user}:***@{netloc}"))


class BrokerProbe:
    """Asks the broker at ``url`` with short timeouts; ``celery_app`` answers about workers."""

    def __init__(self, url: str, celery_app: Any) -> None:
        import redis  # deferred: redis only where a broker is configured

        self.url = url
        self.app = celery_app
        self.client = redis.Redis.from_url(url, socket_connect_timeout=ANSWER_TIMEOUT_S,
                                           socket_timeout=ANSWER_TIMEOUT_S)
        self._lock = threading.Lock()
        self._consumers: tuple[float, list[str] | None] = (float("-inf"), None)

    def fault(self) -> str | None:
        """None when the broker answers within a second; else why not, for people."""
        try:
            self.client.ping()
        except Exception as exc:  # noqa: BLE001 - any failure to answer is the same answer
            return (f"the work queue at {safe_url(self.url)} does not answer ({type(exc).__name__}: {exc}); "
                    "try again in a minute, and tell the operator if it persists")
        return None

    def check(self) -> None:
        """Raise QueueUnavailable unless the broker answers."""
        reason = self.fault()
        if reason is not None:
            raise QueueUnavailable(reason)

    def realtime_consumers(self, *, max_age_s: float = CONSUMERS_TTL_S,
                           timeout_s: float = ANSWER_TIMEOUT_S) -> list[str] | None:
        """Names of the workers that consume the ``realtime`` queue (None: the broker did not
        answer); an answer up to ``max_age_s`` old is reused, a new one waits ``timeout_s`` for replies."""
        with self._lock:
            asked, answer = self._consumers
            if time.monotonic() - asked < max_age_s:
                return answer
            try:
                replies = self.app.control.inspect(timeout=timeout_s).active_queues() or {}
                answer = sorted(worker for worker, queues in replies.items()
                                if any(q.get("name") == "realtime" for q in queues))
            except Exception:  # noqa: BLE001 - a broker that does not answer: nobody can be asked
                answer = None
            self._consumers = (time.monotonic(), answer)
            return answer

    def worker_answers(self, hostname: str, timeout_s: float = 2.0) -> bool | None:
        """Whether the worker named ``hostname`` answers a ping within ``timeout_s`` (None: the broker
        did not answer, so nothing is known). A live worker answers from its main process, whatever
        its pool is busy with."""
        try:
            return bool(self.app.control.ping(destination=[hostname], timeout=timeout_s))
        except Exception:  # noqa: BLE001 - a broker that does not answer
            return None
