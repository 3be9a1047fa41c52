"""A third independent generator of synthetic bank documents (HTML pages, printed by Chromium).

Written from the extraction contract (/work/shared/CONTRACT.md), the JSON Schemas in ``schemas/``,
the scorer (``pipeline/evaluate.py``) and the harness that consumes it
(``benchmarks/foreign_documents.py``) only, plus the ``ForeignDocument`` interface of the second
generator. Its author did not read the project's own generator (``corpus/synth``), the models,
the corpus notes (``docs/``) or the bodies of the first and second foreign generators, and imports
none of them. It plays a third set of back offices: its own label wording, page arrangements,
styling, value pools (names of several cultures, addresses of some twenty countries, banks,
goods, ports) and value formats (dates in long, numeric-with-stated-order, SWIFT ``YYMMDD`` and
``YYYYMMDD`` forms, French and Spanish month names; amounts with English, continental, Swiss,
French or SWIFT separators).

    generate(document_type, index, seed) -> ForeignDocument   deterministic in its arguments
    layouts(document_type) -> tuple of layout names            the layout is index % 4

Layouts:

    kyc_individual     onboarding_boxes   two-column boxed onboarding form, tick boxes
                       cdd_memo           a compliance officer's due-diligence memo in prose
                       bilingual_form     French/English or Spanish/English client sheet
                       cbs_screen         monospace core-banking customer screen print
    letter_of_credit   mt700_print        SWIFT MT700 print, numeric tags, YYMMDD dates
                       advice_letter      an advising bank's covering letter in prose
                       issuance_boxes     numbered-box issuance record with tick boxes
                       summary_tables     table-heavy import credit summary
    loan_application   sectioned_form     residential mortgage application form in sections
                       broker_email       a mortgage broker's e-mail to the lender
                       term_sheet         a lender's indicative term sheet (tables)
                       uw_worksheet       monospace underwriting worksheet

Every truth record is built from the strings printed on the page and normalised as the contract
says: ISO dates, alpha-3 countries, ISO 4217 currencies, numbers as numbers, enumerations spelled
as the schemas list them, line breaks inside a field joined by one space, list numbering dropped,
a field not printed is null (such a field is left off the page entirely: no empty label), a KYC
income stated only per month is twelve times that. List items carry no trailing full stop.
Standard library only.
"""
from __future__ import annotations

import datetime as _dt
import hashlib
import html as _html
import random
import re
import textwrap
import unicodedata
from dataclasses import dataclass
from typing import Any, Callable

__all__ = ["DOCUMENT_TYPES", "ForeignDocument", "generate", "layouts"]

DOCUMENT_TYPES = ("kyc_individual", "letter_of_credit", "loan_application")


@dataclass(frozen=True)
class ForeignDocument:
    document_type: str
    layout: str
    html: str
    truth: dict[str, Any]


# -- small helpers ------------------------------------------------------------------------------

