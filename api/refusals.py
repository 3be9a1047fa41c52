"""Refusals per client: the first few of a window are audited one by one, the rest are counted
and audited as one row when the window ends, and a client over the limit is answered 429 until
then, without a token check or a database write per request.

A client that guesses tokens, or a broken script that retries a refused upload in a loop, would
otherwise write an audit row (and hash-chain link) per request. Counted per process: with N API
processes a client can be refused N times the limit before every process answers 429. The client
is ``request.client.host``: behind a proxy, run uvicorn with ``--forwarded-allow-ips`` so that it
is the real client, not the proxy.
"""
from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

__all__ = ["AggregatedRefusals", "RefusalLimiter"]


@dataclass(slots=True)
class _Window:
    started: float
    wall_started: float
    refused: int = 0                  # every refusal in the window, audited or not
    suppressed: Counter = field(default_factory=Counter)  # status -> refusals not audited one by one


@dataclass(frozen=True, slots=True)
class AggregatedRefusals:
    """The refusals of one client's window that were counted, not audited one by one."""

    client: str
    count: int
    statuses: dict[str, int]
    since: float  # wall-clock seconds (time.time()) of the window's start
    until: float

    def payload(self) -> dict:
        return {"client": self.client, "count": self.count, "statuses": self.statuses,
                "since": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(self.since)),
                "until": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(self.until))}


class RefusalLimiter:
    """``limit`` refusals audited one by one per client per ``window_s``; beyond, counted and 429."""

    def __init__(self, *, limit: int, window_s: float, clock: Callable[[], float] = time.monotonic) -> None:
        assert limit > 0, f"limit must be positive, got {limit}"
        assert window_s > 0, f"window_s must be positive, got {window_s}"
        self.limit, self.window_s, self.clock = limit, window_s, clock
        self._lock = threading.Lock()
        self._windows: dict[str, _Window] = {}

    def _window(self, client: str, now: float) -> _Window:
        window = self._windows.get(client)
        if window is None or now - window.started >= self.window_s:
            window = self._windows[client] = _Window(now, time.time())
        return window

    def retry_after(self, client: str) -> float | None:
        """Seconds until ``client`` may be heard again, or None when it is under the limit."""
        now = self.clock()
        with self._lock:
            window = self._windows.get(client)
            if window is None or now - window.started >= self.window_s or window.refused < self.limit:
                return None
            return self.window_s - (now - window.started)

    def note(self, client: str, status: int) -> tuple[bool, list[AggregatedRefusals]]:
        """Count a refusal of ``client``: (whether to audit it by itself, rather than in its window's
        aggregate row; the aggregates of the windows that have ended since, to audit now)."""
        now = self.clock()
        with self._lock:
            ended = self._take_ended(now)
            window = self._window(client, now)
            window.refused += 1
            if window.refused <= self.limit:
                return True, ended
            window.suppressed[str(status)] += 1
            return False, ended

    def due(self, *, everything: bool = False) -> list[AggregatedRefusals]:
        """The aggregates of the windows that have ended (of all of them with ``everything``: at shutdown)."""
        with self._lock:
            return self._take_ended(self.clock(), everything=everything)

    def _take_ended(self, now: float, *, everything: bool = False) -> list[AggregatedRefusals]:
        ended = []
        for client, window in list(self._windows.items()):
            if everything or now - window.started >= self.window_s:
                del self._windows[client]
                if window.suppressed:
                    length = min(self.window_s, now - window.started)
                    ended.append(AggregatedRefusals(client, sum(window.suppressed.values()), dict(window.suppressed),
                                                    window.wall_started, window.wall_started + length))
        return ended
