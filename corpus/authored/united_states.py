"""United States bank documents, written independently for training.

KYC: CIP / account-opening forms of US banks, beneficial-ownership style due-diligence questionnaires,
core-banking screen exports, relationship-manager call reports, with a copy of a passport data page
(TD3 MRZ) or a foreign national identity card (TD1 MRZ); state driver's licences appear only as
secondary identification (distractors).
Letters of credit: MT700 as printed by US banks' trade systems, raw FIN text, telex prints, the
issuing bank's letter, standby letters of credit under ISP98, filled application forms with the
bank-use box, and advices with a covering letter.
Loans: URLA 2021, the older Form 1003, underwriter's summaries, broker e-mails, online-application
exports, credit-union forms, construction-to-permanent forms and refinance summaries with a Loan
Estimate page as distractor.

Numeric dates are always printed month-first (the issuers are US institutions, so CONTRACT.md reads
them month-first); foreign identity documents print dates with month names only.
"""
from __future__ import annotations

import datetime as _dt
import html as _html
import random
import re
from dataclasses import dataclass

__all__ = ["AuthoredDocument", "generate", "layouts", "self_check"]

DOCUMENT_TYPES = ("kyc_individual", "letter_of_credit", "loan_application")


@dataclass
class AuthoredDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


# --------------------------------------------------------------------------- small helpers

def esc(s) -> str:
    return _html.escape(str(s), quote=False)


def fold(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON = [m[:3] for m in MONTHS]


def rdate(r: random.Random, y0: int, y1: int) -> _dt.date:
    a = _dt.date(y0, 1, 1).toordinal()
    b = _dt.date(y1, 12, 28).toordinal()
    return _dt.date.fromordinal(r.randint(a, b))


def fdate(d: _dt.date, style: str) -> str:
    """US renderings of a date: every numeric form is month-first."""
    m, dd, y = d.month, d.day, d.year
    if style == "num":
        return f"{m:02d}/{dd:02d}/{y}"
    if style == "num_short":
        return f"{m}/{dd}/{y}"
    if style == "dash":
        return f"{m:02d}-{dd:02d}-{y}"
    if style == "dot":
        return f"{m:02d}.{dd:02d}.{y}"
    if style == "long":
        return f"{MONTHS[m - 1]} {dd}, {y}"
    if style == "abbr":
        return f"{MON[m - 1]}. {dd}, {y}" if m != 5 else f"May {dd}, {y}"
    if style == "abbr_up":
        return f"{MON[m - 1].upper()} {dd:02d} {y}"
    if style == "mil":
        return f"{dd:02d} {MON[m - 1].upper()} {y}"
    if style == "mil_title":
        return f"{dd} {MON[m - 1]} {y}"
    if style == "iso":
        return d.isoformat()
    if style == "dmy_long":
        return f"{dd} {MONTHS[m - 1]} {y}"
    if style == "swift":
        return f"{y % 100:02d}{m:02d}{dd:02d}"
    if style == "dashmon":
        return f"{dd:02d}-{MON[m - 1].upper()}-{y}"
    raise ValueError(style)


US_DATE_STYLES = ["num", "num", "num_short", "dash", "long", "abbr", "abbr_up", "mil", "iso", "dmy_long", "dashmon"]


def money(v: float, style: str, cur: str = "USD") -> str:
    cents = abs(v - round(v)) > 1e-9
    body = f"{v:,.2f}" if (cents or style.endswith("c")) else f"{v:,.0f}"
    st = style.rstrip("c")
    sym = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"}.get(cur, "")
    if st == "sym":
        return (sym or cur + " ") + body
    if st == "code":
        return f"{cur} {body}"
    if st == "codeafter":
        return f"{body} {cur}"
    if st == "usd":
        return ("US$" if cur == "USD" else cur + " ") + body
    if st == "plain":
        return body
    if st == "nosep":
        return (sym or cur + " ") + (f"{v:.2f}" if cents or style.endswith("c") else f"{v:.0f}")
    raise ValueError(style)


MONEY_STYLES = ["sym", "symc", "symc", "code", "codec", "codeafter", "usd", "usdc", "nosep"]


def swift_amount(v: float) -> str:
    s = f"{v:.2f}".replace(".", ",")
    if s.endswith(",00"):
        return s[:-2]
    return s


_ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve",
         "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"]
