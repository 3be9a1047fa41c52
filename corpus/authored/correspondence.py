"""Bank correspondence: values stated in prose.

Cover letters, e-mail threads with quoted replies, relationship managers' file notes and
call reports, credit-committee papers, broker submission e-mails, advising banks' letters
forwarding a documentary credit, KYC introductions.  Issuers are in the United Kingdom,
Ireland, Singapore, the UAE, Canada, Australia and South Africa (never the United States,
so every numeric date on these pages is day-first).

Each ``generate`` call returns one HTML document (printed to A4 by Chromium later) with the
record a perfect extractor should return for it under docs/CONTRACT.md.
"""
from __future__ import annotations

import html as _html
import random
import re
import textwrap
from dataclasses import dataclass
from datetime import date, timedelta

__all__ = ["AuthoredDocument", "layouts", "generate", "self_check"]


@dataclass
class AuthoredDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


# --------------------------------------------------------------------------------------
# formatting helpers
# --------------------------------------------------------------------------------------

def E(s) -> str:
    return _html.escape(str(s), quote=True)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
AF_MONTHS = ["Januarie", "Februarie", "Maart", "April", "Mei", "Junie", "Julie", "Augustus",
             "September", "Oktober", "November", "Desember"]
MS_MONTHS = ["Januari", "Februari", "Mac", "April", "Mei", "Jun", "Julai", "Ogos", "September",
             "Oktober", "November", "Disember"]
GA_MONTHS = ["Eanáir", "Feabhra", "Márta", "Aibreán", "Bealtaine", "Meitheamh", "Iúil", "Lúnasa",
             "Meán Fómhair", "Deireadh Fómhair", "Samhain", "Nollaig"]


def _ord(n: int) -> str:
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def fdate(d: date, style: str) -> str:
    if style == "long":
        return f"{d.day} {MONTHS[d.month - 1]} {d.year}"
    if style == "ord":
        return f"{_ord(d.day)} {MONTHS[d.month - 1]} {d.year}"
    if style == "ord_of":
        return f"{_ord(d.day)} of {MONTHS[d.month - 1]} {d.year}"
    if style == "slash":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "dash3":
        return f"{d.day:02d}-{MON3[d.month - 1]}-{d.year}"
    if style == "upper":
        return f"{d.day:02d} {MON3[d.month - 1].upper()} {d.year}"
    if style == "short":
        return f"{d.day} {MON3[d.month - 1]} {d.year}"
    if style == "mdy":
        return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "weekday":
        return f"{WEEKDAYS[d.weekday()]}, {d.day} {MONTHS[d.month - 1]} {d.year}"
    if style == "swift":
        return f"{d.year % 100:02d}{d.month:02d}{d.day:02d}"
    if style == "telex":
        return f"{d.day:02d}{MON3[d.month - 1].upper()}{d.year % 100:02d}"
    if style == "fr":
        return f"{d.day} {FR_MONTHS[d.month - 1]} {d.year}"
    if style == "af":
        return f"{d.day} {AF_MONTHS[d.month - 1]} {d.year}"
    if style == "ms":
        return f"{d.day} {MS_MONTHS[d.month - 1]} {d.year}"
    if style == "ga":
        return f"{d.day} {GA_MONTHS[d.month - 1]} {d.year}"
    raise ValueError(style)


# unambiguous or day-first styles only (no issuer here is in the United States)
PROSE_DATES = ["long", "long", "ord", "short", "dash3", "upper", "slash", "dot"]
CAN_DATES = ["long", "mdy", "mdy", "iso", "short"]   # Canadian writers avoid nn/nn/nnnn


def pick_date_style(rng, country: str) -> str:
    return rng.choice(CAN_DATES if country == "CAN" else PROSE_DATES)


def add_years(d: date, n: int) -> date:
    try:
        return d.replace(year=d.year + n)
    except ValueError:   # 29 February
        return d.replace(year=d.year + n, day=28)


def rdate(rng, y0: int, y1: int) -> date:
    start = date(y0, 1, 1).toordinal()
    end = date(y1, 12, 31).toordinal()
    return date.fromordinal(rng.randint(start, end))


def num(v: float, decimals: int = 2, thou: str = ",", dec: str = ".") -> str:
    s = f"{abs(v):,.{decimals}f}"
    if decimals:
        ip, fp = s.split(".")
    else:
        ip, fp = s, ""
    ip = ip.replace(",", thou)
    out = ip + (dec + fp if decimals else "")
    return ("-" if v < 0 else "") + out


SYMBOL = {"GBP": "£", "EUR": "€", "SGD": "S$", "AED": "AED ", "CAD": "C$", "AUD": "A$", "ZAR": "R",
          "USD": "US$", "CNY": "CNY ", "JPY": "¥"}
CUR_WORDS = {"GBP": "Pounds Sterling", "EUR": "Euro", "SGD": "Singapore Dollars", "AED": "UAE Dirhams",
             "CAD": "Canadian Dollars", "AUD": "Australian Dollars", "ZAR": "South African Rand",
             "USD": "US Dollars", "CNY": "Chinese Yuan Renminbi", "JPY": "Japanese Yen"}


def money(rng, v: float, cur: str, style: str | None = None, decimals: int | None = None) -> str:
    """A surface form of an amount that reads unambiguously as ``v`` in ``cur``."""
    if decimals is None:
        decimals = 0 if (v == int(v) and rng.random() < 0.5) else 2
    if cur == "JPY":
        decimals = 0
    style = style or rng.choice(["code", "code", "symbol", "symbol", "trailing"])
    if cur == "ZAR" and rng.random() < 0.5:
        body = num(v, decimals, "\u00a0", ",") if decimals else num(v, 0, "\u00a0")
        return ("R\u00a0" if style != "code" else "ZAR\u00a0") + body
    body = num(v, decimals)
    if style == "code":
        return f"{cur} {body}"
    if style == "trailing":
        return f"{body} {cur}"
    sym = SYMBOL.get(cur, cur + " ")
    if cur == "CAD" and rng.random() < 0.4:
        return f"${body} CAD"
    return f"{sym}{body}"


_ONES = ["Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven",
         "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"]
_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _words999(n: int) -> str:
    parts = []
    if n >= 100:
        parts.append(_ONES[n // 100] + " Hundred")
        n %= 100
        if n:
            parts.append("and")
    if n >= 20:
        parts.append(_TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else ""))
    elif n or not parts:
        parts.append(_ONES[n])
    return " ".join(parts)


def words(n: int) -> str:
    if n == 0:
        return "Zero"
    out = []
    for value, name in ((10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand"), (1, "")):
        if n >= value:
            out.append((_words999(n // value) + (" " + name if name else "")).strip())
            n %= value
    return " ".join(out)


def amount_in_words(v: float, cur: str) -> str:
    whole = int(v)
    cents = int(round((v - whole) * 100))
    s = f"{CUR_WORDS[cur]} {words(whole)}"
    if cents:
        s += f" and Cents {words(cents)}"
    return s + " only"


def wrap_pre(text: str, width: int = 88) -> str:
    out = []
    for line in text.split("\n"):
        if len(line) <= width:
            out.append(line)
        else:
            out.extend(textwrap.wrap(line, width, break_on_hyphens=False, break_long_words=False,
                                     subsequent_indent=""))
    return "\n".join(out)


def oxford(items: list[str], conj: str = "and") -> str:
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {conj} " + items[-1]


BASE_CSS = """
@page { size: A4; margin: 16mm 17mm 18mm 17mm; }
body { font-family: %(font)s; font-size: %(size)s; color: #111; line-height: 1.38; margin: 0; }
p { margin: 0 0 8px 0; }
h1, h2, h3 { margin: 6px 0 6px 0; }
h1 { font-size: 16pt; } h2 { font-size: 12.5pt; } h3 { font-size: 11pt; }
table { border-collapse: collapse; }
td, th { vertical-align: top; padding: 2px 6px; text-align: left; }
.small { font-size: 8pt; color: #444; }
.muted { color: #555; }
.right { text-align: right; }
.hr { border-top: 1px solid #999; margin: 10px 0; }
pre { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: 8.6pt; white-space: pre; margin: 0; }
.quote { border-left: 2px solid #99a; padding-left: 10px; margin: 8px 0 8px 2px; color: #333; }
.brk { page-break-before: always; }
ul, ol { margin: 2px 0 8px 0; padding-left: 22px; }
li { margin-bottom: 2px; }
"""

SANS = "'Liberation Sans', Arial, 'DejaVu Sans', sans-serif"
SERIF = "'Liberation Serif', 'Times New Roman', 'DejaVu Serif', serif"
MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace"


def page(body: str, title: str, font: str = SANS, size: str = "10pt", css: str = "") -> str:
    style = BASE_CSS % {"font": font, "size": size} + css
    return (f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{E(title)}</title>"
            f"<style>{style}</style></head><body>{body}</body></html>")


def paras(ps: list[str]) -> str:
    return "".join(f"<p>{p}</p>" for p in ps if p)


# --------------------------------------------------------------------------------------
# countries, people, places
# --------------------------------------------------------------------------------------

RES = ["GBR", "IRL", "SGP", "ARE", "CAN", "AUS", "ZAF"]
COUNTRY_NAME = {
    "GBR": "United Kingdom", "IRL": "Ireland", "SGP": "Singapore", "ARE": "United Arab Emirates",
    "CAN": "Canada", "AUS": "Australia", "ZAF": "South Africa", "IND": "India", "PAK": "Pakistan",
    "PHL": "the Philippines", "MYS": "Malaysia", "CHN": "the People's Republic of China", "NGA": "Nigeria",
    "DEU": "Germany", "FRA": "France", "NZL": "New Zealand", "EGY": "Egypt", "LBN": "Lebanon",
    "KEN": "Kenya", "VNM": "Viet Nam", "TUR": "Türkiye", "ITA": "Italy", "THA": "Thailand",
    "BRA": "Brazil", "BGD": "Bangladesh", "ESP": "Spain", "JPN": "Japan", "KOR": "Republic of Korea",
    "HKG": "Hong Kong", "NLD": "Netherlands", "ZWE": "Zimbabwe",
}
ADJ = {
    "GBR": "British", "IRL": "Irish", "SGP": "Singaporean", "ARE": "Emirati", "CAN": "Canadian",
    "AUS": "Australian", "ZAF": "South African", "IND": "Indian", "PAK": "Pakistani", "PHL": "Filipino",
    "MYS": "Malaysian", "CHN": "Chinese", "NGA": "Nigerian", "DEU": "German", "FRA": "French",
    "NZL": "New Zealand", "EGY": "Egyptian", "LBN": "Lebanese", "KEN": "Kenyan", "ZWE": "Zimbabwean",
}
CURRENCY = {"GBR": "GBP", "IRL": "EUR", "SGP": "SGD", "ARE": "AED", "CAN": "CAD", "AUS": "AUD", "ZAF": "ZAR"}

NAMES = {
    "anglo": (["James", "Oliver", "Thomas", "Daniel", "Matthew", "Andrew", "Christopher", "Benjamin", "Samuel",
               "Edward", "Hugh", "Robert", "Alistair", "Gareth", "Callum"],
              ["Charlotte", "Emily", "Sophie", "Hannah", "Olivia", "Rebecca", "Laura", "Grace", "Eleanor",
               "Jessica", "Amelia", "Harriet", "Philippa", "Imogen", "Fiona"],
              ["Whitfield", "Harrington", "Ashworth", "Pemberton", "Caldwell", "Fairbairn", "Holloway", "Thornton",
               "Radcliffe", "Kershaw", "Blackwood", "Marchetti", "Sinclair", "Greaves", "Lockhart", "Penrose"]),
    "irish": (["Ciarán", "Eoin", "Seán", "Darragh", "Cathal", "Pádraig", "Conor", "Fionn"],
              ["Aoife", "Siobhán", "Niamh", "Orla", "Caoimhe", "Róisín", "Sinéad", "Clodagh"],
              ["O'Sullivan", "Fitzgerald", "McCarthy", "Doherty", "Kavanagh", "Ó Ceallaigh", "Brennan", "Mac Giolla"]),
    "indian": (["Rajesh", "Arjun", "Vikram", "Sanjay", "Karthik", "Rohan", "Aditya", "Naveen"],
               ["Priya", "Ananya", "Deepa", "Kavitha", "Meera", "Shreya", "Lakshmi", "Divya"],
               ["Raghunathan", "Menon", "Iyer", "Kapoor", "Bhattacharya", "Deshpande", "Nair", "Subramaniam"]),
    "sgchinese": (["Wei Ming", "Kai Xiang", "Zhi Hao", "Jun Jie", "Wen Jie"],
                  ["Jia Hui", "Hui Min", "Li Ting", "Xin Yi", "Shu Fen"],
                  ["Tan", "Lim", "Ng", "Goh", "Teo", "Chua", "Koh"]),
    "arab": (["Khalid", "Omar", "Faisal", "Hamad", "Saeed", "Rashid", "Sultan"],
             ["Mariam", "Noura", "Fatima", "Aisha", "Hessa", "Latifa", "Shamma"],
             ["Al Mansoori", "Al Falasi", "Al Suwaidi", "Al Nuaimi", "Al Marzouqi", "Al Ketbi"]),
    "levant": (["Karim", "Ziad", "Tarek", "Nabil", "Rami"], ["Rania", "Lina", "Nadine", "Maya", "Dalia"],
               ["Haddad", "Khoury", "Nassar", "Saliba", "Mansour", "El-Sayed"]),
    "afrikaans": (["Pieter", "Johan", "Hendrik", "Willem", "Francois"],
                  ["Anneke", "Marlize", "Elsabé", "Riana", "Carien"],
                  ["van der Merwe", "Botha", "Pretorius", "du Plessis", "Steyn", "Joubert"]),
    "nguni": (["Sipho", "Thabo", "Mandla", "Lwazi", "Sibusiso"], ["Nomvula", "Thandeka", "Lerato", "Zanele", "Palesa"],
              ["Dlamini", "Nkosi", "Mokoena", "Khumalo", "Ndlovu", "Mahlangu"]),
    "filipino": (["Jose Miguel", "Mark Anthony", "Ramon", "Paolo"], ["Maria Cristina", "Kristine Joy", "Angelica", "Rowena"],
                 ["Santos", "Reyes", "Dela Cruz", "Bautista", "Villanueva"]),
    "pakistani": (["Imran", "Bilal", "Usman", "Hamza"], ["Ayesha", "Sana", "Hira", "Mahnoor"],
                  ["Qureshi", "Siddiqui", "Chaudhry", "Malik"]),
    "nigerian": (["Chukwuemeka", "Oluwaseun", "Babatunde", "Emeka"], ["Ngozi", "Funmilayo", "Adaeze", "Temitope"],
                 ["Okonkwo", "Adeyemi", "Eze", "Balogun", "Okafor"]),
    "chinese": (["Wei", "Hao", "Jian", "Yong"], ["Xiaoling", "Mei", "Yan", "Jing"], ["Zhou", "Wang", "Chen", "Liu", "Zhao"]),
    "european": (["Lukas", "Maximilian", "Julien", "Thibault"], ["Sophie", "Léa", "Katharina", "Camille"],
                 ["Becker", "Laurent", "Hoffmann", "Moreau", "Schreiber", "Lefèvre"]),
    "quebec": (["Jean-François", "Mathieu", "Étienne", "Olivier"], ["Geneviève", "Isabelle", "Mélanie", "Chloé"],
               ["Tremblay", "Gagnon", "Bouchard", "Côté", "Lévesque"]),
    "malay": (["Muhammad Hafiz", "Ahmad Faizal", "Mohd Azlan"], ["Nur Aisyah", "Siti Nurhaliza", "Nurul Huda"],
              ["Ismail", "Rahman", "Abdullah", "Hassan"]),
}

NAT_POOL = {"GBR": ["anglo", "anglo", "indian", "nigerian"], "IRL": ["irish", "irish", "anglo"],
            "SGP": ["sgchinese", "sgchinese", "indian", "malay"], "ARE": ["arab"], "CAN": ["anglo", "quebec", "chinese", "indian"],
            "AUS": ["anglo", "anglo", "chinese", "indian"], "ZAF": ["afrikaans", "nguni", "anglo"], "IND": ["indian"],
            "PAK": ["pakistani"], "PHL": ["filipino"], "MYS": ["malay", "sgchinese"], "CHN": ["chinese"],
            "NGA": ["nigerian"], "DEU": ["european"], "FRA": ["european"], "NZL": ["anglo"], "LBN": ["levant"],
            "EGY": ["levant"], "KEN": ["nguni"], "ZWE": ["nguni"]}

EXPATS = {"GBR": ["IRL", "IND", "NGA", "FRA", "DEU", "AUS", "ZAF"], "IRL": ["GBR", "IND", "FRA", "PHL", "NGA"],
          "SGP": ["MYS", "IND", "CHN", "GBR", "AUS", "PHL"], "ARE": ["IND", "PAK", "PHL", "GBR", "EGY", "LBN", "ZAF"],
          "CAN": ["IND", "CHN", "GBR", "FRA", "PHL"], "AUS": ["NZL", "GBR", "CHN", "IND", "ZAF", "IRL"],
          "ZAF": ["ZWE", "GBR", "NGA", "KEN", "DEU"]}


def passport_no(rng, nat: str) -> str:
    d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))  # noqa: E731
    L = lambda n: "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))  # noqa: E731
    return {
        "GBR": lambda: d(9), "IRL": lambda: "P" + L(1) + d(7), "SGP": lambda: "K" + d(7) + L(1),
        "ARE": lambda: L(1) + d(8), "CAN": lambda: L(2) + d(6), "AUS": lambda: "P" + L(1) + d(7),
        "ZAF": lambda: "A" + d(8), "IND": lambda: L(1) + d(7), "PAK": lambda: L(2) + d(7),
        "PHL": lambda: "P" + d(7) + L(1), "MYS": lambda: "A" + d(8), "CHN": lambda: "E" + d(8),
        "NGA": lambda: "A" + d(8), "DEU": lambda: "C" + L(2) + d(6), "FRA": lambda: d(2) + L(2) + d(5),
        "NZL": lambda: "L" + L(1) + d(6), "LBN": lambda: "LR" + d(7), "EGY": lambda: "A" + d(8),
        "KEN": lambda: "AK" + d(7), "ZWE": lambda: "FN" + d(6),
    }[nat]()


NRIC_LETTERS = "ABCDEFGHIZJ"


def national_id(rng, country: str, dob: date, sex: str | None) -> str:
    d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))  # noqa: E731
    if country == "SGP":
        prefix = "S" if dob.year < 2000 else "T"
        return f"{prefix}{dob.year % 100:02d}{d(5)}{rng.choice(NRIC_LETTERS)}"
    if country == "ARE":
        return f"784-{dob.year}-{d(7)}-{rng.randint(0, 9)}"
    if country == "ZAF":
        g = rng.randint(5000, 9999) if sex == "M" else rng.randint(0, 4999)
        return f"{dob.year % 100:02d}{dob.month:02d}{dob.day:02d}{g:04d}0{rng.randint(8, 9)}{rng.randint(0, 9)}"
    raise ValueError(country)


def tin(rng, country: str) -> str:
    d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))  # noqa: E731
    if country == "GBR":
        if rng.random() < 0.5:
            return f"{rng.choice(['AB', 'JT', 'NP', 'SK', 'WL', 'YH'])} {d(2)} {d(2)} {d(2)} {rng.choice('ABCD')}"
        return d(10)
    if country == "IRL":
        return d(7) + rng.choice("ABCDEFGHKLMNPTW") + rng.choice(["A", "W", ""])
    if country == "SGP":
        return rng.choice("SF") + d(7) + rng.choice(NRIC_LETTERS)
    if country == "ARE":
        return "100" + d(12)
    if country == "CAN":
        return f"{d(3)} {d(3)} {d(3)}"
    if country == "AUS":
        return f"{d(3)} {d(3)} {d(3)}"
    return rng.choice("0123489") + d(9)


TIN_NAME = {"GBR": ["National Insurance number", "UTR", "HMRC Unique Taxpayer Reference"],
            "IRL": ["PPS number", "PPSN", "tax reference (PPSN)"],
            "SGP": ["IRAS tax reference number", "tax reference number"],
            "ARE": ["Tax Registration Number (TRN)", "TRN"],
            "CAN": ["Social Insurance Number", "SIN"],
            "AUS": ["Tax File Number", "TFN"],
            "ZAF": ["SARS income tax reference number", "income tax number"]}


def the_country(code: str) -> str:
    n = COUNTRY_NAME[code]
    return ("the " + n) if code in ("GBR", "ARE") else n


