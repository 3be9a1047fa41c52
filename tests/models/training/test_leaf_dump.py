"""Per-slot dumps of the shipped models and the comparison that checks a reading rule
(models.training.leaf_dump)."""
from __future__ import annotations

import json

from models.dataset import CorpusDocument
from models.training.leaf_dump import compare, dump, main


def _dump(answers: dict[str, list]) -> dict:
    return {"doc-1": {"type": "kyc_individual", "truth": {}, "slots": {p: {"diffusion": a} for p, a in answers.items()}}}


def test_compare_tags_each_changed_slot():
    before = _dump({"nationality": ["UNITED STATES\nMexican", 0.96, False], "full_name": ["Ana Ruiz", 0.99, True],
                    "sex": ["F", 0.99, True], "occupation": ["Mittel", 0.8, False],
                    "employer_name": ["Acme", 0.9, True]})
    after = _dump({"nationality": ["Mexican", 0.7, True], "full_name": ["Ana", 0.7, False],
                   "sex": ["F", 0.99, True], "occupation": ["Electrician\nX", 0.7, False],
                   "employer_name": ["Acme Ltd", 0.9, True]})
    lines, counts = compare(before, after)
    assert counts == {"diffusion": {"fix": 1, "BREAK": 1, "ok->ok": 1, "wrong->wrong": 1}}
    assert len(lines) == 4 and not any(" sex:" in line for line in lines)
    assert any(line.startswith("BREAK diffusion doc-1 full_name") for line in lines)


def test_dump_records_each_slot_of_a_known_document(tmp_path):
    """The shipped diffusion model on its known dev documents (``known_document.json``, which the
    checkpoint test replays): each slot's text as recorded there, and right against the truth."""
    from models.checkpoint_files import checkpoint_dir

    known = json.loads((checkpoint_dir("diffusion") / "known_document.json").read_text())
    docs = [CorpusDocument(case["stem"], case["document_type"], case["pages"], case["truth"]) for case in known]
    rows = dump(docs, ["diffusion"])
    assert set(rows) == {case["stem"] for case in known}
    for case in known:
        slots = rows[case["stem"]]["slots"]
        assert set(slots) == set(case["slots"]) and all(set(m) == {"diffusion"} for m in slots.values())
        assert all(m["diffusion"][2] for m in slots.values())  # the model reads these documents right
        assert {p: m["diffusion"][0] for p, m in slots.items()} == case["slots"]
    path = tmp_path / "a.json"
    path.write_text(json.dumps(rows))
    assert main(["compare", str(path), str(path)]) == 0


def test_dump_names_an_unknown_document_type(tmp_path, capsys):
    import pytest

    with pytest.raises(SystemExit):
        main(["dump", "--data", str(tmp_path), "--split", "dev", "--types", "letter_of_credit,passport",
              "--out", str(tmp_path / "rows.json")])
    assert "unknown document type(s) ['passport']" in capsys.readouterr().err
    assert not (tmp_path / "rows.json").exists()
