"""Fourth "unread" evaluation generator: back offices of Asia, the Middle East and North America.

KYC / CDD forms (Singapore, Hong Kong, India, the Gulf, Canada, the US) with passport data
pages (TD3 MRZ) or ID cards (TD1 MRZ), relationship-manager call reports and eKYC exports;
letters of credit (incoming SWIFT MT700 prints, Indian issuance advices, applicants'
application forms, Gulf issuance letters, trade-portal summaries, advising banks' advices);
residential loan applications (URLA-style, Canadian broker e-mails, Singapore and Indian
housing-loan forms, credit memos, pre-approval letters).

Standard library only; ``generate`` is deterministic in its arguments.  Run as a script for
the self-check (schema validation, printed values on the page, PDF printing).
"""
from __future__ import annotations

import datetime as dt
import html as _html
import json
import random
import re
from dataclasses import dataclass

__all__ = ["ForeignDocument", "generate", "layouts"]


@dataclass
class ForeignDocument:
    document_type: str   # "kyc_individual" | "letter_of_credit" | "loan_application"
    layout: str          # short name of the layout used
    html: str            # a complete, self-contained HTML page
    truth: dict          # the record's "data" object as the contract says to read it


# ----------------------------------------------------------------------------- basics

def esc(s) -> str:
    return _html.escape(str(s), quote=True)