def a_an(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


CITIES = ["London", "Edinburgh", "Dublin", "Singapore", "Dubai", "Abu Dhabi", "Montréal", "Calgary", "Toronto", "Sydney",
          "Melbourne", "Johannesburg", "Cape Town"]


def bank_city(addr: str) -> str:
    for c in CITIES:
        if c in addr:
            return c
    return addr.split(",")[0]


def make_person(rng, nat: str, sex: str | None = None) -> dict:
    pool = NAMES[rng.choice(NAT_POOL.get(nat, ["anglo"]))]
    if sex is None:
        sex = rng.choice("MF")
    given_list = pool[0] if sex == "M" else pool[1]
    given = rng.choice(given_list)
    surname = rng.choice(pool[2])
    if pool is NAMES["sgchinese"]:
        full = f"{surname} {given}"
    elif pool is NAMES["malay"]:
        surname_only = surname
        full = f"{given} {'bin' if sex == 'M' else 'binti'} {surname_only}"
        return {"full": full, "surname": given.split()[-1], "given": given, "sex": sex, "short": given}
    else:
        if rng.random() < 0.35 and pool is not NAMES["chinese"]:
            middle = rng.choice([g for g in given_list if g != given])
            if " " not in middle and " " not in given:
                given = f"{given} {middle}"
        full = f"{given} {surname}"
    return {"full": full, "surname": surname, "given": given, "sex": sex, "short": given.split()[0]}


def title_of(p: dict, sex_stated: bool, married: bool = False) -> str:
    if not sex_stated:
        return ""
    return {"M": "Mr", "F": "Mrs" if married else "Ms", "X": "Mx"}[p["sex"]]


def ref_name(p: dict, sex_stated: bool) -> str:
    """How a letter refers back to the person after the first mention."""
    t = title_of(p, sex_stated)
    if t:
        return f"{t} {p['surname']}"
    return p["full"]


def pron(p: dict, sex_stated: bool) -> dict:
    if sex_stated and p["sex"] == "M":
        return {"he": "he", "his": "his", "him": "him", "He": "He", "His": "His"}
    if sex_stated and p["sex"] == "F":
        return {"he": "she", "his": "her", "him": "her", "He": "She", "His": "Her"}
    return {"he": "the client", "his": "the client's", "him": "the client", "He": "The client", "His": "The client's"}


STREETS = {
    "GBR": [("London", ["Elsworthy Road", "Gloucester Crescent", "Lavender Hill", "Fentiman Road", "Brondesbury Villas",
                        "Aberdare Gardens"], ["NW3", "NW1", "SW11", "SW8", "NW6", "SE22"]),
            ("Manchester", ["Palatine Road", "Wilbraham Road", "Lapwing Lane"], ["M20", "M21", "M14"]),
            ("Edinburgh", ["Bruntsfield Place", "Comely Bank Avenue", "Warrender Park Road"], ["EH10", "EH4", "EH9"]),
            ("Bristol", ["Whiteladies Road", "Cotham Hill", "Royal York Crescent"], ["BS8", "BS6"]),
            ("Leeds", ["Otley Road", "Street Lane", "Harrogate Road"], ["LS16", "LS8", "LS17"])],
    "IRL": [("Dublin 6", ["Palmerston Road", "Rathgar Avenue", "Leinster Road"], ["D06"]),
            ("Dublin 4", ["Shrewsbury Road", "Herbert Park", "Sandymount Avenue"], ["D04"]),
            ("Co. Cork", ["Douglas Road", "Blackrock Road", "Model Farm Road"], ["T12"]),
            ("Co. Galway", ["Taylor's Hill", "Threadneedle Road", "Ballymoneen Road"], ["H91"])],
    "SGP": [("Singapore", ["Ang Mo Kio Avenue 3", "Tampines Street 81", "Bukit Batok West Avenue 6", "Jurong West Street 52",
                           "Punggol Field"], ["5", "52", "65", "64", "82"]),
            ("Singapore", ["Nassim Hill", "Holland Road", "Tanjong Rhu Road", "River Valley Close", "Bukit Timah Road"],
             ["25", "27", "43", "23", "26"])],
    "ARE": [("Dubai", ["Al Barsha 2", "Jumeirah Village Circle", "Arabian Ranches", "Dubai Marina", "Mirdif"], []),
            ("Abu Dhabi", ["Al Reem Island", "Khalifa City A", "Al Raha Beach", "Saadiyat Island"], [])],
    "CAN": [("Toronto, ON", ["Harbour Street", "Balliol Street", "Roxborough Drive", "Glengrove Avenue West"], ["M5J", "M4S", "M4W", "M5M"]),
            ("Vancouver, BC", ["West 37th Avenue", "Beach Avenue", "Nelson Street"], ["V6M", "V6E", "V6Z"]),
            ("Calgary, AB", ["Elbow Drive SW", "Crescent Road NW", "9 Avenue SE"], ["T2S", "T2M", "T2G"]),
            ("Montréal, QC", ["Avenue Laurier Ouest", "Rue Sherbrooke Ouest", "Chemin de la Côte-Sainte-Catherine"], ["H2V", "H3G", "H3T"])],
    "AUS": [("NSW", ["Ocean Street|Bondi|2026", "Military Road|Mosman|2088", "Glebe Point Road|Glebe|2037"], []),
            ("VIC", ["Toorak Road|South Yarra|3141", "Rathdowne Street|Carlton North|3054", "Glenferrie Road|Hawthorn|3122"], []),
            ("QLD", ["Given Terrace|Paddington|4064", "Oxlade Drive|New Farm|4005"], []),
            ("WA", ["Rokeby Road|Subiaco|6008", "Marmion Street|Cottesloe|6011"], [])],
    "ZAF": [("Cape Town", ["Protea Road|Claremont|7708", "Kloof Street|Gardens|8001", "Main Road|Kenilworth|7708"], []),
            ("Johannesburg", ["Rivonia Road|Sandton|2196", "Jan Smuts Avenue|Parktown North|2193", "4th Avenue|Parkhurst|2193"], []),
            ("Durban", ["Lighthouse Road|Umhlanga Rocks|4319", "Musgrave Road|Berea|4001"], [])],
}


def make_address(rng, country: str, with_country: bool | None = None) -> list[str]:
    """Address lines; callers join them with ' ' (block) or ', ' (inline)."""
    city, streets, codes = rng.choice(STREETS[country])
    n = rng.randint(2, 188)
    alnum = "ABDEFHJLNPRTUWXY"
    if country == "GBR":
        i = rng.randrange(len(streets))
        street = streets[i]
        pc = f"{codes[i % len(codes)]} {rng.randint(1, 9)}{rng.choice(alnum)}{rng.choice(alnum)}"
        first = f"Flat {rng.randint(1, 12)}, {n} {street}" if rng.random() < 0.3 else f"{n} {street}"
        lines = [first, f"{city} {pc}"] if rng.random() < 0.6 else [first, city, pc]
    elif country == "IRL":
        street = rng.choice(streets)
        code = f"{codes[0]} {rng.choice(alnum)}{rng.randint(1, 9)}{rng.choice(alnum)}{rng.randint(1, 9)}"
        lines = [f"{n} {street}", city, code]
    elif country == "SGP":
        i = rng.randrange(len(streets))
        street = streets[i]
        pcode = f"{codes[i]}{rng.randint(0, 9999):04d}"[:6].ljust(6, "0")
        if codes[i] in ("5", "52", "65", "64", "82"):
            blk = rng.randint(101, 699)
            lines = [f"Blk {blk} {street}", f"#{rng.randint(2, 16):02d}-{rng.randint(100, 1899)}", f"Singapore {pcode}"]
        else:
            cond = rng.choice(["Nassim Park Residences", "The Tembusu", "Martin Modern", "Reflections at Keppel Bay",
                               "One Tree Hill Residence"])
            lines = [f"{n} {street}", f"#{rng.randint(2, 30):02d}-{rng.randint(1, 12):02d} {cond}", f"Singapore {pcode}"]
    elif country == "ARE":
        area = rng.choice(streets)
        if rng.random() < 0.5:
            lines = [f"Villa {rng.randint(3, 88)}, Street {rng.randint(2, 40)}", area, city]
        else:
            tower = rng.choice(["Marina Gate Tower 2", "Sky Gardens", "The Address Residences", "Sun Tower", "Bay Central West"])
            lines = [f"Apartment {rng.randint(3, 45)}{rng.randint(1, 12):02d}, {tower}", area, f"P.O. Box {rng.randint(10000, 499999)}", city]
    elif country == "CAN":
        i = rng.randrange(len(streets))
        pc = f"{codes[i]} {rng.randint(0, 9)}{rng.choice(alnum)}{rng.randint(0, 9)}"
        unit = f"{rng.randint(2, 40)}{rng.randint(1, 12):02d}-" if rng.random() < 0.4 else ""
        lines = [f"{unit}{n} {streets[i]}", f"{city} {pc}"]
    elif country == "AUS":
        street, suburb, pc = rng.choice(streets).split("|")
        first = f"Unit {rng.randint(1, 14)}, {n} {street}" if rng.random() < 0.35 else f"{n} {street}"
        lines = [first, f"{suburb} {city} {pc}"]
    else:
        street, suburb, pc = rng.choice(streets).split("|")
        lines = [f"{n} {street}", suburb, city, pc]
    if with_country is None:
        with_country = rng.random() < 0.45
    if with_country and country != "SGP":
        lines.append(COUNTRY_NAME[country])
    return lines


EMPLOYERS = {
    "GBR": ["Halbrook Engineering Ltd", "Arden Cole LLP", "Meridian Biosciences (UK) Limited", "Northgate Logistics plc",
            "St Columba's Hospital Trust", "Castlegate Asset Management LLP", "Wrenfield Consulting Limited"],
    "IRL": ["Liffey Data Systems DAC", "Shannonside Pharmaceuticals Limited", "Corrib Medical Devices Ltd",
            "Harcourt Partners LLP", "Beara Foods plc"],
    "SGP": ["Straits Maritime Services Pte. Ltd.", "Lumina Semiconductor (Singapore) Pte Ltd",
            "Keppel Crest Advisory Pte. Ltd.", "Tanglin Medical Group Pte. Ltd.", "Raffles Quay Capital Pte Ltd"],
    "ARE": ["Gulfstar Contracting LLC", "Al Noor Hospitals Group PJSC", "Emirates Crescent Logistics FZE",
            "Desert Rose Hospitality LLC", "Falcon Ridge Capital Ltd (DIFC)"],
    "CAN": ["Northern Lights Energy Corp.", "Maple Leaf Analytics Inc.", "Laurentian Engineering Ltd.",
            "Fraser Valley Health Authority", "Banque Saint-Laurent Inc."],
    "AUS": ["Southern Cross Mining Services Pty Ltd", "Harbourline Legal Pty Ltd", "Eucalypt Software Pty Ltd",
            "Coral Coast Health Pty Ltd", "Murray Basin Agriculture Limited"],
    "ZAF": ["Highveld Mining Holdings (Pty) Ltd", "Table Bay Actuarial Services (Pty) Ltd",
            "Umhlanga Logistics (Pty) Ltd", "Karoo Renewable Power (RF) Ltd", "Fynbos Retail Group Limited"],
}
OCCUPATIONS = ["Software Engineer", "Chief Financial Officer", "Consultant Cardiologist", "Senior Associate (Solicitor)",
               "Marine Superintendent", "Head of Procurement", "Actuary", "Data Scientist", "Project Director",
               "Clinical Nurse Manager", "Operations Manager", "Portfolio Manager", "Civil Engineer", "Geologist",
               "Management Consultant", "Airline Captain", "Pharmacist", "Architect"]
SELF_EMPLOYED = [("Self-employed architect", "business"), ("Owner, independent pharmacy", "business"),
                 ("Managing member of a family trading business", "business"), ("Self-employed IT contractor", "business"),
                 ("Retired", "pension"), ("Retired teacher", "pension"), ("Private investor", "investments"),
                 ("Homemaker", "other")]

BANK_HOME = {
    "GBR": [("Ashford & Grey Private Bank Limited", "12 Cornhill, London EC3V 3ND"),
            ("Thamesmead Bank plc", "40 Gresham Street, London EC2V 7BN"),
            ("Caledonian Merchant Bank", "8 St Andrew Square, Edinburgh EH2 2BD")],
    "IRL": [("Fitzwilliam Bank DAC", "2 Grand Canal Square, Dublin 2, D02 A342"),
            ("Bank of the Pale plc", "44 Merrion Square, Dublin 2, D02 NX09")],
    "SGP": [("Temasek Harbour Bank Ltd", "10 Marina Boulevard, #22-01, Singapore 018983"),
            ("Lion City Private Bank", "1 Raffles Place, #40-02, Singapore 048616")],
    "ARE": [("Gulf Meridian Bank PJSC", "Sheikh Zayed Road, P.O. Box 2923, Dubai"),
            ("Emirates Falcon Bank", "Corniche Road West, P.O. Box 939, Abu Dhabi")],
    "CAN": [("Banque Laurentide du Canada", "1000 rue De La Gauchetière Ouest, Montréal, QC H3B 4W5"),
            ("Prairie Dominion Bank", "335 8 Avenue SW, Calgary, AB T2P 1C9"),
            ("Great Lakes Trust Company", "100 King Street West, Toronto, ON M5X 1A9")],
    "AUS": [("Southern Cross Bank Limited", "275 Kent Street, Sydney NSW 2000"),
            ("Yarra Valley Mutual Bank", "101 Collins Street, Melbourne VIC 3000")],
    "ZAF": [("Protea Merchant Bank Limited", "30 Baker Street, Rosebank, Johannesburg, 2196"),
            ("Cape Peninsula Bank Ltd", "1 Thibault Square, Cape Town, 8001")],
}

RM_FIRST = ["Alexandra", "Marcus", "Yvonne", "Derek", "Harpreet", "Siew Ling", "Graham", "Tamsin", "Naledi", "Brendan",
            "Farah", "Duncan", "Michelle", "Rahul"]
RM_LAST = ["Osei", "McLeod", "Chandran", "Fenwick", "Gill", "Loh", "Patterson", "Rowe", "Mthembu", "Keane", "Haider",
           "Forsyth", "Wong", "Varma"]


def staff(rng) -> str:
    return f"{rng.choice(RM_FIRST)} {rng.choice(RM_LAST)}"


def phone_of(rng, country: str) -> str:
    d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))  # noqa: E731
    return {
        "GBR": lambda: rng.choice([f"+44 7{d(3)} {d(6)}", f"07{d(3)} {d(3)} {d(3)}"]),
        "IRL": lambda: rng.choice([f"+353 8{rng.choice('3567')} {d(3)} {d(4)}", f"08{rng.choice('3567')} {d(3)} {d(4)}"]),
        "SGP": lambda: rng.choice([f"+65 9{d(3)} {d(4)}", f"+65 8{d(3)} {d(4)}"]),
        "ARE": lambda: rng.choice([f"+971 5{rng.choice('0256')} {d(3)} {d(4)}", f"05{rng.choice('0256')} {d(3)} {d(4)}"]),
        "CAN": lambda: rng.choice([f"(416) 555-{d(4)}", f"+1 604 555 {d(4)}", f"403-555-{d(4)}"]),
        "AUS": lambda: rng.choice([f"04{d(2)} {d(3)} {d(3)}", f"+61 4{d(2)} {d(3)} {d(3)}"]),
        "ZAF": lambda: rng.choice([f"+27 8{rng.choice('234')} {d(3)} {d(4)}", f"08{rng.choice('234')} {d(3)} {d(4)}"]),
    }[country]()


def email_of(rng, p: dict) -> str:
    base = re.sub(r"[^a-z]", "", p["short"].lower()) or "client"
    sur = re.sub(r"[^a-z]", "", p["surname"].lower().replace("ó", "o")) or "x"
    dom = rng.choice(["gmail.com", "outlook.com", "icloud.com", "yahoo.co.uk", "proton.me", "hotmail.com", "bigpond.com"])
    return rng.choice([f"{base}.{sur}@{dom}", f"{base[0]}{sur}{rng.randint(1, 99)}@{dom}", f"{sur}.{base}@{dom}"])


def corp_email(name: str, domain: str) -> str:
    parts = name.lower().split()
    return f"{re.sub('[^a-z]', '', parts[0])}.{re.sub('[^a-z]', '', parts[-1])}@{domain}"


def bank_domain(bank: str) -> str:
    w = [re.sub(r"[^a-z]", "", x.lower()) for x in bank.split()]
    w = [x for x in w if x and x not in ("limited", "ltd", "plc", "the", "of", "pjsc", "dac", "du", "company")]
    return "".join(w[:2]) + rng_tld(bank)


def rng_tld(bank: str) -> str:
    return ".com"


DISCLAIMERS = [
    "This e-mail and any attachments are confidential and may be privileged. If you are not the intended recipient, "
    "please notify the sender immediately and delete it; you must not copy, distribute or rely on it. E-mails are not "
    "secure and may be intercepted, amended or lost; the bank accepts no liability for any loss arising from their use.",
    "CONFIDENTIALITY NOTICE: The information in this message is intended solely for the addressee. Access to this "
    "message by anyone else is unauthorised. Please consider the environment before printing this e-mail.",
    "Internet communications cannot be guaranteed to be timely, secure, error or virus-free. The sender does not accept "
    "liability for any errors or omissions. Nothing in this e-mail constitutes an offer or acceptance of credit.",
]
REGULATORS = {"GBR": "Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority "
                     "and the Prudential Regulation Authority.",
              "IRL": "Regulated by the Central Bank of Ireland.",
              "SGP": "Licensed by the Monetary Authority of Singapore.",
              "ARE": "Licensed and regulated by the Central Bank of the UAE.",
              "CAN": "Member of the Canada Deposit Insurance Corporation.",
              "AUS": "Australian credit licence 234567. AFSL 234567.",
              "ZAF": "An authorised financial services provider and registered credit provider (NCRCP 1234)."}


# --------------------------------------------------------------------------------------
# KYC records
# --------------------------------------------------------------------------------------

PEP_ROLES = ["a serving member of the provincial legislature", "a former Deputy Minister of Trade (left office in 2021)",
             "a non-executive director of a state-owned port authority", "the spouse of a sitting member of parliament",
             "a senior official of the national central bank", "a judge of the High Court",
             "an ambassador-designate of the foreign ministry"]

SOF_TEXT = {
    "employment": ["salary and bonus from {his} employment", "accumulated employment income",
                   "{his} monthly salary credits"],
    "business": ["distributions and drawings from {his} own business", "profits of {his} trading business",
                 "the proceeds of {his} self-employed practice"],
    "investments": ["dividends and the realisation of an investment portfolio", "income from {his} investment portfolio",
                    "maturing fixed deposits and investment income"],
    "inheritance": ["an inheritance from the estate of {his} late father", "an inheritance received on the death of a grandparent",
                    "funds inherited from the estate of {his} late mother"],
    "pension": ["{his} occupational pension", "a defined-benefit pension and lump sum on retirement",
                "pension drawings"],
    "other": ["the proceeds of a divorce settlement", "a personal-injury compensation award", "gifts from family members abroad"],
}
SOF_LABEL = {"employment": "employment", "business": "business", "investments": "investments",
             "inheritance": "inheritance", "pension": "pension", "other": "other"}


def kyc_record(rng) -> dict:
    res = rng.choice(RES)
    nat = res if rng.random() < 0.55 else rng.choice(EXPATS[res])
    if res == "ARE" and rng.random() < 0.75:
        nat = rng.choice(EXPATS["ARE"])
    r = rng.random()
    sex = "X" if r < 0.03 else ("M" if r < 0.52 else "F")
    p = make_person(rng, nat, "M" if sex == "X" and rng.random() < 0.5 else ("F" if sex == "X" else sex))
    p["sex"] = sex
    sex_stated = rng.random() < 0.8 or sex == "X"
    dob = rdate(rng, 1952, 2003)
    # identity document
    idt = "passport"
    if res == "SGP" and nat == "SGP" and rng.random() < 0.6:
        idt, id_no, iss = "national_id", national_id(rng, "SGP", dob, sex), "SGP"
    elif res == "ARE" and rng.random() < 0.45:
        idt, id_no, iss = "national_id", national_id(rng, "ARE", dob, sex), "ARE"
    elif res == "ZAF" and nat == "ZAF" and rng.random() < 0.5:
        idt, id_no, iss = "national_id", national_id(rng, "ZAF", dob, sex), "ZAF"
    else:
        id_no, iss = passport_no(rng, nat), nat
    expiry = rdate(rng, 2026, 2035)
    issue = date(expiry.year - (10 if idt == "passport" else 5), expiry.month, min(expiry.day, 28)) + timedelta(days=1)
    # occupation
    cur = CURRENCY[res]
    if rng.random() < 0.68:
        occ = rng.choice(OCCUPATIONS)
        emp = rng.choice(EMPLOYERS[res])
        sof = "employment" if rng.random() < 0.8 else rng.choice(["investments", "inheritance", "other"])
        annual = rng.choice([round(rng.randint(48, 420) * 1000, -3), rng.randint(4000, 30000) * 12])
    else:
        occ, sof = rng.choice(SELF_EMPLOYED)
        emp = None
        annual = rng.randint(24, 260) * 1000
        if sof == "other" and rng.random() < 0.5:
            annual = 0 if rng.random() < 0.3 else annual
    if cur == "ZAR":
        annual *= 12
    elif cur == "AED":
        annual *= 4
    elif cur == "SGD":
        annual = round(annual * 1.4, -2)
    monthly_only = rng.random() < 0.3 and annual > 0
    if monthly_only:
        monthly = round(annual / 12, 0)
        annual = monthly * 12
    else:
        monthly = None
    if res in ("ARE", "SGP") and rng.random() < 0.15:
        cur = "USD"
    pep = rng.random() < 0.12
    tin_v = tin(rng, res) if (rng.random() < 0.72 and not (res == "ARE" and rng.random() < 0.6)) else None
    if tin_v and idt == "national_id" and res == "SGP":
        tin_v = id_no if rng.random() < 0.5 else tin_v
    return {"res": res, "nat": nat, "p": p, "sex_stated": sex_stated, "dob": dob, "idt": idt, "id_no": id_no,
            "iss": iss, "expiry": expiry, "issue": issue, "occ": occ, "emp": emp, "sof": sof, "annual": float(annual),
            "monthly": monthly, "cur": cur, "pep": pep, "pep_role": rng.choice(PEP_ROLES), "tin": tin_v,
            "addr": make_address(rng, res), "prev_addr": make_address(rng, res, False),
            "prev_emp": rng.choice([e for e in EMPLOYERS[res] if e != emp])}


