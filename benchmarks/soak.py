"""The fleet under mixed traffic for N minutes: no 5xx, latency per kind of request, memory and open
files of every process sampled, and whether they stay flat.

    python benchmarks/soak.py [--minutes 5] [--clients 8] [--models shipped|tiny] [--out FILE]

Starts its own fleet and takes it down afterwards: a redis-server of its own (append-only) on a free
port, a fresh PostgreSQL database (``--database``: the server's URL; dropped afterwards),
``dualpath serve`` (uvicorn, one process), ``dualpath worker --queues realtime --concurrency 2`` and
``dualpath worker --queues batch --concurrency 4``. ``--models shipped`` loads the shipped
checkpoints; ``--models tiny`` a tiny random AR checkpoint beside the shipped classifier and
diffusion model (``tests/tiny_checkpoints.py``: the same code paths, garbage values, cheap).

Each of ``--clients`` threads sends, one request at a time, a mix of:

    realtime_upload  a relationship manager's POST /v1/extract of a document never sent before -> 200, read
    batch_job        an operator's POST /v1/jobs of 3 new documents -> 202 (one job per client at a time)
    job_status       GET /v1/jobs/{id} of the client's job -> 200 (instead of a new job while one runs)
    read_record      a manager's GET /v1/extractions/{id} of their own, or an auditor's list -> 200
    refused_token    GET /v1/extractions with a token that does not exist -> 401 (429 once over the limit)
    refused_role     a manager's GET /v1/dead-letters -> 403 (429 once over the limit)
    malformed_pdf    POST /v1/extract of a damaged PDF -> 200, its envelope ``rejected``

Refused requests come from an address of their own per client (127.0.0.N), so that the API's
refusal limit answers them 429 without refusing the same client's good requests. Documents are
``corpus.synth``'s (all three types), each made new by a comment after its end-of-file marker.
Every ``--sample-s`` seconds the resident memory and open file handles of the API and of each
worker (the process and its children: prefork children, PDF parsers) are read from /proc; each
series reports first, last, max and its least-squares slope per minute after the first fifth of
the run (warm-up: models load on first use), and is ``flat`` when that slope over the measured
window adds less than 10 % of its value (or 25 MB, 10 handles). The run fails (exit 1) on any 5xx,
any answer other than the expected ones, a job that does not finish whole, or a broken audit chain.
Writes benchmarks/results/soak.json; the last line printed is the summary JSON.
"""
from __future__ import annotations

import argparse
import os
import platform
import random
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
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402

from benchmarks.reporting import write_report  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"
KINDS = ("realtime_upload", "batch_job", "job_status", "read_record", "refused_token", "refused_role",
         "malformed_pdf")
WEIGHTS = (4, 1, 1, 4, 1, 1, 1)
EXPECTED = {"realtime_upload": {200}, "batch_job": {202}, "job_status": {200}, "read_record": {200},
            "refused_token": {401, 429}, "refused_role": {403, 429}, "malformed_pdf": {200}}
ADMIN = "soak-admin-" + uuid.uuid4().hex


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def percentile(values: list[float], q: float) -> float | None:
    """Linear interpolation between closest ranks (numpy's default); None when there are none."""
    if not values:
        return None
    values = sorted(values)
    k = (len(values) - 1) * q / 100
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def slope(points: list[tuple[float, float]]) -> float:
    """Least-squares slope of (x, y) points; 0 for fewer than two distinct x."""
    if len(points) < 2:
        return 0.0
    mx = statistics.fmean(x for x, _ in points)
    my = statistics.fmean(y for _, y in points)
    den = sum((x - mx) ** 2 for x, _ in points)
    return sum((x - mx) * (y - my) for x, y in points) / den if den else 0.0


# --- processes and what they hold --------------------------------------------------------

def _children() -> dict[int, list[int]]:
    tree: dict[int, list[int]] = defaultdict(list)
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", "rb") as f:
                    tree[int(f.read().rsplit(b")", 1)[1].split()[1])].append(int(entry))
            except (OSError, IndexError, ValueError):
                continue
    return tree