def _rng(document_type: str, index: int, seed: int) -> random.Random:
    digest = hashlib.sha256(f"third-generator|{document_type}|{index}|{seed}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


_BREAKABLE = re.compile(r"\S*[-/'\u2019]\S*")


def esc(text: Any) -> str:
    """Text escaped for HTML; a word with a hyphen, slash or apostrophe is kept on one line, so that the
    printed value never breaks inside it (a value wrapped after its hyphen would read differently)."""
    return _BREAKABLE.sub(lambda m: f"<span class=\"nw\">{m.group(0)}</span>", _html.escape(str(text), quote=True))


def _lines_html(lines: list[str]) -> str:
    return "<br>".join(esc(x) for x in lines)


def _join(lines: list[str]) -> str:
    return " ".join(" ".join(x.split()) for x in lines)


def _fold(text: str) -> str:
    """Accents dropped (SWIFT character set style)."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def _ascii_lower(text: str) -> str:
    return "".join(c for c in _fold(text).lower() if c.isalnum())


def _wrap(text: str, width: int) -> list[str]:
    lines = textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False)
    assert " ".join(lines) == " ".join(text.split()), text
    return lines


def _tick(on: bool) -> str:
    return "\u2612" if on else "\u2610"


def _date_between(rng: random.Random, start: _dt.date, end: _dt.date) -> _dt.date:
    return start + _dt.timedelta(days=rng.randint(0, (end - start).days))


MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
MONTHS_ES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
             "octubre", "noviembre", "diciembre"]


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


# Each date style: (format hint printed next to the label or "", formatter).
DATE_STYLES: dict[str, tuple[str, Callable[[_dt.date], str]]] = {
    "long": ("", lambda d: f"{d.day} {MONTHS_EN[d.month - 1]} {d.year}"),
    "us_long": ("", lambda d: f"{MONTHS_EN[d.month - 1]} {d.day}, {d.year}"),
    "ordinal": ("", lambda d: f"{_ordinal(d.day)} {MONTHS_EN[d.month - 1]} {d.year}"),
    "mon": ("", lambda d: f"{d.day:02d}-{MONTHS_EN[d.month - 1][:3].upper()}-{d.year}"),
    "mon_space": ("", lambda d: f"{d.day:02d} {MONTHS_EN[d.month - 1][:3]} {d.year}"),
    "iso": ("YYYY-MM-DD", lambda d: d.isoformat()),
    "dmy_slash": ("DD/MM/YYYY", lambda d: f"{d.day:02d}/{d.month:02d}/{d.year}"),
    "mdy_slash": ("MM/DD/YYYY", lambda d: f"{d.month:02d}/{d.day:02d}/{d.year}"),
    "dmy_dot": ("DD.MM.YYYY", lambda d: f"{d.day:02d}.{d.month:02d}.{d.year}"),
    "ymd_slash": ("YYYY/MM/DD", lambda d: f"{d.year}/{d.month:02d}/{d.day:02d}"),
    "compact": ("YYYYMMDD", lambda d: f"{d.year}{d.month:02d}{d.day:02d}"),
    "swift": ("YYMMDD", lambda d: f"{d.year % 100:02d}{d.month:02d}{d.day:02d}"),
    "fr_long": ("", lambda d: f"{'1er' if d.day == 1 else d.day} {MONTHS_FR[d.month - 1]} {d.year}"),
    "es_long": ("", lambda d: f"{d.day} de {MONTHS_ES[d.month - 1]} de {d.year}"),
}


def fdate(d: _dt.date, style: str) -> str:
    return DATE_STYLES[style][1](d)


def money(value: float, style: str, decimals: int = 2) -> str:
    """A number as printed: en 1,234.50 | eu 1.234,50 | ch 1'234.50 | fr 1 234,50 | plain | swift."""
    en = f"{value:,.{decimals}f}"
    if style == "en" or (decimals == 0 and style in ("eu", "ch", "fr")):
        return en
    if style == "eu":
        return en.replace(",", "\x00").replace(".", ",").replace("\x00", ".")
    if style == "ch":
        return en.replace(",", "'")
    if style == "fr":
        return en.replace(",", "\u00a0").replace(".", ",")
    if style == "plain":
        return f"{value:.{decimals}f}"
    if style == "swift":
        return f"{value:.{decimals}f}".replace(".", ",") if decimals else f"{int(value)},"
    raise ValueError(style)


def _num(value: float) -> float | int:
    return int(value) if float(value).is_integer() and abs(value) < 1e15 else round(value, 2)


def _page(css: str, body: str, title: str) -> str:
    base = ("@page{size:A4;margin:0}*{box-sizing:border-box}html,body{margin:0;padding:0}"
            "body{padding:13mm 14mm 12mm 14mm;color:#111}.nw{white-space:nowrap}")
    return (f"<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{_html.escape(title)}</title>"
            f"<style>{base}{css}</style></head><body>{body}</body></html>")


# -- value pools ------------------------------------------------------------------------------------

# alpha-3: (English name, alpha-2, demonym, French name, Spanish name, currency)
COUNTRIES: dict[str, tuple[str, str, str, str, str, str]] = {
    "SGP": ("Singapore", "SG", "Singaporean", "Singapour", "Singapur", "SGD"),
    "SWE": ("Sweden", "SE", "Swedish", "Suède", "Suecia", "SEK"),
    "DEU": ("Germany", "DE", "German", "Allemagne", "Alemania", "EUR"),
    "FRA": ("France", "FR", "French", "France", "Francia", "EUR"),
    "ESP": ("Spain", "ES", "Spanish", "Espagne", "España", "EUR"),
    "GBR": ("United Kingdom", "GB", "British", "Royaume-Uni", "Reino Unido", "GBP"),
    "USA": ("United States", "US", "American", "États-Unis", "Estados Unidos", "USD"),
    "JPN": ("Japan", "JP", "Japanese", "Japon", "Japón", "JPY"),
    "CHN": ("China", "CN", "Chinese", "Chine", "China", "CNY"),
    "IND": ("India", "IN", "Indian", "Inde", "India", "INR"),
    "NGA": ("Nigeria", "NG", "Nigerian", "Nigeria", "Nigeria", "NGN"),
    "BRA": ("Brazil", "BR", "Brazilian", "Brésil", "Brasil", "BRL"),
    "POL": ("Poland", "PL", "Polish", "Pologne", "Polonia", "PLN"),
    "TUR": ("Türkiye", "TR", "Turkish", "Turquie", "Turquía", "TRY"),
    "VNM": ("Vietnam", "VN", "Vietnamese", "Viêt Nam", "Vietnam", "VND"),
    "KOR": ("Republic of Korea", "KR", "South Korean", "Corée du Sud", "Corea del Sur", "KRW"),
    "ARE": ("United Arab Emirates", "AE", "Emirati", "Émirats arabes unis", "Emiratos Árabes Unidos", "AED"),
    "KEN": ("Kenya", "KE", "Kenyan", "Kenya", "Kenia", "KES"),
    "CAN": ("Canada", "CA", "Canadian", "Canada", "Canadá", "CAD"),
    "AUS": ("Australia", "AU", "Australian", "Australie", "Australia", "AUD"),
    "NLD": ("Netherlands", "NL", "Dutch", "Pays-Bas", "Países Bajos", "EUR"),
    "MEX": ("Mexico", "MX", "Mexican", "Mexique", "México", "MXN"),
    "CHE": ("Switzerland", "CH", "Swiss", "Suisse", "Suiza", "CHF"),
    "ITA": ("Italy", "IT", "Italian", "Italie", "Italia", "EUR"),
}

# currency: (English name, decimals, rough units per US dollar)
CURRENCIES: dict[str, tuple[str, int, float]] = {
    "SGD": ("Singapore dollars", 2, 1.35), "SEK": ("Swedish kronor", 2, 10.5), "EUR": ("euros", 2, 0.92),
    "GBP": ("pounds sterling", 2, 0.79), "USD": ("US dollars", 2, 1.0), "JPY": ("Japanese yen", 0, 150.0),
    "CNY": ("Chinese yuan", 2, 7.2), "INR": ("Indian rupees", 2, 40.0), "NGN": ("Nigerian naira", 2, 600.0),
    "BRL": ("Brazilian reais", 2, 3.0), "PLN": ("Polish zloty", 2, 3.0), "TRY": ("Turkish lira", 2, 20.0),
    "VND": ("Vietnamese dong", 0, 12000.0), "KRW": ("Korean won", 0, 1000.0), "AED": ("UAE dirhams", 2, 3.67),
    "KES": ("Kenyan shillings", 2, 60.0), "CAD": ("Canadian dollars", 2, 1.36), "AUD": ("Australian dollars", 2, 1.52),
    "MXN": ("Mexican pesos", 2, 12.0), "CHF": ("Swiss francs", 2, 0.9),
}

# nationality -> (male given names, female given names, surnames)
NAMES: dict[str, tuple[list[str], list[str], list[str]]] = {
    "SWE": (["Erik", "Lars Olof", "Johan", "Anders"], ["Anna Maria", "Ingrid", "Sofia", "Karin Elisabet"],
            ["Lindqvist", "Bergström", "Sandberg", "Holmgren"]),
    "DEU": (["Jürgen", "Matthias", "Lukas Benedikt", "Tobias"], ["Katrin", "Sabine", "Friederike", "Lea Marie"],
            ["Schäfer", "Hoffmann", "Weiß", "Brandt"]),
    "FRA": (["Jean-Baptiste", "Mathieu", "Théo", "Olivier"], ["Élodie", "Camille", "Margaux", "Anne-Sophie"],
            ["Lefèvre", "Moreau", "Dubois", "Rousseau"]),
    "ESP": (["Javier", "Alejandro", "José Luis", "Íñigo"], ["María José", "Lucía", "Carmen", "Ainhoa"],
            ["García Moreno", "Fernández Ruiz", "Navarro Gil", "Ortega Blanco"]),
    "GBR": (["Oliver", "James Edward", "Callum", "Rhys"], ["Charlotte", "Harriet", "Imogen Rose", "Siobhan"],
            ["Whitfield", "Ashworth", "Pemberton", "McAllister"]),
    "USA": (["Tyler", "Marcus", "Dwayne", "Cody James"], ["Jessica", "Danielle", "Brianna", "Kayla Marie"],
            ["Kowalski", "Washington", "Delgado", "Brennan"]),
    "JPN": (["Haruto", "Kenji", "Takeshi", "Ren"], ["Yui", "Aiko", "Sakura", "Mei"],
            ["Takahashi", "Watanabe", "Yamamoto", "Inoue"]),
    "CHN": (["Wei", "Jun", "Haoran", "Zhiwei"], ["Li Na", "Xiaoling", "Yuting", "Meihua"],
            ["Zhang", "Chen", "Liu", "Huang"]),
    "IND": (["Arjun", "Rohan", "Venkatesh", "Siddharth"], ["Priya", "Ananya", "Lakshmi", "Kavitha"],
            ["Venkataraman", "Sharma", "Iyer", "Chatterjee"]),
    "NGA": (["Chinedu", "Oluwaseun", "Emeka", "Babatunde"], ["Ngozi", "Adaeze", "Funmilayo", "Chiamaka"],
            ["Okafor", "Adeyemi", "Eze", "Balogun"]),
    "BRA": (["João Pedro", "Thiago", "Rafael", "Gustavo"], ["Ana Beatriz", "Larissa", "Fernanda", "Luíza"],
            ["Carvalho", "Nascimento", "Souza", "Albuquerque"]),
    "POL": (["Krzysztof", "Tomasz", "Paweł", "Marek"], ["Agnieszka", "Małgorzata", "Katarzyna", "Zofia"],
            ["Nowak", "Kowalczyk", "Wójcik", "Mazur"]),
    "TUR": (["Mehmet", "Emre", "Burak", "Ahmet Can"], ["Ayşe", "Elif", "Zeynep", "Gülşen"],
            ["Yılmaz", "Demir", "Öztürk", "Şahin"]),
    "VNM": (["Minh Quang", "Duc Anh", "Hoang", "Tuan"], ["Thu Trang", "Lan Anh", "Ngoc Mai", "Thao"],
            ["Nguyen", "Tran", "Pham", "Vu"]),
    "KOR": (["Ji-hoon", "Min-jun", "Dong-hyun", "Sung-ho"], ["Seo-yeon", "Ha-eun", "Ji-woo", "Eun-ji"],
            ["Kim", "Park", "Choi", "Jeong"]),
    "ARE": (["Ahmed", "Khalid", "Saeed", "Hamdan"], ["Fatima", "Mariam", "Noora", "Latifa"],
            ["Al Mansoori", "Al Nuaimi", "Al Falasi", "Al Ketbi"]),
    "KEN": (["Brian", "Kamau", "Otieno", "Kipchoge"], ["Wanjiru", "Faith", "Akinyi", "Njeri"],
            ["Mwangi", "Odhiambo", "Kiprotich", "Wambua"]),
    "ITA": (["Giuseppe", "Lorenzo", "Matteo", "Gian Luca"], ["Chiara", "Giulia", "Francesca", "Maria Grazia"],
            ["Esposito", "Bianchi", "Romano", "De Luca"]),
    "MEX": (["Luis Fernando", "Diego", "Emiliano", "Raúl"], ["Guadalupe", "Ximena", "Valeria", "Ana Sofía"],
            ["Hernández Ruiz", "Martínez López", "Ramírez Ochoa", "Castillo Peña"]),
    "SGP": (["Wei Jie", "Kumar", "Jun Hao", "Hafiz"], ["Hui Min", "Shalini", "Xin Yi", "Nurul Ain"],
            ["Tan", "Lim", "Ong", "Pillai"]),
}

# residence country -> address templates (lines); {a} 1-99, {b} 100-999, {c} 10-40, {d} 1-9
ADDRESSES: dict[str, list[list[str]]] = {
    "SGP": [["Blk {b} Ang Mo Kio Avenue 10", "#{c}-{b}", "Singapore 560{b}"],
            ["{a} Tanjong Rhu Road", "#{c}-0{d} The Waterside", "Singapore 436{b}"]],
    "SWE": [["Sveavägen {a}", "113 {c} Stockholm"], ["Linnégatan {a}, lgh 1{b}", "413 0{d} Göteborg"]],
    "DEU": [["Kastanienallee {a}", "10435 Berlin"], ["Schwanthalerstraße {b}", "80336 München"]],
    "FRA": [["{a} rue des Martyrs", "75009 Paris"], ["{a}, cours Lafayette", "69003 Lyon"]],
    "ESP": [["Calle de Alcalá {b}, 4º B", "28009 Madrid"], ["Carrer de Provença {b}, 2n 1a", "08036 Barcelona"]],
    "GBR": [["Flat {d}, {a} Albion Terrace", "Leeds LS6 1QP"], ["{a} Windermere Road", "Ealing", "London W5 4TD"]],
    "USA": [["{b} Willow Creek Drive, Apt {c}B", "Austin, TX 78745"], ["{a}{b} N Halsted Street", "Chicago, IL 60614"]],
    "JPN": [["2-{c}-{d} Kitazawa, Setagaya-ku", "Tokyo 155-0031"], ["{d}-{a} Nishitenma, Kita-ku", "Osaka 530-0047"]],
    "CHN": [["Room {b}, Building {d}, {a} Lane 1288 Wuning Road", "Putuo District, Shanghai 200063"]],
    "IND": [["Flat {b}, Sai Krupa Residency, 14th Cross", "Indiranagar, Bengaluru 560038"],
            ["{a} Linking Road, Bandra West", "Mumbai 400050"]],
    "NGA": [["{a} Admiralty Way, Lekki Phase 1", "Lagos 106104"], ["Plot {b}, Aminu Kano Crescent, Wuse II", "Abuja 904101"]],
    "BRA": [["Rua Oscar Freire, {b}, apto {c}", "São Paulo - SP, 01426-001"]],
    "POL": [["ul. Marszałkowska {a} m. {c}", "00-624 Warszawa"]],
    "TUR": [["Bağdat Caddesi No: {b} D: {d}", "Kadıköy 34728 İstanbul"]],
    "VNM": [["{a} Nguyen Thi Minh Khai, Ward 6", "District 3, Ho Chi Minh City"]],
    "KOR": [["Apt {d}0{d}, {a} Teheran-ro 7-gil", "Gangnam-gu, Seoul 06134"]],
    "ARE": [["Villa {a}, Street {d}, Al Barsha 2", "Dubai"], ["Apartment {b}, Marina Crown Tower", "Dubai Marina, Dubai"]],
    "KEN": [["Apartment {d}C, Riverside Gardens, Riverside Drive", "Nairobi 00100"]],
    "CAN": [["{a} Harbour Street, Suite {c}0{d}", "Toronto, ON M5J 0C3"], ["{b} Rue Saint-Denis", "Montréal, QC H2X 3K8"]],
    "AUS": [["{a}/{b} Darling Street", "Balmain NSW 2041"], ["{a} Brunswick Street", "Fitzroy VIC 3065"]],
    "NLD": [["Prinsengracht {b}-{d}", "1016 GV Amsterdam"], ["Witte de Withstraat {a}", "3012 BP Rotterdam"]],
    "MEX": [["Av. Paseo de la Reforma {b}, Piso {d}", "Col. Juárez, 06600 Ciudad de México"]],
    "CHE": [["Bahnhofstrasse {a}", "8001 Zürich"], ["Rue du Rhône {a}", "1204 Genève"]],
    "ITA": [["Via dei Coronari {a}", "00186 Roma"], ["Corso Buenos Aires {a}", "20124 Milano"]],
}


def _address(rng: random.Random, country: str, with_country: bool = False) -> list[str]:
    lines = [line.format(a=rng.randint(1, 99), b=rng.randint(100, 999), c=rng.randint(10, 40), d=rng.randint(1, 9))
             for line in rng.choice(ADDRESSES[country])]
    if with_country:
        lines.append(COUNTRIES[country][0])
    return lines


def _id_number(rng: random.Random, country: str, kind: str) -> str:
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    dig = lambda n: "".join(rng.choice("0123456789") for _ in range(n))  # noqa: E731
    alnum = lambda n: "".join(rng.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(n))  # noqa: E731
    if kind == "national_id":
        return {"SGP": lambda: rng.choice("ST") + dig(7) + rng.choice(L),
                "ESP": lambda: dig(8) + rng.choice(L),
                "DEU": lambda: "L" + alnum(8),
                "ITA": lambda: "CA" + dig(5) + rng.choice(L) + rng.choice(L),
                "TUR": lambda: str(rng.randint(1, 9)) + dig(10),
                "CHN": lambda: dig(17) + rng.choice("0123456789X")}.get(country, lambda: dig(3) + "-" + dig(4) + "-" + dig(3))()
    return {"SGP": lambda: "K" + dig(7) + rng.choice(L),
            "SWE": lambda: dig(8),
            "DEU": lambda: "C" + alnum(8),
            "FRA": lambda: dig(2) + rng.choice(L) + rng.choice(L) + dig(5),
            "GBR": lambda: dig(9),
            "USA": lambda: rng.choice(["", "A"]) + dig(8 if rng.random() < 0.5 else 9),
            "JPN": lambda: rng.choice(["TK", "TR", "MU"]) + dig(7),
            "IND": lambda: rng.choice(L) + dig(7),
            "NGA": lambda: "A" + dig(8),
            "BRA": lambda: rng.choice(L) + rng.choice(L) + dig(6)}.get(
        country, lambda: rng.choice(L) + rng.choice(L) + dig(7))()


def _tax_id(rng: random.Random, country: str) -> str:
    dig = lambda n: "".join(rng.choice("0123456789") for _ in range(n))  # noqa: E731
    return {"USA": lambda: f"{dig(3)}-{dig(2)}-{dig(4)}",
            "GBR": lambda: dig(5) + " " + dig(5),
            "DEU": lambda: f"{dig(2)} {dig(3)} {dig(3)} {dig(3)}",
            "FRA": lambda: f"{rng.randint(1, 3)} {dig(2)} {dig(2)} {dig(3)} {dig(3)} {dig(3)}",
            "ESP": lambda: dig(8) + rng.choice("TRWAGMYFPDXBNJZSQVHLCKE"),
            "IND": lambda: "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(3)) + "P"
            + rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + dig(4) + rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ"),
            "BRA": lambda: f"{dig(3)}.{dig(3)}.{dig(3)}-{dig(2)}",
            "ITA": lambda: "".join(rng.choice("BCDFGLMNPRSTVZ") for _ in range(6)) + dig(2) + "A" + dig(2) + "H" + dig(3) + "X",
            "SGP": lambda: rng.choice("ST") + dig(7) + rng.choice("ABCDEFGHIZJ"),
            "NGA": lambda: dig(8) + "-0001",
            "MEX": lambda: "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(4)) + dig(6)
            + "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(3))}.get(
        country, lambda: dig(3) + " " + dig(3) + " " + dig(4))()


# occupation, employer or None, usual source of funds
JOBS: list[tuple[str, str | None, str]] = [
    ("Software engineer", "Northwind Data Systems Ltd", "employment"),
    ("Registered nurse", "St. Brigid's University Hospital", "employment"),
    ("Civil engineer", "Kaveri Infrastructure Projects Pvt. Ltd.", "employment"),
    ("Financial analyst", "Moreland Capital Partners LLP", "employment"),
    ("Secondary school teacher", "Lycée Jean-Moulin", "employment"),
    ("Marine surveyor", "Oceanus Classification Services", "employment"),
    ("Pharmacist", "Farmacia San Telmo S.L.", "employment"),
    ("Logistics coordinator", "Trans-Sahel Freight Forwarders Ltd", "employment"),
    ("Airline first officer", "Coral Sky Airways", "employment"),
    ("Research chemist", "Helvetia BioMaterials AG", "employment"),
    ("Sales director", "Kranich Industrietechnik GmbH", "employment"),
    ("Architect", "Atelier Vauclair & Associés", "employment"),
    ("Dentist", "Riverside Dental Group", "employment"),
    ("Data scientist", "Pangolin Analytics Pte. Ltd.", "employment"),
    ("Self-employed architect", None, "business"),
    ("Owner, restaurant business", None, "business"),
    ("Freelance translator", None, "business"),
    ("Independent IT consultant", None, "business"),
    ("Retired civil servant", None, "pension"),
    ("Retired airline captain", None, "pension"),
    ("Private investor", None, "investments"),
    ("Homemaker", None, "other"),
]

OTHER_SOURCES = ["sale of real estate", "proceeds of a court settlement", "lottery winnings",
                 "gift from family member", "sale of a family business share"]


def _person(rng: random.Random, nationality: str | None = None, sex: str | None = None,
            born: tuple[int, int] = (1950, 2003)) -> dict[str, Any]:
    nat = nationality or rng.choice(list(NAMES))
    males, females, surnames = NAMES[nat]
    if sex is None:
        sex = "X" if rng.random() < 0.04 else rng.choice("MF")
    pool = males if sex == "M" else females if sex == "F" else rng.choice([males, females])
    return {"nationality": nat, "sex": sex, "given": rng.choice(pool), "surname": rng.choice(surnames),
            "dob": _date_between(rng, _dt.date(born[0], 1, 1), _dt.date(born[1], 12, 31))}


def _full(p: dict[str, Any]) -> str:
    return f"{p['given']} {p['surname']}"


def _nice_amount(rng: random.Random, usd_lo: float, usd_hi: float, currency: str, step_usd: float) -> float:
    rate = CURRENCIES[currency][2]
    step = max(1.0, step_usd * rate)
    mag = 10 ** (len(str(int(step))) - 1)
    step = float(mag)
    return float(round(rng.uniform(usd_lo, usd_hi) * rate / step) * step)


# -- KYC ------------------------------------------------------------------------------------------

SOURCE_WORDS_EN = {
    "employment": ["Salary / wages", "Salary from employment", "Employment income"],
    "business": ["Own business", "Business income", "Business profits"],
    "investments": ["Investments / savings", "Investment income", "Dividends and investment returns"],
    "inheritance": ["Inheritance", "Inheritance", "Inherited assets"],
    "pension": ["Pension / annuity", "Retirement pension", "Pension income"],
    "other": ["Other", "Other", "Other"],
}
SOURCE_PROSE = {
    "employment": "the customer's salary from employment",
    "business": "profits of the customer's own business",
    "investments": "returns on the customer's investment portfolio",
    "inheritance": "an inheritance received by the customer",
    "pension": "the customer's retirement pension",
}


def _kyc_facts(rng: random.Random) -> dict[str, Any]:
    p = _person(rng, born=(1948, 2004))
    nat = p["nationality"]
    if nat == "SGP" or rng.random() < 0.65:
        residence = nat if nat in ADDRESSES else rng.choice(list(ADDRESSES))
    else:
        residence = rng.choice(list(ADDRESSES))
    job = rng.choice(JOBS)
    occupation, employer, source = job
    if employer is not None and rng.random() < 0.2:
        source = rng.choice(["investments", "inheritance", "other"])
    if "Retired" in occupation and p["dob"].year > 1966:
        p["dob"] = p["dob"].replace(year=rng.randint(1948, 1962))
    currency = COUNTRIES[residence][5] if rng.random() < 0.85 else rng.choice(["USD", "EUR", "GBP", "CHF"])
    decimals = CURRENCIES[currency][1]
    monthly_only = rng.random() < 0.3
    if monthly_only:
        monthly = _nice_amount(rng, 2000, 16000, currency, 50)
        if decimals and rng.random() < 0.4:
            monthly = round(monthly + rng.randint(1, 99) / 100, 2)
        annual = round(monthly * 12, 2)
    else:
        monthly = None
        annual = _nice_amount(rng, 18000, 300000, currency, 500)
    id_type = "passport" if rng.random() < 0.7 else "national_id"
    id_country = nat  # an identity document is issued by the holder's own state
    expiry = _date_between(rng, _dt.date(2026, 3, 1), _dt.date(2035, 12, 31))
    return {
        "person": p, "residence": residence, "address_country_line": rng.random() < 0.35,
        "occupation": occupation, "employer": employer, "source": source,
        "other_source": rng.choice(OTHER_SOURCES) if source == "other" else None,
        "currency": currency, "decimals": decimals, "monthly": monthly, "annual": annual,
        "id_type": id_type, "id_country": id_country, "id_number": _id_number(rng, id_country, id_type),
        "id_expiry": expiry, "pep": rng.random() < 0.15,
        "pep_role": rng.choice(["former deputy minister of finance", "member of the regional parliament",
                                "ambassador (retired)", "board member of a state-owned utility",
                                "spouse of a serving senator"]),
        "tin": _tax_id(rng, residence) if rng.random() < 0.7 else None,
        "show_sex": rng.random() < 0.8,
        "customer_no": f"{rng.randint(10, 99)}{rng.randint(100000, 999999)}",
        "today": _date_between(rng, _dt.date(2025, 9, 1), _dt.date(2026, 5, 31)),
    }


def _kyc_truth(f: dict[str, Any], *, full_name: str, address: str, occupation: str,
               employer: str | None, tin: str | None) -> dict[str, Any]:
    p = f["person"]
    return {
        "full_name": full_name,
        "date_of_birth": p["dob"].isoformat(),
        "sex": p["sex"] if f["show_sex"] else None,
        "nationality": p["nationality"],
        "id_document_type": f["id_type"],
        "id_document_number": f["id_number"],
        "id_issuing_country": f["id_country"],
        "id_expiry_date": f["id_expiry"].isoformat(),
        "residential_address": address,
        "country_of_residence": f["residence"],
        "occupation": occupation,
        "employer_name": employer,
        "annual_income": _num(f["annual"]),
        "income_currency": f["currency"],
        "source_of_funds": f["source"],
        "is_pep": f["pep"],
        "tax_identification_number": tin,
    }


KYC_BANKS = ["Halden & Reeve Private Bank", "Kestrel Mutual Bank", "Corvina Trust & Savings",
             "Banque Aurelle S.A.", "Lumen Coast Bank", "Orchard Meridian Bank"]


def _kyc_onboarding_boxes(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    p = f["person"]
    style = rng.choice(["dmy_slash", "iso", "mon_space", "dmy_dot"])
    hint = DATE_STYLES[style][0]
    dl = lambda label: f"{label} ({hint})" if hint else label  # noqa: E731
    cstyle = rng.choice(["name", "name", "alpha3"])
    cname = lambda c: COUNTRIES[c][0] if cstyle == "name" else c  # noqa: E731
    upper_surname = rng.random() < 0.6
    surname = p["surname"].upper() if upper_surname else p["surname"]
    address = _address(rng, f["residence"], f["address_country_line"])
    mstyle = rng.choice(["en", "en", "eu", "ch"])
    bank = rng.choice(KYC_BANKS)

    def box(label: str, value: str, wide: bool = False) -> str:
        return (f"<div class=\"box{' wide' if wide else ''}\"><div class=\"lbl\">{esc(label)}</div>"
                f"<div class=\"val\">{value}</div></div>")

    ident = [box("Family name", esc(surname)), box("Given name(s)", esc(p["given"])),
             box(dl("Date of birth"), esc(fdate(p["dob"], style)))]
    if f["show_sex"]:
        ident.append(box("Sex", " ".join(f"{_tick(p['sex'] == k)} {w}" for k, w in
                                         (("M", "Male"), ("F", "Female"), ("X", "X")))))
    ident += [box("Nationality", esc(cname(p["nationality"]))),
              box("Country of residence", esc(cname(f["residence"])))]
    doc = [box("Identity document", f"{_tick(f['id_type'] == 'passport')} Passport &nbsp; "
                                    f"{_tick(f['id_type'] == 'national_id')} National ID card"),
           box("Document number", esc(f["id_number"])),
           box("Issuing country", esc(cname(f["id_country"]))),
           box(dl("Valid until"), esc(fdate(f["id_expiry"], style)))]
    money_rows = []
    if f["monthly"] is not None:
        money_rows.append(box(f"Gross monthly income ({f['currency']})", esc(money(f["monthly"], mstyle, f["decimals"]))))
    else:
        money_rows.append(box(f"Gross annual income ({f['currency']})", esc(money(f["annual"], mstyle, f["decimals"]))))
    work = [box("Occupation", esc(f["occupation"]))]
    if f["employer"]:
        work.append(box("Employer", esc(f["employer"])))
    work += money_rows
    words = {k: v[0] for k, v in SOURCE_WORDS_EN.items()}
    src = " ".join(f"<span class=\"opt\">{_tick(f['source'] == k)} {esc(w)}</span>" for k, w in words.items())
    if f["other_source"]:
        src += f"<div class=\"spec\">If other, specify: {esc(f['other_source'])}</div>"
    pep = (f"<p>Do you hold, or have you held in the last 12 months, a prominent public function, or are you a "
           f"close family member or associate of such a person (politically exposed person)?</p>"
           f"<p class=\"opt\">{_tick(f['pep'])} Yes &nbsp;&nbsp; {_tick(not f['pep'])} No</p>")
    if f["pep"]:
        pep += f"<div class=\"spec\">Function held: {esc(f['pep_role'])}</div>"
    tax = ""
    if f["tin"]:
        tax = (f"<div class=\"sec\">Part 5 &mdash; Tax residence</div><div class=\"grid\">"
               f"{box('Tax identification number (TIN)', esc(f['tin']))}"
               f"{box('Country of tax residence', esc(cname(f['residence'])))}</div>")
    body = (f"<div class=\"hdr\"><div class=\"bank\">{esc(bank)}</div>"
            f"<div class=\"form\">Personal client onboarding &middot; Form PCO-7<br>Client no. {esc(f['customer_no'])}</div></div>"
            f"<p class=\"note\">Please complete in block capitals. Tick the boxes that apply.</p>"
            f"<div class=\"sec\">Part 1 &mdash; About you</div><div class=\"grid\">{''.join(ident)}</div>"
            f"<div class=\"sec\">Part 2 &mdash; Proof of identity</div><div class=\"grid\">{''.join(doc)}</div>"
            f"<div class=\"sec\">Part 3 &mdash; Home address</div><div class=\"grid\">"
            f"{box('Residential address (no P.O. boxes)', _lines_html(address), wide=True)}</div>"
            f"<div class=\"sec\">Part 4 &mdash; Work, income and wealth</div><div class=\"grid\">{''.join(work)}</div>"
            f"<div class=\"grid\">{box('Main source of the funds to be held with us', src, wide=True)}</div>"
            f"{tax}<div class=\"sec\">Part {6 if tax else 5} &mdash; Public functions</div><div class=\"grid\">{box('Declaration', pep, wide=True)}</div>"
            f"<div class=\"sign\">Signature of applicant ______________________ &nbsp; Date {esc(fdate(f['today'], style))}</div>")
    css = ("body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt}"
           ".hdr{display:flex;justify-content:space-between;border-bottom:3px solid #1d4e6b;padding-bottom:4px}"
           ".bank{font-size:16pt;font-weight:bold;color:#1d4e6b}.form{text-align:right;font-size:8.5pt}"
           ".note{font-style:italic;font-size:8pt;margin:4px 0}"
           ".sec{background:#1d4e6b;color:#fff;font-weight:bold;padding:2px 6px;margin-top:8px}"
           ".grid{display:grid;grid-template-columns:1fr 1fr;gap:4px;margin-top:4px}"
           ".box{border:1px solid #7a94a6;padding:2px 5px;min-height:30px}.box.wide{grid-column:1 / span 2}"
           ".lbl{font-size:7pt;color:#34566e;text-transform:uppercase}.val{font-size:10pt}"
           ".opt{margin-right:12px;white-space:nowrap}.spec{font-size:9pt;margin-top:2px}p{margin:2px 0}"
           ".sign{margin-top:16px;font-size:9pt}")
    truth = _kyc_truth(f, full_name=f"{p['given']} {surname}", address=_join(address),
                       occupation=f["occupation"], employer=f["employer"], tin=f["tin"])
    return _page(css, body, "Onboarding form"), truth


def _kyc_cdd_memo(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    p = f["person"]
    style = rng.choice(["long", "ordinal", "us_long", "mon_space"])
    d = lambda x: fdate(x, style)  # noqa: E731
    name = _full(p)
    address = ", ".join(_address(rng, f["residence"], f["address_country_line"]))
    officer = rng.choice(["R. Castellanos", "M. Adebayo-Stone", "H. Lindgren", "S. Varghese", "P. Kowalewska"])
    cur_name = CURRENCIES[f["currency"]][0]
    mstyle = rng.choice(["en", "en", "ch"])
    amount = money(f["monthly"] if f["monthly"] is not None else f["annual"], mstyle, f["decimals"])
    period = "per month (gross)" if f["monthly"] is not None else "per year (gross)"
    id_phrase = ("passport" if f["id_type"] == "passport" else "national identity card")
    paras = []
    paras.append(
        f"<b>1. Identity.</b> The applicant, {esc(name)}, was born on {esc(d(p['dob']))} and is a national of "
        f"{esc(COUNTRIES[p['nationality']][0])}. Identity was verified in person against the original "
        f"{id_phrase} no. {esc(f['id_number'])}, issued by {esc(COUNTRIES[f['id_country']][0])} and valid until "
        f"{esc(d(f['id_expiry']))}; a certified copy is on file.")
    if f["show_sex"]:
        paras[-1] += " Sex as shown on the document: " + {"M": "male", "F": "female", "X": "X (unspecified)"}[p["sex"]] + "."
    paras.append(
        f"<b>2. Residence.</b> Proof of address (utility bill, less than three months old) confirms the "
        f"residential address as <i>{esc(address)}</i>. Country of residence: {esc(COUNTRIES[f['residence']][0])}.")
    if f["employer"]:
        work = (f"The applicant's stated occupation is {esc(f['occupation'])}; the applicant is employed by "
                f"{esc(f['employer'])}.")
    else:
        work = f"The applicant's stated occupation is {esc(f['occupation'])} (no current employment)."
    if f["source"] == "other":
        src = f"other sources, namely {esc(f['other_source'])}"
    else:
        src = esc(SOURCE_PROSE[f["source"]])
    paras.append(
        f"<b>3. Occupation and income.</b> {work} Declared income is {esc(f['currency'])} {esc(amount)} {period} "
        f"({esc(cur_name)}). The funds to be deposited are said to derive from {src}; the source-of-funds category "
        f"recorded in the system is <b>{esc(f['source'].capitalize())}</b>.")
    if f["pep"]:
        paras.append(f"<b>4. PEP screening.</b> The applicant IS a politically exposed person "
                     f"({esc(f['pep_role'])}). Enhanced due diligence applies and senior management approval "
                     f"has been requested.")
    else:
        paras.append("<b>4. PEP screening.</b> Screening against the commercial PEP and sanctions lists returned no "
                     "match. The applicant is not a politically exposed person, and has so declared.")
    if f["tin"]:
        paras.append(f"<b>5. Tax.</b> The applicant provided tax identification number {esc(f['tin'])} "
                     f"({esc(COUNTRIES[f['residence']][0])}).")
    paras.append(f"<b>{len(paras) + 1}. Recommendation.</b> Risk rating "
                 f"{'HIGH' if f['pep'] else rng.choice(['LOW', 'MEDIUM'])}. I recommend that the relationship be "
                 f"{'opened subject to approval' if f['pep'] else 'opened'}.")
    bank = rng.choice(KYC_BANKS)
    body = (f"<div class=\"top\">{esc(bank)} &mdash; Financial Crime Compliance</div>"
            f"<h1>Memorandum</h1><table class=\"meta\">"
            f"<tr><td>To</td><td>Relationship Onboarding Desk</td></tr>"
            f"<tr><td>From</td><td>{esc(officer)}, KYC Analyst</td></tr>"
            f"<tr><td>Date</td><td>{esc(d(f['today']))}</td></tr>"
            f"<tr><td>Subject</td><td>Customer due diligence &ndash; {esc(name)} (file {esc(f['customer_no'])})</td></tr>"
            f"</table><hr>" + "".join(f"<p>{x}</p>" for x in paras)
            + f"<p class=\"sig\">{esc(officer)}<br>KYC Analyst</p>")
    css = ("body{font-family:'DejaVu Serif',serif;font-size:10.5pt;line-height:1.45}"
           ".top{font-size:9pt;letter-spacing:1px;text-transform:uppercase;color:#555}"
           "h1{font-size:20pt;margin:6px 0 8px 0;font-weight:normal}.meta td{padding:1px 10px 1px 0;vertical-align:top}"
           ".meta td:first-child{font-weight:bold;width:70px}p{margin:0 0 9px 0;text-align:justify}.sig{margin-top:24px}")
    truth = _kyc_truth(f, full_name=name, address=address, occupation=f["occupation"],
                       employer=f["employer"], tin=f["tin"])
    return _page(css, body, "CDD memo"), truth


BILINGUAL = {
    "fr": {
        "title": "Fiche de connaissance client", "title_en": "Know-your-customer sheet",
        "bank": ["Banque Aurelle S.A.", "Crédit Maritime du Ponant", "Caisse Lémanique de Dépôts"],
        "surname": "Nom", "given": "Prénom(s)", "dob": "Date de naissance", "sex": "Sexe",
        "sexv": {"M": "Masculin / Male", "F": "Féminin / Female", "X": "X / X"},
        "nat": "Nationalité (pays)", "idtype": "Pièce d'identité",
        "idv": {"passport": "Passeport / Passport", "national_id": "Carte nationale d'identité / National identity card"},
        "idno": "Numéro de la pièce", "idc": "Pays de délivrance", "idexp": "Date d'expiration",
        "addr": "Adresse de résidence", "res": "Pays de résidence", "occ": "Profession", "emp": "Employeur",
        "inc_a": "Revenus annuels bruts", "inc_m": "Revenus mensuels bruts", "cur": "Devise",
        "src": "Origine des fonds",
        "srcv": {"employment": "Salaires / Salary", "business": "Revenus d'entreprise / Business income",
                 "investments": "Placements / Investments", "inheritance": "Succession / Inheritance",
                 "pension": "Retraite / Pension", "other": "Autre / Other"},
        "pep": "Personne politiquement exposée (PPE)", "yes": "Oui / Yes", "no": "Non / No",
        "tin": "Numéro d'identification fiscale (NIF)", "hint": "JJ/MM/AAAA", "months": "fr_long",
        "sec1": "Identité", "sec2": "Adresse", "sec3": "Situation professionnelle et patrimoniale",
    },
    "es": {
        "title": "Ficha de conocimiento del cliente", "title_en": "Know-your-customer sheet",
        "bank": ["Banco Meridional de Comercio", "Caja Rural del Guadalquivir", "Banco Andino de Ahorro"],
        "surname": "Apellidos", "given": "Nombre(s)", "dob": "Fecha de nacimiento", "sex": "Sexo",
        "sexv": {"M": "Hombre / Male", "F": "Mujer / Female", "X": "X / X"},
        "nat": "Nacionalidad (país)", "idtype": "Documento de identidad",
        "idv": {"passport": "Pasaporte / Passport", "national_id": "Documento nacional de identidad / National identity card"},
        "idno": "Número del documento", "idc": "País de expedición", "idexp": "Fecha de caducidad",
        "addr": "Domicilio", "res": "País de residencia", "occ": "Profesión", "emp": "Empresa empleadora",
        "inc_a": "Ingresos anuales brutos", "inc_m": "Ingresos mensuales brutos", "cur": "Moneda",
        "src": "Origen de los fondos",
        "srcv": {"employment": "Salario / Salary", "business": "Actividad empresarial / Business income",
                 "investments": "Inversiones / Investments", "inheritance": "Herencia / Inheritance",
                 "pension": "Pensión / Pension", "other": "Otro / Other"},
        "pep": "Persona con responsabilidad pública (PRP)", "yes": "Sí / Yes", "no": "No / No",
        "tin": "Número de identificación fiscal (NIF)", "hint": "DD/MM/AAAA", "months": "es_long",
        "sec1": "Identidad", "sec2": "Domicilio", "sec3": "Situación profesional y patrimonial",
    },
}
EN_LABELS = {"surname": "Surname", "given": "Given name(s)", "dob": "Date of birth", "sex": "Sex",
             "nat": "Nationality (country)", "idtype": "Identity document", "idno": "Document number",
             "idc": "Issuing country", "idexp": "Expiry date", "addr": "Residential address",
             "res": "Country of residence", "occ": "Occupation", "emp": "Employer", "inc_a": "Gross annual income",
             "inc_m": "Gross monthly income", "cur": "Currency", "src": "Source of funds",
             "pep": "Politically exposed person", "tin": "Tax identification number",
             "sec1": "Identity", "sec2": "Address", "sec3": "Employment and wealth"}


def _kyc_bilingual(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    lang = rng.choice(["fr", "es"])
    L = BILINGUAL[lang]
    p = f["person"]
    numeric = rng.random() < 0.5
    if numeric:
        d = lambda x: fdate(x, "dmy_slash")  # noqa: E731
        hint = f" ({L['hint']} &ndash; DD/MM/YYYY)"
    else:
        d = lambda x: fdate(x, L["months"])  # noqa: E731
        hint = ""
    name_col = 4 if lang == "es" else 3
    cname = lambda c: f"{COUNTRIES[c][name_col]} ({COUNTRIES[c][1]})"  # noqa: E731
    surname = p["surname"].upper()
    address = _address(rng, f["residence"], f["address_country_line"])
    mstyle = "fr" if lang == "fr" else rng.choice(["eu", "eu", "en"])

    def row(key: str, value: str, extra: str = "") -> str:
        return (f"<tr><th>{L[key]}{extra}<br><span class=\"en\">{EN_LABELS[key]}</span></th>"
                f"<td>{value}</td></tr>")

    rows1 = [row("surname", esc(surname)), row("given", esc(p["given"])), row("dob", esc(d(p["dob"])), hint)]
    if f["show_sex"]:
        rows1.append(row("sex", esc(L["sexv"][p["sex"]])))
    rows1 += [row("nat", esc(cname(p["nationality"]))), row("idtype", esc(L["idv"][f["id_type"]])),
              row("idno", esc(f["id_number"])), row("idc", esc(cname(f["id_country"]))),
              row("idexp", esc(d(f["id_expiry"])), hint)]
    rows2 = [row("addr", _lines_html(address)), row("res", esc(cname(f["residence"])))]
    rows3 = [row("occ", esc(f["occupation"]))]
    if f["employer"]:
        rows3.append(row("emp", esc(f["employer"])))
    if f["monthly"] is not None:
        rows3.append(row("inc_m", esc(money(f["monthly"], mstyle, f["decimals"]) + " " + f["currency"])))
    else:
        rows3.append(row("inc_a", esc(money(f["annual"], mstyle, f["decimals"]) + " " + f["currency"])))
    srcv = esc(L["srcv"][f["source"]])
    if f["other_source"]:
        srcv += f" &ndash; {esc(f['other_source'])}"
    rows3.append(row("src", srcv))
    rows3.append(row("pep", esc(L["yes"] if f["pep"] else L["no"])))
    if f["tin"]:
        rows3.append(row("tin", esc(f["tin"])))
    bank = rng.choice(L["bank"])
    body = (f"<div class=\"band\"><span class=\"bank\">{esc(bank)}</span>"
            f"<span class=\"ref\">Réf. / Ref. {esc(f['customer_no'])}</span></div>"
            f"<h1>{L['title']}<br><span class=\"en\">{L['title_en']}</span></h1>"
            f"<h2>1. {L['sec1']} / {EN_LABELS['sec1']}</h2><table>{''.join(rows1)}</table>"
            f"<h2>2. {L['sec2']} / {EN_LABELS['sec2']}</h2><table>{''.join(rows2)}</table>"
            f"<h2>3. {L['sec3']} / {EN_LABELS['sec3']}</h2><table>{''.join(rows3)}</table>"
            f"<p class=\"foot\">{esc(d(f['today']))} &mdash; Document établi en deux langues; bilingual document.</p>")
    css = ("body{font-family:'Liberation Sans',sans-serif;font-size:9.5pt}"
           ".band{display:flex;justify-content:space-between;border-top:6px solid #8a1c2b;padding-top:4px}"
           ".bank{font-weight:bold;font-size:13pt;color:#8a1c2b}.ref{font-size:9pt}"
           "h1{font-size:14pt;margin:8px 0}h2{font-size:10.5pt;margin:8px 0 3px 0;color:#8a1c2b;border-bottom:1px solid #8a1c2b}"
           ".en{font-style:italic;font-weight:normal;color:#555;font-size:8pt}"
           "table{width:100%;border-collapse:collapse}th{width:42%;text-align:left;font-weight:bold;font-size:8.5pt;"
           "padding:2px 6px;background:#f6eef0;border:1px solid #d9c3c7;vertical-align:top}"
           "td{padding:2px 6px;border:1px solid #d9c3c7;font-size:10pt}.foot{font-size:8pt;margin-top:10px;color:#444}")
    truth = _kyc_truth(f, full_name=f"{p['given']} {surname}", address=_join(address),
                       occupation=f["occupation"], employer=f["employer"], tin=f["tin"])
    return _page(css, body, L["title"]), truth


def _kyc_cbs_screen(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    p = f["person"]
    U = lambda s: _fold(s).upper()  # noqa: E731
    dstyle = rng.choice(["compact", "iso", "mon"])
    hint = DATE_STYLES[dstyle][0]
    d = lambda x: fdate(x, dstyle)  # noqa: E731
    address = [U(x) for x in _address(rng, f["residence"], f["address_country_line"])]
    surname, given = U(p["surname"]), U(p["given"])
    occupation = U(f["occupation"])
    employer = U(f["employer"]) if f["employer"] else None
    tin = f["tin"]
    src_codes = {"employment": "EMP  EMPLOYMENT", "business": "BUS  BUSINESS", "investments": "INV  INVESTMENTS",
                 "inheritance": "INH  INHERITANCE", "pension": "PEN  PENSION", "other": "OTH  OTHER"}
    ctry = rng.choice(["a3", "a2"])
    c = lambda x: x if ctry == "a3" else COUNTRIES[x][1]  # noqa: E731
    lines: list[str] = []
    kv = lambda k, v: lines.append(f"  {k:.<18}: {v}")  # noqa: E731
    user = f"OPS{rng.randint(100, 999)}"
    lines.append(f"CBS/R4   CIF INQUIRY - PERSONAL      SCR CIF0210     USER {user}   {f['today'].isoformat()}")
    lines.append("=" * 86)
    lines.append(f"  CIF NUMBER        : {f['customer_no']}     STATUS: {'PENDING-EDD' if f['pep'] else 'ACTIVE'}"
                 f"     SEGMENT: RETAIL")
    lines.append(f"  DATE FORMAT       : {hint or 'DD-MON-YYYY'}      COUNTRY CODES: ISO {'ALPHA-3' if ctry == 'a3' else 'ALPHA-2'}")
    lines.append("-" * 86)
    lines.append(" [01] PERSONAL DATA")
    kv("LAST NAME", surname)
    kv("FIRST/MIDDLE NAMES", given)
    kv("BIRTH DATE", d(p["dob"]))
    if f["show_sex"]:
        kv("SEX", p["sex"])
    kv("NATIONALITY", c(p["nationality"]))
    lines.append(" [02] IDENTIFICATION")
    kv("ID TYPE", "PP  PASSPORT" if f["id_type"] == "passport" else "NI  NATIONAL ID CARD")
    kv("ID NUMBER", f["id_number"])
    kv("ID ISSUER CTRY", c(f["id_country"]))
    kv("ID EXPIRY", d(f["id_expiry"]))
    lines.append(" [03] RESIDENTIAL ADDRESS")
    kv("HOME ADDRESS", address[0])
    lines.extend(" " * 23 + a for a in address[1:])
    kv("RESIDENCE CTRY", c(f["residence"]))
    lines.append(" [04] PROFILE")
    kv("OCCUPATION", occupation)
    if employer:
        kv("EMPLOYER", employer)
    if f["monthly"] is not None:
        kv("INCOME AMOUNT", f"{money(f['monthly'], 'plain', f['decimals'])} {f['currency']}")
        kv("INCOME FREQUENCY", "M  MONTHLY")
    else:
        kv("INCOME AMOUNT", f"{money(f['annual'], 'plain', f['decimals'])} {f['currency']}")
        kv("INCOME FREQUENCY", "A  ANNUAL")
    kv("SOURCE OF FUNDS", src_codes[f["source"]] + (f" - {U(f['other_source'])}" if f["other_source"] else ""))
    kv("PEP INDICATOR", "Y  YES" if f["pep"] else "N  NO")
    if tin:
        kv("TAX ID (TIN)", tin)
    kv("RISK SCORE", f"{rng.randint(8, 95):02d}")
    lines.append("-" * 86)
    lines.append(" PF3=EXIT  PF5=REFRESH  PF7=BACK  PF8=FWD  PF10=NOTES        ** END OF RECORD **")
    body = f"<pre>{esc(chr(10).join(lines))}</pre>"
    css = ("body{background:#fff}pre{font-family:'DejaVu Sans Mono',monospace;font-size:8.6pt;line-height:1.5;"
           "white-space:pre-wrap;border:1px solid #333;padding:8px;margin:0}")
    truth = _kyc_truth(f, full_name=f"{given} {surname}", address=_join(address), occupation=occupation,
                       employer=employer, tin=tin)
    return _page(css, body, "CIF0210"), truth


# -- letters of credit ----------------------------------------------------------------------------

LC_BANKS = [  # name, BIC (8), city, country
    ("Corvina Commercial Bank plc", "CORVGB2L", "London", "GBR"),
    ("Banco Meridional de Comercio S.A.", "BMDCESMM", "Valencia", "ESP"),
    ("Harbour Pacific Bank Ltd", "HPBKSGSG", "Singapore", "SGP"),
    ("Rhein-Main Handelsbank AG", "RMHBDEFF", "Frankfurt am Main", "DEU"),
    ("First Lakeshore Bank, N.A.", "FLSBUS33", "Chicago", "USA"),
    ("Nordkap Sparbank AB", "NKSBSESS", "Stockholm", "SWE"),
    ("Gulf Crescent Bank PJSC", "GCBKAEAD", "Dubai", "ARE"),
    ("Siam Riverside Bank PCL", "SRBKTHBK", "Bangkok", "THA"),
    ("Sao Bento Banco Comercial S.A.", "SBBCBRSP", "Sao Paulo", "BRA"),
    ("Kilimanjaro Trade Bank Ltd", "KTBLKENA", "Nairobi", "KEN"),
    ("Jade Harbour Bank (China) Co., Ltd", "JHBKCNSH", "Shanghai", "CHN"),
    ("Anatolia Ticaret Bankasi A.S.", "ATBKTRIS", "Istanbul", "TUR"),
    ("Deccan Mercantile Bank Limited", "DMBLINBB", "Mumbai", "IND"),
    ("Banque Laurentienne du Commerce", "BLCOCAMM", "Montreal", "CAN"),
]

COMPANIES = [  # name, address lines, city (for expiry place)
    ("Kestrel Foods Trading GmbH", ["Grosse Elbstrasse 145", "22767 Hamburg", "Germany"], "Hamburg"),
    ("Siam Golden Grain Co., Ltd.", ["88/12 Moo 4, Rama II Road", "Samut Sakhon 74000", "Thailand"], "Bangkok"),
    ("Pangaea Pumps & Valves Pvt. Ltd.", ["Plot 42, MIDC Bhosari", "Pune 411026", "India"], "Pune"),
    ("Azul Textiles Comercio Ltda", ["Rua Voluntarios da Patria 1440", "Sao Paulo SP 02011-200", "Brazil"], "Sao Paulo"),
    ("Northbridge Building Supplies Ltd", ["Unit 7, Dockside Trading Estate", "Felixstowe IP11 3SW", "United Kingdom"], "Felixstowe"),
    ("Mombasa Coffee Exporters Ltd", ["Moi Avenue, Cotts House 3rd Floor", "P.O. Box 80112", "Mombasa, Kenya"], "Mombasa"),
    ("Lianhe Solar Technology Co., Ltd.", ["No. 9 Xinghan Road, Wujin Hi-Tech Zone", "Changzhou, Jiangsu 213164", "China"], "Changzhou"),
    ("Al Waha General Trading LLC", ["Office 1204, Al Moosa Tower 2", "Sheikh Zayed Road, Dubai", "United Arab Emirates"], "Dubai"),
    ("Cordillera Agroindustrial S.A.C.", ["Av. Javier Prado Este 4200, Of. 601", "Surco, Lima 15023", "Peru"], "Lima"),
    ("Rotterdam Cold Chain B.V.", ["Waalhaven Zuidzijde 21", "3089 JH Rotterdam", "Netherlands"], "Rotterdam"),
    ("Ege Makina Sanayi A.S.", ["Ataturk Organize Sanayi Bolgesi 10003 Sk. No:7", "35620 Cigli, Izmir", "Turkey"], "Izmir"),
    ("Haiphong Garment Joint Stock Company", ["Lot B2, Dinh Vu Industrial Zone", "Hai An District, Haiphong", "Vietnam"], "Haiphong"),
    ("Great Lakes Industrial Supply Inc.", ["2200 West Fulton Market, Suite 410", "Chicago, IL 60612", "USA"], "Chicago"),
    ("Kumasi Cocoa Processing Ltd", ["Plot 17, Ahinsan Industrial Area", "Kumasi, Ghana"], "Kumasi"),
]

PORTS = ["Port Klang, Malaysia", "Shanghai, China", "Any port in India", "Rotterdam, Netherlands", "Hamburg, Germany",
         "Jebel Ali, UAE", "Santos, Brazil", "Mombasa, Kenya", "Busan, Korea", "Laem Chabang, Thailand",
         "Felixstowe, United Kingdom", "Lagos (Apapa), Nigeria", "Haiphong, Vietnam", "Valencia, Spain",
         "Callao, Peru", "Izmir (Alsancak), Turkey", "Any Chinese port", "Tema, Ghana", "Nhava Sheva, India"]

GOODS = [
    "{q} metric tons of Thai Hom Mali jasmine rice, 2025 crop, packed in 25 kg PP bags",
    "{q} units of industrial centrifugal pumps model KP-450 with spare parts kits",
    "{q} cartons of canned pineapple slices in light syrup, 24 x 565 g",
    "Cotton knitted T-shirts, 100 percent combed cotton, {q} dozen, as per proforma invoice no. PI-{n}",
    "{q} sets of monocrystalline solar photovoltaic modules, 550 Wp",
    "Used hydraulic excavator, 1 unit, serial no. HX{n}",
    "{q} bags of green Arabica coffee beans, grade AA, 60 kg each",
    "{q} metric tons of frozen boneless beef cuts, halal certified",
    "Spare parts for textile machinery as per proforma invoice no. {n}",
    "{q} metric tons of fresh Hass avocados in 4 kg cartons",
    "{q} pieces of galvanised steel scaffolding tubes, 48.3 mm x 6 m",
    "{q} metric tons of cocoa butter, deodorised, in 25 kg cartons",
]
INCOTERMS = ["CIF", "CFR", "FOB", "CIP", "FCA", "DAP"]

DOCS = [
    "Signed commercial invoice in 3 originals and 2 copies indicating the credit number",
    "Full set of clean on board ocean bills of lading made out to order of the issuing bank, marked freight prepaid and notify applicant",
    "Packing list in triplicate showing gross and net weights",
    "Certificate of origin issued by the chamber of commerce of the exporting country",
    "Insurance certificate covering Institute Cargo Clauses (A) for 110 percent of the invoice value, blank endorsed",
    "Beneficiary's certificate confirming that one set of non-negotiable documents has been sent to the applicant by courier",
    "Phytosanitary certificate issued by the competent authority",
    "Inspection certificate issued by an independent surveyor before shipment",
    "Air waybill consigned to the applicant showing flight number and date",
    "Weight certificate in one original",
    "Fumigation certificate for wooden packing materials",
    "Copy of shipment advice sent to the insurer within 3 working days after shipment",
    "Health certificate issued by the veterinary authority",
    "Certificate of analysis issued by the manufacturer",
]
STANDBY_DOCS = [
    "Beneficiary's signed statement that the applicant has failed to pay the amount claimed within 30 days of its due date",
    "Copy of the unpaid commercial invoice",
    "Copy of the transport document evidencing delivery of the goods",
    "Beneficiary's demand for payment quoting the number of this standby credit",
]

RULE_WORDS = {"UCP LATEST VERSION": "UCP latest version", "EUCP LATEST VERSION": "eUCP latest version",
              "ISP LATEST VERSION": "ISP latest version", "OTHR": "OTHR"}
BY_PROSE = {"BY PAYMENT": "by payment", "BY ACCEPTANCE": "by acceptance", "BY NEGOTIATION": "by negotiation",
            "BY DEF PAYMENT": "by deferred payment", "BY MIXED PYMT": "by mixed payment"}
SHIP_PROSE = {"ALLOWED": "allowed", "NOT ALLOWED": "not allowed", "CONDITIONAL": "conditional"}


def _lc_facts(rng: random.Random) -> dict[str, Any]:
    form = rng.choices(["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE", "IRREVOCABLE STANDBY"], [6, 3, 1])[0]
    if form == "IRREVOCABLE STANDBY":
        rules = rng.choice(["ISP LATEST VERSION", "ISP LATEST VERSION", "UCP LATEST VERSION", "OTHR"])
    else:
        rules = rng.choices(["UCP LATEST VERSION", "EUCP LATEST VERSION", "OTHR"], [8, 1, 1])[0]
    issuing, advising = rng.sample(LC_BANKS, 2)
    applicant, beneficiary = rng.sample(COMPANIES, 2)
    issue = _date_between(rng, _dt.date(2025, 5, 1), _dt.date(2026, 10, 31))
    latest = issue + _dt.timedelta(days=rng.randint(30, 120))
    expiry = latest + _dt.timedelta(days=rng.choice([15, 21, 21, 30, 45]))
    currency = rng.choice(["USD", "USD", "USD", "EUR", "EUR", "GBP", "JPY", "CNY", "SGD", "AED", "CHF"])
    decimals = CURRENCIES[currency][1]
    amount = rng.uniform(15000, 2400000) * CURRENCIES[currency][2]
    amount = round(amount, 2) if decimals and rng.random() < 0.5 else float(round(amount / 100) * 100)
    tol = rng.choice([None, None, (10, 10), (5, 5), (5, 5), (10, 5), (3, 3), (10, 0)])
    aw = rng.random()
    available_by = rng.choices(list(BY_PROSE), [3, 2, 5, 2, 1])[0]
    goods_t = rng.choice(GOODS)
    q = rng.choice([120, 250, 480, 1200, 2400, 5000, 18, 36, 960])
    pol, pod = rng.sample(PORTS, 2)
    pol = pol if rng.random() < 0.8 else None
    pod = pod if rng.random() < 0.8 else None
    term = rng.choice(INCOTERMS)
    port, company = (pod, applicant) if term in ("CIF", "CFR", "CIP", "DAP") else (pol, beneficiary)
    # the Incoterms place names a port only when that port is printed as such (no hidden port)
    if port is None:
        term, place = "EXW", beneficiary[2]
    else:
        place = company[2] if port.startswith("Any") else port.split(",")[0].split(" (")[0]
    goods = goods_t.format(q=f"{q:,}", n=f"{rng.randint(1000, 99999)}") + f", {term} {place} (Incoterms 2020)"
    if form == "IRREVOCABLE STANDBY":
        docs = rng.sample(STANDBY_DOCS, rng.randint(1, 3))
    else:
        docs = [DOCS[0]] + rng.sample(DOCS[1:], rng.randint(0, 7))
    return {
        "lc_number": rng.choice([
            lambda: f"ILC/{issue.year % 100}/{rng.randint(1, 9999):04d}{rng.choice('ABCDE')}",
            lambda: f"DC-{issuing[3][:2]}-{issue.year}-{rng.randint(1, 99999):05d}",
            lambda: f"{rng.randint(100, 999)}LC{issue.year % 100}{rng.randint(100000, 999999)}",
            lambda: f"LCI{issue.year % 100}{currency}{rng.randint(1000, 9999)}",
            lambda: f"IMP{rng.randint(10000000, 99999999)}"])(),
        "form": form, "rules": rules, "issue": issue, "expiry": expiry,
        "expiry_place": beneficiary[2] if rng.random() < 0.75 else advising[2],
        "applicant": applicant, "beneficiary": beneficiary, "issuing": issuing, "advising": advising,
        "currency": currency, "decimals": decimals, "amount": amount, "tol": tol,
        "available_with": "ANY BANK" if aw < 0.45 else ("BIC" if aw < 0.7 else "NAME"),
        "available_by": available_by,
        "partial": rng.choice([None, "ALLOWED", "ALLOWED", "NOT ALLOWED", "NOT ALLOWED", "CONDITIONAL"]),
        "tranship": rng.choice([None, "ALLOWED", "NOT ALLOWED", "NOT ALLOWED", "CONDITIONAL"]),
        "pol": pol, "pod": pod,
        "latest": latest if rng.random() < 0.8 else None,
        "goods": goods, "docs": docs,
        "presentation": rng.choice([None, 21, 21, 14, 15, 10, 30, 7]),
        "confirmation": rng.choices(["CONFIRM", "MAY ADD", "WITHOUT"], [3, 2, 5])[0],
        "advice_date": issue + _dt.timedelta(days=rng.randint(1, 6)),
        "bic_branch": rng.random() < 0.5,
    }


def _lc_available_with(f: dict[str, Any], upper: bool) -> str:
    if f["available_with"] == "ANY BANK":
        return "ANY BANK"
    if f["available_with"] == "BIC":
        return f["advising"][1] + ("XXX" if f["bic_branch"] else "")
    name = f"{f['advising'][0]}, {f['advising'][2]}"
    return _fold(name).upper() if upper else name


def _lc_truth(f: dict[str, Any], *, applicant: tuple[str, str], beneficiary: tuple[str, str], available_with: str,
              expiry_place: str, pol: str | None, pod: str | None, goods: str, docs: list[str]) -> dict[str, Any]:
    tol = f["tol"]
    return {
        "lc_number": f["lc_number"],
        "form_of_credit": f["form"],
        "date_of_issue": f["issue"].isoformat(),
        "applicable_rules": f["rules"],
        "expiry_date": f["expiry"].isoformat(),
        "expiry_place": expiry_place,
        "applicant": {"name": applicant[0], "address": applicant[1]},
        "beneficiary": {"name": beneficiary[0], "address": beneficiary[1]},
        "currency": f["currency"],
        "amount": _num(f["amount"]),
        "tolerance_plus_percent": tol[0] if tol else None,
        "tolerance_minus_percent": tol[1] if tol else None,
        "available_with": available_with,
        "available_by": f["available_by"],
        "partial_shipments": f["partial"],
        "transhipment": f["tranship"],
        "port_of_loading": pol,
        "port_of_discharge": pod,
        "latest_shipment_date": f["latest"].isoformat() if f["latest"] else None,
        "goods_description": goods,
        "documents_required": docs,
        "presentation_period_days": f["presentation"],
        "confirmation_instructions": f["confirmation"],
    }


def _lc_mt700(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    U = lambda s: _fold(s).upper()  # noqa: E731
    out: list[str] = []
    ind = " " * 6

    def tag(t: str, name: str, values: list[str]) -> None:
        if len(values) == 1 and len(values[0]) <= 36:  # a short value sits on the tag's line
            out.append(f"{t:<5} {name + ' ':.<46} {values[0]}")
        else:
            out.append(f"{t:<5} {name}")
            out.extend(ind + v for v in values)

    app_name, app_addr = U(f["applicant"][0]), [U(x) for x in f["applicant"][1]]
    ben_name, ben_addr = U(f["beneficiary"][0]), [U(x) for x in f["beneficiary"][1]]
    place = U(f["expiry_place"])
    pol = U(f["pol"]) if f["pol"] else None
    pod = U(f["pod"]) if f["pod"] else None
    goods = U(f["goods"])
    docs = [U(x) for x in f["docs"]]
    aw = _lc_available_with(f, upper=True)
    sender, receiver = f["issuing"], f["advising"]
    out.append(f"{'-' * 30} Instance Type and Transmission {'-' * 24}")
    out.append(f"  Original received from SWIFT      Priority: Normal")
    out.append(f"  Message Output Reference: {rng.randint(7, 18):02d}{rng.randint(0, 59):02d} "
               f"{fdate(f['advice_date'], 'swift')}{receiver[1]}AXXX{rng.randint(1000, 9999)}{rng.randint(100000, 999999)}")
    out.append(f"{'-' * 30} Message Header {'-' * 40}")
    out.append(f"  Swift Output : FIN 700 Issue of a Documentary Credit")
    out.append(f"  Sender       : {sender[1]}XXX")
    out.append(f"  {ind}{ind}   {U(sender[0])}, {U(sender[2])}")
    out.append(f"  Receiver     : {receiver[1]}XXX")
    out.append(f"  {ind}{ind}   {U(receiver[0])}, {U(receiver[2])}")
    out.append(f"{'-' * 30} Message Text {'-' * 42}")
    tag("27:", "Sequence of Total", ["1/1"])
    tag("40A:", "Form of Documentary Credit", [f["form"]])
    tag("20:", "Documentary Credit Number", [f["lc_number"]])
    tag("31C:", "Date of Issue", [fdate(f["issue"], "swift")])
    tag("40E:", "Applicable Rules", [f["rules"] + ("/URDG 758" if f["rules"] == "OTHR" else "")])
    tag("31D:", "Date and Place of Expiry", [fdate(f["expiry"], "swift") + place])
    tag("51A:", "Applicant Bank", [sender[1]])
    tag("50:", "Applicant", _wrap(app_name, 35) + [w for a in app_addr for w in _wrap(a, 35)])
    tag("59:", "Beneficiary - Name and Address", _wrap(ben_name, 35) + [w for a in ben_addr for w in _wrap(a, 35)])
    tag("32B:", "Currency Code, Amount", [f["currency"] + money(f["amount"], "swift", f["decimals"])])
    if f["tol"]:
        tag("39A:", "Percentage Credit Amount Tolerance", [f"{f['tol'][0]:02d}/{f['tol'][1]:02d}"])
    if f["available_with"] == "BIC":
        tag("41A:", "Available With ... By ...", [aw, f["available_by"]])
    else:
        tag("41D:", "Available With ... By ...", _wrap(aw, 35) + [f["available_by"]])
    if f["available_by"] in ("BY ACCEPTANCE", "BY NEGOTIATION", "BY DEF PAYMENT"):
        if f["available_by"] == "BY DEF PAYMENT":
            tag("42P:", "Deferred Payment Details", [f"{rng.choice([60, 90, 120])} DAYS AFTER B/L DATE"])
        else:
            tag("42C:", "Drafts at ...", [rng.choice(["AT SIGHT", "90 DAYS SIGHT", "60 DAYS AFTER B/L DATE"])])
            tag("42A:", "Drawee", [sender[1]])
    if f["partial"]:
        tag("43P:", "Partial Shipments", [f["partial"]])
    if f["tranship"]:
        tag("43T:", "Transhipment", [f["tranship"]])
    if pol:
        tag("44E:", "Port of Loading/Airport of Departure", [pol])
    if pod:
        tag("44F:", "Port of Discharge/Airport of Destination", [pod])
    if f["latest"]:
        tag("44C:", "Latest Date of Shipment", [fdate(f["latest"], "swift")])
    tag("45A:", "Description of Goods and/or Services", _wrap(goods, 65))
    doc_lines: list[str] = []
    for x in docs:
        wrapped = _wrap("+" + x, 65)
        doc_lines.extend(wrapped)
    tag("46A:", "Documents Required", doc_lines)
    tag("47A:", "Additional Conditions", _wrap("+ALL DOCUMENTS MUST BE ISSUED IN ENGLISH", 65)
        + _wrap(f"+A DISCREPANCY FEE OF {f['currency']} 80 WILL BE DEDUCTED FOR EACH DISCREPANT SET", 65))
    tag("71D:", "Charges", _wrap("ALL BANKING CHARGES OUTSIDE THE ISSUING BANK ARE FOR ACCOUNT OF BENEFICIARY", 65))
    if f["presentation"] is not None:
        tag("48:", "Period for Presentation in Days", [f"{f['presentation']}/DAYS AFTER DATE OF SHIPMENT"])
    tag("49:", "Confirmation Instructions", [f["confirmation"]])
    tag("78:", "Instructions to the Paying/Accepting/Negotiating Bank",
        _wrap("UPON RECEIPT OF COMPLIANT DOCUMENTS AT OUR COUNTERS WE SHALL REMIT AS PER YOUR INSTRUCTIONS", 65))
    out.append(f"{'-' * 30} Message Trailer {'-' * 39}")
    out.append(f"  {{CHK:{rng.randint(10**11, 10**12 - 1):X}}}  PKI Signature: MAC-Equivalent")
    body = (f"<div class=\"cap\">{esc(U(receiver[0]))} &ndash; SWIFT INCOMING MESSAGE PRINT &ndash; PAGE 1</div>"
            f"<pre>{esc(chr(10).join(out))}</pre>")
    css = ("pre{font-family:'Liberation Mono',monospace;font-size:8.2pt;line-height:1.28;white-space:pre-wrap;margin:0}"
           ".cap{font-family:'Liberation Mono',monospace;font-size:8pt;border-bottom:1px dashed #000;margin-bottom:4px}")
    truth = _lc_truth(f, applicant=(app_name, _join(app_addr)), beneficiary=(ben_name, _join(ben_addr)),
                      available_with=aw, expiry_place=place, pol=pol, pod=pod, goods=goods, docs=docs)
    return _page(css, body, "MT700"), truth


def _lc_advice_letter(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    style = rng.choice(["long", "ordinal", "us_long", "mon_space"])
    d = lambda x: fdate(x, style)  # noqa: E731
    adv, iss = f["advising"], f["issuing"]
    mstyle = rng.choice(["en", "en", "ch"])
    aw = _lc_available_with(f, upper=False)
    aw_text = "any bank" if aw == "ANY BANK" else aw
    form_word = {"IRREVOCABLE": "irrevocable documentary credit",
                 "IRREVOCABLE TRANSFERABLE": "irrevocable transferable documentary credit",
                 "IRREVOCABLE STANDBY": "irrevocable standby letter of credit"}[f["form"]]
    rules = {"UCP LATEST VERSION": "the Uniform Customs and Practice for Documentary Credits, latest version "
                                   "(UCP latest version)",
             "EUCP LATEST VERSION": "the eUCP supplement to the UCP, latest version (eUCP latest version)",
             "ISP LATEST VERSION": "the International Standby Practices, latest version (ISP latest version)",
             "OTHR": "other rules (OTHR), namely the Uniform Rules for Demand Guarantees, URDG 758"}[f["rules"]]
    ref = f"ADV{f['advice_date'].year % 100}{rng.randint(10000, 99999)}"
    paras = [
        f"At the request of {esc(iss[0])}, {esc(iss[2])}, we advise you that on {esc(d(f['issue']))} they issued "
        f"their {form_word} no. <b>{esc(f['lc_number'])}</b> in your favour. The credit is subject to {rules}.",
        f"The credit is for an amount of <b>{esc(f['currency'])} {esc(money(f['amount'], mstyle, f['decimals']))}</b>"
        + (f", with a tolerance of plus {f['tol'][0]} % / minus {f['tol'][1]} % on the credit amount" if f["tol"] else "")
        + f". It expires on {esc(d(f['expiry']))}, place of expiry: {esc(f['expiry_place'])}. It is available with "
        f"{esc(aw_text)} {BY_PROSE[f['available_by']]}.",
    ]
    ship = []
    if f["pol"] and f["pod"]:
        ship.append(f"Shipment is to be effected from {esc(f['pol'])} for discharge at {esc(f['pod'])}")
    elif f["pol"]:
        ship.append(f"Shipment is to be effected from {esc(f['pol'])}")
    elif f["pod"]:
        ship.append(f"Goods are to be shipped for discharge at {esc(f['pod'])}")
    if f["latest"]:
        ship.append(("with a latest shipment date of " if ship else "The latest shipment date is ") + esc(d(f["latest"])))
    if ship:
        paras.append(", ".join(ship) + ".")
    ps = []
    if f["partial"]:
        ps.append(f"partial shipments are {SHIP_PROSE[f['partial']]}")
    if f["tranship"]:
        ps.append(f"transhipment is {SHIP_PROSE[f['tranship']]}")
    if ps:
        s = " and ".join(ps)
        paras.append(s[0].upper() + s[1:] + ".")
    goods = f["goods"]
    docs = f["docs"]
    doc_html = "".join(f"<div class=\"doc\"><span class=\"n\">{i}.</span> {esc(x)}</div>" for i, x in enumerate(docs, 1))
    tail = []
    if f["presentation"] is not None:
        tail.append(f"Documents are to be presented within {f['presentation']} days after the date of shipment, "
                    f"but within the validity of the credit.")
    tail.append({"CONFIRM": "At the request of the issuing bank we have added our confirmation to this credit; "
                            "confirmation instructions: CONFIRM.",
                 "MAY ADD": "The issuing bank has authorised us to add our confirmation should you so request "
                            "(confirmation instructions: MAY ADD).",
                 "WITHOUT": "This credit is advised to you without our confirmation (confirmation instructions: "
                            "WITHOUT), and without any engagement on our part."}[f["confirmation"]])
    ben_addr = f["beneficiary"][1]
    app_addr = f["applicant"][1]
    body = (f"<div class=\"lh\"><div class=\"bn\">{esc(adv[0])}</div><div class=\"sub\">Trade Finance Operations "
            f"&middot; {esc(adv[2])} &middot; SWIFT {esc(adv[1])}</div></div>"
            f"<table class=\"hd\"><tr><td class=\"to\"><b>{esc(f['beneficiary'][0])}</b><br>{_lines_html(ben_addr)}</td>"
            f"<td class=\"rf\">Our reference: {esc(ref)}<br>Date: {esc(d(f['advice_date']))}</td></tr></table>"
            f"<p class=\"re\">Advice of {esc(form_word)} {esc(f['lc_number'])}</p>"
            f"<p>Dear Sirs,</p>" + "".join(f"<p>{x}</p>" for x in paras)
            + f"<p class=\"h\">Applicant (ordering party)</p><p class=\"blk\"><b>{esc(f['applicant'][0])}</b><br>{_lines_html(app_addr)}</p>"
            + f"<p class=\"h\">Goods</p><p class=\"blk\">{esc(goods)}</p>"
            + f"<p class=\"h\">Documents required</p>{doc_html}"
            + "".join(f"<p>{x}</p>" for x in tail)
            + f"<p>Please examine the terms carefully and contact the applicant directly if any amendment is needed.</p>"
            f"<p>Yours faithfully,<br><br>for {esc(adv[0])}<br><i>Authorised signatories</i></p>")
    css = ("body{font-family:'Liberation Serif',serif;font-size:10.5pt;line-height:1.33}"
           ".lh{text-align:center;border-bottom:2px double #444;padding-bottom:4px;margin-bottom:8px}"
           ".bn{font-size:17pt;font-variant:small-caps;letter-spacing:1px}.sub{font-size:8.5pt;color:#444}"
           ".hd{width:100%}.hd td{vertical-align:top}.rf{text-align:right}"
           ".re{font-weight:bold;text-decoration:underline;margin:8px 0}p{margin:0 0 6px 0;text-align:justify}"
           ".h{font-weight:bold;margin:6px 0 2px 0}.blk{margin-left:18px}.doc{margin:0 0 2px 18px;text-indent:-14px;padding-left:14px}"
           ".n{display:inline-block;width:14px}")
    truth = _lc_truth(f, applicant=(f["applicant"][0], _join(app_addr)), beneficiary=(f["beneficiary"][0], _join(ben_addr)),
                      available_with=aw, expiry_place=f["expiry_place"], pol=f["pol"], pod=f["pod"], goods=goods, docs=docs)
    return _page(css, body, "Advice"), truth


def _lc_issuance_boxes(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    style = rng.choice(["mon", "dmy_slash", "iso"])
    hint = DATE_STYLES[style][0]
    d = lambda x: fdate(x, style)  # noqa: E731
    dl = lambda label: f"{label} ({hint})" if hint else label  # noqa: E731
    iss = f["issuing"]
    aw = _lc_available_with(f, upper=False)
    mstyle = rng.choice(["en", "eu"])
    boxes: list[tuple[str, str, bool]] = []
    add = lambda label, value, wide=False: boxes.append((label, value, wide))  # noqa: E731
    add("Credit number", esc(f["lc_number"]))
    add(dl("Date of issue"), esc(d(f["issue"])))
    add("Form of credit", " ".join(f"<span class=\"o\">{_tick(f['form'] == k)} {w}</span>" for k, w in
                                   (("IRREVOCABLE", "Irrevocable"), ("IRREVOCABLE TRANSFERABLE", "Irrevocable transferable"),
                                    ("IRREVOCABLE STANDBY", "Irrevocable standby"))), True)
    add("Applicable rules", " ".join(f"<span class=\"o\">{_tick(f['rules'] == k)} {w}</span>" for k, w in
                                     (("UCP LATEST VERSION", "UCP latest version"), ("EUCP LATEST VERSION", "eUCP latest version"),
                                      ("ISP LATEST VERSION", "ISP latest version"), ("OTHR", "Other (OTHR)"))), True)
    add(dl("Expiry date"), esc(d(f["expiry"])))
    add("Place of expiry", esc(f["expiry_place"]))
    add("Applicant", f"<b>{esc(f['applicant'][0])}</b><br>{_lines_html(f['applicant'][1])}")
    add("Beneficiary", f"<b>{esc(f['beneficiary'][0])}</b><br>{_lines_html(f['beneficiary'][1])}")
    add("Currency (ISO)", esc(f["currency"]))
    add("Amount", esc(money(f["amount"], mstyle, f["decimals"])))
    if f["tol"]:
        add("Amount tolerance", f"plus {f['tol'][0]} % &nbsp; / &nbsp; minus {f['tol'][1]} %")
    add("Available with", esc(aw))
    add("Available by", " ".join(f"<span class=\"o\">{_tick(f['available_by'] == k)} {w}</span>" for k, w in
                                 (("BY PAYMENT", "Sight payment"), ("BY DEF PAYMENT", "Deferred payment"),
                                  ("BY ACCEPTANCE", "Acceptance"), ("BY NEGOTIATION", "Negotiation"),
                                  ("BY MIXED PYMT", "Mixed payment"))), True)
    opts = lambda v: " ".join(f"<span class=\"o\">{_tick(v == k)} {k.capitalize()}</span>" for k in  # noqa: E731
                              ("ALLOWED", "NOT ALLOWED", "CONDITIONAL"))
    if f["partial"]:
        add("Partial shipments", opts(f["partial"]))
    if f["tranship"]:
        add("Transhipment", opts(f["tranship"]))
    if f["pol"]:
        add("Port of loading", esc(f["pol"]))
    if f["pod"]:
        add("Port of discharge", esc(f["pod"]))
    if f["latest"]:
        add(dl("Latest shipment date"), esc(d(f["latest"])))
    add("Description of goods", esc(f["goods"]), True)
    letters = "abcdefgh"
    add("Documents required", "".join(f"<div class=\"dl\">({letters[i]}) {esc(x)}</div>" for i, x in enumerate(f["docs"])), True)
    if f["presentation"] is not None:
        add("Presentation period (days after shipment)", esc(str(f["presentation"])))
    add("Confirmation instructions", " ".join(f"<span class=\"o\">{_tick(f['confirmation'] == k)} {w}</span>" for k, w in
                                              (("CONFIRM", "Confirm"), ("MAY ADD", "May add"), ("WITHOUT", "Without"))), True)
    cells = []
    for i, (label, value, wide) in enumerate(boxes, 1):
        cells.append(f"<div class=\"c{' w' if wide else ''}\"><div class=\"l\"><span class=\"no\">{i}</span> "
                     f"{esc(label)}</div><div class=\"v\">{value}</div></div>")
    body = (f"<div class=\"t\"><div><b>{esc(iss[0])}</b><br>Import Trade Services, {esc(iss[2])}</div>"
            f"<div class=\"r\">DOCUMENTARY CREDIT<br>ISSUANCE RECORD &ndash; BANK COPY<br>Form TS-700/B</div></div>"
            f"<div class=\"g\">{''.join(cells)}</div>"
            f"<div class=\"f\">Checked by: ________ &nbsp; Released by: ________ &nbsp; Workflow id {rng.randint(100000, 999999)}</div>")
    css = ("body{font-family:'DejaVu Sans Condensed','DejaVu Sans',sans-serif;font-size:8.8pt}"
           ".t{display:flex;justify-content:space-between;border:2px solid #000;padding:4px 6px}.r{text-align:right;font-weight:bold}"
           ".g{display:grid;grid-template-columns:1fr 1fr;border-left:1px solid #000;border-top:1px solid #000;margin-top:4px}"
           ".c{border-right:1px solid #000;border-bottom:1px solid #000;padding:2px 4px}.c.w{grid-column:1 / span 2}"
           ".l{font-size:7pt;color:#333}.no{display:inline-block;background:#000;color:#fff;padding:0 3px;font-weight:bold}"
           ".v{font-size:9pt}.o{margin-right:10px;white-space:nowrap}.dl{margin-left:4px}.f{margin-top:8px;font-size:8pt}")
    truth = _lc_truth(f, applicant=(f["applicant"][0], _join(f["applicant"][1])),
                      beneficiary=(f["beneficiary"][0], _join(f["beneficiary"][1])), available_with=aw,
                      expiry_place=f["expiry_place"], pol=f["pol"], pod=f["pod"], goods=f["goods"], docs=f["docs"])
    return _page(css, body, "Issuance record"), truth


def _lc_summary_tables(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    style = rng.choice(["iso", "mon_space", "long"])
    hint = DATE_STYLES[style][0]
    d = lambda x: fdate(x, style)  # noqa: E731
    iss = f["issuing"]
    aw = _lc_available_with(f, upper=False)
    mstyle = rng.choice(["en", "ch"])

    def table(title: str, head: list[str], rows: list[list[str]]) -> str:
        h = "".join(f"<th>{esc(x)}</th>" for x in head)
        r = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
        return f"<h3>{esc(title)}</h3><table><tr>{h}</tr>{r}</table>"

    parts = [table("Credit", ["Credit no.", "Form", "Rules", f"Issued{' (' + hint + ')' if hint else ''}", "Issuing bank"],
                   [[esc(f["lc_number"]), esc(f["form"]), esc(f["rules"]), esc(d(f["issue"])), esc(iss[0])]])]
    parts.append(table("Parties", ["Role", "Name", "Address"],
                       [["Applicant", esc(f["applicant"][0]), _lines_html(f["applicant"][1])],
                        ["Beneficiary", esc(f["beneficiary"][0]), _lines_html(f["beneficiary"][1])]]))
    fin_head, fin_row = ["Currency", "Amount"], [esc(f["currency"]), esc(money(f["amount"], mstyle, f["decimals"]))]
    if f["tol"]:
        fin_head += ["Tolerance +", "Tolerance −"]
        fin_row += [f"{f['tol'][0]} %", f"{f['tol'][1]} %"]
    fin_head += ["Available with", "Available by"]
    fin_row += [esc(aw), esc(f["available_by"])]
    parts.append(table("Amount and availability", fin_head, [fin_row]))
    val_head, val_row = ["Expiry date", "Place of expiry"], [esc(d(f["expiry"])), esc(f["expiry_place"])]
    if f["presentation"] is not None:
        val_head.append("Presentation period")
        val_row.append(f"{f['presentation']} days")
    val_head.append("Confirmation")
    val_row.append(esc(f["confirmation"]))
    parts.append(table("Validity", val_head, [val_row]))
    sh_head, sh_row = [], []
    for key, label in (("pol", "Port of loading"), ("pod", "Port of discharge")):
        if f[key]:
            sh_head.append(label)
            sh_row.append(esc(f[key]))
    if f["latest"]:
        sh_head.append("Latest shipment")
        sh_row.append(esc(d(f["latest"])))
    if f["partial"]:
        sh_head.append("Partial shipments")
        sh_row.append(esc(f["partial"]))
    if f["tranship"]:
        sh_head.append("Transhipment")
        sh_row.append(esc(f["tranship"]))
    if sh_head:
        parts.append(table("Shipment terms", sh_head, [sh_row]))
    parts.append(table("Goods", ["Description"], [[esc(f["goods"])]]))
    parts.append(table("Documents to be presented", ["#", "Document"],
                       [[str(i), esc(x)] for i, x in enumerate(f["docs"], 1)]))
    body = (f"<div class=\"hd\"><span>{esc(iss[0])}</span><span>Import LC &ndash; Credit Summary</span></div>"
            f"<p class=\"sm\">Generated from the trade finance system. Status: ISSUED. "
            f"Amounts in the credit currency.</p>" + "".join(parts))
    css = ("body{font-family:'DejaVu Sans',sans-serif;font-size:8.8pt}"
           ".hd{display:flex;justify-content:space-between;background:#2f5d3a;color:#fff;padding:5px 8px;font-weight:bold;font-size:11pt}"
           ".sm{font-size:7.5pt;color:#555;margin:3px 0}h3{font-size:9.5pt;margin:8px 0 2px 0;color:#2f5d3a}"
           "table{width:100%;border-collapse:collapse}th{background:#e3ece5;text-align:left;font-size:7.8pt;"
           "border:1px solid #9bb3a0;padding:2px 4px}td{border:1px solid #9bb3a0;padding:2px 4px;vertical-align:top}")
    truth = _lc_truth(f, applicant=(f["applicant"][0], _join(f["applicant"][1])),
                      beneficiary=(f["beneficiary"][0], _join(f["beneficiary"][1])), available_with=aw,
                      expiry_place=f["expiry_place"], pol=f["pol"], pod=f["pod"], goods=f["goods"], docs=f["docs"])
    return _page(css, body, "LC summary"), truth


# -- loan applications -------------------------------------------------------------------------------

LENDER_COUNTRIES = ["USA", "USA", "GBR", "GBR", "CAN", "AUS", "SGP", "DEU", "NLD", "CHE", "FRA", "ESP"]
LENDERS = {"USA": ["Prairie Hearth Mortgage Co.", "Bluewater Federal Savings"],
           "GBR": ["Thamesgate Building Society", "Northern Ash Home Loans"],
           "CAN": ["Maple Crest Trust Company"], "AUS": ["Coral Bay Home Lending Pty Ltd"],
           "SGP": ["Harbour Pacific Bank Ltd"], "DEU": ["Rhein-Main Handelsbank AG"],
           "NLD": ["Zuiderzee Hypotheken B.V."], "CHE": ["Caisse Lémanique de Dépôts"],
           "FRA": ["Crédit Maritime du Ponant"], "ESP": ["Caja Rural del Guadalquivir"]}
PHONES = {
    "USA": lambda r: f"({r.randint(201, 989)}) 555-{r.randint(100, 199):04d}",
    "GBR": lambda r: f"+44 7700 900{r.randint(100, 999)}",
    "CAN": lambda r: f"+1 416-555-{r.randint(100, 199):04d}",
    "AUS": lambda r: f"04{r.randint(10, 99)} 555 {r.randint(100, 999)}",
    "SGP": lambda r: f"+65 9{r.randint(100, 999)} {r.randint(1000, 9999)}",
    "DEU": lambda r: f"+49 151 {r.randint(1000, 9999)}{r.randint(1000, 9999)}",
    "NLD": lambda r: f"+31 6 {r.randint(10000000, 99999999)}",
    "CHE": lambda r: f"+41 79 {r.randint(100, 999)} {r.randint(10, 99)} {r.randint(10, 99)}",
    "FRA": lambda r: f"+33 6 {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)}",
    "ESP": lambda r: f"+34 6{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}",
}
MAIL_DOMAINS = ["mailbox.org", "outlook.com", "gmail.com", "proton.me", "icloud.com", "fastmail.com", "yahoo.co.uk"]
EMPLOYERS = ["Northwind Data Systems Ltd", "St. Brigid's University Hospital", "Moreland Capital Partners LLP",
             "Coral Sky Airways", "Helvetia BioMaterials AG", "Kranich Industrietechnik GmbH", "Riverside Dental Group",
             "Pangolin Analytics Pte. Ltd.", "Lakeshore Unified School District", "Copperline Electrical Contractors Inc.",
             "Municipality of Utrecht", "Oakridge Veterinary Partners", "Saltmarsh Logistics Ltd", "Aurora Grid Utilities"]
PURPOSE_WORDS = {"purchase": ["Purchase", "Home purchase", "purchase of a home"],
                 "refinance": ["Refinance", "Refinance of existing mortgage", "refinance of the existing mortgage"],
                 "construction": ["Construction", "Construction of a new dwelling", "construction of a new home"],
                 "other": ["Other", "Other (renovation / home improvement)", "another purpose (equity release for renovation)"]}


def _loan_facts(rng: random.Random) -> dict[str, Any]:
    lc = rng.choice(LENDER_COUNTRIES)
    cur = COUNTRIES[lc][5]
    b = _person(rng, born=(1958, 2001))
    marital = rng.choices(["married", "unmarried", "separated"], [5, 4, 1])[0]
    n_co = rng.choices([0, 1, 2, 3], [4, 4, 2, 1])[0]
    co = []
    for i in range(n_co):
        if i == 0 and marital == "married" and rng.random() < 0.7:
            sp = _person(rng, nationality=b["nationality"], sex={"M": "F", "F": "M"}.get(b["sex"]), born=(1958, 2001))
            sp["surname"] = b["surname"]
            co.append(sp)
        else:
            co.append(_person(rng, born=(1950, 2003)))
    app_date = _date_between(rng, _dt.date(2025, 6, 1), _dt.date(2026, 6, 30))
    start_lo = _dt.date(b["dob"].year + 19, 1, 1)
    emp_start = _date_between(rng, max(start_lo, _dt.date(1985, 1, 1)), app_date - _dt.timedelta(days=200))
    rate_cur = CURRENCIES[cur][2]
    monthly = float(round(rng.uniform(3000, 18000) * rate_cur / 10) * 10)
    if rng.random() < 0.4:
        monthly = round(monthly + rng.choice([33.33, 16.67, 41.5, 8.25, 0.75]), 2)
    value = float(round(rng.uniform(180000, 1600000) * rate_cur / 1000) * 1000)
    loan = float(round(value * rng.uniform(0.45, 0.9) / 500) * 500)
    purpose = rng.choices(["purchase", "refinance", "construction", "other"], [6, 3, 1, 1])[0]
    term = rng.choice([120, 180, 240, 300, 300, 360, 360]) if purpose != "construction" else rng.choice([24, 36, 240, 300])
    rate = round(rng.uniform(1.8, 7.9), 2)
    if rng.random() < 0.3:
        rate = round(round(rate * 8) / 8, 3)
    addr_country = lc
    given_ascii = _ascii_lower(b["given"].split()[0])
    sur_ascii = _ascii_lower(b["surname"])
    email = rng.choice([f"{given_ascii}.{sur_ascii}", f"{given_ascii[0]}{sur_ascii}{b['dob'].year % 100:02d}",
                        f"{sur_ascii}.{given_ascii}"]) + "@" + rng.choice(MAIL_DOMAINS)
    return {
        "country": lc, "lender": rng.choice(LENDERS[lc]), "borrower": b, "marital": marital, "co": co,
        "email": email if rng.random() < 0.75 else None,
        "phone": PHONES[lc](rng) if rng.random() < 0.7 else None,
        "employer": rng.choice(EMPLOYERS), "emp_start": emp_start,
        "occupation": rng.choice(["Project manager", "Nurse practitioner", "Senior accountant", "Electrician",
                                  "Pilot", "Teacher", "Software developer", "Veterinary surgeon", "Operations analyst"]),
        "monthly": monthly, "income_cur": cur if rng.random() < 0.9 else rng.choice(["USD", "EUR", "CHF", "GBP"]),
        "loan": loan, "loan_cur": cur, "purpose": purpose, "term": term, "rate": rate,
        "property": _address(rng, addr_country, rng.random() < 0.3), "value": value,
        "app_no": rng.choice([lambda: f"MTG-{app_date.year}-{rng.randint(1, 999999):06d}",
                              lambda: f"APP {rng.randint(10, 99)}-{rng.randint(10000, 99999)}",
                              lambda: f"LN/{app_date.year % 100}/{rng.randint(100000, 999999)}",
                              lambda: f"{rng.choice('HRM')}{rng.randint(1000000, 9999999)}"])(),
        "app_date": app_date,
    }


def _loan_truth(f: dict[str, Any], *, name: str, co_names: list[str], employer: str, email: str | None,
                phone: str | None, address: str) -> dict[str, Any]:
    b = f["borrower"]
    return {
        "application_number": f["app_no"],
        "borrower": {"full_name": name, "date_of_birth": b["dob"].isoformat(), "marital_status": f["marital"],
                     "email": email, "phone": phone},
        "co_borrowers": [{"full_name": n, "date_of_birth": c["dob"].isoformat()} for n, c in zip(co_names, f["co"])],
        "employer_name": employer,
        "employment_start_date": f["emp_start"].isoformat(),
        "monthly_income": _num(f["monthly"]),
        "income_currency": f["income_cur"],
        "loan_amount": _num(f["loan"]),
        "loan_currency": f["loan_cur"],
        "loan_purpose": f["purpose"],
        "loan_term_months": f["term"],
        "interest_rate_percent": f["rate"],
        "property_address": address,
        "property_value": _num(f["value"]),
    }


def _rate_text(rate: float, style: str) -> str:
    s = f"{rate:.3f}".rstrip("0")
    if s.endswith("."):
        s += "00"
    elif len(s.split(".")[1]) == 1:
        s += "0"
    return s.replace(".", ",") if style in ("eu", "fr") else s


def _loan_sectioned_form(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = f["borrower"]
    us = f["country"] == "USA"
    style = "mdy_slash" if us else rng.choice(["dmy_slash", "dmy_dot", "iso", "mon_space"])
    hint = DATE_STYLES[style][0]
    d = lambda x: fdate(x, style)  # noqa: E731
    dl = lambda label: f"{label} ({hint.lower()})" if hint else label  # noqa: E731
    mstyle = {"DEU": "eu", "NLD": "eu", "ESP": "eu", "FRA": "fr", "CHE": "ch"}.get(f["country"], "en")
    m = lambda v: money(v, mstyle)  # noqa: E731

    def field(label: str, value: str, span: int = 1) -> str:
        return f"<td colspan=\"{span}\"><div class=\"l\">{esc(label)}</div><div class=\"v\">{value}</div></td>"

    rows = [
        "<tr>" + field("First and middle name(s)", esc(b["given"]), 2) + field("Last name", esc(b["surname"]), 2) + "</tr>",
        "<tr>" + field(dl("Date of birth"), esc(d(b["dob"]))) + field(
            "Marital status", " ".join(f"<span class=\"o\">{_tick(f['marital'] == k)} {k.capitalize()}</span>"
                                       for k in ("married", "separated", "unmarried"))
            + "<div class=\"tiny\">Unmarried includes single, divorced and widowed</div>", 3) + "</tr>",
    ]
    contact = []
    if f["email"]:
        contact.append(field("E-mail address", esc(f["email"]), 2))
    if f["phone"]:
        contact.append(field("Mobile phone", esc(f["phone"]), 2))
    if contact:
        rows.append("<tr>" + "".join(contact) + "</tr>")
    n = iter(range(1, 9))
    sec1 = f"<h2>Section {next(n)} &ndash; Borrower information</h2><table>{''.join(rows)}</table>"
    sec2 = ""
    if f["co"]:
        crow = "".join(f"<tr><td>{i}</td><td>{esc(_full(c))}</td><td>{esc(d(c['dob']))}</td></tr>"
                       for i, c in enumerate(f["co"], 1))
        sec2 = (f"<h2>Section {next(n)} &ndash; Co-borrowers</h2><table class=\"grid\"><tr><th>#</th><th>Full name</th>"
                f"<th>{esc(dl('Date of birth'))}</th></tr>{crow}</table>")
    sec3 = (f"<h2>Section {next(n)} &ndash; Employment and income (borrower)</h2><table><tr>"
            + field("Current employer", esc(f["employer"]), 2) + field("Position / title", esc(f["occupation"]))
            + field(dl("Start date"), esc(d(f["emp_start"]))) + "</tr><tr>"
            + field("Gross monthly income", esc(m(f["monthly"]))) + field("Income currency", esc(f["income_cur"]))
            + field("Years in line of work", str(max(1, (f["app_date"] - f["emp_start"]).days // 365 + rng.randint(0, 4))), 2)
            + "</tr></table>")
    purpose = " ".join(f"<span class=\"o\">{_tick(f['purpose'] == k)} {k.capitalize()}</span>" for k in PURPOSE_WORDS)
    if f["purpose"] == "other":
        purpose += " &ndash; renovation / home improvement"
    sec4 = (f"<h2>Section {next(n)} &ndash; Loan and property</h2><table><tr>"
            + field("Loan amount requested", esc(m(f["loan"]))) + field("Currency", esc(f["loan_cur"]))
            + field("Term (months)", str(f["term"])) + field("Interest rate (% p.a.)", esc(_rate_text(f["rate"], mstyle)))
            + "</tr><tr>" + field("Loan purpose", purpose, 4) + "</tr><tr>"
            + field("Subject property address", _lines_html(f["property"]), 3)
            + field("Estimated property value", esc(m(f["value"]))) + "</tr></table>")
    sec5 = (f"<h2>Section {next(n)} &ndash; Declarations</h2><p class=\"decl\">I/We confirm that the information given in this "
            "application is true and complete, and authorise the lender to verify it with employers and credit "
            "reference agencies.</p><p>Signed: ____________________ &nbsp; Date: " + esc(d(f["app_date"])) + "</p>")
    body = (f"<div class=\"top\"><div class=\"lender\">{esc(f['lender'])}</div><div class=\"an\">Residential Mortgage "
            f"Application<br>Application no. <b>{esc(f['app_no'])}</b></div></div>{sec1}{sec2}{sec3}{sec4}{sec5}")
    css = ("body{font-family:'Liberation Sans',sans-serif;font-size:9.5pt}"
           ".top{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:4px solid #6b3d8c;padding-bottom:4px}"
           ".lender{font-size:15pt;font-weight:bold;color:#6b3d8c}.an{text-align:right}"
           "h2{font-size:10pt;background:#efe7f4;border-left:5px solid #6b3d8c;padding:2px 6px;margin:9px 0 3px 0}"
           "table{width:100%;border-collapse:collapse;table-layout:fixed}td{border:1px solid #b9a6c6;padding:2px 5px;vertical-align:top}"
           ".l{font-size:7pt;color:#5a4a66}.v{min-height:13px}.o{margin-right:10px;white-space:nowrap}"
           ".tiny{font-size:7pt;color:#666}.grid th{font-size:8pt;text-align:left;background:#efe7f4;border:1px solid #b9a6c6;padding:2px 5px}"
           ".grid td:first-child,.grid th:first-child{width:26px}.decl{font-size:8.5pt}")
    truth = _loan_truth(f, name=_full(b), co_names=[_full(c) for c in f["co"]], employer=f["employer"],
                        email=f["email"], phone=f["phone"], address=_join(f["property"]))
    return _page(css, body, "Mortgage application"), truth


BROKERS = [("Priyanka Dhillon", "keystone-brokers.co.uk", "Keystone Mortgage Brokers"),
           ("Rafael Castellanos", "harbourline-finance.com", "Harbourline Finance"),
           ("Gwendolyn Achterberg", "brugge-hypotheekadvies.nl", "Brugge Hypotheekadvies"),
           ("Declan Fitzmaurice", "summitpathlending.com", "Summit Path Lending")]


def _loan_broker_email(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = f["borrower"]
    us = f["country"] in ("USA", "CAN")
    style = "us_long" if us else rng.choice(["long", "ordinal", "mon_space"])
    d = lambda x: fdate(x, style)  # noqa: E731
    broker, domain, firm = rng.choice(BROKERS)
    under = rng.choice(["Sarah", "Tomasz", "Aoife", "Kwame"])
    lender_domain = _ascii_lower(f["lender"].split()[0]) + "-lending.example"
    cur = f["loan_cur"]
    m = lambda v, c: f"{c} {money(v, 'en')}"  # noqa: E731
    years = f["term"] % 12 == 0 and rng.random() < 0.6
    term = f"{f['term'] // 12} years" if years else f"{f['term']} months"
    items = [f"<li><b>Main applicant:</b> {esc(_full(b))}, born {esc(d(b['dob']))}, {esc(f['marital'] if f['marital'] != 'unmarried' else 'single (unmarried)')}</li>"]
    if f["email"] or f["phone"]:
        bits = []
        if f["email"]:
            bits.append(f"email {esc(f['email'])}")
        if f["phone"]:
            bits.append(f"mobile {esc(f['phone'])}")
        items.append(f"<li><b>Contact:</b> {', '.join(bits)}</li>")
    for c in f["co"]:
        items.append(f"<li><b>Joint applicant:</b> {esc(_full(c))}, born {esc(d(c['dob']))}</li>")
    items.append(f"<li><b>Employment:</b> {esc(f['occupation'].lower())} with {esc(f['employer'])} since "
                 f"{esc(d(f['emp_start']))}; gross income {esc(m(f['monthly'], f['income_cur']))} per month</li>")
    items.append(f"<li><b>Loan requested:</b> {esc(m(f['loan'], cur))} over {term} at {_rate_text(f['rate'], 'en')}% "
                 f"{rng.choice(['fixed', 'variable', 'tracker'])}</li>")
    items.append(f"<li><b>Purpose:</b> {esc(PURPOSE_WORDS[f['purpose']][2])}</li>")
    prop = ", ".join(f["property"])
    items.append(f"<li><b>Security:</b> {esc(prop)} &ndash; estimated value {esc(m(f['value'], cur))}</li>")
    hdr = (f"<table class=\"h\"><tr><td>From:</td><td>{esc(broker)} &lt;{esc(broker.split()[0].lower())}@{esc(domain)}&gt;</td></tr>"
           f"<tr><td>To:</td><td>New Business &lt;newbusiness@{esc(lender_domain)}&gt;</td></tr>"
           f"<tr><td>Sent:</td><td>{esc(d(f['app_date']))} {rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}</td></tr>"
           f"<tr><td>Subject:</td><td>New submission &ndash; application {esc(f['app_no'])} &ndash; {esc(b['surname'])}</td></tr></table>")
    body = (hdr + f"<div class=\"b\"><p>Hi {under},</p><p>Please find below a summary of a new case for "
            f"{esc(f['lender'])}; the full fact-find and payslips are attached. The application reference on your "
            f"portal is <b>{esc(f['app_no'])}</b>.</p><ul>{''.join(items)}</ul>"
            f"<p>{'The clients are' if f['co'] else 'The client is'} keen to proceed quickly, so I would be grateful "
            f"for a decision in principle this week. Let me know if you need anything else.</p>"
            f"<p>Kind regards,<br>{esc(broker)}<br>{esc(firm)}</p>"
            f"<p class=\"disc\">This e-mail and any attachments are confidential and intended solely for the addressee. "
            f"If you have received it in error, please delete it and notify the sender.</p></div>")
    css = ("body{font-family:'DejaVu Sans',sans-serif;font-size:10pt}"
           ".h{border-bottom:1px solid #999;width:100%;margin-bottom:10px;font-size:9.5pt}.h td{padding:1px 6px 1px 0}"
           ".h td:first-child{font-weight:bold;width:70px;color:#444}.b p{margin:0 0 8px 0}ul{margin:0 0 8px 0;padding-left:18px}"
           "li{margin-bottom:4px}.disc{font-size:7.5pt;color:#777;border-top:1px solid #ccc;padding-top:4px;margin-top:14px}")
    truth = _loan_truth(f, name=_full(b), co_names=[_full(c) for c in f["co"]], employer=f["employer"],
                        email=f["email"], phone=f["phone"], address=prop)
    return _page(css, body, "E-mail"), truth


def _loan_term_sheet(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = f["borrower"]
    style = "us_long" if f["country"] == "USA" else rng.choice(["long", "mon_space", "iso"])
    hint = DATE_STYLES[style][0]
    d = lambda x: fdate(x, style)  # noqa: E731
    mstyle = {"DEU": "eu", "NLD": "eu", "ESP": "eu", "FRA": "fr", "CHE": "ch"}.get(f["country"], "en")
    m = lambda v: money(v, mstyle)  # noqa: E731
    surname = b["surname"].upper()
    people = [["Borrower", f"{esc(b['given'])} <b>{esc(surname)}</b>", esc(d(b["dob"])), esc(f["marital"].capitalize())]]
    for c in f["co"]:
        people.append(["Co-borrower", esc(_full(c)), esc(d(c["dob"])), ""])
    ptab = "".join("<tr>" + "".join(f"<td>{x}</td>" for x in r) + "</tr>" for r in people)
    kv = [("Application number", esc(f["app_no"])), ("Facility", "Residential mortgage loan, first-ranking charge"),
          ("Loan amount", f"{esc(f['loan_cur'])} {esc(m(f['loan']))}"),
          ("Loan purpose", esc(PURPOSE_WORDS[f["purpose"]][1])),
          ("Term", f"{f['term']} months" + (f" ({f['term'] // 12} years)" if f["term"] % 12 == 0 else "")),
          ("Interest rate", f"{esc(_rate_text(f['rate'], mstyle))} % per annum"),
          ("Security property", _lines_html(f["property"])),
          ("Property value (lender valuation)", f"{esc(f['loan_cur'])} {esc(m(f['value']))}"),
          ("Loan-to-value", f"{f['loan'] / f['value'] * 100:.1f} %".replace(".", "," if mstyle in ("eu", "fr") else ".")),
          ("Employer (borrower)", esc(f["employer"])), ("Employed since", esc(d(f["emp_start"]))),
          ("Verified gross monthly income", f"{esc(f['income_cur'])} {esc(m(f['monthly']))}")]
    if f["email"]:
        kv.append(("Borrower e-mail", esc(f["email"])))
    if f["phone"]:
        kv.append(("Borrower telephone", esc(f["phone"])))
    kvt = "".join(f"<tr><th>{esc(k)}</th><td>{v}</td></tr>" for k, v in kv)
    head_date = f"Dates are written {hint}." if hint else ""
    body = (f"<div class=\"logo\">{esc(f['lender'])}</div><h1>Indicative Term Sheet</h1>"
            f"<p class=\"s\">Issued {esc(d(f['app_date']))}. {esc(head_date)} This term sheet is indicative only and does not "
            f"constitute an offer of credit.</p>"
            f"<h2>Parties</h2><table class=\"p\"><tr><th>Role</th><th>Name</th><th>Date of birth</th><th>Marital status</th></tr>{ptab}</table>"
            f"<h2>Principal terms</h2><table class=\"k\">{kvt}</table>"
            f"<h2>Conditions precedent</h2><ol class=\"cp\"><li>Satisfactory valuation of the security property</li>"
            f"<li>Evidence of income for the last three months</li><li>Buildings insurance noting the lender's interest</li></ol>")
    css = ("body{font-family:'DejaVu Serif',serif;font-size:9.8pt}.logo{font-family:'DejaVu Sans',sans-serif;font-weight:bold;"
           "font-size:12pt;color:#7a4b00;border-bottom:1px solid #7a4b00}h1{font-size:18pt;margin:8px 0 2px 0}"
           ".s{font-size:8pt;color:#555}h2{font-size:11pt;margin:10px 0 3px 0;color:#7a4b00}"
           "table{width:100%;border-collapse:collapse}.p th{text-align:left;border-bottom:1.5px solid #000;font-size:8.5pt}"
           ".p td{border-bottom:1px solid #ccc;padding:2px 4px}.k th{text-align:left;width:36%;font-weight:normal;color:#444;"
           "border-bottom:1px dotted #aaa;padding:2px 4px;vertical-align:top}.k td{border-bottom:1px dotted #aaa;padding:2px 4px}"
           ".cp{font-size:8.5pt}")
    truth = _loan_truth(f, name=f"{b['given']} {surname}", co_names=[_full(c) for c in f["co"]],
                        employer=f["employer"], email=f["email"], phone=f["phone"], address=_join(f["property"]))
    return _page(css, body, "Term sheet"), truth


def _loan_uw_worksheet(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    b = f["borrower"]
    U = lambda s: _fold(s).upper()  # noqa: E731
    style = rng.choice(["iso", "ymd_slash", "mon"])
    hint = DATE_STYLES[style][0] or "DD-MON-YYYY"
    d = lambda x: fdate(x, style)  # noqa: E731
    name, employer = U(_full(b)), U(f["employer"])
    co_names = [U(_full(c)) for c in f["co"]]
    prop = [U(x) for x in f["property"]]
    L: list[str] = []
    row = lambda k, v: L.append(f"| {k:<26}| {v}")  # noqa: E731
    L.append(f"UNDERWRITING WORKSHEET   {U(f['lender'])}")
    L.append(f"APP# {f['app_no']}   RECEIVED {d(f['app_date'])}   DATE FMT {hint}   UW: {rng.choice(['JKM', 'AOB', 'TVN', 'LRS'])}")
    L.append("+" + "-" * 84)
    L.append("| A. APPLICANTS")
    row("PRIMARY BORROWER", name)
    row("  DOB", d(b["dob"]))
    row("  MARITAL STATUS", U(f["marital"]))
    if f["email"]:
        row("  EMAIL", f["email"])
    if f["phone"]:
        row("  PHONE", f["phone"])
    for i, (n, c) in enumerate(zip(co_names, f["co"]), 1):
        row(f"CO-BORROWER {i}", n)
        row("  DOB", d(c["dob"]))
    L.append("+" + "-" * 84)
    L.append("| B. INCOME (PRIMARY)")
    row("EMPLOYER", employer)
    row("EMPLOYMENT START", d(f["emp_start"]))
    row("GROSS MONTHLY INCOME", f"{money(f['monthly'], 'en')} {f['income_cur']}")
    L.append("+" + "-" * 84)
    L.append("| C. LOAN REQUEST")
    row("LOAN AMOUNT", f"{money(f['loan'], 'en')} {f['loan_cur']}")
    row("PURPOSE", U(f["purpose"]))
    row("TERM (MONTHS)", str(f["term"]))
    row("NOTE RATE %", _rate_text(f["rate"], "en"))
    r = f["rate"] / 1200
    pmt = f["loan"] * r / (1 - (1 + r) ** -f["term"]) if r else f["loan"] / f["term"]
    row("EST. P&I PAYMENT", f"{money(pmt, 'en')} {f['loan_cur']}")
    L.append("+" + "-" * 84)
    L.append("| D. COLLATERAL")
    row("SUBJECT PROPERTY", prop[0])
    L.extend(" " * 30 + a for a in prop[1:])
    row("APPRAISED VALUE", f"{money(f['value'], 'en')} {f['loan_cur']}")
    row("LTV %", f"{f['loan'] / f['value'] * 100:.2f}")
    L.append("+" + "-" * 84)
    L.append("| E. DECISION     [ ] APPROVE   [ ] REFER   [ ] DECLINE        SIGNATURE ____________")
    body = f"<pre>{esc(chr(10).join(L))}</pre>"
    css = "pre{font-family:'DejaVu Sans Mono',monospace;font-size:8.8pt;line-height:1.55;white-space:pre-wrap;margin:0}"
    truth = _loan_truth(f, name=name, co_names=co_names, employer=employer, email=f["email"], phone=f["phone"],
                        address=_join(prop))
    return _page(css, body, "UW worksheet"), truth


# -- registry ---------------------------------------------------------------------------------------

_LAYOUTS: dict[str, tuple[tuple[str, Callable[..., tuple[str, dict[str, Any]]]], ...]] = {
    "kyc_individual": (("onboarding_boxes", _kyc_onboarding_boxes), ("cdd_memo", _kyc_cdd_memo),
                       ("bilingual_form", _kyc_bilingual), ("cbs_screen", _kyc_cbs_screen)),
    "letter_of_credit": (("mt700_print", _lc_mt700), ("advice_letter", _lc_advice_letter),
                         ("issuance_boxes", _lc_issuance_boxes), ("summary_tables", _lc_summary_tables)),
    "loan_application": (("sectioned_form", _loan_sectioned_form), ("broker_email", _loan_broker_email),
                         ("term_sheet", _loan_term_sheet), ("uw_worksheet", _loan_uw_worksheet)),
}
_FACTS = {"kyc_individual": _kyc_facts, "letter_of_credit": _lc_facts, "loan_application": _loan_facts}


def layouts(document_type: str) -> tuple[str, ...]:
    if document_type not in _LAYOUTS:
        raise ValueError(f"unknown document type {document_type!r}; choose one of {', '.join(DOCUMENT_TYPES)}")
    return tuple(name for name, _ in _LAYOUTS[document_type])


def generate(document_type: str, index: int, seed: int) -> ForeignDocument:
    """Document ``index`` of ``document_type`` for ``seed``: the layout is ``index % 4``."""
    layouts(document_type)
    rng = _rng(document_type, index, seed)
    name, render = _LAYOUTS[document_type][index % len(_LAYOUTS[document_type])]
    facts = _FACTS[document_type](rng)
    page, truth = render(rng, facts)
    return ForeignDocument(document_type, name, page, truth)