def kyc_truth(k: dict, address_text: str) -> dict:
    return {
        "full_name": k["p"]["full"],
        "date_of_birth": k["dob"].isoformat(),
        "sex": k["p"]["sex"] if k["sex_stated"] else None,
        "nationality": k["nat"],
        "id_document_type": k["idt"],
        "id_document_number": k["id_no"],
        "id_issuing_country": k["iss"],
        "id_expiry_date": k["expiry"].isoformat(),
        "residential_address": address_text,
        "country_of_residence": k["res"],
        "occupation": k["occ"],
        "employer_name": k["emp"],
        "annual_income": k["annual"],
        "income_currency": k["cur"],
        "source_of_funds": k["sof"],
        "is_pep": k["pep"],
        "tax_identification_number": k["tin"],
    }


def id_phrase(rng, k: dict, ds: str) -> str:
    """'holder of British passport no. 123456789 issued by the United Kingdom, valid until ...'"""
    no = E(k["id_no"])
    exp = fdate(k["expiry"], ds)
    if k["idt"] == "passport":
        iss_adj = ADJ.get(k["iss"], COUNTRY_NAME[k["iss"]])
        return rng.choice([
            f"holder of {iss_adj} passport no. <b>{no}</b>, which expires on {exp}",
            f"who holds passport number {no} issued by {E(the_country(k['iss']) if k['iss'] in ('GBR', 'ARE') else COUNTRY_NAME[k['iss']])} and valid until {exp}",
            f"bearer of passport {no} ({E(iss_adj)}), expiry date {exp}",
        ])
    kind = {"SGP": "NRIC", "ARE": "Emirates ID card", "ZAF": "South African smart ID card"}[k["iss"]]
    issuer = {"SGP": "the Immigration &amp; Checkpoints Authority of Singapore",
              "ARE": "the Federal Authority for Identity and Citizenship of the UAE",
              "ZAF": "the Department of Home Affairs of South Africa"}[k["iss"]]
    return rng.choice([
        f"holder of {kind} (national identity card) no. <b>{no}</b> issued by {issuer}, valid until {exp}",
        f"whose national identity card ({kind}) number is {no}, issued by {issuer} and expiring on {exp}",
    ])


def income_phrase(rng, k: dict) -> str:
    pr = pron(k["p"], k["sex_stated"])
    if k["monthly"] is not None:
        amt = money(rng, k["monthly"], k["cur"])
        return rng.choice([f"a gross monthly income of {amt}", f"gross earnings of {amt} per month",
                           f"income of {amt} a month"])
    amt = money(rng, k["annual"], k["cur"])
    return rng.choice([f"a gross annual income of {amt}", f"total income of approximately {amt} per annum",
                       f"annual income of {amt}", f"{pr['his']} yearly income of {amt}"])


def occupation_phrase(rng, k: dict) -> str:
    pr = pron(k["p"], k["sex_stated"])
    occ = E(k["occ"])
    if k["emp"]:
        emp = E(k["emp"])
        return rng.choice([
            f"{pr['He']} is employed as {occ} by {emp}",
            f"{pr['He']} works for {emp}, where {pr['his']} current position is {occ}",
            f"{pr['His']} occupation is {occ} and {pr['his']} employer is {emp}",
        ])
    return rng.choice([f"{pr['His']} occupation is stated as {occ}", f"Declared occupation: {occ}; no employer",
                       f"{pr['His']} occupation is recorded as {occ} (no current employer)"])


def sex_phrase(rng, k: dict) -> str:
    if not k["sex_stated"]:
        return ""
    w = {"M": "male", "F": "female", "X": "X (unspecified)"}[k["p"]["sex"]]
    return rng.choice([f", sex {w}", f" ({w})", f", {w}"]) if k["p"]["sex"] != "X" else ", sex recorded as X on the identity document"


def pep_phrase(rng, k: dict) -> str:
    pr = pron(k["p"], k["sex_stated"])
    rn = ref_name(k["p"], k["sex_stated"])
    if k["pep"]:
        return rng.choice([
            f"{E(rn)} is a politically exposed person (PEP), being {E(k['pep_role'])}; enhanced due diligence has been applied and senior management approval obtained.",
            f"Screening confirms that {E(rn)} is a PEP as {E(k['pep_role'])}, and the relationship has been rated high risk accordingly.",
        ])
    return rng.choice([
        f"{E(rn)} is not a politically exposed person and has no known close association with one.",
        f"World-Check and internal screening returned no matches; {E(rn)} has confirmed that {pr['he']} is not a PEP.".replace("the client is not", "the client is not"),
        f"{pr['He']} is not a politically exposed person, nor a family member or close associate of a PEP.",
    ])


def sof_phrase(rng, k: dict) -> str:
    pr = pron(k["p"], k["sex_stated"])
    txt = rng.choice(SOF_TEXT[k["sof"]]).format(his=pr["his"])
    lab = SOF_LABEL[k["sof"]]
    return rng.choice([
        f"The funds to be deposited derive from {E(txt)} (source of funds: {lab}).",
        f"Source of funds has been declared as <i>{lab}</i>, namely {E(txt)}.",
        f"Initial and ongoing funding will come from {E(txt)}; we have recorded the source of funds as {lab}.",
    ])


def tin_phrase(rng, k: dict) -> str:
    if not k["tin"]:
        return ""
    names = TIN_NAME[k["res"]]
    if k["res"] == "GBR":
        names = names[:1] if " " in k["tin"] else names[1:]
    nm = rng.choice(names)
    return rng.choice([f"{pron(k['p'], k['sex_stated'])['His']} {nm} is {E(k['tin'])}.",
                       f"For CRS/FATCA purposes the client is tax resident in {E(the_country(k['res']))} only, with {nm} {E(k['tin'])}.",
                       f"Tax identification number ({nm}): {E(k['tin'])}."])


def residence_phrase(rng, k: dict, addr_html: str) -> str:
    cn = E(the_country(k["res"]))
    if k["addr"][-1] == COUNTRY_NAME[k["res"]]:
        return rng.choice([f"residing at {addr_html}", f"whose residential address is {addr_html}"])
    return rng.choice([f"resident in {cn} at {addr_html}", f"residing at {addr_html} (country of residence: {cn})",
                       f"of {addr_html}, a resident of {cn}"])


def addr_inline(lines: list[str]) -> tuple[str, str]:
    t = ", ".join(lines)
    return E(t), t


def addr_block(lines: list[str]) -> tuple[str, str]:
    return "<br>".join(E(x) for x in lines), " ".join(lines)


def nat_phrase(k: dict) -> str:
    return ADJ.get(k["nat"], COUNTRY_NAME[k["nat"]])


def letterhead(rng, bank: tuple[str, str], style: int = 0) -> str:
    name, addr = bank
    if style == 0:
        return (f"<div style='border-bottom:2px solid #234;padding-bottom:6px;margin-bottom:14px'>"
                f"<div style='font-size:17pt;font-weight:bold;color:#234'>{E(name)}</div>"
                f"<div class='small'>{E(addr)} &middot; Switchboard +{rng.randint(20, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)} {rng.randint(100, 999)}</div></div>")
    return (f"<table style='width:100%;margin-bottom:16px'><tr><td style='font-size:15pt;font-family:{SERIF};letter-spacing:1px'>"
            f"{E(name.upper())}</td><td class='small right'>{E(addr).replace(', ', '<br>')}</td></tr></table>")


def sign_block(rng, names: list[tuple[str, str]]) -> str:
    cells = "".join(f"<td style='padding-right:40px'><br><br>______________________<br>{E(n)}<br><span class='small'>{E(t)}</span></td>"
                    for n, t in names)
    return f"<table style='margin-top:14px'><tr>{cells}</tr></table>"


# ---- KYC layouts -------------------------------------------------------------------------

def kyc_introduction_letter(rng, k):
    bank = rng.choice(BANK_HOME[k["res"]])
    other_bank = rng.choice([b for c in RES if c != k["res"] for b in BANK_HOME[c]])
    ds = pick_date_style(rng, k["res"])
    letter_date = rdate(rng, 2024, 2025)
    p, ss = k["p"], k["sex_stated"]
    t = title_of(p, ss)
    a_html, a_txt = addr_inline(k["addr"]) if rng.random() < 0.6 else addr_block(k["addr"])
    rm = staff(rng)
    intro = (f"I write to introduce our client, {E(t + ' ' if t else '')}<b>{E(p['full'])}</b>, born on {fdate(k['dob'], ds)}"
             f"{sex_phrase(rng, k)}, {a_an(E(nat_phrase(k)))} national, {id_phrase(rng, k, ds)}.")
    res_p = f"{E(ref_name(p, ss))} is {residence_phrase(rng, k, a_html)}."
    if "<br>" in a_html:
        res_p = (f"{E(ref_name(p, ss))}'s residential address, as verified against a utility bill dated "
                 f"{fdate(letter_date - timedelta(days=rng.randint(20, 80)), ds)}, is:</p><p style='margin-left:30px'>{a_html}</p>"
                 f"<p>{E(ref_name(p, ss))} is resident in {E(the_country(k['res']))}.")
    body = [
        intro,
        f"{E(ref_name(p, ss))} has maintained current and savings accounts with us since {rng.randint(2005, 2021)} and the "
        f"relationship has been conducted to our satisfaction. " + res_p,
        f"{occupation_phrase(rng, k)}, with {income_phrase(rng, k)}. {sof_phrase(rng, k)}",
        f"{pep_phrase(rng, k)} {tin_phrase(rng, k)}",
        f"We understand that {E(ref_name(p, ss))} wishes to open a premier current account and a fixed-term deposit of "
        f"approximately {money(rng, rng.randint(5, 90) * 10000, k['cur'])} with your institution in {E(bank_city(other_bank[1]))}. "
        f"Certified copies of the identity document and proof of address are enclosed.",
        "This letter is provided in confidence and without responsibility on the part of the bank or any of its officers, "
        "and solely to assist you in meeting your own customer due-diligence obligations. It is not to be relied upon as a "
        "credit reference.",
    ]
    html_ = (letterhead(rng, bank, rng.randint(0, 1)) +
             f"<p>Our ref: CDD/{rng.randint(1000, 9999)}/{rng.choice(['PB', 'RB', 'IB'])}<br>{fdate(letter_date, ds)}</p>"
             f"<p>The Compliance Officer<br>{E(other_bank[0])}<br>{E(other_bank[1])}</p>"
             f"<p>Dear Sir or Madam,</p><p><b>Introduction of client &mdash; {E(p['full'].upper())}</b></p>" + paras(body) +
             f"<p>Should you require anything further please contact me on the number above.</p><p>Yours faithfully,</p>"
             + sign_block(rng, [(rm, "Relationship Manager"), (staff(rng), "Authorised Signatory")]) +
             f"<div class='hr'></div><p class='small'>{E(bank[0])}. {E(REGULATORS[k['res']])} Registered office: {E(bank[1])}.</p>")
    return page(html_, "Client introduction", rng.choice([SANS, SERIF])), kyc_truth(k, a_txt)


def kyc_rm_file_note(rng, k):
    bank = rng.choice(BANK_HOME[k["res"]])
    ds = pick_date_style(rng, k["res"])
    d0 = rdate(rng, 2024, 2025)
    p, ss = k["p"], k["sex_stated"]
    rm = staff(rng)
    a_html, a_txt = addr_inline(k["addr"])
    pa_html, _ = addr_inline(k["prev_addr"])
    t = title_of(p, ss)
    items = [
        f"Met {E(t + ' ' if t else '')}{E(p['full'])} at our {E(bank_city(bank[1]))} office on {fdate(d0, ds)} "
        f"together with {E(staff(rng))} (Private Banking Assistant). Purpose: onboarding for a discretionary portfolio.",
        f"Client confirmed date of birth as {fdate(k['dob'], ds)}{sex_phrase(rng, k)}; nationality {E(nat_phrase(k))}. "
        f"Identity verified in person against the original document: {id_phrase(rng, k, ds)}.",
        f"Current home address is {a_html} (moved in {rng.choice(MONTHS)} {rng.randint(2016, 2023)}); previous address "
        f"{pa_html} is no longer used. Country of residence: {E(the_country(k['res']))}.",
        f"{occupation_phrase(rng, k)}; previously with {E(k['prev_emp'])} until {rng.randint(2010, 2019)}. "
        f"Client quoted {income_phrase(rng, k)}.",
        sof_phrase(rng, k) + " Expected initial funding " + money(rng, rng.randint(2, 40) * 25000, k["cur"]) + " by transfer.",
        pep_phrase(rng, k),
        tin_phrase(rng, k) or "",
    ]
    items = [i for i in items if i]
    lis = "".join(f"<li>{i}</li>" for i in items)
    hdr = (f"<table style='width:100%;border:1px solid #333;margin-bottom:10px'>"
           f"<tr><td><b>FILE NOTE</b> &mdash; {E(bank[0])}</td><td class='right'>Classification: Confidential</td></tr>"
           f"<tr><td>Prepared by: {E(rm)}, Relationship Manager</td><td class='right'>Date: {fdate(d0 + timedelta(days=1), ds)}</td></tr>"
           f"<tr><td colspan='2'>Client: {E(p['full'])} &nbsp; CIF {rng.randint(10000000, 99999999)}</td></tr></table>")
    actions = (f"<h3>Action points</h3><ol><li>Compliance to complete screening refresh by {fdate(d0 + timedelta(days=14), ds)}.</li>"
               f"<li>Send portfolio proposal and fee schedule (0.85% p.a.).</li><li>Diarise review call in six months.</li></ol>")
    body = hdr + "<h3>Notes of meeting</h3><ol>" + lis + "</ol>" + actions + f"<p class='small'>Note filed in CRM by {E(rm)}.</p>"
    return page(body, "File note"), kyc_truth(k, a_txt)


def _email_header(frm, to, sent, subject, cc=None):
    rows = [("From", frm), ("Sent", sent), ("To", to)] + ([("Cc", cc)] if cc else []) + [("Subject", subject)]
    return "".join(f"<b>{a}:</b> {E(b)}<br>" for a, b in rows)


def _email_dt(rng, d: date, style: int) -> str:
    h, m = rng.randint(7, 19), rng.randint(0, 59)
    if style == 0:
        return f"{fdate(d, 'weekday')} {h:02d}:{m:02d}"
    if style == 1:
        return f"{d.day} {MON3[d.month - 1]} {d.year} at {h % 12 or 12}:{m:02d} {'am' if h < 12 else 'pm'}"
    return f"{fdate(d, 'weekday')} {h % 12 or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"


def kyc_email_thread(rng, k):
    bank = rng.choice(BANK_HOME[k["res"]])
    dom = bank_domain(bank[0])
    ds = pick_date_style(rng, k["res"])
    d0 = rdate(rng, 2024, 2025)
    p, ss = k["p"], k["sex_stated"]
    rm, comp = staff(rng), staff(rng)
    st = rng.randint(0, 2)
    a_html, a_txt = addr_inline(k["addr"])
    t = title_of(p, ss)
    latest = [
        f"Hi {E(comp.split()[0])},",
        f"Thanks for chasing. Please find the details for {E(t + ' ' if t else '')}{E(p['full'])} below; copies of the ID and "
        f"proof of address are on the shared drive.",
        f"{E(ref_name(p, ss))} was born on {fdate(k['dob'], ds)}{sex_phrase(rng, k)} and is {a_an(E(nat_phrase(k)))} citizen, "
        f"{id_phrase(rng, k, ds)}. {pron(p, ss)['He']} lives at {a_html} and is resident in {E(the_country(k['res']))}.",
        f"{occupation_phrase(rng, k)}, on {income_phrase(rng, k)}. {sof_phrase(rng, k)}",
        f"{pep_phrase(rng, k)} {tin_phrase(rng, k)}",
        "Shout if anything else is missing and I'll get it from the client.",
    ]
    sig = (f"Kind regards,<br>{E(rm)}<br>Relationship Manager | {E(bank[0])}<br>{E(bank[1])}<br>"
           f"T {E(phone_of(rng, k['res']))}")
    q1_date = d0 - timedelta(days=rng.randint(1, 4))
    q2_date = q1_date - timedelta(days=rng.randint(2, 9))
    other = make_person(rng, k["res"])
    quote1 = (_email_header(comp + f" <{corp_email(comp, dom)}>", rm, _email_dt(rng, q1_date, st),
                            f"RE: Onboarding - {p['surname'].upper()} - missing CDD items") +
              f"<p>{E(rm.split()[0])}, the file for your new client is still incomplete. We need date of birth, ID details, "
              f"residential address, employment and source of funds, plus tax residency. The case was opened on "
              f"{fdate(q2_date, ds)} and the SLA is ten working days.</p><p>Also, can you confirm whether the "
              f"{money(rng, rng.randint(3, 50) * 10000, k['cur'])} transfer expected from {E(other['full'])} is a gift?</p>"
              f"<p>Thanks,<br>{E(comp)}<br>KYC Operations</p>")
    quote2 = (_email_header(p["full"] + f" <{email_of(rng, p)}>", rm, _email_dt(rng, q2_date, st), "Account opening") +
              f"<p>Dear {E(rm.split()[0])},</p><p>Lovely to meet you last week. As discussed I would like to move my savings "
              f"across and set up a monthly standing order of {money(rng, rng.randint(5, 40) * 100, k['cur'])}. My phone is "
              f"{E(phone_of(rng, k['res']))}.</p><p>Best wishes,<br>{E(p['short'])}</p>"
              + ("<p class='muted'>Sent from my iPhone</p>" if rng.random() < 0.6 else ""))
    body = (_email_header(f"{rm} <{corp_email(rm, dom)}>", f"{comp} <{corp_email(comp, dom)}>", _email_dt(rng, d0, st),
                          f"RE: RE: Onboarding - {p['surname'].upper()} - missing CDD items") + "<div class='hr'></div>" +
            paras(latest) + f"<p>{sig}</p>" + f"<div class='quote'>{quote1}<div class='quote'>{quote2}</div></div>" +
            f"<p class='small'>{E(rng.choice(DISCLAIMERS))}</p>")
    return page(body, "RE: Onboarding", rng.choice([SANS, "Calibri, " + SANS])), kyc_truth(k, a_txt)


def kyc_onboarding_memo(rng, k):
    bank = rng.choice(BANK_HOME[k["res"]])
    ds = pick_date_style(rng, k["res"])
    d0 = rdate(rng, 2024, 2025)
    p, ss = k["p"], k["sex_stated"]
    pr = pron(p, ss)
    a_html, a_txt = addr_block(k["addr"]) if rng.random() < 0.4 else addr_inline(k["addr"])
    risk = "High" if k["pep"] else rng.choice(["Low", "Medium"])
    rn = E(ref_name(p, ss))
    sec = []
    sec.append(("1. Purpose", f"This paper seeks approval to establish a private banking relationship with "
                f"{E(p['full'])} (the &ldquo;Client&rdquo;). Expected assets under management: "
                f"{money(rng, rng.randint(1, 12) * 250000, k['cur'])} within twelve months."))
    sec.append(("2. Client profile", f"The Client was born on {fdate(k['dob'], ds)}{sex_phrase(rng, k)} and holds "
                f"{E(nat_phrase(k))} nationality. {occupation_phrase(rng, k)}. {pr['He']} reports {income_phrase(rng, k)}."
                + (f" Prior to this {pr['he']} was with {E(k['prev_emp'])}." if rng.random() < 0.5 else "")))
    if "<br>" in a_html:
        sec.append(("3. Identification and verification", f"Identity was verified against the original document; the Client is "
                    f"{id_phrase(rng, k, ds)}. Residential address (verified by council tax bill):</p><p style='margin-left:24px'>{a_html}</p>"
                    f"<p>Country of residence is {E(the_country(k['res']))}. {tin_phrase(rng, k)}"))
    else:
        sec.append(("3. Identification and verification", f"The Client is {id_phrase(rng, k, ds)}. {rn} lives at {a_html} and "
                    f"is resident in {E(the_country(k['res']))}. {tin_phrase(rng, k)}"))
    sec.append(("4. Source of wealth and source of funds", sof_phrase(rng, k) + " Source of wealth is consistent with the "
                "Client's age and career history and has been corroborated by public sources."))
    sec.append(("5. Screening", pep_phrase(rng, k) + " Adverse media searches (Factiva, Google) returned nothing of relevance."))
    sec.append(("6. Risk rating and recommendation", f"Overall risk rating: <b>{risk}</b>. The business recommends approval. "
                f"Next periodic review due {fdate(add_years(d0, (1 if risk == 'High' else 3)), ds)}."))
    if rng.random() < 0.5:
        rng.shuffle(sec[1:4])
    body = (f"<div class='right small'>STRICTLY CONFIDENTIAL &mdash; CLIENT ACCEPTANCE COMMITTEE</div>"
            f"<h1>{E(bank[0])}</h1><h2>Client Acceptance Paper &mdash; {E(p['full'])}</h2>"
            f"<p class='small'>Meeting of {fdate(d0, ds)} &middot; Paper CAC/{d0.year}/{rng.randint(10, 299)} &middot; "
            f"Sponsor: {E(staff(rng))}, Managing Director</p>")
    for h, txt in sec:
        body += f"<h3>{h}</h3><p>{txt}</p>"
    body += (f"<div style='height:{rng.choice([0, 200, 420])}px'></div><h3>Approvals</h3>"
             "<table border='1' style='width:100%'><tr><th>Role</th><th>Name</th><th>Decision</th><th>Date</th></tr>" +
             "".join(f"<tr><td>{r}</td><td>{E(staff(rng))}</td><td>Approved</td><td>{fdate(d0 + timedelta(days=i), ds)}</td></tr>"
                     for i, r in enumerate(["Relationship Manager", "Head of Compliance", "MLRO"])) + "</table>")
    return page(body, "Client acceptance paper", SERIF, "10.5pt"), kyc_truth(k, a_txt)


