"""North American lending documents: US and Canadian loan applications (URLA 2021, legacy
Form 1003, 1008-style transmittals, credit memos, Canadian broker / CMHC / Quebec bilingual
files), KYC records (US CIP, beneficial-owner sheets, FINTRAC records, Quebec bilingual forms)
and letters of credit issued or advised by US and Canadian banks (MT700 prints, Alliance
prints, bank letters, ISP98 standbys).

Every generator is deterministic in (document_type, index, seed, layout); only the standard
library is used to generate.  ``self_check`` validates truth against the JSON Schemas and
checks that every free-text truth value is visible on the page.
"""
from __future__ import annotations

import html as _html
import random
import re
from dataclasses import dataclass
from datetime import date, timedelta

__all__ = ["AuthoredDocument", "layouts", "generate", "self_check"]


@dataclass
class AuthoredDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


E = _html.escape

# --------------------------------------------------------------------------------------
# formatting helpers
# --------------------------------------------------------------------------------------
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
        "octobre", "novembre", "décembre"]


def d_us(d: date) -> str:           # month-first numeric (US issuers only)
    return d.strftime("%m/%d/%Y")


def d_us_long(d: date) -> str:
    return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"


def d_us_abbr(d: date) -> str:
    return f"{MONTHS[d.month - 1][:3]} {d.day:02d}, {d.year}"


def d_iso(d: date) -> str:
    return d.isoformat()


def d_slash_ymd(d: date) -> str:
    return d.strftime("%Y/%m/%d")


def d_fr(d: date) -> str:
    return f"{'1er' if d.day == 1 else d.day} {MOIS[d.month - 1]} {d.year}"


def d_dmy_text(d: date) -> str:
    return f"{d.day:02d} {MONTHS[d.month - 1][:3].upper()} {d.year}"


def d_long_dm(d: date) -> str:
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def d_swift(d: date) -> str:
    return d.strftime("%y%m%d")


def money(x: float, sym: str = "$", dec: bool = True) -> str:
    s = f"{x:,.2f}" if dec else f"{x:,.0f}"
    return f"{sym}{s}"


def money_fr(x: float, sym: str = " $") -> str:
    s = f"{x:,.2f}".replace(",", " ").replace(".", ",")
    return f"{s}{sym}"


def swift_amt(x: float) -> str:
    return f"{x:.2f}".replace(".", ",")


def checkbox(on: bool) -> str:
    return "&#9746;" if on else "&#9744;"


def boxes(options, selected) -> str:
    return " &nbsp; ".join(f"{checkbox(o == selected)} {E(o)}" for o in options)


def _rand_date(r: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=r.randint(0, (end - start).days))


def _digits(r: random.Random, n: int) -> str:
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def _letters(r: random.Random, n: int) -> str:
    return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


# --------------------------------------------------------------------------------------
# reference data (invented entities)
# --------------------------------------------------------------------------------------
FIRST_M = ["James", "Michael", "Robert", "David", "Daniel", "Christopher", "Matthew", "Anthony",
           "Joshua", "Andrew", "Brandon", "Tyler", "Marcus", "Luis", "Carlos", "Kevin", "Jason",
           "Ethan", "Nathan", "Derek", "Raymond", "Terrence", "Hector", "Samuel", "Wesley"]
FIRST_F = ["Jennifer", "Jessica", "Ashley", "Emily", "Sarah", "Megan", "Lauren", "Rachel",
           "Danielle", "Brittany", "Maria", "Alicia", "Kimberly", "Tanya", "Rebecca", "Monica",
           "Hannah", "Olivia", "Shauna", "Kelsey", "Vanessa", "Priya", "Grace", "Naomi", "Erin"]
FIRST_QC_M = ["Jean-François", "Mathieu", "Étienne", "Louis-Philippe", "Sébastien", "Maxime",
              "Olivier", "Guillaume", "Frédéric", "Alexandre"]
FIRST_QC_F = ["Marie-Ève", "Geneviève", "Isabelle", "Catherine", "Mélanie", "Chantal", "Annie",
              "Julie", "Émilie", "Valérie"]
SURNAMES = ["Whitaker", "Delgado", "Okafor", "Brennan", "Castellano", "Hollister", "Nguyen",
            "Patel", "McAllister", "Kowalski", "Thibodeaux", "Reyes", "Lindqvist", "Harrington",
            "Abernathy", "Sorensen", "Fitzgerald", "Washington", "Underwood", "Kaminski",
            "Oyelaran", "Gallagher", "Moreno", "Chandler", "Yamamoto", "Petrakis", "Dunmore",
            "Szymanski", "Rutherford", "Caldwell", "Mbeki", "Haverford", "Ostrowski", "Villanueva"]
SURNAMES_CA = ["MacPherson", "Tremblay", "Chowdhury", "Sinclair", "Lalonde", "Kowalczyk",
               "Singh Dhillon", "Beaulieu", "Fraser", "Wong", "Pelletier", "Robertson",
               "Bergeron", "Campbell", "Nakamura", "Desjardins", "Gill", "Morrison", "Fortier"]
SURNAMES_QC = ["Gagnon", "Tremblay", "Côté", "Bouchard", "Gauthier", "Lavoie", "Fortin",
               "Bélanger", "Lévesque", "Pelletier", "Ouellet", "Girard", "Paquette", "Cloutier"]

US_PLACES = [  # city, state, zip prefix, area code
    ("Columbus", "OH", "432", "614"), ("Charlotte", "NC", "282", "704"), ("Aurora", "CO", "800", "303"),
    ("Tempe", "AZ", "852", "480"), ("Plano", "TX", "750", "972"), ("Raleigh", "NC", "276", "919"),
    ("Naperville", "IL", "605", "630"), ("Overland Park", "KS", "662", "913"),
    ("Boise", "ID", "837", "208"), ("Chattanooga", "TN", "374", "423"), ("Lexington", "KY", "405", "859"),
    ("Spokane", "WA", "992", "509"), ("Savannah", "GA", "314", "912"), ("Madison", "WI", "537", "608"),
    ("Tulsa", "OK", "741", "918"), ("Omaha", "NE", "681", "402"), ("Fresno", "CA", "937", "559"),
    ("Sarasota", "FL", "342", "941"), ("Albany", "NY", "122", "518"), ("Harrisburg", "PA", "171", "717"),
    ("Des Moines", "IA", "503", "515"), ("Greenville", "SC", "296", "864"), ("Reno", "NV", "895", "775"),
]
US_STREETS = ["Maple Ridge Dr", "Oak Hollow Ln", "W Jefferson St", "Cedar Creek Rd", "N Elm Ave",
              "Willow Bend Ct", "Lakeview Pkwy", "S Harrison Blvd", "Briarwood Cir", "E 14th St",
              "Sycamore Trl", "Old Mill Rd", "Prairie Wind Dr", "Magnolia Way", "Chestnut Hill Rd",
              "Fox Run Ln", "Stonegate Ter", "W Main St", "Heritage Oaks Dr", "Pinecrest Ave"]
CA_PLACES = [  # city, province, postal FSA, area code
    ("Oakville", "ON", "L6L", "905"), ("Mississauga", "ON", "L5B", "905"), ("Ottawa", "ON", "K2P", "613"),
    ("Calgary", "AB", "T2P", "403"), ("Edmonton", "AB", "T5J", "780"), ("Burnaby", "BC", "V5H", "604"),
    ("Kelowna", "BC", "V1Y", "250"), ("Halifax", "NS", "B3H", "902"), ("Winnipeg", "MB", "R3C", "204"),
    ("Saskatoon", "SK", "S7K", "306"), ("London", "ON", "N6A", "519"), ("Victoria", "BC", "V8W", "250"),
]
CA_STREETS = ["Lakeshore Rd W", "Bayview Ave", "Macleod Trail SE", "Kingsway", "Portage Ave",
              "Queen St E", "Spring Garden Rd", "Whyte Ave NW", "Richmond Rd", "Dundas St W",
              "Harvest Hills Blvd NE", "Glenmore Cres", "Birchmount Rd", "Cedarbrae Gate"]
QC_PLACES = [("Montréal", "QC", "H2X", "514"), ("Laval", "QC", "H7N", "450"), ("Québec", "QC", "G1R", "418"),
             ("Sherbrooke", "QC", "J1H", "819"), ("Gatineau", "QC", "J8Y", "819"),
             ("Longueuil", "QC", "J4K", "450"), ("Trois-Rivières", "QC", "G9A", "819")]
QC_STREETS = ["rue Saint-Denis", "boulevard René-Lévesque O", "rue des Érables", "avenue du Parc",
              "chemin Sainte-Foy", "rue Principale", "boulevard des Laurentides", "rue King O",
              "avenue Laurier E", "rue de la Montagne"]

US_EMPLOYERS = ["Meridian Health Partners LLC", "Cascade Freight Systems, Inc.", "Summit County School District",
                "Brightline Software Corp.", "Keystone Regional Medical Center", "Tri-State Electrical Contractors",
                "Harbor Point Logistics LLC", "Evergreen Insurance Group", "Ridgeview Dental Associates, PC",
                "Pioneer Aggregates Company", "Blue Heron Engineering PLLC", "City of Lakewood",
                "Northfield Precision Machining Inc.", "Apex Retail Holdings", "Granite State Credit Union"]
CA_EMPLOYERS = ["Northern Lights Logistics Ltd.", "Prairie Sky Energy Services Inc.", "Fraser Valley Health Authority",
                "Bluewater Engineering Ltd.", "Maritime Fisheries Co-operative", "Rideau Software Corp.",
                "Canmore Construction Group Inc.", "Toronto District Catholic School Board",
                "Westcoast Timber Products Ltd.", "Hamilton Steelworks Supply Inc."]
QC_EMPLOYERS = ["Groupe Boréal Construction inc.", "Hydro-Laurentides (fictif) SENC", "Pharmaceutiques Rive-Sud ltée",
                "Commission scolaire des Deux-Rives", "Technologies Saint-Laurent inc.", "Centre hospitalier Val-Mauricie",
                "Transport Beauce-Nord inc.", "Caisse Desrivières"]
US_POSITIONS = ["Registered Nurse", "Logistics Manager", "Teacher", "Software Engineer", "Electrician",
                "Account Executive", "Dental Hygienist", "Civil Engineer", "Operations Supervisor",
                "Claims Adjuster", "Police Sergeant", "Machinist", "Financial Analyst", "Pharmacist"]
QC_POSITIONS = ["Infirmière clinicienne", "Ingénieur civil", "Enseignant", "Technicien en informatique",
                "Directrice des opérations", "Comptable agréé", "Électricien"]
US_LENDERS = [("Great Plains Home Lending, LLC", "NMLS ID 1184207", "8400 Ward Pkwy, Suite 300, Kansas City, MO 64114"),
              ("Harborview Mortgage Corporation", "NMLS ID 2093318", "1 Harborview Plaza, Baltimore, MD 21202"),
              ("First Keystone Savings Bank", "NMLS ID 409822", "210 Market St, Harrisburg, PA 17101"),
              ("Cornerstone Federal Credit Union", "NMLS ID 771045", "5500 Congress Ave, Austin, TX 78745"),
              ("Pacific Crest Bank, N.A.", "NMLS ID 530991", "900 SW Fifth Ave, Portland, OR 97204"),
              ("Lakeshore Residential Funding Corp.", "NMLS ID 1620374", "333 W Wacker Dr, Chicago, IL 60606")]
CA_LENDERS = [("Dominion Coast Bank", "200 Bay St, Suite 1500, Toronto, ON M5J 2J5"),
              ("Prairie Trust Company", "700 2 St SW, Calgary, AB T2P 2W2"),
              ("Westhaven Mortgage Investment Corp.", "1055 W Georgia St, Vancouver, BC V6E 3P3"),
              ("Banque Saint-Laurent", "1250 boul. René-Lévesque O, Montréal, QC H3B 4W8"),
              ("Atlantic Shield Credit Union", "1800 Argyle St, Halifax, NS B3J 3N8")]
CA_BROKERAGES = ["Keystone Mortgage Alliance (Lic. #12877)", "TrueNorth Mortgage Group (FSRA #13102)",
                 "Courtage Hypothécaire Laurentien (AMF 603421)", "Pacific Rim Mortgage Brokers Ltd. (BCFSA X300412)"]


def _phone(r, area, style=0):
    a, b = _digits(r, 3), _digits(r, 4)
    a = str(r.randint(2, 9)) + a[1:]
    return [f"({area}) {a}-{b}", f"{area}-{a}-{b}", f"{area}.{a}.{b}"][style % 3]


def _person(r: random.Random, region: str, sex: str | None = None, surname: str | None = None):
    sex = sex or r.choice("MF")
    if region == "QC":
        first = r.choice(FIRST_QC_M if sex == "M" else FIRST_QC_F)
        last = surname or r.choice(SURNAMES_QC)
        middle = ""
    else:
        first = r.choice(FIRST_M if sex == "M" else FIRST_F)
        last = surname or r.choice(SURNAMES_CA if region == "CA" else SURNAMES)
        mid = r.random()
        pool = FIRST_M if sex == "M" else FIRST_F
        middle = (r.choice("ABCDEFGHJKLMNPRSTW") + ".") if mid < 0.35 else (r.choice([n for n in pool if n != first]) if mid < 0.55 else "")
    given = f"{first} {middle}".strip()
    return {"given": given, "surname": last, "full": f"{given} {last}", "sex": sex}


def _address(r: random.Random, region: str, unit_p: float = 0.25):
    if region == "US":
        city, st, zp, area = r.choice(US_PLACES)
        street = f"{r.randint(100, 9899)} {r.choice(US_STREETS)}"
        unit = f"Apt {r.randint(1, 30)}{r.choice('ABCD')}" if r.random() < unit_p else ""
        postal = zp + _digits(r, 2)
    elif region == "CA":
        city, st, fsa, area = r.choice(CA_PLACES)
        street = f"{r.randint(10, 4999)} {r.choice(CA_STREETS)}"
        unit = f"Unit {r.randint(101, 2408)}" if r.random() < unit_p else ""
        postal = f"{fsa} {r.randint(1, 9)}{r.choice('ABCEGHJKLMNPRSTVWXYZ')}{r.randint(1, 9)}"
    else:
        city, st, fsa, area = r.choice(QC_PLACES)
        street = f"{r.randint(10, 9999)}, {r.choice(QC_STREETS)}"
        unit = f"app. {r.randint(1, 800)}" if r.random() < unit_p else ""
        postal = f"{fsa} {r.randint(1, 9)}{r.choice('ABCEGHJKLMNPRSTVWXYZ')}{r.randint(1, 9)}"
    line1 = f"{street}, {unit}" if unit else street
    return {"street": street, "unit": unit, "line1": line1, "city": city, "state": st, "zip": postal,
            "area": area, "one": f"{line1}, {city}, {st} {postal}",
            "lines": [line1, f"{city}, {st} {postal}" if region == "US" else f"{city} {st}  {postal}"]}


def _addr_one(a) -> str:
    return a["one"]


# --------------------------------------------------------------------------------------
# HTML scaffolding
# --------------------------------------------------------------------------------------
BASE_CSS = """
@page { size: A4; margin: 14mm 13mm 16mm 13mm; }
body { font-family: Arial, Helvetica, sans-serif; font-size: 9.5pt; color: #111; }
table { border-collapse: collapse; width: 100%; }
td, th { vertical-align: top; padding: 2px 4px; }
.b td, .b th { border: 1px solid #444; }
.cap { font-size: 6.5pt; color: #333; display: block; text-transform: none; }
.sec { background: #1f3b63; color: #fff; font-weight: bold; padding: 3px 6px; margin-top: 8px; }
.sec2 { border-bottom: 2px solid #000; font-weight: bold; margin-top: 10px; padding-bottom: 1px; }
.small { font-size: 7pt; color: #333; }
.pb { page-break-before: always; }
.mono { font-family: 'Courier New', Courier, monospace; font-size: 9pt; white-space: pre-wrap; }
.right { text-align: right; }
h1 { font-size: 14pt; margin: 2px 0; } h2 { font-size: 11pt; margin: 6px 0 2px 0; }
.nw { white-space: nowrap; }
"""


def page(body: str, css: str = "", title: str = "document") -> str:
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{E(title)}</title>"
            f"<style>{BASE_CSS}{css}</style></head><body>{body}</body></html>")


def cell(caption: str, value: str, colspan: int = 1, raw: bool = False) -> str:
    v = value if raw else E(value)
    return f"<td colspan='{colspan}'><span class='cap'>{caption}</span>{v or '&nbsp;'}</td>"


def dotted(label: str, value: str, width: int = 34) -> str:
    dots = "." * max(2, width - len(label))
    return f"{label}{dots}: {value}"


# ======================================================================================
# LOAN APPLICATIONS
# ======================================================================================
def _loan_data(r: random.Random, region: str, max_cob: int = 3, purposes=("purchase", "refinance", "construction", "other")):
    app_date = _rand_date(r, date(2023, 1, 10), date(2025, 11, 20))
    sex = r.choice("MF")
    b = _person(r, region, sex)
    b["dob"] = _rand_date(r, date(1958, 1, 1), date(2000, 12, 28))
    b["marital"] = r.choices(["married", "unmarried", "separated"], [55, 38, 7])[0]
    b["addr"] = _address(r, region)
    b["years_at"] = r.randint(0, 12)
    b["months_at"] = r.randint(0, 11)
    b["prev_addr"] = _address(r, region) if b["years_at"] < 2 else None
    area = b["addr"]["area"]
    b["email"] = (f"{b['given'].split()[0].lower().replace('é', 'e').replace('è', 'e').replace('ë', 'e').replace('-', '')}."
                  f"{b['surname'].lower().replace(' ', '').replace('ô', 'o').replace('é', 'e').replace('è', 'e')}"
                  f"{r.choice(['', str(r.randint(1, 99))])}@{r.choice(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'protonmail.com'] + (['videotron.ca', 'shaw.ca', 'rogers.com', 'sympatico.ca'] if region != 'US' else ['aol.com', 'comcast.net', 'att.net']))}") \
        if r.random() < 0.78 else None
    b["phone"] = _phone(r, area, r.randint(0, 2)) if r.random() < 0.85 else None
    b["work_phone"] = _phone(r, area, 0)
    b["ssn"] = f"{r.randint(100, 665)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}"
    b["sin"] = f"{r.randint(1, 7)}{_digits(r, 2)} {_digits(r, 3)} {_digits(r, 3)}"
    ncob = min(max_cob, r.choices([0, 1, 2, 3], [40, 42, 12, 6])[0])
    cobs = []
    for i in range(ncob):
        if i == 0 and b["marital"] == "married" and r.random() < 0.7:
            c = _person(r, region, "F" if sex == "M" else "M", b["surname"])
        else:
            c = _person(r, region)
        c["dob"] = _rand_date(r, date(1955, 1, 1), date(2002, 12, 28))
        c["marital"] = b["marital"] if i == 0 and b["marital"] == "married" else r.choice(["unmarried", "married"])
        c["employer"] = r.choice(QC_EMPLOYERS if region == "QC" else CA_EMPLOYERS if region == "CA" else US_EMPLOYERS)
        c["income"] = round(r.randint(120, 900) * 12.5, 2)
        c["email"] = f"{c['given'].split()[0].lower()[:1]}{c['surname'].lower()[:6]}@example.net".replace("é", "e").replace("ô", "o").replace(" ", "")
        c["phone"] = _phone(r, area, 1)
        c["ssn"] = f"{r.randint(100, 665)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}"
        cobs.append(c)
    emp_pool = QC_EMPLOYERS if region == "QC" else CA_EMPLOYERS if region == "CA" else US_EMPLOYERS
    employer = r.choice(emp_pool)
    for c in cobs:
        if c["employer"] == employer:
            c["employer"] = [e for e in emp_pool if e != employer][0]
    emp_start = _rand_date(r, date(2003, 1, 1), app_date - timedelta(days=200))
    emp_addr = _address(r, "US" if region == "US" else region, 0.0)
    position = r.choice(QC_POSITIONS if region == "QC" else US_POSITIONS)
    base = float(r.randint(140, 1400) * 12.5)
    inc = {"base": base,
           "overtime": float(r.choice([0, 0, 0, r.randint(2, 60) * 25])),
           "bonus": float(r.choice([0, 0, r.randint(2, 40) * 50])),
           "commission": float(r.choice([0, 0, 0, 0, r.randint(4, 60) * 50])),
           "military": float(r.choice([0] * 9 + [r.randint(4, 30) * 40])),
           "other": float(r.choice([0] * 5 + [r.randint(2, 20) * 25]))}
    total = round(sum(inc.values()), 2)
    prev_emp = None
    if (app_date - emp_start).days < 3 * 365 or r.random() < 0.35:
        pe_end = emp_start - timedelta(days=r.randint(1, 40))
        prev_emp = {"name": r.choice([e for e in emp_pool if e != employer]),
                    "start": _rand_date(r, pe_end - timedelta(days=3000), pe_end - timedelta(days=400)),
                    "end": pe_end, "income": float(r.randint(100, 900) * 12.5),
                    "position": r.choice(US_POSITIONS if region != "QC" else QC_POSITIONS)}
    other_src = []
    if r.random() < 0.35:
        other_src.append((r.choice(["Child Support", "Alimony", "Interest and Dividends", "Rental Income (net)", "Social Security", "Disability"]),
                          float(r.randint(4, 60) * 25)))
    purpose = r.choice(list(purposes))
    value = float(r.randint(150, 1450) * 1000 + r.choice([0, 500, 900]))
    if region != "US":
        value = float(r.randint(300, 1600) * 1000)
    ltv = r.choice([0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.965])
    loan = float(round(value * ltv / 100) * 100)
    if region == "US":
        term = r.choice([360, 360, 360, 180, 240, 300])
    else:
        term = r.choice([60, 60, 60, 36, 24, 120])
    rate = round(r.choice([5.875, 6.125, 6.25, 6.375, 6.5, 6.625, 6.75, 6.99, 7.125, 7.25, 4.79, 5.19, 5.49, 4.94, 3.99]) if region == "US"
                 else r.choice([4.19, 4.49, 4.64, 4.79, 4.94, 5.09, 5.29, 5.54, 3.99, 6.14]), 3)
    prop = _address(r, region, 0.15)
    if purpose == "refinance" and r.random() < 0.8:
        prop = b["addr"]
    lender = r.choice(US_LENDERS) if region == "US" else r.choice(CA_LENDERS)
    if region == "US":
        appno = r.choice([f"{r.randint(1000000000, 9999999999)}", f"LN-{app_date.year}-{_digits(r, 6)}",
                          f"{_letters(r, 2)}{_digits(r, 8)}", f"{app_date.strftime('%y%m')}{_digits(r, 5)}"])
    else:
        appno = r.choice([f"FLX-{_digits(r, 8)}", f"{r.randint(10, 99)}-{_digits(r, 7)}", f"VEL{_digits(r, 9)}",
                          f"HYP-{app_date.year}-{_digits(r, 5)}"])
    return {"app_date": app_date, "b": b, "cobs": cobs, "employer": employer, "emp_start": emp_start,
            "emp_addr": emp_addr, "position": position, "inc": inc, "total": total, "prev_emp": prev_emp,
            "other_src": other_src, "purpose": purpose, "value": value, "loan": loan, "term": term,
            "rate": rate, "prop": prop, "lender": lender, "appno": appno,
            "ccy": "USD" if region == "US" else "CAD", "region": region,
            "units": r.choice([1, 1, 1, 1, 2, 3]), "occupancy": r.choice(["Primary Residence"] * 5 + ["Second Home", "Investment Property"]),
            "lo": _person(r, "US" if region == "US" else "CA"), "lo_nmls": str(r.randint(100000, 2400000)),
            "qual_rate": max(5.25, round(rate + 2, 2))}