def fold(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def ordinal(n: int) -> str:
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


NUMERIC_STYLES = ("slash", "dash", "dot")
TEXT_STYLES = ("dmy_abbr", "dmy_long", "mdy_long", "d_mon_y", "ord", "iso", "mdy_abbr")


def fd(d: dt.date, style: str, us: bool = False) -> str:
    """A date as printed.  Numeric styles are day-first, month-first for a US issuer."""
    if style in NUMERIC_STYLES:
        sep = {"slash": "/", "dash": "-", "dot": "."}[style]
        a, b = (d.month, d.day) if us else (d.day, d.month)
        return f"{a:02d}{sep}{b:02d}{sep}{d.year}"
    mon = MONTHS[d.month - 1]
    if style == "dmy_abbr":
        return f"{d.day:02d} {mon[:3].upper()} {d.year}"
    if style == "dmy_long":
        return f"{d.day} {mon} {d.year}"
    if style == "mdy_long":
        return f"{mon} {d.day}, {d.year}"
    if style == "mdy_abbr":
        return f"{mon[:3]} {d.day:02d}, {d.year}"
    if style == "d_mon_y":
        return f"{d.day:02d}-{mon[:3]}-{d.year}"
    if style == "ord":
        return f"{ordinal(d.day)} {mon} {d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "yymmdd":
        return d.strftime("%y%m%d")
    raise ValueError(style)


def rand_date(rng: random.Random, start: dt.date, end: dt.date) -> dt.date:
    return start + dt.timedelta(days=rng.randint(0, (end - start).days))


def add_years(d: dt.date, years: int) -> dt.date:
    try:
        return d.replace(year=d.year + years)
    except ValueError:
        return d.replace(year=d.year + years, day=28)


def _group(intpart: str, sep: str, lakh: bool = False) -> str:
    if lakh and len(intpart) > 3:
        head, tail = intpart[:-3], intpart[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        return sep.join(parts + [tail])
    out = []
    while len(intpart) > 3:
        out.insert(0, intpart[-3:])
        intpart = intpart[:-3]
    out.insert(0, intpart)
    return sep.join(out)


def fa(x: float, style: str = "en", decimals: int = 2) -> str:
    """An amount as printed: en 1,250,000.50 | plain 1250000.50 | eu 1.250.000,50 |
    space 1 250 000.50 | swiss 1'250'000.50 | lakh 12,50,000.00 | swift 1250000,50 |
    frca 1 250 000,50."""
    s = f"{x:.{decimals}f}"
    ip, _, dp = s.partition(".")
    if style == "plain":
        return s
    if style == "swift":
        return ip + "," + dp
    if style == "en":
        r = _group(ip, ",")
        return r + ("." + dp if decimals else "")
    if style == "lakh":
        r = _group(ip, ",", lakh=True)
        return r + ("." + dp if decimals else "")
    if style == "eu":
        return _group(ip, ".") + ("," + dp if decimals else "")
    if style == "space":
        return _group(ip, " ") + ("." + dp if decimals else "")
    if style == "frca":
        return _group(ip, " ") + ("," + dp if decimals else "")
    if style == "swiss":
        return _group(ip, "'") + ("." + dp if decimals else "")
    raise ValueError(style)


_ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen",
         "Eighteen", "Nineteen"]
_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _w99(n: int) -> str:
    if n < 20:
        return _ONES[n]
    return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")


def _w999(n: int) -> str:
    h, r = divmod(n, 100)
    parts = []
    if h:
        parts.append(_ONES[h] + " Hundred")
    if r:
        parts.append(_w99(r))
    return " ".join(parts)


def words_intl(n: int) -> str:
    if n == 0:
        return "Zero"
    parts = []
    for value, name in ((10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand"), (1, "")):
        q, n = divmod(n, value)
        if q:
            parts.append((_w999(q) + (" " + name if name else "")).strip())
    return " ".join(parts)


def words_indian(n: int) -> str:
    if n == 0:
        return "Zero"
    parts = []
    for value, name in ((10 ** 7, "Crore"), (10 ** 5, "Lakh"), (1000, "Thousand"), (1, "")):
        q, n = divmod(n, value)
        if q:
            w = words_indian(q) if q >= 100 and value == 10 ** 7 else _w999(q)
            parts.append((w + (" " + name if name else "")).strip())
    return " ".join(parts)


CCY_WORDS = {"USD": "US Dollars", "EUR": "Euro", "GBP": "Pounds Sterling", "AED": "UAE Dirhams",
             "SAR": "Saudi Riyals", "QAR": "Qatari Riyals", "SGD": "Singapore Dollars",
             "HKD": "Hong Kong Dollars", "INR": "Rupees", "JPY": "Japanese Yen",
             "CNY": "Chinese Yuan Renminbi", "CAD": "Canadian Dollars", "OMR": "Omani Rials",
             "BHD": "Bahraini Dinars", "KWD": "Kuwaiti Dinars", "AUD": "Australian Dollars"}


def amount_words(x: float, ccy: str) -> str:
    whole = int(round(x * 100)) // 100
    cents = int(round(x * 100)) % 100
    if ccy == "INR":
        w = "Rupees " + words_indian(whole)
        if cents:
            w += " and Paise " + _w99(cents)
        return w + " Only"
    w = CCY_WORDS.get(ccy, ccy) + " " + words_intl(whole)
    if cents:
        w += f" and Cents {_w99(cents)}"
    return w + " Only"


def box(on: bool, style: int) -> str:
    return [("&#9746;", "&#9744;"), ("[X]", "[&nbsp;&nbsp;]"), ("(x)", "(&nbsp;&nbsp;)"),
            ("&#9632;", "&#9633;")][style][0 if on else 1]


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def page(title: str, body: str, css: str = "", font: str = "Arial, Helvetica, sans-serif",
         size: str = "9.5pt", running: str | None = None) -> str:
    if running:   # a running page header: a table's head row repeats on every printed page
        body = ("<table class='run' style='width:100%'><thead><tr><td style='padding:0 0 4px 0'>"
                f"<div class='sm' style='border-bottom:1px solid #aaa;padding-bottom:2px'>{running}</div></td></tr></thead>"
                f"<tbody><tr><td style='padding:0'>{body}</td></tr></tbody></table>")
    return ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>" + esc(title) + "</title>"
            "<style>@page{size:A4;margin:14mm 13mm 16mm 13mm}"
            f"body{{font-family:{font};font-size:{size};color:#111;line-height:1.28}}"
            "table{border-collapse:collapse;width:100%}td,th{vertical-align:top;padding:2px 4px}"
            ".g td,.g th{border:1px solid #777}.h{background:#e6e6e6;font-weight:bold}"
            ".sm{font-size:7.5pt;color:#333}.mono{font-family:'Courier New',Courier,monospace}"
            ".lbl{color:#333;width:34%}.sec{background:#1f3b5a;color:#fff;font-weight:bold;padding:3px 6px;margin-top:8px}"
            ".r{text-align:right}.c{text-align:center}h1{font-size:14pt;margin:4px 0}h2{font-size:11.5pt;margin:6px 0 3px}"
            "p{margin:4px 0}" + css + "</style></head><body>" + body + "</body></html>")


# ----------------------------------------------------------------------------- pools

# alpha-3 -> (printed names, demonym or None, alpha-2)
COUNTRIES = {
    "SGP": (["Singapore", "Republic of Singapore"], "Singaporean", "SG"),
    "HKG": (["Hong Kong", "Hong Kong SAR"], None, "HK"),
    "IND": (["India", "Republic of India"], "Indian", "IN"),
    "ARE": (["United Arab Emirates", "UAE", "U.A.E."], "Emirati", "AE"),
    "CAN": (["Canada"], "Canadian", "CA"),
    "USA": (["United States", "United States of America", "USA", "U.S.A."], "American", "US"),
    "SAU": (["Saudi Arabia", "Kingdom of Saudi Arabia"], "Saudi", "SA"),
    "QAT": (["Qatar", "State of Qatar"], "Qatari", "QA"),
    "BHR": (["Bahrain", "Kingdom of Bahrain"], "Bahraini", "BH"),
    "KWT": (["Kuwait", "State of Kuwait"], "Kuwaiti", "KW"),
    "OMN": (["Oman", "Sultanate of Oman"], "Omani", "OM"),
    "MYS": (["Malaysia"], "Malaysian", "MY"),
    "PHL": (["Philippines", "Republic of the Philippines"], "Filipino", "PH"),
    "CHN": (["China", "People's Republic of China"], "Chinese", "CN"),
    "JPN": (["Japan"], "Japanese", "JP"),
    "KOR": (["Republic of Korea", "South Korea"], "South Korean", "KR"),
    "GBR": (["United Kingdom", "UK"], "British", "GB"),
    "AUS": (["Australia"], "Australian", "AU"),
    "DEU": (["Germany", "Federal Republic of Germany"], "German", "DE"),
    "FRA": (["France"], "French", "FR"),
    "NLD": (["Netherlands", "The Netherlands"], "Dutch", "NL"),
    "ESP": (["Spain"], "Spanish", "ES"),
    "ITA": (["Italy"], "Italian", "IT"),
    "MEX": (["Mexico"], "Mexican", "MX"),
    "PAK": (["Pakistan"], "Pakistani", "PK"),
    "BGD": (["Bangladesh"], "Bangladeshi", "BD"),
    "LKA": (["Sri Lanka"], "Sri Lankan", "LK"),
    "EGY": (["Egypt", "Arab Republic of Egypt"], "Egyptian", "EG"),
    "JOR": (["Jordan"], "Jordanian", "JO"),
    "LBN": (["Lebanon"], "Lebanese", "LB"),
    "IDN": (["Indonesia"], "Indonesian", None),
    "VNM": (["Viet Nam", "Vietnam"], "Vietnamese", "VN"),
    "THA": (["Thailand"], "Thai", "TH"),
    "TUR": (["Turkey"], "Turkish", "TR"),
    "BRA": (["Brazil"], "Brazilian", "BR"),
    "ZAF": (["South Africa"], "South African", "ZA"),
    "NZL": (["New Zealand"], "New Zealander", "NZ"),
}


def cname(rng, code: str) -> str:
    return pick(rng, COUNTRIES[code][0])


def country_print(rng, code: str, allow_codes: bool = True, demonym: bool = False) -> str:
    """A printed country (or nationality) that maps unambiguously to ``code``."""
    names, dem, a2 = COUNTRIES[code]
    opts = [pick(rng, names)]
    if demonym and dem:
        opts += [dem, dem]
    if allow_codes:
        opts.append(code)
        if a2:
            opts.append(a2)
    return pick(rng, opts)


NAMES = {
    "chinese": (["Wei Ming", "Hui Ling", "Jia Hao", "Xiu Ying", "Zhi Wei", "Mei Lin", "Kai Xiang",
                 "Shu Fen", "Jun Jie", "Li Na", "Yong Sheng", "Pei Shan", "Hao Ran", "Yu Ting"],
                ["Tan", "Lim", "Lee", "Ng", "Wong", "Chen", "Zhang", "Liu", "Goh", "Chua", "Ong",
                 "Koh", "Huang", "Yeo", "Teo", "Chan", "Lau", "Cheung"]),
    "hkanglo": (["Ka Wai", "Wing Yan", "Chi Keung", "Siu Man", "Tsz Ho", "Hoi Ying", "Kwok Leung"],
                ["Chan", "Leung", "Cheung", "Ho", "Yip", "Tse", "Kwok", "Fung", "Mak"]),
    "indian": (["Rahul", "Priya", "Arjun", "Ananya", "Vikram", "Deepika", "Suresh Kumar", "Lakshmi",
                "Karthik", "Meera", "Rohan", "Kavya", "Aditya", "Neha", "Sanjay", "Divya", "Venkatesh",
                "Pooja", "Harpreet", "Gurpreet Singh"],
               ["Sharma", "Iyer", "Reddy", "Nair", "Patel", "Gupta", "Menon", "Krishnan", "Banerjee",
                "Chatterjee", "Desai", "Kulkarni", "Rao", "Agarwal", "Pillai", "Malhotra", "Joshi",
                "Bhatia", "Sandhu", "Mukherjee"]),
    "arabic": (["Ahmed Khalid", "Fatima", "Mohammed", "Aisha", "Omar Saeed", "Mariam", "Khalid",
                "Noura", "Yousef", "Hessa", "Abdullah", "Layla", "Hamad", "Sara", "Rashid", "Reem"],
               ["Al Mansoori", "Al Suwaidi", "Al Hashimi", "Al Marzouqi", "Al Kaabi", "Al Dhaheri",
                "Haddad", "Al Nuaimi", "Al Thani", "Al Khalifa", "Al Otaibi", "Al Qahtani", "Nasser",
                "Saleh", "Khoury", "Mansour"]),
    "malay": (["Nur Aisyah", "Muhammad Hafiz", "Siti Nurhaliza", "Ahmad Faizal", "Nurul Huda",
               "Mohd Azlan", "Farah Diana"], ["Binte Rahman", "Bin Ismail", "Binti Yusof",
                                               "Bin Abdullah", "Binte Osman", "Bin Hassan"]),
    "filipino": (["Maria Cristina", "Jose Miguel", "Angelica", "Mark Anthony", "Rowena", "Jericho",
                  "Kristine Joy"], ["Santos", "Reyes", "Dela Cruz", "Bautista", "Villanueva",
                                    "Mendoza", "Garcia", "Aquino"]),
    "anglo": (["James", "Emily", "Michael", "Sarah", "David Andrew", "Jennifer", "Robert", "Jessica",
               "William", "Olivia Grace", "Thomas", "Hannah", "Christopher", "Megan", "Daniel", "Laura"],
              ["Smith", "Johnson", "Williams", "Brown", "Taylor", "Anderson", "Thompson", "Walker",
               "Mitchell", "Campbell", "Robertson", "Clarke", "Harrison", "Bennett", "Fraser", "Murphy"]),
    "frcan": (["Jean-Luc", "Marie-Eve", "Francois", "Genevieve", "Mathieu", "Isabelle", "Sebastien"],
              ["Tremblay", "Gagnon", "Roy", "Cote", "Bouchard", "Gauthier", "Lavoie", "Pelletier"]),
    "german": (["Lukas", "Anna Maria", "Felix", "Katharina", "Jonas", "Sophie", "Maximilian"],
               ["Mueller", "Schmidt", "Schneider", "Fischer", "Weber", "Becker", "Hoffmann", "Wagner"]),
    "french": (["Camille", "Antoine", "Chloe", "Julien", "Manon", "Nicolas"],
               ["Martin", "Bernard", "Dubois", "Moreau", "Laurent", "Lefebvre", "Girard"]),
    "dutch": (["Daan", "Sanne", "Bram", "Lotte", "Thijs", "Femke"],
              ["De Vries", "Jansen", "Bakker", "Visser", "Smit", "Meijer", "Van Dijk"]),
    "hispanic": (["Carlos", "Maria Fernanda", "Luis Alberto", "Ana Sofia", "Javier", "Lucia", "Diego"],
                 ["Garcia", "Martinez", "Rodriguez", "Hernandez", "Lopez", "Gonzalez", "Ramirez", "Torres"]),
    "italian": (["Marco", "Giulia", "Alessandro", "Francesca", "Matteo", "Chiara"],
                ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo"]),
    "pakistani": (["Imran", "Ayesha", "Bilal", "Sana", "Usman", "Hira", "Faisal"],
                  ["Khan", "Qureshi", "Siddiqui", "Chaudhry", "Malik", "Butt", "Hussain"]),
    "srilankan": (["Nuwan", "Dilani", "Chaminda", "Sachini", "Kasun"],
                  ["Perera", "Fernando", "Jayasuriya", "Wickramasinghe", "Silva"]),
    "bangla": (["Tanvir", "Nusrat", "Rafiqul", "Farzana", "Mahmudul"],
               ["Rahman", "Hossain", "Islam", "Chowdhury", "Ahmed"]),
    "japanese": (["Haruto", "Yui", "Sota", "Aoi", "Kenji", "Yuko"],
                 ["Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Yamamoto"]),
    "korean": (["Min Jun", "Seo Yeon", "Ji Hoon", "Ha Eun", "Dong Hyun"],
               ["Kim", "Lee", "Park", "Choi", "Jung", "Kang"]),
    "indonesian": (["Budi", "Dewi", "Agus", "Putri", "Rizky"],
                   ["Santoso", "Wijaya", "Halim", "Kusuma", "Hartono"]),
    "vietnamese": (["Minh Anh", "Thanh Hai", "Thu Trang", "Quoc Bao"], ["Nguyen", "Tran", "Le", "Pham"]),
}

CULTURE = {"SGP": ["chinese", "chinese", "malay", "indian"], "MYS": ["malay", "chinese"],
           "IND": ["indian"], "CHN": ["chinese"], "PHL": ["filipino"], "GBR": ["anglo"],
           "AUS": ["anglo"], "USA": ["anglo", "anglo", "hispanic"], "CAN": ["anglo", "frcan"],
           "NZL": ["anglo"], "DEU": ["german"], "FRA": ["french"], "NLD": ["dutch"],
           "ESP": ["hispanic"], "MEX": ["hispanic"], "ITA": ["italian"], "ARE": ["arabic"],
           "SAU": ["arabic"], "QAT": ["arabic"], "BHR": ["arabic"], "KWT": ["arabic"],
           "OMN": ["arabic"], "EGY": ["arabic"], "JOR": ["arabic"], "LBN": ["arabic"],
           "PAK": ["pakistani"], "LKA": ["srilankan"], "BGD": ["bangla"], "JPN": ["japanese"],
           "KOR": ["korean"], "IDN": ["indonesian"], "VNM": ["vietnamese"], "HKG": ["hkanglo"]}

FEMALE = {"Priya", "Ananya", "Deepika", "Lakshmi", "Meera", "Kavya", "Neha", "Divya", "Pooja",
          "Harpreet", "Fatima", "Aisha", "Mariam", "Noura", "Hessa", "Layla", "Sara", "Reem",
          "Nur Aisyah", "Siti Nurhaliza", "Nurul Huda", "Farah Diana", "Maria Cristina", "Angelica",
          "Rowena", "Kristine Joy", "Emily", "Sarah", "Jennifer", "Jessica", "Olivia Grace", "Hannah",
          "Megan", "Laura", "Marie-Eve", "Genevieve", "Isabelle", "Anna Maria", "Katharina", "Sophie",
          "Camille", "Chloe", "Manon", "Sanne", "Lotte", "Femke", "Maria Fernanda", "Ana Sofia",
          "Lucia", "Giulia", "Francesca", "Chiara", "Ayesha", "Sana", "Hira", "Dilani", "Sachini",
          "Nusrat", "Farzana", "Yui", "Aoi", "Yuko", "Seo Yeon", "Ha Eun", "Dewi", "Putri",
          "Minh Anh", "Thu Trang", "Hui Ling", "Xiu Ying", "Mei Lin", "Shu Fen", "Li Na", "Pei Shan",
          "Yu Ting", "Wing Yan", "Siu Man", "Hoi Ying"}


def make_person(rng, nat: str, dob_from=1955, dob_to=2003) -> dict:
    culture = pick(rng, CULTURE[nat])
    givens, surnames = NAMES[culture]
    given = pick(rng, givens)
    surname = pick(rng, surnames)
    if culture == "malay":
        female = given in FEMALE
        surname = pick(rng, [s for s in surnames if (s.startswith("Bint") if female else s.startswith("Bin "))])
    sex = "F" if given in FEMALE else "M"
    dob = rand_date(rng, dt.date(dob_from, 1, 1), dt.date(dob_to, 12, 28))
    return {"given": given, "surname": surname, "sex": sex, "dob": dob, "nat": nat}


def name_case(rng, s: str, mode: int) -> str:
    return [s, s.upper(), s.upper(), s][mode]


STREETS = {
    "SGP": lambda r: [f"Blk {r.randint(100, 999)} {pick(r, ['Ang Mo Kio Ave 3', 'Tampines St 21', 'Jurong West St 52', 'Bedok North Rd', 'Toa Payoh Lor 4', 'Yishun Ring Rd', 'Clementi Ave 2'])}",
                      f"#{r.randint(2, 25):02d}-{r.randint(1, 180):02d}", f"Singapore {r.randint(100000, 829999)}"]
    if r.random() < .6 else [f"{r.randint(1, 80)} {pick(r, ['Holland Grove Road', 'Meyer Road', 'Bukit Timah Road', 'Cairnhill Rise', 'Tanjong Rhu Road'])}",
                             f"#{r.randint(2, 30):02d}-{r.randint(1, 12):02d} {pick(r, ['The Grange', 'Sky Vue', 'Marina Residences', 'Parc Clematis'])}", f"Singapore {r.randint(100000, 829999)}"],
    "HKG": lambda r: [f"Flat {pick(r, 'ABCDEFGH')}, {r.randint(2, 48)}/F, Block {r.randint(1, 9)}",
                      pick(r, ["Taikoo Shing", "Whampoa Garden", "Mei Foo Sun Chuen", "City One Shatin", "Laguna City"]),
                      f"{r.randint(1, 99)} {pick(r, ['Tai Koo Shing Road', 'Shung King Street', 'Broadway', 'Ngau Pei Sha Street', 'Cha Kwo Ling Road'])}",
                      pick(r, ["Quarry Bay, Hong Kong", "Hung Hom, Kowloon", "Lai Chi Kok, Kowloon", "Sha Tin, New Territories", "Kwun Tong, Kowloon"])],
    "IND": lambda r: [f"{pick(r, ['Flat No.', 'House No.', 'Plot No.'])} {r.randint(1, 999)}, {pick(r, ['Shanti Kunj Apartments', 'Prestige Lakeside', 'Sector 21', 'Green Park Extension', 'Hiranandani Gardens'])}",
                      pick(r, ["MG Road, Bengaluru 560001", "Powai, Mumbai 400076", "Anna Nagar, Chennai 600040", "Salt Lake, Kolkata 700091", "Banjara Hills, Hyderabad 500034", "Dwarka, New Delhi 110075", "Koregaon Park, Pune 411001"])],
    "ARE": lambda r: [f"{pick(r, ['Villa', 'Apartment', 'Flat'])} {r.randint(1, 2500)}, {pick(r, ['Marina Pinnacle', 'Al Reem Tower 3', 'Arabian Ranches 2', 'Al Nahda Building 7', 'JLT Cluster D'])}",
                      pick(r, ["Dubai Marina, Dubai", "Al Reem Island, Abu Dhabi", "Al Nahda 2, Dubai", "Jumeirah Lake Towers, Dubai", "Al Majaz, Sharjah"]),
                      f"P.O. Box {r.randint(1000, 99999)}"],
    "CAN": lambda r: [f"{r.randint(10, 9999)} {pick(r, ['Maple Grove Drive', 'Rue Saint-Denis', 'Bloor Street West', 'Kingsway', '17 Avenue SW', 'Robson Street'])}" + pick(r, ["", f", Unit {r.randint(101, 2405)}"]),
                      pick(r, ["Toronto, ON M5S 1V6", "Montreal, QC H2X 3K2", "Vancouver, BC V6E 1B2", "Calgary, AB T2S 0J8", "Mississauga, ON L5B 3Y4", "Ottawa, ON K1P 5G4"])],
    "USA": lambda r: [f"{r.randint(10, 9999)} {pick(r, ['Oak Hollow Lane', 'W 86th Street', 'Peachtree Road NE', 'Sunset Boulevard', 'Elm Street', 'Lakeshore Drive'])}" + pick(r, ["", f", Apt {r.randint(1, 40)}{pick(r, 'ABC')}"]),
                      pick(r, ["Plano, TX 75024", "New York, NY 10024", "Atlanta, GA 30305", "San Jose, CA 95126", "Naperville, IL 60540", "Edison, NJ 08820", "Bellevue, WA 98004"])],
    "SAU": lambda r: [f"Building {r.randint(1000, 9999)}, {pick(r, ['King Fahd Road', 'Prince Sultan Street', 'Olaya Street'])}",
                      pick(r, ["Al Olaya District, Riyadh 12214", "Al Rawdah, Jeddah 23432", "Al Khobar 34428"])],
    "QAT": lambda r: [f"Villa {r.randint(1, 80)}, Street {r.randint(800, 999)}, Zone {r.randint(30, 70)}", pick(r, ["West Bay, Doha", "Al Waab, Doha", "The Pearl, Doha"])],
    "BHR": lambda r: [f"Flat {r.randint(1, 40)}, Building {r.randint(100, 2999)}, Road {r.randint(100, 4000)}", f"Block {r.randint(300, 999)}, {pick(r, ['Juffair', 'Seef', 'Manama'])}"],
    "KWT": lambda r: [f"Block {r.randint(1, 12)}, Street {r.randint(1, 200)}, House {r.randint(1, 90)}", pick(r, ["Salmiya", "Jabriya", "Mishref"]) + ", Kuwait City"],
    "OMN": lambda r: [f"Way {r.randint(1000, 9999)}, House {r.randint(1, 999)}", pick(r, ["Al Khuwair, Muscat", "Madinat Sultan Qaboos, Muscat"])],
    "MYS": lambda r: [f"No. {r.randint(1, 99)}, Jalan {pick(r, ['SS 2/24', 'Ampang Hilir', 'Bangsar Utama 3', 'Setia Indah 12'])}",
                      pick(r, ["47300 Petaling Jaya, Selangor", "55000 Kuala Lumpur", "59000 Kuala Lumpur", "81100 Johor Bahru, Johor"])],
    "PHL": lambda r: [f"{r.randint(1, 300)} {pick(r, ['Mabini Street', 'Jupiter Street', 'Katipunan Avenue'])}, Brgy. {pick(r, ['San Antonio', 'Bel-Air', 'Loyola Heights'])}",
                      pick(r, ["Makati City, Metro Manila 1209", "Quezon City 1108", "Pasig City 1605"])],
    "CHN": lambda r: [f"Room {r.randint(101, 2808)}, No. {r.randint(1, 500)} {pick(r, ['Lujiazui Ring Road', 'Jianguo Road', 'Tianhe North Road', 'Nanjing West Road'])}",
                      pick(r, ["Pudong New Area, Shanghai 200120", "Chaoyang District, Beijing 100022", "Tianhe District, Guangzhou 510620"])],
    "JPN": lambda r: [f"{r.randint(1, 9)}-{r.randint(1, 30)}-{r.randint(1, 20)} {pick(r, ['Minami-Aoyama', 'Nishi-Shinjuku', 'Umeda'])}",
                      pick(r, ["Minato-ku, Tokyo 107-0062", "Shinjuku-ku, Tokyo 160-0023", "Kita-ku, Osaka 530-0001"])],
    "GBR": lambda r: [f"{r.randint(1, 220)} {pick(r, ['Kensington Park Road', 'Victoria Street', 'Deansgate', 'Queen Street'])}",
                      pick(r, ["London W11 2ES", "Manchester M3 4LZ", "Edinburgh EH2 4AD", "London SW1E 5JL"])],
    "AUS": lambda r: [f"{r.randint(1, 300)} {pick(r, ['George Street', 'Collins Street', 'Adelaide Terrace'])}", pick(r, ["Sydney NSW 2000", "Melbourne VIC 3000", "Perth WA 6000"])],
    "DEU": lambda r: [f"{pick(r, ['Schillerstrasse', 'Hauptstrasse', 'Goethestrasse', 'Lindenallee'])} {r.randint(1, 120)}", pick(r, ["60313 Frankfurt am Main", "80331 Muenchen", "20095 Hamburg"])],
    "PAK": lambda r: [f"House {r.randint(1, 400)}, Street {r.randint(1, 60)}, {pick(r, ['F-7/2', 'DHA Phase 5', 'Gulberg III'])}", pick(r, ["Islamabad", "Karachi", "Lahore"])],
    "KOR": lambda r: [f"{r.randint(1, 300)}, {pick(r, ['Teheran-ro', 'Sejong-daero', 'Olympic-ro'])}, {pick(r, ['Gangnam-gu', 'Jung-gu', 'Songpa-gu'])}", f"Seoul {r.randint(1000, 8999):05d}"],
    "THA": lambda r: [f"{r.randint(1, 999)}/{r.randint(1, 99)} Sukhumvit Soi {r.randint(1, 71)}", pick(r, ["Khlong Toei, Bangkok 10110", "Watthana, Bangkok 10110"])],
    "IDN": lambda r: [f"Jl. {pick(r, ['Jend. Sudirman', 'Kemang Raya', 'MH Thamrin'])} No. {r.randint(1, 200)}", pick(r, ["Jakarta Selatan 12190", "Jakarta Pusat 10350"])],
    "EGY": lambda r: [f"{r.randint(1, 90)} {pick(r, ['Road 9', 'El Nasr Road', 'Mosaddak Street'])}", pick(r, ["Maadi, Cairo", "Nasr City, Cairo", "Dokki, Giza"])],
    "VNM": lambda r: [f"{r.randint(1, 300)} {pick(r, ['Nguyen Hue', 'Le Loi', 'Hai Ba Trung'])} Street", pick(r, ["District 1, Ho Chi Minh City", "Hoan Kiem, Hanoi"])],
}


def address_lines(rng, code: str, with_country: bool = True) -> list[str]:
    lines = STREETS[code](rng)
    if with_country:
        last = lines[-1]
        cn = cname(rng, code)
        if code in ("SGP", "HKG") and ("Singapore" in last or "Hong Kong" in last):
            return lines  # the city already names the country
        lines = lines + [cn if rng.random() < .5 else cn.upper()]
    return lines


# Banks: (name, short, BIC, address lines incl. country, country)
BANKS = {
    "SGP": [("Straits Meridian Bank Limited", "SMB", "SMRBSGSGXXX", ["8 Raffles Quay, #12-01 Meridian Tower", "Singapore 048583"]),
            ("Lion City Commercial Bank Ltd", "LCCB", "LCCBSGSG", ["1 Shenton Way, #20-00", "Singapore 068803"])],
    "HKG": [("Harbourfront Commercial Bank (Hong Kong) Limited", "HCB", "HFCBHKHHXXX", ["88 Des Voeux Road Central", "Central, Hong Kong"]),
            ("Kowloon Pacific Banking Corporation", "KPBC", "KPBCHKHH", ["233 Nathan Road, Tsim Sha Tsui", "Kowloon, Hong Kong"])],
    "IND": [("Bharat Udyog Bank Ltd.", "BUB", "BUBLINBBXXX", ["Udyog Bhavan, 14 Nariman Point", "Mumbai 400021, India"]),
            ("Deccan Mercantile Bank", "DMB", "DMBKINBB", ["Trade Finance Centre, 5 Cathedral Road", "Chennai 600086, India"]),
            ("Saraswat Cooperative Finance Bank Limited", "SCFB", "SCFBINBB", ["Plot C-21, Bandra Kurla Complex", "Mumbai 400051, India"])],
    "ARE": [("Emirates Crescent Bank PJSC", "ECB", "ECRBAEADXXX", ["Crescent Tower, Sheikh Zayed Road", "P.O. Box 40511, Dubai, United Arab Emirates"]),
            ("Al Noor National Bank P.J.S.C.", "ANNB", "ANNBAEAA", ["Corniche Road West, P.O. Box 2238", "Abu Dhabi, U.A.E."])],
    "SAU": [("Najd Commercial Bank", "NCB", "NAJDSARI", ["King Abdulaziz Road, Al Malqa", "Riyadh 13524, Kingdom of Saudi Arabia"])],
    "QAT": [("Doha Pearl Bank Q.P.S.C.", "DPB", "DPBKQAQA", ["Grand Hamad Street, P.O. Box 3232", "Doha, State of Qatar"])],
    "BHR": [("Gulf Dilmun Bank B.S.C.", "GDB", "GDBKBHBM", ["Diplomatic Area, Building 1401", "Manama, Kingdom of Bahrain"])],
    "OMN": [("Bank Muscat Sahil S.A.O.G.", "BMS", "BMSHOMRX", ["Airport Heights, P.O. Box 134", "Muscat 112, Sultanate of Oman"])],
    "KWT": [("Kuwait Bay Commercial Bank K.S.C.", "KBCB", "KBCBKWKW", ["Abdullah Al-Salem Street, Sharq", "Kuwait City, State of Kuwait"])],
    "CAN": [("Northern Maple Bank", "NMB", "NMPBCATT", ["200 Bay Street, Suite 1800", "Toronto, ON M5J 2J2, Canada"]),
            ("Caisse Laurentienne du Quebec", "CLQ", "CLAQCAMM", ["1100 boulevard Rene-Levesque Ouest", "Montreal, QC H3B 4N4, Canada"]),
            ("Prairie Sky Credit Union", "PSCU", "PSCUCA66", ["1040 7 Avenue SW", "Calgary, AB T2P 1A9, Canada"])],
    "USA": [("First Lakeshore National Bank, N.A.", "FLNB", "FLNBUS44", ["400 N. Michigan Avenue", "Chicago, IL 60611, USA"]),
            ("Pacific Crest Bank", "PCB", "PCRBUS6S", ["555 California Street, 14th Floor", "San Francisco, CA 94104, United States"]),
            ("Hudson Valley Savings Bank", "HVSB", "HVSBUS33", ["1290 Avenue of the Americas", "New York, NY 10104, U.S.A."])],
    "GBR": [("Thameside Trade Bank plc", "TTB", "THTBGB2L", ["25 Old Broad Street", "London EC2N 1HQ, United Kingdom"])],
    "DEU": [("Rheinische Handelsbank AG", "RHB", "RHHBDEFF", ["Neue Mainzer Strasse 32", "60311 Frankfurt am Main, Germany"])],
    "JPN": [("Sakura Harbour Bank, Ltd.", "SHB", "SKHBJPJT", ["2-7-1 Marunouchi, Chiyoda-ku", "Tokyo 100-0005, Japan"])],
    "CHN": [("Yangtze Merchants Bank Co., Ltd.", "YMB", "YZMBCNSH", ["1288 Century Avenue, Pudong", "Shanghai 200122, China"])],
    "KOR": [("Hangang Industrial Bank", "HIB", "HGIBKRSE", ["50 Sejong-daero, Jung-gu", "Seoul 04513, Republic of Korea"])],
    "MYS": [("Selangor Amanah Bank Berhad", "SAB", "SLAMMYKL", ["Menara Amanah, Jalan Tun Razak", "50400 Kuala Lumpur, Malaysia"])],
    "ITA": [("Banca Adriatica di Commercio S.p.A.", "BAC", "BADCITMM", ["Via Broletto 20", "20121 Milano, Italy"])],
    "VNM": [("Saigon Delta Commercial Bank", "SDCB", "SDCBVNVX", ["72 Le Thanh Ton, District 1", "Ho Chi Minh City, Vietnam"])],
    "THA": [("Chao Phraya Trade Bank PCL", "CPTB", "CPTBTHBK", ["1060 New Petchburi Road", "Bangkok 10400, Thailand"])],
}


def bank(rng, code: str):
    return pick(rng, BANKS[code])


# companies: (name, country)
COMPANY_WORDS = (["Orient", "Pacific", "Golden", "Crescent", "Evergreen", "Summit", "Sterling", "Lotus",
                  "Jade", "Falcon", "Delta", "Harbour", "Zenith", "Oasis", "Silverline", "Monsoon", "Sapphire",
                  "Keystone", "Northwind", "Cedar"],
                 ["Trading", "Industries", "Textiles", "Foods", "Petrochemicals", "Machinery", "Electronics",
                  "Agro Products", "Steel", "Polymers", "Pharma", "Marine Supplies", "Commodities", "Components"])
COMPANY_SUFFIX = {"SGP": ["Pte. Ltd.", "Pte Ltd"], "HKG": ["Limited", "Co., Limited"], "IND": ["Private Limited", "Pvt. Ltd.", "Limited"],
                  "ARE": ["L.L.C.", "LLC", "FZE", "FZCO"], "SAU": ["Co. Ltd.", "Trading Est."], "QAT": ["W.L.L."], "BHR": ["W.L.L.", "B.S.C. (c)"],
                  "OMN": ["LLC", "S.A.O.C."], "KWT": ["W.L.L.", "K.S.C.C."], "CAN": ["Inc.", "Ltd."], "USA": ["Inc.", "LLC", "Corp."],
                  "GBR": ["Limited", "Ltd"], "DEU": ["GmbH", "AG"], "JPN": ["Co., Ltd.", "Corporation"], "CHN": ["Co., Ltd."],
                  "KOR": ["Co., Ltd."], "MYS": ["Sdn. Bhd.", "Berhad"], "ITA": ["S.p.A.", "S.r.l."], "VNM": ["Joint Stock Company", "Co., Ltd."],
                  "THA": ["Co., Ltd.", "Public Company Limited"], "IDN": ["PT"], "PAK": ["(Pvt.) Ltd."], "BGD": ["Ltd."], "LKA": ["(Pvt) Ltd"],
                  "TUR": ["A.S.", "Ltd. Sti."], "BRA": ["Ltda."], "EGY": ["S.A.E."], "ZAF": ["(Pty) Ltd"], "AUS": ["Pty Ltd"], "NLD": ["B.V."],
                  "ESP": ["S.L.", "S.A."], "FRA": ["SAS", "S.A."], "MEX": ["S.A. de C.V."], "PHL": ["Inc.", "Corporation"]}


def company(rng, code: str) -> str:
    a, b = pick(rng, COMPANY_WORDS[0]), pick(rng, COMPANY_WORDS[1])
    suf = pick(rng, COMPANY_SUFFIX[code])
    if suf == "PT":
        return f"PT {a} {b} Indonesia"
    extra = pick(rng, ["", "", " International", " Global", " Asia", " Overseas"])
    return f"{a}{extra} {b} {suf}"


EMPLOYERS = {
    "SGP": ["Meridian Logistics Pte Ltd", "Keppel Shore Engineering Pte Ltd", "Temasek Ridge Capital Pte Ltd", "National University Health System", "Singapore Airlines Limited", "Ministry of Education, Singapore"],
    "HKG": ["Victoria Harbour Securities Limited", "Hong Kong Polytechnic University", "Tai Ping Shipping Co., Limited", "Cathay Ridge Insurance (HK) Limited", "Kowloon Hospital Authority Cluster"],
    "IND": ["Infosys Limited", "Tata Consultancy Services Limited", "Apollo Hospitals Enterprise Ltd", "Larsen & Toubro Limited", "State Bank of India", "Zenith Polymers Pvt. Ltd.", "Mahindra Logistics Limited"],
    "ARE": ["Emirates Airline", "Dubai Electricity and Water Authority", "Al Futtaim Motors LLC", "Abu Dhabi National Energy Company", "Jebel Ali Freight Services FZE", "Cleveland Clinic Abu Dhabi"],
    "CAN": ["Royal Maple Insurance Inc.", "Shopwise Canada Ltd.", "University of Toronto", "Hydro-Quebec", "Bombardier Inc.", "Alberta Health Services", "Northern Rail Logistics Inc."],
    "USA": ["Acme Aerospace Corp.", "Lakeshore Health System", "Texas Instruments Incorporated", "City of Naperville", "Bright Path Software LLC", "Walgreens Boots Alliance, Inc.", "Northstar Freight Inc."],
    "SAU": ["Saudi Aramco", "Riyadh Medical Complex"], "QAT": ["Qatar Airways Group", "Hamad Medical Corporation"],
    "BHR": ["Aluminium Bahrain B.S.C."], "MYS": ["Petronas Dagangan Berhad"], "GBR": ["Barclays Bank PLC"],
}

OCCUPATIONS = ["Software Engineer", "Registered Nurse", "Accountant", "Civil Engineer", "Marketing Manager",
               "Sales Executive", "Physician", "Teacher", "Financial Analyst", "Project Manager",
               "Pilot", "Pharmacist", "Operations Manager", "Data Scientist", "Architect", "HR Business Partner",
               "Logistics Coordinator", "Lecturer", "Procurement Officer", "Dentist", "IT Consultant"]
SELF_OCC = ["Self-employed Trader", "Business Owner", "Proprietor, retail business", "Freelance Consultant",
            "Restaurant Owner", "Managing Director (own company)"]
RETIRED_OCC = ["Retired", "Retiree", "Retired Civil Servant", "Retired Engineer"]


# ----------------------------------------------------------------------------- MRZ (ICAO 9303)

def _mrz_val(c: str) -> int:
    if c.isdigit():
        return int(c)
    if c == "<":
        return 0
    return ord(c) - 55


def check_digit(s: str) -> str:
    return str(sum(_mrz_val(c) * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10)


def mrz_name(surname: str, given: str, width: int) -> str:
    def t(s):
        s = s.upper().replace("-", " ").replace("'", "").replace(".", "")
        return "<".join(s.split())
    out = t(surname) + "<<" + t(given)
    return (out + "<" * width)[:width]


def td3(doc_no: str, issuer: str, nat: str, surname: str, given: str, dob: dt.date, sex: str,
        expiry: dt.date, personal: str = "") -> tuple[str, str]:
    l1 = ("P<" + issuer + mrz_name(surname, given, 39))
    num = (doc_no.replace("-", "") + "<" * 9)[:9]
    pn = (personal + "<" * 14)[:14]
    s = "<" if sex == "X" else sex
    d1, d2 = dob.strftime("%y%m%d"), expiry.strftime("%y%m%d")
    pcd = check_digit(pn) if personal else "<"
    l2 = num + check_digit(num) + nat + d1 + check_digit(d1) + s + d2 + check_digit(d2) + pn + pcd
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    l2 += check_digit(comp)
    assert len(l1) == 44 and len(l2) == 44
    return l1, l2


def td1(doc_no: str, issuer: str, nat: str, surname: str, given: str, dob: dt.date, sex: str,
        expiry: dt.date, optional: str = "") -> tuple[str, str, str]:
    num = (doc_no + "<" * 9)[:9]
    l1 = "I<" + issuer + num + check_digit(num) + (optional + "<" * 15)[:15]
    d1, d2 = dob.strftime("%y%m%d"), expiry.strftime("%y%m%d")
    s = "<" if sex == "X" else sex
    l2 = d1 + check_digit(d1) + s + d2 + check_digit(d2) + nat + "<" * 11
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += check_digit(comp)
    l3 = mrz_name(surname, given, 30)
    assert len(l1) == 30 and len(l2) == 30 and len(l3) == 30
    return l1, l2, l3


ALNUM = "ABCDEFGHJKLMNPRSTUVWXYZ"


def passport_number(rng, code: str) -> str:
    d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))
    L = lambda: pick(rng, ALNUM)
    return {"SGP": lambda: pick(rng, "EK") + d(7) + L(), "IND": lambda: L() + d(7), "USA": lambda: d(9),
            "CAN": lambda: L() + L() + d(6), "GBR": lambda: d(9), "CHN": lambda: "E" + d(8),
            "MYS": lambda: "A" + d(8), "PHL": lambda: "P" + d(7) + L(), "AUS": lambda: L() + d(7),
            "ARE": lambda: d(1 + 0) + L() + d(7)[:7], "DEU": lambda: "C" + "".join(pick(rng, "CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8)),
            "JPN": lambda: "T" + L() + d(7), "KOR": lambda: "M" + d(8), "PAK": lambda: L() + L() + d(7),
            }.get(code, lambda: L() + L() + d(7))()


def national_id(rng, code: str) -> str:
    d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))
    if code == "DEU":
        return "L" + "".join(pick(rng, "CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
    if code == "NLD":
        return pick(rng, ["IX", "IR", "NX"]) + "".join(pick(rng, "ABCDEFGHJKLNPRSTUVWXYZ0123456789") for _ in range(6)) + d(1)
    if code == "ESP":
        return "".join(pick(rng, "ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(3)) + d(6)
    if code == "ITA":
        return "C" + pick(rng, "ABCDEF") + d(5) + pick(rng, ALNUM) + pick(rng, ALNUM)
    if code == "FRA":
        return "".join(pick(rng, "0123456789ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(9))
    raise ValueError(code)


def gulf_id(rng, code: str, dob: dt.date) -> str:
    d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))
    if code == "ARE":
        return f"784-{dob.year}-{d(7)}-{d(1)}"
    if code == "SAU":
        return "1" + d(9)
    if code == "QAT":
        return "2" + d(10)
    if code == "BHR":
        return d(9)
    raise ValueError(code)


def passport_page(rng, p: dict, number: str, issuer: str, issue: dt.date, expiry: dt.date,
                  place: str) -> str:
    """A passport data page: visual zone and the two-line MRZ."""
    l1, l2 = td3(number, issuer, p["nat"], p["surname"], p["given"], p["dob"], p["sex"], expiry)
    sty = pick(rng, ["dmy_abbr", "dmy_abbr", "dmy_long"])
    iss_name = cname(rng, issuer).upper()
    dem = COUNTRIES[p["nat"]][1] or cname(rng, p["nat"])
    nat_txt = pick(rng, [dem.upper(), p["nat"]])
    rows = [("Type", "P"), ("Code of Issuing State", issuer), ("Passport No.", number),
            ("Surname", p["surname"].upper()), ("Given Names", p["given"].upper()),
            ("Nationality", nat_txt), ("Date of Birth", fd(p["dob"], sty).upper()),
            ("Sex", p["sex"]), ("Place of Birth", place.upper()),
            ("Date of Issue", fd(issue, sty).upper()), ("Date of Expiry", fd(expiry, sty).upper()),
            ("Authority", "UNITED STATES DEPARTMENT OF STATE" if issuer == "USA" else pick(rng, ["MINISTRY OF FOREIGN AFFAIRS", "IMMIGRATION AUTHORITY", "PASSPORT OFFICE", "MINISTRY OF INTERIOR"]))]
    cells = "".join(f"<div style='display:inline-block;width:31%;margin:2px 1%'><div class='sm'>{esc(a)}</div>"
                    f"<div><b>{esc(b)}</b></div></div>" for a, b in rows)
    return ("<div style='border:1.5px solid #445;border-radius:6px;padding:6px 8px;margin:8px 0;background:#f3f1ea;page-break-inside:avoid'>"
            f"<div style='font-weight:bold;letter-spacing:1px'>PASSPORT &middot; {esc(iss_name)}</div>"
            "<div style='display:flex'><div style='width:22mm;height:28mm;border:1px solid #999;background:#ddd;margin:4px 6px 0 0;text-align:center;font-size:7pt;color:#666'>PHOTO</div>"
            f"<div style='flex:1'>{cells}</div></div>"
            f"<div class='mono' style='font-size:10.5pt;letter-spacing:1px;margin-top:6px'>{esc(l1)}<br>{esc(l2)}</div></div>")


def id_card(rng, p: dict, number: str, issuer: str, expiry: dt.date) -> str:
    """A TD1 identity card (front details, back MRZ)."""
    l1, l2, l3 = td1(number, issuer, p["nat"], p["surname"], p["given"], p["dob"], p["sex"], expiry)
    sty = pick(rng, ["dot", "dmy_abbr"])
    title = {"DEU": "BUNDESREPUBLIK DEUTSCHLAND / IDENTITY CARD", "NLD": "KONINKRIJK DER NEDERLANDEN / IDENTITY CARD",
             "ESP": "REINO DE ESPANA / DOCUMENTO NACIONAL DE IDENTIDAD", "ITA": "REPUBBLICA ITALIANA / CARTA DI IDENTITA",
             "FRA": "REPUBLIQUE FRANCAISE / CARTE NATIONALE D'IDENTITE"}[issuer]
    rows = [("Surname", p["surname"].upper()), ("Given names", p["given"].upper()),
            ("Date of birth", fd(p["dob"], sty)), ("Sex", p["sex"]),
            ("Nationality", p["nat"]), ("Document No.", number), ("Date of expiry", fd(expiry, sty))]
    front = "".join(f"<div><span class='sm'>{esc(a)}</span> <b>{esc(b)}</b></div>" for a, b in rows)
    return ("<div style='display:flex;gap:8px;margin:8px 0;page-break-inside:avoid'>"
            "<div style='border:1.5px solid #456;border-radius:8px;padding:6px;width:48%;background:#eef3f6'>"
            f"<div style='font-size:7.5pt;font-weight:bold'>{esc(title)}</div>{front}</div>"
            "<div style='border:1.5px solid #456;border-radius:8px;padding:6px;width:48%;background:#eef3f6'>"
            "<div class='sm'>Reverse side</div><div class='mono' style='font-size:10pt;letter-spacing:1px;margin-top:20px'>"
            f"{esc(l1)}<br>{esc(l2)}<br>{esc(l3)}</div></div></div>")


# ----------------------------------------------------------------------------- KYC

def nric(rng, dob: dt.date, foreigner: bool = False) -> str:
    prefix = ("G" if dob.year >= 2000 else "F") if foreigner else ("T" if dob.year >= 2000 else "S")
    digits = f"{dob.year % 100:02d}" + "".join(str(rng.randint(0, 9)) for _ in range(5))
    total = sum(int(c) * w for c, w in zip(digits, (2, 7, 6, 5, 4, 3, 2)))
    if prefix in "TG":
        total += 4
    table = "XWUTRQPNMLK" if prefix in "FG" else "JZIHGFEDCBA"
    return prefix + digits + table[total % 11]


def hkid(rng) -> str:
    letter = pick(rng, "ACDEGHKPRVYZ")
    digits = "".join(str(rng.randint(0, 9)) for _ in range(6))
    total = 58 * 9 + (ord(letter) - 55) * 8 + sum(int(c) * w for c, w in zip(digits, range(7, 1, -1)))
    chk = (11 - total % 11) % 11
    return f"{letter}{digits}({'A' if chk == 10 else chk})"


def pan(rng, surname: str) -> str:
    L = lambda: pick(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ")
    return L() + L() + L() + "P" + (surname[:1].upper() if surname[:1].isalpha() else L()) + f"{rng.randint(1000, 9999)}" + L()


CURRENCY_OF = {"SGP": "SGD", "HKG": "HKD", "IND": "INR", "ARE": "AED", "CAN": "CAD", "USA": "USD",
               "BHR": "BHD", "QAT": "QAR", "SAU": "SAR"}
CCY_SYMBOLS = {"SGD": ["SGD", "S$"], "HKD": ["HKD", "HK$"], "INR": ["INR", "Rs.", "&#8377;"],
               "AED": ["AED", "AED", "Dhs."], "CAD": ["CAD", "C$"], "USD": ["USD", "US$"],
               "BHD": ["BHD"], "QAR": ["QAR"], "SAR": ["SAR"], "EUR": ["EUR"], "GBP": ["GBP"]}
INCOME_RANGE = {"SGD": (3500, 40000), "HKD": (18000, 300000), "INR": (45000, 900000), "AED": (8000, 110000),
                "CAD": (3800, 30000), "USD": (3500, 38000), "BHD": (600, 9000), "QAR": (9000, 110000), "SAR": (9000, 110000)}
SOF_LABELS = {"employment": ["Salary / Employment income", "Employment", "Salary", "Employment income"],
              "business": ["Business income", "Business proceeds", "Business / self-employment"],
              "investments": ["Investments", "Investment income (dividends, interest)", "Investment returns"],
              "inheritance": ["Inheritance", "Inheritance / Gift", "Inheritance"],
              "pension": ["Pension", "Pension / Retirement benefits", "Retirement pension"],
              "other": ["Other", "Others", "Other (please specify)"]}
OTHER_SOF = ["sale of property", "maintenance from spouse", "court settlement", "lottery winnings", "rental income from family"]
KYC_REGION_BANK = {"SG": "SGP", "HK": "HKG", "IN": "IND", "AE": "ARE", "CA": "CAN", "US": "USA"}
KYC_NATS = {"SGP": ["SGP", "SGP", "SGP", "MYS", "IND", "CHN", "GBR", "PHL", "AUS", "DEU", "FRA", "IDN", "KOR"],
            "HKG": ["CHN", "GBR", "CAN", "AUS", "IND", "PHL", "USA", "JPN", "KOR", "DEU", "NLD", "SGP", "MYS"],
            "IND": ["IND"], "ARE": ["ARE", "IND", "PAK", "PHL", "EGY", "JOR", "LBN", "GBR", "BGD", "LKA", "ITA", "ESP"],
            "BHR": ["BHR", "IND", "PAK", "GBR"], "QAT": ["QAT", "IND", "PHL", "EGY", "LBN"],
            "CAN": ["CAN", "CAN", "CAN", "IND", "CHN", "PHL", "GBR", "FRA", "MEX", "KOR"],
            "USA": ["USA", "USA", "USA", "MEX", "IND", "CHN", "KOR", "PHL", "CAN", "DEU"]}
TD1_ISSUERS = ("DEU", "NLD", "ESP", "ITA", "FRA")
PLACES = {"SGP": "Singapore", "IND": "Chennai", "CHN": "Guangzhou", "MYS": "Kuala Lumpur", "GBR": "London",
          "USA": "Houston", "CAN": "Toronto", "PHL": "Manila", "AUS": "Brisbane", "DEU": "Hamburg",
          "FRA": "Lyon", "NLD": "Utrecht", "ESP": "Valencia", "ITA": "Turin", "ARE": "Dubai", "PAK": "Lahore",
          "EGY": "Alexandria", "JOR": "Amman", "LBN": "Beirut", "BGD": "Dhaka", "LKA": "Colombo",
          "IDN": "Surabaya", "KOR": "Busan", "JPN": "Osaka", "MEX": "Guadalajara", "BHR": "Muharraq",
          "QAT": "Doha", "SAU": "Riyadh"}


def kyc_record(rng, region: str) -> dict:
    """The facts of one KYC case (the generator's own view, not yet the truth)."""
    bank_cc = KYC_REGION_BANK[region]
    if region == "AE" and rng.random() < .25:
        bank_cc = pick(rng, ["BHR", "QAT"])
    res = bank_cc
    if region == "IN" and rng.random() < .2:
        res = pick(rng, ["ARE", "SGP", "USA"])          # a non-resident Indian's account
    nat = pick(rng, KYC_NATS["IND" if region == "IN" else bank_cc])
    p = make_person(rng, nat)
    if nat in ("CAN", "USA", "AUS", "IND", "DEU") and rng.random() < .04:
        p["sex"] = "X"
    form_date = rand_date(rng, dt.date(2025, 1, 6), dt.date(2026, 11, 20))
    # identity document
    gulf = res in ("ARE", "BHR", "QAT") and region == "AE"
    if nat in TD1_ISSUERS and rng.random() < .6:
        idt, issuer, number = "national_id", nat, national_id(rng, nat)
        kind = "td1"
        expiry = add_years(form_date, rng.randint(1, 9))
    elif gulf and rng.random() < .45:
        idt, issuer, number, kind = "national_id", res, gulf_id(rng, res, p["dob"]), "gulfid"
        expiry = add_years(form_date, rng.randint(0, 2)) + dt.timedelta(days=rng.randint(40, 300))
    else:
        idt, issuer, number, kind = "passport", nat, passport_number(rng, nat), "passport"
        expiry = add_years(form_date, rng.randint(1, 9)) + dt.timedelta(days=rng.randint(0, 200))
    issue = add_years(expiry, -(10 if nat in ("IND", "USA", "GBR", "CAN", "AUS") or kind != "passport" else pick(rng, [5, 10, 10])))
    issue = issue + dt.timedelta(days=1)
    # work and income
    u = rng.random()
    if u < .68:
        work = "employed"
        occupation = pick(rng, OCCUPATIONS)
        employer = pick(rng, EMPLOYERS.get(res, []) + [company(rng, res)])
        sof = pick(rng, ["employment"] * 8 + ["investments", "inheritance", "other"])
    elif u < .86:
        work, occupation, employer = "self", pick(rng, SELF_OCC), None
        sof = pick(rng, ["business"] * 4 + ["investments", "other"])
    else:
        work, occupation, employer = "retired", pick(rng, RETIRED_OCC), None
        sof = pick(rng, ["pension", "pension", "investments", "inheritance"])
    ccy = CURRENCY_OF.get(res, "USD")
    if rng.random() < .08 and ccy not in ("USD",):
        ccy = "USD"
    lo, hi = INCOME_RANGE.get(ccy, (3000, 30000))
    if work == "retired":
        hi = max(lo + 100, hi // 3)
    monthly_only = rng.random() < .4
    if monthly_only:
        step = 50 if hi < 20000 else 500
        monthly = rng.randint(lo // step, hi // step) * step
        if rng.random() < .2:
            monthly += 0.5 if step == 50 else 250
        annual = monthly * 12
    else:
        monthly = None
        annual = rng.randint(lo * 12 // 1000, hi * 12 // 1000) * 1000
        if rng.random() < .25:
            annual += rng.randint(1, 99) * 10
    # tax id
    tin = None
    if rng.random() < .78:
        if res == "SGP":
            tin = nric(rng, p["dob"], foreigner=(nat != "SGP"))
        elif res == "HKG":
            tin = hkid(rng)
        elif res == "IND" or (region == "IN"):
            tin = pan(rng, p["surname"])
        elif res == "USA":
            tin = f"{rng.randint(100, 699):03d}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}"
        elif res == "CAN":
            tin = f"{rng.randint(100, 799)} {rng.randint(100, 999)} {rng.randint(100, 999)}"
        elif res in ("ARE", "BHR", "QAT"):
            tin = None if rng.random() < .6 else f"1{rng.randint(10 ** 13, 10 ** 14 - 1)}"
    return {"region": region, "bank_cc": bank_cc, "res": res, "p": p, "form_date": form_date,
            "idt": idt, "id_kind": kind, "issuer": issuer, "number": number, "expiry": expiry, "issue": issue,
            "work": work, "occupation": occupation, "employer": employer, "sof": sof,
            "other_sof": pick(rng, OTHER_SOF), "ccy": ccy, "monthly": monthly, "annual": annual,
            "pep": rng.random() < .08, "tin": tin, "us": bank_cc == "USA",
            "phone": None, "email": None}


def kyc_truth(r: dict, full_name: str, address: str) -> dict:
    p = r["p"]
    return {"full_name": full_name, "date_of_birth": p["dob"].isoformat(), "sex": p["sex"],
            "nationality": p["nat"], "id_document_type": r["idt"], "id_document_number": r["number"],
            "id_issuing_country": r["issuer"], "id_expiry_date": r["expiry"].isoformat(),
            "residential_address": address, "country_of_residence": r["res"],
            "occupation": r["occupation"], "employer_name": r["employer"],
            "annual_income": float(r["annual"]) if isinstance(r["annual"], float) else r["annual"],
            "income_currency": r["ccy"], "source_of_funds": r["sof"], "is_pep": r["pep"],
            "tax_identification_number": r["tin"]}


def money(rng, ccy: str, x: float, style: str = "en", us_dollar_sign: bool = False) -> str:
    sym = pick(rng, CCY_SYMBOLS.get(ccy, [ccy]))
    if us_dollar_sign and ccy == "USD" and rng.random() < .5:
        sym = "$"
    dec = 2 if (x != int(x) or rng.random() < .5) else 0
    if style in ("eu", "frca", "space"):
        dec = 2
    amt = fa(x, style, dec)
    if sym in ("S$", "HK$", "US$", "C$", "$", "&#8377;"):
        return sym + amt
    return f"{sym} {amt}"


def addr_block(rng, lines: list[str], multiline: bool) -> tuple[str, str]:
    """(html, truth) of an address: lines joined by <br> (truth: by a space) or printed on
    one line with commas (truth: as printed)."""
    if multiline:
        return "<br>".join(esc(x) for x in lines), " ".join(lines)
    s = ", ".join(lines)
    return esc(s), s


def print_id_doc(rng, r: dict) -> str:
    p = r["p"]
    if r["id_kind"] == "passport":
        return passport_page(rng, p, r["number"], r["issuer"], r["issue"], r["expiry"], PLACES.get(p["nat"], cname(rng, p["nat"])))
    if r["id_kind"] == "td1":
        return id_card(rng, p, r["number"], r["issuer"], r["expiry"])
    return ""


def id_type_label(rng, r: dict) -> str:
    if r["idt"] == "passport":
        return pick(rng, ["Passport", "International Passport", "PASSPORT"])
    if r["id_kind"] == "gulfid":
        return {"ARE": "Emirates ID (national identity card)", "BHR": "CPR Card (national identity card)",
                "QAT": "Qatar ID card (national identity card)", "SAU": "National ID card"}[r["issuer"]]
    return pick(rng, ["National Identity Card", "National ID card", "Identity Card (national)"])


def kyc_date_style(rng, r: dict) -> str:
    if r["us"]:
        return pick(rng, ["slash", "slash", "mdy_long", "mdy_abbr", "iso"])
    if r["bank_cc"] == "CAN":
        return pick(rng, ["iso", "iso", "mdy_long", "dmy_long", "dmy_abbr", "slash"])
    return pick(rng, ["slash", "slash", "dash", "dmy_abbr", "dmy_long", "d_mon_y", "dot"])


class KV:
    """Printed values of one KYC case, formats drawn once per document."""

    def __init__(self, rng, r: dict):
        p = r["p"]
        self.r = r
        self.cm = rng.randrange(4)
        self.given = name_case(rng, p["given"], self.cm)
        self.surname = name_case(rng, p["surname"], self.cm)
        self.full = f"{self.given} {self.surname}"
        self.ds = kyc_date_style(rng, r)
        us = r["us"]
        self.dob = fd(p["dob"], self.ds, us)
        self.expiry = fd(r["expiry"], self.ds, us)
        self.issue = fd(r["issue"], self.ds, us)
        self.form_date = fd(r["form_date"], self.ds, us)
        self.nat = country_print(rng, p["nat"], allow_codes=rng.random() < .3, demonym=True)
        self.issuer = country_print(rng, r["issuer"], allow_codes=rng.random() < .3)
        self.sex_word = {"M": pick(rng, ["Male", "M", "MALE"]), "F": pick(rng, ["Female", "F", "FEMALE"]),
                         "X": pick(rng, ["X (unspecified)", "X"])}[p["sex"]]
        self.country_sep = rng.random() < .4          # country of residence in its own field
        lines = address_lines(rng, r["res"], with_country=not self.country_sep)
        if self.country_sep and r["res"] in ("SGP",) and lines[-1].startswith("Singapore"):
            pass
        self.addr_lines = lines
        self.multiline = rng.random() < .6
        self.addr_html, self.addr_truth = addr_block(rng, lines, self.multiline)
        self.res_country = country_print(rng, r["res"], allow_codes=rng.random() < .2)
        amt_style = "lakh" if r["ccy"] == "INR" else pick(rng, ["en", "en", "en", "plain"] + (["space"] if r["bank_cc"] == "CAN" else []))
        self.income_is_monthly = r["monthly"] is not None
        self.income_amount = r["monthly"] if self.income_is_monthly else r["annual"]
        self.income = money(rng, r["ccy"], self.income_amount, amt_style, us_dollar_sign=us)
        self.income_label = pick(rng, ["Monthly income (gross)", "Gross monthly salary", "Monthly income"]) if self.income_is_monthly \
            else pick(rng, ["Annual income", "Gross annual income", "Yearly income (gross)", "Annual income before tax"])
        self.tin = r["tin"]
        self.tin_print = r["tin"] if r["tin"] else pick(rng, ["N/A", "", "&mdash;", "Not applicable"])
        self.employer = r["employer"] if r["employer"] else pick(rng, ["N/A", "&mdash;", "Not applicable", ""])
        self.sof_label = pick(rng, SOF_LABELS[r["sof"]])
        if r["sof"] == "other":
            self.sof_label = pick(rng, ["Other", "Others"]) + f": {r['other_sof']}"
        self.box = rng.randrange(4)
        self.deposit = money(rng, r["ccy"], rng.randint(5, 200) * 100, amt_style, us_dollar_sign=us)
        self.phone = phone_number(rng, r["res"])
        self.email = email_of(rng, p)
        self.id_type = id_type_label(rng, r)

    def cb(self, on: bool) -> str:
        return box(on, self.box)

    def sof_boxes(self, rng) -> str:
        out = []
        for k in ("employment", "business", "investments", "inheritance", "pension", "other"):
            lab = SOF_LABELS[k][0]
            if k == self.r["sof"]:
                lab = self.sof_label if k != "other" else f"Other (please specify): {esc(self.r['other_sof'])}"
            out.append(f"{self.cb(k == self.r['sof'])} {lab}")
        return " &nbsp; ".join(out)

    def yesno(self, v: bool) -> str:
        return f"{self.cb(v)} Yes &nbsp; {self.cb(not v)} No"


def phone_number(rng, code: str) -> str:
    d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))
    return {"SGP": lambda: f"+65 {pick(rng, '89')}{d(3)} {d(4)}", "HKG": lambda: f"+852 {pick(rng, '569')}{d(3)} {d(4)}",
            "IND": lambda: f"+91 {pick(rng, '6789')}{d(4)} {d(5)}", "ARE": lambda: f"+971 5{pick(rng, '0245')} {d(3)} {d(4)}",
            "CAN": lambda: f"({pick(rng, ['416', '514', '604', '403', '613'])}) {d(3)}-{d(4)}",
            "USA": lambda: f"({pick(rng, ['214', '312', '404', '415', '212', '425'])}) {d(3)}-{d(4)}",
            "BHR": lambda: f"+973 3{d(3)} {d(4)}", "QAT": lambda: f"+974 {pick(rng, '3567')}{d(3)} {d(4)}",
            }.get(code, lambda: f"+{rng.randint(30, 99)} {d(3)} {d(3)} {d(3)}")()


def email_of(rng, p: dict) -> str:
    g = re.sub(r"[^a-z]", "", p["given"].split()[0].lower())
    s = re.sub(r"[^a-z]", "", p["surname"].lower().replace("al ", "al"))
    dom = pick(rng, ["gmail.com", "outlook.com", "yahoo.com.sg", "hotmail.com", "icloud.com", "proton.me", "rediffmail.com"])
    return pick(rng, [f"{g}.{s}", f"{g}{s}{rng.randint(1, 99)}", f"{g[0]}{s}", f"{s}.{g}"]) + "@" + dom


def bank_header(rng, b, title: str, extra: str = "", color: str = "#1f3b5a") -> str:
    addr = ", ".join(b[3])
    return (f"<table><tr><td style='width:62%'><div style='font-size:15pt;font-weight:bold;color:{color}'>{esc(b[0])}</div>"
            f"<div class='sm'>{esc(addr)}</div></td><td class='r sm'>{extra}</td></tr></table>"
            f"<h1 style='border-bottom:2px solid {color};padding-bottom:3px'>{title}</h1>")


def footer(rng, text: str) -> str:
    return f"<div class='sm' style='margin-top:10px;border-top:1px solid #999;padding-top:3px'>{text}</div>"


def grid(rows: list[tuple[str, str]], cols: int = 2, lw: str = "18%") -> str:
    """label/value pairs in a bordered grid, ``cols`` pairs per row (values are html)."""
    out = ["<table class='g'>"]
    for i in range(0, len(rows), cols):
        out.append("<tr>")
        for lab, val in rows[i:i + cols]:
            out.append(f"<td class='h' style='width:{lw};font-weight:normal;font-size:8pt'>{lab}</td><td>{val}</td>")
        for _ in range(cols - len(rows[i:i + cols])):
            out.append("<td class='h'></td><td></td>")
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


SG_CAP = {"surname": "Xing", "given": "Ming", "dob": "Chusheng Riqi", "nat": "Guoji", "sex": "Xingbie",
          "id": "Zhengjian Haoma", "addr": "Zhuzhi", "occ": "Zhiye", "emp": "Gongzuo Danwei", "inc": "Shouru",
          "tax": "Nashui Haoma", "pep": "Zhengzhi Renwu", "country": "Juzhu Guojia", "exp": "Youxiao Qi",
          "sof": "Zijin Laiyuan", "iss": "Qianfa Guojia", "idt": "Zhengjian Leixing"}
HK_CAP = {"surname": "Sing", "given": "Meng", "dob": "Ceot Sang Jat Kei", "nat": "Gwok Zik", "sex": "Sing Bit",
          "id": "Zing Gin Hou Maa", "addr": "Zyu Zi", "occ": "Zik Jip", "emp": "Gu Zyu", "inc": "Sau Jap",
          "tax": "Naap Seoi Hou Maa", "pep": "Zing Zi Jan Mat", "country": "Geoi Zyu Gwok Gaa", "exp": "Jau Haau Kei",
          "sof": "Zi Gam Loi Jyun", "iss": "Cim Faat Gwok Gaa", "idt": "Zing Gin Leoi Jing"}
AR_CAP = {"surname": "Ism al-Aila", "given": "al-Ism al-Awwal", "dob": "Tarikh al-Milad", "nat": "al-Jinsiya",
          "sex": "al-Jins", "id": "Raqm al-Wathiqa", "addr": "al-Unwan", "occ": "al-Mihna", "emp": "Jihat al-Amal",
          "inc": "al-Dakhl", "tax": "al-Raqm al-Daribi", "pep": "Shakhs Siyasi", "country": "Balad al-Iqama",
          "exp": "Tarikh al-Intiha", "sof": "Masdar al-Amwal", "iss": "Jihat al-Isdar", "idt": "Naw al-Wathiqa",
          "full": "al-Ism al-Kamil"}


def cap(en: str, caps: dict | None, key: str) -> str:
    if not caps or key not in caps:
        return en
    return f"{en}<br><i style='color:#555'>{caps[key]}</i>"


def _kyc_sections_common(rng, k: KV, caps, lw="18%"):
    """The field blocks every form has, as (title, html) pairs."""
    r = k.r
    sex_html = (" &nbsp; ".join(f"{k.cb(r['p']['sex'] == s)} {w}" for s, w in (("M", "Male"), ("F", "Female"), ("X", "X / Unspecified")))
                if rng.random() < .6 else esc(k.sex_word))
    personal = [(cap("Surname", caps, "surname"), esc(k.surname)), (cap("Given name(s)", caps, "given"), esc(k.given)),
                (cap("Date of birth", caps, "dob"), esc(k.dob)), (cap("Sex", caps, "sex"), sex_html),
                (cap("Nationality", caps, "nat"), esc(k.nat)),
                ("Place of birth", esc(PLACES.get(r["p"]["nat"], "&mdash;"))),
                ("Marital status", pick(rng, ["Single", "Married", "Married", "Divorced", "Widowed"])),
                ("Mobile", esc(k.phone)), ("E-mail", esc(k.email))]
    ident = [(cap("Document type", caps, "idt"), esc(k.id_type)), (cap("Document number", caps, "id"), esc(r["number"])),
             (cap("Issuing country", caps, "iss"), esc(k.issuer)), ("Date of issue", esc(k.issue)),
             (cap("Date of expiry", caps, "exp"), esc(k.expiry))]
    addr = [(cap("Residential address", caps, "addr"), k.addr_html),
            (cap("Country of residence", caps, "country"), esc(k.res_country)),
            ("Mailing address", pick(rng, [f"{k.cb(True)} Same as residential address", "As above"]))]
    emp = [(cap("Occupation", caps, "occ"), esc(k.occupation_p if hasattr(k, 'occupation_p') else r["occupation"])),
           (cap("Name of employer", caps, "emp"), esc(k.employer) if r["employer"] else k.employer),
           ("Employment status", {"employed": "Employed (salaried)", "self": "Self-employed", "retired": "Retired"}[r["work"]]),
           (cap(k.income_label, caps, "inc"), esc(k.income) if "&" not in k.income else k.income),
           ("Expected initial deposit", k.deposit),
           (cap("Source of funds", caps, "sof"), k.sof_boxes(rng))]
    tax = [(cap("Tax identification number", caps, "tax"), esc(k.tin_print) if k.tin else k.tin_print),
           ("Country of tax residence", esc(cname(rng, r["res"]))),
           (cap("Politically exposed person?", caps, "pep"), k.yesno(r["pep"]))]
    return personal, ident, addr, emp, tax


def kyc_sg_cdd(rng, r: dict) -> tuple[str, dict]:
    k = KV(rng, r)
    b = bank(rng, r["bank_cc"])
    caps = SG_CAP if r["bank_cc"] == "SGP" else (HK_CAP if r["bank_cc"] == "HKG" else None)
    personal, ident, addr, emp, tax = _kyc_sections_common(rng, k, caps)
    ref = f"{b[1]}/CDD/{rng.randint(10000, 99999)}"
    blocks = [("A. Personal Particulars", grid(personal, 2)), ("B. Identification Document", grid(ident, 2)),
              ("C. Residential Address", grid(addr, 1)), ("D. Employment &amp; Financial Profile", grid(emp, 1)),
              ("E. Tax Residency (CRS) &amp; PEP Declaration", grid(tax, 1))]
    mid = blocks[2:4]
    if rng.random() < .4:
        mid.reverse()
    blocks = blocks[:2] + mid + blocks[4:]
    if rng.random() < .3:
        blocks[0], blocks[1] = blocks[1], blocks[0]
    body = bank_header(rng, b, "Account Opening &amp; Customer Due Diligence Form (Individual)" +
                       ("<br><span style='font-size:9pt;font-weight:normal'>Kaihu ji Kehu Jinzhi Diaocha Biao (Geren)</span>" if caps else ""),
                       f"Form {b[1]}-AO-IND v{rng.randint(3, 9)}.{rng.randint(0, 9)}<br>Ref: {esc(ref)}<br>Date: {esc(k.form_date)}")
    body += f"<p class='sm'>Please complete in BLOCK LETTERS. Fields marked * are mandatory. Tick {k.cb(True)} where applicable.</p>"
    for t, h in blocks:
        body += f"<div class='sec'>{t}</div>{h}"
    body += ("<div class='sec'>F. Declaration</div><p class='sm'>I declare that the information given is true, correct and complete, "
             "and I undertake to inform the Bank of any change within 30 days. I consent to the Bank verifying it with any source it "
             "considers appropriate. This form does not create a contract until accepted by the Bank.</p>"
             f"<table><tr><td>Signature of applicant: ______________________</td><td>Date: {esc(k.form_date)}</td></tr></table>")
    rm = make_person(rng, r["bank_cc"] if r["bank_cc"] in CULTURE else "SGP")
    body += (f"<div class='sec'>For Bank Use Only</div>" + grid([("CIF no.", str(rng.randint(10 ** 8, 10 ** 9))), ("Risk rating", pick(rng, ["Low", "Medium", "Standard"])),
                                                                   ("Verified by", esc(f"{rm['given']} {rm['surname']}")), ("Branch", pick(rng, ["Orchard", "Raffles Place", "Jurong East", "Tampines", "Toa Payoh"] if r["bank_cc"] == "SGP" else ["Central", "Mong Kok", "Causeway Bay", "Tsim Sha Tsui"]))], 2))
    if r["id_kind"] != "gulfid" and rng.random() < .7:
        body += "<div style='page-break-before:always'></div><h2>Certified true copy of identity document</h2>" + print_id_doc(rng, r)
        body += f"<p class='sm'>Original sighted and copy certified by the branch on {esc(k.form_date)}.</p>"
    body += footer(rng, f"{esc(b[0])} &middot; Company Reg. No. {rng.randint(190000000, 199999999)}{pick(rng, 'CKMNZ')}")
    run = f"{esc(b[0])} &middot; Account Opening / CDD (Individual) &middot; {esc(ref)}" if rng.random() < .6 else None
    return page("CDD form", body, running=run), kyc_truth(r, k.full, k.addr_truth)


def kyc_hk_opening(rng, r: dict) -> tuple[str, dict]:
    k = KV(rng, r)
    b = bank(rng, r["bank_cc"])
    caps = HK_CAP if rng.random() < .7 else None
    p = r["p"]
    n = iter(range(1, 99))
    def row(label, val, key=None):
        return f"<tr><td style='width:6%'>{next(n)}.</td><td style='width:34%'>{cap(label, caps, key)}</td><td style='border-bottom:1px dotted #555'>{val}</td></tr>"
    title_on = {"M": "Mr", "F": pick(rng, ["Ms", "Mrs", "Miss"]), "X": "Mx"}[p["sex"]]
    titles = " ".join(f"{k.cb(t == title_on)} {t}" for t in ("Mr", "Mrs", "Ms", "Miss", "Dr", "Mx"))
    part1 = "".join([row("Title", titles), row("Surname (as in identity document)", esc(k.surname), "surname"),
                     row("Given names (as in identity document)", esc(k.given), "given"),
                     row("Chinese name (if any)", pick(rng, ["", "&mdash;", "N/A"])),
                     row("Sex", " ".join(f"{k.cb(p['sex'] == s)} {w}" for s, w in (("M", "M"), ("F", "F"), ("X", "X"))), "sex"),
                     row("Date of birth", esc(k.dob), "dob"), row("Nationality", esc(k.nat), "nat"),
                     row("Identity document", f"{esc(k.id_type)} &nbsp; No. <b>{esc(r['number'])}</b>", "idt"),
                     row("Issued by", esc(k.issuer), "iss"), row("Expiry date", esc(k.expiry), "exp")])
    part2 = "".join([row("Residential address (P.O. Box not accepted)", k.addr_html, "addr"),
                     row("Country / territory of residence", esc(k.res_country), "country"),
                     row("Mobile phone", esc(k.phone)), row("E-mail address", esc(k.email))])
    part3 = "".join([row("Employment status", " ".join(f"{k.cb(r['work'] == w)} {t}" for w, t in (("employed", "Employed"), ("self", "Self-employed"), ("retired", "Retired"))) + f" {k.cb(False)} Student"),
                     row("Occupation / position", esc(r["occupation"]), "occ"),
                     row("Employer's name", esc(k.employer) if r["employer"] else k.employer, "emp"),
                     row(k.income_label, esc(k.income) if "&" not in k.income else k.income, "inc"),
                     row("Source of funds for this account", k.sof_boxes(rng), "sof"),
                     row("Source of wealth", esc(pick(rng, ["Accumulated savings", "Family wealth", "Sale of business", "Savings and investments"])))])
    crs = ("<table class='g'><tr class='h'><td>Jurisdiction of tax residence</td><td>TIN</td><td>If no TIN, reason A, B or C</td></tr>"
           f"<tr><td>{esc(cname(rng, r['res']))}</td><td>{esc(k.tin_print) if k.tin else k.tin_print}</td><td>{'' if k.tin else pick(rng, ['B', 'A'])}</td></tr>"
           "<tr><td>&nbsp;</td><td></td><td></td></tr></table>")
    part4 = ("<table>" + row("Are you a politically exposed person (PEP), i.e. a person entrusted with a prominent public function?", k.yesno(r["pep"]), "pep")
             + row("Is this account for your own benefit?", k.yesno(True)) + "</table>")
    parts = [("Part 1 &ndash; Personal Information", "<table>" + part1 + "</table>"),
             ("Part 2 &ndash; Contact Details", "<table>" + part2 + "</table>"),
             ("Part 3 &ndash; Employment and Financial Information", "<table>" + part3 + "</table>"),
             ("Part 4 &ndash; Tax Residency Self-certification", crs), ("Part 5 &ndash; PEP Declaration", part4)]
    body = bank_header(rng, b, "Personal Account Opening Form", f"Application no. {rng.randint(10 ** 9, 10 ** 10 - 1)}<br>Date received: {esc(k.form_date)}", "#7a1020")
    for t, h in parts:
        body += f"<h2 style='color:#7a1020'>{t}</h2>{h}"
    body += ("<h2 style='color:#7a1020'>Part 6 &ndash; Declarations</h2><ol class='sm'><li>I confirm the above information is true and complete.</li>"
             "<li>I have read and agree to the Bank's General Terms and Conditions and the Notice relating to the Personal Data (Privacy) Ordinance.</li>"
             "<li>I understand that the Bank may report my account information to the tax authorities.</li></ol>"
             f"<p>Signature: ____________________ &nbsp; Date: {esc(k.form_date)}</p>")
    if r["id_kind"] != "gulfid" and rng.random() < .6:
        body += "<h2>Copy of identity document</h2>" + print_id_doc(rng, r)
    body += footer(rng, f"{esc(b[0])} is regulated by the Hong Kong Monetary Authority. Customer copy &ndash; please retain.")
    run = f"{esc(b[1])} &middot; Personal Account Opening Form &middot; CONFIDENTIAL when completed" if rng.random() < .6 else None
    return page("Account opening", body, size="9pt", running=run), kyc_truth(r, k.full, k.addr_truth)


def _h(s: str) -> str:
    """esc unless already html (entity-bearing values built by money/box)."""
    return s if "&" in s and ";" in s else esc(s)


def kyc_in_ckyc(rng, r: dict) -> tuple[str, dict]:
    k = KV(rng, r)
    b = bank(rng, "IND")
    p = r["p"]
    parts = p["given"].split()
    first, middle = parts[0], " ".join(parts[1:])
    c = lambda s: name_case(rng, s, k.cm) if s else ""
    first, middle, last = c(first), c(middle), k.surname
    full = " ".join(x for x in (first, middle, last) if x)
    father = make_person(rng, "IND")
    prefix = {"M": "Mr.", "F": pick(rng, ["Ms.", "Mrs."]), "X": "Mx."}[p["sex"]]
    ds = pick(rng, ["dash", "slash", "slash", "dot"])
    d = lambda x: fd(x, ds)
    gender = " ".join(f"{k.cb(p['sex'] == s)} {w}" for s, w in (("M", "Male"), ("F", "Female"), ("X", "Transgender")))
    if p["sex"] == "X":
        gender = " ".join(f"{k.cb(p['sex'] == s)} {w}" for s, w in (("M", "Male"), ("F", "Female"), ("X", "Other (X)")))
    nri = r["res"] != "IND"
    resstat = " ".join(f"{k.cb(x == ('Non-Resident Indian' if nri else 'Resident Individual'))} {x}" for x in
                       ("Resident Individual", "Non-Resident Indian", "Foreign National", "Person of Indian Origin"))
    sec1 = grid([("Name (prefix / first / middle / last)", f"{prefix} &nbsp;|&nbsp; {esc(first)} &nbsp;|&nbsp; {esc(middle) or '&mdash;'} &nbsp;|&nbsp; {esc(last)}"),
                 ("Father's / Spouse's name", esc(f"{father['given']} {father['surname']}")),
                 ("Mother's name", esc(" ".join([pick(rng, ['Savitri', 'Lalitha', 'Kamala', 'Sunita', 'Geeta']), father['surname']]))),
                 ("Date of birth (DD-MM-YYYY)" if ds == "dash" else "Date of birth", esc(d(p["dob"]))), ("Gender", gender),
                 ("Marital status", pick(rng, ["Married", "Unmarried", "Others"])), ("Citizenship / Nationality", esc(k.nat)),
                 ("Residential status", resstat), ("Occupation type", " ".join(f"{k.cb(r['work'] == w)} {t}" for w, t in (("employed", "Service (Private/Public)"), ("self", "Business / Self-employed"), ("retired", "Retired"))))], 1, "26%")
    sec2 = grid([("Proof of identity (OVD) submitted", esc(k.id_type)), ("Document number", esc(r["number"])),
                 ("Issuing country", esc(k.issuer)), ("Date of issue", esc(d(r["issue"]))), ("Valid until / expiry", esc(d(r["expiry"]))),
                 ("Aadhaar (last four digits only, for proof of address)", f"XXXX XXXX {rng.randint(1000, 9999)}" if not nri or rng.random() < .5 else "&mdash;"),
                 ("PAN", esc(k.tin_print) if k.tin else _h(k.tin_print))], 1, "26%")
    perm_same = rng.random() < .6
    perm = "Same as current address" if perm_same else _h(addr_block(rng, address_lines(rng, "IND"), True)[0])
    sec3 = grid([(("Overseas residential address" if nri else "Current residential address"), k.addr_html),
                 ("Country of residence", esc(k.res_country)),
                 ("Permanent address in India" if nri else "Permanent address", perm),
                 ("Mobile (with ISD code)", esc(k.phone)), ("E-mail", esc(k.email))], 1, "26%")
    sec4 = grid([("Occupation / designation", esc(r["occupation"])), ("Name of employer / organisation", _h(k.employer) if not r["employer"] else esc(k.employer)),
                 (k.income_label, _h(k.income)), ("Source of funds", k.sof_boxes(rng)),
                 ("Politically Exposed Person (PEP)", f"{k.cb(r['pep'])} Yes, I am a PEP &nbsp; {k.cb(not r['pep'])} No &nbsp; {k.cb(False)} Related to a PEP"),
                 ("FATCA/CRS: tax resident of any country other than India?", k.yesno(False) if not nri else k.yesno(True) + f" &nbsp; Country: {esc(cname(rng, r['res']))}")], 1, "26%")
    ckyc = "".join(str(rng.randint(0, 9)) for _ in range(14))
    body = bank_header(rng, b, "Customer Information Form &ndash; KYC (Individual)",
                       f"CKYC No.: {ckyc if rng.random() < .5 else '(to be allotted)'}<br>Application type: {k.cb(True)} New {k.cb(False)} Update<br>Branch: {pick(rng, ['Fort', 'Adyar', 'Connaught Place', 'Koramangala', 'Andheri (E)'])}", "#0b5d3b")
    for t, h in (("1. Personal details", sec1), ("2. Proof of identity", sec2), ("3. Address &amp; contact details", sec3), ("4. Other details", sec4)):
        body += f"<div class='sec' style='background:#0b5d3b'>{t}</div>{h}"
    emp = make_person(rng, "IND")
    place = pick(rng, ["Mumbai", "Chennai", "Bengaluru", "New Delhi", "Kolkata", "Hyderabad"])
    body += (f"<p class='sm'>I hereby declare that the details furnished above are true and correct to the best of my knowledge and belief "
             f"and I undertake to inform the Bank of any changes therein, immediately.</p><table><tr><td>Place: {place}<br>Date: {esc(d(r['form_date']))}</td>"
             f"<td class='r'>____________________<br>Signature / Thumb impression of applicant</td></tr></table>"
             f"<div class='sec' style='background:#0b5d3b'>For office use: in-person verification (IPV)</div>"
             + grid([("IPV done by", esc(f"{emp['given']} {emp['surname']}")), ("Emp. code", f"E{rng.randint(10000, 99999)}"),
                     ("Date of IPV", esc(d(r["form_date"] + dt.timedelta(days=rng.randint(0, 3))))), ("Documents received", f"{k.cb(True)} Certified copies {k.cb(rng.random() < .5)} Originals verified")], 2))
    if rng.random() < .55:
        body += "<div style='page-break-before:always'></div><h2>Self-attested copy of OVD</h2>" + print_id_doc(rng, r)
    body += footer(rng, f"{esc(b[0])} &middot; CIN L65110MH{rng.randint(1950, 2005)}PLC{rng.randint(100000, 999999)} &middot; Toll free 1800 {rng.randint(100, 999)} {rng.randint(1000, 9999)}")
    run = f"{esc(b[0])} &middot; CIF / KYC &middot; Version {rng.randint(2, 9)}.{rng.randint(0, 9)}" if rng.random() < .6 else None
    return page("KYC form", body, size="9pt", running=run), kyc_truth(r, full, k.addr_truth)


def gulf_id_card(rng, r: dict, k: KV) -> str:
    p = r["p"]
    title = {"ARE": "UNITED ARAB EMIRATES &middot; RESIDENT IDENTITY CARD" if p["nat"] != "ARE" else "UNITED ARAB EMIRATES &middot; IDENTITY CARD",
             "BHR": "KINGDOM OF BAHRAIN &middot; IDENTITY CARD (CPR)", "QAT": "STATE OF QATAR &middot; RESIDENCY / ID CARD"}[r["issuer"]]
    sty = pick(rng, ["slash", "dmy_abbr"])
    return ("<div style='border:1.5px solid #775;border-radius:8px;padding:6px 8px;width:60%;margin:8px 0;background:#f6f2e6;page-break-inside:avoid'>"
            f"<div style='font-weight:bold;font-size:8pt'>{title}</div>"
            f"<div>ID Number <b>{esc(r['number'])}</b></div><div>Name: <b>{esc(k.full.upper())}</b></div>"
            f"<div>Nationality: {esc(country_print(rng, p['nat'], False, True))} &nbsp; Sex: {p['sex']}</div>"
            f"<div>Date of Birth: {esc(fd(p['dob'], sty))} &nbsp; Expiry Date: {esc(fd(r['expiry'], sty))}</div></div>")


def kyc_gulf_cdd(rng, r: dict) -> tuple[str, dict]:
    k = KV(rng, r)
    b = bank(rng, r["bank_cc"])
    caps = AR_CAP if rng.random() < .75 else None
    p = r["p"]
    one_name = rng.random() < .5
    name_rows = ([(cap("Full name (as per passport / ID)", caps, "full"), esc(k.full))] if one_name else
                 [(cap("First name", caps, "given"), esc(k.given)), (cap("Family name", caps, "surname"), esc(k.surname))])
    visa = [] if p["nat"] == r["res"] else [("Residence visa / permit no.", f"{rng.randint(101, 701)}/{rng.randint(2015, 2026)}/{rng.randint(1000000, 9999999)}"),
                                            ("Visa expiry", esc(fd(add_years(r["form_date"], rng.randint(1, 2)), k.ds)))]
    rows1 = name_rows + [(cap("Date of birth", caps, "dob"), esc(k.dob)), (cap("Gender", caps, "sex"), esc(k.sex_word)),
                         (cap("Nationality", caps, "nat"), esc(k.nat))]
    rows2 = [(cap("Identity document", caps, "idt"), esc(k.id_type)), (cap("Document no.", caps, "id"), esc(r["number"])),
             (cap("Issued by", caps, "iss"), esc(k.issuer)), (cap("Expiry", caps, "exp"), esc(k.expiry))] + visa
    rows3 = [(cap("Residential address", caps, "addr"), k.addr_html), (cap("Country of residence", caps, "country"), esc(k.res_country)),
             ("Mobile", esc(k.phone)), ("E-mail", esc(k.email))]
    rows4 = [(cap("Profession / occupation", caps, "occ"), esc(r["occupation"])),
             (cap("Employer / sponsor", caps, "emp"), esc(k.employer) if r["employer"] else k.employer),
             (cap(k.income_label, caps, "inc"), _h(k.income)), (cap("Source of funds", caps, "sof"), k.sof_boxes(rng)),
             ("Expected monthly credit turnover", _h(money(rng, r["ccy"], rng.randint(2, 40) * 1000, "en"))),
             (cap("Tax identification no. (TIN / TRN)", caps, "tax"), _h(k.tin_print)),
             (cap("Are you a Politically Exposed Person?", caps, "pep"), k.yesno(r["pep"])),
             ("US person for FATCA purposes?", k.yesno(p["nat"] == "USA"))]
    color = pick(rng, ["#0f4d4a", "#6b4e16", "#3d2a66"])
    cust = f"{rng.randint(10 ** 7, 10 ** 8 - 1)}"
    body = bank_header(rng, b, "Know Your Customer (KYC) &amp; Account Opening &ndash; Individuals" +
                       ("<br><span style='font-size:9pt;font-weight:normal'>Istimarat Ihtiraf al-Amil wa Fath al-Hisab</span>" if caps else ""),
                       f"Customer no. {cust}<br>Date: {esc(k.form_date)}<br>Account type: {pick(rng, ['Current', 'Savings', 'Salary transfer'])}", color)
    secs = [("1. Personal details", grid(rows1, 1, "30%")), ("2. Identification", grid(rows2, 1, "30%")),
            ("3. Address &amp; contact", grid(rows3, 1, "30%")), ("4. Employment, income &amp; compliance", grid(rows4, 1, "30%"))]
    if rng.random() < .3:
        secs[1], secs[2] = secs[2], secs[1]
    for t, h in secs:
        body += f"<div class='sec' style='background:{color}'>{t}</div>{h}"
    if r["id_kind"] == "gulfid":
        body += "<h2>Copy of identity card (front)</h2>" + gulf_id_card(rng, r, k)
    elif rng.random() < .6:
        body += "<h2>Passport copy</h2>" + print_id_doc(rng, r)
    body += ("<p class='sm'>I confirm that the funds deposited with the Bank are not derived from any unlawful activity and I undertake to provide any further "
             "information the Bank may require under the applicable Anti-Money Laundering and Counter-Terrorist Financing laws and regulations. "
             "In case of any discrepancy between the English and Arabic texts, the Arabic text shall prevail.</p>"
             f"<table><tr><td>Customer signature: _______________</td><td>Date: {esc(k.form_date)}</td><td>Checked by (staff ID): {rng.randint(10000, 99999)}</td></tr></table>")
    body += footer(rng, f"{esc(b[0])} &middot; licensed by the Central Bank &middot; {esc(', '.join(b[3]))}")
    return page("KYC", body, size="9pt"), kyc_truth(r, k.full, k.addr_truth)


def kyc_na_cip(rng, r: dict) -> tuple[str, dict]:
    k = KV(rng, r)
    b = bank(rng, r["bank_cc"])
    p = r["p"]
    us = r["us"]
    parts = p["given"].split()
    first, middle = parts[0], " ".join(parts[1:])
    c = lambda s: name_case(rng, s, k.cm) if s else ""
    first, middle = c(first), c(middle)
    full = " ".join(x for x in (first, middle, k.surname) if x)
    show_sex = rng.random() < .5
    attach = r["id_kind"] != "gulfid" and rng.random() < .45
    truth_sex = p["sex"] if (show_sex or attach) else None
    tin_label = "Social Security No. / ITIN" if us else "Social Insurance Number (SIN)"
    rows = [("First name", esc(first)), ("Middle name", esc(middle) or "&nbsp;"), ("Last name", esc(k.surname)),
            ("Date of birth" + (" (MM/DD/YYYY)" if us and k.ds == "slash" else ""), esc(k.dob))]
    if show_sex:
        rows.append(("Sex", esc(k.sex_word)))
    rows += [("Citizenship", esc(k.nat)), (tin_label, _h(k.tin_print)),
             ("Home phone", "&nbsp;"), ("Mobile phone", esc(k.phone)), ("Email", esc(k.email))]
    idrows = [("ID type", esc(k.id_type)), ("ID number", esc(r["number"])), ("Issued by (country)", esc(k.issuer)),
              ("Issue date", esc(k.issue)), ("Expiration date", esc(k.expiry)),
              ("Secondary ID", pick(rng, ["None", "Credit card (name only)", "Utility bill (address only)"]))]
    addr = [("Residential street address (no P.O. boxes)", k.addr_html), ("Country", esc(k.res_country)),
            ("Years at address", str(rng.randint(0, 15))), ("Own / Rent", pick(rng, ["Own", "Rent"]))]
    emp = [("Employment status", {"employed": "Employed", "self": "Self-employed", "retired": "Retired"}[r["work"]]),
           ("Occupation", esc(r["occupation"])), ("Employer", _h(k.employer) if not r["employer"] else esc(k.employer)),
           (k.income_label + ("" if us else " (CAD)" if r["ccy"] == "CAD" else ""), _h(k.income)),
           ("Primary source of funds", k.sof_boxes(rng)),
           ("Politically exposed person (domestic or foreign), head of an international organization, or family member / close associate of one?" if not us
            else "Are you a politically exposed person (PEP) or senior foreign political figure?", k.yesno(r["pep"]))]
    color = pick(rng, ["#003a70", "#5a1a1a", "#1d4f1d"])
    notice = ("IMPORTANT INFORMATION ABOUT PROCEDURES FOR OPENING A NEW ACCOUNT: To help the government fight the funding of terrorism and money "
              "laundering activities, federal law requires all financial institutions to obtain, verify, and record information that identifies each "
              "person who opens an account. When you open an account, we will ask for your name, address, date of birth, and other information that will "
              "allow us to identify you." if us else
              "We are required under the Proceeds of Crime (Money Laundering) and Terrorist Financing Act to verify your identity and to keep a record of "
              "the information you give us. Your information is handled in accordance with our Privacy Code.")
    body = bank_header(rng, b, "Personal Deposit Account Application" if us else "Personal Account Application / Demande d'ouverture de compte",
                       f"Application ID {rng.randint(10 ** 7, 10 ** 8 - 1)}<br>Opened: {esc(k.form_date)}<br>Member / customer no. {rng.randint(100000, 999999)}", color)
    body += f"<p class='sm' style='border:1px solid #999;padding:4px'>{notice}</p>"
    secs = [("Applicant", grid(rows, 2, "16%")), ("Identification", grid(idrows, 2, "16%")),
            ("Address", grid(addr, 2, "16%")), ("Employment &amp; financial information", grid(emp, 1, "30%"))]
    if rng.random() < .35:
        secs[1], secs[2] = secs[2], secs[1]
    for t, h in secs:
        body += f"<div class='sec' style='background:{color}'>{t}</div>{h}"
    joint = make_person(rng, r["p"]["nat"] if r["p"]["nat"] in CULTURE else "USA")
    if rng.random() < .35:
        body += (f"<div class='sec' style='background:{color}'>Beneficiary (payable on death)</div>"
                 + grid([("Name", esc(f"{joint['given']} {joint['surname']}")), ("Relationship", pick(rng, ["Spouse", "Child", "Sibling"])),
                         ("Date of birth", esc(fd(joint["dob"], k.ds, us))), ("Share", "100%")], 2, "16%"))
    body += (f"<p class='sm'>{'Under penalties of perjury, I certify that the number shown on this form is my correct taxpayer identification number and that I am a U.S. person.' if us and p['nat'] == 'USA' else 'I certify that the information provided is accurate.'}</p>"
             f"<table><tr><td>Signature ______________________</td><td>Date {esc(k.form_date)}</td><td>Employee ________ Officer no. {rng.randint(1000, 9999)}</td></tr></table>")
    if attach:
        body += "<h2>Scanned identification</h2>" + print_id_doc(rng, r)
    body += footer(rng, ("Member FDIC. Equal Housing Lender." if us else "Member of CDIC / Membre de la SADC.") + f" &middot; {esc(', '.join(b[3]))}")
    t = kyc_truth(r, full, k.addr_truth)
    t["sex"] = truth_sex
    return page("Account application", body, size="9pt"), t


def kyc_call_report(rng, r: dict) -> tuple[str, dict]:
    k = KV(rng, r)
    b = bank(rng, r["bank_cc"])
    p = r["p"]
    us = r["us"]
    rm = make_person(rng, r["bank_cc"] if r["bank_cc"] in CULTURE else "SGP")
    he, his = {"M": ("he", "his"), "F": ("she", "her"), "X": ("they", "their")}[p["sex"]]
    He = he.capitalize()
    tstyle = pick(rng, ["dmy_long", "mdy_long", "ord", "dmy_abbr"]) if not us else pick(rng, ["mdy_long", "slash"])
    d = lambda x: fd(x, tstyle, us)
    dem = COUNTRIES[p["nat"]][1]
    if dem and rng.random() < .6:
        nat_phrase = f"{'an' if dem[0] in 'AEIOU' else 'a'} {dem} national"
    else:
        cn = cname(rng, p["nat"])
        the = "the " if re.match(r"(United|Republic|Kingdom|State|People|Sultanate|Philippines|Netherlands|UAE|UK|USA|U\.)", cn) else ""
        nat_phrase = f"a national of {the}{cn}"
    addr_txt = ", ".join(k.addr_lines)
    in_country = "" if any(cn.lower() in addr_txt.lower() for cn in COUNTRIES[r["res"]][0]) else f", {cname(rng, r['res'])}"
    addr_truth = addr_txt + in_country
    if r["idt"] == "passport":
        idp = f"{he} presented {his} {cname(rng, r['issuer'])} passport no. {r['number']}, which expires on {d(r['expiry'])}"
    else:
        idp = f"{he} presented {his} national identity card ({cname(rng, r['issuer'])}) no. {r['number']}, valid until {d(r['expiry'])}"
    if r["work"] == "employed":
        since = rng.randint(2008, 2024)
        work = f"{He} works as {'an' if r['occupation'][0] in 'AEIOU' else 'a'} {r['occupation']} with {r['employer']} (since {since})."
    elif r["work"] == "self":
        work = f"{He} describes {his} occupation as {r['occupation']}; {he} has no employer and runs {his} own business."
    else:
        work = f"{He} is retired and has no current employer (occupation recorded as \"{r['occupation']}\")."
    inc = (f"{his} declared monthly income is \x01, with no other regular income" if k.income_is_monthly
           else f"{his} declared annual income is \x01")
    sof_txt = {"employment": "employment income (salary)", "business": "business income", "investments": "investment income",
               "inheritance": "an inheritance", "pension": "pension", "other": f"other: {r['other_sof']}"}[r["sof"]]
    spouse = make_person(rng, p["nat"])
    pep_txt = (f"{He} disclosed that {he} is a politically exposed person ({pick(rng, ['member of a municipal council', 'senior official of a state-owned enterprise', 'deputy director in a ministry'])}); enhanced due diligence applies and senior management approval has been sought."
               if r["pep"] else f"{He} confirmed that {he} is not a politically exposed person, and name screening returned no relevant match.")
    tin_txt = (f"{his.capitalize()} tax identification number is {k.tin}." if k.tin else
               f"{He} did not provide a tax identification number.")
    meet = r["form_date"]
    paras = [
        f"Met the client at {pick(rng, ['our branch', 'the client office', 'the premier banking centre', 'a coffee meeting near the client residence'])} on {d(meet)} to complete onboarding for a {pick(rng, ['premier savings account', 'wealth management relationship', 'multi-currency current account', 'fixed deposit placement'])}. "
        f"The client, {k.full}, is {nat_phrase}, born on {d(p['dob'])}. Referred by {spouse['given']} {spouse['surname']}, an existing customer.",
        f"For identification {idp}. A copy was taken and verified against the original. "
        f"{He} resides at {addr_txt}{in_country}.",
        f"{work} {inc[0].upper() + inc[1:]}. The declared source of funds for this relationship is {sof_txt}. "
        f"Initial funding of \x02 is expected within {rng.randint(1, 4)} weeks.",
        f"{pep_txt} {tin_txt}",
        f"Next steps: {pick(rng, ['send welcome pack', 'schedule portfolio review', 'arrange debit card delivery'])}; review on {d(meet + dt.timedelta(days=rng.randint(30, 120)))}."]
    if rng.random() < .4:
        paras[1], paras[2] = paras[2], paras[1]
    snap = grid([("Client", esc(k.full)), ("Gender", esc(k.sex_word)), ("Segment", pick(rng, ["Premier", "Priority", "Private", "Mass affluent"])),
                 ("CIF", str(rng.randint(10 ** 8, 10 ** 9))), ("Relationship manager", esc(f"{rm['given']} {rm['surname']}")), ("Visit date", esc(d(meet)))], 3, "12%")
    body = bank_header(rng, b, "Client Call Report", f"Report no. CR-{rng.randint(100000, 999999)}<br>Printed {esc(d(meet + dt.timedelta(days=rng.randint(0, 5))))}<br>INTERNAL &ndash; CONFIDENTIAL")
    body += snap + "".join(f"<p style='text-align:justify'>{esc(x)}</p>".replace("\x01", k.income).replace("\x02", k.deposit) for x in paras)
    body += (f"<p>Prepared by: {esc(rm['given'])} {esc(rm['surname'])}, Relationship Manager &nbsp; | &nbsp; Reviewed by: ________ (Team Head)</p>")
    body += footer(rng, f"{esc(b[0])} &middot; {esc(', '.join(b[3]))} &middot; This report is for internal use only.")
    return page("Call report", body, font="Georgia, 'Times New Roman', serif", size="10pt"), kyc_truth(r, k.full, addr_truth)


def kyc_ekyc_export(rng, r: dict) -> tuple[str, dict]:
    k = KV(rng, r)
    b = bank(rng, r["bank_cc"])
    p = r["p"]
    a2 = rng.random() < .5
    cc = lambda code: (COUNTRIES[code][2] or code) if a2 else code
    dfmt = pick(rng, ["iso", "compact"])
    dd = lambda x: x.isoformat() if dfmt == "iso" else x.strftime("%Y%m%d")
    upper = rng.random() < .5
    nm = lambda s: s.upper() if upper else s
    sof_code = {"employment": "EMPLOYMENT_INCOME", "business": "BUSINESS_PROCEEDS", "investments": "INVESTMENT_INCOME",
                "inheritance": "INHERITANCE", "pension": "PENSION", "other": "OTHER"}[r["sof"]]
    addr_one = rng.random() < .5
    lines = k.addr_lines
    addr_truth = ", ".join(lines) if addr_one else " ".join(lines)
    income_key, income_val = ("income.monthly.gross", r["monthly"]) if k.income_is_monthly else ("income.annual.gross", r["annual"])
    ts = dt.datetime.combine(r["form_date"], dt.time(rng.randint(7, 22), rng.randint(0, 59), rng.randint(0, 59)))
    kv = [("session.id", f"{rng.getrandbits(64):016x}"), ("session.channel", pick(rng, ["MOBILE_APP", "WEB", "TABLET_BRANCH"])),
          ("session.started_at", ts.isoformat() + pick(rng, ["Z", "+08:00", "+04:00", "+05:30"])),
          ("customer.name.given", nm(p["given"])), ("customer.name.family", nm(p["surname"])),
          ("customer.birth_date", dd(p["dob"])), ("customer.sex", p["sex"]),
          ("customer.nationality", cc(p["nat"])),
          ("document.type", "PASSPORT" if r["idt"] == "passport" else "NATIONAL_ID"), ("document.number", r["number"]),
          ("document.issuing_country", cc(r["issuer"])), ("document.expiry_date", dd(r["expiry"])),
          ("document.mrz_check", pick(rng, ["PASS", "PASS", "NOT_AVAILABLE"]) if r["id_kind"] != "gulfid" else "NOT_AVAILABLE"),
          ("liveness.score", f"{rng.uniform(.9, .999):.3f}"), ("face_match.score", f"{rng.uniform(.85, .99):.3f}")]
    if addr_one:
        kv.append(("address.residential", ", ".join(lines)))
    else:
        kv += [(f"address.residential.line{i + 1}", x) for i, x in enumerate(lines)]
    kv += [("address.country_of_residence", cc(r["res"])), ("contact.mobile", k.phone), ("contact.email", k.email),
           ("employment.status", {"employed": "EMPLOYED", "self": "SELF_EMPLOYED", "retired": "RETIRED"}[r["work"]]),
           ("employment.occupation", r["occupation"]), ("employment.employer", r["employer"] if r["employer"] else "null"),
           (income_key, fa(income_val, "plain")), ("income.currency", r["ccy"]),
           ("funds.source", sof_code)]
    if r["sof"] == "other":
        kv.append(("funds.source_detail", r["other_sof"]))
    kv += [("screening.pep", "true" if r["pep"] else "false"), ("screening.sanctions", "NO_MATCH"),
           ("screening.adverse_media", pick(rng, ["NO_MATCH", "NO_MATCH", "FALSE_POSITIVE_CLEARED"])),
           ("tax.tin", r["tin"] if r["tin"] else "null"), ("tax.residence", cc(r["res"])),
           ("risk.score", str(rng.randint(5, 60))), ("risk.rating", pick(rng, ["LOW", "LOW", "MEDIUM"])),
           ("decision", pick(rng, ["AUTO_APPROVED", "APPROVED_BY_REVIEWER"])), ("decision.at", (ts + dt.timedelta(minutes=rng.randint(3, 400))).isoformat())]
    if r["id_kind"] == "passport" and rng.random() < .6:
        l1, l2 = td3(r["number"], r["issuer"], p["nat"], p["surname"], p["given"], p["dob"], p["sex"], r["expiry"])
        kv.insert(13, ("document.mrz.line1", l1))
        kv.insert(14, ("document.mrz.line2", l2))
    style = pick(rng, ["kv", "json"])
    if style == "kv":
        text = "\n".join(f"{a}={v}" for a, v in kv)
    else:
        obj: dict = {}
        for a, v in kv:
            obj[a] = None if v == "null" else (v == "true" if v in ("true", "false") else v)
        text = json.dumps(obj, indent=2, ensure_ascii=True)
    head = (f"<div style='font-family:Arial;font-size:11pt;font-weight:bold'>{esc(b[0])} &ndash; eKYC onboarding record export</div>"
            f"<div class='sm'>{esc(', '.join(b[3]))} &middot; exported {esc((ts + dt.timedelta(days=rng.randint(0, 20))).strftime('%Y-%m-%d %H:%M'))} by user {esc(pick(rng, ['ops.kyc', 'cdd_reviewer2', 'svc-onboard']))} &middot; case {rng.randint(10 ** 6, 10 ** 7)}</div><hr>")
    body = head + f"<pre class='mono' style='font-size:8.6pt;white-space:pre-wrap;line-height:1.22'>{esc(text)}</pre>"
    body += footer(rng, "System-generated record. No signature required. Values are as captured at onboarding; see case history for amendments.")
    t = kyc_truth(r, f"{nm(p['given'])} {nm(p['surname'])}", addr_truth)
    return page("eKYC export", body), t


KYC_LAYOUTS = {
    "sg_cdd_bilingual": (kyc_sg_cdd, ["SG"]),
    "hk_account_opening": (kyc_hk_opening, ["HK"]),
    "in_ckyc_form": (kyc_in_ckyc, ["IN"]),
    "gulf_cdd_form": (kyc_gulf_cdd, ["AE"]),
    "na_cip_form": (kyc_na_cip, ["US", "CA"]),
    "rm_call_report": (kyc_call_report, ["SG", "HK", "IN", "AE", "CA", "US"]),
    "ekyc_export": (kyc_ekyc_export, ["SG", "HK", "IN", "AE", "CA", "US"]),
}


def gen_kyc(rng, layout: str) -> tuple[str, dict]:
    fn, regions = KYC_LAYOUTS[layout]
    r = kyc_record(rng, pick(rng, regions))
    html, truth = fn(rng, r)
    if isinstance(truth["annual_income"], float) and truth["annual_income"].is_integer():
        truth["annual_income"] = int(truth["annual_income"])
    return html, truth


# ----------------------------------------------------------------------------- letters of credit

INDUSTRIAL = {
    "CHN": [("No. 88 Huanshan Road, Economic Development Zone", "Ningbo 315800", "Zhejiang"), ("Room 1502, 168 Tianhe Road", "Guangzhou 510620", "Guangdong"), ("Building 3, 55 Xinjinqiao Road", "Shanghai 201206", "")],
    "DEU": [("Industriestrasse 14", "70565 Stuttgart", ""), ("Hafenweg 22", "28217 Bremen", "")],
    "JPN": [("3-5-1 Kanda-Nishikicho, Chiyoda-ku", "Tokyo 101-0054", ""), ("1-12 Nakanoshima, Kita-ku", "Osaka 530-0005", "")],
    "KOR": [("45 Gongdan-ro, Seongsan-gu", "Changwon 51542", ""), ("12 Teheran-ro 87-gil, Gangnam-gu", "Seoul 06164", "")],
    "VNM": [("Lot B2, Song Than Industrial Park", "Di An, Binh Duong", ""), ("No. 18 Nguyen Van Linh", "District 7, Ho Chi Minh City", "")],
    "THA": [("700/45 Moo 6, Amata Nakorn Industrial Estate", "Chonburi 20000", ""), ("88 Rama 3 Road, Bang Khlo", "Bangkok 10120", "")],
    "MYS": [("Lot 5, Jalan Perusahaan 2, Prai Industrial Estate", "13600 Prai, Penang", ""), ("No. 7, Jalan Kempas 1", "81200 Johor Bahru", "")],
    "IND": [("Plot 42, MIDC Industrial Area, Bhosari", "Pune 411026", "Maharashtra"), ("SF No. 118, Avinashi Road", "Tiruppur 641603", "Tamil Nadu"), ("B-24, Focal Point Phase V", "Ludhiana 141010", "Punjab"), ("Survey No. 331, GIDC Estate", "Vapi 396195", "Gujarat")],
    "ARE": [("Warehouse 14, Jebel Ali Free Zone South", "P.O. Box 262144, Dubai", ""), ("Office 1204, Al Moosa Tower 2", "Sheikh Zayed Road, Dubai", ""), ("Plot ME-08, ICAD II, Mussafah", "Abu Dhabi", "")],
    "SAU": [("2nd Industrial City, Street 64", "Dammam 34326", ""), ("Al Sulay District, Building 7721", "Riyadh 14322", "")],
    "QAT": [("Street 24, New Industrial Area", "P.O. Box 22310, Doha", "")],
    "BHR": [("Building 2210, Road 1527, Hidd Industrial Area", "Hidd", "")],
    "OMN": [("Plot 34, Rusayl Industrial Estate", "P.O. Box 56, Muscat 124", "")],
    "KWT": [("Plot 120, Shuwaikh Industrial Area", "Kuwait City", "")],
    "SGP": [("21 Tuas Avenue 3", "Singapore 639415", ""), ("10 Anson Road, #22-05 International Plaza", "Singapore 079903", "")],
    "HKG": [("Unit 1203, 12/F, Kwai Cheong Centre", "50 Kwai Cheong Road, Kwai Chung, N.T.", ""), ("Room 808, Tower 2, Admiralty Centre", "18 Harcourt Road, Admiralty", "")],
    "USA": [("1800 Industrial Parkway", "Carson, CA 90746", ""), ("250 Harbor Drive, Suite 400", "Stamford, CT 06902", "")],
    "CAN": [("4400 Dixie Road, Unit 12", "Mississauga, ON L4W 1V7", "")],
    "ITA": [("Via dell'Industria 12", "36071 Arzignano (VI)", "")],
    "TUR": [("Organize Sanayi Bolgesi, 5. Cadde No. 9", "16140 Nilufer, Bursa", "")],
    "BRA": [("Rodovia Anhanguera, Km 104", "Sumare, SP 13180-480", "")],
    "IDN": [("Kawasan Industri Jababeka, Blok C No. 12", "Cikarang, Bekasi 17530", "")],
    "PAK": [("Plot 17, Sector 23, Korangi Industrial Area", "Karachi 74900", "")],
    "EGY": [("Industrial Zone 3, Plot 115", "10th of Ramadan City", "")],
    "GBR": [("Unit 4, Riverside Business Park", "Leeds LS10 1RW", "")],
    "AUS": [("18 Boundary Road", "Laverton North VIC 3026", "")],
}
EXPORTERS = ["CHN", "CHN", "DEU", "JPN", "KOR", "VNM", "THA", "MYS", "IND", "ITA", "TUR", "BRA", "IDN", "USA", "GBR", "AUS", "PAK", "EGY", "SGP", "ARE"]
PORTS = {"CHN": ["NINGBO, CHINA", "SHANGHAI PORT, CHINA", "QINGDAO, CHINA", "SHENZHEN (YANTIAN), CHINA"], "DEU": ["HAMBURG, GERMANY", "BREMERHAVEN, GERMANY"],
         "JPN": ["YOKOHAMA, JAPAN", "KOBE, JAPAN"], "KOR": ["BUSAN, KOREA"], "VNM": ["CAT LAI, HO CHI MINH CITY, VIETNAM", "HAIPHONG, VIETNAM"],
         "THA": ["LAEM CHABANG, THAILAND"], "MYS": ["PORT KLANG, MALAYSIA", "PENANG, MALAYSIA"], "IND": ["NHAVA SHEVA (JNPT), INDIA", "MUNDRA, INDIA", "CHENNAI, INDIA"],
         "ITA": ["GENOA, ITALY", "LA SPEZIA, ITALY"], "TUR": ["GEMLIK, TURKEY", "MERSIN, TURKEY"], "BRA": ["SANTOS, BRAZIL", "PARANAGUA, BRAZIL"],
         "IDN": ["TANJUNG PRIOK, JAKARTA", "SURABAYA, INDONESIA"], "USA": ["LOS ANGELES, USA", "HOUSTON, TX, USA", "SAVANNAH, GA, USA"], "GBR": ["FELIXSTOWE, UK"],
         "AUS": ["MELBOURNE, AUSTRALIA", "FREMANTLE, AUSTRALIA"], "PAK": ["KARACHI PORT, PAKISTAN"], "EGY": ["ALEXANDRIA, EGYPT"], "SGP": ["SINGAPORE"],
         "ARE": ["JEBEL ALI, DUBAI, UAE"], "HKG": ["HONG KONG"], "SAU": ["DAMMAM, SAUDI ARABIA", "JEDDAH ISLAMIC PORT, SAUDI ARABIA"],
         "QAT": ["HAMAD PORT, QATAR"], "BHR": ["KHALIFA BIN SALMAN PORT, BAHRAIN"], "OMN": ["SOHAR, OMAN", "PORT SULTAN QABOOS, MUSCAT"], "KWT": ["SHUWAIKH PORT, KUWAIT"],
         "CAN": ["VANCOUVER, CANADA", "MONTREAL, CANADA"]}
AIRPORTS = {"CHN": "SHANGHAI PUDONG AIRPORT, CHINA", "DEU": "FRANKFURT AIRPORT, GERMANY", "JPN": "NARITA AIRPORT, TOKYO", "KOR": "INCHEON AIRPORT, KOREA",
            "USA": "CHICAGO O'HARE AIRPORT, USA", "ITA": "MILAN MALPENSA AIRPORT, ITALY", "IND": "CHENNAI AIRPORT, INDIA", "ARE": "DUBAI INTERNATIONAL AIRPORT, UAE",
            "SGP": "SINGAPORE CHANGI AIRPORT", "HKG": "HONG KONG INTERNATIONAL AIRPORT"}
GOODS = [
    ("{q} METRIC TONS OF PRIME HOT ROLLED STEEL COILS, GRADE SS400, THICKNESS 2.0-6.0 MM", (500, 5000)),
    ("{q} PCS OF INDUSTRIAL CENTRIFUGAL PUMPS MODEL CP-{m} WITH STANDARD ACCESSORIES", (10, 400)),
    ("{q} MT OF REFINED SUGAR ICUMSA 45, PACKED IN 50 KG PP BAGS", (1000, 12000)),
    ("{q} CARTONS OF FROZEN BONELESS BEEF CUTS, HALAL CERTIFIED", (800, 6000)),
    ("{q} ROLLS OF 100 PCT COTTON DENIM FABRIC, WIDTH 58/60 INCHES", (500, 9000)),
    ("{q} UNITS OF SPLIT AIR CONDITIONERS, 18000 BTU, INVERTER TYPE", (200, 3000)),
    ("{q} MT OF POLYPROPYLENE HOMOPOLYMER GRANULES, INJECTION GRADE", (100, 2500)),
    ("{q} SETS OF CNC VERTICAL MACHINING CENTRES MODEL VMC-{m}", (2, 40)),
    ("{q} KGS OF BASMATI RICE 1121 STEAM, CROP 2025, IN 25 KG BAGS", (100000, 900000)),
    ("{q} PCS OF SOLAR PHOTOVOLTAIC MODULES 550 WP MONO PERC", (1000, 40000)),
    ("{q} MT OF UREA 46 PCT N, GRANULAR, IN BULK", (5000, 40000)),
    ("{q} CASES OF SPARE PARTS FOR EARTHMOVING EQUIPMENT AS PER PACKING LIST", (20, 600)),
    ("{q} BALES OF RAW COTTON, SHANKAR-6 VARIETY, CROP 2025-26", (500, 8000)),
    ("{q} PCS OF MEDICAL EXAMINATION GLOVES, NITRILE, POWDER FREE", (100000, 2000000)),
]
INCOTERMS = ["FOB", "CFR", "CIF", "CIP", "FCA", "DAP"]
DOCS = [
    "SIGNED COMMERCIAL INVOICE IN {n} ORIGINALS AND {c} COPIES INDICATING THE CREDIT NUMBER AND H.S. CODE",
    "FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {bank}, MARKED FREIGHT {fr} AND NOTIFY APPLICANT",
    "PACKING LIST IN {n} COPIES SHOWING GROSS AND NET WEIGHT OF EACH PACKAGE",
    "CERTIFICATE OF ORIGIN ISSUED OR CERTIFIED BY THE CHAMBER OF COMMERCE OF THE EXPORTING COUNTRY",
    "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE, ENDORSED IN BLANK, FOR 110 PCT OF THE INVOICE VALUE COVERING INSTITUTE CARGO CLAUSES (A)",
    "BENEFICIARY'S CERTIFICATE CONFIRMING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN {d} DAYS AFTER SHIPMENT",
    "INSPECTION CERTIFICATE ISSUED BY AN INDEPENDENT SURVEYOR AT THE PORT OF LOADING CERTIFYING QUALITY AND QUANTITY",
    "CERTIFICATE OF ANALYSIS ISSUED BY THE MANUFACTURER",
    "PHYTOSANITARY CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY OF THE COUNTRY OF ORIGIN",
    "FUMIGATION CERTIFICATE ISSUED BY A LICENSED FUMIGATION AGENCY",
    "SHIPMENT ADVICE SENT TO THE APPLICANT BY E-MAIL WITHIN {d} DAYS OF SHIPMENT SHOWING VESSEL NAME, B/L NUMBER AND ETA",
    "WEIGHT AND MEASUREMENT CERTIFICATE IN {n} ORIGINALS",
    "MILL TEST CERTIFICATE ISSUED BY THE MANUFACTURER AS PER EN 10204 TYPE 3.1",
    "CERTIFICATE OF HALAL ISSUED BY AN APPROVED ISLAMIC CENTRE",
]
STANDBY_DOCS = ["BENEFICIARY'S SIGNED STATEMENT STATING THAT THE APPLICANT HAS FAILED TO PAY THE AMOUNT DUE UNDER THE SUPPLY CONTRACT",
                "COPY OF THE UNPAID COMMERCIAL INVOICE(S)"]
CCY_BY_ISSUER = {"IND": ["USD", "USD", "EUR", "INR"], "ARE": ["USD", "AED", "EUR"], "SAU": ["USD", "SAR"], "QAT": ["USD", "QAR"],
                 "BHR": ["USD", "BHD"], "OMN": ["USD", "OMR"], "KWT": ["USD", "KWD"], "SGP": ["USD", "SGD", "EUR", "JPY"],
                 "HKG": ["USD", "HKD", "CNY", "EUR"], "USA": ["USD"], "CAN": ["USD", "CAD"]}


def wrap(text: str, width: int) -> list[str]:
    out, cur = [], ""
    for w in text.split():
        if cur and len(cur) + 1 + len(w) > width:
            out.append(cur)
            cur = w
        else:
            cur = (cur + " " + w) if cur else w
    if cur:
        out.append(cur)
    return out


def party(rng, code: str, upper: bool = True) -> tuple[str, list[str]]:
    name = company(rng, code)
    street, city, region = pick(rng, INDUSTRIAL[code])
    lines = [street, city] + ([region] if region else [])
    cn = COUNTRIES[code][0][0]
    if cn.lower() not in " ".join(lines).lower():
        lines.append(cn)
    if upper:
        name, lines = name.upper(), [x.upper() for x in lines]
    return name, lines


def swift_party(rng, code: str) -> tuple[str, list[str]]:
    for _ in range(30):
        name, lines = party(rng, code)
        if len(name) <= 35:
            break
    else:
        name = name[:35].rsplit(" ", 1)[0]
    out = []
    for x in lines:
        out += wrap(x, 35)
    return name, out


def lc_record(rng, issuer_cc: str, inland: bool = False, exp_cc: str | None = None) -> dict:
    ib = bank(rng, issuer_cc)
    exp_cc = exp_cc or (issuer_cc if inland else pick(rng, [c for c in EXPORTERS if c != issuer_cc]))
    ab = bank(rng, exp_cc) if exp_cc in BANKS else bank(rng, pick(rng, ["SGP", "HKG", "GBR", "DEU"]))
    if ab == ib:
        others = [x for x in BANKS.get(exp_cc, []) if x != ib] or [x for c in ("GBR", "DEU", "SGP") for x in BANKS[c] if x != ib]
        ab = pick(rng, others)
    app = swift_party(rng, issuer_cc)
    ben = swift_party(rng, exp_cc)
    issue = rand_date(rng, dt.date(2025, 1, 5), dt.date(2026, 10, 30))
    ship = issue + dt.timedelta(days=rng.randint(25, 150))
    pres = pick(rng, [21, 21, 21, 15, 14, 10, 30, None])
    expiry = ship + dt.timedelta(days=(pres or 21) + rng.randint(0, 10))
    u = rng.random()
    form = "IRREVOCABLE" if u < .72 else ("IRREVOCABLE TRANSFERABLE" if u < .93 else "IRREVOCABLE STANDBY")
    rules = "ISP LATEST VERSION" if form == "IRREVOCABLE STANDBY" and rng.random() < .7 else pick(rng, ["UCP LATEST VERSION"] * 8 + ["EUCP LATEST VERSION", "OTHR"])
    ccy = "INR" if inland else pick(rng, CCY_BY_ISSUER.get(issuer_cc, ["USD"]))
    if ccy == "INR":
        amount = rng.randint(200, 9000) * 1000 + pick(rng, [0, 0, 500, rng.randint(1, 999)])
    elif ccy in ("JPY",):
        amount = rng.randint(5, 300) * 100000
    elif ccy in ("BHD", "KWD", "OMR"):
        amount = rng.randint(10, 900) * 100 + pick(rng, [0, 0, 0.5, rng.randint(1, 99) / 100])
    else:
        amount = rng.randint(15, 4000) * 500 + pick(rng, [0, 0, 0, rng.randint(1, 99999) / 100])
    amount = round(amount, 2)
    tol = pick(rng, [None, None, (5, 5), (10, 10), (5, 0), (10, 5), (3, 3)])
    a_by = pick(rng, ["BY NEGOTIATION", "BY NEGOTIATION", "BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"])
    if form == "IRREVOCABLE STANDBY":
        a_by = pick(rng, ["BY PAYMENT", "BY NEGOTIATION"])
    w = rng.random()
    a_with = ("ANY BANK", None) if w < .45 and a_by == "BY NEGOTIATION" else ((ab[2], ab) if w < .75 else (ab[0].upper(), ab))
    if a_with[0] != "ANY BANK" and rng.random() < .25:
        a_with = (ib[2], ib) if rng.random() < .5 else (ib[0].upper(), ib)
    air = rng.random() < .12 and exp_cc in AIRPORTS and issuer_cc in AIRPORTS
    pol = AIRPORTS[exp_cc] if air else pick(rng, PORTS.get(exp_cc, ["ANY PORT"]))
    pod = AIRPORTS[issuer_cc] if air else pick(rng, PORTS.get(issuer_cc, ["ANY PORT"]))
    if rng.random() < .07:
        pol = None
    if rng.random() < .07:
        pod = None
    g, (lo, hi) = pick(rng, GOODS)
    q = rng.randint(lo, hi)
    inc = pick(rng, INCOTERMS)
    place = (pod or pol or "DESTINATION").split(",")[0] if inc in ("CIF", "CFR", "CIP", "DAP") else (pol or "ORIGIN").split(",")[0]
    pi = f"{pick(rng, ['PI', 'PROFORMA INVOICE NO.', 'SALES CONTRACT NO.', 'PO NO.'])} {rng.choice(['', 'SC-', 'PI-'])}{rng.randint(2025, 2026)}/{rng.randint(100, 9999)}"
    goods = g.format(q=fa(q, "en", 0), m=rng.randint(100, 990)) + f", {inc} {place} (INCOTERMS 2020), AS PER {pi} DATED {fd(issue - dt.timedelta(days=rng.randint(10, 60)), 'dmy_abbr')}"
    if form == "IRREVOCABLE STANDBY":
        goods = f"STANDBY LETTER OF CREDIT COVERING PAYMENT OBLIGATIONS OF THE APPLICANT FOR SUPPLY OF " + g.format(q=fa(q, "en", 0), m=rng.randint(100, 990)).split(" OF ", 1)[-1] + f" UNDER {pi}"
        docs = STANDBY_DOCS[:rng.randint(1, 2)]
    else:
        n = rng.randint(1, 8) if rng.random() < .9 else rng.randint(6, 8)
        idx = [0, 1, 2] + rng.sample(range(3, len(DOCS)), n)
        idx = idx[:n] if n >= 1 else idx
        docs = []
        for i in idx[:n]:
            dtext = DOCS[i]
            if i == 1 and air:
                dtext = "AIR WAYBILL CONSIGNED TO {bank}, MARKED FREIGHT {fr} AND NOTIFY APPLICANT"
            docs.append(dtext.format(n=rng.randint(2, 4), c=rng.randint(1, 3), d=rng.randint(3, 7), bank=ib[0].upper(),
                                     fr="PREPAID" if inc in ("CIF", "CFR", "CIP", "DAP") else "COLLECT"))
    return {"ib": ib, "ab": ab, "app": app, "ben": ben, "issuer_cc": issuer_cc, "exp_cc": exp_cc,
            "lc": lc_number(rng, ib, issue), "form": form, "rules": rules, "issue": issue, "expiry": expiry,
            "exp_place": expiry_place(rng, issuer_cc, exp_cc, ab), "ccy": ccy, "amount": amount, "tol": tol,
            "a_with": a_with[0], "a_with_bank": a_with[1], "a_by": a_by, "partial": pick(rng, ["ALLOWED", "NOT ALLOWED", "ALLOWED", "NOT ALLOWED", "CONDITIONAL", None]),
            "tranship": pick(rng, ["ALLOWED", "NOT ALLOWED", "ALLOWED", "CONDITIONAL", None]), "pol": pol, "pod": pod, "air": air,
            "ship": ship if rng.random() < .92 else None, "goods": goods, "docs": docs, "pres": pres,
            "conf": pick(rng, ["WITHOUT", "WITHOUT", "CONFIRM", "MAY ADD"]), "tenor": tenor_for(rng, a_by),
            "charges": pick(rng, ["ALL BANKING CHARGES OUTSIDE THE ISSUING BANK'S COUNTRY ARE FOR THE ACCOUNT OF THE BENEFICIARY",
                                  "ALL CHARGES ARE FOR THE ACCOUNT OF THE APPLICANT EXCEPT CONFIRMATION CHARGES",
                                  "ISSUING BANK CHARGES FOR APPLICANT, ALL OTHER CHARGES FOR BENEFICIARY"]),
            "app_date": issue - dt.timedelta(days=rng.randint(1, 9))}


def tenor_for(rng, a_by: str) -> str:
    if a_by in ("BY PAYMENT", "BY NEGOTIATION"):
        return pick(rng, ["AT SIGHT", "AT SIGHT", "SIGHT"])
    if a_by == "BY ACCEPTANCE":
        return f"{pick(rng, [30, 60, 90, 120])} DAYS AFTER BILL OF LADING DATE"
    if a_by == "BY DEF PAYMENT":
        return f"{pick(rng, [60, 90, 180])} DAYS FROM THE DATE OF SHIPMENT"
    return f"{pick(rng, [20, 30, 50])} PCT AT SIGHT AND BALANCE {pick(rng, [60, 90])} DAYS AFTER SHIPMENT DATE"


def lc_number(rng, ib, issue: dt.date) -> str:
    d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))
    return pick(rng, [f"{ib[1]}ILC{issue:%y}{d(5)}", f"{d(4)}ILC{issue:%y}{d(4)}", f"LC/{issue:%y}/IMP/{d(5)}",
                      f"{ib[1]}-DC-{issue.year}-{d(5)}", f"ILC{d(9)}", f"{d(3)}LC{d(7)}"])


def expiry_place(rng, issuer_cc, exp_cc, ab) -> str:
    city = {"CHN": ["SHANGHAI", "NINGBO", "GUANGZHOU"], "DEU": ["HAMBURG", "FRANKFURT"], "JPN": ["TOKYO", "OSAKA"], "KOR": ["SEOUL", "BUSAN"],
            "VNM": ["HO CHI MINH CITY"], "THA": ["BANGKOK"], "MYS": ["KUALA LUMPUR", "PENANG"], "IND": ["MUMBAI", "CHENNAI", "NEW DELHI"],
            "ITA": ["MILAN"], "TUR": ["ISTANBUL"], "BRA": ["SAO PAULO"], "IDN": ["JAKARTA"], "USA": ["NEW YORK", "LOS ANGELES"],
            "GBR": ["LONDON"], "AUS": ["MELBOURNE"], "PAK": ["KARACHI"], "EGY": ["CAIRO"], "SGP": ["SINGAPORE"], "ARE": ["DUBAI", "ABU DHABI"],
            "HKG": ["HONG KONG"], "SAU": ["RIYADH"], "QAT": ["DOHA"], "BHR": ["MANAMA"], "OMN": ["MUSCAT"], "KWT": ["KUWAIT"], "CAN": ["TORONTO"]}
    if rng.random() < .25:
        return pick(rng, city[issuer_cc])
    if rng.random() < .2:
        return COUNTRIES[exp_cc][0][0].upper()
    return pick(rng, city[exp_cc])


def lc_truth(L: dict, name_case_fn=lambda s: s) -> dict:
    return {"lc_number": L["lc"], "form_of_credit": L["form"], "date_of_issue": L["issue"].isoformat(),
            "applicable_rules": L["rules"], "expiry_date": L["expiry"].isoformat(), "expiry_place": L["exp_place"],
            "applicant": {"name": L["app"][0], "address": " ".join(L["app"][1])},
            "beneficiary": {"name": L["ben"][0], "address": " ".join(L["ben"][1])},
            "currency": L["ccy"], "amount": L["amount"],
            "tolerance_plus_percent": L["tol"][0] if L["tol"] else None,
            "tolerance_minus_percent": L["tol"][1] if L["tol"] else None,
            "available_with": L["a_with"], "available_by": L["a_by"], "partial_shipments": L["partial"],
            "transhipment": L["tranship"], "port_of_loading": L["pol"], "port_of_discharge": L["pod"],
            "latest_shipment_date": L["ship"].isoformat() if L["ship"] else None, "goods_description": L["goods"],
            "documents_required": list(L["docs"]), "presentation_period_days": L["pres"],
            "confirmation_instructions": L["conf"]}


def _tag_lines(L: dict, amount_txt: str | None = None, yymmdd=True) -> list[tuple[str, str, list[str]]]:
    """(tag, field name, lines) of the MT700 for this credit."""
    d = lambda x: x.strftime("%y%m%d")
    t = [("27", "Sequence of Total", ["1/1"]), ("40A", "Form of Documentary Credit", [L["form"]]),
         ("20", "Documentary Credit Number", [L["lc"]]), ("31C", "Date of Issue", [d(L["issue"])]),
         ("40E", "Applicable Rules", [L["rules"] + ("/URDG 758" if L["rules"] == "OTHR" else "")]),
         ("31D", "Date and Place of Expiry", [d(L["expiry"]) + L["exp_place"]]),
         ("51A", "Applicant Bank", [L["ib"][2]]),
         ("50", "Applicant", [L["app"][0]] + L["app"][1]),
         ("59", "Beneficiary", ([f"/{L['ben_acct']}"] if L.get("ben_acct") else []) + [L["ben"][0]] + L["ben"][1]),
         ("32B", "Currency Code, Amount", [L["ccy"] + (amount_txt or fa(L["amount"], "swift", 0 if L["ccy"] == "JPY" else 2))])]
    if L["tol"]:
        t.append(("39A", "Percentage Credit Amount Tolerance", [f"{L['tol'][0]:02d}/{L['tol'][1]:02d}"]))
    if L["a_with"] == "ANY BANK" or not re.fullmatch(r"[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?", L["a_with"]):
        t.append(("41D", "Available With ... By ...", [L["a_with"], L["a_by"]]))
    else:
        t.append(("41A", "Available With ... By ...", [L["a_with"], L["a_by"]]))
    if L["a_by"] in ("BY PAYMENT", "BY NEGOTIATION", "BY ACCEPTANCE"):
        t.append(("42C", "Drafts at ...", [L["tenor"]]))
        t.append(("42A", "Drawee", [L["ib"][2]]))
    elif L["a_by"] == "BY DEF PAYMENT":
        t.append(("42P", "Negotiation/Deferred Payment Details", wrap(L["tenor"], 35)))
    else:
        t.append(("42M", "Mixed Payment Details", wrap(L["tenor"], 35)))
    if L["partial"]:
        t.append(("43P", "Partial Shipments", [L["partial"]]))
    if L["tranship"]:
        t.append(("43T", "Transhipment", [L["tranship"]]))
    if L["pol"]:
        t.append(("44E", "Port of Loading/Airport of Departure", wrap(L["pol"], 65)))
    if L["pod"]:
        t.append(("44F", "Port of Discharge/Airport of Destination", wrap(L["pod"], 65)))
    if L["ship"]:
        t.append(("44C", "Latest Date of Shipment", [d(L["ship"])]))
    t.append(("45A", "Description of Goods and/or Services", wrap(L["goods"], 65)))
    docs = []
    for x in L["docs"]:
        docs += wrap("+" + x, 65)
    t.append(("46A", "Documents Required", docs))
    t.append(("47A", "Additional Conditions", wrap("+ALL DOCUMENTS MUST BEAR THE CREDIT NUMBER AND DATE.", 65) +
              wrap(f"+A DISCREPANCY FEE OF USD {L['disc_fee']} WILL BE DEDUCTED FROM THE PROCEEDS FOR EACH DISCREPANT PRESENTATION.", 65)))
    t.append(("71D", "Charges", wrap(L["charges"], 35)))
    if L["pres"] is not None:
        t.append(("48", "Period for Presentation in Days", [f"{L['pres']}/AFTER DATE OF SHIPMENT" if L.get("pres_narr") else str(L["pres"])]))
    t.append(("49", "Confirmation Instructions", [L["conf"]]))
    t.append(("78", "Instructions to the Paying/Accepting/Negotiating Bank",
              wrap("UPON RECEIPT OF DOCUMENTS IN STRICT CONFORMITY WITH THE CREDIT TERMS WE SHALL REMIT THE PROCEEDS AS PER YOUR INSTRUCTIONS.", 65)))
    return t


def _lc_prep(rng, L: dict) -> dict:
    L["ben_acct"] = "".join(str(rng.randint(0, 9)) for _ in range(rng.randint(10, 14))) if rng.random() < .3 else None
    L["pres_narr"] = rng.random() < .4
    L["disc_fee"] = pick(rng, [75, 80, 100, 125])
    return L


def lc_swift_incoming(rng) -> tuple[str, dict]:
    issuer = pick(rng, ["SGP", "HKG", "IND", "ARE", "SAU", "QAT", "USA", "CAN", "OMN", "KWT", "BHR"])
    L = _lc_prep(rng, lc_record(rng, issuer, exp_cc=pick(rng, ["CHN", "IND", "SGP", "ARE", "KOR", "VNM", "USA", "DEU", "THA", "MYS", "JPN"] )))
    if L["exp_cc"] == issuer:
        L = _lc_prep(rng, lc_record(rng, issuer))
    ib, ab = L["ib"], L["ab"]
    s8, r8 = (ib[2] + "XXX")[:8], (ab[2] + "XXX")[:8]
    sbr, rbr = (ib[2] + "XXX")[8:11], (ab[2] + "XXX")[8:11]
    now = dt.datetime.combine(L["issue"], dt.time(rng.randint(6, 18), rng.randint(0, 59)))
    sess, seq = f"{rng.randint(1000, 9999)}", f"{rng.randint(100000, 999999)}"
    b1 = f"{{1:F01{r8}A{rbr}{rng.randint(1000, 9999)}{rng.randint(100000, 999999)}}}"
    b2 = f"{{2:O700{now:%H%M}{now:%y%m%d}{s8}A{sbr}{sess}{seq}{now:%y%m%d}{(now + dt.timedelta(minutes=rng.randint(1, 50))):%H%M}N}}"
    b3 = f"{{3:{{108:{rng.getrandbits(40):010X}}}{{121:{rng.getrandbits(32):08x}-{rng.getrandbits(16):04x}-4{rng.getrandbits(12):03x}-{rng.getrandbits(16):04x}-{rng.getrandbits(48):012x}}}}}"
    tags = _tag_lines(L)
    expanded = rng.random() < .5
    out = []
    for tag, name, lines in tags:
        if expanded:
            out.append(f"<div style='margin-top:3px'><b>{tag}: {esc(name)}</b></div>")
            out.append("<div style='margin-left:28px'>" + "<br>".join(esc(x) for x in lines) + "</div>")
        else:
            out.append(esc(f":{tag}:{lines[0]}") + "".join("<br>" + esc(x) for x in lines[1:]))
    body_tags = ("".join(out) if expanded else "<br>".join(out))
    printed = now + dt.timedelta(hours=rng.randint(1, 30))
    hdr = (f"<table class='sm'><tr><td><b>{esc(ab[0])}</b> &ndash; Trade Services Operations</td><td class='r'>Printed: {printed:%d-%b-%Y %H:%M} &nbsp; User: {esc(pick(rng, ['TSO021', 'OPS.LC4', 'tfops07']))}</td></tr></table>"
           "<div style='border:1px solid #333;padding:4px;margin:4px 0'>"
           f"<b>INCOMING SWIFT MESSAGE</b> &nbsp; MT700 &ndash; Issue of a Documentary Credit<br>"
           f"Sender: {esc(ib[2])} &nbsp; {esc(ib[0].upper())}, {esc(ib[3][-1].upper())}<br>Receiver: {esc(ab[2])} &nbsp; {esc(ab[0].upper())}<br>"
           f"Our ref: ADV{rng.randint(10 ** 6, 10 ** 7)} &nbsp; Status: {pick(rng, ['AUTHENTICATED', 'AUTH OK / RMA OK'])} &nbsp; Priority: Normal</div>")
    body = hdr + f"<div class='mono' style='font-size:8.8pt;word-break:break-all'>{esc(b1 + b2 + b3)}{{4:</div>"
    body += f"<div class='mono' style='font-size:9pt;line-height:1.3'>{body_tags}</div>"
    body += f"<div class='mono' style='font-size:8.8pt'>-}}{{5:{{MAC:{rng.getrandbits(32):08X}}}{{CHK:{rng.getrandbits(48):012X}}}}}</div>"
    body += footer(rng, f"*** END OF MESSAGE *** &nbsp; &middot; {esc(', '.join(ab[3]))}")
    return page("MT700", body, font="'Courier New', Courier, monospace", size="9pt"), lc_truth(L)


def lc_date_style(rng, us: bool) -> str:
    return pick(rng, ["mdy_long", "mdy_abbr", "slash"]) if us else pick(rng, ["slash", "dmy_abbr", "dmy_long", "d_mon_y", "ord", "dash", "dot"])


ACRONYMS = {"UAE", "USA", "UK", "TX", "GA", "CA", "JNPT", "LLC", "FZE", "FZCO", "PJSC", "WLL", "PCT", "CIF", "CFR", "FOB", "CIP", "FCA",
            "DAP", "NO.", "PO", "PI", "SC", "MT", "PCS", "KGS", "CNC", "VMC", "SS400", "ICUMSA", "PP", "BTU", "WP", "PERC", "EN", "H.S.",
            "B/L", "ETA", "SGS", "AG", "GMBH", "PLC", "LTD", "N.T.", "HK", "SAR", "Q.P.S.C.", "P.J.S.C.", "B.S.C.", "S.A.O.G.", "K.S.C.",
            "W.L.L.", "L.L.C.", "S.A.O.C.", "K.S.C.C.", "(C)", "N", "ICAD", "ME-08", "II", "III", "SW", "NE", "ON", "QC", "BC", "AB", "VIC", "NSW", "WA"}


def tcase(s: str) -> str:
    """Title case that keeps acronyms and codes as printed."""
    out = []
    for w in s.split(" "):
        core = w.strip(",;:()")
        if core.upper() in ACRONYMS or any(ch.isdigit() for ch in core) or re.fullmatch(r"([A-Z]\.)+[A-Z]?", core):
            out.append(w)
        else:
            out.append(w.capitalize() if "-" not in w else "-".join(x.capitalize() for x in w.split("-")))
    return " ".join(out)


def scase(s: str) -> str:
    """Sentence case that keeps acronyms, codes and bank names' capitals."""
    words = s.split(" ")
    out = []
    for i, w in enumerate(words):
        core = w.strip(",;:()'")
        if core.upper() in ACRONYMS or any(ch.isdigit() for ch in core):
            out.append(w)
        else:
            out.append(w.capitalize() if i == 0 else w.lower())
    return " ".join(out)


def _docs_list(rng, docs: list[str], case: str) -> str:
    style = rng.randrange(5)
    items = [x if case == "upper" else scase(x) for x in docs]
    if style == 0:
        return "<ol style='margin:2px 0 2px 18px;padding-left:6px'>" + "".join(f"<li>{esc(x)}</li>" for x in items) + "</ol>"
    if style == 1:
        rom = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii"]
        return "".join(f"<div style='margin-left:26px;text-indent:-26px'>({rom[i]}) {esc(x)}</div>" for i, x in enumerate(items))
    if style == 2:
        return "".join(f"<div style='margin-left:20px;text-indent:-20px'>{chr(97 + i)}) {esc(x)}</div>" for i, x in enumerate(items))
    if style == 3:
        return "".join(f"<div style='margin-left:14px;text-indent:-14px'>+{esc(x)}</div>" for x in items)
    return "<ul style='margin:2px 0 2px 18px;padding-left:6px'>" + "".join(f"<li>{esc(x)}</li>" for x in items) + "</ul>"


def _case(s: str, case: str) -> str:
    return s if case == "upper" else s.title() if len(s) < 60 else s


def lc_in_advice(rng) -> tuple[str, dict]:
    inland = rng.random() < .5
    L = _lc_prep(rng, lc_record(rng, "IND", inland=inland))
    if inland:
        L["pol"] = L["pod"] = None
        L["air"] = False
        L["goods"] = re.sub(r", (FOB|CFR|CIF|CIP|FCA|DAP) [^(]*\(INCOTERMS 2020\)", ", DELIVERED AT APPLICANT'S WAREHOUSE", L["goods"])
        L["docs"] = [x.replace("FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING", "LORRY RECEIPT / GOODS CONSIGNMENT NOTE") for x in L["docs"]]
        L["docs"] = [x for x in L["docs"] if "VESSEL" not in x and "CHAMBER OF COMMERCE" not in x and "PORT OF LOADING" not in x]
    ib = L["ib"]
    ds = pick(rng, ["slash", "dash", "dot", "dmy_abbr", "d_mon_y"])
    d = lambda x: fd(x, ds)
    ccy = L["ccy"]
    amt = L["amount"]
    sym = pick(rng, ["Rs.", "INR", "Rs"]) if ccy == "INR" else ccy
    amt_txt = f"{sym} {fa(amt, 'lakh')}" if ccy == "INR" else f"{ccy} {fa(amt, 'en')}"
    rate = round(rng.uniform(82.5, 88.9), 2)
    inr_eq = amt * rate if ccy != "INR" else amt
    margin_pct = pick(rng, [10, 15, 20, 25])
    rs = lambda x: f"Rs. {fa(round(x, 2), 'lakh')}"
    case = "upper" if rng.random() < .6 else "sentence"
    rows = [("LC Number", f"<b>{esc(L['lc'])}</b>"), ("Form of credit", esc(L["form"].title())),
            ("Date of issue", esc(d(L["issue"]))), ("Applicable rules", esc(L["rules"])),
            ("Date and place of expiry", f"{esc(d(L['expiry']))} at {esc(L['exp_place'])}"),
            ("Applicant", "<br>".join(esc(x) for x in [L["app"][0]] + L["app"][1])),
            ("Beneficiary", "<br>".join(esc(x) for x in [L["ben"][0]] + L["ben"][1])),
            ("Currency and amount", f"<b>{esc(amt_txt)}</b><br><span class='sm'>({esc(amount_words(amt, ccy))})</span>")]
    if L["tol"]:
        rows.append(("Tolerance", f"+{L['tol'][0]}% / -{L['tol'][1]}%"))
    rows += [("Available with / by", f"{esc(L['a_with'])} &ndash; {esc(L['a_by'])}"), ("Drafts / tenor", esc(L["tenor"]))]
    if L["partial"]:
        rows.append(("Partial shipment" + ("" if not inland else " / dispatch"), L["partial"]))
    if L["tranship"]:
        rows.append(("Transhipment" if not inland else "Transhipment / trans-loading", L["tranship"]))
    if inland:
        rows.append(("Place of dispatch (44A)", esc(pick(rng, ["LUDHIANA", "TIRUPPUR", "VAPI", "PUNE", "SURAT"]) + ", INDIA")))
        rows.append(("Final destination (44B)", esc(pick(rng, ["CHENNAI", "BENGALURU", "KOLKATA", "NEW DELHI"]) + ", INDIA")))
    else:
        if L["pol"]:
            rows.append(("Port of loading" if not L["air"] else "Airport of departure", esc(L["pol"])))
        if L["pod"]:
            rows.append(("Port of discharge" if not L["air"] else "Airport of destination", esc(L["pod"])))
    if L["ship"]:
        rows.append(("Latest date of shipment" if not inland else "Latest date of dispatch", esc(d(L["ship"]))))
    rows += [("Description of goods", esc(L["goods"])), ("Documents required", _docs_list(rng, L["docs"], case) if L["docs"] else "&mdash;")]
    if L["pres"] is not None:
        rows.append(("Presentation period", f"Documents to be presented within {L['pres']} days after the date of shipment but within the validity of the credit"))
    rows += [("Confirmation", esc(L["conf"])), ("Charges", esc(L["charges"]))]
    ch = [("Margin held (" + str(margin_pct) + "%)", rs(inr_eq * margin_pct / 100)),
          ("LC opening commission", rs(round(inr_eq * .0015, 2))), ("SWIFT / courier charges", rs(pick(rng, [1500, 2000, 2500]))),
          ("GST @ 18%", rs(round((inr_eq * .0015 + 2000) * .18, 2)))]
    if ccy != "INR":
        ch.insert(0, (f"INR equivalent @ {rate} (indicative)", rs(round(inr_eq, 2))))
    body = bank_header(rng, ib, "Advice of Issuance of Letter of Credit" + (" (Inland)" if inland else " (Import)"),
                       f"Trade Finance Centre<br>Ref: TFC/{L['issue']:%Y}/{rng.randint(1000, 9999)}<br>Date: {esc(d(L['issue']))}", "#5b2a86")
    body += (f"<p>To,<br>{'<br>'.join(esc(x) for x in [L['app'][0]] + L['app'][1])}</p>"
             f"<p>Dear Sir/Madam,</p><p>Re: Your application dated {esc(d(L['app_date']))} for opening of "
             f"{'an inland' if inland else 'an import'} documentary credit</p>"
             f"<p>We advise that we have today issued the following letter of credit on your behalf and transmitted it through "
             f"{'SFMS' if inland else 'SWIFT'} to {esc(L['ab'][0])} as advising bank. Kindly check the particulars and revert within 2 working days in case of any discrepancy.</p>")
    body += "<table class='g'>" + "".join(f"<tr><td class='h' style='width:27%;font-weight:normal'>{a}</td><td>{b}</td></tr>" for a, b in rows) + "</table>"
    body += ("<h2>Charges debited to your account no. " + str(rng.randint(10 ** 11, 10 ** 12)) + "</h2><table class='g'>"
             + "".join(f"<tr><td>{esc(a)}</td><td class='r'>{esc(b)}</td></tr>" for a, b in ch) + "</table>")
    body += (f"<p>Yours faithfully,<br>for {esc(ib[0])}<br><br>Authorised Signatory &nbsp;&nbsp;&nbsp; Authorised Signatory</p>"
             "<p class='sm'>This is a computer generated advice. The credit is subject to the terms of your application and the general "
             "undertaking executed by you. Please quote the LC number in all correspondence.</p>")
    body += footer(rng, f"{esc(ib[0])} &middot; Registered office: {esc(', '.join(ib[3]))} &middot; GSTIN 27AAACB{rng.randint(1000, 9999)}Q1Z{rng.randint(1, 9)}")
    run = f"{esc(ib[0])} &middot; Trade Finance Centre &middot; LC {esc(L['lc'])}" if rng.random() < .5 else None
    return page("LC advice", body, size="9pt", running=run), lc_truth(L)


def lc_application(rng) -> tuple[str, dict]:
    issuer = pick(rng, ["SGP", "HKG", "IND", "ARE", "USA", "CAN", "QAT"])
    L = _lc_prep(rng, lc_record(rng, issuer))
    ib = L["ib"]
    us = issuer == "USA"
    ds = lc_date_style(rng, us)
    d = lambda x: fd(x, ds, us)
    bx = rng.randrange(4)
    cb = lambda on: box(on, bx)
    amt_style = "lakh" if L["ccy"] == "INR" else pick(rng, ["en", "en", "plain"])
    row = lambda a, b: f"<tr><td class='h' style='width:26%;font-weight:normal'>{a}</td><td>{b}</td></tr>"
    forms = " ".join(f"{cb(L['form'] == f)} {t}" for f, t in (("IRREVOCABLE", "Irrevocable"), ("IRREVOCABLE TRANSFERABLE", "Irrevocable transferable"), ("IRREVOCABLE STANDBY", "Irrevocable standby")))
    rules = " ".join(f"{cb(L['rules'] == r)} {t}" for r, t in (("UCP LATEST VERSION", "UCP latest version"), ("EUCP LATEST VERSION", "eUCP latest version"), ("ISP LATEST VERSION", "ISP latest version"), ("OTHR", "Other: URDG 758")))
    by = " ".join(f"{cb(L['a_by'] == b)} {t}" for b, t in (("BY PAYMENT", "Sight payment"), ("BY ACCEPTANCE", "Acceptance"), ("BY NEGOTIATION", "Negotiation"), ("BY DEF PAYMENT", "Deferred payment"), ("BY MIXED PYMT", "Mixed payment")))
    aw = f"{cb(L['a_with'] == 'ANY BANK')} Any bank &nbsp; {cb(L['a_with'] != 'ANY BANK')} Named bank: {esc(L['a_with']) if L['a_with'] != 'ANY BANK' else '____________'}"
    three = lambda v: " ".join(f"{cb(v == x)} {t}" for x, t in (("ALLOWED", "Allowed"), ("NOT ALLOWED", "Not allowed"), ("CONDITIONAL", "Conditional"))) if v else " ".join(f"{cb(False)} {t}" for t in ("Allowed", "Not allowed", "Conditional"))
    conf = " ".join(f"{cb(L['conf'] == c)} {t}" for c, t in (("CONFIRM", "Confirm"), ("MAY ADD", "May add"), ("WITHOUT", "Without")))
    tol = f"+ {L['tol'][0]} % / &minus; {L['tol'][1]} %" if L["tol"] else "____ % / ____ %"
    sym = pick(rng, CCY_SYMBOLS.get(L["ccy"], [L["ccy"]])) if L["ccy"] not in ("USD",) else "USD"
    if sym in ("Rs.", "&#8377;", "Rs"):
        sym = "INR"
    if sym in ("S$", "HK$", "US$", "C$"):
        sym = {"S$": "SGD", "HK$": "HKD", "US$": "USD", "C$": "CAD"}[sym]
    docs_tbl = ("<table class='g'><tr class='h'><td style='width:7%'>No.</td><td>Document description</td><td style='width:12%'>Required</td></tr>"
                + "".join(f"<tr><td class='c'>{i + 1}</td><td>{esc(x)}</td><td class='c'>{cb(True)}</td></tr>" for i, x in enumerate(L["docs"]))
                + "".join(f"<tr><td class='c'>{len(L['docs']) + j + 1}</td><td>&nbsp;</td><td class='c'>{cb(False)}</td></tr>" for j in range(rng.randint(0, 2)))
                + "</table>")
    acct = rng.randint(10 ** 9, 10 ** 10 - 1)
    sec1 = ("<table class='g'>" + row("Applicant (name and address)", "<br>".join(esc(x) for x in [L["app"][0]] + L["app"][1]))
            + row("Beneficiary (name and address)", "<br>".join(esc(x) for x in [L["ben"][0]] + L["ben"][1]))
            + row("Advising bank", esc(L["ab"][0]) + (f" (SWIFT {esc(L['ab'][2])})" if rng.random() < .6 else ""))
            + row("Form of credit", forms) + row("Applicable rules", rules)
            + row("Currency and amount", f"<b>{esc(sym)} {esc(fa(L['amount'], amt_style, 0 if L['ccy'] == 'JPY' else 2))}</b>")
            + row("Amount in words", esc(amount_words(L["amount"], L["ccy"]))) + row("Tolerance", tol)
            + row("Expiry date and place", f"{esc(d(L['expiry']))} &nbsp; Place: {esc(L['exp_place'])}") + "</table>")
    sec2 = ("<table class='g'>" + row("Available with", aw) + row("Available by", by) + row("Drafts at", esc(L["tenor"]))
            + row("Partial shipments", three(L["partial"])) + row("Transhipment", three(L["tranship"]))
            + row("Port of loading / airport of departure", esc(L["pol"]) if L["pol"] else "&nbsp;")
            + row("Port of discharge / airport of destination", esc(L["pod"]) if L["pod"] else "&nbsp;")
            + row("Latest shipment date", esc(d(L["ship"])) if L["ship"] else "&nbsp;")
            + row("Description of goods", esc(L["goods"])) + "</table>")
    sec3 = ("<table class='g'>" + row("Documents to be presented within", f"{L['pres']} days after shipment date" if L["pres"] is not None else "____ days")
            + row("Confirmation instructions", conf) + row("Charges", esc(L["charges"]))
            + row("Debit our account no.", str(acct)) + row("Margin / cash cover", f"{pick(rng, [10, 20, 100])}% from account above") + "</table>")
    body = bank_header(rng, ib, "Application for Issuance of Documentary Credit",
                       f"Application date: {esc(d(L['app_date']))}<br>Customer ID: {rng.randint(10 ** 6, 10 ** 7)}", pick(rng, ["#204060", "#603020", "#2d5d2d"]))
    body += (f"<p class='sm'>To: {esc(ib[0])}, Trade Services. We request you to issue by {cb(True)} SWIFT {cb(False)} mail an irrevocable documentary credit "
             "on the terms below. Mark [X] where applicable.</p>")
    body += "<div class='sec'>1. Parties, form and amount</div>" + sec1 + "<div class='sec'>2. Availability and shipment</div>" + sec2
    body += "<div class='sec'>3. Documents required</div>" + docs_tbl + "<div class='sec'>4. Other instructions</div>" + sec3
    body += ("<p class='sm'>We agree to be bound by the Bank's General Terms for Documentary Credits and the rules indicated above, and we authorise "
             "the Bank to debit our account for all charges, commissions and the margin. Insurance is covered by us where the terms of sale so require.</p>"
             f"<table><tr><td>Authorised signature(s) &amp; company stamp<br><br>______________________</td><td>Date: {esc(d(L['app_date']))}</td></tr></table>")
    body += ("<div style='border:2px solid #333;padding:4px;margin-top:8px'><b>FOR BANK USE ONLY</b>"
             + grid([("LC number", f"<b>{esc(L['lc'])}</b>"), ("Date of issue", esc(d(L["issue"]))),
                     ("Limit reference", f"LMT-{rng.randint(1000, 9999)}"), ("Checked / approved", f"{pick(rng, ['RK', 'JT', 'AM', 'SL'])} / {pick(rng, ['TP', 'HN', 'VW'])}")], 2) + "</div>")
    body += footer(rng, f"{esc(ib[0])} &middot; {esc(', '.join(ib[3]))} &middot; Form TF-{rng.randint(10, 99)} ({rng.randint(2019, 2025)})")
    run = f"{esc(ib[1])} Trade Services &middot; Documentary Credit Application &middot; Customer copy" if rng.random() < .6 else None
    return page("LC application", body, size="8.8pt", running=run), lc_truth(L)


def lc_gulf_letter(rng) -> tuple[str, dict]:
    issuer = pick(rng, ["ARE", "ARE", "SAU", "QAT", "BHR", "OMN", "KWT"])
    L = _lc_prep(rng, lc_record(rng, issuer))
    ib, ab = L["ib"], L["ab"]
    ds = pick(rng, ["ord", "dmy_long", "slash", "dmy_abbr"])
    d = lambda x: fd(x, ds)
    lower = rng.random() < .5
    nm = lambda s: tcase(s) if lower else s
    app_name, app_lines = nm(L["app"][0]), [nm(x) for x in L["app"][1]]
    ben_name, ben_lines = nm(L["ben"][0]), [nm(x) for x in L["ben"][1]]
    amt = fa(L["amount"], "en", 0 if L["ccy"] == "JPY" else 2)
    form_txt = {"IRREVOCABLE": "irrevocable documentary credit", "IRREVOCABLE TRANSFERABLE": "irrevocable transferable documentary credit",
                "IRREVOCABLE STANDBY": "irrevocable standby letter of credit"}[L["form"]]
    rules_txt = {"UCP LATEST VERSION": "the Uniform Customs and Practice for Documentary Credits, latest version (UCP LATEST VERSION)",
                 "EUCP LATEST VERSION": "the eUCP, latest version (EUCP LATEST VERSION), and the UCP latest version",
                 "ISP LATEST VERSION": "the International Standby Practices, latest version (ISP LATEST VERSION)",
                 "OTHR": "other rules (OTHR): the Uniform Rules for Demand Guarantees, URDG 758"}[L["rules"]]
    avail = ("any bank" if L["a_with"] == "ANY BANK" else esc(L["a_with"]))
    by_txt = {"BY PAYMENT": "by payment", "BY ACCEPTANCE": "by acceptance", "BY NEGOTIATION": "by negotiation",
              "BY DEF PAYMENT": "by deferred payment", "BY MIXED PYMT": "by mixed payment"}[L["a_by"]]
    ship_word = {"ALLOWED": "allowed", "NOT ALLOWED": "not allowed", "CONDITIONAL": "conditional"}
    clauses = []
    clauses.append(f"Amount: {esc(L['ccy'])} {amt} ({esc(amount_words(L['amount'], L['ccy']))})" + (f", with a tolerance of plus {L['tol'][0]} percent and minus {L['tol'][1]} percent" if L["tol"] else "") + ".")
    clauses.append(f"Expiry: {esc(d(L['expiry']))} in {esc(nm(L['exp_place']))}.")
    clauses.append(f"This credit is available with {avail} {by_txt}, drafts at {esc(re.sub(r'^at ', '', L['tenor'].lower()))}.")
    ship = []
    if L["partial"]:
        ship.append(f"partial shipments are {ship_word[L['partial']]}")
    if L["tranship"]:
        ship.append(f"transhipment is {ship_word[L['tranship']]}")
    if L["pol"]:
        ship.append(f"shipment from {esc(nm(L['pol']))}")
    if L["pod"]:
        ship.append(f"to {esc(nm(L['pod']))}")
    if L["ship"]:
        ship.append(f"not later than {esc(d(L['ship']))}")
    if ship:
        clauses.append("Shipment: " + "; ".join(ship) + ".")
    clauses.append(f"Goods: {esc(L['goods'])}")
    if L["pres"] is not None:
        clauses.append(f"Documents must be presented within {L['pres']} days after the date of shipment, but within the validity of this credit.")
    clauses.append({"CONFIRM": "The advising bank is requested to add its confirmation to this credit.",
                    "MAY ADD": "The advising bank may add its confirmation to this credit at the beneficiary's request and cost.",
                    "WITHOUT": "Please advise this credit to the beneficiary without adding your confirmation."}[L["conf"]] + " (Confirmation instructions: " + L["conf"] + ")")
    clauses.append(f"Charges: {esc(L['charges'].capitalize())}.")
    ol = "".join(f"<li style='margin-bottom:3px'>{c}</li>" for c in clauses)
    ref = f"{ib[1]}/TF/{L['issue']:%Y}/{rng.randint(1000, 9999)}"
    body = (f"<table><tr><td style='width:60%'><div style='font-size:16pt;font-weight:bold;color:#6b4e16'>{esc(ib[0])}</div>"
            f"<div class='sm'>{esc(' | '.join(ib[3]))}<br>SWIFT: {esc(ib[2])} &middot; Trade Finance Department</div></td>"
            f"<td class='r'>Our ref.: {esc(ref)}<br>Date: {esc(d(L['issue']))}</td></tr></table><hr>")
    body += (f"<p>To:<br>{'<br>'.join(esc(x) for x in [ben_name] + ben_lines)}</p>"
             f"<p>Through: {esc(ab[0])}, {esc(ab[3][-1])}</p>"
             f"<p><b>Subject: Our {esc(form_txt)} No. {esc(L['lc'])}</b></p><p>Dear Sirs,</p>"
             f"<p style='text-align:justify'>At the request of and for account of {'<br>' if rng.random() < .3 else ''}<b>{esc(app_name)}</b>, {esc(', '.join(app_lines))} (the &ldquo;Applicant&rdquo;), "
             f"we, {esc(ib[0])}, hereby issue in your favour our {esc(form_txt)} number <b>{esc(L['lc'])}</b> dated {esc(d(L['issue']))}, subject to {rules_txt}, on the following terms:</p>"
             f"<ol>{ol}</ol>")
    if L["docs"]:
        body += "<p>Documents required:</p>" + _docs_list(rng, L["docs"], "upper")
    else:
        body += "<p>Documents required: none other than the draft(s).</p>"
    body += ("<p style='text-align:justify'>We hereby engage with drawers and/or bona fide holders that drafts drawn and negotiated in conformity with the terms "
             "of this credit will be duly honoured on presentation. This letter is the operative credit instrument and no mail confirmation will follow. "
             "This credit is not subject to any amendment unless agreed by all parties.</p>")
    signer = make_person(rng, issuer)
    body += (f"<table style='margin-top:14px'><tr><td>For {esc(ib[0])}<br><br>_____________________<br>{esc(signer['given'] + ' ' + signer['surname'])}<br>Head of Trade Operations</td>"
             f"<td>_____________________<br>Authorised Signatory<br>Sig. No. {rng.randint(100, 999)}</td></tr></table>")
    body += footer(rng, f"{esc(ib[0])} &middot; Commercial Registration No. {rng.randint(10000, 99999)} &middot; Licensed and regulated by the Central Bank &middot; {esc(ib[3][-1])}")
    t = lc_truth(L)
    t["applicant"] = {"name": app_name, "address": ", ".join(app_lines)}
    t["beneficiary"] = {"name": ben_name, "address": " ".join(ben_lines)}
    t["expiry_place"] = nm(L["exp_place"])
    if L["pol"]:
        t["port_of_loading"] = nm(L["pol"])
    if L["pod"]:
        t["port_of_discharge"] = nm(L["pod"])
    return page("LC letter", body, font="Georgia, 'Times New Roman', serif", size="9.8pt"), t


def lc_portal(rng) -> tuple[str, dict]:
    issuer = pick(rng, ["SGP", "HKG", "ARE", "IND", "CAN"])
    L = _lc_prep(rng, lc_record(rng, issuer))
    ib = L["ib"]
    ds = pick(rng, ["iso", "d_mon_y", "dmy_abbr", "slash"])
    d = lambda x: fd(x, ds)
    amt_style = "lakh" if L["ccy"] == "INR" else pick(rng, ["en", "en", "swiss", "plain"])
    portal = pick(rng, ["TradeLink Online", "eTrade Connect", "Corporate Trade Portal", "iTrade Gateway"])
    user = make_person(rng, issuer if issuer in CULTURE else "SGP")
    status = pick(rng, ["ISSUED", "ISSUED - ADVISED", "OUTSTANDING"])
    split_addr = rng.random() < .5
    def party_cell(pt):
        if split_addr:
            return esc(pt[0]), "<br>".join(esc(x) for x in pt[1])
        return esc(pt[0]), esc(", ".join(pt[1]))
    an, aa = party_cell(L["app"])
    bn, ba = party_cell(L["ben"])
    rows = [("Transaction reference", f"TF{rng.randint(10 ** 9, 10 ** 10)}"), ("Credit number", f"<b>{esc(L['lc'])}</b>"), ("Status", status),
            ("Form of credit", esc(L["form"])), ("Applicable rules", esc(L["rules"])), ("Issue date", esc(d(L["issue"]))),
            ("Expiry date", esc(d(L["expiry"]))), ("Expiry place", esc(L["exp_place"])),
            ("Applicant name", an), ("Applicant address", aa), ("Beneficiary name", bn), ("Beneficiary address", ba),
            ("Currency", esc(L["ccy"])), ("Credit amount", esc(fa(L["amount"], amt_style, 0 if L["ccy"] == "JPY" else 2))),
            ("Outstanding amount", esc(fa(L["amount"], amt_style, 0 if L["ccy"] == "JPY" else 2))),
            ("Tolerance (+/-) %", f"{L['tol'][0]} / {L['tol'][1]}" if L["tol"] else "&mdash;"),
            ("Available with", esc(L["a_with"])), ("Available by", esc(L["a_by"])), ("Tenor", esc(L["tenor"])),
            ("Partial shipments", esc(L["partial"] or "&mdash;") if L["partial"] else "&mdash;"),
            ("Transhipment", esc(L["tranship"]) if L["tranship"] else "&mdash;"),
            ("Port of loading", esc(L["pol"]) if L["pol"] else "&mdash;"), ("Port of discharge", esc(L["pod"]) if L["pod"] else "&mdash;"),
            ("Latest shipment date", esc(d(L["ship"])) if L["ship"] else "&mdash;"),
            ("Presentation period (days)", str(L["pres"]) if L["pres"] is not None else "&mdash;"),
            ("Confirmation", esc(L["conf"])), ("Advising bank", esc(L["ab"][0]) + " / " + esc(L["ab"][2]))]
    half = (len(rows) + 1) // 2
    def tbl(rs):
        return "<table class='g'>" + "".join(f"<tr><td class='h' style='width:42%;font-weight:normal'>{a}</td><td>{b}</td></tr>" for a, b in rs) + "</table>"
    two = "<table><tr><td style='width:50%;padding:0 4px 0 0'>" + tbl(rows[:half]) + "</td><td style='padding:0 0 0 4px'>" + tbl(rows[half:]) + "</td></tr></table>"
    docs = ("<table class='g'><tr class='h'><td style='width:6%'>#</td><td>Document</td><td style='width:10%'>Orig.</td></tr>"
            + "".join(f"<tr><td>{i + 1}</td><td>{esc(x)}</td><td>{pick(rng, ['1', '2', '3', 'Full set'])}</td></tr>" for i, x in enumerate(L["docs"])) + "</table>")
    hist = "".join(f"<tr><td>{esc(d(L['app_date'] + dt.timedelta(days=k2)))}</td><td>{ev}</td><td>{esc(pick(rng, ['maker', 'checker', 'system']))}</td></tr>"
                   for k2, ev in ((0, "Application submitted"), (1, "Application approved"), ((L['issue'] - L['app_date']).days, "LC issued (MT700 sent)")))
    body = (f"<div style='background:#12355b;color:#fff;padding:6px 8px'><b>{esc(portal)}</b> &nbsp;|&nbsp; {esc(ib[0])} &nbsp;|&nbsp; Import LC &gt; Transaction summary"
            f"<span style='float:right'>Logged in: {esc(user['given'] + ' ' + user['surname'])}</span></div>"
            f"<div class='sm' style='margin:3px 0'>Bank: {esc(', '.join(ib[3]))} &nbsp;&middot;&nbsp; Printed {esc(d(L['issue'] + dt.timedelta(days=rng.randint(0, 20))))}</div>"
            "<h2>Letter of credit &ndash; summary</h2>" + two +
            "<h2>Goods description</h2><div style='border:1px solid #777;padding:4px'>" + esc(L["goods"]) + "</div>"
            "<h2>Documents required</h2>" + (docs if L["docs"] else "<p>No documents listed.</p>") +
            "<h2>Transaction history</h2><table class='g'><tr class='h'><td>Date</td><td>Event</td><td>By</td></tr>" + hist + "</table>"
            f"<h2>Charges</h2><p>Issuance commission: {esc(L['ccy'])} {esc(fa(max(50.0, round(L['amount'] * .00125, 2)), amt_style))} &nbsp; SWIFT: {esc(L['ccy'])} {esc(fa(pick(rng, [25.0, 35.0, 50.0]), amt_style))}</p>")
    body += footer(rng, "This summary is for information only; the MT700 as transmitted is the operative instrument. &copy; " + esc(ib[0]))
    t = lc_truth(L)
    if not split_addr:
        t["applicant"]["address"] = ", ".join(L["app"][1])
        t["beneficiary"]["address"] = ", ".join(L["ben"][1])
    return page("Portal summary", body, size="8.6pt"), t


def lc_advising_advice(rng) -> tuple[str, dict]:
    adv = pick(rng, ["SGP", "HKG", "USA", "CAN", "ARE", "IND", "MYS", "THA", "KOR"])
    issuer = pick(rng, [c for c in ["IND", "ARE", "SAU", "QAT", "SGP", "HKG", "USA", "CAN", "OMN"] if c != adv])
    L = _lc_prep(rng, lc_record(rng, issuer, exp_cc=adv))
    ab, ib = L["ab"], L["ib"]
    us = adv == "USA"
    ds = pick(rng, ["mdy_long", "mdy_abbr"]) if us else pick(rng, ["dmy_abbr", "dmy_long", "d_mon_y", "slash"])
    d = lambda x: fd(x, ds, us)
    conv = rng.random() < .5      # dates in the tag table converted, else as transmitted (YYMMDD)
    tags = _tag_lines(L)
    rows = []
    for tag, name, lines in tags:
        if tag in ("27", "78", "57D", "51A"):
            continue
        if conv and tag in ("31C", "44C"):
            lines = [d(L["issue"] if tag == "31C" else L["ship"])]
        if conv and tag == "31D":
            lines = [f"{d(L['expiry'])} {L['exp_place']}"]
        if conv and tag == "32B":
            lines = [f"{L['ccy']} {fa(L['amount'], 'en', 0 if L['ccy'] == 'JPY' else 2)}"]
        rows.append(f"<tr><td class='mono'>{tag}</td><td>{esc(name)}</td><td class='mono'>{'<br>'.join(esc(x) for x in lines)}</td></tr>")
    ben = [L["ben"][0]] + L["ben"][1]
    fee = fa(pick(rng, [75.0, 100.0, 150.0, 200.0]), "en")
    body = bank_header(rng, ab, "Advice of Documentary Credit", f"Our advice no.: {ab[1]}ADV{rng.randint(10 ** 5, 10 ** 6)}<br>Date: {esc(d(L['issue'] + dt.timedelta(days=rng.randint(1, 4))))}", "#134e5e")
    body += (f"<p>Beneficiary:<br><b>{'<br>'.join(esc(x) for x in ben)}</b></p>"
             f"<p>Issuing bank: {esc(ib[0])}, {esc(ib[3][-1])} (SWIFT {esc(ib[2])})</p>"
             "<p style='text-align:justify'>Without any engagement or responsibility on our part, we advise that we have received the following authenticated SWIFT MT700 "
             "from the issuing bank. " + ({"CONFIRM": "We have been requested to add our confirmation; our confirmation will follow under separate cover.",
                                          "MAY ADD": "The issuing bank authorises us to add our confirmation at your request; please contact us.",
                                          "WITHOUT": "This advice does not constitute a confirmation of the credit by us."}[L["conf"]]) + "</p>")
    body += "<table class='g'><tr class='h'><td style='width:7%'>Tag</td><td style='width:26%'>Field</td><td>Content</td></tr>" + "".join(rows) + "</table>"
    body += (f"<p>Our advising commission of USD {fee} is for your account and will be deducted from the proceeds if unpaid. "
             "Please check the terms carefully; if they are not acceptable please contact the applicant for an amendment.</p>"
             f"<p>Yours faithfully,<br>{esc(ab[0])}<br>Trade Services &ndash; Documentary Credits</p>")
    body += footer(rng, f"{esc(ab[0])} &middot; {esc(', '.join(ab[3]))}")
    run = f"{esc(ab[0])} &middot; Documentary Credits &middot; Advice" if rng.random() < .5 else None
    return page("Advice", body, size="8.8pt", running=run), lc_truth(L)


LC_LAYOUTS = {
    "swift_mt700_incoming": lc_swift_incoming,
    "in_lc_issuance_advice": lc_in_advice,
    "lc_application_form": lc_application,
    "gulf_issuance_letter": lc_gulf_letter,
    "trade_portal_summary": lc_portal,
    "advising_bank_advice": lc_advising_advice,
}


def gen_lc(rng, layout: str) -> tuple[str, dict]:
    html, t = LC_LAYOUTS[layout](rng)
    if isinstance(t["amount"], float) and t["amount"].is_integer():
        t["amount"] = int(t["amount"])
    return html, t


# ----------------------------------------------------------------------------- loan applications

LOAN_NATS = {"USA": ["USA", "USA", "USA", "IND", "CHN", "MEX", "KOR", "PHL"], "CAN": ["CAN", "CAN", "CAN", "IND", "CHN", "PHL", "FRA", "GBR"],
             "SGP": ["SGP", "SGP", "SGP", "MYS", "IND", "CHN"], "IND": ["IND"], "ARE": ["ARE", "IND", "GBR", "PAK", "EGY", "LBN", "PHL"]}
LOAN_PARAMS = {  # value range, rate range, term years
    "USA": ((250000, 1800000), (5.25, 7.75), [15, 20, 30, 30, 30]), "CAN": ((400000, 2200000), (3.89, 6.49), [25, 25, 30]),
    "SGP": ((500000, 3200000), (2.45, 4.25), [20, 25, 30, 30]), "IND": ((2500000, 45000000), (8.25, 9.95), [10, 15, 20, 25, 30]),
    "ARE": ((800000, 6500000), (3.99, 6.75), [15, 20, 25])}
INCOME_M = {"USA": (4500, 38000), "CAN": (4200, 30000), "SGP": (4500, 40000), "IND": (60000, 900000), "ARE": (18000, 140000)}


def loan_record(rng, cc: str) -> dict:
    nat = pick(rng, LOAN_NATS[cc])
    b = make_person(rng, nat, 1960, 1999)
    ms = pick(rng, ["married"] * 11 + ["unmarried"] * 7 + ["separated"] * 2)
    n = pick(rng, [0, 0, 0, 1, 1, 1, 1, 2, 2, 3])
    cos = []
    for i in range(n):
        c = make_person(rng, pick(rng, LOAN_NATS[cc]) if i or ms != "married" else nat, 1958, 2004)
        if i == 0 and ms == "married" and nat not in ("CHN", "SGP", "MYS", "ARE", "KOR") and rng.random() < .7:
            c["surname"] = b["surname"]
        cos.append(c)
    app_date = rand_date(rng, dt.date(2025, 1, 6), dt.date(2026, 11, 20))
    start = rand_date(rng, dt.date(1998, 1, 1), app_date - dt.timedelta(days=120))
    lo, hi = INCOME_M[cc]
    step = 1000 if cc == "IND" else 50
    base = rng.randint(lo // step, hi // step) * step
    if rng.random() < .3:
        base += pick(rng, [0.5, 33.33, 16.67, 41.67, 8.33]) if cc != "IND" else 0
    ot = rng.randint(0, base // 8 // step) * step if rng.random() < .4 else 0
    bonus = rng.randint(0, base // 6 // step) * step if rng.random() < .35 else 0
    comm = rng.randint(0, base // 5 // step) * step if rng.random() < .15 else 0
    (vlo, vhi), (rlo, rhi), terms = LOAN_PARAMS[cc]
    vstep = 100000 if cc == "IND" else 1000
    value = rng.randint(vlo // vstep, vhi // vstep) * vstep
    if rng.random() < .3 and cc != "IND":
        value += rng.randint(1, 99) * 100
    purpose = pick(rng, ["purchase"] * 6 + ["refinance"] * 3 + ["construction", "other"])
    ltv = rng.uniform(.45, .9 if cc in ("USA", "CAN") else .8)
    lstep = 100000 if cc == "IND" else 500
    loan = max(lstep, int(value * ltv) // lstep * lstep)
    rate = round(rng.uniform(rlo, rhi) * 8) / 8 if cc == "USA" else round(rng.uniform(rlo, rhi), 2)
    years = pick(rng, terms)
    months = years * 12 if rng.random() < .85 else years * 12 - pick(rng, [6, 12, 24, 36])
    email = email_of(rng, b) if rng.random() < .85 else None
    phone = phone_number(rng, cc) if rng.random() < .85 else None
    addr_cc = cc
    return {"cc": cc, "ccy": CURRENCY_OF[cc], "b": b, "ms": ms, "cos": cos, "app_date": app_date, "start": start,
            "employer": pick(rng, EMPLOYERS.get(cc, []) + [company(rng, cc)]), "position": pick(rng, OCCUPATIONS),
            "base": base, "ot": ot, "bonus": bonus, "comm": comm, "total": round(base + ot + bonus + comm, 2),
            "value": value, "loan": loan, "purpose": purpose, "rate": rate, "months": months, "years": years,
            "email": email, "phone": phone, "prop": address_lines(rng, addr_cc, with_country=rng.random() < .4),
            "home": address_lines(rng, addr_cc, with_country=False), "us": cc == "USA",
            "appno": loan_appno(rng, cc, app_date), "lender": bank(rng, cc)}


def loan_appno(rng, cc: str, d: dt.date) -> str:
    dg = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))
    return pick(rng, {"USA": [dg(10), f"{d:%y}{dg(8)}", f"LN-{dg(7)}"], "CAN": [f"{dg(8)}", f"MTG-{d.year}-{dg(6)}"],
                      "SGP": [f"HL{d:%y}{dg(7)}", f"SG-HL-{dg(8)}"], "IND": [f"HL/{d.year}/{dg(6)}", f"{pick(rng, ['MUM', 'CHN', 'BLR', 'DEL'])}HL{dg(8)}"],
                      "ARE": [f"MTG{dg(9)}", f"HF-{d.year}-{dg(5)}"]}[cc])


def loan_truth(R: dict, full: str, co_names: list[str], prop_addr: str, email=None, phone=None) -> dict:
    return {"application_number": R["appno"],
            "borrower": {"full_name": full, "date_of_birth": R["b"]["dob"].isoformat(), "marital_status": R["ms"],
                         "email": email, "phone": phone},
            "co_borrowers": [{"full_name": n, "date_of_birth": c["dob"].isoformat()} for n, c in zip(co_names, R["cos"])],
            "employer_name": R["employer"], "employment_start_date": R["start"].isoformat(),
            "monthly_income": R["total"], "income_currency": R["ccy"], "loan_amount": R["loan"], "loan_currency": R["ccy"],
            "loan_purpose": R["purpose"], "loan_term_months": R["months"], "interest_rate_percent": R["rate"],
            "property_address": prop_addr, "property_value": R["value"]}


def pname(rng, p: dict, cm: int) -> str:
    return f"{name_case(rng, p['given'], cm)} {name_case(rng, p['surname'], cm)}"


def term_text(R: dict) -> str:
    m = R["months"]
    return f"{m // 12} years" if m % 12 == 0 else f"{m} months"


def loan_us_urla(rng) -> tuple[str, dict]:
    R = loan_record(rng, "USA")
    lb = R["lender"]
    cm = rng.randrange(4)
    ds = pick(rng, ["slash", "slash", "slash", "mdy_abbr"])
    d = lambda x: fd(x, ds, True)
    bx = rng.randrange(4)
    cb = lambda on: box(on, bx)
    usd = lambda x: "$" + fa(x, "en", 2)
    people = [R["b"]] + R["cos"]
    names = []
    for p in people:
        parts = p["given"].split()
        names.append((name_case(rng, parts[0], cm), name_case(rng, " ".join(parts[1:]), cm), name_case(rng, p["surname"], cm)))
    full = lambda t: " ".join(x for x in t if x)
    heads = ["Borrower"] + [f"Co-Borrower {i}" if len(R["cos"]) > 1 else "Co-Borrower" for i in range(1, len(R["cos"]) + 1)]
    col = lambda vals: "".join(f"<td>{v}</td>" for v in vals)
    mss = []
    for i, p in enumerate(people):
        m = R["ms"] if i == 0 else pick(rng, ["married", "unmarried"])
        mss.append("<br>".join(f"{cb(m == k2)} {t}" for k2, t in (("married", "Married"), ("separated", "Separated"), ("unmarried", "Unmarried"))))
    phones = [esc(R["phone"]) if R["phone"] else "&nbsp;"] + [esc(phone_number(rng, "USA")) if rng.random() < .5 else "&nbsp;" for _ in R["cos"]]
    emails = [esc(R["email"]) if R["email"] else "&nbsp;"] + [esc(email_of(rng, c)) if rng.random() < .5 else "&nbsp;" for c in R["cos"]]
    sec1a = ("<table class='g'><tr class='h'><td style='width:20%'></td>" + "".join(f"<td>{h}</td>" for h in heads) + "</tr>"
             + "<tr><td>First name</td>" + col(esc(n[0]) for n in names) + "</tr>"
             + "<tr><td>Middle name</td>" + col(esc(n[1]) or "&nbsp;" for n in names) + "</tr>"
             + "<tr><td>Last name</td>" + col(esc(n[2]) for n in names) + "</tr>"
             + "<tr><td>Social Security Number</td>" + col(f"XXX-XX-{rng.randint(1000, 9999)}" for _ in people) + "</tr>"
             + "<tr><td>Date of Birth" + (" (mm/dd/yyyy)" if ds == "slash" else "") + "</td>" + col(esc(d(p["dob"])) for p in people) + "</tr>"
             + "<tr><td>Marital Status</td>" + col(mss) + "</tr>"
             + "<tr><td>Cell Phone</td>" + col(phones) + "</tr>"
             + "<tr><td>Home Phone</td>" + col("&nbsp;" for _ in people) + "</tr>"
             + "<tr><td>Email</td>" + col(emails) + "</tr></table>")
    home = ", ".join(R["home"])
    inc_rows = [("Base", R["base"]), ("Overtime", R["ot"]), ("Bonus", R["bonus"]), ("Commission", R["comm"]), ("Military Entitlements", 0), ("Other", 0)]
    inc = ("<table class='g' style='width:60%'><tr class='h'><td>Gross Monthly Income</td><td class='r'>Amount</td></tr>"
           + "".join(f"<tr><td>{a}</td><td class='r'>{usd(v) if v else '$0.00' if rng.random() < .5 else '&nbsp;'}</td></tr>" for a, v in inc_rows)
           + f"<tr><td><b>TOTAL</b></td><td class='r'><b>{usd(R['total'])}</b></td></tr></table>")
    prev = make_person(rng, "USA")
    prev_emp = company(rng, "USA")
    pstart = R["start"] - dt.timedelta(days=rng.randint(700, 3000))
    sec1b = grid([("Employer or Business Name", esc(R["employer"])), ("Phone", esc(phone_number(rng, "USA"))),
                  ("Address", esc(", ".join(address_lines(rng, "USA", False)))), ("Position or Title", esc(R["position"])),
                  ("Start Date", esc(d(R["start"]))), ("How long in this line of work?", f"{max(1, (R['app_date'] - R['start']).days // 365 + rng.randint(0, 6))} Years")], 2, "16%") + inc
    sec1c = grid([("Previous Employer", esc(prev_emp)), ("Position", esc(pick(rng, OCCUPATIONS))), ("Start Date", esc(d(pstart))),
                  ("End Date", esc(d(R["start"] - dt.timedelta(days=rng.randint(1, 60))))), ("Previous Gross Monthly Income", usd(round(R["base"] * rng.uniform(.6, .95), 2))), ("", "")], 2, "16%")
    prop = R["prop"]
    prop_addr = ", ".join(prop)
    purposes = " &nbsp; ".join(f"{cb(R['purpose'] == k2)} {t}" for k2, t in (("purchase", "Purchase"), ("refinance", "Refinance"), ("construction", "Construction"), ("other", "Other (specify): " + ("Home improvement" if R["purpose"] == "other" else "______"))))
    sales = R["value"] if rng.random() < .6 else R["value"] - rng.randint(1, 40) * 1000
    sec4 = grid([("Loan Amount", usd(R["loan"])), ("Loan Purpose", purposes),
                 ("Property Address (Street, Unit, City, State, ZIP)", esc(prop_addr)), ("Number of Units", "1"),
                 ("Property Value", usd(R["value"])), ("Occupancy", f"{cb(True)} Primary Residence {cb(False)} Second Home {cb(False)} Investment Property")], 1, "30%")
    l4 = grid([("Note Rate", f"{R['rate']:.3f} %"), ("Loan Term", f"{R['months']} (months)"), ("Mortgage Type", pick(rng, ["Conventional", "FHA", "VA"])),
               ("Amortization Type", f"{cb(True)} Fixed Rate {cb(False)} Adjustable Rate")] + ([("Sales Contract Price", usd(sales))] if R["purpose"] == "purchase" else []), 2, "18%")
    assets = ("<table class='g'><tr class='h'><td>Account Type</td><td>Financial Institution</td><td>Account Number</td><td class='r'>Cash or Market Value</td></tr>"
              + "".join(f"<tr><td>{t}</td><td>{esc(bank(rng, 'USA')[0])}</td><td>XXXX{rng.randint(1000, 9999)}</td><td class='r'>{usd(rng.randint(2000, 250000))}</td></tr>" for t in rng.sample(["Checking", "Savings", "Retirement (401k)", "Brokerage", "Money Market"], rng.randint(1, 3)))
              + "</table>")
    lo = make_person(rng, "USA")
    body = (f"<table><tr><td><div style='font-size:13pt;font-weight:bold'>Uniform Residential Loan Application</div>"
            f"<div class='sm'>Verify and complete the information on this application. If you are applying for this loan with others, each additional Borrower must provide information as directed by your Lender.</div></td>"
            f"<td class='r sm' style='width:35%'>To be completed by the <b>Lender</b>:<br>Lender Loan No./Application No.: <b>{esc(R['appno'])}</b><br>Agency Case No.: ________</td></tr></table>")
    body += f"<div class='sec'>Section 1: Borrower Information.</div><div><b>1a. Personal Information</b></div>{sec1a}"
    body += f"<div class='sm'>Current Address (Borrower): {esc(home)} &nbsp; How long at current address? {rng.randint(1, 15)} Years &nbsp; Housing {cb(rng.random() < .5)} Own {cb(False)} Rent</div>"
    body += f"<div><b>1b. Current Employment/Self-Employment and Income (Borrower)</b></div>{sec1b}"
    body += f"<div><b>1c. Previous Employment/Self-Employment and Income (Borrower)</b></div>{sec1c}"
    body += f"<div class='sec'>Section 2: Financial Information &mdash; Assets and Liabilities.</div>{assets}"
    body += f"<div class='sec'>Section 4: Loan and Property Information.</div>{sec4}"
    body += f"<div class='sec'>L4. Qualifying the Borrower &mdash; Loan Terms (Lender)</div>{l4}"
    body += (f"<div class='sec'>Section 8: Demographic Information &amp; Section 9: Loan Originator Information</div>"
             + grid([("Loan Originator Organization", esc(lb[0])), ("Organization NMLSR ID#", str(rng.randint(100000, 999999))),
                     ("Loan Originator Name", esc(f"{lo['given']} {lo['surname']}")), ("Loan Originator NMLSR ID#", str(rng.randint(1000000, 2999999))),
                     ("Address", esc(", ".join(lb[3]))), ("Date", esc(d(R["app_date"])))], 2, "18%"))
    body += (f"<p class='sm'>Borrower Signature ____________________ Date {esc(d(R['app_date']))} &nbsp;&nbsp; "
             + ("Co-Borrower Signature ____________________ Date " + esc(d(R["app_date"])) if R["cos"] else "") + "</p>")
    body += footer(rng, f"Uniform Residential Loan Application &middot; Freddie Mac Form 65 &bull; Fannie Mae Form 1003 &middot; {esc(lb[0])} &middot; Equal Housing Lender")
    t = loan_truth(R, full(names[0]), [full(n) for n in names[1:]], prop_addr, R["email"], R["phone"])
    run = f"Uniform Residential Loan Application &middot; Lender Loan No. {esc(R['appno'])}" if rng.random() < .6 else None
    return page("URLA", body, size="8.4pt", running=run), t


def loan_ca_email(rng) -> tuple[str, dict]:
    R = loan_record(rng, "CAN")
    lb = R["lender"]
    cm = rng.randrange(4)
    ds = pick(rng, ["iso", "mdy_long", "dmy_long", "dmy_abbr", "mdy_abbr"])
    d = lambda x: fd(x, ds)
    frca = rng.random() < .25
    cad = (lambda x: f"{fa(x, 'frca', 2)} $") if frca else (lambda x: "$" + fa(x, "en", 2 if x != int(x) or rng.random() < .4 else 0))
    broker = make_person(rng, "CAN")
    firm, fdom = pick(rng, [("True North Mortgage Group", "truenorthmortgage.ca"), ("MapleKey Brokers Inc.", "maplekeybrokers.ca"), ("Lakeshore Lending Ltd.", "lakeshorelending.ca")])
    underwriter = make_person(rng, "CAN")
    bname = pname(rng, R["b"], cm)
    cos = [pname(rng, c, cm) for c in R["cos"]]
    term_years = pick(rng, [3, 5, 5, 5])
    amort = R["years"]
    R["months"] = term_years * 12          # the mortgage term (the amortization is stated apart)
    ms_word = {"married": pick(rng, ["Married", "married"]), "unmarried": pick(rng, ["Single", "Unmarried"]), "separated": "Separated"}[R["ms"]]
    purpose_word = {"purchase": "Purchase", "refinance": "Refinance (switch/transfer with ETO)", "construction": "Construction (draw mortgage)", "other": "Other: equity take-out for renovations"}[R["purpose"]]
    sent = dt.datetime.combine(R["app_date"], dt.time(rng.randint(8, 19), rng.randint(0, 59)))
    inc_parts = [f"base {cad(R['base'])}"] + ([f"overtime {cad(R['ot'])}"] if R["ot"] else []) + ([f"bonus {cad(R['bonus'])}"] if R["bonus"] else []) + ([f"commission {cad(R['comm'])}"] if R["comm"] else [])
    prop = ", ".join(R["prop"])
    bullets = [f"Application #: {R['appno']}",
               f"Main applicant: {bname}, DOB {d(R['b']['dob'])}, {ms_word}",
               f"Phone: {R['phone']}" if R["phone"] else "Phone: n/a (use e-mail)",
               f"E-mail: {R['email']}" if R["email"] else None]
    bullets = [x for x in bullets if x]
    if cos:
        bullets.append("Co-applicant(s): " + "; ".join(f"{n} (DOB {d(c['dob'])})" for n, c in zip(cos, R["cos"])))
    else:
        bullets.append("Co-applicant(s): none, sole applicant")
    bullets += [f"Employer: {R['employer']}, {R['position']}, start date {d(R['start'])} (permanent, full-time, past probation)",
                f"Gross monthly income: {cad(R['total'])} (" + " + ".join(inc_parts) + ")",
                f"Property: {prop}",
                f"Property value: {cad(R['value'])}",
                f"Purpose: {purpose_word}",
                f"Mortgage amount requested: {cad(R['loan'])} (LTV {100 * R['loan'] / R['value']:.1f}%)",
                f"Product: {term_years}-year fixed, rate {R['rate']:.2f}%, term {term_years} years ({term_years * 12} months), amortization {amort} years",
                f"Closing date: {d(R['app_date'] + dt.timedelta(days=rng.randint(30, 90)))}"]
    bul = rng.randrange(3)
    blist = "".join(f"<div>{['&bull; ', '- ', '* '][bul]}{esc(x)}</div>" for x in bullets)
    hdr = (f"From: {esc(broker['given'])} {esc(broker['surname'])} &lt;{esc(broker['given'].split()[0].lower())}@{fdom}&gt;<br>"
           f"To: {pick(rng, ['deals', 'submissions', 'broker.desk'])}@{esc(lb[1].lower())}.ca<br>Cc: {esc(underwriter['given'].split()[0].lower())}.{esc(underwriter['surname'].lower())}@{esc(lb[1].lower())}.ca<br>"
           f"Date: {sent:%a, %d %b %Y %H:%M} -0{pick(rng, ['4', '5'])}00<br>Subject: New submission &ndash; {esc(bname)} &ndash; {esc(R['prop'][-1] if not R['prop'][-1].lower().startswith('canada') else R['prop'][0])}")
    body = f"<div class='sm' style='border-bottom:1px solid #999;padding-bottom:4px;margin-bottom:8px'>{hdr}</div>"
    body += (f"<p>Hi {esc(underwriter['given'].split()[0])},</p><p>Please find below a new {R['purpose']} deal for {esc(lb[0])} ({esc(', '.join(lb[3]))}). "
             "Full package (T4s, LOE, pay stubs, NOA, MLS listing and APS) is uploaded to the portal. Clean bureau, Beacon "
             f"{rng.randint(680, 840)}; GDS/TDS {rng.randint(22, 32)}/{rng.randint(33, 42)}.</p>")
    body += f"<p>{pick(rng, ['All figures in CAD.', 'Amounts below are in Canadian dollars (CAD).', 'Deal summary (CAD):'])}</p><div style='margin:6px 0 6px 10px'>{blist}</div>"
    body += (f"<p>Down payment from {pick(rng, ['own savings (90-day history provided)', 'sale of current home', 'gift from parents (gift letter attached)', 'RRSP HBP withdrawal'])}. "
             f"Looking for approval by {esc(d(R['app_date'] + dt.timedelta(days=rng.randint(3, 10))))}. Let me know if you need anything else.</p>")
    body += (f"<p>Thanks,<br>{esc(broker['given'])} {esc(broker['surname'])}<br>Mortgage Agent Level 2, FSRA licence #M{rng.randint(10000000, 19999999)}<br>"
             f"{firm} &middot; {esc(phone_number(rng, 'CAN'))}</p>")
    body += "<p class='sm' style='border-top:1px solid #ccc;padding-top:4px'>CONFIDENTIALITY NOTICE: This e-mail and any attachments are intended only for the addressee and may contain personal information. If you received it in error, please delete it and notify the sender.</p>"
    t = loan_truth(R, bname, cos, prop, R["email"], R["phone"])
    return page("Broker e-mail", body, font="Calibri, Arial, sans-serif", size="10pt"), t


def loan_sg_form(rng) -> tuple[str, dict]:
    R = loan_record(rng, "SGP")
    lb = R["lender"]
    cm = rng.randrange(4)
    ds = pick(rng, ["slash", "slash", "dmy_abbr", "dash"])
    d = lambda x: fd(x, ds)
    bx = rng.randrange(4)
    cb = lambda on: box(on, bx)
    sgd = lambda x: fa(x, "en", 2)
    people = [R["b"]] + R["cos"]
    sep = rng.random() < .5
    def nm(p):
        if sep:
            return None
        if CULTURE.get(p["nat"], [""])[0] == "chinese" and "chinese" in CULTURE[p["nat"]] and p["surname"] in NAMES["chinese"][1] and p["given"] in NAMES["chinese"][0]:
            return name_case(rng, f"{p['surname']} {p['given']}", cm)       # as in NRIC: surname first, not separated
        return pname(rng, p, cm)
    heads = ["Main applicant"] + [f"Joint applicant {i}" for i in range(1, len(R["cos"]) + 1)]
    col = lambda vals: "".join(f"<td>{v}</td>" for v in vals)
    rows = []
    if sep:
        rows.append(("Surname", [esc(name_case(rng, p["surname"], cm)) for p in people]))
        rows.append(("Given name(s)", [esc(name_case(rng, p["given"], cm)) for p in people]))
        names = [pname(rng, p, cm) for p in people]
    else:
        names = [nm(p) for p in people]
        rows.append(("Name (as in NRIC / passport)", [esc(n) for n in names]))
    ids = [nric(rng, p["dob"], p["nat"] != "SGP") if p["nat"] in ("SGP", "MYS", "IND", "CHN") else passport_number(rng, p["nat"]) for p in people]
    rows.append(("NRIC / FIN / Passport no.", [esc(x) for x in ids]))
    rows.append(("Date of birth", [esc(d(p["dob"])) for p in people]))
    rows.append(("Nationality", [esc(country_print(rng, p["nat"], False, True)) for p in people]))
    mss = [R["ms"]] + [pick(rng, ["married", "unmarried"]) for _ in R["cos"]]
    rows.append(("Marital status", ["<br>".join(f"{cb(m == k2)} {t}" for k2, t in (("unmarried", "Single"), ("married", "Married"), ("separated", "Separated"))) + f"<br>{cb(False)} Divorced / Widowed" for m in mss]))
    rows.append(("Mobile no.", [esc(R["phone"]) if R["phone"] else "&nbsp;"] + [esc(phone_number(rng, "SGP")) for _ in R["cos"]]))
    rows.append(("E-mail", [esc(R["email"]) if R["email"] else "&nbsp;"] + [esc(email_of(rng, c)) if rng.random() < .6 else "&nbsp;" for c in R["cos"]]))
    rows.append(("Name of employer", [esc(R["employer"])] + [esc(pick(rng, EMPLOYERS["SGP"])) for _ in R["cos"]]))
    rows.append(("Occupation / designation", [esc(R["position"])] + [esc(pick(rng, OCCUPATIONS)) for _ in R["cos"]]))
    rows.append(("Date joined current employer", [esc(d(R["start"]))] + [esc(d(rand_date(rng, dt.date(2000, 1, 1), R["app_date"]))) for _ in R["cos"]]))
    rows.append(("Gross monthly income (S$)", [sgd(R["total"])] + [sgd(rng.randint(40, 250) * 100) for _ in R["cos"]]))
    app_tbl = ("<table class='g'><tr class='h'><td style='width:22%'></td>" + "".join(f"<td>{h}</td>" for h in heads) + "</tr>"
               + "".join(f"<tr><td class='h' style='font-weight:normal'>{a}</td>{col(v)}</tr>" for a, v in rows) + "</table>")
    ptype = pick(rng, ["HDB flat", "Private condominium", "Executive condominium", "Landed property"])
    purposes = " ".join(f"{cb(R['purpose'] == k2)} {t}" for k2, t in (("purchase", "New purchase"), ("refinance", "Refinancing from another financial institution"),
                                                                     ("construction", "Construction / rebuilding (progressive payment)"), ("other", "Others: " + ("renovation / A&amp;A works" if R["purpose"] == "other" else "________"))))
    prop = R["prop"]
    ml = rng.random() < .5
    prop_html, prop_truth = addr_block(rng, prop, ml)
    loan_tbl = grid([("Property address", prop_html), ("Property type", ptype), ("Tenure", pick(rng, ["99-year leasehold", "Freehold", "999-year leasehold"])),
                     ("Purchase price / valuation (S$)", sgd(R["value"])), ("Option to Purchase date", esc(d(R["app_date"] - dt.timedelta(days=rng.randint(3, 20))))),
                     ("Purpose of loan", purposes), ("Loan amount applied (S$)", sgd(R["loan"])),
                     ("Loan tenure", f"{R['months'] // 12} years" + (f" {R['months'] % 12} months" if R["months"] % 12 else "")),
                     ("Package / interest rate", f"{pick(rng, ['2-year fixed', '3-year fixed', 'SORA-pegged'])} &ndash; {R['rate']:.2f}% p.a."),
                     ("CPF usage for monthly instalment", pick(rng, ["Yes", "No"]))], 1, "30%")
    body = bank_header(rng, lb, "Housing Loan Application Form" + ("<br><span style='font-size:9pt;font-weight:normal'>Fangwu Daikuan Shenqingbiao</span>" if rng.random() < .5 else ""),
                       f"Application no.: <b>{esc(R['appno'])}</b><br>Date: {esc(d(R['app_date']))}<br>Referral: {pick(rng, ['Walk-in', 'Property agent', 'Online', 'Existing customer'])}", "#8a1c1c")
    body += "<div class='sec' style='background:#8a1c1c'>Section A &ndash; Applicant(s) particulars</div>" + app_tbl
    body += "<div class='sec' style='background:#8a1c1c'>Section B &ndash; Property and loan details</div>" + loan_tbl
    body += ("<div class='sec' style='background:#8a1c1c'>Section C &ndash; Existing financial commitments</div>"
             + "<table class='g'><tr class='h'><td>Lender</td><td>Facility</td><td class='r'>Monthly instalment (S$)</td></tr>"
             + "".join(f"<tr><td>{esc(bank(rng, 'SGP')[0])}</td><td>{t}</td><td class='r'>{sgd(rng.randint(2, 40) * 50)}</td></tr>" for t in rng.sample(["Car loan", "Credit card", "Renovation loan", "Study loan"], rng.randint(0, 2)))
             + "</table>")
    body += ("<div class='sec' style='background:#8a1c1c'>Section D &ndash; Declaration</div><p class='sm'>I/We declare that I am/we are not an undischarged bankrupt, "
             "that the information is true and complete, and consent to the Bank obtaining my/our credit report from the Credit Bureau Singapore. "
             "The Bank may decline this application without giving any reason. Total Debt Servicing Ratio (TDSR) and Mortgage Servicing Ratio (MSR) rules apply.</p>"
             "<table><tr>" + "".join(f"<td>{h}: ____________<br>Date: {esc(d(R['app_date']))}</td>" for h in heads) + "</tr></table>")
    body += footer(rng, f"{esc(lb[0])} &middot; {esc(', '.join(lb[3]))} &middot; Co. Reg. No. {rng.randint(190000000, 199999999)}E")
    t = loan_truth(R, names[0], names[1:], prop_truth, R["email"], R["phone"])
    return page("Housing loan", body, size="8.6pt"), t


def inr_words_short(x: float) -> str:
    """Rs. amounts as Indian lenders write them: lakh grouping, or 'xx lakh' / 'x.xx crore'."""
    return f"Rs. {fa(x, 'lakh', 0)}/-"


def loan_in_form(rng) -> tuple[str, dict]:
    R = loan_record(rng, "IND")
    lb = R["lender"]
    cm = rng.randrange(4)
    ds = pick(rng, ["slash", "dash", "dot"])
    d = lambda x: fd(x, ds)
    bx = rng.randrange(4)
    cb = lambda on: box(on, bx)
    def rs(x, allow_words=True):
        u = rng.random()
        if allow_words and u < .25 and x % 100000 == 0 and x < 10 ** 7:
            return f"Rs. {fa(x / 100000, 'plain', 0 if x % 100000 == 0 else 2)} lakh"
        if allow_words and u < .4 and x >= 10 ** 7 and x % 100000 == 0:
            cr = x / 10 ** 7
            return f"&#8377; {cr:.2f} crore".replace(".00 crore", " crore")
        return pick(rng, ["Rs. ", "INR ", "&#8377; "]) + fa(x, "lakh", pick(rng, [0, 2])) + pick(rng, ["", "/-"])
    people = [R["b"]] + R["cos"]
    names = []
    for p in people:
        parts = p["given"].split()
        names.append((name_case(rng, parts[0], cm), name_case(rng, " ".join(parts[1:]), cm), name_case(rng, p["surname"], cm)))
    full = lambda t: " ".join(x for x in t if x)
    heads = ["Applicant"] + [f"Co-applicant {i}" for i in range(1, len(R["cos"]) + 1)]
    col = lambda vals: "".join(f"<td>{v}</td>" for v in vals)
    rel = ["Self"] + [pick(rng, ["Spouse", "Father", "Mother", "Son", "Brother"]) if i or R["ms"] != "married" else "Spouse" for i in range(len(R["cos"]))]
    mss = [R["ms"]] + [pick(rng, ["married", "unmarried"]) for _ in R["cos"]]
    msw = {"married": "Married", "unmarried": "Unmarried", "separated": "Separated"}
    rows = [("First name", [esc(n[0]) for n in names]), ("Middle name", [esc(n[1]) or "&mdash;" for n in names]), ("Last name / surname", [esc(n[2]) for n in names]),
            ("Relationship with applicant", rel), ("Date of birth", [esc(d(p["dob"])) for p in people]),
            ("Marital status", [" ".join(f"{cb(m == k2)} {msw[k2]}" for k2 in ("married", "unmarried", "separated")) for m in mss]),
            ("PAN", [pan(rng, p["surname"]) for p in people]),
            ("Mobile", [esc(R["phone"]) if R["phone"] else "&nbsp;"] + [esc(phone_number(rng, "IND")) for _ in R["cos"]]),
            ("E-mail", [esc(R["email"]) if R["email"] else "&nbsp;"] + ["&nbsp;" for _ in R["cos"]]),
            ("Employer / organisation", [esc(R["employer"])] + [esc(pick(rng, EMPLOYERS["IND"])) if rng.random() < .7 else "Not employed" for _ in R["cos"]]),
            ("Date of joining current employer", [esc(d(R["start"]))] + ["&nbsp;" for _ in R["cos"]]),
            ("Gross monthly income", [rs(R["total"], False)] + [rs(rng.randint(20, 200) * 1000, False) for _ in R["cos"]]),
            ("Net monthly income (take-home)", [rs(round(R["total"] * rng.uniform(.7, .85) / 100) * 100, False)] + ["&nbsp;" for _ in R["cos"]])]
    app_tbl = ("<table class='g'><tr class='h'><td style='width:22%'></td>" + "".join(f"<td>{h}</td>" for h in heads) + "</tr>"
               + "".join(f"<tr><td class='h' style='font-weight:normal'>{a}</td>{col(v)}</tr>" for a, v in rows) + "</table>")
    purposes = " ".join(f"{cb(R['purpose'] == k2)} {t}" for k2, t in (("purchase", "Purchase of flat / house"), ("construction", "Construction on own plot"),
                                                                     ("refinance", "Balance transfer (refinance of existing home loan)"), ("other", "Home improvement / extension (other)")))
    prop = R["prop"]
    prop_html, prop_truth = addr_block(rng, prop, rng.random() < .5)
    loan_tbl = grid([("Purpose of loan", purposes), ("Property address", prop_html),
                     ("Market value / cost of property", rs(R["value"])), ("Own contribution", rs(R["value"] - R["loan"], False)),
                     ("Loan amount required", rs(R["loan"])), ("Tenure", f"{R['months'] // 12} years" if R["months"] % 12 == 0 else f"{R['months']} months"),
                     ("Rate of interest", f"{R['rate']:.2f}% p.a. ({pick(rng, ['floating, linked to RLLR', 'floating, linked to repo rate', 'fixed for 3 years'])})"),
                     ("Processing fee", rs(pick(rng, [5000, 10000, 7500]), False) + " + GST"), ("Builder / project", esc(pick(rng, ["Prestige Lakeside Habitat", "Godrej Woodland", "Lodha Palava", "DLF Garden City", "Own construction"])))], 1, "28%")
    body = bank_header(rng, lb, "Home Loan Application Form", f"Application no.: <b>{esc(R['appno'])}</b><br>Date: {esc(d(R['app_date']))}<br>Branch / DSA code: {rng.randint(1000, 9999)}", "#0b5d3b")
    body += "<p class='sm'>Please affix recent passport-size photographs of all applicants and sign across. Incomplete applications will not be processed.</p>"
    body += "<div class='sec' style='background:#0b5d3b'>A. Applicant and co-applicant details</div>" + app_tbl
    body += "<div class='sec' style='background:#0b5d3b'>B. Loan and property details</div>" + loan_tbl
    body += ("<div class='sec' style='background:#0b5d3b'>C. Existing loans / obligations</div><table class='g'><tr class='h'><td>Lender</td><td>Type</td><td class='r'>EMI</td><td class='r'>Outstanding</td></tr>"
             + "".join(f"<tr><td>{esc(bank(rng, 'IND')[0])}</td><td>{t}</td><td class='r'>{rs(rng.randint(5, 60) * 1000, False)}</td><td class='r'>{rs(rng.randint(1, 40) * 50000, False)}</td></tr>" for t in rng.sample(["Car loan", "Personal loan", "Education loan"], rng.randint(0, 2)))
             + "</table>")
    body += ("<div class='sec' style='background:#0b5d3b'>D. Declaration</div><p class='sm'>I/We declare that all the particulars and information given in the application form are true, "
             "correct and complete and that they shall form the basis of any loan the Bank may decide to grant me/us. I/We confirm that I/we have had no insolvency proceedings "
             "initiated against me/us. I/We authorise the Bank to make references and enquiries relevant to the information in this application, including with credit information companies.</p>"
             f"<table><tr>{''.join(f'<td>Signature of {h.lower()}<br><br>__________</td>' for h in heads)}<td>Place: {pick(rng, ['Mumbai', 'Pune', 'Bengaluru', 'Chennai', 'Hyderabad'])}<br>Date: {esc(d(R['app_date']))}</td></tr></table>")
    body += footer(rng, f"{esc(lb[0])} &middot; {esc(', '.join(lb[3]))} &middot; For office use: Sourced by ______ &middot; Login date {esc(d(R['app_date'] + dt.timedelta(days=1)))}")
    t = loan_truth(R, full(names[0]), [full(n) for n in names[1:]], prop_truth, R["email"], R["phone"])
    run = f"{esc(lb[0])} &middot; Home Loan Application" if rng.random() < .6 else None
    return page("Home loan", body, size="8.6pt", running=run), t


def loan_credit_memo(rng) -> tuple[str, dict]:
    cc = pick(rng, ["USA", "CAN", "SGP", "ARE", "IND"])
    R = loan_record(rng, cc)
    lb = R["lender"]
    us = cc == "USA"
    cm = rng.randrange(4)
    ds = pick(rng, ["mdy_long", "slash", "iso"]) if us else pick(rng, ["dmy_abbr", "slash", "iso", "d_mon_y"])
    d = lambda x: fd(x, ds, us)
    style = "lakh" if cc == "IND" else "en"
    code = R["ccy"]
    m = lambda x: fa(x, style, 2)
    people = [R["b"]] + R["cos"]
    names = [pname(rng, p, cm) for p in people]
    msw = {"married": "Married", "unmarried": pick(rng, ["Unmarried", "Single"]), "separated": "Separated"}
    roles = ["Primary borrower"] + ["Co-borrower"] * len(R["cos"])
    ptab = ("<table class='g'><tr class='h'><td>Role</td><td>Name</td><td>Date of birth</td><td>Marital status</td><td>Employer</td><td>Employed since</td></tr>"
            + "".join(f"<tr><td>{roles[i]}</td><td>{esc(names[i])}</td><td>{esc(d(p['dob']))}</td><td>{msw[R['ms']] if i == 0 else pick(rng, ['Married', 'Single'])}</td>"
                      f"<td>{esc(R['employer']) if i == 0 else esc(company(rng, cc))}</td><td>{esc(d(R['start'])) if i == 0 else esc(d(rand_date(rng, dt.date(2001, 1, 1), R['app_date'] - dt.timedelta(days=90))))}</td></tr>"
                      for i, p in enumerate(people)) + "</table>")
    inc_rows = [(names[0], R["base"], R["ot"], R["bonus"], R["comm"])]
    for i, c in enumerate(R["cos"]):
        bse = rng.randint(20, 150) * (1000 if cc == "IND" else 50)
        inc_rows.append((names[i + 1], bse, 0, rng.randint(0, 10) * (1000 if cc == "IND" else 50), 0))
    tot = lambda r: round(r[1] + r[2] + r[3] + r[4], 2)
    itab = (f"<table class='g'><tr class='h'><td>Applicant</td><td class='r'>Base</td><td class='r'>Overtime</td><td class='r'>Bonus</td><td class='r'>Commission</td><td class='r'>Total gross monthly</td><td class='r'>Annualised</td></tr>"
            + "".join(f"<tr><td>{esc(r[0])}</td><td class='r'>{m(r[1])}</td><td class='r'>{m(r[2])}</td><td class='r'>{m(r[3])}</td><td class='r'>{m(r[4])}</td><td class='r'><b>{m(tot(r))}</b></td><td class='r'>{m(tot(r) * 12)}</td></tr>" for r in inc_rows)
            + (f"<tr class='h'><td>Combined household</td><td class='r'>{m(sum(r[1] for r in inc_rows))}</td><td class='r'>{m(sum(r[2] for r in inc_rows))}</td><td class='r'>{m(sum(r[3] for r in inc_rows))}</td><td class='r'>{m(sum(r[4] for r in inc_rows))}</td>"
               f"<td class='r'>{m(round(sum(tot(r) for r in inc_rows), 2))}</td><td class='r'>{m(round(sum(tot(r) for r in inc_rows), 2) * 12)}</td></tr>" if len(inc_rows) > 1 else "")
            + "</table>")
    rec = R["loan"] if rng.random() < .7 else R["loan"] - (rng.randint(1, 10) * (100000 if cc == "IND" else 5000))
    emi = R["loan"] * (R["rate"] / 1200) / (1 - (1 + R["rate"] / 1200) ** (-R["months"]))
    prop_addr = ", ".join(R["prop"])
    purpose_w = {"purchase": "Purchase of owner-occupied residence", "refinance": "Refinance of existing mortgage", "construction": "Construction of residence (progress draws)", "other": "Other: home renovation / equity release"}[R["purpose"]]
    facility = grid([("Application reference", f"<b>{esc(R['appno'])}</b>"), ("Date received", esc(d(R["app_date"]))),
                     ("Purpose", purpose_w), ("Requested loan amount", f"{code} {m(R['loan'])}"),
                     ("Recommended amount", f"{code} {m(rec)}"), ("Term", f"{R['months']} months"),
                     ("Interest rate", f"{R['rate']:.3f}% p.a." if us else f"{R['rate']:.2f}% p.a."), ("Estimated monthly instalment", f"{code} {m(round(emi, 2))}"),
                     ("Subject property", esc(prop_addr)), ("Property value (appraised)", f"{code} {m(R['value'])}"),
                     ("LTV", f"{100 * R['loan'] / R['value']:.1f}%"), ("DTI / DSR", f"{rng.uniform(18, 45):.1f}%")], 2, "17%")
    uw = make_person(rng, cc if cc in CULTURE else "USA")
    risks = rng.sample(["Stable employment history with the current employer.", "Variable income supported by two years of pay history and employer letter." if (R["ot"] or R["bonus"] or R["comm"]) else "Income is fixed salary only; no variable pay used.",
                        "Credit bureau score within appetite; no adverse records.", "Adequate liquid reserves post-closing (6+ months of instalments).",
                        "Property in an established residential area with good marketability.", "Co-borrower income not used for serviceability buffer."], rng.randint(2, 4))
    body = bank_header(rng, lb, "Credit Memorandum &ndash; Residential Mortgage", f"Memo no. CM-{rng.randint(10000, 99999)}<br>Prepared {esc(d(R['app_date'] + dt.timedelta(days=rng.randint(2, 12))))}<br>Classification: CONFIDENTIAL", "#2f2f2f")
    body += "<h2>1. Facility summary</h2>" + facility
    body += "<h2>2. Borrowers</h2>" + ptab
    body += f"<h2>3. Income analysis (monthly, {code})</h2>" + itab
    body += f"<p class='sm'>Qualifying income for the primary borrower is the total gross monthly income shown above; the base salary alone is {code} {m(R['base'])}.</p>" if rng.random() < .0 else ""
    body += "<h2>4. Key strengths and mitigants</h2><ol>" + "".join(f"<li>{esc(x)}</li>" for x in risks) + "</ol>"
    body += (f"<h2>5. Recommendation</h2><p>Approval is recommended {('for the requested amount' if rec == R['loan'] else 'for a reduced amount as above')}, subject to satisfactory valuation, title search and standard conditions precedent.</p>"
             f"<table><tr><td>Underwriter: {esc(uw['given'])} {esc(uw['surname'])}<br>Signed {esc(d(R['app_date'] + dt.timedelta(days=rng.randint(2, 12))))}</td><td>Approver: ____________ (Credit Committee)</td></tr></table>")
    body += footer(rng, f"{esc(lb[0])} &middot; {esc(', '.join(lb[3]))} &middot; Internal credit document &ndash; not for distribution")
    t = loan_truth(R, names[0], names[1:], prop_addr, None, None)
    return page("Credit memo", body, size="8.8pt"), t


def loan_preapproval(rng) -> tuple[str, dict]:
    cc = pick(rng, ["USA", "USA", "CAN", "SGP", "ARE"])
    R = loan_record(rng, cc)
    lb = R["lender"]
    us = cc == "USA"
    cm = rng.randrange(4)
    ds = pick(rng, ["mdy_long", "slash"]) if us else pick(rng, ["dmy_long", "ord", "dmy_abbr", "slash"] + (["iso", "mdy_long"] if cc == "CAN" else []))
    d = lambda x: fd(x, ds, us)
    sym = {"USA": "$", "CAN": "CAD ", "SGP": "S$", "ARE": "AED "}[cc]
    m = lambda x: f"{sym}{fa(x, 'en', 2 if x != int(x) else pick(rng, [0, 2]))}"
    names = [pname(rng, p, cm) for p in [R["b"]] + R["cos"]]
    title = {"M": "Mr.", "F": "Ms.", "X": "Mx."}[R["b"]["sex"]]
    ltr_date = R["app_date"] + dt.timedelta(days=rng.randint(2, 15))
    valid = ltr_date + dt.timedelta(days=pick(rng, [60, 90, 120]))
    joint = (" jointly with " + ", ".join(names[1:-1]) + (" and " if len(names) > 2 else "") + names[-1]) if R["cos"] else ""
    purpose_w = {"purchase": "purchase", "refinance": "refinance", "construction": "construction", "other": "other (renovation)"}[R["purpose"]]
    home = R["home"] + [cname(rng, cc)]
    rows = [("Application number", f"<b>{esc(R['appno'])}</b>"), ("Applicant", esc(names[0])), ("Date of birth", esc(d(R["b"]["dob"]))),
            ("Marital status", {"married": "Married", "unmarried": "Unmarried", "separated": "Separated"}[R["ms"]])]
    for n, c in zip(names[1:], R["cos"]):
        rows.append(("Co-applicant", f"{esc(n)} (born {esc(d(c['dob']))})"))
    rows += [("Employer", esc(R["employer"])), ("Employed since", esc(d(R["start"]))),
             ("Verified gross monthly income", m(R["total"])),
             ("Loan purpose", purpose_w.capitalize()), ("Pre-approved loan amount", f"<b>{m(R['loan'])}</b>"),
             ("Interest rate", f"{R['rate']:.3f}%" if us else f"{R['rate']:.2f}% p.a."), ("Loan term", f"{R['months']} months ({term_text(R)})"),
             ("Subject property", esc(", ".join(R["prop"]))), ("Property value", m(R["value"]))]
    if R["email"]:
        rows.append(("E-mail on file", esc(R["email"])))
    if R["phone"]:
        rows.append(("Phone on file", esc(R["phone"])))
    conds = rng.sample(["Satisfactory appraisal of the subject property at or above the stated value.", "Verification of funds to close and required reserves.",
                        "No material change in your employment, income or credit profile before closing.", "Clear title and acceptable homeowner's insurance.",
                        "Final underwriting approval and execution of the loan documents.", "Receipt of your two most recent pay slips and tax assessment."], rng.randint(3, 5))
    cstyle = rng.randrange(3)
    if cstyle == 0:
        clist = "<ol>" + "".join(f"<li>{esc(c)}</li>" for c in conds) + "</ol>"
    elif cstyle == 1:
        clist = "".join(f"<div style='margin-left:16px'>({chr(97 + i)}) {esc(c)}</div>" for i, c in enumerate(conds))
    else:
        clist = "<ul>" + "".join(f"<li>{esc(c)}</li>" for c in conds) + "</ul>"
    lo = make_person(rng, cc if cc in CULTURE else "USA")
    body = (f"<table><tr><td><div style='font-size:16pt;font-weight:bold;color:#1a4d80'>{esc(lb[0])}</div><div class='sm'>{esc(', '.join(lb[3]))}</div></td>"
            f"<td class='r sm'>{'NMLS #' + str(rng.randint(100000, 999999)) if us else ''}</td></tr></table><hr>")
    body += (f"<p>{esc(d(ltr_date))}</p><p>{esc(title)} {esc(names[0])}<br>{'<br>'.join(esc(x) for x in home)}</p>"
             f"<p><b>Re: Mortgage pre-approval &ndash; Application {esc(R['appno'])}</b></p><p>Dear {esc(title)} {esc(name_case(rng, R['b']['surname'], cm))},</p>"
             f"<p style='text-align:justify'>Thank you for choosing {esc(lb[0])}. We are pleased to confirm that, based on the information you provided{esc(joint)}, your application for a "
             f"residential mortgage loan has been pre-approved on the terms summarised below. This pre-approval is valid until {esc(d(valid))}.</p>")
    body += "<table class='g' style='width:85%'>" + "".join(f"<tr><td class='h' style='width:38%;font-weight:normal'>{a}</td><td>{b}</td></tr>" for a, b in rows) + "</table>"
    body += "<p>This pre-approval is subject to the following conditions:</p>" + clist
    body += ("<p class='sm' style='text-align:justify'>This letter is not a commitment to lend. Rates are subject to change until locked. "
             + ("Equal Housing Lender. " if us else "") + "Please keep this letter for your records.</p>"
             f"<p>Sincerely,<br><br>{esc(lo['given'])} {esc(lo['surname'])}<br>{pick(rng, ['Senior Mortgage Specialist', 'Home Loan Manager', 'Mortgage Underwriter'])}<br>{esc(phone_number(rng, cc))}</p>")
    body += footer(rng, f"{esc(lb[0])} &middot; {esc(', '.join(lb[3]))}")
    t = loan_truth(R, names[0], names[1:], ", ".join(R["prop"]), R["email"], R["phone"])
    return page("Pre-approval", body, font="Georgia, serif", size="10pt"), t


LOAN_LAYOUTS = {
    "us_urla_form": loan_us_urla,
    "ca_broker_email": loan_ca_email,
    "sg_housing_loan_form": loan_sg_form,
    "in_home_loan_form": loan_in_form,
    "credit_memo": loan_credit_memo,
    "preapproval_letter": loan_preapproval,
}


def gen_loan(rng, layout: str) -> tuple[str, dict]:
    html, t = LOAN_LAYOUTS[layout](rng)
    for k2 in ("monthly_income", "loan_amount", "property_value", "interest_rate_percent"):
        v = t[k2]
        if isinstance(v, float) and v.is_integer():
            t[k2] = int(v)
    return html, t


# ----------------------------------------------------------------------------- API

_GEN = {}


def _registry():
    if not _GEN:
        _GEN["kyc_individual"] = (KYC_LAYOUTS, gen_kyc)
        if "LC_LAYOUTS" in globals():
            _GEN["letter_of_credit"] = (LC_LAYOUTS, gen_lc)
        if "LOAN_LAYOUTS" in globals():
            _GEN["loan_application"] = (LOAN_LAYOUTS, gen_loan)
    return _GEN


def layouts(document_type: str) -> tuple[str, ...]:
    return tuple(_registry()[document_type][0])


def generate(document_type: str, index: int, seed: int) -> ForeignDocument:
    rng = random.Random(f"{seed}|{document_type}|{index}")
    names = layouts(document_type)
    layout = names[index % len(names)]
    html, truth = _registry()[document_type][1](rng, layout)
    return ForeignDocument(document_type=document_type, layout=layout, html=html, truth=truth)


# ----------------------------------------------------------------------------- self-check

def page_text(html: str) -> str:
    t = re.sub(r"(?is)<(style|title)[^>]*>.*?</\1>", " ", html)
    t = re.sub(r"<[^>]+>", " ", t)
    return fold(_html.unescape(t)).casefold()


def _leaves(obj, path=""):
    if isinstance(obj, dict):
        for k2, v in obj.items():
            yield from _leaves(v, f"{path}.{k2}" if path else k2)
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _leaves(v, f"{path}[{i}]")
    else:
        yield path, obj


_SKIP = {"sex", "nationality", "id_document_type", "id_issuing_country", "country_of_residence", "income_currency",
         "source_of_funds", "form_of_credit", "applicable_rules", "currency", "available_by", "partial_shipments",
         "transhipment", "confirmation_instructions", "loan_currency", "loan_purpose", "marital_status"}


def missing_values(doc: ForeignDocument) -> list[str]:
    """Truth strings (not dates or enumerations) that do not appear on the page."""
    text = page_text(doc.html)
    squeezed = re.sub(r"[\s,]", "", text)
    bad = []
    for path, v in _leaves(doc.truth):
        leaf = re.sub(r"\[\d+\]", "", path).split(".")[-1]
        if not isinstance(v, str) or leaf in _SKIP or re.fullmatch(r"\d{4}-\d{2}-\d{2}", v):
            continue
        f = fold(v).casefold()
        if f in text:
            continue
        if (leaf in ("full_name", "residential_address", "address", "property_address")
                and all(tok in text for tok in f.split())):
            continue
        if re.sub(r"[\s,]", "", f) in squeezed:
            continue
        bad.append(f"{path}={v!r}")
    return bad


def _validator(document_type: str):
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    schema = json.loads((root / "schemas" / f"{document_type}.schema.json").read_text())
    try:
        import jsonschema
        v = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
        return lambda data: [f"{'/'.join(map(str, e.path))}: {e.message}" for e in v.iter_errors(data)]
    except ImportError:                                             # pragma: no cover
        return lambda data: _mini_validate(schema, data, "")


def _mini_validate(s: dict, x, path: str) -> list[str]:
    errs = []
    types = s.get("type")
    if types:
        ts = types if isinstance(types, list) else [types]
        ok = any((t == "null" and x is None) or (t == "string" and isinstance(x, str)) or
                 (t == "integer" and isinstance(x, int) and not isinstance(x, bool)) or
                 (t == "number" and isinstance(x, (int, float)) and not isinstance(x, bool)) or
                 (t == "boolean" and isinstance(x, bool)) or (t == "object" and isinstance(x, dict)) or
                 (t == "array" and isinstance(x, list)) for t in ts)
        if not ok:
            return [f"{path}: type {type(x).__name__} not in {ts}"]
    if "enum" in s and x not in s["enum"]:
        errs.append(f"{path}: {x!r} not in enum")
    if isinstance(x, str):
        if len(x) < s.get("minLength", 0):
            errs.append(f"{path}: too short")
        if "pattern" in s and not re.search(s["pattern"], x):
            errs.append(f"{path}: pattern")
        if s.get("format") == "date":
            try:
                dt.date.fromisoformat(x)
            except ValueError:
                errs.append(f"{path}: bad date")
    if isinstance(x, (int, float)) and not isinstance(x, bool):
        if "minimum" in s and x < s["minimum"]:
            errs.append(f"{path}: below minimum")
        if "maximum" in s and x > s["maximum"]:
            errs.append(f"{path}: above maximum")
        if "exclusiveMinimum" in s and x <= s["exclusiveMinimum"]:
            errs.append(f"{path}: not above exclusiveMinimum")
    if isinstance(x, dict):
        for req in s.get("required", []):
            if req not in x:
                errs.append(f"{path}.{req}: missing")
        for k2, v in x.items():
            if k2 not in s.get("properties", {}):
                if s.get("additionalProperties") is False:
                    errs.append(f"{path}.{k2}: not allowed")
                continue
            errs += _mini_validate(s["properties"][k2], v, f"{path}.{k2}")
    if isinstance(x, list):
        if len(x) > s.get("maxItems", 10 ** 9):
            errs.append(f"{path}: too many items")
        for i, v in enumerate(x):
            errs += _mini_validate(s.get("items", {}), v, f"{path}[{i}]")
    return errs


def _self_check(per_type: int = 60, seeds=(0, 1), pdfs_per_type: int = 3) -> int:
    from collections import Counter
    problems = 0
    for t in ("kyc_individual", "letter_of_credit", "loan_application"):
        if t not in _registry():
            continue
        validate = _validator(t)
        counts: Counter = Counter()
        for seed in seeds:
            for i in range(per_type):
                doc = generate(t, i, seed)
                again = generate(t, i, seed)
                if again.html != doc.html or again.truth != doc.truth:
                    print(f"NOT DETERMINISTIC {t} {seed} {i}")
                    problems += 1
                counts[doc.layout] += 1
                errs = validate(doc.truth)
                miss = missing_values(doc)
                if errs or miss:
                    problems += 1
                    print(f"{t} seed={seed} i={i} layout={doc.layout}: schema={errs} missing={miss}")
        print(f"{t}: {sum(counts.values())} documents, layouts {dict(sorted(counts.items()))}")
    if pdfs_per_type:
        problems += _pdf_check(pdfs_per_type)
    print("self-check:", "OK" if not problems else f"{problems} problem(s)")
    return problems


def _pdf_check(n: int) -> int:
    import io
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from corpus.foreign.printing import print_to_pdf
    from pypdf import PdfReader
    docs = [generate(t, i, 0) for t in _registry() for i in range(n)]
    pdfs = print_to_pdf([d.html for d in docs])
    problems = 0
    for d, pdf in zip(docs, pdfs):
        reader = PdfReader(io.BytesIO(pdf))
        pages = len(reader.pages)
        text = fold(" ".join(pg.extract_text() or "" for pg in reader.pages)).casefold()
        squeezed = re.sub(r"[\s,]", "", text)
        missing = []
        for path, v in _leaves(d.truth):
            leaf = re.sub(r"\[\d+\]", "", path).split(".")[-1]
            if not isinstance(v, str) or leaf in _SKIP or re.fullmatch(r"\d{4}-\d{2}-\d{2}", v):
                continue
            toks = fold(v).casefold().split()
            if not all(re.sub(r"[\s,]", "", tok) in squeezed for tok in toks):
                missing.append(path)
        ok = 1 <= pages <= 3 and not missing
        problems += not ok
        print(f"  pdf {d.document_type}/{d.layout}: {pages} page(s), {len(pdf)} bytes{'' if not missing else ' MISSING ' + str(missing)}")
    return problems


if __name__ == "__main__":
    import sys
    raise SystemExit(1 if _self_check(pdfs_per_type=int(sys.argv[1]) if len(sys.argv) > 1 else 3) else 0)
