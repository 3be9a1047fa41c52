"""Retail lending documents from the UK, Ireland, Australia, New Zealand, the Nordics and credit unions.

What a small mortgage lender, building society, credit union or savings bank receives or sends:
building-society mortgage applications with applicants side by side, remortgage and buy-to-let
forms, shared-ownership / Help to Buy forms, Australian and New Zealand home-loan applications,
Swedish, Norwegian, Danish and Finnish mortgage forms (local labels with English captions),
broker fact-finds, affordability assessments, offer letters, an Irish credit-union loan form and a
US credit-union form; the same institutions' membership and account-opening (KYC) forms; and a
small regional bank's import letters of credit for SME customers (letters of issue in English and
in a Nordic language, application copies stamped as issued, correspondents' MT700 prints, raw FIN).

Which value wins where two could be meant (the truth follows these rules everywhere):

* loan_application
  - ``borrower`` is the first applicant ("Applicant 1", "Sökande 1", "Client 1", "Member"); the
    further applicants (2 to 4) are ``co_borrowers`` in the order printed. Guarantors, nominees,
    non-borrowing spouses, referees, brokers and the lender's staff are never co-borrowers.
  - ``application_number`` is the lender's application / loan reference. A broker's case
    reference, a member or account number, a product code or a savings roll number is not.
  - ``monthly_income`` is the first applicant's total GROSS monthly income as the document states
    it (the "total" line of an income table: basic + overtime + bonus + ...). Net pay, fortnightly
    or weekly pay, the lender's shaded "income used in assessment", rental income from a let
    property and the other applicants' incomes are distractors. Every loan document states the
    gross monthly figure; an annual salary printed beside it is consistent with it.
  - ``employer_name`` / ``employment_start_date`` are the first applicant's CURRENT employment;
    previous employers and their dates are distractors.
  - ``interest_rate_percent`` is the pay rate of the product applied for / offered (the initial
    fixed or discounted rate). Standard variable / reversion rates, APRC, APR, the Australian
    comparison rate and stress-test rates are distractors; a Finnish euribor + margin offer states
    the total rate, which wins over the margin.
  - ``loan_amount`` is the amount requested / offered, excluding any LMI premium, fees, Help to Buy
    equity loan, deposit or existing balance (all printed as distractors).
  - ``property_value`` is the purchase price or, where there is no purchase, the estimated /
    valuation figure of the subject property. For SHARED OWNERSHIP the FULL MARKET VALUE of the
    whole property is ``property_value`` (not the price of the share bought); for Help to Buy the
    full purchase price (not the equity loan, not the mortgage). An offer letter states one value,
    labelled as the property value used for the offer.
  - ``loan_purpose``: house purchase / buy-to-let purchase / shared-ownership purchase ->
    purchase; remortgage, switching lender, moving the loan (flytt av lån) -> refinance;
    self-build, construction, house-and-land build -> construction; further advance, home
    improvements, equity release, debt consolidation -> other.
  - ``loan_term_months``: a term in years (and months) is converted to months.
  - Marital status: married (and civil partnership, registered partner) -> married; separated
    (asumuserossa, separert, separeret) -> separated; single, divorced, widowed, cohabiting
    (sambo, samboer, samlevende, avoliitto), de facto -> unmarried.
* kyc_individual
  - ``sex`` is only what a Sex/Gender/Kön field or the passport page states; a title (Mr, Mrs,
    Ms) alone leaves it null.
  - ``id_document_*`` is the photo identity document (passport or national identity card). A
    driving licence, Medicare card, personnummer, fødselsnummer, CPR, henkilötunnus, PPS or NI
    number is not the identity document.
  - ``tax_identification_number`` is the TIN stated in the tax-residence / TIN row (a Nordic
    personal number may stand there, then it is the TIN); "not provided", a TFN exemption or a
    blank TIN row leaves it null. Nominees', joint holders' and officers' details are distractors.
  - ``annual_income`` is the stated gross annual income, or twelve times a stated monthly one
    (the page then states only the monthly one). Expected deposits / lodgements are distractors.
* letter_of_credit
  - the issuing bank's credit number wins over the advising bank's reference; the applicant is
    the SME importer, the beneficiary the exporter. Free text keeps the document's own words.

Free-text values are always printed contiguously on the page, except a person's name given in
separate surname / forename(s) fields (the truth then is forenames + surname); self_check checks
such a name word by word.
"""
from __future__ import annotations

import hashlib
import html as _html
import random
import re
import unicodedata
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

__all__ = ["AuthoredDocument", "layouts", "generate", "self_check"]

DOC_TYPES = ("kyc_individual", "letter_of_credit", "loan_application")


@dataclass(frozen=True)
class AuthoredDocument:
    document_type: str   # "kyc_individual" | "letter_of_credit" | "loan_application"
    layout: str          # layout name
    html: str            # a complete HTML document, printable on A4 or Letter
    truth: dict          # the extraction record, valid against schemas/<type>.schema.json


# --------------------------------------------------------------------------------------------
# small helpers
# --------------------------------------------------------------------------------------------

def _seed_int(*parts) -> int:
    h = hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).digest()
    return int.from_bytes(h[:8], "big")


def esc(s) -> str:
    return _html.escape(str(s), quote=True)


def _chance(rng: random.Random, p: float) -> bool:
    return rng.random() < p


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _letters(rng: random.Random, n: int, alphabet: str = "ABCDEFGHJKLMNPRSTUVWXYZ") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _ascii_fold(s: str) -> str:
    s = s.replace("ø", "o").replace("Ø", "O").replace("æ", "ae").replace("Æ", "AE").replace("ß", "ss")
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def _rand_date(rng: random.Random, start: date, end: date) -> date:
    span = (end - start).days
    return start + timedelta(days=rng.randint(0, max(0, span)))


def _add_months(d: date, months: int) -> date:
    y, m = divmod(d.month - 1 + months, 12)
    y += d.year
    m += 1
    day = min(d.day, [31, 29 if (y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)) else 28, 31, 30, 31, 30,
                      31, 31, 30, 31, 30, 31][m - 1])
    return date(y, m, day)


# --------------------------------------------------------------------------------------------
# dates
# --------------------------------------------------------------------------------------------

EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
SV_MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september",
             "oktober", "november", "december"]
NO_MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september",
             "oktober", "november", "desember"]
DA_MONTHS = ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september",
             "oktober", "november", "december"]
FI_MONTHS = ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta",
             "heinäkuuta", "elokuuta", "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"]


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def fdate(d: date | None, style: str) -> str:
    if d is None:
        return ""
    if style == "dmy/":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dmy.":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "dmy-":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "d/m/y":
        return f"{d.day}/{d.month}/{d.year}"
    if style == "d mon y":
        return f"{d.day} {EN_MONTHS[d.month - 1][:3]} {d.year}"
    if style == "dd MON y":
        return f"{d.day:02d} {EN_MONTHS[d.month - 1][:3].upper()} {d.year}"
    if style == "d-mon-y":
        return f"{d.day:02d}-{EN_MONTHS[d.month - 1][:3]}-{d.year}"
    if style == "d month y":
        return f"{d.day} {EN_MONTHS[d.month - 1]} {d.year}"
    if style == "ordinal":
        return f"{_ordinal(d.day)} {EN_MONTHS[d.month - 1]} {d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "fi":
        return f"{d.day}.{d.month}.{d.year}"
    if style == "mdy/":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if style == "month d, y":
        return f"{EN_MONTHS[d.month - 1]} {d.day}, {d.year}"
    if style == "mon d, y":
        return f"{EN_MONTHS[d.month - 1][:3]} {d.day}, {d.year}"
    if style == "swift":
        return f"{d.year % 100:02d}{d.month:02d}{d.day:02d}"
    if style == "sv_long":
        return f"{d.day} {SV_MONTHS[d.month - 1]} {d.year}"
    if style == "no_long":
        return f"{d.day}. {NO_MONTHS[d.month - 1]} {d.year}"
    if style == "da_long":
        return f"{d.day}. {DA_MONTHS[d.month - 1]} {d.year}"
    if style == "fi_long":
        return f"{d.day}. {FI_MONTHS[d.month - 1]} {d.year}"
    raise ValueError(style)


# --------------------------------------------------------------------------------------------
# regions
# --------------------------------------------------------------------------------------------

REGION = {
    "UK": dict(country="GBR", cur="GBP", lang="en", dates=["dmy/", "d mon y", "d month y", "dmy.", "ordinal", "dd MON y", "dmy-"]),
    "IE": dict(country="IRL", cur="EUR", lang="en", dates=["dmy/", "d mon y", "d month y", "dmy-", "ordinal", "dd MON y"]),
    "AU": dict(country="AUS", cur="AUD", lang="en", dates=["dmy/", "d mon y", "d month y", "dmy.", "d-mon-y"]),
    "NZ": dict(country="NZL", cur="NZD", lang="en", dates=["dmy/", "d mon y", "d month y", "dmy.", "d/m/y"]),
    "SE": dict(country="SWE", cur="SEK", lang="sv", dates=["iso", "sv_long"]),
    "NO": dict(country="NOR", cur="NOK", lang="no", dates=["dmy.", "no_long"]),
    "DK": dict(country="DNK", cur="DKK", lang="da", dates=["dmy.", "dmy-", "da_long"]),
    "FI": dict(country="FIN", cur="EUR", lang="fi", dates=["fi", "dmy.", "fi_long"]),
    "US": dict(country="USA", cur="USD", lang="en", dates=["mdy/", "month d, y", "mon d, y"]),
}
NORDIC = ("SE", "NO", "DK", "FI")

# ISO alpha-3 -> (English country, English adjective, sv, no, da, fi country names)
COUNTRIES = {
    "GBR": ("United Kingdom", "British", "Storbritannien", "Storbritannia", "Storbritannien", "Iso-Britannia"),
    "IRL": ("Ireland", "Irish", "Irland", "Irland", "Irland", "Irlanti"),
    "AUS": ("Australia", "Australian", "Australien", "Australia", "Australien", "Australia"),
    "NZL": ("New Zealand", "New Zealander", "Nya Zeeland", "New Zealand", "New Zealand", "Uusi-Seelanti"),
    "SWE": ("Sweden", "Swedish", "Sverige", "Sverige", "Sverige", "Ruotsi"),
    "NOR": ("Norway", "Norwegian", "Norge", "Norge", "Norge", "Norja"),
    "DNK": ("Denmark", "Danish", "Danmark", "Danmark", "Danmark", "Tanska"),
    "FIN": ("Finland", "Finnish", "Finland", "Finland", "Finland", "Suomi"),
    "USA": ("United States", "American", "USA", "USA", "USA", "Yhdysvallat"),
    "POL": ("Poland", "Polish", "Polen", "Polen", "Polen", "Puola"),
    "IND": ("India", "Indian", "Indien", "India", "Indien", "Intia"),
    "PHL": ("Philippines", "Filipino", "Filippinerna", "Filippinene", "Filippinerne", "Filippiinit"),
    "ZAF": ("South Africa", "South African", "Sydafrika", "Sør-Afrika", "Sydafrika", "Etelä-Afrikka"),
    "DEU": ("Germany", "German", "Tyskland", "Tyskland", "Tyskland", "Saksa"),
    "LTU": ("Lithuania", "Lithuanian", "Litauen", "Litauen", "Litauen", "Liettua"),
    "ISL": ("Iceland", "Icelandic", "Island", "Island", "Island", "Islanti"),
    "EST": ("Estonia", "Estonian", "Estland", "Estland", "Estland", "Viro"),
}
NAT_ADJ = {
    "sv": {"GBR": "brittisk", "IRL": "irländsk", "AUS": "australisk", "NZL": "nyzeeländsk", "SWE": "svensk",
           "NOR": "norsk", "DNK": "dansk", "FIN": "finsk", "USA": "amerikansk", "POL": "polsk", "IND": "indisk",
           "PHL": "filippinsk", "ZAF": "sydafrikansk", "DEU": "tysk", "LTU": "litauisk", "ISL": "isländsk",
           "EST": "estnisk"},
    "no": {"GBR": "britisk", "IRL": "irsk", "AUS": "australsk", "NZL": "newzealandsk", "SWE": "svensk",
           "NOR": "norsk", "DNK": "dansk", "FIN": "finsk", "USA": "amerikansk", "POL": "polsk", "IND": "indisk",
           "PHL": "filippinsk", "ZAF": "sørafrikansk", "DEU": "tysk", "LTU": "litauisk", "ISL": "islandsk",
           "EST": "estisk"},
    "da": {"GBR": "britisk", "IRL": "irsk", "AUS": "australsk", "NZL": "newzealandsk", "SWE": "svensk",
           "NOR": "norsk", "DNK": "dansk", "FIN": "finsk", "USA": "amerikansk", "POL": "polsk", "IND": "indisk",
           "PHL": "filippinsk", "ZAF": "sydafrikansk", "DEU": "tysk", "LTU": "litauisk", "ISL": "islandsk",
           "EST": "estisk"},
}


def country_name(code: str, lang: str = "en") -> str:
    row = COUNTRIES[code]
    return {"en": row[0], "sv": row[2], "no": row[3], "da": row[4], "fi": row[5]}[lang]


def nationality_word(code: str, lang: str, rng: random.Random) -> str:
    if lang == "en":
        return COUNTRIES[code][1] if _chance(rng, 0.8) else COUNTRIES[code][0]
    if lang == "fi":
        return country_name(code, "fi")
    return NAT_ADJ[lang][code]


# --------------------------------------------------------------------------------------------
# amounts
# --------------------------------------------------------------------------------------------

def _group(intpart: int, sep: str) -> str:
    s = f"{intpart:,}"
    return s.replace(",", sep)


def num(x: float, style: str = "en", decimals: int | None = 2) -> str:
    """style en: 1,234.56 | space: 1 234,56 | dot: 1.234,56 | plain: 1234.56 | apos: 1'234.56"""
    neg = x < 0
    x = abs(x)
    if decimals is None:
        decimals = 0 if abs(x - round(x)) < 1e-9 else 2
    cents = round(x * 100)
    ip, fp = divmod(cents, 100)
    if decimals == 0:
        ip = round(x)
    if style == "en":
        s = _group(ip, ",") + (f".{fp:02d}" if decimals else "")
    elif style == "space":
        s = _group(ip, " ") + (f",{fp:02d}" if decimals else "")
    elif style == "dot":
        s = _group(ip, ".") + (f",{fp:02d}" if decimals else "")
    elif style == "plain":
        s = str(ip) + (f".{fp:02d}" if decimals else "")
    else:
        raise ValueError(style)
    return ("-" if neg else "") + s


def money(x: float, region: str, rng: random.Random, *, decimals: int | None = None, code: bool | None = None) -> str:
    """An amount as a lender in the region prints it (symbol or ISO code, local grouping)."""
    cur = REGION[region]["cur"]
    if decimals is None:
        decimals = 0 if abs(x - round(x)) < 1e-9 and _chance(rng, 0.6) else 2
    if code is None:
        code = _chance(rng, 0.2)
    if region in ("UK", "IE", "AU", "NZ", "US"):
        n = num(x, "en", decimals)
        if code:
            return f"{cur} {n}"
        sym = {"UK": "£", "IE": "€", "AU": "$", "NZ": "$", "US": "$"}[region]
        return f"{sym}{n}"
    if region in ("SE", "NO"):
        n = num(x, "space", decimals)
        return f"{n} {cur}" if code else f"{n} kr"
    if region == "DK":
        n = num(x, "dot", decimals)
        return f"{n} DKK" if code else f"{n} kr."
    if region == "FI":
        n = num(x, "space", decimals)
        return f"{n} EUR" if code else f"{n} €"
    raise ValueError(region)


def pct(x: float, region: str) -> str:
    s = f"{x:.2f}"
    if region in NORDIC:
        s = s.replace(".", ",")
        return f"{s} %"
    return f"{s}%"


# --------------------------------------------------------------------------------------------
# people, places, employers
# --------------------------------------------------------------------------------------------

GIVEN = {
    "UK": (["Oliver", "James", "Harry", "Thomas", "Daniel", "Mohammed", "Rhys", "Callum", "Joseph", "Samuel",
            "Aled", "Ravi", "Liam", "Jack", "Owen", "Marcus", "Tomasz"],
           ["Amelia", "Charlotte", "Emily", "Sophie", "Hannah", "Priya", "Rebecca", "Gemma", "Lucy", "Megan",
            "Siân", "Aisha", "Chloe", "Eleanor", "Zoe", "Kirsty", "Agnieszka"]),
    "IE": (["Ciarán", "Seán", "Declan", "Eoin", "Pádraig", "Conor", "Darragh", "Cathal", "Niall", "Fionn",
            "Michael", "Brian", "Tadhg", "Piotr"],
           ["Aoife", "Niamh", "Siobhán", "Orla", "Gráinne", "Ciara", "Sinéad", "Róisín", "Emer", "Clodagh",
            "Mary", "Deirdre", "Áine", "Ewa"]),
    "AU": (["Jack", "Lachlan", "Mitchell", "Brodie", "Cooper", "Hamish", "Nathan", "Tran", "Rajesh", "Luca",
            "Kane", "Riley", "Angus"],
           ["Chloe", "Matilda", "Isla", "Tayla", "Jessica", "Sienna", "Kirra", "Mei", "Ruby", "Georgia",
            "Olivia", "Bree", "Harriet"]),
    "NZ": (["Wiremu", "Tama", "Nikau", "James", "Hamish", "Finn", "Sione", "Rawiri", "George", "Mason", "Ethan"],
           ["Aroha", "Mere", "Anahera", "Charlotte", "Olivia", "Kiri", "Ngaire", "Emma", "Sophie", "Mele", "Hana"]),
    "SE": (["Erik", "Lars", "Johan", "Oskar", "Anders", "Mikael", "Karl", "Nils", "Björn", "Gustav", "Mattias", "Per"],
           ["Anna", "Karin", "Sofia", "Maria", "Emma", "Elin", "Linnéa", "Ingrid", "Malin", "Åsa", "Johanna", "Sara"]),
    "NO": (["Ola", "Lars", "Kristoffer", "Magnus", "Håkon", "Sindre", "Eirik", "Jørgen", "Anders", "Øystein", "Tor"],
           ["Ingrid", "Solveig", "Kari", "Marte", "Silje", "Ragnhild", "Ida", "Hege", "Guro", "Tonje", "Åse"]),
    "DK": (["Rasmus", "Mads", "Søren", "Frederik", "Jens", "Mikkel", "Anders", "Niels", "Kasper", "Jakob", "Bo"],
           ["Mette", "Freja", "Signe", "Camilla", "Louise", "Sofie", "Helle", "Trine", "Line", "Ida", "Maja"]),
    "FI": (["Juha", "Mikko", "Antti", "Janne", "Ville", "Jukka", "Timo", "Matti", "Eero", "Aleksi", "Lauri"],
           ["Aino", "Eveliina", "Sanna", "Johanna", "Laura", "Riikka", "Minna", "Kaisa", "Elina", "Satu", "Hanna"]),
    "US": (["Michael", "Tyler", "Brandon", "Kevin", "Jose", "Dustin", "Ryan", "Travis", "Derek", "Andre"],
           ["Ashley", "Brittany", "Megan", "Jasmine", "Kayla", "Lauren", "Tiffany", "Maria", "Dana", "Crystal"]),
}
# names for foreign nationals living in the regions: (male given, female given, male surnames, female surnames)
NAT_NAMES = {
    "POL": (["Piotr", "Tomasz", "Krzysztof", "Marek", "Paweł"], ["Agnieszka", "Katarzyna", "Magdalena", "Joanna", "Małgorzata"],
            ["Nowak", "Wójcik", "Kaczmarek", "Mazur", "Kowalski", "Zając"], ["Nowak", "Wójcik", "Kaczmarek", "Mazur", "Kowalska", "Zając"]),
    "IND": (["Rahul", "Arjun", "Vikram", "Sanjay", "Rohan"], ["Priya", "Ananya", "Deepa", "Kavya", "Sneha"],
            ["Sharma", "Patel", "Iyer", "Reddy", "Nair", "Gupta"], ["Sharma", "Patel", "Iyer", "Reddy", "Nair", "Gupta"]),
    "PHL": (["Jose", "Mark", "Rodel", "Jericho", "Paolo"], ["Maria", "Kristine", "Joy", "Angelica", "Rowena"],
            ["Santos", "Reyes", "Cruz", "Bautista", "Dela Cruz", "Villanueva"], ["Santos", "Reyes", "Cruz", "Bautista", "Dela Cruz", "Villanueva"]),
    "ZAF": (["Thabo", "Sipho", "Pieter", "Johan", "Andile"], ["Nomvula", "Lerato", "Anika", "Elize", "Thandeka"],
            ["Nkosi", "Van der Merwe", "Botha", "Dlamini", "Pretorius", "Mokoena"], ["Nkosi", "Van der Merwe", "Botha", "Dlamini", "Pretorius", "Mokoena"]),
    "DEU": (["Lukas", "Jonas", "Matthias", "Stefan", "Florian"], ["Anna", "Katrin", "Julia", "Sabine", "Franziska"],
            ["Müller", "Schmidt", "Becker", "Hoffmann", "Schäfer", "Weber"], ["Müller", "Schmidt", "Becker", "Hoffmann", "Schäfer", "Weber"]),
    "LTU": (["Tomas", "Mindaugas", "Darius", "Andrius"], ["Rūta", "Eglė", "Inga", "Jurgita"],
            ["Kazlauskas", "Petrauskas", "Jankauskas", "Stankevičius"], ["Kazlauskienė", "Petrauskaitė", "Jankauskienė", "Stankevičiūtė"]),
    "ISL": (["Jón", "Gunnar", "Sigurður", "Einar"], ["Guðrún", "Sigríður", "Anna", "Kristín"],
            ["Jónsson", "Gunnarsson", "Sigurðsson", "Einarsson"], ["Jónsdóttir", "Gunnarsdóttir", "Sigurðardóttir", "Einarsdóttir"]),
    "EST": (["Martin", "Andres", "Kristjan", "Rasmus"], ["Kadri", "Liis", "Triin", "Kristiina"],
            ["Tamm", "Saar", "Sepp", "Mägi", "Kask"], ["Tamm", "Saar", "Sepp", "Mägi", "Kask"]),
}
NAT_REGION = {"GBR": "UK", "IRL": "IE", "AUS": "AU", "NZL": "NZ", "SWE": "SE", "NOR": "NO", "DNK": "DK", "FIN": "FI", "USA": "US"}
BIRTHPLACES = {
    "GBR": ["LONDON", "MANCHESTER", "CARDIFF", "GLASGOW", "LEEDS", "BRISTOL"], "IRL": ["DUBLIN", "CORK", "GALWAY", "LIMERICK"],
    "AUS": ["SYDNEY", "MELBOURNE", "BRISBANE", "PERTH"], "NZL": ["AUCKLAND", "WELLINGTON", "CHRISTCHURCH", "HAMILTON"],
    "SWE": ["STOCKHOLM", "GÖTEBORG", "MALMÖ", "UPPSALA"], "NOR": ["OSLO", "BERGEN", "TRONDHEIM"], "DNK": ["KØBENHAVN", "AARHUS", "ODENSE"],
    "FIN": ["HELSINKI", "TAMPERE", "TURKU", "OULU"], "USA": ["CHICAGO", "DES MOINES", "MINNEAPOLIS", "DENVER"],
    "POL": ["KRAKÓW", "WARSZAWA", "GDAŃSK", "POZNAŃ"], "IND": ["MUMBAI", "CHENNAI", "PUNE", "KOCHI"], "PHL": ["MANILA", "CEBU CITY", "DAVAO CITY"],
    "ZAF": ["JOHANNESBURG", "CAPE TOWN", "DURBAN"], "DEU": ["HAMBURG", "MÜNCHEN", "KÖLN", "LEIPZIG"], "LTU": ["VILNIUS", "KAUNAS", "KLAIPĖDA"],
    "ISL": ["REYKJAVÍK", "AKUREYRI"], "EST": ["TALLINN", "TARTU", "PÄRNU"],
}

SURNAMES = {
    "UK": ["Whitfield", "Harrison", "Pemberton", "Okafor", "Patel", "Hughes", "Lloyd-Davies", "McAllister",
           "Kowalski", "Ashworth", "Brennan", "Chaudhry", "Thornton", "Fairbairn", "Gallagher", "Sutcliffe",
           "Evans", "Rowbotham", "Nwosu", "Campbell"],
    "IE": ["O'Sullivan", "Ní Bhriain", "McCarthy", "Fitzgerald", "Kavanagh", "Ó Briain", "Doyle", "Brennan",
           "Moriarty", "Byrne", "Nolan", "Kowalczyk", "Fennelly", "Mac Gearailt", "Hegarty", "Dunne"],
    "AU": ["Nguyen", "Campbell", "Kowalczyk", "O'Brien", "Papadopoulos", "Smith", "Fitzpatrick", "Murray",
           "Sharma", "Tran", "Henderson", "Rossi", "MacLeod", "Walker", "Kelly"],
    "NZ": ["Ngata", "Te Rangi", "Parata", "Wilson", "Fa'atau", "Tipene", "MacDonald", "Henare", "Thompson",
           "Walker", "Kereama", "Van der Berg", "Patel"],
    "SE": ["Lindqvist", "Åberg", "Bergström", "Johansson", "Nyström", "Karlsson", "Sjöberg", "Holmgren",
           "Ekström", "Lundgren", "Öhman", "Andersson", "Blom"],
    "NO": ["Hansen", "Bakke", "Haugen", "Johansen", "Løvås", "Berg", "Strand", "Solberg", "Kvamme", "Dahl",
           "Nygård", "Fjeld", "Aas"],
    "DK": ["Sørensen", "Kjær", "Mikkelsen", "Nielsen", "Jørgensen", "Poulsen", "Lauridsen", "Holm", "Bach",
           "Møller", "Østergaard", "Thomsen"],
    "FI": ["Virtanen", "Mäkinen", "Korhonen", "Nieminen", "Hämäläinen", "Laine", "Heikkinen", "Järvinen",
           "Lehtonen", "Koskinen", "Salo", "Kärkkäinen"],
    "US": ["Johnson", "Hernandez", "Miller", "Kowalski", "Washington", "Nguyen", "Peterson", "Schultz",
           "Ramirez", "Olson", "Bennett"],
}
STREETS = {
    "UK": ["Abbey Road", "Carlton Terrace", "Moorland Avenue", "Station Road", "Church Lane", "Victoria Street",
           "Beech Grove", "Mill Lane", "Kingsway", "Parkside Drive", "Heol y Coed", "Glebe Close"],
    "IE": ["Main Street", "The Maltings", "Ard na Gréine", "Church Road", "Castle Park", "Bóthar na Trá",
           "Oakfield Drive", "Rathmore Avenue", "Riverside Walk", "College Green"],
    "AU": ["Wattle Street", "Banksia Crescent", "Parramatta Road", "Ocean View Drive", "Gum Tree Lane",
           "Hume Street", "Jacaranda Avenue", "Brunswick Road", "Macquarie Street"],
    "NZ": ["Kowhai Road", "Pohutukawa Drive", "Queen Street", "Rimu Street", "Manuka Crescent", "Karaka Lane",
           "Tui Street", "Ponsonby Road"],
    "SE": ["Storgatan", "Kungsgatan", "Björkvägen", "Drottninggatan", "Sjövägen", "Ringvägen", "Skolgatan",
           "Ekbacken", "Järnvägsgatan"],
    "NO": ["Kirkeveien", "Storgata", "Bjørkelia", "Fjordveien", "Skoleveien", "Granåsen", "Løkkeveien",
           "Havnegata"],
    "DK": ["Vesterbrogade", "Nørregade", "Skovvej", "Strandvejen", "Søndergade", "Bøgevej", "Kirkevej",
           "Engvej"],
    "FI": ["Hämeenkatu", "Koivutie", "Rantakatu", "Kirkkokatu", "Mäntytie", "Asemakatu", "Puistokatu",
           "Järvenrannantie"],
    "US": ["Maple Avenue", "Oak Street", "Prairie View Road", "W 5th Street", "Cedar Lane", "Lincoln Way",
           "Hillcrest Drive"],
}
TOWNS = {
    "UK": [("Leeds", "LS"), ("Harrogate", "HG"), ("Swansea", "SA"), ("Chester", "CH"), ("Norwich", "NR"),
           ("Stockport", "SK"), ("Carlisle", "CA"), ("Exeter", "EX"), ("Paisley", "PA"), ("Lincoln", "LN")],
    "IE": [("Bray, Co. Wicklow", "A98"), ("Ennis, Co. Clare", "V95"), ("Galway", "H91"), ("Kilkenny", "R95"),
           ("Navan, Co. Meath", "C15"), ("Cork", "T12"), ("Tralee, Co. Kerry", "V92"), ("Dublin 9", "D09")],
    "AU": [("Fitzroy VIC", "3065"), ("Toowoomba QLD", "4350"), ("Newcastle NSW", "2300"), ("Wagga Wagga NSW", "2650"),
           ("Fremantle WA", "6160"), ("Ballarat VIC", "3350"), ("Glenelg SA", "5045"), ("Hobart TAS", "7000")],
    "NZ": [("Mount Eden, Auckland", "1024"), ("Hamilton", "3204"), ("Tauranga", "3110"), ("Riccarton, Christchurch", "8011"),
           ("Palmerston North", "4410"), ("Nelson", "7010"), ("Dunedin", "9016"), ("Whanganui", "4500")],
    "SE": [("Göteborg", "411"), ("Uppsala", "753"), ("Örebro", "702"), ("Umeå", "903"), ("Västerås", "722"),
           ("Karlstad", "652"), ("Lund", "222"), ("Sundsvall", "852")],
    "NO": [("Oslo", "03"), ("Bergen", "50"), ("Trondheim", "70"), ("Stavanger", "40"), ("Tromsø", "90"),
           ("Drammen", "30"), ("Ålesund", "60"), ("Hamar", "23")],
    "DK": [("København V", "16"), ("Aarhus C", "80"), ("Odense C", "50"), ("Aalborg", "90"), ("Esbjerg", "67"),
           ("Vejle", "71"), ("Roskilde", "40"), ("Randers C", "89")],
    "FI": [("Tampere", "33"), ("Helsinki", "00"), ("Turku", "20"), ("Oulu", "90"), ("Jyväskylä", "40"),
           ("Kuopio", "70"), ("Lahti", "15"), ("Espoo", "02")],
    "US": [("Dubuque, IA", "520"), ("Eau Claire, WI", "547"), ("Rochester, MN", "559"), ("Fargo, ND", "581"),
           ("Sioux Falls, SD", "571"), ("Bozeman, MT", "597")],
}
EMPLOYERS = {
    "UK": ["Pennine Valley Logistics Ltd", "Harrowgate Dental Practice", "Calder Housing Association",
           "Severnside Engineering plc", "Northgate Academy Trust", "Moorcroft Veterinary Group",
           "Bridgewater Software Ltd", "Tyneside Community Health NHS Trust", "Ashdown Insurance Services Ltd",
           "Kestrel Civil Contracting Ltd", "City of Wakefield Council", "Marlow & Finch LLP"],
    "IE": ["Shannonside Foods Ltd", "Corrib Medical Devices DAC", "Health Service Executive",
           "Kilcullen Engineering Ltd", "Brady & Hogan Solicitors", "Atlantic Hotels Group Ltd",
           "Slaney Valley Co-op", "Dublin City Council", "Mournebrook Pharma Ltd", "Tuath Software Ltd"],
    "AU": ["Riverina Grain Co-operative", "Coastal Health Network", "Brindabella Constructions Pty Ltd",
           "Department of Education NSW", "Southern Cross Freight Pty Ltd", "Murray Valley Dental Pty Ltd",
           "Kestrel Mining Services Pty Ltd", "Banksia Aged Care Ltd", "Harbourside IT Solutions Pty Ltd"],
    "NZ": ["Te Awa Orchards Ltd", "Waikato District Health Board", "Kowhai Construction Ltd",
           "Southern Lakes Tourism Ltd", "Harbour City Plumbing Ltd", "Aoraki Dairy Co-operative",
           "Tasman Freight Ltd", "Mana Digital Ltd"],
    "SE": ["Vättern Logistik AB", "Region Örebro län", "Norrskog Trä AB", "Klarälvens Bygg AB",
           "Uppsala kommun", "Sjöberg & Partners Revision AB", "Västkustens Fisk AB", "Nordlys IT AB"],
    "NO": ["Fjordkraft Service AS", "Helse Bergen HF", "Trondheim kommune", "Nordvik Bygg AS",
           "Havbruk Midt AS", "Stavanger Elektro AS", "Polarlys Reiseliv AS", "Kvamme Transport AS"],
    "DK": ["Sønderjysk Maskinfabrik A/S", "Region Midtjylland", "Aarhus Kommune", "Kjær & Holm ApS",
           "Vestkysten Fiskeeksport A/S", "Fyns Tømrerforretning ApS", "Nordlys Data A/S"],
    "FI": ["Järvi-Suomen Kuljetus Oy", "Pirkanmaan hyvinvointialue", "Tampereen kaupunki",
           "Koskinen Rakennus Oy", "Pohjolan Puutuote Oy", "Saimaan Ohjelmisto Oy", "Helsingin yliopisto"],
    "US": ["Tri-State Agricultural Supply", "Mercy Regional Medical Center", "Dubuque Community Schools",
           "Great River Trucking LLC", "Prairie Wind Energy Inc.", "Olson & Bennett CPAs"],
}
OCCUPATIONS = {
    "en": ["Staff nurse", "Software developer", "HGV driver", "Primary school teacher", "Electrician",
           "Accountant", "Pharmacist", "Civil engineer", "Dental hygienist", "Warehouse supervisor",
           "Paramedic", "Marketing manager", "Quantity surveyor", "Care assistant", "Payroll administrator",
           "Veterinary nurse", "Project manager", "Chef"],
    "sv": ["Sjuksköterska", "Systemutvecklare", "Lärare", "Elektriker", "Ekonom", "Undersköterska",
           "Civilingenjör", "Lastbilschaufför", "Projektledare", "Snickare"],
    "no": ["Sykepleier", "Lærer", "Ingeniør", "Elektriker", "Regnskapsfører", "Helsefagarbeider",
           "Prosjektleder", "Tømrer", "Systemutvikler"],
    "da": ["Sygeplejerske", "Lærer", "Ingeniør", "Elektriker", "Bogholder", "Social- og sundhedsassistent",
           "Projektleder", "Tømrer", "Softwareudvikler"],
    "fi": ["Sairaanhoitaja", "Opettaja", "Insinööri", "Sähköasentaja", "Kirjanpitäjä", "Lähihoitaja",
           "Projektipäällikkö", "Kirvesmies", "Ohjelmistokehittäjä"],
}
OCC_EN = {"sv": "Occupation", "no": "Occupation", "da": "Occupation", "fi": "Occupation"}

EMAIL_DOMAINS = {
    "UK": ["btinternet.com", "gmail.com", "outlook.com", "yahoo.co.uk", "sky.com"],
    "IE": ["eircom.net", "gmail.com", "hotmail.com", "outlook.ie"],
    "AU": ["bigpond.com", "gmail.com", "outlook.com.au", "iinet.net.au"],
    "NZ": ["xtra.co.nz", "gmail.com", "outlook.co.nz", "slingshot.co.nz"],
    "SE": ["telia.com", "gmail.com", "hotmail.se", "bredband.net"],
    "NO": ["online.no", "gmail.com", "hotmail.no", "altibox.no"],
    "DK": ["mail.dk", "gmail.com", "hotmail.dk", "jubii.dk"],
    "FI": ["elisanet.fi", "gmail.com", "kolumbus.fi", "luukku.com"],
    "US": ["gmail.com", "yahoo.com", "mchsi.com", "outlook.com"],
}


