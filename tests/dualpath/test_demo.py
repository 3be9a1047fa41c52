"""``make demo`` (dualpath.demo): every run extracts the documents, a second one too."""
from __future__ import annotations

import json


def test_a_second_demo_run_extracts_every_document_again(tmp_path):
    from dualpath.demo import run_demo

    for _ in range(2):
        assert run_demo(tmp_path, n_per_type=1) == 0
        report = json.loads((tmp_path / "results" / "report.json").read_text())
        assert report["skipped_already_done"] == 0
        # one per type, two scans, a ZIP and a truncated PDF
        assert report["processed"] == report["files"] == 7
        assert sum(report["counts"].values()) == 7 and report["counts"]["rejected"] == 2
        assert json.loads((tmp_path / "evaluation.json").read_text())["field_accuracy"] > 0.5


def test_the_demo_reads_its_scanned_passport_and_form(tmp_path, capsys):
    from dualpath.demo import run_demo

    assert run_demo(tmp_path, n_per_type=1) == 0
    lines = [line for line in capsys.readouterr().err.splitlines() if "(image-only PDF)" in line]
    assert len(lines) == 2 and all("read by OCR" in line for line in lines)
    passport = json.loads((tmp_path / "results" / "scan-passport.json").read_text())
    truth = json.loads((tmp_path / "documents" / "scan-passport.truth.json").read_text())["data"]
    assert passport["status"] == "needs_review" and "MRZ check digits pass" in passport["route"]["reason"]
    # the number is read right, or the MRZ (its check digits pass) says what it is and the field is flagged
    number = next(f for f in passport["fields"] if f["path"] == "id_document_number")
    if number["value"] != truth["id_document_number"]:
        assert number["value"] is None and "conflicts_with_document" in number["review"]
        assert any(f"gives the document number '{truth['id_document_number']}'" in e["message"]
                   for e in passport["validation"]["errors"])


def test_the_demo_says_what_a_reviewer_is_left_with(tmp_path, capsys):
    from dualpath.demo import run_demo

    assert run_demo(tmp_path, n_per_type=1) == 0
    review = next(line for line in capsys.readouterr().err.splitlines() if line.startswith("review:"))
    envelopes = [json.loads(p.read_text()) for p in (tmp_path / "results").glob("*.json") if p.name != "report.json"]
    fields = [f for e in envelopes for f in e["fields"]]
    accepted = sum(f["status"] == "accepted" for f in fields)
    assert review.startswith(f"review:    {accepted} fields accepted unreviewed")
    assert f"{len(fields) - accepted} flagged for a reviewer" in review
