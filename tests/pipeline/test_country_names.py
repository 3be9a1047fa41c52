"""Countries, nationalities and currencies as documents in French, German, Spanish, Italian,
Portuguese, Dutch and Polish write them (pipeline.country_names), and the lakh/crore amounts."""
from __future__ import annotations

import unicodedata

import pytest

from pipeline.countries import DEMONYMS, OTHER_DEMONYMS, country_alpha3, country_surface_forms, currency_code
from pipeline.country_names import COUNTRY_NAMES, CURRENCY_NAMES, EXCLUDED, LANGUAGES, REGIONAL_NAMES, country_forms
from pipeline.grounding import locate
from pipeline.normalise import find_currency, normalise_country, normalise_value, parse_amount
from tests.pipeline.fixtures import kyc, lc, loan


def _plain(text: str) -> str:
    text = text.replace("ł", "l").replace("Ł", "L")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


# --- the table -----------------------------------------------------------------------------

def test_every_language_covers_every_country_of_the_demonyms():
    assert set(LANGUAGES) == {"fr", "de", "es", "it", "pt", "nl", "pl"}
    for language, table in COUNTRY_NAMES.items():
        assert set(table) == set(DEMONYMS), language


def test_every_form_reads_as_its_country_accented_unaccented_and_upper_case():
    for language, alpha3, form in country_forms():
        assert len(form) >= 4, form  # three letters would be read as a code
        for written in (form, form.upper(), form.lower(), _plain(form), _plain(form).upper()):
            assert country_alpha3(written) == alpha3, (language, written)


def test_no_form_names_two_countries_and_english_keeps_winning():
    owners: dict[str, set[str]] = {}
    for _language, alpha3, form in country_forms():
        owners.setdefault(_plain(form).upper(), set()).add(alpha3)
    assert {key: codes for key, codes in owners.items() if len(codes) > 1} == {}
    # English readings the foreign table shares a spelling with are English's
    assert country_alpha3("Argentine") == "ARG" and country_alpha3("Philippine") == "PHL"
    assert country_alpha3("Chinese") == "CHN" and country_alpha3("Maltese") == "MLT"
    assert country_alpha3("Korean") == "KOR"  # the English alias; "coreano" is left out below
    assert country_alpha3("D") == "DEU" and country_alpha3("Niger") == "NER"
    assert country_alpha3("Nigeria") == "NGA" and country_alpha3("Dominica") == "DMA"


@pytest.mark.parametrize("form", sorted(EXCLUDED))
def test_excluded_forms_read_as_nothing(form):
    assert country_alpha3(form) is None
    assert country_alpha3(_plain(form).upper()) is None


def test_forms_per_language_are_many():
    counts = {language: sum(1 for _ in country_forms(language)) for language in LANGUAGES}
    assert all(count >= 180 for count in counts.values()), counts


# --- each language, accented and not, masculine and feminine --------------------------------

