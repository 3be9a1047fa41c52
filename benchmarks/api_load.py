"""Sustained load on POST /v1/extract: p50/p99 latency and errors at 1, 2, 4, 8 concurrent clients.

    python benchmarks/api_load.py [--decoder fake|model] [--requests-per-client 10]

Starts its own fleet unless ``--url`` is given: the API (``uvicorn``, one process) and two
realtime workers (``dualpath worker --queues realtime``, one process each) on Redis
(``--broker``, a database of its own, flushed) and a fresh PostgreSQL schema (``--database``;
SQLite when PostgreSQL is unreachable). Every request sends a document never seen before:
results are idempotent by (sha256, pipeline version), so a repeated document would measure
a lookup, not an extraction. Documents come from ``corpus.synth`` (all three types).

``--decoder fake`` measures the service without a model (the test suite's FakeDecoder, which
answers from the truth files): what the API, the broker, the store and the pipeline's own
stages cost. ``--decoder model`` uses whatever ``get_decoder("realtime")`` loads.
Writes ``benchmarks/results/api_load.json``.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import queue
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

import httpx

REPO = Path(__file__).resolve().parent.parent
ADMIN = "bench-admin-" + uuid.uuid4().hex


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    if not values:
        return float("nan")
    k = (len(values) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def make_documents(out: Path, n: int, seed: int) -> list[Path]:
    from pipeline.doctypes import DOCUMENT_TYPES
    from corpus.synth import write_corpus

    per_type = -(-n // len(DOCUMENT_TYPES))
    paths: list[Path] = []
    for i, document_type in enumerate(DOCUMENT_TYPES):
        paths += write_corpus(out, document_type, per_type, seed=seed + i, split="test")
    pdfs = [p if p.suffix == ".pdf" else p.with_suffix(".pdf") for p in paths]
    pdfs = sorted({p for p in pdfs if p.suffix == ".pdf" and p.exists()})
    # interleave the types so every concurrency level sees all three
    return sorted(pdfs, key=lambda p: (hash(p.name) % 997, p.name))[:n]


def _pg_schema_url(base: str) -> tuple[str, callable]:
    from sqlalchemy import create_engine, text

    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    schema = f"dp_bench_{uuid.uuid4().hex[:10]}"
    with admin.connect() as c:
        c.execute(text(f'CREATE SCHEMA "{schema}"'))

    def drop() -> None:
        with admin.connect() as c:
            c.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()

    return f"{base}?options=-csearch_path%3D{schema}", drop


class Fleet:
    def __init__(self, args: argparse.Namespace, tmp: Path, corpus: Path) -> None:
        self.procs: list[subprocess.Popen] = []
        self.cleanup = lambda: None
        try:
            database, self.cleanup = _pg_schema_url(args.database)
            self.store = "postgresql"
        except Exception as exc:  # noqa: BLE001
            print(f"PostgreSQL unavailable ({exc}); using SQLite", file=sys.stderr)
            database, self.store = f"sqlite:///{tmp / 'bench.sqlite3'}", "sqlite"
        import redis

        redis.Redis.from_url(args.broker).flushdb()
        self.env = {**os.environ, "PYTHONPATH": str(REPO), "DUALPATH_BROKER_URL": args.broker,
                    "DUALPATH_DATABASE_URL": database, "DUALPATH_DATA_DIR": str(tmp / "data"),
                    "DUALPATH_BOOTSTRAP_ADMIN_TOKEN": ADMIN}
        if args.decoder == "fake":
            self.env |= {"DUALPATH_DECODER_FACTORY": "tests.fakes:FakeDecoder", "DUALPATH_FAKE_TRUTH_DIR": str(corpus)}
        self.tmp = tmp
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        try:
            self._start_all(args)
        except BaseException:
            self.stop()  # never leave workers behind: they would take the next run's tasks
            raise

    def _start_all(self, args: argparse.Namespace) -> None:
        for i in range(args.workers):
            self._start(f"worker{i}", [sys.executable, "-m", "dualpath.cli", "worker", "--queues", "realtime",
                                       "--concurrency", "1", "--loglevel", "INFO"], ready=b" ready.")
        self._start("api", [sys.executable, "-m", "uvicorn", "api.main:app", "--host", "127.0.0.1",
                            "--port", str(self.port), "--log-level", "warning"])
        deadline = time.monotonic() + 120
        while True:
            try:
                if httpx.get(self.url + "/readyz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the API did not become ready; see " + str(self.tmp))
            time.sleep(0.3)

    def _start(self, name: str, argv: list[str], ready: bytes | None = None) -> None:
        log = self.tmp / f"{name}.log"
        proc = subprocess.Popen(argv, env=self.env, cwd=REPO, stdout=log.open("wb"), stderr=subprocess.STDOUT,
                                start_new_session=True)
        self.procs.append(proc)
        if ready is None:
            return
        deadline = time.monotonic() + 120
        while ready not in log.read_bytes():
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"{name} did not start:\n{log.read_text()[-2000:]}")
            time.sleep(0.2)

    def stop(self) -> None:
        for proc in self.procs:
            try:
                os.killpg(proc.pid, signal.SIGTERM)
                proc.wait(20)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                os.killpg(proc.pid, signal.SIGKILL)
        self.cleanup()


def run_level(url: str, token: str, docs: "queue.Queue[Path]", clients: int, per_client: int) -> dict:
    latencies: list[float] = []
    errors: dict[str, int] = {}
    statuses: dict[str, int] = {}
    lock = threading.Lock()

    def client() -> None:
        with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=60) as http:
            for _ in range(per_client):
                doc = docs.get_nowait()
                started = time.perf_counter()
                try:
                    r = http.post("/v1/extract", files={"file": (doc.name, doc.read_bytes(), "application/pdf")})
                    outcome = str(r.status_code) if r.status_code != 200 else None
                    status = r.json().get("status") if r.status_code == 200 else None
                except httpx.HTTPError as exc:
                    outcome, status = type(exc).__name__, None
                elapsed = time.perf_counter() - started
                with lock:
                    if outcome is None:
                        latencies.append(elapsed)
                        statuses[status] = statuses.get(status, 0) + 1
                    else:
                        errors[outcome] = errors.get(outcome, 0) + 1

    threads = [threading.Thread(target=client) for _ in range(clients)]
    started = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - started
    n = clients * per_client
    return {
        "clients": clients, "requests": n, "ok": len(latencies), "errors": sum(errors.values()),
        "error_kinds": errors, "statuses": statuses, "wall_s": round(wall, 3),
        "throughput_rps": round(len(latencies) / wall, 2),
        "p50_ms": round(_percentile(latencies, 0.50) * 1000, 1),
        "p99_ms": round(_percentile(latencies, 0.99) * 1000, 1),
        "mean_ms": round(statistics.fmean(latencies) * 1000, 1) if latencies else None,
        "max_ms": round(max(latencies) * 1000, 1) if latencies else None,
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--levels", default="1,2,4,8", help="concurrent clients per level")
    p.add_argument("--requests-per-client", type=int, default=10)
    p.add_argument("--warmup", type=int, default=4, help="requests before measuring (not counted)")
    p.add_argument("--workers", type=int, default=2, help="realtime worker processes")
    p.add_argument("--decoder", choices=("fake", "model"), default="fake")
    p.add_argument("--broker", default="redis://127.0.0.1:6379/12")
    p.add_argument("--database", default="postgresql+psycopg://postgres@127.0.0.1:5432/test")
    p.add_argument("--url", help="an API already running (then --token is required; no fleet is started)")
    p.add_argument("--token", help="a relationship_manager token for --url")
    p.add_argument("--seed", type=int, default=8100)
    p.add_argument("--keep", action="store_true", help="keep the work folder (corpus, logs) and print it")
    p.add_argument("--out", default=str(REPO / "benchmarks" / "results" / "api_load.json"))
    args = p.parse_args(argv)
    levels = [int(x) for x in args.levels.split(",")]
    n_docs = args.warmup + sum(c * args.requests_per_client for c in levels)

    tmp = Path(tempfile.mkdtemp(prefix="dualpath-bench-"))
    if args.keep:
        print(f"work folder: {tmp}", file=sys.stderr)
    try:
        started = time.perf_counter()
        docs = make_documents(tmp / "corpus", n_docs, args.seed)
        print(f"{len(docs)} documents generated in {time.perf_counter() - started:.1f} s", file=sys.stderr)
        assert len(docs) >= n_docs, f"needed {n_docs} documents, got {len(docs)}"
        fleet = None
        try:
            if args.url:
                url, token = args.url, args.token
                assert token, "--url needs --token"
            else:
                fleet = Fleet(args, tmp, tmp / "corpus")
                url = fleet.url
                token = httpx.post(url + "/v1/tokens", json={"subject": "bench", "role": "relationship_manager"},
                                   headers={"Authorization": f"Bearer {ADMIN}"}).json()["token"]
            pending: queue.Queue[Path] = queue.Queue()
            for doc in docs:
                pending.put(doc)
            warm = run_level(url, token, pending, 1, args.warmup) if args.warmup else None
            results = []
            for clients in levels:
                result = run_level(url, token, pending, clients, args.requests_per_client)
                results.append(result)
                print(f"{clients} client(s): p50 {result['p50_ms']} ms, p99 {result['p99_ms']} ms, "
                      f"{result['throughput_rps']} req/s, {result['errors']} error(s) {result['error_kinds'] or ''}",
                      file=sys.stderr)
        finally:
            if fleet is not None:
                fleet.stop()
    finally:
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)
    report = {
        "benchmark": "api_load", "endpoint": "POST /v1/extract", "decoder": args.decoder,
        "realtime_workers": args.workers, "store": fleet.store if fleet else "external",
        "broker": "redis", "requests_per_client": args.requests_per_client, "warmup": warm,
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform(), "python": platform.python_version()},
        "levels": results,
    }
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(report, indent=2) + "\n")
    print(f"-> {args.out}", file=sys.stderr)
    return 0 if all(r["errors"] == 0 for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
