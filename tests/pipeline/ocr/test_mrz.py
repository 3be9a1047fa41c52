"""The MRZ of a scan corrected by its check digits (pipeline.ocr.mrz), on zones composed by the
ICAO 9303 rules and misread the way OCR misreads the zone's typeface."""
from __future__ import annotations

import pytest

from pipeline import mrz
from pipeline.ocr.mrz import correct_mrz, correct_td1, correct_td2, correct_td3, looks_like_mrz, printed_words

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


def test_fillers_after_the_names_read_as_letters_are_fillers_again():
    # the secondary identifier's components are parted by one filler: a second double filler ends it
    line1, line2 = mrz.compose_td3(surname="Jang", given_names="Dong Hyun", number="M12345678", nationality="KOR",
                                   date_of_birth="1955-11-07", sex="M", expiry_date="2032-12-03", issuing_state="KOR")
    garbled = line1.replace("HYUN<<<<<<<<", "HYUN<<CLLLCL", 1)
    assert correct_td3(garbled, line2).line1 == line1
    # a name with no given names keeps its surname and its separator
    bare = "P<UTOSMITH" + "<" * 34
    assert correct_td3(bare, LINE2).line1 == bare


def test_a_dropped_filler_after_the_document_code_puts_the_issuing_state_back():
    dropped = LINE1[0] + LINE1[2:] + "<"          # "PUTOERIKSSON...": OCR lost the "<" of "P<"
    assert correct_td3(dropped, LINE2).line1 == LINE1
    kept = "PO" + LINE1[2:]                        # a document code's second letter is the issuer's choice
    assert correct_td3(kept, LINE2).line1 == kept


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


def test_fillers_run_into_the_last_name_are_told_apart_by_the_words_the_page_prints():
    line1, line2 = mrz.compose_td3(surname="Lim", given_names="Wei Jun", number="E39316197", nationality="CHN",
                                   date_of_birth="1952-09-11", sex="M", expiry_date="2024-04-14", issuing_state="CHN")
    garbled = "PL" + line1[2:].replace("JUN<<<<<<<", "JUNCCCLLLL", 1)
    printed = printed_words(["Surname / Nom", "LIM", "Given names / Prénoms", "Wei Jun", "Type P"])
    assert correct_mrz((garbled, line2), "TD3", printed=printed).line1 == line1
    # without the page's words a name's last letters cannot be told from fillers: left as read
    assert correct_td3(garbled, line2).line1 != line1


def test_a_name_ending_in_a_filler_lookalike_keeps_its_letters_where_the_page_prints_it():
    line1, line2 = mrz.compose_td3(surname="Hall", given_names="Paul", number="E39316197", nationality="GBR",
                                   date_of_birth="1952-09-11", sex="M", expiry_date="2024-04-14", issuing_state="GBR")
    garbled = line1.replace("PAUL<<<<", "PAULCCLL", 1)
    assert correct_mrz((garbled, line2), "TD3", printed=printed_words(["HALL", "PAUL"])).line1 == line1
    # a lone letter after the given names that the page never prints is a filler; a printed initial stays
    stray = line1.replace("PAUL<<", "PAUL<C", 1)
    assert correct_mrz((stray, line2), "TD3", printed=printed_words(["HALL", "PAUL"])).line1 == line1
    assert correct_mrz((stray, line2), "TD3", printed=printed_words(["HALL", "PAUL", "C."])).line1 == stray


def test_a_filler_read_as_a_letter_between_two_printed_names_is_a_filler_again():
    line1, line2 = mrz.compose_td3(surname="O'Brien", given_names="David John", number="692685222",
                                   nationality="GBR", date_of_birth="1997-10-23", sex="M", expiry_date="2030-02-09",
                                   issuing_state="GBR")
    garbled = line1.replace("DAVID<JOHN", "DAVIDEJOHN", 1)
    printed = printed_words(["O'BRIEN", "DAVID JOHN"])
    assert correct_mrz((garbled, line2), "TD3", printed=printed).line1 == line1
    # one name the page prints whole is left alone, though it holds a lookalike between two printed words
    assert correct_mrz((garbled, line2), "TD3", printed=printed | {"DAVIDEJOHN"}).line1 == garbled


def test_printed_words_are_spelled_as_the_zone_spells_names():
    assert {"MUELLER", "MULLER", "JURGEN", "JUERGEN"} <= printed_words(["Müller, Jürgen"])


