"""Grounding: a normalised value -> the exact span of the page text where it is written."""
from __future__ import annotations

import pytest

from tests.pipeline.fixtures import kyc, lc, loan
from pipeline.grounding import locate


def found(spec, value, pages, **kwargs):
    source = locate(spec, value, pages, **kwargs)
    assert source is not None, f"{spec.path}={value!r} not found"
    assert pages[source.page - 1][source.start:source.end] == source.text
    return source


def test_offsets_are_exact_and_pages_one_based():
    pages = ["Cover page", "Applicant: ACME TRADING LTD\nBeneficiary: NORDIC STEEL AB"]
    source = found(lc("beneficiary.name"), "NORDIC STEEL AB", pages)
    assert source.page == 2
    assert source.start == pages[1].index("NORDIC")
    assert source.text == "NORDIC STEEL AB"


def test_raw_slot_text_is_preferred_and_found_across_line_breaks():
    pages = ["Income: EUR 4.200,00\nper month\nOther: EUR 50.400,00"]
    source = found(kyc("annual_income"), 50400.0, pages, raw="EUR 4.200,00 per month")
    assert source.text == "EUR 4.200,00\nper month"


def test_multi_line_address_is_found_with_its_line_breaks():
    pages = ["Residential address:\n12 High Street\nLondon SW1A 1AA\nUnited Kingdom"]
    source = found(kyc("residential_address"), "12 High Street London SW1A 1AA", pages)
    assert source.text == "12 High Street\nLondon SW1A 1AA"


def test_text_is_found_whatever_its_case():
    source = found(kyc("occupation"), "Software Engineer", ["OCCUPATION: SOFTWARE ENGINEER"])
    assert source.text == "SOFTWARE ENGINEER"


def test_value_is_not_found_inside_a_longer_word():
    assert locate(kyc("full_name"), "ANN LEE", ["Name: ANNA LEEDS"]) is None


def test_value_absent_from_the_text_is_not_located():
    assert locate(lc("lc_number"), "LC-9999", [":20:LC-1234"]) is None
    assert locate(lc("amount"), 999.0, [":32B:USD125000,00"]) is None
    assert locate(kyc("date_of_birth"), "1990-01-01", ["Date of birth: 12 MAR 1985"]) is None


@pytest.mark.parametrize("written", [
    "1985-03-12", "12 MAR 1985", "12 March 1985", "March 12, 1985", "12/03/1985", "12.03.1985",
    "12-Mar-85", "12th of March 1985",
])
def test_date_is_found_in_any_written_form(written):
    pages = [f"Issued 01/01/2020.\nDate of birth: {written}\nPlace: Uppsala"]
    assert found(kyc("date_of_birth"), "1985-03-12", pages).text == written


def test_swift_dates_are_found_in_mt700_tags():
    pages = [":20:LC123\n:31C:250301\n:31D:260415LONDON\n:44C:260331\n"]
    assert found(lc("date_of_issue"), "2025-03-01", pages).text == "250301"
    assert found(lc("expiry_date"), "2026-04-15", pages).text == "260415"
    assert found(lc("expiry_place"), "LONDON", pages).text == "LONDON"
    assert found(lc("latest_shipment_date"), "2026-03-31", pages).text == "260331"


def test_month_first_date_is_found_only_with_the_month_first_order():
    pages = ["Date of birth: 03/12/1985"]
    assert found(kyc("date_of_birth"), "1985-03-12", pages, date_order="MDY").text == "03/12/1985"
    assert locate(kyc("date_of_birth"), "1985-03-12", pages, date_order="DMY") is None


@pytest.mark.parametrize("written", ["1,250,000.50", "1.250.000,50", "1 250 000,50", "1250000.5"])
def test_amount_is_found_in_any_separator_convention(written):
    pages = [f"Reference 2026/77\nAmount: USD {written}\n"]
    assert found(lc("amount"), 1250000.5, pages).text == written


