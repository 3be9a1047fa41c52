"""What the chaos scenarios do to a fleet, and what they read back from its store.

    ChaosFleet          ``tests.service_fixtures.Fleet`` on the real models' code path (a tiny AR
                        checkpoint beside the shipped classifier and diffusion model), with the API
                        as a ``dualpath serve`` process when a scenario needs one
    kill_parsers(roots) SIGKILL the PDF parser processes descending from ``roots``
    upload, judge       a real-time upload through the API, and what its answer was: read or retry
    StoreView           counts per document, job items, dead letters, read straight from the store
"""
from __future__ import annotations

import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import httpx
from sqlalchemy import func, select

from pipeline import store
from tests.pipeline.fixtures import kill_pids, process_table
from tests.service_fixtures import REPO, Fleet, free_port

__all__ = ["ADMIN_TOKEN", "ChaosFleet", "StoreView", "judge", "kill_parsers", "parser_pids", "upload"]

ADMIN_TOKEN = "chaos-admin-token"
_PARSER_MARK = b"pipeline.ingest import _serve"


class ChaosFleet(Fleet):
    """Workers (and optionally the API) as subprocesses that load models through ``dualpath.wiring``
    from ``checkpoints``: no fake decoder. The first batch job loads the AR model in every thread
    at once, as a cold worker with a backlog does."""

    def __init__(self, tmp: Path, broker_url: str, database_url: str, checkpoints: Path) -> None:
        super().__init__(tmp, broker_url, database_url, truth_dir=tmp)
        for name in ("DUALPATH_DECODER_FACTORY", "DUALPATH_FAKE_TRUTH_DIR", "DUALPATH_TEST_DECODE_LOG",
                     "DUALPATH_TEST_DECODE_DELAY_S"):
            self.env.pop(name, None)
        self.env |= {
            "DUALPATH_CHECKPOINT_DIR": str(checkpoints),
            "DUALPATH_VISIBILITY_TIMEOUT_S": "10",  # the least allowed: a killed worker's tasks return in ~10 s
            # the product's real-time limits (the fleet tests' are tighter): a busy machine is no fault here
            "DUALPATH_REALTIME_SOFT_TIME_LIMIT_S": "20", "DUALPATH_REALTIME_TIME_LIMIT_S": "30",
            "DUALPATH_REALTIME_WAIT_S": "30",
            "DUALPATH_BOOTSTRAP_ADMIN_TOKEN": ADMIN_TOKEN,
            "DUALPATH_TORCH_THREADS": "1",
        }
        self.api_url: str | None = None

    def start_worker(self, queue: str, **kwargs) -> subprocess.Popen[bytes]:  # type: ignore[override]
        """A worker, given minutes to start: importing the models on a machine shared with other work
        has taken over a minute."""
        return super().start_worker(queue, ready_timeout_s=240, **kwargs)

    def start_api(self) -> subprocess.Popen[bytes]:
        """``dualpath serve`` on a free port; returns once ``/healthz`` answers."""
        port = free_port()
        log = self.tmp / "api.log"
        proc = subprocess.Popen([sys.executable, "-m", "dualpath.cli", "serve", "--host", "127.0.0.1", "--port",
                                 str(port)], env=self.env, cwd=REPO, stdout=log.open("wb"), stderr=subprocess.STDOUT,
                                start_new_session=True)
        proc.log_path = log  # type: ignore[attr-defined]
        self.procs.append(proc)
        self.api_url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 240
        while True:
            try:
                if httpx.get(self.api_url + "/healthz", timeout=2).status_code == 200:
                    return proc
            except httpx.HTTPError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"the API did not start:\n{log.read_text()[-3000:]}")
            time.sleep(0.3)

    def token(self, subject: str, role: str) -> str:
        assert self.api_url, "start_api() first"
        r = httpx.post(self.api_url + "/v1/tokens", json={"subject": subject, "role": role},
                       headers={"Authorization": f"Bearer {ADMIN_TOKEN}"}, timeout=30)
        assert r.status_code == 201, r.text
        return r.json()["token"]

    def pids(self) -> list[int]:
        return [p.pid for p in self.procs if p.poll() is None]

    def logs(self) -> str:
        """The tail of every process's log, for an assertion's message."""
        return "\n".join(f"--- {p.log_path.name}\n{p.log_path.read_text(errors='replace')[-1500:]}"  # type: ignore[attr-defined]
                         for p in self.procs)


