"""Process settings of the service: one ``BaseSettings``, every variable prefixed ``DUALPATH_``.

With nothing set, dualpath runs *embedded*: no broker (tasks run in-process), a SQLite
audit store and the received documents under ``DUALPATH_DATA_DIR``. Setting
``DUALPATH_BROKER_URL`` (Redis) and ``DUALPATH_DATABASE_URL`` (PostgreSQL) turns the same
code into a fleet: an API, realtime and batch workers, beat.

Outside ``DUALPATH_ENVIRONMENT=development`` the settings refuse to load with the default
secret, so a production node cannot start with a key that is printed in this file.
"""
from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["DEFAULT_SECRET", "Settings", "default_data_dir", "get_settings"]

DEFAULT_SECRET = "changethis"
_MB = 1024 * 1024


def default_data_dir() -> Path:
    """``$XDG_DATA_HOME/dualpath``, else ``~/.local/share/dualpath``."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "dualpath"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="DUALPATH_", extra="ignore")

    environment: Literal["development", "staging", "production"] = Field(
        default="development", description="Anything but development refuses default secrets."
    )
    secret_key: str = Field(
        default=DEFAULT_SECRET,
        description="Key of the HMAC under which API tokens are stored; set a long random value.",
    )
    data_dir: Path = Field(default_factory=default_data_dir, description="SQLite store and documents.")
    broker_url: str | None = Field(default=None, description="redis://...; unset = embedded, in-process.")
    result_backend: str | None = Field(default=None, description="Celery results; defaults to broker_url.")
    database_url: str | None = Field(
        default=None, description="SQLAlchemy URL; unset = sqlite:///<data_dir>/dualpath.sqlite3."
    )
    bootstrap_admin_token: str | None = Field(
        default=None, description="If set, an admin token with this value exists at startup."
    )
    audit_anchor_file: Path | None = Field(
        default=None, description="File outside the database where checkpoints of the audit chain's head are "
                                  "appended (another volume, an append-only mount); unset: none kept.")
    audit_key_file: Path | None = Field(
        default=None, description="File holding the key that signs the checkpoints (not in the database).")
    audit_checkpoint_minutes: int = Field(default=10, gt=0, description="Beat writes a checkpoint this often.")

    # uploads
    max_upload_bytes: int = Field(default=25 * _MB, gt=0, description="Largest PDF the API accepts.")
    max_job_files: int = Field(default=1000, gt=0, description="Most files in one POST /v1/jobs.")
    max_job_upload_bytes: int = Field(
        default=1024 * _MB, gt=0, description="Largest body of one POST /v1/jobs (all its files together).")
    max_refusals_per_client: int = Field(
        default=20, gt=0,
        description="Refusals of one client audited one by one per window; beyond, counted into one audit row "
                    "and the client answered 429 until the window ends.")
    refusal_window_s: float = Field(default=60.0, gt=0, description="The window of max_refusals_per_client.")

    # time limits (seconds). Realtime: a person is waiting; batch: nobody is.
    realtime_soft_time_limit_s: float = Field(default=20.0, gt=0)
    realtime_time_limit_s: float = Field(default=30.0, gt=0)
    realtime_wait_s: float = Field(default=30.0, gt=0, description="How long the API waits for a realtime result.")
    batch_soft_time_limit_s: float = Field(default=300.0, gt=0)
    batch_time_limit_s: float = Field(default=360.0, gt=0)
    visibility_timeout_s: int = Field(
        default=300, ge=10,
        description="Redis redelivers the unacknowledged tasks of a worker that stopped re-stamping them (it died) "
                    "after this long; running tasks are re-stamped every quarter of it, so it need not exceed "
                    "the longest task (workers/heartbeat.py).",
    )
    max_retries: int = Field(default=3, ge=0, description="Retries of a transient fault before a dead letter.")
    store_outage_retries: int = Field(
        default=12, ge=0,
        description="Retries of a task the database did not answer (an outage to wait out: backoff from 2 s to "
                    "60 s, at least four minutes in all by default) before a dead letter; while the database "
                    "still does not answer, a job's task is kept and tried again, never lost.")
    dead_letter_replay_s: float = Field(
        default=30.0, gt=0,
        description="How often a worker records the dead letters it kept on disk (<data_dir>/spool/) while "
                    "neither the database nor the broker would take them.")
    batch_concurrency: int = Field(default=16, gt=0, description="Threads feeding the batch engine.")
    device: str = Field(
        default="cpu", pattern=r"^(cpu|cuda(:[0-9]+)?)$",
        description="torch device of the models: cpu, cuda or cuda:N (a GPU node; the engine and the real-time "
                    "decoder run there unchanged, the rest of the pipeline stays on the CPU).")
    torch_threads: int | None = Field(
        default=None, gt=0,
        description="torch threads per process; unset: torch's default (one per core), except a realtime worker "
                    "with N processes, which gives each cores / N (processes that each take every core slow "
                    "each other down).")

    # nightly job (Celery beat)
    nightly_inbox: Path | None = Field(default=None, description="Folder the nightly job sweeps; unset = no job.")
    nightly_hour: int = Field(default=1, ge=0, le=23)
    nightly_minute: int = Field(default=30, ge=0, le=59)

    @model_validator(mode="after")
    def _check(self) -> Settings:
        if self.environment != "development" and (self.secret_key == DEFAULT_SECRET or len(self.secret_key) < 16):
            raise ValueError(
                f"DUALPATH_SECRET_KEY is the default {DEFAULT_SECRET!r}, empty or short while "
                f"DUALPATH_ENVIRONMENT={self.environment}; set it to a long random value, e.g. "
                "`python -c 'import secrets; print(secrets.token_urlsafe(32))'`"
            )
        if self.environment != "development" and self.bootstrap_admin_token in {DEFAULT_SECRET, ""}:
            raise ValueError("DUALPATH_BOOTSTRAP_ADMIN_TOKEN must not be a default outside development")
        if self.realtime_soft_time_limit_s >= self.realtime_time_limit_s:
            raise ValueError("the realtime soft time limit must be below the hard one")
        if self.batch_soft_time_limit_s >= self.batch_time_limit_s:
            raise ValueError("the batch soft time limit must be below the hard one")
        return self

    @property
    def embedded(self) -> bool:
        """True when no broker is configured: tasks run in this process."""
        return not self.broker_url

    @property
    def store_url(self) -> str:
        return self.database_url or f"sqlite:///{self.data_dir / 'dualpath.sqlite3'}"

    @property
    def results_url(self) -> str | None:
        return self.result_backend or self.broker_url


@functools.cache
def get_settings() -> Settings:
    """The settings of this process, read from the environment once (``cache_clear`` re-reads)."""
    return Settings()