# Identity cards: TD1 (three lines of 30) and TD2 (two lines of 36), ICAO 9303 parts 5 and 6
CARD = dict(surname="Eriksson", given_names="Anna Maria", number="D23145890", nationality="UTO",
            date_of_birth="1974-08-12", sex="F", expiry_date="2032-04-15", issuing_state="UTO")
TD1 = mrz.compose_td1(**CARD, optional_data="ZE184226B")
TD2 = mrz.compose_td2(**CARD, optional_data="AB12")


def test_a_td1_zone_misread_in_the_number_the_dates_and_the_names_is_corrected():
    line1 = TD1[0].replace("D23145890", "D23I45890")               # 1 read as I: the number's digit tells
    line2 = TD1[1][:8] + TD1[1][8:15].replace("0", "O").replace("2", "Z") + TD1[1][15:]   # letters where digits stand
    line3 = TD1[2].replace("ERIKSSON", "ERIK55ON")
    assert line2 != TD1[1]
    reading = correct_td1(line1, line2, line3)
    assert reading.kind == "TD1" and reading.valid and reading.lines == TD1 and reading.corrected == 1
    assert reading.verified_lines == (0, 1)
    assert all(mrz.td1_checks(*reading.lines[:2]).values())


def test_td1_optional_data_is_corrected_by_the_composite_digit_alone():
    misread = TD1[0].replace("ZE184226B", "ZEI84226B")   # no digit of its own covers it
    reading = correct_td1(misread, TD1[1], TD1[2])
    assert reading.valid and reading.lines == TD1 and reading.corrected == 1


def test_a_td1_tie_the_composite_cannot_break_is_left_unverified():
    # Z read as 2 in the optional data: five single swaps satisfy the composite digit, two of them as
    # plausible as the truth; no reading is chosen and the zone is reported failing, as read
    misread = TD1[0].replace("ZE184226B", "2E184226B")
    reading = correct_td1(misread, TD1[1], TD1[2])
    assert not reading.valid and reading.line1 == misread and reading.verified_lines == ()


def test_a_td1_zone_with_a_miscounted_filler_run_is_restored_to_30_characters():
    reading = correct_td1(TD1[0][:-2], TD1[1].replace("<<<<", "<<<<<<", 1), TD1[2])
    assert reading.valid and reading.lines == TD1


def test_a_td2_zone_misread_in_the_number_dates_and_optional_data_is_corrected():
    line2 = TD2[1].replace("D23145890", "D23I45890")
    line2 = line2[:13] + line2[13:20].replace("0", "O") + line2[20:]
    reading = correct_td2(TD2[0], line2)
    assert reading.kind == "TD2" and reading.valid and reading.lines == TD2 and reading.corrected == 1
    optional = correct_td2(TD2[0], TD2[1].replace("AB12", "A812"))   # only the composite covers it
    assert optional.valid and optional.lines == TD2 and optional.corrected == 1


def test_ties_in_a_cards_number_are_left_unverified():
    # B read for 8 in "L898902C3": swapping back either B or the other 8 passes the number's digit
    # and the composite alike, with the same letter/digit pattern: no reading is chosen, as on TD3
    card = dict(CARD, number="L898902C3")
    td1, td2 = mrz.compose_td1(**card), mrz.compose_td2(**card)
    tied1 = correct_td1(td1[0].replace("L898902C3", "LB98902C3"), td1[1], td1[2])
    tied2 = correct_td2(td2[0], td2[1].replace("L898902C3", "LB98902C3"))
    assert not tied1.valid and tied1.line1.startswith("I<UTOLB98902C3")
    assert not tied2.valid and tied2.line2.startswith("LB98902C3")


def test_the_kind_of_a_zone_is_told_by_its_lines():
    assert correct_mrz(TD2).kind == "TD2" and correct_mrz(TD1).kind == "TD1"
    assert correct_mrz((LINE1, LINE2)).kind == "TD3"


def test_a_glyph_read_twice_in_the_data_line_is_dropped_where_the_check_digits_say():
    doubled = LINE2[:3] + LINE2[2] + LINE2[3:]   # "L898902C3" read "L8998902C3": 45 characters
    reading = correct_td3(LINE1, doubled)
    assert reading.valid and reading.line2 == LINE2
    assert not correct_td3(LINE1, LINE2[:3] + "77" + LINE2[3:]).valid   # two too many: not guessed