def phone(rng: random.Random, region: str, kind: str = "mobile") -> str:
    intl = _chance(rng, 0.3)
    if region == "UK":
        if kind == "mobile":
            a, b = "7" + _digits(rng, 3), _digits(rng, 6)
            return f"+44 {a} {b}" if intl else f"0{a} {b}"
        a = rng.choice(["113", "1423", "1792", "1244", "161"])
        return f"0{a} {_digits(rng, 3)} {_digits(rng, 4)}" if len(a) == 3 else f"0{a} {_digits(rng, 6)}"
    if region == "IE":
        p = rng.choice(["83", "85", "86", "87", "89"]) if kind == "mobile" else rng.choice(["1", "65", "91", "56"])
        return f"+353 {p} {_digits(rng, 3)} {_digits(rng, 4)}" if intl else f"0{p} {_digits(rng, 3)} {_digits(rng, 4)}"
    if region == "AU":
        if kind == "mobile":
            a = "4" + _digits(rng, 2)
            return f"+61 {a} {_digits(rng, 3)} {_digits(rng, 3)}" if intl else f"0{a} {_digits(rng, 3)} {_digits(rng, 3)}"
        return f"({rng.choice(['02', '03', '07', '08'])}) {_digits(rng, 4)} {_digits(rng, 4)}"
    if region == "NZ":
        p = rng.choice(["21", "22", "27", "29"]) if kind == "mobile" else rng.choice(["9", "7", "3", "4"])
        return f"+64 {p} {_digits(rng, 3)} {_digits(rng, 4)}" if intl else f"0{p} {_digits(rng, 3)} {_digits(rng, 4)}"
    if region == "SE":
        p = rng.choice(["70", "72", "73", "76"])
        return f"+46 {p} {_digits(rng, 3)} {_digits(rng, 2)} {_digits(rng, 2)}" if intl else f"0{p}-{_digits(rng, 3)} {_digits(rng, 2)} {_digits(rng, 2)}"
    if region == "NO":
        a = rng.choice("49") + _digits(rng, 2)
        return f"+47 {a} {_digits(rng, 2)} {_digits(rng, 3)}" if intl else f"{a} {_digits(rng, 2)} {_digits(rng, 3)}"
    if region == "DK":
        a = rng.choice(["20", "22", "26", "30", "40", "51", "61"])
        return f"+45 {a} {_digits(rng, 2)} {_digits(rng, 2)} {_digits(rng, 2)}" if intl else f"{a} {_digits(rng, 2)} {_digits(rng, 2)} {_digits(rng, 2)}"
    if region == "FI":
        p = rng.choice(["40", "44", "45", "50"])
        return f"+358 {p} {_digits(rng, 3)} {_digits(rng, 4)}" if intl else f"0{p} {_digits(rng, 3)} {_digits(rng, 4)}"
    if region == "US":
        a = rng.choice(["563", "715", "507", "701", "605", "406"])
        return f"({a}) 555-{_digits(rng, 4)}" if _chance(rng, 0.5) else f"{a}-555-{_digits(rng, 4)}"
    raise ValueError(region)


def address_lines(rng: random.Random, region: str) -> list[str]:
    street = rng.choice(STREETS[region])
    town, pc = rng.choice(TOWNS[region])
    n = rng.randint(1, 180)
    if region == "UK":
        pc_full = f"{pc}{rng.randint(1, 29)} {rng.randint(1, 9)}{_letters(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"
        lines = [f"{n} {street}"]
        if _chance(rng, 0.3):
            lines.insert(0, f"Flat {rng.randint(1, 12)}")
        if _chance(rng, 0.35):
            lines.append(rng.choice(["Headingley", "Roundhay", "Sketty", "Hoole", "Eaton", "Heaton Moor"]))
        lines += [town, pc_full] if _chance(rng, 0.5) else [f"{town} {pc_full}"]
        return lines
    if region == "IE":
        eir = f"{pc} {_letters(rng, 1, 'ACDEFHKNPRTVWXY')}{_digits(rng, 1)}{_letters(rng, 2, 'ACDEFHKNPRTVWXY')}"
        lines = [f"{n} {street}"] if _chance(rng, 0.6) else [f"Apt {rng.randint(1, 40)}", street]
        lines += [town, eir]
        return lines
    if region == "AU":
        num_ = f"{rng.randint(1, 20)}/{n}" if _chance(rng, 0.35) else str(n)
        return [f"{num_} {street}", f"{town} {pc}"]
    if region == "NZ":
        lines = [f"{n} {street}"]
        t = town.split(", ")
        return lines + [t[0], f"{t[1]} {pc}"] if len(t) == 2 else lines + [f"{town} {pc}"]
    if region == "SE":
        suffix = rng.choice(["", "", " A", " B", " lgh 1102"])
        return [f"{street} {rng.randint(1, 80)}{suffix}", f"{pc} {_digits(rng, 2)} {town}"]
    if region == "NO":
        return [f"{street} {rng.randint(1, 120)}{rng.choice(['', '', ' B', ' H0201'])}", f"{pc}{_digits(rng, 2)} {town}"]
    if region == "DK":
        floor = rng.choice(["", "", ", 1. th.", ", 3. tv.", ", st."])
        return [f"{street} {rng.randint(1, 140)}{floor}", f"{pc}{_digits(rng, 2)} {town}"]
    if region == "FI":
        return [f"{street} {rng.randint(1, 60)}{rng.choice(['', ' A 4', ' B 22', ' C 13'])}", f"{pc}{_digits(rng, 3)} {town.upper() if _chance(rng, 0.3) else town}"]
    if region == "US":
        t, st = town.split(", ")
        return [f"{rng.randint(100, 9800)} {street}", f"{t}, {st} {pc}{_digits(rng, 2)}"]
    raise ValueError(region)


def join_addr(lines: list[str], mode: str) -> tuple[str, str]:
    """(html, truth) for an address printed on one line with commas or on several lines."""
    if mode == "comma":
        s = ", ".join(lines)
        return esc(s), s
    return "<br>".join(esc(x) for x in lines), " ".join(lines)


@dataclass
class Person:
    region: str
    given: list
    surname: str
    sex: str
    dob: date
    title: str
    marital: str          # married | unmarried | separated
    marital_word: str     # plain English word for the status (Single, Cohabiting, ...)
    email: str
    mobile: str
    address: list
    employer: str
    occupation: str
    emp_start: date
    prev_employer: str
    prev_start: date
    prev_end: date
    monthly_gross: float
    basic: float
    overtime: float
    bonus: float
    nationality: str

    @property
    def first(self) -> str:
        return " ".join(self.given)

    @property
    def full(self) -> str:
        return f"{' '.join(self.given)} {self.surname}"


MARITAL_EN = {"married": ["Married", "Married"], "separated": ["Separated"],
              "unmarried": ["Single", "Divorced", "Widowed", "Cohabiting", "Single", "Single"]}


def make_person(rng: random.Random, region: str, today: date, *, surname: str | None = None,
                sex: str | None = None, marital: str | None = None, occ_lang: str | None = None,
                min_age: int = 21, max_age: int = 62, nationality: str | None = None) -> Person:
    sex = sex or rng.choice("MF")
    if nationality in NAT_NAMES and surname is None:
        males, females, sm, sf = NAT_NAMES[nationality]
        surname = rng.choice(sm if sex == "M" else sf)
    else:
        males, females = GIVEN[NAT_REGION.get(nationality, region)] if nationality else GIVEN[region]
        if surname is None:
            surname = rng.choice(SURNAMES[NAT_REGION.get(nationality, region)] if nationality else SURNAMES[region])
    given = [rng.choice(males if sex == "M" else females)]
    if _chance(rng, 0.35):
        g2 = rng.choice(males if sex == "M" else females)
        if g2 != given[0]:
            given.append(g2)
    dob = _rand_date(rng, date(today.year - max_age, 1, 1), date(today.year - min_age, 12, 28))
    marital = marital or rng.choice(["married", "married", "unmarried", "unmarried", "separated"])
    mword = rng.choice(MARITAL_EN[marital])
    if sex == "M":
        title = rng.choice(["Mr", "Mr", "Dr"])
    else:
        title = rng.choice(["Mrs", "Ms", "Miss", "Dr"]) if marital != "married" else rng.choice(["Mrs", "Ms", "Dr"])
    dom = rng.choice(EMAIL_DOMAINS[region])
    f, s = _ascii_fold(given[0]).lower(), re.sub(r"[^a-z]", "", _ascii_fold(surname).lower())
    email = rng.choice([f"{f}.{s}@{dom}", f"{f[0]}{s}{rng.randint(1, 99)}@{dom}", f"{s}.{f}@{dom}", f"{f}{s[:3]}@{dom}"])
    lang = occ_lang or REGION[region]["lang"]
    age_start = dob.year + 19
    emp_start = _rand_date(rng, date(max(age_start + 2, today.year - 14), 1, 1), today - timedelta(days=200))
    prev_end = emp_start - timedelta(days=rng.randint(1, 40))
    prev_start = _rand_date(rng, date(min(prev_end.year - 1, max(age_start, prev_end.year - 8)), 1, 1), prev_end - timedelta(days=200))
    lo, hi = {"UK": (2300, 7800), "IE": (2600, 8200), "AU": (5200, 14000), "NZ": (4600, 12000),
              "SE": (32000, 78000), "NO": (42000, 98000), "DK": (33000, 72000), "FI": (2800, 7200),
              "US": (3600, 12500)}[region]
    step = 100 if region in ("SE", "NO", "DK") else 1
    basic = round(rng.uniform(lo, hi) / step) * step
    if _chance(rng, 0.5):
        basic = round(basic + rng.random(), 2) if step == 1 and _chance(rng, 0.5) else basic
    overtime = round(rng.uniform(0, basic * 0.15) / step) * step if _chance(rng, 0.4) else 0
    bonus = round(rng.uniform(0, basic * 0.1) / step) * step if _chance(rng, 0.3) else 0
    total = round(basic + overtime + bonus, 2)
    employer = rng.choice(EMPLOYERS[region])
    prev = rng.choice([e for e in EMPLOYERS[region] if e != employer])
    return Person(region=region, given=given, surname=surname, sex=sex, dob=dob, title=title, marital=marital,
                  marital_word=mword, email=email, mobile=phone(rng, region), address=address_lines(rng, region),
                  employer=employer, occupation=rng.choice(OCCUPATIONS[lang]), emp_start=emp_start,
                  prev_employer=prev, prev_start=prev_start, prev_end=prev_end, monthly_gross=total,
                  basic=basic, overtime=overtime, bonus=bonus, nationality=nationality or REGION[region]["country"])


def name_display(p: Person, style: str) -> tuple[str, str]:
    """(printed, truth). style: natural | upper | surname_first | surname_first_upper"""
    if style == "natural":
        return p.full, p.full
    if style == "upper":
        return p.full.upper(), p.full.upper()
    if style == "surname_first":
        return f"{p.surname}, {p.first}", p.full
    if style == "surname_first_upper":
        return f"{p.surname.upper()}, {p.first}", p.full
    raise ValueError(style)


# --------------------------------------------------------------------------------------------
# HTML scaffolding
# --------------------------------------------------------------------------------------------

FONTS = ["'DejaVu Sans', sans-serif", "'DejaVu Serif', serif", "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif"]

BASE_CSS = """
@page { size: A4; margin: 14mm 13mm 16mm 13mm; }
* { box-sizing: border-box; }
body { font-family: %(font)s; font-size: %(fs)s; color: #1b1b1b; margin: 0; line-height: 1.32; font-variant-ligatures: none; font-feature-settings: "liga" 0, "clig" 0, "dlig" 0; }
h1 { font-size: 1.55em; margin: 0 0 4px 0; }
h2 { font-size: 1.12em; margin: 12px 0 5px 0; }
h3 { font-size: 1.0em; margin: 9px 0 4px 0; }
table { border-collapse: collapse; width: 100%%; }
td, th { vertical-align: top; padding: 3px 5px; text-align: left; }
.small { font-size: 0.82em; color: #333; }
.tiny { font-size: 0.72em; color: #444; }
.muted { color: #555; }
.right { text-align: right; }
.center { text-align: center; }
.b { font-weight: bold; }
.pb { break-before: page; page-break-before: always; }
.avoid { break-inside: avoid; page-break-inside: avoid; }
.grid td, .grid th { border: 1px solid #777; }
.box { border: 1px solid #555; padding: 5px 7px; margin: 6px 0; }
.cap { font-size: 0.74em; color: #444; display: block; }
.val { font-family: 'DejaVu Sans Mono', monospace; font-size: 0.96em; }
.hand { font-family: 'DejaVu Sans Mono', monospace; color: #0d2a7a; }
.band { background: #e8e8e8; font-weight: bold; padding: 3px 6px; margin-top: 10px; }
.lead { display: flex; align-items: baseline; margin: 2px 0; }
.lead .l { white-space: nowrap; }
.lead .d { flex: 1; border-bottom: 1px dotted #666; margin: 0 4px; min-width: 12px; }
.lead .v { text-align: right; }
.hdr { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid %(accent)s; padding-bottom: 5px; margin-bottom: 8px; }
.foot { border-top: 1px solid #999; margin-top: 14px; padding-top: 4px; font-size: 0.72em; color: #555; }
.tick { font-family: 'DejaVu Sans', sans-serif; }
.boiler { font-size: 0.8em; text-align: justify; }
"""


_TEXT_NODE = re.compile(r">([^<]+)<")
_BREAKY = re.compile(r"(?<![\w&#;-])([^\s<>]*\w[-/][^\s<>]*\w)")


def _keep_tokens(body: str) -> str:
    """Tokens with a hyphen or slash (NON-NEGOTIABLE, 070-123, 5/22) are kept on one line, so that a
    printed value never breaks inside them."""
    def fix(m: re.Match) -> str:
        t = m.group(1)
        if "-" not in t and "/" not in t:
            return m.group(0)
        return ">" + _BREAKY.sub(lambda k: f"<span style=\"white-space:nowrap\">{k.group(1)}</span>", t) + "<"
    return _TEXT_NODE.sub(fix, body)


def page(title: str, body: str, rng: random.Random, *, font: str | None = None, fs: str | None = None,
         accent: str | None = None, extra_css: str = "", lang: str = "en") -> str:
    css = BASE_CSS % {"font": font or rng.choice(FONTS), "fs": fs or rng.choice(["9pt", "9.5pt", "10pt"]),
                      "accent": accent or rng.choice(["#1f3d7a", "#0b5d4b", "#6a1b3a", "#333333", "#8a4b08", "#004b87"])}
    return (f"<!DOCTYPE html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>{esc(title)}</title>"
            f"<style>{css}{extra_css}</style></head><body>{_keep_tokens(body)}</body></html>")


def tick(on: bool, style: int = 0) -> str:
    if style == 0:
        return "☒" if on else "☐"
    if style == 1:
        return "[X]" if on else "[ ]"
    return "✔" if on else "○"


def options(opts: list[str], chosen: str | None, style: int) -> str:
    return "&nbsp;&nbsp; ".join(f"<span class=\"tick\">{tick(o == chosen, style)}</span> {esc(o)}" for o in opts)


def field(label: str, value_html: str, mode: str) -> str:
    """A label/value pair. mode: colon | leader | below | box | tab"""
    if mode == "colon":
        return f"<div style=\"margin:2px 0\"><span class=\"b\">{esc(label)}:</span> {value_html}</div>"
    if mode == "leader":
        return (f"<div class=\"lead\"><span class=\"l\">{esc(label)}</span><span class=\"d\"></span>"
                f"<span class=\"v\">{value_html}</span></div>")
    if mode == "below":
        return f"<div style=\"margin:3px 0 6px 0\"><span class=\"cap\">{esc(label)}</span>{value_html}</div>"
    if mode == "box":
        return (f"<div class=\"box\" style=\"margin:3px 0\"><span class=\"cap\">{esc(label)}</span>"
                f"<span class=\"hand\">{value_html}</span></div>")
    if mode == "tab":
        return (f"<table style=\"width:auto\"><tr><td style=\"width:62mm;padding:1px 0\">{esc(label)}</td>"
                f"<td style=\"padding:1px 0\">{value_html}</td></tr></table>")
    raise ValueError(mode)


def blank_value(rng: random.Random) -> str:
    return rng.choice(["", "N/A", "—", "n/a", "-", "&nbsp;"])


def boiler_paragraphs(rng: random.Random, pool: list[str], k: int) -> str:
    k = min(k, len(pool))
    return "".join(f"<p class=\"boiler\">{esc(p)}</p>" for p in rng.sample(pool, k))


# --------------------------------------------------------------------------------------------
# lenders and the loan case
# --------------------------------------------------------------------------------------------

LENDERS = {
    "UK": ["Wharfedale Building Society", "Severn Vale Building Society", "Marsden Mutual Building Society",
           "Tamar & Tor Building Society", "Holmfirth and District Building Society", "Cairngorm Building Society"],
    "IE": ["Slaneyside Credit Union Limited", "Corrib Community Credit Union Limited", "Shannon Estuary Credit Union Limited",
           "Liffey Mutual Home Loans DAC", "Boyne Valley Credit Union Limited"],
    "AU": ["Riverina Mutual Bank", "Coastline Community Credit Union", "Greater Hunter Mutual Bank",
           "Tablelands Customer Owned Bank", "Southern Ranges Credit Union Ltd"],
    "NZ": ["Waitaha Building Society", "Aotea Mutual Bank", "Kōtuku Building Society", "Tasman Bays Credit Union"],
    "SE": ["Sparbanken Klarälven", "Vätterbygdens Sparbank", "Norrsunds Sparbank", "Sparbanken Västra Mälardalen Syd"],
    "NO": ["Fjordkysten Sparebank", "Romsdalsfjord Sparebank", "Vesterålen Sparebank", "Sparebanken Innlandet Øst"],
    "DK": ["Sønderå Sparekasse", "Limfjordens Andelskasse", "Himmerlandets Sparekasse", "Lillebælt Andelsbank"],
    "FI": ["Päijänteen Säästöpankki", "Järvi-Suomen Osuuspankki", "Pohjanmaan Säästöpankki", "Kymijoen Osuuspankki"],
    "US": ["Prairie Rivers Federal Credit Union", "Driftless Area Community Credit Union", "Big Sky Teachers Credit Union"],
}
BROKERS = {
    "UK": ["Pennine Mortgage Solutions Ltd", "Keystone Home Finance", "Northern Rose Mortgages LLP", "Harbour Lights Financial Planning"],
    "IE": ["Atlantic Mortgage Advisors Ltd", "Mizen Financial Brokers", "Clover Mortgages Ltd"],
    "AU": ["Southern Cross Home Loans Pty Ltd", "Blue Gum Finance Brokers", "Harbourside Lending Pty Ltd"],
    "NZ": ["Kauri Mortgage Advisers Ltd", "Korimako Financial Ltd", "Harbourview Mortgages"],
}


def office_address(rng: random.Random, region: str) -> list[str]:
    """A business address: no flat or apartment line."""
    lines = address_lines(rng, region)
    return [x for x in lines if not x.startswith(("Flat ", "Apt "))] or lines


def lender_contact(rng: random.Random, region: str) -> tuple[str, list[str], str]:
    name = rng.choice(LENDERS[region])
    return name, office_address(rng, region), phone(rng, region, "land") if region not in NORDIC else phone(rng, region)


def app_number(rng: random.Random, region: str) -> str:
    pats = {
        "UK": [lambda: f"MA{_digits(rng, 7)}", lambda: f"{_digits(rng, 3)}/{_digits(rng, 6)}", lambda: f"RM-{_digits(rng, 2)}-{_digits(rng, 5)}"],
        "IE": [lambda: f"HL{_digits(rng, 6)}", lambda: f"LN-{_digits(rng, 5)}/{_digits(rng, 2)}", lambda: f"{_digits(rng, 4)}-{_letters(rng, 2)}-{_digits(rng, 3)}"],
        "AU": [lambda: f"HLA{_digits(rng, 8)}", lambda: f"{_digits(rng, 4)}-{_digits(rng, 6)}", lambda: f"APP{_digits(rng, 7)}"],
        "NZ": [lambda: f"NZHL-{_digits(rng, 6)}", lambda: f"{_digits(rng, 2)}-{_digits(rng, 4)}-{_digits(rng, 5)}", lambda: f"LA{_digits(rng, 7)}"],
        "SE": [lambda: f"BL-{_digits(rng, 8)}", lambda: f"{_digits(rng, 4)} {_digits(rng, 3)} {_digits(rng, 3)}", lambda: f"ANS{_digits(rng, 7)}"],
        "NO": [lambda: f"BLS-{_digits(rng, 7)}", lambda: f"{_digits(rng, 4)}.{_digits(rng, 2)}.{_digits(rng, 5)}", lambda: f"S{_digits(rng, 8)}"],
        "DK": [lambda: f"ANS-{_digits(rng, 7)}", lambda: f"{_digits(rng, 4)}-{_digits(rng, 6)}", lambda: f"BL{_digits(rng, 8)}"],
        "FI": [lambda: f"AL-{_digits(rng, 8)}", lambda: f"{_digits(rng, 6)}-{_digits(rng, 3)}", lambda: f"H{_digits(rng, 9)}"],
        "US": [lambda: f"{_digits(rng, 10)}", lambda: f"ML-{_digits(rng, 7)}", lambda: f"HE{_digits(rng, 6)}"],
    }
    return rng.choice(pats[region])()


@dataclass
class LoanCase:
    region: str
    today: date
    lender: str
    lender_addr: list
    lender_phone: str
    app_no: str
    applicants: list
    purpose: str
    loan_amount: float
    term_months: int
    rate: float
    reversion_rate: float
    property: list
    property_value: float
    deposit: float
    existing_balance: float
    date_style: str


def loan_case(rng: random.Random, region: str, *, n_apps: int | None = None, purpose: str | None = None,
              occ_lang: str | None = None, date_style: str | None = None) -> LoanCase:
    today = _rand_date(rng, date(2024, 1, 8), date(2026, 6, 26))
    if n_apps is None:
        n_apps = rng.choices([1, 2, 3, 4], weights=[35, 50, 10, 5])[0]
    p1 = make_person(rng, region, today, occ_lang=occ_lang)
    apps = [p1]
    if n_apps >= 2:
        if p1.marital == "married" and _chance(rng, 0.7):
            p2 = make_person(rng, region, today, sex="F" if p1.sex == "M" else "M", marital="married",
                             surname=p1.surname if _chance(rng, 0.6) else None, occ_lang=occ_lang)
            p2.address = p1.address
        else:
            p2 = make_person(rng, region, today, occ_lang=occ_lang, marital="unmarried" if p1.marital == "unmarried" and _chance(rng, 0.6) else None)
            if p1.marital == "unmarried" and p2.marital == "unmarried" and _chance(rng, 0.5):
                p2.address = p1.address
        apps.append(p2)
    for _ in range(n_apps - len(apps)):
        apps.append(make_person(rng, region, today, occ_lang=occ_lang, min_age=19, max_age=70))
    purpose = purpose or rng.choice(["purchase", "purchase", "refinance", "construction", "other"])
    lo, hi, step = {"UK": (165000, 690000, 5000), "IE": (240000, 720000, 5000), "AU": (520000, 1650000, 5000),
                    "NZ": (590000, 1450000, 5000), "SE": (2100000, 7400000, 50000), "NO": (2900000, 8600000, 50000),
                    "DK": (1900000, 6200000, 25000), "FI": (140000, 520000, 1000), "US": (190000, 640000, 1000)}[region]
    value = round(rng.uniform(lo, hi) / step) * step
    if _chance(rng, 0.25):
        value += rng.choice([500, 250, 750]) if step <= 5000 else 0
    ltv = rng.uniform(0.45, 0.92 if purpose == "purchase" else 0.8)
    lstep = 10000 if region in ("SE", "NO", "DK") else rng.choice([100, 500, 1000])
    loan = max(lstep, round(value * ltv / lstep) * lstep)
    years = {"UK": [20, 23, 25, 25, 30, 35], "IE": [20, 25, 30, 30, 35], "AU": [25, 30, 30, 30], "NZ": [25, 30, 30],
             "SE": [25, 30, 40, 50], "NO": [20, 25, 25, 30], "DK": [20, 30, 30], "FI": [20, 25, 25, 30],
             "US": [15, 20, 30, 30]}[region]
    term = rng.choice(years) * 12
    if region in ("UK", "IE", "NZ") and _chance(rng, 0.15):
        term += rng.choice([3, 6, 9])
    rlo, rhi = {"UK": (3.79, 5.89), "IE": (3.45, 4.65), "AU": (5.69, 6.89), "NZ": (4.89, 6.99), "SE": (2.79, 4.59),
                "NO": (4.89, 6.25), "DK": (3.4, 5.1), "FI": (2.85, 4.6), "US": (5.875, 7.5)}[region]
    rate = round(rng.uniform(rlo, rhi), 2)
    if region == "UK":
        rev = round(max(rate + 0.5, rng.uniform(6.74, 8.24)), 2)
    else:
        rev = round(rate + rng.uniform(*{"IE": (0.3, 1.2), "AU": (0.2, 0.9), "NZ": (0.4, 1.6), "US": (0.5, 1.5)}.get(region, (0.2, 1.0))), 2)
    prop = apps[0].address if purpose in ("refinance", "other") else address_lines(rng, region)
    deposit = value - loan if purpose == "purchase" else 0
    existing = round(loan * rng.uniform(0.55, 0.95) / 100) * 100 if purpose in ("refinance", "other") else 0
    name, addr, tel = lender_contact(rng, region)
    return LoanCase(region=region, today=today, lender=name, lender_addr=addr, lender_phone=tel,
                    app_no=app_number(rng, region), applicants=apps, purpose=purpose, loan_amount=float(loan),
                    term_months=term, rate=rate, reversion_rate=rev, property=prop, property_value=float(value),
                    deposit=float(deposit), existing_balance=float(existing),
                    date_style=date_style or rng.choice(REGION[region]["dates"]))


def loan_truth(case: LoanCase, *, email=True, phone_=True, name_truth: str | None = None,
               co_names: list | None = None, property_addr: str, property_value: float | None = None,
               loan_amount: float | None = None, monthly_income: float | None = None) -> dict:
    p1 = case.applicants[0]
    cos = []
    for i, p in enumerate(case.applicants[1:]):
        cos.append({"full_name": co_names[i] if co_names else p.full, "date_of_birth": p.dob.isoformat()})
    cur = REGION[case.region]["cur"]
    return {
        "application_number": case.app_no,
        "borrower": {
            "full_name": name_truth or p1.full,
            "date_of_birth": p1.dob.isoformat(),
            "marital_status": p1.marital,
            "email": (p1.email if email is True else email) if email else None,
            "phone": (p1.mobile if phone_ is True else phone_) if phone_ else None,
        },
        "co_borrowers": cos,
        "employer_name": p1.employer,
        "employment_start_date": p1.emp_start.isoformat(),
        "monthly_income": round(monthly_income if monthly_income is not None else p1.monthly_gross, 2),
        "income_currency": cur,
        "loan_amount": round(loan_amount if loan_amount is not None else case.loan_amount, 2),
        "loan_currency": cur,
        "loan_purpose": case.purpose,
        "loan_term_months": case.term_months,
        "interest_rate_percent": case.rate,
        "property_address": property_addr,
        "property_value": round(property_value if property_value is not None else case.property_value, 2),
    }


def term_text(months: int, rng: random.Random, lang: str = "en") -> str:
    y, m = divmod(months, 12)
    if lang == "en":
        if m == 0:
            return rng.choice([f"{y} years", f"{y} yrs", f"{y} years 0 months", f"{months} months"])
        return rng.choice([f"{y} years {m} months", f"{y} yrs {m} mths", f"{months} months"])
    words = {"sv": ("år", "mån"), "no": ("år", "mnd"), "da": ("år", "mdr."), "fi": ("vuotta", "kk")}[lang]
    if m == 0:
        return rng.choice([f"{y} {words[0]}", f"{months} {words[1]}"])
    return f"{y} {words[0]} {m} {words[1]}"


UK_DECL = [
    "I/We declare that the information given in this application is true and complete to the best of my/our knowledge and belief, and I/we understand that the Society will rely on it in deciding whether to lend.",
    "I/We authorise the Society to make enquiries of credit reference and fraud prevention agencies, who will keep a record of the search whether or not this application proceeds.",
    "Your home may be repossessed if you do not keep up repayments on your mortgage.",
    "The Society is a member of the Building Societies Association and is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.",
    "I/We understand that the Society's valuation is for its own lending purposes only and that I/we should not rely on it as to the condition or value of the property.",
    "We may record or monitor telephone calls for training and security purposes. Please read our Privacy Notice, which explains how we use your personal information.",
    "If you are unsure whether this mortgage is suitable for you, you should seek independent advice. Early repayment charges may apply if you repay all or part of the loan during the product period.",
    "A completed Direct Debit mandate must be returned before completion. Any incentive shown is subject to the product terms available on the date of offer.",
    "Where more than one person applies, each applicant is jointly and severally liable for the whole of the debt and not simply a share of it.",
]
AU_DECL = [
    "I/We declare that the information in this application is true and correct and I/we have not withheld any information that may affect the assessment of this application.",
    "I/We acknowledge that Lenders Mortgage Insurance may be required where the loan-to-value ratio exceeds 80% and that the premium protects the lender, not the borrower.",
    "The comparison rate is calculated on a secured loan of $150,000 over 25 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges.",
    "I/We consent to the lender obtaining a credit report containing information about my/our consumer and commercial credit worthiness under the Privacy Act 1988 (Cth).",
    "Fees and charges are payable. Full terms and conditions are available on request. Australian Credit Licence and AFSL details appear on our website.",
    "An offset account reduces the interest charged on the linked loan; it does not reduce the loan amount or the minimum repayment.",
]
NZ_DECL = [
    "I/We confirm that the information provided is true and complete and authorise the lender to verify it with my/our employer, accountant and any credit reporting agency.",
    "This application is subject to the lender's responsible lending criteria under the Credit Contracts and Consumer Finance Act 2003.",
    "A low equity margin may apply where the lending exceeds 80% of the property value. Fixed rates are subject to break costs if repaid early.",
    "KiwiSaver first-home withdrawals are approved by your KiwiSaver provider, not by us; the timing of the withdrawal is your responsibility.",
]
IE_DECL = [
    "WARNING: If you do not keep up your repayments you may lose your home.",
    "WARNING: You may have to pay charges if you pay off a fixed-rate loan early.",
    "WARNING: The cost of your monthly repayments may increase.",
    "The credit union is regulated by the Central Bank of Ireland. Lending is subject to the Central Bank's mortgage measures on loan-to-income and loan-to-value limits.",
    "I/We declare that the information given is correct and that I/we have disclosed all my/our borrowings with other lenders. I/We consent to searches of the Central Credit Register.",
    "A member may nominate a person to receive property in the member's account on death, subject to the limits set by the Credit Union Act 1997.",
]


# --------------------------------------------------------------------------------------------
# loan layouts
# --------------------------------------------------------------------------------------------

def _col_table(headers: list[str], rows: list[tuple[str, list[str]]], label_w: str = "34%", cls: str = "grid") -> str:
    out = [f"<table class=\"{cls}\"><tr><th style=\"width:{label_w}\"></th>"]
    out += [f"<th>{esc(h)}</th>" for h in headers]
    out.append("</tr>")
    for label, vals in rows:
        if vals is None:
            out.append(f"<tr><td colspan=\"{len(headers) + 1}\" class=\"band\">{esc(label)}</td></tr>")
            continue
        out.append(f"<tr><td class=\"small\">{esc(label)}</td>" + "".join(f"<td>{v}</td>" for v in vals) + "</tr>")
    out.append("</table>")
    return "".join(out)


def _lbl(rng: random.Random, *opts: str) -> str:
    return rng.choice(opts)