def kyc_professional_reference(rng, k):
    firm = rng.choice({"GBR": ["Holroyd Vance Solicitors", "Bellhouse & Partners, Chartered Accountants"],
                       "IRL": ["Declan Moran & Co. Solicitors", "Whelan Kenny Chartered Accountants"],
                       "SGP": ["Lee &amp; Rajan LLC".replace("&amp;", "&"), "Chua Mohan Chartered Accountants"],
                       "ARE": ["Al Tamimi Legal Consultants", "Crescent Audit & Advisory FZ-LLC"],
                       "CAN": ["MacPherson Giroux LLP", "Drummond & Kwan CPA Professional Corporation"],
                       "AUS": ["Lachlan Harvey Lawyers", "Wattle Partners Chartered Accountants"],
                       "ZAF": ["Botha Naidoo Inc. Attorneys", "Mandela Bay Chartered Accountants (SA)"]}[k["res"]])
    ds = pick_date_style(rng, k["res"])
    d0 = rdate(rng, 2024, 2025)
    p, ss = k["p"], k["sex_stated"]
    pr = pron(p, ss)
    a_html, a_txt = addr_inline(k["addr"])
    partner = staff(rng)
    bank = rng.choice(BANK_HOME[k["res"]])
    since = rng.randint(2004, 2020)
    t = title_of(p, ss)
    body = [
        f"<b>Re: {E((t + ' ') if t else '')}{E(p['full'])} &mdash; professional reference and certification</b>",
        f"We act for the above-named and have done so since {since}. At the request of our client we confirm the following "
        f"for the purposes of your anti-money-laundering procedures.",
        f"Our client's full name is {E(p['full'])}, date of birth {fdate(k['dob'], ds)}{sex_phrase(rng, k)}, a national of "
        f"{E(the_country(k['nat']))}. We have today sighted the original identity document and certify the enclosed copy as "
        f"a true likeness: our client is {id_phrase(rng, k, ds)}.",
        f"To the best of our knowledge our client resides at {a_html}, and is ordinarily resident in {E(the_country(k['res']))} "
        f"for tax and immigration purposes. {tin_phrase(rng, k)}",
        f"{occupation_phrase(rng, k)}. We prepared our client's most recent tax return, which shows {income_phrase(rng, k)}. "
        f"{sof_phrase(rng, k)}",
        pep_phrase(rng, k),
        f"This reference is given without liability on the part of this firm or any of its partners, and solely for the use "
        f"of {E(bank[0])}. It must not be disclosed to any third party. Our professional indemnity insurer is "
        f"{rng.choice(['Aviva Insurance Limited', 'QBE Insurance (Europe) Limited', 'Zurich Insurance plc'])}.",
    ]
    html_ = (f"<div style='text-align:center;font-family:{SERIF};font-size:18pt'>{E(firm)}</div>"
             f"<div class='small' style='text-align:center'>{E(', '.join(make_address(rng, k['res'], True)))}</div><div class='hr'></div>"
             f"<p>{fdate(d0, ds)}</p><p>{E(bank[0])}<br>Client Onboarding<br>{E(bank[1])}</p><p>Dear Sirs,</p>" + paras(body) +
             f"<p>Yours faithfully,</p>{sign_block(rng, [(partner, 'Partner')])}"
             f"<p class='small' style='margin-top:20px'>A list of partners is available for inspection at our registered office.</p>")
    return page(html_, "Professional reference", SERIF, "10.5pt"), kyc_truth(k, a_txt)


def kyc_call_report_print(rng, k):
    bank = rng.choice(BANK_HOME[k["res"]])
    d0 = rdate(rng, 2024, 2025)
    p, ss = k["p"], k["sex_stated"]
    ds = rng.choice(["upper", "dot", "slash", "iso"]) if k["res"] != "CAN" else "iso"
    addr_t = ", ".join(k["addr"]).upper()
    pr = pron(p, ss)
    rm = staff(rng).upper()
    strip = lambda s: re.sub(r"<[^>]+>", "", _html.unescape(s))  # noqa: E731
    lines = [
        f"{bank[0].upper():<60}CRM CALL REPORT",
        f"REPORT ID: CR{rng.randint(1000000, 9999999)}   PRINTED {fdate(d0 + timedelta(days=2), 'dot')} {rng.randint(7, 18):02d}:{rng.randint(0, 59):02d}   PAGE 1",
        "-" * 88,
        f"CALL TYPE : FACE TO FACE        CALL DATE: {fdate(d0, ds)}",
        f"RM        : {rm}",
        f"CUSTOMER  : {p['full'].upper()}",
        "-" * 88,
        "NARRATIVE",
        "",
        (f"MET CUSTOMER {p['full'].upper()} (DOB {fdate(k['dob'], ds)}{strip(sex_phrase(rng, k)).upper()}) TO COMPLETE "
         f"KYC FOR NEW ACCOUNT. CUSTOMER IS {a_an(nat_phrase(k)).upper()} NATIONAL, {strip(id_phrase(rng, k, ds)).upper()}."),
        "",
        (f"CUSTOMER RESIDES AT {addr_t} AND IS RESIDENT IN {the_country(k['res']).upper()}. PREVIOUS ADDRESS "
         f"{', '.join(k['prev_addr']).upper()} (PRIOR TO {rng.randint(2015, 2023)})."),
        "",
        strip(f"{occupation_phrase(rng, k)}. CUSTOMER DECLARED {income_phrase(rng, k)}.").upper(),
        "",
        strip(sof_phrase(rng, k)).upper(),
        "",
        strip(pep_phrase(rng, k) + " " + tin_phrase(rng, k)).upper().strip(),
        "",
        f"NEXT STEPS: OPEN CURRENT ACCOUNT AND {rng.choice(['12M', '6M', '3M'])} TERM DEPOSIT OF "
        f"{money(rng, rng.randint(2, 30) * 10000, k['cur'], 'code')}. FOLLOW-UP BY {fdate(d0 + timedelta(days=10), ds)}.",
        "",
        "-" * 88,
        "THIS REPORT IS SYSTEM GENERATED. INTERNAL USE ONLY. NOT FOR DISTRIBUTION OUTSIDE THE BANK.",
    ]
    txt = wrap_pre("\n".join(lines))
    t = kyc_truth(k, addr_t)
    t["full_name"] = p["full"].upper()
    t["occupation"] = k["occ"].upper()
    if t["employer_name"]:
        t["employer_name"] = k["emp"].upper()
    return page(f"<pre>{E(txt)}</pre>", "Call report", MONO, "8.6pt"), t


def kyc_pep_escalation_email(rng, k):
    bank = rng.choice(BANK_HOME[k["res"]])
    dom = bank_domain(bank[0])
    ds = pick_date_style(rng, k["res"])
    d0 = rdate(rng, 2024, 2025)
    p, ss = k["p"], k["sex_stated"]
    pr = pron(p, ss)
    rm, mlro, analyst = staff(rng), staff(rng), staff(rng)
    a_html, a_txt = addr_inline(k["addr"])
    subj = f"{'EDD escalation' if k['pep'] else 'Screening clearance'}: {p['full']}"
    fwd = (f"<p>---------- Forwarded message ---------<br>" +
           _email_header(f"{analyst} <{corp_email(analyst, dom)}>", f"{rm} <{corp_email(rm, dom)}>",
                         _email_dt(rng, d0 - timedelta(days=1), 0), subj) + "</p>" +
           paras([
               f"{E(rm.split()[0])},",
               f"I have completed screening on your prospect {E(p['full'])}, born {fdate(k['dob'], ds)}{sex_phrase(rng, k)}, "
               f"{E(nat_phrase(k))} national, {id_phrase(rng, k, ds)}.",
               f"The prospect's home address is {a_html}; country of residence {E(the_country(k['res']))}. A name match "
               f"against a sanctions-list entry for a person born {fdate(rdate(rng, 1950, 1990), ds)} was discounted "
               f"(different date of birth and nationality).",
               pep_phrase(rng, k),
               f"{occupation_phrase(rng, k)}; {pr['he']} declared {income_phrase(rng, k)}. {sof_phrase(rng, k)} {tin_phrase(rng, k)}",
               f"Regards,<br>{E(analyst)}<br>Financial Crime Compliance &ndash; Screening",
           ]))
    top = paras([
        f"{E(mlro.split()[0])} &ndash;",
        ("Forwarding the screening outcome below for your sign-off as MLRO, as the prospect is a PEP. The client intends to "
         f"place around {money(rng, rng.randint(2, 20) * 100000, k['cur'])} with us initially." if k["pep"] else
         "FYI &ndash; screening is clear, forwarding for the file. No sign-off needed from you unless you disagree."),
        f"Thanks<br>{E(rm.split()[0])}",
        "<span class='muted'>Sent from my iPhone</span>" if rng.random() < 0.5 else "",
    ])
    body = (_email_header(f"{rm} <{corp_email(rm, dom)}>", f"{mlro} <{corp_email(mlro, dom)}>", _email_dt(rng, d0, 1),
                          "FW: " + subj, cc=f"kyc.ops@{dom}") + "<div class='hr'></div>" + top + fwd +
            f"<p class='small'>{E(bank[0])} &middot; {E(REGULATORS[k['res']])}</p><p class='small'>{E(rng.choice(DISCLAIMERS))}</p>")
    return page(body, "FW: " + subj), kyc_truth(k, a_txt)


BILINGUAL = {
    "CAN": ("fr", "Présentation d'un client", "Nous vous présentons notre client"),
    "ZAF": ("af", "Bekendstelling van kliënt", "Hiermee stel ons ons kliënt bekend"),
    "SGP": ("ms", "Pengenalan pelanggan", "Dengan ini kami memperkenalkan pelanggan kami"),
    "IRL": ("ga", "Réamhrá don chliant", "Cuirimid ár gcliant in aithne daoibh"),
}


def kyc_bilingual_reference(rng, k):
    if k["res"] not in BILINGUAL:
        k["res"] = rng.choice(list(BILINGUAL))
        k["addr"] = make_address(rng, k["res"])
        k["cur"] = CURRENCY[k["res"]]
        if k["emp"]:
            k["emp"] = rng.choice(EMPLOYERS[k["res"]])
        if k["tin"]:
            k["tin"] = tin(rng, k["res"])
        if k["idt"] == "national_id" and k["iss"] != k["res"]:
            k["idt"], k["iss"], k["id_no"] = "passport", k["nat"], passport_no(rng, k["nat"])
    lang, head, opener = BILINGUAL[k["res"]]
    bank = rng.choice(BANK_HOME[k["res"]])
    ds = "long" if k["res"] != "CAN" else rng.choice(["long", "iso"])
    d0 = rdate(rng, 2024, 2025)
    p, ss = k["p"], k["sex_stated"]
    a_html, a_txt = addr_inline(k["addr"])
    local = {
        "fr": f"{opener}, {E(p['full'])}, né(e) le {fdate(k['dob'], 'fr')}, titulaire du document d'identité no {E(k['id_no'])}.",
        "af": f"{opener}, {E(p['full'])}, gebore op {fdate(k['dob'], 'af')}, houer van identiteitsdokument nr. {E(k['id_no'])}.",
        "ms": f"{opener}, {E(p['full'])}, dilahirkan pada {fdate(k['dob'], 'ms')}, pemegang dokumen pengenalan no. {E(k['id_no'])}.",
        "ga": f"{opener}, {E(p['full'])}, a rugadh ar {fdate(k['dob'], 'ga')}, sealbhóir doiciméad aitheantais uimh. {E(k['id_no'])}.",
    }[lang]
    eng = [
        f"We are pleased to introduce our client {E(p['full'])}, born on {fdate(k['dob'], ds)}{sex_phrase(rng, k)}, "
        f"of {E(nat_phrase(k))} nationality, {id_phrase(rng, k, ds)}.",
        f"The client resides at {a_html} and has been resident in {E(the_country(k['res']))} since {rng.randint(1990, 2020)}.",
        f"{occupation_phrase(rng, k)}, earning {income_phrase(rng, k).replace('a gross', 'gross')}. {sof_phrase(rng, k)}",
        pep_phrase(rng, k) + " " + tin_phrase(rng, k),
    ]
    foot = {"fr": "Cette lettre est fournie sans aucune responsabilité de notre part.",
            "af": "Hierdie brief word sonder enige aanspreeklikheid van ons kant verskaf.",
            "ms": "Surat ini diberikan tanpa sebarang tanggungjawab di pihak kami.",
            "ga": "Tugtar an litir seo gan aon dliteanas ar ár dtaobh."}[lang]
    html_ = (letterhead(rng, bank, 1) +
             f"<p>{fdate(d0, ds)}</p><h2>{head} / Client introduction</h2>"
             f"<p><i>{local}</i></p><div class='hr'></div>" + paras(eng) +
             f"<p><i>{foot}</i><br>This letter is given without any responsibility on our part.</p>" +
             sign_block(rng, [(staff(rng), "Branch Manager / Gestionnaire"), (staff(rng), "Compliance")]))
    return page(html_, "Client introduction", SANS), kyc_truth(k, a_txt)


def kyc_periodic_review(rng, k):
    bank = rng.choice(BANK_HOME[k["res"]])
    ds = pick_date_style(rng, k["res"])
    d0 = rdate(rng, 2024, 2025)
    last = add_years(d0, -3)
    p, ss = k["p"], k["sex_stated"]
    pr = pron(p, ss)
    a_html, a_txt = addr_inline(k["addr"])
    pa_html, _ = addr_inline(k["prev_addr"])
    old_exp = last + timedelta(days=rng.randint(100, 900))
    sec = [
        ("Background", f"{E(p['full'])} (date of birth {fdate(k['dob'], ds)}{sex_phrase(rng, k)}) has banked with "
         f"{E(bank[0])} since {last.year - rng.randint(1, 8)}. This note records the periodic KYC review completed on "
         f"{fdate(d0, ds)}. The previous review was on {fdate(last, ds)}."),
        ("Identity", f"At the last review the client produced an identity document that expired on {fdate(old_exp, ds)}. "
         f"The client is {a_an(E(nat_phrase(k)))} national and is now {id_phrase(rng, k, ds)}."),
        ("Address", f"At the last review the client lived at {pa_html}. {pr['He']} has since moved and now resides at "
         f"{a_html}; country of residence remains {E(the_country(k['res']))}."),
        ("Employment and income", (f"At the last review the client was employed by {E(k['prev_emp'])}. " if k["emp"] else "") +
         f"{occupation_phrase(rng, k)}, with {income_phrase(rng, k)} (previously "
         f"{money(rng, round(k['annual'] * 0.8, -3) or 1000, k['cur'])} per annum)."),
        ("Source of funds", sof_phrase(rng, k)),
        ("Tax and screening", (tin_phrase(rng, k) + " " if k["tin"] else "") + pep_phrase(rng, k)),
        ("Outcome", f"Review complete; no change to the risk rating. Next review due {fdate(add_years(d0, 3), ds)}."),
    ]
    body = (f"<table style='width:100%;background:#eef1f5'><tr><td><b>{E(bank[0])}</b><br>Periodic Review &mdash; Narrative</td>"
            f"<td class='right'>Reviewer: {E(staff(rng))}<br>Case {rng.randint(100000, 999999)}</td></tr></table>")
    for h, t in sec:
        body += f"<h3>{h}</h3><p>{t}</p>"
    body += "<p class='small'>Generated from the review workflow. Hard-copy documents retained in the client file.</p>"
    return page(body, "Periodic review"), kyc_truth(k, a_txt)


KYC_LAYOUTS = {
    "introduction_letter": kyc_introduction_letter,
    "rm_file_note": kyc_rm_file_note,
    "email_thread": kyc_email_thread,
    "client_acceptance_paper": kyc_onboarding_memo,
    "professional_reference": kyc_professional_reference,
    "call_report_print": kyc_call_report_print,
    "pep_escalation_email": kyc_pep_escalation_email,
    "bilingual_introduction": kyc_bilingual_reference,
    "periodic_review_note": kyc_periodic_review,
}


# --------------------------------------------------------------------------------------
# letters of credit
# --------------------------------------------------------------------------------------