@pytest.mark.parametrize(("written", "code"), [
    # French
    ("française", "FRA"), ("FRANCAISE", "FRA"), ("français", "FRA"), ("Allemagne", "DEU"), ("allemande", "DEU"),
    ("Suède", "SWE"), ("SUEDOISE", "SWE"), ("néerlandaise", "NLD"), ("Royaume-Uni", "GBR"),
    ("ROYAUME UNI", "GBR"), ("britannique", "GBR"), ("États-Unis", "USA"), ("ETATS-UNIS", "USA"),
    ("américaine", "USA"), ("Nouvelle-Zélande", "NZL"), ("marocaine", "MAR"), ("sud-coréenne", "KOR"),
    # German
    ("deutsch", "DEU"), ("deutsche", "DEU"), ("DEUTSCHER", "DEU"), ("Deutschland", "DEU"),
    ("Österreich", "AUT"), ("OESTERREICH", "AUT"), ("OSTERREICH", "AUT"), ("österreichische", "AUT"),
    ("Großbritannien", "GBR"), ("GROSSBRITANNIEN", "GBR"), ("türkisch", "TUR"), ("TUERKISCH", "TUR"),
    ("Schweizer", "CHE"), ("schweizerische", "CHE"), ("Vereinigte Staaten", "USA"), ("indisch", "IND"),
    # Spanish
    ("española", "ESP"), ("ESPAÑOLA", "ESP"), ("ESPANOLA", "ESP"), ("español", "ESP"), ("alemán", "DEU"),
    ("ALEMAN", "DEU"), ("alemana", "DEU"), ("mexicana", "MEX"), ("estadounidense", "USA"),
    ("Países Bajos", "NLD"), ("PAISES BAJOS", "NLD"), ("peruana", "PER"), ("marroquí", "MAR"),
    ("EE. UU.", "USA"), ("Reino Unido", "GBR"), ("colombiana", "COL"),
    # Italian
    ("italiana", "ITA"), ("tedesca", "DEU"), ("tedesco", "DEU"), ("Germania", "DEU"), ("svizzera", "CHE"),
    ("Perù", "PER"), ("PERU", "PER"), ("cinese", "CHN"), ("Stati Uniti", "USA"), ("Regno Unito", "GBR"),
    # Portuguese
    ("portuguesa", "PRT"), ("português", "PRT"), ("PORTUGUES", "PRT"), ("brasileira", "BRA"),
    ("brasileiro", "BRA"), ("alemã", "DEU"), ("ALEMA", "DEU"), ("alemão", "DEU"), ("Alemanha", "DEU"),
    ("Suíça", "CHE"), ("Polônia", "POL"), ("Polónia", "POL"), ("Índia", "IND"),
    # Dutch
    ("Nederlandse", "NLD"), ("Nederlands", "NLD"), ("Duitse", "DEU"), ("Belgische", "BEL"),
    ("België", "BEL"), ("BELGIE", "BEL"), ("Poolse", "POL"), ("Franse", "FRA"), ("Oekraïense", "UKR"),
    ("IJsland", "ISL"), ("Verenigd Koninkrijk", "GBR"),
    # Polish
    ("polska", "POL"), ("polski", "POL"), ("polskie", "POL"), ("Polska", "POL"), ("niemiecka", "DEU"),
    ("Niemcy", "DEU"), ("Włochy", "ITA"), ("WLOCHY", "ITA"), ("włoska", "ITA"), ("Łotwa", "LVA"),
    ("LOTWA", "LVA"), ("łotewskie", "LVA"), ("Wielka Brytania", "GBR"), ("Stany Zjednoczone", "USA"),
])
def test_country_and_nationality_in_the_documents_languages(written, code):
    assert country_alpha3(written) == code
    assert normalise_value(kyc("nationality"), written) == code


@pytest.mark.parametrize(("raw", "code"), [
    ("Nationalité : française", "FRA"), ("Staatsangehörigkeit: deutsch", "DEU"),
    ("NACIONALIDAD: ESPAÑOLA", "ESP"), ("obywatelstwo polskie", "POL"), ("Nazionalità: italiana", "ITA"),
    ("Nacionalidade: brasileira", "BRA"), ("Nationaliteit: Nederlandse", "NLD"),
    ("Narodowość: włoska", "ITA"), ("Wohnsitz: Österreich", "AUT"), ("Madrid, España", "ESP"),
])
def test_a_country_inside_a_longer_text(raw, code):
    assert normalise_country(raw) == code


@pytest.mark.parametrize(("written", "expected"), [
    ("dominicana", None), ("coreano", None), ("americano", None), ("Chili", None), ("Island", None),
    ("Pools", None), ("Fins", None), ("Lets", None), ("Indie", None), ("indiana", None), ("Gana", None),
    ("árabe", None), ("inglés", None),
    ("Korean", "KOR"), ("American", "USA"),  # English meanings stay
])
def test_collisions_left_out(written, expected):
    assert country_alpha3(written) == expected


def test_old_english_index_is_unchanged():
    # a few of the readings the English index had before: still the same
    for written, code in [("Sweden", "SWE"), ("Swedish", "SWE"), ("SE", "SWE"), ("UK", "GBR"), ("D", "DEU"),
                          ("Holland", "NLD"), ("Kiwi", "NZL"), ("Emirian", "ARE"), ("Turkey", "TUR"),
                          ("India", "IND"), ("Indian", "IND"), ("China", "CHN"), ("Chile", "CHL"),
                          ("Peru", "PER"), ("Malta", "MLT"), ("Canada", "CAN"), ("Israel", "ISR")]:
        assert country_alpha3(written) == code


