"""Country and currency reference data: ISO 3166 / ISO 4217 from pycountry, plus demonyms.

pycountry has no demonyms ("Swedish" -> SWE), so two tables are kept here: ``DEMONYMS`` for the
countries the other languages' table (``pipeline.country_names``) also covers, and
``OTHER_DEMONYMS`` for every other state's people; every other lookup goes through pycountry. The names,
nationalities and currency names of documents in other languages ("española", "Deutschland",
"złotych") come from ``pipeline.country_names``, read after every English reading.
"""
from __future__ import annotations

import functools
import re
import unicodedata

import pycountry

from pipeline.country_names import CURRENCY_NAMES, country_forms

DEMONYMS: dict[str, str] = {
    "SWE": "Swedish", "NOR": "Norwegian", "DNK": "Danish", "FIN": "Finnish", "ISL": "Icelandic",
    "DEU": "German", "FRA": "French", "ITA": "Italian", "ESP": "Spanish", "PRT": "Portuguese",
    "NLD": "Dutch", "BEL": "Belgian", "LUX": "Luxembourgish", "CHE": "Swiss", "AUT": "Austrian",
    "IRL": "Irish", "GBR": "British", "POL": "Polish", "CZE": "Czech", "SVK": "Slovak",
    "HUN": "Hungarian", "ROU": "Romanian", "BGR": "Bulgarian", "GRC": "Greek", "HRV": "Croatian",
    "SVN": "Slovenian", "EST": "Estonian", "LVA": "Latvian", "LTU": "Lithuanian", "UKR": "Ukrainian",
    "TUR": "Turkish", "CYP": "Cypriot", "MLT": "Maltese", "USA": "American", "CAN": "Canadian",
    "MEX": "Mexican", "BRA": "Brazilian", "ARG": "Argentine", "CHL": "Chilean", "COL": "Colombian",
    "PER": "Peruvian", "SGP": "Singaporean", "MYS": "Malaysian", "IDN": "Indonesian",
    "THA": "Thai", "VNM": "Vietnamese", "PHL": "Filipino", "CHN": "Chinese", "HKG": "Hongkonger",
    "JPN": "Japanese", "KOR": "South Korean", "IND": "Indian", "PAK": "Pakistani",
    "BGD": "Bangladeshi", "LKA": "Sri Lankan", "AUS": "Australian", "NZL": "New Zealander",
    "ZAF": "South African", "NGA": "Nigerian", "KEN": "Kenyan", "EGY": "Egyptian",
    "MAR": "Moroccan", "GHA": "Ghanaian", "ARE": "Emirati", "SAU": "Saudi", "QAT": "Qatari",
    "ISR": "Israeli", "JOR": "Jordanian", "KWT": "Kuwaiti", "BHR": "Bahraini", "OMN": "Omani",
}