# (name, address lines, country, city, ports)
IMPORTERS = [
    ("Harrowgate Home Furnishings Ltd", ["Unit 7, Riverside Trading Estate", "Dartford DA1 5PF", "United Kingdom"], "GBR", "London", ["Felixstowe, United Kingdom", "Southampton", "London Gateway"]),
    ("Caledon Engineering Supplies Limited", ["14 Clydeside Business Park", "Glasgow G51 4XE", "Scotland, UK"], "GBR", "Glasgow", ["Grangemouth, UK", "Felixstowe"]),
    ("Shannon Agri Imports DAC", ["Block C, Ballycasey Industrial Estate", "Shannon, Co. Clare V14 KX06", "Ireland"], "IRL", "Dublin", ["Dublin Port, Ireland", "Port of Cork"]),
    ("Merlion Electronics Trading Pte. Ltd.", ["21 Ubi Road 1, #05-12", "Singapore 408724"], "SGP", "Singapore", ["Singapore", "Port of Singapore"]),
    ("Al Wasl General Trading LLC", ["Office 1406, Al Attar Business Tower", "Sheikh Zayed Road, P.O. Box 55123", "Dubai, U.A.E."], "ARE", "Dubai", ["Jebel Ali, UAE", "Jebel Ali Port, Dubai"]),
    ("Khalifa Building Materials Est.", ["Plot 12, Mussafah Industrial Area M-26", "P.O. Box 40877, Abu Dhabi", "United Arab Emirates"], "ARE", "Abu Dhabi", ["Khalifa Port, Abu Dhabi", "Mina Zayed, Abu Dhabi"]),
    ("Great Northern Outfitters Inc.", ["2200 Lakeshore Boulevard West", "Toronto, ON M8V 1A4", "Canada"], "CAN", "Toronto", ["Vancouver, BC, Canada", "Halifax, Canada", "Montreal"]),
    ("Coastal Harvest Foods Pty Ltd", ["Level 3, 118 Grenfell Street", "Adelaide SA 5000", "Australia"], "AUS", "Adelaide", ["Port Adelaide, Australia", "Melbourne, Australia"]),
    ("Southern Cross Machinery Pty Limited", ["45 Raymond Avenue", "Matraville NSW 2036", "Australia"], "AUS", "Sydney", ["Port Botany, Sydney", "Sydney, Australia"]),
    ("Karoo Industrial Supplies (Pty) Ltd", ["18 Electron Avenue", "Isando, Kempton Park, 1600", "South Africa"], "ZAF", "Johannesburg", ["Durban, South Africa", "Port of Durban"]),
]
EXPORTERS = [
    ("Ningbo Haitong Household Products Co., Ltd.", ["No. 88 Jiangnan Road, Beilun District", "Ningbo, Zhejiang 315800", "China"], "CHN", "Ningbo", ["Ningbo, China", "Any port in China"],
     ["12,400 pcs stainless steel cookware sets, model HT-2208, packed in export cartons", "Polypropylene storage boxes, assorted sizes, 3,200 cartons"]),
    ("Foshan Meiyuan Furniture Manufacturing Co., Ltd.", ["Lecong Town, Shunde District", "Foshan, Guangdong 528315", "P.R. China"], "CHN", "Foshan", ["Shekou, China", "Nansha, Guangzhou"],
     ["Upholstered sofas and dining chairs as per proforma invoice no. MY-2025-0417", "Solid oak dining tables, 480 units"]),
    ("Coimbatore Spinning Mills Pvt. Ltd.", ["S.F. No. 212, Avinashi Road", "Coimbatore 641014, Tamil Nadu", "India"], "IND", "Coimbatore", ["Chennai, India", "Tuticorin, India"],
     ["100% combed cotton yarn Ne 30/1 for knitting, 48,000 kgs", "Cotton bed linen sets, 200 thread count, 6,000 sets"]),
    ("Saigon Pacific Seafood Joint Stock Company", ["Lot 14, Tan Thuan Export Processing Zone", "District 7, Ho Chi Minh City", "Vietnam"], "VNM", "Ho Chi Minh City", ["Ho Chi Minh City, Vietnam", "Cat Lai Port, Vietnam"],
     ["Frozen black tiger shrimp HOSO, 22 MT, packed 10 x 1 kg per carton", "Frozen pangasius fillets, well-trimmed, 26 MT"]),
    ("Anatolia Steel Profiles Sanayi A.S.", ["Organize Sanayi Bolgesi 4. Cadde No. 17", "Kocaeli 41480", "Turkiye"], "TUR", "Kocaeli", ["Izmit, Turkey", "Any Turkish port"],
     ["Hot-rolled steel H-beams to EN 10025 S275JR, 1,150 MT", "Galvanised steel pipes, 2,400 MT"]),
    ("Rheinland Prazisionsmaschinen GmbH", ["Industriestrasse 41", "47829 Krefeld", "Germany"], "DEU", "Krefeld", ["Hamburg, Germany", "Antwerp, Belgium"],
     ["One CNC vertical machining centre model RPM-850 with standard accessories, CIP Sydney", "Spare parts for packaging line as per quotation Q-2025-118"]),
    ("Cantina Colli Euganei S.r.l.", ["Via Monte Rua 12", "35030 Vo' (PD)", "Italy"], "ITA", "Padua", ["Genoa, Italy", "La Spezia, Italy"],
     ["Italian red wine DOC, 2,400 cases of 6 x 750 ml, FOB Genoa", "Prosecco DOC extra dry, 1,800 cases"]),
    ("Penang Rubber Gloves Sdn. Bhd.", ["Plot 88, Bayan Lepas Free Industrial Zone", "11900 Penang", "Malaysia"], "MYS", "Penang", ["Penang, Malaysia", "Port Klang, Malaysia"],
     ["Nitrile examination gloves, powder-free, 5,000 cartons", "Latex surgical gloves, sterile, 1,200 cartons"]),
    ("Chao Phraya Rice Export Co., Ltd.", ["99 Moo 4, Rama II Road", "Samut Sakhon 74000", "Thailand"], "THA", "Bangkok", ["Bangkok, Thailand", "Laem Chabang, Thailand"],
     ["Thai white rice 5 percent broken, 2,000 MT, crop 2024/2025, in 50 kg PP bags", "Thai jasmine rice, 500 MT"]),
    ("Prairie Gold Canola Ltd.", ["1100 Saskatchewan Drive", "Regina, SK S4P 3Y2", "Canada"], "CAN", "Regina", ["Vancouver, Canada", "Any Canadian port"],
     ["Canadian canola seed, No. 1 grade, 12,000 MT in bulk", "Yellow field peas, 5,000 MT"]),
    ("Riverina Premium Beef Pty Ltd", ["2 Dunns Road", "Wagga Wagga NSW 2650", "Australia"], "AUS", "Wagga Wagga", ["Melbourne, Australia", "Brisbane, Australia"],
     ["Frozen boneless beef, 90CL, 25 MT", "Chilled lamb carcasses, 18 MT"]),
    ("Elgin Valley Fruit Exporters (Pty) Ltd", ["Farm 133, Viljoenshoop Road", "Grabouw, 7160", "South Africa"], "ZAF", "Cape Town", ["Cape Town, South Africa", "Port Elizabeth, South Africa"],
     ["Fresh Granny Smith apples, class 1, 40 reefer containers", "Fresh navel oranges, count 56-88, 22 reefer containers"]),
]
# (bank, city, country, BIC)
TRADE_BANKS = {
    "GBR": [("Thamesmead Bank plc", "London", "TMBKGB2L"), ("Caledonian Merchant Bank", "Edinburgh", "CMBKGB2E")],
    "IRL": [("Fitzwilliam Bank DAC", "Dublin", "FWBKIE2D")],
    "SGP": [("Temasek Harbour Bank Ltd", "Singapore", "THBLSGSG"), ("Straits Commercial Bank Limited", "Singapore", "SCBKSGSX")],
    "ARE": [("Gulf Meridian Bank PJSC", "Dubai", "GMBPAEAD"), ("Emirates Falcon Bank", "Abu Dhabi", "EFBKAEAA")],
    "CAN": [("Prairie Dominion Bank", "Calgary", "PDBKCATT"), ("Banque Laurentide du Canada", "Montreal", "BLDCCAMM")],
    "AUS": [("Southern Cross Bank Limited", "Sydney", "SCBLAU2S"), ("Yarra Valley Mutual Bank", "Melbourne", "YVMBAU3M")],
    "ZAF": [("Protea Merchant Bank Limited", "Johannesburg", "PMBLZAJJ"), ("Cape Peninsula Bank Ltd", "Cape Town", "CPBKZAJC")],
    "CHN": [("Zhejiang Maritime Commercial Bank Co., Ltd.", "Ningbo", "ZMCBCNBN"), ("Pearl River Development Bank", "Guangzhou", "PRDBCNGZ")],
    "IND": [("Coromandel Bank Limited", "Chennai", "CRMBINBB")],
    "VNM": [("Saigon Trade and Investment Bank", "Ho Chi Minh City", "STIBVNVX")],
    "TUR": [("Bosphorus Ticaret Bankasi A.S.", "Istanbul", "BOTBTRIS")],
    "DEU": [("Hanseatische Handelsbank AG", "Hamburg", "HHBKDEHH")],
    "ITA": [("Banca Veneta del Commercio S.p.A.", "Padua", "BVCOITPD")],
    "MYS": [("Penang Straits Bank Berhad", "Penang", "PSBBMYKL")],
    "THA": [("Siam Riverside Bank Public Company Limited", "Bangkok", "SRBKTHBK")],
}


def lc_docs(rng, L: dict) -> list[str]:
    if L["standby"]:
        pool = [
            "Beneficiary's signed demand for payment stating the amount claimed",
            f"Beneficiary's signed statement certifying that {L['app_name']} has failed to pay the amount demanded under the supply agreement dated {fdate(L['issue'] - timedelta(days=rng.randint(20, 200)), 'long')}",
            "Copy of the unpaid commercial invoice(s)",
            "Copy of the relevant transport document evidencing delivery",
        ]
        return pool[:rng.randint(1, 4)]
    iss = L["issuing"][0].upper()
    air = L["air"]
    copies = rng.choice(["in triplicate", "in 3 originals and 2 copies", "in quadruplicate", "in 1 original and 3 copies"])
    docs = [f"Signed commercial invoice {copies} indicating this credit number and the applicant's VAT number"
            if rng.random() < 0.3 else f"Signed commercial invoice {copies}"]
    if air:
        docs.append(f"Air waybill consigned to {iss} marked freight {rng.choice(['prepaid', 'collect'])} and notify the applicant")
    else:
        docs.append(f"Full set of clean on board ocean bills of lading made out to the order of {iss}, marked freight "
                    f"{rng.choice(['prepaid', 'collect'])} and notify the applicant with full address")
    extra = [
        f"Packing list {rng.choice(['in triplicate', 'in duplicate', 'showing gross and net weights'])}",
        f"Certificate of origin issued by {rng.choice(['the chamber of commerce', 'a recognised chamber of commerce in the country of export', 'the competent authority'])}",
        "Insurance policy or certificate in duplicate, blank endorsed, for 110 percent of the CIF value covering Institute Cargo Clauses (A)",
        f"Beneficiary's certificate confirming that one set of non-negotiable documents has been sent to the applicant by courier within {rng.choice([3, 5, 7])} days after shipment",
        f"Inspection certificate issued by {rng.choice(['SGS', 'Bureau Veritas', 'Intertek'])} at the port of loading",
        "Phytosanitary certificate issued by the competent authority of the country of origin",
        "Certificate of analysis issued by the manufacturer",
        "Weight and quality certificate",
        "Fumigation certificate",
    ]
    rng.shuffle(extra)
    docs += extra[:rng.randint(0, 6)]
    return docs


def lc_record(rng, standby: bool | None = None) -> dict:
    if standby is None:
        standby = rng.random() < 0.08
    imp = rng.choice(IMPORTERS)
    exp = rng.choice([e for e in EXPORTERS if e[2] != imp[2]])
    if rng.random() < 0.25:   # sometimes one of ours exports to an importer elsewhere
        pass
    iss_bank = rng.choice(TRADE_BANKS[imp[2]])
    adv_bank = rng.choice(TRADE_BANKS.get(exp[2], TRADE_BANKS["GBR"]))
    issue = rdate(rng, 2024, 2025)
    air = (not standby) and rng.random() < 0.15
    if standby:
        form = "IRREVOCABLE STANDBY"
        rules = rng.choice(["ISP LATEST VERSION"] * 3 + ["UCP LATEST VERSION", "OTHR"])
    else:
        form = "IRREVOCABLE TRANSFERABLE" if rng.random() < 0.17 else "IRREVOCABLE"
        rules = "EUCP LATEST VERSION" if rng.random() < 0.08 else "UCP LATEST VERSION"
    cur = rng.choice(["USD"] * 6 + ["EUR", "EUR", "GBP", "AED", "SGD", "AUD", "CNY"])
    amount = float(rng.randint(20, 4000) * 1000 + (rng.choice([0, 0, rng.randint(1, 999) + rng.randint(0, 99) / 100])))
    tol = rng.choice([None, None, (5, 5), (10, 10), (10, 0), (3, 3)])
    if standby:
        tol = None
    ship = None if standby else issue + timedelta(days=rng.randint(25, 120))
    if ship is not None and rng.random() < 0.12:
        ship = None
    pres = None if standby else rng.choice([21, 21, 15, 14, 10, None])
    if standby:
        expiry = issue + timedelta(days=rng.choice([365, 366, 180, 540]))
    else:
        base = ship or (issue + timedelta(days=90))
        expiry = base + timedelta(days=(pres or 21) + rng.randint(0, 10))
    exp_place = rng.choice([exp[3], exp[3].upper(), exp[1][-1], adv_bank[1]])
    if standby:
        exp_place = iss_bank[1]
    avail_with_kind = rng.choice(["any", "any", "adv", "adv_bic", "iss"])
    if avail_with_kind == "any":
        awith = "ANY BANK"
        aby = "BY NEGOTIATION"
    else:
        b = adv_bank if avail_with_kind.startswith("adv") else iss_bank
        awith = b[2] if avail_with_kind.endswith("bic") else b[0]
        aby = rng.choice(["BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY NEGOTIATION", "BY MIXED PYMT"])
    if standby:
        awith, aby = (iss_bank[0], "BY PAYMENT")
    L = {
        "standby": standby, "air": air, "imp": imp, "exp": exp, "issuing": iss_bank, "advising": adv_bank,
        "lc_no": rng.choice([f"{iss_bank[2][:4]}{issue.year % 100:02d}ILC{rng.randint(10000, 99999)}",
                             f"LC/{imp[3][:3].upper()}/{issue.year % 100:02d}/{rng.randint(100, 9999):04d}",
                             f"{rng.randint(100, 999)}LC{issue.year % 100:02d}{rng.randint(100000, 999999)}",
                             f"DC{issue.year}{rng.randint(10000, 99999)}",
                             f"SBLC-{issue.year % 100:02d}-{rng.randint(1000, 9999)}" if standby else f"ILC{rng.randint(1000000, 9999999)}"]),
        "form": form, "issue": issue, "rules": rules, "expiry": expiry, "exp_place": exp_place,
        "app_name": imp[0], "app_addr": imp[1], "ben_name": exp[0], "ben_addr": exp[1],
        "cur": cur, "amount": amount, "tol": tol, "awith": awith, "aby": aby,
        "partial": None if standby else rng.choice(["ALLOWED", "NOT ALLOWED", "NOT ALLOWED", "CONDITIONAL", None]),
        "trans": None if standby else rng.choice(["ALLOWED", "NOT ALLOWED", "ALLOWED", "CONDITIONAL", None]),
        "pol": None if standby or rng.random() < 0.12 else rng.choice(exp[4]),
        "pod": None if standby or rng.random() < 0.12 else rng.choice(imp[4]),
        "ship": ship, "pres": pres,
        "conf": rng.choice(["WITHOUT", "WITHOUT", "MAY ADD", "CONFIRM"]) if not standby else rng.choice(["WITHOUT"] * 4 + ["MAY ADD"]),
    }
    if air:
        L["pol"] = None if rng.random() < 0.2 else f"{exp[3]} Airport"
        L["pod"] = None if rng.random() < 0.2 else f"{imp[3]} Airport"
    if standby:
        L["goods"] = rng.choice([f"Payment obligations of the applicant under the supply agreement for {rng.choice(exp[5]).split(',')[0].lower()}",
                                 "Performance of the applicant's obligations under the distribution agreement",
                                 "Advance payment guarantee in respect of contract no. " + f"C-{issue.year}-{rng.randint(100, 999)}"])
    else:
        inc = rng.choice(["CPT", "CIP", "FCA"]) if air else rng.choice(["CIF", "CFR", "FOB", "CIP", "FCA"])
        g = rng.choice(exp[5])
        L["goods"] = g if (rng.random() < 0.4 or "FOB" in g or "CIP" in g) else f"{g}, {inc} {(L['pod'] or imp[3]).split(',')[0]}"
        if rng.random() < 0.3:
            L["goods"] += f", as per proforma invoice no. PI-{rng.randint(1000, 9999)} dated {fdate(issue - timedelta(days=rng.randint(5, 60)), 'dot')}"
    L["docs"] = lc_docs(rng, L)
    return L


def lc_truth(L: dict, app_addr: str, ben_addr: str, upper: bool = False) -> dict:
    t = {
        "lc_number": L["lc_no"], "form_of_credit": L["form"], "date_of_issue": L["issue"].isoformat(),
        "applicable_rules": L["rules"], "expiry_date": L["expiry"].isoformat(), "expiry_place": L["exp_place"],
        "applicant": {"name": L["app_name"], "address": app_addr},
        "beneficiary": {"name": L["ben_name"], "address": ben_addr},
        "currency": L["cur"], "amount": L["amount"],
        "tolerance_plus_percent": L["tol"][0] if L["tol"] else None,
        "tolerance_minus_percent": L["tol"][1] if L["tol"] else None,
        "available_with": L["awith"], "available_by": L["aby"],
        "partial_shipments": L["partial"], "transhipment": L["trans"],
        "port_of_loading": L["pol"], "port_of_discharge": L["pod"],
        "latest_shipment_date": L["ship"].isoformat() if L["ship"] else None,
        "goods_description": L["goods"], "documents_required": list(L["docs"]),
        "presentation_period_days": L["pres"], "confirmation_instructions": L["conf"],
    }
    if upper:
        for key in ("expiry_place", "available_with", "port_of_loading", "port_of_discharge", "goods_description", "lc_number"):
            if t[key]:
                t[key] = t[key].upper()
        for party in ("applicant", "beneficiary"):
            t[party] = {a: b.upper() for a, b in t[party].items()}
        t["documents_required"] = [d.upper() for d in t["documents_required"]]
    return t


FORM_WORDS = {"IRREVOCABLE": ["irrevocable documentary credit", "irrevocable letter of credit"],
              "IRREVOCABLE TRANSFERABLE": ["irrevocable transferable documentary credit", "irrevocable and transferable letter of credit"],
              "IRREVOCABLE STANDBY": ["irrevocable standby letter of credit", "irrevocable standby credit"]}
RULE_WORDS = {"UCP LATEST VERSION": ["the Uniform Customs and Practice for Documentary Credits, 2007 Revision, ICC Publication No. 600 (UCP latest version)",
                                     "UCP 600 (UCP latest version)", "UCP latest version"],
              "EUCP LATEST VERSION": ["the eUCP (latest version), supplement to UCP 600 for electronic presentation",
                                      "eUCP latest version"],
              "ISP LATEST VERSION": ["the International Standby Practices ISP98 (ISP latest version)", "ISP latest version (ISP98)"],
              "OTHR": ["other rules, namely the Uniform Rules for Demand Guarantees, URDG 758 (applicable rules: OTHR)"]}
BY_WORDS = {"BY NEGOTIATION": ["by negotiation", "by negotiation of documents"],
            "BY PAYMENT": ["by sight payment", "by payment at sight"],
            "BY ACCEPTANCE": [f"by acceptance of the beneficiary's drafts at {n} days sight" for n in (30, 60, 90)],
            "BY DEF PAYMENT": [f"by deferred payment at {n} days after the bill of lading date" for n in (60, 90, 120, 180)],
            "BY MIXED PYMT": ["by mixed payment (30 percent at sight and 70 percent at 90 days after shipment)"]}
SHIP_WORDS = {"ALLOWED": ["allowed", "permitted"], "NOT ALLOWED": ["not allowed", "prohibited", "not permitted"],
              "CONDITIONAL": ["conditional (allowed only as set out in the additional conditions)"]}
CONF_WORDS = {"WITHOUT": ["We have not been requested to add our confirmation and this advice therefore conveys no engagement on our part.",
                          "This credit is advised without our confirmation (confirmation instructions: WITHOUT)."],
              "MAY ADD": ["The issuing bank has authorised us to add our confirmation at your request and cost (confirmation instructions: MAY ADD).",
                          "Confirmation may be added by the advising bank if you so request; the issuing bank's instruction is MAY ADD."],
              "CONFIRM": ["At the request of the issuing bank we hereby add our confirmation to this credit (confirmation instructions: CONFIRM).",
                          "The issuing bank has instructed us to add our confirmation, which we have done (CONFIRM)."]}


ISSUER_CONF = {"WITHOUT": "The advising bank is not requested to add its confirmation (confirmation instructions: WITHOUT).",
               "MAY ADD": "The advising bank is authorised to add its confirmation at the beneficiary's request and cost (MAY ADD).",
               "CONFIRM": "We request the advising bank to add its confirmation to this credit (confirmation instructions: CONFIRM)."}


def lc_parts(rng, L: dict, ds: str, we_issue: bool, app_html: str, ben_html: str) -> dict:
    """Sentences stating each field; layouts arrange and frame them."""
    cur, amt = L["cur"], L["amount"]
    amount = money(rng, amt, cur, rng.choice(["code", "code", "symbol"]), 2)
    if rng.random() < 0.5:
        amount += f" ({amount_in_words(amt, cur)})"
    s = {}
    form = rng.choice(FORM_WORDS[L["form"]])
    s["form_no"] = f"{form} No. <b>{E(L['lc_no'])}</b> dated {fdate(L['issue'], ds)}"
    s["parties"] = (f"issued for account of {E(L['app_name'])}, {app_html} (the applicant), in favour of "
                    f"{E(L['ben_name'])}, {ben_html} (the beneficiary)")
    s["amount"] = f"for an amount of {amount}"
    if L["tol"]:
        p, m = L["tol"]
        s["amount"] += rng.choice([f", with a tolerance of plus {p} percent and minus {m} percent",
                                   f" (amount tolerance +{p}% / -{m}%)"]) if p != m else \
            rng.choice([f", {p} percent more or less being acceptable", f" (tolerance +/- {p} pct)"])
    s["expiry"] = rng.choice([f"The credit expires on {fdate(L['expiry'], ds)} in {E(L['exp_place'])}.",
                              f"Expiry is {fdate(L['expiry'], ds)} for presentation of documents in {E(L['exp_place'])}.",
                              f"It remains valid until {fdate(L['expiry'], ds)}, place of expiry {E(L['exp_place'])}."])
    if L["awith"] == "ANY BANK":
        s["avail"] = f"It is available with any bank {rng.choice(BY_WORDS[L['aby']])}."
    else:
        s["avail"] = f"It is available with {E(L['awith'])} {rng.choice(BY_WORDS[L['aby']])}."
    ship = []
    if L["pol"] and L["pod"]:
        verb = "Dispatch by air from" if L["air"] else "Shipment is to be effected from"
        ship.append(f"{verb} {E(L['pol'])} to {E(L['pod'])}")
    elif L["pol"]:
        ship.append(f"{'Departure airport' if L['air'] else 'Port of loading'}: {E(L['pol'])}; the place of final destination is the applicant's warehouse")
    elif L["pod"]:
        ship.append(f"Goods are to be taken in charge at the beneficiary's premises and {'flown' if L['air'] else 'shipped'} to {E(L['pod'])}")
    both = bool(L["pol"] and L["pod"])
    if L["ship"]:
        if both:
            ship[-1] += " not later than " + fdate(L["ship"], ds)
        else:
            ship.append("Latest date of shipment is " + fdate(L["ship"], ds))
    elif not L["standby"] and rng.random() < 0.5:
        per = f"{MONTHS[(L['issue'].month + 1) % 12]} {L['issue'].year + (1 if L['issue'].month >= 11 else 0)}"
        if both:
            ship[-1] += " during " + per
        else:
            ship.append("Shipment period: " + per)
    s["ship"] = (". ".join(ship) + ".") if ship else ""
    ps = []
    if L["partial"]:
        ps.append(f"Partial shipments are {rng.choice(SHIP_WORDS[L['partial']])}")
    if L["trans"]:
        ps.append(f"transhipment is {rng.choice(SHIP_WORDS[L['trans']])}" if ps else f"Transhipment is {rng.choice(SHIP_WORDS[L['trans']])}")
    s["ps"] = ("; ".join(ps) + ".") if ps else ""
    s["goods"] = f"<b>{E(L['goods'])}</b>"
    s["pres"] = (f"Documents must be presented within {L['pres']} days after the date of shipment but within the validity of the credit."
                 if L["pres"] else "")
    s["rules"] = f"The credit is subject to {rng.choice(RULE_WORDS[L['rules']])}."
    s["conf"] = rng.choice(CONF_WORDS[L["conf"]])
    return s