_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def words(n: int) -> str:
    if n == 0:
        return "Zero"
    out = []
    for div, name in ((1_000_000_000, "Billion"), (1_000_000, "Million"), (1000, "Thousand"), (1, "")):
        q, n = divmod(n, div)
        if not q:
            continue
        part = []
        h, t = divmod(q, 100)
        if h:
            part.append(_ONES[h] + " Hundred")
        if t:
            part.append(_ONES[t] if t < 20 else _TENS[t // 10] + ("-" + _ONES[t % 10] if t % 10 else ""))
        out.append(" ".join(part) + (" " + name if name else ""))
    return " ".join(out)


def wrap(text: str, width: int) -> list[str]:
    lines, cur = [], ""
    for w in text.split():
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    if cur:
        lines.append(cur)
    return lines


def pick(r: random.Random, *options):
    return r.choice(options)


def chance(r: random.Random, p: float) -> bool:
    return r.random() < p


def digits(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789") for _ in range(n))


def letters(r: random.Random, n: int) -> str:
    return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


# --------------------------------------------------------------------------- people, places, banks

US_FIRST_M = ["James", "Michael", "Robert", "David", "William", "Christopher", "Daniel", "Matthew", "Anthony",
              "Marcus", "Tyrone", "Luis", "Carlos", "Kevin", "Brandon", "Ethan", "Nathaniel", "Gregory", "Dwayne",
              "Jamal", "Raymond", "Trevor", "Wesley", "Caleb", "Hunter", "Andre", "Vincent", "Darnell"]
US_FIRST_F = ["Jennifer", "Jessica", "Ashley", "Sarah", "Emily", "Megan", "Latoya", "Rebecca", "Brittany",
              "Stephanie", "Amanda", "Kimberly", "Maria", "Rosa", "Tiffany", "Heather", "Courtney", "Danielle",
              "Allison", "Vanessa", "Monique", "Kayla", "Shannon", "Lauren", "Jasmine", "Haley", "Brenda"]
US_MIDDLE = ["Lee", "Ann", "Marie", "James", "Lynn", "Ray", "Michelle", "Allen", "Dean", "Grace", "Wayne", "Rose",
             "Jo", "Scott", "Elizabeth", "Thomas", "Renee", "Paul", "Louise", "Edward"]
US_LAST = ["Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
           "Hernandez", "Lopez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Thompson", "White",
           "Harris", "Clark", "Lewis", "Robinson", "Walker", "Nguyen", "Patel", "Kowalski", "O'Connor",
           "McAllister", "Washington", "Fitzgerald", "Brennan", "Okafor", "Schultz", "Lindqvist", "DeLuca",
           "Whitaker", "Castellanos", "Yamamoto", "Kim", "Sullivan", "Hoffman", "Pruitt", "Delgado"]

# alpha3, English name, adjective, passport labels (surname, given names, nationality) in the national language,
# given names (M, F), surnames
FOREIGN = {
    "MEX": ("Mexico", "Mexican", ("Apellidos", "Nombres", "Nacionalidad"),
            (["Jose Luis", "Alejandro", "Miguel Angel", "Jorge"], ["Guadalupe", "Maria Fernanda", "Ximena", "Lucia"]),
            ["Hernandez Ruiz", "Gonzalez", "Ramirez Soto", "Villanueva", "Ortega"]),
    "IND": ("India", "Indian", ("उपनाम", "दिया गया नाम", "राष्ट्रीयता"),
            (["Rahul", "Arjun", "Vikram", "Sanjay"], ["Priya", "Ananya", "Deepika", "Kavita"]),
            ["Sharma", "Iyer", "Reddy", "Chatterjee", "Mehta"]),
    "GBR": ("United Kingdom", "British", ("Surname", "Given names", "Nationality"),
            (["Oliver", "Harry", "George Edward"], ["Charlotte", "Amelia Jane", "Imogen"]),
            ["Whitfield", "Pemberton", "Hughes", "Ashworth"]),
    "DEU": ("Germany", "German", ("Name", "Vornamen", "Staatsangehörigkeit"),
            (["Lukas", "Jonas Felix", "Matthias"], ["Hannah", "Lena Sophie", "Katharina"]),
            ["Becker", "Schneider", "Vogel", "Hartmann"]),
    "CAN": ("Canada", "Canadian", ("Nom", "Prénoms", "Nationalité"),
            (["Liam", "Etienne", "Noah James"], ["Chloe", "Genevieve", "Madison Claire"]),
            ["Tremblay", "Gagnon", "MacLeod", "Bouchard"]),
    "PHL": ("Philippines", "Filipino", ("Apelyido", "Mga Pangalan", "Nasyonalidad"),
            (["Jose Rizal", "Mark Anthony", "Paolo"], ["Maria Cristina", "Angelica", "Rowena"]),
            ["Dela Cruz", "Santos", "Reyes", "Bautista"]),
    "BRA": ("Brazil", "Brazilian", ("Sobrenome", "Nome", "Nacionalidade"),
            (["Joao Pedro", "Rafael", "Thiago"], ["Ana Beatriz", "Juliana", "Larissa"]),
            ["Silva Costa", "Oliveira", "Pereira", "Almeida"]),
    "KOR": ("Korea, Republic of", "Korean", ("성", "이름", "국적"),
            (["Minjun", "Jihoon", "Seojun"], ["Jiwoo", "Seoyeon", "Hayoung"]),
            ["Park", "Choi", "Kang", "Yoon"]),
    "ESP": ("Spain", "Spanish", ("Apellidos", "Nombre", "Nacionalidad"),
            (["Javier", "Pablo", "Alvaro"], ["Lucia", "Carmen", "Elena"]),
            ["Garcia Lopez", "Fernandez Ruiz", "Moreno", "Navarro"]),
    "ITA": ("Italy", "Italian", ("Cognome", "Nome", "Cittadinanza"),
            (["Marco", "Giuseppe", "Lorenzo"], ["Giulia", "Francesca", "Chiara"]),
            ["Rossi", "Bianchi", "Esposito", "Romano"]),
    "NLD": ("Netherlands", "Dutch", ("Naam", "Voornamen", "Nationaliteit"),
            (["Daan", "Sem", "Thijs"], ["Sanne", "Fleur", "Anouk"]),
            ["de Vries", "Jansen", "Bakker", "Visser"]),
    "NGA": ("Nigeria", "Nigerian", ("Surname", "Given names", "Nationality"),
            (["Chinedu", "Oluwaseun", "Emeka"], ["Ngozi", "Adaeze", "Funmilayo"]),
            ["Okonkwo", "Adeyemi", "Balogun", "Eze"]),
}
ID_CARD_COUNTRIES = {"DEU": "Personalausweis / Identity Card", "ESP": "Documento Nacional de Identidad",
                     "ITA": "Carta d'Identità / Identity Card", "NLD": "Identiteitskaart / Identity Card"}

US_STATES = [("NY", "New York", ["Brooklyn", "Albany", "Buffalo", "Yonkers"], "1"),
             ("CA", "California", ["San Diego", "Oakland", "Fresno", "Pasadena", "Sacramento"], "9"),
             ("TX", "Texas", ["Austin", "Houston", "El Paso", "Plano", "San Antonio"], "7"),
             ("IL", "Illinois", ["Chicago", "Naperville", "Springfield", "Evanston"], "6"),
             ("FL", "Florida", ["Tampa", "Orlando", "Miami", "Jacksonville"], "3"),
             ("OH", "Ohio", ["Columbus", "Dayton", "Cleveland"], "4"),
             ("GA", "Georgia", ["Atlanta", "Savannah", "Marietta"], "3"),
             ("WA", "Washington", ["Seattle", "Tacoma", "Spokane"], "9"),
             ("NC", "North Carolina", ["Charlotte", "Raleigh", "Durham"], "2"),
             ("AZ", "Arizona", ["Phoenix", "Tucson", "Mesa"], "8"),
             ("MA", "Massachusetts", ["Boston", "Worcester", "Cambridge"], "0"),
             ("MN", "Minnesota", ["Minneapolis", "Duluth", "St. Paul"], "5"),
             ("CO", "Colorado", ["Denver", "Boulder", "Aurora"], "8"),
             ("NJ", "New Jersey", ["Newark", "Hoboken", "Trenton"], "0")]
STREETS = ["Maple Ave", "Oak Street", "N. Halsted St", "Pine Ridge Rd", "Elm Ct", "W 14th Street", "Lakeview Dr",
           "Cedar Lane", "Sunset Blvd", "Willow Bend", "Magnolia Way", "Park Place", "Riverside Dr",
           "S. Congress Ave", "Harbor View Ter", "Juniper Trail", "Mockingbird Ln", "Commonwealth Ave",
           "Prospect St", "Fairview Rd", "Bluebonnet Dr", "Aspen Ct"]

FOREIGN_ADDRESSES = {
    "MEX": ["Av. Insurgentes Sur 1602, Piso 4, Col. Crédito Constructor, 03940 Ciudad de México",
            "Calle Morelos 215, Centro, 44100 Guadalajara, Jalisco"],
    "CAN": ["1550 Rue Sherbrooke Ouest, Apt 8, Montréal QC H3G 1L2", "88 Harbord Street, Toronto ON M5S 1G5"],
    "GBR": ["14 Ashdown Crescent, Flat 3, London NW5 4QB", "7 Millbrook Road, Leeds LS6 2AH"],
    "DEU": ["Kastanienallee 27, 10435 Berlin", "Sendlinger Straße 9, 80331 München"],
}


def us_address(r: random.Random, state=None, lines=None, with_country=False):
    st = state or r.choice(US_STATES)
    code, sname, cities, z0 = st
    city = r.choice(cities)
    street = f"{r.randint(12, 9899)} {r.choice(STREETS)}"
    if chance(r, 0.35):
        street += pick(r, f" Apt {r.randint(1, 30)}{r.choice('ABCD')}", f", Unit {r.randint(100, 999)}",
                       f" #{r.randint(2, 40)}", f", Suite {r.randint(100, 900)}")
    z = z0 + digits(r, 4)
    if chance(r, 0.15):
        z += "-" + digits(r, 4)
    l2 = pick(r, f"{city}, {code} {z}", f"{city}, {code} {z}", f"{city.upper()} {code} {z}", f"{city}, {sname} {z}")
    parts = [street, l2]
    if with_country:
        parts.append(pick(r, "USA", "United States", "U.S.A.", "UNITED STATES OF AMERICA"))
    return parts


def person(r: random.Random, nationality="USA", sex=None):
    sex = sex or r.choice("MF")
    if nationality in FOREIGN:
        _, _, _, (gm, gf), sur = FOREIGN[nationality]
        given = r.choice(gm if sex == "M" else gf)
        return {"given": given, "surname": r.choice(sur), "sex": sex}
    first = r.choice(US_FIRST_M if sex == "M" else US_FIRST_F)
    given = first + (" " + r.choice(US_MIDDLE) if chance(r, 0.6) else "")
    return {"given": given, "surname": r.choice(US_LAST), "sex": sex}


def name_form(p, form: str) -> str:
    g, s = p["given"], p["surname"]
    if form == "title":
        return f"{g} {s}"
    if form == "upper":
        return f"{g} {s}".upper()
    if form == "comma":
        return f"{s}, {g}"
    if form == "comma_up":
        return f"{s.upper()}, {g}"
    raise ValueError(form)


def full_name(p) -> str:
    return f"{p['given']} {p['surname']}"


US_BANKS = [("Lakeshore National Bank", "LKSHUS44", "200 W. Madison Street, Chicago, IL 60606"),
            ("First Prairie Bank, N.A.", "FPRBUS4K", "1100 Grand Boulevard, Kansas City, MO 64106"),
            ("Harborview Trust Company", "HRVTUS33", "40 Broad Street, New York, NY 10004"),
            ("Cascade Pacific Bank", "CSPBUS66", "1420 Fifth Avenue, Seattle, WA 98101"),
            ("Pinecrest Bank & Trust", "PNCTUS3A", "3300 Peachtree Road NE, Atlanta, GA 30326"),
            ("Meridian Commerce Bank", "MRDCUS6L", "555 California Street, San Francisco, CA 94104"),
            ("Lone Star Merchants Bank", "LSMBUS44", "901 Main Street, Dallas, TX 75202"),
            ("Old Colony Savings Bank", "OCSBUS3B", "75 State Street, Boston, MA 02109"),
            ("Great Plains Federal Credit Union", "", "2400 O Street, Lincoln, NE 68510"),
            ("Keystone Heritage Bank", "KHBKUS3P", "1600 Market Street, Philadelphia, PA 19103")]


def bank(r):
    return r.choice(US_BANKS)


def phone_us(r, style=None) -> str:
    a, b, c = r.choice(["312", "415", "212", "713", "404", "206", "617", "602", "720", "917", "646"]), \
        "555", f"01{digits(r, 2)}"
    st = style or r.choice(["paren", "dash", "dot", "plus"])
    return {"paren": f"({a}) {b}-{c}", "dash": f"{a}-{b}-{c}", "dot": f"{a}.{b}.{c}",
            "plus": f"+1 {a} {b} {c}"}[st]


def ssn(r) -> str:
    return f"{r.randint(100, 665)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}"


def itin(r) -> str:
    return f"9{digits(r, 2)}-{r.choice(['70', '78', '83', '91'])}-{digits(r, 4)}"


# --------------------------------------------------------------------------- MRZ (ICAO 9303)

def _mrz_val(c: str) -> int:
    if c.isdigit():
        return int(c)
    if c == "<":
        return 0
    return ord(c) - 55


def check_digit(s: str) -> str:
    w = (7, 3, 1)
    return str(sum(_mrz_val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def mrz_name(p, width: int) -> str:
    def clean(x):
        x = x.upper().replace("-", " ").replace("'", "")
        x = re.sub(r"[^A-Z ]", "", x)
        return "<".join(x.split())
    return (clean(p["surname"]) + "<<" + clean(p["given"])).ljust(width, "<")[:width]


def mrz_td3(p, country, nat, number, dob, exp, sex, optional="") -> list[str]:
    l1 = ("P<" + country + mrz_name(p, 39))[:44]
    num = number.ljust(9, "<")[:9]
    opt = optional.ljust(14, "<")[:14]
    s = "<" if sex == "X" else sex
    dobs = f"{dob.year % 100:02d}{dob.month:02d}{dob.day:02d}"
    exps = f"{exp.year % 100:02d}{exp.month:02d}{exp.day:02d}"
    body = num + check_digit(num) + nat + dobs + check_digit(dobs) + s + exps + check_digit(exps) + opt + check_digit(opt)
    composite = num + check_digit(num) + dobs + check_digit(dobs) + exps + check_digit(exps) + opt + check_digit(opt)
    return [l1, body + check_digit(composite)]


def mrz_td1(p, country, nat, number, dob, exp, sex) -> list[str]:
    num = number.ljust(9, "<")[:9]
    l1 = ("I<" + country + num + check_digit(num)).ljust(30, "<")
    dobs = f"{dob.year % 100:02d}{dob.month:02d}{dob.day:02d}"
    exps = f"{exp.year % 100:02d}{exp.month:02d}{exp.day:02d}"
    s = "<" if sex == "X" else sex
    l2 = (dobs + check_digit(dobs) + s + exps + check_digit(exps) + nat).ljust(29, "<")
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += check_digit(comp)
    return [l1, l2, mrz_name(p, 30)]


# --------------------------------------------------------------------------- HTML helpers

FONTS = ["Arial, Helvetica, sans-serif", "'Times New Roman', Times, serif", "Georgia, serif",
         "Verdana, sans-serif", "'Trebuchet MS', sans-serif", "'DejaVu Sans', sans-serif",
         "'Liberation Serif', serif", "Tahoma, sans-serif"]
MONO = "'Courier New', Courier, 'DejaVu Sans Mono', monospace"


def page(body: str, r: random.Random, font=None, size=None, extra_css="") -> str:
    font = font or r.choice(FONTS)
    size = size or r.choice([9.5, 10, 10.5, 11])
    css = f"""
@page {{ size: letter; margin: 14mm 15mm 16mm 15mm; }}
body {{ font-family: {font}; font-size: {size}pt; color: #111; line-height: 1.3; }}
h1 {{ font-size: 1.45em; margin: 2px 0 4px 0; }} h2 {{ font-size: 1.12em; margin: 10px 0 4px 0; }}
h3 {{ font-size: 1em; margin: 8px 0 3px 0; }}
table {{ border-collapse: collapse; width: 100%; margin: 3px 0 6px 0; }}
td, th {{ vertical-align: top; padding: 3px 5px; text-align: left; }}
table.g td, table.g th {{ border: 1px solid #555; }}
.cap {{ font-size: 0.72em; color: #333; display: block; }}
.small {{ font-size: 0.78em; color: #333; }}
.mono {{ font-family: {MONO}; }}
pre {{ font-family: {MONO}; font-size: 0.95em; white-space: pre-wrap; margin: 2px 0; }}
.sec {{ background: #e4e4e4; font-weight: bold; padding: 2px 5px; margin-top: 9px; border-top: 1.5px solid #000; }}
.secd {{ background: #1f3a5f; color: #fff; font-weight: bold; padding: 3px 6px; margin-top: 10px; }}
.box {{ border: 1px solid #444; padding: 2px 5px 4px 5px; }}
.stamp {{ border: 3px double #b00; color: #b00; font-weight: bold; padding: 2px 10px; display: inline-block;
          transform: rotate(-6deg); font-size: 1.3em; }}
.pb {{ page-break-before: always; }}
.right {{ text-align: right; }} .center {{ text-align: center; }}
.foot {{ font-size: 0.72em; color: #444; border-top: 1px solid #888; margin-top: 14px; padding-top: 3px; }}
.line {{ border-bottom: 1px solid #000; display: inline-block; min-width: 180px; }}
{extra_css}
"""
    return f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>document</title><style>{css}</style></head><body>{body}</body></html>"


def lv(label: str, value: str, style: str) -> str:
    """One label and its value, the value placed relative to its label in one of several ways."""
    v = value if value is not None else ""
    if style == "colon":
        return f"<div><b>{esc(label)}:</b> {v}</div>"
    if style == "colon_plain":
        return f"<div>{esc(label)}: {v}</div>"
    if style == "leader":
        dots = "." * max(4, 34 - len(label))
        return f"<div>{esc(label)} {dots} {v}</div>"
    if style == "tab":
        return (f"<table style='margin:0'><tr><td style='width:38%;padding:1px 4px'>{esc(label)}</td>"
                f"<td style='padding:1px 4px'>{v}</td></tr></table>")
    if style == "below":
        return f"<div style='margin:3px 0'><span class='cap'>{esc(label)}</span><div>{v or '&nbsp;'}</div></div>"
    if style == "box":
        return f"<div class='box' style='margin:2px 0'><span class='cap'>{esc(label)}</span>{v or '&nbsp;'}</div>"
    raise ValueError(style)


LV_STYLES = ["colon", "colon_plain", "leader", "tab", "below", "box"]


def grid(cells: list[tuple[str, str]], cols: int, r: random.Random, bordered=True) -> str:
    """Boxes with a small caption above each value, ``cols`` per row."""
    rows, out = [cells[i:i + cols] for i in range(0, len(cells), cols)], []
    for row in rows:
        tds = "".join(f"<td colspan='{cols - len(row) + 1 if j == len(row) - 1 else 1}'><span class='cap'>{esc(c)}</span>"
                      f"{v or '&nbsp;'}</td>" for j, (c, v) in enumerate(row))
        out.append(f"<tr>{tds}</tr>")
    return f"<table class='{'g' if bordered else ''}'>{''.join(out)}</table>"


def rows_table(rows: list[tuple[str, str]], r: random.Random, header=None) -> str:
    h = f"<tr><th>{esc(header[0])}</th><th>{esc(header[1])}</th></tr>" if header else ""
    w = r.choice([30, 35, 40])
    body = "".join(f"<tr><td style='width:{w}%'>{esc(a)}</td><td>{b or '&nbsp;'}</td></tr>" for a, b in rows)
    return f"<table class='g'>{h}{body}</table>"


def fields_block(items: list[tuple[str, str]], r: random.Random, mode=None) -> str:
    mode = mode or r.choice(["lv", "grid2", "grid3", "rows"])
    if mode == "lv":
        st = r.choice(LV_STYLES)
        return "".join(lv(a, b, st) for a, b in items)
    if mode == "grid2":
        return grid(items, 2, r)
    if mode == "grid3":
        return grid(items, 3, r)
    return rows_table(items, r)


CHECK_STYLES = [("[X]", "[ ]"), ("☒", "☐"), ("■", "□"), ("(X)", "( )"), ("[x]", "[ ]"), ("✔", "☐")]


def checks(options: list[str], selected, style) -> str:
    on, off = style
    sel = selected if isinstance(selected, (list, tuple, set)) else [selected]
    return "&nbsp;&nbsp; ".join(f"{on if o in sel else off} {esc(o)}" for o in options)


def blank(r: random.Random) -> str:
    return r.choice(["", "N/A", "—", "n/a", "None", "_______________", "-"])


def addr_html(parts: list[str], joiner: str) -> str:
    return joiner.join(esc(p) for p in parts)


def addr_truth(parts: list[str], joiner: str) -> str:
    # "<br>" becomes a space; ", " stays
    return fold((" " if joiner == "<br>" else joiner).join(parts))


def footer(r, bname, baddr) -> str:
    member = pick(r, "Member FDIC.", "Member FDIC. Equal Housing Lender.", "Federally insured by NCUA.",
                  "Member FDIC | NMLS #" + digits(r, 6))
    return (f"<div class='foot'>{esc(bname)} &middot; {esc(baddr)} &middot; {member} "
            f"Form {letters(r, 2)}-{digits(r, 4)} (Rev. {r.randint(1, 12):02d}/{r.randint(2019, 2025)})</div>")


PATRIOT = ("IMPORTANT INFORMATION ABOUT PROCEDURES FOR OPENING A NEW ACCOUNT: To help the government fight the "
           "funding of terrorism and money laundering activities, Federal law requires all financial institutions "
           "to obtain, verify, and record information that identifies each person who opens an account. What this "
           "means for you: When you open an account, we will ask for your name, address, date of birth, and other "
           "information that will allow us to identify you. We may also ask to see your driver's license or other "
           "identifying documents.")

CERT = ("Under penalties of perjury, I certify that: (1) the number shown on this form is my correct taxpayer "
        "identification number; (2) I am not subject to backup withholding; (3) I am a U.S. citizen or other U.S. "
        "person; and (4) the FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA "
        "reporting is correct.")


# --------------------------------------------------------------------------- KYC

ALPHA2 = {"USA": "US", "MEX": "MX", "IND": "IN", "GBR": "GB", "DEU": "DE", "CAN": "CA", "PHL": "PH", "BRA": "BR",
          "KOR": "KR", "ESP": "ES", "ITA": "IT", "NLD": "NL", "NGA": "NG"}

JOBS = [("Registered Nurse", "Mercy Regional Medical Center"), ("Software Engineer", "Brightline Analytics, Inc."),
        ("Accountant", "Hollister & Crane LLP"), ("High School Teacher", "Maplewood Unified School District"),
        ("Warehouse Supervisor", "Consolidated Freight Systems"), ("Pharmacist", "Walgreen Co."),
        ("Civil Engineer", "Tetra Structural Group"), ("Sales Manager", "Midwest Auto Parts Distributors"),
        ("Police Officer", "City of Columbus"), ("Financial Analyst", "Northgate Capital Partners LLC"),
        ("Electrician", "Apex Electrical Contractors, Inc."), ("Physician", "Lakeside Pediatrics, P.C."),
        ("Paralegal", "Berman Gold & Associates"), ("Product Manager", "Quantum Retail Technologies"),
        ("Truck Driver", "Swift Ridge Logistics"), ("Dental Hygienist", "Smile Bright Family Dentistry"),
        ("Research Scientist", "Helix Biotherapeutics Corp."), ("Marketing Coordinator", "Red Barn Media Group")]
SELF_JOBS = ["Self-employed contractor", "Owner, landscaping business", "Independent consultant",
             "Real estate investor", "Freelance photographer", "Restaurant owner"]
RETIRED = ["Retired", "Retired teacher", "Retired (former engineer)", "Retiree"]

SOF_LABELS = {"employment": ["Employment income", "Salary / wages", "Wages", "Employment"],
              "business": ["Business income", "Business revenue", "Self-employment / business"],
              "investments": ["Investments", "Investment income", "Dividends / investments"],
              "inheritance": ["Inheritance", "Inheritance / estate"],
              "pension": ["Pension", "Retirement / pension", "Social Security / pension"],
              "other": ["Other"]}


def kyc_facts(r: random.Random) -> dict:
    nat = "USA" if chance(r, 0.65) else r.choice(list(FOREIGN))
    p = person(r, nat, r.choice("MMFFMF") if not chance(r, 0.03) else r.choice("MF"))
    sex = "X" if (nat == "USA" and chance(r, 0.03)) else p["sex"]
    if nat != "USA" and nat in ID_CARD_COUNTRIES and chance(r, 0.55):
        idt = "national_id"
        num = letters(r, 1) + "".join(r.choice("0123456789CFGHJKLMNPRTVWXYZ") for _ in range(8))
    else:
        idt = "passport"
        num = {"USA": pick(r, letters(r, 1) + digits(r, 8), digits(r, 9)), "IND": letters(r, 1) + digits(r, 7),
               "CAN": letters(r, 2) + digits(r, 6), "GBR": digits(r, 9)}.get(nat, letters(r, 1) + digits(r, 8))
    dob = rdate(r, 1948, 2004)
    exp = rdate(r, 2026, 2035)
    issued = _dt.date(exp.year - 10, exp.month, min(exp.day, 28)) - _dt.timedelta(days=1)
    res = "USA" if (nat == "USA" or chance(r, 0.7)) else r.choice([c for c in FOREIGN_ADDRESSES if c != nat] or ["CAN"])
    kind = r.choices(["emp", "self", "ret"], [0.72, 0.16, 0.12])[0]
    if kind == "emp":
        occ, emp = r.choice(JOBS)
        sof = r.choices(["employment", "investments", "inheritance", "other"], [0.85, 0.07, 0.04, 0.04])[0]
        income = r.randrange(32000, 260000, 500)
    elif kind == "self":
        occ, emp = r.choice(SELF_JOBS), None
        sof = r.choices(["business", "investments", "other"], [0.8, 0.12, 0.08])[0]
        income = r.randrange(40000, 480000, 1000)
    else:
        occ, emp = r.choice(RETIRED), None
        sof = r.choices(["pension", "investments", "inheritance"], [0.75, 0.15, 0.1])[0]
        income = r.randrange(18000, 120000, 250)
    monthly = chance(r, 0.25)
    if monthly:
        m = round(income / 12 / 5) * 5
        if chance(r, 0.3):
            m = m + r.choice([0.5, 0.25, 0.0])
        income = m * 12
    else:
        m = None
    if res == "USA" or nat == "USA":
        tin = ssn(r) if (nat == "USA" or chance(r, 0.6)) else itin(r)
    else:
        tin = pick(r, digits(r, 11), letters(r, 2) + digits(r, 9), digits(r, 3) + " " + digits(r, 3) + " " + digits(r, 3))
    if chance(r, 0.15):
        tin = None
    return dict(p=p, nat=nat, sex=sex, idt=idt, num=num, dob=dob, exp=exp, issued=issued, res=res, kind=kind,
                occ=occ, emp=emp, sof=sof, income=float(income), monthly=m, tin=tin, pep=chance(r, 0.08),
                opened=rdate(r, 2024, 2026), bank=bank(r), dl=(r.choice(US_STATES), letters(r, 1) + digits(r, 7),
                                                                rdate(r, 2026, 2031)))


def kyc_truth(f, addr_text: str, sex_shown: bool, tin_shown: bool) -> dict:
    return {"full_name": full_name(f["p"]), "date_of_birth": f["dob"].isoformat(),
            "sex": f["sex"] if sex_shown else None, "nationality": f["nat"], "id_document_type": f["idt"],
            "id_document_number": f["num"], "id_issuing_country": f["nat"], "id_expiry_date": f["exp"].isoformat(),
            "residential_address": addr_text, "country_of_residence": f["res"], "occupation": f["occ"],
            "employer_name": f["emp"], "annual_income": f["income"], "income_currency": "USD",
            "source_of_funds": f["sof"], "is_pep": f["pep"],
            "tax_identification_number": f["tin"] if tin_shown else None}


def country_text(r, c, adjective_ok=True) -> str:
    if c == "USA":
        opts = ["United States", "USA", "U.S.A.", "United States of America", "US"]
        if adjective_ok:
            opts += ["American", "U.S. citizen"]
        return r.choice(opts)
    name, adj = FOREIGN[c][0], FOREIGN[c][1]
    opts = [name, c, name.upper(), ALPHA2[c]]
    if adjective_ok:
        opts.append(adj)
    return r.choice(opts)


def res_address(r, f):
    """(parts, joiner) of the residential address; the country of residence appears in it or separately."""
    if f["res"] == "USA":
        parts = us_address(r, with_country=chance(r, 0.3))
    else:
        parts = [r.choice(FOREIGN_ADDRESSES[f["res"]])]
        if chance(r, 0.5):
            parts.append(FOREIGN[f["res"]][0])
    joiner = r.choice(["<br>", ", "])
    return parts, joiner


def income_items(r, f, labels=None) -> list[tuple[str, str]]:
    ms = r.choice(MONEY_STYLES)
    if f["monthly"] is not None:
        lab = r.choice(["Gross monthly income", "Monthly income (gross)", "Income per month", "Monthly net pay"
                        if False else "Approx. monthly income"])
        return [(lab, money(f["monthly"], ms))]
    lab = r.choice(["Annual income", "Gross annual income", "Yearly income (USD)", "Total annual income",
                    "Annual household income" if False else "Estimated annual income"])
    return [(lab, money(f["income"], ms))]


def pep_line(r, f, cst) -> str:
    q = r.choice(["Are you a senior foreign political figure (PEP)?",
                  "Is the applicant a Politically Exposed Person (PEP)?",
                  "Do you currently hold, or have you held within the last 5 years, a senior political, "
                  "governmental, military or judicial position (PEP)?",
                  "Politically exposed person"])
    if r.random() < 0.5:
        return f"<div>{esc(q)} &nbsp; {checks(['Yes', 'No'], 'Yes' if f['pep'] else 'No', cst)}</div>"
    return f"<div>{esc(q)} &nbsp; <b>{pick(r, 'YES', 'Yes') if f['pep'] else pick(r, 'NO', 'No')}</b></div>"


def sof_line(r, f, cst) -> str:
    opts = ["employment", "business", "investments", "inheritance", "pension", "other"]
    r.shuffle(opts) if chance(r, 0.3) else None
    labels = {o: r.choice(SOF_LABELS[o]) for o in opts}
    head = r.choice(["Source of funds", "Primary source of funds for this account", "Source of initial deposit / funds",
                     "Where will the money in this account come from?"])
    return (f"<div><b>{esc(head)}:</b> " + checks([labels[o] for o in opts], labels[f["sof"]], cst) + "</div>")


def id_items(r, f, ds) -> list[tuple[str, str]]:
    kind = {"passport": pick(r, "Passport", "U.S. Passport" if f["nat"] == "USA" else "Foreign passport", "PASSPORT"),
            "national_id": pick(r, "National ID card", "Foreign national identity card", "Government ID card (national)")}[f["idt"]]
    return [(pick(r, "Primary ID type", "ID type", "Identification document"), kind),
            (pick(r, "ID number", "Document No.", "Number"), f["num"]),
            (pick(r, "Issuing country", "Country of issuance", "Issued by (country)"), country_text(r, f["nat"], False)),
            (pick(r, "Issue date", "Date issued"), fdate(f["issued"], ds)),
            (pick(r, "Expiration date", "Expiry date", "Exp. date"), fdate(f["exp"], ds))]


def dl_items(r, f, ds) -> list[tuple[str, str]]:
    st, num, exp = f["dl"]
    return [(pick(r, "Secondary ID", "Other ID"), pick(r, "Driver's License", "State driver license", "DL")),
            ("State", st[0]), (pick(r, "DL number", "License No."), num), ("Exp.", fdate(exp, ds))]


def passport_page(r, f, copy_stamp=True) -> str:
    """Copy of a passport data page (visual zone + TD3 MRZ) or an identity card (TD1)."""
    p, nat = f["p"], f["nat"]
    ds = r.choice(["mil", "mil_title", "mil"])
    g, s = p["given"], p["surname"]
    if chance(r, 0.6):
        g, s = g.upper(), s.upper()
    if nat == "USA":
        lab = ("Surname / Nom / Apellidos", "Given Names / Prénoms / Nombres", "Nationality / Nationalité / Nacionalidad",
               "Date of birth / Date de naissance / Fecha de nacimiento", "Sex / Sexe / Sexo",
               "Date of expiration / Date d'expiration / Fecha de caducidad", "Passport No. / No. du Passeport / No. de Pasaporte")
        title = "PASSPORT &nbsp; PASSEPORT &nbsp; PASAPORTE<br>UNITED STATES OF AMERICA"
        natv = "UNITED STATES OF AMERICA"
        auth = "United States Department of State"
    else:
        name, adj, (ls, lg, ln), _, _ = FOREIGN[nat]
        lab = (f"{ls} / Surname", f"{lg} / Given names", f"{ln} / Nationality", "Date of birth", "Sex",
               "Date of expiry", "Document No.")
        title = ("IDENTITY CARD &middot; " if f["idt"] == "national_id" else "PASSPORT &middot; ") + esc(name.upper())
        natv = r.choice([adj.upper(), nat, name.upper()])
        auth = pick(r, "Ministry of Foreign Affairs", "Issuing Authority", "Passport Office")
    sexv = f["sex"]
    cells = [(lab[0], esc(s)), (lab[1], esc(g)), (lab[2], esc(natv)), (lab[3], fdate(f["dob"], ds)),
             (lab[4], sexv), ("Place of birth / Lieu de naissance", esc(pick(r, "CALIFORNIA, U.S.A.", "NEW YORK, U.S.A.", "TEXAS, U.S.A.") if nat == "USA" else FOREIGN[nat][0].upper())),
             ("Date of issue / Date de délivrance", fdate(f["issued"], ds)), ("Authority / Autorité", esc(auth)),
             (lab[5], fdate(f["exp"], ds)), (lab[6], f["num"])]
    if f["idt"] == "national_id":
        mrz = mrz_td1(p, nat, nat, f["num"], f["dob"], f["exp"], f["sex"])
    else:
        mrz = mrz_td3(p, nat, nat, f["num"], f["dob"], f["exp"], f["sex"])
    stamp = f"<div class='right'><span class='stamp'>{pick(r, 'COPY', 'CERTIFIED TRUE COPY', 'COPY - VERIFIED')}</span></div>" if copy_stamp else ""
    head = pick(r, "Copy of identification document", "Photocopy of ID - data page", "ID document image (scanned)",
                "Attachment A - Identification")
    return (f"<div class='pb'></div><div class='small'>{esc(head)}</div>{stamp}"
            f"<div style='border:2px solid #333; padding:8px; margin-top:6px; width:88%'>"
            f"<div class='center'><b>{title}</b></div>"
            f"<div style='margin-top:4px'>Type / Type / Tipo: {'I' if f['idt'] == 'national_id' else 'P'} &nbsp;&nbsp; "
            f"Code / Code / Código: {nat}</div>"
            f"{grid(cells, 2, r, bordered=False)}"
            f"<pre style='font-size:1.15em; letter-spacing:1px; margin-top:8px'>{esc(chr(10).join(mrz))}</pre></div>"
            f"<div class='small'>Verified against original by: {esc(r.choice(US_FIRST_F))} "
            f"{esc(r.choice(US_LAST))}, {pick(r, 'Personal Banker', 'Branch Manager', 'Universal Banker')} &nbsp; "
            f"Date: {fdate(f['opened'], 'num')}</div>")


def _kyc_common(r, f):
    ds = r.choice(US_DATE_STYLES)
    cst = r.choice(CHECK_STYLES)
    parts, joiner = res_address(r, f)
    return ds, cst, parts, joiner


def _res_country_item(r, f, parts):
    # the country of residence must be stated: separately unless the address ends with it
    return [(pick(r, "Country of residence", "Country", "Residence country"), country_text(r, f["res"], False))]


def _name_items(r, f, split=None):
    p = f["p"]
    split = chance(r, 0.5) if split is None else split
    if split:
        first, *mid = p["given"].split(" ")
        items = [(pick(r, "Last name", "Surname", "Last"), p["surname"]), (pick(r, "First name", "First"), first),
                 (pick(r, "Middle name", "Middle"), " ".join(mid) if mid else blank(r))]
        if chance(r, 0.5):
            items = [items[1], items[2], items[0]]
        return items
    form = r.choice(["title", "upper", "comma", "comma_up"])
    return [(pick(r, "Full legal name", "Customer name", "Name (as shown on ID)", "Applicant name"), name_form(p, form))]


def kyc_cip_branch_form(r, f):
    ds, cst, parts, joiner = _kyc_common(r, f)
    bname, bic, baddr = f["bank"]
    ask_sex = chance(r, 0.4)
    with_pp = chance(r, 0.55)
    show_tin = f["tin"] is not None
    personal = _name_items(r, f) + [(pick(r, "Date of birth", "DOB", "Birth date"), fdate(f["dob"], ds))]
    if ask_sex:
        personal.append((pick(r, "Sex", "Gender"), pick(r, f["sex"], {"M": "Male", "F": "Female", "X": "X"}[f["sex"]])))
    personal.append((pick(r, "Citizenship", "Country of citizenship", "Nationality"), country_text(r, f["nat"])))
    personal.append((pick(r, "Home phone", "Mobile phone", "Primary phone"), phone_us(r)))
    personal.append(("E-mail", f"{f['p']['surname'].lower().replace(' ', '').replace(chr(39), '')}{r.randint(1, 99)}@"
                     f"{pick(r, 'gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com')}"))
    addr_items = [(pick(r, "Residential address (no P.O. Box)", "Physical address", "Home address", "Residential street address"),
                   addr_html(parts, joiner))] + _res_country_item(r, f, parts)
    if chance(r, 0.5):
        addr_items.append((pick(r, "Mailing address (if different)", "Mailing address"), pick(r, "Same", "", "P.O. Box " + digits(r, 4))))
    if chance(r, 0.4):
        addr_items.append(("Previous address (if less than 2 years)", addr_html(us_address(r), ", ")))
    idi = id_items(r, f, ds) + (dl_items(r, f, ds) if chance(r, 0.6) else [])
    emp = [(pick(r, "Occupation", "Occupation / title", "Job title"), f["occ"]),
           (pick(r, "Employer", "Employer name", "Name of employer"), f["emp"] if f["emp"] else blank(r))]
    if f["kind"] != "emp" and chance(r, 0.6):
        emp.append(("Employment status", checks(["Employed", "Self-employed", "Retired", "Unemployed"],
                                                 "Self-employed" if f["kind"] == "self" else "Retired", cst)))
    emp += income_items(r, f)
    tin_lab = pick(r, "Social Security Number / TIN", "SSN or ITIN", "Taxpayer Identification Number (TIN)", "Tax ID (SSN)")
    tin_val = f["tin"] if show_tin else blank(r)
    sections = [
        ("Section 1 – Personal Information", fields_block(personal, r)),
        ("Section 2 – Residential Address", fields_block(addr_items, r)),
        ("Section 3 – Identification (CIP)", fields_block(idi, r, r.choice(["grid3", "rows", "lv"]))),
        ("Section 4 – Employment and Income", fields_block(emp, r) + sof_line(r, f, cst)),
        ("Section 5 – Due Diligence", pep_line(r, f, cst) + f"<div>Expected monthly deposits: {checks(['< $5,000', '$5,000–$25,000', '> $25,000'], r.choice(['< $5,000', '$5,000–$25,000', '> $25,000']), cst)}</div>"
         + f"<div>Will you send or receive international wires? {checks(['Yes', 'No'], r.choice(['Yes', 'No']), cst)}</div>"),
        ("Section 6 – Taxpayer Certification (Substitute Form W-9)", lv(tin_lab, esc(tin_val), r.choice(LV_STYLES)) + f"<p class='small'>{CERT}</p>"),
    ]
    if chance(r, 0.4):
        mid = sections[1:5]
        r.shuffle(mid)
        sections[1:5] = mid
    sec_cls = r.choice(["sec", "secd"])
    body = (f"<table><tr><td><h1>{esc(bname)}</h1><div class='small'>{esc(baddr)}</div></td>"
            f"<td class='right'><b>{pick(r, 'Personal Account Application', 'New Account Application – Individual', 'Consumer Account Opening Form')}</b><br>"
            f"<span class='small'>Branch #{digits(r, 3)} &nbsp; Account No. {digits(r, 10)}</span><br>"
            f"<span class='small'>Date: {fdate(f['opened'], ds)}</span></td></tr></table>"
            f"<p class='small'>{PATRIOT}</p>")
    for i, (h, content) in enumerate(sections):
        h = h if chance(r, 0.7) else h.split("– ")[-1].upper()
        body += f"<div class='{sec_cls}'>{esc(h)}</div>{content}"
    body += (f"<p>Signature of applicant: <span class='line'>&nbsp;</span> &nbsp; Date: {fdate(f['opened'], ds)}</p>"
             f"<div class='small'>Account opened by: {esc(r.choice(US_FIRST_M))} {esc(r.choice(US_LAST))}, Officer No. {digits(r, 5)}</div>"
             + footer(r, bname, baddr))
    if with_pp:
        body += passport_page(r, f)
    return page(body, r), kyc_truth(f, addr_truth(parts, joiner), ask_sex or with_pp, show_tin)


def kyc_core_banking_screen(r, f):
    bname, bic, baddr = f["bank"]
    p = f["p"]
    parts = us_address(r) if f["res"] == "USA" else [r.choice(FOREIGN_ADDRESSES[f["res"]])]
    ds = r.choice(["num", "iso", "num", "dash", "abbr_up"])
    up = chance(r, 0.7)
    U = (lambda x: x.upper()) if up else (lambda x: x)
    w = r.choice([22, 24, 26])

    def ln(k, v):
        return f"{k.ljust(w, '.' if chance(r, 0.3) else ' ')}: {v}"
    tin_shown = f["tin"] is not None
    lines = [f"{U(bname)[:34]:<36}CIF INQUIRY{'':8}{fdate(f['opened'], 'num')} {r.randint(8, 17):02d}:{r.randint(0, 59):02d}",
             f"SCREEN CIF0{r.randint(10, 99)}   USER {letters(r, 3)}{digits(r, 2)}   BRANCH {digits(r, 4)}", "-" * 78,
             ln("CIF NUMBER", digits(r, 9)), ln("CUSTOMER TYPE", "IND - INDIVIDUAL"),
             ln("LAST NAME", U(p["surname"])), ln("FIRST/MIDDLE", U(p["given"])),
             ln("DATE OF BIRTH", fdate(f["dob"], ds))]
    sex_shown = chance(r, 0.6)
    if sex_shown:
        lines.append(ln("SEX", f["sex"]))
    lines += [ln("CITIZENSHIP", pick(r, f["nat"], ALPHA2[f["nat"]])),
              ln("TAX ID TYPE", ("SSN" if f["tin"] and f["tin"][0] != "9" and f["res"] == "USA" else "TIN") if tin_shown else ""),
              ln("TAX ID", f["tin"] if tin_shown else ""),
              ln("ADDR LINE 1", U(parts[0]))]
    for extra in parts[1:]:
        lines.append(" " * (w + 2) + U(extra))
    lines += [ln("COUNTRY", pick(r, ALPHA2[f["res"]], f["res"])), "-" * 78, "ID VERIFICATION (CIP)",
              ln("ID TYPE", {"passport": pick(r, "PP - PASSPORT", "PASSPORT"), "national_id": "NID - NATIONAL ID CARD"}[f["idt"]]),
              ln("ID NUMBER", f["num"]), ln("ID ISSUER", f["nat"]), ln("ID EXPIRES", fdate(f["exp"], ds)),
              ln("VERIF METHOD", pick(r, "DOCUMENTARY", "DOC + NON-DOC (LEXISNEXIS)")),
              ln("OFAC CHECK", f"CLEAR {fdate(f['opened'], 'num')}"), "-" * 78, "EMPLOYMENT / PROFILE",
              ln("OCCUPATION", U(f["occ"])), ln("EMPLOYER", U(f["emp"]) if f["emp"] else "")]
    if f["monthly"] is not None:
        lines.append(ln("MONTHLY INCOME", money(f["monthly"], r.choice(["plainc", "sym", "nosep"]))))
    else:
        lines.append(ln("ANNUAL INCOME", money(f["income"], r.choice(["plain", "plainc", "sym", "nosep"]))))
    sof_code = {"employment": "EMP - EMPLOYMENT", "business": "BUS - BUSINESS", "investments": "INV - INVESTMENTS",
                "inheritance": "INH - INHERITANCE", "pension": "PEN - PENSION/RETIREMENT", "other": "OTH - OTHER"}[f["sof"]]
    lines += [ln("INCOME CURRENCY", "USD") if chance(r, 0.5) else ln("CURRENCY", "USD"),
              ln("SOURCE OF FUNDS", sof_code), ln("PEP FLAG", pick(r, "Y", "YES") if f["pep"] else pick(r, "N", "NO")),
              ln("RISK RATING", pick(r, "LOW", "MODERATE", "HIGH") if not f["pep"] else "HIGH"),
              ln("CTR EXEMPT", "N"), "-" * 78,
              f"PF1=HELP PF3=EXIT PF7=BACK PF8=FWD        PAGE 1 OF 1"]
    body = f"<pre style='font-size:1.05em'>{esc(chr(10).join(lines))}</pre>"
    with_pp = chance(r, 0.4)
    if with_pp:
        body += passport_page(r, f, copy_stamp=chance(r, 0.5))
    return page(body, r, font=MONO), kyc_truth(f, fold(" ".join(U(x) for x in parts)), sex_shown or with_pp, tin_shown)


def kyc_edd_questionnaire(r, f):
    ds, cst, parts, joiner = _kyc_common(r, f)
    bname, bic, baddr = f["bank"]
    p = f["p"]
    qs = []
    nf = r.choice(["title", "upper", "comma"])
    qs.append(("Full legal name of the customer", esc(name_form(p, nf))))
    qs.append(("Date of birth (MM/DD/YYYY)" if ds in ("num", "num_short") else "Date of birth", fdate(f["dob"], ds)))
    qs.append(("Country or countries of citizenship", esc(country_text(r, f["nat"]))))
    qs.append(("Permanent residential address (a P.O. Box is not acceptable)", addr_html(parts, joiner)))
    qs.append(("Country of residence", esc(country_text(r, f["res"], False))))
    qs.append(("Identification document presented (type, number, issuing country, expiration)",
               esc(f"{'Passport' if f['idt'] == 'passport' else 'National identity card'}, No. {f['num']}, "
                   f"issued by {country_text(r, f['nat'], False)}, expires {fdate(f['exp'], ds)}")))
    qs.append(("Occupation / nature of business", esc(f["occ"])))
    qs.append(("Name of employer", esc(f["emp"]) if f["emp"] else esc(blank(r) or "Not applicable")))
    inc = income_items(r, f)[0]
    qs.append((inc[0], esc(inc[1])))
    qs.append(("What is the source of the funds that will be deposited?",
               checks([SOF_LABELS[k][0] for k in SOF_LABELS], SOF_LABELS[f["sof"]][0], cst)))
    qs.append(("Source of wealth (how the customer accumulated total net worth)",
               esc(pick(r, "Savings from salary over career", "Sale of family business in 2019", "Accumulated earnings and real estate", "Retirement savings"))))
    qs.append(("Is the customer, or has the customer been, a senior foreign political figure, an immediate family "
               "member or a close associate of one?", checks(["Yes", "No"], "Yes" if f["pep"] else "No", cst)))
    tin_shown = f["tin"] is not None
    qs.append(("U.S. TIN (SSN/ITIN) or foreign TIN", esc(f["tin"]) if tin_shown else esc(blank(r))))
    qs.append(("Expected account activity (number of transactions per month)", str(r.randint(5, 60))))
    if f["pep"]:
        qs.append(("If yes, describe the position held", esc(pick(r, "Member of a national legislature (2016–2022)",
                   "Deputy minister, Ministry of Finance", "Ambassador", "State-owned enterprise board member"))))
    head = pick(r, "Customer Due Diligence Questionnaire – Individuals", "Enhanced Due Diligence (EDD) Questionnaire",
                "Know Your Customer Questionnaire")
    numbering = r.choice(["num", "Q", "none"])
    body = (f"<div class='right small'>{esc(bname)} — BSA/AML Compliance</div><h1>{esc(head)}</h1>"
            f"<p class='small'>Complete all questions. Attach a copy of the identification document. Incomplete "
            f"questionnaires will be returned to the branch. Reference: EDD-{digits(r, 6)}</p>")
    place = r.choice(["below", "right", "table"])
    if place == "table":
        body += "<table class='g'><tr><th>#</th><th>Question</th><th>Response</th></tr>"
        for i, (q, a) in enumerate(qs, 1):
            body += f"<tr><td>{i}</td><td>{esc(q)}</td><td>{a}</td></tr>"
        body += "</table>"
    else:
        for i, (q, a) in enumerate(qs, 1):
            n = {"num": f"{i}. ", "Q": f"Q{i}. ", "none": ""}[numbering]
            if place == "below":
                body += f"<div style='margin-top:6px'><b>{n}{esc(q)}</b><div style='margin-left:14px'>{a}</div></div>"
            else:
                body += f"<div style='margin-top:4px'>{n}{esc(q)}: &nbsp; <i>{a}</i></div>"
    body += (f"<p>Prepared by: {esc(r.choice(US_FIRST_F))} {esc(r.choice(US_LAST))}, BSA Officer &nbsp; Date: "
             f"{fdate(f['opened'], ds)}</p><p class='small'>Approved by: ______________________ (Compliance)</p>")
    with_pp = chance(r, 0.6)
    if with_pp:
        body += passport_page(r, f)
    return page(body, r), kyc_truth(f, addr_truth(parts, joiner), with_pp, tin_shown)


def kyc_rm_call_report(r, f):
    ds = r.choice(["long", "abbr", "num", "num_short", "dmy_long"])
    bname, bic, baddr = f["bank"]
    p = f["p"]
    parts, joiner = res_address(r, f)
    hon = {"M": "Mr.", "F": "Ms.", "X": "Mx."}[f["sex"]]
    mentions_sex = chance(r, 0.5)
    rm = f"{r.choice(US_FIRST_M + US_FIRST_F)} {r.choice(US_LAST)}"
    natv = country_text(r, f["nat"], False)
    doc = "passport" if f["idt"] == "passport" else "national identity card"
    s1 = (f"On {fdate(f['opened'], ds)} I met {esc(full_name(p))} at our {pick(r, 'Lincoln Park', 'Midtown', 'Galleria', 'Main Street')} "
          f"office to open a {pick(r, 'Premier Checking', 'money market', 'private banking')} relationship. ")
    if mentions_sex:
        s1 += f"The client ({'male' if f['sex'] == 'M' else 'female' if f['sex'] == 'F' else 'sex marker X'}) "
    else:
        s1 += "The client "
    s1 += (f"was born on {fdate(f['dob'], ds)} and is a citizen of {esc(natv)}. Identity was verified from the "
           f"original {doc} no. {esc(f['num'])} issued by {esc(country_text(r, f['nat'], False))}, valid until "
           f"{fdate(f['exp'], ds)}. ")
    s2 = (f"{(hon + ' ' + esc(p['surname'])) if mentions_sex else 'The client'} resides at {esc(', '.join(parts))} "
          f"(country of residence: {esc(country_text(r, f['res'], False))}). ")
    s3 = f"Occupation: {esc(f['occ'])}. "
    if f["emp"]:
        s3 += f"The client is employed by {esc(f['emp'])}. "
    if f["monthly"] is not None:
        s3 += f"Stated gross income is {money(f['monthly'], r.choice(MONEY_STYLES))} per month. "
    else:
        s3 += f"Stated annual income is {money(f['income'], r.choice(MONEY_STYLES))}. "
    sofw = {"employment": "salary from employment", "business": "profits of the client's own business",
            "investments": "investment income and maturing securities", "inheritance": "an inheritance",
            "pension": "pension and retirement distributions", "other": "other sources (sale of a vehicle and personal savings)"}[f["sof"]]
    s3 += f"Funds for the initial deposit of {money(r.randrange(5000, 250000, 100), 'sym')} come from {sofw}. "
    s4 = ("The client confirmed that he or she is a politically exposed person; EDD has been opened. " if f["pep"] else
          "The client is not a politically exposed person and no adverse media was found. ")
    tin_shown = f["tin"] is not None
    s4 += (f"Taxpayer identification number provided: {esc(f['tin'])}. " if tin_shown else
           "No taxpayer identification number was provided at this meeting; follow up required. ")
    paras = [s1, s2, s3, s4]
    body = (f"<h2>{esc(bname)}</h2><div class='small'>Private &amp; Confidential — Internal use only</div>"
            f"<h1>{pick(r, 'Call Report', 'Client Meeting Memorandum', 'Relationship Manager Visit Report')}</h1>"
            f"<table class='g'><tr><td>Relationship manager</td><td>{esc(rm)}</td><td>Report date</td><td>{fdate(f['opened'], ds)}</td></tr>"
            f"<tr><td>Prospect / client</td><td>{esc(name_form(p, r.choice(['upper', 'comma_up', 'title'])))}</td><td>Ref.</td><td>CR-{digits(r, 7)}</td></tr></table>"
            + "".join(f"<p>{x}</p>" for x in paras)
            + f"<p>Next steps: {pick(r, 'schedule investment review in 90 days.', 'obtain utility bill as proof of address.', 'refer to mortgage team.')}</p>"
            + f"<p>{esc(rm)}<br>{pick(r, 'Vice President, Private Banking', 'Relationship Manager', 'Senior Banker')}</p>"
            + footer(r, bname, baddr))
    with_pp = chance(r, 0.5)
    if with_pp:
        body += passport_page(r, f)
    return page(body, r), kyc_truth(f, fold(", ".join(parts)), mentions_sex or with_pp, tin_shown)


def kyc_nonresident_form(r, f):
    """Account application for a non-U.S. person, with a W-8BEN style certification."""
    ds = r.choice(["long", "abbr", "mil", "iso", "num", "dashmon"])
    cst = r.choice(CHECK_STYLES)
    bname, bic, baddr = f["bank"]
    p = f["p"]
    parts, joiner = res_address(r, f)
    bil = chance(r, 0.5)

    def L(en, es):
        return f"{en} / {es}" if bil else en
    tin_shown = f["tin"] is not None
    sex_shown = chance(r, 0.5)
    rows = [(L("Surname(s)", "Apellido(s)"), esc(p["surname"].upper() if chance(r, 0.5) else p["surname"])),
            (L("Given name(s)", "Nombre(s)"), esc(p["given"])),
            (L("Date of birth", "Fecha de nacimiento"), fdate(f["dob"], ds))]
    if sex_shown:
        rows.append((L("Sex", "Sexo"), {"M": "Male", "F": "Female", "X": "X (unspecified)"}[f["sex"]]))
    rows += [(L("Country of citizenship", "País de ciudadanía"), esc(country_text(r, f["nat"], False))),
             (L("Permanent residence address (street, city, country)", "Domicilio permanente"), addr_html(parts, joiner)),
             (L("Country of residence", "País de residencia"), esc(country_text(r, f["res"], False))),
             (L("U.S. mailing address, if any", "Dirección postal en EE.UU."), addr_html(us_address(r), ", ") if chance(r, 0.3) else blank(r)),
             (L("Identity document", "Documento de identidad"),
              ("Passport" if f["idt"] == "passport" else "National ID card") + f" &nbsp; No. {esc(f['num'])}"),
             (L("Country of issuance", "País de emisión"), esc(country_text(r, f["nat"], False))),
             (L("Expiration date", "Fecha de vencimiento"), fdate(f["exp"], ds)),
             (L("Occupation", "Ocupación"), esc(f["occ"])),
             (L("Employer", "Empleador"), esc(f["emp"]) if f["emp"] else esc(blank(r)))]
    inc = income_items(r, f)[0]
    rows.append((L(inc[0], "Ingresos"), esc(inc[1])))
    mode = r.choice(["rows", "grid2", "lv"])
    body = (f"<table><tr><td><h1>{esc(bname)}</h1><div class='small'>International Banking Division &middot; {esc(baddr)}</div></td>"
            f"<td class='right small'>{pick(r, 'Form INTL-7', 'NRA-APP', 'Form 4410-F')}<br>Page 1 of 2</td></tr></table>"
            f"<h2>{L('Account Application for Non-U.S. Persons', 'Solicitud de Cuenta para Personas No Estadounidenses')}</h2>"
            + fields_block(rows, r, mode)
            + sof_line(r, f, cst) + pep_line(r, f, cst)
            + f"<div class='sec'>Part II – Certificate of Foreign Status (Substitute Form W-8BEN)</div>"
            + lv(pick(r, "Foreign tax identifying number (FTIN)", "Foreign TIN", "U.S. TIN (SSN or ITIN) or FTIN"),
                 esc(f["tin"]) if tin_shown else esc(pick(r, "", "Not legally required", "—")), r.choice(LV_STYLES))
            + lv("Claim of tax treaty benefits", pick(r, "None", "Article 10, 15% withholding"), "colon_plain")
            + "<p class='small'>Under penalties of perjury, I declare that I am the beneficial owner of the income to which "
              "this form relates, that I am not a U.S. person, and that the income is not effectively connected with the "
              "conduct of a trade or business in the United States.</p>"
            + f"<p>Signature: <span class='line'>&nbsp;</span> &nbsp; Date: {fdate(f['opened'], ds)} &nbsp; Capacity: Individual</p>"
            + footer(r, bname, baddr))
    body += passport_page(r, f)
    return page(body, r), kyc_truth(f, addr_truth(parts, joiner), True, tin_shown)


def kyc_profile_table(r, f):
    """Signature card and customer profile: one table of information requested / response."""
    ds = r.choice(US_DATE_STYLES)
    cst = r.choice(CHECK_STYLES)
    bname, bic, baddr = f["bank"]
    p = f["p"]
    parts, joiner = res_address(r, f)
    tin_shown = f["tin"] is not None
    sex_shown = chance(r, 0.3)
    trusted = person(r)
    rows = [("Ownership", pick(r, "Individual", "Individual with POD beneficiary")),
            (pick(r, "Owner name", "Name of owner"), esc(name_form(p, r.choice(["title", "upper", "comma", "comma_up"])))),
            (pick(r, "SSN/TIN", "Tax ID number"), esc(f["tin"]) if tin_shown else esc(blank(r))),
            ("Date of birth", fdate(f["dob"], ds))]
    if sex_shown:
        rows.append(("Gender", {"M": "M", "F": "F", "X": "X"}[f["sex"]]))
    rows += [(pick(r, "Citizenship", "Country of citizenship"), esc(country_text(r, f["nat"]))),
             (pick(r, "Street address", "Residence address"), addr_html(parts, joiner)),
             (pick(r, "Country of residence", "Resident of"), esc(country_text(r, f["res"], False))),
             ("ID", f"{'PASSPORT' if f['idt'] == 'passport' else 'NATIONAL ID'} #{esc(f['num'])} &nbsp; Issuer: "
                    f"{esc(country_text(r, f['nat'], False))} &nbsp; Exp: {fdate(f['exp'], ds)}")]
    if chance(r, 0.6):
        st, dln, dle = f["dl"]
        rows.append(("ID #2", f"DRIVER LICENSE {st[0]} {dln} Exp: {fdate(dle, ds)}"))
    rows += [("Occupation", esc(f["occ"])), ("Employer", esc(f["emp"]) if f["emp"] else esc(blank(r)))]
    inc = income_items(r, f)[0]
    rows.append((inc[0], esc(inc[1])))
    rows.append(("Source of funds", esc(r.choice(SOF_LABELS[f["sof"]]))))
    rows.append(("PEP / senior foreign political figure", pick(r, "Yes", "Y") if f["pep"] else pick(r, "No", "N")))
    if chance(r, 0.6):
        rows.append(("POD beneficiary", f"{esc(full_name(trusted))} ({pick(r, 'spouse', 'son', 'daughter', 'sister')}) DOB {fdate(rdate(r, 1950, 2015), ds)}"))
    if chance(r, 0.5):
        r.shuffle(rows)
    hdr = r.choice([("Information requested", "Response"), ("Field", "Value"), ("Item", "Customer information")])
    body = (f"<div class='center'><h1>{esc(bname)}</h1><b>{pick(r, 'Signature Card and Customer Profile', 'Deposit Account Agreement — Customer Information', 'Account Signature Card')}</b></div>"
            f"<table><tr><td>Account number: {digits(r, 4)}-{digits(r, 6)}</td><td>Product: {pick(r, 'Everyday Checking', 'High-Yield Savings', 'Certificate of Deposit 12 mo.')}</td>"
            f"<td class='right'>Opened: {fdate(f['opened'], ds)}</td></tr></table>"
            + rows_table(rows, r, hdr)
            + f"<p class='small'>{CERT}</p><p class='small'>{PATRIOT}</p>"
            + "<table class='g'><tr><td style='height:40px'><span class='cap'>Authorized signature</span></td>"
              "<td><span class='cap'>Date</span></td></tr></table>" + footer(r, bname, baddr))
    with_pp = chance(r, 0.5)
    if with_pp:
        body += passport_page(r, f)
    return page(body, r), kyc_truth(f, addr_truth(parts, joiner), sex_shown or with_pp, tin_shown)


def kyc_id_worksheet(r, f):
    """ID copy first, then the branch's identity verification worksheet."""
    ds = r.choice(US_DATE_STYLES)
    cst = r.choice(CHECK_STYLES)
    bname, bic, baddr = f["bank"]
    p = f["p"]
    parts, joiner = res_address(r, f)
    tin_shown = f["tin"] is not None
    pp = passport_page(r, f).replace("<div class='pb'></div>", "", 1)
    items = [(pick(r, "Customer", "Name verified"), esc(name_form(p, r.choice(["title", "upper"])))),
             ("Date of birth", fdate(f["dob"], ds)), ("Nationality", esc(country_text(r, f["nat"]))),
             ("Document", ("Passport" if f["idt"] == "passport" else "National ID") + f" {esc(f['num'])}"),
             ("Issuing country", esc(country_text(r, f["nat"], False))), ("Expires", fdate(f["exp"], ds)),
             ("Residential address", addr_html(parts, joiner)), ("Country of residence", esc(country_text(r, f["res"], False))),
             ("Occupation", esc(f["occ"])), ("Employer", esc(f["emp"]) if f["emp"] else esc(blank(r)))]
    items += [(a, esc(b)) for a, b in income_items(r, f)]
    items += [("TIN", esc(f["tin"]) if tin_shown else esc(blank(r)))]
    checks_html = "".join(
        f"<div>{checks(['Yes', 'No'], ans, cst)} &nbsp; {esc(q)}</div>" for q, ans in
        [("Photo matches the customer present", "Yes"), ("Document is unexpired", "Yes"),
         ("MRZ check digits verified", "Yes"), ("Customer appears on OFAC SDN list", "No"),
         ("Customer is a politically exposed person", "Yes" if f["pep"] else "No")])
    body = (f"<div class='small'>{esc(bname)} — Identity Verification Worksheet — Ref. IVW-{digits(r, 6)}</div>" + pp
            + f"<div class='pb'></div><h2>{pick(r, 'Identity Verification Worksheet', 'CIP Verification Record', 'Documentary Verification Checklist')}</h2>"
            + fields_block(items, r) + sof_line(r, f, cst) + checks_html
            + f"<p>Verified by: {esc(r.choice(US_FIRST_M))} {esc(r.choice(US_LAST))} &nbsp; Date: {fdate(f['opened'], ds)}</p>"
            + footer(r, bname, baddr))
    return page(body, r), kyc_truth(f, addr_truth(parts, joiner), True, tin_shown)


def kyc_digital_onboarding(r, f):
    """Summary exported from a bank's online/mobile account-opening channel."""
    ds = r.choice(["iso", "num", "abbr", "long"])
    bname, bic, baddr = f["bank"]
    p = f["p"]
    parts, joiner = res_address(r, f)
    tin_shown = f["tin"] is not None
    ts = f"{fdate(f['opened'], 'iso')}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z"
    first, *mid = p["given"].split(" ")
    kv = [("applicationId", f"APP-{letters(r, 2)}{digits(r, 8)}"), ("channel", pick(r, "MOBILE_IOS", "WEB", "MOBILE_ANDROID")),
          ("submittedAt", ts), ("firstName", first), ("middleName", " ".join(mid) if mid else ""), ("lastName", p["surname"]),
          ("dateOfBirth", fdate(f["dob"], ds)), ("citizenship", pick(r, f["nat"], ALPHA2[f["nat"]])),
          ("residentialAddress", ", ".join(parts)), ("residenceCountry", pick(r, f["res"], ALPHA2[f["res"]])),
          ("idType", "PASSPORT" if f["idt"] == "passport" else "NATIONAL_ID"), ("idNumber", f["num"]),
          ("idIssuingCountry", f["nat"]), ("idExpiration", fdate(f["exp"], ds)),
          ("occupation", f["occ"]), ("employerName", f["emp"] or "")]
    if f["monthly"] is not None:
        kv.append(("monthlyIncome", money(f["monthly"], "plainc").replace(",", "")))
    else:
        kv.append(("annualIncome", money(f["income"], r.choice(["plain", "plainc"])).replace(",", "")))
    kv += [("incomeCurrency", "USD"), ("sourceOfFunds", f["sof"].upper()), ("pepDeclared", "true" if f["pep"] else "false"),
           ("taxId", f["tin"] or ""), ("ipAddress", f"{r.randint(11, 220)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"),
           ("deviceFingerprint", letters(r, 4).lower() + digits(r, 10)), ("idvVendorScore", str(r.randint(80, 99)))]
    sex_shown = chance(r, 0.5)
    if sex_shown:
        kv.insert(7, ("sex", f["sex"]))
    style = r.choice(["table", "pre"])
    if style == "table":
        inner = "<table class='g'>" + "".join(f"<tr><td class='mono'>{esc(k)}</td><td>{esc(v)}</td></tr>" for k, v in kv) + "</table>"
    else:
        inner = "<pre>" + esc("\n".join(f"{k:<22} {v}" for k, v in kv)) + "</pre>"
    body = (f"<div class='secd'>{esc(bname)} &middot; Digital Account Opening &middot; Application Summary</div>"
            f"<p class='small'>Status: {pick(r, 'APPROVED', 'PENDING_REVIEW', 'APPROVED_WITH_CONDITIONS')} &middot; Decision engine v{r.randint(2, 7)}.{r.randint(0, 9)} &middot; "
            f"Exported {fdate(f['opened'], 'num')}</p>" + inner
            + "<p class='small'>This summary was generated automatically. Consent to e-sign disclosures: ACCEPTED. "
              "Customer acknowledged the USA PATRIOT Act notice.</p>" + footer(r, bname, baddr))
    with_pp = chance(r, 0.5)
    if with_pp:
        body += passport_page(r, f, copy_stamp=False)
    return page(body, r), kyc_truth(f, fold(", ".join(parts)), sex_shown or with_pp, tin_shown)


KYC_LAYOUTS = {"cip_branch_form": kyc_cip_branch_form, "core_banking_screen": kyc_core_banking_screen,
               "edd_questionnaire": kyc_edd_questionnaire, "rm_call_report": kyc_rm_call_report,
               "nonresident_w8_form": kyc_nonresident_form, "signature_card_profile": kyc_profile_table,
               "id_verification_worksheet": kyc_id_worksheet, "digital_onboarding_export": kyc_digital_onboarding}


# --------------------------------------------------------------------------- letters of credit

APPLICANTS = [("REDWOOD HOME FURNISHINGS, INC.", ["4410 INDUSTRIAL PARKWAY", "HAYWARD, CA 94545", "USA"]),
              ("GREAT LAKES INDUSTRIAL SUPPLY LLC", ["2250 W. FULTON MARKET", "CHICAGO, IL 60612", "UNITED STATES"]),
              ("BLUE RIDGE OUTFITTERS CORP.", ["118 COMMERCE STREET", "ROANOKE, VA 24011", "USA"]),
              ("GULF COAST MARINE PARTS, INC.", ["7800 HARRISBURG BLVD", "HOUSTON, TX 77012", "U.S.A."]),
              ("SUMMIT ORGANIC FOODS LLC", ["95 RIVER ROAD, SUITE 300", "EDGEWATER, NJ 07020", "USA"]),
              ("PACIFIC RIM APPAREL GROUP INC", ["1200 S. SANTA FE AVE", "LOS ANGELES, CA 90021", "USA"]),
              ("CAROLINA SOLAR SYSTEMS, INC.", ["600 PARK OFFICES DRIVE", "RESEARCH TRIANGLE PARK NC 27709", "USA"]),
              ("MOUNTAIN WEST TOOL & DIE CO.", ["3900 S. PLATTE RIVER DR", "ENGLEWOOD, CO 80110", "USA"])]
BENEFICIARIES = [("NINGBO HUAYANG TEXTILE CO., LTD.", ["NO. 88 JIANGNAN ROAD, HIGH-TECH ZONE", "NINGBO 315040, CHINA"], "CN",
                  ["NINGBO, CHINA", "SHANGHAI, CHINA"], "CHINA"),
                 ("SHENZHEN BRIGHTWAY ELECTRONICS CO., LTD", ["BLDG 6, 1038 BAGUA ROAD, FUTIAN DISTRICT", "SHENZHEN, GUANGDONG, CHINA"], "CN",
                  ["YANTIAN, SHENZHEN", "HONG KONG"], "CHINA"),
                 ("SAIGON PRECISION COMPONENTS JSC", ["LOT C4, TAN THUAN EXPORT PROCESSING ZONE", "DISTRICT 7, HO CHI MINH CITY, VIETNAM"], "VN",
                  ["HO CHI MINH CITY, VIETNAM", "CAT LAI PORT, VIETNAM"], "VIETNAM"),
                 ("FRATELLI MORETTI S.P.A.", ["VIA DELL'INDUSTRIA 14", "25030 CASTREZZATO (BS), ITALY"], "IT",
                  ["GENOA, ITALY", "LA SPEZIA, ITALY"], "ITALY"),
                 ("PUNE AGRO EXPORTS PVT. LTD.", ["PLOT 22, MIDC CHAKAN PHASE II", "PUNE 410501, MAHARASHTRA, INDIA"], "IN",
                  ["NHAVA SHEVA, INDIA", "MUNDRA PORT, INDIA"], "INDIA"),
                 ("HANSEATIC MASCHINENBAU GMBH", ["BILLSTRASSE 112", "20539 HAMBURG, GERMANY"], "DE",
                  ["HAMBURG, GERMANY", "BREMERHAVEN, GERMANY"], "GERMANY"),
                 ("ANATOLIA SERAMIK SANAYI A.S.", ["ORGANIZE SANAYI BOLGESI 5. CADDE NO 9", "ESKISEHIR, TURKEY"], "TR",
                  ["IZMIR, TURKEY", "MERSIN, TURKEY"], "TURKEY"),
                 ("MONTERREY STEEL FABRICATORS S.A. DE C.V.", ["AV. RUIZ CORTINES 2400 PTE", "MONTERREY, N.L. 64400, MEXICO"], "MX",
                  ["MANZANILLO, MEXICO", "VERACRUZ, MEXICO"], "MEXICO")]
ADVISING = {"CN": ("EASTERN HARBOUR COMMERCIAL BANK, SHANGHAI BRANCH", "EHCBCNSHXXX", "SHANGHAI"),
            "VN": ("SAIGON TRADE JOINT STOCK BANK", "STJBVNVXXXX", "HO CHI MINH CITY"),
            "IT": ("BANCA LOMBARDA DI COMMERCIO S.P.A.", "BLDCITMMXXX", "MILAN"),
            "IN": ("DECCAN COMMERCIAL BANK LTD", "DCBLINBBXXX", "MUMBAI"),
            "DE": ("NORDHAFEN HANDELSBANK AG", "NHHBDEHHXXX", "HAMBURG"),
            "TR": ("MARMARA TICARET BANKASI A.S.", "MRMTTRISXXX", "ISTANBUL"),
            "MX": ("BANCO DEL NORTE MERCANTIL, S.A.", "BNMEMXMMXXX", "MONTERREY")}
US_PORTS = ["LONG BEACH, CA, USA", "PORT OF NEW YORK/NEWARK, USA", "HOUSTON, TX, USA", "SAVANNAH, GA, USA",
            "SEATTLE, WA, USA", "LOS ANGELES, CALIFORNIA", "CHICAGO O'HARE AIRPORT, USA", "NORFOLK, VA, USA"]
GOODS = ["{q} PCS UPHOLSTERED DINING CHAIRS, MODEL DC-{m}, OAK FRAME, AS PER PROFORMA INVOICE NO. {pi}",
         "{q} METRIC TONS COLD ROLLED STEEL COILS, GRADE SPCC, 0.8MM X 1250MM, AS PER SALES CONTRACT NO. {pi}",
         "{q} CARTONS OF 100 PCT COTTON MEN'S KNIT POLO SHIRTS, STYLE NO. {m}, AS PER PURCHASE ORDER {pi}",
         "{q} UNITS LED PANEL LIGHTS 600X600MM 40W AND ACCESSORIES AS PER PROFORMA INVOICE {pi}",
         "{q} KGS ORGANIC BASMATI RICE, CROP 2025, PACKED IN 20 KG JUTE BAGS, AS PER CONTRACT {pi}",
         "ONE (1) SET CNC HORIZONTAL MACHINING CENTER MODEL HM-{m} WITH STANDARD ACCESSORIES AND SPARE PARTS AS PER QUOTATION {pi}",
         "{q} SQUARE METERS PORCELAIN FLOOR TILES 60X60 CM, FIRST QUALITY, AS PER ORDER CONFIRMATION {pi}",
         "{q} PCS MARINE DIESEL ENGINE SPARE PARTS AS PER ATTACHED LIST REF. {pi}"]
INCOTERMS = ["FOB", "CIF", "CFR", "FCA", "CIP", "EXW"]


def _doc_list(r, f) -> list[str]:
    inv = pick(r, "3", "THREE", "4")
    pool = [f"SIGNED COMMERCIAL INVOICE IN {inv} ORIGINALS AND {pick(r, '2', 'TWO')} COPIES INDICATING L/C NUMBER",
            f"FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {f['bank'][0].upper()} "
            f"MARKED FREIGHT {pick(r, 'PREPAID', 'COLLECT')} AND NOTIFY APPLICANT",
            "PACKING LIST IN TRIPLICATE SHOWING GROSS AND NET WEIGHTS OF EACH PACKAGE",
            f"CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE OF {f['ben'][4]}",
            "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE, ENDORSED IN BLANK FOR 110 PCT OF THE INVOICE VALUE, COVERING INSTITUTE CARGO CLAUSES (A)",
            "BENEFICIARY'S CERTIFICATE STATING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN 5 DAYS AFTER SHIPMENT",
            "INSPECTION CERTIFICATE ISSUED BY SGS OR BUREAU VERITAS",
            f"AIR WAYBILL CONSIGNED TO {f['bank'][0].upper()} MARKED FREIGHT PREPAID",
            "FUMIGATION CERTIFICATE FOR WOODEN PACKING MATERIAL"]
    chosen = [pool[0], pool[1] if chance(r, 0.8) else pool[7]] + r.sample(pool[2:7] + pool[8:], r.randint(1, 5))
    return chosen[:8]


def lc_facts(r, standby=False) -> dict:
    b = bank(r)
    while not b[1]:
        b = bank(r)
    app = r.choice(APPLICANTS)
    ben = r.choice(BENEFICIARIES)
    adv = ADVISING[ben[2]]
    issue = rdate(r, 2025, 2026)
    expiry = issue + _dt.timedelta(days=r.randint(60, 300) if not standby else r.randint(200, 720))
    cur = r.choices(["USD", "EUR", "JPY", "GBP"], [0.82, 0.1, 0.04, 0.04])[0] if not standby else "USD"
    amount = float(r.randrange(25000, 3500000, 50)) + (r.choice([0, 0, 0.5, 0.25, 0.75]) if cur != "JPY" else 0)
    if cur == "JPY":
        amount = float(r.randrange(3000000, 90000000, 1000))
    f = dict(bank=b, app=app, ben=ben, adv=adv, issue=issue, expiry=expiry, cur=cur, amount=amount, standby=standby)
    f["lc_number"] = r.choice([f"LC{issue.year % 100}{digits(r, 6)}", f"ILC-{issue.year}-{digits(r, 5)}",
                               f"{digits(r, 4)}IM{digits(r, 6)}", f"S{digits(r, 7)}" if standby else f"DC{letters(r, 2)}{digits(r, 6)}",
                               f"{b[1][:4]}{digits(r, 8)}"])
    if standby:
        f.update(form="IRREVOCABLE STANDBY", rules="ISP LATEST VERSION", tol=(None, None), partial=None, tranship=None,
                 pol=None, pod=None, latest=None, period=None, conf=r.choice(["WITHOUT", "WITHOUT", "MAY ADD", "CONFIRM"]),
                 avail_by="BY PAYMENT", avail_with=r.choice([b[0].upper(), b[1]]),
                 exp_place=r.choice(["AT OUR COUNTERS IN " + b[2].split(",")[-2].strip().upper(), b[2].split(",")[-2].strip().upper()]))
        contract = f"{pick(r, 'SUPPLY', 'CONSTRUCTION', 'LEASE', 'SERVICES')} AGREEMENT NO. {letters(r, 2)}-{digits(r, 4)} DATED {fdate(issue - _dt.timedelta(days=r.randint(10, 90)), 'long').upper()}"
        f["goods"] = pick(r, f"PERFORMANCE OF THE APPLICANT'S PAYMENT OBLIGATIONS UNDER {contract}",
                          f"ADVANCE PAYMENT GUARANTEE IN CONNECTION WITH {contract}",
                          f"PAYMENT FOR GOODS DELIVERED UNDER {contract}")
        f["docs"] = [f"BENEFICIARY'S SIGNED AND DATED DEMAND FOR PAYMENT STATING THAT THE APPLICANT HAS FAILED TO PAY AMOUNTS DUE UNDER THE AGREEMENT",
                     "COPY OF THE UNPAID COMMERCIAL INVOICE(S)"][: r.randint(1, 2)]
        if chance(r, 0.4):
            f["docs"].append("THE ORIGINAL OF THIS STANDBY LETTER OF CREDIT FOR ENDORSEMENT OF ANY PAYMENT")
        return f
    f["form"] = r.choices(["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE"], [0.82, 0.18])[0]
    f["rules"] = r.choices(["UCP LATEST VERSION", "EUCP LATEST VERSION", "OTHR"], [0.88, 0.08, 0.04])[0]
    f["tol"] = r.choice([(None, None)] * 3 + [(5, 5), (10, 10), (10, 0), (5, 0), (3, 3)])
    f["partial"] = r.choice(["ALLOWED", "NOT ALLOWED", "NOT ALLOWED", "CONDITIONAL", None])
    f["tranship"] = r.choice(["ALLOWED", "NOT ALLOWED", "ALLOWED", "CONDITIONAL", None])
    f["pol"] = r.choice(ben[3]) if chance(r, 0.88) else None
    f["pod"] = r.choice(US_PORTS) if chance(r, 0.88) else None
    f["latest"] = expiry - _dt.timedelta(days=r.randint(15, 45)) if chance(r, 0.9) else None
    f["period"] = r.choice([21, 21, 15, 10, 14, 30, None])
    f["conf"] = r.choices(["WITHOUT", "CONFIRM", "MAY ADD"], [0.6, 0.2, 0.2])[0]
    f["avail_by"] = r.choices(["BY NEGOTIATION", "BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"],
                              [0.35, 0.3, 0.15, 0.15, 0.05])[0]
    f["avail_with"] = r.choice(["ANY BANK", adv[0], adv[1], b[1], b[0].upper()]) if f["avail_by"] == "BY NEGOTIATION" \
        else r.choice([adv[0], adv[1], b[1], b[0].upper()])
    f["exp_place"] = r.choice([ben[4], adv[2], f"{adv[2]}, {ben[4]}", "AT THE COUNTERS OF THE ADVISING BANK"])
    g = r.choice(GOODS).format(q=f"{r.randint(2, 900) * 10:,}", m=f"{letters(r, 1)}{digits(r, 3)}",
                               pi=f"{letters(r, 2)}-{issue.year}-{digits(r, 3)}")
    term = r.choice(INCOTERMS)
    place = (f["pod"] or r.choice(US_PORTS)).split(",")[0] if term in ("CIF", "CFR", "CIP") else (f["pol"] or ben[3][0]).split(",")[0]
    f["goods"] = f"{g} {term} {place} INCOTERMS {pick(r, '2020', '2010')}" if chance(r, 0.85) else g
    f["docs"] = _doc_list(r, f)
    return f


def lc_truth(f, goods_text=None, docs=None, case=str.upper) -> dict:
    an, aa = f["app"]
    bn, ba = f["ben"][0], f["ben"][1]
    return {"lc_number": f["lc_number"], "form_of_credit": f["form"], "date_of_issue": f["issue"].isoformat(),
            "applicable_rules": f["rules"], "expiry_date": f["expiry"].isoformat(), "expiry_place": case(f["exp_place"]),
            "applicant": {"name": case(an), "address": case(" ".join(aa))},
            "beneficiary": {"name": case(bn), "address": case(" ".join(ba))},
            "currency": f["cur"], "amount": f["amount"], "tolerance_plus_percent": f["tol"][0],
            "tolerance_minus_percent": f["tol"][1], "available_with": case(f["avail_with"]), "available_by": f["avail_by"],
            "partial_shipments": f["partial"], "transhipment": f["tranship"],
            "port_of_loading": case(f["pol"]) if f["pol"] else None,
            "port_of_discharge": case(f["pod"]) if f["pod"] else None,
            "latest_shipment_date": f["latest"].isoformat() if f["latest"] else None,
            "goods_description": goods_text if goods_text is not None else case(f["goods"]),
            "documents_required": docs if docs is not None else [case(d) for d in f["docs"]],
            "presentation_period_days": f["period"], "confirmation_instructions": f["conf"]}


RULE_NARR = {"OTHR": "SUBJECT TO ICC URDG 758 AS FAR AS APPLICABLE"}


def mt700_fields(r, f, wrapw=65, docs_style="plus"):
    """(tag, name, lines) of the MT700 sequence. The documents list uses + bullets or numbers."""
    b = f["bank"]
    out = [("27", "SEQUENCE OF TOTAL", ["1/1"]), ("40A", "FORM OF DOCUMENTARY CREDIT", [f["form"]]),
           ("20", "DOCUMENTARY CREDIT NUMBER", [f["lc_number"]]), ("31C", "DATE OF ISSUE", [fdate(f["issue"], "swift")]),
           ("40E", "APPLICABLE RULES", [f["rules"]] + ([RULE_NARR["OTHR"]] if f["rules"] == "OTHR" else [])),
           ("31D", "DATE AND PLACE OF EXPIRY", [fdate(f["expiry"], "swift") + f["exp_place"]])]
    if chance(r, 0.4):
        out.append(("51A", "APPLICANT BANK", [b[1]]))
    out += [("50", "APPLICANT", [f["app"][0]] + f["app"][1]), ("59", "BENEFICIARY", [f["ben"][0]] + f["ben"][1]),
            ("32B", "CURRENCY CODE, AMOUNT", [f["cur"] + swift_amount(f["amount"])])]
    if f["tol"][0] is not None:
        out.append(("39A", "PERCENTAGE CREDIT AMOUNT TOLERANCE", [f"{f['tol'][0]:02d}/{f['tol'][1]:02d}" if chance(r, 0.5) else f"{f['tol'][0]}/{f['tol'][1]}"]))
    aw = f["avail_with"]
    is_bic = re.fullmatch(r"[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?", aw) is not None
    out.append(("41A" if is_bic else "41D", "AVAILABLE WITH ... BY ...", [aw, f["avail_by"]]))
    if f["avail_by"] in ("BY NEGOTIATION", "BY ACCEPTANCE", "BY PAYMENT") and not f["standby"]:
        out.append(("42C", "DRAFTS AT ...", [pick(r, "AT SIGHT", "90 DAYS AFTER B/L DATE", "60 DAYS SIGHT") if f["avail_by"] != "BY PAYMENT" else "AT SIGHT"]))
        out.append(("42A", "DRAWEE", [b[1]]))
    if f["avail_by"] == "BY DEF PAYMENT":
        out.append(("42P", "NEGOTIATION/DEFERRED PAYMENT DETAILS", [f"{r.choice([60, 90, 120, 180])} DAYS AFTER BILL OF LADING DATE"]))
    if f["avail_by"] == "BY MIXED PYMT":
        out.append(("42M", "MIXED PAYMENT DETAILS", ["30 PCT AT SIGHT, 70 PCT AT 90 DAYS AFTER SHIPMENT DATE"]))
    if f["partial"]:
        out.append(("43P", "PARTIAL SHIPMENTS", [f["partial"]]))
    if f["tranship"]:
        out.append(("43T", "TRANSHIPMENT", [f["tranship"]]))
    if f["pol"]:
        out.append(("44E", "PORT OF LOADING/AIRPORT OF DEPARTURE", [f["pol"]]))
    if f["pod"]:
        out.append(("44F", "PORT OF DISCHARGE/AIRPORT OF DESTINATION", [f["pod"]]))
    if f["latest"]:
        out.append(("44C", "LATEST DATE OF SHIPMENT", [fdate(f["latest"], "swift")]))
    out.append(("45A", "DESCRIPTION OF GOODS AND/OR SERVICES", wrap(f["goods"], wrapw)))
    dl = []
    for i, d in enumerate(f["docs"], 1):
        prefix = {"plus": "+", "num": f"{i}. ", "paren": f"{i}) "}[docs_style]
        dl += wrap(prefix + d, wrapw)
    out.append(("46A", "DOCUMENTS REQUIRED", dl))
    cond = [f"+ALL DOCUMENTS MUST INDICATE THIS CREDIT NUMBER {f['lc_number']}",
            f"+A DISCREPANCY FEE OF USD {r.choice([75, 90, 100, 150])}.00 WILL BE DEDUCTED FROM THE PROCEEDS OF ANY DISCREPANT PRESENTATION",
            "+THIRD PARTY DOCUMENTS ACCEPTABLE EXCEPT DRAFTS AND INVOICES"]
    out.append(("47A", "ADDITIONAL CONDITIONS", sum((wrap(c, wrapw) for c in r.sample(cond, r.randint(1, 3))), [])))
    out.append(("71D", "CHARGES", wrap("ALL BANKING CHARGES OUTSIDE THE UNITED STATES ARE FOR THE ACCOUNT OF THE BENEFICIARY", wrapw)))
    if f["period"] is not None:
        out.append(("48", "PERIOD FOR PRESENTATION IN DAYS", [pick(r, f"{f['period']}", f"{f['period']}/DAYS AFTER DATE OF SHIPMENT", f"{f['period']} DAYS AFTER SHIPMENT DATE BUT WITHIN CREDIT VALIDITY")]))
    out.append(("49", "CONFIRMATION INSTRUCTIONS", [f["conf"]]))
    if chance(r, 0.5):
        out.append(("78", "INSTRUCTIONS TO THE PAYING/ACCEPTING/NEGOTIATING BANK", wrap(
            f"UPON RECEIPT OF COMPLIANT DOCUMENTS AT OUR COUNTERS WE WILL REMIT PROCEEDS AS PER YOUR INSTRUCTIONS. DOCUMENTS TO BE SENT TO {b[0].upper()}, {b[2].upper()} IN ONE LOT BY COURIER.", wrapw)))
    if chance(r, 0.6):
        out.append(("57D" if chance(r, 0.5) else "57A", "'ADVISE THROUGH' BANK", [f["adv"][1]]))
    return out


def mt700_docs_truth(f):
    return [fold(d) for d in f["docs"]]


def _fin_header(r, f):
    b, adv = f["bank"], f["adv"]
    snd = (b[1] + "XXX")[:11] if len(b[1]) == 8 else b[1]
    return snd, adv[1]


def lc_raw_mt700(r, f):
    snd, rcv = _fin_header(r, f)
    docs_style = r.choice(["plus", "plus", "num", "paren"])
    flds = mt700_fields(r, f, docs_style=docs_style)
    lines = [f"{{1:F01{snd[:8]}A{snd[8:]}{digits(r, 4)}{digits(r, 6)}}}{{2:I700{rcv[:8]}X{rcv[8:]}N}}"
             f"{{3:{{108:{letters(r, 4)}{digits(r, 6)}}}}}{{4:"]
    for tag, name, vals in flds:
        lines.append(f":{tag}:{vals[0]}")
        lines += vals[1:]
    lines.append(f"-}}{{5:{{MAC:{letters(r, 4)}{digits(r, 4)}}}{{CHK:{digits(r, 6)}{letters(r, 6)}}}}}")
    head = pick(r, "", f"<div class='small'>Printed {fdate(f['issue'], 'num')} from {esc(f['bank'][0])} trade finance system — raw FIN message</div>")
    body = head + f"<pre style='font-size:{r.choice([9, 9.5, 10])}pt'>{esc(chr(10).join(lines))}</pre>"
    return page(body, r, font=MONO), lc_truth(f, docs=mt700_docs_truth(f))


def lc_advice_print(r, f):
    snd, rcv = _fin_header(r, f)
    b, adv = f["bank"], f["adv"]
    ind = r.choice([4, 6, 8])
    mixed = chance(r, 0.5)
    flds = mt700_fields(r, f, docs_style=r.choice(["plus", "num"]))
    L = [f"{'-' * 20} Instance Type and Transmission {'-' * 20}",
         "Notification (Transmission) of Original sent to SWIFT (ACK)", "Network Delivery Status : Network Ack",
         f"Priority/Delivery       : {pick(r, 'Normal', 'Urgent')}",
         f"Message Input Reference : {r.randint(1000, 2359)} {fdate(f['issue'], 'swift')}{snd[:8]}A{snd[8:]}{digits(r, 10)}",
         f"{'-' * 26} Message Header {'-' * 30}", "Swift Input            : FIN 700 Issue of a Documentary Credit",
         f"Sender                 : {snd}", f"                         {b[0].upper()}", f"                         {b[2].upper()}",
         f"Receiver               : {rcv}", f"                         {adv[0]}", f"                         {adv[2]}",
         f"MUR                    : {letters(r, 3)}{digits(r, 7)}", f"{'-' * 26} Message Text {'-' * 32}"]
    for tag, name, vals in flds:
        nm = name.title() if mixed else name
        L.append(f"{tag}: {nm}")
        L += [" " * ind + v for v in vals]
    L += [f"{'-' * 26} Message Trailer {'-' * 29}", f"{{CHK:{digits(r, 12)}}}", "PKI Signature: MAC-Equivalent",
          f"{'-' * 70}", f"Page 1  {pick(r, 'Print date', 'Printed')}: {fdate(f['issue'] + _dt.timedelta(days=r.randint(0, 3)), 'num')}"]
    body = f"<pre style='font-size:{r.choice([8.5, 9, 9.5])}pt'>{esc(chr(10).join(L))}</pre>"
    return page(body, r, font=MONO), lc_truth(f, docs=mt700_docs_truth(f))


def lc_tag_table(r, f):
    b = f["bank"]
    flds = mt700_fields(r, f, wrapw=r.choice([50, 65, 80]), docs_style=r.choice(["plus", "num", "paren"]))
    hdr = r.choice([("Tag", "Field", "Content"), ("Field", "Description", "Details"), ("Tag", "Name", "Value")])
    head = (f"<table><tr><td><h2>{esc(b[0])}</h2><div class='small'>Trade Services &middot; {esc(b[2])}<br>SWIFT: {b[1]}</div></td>"
            f"<td class='right'><b>{pick(r, 'IMPORT LETTER OF CREDIT — ISSUANCE', 'OUTGOING MT700 — FILE COPY', 'Documentary Credit Issuance Record')}</b><br>"
            f"<span class='small'>Transaction ref. {letters(r, 3)}{digits(r, 8)}<br>Customer ID {digits(r, 7)}</span></td></tr></table>"
            f"<table class='g' style='margin-bottom:8px'><tr><td>Message type</td><td>MT700</td><td>Receiver</td><td>{f['adv'][1]}<br>{esc(f['adv'][0])}</td></tr>"
            f"<tr><td>Priority</td><td>N</td><td>Status</td><td>{pick(r, 'RELEASED', 'SENT/ACK', 'AUTHORIZED')}</td></tr></table>")
    rows = "".join(f"<tr><td>:{t}:</td><td>{esc(n.title() if chance(r, 0.0) else n)}</td><td>{'<br>'.join(esc(v) for v in vals)}</td></tr>"
                   for t, n, vals in flds)
    body = head + f"<table class='g'><tr><th>{hdr[0]}</th><th>{hdr[1]}</th><th>{hdr[2]}</th></tr>{rows}</table>"
    body += (f"<p class='small'>Maker: {letters(r, 2)}{digits(r, 3)} &nbsp; Checker: {letters(r, 2)}{digits(r, 3)} &nbsp; "
             f"Limit line: {digits(r, 6)} &nbsp; Cash collateral: {money(r.randrange(0, 200000, 1000), 'sym')}</p>" + footer(r, b[0], b[2]))
    return page(body, r), lc_truth(f, docs=mt700_docs_truth(f))


FORM_PROSE = {"IRREVOCABLE": "irrevocable documentary credit", "IRREVOCABLE TRANSFERABLE": "irrevocable transferable documentary credit",
              "IRREVOCABLE STANDBY": "irrevocable standby letter of credit"}
RULES_PROSE = {"UCP LATEST VERSION": ["the Uniform Customs and Practice for Documentary Credits, 2007 Revision, ICC Publication No. 600",
                                      "UCP latest version", "UCP 600"],
               "EUCP LATEST VERSION": ["the eUCP Version 2.0 (supplement to UCP 600 for electronic presentation)", "EUCP latest version"],
               "ISP LATEST VERSION": ["the International Standby Practices 1998 (ISP98), ICC Publication No. 590", "ISP98"],
               "OTHR": ["the ICC Uniform Rules for Demand Guarantees (URDG 758)"]}
BY_PROSE = {"BY PAYMENT": ["by sight payment", "by payment"], "BY ACCEPTANCE": ["by acceptance of drafts", "by acceptance"],
            "BY NEGOTIATION": ["by negotiation"], "BY DEF PAYMENT": ["by deferred payment"],
            "BY MIXED PYMT": ["by mixed payment"]}
SHIP_PROSE = {"ALLOWED": ["allowed", "permitted"], "NOT ALLOWED": ["not allowed", "prohibited"],
              "CONDITIONAL": ["conditional (see additional conditions)"]}
CONF_PROSE = {"WITHOUT": ["This credit is to be advised without adding your confirmation.",
                          "Confirmation instructions: WITHOUT."],
              "CONFIRM": ["You are requested to add your confirmation to this credit.", "Confirmation instructions: CONFIRM."],
              "MAY ADD": ["You may add your confirmation at the request and for the account of the beneficiary.",
                          "Confirmation instructions: MAY ADD."]}


def _amount_words(f):
    whole = int(f["amount"])
    c = int(round((f["amount"] - whole) * 100))
    curw = {"USD": "U.S. Dollars", "EUR": "Euros", "JPY": "Japanese Yen", "GBP": "Pounds Sterling"}[f["cur"]]
    return f"{curw} {words(whole)} and {c:02d}/100"


def lc_issuing_letter(r, f):
    b, adv = f["bank"], f["adv"]
    ds = r.choice(["long", "abbr", "num", "dmy_long"])
    an, aa = f["app"]
    bn, ba = f["ben"][0], f["ben"][1]
    ms = r.choice(["code", "codec", "sym", "symc", "usd"]) if f["cur"] == "USD" else r.choice(["code", "codec", "codeafter"])
    br = "<br>"
    p = [f"<p>Date of issue: {fdate(f['issue'], ds)}<br>{pick(r, 'Our', 'Credit')} No.: <b>{esc(f['lc_number'])}</b></p>",
         f"<p>To:<br>{esc(bn)}<br>{br.join(esc(x) for x in ba)}</p>",
         f"<p>Through: {esc(adv[0])} ({adv[1]})</p>" if chance(r, 0.7) else "",
         f"<p>Dear Sirs,</p><p>At the request of {esc(an)}, {esc(', '.join(aa))} (the &ldquo;Applicant&rdquo;), we hereby issue "
         f"our {FORM_PROSE[f['form']]} No. {esc(f['lc_number'])} in your favor for an amount of "
         f"{money(f['amount'], ms, f['cur'])} ({_amount_words(f)})"]
    if f["tol"][0] is not None:
        t = f["tol"]
        p[-1] += (f", with a tolerance of plus/minus {t[0]} percent" if t[0] == t[1] else
                  f", with a tolerance of plus {t[0]} percent and minus {t[1]} percent")
    exp_place = f["exp_place"]
    p[-1] += (f". This credit expires on {fdate(f['expiry'], ds)}; place of expiry: {esc(exp_place)}.</p>")
    aw = f["avail_with"]
    p.append(f"<p>The credit is available with {esc(aw)} {r.choice(BY_PROSE[f['avail_by']])} against presentation of the "
             f"following documents:</p>")
    numst = r.choice(["num", "alpha", "roman"])
    romans = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii"]
    docs = []
    for i, d in enumerate(f["docs"]):
        txt = d[0] + d[1:].lower() if chance(r, 0.5) else d
        docs.append(txt)
        mark = {"num": f"{i + 1}.", "alpha": f"({chr(97 + i)})", "roman": f"({romans[i]})"}[numst]
        p.append(f"<div style='margin-left:18px'>{mark} {esc(txt)}</div>")
    goods_lower = chance(r, 0.3)
    goods = f["goods"].lower() if goods_lower else f["goods"]
    p.append(f"<p>{pick(r, 'Covering', 'Evidencing shipment of')}: {esc(goods)}</p>")
    ship = []
    if f["pol"]:
        ship.append(f"from {esc(f['pol'])}")
    if f["pod"]:
        ship.append(f"to {esc(f['pod'])}")
    s = ""
    if ship:
        s += f"Shipment {' '.join(ship)}"
        s += f", not later than {fdate(f['latest'], ds)}. " if f["latest"] else ". "
    elif f["latest"]:
        s += f"Latest date of shipment: {fdate(f['latest'], ds)}. "
    if f["partial"]:
        s += f"Partial shipments are {r.choice(SHIP_PROSE[f['partial']])}. "
    if f["tranship"]:
        s += f"Transhipment is {r.choice(SHIP_PROSE[f['tranship']])}. "
    if f["period"] is not None:
        s += f"Documents must be presented within {f['period']} days after the date of shipment, but within the validity of the credit. "
    p.append(f"<p>{s}</p>")
    p.append(f"<p>Additional conditions: all documents must bear our credit number; a discrepancy fee of "
             f"{money(r.choice([75, 95, 100]), 'symc')} will be charged to the beneficiary for each discrepant presentation. "
             f"Banking charges outside the United States are for the beneficiary's account.</p>")
    p.append(f"<p>{r.choice(CONF_PROSE[f['conf']])}</p>")
    p.append(f"<p>We hereby engage with drawers and/or bona fide holders that drafts drawn and negotiated in conformity with "
             f"the terms of this credit will be duly honored. This credit is subject to {r.choice(RULES_PROSE[f['rules']])}.</p>")
    p.append(f"<p>Very truly yours,<br><br>{esc(b[0])}<br><br>______________________ &nbsp; ______________________<br>"
             f"Authorized Signature &nbsp;&nbsp;&nbsp;&nbsp; Authorized Signature</p>")
    head = (f"<div class='center'><h1>{esc(b[0])}</h1><div class='small'>International Trade Services &middot; {esc(b[2])} &middot; SWIFT {b[1]}</div></div>"
            f"<h2 class='center'>{pick(r, 'IRREVOCABLE DOCUMENTARY CREDIT', 'Letter of Credit — Original', 'COMMERCIAL LETTER OF CREDIT')}</h2>")
    body = head + "".join(p) + footer(r, b[0], b[2])
    t = lc_truth(f, goods_text=goods, docs=docs)
    t["applicant"]["address"] = ", ".join(aa)
    return page(body, r), t


def lc_standby_isp98(r, f):
    b, adv = f["bank"], f["adv"]
    ds = r.choice(["long", "abbr", "num", "mil_title"])
    an, aa = f["app"]
    bn, ba = f["ben"][0], f["ben"][1]
    br = "<br>"
    form_block = r.choice(["label", "prose"])
    top = (f"<div class='right'>{pick(r, 'Date of issue', 'Issue date')}: {fdate(f['issue'], ds)}</div>"
           f"<h2 class='center'>{pick(r, 'IRREVOCABLE STANDBY LETTER OF CREDIT', 'Irrevocable Standby Letter of Credit')} NO. {esc(f['lc_number'])}</h2>"
           f"<table><tr><td style='width:50%'><span class='cap'>{pick(r, 'BENEFICIARY', 'Beneficiary')}</span>{esc(bn)}<br>{br.join(esc(x) for x in ba)}</td>"
           f"<td><span class='cap'>{pick(r, 'APPLICANT', 'Applicant (account party)')}</span>{esc(an)}<br>{br.join(esc(x) for x in aa)}</td></tr></table>")
    amt = money(f["amount"], r.choice(["code", "codec", "sym", "symc"]))
    p = [f"<p>We hereby issue our irrevocable standby letter of credit No. {esc(f['lc_number'])} in your favor for an amount not "
         f"exceeding {amt} ({_amount_words(f)}).</p>",
         f"<p>This standby letter of credit is issued in connection with: {esc(f['goods'])}.</p>" if form_block == "prose" else
         f"<p><b>Underlying transaction:</b> {esc(f['goods'])}</p>",
         f"<p>Funds under this standby letter of credit are available with {esc(f['avail_with'])} by payment against presentation of "
         f"the following document(s):</p>"]
    docs = []
    for i, d in enumerate(f["docs"], 1):
        txt = d if chance(r, 0.5) else d[0] + d[1:].lower()
        docs.append(txt)
        p.append(f"<div style='margin-left:18px'>{pick(r, f'{i}.', f'({i})', '-')} {esc(txt)}</div>")
    p.append(f"<p>Partial and multiple drawings are permitted. Each drawing shall reduce the amount available hereunder.</p>")
    p.append(f"<p>Expiry date: {fdate(f['expiry'], ds)} &nbsp; Place of expiry: {esc(f['exp_place'])}. "
             f"{pick(r, 'This letter of credit shall be automatically extended for one year from the expiry date unless we notify you at least 60 days prior to such date.', '')}</p>")
    p.append(f"<p>{r.choice(CONF_PROSE[f['conf']])}</p>")
    p.append(f"<p>Except as otherwise expressly stated herein, this standby letter of credit is subject to "
             f"{r.choice(RULES_PROSE['ISP LATEST VERSION'])} and, as to matters not governed by ISP98, the laws of the State of New York.</p>")
    p.append(f"<p>Demands must be presented at {esc(b[0])}, Standby Letter of Credit Department, {esc(b[2])}, or by SWIFT to {b[1]}.</p>")
    p.append(f"<p>Sincerely,<br>{esc(b[0])}<br><br>By: ______________________<br>{pick(r, 'Vice President', 'Authorized Officer')}</p>")
    head = f"<h1>{esc(b[0])}</h1><div class='small'>{esc(b[2])}</div>"
    body = head + top + "".join(p) + footer(r, b[0], b[2])
    return page(body, r), lc_truth(f, docs=docs)


def lc_application(r, f):
    """The applicant's filled Application and Agreement for a commercial credit, with the bank-use box filled."""
    b, adv = f["bank"], f["adv"]
    ds = r.choice(["num", "num_short", "long", "abbr"])
    cst = r.choice(CHECK_STYLES)
    an, aa = f["app"]
    bn, ba = f["ben"][0], f["ben"][1]
    br = "<br>"
    sel_form = {"IRREVOCABLE": "Irrevocable", "IRREVOCABLE TRANSFERABLE": "Irrevocable Transferable"}[f["form"]]
    avail_opts = {"BY PAYMENT": "Sight payment", "BY ACCEPTANCE": "Acceptance", "BY NEGOTIATION": "Negotiation",
                  "BY DEF PAYMENT": "Deferred payment", "BY MIXED PYMT": "Mixed payment"}
    ship_opt = {"ALLOWED": "Allowed", "NOT ALLOWED": "Not allowed", "CONDITIONAL": "Conditional"}
    ms = r.choice(["code", "codec", "sym", "symc"]) if f["cur"] == "USD" else r.choice(["code", "codec"])
    bank_box = (f"<div class='box' style='float:right; width:40%; margin-left:8px'><span class='cap'>FOR BANK USE ONLY</span>"
                f"L/C No.: <b>{esc(f['lc_number'])}</b><br>Date of issue: {fdate(f['issue'], ds)}<br>"
                f"Officer: {letters(r, 2)} &nbsp; Credit approval ref.: CA-{digits(r, 6)}</div>")
    cells = [(pick(r, "Applicant (name and address)", "Applicant"), f"{esc(an)}<br>{br.join(esc(x) for x in aa)}"),
             (pick(r, "Beneficiary (name and address)", "Beneficiary"), f"{esc(bn)}<br>{br.join(esc(x) for x in ba)}"),
             ("Advising bank (if known)", f"{esc(adv[0])}<br>SWIFT {adv[1]}"),
             ("Amount (in figures)", money(f["amount"], ms, f["cur"]) + (f" &nbsp; Tolerance: +{f['tol'][0]}% / -{f['tol'][1]}%" if f["tol"][0] is not None else "")),
             ("Amount in words", _amount_words(f)),
             ("Expiry date", fdate(f["expiry"], ds)), ("Place of expiry", esc(f["exp_place"])),
             ("Latest shipment date", fdate(f["latest"], ds) if f["latest"] else blank(r)),
             ("Presentation period (days after shipment)", str(f["period"]) if f["period"] is not None else blank(r)),
             ("Port/airport of loading", esc(f["pol"]) if f["pol"] else blank(r)),
             ("Port/airport of discharge", esc(f["pod"]) if f["pod"] else blank(r))]
    body = (f"<h1>{esc(b[0])}</h1><div class='small'>{esc(b[2])}</div>"
            f"<h2>{pick(r, 'Application and Agreement for Irrevocable Commercial Letter of Credit', 'Commercial Letter of Credit Application', 'Import L/C Application')}</h2>"
            f"{bank_box}<p class='small'>Please issue by {pick(r, 'SWIFT', 'teletransmission (SWIFT)')} an irrevocable letter of credit "
            f"substantially as set forth below. Complete all applicable sections; incomplete applications may delay issuance. "
            f"Applicant's reference: PO-{digits(r, 6)}</p><div style='clear:both'></div>"
            f"<div>Form: {checks(['Irrevocable', 'Irrevocable Transferable'], sel_form, cst)}</div>"
            + grid(cells, 2, r)
            + f"<div>Available with: <b>{esc(f['avail_with'])}</b> &nbsp; by: {checks(list(avail_opts.values()), avail_opts[f['avail_by']], cst)}</div>")
    if f["partial"]:
        body += f"<div>Partial shipments: {checks(list(ship_opt.values()), ship_opt[f['partial']], cst)}</div>"
    else:
        body += "<div>Partial shipments: " + checks(list(ship_opt.values()), [], cst) + "</div>"
    if f["tranship"]:
        body += f"<div>Transhipment: {checks(list(ship_opt.values()), ship_opt[f['tranship']], cst)}</div>"
    else:
        body += "<div>Transhipment: " + checks(list(ship_opt.values()), [], cst) + "</div>"
    body += f"<div class='sec'>Description of merchandise</div><div class='box'>{esc(f['goods'])}</div>"
    body += "<div class='sec'>Documents required (check those required)</div>"
    pool_extra = ["WEIGHT CERTIFICATE ISSUED BY AN INDEPENDENT SURVEYOR", "SHIPPING COMPANY'S CERTIFICATE OF VESSEL AGE",
                  "COPY OF BENEFICIARY'S FAX ADVISING SHIPMENT DETAILS", "HEALTH / PHYTOSANITARY CERTIFICATE"]
    extra = r.sample(pool_extra, r.randint(1, 3))
    items = [(d, True) for d in f["docs"]] + [(d, False) for d in extra]
    if chance(r, 0.5):
        r.shuffle(items)
    on, off = cst
    for d, sel in items:
        body += f"<div>{on if sel else off} {esc(d)}</div>"
    rules_txt = {"UCP LATEST VERSION": "UCP latest version (currently UCP 600)", "EUCP LATEST VERSION": "eUCP latest version",
                 "OTHR": "Other: URDG 758", "ISP LATEST VERSION": "ISP98"}[f["rules"]]
    body += (f"<div style='margin-top:6px'>Applicable rules: {esc(rules_txt)}</div>"
             f"<div>Confirmation: {checks(['Confirm', 'May add', 'Without'], {'CONFIRM': 'Confirm', 'MAY ADD': 'May add', 'WITHOUT': 'Without'}[f['conf']], cst)}</div>"
             f"<div>Charges outside the U.S.: {checks(['Applicant', 'Beneficiary'], 'Beneficiary', cst)}</div>"
             f"<div>Debit our account no. {digits(r, 10)} for all charges.</div>"
             f"<p class='small'>In consideration of your issuing the credit, the Applicant agrees to the terms of the Continuing "
             f"Agreement for Commercial Letters of Credit dated {fdate(f['issue'] - _dt.timedelta(days=r.randint(200, 2000)), ds)}, "
             f"which is incorporated herein by reference. This application is governed by the laws of the State of New York.</p>"
             f"<p>{esc(an)}<br>By: ______________________ &nbsp; Title: {pick(r, 'CFO', 'Treasurer', 'President')} &nbsp; "
             f"Date: {fdate(f['issue'] - _dt.timedelta(days=r.randint(1, 6)), ds)}</p>" + footer(r, b[0], b[2]))
    t = lc_truth(f, docs=[d for d, sel in items if sel])
    return page(body, r), t


def lc_telex(r, f):
    b, adv = f["bank"], f["adv"]
    an, aa = f["app"]
    bn, ba = f["ben"][0], f["ben"][1]
    amt = f"{f['cur']} {f['amount']:,.2f}"
    ds = r.choice(["swift", "dashmon", "mil"])
    L = [f"ZCZC {digits(r, 4)} {fdate(f['issue'], 'swift')} {r.randint(0, 23):02d}{r.randint(0, 59):02d}", f"TO   : {adv[1][:8]} / {adv[0]}",
         f"FM   : {b[1]} / {b[0].upper()}", f"TEST : {digits(r, 5)} FOR {amt} DATED {fdate(f['issue'], 'dashmon')}",
         f"ATTN : DOCUMENTARY CREDITS DEPT", "",
         f"WE HEREBY ISSUE OUR {f['form']} DOCUMENTARY CREDIT AS FOLLOWS:",
         f"DOC CREDIT NUMBER   : {f['lc_number']}", f"DATE OF ISSUE       : {fdate(f['issue'], ds)}",
         f"EXPIRY              : {fdate(f['expiry'], ds)} {'' if f['exp_place'].startswith('AT ') else 'IN '}{f['exp_place']}",
         f"APPLICANT           : {an}"] + [f"                      {x}" for x in aa] + \
        [f"BENEFICIARY         : {bn}"] + [f"                      {x}" for x in ba] + [f"AMOUNT              : {amt}"]
    if f["tol"][0] is not None:
        L.append(f"AMOUNT TOLERANCE    : PLUS {f['tol'][0]} PCT MINUS {f['tol'][1]} PCT")
    L.append(f"AVAILABLE WITH      : {f['avail_with']}")
    L.append(f"AVAILABLE BY        : {f['avail_by'].replace('BY ', '')}" if chance(r, 0.5) else f"                      {f['avail_by']}")
    if f["partial"]:
        L.append(f"PARTIAL SHIPMENTS   : {f['partial']}")
    if f["tranship"]:
        L.append(f"TRANSHIPMENT        : {f['tranship']}")
    if f["pol"]:
        L.append(f"LOADING AT          : {f['pol']}")
    if f["pod"]:
        L.append(f"FOR TRANSPORT TO    : {f['pod']}")
    if f["latest"]:
        L.append(f"LATEST SHIPMENT     : {fdate(f['latest'], ds)}")
    L.append("GOODS               : " + "\n                      ".join(wrap(f["goods"], 50)))
    L.append("DOCUMENTS REQUIRED  :")
    inline = chance(r, 0.3)
    if inline:
        L += ["  " + x for x in wrap("; ".join(f"({i}) {d}" for i, d in enumerate(f["docs"], 1)) + ".", 66)]
    else:
        for i, d in enumerate(f["docs"], 1):
            L += ["  " + x for x in wrap(f"{i}. {d}", 66)]
    L.append("ADDITIONAL CONDITIONS:")
    L += ["  " + x for x in wrap(f"ALL DOCUMENTS TO QUOTE OUR CREDIT NUMBER. DISCREPANCY FEE USD {r.choice([80, 100])}.00 PER SET.", 66)]
    if f["period"] is not None:
        L.append(f"PRESENTATION PERIOD : {f['period']} DAYS AFTER SHIPMENT DATE")
    L.append(f"CONFIRMATION        : {f['conf']}")
    rules = {"UCP LATEST VERSION": "UCP LATEST VERSION", "EUCP LATEST VERSION": "EUCP LATEST VERSION",
             "OTHR": "OTHR - URDG 758", "ISP LATEST VERSION": "ISP98"}[f["rules"]]
    L += [f"THIS CREDIT IS SUBJECT TO {rules}.", "PLS ADVISE BENEFICIARY WITHOUT DELAY.", "REGARDS", f"{b[0].upper()}",
          "TRADE SERVICES", "NNNN"]
    body = f"<pre style='font-size:10pt'>{esc(chr(10).join(L))}</pre>"
    return page(body, r, font=MONO), lc_truth(f)


def lc_advice_cover(r, f):
    """Advising bank's covering letter (its own reference) followed by the credit's terms in a field list."""
    b, adv = f["bank"], f["adv"]
    an, aa = f["app"]
    bn, ba = f["ben"][0], f["ben"][1]
    ds = r.choice(["long", "mil_title", "dmy_long", "iso", "abbr"])
    adv_date = f["issue"] + _dt.timedelta(days=r.randint(1, 6))
    own_ref = f"{pick(r, 'ADV', 'EA', 'LCA')}{adv_date.year}{digits(r, 6)}"
    br = "<br>"
    cover = (f"<h1>{esc(adv[0])}</h1><div class='small'>Trade Finance Operations &middot; {esc(adv[2])} &middot; SWIFT {adv[1]}</div>"
             f"<table style='margin-top:10px'><tr><td>{esc(bn)}<br>{br.join(esc(x) for x in ba)}</td>"
             f"<td class='right'>Date: {fdate(adv_date, ds)}<br>Our ref.: {own_ref}</td></tr></table>"
             f"<h2>{pick(r, 'ADVICE OF DOCUMENTARY CREDIT', 'Notification of Documentary Credit')}</h2>"
             f"<p>Dear Sirs,</p><p>We have received the following {pick(r, 'authenticated SWIFT MT700', 'teletransmission')} from "
             f"{esc(b[0])}, {esc(b[2])} and advise it to you "
             + ("adding our confirmation as requested by the issuing bank." if f["conf"] == "CONFIRM" and chance(r, 0.5)
                else "without any engagement or responsibility on our part.")
             + f" Please quote our reference {own_ref} in all correspondence. Our advising commission of "
               f"{money(r.choice([150, 200, 250]), 'codec')} is for your account.</p>"
               f"<p>Please examine the credit carefully. If its terms cannot be complied with, contact the applicant "
               f"promptly so that an amendment may be arranged.</p><p>Yours faithfully,<br>{esc(adv[0])}</p>")
    rows = [("Form of documentary credit", f["form"]), ("Documentary credit number", f["lc_number"]),
            ("Date of issue", fdate(f["issue"], ds)), ("Applicable rules", f["rules"] + (" — " + RULE_NARR["OTHR"] if f["rules"] == "OTHR" else "")),
            ("Date of expiry", fdate(f["expiry"], ds)), ("Place of expiry", f["exp_place"]),
            ("Applicant", f"{an}\n" + "\n".join(aa)), ("Beneficiary", f"{bn}\n" + "\n".join(ba)),
            ("Currency / amount", f"{f['cur']} {f['amount']:,.2f}")]
    if f["tol"][0] is not None:
        rows.append(("Tolerance", f"+{f['tol'][0]} % / -{f['tol'][1]} %"))
    rows += [("Available with", f["avail_with"]), ("Available by", f["avail_by"])]
    for k, lab in (("partial", "Partial shipments"), ("tranship", "Transhipment")):
        if f[k]:
            rows.append((lab, f[k]))
    if f["pol"]:
        rows.append(("Port of loading", f["pol"]))
    if f["pod"]:
        rows.append(("Port of discharge", f["pod"]))
    if f["latest"]:
        rows.append(("Latest date of shipment", fdate(f["latest"], ds)))
    rows.append(("Description of goods", f["goods"]))
    docs_style = r.choice(["plus", "dash", "num"])
    dd = "\n".join({"plus": "+", "dash": "- ", "num": f"{i}. "}[docs_style] + d for i, d in enumerate(f["docs"], 1))
    rows.append(("Documents required", dd))
    rows.append(("Additional conditions", f"+ALL DOCUMENTS MUST SHOW CREDIT NO. {f['lc_number']} AND OUR REF. {own_ref}"))
    if f["period"] is not None:
        rows.append(("Period for presentation", f"{f['period']} days"))
    rows.append(("Confirmation instructions", f["conf"]))
    style = r.choice(["table", "lv"])
    if style == "table":
        terms = "<table class='g'>" + "".join(
            f"<tr><td style='width:30%'>{esc(k)}</td><td>{esc(v).replace(chr(10), '<br>')}</td></tr>" for k, v in rows) + "</table>"
    else:
        terms = "".join(f"<div style='margin-top:4px'><b>{esc(k)}</b><div style='margin-left:20px'>{esc(v).replace(chr(10), '<br>')}</div></div>" for k, v in rows)
    body = cover + f"<div class='pb'></div><h3>Terms of the credit as received ({pick(r, 'MT700', 'SWIFT MT 700')}) — our ref. {own_ref}</h3>" + terms
    body += f"<div class='foot'>{esc(adv[0])} &middot; page 2 &middot; This advice is not a negotiable instrument.</div>"
    return page(body, r), lc_truth(f)


LC_LAYOUTS = {"mt700_raw_fin": lc_raw_mt700, "mt700_alliance_print": lc_advice_print, "mt700_tag_table": lc_tag_table,
              "issuing_bank_letter": lc_issuing_letter, "standby_isp98_letter": lc_standby_isp98,
              "application_with_bank_box": lc_application, "telex_issue": lc_telex, "advice_with_cover_letter": lc_advice_cover}


# --------------------------------------------------------------------------- loan applications

MORE_EMPLOYERS = ["Northwestern Medicine", "Kroger Co.", "Deloitte & Touche LLP", "Austin Independent School District",
                  "Lockheed Martin Corporation", "State Farm Insurance", "Pinnacle Roofing & Exteriors LLC",
                  "Tri-County Dental Partners", "Amazon.com Services LLC", "City of Phoenix", "Oakridge Senior Living",
                  "Summit Credit Union", "Vertex Pharmaceuticals Inc.", "U.S. Postal Service"]
POSITIONS = ["Project Manager", "RN, ICU", "Senior Accountant", "Teacher", "Operations Supervisor", "Software Developer",
             "Claims Adjuster", "Mail Carrier", "Dental Hygienist", "Systems Analyst", "Store Manager", "Electrician"]
MARITAL_WORDS = {"married": ["Married"], "separated": ["Separated"],
                 "unmarried": ["Unmarried", "Single", "Divorced", "Widowed", "Unmarried (single, divorced, widowed)"]}


def loan_facts(r) -> dict:
    b = bank(r)
    bor = person(r)
    n_co = r.choices([0, 1, 2, 3], [0.42, 0.43, 0.1, 0.05])[0]
    cos = [person(r) for _ in range(n_co)]
    if n_co and chance(r, 0.6):
        cos[0]["surname"] = bor["surname"]
    marital = r.choices(["married", "unmarried", "separated"], [0.55, 0.4, 0.05])[0]
    emp = r.choice([j[1] for j in JOBS] + MORE_EMPLOYERS)
    prev = r.choice([x for x in MORE_EMPLOYERS if x != emp])
    start = rdate(r, 2008, 2025)
    base = float(r.randrange(3200, 19000, 25)) + r.choice([0, 0, 0.5, 0.33, 0.67])
    ot = float(r.randrange(0, 1500, 25)) if chance(r, 0.35) else 0.0
    bonus = float(r.randrange(100, 2500, 25)) if chance(r, 0.3) else 0.0
    comm = float(r.randrange(100, 3000, 50)) if chance(r, 0.12) else 0.0
    purpose = r.choices(["purchase", "refinance", "construction", "other"], [0.55, 0.3, 0.08, 0.07])[0]
    value = float(r.randrange(140000, 1600000, 500))
    ltv = r.uniform(0.55, 0.965)
    amount = float(round(value * ltv / 100) * 100)
    if chance(r, 0.2):
        amount += r.choice([50.0, 25.0, 75.0])
    rate = round(r.choice([r.uniform(5.0, 8.0), r.uniform(2.75, 4.5)]) * 8) / 8
    if chance(r, 0.3):
        rate = round(rate + r.choice([0.0, 0.01, -0.01, 0.05]), 3)
    term = r.choices([360, 180, 240, 300, 120, 420], [0.7, 0.15, 0.05, 0.04, 0.03, 0.03])[0]
    app_date = rdate(r, 2024, 2026)
    email = (f"{bor['given'].split()[0].lower()}.{bor['surname'].lower().replace(' ', '').replace(chr(39), '')}"
             f"{pick(r, '', str(r.randint(1, 99)))}@{pick(r, 'gmail.com', 'yahoo.com', 'outlook.com', 'comcast.net', 'icloud.com')}")
    return dict(bank=b, bor=bor, cos=cos, co_dob=[rdate(r, 1955, 2003) for _ in cos], dob=rdate(r, 1955, 2001),
                marital=marital, email=email if chance(r, 0.85) else None, phone=phone_us(r) if chance(r, 0.9) else None,
                emp=emp, prev=prev, start=start, prev_start=rdate(r, 1998, max(1999, start.year - 1)), pos=r.choice(POSITIONS),
                base=base, ot=ot, bonus=bonus, comm=comm, total=round(base + ot + bonus + comm, 2),
                purpose=purpose, value=value, amount=amount, rate=rate, term=term, app_date=app_date,
                prop=us_address(r), cur_addr=us_address(r),
                app_no=r.choice([f"{app_date.year}{digits(r, 6)}", f"L{digits(r, 9)}", f"MTG-{digits(r, 3)}-{digits(r, 5)}",
                                 f"{digits(r, 10)}", f"{letters(r, 3)}{digits(r, 7)}"]),
                co_income=[float(r.randrange(2500, 12000, 50)) for _ in cos])


def loan_truth(f, prop_text, monthly=None, include_email=True, include_phone=True) -> dict:
    return {"application_number": f["app_no"],
            "borrower": {"full_name": full_name(f["bor"]), "date_of_birth": f["dob"].isoformat(), "marital_status": f["marital"],
                         "email": f["email"] if include_email else None, "phone": f["phone"] if include_phone else None},
            "co_borrowers": [{"full_name": full_name(c), "date_of_birth": d.isoformat()} for c, d in zip(f["cos"], f["co_dob"])],
            "employer_name": f["emp"], "employment_start_date": f["start"].isoformat(),
            "monthly_income": monthly if monthly is not None else f["total"], "income_currency": "USD",
            "loan_amount": f["amount"], "loan_currency": "USD", "loan_purpose": f["purpose"], "loan_term_months": f["term"],
            "interest_rate_percent": f["rate"], "property_address": prop_text, "property_value": f["value"]}


def rate_s(r, rate) -> str:
    s = f"{rate:.3f}" if chance(r, 0.6) else (f"{rate:.3f}".rstrip("0").rstrip(".") if "." in f"{rate:.3f}" else str(rate))
    return s + pick(r, "%", " %", "%", " percent")


def term_s(r, term) -> str:
    if term % 12 == 0 and chance(r, 0.5):
        return f"{term // 12} {pick(r, 'years', 'yrs', 'year fixed' if False else 'years')}"
    return f"{term} {pick(r, 'months', 'mos.', 'mo')}"


def income_table(r, f, ms, with_co=False) -> str:
    rows = [("Base", f["base"]), ("Overtime", f["ot"]), ("Bonus", f["bonus"]), ("Commission", f["comm"]),
            ("Military Entitlements", 0.0), ("Other", 0.0)]
    hdr = "<tr><th>Gross Monthly Income</th><th>Borrower</th>" + ("<th>Co-Borrower</th><th>Total</th>" if with_co else "") + "</tr>"
    body = ""
    co = f["co_income"][0] if (with_co and f["co_income"]) else 0.0
    for i, (lab, v) in enumerate(rows):
        cv = co if (i == 0 and with_co) else 0.0
        cells = f"<td class='right'>{money(v, ms) if v else pick(r, '', '$0.00', '0.00', '—')}</td>"
        if with_co:
            cells += f"<td class='right'>{money(cv, ms) if cv else ''}</td><td class='right'>{money(v + cv, ms) if v + cv else ''}</td>"
        body += f"<tr><td>{lab}</td>{cells}</tr>"
    tot = f"<td class='right'><b>{money(f['total'], ms)}</b></td>"
    if with_co:
        tot += f"<td class='right'>{money(co, ms)}</td><td class='right'>{money(f['total'] + co, ms)}</td>"
    body += f"<tr><td><b>{pick(r, 'TOTAL', 'Total', 'Total monthly income')}</b></td>{tot}</tr>"
    return f"<table class='g' style='width:{'100' if with_co else '60'}%'>{hdr}{body}</table>"


def marital_html(r, f, cst) -> str:
    if chance(r, 0.55):
        return checks(["Married", "Separated", "Unmarried"], f["marital"].title(), cst)
    return esc(r.choice(MARITAL_WORDS[f["marital"]]))


PURPOSE_WORDS = {"purchase": ["Purchase", "Home purchase", "Purchase of primary residence"],
                 "refinance": ["Refinance", "Rate/term refinance", "Cash-out refinance", "Refinance existing mortgage"],
                 "construction": ["Construction", "Construction-Permanent", "New construction"],
                 "other": ["Other: home improvement", "Other (renovation)", "Other – equity for home repairs"]}


def value_label(r, f) -> str:
    if f["purpose"] == "purchase":
        return pick(r, "Purchase price", "Property value", "Sales price")
    if f["purpose"] == "construction":
        return pick(r, "As-completed value", "Property value (as completed)", "Estimated value upon completion")
    return pick(r, "Estimated property value", "Property value", "Appraised value")


def _loan_prop(r, f):
    joiner = r.choice([", ", "<br>", ", "])
    return f["prop"], joiner


def loan_urla_2021(r, f):
    b = f["bank"]
    ds = r.choice(["num", "num", "num_short"])
    cst = r.choice(CHECK_STYLES)
    ms = r.choice(["symc", "sym", "plainc"])
    bor = f["bor"]
    parts, joiner = _loan_prop(r, f)
    first, *mid = bor["given"].split(" ")
    name_html = esc(f"{first} {' '.join(mid)} {bor['surname']}".replace("  ", " ")) if chance(r, 0.5) else \
        esc(name_form(bor, "comma"))
    others = ", ".join(full_name(c) for c in f["cos"])
    hdr = (f"<table><tr><td><b>{pick(r, 'Uniform Residential Loan Application', 'UNIFORM RESIDENTIAL LOAN APPLICATION')}</b><br>"
           f"<span class='small'>Verify and complete the information on this application. If you are applying for this loan with "
           f"others, each additional Borrower must provide information as directed by your Lender.</span></td>"
           f"<td class='right small'>To be completed by the <b>Lender</b>:<br>Lender Loan No./Universal Loan Identifier "
           f"<b>{esc(f['app_no'])}</b><br>Agency Case No. {blank(r) or '&nbsp;'}</td></tr></table>")
    s1a = grid([("Name (First, Middle, Last, Suffix)" if "," not in name_html else "Name (Last, First, Middle)", name_html),
                ("Social Security Number", ssn(r)),
                ("Date of Birth (mm/dd/yyyy)", fdate(f["dob"], ds)),
                ("Citizenship", checks(["U.S. Citizen", "Permanent Resident Alien", "Non-Permanent Resident Alien"], "U.S. Citizen", cst)),
                ("Type of Credit", checks(["I am applying for individual credit.", "I am applying for joint credit."],
                                          "I am applying for joint credit." if f["cos"] else "I am applying for individual credit.", cst)),
                ("List Name(s) of Other Borrower(s) Applying for this Loan", esc(others) if others else "&nbsp;"),
                ("Marital Status", marital_html(r, f, cst)), ("Dependents (not listed by another Borrower)", str(r.randint(0, 3))),
                ("Contact Information", f"Home Phone {esc(f['phone']) if f['phone'] else '(&nbsp;&nbsp;&nbsp;) ___-____'}<br>"
                                        f"Cell Phone {pick(r, '', '')}<br>Email {esc(f['email']) if f['email'] else ''}"),
                ("Current Address", addr_html(f["cur_addr"], ", ") + f" &nbsp; How long at current address? {r.randint(1, 15)} Years")], 2, r)
    s1b = grid([("Employer or Business Name", esc(f["emp"])), ("Phone", phone_us(r)),
                ("Position or Title", esc(f["pos"])), ("Start Date (mm/dd/yyyy)", fdate(f["start"], ds)),
                ("How long in this line of work?", f"{r.randint(2, 25)} Years {r.randint(0, 11)} Months"),
                ("Check if this statement applies", checks(["I am employed by a family member, property seller, real estate agent, or other party to the transaction."], [], cst))], 2, r)
    s1c = grid([("Employer or Business Name", esc(f["prev"])), ("Start Date", fdate(f["prev_start"], ds)),
                ("End Date", fdate(f["start"] - _dt.timedelta(days=r.randint(10, 90)), ds)),
                ("Previous Gross Monthly Income", money(float(r.randrange(2500, 9000, 50)), ms))], 2, r)
    purpose_sel = {"purchase": "Purchase", "refinance": "Refinance", "construction": "Other", "other": "Other"}[f["purpose"]]
    other_txt = {"construction": " (specify): Construction", "other": " (specify): Home improvement"}.get(f["purpose"], "")
    if f["purpose"] == "construction":
        # URLA has no construction box: state it in the specify field
        pass
    s4 = grid([("Loan Amount", money(f["amount"], ms)),
               ("Loan Purpose", checks(["Purchase", "Refinance", "Other"], purpose_sel, cst) + esc(other_txt)),
               ("Property Address", addr_html(parts, joiner)), ("Number of Units", "1"),
               (value_label(r, f), money(f["value"], ms)),
               ("Occupancy", checks(["Primary Residence", "Second Home", "Investment Property"], "Primary Residence", cst))], 2, r)
    l4 = grid([("Note Rate", rate_s(r, f["rate"])), ("Loan Term", f"{f['term']} (months)"),
               ("Mortgage Type Applied For", checks(["Conventional", "USDA-RD", "FHA", "VA", "Other"], "Conventional", cst)),
               ("Amortization Type", checks(["Fixed Rate", "Adjustable Rate"], "Fixed Rate", cst)),
               ("Proposed Monthly Payment (Principal &amp; Interest)", money(round(f["amount"] * 0.0065, 2), "symc"))], 2, r)
    sc = r.choice(["sec", "secd"])
    body = (hdr + f"<div class='{sc}'>Section 1: Borrower Information.</div><h3>1a. Personal Information</h3>{s1a}"
            f"<h3>1b. Current Employment/Self-Employment and Income</h3>{s1b}{income_table(r, f, ms)}"
            f"<h3>1c. IF APPLICABLE, Complete Information for Additional Employment / 1d. Previous Employment</h3>{s1c}"
            f"<div class='pb'></div><div class='{sc}'>Section 4: Loan and Property Information.</div>"
            f"<h3>4a. Loan and Property Information</h3>{s4}"
            f"<div class='{sc}'>L4. Qualifying the Borrower – Minimum Required Funds or Cash Back</div>{l4}"
            f"<p class='small'>Uniform Residential Loan Application &middot; Freddie Mac Form 65 &middot; Fannie Mae Form 1003 "
            f"&middot; Effective 1/2021</p>")
    if f["cos"]:
        body += "<div class='pb'></div>"
    for c, d in zip(f["cos"], f["co_dob"]):
        body += (f"<b>Uniform Residential Loan Application — Additional Borrower</b> "
                 f"<span class='small'>Lender Loan No. {esc(f['app_no'])}</span>"
                 + grid([("Name (First, Middle, Last, Suffix)", esc(full_name(c))), ("Date of Birth (mm/dd/yyyy)", fdate(d, ds)),
                         ("Social Security Number", ssn(r)), ("Email", "")], 2, r))
    body += (f"<p>Borrower Signature ______________________ Date {fdate(f['app_date'], ds)}</p>"
             f"<p class='small'>Loan Originator: {esc(r.choice(US_FIRST_F))} {esc(r.choice(US_LAST))}, NMLS ID {digits(r, 6)} &middot; "
             f"Loan Origination Organization: {esc(b[0])}, NMLS ID {digits(r, 6)} &middot; {esc(b[2])}</p>")
    return page(body, r, size=r.choice([9, 9.5, 10])), loan_truth(f, addr_truth(parts, joiner))


def loan_form_1003_legacy(r, f):
    b = f["bank"]
    ds = "num"
    cst = r.choice(CHECK_STYLES)
    ms = r.choice(["symc", "plainc"])
    bor = f["bor"]
    co = f["cos"][0] if f["cos"] else None
    co_dob = f["co_dob"][0] if f["cos"] else None
    parts, joiner = _loan_prop(r, f)
    pur = {"purchase": "Purchase", "refinance": "Refinance", "construction": "Construction", "other": "Other (explain):"}[f["purpose"]]
    s1 = grid([("Mortgage Applied for:", checks(["VA", "FHA", "Conventional", "USDA/Rural Housing Service"], "Conventional", cst)),
               ("Agency Case Number", "&nbsp;"), ("Lender Case Number", esc(f["app_no"])),
               ("Amount", money(f["amount"], ms)), ("Interest Rate", rate_s(r, f["rate"]).replace(" percent", "%")),
               ("No. of Months", str(f["term"])),
               ("Amortization Type", checks(["Fixed Rate", "GPM", "ARM (type):"], "Fixed Rate", cst))], 3, r)
    s2 = grid([("Subject Property Address (street, city, state &amp; ZIP)", addr_html(parts, joiner)), ("No. of Units", "1"),
               ("Purpose of Loan", checks(["Purchase", "Construction", "Other (explain):", "Refinance", "Construction-Permanent"], pur, cst)
                + (" home improvement" if f["purpose"] == "other" else "")),
               ("Property will be:", checks(["Primary Residence", "Secondary Residence", "Investment"], "Primary Residence", cst)),
               (value_label(r, f) if f["purpose"] != "purchase" else "Purchase price (see VII a.)", money(f["value"], ms))], 2, r)

    def bcol(p, dob, mar):
        return [("Borrower's Name (include Jr. or Sr. if applicable)", esc(full_name(p)) if p else ""),
                ("Social Security Number", ssn(r) if p else ""),
                ("Home Phone (incl. area code)", esc(f["phone"]) if (p is bor and f["phone"]) else ""),
                ("DOB (mm/dd/yyyy)", fdate(dob, ds) if dob else ""), ("Yrs. School", str(r.randint(12, 18)) if p else ""),
                ("Marital status", mar)]
    bc = bcol(bor, f["dob"], marital_html(r, f, cst))
    cc = bcol(co, co_dob, checks(["Married", "Unmarried", "Separated"], r.choice(["Married", "Unmarried"]), cst) if co else "")
    s3 = "<table class='g'><tr><th>Borrower</th><th>Co-Borrower</th></tr>" + "".join(
        f"<tr><td><span class='cap'>{a[0]}</span>{a[1] or '&nbsp;'}</td><td><span class='cap'>{c[0].replace('Borrower', 'Co-Borrower')}</span>{c[1] or '&nbsp;'}</td></tr>"
        for a, c in zip(bc, cc)) + "</table>"
    if f["email"]:
        s3 += f"<div>Borrower e-mail: {esc(f['email'])}</div>"
    s4 = grid([("Name &amp; Address of Employer", esc(f["emp"]) + f"<br>{esc(', '.join(us_address(r)))}"),
               ("Date hired (mm/dd/yyyy)", fdate(f["start"], ds)), ("Yrs. on this job", f"{max(0, f['app_date'].year - f['start'].year)}"),
               ("Position/Title/Type of Business", esc(f["pos"])), ("Business Phone", phone_us(r))], 2, r)
    s4b = grid([("Name &amp; Address of Employer (previous)", esc(f["prev"])),
                ("Dates (from – to)", f"{fdate(f['prev_start'], ds)} – {fdate(f['start'] - _dt.timedelta(days=20), ds)}"),
                ("Monthly Income", money(float(r.randrange(2000, 8000, 25)), ms))], 3, r)
    s5 = income_table(r, f, ms, with_co=bool(co))
    sc = "sec"
    body = (f"<h1 class='center'>Uniform Residential Loan Application</h1><p class='small'>This application is designed to be "
            f"completed by the applicant(s) with the Lender's assistance. Applicants should complete this form as "
            f"&ldquo;Borrower&rdquo; or &ldquo;Co-Borrower,&rdquo; as applicable.</p>"
            f"<div class='{sc}'>I. TYPE OF MORTGAGE AND TERMS OF LOAN</div>{s1}"
            f"<div class='{sc}'>II. PROPERTY INFORMATION AND PURPOSE OF LOAN</div>{s2}"
            f"<div class='{sc}'>III. BORROWER INFORMATION</div>{s3}"
            f"<div class='{sc}'>IV. EMPLOYMENT INFORMATION</div>{s4}{s4b}"
            f"<div class='pb'></div><div class='{sc}'>V. MONTHLY INCOME AND COMBINED HOUSING EXPENSE INFORMATION</div>{s5}"
            f"<div class='{sc}'>VII. DETAILS OF TRANSACTION</div>"
            + grid([("a. Purchase price", money(f["value"], ms) if f["purpose"] == "purchase" else ""),
                    ("b. Alterations, improvements, repairs", ""), ("d. Refinance (incl. debts to be paid off)", ""),
                    ("e. Estimated prepaid items", money(float(r.randrange(1500, 6000, 10)), ms)),
                    ("f. Estimated closing costs", money(float(r.randrange(3000, 12000, 10)), ms)),
                    ("m. Loan amount (exclude PMI, MIP, Funding Fee financed)", money(f["amount"], ms))], 2, r)
            + f"<p class='small'>Fannie Mae Form 1003 7/05 (rev.6/09) &middot; Freddie Mac Form 65 7/05 (rev.6/09) &middot; Page 1 of 4</p>")
    if len(f["cos"]) > 1:
        body += (f"<div class='pb'></div><h3>Continuation Sheet/Residential Loan Application</h3>"
                 f"<div>Use this continuation sheet if you need more space. Agency Case Number: &nbsp; Lender Case Number: {esc(f['app_no'])}</div>")
    for c, d in list(zip(f["cos"], f["co_dob"]))[1:]:
        body += grid([("Co-Borrower", esc(full_name(c))), ("DOB (mm/dd/yyyy)", fdate(d, ds))], 2, r)
    body += f"<p>Borrower's Signature ___________________ Date {fdate(f['app_date'], ds)} &nbsp; Interviewer: {esc(b[0])}</p>"
    return page(body, r, size=r.choice([8.5, 9, 9.5])), loan_truth(f, addr_truth(parts, joiner))


def loan_underwriter_summary(r, f):
    b = f["bank"]
    ds = r.choice(["num", "long", "abbr", "iso"])
    ms = r.choice(["sym", "symc", "code"])
    bor = f["bor"]
    parts, joiner = _loan_prop(r, f)
    people = [("Borrower", bor, f["dob"]) ] + [(f"Co-Borrower {i + 1}" if len(f["cos"]) > 1 else "Co-Borrower", c, d)
                                             for i, (c, d) in enumerate(zip(f["cos"], f["co_dob"]))]
    nf = r.choice(["title", "upper", "comma_up"])
    prow = "".join(f"<tr><td>{role}</td><td>{esc(name_form(p, nf))}</td><td>{fdate(d, ds)}</td><td>{r.randint(640, 815)}</td></tr>"
                   for role, p, d in people)
    contact = []
    if f["email"]:
        contact.append(f"e-mail {esc(f['email'])}")
    if f["phone"]:
        contact.append(f"phone {esc(f['phone'])}")
    ltv = f["amount"] / f["value"] * 100
    body = (f"<div class='right small'>{esc(b[0])} &middot; Mortgage Underwriting &middot; CONFIDENTIAL</div>"
            f"<h1>{pick(r, 'Underwriting Summary / Credit Memo', 'Loan Approval Summary', 'Mortgage Credit Memorandum')}</h1>"
            f"<table class='g'><tr><td>Loan number</td><td><b>{esc(f['app_no'])}</b></td><td>Date</td><td>{fdate(f['app_date'], ds)}</td></tr>"
            f"<tr><td>Underwriter</td><td>{esc(r.choice(US_FIRST_M))} {esc(r.choice(US_LAST))}</td><td>AUS</td><td>{pick(r, 'DU Approve/Eligible', 'LPA Accept', 'Manual')}</td></tr></table>"
            f"<h3>Applicants</h3><table class='g'><tr><th>Role</th><th>Name</th><th>Date of birth</th><th>FICO</th></tr>{prow}</table>"
            f"<p>Borrower marital status: {esc(r.choice(MARITAL_WORDS[f['marital']]))}."
            + (f" Contact: {'; '.join(contact)}." if contact else "") + "</p>"
            f"<h3>Employment and income (borrower)</h3>"
            f"<table class='g'><tr><th>Employer</th><th>Position</th><th>From</th><th>To</th><th>Monthly</th></tr>"
            f"<tr><td>{esc(f['emp'])}</td><td>{esc(f['pos'])}</td><td>{fdate(f['start'], ds)}</td><td>{pick(r, 'Present', 'current')}</td>"
            f"<td class='right'>{money(f['total'], ms)}</td></tr>"
            f"<tr><td>{esc(f['prev'])}</td><td>{esc(r.choice(POSITIONS))}</td><td>{fdate(f['prev_start'], ds)}</td>"
            f"<td>{fdate(f['start'] - _dt.timedelta(days=r.randint(5, 60)), ds)}</td><td class='right'>—</td></tr></table>"
            f"<p>Qualifying income of the borrower is {money(f['total'], ms)} per month"
            + (f" (base {money(f['base'], ms)}" + (f", overtime {money(f['ot'], ms)}" if f["ot"] else "")
               + (f", bonus {money(f['bonus'], ms)}" if f["bonus"] else "") + (f", commission {money(f['comm'], ms)}" if f["comm"] else "") + ")"
               if (f["ot"] or f["bonus"] or f["comm"]) else "")
            + (f"; co-borrower income of {money(sum(f['co_income']), ms)}/mo is documented separately" if f["cos"] else "") + ".</p>"
            f"<h3>Loan terms</h3>"
            + rows_table([("Loan purpose", esc(r.choice(PURPOSE_WORDS[f["purpose"]]))), ("Loan amount", money(f["amount"], ms)),
                          ("Note rate", rate_s(r, f["rate"])), ("Term", term_s(r, f["term"])),
                          ("Subject property", addr_html(parts, joiner)), (value_label(r, f), money(f["value"], ms)),
                          ("LTV / CLTV", f"{ltv:.2f}% / {ltv:.2f}%"), ("DTI (front/back)", f"{r.uniform(18, 30):.1f}% / {r.uniform(28, 45):.1f}%"),
                          ("Reserves", f"{r.randint(2, 24)} months PITI")], r)
            + "<h3>Conditions prior to closing</h3><div>1. Final VOE within 10 business days of closing.</div>"
              "<div>2. Hazard insurance declarations page with mortgagee clause.</div><div>3. Satisfactory title commitment.</div>"
            + f"<p>Decision: <b>{pick(r, 'APPROVED WITH CONDITIONS', 'APPROVED', 'SUSPENDED - pending appraisal')}</b></p>" + footer(r, b[0], b[2]))
    return page(body, r), loan_truth(f, addr_truth(parts, joiner))


def loan_broker_email(r, f):
    b = f["bank"]
    ds = r.choice(["num", "num_short", "long", "abbr"])
    ms = r.choice(["sym", "symc"])
    bor = f["bor"]
    parts = f["prop"]
    broker = f"{r.choice(US_FIRST_M + US_FIRST_F)} {r.choice(US_LAST)}"
    brokerage = pick(r, "Keystone Mortgage Brokers LLC", "BlueSky Home Lending Partners", "Harbor Point Mortgage Group")
    sent = fdate(f["app_date"], "abbr")
    cos = ""
    if f["cos"]:
        cos = "<p>Co-borrower(s):</p>" + "".join(f"<div>&nbsp;&nbsp;- {esc(full_name(c))}, DOB {fdate(d, ds)}</div>"
                                                 for c, d in zip(f["cos"], f["co_dob"]))
    mar = r.choice(MARITAL_WORDS[f["marital"]]).lower()
    contact = []
    if f["phone"]:
        contact.append(f"cell {esc(f['phone'])}")
    if f["email"]:
        contact.append(f"email {esc(f['email'])}")
    hdr = (f"<div class='mono small'>From: {esc(broker)} &lt;{broker.split()[0].lower()}@{brokerage.split()[0].lower()}mtg.com&gt;<br>"
           f"To: Wholesale Scenario Desk &lt;scenarios@{b[0].split()[0].lower()}bank.com&gt;<br>"
           f"Sent: {sent} {r.randint(7, 11)}:{r.randint(10, 59)} AM<br>"
           f"Subject: New submission – {esc(bor['surname'].upper())} – Loan #{esc(f['app_no'])}</div><hr>")
    body = (hdr + f"<p>Hi team,</p><p>Please find below the file for {esc(full_name(bor))}, {mar}, born {fdate(f['dob'], ds)}"
            + (f" ({', '.join(contact)})" if contact else "") + ". Full 1003, paystubs and W-2s are in the portal.</p>" + cos
            + f"<p><b>Employment:</b> {esc(f['pos'])} at {esc(f['emp'])} since {fdate(f['start'], ds)}; before that "
              f"{esc(f['prev'])} from {fdate(f['prev_start'], ds)}. Gross monthly income: {money(f['total'], ms)}"
            + (f" (base {money(f['base'], ms)} plus variable)" if f["total"] != f["base"] else "") + ".</p>"
            + f"<p><b>Request:</b></p><div>&bull; Purpose: {esc(r.choice(PURPOSE_WORDS[f['purpose']]))}</div>"
              f"<div>&bull; Loan amount: {money(f['amount'], ms)}</div><div>&bull; Rate: {rate_s(r, f['rate'])} (locked {r.choice([30, 45, 60])} days)</div>"
              f"<div>&bull; Term: {term_s(r, f['term'])}</div><div>&bull; Property: {esc(', '.join(parts))}</div>"
              f"<div>&bull; {value_label(r, f)}: {money(f['value'], ms)}</div>"
            + f"<p>Broker comp is lender-paid at {r.choice([1.0, 1.25, 1.5, 2.0]):.2f}%. Let me know if you need anything else.</p>"
            + f"<p>Thanks,<br>{esc(broker)}<br>{esc(brokerage)} | NMLS #{digits(r, 6)}<br>{phone_us(r)}</p>"
            + f"<p class='small'>CONFIDENTIALITY NOTICE: This e-mail and any attachments are intended only for the named recipient "
              f"and may contain nonpublic personal information protected by the Gramm-Leach-Bliley Act.</p>")
    return page(body, r), loan_truth(f, fold(", ".join(parts)))


def loan_online_export(r, f):
    b = f["bank"]
    ds = r.choice(["iso", "num"])
    bor = f["bor"]
    parts = f["prop"]
    first, *mid = bor["given"].split(" ")
    kv = [("ApplicationID", f["app_no"]), ("Submitted", fdate(f["app_date"], "iso") + f" {r.randint(8, 22)}:{r.randint(10, 59)}"),
          ("Borrower.FirstName", first), ("Borrower.MiddleName", " ".join(mid)), ("Borrower.LastName", bor["surname"]),
          ("Borrower.DOB", fdate(f["dob"], ds)), ("Borrower.MaritalStatus", f["marital"].upper()),
          ("Borrower.Email", f["email"] or ""), ("Borrower.Phone", f["phone"] or "")]
    for i, (c, d) in enumerate(zip(f["cos"], f["co_dob"]), 1):
        kv += [(f"CoBorrower{i}.Name", full_name(c)), (f"CoBorrower{i}.DOB", fdate(d, ds))]
    kv += [("Employment.Current.Employer", f["emp"]), ("Employment.Current.StartDate", fdate(f["start"], ds)),
           ("Employment.Prior.Employer", f["prev"]), ("Income.Base.Monthly", f"{f['base']:.2f}"),
           ("Income.Overtime.Monthly", f"{f['ot']:.2f}"), ("Income.Bonus.Monthly", f"{f['bonus']:.2f}"),
           ("Income.Commission.Monthly", f"{f['comm']:.2f}"), ("Income.Total.Monthly", f"{f['total']:.2f}"),
           ("Income.Currency", "USD"), ("Loan.Purpose", f["purpose"].upper()), ("Loan.Amount", f"{f['amount']:.2f}"),
           ("Loan.Currency", "USD"), ("Loan.TermMonths", str(f["term"])), ("Loan.NoteRate", f"{f['rate']:.3f}"),
           ("Property.Address", ", ".join(parts)), ("Property.Value", f"{f['value']:.2f}"),
           ("Property.Occupancy", "PRIMARY"), ("Credit.PullConsent", "Y"), ("Session.IP", f"{r.randint(20, 200)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}")]
    mode = r.choice(["pre", "table"])
    if mode == "pre":
        inner = "<pre>" + esc("\n".join(f"{k:<30}= {v}" for k, v in kv)) + "</pre>"
    else:
        inner = "<table class='g'>" + "".join(f"<tr><td class='mono'>{esc(k)}</td><td>{esc(v)}</td></tr>" for k, v in kv) + "</table>"
    body = (f"<div class='secd'>{esc(b[0])} — Online Mortgage Application — Data Export</div>"
            f"<p class='small'>Generated by LOS integration. Values as entered by the applicant; not verified. "
            f"Page 1</p>{inner}<p class='small'>Disclosures delivered electronically (E-SIGN consent captured). "
            f"Loan Estimate due within 3 business days.</p>")
    return page(body, r, font=MONO if mode == "pre" else None), loan_truth(f, fold(", ".join(parts)))


def loan_credit_union_columns(r, f):
    """A credit union's home loan application with applicants side by side in columns."""
    b = f["bank"]
    ds = r.choice(US_DATE_STYLES)
    cst = r.choice(CHECK_STYLES)
    ms = r.choice(MONEY_STYLES)
    bor = f["bor"]
    parts, joiner = _loan_prop(r, f)
    apps = [(bor, f["dob"])] + list(zip(f["cos"], f["co_dob"]))
    heads = "".join(f"<th>{'Applicant' if i == 0 else 'Joint applicant'} {i + 1}</th>" for i in range(len(apps)))
    nf = r.choice(["title", "upper", "comma"])

    def row(label, vals):
        return f"<tr><td>{label}</td>" + "".join(f"<td>{v or '&nbsp;'}</td>" for v in vals) + "</tr>"
    blanks = [""] * (len(apps) - 1)
    tab = (f"<table class='g'><tr><th></th>{heads}</tr>"
           + row("Name", [esc(name_form(p, nf)) for p, _ in apps])
           + row("Date of birth", [fdate(d, ds) for _, d in apps])
           + row("Member number", [digits(r, 7) for _ in apps])
           + row("Marital status", [esc(r.choice(MARITAL_WORDS[f["marital"]]))] + blanks)
           + row("Phone", [esc(f["phone"]) if f["phone"] else ""] + blanks)
           + row("E-mail", [esc(f["email"]) if f["email"] else ""] + blanks)
           + row("Employer", [esc(f["emp"])] + [esc(r.choice(MORE_EMPLOYERS)) for _ in blanks])
           + row("Employed since", [fdate(f["start"], ds)] + [fdate(rdate(r, 2005, 2024), ds) for _ in blanks])
           + row("Gross monthly income", [money(f["total"], ms)] + [money(x, ms) for x in f["co_income"]])
           + "</table>")
    purp = {"purchase": "Purchase", "refinance": "Refinance", "construction": "Construction", "other": "Other"}
    body = (f"<table><tr><td><h1>{esc(b[0])}</h1><div class='small'>{esc(b[2])}</div></td><td class='right'>"
            f"<b>{pick(r, 'HOME LOAN APPLICATION', 'Mortgage Loan Application', 'Real Estate Loan Request')}</b><br>"
            f"Application #: {esc(f['app_no'])}<br><span class='small'>Received {fdate(f['app_date'], ds)}</span></td></tr></table>"
            f"<div class='sec'>APPLICANTS</div>{tab}"
            f"<div class='sec'>LOAN REQUEST</div>"
            + fields_block([("Purpose", checks(list(purp.values()), purp[f["purpose"]], cst)),
                            ("Amount requested", money(f["amount"], ms)), ("Term", term_s(r, f["term"])),
                            ("Interest rate", rate_s(r, f["rate"])), ("Rate type", pick(r, "Fixed", "5/6 ARM", "Fixed"))], r)
            + f"<div class='sec'>PROPERTY</div>"
            + fields_block([("Property address", addr_html(parts, joiner)), (value_label(r, f), money(f["value"], ms)),
                            ("Property type", pick(r, "Single family", "Condominium", "Townhouse"))], r)
            + f"<div class='sec'>PREVIOUS EMPLOYMENT (if less than 2 years at current job)</div>"
            + fields_block([("Employer", esc(f["prev"])), ("From", fdate(f["prev_start"], ds))], r, "lv")
            + f"<p class='small'>Each applicant certifies that the information in this application is true and complete and "
              f"authorizes the credit union to obtain credit reports. Federally insured by NCUA. Equal Housing Opportunity.</p>"
            + footer(r, b[0], b[2]))
    return page(body, r), loan_truth(f, addr_truth(parts, joiner))


def loan_construction_perm(r, f):
    b = f["bank"]
    ds = r.choice(["num", "long", "abbr_up", "dash"])
    cst = r.choice(CHECK_STYLES)
    ms = r.choice(MONEY_STYLES)
    bor = f["bor"]
    parts, joiner = _loan_prop(r, f)
    lot = float(round(f["value"] * r.uniform(0.15, 0.3) / 100) * 100)
    build = float(round(f["value"] * r.uniform(0.55, 0.75) / 100) * 100)
    builder = pick(r, "Heritage Custom Homes, Inc.", "Ridgeline Builders LLC", "Prairie Oak Construction Co.")
    items = [("Applicant", esc(name_form(bor, r.choice(["title", "comma", "upper"])))), ("Date of birth", fdate(f["dob"], ds)),
             ("Marital status", marital_html(r, f, cst))]
    if f["phone"]:
        items.append(("Daytime phone", esc(f["phone"])))
    if f["email"]:
        items.append(("Email", esc(f["email"])))
    for i, (c, d) in enumerate(zip(f["cos"], f["co_dob"]), 1):
        items += [(f"Co-applicant {i}", esc(full_name(c))), (f"Co-applicant {i} date of birth", fdate(d, ds))]
    emp = [("Current employer", esc(f["emp"])), ("Start date", fdate(f["start"], ds)), ("Position", esc(f["pos"])),
           ("Gross monthly income (all sources)", money(f["total"], ms))]
    pur = {"construction": "Construction-to-permanent (one-time close)", "purchase": "Purchase of newly built home",
           "refinance": "Refinance of construction loan", "other": "Other: renovation / addition"}[f["purpose"]]
    loan = [("Loan purpose", esc(pur)), ("Total loan amount", money(f["amount"], ms)),
            ("Construction period", f"{r.choice([9, 12, 15])} months, interest only"),
            ("Permanent loan term", term_s(r, f["term"])), ("Permanent rate", rate_s(r, f["rate"])),
            ("Site / property address", addr_html(parts, joiner)),
            ("Lot cost" if f["purpose"] == "construction" else "Lot value (original)", money(lot, ms)),
            ("Cost of improvements (builder contract)", money(build, ms)), (value_label(r, f), money(f["value"], ms)),
            ("Builder", esc(builder))]
    order = [("Section A — Applicant Information", items), ("Section B — Employment and Income", emp),
             ("Section C — Construction Loan Request", loan)]
    if chance(r, 0.4):
        order = [order[2], order[0], order[1]]
    body = (f"<h1>{esc(b[0])}</h1><h2>{pick(r, 'Construction-to-Permanent Loan Application', 'Residential Construction Loan Application', 'One-Time Close Construction Loan Request')}</h2>"
            f"<div>{pick(r, 'Loan No.', 'Application No.', 'File #')}: <b>{esc(f['app_no'])}</b> &nbsp; Date: {fdate(f['app_date'], ds)}</div>")
    for h, it in order:
        body += f"<div class='{r.choice(['sec', 'secd'])}'>{esc(h)}</div>" + fields_block(it, r)
    body += ("<div class='sec'>Draw schedule (for information)</div><table class='g'><tr><th>Stage</th><th>% of contract</th></tr>"
             + "".join(f"<tr><td>{s}</td><td>{p}%</td></tr>" for s, p in [("Foundation", 15), ("Framing / roof", 30), ("Mechanicals", 25), ("Finish / C.O.", 30)])
             + "</table><p class='small'>Disbursements are made after inspection. The builder must be approved by the lender. "
               "Any change orders exceeding $5,000 require written consent.</p>" + footer(r, b[0], b[2]))
    return page(body, r), loan_truth(f, addr_truth(parts, joiner))


def loan_refi_with_le(r, f):
    """Lender's application summary followed by a Loan Estimate page (other dates and costs as distractors)."""
    b = f["bank"]
    ds = r.choice(["num", "num_short"])
    ms = r.choice(["sym", "symc"])
    bor = f["bor"]
    parts = f["prop"]
    issued = f["app_date"] + _dt.timedelta(days=r.randint(1, 3))
    summary = [("Loan number", esc(f["app_no"])), ("Primary borrower", esc(full_name(bor))), ("Borrower DOB", fdate(f["dob"], ds)),
               ("Marital status", esc(r.choice(MARITAL_WORDS[f["marital"]])))]
    for c, d in zip(f["cos"], f["co_dob"]):
        summary += [("Co-borrower", esc(full_name(c))), ("Co-borrower DOB", fdate(d, ds))]
    if f["phone"]:
        summary.append(("Phone", esc(f["phone"])))
    if f["email"]:
        summary.append(("E-mail", esc(f["email"])))
    summary += [("Employer", esc(f["emp"])), ("With employer since", fdate(f["start"], ds)),
                ("Total gross monthly income", money(f["total"], ms)), ("Purpose", esc(r.choice(PURPOSE_WORDS[f["purpose"]]))),
                ("Subject property", esc(", ".join(parts))), (value_label(r, f), money(f["value"], ms)),
                ("Requested loan amount", money(f["amount"], ms)), ("Interest rate", rate_s(r, f["rate"])),
                ("Loan term", term_s(r, f["term"]))]
    if f["purpose"] == "refinance":
        summary.append(("Existing first mortgage balance", money(float(round(f["amount"] * r.uniform(0.6, 0.98))), ms)))
    pi = round(f["amount"] * (f["rate"] / 1200) / (1 - (1 + f["rate"] / 1200) ** (-f["term"])), 2) if f["rate"] else round(f["amount"] / f["term"], 2)
    cc = float(r.randrange(4000, 16000, 1))
    names = " and ".join(full_name(p) for p in [bor] + f["cos"])
    le = (f"<div class='pb'></div><table><tr><td><h1>Loan Estimate</h1><div>{esc(b[0])}</div></td>"
          f"<td class='small'>LOAN TERM {f['term'] // 12 if f['term'] % 12 == 0 else f['term']} {'years' if f['term'] % 12 == 0 else 'months'}<br>"
          f"PURPOSE {PURPOSE_WORDS[f['purpose']][0]}<br>PRODUCT Fixed Rate<br>LOAN TYPE Conventional<br>LOAN ID # {esc(f['app_no'])}<br>"
          f"RATE LOCK {pick(r, 'NO', 'YES')}, until {fdate(issued + _dt.timedelta(days=45), ds)}</td></tr></table>"
          f"<div class='small'>DATE ISSUED {fdate(issued, ds)}<br>APPLICANTS {esc(names)}<br>PROPERTY {esc(', '.join(parts))}<br>"
          f"{'SALE PRICE' if f['purpose'] == 'purchase' else 'EST. PROP. VALUE'} {money(f['value'], 'sym')}</div>"
          f"<table class='g'><tr><th>Loan Terms</th><th></th><th>Can this amount increase after closing?</th></tr>"
          f"<tr><td>Loan Amount</td><td>{money(f['amount'], 'sym')}</td><td>NO</td></tr>"
          f"<tr><td>Interest Rate</td><td>{f['rate']:.3f}%</td><td>NO</td></tr>"
          f"<tr><td>Monthly Principal &amp; Interest</td><td>{money(pi, 'symc')}</td><td>NO</td></tr>"
          f"<tr><td>Prepayment Penalty</td><td></td><td>NO</td></tr><tr><td>Balloon Payment</td><td></td><td>NO</td></tr></table>"
          f"<table class='g'><tr><td>Estimated Closing Costs</td><td>{money(cc, 'sym')}</td></tr>"
          f"<tr><td>Estimated Cash to Close</td><td>{money(float(r.randrange(1000, 90000, 1)), 'sym')}</td></tr>"
          f"<tr><td>Estimated Total Monthly Payment</td><td>{money(round(pi + r.uniform(250, 900), 2), 'symc')}</td></tr></table>"
          f"<p class='small'>Visit www.consumerfinance.gov/mortgage-estimate for general information and tools. LOAN ESTIMATE "
          f"PAGE 1 OF 3 &middot; LOAN ID # {esc(f['app_no'])}</p>")
    body = (f"<h2>{esc(b[0])}</h2><h1>{pick(r, 'Application Summary', 'Loan Application Recap', 'Borrower Application Summary')}</h1>"
            f"<div class='small'>Prepared {fdate(f['app_date'], ds)} by {esc(r.choice(US_FIRST_F))} {esc(r.choice(US_LAST))}, Loan Officer, NMLS {digits(r, 6)}</div>"
            + fields_block(summary, r, r.choice(["rows", "grid2", "lv"])) + footer(r, b[0], b[2]) + le)
    return page(body, r), loan_truth(f, fold(", ".join(parts)))


LOAN_LAYOUTS = {"urla_2021": loan_urla_2021, "form_1003_legacy": loan_form_1003_legacy,
                "underwriter_credit_memo": loan_underwriter_summary, "broker_submission_email": loan_broker_email,
                "online_application_export": loan_online_export, "credit_union_applicant_columns": loan_credit_union_columns,
                "construction_to_permanent": loan_construction_perm, "summary_with_loan_estimate": loan_refi_with_le}


# --------------------------------------------------------------------------- interface

_LAYOUTS = {"kyc_individual": KYC_LAYOUTS, "letter_of_credit": LC_LAYOUTS, "loan_application": LOAN_LAYOUTS}


def layouts(document_type: str) -> list[str]:
    return list(_LAYOUTS[document_type])


def generate(document_type: str, index: int, seed: int, layout: str | None = None) -> AuthoredDocument:
    r = random.Random(f"{seed}|{document_type}|{index}")
    names = layouts(document_type)
    layout = layout or r.choice(names)
    fn = _LAYOUTS[document_type][layout]
    if document_type == "kyc_individual":
        f = kyc_facts(r)
        if layout == "nonresident_w8_form":
            while f["nat"] == "USA":
                f = kyc_facts(r)
            if f["res"] == "USA" and chance(r, 0.6):
                f["res"] = r.choice([c for c in FOREIGN_ADDRESSES if c != f["nat"]])
                if f["tin"] and f["tin"][3] == "-":
                    f["tin"] = pick(r, digits(r, 11), letters(r, 2) + digits(r, 9), None)
    elif document_type == "letter_of_credit":
        standby = layout == "standby_isp98_letter" or (layout in ("mt700_raw_fin", "mt700_alliance_print", "mt700_tag_table")
                                                        and chance(r, 0.15))
        f = lc_facts(r, standby=standby)
    else:
        f = loan_facts(r)
    html, truth = fn(r, f)
    return AuthoredDocument(document_type=document_type, layout=layout, html=html, truth=truth)


# --------------------------------------------------------------------------- self-check

FREE_TEXT = {
    "kyc_individual": ["full_name", "id_document_number", "residential_address", "occupation", "employer_name",
                       "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name",
                         "beneficiary.address", "available_with", "port_of_loading", "port_of_discharge",
                         "goods_description", "documents_required[]"],
    "loan_application": ["application_number", "borrower.full_name", "borrower.email", "borrower.phone",
                         "co_borrowers[].full_name", "employer_name", "property_address"],
}
NAME_FIELDS = {"full_name", "borrower.full_name", "co_borrowers[].full_name"}


def html_text(html: str) -> str:
    t = re.sub(r"(?is)<(style|script)[^>]*>.*?</\1>", " ", html)
    t = re.sub(r"<[^>]+>", " ", t)
    return fold(_html.unescape(t)).casefold()


def _values(truth, path):
    if path.endswith("[]"):
        return list(truth.get(path[:-2]) or [])
    if "[]." in path:
        lst, key = path.split("[].")
        return [it.get(key) for it in truth.get(lst) or []]
    cur = truth
    for k in path.split("."):
        cur = cur.get(k) if isinstance(cur, dict) else None
    return [cur]


def self_check(per_type: int = 3, seed: int = 0) -> None:
    import json
    from pathlib import Path
    try:
        import jsonschema
    except ImportError:  # pragma: no cover
        jsonschema = None
    root = Path(__file__).resolve().parents[2]
    for dt in DOCUMENT_TYPES:
        schema = json.loads((root / "schemas" / f"{dt}.schema.json").read_text())
        for lay in layouts(dt):
            for i in range(per_type):
                d = generate(dt, i, seed, layout=lay)
                assert d.document_type == dt and d.layout == lay
                if jsonschema is not None:
                    jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker()).validate(d.truth)
                text = html_text(d.html)
                for path in FREE_TEXT[dt]:
                    for v in _values(d.truth, path):
                        if v is None:
                            continue
                        fv = fold(v).casefold()
                        if fv in text:
                            continue
                        # a name printed split or surname-first: every part must be there
                        if path in NAME_FIELDS and all(tok in text for tok in fv.split()):
                            continue
                        raise AssertionError(f"{dt}/{lay}#{i}: {path}={v!r} not on the page")
                assert d.html.lstrip().lower().startswith("<!doctype html>")
                assert "<img" not in d.html and "<script" not in d.html and "http" not in d.html.split("</style>")[0]
    print("self_check ok")


if __name__ == "__main__":
    self_check()
