"""tools/compare_envelopes.py: whether two batch runs over the same documents gave the same envelopes."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("compare_envelopes", ROOT / "tools" / "compare_envelopes.py")
compare_envelopes = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(compare_envelopes)

ENVELOPE = {"document_id": "sha256:" + "0" * 64, "status": "needs_review", "data": {"amount": 5.0},
            "fields": [{"path": "amount", "value": 5.0, "confidence": 0.9}], "timings_ms": {"total": 12.0}}


def _run(folder: Path, envelopes: dict[str, dict]) -> Path:
    folder.mkdir()
    for stem, envelope in envelopes.items():
        (folder / f"{stem}.json").write_text(json.dumps(envelope))
    (folder / "report.json").write_text(json.dumps({"elapsed_s": len(envelopes)}))
    return folder


def test_runs_that_differ_only_in_their_timings_are_the_same(tmp_path):
    before = _run(tmp_path / "a", {"doc": ENVELOPE})
    after = _run(tmp_path / "b", {"doc": {**ENVELOPE, "timings_ms": {"total": 99.0}}})
    assert compare_envelopes.compare(before, after) == []
    assert compare_envelopes.main([str(before), str(after)]) == 0


def test_a_changed_answer_and_a_missing_envelope_are_each_named(tmp_path, capsys):
    changed = {**ENVELOPE, "fields": [{"path": "amount", "value": 6.0, "confidence": 0.9}]}
    before = _run(tmp_path / "a", {"doc": ENVELOPE, "gone": ENVELOPE})
    after = _run(tmp_path / "b", {"doc": changed})
    assert compare_envelopes.compare(before, after) == [f"gone: only in {before}", "doc.fields[0].value: 5.0 -> 6.0"]
    assert compare_envelopes.main([str(before), str(after)]) == 1
    assert capsys.readouterr().out.endswith("2 envelopes compared: 2 differences\n")
