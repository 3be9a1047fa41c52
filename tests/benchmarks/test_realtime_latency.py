"""The real-time latency benchmark's statistics, and its refusal without checkpoints (no model is run)."""
import importlib.util
from pathlib import Path

import numpy as np
import pytest

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "realtime_latency.py"
_spec = importlib.util.spec_from_file_location("realtime_latency", _PATH)
bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench)


@pytest.mark.parametrize("q", [0, 50, 95, 99, 100])
def test_percentile_matches_numpy(q):
    values = [3.0, 1.0, 7.5, 2.25, 10.0, 4.0, 9.0]
    assert bench.percentile(values, q) == pytest.approx(float(np.percentile(values, q)))


def test_distribution_fields():
    d = bench.distribution([float(x) for x in range(1, 101)])
    assert d["n"] == 100 and d["p50"] == pytest.approx(50.5) and d["p99"] == pytest.approx(99.01) and d["max"] == 100


def test_ece_and_reliability_table():
    calibrated = [(0.25, True)] + [(0.25, False)] * 3 + [(0.95, True)] * 19 + [(0.95, False)] + [(1.0, True)] * 4
    ece, rows = bench.calibration(calibrated, 10)
    assert ece == pytest.approx(4 / 28 * 0.0 + 20 / 28 * 0.0 + 4 / 28 * 0.0, abs=1e-9)
    assert [r["count"] for r in rows] == [0, 0, 4, 0, 0, 0, 0, 0, 0, 24]  # 1.0 falls in the last bin
    overconfident = [(0.9, False)] * 5 + [(0.9, True)] * 5
    ece, _ = bench.calibration(overconfident, 10)
    assert ece == pytest.approx(0.4)


def test_exits_3_without_an_ar_checkpoint(tmp_path, capsys):
    code = bench.main(["--quick", "--ar-checkpoint", str(tmp_path / "none"), "--out", str(tmp_path / "r.json")])
    assert code == 3
    assert "no AR checkpoint" in capsys.readouterr().err
    assert not (tmp_path / "r.json").exists()
