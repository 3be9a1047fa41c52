"""Validation: the JSON Schema, then each semantic rule, then the passport MRZ."""
from __future__ import annotations

import copy
import datetime as dt

import pytest

from pipeline.mrz import compose_td3
from pipeline.validation import validate_record

TODAY = dt.date(2026, 6, 1)

KYC = {
    "full_name": "ANNA MARIA ERIKSSON", "date_of_birth": "1985-03-12", "sex": "F", "nationality": "SWE",
    "id_document_type": "passport", "id_document_number": "AB1234567", "id_issuing_country": "SWE",
    "id_expiry_date": "2030-04-15", "residential_address": "Storgatan 12 114 55 Stockholm",
    "country_of_residence": "SWE", "occupation": "Engineer", "employer_name": "Volvo AB",
    "annual_income": 650000.0, "income_currency": "SEK", "source_of_funds": "employment", "is_pep": False,
    "tax_identification_number": None,
}
LC = {
    "lc_number": "LC2026/0042", "form_of_credit": "IRREVOCABLE", "date_of_issue": "2026-03-01",
    "applicable_rules": "UCP LATEST VERSION", "expiry_date": "2026-06-30", "expiry_place": "LONDON",
    "applicant": {"name": "ACME TRADING LTD", "address": "1 DOCK ROAD LONDON"},
    "beneficiary": {"name": "NORDIC STEEL AB", "address": "HAMNGATAN 2 GOTEBORG"},
    "currency": "USD", "amount": 125000.0, "tolerance_plus_percent": 10, "tolerance_minus_percent": 5,
    "available_with": "ANY BANK", "available_by": "BY NEGOTIATION", "partial_shipments": "ALLOWED",
    "transhipment": "NOT ALLOWED", "port_of_loading": "GOTEBORG", "port_of_discharge": "FELIXSTOWE",
    "latest_shipment_date": "2026-06-15", "goods_description": "STEEL COILS",
    "documents_required": ["COMMERCIAL INVOICE", "PACKING LIST", "BILL OF LADING"],
    "presentation_period_days": 21, "confirmation_instructions": "WITHOUT",
}
LOAN = {
    "application_number": "APP-77", "borrower": {
        "full_name": "John Smith", "date_of_birth": "1980-07-04", "marital_status": "married",
        "email": "john@example.com", "phone": None,
    },
    "co_borrowers": [{"full_name": "Jane Smith", "date_of_birth": "1982-01-20"}],
    "employer_name": "ACME Corp", "employment_start_date": "2010-09-01", "monthly_income": 8500.0,
    "income_currency": "USD", "loan_amount": 400000.0, "loan_currency": "USD", "loan_purpose": "purchase",
    "loan_term_months": 360, "interest_rate_percent": 6.25, "property_address": "12 Elm St Springfield IL",
    "property_value": 500000.0,
}


def issues(document_type, data, **kwargs):
    return validate_record(document_type, data, today=TODAY, **kwargs)


def codes(document_type, data, **kwargs):
    return {(i.code, i.path) for i in issues(document_type, data, **kwargs)}


def changed(record, **changes):
    out = copy.deepcopy(record)
    for path, value in changes.items():
        node = out
        *parents, last = path.split("__")
        for part in parents:
            node = node[int(part)] if part.isdigit() else node[part]
        node[int(last) if last.isdigit() else last] = value
    return out


@pytest.mark.parametrize(("document_type", "record"), [
    ("kyc_individual", KYC), ("letter_of_credit", LC), ("loan_application", LOAN),
])
def test_valid_records_have_no_issues(document_type, record):
    assert issues(document_type, record) == []


def test_schema_errors_name_the_concrete_leaf():
    record = changed(LC, documents_required=["INVOICE", "", "PACKING LIST"], form_of_credit="REVOCABLE")
    found = codes("letter_of_credit", record)
    assert ("schema", "documents_required[1]") in found
    assert ("schema", "form_of_credit") in found


def test_missing_and_extra_properties_are_schema_errors():
    record = copy.deepcopy(KYC)
    del record["occupation"]
    record["favourite_colour"] = "blue"
    result = issues("kyc_individual", record)
    assert ("schema", "occupation") in {(i.code, i.path) for i in result}
    assert any(i.code == "schema" and "favourite_colour" in i.message for i in result)


def test_nested_list_leaf_path():
    record = changed(LOAN, co_borrowers__0__full_name="")
    assert ("schema", "co_borrowers[0].full_name") in codes("loan_application", record)


def test_date_that_is_not_on_the_calendar():
    assert ("invalid_date", "date_of_birth") in codes("kyc_individual", changed(KYC, date_of_birth="1985-02-30"))


def test_unknown_country_code():
    assert ("country_code", "nationality") in codes("kyc_individual", changed(KYC, nationality="XYZ"))


def test_unknown_currency_code():
    assert ("currency_code", "currency") in codes("letter_of_credit", changed(LC, currency="ABC"))


def test_date_of_birth_in_the_future():
    assert ("date_of_birth_in_future", "date_of_birth") in codes("kyc_individual", changed(KYC, date_of_birth="2027-01-01"))