def test_swift_amount_is_found_after_the_currency_code():
    pages = [":32B:USD125000,00\n"]
    assert found(lc("amount"), 125000.0, pages).text == "125000,00"
    assert found(lc("currency"), "USD", pages).text == "USD"


def test_annual_income_is_found_as_its_monthly_twelfth():
    pages = ["Gross monthly income: SGD 4,200.50"]
    assert found(kyc("annual_income"), 50406.0, pages).text == "4,200.50"


def test_currency_by_symbol_and_by_name():
    assert found(kyc("income_currency"), "EUR", ["Income: €52,000"]).text == "€"
    assert found(kyc("income_currency"), "GBP", ["Income: 52,000 pounds sterling"]).text == "pounds sterling"


@pytest.mark.parametrize(("written", "code"), [
    ("Sweden", "SWE"), ("Swedish", "SWE"), ("SWE", "SWE"), ("SE", "SWE"), ("United Kingdom", "GBR"),
    ("British", "GBR"), ("GBR", "GBR"),
])
def test_country_by_name_demonym_and_codes(written, code):
    pages = [f"Customer record\nNationality: {written}\n"]
    assert found(kyc("nationality"), code, pages).text == written


def test_country_code_is_matched_only_upper_case_and_whole():
    assert locate(kyc("nationality"), "SWE", ["I answered swell to the sweater question"]) is None


def test_integer_and_percent():
    pages = [":39A:10/05\n:48:21/DAYS AFTER DATE OF SHIPMENT\n"]
    assert found(lc("tolerance_plus_percent"), 10, pages).text == "10"
    assert found(lc("tolerance_minus_percent"), 5, pages).text == "05"
    assert found(lc("presentation_period_days"), 21, pages).text == "21"
    rate = found(loan("interest_rate_percent"), 4.125, ["Term: 360 months\nInterest rate: 4.125 % fixed"])
    assert rate.text == "4.125"


def test_loan_term_in_years_is_found():
    assert found(loan("loan_term_months"), 360, ["Term: 30 years"]).text == "30 years"


def test_enum_synonym_and_negation():
    pages = [":43P:NOT ALLOWED\n:43T:ALLOWED\n:41D:ANY BANK BY NEGOTIATION"]
    partial = found(lc("partial_shipments"), "NOT ALLOWED", pages)
    assert partial.text == "NOT ALLOWED"
    tranship = found(lc("transhipment"), "ALLOWED", pages)
    assert tranship.start == pages[0].index(":43T:") + 5
    assert found(lc("available_by"), "BY NEGOTIATION", pages).text == "BY NEGOTIATION"


def test_prohibited_grounds_not_allowed():
    pages = ["Partial shipments: prohibited\nTranshipment: permitted"]
    assert found(lc("partial_shipments"), "NOT ALLOWED", pages).text == "prohibited"
    assert found(lc("transhipment"), "ALLOWED", pages).text == "permitted"


def test_ticked_checkbox_grounds_the_enum_and_unticked_does_not():
    pages = ["Source of funds: [ ] Employment  [X] Business  [ ] Inheritance"]
    assert found(kyc("source_of_funds"), "business", pages).text == "[X] Business"
    assert locate(kyc("source_of_funds"), "employment", pages) is None


def test_single_letter_sex_is_found_only_next_to_its_label():
    pages = ["Type: P  Code: SWE\nSex: F\nHeight: 170 cm"]
    assert found(kyc("sex"), "F", pages).text == "F"
    assert locate(kyc("sex"), "M", ["Model: M 3\nNotes: none"]) is None


def test_boolean_after_its_label():
    assert found(kyc("is_pep"), False, ["Politically exposed person (PEP): No"]).text == "No"
    assert found(kyc("is_pep"), True, ["PEP: [X] Yes  [ ] No"]).text == "[X] Yes"
    assert locate(kyc("is_pep"), True, ["PEP: [ ] Yes  [X] No"]) is None