def loan_uk_bs_joint_columns(rng: random.Random):
    case = loan_case(rng, "UK")
    ds = case.date_style
    apps = case.applicants
    r = "UK"
    purpose_opts = {"purchase": "House purchase", "refinance": "Remortgage (moving from another lender)",
                    "other": "Further advance / capital raising", "construction": "Self-build"}
    value_label = {"purchase": "Purchase price", "refinance": "Estimated value of property",
                   "other": "Estimated current value", "construction": "Estimated value on completion"}[case.purpose]
    name_upper = _chance(rng, 0.3)
    fmt = (lambda s: s.upper()) if name_upper else (lambda s: s)
    email_blank = _chance(rng, 0.2)
    phone_blank = _chance(rng, 0.12)
    pcol = rng.choice(["Mobile telephone", "Contact telephone number", "Daytime phone", "Tel. (mobile)"])

    occupancy = {}
    for p in apps:
        if p is not apps[0] and p.address is apps[0].address:
            occupancy[id(p)] = occupancy[id(apps[0])]
        else:
            occupancy[id(p)] = rng.choice(["Owner with mortgage", "Tenant (private)", "Living with parents", "Council tenant", "Owner outright"])

    def person_rows(group: list, offset: int) -> list:
        def v(p, what):
            if p is None:
                return blank_value(rng) if _chance(rng, 0.3) else ""
            return what(p)
        g = group + [None] * (2 - len(group))
        rows = [
            (_lbl(rng, "Title", "Title (Mr/Mrs/Miss/Ms/Dr/Other)"), [v(p, lambda p: esc(p.title)) for p in g]),
            (_lbl(rng, "Surname", "Surname / family name", "Last name"), [v(p, lambda p: esc(fmt(p.surname))) for p in g]),
            (_lbl(rng, "Forename(s)", "First name(s) in full", "Forenames"), [v(p, lambda p: esc(fmt(p.first))) for p in g]),
            (_lbl(rng, "Previous surname(s)", "Any other name(s) used", "Maiden name (if applicable)"),
             [v(p, lambda p: rng.choice(["", "None", "N/A", esc(rng.choice(SURNAMES[r]))]) if p.sex == "F" and p.marital == "married" else rng.choice(["", "None", "N/A"])) for p in g]),
            (_lbl(rng, "Date of birth", "D.O.B.", *(["Date of birth (DD/MM/YYYY)"] if ds == "dmy/" else [])), [v(p, lambda p: esc(fdate(p.dob, ds))) for p in g]),
            (_lbl(rng, "Marital status", "Marital / civil partnership status"),
             [v(p, lambda p: esc("Civil partnership" if p.marital == "married" and _chance(rng, 0.1) else p.marital_word)) for p in g]),
            (_lbl(rng, "Nationality", "Nationality / citizenship"), [v(p, lambda p: esc(nationality_word(p.nationality, "en", rng))) for p in g]),
            (pcol, [v(p, lambda p: "" if (p is apps[0] and phone_blank) else esc(p.mobile)) for p in g]),
            (_lbl(rng, "Email address", "E-mail", "Personal email"),
             [v(p, lambda p: (blank_value(rng) if (p is apps[0] and email_blank) else esc(p.email))) for p in g]),
            (_lbl(rng, "National Insurance number", "NI number"),
             [v(p, lambda p: f"{_letters(rng, 2, 'ABCEGHJKLMNPRSTWXYZ')} {_digits(rng, 2)} {_digits(rng, 2)} {_digits(rng, 2)} {rng.choice('ABCD')}") for p in g]),
            (_lbl(rng, "Number of financial dependants", "Dependants (number)"), [v(p, lambda p: str(rng.randint(0, 3))) for p in g]),
            ("Current address", None),
            (_lbl(rng, "Current residential address", "Home address", "Present address"),
             [v(p, lambda p: ("As Applicant 1" if (p is not apps[0] and p.address is apps[0].address) else "<br>".join(esc(x) for x in p.address))) for p in g]),
            (_lbl(rng, "Date moved to this address", "Resident since"),
             [v(p, lambda p: esc(fdate(_rand_date(rng, date(p.dob.year + 20, 1, 1), case.today - timedelta(days=90)), ds))) for p in g]),
            (_lbl(rng, "Residential status", "Current occupancy"), [v(p, lambda p: occupancy[id(p)]) for p in g]),
            ("Employment", None),
            (_lbl(rng, "Employment status", "Are you employed / self-employed?"), [v(p, lambda p: rng.choice(["Employed (permanent)", "Employed full time", "Employed"])) for p in g]),
            (_lbl(rng, "Occupation / job title", "Job title", "Occupation"), [v(p, lambda p: esc(p.occupation)) for p in g]),
            (_lbl(rng, "Name of current employer", "Employer's name", "Current employer"), [v(p, lambda p: esc(p.employer)) for p in g]),
            (_lbl(rng, "Date employment started", "Start date with current employer", "Employed since"), [v(p, lambda p: esc(fdate(p.emp_start, ds))) for p in g]),
            (_lbl(rng, "Previous employer (if less than 3 years in current job)", "Previous employer"),
             [v(p, lambda p: esc(p.prev_employer) if (case.today - p.emp_start).days < 3 * 365 else rng.choice(["", "N/A", "—"])) for p in g]),
            (_lbl(rng, "Previous employment dates", "Previous employment: from / to"),
             [v(p, lambda p: f"{esc(fdate(p.prev_start, ds))} – {esc(fdate(p.prev_end, ds))}" if (case.today - p.emp_start).days < 3 * 365 else "") for p in g]),
            (_lbl(rng, "Gross basic annual salary", "Basic salary (gross, per annum)"), [v(p, lambda p: esc(money(p.basic * 12, r, rng))) for p in g]),
            (_lbl(rng, "Regular overtime / bonus / commission (gross, per month)", "Other guaranteed income (monthly, gross)"),
             [v(p, lambda p: esc(money(p.overtime + p.bonus, r, rng)) if (p.overtime + p.bonus) else rng.choice(["£0", "Nil", "None"])) for p in g]),
            (_lbl(rng, "TOTAL gross monthly income", "Total gross income per month", "Gross monthly income (total)"),
             [v(p, lambda p: f"<b>{esc(money(p.monthly_gross, r, rng, decimals=2))}</b>") for p in g]),
            (_lbl(rng, "Net monthly pay (after tax and NI)", "Take-home pay per month"),
             [v(p, lambda p: esc(money(round(p.monthly_gross * rng.uniform(0.7, 0.78), 2), r, rng, decimals=2))) for p in g]),
        ]
        return rows

    prop_html, prop_truth = join_addr(case.property, rng.choice(["comma", "lines"]))
    term_y, term_m = divmod(case.term_months, 12)
    hdr_title = rng.choice(["Residential Mortgage Application", "Mortgage Application Form", "Application for a Mortgage", "Home Loan Application — Residential"])
    app_label = rng.choice(["Application no.", "Application reference", "Mortgage application ref.", "Our reference (application)"])
    received = case.today + timedelta(days=rng.randint(0, 6))
    body = [f"<div class=\"hdr\"><div><div style=\"font-size:1.4em;font-weight:bold\">{esc(case.lender)}</div>"
            f"<div class=\"small\">{esc(', '.join(case.lender_addr))} · Tel {esc(case.lender_phone)}</div></div>"
            f"<div class=\"right small\">Form {esc(rng.choice(['MA1', 'RMA/04', 'MORT-APP', 'F102']))} ({rng.randint(1, 12):02d}/{case.today.year % 100:02d})<br>Page 1</div></div>"]
    body.append(f"<h1>{esc(hdr_title)}</h1>")
    body.append("<p class=\"small\">Please complete in BLOCK CAPITALS using black ink. Where there are more than two applicants, please also complete the continuation sheet.</p>")
    office = (f"<table class=\"grid small\" style=\"width:100%\"><tr><td colspan=\"4\" class=\"b\">For Society use only</td></tr>"
              f"<tr><td>{esc(app_label)}</td><td class=\"val\">{esc(case.app_no)}</td><td>Branch / sort code</td><td>{_digits(rng, 2)}-{_digits(rng, 2)}-{_digits(rng, 2)}</td></tr>"
              f"<tr><td>Date received</td><td>{esc(fdate(received, ds))}</td><td>Introducer FCA no.</td><td>{_digits(rng, 6) if _chance(rng, 0.5) else ''}</td></tr></table>")
    office_top = _chance(rng, 0.5)
    if office_top:
        body.append(office)
    body.append("<div class=\"band\">Section 1 — Your mortgage requirements</div>")
    fm = rng.choice(["colon", "leader", "tab"])
    body.append(field("Purpose of loan", options(list(purpose_opts.values()), purpose_opts[case.purpose], rng.randint(0, 1)), "below"))
    body.append(field(value_label, esc(money(case.property_value, r, rng)), fm))
    if case.purpose == "purchase":
        body.append(field(rng.choice(["Deposit from own resources", "Amount of deposit"]), esc(money(case.deposit, r, rng)), fm))
        body.append(field("Source of deposit", esc(rng.choice(["Savings", "Gift from parents", "Sale of current home", "Savings and Lifetime ISA"])), fm))
    if case.purpose in ("refinance", "other"):
        body.append(field(rng.choice(["Existing mortgage balance", "Amount outstanding on current mortgage"]), esc(money(case.existing_balance, r, rng)), fm))
    body.append(field(rng.choice(["Loan amount required", "Amount of mortgage required", "Total loan requested"]), f"<b>{esc(money(case.loan_amount, r, rng))}</b>", fm))
    if _chance(rng, 0.5):
        body.append(field("Mortgage term", f"{term_y} years {term_m} months", fm))
    else:
        body.append(field("Term required", esc(term_text(case.term_months, rng)), fm))
    body.append(field("Repayment method", options(["Capital and interest", "Interest only", "Part and part"], "Capital and interest", rng.randint(0, 1)), fm))
    fix_years = rng.choice([2, 3, 5])
    fix_end = _add_months(case.today, fix_years * 12 + 2)
    prod = rng.choice([
        f"{fix_years} Year Fixed Rate at {pct(case.rate, r)} until {fdate(fix_end, ds)}, then our Standard Variable Rate (currently {pct(case.reversion_rate, r)})",
        f"{fix_years}-year fixed {pct(case.rate, r)} (product code F{fix_years}-{rng.choice([60, 75, 85, 90])}-{_digits(rng, 3)}); reverts to SVR {pct(case.reversion_rate, r)}",
    ])
    body.append(field(rng.choice(["Product applied for", "Mortgage product", "Product and initial rate"]), esc(prod), "below"))
    if _chance(rng, 0.5):
        body.append(field("APRC", esc(pct(round(case.rate + rng.uniform(1.0, 2.6), 1), r)), fm))
    body.append("<div class=\"band\">Section 2 — About you</div>")
    body.append(_col_table(["Applicant 1", "Applicant 2"], person_rows(apps[:2], 0)))
    body.append("<div class=\"band avoid\">Section 3 — The property to be mortgaged</div>")
    body.append(field(rng.choice(["Address of property to be mortgaged", "Property address (including postcode)", "Security address"]), prop_html, rng.choice(["below", "box"])))
    body.append(field("Tenure", options(["Freehold", "Leasehold", "Feuhold"], rng.choice(["Freehold", "Leasehold"]), rng.randint(0, 1)), fm))
    body.append(field("Property type", esc(rng.choice(["Semi-detached house", "Terraced house", "Detached house", "Purpose-built flat", "Bungalow"])), fm))
    body.append(field("Year built (approx.)", str(rng.randint(1890, 2023)), fm))
    if len(apps) > 2:
        body.append("<div class=\"pb\"></div><div class=\"band\">Continuation sheet — Applicants 3 and 4</div>")
        body.append(_col_table(["Applicant 3", "Applicant 4"], person_rows(apps[2:4], 2)))
    body.append("<div class=\"band\">Section 4 — Declaration</div>")
    body.append(boiler_paragraphs(rng, UK_DECL, rng.randint(3, 7)))
    sig = "".join(f"<td>Signature of Applicant {i + 1}<br><span class=\"hand\">{esc(p.full)}</span><br>Date {esc(fdate(case.today - timedelta(days=rng.randint(0, 4)), ds))}</td>" for i, p in enumerate(apps))
    body.append(f"<table class=\"grid\"><tr>{sig}</tr></table>")
    if not office_top:
        body.append(office)
    body.append(f"<div class=\"foot\">{esc(case.lender)} · Registered under the Building Societies Act 1986 · FRN {_digits(rng, 6)} · {esc(rng.choice(['MA1', 'RMA/04']))}</div>")
    html = page(hdr_title, "".join(body), rng)
    nm = (lambda p: p.full.upper()) if name_upper else (lambda p: p.full)
    truth = loan_truth(case, email=not email_blank, phone_=not phone_blank, name_truth=nm(apps[0]),
                       co_names=[nm(p) for p in apps[1:]], property_addr=prop_truth)
    return html, truth


def loan_uk_remortgage_btl(rng: random.Random):
    btl = _chance(rng, 0.5)
    purpose = rng.choice(["refinance", "refinance", "other"]) if not btl else rng.choice(["purchase", "refinance"])
    case = loan_case(rng, "UK", n_apps=rng.choice([1, 1, 2]), purpose=purpose)
    r, ds = "UK", case.date_style
    p1 = case.applicants[0]
    if btl:
        if purpose == "refinance":
            case.property = address_lines(rng, r)
    else:
        case.property = p1.address
    rent = round(case.property_value * rng.uniform(0.004, 0.0065) / 25) * 25
    mode = rng.choice(["colon", "leader", "tab"])
    title = ("Buy to Let Mortgage Application" if btl else rng.choice(["Remortgage Application", "Remortgage & Further Advance Application", "Switch and Remortgage Application"]))
    name_style = rng.choice(["natural", "surname_first", "upper"])
    _, name_truth = name_display(p1, name_style)
    co_truth = []
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.3em\">{esc(case.lender)}</b><br><span class=\"small\">{esc(rng.choice(['Intermediary Mortgage Centre', 'Mortgage Processing Centre', 'Lending Services']))}, {esc(', '.join(case.lender_addr))}</span></div>"
            f"<div class=\"right\"><b>{esc(title)}</b><br><span class=\"small\">{esc(rng.choice(['Application ref', 'Application number', 'Our ref']))}: <span class=\"val\">{esc(case.app_no)}</span></span></div></div>"]
    if _chance(rng, 0.5):
        body.append(f"<p class=\"small\">{esc(rng.choice(BROKERS['UK']))} — broker case ref <span class=\"val\">BC{_digits(rng, 6)}</span> · submitted {esc(fdate(case.today, ds))}</p>")
    body.append("<h3>1. Applicant(s)</h3>")
    for i, p in enumerate(case.applicants):
        sn, st = name_display(p, name_style)
        if i:
            co_truth.append(st)
        body.append(f"<div class=\"box avoid\"><b>{'First' if i == 0 else 'Second'} applicant</b>")
        body.append(field("Full name", esc(sn), mode))
        body.append(field(rng.choice(["Date of birth", "DOB"]), esc(fdate(p.dob, ds)), mode))
        body.append(field("Marital status", esc(p.marital_word), mode))
        if i == 0:
            body.append(field(rng.choice(["Mobile", "Phone", "Telephone"]), esc(p.mobile), mode))
            body.append(field("Email", esc(p.email), mode))
        a_html, _ = join_addr(p.address, "comma")
        body.append(field("Home address", a_html, mode))
        body.append("</div>")
    body.append("<h3>2. Employment and income</h3>")
    inc_tbl = ["<table class=\"grid\"><tr><th></th>" + "".join(f"<th>Applicant {i + 1}</th>" for i in range(len(case.applicants))) + "</tr>"]
    rows = [
        ("Occupation", lambda p: esc(p.occupation)),
        ("Employer", lambda p: esc(p.employer)),
        ("Start date", lambda p: esc(fdate(p.emp_start, ds))),
        ("Gross basic salary (annual)", lambda p: esc(money(p.basic * 12, r, rng))),
        ("Gross monthly income (all employment)", lambda p: f"<b>{esc(money(p.monthly_gross, r, rng, decimals=2))}</b>"),
    ]
    for lab, fn in rows:
        inc_tbl.append(f"<tr><td>{esc(lab)}</td>" + "".join(f"<td>{fn(p)}</td>" for p in case.applicants) + "</tr>")
    inc_tbl.append("</table>")
    body.append("".join(inc_tbl))
    if btl:
        body.append("<h3>3. The property to be let</h3>")
        pa_html, pa_truth = join_addr(case.property, rng.choice(["comma", "lines"]))
        body.append(field("Address of the buy-to-let property", pa_html, "box"))
        body.append(field("Purchase price" if purpose == "purchase" else "Estimated current value", esc(money(case.property_value, r, rng)), mode))
        body.append(field("Expected monthly rental income", esc(money(rent, r, rng)), mode))
        body.append(field("Rental income (annual)", esc(money(rent * 12, r, rng)), mode))
        body.append(field("Letting type", esc(rng.choice(["Single AST", "Assured shorthold tenancy", "Single let (family)"])), mode))
        body.append(field("Interest cover ratio at " + pct(round(case.rate + 2, 2), r), f"{rng.randint(125, 190)}%", mode))
        if _chance(rng, 0.6):
            body.append("<p class=\"small\"><b>Existing portfolio</b></p><table class=\"grid small\"><tr><th>Property</th><th>Value</th><th>Mortgage balance</th><th>Monthly rent</th></tr>")
            for _ in range(rng.randint(1, 3)):
                a = address_lines(rng, r)
                v = round(rng.uniform(120000, 380000) / 5000) * 5000
                body.append(f"<tr><td>{esc(', '.join(a))}</td><td>{esc(money(v, r, rng))}</td><td>{esc(money(round(v * 0.6, -3), r, rng))}</td><td>{esc(money(round(v * 0.005, -1), r, rng))}</td></tr>")
            body.append("</table>")
        if purpose == "refinance":
            body.append(field("Current lender", esc(rng.choice(LENDERS["UK"])), mode))
            body.append(field("Balance outstanding", esc(money(case.existing_balance, r, rng)), mode))
    else:
        body.append("<h3>3. Your current mortgage and the property</h3>")
        pa_html, pa_truth = join_addr(case.property, rng.choice(["comma", "lines"]))
        body.append(field(rng.choice(["Property to be remortgaged", "Security property address"]), pa_html, "box"))
        body.append(field("Current lender", esc(rng.choice([x for x in LENDERS["UK"] if x != case.lender])), mode))
        body.append(field("Balance outstanding", esc(money(case.existing_balance, r, rng)), mode))
        body.append(field("Estimated value of the property", esc(money(case.property_value, r, rng)), mode))
        if case.purpose == "other":
            extra = round(case.loan_amount - case.existing_balance, -2)
            body.append(field("Additional borrowing required", esc(money(max(extra, 5000), r, rng)), mode))
            body.append(field("Purpose of additional borrowing", esc(rng.choice(["Home improvements (kitchen and loft conversion)", "Debt consolidation", "Home improvements"])), mode))
    body.append("<h3>4. Loan required</h3>")
    purpose_word = {"purchase": "Purchase", "refinance": "Remortgage (like-for-like)", "other": "Remortgage with capital raising" if not btl else "Capital raising", "construction": "Self-build"}[case.purpose]
    body.append(field("Transaction type", esc(purpose_word), mode))
    body.append(field(rng.choice(["Total loan amount", "Loan amount requested", "Gross loan required"]), f"<b>{esc(money(case.loan_amount, r, rng))}</b>", mode))
    body.append(field("Term", esc(term_text(case.term_months, rng)), mode))
    body.append(field("Repayment type", "Interest only" if btl else "Capital repayment", mode))
    body.append(field(rng.choice(["Initial rate", "Product rate", "Pay rate"]), esc(pct(case.rate, r)) + f" fixed for {rng.choice([2, 5])} years", mode))
    body.append(field("Reversionary rate (SVR)", esc(pct(case.reversion_rate, r)), mode))
    if _chance(rng, 0.5):
        body.append(field("Arrangement fee", esc(money(rng.choice([999, 1495, 0, 1999]), r, rng)), mode))
    body.append("<h3>5. Declaration</h3>")
    body.append(boiler_paragraphs(rng, UK_DECL, rng.randint(2, 6)))
    body.append(f"<p>Signed: <span class=\"hand\">{esc(p1.full)}</span> &nbsp;&nbsp; Date: {esc(fdate(case.today, ds))}</p>")
    html = page(title, "".join(body), rng)
    truth = loan_truth(case, name_truth=name_truth, co_names=co_truth, property_addr=pa_truth)
    return html, truth


def loan_uk_shared_ownership_htb(rng: random.Random):
    so = _chance(rng, 0.55)
    case = loan_case(rng, "UK", n_apps=rng.choice([1, 2, 2]), purpose="purchase")
    r, ds = "UK", case.date_style
    fmv = case.property_value
    mode = rng.choice(["colon", "leader", "tab"])
    body = []
    if so:
        share = rng.choice([25, 30, 35, 40, 45, 50, 60, 75])
        share_price = round(fmv * share / 100, 2)
        dep = round(share_price * rng.choice([0.05, 0.1, 0.15]), 2)
        loan = round((share_price - dep) / 100) * 100
        case.loan_amount = float(loan)
        rent = round((fmv - share_price) * 0.0275 / 12, 2)
        ha = rng.choice(["Calder Valley Homes", "Riverside Housing Partnership", "Moorland Homes Group", "Tamar Housing Association"])
        title = rng.choice(["Shared Ownership Mortgage Application", "Mortgage Application — Shared Ownership"])
        body.append(f"<h1>{esc(title)}</h1><p class=\"small\">{esc(case.lender)} · {esc(', '.join(case.lender_addr))}</p>")
        body.append(field(rng.choice(["Application number", "Application ref."]), f"<span class=\"val\">{esc(case.app_no)}</span>", mode))
        body.append("<div class=\"band\">The scheme</div>")
        body.append(field("Housing association / landlord", esc(ha), mode))
        body.append(field(rng.choice(["Full market value (100%)", "Full market value of the property", "Open market value (whole property)"]), f"<b>{esc(money(fmv, r, rng))}</b>", mode))
        body.append(field("Share being purchased", f"{share}%", mode))
        body.append(field(rng.choice(["Share purchase price", "Price of share", "Purchase price of share"]), esc(money(share_price, r, rng)), mode))
        body.append(field("Deposit", esc(money(dep, r, rng)), mode))
        body.append(field("Monthly rent on unsold share", esc(money(rent, r, rng, decimals=2)), mode))
        body.append(field("Monthly service charge", esc(money(round(rng.uniform(40, 220), 2), r, rng, decimals=2)), mode))
    else:
        eq_pct = rng.choice([20, 40]) if _chance(rng, 0.3) else 20
        eq = round(fmv * eq_pct / 100, 2)
        dep = round(fmv * 0.05, 2)
        loan = round((fmv - eq - dep) / 100) * 100
        case.loan_amount = float(loan)
        title = rng.choice(["Help to Buy: Equity Loan — Mortgage Application", "Mortgage Application (Help to Buy)"])
        body.append(f"<h1>{esc(title)}</h1><p class=\"small\">{esc(case.lender)} · {esc(', '.join(case.lender_addr))}</p>")
        body.append(field(rng.choice(["Application number", "Mortgage application no."]), f"<span class=\"val\">{esc(case.app_no)}</span>", mode))
        body.append("<div class=\"band\">Help to Buy details</div>")
        body.append(field(rng.choice(["Full purchase price of new home", "Purchase price (100%)"]), f"<b>{esc(money(fmv, r, rng))}</b>", mode))
        body.append(field(f"Equity loan ({eq_pct}%)", esc(money(eq, r, rng)), mode))
        body.append(field("Buyer's deposit (5%)", esc(money(dep, r, rng)), mode))
        body.append(field("Help to Buy agent", esc(rng.choice(["Help to Buy North", "Help to Buy South West", "Help to Buy Midlands"])), mode))
        body.append(field("Developer", esc(rng.choice(["Oakwood Homes (Yorkshire) Ltd", "Redbrook Developments plc", "Kingfisher Quay Homes Ltd"])), mode))
        body.append(field("Authority to Proceed issued", esc(fdate(case.today - timedelta(days=rng.randint(3, 30)), ds)), mode))
    body.append("<div class=\"band\">Applicants</div>")
    hdr = "".join(f"<th>Applicant {i + 1}</th>" for i in range(len(case.applicants)))
    t = [f"<table class=\"grid\"><tr><th></th>{hdr}</tr>"]
    email_blank = _chance(rng, 0.25)
    for lab, fn in [
        ("Full name", lambda p: esc(p.full)),
        ("Date of birth", lambda p: esc(fdate(p.dob, ds))),
        ("Marital status", lambda p: esc(p.marital_word)),
        ("Mobile", lambda p: esc(p.mobile)),
        ("Email", lambda p: ("" if email_blank and p is case.applicants[0] else esc(p.email))),
        ("Employer", lambda p: esc(p.employer)),
        ("Job title", lambda p: esc(p.occupation)),
        ("In this job since", lambda p: esc(fdate(p.emp_start, ds))),
        ("Gross monthly income", lambda p: esc(money(p.monthly_gross, r, rng, decimals=2))),
        ("Gross annual income (for scheme eligibility)", lambda p: esc(money(round(p.monthly_gross * 12, 2), r, rng))),
    ]:
        t.append(f"<tr><td class=\"small\">{esc(lab)}</td>" + "".join(f"<td>{fn(p)}</td>" for p in case.applicants) + "</tr>")
    t.append("</table>")
    body.append("".join(t))
    body.append("<div class=\"band\">Mortgage required</div>")
    pa_html, pa_truth = join_addr(case.property, rng.choice(["comma", "lines"]))
    body.append(field(rng.choice(["Address of new home", "Property address"]), pa_html, "below"))
    body.append(field(rng.choice(["Mortgage amount", "Loan required"]), f"<b>{esc(money(case.loan_amount, r, rng))}</b>", mode))
    body.append(field("Term", esc(term_text(case.term_months, rng)), mode))
    body.append(field(rng.choice(["Interest rate (initial)", "Initial fixed rate"]), esc(pct(case.rate, r)), mode))
    body.append(field("Then", f"Standard Variable Rate, currently {esc(pct(case.reversion_rate, r))}", mode))
    body.append("<div class=\"band\">Important</div>")
    body.append(boiler_paragraphs(rng, UK_DECL + [
        "Shared ownership: the mortgage is secured on your share only. The landlord's consent is required before any further borrowing, and rent on the unsold share is payable in addition to your mortgage.",
        "Help to Buy: the equity loan is interest-free for the first five years; from year six a fee is charged. The equity loan is repaid on sale or at the end of the mortgage term.",
    ], rng.randint(3, 6)))
    body.append(f"<p>Signed <span class=\"hand\">{esc(case.applicants[0].full)}</span> on {esc(fdate(case.today, ds))}</p>")
    html = page(title, "".join(body), rng)
    truth = loan_truth(case, email=not email_blank, property_addr=pa_truth, property_value=fmv)
    return html, truth


def loan_au_home_loan(rng: random.Random):
    case = loan_case(rng, "AU", n_apps=rng.choice([1, 2, 2, 3]))
    r, ds = "AU", case.date_style
    apps = case.applicants
    mode = rng.choice(["colon", "leader", "below"])
    purpose_word = {"purchase": rng.choice(["Purchase — owner occupied", "Purchase established home", "First home purchase"]),
                    "refinance": rng.choice(["Refinance from another lender", "Refinance (owner occupied)"]),
                    "construction": rng.choice(["Construction — house and land package", "Construction loan (progress payments)"]),
                    "other": rng.choice(["Equity release / renovations", "Top-up for renovations", "Debt consolidation"])}[case.purpose]
    title = rng.choice(["Home Loan Application", "Application for Home Finance", "Residential Lending Application"])
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.35em\">{esc(case.lender)}</b><br><span class=\"small\">ABN {_digits(rng, 2)} {_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)} · Australian Credit Licence {_digits(rng, 6)}</span></div>"
            f"<div class=\"right\"><b>{esc(title)}</b><br><span class=\"small\">{esc(rng.choice(['Application ID', 'Loan application no.', 'Application number']))}</span><br><span class=\"val\">{esc(case.app_no)}</span></div></div>"]
    if _chance(rng, 0.4):
        body.append(f"<p class=\"small\">Broker: {esc(rng.choice(BROKERS['AU']))} (ref {_letters(rng, 2)}{_digits(rng, 5)}) · Aggregator ID {_digits(rng, 4)}</p>")
    body.append("<div class=\"band\">Part A — Loan details</div>")
    body.append(field("Loan purpose", esc(purpose_word), mode))
    val_label = {"purchase": "Purchase price", "refinance": "Estimated property value", "other": "Estimated property value",
                 "construction": "Total contract price (land + build)"}[case.purpose]
    body.append(field(val_label, esc(money(case.property_value, r, rng)), mode))
    body.append(field(rng.choice(["Loan amount requested", "Amount to borrow", "Loan amount (excluding LMI)"]), f"<b>{esc(money(case.loan_amount, r, rng))}</b>", mode))
    lvr = case.loan_amount / case.property_value * 100
    if lvr > 80:
        body.append(field("LMI premium (estimate, paid at settlement)", esc(money(round(case.loan_amount * rng.uniform(0.008, 0.025), 2), r, rng, decimals=2)), mode))
    body.append(field("LVR", f"{lvr:.1f}%", mode))
    body.append(field("Loan term", esc(term_text(case.term_months, rng)), mode))
    body.append(field("Repayment type", esc(rng.choice(["Principal and interest", "P&I"])), mode))
    body.append(field(rng.choice(["Interest rate", "Rate applied for", "Variable rate (p.a.)"]), esc(pct(case.rate, r)) + " p.a.", mode))
    body.append(field("Comparison rate*", esc(pct(round(case.rate + rng.uniform(0.05, 0.4), 2), r)) + " p.a.", mode))
    body.append(field("Repayment frequency", esc(rng.choice(["Fortnightly", "Monthly", "Weekly"])), mode))
    offset = _chance(rng, 0.6)
    if offset:
        body.append(field("100% offset account linked", "Yes — opening balance " + esc(money(round(rng.uniform(5000, 60000), 2), r, rng, decimals=2)), mode))
    if case.purpose == "purchase":
        body.append(field("Stamp duty (estimate)", esc(money(round(case.property_value * 0.04, 0), r, rng)), mode))
        if _chance(rng, 0.4):
            body.append(field("First Home Owner Grant", esc(money(rng.choice([10000, 15000, 30000]), r, rng)), mode))
    pa_html, pa_truth = join_addr(case.property, rng.choice(["comma", "lines"]))
    body.append(field("Security property address", pa_html, "box"))
    body.append("<div class=\"band\">Part B — Applicants</div>")
    email_blank = _chance(rng, 0.15)
    cols = [f"Applicant {i + 1}" for i in range(len(apps))]
    rows = [
        ("Title", [esc(p.title) for p in apps]),
        ("Given name(s)", [esc(p.first) for p in apps]),
        ("Surname", [esc(p.surname) for p in apps]),
        ("Date of birth", [esc(fdate(p.dob, ds)) for p in apps]),
        ("Marital status", [esc("De facto" if p.marital_word == "Cohabiting" else p.marital_word) for p in apps]),
        ("Mobile", [esc(p.mobile) for p in apps]),
        ("Email", [("" if (email_blank and i == 0) else esc(p.email)) for i, p in enumerate(apps)]),
        ("Residential address", ["<br>".join(esc(x) for x in p.address) for p in apps]),
        ("Driver licence no.", [f"{_digits(rng, 8)}" for p in apps]),
        ("Employment", None),
        ("Occupation", [esc(p.occupation) for p in apps]),
        ("Employer", [esc(p.employer) for p in apps]),
        ("Start date", [esc(fdate(p.emp_start, ds)) for p in apps]),
        ("Basis", [rng.choice(["Full time", "Full-time permanent", "Part time"]) for p in apps]),
    ]
    body.append(_col_table(cols, rows, "24%"))
    body.append("<div class=\"band\">Part C — Income (gross, before tax)</div>")
    fort = [round(p.basic * 12 / 26, 2) for p in apps]
    inc_rows = [
        ("Base salary per fortnight", [esc(money(f, r, rng, decimals=2)) for f in fort]),
        ("Overtime (monthly average)", [esc(money(p.overtime, r, rng, decimals=2)) if p.overtime else "$0.00" for p in apps]),
        ("Bonus / allowances (monthly)", [esc(money(p.bonus, r, rng, decimals=2)) if p.bonus else "—" for p in apps]),
        ("Total gross income per month", [f"<b>{esc(money(p.monthly_gross, r, rng, decimals=2))}</b>" for p in apps]),
        ("Net pay per fortnight (from payslip)", [esc(money(round(f * rng.uniform(0.68, 0.76), 2), r, rng, decimals=2)) for f in fort]),
    ]
    if _chance(rng, 0.4):
        inc_rows.append(("Rental income (monthly, investment property)", [esc(money(round(rng.uniform(1600, 3200), 0), r, rng)) if i == 0 else "—" for i in range(len(apps))]))
    body.append(_col_table(cols, inc_rows, "34%"))
    body.append("<p class=\"small\">Monthly figures: fortnightly amounts × 26 ÷ 12.</p>")
    body.append("<div class=\"band\">Part D — Declaration and privacy consent</div>")
    body.append(boiler_paragraphs(rng, AU_DECL, rng.randint(3, 6)))
    body.append("<table class=\"grid\"><tr>" + "".join(f"<td>Applicant {i + 1} signature<br><span class=\"hand\">{esc(p.full)}</span><br>Date: {esc(fdate(case.today, ds))}</td>" for i, p in enumerate(apps)) + "</tr></table>")
    html = page(title, "".join(body), rng)
    truth = loan_truth(case, email=not email_blank, property_addr=pa_truth)
    return html, truth


def boxgrid(cells: list, cols: int = 4) -> str:
    """cells: (caption, value_html, span). A form of captioned boxes, row by row."""
    out = ["<table class=\"grid\" style=\"table-layout:fixed\"><tr>"]
    used = 0
    for cap, val, span in cells:
        span = min(span, cols)
        if used + span > cols:
            if used < cols:
                out.append(f"<td colspan=\"{cols - used}\"></td>")
            out.append("</tr><tr>")
            used = 0
        out.append(f"<td colspan=\"{span}\"><span class=\"cap\">{esc(cap)}</span><span class=\"hand\">{val}</span></td>")
        used += span
    if used < cols:
        out.append(f"<td colspan=\"{cols - used}\"></td>")
    out.append("</tr></table>")
    return "".join(out)


def loan_nz_home_loan(rng: random.Random):
    case = loan_case(rng, "NZ", n_apps=rng.choice([1, 2, 2]))
    r, ds = "NZ", case.date_style
    apps = case.applicants
    p1 = apps[0]
    title = rng.choice(["Home Loan Application", "Application for Residential Lending", "Mortgage Application"])
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.35em\">{esc(case.lender)}</b><br><span class=\"small\">{esc(', '.join(case.lender_addr))} · {esc(case.lender_phone)}</span></div>"
            f"<div class=\"right\"><b>{esc(title)}</b></div></div>"]
    email_blank = _chance(rng, 0.2)
    phone_blank = _chance(rng, 0.1)
    purpose_word = {"purchase": "Buying a home", "refinance": "Moving my home loan to you (refinance)",
                    "construction": "Building a new home", "other": "Renovating / top-up"}[case.purpose]
    cells = [(rng.choice(["Application number", "Loan application no.", "Application ref"]), esc(case.app_no), 2),
             ("Date", esc(fdate(case.today, ds)), 1), ("Branch", esc(rng.choice(["Hamilton", "Tauranga", "Online", "Nelson"])), 1)]
    body.append(boxgrid(cells, 4))
    body.append("<div class=\"band\">1. Your loan</div>")
    kiwi = round(rng.uniform(8000, 60000), 2) if case.purpose == "purchase" and _chance(rng, 0.6) else 0
    pa_html, pa_truth = join_addr(case.property, rng.choice(["comma", "lines"]))
    cells = [("What is the loan for?", esc(purpose_word), 2),
             ("Purchase price" if case.purpose == "purchase" else "Estimated value (registered valuation)", esc(money(case.property_value, r, rng)), 1),
             ("Amount you want to borrow", esc(money(case.loan_amount, r, rng)), 1),
             ("Address of property", pa_html, 4),
             ("Loan term", esc(term_text(case.term_months, rng)), 1),
             ("Interest rate type", esc(rng.choice(["1 year fixed", "2 years fixed", "18 months fixed", "Floating"])), 1),
             ("Interest rate applied for (% p.a.)", esc(pct(case.rate, r)), 1),
             ("Floating rate (for reference)", esc(pct(case.reversion_rate, r)), 1)]
    if kiwi:
        cells.append(("KiwiSaver first-home withdrawal", esc(money(kiwi, r, rng, decimals=2)), 2))
        cells.append(("Deposit from savings", esc(money(max(case.deposit - kiwi, 1000), r, rng)), 2))
    if case.purpose in ("refinance", "other"):
        cells.append(("Current lender", esc(rng.choice(["ANZ", "ASB", "Westpac", "BNZ", "Kiwibank"])), 2))
        cells.append(("Balance owing", esc(money(case.existing_balance, r, rng)), 2))
    body.append(boxgrid(cells, 4))
    for i, p in enumerate(apps):
        body.append(f"<div class=\"band avoid\">{2 + i}. {'Applicant 1 (main applicant)' if i == 0 else f'Applicant {i + 1}'}</div>")
        c = [("Title", esc(p.title), 1), ("First name(s)", esc(p.first), 2), ("Surname", esc(p.surname), 1),
             ("Date of birth", esc(fdate(p.dob, ds)), 1),
             ("Relationship status", esc({"Cohabiting": "De facto"}.get(p.marital_word, p.marital_word)), 1),
             ("IRD number", f"{_digits(rng, 3)}-{_digits(rng, 3)}-{_digits(rng, 3)}", 2)]
        if i == 0:
            c += [("Mobile", "" if phone_blank else esc(p.mobile), 2), ("Email", "" if email_blank else esc(p.email), 2)]
        c += [("Home address", esc(", ".join(p.address)), 4),
              ("Occupation", esc(p.occupation), 2), ("Employer", esc(p.employer), 2),
              ("Started with this employer", esc(fdate(p.emp_start, ds)), 2),
              ("Previous employer", esc(p.prev_employer) if _chance(rng, 0.5) else "", 2),
              ("Gross annual salary", esc(money(p.basic * 12, r, rng)), 1),
              ("Gross income per month (incl. overtime)", esc(money(p.monthly_gross, r, rng, decimals=2)), 2),
              ("Net income per month", esc(money(round(p.monthly_gross * 0.74, 2), r, rng, decimals=2)), 1)]
        body.append(boxgrid(c, 4))
    body.append("<div class=\"band\">Declaration</div>")
    body.append(boiler_paragraphs(rng, NZ_DECL, rng.randint(2, 4)))
    body.append(boxgrid([(f"Signature — Applicant {i + 1}", esc(p.full), 2) for i, p in enumerate(apps)], 4))
    html = page(title, "".join(body), rng)
    truth = loan_truth(case, email=not email_blank, phone_=not phone_blank, property_addr=pa_truth)
    return html, truth


# ---- Nordic --------------------------------------------------------------------------------

def personnummer_se(d: date, rng: random.Random, sex: str) -> str:
    base = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}{_digits(rng, 2)}"
    g = rng.choice("13579" if sex == "M" else "02468")
    s = base + g
    tot = 0
    for i, ch in enumerate(s):
        v = int(ch) * (2 if i % 2 == 0 else 1)
        tot += v - 9 if v > 9 else v
    chk = (10 - tot % 10) % 10
    full = f"{d.year}{d.month:02d}{d.day:02d}" if _chance(rng, 0.5) else f"{d.year % 100:02d}{d.month:02d}{d.day:02d}"
    return f"{full}-{s[6:]}{chk}"


