"""Fixtures of the chaos suite: a Redis of its own (AOF on), a PostgreSQL database of its own, the
checkpoints the workers load, and 50 documents of the project's generator.

Every scenario draws its fault points from ``CHAOS_SEED`` (random unless set; printed at the end
of the run), so a failing round is replayed with ``CHAOS_SEED=<seed> make chaos``.
"""
from __future__ import annotations

import os
import random
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.chaos.support import ChaosFleet, StoreView
from tests.service_fixtures import POSTGRES_URL, PrivateRedis

N_DOCUMENTS = 50
SEED = int(os.environ.get("CHAOS_SEED") or random.SystemRandom().randrange(1 << 30))


def pytest_report_header(config) -> str:
    return f"chaos seed: {SEED} (CHAOS_SEED={SEED} replays it)"


def pytest_terminal_summary(terminalreporter) -> None:  # also under -q, which hides the header
    terminalreporter.write_line(f"chaos seed: {SEED} (CHAOS_SEED={SEED} replays it)")


@pytest.fixture
def rng(request: pytest.FixtureRequest) -> random.Random:
    return random.Random(f"{SEED}|{request.node.name}")


@pytest.fixture(scope="session")
def checkpoints(tmp_path_factory) -> Path:
    """A tiny random AR checkpoint (fast; decoding is garbage, every code path is the real one) beside
    the shipped classifier and diffusion model."""
    from models.checkpoint_files import checkpoint_dir
    from tests.tiny_checkpoints import write_tiny_ar_checkpoint

    root = tmp_path_factory.mktemp("checkpoints")
    for kind in ("classifier", "diffusion"):
        shipped = checkpoint_dir(kind)
        if not (shipped / "model.safetensors").exists():
            pytest.skip(f"no shipped {kind} checkpoint at {shipped}")
        (root / kind).symlink_to(shipped.resolve(), target_is_directory=True)
    write_tiny_ar_checkpoint(root / "ar", max_positions=4096, max_doc_tokens=1024, slot_limit=2)
    return root


@pytest.fixture(scope="session")
def corpus(tmp_path_factory) -> list[Path]:
    """50 PDFs of ``corpus.synth`` (the three types, held-out split): small, real, readable."""
    from corpus.synth import write_corpus
    from pipeline.doctypes import DOCUMENT_TYPES

    out = tmp_path_factory.mktemp("chaos-corpus")
    per_type = -(-N_DOCUMENTS // len(DOCUMENT_TYPES))
    for i, document_type in enumerate(DOCUMENT_TYPES):
        write_corpus(out, document_type, per_type, seed=500 + i, split="test")
    pdfs = sorted(out.glob("*.pdf"))[:N_DOCUMENTS]
    assert len(pdfs) == N_DOCUMENTS
    return pdfs


@pytest.fixture
def inbox(tmp_path: Path, corpus: list[Path]) -> Path:
    """The 50 documents as a folder to submit as one job."""
    folder = tmp_path / "inbox"
    folder.mkdir()
    for path in corpus:
        (folder / path.name).symlink_to(path)
    return folder


@pytest.fixture
def database() -> Iterator[str]:
    """A database of its own in the PostgreSQL server, dropped (with its connections) afterwards."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import OperationalError

    from pipeline.store import dispose_engines

    admin = create_engine(POSTGRES_URL, isolation_level="AUTOCOMMIT")
    name = f"dp_chaos_{uuid.uuid4().hex[:12]}"
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    except OperationalError as exc:
        admin.dispose()
        pytest.skip(f"PostgreSQL is not reachable at {POSTGRES_URL}: {exc.orig}")
    try:
        yield make_url(POSTGRES_URL).set(database=name).render_as_string(hide_password=False)
    finally:
        dispose_engines()
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture
def redis_server(private_redis: PrivateRedis) -> PrivateRedis:
    """``private_redis``: a redis-server of this test on a free port, AOF with fsync always."""
    return private_redis


@pytest.fixture
def chaos_fleet(tmp_path: Path, redis_server: PrivateRedis, database: str, checkpoints: Path) -> Iterator[ChaosFleet]:
    fleet = ChaosFleet(tmp_path, redis_server.url, database, checkpoints)
    try:
        yield fleet
    finally:
        fleet.stop()


@pytest.fixture
def view(database: str) -> StoreView:
    return StoreView(database)