# --- processes ---------------------------------------------------------------------------

def parser_pids(roots: list[int]) -> list[int]:
    """The PDF parser processes (``pipeline.ingest`` workers) descending from any of ``roots``."""
    table, roots_set, found = process_table(), set(roots), []
    for pid, (ppid, cmdline) in table.items():
        if _PARSER_MARK not in cmdline:
            continue
        ancestor = ppid
        for _ in range(8):
            if ancestor in roots_set:
                found.append(pid)
                break
            ancestor = table.get(ancestor, (0, b""))[0]
            if ancestor <= 1:
                break
    return found


def kill_parsers(roots: list[int]) -> list[int]:
    return kill_pids(parser_pids(roots))


# --- real-time requests -------------------------------------------------------------------

def upload(http: httpx.Client, path: Path) -> httpx.Response:
    return http.post("/v1/extract", files={"file": (path.name, path.read_bytes(), "application/pdf")})


def judge(r: httpx.Response, path: Path) -> str:
    """'read' or 'retry'; anything else (a 500, a stored verdict on a fault) fails the test."""
    if r.status_code == 200:
        assert r.json()["status"] in ("accepted", "needs_review"), (path.name, r.json()["validation"])
        return "read"
    assert r.status_code in (503, 504), (path.name, r.status_code, r.text)  # never a 500 or a verdict
    assert r.status_code == 504 or r.headers.get("Retry-After"), r.headers
    assert "try again" in r.json()["detail"], r.json()
    return "retry"


# --- what the store holds ----------------------------------------------------------------

@dataclass
class StoreView:
    """Read-only questions a scenario asks of the store, on a connection of the test's own."""

    url: str

    def _session(self):
        return store.session_scope(store.init_store(self.url))

    def extractions_per_document(self, requested_by: str | None = None) -> Counter:
        stmt = select(store.Extraction.document_id, func.count()).group_by(store.Extraction.document_id)
        if requested_by is not None:
            stmt = stmt.where(store.Extraction.requested_by == requested_by)
        with self._session() as s:
            return Counter(dict(s.execute(stmt).all()))

    def statuses(self) -> Counter:
        with self._session() as s:
            return Counter(dict(s.execute(select(store.Extraction.status, func.count())
                                          .group_by(store.Extraction.status)).all()))

    def items(self, job_id: str) -> list[store.JobItem]:
        with self._session() as s:
            return store.job_items(s, job_id)

    def in_flight(self, job_id: str) -> list[int]:
        """Items a worker has begun (counted a delivery) and not finished."""
        return [i.id for i in self.items(job_id) if i.state == "pending" and i.attempts > 0]

    def started(self, job_id: str) -> int:
        return sum(1 for i in self.items(job_id) if i.attempts > 0)

    def summary(self, job_id: str) -> dict:
        with self._session() as s:
            return store.job_summary(s, job_id)

    def dead_letters(self) -> list[store.DeadLetter]:
        with self._session() as s:
            return store.list_dead_letters(s)

    def chain_ok(self) -> bool:
        with self._session() as s:
            return store.verify(s).ok

    def wait_until(self, job_id: str, predicate, *, timeout_s: float, what: str, fleet: ChaosFleet) -> None:
        deadline = time.monotonic() + timeout_s
        while not predicate():
            assert time.monotonic() < deadline, f"{what} did not happen in {timeout_s:.0f} s: " \
                                                f"{self.summary(job_id)}\n{fleet.logs()}"
            time.sleep(0.1)