# --- grounding finds the new forms --------------------------------------------------------------

@pytest.mark.parametrize(("written", "code"), [
    ("ESPAÑOLA", "ESP"), ("ESPANOLA", "ESP"), ("française", "FRA"), ("deutsch", "DEU"),
    ("Großbritannien", "GBR"), ("GROSSBRITANNIEN", "GBR"), ("Nederlandse", "NLD"), ("polska", "POL"),
    ("brasileira", "BRA"), ("tedesca", "DEU"),
])
def test_country_forms_are_grounded(written, code):
    pages = [f"Customer record\nNationality: {written}\n"]
    source = locate(kyc("nationality"), code, pages)
    assert source is not None and source.text == written
    assert any(_plain(form).upper() == _plain(written).upper() for form in country_surface_forms(code))


# --- currencies ----------------------------------------------------------------------------

@pytest.mark.parametrize(("raw", "code"), [
    ("Rs.", "INR"), ("Rs", "INR"), ("₹", "INR"), ("INR", "INR"), ("Rupees", "INR"), ("Indian Rupees", "INR"),
    ("Rs. 12,50,000/-", "INR"), ("Pakistani Rupees", "PKR"), ("zł", "PLN"), ("1 250 zł", "PLN"),
    ("złoty", "PLN"), ("złotych", "PLN"), ("zlotych", "PLN"), ("Kč", "CZK"), ("2 500 Kč", "CZK"),
    ("CHF", "CHF"), ("Franken", "CHF"), ("francs suisses", "CHF"), ("Schweizer Franken", "CHF"),
    ("yuan", "CNY"), ("won", "KRW"), ("ringgit", "MYR"), ("baht", "THB"), ("pesos mexicanos", "MXN"),
    ("PESOS MEXICANOS", "MXN"), ("reais", "BRL"), ("R$", "BRL"), ("R$ 5.000,00", "BRL"),
    ("euros", "EUR"), ("Euro", "EUR"), ("dólares estadounidenses", "USD"), ("DOLARES ESTADOUNIDENSES", "USD"),
    ("US-Dollar", "USD"), ("dollars américains", "USD"), ("livres sterling", "GBP"),
    ("Pfund Sterling", "GBP"), ("UAE dirhams", "AED"), ("Saudi riyals", "SAR"), ("Qatari riyals", "QAR"),
    ("1.000 dólares estadounidenses", "USD"), ("EUR 1.000 (euros)", "EUR"),
])
def test_currencies_as_documents_print_them(raw, code):
    assert find_currency(raw) == code
    assert normalise_value(lc("currency"), raw) == code


@pytest.mark.parametrize("raw", ["Fr.", "kr", "kr.", "pesos", "real", "dirhams", "riyals", "KC", "ZL"])
def test_ambiguous_currency_words_read_as_nothing(raw):
    assert currency_code(raw) is None
    assert find_currency(raw) is None


def test_currency_names_do_not_change_english_readings():
    # every table entry reads as its code, and the English/pycountry names still win
    for form, code in CURRENCY_NAMES.items():
        assert currency_code(form) == code, form
    for written, code in [("dollars", "USD"), ("sterling", "GBP"), ("Swiss francs", "CHF"),
                          ("yen", "JPY"), ("US Dollar", "USD"), ("Mexican pesos", "MXN")]:
        assert currency_code(written) == code


def test_currency_names_are_grounded():
    assert locate(kyc("income_currency"), "INR", ["Annual income: Rs. 12,50,000/-"]).text == "Rs."
    assert locate(kyc("income_currency"), "PLN", ["Dochód: 120 000 złotych"]).text == "złotych"
    assert locate(lc("currency"), "USD", ["Importe: 1.000 dólares estadounidenses"]).text == "dólares estadounidenses"


# --- lakh and crore amounts ------------------------------------------------------------------

