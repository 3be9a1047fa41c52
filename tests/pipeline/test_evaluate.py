"""dualpath eval: leaf comparison rules and the report's arithmetic."""
from __future__ import annotations

import json

import pytest

from dualpath.cli import main
from pipeline.evaluate import compare_records, evaluate_pairs, values_equal


def loan(**overrides):
    data = {
        "application_number": "LA-1", "borrower": {"full_name": "Ana Lima", "date_of_birth": "1980-01-02",
        "marital_status": "married", "email": None, "phone": None},
        "co_borrowers": [{"full_name": "Rui Lima", "date_of_birth": "1979-05-06"}],
        "employer_name": "Acme", "employment_start_date": "2010-01-01", "monthly_income": 5000.0,
        "income_currency": "USD", "loan_amount": 250000.0, "loan_currency": "USD", "loan_purpose": "purchase",
        "loan_term_months": 360, "interest_rate_percent": 6.25, "property_address": "1 Main St Springfield",
        "property_value": 320000.0,
    }
    data.update(overrides)
    return data


@pytest.mark.parametrize("truth,predicted,equal", [
    ("Ana  Lima", "ana lima", True),
    ("Ana Lima", "Ana Lim", False),
    (1250000.5, 1250000.504, True),
    (1250000.5, 1250000.51, False),
    (None, None, True),
    (None, "x", False),
    (True, 1, False),
    (False, False, True),
])
def test_values_are_compared_with_folding_and_tolerance(truth, predicted, equal):
    assert values_equal(truth, predicted) is equal


def test_a_missing_or_extra_list_item_counts_every_leaf_of_it_wrong():
    truth = loan()
    extra = loan(co_borrowers=truth["co_borrowers"] + [{"full_name": "Zed", "date_of_birth": "1990-01-01"}])
    comparisons = compare_records("loan_application", truth, extra)
    wrong = [c.path for c in comparisons if not c.correct]
    assert wrong == ["co_borrowers[1].full_name", "co_borrowers[1].date_of_birth"]
    missing = compare_records("loan_application", extra, truth)
    assert [c.path for c in missing if not c.correct] == wrong


def test_report_counts_fields_documents_types_and_errors():
    truth = {"document_type": "loan_application", "data": loan()}
    perfect = {"document_type": "loan_application", "status": "accepted", "data": loan()}
    one_wrong = {"document_type": "loan_application", "status": "needs_review",
                 "data": loan(loan_term_months=180, borrower={**loan()["borrower"], "email": "x@y.z"})}
    report = evaluate_pairs([("a", truth, perfect), ("b", truth, one_wrong), ("c", truth, None)])
    n_leaves = len(compare_records("loan_application", truth["data"], truth["data"]))
    assert report["documents"] == 3
    assert report["fields_total"] == 3 * n_leaves
    assert report["field_accuracy"] == pytest.approx((n_leaves + n_leaves - 2) / (3 * n_leaves), abs=1e-6)
    assert report["document_exact_match"] == pytest.approx(1 / 3, abs=1e-6)
    assert report["document_type_accuracy"] == pytest.approx(2 / 3, abs=1e-6)
    # email and phone are absent in the truth: null in a, email not null in b, no result at all for c
    assert report["absent_fields_null_rate"] == pytest.approx(3 / 6, abs=1e-6)
    assert report["missing_results"] == ["c"]
    assert report["statuses"] == {"accepted": 1, "needs_review": 1, "missing": 1}
    errors = {(e["field"], e["truth"], e["predicted"]) for e in report["most_frequent_errors"]}
    assert ("loan_application.loan_term_months", 360, 180) in errors


def test_eval_command_reads_folders_and_writes_the_report(tmp_path, capsys):
    truth_dir, results_dir = tmp_path / "truth", tmp_path / "results"
    truth_dir.mkdir(), results_dir.mkdir()
    (truth_dir / "doc1.truth.json").write_text(json.dumps({"document_type": "loan_application", "data": loan()}))
    (results_dir / "doc1.json").write_text(json.dumps({"document_type": "loan_application", "status": "accepted",
                                                       "data": loan(monthly_income=5000.004)}))
    out = tmp_path / "eval.json"
    assert main(["eval", "--truth", str(truth_dir), "--results", str(results_dir), "--out", str(out)]) == 0
    report = json.loads(out.read_text())
    assert report["field_accuracy"] == 1.0 and report["document_exact_match"] == 1.0
    assert json.loads(capsys.readouterr().out) == report


def test_eval_command_says_when_there_is_no_truth(tmp_path, capsys):
    assert main(["eval", "--truth", str(tmp_path), "--results", str(tmp_path)]) == 2
    assert "no *.truth.json files" in capsys.readouterr().err