def fodselsnummer_no(d: date, rng: random.Random, sex: str) -> str:
    for _ in range(50):
        ind = rng.randint(0, 499) if d.year < 2000 else rng.randint(500, 999)
        if (ind % 2 == 1) != (sex == "M"):
            ind = (ind + 1) % 1000
        digits = [int(c) for c in f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{ind:03d}"]
        k1 = 11 - sum(a * b for a, b in zip([3, 7, 6, 1, 8, 9, 4, 5, 2], digits)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        digits.append(k1)
        k2 = 11 - sum(a * b for a, b in zip([5, 4, 3, 2, 7, 6, 5, 4, 3, 2], digits)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        digits.append(k2)
        s = "".join(map(str, digits))
        return s if _chance(rng, 0.6) else f"{s[:6]} {s[6:]}"
    return f"{d.day:02d}{d.month:02d}{d.year % 100:02d} {_digits(rng, 5)}"


def cpr_dk(d: date, rng: random.Random, sex: str) -> str:
    last = rng.randint(0, 999) * 10 + rng.choice([1, 3, 5, 7, 9] if sex == "M" else [0, 2, 4, 6, 8])
    return f"{d.day:02d}{d.month:02d}{d.year % 100:02d}-{last % 10000:04d}"


def hetu_fi(d: date, rng: random.Random, sex: str) -> str:
    n = rng.randint(2, 899)
    if (n % 2 == 1) != (sex == "M"):
        n += 1
    sign = "-" if d.year < 2000 else "A"
    chk = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{n:03d}") % 31]
    return f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{sign}{n:03d}{chk}"


def nordic_pid(region: str, p: Person, rng: random.Random) -> str:
    return {"SE": personnummer_se, "NO": fodselsnummer_no, "DK": cpr_dk, "FI": hetu_fi}[region](p.dob, rng, p.sex)


NORDIC_MARITAL = {
    "sv": {"married": ["Gift", "Registrerad partner"], "separated": ["Separerad"], "unmarried": ["Ogift", "Sambo", "Skild", "Änka/änkling"]},
    "no": {"married": ["Gift", "Registrert partner"], "separated": ["Separert"], "unmarried": ["Ugift", "Samboer", "Skilt", "Enke/enkemann"]},
    "da": {"married": ["Gift", "Registreret partnerskab"], "separated": ["Separeret"], "unmarried": ["Ugift", "Samlevende", "Fraskilt", "Enke/enkemand"]},
    "fi": {"married": ["Naimisissa", "Rekisteröity parisuhde"], "separated": ["Asumuserossa"], "unmarried": ["Naimaton", "Avoliitossa", "Eronnut", "Leski"]},
}


def nordic_marital(p: Person, lang: str, rng: random.Random) -> str:
    opts = NORDIC_MARITAL[lang][p.marital]
    return opts[0] if _chance(rng, 0.7) else rng.choice(opts)


NORDIC_LOAN_LABELS = {
    # key: (sv, no, da, fi, en)
    "title": ("Ansökan om bolån", "Søknad om boliglån", "Ansøgning om boliglån", "Asuntolainahakemus", "Mortgage application"),
    "appno": ("Ärendenummer", "Saksnummer", "Sagsnummer", "Hakemusnumero", "Application no."),
    "applicant": ("Sökande", "Søker", "Ansøger", "Hakija", "Applicant"),
    "coapplicant": ("Medsökande", "Medsøker", "Medansøger", "Kanssahakija", "Co-applicant"),
    "name": ("Namn", "Navn", "Navn", "Nimi", "Name"),
    "given": ("Förnamn", "Fornavn", "Fornavn", "Etunimet", "Given names"),
    "surname": ("Efternamn", "Etternavn", "Efternavn", "Sukunimi", "Surname"),
    "pid": ("Personnummer", "Fødselsnummer", "CPR-nr.", "Henkilötunnus", "Personal ID no."),
    "dob": ("Födelsedatum", "Fødselsdato", "Fødselsdato", "Syntymäaika", "Date of birth"),
    "marital": ("Civilstånd", "Sivilstand", "Civilstand", "Siviilisääty", "Marital status"),
    "email": ("E-post", "E-post", "E-mail", "Sähköposti", "Email"),
    "phone": ("Mobilnummer", "Mobil", "Mobil", "Matkapuhelin", "Mobile"),
    "address": ("Adress", "Adresse", "Adresse", "Osoite", "Address"),
    "employer": ("Arbetsgivare", "Arbeidsgiver", "Arbejdsgiver", "Työnantaja", "Employer"),
    "occupation": ("Yrke", "Stilling", "Stilling", "Ammatti", "Occupation"),
    "since": ("Anställd sedan", "Ansatt fra", "Ansat siden", "Työsuhde alkanut", "Employed since"),
    "emptype": ("Anställningsform", "Ansettelsesform", "Ansættelsesform", "Työsuhteen laatu", "Type of employment"),
    "income": ("Inkomst per månad före skatt", "Brutto månedsinntekt", "Månedlig bruttoindkomst", "Bruttokuukausitulot", "Gross monthly income"),
    "annual": ("Årsinkomst före skatt", "Brutto årsinntekt", "Årlig bruttoindkomst", "Vuositulot (brutto)", "Gross annual income"),
    "net": ("Nettolön per månad", "Netto månedsinntekt", "Nettoindkomst pr. måned", "Nettotulot / kk", "Net monthly income"),
    "object": ("Bostaden", "Boligen", "Boligen", "Asunto", "The property"),
    "objaddr": ("Bostadens adress", "Boligens adresse", "Boligens adresse", "Asunnon osoite", "Property address"),
    "price": ("Köpeskilling", "Kjøpesum", "Købesum", "Kauppahinta", "Purchase price"),
    "value": ("Marknadsvärde", "Markedsverdi", "Markedsværdi", "Arvioitu arvo", "Market value"),
    "loan": ("Önskat lånebelopp", "Ønsket lånebeløp", "Ønsket lånebeløb", "Haettava lainamäärä", "Loan amount applied for"),
    "downpay": ("Kontantinsats", "Egenkapital", "Udbetaling", "Omarahoitusosuus", "Down payment"),
    "purpose": ("Syfte", "Formål", "Formål", "Lainan käyttötarkoitus", "Purpose"),
    "term": ("Löptid", "Løpetid", "Løbetid", "Laina-aika", "Term"),
    "rate": ("Ränta", "Rente", "Rente", "Korko", "Interest rate"),
    "fixing": ("Bindningstid", "Rentebinding", "Rentebinding", "Korkosidonnaisuus", "Fixed-rate period"),
    "amort": ("Amortering per månad", "Avdrag per måned", "Afdrag pr. måned", "Lyhennys / kk", "Monthly amortisation"),
    "signed": ("Ort och datum", "Sted og dato", "Sted og dato", "Paikka ja aika", "Place and date"),
    "signature": ("Underskrift", "Underskrift", "Underskrift", "Allekirjoitus", "Signature"),
}
NL_IDX = {"sv": 0, "no": 1, "da": 2, "fi": 3, "en": 4}

NORDIC_PURPOSE = {
    "sv": {"purchase": "Köp av bostad", "refinance": "Flytt av befintligt bolån", "construction": "Nybyggnation", "other": "Utökning av lån (renovering)"},
    "no": {"purchase": "Kjøp av bolig", "refinance": "Refinansiering", "construction": "Oppføring av ny bolig", "other": "Oppussing / økning av lån"},
    "da": {"purchase": "Køb af bolig", "refinance": "Omlægning af lån", "construction": "Nybyggeri", "other": "Renovering / friværdi"},
    "fi": {"purchase": "Asunnon osto", "refinance": "Lainan siirto toisesta pankista", "construction": "Rakentaminen", "other": "Remontti"},
}
NORDIC_PURPOSE_EN = {"purchase": "Purchase", "refinance": "Refinancing", "construction": "Construction", "other": "Renovation"}


def _nl(key: str, lang: str, bilingual: bool, sep: str = " / ") -> str:
    row = NORDIC_LOAN_LABELS[key]
    s = row[NL_IDX[lang]]
    return f"{s}{sep}{row[4]}" if bilingual and s != row[4] else s


def loan_se_bolan(rng: random.Random):
    """Swedish bolån application: Sökande 1 / Sökande 2 columns, ISO dates, 'kr' amounts, personnummer."""
    case = loan_case(rng, "SE", n_apps=rng.choice([1, 2, 2]), occ_lang="sv")
    r, ds, lang = "SE", case.date_style, "sv"
    apps = case.applicants
    bil = _chance(rng, 0.75)

    def L(k):
        return _nl(k, lang, bil)

    email_blank = _chance(rng, 0.15)
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.35em\">{esc(case.lender)}</b><br><span class=\"small\">{esc(', '.join(case.lender_addr))} · Org.nr {_digits(rng, 6)}-{_digits(rng, 4)}</span></div>"
            f"<div class=\"right\"><b>{esc(L('title'))}</b><br><span class=\"small\">{esc(L('appno'))}: <span class=\"val\">{esc(case.app_no)}</span></span></div></div>"]
    cols = [f"{_nl('applicant', lang, False)} {i + 1}" + (f" / Applicant {i + 1}" if bil else "") for i in range(max(2, len(apps)))]
    g = apps + [None] * (len(cols) - len(apps))

    def v(fn):
        return [fn(p) if p else "" for p in g]

    rows = [
        (L("name"), v(lambda p: esc(p.full))),
        (L("pid"), v(lambda p: esc(nordic_pid(r, p, rng)))),
        (L("marital"), v(lambda p: esc(nordic_marital(p, lang, rng)))),
        (L("phone"), v(lambda p: esc(p.mobile))),
        (L("email"), v(lambda p: "" if (email_blank and p is apps[0]) else esc(p.email))),
        (L("address"), v(lambda p: "<br>".join(esc(x) for x in p.address))),
        (L("occupation"), v(lambda p: esc(p.occupation))),
        (L("employer"), v(lambda p: esc(p.employer))),
        (L("emptype"), v(lambda p: esc(rng.choice(["Tillsvidareanställning", "Fast anställning", "Provanställning"])))),
        (L("since"), v(lambda p: esc(fdate(p.emp_start, ds)))),
        (L("income"), v(lambda p: f"<b>{esc(money(p.monthly_gross, r, rng))}</b>")),
        (L("net"), v(lambda p: esc(money(round(p.monthly_gross * 0.71 / 100) * 100, r, rng)))),
    ]
    body.append(f"<div class=\"band\">1. {esc(_nl('applicant', lang, False))}{' / Applicants' if bil else ''}</div>")
    body.append(_col_table(cols, rows, "30%"))
    body.append(f"<p class=\"small\">{esc(L('dob'))}: " + "; ".join(f"{esc(p.full)} {esc(fdate(p.dob, ds))}" for p in apps) + "</p>")
    body.append(f"<div class=\"band\">2. {esc(L('object'))}</div>")
    pa_html, pa_truth = join_addr(case.property, rng.choice(["comma", "lines"]))
    mode = rng.choice(["tab", "colon", "leader"])
    body.append(field(L("objaddr"), pa_html, "box"))
    body.append(field("Typ av bostad" + (" / Type" if bil else ""), esc(rng.choice(["Bostadsrätt", "Villa", "Radhus", "Fritidshus"])), mode))
    body.append(field(L("price") if case.purpose == "purchase" else L("value"), esc(money(case.property_value, r, rng)), mode))
    if case.purpose == "purchase":
        body.append(field(L("downpay"), esc(money(case.deposit, r, rng)), mode))
    if case.purpose in ("refinance", "other"):
        body.append(field("Nuvarande långivare" + (" / Current lender" if bil else ""), esc(rng.choice(["Handelsbanken", "SEB", "Swedbank", "Nordea", "SBAB"])), mode))
        body.append(field("Befintligt lån" + (" / Existing loan" if bil else ""), esc(money(case.existing_balance, r, rng)), mode))
    body.append(f"<div class=\"band\">3. {esc(_nl('loan', lang, False))}{' / Loan' if bil else ''}</div>")
    body.append(field(L("purpose"), esc(NORDIC_PURPOSE[lang][case.purpose]), mode))
    body.append(field(L("loan"), f"<b>{esc(money(case.loan_amount, r, rng))}</b>", mode))
    body.append(field(L("term"), esc(term_text(case.term_months, rng, lang)), mode))
    body.append(field(L("fixing"), esc(rng.choice(["3 mån", "1 år", "2 år", "3 år", "5 år"])), mode))
    body.append(field(L("rate"), esc(pct(case.rate, r)), mode))
    body.append(field("Effektiv ränta" + (" / Effective rate" if bil else ""), esc(pct(round(case.rate + 0.04, 2), r)), mode))
    body.append(field(L("amort"), esc(money(round(case.loan_amount * 0.02 / 12 / 100) * 100, r, rng)), mode))
    body.append("<p class=\"boiler\">Jag/vi intygar att lämnade uppgifter är riktiga och fullständiga och samtycker till att banken inhämtar kreditupplysning. Banken behandlar personuppgifter i enlighet med dataskyddsförordningen (GDPR). Amorteringskravet enligt Finansinspektionens föreskrifter tillämpas.</p>")
    if bil:
        body.append("<p class=\"boiler\">I/we certify that the information given is correct and complete and consent to the bank obtaining a credit report.</p>")
    town = case.lender_addr[-1].split(" ", 2)[-1] if case.lender_addr else ""
    body.append(f"<p>{esc(L('signed'))}: {esc(town)} {esc(fdate(case.today, ds))} &nbsp;&nbsp; {esc(L('signature'))}: <span class=\"hand\">{esc(apps[0].full)}</span></p>")
    html = page(L("title"), "".join(body), rng, lang="sv")
    truth = loan_truth(case, email=not email_blank, property_addr=pa_truth)
    return html, truth


def loan_nordic_boliglan(rng: random.Random):
    """Norwegian / Danish / Finnish mortgage application in captioned boxes, applicant then co-applicant."""
    region = rng.choice(["NO", "DK", "FI"])
    lang = REGION[region]["lang"]
    case = loan_case(rng, region, n_apps=rng.choice([1, 2, 2]), occ_lang=lang)
    r, ds = region, case.date_style
    apps = case.applicants
    bil = _chance(rng, 0.8)

    def L(k):
        return _nl(k, lang, bil)

    email_blank = _chance(rng, 0.15)
    phone_blank = _chance(rng, 0.1)
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.35em\">{esc(case.lender)}</b><br><span class=\"small\">{esc(', '.join(case.lender_addr))}</span></div>"
            f"<div class=\"right small\">{esc(L('signed'))}: {esc(fdate(case.today, ds))}</div></div>"]
    body.append(f"<h1>{esc(L('title'))}</h1>")
    body.append(boxgrid([(L("appno"), esc(case.app_no), 2), (L("purpose"), esc(NORDIC_PURPOSE[lang][case.purpose]) + (f" ({NORDIC_PURPOSE_EN[case.purpose]})" if bil else ""), 2)], 4))
    for i, p in enumerate(apps):
        head = _nl("applicant" if i == 0 else "coapplicant", lang, bil)
        body.append(f"<div class=\"band avoid\">{esc(head)}</div>")
        split = _chance(rng, 0.5)
        cells = ([(L("given"), esc(p.first), 2), (L("surname"), esc(p.surname), 2)] if split else [(L("name"), esc(p.full), 4)])
        cells += [(L("pid"), esc(nordic_pid(r, p, rng)), 2), (L("dob"), esc(fdate(p.dob, ds)), 1), (L("marital"), esc(nordic_marital(p, lang, rng)), 1)]
        if i == 0:
            cells += [(L("phone"), "" if phone_blank else esc(p.mobile), 2), (L("email"), "" if email_blank else esc(p.email), 2)]
        cells += [(L("address"), esc(", ".join(p.address)), 4),
                  (L("occupation"), esc(p.occupation), 2), (L("employer"), esc(p.employer), 2),
                  (L("since"), esc(fdate(p.emp_start, ds)), 2), (L("income"), esc(money(p.monthly_gross, r, rng)), 2)]
        if _chance(rng, 0.5):
            cells.append((L("annual"), esc(money(round(p.monthly_gross * 12, 2), r, rng)), 2))
        body.append(boxgrid(cells, 4))
    body.append(f"<div class=\"band\">{esc(L('object'))}</div>")
    pa_html, pa_truth = join_addr(case.property, rng.choice(["comma", "lines"]))
    cells = [(L("objaddr"), pa_html, 4),
             (L("price") if case.purpose == "purchase" else L("value"), esc(money(case.property_value, r, rng)), 2),
             (L("loan"), esc(money(case.loan_amount, r, rng)), 2),
             (L("term"), esc(term_text(case.term_months, rng, lang)), 1)]
    if region == "FI":
        margin = round(rng.uniform(0.45, 0.95), 2)
        eur = round(case.rate - margin, 2)
        cells += [("Viitekorko / Reference rate", f"12 kk euribor {pct(eur, r)}", 1), ("Marginaali / Margin", esc(pct(margin, r)), 1),
                  (L("rate") + (" (yhteensä / total)" if bil else " yhteensä"), esc(pct(case.rate, r)), 1)]
    else:
        cells += [(L("rate"), esc(pct(case.rate, r)), 1), (L("fixing"), esc(rng.choice(["Flytende", "3 år", "5 år"]) if region == "NO" else rng.choice(["F1", "F3", "F5", "Fast rente 30 år"])), 1),
                  ("Effektiv rente / APR" if bil else "Effektiv rente", esc(pct(round(case.rate + rng.uniform(0.1, 0.5), 2), r)), 1)]
    if case.purpose == "purchase":
        cells.append((L("downpay"), esc(money(case.deposit, r, rng)), 2))
    body.append(boxgrid(cells, 4))
    decl = {"no": "Jeg/vi bekrefter at opplysningene er korrekte og samtykker i at banken innhenter kredittopplysninger. Utlånsforskriften gjelder.",
            "da": "Jeg/vi bekræfter, at oplysningerne er korrekte, og giver samtykke til, at banken indhenter kreditoplysninger. Lånet formidles i samarbejde med et realkreditinstitut.",
            "fi": "Vakuutan/vakuutamme antamani tiedot oikeiksi ja annan suostumuksen luottotietojen tarkistamiseen. Lainaan sovelletaan pankin yleisiä ehtoja."}[lang]
    body.append(f"<p class=\"boiler\">{esc(decl)}</p>")
    if bil:
        body.append("<p class=\"boiler\">I/we confirm that the information is correct and consent to a credit check.</p>")
    body.append(boxgrid([(L("signature") + f" {i + 1}", esc(p.full), 2) for i, p in enumerate(apps)], 4))
    html = page(L("title"), "".join(body), rng, lang=lang)
    truth = loan_truth(case, email=not email_blank, phone_=not phone_blank, property_addr=pa_truth)
    return html, truth


def loan_broker_fact_find(rng: random.Random):
    region = rng.choice(["UK", "UK", "IE", "AU", "NZ"])
    case = loan_case(rng, region, n_apps=rng.choice([1, 2, 2, 2]))
    r, ds = region, case.date_style
    apps = case.applicants
    broker = rng.choice(BROKERS[region])
    adviser = make_person(rng, region, case.today)
    title = rng.choice(["Mortgage Fact Find", "Client Fact Find & Needs Analysis", "Confidential Client Questionnaire — Mortgage"])
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.3em\">{esc(broker)}</b><br><span class=\"small\">{esc(', '.join(address_lines(rng, region)))}</span></div>"
            f"<div class=\"right\"><b>{esc(title)}</b><br><span class=\"small\">Adviser: {esc(adviser.full)}</span></div></div>"]
    case_ref = f"{_letters(rng, 3)}-{_digits(rng, 5)}"
    body.append("<table class=\"grid small\"><tr><td>Our case reference</td><td class=\"val\">" + esc(case_ref) + "</td>"
                f"<td>Meeting date</td><td>{esc(fdate(case.today - timedelta(days=rng.randint(5, 20)), ds))}</td></tr>"
                f"<tr><td>Lender</td><td>{esc(case.lender)}</td><td>{esc(rng.choice(['Lender application no.', 'Lender application reference', 'Lender ref (application)']))}</td><td class=\"val\">{esc(case.app_no)}</td></tr>"
                f"<tr><td>Submitted to lender</td><td>{esc(fdate(case.today, ds))}</td><td>Type of advice</td><td>{esc(rng.choice(['Advised', 'Advised — whole of market', 'Advised (panel of lenders)']))}</td></tr></table>")
    cols = [f"Client {i + 1}" for i in range(len(apps))]
    email_blank = _chance(rng, 0.15)
    rows = [
        ("Full name", [esc(p.full) for p in apps]),
        ("Date of birth", [esc(fdate(p.dob, ds)) for p in apps]),
        ("Marital status", [esc(p.marital_word) for p in apps]),
        ("Mobile", [esc(p.mobile) for p in apps]),
        ("Email", [("" if (email_blank and i == 0) else esc(p.email)) for i, p in enumerate(apps)]),
        ("Current address", [esc(", ".join(p.address)) for p in apps]),
        ("Nationality", [esc(nationality_word(p.nationality, "en", rng)) for p in apps]),
        ("Smoker", [rng.choice(["No", "No", "Yes"]) for p in apps]),
        ("Retirement age (planned)", [str(rng.choice([60, 65, 67, 68])) for p in apps]),
    ]
    body.append("<h2>1. Personal details</h2>")
    body.append(_col_table(cols, rows, "28%"))
    if _chance(rng, 0.6):
        body.append("<h3>Dependants</h3><table class=\"grid small\"><tr><th>Name</th><th>Date of birth</th><th>Relationship</th></tr>")
        for _ in range(rng.randint(1, 3)):
            kid = make_person(rng, region, case.today, surname=apps[0].surname, min_age=1, max_age=17)
            body.append(f"<tr><td>{esc(kid.full)}</td><td>{esc(fdate(kid.dob, ds))}</td><td>{'Son' if kid.sex == 'M' else 'Daughter'}</td></tr>")
        body.append("</table>")
    body.append("<h2>2. Employment history (last 3 years)</h2>")
    body.append("<table class=\"grid\"><tr><th>Client</th><th>Employer</th><th>Position</th><th>From</th><th>To</th></tr>")
    for i, p in enumerate(apps):
        body.append(f"<tr><td>Client {i + 1}</td><td>{esc(p.employer)}</td><td>{esc(p.occupation)}</td><td>{esc(fdate(p.emp_start, ds))}</td><td>{rng.choice(['Present', 'Current', 'to date'])}</td></tr>")
        if (case.today - p.emp_start).days < 3 * 365 or _chance(rng, 0.4):
            body.append(f"<tr><td>Client {i + 1}</td><td>{esc(p.prev_employer)}</td><td>{esc(rng.choice(OCCUPATIONS['en']))}</td><td>{esc(fdate(p.prev_start, ds))}</td><td>{esc(fdate(p.prev_end, ds))}</td></tr>")
    body.append("</table>")
    body.append("<h2>3. Income (gross, monthly)</h2>")
    inc = [("Basic salary", [esc(money(p.basic, r, rng, decimals=2)) for p in apps]),
           ("Overtime", [esc(money(p.overtime, r, rng, decimals=2)) for p in apps]),
           ("Bonus / commission", [esc(money(p.bonus, r, rng, decimals=2)) for p in apps]),
           ("Total gross monthly income", [f"<b>{esc(money(p.monthly_gross, r, rng, decimals=2))}</b>" for p in apps]),
           ("Net monthly income", [esc(money(round(p.monthly_gross * rng.uniform(0.68, 0.77), 2), r, rng, decimals=2)) for p in apps])]
    body.append(_col_table(cols, inc, "34%"))
    body.append("<h2>4. Credit commitments</h2><table class=\"grid small\"><tr><th>Type</th><th>Provider</th><th>Balance</th><th>Monthly payment</th><th>Cleared on completion?</th></tr>")
    for _ in range(rng.randint(1, 4)):
        kind = rng.choice(["Car finance (PCP)", "Credit card", "Personal loan", "Student loan", "Store card"])
        bal = round(rng.uniform(400, 18000), 2)
        body.append(f"<tr><td>{kind}</td><td>{esc(rng.choice(['Horizon Finance', 'Northway Card Services', 'Kestrel Motor Finance', 'Union Loans']))}</td><td>{esc(money(bal, r, rng, decimals=2))}</td><td>{esc(money(round(bal / rng.randint(12, 48), 2), r, rng, decimals=2))}</td><td>{rng.choice(['No', 'Yes'])}</td></tr>")
    body.append("</table>")
    body.append("<h2 class=\"pb\">5. Mortgage requirements</h2>")
    mode = rng.choice(["colon", "leader", "tab"])
    pword = {"purchase": rng.choice(["Purchase", "House purchase", "First-time purchase"]), "refinance": rng.choice(["Remortgage", "Refinance", "Switch lender"]),
             "construction": "Self-build", "other": rng.choice(["Further advance", "Equity release for home improvements"])}[case.purpose]
    body.append(field("Transaction", esc(pword), mode))
    pa_html, pa_truth = join_addr(case.property, rng.choice(["comma", "lines"]))
    body.append(field("Property address", pa_html, "box"))
    body.append(field("Purchase price" if case.purpose == "purchase" else "Estimated value", esc(money(case.property_value, r, rng)), mode))
    if case.purpose == "purchase":
        body.append(field("Deposit", esc(money(case.deposit, r, rng)), mode))
    else:
        body.append(field("Existing mortgage balance", esc(money(case.existing_balance, r, rng)), mode))
    body.append(field(rng.choice(["Loan required", "Mortgage amount required"]), f"<b>{esc(money(case.loan_amount, r, rng))}</b>", mode))
    body.append(field("Term", esc(term_text(case.term_months, rng)), mode))
    body.append(field("Client's budget for monthly payments", esc(money(round(case.loan_amount * 0.0058, -1), r, rng)), mode))
    body.append("<h2>6. Recommendation</h2>")
    fy = rng.choice([2, 3, 5])
    body.append(f"<p>We recommend <b>{esc(case.lender)}</b>, {fy} year fixed rate at <b>{esc(pct(case.rate, r))}</b>, reverting to the lender's variable rate (currently {esc(pct(case.reversion_rate, r))}). Product fee {esc(money(rng.choice([0, 999, 1495]), r, rng))}; broker fee {esc(money(rng.choice([0, 295, 495]), r, rng))}.</p>")
    body.append("<p class=\"boiler\">Reasons: the clients want certainty of payments for at least the next few years, have no plans to move, and wish to keep the term within their planned retirement age. Alternatives considered included tracker products and longer fixed periods, which were rejected on cost.</p>")
    body.append("<h2>7. Protection</h2>")
    body.append(f"<p class=\"small\">Life and critical illness cover discussed. Existing cover: {esc(money(round(rng.uniform(50000, 300000), -3), r, rng))} level term with {esc(rng.choice(['Aviva', 'Legal & General', 'Zurich', 'Royal London']))}. Client declined further cover at this time.</p>")
    body.append(boiler_paragraphs(rng, UK_DECL if region in ("UK", "IE") else AU_DECL if region == "AU" else NZ_DECL, 3))
    body.append(f"<p>Client signature(s): <span class=\"hand\">{' / '.join(esc(p.full) for p in apps)}</span> &nbsp; Adviser: {esc(adviser.full)} &nbsp; Date: {esc(fdate(case.today, ds))}</p>")
    html = page(title, "".join(body), rng)
    truth = loan_truth(case, email=not email_blank, property_addr=pa_truth)
    return html, truth


def loan_affordability_assessment(rng: random.Random):
    region = rng.choice(["UK", "IE", "AU", "NZ"])
    case = loan_case(rng, region, n_apps=rng.choice([1, 2, 2, 3]))
    r, ds = region, case.date_style
    apps = case.applicants
    uw = make_person(rng, region, case.today)
    title = rng.choice(["Affordability Assessment", "Serviceability Assessment", "Affordability & Stress Test Summary", "Income and Affordability Worksheet"])
    body = [f"<div class=\"hdr\"><div><b>{esc(case.lender)}</b><br><span class=\"small\">Underwriting — internal use</span></div>"
            f"<div class=\"right\"><b>{esc(title)}</b><br><span class=\"small\">Printed {esc(fdate(case.today + timedelta(days=rng.randint(1, 9)), ds))}</span></div></div>"]
    mode = rng.choice(["colon", "leader", "tab"])
    body.append(field(rng.choice(["Application no.", "Application number", "Loan application"]), f"<span class=\"val\">{esc(case.app_no)}</span>", mode))
    body.append(field("Underwriter", esc(uw.full), mode))
    body.append(field("Application received", esc(fdate(case.today, ds)), mode))
    body.append("<div class=\"band\">Applicants</div><table class=\"grid\"><tr><th>#</th><th>Name</th><th>Date of birth</th><th>Marital status</th><th>Employer</th><th>Employed since</th><th>Contract</th></tr>")
    for i, p in enumerate(apps):
        body.append(f"<tr><td>{i + 1}</td><td>{esc(p.full)}</td><td>{esc(fdate(p.dob, ds))}</td><td>{esc(p.marital_word)}</td><td>{esc(p.employer)}</td><td>{esc(fdate(p.emp_start, ds))}</td><td>{rng.choice(['Permanent', 'Permanent', 'Fixed term'])}</td></tr>")
    body.append("</table>")
    show_contact = _chance(rng, 0.5)
    if show_contact:
        body.append(f"<p class=\"small\">Contact (Applicant 1): {esc(apps[0].mobile)} · {esc(apps[0].email)}</p>")
    body.append("<div class=\"band\">Income — gross per month</div>")
    head = "".join(f"<th colspan=\"2\" class=\"center\">Applicant {i + 1}</th>" for i in range(len(apps)))
    sub = "".join("<th class=\"right\">Declared</th><th class=\"right\">Used</th>" for _ in apps)
    t = [f"<table class=\"grid\"><tr><th rowspan=\"2\">Income type</th>{head}</tr><tr>{sub}</tr>"]
    shade = {"Basic": 1.0, "Overtime": rng.choice([0.5, 0.6, 1.0]), "Bonus": rng.choice([0.5, 0.0, 0.6])}
    used_total = [0.0] * len(apps)
    for lab, attr in [("Basic", "basic"), ("Overtime", "overtime"), ("Bonus", "bonus")]:
        cells = []
        for i, p in enumerate(apps):
            d = getattr(p, attr)
            u = round(d * shade[lab], 2)
            used_total[i] += u
            cells.append(f"<td class=\"right\">{esc(num(d, 'en', 2))}</td><td class=\"right\">{esc(num(u, 'en', 2))}</td>")
        t.append(f"<tr><td>{lab}</td>{''.join(cells)}</tr>")
    t.append("<tr><td>Commission / other</td>" + "".join("<td class=\"right\">0.00</td><td class=\"right\">0.00</td>" for _ in apps) + "</tr>")
    t.append("<tr><td class=\"b\">Total</td>" + "".join(f"<td class=\"right b\">{esc(num(p.monthly_gross, 'en', 2))}</td><td class=\"right\">{esc(num(used_total[i], 'en', 2))}</td>" for i, p in enumerate(apps)) + "</tr></table>")
    body.append("".join(t))
    cur = REGION[r]["cur"]
    body.append(f"<p class=\"small\">All figures {cur}. 'Declared' is the applicant's gross monthly income as stated on the application and evidenced by payslips; 'Used' applies the lender's policy haircut to variable income.</p>")
    body.append("<div class=\"band\">Loan and security</div>")
    pa_html, pa_truth = join_addr(case.property, rng.choice(["comma", "lines"]))
    rows = [("Purpose", {"purchase": "Purchase", "refinance": "Remortgage / refinance", "construction": "Self-build / construction", "other": "Further advance"}[case.purpose]),
            ("Security address", pa_html),
            ("Purchase price" if case.purpose == "purchase" else "Valuation / estimated value", esc(money(case.property_value, r, rng))),
            ("Loan amount", f"<b>{esc(money(case.loan_amount, r, rng))}</b>"),
            ("Term", esc(term_text(case.term_months, rng))),
            ("Product rate", esc(pct(case.rate, r))),
            ("Stress rate applied", esc(pct(round(case.rate + rng.choice([1.0, 2.0, 3.0]), 2), r))),
            ("LTV", f"{case.loan_amount / case.property_value * 100:.1f}%"),
            ("Loan-to-income", f"{case.loan_amount / (sum(p.monthly_gross for p in apps) * 12):.2f}x")]
    body.append("<table class=\"grid\">" + "".join(f"<tr><td style=\"width:38%\">{esc(a)}</td><td>{b}</td></tr>" for a, b in rows) + "</table>")
    body.append("<div class=\"band\">Expenditure (monthly)</div><table class=\"grid small\"><tr><th>Item</th><th class=\"right\">Declared</th><th class=\"right\">Benchmark</th></tr>")
    for item in rng.sample(["Council tax / rates", "Utilities", "Childcare", "Travel", "Food and household", "Insurance", "Credit commitments", "Ground rent / service charge"], 5):
        a = round(rng.uniform(60, 900), 2)
        body.append(f"<tr><td>{item}</td><td class=\"right\">{esc(num(a, 'en', 2))}</td><td class=\"right\">{esc(num(a * rng.uniform(0.9, 1.3), 'en', 2))}</td></tr>")
    body.append("</table>")
    surplus = round(sum(used_total) * 0.7 - case.loan_amount * 0.007, 2)
    body.append(f"<p><b>Outcome:</b> {'Affordable' if surplus > 0 else 'Refer to senior underwriter'} — monthly surplus at stress rate {esc(money(surplus, r, rng, decimals=2))}.</p>")
    body.append(f"<p class=\"small\">Assessed by {esc(uw.full)} ({_letters(rng, 2)}{_digits(rng, 3)}) on {esc(fdate(case.today + timedelta(days=rng.randint(1, 9)), ds))}. This worksheet forms part of the credit file and must not be disclosed to the applicant.</p>")
    html = page(title, "".join(body), rng)
    truth = loan_truth(case, email=show_contact, phone_=show_contact, property_addr=pa_truth)
    return html, truth


OFFER_CONDITIONS = [
    "This offer is made on the basis of the information given in your application. If any of that information was untrue or incomplete, or if your circumstances change before completion, we may withdraw or vary this offer.",
    "The loan will be secured by a first legal charge over the property. You must insure the property for its full reinstatement value from exchange of contracts.",
    "Our valuation was carried out for our purposes only and is not a survey. You should not rely on it when deciding whether to proceed.",
    "Early repayment charges apply if you repay all or part of the loan during the initial product period: 3% of the amount repaid in year one, 2% in year two and 1% thereafter.",
    "Interest is calculated daily on the balance outstanding and charged monthly. The first payment will include interest from the date of completion to the end of that month.",
    "If you do not keep up your repayments you may lose your home. Your home may be repossessed if you do not keep up repayments on your mortgage.",
    "This offer will expire if the loan has not completed by the expiry date shown. Any extension is at our discretion.",
    "Our conveyancer must be satisfied with the title before funds are released. The conveyancer acts for us as well as for you.",
    "A copy of the European Standardised Information Sheet (ESIS) which forms part of this offer is enclosed. You have a reflection period of seven days.",
    "Fees payable on completion: valuation fee, product fee (if not added to the loan) and the funds transfer fee. These are shown in Section 7 of the ESIS.",
    "We may transfer the loan and the security to another lender. Your terms and conditions will not change as a result.",
    "Nothing in this offer affects your statutory rights. Complaints may be referred to the Financial Ombudsman Service if you are not satisfied with our response.",
]


def loan_offer_letter(rng: random.Random):
    region = rng.choice(["UK", "UK", "IE", "AU", "NZ"])
    case = loan_case(rng, region)
    r, ds = region, case.date_style
    apps = case.applicants
    offer_date = case.today + timedelta(days=rng.randint(10, 35))
    expiry = _add_months(offer_date, 6)
    mode = rng.choice(["colon", "leader", "tab"])
    names = " and ".join([", ".join(f"{p.title} {p.full}" for p in apps[:-1]), f"{apps[-1].title} {apps[-1].full}"]) if len(apps) > 1 else f"{apps[0].title} {apps[0].full}"
    addr_html = "<br>".join(esc(x) for x in apps[0].address)
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.4em\">{esc(case.lender)}</b></div><div class=\"right small\">{'<br>'.join(esc(x) for x in case.lender_addr)}<br>Tel {esc(case.lender_phone)}</div></div>"]
    body.append(f"<p>{esc(names)}<br>{addr_html}</p>")
    body.append(f"<p class=\"right\">{esc(fdate(offer_date, ds))}</p>")
    appl_ref_label = rng.choice(["Application reference", "Your application number", "Application no."])
    acct = f"{_digits(rng, 4)}{_digits(rng, 4)}"
    body.append(f"<p><b>{esc(rng.choice(['Mortgage Offer', 'Offer of Loan', 'Your Mortgage Offer', 'Loan Offer and Conditions']))}</b><br>{esc(appl_ref_label)}: <span class=\"val\">{esc(case.app_no)}</span> &nbsp; Mortgage account number (on completion): {acct}</p>")
    salute = "Dear " + (" and ".join(f"{p.title} {p.surname}" for p in apps[:2]) if len(apps) <= 2 else "Applicants")
    body.append(f"<p>{esc(salute)},</p>")
    body.append(f"<p>Thank you for your application dated {esc(fdate(case.today, ds))}. We are pleased to offer you a loan on the terms set out below. This offer is valid until {esc(fdate(expiry, ds))}.</p>")
    body.append("<h3>1. Your application as we have recorded it</h3>")
    t = ["<table class=\"grid\"><tr><th>Applicant</th><th>Name</th><th>Date of birth</th><th>Marital status</th></tr>"]
    for i, p in enumerate(apps):
        t.append(f"<tr><td>{i + 1}</td><td>{esc(p.full)}</td><td>{esc(fdate(p.dob, ds))}</td><td>{esc(p.marital_word)}</td></tr>")
    t.append("</table>")
    body.append("".join(t))
    show_contact = _chance(rng, 0.5)
    if show_contact:
        body.append(f"<p class=\"small\">Contact details held for the first applicant: mobile {esc(apps[0].mobile)}, email {esc(apps[0].email)}.</p>")
    body.append("<h3>2. The loan</h3>")
    purpose_w = {"purchase": "Purchase of a residential property", "refinance": "Remortgage (transfer from your existing lender)",
                 "construction": "Self-build (funds released in stages)", "other": "Further advance for home improvements"}[case.purpose]
    body.append(field("Purpose", esc(purpose_w), mode))
    body.append(field(rng.choice(["Amount of loan", "Loan amount", "Total amount of credit"]), f"<b>{esc(money(case.loan_amount, r, rng))}</b>", mode))
    body.append(field("Term", esc(term_text(case.term_months, rng)), mode))
    fy = rng.choice([2, 3, 5])
    body.append(field(rng.choice(["Initial interest rate", "Interest rate (initial product period)"]), f"{esc(pct(case.rate, r))} fixed until {esc(fdate(_add_months(offer_date, fy * 12), ds))}", mode))
    body.append(field("Followed by", f"our Standard Variable Rate, currently {esc(pct(case.reversion_rate, r))}", mode))
    body.append(field("APRC" if region in ("UK", "IE") else "Comparison rate", esc(pct(round(case.rate + rng.uniform(0.5, 2.0), 1), r)), mode))
    mp = case.loan_amount * (case.rate / 1200) / (1 - (1 + case.rate / 1200) ** (-case.term_months))
    body.append(field("Initial monthly payment", esc(money(round(mp, 2), r, rng, decimals=2)), mode))
    body.append("<h3>3. The property</h3>")
    pa_html, pa_truth = join_addr(case.property, rng.choice(["comma", "lines"]))
    body.append(field("Property to be mortgaged", pa_html, "box"))
    body.append(field(rng.choice(["Property value (as used for this offer)", "Value of the property for this offer"]), esc(money(case.property_value, r, rng)), mode))
    body.append(field("Tenure", esc(rng.choice(["Freehold", "Leasehold (999 years)", "Freehold title"])), mode))
    body.append("<h3>4. Income and employment you told us about</h3>")
    t = ["<table class=\"grid\"><tr><th>Applicant</th><th>Employer</th><th>Start date</th><th>Gross monthly income</th></tr>"]
    for i, p in enumerate(apps):
        t.append(f"<tr><td>{i + 1}</td><td>{esc(p.employer)}</td><td>{esc(fdate(p.emp_start, ds))}</td><td>{esc(money(p.monthly_gross, r, rng, decimals=2))}</td></tr>")
    t.append("</table>")
    body.append("".join(t))
    body.append("<h3>5. Special conditions</h3><ol>")
    conds = {"purchase": ["The balance of the purchase price must come from the applicants' own resources and not from further borrowing.",
                          "Satisfactory evidence of the deposit must be provided to our conveyancer."],
             "refinance": ["Your existing mortgage with your current lender must be repaid in full on completion.",
                           "A redemption statement from your current lender must be provided to our conveyancer."],
             "construction": ["Funds will be released in stages against our valuer's inspection of the completed works.",
                              "Building regulation approval and a structural warranty must be in place before the final release."],
             "other": ["The additional borrowing must be used only for the purpose stated in your application.",
                       "A retention of funds will be held until the works listed in the valuation report are completed."]}[case.purpose]
    conds += ["The credit card balances shown in the application must be cleared on or before completion.",
              "Buildings insurance must be in place from completion and our interest noted on the policy."]
    for c in rng.sample(conds, 3):
        body.append(f"<li>{esc(c)}</li>")
    body.append("</ol><h3>6. General conditions</h3>")
    body.append(boiler_paragraphs(rng, OFFER_CONDITIONS, rng.randint(6, 12)))
    body.append(f"<p>Yours sincerely,<br><br><span class=\"hand\">{esc(make_person(rng, region, case.today).full)}</span><br>Mortgage Underwriting, {esc(case.lender)}</p>")
    body.append(f"<div class=\"foot\">Offer ref {esc(case.app_no)}/{rng.randint(1, 3)} · Issued {esc(fdate(offer_date, ds))}</div>")
    html = page("Mortgage offer", "".join(body), rng)
    truth = loan_truth(case, email=show_contact, phone_=show_contact, property_addr=pa_truth)
    return html, truth