def _loan_truth(d, monthly_income=None, loan=None, value=None, prop_addr=None) -> dict:
    b = d["b"]
    return {
        "application_number": d["appno"],
        "borrower": {"full_name": b["full"], "date_of_birth": d_iso(b["dob"]), "marital_status": b["marital"],
                     "email": b["email"], "phone": b["phone"]},
        "co_borrowers": [{"full_name": c["full"], "date_of_birth": d_iso(c["dob"])} for c in d["cobs"]],
        "employer_name": d["employer"],
        "employment_start_date": d_iso(d["emp_start"]),
        "monthly_income": monthly_income if monthly_income is not None else d["total"],
        "income_currency": d["ccy"],
        "loan_amount": loan if loan is not None else d["loan"],
        "loan_currency": d["ccy"],
        "loan_purpose": d["purpose"],
        "loan_term_months": d["term"],
        "interest_rate_percent": d["rate"],
        "property_address": prop_addr if prop_addr is not None else d["prop"]["one"],
        "property_value": value if value is not None else d["value"],
    }


URLA_CSS = """
.urla td { border: 1px solid #7a8aa0; font-size: 8.5pt; }
.urla .cap { color: #1f3b63; font-weight: bold; }
.hdr { display:flex; justify-content: space-between; border-bottom: 3px solid #1f3b63; }
.foot { font-size: 6.5pt; color: #555; margin-top: 10px; border-top: 1px solid #999; }
"""


def _urla_footer(d, pg):
    return (f"<div class='foot'>Uniform Residential Loan Application<br>Freddie Mac Form 65 • Fannie Mae Form 1003 "
            f"Effective 1/2021 &nbsp;&nbsp; Lender Loan No./Universal Loan Identifier: {E(d['appno'])} &nbsp; Page {pg}</div>")


def _urla_1a(d, p, who="Borrower", extra=""):
    a = p["addr"]
    mar = {"married": "Married", "separated": "Separated", "unmarried": "Unmarried"}[p["marital"]]
    rows = [
        f"<tr>{cell('Name (First, Middle, Last, Suffix)', p['full'], 3)}{cell('Social Security Number', p.get('ssn', ''), 1)}</tr>",
        f"<tr>{cell('Alternate Names – List any names by which you are known or any names under which credit was previously received (First, Middle, Last, Suffix)', '', 3)}"
        f"{cell('Date of Birth (mm/dd/yyyy)', d_us(p['dob']))}</tr>",
        f"<tr>{cell('Citizenship', boxes(['U.S. Citizen', 'Permanent Resident Alien', 'Non-Permanent Resident Alien'], 'U.S. Citizen'), 2, True)}"
        f"{cell('Marital Status', boxes(['Married', 'Separated', 'Unmarried'], mar), 2, True)}</tr>",
        f"<tr>{cell('Type of Credit', boxes(['I am applying for individual credit.', 'I am applying for joint credit.'], 'I am applying for joint credit.' if d['cobs'] else 'I am applying for individual credit.'), 2, True)}"
        f"{cell('Total Number of Borrowers', str(1 + len(d['cobs'])))}{cell('Dependents (not listed by another Borrower) Number / Ages', str(len(p['full']) % 3))}</tr>",
    ]
    contact = [
        f"<tr>{cell('Home Phone', p.get('phone') or '', 1)}{cell('Cell Phone', '', 1)}{cell('Work Phone', p.get('work_phone', ''), 1)}"
        f"{cell('Email', p.get('email') or '', 1)}</tr>",
        f"<tr>{cell('Current Address – Street', a['street'])}{cell('Unit #', a['unit'])}{cell('City', a['city'])}"
        f"{cell('State / ZIP / Country', a['state'] + ' ' + a['zip'] + ' USA')}</tr>",
        f"<tr>{cell('How Long at Current Address?', str(p.get('years_at', 3)) + ' Years ' + str(p.get('months_at', 0)) + ' Months')}"
        f"{cell('Housing', boxes(['No primary housing expense', 'Own', 'Rent'], 'Own' if d['purpose'] == 'refinance' else 'Rent'), 3, True)}</tr>",
    ]
    pa = p.get("prev_addr")
    if pa:
        contact.append(f"<tr>{cell('If at Current Address for LESS than 2 years, list Former Address – Street', pa['line1'])}"
                       f"{cell('City', pa['city'])}{cell('State / ZIP', pa['state'] + ' ' + pa['zip'])}{cell('How Long at Former Address?', '3 Years 4 Months')}</tr>")
    else:
        contact.append(f"<tr>{cell('If at Current Address for LESS than 2 years, list Former Address', '', 4)}</tr>")
    contact.append(f"<tr>{cell('Mailing Address – if different from Current Address', '', 4)}</tr>")
    return (f"<div class='sec'>Section 1: {who} Information. <span style='font-weight:normal'>This section asks about your personal information "
            f"and your income from employment and other sources, such as retirement, that you want considered to qualify for this loan.</span></div>"
            f"<h2>1a. Personal Information</h2><table class='urla'>{''.join(rows)}{''.join(contact)}</table>{extra}")


def _layout_urla2021(r, d):
    b = d["b"]
    L = d["lender"]
    inc = d["inc"]
    # page 1
    p1 = [f"<div class='hdr'><div><h1>Uniform Residential Loan Application</h1>"
          f"<div class='small'>Verify and complete the information on this application. If you are applying for this loan with others, "
          f"each additional Borrower must provide information as directed by your Lender.</div></div>"
          f"<div class='small right'>To be completed by the <b>Lender</b>:<br>Lender Loan No./Universal Loan Identifier<br><b>{E(d['appno'])}</b><br>"
          f"Agency Case No. {_digits(r, 3)}-{_digits(r, 7)}</div></div>",
          _urla_1a(d, b)]
    # 1b
    def incrow(label, v):
        return f"<tr><td>{label}</td><td class='right'>{money(v) if v else '$'}</td></tr>"
    ea = d["emp_addr"]
    p1.append(
        "<h2>1b. Current Employment/Self-Employment and Income</h2>"
        f"<table class='urla'><tr><td style='width:62%'><table>"
        f"<tr>{cell('Employer or Business Name', d['employer'], 2)}{cell('Phone', b['work_phone'])}</tr>"
        f"<tr>{cell('Street', ea['street'])}{cell('City', ea['city'])}{cell('State / ZIP', ea['state'] + ' ' + ea['zip'])}</tr>"
        f"<tr>{cell('Position or Title', d['position'])}{cell('Start Date (mm/dd/yyyy)', d_us(d['emp_start']))}"
        f"{cell('How long in this line of work?', str(max(1, (d['app_date'] - d['emp_start']).days // 365 + 2)) + ' Years')}</tr>"
        f"<tr><td colspan='3' class='small'>{checkbox(False)} Check if you are the Business Owner or Self-Employed &nbsp; "
        f"{checkbox(False)} I am employed by a family member, property seller, real estate agent, or other party to the transaction.</td></tr>"
        f"</table></td><td><b>Gross Monthly Income</b><table>"
        + incrow("Base", inc["base"]) + incrow("Overtime", inc["overtime"]) + incrow("Bonus", inc["bonus"])
        + incrow("Commission", inc["commission"]) + incrow("Military Entitlements", inc["military"]) + incrow("Other", inc["other"])
        + f"<tr><td><b>TOTAL</b></td><td class='right'><b>{money(d['total'])}/month</b></td></tr></table></td></tr></table>")
    p1.append("<h2>1c. IF APPLICABLE, Complete Information for Additional Employment/Self-Employment and Income</h2>"
              f"<div class='small'>{checkbox(True)} Does not apply</div>")
    pe = d["prev_emp"]
    if pe:
        p1.append("<h2>1d. IF APPLICABLE, Complete Information for Previous Employment/Self-Employment and Income</h2>"
                  f"<table class='urla'><tr>{cell('Employer or Business Name', pe['name'])}{cell('Position or Title', pe['position'])}"
                  f"{cell('Start Date', d_us(pe['start']))}{cell('End Date', d_us(pe['end']))}"
                  f"{cell('Previous Gross Monthly Income', money(pe['income']))}</tr></table>")
    else:
        p1.append(f"<h2>1d. IF APPLICABLE, Complete Information for Previous Employment/Self-Employment and Income</h2><div class='small'>{checkbox(True)} Does not apply</div>")
    p1.append("<h2>1e. Income from Other Sources</h2>")
    if d["other_src"]:
        p1.append("<table class='urla'><tr><th>Income Source – use list above</th><th>Monthly Income</th></tr>"
                  + "".join(f"<tr><td>{E(s)}</td><td class='right'>{money(v)}</td></tr>" for s, v in d["other_src"])
                  + f"<tr><td><b>Provide TOTAL Amount Here</b></td><td class='right'>{money(sum(v for _, v in d['other_src']))}</td></tr></table>")
    else:
        p1.append(f"<div class='small'>{checkbox(True)} Does not apply</div>")
    p1.append(_urla_footer(d, 1))
    # page 2: assets / liabilities / real estate
    p2 = ["<div class='pb'></div><div class='sec'>Section 2: Financial Information — Assets and Liabilities.</div>",
          "<h2>2a. Assets – Bank Accounts, Retirement, and Other Accounts You Have</h2><table class='urla'>"
          "<tr><th>Account Type</th><th>Financial Institution</th><th>Account Number</th><th>Cash or Market Value</th></tr>"]
    tot_assets = 0.0
    for t in r.sample(["Checking", "Savings", "Retirement (401k)", "Money Market", "Brokerage", "Certificate of Deposit"], r.randint(2, 4)):
        v = float(r.randint(15, 2400) * 50)
        tot_assets += v
        p2.append(f"<tr><td>{t}</td><td>{E(r.choice(['Chase', 'Wells Fargo Bank', 'Navy Federal CU', 'Fidelity Investments', 'Ally Bank', 'Regions Bank', 'U.S. Bank']))}</td>"
                  f"<td>XXXX{_digits(r, 4)}</td><td class='right'>{money(v)}</td></tr>")
    p2.append(f"<tr><td colspan='3'><b>Provide TOTAL Amount Here</b></td><td class='right'>{money(tot_assets)}</td></tr></table>")
    p2.append("<h2>2c. Liabilities – Credit Cards, Other Debts, and Leases that You Owe</h2><table class='urla'>"
              "<tr><th>Account Type</th><th>Company Name</th><th>Account Number</th><th>Unpaid Balance</th><th>Monthly Payment</th></tr>")
    for t in r.sample(["Revolving", "Installment", "Open 30-Day", "Lease"], r.randint(1, 3)):
        p2.append(f"<tr><td>{t}</td><td>{E(r.choice(['Capital One', 'Toyota Financial Services', 'Discover', 'Sallie Mae', 'Synchrony Bank', 'American Express']))}</td>"
                  f"<td>{_digits(r, 4)}</td><td class='right'>{money(r.randint(3, 400) * 100)}</td><td class='right'>{money(r.randint(25, 900))}</td></tr>")
    p2.append("</table><div class='sec'>Section 3: Financial Information — Real Estate.</div>")
    if d["purpose"] == "refinance" or r.random() < 0.3:
        own = b["addr"]
        p2.append("<h2>3a. Property You Own</h2><table class='urla'>"
                  f"<tr>{cell('Address – Street', own['line1'])}{cell('City', own['city'])}{cell('State / ZIP', own['state'] + ' ' + own['zip'])}</tr>"
                  f"<tr>{cell('Property Value', money(d['value'] if own is d['prop'] else float(r.randint(150, 600) * 1000)))}"
                  f"{cell('Status: Sold, Pending Sale, or Retained', 'Retained')}{cell('Monthly Insurance, Taxes, Association Dues', money(r.randint(180, 900)))}</tr></table>")
    else:
        p2.append(f"<div class='small'>{checkbox(True)} I do not own any real estate</div>")
    p2.append(_urla_footer(d, 2))
    # page 3: loan and property
    purpose = {"purchase": "Purchase", "refinance": "Refinance", "other": "Other (specify)"}[d["purpose"]]
    pr = d["prop"]
    p3 = ["<div class='pb'></div><div class='sec'>Section 4: Loan and Property Information.</div>",
          "<h2>4a. Loan and Property Information</h2><table class='urla'>"
          f"<tr>{cell('Loan Amount', money(d['loan']))}{cell('Loan Purpose', boxes(['Purchase', 'Refinance', 'Other (specify)'], purpose), 3, True)}</tr>"
          f"<tr>{cell('Property Address – Street, Unit #, City, State, ZIP', pr['one'], 4)}</tr>"
          f"<tr>{cell('County', r.choice(['Franklin', 'Mecklenburg', 'Arapahoe', 'Maricopa', 'Collin', 'Wake', 'DuPage', 'Johnson']))}"
          f"{cell('Number of Units', str(d['units']))}{cell('Property Value', money(d['value']))}"
          f"{cell('Occupancy', boxes(['Primary Residence', 'Second Home', 'Investment Property'], d['occupancy']), 1, True)}</tr></table>",
          "<h2>4b. Other New Mortgage Loans on the Property You are Buying or Refinancing</h2>"
          f"<div class='small'>{checkbox(True)} Does not apply</div>",
          "<h2>4d. Gifts or Grants You Have Been Given or Will Receive for this Loan</h2>"]
    if d["purpose"] == "purchase" and r.random() < 0.4:
        p3.append(f"<table class='urla'><tr><th>Asset Type</th><th>Deposited/Not Deposited</th><th>Source</th><th>Cash or Market Value</th></tr>"
                  f"<tr><td>Cash Gift</td><td>Deposited</td><td>Relative</td><td class='right'>{money(r.randint(5, 60) * 1000)}</td></tr></table>")
    else:
        p3.append(f"<div class='small'>{checkbox(True)} Does not apply</div>")
    p3.append("<div class='sec'>Section 5: Declarations.</div><table class='urla'>")
    for q in ["A. Will you occupy the property as your primary residence?",
              "B. If this is a Purchase Transaction: Do you have a family relationship or business affiliation with the seller of the property?",
              "C. Are you borrowing any money for this real estate transaction (e.g., money for your closing costs or down payment) or obtaining any money from another party?",
              "D. 1. Have you or will you be applying for a mortgage loan on another property on or before closing this transaction that is not disclosed on this loan application?",
              "E. Will this property be subject to a lien that could take priority over the first mortgage lien, such as a clean energy lien paid through your property taxes (e.g., the Property Assessed Clean Energy Program)?",
              "F. Are you a co-signer or guarantor on any debt or loan that is not disclosed on this application?",
              "G. Are there any outstanding judgments against you?",
              "H. Are you currently delinquent or in default on a Federal debt?",
              "J. Have you been declared bankrupt within the past 7 years?"]:
        yes = q.startswith("A.") and d["occupancy"] == "Primary Residence"
        p3.append(f"<tr><td>{E(q)}</td><td class='nw'>{checkbox(not yes)} NO {checkbox(yes)} YES</td></tr>")
    p3.append("</table><div class='sec'>Section 7: Military Service.</div>"
              f"<div>Did you (or your deceased spouse) ever serve, or are you currently serving, in the United States Armed Forces? "
              f"{checkbox(inc['military'] == 0)} NO {checkbox(inc['military'] > 0)} YES</div>")
    if inc["military"] > 0:
        p3.append(f"<div>{checkbox(True)} Currently serving on active duty with projected expiration date of service/tour "
                  f"{d_us(d['app_date'] + timedelta(days=r.randint(400, 1500)))}</div>")
    p3.append("<div class='sec'>Section 8: Demographic Information.</div><div class='small'>The purpose of collecting this information is to help "
              "ensure that all applicants are treated fairly and that the housing needs of communities and neighborhoods are being fulfilled. "
              "For residential mortgage lending, Federal law requires that we ask applicants for their demographic information (ethnicity, sex, and race) "
              f"in order to monitor our compliance with equal credit opportunity, fair housing, and home mortgage disclosure laws.</div>"
              f"<div>Ethnicity: {checkbox(False)} Hispanic or Latino {checkbox(False)} Not Hispanic or Latino {checkbox(True)} I do not wish to provide this information</div>"
              f"<div>Sex: {checkbox(b['sex'] == 'F')} Female {checkbox(b['sex'] == 'M')} Male {checkbox(False)} I do not wish to provide this information</div>")
    p3.append("<div class='sec'>Section 9: Loan Originator Information.</div><table class='urla'>"
              f"<tr>{cell('Loan Originator Organization Name', L[0])}{cell('Address', L[2])}{cell('Loan Originator Organization NMLSR ID#', L[1].split()[-1])}</tr>"
              f"<tr>{cell('Loan Originator Name', d['lo']['full'])}{cell('Loan Originator NMLSR ID#', d['lo_nmls'])}{cell('Date (mm/dd/yyyy)', d_us(d['app_date']))}</tr></table>")
    p3.append(_urla_footer(d, 3))
    # L pages
    rate_s = f"{d['rate']:.3f} %"
    pL = ["<div class='pb'></div><h1>Uniform Residential Loan Application — Lender Loan Information</h1>"
          "<div class='small'>This section is completed by your Lender.</div>",
          "<div class='sec'>L1. Property and Loan Information</div><table class='urla'>"
          f"<tr>{cell('Community Property State', boxes(['At least one borrower lives in a community property state.', 'The property is in a community property state.'], ''), 2, True)}</tr>"
          f"<tr>{cell('Transaction Detail', boxes(['Conversion of Contract for Deed or Land Contract', 'Renovation', 'Construction-Conversion/Construction-to-Permanent'], ''), 2, True)}</tr>"
          f"<tr>{cell('Refinance Type', boxes(['No Cash Out', 'Limited Cash Out', 'Cash Out'], r.choice(['No Cash Out', 'Cash Out']) if d['purpose'] == 'refinance' else ''), 1, True)}"
          f"{cell('Energy Improvement', boxes(['Mortgage loan will finance energy-related improvements.'], ''), 1, True)}</tr></table>",
          "<div class='sec'>L2. Title Information</div><table class='urla'>"
          f"<tr>{cell('Title to the Property Will be Held in What Name(s)', ' and '.join([b['full']] + [c['full'] for c in d['cobs']]))}"
          f"{cell('Estate Will be Held in', boxes(['Fee Simple', 'Leasehold'], 'Fee Simple'), 1, True)}</tr></table>",
          "<div class='sec'>L3. Mortgage Loan Information</div><table class='urla'>"
          f"<tr>{cell('Mortgage Type Applied For', boxes(['Conventional', 'USDA-RD', 'FHA', 'VA', 'Other'], 'VA' if inc['military'] else r.choice(['Conventional', 'FHA'])), 2, True)}"
          f"{cell('Terms of Loan – Note Rate', rate_s)}{cell('Loan Term', str(d['term']) + ' (months)')}</tr>"
          f"<tr>{cell('Mortgage Lien Type', boxes(['First Lien', 'Subordinate Lien'], 'First Lien'), 2, True)}"
          f"{cell('Amortization Type', boxes(['Fixed Rate', 'Adjustable Rate'], 'Fixed Rate'), 2, True)}</tr>"
          f"<tr>{cell('Proposed Monthly Payment for Property – First Mortgage (P & I)', money(_pmt(d['loan'], d['rate'], d['term'])))}"
          f"{cell('Homeowner’s Insurance', money(r.randint(60, 260)))}{cell('Property Taxes', money(r.randint(150, 900)))}{cell('Mortgage Insurance', money(r.randint(0, 180)))}</tr></table>",
          "<div class='sec'>L4. Qualifying the Borrower – Minimum Required Funds or Cash Back</div><table class='urla'>"]
    price = d["value"] if d["purpose"] == "purchase" else 0.0
    pL.append(f"<tr><td>A. Sales Contract Price</td><td class='right'>{money(price) if price else ''}</td></tr>"
              f"<tr><td>B. Improvements, Renovations, and Repairs</td><td></td></tr>"
              f"<tr><td>E. Credit Report Fee / Estimated Closing Costs</td><td class='right'>{money(r.randint(3000, 14000))}</td></tr>"
              f"<tr><td>H. Loan Amount — Loan Amount Excluding Financed Mortgage Insurance</td><td class='right'>{money(d['loan'])}</td></tr></table>")
    pL.append(f"<p class='small'>Borrower signature: ____________________ Date {d_us(d['app_date'])}</p>")
    pL.append(_urla_footer(d, 4))
    # Additional borrower pages
    pages = p1 + p2 + p3 + pL
    for i, c in enumerate(d["cobs"]):
        c.setdefault("addr", b["addr"] if r.random() < 0.7 else _address(r, "US"))
        c.setdefault("years_at", b["years_at"])
        c.setdefault("months_at", b["months_at"])
        c.setdefault("work_phone", "")
        pages.append(f"<div class='pb'></div><h1>Uniform Residential Loan Application — Additional Borrower</h1>"
                     f"<div class='small'>Use this form for each additional borrower applying with the Borrower above. Additional Borrower {i + 1} of {len(d['cobs'])}</div>")
        pages.append(_urla_1a(d, c, "Additional Borrower"))
        pages.append(f"<h2>1b. Current Employment/Self-Employment and Income</h2><table class='urla'><tr>{cell('Employer or Business Name', c['employer'])}"
                     f"{cell('Base', money(c['income']))}{cell('TOTAL', money(c['income']) + '/month')}</tr></table>")
        pages.append(_urla_footer(d, 5 + i))
    return page("".join(pages), URLA_CSS, "URLA"), _loan_truth(d)


def _pmt(p, rate, n):
    i = rate / 1200
    return round(p * i / (1 - (1 + i) ** -n), 2)


LEGACY_CSS = """
.lg td { border: 1px solid #000; font-size: 8pt; }
.lg .cap { font-size: 6pt; font-weight: normal; }
.lsec { text-align:center; font-weight:bold; border:1px solid #000; border-bottom:none; padding:2px; font-size:8.5pt; letter-spacing: .5px; }
"""


