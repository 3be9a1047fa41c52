"""What a machine-readable zone vouches for (``pipeline.mrz_statement``), and extraction filling a
KYC record's empty or refuted fields from it, for review."""
from __future__ import annotations

import datetime as dt

from pipeline import mrz
from pipeline.mrz_statement import zone_statement

TODAY = dt.date(2026, 1, 1)
PERSON = dict(surname="Müller", given_names="Anna Maria", number="C01X00T47", nationality="D",
              date_of_birth="1984-08-12", sex="F", expiry_date="2031-04-15", issuing_state="D")


def _page(*lines: str, before: str = "PASSPORT\nSurname / Nom\nMÜLLER\nGiven names\nANNA MARIA\n") -> str:
    return before + "\n".join(lines) + "\nCertified true copy\n"


def test_a_passport_zone_states_every_field_its_digits_vouch_for():
    pages = ["Account holder: Anna Maria Müller\n", _page(*mrz.compose_td3(**PERSON))]
    statement = zone_statement(pages, today=TODAY)
    assert statement is not None and statement.kind == "TD3" and statement.page == 1
    name = statement.fields.pop("full_name")
    assert name.casefold() == "anna maria müller"   # as a page prints it, not the zone's MUELLER
    assert statement.fields == {
        "id_document_number": "C01X00T47", "date_of_birth": "1984-08-12", "id_expiry_date": "2031-04-15",
        "nationality": "DEU", "id_issuing_country": "DEU", "id_document_type": "passport", "sex": "F"}
    assert pages[1][statement.start:statement.end].startswith("P<D<<MUELLER<<ANNA<MARIA")


def test_an_identity_cards_zone_and_a_number_over_nine_characters():
    line1, line2, line3 = mrz.compose_td1(**{**PERSON, "number": "L01X00T47"}, document_code="ID")
    statement = zone_statement([_page(line1, line2, line3, before="")], today=TODAY)
    assert statement is not None and statement.kind == "TD1"
    assert statement.fields["id_document_type"] == "national_id" and statement.fields["id_document_number"] == "L01X00T47"
    assert statement.fields["full_name"] == "ANNA MARIA MUELLER"   # no line prints the name otherwise
    long_number = "D23145890AB"
    overflowing = ("IDD<<" + long_number[:9] + "<" + long_number[9:] + mrz.check_digit(long_number) + "<" * 30)[:30]
    line2 = line2[:29] + mrz.check_digit(overflowing[5:30] + line2[0:7] + line2[8:15] + line2[18:29])
    statement = zone_statement([_page(overflowing, line2, line3, before="")], today=TODAY)
    assert statement is not None and statement.fields["id_document_number"] == long_number


def test_a_field_whose_digit_fails_is_not_stated_nor_any_field_without_a_digit():
    line1, line2 = mrz.compose_td3(**PERSON)
    wrong_birth = line2[:13] + "840813" + line2[19:]   # the day misread: its check digit no longer holds
    statement = zone_statement([_page(line1, wrong_birth)], today=TODAY)
    assert statement is not None
    assert "date_of_birth" not in statement.fields
    assert statement.fields["id_document_number"] == "C01X00T47" and statement.fields["id_expiry_date"] == "2031-04-15"
    # the zone fails a digit, so nothing it states without one is taken from it
    assert not {"nationality", "sex", "id_issuing_country", "id_document_type", "full_name"} & set(statement.fields)


def test_no_statement_without_a_zone_and_none_from_a_visa_type():
    assert zone_statement(["Passport no. C01X00T47\nNationality: German\n"], today=TODAY) is None
    line1, line2 = mrz.compose_td2(**PERSON, document_code="V<")
    statement = zone_statement([_page(line1, line2, before="")], today=TODAY)
    assert statement is not None and "id_document_type" not in statement.fields
    assert statement.fields["nationality"] == "DEU"