def docs_html(rng, docs: list[str], mode: str) -> str:
    if not docs:
        return ""
    if mode == "inline":
        roman = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii"]
        items = [f"({roman[i]}) {E(d)}" for i, d in enumerate(docs)]
        if len(items) == 1:
            return items[0]
        return "; ".join(items[:-1]) + "; and " + items[-1]
    if mode == "plus":
        return "<br>".join(f"+{E(d)}" for d in docs)
    tag = "ol" if mode == "ol" else "ul"
    return f"<{tag}>" + "".join(f"<li>{E(d)}</li>" for d in docs) + f"</{tag}>"


def _lc_addr(rng, lines: list[str]) -> tuple[str, str]:
    return addr_inline(lines)


def lc_advising_cover_letter(rng, L):
    adv = L["advising"]
    ds = rng.choice(PROSE_DATES)
    a_html, a_txt = _lc_addr(rng, L["app_addr"])
    b_html, b_txt = _lc_addr(rng, L["ben_addr"])
    s = lc_parts(rng, L, ds, False, a_html, b_html)
    recv = L["issue"] + timedelta(days=rng.randint(0, 3))
    our_ref = f"EA{recv.year % 100}{rng.randint(100000, 999999)}"
    fee = money(rng, rng.choice([75, 100, 150, 250]), "USD", "code", 2)
    mode = rng.choice(["inline", "ul", "ol"])
    docs = docs_html(rng, L["docs"], mode)
    doc_sent = (f"The credit calls for the following documents: {docs}." if mode == "inline"
                else f"The following documents are required:</p>{docs}<p>")
    body = [
        f"<b>Advice of documentary credit &mdash; our reference {our_ref}</b>",
        f"We have pleasure in advising that we have received an authenticated SWIFT message dated {fdate(recv, ds)} from "
        f"{E(L['issuing'][0])}, {E(L['issuing'][1])} (SWIFT {E(L['issuing'][2])}), advising their {s['form_no']}, "
        f"{s['parties']}, {s['amount']}.",
        f"{s['expiry']} {s['avail']}",
        f"The credit covers {s['goods']}. {s['ship']} {s['ps']}",
        doc_sent,
        f"{s['pres']} {s['rules']}",
        s["conf"],
        f"Our advising commission of {fee} and any courier charges are for your account. Please examine the credit carefully; "
        f"if any of its terms cannot be complied with, contact the applicant without delay so that an amendment can be arranged.",
    ]
    html_ = (letterhead(rng, (adv[0], f"Trade Services, {adv[1]}"), rng.randint(0, 1)) +
             f"<p>{fdate(recv, ds)}</p><p>{E(L['ben_name'])}<br>{'<br>'.join(E(x) for x in L['ben_addr'])}</p>"
             f"<p>Dear Sirs,</p>" + paras(body) +
             "<p>This letter is an advice only. Unless we have expressly added our confirmation, it conveys no engagement "
             "or responsibility on our part.</p><p>Yours faithfully,<br>for and on behalf of " + E(adv[0]) + "</p>" +
             sign_block(rng, [(staff(rng), "Trade Operations"), (staff(rng), "Authorised Signatory")]))
    # beneficiary address appears twice (letter block and prose): both the same text
    return page(html_, "Advice of documentary credit", rng.choice([SANS, SERIF])), lc_truth(L, a_txt, b_txt)


def lc_issuing_bank_letter(rng, L):
    iss = L["issuing"]
    ds = rng.choice(PROSE_DATES if L["imp"][2] != "CAN" else CAN_DATES)
    a_html, a_txt = _lc_addr(rng, L["app_addr"])
    b_html, b_txt = addr_block(L["ben_addr"])
    s = lc_parts(rng, L, ds, True, a_html, "as addressed")
    mode = rng.choice(["ol", "ul", "inline"])
    docs = docs_html(rng, L["docs"], mode)
    nb = L["standby"]
    body = [
        f"At the request and for the account of {E(L['app_name'])}, {a_html} (the &ldquo;Applicant&rdquo;), we hereby issue "
        f"in your favour our {s['form_no']} {s['amount']}.",
        f"{s['avail']} {s['expiry']}",
        (f"This standby credit secures: {s['goods']}." if nb else f"The credit covers the shipment of {s['goods']}. {s['ship']} {s['ps']}"),
        (f"Payment will be made against presentation of {docs}." if mode == "inline" else
         f"{'Drawings' if nb else 'Documents'} must be accompanied by:</p>{docs}<p>"),
        f"{s['pres']} All banking charges outside {E(the_country(L['imp'][2]))} are for the beneficiary's account. "
        f"Reimbursement: upon receipt of complying documents at our {E(iss[1])} office we shall remit as instructed.",
        s["rules"] + " " + ISSUER_CONF[L["conf"]],
        "We hereby engage with you that documents presented in compliance with the terms of this credit will be duly honoured.",
    ]
    html_ = (letterhead(rng, (iss[0], f"Global Trade Finance, {iss[1]}, {COUNTRY_NAME[L['imp'][2]]}"), rng.randint(0, 1)) +
             f"<p>Date: {fdate(L['issue'], ds)}</p>"
             f"<p><b>To the beneficiary:</b><br>{E(L['ben_name'])}<br>{b_html}</p>"
             f"<p>Through: {E(L['advising'][0])}, {E(L['advising'][1])}</p>"
             f"<p>Dear Sirs,</p><p><b>Our {E(FORM_WORDS[L['form']][0]).title()} No. {E(L['lc_no'])}</b></p>" + paras(body) +
             f"<p>Yours faithfully,<br>{E(iss[0])}</p>" +
             sign_block(rng, [(staff(rng), "Authorised Signatory A"), (staff(rng), "Authorised Signatory B")]) +
             (f"<div class='brk'></div><h3>General terms</h3><p class='small'>{' '.join([rng.choice(DISCLAIMERS) for _ in range(6)])}</p>"
              if rng.random() < 0.3 else ""))
    return page(html_, "Documentary credit", SERIF, "10.5pt"), lc_truth(L, a_txt, b_txt)


def lc_ops_email(rng, L):
    adv = L["advising"]
    dom = bank_domain(adv[0])
    ds = rng.choice(PROSE_DATES)
    a_html, a_txt = _lc_addr(rng, L["app_addr"])
    b_html, b_txt = _lc_addr(rng, L["ben_addr"])
    s = lc_parts(rng, L, ds, False, a_html, b_html)
    officer = staff(rng)
    client = staff(rng)
    d0 = L["issue"] + timedelta(days=rng.randint(1, 3))
    mode = rng.choice(["ul", "inline"])
    docs = docs_html(rng, L["docs"], mode)
    draft_amt = money(rng, round(L["amount"] * rng.choice([0.8, 0.9, 1.15]), -2), L["cur"], "code", 2)
    body = paras([
        f"Dear {E(client.split()[0])},",
        f"Further to our call this morning, we confirm receipt today of an MT700 from {E(L['issuing'][0])} "
        f"({E(L['issuing'][2])}). Key terms are summarised below; the original advice will follow by courier.",
        f"It is their {s['form_no']}, {s['parties']}, {s['amount']}. {s['expiry']} {s['avail']}",
        f"Goods: {s['goods']}. {s['ship']} {s['ps']}",
        (f"Documents called for: {docs}." if mode == "inline" else f"Documents called for:</p>{docs}<p>"),
        f"{s['pres']} {s['rules']} {s['conf']}",
        f"Note this differs from the draft you sent us on {fdate(L['issue'] - timedelta(days=rng.randint(6, 20)), ds)} "
        f"(which showed {draft_amt}); please check against your contract.",
        f"Best regards,<br>{E(officer)}<br>Trade Services &ndash; Import/Export<br>{E(adv[0])}, {E(adv[1])}",
    ])
    quote = (_email_header(f"{client} <{corp_email(client, 'exports.example.com')}>", f"{officer} <{corp_email(officer, dom)}>",
                           _email_dt(rng, L["issue"] - timedelta(days=rng.randint(6, 20)), 2), "LC draft for review") +
             f"<p>Hi {E(officer.split()[0])}, attached the draft LC our buyer proposes. Value {draft_amt}, latest shipment "
             f"{fdate(L['issue'] + timedelta(days=rng.randint(15, 60)), ds)}. Anything we should push back on?</p>"
             f"<p>Thanks,<br>{E(client)}<br>Export Finance</p><p class='muted'>Sent from my iPhone</p>")
    html_ = (_email_header(f"{officer} <{corp_email(officer, dom)}>", f"{client} <{corp_email(client, 'exports.example.com')}>",
                           _email_dt(rng, d0, 0), f"RE: LC draft for review -- LC {L['lc_no']} received")
             + "<div class='hr'></div>" + body + f"<div class='quote'>{quote}</div><p class='small'>{E(rng.choice(DISCLAIMERS))}</p>")
    return page(html_, "LC received"), lc_truth(L, a_txt, b_txt)


def lc_cover_with_mt700(rng, L):
    adv = L["advising"]
    ds = rng.choice(PROSE_DATES)
    # SWIFT print: names/addresses in upper case, one element per line
    s_app = "\n".join([L["app_name"].upper()] + [x.upper() for x in L["app_addr"]])
    s_ben = "\n".join([L["ben_name"].upper()] + [x.upper() for x in L["ben_addr"]])
    a_txt = " ".join(x.upper() for x in L["app_addr"])
    b_txt = " ".join(x.upper() for x in L["ben_addr"])
    recv = L["issue"] + timedelta(days=rng.randint(0, 2))
    cover = paras([
        f"{fdate(recv, ds)}",
        f"{E(L['ben_name'])}<br>{'<br>'.join(E(x) for x in L['ben_addr'])}",
        "Dear Sirs,",
        f"<b>Documentary credit {E(L['lc_no'])} issued by {E(L['issuing'][0])}</b>",
        f"We enclose a copy of the above credit received by us on {fdate(recv, ds)} by authenticated SWIFT MT700, which we "
        f"advise to you in accordance with its terms. The credit is for {E(L['cur'])} {num(L['amount'])} and expires on "
        f"{fdate(L['expiry'], ds)}. The full text of the message follows this letter and forms part of this advice.",
        rng.choice(CONF_WORDS[L["conf"]]),
        f"Charges: advising fee {money(rng, 120, 'USD', 'code', 2)} plus SWIFT charges {money(rng, 25, 'USD', 'code', 2)} "
        f"will be deducted from proceeds.",
        f"Yours faithfully,<br>{E(adv[0])}<br>Trade Finance Operations, {E(adv[1])}",
    ])
    f = []
    f.append(f":27: SEQUENCE OF TOTAL\n1/1")
    f.append(f":40A: FORM OF DOCUMENTARY CREDIT\n{L['form']}")
    f.append(f":20: DOCUMENTARY CREDIT NUMBER\n{L['lc_no']}")
    f.append(f":31C: DATE OF ISSUE\n{fdate(L['issue'], 'swift')}")
    f.append(f":40E: APPLICABLE RULES\n{L['rules']}" + ("\nURDG 758" if L["rules"] == "OTHR" else ""))
    f.append(f":31D: DATE AND PLACE OF EXPIRY\n{fdate(L['expiry'], 'swift')}{L['exp_place'].upper()}")
    f.append(f":50: APPLICANT\n{s_app}")
    f.append(f":59: BENEFICIARY\n{s_ben}")
    f.append(f":32B: CURRENCY CODE, AMOUNT\n{L['cur']}{num(L['amount'], 2, '', ',')}")
    if L["tol"]:
        f.append(f":39A: PERCENTAGE CREDIT AMOUNT TOLERANCE\n{L['tol'][0]:02d}/{L['tol'][1]:02d}")
    aw = L["awith"].upper()
    f.append(f":41{'A' if re.fullmatch(r'[A-Z]{8}([A-Z0-9]{3})?', L['awith']) else 'D'}: AVAILABLE WITH ... BY ...\n{aw}\n{L['aby']}")
    if L["aby"] in ("BY ACCEPTANCE", "BY NEGOTIATION"):
        f.append(f":42C: DRAFTS AT ...\n{rng.choice(['SIGHT', '60 DAYS SIGHT', '90 DAYS AFTER B/L DATE'])}")
        f.append(f":42A: DRAWEE\n{L['issuing'][2]}")
    if L["partial"]:
        f.append(f":43P: PARTIAL SHIPMENTS\n{L['partial']}")
    if L["trans"]:
        f.append(f":43T: TRANSHIPMENT\n{L['trans']}")
    if L["pol"]:
        f.append(f":44E: PORT OF LOADING/AIRPORT OF DEPARTURE\n{L['pol'].upper()}")
    if L["pod"]:
        f.append(f":44F: PORT OF DISCHARGE/AIRPORT OF DESTINATION\n{L['pod'].upper()}")
    if L["ship"]:
        f.append(f":44C: LATEST DATE OF SHIPMENT\n{fdate(L['ship'], 'swift')}")
    f.append(f":45A: DESCRIPTION OF GOODS AND/OR SERVICES\n{L['goods'].upper()}")
    f.append(":46A: DOCUMENTS REQUIRED\n" + "\n".join("+" + d.upper() for d in L["docs"]))
    f.append(":47A: ADDITIONAL CONDITIONS\n+ALL DOCUMENTS MUST INDICATE THIS CREDIT NUMBER.\n+A DISCREPANCY FEE OF USD 80.00 "
             "WILL BE DEDUCTED FROM PROCEEDS FOR EACH SET OF DISCREPANT DOCUMENTS.")
    f.append(":71D: CHARGES\nALL BANKING CHARGES OUTSIDE ISSUING BANK'S COUNTRY ARE FOR BENEFICIARY'S ACCOUNT.")
    if L["pres"]:
        f.append(f":48: PERIOD FOR PRESENTATION IN DAYS\n{L['pres']}/FROM THE DATE OF SHIPMENT")
    f.append(f":49: CONFIRMATION INSTRUCTIONS\n{L['conf']}")
    f.append(f":78: INSTRUCTIONS TO THE PAYING/ACCEPTING/NEGOTIATING BANK\nDOCUMENTS TO BE SENT TO {L['issuing'][0].upper()} IN ONE LOT BY COURIER.")
    hdr = (f"{'-' * 30} Message Header {'-' * 30}\nSwift Output  : FIN 700 Issue of a Documentary Credit\n"
           f"Sender        : {L['issuing'][2]}XXX\n                {L['issuing'][0].upper()}\n                {L['issuing'][1].upper()}\n"
           f"Receiver      : {adv[2]}XXX\n                {adv[0].upper()}\nMUR           : {rng.randint(10 ** 9, 10 ** 10 - 1)}\n"
           f"{'-' * 30} Message Text {'-' * 32}")
    mt = wrap_pre(hdr + "\n" + "\n".join(f), 90) + f"\n{'-' * 30} Message Trailer {'-' * 29}\n{{CHK:{rng.randint(10 ** 11, 10 ** 12 - 1):X}}}"
    html_ = (letterhead(rng, (adv[0], f"Trade Finance Operations, {adv[1]}"), 0) + cover +
             f"<div class='brk'></div><pre>{E(mt)}</pre>")
    t = lc_truth(L, a_txt, b_txt, upper=True)
    return page(html_, "Advice of MT700"), t


def lc_confirmation_letter(rng, L):
    L["conf"] = rng.choice(["CONFIRM", "CONFIRM", "MAY ADD"])
    conf_bank = rng.choice([b for c in RES for b in TRADE_BANKS[c] if b != L["issuing"]])
    ds = rng.choice(PROSE_DATES)
    a_html, a_txt = _lc_addr(rng, L["app_addr"])
    b_html, b_txt = _lc_addr(rng, L["ben_addr"])
    s = lc_parts(rng, L, ds, False, a_html, b_html)
    docs = docs_html(rng, L["docs"], "ol")
    d0 = L["issue"] + timedelta(days=rng.randint(1, 5))
    conf_fee = rng.choice([0.15, 0.2, 0.25, 0.35])
    if L["conf"] == "CONFIRM":
        opening = (f"We, {E(conf_bank[0])}, {E(conf_bank[1])}, have been requested by {E(L['issuing'][0])} to add our "
                   f"confirmation to their {s['form_no']}, and we hereby do so (confirmation instructions: CONFIRM).")
    else:
        opening = (f"{E(L['issuing'][0])} has informed us of their {s['form_no']} and has stated that we may add our "
                   f"confirmation at your request (instruction: MAY ADD). Subject to your acceptance of our pricing below, "
                   f"we are prepared to add it.")
    body = [
        opening,
        f"The credit has been {s['parties']}, {s['amount']}.",
        f"{s['expiry']} {s['avail']} {s['rules']}",
        f"It covers {s['goods']}. {s['ship']} {s['ps']} {s['pres']}",
        f"Drawings must be supported by the following documents:</p>{docs}<p>",
        f"Our confirmation commission is {conf_fee} percent per quarter or part thereof, minimum "
        f"{money(rng, 250, 'USD', 'code', 2)}, payable by you. Country risk on {E(the_country(L['imp'][2]))} is within our limits "
        f"until {fdate(d0 + timedelta(days=rng.randint(200, 400)), ds)}.",
    ]
    html_ = (letterhead(rng, (conf_bank[0], f"Financial Institutions & Trade, {conf_bank[1]}"), 1) +
             f"<p>{fdate(d0, ds)}</p><p>{E(L['ben_name'])}<br>{'<br>'.join(E(x) for x in L['ben_addr'])}</p>"
             f"<p><b>{'CONFIRMATION' if L['conf'] == 'CONFIRM' else 'OFFER TO CONFIRM'} &mdash; DOCUMENTARY CREDIT {E(L['lc_no'])}</b></p>"
             "<p>Dear Sirs,</p>" + paras(body) + "<p>Yours faithfully,</p>" +
             sign_block(rng, [(staff(rng), "Director, Trade Finance"), (staff(rng), "Vice President")]) +
             f"<p class='small'>{E(rng.choice(DISCLAIMERS))}</p>")
    return page(html_, "Confirmation", SANS), lc_truth(L, a_txt, b_txt)


def lc_telex_advice(rng, L):
    adv = L["advising"]
    ds = "telex"
    a_txt = ", ".join(L["app_addr"]).upper()
    b_txt = ", ".join(L["ben_addr"]).upper()
    strip = lambda x: re.sub(r"<[^>]+>", "", _html.unescape(x))  # noqa: E731
    s = lc_parts(rng, L, ds, False, E(a_txt), E(b_txt))
    s = {k: strip(v).upper() for k, v in s.items()}
    lines = [
        f"TO: {L['ben_name'].upper()}",
        f"FM: {adv[0].upper()}, {adv[1].upper()} - TRADE SERVICES",
        f"DT: {fdate(L['issue'] + timedelta(days=1), 'telex')}",
        f"RE: ADVICE OF {FORM_WORDS[L['form']][0].upper()} NO. {L['lc_no'].upper()}",
        "",
        f"WE ADVISE WITHOUT ANY ENGAGEMENT OR RESPONSIBILITY ON OUR PART UNLESS OTHERWISE STATED THAT "
        f"{L['issuing'][0].upper()}, {L['issuing'][1].upper()} HAS ISSUED THEIR {s['form_no']}, {s['parties']}, {s['amount']}.",
        "",
        f"{s['expiry']} {s['avail']}",
        "",
        f"COVERING {s['goods']}. {s['ship']} {s['ps']}",
        "",
        "DOCUMENTS REQUIRED:",
    ] + [f"{i + 1}. {d.upper()}" for i, d in enumerate(L["docs"])] + [
        "",
        f"{s['pres']} {s['rules']}".strip(),
        s["conf"],
        "",
        f"PLS ACK RECEIPT. ADVISING COMMN USD {rng.choice([80, 100, 150])}.00 FOR YR A/C.",
        f"RGDS {staff(rng).upper()}",
        "NNNN",
    ]
    txt = wrap_pre("\n".join(lines), 80)
    return page(f"<pre style='font-size:9.4pt'>{E(txt)}</pre>", "Telex advice", MONO), lc_truth(L, a_txt, b_txt, upper=True)