# The English nationality adjective of every other sovereign state (and of a few territories whose
# passports or forms name their people), read after DEMONYMS. Left out as ambiguous: "Congolese"
# (the Republic or the Democratic Republic), "Dominican" (the Dominican Republic or Dominica).
OTHER_DEMONYMS: dict[str, str] = {
    # Africa
    "DZA": "Algerian", "AGO": "Angolan", "BEN": "Beninese", "BWA": "Motswana|Batswana", "BFA": "Burkinabe",
    "BDI": "Burundian", "CPV": "Cape Verdean|Cabo Verdean", "CMR": "Cameroonian", "CAF": "Central African",
    "TCD": "Chadian", "COM": "Comoran|Comorian", "CIV": "Ivorian", "DJI": "Djiboutian", "GNQ": "Equatorial Guinean",
    "ERI": "Eritrean", "SWZ": "Swazi|Eswatini", "ETH": "Ethiopian", "GAB": "Gabonese", "GMB": "Gambian",
    "GIN": "Guinean", "GNB": "Bissau-Guinean", "LSO": "Mosotho|Basotho", "LBR": "Liberian", "LBY": "Libyan",
    "MDG": "Malagasy", "MWI": "Malawian", "MLI": "Malian", "MRT": "Mauritanian", "MUS": "Mauritian",
    "MOZ": "Mozambican", "NAM": "Namibian", "NER": "Nigerien", "RWA": "Rwandan", "STP": "Sao Tomean",
    "SEN": "Senegalese", "SYC": "Seychellois", "SLE": "Sierra Leonean", "SOM": "Somali|Somalian",
    "SSD": "South Sudanese", "SDN": "Sudanese", "TZA": "Tanzanian", "TGO": "Togolese", "TUN": "Tunisian",
    "UGA": "Ugandan", "ZMB": "Zambian", "ZWE": "Zimbabwean",
    # Europe and Central Asia
    "ALB": "Albanian", "AND": "Andorran", "ARM": "Armenian", "AZE": "Azerbaijani", "BLR": "Belarusian",
    "BIH": "Bosnian|Bosnian and Herzegovinian", "GEO": "Georgian", "KAZ": "Kazakhstani|Kazakh",
    "KGZ": "Kyrgyz|Kyrgyzstani", "LIE": "Liechtensteiner", "MDA": "Moldovan", "MCO": "Monegasque|Monégasque",
    "MNE": "Montenegrin", "MKD": "Macedonian|North Macedonian", "RUS": "Russian", "SMR": "Sammarinese|San Marinese",
    "SRB": "Serbian", "TJK": "Tajik|Tajikistani", "TKM": "Turkmen", "UZB": "Uzbek|Uzbekistani",
    "FRO": "Faroese", "GIB": "Gibraltarian", "GGY": "Guernseyman|Guernsey", "JEY": "Jerseyman",
    "IMN": "Manx",
    # Middle East and Asia
    "AFG": "Afghan", "BTN": "Bhutanese", "BRN": "Bruneian", "KHM": "Cambodian", "IRN": "Iranian", "IRQ": "Iraqi",
    "LAO": "Laotian|Lao", "LBN": "Lebanese", "MAC": "Macanese", "MDV": "Maldivian", "MNG": "Mongolian",
    "MMR": "Burmese|Myanmar", "NPL": "Nepali|Nepalese", "PRK": "North Korean", "PSE": "Palestinian",
    "SYR": "Syrian", "TWN": "Taiwanese", "TLS": "Timorese|East Timorese", "YEM": "Yemeni",
    # The Americas
    "ATG": "Antiguan", "BHS": "Bahamian", "BRB": "Barbadian|Bajan", "BLZ": "Belizean", "BOL": "Bolivian",
    "CRI": "Costa Rican", "CUB": "Cuban", "ECU": "Ecuadorian", "SLV": "Salvadoran|Salvadorian",
    "GRD": "Grenadian", "GTM": "Guatemalan", "GUY": "Guyanese", "HTI": "Haitian", "HND": "Honduran",
    "JAM": "Jamaican", "NIC": "Nicaraguan", "PAN": "Panamanian", "PRY": "Paraguayan", "PRI": "Puerto Rican",
    "KNA": "Kittitian|Nevisian", "LCA": "Saint Lucian", "VCT": "Vincentian", "SUR": "Surinamese",
    "TTO": "Trinidadian|Tobagonian|Trinidad and Tobagonian", "URY": "Uruguayan", "VEN": "Venezuelan",
    "BMU": "Bermudian", "CYM": "Caymanian",
    # Oceania
    "FJI": "Fijian", "KIR": "I-Kiribati", "MHL": "Marshallese", "FSM": "Micronesian", "NRU": "Nauruan",
    "PLW": "Palauan", "PNG": "Papua New Guinean", "WSM": "Samoan", "SLB": "Solomon Islander", "TON": "Tongan",
    "TUV": "Tuvaluan", "VUT": "Ni-Vanuatu|Vanuatuan",
    # other forms of DEMONYMS' countries
    "LUX": "Luxembourger", "HKG": "Hong Kong Chinese",
}