def loan_ie_credit_union(rng: random.Random):
    case = loan_case(rng, "IE", n_apps=rng.choice([1, 1, 2]))
    r, ds = "IE", case.date_style
    apps = case.applicants
    p1 = apps[0]
    member_no = f"{_digits(rng, 5)}"
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.3em\">{esc(case.lender)}</b><br><span class=\"small\">{esc(', '.join(case.lender_addr))} · Registered No. {_digits(rng, 3)}CU</span></div>"
            f"<div class=\"right\"><b>{esc(rng.choice(['Home Loan Application', 'Mortgage & Home Loan Application', 'Application for a Loan — Home']))}</b></div></div>"]
    body.append(boxgrid([("Member number", esc(member_no), 1), (rng.choice(["Loan application no.", "Application no.", "Loan ref."]), esc(case.app_no), 2), ("Date received", esc(fdate(case.today, ds)), 1)], 4))
    q = 0

    def Q(text, ans):
        nonlocal q
        q += 1
        return f"<tr><td style=\"width:6%\">{q}.</td><td style=\"width:40%\">{esc(text)}</td><td><span class=\"hand\">{ans}</span></td></tr>"

    email_blank = _chance(rng, 0.2)
    rows = ["<table class=\"grid\">"]
    rows.append(Q("Surname", esc(p1.surname)))
    rows.append(Q("First name(s)", esc(p1.first)))
    rows.append(Q("Date of birth", esc(fdate(p1.dob, ds))))
    rows.append(Q("PPS number", f"{_digits(rng, 7)}{_letters(rng, 1, 'ABCDEFGHW')}"))
    rows.append(Q("Marital status", esc(p1.marital_word)))
    rows.append(Q("Address", esc(", ".join(p1.address))))
    rows.append(Q("Mobile number", esc(p1.mobile)))
    rows.append(Q("Email address", "" if email_blank else esc(p1.email)))
    rows.append(Q("Occupation", esc(p1.occupation)))
    rows.append(Q("Name of employer", esc(p1.employer)))
    rows.append(Q("Date you started with this employer", esc(fdate(p1.emp_start, ds))))
    rows.append(Q("Gross monthly pay", esc(money(p1.monthly_gross, r, rng, decimals=2))))
    rows.append(Q("Net weekly pay", esc(money(round(p1.monthly_gross * 12 / 52 * 0.72, 2), r, rng, decimals=2))))
    rows.append("</table>")
    body.append("<div class=\"band\">Part 1 — About you (main member)</div>" + "".join(rows))
    if len(apps) > 1:
        p2 = apps[1]
        body.append("<div class=\"band\">Part 2 — Joint applicant</div>")
        body.append(boxgrid([("Full name", esc(p2.full), 2), ("Date of birth", esc(fdate(p2.dob, ds)), 1), ("Member no.", _digits(rng, 5), 1),
                             ("Employer", esc(p2.employer), 2), ("Gross monthly pay", esc(money(p2.monthly_gross, r, rng, decimals=2)), 2)], 4))
    body.append("<div class=\"band\">Part 3 — The loan</div>")
    pword = {"purchase": "House purchase", "refinance": "Switching my mortgage from another lender", "construction": "Self-build", "other": rng.choice(["Home improvements", "Home energy upgrade (retrofit)"])}[case.purpose]
    pa_html, pa_truth = join_addr(case.property, rng.choice(["comma", "lines"]))
    body.append(boxgrid([("Purpose of loan", esc(pword), 4),
                         ("Address of property", pa_html, 4),
                         ("Purchase price" if case.purpose == "purchase" else "Estimated market value", esc(money(case.property_value, r, rng)), 2),
                         ("Amount requested", esc(money(case.loan_amount, r, rng)), 2),
                         ("Repayment period", esc(term_text(case.term_months, rng)), 1),
                         ("Interest rate (variable)", esc(pct(case.rate, r)), 1),
                         ("APR", esc(pct(round(case.rate + rng.uniform(0.05, 0.2), 2), r)), 1),
                         ("Repayment frequency", esc(rng.choice(["Monthly", "Weekly", "Fortnightly"])), 1)], 4))
    body.append("<div class=\"band\">Part 4 — Your savings and borrowings with us</div>")
    body.append(boxgrid([("Share balance", esc(money(round(rng.uniform(800, 25000), 2), r, rng, decimals=2)), 2),
                         ("Existing credit union loan balance", esc(money(round(rng.uniform(0, 9000), 2), r, rng, decimals=2)), 2)], 4))
    if _chance(rng, 0.4):
        g = make_person(rng, "IE", case.today)
        body.append("<div class=\"band\">Guarantor (if required)</div>")
        body.append(boxgrid([("Guarantor name", esc(g.full), 2), ("Guarantor date of birth", esc(fdate(g.dob, ds)), 1), ("Relationship", rng.choice(["Parent", "Sibling"]), 1)], 4))
    body.append(boiler_paragraphs(rng, IE_DECL, rng.randint(3, 6)))
    body.append(f"<p>Member's signature: <span class=\"hand\">{esc(p1.full)}</span> &nbsp; Date: {esc(fdate(case.today, ds))}</p>")
    body.append(f"<div class=\"box small\">For office use — Credit Committee: {rng.choice(['Approved', 'Approved subject to conditions', 'Deferred'])} · Loan officer: {esc(make_person(rng, 'IE', case.today).full)}</div>")
    html = page("Credit union home loan", "".join(body), rng)
    truth = loan_truth(case, email=not email_blank, property_addr=pa_truth)
    return html, truth


def loan_us_credit_union(rng: random.Random):
    case = loan_case(rng, "US", n_apps=rng.choice([1, 2, 2]))
    r, ds = "US", case.date_style
    apps = case.applicants
    title = rng.choice(["Real Estate Loan Application", "Mortgage Loan Application", "Home Loan Application"])
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.35em\">{esc(case.lender)}</b><br><span class=\"small\">{esc(', '.join(case.lender_addr))} · NMLS #{_digits(rng, 6)} · Federally insured by NCUA</span></div>"
            f"<div class=\"right\"><b>{esc(title)}</b><br><span class=\"small\">{esc(rng.choice(['Loan #', 'Application #', 'Loan number']))} <span class=\"val\">{esc(case.app_no)}</span></span></div></div>"]
    body.append(f"<p class=\"small\">Account (share) number: {_digits(rng, 7)} · Date: {esc(fdate(case.today, ds))}{' · Dates on this form are MM/DD/YYYY.' if ds == 'mdy/' else ''}</p>")
    pword = {"purchase": "Purchase", "refinance": "Refinance", "construction": "Construction", "other": "Home Equity (closed-end)"}
    body.append("<div class=\"band\">Type of loan and purpose</div>")
    body.append(field("Purpose", options(list(pword.values()), pword[case.purpose], 1), "below"))
    mode = rng.choice(["colon", "leader", "tab"])
    pa_html, pa_truth = join_addr(case.property, rng.choice(["comma", "lines"]))
    body.append(field("Subject property address", pa_html, "box"))
    body.append(field("Purchase price" if case.purpose == "purchase" else "Estimated value", esc(money(case.property_value, r, rng)), mode))
    body.append(field("Loan amount requested", f"<b>{esc(money(case.loan_amount, r, rng))}</b>", mode))
    body.append(field("Term", esc(term_text(case.term_months, rng)), mode))
    body.append(field("Interest rate", esc(pct(case.rate, r)), mode))
    body.append(field("APR", esc(pct(round(case.rate + rng.uniform(0.05, 0.3), 3), r)), mode))
    if case.purpose in ("refinance", "other"):
        body.append(field("Current first mortgage balance", esc(money(case.existing_balance, r, rng)), mode))
    email_blank = _chance(rng, 0.2)
    cols = ["Applicant"] + (["Joint Applicant"] if len(apps) > 1 else [])
    rows = [("Name (first, middle, last)", [esc(p.full) for p in apps]),
            ("Date of birth", [esc(fdate(p.dob, ds)) for p in apps]),
            ("Social Security No.", [f"XXX-XX-{_digits(rng, 4)}" for p in apps]),
            ("Marital status", [esc({"married": "Married", "separated": "Separated", "unmarried": "Unmarried"}[p.marital]) for p in apps]),
            ("Cell phone", [esc(p.mobile) for p in apps]),
            ("Email", [("" if (email_blank and i == 0) else esc(p.email)) for i, p in enumerate(apps)]),
            ("Present address", ["<br>".join(esc(x) for x in p.address) for p in apps]),
            ("Employer", [esc(p.employer) for p in apps]),
            ("Position / title", [esc(p.occupation) for p in apps]),
            ("Start date", [esc(fdate(p.emp_start, ds)) for p in apps]),
            ("Gross monthly income", [f"<b>{esc(money(p.monthly_gross, r, rng, decimals=2))}</b>" for p in apps]),
            ("Previous employer", [esc(p.prev_employer) for p in apps]),
            ("Previous employment dates", [f"{esc(fdate(p.prev_start, ds))} to {esc(fdate(p.prev_end, ds))}" for p in apps])]
    body.append("<div class=\"band\">Borrower information</div>")
    body.append(_col_table(cols, rows, "30%"))
    body.append("<div class=\"band\">Acknowledgment and agreement</div>")
    body.append("<p class=\"boiler\">Each of the undersigned represents to the Credit Union that the information provided in this application is true and correct as of the date set forth opposite my signature. I understand that any intentional or negligent misrepresentation may result in civil liability and/or criminal penalties. The Credit Union may verify any information contained in this application from any source.</p>")
    body.append("<p class=\"boiler\">Equal Credit Opportunity Act: federal law prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status or age.</p>")
    body.append("<table class=\"grid\"><tr>" + "".join(f"<td>{esc(c)} signature<br><span class=\"hand\">{esc(p.full)}</span><br>Date {esc(fdate(case.today, ds))}</td>" for c, p in zip(cols, apps)) + "</tr></table>")
    html = page(title, "".join(body), rng)
    truth = loan_truth(case, email=not email_blank, property_addr=pa_truth)
    return html, truth


LOAN_LAYOUTS = {
    "uk_bs_joint_columns": loan_uk_bs_joint_columns,
    "uk_remortgage_btl": loan_uk_remortgage_btl,
    "uk_shared_ownership_htb": loan_uk_shared_ownership_htb,
    "au_home_loan": loan_au_home_loan,
    "nz_home_loan": loan_nz_home_loan,
    "se_bolan_ansokan": loan_se_bolan,
    "nordic_boliglan_boxes": loan_nordic_boliglan,
    "broker_fact_find": loan_broker_fact_find,
    "affordability_assessment": loan_affordability_assessment,
    "loan_offer_letter": loan_offer_letter,
    "ie_credit_union_loan": loan_ie_credit_union,
    "us_credit_union_loan": loan_us_credit_union,
}


# --------------------------------------------------------------------------------------------
# KYC
# --------------------------------------------------------------------------------------------

def _id_number(rng: random.Random, country: str, kind: str) -> str:
    if kind == "national_id":
        return {
            "SWE": lambda: _digits(rng, 8),
            "NOR": lambda: f"{_letters(rng, 3, 'BCDFGHJKLMNPRSTVWXZ')}{_digits(rng, 6)}",
            "FIN": lambda: _digits(rng, 9),
            "POL": lambda: f"{_letters(rng, 3)}{_digits(rng, 6)}",
            "DEU": lambda: f"L{_letters(rng, 2, 'CFGHJKLMNPRTVWXYZ')}{_digits(rng, 1)}{_letters(rng, 1, 'CFGHJKLMNPRTVWXYZ')}{_digits(rng, 2)}{_letters(rng, 1, 'CFGHJKLMNPRTVWXYZ')}{_digits(rng, 1)}",
            "LTU": lambda: _digits(rng, 8),
            "EST": lambda: f"AS{_digits(rng, 7)}",
            "DNK": lambda: _digits(rng, 9),
            "ISL": lambda: _digits(rng, 9),
        }.get(country, lambda: f"{_letters(rng, 2)}{_digits(rng, 7)}")()
    return {
        "GBR": lambda: _digits(rng, 9),
        "IRL": lambda: f"{_letters(rng, 2)}{_digits(rng, 7)}",
        "AUS": lambda: rng.choice([f"{_letters(rng, 1, 'NERMP')}{_digits(rng, 7)}", f"P{_letters(rng, 1, 'ABCDE')}{_digits(rng, 7)}"]),
        "NZL": lambda: f"L{_letters(rng, 1, 'ABCDFGHJK')}{_digits(rng, 6)}",
        "SWE": lambda: _digits(rng, 8),
        "NOR": lambda: f"{_letters(rng, 2, 'BCDFGHJKLMNPRSTVWXZ')}{_digits(rng, 7)}",
        "DNK": lambda: _digits(rng, 9),
        "FIN": lambda: f"{_letters(rng, 2, 'FGHPRSTUVXY')}{_digits(rng, 7)}",
        "USA": lambda: rng.choice([_digits(rng, 9), f"A{_digits(rng, 8)}"]),
        "POL": lambda: f"E{_letters(rng, 1)}{_digits(rng, 7)}",
        "IND": lambda: f"{_letters(rng, 1)}{_digits(rng, 7)}",
        "PHL": lambda: f"P{_digits(rng, 7)}{_letters(rng, 1, 'AB')}",
        "ZAF": lambda: f"A{_digits(rng, 8)}",
        "DEU": lambda: f"C{_letters(rng, 2, 'CFGHJKLMNPRTVWXYZ')}{_digits(rng, 2)}{_letters(rng, 1, 'CFGHJKLMNPRTVWXYZ')}{_digits(rng, 2)}{_letters(rng, 1, 'CFGHJKLMNPRTVWXYZ')}",
        "LTU": lambda: _digits(rng, 8),
        "ISL": lambda: f"A{_digits(rng, 7)}",
        "EST": lambda: f"K{_digits(rng, 7)}",
    }[country]()


FOREIGN_NATS = {
    "UK": ["POL", "IND", "IRL", "ZAF", "LTU", "PHL", "DEU"],
    "IE": ["POL", "GBR", "LTU", "IND", "PHL", "DEU", "EST"],
    "AU": ["NZL", "GBR", "IND", "PHL", "ZAF", "USA"],
    "NZ": ["AUS", "GBR", "IND", "PHL", "ZAF", "USA"],
    "SE": ["FIN", "NOR", "DNK", "POL", "DEU", "ISL"],
    "NO": ["SWE", "DNK", "POL", "LTU", "DEU", "ISL"],
    "DK": ["SWE", "NOR", "DEU", "POL", "ISL", "LTU"],
    "FI": ["SWE", "EST", "DEU", "POL"],
    "US": ["IND", "PHL", "GBR", "DEU"],
}
EU_ID_COUNTRIES = {"SWE", "NOR", "FIN", "POL", "DEU", "LTU", "EST", "DNK", "ISL"}


@dataclass
class KycCase:
    region: str
    today: date
    bank: str
    bank_addr: list
    p: Person
    nationality: str
    id_type: str
    id_number: str
    id_country: str
    id_issue: date
    id_expiry: date
    occupation: str
    employer: str | None
    employer_shown: str        # what the employer line prints when employer is None
    annual_income: float
    monthly_only: bool
    sof: str
    is_pep: bool
    tin: str | None
    date_style: str


SOF_WORDS = {
    "en": {"employment": ["Salary / wages", "Employment income", "Salary"], "business": ["Business income", "Self-employment income", "Profits from my business"],
           "investments": ["Savings and investments", "Investment income", "Savings"], "inheritance": ["Inheritance", "Inheritance / gift"],
           "pension": ["Pension", "Pension income", "Retirement income"], "other": ["Other", "Sale of property", "Compensation / settlement"]},
    "sv": {"employment": ["Lön"], "business": ["Inkomst från eget företag"], "investments": ["Sparande / investeringar"],
           "inheritance": ["Arv / gåva"], "pension": ["Pension"], "other": ["Övrigt"]},
    "no": {"employment": ["Lønn"], "business": ["Næringsinntekt"], "investments": ["Sparing / investeringer"],
           "inheritance": ["Arv / gave"], "pension": ["Pensjon"], "other": ["Annet"]},
    "da": {"employment": ["Løn"], "business": ["Indtægt fra egen virksomhed"], "investments": ["Opsparing / investeringer"],
           "inheritance": ["Arv / gave"], "pension": ["Pension"], "other": ["Andet"]},
    "fi": {"employment": ["Palkka"], "business": ["Yritystulo"], "investments": ["Säästöt / sijoitukset"],
           "inheritance": ["Perintö / lahja"], "pension": ["Eläke"], "other": ["Muu"]},
}
SOF_ORDER = ["employment", "business", "investments", "inheritance", "pension", "other"]


def _tin_for(region: str, p: Person, rng: random.Random) -> str:
    if region == "UK":
        return rng.choice([f"{_letters(rng, 2, 'ABCEGHJKLMNPRSTWXYZ')} {_digits(rng, 2)} {_digits(rng, 2)} {_digits(rng, 2)} {rng.choice('ABCD')}",
                           f"{_letters(rng, 2, 'ABCEGHJKLMNPRSTWXYZ')}{_digits(rng, 6)}{rng.choice('ABCD')}", _digits(rng, 10)])
    if region == "IE":
        return f"{_digits(rng, 7)}{_letters(rng, 1, 'ABCDEFGHKLMNPRTVWX')}{rng.choice(['', 'A', 'W'])}"
    if region == "AU":
        return f"{_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)}"
    if region == "NZ":
        return f"{_digits(rng, 3)}-{_digits(rng, 3)}-{_digits(rng, 3)}"
    if region == "US":
        return f"{rng.randint(100, 665)}-{_digits(rng, 2)}-{_digits(rng, 4)}"
    return nordic_pid(region, p, rng)


def kyc_case(rng: random.Random, region: str, *, occ_lang: str | None = None, allow_national_id: bool = True,
             tin_optional: float = 0.25, date_style: str | None = None) -> KycCase:
    today = _rand_date(rng, date(2024, 1, 8), date(2026, 6, 26))
    nat = REGION[region]["country"] if _chance(rng, 0.7) else rng.choice(FOREIGN_NATS[region])
    lang = occ_lang or REGION[region]["lang"]
    p = make_person(rng, region, today, occ_lang=lang, min_age=18, max_age=80, nationality=nat)
    id_country = nat
    id_type = "passport"
    if allow_national_id and nat in EU_ID_COUNTRIES and region in ("IE", "SE", "NO", "DK", "FI") and _chance(rng, 0.5):
        id_type = "national_id"
    if nat == "DNK" and id_type == "national_id":
        id_type = "passport"
    issue = _rand_date(rng, today - timedelta(days=365 * 9), today - timedelta(days=30))
    expiry = _add_months(issue, 12 * (5 if id_type == "national_id" or _chance(rng, 0.2) else 10)) - timedelta(days=1)
    if expiry <= today:
        expiry = _add_months(today, rng.randint(6, 60))
    sof = rng.choices(SOF_ORDER, weights=[55, 12, 10, 6, 12, 5])[0]
    age = today.year - p.dob.year
    if sof == "pension" or age >= 67:
        sof = "pension" if sof in ("employment", "pension") else sof
    employer: str | None = p.employer
    employer_shown = p.employer
    occupation = p.occupation
    if sof == "pension":
        occupation = {"en": "Retired", "sv": "Pensionär", "no": "Pensjonist", "da": "Pensionist", "fi": "Eläkeläinen"}[lang]
        if _chance(rng, 0.5):
            occupation += {"en": f" (former {p.occupation.lower()})", "sv": "", "no": "", "da": "", "fi": ""}[lang]
        employer = None
        employer_shown = rng.choice(["N/A", "—", "", "Retired"]) if lang == "en" else rng.choice(["—", ""])
    elif sof == "business":
        occupation = {"en": rng.choice(["Self-employed builder", "Self-employed hairdresser", "Company director", "Sole trader (electrician)"]),
                      "sv": "Egenföretagare", "no": "Selvstendig næringsdrivende", "da": "Selvstændig erhvervsdrivende", "fi": "Yrittäjä"}[lang]
        employer = None
        employer_shown = rng.choice(["Self-employed", "N/A", "—", ""]) if lang == "en" else rng.choice(["—", ""])
    inc_month = p.monthly_gross if employer else round(p.monthly_gross * rng.uniform(0.5, 1.1), 0)
    monthly_only = _chance(rng, 0.3)
    annual = round(inc_month * 12, 2) if monthly_only else float(round(inc_month * 12 / 100) * 100)
    if monthly_only:
        inc_month = round(inc_month, 2)
        annual = round(inc_month * 12, 2)
    is_pep = _chance(rng, 0.08)
    tin = None if _chance(rng, tin_optional) else _tin_for(region, p, rng)
    name, addr, _tel = lender_contact(rng, region)
    return KycCase(region=region, today=today, bank=name, bank_addr=addr, p=p, nationality=nat, id_type=id_type,
                   id_number=_id_number(rng, id_country, id_type), id_country=id_country, id_issue=issue, id_expiry=expiry,
                   occupation=occupation, employer=employer, employer_shown=employer_shown, annual_income=annual,
                   monthly_only=monthly_only, sof=sof, is_pep=is_pep, tin=tin,
                   date_style=date_style or rng.choice(REGION[region]["dates"]))


def kyc_truth(k: KycCase, *, sex: str | None, name: str | None = None, address: str) -> dict:
    return {
        "full_name": name or k.p.full,
        "date_of_birth": k.p.dob.isoformat(),
        "sex": sex,
        "nationality": k.nationality,
        "id_document_type": k.id_type,
        "id_document_number": k.id_number,
        "id_issuing_country": k.id_country,
        "id_expiry_date": k.id_expiry.isoformat(),
        "residential_address": address,
        "country_of_residence": REGION[k.region]["country"],
        "occupation": k.occupation,
        "employer_name": k.employer,
        "annual_income": round(k.annual_income, 2),
        "income_currency": REGION[k.region]["cur"],
        "source_of_funds": k.sof,
        "is_pep": k.is_pep,
        "tax_identification_number": k.tin,
    }


def income_line(k: KycCase, rng: random.Random, lang: str = "en") -> tuple[str, str]:
    """(label, value) for the income: annual, or monthly only."""
    r = k.region
    if k.monthly_only:
        lab = {"en": rng.choice(["Gross monthly income", "Income per month (before tax)", "Monthly income (gross)"]),
               "sv": "Inkomst per månad före skatt", "no": "Brutto månedsinntekt", "da": "Månedlig indkomst før skat",
               "fi": "Kuukausitulot ennen veroja"}[lang]
        return lab, money(round(k.annual_income / 12, 2), r, rng, decimals=2)
    lab = {"en": rng.choice(["Gross annual income", "Annual income (before tax)", "Total yearly income (gross)", "Income p.a."]),
           "sv": "Årsinkomst före skatt", "no": "Brutto årsinntekt", "da": "Årlig indkomst før skat", "fi": "Vuositulot ennen veroja"}[lang]
    return lab, money(k.annual_income, r, rng)


def sof_options(k: KycCase, rng: random.Random, lang: str = "en", style: int | None = None) -> str:
    style = rng.randint(0, 2) if style is None else style
    words = SOF_WORDS[lang]
    chosen = rng.choice(words[k.sof])
    opts = [chosen if s == k.sof else words[s][0] for s in SOF_ORDER]
    return options(opts, chosen, style)


def yes_no(on: bool, rng: random.Random, lang: str = "en", style: int | None = None) -> str:
    style = rng.randint(0, 2) if style is None else style
    y, n = {"en": ("Yes", "No"), "sv": ("Ja", "Nej"), "no": ("Ja", "Nei"), "da": ("Ja", "Nej"), "fi": ("Kyllä", "Ei")}[lang]
    return options([y, n], y if on else n, style)


def id_type_word(k: KycCase, lang: str) -> str:
    if k.id_type == "passport":
        return {"en": "Passport", "sv": "Pass", "no": "Pass", "da": "Pas", "fi": "Passi"}[lang]
    return {"en": "National identity card", "sv": "Nationellt id-kort", "no": "Nasjonalt ID-kort", "da": "Nationalt ID-kort",
            "fi": "Henkilökortti"}[lang]


POA_ISSUERS = {"UK": ["Octopus Energy", "Leeds City Council", "Yorkshire Water", "British Gas", "Northway Bank"],
               "IE": ["Electric Ireland", "Bord Gáis Energy", "Revenue Commissioners", "Uisce Éireann", "Eir"],
               "AU": ["AGL", "Origin Energy", "City of Ballarat", "Sydney Water", "Telstra"],
               "NZ": ["Mercury", "Genesis Energy", "Auckland Council", "Watercare", "Spark"],
               "US": ["Alliant Energy", "City Utilities", "Black Hills Energy"]}
KYC_BOILER_GENERIC = [
    "Information you give us may be shared with fraud prevention agencies. If false or inaccurate information is provided and fraud is identified, details will be passed to them.",
    "A politically exposed person (PEP) is someone who holds, or has held in the last 12 months, a prominent public function, or is a family member or known close associate of such a person.",
    "Under the Common Reporting Standard we must collect information about each account holder's tax residence. If you are tax resident outside the country where the account is held, we may report your account details to the local tax authority.",
    "Please tell us within 30 days if any of your circumstances change, including your address, tax residence or PEP status.",
    "Membership is open to individuals aged 16 or over. Each member is entitled to one vote at general meetings regardless of the number of accounts held.",
]
KYC_BOILER = [
    "We are required by the Money Laundering, Terrorist Financing and Transfer of Funds (Information on the Payer) Regulations 2017 to verify the identity and address of every new member.",
    "Information you give us may be shared with fraud prevention agencies. If false or inaccurate information is provided and fraud is identified, details will be passed to them.",
    "A politically exposed person (PEP) is someone who holds, or has held in the last 12 months, a prominent public function, or is a family member or known close associate of such a person.",
    "Under the Common Reporting Standard we must collect information about each account holder's tax residence. If you are tax resident outside the country where the account is held, we may report your account details to the local tax authority.",
    "Please tell us within 30 days if any of your circumstances change, including your address, tax residence or PEP status.",
    "Membership of the Society is open to individuals aged 16 or over. Each member is entitled to one vote at general meetings regardless of the number of accounts held.",
    "Savings are protected up to the compensation limit by the Financial Services Compensation Scheme (FSCS). Further information is available in branch.",
]


def kyc_uk_bs_savings(rng: random.Random):
    k = kyc_case(rng, "UK")
    p, ds, r = k.p, k.date_style, "UK"
    sex_shown = _chance(rng, 0.45)
    mode = rng.choice(["colon", "leader", "tab", "below"])
    title = rng.choice(["Savings Account Application", "Membership & Savings Account Opening Form", "Open a Savings Account"])
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.35em\">{esc(k.bank)}</b><br><span class=\"small\">{esc(', '.join(k.bank_addr))}</span></div>"
            f"<div class=\"right\"><b>{esc(title)}</b><br><span class=\"small\">Roll / account no. {_digits(rng, 2)}-{_digits(rng, 7)}</span></div></div>"]
    body.append("<div class=\"band\">1. Personal details</div>")
    body.append(field("Title", esc(p.title), mode))
    upper = _chance(rng, 0.3)
    body.append(field("Surname", esc(p.surname.upper() if upper else p.surname), mode))
    body.append(field(rng.choice(["Forename(s)", "First and middle names"]), esc(p.first.upper() if upper else p.first), mode))
    body.append(field("Date of birth", esc(fdate(p.dob, ds)), mode))
    if sex_shown:
        body.append(field(rng.choice(["Sex", "Gender"]), options(["Male", "Female", "Prefer not to say"], {"M": "Male", "F": "Female"}[p.sex], rng.randint(0, 1)), mode))
    body.append(field("Nationality", esc(nationality_word(k.nationality, "en", rng)), mode))
    body.append(field("Mobile", esc(p.mobile), mode))
    body.append(field("Email", esc(p.email), mode))
    a_html, a_truth = join_addr(p.address, rng.choice(["comma", "lines"]))
    body.append(field(rng.choice(["Home address", "Permanent residential address", "Current address"]), a_html, "below" if mode != "box" else "box"))
    body.append(field("Time at this address", f"{rng.randint(0, 15)} years {rng.randint(0, 11)} months", mode))
    if _chance(rng, 0.5):
        prev = address_lines(rng, r)
        body.append(field("Previous address (if less than 3 years at current address)", esc(", ".join(prev)), "below"))
    body.append("<div class=\"band\">2. Employment and income</div>")
    body.append(field("Occupation", esc(k.occupation), mode))
    body.append(field(rng.choice(["Employer's name", "Name of employer"]), esc(k.employer or k.employer_shown), mode))
    il, iv = income_line(k, rng)
    body.append(field(il, esc(iv), mode))
    body.append("<div class=\"band\">3. About your account</div>")
    body.append(field(rng.choice(["Where will the money you pay in come from? (source of funds)", "Source of funds"]), sof_options(k, rng), "below"))
    if _chance(rng, 0.4):
        sow = rng.choice(SOF_ORDER)
        body.append(field("Source of wealth (how you built up your savings overall)", options([SOF_WORDS['en'][s][0] for s in SOF_ORDER], SOF_WORDS['en'][sow][0], 1), "below"))
    body.append(field("Expected amount of first deposit", esc(money(round(rng.uniform(500, 50000), -2), r, rng)), mode))
    body.append(field("Are you a politically exposed person (PEP), or a family member or close associate of one?", yes_no(k.is_pep, rng), "below"))
    body.append("<div class=\"band\">4. Tax residence (CRS)</div>")
    tin_cell = esc(k.tin) if k.tin else blank_value(rng)
    body.append(f"<table class=\"grid\"><tr><th>Country of tax residence</th><th>Tax Identification Number (TIN) / NI number</th></tr>"
                f"<tr><td>United Kingdom</td><td>{tin_cell}</td></tr></table>")
    body.append("<div class=\"band\">5. For branch use — identity verification</div>")
    body.append(f"<table class=\"grid small\"><tr><th>Document</th><th>Number</th><th>Issuing country</th><th>Expiry</th><th>Seen by</th></tr>"
                f"<tr><td>{esc(id_type_word(k, 'en'))}</td><td>{esc(k.id_number)}</td><td>{esc(country_name(k.id_country))}</td><td>{esc(fdate(k.id_expiry, ds))}</td><td>{esc(make_person(rng, r, k.today).full)}</td></tr>"
                f"<tr><td>Proof of address</td><td colspan=\"4\">{esc(rng.choice(['Council tax bill', 'Utility bill (electricity)', 'Bank statement']))} dated {esc(fdate(k.today - timedelta(days=rng.randint(10, 80)), ds))}</td></tr></table>")
    body.append(boiler_paragraphs(rng, KYC_BOILER, rng.randint(2, 5)))
    body.append(f"<p>Signed <span class=\"hand\">{esc(p.full)}</span> &nbsp; Date {esc(fdate(k.today, ds))}</p>")
    html = page(title, "".join(body), rng)
    nm = p.full.upper() if upper else p.full
    return html, kyc_truth(k, sex=p.sex if sex_shown else None, name=nm, address=a_truth)


def kyc_ie_cu_membership(rng: random.Random):
    k = kyc_case(rng, "IE", tin_optional=0.15)
    p, ds, r = k.p, k.date_style, "IE"
    title = rng.choice(["Application for Membership", "Membership Application & Know Your Member Form", "New Member Application"])
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.3em\">{esc(k.bank)}</b><br><span class=\"small\">{esc(', '.join(k.bank_addr))}</span></div>"
            f"<div class=\"right\"><b>{esc(title)}</b><br><span class=\"small\">Member no. (office use): {_digits(rng, 5)}</span></div></div>"]
    sex_shown = _chance(rng, 0.35)
    cells = [("Surname", esc(p.surname), 2), ("First name(s)", esc(p.first), 2),
             ("Date of birth", esc(fdate(p.dob, ds)), 1), ("Nationality", esc(nationality_word(k.nationality, "en", rng)), 1)]
    if sex_shown:
        cells.append(("Gender (M/F)", p.sex, 1))
    cells += [("PPS No. (tax reference)", esc(k.tin) if k.tin else "", 1 if sex_shown else 2)]
    a_html, a_truth = join_addr(p.address, rng.choice(["comma", "lines"]))
    cells += [("Home address", a_html, 4), ("Mobile", esc(p.mobile), 2), ("Email", esc(p.email), 2)]
    body.append("<div class=\"band\">Section A — Your details</div>" + boxgrid(cells, 4))
    il, iv = income_line(k, rng)
    body.append("<div class=\"band\">Section B — Know your member</div>")
    body.append(boxgrid([("Occupation", esc(k.occupation), 2), ("Employer", esc(k.employer or k.employer_shown), 2),
                         (il, esc(iv), 2), ("Expected lodgements per month", esc(money(round(rng.uniform(100, 2500), -1), r, rng)), 2),
                         ("Purpose of account", esc(rng.choice(["Regular savings", "Savings for a loan", "Holiday savings", "Household bills"])), 4)], 4))
    body.append(field("Source of the funds you will lodge", sof_options(k, rng), "below"))
    body.append(field("Are you, or is a family member or close associate, a politically exposed person?", yes_no(k.is_pep, rng), "below"))
    body.append("<div class=\"band\">Section C — Identification (office use)</div>")
    body.append(boxgrid([("Photo ID", esc(id_type_word(k, "en")), 1), ("Document no.", esc(k.id_number), 1),
                         ("Country of issue", esc(country_name(k.id_country)), 1), ("Expiry date", esc(fdate(k.id_expiry, ds)), 1),
                         ("Proof of address", esc(rng.choice(["ESB bill", "Revenue letter", "Bank statement", "Gas Networks bill"])), 2),
                         ("Dated", esc(fdate(k.today - timedelta(days=rng.randint(5, 90)), ds)), 2)], 4))
    body.append("<div class=\"band\">Section D — Nomination</div>")
    body.append("<p class=\"small\">I nominate the person named below to receive, on my death, property in the credit union up to the statutory limit.</p>")
    nom = make_person(rng, "IE", k.today, nationality=k.nationality)
    rel = rng.choice(["Spouse", "Partner", "Son", "Brother", "Father"] if nom.sex == "M" else ["Spouse", "Partner", "Daughter", "Sister", "Mother"])
    body.append(boxgrid([("Nominee full name", esc(nom.full), 2), ("Relationship", esc(rel), 1),
                         ("Nominee date of birth", esc(fdate(nom.dob, ds)), 1), ("Nominee address", esc(", ".join(nom.address)), 4)], 4))
    body.append(boiler_paragraphs(rng, IE_DECL[3:] + KYC_BOILER[1:5], rng.randint(2, 4)))
    body.append(f"<p>Signature of applicant: <span class=\"hand\">{esc(p.full)}</span> &nbsp; Date: {esc(fdate(k.today, ds))} &nbsp; Witnessed by (officer): {esc(make_person(rng, r, k.today).full)}</p>")
    html = page(title, "".join(body), rng)
    return html, kyc_truth(k, sex=p.sex if sex_shown else None, address=a_truth)


