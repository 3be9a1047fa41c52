"""ICAO 9303 TD3 MRZ: check digits against the specimen passport, compose/parse round trips."""
from __future__ import annotations

import datetime as dt
import random

import pytest

from pipeline import mrz
from corpus.synth import values as V

SPECIMEN = ("P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
            "L898902C36UTO7408122F1204159ZE184226B<<<<<10")


@pytest.mark.parametrize("field, digit", [("L898902C3", "6"), ("740812", "2"), ("120415", "9"),
                                          ("ZE184226B<<<<<", "1"),
                                          ("L898902C36" "7408122" "1204159" "ZE184226B<<<<<1", "0")])
def test_check_digits_of_the_icao_specimen(field, digit):
    assert mrz.check_digit(field) == digit


def test_check_digit_rejects_characters_outside_the_mrz_alphabet():
    with pytest.raises(ValueError, match="not an MRZ character"):
        mrz.check_digit("ab1")


def test_compose_reproduces_the_specimen():
    lines = mrz.compose_td3(surname="Eriksson", given_names="Anna Maria", number="L898902C3", nationality="UTO",
                            date_of_birth="1974-08-12", sex="F", expiry_date=dt.date(2012, 4, 15),
                            issuing_state="UTO", optional_data="ZE184226B")
    assert lines == SPECIMEN


def test_parse_reads_the_specimen():
    parsed = mrz.parse_td3(*SPECIMEN)
    assert parsed["valid"]
    assert parsed["surname"] == "ERIKSSON" and parsed["given_names"] == "ANNA MARIA"
    assert parsed["number"] == "L898902C3" and parsed["nationality"] == "UTO" and parsed["issuing_state"] == "UTO"
    assert parsed["date_of_birth"] == "1974-08-12" and parsed["expiry_date"] == "2012-04-15"
    assert parsed["sex"] == "F" and parsed["optional_data"] == "ZE184226B"


@pytest.mark.parametrize("position", [9, 19, 27, 42, 43])
def test_parse_flags_a_wrong_check_digit(position):
    line2 = SPECIMEN[1]
    wrong = str((int(line2[position]) + 1) % 10)
    parsed = mrz.parse_td3(SPECIMEN[0], line2[:position] + wrong + line2[position + 1:])
    assert parsed is not None and not parsed["valid"]


@pytest.mark.parametrize("line1, line2", [(SPECIMEN[0][:-1], SPECIMEN[1]), (SPECIMEN[0], SPECIMEN[1].lower()),
                                          ("I" + SPECIMEN[0][1:], SPECIMEN[1])])
def test_parse_rejects_what_is_not_a_td3_mrz(line1, line2):
    assert mrz.parse_td3(line1, line2) is None


def test_names_are_transliterated_as_icao_recommends():
    line1, _ = mrz.compose_td3(surname="Müller-Lüdenscheidt", given_names="Jürgen Søren", number="C01X00T47",
                               nationality="DEU", date_of_birth="1985-03-12", sex=None, expiry_date="2031-01-01",
                               issuing_state="DEU")
    assert line1.startswith("P<DEUMUELLER<LUEDENSCHEIDT<<JUERGEN<SOEREN<")
    assert mrz.transliterate("O'Brien") == "OBRIEN" and mrz.transliterate("José") == "JOSE"


def test_unspecified_sex_is_a_filler_and_reads_back_as_x():
    _, line2 = mrz.compose_td3(surname="Doe", given_names="Alex", number="X1234567", nationality="NLD",
                               date_of_birth="1990-01-31", sex="X", expiry_date="2030-01-30", issuing_state="NLD")
    assert line2[20] == "<"
    assert mrz.parse_td3("P<NLDDOE<<ALEX" + "<" * 30, line2)["sex"] == "X"


def test_long_names_are_truncated_to_the_line():
    line1, _ = mrz.compose_td3(surname="Wolfeschlegelsteinhausenbergerdorff", given_names="Hubert Blaine Maximilian",
                               number="123456789", nationality="USA", date_of_birth="1950-02-01", sex="M",
                               expiry_date="2030-01-01", issuing_state="USA")
    assert len(line1) == 44


def test_compose_parse_round_trip_over_generated_people():
    rng = random.Random(9303)
    for _ in range(200):
        nationality = rng.choice(V.NATIONALITIES)
        p = V.person(rng, nationality)
        number = V.passport_number(rng, nationality)
        dob = dt.date(1940, 1, 1) + dt.timedelta(days=rng.randint(0, 25_000))
        expiry = dt.date(2024, 1, 1) + dt.timedelta(days=rng.randint(0, 3650))
        lines = mrz.compose_td3(surname=p.surname, given_names=p.given, number=number, nationality=nationality,
                                date_of_birth=dob, sex=p.sex, expiry_date=expiry, issuing_state=nationality)
        parsed = mrz.parse_td3(*lines, today=dt.date(2025, 6, 1))
        assert parsed["valid"], lines
        assert (parsed["number"], parsed["nationality"]) == (number, nationality)
        assert parsed["date_of_birth"] == dob.isoformat() and parsed["expiry_date"] == expiry.isoformat()
        assert parsed["sex"] == (p.sex if p.sex in "MF" else "X")
        assert parsed["surname"] == mrz.transliterate(p.surname).replace("<", " ").strip()[:39]


