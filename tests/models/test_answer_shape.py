"""Diffusion answers shaped unlike their field's value (``models.diffusion.answer_shape``): the
real-time route re-decodes them whatever their confidence."""
from models.diffusion.answer_shape import (empty_doubts, names_a_sum_of_money, not_a_full_name, runs_over_lines,
                                           shape_doubts, starts_with_another_value)
from models.diffusion.extractor import FieldDecode


def answer(path: str, text: str | None) -> FieldDecode:
    return FieldDecode(path, text, 0.99, 0.99, spans=((1, 2),) if text else ())


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
                 "Camille Hélène Petit n/a\nNationality", "Zauromke : SUZUKI, Yui", "Fredrik Bergström No"):
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


def test_doubts_in_template_order():
    fields = [answer("full_name", "HOFFMANN"), answer("date_of_birth", "1 May 1970"),
              answer("sex", None), answer("id_expiry_date", "03 FEB 2025\nExpires 02 FEB 2035"),
              answer("occupation", "Physician"), answer("tax_identification_number", None)]
    assert shape_doubts("kyc_individual", fields) == ["full_name", "id_expiry_date"]
    assert empty_doubts(fields) == ["sex", "tax_identification_number"]
    assert empty_doubts([answer("documents_required[3]", None)]) == []