def _layout_legacy1003(r, d):
    b = d["b"]
    b["email"] = None  # the 1992-era form has no e-mail field
    c = d["cobs"][0] if d["cobs"] else None
    upper = r.random() < 0.5
    U = (lambda s: s.upper()) if upper else (lambda s: s)
    ma = {"married": "Married", "separated": "Separated", "unmarried": "Unmarried (include single, divorced, widowed)"}
    mtype = r.choice(["Conventional", "FHA", "VA", "USDA/Rural Housing Service"])
    out = ["<div style='text-align:center'><h1>Uniform Residential Loan Application</h1></div>",
           "<div class='small'>This application is designed to be completed by the applicant(s) with the Lender's assistance. Applicants should complete "
           "this form as \"Borrower\" or \"Co-Borrower,\" as applicable. Co-Borrower information must also be provided (and the appropriate box checked) when "
           "the income or assets of a person other than the Borrower (including the Borrower's spouse) will be used as a basis for loan qualification.</div>",
           "<div class='lsec'>I. TYPE OF MORTGAGE AND TERMS OF LOAN</div><table class='lg'>"
           f"<tr>{cell('Mortgage Applied for:', boxes(['VA', 'Conventional', 'FHA', 'USDA/Rural Housing Service', 'Other (explain)'], mtype), 3, True)}"
           f"{cell('Agency Case Number', f'{_digits(r, 3)}-{_digits(r, 7)}' if mtype != 'Conventional' else '')}{cell('Lender Case Number', d['appno'])}</tr>"
           f"<tr>{cell('Amount', money(d['loan']))}{cell('Interest Rate', str(d['rate']) + ' %')}{cell('No. of Months', str(d['term']))}"
           f"{cell('Amortization Type:', boxes(['Fixed Rate', 'GPM', 'ARM (type):', 'Other (explain):'], 'Fixed Rate'), 2, True)}</tr></table>"]
    pr = d["prop"]
    purpose_map = {"purchase": "Purchase", "refinance": "Refinance", "construction": "Construction", "other": "Other (explain):"}
    occ = {"Primary Residence": "Primary Residence", "Second Home": "Secondary Residence", "Investment Property": "Investment"}[d["occupancy"]]
    legal = f"LOT {r.randint(1, 80)}, BLOCK {r.randint(1, 20)}, {r.choice(['WILLOW CREEK', 'STONE RIDGE', 'HERITAGE FARMS', 'LAKEPOINTE'])} SUBDIVISION, PHASE {r.randint(1, 4)}"
    out.append("<div class='lsec'>II. PROPERTY INFORMATION AND PURPOSE OF LOAN</div><table class='lg'>"
               f"<tr>{cell('Subject Property Address (street, city, state & ZIP)', U(pr['one']), 4)}{cell('No. of Units', str(d['units']))}</tr>"
               f"<tr>{cell('Legal Description of Subject Property (attach description if necessary)', legal, 4)}"
               f"{cell('Year Built', str(r.randint(1955, 2022)))}</tr>"
               f"<tr>{cell('Purpose of Loan', boxes(['Purchase', 'Construction', 'Refinance', 'Other (explain):'], purpose_map[d['purpose']]) + (' Home improvement / renovation' if d['purpose'] == 'other' else ''), 3, True)}"
               f"{cell('Property will be:', boxes(['Primary Residence', 'Secondary Residence', 'Investment'], occ), 2, True)}</tr>")
    orig_cost = round(d["value"] * r.uniform(0.45, 0.8), -3)
    if d["purpose"] in ("construction", "other"):
        lot = round(d["value"] * 0.25, -3)
        out.append(f"<tr><td colspan='5'><span class='cap'>Complete this line if construction or construction-permanent loan.</span>"
                   f"<table><tr><td>Year Lot Acquired<br>{d['app_date'].year - r.randint(1, 6)}</td><td>Original Cost<br>{money(orig_cost * 0.3)}</td>"
                   f"<td>Amount Existing Liens<br>{money(0)}</td><td>(a) Present Value of Lot<br>{money(lot)}</td>"
                   f"<td>(b) Cost of Improvements<br>{money(d['value'] - lot)}</td><td>Total (a + b)<br><b>{money(d['value'])}</b></td></tr></table></td></tr>")
    if d["purpose"] == "refinance":
        out.append(f"<tr><td colspan='5'><span class='cap'>Complete this line if this is a refinance loan.</span>"
                   f"<table><tr><td>Year Acquired<br>{d['app_date'].year - r.randint(3, 15)}</td><td>Original Cost<br>{money(orig_cost)}</td>"
                   f"<td>Amount Existing Liens<br>{money(round(orig_cost * 0.7, -2))}</td><td>Present Value<br><b>{money(d['value'])}</b></td>"
                   f"<td>Purpose of Refinance<br>{r.choice(['Rate/term', 'Cash-out debt consolidation', 'Lower payment'])}</td></tr></table></td></tr>")
    out.append(f"<tr>{cell('Title will be held in what Name(s)', U(b['full'] + (' and ' + c['full'] if c else '')), 3)}"
               f"{cell('Manner in which Title will be held', 'Joint tenants' if c else 'Sole owner')}{cell('Estate will be held in:', 'Fee Simple')}</tr>"
               f"<tr>{cell('Source of Down Payment, Settlement Charges and/or Subordinate Financing (explain)', 'Checking/savings; gift from parent' if d['purpose'] == 'purchase' else 'N/A', 5)}</tr></table>")

    def col(p, who):
        if p is None:
            return f"<td style='width:50%'><b>{who}</b><br><br><span class='small'>(not applicable)</span></td>"
        a = p.get("addr") or b["addr"]
        mar = p["marital"]
        return (f"<td style='width:50%'><b>{who}</b><table>"
                f"<tr>{cell(who + chr(39) + 's Name (include Jr. or Sr. if applicable)', U(p['full']), 3)}</tr>"
                f"<tr>{cell('Social Security Number', p.get('ssn', ''))}{cell('Home Phone (incl. area code)', p.get('phone') or '')}"
                f"{cell('DOB (mm/dd/yyyy)', d_us(p['dob']))}</tr>"
                f"<tr>{cell('Yrs. School', str(12 + len(p['surname']) % 6))}"
                f"{cell('', boxes(['Married', 'Unmarried (include single, divorced, widowed)', 'Separated'], ma[mar]), 2, True)}</tr>"
                f"<tr>{cell('Present Address (street, city, state, ZIP)', U(a['one']), 2)}{cell('No. Yrs.', str(p.get('years_at', 4)))}</tr>"
                + (f"<tr>{cell('Former Address (street, city, state, ZIP) if living at present address for less than two years', U(p['prev_addr']['one']), 3)}</tr>" if p.get('prev_addr') else "")
                + "</table></td>")
    if c:
        c.setdefault("addr", b["addr"])
    out.append("<div class='lsec'>III. BORROWER INFORMATION</div>"
               f"<table class='lg'><tr>{col(b, 'Borrower')}{col(c, 'Co-Borrower')}</tr></table>")
    ea = d["emp_addr"]
    pe = d["prev_emp"]

    def emp_col(p, who):
        if p is None:
            return "<td></td>"
        if p is b:
            s = (f"<table><tr>{cell('Name &amp; Address of Employer', U(d['employer']) + '<br>' + E(U(ea['one'])), 1, True)}"
                 f"{cell('Date Employed (mm/dd/yyyy)', 'since ' + d_us(d['emp_start']))}</tr>"
                 f"<tr>{cell('Position/Title/Type of Business', d['position'])}{cell('Business Phone (incl. area code)', b['work_phone'])}</tr>")
            if pe:
                s += (f"<tr><td colspan='2' class='small'>If employed in current position for less than two years or if currently employed in more "
                      f"than one position, complete the following:</td></tr>"
                      f"<tr>{cell('Name &amp; Address of Employer', U(pe['name']))}"
                      f"{cell('Dates (from – to)', d_us(pe['start']) + ' – ' + d_us(pe['end']))}</tr>"
                      f"<tr>{cell('Monthly Income', money(pe['income']))}{cell('Position/Title', pe['position'])}</tr>")
            return f"<td style='width:50%'><b>{who}</b>{s}</table></td>"
        return (f"<td style='width:50%'><b>{who}</b><table><tr>{cell('Name &amp; Address of Employer', U(p['employer']))}"
                f"{cell('Yrs. on this job', str(r.randint(1, 15)))}</tr></table></td>")
    out.append("<div class='lsec pb'>IV. EMPLOYMENT INFORMATION</div>"
               f"<table class='lg'><tr>{emp_col(b, 'Borrower')}{emp_col(c, 'Co-Borrower')}</tr></table>")
    inc = d["inc"]
    cinc = c["income"] if c else 0.0
    rows = [("Base Empl. Income*", inc["base"], cinc), ("Overtime", inc["overtime"], 0.0), ("Bonuses", inc["bonus"], 0.0),
            ("Commissions", inc["commission"], 0.0), ("Dividends/Interest", 0.0, 0.0), ("Net Rental Income", 0.0, 0.0),
            ("Other (before completing, see the notice in \"describe other income,\" below)", inc["military"] + inc["other"], 0.0)]
    t = "".join(f"<tr><td>{E(l)}</td><td class='right'>{money(x) if x else '$'}</td><td class='right'>{money(y) if y else '$'}</td>"
                f"<td class='right'>{money(x + y) if x + y else '$'}</td></tr>" for l, x, y in rows)
    out.append("<div class='lsec'>V. MONTHLY INCOME AND COMBINED HOUSING EXPENSE INFORMATION</div><table class='lg'>"
               "<tr><th>Gross Monthly Income</th><th>Borrower</th><th>Co-Borrower</th><th>Total</th></tr>" + t +
               f"<tr><td><b>Total</b></td><td class='right'><b>{money(d['total'])}</b></td><td class='right'>{money(cinc) if c else '$'}</td>"
               f"<td class='right'>{money(d['total'] + cinc)}</td></tr></table>"
               "<div class='small'>* Self Employed Borrower(s) may be required to provide additional documentation such as tax returns and financial statements.</div>"
               "<table class='lg'><tr><th>Combined Monthly Housing Expense</th><th>Present</th><th>Proposed</th></tr>"
               f"<tr><td>Rent</td><td class='right'>{money(r.randint(900, 2600)) if d['purpose'] != 'refinance' else ''}</td><td></td></tr>"
               f"<tr><td>First Mortgage (P&amp;I)</td><td class='right'>{money(r.randint(700, 2500)) if d['purpose'] == 'refinance' else ''}</td>"
               f"<td class='right'>{money(_pmt(d['loan'], d['rate'], d['term']))}</td></tr>"
               f"<tr><td>Real Estate Taxes</td><td></td><td class='right'>{money(r.randint(150, 900))}</td></tr></table>")
    if d["purpose"] == "purchase":
        out.append("<div class='lsec'>VII. DETAILS OF TRANSACTION</div><table class='lg'>"
                   f"<tr><td>a. Purchase price</td><td class='right'>{money(d['value'])}</td></tr>"
                   f"<tr><td>b. Alterations, improvements, repairs</td><td></td></tr>"
                   f"<tr><td>h. Estimated closing costs</td><td class='right'>{money(r.randint(3000, 12000))}</td></tr>"
                   f"<tr><td>m. Loan amount (exclude PMI, MIP, Funding Fee financed)</td><td class='right'>{money(d['loan'])}</td></tr></table>")
    out.append(f"<div class='small' style='margin-top:8px'>Borrower's Signature ______________ Date {d_us(d['app_date'])} &nbsp;&nbsp; "
               "Co-Borrower's Signature ______________ Date ________</div>"
               f"<div class='small'>Freddie Mac Form 65 7/05 (rev.6/09) &nbsp; Fannie Mae Form 1003 7/05 (rev.6/09) — Interviewer: {E(d['lo']['full'])}, "
               f"{E(d['lender'][0])}, {E(d['lender'][2])}</div>")
    return page("".join(out), LEGACY_CSS, "1003"), _loan_truth(d)


# ======================================================================================
# registry, generate, self_check   (layout tables are filled in at the end of the module)
# ======================================================================================
_LAYOUTS: dict[str, dict] = {"kyc_individual": {}, "letter_of_credit": {}, "loan_application": {}}


def _reg(doc_type, name, fn, **opts):
    _LAYOUTS[doc_type][name] = (fn, opts)


def layouts(document_type: str) -> list[str]:
    return list(_LAYOUTS[document_type])


def generate(document_type: str, index: int, seed: int, layout: str | None = None) -> AuthoredDocument:
    if document_type not in _LAYOUTS:
        raise ValueError(f"unknown document type {document_type!r}")
    names = layouts(document_type)
    if layout is None:
        pick = random.Random(f"north_america_lending|pick|{document_type}|{index}|{seed}")
        layout = names[(index + pick.randrange(len(names))) % len(names)]
    if layout not in _LAYOUTS[document_type]:
        raise ValueError(f"unknown layout {layout!r} for {document_type}")
    fn, opts = _LAYOUTS[document_type][layout]
    r = random.Random(f"north_america_lending|{document_type}|{index}|{seed}|{layout}")
    html_text, truth = fn(r, **opts)
    return AuthoredDocument(document_type, layout, html_text, truth)


def _visible_text(html_text: str) -> str:
    t = re.sub(r"(?is)<(script|style|title)[^>]*>.*?</\1>", " ", html_text)
    t = re.sub(r"<[^>]+>", " ", t)
    t = _html.unescape(t)
    return _norm(t)


def _norm(s: str) -> str:
    s = s.replace("\u00a0", " ").casefold()
    s = re.sub(r"[,;]", " ", s)
    return re.sub(r"\s+", " ", s).strip()


_FREE_TEXT = {
    "kyc_individual": ["full_name", "id_document_number", "residential_address", "occupation", "employer_name",
                       "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name",
                         "beneficiary.address", "available_with", "port_of_loading", "port_of_discharge",
                         "goods_description", "documents_required[]"],
    "loan_application": ["application_number", "borrower.full_name", "borrower.email", "borrower.phone",
                         "co_borrowers[].full_name", "employer_name", "property_address"],
}
_NAME_FIELDS = {"full_name", "borrower.full_name", "co_borrowers[].full_name"}


def _values_at(truth, path):
    if path.endswith("[]"):
        return [(f"{path[:-2]}[{i}]", v) for i, v in enumerate(truth.get(path[:-2]) or [])]
    if "[]." in path:
        lst, leaf = path.split("[].")
        return [(f"{lst}[{i}].{leaf}", item.get(leaf)) for i, item in enumerate(truth.get(lst) or [])]
    cur = truth
    for part in path.split("."):
        cur = cur.get(part) if isinstance(cur, dict) else None
    return [(path, cur)]


def _check_one(doc: AuthoredDocument, validator) -> None:
    errors = sorted(validator.iter_errors(doc.truth), key=lambda e: list(e.path))
    if errors:
        e = errors[0]
        raise AssertionError(f"{doc.document_type}/{doc.layout}: schema: {'.'.join(map(str, e.path))}: {e.message}")
    text = _visible_text(doc.html)
    for path in _FREE_TEXT[doc.document_type]:
        for concrete, value in _values_at(doc.truth, path):
            if value is None:
                continue
            v = _norm(str(value))
            if path in _NAME_FIELDS:
                ok = all(tok in text for tok in v.split())
            else:
                ok = v in text
            if not ok:
                raise AssertionError(f"{doc.document_type}/{doc.layout}: field {concrete} = {value!r} not visible on the page")


def self_check(per_type: int = 3, seed: int = 0) -> None:
    import json
    from pathlib import Path

    import jsonschema

    schema_dir = Path(__file__).resolve().parents[2] / "schemas"
    for doc_type in _LAYOUTS:
        schema = json.loads((schema_dir / f"{doc_type}.schema.json").read_text())
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
        names = layouts(doc_type)
        assert len(names) >= 8, f"{doc_type}: only {len(names)} layouts"
        for name in names:
            for i in range(per_type):
                doc = generate(doc_type, i, seed, name)
                assert doc.layout == name and doc.document_type == doc_type
                again = generate(doc_type, i, seed, name)
                assert again.html == doc.html and again.truth == doc.truth, f"{doc_type}/{name}: not deterministic"
                _check_one(doc, validator)


def _loan_wrap(fn, region, max_cob=3, purposes=("purchase", "refinance", "construction", "other")):
    def make(r):
        d = _loan_data(r, region, max_cob, purposes)
        return fn(r, d)
    return make


_reg("loan_application", "urla2021_form", _loan_wrap(_layout_urla2021, "US", 3, ("purchase", "purchase", "refinance")))
_reg("loan_application", "legacy1003_two_column", _loan_wrap(_layout_legacy1003, "US", 1))


def _mar_word(m, r):
    if m == "unmarried":
        return r.choice(["Unmarried", "Single", "Divorced", "Widowed"])
    return {"married": "Married", "separated": "Separated"}[m]


def _layout_los_print(r, d):
    """Loan origination system 'application summary' print, monospace with dotted leaders."""
    b = d["b"]
    L = d["lender"]
    W = 92
    name_last_first = r.random() < 0.6
    def nm(p):
        return f"{p['surname'].upper()}, {p['given'].upper()}" if name_last_first else p["full"].upper()
    purpose = {"purchase": "PURCHASE", "refinance": r.choice(["REFINANCE - RATE/TERM", "REFINANCE - CASH OUT"]),
               "construction": "CONSTRUCTION-PERMANENT", "other": "OTHER - HOME IMPROVEMENT"}[d["purpose"]]
    gen = d["app_date"] + timedelta(days=r.randint(1, 20))
    lines = [f"{L[0].upper()[:50]:<50}{'RUN DATE ' + d_us(gen):>42}",
             f"{'LOAN APPLICATION SUMMARY  (1003 DATA)':<50}{'PAGE 1':>42}", "=" * W,
             dotted("LOAN NUMBER", d["appno"]), dotted("APPLICATION DATE", d_us(d["app_date"])),
             dotted("LOAN OFFICER", f"{d['lo']['full'].upper()}  NMLS {d['lo_nmls']}"),
             dotted("CHANNEL", r.choice(["RETAIL", "CONSUMER DIRECT", "WHOLESALE/BROKER"])), "",
             "--- BORROWER " + "-" * (W - 13),
             dotted("NAME", nm(b)), dotted("DOB", d_us(b["dob"])), dotted("SSN", "XXX-XX-" + b["ssn"][-4:]),
             dotted("MARITAL STATUS", _mar_word(b["marital"], r).upper())]
    if b["phone"]:
        lines.append(dotted("HOME/CELL PHONE", b["phone"]))
    if b["email"]:
        lines.append(dotted("EMAIL", b["email"].upper() if r.random() < 0.3 else b["email"]))
    lines += [dotted("PRESENT ADDRESS", b["addr"]["one"].upper()),
              dotted("YRS AT ADDRESS", f"{b['years_at']} YRS {b['months_at']} MOS")]
    if b["prev_addr"]:
        lines.append(dotted("FORMER ADDRESS", b["prev_addr"]["one"].upper()))
    for i, c in enumerate(d["cobs"]):
        lines += ["", f"--- CO-BORROWER {i + 1} " + "-" * (W - 18), dotted("NAME", nm(c)), dotted("DOB", d_us(c["dob"])),
                  dotted("MARITAL STATUS", _mar_word(c["marital"], r).upper()), dotted("EMPLOYER", c["employer"].upper()),
                  dotted("MONTHLY INCOME", money(c["income"]))]
    lines += ["", "--- EMPLOYMENT (BORROWER) " + "-" * (W - 26),
              dotted("CURRENT EMPLOYER", d["employer"].upper()), dotted("EMPLOYER ADDRESS", d["emp_addr"]["one"].upper()),
              dotted("POSITION", d["position"].upper()), dotted("START DATE", d_us(d["emp_start"])),
              dotted("SELF EMPLOYED", "N")]
    if d["prev_emp"]:
        pe = d["prev_emp"]
        lines += [dotted("PRIOR EMPLOYER", pe["name"].upper()), dotted("PRIOR DATES", f"{d_us(pe['start'])} - {d_us(pe['end'])}"),
                  dotted("PRIOR MONTHLY INCOME", money(pe["income"]))]
    inc = d["inc"]
    lines += ["", "--- MONTHLY INCOME (BORROWER) " + "-" * (W - 30)]
    for k, lab in [("base", "BASE"), ("overtime", "OVERTIME"), ("bonus", "BONUS"), ("commission", "COMMISSION"),
                   ("military", "MILITARY ENTITLEMENTS"), ("other", "OTHER")]:
        if inc[k]:
            lines.append(f"  {lab:<28}{money(inc[k]):>16}")
    lines.append(f"  {'TOTAL EMPLOYMENT INCOME':<28}{money(d['total']):>16}")
    for s, v in d["other_src"]:
        lines.append(f"  {('OTHER SOURCE: ' + s.upper())[:40]:<40}{money(v):>16}  (NOT INCL. ABOVE)")
    lines += ["", "--- SUBJECT PROPERTY / LOAN TERMS " + "-" * (W - 34),
              dotted("PROPERTY ADDRESS", d["prop"]["one"].upper()), dotted("UNITS", str(d["units"])),
              dotted("OCCUPANCY", d["occupancy"].upper()),
              dotted("APPRAISED/EST VALUE" if d["purpose"] != "purchase" else "PURCHASE PRICE/VALUE", money(d["value"])),
              dotted("LOAN PURPOSE", purpose), dotted("BASE LOAN AMOUNT", money(d["loan"])),
              dotted("NOTE RATE", f"{d['rate']:.3f}%"), dotted("TERM/AMORT (MONTHS)", f"{d['term']}/{d['term']}"),
              dotted("LTV / CLTV", f"{d['loan'] / d['value'] * 100:.2f}% / {d['loan'] / d['value'] * 100:.2f}%"),
              dotted("P&I PAYMENT", money(_pmt(d["loan"], d["rate"], d["term"]))),
              dotted("RATE LOCK EXPIRES", d_us(d["app_date"] + timedelta(days=r.choice([30, 45, 60])))), "",
              "*** END OF REPORT ***   CONFIDENTIAL - CONTAINS NONPUBLIC PERSONAL INFORMATION (GLBA)"]
    body = "<div class='mono'>" + E("\n".join(lines)) + "</div>"
    return page(body, "", "LOS summary"), _loan_truth(d)