def test_name_written_surname_first_or_apart():
    assert found(kyc("full_name"), "ANNA MARIA ERIKSSON", ["Name: ERIKSSON, ANNA MARIA"]).text == \
        "ERIKSSON, ANNA MARIA"
    pages = ["PASSPORT\nSurname: ERIKSSON\nGiven names: ANNA MARIA\nNationality: SWEDISH"]
    source = found(kyc("full_name"), "ANNA MARIA ERIKSSON", pages)
    assert source.text == "ERIKSSON\nGiven names: ANNA MARIA"


def test_repeated_value_prefers_the_occurrence_after_its_label():
    pages = ["Date of issue: 12 MAR 2020\nHolder\nDate of birth: 12 MAR 2020"]
    source = found(kyc("date_of_birth"), "2020-03-12", pages)
    assert source.start == pages[0].rindex("12 MAR 2020")


def test_list_item_without_its_bullet_is_found():
    pages = [":46A:+SIGNED COMMERCIAL INVOICE\nIN 3 COPIES\n+PACKING LIST\n"]
    source = found(lc("documents_required[0]"), "SIGNED COMMERCIAL INVOICE IN 3 COPIES", pages)
    assert source.text == "SIGNED COMMERCIAL INVOICE\nIN 3 COPIES"


def test_null_value_and_no_pages_give_none():
    assert locate(kyc("employer_name"), None, ["Employer: ACME"]) is None
    assert locate(kyc("employer_name"), "ACME", []) is None


def test_amount_wrapped_across_a_line_break_is_found():
    pages = ["for a maximum aggregate amount of EUR 204\n000,00 (tolerance +10% / -5%)."]
    assert found(lc("amount"), 204000.0, pages).text == "204\n000,00"


def test_list_item_that_runs_onto_the_next_page_is_found_where_it_starts():
    pages = [":46A:\n+SIGNED COMMERCIAL INVOICE IN 4 ORIGINALS INDICATING\nPage 1 of 2",
             "Bank of Nowhere - continued\nTHE CREDIT NUMBER\n+PACKING LIST"]
    value = "SIGNED COMMERCIAL INVOICE IN 4 ORIGINALS INDICATING THE CREDIT NUMBER"
    source = found(lc("documents_required[0]"), value, pages)
    assert source.page == 1
    assert source.text == "SIGNED COMMERCIAL INVOICE IN 4 ORIGINALS INDICATING"


def test_pep_status_in_prose():
    assert found(kyc("is_pep"), False, ["The client is not a politically exposed person."]).text == \
        "is not a politically exposed person"
    assert found(kyc("is_pep"), True, ["The client is a politically exposed person; EDD applies."]).text == \
        "is a politically exposed person"


def test_ticked_box_with_words_between_box_and_option():
    pages = ["By\n[ ] By Payment   [ ] By Negotiation   [x] By Deferred Payment   [ ] By Mixed Payment"]
    assert found(lc("available_by"), "BY DEF PAYMENT", pages).text == "[x] By Deferred Payment"
    assert locate(lc("available_by"), "BY PAYMENT", pages) is None


def test_ticked_box_of_a_longer_option_does_not_ground_the_shorter():
    pages = ["Form: [ ] Irrevocable   [ ] Irrevocable Transferable   [x] Irrevocable Standby"]
    assert found(lc("form_of_credit"), "IRREVOCABLE STANDBY", pages).text == "[x] Irrevocable Standby"
    assert locate(lc("form_of_credit"), "IRREVOCABLE", pages) is None


def test_short_raw_text_is_trusted_only_next_to_its_label():
    pages = ["Document No. 12345\nPolitically exposed person: No"]
    source = found(kyc("is_pep"), False, pages, raw="No")
    assert source.start == pages[0].rindex("No")
    assert locate(kyc("sex"), "M", ["Block M, Tower 2"], raw="M") is None


def test_a_yes_or_no_written_alone_before_its_label_is_found():
    page = "[Compliance]\nNO Politically exposed\nperson (PEP)\n- Tax ID"
    source = locate(kyc("is_pep"), False, [page])
    assert source is not None and source.text == "NO"
    assert locate(kyc("is_pep"), True, [page]) is None