def lc_forwarded_email(rng, L):
    ds = rng.choice(PROSE_DATES)
    adv = L["advising"]
    a_html, a_txt = _lc_addr(rng, L["app_addr"])
    b_html, b_txt = _lc_addr(rng, L["ben_addr"])
    s = lc_parts(rng, L, ds, False, a_html, b_html)
    fin, logi, banker = staff(rng), staff(rng), staff(rng)
    dom = "exports.example.com"
    d0 = L["issue"] + timedelta(days=rng.randint(2, 6))
    booking = f"{rng.choice(['MAEU', 'MSCU', 'CMDU', 'ONEY'])}{rng.randint(100000000, 999999999)}"
    mode = rng.choice(["ul", "ol"])
    top = paras([
        f"Hi {E(logi.split()[0])},",
        f"LC from {E(L['app_name'])} is in &ndash; see the bank's advice below. Please make sure the B/L and all docs match "
        f"exactly, especially the consignee wording. Our vessel booking {booking} currently shows ETD "
        f"{fdate(L['issue'] + timedelta(days=rng.randint(10, 40)), ds)}; tell me asap if that moves.",
        f"Invoice value must not exceed the LC amount. Last shipment under the old contract was invoiced at "
        f"{money(rng, round(L['amount'] * 0.6, -2), L['cur'], 'code', 2)} &ndash; ignore that one.",
        f"Cheers,<br>{E(fin)}<br>Finance Manager, {E(L['ben_name'])}",
    ])
    docs = docs_html(rng, L["docs"], mode)
    fwd = (f"<p>-----Original Message-----<br>" +
           _email_header(f"{banker} <{corp_email(banker, bank_domain(adv[0]))}>", f"{fin} <{corp_email(fin, dom)}>",
                         _email_dt(rng, d0 - timedelta(days=1), 1), f"Advice of credit {L['lc_no']}") + "</p>" +
           paras([
               "Dear Customer,",
               f"We are pleased to advise {s['form_no']} received from {E(L['issuing'][0])}, {s['parties']}, {s['amount']}.",
               f"{s['expiry']} {s['avail']}",
               f"Description of goods: {s['goods']}.",
               f"{s['ship']} {s['ps']}",
               f"Required documents:</p>{docs}<p>",
               f"{s['pres']} {s['rules']}",
               s["conf"],
               f"Kind regards,<br>{E(banker)}<br>Trade Client Services, {E(adv[0])}",
           ]))
    html_ = (_email_header(f"{fin} <{corp_email(fin, dom)}>", f"{logi} <{corp_email(logi, dom)}>", _email_dt(rng, d0, 2),
                           f"FW: Advice of credit {L['lc_no']}") + "<div class='hr'></div>" + top +
             f"<div class='quote'>{fwd}</div><p class='small'>{E(rng.choice(DISCLAIMERS))}</p>")
    return page(html_, "FW: Advice of credit"), lc_truth(L, a_txt, b_txt)


def lc_standby_letter(rng, L):
    if not L["standby"]:
        L = lc_record(rng, standby=True)
    iss = L["issuing"]
    ds = rng.choice(PROSE_DATES if L["imp"][2] != "CAN" else CAN_DATES)
    a_html, a_txt = _lc_addr(rng, L["app_addr"])
    b_html, b_txt = addr_block(L["ben_addr"])
    s = lc_parts(rng, L, ds, True, a_html, "")
    docs = L["docs"]
    mode = rng.choice(["ol", "inline"])
    dh = docs_html(rng, docs, mode)
    body = [
        f"We, {E(iss[0])}, {E(iss[1])}, hereby issue our {s['form_no']} in your favour at the request of "
        f"{E(L['app_name'])}, {a_html} (the &ldquo;Applicant&rdquo;), {s['amount']}.",
        f"This standby credit is issued in respect of: {s['goods']}.",
        s["avail"] + " Funds are available upon presentation at our counters of " +
        (f"{dh}." if mode == "inline" else f"the following:</p>{dh}<p>"),
        s["expiry"] + f" Any demand must be received by us on or before that date. Partial and multiple drawings are permitted "
        f"up to the aggregate amount of this credit.",
        s["rules"] + " " + ISSUER_CONF[L["conf"]],
        f"This standby credit shall be governed by the laws of {E(the_country(L['imp'][2]))}. It is not transferable.",
    ]
    html_ = (letterhead(rng, (iss[0], f"Guarantees & Standby Letters of Credit, {iss[1]}"), rng.randint(0, 1)) +
             f"<p>{fdate(L['issue'], ds)}</p><p>Beneficiary:<br><b>{E(L['ben_name'])}</b><br>{b_html}</p>"
             f"<p><b>Standby Letter of Credit No. {E(L['lc_no'])}</b></p><p>Dear Sirs,</p>" + paras(body) +
             "<p>Yours faithfully,</p>" + sign_block(rng, [(staff(rng), "Head of Guarantees"), (staff(rng), "Authorised Signatory")]))
    return page(html_, "Standby letter of credit", SERIF, "10.5pt"), lc_truth(L, a_txt, b_txt)


LC_LAYOUTS = {
    "advising_cover_letter": lc_advising_cover_letter,
    "issuing_bank_letter": lc_issuing_bank_letter,
    "ops_email_reply": lc_ops_email,
    "cover_letter_with_mt700": lc_cover_with_mt700,
    "confirmation_letter": lc_confirmation_letter,
    "telex_advice": lc_telex_advice,
    "forwarded_advice_email": lc_forwarded_email,
    "standby_letter": lc_standby_letter,
}


# --------------------------------------------------------------------------------------
# residential loan applications
# --------------------------------------------------------------------------------------

LENDERS = {c: [b for b in BANK_HOME[c]] for c in RES}
BROKERS = {"GBR": ["Kingsway Mortgage Partners Ltd", "Fairhaven Financial Planning LLP"],
           "IRL": ["Liberty Lane Mortgages", "Dodder Financial Brokers Ltd"],
           "SGP": ["Orchard Mortgage Advisory Pte Ltd", "HomeLoanHub Singapore Pte. Ltd."],
           "ARE": ["Marina Mortgage Consultants LLC", "Keystone Home Finance Brokers"],
           "CAN": ["True North Mortgage Centre Inc.", "Rideau Mortgage Alliance"],
           "AUS": ["Harbourside Home Loans Pty Ltd", "Wattle Finance Brokers"],
           "ZAF": ["BondPro Originators (Pty) Ltd", "Atlantic Seaboard Home Loans"]}
LOAN_WORD = {"GBR": "mortgage", "IRL": "mortgage", "SGP": "housing loan", "ARE": "home finance", "CAN": "mortgage",
             "AUS": "home loan", "ZAF": "home loan"}
MARITAL_WORDS = {"married": ["married", "married"], "unmarried": ["single", "divorced", "widowed", "unmarried"],
                 "separated": ["separated", "legally separated"]}
SCALE = {"GBP": 1, "EUR": 1.15, "SGD": 1.7, "AED": 4.6, "CAD": 1.7, "AUD": 1.9, "ZAR": 12}


def loan_record(rng) -> dict:
    res = rng.choice(RES)
    nat = res if rng.random() < 0.75 else rng.choice(EXPATS[res])
    b = make_person(rng, nat)
    marital = rng.choice(["married"] * 5 + ["unmarried"] * 4 + ["separated"])
    cos = []
    if marital == "married" and rng.random() < 0.75:
        sp = make_person(rng, nat, "F" if b["sex"] == "M" else "M")
        if rng.random() < 0.7 and " " not in sp["surname"] and " " not in b["surname"]:
            sp["full"] = f"{sp['given']} {b['surname']}"
            sp["surname"] = b["surname"]
        cos.append(("spouse", sp))
    elif rng.random() < 0.25:
        rel = rng.choice(["partner", "brother", "sister"])
        sib = make_person(rng, nat, {"brother": "M", "sister": "F"}.get(rel))
        if rel != "partner" and " " not in b["surname"] and " " not in sib["surname"]:
            sib["full"] = f"{sib['given']} {b['surname']}"
        cos.append((rel, sib))
    if rng.random() < 0.15 and len(cos) < 3:
        parent = make_person(rng, nat)
        parent["full"] = f"{parent['given']} {b['surname']}" if " " not in b["surname"] else parent["full"]
        cos.append(("parent", parent))
    if rng.random() < 0.05 and len(cos) < 3:
        cos.append(("sibling", make_person(rng, nat)))
    bdob = rdate(rng, 1962, 1998)
    co = []
    for rel, p in cos:
        if rel == "parent":
            d = rdate(rng, bdob.year - 35, bdob.year - 22)
        else:
            d = rdate(rng, bdob.year - 6, min(bdob.year + 6, 2000))
        co.append({"rel": rel, "p": p, "dob": d})
    cur = CURRENCY[res]
    sc = SCALE[cur]
    monthly = round(rng.randint(30, 250) * 100 * sc, -1 if sc < 5 else -2)
    if rng.random() < 0.3:
        monthly += rng.choice([33.33, 16.67, 41.67, 8.5])
    purpose = rng.choice(["purchase"] * 6 + ["refinance"] * 3 + ["construction", "other"])
    value = round(rng.randint(180, 2400) * 1000 * sc, -3)
    ltv = rng.choice([0.5, 0.6, 0.65, 0.75, 0.8, 0.85, 0.9])
    amount = round(value * ltv, -3) - rng.choice([0, 0, 500, 2500, 7000])
    years = rng.choice([15, 20, 25, 25, 30, 30, 35])
    term = years * 12 - (rng.choice([0, 0, 0, 6, 18]) if rng.random() < 0.2 else 0)
    rate = round(rng.uniform(2.9, 8.6), 2)
    lender = rng.choice(LENDERS[res])
    emp = rng.choice(EMPLOYERS[res])
    pref = "".join(w[0] for w in lender[0].split()[:3] if w[0].isalpha()).upper()
    app_no = rng.choice([f"{pref}-{rng.randint(2024, 2025)}-{rng.randint(100000, 999999)}",
                         f"MA{rng.randint(10000000, 99999999)}", f"HL/{rng.randint(24, 25)}/{rng.randint(10000, 99999)}",
                         f"{rng.randint(100, 999)}-{rng.randint(1000000, 9999999)}", f"APP{rng.randint(1000000, 9999999)}"])
    prop = make_address(rng, res, rng.random() < 0.3)
    cur_addr = list(prop) if purpose in ("refinance", "other") else make_address(rng, res, False)
    return {"res": res, "b": b, "bdob": bdob, "marital": marital, "mword": rng.choice(MARITAL_WORDS[marital]),
            "email": email_of(rng, b) if rng.random() < 0.78 else None,
            "phone": phone_of(rng, res) if rng.random() < 0.72 else None,
            "co": co, "emp": emp, "prev_emp": rng.choice([e for e in EMPLOYERS[res] if e != emp]),
            "emp_start": rdate(rng, 2004, 2023), "occ": rng.choice(OCCUPATIONS), "monthly": float(monthly), "cur": cur,
            "amount": float(amount), "purpose": purpose, "term": term, "rate": rate,
            "prop": prop, "cur_addr": cur_addr,
            "value": float(value), "lender": lender, "app_no": app_no,
            "broker": rng.choice(BROKERS[res]), "existing_lender": rng.choice([x[0] for c in RES for x in BANK_HOME[c]] )}


def loan_truth(m: dict, prop_text: str, upper: bool = False) -> dict:
    t = {
        "application_number": m["app_no"],
        "borrower": {"full_name": m["b"]["full"], "date_of_birth": m["bdob"].isoformat(), "marital_status": m["marital"],
                     "email": m["email"], "phone": m["phone"]},
        "co_borrowers": [{"full_name": c["p"]["full"], "date_of_birth": c["dob"].isoformat()} for c in m["co"]],
        "employer_name": m["emp"],
        "employment_start_date": m["emp_start"].isoformat(),
        "monthly_income": m["monthly"],
        "income_currency": m["cur"],
        "loan_amount": m["amount"],
        "loan_currency": m["cur"],
        "loan_purpose": m["purpose"],
        "loan_term_months": m["term"],
        "interest_rate_percent": m["rate"],
        "property_address": prop_text,
        "property_value": m["value"],
    }
    if upper:
        t["borrower"]["full_name"] = t["borrower"]["full_name"].upper()
        for c in t["co_borrowers"]:
            c["full_name"] = c["full_name"].upper()
        t["employer_name"] = t["employer_name"].upper()
        t["application_number"] = t["application_number"].upper()
    return t


def term_words(rng, months: int) -> str:
    if months % 12 == 0 and rng.random() < 0.7:
        return f"{months // 12} years"
    if months % 12 and rng.random() < 0.5:
        return f"{months // 12} years and {months % 12} months"
    return f"{months} months"


def rate_words(rng, m: dict) -> str:
    r = f"{m['rate']:.2f}%"
    c = m["res"]
    if c == "AUS":
        comp = round(m["rate"] + rng.choice([0.04, 0.09, 0.13]), 2)
        return rng.choice([f"{r} p.a. variable (comparison rate {comp:.2f}% p.a.)", f"a fixed rate of {r} p.a. for 3 years (comparison rate {comp:.2f}% p.a.)"])
    if c in ("GBR", "IRL"):
        svr = round(m["rate"] + rng.choice([1.5, 2.25, 3.0]), 2)
        return rng.choice([f"{r} fixed for {rng.choice([2, 3, 5])} years, reverting to the standard variable rate (currently {svr:.2f}%)",
                           f"an initial rate of {r}"])
    if c == "SGP":
        return rng.choice([f"{r} p.a. (3M SORA + {round(m['rate'] - 3.1, 2) if m['rate'] > 3.2 else 0.35:.2f}%) as the first-year rate", f"{r} per annum"])
    if c == "ZAF":
        return rng.choice([f"{r} (prime less {rng.choice(['0.25', '0.50', '0.75'])}%)", f"{r} per annum linked to prime"])
    if c == "CAN":
        return rng.choice([f"{r} fixed for a 5-year term", f"{r} (5-year variable)"])
    return rng.choice([f"{r} p.a. fixed for 3 years", f"{r} per annum"])


def purpose_sentence(rng, m: dict, prop_html: str, val: str, voice: str = "broker") -> str:
    s = _purpose_sentence(rng, m, prop_html, val)
    if voice == "you":
        s = s.replace("Our client is buying", "You are buying").replace("the client's", "your").replace("The client's", "Your")
    elif voice == "i":
        s = s.replace("Our client is buying", "I am buying").replace("the client's", "my").replace("The client's", "My")
    return s


def _purpose_sentence(rng, m: dict, prop_html: str, val: str) -> str:
    lw = LOAN_WORD[m["res"]]
    if m["purpose"] == "purchase":
        return rng.choice([f"The {lw} is to fund the purchase of {prop_html} at a purchase price of {val}.",
                           f"Our client is buying {prop_html}; the agreed purchase price is {val}."])
    if m["purpose"] == "refinance":
        return rng.choice([f"This is a refinance of the existing {lw} with {E(m['existing_lender'])} on {prop_html}, which has a current estimated value of {val}.",
                           f"The application is to remortgage (refinance) {prop_html}, valued at {val}, away from {E(m['existing_lender'])}."])
    if m["purpose"] == "construction":
        return rng.choice([f"The facility is a construction loan to build a new dwelling at {prop_html}; the estimated value on completion is {val}.",
                           f"Funds are for construction of the client's home on the plot at {prop_html} (as-completed valuation {val}); drawdowns will follow the builder's progress claims."])
    return rng.choice([f"The property at {prop_html} is owned unencumbered and valued at {val}; the loan is to raise capital for home improvements and is recorded with loan purpose &ldquo;other&rdquo;.",
                       f"Loan purpose: other (capital raising against {prop_html}, estimated value {val}, to fund a child's university fees)."])


def co_sentence(rng, m: dict, ds: str) -> str:
    if not m["co"]:
        return rng.choice(["This is a sole application; there are no co-borrowers.", "The application is in the borrower's sole name.", ""])
    parts = []
    for c in m["co"]:
        rel = {"spouse": "spouse", "partner": "partner", "brother": "brother", "sister": "sister", "parent": "parent",
               "sibling": "sibling"}[c["rel"]]
        parts.append(rng.choice([f"{rel} {E(c['p']['full'])} (born {fdate(c['dob'], ds)})",
                                 f"{E(c['p']['full'])}, the borrower's {rel}, date of birth {fdate(c['dob'], ds)}"]))
    return f"The application is joint with {oxford(parts)}, as co-borrower{'s' if len(parts) > 1 else ''}."


def employment_sentence(rng, m: dict, ds: str, who: str) -> str:
    inc = money(rng, m["monthly"], m["cur"], None, 2 if m["monthly"] != int(m["monthly"]) else None)
    net = money(rng, round(m["monthly"] * 0.71, 0), m["cur"], None, 0)
    return rng.choice([
        f"{who} has been employed by {E(m['emp'])} as {E(m['occ'])} since {fdate(m['emp_start'], ds)}, with a gross monthly income of {inc} (net pay approximately {net}).",
        f"{who} joined {E(m['emp'])} on {fdate(m['emp_start'], ds)} and currently earns {inc} gross per month; before that {who if who in ('I', 'APPLICANT') else who[0].lower() + who[1:]} worked at {E(m['prev_emp'])}.",
        f"Employment: {E(m['occ'])} with {E(m['emp'])}, start date {fdate(m['emp_start'], ds)}, basic gross income {inc} per month.",
    ])


def contact_sentence(rng, m: dict) -> str:
    bits = []
    if m["email"]:
        bits.append(f"e-mail {E(m['email'])}")
    if m["phone"]:
        bits.append(f"mobile {E(m['phone'])}")
    if not bits:
        return ""
    return rng.choice([f"Contact details: {oxford(bits)}.", f"The borrower can be reached on {oxford(bits)}."])


def _loan_common(rng, m, ds, prop_html):
    val = money(rng, m["value"], m["cur"], None, 0)
    amt = money(rng, m["amount"], m["cur"], None, 0)
    return val, amt


def loan_broker_email(rng, m):
    ds = pick_date_style(rng, m["res"])
    b = m["b"]
    broker, uw = staff(rng), staff(rng)
    bdom = re.sub(r"[^a-z]", "", m["broker"].lower().split()[0]) + ".co"
    ldom = bank_domain(m["lender"][0])
    d0 = rdate(rng, 2024, 2025)
    p_html, p_txt = addr_inline(m["prop"])
    val, amt = _loan_common(rng, m, ds, p_html)
    pr = "She" if b["sex"] == "F" else "He"
    body = paras([
        f"Hi {E(uw.split()[0])},",
        f"Please find below a new {LOAN_WORD[m['res']]} submission, your application reference <b>{E(m['app_no'])}</b> (our case "
        f"KMP-{rng.randint(10000, 99999)}). The packaged documents are on the portal.",
        f"Main applicant is {E(b['full'])}, date of birth {fdate(m['bdob'], ds)}, {m['mword']}. {contact_sentence(rng, m)}",
        co_sentence(rng, m, ds),
        employment_sentence(rng, m, ds, pr),
        purpose_sentence(rng, m, p_html, val),
        f"We are requesting a loan of {amt} over {term_words(rng, m['term'])} at {rate_words(rng, m)}. Deposit/equity of "
        f"{money(rng, m['value'] - m['amount'], m['cur'], None, 0)} is from savings.",
        f"Let me know if you need anything else; we're hoping for an offer by {fdate(d0 + timedelta(days=rng.randint(7, 21)), ds)}.",
        f"Thanks,<br>{E(broker)}<br>Mortgage Adviser | {E(m['broker'])}<br>{E(phone_of(rng, m['res']))}",
    ])
    quote = ""
    if rng.random() < 0.6:
        quote = (f"<div class='quote'>" + _email_header(f"{uw} <{corp_email(uw, ldom)}>", f"{broker} <{corp_email(broker, bdom)}>",
                                                        _email_dt(rng, d0 - timedelta(days=rng.randint(2, 8)), 0), "Decision in principle") +
                 f"<p>Hi {E(broker.split()[0])}, DIP accepted at {money(rng, round(m['amount'] * 1.05, -3), m['cur'], None, 0)} "
                 f"subject to full application. Note our max LTV for this product is 85%.</p><p>Regards<br>{E(uw)}</p></div>")
    html_ = (_email_header(f"{broker} <{corp_email(broker, bdom)}>", f"{uw} <{corp_email(uw, ldom)}>", _email_dt(rng, d0, 1),
                           f"New submission - {b['surname']} - {m['app_no']}", cc=f"submissions@{bdom}") +
             "<div class='hr'></div>" + body + quote + f"<p class='small'>{E(m['broker'])} is an appointed representative. "
             f"{E(rng.choice(DISCLAIMERS))}</p>")
    return page(html_, "New submission"), loan_truth(m, p_txt)


def loan_acknowledgement_letter(rng, m):
    ds = pick_date_style(rng, m["res"])
    b = m["b"]
    lender = m["lender"]
    d0 = rdate(rng, 2024, 2025)
    p_html, p_txt = addr_block(m["prop"]) if rng.random() < 0.4 else addr_inline(m["prop"])
    val, amt = _loan_common(rng, m, ds, p_html)
    names = [b["full"]] + [c["p"]["full"] for c in m["co"]]
    sal = "Dear " + oxford([E(n) for n in names]) + ","
    prop_part = (f"</p><p style='margin-left:28px'>{p_html}</p><p>" if "<br>" in p_html else p_html)
    body = [
        f"<b>Your {LOAN_WORD[m['res']]} application &mdash; reference {E(m['app_no'])}</b>",
        f"Thank you for applying to {E(lender[0])}. This letter confirms the details you gave us on {fdate(d0 - timedelta(days=rng.randint(1, 6)), ds)}. "
        "Please read it carefully and tell us straight away if anything is wrong.",
        f"You, {E(b['full'])}, told us that you were born on {fdate(m['bdob'], ds)} and that you are {m['mword']}. "
        + (f"We will contact you at {E(m['email'])}" + (f" or on {E(m['phone'])}." if m['phone'] else ".") if m["email"] else
           (f"We will contact you on {E(m['phone'])}." if m["phone"] else "")),
        co_sentence(rng, m, ds).replace("the borrower's", "your"),
        employment_sentence(rng, m, ds, "You").replace("You has", "You have").replace("earns", "earn"),
        (purpose_sentence(rng, m, "__P__", val, "you").replace("__P__", prop_part)),
        f"You have asked to borrow {amt} over a term of {term_words(rng, m['term'])}. The rate applied for is {rate_words(rng, m)}. "
        f"An arrangement fee of {money(rng, rng.choice([999, 1499, 495]) * (1 if SCALE[m['cur']] < 2 else 10), m['cur'], None, 0)} applies.",
        "What happens next: we will instruct a valuation of the property and may ask for further documents. This letter is not "
        "an offer of a loan and does not commit us to lend.",
    ]
    html_ = (letterhead(rng, lender, rng.randint(0, 1)) + f"<p>{fdate(d0, ds)}</p>"
             f"<p>{'<br>'.join(E(x) for x in m['cur_addr'])}</p><p>{sal}</p>" + paras(body) +
             f"<p>Yours sincerely,</p>{sign_block(rng, [(staff(rng), 'Mortgage Processing Team')])}"
             f"<div class='hr'></div><p class='small'>{E(lender[0])}. {E(REGULATORS[m['res']])} "
             f"Your home may be repossessed if you do not keep up repayments on your {LOAN_WORD[m['res']]}.</p>")
    return page(html_, "Application acknowledgement", rng.choice([SANS, SERIF])), loan_truth(m, p_txt)


