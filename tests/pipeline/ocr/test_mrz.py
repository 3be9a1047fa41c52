"""The MRZ of a scan corrected by its check digits (pipeline.ocr.mrz), on zones composed by the
ICAO 9303 rules and misread the way OCR misreads the zone's typeface."""
from __future__ import annotations

import pytest

from pipeline import mrz
from pipeline.ocr.mrz import correct_td3, looks_like_mrz

LINE1, LINE2 = mrz.compose_td3(surname="Eriksson", given_names="Anna Maria", number="L898902C3", nationality="UTO",
                               date_of_birth="1974-08-12", sex="F", expiry_date="2032-04-15", issuing_state="UTO",
                               optional_data="ZE184226B")


def test_a_clean_reading_is_kept_and_valid():
    reading = correct_td3(LINE1, LINE2)
    assert (reading.line1, reading.line2, reading.valid, reading.corrected) == (LINE1, LINE2, True, 0)
    assert mrz.parse_td3(reading.line1, reading.line2)["valid"]


def test_letters_in_date_positions_are_read_as_the_digits_they_resemble():
    misread = LINE2[:13] + LINE2[13:19].replace("0", "O").replace("1", "I") + LINE2[19:]
    assert misread != LINE2
    reading = correct_td3(LINE1, misread)
    assert reading.line2 == LINE2 and reading.valid


def test_a_confusion_in_the_document_number_is_corrected_by_its_check_digit():
    # "8" read as "B" in an alphanumeric field: no position rule can tell, the check digit can
    misread = LINE2.replace("L898902C3", "L89B902C3")
    reading = correct_td3(LINE1, misread)
    assert reading.valid and reading.line2 == LINE2 and reading.corrected == 1
    assert mrz.parse_td3(reading.line1, reading.line2)["number"] == "L898902C3"


def test_confusions_in_optional_data_are_corrected():
    misread = LINE2.replace("ZE184226B", "ZE1B4226B")
    reading = correct_td3(LINE1, misread)
    assert reading.valid and reading.line2 == LINE2 and reading.corrected == 1


def test_swaps_the_check_digits_cannot_tell_apart_leave_the_zone_unverified():
    # Z->2 and 8->B together keep both check digits: a misreading no digit can see; and where two
    # single swaps tie (same letter/digit pattern), no reading is chosen
    assert correct_td3(LINE1, LINE2.replace("ZE184226B", "2E1B4226B")).line2 != LINE2
    tied = correct_td3(LINE1, LINE2.replace("L898902C3", "LB98902C3"))
    assert not tied.valid


def test_a_miscounted_filler_run_is_restored_to_44_characters():
    short = LINE2.replace("B<<<<<", "B<<<<", 1)
    assert len(short) == 43
    reading = correct_td3(LINE1, short)
    assert reading.valid and reading.line2 == LINE2
    first = correct_td3(LINE1.rstrip("<") + "<<", LINE2)
    assert first.line1 == LINE1


def test_digits_in_the_name_line_are_read_as_letters():
    reading = correct_td3(LINE1.replace("ERIKSSON", "ERIK55ON").replace("ANNA", "ANNA"), LINE2)
    assert reading.line1 == LINE1


def test_a_reading_no_swap_can_satisfy_is_reported_invalid():
    wrong = LINE2[:13] + "740813" + LINE2[19:]   # a digit misread as another digit: beyond the confusions
    reading = correct_td3(LINE1, wrong)
    assert not reading.valid and reading.line2 == wrong


@pytest.mark.parametrize("text, expected", [
    (LINE1, True), (LINE2, True), ("P<UTOERIKSSON«ANNA<MARIA<<<<<<<<<<<<<<<<<<<", True),
    ("Name, Vorname(n) / Surname, given names: AYDIN, Emre", False), ("<<<<", False),
])
def test_looks_like_mrz(text, expected):
    assert looks_like_mrz(text) is expected


def test_an_empty_optional_data_field_garbled_by_specks_is_read_as_empty():
    zone = mrz.compose_td3(surname="Wright", given_names="Matthew", number="XI050762", nationality="CAN",
                           date_of_birth="1944-06-12", sex="M", expiry_date="2025-09-05", issuing_state="CAN")
    garbled = zone[1][:28] + "<<S<<<E<<4<<<<<A" + zone[1][-1]
    reading = correct_td3(zone[0], garbled)
    assert reading.valid and reading.line2 == zone[1]


def test_fillers_after_the_names_are_fillers_whatever_ocr_read():
    reading = correct_td3("P<SAUAZIZ<<FATIMA<<<<LLLLLLLLLLLLLLLLLLLLLCC", LINE2)
    assert reading.line1 == "P<SAUAZIZ<<FATIMA" + "<" * 27