def test_kyc_person_must_be_at_least_16_and_borrower_18():
    assert ("too_young", "date_of_birth") in codes("kyc_individual", changed(KYC, date_of_birth="2012-01-01"))
    assert codes("kyc_individual", changed(KYC, date_of_birth="2009-01-01")) == set()
    assert ("too_young", "borrower.date_of_birth") in codes("loan_application",
                                                           changed(LOAN, borrower__date_of_birth="2010-01-01"))


def test_implausibly_old_person():
    assert ("implausible_age", "date_of_birth") in codes("kyc_individual", changed(KYC, date_of_birth="1890-01-01"))


def test_id_expiry_must_come_after_date_of_birth():
    assert ("expiry_before_birth", "id_expiry_date") in codes("kyc_individual", changed(KYC, id_expiry_date="1980-01-01"))


def test_lc_expiry_must_come_after_issue():
    record = changed(LC, expiry_date="2026-02-01", latest_shipment_date=None)
    assert ("expiry_before_issue", "expiry_date") in codes("letter_of_credit", record)


def test_latest_shipment_must_not_be_after_expiry():
    assert ("shipment_after_expiry", "latest_shipment_date") in codes(
        "letter_of_credit", changed(LC, latest_shipment_date="2026-07-01"))
    assert codes("letter_of_credit", changed(LC, latest_shipment_date="2026-06-30")) == set()


def test_amounts_must_be_positive():
    assert ("amount_not_positive", "amount") in codes("letter_of_credit", changed(LC, amount=0))
    assert ("amount_not_positive", "loan_amount") in codes("loan_application", changed(LOAN, loan_amount=-5.0))
    assert ("amount_not_positive", "annual_income") in codes("kyc_individual", changed(KYC, annual_income=-1.0))


def test_tolerance_and_rate_must_be_within_0_and_100():
    assert ("percent_out_of_range", "tolerance_plus_percent") in codes(
        "letter_of_credit", changed(LC, tolerance_plus_percent=150))
    assert ("percent_out_of_range", "interest_rate_percent") in codes(
        "loan_application", changed(LOAN, interest_rate_percent=101.0))


def test_employment_start_after_birth_and_not_in_future():
    assert ("employment_before_birth", "employment_start_date") in codes(
        "loan_application", changed(LOAN, employment_start_date="1975-01-01"))
    assert ("employment_in_future", "employment_start_date") in codes(
        "loan_application", changed(LOAN, employment_start_date="2027-01-01"))


def test_co_borrower_dates_are_checked():
    record = changed(LOAN, co_borrowers__0__date_of_birth="2030-01-01")
    assert ("date_of_birth_in_future", "co_borrowers[0].date_of_birth") in codes("loan_application", record)


# --- MRZ ---------------------------------------------------------------------------------

def passport_page(**overrides):
    fields = dict(surname="ERIKSSON", given_names="ANNA MARIA", number="AB1234567", nationality="SWE",
                  date_of_birth="1985-03-12", sex="F", expiry_date="2030-04-15", issuing_state="SWE")
    fields.update(overrides)
    line1, line2 = compose_td3(**fields)
    return f"PASSPORT\nSurname: ERIKSSON\nGiven names: ANNA MARIA\n\n{line1}\n{line2}\n", line2


def test_consistent_mrz_gives_no_issues():
    page, _ = passport_page()
    assert issues("kyc_individual", KYC, pages=["Form", page]) == []


def test_altered_mrz_fails_its_check_digits():
    page, line2 = passport_page()
    tampered = line2[:13] + "850313" + line2[19:]  # date of birth changed, check digit not
    result = issues("kyc_individual", KYC, pages=[page.replace(line2, tampered)])
    by_code = {(i.code, i.path) for i in result}
    assert ("mrz_check_digit", "date_of_birth") in by_code
    assert all(i.page == 1 for i in result if i.code.startswith("mrz"))


@pytest.mark.parametrize(("field", "value", "path"), [
    ("number", "ZZ9999999", "id_document_number"),
    ("date_of_birth", "1986-03-12", "date_of_birth"),
    ("expiry_date", "2031-04-15", "id_expiry_date"),
    ("nationality", "NOR", "nationality"),
    ("sex", "M", "sex"),
    ("surname", "LINDQVIST", "full_name"),
])
def test_mrz_that_disagrees_with_the_record(field, value, path):
    page, _ = passport_page(**{field: value})
    assert ("mrz_mismatch", path) in codes("kyc_individual", KYC, pages=[page])


def test_mrz_with_a_truncated_long_name_still_agrees():
    record = changed(KYC, full_name="ANNA MARIA KRISTINA ELISABETH MAGDALENA VON ERIKSSON-LINDQVIST")
    page, _ = passport_page(surname="VON ERIKSSON-LINDQVIST", given_names="ANNA MARIA KRISTINA ELISABETH MAGDALENA")
    assert codes("kyc_individual", record, pages=[page]) == set()


def test_pages_without_an_mrz_add_no_mrz_issues():
    assert issues("kyc_individual", KYC, pages=["Customer due diligence form, no passport copy"]) == []
