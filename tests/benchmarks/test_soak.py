"""The soak (benchmarks/soak.py): its trend arithmetic, and a run of a few seconds against a real fleet
of its own (the API, both workers, redis-server, a PostgreSQL database) whose report names every
kind of request, with none answered 5xx or otherwise than expected."""
import importlib.util
import json
import shutil
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "soak.py"
_spec = importlib.util.spec_from_file_location("soak", _PATH)
soak = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(soak)


def test_a_steady_series_is_flat_and_a_growing_one_is_not():
    steady = [(t, 500.0 + (3 if t % 10 else -3)) for t in range(0, 300, 5)]
    growing = [(t, 500.0 + t) for t in range(0, 300, 5)]  # a megabyte a second
    assert soak.trend(steady, floor=25, warmup_s=60)["flat"]
    leaking = soak.trend(growing, floor=25, warmup_s=60)
    assert not leaking["flat"] and leaking["slope_per_min"] == pytest.approx(60.0)
    assert (leaking["first"], leaking["last"], leaking["max"]) == (500.0, 795.0, 795.0)


@pytest.mark.redis
@pytest.mark.postgres
@pytest.mark.slow
@pytest.mark.timeout(400)
def test_a_short_soak_counts_every_kind_of_request_and_reports_its_fleet(tmp_path, pg_url):
    if shutil.which("redis-server") is None:
        pytest.skip("redis-server is not installed")
    out = tmp_path / "soak.json"
    code = soak.main(["--minutes", "0.15", "--models", "tiny", "--sample-s", "1", "--out", str(out)])
    report = json.loads(out.read_text())
    assert code == 0, report["unexpected"]
    assert report["benchmark"] == "soak" and report["command"].startswith("python benchmarks/soak.py --minutes 0.15")
    assert set(report["requests"]) == set(soak.KINDS)
    assert all(r["count"] > 0 and r["p99_ms"] is not None for r in report["requests"].values()), report["requests"]
    summary = report["summary"]
    assert summary["server_errors_5xx"] == 0 and summary["unexpected_answers"] == 0
    assert summary["jobs_whole"] and summary["audit_chain_ok"] and report["jobs"]["submitted"] >= 1
    assert set(report["resources"]) == {"api", "realtime_worker", "batch_worker"}
    for series in report["resources"].values():
        assert {"first", "last", "max", "slope_per_min", "flat"} <= set(series["rss_mb"]) | set(series["open_files"])
        assert series["rss_mb"]["max"] > 50 and series["open_files"]["max"] > 5
    assert len(report["samples"]) >= 3 and report["machine"]["cpus"] >= 1
