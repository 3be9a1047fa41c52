"""Engines, sessions and programmatic migrations of the audit store."""
from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session, sessionmaker

from pipeline.settings import get_settings

_MIGRATIONS = Path(__file__).resolve().parent / "migrations"
_lock = threading.Lock()
_engines: dict[str, Engine] = {}
_migrated: set[str] = set()


def _create_private(path: Path) -> None:
    """Create the store file readable by its owner only (0600; SQLite gives its -wal and -shm files
    the same mode): it holds every document's text and every record."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    try:
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    except FileExistsError:  # an existing store keeps the mode its operator gave it
        pass


def _sqlite_engine(url: str) -> Engine:
    parsed = make_url(url)
    if parsed.database and parsed.database != ":memory:":
        _create_private(Path(parsed.database))
    # hide_parameters: an error's text (logged, and kept in dead letters) must not carry the values
    # of the statement, which are documents, records and token digests
    engine = create_engine(url, connect_args={"timeout": 30, "check_same_thread": False}, hide_parameters=True)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record) -> None:  # type: ignore[no-untyped-def]
        # Let SQLAlchemy, not the sqlite3 module, decide when transactions begin ...
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")  # readers do not block the writer
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA busy_timeout=30000")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection) -> None:  # type: ignore[no-untyped-def]
        # ... and take the write lock at BEGIN: a transaction that reads the audit head and
        # then appends cannot interleave with another one (SQLite has no SELECT FOR UPDATE).
        connection.exec_driver_sql("BEGIN IMMEDIATE")

    return engine


def get_engine(url: str) -> Engine:
    """One engine per URL per process."""
    with _lock:
        engine = _engines.get(url)
        if engine is None:
            if url.startswith("sqlite"):
                engine = _sqlite_engine(url)
            else:
                engine = create_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=20,
                                       hide_parameters=True)
            _engines[url] = engine
        return engine


def migrate(url: str) -> None:
    """Bring the store at ``url`` to the newest schema (Alembic ``upgrade head``)."""
    engine = get_engine(url)
    config = Config()
    config.set_main_option("script_location", str(_MIGRATIONS))
    config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    with engine.connect() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
        connection.commit()


def init_store(url: str | None = None) -> Engine:
    """The engine of the store at ``url`` (default: the settings' store), migrated once per process."""
    if url is None:
        url = get_settings().store_url
    engine = get_engine(url)
    with _lock:
        done = url in _migrated
    if not done:
        migrate(url)
        with _lock:
            _migrated.add(url)
    return engine


def _forget_parents_connections() -> None:
    """In a forked child (a Celery prefork child: the worker migrated the store before forking):
    drop the pooled connections inherited from the parent without closing them, so that the child
    opens its own. Two processes talking over one PostgreSQL socket corrupt each other's
    transactions. The lock is made anew: another thread may have held it at the fork."""
    global _lock
    _lock = threading.Lock()
    for engine in list(_engines.values()):
        engine.dispose(close=False)


os.register_at_fork(after_in_child=_forget_parents_connections)


def dispose_engines() -> None:
    """Close every pooled connection (tests)."""
    with _lock:
        for engine in _engines.values():
            engine.dispose()
        _engines.clear()
        _migrated.clear()


@contextmanager
def session_scope(engine: Engine) -> Iterator[Session]:
    """A session whose transaction commits on success and rolls back on any exception."""
    factory = sessionmaker(engine, expire_on_commit=False)
    with factory() as session, session.begin():
        yield session
