"""Fixtures of the service tests (store, API, workers, pages): databases, Redis, tokens.

``tests/conftest.py`` imports them with ``from tests.service_fixtures import *``.
A fixture that needs a service skips with the reason only when the service cannot be
reached or started; CI provides Redis, PostgreSQL and chromium (see ``.ci/services.sh``).
"""
from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

__all__ = ["api", "fleet", "fleet_db_url", "lc_docs", "pg_url", "private_fleet", "private_redis", "redis_url",
           "sqlite_url", "store_url"]

POSTGRES_URL = os.environ.get("DUALPATH_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")
REDIS_URL = os.environ.get("DUALPATH_TEST_REDIS_URL", "redis://127.0.0.1:6379")


@pytest.fixture
def sqlite_url(tmp_path: Path) -> Iterator[str]:
    from pipeline.store import dispose_engines

    yield f"sqlite:///{tmp_path / 'store.sqlite3'}"
    dispose_engines()


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A fresh schema in the PostgreSQL ``test`` database, dropped afterwards."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.exc import OperationalError

    from pipeline.store import dispose_engines

    admin = create_engine(POSTGRES_URL, isolation_level="AUTOCOMMIT")
    schema = f"dp_test_{uuid.uuid4().hex[:12]}"
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    except OperationalError as exc:
        admin.dispose()
        pytest.skip(f"PostgreSQL is not reachable at {POSTGRES_URL}: {exc.orig}")
    try:
        yield f"{POSTGRES_URL}?options=-csearch_path%3D{schema}"
    finally:
        dispose_engines()
        with admin.connect() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def store_url(request: pytest.FixtureRequest) -> str:
    """The store tests run once on SQLite and once on PostgreSQL."""
    return request.getfixturevalue("sqlite_url" if request.param == "sqlite" else "pg_url")