@pytest.mark.parametrize(("raw", "value"), [
    ("12,50,000.00", 1250000.0), ("1,25,00,000", 12500000.0), ("Rs. 12,50,000/-", 1250000.0),
    ("INR 1,25,000", 125000.0), ("₹ 10,00,00,000.50", 100000000.5), ("45 lakh", 4500000.0),
    ("45 lakhs", 4500000.0), ("45 lacs", 4500000.0), ("Rs 45 Lakhs", 4500000.0), ("2.5 crore", 25000000.0),
    ("Rs. 2.5 cr", 25000000.0), ("3 Crores", 30000000.0), ("INR 1.25 Cr.", 12500000.0),
    # a credit mark, not a crore: after whole cents, or outside rupees
    ("12,500.00 CR", 12500.0), ("500.00 Cr", 500.0), ("2.5 cr", 2.5),
])
def test_indian_grouping_and_scale_words(raw, value):
    assert parse_amount(raw) == pytest.approx(value)
    assert normalise_value(loan("loan_amount"), raw) == pytest.approx(value)


@pytest.mark.parametrize(("page", "value", "text"), [
    ("Loan amount: Rs. 12,50,000.00", 1250000.0, "12,50,000.00"),
    ("Loan amount: 1,25,00,000", 12500000.0, "1,25,00,000"),
    ("Loan amount: Rs 45 lakh", 4500000.0, "45 lakh"),
    ("Loan amount: 2.5 crore", 25000000.0, "2.5 crore"),
    ("Loan amount: USD 2.5 million", 2500000.0, "2.5 million"),
])
def test_indian_amounts_are_grounded(page, value, text):
    source = locate(loan("loan_amount"), value, [page])
    assert source is not None and source.text == text


# --- the rest of the world -------------------------------------------------------------------

def test_every_other_states_people_read_as_it_and_the_tables_do_not_overlap():
    assert not set(OTHER_DEMONYMS) & set(DEMONYMS) - {"LUX", "HKG"}   # those two: a second English form
    for alpha3, demonyms in OTHER_DEMONYMS.items():
        for demonym in demonyms.split("|"):
            for written in (demonym, demonym.upper(), _plain(demonym).upper()):
                assert country_alpha3(written) == alpha3, written
    # left out: the people of two countries each
    assert country_alpha3("Congolese") is None and country_alpha3("Dominican") is None


@pytest.mark.parametrize(("written", "code"), [
    ("ivoirienne", "CIV"), ("SENEGALAISE", "SEN"), ("camerounais", "CMR"), ("Algérie", "DZA"), ("malgache", "MDG"),
    ("Российская Федерация", "RUS"), ("РОССИЯ", "RUS"), ("казахстанская", "KAZ"), ("Республика Узбекистан", "UZB"),
    ("Україна", "UKR"), ("грузинский", "GEO"), ("Србија", "SRB"), ("Германия", "DEU"), ("Kazakhstani", "KAZ"),
    ("UZBEK", "UZB"), ("Liechtensteiner", "LIE"), ("MONEGASQUE", "MCO"), ("Nigerien", "NER"), ("Nigerian", "NGA"),
])
def test_regional_names_and_other_demonyms(written, code):
    assert country_alpha3(written) == code
    assert normalise_country(f"Nationality: {written}") == code


def test_a_regional_form_is_found_in_a_page_as_its_country():
    assert "КАЗАХСТАН" in country_surface_forms("KAZ") and "РОССИЙСКАЯ ФЕДЕРАЦИЯ" in country_surface_forms("RUS")
    assert set(REGIONAL_NAMES) == {"fr", "ru"}


@pytest.mark.parametrize(("written", "code"), [
    ("1 250 000,00 руб.", "RUB"), ("рублей", "RUB"), ("₽ 900", "RUB"), ("грн", "UAH"), ("₴ 12 000", "UAH"),
    ("4 500 000 тенге", "KZT"), ("₸ 4 500 000", "KZT"), ("₾ 3,000", "GEL"), ("KSh 2,400,000", "KES"),
    ("Kshs 45,000", "KES"), ("TSh 1,000,000", "TZS"), ("USh 2,000,000", "UGX"), ("GH₵ 120,000.00", "GHS"),
    ("E£ 1,000", "EGP"), ("£ 1,000", "GBP"),
])
def test_currencies_of_the_former_soviet_states_and_africa(written, code):
    assert find_currency(written) == code


@pytest.mark.parametrize("written", ["120 000 FCFA", "Le montant", "la somme de", "сумма"])
def test_words_that_name_no_single_currency_read_as_none(written):
    assert find_currency(written) is None