# Short names people write that pycountry spells differently.
_ALIASES: dict[str, str] = {
    "UK": "GBR", "U.K.": "GBR", "GREAT BRITAIN": "GBR", "ENGLAND": "GBR", "UNITED KINGDOM": "GBR",
    "US": "USA", "U.S.": "USA", "U.S.A.": "USA", "UNITED STATES": "USA",
    "UNITED STATES OF AMERICA": "USA", "AMERICA": "USA", "UAE": "ARE", "U.A.E.": "ARE",
    "SOUTH KOREA": "KOR", "KOREA": "KOR", "REPUBLIC OF KOREA": "KOR", "VIETNAM": "VNM",
    "VIET NAM": "VNM", "RUSSIA": "RUS", "HONG KONG": "HKG", "HONG KONG SAR": "HKG",
    "CZECH REPUBLIC": "CZE", "CZECHIA": "CZE", "TURKEY": "TUR", "TURKIYE": "TUR",
    "HOLLAND": "NLD", "THE NETHERLANDS": "NLD", "IRAN": "IRN", "TAIWAN": "TWN",
    "FILIPINA": "PHL", "PHILIPPINE": "PHL", "NEW ZEALAND": "NZL", "KIWI": "NZL",
    "ARGENTINIAN": "ARG", "SOUTH KOREAN": "KOR", "KOREAN": "KOR", "HONG KONGER": "HKG",
    "SAUDI ARABIAN": "SAU", "EMIRIAN": "ARE", "D": "DEU",  # "D" is the German passport code
}


def _key(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip().strip(".,;:").upper())


# NFKD leaves these letters whole; documents printed without accents write them so.
_PLAIN = str.maketrans({"Ł": "L", "ł": "l", "Ø": "O", "ø": "o", "Đ": "D", "đ": "d"})


def _unaccented(key: str) -> str:
    """``key`` without accents ("ESPAÑOLA" -> "ESPANOLA", "ŁOTWA" -> "LOTWA"): upper-case forms
    and typewritten documents often drop them."""
    decomposed = unicodedata.normalize("NFKD", key.translate(_PLAIN))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _spellings(form: str) -> list[str]:
    """The keys a form is read under: as written, unaccented, and with hyphens as spaces
    ("Nouvelle-Zélande", "NOUVELLE ZELANDE")."""
    keys = [_key(form), _unaccented(_key(form))]
    keys += [key.replace("-", " ") for key in keys if "-" in key]
    return keys


@functools.cache
def _country_index() -> dict[str, str]:
    index: dict[str, str] = {}
    for c in pycountry.countries:
        for attr in ("name", "official_name", "common_name"):
            name = getattr(c, attr, None)
            if name:
                index.setdefault(_key(name), c.alpha_3)
        index[c.alpha_3] = c.alpha_3
        index.setdefault(c.alpha_2, c.alpha_3)
    for alpha3, demonym in DEMONYMS.items():
        index.setdefault(_key(demonym), alpha3)
    for alpha3, demonyms in OTHER_DEMONYMS.items():
        for demonym in demonyms.split("|"):
            index.setdefault(_key(demonym), alpha3)
    for alias, alpha3 in _ALIASES.items():
        index[_key(alias)] = alpha3
    # English first: its unaccented spellings ("COTE D'IVOIRE"), then the other languages
    # (pipeline.country_names); setdefault, so an English reading is never replaced.
    for key, alpha3 in list(index.items()):
        index.setdefault(_unaccented(key), alpha3)
    for _language, alpha3, form in country_forms():
        for key in _spellings(form):
            index.setdefault(key, alpha3)
    return index


def country_alpha3(text: str) -> str | None:
    """ISO 3166-1 alpha-3 for a country name, demonym, alpha-2 or alpha-3, in English or in the
    languages of ``pipeline.country_names``, accented or not; None if unknown."""
    if not text:
        return None
    index = _country_index()
    key = _key(text)
    return index.get(key) or index.get(_unaccented(key))


