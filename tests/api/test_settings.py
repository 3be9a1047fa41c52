from pathlib import Path

import pytest
from pydantic import ValidationError

from pipeline.settings import Settings, default_data_dir


def test_embedded_by_default_with_data_under_the_users_home(monkeypatch):
    for var in ("DUALPATH_BROKER_URL", "DUALPATH_DATABASE_URL", "DUALPATH_DATA_DIR", "XDG_DATA_HOME"):
        monkeypatch.delenv(var, raising=False)
    settings = Settings()
    assert settings.embedded
    assert settings.data_dir == Path.home() / ".local/share/dualpath" == default_data_dir()
    assert settings.store_url == f"sqlite:///{settings.data_dir / 'dualpath.sqlite3'}"


def test_environment_variables_configure_the_fleet(monkeypatch):
    monkeypatch.setenv("DUALPATH_BROKER_URL", "redis://r:6379/0")
    monkeypatch.setenv("DUALPATH_DATABASE_URL", "postgresql+psycopg://u@db/dualpath")
    settings = Settings()
    assert not settings.embedded and settings.results_url == "redis://r:6379/0"
    assert settings.store_url.startswith("postgresql")


def test_default_secret_is_refused_outside_development():
    with pytest.raises(ValidationError, match="DUALPATH_SECRET_KEY"):
        Settings(environment="production")
    assert Settings(environment="production", secret_key="s" * 40).environment == "production"


def test_a_killed_workers_tasks_come_back_within_minutes_by_default():
    # running tasks are re-stamped (workers/heartbeat.py), so the timeout need not exceed the longest task
    assert Settings().visibility_timeout_s == 300 < Settings().batch_time_limit_s
    assert Settings(visibility_timeout_s=60).visibility_timeout_s == 60
    with pytest.raises(ValidationError, match="visibility_timeout_s"):
        Settings(visibility_timeout_s=5)