def _layout_transmittal1008(r, d):
    """Underwriting & transmittal summary (1008-style) with a lender borrower-profile addendum."""
    b = d["b"]
    L = d["lender"]
    inc = d["inc"]
    base = inc["base"]
    other = round(d["total"] - base, 2)
    cinc = round(sum(c["income"] for c in d["cobs"]), 2)
    appraised = d["value"]
    sales = d["value"] if d["purpose"] == "purchase" else None
    if d["purpose"] == "purchase" and r.random() < 0.5:
        sales = d["value"] + r.choice([1000, 2500, 5000, 7500])  # appraisal came in under contract price
    pi = _pmt(d["loan"], d["rate"], d["term"])
    taxes, ins = r.randint(180, 800), r.randint(60, 250)
    housing = pi + taxes + ins
    tot_inc = d["total"] + cinc
    out = ["<h1 style='text-align:center'>Uniform Underwriting and Transmittal Summary</h1>",
           "<div class='sec'>I. Borrower and Property Information</div><table class='b'>"
           f"<tr>{cell('Borrower Name', b['full'])}{cell('SSN', 'XXX-XX-' + b['ssn'][-4:])}</tr>"]
    for c in d["cobs"]:
        out.append(f"<tr>{cell('Co-Borrower Name', c['full'])}{cell('SSN', 'XXX-XX-' + c['ssn'][-4:])}</tr>")
    out.append(f"<tr>{cell('Property Address', d['prop']['one'], 2)}</tr>"
               f"<tr>{cell('Property Type', boxes(['1 unit', '2-4 units', 'Condominium', 'PUD', 'Co-op'], '1 unit' if d['units'] == 1 else '2-4 units'), 1, True)}"
               f"{cell('Occupancy Status', boxes(['Primary Residence', 'Second Home', 'Investment Property'], d['occupancy']), 1, True)}</tr>"
               f"<tr>{cell('Sales Price', money(sales) if sales else '')}{cell('Appraised Value', money(appraised))}</tr>"
               f"<tr>{cell('Property Rights', 'Fee Simple')}{cell('Project Classification', 'N/A')}</tr></table>")
    lp = {"purchase": "Purchase", "refinance": "No Cash-Out Refinance", "construction": "Construction-to-Permanent", "other": "Other"}[d["purpose"]]
    out.append("<div class='sec'>II. Mortgage Information</div><table class='b'>"
               f"<tr>{cell('Loan Type', boxes(['Conventional', 'FHA', 'VA', 'USDA-RD'], 'Conventional'), 1, True)}"
               f"{cell('Amortization Type', boxes(['Fixed-Rate', 'ARM'], 'Fixed-Rate'), 1, True)}"
               f"{cell('Loan Purpose', boxes(['Purchase', 'No Cash-Out Refinance', 'Cash-Out Refinance', 'Construction-to-Permanent', 'Other'], lp), 2, True)}</tr>"
               f"<tr>{cell('Note Information — Original Loan Amount', money(d['loan']))}{cell('Initial P&amp;I Payment', money(pi))}"
               f"{cell('Initial Note Rate', str(d['rate']) + '%')}{cell('Loan Term (in months)', str(d['term']))}</tr>"
               f"<tr>{cell('Lien Position', 'First Mortgage')}{cell('Seller, Lender Loan No.', d['appno'], 3)}</tr></table>")
    out.append("<div class='sec'>III. Underwriting Information</div><table class='b'>"
               f"<tr>{cell('Underwriter’s Name', r.choice(['Dana K. Moffett', 'Luis Arrington', 'Patricia Oyelowo', 'Grant Huffman']))}"
               f"{cell('Appraiser’s Name/License #', r.choice(['Steven Ruiz / CR-4471', 'M. Bates / 1002817', 'A. Novak / RA-22910']))}</tr></table>"
               "<table class='b'><tr><th>Stable Monthly Income</th><th>Borrower</th><th>Co-Borrower</th><th>Total</th></tr>"
               f"<tr><td>Base Income</td><td class='right'>{money(base)}</td><td class='right'>{money(cinc)}</td><td class='right'>{money(base + cinc)}</td></tr>"
               f"<tr><td>Other Income</td><td class='right'>{money(other)}</td><td class='right'>{money(0)}</td><td class='right'>{money(other)}</td></tr>"
               f"<tr><td>Positive Cash Flow (subject property)</td><td class='right'>{money(0)}</td><td class='right'>{money(0)}</td><td class='right'>{money(0)}</td></tr>"
               f"<tr><td><b>Total Income</b></td><td class='right'><b>{money(d['total'])}</b></td><td class='right'>{money(cinc)}</td><td class='right'>{money(tot_inc)}</td></tr></table>"
               "<table class='b'><tr><th>Proposed Monthly Payments</th><th></th><th>Qualifying Ratios</th><th></th></tr>"
               f"<tr><td>First Mortgage P&amp;I</td><td class='right'>{money(pi)}</td><td>Primary Housing Expense/Income</td><td>{housing / tot_inc * 100:.3f}%</td></tr>"
               f"<tr><td>Hazard Insurance</td><td class='right'>{money(ins)}</td><td>Total Obligations/Income</td><td>{(housing + r.randint(100, 900)) / tot_inc * 100:.3f}%</td></tr>"
               f"<tr><td>Taxes</td><td class='right'>{money(taxes)}</td><td>Debt-to-Housing Gap Ratio (Freddie)</td><td></td></tr>"
               f"<tr><td><b>Total Primary Housing Expense</b></td><td class='right'>{money(housing)}</td><td>LTV / CLTV</td><td>{d['loan'] / appraised * 100:.3f}%</td></tr></table>"
               f"<div class='small'>Level of Property Review: {checkbox(True)} Exterior/Interior &nbsp; AUS Recommendation: {r.choice(['Approve/Eligible', 'Accept', 'Approve/Ineligible'])} "
               f"&nbsp; DU/LPA Case ID {_letters(r, 2)}{_digits(r, 8)}</div>")
    out.append(f"<div class='small'>Seller/Lender: {E(L[0])}, {E(L[2])} — {E(L[1])}. Contact Name: {E(d['lo']['full'])}</div>")
    # addendum page
    out.append("<div class='pb'></div><h2>Lender Addendum to Transmittal Summary — Borrower Profile</h2>"
               f"<div class='small'>Loan No. {E(d['appno'])} — prepared {d_us_long(d['app_date'] + timedelta(days=r.randint(3, 25)))}</div>"
               "<table class='b'><tr><th>Role</th><th>Name</th><th>Date of Birth</th><th>Marital Status</th><th>Phone</th><th>Email</th></tr>"
               f"<tr><td>Borrower</td><td>{E(b['full'])}</td><td>{d_us(b['dob'])}</td><td>{_mar_word(b['marital'], r)}</td>"
               f"<td class='nw'>{E(b['phone'] or '')}</td><td>{E(b['email'] or '')}</td></tr>")
    for c in d["cobs"]:
        out.append(f"<tr><td>Co-Borrower</td><td>{E(c['full'])}</td><td>{d_us(c['dob'])}</td><td>{_mar_word(c['marital'], r)}</td><td></td><td></td></tr>")
    out.append("</table><table class='b' style='margin-top:6px'><tr><th>Employment (Borrower)</th><th>Position</th><th>Start Date</th><th>End Date</th><th>Monthly Income Used</th></tr>"
               f"<tr><td>{E(d['employer'])}</td><td>{E(d['position'])}</td><td>{d_us(d['emp_start'])}</td><td>Present</td><td class='right'>{money(d['total'])}</td></tr>")
    if d["prev_emp"]:
        pe = d["prev_emp"]
        out.append(f"<tr><td>{E(pe['name'])}</td><td>{E(pe['position'])}</td><td>{d_us(pe['start'])}</td><td>{d_us(pe['end'])}</td><td class='right'>(prior) {money(pe['income'])}</td></tr>")
    out.append("</table><p class='small'>The lender certifies that the information on the Uniform Underwriting and Transmittal Summary is accurate and "
               "that the loan was underwritten in accordance with the applicable selling guide. This addendum is not part of the agency form.</p>")
    return page("".join(out), "", "1008"), _loan_truth(d, value=appraised)


def _layout_credit_memo(r, d):
    """Lender credit memorandum in prose with a qualifying-income computation (US or Canada)."""
    b = d["b"]
    us = d["region"] == "US"
    fd = d_us_long if us else d_iso
    fm = money
    L = d["lender"]
    inc = d["inc"]
    annual = inc["base"] * 12
    ot = inc["overtime"] + inc["bonus"] + inc["commission"]
    mil_other = inc["military"] + inc["other"]
    uw = _person(r, "US" if us else "CA")
    purpose_txt = {"purchase": "the purchase of", "refinance": "the refinance of the existing mortgage on",
                   "construction": "construction financing (single-close construction-to-permanent) for",
                   "other": "a home-improvement loan secured by"}[d["purpose"]]
    memo_date = d["app_date"] + timedelta(days=r.randint(4, 30))
    out = [f"<div style='border-bottom:2px solid #333'><b>{E(L[0])}</b><br><span class='small'>{E(L[2] if us else L[1])}</span></div>",
           "<h1>CREDIT MEMORANDUM — RESIDENTIAL MORTGAGE</h1>",
           "<table style='width:70%'>"
           f"<tr><td>TO:</td><td>Residential Credit Committee</td></tr>"
           f"<tr><td>FROM:</td><td>{E(uw['full'])}, Senior Underwriter</td></tr>"
           f"<tr><td>DATE:</td><td>{fd(memo_date)}</td></tr>"
           f"<tr><td>RE:</td><td>Application No. {E(d['appno'])} — {E(b['surname'])}</td></tr></table><hr>",
           "<h2>1. Request</h2>",
           f"<p>The applicant, {E(b['full'])} (born {fd(b['dob'])}), requests a first mortgage of {fm(d['loan'])} for {purpose_txt} "
           f"the property located at {E(d['prop']['one'])}. The loan is proposed at a fixed note rate of {d['rate']}% for a term of "
           f"{d['term']} months" + ("" if us else f" ({d['term'] // 12}-year term, amortized over {r.choice([25, 30])} years)") +
           f". The property value is {fm(d['value'])} based on the {r.choice(['full appraisal', 'appraisal report', 'AVM and desktop review'])} "
           f"dated {fd(d['app_date'] + timedelta(days=r.randint(1, 20)))}, giving a loan-to-value ratio of {d['loan'] / d['value'] * 100:.1f}%.</p>"]
    if d["cobs"]:
        lst = "; ".join(f"{E(c['full'])}, born {fd(c['dob'])}" for c in d["cobs"])
        out.append(f"<p>Joint application. Co-borrower(s): {lst}. Co-borrower income of {fm(sum(c['income'] for c in d['cobs']))} per month "
                   f"(employed at {E(d['cobs'][0]['employer'])}) is disclosed but <u>not</u> used to qualify.</p>")
    else:
        out.append("<p>Sole applicant; no co-borrowers or guarantors.</p>")
    mar = {"married": "married", "separated": "legally separated", "unmarried": r.choice(["single", "divorced", "unmarried"])}[b["marital"]]
    contact = []
    if b["phone"]:
        contact.append(f"tel. {E(b['phone'])}")
    if b["email"]:
        contact.append(f"e-mail {E(b['email'])}")
    out.append(f"<p>The applicant is {mar}" + (f" ({', '.join(contact)})" if contact else "") +
               f" and currently resides at {E(b['addr']['one'])}.</p>")
    out.append("<h2>2. Employment and Qualifying Income</h2>"
               f"<p>The applicant has been employed by {E(d['employer'])} as {E(d['position'])} since {fd(d['emp_start'])}, "
               f"verified by written VOE and {r.choice(['two most recent pay stubs', 'W-2s for the prior two years', 'the employer letter and T4 slips'])}.</p>")
    if d["prev_emp"]:
        pe = d["prev_emp"]
        out.append(f"<p>Prior employment: {E(pe['name'])} from {fd(pe['start'])} to {fd(pe['end'])} "
                   f"(earning {fm(pe['income'])} per month); no gap in excess of 30 days.</p>")
    rows = [("Base salary", f"{fm(annual)} annual ÷ 12", inc["base"])]
    if ot:
        rows.append(("Overtime / bonus / commission", f"24-month average: {fm(ot * 24)} ÷ 24", ot))
    if mil_other:
        rows.append(("Other employment-related income", "documented, likely to continue 3+ years", mil_other))
    out.append("<table class='b' style='width:85%'><tr><th>Component</th><th>Calculation</th><th>Monthly</th></tr>"
               + "".join(f"<tr><td>{a}</td><td>{E(c)}</td><td class='right'>{fm(v)}</td></tr>" for a, c, v in rows)
               + f"<tr><td colspan='2'><b>Qualifying gross monthly income (borrower)</b></td><td class='right'><b>{fm(d['total'])}</b></td></tr></table>")
    if d["other_src"]:
        s, v = d["other_src"][0]
        out.append(f"<p class='small'>{E(s)} of {fm(v)} per month was disclosed but excluded from qualifying income (insufficient continuance).</p>")
    pi = _pmt(d["loan"], d["rate"], d["term"] if us else 300)
    out.append("<h2>3. Ratios and Recommendation</h2>"
               f"<p>Proposed P&amp;I {fm(pi)}; housing ratio {pi * 1.25 / d['total'] * 100:.1f}%, total debt ratio {(pi * 1.25 + r.randint(150, 900)) / d['total'] * 100:.1f}%. "
               f"Credit score {r.randint(640, 815)}. Reserves of {r.randint(3, 24)} months PITI verified. "
               + ("" if us else f"Qualified at the greater of contract rate + 2% and 5.25% (qualifying rate {d['qual_rate']:.2f}%). ")
               + "<b>Recommendation: APPROVE</b> subject to standard conditions.</p>"
               f"<p class='small'>Approved by: ______________________ (Credit Officer) &nbsp;&nbsp; Date: ____________</p>"
               f"<p class='small'>INTERNAL — CONFIDENTIAL. Not for distribution to the applicant.</p>")
    return page("".join(out), "", "credit memo"), _loan_truth(d)


def _layout_ca_broker(r, d):
    """Canadian broker submission summary (Filogix/Velocity-style deal summary), ISO dates."""
    b = d["b"]
    L = d["lender"]
    broker = r.choice(CA_BROKERAGES)
    agent = _person(r, "CA")
    inc = d["inc"]
    inc["overtime"] = inc["commission"] = inc["military"] = inc["other"] = 0.0
    d["total"] = round(inc["base"] + inc["bonus"], 2)
    css = ".fx th { background:#dfe6ee; border:1px solid #9aa; font-size:8pt; text-align:left } .fx td { border:1px solid #bcc; font-size:8pt }"
    dealno = f"{_digits(r, 7)}"
    out = [f"<table><tr><td><h1>Mortgage Application Summary</h1><span class='small'>Submitted via broker portal — Deal ID {dealno}</span></td>"
           f"<td class='right small'>Lender: <b>{E(L[0])}</b><br>{E(L[1])}<br>Lender Reference #: <b>{E(d['appno'])}</b></td></tr></table>",
           f"<div class='small'>Submitting Agent: {E(agent['full'])} — {E(broker)} — Submission date {d_iso(d['app_date'])}</div>",
           "<h2>Applicants</h2><table class='fx'><tr><th>Type</th><th>Applicant Name</th><th>Date of Birth</th><th>Marital Status</th>"
           "<th>SIN</th><th>Home / Cell Phone</th><th>Email</th></tr>",
           f"<tr><td>Primary</td><td>{E(b['surname'])}, {E(b['given'])}</td><td>{d_iso(b['dob'])}</td><td>{_mar_word(b['marital'], r)}</td>"
           f"<td>*** *** {b['sin'][-3:]}</td><td class='nw'>{E(b['phone'] or '')}</td><td>{E(b['email'] or '')}</td></tr>"]
    for c in d["cobs"]:
        out.append(f"<tr><td>Co-Applicant</td><td>{E(c['surname'])}, {E(c['given'])}</td><td>{d_iso(c['dob'])}</td>"
                   f"<td>{_mar_word(c['marital'], r)}</td><td></td><td></td><td></td></tr>")
    if r.random() < 0.3:
        g = _person(r, "CA")
        out.append(f"<tr><td>Guarantor (not on title)</td><td>{E(g['surname'])}, {E(g['given'])}</td><td>{d_iso(_rand_date(r, date(1950, 1, 1), date(1970, 1, 1)))}</td><td>Married</td><td></td><td></td><td></td></tr>")
    out.append("</table><h2>Addresses</h2><table class='fx'><tr><th>Applicant</th><th>Address</th><th>Status</th><th>Time at Address</th></tr>"
               f"<tr><td>Primary</td><td>{E(b['addr']['one'])}</td><td>Current — {'Own' if d['purpose'] == 'refinance' else 'Rent'}</td><td>{b['years_at']} yr {b['months_at']} mo</td></tr>")
    if b["prev_addr"]:
        out.append(f"<tr><td>Primary</td><td>{E(b['prev_addr']['one'])}</td><td>Previous</td><td>{r.randint(2, 9)} yr</td></tr>")
    out.append("</table><h2>Employment &amp; Income</h2><table class='fx'><tr><th>Applicant</th><th>Employer</th><th>Job Title</th>"
               "<th>Start Date</th><th>Income Type</th><th>Annual</th><th>Monthly</th></tr>"
               f"<tr><td>Primary</td><td>{E(d['employer'])}</td><td>{E(d['position'])}</td><td>{d_iso(d['emp_start'])}</td><td>Salary</td>"
               f"<td class='right'>{money(inc['base'] * 12)}</td><td class='right'>{money(inc['base'])}</td></tr>")
    if inc["bonus"]:
        out.append(f"<tr><td>Primary</td><td>{E(d['employer'])}</td><td></td><td></td><td>Bonus</td>"
                   f"<td class='right'>{money(inc['bonus'] * 12)}</td><td class='right'>{money(inc['bonus'])}</td></tr>")
    if d["prev_emp"]:
        pe = d["prev_emp"]
        out.append(f"<tr><td>Primary (previous)</td><td>{E(pe['name'])}</td><td>{E(pe['position'])}</td><td>{d_iso(pe['start'])} to {d_iso(pe['end'])}</td>"
                   f"<td>Salary (previous)</td><td class='right'>{money(pe['income'] * 12)}</td><td class='right'>{money(pe['income'])}</td></tr>")
    for c in d["cobs"]:
        out.append(f"<tr><td>Co-Applicant {E(c['given'].split()[0])}</td><td>{E(c['employer'])}</td><td></td><td></td><td>Salary</td>"
                   f"<td class='right'>{money(c['income'] * 12)}</td><td class='right'>{money(c['income'])}</td></tr>")
    out.append(f"<tr><td colspan='5'><b>Total gross monthly income — Primary applicant</b></td><td></td><td class='right'><b>{money(d['total'])}</b></td></tr></table>")
    purpose = {"purchase": "Purchase", "refinance": "Refinance", "construction": "Construction (progress draw)", "other": "Other — ETO for renovation"}[d["purpose"]]
    amort = r.choice([25, 30])
    out.append("<h2>Subject Property</h2><table class='fx'>"
               f"<tr><th>Address</th><td colspan='3'>{E(d['prop']['one'])}</td></tr>"
               f"<tr><th>{'Purchase Price / Value' if d['purpose'] == 'purchase' else 'Estimated Value'}</th><td>{money(d['value'])}</td>"
               f"<th>Dwelling Type</th><td>{r.choice(['Detached', 'Semi-Detached', 'Townhouse', 'High-Rise Condo'])}</td></tr>"
               f"<tr><th>Occupancy</th><td>{'Owner Occupied' if d['occupancy'] == 'Primary Residence' else 'Rental'}</td><th>Annual Property Tax</th><td>{money(r.randint(2400, 9800))}</td></tr></table>"
               "<h2>Mortgage Request</h2><table class='fx'>"
               f"<tr><th>Deal Purpose</th><td>{purpose}</td><th>Mortgage Amount</th><td>{money(d['loan'])}</td></tr>"
               f"<tr><th>Product</th><td>{d['term'] // 12} Year Fixed Closed</td><th>Term</th><td>{d['term']} months</td></tr>"
               f"<tr><th>Amortization</th><td>{amort} years ({amort * 12} months)</td><th>Interest Rate</th><td>{d['rate']:.2f}%</td></tr>"
               f"<tr><th>Qualifying Rate (MQR)</th><td>{d['qual_rate']:.2f}%</td><th>Payment Frequency</th><td>{r.choice(['Monthly', 'Bi-Weekly', 'Accelerated Bi-Weekly'])}</td></tr>"
               f"<tr><th>LTV</th><td>{d['loan'] / d['value'] * 100:.2f}%</td><th>Closing Date</th><td>{d_iso(d['app_date'] + timedelta(days=r.randint(30, 90)))}</td></tr></table>"
               "<h2>Liabilities</h2><table class='fx'><tr><th>Type</th><th>Creditor</th><th>Balance</th><th>Limit</th><th>Payment</th><th>Payoff</th></tr>")
    for _ in range(r.randint(1, 6)):
        bal = r.randint(3, 300) * 100
        out.append(f"<tr><td>{r.choice(['Credit Card', 'Line of Credit', 'Auto Loan', 'Student Loan'])}</td>"
                   f"<td>{r.choice(['RBC Visa', 'TD Auto Finance', 'Scotiabank LOC', 'BMO Mastercard', 'NSLSC', 'Capital One Canada'])}</td>"
                   f"<td class='right'>{money(bal)}</td><td class='right'>{money(bal + 5000)}</td><td class='right'>{money(max(10, bal // 40))}</td><td>No</td></tr>")
    out.append("</table><h2>Notes to Underwriter</h2>"
               f"<p>{E(b['given'].split()[0])} is a {r.choice(['strong', 'stable', 'long-tenured'])} applicant; down payment from own resources "
               f"(RRSP/FHSA withdrawal). Please note applicant's previous address above. GDS/TDS within guidelines at MQR.</p>"
               "<p class='small'>Consent: applicants have consented to the collection, use and disclosure of personal information in accordance "
               "with the lender's privacy policy and the Personal Information Protection and Electronic Documents Act (PIPEDA).</p>")
    return page("".join(out), css, "broker summary"), _loan_truth(d)