def kyc_au_customer_id(rng: random.Random):
    k = kyc_case(rng, "AU", tin_optional=0.35)
    p, ds, r = k.p, k.date_style, "AU"
    title = rng.choice(["Customer Identification Form — Individual", "Individual Customer Identification (AML/CTF)", "Know Your Customer — Individual"])
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.3em\">{esc(k.bank)}</b><br><span class=\"small\">ABN {_digits(rng, 2)} {_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)} · AFSL {_digits(rng, 6)}</span></div>"
            f"<div class=\"right\"><b>{esc(title)}</b><br><span class=\"small\">Customer no. {_digits(rng, 8)}</span></div></div>"]
    mode = rng.choice(["colon", "tab", "leader"])
    body.append("<div class=\"band\">Part 1 — Personal details</div>")
    nm = p.full.upper() if _chance(rng, 0.3) else p.full
    body.append(field("Full name (as on ID)", esc(nm), mode))
    sex_shown = _chance(rng, 0.5)
    body.append(field("Date of birth", esc(fdate(p.dob, ds)), mode))
    if sex_shown:
        body.append(field("Gender", {"M": "Male", "F": "Female"}[p.sex], mode))
    body.append(field("Citizenship", esc(nationality_word(k.nationality, "en", rng)), mode))
    a_html, a_truth = join_addr(p.address, rng.choice(["comma", "lines"]))
    body.append(field("Residential address (not a PO Box)", a_html, "below"))
    body.append(field("Postal address", rng.choice(["As above", f"PO Box {rng.randint(10, 999)}, {p.address[-1]}"]), mode))
    body.append(field("Occupation", esc(k.occupation), mode))
    body.append(field("Employer", esc(k.employer or k.employer_shown), mode))
    il, iv = income_line(k, rng)
    body.append(field(il, esc(iv), mode))
    body.append("<div class=\"band\">Part 2 — Tax file number</div>")
    if k.tin:
        body.append(field("Tax File Number (TFN)", esc(k.tin), mode))
    else:
        body.append(field("Tax File Number (TFN)", rng.choice(["Not quoted", "Exemption claimed — code 333333333 (pensioner)", "Not provided"]) if k.sof == "pension" else rng.choice(["Not quoted", "Not provided"]), mode))
        body.append("<p class=\"tiny\">You are not required to provide your TFN, but if you do not, tax may be withheld at the highest marginal rate plus the Medicare levy.</p>")
    body.append("<div class=\"band\">Part 3 — Identification (100 points)</div>")
    rows = [(id_type_word(k, "en") + f" ({country_name(k.id_country)})", k.id_number, fdate(k.id_expiry, ds), "70"),
            ("Medicare card", f"{_digits(rng, 4)} {_digits(rng, 5)} {_digits(rng, 1)}", f"{rng.randint(1, 12):02d}/{k.today.year + rng.randint(1, 4)}", "25"),
            ("Driver licence", _digits(rng, 8), fdate(_add_months(k.today, rng.randint(6, 60)), ds), "40")]
    rng.shuffle(rows)
    body.append("<table class=\"grid\"><tr><th>Document</th><th>Number</th><th>Expiry</th><th>Points</th></tr>" +
                "".join(f"<tr><td>{esc(a)}</td><td>{esc(b)}</td><td>{esc(c)}</td><td>{d}</td></tr>" for a, b, c, d in rows) + "</table>")
    body.append("<p class=\"small\">Primary photographic identification: the passport or national identity card above. Secondary documents are recorded for points only.</p>")
    body.append("<div class=\"band\">Part 4 — Source of funds and PEP status</div>")
    body.append(field("Source of funds for this account", sof_options(k, rng), "below"))
    body.append(field("Politically exposed person?", yes_no(k.is_pep, rng), mode))
    body.append(field("Purpose of account", esc(rng.choice(["Everyday banking", "Home loan offset", "Savings"])), mode))
    body.append("<p class=\"boiler\">This information is collected under the Anti-Money Laundering and Counter-Terrorism Financing Act 2006 (Cth). We may be unable to open your account if you do not provide it.</p>")
    body.append(f"<p class=\"small\">Verified by {esc(make_person(rng, r, k.today).full)}, branch {rng.randint(100, 999)}, on {esc(fdate(k.today, ds))}.</p>")
    html = page(title, "".join(body), rng)
    return html, kyc_truth(k, sex=p.sex if sex_shown else None, name=nm, address=a_truth)


def kyc_nz_cdd(rng: random.Random):
    k = kyc_case(rng, "NZ", tin_optional=0.2)
    p, ds, r = k.p, k.date_style, "NZ"
    title = rng.choice(["Customer Due Diligence — Personal", "Personal Customer Information Form", "Know Your Customer (Individual)"])
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.3em\">{esc(k.bank)}</b><br><span class=\"small\">{esc(', '.join(k.bank_addr))}</span></div><div class=\"right\"><b>{esc(title)}</b></div></div>"]
    sex_shown = _chance(rng, 0.4)
    a_html, a_truth = join_addr(p.address, rng.choice(["comma", "lines"]))
    cells = [("First name(s)", esc(p.first), 2), ("Surname", esc(p.surname), 2),
             ("Date of birth", esc(fdate(p.dob, ds)), 1), ("Citizenship", esc(nationality_word(k.nationality, "en", rng)), 1)]
    if sex_shown:
        cells.append(("Gender", {"M": "Male", "F": "Female"}[p.sex], 1))
    cells.append(("IRD number", esc(k.tin) if k.tin else blank_value(rng), 1 if sex_shown else 2))
    cells += [("Residential address", a_html, 4), ("Mobile", esc(p.mobile), 2), ("Email", esc(p.email), 2)]
    body.append("<div class=\"band\">About you</div>" + boxgrid(cells, 4))
    il, iv = income_line(k, rng)
    body.append("<div class=\"band\">Work and income</div>" + boxgrid([("Occupation", esc(k.occupation), 2), ("Employer", esc(k.employer or k.employer_shown), 2), (il, esc(iv), 2),
                                                                        ("Source of funds", esc(rng.choice(SOF_WORDS['en'][k.sof])), 2)], 4))
    body.append("<div class=\"band\">Identity verification</div>" + boxgrid([("ID type", esc(id_type_word(k, "en")), 1), ("ID number", esc(k.id_number), 1),
                                                                             ("Issuing country", esc(country_name(k.id_country)), 1), ("Expiry", esc(fdate(k.id_expiry, ds)), 1)], 4))
    body.append("<div class=\"band\">Proof of address — documents sighted</div><table class=\"grid small\"><tr><th></th><th>Document</th><th>Date</th></tr>")
    for d in ["Bank statement (within 3 months)", "Utility bill (power, gas, phone, broadband)", "Rates notice", "IRD correspondence", "Tenancy agreement"]:
        on = _chance(rng, 0.35)
        body.append(f"<tr><td class=\"tick\">{tick(on, 0)}</td><td>{esc(d)}</td><td>{esc(fdate(k.today - timedelta(days=rng.randint(5, 80)), ds)) if on else ''}</td></tr>")
    body.append("</table>")
    body.append(field("Are you a politically exposed person (PEP) or connected to one?", yes_no(k.is_pep, rng), "below"))
    body.append("<p class=\"boiler\">We collect this information to meet our obligations under the Anti-Money Laundering and Countering Financing of Terrorism Act 2009. We may ask for more information at any time.</p>")
    body.append(f"<p class=\"small\">Staff member: {esc(make_person(rng, r, k.today).full)} · Date {esc(fdate(k.today, ds))}</p>")
    html = page(title, "".join(body), rng)
    return html, kyc_truth(k, sex=p.sex if sex_shown else None, address=a_truth)


KYC_NORDIC = {
    # key: (sv, no, da, fi, en)
    "title": ("Kundkännedom – privatperson", "Egenerklæring – kundekontroll", "Kundekendskab – privatkunde", "Asiakkaan tuntemistiedot – yksityishenkilö", "Know your customer – individual"),
    "name": ("Namn", "Navn", "Navn", "Nimi", "Name"),
    "given": ("Förnamn", "Fornavn", "Fornavn", "Etunimet", "Given names"),
    "surname": ("Efternamn", "Etternavn", "Efternavn", "Sukunimi", "Surname"),
    "pid": ("Personnummer", "Fødselsnummer", "CPR-nummer", "Henkilötunnus", "Personal identity number"),
    "dob": ("Födelsedatum", "Fødselsdato", "Fødselsdato", "Syntymäaika", "Date of birth"),
    "sex": ("Kön", "Kjønn", "Køn", "Sukupuoli", "Sex"),
    "nat": ("Medborgarskap", "Statsborgerskap", "Statsborgerskab", "Kansalaisuus", "Citizenship"),
    "addr": ("Folkbokföringsadress", "Bostedsadresse", "Folkeregisteradresse", "Vakinainen osoite", "Residential address"),
    "phone": ("Telefon", "Telefon", "Telefon", "Puhelin", "Phone"),
    "occupation": ("Sysselsättning / yrke", "Yrke", "Stilling", "Ammatti", "Occupation"),
    "employer": ("Arbetsgivare", "Arbeidsgiver", "Arbejdsgiver", "Työnantaja", "Employer"),
    "sof": ("Varifrån kommer pengarna?", "Hvor kommer midlene fra?", "Hvor kommer pengene fra?", "Varojen alkuperä", "Source of funds"),
    "pep": ("Är du, eller har du varit, en person i politiskt utsatt ställning (PEP)?", "Er du en politisk eksponert person (PEP)?",
            "Er du en politisk eksponeret person (PEP)?", "Oletko poliittisesti vaikutusvaltainen henkilö (PEP)?", "Are you a politically exposed person (PEP)?"),
    "tax": ("Skatterättslig hemvist", "Skattemessig hjemsted", "Skattemæssigt hjemsted", "Verotuksellinen asuinvaltio", "Tax residence"),
    "tin": ("Skatteregistreringsnummer (TIN)", "Skatteidentifikasjonsnummer (TIN)", "Skatteidentifikationsnummer (TIN)", "Verotunniste (TIN)", "Tax identification number"),
    "idtype": ("Legitimationshandling", "Legitimasjon", "Legitimation", "Henkilöllisyystodistus", "Identity document"),
    "idno": ("Handlingens nummer", "Dokumentnummer", "Dokumentnummer", "Asiakirjan numero", "Document number"),
    "idctry": ("Utfärdande land", "Utstedt av (land)", "Udstedelsesland", "Myöntäjävaltio", "Issuing country"),
    "idexp": ("Giltig till och med", "Gyldig til", "Udløbsdato", "Voimassa", "Valid until"),
    "purpose": ("Syfte med affärsförbindelsen", "Formål med kundeforholdet", "Formål med kundeforholdet", "Asiakkuuden tarkoitus", "Purpose of the relationship"),
    "deposits": ("Förväntade insättningar per månad", "Forventet innskudd per måned", "Forventede indbetalinger pr. måned", "Arvioidut talletukset / kk", "Expected monthly deposits"),
    "signed": ("Ort och datum", "Sted og dato", "Sted og dato", "Paikka ja päiväys", "Place and date"),
}
SEX_WORDS = {"sv": {"M": "Man", "F": "Kvinna"}, "no": {"M": "Mann", "F": "Kvinne"}, "da": {"M": "Mand", "F": "Kvinde"},
             "fi": {"M": "Mies", "F": "Nainen"}, "en": {"M": "Male", "F": "Female"}}


def _kn(key: str, lang: str, bil: bool) -> str:
    row = KYC_NORDIC[key]
    s = row[NL_IDX[lang]]
    return f"{s} / {row[4]}" if bil and s != row[4] else s


def kyc_se_kundkannedom(rng: random.Random):
    k = kyc_case(rng, "SE", tin_optional=0.0)
    p, ds, r, lang = k.p, k.date_style, "SE", "sv"
    bil = _chance(rng, 0.75)

    def L(key):
        return _kn(key, lang, bil)

    pid = nordic_pid("SE", p, rng)
    k.tin = pid
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.3em\">{esc(k.bank)}</b><br><span class=\"small\">{esc(', '.join(k.bank_addr))}</span></div>"
            f"<div class=\"right\"><b>{esc(L('title'))}</b></div></div>"]
    sex_shown = _chance(rng, 0.5)
    mode = rng.choice(["tab", "colon", "below"])
    body.append("<div class=\"band\">1. Personuppgifter" + (" / Personal details" if bil else "") + "</div>")
    body.append(field(L("name"), esc(p.full), mode))
    body.append(field(L("pid"), esc(pid), mode))
    body.append(field(L("dob"), esc(fdate(p.dob, ds)), mode))
    if sex_shown:
        body.append(field(L("sex"), options([SEX_WORDS[lang]["M"], SEX_WORDS[lang]["F"]], SEX_WORDS[lang][p.sex], rng.randint(0, 1)), mode))
    body.append(field(L("nat"), esc(nationality_word(k.nationality, lang, rng)), mode))
    a_html, a_truth = join_addr(p.address, rng.choice(["comma", "lines"]))
    body.append(field(L("addr"), a_html, "below" if mode != "tab" else "tab"))
    body.append(field(L("phone"), esc(p.mobile), mode))
    body.append("<div class=\"band\">2. Legitimation" + (" / Identification" if bil else "") + "</div>")
    body.append(boxgrid([(L("idtype"), esc(id_type_word(k, lang)), 1), (L("idno"), esc(k.id_number), 1),
                         (L("idctry"), esc(country_name(k.id_country, lang)), 1), (L("idexp"), esc(fdate(k.id_expiry, ds)), 1)], 4))
    body.append("<div class=\"band\">3. Sysselsättning och inkomst" + (" / Occupation and income" if bil else "") + "</div>")
    body.append(field(L("occupation"), esc(k.occupation), mode))
    body.append(field(L("employer"), esc(k.employer or k.employer_shown), mode))
    il, iv = income_line(k, rng, lang)
    body.append(field(il + (" / Gross income" if bil else ""), esc(iv), mode))
    body.append(field(L("sof"), sof_options(k, rng, lang), "below"))
    body.append(field(L("purpose"), esc(rng.choice(["Sparande", "Vardagsekonomi", "Bolån", "Pensionssparande"])), mode))
    body.append(field(L("deposits"), esc(rng.choice(["0–10 000 kr", "10 000–50 000 kr", "50 000–100 000 kr"])), mode))
    body.append(field(L("pep"), yes_no(k.is_pep, rng, lang), "below"))
    body.append("<div class=\"band\">4. " + esc(L("tax")) + "</div>")
    body.append(f"<table class=\"grid\"><tr><th>{esc(_kn('tax', lang, False))}</th><th>{esc(L('tin'))}</th></tr><tr><td>Sverige</td><td>{esc(k.tin)}</td></tr></table>")
    body.append("<p class=\"boiler\">Banken är enligt lagen (2017:630) om åtgärder mot penningtvätt och finansiering av terrorism skyldig att ha god kännedom om sina kunder. Uppgifterna behandlas konfidentiellt.</p>")
    if bil:
        body.append("<p class=\"boiler\">The bank is required by the Swedish Anti-Money Laundering Act to know its customers. The information is treated confidentially.</p>")
    body.append(f"<p>{esc(L('signed'))}: {esc(p.address[-1].split(' ', 2)[-1])}, {esc(fdate(k.today, ds))} &nbsp; <span class=\"hand\">{esc(p.full)}</span></p>")
    html = page(L("title"), "".join(body), rng, lang="sv")
    return html, kyc_truth(k, sex=p.sex if sex_shown else None, address=a_truth)


def kyc_nordic_selfcert(rng: random.Random):
    region = rng.choice(["NO", "DK", "FI"])
    lang = REGION[region]["lang"]
    k = kyc_case(rng, region, tin_optional=0.0)
    p, ds, r = k.p, k.date_style, region
    bil = _chance(rng, 0.8)

    def L(key):
        return _kn(key, lang, bil)

    pid = nordic_pid(region, p, rng)
    k.tin = pid
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.3em\">{esc(k.bank)}</b><br><span class=\"small\">{esc(', '.join(k.bank_addr))}</span></div>"
            f"<div class=\"right small\">{esc(fdate(k.today, ds))}</div></div><h1>{esc(L('title'))}</h1>"]
    sex_shown = _chance(rng, 0.45)
    split = _chance(rng, 0.5)
    a_html, a_truth = join_addr(p.address, rng.choice(["comma", "lines"]))
    cells = ([(L("given"), esc(p.first), 2), (L("surname"), esc(p.surname), 2)] if split else [(L("name"), esc(p.full), 4)])
    cells += [(L("pid"), esc(pid), 2), (L("dob"), esc(fdate(p.dob, ds)), 1)]
    cells += [(L("sex"), esc(SEX_WORDS[lang][p.sex]), 1)] if sex_shown else [("", "", 1)]
    cells += [(L("nat"), esc(nationality_word(k.nationality, lang, rng)), 2), (L("phone"), esc(p.mobile), 2), (L("addr"), a_html, 4)]
    body.append(boxgrid(cells, 4))
    body.append(f"<h3>{esc(L('idtype'))}</h3>")
    body.append(boxgrid([(L("idtype"), esc(id_type_word(k, lang)), 1), (L("idno"), esc(k.id_number), 1),
                         (L("idctry"), esc(country_name(k.id_country, lang)), 1), (L("idexp"), esc(fdate(k.id_expiry, ds)), 1)], 4))
    il, iv = income_line(k, rng, lang)
    body.append(f"<h3>{esc(L('occupation'))}</h3>")
    body.append(boxgrid([(L("occupation"), esc(k.occupation), 2), (L("employer"), esc(k.employer or k.employer_shown), 2),
                         (il + (" / Gross income" if bil else ""), esc(iv), 2), (L("deposits"), esc(money(round(rng.uniform(2000, 40000), -3), r, rng, decimals=0)), 2)], 4))
    body.append(field(L("sof"), sof_options(k, rng, lang), "below"))
    body.append(field(L("pep"), yes_no(k.is_pep, rng, lang), "below"))
    body.append(f"<h3>{esc(L('tax'))}</h3>")
    body.append(f"<table class=\"grid\"><tr><th>{esc(L('tax'))}</th><th>{esc(L('tin'))}</th></tr><tr><td>{esc(country_name(REGION[region]['country'], lang))}</td><td>{esc(k.tin)}</td></tr></table>")
    decl = {"no": "Banken er etter hvitvaskingsloven pålagt å gjennomføre kundetiltak. Opplysningene behandles i samsvar med personopplysningsloven.",
            "da": "Banken er efter hvidvaskloven forpligtet til at indhente oplysninger om sine kunder. Oplysningerne behandles fortroligt.",
            "fi": "Pankilla on rahanpesulain mukainen velvollisuus tuntea asiakkaansa. Tiedot käsitellään luottamuksellisesti."}[lang]
    body.append(f"<p class=\"boiler\">{esc(decl)}</p>")
    body.append(f"<p>{esc(L('signed'))}: {esc(fdate(k.today, ds))} &nbsp; <span class=\"hand\">{esc(p.full)}</span></p>")
    html = page(L("title"), "".join(body), rng, lang=lang)
    return html, kyc_truth(k, sex=p.sex if sex_shown else None, address=a_truth)


def kyc_officer_checklist(rng: random.Random):
    region = rng.choice(["UK", "IE", "AU", "NZ"])
    k = kyc_case(rng, region)
    p, ds, r = k.p, k.date_style, region
    officer = make_person(rng, r, k.today)
    title = rng.choice(["Identification & Verification Checklist", "Customer Due Diligence Checklist (Branch)", "New Member ID&V Record"])
    body = [f"<div class=\"hdr\"><div><b>{esc(k.bank)}</b><br><span class=\"small\">{esc(rng.choice(['Branch', 'Member Services', 'Customer Service Centre']))} — {esc(k.bank_addr[-1])}</span></div>"
            f"<div class=\"right\"><b>{esc(title)}</b><br><span class=\"small\">Ref {_letters(rng, 2)}{_digits(rng, 6)}</span></div></div>"]
    body.append("<div class=\"band\">Customer</div>")
    sex_shown = _chance(rng, 0.5)
    rows = [("Customer name", esc(p.full)), ("Date of birth", esc(fdate(p.dob, ds)))]
    if sex_shown:
        rows.append(("Sex", {"M": "M", "F": "F"}[p.sex]))
    a_html, a_truth = join_addr(p.address, "comma")
    rows += [("Nationality", esc(nationality_word(k.nationality, "en", rng))), ("Residential address", a_html),
             ("Occupation", esc(k.occupation)), ("Employer", esc(k.employer or k.employer_shown))]
    il, iv = income_line(k, rng)
    rows.append((il, esc(iv)))
    tin_label = {"UK": "NI number / TIN", "IE": "PPSN (TIN)", "AU": "TFN", "NZ": "IRD number"}[region]
    rows.append((tin_label, esc(k.tin) if k.tin else rng.choice(["Not provided", "—", "Not quoted"])))
    body.append("<table class=\"grid\">" + "".join(f"<tr><td style=\"width:32%\">{esc(a)}</td><td>{b}</td></tr>" for a, b in rows) + "</table>")
    body.append("<div class=\"band\">A. Photographic identity (one required)</div>")
    t = ["<table class=\"grid\"><tr><th></th><th>Document</th><th>Number</th><th>Country</th><th>Expiry</th></tr>"]
    docs = [("passport", "Current signed passport"), ("national_id", "EEA national identity card"), ("dl", "Full photocard driving licence")]
    for key, lab in docs:
        on = key == k.id_type
        if on:
            t.append(f"<tr><td class=\"tick\">{tick(True)}</td><td>{esc(lab)}</td><td>{esc(k.id_number)}</td><td>{esc(country_name(k.id_country))}</td><td>{esc(fdate(k.id_expiry, ds))}</td></tr>")
        else:
            t.append(f"<tr><td class=\"tick\">{tick(False)}</td><td>{esc(lab)}</td><td></td><td></td><td></td></tr>")
    t.append("</table>")
    body.append("".join(t))
    body.append("<div class=\"band\">B. Proof of address (dated within 3 months)</div>")
    poa = {"UK": ["Council tax bill (current year)", "Utility bill (not mobile phone)", "Bank or building society statement", "HMRC tax notification", "Mortgage statement"],
           "IE": ["Utility bill (ESB, Bord Gáis, Irish Water)", "Bank statement", "Revenue Commissioners letter", "Department of Social Protection letter", "Motor tax"],
           "AU": ["Rates notice", "Utility bill (electricity, gas, water)", "Bank statement", "ATO notice of assessment", "Centrelink letter"],
           "NZ": ["Bank statement", "Utility bill", "Rates notice", "IRD correspondence", "Tenancy agreement"]}[region]
    t = ["<table class=\"grid\"><tr><th></th><th>Document</th><th>Issuer</th><th>Dated</th></tr>"]
    chosen = rng.sample(range(len(poa)), rng.choice([1, 2]))
    for i, d in enumerate(poa):
        on = i in chosen
        t.append(f"<tr><td class=\"tick\">{tick(on, 1)}</td><td>{esc(d)}</td><td>{esc(rng.choice(POA_ISSUERS[region])) if on else ''}</td><td>{esc(fdate(k.today - timedelta(days=rng.randint(5, 85)), ds)) if on else ''}</td></tr>")
    t.append("</table>")
    body.append("".join(t))
    body.append("<div class=\"band\">C. Risk questions</div>")
    body.append(field("Source of funds", sof_options(k, rng), "below"))
    body.append(field("PEP / family member / close associate", yes_no(k.is_pep, rng), "colon"))
    body.append(field("Sanctions screening", rng.choice(["No match", "Clear", "Potential match — discounted"]), "colon"))
    body.append(field("Risk rating", rng.choice(["Low", "Standard", "High (EDD)"]) if k.is_pep else rng.choice(["Low", "Standard"]), "colon"))
    body.append("<div class=\"band\">D. Declaration by staff member</div>")
    body.append(f"<p class=\"small\">I confirm that I have seen the original documents ticked above, that the photograph is a true likeness of the customer and that copies have been certified. Name: {esc(officer.full)} · Staff no. {_digits(rng, 5)} · Date {esc(fdate(k.today, ds))}</p>")
    body.append(boiler_paragraphs(rng, KYC_BOILER if region == "UK" else KYC_BOILER_GENERIC, 2))
    html = page(title, "".join(body), rng)
    return html, kyc_truth(k, sex=p.sex if sex_shown else None, address=a_truth)


_MRZ_MAP = {"Å": "AA", "Ä": "AE", "Ö": "OE", "Ø": "OE", "Æ": "AE", "Ü": "UE", "å": "AA", "ä": "AE", "ö": "OE", "ø": "OE", "æ": "AE", "ü": "UE"}


def _mrz_name(s: str) -> str:
    s = "".join(_MRZ_MAP.get(c, c) for c in s)
    s = _ascii_fold(s).upper().replace("'", "")
    return re.sub(r"[^A-Z]", "<", s)


def _check(s: str) -> str:
    vals = {**{str(i): i for i in range(10)}, **{chr(65 + i): 10 + i for i in range(26)}, "<": 0}
    return str(sum(vals[c] * w for c, w in zip(s, [7, 3, 1] * 20)) % 10)


def mrz_td3(k: KycCase) -> tuple[str, str]:
    p = k.p
    name = f"{_mrz_name(p.surname)}<<{_mrz_name(' '.join(p.given))}"
    l1 = ("P<" + k.id_country + name + "<" * 44)[:44]
    num_ = (k.id_number.replace(" ", "") + "<" * 9)[:9]
    dob = fdate(p.dob, "swift")
    exp = fdate(k.id_expiry, "swift")
    opt = "<" * 14
    part = num_ + _check(num_) + k.nationality + dob + _check(dob) + p.sex + exp + _check(exp) + opt + _check(opt)
    comp = _check(num_ + _check(num_) + dob + _check(dob) + exp + _check(exp) + opt + _check(opt))
    return l1, part + comp


def passport_page(k: KycCase, rng: random.Random) -> str:
    p = k.p
    l1, l2 = mrz_td3(k)
    dd = lambda d: f"{d.day:02d} {EN_MONTHS[d.month - 1][:3].upper()} {d.year}"
    nat_text = {"GBR": "BRITISH CITIZEN", "IRL": "IRISH / ÉIREANNACH"}.get(k.nationality, COUNTRIES[k.nationality][1].upper())
    rows = [("Type", "P"), ("Code", k.id_country), ("Passport No.", k.id_number),
            ("Surname", _ascii_fold(p.surname).upper() if _chance(rng, 0.3) else p.surname.upper()), ("Given names", p.first.upper()),
            ("Nationality", nat_text), ("Date of birth", dd(p.dob)), ("Sex", p.sex),
            ("Place of birth", rng.choice(BIRTHPLACES[k.nationality])),
            ("Date of issue", dd(k.id_issue)), ("Date of expiry", dd(k.id_expiry)), ("Authority", rng.choice(["HMPO", "DFA", "PASSPORT OFFICE", "POLICE"]))]
    cells = "".join(f"<td style=\"width:33%\"><span class=\"cap\">{esc(a)}</span><b>{esc(b)}</b></td>" + ("</tr><tr>" if i % 3 == 2 else "") for i, (a, b) in enumerate(rows))
    return (f"<div class=\"box avoid\" style=\"border:2px solid #333;margin-top:10px\"><div class=\"b\">PASSPORT — {esc(country_name(k.id_country).upper())} (copy)</div>"
            f"<table><tr>{cells}</tr></table>"
            f"<div style=\"font-family:'DejaVu Sans Mono',monospace;font-size:10.5pt;margin-top:8px;white-space:pre\">{esc(l1)}\n{esc(l2)}</div></div>")


def kyc_membership_with_passport(rng: random.Random):
    region = rng.choice(["UK", "IE", "AU", "NZ", "UK"])
    k = kyc_case(rng, region, allow_national_id=False)
    p, ds, r = k.p, k.date_style, region
    title = rng.choice(["Membership Application", "Become a Member — Application", "Member Account Opening"])
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.3em\">{esc(k.bank)}</b><br><span class=\"small\">{esc(', '.join(k.bank_addr))}</span></div><div class=\"right\"><b>{esc(title)}</b><br><span class=\"small\">Page 1 of 2</span></div></div>"]
    mode = rng.choice(["colon", "leader", "tab"])
    upper = _chance(rng, 0.25)
    body.append(field("Full name", esc(p.full.upper() if upper else p.full), mode))
    body.append(field("Date of birth", esc(fdate(p.dob, ds)), mode))
    body.append(field("Nationality", esc(nationality_word(k.nationality, "en", rng)), mode))
    a_html, a_truth = join_addr(p.address, rng.choice(["comma", "lines"]))
    body.append(field("Address", a_html, "below"))
    body.append(field("Telephone", esc(p.mobile), mode))
    body.append(field("Occupation", esc(k.occupation), mode))
    body.append(field("Employer", esc(k.employer or k.employer_shown), mode))
    il, iv = income_line(k, rng)
    body.append(field(il, esc(iv), mode))
    body.append(field("Main source of funds", sof_options(k, rng), "below"))
    body.append(field("Politically exposed person", yes_no(k.is_pep, rng), mode))
    tl = {"UK": "National Insurance number (TIN)", "IE": "PPS number (TIN)", "AU": "Tax file number", "NZ": "IRD number"}[region]
    body.append(field(tl, esc(k.tin) if k.tin else blank_value(rng), mode))
    body.append(field("Identity document", f"Passport — see copy attached (page 2)", mode))
    if _chance(rng, 0.5):
        j = make_person(rng, region, k.today)
        body.append(f"<div class=\"box small\"><b>Second account holder (joint account only)</b><br>Name: {esc(j.full)} · Date of birth: {esc(fdate(j.dob, ds))} · Passport no. {_id_number(rng, REGION[region]['country'], 'passport')}</div>")
    body.append(boiler_paragraphs(rng, KYC_BOILER if region == "UK" else KYC_BOILER_GENERIC, rng.randint(2, 4)))
    body.append(f"<p>Signature <span class=\"hand\">{esc(p.full)}</span> &nbsp; Date {esc(fdate(k.today, ds))}</p>")
    body.append(f"<div class=\"pb\"></div><div class=\"hdr\"><div><b>{esc(k.bank)}</b></div><div class=\"right small\">Page 2 of 2 — Certified copy of identity document</div></div>")
    body.append(passport_page(k, rng))
    body.append(f"<p class=\"small\">I certify that this is a true copy of the original document and a true likeness of the member. Certified by {esc(make_person(rng, region, k.today).full)}, {esc(rng.choice(['Member Services Officer', 'Branch Manager', 'Customer Adviser']))}, {esc(fdate(k.today, ds))}.</p>")
    html = page(title, "".join(body), rng)
    return html, kyc_truth(k, sex=p.sex, name=p.full.upper() if upper else p.full, address=a_truth)


def kyc_us_cu_membership(rng: random.Random):
    k = kyc_case(rng, "US", allow_national_id=False, tin_optional=0.05)
    p, ds, r = k.p, k.date_style, "US"
    title = rng.choice(["Membership Application", "Membership & Share Account Application", "New Member Application"])
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.3em\">{esc(k.bank)}</b><br><span class=\"small\">{esc(', '.join(k.bank_addr))} · Federally insured by NCUA</span></div><div class=\"right\"><b>{esc(title)}</b><br><span class=\"small\">{'Dates: MM/DD/YYYY' if ds == 'mdy/' else 'Member no. (office use) ' + _digits(rng, 6)}</span></div></div>"]
    sex_shown = _chance(rng, 0.3)
    a_html, a_truth = join_addr(p.address, rng.choice(["comma", "lines"]))
    cells = [("First name", esc(p.given[0]), 1), ("Middle", esc(" ".join(p.given[1:])) if len(p.given) > 1 else "", 1), ("Last name", esc(p.surname), 2),
             ("Date of birth", esc(fdate(p.dob, ds)), 1), ("SSN / ITIN", esc(k.tin) if k.tin else "", 1), ("Citizenship", esc(nationality_word(k.nationality, "en", rng)), 1)]
    cells.append(("Sex", p.sex, 1) if sex_shown else ("Membership eligibility", esc(rng.choice(["Lives in field of membership", "Employer group", "Family member"])), 1))
    cells += [("Physical address (no PO boxes)", a_html, 4), ("Mobile phone", esc(p.mobile), 2), ("Email", esc(p.email), 2),
              ("Occupation", esc(k.occupation), 2), ("Employer", esc(k.employer or k.employer_shown), 2)]
    il, iv = income_line(k, rng)
    cells += [(il, esc(iv), 2), ("Source of funds for initial deposit", esc(rng.choice(SOF_WORDS['en'][k.sof])), 2),
              ("Identification type", esc("U.S. Passport" if k.id_country == "USA" else f"Foreign passport ({country_name(k.id_country)})"), 2),
              ("ID number", esc(k.id_number), 1), ("Expiration date", esc(fdate(k.id_expiry, ds)), 1),
              ("Secondary ID (not verified)", f"State driver's license {_letters(rng, 1)}{_digits(rng, 8)}", 4)]
    body.append(boxgrid(cells, 4))
    body.append(field("Are you a senior foreign political figure, or a family member or close associate of one?", yes_no(k.is_pep, rng), "below"))
    body.append("<p class=\"boiler\">IMPORTANT INFORMATION ABOUT PROCEDURES FOR OPENING A NEW ACCOUNT: To help the government fight the funding of terrorism and money laundering activities, federal law requires all financial institutions to obtain, verify, and record information that identifies each person who opens an account.</p>")
    body.append("<p class=\"boiler\">Under penalties of perjury, I certify that the number shown on this form is my correct taxpayer identification number and that I am not subject to backup withholding.</p>")
    body.append(f"<p>Signature <span class=\"hand\">{esc(p.full)}</span> &nbsp; Date {esc(fdate(k.today, ds))} &nbsp; Par value share: $5.00</p>")
    html = page(title, "".join(body), rng)
    return html, kyc_truth(k, sex=p.sex if sex_shown else None, address=a_truth)


KYC_LAYOUTS = {
    "uk_bs_savings_opening": kyc_uk_bs_savings,
    "ie_cu_membership_nominee": kyc_ie_cu_membership,
    "au_customer_identification": kyc_au_customer_id,
    "nz_cdd_boxes": kyc_nz_cdd,
    "se_kundkannedom": kyc_se_kundkannedom,
    "nordic_kyc_selfcert": kyc_nordic_selfcert,
    "id_v_checklist": kyc_officer_checklist,
    "membership_with_passport": kyc_membership_with_passport,
    "us_cu_membership": kyc_us_cu_membership,
}


# --------------------------------------------------------------------------------------------
# letters of credit
# --------------------------------------------------------------------------------------------

