"""The reviewed view of an envelope and the checks on a corrected value (no store, no service)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from pipeline.corrections import CorrectionError, check_correction
from pipeline.review import field_family, reviewed_view


@dataclass
class R:
    id: int
    action: str
    corrections: dict[str, Any]
    previous: dict[str, Any] | None = None
    confirmed: list[str] | None = field(default_factory=list)
    reviewer: str = "rita"
    created_at: str = "2026-12-01T10:00:00+00:00"


def _lc() -> dict[str, Any]:
    data = {
        "lc_number": "LC1", "form_of_credit": "IRREVOCABLE", "date_of_issue": "2026-03-02",
        "applicable_rules": "UCP LATEST VERSION", "expiry_date": "2026-09-30", "expiry_place": "SINGAPORE",
        "applicant": {"name": "ACME", "address": "1 RAFFLES PLACE"}, "beneficiary": {"name": "NORDIC", "address": "X"},
        "currency": "USD", "amount": 100.0, "tolerance_plus_percent": None, "tolerance_minus_percent": None,
        "available_with": "ANY BANK", "available_by": "BY NEGOTIATION", "partial_shipments": None,
        "transhipment": None, "port_of_loading": None, "port_of_discharge": None,
        "latest_shipment_date": "2026-09-01", "goods_description": "STEEL", "documents_required": ["INVOICE"],
        "presentation_period_days": None, "confirmation_instructions": "WITHOUT",
    }
    flagged = {"amount": ["low_confidence"], "latest_shipment_date": ["conflicts_with_document"]}
    fields = [{"path": p, "value": data[p], "confidence": 0.5 if p in flagged else 0.99, "decoded_by": "diffusion",
               "source": None, "status": "needs_review" if p in flagged else "accepted", "review": flagged.get(p, [])}
              for p in ("lc_number", "amount", "latest_shipment_date")]
    return {"document_id": "sha256:" + "0" * 64, "document_type": "letter_of_credit", "schema": "letter_of_credit@1",
            "status": "needs_review", "data": data, "fields": fields,
            "route": {"path": "realtime", "fallback_fields": [], "reason": ""},
            "validation": {"valid": True, "errors": []}, "timings_ms": {}, "models": {}}


def test_field_family_drops_list_indices():
    assert field_family("documents_required[12]") == "documents_required[]"
    assert field_family("co_borrowers[0].full_name") == "co_borrowers[].full_name"
    assert field_family("beneficiary.name") == "beneficiary.name"


def test_no_review_leaves_the_envelope_as_it_was_with_its_flagged_fields_open():
    view = reviewed_view(_lc(), [])
    assert view.envelope == _lc() and view.open_paths == ["amount", "latest_shipment_date"]
    assert not view.fully_reviewed


def test_the_document_is_accepted_only_when_every_flagged_field_is_settled_and_the_record_is_valid():
    first = R(1, "correct", {"amount": 250.0}, previous={"amount": 100.0})
    view = reviewed_view(_lc(), [first])
    assert view.status == "needs_review" and view.open_paths == ["latest_shipment_date"]
    # the shipment date corrected to after the expiry: every field settled, the record is not valid
    late = R(2, "correct", {"latest_shipment_date": "2026-10-15"}, reviewer="alan")
    view = reviewed_view(_lc(), [first, late])
    assert view.open_paths == [] and view.fully_reviewed and view.status == "needs_review"
    assert view.envelope["validation"]["errors"][0]["code"] == "shipment_after_expiry"
    fixed = R(3, "correct", {"latest_shipment_date": "2026-09-15"})
    view = reviewed_view(_lc(), [first, late, fixed])
    assert view.status == "accepted" and view.envelope["validation"] == {"valid": True, "errors": []}
    shipment = next(f for f in view.envelope["fields"] if f["path"] == "latest_shipment_date")
    assert (shipment["value"], shipment["decoded_by"], shipment["confidence"]) == ("2026-09-15", "reviewer", 1.0)
    assert [(c.path, c.before, c.after) for c in view.changes] == [
        ("amount", 100.0, 250.0), ("latest_shipment_date", "2026-09-01", "2026-10-15"),
        ("latest_shipment_date", "2026-10-15", "2026-09-15")]


def test_a_confirmed_field_keeps_its_decoder_and_value():
    view = reviewed_view(_lc(), [R(1, "approve", {}, confirmed=["amount", "latest_shipment_date"])])
    assert view.status == "accepted"
    amount = next(f for f in view.envelope["fields"] if f["path"] == "amount")
    assert (amount["value"], amount["decoded_by"], amount["confidence"], amount["status"]) == \
        (100.0, "diffusion", 0.5, "accepted")
    assert [(c.kind, c.before, c.after) for c in view.changes] == [("confirmed", 100.0, 100.0),
                                                                     ("confirmed", "2026-09-01", "2026-09-01")]


@pytest.mark.parametrize("path, value, expected", [
    ("form_of_credit", "irrevocable transferable", "IRREVOCABLE TRANSFERABLE"),
    ("presentation_period_days", 21.0, 21),
    ("presentation_period_days", "21 DAYS", 21),
    ("amount", 125000, 125000.0),
    ("currency", "US Dollar", "USD"),
    ("port_of_loading", None, None),
    ("documents_required[0]", "1. SIGNED INVOICE", "SIGNED INVOICE"),
])
def test_a_correction_is_normalised_as_an_extracted_value(path, value, expected):
    assert check_correction("letter_of_credit", _lc()["data"], path, value) == expected


@pytest.mark.parametrize("path, value, words", [
    ("amount", True, "cannot be True; expected a number"),
    ("amount", -5, "expected a number"),
    ("presentation_period_days", 21.5, "cannot be 21.5; expected a whole number"),
    ("form_of_credit", "REVOCABLE", "expected one of: IRREVOCABLE, IRREVOCABLE TRANSFERABLE, IRREVOCABLE STANDBY"),
    ("lc_number", None, "is required and cannot be null"),
    ("documents_required[1]", "PACKING LIST", "only existing items can be corrected"),
    ("documents_required[]", "PACKING LIST", "not a field path"),
    ("date_of_issue", "2026-02-30", "date_of_issue"),
])
def test_a_correction_its_field_cannot_take_is_refused(path, value, words):
    with pytest.raises(CorrectionError) as refused:
        check_correction("letter_of_credit", _lc()["data"], path, value)
    assert words in str(refused.value) and str(refused.value).startswith(path.split("[")[0])