def tree_usage(root: int) -> tuple[float, int, int]:
    """(resident MB, open file handles, processes) of ``root`` and every process below it."""
    tree, todo, rss, fds, n = _children(), [root], 0, 0, 0
    page = os.sysconf("SC_PAGE_SIZE")
    while todo:
        pid = todo.pop()
        try:
            with open(f"/proc/{pid}/statm") as f:
                rss += int(f.read().split()[1]) * page
            fds += len(os.listdir(f"/proc/{pid}/fd"))
            n += 1
        except (OSError, ValueError, IndexError):
            continue
        todo += tree.get(pid, [])
    return rss / 2**20, fds, n


def trend(series: list[tuple[float, float]], *, floor: float, warmup_s: float) -> dict:
    """first / last / max of a (seconds, value) series, its slope per minute after warm-up, and whether
    it is flat: the slope over the measured window adds under 10 % of the value (or ``floor``)."""
    values = [v for _, v in series]
    measured = [(t / 60, v) for t, v in series if t >= warmup_s] or [(t / 60, v) for t, v in series]
    per_min = slope(measured)
    window_min = measured[-1][0] - measured[0][0]
    growth = per_min * window_min
    return {"first": round(values[0], 1), "last": round(values[-1], 1), "max": round(max(values), 1),
            "slope_per_min": round(per_min, 2), "growth_over_window": round(growth, 1),
            "flat": growth < max(0.1 * statistics.fmean(v for _, v in measured), floor)}


class Fleet:
    """redis-server, a PostgreSQL database, the API and two workers, all of this run's own."""

    def __init__(self, work: Path, *, database: str, models: str) -> None:
        from sqlalchemy import create_engine, text
        from sqlalchemy.engine import make_url

        self.work, self.procs = work, {}
        self._admin = create_engine(database, isolation_level="AUTOCOMMIT")
        self.db_name = f"dp_soak_{uuid.uuid4().hex[:10]}"
        with self._admin.connect() as c:
            c.execute(text(f'CREATE DATABASE "{self.db_name}"'))
        self.database_url = make_url(database).set(database=self.db_name).render_as_string(hide_password=False)
        redis_port, api_port = free_port(), free_port()
        self.broker = f"redis://127.0.0.1:{redis_port}/0"
        self.url = f"http://127.0.0.1:{api_port}"
        self.env = {**os.environ, "PYTHONPATH": str(ROOT), "DUALPATH_BROKER_URL": self.broker,
                    "DUALPATH_DATABASE_URL": self.database_url, "DUALPATH_DATA_DIR": str(work / "data"),
                    "DUALPATH_BOOTSTRAP_ADMIN_TOKEN": ADMIN}
        self.env.pop("DUALPATH_DECODER_FACTORY", None)
        if models == "tiny":
            self.env["DUALPATH_CHECKPOINT_DIR"] = str(tiny_checkpoints(work / "checkpoints"))
        try:
            (work / "redis").mkdir()
            self._start("redis", [shutil.which("redis-server") or "redis-server", "--port", str(redis_port),
                                  "--bind", "127.0.0.1", "--dir", str(work / "redis"), "--appendonly", "yes",
                                  "--save", ""], ready=b"Ready to accept connections")
            worker = [sys.executable, "-m", "dualpath.cli", "worker", "--loglevel", "INFO", "--queues"]
            self._start("realtime_worker", worker + ["realtime", "--concurrency", "2"])
            self._start("batch_worker", worker + ["batch", "--concurrency", "4"])
            self._start("api", [sys.executable, "-m", "dualpath.cli", "serve", "--host", "127.0.0.1", "--port",
                                str(api_port)])
            for name in ("realtime_worker", "batch_worker"):
                self._wait_for(name, b" ready.")
            self._wait_ready()
        except BaseException:
            self.stop()
            raise

    def _start(self, name: str, argv: list[str], ready: bytes | None = None) -> None:
        log = self.work / f"{name}.log"
        self.procs[name] = subprocess.Popen(argv, env=self.env, cwd=ROOT, stdout=log.open("wb"),
                                            stderr=subprocess.STDOUT, start_new_session=True)
        if ready is not None:
            self._wait_for(name, ready)

    def _wait_for(self, name: str, ready: bytes) -> None:
        log, proc = self.work / f"{name}.log", self.procs[name]
        deadline = time.monotonic() + 180
        while ready not in log.read_bytes():
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"{name} did not start:\n{log.read_text(errors='replace')[-2000:]}")
            time.sleep(0.2)

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + 180
        while True:
            try:
                if httpx.get(self.url + "/readyz", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"the API did not become ready; logs in {self.work}")
            time.sleep(0.5)

    def token(self, subject: str, role: str) -> str:
        r = httpx.post(self.url + "/v1/tokens", json={"subject": subject, "role": role},
                       headers={"Authorization": f"Bearer {ADMIN}"}, timeout=30)
        r.raise_for_status()
        return r.json()["token"]

    def pids(self) -> dict[str, int]:
        return {name: p.pid for name, p in self.procs.items() if name != "redis"}

    def chain_ok(self) -> bool:
        from pipeline import store

        with store.session_scope(store.init_store(self.database_url)) as s:
            ok = store.verify(s).ok
        store.dispose_engines()
        return ok

    def stop(self) -> None:
        from sqlalchemy import text

        for proc in reversed(list(self.procs.values())):  # the API and workers first, Redis last
            try:
                os.killpg(proc.pid, signal.SIGTERM)
                proc.wait(30)
            except ProcessLookupError:
                pass
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
        with self._admin.connect() as c:
            c.execute(text(f'DROP DATABASE IF EXISTS "{self.db_name}" WITH (FORCE)'))
        self._admin.dispose()