LC_BANKS = {
    "UK": [("Pennine & Border Bank plc", "PBBKGB2L"), ("Wessex Regional Bank Limited", "WRBLGB21"), ("Tyne Commercial Bank plc", "TYCBGB2N")],
    "IE": [("Munster Enterprise Bank DAC", "MEBKIE2D"), ("Leinster Trade Bank DAC", "LTBDIE21")],
    "AU": [("Riverina Mutual Bank", "RVMBAU2S"), ("Greater Hunter Mutual Bank", "GHMBAU2N"), ("Tablelands Customer Owned Bank", "TCOBAU3B")],
    "NZ": [("Aotea Mutual Bank", "AOMBNZ22"), ("Canterbury Trade Bank Limited", "CTBLNZ2C")],
    "SE": [("Sparbanken Klarälven", "SPKLSE21"), ("Vätterbygdens Sparbank", "VTSPSE22")],
    "NO": [("Fjordkysten Sparebank", "FJSBNO22"), ("Romsdalsfjord Sparebank", "RMSFNO21")],
    "DK": [("Sønderå Sparekasse", "SONSDK22"), ("Lillebælt Andelsbank", "LBABDK21")],
    "FI": [("Päijänteen Säästöpankki", "PAIJFIHH"), ("Kymijoen Osuuspankki", "KYOPFIHH")],
}
SME = {
    "UK": ["Pennine Outdoor Furniture Ltd", "Calder Valley Kitchenware Ltd", "Northgate Cycle Parts Ltd", "Severn Marine Supplies Ltd", "Harrogate Home Textiles Ltd"],
    "IE": ["Slaney Valley Garden Supplies Ltd", "Corrib Hardware Distributors Ltd", "Atlantic Tile Imports Ltd", "Boyne Workwear Ltd"],
    "AU": ["Riverina Irrigation Supplies Pty Ltd", "Coastline Camping Gear Pty Ltd", "Hunter Valley Tiles Pty Ltd", "Banksia Homewares Pty Ltd"],
    "NZ": ["Tasman Marine Hardware Ltd", "Kowhai Homeware Imports Ltd", "Southern Alps Outdoor Ltd", "Waikato Farm Supplies Ltd"],
    "SE": ["Klarälvens Möbler AB", "Vättern Cykel & Sport AB", "Norrskog Verktyg AB", "Göta Kakel AB"],
    "NO": ["Fjordkysten Fiskeutstyr AS", "Romsdal Interiør AS", "Nordvik Verktøy AS", "Trøndelag Sykkel AS"],
    "DK": ["Limfjord Cykler ApS", "Sønderå Møbelimport A/S", "Vestkyst Fliser ApS", "Fyns Køkkenudstyr ApS"],
    "FI": ["Saimaan Sähkötarvike Oy", "Pohjolan Kodintekstiili Oy", "Järvi-Suomen Pyörä Oy", "Kymen Laattatukku Oy"],
}
EXPORTERS = [
    ("NINGBO HAIXIN HOUSEWARES CO., LTD", ["NO. 88 JINGJIA ROAD, YINZHOU DISTRICT", "NINGBO 315040, CHINA"], "CHN", ["NINGBO, CHINA", "SHANGHAI, CHINA"]),
    ("FOSHAN NANHAI CERAMICS CO., LTD", ["JIHUA 5TH ROAD, NANHAI DISTRICT", "FOSHAN, GUANGDONG 528200, CHINA"], "CHN", ["SHEKOU, CHINA", "NANSHA, CHINA"]),
    ("SAIGON TIMBERCRAFT JOINT STOCK COMPANY", ["LOT B2, SONG THAN 2 INDUSTRIAL PARK", "DI AN, BINH DUONG, VIETNAM"], "VNM", ["HO CHI MINH CITY, VIETNAM", "CAT LAI PORT, VIETNAM"]),
    ("HAI PHONG PRECISION CYCLE CO., LTD", ["KM 9 NGUYEN BINH KHIEM STREET", "HAI AN DISTRICT, HAI PHONG, VIETNAM"], "VNM", ["HAI PHONG, VIETNAM"]),
    ("SHREE GANESH TEXTILE MILLS PVT. LTD.", ["PLOT 41, GIDC ESTATE, NARODA", "AHMEDABAD 382330, GUJARAT, INDIA"], "IND", ["NHAVA SHEVA, INDIA", "MUNDRA, INDIA"]),
    ("EGE MARMO DIS TICARET A.S.", ["ATATURK ORGANIZE SANAYI BOLGESI 10007 SK. NO:4", "CIGLI 35620 IZMIR, TURKEY"], "TUR", ["IZMIR, TURKEY", "ALIAGA, TURKEY"]),
    ("OLEIFICIO VALLE DEL SOLE S.R.L.", ["VIA PROVINCIALE 112", "70031 ANDRIA (BT), ITALY"], "ITA", ["BARI, ITALY", "LA SPEZIA, ITALY"]),
    ("CORTICEIRA DO NORTE LDA", ["RUA DA INDUSTRIA 245", "4535-012 SANTA MARIA DE LAMAS, PORTUGAL"], "PRT", ["LEIXOES, PORTUGAL"]),
    ("KAOHSIUNG MARINE FITTINGS CORP.", ["NO. 17, LINHAI 2ND ROAD, SIAOGANG DISTRICT", "KAOHSIUNG 81245, TAIWAN"], "TWN", ["KAOHSIUNG, TAIWAN"]),
    ("MIDWEST IRRIGATION PRODUCTS INC.", ["4400 INDUSTRIAL PARKWAY", "LINCOLN, NE 68504, USA"], "USA", ["HOUSTON, TX, USA", "SAVANNAH, GA, USA"]),
    ("POMORSKIE FURNITURE SP. Z O.O.", ["UL. PRZEMYSLOWA 14", "83-200 STAROGARD GDANSKI, POLAND"], "POL", ["GDYNIA, POLAND", "GDANSK, POLAND"]),
    ("SIAM RUBBER GLOVES CO., LTD.", ["99/9 MOO 4, BANGPOO INDUSTRIAL ESTATE", "SAMUTPRAKARN 10280, THAILAND"], "THA", ["LAEM CHABANG, THAILAND"]),
]
DISCHARGE = {
    "UK": ["FELIXSTOWE, UNITED KINGDOM", "SOUTHAMPTON, UNITED KINGDOM", "IMMINGHAM, UNITED KINGDOM", "LIVERPOOL, UNITED KINGDOM"],
    "IE": ["DUBLIN, IRELAND", "CORK (RINGASKIDDY), IRELAND"],
    "AU": ["PORT BOTANY, SYDNEY, AUSTRALIA", "MELBOURNE, AUSTRALIA", "BRISBANE, AUSTRALIA", "FREMANTLE, AUSTRALIA"],
    "NZ": ["AUCKLAND, NEW ZEALAND", "TAURANGA, NEW ZEALAND", "LYTTELTON, NEW ZEALAND"],
    "SE": ["GOTHENBURG, SWEDEN", "HELSINGBORG, SWEDEN"],
    "NO": ["OSLO, NORWAY", "BERGEN, NORWAY"],
    "DK": ["AARHUS, DENMARK", "COPENHAGEN, DENMARK"],
    "FI": ["HELSINKI (VUOSAARI), FINLAND", "KOTKA, FINLAND"],
}
ADVISING = {
    "CHN": [("BANK OF NINGBO TRADE BRANCH", "BNBTCNSH"), ("GUANGDONG COASTAL COMMERCIAL BANK", "GCCBCNBG")],
    "VNM": [("SAIGON MERCANTILE JOINT STOCK BANK", "SMJBVNVX"), ("HAIPHONG INDUSTRIAL BANK", "HPIBVNVX")],
    "IND": [("WESTERN INDIA CO-OPERATIVE BANK LTD", "WICBINBB"), ("GUJARAT TRADE BANK LTD", "GJTBINBB")],
    "TUR": [("EGE TICARET BANKASI A.S.", "EGTBTRIS")],
    "ITA": [("BANCA POPOLARE DELLE MURGE S.P.A.", "BPMUITMM")],
    "PRT": [("BANCO DO DOURO S.A.", "BDOUPTPL")],
    "TWN": [("SOUTHERN TAIWAN COMMERCIAL BANK", "STCBTWTP")],
    "USA": [("GREAT PLAINS NATIONAL BANK", "GPNBUS44")],
    "POL": [("BANK POMORSKI S.A.", "BPOMPLPW")],
    "THA": [("CHAO PHRAYA COMMERCIAL BANK", "CPCBTHBK")],
}
GOODS = [
    ("{n} SETS OF ACACIA WOOD OUTDOOR DINING FURNITURE (TABLE AND 6 CHAIRS), MODEL {m}", "SETS"),
    ("{n} PCS STAINLESS STEEL COOKWARE SETS, 5-PIECE, ART. NO. {m}", "PCS"),
    ("{n} UNITS LED PANEL LIGHTING FIXTURES 600X600MM 40W, MODEL {m}", "UNITS"),
    ("{n} PCS ALUMINIUM BICYCLE FRAMES AND FORKS, REF. {m}", "PCS"),
    ("{n} SETS 100 PCT COTTON BED LINEN (DUVET COVER AND 2 PILLOWCASES), DESIGN {m}", "SETS"),
    ("{n} SQUARE METRES GLAZED PORCELAIN FLOOR TILES 60X60CM, SERIES {m}", "SQM"),
    ("{n} COILS POLYESTER MARINE ROPE 12MM AND STAINLESS DECK FITTINGS, CAT. {m}", "COILS"),
    ("{n} PCS PVC IRRIGATION PIPES AND FITTINGS, ITEM {m}", "PCS"),
    ("{n} CARTONS EXTRA VIRGIN OLIVE OIL 12 X 1 LITRE, LOT {m}", "CARTONS"),
    ("{n} PCS HI-VIS WORKWEAR JACKETS EN ISO 20471, STYLE {m}", "PCS"),
    ("{n} CARTONS NITRILE EXAMINATION GLOVES, POWDER FREE, CODE {m}", "CARTONS"),
    ("{n} PCS NATURAL CORK FLOOR PANELS, REF. {m}", "PCS"),
]
LC_DOCS = [
    "SIGNED COMMERCIAL INVOICE IN {k} ORIGINALS AND {c} COPIES INDICATING THE CREDIT NUMBER",
    "FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {bank}, MARKED FREIGHT {fp} AND NOTIFY APPLICANT",
    "PACKING LIST IN {k} COPIES SHOWING GROSS AND NET WEIGHTS OF EACH PACKAGE",
    "CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE IN THE COUNTRY OF EXPORT",
    "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE, BLANK ENDORSED, FOR 110 PCT OF THE CIF VALUE COVERING INSTITUTE CARGO CLAUSES (A)",
    "BENEFICIARY'S CERTIFICATE CONFIRMING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN 5 DAYS OF SHIPMENT",
    "INSPECTION CERTIFICATE ISSUED BY SGS OR BUREAU VERITAS PRIOR TO SHIPMENT",
    "PHYTOSANITARY CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY (WOOD PACKAGING ISPM 15 COMPLIANT)",
]
LC_47A = [
    "ALL DOCUMENTS MUST BE ISSUED IN ENGLISH.",
    "A DISCREPANCY FEE OF {cur} 75.00 WILL BE DEDUCTED FROM THE PROCEEDS OF EACH DISCREPANT PRESENTATION.",
    "THIRD PARTY DOCUMENTS EXCEPT COMMERCIAL INVOICE AND DRAFTS ARE ACCEPTABLE.",
    "SHORT FORM AND BLANK BACK BILLS OF LADING ARE NOT ACCEPTABLE.",
    "DOCUMENTS PRESENTED LATER THAN {d} DAYS AFTER SHIPMENT BUT WITHIN VALIDITY ARE ACCEPTABLE ONLY WITH APPLICANT'S WAIVER.",
    "THE CREDIT NUMBER AND THE NAME OF THE ISSUING BANK MUST APPEAR ON ALL DOCUMENTS.",
]


@dataclass
class LcCase:
    region: str
    bank: str
    bic: str
    bank_addr: list
    lc_no: str
    form: str
    issue: date
    rules: str
    expiry: date
    expiry_place: str
    app_name: str
    app_addr: list
    ben_name: str
    ben_addr: list
    ben_country: str
    currency: str
    amount: float
    tol: tuple
    avail_with: str
    avail_with_bic: bool
    avail_by: str
    tenor: str
    partial: str | None
    tranship: str | None
    pol: str | None
    pod: str | None
    latest_ship: date | None
    goods: str
    docs: list
    conds: list
    pres_days: int | None
    confirm: str
    place_from: str | None
    place_to: str | None
    adv_name: str
    adv_bic: str
    charges: str
    incoterm: str


def lc_case(rng: random.Random, region: str | None = None) -> LcCase:
    region = region or rng.choice(["UK", "UK", "IE", "AU", "NZ", "SE", "NO", "DK", "FI"])
    bank, bic = rng.choice(LC_BANKS[region])
    bic_full = bic + rng.choice(["", "XXX"])
    bank_addr = office_address(rng, region)
    issue = _rand_date(rng, date(2024, 1, 8), date(2026, 6, 26))
    standby = _chance(rng, 0.05)
    form = "IRREVOCABLE STANDBY" if standby else ("IRREVOCABLE TRANSFERABLE" if _chance(rng, 0.12) else "IRREVOCABLE")
    rules = "ISP LATEST VERSION" if standby else rng.choices(["UCP LATEST VERSION", "EUCP LATEST VERSION", "OTHR"], weights=[88, 8, 4])[0]
    ben_name, ben_addr, ben_ctry, loading = rng.choice(EXPORTERS)
    adv_name, adv_bic = rng.choice(ADVISING[ben_ctry])
    adv_bic += rng.choice(["", "XXX"])
    sme = rng.choice(SME[region])
    app_addr = office_address(rng, region)
    if region in NORDIC and len(app_addr) == 2 and _chance(rng, 0.5):
        app_addr = app_addr + [country_name(REGION[region]["country"]).upper()]
    cur = rng.choice(["USD", "USD", "USD", "EUR"] + ({"UK": ["GBP"], "IE": ["EUR"], "AU": ["AUD"], "NZ": ["NZD"], "SE": ["SEK"], "NO": [], "DK": [], "FI": ["EUR"]}[region]))
    if ben_ctry in ("ITA", "PRT", "POL") and cur == "USD":
        cur = "EUR"
    amount = round(rng.uniform(18000, 480000), rng.choice([0, 0, 2]))
    latest = issue + timedelta(days=rng.randint(30, 120))
    pres = rng.choice([21, 21, 14, 15, 10, 7, None]) if not standby else None
    expiry = latest + timedelta(days=(pres or 21) + rng.randint(0, 10))
    if standby:
        expiry = _add_months(issue, rng.choice([6, 12]))
    ctry_up = {"CHN": "CHINA", "VNM": "VIETNAM", "IND": "INDIA", "TUR": "TURKEY", "ITA": "ITALY", "PRT": "PORTUGAL",
               "TWN": "TAIWAN", "USA": "USA", "POL": "POLAND", "THA": "THAILAND"}[ben_ctry]
    if standby:
        exp_place = country_name(REGION[region]["country"]).upper()
    else:
        exp_place = rng.choice([ctry_up, loading[0].split(",")[0], "IN THE BENEFICIARY'S COUNTRY", f"AT THE COUNTERS OF THE NOMINATED BANK IN {ctry_up}"])
    by = rng.choices(["BY NEGOTIATION", "BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"], weights=[40, 30, 12, 14, 4])[0]
    if standby:
        by = "BY PAYMENT"
    if by == "BY NEGOTIATION" and _chance(rng, 0.7):
        aw, aw_bic = "ANY BANK", False
    elif _chance(rng, 0.5):
        aw, aw_bic = adv_bic, True
    elif _chance(rng, 0.5):
        aw, aw_bic = adv_name, False
    else:
        aw, aw_bic = (bank, False) if by != "BY NEGOTIATION" else ("ANY BANK", False)
    tenor = {"BY NEGOTIATION": "AT SIGHT", "BY PAYMENT": "AT SIGHT", "BY ACCEPTANCE": f"AT {rng.choice([30, 60, 90])} DAYS SIGHT",
             "BY DEF PAYMENT": f"{rng.choice([60, 90, 120])} DAYS AFTER BILL OF LADING DATE", "BY MIXED PYMT": "50 PCT AT SIGHT, 50 PCT AT 60 DAYS AFTER B/L DATE"}[by]
    road = (not standby and ben_ctry in ("POL", "TUR") and region in NORDIC + ("UK",) and _chance(rng, 0.5))
    incoterm = rng.choice(["DAP", "FCA"]) if road else rng.choice(["CIF", "CFR", "FOB"])
    pod = rng.choice(DISCHARGE[region])
    pol = rng.choice(loading)
    place_from = place_to = None
    if road:
        place_from = re.sub(r"^[\d-]+ ", "", ben_addr[-1].split(",")[0])
        town_line = app_addr[-2] if app_addr[-1].isupper() and region in NORDIC and len(app_addr) > 2 else app_addr[-1]
        place_to = re.sub(r"^[\d ]+", "", town_line) if region in NORDIC else town_line
    g, unit = rng.choice(GOODS)
    n = rng.choice([120, 240, 420, 600, 850, 1200, 2400, 5000])
    goods = g.format(n=f"{n:,}" if _chance(rng, 0.5) else n, m=f"{_letters(rng, 2)}-{_digits(rng, 3)}")
    goods += f" AS PER PROFORMA INVOICE NO. {_letters(rng, 2)}{_digits(rng, 4)} DATED {fdate(issue - timedelta(days=rng.randint(10, 50)), 'dmy.')}"
    if road:
        goods += f", {incoterm} {(place_to if incoterm == 'DAP' else place_from).upper()} INCOTERMS 2020"
    else:
        goods += f", {incoterm} {pod.split(',')[0] if incoterm != 'FOB' else pol.split(',')[0]} INCOTERMS 2020"
    if standby:
        goods = f"PAYMENT GUARANTEE COVERING SUPPLIES OF {g.split(' ', 2)[-1].split(',')[0]} UNDER SUPPLY AGREEMENT NO. {_letters(rng, 3)}/{_digits(rng, 4)}"
    k = rng.choice([2, 3, 3, 4])
    bank_for_bl = bank.upper()
    fp = "PREPAID" if incoterm in ("CIF", "CFR") else "COLLECT"
    docs_pool = [d.format(k=k, c=rng.choice([1, 2, 3]), bank=bank_for_bl, fp=fp) for d in LC_DOCS]
    if road:
        tenor = tenor.replace("BILL OF LADING", "CMR").replace("B/L", "CMR")
        docs_pool[1] = f"CMR ROAD CONSIGNMENT NOTE SHOWING THE GOODS CONSIGNED TO {sme.upper()} AND SIGNED BY THE CARRIER"
    if standby:
        docs = ["BENEFICIARY'S SIGNED STATEMENT THAT THE APPLICANT HAS FAILED TO PAY THE AMOUNT CLAIMED WITHIN 30 DAYS OF ITS DUE DATE",
                "COPY OF THE UNPAID COMMERCIAL INVOICE(S)"]
    else:
        docs = docs_pool[:2] + rng.sample(docs_pool[2:], rng.randint(1, 4))
        if incoterm != "CIF":
            docs = [d for d in docs if not d.startswith("INSURANCE")]
    part = None if standby else rng.choice(["ALLOWED", "NOT ALLOWED", "ALLOWED", "NOT ALLOWED", "CONDITIONAL", None])
    trans = None if standby else rng.choice(["ALLOWED", "NOT ALLOWED", "NOT ALLOWED", "CONDITIONAL", None])
    conds = [c.format(cur=cur, d=pres or 21) for c in rng.sample(LC_47A, rng.randint(1, 4))]
    if road:
        conds = [x for x in conds if "BILLS OF LADING" not in x]
    if part == "CONDITIONAL":
        conds.append(f"PARTIAL SHIPMENTS ARE ALLOWED IN NOT MORE THAN {rng.choice(['TWO', 'THREE'])} LOTS, EACH LOT TO BE INVOICED SEPARATELY.")
    if trans == "CONDITIONAL":
        conds.append("TRANSHIPMENT IS ALLOWED ONLY IF THE ENTIRE CARRIAGE IS COVERED BY ONE AND THE SAME TRANSPORT DOCUMENT.")
    tol = (None, None)
    if _chance(rng, 0.45):
        t = rng.choice([5, 10, 10, 3])
        tol = (t, t) if _chance(rng, 0.8) else (t, 0)
    ship_pol, ship_pod, ship_latest = (None, None, None) if standby else (pol, pod, latest)
    if road:
        ship_pol = ship_pod = None
    elif not standby and _chance(rng, 0.06):
        ship_pod = None
    if not standby and _chance(rng, 0.05):
        ship_latest = None
    lc_no = rng.choice([f"ILC{issue.year % 100:02d}{_digits(rng, 5)}", f"{bic[:4]}{_digits(rng, 7)}", f"IMP/{issue.year}/{_digits(rng, 4)}",
                        f"DC{_digits(rng, 8)}", f"{_digits(rng, 3)}LC{_digits(rng, 6)}"])
    return LcCase(region=region, bank=bank, bic=bic_full, bank_addr=bank_addr, lc_no=lc_no, form=form, issue=issue, rules=rules,
                  expiry=expiry, expiry_place=exp_place, app_name=sme, app_addr=app_addr, ben_name=ben_name, ben_addr=ben_addr,
                  ben_country=ben_ctry, currency=cur, amount=float(amount), tol=tol, avail_with=aw, avail_with_bic=aw_bic, avail_by=by,
                  tenor=tenor, partial=part, tranship=trans, pol=ship_pol, pod=ship_pod, place_from=place_from, place_to=place_to,
                  latest_ship=ship_latest, goods=goods, docs=docs, conds=conds, pres_days=pres,
                  confirm=rng.choices(["WITHOUT", "CONFIRM", "MAY ADD"], weights=[60, 20, 20])[0], adv_name=adv_name, adv_bic=adv_bic,
                  charges=rng.choice(["ALL BANKING CHARGES OUTSIDE THE ISSUING BANK ARE FOR ACCOUNT OF BENEFICIARY",
                                      "ALL CHARGES ARE FOR ACCOUNT OF APPLICANT", "ISSUING BANK'S CHARGES FOR APPLICANT, ALL OTHERS FOR BENEFICIARY"]),
                  incoterm=incoterm)


def lc_truth(c: LcCase, *, app_name=None, app_addr=None, ben_name=None, ben_addr=None, goods=None, docs=None,
             avail_with=None, expiry_place=None, pol=None, pod=None) -> dict:
    return {
        "lc_number": c.lc_no,
        "form_of_credit": c.form,
        "date_of_issue": c.issue.isoformat(),
        "applicable_rules": c.rules,
        "expiry_date": c.expiry.isoformat(),
        "expiry_place": expiry_place or c.expiry_place,
        "applicant": {"name": app_name or c.app_name, "address": app_addr or " ".join(c.app_addr)},
        "beneficiary": {"name": ben_name or c.ben_name, "address": ben_addr or " ".join(c.ben_addr)},
        "currency": c.currency,
        "amount": round(c.amount, 2),
        "tolerance_plus_percent": c.tol[0],
        "tolerance_minus_percent": c.tol[1],
        "available_with": avail_with or c.avail_with,
        "available_by": c.avail_by,
        "partial_shipments": c.partial,
        "transhipment": c.tranship,
        "port_of_loading": pol if pol is not None else c.pol,
        "port_of_discharge": pod if pod is not None else c.pod,
        "latest_shipment_date": c.latest_ship.isoformat() if c.latest_ship else None,
        "goods_description": goods or c.goods,
        "documents_required": list(docs) if docs is not None else list(c.docs),
        "presentation_period_days": c.pres_days,
        "confirmation_instructions": c.confirm,
    }


def _wrap(text: str, width: int = 65) -> list[str]:
    words = text.split(" ")
    lines, cur = [], ""
    for w in words:
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    if cur:
        lines.append(cur)
    return lines


def swift_amount(x: float) -> str:
    s = f"{x:.2f}".replace(".", ",")
    return s[:-2] if s.endswith(",00") else s


def mt700_fields(c: LcCase, rng: random.Random) -> list[tuple[str, str, list[str]]]:
    """(tag, name, lines) in MT700 order."""
    f = []
    f.append(("27", "Sequence of Total", ["1/1"]))
    f.append(("40A", "Form of Documentary Credit", [c.form]))
    f.append(("20", "Documentary Credit Number", [c.lc_no]))
    f.append(("31C", "Date of Issue", [fdate(c.issue, "swift")]))
    f.append(("40E", "Applicable Rules", [c.rules + ("/URDG" if False else "")] if c.rules != "OTHR" else ["OTHR/ISBP 821 AND UCP 600 AS MODIFIED"]))
    f.append(("31D", "Date and Place of Expiry", [fdate(c.expiry, "swift") + c.expiry_place]))
    f.append(("50", "Applicant", [c.app_name] + list(c.app_addr)))
    f.append(("59", "Beneficiary", [c.ben_name] + c.ben_addr))
    f.append(("32B", "Currency Code, Amount", [c.currency + swift_amount(c.amount)]))
    if c.tol[0] is not None:
        f.append(("39A", "Percentage Credit Amount Tolerance", [f"{c.tol[0]:02d}/{c.tol[1]:02d}"]))
    tag41 = "41A" if c.avail_with_bic else "41D"
    f.append((tag41, "Available With ... By ...", [c.avail_with, c.avail_by]))
    if c.avail_by in ("BY NEGOTIATION", "BY ACCEPTANCE", "BY PAYMENT") and _chance(rng, 0.7):
        f.append(("42C", "Drafts at ...", [c.tenor]))
        f.append(("42A", "Drawee", [c.bic if c.avail_by != "BY ACCEPTANCE" else c.adv_bic]))
    if c.avail_by in ("BY DEF PAYMENT", "BY MIXED PYMT"):
        f.append(("42P" if c.avail_by == "BY DEF PAYMENT" else "42M", "Negotiation/Deferred Payment Details" if c.avail_by == "BY DEF PAYMENT" else "Mixed Payment Details", _wrap(c.tenor)))
    if c.partial:
        f.append(("43P", "Partial Shipments", [c.partial]))
    if c.tranship:
        f.append(("43T", "Transhipment", [c.tranship]))
    if c.place_from:
        f.append(("44A", "Place of Taking in Charge/Dispatch from .../Place of Receipt", [c.place_from.upper()]))
    if c.pol:
        f.append(("44E", "Port of Loading/Airport of Departure", [c.pol]))
    if c.pod:
        f.append(("44F", "Port of Discharge/Airport of Destination", [c.pod]))
    if c.place_to:
        f.append(("44B", "Place of Final Destination/For Transportation to .../Place of Delivery", [c.place_to.upper()]))
    if c.latest_ship:
        f.append(("44C", "Latest Date of Shipment", [fdate(c.latest_ship, "swift")]))
    f.append(("45A", "Description of Goods and/or Services", _wrap(c.goods)))
    dl = []
    for d in c.docs:
        w = _wrap("+" + d)
        dl += w
    f.append(("46A", "Documents Required", dl))
    cl = []
    for d in c.conds:
        cl += _wrap("+" + d)
    f.append(("47A", "Additional Conditions", cl))
    f.append(("71D", "Charges", _wrap(c.charges, 35)))
    if c.pres_days is not None:
        f.append(("48", "Period for Presentation in Days", [f"{c.pres_days}/FROM THE DATE OF SHIPMENT" if _chance(rng, 0.6) else str(c.pres_days)]))
    f.append(("49", "Confirmation Instructions", [c.confirm]))
    if c.confirm != "WITHOUT" and _chance(rng, 0.6):
        f.append(("58A", "Requested Confirmation Party", [c.adv_bic]))
    f.append(("78", "Instructions to the Paying/Accepting/Negotiating Bank", _wrap("UPON RECEIPT OF COMPLIANT DOCUMENTS AT OUR COUNTERS WE WILL REMIT PROCEEDS AS INSTRUCTED BY THE PRESENTING BANK. DOCUMENTS TO BE SENT TO US IN ONE LOT BY COURIER.")))
    f.append(("57A", "'Advise Through' Bank", [c.adv_bic]) if _chance(rng, 0.5) else ("57D", "'Advise Through' Bank", [c.adv_name]))
    return f


_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
         "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
CUR_WORDS = {"USD": ("US Dollars", "cents"), "EUR": ("Euro", "cents"), "GBP": ("Pounds Sterling", "pence"), "AUD": ("Australian Dollars", "cents"),
             "NZD": ("New Zealand Dollars", "cents"), "SEK": ("Swedish Kronor", "öre")}


