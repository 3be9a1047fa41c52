"""An append-only file of dead letters that neither the database nor the broker would take.

A task's final failure is written to the store (``workers.service.dead_letter``); when the database
does not answer, a job's task is sent again through the broker. With both down there is nowhere
left but this node's disk: one JSON line per letter, fsync'd before the task is let go, under
``<data_dir>/spool/``. ``drain`` hands the lines to a recorder once the database answers again and
keeps those it could not record. Every line carries a ``key`` (the task id) so that a recorder can
skip a letter it already holds: a line replayed twice (a crash between the database's commit and
the spool's rewrite) is still one letter.

Processes of one node (a realtime worker's children, the batch worker's threads) share the file;
an exclusive ``flock`` on a lock file beside it orders appends and drains.
"""
from __future__ import annotations

import fcntl
import json
import logging
import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

__all__ = ["DeadLetterSpool", "replay_every"]

log = logging.getLogger(__name__)


class DeadLetterSpool:
    """``<data_dir>/spool/dead-letters.jsonl``, written and drained under one lock."""

    def __init__(self, data_dir: Path) -> None:
        self.path = Path(data_dir) / "spool" / "dead-letters.jsonl"
        self._lock_path = self.path.with_name(self.path.name + ".lock")

    @contextmanager
    def _locked(self) -> Iterator[None]:
        self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd = os.open(self._lock_path, os.O_CREAT | os.O_RDWR, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            os.close(fd)  # closing releases the lock

    def append(self, letter: dict[str, Any]) -> None:
        """Add one letter (it must carry a ``key``); on disk, fsync'd, when this returns."""
        assert letter.get("key"), "a spooled letter needs a key (its task id) to be replayed once"
        line = (json.dumps(letter, sort_keys=True, default=str) + "\n").encode()
        with self._locked():
            fd = os.open(self.path, os.O_CREAT | os.O_WRONLY | os.O_APPEND, 0o600)
            try:
                _write_all(fd, line)
                os.fsync(fd)
            finally:
                os.close(fd)

    def pending(self) -> list[dict[str, Any]]:
        """The letters not drained yet (a torn last line, from a crash mid-write, is skipped)."""
        with self._locked():
            return self._read()

    def _read(self) -> list[dict[str, Any]]:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return []
        letters = []
        for line in raw.splitlines():
            try:
                letters.append(json.loads(line))
            except ValueError:
                continue  # half a line: its writer died before the fsync, so its task was never let go
        return letters

    def drain(self, record: Callable[[dict[str, Any]], None]) -> int:
        """Call ``record`` on each letter in order; stop at the first that raises (the database went
        away again) and keep it and the rest. Returns how many were handed over."""
        with self._locked():
            letters = self._read()
            done = 0
            try:
                for letter in letters:
                    record(letter)
                    done += 1
            finally:
                if done:
                    self._rewrite(letters[done:])
            return done

    def _rewrite(self, letters: list[dict[str, Any]]) -> None:
        """Replace the file with ``letters``: a new file fsync'd, then renamed over the old one."""
        tmp = self.path.with_name(self.path.name + ".tmp")
        fd = os.open(tmp, os.O_CREAT | os.O_WRONLY | os.O_TRUNC, 0o600)
        try:
            _write_all(fd, b"".join((json.dumps(x, sort_keys=True, default=str) + "\n").encode() for x in letters))
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, self.path)
        dir_fd = os.open(self.path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)  # the rename itself survives a crash
        finally:
            os.close(dir_fd)


def replay_every(replay: Callable[[], int], interval_s: float) -> threading.Thread:
    """Call ``replay`` now and every ``interval_s`` seconds on a daemon thread, for as long as the
    process lives; a database still out of reach is logged and tried again next time."""
    def loop() -> None:
        while True:
            try:
                replay()
            except Exception as exc:  # noqa: BLE001 - an outage to wait out: the letters stay on disk
                log.warning("spooled dead letters not replayed yet (%s: %s); trying again in %.0f s",
                            type(exc).__name__, exc, interval_s)
            time.sleep(interval_s)

    thread = threading.Thread(target=loop, name="dead-letter-replay", daemon=True)
    thread.start()
    return thread


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]