def country_name(alpha3: str) -> str:
    """The everyday English name (``common_name`` where pycountry has one)."""
    c = pycountry.countries.get(alpha_3=alpha3)
    if c is None:
        raise KeyError(f"unknown ISO 3166-1 alpha-3 code {alpha3!r}")
    return getattr(c, "common_name", None) or c.name


def country_alpha2(alpha3: str) -> str:
    c = pycountry.countries.get(alpha_3=alpha3)
    if c is None:
        raise KeyError(f"unknown ISO 3166-1 alpha-3 code {alpha3!r}")
    return c.alpha_2


def is_country(alpha3: str) -> bool:
    return isinstance(alpha3, str) and pycountry.countries.get(alpha_3=alpha3) is not None


def is_currency(code: str) -> bool:
    return isinstance(code, str) and len(code) == 3 and pycountry.currencies.get(alpha_3=code) is not None


_CURRENCY_WORDS: dict[str, str] = {
    "$": "USD", "US$": "USD", "US DOLLARS": "USD", "DOLLARS": "USD", "€": "EUR", "EURO": "EUR",
    "EUROS": "EUR", "£": "GBP", "POUNDS STERLING": "GBP", "STERLING": "GBP", "¥": "JPY",
    "YEN": "JPY", "S$": "SGD", "SINGAPORE DOLLARS": "SGD", "SWISS FRANCS": "CHF",
    "HK$": "HKD", "A$": "AUD", "C$": "CAD", "YUAN": "CNY", "RMB": "CNY", "RENMINBI": "CNY",
}


@functools.cache
def _foreign_currency_index() -> dict[str, str]:
    """pipeline.country_names' currency names and symbols, accented and not."""
    index: dict[str, str] = {}
    for form, code in CURRENCY_NAMES.items():
        # "Kč", "zł" stay accented: "KC", "ZL" are too short to read as a currency unaccented
        for key in _spellings(form) if len(_key(form)) > 3 else [_key(form)]:
            index.setdefault(key, code)
    return index


@functools.cache
def short_currency_words() -> frozenset[str]:
    """Keys of currency words of three characters or fewer ("RS", "ZŁ", "KČ"): a phrase search
    inside a longer text skips short words unless they are one of these."""
    return frozenset(key for key in _foreign_currency_index() if len(key) <= 3)


def currency_code(text: str) -> str | None:
    """ISO 4217 code for a code, symbol or currency name (English, or as documents in other
    languages print it: pipeline.country_names); None if unknown."""
    key = _key(text)
    if key in _CURRENCY_WORDS:
        return _CURRENCY_WORDS[key]
    if len(key) == 3 and is_currency(key):
        return key
    for cur in pycountry.currencies:
        if _key(cur.name) == key or _key(cur.name) + "S" == key:
            return cur.alpha_3
    # after every English reading, so none of those changes
    foreign = _foreign_currency_index()
    return foreign.get(key) or foreign.get(_unaccented(key))


def currency_surface_forms(code: str) -> tuple[str, ...]:
    """The names and symbols of pipeline.country_names for ``code``, as written, longest first."""
    forms = {form for form, value in CURRENCY_NAMES.items() if value == code}
    return tuple(sorted(forms, key=lambda form: (-len(form), form)))


@functools.cache
def country_surface_forms(alpha3: str) -> tuple[str, ...]:
    """Every way this module reads the country ``alpha3`` (names, demonym, aliases, codes, the
    other languages' names and nationality forms, accented and not), longest first: how a
    country may be written in a document."""
    forms = {key for key, code in _country_index().items() if code == alpha3 and len(key) > 1}
    # "GROSSBRITANNIEN" is the key; the text may print "Großbritannien", which no key matches
    forms |= {form for _language, code, form in country_forms()
              if code == alpha3 and len(form.upper()) != len(form)}
    return tuple(sorted(forms, key=lambda form: (-len(form), form)))
