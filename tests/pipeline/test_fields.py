"""Leaf paths: flattening a record and setting concrete paths."""
from __future__ import annotations

from pipeline.fields import FIELD_SPECS, empty_record, get_path, iter_leaves, set_path, spec_for


def test_list_leaves_are_numbered_per_item_and_scalars_always_listed():
    record = empty_record("letter_of_credit")
    record["documents_required"] = ["INVOICE", "PACKING LIST"]
    paths = [p for p, _ in iter_leaves("letter_of_credit", record)]
    assert "documents_required[0]" in paths and "documents_required[1]" in paths
    assert "documents_required[2]" not in paths
    scalars = [s.path for s in FIELD_SPECS["letter_of_credit"] if s.list_name is None]
    assert set(scalars) <= set(paths)


def test_set_path_creates_nested_items_and_get_path_reads_them():
    record = empty_record("loan_application")
    set_path(record, "co_borrowers[1].full_name", "Rui Lima")
    set_path(record, "borrower.email", "a@b.c")
    assert get_path(record, "co_borrowers[1].full_name") == "Rui Lima"
    assert get_path(record, "co_borrowers[5].full_name") is None
    assert record["borrower"]["email"] == "a@b.c"


def test_spec_for_accepts_concrete_paths_and_knows_list_bounds():
    spec = spec_for("letter_of_credit", "documents_required[7]")
    assert spec.list_name == "documents_required" and spec.max_items == 8 and spec.kind == "text"
    assert spec_for("loan_application", "co_borrowers[2].date_of_birth").max_items == 3
    assert spec_for("kyc_individual", "sex").enum == ("M", "F", "X") and spec_for("kyc_individual", "sex").nullable
