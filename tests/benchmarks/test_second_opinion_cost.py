"""The second-opinion benchmark runs on the shipped models and checks what it claims: the drafted
reading is the AR model's own (it stops the run otherwise)."""
from __future__ import annotations

import json


def test_the_drafted_second_opinion_is_the_ar_models_own_reading(tmp_path):
    from benchmarks.second_opinion_cost import main

    out = tmp_path / "cost.json"
    summary = main(["--per-type", "1", "--out", str(out)])
    assert summary["documents"] == 3 and summary["outputs_identical"] is True
    assert 0.5 < summary["slots_where_the_raw_answers_agree"] <= 1.0
    assert json.loads(out.read_text())["summary"] == summary
