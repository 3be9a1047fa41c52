"""Diffusion answers shaped unlike their field's value (``models.diffusion.answer_shape``): the
real-time route re-decodes them whatever their confidence."""
from models.diffusion.answer_shape import (a_country_holding_a_digit, an_address_cut_short, empty_doubts, holds_another_answer,
                                           names_a_sum_of_money, not_a_full_name, runs_into_a_labelled_row,
                                           runs_over_lines, runs_past_its_sentence, shape_doubts,
                                           starts_with_another_value)
from models.diffusion.extractor import FieldDecode


def answer(path: str, text: str | None, confidence: float = 0.99) -> FieldDecode:
    return FieldDecode(path, text, confidence, confidence, spans=((1, 2),) if text else ())


def test_a_one_line_kind_answered_over_several_lines_is_doubted():
    assert runs_over_lines("kyc_individual", answer("id_expiry_date", "03 FEB 2025\nExpires 02 FEB 2035"))
    assert runs_over_lines("loan_application", answer("loan_term_months", "317 000 EUR\nPurpose: Home purchase"))
    assert runs_over_lines("kyc_individual", answer("tax_identification_number", "259-499-913\nTelephone: +31"))
    assert not runs_over_lines("kyc_individual", answer("id_expiry_date", "02 FEB 2035"))
    assert not runs_over_lines("kyc_individual", answer("id_expiry_date", "02 FEB 2035\n   \n"))


def test_wrapping_fields_countries_and_list_items_are_not_doubted_for_their_lines():
    # A place, a port or a party's name wraps; countries are read line by line elsewhere.
    assert not runs_over_lines("letter_of_credit", answer("expiry_place", "FRANKFURT AM\nMAIN"))
    assert not runs_over_lines("letter_of_credit", answer("port_of_discharge", "Any Port\nIn United States"))
    assert not runs_over_lines("kyc_individual", answer("nationality", "Brazilian\nPEP status NO"))
    assert not runs_over_lines("loan_application", answer("co_borrowers[0].date_of_birth", "1 May 1970\nMarried"))
    assert not runs_over_lines("kyc_individual", answer("id_expiry_date", None))


def test_a_full_name_needs_two_words_that_are_not_initials():
    for text in ("HOFFMANN", "Familienstand", "M M", "<<<<<<", "Yes 12", "Hong Kong Software Yes",
                 "Camille Hélène Petit n/a\nNationality", "Zauromke : SUZUKI, Yui", "Fredrik Bergström No",
                 "Born Familienstand", "Name Anna Berg", "Date Birth"):
        assert not_a_full_name("kyc_individual", answer("full_name", text)), text
    for text in ("LENA HOFFMANN", "Li Na", "J. R. Smith", "Xiao Yan Wong", "SUZUKI, Yui", "Noor Al Farsi",
                 "Nora Yesilyurt"):
        assert not not_a_full_name("kyc_individual", answer("full_name", text)), text
    assert not_a_full_name("loan_application", answer("co_borrowers[2].full_name", "Sven"))
    assert not not_a_full_name("kyc_individual", answer("occupation", "Physician"))
    assert not not_a_full_name("kyc_individual", answer("full_name", None))


def test_a_description_that_starts_with_a_bare_amount_or_date_is_doubted():
    assert starts_with_another_value(answer("goods_description", "2,340,000.00\nMerchandise 9 X 40FT CONTAINERS"))
    assert starts_with_another_value(answer("goods_description", "10 March 2025\nMerchandise 7 380 UNITS"))
    assert not starts_with_another_value(answer("goods_description", "9 X 40FT CONTAINERS\nOF SOYBEAN MEAL"))
    assert not starts_with_another_value(answer("goods_description", "2,340,000.00"))          # one line
    assert not starts_with_another_value(answer("residential_address", "103\nVasilissis Sofias"))  # a house number


def test_a_company_name_or_occupation_holding_a_sum_of_money_is_doubted():
    for path, text in (("employer_name", "Darlehensbetrag £330,000"), ("beneficiary.name", "EUR 1,200,000.00 Holdings"),
                       ("occupation", "Salary 4 500 €"), ("applicant.name", "Payee USD 25,000")):
        assert names_a_sum_of_money(answer(path, text)), text
    for path, text in (("employer_name", "3M Company"), ("employer_name", "Route 66 Diner"),
                       ("beneficiary.name", "BLUE OCEAN STEEL FZCO"), ("goods_description", "USD 1,000 of steel"),
                       ("employer_name", None)):
        assert not names_a_sum_of_money(answer(path, text)), text