def _port_open(host: str, port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(0.5)
        return sock.connect_ex((host, port)) == 0


@pytest.fixture(scope="session")
def redis_url() -> str:
    """The shared Redis; each test uses its own database number via ``redis_db_url``."""
    import redis

    try:
        redis.Redis.from_url(REDIS_URL, socket_connect_timeout=1).ping()
    except redis.RedisError as exc:
        pytest.skip(f"Redis is not reachable at {REDIS_URL}: {exc}")
    return REDIS_URL


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class PrivateRedis:
    """A redis-server of the test's own (for restarts), persisting with AOF so a restart keeps data."""

    def __init__(self, workdir: Path, port: int) -> None:
        self.workdir, self.port = workdir, port
        self.url = f"redis://127.0.0.1:{port}/0"
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        binary = shutil.which("redis-server")
        assert binary, "redis-server is not installed"
        self.proc = subprocess.Popen(
            [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--dir", str(self.workdir),
             "--appendonly", "yes", "--appendfsync", "always", "--save", "", "--protected-mode", "no"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while not _port_open("127.0.0.1", self.port):
            assert time.monotonic() < deadline, "redis-server did not start"
            time.sleep(0.05)

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(10)
            self.proc = None

    def restart(self, down_s: float = 1.0) -> None:
        self.stop()
        time.sleep(down_s)
        self.start()


@pytest.fixture
def private_redis(tmp_path: Path) -> Iterator[PrivateRedis]:
    if shutil.which("redis-server") is None:
        pytest.skip("redis-server is not installed (apt-get install redis-server)")
    server = PrivateRedis(tmp_path, free_port())
    server.start()
    try:
        yield server
    finally:
        server.stop()


# --- the API, embedded (SQLite, in-process, no broker) ---------------------------------

ADMIN_TOKEN = "test-admin-token"


class ApiHarness:
    """A TestClient on a fresh embedded app, with one token per role."""

    def __init__(self, client, settings) -> None:
        self.client, self.settings = client, settings
        self.tokens: dict[str, str] = {"admin": ADMIN_TOKEN}
        for role, subject in (("relationship_manager", "rita"), ("auditor", "alan"), ("operator", "olga")):
            self.tokens[role] = self.new_token(subject, role)

    def new_token(self, subject: str, role: str) -> str:
        r = self.client.post("/v1/tokens", json={"subject": subject, "role": role}, headers=self.auth("admin"))
        assert r.status_code == 201, r.text
        return r.json()["token"]

    def auth(self, role_or_token: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens.get(role_or_token, role_or_token)}"}

    def session(self):
        from pipeline import store

        return store.session_scope(store.init_store(self.settings.store_url))


@pytest.fixture
def lc_docs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Four letters of credit, and the fake decoder set up to answer for them."""
    from pipeline.extract import get_decoder
    from tests.service_support import make_letters_of_credit

    paths = make_letters_of_credit(tmp_path / "docs", 4)
    monkeypatch.setenv("DUALPATH_DECODER_FACTORY", "tests.fakes:FakeDecoder")
    monkeypatch.setenv("DUALPATH_FAKE_TRUTH_DIR", str(tmp_path / "docs"))
    get_decoder.cache_clear()
    yield paths
    get_decoder.cache_clear()


@pytest.fixture
def api(tmp_path: Path, lc_docs) -> Iterator[ApiHarness]:
    from fastapi.testclient import TestClient

    from api.main import create_app
    from pipeline.settings import Settings
    from pipeline.store import dispose_engines

    settings = Settings(data_dir=tmp_path / "data", broker_url=None, database_url=None,
                        bootstrap_admin_token=ADMIN_TOKEN, environment="development")
    with TestClient(create_app(settings)) as client:
        yield ApiHarness(client, settings)
    dispose_engines()


# --- a fleet: real Celery worker processes on a real Redis ------------------------------

REPO = Path(__file__).resolve().parent.parent
FLEET_ENV = {
    # short limits so that a killed worker's task comes back within seconds
    "DUALPATH_REALTIME_SOFT_TIME_LIMIT_S": "8", "DUALPATH_REALTIME_TIME_LIMIT_S": "10",
    "DUALPATH_BATCH_SOFT_TIME_LIMIT_S": "8", "DUALPATH_BATCH_TIME_LIMIT_S": "10",
    "DUALPATH_VISIBILITY_TIMEOUT_S": "12", "DUALPATH_REALTIME_WAIT_S": "20",
}


class Fleet:
    """Environment and processes of one test's fleet: workers are ``dualpath worker`` subprocesses."""

    def __init__(self, tmp: Path, broker_url: str, database_url: str, truth_dir: Path) -> None:
        self.tmp = tmp
        self.decode_log = tmp / "decodes"
        self.decode_log.mkdir(exist_ok=True)
        self.env = {
            **os.environ, **FLEET_ENV,
            "PYTHONPATH": str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""),
            "DUALPATH_BROKER_URL": broker_url, "DUALPATH_DATABASE_URL": database_url,
            "DUALPATH_DATA_DIR": str(tmp / "data"),
            "DUALPATH_DECODER_FACTORY": "tests.service_support:SlowFakeDecoder",
            "DUALPATH_FAKE_TRUTH_DIR": str(truth_dir), "DUALPATH_TEST_DECODE_LOG": str(self.decode_log),
            "DUALPATH_TEST_DECODE_DELAY_S": "0",
        }
        self.procs: list[subprocess.Popen[bytes]] = []

    def settings(self):
        from pipeline.settings import Settings

        keys = {k[len("DUALPATH_"):].lower(): v for k, v in self.env.items()
                if k.startswith("DUALPATH_") and k[len("DUALPATH_"):].lower() in Settings.model_fields}
        return Settings(**keys)

    def start_worker(self, queue: str, *, concurrency: int = 2, delay_s: float = 0.0,
                     name: str | None = None, ready_timeout_s: float = 60) -> subprocess.Popen[bytes]:
        name = name or f"{queue}{len(self.procs)}"
        log = self.tmp / f"{name}.log"
        env = dict(self.env, DUALPATH_TEST_DECODE_DELAY_S=str(delay_s))
        proc = subprocess.Popen(
            [sys.executable, "-m", "dualpath.cli", "worker", "--queues", queue, "--concurrency", str(concurrency),
             "--loglevel", "INFO"],
            env=env, cwd=REPO, stdout=log.open("wb"), stderr=subprocess.STDOUT, start_new_session=True,
        )
        proc.log_path = log  # type: ignore[attr-defined]
        self.procs.append(proc)
        deadline = time.monotonic() + ready_timeout_s
        while b" ready." not in log.read_bytes():
            if proc.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"worker {name} did not start:\n{log.read_text()[-3000:]}")
            time.sleep(0.2)
        return proc

    def kill(self, proc: subprocess.Popen[bytes], sig: int = signal.SIGKILL) -> None:
        """Kill the worker and every process it started (the whole node goes away)."""
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            pass
        proc.wait(30)

    def decodes(self) -> int:
        return len(list(self.decode_log.iterdir()))

    def stop(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                try:
                    os.killpg(proc.pid, signal.SIGTERM)
                    proc.wait(15)
                except (ProcessLookupError, subprocess.TimeoutExpired):
                    self.kill(proc)

    def run_cli(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "dualpath.cli", *args], env=self.env, cwd=REPO,
                              capture_output=True, text=True, timeout=timeout)


def _clean_redis(url: str) -> None:
    import redis

    redis.Redis.from_url(url).flushdb()


@pytest.fixture
def fleet_db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """PostgreSQL when it is there (the fleet's real store), else a SQLite file shared by the processes."""
    try:
        return request.getfixturevalue("pg_url")
    except pytest.skip.Exception:
        return f"sqlite:///{tmp_path / 'fleet.sqlite3'}"


@pytest.fixture
def fleet(tmp_path: Path, redis_url: str, fleet_db_url: str) -> Iterator[Fleet]:
    from tests.service_support import make_letters_of_credit

    broker = f"{redis_url.rstrip('/')}/{os.environ.get('DUALPATH_TEST_REDIS_DB', '11')}"
    _clean_redis(broker)
    make_letters_of_credit(tmp_path / "docs", 8)
    fleet = Fleet(tmp_path, broker, fleet_db_url, tmp_path / "docs")
    try:
        yield fleet
    finally:
        fleet.stop()
        _clean_redis(broker)


@pytest.fixture
def private_fleet(tmp_path: Path, private_redis: PrivateRedis, fleet_db_url: str) -> Iterator[tuple[Fleet, PrivateRedis]]:
    from tests.service_support import make_letters_of_credit

    make_letters_of_credit(tmp_path / "docs", 8)
    fleet = Fleet(tmp_path, private_redis.url, fleet_db_url, tmp_path / "docs")
    try:
        yield fleet, private_redis
    finally:
        fleet.stop()