def test_find_td3_in_page_text():
    text = f"Passport data page\nSurname / Nom\nERIKSSON\n{SPECIMEN[0]}\n{SPECIMEN[1]}\nPage 2 of 2"
    assert mrz.find_td3(text) == SPECIMEN
    assert mrz.find_td3(f"{SPECIMEN[0]} {SPECIMEN[1]}") == SPECIMEN
    assert mrz.find_td3("no machine readable zone here <<<<<<<<<<") is None


def _page(surname: str, given: str, *, tamper: bool = False) -> str:
    line1, line2 = mrz.compose_td3(surname=surname, given_names=given, number="L898902C3", nationality="DEU",
                                   date_of_birth="1974-08-12", sex="F", expiry_date="2032-04-15",
                                   issuing_state="D")
    if tamper:  # a wrong check digit for the document number
        line2 = line2[:9] + str((int(line2[9]) + 1) % 10) + line2[10:]
    return f"Surname / Nom\n{surname}\nGiven names / Prénoms\n{given}\n{line1}\n{line2}"


def test_the_name_of_a_checked_mrz_in_the_data_pages_spelling():
    page = _page("Müller-Lüdenscheidt", "Anna-Maria Søren")
    assert mrz.name_from_mrz(["Account opening form", page]) == "Anna-Maria Søren Müller-Lüdenscheidt"


def test_a_name_no_line_prints_is_given_in_mrz_letters():
    line1, line2 = mrz.compose_td3(surname="Eriksson", given_names="Anna Maria", number="L898902C3",
                                   nationality="SWE", date_of_birth="1974-08-12", sex="F",
                                   expiry_date="2032-04-15", issuing_state="SWE")
    assert mrz.name_from_mrz([f"{line1}\n{line2}"]) == "ANNA MARIA ERIKSSON"


def test_no_name_without_an_mrz_or_from_one_whose_check_digits_fail():
    assert mrz.name_from_mrz(["Name: Anna Eriksson"]) is None
    assert mrz.name_from_mrz([_page("Eriksson", "Anna", tamper=True)]) is None


# ICAO 9303 part 5 (TD1) and part 6 (TD2) specimens
TD1_SPECIMEN = ("I<UTOD231458907<<<<<<<<<<<<<<<", "7408122F1204159UTO<<<<<<<<<<<6", "ERIKSSON<<ANNA<MARIA<<<<<<<<<<")
TD2_SPECIMEN = ("I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<", "D231458907UTO7408122F1204159<<<<<<<6")
CARD = dict(surname="Eriksson", given_names="Anna Maria", number="D23145890", nationality="UTO",
            date_of_birth="1974-08-12", sex="F", expiry_date="2012-04-15", issuing_state="UTO")


def test_td1_and_td2_compose_reproduce_the_specimens_and_pass_their_checks():
    assert mrz.compose_td1(**CARD) == TD1_SPECIMEN
    assert mrz.compose_td2(**CARD) == TD2_SPECIMEN
    assert all(mrz.td1_checks(*TD1_SPECIMEN[:2]).values())
    assert all(mrz.td2_checks(TD2_SPECIMEN[1]).values())


@pytest.mark.parametrize("line, position, check", [(0, 14, "number"), (1, 6, "date_of_birth"),
                                                   (1, 14, "expiry_date"), (1, 29, "composite")])
def test_td1_checks_flag_a_wrong_digit(line, position, check):
    lines = list(TD1_SPECIMEN)
    lines[line] = lines[line][:position] + str((int(lines[line][position]) + 1) % 10) + lines[line][position + 1:]
    checks = mrz.td1_checks(*lines[:2])
    assert not checks[check] and sum(not ok for ok in checks.values()) == (1 if check == "composite" else 2)


def test_td2_checks_cover_the_optional_data_with_the_composite_only():
    line2 = TD2_SPECIMEN[1][:28] + "AB12<<<" + TD2_SPECIMEN[1][35]
    checks = mrz.td2_checks(line2)
    assert checks["number"] and checks["expiry_date"] and not checks["composite"]


def test_a_td1_number_longer_than_nine_characters_continues_in_the_optional_data():
    number = "D23145890AB"
    line1 = ("I<UTO" + number[:9] + "<" + number[9:] + mrz.check_digit(number) + "<" * 30)[:30]
    assert mrz.td1_checks(line1, TD1_SPECIMEN[1])["number"]
    assert not mrz.td1_checks(line1.replace("AB", "AC"), TD1_SPECIMEN[1])["number"]
