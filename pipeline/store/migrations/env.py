"""Alembic environment of the audit store; works on SQLite and PostgreSQL.

``pipeline.store.init_store`` runs it programmatically, handing over a connection in
``config.attributes["connection"]``; the ``alembic`` command line
(``alembic -c pipeline/store/alembic.ini upgrade head``) reads ``DUALPATH_DATABASE_URL``
(or the settings' default SQLite file) instead.
"""
from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine, pool, text
from sqlalchemy.engine import Connection

from pipeline.settings import get_settings
from pipeline.store._models import Base

config = context.config
target_metadata = Base.metadata

# Every process (API, each worker) migrates at startup; on PostgreSQL they take turns on
# this advisory lock, so two nodes starting together do not both create the tables.
_MIGRATION_LOCK_ID = 0x6475616C  # "dual"


def _url() -> str:
    url = config.get_main_option("sqlalchemy.url")
    if url:
        return url
    return get_settings().store_url


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",  # SQLite cannot ALTER most things
        compare_type=True,
    )
    with context.begin_transaction():
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _MIGRATION_LOCK_ID})
        context.run_migrations()


def run_migrations_offline() -> None:
    context.configure(url=_url(), target_metadata=target_metadata, literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    engine = create_engine(_url(), poolclass=pool.NullPool)
    with engine.connect() as connection:
        _run(connection)
        connection.commit()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
