"""The unread generators: deterministic, schema-valid, printable; their benchmark keeps aggregates only."""
from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from benchmarks import unread_generators as bench
from pipeline.doctypes import DOCUMENT_TYPES
from jsonschema import Draft202012Validator

SCHEMAS = Path(__file__).resolve().parents[2] / "schemas"


@pytest.mark.parametrize("name", sorted(bench.UNREAD))
def test_each_unread_generator_is_deterministic_and_its_truth_is_schema_valid(name):
    make = importlib.import_module(bench.UNREAD[name]).generate
    schemas = {t: Draft202012Validator(json.loads((SCHEMAS / f"{t}.schema.json").read_text())) for t in DOCUMENT_TYPES}
    for document_type in DOCUMENT_TYPES:
        for index in range(6):
            doc = make(document_type, index, 3)
            assert doc.document_type == document_type
            assert doc.html == make(document_type, index, 3).html
            errors = [e.message for e in schemas[document_type].iter_errors(doc.truth)]
            assert not errors, (name, document_type, index, errors[:3])


def test_the_benchmark_writes_no_layout_field_or_document_of_an_unread_set():
    route_report = {
        "documents": 2, "fields_total": 40, "field_accuracy": 0.9, "document_exact_match": 0.5,
        "document_type_accuracy": 1.0, "absent_fields_null_rate": 1.0,
        "per_type": {"kyc_individual": {"field_accuracy": 0.9, "document_exact_match": 0.5, "documents": 2}},
        "per_field": {"kyc_individual.sex": {"accuracy": 0.5, "total": 2}},
        "most_frequent_errors": [{"field": "kyc_individual.sex", "truth": "F", "predicted": "M", "count": 1}],
        "per_layout": {"kyc_individual/secret_layout": {"field_accuracy": 0.9, "fields": 40}},
        "unreviewed": {"fields_needing_no_review": 10, "of_which_wrong": 1, "precision": 0.9,
                       "documents_accepted": 0, "accepted_documents_with_a_wrong_field": 0,
                       "by_evidence": {"value/typed/agree/located/first/sure/whole": {"accepted": 10, "wrong": 1}},
                       "wrong": [{"stem": "unread-fourth-kyc-0", "path": "sex", "value": "M",
                                  "evidence": "value/typed/agree/located/first/sure/whole"}]},
        "rejected": [{"stem": "unread-fourth-kyc-1", "reason": "no text"}],
        "mean_ms_per_document": 120.0,
    }
    kept = json.dumps(bench.aggregate(route_report))
    for named in ("secret_layout", "unread-fourth", "kyc_individual.sex", "most_frequent_errors", "per_field"):
        assert named not in kept
    assert bench.aggregate(route_report)["unreviewed"]["of_which_wrong"] == 1
    assert bench.aggregate(route_report)["unreviewed"]["by_evidence"] == {
        "value/typed/agree/located/first/sure/whole": {"accepted": 10, "wrong": 1}}
    assert bench.aggregate(route_report)["rejected"] == 1


@pytest.mark.browser
def test_unread_documents_print_to_pdfs_with_text():
    if not Path(bench.CHROMIUM).exists():
        pytest.skip(f"no chromium at {bench.CHROMIUM} (apt-get install -y chromium)")
    from pipeline.ingest import ingest_bytes

    samples = bench.unread_samples("fourth", 1, 9) + bench.unread_samples("fifth", 1, 9)
    assert [s.document_type for s in samples] == list(DOCUMENT_TYPES) * 2
    for s in samples:
        assert s.pdf.startswith(b"%PDF")
        assert len("\n".join(ingest_bytes(s.pdf).pages)) > 300
