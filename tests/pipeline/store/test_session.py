"""Engines across ``fork``: a Celery prefork child must not talk to PostgreSQL over the connection its
parent pooled (the worker migrates the store before forking), or two processes interleave on one
socket and corrupt each other's transactions."""
from __future__ import annotations

import os

import pytest
from sqlalchemy import text

from pipeline.store import init_store

pytestmark = pytest.mark.postgres


def _backend_pid(engine) -> int:
    with engine.connect() as conn:
        return conn.execute(text("SELECT pg_backend_pid()")).scalar_one()


def test_a_forked_child_opens_its_own_connection_and_leaves_the_parents_alone(pg_url):
    engine = init_store(pg_url)  # migrates, and keeps the connection in the pool, as the worker's parent does
    parent_backend = _backend_pid(engine)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report which backend served it, then leave without cleanup
        try:
            os.write(write, str(_backend_pid(engine)).encode())
        finally:
            os._exit(0)
    os.close(write)
    child_backend = int(os.read(read, 32) or 0)
    os.close(read)
    os.waitpid(pid, 0)
    assert child_backend and child_backend != parent_backend, "the child used its parent's connection"
    assert _backend_pid(engine) == parent_backend  # the parent's pooled connection still works