def _layout_ca_cmhc(r, d):
    """CMHC-insured high-ratio mortgage application (lender form, English), boxed, multi-page."""
    b = d["b"]
    L = d["lender"]
    d["loan"] = float(round(d["value"] * r.choice([0.9, 0.92, 0.95]) / 100) * 100)
    prem_rate = {0.9: 3.10, 0.92: 4.00, 0.95: 4.00}.get(round(d["loan"] / d["value"], 2), 4.00)
    prem = round(d["loan"] * prem_rate / 100, 2)
    pst = round(prem * 0.08, 2) if d["prop"]["state"] == "ON" else 0.0
    inc = d["inc"]
    annual = round(d["total"] * 12, 2)
    fd = r.choice([d_iso, d_slash_ymd])
    css = ".cm td { border:1px solid #777; font-size:8.5pt } .cm .cap { color:#a00000; font-weight:bold }"
    out = [f"<table><tr><td><h1>{E(L[0])}</h1><div class='small'>{E(L[1])}</div></td>"
           f"<td class='right'><b>RESIDENTIAL MORTGAGE APPLICATION</b><br>High Ratio — Mortgage Loan Insurance: CMHC<br>"
           f"Application No. <b>{E(d['appno'])}</b><br>CMHC Certificate No. {_digits(r, 11)}</td></tr></table>",
           f"<div class='small'>Date format used on this form: YYYY-MM-DD. Branch transit {_digits(r, 5)}.</div>",
           "<div class='sec'>Part A — Applicant</div><table class='cm'>"
           f"<tr>{cell('Surname', b['surname'].upper())}{cell('Given name(s)', b['given'].upper())}{cell('Date of birth', fd(b['dob']))}</tr>"
           f"<tr>{cell('Marital status', _mar_word(b['marital'], r))}{cell('Telephone', b['phone'] or '')}{cell('E-mail', b['email'] or '')}</tr>"
           f"<tr>{cell('Current address', b['addr']['one'], 2)}{cell('Years at address', str(b['years_at']))}</tr>"
           f"<tr>{cell('Social Insurance Number (optional — not used for identification)', b['sin'] if r.random() < 0.5 else '')}"
           f"{cell('Residency status', r.choice(['Canadian Citizen', 'Permanent Resident']))}{cell('Dependants', str(r.randint(0, 3)))}</tr></table>"]
    for i, c in enumerate(d["cobs"]):
        out.append(f"<div class='sec'>Part A{i + 2} — Co-Applicant {i + 1}</div><table class='cm'>"
                   f"<tr>{cell('Surname', c['surname'].upper())}{cell('Given name(s)', c['given'].upper())}{cell('Date of birth', fd(c['dob']))}</tr>"
                   f"<tr>{cell('Employer', c['employer'])}{cell('Gross annual income', money(c['income'] * 12))}{cell('Relationship to applicant', 'Spouse' if c['surname'] == b['surname'] else 'Other')}</tr></table>")
    out.append("<div class='sec'>Part B — Employment and Income (Applicant)</div><table class='cm'>"
               f"<tr>{cell('Current employer', d['employer'], 2)}{cell('Employer address', d['emp_addr']['one'])}</tr>"
               f"<tr>{cell('Occupation', d['position'])}{cell('Date hired', fd(d['emp_start']))}{cell('Employment type', 'Full-time, permanent')}</tr>"
               f"<tr>{cell('Gross annual income (salary)', money(annual))}{cell('Gross monthly income', money(d['total']))}"
               f"{cell('Other income (annual)', money(sum(v for _, v in d['other_src']) * 12) if d['other_src'] else 'None')}</tr>")
    if d["prev_emp"]:
        pe = d["prev_emp"]
        out.append(f"<tr>{cell('Previous employer (if less than 3 years at current)', pe['name'])}{cell('From / To', fd(pe['start']) + ' / ' + fd(pe['end']))}"
                   f"{cell('Previous gross monthly income', money(pe['income']))}</tr>")
    out.append("</table>")
    ltv_s = f"{d['loan'] / d['value'] * 100:.2f}%"
    rate_s = f"{d['rate']:.2f}% fixed"
    qual_s = f"{d['qual_rate']:.2f}%"
    purpose = {"purchase": "Purchase", "refinance": "Refinance", "construction": "New construction (progress advance)", "other": "Other — purchase plus improvements"}[d["purpose"]]
    out.append("<div class='sec pb'>Part C — Property and Mortgage</div><table class='cm'>"
               f"<tr>{cell('Subject property address', d['prop']['one'], 3)}</tr>"
               f"<tr>{cell('Purpose of loan', purpose)}{cell('Lending value / property value', money(d['value']))}{cell('Number of units', str(d['units']))}</tr>"
               f"<tr>{cell('Loan amount requested (excluding insurance premium)', money(d['loan']))}{cell('Loan-to-value', ltv_s)}"
               f"{cell('CMHC premium rate', f'{prem_rate:.2f}%')}</tr>"
               f"<tr>{cell('Premium amount (added to loan)', money(prem))}{cell('Provincial sales tax on premium (payable at closing)', money(pst))}"
               f"{cell('Total mortgage including premium', money(d['loan'] + prem))}</tr>"
               f"<tr>{cell('Interest rate (contract)', rate_s)}{cell('Term', str(d['term']) + ' months')}"
               f"{cell('Amortization period', str(r.choice([20, 25])) + ' years')}</tr>"
               f"<tr>{cell('Minimum qualifying rate (stress test)', qual_s)}"
               f"{cell('GDS / TDS', f'{r.uniform(22, 38):.2f}% / {r.uniform(30, 44):.2f}%')}{cell('Closing / interest adjustment date', fd(d['app_date'] + timedelta(days=r.randint(30, 90))))}</tr></table>")
    out.append("<div class='sec'>Part D — Down Payment</div><table class='cm'><tr><th>Source</th><th>Amount</th></tr>"
               f"<tr><td>Savings</td><td class='right'>{money(round((d['value'] - d['loan']) * 0.6, 2))}</td></tr>"
               f"<tr><td>Gift from immediate family (gift letter on file)</td><td class='right'>{money(round((d['value'] - d['loan']) * 0.4, 2))}</td></tr></table>"
               "<div class='sec'>Declarations and Consent</div><p class='small'>I/We declare that the information given in this application is true and "
               "complete. I/We authorize the lender and Canada Mortgage and Housing Corporation to obtain credit reports and to exchange information "
               "for the purposes of assessing this application and administering the mortgage loan insurance. The mortgage loan insurance premium "
               "protects the lender, not the borrower.</p>"
               f"<p class='small'>Signed at {E(d['prop']['city'])}, {fd(d['app_date'])} &nbsp; Applicant ____________ &nbsp; Co-applicant ____________</p>")
    return page("".join(out), css, "CMHC"), _loan_truth(d)


def _layout_qc_bilingual(r, d):
    """Quebec bilingual mortgage application (French first, English in italics)."""
    b = d["b"]
    L = d["lender"]
    fd = r.choice([d_iso, d_fr])
    fm = money_fr
    mar_fr = {"married": "Marié(e) / Married", "separated": "Séparé(e) / Separated",
              "unmarried": r.choice(["Célibataire / Single", "Divorcé(e) / Divorced", "Veuf(ve) / Widowed"])}[b["marital"]]
    css = (".qc td { border:1px solid #335; font-size:8.5pt } .qc .cap { color:#003d7a } .en { font-style:italic; color:#555 }"
           ".qh { background:#003d7a; color:#fff; padding:3px 6px; font-weight:bold; margin-top:8px }")

    def lab(fr, en):
        return f"{fr} / <span class='en'>{en}</span>"
    out = [f"<table><tr><td><h1>{E(L[0])}</h1><div class='small'>{E(L[1])}</div></td><td class='right'>"
           f"<b>DEMANDE DE PRÊT HYPOTHÉCAIRE</b><br><span class='en'>MORTGAGE LOAN APPLICATION</span><br>"
           f"N° de dossier / <span class='en'>File no.</span> <b>{E(d['appno'])}</b></td></tr></table>",
           f"<div class='small'>Dates : {'AAAA-MM-JJ / YYYY-MM-DD' if fd is d_iso else 'jour mois année'} — Montants en dollars canadiens / <span class='en'>Amounts in Canadian dollars</span></div>",
           f"<div class='qh'>1. {lab('EMPRUNTEUR', 'BORROWER')}</div><table class='qc'>"
           f"<tr>{cell(lab('Nom de famille', 'Last name'), b['surname'].upper(), 1, False)}{cell(lab('Prénom(s)', 'First name(s)'), b['given'], 1, False)}"
           f"{cell(lab('Date de naissance', 'Date of birth'), fd(b['dob']))}</tr>"
           f"<tr>{cell(lab('État civil', 'Marital status'), mar_fr)}{cell(lab('Téléphone', 'Telephone'), b['phone'] or '')}"
           f"{cell(lab('Courriel', 'E-mail'), b['email'] or '')}</tr>"
           f"<tr>{cell(lab('Adresse actuelle', 'Current address'), b['addr']['one'], 2)}{cell(lab('Depuis', 'Since'), str(d['app_date'].year - b['years_at']))}</tr>"
           f"<tr>{cell(lab('Numéro d’assurance sociale (facultatif)', 'SIN (optional)'), '')}{cell(lab('Langue de correspondance', 'Language'), r.choice(['Français', 'English']), 2)}</tr></table>"]
    for i, c in enumerate(d["cobs"]):
        out.append(f"<div class='qh'>{lab('CO-EMPRUNTEUR', 'CO-BORROWER')} {i + 1}</div><table class='qc'>"
                   f"<tr>{cell(lab('Nom de famille', 'Last name'), c['surname'].upper())}{cell(lab('Prénom(s)', 'First name(s)'), c['given'])}"
                   f"{cell(lab('Date de naissance', 'Date of birth'), fd(c['dob']))}</tr>"
                   f"<tr>{cell(lab('Employeur', 'Employer'), c['employer'], 2)}{cell(lab('Revenu mensuel brut', 'Gross monthly income'), fm(c['income']))}</tr></table>")
    out.append(f"<div class='qh'>2. {lab('EMPLOI ET REVENUS DE L’EMPRUNTEUR', 'BORROWER EMPLOYMENT AND INCOME')}</div><table class='qc'>"
               f"<tr>{cell(lab('Employeur actuel', 'Current employer'), d['employer'], 2)}{cell(lab('Date d’entrée en fonction', 'Start date'), fd(d['emp_start']))}</tr>"
               f"<tr>{cell(lab('Poste occupé', 'Position'), d['position'])}{cell(lab('Adresse de l’employeur', 'Employer address'), d['emp_addr']['one'], 2)}</tr>"
               f"<tr>{cell(lab('Salaire de base mensuel', 'Monthly base salary'), fm(d['inc']['base']))}"
               f"{cell(lab('Heures supplémentaires, primes, commissions (mensuel)', 'Overtime, bonus, commission (monthly)'), fm(d['total'] - d['inc']['base']))}"
               f"{cell(lab('REVENU MENSUEL BRUT TOTAL', 'TOTAL GROSS MONTHLY INCOME'), fm(d['total']))}</tr>")
    if d["prev_emp"]:
        pe = d["prev_emp"]
        out.append(f"<tr>{cell(lab('Employeur précédent', 'Previous employer'), pe['name'], 2)}{cell(lab('Du / au', 'From / to'), fd(pe['start']) + ' – ' + fd(pe['end']))}</tr>")
    out.append("</table>")
    qc_rate = f"{d['rate']:.2f}".replace(".", ",") + " %"
    qc_qual = f"{d['qual_rate']:.2f}".replace(".", ",") + " %"
    purpose = {"purchase": "Achat / Purchase", "refinance": "Refinancement / Refinance", "construction": "Construction / Construction",
               "other": "Autre : rénovations / Other: renovations"}[d["purpose"]]
    out.append(f"<div class='qh'>3. {lab('IMMEUBLE ET PRÊT DEMANDÉ', 'PROPERTY AND LOAN REQUESTED')}</div><table class='qc'>"
               f"<tr>{cell(lab('Adresse de l’immeuble visé', 'Subject property address'), d['prop']['one'], 3)}</tr>"
               f"<tr>{cell(lab('Objet du prêt', 'Loan purpose'), purpose)}{cell(lab('Valeur de l’immeuble', 'Property value'), fm(d['value']))}"
               f"{cell(lab('Nombre de logements', 'Number of units'), str(d['units']))}</tr>"
               f"<tr>{cell(lab('Montant du prêt demandé', 'Loan amount requested'), fm(d['loan']))}"
               f"{cell(lab('Taux d’intérêt', 'Interest rate'), qc_rate)}"
               f"{cell(lab('Terme', 'Term'), str(d['term']) + ' mois / months')}</tr>"
               f"<tr>{cell(lab('Période d’amortissement', 'Amortization'), str(r.choice([25, 30])) + ' ans / years')}"
               f"{cell(lab('Taux admissible (simulation de crise)', 'Qualifying rate (stress test)'), qc_qual)}"
               f"{cell(lab('Taxe de bienvenue estimée', 'Estimated land transfer duty'), fm(round(d['value'] * 0.012, 2)))}</tr></table>")
    out.append(f"<div class='qh'>4. {lab('DÉCLARATIONS ET CONSENTEMENT', 'DECLARATIONS AND CONSENT')}</div>"
               "<p class='small'>Je déclare que les renseignements fournis sont exacts et complets et j’autorise le prêteur à obtenir tout renseignement "
               "auprès d’une agence d’évaluation du crédit. <span class='en'>I declare that the information provided is true and complete and I authorize "
               "the lender to obtain information from a credit reporting agency.</span></p>"
               f"<p class='small'>Signé à {E(d['prop']['city'])}, le {d_fr(d['app_date'])} — Signature : ______________________</p>"
               f"<p class='small'>Notaire instrumentant / <span class='en'>Notary</span> : Me {E(_person(r, 'QC')['full'])}, notaire, {E(r.choice(QC_PLACES)[0])}</p>")
    return page("".join(out), css, "demande"), _loan_truth(d)


def _layout_email_submission(r, d):
    """E-mail from loan officer / broker to an underwriter, application details in prose and a short list."""
    b = d["b"]
    us = d["region"] == "US"
    fd = r.choice([d_us, d_us_long]) if us else r.choice([d_iso, d_long_dm])
    L = d["lender"]
    sender = _person(r, "US" if us else "CA")
    uw = _person(r, "US" if us else "CA")
    dom = re.sub(r"[^a-z]", "", L[0].lower().split(",")[0])[:18]
    sent = d["app_date"] + timedelta(days=r.randint(0, 5))
    subj = f"New submission – {b['surname']} – App # {d['appno']}"
    purpose = {"purchase": "purchase", "refinance": "rate/term refinance", "construction": "construction-to-perm",
               "other": "home-improvement (other)"}[d["purpose"]]
    hdr = (f"<table class='small' style='width:auto'><tr><td><b>From:</b></td><td>{E(sender['full'])} &lt;{E(sender['given'].split()[0].lower())}@{dom}-brokers.com&gt;</td></tr>"
           f"<tr><td><b>Sent:</b></td><td>{d_us_long(sent) if us else d_iso(sent)} {r.randint(7, 18)}:{r.randint(10, 59)}</td></tr>"
           f"<tr><td><b>To:</b></td><td>{E(uw['full'])} &lt;underwriting@{dom}.com&gt;</td></tr>"
           f"<tr><td><b>Subject:</b></td><td>{E(subj)}</td></tr></table><hr>")
    cob_txt = ""
    if d["cobs"]:
        cob_txt = " Co-borrowers: " + "; ".join(f"{E(c['full'])} (DOB {fd(c['dob'])})" for c in d["cobs"]) + "."
    contact = []
    if b["phone"]:
        contact.append(f"Cell: {E(b['phone'])}")
    if b["email"]:
        contact.append(f"Email: {E(b['email'])}")
    mar = {"married": "married", "separated": "separated", "unmarried": r.choice(["single", "divorced", "unmarried"])}[b["marital"]]
    body = (f"<p>Hi {E(uw['given'].split()[0])},</p>"
            f"<p>Please find a new {purpose} file for {E(b['full'])}, DOB {fd(b['dob'])}, {mar}.{cob_txt} "
            f"Full package uploaded to the portal under application # {E(d['appno'])}.</p>"
            "<ul>"
            f"<li>Subject property: {E(d['prop']['one'])} — {'purchase price' if d['purpose'] == 'purchase' else 'estimated value'} {money(d['value'])}</li>"
            f"<li>Loan amount: {money(d['loan'])} at {d['rate']}% " + (f"— {d['term']} months" if us else f"— {d['term']}-month term, {r.choice([25, 30])}-yr amortization") + "</li>"
            f"<li>Employer: {E(d['employer'])} ({E(d['position'])}), start date {fd(d['emp_start'])}</li>"
            f"<li>Gross monthly income (borrower): {money(d['total'])}" + (f"; co-borrower adds {money(d['cobs'][0]['income'])}/mo" if d["cobs"] else "") + "</li>"
            + (f"<li>{' / '.join(contact)}</li>" if contact else "") +
            "</ul>"
            + (f"<p>Note: borrower changed jobs — previously at {E(d['prev_emp']['name'])} until {fd(d['prev_emp']['end'])}, no gap.</p>" if d["prev_emp"] else "")
            + f"<p>Credit pulled {fd(d['app_date'] - timedelta(days=r.randint(1, 9)))}, mid score {r.randint(660, 810)}. "
            f"Let me know if you need anything else before {fd(sent + timedelta(days=r.randint(3, 10)))}.</p>"
            f"<p>Thanks,<br>{E(sender['full'])}<br>{'Loan Officer, NMLS #' + d['lo_nmls'] if us else 'Mortgage Agent Level 2'}<br>"
            f"{E(L[0])}<br>{E(L[2] if us else L[1])}<br>Direct {_phone(r, d['b']['addr']['area'], 0)}</p>"
            "<p class='small'>CONFIDENTIALITY NOTICE: This e-mail and any attachments may contain nonpublic personal information protected by law. "
            "If you are not the intended recipient, please notify the sender and delete this message.</p>")
    return page(hdr + body, "body{font-family: Calibri, Arial, sans-serif; font-size:10.5pt}", "email"), _loan_truth(d)


_reg("loan_application", "los_summary_print", _loan_wrap(_layout_los_print, "US"))
_reg("loan_application", "transmittal_1008_addendum", _loan_wrap(_layout_transmittal1008, "US"))
_reg("loan_application", "credit_memo_us", _loan_wrap(_layout_credit_memo, "US"))
_reg("loan_application", "credit_memo_ca", _loan_wrap(_layout_credit_memo, "CA"))
_reg("loan_application", "ca_broker_summary", _loan_wrap(_layout_ca_broker, "CA"))
_reg("loan_application", "ca_cmhc_insured", _loan_wrap(_layout_ca_cmhc, "CA", 2, ("purchase", "purchase", "construction")))
_reg("loan_application", "qc_bilingual_demande", _loan_wrap(_layout_qc_bilingual, "QC"))
_reg("loan_application", "email_submission_us", _loan_wrap(_layout_email_submission, "US"))
_reg("loan_application", "email_submission_ca", _loan_wrap(_layout_email_submission, "CA"))


# ======================================================================================
# KYC — individual
# ======================================================================================
FOREIGN = [  # nationality, passport number maker, country name, national id maker (or None)
    ("MEX", lambda r: "G" + _digits(r, 8), "Mexico", lambda r: "IDMEX" + _digits(r, 9)),
    ("IND", lambda r: r.choice("JKLMNPRSTUVWZ") + _digits(r, 7), "India", None),
    ("GBR", lambda r: _digits(r, 9), "United Kingdom", None),
    ("FRA", lambda r: _digits(r, 2) + _letters(r, 2) + _digits(r, 5), "France", lambda r: _letters(r, 1) + _digits(r, 1) + _letters(r, 3) + _digits(r, 1) + _letters(r, 3)),
    ("DEU", lambda r: "C" + "".join(r.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8)), "Germany",
     lambda r: "L" + "".join(r.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))),
    ("PHL", lambda r: "P" + _digits(r, 7) + r.choice("AB"), "Philippines", None),
    ("BRA", lambda r: _letters(r, 2) + _digits(r, 6), "Brazil", None),
    ("KOR", lambda r: "M" + _digits(r, 8), "Republic of Korea", None),
]
OCCS_EMP = [("Registered Nurse", "employment"), ("Software Developer", "employment"), ("High School Teacher", "employment"),
            ("Warehouse Supervisor", "employment"), ("Civil Engineer", "employment"), ("Sales Manager", "employment"),
            ("Physician Assistant", "employment"), ("Accountant", "employment"), ("Project Manager", "employment")]
OCCS_OTHER = [("Business Owner – Landscaping", "business", None), ("Retired Teacher", "pension", None),
              ("Self-employed Consultant", "business", None), ("Private Investor", "investments", None),
              ("Homemaker", "other", None), ("Retired Firefighter", "pension", None), ("Student", "other", None)]


def _kyc_data(r, region):
    sex = r.choices(["M", "F", "X"], [48, 48, 4])[0]
    foreign = None
    if region == "FN":  # foreign national resident in the US
        foreign = r.choice(FOREIGN)
        region_addr = "US"
    else:
        region_addr = region
    p = _person(r, region if region in ("US", "CA", "QC") else "US", sex if sex != "X" else r.choice("MF"))
    p["sex"] = sex
    dob = _rand_date(r, date(1950, 1, 1), date(2004, 12, 1))
    addr = _address(r, region_addr)
    if foreign:
        nat = foreign[0]
        if foreign[3] and r.random() < 0.4:
            id_type, id_no = "national_id", foreign[3](r)
        else:
            id_type, id_no = "passport", foreign[1](r)
        issuer = nat
    elif region == "US":
        nat, id_type, issuer = "USA", "passport", "USA"
        id_no = r.choice(["5", "6", "A"]) + _digits(r, 8)
    else:
        nat, id_type, issuer = "CAN", "passport", "CAN"
        id_no = _letters(r, 2) + _digits(r, 6)
    issue = _rand_date(r, date(2016, 1, 1), date(2024, 6, 1))
    expiry = issue.replace(year=issue.year + 10) - timedelta(days=1) if issue.day > 1 else issue.replace(year=issue.year + 10)
    opened = _rand_date(r, date(2023, 6, 1), date(2025, 11, 1))
    if r.random() < 0.72:
        occ, sof = r.choice(OCCS_EMP)
        employer = r.choice(US_EMPLOYERS if region_addr == "US" else QC_EMPLOYERS if region == "QC" else CA_EMPLOYERS)
    else:
        occ, sof, employer = r.choice(OCCS_OTHER)
    if sof == "employment" and r.random() < 0.1:
        sof = r.choice(["investments", "inheritance"])
    monthly = float(r.randint(20, 1600) * 25)
    annual = monthly * 12
    pep = r.random() < 0.08
    if region_addr == "US":
        tin = (f"{r.randint(100, 665)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}" if not foreign
               else (f"9{_digits(r, 2)}-{r.choice(['70', '78', '88', '90', '94'])}-{_digits(r, 4)}" if r.random() < 0.6 else None))
    else:
        tin = f"{r.randint(1, 7)}{_digits(r, 2)} {_digits(r, 3)} {_digits(r, 3)}" if r.random() < 0.6 else None
    return {"p": p, "dob": dob, "addr": addr, "nat": nat, "id_type": id_type, "id_no": id_no, "issuer": issuer,
            "issue": issue, "expiry": expiry, "opened": opened, "occ": occ, "employer": employer, "monthly": monthly,
            "annual": annual, "sof": sof, "pep": pep, "tin": tin, "region": region, "ctry": "USA" if region_addr == "US" else "CAN",
            "ccy": "USD" if region_addr == "US" else "CAD", "foreign": foreign,
            "bank": r.choice(US_LENDERS) if region_addr == "US" else r.choice(CA_LENDERS),
            "officer": _person(r, "US" if region_addr == "US" else "CA"), "cif": _digits(r, 9)}


def _kyc_truth(k, annual=None, sex=True):
    return {"full_name": k["p"]["full"], "date_of_birth": d_iso(k["dob"]), "sex": k["p"]["sex"] if sex else None,
            "nationality": k["nat"], "id_document_type": k["id_type"], "id_document_number": k["id_no"],
            "id_issuing_country": k["issuer"], "id_expiry_date": d_iso(k["expiry"]), "residential_address": k["addr"]["one"],
            "country_of_residence": k["ctry"], "occupation": k["occ"], "employer_name": k["employer"],
            "annual_income": annual if annual is not None else k["annual"], "income_currency": k["ccy"],
            "source_of_funds": k["sof"], "is_pep": k["pep"], "tax_identification_number": k["tin"]}


SOF_LABELS = [("employment", "Employment / Salary"), ("business", "Business income"), ("investments", "Investments"),
              ("inheritance", "Inheritance / Gift"), ("pension", "Pension / Retirement"), ("other", "Other")]