def test_a_country_running_into_a_labelled_row_is_doubted():
    assert runs_into_a_labelled_row("kyc_individual", answer(
        "country_of_residence", "ITALY\nDate of issue: 02.12.2019\nValid until: 02.12.2029"))
    assert runs_into_a_labelled_row("kyc_individual", answer(
        "id_issuing_country", "TÜRKIYE\nAusgestellt am / Issued on: 10.12.2020"))
    # a country printed on two lines, or running into a row without a label's colon, is read by
    # the line reading of countries (doubting those broke right answers on `train`)
    assert not runs_into_a_labelled_row("kyc_individual", answer("nationality", "Sweden\nCountry of residence\nSWEDEN"))
    assert not runs_into_a_labelled_row("kyc_individual", answer("nationality", "Bosnia and\nHerzegovina"))
    assert not runs_into_a_labelled_row("kyc_individual", answer("nationality", "Note: Sweden"))  # first line only
    assert not runs_into_a_labelled_row("kyc_individual", answer("occupation", "Engineer\nEmployer: ACME"))


def test_a_country_holding_a_digit_is_doubted():
    assert a_country_holding_a_digit("kyc_individual", answer("id_issuing_country", "Singapore 125975\nYes"))
    assert a_country_holding_a_digit("kyc_individual", answer("nationality", "Aug 22, 2019 Date of issue"))
    assert not a_country_holding_a_digit("kyc_individual", answer("nationality", "Singapore\nIssued 2019"))
    assert not a_country_holding_a_digit("kyc_individual", answer("nationality", None))
    assert not a_country_holding_a_digit("kyc_individual", answer("residential_address", "1 Main St"))


def test_a_place_running_past_its_sentence_is_doubted():
    assert runs_past_its_sentence(answer("port_of_discharge", "ROMA, ITALY. It is subject to OTHR."))
    assert runs_past_its_sentence(answer("expiry_place", "Zurich. The credit expires"))
    for text in ("ST. PETERSBURG", "Any Port In U.S.A.", "ROTTERDAM PORT", "St. Louis, Mo. Port", None):
        assert not runs_past_its_sentence(answer("port_of_loading", text)), text
    assert not runs_past_its_sentence(answer("goods_description", "STEEL PIPES. It is packed in crates"))


def test_an_address_cut_short_is_doubted():
    assert an_address_cut_short(answer("residential_address", "229 Jalan Thamrin"))
    assert an_address_cut_short(answer("applicant.address", "4909 ELM DRIVE"))
    assert an_address_cut_short(answer("residential_address", "Ghana\n20 Liberation Road\nAccra\nGhana"))
    for text in ("4909 ELM DRIVE, BROOKLYN, NY 11267", "229 Jalan Thamrin\n10220 Jakarta\nIndonesia",
                 "Via del Corso, 5, 50125 Firenze", None):
        assert not an_address_cut_short(answer("beneficiary.address", text)), text
    assert not an_address_cut_short(answer("employer_name", "Zenith Furniture"))


def test_an_answer_holding_a_more_confident_fields_answer_is_doubted():
    fields = [answer("available_with", "BANCO MERCANTILE DE MÉXICO, S.A.", 0.99),
              answer("available_by", "BY PAYMENT", 0.99),
              answer("port_of_discharge", "BANCO MERCANTILE DE MÉXICO, S.A. BY PAYMENT", 0.7),
              # an enumerated field's answer is read out of a longer span: not doubted
              answer("form_of_credit", "IRREVOCABLE STANDBY LETTER OF CREDIT BY PAYMENT", 0.6),
              # a less confident answer held does not doubt the answer holding it
              answer("beneficiary.name", "ACME TRADING", 0.5), answer("beneficiary.address", "ACME TRADING\n1 Road", 0.9)]
    assert holds_another_answer("letter_of_credit", fields) == ["port_of_discharge"]
    # nor does a country's answer (an address ends with its country), nor a place's in an address
    assert holds_another_answer("letter_of_credit", [answer("port_of_loading", "HONG KONG", 0.99), answer(
        "beneficiary.address", "207 TAIKOO SHING ROAD\nHONG KONG", 0.9)]) == []
    assert holds_another_answer("kyc_individual", [answer("country_of_residence", "UNITED STATES", 0.99), answer(
        "residential_address", "1 Main Street\nBoston\nUNITED STATES", 0.9)]) == []
    # one word held, or an answer equal to the other's (a shared span, doubted elsewhere): no
    assert holds_another_answer("letter_of_credit", [answer("available_by", "PAYMENT", 0.99),
                                                     answer("port_of_loading", "PAYMENT PORT", 0.5)]) == []
    assert holds_another_answer("letter_of_credit", [answer("port_of_loading", "HONG KONG PORT", 0.99),
                                                     answer("port_of_discharge", "hong kong port", 0.5)]) == []


def test_doubts_in_template_order():
    fields = [answer("full_name", "HOFFMANN"), answer("date_of_birth", "1 May 1970"),
              answer("sex", None), answer("id_expiry_date", "03 FEB 2025\nExpires 02 FEB 2035"),
              answer("occupation", "Physician"), answer("tax_identification_number", None)]
    assert shape_doubts("kyc_individual", fields) == ["full_name", "id_expiry_date"]
    assert empty_doubts(fields) == ["sex", "tax_identification_number"]
    assert empty_doubts([answer("documents_required[3]", None)]) == []