def loan_underwriter_notes(rng, m):
    ds = rng.choice(["upper", "dot", "slash"]) if m["res"] != "CAN" else "iso"
    b = m["b"]
    strip = lambda x: re.sub(r"<[^>]+>", "", _html.unescape(x))  # noqa: E731
    p_txt = ", ".join(m["prop"]).upper()
    val, amt = _loan_common(rng, m, ds, "")
    d0 = rdate(rng, 2024, 2025)
    uw = staff(rng).upper()
    lines = [
        f"{m['lender'][0].upper():<58} UNDERWRITING NOTES",
        f"APPLICATION: {m['app_no']}     CASE OWNER: {uw}     PRINTED: {fdate(d0, 'dot')}",
        "=" * 86,
        f"{fdate(d0 - timedelta(days=3), 'dot')}  {uw}",
        strip(f"APPLICANT {b['full'].upper()}, DOB {fdate(m['bdob'], ds)}, {m['mword'].upper()}. {contact_sentence(rng, m)}"),
        strip(co_sentence(rng, m, ds)).upper(),
        strip(employment_sentence(rng, m, ds, "APPLICANT")).upper(),
        "PAYSLIPS X3 AND P60 SEEN. INCOME VERIFIED. NO ADVERSE CREDIT; 1 SETTLED DEFAULT 2017 IGNORED.",
        "",
        f"{fdate(d0 - timedelta(days=1), 'dot')}  {uw}",
        strip(purpose_sentence(rng, m, p_txt, val)).upper(),
        strip(f"LOAN REQUESTED {amt} OVER {term_words(rng, m['term'])} AT {rate_words(rng, m)}.").upper(),
        f"LTV {m['amount'] / m['value'] * 100:.1f}PCT. AFFORDABILITY PASSED AT STRESSED RATE {m['rate'] + 3:.2f}PCT.",
        "DECISION: REFER TO SENIOR UNDERWRITER - LOAN SIZE ABOVE MANDATE." if m["amount"] > 800000 * SCALE[m["cur"]] else "DECISION: APPROVE SUBJECT TO VALUATION.",
        "=" * 86,
        "END OF NOTES",
    ]
    txt = wrap_pre("\n".join(lines), 86)
    if m["email"]:
        txt = txt.replace(m["email"].upper(), m["email"])
    t = loan_truth(m, p_txt, upper=True)
    return page(f"<pre>{E(txt)}</pre>", "Underwriting notes", MONO), t


def loan_credit_committee(rng, m):
    ds = pick_date_style(rng, m["res"])
    b = m["b"]
    lender = m["lender"]
    d0 = rdate(rng, 2024, 2025)
    p_html, p_txt = addr_inline(m["prop"])
    val, amt = _loan_common(rng, m, ds, p_html)
    aum = money(rng, round(m["value"] * rng.uniform(0.3, 1.5), -4), m["cur"], None, 0)
    sec = [
        ("Request", f"Approval is sought for a residential {LOAN_WORD[m['res']]} of {amt} to {E(b['full'])} (application "
         f"{E(m['app_no'])}), repayable over {term_words(rng, m['term'])} at {rate_words(rng, m)}."),
        ("Borrower", f"{E(b['full'])} was born on {fdate(m['bdob'], ds)} and is {m['mword']}. {contact_sentence(rng, m)} "
         f"{co_sentence(rng, m, ds)} The client holds assets under management of {aum} with the bank."),
        ("Income", employment_sentence(rng, m, ds, "The borrower")),
        ("Security", purpose_sentence(rng, m, p_html, val) + f" LTV is {m['amount'] / m['value'] * 100:.0f}%. A first legal charge will be taken."),
        ("Risks and mitigants", "Concentration in prime residential property; mitigated by the conservative LTV and the client's "
         "liquid assets. Interest-rate risk mitigated by stress testing at +3%."),
        ("Recommendation", "The Private Bank Credit Committee is asked to approve the facility on the terms above."),
    ]
    body = (f"<div class='small right'>CONFIDENTIAL &mdash; FOR CREDIT COMMITTEE USE ONLY</div><h1>{E(lender[0])}</h1>"
            f"<h2>Private Bank Credit Committee &mdash; {fdate(d0, ds)}</h2>"
            f"<table border='1' style='width:100%;margin-bottom:10px'><tr><td>Paper no.</td><td>PBCC-{d0.year}-{rng.randint(100, 999)}</td>"
            f"<td>Sponsor</td><td>{E(staff(rng))}</td></tr><tr><td>Credit officer</td><td>{E(staff(rng))}</td><td>Risk grade</td>"
            f"<td>{rng.choice(['3', '4', '5'])}</td></tr></table>")
    for i, (h, t) in enumerate(sec):
        body += f"<h3>{i + 1}. {h}</h3><p>{t}</p>"
    body += ("<h3>Committee decision</h3><p>Approved / Declined / Deferred (delete as appropriate)</p>" +
             sign_block(rng, [(staff(rng), "Chair"), (staff(rng), "Secretary")]))
    return page(body, "Credit committee", SERIF, "10.5pt"), loan_truth(m, p_txt)


def loan_borrower_thread(rng, m):
    ds = pick_date_style(rng, m["res"])
    b = m["b"]
    lender = m["lender"]
    ldom = bank_domain(lender[0])
    officer = staff(rng)
    d0 = rdate(rng, 2024, 2025)
    p_html, p_txt = addr_inline(m["prop"])
    val, amt = _loan_common(rng, m, ds, p_html)
    if not m["email"]:
        m["email"] = email_of(rng, b)   # the sender's own address states it
    sender_email = m["email"]
    own = paras([
        f"Hi {E(officer.split()[0])},",
        f"Thanks for the call yesterday. As requested, here is everything in one e-mail for application {E(m['app_no'])}.",
        f"My full name is {E(b['full'])} and my date of birth is {fdate(m['bdob'], ds)}. I am {m['mword']}. "
        + (f"Best number to reach me is {E(m['phone'])}." if m["phone"] else "") +
        (f" Please use {E(m['email'])} for all correspondence." if m["email"] else ""),
        co_sentence(rng, m, ds).replace("the borrower's", "my"),
        employment_sentence(rng, m, ds, "I").replace("I has", "I have").replace("earns", "earn"),
        purpose_sentence(rng, m, p_html, val, "i"),
        f"I'd like to borrow {amt} over {term_words(rng, m['term'])}, on the rate you quoted, {rate_words(rng, m)}.",
        f"Cheers,<br>{E(b['short'])}",
        "<span class='muted'>Sent from my iPhone</span>" if rng.random() < 0.5 else "",
    ])
    earlier = paras([
        f"Dear {E(b['short'])},",
        f"Thank you for your enquiry. Based on a purchase price of around {money(rng, round(m['value'] * 0.93, -3), m['cur'], None, 0)} "
        f"you could borrow up to {money(rng, round(m['value'] * 0.93 * 0.8, -3), m['cur'], None, 0)}. Our current rates start from "
        f"{m['rate'] - 0.3:.2f}%. Please send me your details when ready.",
        f"Kind regards,<br>{E(officer)}<br>Mortgage Specialist, {E(lender[0])}<br>{E(lender[1])}",
    ])
    html_ = (_email_header(f"{b['full']} <{sender_email}>", f"{officer} <{corp_email(officer, ldom)}>", _email_dt(rng, d0, 2),
                           "RE: Your mortgage enquiry") + "<div class='hr'></div>" + own +
             "<div class='quote'>" + _email_header(f"{officer} <{corp_email(officer, ldom)}>", f"{b['full']} <{sender_email}>",
                                                   _email_dt(rng, d0 - timedelta(days=rng.randint(3, 15)), 2), "Your mortgage enquiry") +
             earlier + "</div>" + f"<p class='small'>{E(rng.choice(DISCLAIMERS))}</p>")
    return page(html_, "RE: Your mortgage enquiry"), loan_truth(m, p_txt)


def loan_rm_call_report(rng, m):
    ds = pick_date_style(rng, m["res"])
    b = m["b"]
    lender = m["lender"]
    d0 = rdate(rng, 2024, 2025)
    p_html, p_txt = addr_block(m["prop"])
    val, amt = _loan_common(rng, m, ds, p_html)
    rm = staff(rng)
    pr = "She" if b["sex"] == "F" else "He"
    body = (f"<table style='width:100%;border-bottom:2px solid #555'><tr><td><b>CALL REPORT</b><br>{E(lender[0])}</td>"
            f"<td class='right'>Meeting date: {fdate(d0, ds)}<br>RM: {E(rm)}</td></tr></table>"
            f"<p><b>Attendees:</b> {E(b['full'])}" + "".join(f", {E(c['p']['full'])}" for c in m["co"]) + f"; {E(rm)}; "
            f"{E(staff(rng))} (Home Finance Specialist)</p>"
            "<h3>Discussion</h3>" + paras([
                f"The client came in to progress {'the' if m['co'] else 'a'} {LOAN_WORD[m['res']]} application, reference "
                f"{E(m['app_no'])}. {E(b['full'])} (born {fdate(m['bdob'], ds)}) is {m['mword']}. {contact_sentence(rng, m)}",
                co_sentence(rng, m, ds),
                employment_sentence(rng, m, ds, pr),
                f"The subject property is:</p><p style='margin-left:28px'>{p_html}</p><p>" +
                purpose_sentence(rng, m, "the property above", val),
                f"Client requests {amt} over {term_words(rng, m['term'])}; we discussed {rate_words(rng, m)} and the client "
                f"chose this option over the {m['rate'] + 0.4:.2f}% alternative with no fees.",
            ]) + "<h3>Next steps</h3><ul><li>Order valuation.</li><li>Obtain last three months' bank statements.</li>"
            f"<li>Follow up on {fdate(d0 + timedelta(days=7), ds)}.</li></ul>")
    return page(body, "Call report"), loan_truth(m, p_txt)


def loan_dip_letter(rng, m):
    ds = pick_date_style(rng, m["res"])
    b = m["b"]
    lender = m["lender"]
    d0 = rdate(rng, 2024, 2025)
    p_html, p_txt = addr_inline(m["prop"])
    val, amt = _loan_common(rng, m, ds, p_html)
    valid = d0 + timedelta(days=rng.choice([60, 90]))
    body = [
        f"<b>Agreement in principle &mdash; application {E(m['app_no'])}</b>",
        f"Dear {E(b['full'])},",
        f"We are pleased to confirm that, based on the information provided, {E(lender[0])} agrees in principle to lend you "
        f"{amt} over {term_words(rng, m['term'])}. The indicative rate is {rate_words(rng, m)}.",
        f"This agreement in principle is based on the following: you were born on {fdate(m['bdob'], ds)} and are {m['mword']}. "
        + co_sentence(rng, m, ds).replace("the borrower's", "your") + " " + employment_sentence(rng, m, ds, "You").replace("You has", "You have").replace("earns", "earn"),
        purpose_sentence(rng, m, p_html, val, "you"),
        contact_sentence(rng, m),
        f"This agreement in principle is valid until {fdate(valid, ds)}. It is not a mortgage offer; an offer will only be made "
        "after a full application, satisfactory valuation and credit checks.",
    ]
    html_ = (letterhead(rng, lender, rng.randint(0, 1)) + f"<p>{fdate(d0, ds)}</p>" + paras(body) +
             f"<p>Yours sincerely,</p>{sign_block(rng, [(staff(rng), 'Head of Mortgage Sales')])}"
             f"<div class='hr'></div><p class='small'>{E(REGULATORS[m['res']])} Think carefully before securing other debts "
             "against your home.</p>")
    return page(html_, "Agreement in principle", SERIF, "10.5pt"), loan_truth(m, p_txt)


def loan_broker_cover_letter(rng, m):
    ds = pick_date_style(rng, m["res"])
    b = m["b"]
    lender = m["lender"]
    d0 = rdate(rng, 2024, 2025)
    p_html, p_txt = addr_inline(m["prop"])
    val, amt = _loan_common(rng, m, ds, p_html)
    adviser = staff(rng)
    applicants = [f"{E(b['full'])} &mdash; main applicant, born {fdate(m['bdob'], ds)}, {m['mword']}"] + \
        [f"{E(c['p']['full'])} &mdash; co-borrower ({c['rel']}), born {fdate(c['dob'], ds)}" for c in m["co"]]
    body = [
        f"<b>Case submission: {E(b['full'])} &mdash; lender reference {E(m['app_no'])}</b>",
        f"We are pleased to submit the above case for your consideration. The applicant{'s are' if m['co'] else ' is'}:</p>"
        f"<ul>{''.join(f'<li>{a}</li>' for a in applicants)}</ul><p>",
        contact_sentence(rng, m),
        employment_sentence(rng, m, ds, "The main applicant") + f" Prior to this the applicant worked at {E(m['prev_emp'])} for "
        f"{rng.randint(2, 9)} years.",
        purpose_sentence(rng, m, p_html, val),
        f"The loan sought is {amt} over {term_words(rng, m['term'])} at {rate_words(rng, m)}.",
        "Suitability: the recommended product meets the client's need for payment certainty. We have considered affordability "
        "under stressed conditions and the client's retirement age.",
        f"Our procuration fee of {money(rng, round(m['amount'] * 0.0035, 0), m['cur'], None, 0)} should be paid to our firm in the usual way.",
    ]
    html_ = (letterhead(rng, (m["broker"], ", ".join(make_address(rng, m["res"], False))), 1) + f"<p>{fdate(d0, ds)}</p>"
             f"<p>New Business Underwriting<br>{E(lender[0])}<br>{E(lender[1])}</p><p>Dear Underwriter,</p>" + paras(body) +
             f"<p>Yours faithfully,</p>{sign_block(rng, [(adviser, 'Mortgage & Protection Adviser')])}"
             f"<p class='small'>{E(m['broker'])} is authorised and regulated. {E(rng.choice(DISCLAIMERS))}</p>")
    return page(html_, "Case submission", SANS), loan_truth(m, p_txt)


LOAN_LAYOUTS = {
    "broker_submission_email": loan_broker_email,
    "application_acknowledgement": loan_acknowledgement_letter,
    "underwriter_notes_print": loan_underwriter_notes,
    "credit_committee_paper": loan_credit_committee,
    "borrower_email_thread": loan_borrower_thread,
    "rm_call_report": loan_rm_call_report,
    "agreement_in_principle": loan_dip_letter,
    "broker_cover_letter": loan_broker_cover_letter,
}


# --------------------------------------------------------------------------------------
# public interface
# --------------------------------------------------------------------------------------

_REGISTRY = {"kyc_individual": (KYC_LAYOUTS, kyc_record), "letter_of_credit": (LC_LAYOUTS, lc_record),
             "loan_application": (LOAN_LAYOUTS, loan_record)}


def layouts(document_type: str) -> list[str]:
    return list(_REGISTRY[document_type][0])


def generate(document_type: str, index: int, seed: int, layout: str | None = None) -> AuthoredDocument:
    table, make = _REGISTRY[document_type]
    names = list(table)
    if layout is None:
        pick = random.Random(f"correspondence|{document_type}|{seed}|pick").randrange(len(names))
        layout = names[(index + pick) % len(names)]
    if layout not in table:
        raise KeyError(f"unknown layout {layout!r} for {document_type}")
    rng = random.Random(f"correspondence|{document_type}|{index}|{seed}|{layout}")
    rec = make(rng)
    html_, truth = table[layout](rng, rec)
    if rng.random() < 0.3:
        html_ = html_.replace("</body>", _appendix(rng, document_type) + "</body>")
    return AuthoredDocument(document_type, layout, html_, truth)


def _appendix(rng, document_type: str) -> str:
    """A second page of boilerplate that carries distractor dates and amounts only."""
    d = rdate(rng, 2023, 2025)
    if document_type == "kyc_individual":
        rows = [("Certified copy of identity document", "Obtained"), ("Proof of address (not older than 3 months)", "Obtained"),
                ("Source of wealth questionnaire", rng.choice(["Obtained", "Outstanding"])), ("Bank reference", "Obtained"),
                ("Screening printout", "Attached"), ("FATCA/CRS self-certification", rng.choice(["Obtained", "Waived"]))]
        body = ("<h3>Annex &mdash; checklist of due-diligence documents</h3><table border='1' style='width:100%'>"
                "<tr><th>Document</th><th>Status</th><th>Checked on</th></tr>" +
                "".join(f"<tr><td>{a}</td><td>{b}</td><td>{fdate(d + timedelta(days=i), 'long')}</td></tr>" for i, (a, b) in enumerate(rows)) +
                "</table><h3>Data protection</h3><p class='small'>" + " ".join(
                    "Personal data is processed in accordance with applicable data-protection law for the purposes of "
                    "preventing financial crime, and may be shared with regulators, law-enforcement agencies and other "
                    "members of the group. Records are retained for at least five years after the relationship ends."
                    for _ in range(4)) + "</p>")
    elif document_type == "letter_of_credit":
        body = ("<h3>Schedule of trade finance charges (extract)</h3><table border='1' style='width:100%'>"
                "<tr><th>Service</th><th>Tariff</th></tr>" +
                "".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in [
                    ("Advising", "USD 100.00 flat"), ("Amendment", "USD 75.00 per amendment"),
                    ("Confirmation", "0.15% per quarter, minimum USD 250.00"), ("Discrepancy fee", "USD 80.00 per set"),
                    ("Courier", "USD 45.00"), ("Transfer", "0.125%, minimum USD 200.00")]) +
                f"</table><p class='small'>Tariff effective {fdate(d, 'long')}. " + " ".join(DISCLAIMERS) + "</p>")
    else:
        body = ("<h3>Important information</h3><p class='small'>" + " ".join(
            f"Representative example: a loan of {num(200000, 0)} over 25 years on a rate of 4.50% fixed until "
            f"{fdate(add_years(d, 5), 'long')}, then the lender's standard variable rate, would require 300 monthly payments. "
            "Your home may be repossessed if you do not keep up repayments. Early repayment charges may apply. "
            for _ in range(3)) + "</p><h3>Complaints</h3><p class='small'>If you are unhappy with our service please "
            "contact us first; you may then refer the matter to the relevant ombudsman service.</p>")
    return f"<div class='brk'></div><div class='small muted'>Page 2 &mdash; supplementary information</div>{body}"


def visible_text(html_: str) -> str:
    s = re.sub(r"(?is)<(style|title|script)[^>]*>.*?</\1>", " ", html_)
    s = re.sub(r"<[^>]+>", " ", s)
    s = _html.unescape(s)
    return re.sub(r"\s+", " ", s).strip().casefold()


_FREE_TEXT = {
    "kyc_individual": ["full_name", "id_document_number", "residential_address", "occupation", "employer_name",
                       "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name",
                         "beneficiary.address", "available_with", "port_of_loading", "port_of_discharge",
                         "goods_description", "documents_required[]"],
    "loan_application": ["application_number", "borrower.full_name", "borrower.email", "borrower.phone",
                         "co_borrowers[].full_name", "employer_name", "property_address"],
}


def _values(truth: dict, path: str) -> list:
    if path.endswith("[]"):
        return list(truth.get(path[:-2]) or [])
    if "[]." in path:
        lst, leaf = path.split("[].")
        return [item[leaf] for item in truth.get(lst) or []]
    cur = truth
    for part in path.split("."):
        cur = cur[part]
    return [cur]


def self_check(per_type: int = 3, seed: int = 0) -> None:
    import json
    from pathlib import Path

    import jsonschema

    root = Path(__file__).resolve().parents[2]
    for dt in _REGISTRY:
        schema = json.loads((root / "schemas" / f"{dt}.schema.json").read_text())
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
        for lay in layouts(dt):
            for i in range(per_type):
                doc = generate(dt, i, seed, lay)
                errors = sorted(validator.iter_errors(doc.truth), key=lambda e: list(e.path))
                assert not errors, f"{dt}/{lay}#{i}: schema: {errors[0].message} at {list(errors[0].path)}"
                text = visible_text(doc.html)
                for path in _FREE_TEXT[dt]:
                    for v in _values(doc.truth, path):
                        if v is None:
                            continue
                        folded = re.sub(r"\s+", " ", str(v)).strip().casefold()
                        assert folded in text, f"{dt}/{lay}#{i}: field {path} value {v!r} not in visible text"