CNAME = {"USA": "United States", "CAN": "Canada", "MEX": "Mexico", "IND": "India", "GBR": "United Kingdom", "FRA": "France",
         "DEU": "Germany", "PHL": "Philippines", "BRA": "Brazil", "KOR": "Republic of Korea"}
SEXW = {"M": "Male", "F": "Female", "X": "X (unspecified)"}


def _idtype_word(k):
    return "Passport" if k["id_type"] == "passport" else "National Identity Card"


def _kyc_cip(r, k):
    """US bank CIP / account-opening form for an individual (boxed)."""
    p = k["p"]
    B = k["bank"]
    css = ".cip td { border:1px solid #666; } .cip .cap { text-transform: uppercase; letter-spacing:.3px }"
    sof_sel = dict(SOF_LABELS)[k["sof"]]
    show_sex = r.random() < 0.7
    out = [f"<table><tr><td><h1>{E(B[0])}</h1><div class='small'>{E(B[2])} • Member FDIC • Equal Housing Lender</div></td>"
           f"<td class='right'><b>PERSONAL ACCOUNT APPLICATION</b><br>Customer Identification Program (CIP)<br>CIF # {k['cif']}</td></tr></table>",
           "<div class='small'><b>IMPORTANT INFORMATION ABOUT PROCEDURES FOR OPENING A NEW ACCOUNT</b> — To help the government fight the funding of "
           "terrorism and money laundering activities, Federal law requires all financial institutions to obtain, verify, and record information that "
           "identifies each person who opens an account. What this means for you: When you open an account, we will ask for your name, address, date "
           "of birth, and other information that will allow us to identify you.</div>",
           "<div class='sec'>SECTION 1 — APPLICANT INFORMATION</div><table class='cip'>"
           f"<tr>{cell('Last Name', p['surname'])}{cell('First Name', p['given'].split()[0])}{cell('Middle Name', ' '.join(p['given'].split()[1:]))}</tr>"
           f"<tr>{cell('Date of Birth (MM/DD/YYYY)', d_us(k['dob']))}{cell('Sex', SEXW[p['sex']] if show_sex else '')}{cell('Citizenship', CNAME[k['nat']])}</tr>"
           f"<tr>{cell('Residential Address (No P.O. Boxes)', k['addr']['one'], 2)}{cell('Country', 'United States')}</tr>"
           f"<tr>{cell('Mailing Address (if different)', '', 2)}{cell('Years at Address', str(r.randint(1, 15)))}</tr>"
           f"<tr>{cell('Taxpayer Identification Number (SSN/ITIN)', k['tin'] or 'Applied for — W-8BEN on file')}"
           f"{cell('Phone', _phone(r, k['addr']['area'], 0))}{cell('Email', p['given'].split()[0].lower() + '.' + p['surname'][:4].lower() + '@gmail.com')}</tr></table>",
           "<div class='sec'>SECTION 2 — IDENTIFICATION VERIFIED</div><table class='cip'>"
           f"<tr>{cell('ID Type', _idtype_word(k))}{cell('ID Number', k['id_no'])}{cell('Issuing Country', CNAME[k['issuer']])}</tr>"
           f"<tr>{cell('Issue Date', d_us(k['issue']))}{cell('Expiration Date', d_us(k['expiry']))}{cell('Verified By / Date', k['officer']['full'] + ' / ' + d_us(k['opened']))}</tr>"
           f"<tr>{cell('Secondary ID (non-documentary verification)', r.choice(['LexisNexis InstantID — pass', 'Credit bureau header match', 'Utility bill']))}"
           f"{cell('OFAC Screening', 'No match — ' + d_us(k['opened']))}{cell('', '')}</tr></table>",
           "<div class='sec'>SECTION 3 — EMPLOYMENT AND FINANCIAL PROFILE</div><table class='cip'>"
           f"<tr>{cell('Occupation', k['occ'])}{cell('Employer', k['employer'] or 'N/A')}{cell('Annual Income (USD)', money(k['annual']))}</tr>"
           f"<tr>{cell('Source of Funds for Initial Deposit', boxes([s for _, s in SOF_LABELS], sof_sel), 3, True)}</tr>"
           f"<tr>{cell('Initial Deposit', money(r.randint(100, 25000)))}{cell('Expected Monthly Activity', r.choice(['Under $5,000', '$5,000 – $25,000', 'Over $25,000']))}"
           f"{cell('International Wires Expected?', r.choice(['Yes', 'No']))}</tr>"
           f"<tr>{cell('Are you, or a family member or close associate, a senior foreign political figure (PEP)?', boxes(['Yes', 'No'], 'Yes' if k['pep'] else 'No'), 3, True)}</tr></table>",
           "<div class='sec'>SECTION 4 — CERTIFICATION</div><p class='small'>Under penalties of perjury, I certify that: (1) The number shown on this form is "
           "my correct taxpayer identification number; (2) I am not subject to backup withholding; (3) I am a U.S. citizen or other U.S. person; "
           "(4) the FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct.</p>"
           f"<p class='small'>Signature ______________________ Date {d_us(k['opened'])} &nbsp; Branch: {E(B[2])}</p>"]
    if k["employer"] is None:
        pass
    return page("".join(out), css, "CIP"), _kyc_truth(k, sex=show_sex)


def _kyc_bo(r, k):
    """Beneficial-owner information sheet for one individual owner of a legal entity customer."""
    p = k["p"]
    B = k["bank"]
    ent = r.choice(["Ridgeline Mechanical LLC", "Bayshore Dental Group PLLC", "Crescent Moon Bakery, Inc.", "Tall Pines Property Management LLC",
                    "Ironwood Trucking Co.", "Silver Creek Veterinary Clinic, P.C."])
    ent_addr = _address(r, "US", 0.5)
    owners = r.randint(2, 4)
    idx = r.randint(1, owners)
    pct = r.choice([25, 30, 33, 40, 50, 51, 60])
    other = _person(r, "US")
    out = [f"<div style='border-bottom:3px double #000'><b>{E(B[0])}</b> — Commercial Onboarding</div>",
           "<h1>Certification Regarding Beneficial Owners of Legal Entity Customers — Individual Owner Detail</h1>",
           "<div class='small'>Per 31 CFR 1010.230, information is collected for each individual who owns, directly or indirectly, 25 percent or more of the "
           "equity interests of the legal entity customer (ownership prong) and for one individual with significant responsibility to control the entity (control prong).</div>",
           "<h2>a. Legal Entity Customer</h2><table class='b'>"
           f"<tr><td>Name of legal entity</td><td>{E(ent)}</td></tr><tr><td>Principal place of business</td><td>{E(ent_addr['one'])}</td></tr>"
           f"<tr><td>Employer Identification Number (EIN)</td><td>{_digits(r, 2)}-{_digits(r, 7)}</td></tr>"
           f"<tr><td>Person opening account / title</td><td>{E(other['full'])}, Managing Member</td></tr></table>",
           f"<h2>b. Beneficial Owner {idx} of {owners} — Ownership Prong ({pct}% equity interest)</h2><table class='b'>"
           f"<tr><th style='width:38%'>Name</th><td>{E(p['full'])}</td></tr>"
           f"<tr><th>Date of Birth</th><td>{d_us_long(k['dob'])}</td></tr>"
           f"<tr><th>Residential Street Address</th><td>{E(k['addr']['one'])}</td></tr>"
           f"<tr><th>Country of Residence</th><td>{CNAME[k['ctry']]}</td></tr>"
           f"<tr><th>Citizenship</th><td>{CNAME[k['nat']]}</td></tr>"
           f"<tr><th>For U.S. Persons: Social Security Number</th><td>{E(k['tin']) if k['tin'] and not k['foreign'] else ''}</td></tr>"
           f"<tr><th>For Foreign Persons: Passport/ID Number and Country of Issuance, or other similar identification number</th>"
           f"<td>{(E(k['id_no']) + ' — ' + CNAME[k['issuer']] + (' — ' + E(k['tin']) + ' (ITIN)' if k['tin'] else '')) if k['foreign'] else ''}</td></tr></table>"]
    if not k["foreign"]:
        out.append(f"<h2>c. Documentary Verification</h2><table class='b'><tr><th>Document</th><th>Number</th><th>Issued by</th><th>Expires</th></tr>"
                   f"<tr><td>{_idtype_word(k)}</td><td>{E(k['id_no'])}</td><td>{CNAME[k['issuer']]}</td><td>{d_us(k['expiry'])}</td></tr></table>")
    else:
        out.append(f"<h2>c. Documentary Verification</h2><table class='b'><tr><th>Document</th><th>Expires</th></tr>"
                   f"<tr><td>{_idtype_word(k)}</td><td>{d_us(k['expiry'])}</td></tr></table>")
    out.append("<h2>d. Enhanced Due Diligence Profile</h2><table class='b'>"
               f"<tr><th style='width:38%'>Occupation</th><td>{E(k['occ'])}</td></tr>"
               + (f"<tr><th>Employer</th><td>{E(k['employer'])}</td></tr>" if k["employer"] else "<tr><th>Employer</th><td>Self / none</td></tr>")
               + f"<tr><th>Personal annual income</th><td>USD {k['annual']:,.2f}</td></tr>"
               f"<tr><th>Primary source of personal funds</th><td>{dict(SOF_LABELS)[k['sof']]}</td></tr>"
               f"<tr><th>Politically exposed person</th><td>{'YES — see EDD memo' if k['pep'] else 'No'}</td></tr></table>"
               f"<p class='small'>I, {E(other['full'])}, hereby certify, to the best of my knowledge, that the information provided above is complete and correct. "
               f"Signature ______________ Date {d_us(k['opened'])}</p>")
    return page("".join(out), "", "beneficial owner"), _kyc_truth(k, sex=False)


def _kyc_fintrac(r, k):
    """Canadian FINTRAC client identification record (government-issued photo ID method)."""
    p = k["p"]
    B = k["bank"]
    fd = r.choice([d_iso, d_slash_ymd, d_long_dm])
    show_sin = k["tin"] is not None
    sof = dict(SOF_LABELS)[k["sof"]]
    out = [f"<div style='display:flex;justify-content:space-between;border-bottom:2px solid #0a4'><b>{E(B[0])}</b><span class='small'>{E(B[1])}</span></div>",
           "<h1>Client Identification Record — Individual</h1>",
           "<div class='small'>Record kept under the Proceeds of Crime (Money Laundering) and Terrorist Financing Regulations. Method used: "
           f"{checkbox(True)} Government-issued photo identification &nbsp; {checkbox(False)} Credit file &nbsp; {checkbox(False)} Dual-process</div>",
           "<table class='b' style='margin-top:6px'>"
           f"<tr><th style='width:34%'>Client name (as shown on ID)</th><td>{E(p['given'].upper())} {E(p['surname'].upper())}</td></tr>"
           f"<tr><th>Date of birth</th><td>{fd(k['dob'])}</td></tr>"
           + (f"<tr><th>Gender</th><td>{SEXW[p['sex']]}</td></tr>" if r.random() < 0.6 else "")
           + f"<tr><th>Civic address (no P.O. box)</th><td>{E(k['addr']['one'])}</td></tr>"
           f"<tr><th>Country of residence</th><td>Canada</td></tr>"
           f"<tr><th>Citizenship</th><td>{CNAME[k['nat']]}</td></tr>"
           f"<tr><th>Telephone</th><td>{_phone(r, k['addr']['area'], 1)}</td></tr></table>",
           "<h2>Identification document examined</h2><table class='b'><tr><th>Type of document</th><th>Document number</th><th>Issuing jurisdiction</th>"
           "<th>Expiry date</th><th>Date verified</th><th>Verified by</th></tr>"
           f"<tr><td>{_idtype_word(k)}</td><td>{E(k['id_no'])}</td><td>{CNAME[k['issuer']]}</td><td>{fd(k['expiry'])}</td>"
           f"<td>{fd(k['opened'])}</td><td>{E(k['officer']['full'])} (emp. {_digits(r, 6)})</td></tr></table>"
           "<div class='small'>A Social Insurance Number must not be used as an identification document and must not be recorded as the ID number.</div>",
           "<h2>Client profile</h2><table class='b'>"
           f"<tr><th style='width:34%'>Occupation (specific)</th><td>{E(k['occ'])}</td></tr>"
           f"<tr><th>Name of employer</th><td>{E(k['employer']) if k['employer'] else 'N/A'}</td></tr>"
           f"<tr><th>Gross annual income</th><td>{money(k['annual'])} CAD</td></tr>"
           f"<tr><th>Source of funds</th><td>{sof}</td></tr>"
           f"<tr><th>Politically exposed person / head of international organization (PEP/HIO) determination</th>"
           f"<td>{'Yes — domestic PEP; senior management approval obtained' if k['pep'] else 'No — determination made ' + fd(k['opened'])}</td></tr>"
           f"<tr><th>Third party determination</th><td>Client is not acting on behalf of a third party</td></tr>"
           f"<tr><th>Tax residency / TIN (SIN for Canadian tax residents)</th><td>{('Canada — ' + E(k['tin'])) if show_sin else 'Canada — TIN not provided (reason B)'}</td></tr></table>",
           f"<p class='small'>Business relationship established {fd(k['opened'])}. Purpose and intended nature: "
           f"{r.choice(['personal chequing and savings', 'mortgage and daily banking', 'RRSP/TFSA investments'])}. Risk rating: {'High' if k['pep'] else r.choice(['Low', 'Medium'])}.</p>"]
    truth = _kyc_truth(k)
    if "Gender" not in "".join(out):
        truth["sex"] = None
    return page("".join(out), "", "FINTRAC record"), truth


def _kyc_qc(r, k):
    """Quebec bilingual client identification form (fiche d'identification)."""
    p = k["p"]
    B = k["bank"]
    fd = r.choice([d_iso, d_fr])
    sexfr = {"M": "M — Masculin / Male", "F": "F — Féminin / Female", "X": "X — Non précisé / Unspecified"}
    sof_fr = {"employment": "Emploi / Employment", "business": "Revenus d’entreprise / Business", "investments": "Placements / Investments",
              "inheritance": "Héritage / Inheritance", "pension": "Rente de retraite / Pension", "other": "Autre / Other"}
    css = ".qc td { border:1px solid #335 } .en { font-style:italic; color:#555 } .qh { background:#003d7a; color:#fff; padding:3px 6px; font-weight:bold; margin-top:8px }"

    def lab(fr, en):
        return f"{fr} / <span class='en'>{en}</span>"
    out = [f"<table><tr><td><h1>{E(B[0])}</h1><div class='small'>{E(B[1])}</div></td>"
           f"<td class='right'><b>FICHE D’IDENTIFICATION DU CLIENT</b><br><span class='en'>CLIENT IDENTIFICATION FORM</span><br>Folio {k['cif']}</td></tr></table>",
           f"<div class='qh'>A. {lab('Renseignements personnels', 'Personal information')}</div><table class='qc'>"
           f"<tr>{cell(lab('Nom', 'Surname'), p['surname'].upper())}{cell(lab('Prénom', 'Given name'), p['given'])}{cell(lab('Sexe', 'Sex'), sexfr[p['sex']])}</tr>"
           f"<tr>{cell(lab('Date de naissance', 'Date of birth'), fd(k['dob']))}{cell(lab('Citoyenneté', 'Citizenship'), CNAME[k['nat']])}"
           f"{cell(lab('Pays de résidence', 'Country of residence'), 'Canada')}</tr>"
           f"<tr>{cell(lab('Adresse domiciliaire', 'Home address'), k['addr']['one'], 3)}</tr></table>",
           f"<div class='qh'>B. {lab('Pièce d’identité', 'Identification document')}</div><table class='qc'>"
           f"<tr>{cell(lab('Type', 'Type'), 'Passeport / Passport' if k['id_type'] == 'passport' else 'Carte d’identité nationale / National ID card')}"
           f"{cell(lab('Numéro', 'Number'), k['id_no'])}{cell(lab('Pays émetteur', 'Issuing country'), CNAME[k['issuer']])}{cell(lab('Date d’expiration', 'Expiry date'), fd(k['expiry']))}</tr></table>"
           "<div class='small'>Le NAS n’est pas une pièce d’identité acceptable. <span class='en'>The SIN is not an acceptable identification document.</span></div>",
           f"<div class='qh'>C. {lab('Profil financier', 'Financial profile')}</div><table class='qc'>"
           f"<tr>{cell(lab('Profession', 'Occupation'), k['occ'])}{cell(lab('Employeur', 'Employer'), k['employer'] or 'S.O. / N/A')}</tr>"
           f"<tr>{cell(lab('Revenu annuel brut', 'Gross annual income'), money_fr(k['annual']))}{cell(lab('Provenance des fonds', 'Source of funds'), sof_fr[k['sof']])}</tr>"
           f"<tr>{cell(lab('Numéro d’identification fiscale (NAS)', 'Tax identification number (SIN)'), k['tin'] or 'Non fourni / Not provided')}"
           f"{cell(lab('Personne politiquement vulnérable?', 'Politically exposed person?'), 'Oui / Yes' if k['pep'] else 'Non / No')}</tr></table>",
           f"<p class='small'>Vérifié par / <span class='en'>Verified by</span> : {E(k['officer']['full'])}, le {d_fr(k['opened'])}. "
           "Les renseignements personnels sont protégés conformément à la Loi sur la protection des renseignements personnels dans le secteur privé.</p>"]
    return page("".join(out), css, "fiche"), _kyc_truth(k)


def _mrz_check(s):
    w = [7, 3, 1]
    tot = 0
    for i, ch in enumerate(s):
        v = int(ch) if ch.isdigit() else (ord(ch) - 55 if ch.isalpha() else 0)
        tot += v * w[i % 3]
    return str(tot % 10)


def _mrz(k):
    p = k["p"]
    def clean(s):
        s = s.upper()
        for a, b in [("É", "E"), ("È", "E"), ("Ô", "O"), ("Ç", "C"), ("Ë", "E"), ("À", "A")]:
            s = s.replace(a, b)
        return re.sub(r"[^A-Z]+", "<", s).strip("<")
    l1 = f"P<{k['issuer']}{clean(p['surname'])}<<{clean(p['given'])}"
    l1 = (l1 + "<" * 44)[:44]
    num = (k["id_no"] + "<" * 9)[:9]
    dob = k["dob"].strftime("%y%m%d")
    exp = k["expiry"].strftime("%y%m%d")
    sex = p["sex"] if p["sex"] in "MF" else "<"
    opt = "<" * 14
    part = num + _mrz_check(num) + k["nat"] + dob + _mrz_check(dob) + sex + exp + _mrz_check(exp) + opt + _mrz_check(opt)
    comp = num + _mrz_check(num) + dob + _mrz_check(dob) + exp + _mrz_check(exp) + opt + _mrz_check(opt)
    return l1, part + _mrz_check(comp)


def _kyc_passport_cdd(r, k):
    """CDD form for a non-resident-alien / new customer, followed by a copy of the passport data page."""
    p = k["p"]
    B = k["bank"]
    us = k["ctry"] == "USA"
    fd = d_us if us else d_iso
    out = [f"<h1>{E(B[0])}</h1><h2>Customer Due Diligence (CDD) Questionnaire — Individual</h2>",
           f"<div class='small'>Relationship manager: {E(k['officer']['full'])} &nbsp; Date: {fd(k['opened'])} &nbsp; Customer no. {k['cif']}</div>",
           "<ol>"
           f"<li>Full legal name: <b>{E(p['full'])}</b></li>"
           f"<li>Date of birth ({'MM/DD/YYYY' if us else 'YYYY-MM-DD'}): {fd(k['dob'])}</li>"
           f"<li>Nationality: {CNAME[k['nat']]}</li>"
           f"<li>Residential address: {E(k['addr']['one'])}, {CNAME[k['ctry']]}</li>"
           f"<li>Identity document: see attached copy of the {'passport data page' if k['id_type'] == 'passport' else 'national identity card'}</li>"
           f"<li>Occupation: {E(k['occ'])}" + (f"; employer: {E(k['employer'])}" if k["employer"] else "; no employer (not employed by a third party)") + "</li>"
           f"<li>Gross income: {money(k['monthly'])} per month ({k['ccy']})</li>"
           f"<li>Source of funds: {dict(SOF_LABELS)[k['sof']]}</li>"
           f"<li>Are you a politically exposed person, or a family member / close associate of one? {'Yes' if k['pep'] else 'No'}</li>"
           + (f"<li>Tax identification number: {E(k['tin'])}</li>" if k["tin"] else "<li>Tax identification number: not provided</li>") +
           "</ol>"
           "<p class='small'>Expected account activity, the purpose of the account and the source of the initial deposit have been discussed with the customer. "
           "Adverse-media and sanctions screening completed with no true matches.</p>"]
    if k["id_type"] == "passport":
        l1, l2 = _mrz(k)
        show_sex = p["sex"] in "MF" or True
        out.append("<div class='pb'></div><h2>Copy of passport — data page</h2>"
                   "<div style='border:2px solid #446; padding:10px; width:88%; background:#f4f4fa'>"
                   f"<div class='small'>PASSPORT / PASSEPORT / PASAPORTE &nbsp; Type P &nbsp; Code {k['issuer']} &nbsp; Passport No. <b>{E(k['id_no'])}</b></div>"
                   f"<table><tr>{cell('Surname / Nom', p['surname'].upper())}</tr><tr>{cell('Given names / Prénoms', p['given'].upper())}</tr>"
                   f"<tr>{cell('Nationality / Nationalité', CNAME[k['nat']].upper())}</tr>"
                   f"<tr>{cell('Date of birth / Date de naissance', d_dmy_text(k['dob']))}{cell('Sex / Sexe', p['sex'] if show_sex else '')}</tr>"
                   f"<tr>{cell('Date of issue / Date de délivrance', d_dmy_text(k['issue']))}{cell('Date of expiry / Date d’expiration', d_dmy_text(k['expiry']))}</tr>"
                   f"<tr>{cell('Authority / Autorité', r.choice(['Secretaría de Relaciones Exteriores', 'Ministry of External Affairs', 'HM Passport Office', 'Passport Canada', 'U.S. Department of State', 'Bundesrepublik Deutschland', 'Préfecture', 'DFA Manila', 'Polícia Federal', 'Ministry of Foreign Affairs']))}</tr></table>"
                   f"<div class='mono' style='font-size:10pt;margin-top:8px'>{E(l1)}\n{E(l2)}</div></div>")
    else:
        out.append("<div class='pb'></div><h2>Copy of national identity card (front)</h2>"
                   "<div style='border:2px solid #446; padding:10px; width:70%'>"
                   f"<table><tr>{cell('Apellido / Nom / Surname', p['surname'].upper())}{cell('Nombre / Prénom / Given name', p['given'].upper())}</tr>"
                   f"<tr>{cell('Document No.', k['id_no'])}{cell('Nationality', CNAME[k['nat']].upper())}</tr>"
                   f"<tr>{cell('Date of birth', d_dmy_text(k['dob']))}{cell('Sex', p['sex'])}</tr>"
                   f"<tr>{cell('Valid until', d_dmy_text(k['expiry']))}{cell('Issuing country', CNAME[k['issuer']])}</tr></table></div>")
    return page("".join(out), "", "CDD"), _kyc_truth(k)