def _words(n: int) -> str:
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return _ONES[n // 100] + " hundred" + (" and " + _words(n % 100) if n % 100 else "")
    if n < 1_000_000:
        return _words(n // 1000) + " thousand" + ((" and " if n % 1000 < 100 else " ") + _words(n % 1000) if n % 1000 else "")
    return _words(n // 1_000_000) + " million" + (" " + _words(n % 1_000_000) if n % 1_000_000 else "")


def amount_words(x: float, cur: str) -> str:
    big, small = CUR_WORDS.get(cur, (cur, "cents"))
    whole = int(x)
    cents = round((x - whole) * 100)
    s = f"{big} {_words(whole)}"
    if cents:
        s += f" and {small} {_words(cents)}"
    return (s + " only").upper() if True else s


def lc_money(x: float, cur: str, style: str = "en") -> str:
    return f"{cur} {num(x, style, 2)}"


def by_text(c: LcCase) -> str:
    return {"BY NEGOTIATION": "by negotiation", "BY PAYMENT": "by payment at sight",
            "BY ACCEPTANCE": f"by acceptance of drafts drawn {c.tenor.lower()}", "BY DEF PAYMENT": f"by deferred payment at {c.tenor.lower()}",
            "BY MIXED PYMT": f"by mixed payment ({c.tenor.lower()})"}[c.avail_by]


def ship_word(v: str | None, rng: random.Random, lang: str = "en") -> str:
    if lang == "en":
        return {"ALLOWED": rng.choice(["Allowed", "Permitted", "ALLOWED"]), "NOT ALLOWED": rng.choice(["Not allowed", "Prohibited", "NOT ALLOWED"]),
                "CONDITIONAL": "Conditional (see additional conditions)"}[v]
    return {"sv": {"ALLOWED": "Tillåten", "NOT ALLOWED": "Ej tillåten", "CONDITIONAL": "Villkorad (se tilläggsvillkor)"},
            "no": {"ALLOWED": "Tillatt", "NOT ALLOWED": "Ikke tillatt", "CONDITIONAL": "Betinget (se tilleggsvilkår)"},
            "da": {"ALLOWED": "Tilladt", "NOT ALLOWED": "Ikke tilladt", "CONDITIONAL": "Betinget (se yderligere betingelser)"},
            "fi": {"ALLOWED": "Sallittu", "NOT ALLOWED": "Ei sallittu", "CONDITIONAL": "Ehdollinen (ks. lisäehdot)"}}[lang][v]


def rules_text(c: LcCase, rng: random.Random) -> str:
    return {"UCP LATEST VERSION": rng.choice(["UCP latest version (currently ICC Publication No. 600)", "Uniform Customs and Practice for Documentary Credits, latest version", "UCP LATEST VERSION"]),
            "EUCP LATEST VERSION": rng.choice(["eUCP latest version (supplement to UCP 600 for electronic presentation)", "EUCP LATEST VERSION"]),
            "ISP LATEST VERSION": rng.choice(["International Standby Practices, latest version (ISP98)", "ISP LATEST VERSION"]),
            "OTHR": "Other: UCP 600 and ISBP 821 as modified by the additional conditions (OTHR)"}[c.rules]


def confirm_text(c: LcCase, rng: random.Random) -> str:
    return {"WITHOUT": rng.choice(["Without — please advise the beneficiary without adding your confirmation", "WITHOUT"]),
            "CONFIRM": rng.choice(["Confirm — you are requested to add your confirmation", "CONFIRM"]),
            "MAY ADD": rng.choice(["May add — you may add your confirmation at the beneficiary's request and cost", "MAY ADD"])}[c.confirm]


def tol_text(c: LcCase) -> str:
    if c.tol[0] is None:
        return ""
    if c.tol[0] == c.tol[1]:
        return f"{c.tol[0]} per cent more or less (+/-{c.tol[0]}%)"
    return f"plus {c.tol[0]}% / minus {c.tol[1]}%"


def lc_issue_letter_en(rng: random.Random):
    c = lc_case(rng, rng.choice(["UK", "UK", "IE", "AU", "NZ"]))
    ds = rng.choice(REGION[c.region]["dates"])
    doc_mode = rng.choice(["ol", "num", "dash"])
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.4em\">{esc(c.bank)}</b><br><span class=\"small\">{esc(rng.choice(['Trade Finance', 'International Trade Services', 'Trade & Treasury Operations']))} · {esc(', '.join(c.bank_addr))}<br>SWIFT {esc(c.bic)}</span></div>"
            f"<div class=\"right small\">Our ref: {esc(c.lc_no)}<br>Customer ref: PO {_digits(rng, 5)}</div></div>"]
    body.append(f"<p>{esc(fdate(c.issue, ds))}</p>")
    body.append(f"<p>To: {esc(c.ben_name)}<br>{'<br>'.join(esc(x) for x in c.ben_addr)}</p>")
    body.append(f"<p>Through: {esc(c.adv_name)} ({esc(c.adv_bic)})</p>")
    body.append(f"<p><b>{esc(c.form.title())} Documentary Credit No. {esc(c.lc_no)}</b></p>")
    body.append("<p>Dear Sirs,</p>")
    app_single = _chance(rng, 0.5)
    app_addr_text = ", ".join(c.app_addr) if app_single else "<br>".join(esc(x) for x in c.app_addr)
    app_truth = ", ".join(c.app_addr) if app_single else " ".join(c.app_addr)
    body.append(f"<p>At the request and for the account of our customer</p><p style=\"margin-left:12mm\"><b>{esc(c.app_name)}</b><br>{esc(app_addr_text) if app_single else app_addr_text}</p>"
                f"<p>we hereby issue in your favour our {esc(c.form.lower())} documentary credit for a sum not exceeding "
                f"<b>{esc(lc_money(c.amount, c.currency))}</b> ({esc(amount_words(c.amount, c.currency))}), on the following terms:</p>")
    rows = [("Credit number", esc(c.lc_no)), ("Date of issue", esc(fdate(c.issue, ds))),
            ("Form of credit", esc(c.form)), ("Applicable rules", esc(rules_text(c, rng))),
            ("Expiry", f"{esc(fdate(c.expiry, ds))} in {esc(c.expiry_place)}" if not c.expiry_place.startswith(("IN ", "AT ")) else f"{esc(fdate(c.expiry, ds))} {esc(c.expiry_place)}"),
            ("Amount", esc(lc_money(c.amount, c.currency)))]
    if c.tol[0] is not None:
        rows.append(("Tolerance", esc(tol_text(c))))
    aw = "any bank" if c.avail_with == "ANY BANK" else c.avail_with
    rows.append(("Available with / by", f"{esc(aw)} — {esc(by_text(c))}"))
    if c.partial:
        rows.append(("Partial shipments", esc(ship_word(c.partial, rng))))
    if c.tranship:
        rows.append(("Transhipment", esc(ship_word(c.tranship, rng))))
    if c.place_from:
        rows.append(("Dispatch from (place of taking in charge)", esc(c.place_from)))
    if c.pol:
        rows.append(("Port of loading", esc(c.pol)))
    if c.pod:
        rows.append(("Port of discharge", esc(c.pod)))
    if c.place_to:
        rows.append(("Final destination", esc(c.place_to)))
    if c.latest_ship:
        rows.append(("Latest date of shipment", esc(fdate(c.latest_ship, ds))))
    body.append("<table class=\"grid\">" + "".join(f"<tr><td style=\"width:30%\">{a}</td><td>{b}</td></tr>" for a, b in rows) + "</table>")
    body.append(f"<p><b>Goods:</b> {esc(c.goods)}</p>")
    body.append("<p><b>Documents required:</b></p>")
    if doc_mode == "ol":
        body.append("<ol>" + "".join(f"<li>{esc(d)}</li>" for d in c.docs) + "</ol>")
    elif doc_mode == "num":
        body.append("".join(f"<p style=\"margin:2px 0 2px 6mm\">{i + 1}. {esc(d)}</p>" for i, d in enumerate(c.docs)))
    else:
        body.append("".join(f"<p style=\"margin:2px 0 2px 6mm\">– {esc(d)}</p>" for d in c.docs))
    body.append("<p><b>Additional conditions:</b></p>" + "".join(f"<p style=\"margin:2px 0 2px 6mm\">{esc(x)}</p>" for x in c.conds))
    if c.pres_days is not None:
        body.append(f"<p>Documents must be presented within {c.pres_days} days after the date of shipment but within the validity of the credit.</p>")
    body.append(f"<p>Charges: {esc(c.charges.capitalize())}.</p>")
    body.append(f"<p>Confirmation instructions: {esc(confirm_text(c, rng))}.</p>")
    body.append(f"<p>We hereby engage that drafts and/or documents drawn under and in compliance with the terms of this credit will be duly honoured on presentation. Documents are to be forwarded to {esc(c.bank)}, {esc(', '.join(c.bank_addr))}, in one lot by courier.</p>")
    body.append(f"<p>Yours faithfully,<br>for and on behalf of {esc(c.bank)}<br><br><span class=\"hand\">{esc(make_person(rng, c.region, c.issue).full)}</span> &nbsp; <span class=\"hand\">{esc(make_person(rng, c.region, c.issue).full)}</span><br><span class=\"small\">Authorised signatories</span></p>")
    body.append(f"<div class=\"foot\">{esc(c.bank)} — registered office {esc(', '.join(c.bank_addr))}. This letter is the operative credit instrument; no mail confirmation will follow.</div>")
    html = page("Documentary credit", "".join(body), rng)
    return html, lc_truth(c, app_addr=app_truth, avail_with=c.avail_with)


LC_NORDIC = {
    # key: (sv, no, da, fi, en)
    "title": ("Öppnande av remburs", "Åpning av remburs", "Åbning af remburs", "Remburssin avaaminen", "Issue of documentary credit"),
    "lcno": ("Remburs nr", "Remburs nr.", "Remburs nr.", "Remburssin numero", "Credit number"),
    "issue": ("Öppningsdag", "Åpningsdato", "Åbningsdato", "Avauspäivä", "Date of issue"),
    "form": ("Rembursens form", "Rembursens form", "Rembursens form", "Remburssin muoto", "Form of credit"),
    "rules": ("Tillämpliga regler", "Gjeldende regler", "Gældende regler", "Sovellettavat säännöt", "Applicable rules"),
    "expiry": ("Sista giltighetsdag och ort", "Utløpsdato og sted", "Udløbsdato og sted", "Voimassaolon päättyminen ja paikka", "Expiry date and place"),
    "applicant": ("Uppdragsgivare (sökande)", "Bestiller (søker)", "Ordregiver (ansøger)", "Toimeksiantaja (hakija)", "Applicant"),
    "beneficiary": ("Förmånstagare", "Begunstiget", "Beneficient", "Edunsaaja", "Beneficiary"),
    "amount": ("Belopp", "Beløp", "Beløb", "Määrä", "Amount"),
    "tol": ("Tolerans", "Toleranse", "Tolerance", "Toleranssi", "Tolerance"),
    "avail": ("Tillgänglig hos / genom", "Tilgjengelig hos / ved", "Disponibel hos / ved", "Käytettävissä / tapa", "Available with / by"),
    "partial": ("Delskeppning", "Delskipning", "Delafskibning", "Osalähetykset", "Partial shipments"),
    "trans": ("Omlastning", "Omlasting", "Omladning", "Uudelleenlastaus", "Transhipment"),
    "pol": ("Lastningshamn", "Lastehavn", "Lastehavn", "Lastaussatama", "Port of loading"),
    "pod": ("Lossningshamn", "Lossehavn", "Lossehavn", "Purkaussatama", "Port of discharge"),
    "latest": ("Sista skeppningsdag", "Siste skipningsdato", "Seneste afskibningsdato", "Viimeinen lastauspäivä", "Latest shipment date"),
    "goods": ("Varubeskrivning", "Varebeskrivelse", "Varebeskrivelse", "Tavaran kuvaus", "Description of goods"),
    "docs": ("Dokumentkrav", "Dokumentkrav", "Krævede dokumenter", "Vaaditut asiakirjat", "Documents required"),
    "conds": ("Tilläggsvillkor", "Tilleggsvilkår", "Yderligere betingelser", "Lisäehdot", "Additional conditions"),
    "pres": ("Presentationsperiod (dagar efter skeppning)", "Presentasjonsfrist (dager etter skipning)", "Præsentationsfrist (dage efter afskibning)", "Esittämisaika (päivää lastauksesta)", "Presentation period (days after shipment)"),
    "confirm": ("Bekräftelseinstruktion", "Bekreftelsesinstruks", "Bekræftelsesinstruks", "Vahvistusohje", "Confirmation instructions"),
    "charges": ("Avgifter", "Omkostninger", "Omkostninger", "Kulut", "Charges"),
    "advbank": ("Avisering via", "Avisering via", "Avisering via", "Avisointi pankin kautta", "Advising bank"),
}
FORM_NORDIC = {"sv": {"IRREVOCABLE": "Oåterkallelig", "IRREVOCABLE TRANSFERABLE": "Oåterkallelig, överlåtbar", "IRREVOCABLE STANDBY": "Oåterkallelig standby"},
               "no": {"IRREVOCABLE": "Ugjenkallelig", "IRREVOCABLE TRANSFERABLE": "Ugjenkallelig, overdragbar", "IRREVOCABLE STANDBY": "Ugjenkallelig standby"},
               "da": {"IRREVOCABLE": "Uigenkaldelig", "IRREVOCABLE TRANSFERABLE": "Uigenkaldelig, overdragelig", "IRREVOCABLE STANDBY": "Uigenkaldelig standby"},
               "fi": {"IRREVOCABLE": "Peruuttamaton", "IRREVOCABLE TRANSFERABLE": "Peruuttamaton, siirrettävä", "IRREVOCABLE STANDBY": "Peruuttamaton standby"}}


def _ln(key, lang, bil):
    row = LC_NORDIC[key]
    s = row[NL_IDX[lang]]
    return f"{s} / {row[4]}" if bil and s != row[4] else s


def _nordic_lc_rows(c: LcCase, lang: str, bil: bool, ds: str, rng: random.Random):
    L = lambda k: _ln(k, lang, bil)
    nstyle = "dot" if lang == "da" else "space"
    rows = [(L("lcno"), esc(c.lc_no)), (L("issue"), esc(fdate(c.issue, ds))),
            (L("form"), esc(FORM_NORDIC[lang][c.form]) + (f" ({esc(c.form)})" if bil else "")),
            (L("rules"), esc(c.rules)),
            (L("expiry"), f"{esc(fdate(c.expiry, ds))}, {esc(c.expiry_place)}"),
            (L("amount"), f"<b>{esc(c.currency)} {esc(num(c.amount, nstyle, 2))}</b>")]
    if c.tol[0] is not None:
        rows.append((L("tol"), f"+{c.tol[0]} % / -{c.tol[1]} %"))
    rows.append((L("avail"), f"{esc(c.avail_with)} / {esc(c.avail_by)}"))
    if c.partial:
        rows.append((L("partial"), esc(ship_word(c.partial, rng, lang)) + (f" ({c.partial})" if bil else "")))
    if c.tranship:
        rows.append((L("trans"), esc(ship_word(c.tranship, rng, lang)) + (f" ({c.tranship})" if bil else "")))
    if c.place_from:
        rows.append(("Avsändningsort / Place of dispatch" if lang == "sv" else "Place of taking in charge", esc(c.place_from)))
    if c.pol:
        rows.append((L("pol"), esc(c.pol)))
    if c.pod:
        rows.append((L("pod"), esc(c.pod)))
    if c.place_to:
        rows.append(("Slutdestination / Final destination" if lang == "sv" else "Final destination", esc(c.place_to)))
    if c.latest_ship:
        rows.append((L("latest"), esc(fdate(c.latest_ship, ds))))
    rows.append((L("goods"), esc(c.goods)))
    rows.append((L("docs"), "".join(f"<div>{i + 1}) {esc(d)}</div>" for i, d in enumerate(c.docs))))
    rows.append((L("conds"), "".join(f"<div>{esc(x)}</div>" for x in c.conds)))
    if c.pres_days is not None:
        rows.append((L("pres"), str(c.pres_days)))
    rows.append((L("confirm"), esc(c.confirm)))
    rows.append((L("charges"), esc(c.charges)))
    rows.append((L("advbank"), f"{esc(c.adv_name)} ({esc(c.adv_bic)})"))
    return rows


def lc_issue_letter_nordic(rng: random.Random):
    region = rng.choice(NORDIC)
    lang = REGION[region]["lang"]
    c = lc_case(rng, region)
    ds = rng.choice(REGION[region]["dates"])
    bil = _chance(rng, 0.7)
    L = lambda k: _ln(k, lang, bil)
    intro = {"sv": f"Enligt uppdrag från {c.app_name} har vi idag öppnat nedanstående oåterkalleliga remburs till förmån för {c.ben_name}. Rembursen har avsänts via SWIFT (MT700) till {c.adv_name}.",
             "no": f"Etter oppdrag fra {c.app_name} har vi i dag åpnet nedenstående remburs til fordel for {c.ben_name}. Rembursen er sendt via SWIFT (MT700) til {c.adv_name}.",
             "da": f"Efter anmodning fra {c.app_name} har vi i dag åbnet nedenstående remburs til fordel for {c.ben_name}. Rembursen er afsendt via SWIFT (MT700) til {c.adv_name}.",
             "fi": f"Toimeksiantajanne {c.app_name} pyynnöstä olemme tänään avanneet alla olevan remburssin edunsaajana {c.ben_name}. Remburssi on lähetetty SWIFT-sanomalla (MT700) pankille {c.adv_name}."}[lang]
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.35em\">{esc(c.bank)}</b><br><span class=\"small\">{esc(', '.join(c.bank_addr))} · BIC {esc(c.bic)}</span></div>"
            f"<div class=\"right small\">{esc(fdate(c.issue, ds))}</div></div>"]
    body.append(f"<p>{esc(c.app_name)}<br>{'<br>'.join(esc(x) for x in c.app_addr)}</p>")
    body.append(f"<h2>{esc(L('title'))}</h2>")
    body.append(f"<p>{esc(intro)}</p>")
    if bil:
        body.append(f"<p class=\"small\">On the instructions of {esc(c.app_name)} we have today issued the documentary credit below in favour of {esc(c.ben_name)}.</p>")
    rows = _nordic_lc_rows(c, lang, bil, ds, rng)
    rows.insert(6, (L("applicant"), f"{esc(c.app_name)}<br>{'<br>'.join(esc(x) for x in c.app_addr)}"))
    rows.insert(7, (L("beneficiary"), f"{esc(c.ben_name)}<br>{'<br>'.join(esc(x) for x in c.ben_addr)}"))
    body.append("<table class=\"grid\">" + "".join(f"<tr><td style=\"width:32%\" class=\"small\">{esc(a)}</td><td>{b}</td></tr>" for a, b in rows) + "</table>")
    fee = {"sv": "Öppningsprovision", "no": "Åpningsprovisjon", "da": "Åbningsprovision", "fi": "Avauspalkkio"}[lang]
    body.append(f"<p class=\"small\">{esc(fee)}: {esc(money(round(max(c.amount * 0.0015, 900), 0), region, rng))} — debiteras konto {_digits(rng, 4)} {_digits(rng, 2)} {_digits(rng, 5)}</p>" if lang == "sv" else
                f"<p class=\"small\">{esc(fee)}: {esc(money(round(max(c.amount * 0.0015, 900), 0), region, rng))}</p>")
    sig = {"sv": "Med vänlig hälsning", "no": "Med vennlig hilsen", "da": "Med venlig hilsen", "fi": "Ystävällisin terveisin"}[lang]
    body.append(f"<p>{esc(sig)}<br>{esc(c.bank)}, Trade Finance<br><span class=\"hand\">{esc(make_person(rng, region, c.issue).full)}</span></p>")
    html = page(L("title"), "".join(body), rng, lang=lang)
    return html, lc_truth(c)


def lc_application_stamped(rng: random.Random):
    c = lc_case(rng)
    ds = rng.choice(REGION[c.region]["dates"])
    app_date = c.issue - timedelta(days=rng.randint(1, 6))
    st = rng.randint(0, 1)
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.3em\">{esc(c.bank)}</b><br><span class=\"small\">{esc(', '.join(c.bank_addr))}</span></div>"
            f"<div class=\"right\"><b>{esc(rng.choice(['Application for Import Documentary Credit', 'Import Letter of Credit Application', 'Documentary Credit Application (SME)']))}</b><br><span class=\"small\">Form TF-{_digits(rng, 2)}</span></div></div>"]
    body.append(f"<p class=\"small\">Please issue by SWIFT an irrevocable documentary credit as set out below. Dated: {esc(fdate(app_date, ds))} &nbsp; Customer account: {_digits(rng, 8)}</p>")
    upper_app = _chance(rng, 0.3)
    an = c.app_name.upper() if upper_app else c.app_name
    aa = [x.upper() for x in c.app_addr] if upper_app else c.app_addr
    cells = [("Applicant (name and address)", f"{esc(an)}<br>{'<br>'.join(esc(x) for x in aa)}", 2),
             ("Beneficiary (name and address)", f"{esc(c.ben_name)}<br>{'<br>'.join(esc(x) for x in c.ben_addr)}", 2),
             ("Form of credit", options(["Irrevocable", "Irrevocable transferable", "Irrevocable standby"], {"IRREVOCABLE": "Irrevocable", "IRREVOCABLE TRANSFERABLE": "Irrevocable transferable", "IRREVOCABLE STANDBY": "Irrevocable standby"}[c.form], st), 2),
             ("Applicable rules", esc(c.rules), 2),
             ("Currency and amount", f"{esc(c.currency)} {esc(num(c.amount, 'en', 2))}", 1),
             ("Tolerance (+/- %)", f"{c.tol[0]}/{c.tol[1]}" if c.tol[0] is not None else "", 1),
             ("Expiry date", esc(fdate(c.expiry, ds)), 1), ("Place of expiry", esc(c.expiry_place), 1),
             ("Available with", esc(c.avail_with), 2),
             ("Available by", options(["Payment", "Acceptance", "Negotiation", "Deferred payment", "Mixed payment"],
                                      {"BY PAYMENT": "Payment", "BY ACCEPTANCE": "Acceptance", "BY NEGOTIATION": "Negotiation", "BY DEF PAYMENT": "Deferred payment", "BY MIXED PYMT": "Mixed payment"}[c.avail_by], st), 2),
             ("Partial shipments", options(["Allowed", "Not allowed", "Conditional"], {"ALLOWED": "Allowed", "NOT ALLOWED": "Not allowed", "CONDITIONAL": "Conditional", None: None}[c.partial], st), 2),
             ("Transhipment", options(["Allowed", "Not allowed", "Conditional"], {"ALLOWED": "Allowed", "NOT ALLOWED": "Not allowed", "CONDITIONAL": "Conditional", None: None}[c.tranship], st), 2),
             ("Port of loading", esc(c.pol or ""), 2), ("Port of discharge", esc(c.pod or ""), 2),
             ("Dispatch from (if not by sea)", esc(c.place_from or ""), 2), ("Final destination (if not by sea)", esc(c.place_to or ""), 2),
             ("Latest shipment date", esc(fdate(c.latest_ship, ds)) if c.latest_ship else "", 1), ("Incoterm", esc(c.incoterm), 1),
             ("Presentation period (days)", str(c.pres_days) if c.pres_days is not None else "", 2),
             ("Description of goods", esc(c.goods), 4)]
    body.append(boxgrid(cells, 4))
    body.append("<div class=\"band\">Documents required (tick those required and complete details)</div>")
    standard = [d for d in (LC_DOCS_STD(c)) if d not in c.docs]
    items = [(d, True) for d in c.docs] + [(d, False) for d in standard[:rng.randint(1, 3)]]
    rng.shuffle(items)
    body.append("<table class=\"grid\">" + "".join(f"<tr><td class=\"tick\" style=\"width:6%\">{tick(on, st)}</td><td>{esc(d) if on else '<span class=muted>' + esc(d.split(' IN ')[0].split(' ISSUED')[0].title()) + '</span>'}</td></tr>" for d, on in items) + "</table>")
    body.append("<p class=\"small\">Unticked lines are not required.</p>")
    body.append(boxgrid([("Additional conditions", "<br>".join(esc(x) for x in c.conds), 4),
                         ("Charges", esc(c.charges), 2), ("Confirmation", options(["Without", "May add", "Confirm"], {"WITHOUT": "Without", "MAY ADD": "May add", "CONFIRM": "Confirm"}[c.confirm], st), 2),
                         ("Advising bank (if known)", f"{esc(c.adv_name)} / {esc(c.adv_bic)}", 4)], 4))
    body.append("<p class=\"boiler\">In consideration of your issuing the credit, we agree to the bank's Standard Terms for Documentary Credits, authorise you to debit our account with the amount of all drawings and charges, and confirm that the goods are not subject to any sanctions or export restrictions known to us.</p>")
    body.append(f"<p>Authorised signature(s) for the applicant: <span class=\"hand\">{esc(make_person(rng, c.region, c.issue).full)}</span>, Director</p>")
    body.append(f"<div class=\"box\" style=\"border:2px dashed #8a1c1c\"><b>FOR BANK USE ONLY — ISSUED</b><br>"
                f"{esc(rng.choice(['Documentary credit number', 'Credit no.', 'LC reference']))}: <span class=\"val\">{esc(c.lc_no)}</span><br>"
                f"{esc(rng.choice(['Date of issue', 'Issued on', 'Issue date']))}: {esc(fdate(c.issue, ds))}<br>"
                f"Sent by MT700 to {esc(c.adv_bic)} · Checked by {esc(make_person(rng, c.region, c.issue).full)} · Limit ref {_letters(rng, 3)}{_digits(rng, 4)}</div>")
    html = page("LC application", "".join(body), rng)
    return html, lc_truth(c, app_name=an, app_addr=" ".join(aa), docs=[d for d, on in items if on])


def LC_DOCS_STD(c: LcCase) -> list[str]:
    return ["CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE IN THE COUNTRY OF EXPORT",
            "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE, BLANK ENDORSED, FOR 110 PCT OF THE CIF VALUE COVERING INSTITUTE CARGO CLAUSES (A)",
            "INSPECTION CERTIFICATE ISSUED BY SGS OR BUREAU VERITAS PRIOR TO SHIPMENT",
            "AIR WAYBILL CONSIGNED TO THE ISSUING BANK",
            "PACKING LIST IN 3 COPIES SHOWING GROSS AND NET WEIGHTS OF EACH PACKAGE"]


def _upper_case(c: LcCase) -> None:
    c.app_name = c.app_name.upper()
    c.app_addr = [x.upper() for x in c.app_addr]


def lc_mt700_correspondent_print(rng: random.Random):
    c = lc_case(rng)
    _upper_case(c)
    f = mt700_fields(c, rng)
    recv = f"{fdate(c.issue, 'iso')} {rng.randint(7, 17):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"
    body = [f"<div class=\"hdr\"><div><b>{esc(c.adv_name)}</b><br><span class=\"small\">Trade Services — Incoming SWIFT message print</span></div>"
            f"<div class=\"right small\">Printed {esc(fdate(c.issue + timedelta(days=rng.randint(0, 3)), 'dd MON y'))}<br>Page 1</div></div>"]
    hdr = [("Message type", "MT 700 Issue of a Documentary Credit"), ("Sender", f"{c.bic} {c.bank.upper()}"), ("Receiver", f"{c.adv_bic} {c.adv_name}"),
           ("Received", recv), ("Session / ISN", f"{_digits(rng, 4)} / {_digits(rng, 6)}"), ("MUR", f"{_letters(rng, 4)}{_digits(rng, 8)}")]
    body.append("<table class=\"small\">" + "".join(f"<tr><td style=\"width:30%\">{esc(a)}</td><td class=\"val\">{esc(b)}</td></tr>" for a, b in hdr) + "</table><hr>")
    style = rng.choice(["stack", "table"])
    if style == "stack":
        for tag, name, lines in f:
            body.append(f"<div class=\"avoid\" style=\"margin:4px 0\"><span class=\"b\">{esc(tag)}: {esc(name)}</span><div class=\"val\" style=\"margin-left:10mm\">{'<br>'.join(esc(x) for x in lines)}</div></div>")
    else:
        body.append("<table class=\"grid\"><tr><th>Tag</th><th>Field</th><th>Content</th></tr>" +
                    "".join(f"<tr><td>{esc(t)}</td><td class=\"small\">{esc(n)}</td><td class=\"val\">{'<br>'.join(esc(x) for x in ls)}</td></tr>" for t, n, ls in f) + "</table>")
    body.append(f"<p class=\"small\">MAC: {_letters(rng, 8, 'ABCDEF0123456789')} CHK: {_letters(rng, 12, 'ABCDEF0123456789')} · Authentication result: correct</p>")
    body.append("<div class=\"foot\">This print is for information only. The operative instrument is the authenticated SWIFT message.</div>")
    html = page("MT700", "".join(body), rng, font="'DejaVu Sans', sans-serif")
    return html, lc_truth(c)


def lc_mt700_raw_fin(rng: random.Random):
    c = lc_case(rng)
    _upper_case(c)
    f = mt700_fields(c, rng)
    recv = c.adv_bic[:8] + "A" + (c.adv_bic[8:] if len(c.adv_bic) > 8 else "XXX")
    send = c.bic[:8] + "A" + (c.bic[8:] if len(c.bic) > 8 else "XXX")
    lines = [f"{{1:F01{recv}{_digits(rng, 4)}{_digits(rng, 6)}}}{{2:O700{rng.randint(1000, 1800)}{fdate(c.issue, 'swift')}{send}{_digits(rng, 4)}{_digits(rng, 6)}{fdate(c.issue, 'swift')}{rng.randint(1000, 1800)}N}}{{3:{{108:{_letters(rng, 4)}{_digits(rng, 8)}}}}}{{4:"]
    for tag, _, ls in f:
        lines.append(f":{tag}:{ls[0]}")
        lines += ls[1:]
    lines.append(f"-}}{{5:{{MAC:{_letters(rng, 8, '0123456789ABCDEF')}}}{{CHK:{_letters(rng, 12, '0123456789ABCDEF')}}}}}")
    text = "\n".join(lines)
    pre = f"<pre style=\"font-family:'DejaVu Sans Mono',monospace;font-size:{rng.choice(['8.5pt', '9pt', '9.5pt'])};white-space:pre-wrap;word-break:break-all\">{esc(text)}</pre>"
    head = ""
    if _chance(rng, 0.6):
        head = f"<div class=\"small\">{esc(rng.choice(['Alliance Access — message detail', 'SWIFT FIN message (received)', 'Printed from trade platform']))} · {esc(c.adv_name)} · {esc(fdate(c.issue, 'iso'))}</div><hr>"
    html = page("MT700", head + pre, rng)
    return html, lc_truth(c)


def lc_customer_copy_table(rng: random.Random):
    c = lc_case(rng, rng.choice(["UK", "IE", "AU", "NZ", "SE", "NO", "DK", "FI"]))
    ds = rng.choice(REGION[c.region]["dates"]) if c.region not in NORDIC else "iso"
    f = mt700_fields(c, rng)
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.3em\">{esc(c.bank)}</b><br><span class=\"small\">{esc(', '.join(c.bank_addr))}</span></div>"
            f"<div class=\"right\"><b>{esc(rng.choice(['Import Documentary Credit — Customer Copy', 'Confirmation of Issue — Import Credit', 'Your Import Letter of Credit']))}</b></div></div>"]
    body.append(f"<p>{esc(c.app_name)}<br>{'<br>'.join(esc(x) for x in c.app_addr)}</p>")
    body.append(f"<p>We confirm that we have issued the documentary credit below on your behalf on {esc(fdate(c.issue, ds))} and transmitted it by SWIFT to {esc(c.adv_name)}. Please check the details carefully and tell us immediately if anything is incorrect.</p>")
    body.append(f"<p class=\"small\">Your reference: {esc(rng.choice(['PO', 'ORD', 'IMP']))}-{_digits(rng, 5)} &nbsp;·&nbsp; Facility: Import LC line {_letters(rng, 2)}{_digits(rng, 4)}</p>")
    t = ["<table class=\"grid\"><tr><th style=\"width:8%\">Tag</th><th style=\"width:28%\">Field</th><th>Details</th></tr>"]
    for tag, name, ls in f:
        if tag in ("27",):
            continue
        t.append(f"<tr><td>{esc(tag)}</td><td class=\"small\">{esc(name)}</td><td>{'<br>'.join(esc(x) for x in ls)}</td></tr>")
    t.append("</table>")
    body.append("".join(t))
    fee_cur = REGION[c.region]["cur"]
    body.append(f"<h3>Charges debited to your account {_digits(rng, 4)}-{_digits(rng, 6)}</h3><table class=\"grid small\"><tr><th>Charge</th><th class=\"right\">Amount ({fee_cur})</th></tr>")
    for lab in rng.sample(["Issuance commission (0.25% per quarter, min.)", "SWIFT / telecommunication", "Document handling fee", "Amendment reserve", "Courier"], 3):
        body.append(f"<tr><td>{esc(lab)}</td><td class=\"right\">{esc(num(round(rng.uniform(25, 650), 2), 'en', 2))}</td></tr>")
    body.append("</table>")
    body.append("<p class=\"boiler\">The credit is issued under and subject to your facility letter and our Standard Terms for Documentary Credits. Dates above in the tagged fields are shown in SWIFT format YYMMDD.</p>")
    html = page("Import credit", "".join(body), rng)
    return html, lc_truth(c)


def lc_nordic_form(rng: random.Random):
    region = rng.choice(NORDIC)
    lang = REGION[region]["lang"]
    c = lc_case(rng, region)
    ds = rng.choice(REGION[region]["dates"])
    bil = _chance(rng, 0.8)
    L = lambda k: _ln(k, lang, bil)
    head = {"sv": "Bekräftelse – importremburs", "no": "Bekreftelse – importremburs", "da": "Bekræftelse – importremburs", "fi": "Vahvistus – tuontiremburssi"}[lang]
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.3em\">{esc(c.bank)}</b><br><span class=\"small\">{esc(', '.join(c.bank_addr))}</span></div>"
            f"<div class=\"right\"><b>{esc(head)}{' / Import credit confirmation' if bil else ''}</b></div></div>"]
    cells = [(L("lcno"), esc(c.lc_no), 2), (L("issue"), esc(fdate(c.issue, ds)), 1), (L("form"), esc(c.form), 1),
             (L("applicant"), f"{esc(c.app_name)}<br>{'<br>'.join(esc(x) for x in c.app_addr)}", 2),
             (L("beneficiary"), f"{esc(c.ben_name)}<br>{'<br>'.join(esc(x) for x in c.ben_addr)}", 2),
             (L("amount"), f"{esc(c.currency)} {esc(num(c.amount, 'dot' if lang == 'da' else 'space', 2))}", 1),
             (L("tol"), f"{c.tol[0]}/{c.tol[1]}" if c.tol[0] is not None else "—", 1),
             (L("rules"), esc(c.rules), 2),
             (L("expiry"), f"{esc(fdate(c.expiry, ds))} {esc(c.expiry_place)}", 2),
             (L("avail"), f"{esc(c.avail_with)} {esc(c.avail_by)}", 2),
             (L("partial"), esc(c.partial) if c.partial else "", 1), (L("trans"), esc(c.tranship) if c.tranship else "", 1),
             (L("latest"), esc(fdate(c.latest_ship, ds)) if c.latest_ship else "", 1), (L("pres"), str(c.pres_days) if c.pres_days is not None else "", 1),
             (L("pol"), esc(c.pol or (c.place_from and "—") or ""), 2), (L("pod"), esc(c.pod or ""), 2),
             *([("Place of taking in charge", esc(c.place_from), 2), ("Final destination", esc(c.place_to), 2)] if c.place_from else []),
             (L("goods"), esc(c.goods), 4),
             (L("docs"), "".join(f"<div>+{esc(d)}</div>" for d in c.docs), 4),
             (L("conds"), "".join(f"<div>{esc(x)}</div>" for x in c.conds), 4),
             (L("confirm"), esc(c.confirm), 1), (L("charges"), esc(c.charges), 3),
             (L("advbank"), f"{esc(c.adv_name)}, {esc(c.adv_bic)}", 4)]
    body.append(boxgrid(cells, 4))
    note = {"sv": "Rembursen lyder under ICC:s regler enligt ovan. Kontrollera uppgifterna och meddela oss omgående vid fel.",
            "no": "Rembursen er underlagt ICC-reglene angitt ovenfor. Kontroller opplysningene og gi oss beskjed straks ved feil.",
            "da": "Rembursen er underlagt ICC-reglerne anført ovenfor. Kontrollér oplysningerne og giv os straks besked ved fejl.",
            "fi": "Remburssiin sovelletaan yllä mainittuja ICC:n sääntöjä. Tarkistakaa tiedot ja ilmoittakaa meille virheistä viipymättä."}[lang]
    body.append(f"<p class=\"boiler\">{esc(note)}</p>")
    html = page(head, "".join(body), rng, lang=lang)
    return html, lc_truth(c)


def lc_advice_cover(rng: random.Random):
    c = lc_case(rng)
    _upper_case(c)
    ds = rng.choice(["dd MON y", "d month y", "swift"]) if False else rng.choice(["dd MON y", "d month y", "d-mon-y"])
    adv_ref = f"{_letters(rng, 2)}{_digits(rng, 2)}ADV{_digits(rng, 5)}"
    body = [f"<div class=\"hdr\"><div><b style=\"font-size:1.3em\">{esc(c.adv_name)}</b><br><span class=\"small\">Trade Finance Department · SWIFT {esc(c.adv_bic)}</span></div>"
            f"<div class=\"right small\">Our advice ref: {esc(adv_ref)}<br>Date: {esc(fdate(c.issue + timedelta(days=rng.randint(1, 4)), ds))}</div></div>"]
    body.append(f"<p>To:<br>{esc(c.ben_name)}<br>{'<br>'.join(esc(x) for x in c.ben_addr)}</p>")
    body.append(f"<h2>Advice of {esc(c.form.title())} Documentary Credit</h2>")
    conf = {"WITHOUT": "This advice conveys no engagement or responsibility on our part.",
            "MAY ADD": "We have been authorised to add our confirmation at your request; please contact us if you wish us to do so.",
            "CONFIRM": "At the request of the issuing bank we have added our confirmation to this credit, subject to the receipt of our confirmation fee."}[c.confirm]
    body.append(f"<p>We have received the following authenticated SWIFT MT700 from {esc(c.bank.upper())} ({esc(c.bic)}) and advise it to you. {esc(conf)}</p>")
    rows = [("Issuing bank", f"{esc(c.bank.upper())}"), ("Documentary credit number", esc(c.lc_no)), ("Form of documentary credit", esc(c.form)),
            ("Date of issue", esc(fdate(c.issue, ds))), ("Applicable rules", esc(c.rules)),
            ("Date and place of expiry", f"{esc(fdate(c.expiry, ds))} — {esc(c.expiry_place)}"),
            ("Applicant", f"{esc(c.app_name)}<br>{'<br>'.join(esc(x) for x in c.app_addr)}"),
            ("Beneficiary", f"{esc(c.ben_name)}<br>{'<br>'.join(esc(x) for x in c.ben_addr)}"),
            ("Currency code, amount", f"{esc(c.currency)} {esc(num(c.amount, 'en', 2))}")]
    if c.tol[0] is not None:
        rows.append(("Percentage credit amount tolerance", f"{c.tol[0]}/{c.tol[1]}"))
    rows.append(("Available with … by …", f"{esc(c.avail_with)} {esc(c.avail_by)}"))
    if c.avail_by in ("BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"):
        rows.append(("Drafts / payment terms", esc(c.tenor)))
    if c.partial:
        rows.append(("Partial shipments", esc(c.partial)))
    if c.tranship:
        rows.append(("Transhipment", esc(c.tranship)))
    if c.place_from:
        rows.append(("Place of taking in charge / dispatch from", esc(c.place_from.upper())))
    if c.pol:
        rows.append(("Port of loading / airport of departure", esc(c.pol)))
    if c.pod:
        rows.append(("Port of discharge / airport of destination", esc(c.pod)))
    if c.place_to:
        rows.append(("Place of final destination", esc(c.place_to.upper())))
    if c.latest_ship:
        rows.append(("Latest date of shipment", esc(fdate(c.latest_ship, ds))))
    rows.append(("Description of goods and/or services", esc(c.goods)))
    rows.append(("Documents required", "".join(f"<div>+{esc(d)}</div>" for d in c.docs)))
    rows.append(("Additional conditions", "".join(f"<div>+{esc(x)}</div>" for x in c.conds)))
    rows.append(("Charges", esc(c.charges)))
    if c.pres_days is not None:
        rows.append(("Period for presentation", f"{c.pres_days} DAYS AFTER THE DATE OF SHIPMENT BUT WITHIN THE VALIDITY OF THE CREDIT"))
    rows.append(("Confirmation instructions", esc(c.confirm)))
    body.append("<table class=\"grid\">" + "".join(f"<tr><td style=\"width:30%\" class=\"small\">{esc(a)}</td><td>{b}</td></tr>" for a, b in rows) + "</table>")
    body.append(f"<p class=\"small\">Our advising commission of USD {rng.choice([60, 75, 100, 120])}.00 is for the beneficiary's account. Please quote our reference {esc(adv_ref)} on all documents presented through us. Kindly check the terms of the credit and, if they cannot be complied with, contact the applicant for an amendment.</p>")
    body.append(f"<p>Yours faithfully,<br>{esc(c.adv_name)}<br><span class=\"hand\">Authorised signature</span></p>")
    html = page("Advice of documentary credit", "".join(body), rng)
    return html, lc_truth(c)


LC_LAYOUTS = {
    "lc_issue_letter_en": lc_issue_letter_en,
    "lc_issue_letter_nordic": lc_issue_letter_nordic,
    "lc_application_stamped": lc_application_stamped,
    "mt700_correspondent_print": lc_mt700_correspondent_print,
    "mt700_raw_fin": lc_mt700_raw_fin,
    "lc_customer_copy_table": lc_customer_copy_table,
    "nordic_lc_form": lc_nordic_form,
    "lc_advice_cover": lc_advice_cover,
}


# --------------------------------------------------------------------------------------------
# API
# --------------------------------------------------------------------------------------------

_TABLES = {"loan_application": LOAN_LAYOUTS, "kyc_individual": KYC_LAYOUTS, "letter_of_credit": LC_LAYOUTS}


def layouts(document_type: str) -> list[str]:
    if document_type not in _TABLES:
        raise ValueError(f"unknown document type {document_type!r}")
    return list(_TABLES[document_type])


def generate(document_type: str, index: int, seed: int, layout: str | None = None) -> AuthoredDocument:
    if document_type not in _TABLES:
        raise ValueError(f"unknown document type {document_type!r}")
    table = _TABLES[document_type]
    if layout is None:
        names = list(table)
        layout = names[_seed_int("consumer_lending/layout", document_type, index, seed) % len(names)]
    elif layout not in table:
        raise ValueError(f"unknown layout {layout!r} for {document_type}")
    rng = random.Random(_seed_int("consumer_lending", document_type, index, seed, layout))
    html, truth = table[layout](rng)
    return AuthoredDocument(document_type=document_type, layout=layout, html=html, truth=truth)


# --------------------------------------------------------------------------------------------
# self check
# --------------------------------------------------------------------------------------------

_FREE_TEXT = {
    "loan_application": ["application_number", "borrower.full_name", "borrower.email", "borrower.phone",
                         "co_borrowers[].full_name", "employer_name", "property_address"],
    "kyc_individual": ["full_name", "id_document_number", "residential_address", "occupation", "employer_name",
                       "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name",
                         "beneficiary.address", "available_with", "port_of_loading", "port_of_discharge",
                         "goods_description", "documents_required[]"],
}
_NAME_PATHS = {"borrower.full_name", "co_borrowers[].full_name", "full_name"}


def _fold(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip().casefold()


def visible_text(html: str) -> str:
    """The page's visible text, tags dropped, entities decoded, white space folded, case folded."""
    s = re.sub(r"(?is)<head\b.*?</head>", " ", html)
    s = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", s)
    s = re.sub(r"(?i)</?(span|b|i|u|em|strong|small|sup|sub)\b[^>]*>", "", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return _fold(_html.unescape(s))


def _values(truth: dict, path: str) -> list:
    parts = path.split(".")
    cur = [truth]
    for part in parts:
        nxt = []
        for obj in cur:
            if part.endswith("[]"):
                nxt.extend(obj.get(part[:-2]) or [])
            elif isinstance(obj, dict):
                nxt.append(obj.get(part))
        cur = nxt
    return [v for v in cur if v is not None]


def _text_present(value: str, text: str, is_name: bool) -> bool:
    v = _fold(value)
    if v in text:
        return True
    if is_name:
        return all(tok in text for tok in v.split(" "))
    return False


def _schema(document_type: str) -> dict:
    import json
    path = Path(__file__).resolve().parents[2] / "schemas" / f"{document_type}.schema.json"
    return json.loads(path.read_text(encoding="utf-8"))


def check_document(doc: AuthoredDocument, validator=None) -> None:
    if validator is not None:
        errors = sorted(validator.iter_errors(doc.truth), key=lambda e: list(e.path))
        assert not errors, f"{doc.document_type}/{doc.layout}: schema errors {[e.message for e in errors[:5]]}"
    text = visible_text(doc.html)
    for path in _FREE_TEXT[doc.document_type]:
        for v in _values(doc.truth, path):
            assert isinstance(v, str) and v.strip(), f"{doc.layout}: empty free text at {path}"
            assert _text_present(v, text, path in _NAME_PATHS), f"{doc.document_type}/{doc.layout}: {path}={v!r} not in visible text"
    assert not re.search(r"[\u2E80-\u9FFF\uAC00-\uD7AF\u0E00-\u0E7F]", doc.html), f"{doc.layout}: CJK/Thai glyphs"


def self_check(per_type: int = 3, seed: int = 0) -> None:
    import jsonschema
    for document_type in DOC_TYPES:
        schema = _schema(document_type)
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
        names = layouts(document_type)
        assert len(names) >= 8, f"{document_type}: only {len(names)} layouts"
        for layout in names:
            for i in range(per_type):
                a = generate(document_type, i, seed, layout)
                b = generate(document_type, i, seed, layout)
                assert a == b, f"{document_type}/{layout}/{i}: not deterministic"
                assert a.layout == layout and a.document_type == document_type
                assert a.html.lstrip().lower().startswith("<!doctype html"), f"{layout}: not a complete HTML document"
                check_document(a, validator)
        for i in range(per_type):
            d1 = generate(document_type, i, seed)
            assert d1 == generate(document_type, i, seed) and d1.layout in names
            check_document(d1, validator)


if __name__ == "__main__":  # pragma: no cover
    import time
    t0 = time.time()
    self_check(3, 0)
    self_check(2, 7)
    print(f"self_check passed in {time.time() - t0:.2f}s")