def tiny_checkpoints(root: Path) -> Path:
    from models.checkpoint_files import checkpoint_dir
    from tests.tiny_checkpoints import write_tiny_ar_checkpoint

    root.mkdir(parents=True)
    for kind in ("classifier", "diffusion"):
        (root / kind).symlink_to(checkpoint_dir(kind).resolve(), target_is_directory=True)
    write_tiny_ar_checkpoint(root / "ar", max_positions=4096, max_doc_tokens=1024, slot_limit=2)
    return root


# --- traffic ------------------------------------------------------------------------------

class Documents:
    """PDFs never sent before: the corpus's, each with a comment of its own after %%EOF."""

    def __init__(self, folder: Path, per_type: int, seed: int) -> None:
        from corpus.synth import write_corpus
        from pipeline.doctypes import DOCUMENT_TYPES

        for i, document_type in enumerate(DOCUMENT_TYPES):
            write_corpus(folder, document_type, per_type, seed=seed + i, split="test")
        self.pool = [(p.name, p.read_bytes()) for p in sorted(folder.glob("*.pdf"))]
        self._n = 0
        self._lock = threading.Lock()

    def fresh(self) -> tuple[str, bytes]:
        with self._lock:
            self._n += 1
            n = self._n
        name, data = self.pool[n % len(self.pool)]
        return f"{n:06d}-{name}", data + f"\n% soak {n}\n".encode()

    def damaged(self, rng: random.Random) -> tuple[str, bytes]:
        name, data = self.fresh()
        if rng.random() < 0.5:  # cut short: no end-of-file marker
            return name, data[: rng.randrange(200, len(data) // 2)]
        return name, b"%PDF-1.7\n" + rng.randbytes(2000) + b"\n%%EOF\n"  # a header over noise


class Traffic:
    """What every client sent and got back."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.latency: dict[str, list[float]] = defaultdict(list)
        self.statuses: dict[str, Counter] = defaultdict(Counter)
        self.unexpected: list[str] = []
        self.jobs: list[str] = []
        self.records: dict[int, list[int]] = defaultdict(list)  # client -> its extraction ids

    def note(self, kind: str, started: float, r: httpx.Response | None, error: str | None = None) -> None:
        elapsed = time.perf_counter() - started
        code = str(r.status_code) if r is not None else error or "no answer"
        ok = r is not None and r.status_code in EXPECTED[kind]
        if ok and kind in ("realtime_upload", "malformed_pdf") and r.status_code == 200:
            status = r.json().get("status")
            ok = (status == "rejected") == (kind == "malformed_pdf")
            code += f" {status}"
        with self.lock:
            self.latency[kind].append(elapsed * 1000)
            self.statuses[kind][code] += 1
            if not ok:
                self.unexpected.append(f"{kind}: {code} {r.text[:300] if r is not None else ''}")


def client(i: int, fleet: Fleet, tokens: dict[str, str], docs: Documents, traffic: Traffic, until: float,
           seed: int) -> None:
    rng = random.Random(seed * 1000 + i)
    auth = {role: {"Authorization": f"Bearer {token}"} for role, token in tokens.items()}
    good = httpx.Client(base_url=fleet.url, timeout=120)
    # refusals from an address of this client's own, as a stranger's would be
    hostile = httpx.Client(base_url=fleet.url, timeout=120,
                           transport=httpx.HTTPTransport(local_address=f"127.0.0.{2 + i}"))
    job: str | None = None
    n = 0
    with good, hostile:
        while time.monotonic() < until:
            kind = KINDS[(i + n) % len(KINDS)] if n < len(KINDS) else rng.choices(KINDS, WEIGHTS)[0]
            n += 1
            if kind == "batch_job" and job is not None:
                kind = "job_status"
            if kind == "job_status" and job is None:
                kind = "read_record"
            started = time.perf_counter()
            try:
                if kind == "realtime_upload":
                    r = good.post("/v1/extract", files={"file": docs.fresh()}, headers=auth["rm"])
                    if r.status_code == 200:
                        with traffic.lock:
                            traffic.records[i].append(int(r.headers["X-Extraction-Id"]))
                elif kind == "malformed_pdf":
                    r = good.post("/v1/extract", files={"file": docs.damaged(rng)}, headers=auth["rm"])
                elif kind == "batch_job":
                    r = good.post("/v1/jobs", files=[("files", docs.fresh()) for _ in range(3)],
                                  headers=auth["operator"])
                    if r.status_code == 202:
                        job = r.json()["id"]
                        with traffic.lock:
                            traffic.jobs.append(job)
                elif kind == "job_status":
                    r = good.get(f"/v1/jobs/{job}", headers=auth["operator"])
                    if r.status_code == 200 and r.json()["state"] == "finished":
                        job = None
                elif kind == "read_record":
                    with traffic.lock:
                        own = list(traffic.records[i])
                    if own and rng.random() < 0.5:
                        r = good.get(f"/v1/extractions/{rng.choice(own)}", headers=auth["rm"])
                    else:
                        r = good.get("/v1/extractions", params={"limit": 20}, headers=auth["auditor"])
                elif kind == "refused_token":
                    r = hostile.get("/v1/extractions", headers={"Authorization": f"Bearer forged-{uuid.uuid4().hex}"})
                else:  # refused_role
                    r = hostile.get("/v1/dead-letters", headers=auth["rm"])
            except httpx.HTTPError as exc:
                traffic.note(kind, started, None, error=type(exc).__name__)
                continue
            traffic.note(kind, started, r)


def sampler(fleet: Fleet, samples: list[dict], stop: threading.Event, every_s: float, t0: float) -> None:
    while True:
        row = {"t_s": round(time.monotonic() - t0, 1), "load_average_1min": round(os.getloadavg()[0], 2)}
        for name, pid in fleet.pids().items():
            rss, fds, n = tree_usage(pid)
            row[name] = {"rss_mb": round(rss, 1), "fds": fds, "processes": n}
        samples.append(row)
        if stop.wait(every_s):
            return


def wait_for_jobs(fleet: Fleet, jobs: list[str], token: str, timeout_s: float) -> dict:
    """Each job's end: documents done, dead, and jobs still running when ``timeout_s`` ran out."""
    deadline = time.monotonic() + timeout_s
    out = {"submitted": len(jobs), "finished": 0, "documents": 0, "done": 0, "dead": 0, "unfinished": []}
    with httpx.Client(base_url=fleet.url, headers={"Authorization": f"Bearer {token}"}, timeout=60) as http:
        for job in jobs:
            while True:
                summary = http.get(f"/v1/jobs/{job}").json()
                if summary["state"] == "finished" or time.monotonic() > deadline:
                    break
                time.sleep(0.5)
            if summary["state"] == "finished":
                out["finished"] += 1
            else:
                out["unfinished"].append(job)
            out["documents"] += summary["total"]
            out["done"] += summary["done"]
            out["dead"] += summary["dead"]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=5.0, help="how long the traffic runs (default 5)")
    parser.add_argument("--clients", type=int, default=8, help="client threads (default 8)")
    parser.add_argument("--models", choices=("shipped", "tiny"), default="shipped")
    parser.add_argument("--sample-s", type=float, default=5.0, help="seconds between resource samples")
    parser.add_argument("--database", default=os.environ.get(
        "DUALPATH_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"),
        help="a PostgreSQL server (URL of any database on it) where a database of the run's own is made")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--keep", action="store_true", help="keep the work folder (logs) and print where")
    parser.add_argument("--out", type=Path, default=RESULTS / "soak.json")
    args = parser.parse_args(argv)
    assert args.clients <= 250, "each client needs an address 127.0.0.N of its own"

    work = Path(tempfile.mkdtemp(prefix="dualpath-soak-"))
    load_before = os.getloadavg()
    try:
        docs = Documents(work / "corpus", per_type=10, seed=9100 + args.seed)
        fleet = Fleet(work, database=args.database, models=args.models)
        try:
            tokens = {"operator": fleet.token("soak-operator", "operator"),
                      "auditor": fleet.token("soak-auditor", "auditor")}
            traffic, samples, stop = Traffic(), [], threading.Event()
            t0 = time.monotonic()
            watcher = threading.Thread(target=sampler, args=(fleet, samples, stop, args.sample_s, t0), daemon=True)
            watcher.start()
            until = t0 + args.minutes * 60
            threads = [threading.Thread(target=client, args=(
                i, fleet, {**tokens, "rm": fleet.token(f"soak-rm-{i}", "relationship_manager")}, docs, traffic,
                until, args.seed)) for i in range(args.clients)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            traffic_s = time.monotonic() - t0
            jobs = wait_for_jobs(fleet, traffic.jobs, tokens["operator"], timeout_s=300)
            stop.set()
            watcher.join()
            chain_ok = fleet.chain_ok()
        finally:
            fleet.stop()
    finally:
        if args.keep:
            print(f"work folder: {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)

    requests = {}
    for kind in KINDS:
        ms = traffic.latency[kind]
        requests[kind] = {"count": len(ms), "statuses": dict(traffic.statuses[kind]),
                          "p50_ms": _r(percentile(ms, 50)), "p99_ms": _r(percentile(ms, 99)),
                          "max_ms": _r(max(ms) if ms else None)}
    server_errors = sum(n for kind in KINDS for code, n in traffic.statuses[kind].items() if code.startswith("5"))
    warmup_s = traffic_s / 5
    resources = {}
    for name in fleet.pids():
        rows = [(s["t_s"], s[name]) for s in samples if name in s]
        resources[name] = {"rss_mb": trend([(t, v["rss_mb"]) for t, v in rows], floor=25, warmup_s=warmup_s),
                           "open_files": trend([(t, v["fds"]) for t, v in rows], floor=10, warmup_s=warmup_s),
                           "processes": {"first": rows[0][1]["processes"], "last": rows[-1][1]["processes"]}}
    flat = all(r["rss_mb"]["flat"] and r["open_files"]["flat"] for r in resources.values())
    whole = not jobs["unfinished"] and jobs["dead"] == 0 and jobs["done"] == jobs["documents"]
    summary = {
        "minutes": args.minutes, "clients": args.clients, "models": args.models,
        "requests": sum(r["count"] for r in requests.values()), "server_errors_5xx": server_errors,
        "unexpected_answers": len(traffic.unexpected),
        "p99_ms": {kind: r["p99_ms"] for kind, r in requests.items()},
        "jobs_whole": whole, "audit_chain_ok": chain_ok, "resources_flat": flat,
        "rss_mb_last": {name: r["rss_mb"]["last"] for name, r in resources.items()},
        "open_files_last": {name: r["open_files"]["last"] for name, r in resources.items()},
    }
    write_report("soak", argv, args.out, summary,
                 machine={"cpus": os.cpu_count(), "platform": platform.platform(),
                          "python": platform.python_version(), "load_average_before": [round(x, 2) for x in load_before],
                          "load_average_1min_during": round(statistics.fmean(
                              s["load_average_1min"] for s in samples), 2) if samples else None},
                 fleet={"api": "dualpath serve (uvicorn, 1 process)",
                        "realtime_worker": "dualpath worker --queues realtime --concurrency 2",
                        "batch_worker": "dualpath worker --queues batch --concurrency 4",
                        "broker": "redis-server of its own, append-only", "store": "PostgreSQL, a database of its own"},
                 traffic_s=round(traffic_s, 1), requests=requests, jobs=jobs, resources=resources,
                 unexpected=traffic.unexpected[:50], samples=samples)
    ok = server_errors == 0 and not traffic.unexpected and whole and chain_ok
    return 0 if ok else 1


def _r(x: float | None) -> float | None:
    return None if x is None else round(x, 1)


if __name__ == "__main__":
    sys.exit(main())