def _kyc_cif_print(r, k):
    """Core-banking CIF inquiry screen print (monospace)."""
    p = k["p"]
    B = k["bank"]
    us = k["ctry"] == "USA"
    fd = d_us if us else d_iso
    a = k["addr"]
    sofc = {"employment": "EMP", "business": "BUS", "investments": "INV", "inheritance": "INH", "pension": "PEN", "other": "OTH"}[k["sof"]]
    lines = [f"{'CIF INQUIRY - INDIVIDUAL':<40}{B[0].upper()[:40]:>40}",
             f"{'SCREEN CI0102':<40}{'PRINTED ' + fd(k['opened'] + timedelta(days=r.randint(0, 60))):>40}", "-" * 80,
             f"CIF NUMBER : {k['cif']:<20}  BRANCH : {_digits(r, 3)}   OFFICER : {k['officer']['surname'].upper()[:12]}",
             f"LAST NAME  : {p['surname'].upper()}",
             f"FIRST/MID  : {p['given'].upper()}",
             f"BIRTH DATE : {fd(k['dob'])}      SEX : {p['sex']}      CITIZENSHIP : {k['nat']}",
             f"RESIDENCE  : {k['ctry']}       LANGUAGE : {'EN' if r.random() < 0.8 else 'FR'}",
             "ADDRESS    : " + a["line1"].upper(),
             "             " + f"{a['city']}, {a['state']} {a['zip']}".upper(),
             f"TIN TYPE   : {('SSN' if us and not k['foreign'] else 'ITIN' if us else 'SIN') if k['tin'] else 'NONE'}   TIN : {k['tin'] or '-'}",
             f"ID TYPE    : {'PASSPORT' if k['id_type'] == 'passport' else 'NATL ID CARD'}   ID NO : {k['id_no']}",
             f"ID ISSUER  : {k['issuer']}        ID EXPIRES : {fd(k['expiry'])}   ID ISSUED : {fd(k['issue'])}",
             "-" * 80,
             f"OCCUPATION : {k['occ'].upper()}",
             f"EMPLOYER   : {(k['employer'] or 'NONE').upper()}",
             f"ANNUAL INC : {k['annual']:,.2f} {k['ccy']}     SOURCE OF FUNDS : {sofc}",
             f"PEP FLAG   : {'Y' if k['pep'] else 'N'}     RISK SCORE : {r.randint(5, 95):>3}     CDD REVIEW DUE : {fd(k['opened'] + timedelta(days=365 * r.choice([1, 3])))}",
             "-" * 80,
             "SOURCE OF FUNDS CODES: EMP=EMPLOYMENT BUS=BUSINESS INV=INVESTMENTS INH=INHERITANCE",
             "                       PEN=PENSION OTH=OTHER",
             f"ACCOUNTS   : DDA {_digits(r, 10)}  OPENED {fd(k['opened'])}",
             f"             SAV {_digits(r, 10)}  OPENED {fd(k['opened'])}",
             "*** END OF INQUIRY ***  F3=EXIT  F7=BACK  F8=FWD"]
    body = "<div class='mono' style='font-size:9.5pt'>" + E("\n".join(lines)) + "</div>"
    addr_truth = f"{a['line1']}, {a['city']}, {a['state']} {a['zip']}"
    t = _kyc_truth(k)
    t["residential_address"] = addr_truth
    return page(body, "", "CIF"), t


def _kyc_email(r, k):
    """Relationship manager's e-mail to the KYC/compliance desk, in prose."""
    p = k["p"]
    B = k["bank"]
    us = k["ctry"] == "USA"
    fd = d_us_long if us else r.choice([d_iso, d_long_dm])
    rm = k["officer"]
    sent = k["opened"]
    monthly_only = r.random() < 0.4
    inc_txt = (f"about {money(k['monthly'])} a month gross ({k['ccy']})" if monthly_only else f"{money(k['annual'])} {k['ccy']} per year")
    pronoun = {"M": "He", "F": "She", "X": "They"}[p["sex"]]
    sofw = {"employment": "salary from employment", "business": "income from own business", "investments": "investment income",
            "inheritance": "an inheritance", "pension": "pension income", "other": "other sources (spouse's support)"}[k["sof"]]
    emp_txt = f"works as {E(k['occ'])} at {E(k['employer'])}" if k["employer"] else f"occupation: {E(k['occ'])} (no employer)"
    hdr = (f"<table class='small' style='width:auto'><tr><td><b>From:</b></td><td>{E(rm['full'])}</td></tr>"
           f"<tr><td><b>To:</b></td><td>KYC Onboarding Desk</td></tr><tr><td><b>Cc:</b></td><td>Branch Manager</td></tr>"
           f"<tr><td><b>Date:</b></td><td>{fd(sent)}</td></tr>"
           f"<tr><td><b>Subject:</b></td><td>New client onboarding – {E(p['surname'].upper())} – CIF {k['cif']}</td></tr></table><hr>")
    body = (f"<p>Hello team,</p><p>Please complete onboarding for a new retail client met in branch today. Details as verified:</p>"
            f"<p>Name: {E(p['full'])}. Born {fd(k['dob'])}. {pronoun} holds {CNAME[k['nat']]} citizenship and lives at "
            f"{E(k['addr']['one'])} ({CNAME[k['ctry']]}).</p>"
            f"<p>ID seen in original: {'passport' if k['id_type'] == 'passport' else 'national ID card'} no. {E(k['id_no'])} issued by {CNAME[k['issuer']]}, "
            f"expiring {fd(k['expiry'])}. Copy scanned to the imaging system.</p>"
            f"<p>{pronoun} {emp_txt}, income {inc_txt}. Source of funds is {sofw}. "
            + ("PEP screening returned a confirmed match — the client is a politically exposed person; EDD form attached." if k["pep"] else "Not a PEP, no sanctions hits.")
            + (f" TIN: {E(k['tin'])}." if k["tin"] else " Client did not provide a TIN; self-certification to follow.") + "</p>"
            f"<p>Please note the client's spouse ({E(_person(r, 'US' if us else 'CA')['full'])}) already banks with us and is NOT part of this request.</p>"
            f"<p>Thanks,<br>{E(rm['full'])}<br>Relationship Manager, {E(B[0])}</p>"
            "<p class='small'>This message is intended only for the addressee and may contain confidential information.</p>")
    t = _kyc_truth(k, annual=round(k["monthly"] * 12, 2))
    return page(hdr + body, "body{font-family: Calibri, Arial, sans-serif; font-size:10.5pt}", "email"), t


def _kyc_wrap(fn, regions):
    def make(r):
        return fn(r, _kyc_data(r, r.choice(regions)))
    return make


_reg("kyc_individual", "us_cip_account_opening", _kyc_wrap(_kyc_cip, ["US", "US", "FN"]))
_reg("kyc_individual", "us_beneficial_owner_sheet", _kyc_wrap(_kyc_bo, ["US", "US", "FN"]))
_reg("kyc_individual", "ca_fintrac_record", _kyc_wrap(_kyc_fintrac, ["CA"]))
_reg("kyc_individual", "qc_bilingual_fiche", _kyc_wrap(_kyc_qc, ["QC"]))
_reg("kyc_individual", "cdd_with_passport_page", _kyc_wrap(_kyc_passport_cdd, ["FN", "FN", "US", "CA"]))
_reg("kyc_individual", "cif_inquiry_print", _kyc_wrap(_kyc_cif_print, ["US", "FN", "CA"]))
_reg("kyc_individual", "rm_onboarding_email", _kyc_wrap(_kyc_email, ["US", "CA", "FN"]))


def _kyc_questionnaire(r, k):
    """Numbered KYC questionnaire with tick boxes (US or Canadian bank)."""
    p = k["p"]
    B = k["bank"]
    us = k["ctry"] == "USA"
    fd = d_us if us else d_iso
    monthly = r.random() < 0.5
    qs = [("Legal name (Last, First Middle)", f"{E(p['surname'])}, {E(p['given'])}"),
          (f"Date of birth ({'mm/dd/yyyy' if us else 'yyyy-mm-dd'})", fd(k["dob"])),
          ("Sex", boxes(["Male", "Female", "X"], {"M": "Male", "F": "Female", "X": "X"}[p["sex"]])),
          ("Country of citizenship (ISO code)", k["nat"]),
          ("Permanent residential address", E(k["addr"]["one"])),
          ("Country of residence for tax purposes", CNAME[k["ctry"]]),
          ("Taxpayer identification number", E(k["tin"]) if k["tin"] else "&nbsp;"),
          ("Identity document presented", boxes(["Passport", "National identity card"], "Passport" if k["id_type"] == "passport" else "National identity card")),
          ("Document number / issuing country / expiry", f"{E(k['id_no'])} / {k['issuer']} / {fd(k['expiry'])}"),
          ("Current occupation", E(k["occ"])),
          ("Employer name (leave blank if self-employed, retired or not employed)", E(k["employer"]) if k["employer"] else "&nbsp;"),
          ("Gross monthly income" if monthly else "Gross annual income", f"{money(k['monthly'] if monthly else k['annual'])} {k['ccy']}"),
          ("Net worth (approximate)", f"{money(float(r.randint(2, 400) * 5000))} {k['ccy']}"),
          ("Main source of the funds to be deposited", boxes([s for _, s in SOF_LABELS], dict(SOF_LABELS)[k["sof"]])),
          ("Do you hold, or have you held in the past 20 years, a prominent public function (or are you related to such a person)?", boxes(["Yes", "No"], "Yes" if k["pep"] else "No")),
          ("Will a third party deposit funds into or direct the account?", boxes(["Yes", "No"], "No"))]
    out = [f"<div style='text-align:right' class='small'>{E(B[0])} — Form KYC-IND-{r.randint(2, 9)} (rev. {r.randint(2019, 2024)})</div>",
           "<h1>Know Your Customer Questionnaire — Individuals</h1>",
           "<p class='small'>Please answer every question. Incomplete questionnaires will delay the opening of your account. "
           "Questions marked † are required by law.</p><table class='b'>"]
    for i, (q, a) in enumerate(qs, 1):
        out.append(f"<tr><td style='width:5%'>{i}.</td><td style='width:45%'>{q}{' †' if i < 10 else ''}</td><td>{a}</td></tr>")
    out.append("</table><p class='small'>Office use only — CIF " + k["cif"] + f"; reviewed by {E(k['officer']['full'])} on {fd(k['opened'])}; "
               f"expected annual deposits {money(float(r.randint(1, 60) * 5000))}.</p>")
    t = _kyc_truth(k, annual=round(k["monthly"] * 12, 2))
    return page("".join(out), "", "questionnaire"), t


_reg("kyc_individual", "kyc_questionnaire", _kyc_wrap(_kyc_questionnaire, ["US", "CA", "FN"]))


# ======================================================================================
# LETTERS OF CREDIT
# ======================================================================================
US_LC_BANKS = [("First Atlantic Bank, N.A.", "FATLUS33", "200 Park Avenue, New York, NY 10166"),
               ("Great Lakes National Bank", "GLNBUS44", "1 Monroe Plaza, Chicago, IL 60603"),
               ("Pacific Meridian Bank", "PMBKUS6L", "550 S Hope St, Los Angeles, CA 90071"),
               ("Lone Star Commerce Bank", "LSCBUS4H", "700 Louisiana St, Houston, TX 77002")]
CA_LC_BANKS = [("Dominion Coast Bank", "DCBKCATT", "200 Bay St, Toronto, ON M5J 2J5"),
               ("Banque Saint-Laurent", "BSLQCAMM", "1250 boul. René-Lévesque O, Montréal, QC H3B 4W8"),
               ("Prairie Trust Company", "PRTCCAC2", "700 2 St SW, Calgary, AB T2P 2W2")]
FOREIGN_BANKS = [("Shanghai Pudong Commercial Bank", "SPCBCNSH"), ("Bank of Saigon Trade", "BSTRVNVX"),
                 ("Nordrhein Handelsbank AG", "NRHBDEFF"), ("Banco Industrial del Bajío", "BIDBMXMM"),
                 ("Anatolia Export Bank", "ANEXTRIS"), ("Pusan Maritime Bank", "PMBKKRSE"), ("Chennai Mercantile Bank", "CHMBINBB")]
IMPORTERS_US = [("Harborline Home Goods Inc.", "US"), ("Ozark Outdoor Equipment LLC", "US"), ("Cascadia Bicycle Works Corp.", "US"),
                ("Magnolia Textile Distributors, Inc.", "US"), ("Great Basin Solar Supply LLC", "US")]
IMPORTERS_CA = [("Maple Crest Appliances Ltd.", "CA"), ("Distributions Beaurivage inc.", "QC"), ("Northwind Marine Supply Ltd.", "CA"),
                ("Rocky Mountain Tile & Stone Inc.", "CA")]
EXPORTERS = [("Ningbo Everbright Housewares Co., Ltd.", "No. 88 Yinxian Avenue, Yinzhou District, Ningbo, Zhejiang 315100, China", "NINGBO, CHINA", "SHANGHAI, CHINA"),
             ("Saigon Pacific Garment Joint Stock Company", "Lot C4, Tan Thuan Export Processing Zone, District 7, Ho Chi Minh City, Vietnam", "HO CHI MINH CITY, VIETNAM", "CAT LAI PORT, VIETNAM"),
             ("Rheinmetallwerk Solingen GmbH", "Industriestrasse 14, 42655 Solingen, Germany", "SOLINGEN, GERMANY", "HAMBURG, GERMANY"),
             ("Aceros del Norte S.A. de C.V.", "Av. Industrial 1450, Parque Industrial, 66600 Apodaca, N.L., Mexico", "MONTERREY, MEXICO", "MANZANILLO, MEXICO"),
             ("Busan Precision Marine Co., Ltd.", "45 Gwangbok-ro, Jung-gu, Busan 48953, Korea", "BUSAN, KOREA", "BUSAN, KOREA"),
             ("Tirupur Knitwear Exports Pvt. Ltd.", "12/4 Avinashi Road, Tirupur 641602, Tamil Nadu, India", "TIRUPUR, INDIA", "CHENNAI, INDIA")]
GOODS = ["12,400 SETS STAINLESS STEEL COOKWARE, 7-PIECE, MODEL EB-770, AS PER PROFORMA INVOICE NO. {pi}",
         "COTTON KNIT T-SHIRTS AND HOODIES, 38,000 PCS, ASSORTED SIZES AND COLOURS, AS PER PURCHASE ORDER {pi}",
         "INDUSTRIAL CNC MILLING MACHINE MODEL RW-5X, 2 UNITS, INCLUDING TOOLING AND SPARE PARTS, AS PER CONTRACT {pi}",
         "HOT-ROLLED STEEL COILS, ASTM A1011 CS TYPE B, 1,850 METRIC TONS, +/- 10 PCT, AS PER SALES CONTRACT {pi}",
         "MARINE DECK HARDWARE AND ANCHOR WINCHES AS PER PROFORMA INVOICE {pi} DATED {pid}",
         "MONOCRYSTALLINE SOLAR MODULES 410W, 3,600 PIECES, AS PER ORDER {pi}"]
DOCS = ["SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS AND 2 COPIES INDICATING THE CREDIT NUMBER",
        "FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {bank}, MARKED FREIGHT COLLECT AND NOTIFY APPLICANT",
        "PACKING LIST IN 3 COPIES SHOWING GROSS AND NET WEIGHT OF EACH PACKAGE",
        "CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE",
        "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE, ENDORSED IN BLANK, FOR 110 PCT OF CIF VALUE, COVERING INSTITUTE CARGO CLAUSES (A)",
        "BENEFICIARY'S CERTIFICATE STATING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN 5 DAYS AFTER SHIPMENT",
        "INSPECTION CERTIFICATE ISSUED BY SGS OR BUREAU VERITAS",
        "CANADA CUSTOMS INVOICE (CI1) DULY COMPLETED",
        "AIR WAYBILL CONSIGNED TO THE APPLICANT MARKED FREIGHT PREPAID"]
DESTS_US = ["LOS ANGELES, CA", "LONG BEACH, CA", "SAVANNAH, GA", "HOUSTON, TX", "NEWARK, NJ", "SEATTLE, WA"]
DESTS_CA = ["VANCOUVER, BC", "MONTREAL, QC", "HALIFAX, NS", "PRINCE RUPERT, BC", "TORONTO, ON"]


def _lc_data(r, region, standby=False):
    issuer = r.choice(US_LC_BANKS if region == "US" else CA_LC_BANKS)
    imp = r.choice(IMPORTERS_US if region == "US" else IMPORTERS_CA)
    ia = _address(r, imp[1] if imp[1] != "US" else "US", 0.0)
    ia_one = ia["one"]
    exp = r.choice(EXPORTERS)
    fb = r.choice(FOREIGN_BANKS)
    issue = _rand_date(r, date(2023, 3, 1), date(2025, 11, 15))
    expiry = issue + timedelta(days=r.choice([90, 120, 150, 180, 270, 365]))
    ccy = "EUR" if "Germany" in exp[1] and r.random() < 0.6 else "USD" if region == "US" or r.random() < 0.6 else "CAD"
    amount = float(r.randint(40, 2500) * 1000 + r.choice([0, 0, 250, 500, 750.5]))
    pi = f"{_letters(r, 2)}-{_digits(r, 5)}"
    if standby:
        form = "IRREVOCABLE STANDBY"
        rules = "ISP LATEST VERSION"
        goods = (f"STANDBY LETTER OF CREDIT SECURING THE PAYMENT OBLIGATIONS OF THE APPLICANT UNDER "
                 f"{r.choice(['SUPPLY AGREEMENT', 'MASTER PURCHASE AGREEMENT', 'DISTRIBUTION AGREEMENT'])} NO. {pi} DATED {d_dmy_text(issue - timedelta(days=r.randint(10, 90)))}")
        docs = ["BENEFICIARY'S SIGNED STATEMENT CERTIFYING THAT THE APPLICANT HAS FAILED TO PAY THE AMOUNT DEMANDED WITHIN 30 DAYS OF THE DUE DATE"]
        if r.random() < 0.6:
            docs.append("COPY OF THE UNPAID COMMERCIAL INVOICE(S)")
        pol = pod = lsd = None
        partial = r.choice([None, None, "ALLOWED"])
        tranship = None
        pres = r.choice([None, None, 15])
        tol = (None, None)
        avail_by = "BY PAYMENT"
        avail_with = issuer[0].upper() if r.random() < 0.6 else issuer[1]
        exp_place = r.choice(["AT OUR COUNTERS", issuer[2].split(",")[-2].strip().upper() if region == "US" else "TORONTO"])
        confirm = r.choice(["WITHOUT", "WITHOUT", "MAY ADD"])
    else:
        form = r.choice(["IRREVOCABLE"] * 4 + ["IRREVOCABLE TRANSFERABLE"])
        rules = r.choice(["UCP LATEST VERSION"] * 6 + ["EUCP LATEST VERSION"])
        goods = r.choice(GOODS).format(pi=pi, pid=d_dmy_text(issue - timedelta(days=20)))
        n = r.randint(0, 6) if r.random() < 0.9 else 0
        if r.random() < 0.1:
            n = 0
        pool = [x for x in DOCS if ("CANADA" not in x or region != "US")]
        docs = [x.format(bank=issuer[0].upper()) for x in ([pool[0], pool[1]] + r.sample(pool[2:], 6))[:n]] if n else []
        pol = exp[3] if r.random() < 0.9 else None
        pod = r.choice(DESTS_US if region == "US" else DESTS_CA) if r.random() < 0.9 else None
        lsd = expiry - timedelta(days=r.choice([15, 21, 30])) if r.random() < 0.85 else None
        partial = r.choice(["ALLOWED", "NOT ALLOWED", "NOT ALLOWED", None])
        tranship = r.choice(["ALLOWED", "NOT ALLOWED", "CONDITIONAL", None])
        pres = r.choice([21, 21, 15, 10, None])
        tol = r.choice([(None, None), (None, None), (5, 5), (10, 10), (10, 0)])
        avail_by = r.choice(["BY NEGOTIATION", "BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY NEGOTIATION"])
        avail_with = r.choice(["ANY BANK", fb[0].upper(), fb[1], issuer[0].upper()])
        exp_place = r.choice([exp[2].split(",")[-1].strip(), exp[2], "AT THE COUNTERS OF THE NEGOTIATING BANK"]) if avail_with == "ANY BANK" else r.choice([exp[2], exp[2].split(",")[-1].strip()])
        confirm = r.choice(["WITHOUT", "WITHOUT", "CONFIRM", "MAY ADD"])
    prefix = {"US": r.choice(["ILC", "IMP", "SLC" if standby else "DC"]), "CA": r.choice(["DC", "LC", "SB" if standby else "TF"])}["US" if region == "US" else "CA"]
    lcno = r.choice([f"{prefix}{_digits(r, 8)}", f"{prefix}-{issue.year}-{_digits(r, 5)}", f"{_digits(r, 3)}{prefix}{_digits(r, 6)}"])
    return {"issuer": issuer, "app": (imp[0], ia_one, ia), "ben": (exp[0], exp[1]), "fb": fb, "issue": issue, "expiry": expiry,
            "exp_place": exp_place, "ccy": ccy, "amount": amount, "form": form, "rules": rules, "goods": goods, "docs": docs,
            "pol": pol, "pod": pod, "lsd": lsd, "partial": partial, "tranship": tranship, "pres": pres, "tol": tol,
            "avail_by": avail_by, "avail_with": avail_with, "confirm": confirm, "lcno": lcno, "region": region, "standby": standby,
            "pi": pi, "app_ref": f"PO {_digits(r, 6)}", "region_us": region == "US"}


def _lc_truth(c):
    return {"lc_number": c["lcno"], "form_of_credit": c["form"], "date_of_issue": d_iso(c["issue"]), "applicable_rules": c["rules"],
            "expiry_date": d_iso(c["expiry"]), "expiry_place": c["exp_place"],
            "applicant": {"name": c["app"][0], "address": c["app"][1]}, "beneficiary": {"name": c["ben"][0], "address": c["ben"][1]},
            "currency": c["ccy"], "amount": c["amount"], "tolerance_plus_percent": c["tol"][0], "tolerance_minus_percent": c["tol"][1],
            "available_with": c["avail_with"], "available_by": c["avail_by"], "partial_shipments": c["partial"],
            "transhipment": c["tranship"], "port_of_loading": c["pol"], "port_of_discharge": c["pod"],
            "latest_shipment_date": d_iso(c["lsd"]) if c["lsd"] else None, "goods_description": c["goods"],
            "documents_required": list(c["docs"]), "presentation_period_days": c["pres"], "confirmation_instructions": c["confirm"]}


def _wrap_lines(text, width=65):
    words, lines, cur = text.split(), [], ""
    for w in words:
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}".strip()
    if cur:
        lines.append(cur)
    return lines


def _mt700_fields(c, with_names=False):
    """(tag, name, lines) of the MT700 fields as stated by this credit."""
    f = [("27", "Sequence of Total", ["1/1"]), ("40A", "Form of Documentary Credit", [c["form"]]),
         ("20", "Documentary Credit Number", [c["lcno"]]), ("31C", "Date of Issue", [d_swift(c["issue"])]),
         ("40E", "Applicable Rules", [c["rules"]]),
         ("31D", "Date and Place of Expiry", [d_swift(c["expiry"]) + c["exp_place"]]),
         ("50", "Applicant", [c["app"][0].upper()] + _wrap_lines(c["app"][1].upper(), 35)),
         ("59", "Beneficiary - Name & Address", [c["ben"][0].upper()] + _wrap_lines(c["ben"][1].upper(), 35)),
         ("32B", "Currency Code, Amount", [c["ccy"] + swift_amt(c["amount"])])]
    if c["tol"][0] is not None:
        f.append(("39A", "Percentage Credit Amount Tolerance", [f"{c['tol'][0]:02d}/{c['tol'][1]:02d}"]))
    aw = c["avail_with"]
    f.append(("41D" if len(aw) != 8 else "41A", "Available With ... By ...", [aw, c["avail_by"]]))
    if c["avail_by"] in ("BY NEGOTIATION", "BY ACCEPTANCE"):
        f.append(("42C", "Drafts at ...", [r_choice_draft(c)]))
        f.append(("42A" if c["region_us"] else "42D", "Drawee", [c["issuer"][1] if c["region_us"] else c["issuer"][0].upper()]))
    if c["partial"]:
        f.append(("43P", "Partial Shipments", [c["partial"]]))
    if c["tranship"]:
        f.append(("43T", "Transhipment", [c["tranship"]]))
    if c["pol"]:
        f.append(("44E", "Port of Loading/Airport of Departure", [c["pol"]]))
    if c["pod"]:
        f.append(("44F", "Port of Discharge/Airport of Destination", [c["pod"]]))
    if c["lsd"]:
        f.append(("44C", "Latest Date of Shipment", [d_swift(c["lsd"])]))
    f.append(("45A", "Description of Goods and/or Services", _wrap_lines(c["goods"], 65)))
    if c["docs"]:
        lines = []
        for dd in c["docs"]:
            w = _wrap_lines(dd, 63)
            lines.append("+" + w[0])
            lines.extend(w[1:])
        f.append(("46A", "Documents Required", lines))
    f.append(("47A", "Additional Conditions", _wrap_lines("+ALL DOCUMENTS MUST BE ISSUED IN ENGLISH. +A DISCREPANCY FEE OF USD 100.00 WILL BE DEDUCTED FROM "
                                                          "PROCEEDS FOR EACH PRESENTATION OF DISCREPANT DOCUMENTS.", 65)))
    f.append(("71D", "Charges", ["ALL BANKING CHARGES OUTSIDE", "ISSUING BANK ARE FOR BENEFICIARY"]))
    if c["pres"] is not None:
        f.append(("48", "Period for Presentation in Days", [f"{c['pres']}/AFTER DATE OF SHIPMENT" if not c["standby"] else str(c["pres"])]))
    f.append(("49", "Confirmation Instructions", [c["confirm"]]))
    f.append(("78", "Instructions to the Paying/Accepting/Negotiating Bank",
              _wrap_lines("UPON RECEIPT OF COMPLYING DOCUMENTS AT OUR COUNTERS WE WILL REMIT PROCEEDS AS PER YOUR INSTRUCTIONS.", 65)))
    return f


def r_choice_draft(c):
    return "SIGHT" if c["avail_by"] == "BY NEGOTIATION" else "60 DAYS AFTER B/L DATE"


def _lc_mt700_raw(r, c):
    rcv = c["fb"][1] if r.random() < 0.7 else "CHASUS33"
    head = (f"{{1:F01{c['issuer'][1]}AXXX{_digits(r, 4)}{_digits(r, 6)}}}{{2:I700{rcv}XXXXN}}{{3:{{108:{_letters(r, 4)}{_digits(r, 8)}}}}}{{4:")
    lines = [head]
    for tag, _, vals in _mt700_fields(c):
        lines.append(f":{tag}:{vals[0]}")
        lines.extend(vals[1:])
    lines.append(f"-}}{{5:{{CHK:{_letters(r, 4)}{_digits(r, 8)}}}}}")
    body = ("<div class='small'>Message print — " + E(c["issuer"][0]) + " — Trade Services</div>"
            "<div class='mono'>" + E("\n".join(lines)) + "</div>")
    return page(body, "", "MT700"), _lc_truth(c)


def _lc_alliance(r, c):
    """SWIFT Alliance-style instance print with field names and expanded dates."""
    iss = c["issuer"]
    uetr = f"{_digits(r, 8)}-{_digits(r, 4)}-4{_digits(r, 3)}-a{_digits(r, 3)}-{_digits(r, 12)}"
    W = []
    W.append("------------------------- Instance Type and Transmission --------------")
    W.append(f"Notification (Transmission) of Original sent to SWIFT (ACK)\nNetwork Delivery Status  : Network Ack\nPriority/Delivery        : Normal\n"
             f"Message Input Reference  : {d_swift(c['issue'])}{r.randint(1000, 2359)}{iss[1]}AXXX{_digits(r, 10)}")
    W.append("--------------------------- Message Header ----------------------------")
    W.append(f"Swift Input            : FIN 700 Issue of a Documentary Credit\nSender   : {iss[1]}XXX\n           {iss[0].upper()}\n           {iss[2].upper()}\n"
             f"Receiver : {c['fb'][1]}XXX\n           {c['fb'][0].upper()}\nUETR: {uetr}")
    W.append("--------------------------- Message Text ------------------------------")
    for tag, name, vals in _mt700_fields(c, True):
        if tag == "31C":
            vals = [f"{d_swift(c['issue'])}", f"{d_dmy_text(c['issue'])}"]
        if tag == "31D":
            vals = [f"Date : {d_swift(c['expiry'])}  {d_dmy_text(c['expiry'])}", f"Place: {c['exp_place']}"]
        if tag == "32B":
            vals = [f"Currency : {c['ccy']}", f"Amount   : #{swift_amt(c['amount'])}#"]
        if tag == "44C":
            vals = [f"{d_swift(c['lsd'])}  {d_dmy_text(c['lsd'])}"]
        W.append(f"F{tag}: {name}")
        W.extend("        " + v for v in vals)
    W.append("--------------------------- Message Trailer ---------------------------")
    W.append(f"{{CHK:{_letters(r, 2)}{_digits(r, 10)}}}\nPKI Signature: MAC-Equivalent")
    body = "<div class='mono' style='font-size:8.6pt'>" + E("\n".join(W)) + "</div>"
    return page(body, "", "Alliance"), _lc_truth(c)


_SHIP_WORDS = {"ALLOWED": "allowed", "NOT ALLOWED": "not allowed", "CONDITIONAL": "conditional"}
_BY_WORDS = {"BY PAYMENT": "by sight payment", "BY ACCEPTANCE": "by acceptance of drafts", "BY NEGOTIATION": "by negotiation",
             "BY DEF PAYMENT": "by deferred payment", "BY MIXED PYMT": "by mixed payment"}


def _lc_letter(r, c):
    """Issuing bank's letter of credit (US or Canadian bank letterhead), prose plus term list."""
    iss = c["issuer"]
    us = c["region_us"]
    fd = (d_us_long if r.random() < 0.6 else d_us) if us else r.choice([d_iso, d_long_dm])
    amt = f"{c['ccy']} {c['amount']:,.2f}"
    sb = c["standby"]
    title = "IRREVOCABLE STANDBY LETTER OF CREDIT" if sb else ("IRREVOCABLE TRANSFERABLE DOCUMENTARY CREDIT" if "TRANSFERABLE" in c["form"] else "IRREVOCABLE DOCUMENTARY CREDIT")
    rules_txt = {"UCP LATEST VERSION": "the Uniform Customs and Practice for Documentary Credits, 2007 Revision, ICC Publication No. 600 (UCP 600)",
                 "EUCP LATEST VERSION": "the eUCP Version 2.0 supplement to UCP 600",
                 "ISP LATEST VERSION": "the International Standby Practices 1998, ICC Publication No. 590 (ISP98)", "OTHR": "other rules"}[c["rules"]]
    out = [f"<div style='border-bottom:2px solid #1f3b63;display:flex;justify-content:space-between'><div><h1>{E(iss[0])}</h1>"
           f"<div class='small'>Global Trade Services • {E(iss[2])} • SWIFT {iss[1]}</div></div>"
           f"<div class='small right'>Our ref.: {E(c['lcno'])}<br>Your ref.: {E(c['app_ref'])}</div></div>",
           f"<p>{fd(c['issue'])}</p>",
           f"<p><b>To (Beneficiary):</b><br>{E(c['ben'][0])}<br>{E(c['ben'][1])}</p>",
           f"<p><b>Advised through:</b> {E(c['fb'][0])} (SWIFT {c['fb'][1]})</p>",
           f"<h2 style='text-align:center'>{title} No. {E(c['lcno'])}</h2>",
           f"<p>Dear Sirs / Mesdames,</p><p>At the request and for the account of <b>{E(c['app'][0])}</b>, {E(c['app'][1])} (the “Applicant”), "
           f"we hereby issue in your favor our {title.lower()} number {E(c['lcno'])} for an amount not exceeding {amt}"
           + (f" ({c['tol'][0]} percent more or {c['tol'][1]} percent less is acceptable)" if c["tol"][0] is not None else "") +
           f", dated {fd(c['issue'])} and expiring on {fd(c['expiry'])} at {E(c['exp_place'])}.</p>"]
    if sb:
        out.append(f"<p>This standby letter of credit is issued in connection with: {E(c['goods'])}.</p>"
                   f"<p>Funds under this standby are available with {E(c['avail_with'])} {_BY_WORDS[c['avail_by']]} against presentation of the following "
                   f"document(s):</p><ol>" + "".join(f"<li>{E(x)}</li>" for x in c["docs"]) + "</ol>"
                   + (f"<p>Partial drawings are {_SHIP_WORDS[c['partial']]}.</p>" if c["partial"] else "")
                   + (f"<p>Documents must be presented within {c['pres']} days of the date of demand.</p>" if c["pres"] is not None else ""))
    else:
        terms = [("Available with", f"{E(c['avail_with'])} {_BY_WORDS[c['avail_by']]}")]
        if c["partial"]:
            terms.append(("Partial shipments", _SHIP_WORDS[c["partial"]]))
        if c["tranship"]:
            terms.append(("Transhipment", _SHIP_WORDS[c["tranship"]]))
        if c["pol"]:
            terms.append(("Port of loading", E(c["pol"])))
        if c["pod"]:
            terms.append(("Port of discharge", E(c["pod"])))
        if c["lsd"]:
            terms.append(("Latest shipment date", fd(c["lsd"])))
        terms.append(("Covering", E(c["goods"])))
        out.append("<table style='width:95%'>" + "".join(f"<tr><td style='width:28%'><b>{a}:</b></td><td>{b}</td></tr>" for a, b in terms) + "</table>")
        if c["docs"]:
            out.append("<p>Documents required:</p><ol>" + "".join(f"<li>{E(x)}</li>" for x in c["docs"]) + "</ol>")
        else:
            out.append("<p>Documents required: drafts only (no documents other than the draft are required).</p>")
        if c["pres"] is not None:
            out.append(f"<p>Documents must be presented within {c['pres']} days after the date of shipment but within the validity of this credit.</p>")
    conf = {"CONFIRM": "The advising bank is requested to add its confirmation to this credit.",
            "MAY ADD": "The advising bank may add its confirmation to this credit at the beneficiary's request and cost.",
            "WITHOUT": "This credit is advised without the addition of confirmation by the advising bank."}[c["confirm"]]
    out.append(f"<p>{conf}</p><p>This credit is subject to {rules_txt}.</p>"
               "<p>We hereby engage with you that documents presented in compliance with the terms and conditions of this credit will be duly honored.</p>"
               f"<p>Very truly yours,<br><br>{E(iss[0])}<br>______________________ &nbsp; ______________________<br>Authorized Signature &nbsp;&nbsp; Authorized Signature</p>"
               "<p class='small'>Please address all correspondence regarding this credit to Trade Services, quoting our reference number. "
               f"Telephone inquiries: {'1-800-' + _digits(r, 3) + '-' + _digits(r, 4)}.</p>")
    return page("".join(out), "body{font-family: Georgia, 'Times New Roman', serif; font-size:10pt}", "LC letter"), _lc_truth(c)


def _lc_advice(r, c):
    """Advising bank's advice of an MT700 (bank-branded, field table with tag numbers)."""
    us = c["region_us"]
    adv = r.choice(CA_LC_BANKS if not us else US_LC_BANKS)
    fd = d_us if us else d_iso
    rows = []
    for tag, name, vals in _mt700_fields(c, True):
        if tag in ("31C",):
            vals = [fd(c["issue"])]
        elif tag == "31D":
            vals = [f"{fd(c['expiry'])} {c['exp_place']}"]
        elif tag == "44C":
            vals = [fd(c["lsd"])]
        elif tag == "32B":
            vals = [f"{c['ccy']} {c['amount']:,.2f}"]
        rows.append(f"<tr><td class='nw'>{tag}</td><td>{E(name)}</td><td>{'<br>'.join(E(v) for v in vals)}</td></tr>")
    out = [f"<div style='background:#0b5a3c;color:#fff;padding:6px'><b style='font-size:13pt'>{E(adv[0])}</b> &nbsp; Trade Finance — Import/Export Operations<br>"
           f"<span class='small' style='color:#fff'>{E(adv[2])}</span></div>",
           f"<h2>ADVICE OF {'STANDBY LETTER OF CREDIT' if c['standby'] else 'DOCUMENTARY CREDIT'}</h2>",
           f"<table style='width:100%'><tr><td>Our advice no.: AD{_digits(r, 9)}<br>Date of advice: {fd(c['issue'] + timedelta(days=r.randint(1, 4)))}</td>"
           f"<td>Issuing bank: {E(c['issuer'][0])} ({c['issuer'][1]})<br>Issuing bank ref.: {E(c['lcno'])}</td></tr></table>",
           "<p>We have been requested to advise you of the following credit received by authenticated SWIFT message. "
           + ("We have added our confirmation to this credit." if c["confirm"] == "CONFIRM" and r.random() < 0.5 else "This advice conveys no engagement on our part.")
           + "</p><table class='b'><tr><th>Tag</th><th>Field</th><th>Content</th></tr>" + "".join(rows) + "</table>",
           "<p class='small'>Please examine the credit terms carefully. Should you be unable to comply with any of the terms, please contact the applicant "
           "directly to arrange an amendment. Our charges of CAD 150.00 for advising are for your account.</p>"]
    return page("".join(out), "", "advice"), _lc_truth(c)


def _lc_email(r, c):
    """Trade operations e-mail summarising the issued credit to a customer's logistics team."""
    us = c["region_us"]
    fd = d_us_long if us else d_iso
    iss = c["issuer"]
    off = _person(r, "US" if us else "CA")
    lines = [f"Credit no.: {E(c['lcno'])} ({c['form'].lower()})", f"Issued: {fd(c['issue'])} — subject to {c['rules']}",
             f"Beneficiary: {E(c['ben'][0])}, {E(c['ben'][1])}", f"Amount: {c['ccy']} {c['amount']:,.2f}"
             + (f" (+{c['tol'][0]}%/-{c['tol'][1]}%)" if c["tol"][0] is not None else ""),
             f"Expiry: {fd(c['expiry'])}, place of expiry {E(c['exp_place'])}",
             f"Available with: {E(c['avail_with'])} — {c['avail_by']}"]
    if c["lsd"]:
        lines.append(f"Latest shipment: {fd(c['lsd'])}")
    if c["pol"]:
        lines.append(f"Loading: {E(c['pol'])}")
    if c["pod"]:
        lines.append(f"Discharge: {E(c['pod'])}")
    if c["partial"]:
        lines.append(f"Partials: {c['partial']}")
    if c["tranship"]:
        lines.append(f"Transhipment: {c['tranship']}")
    if c["pres"] is not None:
        lines.append(f"Presentation period: {c['pres']} days")
    lines.append(f"Confirmation: {c['confirm']}")
    body = (f"<table class='small' style='width:auto'><tr><td><b>From:</b></td><td>{E(off['full'])} — {E(iss[0])} Trade Services</td></tr>"
            f"<tr><td><b>To:</b></td><td>{E(c['app'][0])} — Accounts Payable / Logistics</td></tr>"
            f"<tr><td><b>Sent:</b></td><td>{fd(c['issue'])}</td></tr><tr><td><b>Subject:</b></td><td>Your LC application {E(c['app_ref'])} — credit issued</td></tr></table><hr>"
            f"<p>Good afternoon,</p><p>We confirm that your credit has been issued today by SWIFT MT700 to {E(c['fb'][0])}. "
            f"Applicant as per our records: {E(c['app'][0])}, {E(c['app'][1])}. Key terms below:</p><ul>"
            + "".join(f"<li>{x}</li>" for x in lines) + "</ul>"
            f"<p>Goods: {E(c['goods'])}</p>"
            + (("<p>Documents called for:</p><ol>" + "".join(f"<li>{E(x)}</li>" for x in c["docs"]) + "</ol>") if c["docs"] else "<p>No documents are called for other than the draft.</p>")
            + f"<p>Your account will be debited for the issuance commission of {c['ccy']} {max(250.0, round(c['amount'] * 0.00125, 2)):,.2f}. "
            f"Please review and let us know of any amendment required.</p><p>Regards,<br>{E(off['full'])}<br>Trade Operations Specialist<br>{E(iss[2])}</p>")
    return page(body, "body{font-family: Calibri, Arial, sans-serif; font-size:10.5pt}", "email"), _lc_truth(c)


def _lc_bilingual(r, c):
    """Canadian bank bilingual (French/English) issuance notice in a two-column table."""
    iss = c["issuer"]
    fd = r.choice([d_iso, d_fr])
    byfr = {"BY PAYMENT": "PAR PAIEMENT / BY PAYMENT", "BY ACCEPTANCE": "PAR ACCEPTATION / BY ACCEPTANCE", "BY NEGOTIATION": "PAR NÉGOCIATION / BY NEGOTIATION",
            "BY DEF PAYMENT": "PAR PAIEMENT DIFFÉRÉ / BY DEF PAYMENT", "BY MIXED PYMT": "PAR PAIEMENT MIXTE / BY MIXED PYMT"}
    shipfr = {"ALLOWED": "AUTORISÉES / ALLOWED", "NOT ALLOWED": "INTERDITES / NOT ALLOWED", "CONDITIONAL": "CONDITIONNELLES / CONDITIONAL"}
    rows = [("Numéro du crédit / Credit number", E(c["lcno"])), ("Forme du crédit / Form of credit", c["form"]),
            ("Date d’émission / Date of issue", fd(c["issue"])), ("Règles applicables / Applicable rules", c["rules"]),
            ("Date et lieu d’échéance / Expiry date and place", f"{fd(c['expiry'])} — {E(c['exp_place'])}"),
            ("Donneur d’ordre / Applicant", f"{E(c['app'][0])}<br>{E(c['app'][1])}"),
            ("Bénéficiaire / Beneficiary", f"{E(c['ben'][0])}<br>{E(c['ben'][1])}"),
            ("Montant / Amount", f"{money_fr(c['amount'], ' ' + c['ccy'])}")]
    if c["tol"][0] is not None:
        rows.append(("Tolérance / Tolerance", f"+{c['tol'][0]} % / -{c['tol'][1]} %"))
    rows.append(("Réalisable auprès de / Available with", f"{E(c['avail_with'])} — {byfr[c['avail_by']]}"))
    if c["partial"]:
        rows.append(("Expéditions partielles / Partial shipments", shipfr[c["partial"]]))
    if c["tranship"]:
        rows.append(("Transbordement / Transhipment", shipfr[c["tranship"]]))
    if c["pol"]:
        rows.append(("Port de chargement / Port of loading", E(c["pol"])))
    if c["pod"]:
        rows.append(("Port de déchargement / Port of discharge", E(c["pod"])))
    if c["lsd"]:
        rows.append(("Date limite d’expédition / Latest shipment date", fd(c["lsd"])))
    rows.append(("Marchandises / Goods", E(c["goods"])))
    rows.append(("Documents exigés / Documents required", ("<ol>" + "".join(f"<li>{E(x)}</li>" for x in c["docs"]) + "</ol>") if c["docs"] else "AUCUN / NONE"))
    if c["pres"] is not None:
        rows.append(("Délai de présentation / Presentation period", f"{c['pres']} jours / days"))
    rows.append(("Instructions de confirmation / Confirmation", c["confirm"]))
    out = [f"<h1>{E(iss[0])}</h1><div class='small'>{E(iss[2])} — SWIFT {iss[1]}</div>",
           f"<h2>AVIS D’ÉMISSION DE CRÉDIT {'DE SOUTIEN' if c['standby'] else 'DOCUMENTAIRE'} / NOTICE OF ISSUANCE OF {'STANDBY' if c['standby'] else 'DOCUMENTARY'} CREDIT</h2>",
           "<table class='b'>" + "".join(f"<tr><th style='width:34%;text-align:left'>{a}</th><td>{b}</td></tr>" for a, b in rows) + "</table>",
           "<p class='small'>Frais bancaires hors Canada à la charge du bénéficiaire. / Banking charges outside Canada are for the beneficiary's account. "
           "Le présent avis est émis à titre informatif; seul le message SWIFT authentifié fait foi. / This notice is for information only; the authenticated "
           "SWIFT message governs.</p>"]
    return page("".join(out), "", "avis"), _lc_truth(c)


def _lc_wrap(fn, regions, standby_p=0.15):
    def make(r):
        region = r.choice(regions)
        return fn(r, _lc_data(r, region, r.random() < standby_p))
    return make


_reg("letter_of_credit", "mt700_raw_message", _lc_wrap(_lc_mt700_raw, ["US", "CA"]))
_reg("letter_of_credit", "alliance_instance_print", _lc_wrap(_lc_alliance, ["US", "CA"]))
_reg("letter_of_credit", "us_bank_issuance_letter", _lc_wrap(_lc_letter, ["US"], 0.0))
_reg("letter_of_credit", "standby_isp98_letter", _lc_wrap(_lc_letter, ["US", "CA"], 1.0))
_reg("letter_of_credit", "ca_bank_issuance_letter", _lc_wrap(_lc_letter, ["CA"], 0.1))
_reg("letter_of_credit", "advising_bank_advice", _lc_wrap(_lc_advice, ["US", "CA"]))
_reg("letter_of_credit", "trade_ops_email", _lc_wrap(_lc_email, ["US", "CA"]))
_reg("letter_of_credit", "ca_bilingual_notice", _lc_wrap(_lc_bilingual, ["CA"]))
