"""Multi-document bank files ("packets") with their extraction truth.

Banks rarely receive one clean form.  They receive ONE PDF holding several documents of
different kinds, one after the other.  This module writes such packets for the three types of
docs/CONTRACT.md, each sub-document in its own visual style, with distractors everywhere
(other parties, the bank's own address, previous addresses and employers, other dates and
amounts, signatories, boilerplate, headers and footers, reference numbers).

How each truth field is determined when several documents of the packet state it
-------------------------------------------------------------------------------
kyc_individual (branch packet: cover/checklist, account-opening / CDD form, copy of the identity
document, utility bill, payslip or employer letter or pension statement, bank statement page)
  * The account-opening / CDD form is authoritative for the customer's declared data:
    full name, residential (current) address, country of residence, occupation, employer,
    income, source of funds, PEP status and tax identification number.
  * Identity fields (document type and number, issuing country, expiry, date of birth, sex,
    nationality) are those of the identity document used for the account: where the form
    copies them they equal the ID copy; in some layouts the form only says "copy attached" and
    the ID copy is the only page stating them.  Sex is null only where neither form nor ID copy
    states it (a packet whose ID copy was sighted but not attached).
  * The utility bill may be addressed to a PREVIOUS address (the form then lists it as the
    previous address); it never changes residential_address.  Payslips, employer letters and
    statements state other amounts (net pay, deductions, balances): annual_income is the income
    the form declares, or twelve times the monthly income when the form states only a monthly
    figure (CONTRACT.md).  employer_name is null for the self-employed, retired and investors.
letter_of_credit (credit file: beneficiary's covering letter, advising bank's advice, the MT700
or the issuing bank's letter, the applicant's proforma invoice, a packing list)
  * The MT700 content (the raw/printed message, or the issuing bank's letter of issue where no
    message is in the file) is authoritative for every field.  The proforma invoice's number,
    date, amount, goods wording and ports, the advice's own reference and date, the covering
    letter's date and the packing list's weights and marks are distractors.
  * documents_required is tag 46A item by item, leading '+' dropped, line wraps joined by a
    space; an absent 46A is [].  39A, 43P, 43T, 44E, 44F, 44C and 48 are null when absent.
loan_application (loan file: broker cover e-mail, application form, two payslips, employment
verification letter, property valuation report, credit report summary)
  * The application form is authoritative for every field.  property_value is the value the
    application form states in its property-value field; the valuer's market value, the
    purchase price mentioned by the broker and the credit report's figures are distractors.
    monthly_income is the gross monthly income the form states (payslip gross figures include
    overtime and differ).  employment_start_date is the form's start date of the CURRENT
    employment (previous employers are listed with their own dates).  Co-borrowers are the
    ones the form lists (0 to 3).
Numeric dates are day-first except where the issuing institution is in the United States.
"""
from __future__ import annotations

import html as _html
import random
import re
import unicodedata
from dataclasses import dataclass
from datetime import date, timedelta

__all__ = ["AuthoredDocument", "layouts", "generate", "self_check"]


@dataclass
class AuthoredDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


# ----------------------------------------------------------------------------- helpers

def E(s) -> str:
    return _html.escape(str(s), quote=False)


def _rng(*parts) -> random.Random:
    return random.Random("packets|" + "|".join(str(p) for p in parts))


MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
           "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
           "octobre", "novembre", "décembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
           "octubre", "noviembre", "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
           "outubro", "novembro", "dezembro"],
}


def fdate(d: date, style: str, lang: str = "en") -> str:
    m = MONTHS.get(lang, MONTHS["en"])
    if style == "iso":
        return d.isoformat()
    if style == "dmy/":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "mdy/":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if style == "dmy.":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "dmy-":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "dMy":        # 12 Mar 1985
        return f"{d.day:02d} {MONTHS['en'][d.month - 1][:3]} {d.year}"
    if style == "DMY":        # 12 MAR 1985
        return f"{d.day:02d} {MONTHS['en'][d.month - 1][:3].upper()} {d.year}"
    if style == "D-M-Y":      # 12-MAR-1985
        return f"{d.day:02d}-{MONTHS['en'][d.month - 1][:3].upper()}-{d.year}"
    if style == "long":       # 12 March 1985 / 12. März 1985 / 12 mars 1985 / 12 de marzo de 1985
        if lang == "de":
            return f"{d.day}. {m[d.month - 1]} {d.year}"
        if lang in ("es", "pt"):
            return f"{d.day} de {m[d.month - 1]} de {d.year}"
        return f"{d.day} {m[d.month - 1]} {d.year}"
    if style == "us_long":    # March 12, 1985
        return f"{MONTHS['en'][d.month - 1]} {d.day}, {d.year}"
    if style == "yymmdd":
        return d.strftime("%y%m%d")
    raise ValueError(style)


def famt(x: float, style: str, dec: int = 2) -> str:
    neg = x < 0
    x = abs(x)
    s = f"{x:.{dec}f}"
    ip, _, fp = s.partition(".")
    if style == "in":
        head, tail = ip[:-3], ip[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        ip2 = ",".join(groups + [tail]) if groups else tail
        out = ip2 + ("." + fp if dec else "")
    else:
        sep, dp = {"en": (",", "."), "eu": (".", ","), "fr": (" ", ","), "ch": ("'", "."),
                   "plain": ("", "."), "swift": ("", ",")}[style]
        g = []
        while len(ip) > 3:
            g.insert(0, ip[-3:])
            ip = ip[:-3]
        g.insert(0, ip)
        out = sep.join(g) + (dp + fp if dec else ("," if style == "swift" else ""))
    return ("-" if neg else "") + out


def money(r: random.Random, lo: float, hi: float, step: float = 1.0) -> float:
    return round(round(r.uniform(lo, hi) / step) * step, 2)


def add_years(d: date, n: int) -> date:
    try:
        return d.replace(year=d.year + n)
    except ValueError:
        return d.replace(year=d.year + n, day=28)


def rdate(r: random.Random, a: date, b: date) -> date:
    return a + timedelta(days=r.randint(0, (b - a).days))


def ascii_up(s: str) -> str:
    s = s.replace("ß", "SS").replace("Ä", "AE").replace("Ö", "OE").replace("Ü", "UE")
    s = s.replace("ä", "AE").replace("ö", "OE").replace("ü", "UE")
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c)).upper()


def nw(s: str) -> str:
    """A value that must not wrap."""
    return f'<span style="white-space:nowrap">{E(s)}</span>'


def page_break() -> str:
    return '<div style="break-before:page;page-break-before:always"></div>'


def wrap_words(text: str, width: int) -> list[str]:
    words, lines, cur = text.split(), [], ""
    for w in words:
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    if cur:
        lines.append(cur)
    return lines or [""]


_HYPH = re.compile(r"(?<![\w\-])(\w+(?:-\w+)+)(?![\w\-])")


def _no_hyphen_breaks(body: str) -> str:
    """Keep hyphenated words (NON-NEGOTIABLE, Jan-Philipp, 784-1985-...) on one line: a break after the hyphen would
    put a space into the value when the PDF text is read back."""
    return re.sub(r">([^<]+)<", lambda m: ">" + _HYPH.sub(r'<span style="white-space:nowrap">\1</span>', m.group(1)) + "<", body)


def html_doc(body: str, css: str, title: str = "") -> str:
    body = _no_hyphen_breaks(body)
    base = ("@page{size:A4;margin:14mm 13mm}body{margin:0;color:#111;font-size:10.5pt}"
            "table{border-collapse:collapse}.doc{margin-bottom:6mm}")
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{E(title)}</title>"
            f"<style>{base}{css}</style></head><body>{body}</body></html>")


def mono_block(lines: list[str], css: str = "") -> str:
    return ("<pre style=\"font-family:'DejaVu Sans Mono','Liberation Mono',monospace;font-size:9pt;"
            f"line-height:1.3;margin:0;white-space:pre;{css}\">" + E("\n".join(lines)) + "</pre>")


# ----------------------------------------------------------------------------- people & places

NAMES = {
    "en": (["Oliver", "James", "Thomas", "Daniel", "Samuel", "Edward", "Harry", "Christopher"],
           ["Charlotte", "Amelia", "Sophie", "Eleanor", "Hannah", "Lucy", "Grace", "Rebecca"],
           ["Whitfield", "Harrington", "Ashworth", "Pemberton", "Caldwell", "Fairbrother", "Holloway",
            "Marsden", "Okafor", "Kaur", "Brennan"]),
    "us": (["Michael", "Brandon", "Tyler", "Kevin", "Christopher", "Marcus", "Ryan"],
           ["Jessica", "Ashley", "Megan", "Lauren", "Brittany", "Danielle", "Kayla"],
           ["Whitaker", "Delgado", "Thompson", "Kowalski", "Brennan", "Nguyen", "Fitzgerald", "Jefferson"]),
    "de": (["Lukas", "Matthias", "Jonas", "Florian", "Tobias", "Stefan", "Jan-Philipp"],
           ["Katharina", "Anja", "Lena", "Johanna", "Miriam", "Sabine", "Anna-Lena"],
           ["Brandauer", "Kessler", "Hoffmeister", "Wagenknecht", "Achterberg", "Drexler", "Hölzl", "Reinhardt"]),
    "fr": (["Antoine", "Mathieu", "Julien", "Étienne", "Baptiste", "Jean-Marc"],
           ["Camille", "Élodie", "Margaux", "Clémence", "Aurélie", "Marie-Claire"],
           ["Delacroix", "Fournier", "Lemaire", "Chevalier", "Rousseau", "Marchand", "Perrin"]),
    "es": (["Alejandro", "Javier", "Diego", "Sergio", "Andrés"],
           ["Lucía", "Carmen", "Marta", "Elena", "Paula"],
           ["García Ortega", "Fernández Ruiz", "Navarro Gil", "Romero Vidal", "Castillo Serrano"]),
    "mx": (["José Luis", "Ricardo", "Fernando", "Emiliano"],
           ["María Fernanda", "Ximena", "Guadalupe", "Daniela"],
           ["Hernández Ochoa", "Ramírez Treviño", "Cervantes Lugo", "Salgado Pineda"]),
    "it": (["Marco", "Giuseppe", "Lorenzo", "Davide"], ["Giulia", "Francesca", "Chiara", "Alessia"],
           ["Bianchi", "Ferraro", "Colombo", "Esposito", "Santoro", "Marchetti"]),
    "in": (["Rahul", "Arjun", "Vikram", "Sandeep", "Karthik"], ["Priya", "Ananya", "Deepa", "Kavita", "Sneha"],
           ["Sharma", "Iyer", "Menon", "Kulkarni", "Reddy", "Banerjee", "Desai"]),
    "zh": (["Wei Jie", "Jun Hao", "Zhi Hao", "Kelvin"], ["Hui Min", "Xin Yi", "Mei Ling", "Jasmine"],
           ["Tan", "Lim", "Ng", "Goh", "Chua", "Teo", "Ong"]),
    "ar": (["Omar", "Khalid", "Yousef", "Faisal", "Tariq"], ["Fatima", "Layla", "Noura", "Mariam", "Huda"],
           ["Al Mansoori", "Al Hashimi", "Haddad", "Khoury", "Al Suwaidi", "Nasser"]),
    "za": (["Thabo", "Sipho", "Pieter", "Johan"], ["Lerato", "Nomvula", "Annelie", "Zanele"],
           ["Mokoena", "Van der Merwe", "Dlamini", "Botha", "Naidoo"]),
    "ng": (["Chinedu", "Oluwaseun", "Emeka", "Tunde"], ["Adaeze", "Funmilayo", "Ngozi", "Temitope"],
           ["Okonkwo", "Adeyemi", "Balogun", "Eze", "Nwosu"]),
    "br": (["Rafael", "Thiago", "Gustavo", "Leonardo"], ["Mariana", "Beatriz", "Larissa", "Gabriela"],
           ["Souza Lima", "Carvalho", "Ribeiro Santos", "Almeida", "Ferreira Costa"]),
    "nl": (["Daan", "Sander", "Joris", "Bram"], ["Femke", "Sanne", "Lotte", "Anouk"],
           ["de Vries", "van der Meer", "Bakker", "Visser", "Janssen", "van Dijk"]),
}

# alpha3: (English name, demonym, name pool, currency, local name of country)
COUNTRIES = {
    "GBR": ("United Kingdom", "British", "en", "GBP"),
    "USA": ("United States", "American", "us", "USD"),
    "DEU": ("Germany", "German", "de", "EUR"),
    "FRA": ("France", "French", "fr", "EUR"),
    "ESP": ("Spain", "Spanish", "es", "EUR"),
    "MEX": ("Mexico", "Mexican", "mx", "MXN"),
    "ITA": ("Italy", "Italian", "it", "EUR"),
    "IND": ("India", "Indian", "in", "INR"),
    "SGP": ("Singapore", "Singaporean", "zh", "SGD"),
    "MYS": ("Malaysia", "Malaysian", "zh", "MYR"),
    "ARE": ("United Arab Emirates", "Emirati", "ar", "AED"),
    "JOR": ("Jordan", "Jordanian", "ar", "JOD"),
    "LBN": ("Lebanon", "Lebanese", "ar", "LBP"),
    "ZAF": ("South Africa", "South African", "za", "ZAR"),
    "NGA": ("Nigeria", "Nigerian", "ng", "NGN"),
    "BRA": ("Brazil", "Brazilian", "br", "BRL"),
    "NLD": ("Netherlands", "Dutch", "nl", "EUR"),
    "CAN": ("Canada", "Canadian", "en", "CAD"),
    "AUS": ("Australia", "Australian", "en", "AUD"),
    "IRL": ("Ireland", "Irish", "en", "EUR"),
    "AUT": ("Austria", "Austrian", "de", "EUR"),
    "CHE": ("Switzerland", "Swiss", "de", "CHF"),
    "BEL": ("Belgium", "Belgian", "fr", "EUR"),
    "PHL": ("Philippines", "Filipino", "es", "PHP"),
}
LOCAL_COUNTRY = {
    "de": {"DEU": "Deutschland", "AUT": "Österreich", "CHE": "Schweiz", "ITA": "Italien", "FRA": "Frankreich",
           "GBR": "Vereinigtes Königreich", "ESP": "Spanien", "NLD": "Niederlande", "IND": "Indien", "USA": "USA",
           "BRA": "Brasilien", "NGA": "Nigeria", "ZAF": "Südafrika", "BEL": "Belgien", "IRL": "Irland"},
    "fr": {"FRA": "France", "BEL": "Belgique", "DEU": "Allemagne", "ITA": "Italie", "ESP": "Espagne",
           "GBR": "Royaume-Uni", "CHE": "Suisse", "LBN": "Liban", "NGA": "Nigeria", "BRA": "Brésil",
           "USA": "États-Unis", "IND": "Inde", "NLD": "Pays-Bas", "IRL": "Irlande", "AUT": "Autriche"},
    "es": {"ESP": "España", "MEX": "México", "FRA": "Francia", "ITA": "Italia", "DEU": "Alemania",
           "GBR": "Reino Unido", "USA": "Estados Unidos", "BRA": "Brasil", "PHL": "Filipinas", "IND": "India",
           "NLD": "Países Bajos", "CHE": "Suiza", "NGA": "Nigeria", "ZAF": "Sudáfrica", "BEL": "Bélgica"},
}
LOCAL_NAT = {
    "de": {"DEU": "deutsch", "AUT": "österreichisch", "CHE": "schweizerisch", "ITA": "italienisch",
           "FRA": "französisch", "GBR": "britisch", "ESP": "spanisch", "NLD": "niederländisch",
           "IND": "indisch", "USA": "US-amerikanisch", "BRA": "brasilianisch", "NGA": "nigerianisch",
           "ZAF": "südafrikanisch", "BEL": "belgisch", "IRL": "irisch"},
    "fr": {"FRA": "française", "BEL": "belge", "DEU": "allemande", "ITA": "italienne", "ESP": "espagnole",
           "GBR": "britannique", "CHE": "suisse", "LBN": "libanaise", "NGA": "nigériane", "BRA": "brésilienne",
           "USA": "américaine", "IND": "indienne", "NLD": "néerlandaise", "IRL": "irlandaise", "AUT": "autrichienne"},
    "es": {"ESP": "española", "MEX": "mexicana", "FRA": "francesa", "ITA": "italiana", "DEU": "alemana",
           "GBR": "británica", "USA": "estadounidense", "BRA": "brasileña", "PHL": "filipina", "IND": "india",
           "NLD": "neerlandesa", "CHE": "suiza", "NGA": "nigeriana", "ZAF": "sudafricana", "BEL": "belga"},
}


def cname(c: str, lang: str = "en") -> str:
    return LOCAL_COUNTRY.get(lang, {}).get(c) or COUNTRIES[c][0]


def demonym(c: str, lang: str = "en") -> str:
    return LOCAL_NAT.get(lang, {}).get(c) or COUNTRIES[c][1]


def person_name(r: random.Random, c: str, sex: str) -> tuple[str, str]:
    giv_m, giv_f, sur = NAMES[COUNTRIES[c][2]]
    pool = giv_m if sex == "M" else giv_f if sex == "F" else giv_m + giv_f
    given = r.choice(pool)
    if r.random() < 0.3 and COUNTRIES[c][2] in ("en", "us", "de", "fr", "it", "nl", "za", "ng", "br"):
        second = r.choice(pool)
        if second != given and "-" not in given and " " not in given:
            given = f"{given} {second}"
    return given, r.choice(sur)


def address(r: random.Random, c: str) -> list[str]:
    """Address lines WITHOUT the country name."""
    n = r.randint(2, 188)
    if c == "GBR":
        city, pc = r.choice([("London", "NW3 1TH"), ("Manchester", "M20 2RN"), ("Leeds", "LS6 3HN"),
                             ("Bristol", "BS6 7UA"), ("Edinburgh", "EH10 4BF"), ("Reading", "RG1 5AQ")])
        st = r.choice(["Willow Road", "Ashford Crescent", "Kingsley Avenue", "Mill Lane", "Beech Grove", "Station Road"])
        first = f"Flat {r.randint(1, 12)}, {n} {st}" if r.random() < 0.4 else f"{n} {st}"
        return [first, f"{city} {pc}"]
    if c == "IRL":
        return [f"{n} {r.choice(['Griffith Avenue', 'Ranelagh Road', 'Mount Prospect Park'])}",
                r.choice(["Dublin 9", "Dublin 6", "Cork T12 X2E4"])]
    if c in ("DEU", "AUT", "CHE"):
        st = r.choice(["Lindenstraße", "Bahnhofstraße", "Am Kirchberg", "Schillerweg", "Seestrasse", "Goethestraße"])
        city = {"DEU": ["10437 Berlin", "80331 München", "50667 Köln", "20249 Hamburg", "60316 Frankfurt am Main"],
                "AUT": ["1070 Wien", "5020 Salzburg", "8010 Graz"],
                "CHE": ["8002 Zürich", "3011 Bern", "4051 Basel"]}[c]
        return [f"{st} {r.randint(1, 96)}", r.choice(city)]
    if c in ("FRA", "BEL"):
        st = r.choice(["rue des Lilas", "avenue Jean Jaurès", "boulevard Voltaire", "rue de la République", "allée des Tilleuls"])
        city = {"FRA": ["69003 Lyon", "75011 Paris", "33000 Bordeaux", "31400 Toulouse", "44000 Nantes"],
                "BEL": ["1050 Ixelles", "4000 Liège", "1180 Uccle"]}[c]
        lines = [f"{n} {st}", r.choice(city)]
        if r.random() < 0.3:
            lines.insert(0, f"Résidence Les Acacias, bât. {r.choice('ABCD')}")
        return lines
    if c == "ESP":
        return [f"Calle de {r.choice(['Alcalá', 'Serrano', 'Velázquez', 'Colón'])} {n}, {r.randint(1, 8)}º {r.choice('ABCD')}",
                r.choice(["28009 Madrid", "46004 Valencia", "41001 Sevilla", "08013 Barcelona"])]
    if c == "MEX":
        return [f"Av. {r.choice(['Insurgentes Sur', 'Revolución', 'Vallarta', 'Constitución'])} {r.randint(100, 3200)}, Int. {r.randint(1, 30)}",
                f"Col. {r.choice(['Del Valle', 'Roma Norte', 'Providencia', 'Obispado'])}",
                r.choice(["03100 Ciudad de México, CDMX", "44630 Guadalajara, Jal.", "64060 Monterrey, N.L."])]
    if c == "ITA":
        return [f"Via {r.choice(['Garibaldi', 'Mazzini', 'Roma', 'Cavour'])} {r.randint(1, 120)}",
                r.choice(["20121 Milano MI", "10128 Torino TO", "40125 Bologna BO", "00185 Roma RM"])]
    if c == "NLD":
        return [f"{r.choice(['Prinsengracht', 'Vondelstraat', 'Oudegracht', 'Laan van Meerdervoort'])} {n}",
                r.choice(["1016 HT Amsterdam", "3511 AR Utrecht", "2517 AA Den Haag"])]
    if c == "SGP":
        blk = r.randint(100, 699)
        return [f"Blk {blk} {r.choice(['Ang Mo Kio Avenue 10', 'Bedok North Street 3', 'Tampines Street 42', 'Bukit Batok West Avenue 6'])}",
                f"#{r.randint(2, 16):02d}-{r.randint(10, 1200)}", f"Singapore {r.randint(3, 6)}{blk}{r.randint(10, 99)}"]
    if c == "MYS":
        return [f"No. {r.randint(2, 90)}, Jalan {r.choice(['SS 2/24', 'Bukit Bintang', 'Ampang Hilir'])}",
                r.choice(["47300 Petaling Jaya, Selangor", "50450 Kuala Lumpur"])]
    if c == "ARE":
        return [f"Villa {r.randint(1, 80)}, Street {r.randint(1, 40)}",
                r.choice(["Al Barsha 2", "Jumeirah 3", "Mirdif", "Al Khalidiyah"]),
                r.choice(["Dubai", "Abu Dhabi", "Sharjah"])]
    if c in ("JOR", "LBN"):
        return [f"Building {r.randint(3, 60)}, {r.choice(['Mecca Street', 'Rue Hamra', 'Zahran Street', 'Rue Gouraud'])}",
                "Amman 11181" if c == "JOR" else "Beirut 2034"]
    if c == "IND":
        return [f"{r.choice('ABCD')}-{r.randint(101, 1204)}, {r.choice(['Shanti Apartments', 'Prestige Lakeside Habitat', 'Hiranandani Gardens'])}",
                r.choice(["Andheri (East), Mumbai 400069", "Whitefield, Bengaluru 560066", "Koregaon Park, Pune 411001",
                          "Sector 62, Noida 201309"])]
    if c == "USA":
        st = r.choice(["Maple Ridge Dr", "W Harrison St", "Oak Hollow Ln", "N Lakeview Ave", "Sycamore Ct"])
        city = r.choice(["Austin, TX 78731", "Chicago, IL 60614", "Charlotte, NC 28203", "Denver, CO 80206",
                         "Columbus, OH 43215", "Tampa, FL 33606"])
        first = f"{r.randint(100, 9800)} {st}" + (f" Apt {r.randint(1, 40)}{r.choice('ABC')}" if r.random() < 0.3 else "")
        return [first, city]
    if c == "CAN":
        return [f"{n} {r.choice(['Birchmount Cres', 'Lakeshore Rd W', 'Rue Saint-Denis', 'Cypress St'])}",
                r.choice(["Toronto, ON M1K 3X2", "Vancouver, BC V6J 3P7", "Montréal, QC H2X 3K8", "Calgary, AB T2S 0J4"])]
    if c == "AUS":
        return [f"{n} {r.choice(['Banksia Street', 'Wattle Grove', 'Victoria Parade', 'Bellevue Terrace'])}",
                r.choice(["Paddington NSW 2021", "Fitzroy VIC 3065", "New Farm QLD 4005", "Subiaco WA 6008"])]
    if c == "ZAF":
        return [f"{n} {r.choice(['Jacaranda Avenue', 'Protea Road', 'Main Road'])}",
                r.choice(["Parkhurst, Johannesburg 2193", "Rondebosch, Cape Town 7700", "Morningside, Durban 4001"])]
    if c == "NGA":
        return [f"{n} {r.choice(['Adeola Odeku Street', 'Admiralty Way', 'Awolowo Road'])}",
                r.choice(["Victoria Island, Lagos", "Lekki Phase 1, Lagos", "Ikoyi, Lagos", "Wuse II, Abuja"])]
    if c == "BRA":
        return [f"Rua {r.choice(['Oscar Freire', 'Haddock Lobo', 'Visconde de Pirajá'])}, {r.randint(10, 2200)}, apto {r.randint(11, 190)}",
                r.choice(["Jardins, São Paulo - SP, 01426-001", "Ipanema, Rio de Janeiro - RJ, 22410-003"])]
    if c == "PHL":
        return [f"Unit {r.randint(101, 2800)}, {r.choice(['One Serendra', 'Salcedo Park Twin Towers'])}",
                r.choice(["Bonifacio Global City, Taguig 1634", "Makati City 1227"])]
    raise KeyError(c)


def phone(r: random.Random, c: str) -> str:
    d = lambda k: "".join(str(r.randint(0, 9)) for _ in range(k))  # noqa: E731
    return {
        "USA": f"({r.randint(201, 989)}) {r.randint(200, 989)}-{d(4)}",
        "GBR": f"07{d(3)} {d(6)}", "DEU": f"+49 151 {d(8)}", "FRA": f"06 {d(2)} {d(2)} {d(2)} {d(2)}",
        "ESP": f"+34 6{d(2)} {d(3)} {d(3)}", "CAN": f"{r.randint(204, 905)}-{d(3)}-{d(4)}",
        "AUS": f"04{d(2)} {d(3)} {d(3)}", "IND": f"+91 98{d(3)} {d(5)}", "SGP": f"+65 9{d(3)} {d(4)}",
        "ARE": f"+971 50 {d(3)} {d(4)}",
    }.get(c, f"+{r.randint(20, 99)} {d(3)} {d(3)} {d(4)}")


def email_of(r: random.Random, given: str, surname: str) -> str:
    g = ascii_up(given.split()[0]).lower().replace("-", "")
    s = ascii_up(surname.split()[0]).lower().replace("'", "")
    dom = r.choice(["gmail.com", "outlook.com", "yahoo.com", "proton.me", "icloud.com", "web.de", "orange.fr"])
    return r.choice([f"{g}.{s}@{dom}", f"{g[0]}{s}{r.randint(1, 99)}@{dom}", f"{s}.{g}@{dom}"])


# ----------------------------------------------------------------------------- MRZ

def _cd(s: str) -> str:
    w = (7, 3, 1)
    t = 0
    for i, ch in enumerate(s):
        v = int(ch) if ch.isdigit() else (ord(ch) - 55 if "A" <= ch <= "Z" else 0)
        t += v * w[i % 3]
    return str(t % 10)


def _mrz_name(s: str) -> str:
    return re.sub(r"[^A-Z]+", "<", ascii_up(s).replace("'", "")).strip("<")


def _mrz_cc(c: str) -> str:
    return "D<<" if c == "DEU" else c


def mrz_td3(doc_no, issuer, sur, given, nat, dob, sex, exp, opt="") -> list[str]:
    l1 = ("P<" + _mrz_cc(issuer) + _mrz_name(sur) + "<<" + _mrz_name(given)).ljust(44, "<")[:44]
    dn = re.sub(r"[^A-Z0-9]", "", doc_no.upper()).ljust(9, "<")[:9]
    o = re.sub(r"[^A-Z0-9]", "", opt.upper()).ljust(14, "<")[:14]
    b, e = dob.strftime("%y%m%d"), exp.strftime("%y%m%d")
    l2 = dn + _cd(dn) + _mrz_cc(nat) + b + _cd(b) + (sex if sex in ("M", "F") else "<") + e + _cd(e) + o + _cd(o)
    comp = dn + _cd(dn) + b + _cd(b) + e + _cd(e) + o + _cd(o)
    return [l1, l2 + _cd(comp)]


def mrz_td1(doc_no, issuer, sur, given, nat, dob, sex, exp) -> list[str]:
    dn = re.sub(r"[^A-Z0-9]", "", doc_no.upper())
    if len(dn) > 9:
        l1 = ("I<" + _mrz_cc(issuer) + dn[:9] + "<" + dn[9:] + _cd(dn)).ljust(30, "<")[:30]
    else:
        dn = dn.ljust(9, "<")
        l1 = ("I<" + _mrz_cc(issuer) + dn + _cd(dn)).ljust(30, "<")[:30]
    b, e = dob.strftime("%y%m%d"), exp.strftime("%y%m%d")
    l2 = (b + _cd(b) + (sex if sex in ("M", "F") else "<") + e + _cd(e) + _mrz_cc(nat)).ljust(29, "<")
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 = l2 + _cd(comp)
    l3 = (_mrz_name(sur) + "<<" + _mrz_name(given)).ljust(30, "<")[:30]
    return [l1, l2, l3]


# ----------------------------------------------------------------------------- KYC data

BANKS_KYC = {
    "GBR": ("Thameside Bank plc", ["1 Cheapside", "London EC2V 6DN"], "Registered in England No. 04418273. Authorised by the Prudential Regulation Authority."),
    "DEU": ("Rheinische Volks- und Handelsbank eG", ["Kaiserstraße 29", "60311 Frankfurt am Main"], "Sitz Frankfurt am Main, Amtsgericht Frankfurt GnR 1187"),
    "AUT": ("Donau Privat- und Kommerzbank AG", ["Schottengasse 6", "1010 Wien"], "FN 148821 g, Handelsgericht Wien"),
    "FRA": ("Crédit Rhodanien", ["8 place Bellecour", "69002 Lyon"], "Société anonyme au capital de 84 000 000 EUR - RCS Lyon 552 108 011 - ORIAS 07 004 118"),
    "BEL": ("Banque Brabançonne de Dépôts SA", ["Avenue Louise 221", "1050 Bruxelles"], "RPM Bruxelles 0403.118.226"),
    "SGP": ("Straits Pacific Bank Ltd", ["10 Marina Boulevard, #22-01", "Singapore 018983"], "Co. Reg. No. 197201843K"),
    "ARE": ("Gulf Meridian Bank PJSC", ["Meridian Tower, Sheikh Zayed Road", "P.O. Box 11873, Dubai"], "Licensed by the Central Bank of the UAE"),
    "USA": ("Lakeshore National Bank, N.A.", ["200 W Madison St", "Chicago, IL 60606"], "Member FDIC. Equal Housing Lender."),
    "IND": ("Bank of Coromandel Ltd", ["Coromandel House, Nariman Point", "Mumbai 400021"], "CIN L65110MH1994PLC081177"),
    "ESP": ("Banco Atlántico Mercantil, S.A.", ["Paseo de la Castellana 89", "28046 Madrid"], "Inscrito en el Registro de Bancos del Banco de España con el n.º 0187"),
    "MEX": ("Banco del Bajío Norte, S.A., Institución de Banca Múltiple", ["Av. Constitución 400 Pte.", "64000 Monterrey, N.L."], "Regulado por la CNBV"),
    "ZAF": ("Highveld Mutual Bank Limited", ["14 Fredman Drive, Sandton", "Johannesburg 2196"], "Authorised financial services and registered credit provider (NCRCP 1187)"),
    "NGA": ("Lagoon Trust Bank Plc", ["Plot 1261 Adeola Hopewell Street", "Victoria Island, Lagos"], "RC 125093. Licensed by the Central Bank of Nigeria"),
}

EMPLOYERS = {
    "GBR": [("Harcourt & Vane LLP", ["14 Bishopsgate", "London EC2N 4AJ"]), ("Northmoor Logistics Ltd", ["Unit 7, Trafford Park", "Manchester M17 1SN"]),
            ("Kestrel Software Ltd", ["3 Forbury Square", "Reading RG1 3EB"]), ("Pennine Valley Healthcare Trust", ["Moorfield House, Otley Road", "Leeds LS16 6QB"])],
    "DEU": [("Kröger Maschinenbau GmbH", ["Industriestraße 12", "42655 Solingen"]), ("Hanse Logistik Service GmbH", ["Am Sandtorkai 44", "20457 Hamburg"]),
            ("Medizintechnik Ammersee AG", ["Seeweg 3", "82211 Herrsching"]), ("Datawerk Berlin GmbH", ["Invalidenstraße 91", "10115 Berlin"])],
    "AUT": [("Alpenland Versicherung AG", ["Praterstraße 31", "1020 Wien"])],
    "FRA": [("Groupe Vercors Ingénierie SAS", ["41 quai Rambaud", "69002 Lyon"]), ("Laboratoires Sainte-Foy SA", ["12 avenue de la Gare", "31400 Toulouse"]),
            ("Transports Garonne Express SARL", ["ZA du Lac, 3 rue Lavoisier", "33300 Bordeaux"])],
    "BEL": [("Brasserie Wallonne de Namur SA", ["Rue de Fer 18", "5000 Namur"])],
    "SGP": [("Meridian Analytics Pte Ltd", ["8 Shenton Way, #31-02", "Singapore 068811"]), ("Changi Maritime Services Pte Ltd", ["2 Tanjong Pagar Road, #05-11", "Singapore 088491"]),
            ("Lumen Biotech Asia Pte Ltd", ["1 Biopolis Drive, #04-07", "Singapore 138622"])],
    "ARE": [("Falcon Crest Engineering LLC", ["Office 1402, Al Moosa Tower 2", "Sheikh Zayed Road, Dubai"]), ("Desert Rose Hospitality LLC", ["Al Sufouh Road, Dubai Media City", "Dubai"]),
            ("Emirates Coastal Logistics FZE", ["Plot S30218, Jebel Ali Free Zone", "Dubai"])],
    "USA": [("Brightwater Health Systems, Inc.", ["1800 Congress Ave", "Austin, TX 78701"]), ("Midland Freight Partners LLC", ["455 N Cityfront Plaza Dr", "Chicago, IL 60611"]),
            ("Cobalt Ridge Software Corp.", ["600 S Tryon St", "Charlotte, NC 28202"]), ("Front Range Engineering Group", ["1660 Lincoln St", "Denver, CO 80264"])],
    "IND": [("Deccan Infotech Services Pvt. Ltd.", ["Tower B, Cyber Park, Hitec City", "Hyderabad 500081"]), ("Sahyadri Auto Components Ltd.", ["Plot 22, MIDC Chakan", "Pune 410501"]),
            ("Konkan Shipping Agencies Pvt. Ltd.", ["Ballard Estate", "Mumbai 400001"])],
    "ESP": [("Construcciones Levante Norte, S.A.", ["Avenida de Aragón 30", "46021 Valencia"]), ("Distribuciones Ibérica Sur, S.L.", ["Polígono Store, Calle A 14", "41008 Sevilla"])],
    "MEX": [("Grupo Industrial Sierra Madre, S.A. de C.V.", ["Blvd. Díaz Ordaz 140", "64650 Monterrey, N.L."]), ("Logística Pacífico Occidente, S.A. de C.V.", ["Av. López Mateos Sur 2375", "45050 Zapopan, Jal."])],
    "ZAF": [("Karoo Mining Services (Pty) Ltd", ["22 Wierda Road West", "Sandton 2196"]), ("Cape Fynbos Wines (Pty) Ltd", ["R44 Annandale Road", "Stellenbosch 7600"])],
    "NGA": [("Niger Delta Offshore Services Ltd", ["17 Trans-Amadi Road", "Port Harcourt"]), ("Eko Telecom Solutions Ltd", ["5 Kofo Abayomi Street", "Victoria Island, Lagos"])],
    "CAN": [("Northern Shield Insurance Co.", ["100 King St W, Suite 2200", "Toronto, ON M5X 1C9"]), ("Coastline Timber Products Ltd.", ["1055 W Hastings St", "Vancouver, BC V6E 2E9"])],
    "AUS": [("Southern Cross Civil Pty Ltd", ["Level 9, 2 Bligh Street", "Sydney NSW 2000"]), ("Yarra Valley Health Services", ["45 Victoria Parade", "Fitzroy VIC 3065"])],
}

OCCUPATIONS = {
    "en": ["Software Engineer", "Financial Analyst", "Registered Nurse", "Civil Engineer", "Secondary School Teacher",
           "Marketing Manager", "Pharmacist", "Logistics Coordinator", "Chartered Accountant", "Operations Manager"],
    "de": ["Bauingenieur", "Industriekaufmann", "Projektleiterin", "Steuerfachangestellte", "Softwareentwickler", "Krankenpfleger"],
    "fr": ["Ingénieur informatique", "Infirmière", "Chef de projet", "Comptable", "Professeur des écoles", "Pharmacien"],
    "es": ["Ingeniero de software", "Contadora", "Enfermera", "Gerente de ventas", "Arquitecto", "Profesor de secundaria"],
}
OCC_OTHER = {
    "business": {"en": ["Company Director", "Self-employed Architect", "Restaurant Owner", "Import/Export Trader"],
                 "de": ["Selbstständiger Architekt", "Geschäftsführender Gesellschafter", "Einzelhändler"],
                 "fr": ["Gérant de société", "Artisan menuisier", "Architecte libéral"],
                 "es": ["Empresario", "Comerciante", "Arquitecto independiente"]},
    "pension": {"en": ["Retired", "Retired Teacher"], "de": ["Rentner", "Pensionärin"], "fr": ["Retraité", "Retraitée de l'enseignement"],
                "es": ["Jubilado", "Pensionista"]},
    "investments": {"en": ["Private Investor"], "de": ["Privatier"], "fr": ["Rentier"], "es": ["Inversionista"]},
    "inheritance": {"en": ["Homemaker"], "de": ["Hausfrau / Hausmann"], "fr": ["Sans profession"], "es": ["Labores del hogar"]},
    "other": {"en": ["Student"], "de": ["Student"], "fr": ["Étudiant"], "es": ["Estudiante"]},
}
SOF_LABELS = {
    "en": {"employment": "Salary / employment income", "business": "Business income / profits", "investments": "Investments / savings",
           "inheritance": "Inheritance / gift", "pension": "Pension", "other": "Other"},
    "de": {"employment": "Gehalt / Lohn", "business": "Selbstständige Tätigkeit / Unternehmen", "investments": "Kapitalerträge / Ersparnisse",
           "inheritance": "Erbschaft / Schenkung", "pension": "Rente / Pension", "other": "Sonstiges"},
    "fr": {"employment": "Salaires et traitements", "business": "Revenus d'activité non salariée", "investments": "Revenus du patrimoine / placements",
           "inheritance": "Succession / donation", "pension": "Pension de retraite", "other": "Autre"},
    "es": {"employment": "Sueldo / nómina", "business": "Actividad empresarial", "investments": "Inversiones / ahorros",
           "inheritance": "Herencia / donación", "pension": "Pensión / jubilación", "other": "Otro"},
}
INCOME_RANGE = {"GBP": (26000, 145000), "EUR": (28000, 135000), "USD": (42000, 240000), "SGD": (48000, 320000),
                "AED": (96000, 900000), "INR": (600000, 6000000), "MXN": (240000, 2400000), "ZAR": (240000, 1800000),
                "NGN": (4800000, 60000000), "CAD": (50000, 210000), "AUD": (60000, 220000), "CHF": (70000, 260000)}
UTILITIES = {
    "GBR": ("Albion Energy Supply Ltd", ["PO Box 7710", "Leicester LE1 9ZR"], "en"),
    "DEU": ("Stadtwerke Rheinland Energie GmbH", ["Kundenservice, Postfach 10 04 41", "50444 Köln"], "de"),
    "AUT": ("Wiener Stadtenergie GmbH", ["Spittelauer Lände 45", "1090 Wien"], "de"),
    "FRA": ("Énergies du Rhône SA", ["Service clients, TSA 40112", "69427 Lyon Cedex 03"], "fr"),
    "BEL": ("Luminus Wallonie SA", ["Boulevard du Roi Albert II 7", "1210 Bruxelles"], "fr"),
    "SGP": ("Lion City Power Pte Ltd", ["111 Somerset Road, #10-05", "Singapore 238164"], "en"),
    "ARE": ("Emirates Power & Water Services", ["P.O. Box 564", "Dubai"], "en"),
    "USA": ("Prairie Gas & Electric Company", ["P.O. Box 660071", "Dallas, TX 75266-0071"], "en"),
    "IND": ("Maharashtra Urban Power Ltd", ["Power House, Dharavi Road", "Mumbai 400017"], "en"),
    "ESP": ("Iberluz Comercializadora, S.A.", ["Apartado de Correos 61017", "28080 Madrid"], "es"),
    "MEX": ("Eléctrica del Norte, S.A. de C.V.", ["Av. Fundidora 501", "64010 Monterrey, N.L."], "es"),
    "ZAF": ("City Power Metro (SOC) Ltd", ["40 Heronmere Road, Reuven", "Johannesburg 2091"], "en"),
    "NGA": ("Eko Electricity Distribution Plc", ["24-25 Marina", "Lagos Island, Lagos"], "en"),
}
AMT_STYLE = {"GBR": "en", "USA": "en", "SGP": "en", "ARE": "en", "IND": "in", "DEU": "eu", "AUT": "eu", "ESP": "eu",
             "MEX": "en", "FRA": "fr", "BEL": "fr", "CHE": "ch", "ZAF": "fr", "NGA": "en", "CAN": "en", "AUS": "en",
             "NLD": "eu", "ITA": "eu", "BRA": "eu"}
CUR_SIGN = {"GBP": "£", "USD": "$", "EUR": "€", "INR": "₹", "AED": "AED ", "SGD": "S$", "MXN": "$", "ZAR": "R ",
            "NGN": "₦", "CAD": "$", "AUD": "$", "CHF": "CHF "}
NATIONAL_ID_ISSUERS = {"DEU", "ESP", "ITA", "FRA", "NLD", "BEL", "AUT", "ARE", "SGP", "MYS", "ZAF", "NGA"}


def _digits(r, k):
    return "".join(str(r.randint(0, 9)) for _ in range(k))


def passport_number(r, c):
    L = lambda k: "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(k))  # noqa: E731
    if c in ("GBR", "USA", "AUS", "CAN", "IRL"):
        return (L(2) + _digits(r, 7)) if c in ("AUS", "CAN", "IRL") else _digits(r, 9)
    if c in ("DEU", "AUT"):
        return "C" + "".join(r.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
    if c in ("FRA", "BEL"):
        return _digits(r, 2) + L(2) + _digits(r, 5)
    if c == "ESP":
        return L(3) + _digits(r, 6)
    if c in ("IND", "MEX", "NGA", "PHL"):
        return L(1) + _digits(r, 7) if c != "MEX" else "G" + _digits(r, 8)
    if c in ("SGP", "MYS"):
        return ("K" if c == "SGP" else "A") + _digits(r, 7) + (L(1) if c == "SGP" else "")
    return L(2) + _digits(r, 7)


def national_id_number(r, c, dob):
    L = lambda k: "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(k))  # noqa: E731
    if c == "DEU":
        return "L" + "".join(r.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
    if c == "ESP":
        n = int(_digits(r, 8))
        return f"{n:08d}" + "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]
    if c == "ITA":
        return "CA" + _digits(r, 5) + L(2)
    if c == "FRA":
        return "".join(r.choice("ABCDEFGHJKLMNPRTVWXYZ0123456789") for _ in range(9))
    if c == "BEL":
        return f"{_digits(r, 3)}-{_digits(r, 7)}-{_digits(r, 2)}"
    if c == "ARE":
        return f"784-{dob.year}-{_digits(r, 7)}-{r.randint(0, 9)}"
    if c == "SGP":
        return ("S" if dob.year < 2000 else "T") + f"{dob.year % 100:02d}" + _digits(r, 5) + L(1)
    if c == "MYS":
        return f"{dob.strftime('%y%m%d')}-{r.randint(1, 14):02d}-{_digits(r, 4)}"
    if c == "ZAF":
        return dob.strftime("%y%m%d") + _digits(r, 7)
    if c == "NGA":
        return _digits(r, 11)
    return L(2) + _digits(r, 7)


def tin_for(r, c, given, sur, dob, idno):
    if c == "GBR":
        return f"{r.choice(['JK', 'NP', 'SR', 'AB', 'WL'])} {_digits(r, 2)} {_digits(r, 2)} {_digits(r, 2)} {r.choice('ABCD')}"
    if c in ("DEU", "AUT"):
        return f"{r.randint(1, 9)}{_digits(r, 1)} {_digits(r, 3)} {_digits(r, 3)} {_digits(r, 3)}"
    if c in ("FRA", "BEL"):
        return f"{r.randint(0, 3)}{_digits(r, 1)} {_digits(r, 2)} {_digits(r, 3)} {_digits(r, 3)} {_digits(r, 3)}"
    if c == "USA":
        return f"{r.randint(100, 665)}-{_digits(r, 2)}-{_digits(r, 4)}"
    if c == "IND":
        return "".join(r.choice("ABCDEFGHKLMNPRSTUVWXZ") for _ in range(3)) + "P" + ascii_up(sur)[0] + _digits(r, 4) + r.choice("ABCDEFGHKLMZ")
    if c == "ESP":
        n = int(_digits(r, 8))
        return f"{n:08d}" + "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]
    if c == "MEX":
        s = ascii_up(sur).replace(" ", "")
        return f"{s[:2]}{s[-1] if len(s) > 2 else 'X'}{ascii_up(given)[0]}{dob.strftime('%y%m%d')}{r.choice('ABCHJK')}{r.randint(1, 9)}{r.choice('A0123456789')}"
    if c == "SGP":
        return idno if idno[0] in "ST" else "S" + _digits(r, 7) + r.choice("ABCDEFGHIZJ")
    if c == "ZAF":
        return f"{r.choice('0123')}{_digits(r, 9)}"
    if c == "NGA":
        return f"{_digits(r, 8)}-0001"
    return _digits(r, 10)


@dataclass
class _K:
    """Raw facts of a KYC subject, before any page renders them."""
    res: str
    nat: str
    sex: str
    given: str
    sur: str
    dob: date
    pob: str
    addr: list
    prev_addr: list
    moved_in: date
    id_type: str
    id_no: str
    id_issuer: str
    id_issue: date
    id_expiry: date
    sof: str
    occupation: str
    employer: tuple | None
    emp_start: date | None
    annual: float
    monthly_stated: bool
    cur: str
    pep: bool
    pep_role: str
    tin: str | None
    phone: str
    email: str
    today: date
    lang: str

    @property
    def full(self) -> str:
        return f"{self.given} {self.sur}"

    @property
    def monthly(self) -> float:
        return round(self.annual / 12, 2)


def _kyc_facts(r: random.Random, res: str, nat_pool: list, lang: str, id_pref: str = "any") -> _K:
    nat = res if r.random() < 0.65 else r.choice(nat_pool)
    sex = "X" if (r.random() < 0.03 and nat in ("DEU", "AUS", "CAN", "NLD", "USA", "AUT")) else r.choice("MF")
    given, sur = person_name(r, nat, sex)
    today = rdate(r, date(2024, 3, 1), date(2026, 5, 28))
    dob = rdate(r, date(1948, 1, 1), date(2004, 12, 31))
    pob = r.choice({"GBR": ["London", "Birmingham", "Glasgow"], "DEU": ["Stuttgart", "Dresden", "Bremen"],
                    "FRA": ["Marseille", "Lille", "Rennes"], "IND": ["Chennai", "Kolkata", "Jaipur"],
                    "USA": ["Ohio", "California", "New York"], "ESP": ["Zaragoza", "Málaga"], "MEX": ["Puebla", "Querétaro"]}
                   .get(nat, [cname(nat)]))
    if id_pref == "national_id" and nat in NATIONAL_ID_ISSUERS:
        id_type, issuer = "national_id", nat
    elif id_pref == "emirates" and res == "ARE" and r.random() < 0.6:
        id_type, issuer = "national_id", "ARE"
    elif id_pref == "any" and nat in NATIONAL_ID_ISSUERS and nat == res and r.random() < 0.4:
        id_type, issuer = "national_id", nat
    else:
        id_type, issuer = "passport", nat
    id_issue = rdate(r, today - timedelta(days=365 * 9), today - timedelta(days=40))
    id_expiry = add_years(id_issue, 10 if id_type == "passport" else 5 if issuer == "ARE" else 10) - timedelta(days=1)
    if id_expiry <= today:
        id_expiry = add_years(id_expiry, 5)
    id_no = passport_number(r, issuer) if id_type == "passport" else national_id_number(r, issuer, dob)
    age = (today - dob).days / 365.25
    if age > 63 and r.random() < 0.8:
        sof = "pension"
    else:
        sof = r.choices(["employment", "business", "investments", "inheritance", "other"], [70, 16, 6, 4, 4])[0]
    cur = COUNTRIES[res][3] if res in COUNTRIES else "EUR"
    lo, hi = INCOME_RANGE[cur]
    if sof == "employment":
        occupation = r.choice(OCCUPATIONS[lang])
        employer = r.choice(EMPLOYERS[res])
        earliest = max(dob + timedelta(days=365 * 20), today - timedelta(days=365 * 15))
        # a customer barely twenty started work less than 200 days ago
        emp_start = rdate(r, min(earliest, today - timedelta(days=200)), today - timedelta(days=200))
    else:
        occupation = r.choice(OCC_OTHER[sof][lang])
        employer, emp_start = None, None
        if sof in ("pension", "inheritance", "other"):
            hi = lo * 1.6
            lo = lo * 0.35
    monthly_stated = r.random() < 0.3
    if monthly_stated:
        annual = round(money(r, lo / 12, hi / 12, 10 if cur not in ("INR", "NGN", "MXN") else 500) * 12, 2)
    else:
        annual = money(r, lo, hi, 500 if cur not in ("INR", "NGN") else 10000)
    pep = r.random() < 0.1
    pep_role = r.choice(["Member of the regional parliament", "Deputy director, Ministry of Finance",
                         "Spouse of a serving ambassador", "Board member of a state-owned enterprise", "Mayor of a municipality"])
    idno_for_tin = id_no
    tin = tin_for(r, res, given, sur, dob, idno_for_tin) if r.random() < 0.72 else None
    if res == "ARE":
        tin = None
    moved_in = rdate(r, today - timedelta(days=365 * 12), today - timedelta(days=60))
    return _K(res=res, nat=nat, sex=sex, given=given, sur=sur, dob=dob, pob=pob, addr=address(r, res),
              prev_addr=address(r, res), moved_in=moved_in, id_type=id_type, id_no=id_no, id_issuer=issuer,
              id_issue=id_issue, id_expiry=id_expiry, sof=sof, occupation=occupation, employer=employer,
              emp_start=emp_start, annual=annual, monthly_stated=monthly_stated, cur=cur, pep=pep, pep_role=pep_role,
              tin=tin, phone=phone(r, res), email=email_of(r, given, sur), today=today, lang=lang)


def _kyc_truth(k: _K, address_truth: str, *, sex_stated: bool = True) -> dict:
    return {
        "full_name": k.full, "date_of_birth": k.dob.isoformat(), "sex": k.sex if sex_stated else None,
        "nationality": k.nat, "id_document_type": k.id_type, "id_document_number": k.id_no,
        "id_issuing_country": k.id_issuer, "id_expiry_date": k.id_expiry.isoformat(),
        "residential_address": address_truth, "country_of_residence": k.res, "occupation": k.occupation,
        "employer_name": k.employer[0] if k.employer else None, "annual_income": round(k.annual, 2),
        "income_currency": k.cur, "source_of_funds": k.sof, "is_pep": k.pep, "tax_identification_number": k.tin,
    }


def addr_html(lines: list, mode: str = "br") -> tuple[str, str]:
    if mode == "comma":
        s = ", ".join(lines)
        return E(s), s
    return "<br>".join(E(x) for x in lines), " ".join(lines)


def dstyle(c: str) -> str:
    return {"USA": "mdy/", "DEU": "dmy.", "AUT": "dmy.", "CHE": "dmy.", "ESP": "dmy/", "MEX": "dmy/",
            "IND": "dmy-", "NLD": "dmy-"}.get(c, "dmy/")


def amt_c(x: float, cur: str, c: str, dec: int = 2, code: bool = False) -> str:
    s = famt(x, AMT_STYLE.get(c, "en"), dec)
    if code or cur not in CUR_SIGN:
        return f"{cur} {s}"
    sign = CUR_SIGN[cur]
    if AMT_STYLE.get(c) in ("eu", "fr") and cur == "EUR":
        return f"{s} €"
    return f"{sign}{s}"


# ----------------------------------------------------------------------------- KYC sub-documents

def doc_passport(r: random.Random, k: _K) -> str:
    """Colour copy of a passport data page: visual zone and two-line MRZ."""
    iss = k.id_issuer
    bil = {"FRA": "Passeport", "BEL": "Passeport / Paspoort", "DEU": "Reisepass", "AUT": "Reisepass", "ESP": "Pasaporte",
           "MEX": "Pasaporte", "ITA": "Passaporto", "BRA": "Passaporte", "NLD": "Paspoort"}.get(iss, "")
    ds = "dmy." if iss in ("DEU", "AUT") else "DMY"
    lab = lambda en: f"{en}" + ({"FRA": {"Surname": " / Nom", "Given names": " / Prénoms"},  # noqa: E731
                                 "ESP": {"Surname": " / Apellidos", "Given names": " / Nombres"},
                                 "MEX": {"Surname": " / Apellidos", "Given names": " / Nombres"},
                                 "DEU": {"Surname": " / Name", "Given names": " / Vornamen"}}.get(iss, {}).get(en, ""))
    rows = [(lab("Surname"), k.sur.upper()), (lab("Given names"), k.given.upper()),
            ("Nationality", ascii_up(demonym(k.nat)) if iss != "DEU" else "DEUTSCH"),
            ("Date of birth", fdate(k.dob, ds)), ("Sex", k.sex), ("Place of birth", k.pob.upper()),
            ("Date of issue", fdate(k.id_issue, ds)), ("Date of expiry", fdate(k.id_expiry, ds)),
            ("Authority", r.choice(["HMPO" if iss == "GBR" else "MINISTRY OF FOREIGN AFFAIRS", "Stadt " + k.pob if iss == "DEU" else "PASSPORT OFFICE"]))]
    mrz = mrz_td3(k.id_no, iss, k.sur, k.given, k.nat, k.dob, k.sex, k.id_expiry,
                  opt=_digits(r, 10) if r.random() < 0.3 else "")
    cells = "".join(f"<div class='pf'><div class='pl'>{E(a)}</div><div class='pv'>{E(b)}</div></div>" for a, b in rows)
    return f"""<div class='doc d-pass'>
<div class='stamp'>COPY — CERTIFIED TRUE COPY OF ORIGINAL SEEN · {E(fdate(k.today, dstyle(k.res)))}</div>
<div class='pp'><div class='phd'>{E(cname(iss).upper())} &nbsp; PASSPORT {('/ ' + E(bil.upper())) if bil else ''}</div>
<div class='prow'><div class='photo'>PHOTO</div><div class='pgrid'>
<div class='pf'><div class='pl'>Type</div><div class='pv'>P</div></div><div class='pf'><div class='pl'>Code</div><div class='pv'>{E(iss)}</div></div>
<div class='pf'><div class='pl'>Passport No.</div><div class='pv'>{E(k.id_no)}</div></div>{cells}</div></div>
<div class='mrz'>{E(mrz[0])}<br>{E(mrz[1])}</div></div>
<div class='sig'>Certified by: ______________________ &nbsp; Staff ID {r.randint(10000, 99999)}</div></div>"""


CSS_PASS = """.d-pass{font-family:'DejaVu Sans',sans-serif}.d-pass .stamp{color:#a00;font-size:8pt;border:1px dashed #a00;display:inline-block;padding:2px 6px;margin-bottom:4mm}
.d-pass .pp{border:1px solid #556;border-radius:6px;background:#eef3f7;padding:4mm;width:165mm}.d-pass .phd{font-weight:bold;letter-spacing:1px;font-size:10pt;margin-bottom:3mm}
.d-pass .prow{display:flex;gap:5mm}.d-pass .photo{width:30mm;height:38mm;border:1px solid #889;background:#cfd8e0;text-align:center;line-height:38mm;color:#667;font-size:8pt}
.d-pass .pgrid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:1mm 4mm;flex:1}.d-pass .pl{font-size:6.5pt;color:#445}.d-pass .pv{font-size:9.5pt;font-weight:bold}
.d-pass .mrz{font-family:'DejaVu Sans Mono',monospace;font-size:11pt;margin-top:4mm;letter-spacing:1px;white-space:nowrap}.d-pass .sig{font-size:8pt;margin-top:3mm;color:#333}"""


def doc_idcard(r: random.Random, k: _K) -> str:
    iss = k.id_issuer
    title = {"DEU": "BUNDESREPUBLIK DEUTSCHLAND · PERSONALAUSWEIS / IDENTITY CARD",
             "ESP": "REINO DE ESPAÑA · DOCUMENTO NACIONAL DE IDENTIDAD",
             "FRA": "RÉPUBLIQUE FRANÇAISE · CARTE NATIONALE D'IDENTITÉ",
             "ITA": "REPUBBLICA ITALIANA · CARTA DI IDENTITÀ",
             "ARE": "UNITED ARAB EMIRATES · RESIDENT IDENTITY CARD" if k.nat != "ARE" else "UNITED ARAB EMIRATES · IDENTITY CARD",
             "SGP": "REPUBLIC OF SINGAPORE · IDENTITY CARD"}.get(iss, f"{cname(iss).upper()} · NATIONAL IDENTITY CARD")
    num_label = {"DEU": "Ausweisnummer / Document No.", "ESP": "DNI / Num. soporte", "FRA": "N° du document",
                 "ARE": "ID Number", "SGP": "NRIC No."}.get(iss, "Document No.")
    ds = "dmy." if iss == "DEU" else "dmy/" if iss != "SGP" else "dmy-"
    front = [("Name / Surname", k.sur.upper()), ("Vornamen / Given names" if iss == "DEU" else "Given names", k.given.upper()),
             ("Date of birth", fdate(k.dob, ds)), ("Sex", k.sex), ("Nationality", ascii_up(demonym(k.nat))),
             ("Date of expiry", fdate(k.id_expiry, ds))]
    back = [("Date of issue", fdate(k.id_issue, ds)), ("Place of birth", k.pob.upper()),
            ("Issuing authority", "Federal Authority for Identity and Citizenship" if iss == "ARE" else f"Municipality of {k.pob}")]
    if iss == "ARE":
        back.append(("Occupation", k.occupation.upper()))
        if k.employer:
            back.append(("Employer", k.employer[0].upper()))
    mrz = mrz_td1(k.id_no, iss, k.sur, k.given, k.nat, k.dob, k.sex, k.id_expiry)
    f = "".join(f"<tr><td class='il'>{E(a)}</td><td class='iv'>{E(b)}</td></tr>" for a, b in front)
    b = "".join(f"<tr><td class='il'>{E(a)}</td><td class='iv'>{E(b)}</td></tr>" for a, b in back)
    return f"""<div class='doc d-id'><div class='cap'>Copy of identity card — front and reverse (scanned {E(fdate(k.today, dstyle(k.res)))})</div>
<div class='card'><div class='ch'>{E(title)}</div><div class='cn'>{E(num_label)}: <b>{E(k.id_no)}</b></div><table>{f}</table></div>
<div class='card'><table>{b}</table><div class='mrz'>{'<br>'.join(E(x) for x in mrz)}</div></div></div>"""


CSS_ID = """.d-id{font-family:'Liberation Sans',sans-serif}.d-id .cap{font-size:8.5pt;color:#555;margin-bottom:3mm}
.d-id .card{width:118mm;border:1px solid #7a8;border-radius:8px;background:#f1f6ee;padding:3mm 4mm;margin-bottom:4mm}
.d-id .ch{font-size:8pt;font-weight:bold;color:#254}.d-id .cn{font-size:9pt;margin:2mm 0}.d-id .il{font-size:7pt;color:#566;padding-right:4mm}
.d-id .iv{font-size:9pt;font-weight:bold}.d-id .mrz{font-family:'DejaVu Sans Mono',monospace;font-size:10pt;margin-top:2mm;white-space:nowrap}"""


def doc_utility(r: random.Random, k: _K, *, previous: bool) -> str:
    c = k.res
    name, uaddr, lang = UTILITIES.get(c, UTILITIES["GBR"])
    addr = k.prev_addr if previous else k.addr
    bill_date = (k.moved_in - timedelta(days=r.randint(20, 200))) if previous else k.today - timedelta(days=r.randint(8, 80))
    p_end = bill_date - timedelta(days=r.randint(3, 9))
    p_start = p_end - timedelta(days=r.choice([30, 61, 91]))
    due = bill_date + timedelta(days=r.choice([14, 21, 28]))
    kwh = r.randint(180, 2400)
    cur = k.cur
    rate = {"INR": 8.5, "NGN": 68.0, "MXN": 2.9, "ZAR": 3.4, "AED": 0.38}.get(cur, 0.31)
    charge = round(kwh * rate, 2)
    standing = round(r.uniform(9, 40) * (1 if rate < 1 else rate * 4), 2)
    tax = round((charge + standing) * 0.05 if c == "GBR" else (charge + standing) * 0.19 if c == "DEU" else (charge + standing) * 0.2, 2)
    total = round(charge + standing + tax, 2)
    prevbal = round(r.uniform(30, 400) * (1 if rate < 1 else rate * 3), 2)
    acct = f"{_digits(r, 4)} {_digits(r, 4)} {_digits(r, 3)}"
    ds = dstyle(c)
    L = {"en": ("Your electricity bill", "Account number", "Bill date", "Billing period", "Supply address", "Amount due",
                "Please pay by", "Previous balance", "Payment received — thank you", "Energy used", "Standing charge", "VAT / tax", "Meter serial"),
         "de": ("Ihre Stromrechnung", "Kundennummer", "Rechnungsdatum", "Abrechnungszeitraum", "Lieferanschrift", "Rechnungsbetrag",
                "Fällig am", "Vorheriger Saldo", "Zahlung erhalten — vielen Dank", "Verbrauch", "Grundpreis", "Umsatzsteuer 19 %", "Zählernummer"),
         "fr": ("Votre facture d'électricité", "N° de compte client", "Date de facture", "Période de consommation", "Adresse de consommation",
                "Montant à payer", "À régler avant le", "Solde précédent", "Paiement reçu — merci", "Consommation", "Abonnement", "TVA", "N° de compteur"),
         "es": ("Su factura de luz", "Número de contrato", "Fecha de emisión", "Periodo de facturación", "Dirección de suministro",
                "Importe a pagar", "Fecha de cargo", "Saldo anterior", "Pago recibido — gracias", "Energía consumida", "Término de potencia", "IVA", "Nº de contador")}[lang]
    a_html, _ = addr_html(addr)
    salut = {"en": r.choice(["Mr", "Ms", "Mx"]) if k.sex == "X" else ("Mr" if k.sex == "M" else "Ms"),
             "de": "Herrn" if k.sex == "M" else "Frau", "fr": "M." if k.sex == "M" else "Mme", "es": "D." if k.sex == "M" else "Dña."}[lang]
    if k.sex == "X" or k.res == "USA":
        salut = ""
    return f"""<div class='doc d-util'><div class='uh'><div class='ulogo'>{E(name)}</div><div class='uaddr'>{'<br>'.join(E(x) for x in uaddr)}<br>{E(name.split()[0].lower())}.example/service</div></div>
<div class='urow'><div class='uto'>{E(salut)} {E(k.full)}<br>{a_html}</div>
<table class='ubox'><tr><td>{L[1]}</td><td>{nw(acct)}</td></tr><tr><td>{L[2]}</td><td>{nw(fdate(bill_date, ds, lang))}</td></tr>
<tr><td>{L[3]}</td><td>{nw(fdate(p_start, ds))} – {nw(fdate(p_end, ds))}</td></tr><tr><td><b>{L[5]}</b></td><td><b>{nw(amt_c(total, cur, c))}</b></td></tr>
<tr><td>{L[6]}</td><td>{nw(fdate(due, ds))}</td></tr></table></div>
<h3>{L[0]}</h3><div class='small'>{L[4]}: {E(', '.join(addr))} · {L[12]} {r.choice('ABEKS')}{_digits(r, 2)}{r.choice('XYZ')}{_digits(r, 5)}</div>
<table class='ut'><tr><td>{L[7]}</td><td class='n'>{nw(amt_c(prevbal, cur, c))}</td></tr><tr><td>{L[8]}</td><td class='n'>{nw(amt_c(-prevbal, cur, c))}</td></tr>
<tr><td>{L[9]} ({kwh} kWh × {famt(rate, AMT_STYLE.get(c, 'en'), 4)})</td><td class='n'>{nw(amt_c(charge, cur, c))}</td></tr>
<tr><td>{L[10]} ({(p_end - p_start).days} d)</td><td class='n'>{nw(amt_c(standing, cur, c))}</td></tr><tr><td>{L[11]}</td><td class='n'>{nw(amt_c(tax, cur, c))}</td></tr>
<tr class='tot'><td>{L[5]}</td><td class='n'>{nw(amt_c(total, cur, c))}</td></tr></table>
<div class='foot'>{E(name)} · {E(', '.join(uaddr))} · Reg. {_digits(r, 8)} · Emergency line 0800 {_digits(r, 3)} {_digits(r, 3)}</div></div>"""


CSS_UTIL = """.d-util{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt}.d-util .uh{display:flex;justify-content:space-between;border-bottom:4px solid #2a7;padding-bottom:2mm}
.d-util .ulogo{font-size:16pt;font-weight:bold;color:#2a7}.d-util .uaddr{font-size:8pt;text-align:right;color:#444}.d-util .urow{display:flex;justify-content:space-between;margin:6mm 0}
.d-util .ubox td{border:1px solid #9c9;padding:1mm 3mm;font-size:9pt}.d-util h3{color:#2a7;margin:2mm 0}.d-util .small{font-size:8pt;color:#555;margin-bottom:2mm}
.d-util .ut{width:100%}.d-util .ut td{padding:1mm 2mm;border-bottom:1px solid #ddd}.d-util .n{text-align:right}.d-util .tot td{font-weight:bold;border-top:2px solid #2a7}
.d-util .foot{font-size:7pt;color:#777;margin-top:6mm;border-top:1px solid #ccc;padding-top:1mm}"""


def doc_payslip(r: random.Random, k: _K, months_back: int = 1) -> str:
    c, cur = k.res, k.cur
    emp, eaddr = k.employer
    lang = k.lang
    pay = (k.today.replace(day=1) - timedelta(days=1 + 31 * (months_back - 1))).replace(day=r.choice([25, 26, 28]))
    basic = k.monthly
    ot = round(r.choice([0, 0, money(r, 0.02, 0.12, 0.01) * basic]), 2)
    allow = round(r.choice([0, money(r, 0.01, 0.06, 0.01) * basic]), 2)
    gross = round(basic + ot + allow, 2)
    tax = round(gross * r.uniform(0.12, 0.3), 2)
    soc = round(gross * r.uniform(0.04, 0.2), 2)
    pens = round(gross * 0.05, 2) if r.random() < 0.6 else 0.0
    net = round(gross - tax - soc - pens, 2)
    A = lambda x: nw(amt_c(x, cur, c))  # noqa: E731
    L = {"en": ("PAYSLIP", "Employee", "Employee no.", "Pay date", "Tax period", "Basic salary", "Overtime", "Allowances", "Gross pay",
                "Income tax", "Social security / NI", "Pension (employee)", "Net pay", "Year to date gross", "Department"),
         "de": ("Gehaltsabrechnung / Entgeltabrechnung", "Mitarbeiter/in", "Personalnummer", "Auszahlungsdatum", "Abrechnungsmonat",
                "Grundgehalt", "Überstunden", "Zulagen", "Gesamtbrutto", "Lohnsteuer", "Sozialversicherung AN-Anteil",
                "Betriebliche Altersvorsorge", "Auszahlungsbetrag (netto)", "Jahresbrutto kumuliert", "Abteilung"),
         "fr": ("BULLETIN DE PAIE", "Salarié", "Matricule", "Date de paiement", "Période", "Salaire de base", "Heures supplémentaires",
                "Primes", "Salaire brut", "Impôt sur le revenu (PAS)", "Cotisations salariales", "Retraite complémentaire",
                "Net à payer", "Cumul brut annuel", "Service"),
         "es": ("RECIBO DE NÓMINA", "Trabajador/a", "Nº de empleado", "Fecha de pago", "Periodo", "Salario base", "Horas extra",
                "Complementos", "Total devengado", "Retención IRPF / ISR", "Seguridad Social", "Plan de pensiones",
                "Líquido a percibir", "Devengado acumulado", "Departamento")}[lang]
    period = f"{MONTHS.get(lang, MONTHS['en'])[pay.month - 1]} {pay.year}"
    ytd = round(gross * pay.month * r.uniform(0.95, 1.02), 2)
    return f"""<div class='doc d-slip'><table class='sh'><tr><td><b>{E(emp)}</b><br>{'<br>'.join(E(x) for x in eaddr)}</td>
<td class='r'><span class='t'>{L[0]}</span><br>{L[4]}: {E(period)}<br>{L[3]}: {nw(fdate(pay, dstyle(c)))}</td></tr></table>
<table class='sg'><tr><td>{L[1]}: <b>{E(k.full)}</b></td><td>{L[2]}: {r.randint(1000, 99999)}</td><td>{L[14]}: {E(r.choice(['OPS', 'FIN', 'IT-2', 'HR', 'ENG']))}</td></tr></table>
<table class='sl'><tr><th></th><th>{cur}</th></tr><tr><td>{L[5]}</td><td class='r'>{A(basic)}</td></tr>
{f"<tr><td>{L[6]}</td><td class='r'>{A(ot)}</td></tr>" if ot else ''}{f"<tr><td>{L[7]}</td><td class='r'>{A(allow)}</td></tr>" if allow else ''}
<tr class='b'><td>{L[8]}</td><td class='r'>{A(gross)}</td></tr><tr><td>{L[9]}</td><td class='r'>{A(-tax)}</td></tr>
<tr><td>{L[10]}</td><td class='r'>{A(-soc)}</td></tr>{f"<tr><td>{L[11]}</td><td class='r'>{A(-pens)}</td></tr>" if pens else ''}
<tr class='b'><td>{L[12]}</td><td class='r'>{A(net)}</td></tr></table>
<div class='yt'>{L[13]}: {A(ytd)} · IBAN ****{_digits(r, 4)}</div></div>"""


CSS_SLIP = """.d-slip{font-family:'DejaVu Sans Condensed','DejaVu Sans',sans-serif;font-size:9pt;border:1px solid #333;padding:4mm;width:170mm}
.d-slip .sh{width:100%}.d-slip .r{text-align:right}.d-slip .t{font-size:13pt;font-weight:bold;letter-spacing:1px}.d-slip .sg{width:100%;background:#eee;margin:3mm 0}
.d-slip .sg td{padding:1mm 2mm}.d-slip .sl{width:100%}.d-slip .sl th{border-bottom:1px solid #333;text-align:right}.d-slip .sl td{padding:0.6mm 2mm}
.d-slip .b td{font-weight:bold;border-top:1px solid #333}.d-slip .yt{font-size:8pt;margin-top:3mm;color:#444}"""


def doc_employer_letter(r: random.Random, k: _K, bank_name: str) -> str:
    emp, eaddr = k.employer
    c, lang = k.res, k.lang
    ds = dstyle(c)
    signer = " ".join(person_name(r, c, r.choice("MF")))
    sal = amt_c(k.monthly if k.monthly_stated else k.annual, k.cur, c)
    per = "per month" if k.monthly_stated else "per annum"
    if lang == "fr":
        body = (f"<p>Je soussigné(e) {E(signer)}, Directeur/Directrice des Ressources Humaines de la société {E(emp)}, atteste que "
                f"{E(k.full)} est employé(e) au sein de notre société depuis le {E(fdate(k.emp_start, 'long', 'fr'))} en qualité de "
                f"{E(k.occupation)}, en contrat à durée indéterminée.</p><p>Sa rémunération brute s'élève à {nw(sal)} "
                f"{'par mois' if k.monthly_stated else 'par an'}.</p><p>Attestation délivrée à l'intéressé(e) pour servir et valoir ce que de droit.</p>")
        title = "ATTESTATION D'EMPLOI"
    elif lang == "de":
        body = (f"<p>Hiermit bestätigen wir, dass {E(k.full)} seit dem {E(fdate(k.emp_start, 'dmy.'))} in einem unbefristeten "
                f"Arbeitsverhältnis als {E(k.occupation)} bei der {E(emp)} beschäftigt ist.</p><p>Das Bruttogehalt beträgt {nw(sal)} "
                f"{'monatlich' if k.monthly_stated else 'jährlich'}. Das Arbeitsverhältnis ist ungekündigt.</p>")
        title = "Arbeitgeberbescheinigung"
    elif lang == "es":
        body = (f"<p>Por medio de la presente hacemos constar que {E(k.full)} presta sus servicios en {E(emp)} desde el "
                f"{E(fdate(k.emp_start, 'long', 'es'))}, con el puesto de {E(k.occupation)} y contrato indefinido.</p>"
                f"<p>Su salario bruto es de {nw(sal)} {'mensuales' if k.monthly_stated else 'anuales'}.</p>")
        title = "CONSTANCIA LABORAL"
    else:
        body = (f"<p>This is to certify that {E(k.full)} has been employed by {E(emp)} since {E(fdate(k.emp_start, 'long'))} and currently "
                f"holds the position of {E(k.occupation)} on a permanent, full-time basis.</p><p>The employee's "
                f"gross basic salary is {nw(sal)} {per}, payable monthly. This letter is issued at the employee's request for submission to "
                f"{E(bank_name)} and carries no liability on the part of the company or its officers.</p>")
        title = r.choice(["TO WHOM IT MAY CONCERN", "SALARY CERTIFICATE", "EMPLOYMENT CONFIRMATION"])
    return f"""<div class='doc d-elet'><div class='lh'>{E(emp)}</div><div class='la'>{' · '.join(E(x) for x in eaddr)} · Tel. {E(phone(r, c))}</div>
<div class='dt'>{E(fdate(k.today - timedelta(days=r.randint(3, 40)), 'long', lang))}<br>Ref: HR/{r.randint(100, 999)}/{k.today.year}</div>
<h3>{title}</h3>{body}<p style='margin-top:14mm'>{E(signer)}<br>{'Human Resources' if lang == 'en' else 'Ressources Humaines' if lang == 'fr' else 'Personalabteilung' if lang == 'de' else 'Recursos Humanos'}</p></div>"""


CSS_ELET = """.d-elet{font-family:'Liberation Serif','Times New Roman',serif;font-size:11pt;padding:0 6mm}.d-elet .lh{font-size:18pt;font-variant:small-caps;color:#124;border-bottom:1px solid #124}
.d-elet .la{font-size:8pt;color:#555;margin-bottom:8mm}.d-elet .dt{text-align:right;margin-bottom:6mm}.d-elet h3{text-align:center;text-decoration:underline}"""


def doc_income_other(r: random.Random, k: _K) -> str:
    """Proof of income for the non-employed: pension statement, accountant's letter, investment summary."""
    c, cur = k.res, k.cur
    ds = dstyle(c)
    if k.sof == "pension":
        issuer = r.choice(["National Pension Service", "Retirement Benefits Office", "Caisse de retraite complémentaire"])
        rows = [("Pensioner", k.full), ("Pension reference", f"PN-{_digits(r, 8)}"), ("Date of award", fdate(k.today - timedelta(days=r.randint(400, 3000)), ds)),
                ("Monthly pension (gross)", amt_c(k.monthly, cur, c)), ("Tax withheld", amt_c(round(k.monthly * 0.11, 2), cur, c)),
                ("Next payment", fdate(k.today + timedelta(days=r.randint(5, 25)), ds))]
        title = "Annual pension statement"
    elif k.sof == "business":
        issuer = r.choice(["Whitmore & Dace Chartered Accountants", "Fiduciaire Berthier & Associés", "Steuerkanzlei Oberholz", "Contadores Alvear, S.C."])
        rows = [("Client", k.full), ("Activity", k.occupation), ("Trading since", fdate(k.today - timedelta(days=r.randint(900, 6000)), ds)),
                ("Turnover, last financial year", amt_c(round(k.annual * r.uniform(2.2, 6), -2), cur, c)),
                ("Net profit before tax", amt_c(round(k.annual * r.uniform(1.0, 1.3), -2), cur, c)), ("Accounts filed", "Yes")]
        title = "Accountant's reference"
    else:
        issuer = r.choice(["Harbourline Wealth Management", "Banque Privée du Léman", "Isar Vermögensverwaltung"])
        rows = [("Account holder", k.full), ("Portfolio no.", f"{_digits(r, 3)}-{_digits(r, 6)}"),
                ("Valuation date", fdate(k.today - timedelta(days=r.randint(10, 60)), ds)),
                ("Portfolio value", amt_c(round(k.annual * r.uniform(12, 40), -2), cur, c)),
                ("Income distributed, last 12 months", amt_c(round(k.annual * r.uniform(0.7, 1.1), -2), cur, c))]
        title = "Portfolio summary"
    tr = "".join(f"<tr><td>{E(a)}</td><td><b>{E(b)}</b></td></tr>" for a, b in rows)
    return f"""<div class='doc d-oth'><div class='oh'>{E(issuer)}</div><h3>{E(title)}</h3><table>{tr}</table>
<p class='small'>This statement is provided for information only and does not constitute an offer or a guarantee of future income.</p></div>"""


CSS_OTH = """.d-oth{font-family:'DejaVu Serif',serif;font-size:10pt;border-left:6px solid #863;padding-left:5mm}.d-oth .oh{font-size:14pt;color:#863}
.d-oth td{padding:1mm 4mm 1mm 0}.d-oth .small{font-size:8pt;color:#666}"""


def doc_statement(r: random.Random, k: _K, other_bank: bool = True) -> str:
    c, cur = k.res, k.cur
    ds = dstyle(c)
    bname = r.choice(["Northgate Direct Bank", "Citadel Savings Bank", "Banco Popular del Litoral", "Sparkasse Mittelland",
                      "Caisse d'Épargne Alpes-Loire", "Coastal Federal Credit Union", "Meridian Digital Bank"])
    start = k.today.replace(day=1) - timedelta(days=r.randint(25, 40))
    bal = money(r, 800, 30000) * (1 if cur not in ("INR", "NGN", "MXN") else 40)
    opening = bal
    rows = []
    d = start
    descs = ["CARD PURCHASE SUPERMARKET", "DIRECT DEBIT ELECTRICITY", "TRANSFER TO SAVINGS", "ATM WITHDRAWAL", "STANDING ORDER RENT",
             "CARD PURCHASE PHARMACY", "MOBILE PHONE SUBSCRIPTION", "ONLINE PURCHASE", "RESTAURANT", "FUEL STATION"]
    for i in range(r.randint(9, 16)):
        d = d + timedelta(days=r.randint(1, 3))
        if i == 3 and k.employer:
            amt = round(k.monthly * r.uniform(0.62, 0.78), 2)
            desc = f"SALARY {ascii_up(k.employer[0])[:22]}"
        else:
            amt = -money(r, 4, 0.06 * max(k.monthly, 1500), 0.01)
            desc = r.choice(descs)
        bal = round(bal + amt, 2)
        rows.append((d, desc, amt, bal))
    tr = "".join(f"<tr><td>{nw(fdate(a, ds))}</td><td>{E(b)}</td><td class='r'>{nw(famt(-x, AMT_STYLE.get(c, 'en')) if x < 0 else '')}</td>"
                 f"<td class='r'>{nw(famt(x, AMT_STYLE.get(c, 'en')) if x > 0 else '')}</td><td class='r'>{nw(famt(y, AMT_STYLE.get(c, 'en')))}</td></tr>"
                 for a, b, x, y in rows)
    a_html, _ = addr_html(k.addr)
    return f"""<div class='doc d-stm'><div class='sb'>{E(bname)}</div><div class='sa'>Statement of account · Page 1 of {r.randint(2, 4)}</div>
<table class='si'><tr><td>{E(k.full.upper())}<br>{a_html}</td><td>Account no. {nw(_digits(r, 8))}<br>Sort/branch {nw(_digits(r, 2) + '-' + _digits(r, 2) + '-' + _digits(r, 2))}<br>
Period {nw(fdate(start, ds))} to {nw(fdate(d, ds))}<br>Opening balance {nw(amt_c(opening, cur, c))}<br>Closing balance {nw(amt_c(bal, cur, c))}</td></tr></table>
<table class='st'><tr><th>Date</th><th>Description</th><th>Paid out</th><th>Paid in</th><th>Balance</th></tr>{tr}</table>
<div class='sf'>Please check this statement carefully. Deposits are protected up to the statutory limit.</div></div>"""


CSS_STM = """.d-stm{font-family:'Liberation Sans Narrow','Liberation Sans',sans-serif;font-size:9pt}.d-stm .sb{font-size:15pt;font-weight:bold;color:#036}
.d-stm .sa{color:#555;margin-bottom:3mm}.d-stm .si{width:100%;margin-bottom:3mm}.d-stm .si td{vertical-align:top;width:50%}.d-stm .st{width:100%}
.d-stm .st th{background:#036;color:#fff;padding:1mm}.d-stm .st td{border-bottom:1px solid #ccd;padding:0.8mm 1mm}.d-stm .r{text-align:right}.d-stm .sf{font-size:7.5pt;color:#777;margin-top:3mm}"""


def doc_checklist(r: random.Random, k: _K, bank: tuple, items: list) -> str:
    staff = " ".join(person_name(r, k.res, r.choice("MF")))
    ds = dstyle(k.res)
    rows = "".join(f"<tr><td class='cb'>{'☒' if ok else '☐'}</td><td>{E(t)}</td><td>{E(note)}</td></tr>" for t, ok, note in items)
    return f"""<div class='doc d-chk'><div class='bh'>{E(bank[0])} — {E(bank[1][-1])}</div>
<h2>New customer file — account opening checklist</h2>
<table class='ci'><tr><td>Customer name</td><td><b>{E(k.full)}</b></td><td>Date received</td><td>{nw(fdate(k.today, ds))}</td></tr>
<tr><td>Customer number</td><td>{nw(str(r.randint(10000000, 99999999)))}</td><td>Branch / sort code</td><td>{nw(_digits(r, 2) + '-' + _digits(r, 2) + '-' + _digits(r, 2))}</td></tr>
<tr><td>Product</td><td>{E(r.choice(['Current account', 'Premier current account', 'Savings account', 'Joint current account (1st holder)']))}</td><td>Risk rating</td><td>{E('High (PEP)' if k.pep else r.choice(['Low', 'Standard', 'Medium']))}</td></tr></table>
<table class='cl'><tr><th></th><th>Document</th><th>Remarks</th></tr>{rows}</table>
<p class='cn'>Documents must be originals or certified copies. Do not accept internet print-outs as proof of address unless verified against the issuer.
Files with a PEP indicator require Senior Management approval before activation.</p>
<table class='cs'><tr><td>Prepared by: {E(staff)}</td><td>Staff no. {r.randint(100000, 999999)}</td><td>Checked by: ____________</td></tr></table></div>"""


CSS_CHK = """.d-chk{font-family:'Liberation Sans',Arial,sans-serif;font-size:10pt}.d-chk .bh{background:#123a6b;color:#fff;padding:2mm 4mm;font-weight:bold}
.d-chk h2{font-size:13pt;margin:4mm 0}.d-chk .ci{width:100%;margin-bottom:4mm}.d-chk .ci td{border:1px solid #999;padding:1.5mm}
.d-chk .cl{width:100%}.d-chk .cl th{text-align:left;border-bottom:2px solid #123a6b}.d-chk .cl td{padding:1.2mm;border-bottom:1px solid #ddd}.d-chk .cb{font-size:13pt;width:8mm}
.d-chk .cn{font-size:8pt;color:#444;margin-top:4mm}.d-chk .cs{width:100%;margin-top:8mm}"""


def doc_email(sender: tuple, to: tuple, cc: str, sent: str, subject: str, body_paras: list, attachments: list, sig: list) -> str:
    att = "".join(f"<li>{E(a)}</li>" for a in attachments)
    paras = "".join(f"<p>{p}</p>" for p in body_paras)
    return f"""<div class='doc d-mail'><div class='mh'><table>
<tr><td class='k'>From:</td><td>{E(sender[0])} &lt;{E(sender[1])}&gt;</td></tr><tr><td class='k'>Sent:</td><td>{E(sent)}</td></tr>
<tr><td class='k'>To:</td><td>{E(to[0])} &lt;{E(to[1])}&gt;</td></tr>{f"<tr><td class='k'>Cc:</td><td>{E(cc)}</td></tr>" if cc else ''}
<tr><td class='k'>Subject:</td><td><b>{E(subject)}</b></td></tr>{f"<tr><td class='k'>Attachments:</td><td><ul>{att}</ul></td></tr>" if att else ''}</table></div>
<div class='mb'>{paras}<div class='sig'>{'<br>'.join(E(s) for s in sig)}</div>
<div class='disc'>This e-mail and any attachments are confidential and intended solely for the addressee. If you have received it in error,
please notify the sender and delete it. E-mail transmission cannot be guaranteed to be secure or error-free.</div></div></div>"""


CSS_MAIL = """.d-mail{font-family:Calibri,'Liberation Sans',Arial,sans-serif;font-size:10.5pt}.d-mail .mh{border-bottom:2px solid #999;padding-bottom:2mm;margin-bottom:4mm}
.d-mail .k{font-weight:bold;padding-right:4mm;vertical-align:top}.d-mail ul{margin:0;padding-left:5mm}.d-mail .sig{margin-top:6mm;color:#335}
.d-mail .disc{font-size:7.5pt;color:#888;margin-top:8mm;border-top:1px solid #ccc;padding-top:2mm}"""

KYC_CSS = CSS_PASS + CSS_ID + CSS_UTIL + CSS_SLIP + CSS_ELET + CSS_OTH + CSS_STM + CSS_CHK + CSS_MAIL


# ----------------------------------------------------------------------------- KYC forms and packets

def cbx(options: list, selected) -> str:
    return " &nbsp; ".join(f"<span style='white-space:nowrap'>{'☒' if key == selected else '☐'} {E(label)}</span>" for key, label in options)


def _sex_opts(k: _K, lang: str) -> list:
    base = {"en": [("M", "Male"), ("F", "Female")], "de": [("M", "männlich"), ("F", "weiblich")],
            "fr": [("M", "Masculin"), ("F", "Féminin")], "es": [("M", "Hombre"), ("F", "Mujer")]}[lang]
    if k.sex == "X" or lang == "de":
        base = base + [("X", {"en": "X / unspecified", "de": "divers", "fr": "X", "es": "X / no binario"}[lang])]
    return base


def _income_line(k: _K, lang: str, c: str) -> tuple[str, str]:
    if k.monthly_stated:
        lab = {"en": "Gross monthly income", "de": "Monatliches Bruttoeinkommen", "fr": "Revenus bruts mensuels",
               "es": "Ingresos brutos mensuales"}[lang]
        return lab, amt_c(k.monthly, k.cur, c)
    lab = {"en": "Gross annual income", "de": "Jährliches Bruttoeinkommen", "fr": "Revenus bruts annuels",
           "es": "Ingresos brutos anuales"}[lang]
    return lab, amt_c(k.annual, k.cur, c, dec=0 if k.annual == int(k.annual) and c != "DEU" else 2)


def _support(r: random.Random, k: _K, bank: tuple, *, id_copy: bool = True, statement: float = 0.5) -> tuple[list, list]:
    """The supporting documents of a packet and the checklist lines describing them."""
    docs, items = [], []
    util_prev = r.random() < 0.3 and (k.today - k.moved_in).days < 3 * 365
    if id_copy:
        docs.append(doc_passport(r, k) if k.id_type == "passport" else doc_idcard(r, k))
        items.append(("Proof of identity (certified copy)", True, "passport" if k.id_type == "passport" else "national identity card"))
    else:
        items.append(("Proof of identity", True, "original sighted and returned; copy not retained"))
    docs.append(doc_utility(r, k, previous=util_prev))
    items.append(("Proof of address (dated within 3 months)", True,
                  "utility bill shows previous address — see section 2" if util_prev else "utility bill"))
    if k.employer:
        if r.random() < 0.55:
            docs.append(doc_payslip(r, k))
            items.append(("Proof of income", True, "latest payslip"))
        else:
            docs.append(doc_employer_letter(r, k, bank[0]))
            items.append(("Proof of income", True, "employer's letter"))
    else:
        docs.append(doc_income_other(r, k))
        items.append(("Proof of income / wealth", True, {"pension": "pension statement", "business": "accountant's reference"}.get(k.sof, "statement")))
    if r.random() < statement:
        docs.append(doc_statement(r, k))
        items.append(("Bank statement from another institution", True, "1 page"))
    else:
        items.append(("Bank statement from another institution", False, "not provided"))
    items.append(("Tax residency self-certification (CRS/FATCA)", k.tin is not None, "" if k.tin else "to follow"))
    items.append(("PEP declaration / enhanced due diligence", k.pep, "EDD form signed" if k.pep else "n/a"))
    return docs, items


def _uk_form(r: random.Random, k: _K, bank: tuple) -> tuple[str, str, bool]:
    ds = "dmy/"
    a_html, a_truth = addr_html(k.addr, "br")
    recent = (k.today - k.moved_in).days < 3 * 365
    title = {"M": "Mr", "F": r.choice(["Ms", "Mrs", "Miss"]), "X": "Mx"}[k.sex]
    yrs = (k.today - k.moved_in).days // 365
    mos = ((k.today - k.moved_in).days % 365) // 30
    inc_lab, inc_val = _income_line(k, "en", "GBR")
    box = lambda cap, val, w=1: f"<div class='bx' style='grid-column:span {w}'><div class='cp'>{cap}</div><div class='vl'>{val}</div></div>"  # noqa: E731
    s1 = (box("Title", E(title)) + box("Surname", E(k.sur.upper()), 2) + box("Forename(s) in full", E(k.given.upper()), 3)
          + box("Date of birth (DD/MM/YYYY)", nw(fdate(k.dob, ds)), 2) + box("Nationality", E(demonym(k.nat)), 2)
          + box("Country of birth", E(cname(k.nat)), 2) + box("Mobile number", nw(k.phone), 3) + box("E-mail", E(k.email), 3))
    s2 = (box("Current residential address (including postcode)", a_html, 4) + box("Time at this address", f"{yrs} yrs {mos} mths", 2)
          + box("Residential status", r.choice(["Homeowner", "Tenant", "Living with family"]), 2)
          + box("Country of residence", "United Kingdom", 4)
          + (box("Previous address (if less than 3 years at current address)", addr_html(k.prev_addr, 'comma')[0], 6) if recent else ""))
    status = {"employment": "Employed (full-time)", "business": "Self-employed", "pension": "Retired",
              "investments": "Not employed — private means", "inheritance": "Not employed", "other": "Student / other"}[k.sof]
    s3 = (box("Employment status", status, 2) + box("Occupation / job title", E(k.occupation), 4)
          + (box("Employer's name", E(k.employer[0]), 3) + box("Employer's address", E(", ".join(k.employer[1])), 3)
             + box("Date joined", nw(fdate(k.emp_start, ds)), 2) if k.employer else "")
          + box(inc_lab, nw(inc_val), 2)
          + box("Main source of the money you will pay into this account", cbx(list(SOF_LABELS["en"].items()), k.sof), 6))
    s4 = (box("National Insurance number", E(k.tin) if k.tin else "", 2)
          + box("Are you, or a close associate or family member of yours, a politically exposed person?",
                cbx([(True, "Yes"), (False, "No")], k.pep) + (f" — {E(k.pep_role)}" if k.pep else ""), 4)
          + box("Tax residency", "UK only" if k.tin else "UK (self-certification to follow)", 6))
    s5 = (box("ID document seen", "Passport" if k.id_type == "passport" else "National identity card", 2)
          + box("Document number", nw(k.id_no), 2) + box("Expiry date", nw(fdate(k.id_expiry, ds)), 2))
    html = f"""<div class='doc d-ukf'><div class='uh'><span class='bn'>{E(bank[0])}</span><span class='ft'>Personal Account Application · Form PA/117 (03/24)</span></div>
<p class='ins'>Please complete in BLOCK CAPITALS using black ink. Fields marked * are mandatory. Incomplete applications will be returned.</p>
<div class='sec'>1 &nbsp;About you</div><div class='g'>{s1}</div><div class='sec'>2 &nbsp;Where you live</div><div class='g'>{s2}</div>
<div class='sec'>3 &nbsp;Employment and income</div><div class='g'>{s3}</div><div class='sec'>4 &nbsp;Tax and regulatory questions</div><div class='g'>{s4}</div>
<div class='sec'>5 &nbsp;For bank use — identification</div><div class='g'>{s5}</div>
<p class='decl'>Declaration: I confirm that the information given is true and complete. I understand that {E(bank[0])} may search my record at credit reference
and fraud prevention agencies. Signed: <i>{E(k.full)}</i> &nbsp; Date: {nw(fdate(k.today, ds))}</p>
<div class='ff'>{E(bank[0])}, {E(', '.join(bank[1]))}. {E(bank[2])}</div></div>"""
    return html, a_truth, True


CSS_UKF = """.d-ukf{font-family:'Liberation Sans',Arial,sans-serif}.d-ukf .uh{display:flex;justify-content:space-between;border-bottom:3px solid #6b1d5a;padding-bottom:2mm}
.d-ukf .bn{font-size:15pt;font-weight:bold;color:#6b1d5a}.d-ukf .ft{font-size:9pt;color:#444;align-self:flex-end}.d-ukf .ins{font-size:8pt;font-style:italic}
.d-ukf .sec{background:#6b1d5a;color:#fff;font-weight:bold;padding:1mm 3mm;margin-top:3mm}.d-ukf .g{display:grid;grid-template-columns:repeat(6,1fr);gap:0}
.d-ukf .bx{border:1px solid #6b1d5a;padding:1mm 2mm;min-height:9mm}.d-ukf .cp{font-size:7pt;color:#6b1d5a}.d-ukf .vl{font-size:10pt;font-family:'DejaVu Sans Mono',monospace}
.d-ukf .decl{font-size:8.5pt;margin-top:4mm}.d-ukf .ff{font-size:7pt;color:#666;border-top:1px solid #aaa;margin-top:3mm}"""


def _de_form(r: random.Random, k: _K, bank: tuple) -> tuple[str, str, bool]:
    ds = "dmy."
    a_html, a_truth = addr_html(k.addr, "br")
    inc_lab, inc_val = _income_line(k, "de", k.res)
    en_inc = "Gross monthly income" if k.monthly_stated else "Gross annual income"
    rows = [
        ("Name / Surname", E(k.sur)), ("Vorname(n) / First name(s)", E(k.given)),
        ("Geburtsname / Name at birth", E(k.sur) if r.random() < 0.7 else "—"),
        ("Geburtsdatum / Date of birth", nw(fdate(k.dob, ds))), ("Geburtsort / Place of birth", E(k.pob)),
        ("Geschlecht / Sex", cbx(_sex_opts(k, "de"), k.sex)),
        ("Staatsangehörigkeit / Nationality", E(demonym(k.nat, "de"))),
        ("Wohnanschrift (Hauptwohnsitz) / Residential address", a_html), ("Land / Country", E(cname(k.res, "de"))),
        ("Telefon / Phone", nw(k.phone)), ("E-Mail", E(k.email)),
        ("Beruf / Occupation", E(k.occupation)),
        ("Arbeitgeber / Employer", E(k.employer[0]) if k.employer else "— (entfällt / not applicable)"),
        (f"{inc_lab} / {en_inc}", nw(inc_val)),
        ("Herkunft der Mittel / Source of funds", cbx(list(SOF_LABELS["de"].items()), k.sof)),
        ("Steuerliche Identifikationsnummer / Tax ID", nw(k.tin) if k.tin else "wird nachgereicht / to follow"),
        ("Politisch exponierte Person (PEP) / Politically exposed person", cbx([(True, "ja / yes"), (False, "nein / no")], k.pep)
         + (f"<br><small>Funktion: {E(k.pep_role)}</small>" if k.pep else "")),
    ]
    legi = [("Ausweisart / ID type", "Reisepass / Passport" if k.id_type == "passport" else "Personalausweis / Identity card"),
            ("Ausweisnummer / ID number", nw(k.id_no)), ("Ausstellende Behörde / Issuing authority", E(cname(k.id_issuer, 'de'))),
            ("Ausstellungsdatum / Date of issue", nw(fdate(k.id_issue, ds))), ("Gültig bis / Valid until", nw(fdate(k.id_expiry, ds)))]
    tr = "".join(f"<tr><th>{a}</th><td>{b}</td></tr>" for a, b in rows)
    tl = "".join(f"<tr><th>{a}</th><td>{b}</td></tr>" for a, b in legi)
    html = f"""<div class='doc d-def'><div class='dh'><b>{E(bank[0])}</b><br><small>{E(' · '.join(bank[1]))}</small></div>
<h2>Antrag auf Kontoeröffnung für Privatkunden<br><span>Account opening application — private customers</span></h2>
<p class='s'>Kundennummer / Customer no.: {r.randint(1000000, 9999999)} &nbsp; Filiale / Branch: {r.randint(100, 999)}</p>
<h4>A. Angaben zur Person / Personal details</h4><table>{tr}</table>
<h4>B. Legitimationsprüfung (§ 12 GwG) / Identification</h4><table>{tl}</table>
<p class='s'>Der Kontoinhaber versichert, auf eigene Rechnung zu handeln (§ 11 Abs. 5 GwG). The account holder confirms acting on own account.
Es gelten die Allgemeinen Geschäftsbedingungen und das Preis- und Leistungsverzeichnis der Bank.</p>
<p>Ort, Datum: {E(k.addr[-1].split(' ', 1)[-1])}, {nw(fdate(k.today, ds))} &nbsp;&nbsp; Unterschrift: <i>{E(k.full)}</i></p>
<div class='df'>{E(bank[2])}</div></div>"""
    return html, a_truth, True


CSS_DEF = """.d-def{font-family:'DejaVu Serif',Georgia,serif;font-size:9.5pt}.d-def .dh{border-left:8px solid #c00;padding-left:3mm}.d-def h2{font-size:13pt;margin:4mm 0 1mm}
.d-def h2 span{font-size:9pt;font-weight:normal;color:#555}.d-def h4{margin:3mm 0 1mm;color:#c00}.d-def table{width:100%}.d-def th{width:42%;text-align:left;font-weight:normal;
font-size:8.5pt;background:#f4f4f4;border:1px solid #bbb;padding:1mm}.d-def td{border:1px solid #bbb;padding:1mm}.d-def .s{font-size:8pt;color:#444}.d-def .df{font-size:7pt;color:#777;margin-top:3mm}"""


def _fr_form(r: random.Random, k: _K, bank: tuple) -> tuple[str, str, bool]:
    a_html, a_truth = addr_html(k.addr + [cname(k.res, "fr")], "br")
    inc_lab, inc_val = _income_line(k, "fr", k.res)
    qs = [
        ("Nom", E(k.sur.upper())), ("Prénom(s)", E(k.given)), ("Sexe", cbx(_sex_opts(k, "fr"), k.sex)),
        ("Date et lieu de naissance", f"{nw(fdate(k.dob, 'dmy/'))} à {E(k.pob)}"),
        ("Nationalité", E(demonym(k.nat, "fr"))),
        ("Adresse du domicile principal", a_html),
        ("Depuis quand résidez-vous à cette adresse ?", nw(fdate(k.moved_in, "dmy/"))),
        ("Situation familiale", r.choice(["Célibataire", "Marié(e)", "Pacsé(e)", "Divorcé(e)"])),
        ("Profession exercée", E(k.occupation)),
        ("Nom de l'employeur", E(k.employer[0]) if k.employer else "Sans objet"),
        (inc_lab, nw(inc_val)),
        ("Origine des fonds déposés", cbx(list(SOF_LABELS["fr"].items()), k.sof)),
        ("Exercez-vous, ou avez-vous exercé au cours des 12 derniers mois, une fonction politique, juridictionnelle ou administrative "
         "importante (PPE), ou êtes-vous un proche d'une telle personne ?", cbx([(True, "Oui"), (False, "Non")], k.pep)),
        ("Numéro fiscal de référence (NIF)", nw(k.tin) if k.tin else "— (non communiqué)"),
        ("Pièce d'identité présentée", ("Passeport" if k.id_type == "passport" else "Carte nationale d'identité")
         + " — voir copie jointe"),
    ]
    items = "".join(f"<li><div class='q'>{q}</div><div class='a'>{a}</div></li>" for q, a in qs)
    html = f"""<div class='doc d-frq'><div class='fh'>{E(bank[0])}<span>{E(', '.join(bank[1]))}</span></div>
<h2>Questionnaire « Connaissance Client » — Personne physique</h2>
<p class='n'>Conformément aux articles L.561-5 et suivants du Code monétaire et financier, la banque est tenue de recueillir les informations
ci-dessous. Les réponses sont obligatoires. Dossier n° {r.randint(100000, 999999)}/{k.today.year}.</p><ol>{items}</ol>
<p class='n'>Fait à {E(k.addr[-1].split(' ', 1)[-1])}, le {E(fdate(k.today, 'long', 'fr'))}. Signature du client précédée de la mention « lu et approuvé » :
<i>{E(k.full)}</i></p><div class='ff'>{E(bank[2])}</div></div>"""
    return html, a_truth, True


CSS_FRQ = """.d-frq{font-family:'Liberation Serif',serif;font-size:10.5pt}.d-frq .fh{font-size:16pt;color:#024;border-bottom:1px solid #024}
.d-frq .fh span{font-size:8pt;float:right;color:#555;margin-top:2mm}.d-frq h2{font-size:13pt;text-align:center}.d-frq li{margin-bottom:2mm}
.d-frq .q{font-style:italic}.d-frq .a{border-bottom:1px dotted #555;padding:1mm 0 0 4mm;font-family:'DejaVu Sans',sans-serif;font-size:10pt}
.d-frq .n{font-size:8.5pt}.d-frq .ff{font-size:7pt;color:#777}"""


def _sg_form(r: random.Random, k: _K, bank: tuple) -> tuple[str, str, bool]:
    ds = r.choice(["dMy", "dmy/"])
    a_html, a_truth = addr_html(k.addr, r.choice(["br", "comma"]))
    inc_lab, inc_val = _income_line(k, "en", "SGP")
    sec = [("A. PARTICULARS OF CUSTOMER", [
        ("Full name (as per NRIC / passport)", E(k.full.upper())), ("Alias / Hanyu Pinyin name", "NIL"),
        ("Date of birth", nw(fdate(k.dob, ds))), ("Gender", {"M": "Male", "F": "Female", "X": "X"}[k.sex]),
        ("Nationality", E(cname(k.nat))),
        ("Identification type", "Passport" if k.id_type == "passport" else ("NRIC" if k.id_issuer == "SGP" else "National ID")),
        ("Identification no.", nw(k.id_no)), ("Country of issue", E(cname(k.id_issuer))), ("Expiry date", nw(fdate(k.id_expiry, ds)))]),
        ("B. CONTACT DETAILS", [("Residential address", a_html), ("Country of residence", E(cname(k.res))),
                                ("Mailing address", "Same as residential" if r.random() < 0.7 else E(", ".join(k.prev_addr))),
                                ("Mobile", nw(k.phone)), ("Email", E(k.email))]),
        ("C. EMPLOYMENT / FINANCIAL PROFILE", [("Occupation", E(k.occupation)),
                                               ("Name of employer", E(k.employer[0]) if k.employer else "N.A."),
                                               (inc_lab, nw(inc_val)),
                                               ("Source of funds", E(SOF_LABELS["en"][k.sof])),
                                               ("Source of wealth", E(r.choice(["Accumulated savings", "Employment", "Sale of property", "Family wealth"]))),
                                               ("Estimated initial deposit", nw(amt_c(money(r, 5000, 250000, 1000), "SGD", "SGP")))]),
        ("D. TAX & REGULATORY", [("Tax residency / TIN", (f"Singapore — {E(k.tin)}" if k.tin else "Singapore — TIN not available (reason B)")),
                                 ("Politically Exposed Person (PEP)?", "YES — " + E(k.pep_role) if k.pep else "NO"),
                                 ("Customer risk rating (bank use)", "HIGH" if k.pep else r.choice(["LOW", "MEDIUM"]))])]
    body = "".join(f"<tr><td colspan=2 class='sh'>{t}</td></tr>" + "".join(f"<tr><td class='l'>{a}</td><td>{b}</td></tr>" for a, b in rows)
                   for t, rows in sec)
    html = f"""<div class='doc d-sgf'><table class='top'><tr><td><b>{E(bank[0])}</b></td><td class='r'>CDD-IND-02 · Rev 2023</td></tr></table>
<h3>CUSTOMER DUE DILIGENCE (CDD) FORM — INDIVIDUAL</h3><table class='m'>{body}</table>
<p class='sm'>This form is completed pursuant to MAS Notice 626. The customer declares that the information above is true and correct.
RM code {r.choice('ABCDEFG')}{r.randint(100, 999)} · Date {nw(fdate(k.today, ds))}</p></div>"""
    return html, a_truth, True


CSS_SGF = """.d-sgf{font-family:'DejaVu Sans',sans-serif;font-size:9pt}.d-sgf .top{width:100%;border-bottom:2px solid #d50}.d-sgf .r{text-align:right}.d-sgf h3{color:#d50}
.d-sgf .m{width:100%}.d-sgf .m td{border:1px solid #aaa;padding:1.2mm}.d-sgf .l{width:38%;background:#fbeee6}.d-sgf .sh{background:#d50;color:#fff;font-weight:bold}.d-sgf .sm{font-size:7.5pt;color:#555}"""

AR = {"name": "الاسم الكامل", "dob": "تاريخ الميلاد", "sex": "الجنس", "nat": "الجنسية", "idt": "نوع الهوية", "idn": "رقم الهوية",
      "exp": "تاريخ الانتهاء", "addr": "العنوان", "res": "بلد الإقامة", "occ": "المهنة", "emp": "جهة العمل", "inc": "الدخل",
      "sof": "مصدر الأموال", "pep": "شخص مكشوف سياسياً", "tin": "الرقم الضريبي", "mob": "رقم الهاتف"}


def _ae_form(r: random.Random, k: _K, bank: tuple) -> tuple[str, str, bool]:
    ds = "dmy/"
    a_html, a_truth = addr_html(k.addr + ["United Arab Emirates"], "br")
    inc_lab, inc_val = _income_line(k, "en", "ARE")
    rows = [("Full name (as per passport)", E(k.full.upper()), "name"), ("Date of birth", nw(fdate(k.dob, ds)), "dob"),
            ("Gender", {"M": "Male", "F": "Female", "X": "X"}[k.sex], "sex"), ("Nationality", E(cname(k.nat)), "nat"),
            ("ID type", "Emirates ID" if k.id_issuer == "ARE" else "Passport", "idt"), ("ID number", nw(k.id_no), "idn"),
            ("ID expiry date", nw(fdate(k.id_expiry, ds)), "exp"), ("Residential address", a_html, "addr"),
            ("Mobile", nw(k.phone), "mob"), ("Profession", E(k.occupation), "occ"),
            ("Employer / sponsor", E(k.employer[0]) if k.employer else "N/A", "emp"), (inc_lab, nw(inc_val), "inc"),
            ("Source of funds", E(SOF_LABELS["en"][k.sof]), "sof"), ("PEP status", "Yes" if k.pep else "No", "pep"),
            ("TIN (FATCA / CRS)", E(k.tin) if k.tin else "N/A", "tin")]
    tr = "".join(f"<tr><td class='en'>{a}</td><td class='v'>{b}</td><td class='ar' dir='rtl'>{AR[c]}</td></tr>" for a, b, c in rows)
    html = f"""<div class='doc d-aef'><div class='ah'>{E(bank[0])}<br><small>{E(', '.join(bank[1]))}</small></div>
<h3>Know Your Customer (KYC) Form — Individual &nbsp; <span dir='rtl'>نموذج اعرف عميلك — أفراد</span></h3>
<p class='sm'>Account type: {E(r.choice(['Current Account AED', 'Salary Transfer Account', 'Savings Account']))} · CIF {r.randint(1000000, 9999999)}</p>
<table>{tr}</table><p class='sm'>Customer is resident in the UAE since {nw(fdate(k.moved_in, ds))}. Visa file no. {r.randint(101, 701)}/{k.today.year - r.randint(1, 5)}/{_digits(r, 7)}.
I confirm that the funds deposited are not derived from any unlawful activity.</p>
<p>Customer signature: __________________ &nbsp; Verified by (Branch Operations): {E(' '.join(person_name(r, 'ARE', 'M')))}</p></div>"""
    return html, a_truth, True


CSS_AEF = """.d-aef{font-family:'DejaVu Sans',sans-serif;font-size:9pt}.d-aef .ah{font-size:14pt;color:#0a5a3c;border-bottom:3px double #0a5a3c}
.d-aef table{width:100%}.d-aef td{border:1px solid #9bb;padding:1.2mm}.d-aef .en{width:30%;background:#eef6f1}.d-aef .ar{width:22%;text-align:right;background:#eef6f1}
.d-aef .sm{font-size:7.5pt;color:#444}"""


def _us_form(r: random.Random, k: _K, bank: tuple, id_attached: bool) -> tuple[str, str, bool]:
    ds = "mdy/"
    _, a_truth = addr_html([ascii_up(x) for x in k.addr], "br")
    W = 86

    def row(label, val):
        out = []
        val_lines = val if isinstance(val, list) else [val]
        first = True
        for v in val_lines:
            for seg in wrap_words(v, W - 32) if v else [""]:
                out.append((f"{label} ".ljust(30, ".") + ": " if first else " " * 32) + seg)
                first = False
        return out

    cust = r.randint(100000000, 999999999)
    lines = [f"{ascii_up(bank[0])[:44]:<46}RUN DATE {fdate(k.today, ds)}  PAGE 001",
             f"CIP/CDD NEW ACCOUNT RECORD - INDIVIDUAL{'':<8}PROGRAM NA0417   BRANCH {r.randint(100, 999)}", "-" * W,
             *row("CUSTOMER NUMBER", str(cust)),
             *row("NAME (LAST, FIRST MIDDLE)", ascii_up(f"{k.sur}, {k.given}")),
             *row("DATE OF BIRTH", fdate(k.dob, ds)),
             *row("CITIZENSHIP", ascii_up(cname(k.nat))),
             *row("RESIDENTIAL ADDRESS", [ascii_up(x) for x in k.addr]),
             *row("MAILING ADDRESS", "SAME" if r.random() < 0.6 else "PO BOX " + _digits(r, 4)),
             *row("HOME PHONE", k.phone),
             *row("TIN TYPE / TIN", f"SSN {k.tin}" if k.tin else "NONE PROVIDED - W-8BEN ON FILE"),
             *row("OCCUPATION", ascii_up(k.occupation)),
             *row("EMPLOYER", ascii_up(k.employer[0]) if k.employer else "NONE"),
             *row("ANNUAL INCOME" if not k.monthly_stated else "MONTHLY INCOME",
                  "$" + famt(k.monthly if k.monthly_stated else k.annual, "en")),
             *row("SOURCE OF FUNDS", ascii_up(SOF_LABELS["en"][k.sof])),
             *row("PEP / SENIOR FOREIGN POL FIG", "Y - " + ascii_up(k.pep_role) if k.pep else "N"),
             "-" * W, "DOCUMENTARY VERIFICATION",
             *row("ID TYPE", "PASSPORT" if k.id_type == "passport" else "FOREIGN NATIONAL ID CARD"),
             *row("ID NUMBER", k.id_no), *row("ISSUING COUNTRY", ascii_up(cname(k.id_issuer))),
             *row("ISSUE DATE", fdate(k.id_issue, ds)), *row("EXPIRATION DATE", fdate(k.id_expiry, ds)),
             *row("COPY RETAINED", "YES - IMAGED" if id_attached else "NO - ORIGINAL VIEWED"),
             "-" * W, "NON-DOCUMENTARY VERIFICATION",
             *row("CREDIT BUREAU MATCH", r.choice(["NAME/ADDR/SSN MATCH", "NAME/DOB MATCH - ADDR VARIANCE"])),
             *row("OFAC SCREEN", f"NO HIT  {fdate(k.today, ds)}"),
             *row("PREVIOUS ADDRESS (BUREAU)", ", ".join(ascii_up(x) for x in k.prev_addr)),
             "-" * W, f"OPENED BY {ascii_up(' '.join(person_name(r, 'USA', 'F')))[:28]:<30}APPROVED BY SYSTEM   *** END OF REPORT ***"]
    html = f"<div class='doc d-usp'>{mono_block(lines, 'background:repeating-linear-gradient(#fff 0 12pt,#eaf3ea 12pt 24pt);padding:2mm')}</div>"
    return html, a_truth, False


def _in_form(r: random.Random, k: _K, bank: tuple) -> tuple[str, str, bool]:
    ds = "dmy-"
    a_html, a_truth = addr_html(k.addr, "comma")
    title = {"M": "Mr.", "F": r.choice(["Ms.", "Mrs."]), "X": "Mx."}[k.sex]
    rel = " ".join(person_name(r, "IND", "M"))
    perm_same = r.random() < 0.5
    rng_lbl = r.choice(["< 5 Lakh", "5-10 Lakh", "10-25 Lakh", "25 Lakh - 1 Crore", "> 1 Crore"])
    inc_lab, inc_val = _income_line(k, "en", "IND")
    f = lambda lab, val: f"<div class='fl'><span class='lb'>{lab}</span> <span class='uv'>{val}</span></div>"  # noqa: E731
    occ_type = {"employment": "Service - Private Sector", "business": "Business", "pension": "Retired",
                "investments": "Others", "inheritance": "Housewife", "other": "Student"}[k.sof]
    html = f"""<div class='doc d-inf'><div class='ih'><b>{E(bank[0])}</b><span>{E(', '.join(bank[1]))}</span></div>
<h3>CUSTOMER INFORMATION FORM (CIF) — INDIVIDUALS <small>(KYC as per RBI Master Direction)</small></h3>
<div class='sx'>1. PERSONAL DETAILS</div>
{f('Name (Prefix, First, Middle, Last):', E(title + ' ' + k.full.upper()))}
{f("Father's / Spouse's name:", E(rel.upper()))}
{f('Date of birth (DD-MM-YYYY):', nw(fdate(k.dob, ds)))}{f('Gender:', cbx([('M', 'Male'), ('F', 'Female'), ('X', 'Transgender')], k.sex))}
{f('Nationality:', E(demonym(k.nat)))}{f('Residential status:', 'Resident Individual' if k.res == 'IND' else 'NRI')}
{f('PAN:', nw(k.tin) if k.tin else 'Form 60 submitted')}
<div class='sx'>2. PROOF OF IDENTITY (OVD)</div>
{f('Document:', 'Passport' if k.id_type == 'passport' else 'National ID')}{f('Number:', nw(k.id_no))}{f('Expiry date:', nw(fdate(k.id_expiry, ds)))}
<div class='sx'>3. ADDRESS DETAILS</div>
{f('Current address:', a_html)}{f('Country:', 'India')}
{f('Permanent address:', 'Same as current address' if perm_same else E(', '.join(k.prev_addr)))}
<div class='sx'>4. OCCUPATION &amp; INCOME</div>
{f('Occupation type:', E(occ_type))}{f('Designation / nature of work:', E(k.occupation))}
{f('Name of employer:', E(k.employer[0]) if k.employer else 'N.A.')}{f('Gross annual income range:', 'INR ' + rng_lbl)}
{f(inc_lab + ' (exact):', nw(inc_val))}{f('Source of funds:', cbx(list(SOF_LABELS['en'].items()), k.sof))}
{f('Are you a Politically Exposed Person (PEP) / related to a PEP?', cbx([(True, 'Yes'), (False, 'No')], k.pep))}
<p class='dc'>I hereby declare that the details furnished above are true and correct to the best of my knowledge and I undertake to inform the bank of any changes
therein immediately. Place: {E(k.addr[-1].split(',')[-1].strip())} &nbsp; Date: {nw(fdate(k.today, ds))}</p>
<p class='dc'>FOR BANK USE: KYC verified by Emp. Code {r.randint(10000, 99999)} · In-person verification done · CKYC No. {_digits(r, 14)}</p></div>"""
    return html, a_truth, True


CSS_INF = """.d-inf{font-family:'Liberation Serif',serif;font-size:10pt}.d-inf .ih{display:flex;justify-content:space-between;border-bottom:2px solid #135}
.d-inf .ih b{font-size:14pt;color:#135}.d-inf .ih span{font-size:8pt}.d-inf h3{font-size:11pt;text-align:center}.d-inf .sx{background:#dde4ee;font-weight:bold;margin-top:2mm;padding:0.5mm 2mm}
.d-inf .fl{margin:1.2mm 0}.d-inf .lb{font-size:9pt}.d-inf .uv{border-bottom:1px solid #000;padding:0 2mm;font-family:'DejaVu Sans',sans-serif}.d-inf .dc{font-size:8pt}"""


def _es_form(r: random.Random, k: _K, bank: tuple) -> tuple[str, str, bool]:
    ds = "dmy/"
    a_html, a_truth = addr_html(k.addr, "br")
    inc_lab, inc_val = _income_line(k, "es", k.res)
    mex = k.res == "MEX"
    box = lambda cap, val, w=1: f"<td colspan={w}><div class='c'>{cap}</div><div class='v'>{val}</div></td>"  # noqa: E731
    idname = {"passport": "Pasaporte", "national_id": "DNI" if k.id_issuer == "ESP" else "Documento nacional de identidad"}[k.id_type]
    tinlab = "RFC (con homoclave)" if mex else "NIF"
    rows = [
        box("Apellidos", E(k.sur.upper()), 2) + box("Nombre(s)", E(k.given.upper()), 2),
        box("Fecha de nacimiento", nw(fdate(k.dob, ds))) + box("Sexo", cbx(_sex_opts(k, "es"), k.sex)) +
        box("Nacionalidad", E(demonym(k.nat, "es"))) + box("País de nacimiento", E(cname(k.nat, "es"))),
        box("Tipo de identificación", idname) + box("Número", nw(k.id_no)) + box("País emisor", E(cname(k.id_issuer, "es"))) +
        box("Vigencia / caducidad", nw(fdate(k.id_expiry, ds))),
        box("Domicilio particular (calle, número, colonia, C.P., ciudad)", a_html, 3) + box("País de residencia", E(cname(k.res, "es"))),
        box("Ocupación / profesión", E(k.occupation), 2) + box("Empresa donde trabaja", E(k.employer[0]) if k.employer else "No aplica", 2),
        box(inc_lab, nw(inc_val)) + box("Origen de los recursos", cbx(list(SOF_LABELS["es"].items()), k.sof), 3),
        box(tinlab, nw(k.tin) if k.tin else "", 2) + box("CURP" if mex else "Nº Seguridad Social", nw(_digits(r, 11)) if not mex else nw(ascii_up(k.sur)[:2] + ascii_up(k.given)[0] + k.dob.strftime('%y%m%d') + r.choice('HM') + 'NL' + 'XYZ' + _digits(r, 2)), 2),
        box("¿Desempeña o ha desempeñado funciones públicas destacadas (PEP)?", cbx([(True, "Sí"), (False, "No")], k.pep), 4),
    ]
    html = f"""<div class='doc d-esf'><div class='eh'><span class='b'>{E(bank[0])}</span><span>{E(' · '.join(bank[1]))}</span></div>
<h3>FORMULARIO DE CONOCIMIENTO DEL CLIENTE — PERSONA FÍSICA</h3>
<p class='sm'>Folio {r.randint(100000, 999999)} · Sucursal {r.randint(1, 900):04d} · {'Ley Federal para la Prevención e Identificación de Operaciones con Recursos de Procedencia Ilícita' if mex else 'Ley 10/2010 de prevención del blanqueo de capitales'}</p>
<table>{''.join(f'<tr>{x}</tr>' for x in rows)}</table>
<p class='sm'>Declaro bajo protesta de decir verdad que los datos aquí asentados son correctos. Firma del cliente: <i>{E(k.full)}</i> · Fecha: {nw(fdate(k.today, ds))}</p>
<p class='sm'>{E(bank[2])}</p></div>"""
    return html, a_truth, True


CSS_ESF = """.d-esf{font-family:'Liberation Sans Narrow','Liberation Sans',sans-serif;font-size:9.5pt}.d-esf .eh{display:flex;justify-content:space-between;background:#004b87;color:#fff;padding:2mm}
.d-esf .b{font-weight:bold;font-size:12pt}.d-esf table{width:100%;table-layout:fixed}.d-esf td{border:1px solid #777;padding:0.8mm 1.5mm;vertical-align:top}
.d-esf .c{font-size:6.5pt;color:#004b87;text-transform:uppercase}.d-esf .v{font-size:9.5pt;min-height:4mm}.d-esf .sm{font-size:7.5pt}"""


def doc_routing(r: random.Random, k: _K, bank: tuple, lang: str, docs_desc: list) -> str:
    T = {"de": ("Interner Laufzettel — Kontoeröffnung", "Kunde", "Eingang", "Bearbeiter", "Anlagen", "Bitte Legitimation prüfen und im Kernbanksystem erfassen."),
         "es": ("Hoja de control de expediente — Alta de cliente", "Cliente", "Fecha de recepción", "Ejecutivo", "Documentos anexos", "Verificar documentación y capturar en el sistema."),
         "fr": ("Fiche de transmission — Entrée en relation", "Client", "Reçu le", "Conseiller", "Pièces jointes", "Merci de contrôler les pièces et de saisir le dossier."),
         "en": ("Internal routing slip — new account", "Customer", "Received", "Officer", "Enclosures", "Please verify and key into core banking.")}[lang]
    li = "".join(f"<li>{E(d)}</li>" for d in docs_desc)
    return f"""<div class='doc d-rt'><div class='rh'>{E(bank[0])}</div><h2>{T[0]}</h2>
<table><tr><td>{T[1]}</td><td><b>{E(k.full)}</b></td></tr><tr><td>{T[2]}</td><td>{nw(fdate(k.today, dstyle(k.res)))}</td></tr>
<tr><td>{T[3]}</td><td>{E(' '.join(person_name(r, k.res, r.choice('MF'))))} ({r.choice('ABCDEFGH')}{r.randint(1000, 9999)})</td></tr></table>
<p>{T[4]}:</p><ol>{li}</ol><p class='n'>{T[5]}</p></div>"""


CSS_RT = """.d-rt{font-family:'DejaVu Sans Condensed','DejaVu Sans',sans-serif;border:2px solid #777;padding:5mm;background:#fffbe8}.d-rt .rh{font-weight:bold;color:#555}
.d-rt td{padding:1mm 4mm 1mm 0}.d-rt .n{font-size:8.5pt;color:#555}"""

KYC_CSS += CSS_UKF + CSS_DEF + CSS_FRQ + CSS_SGF + CSS_AEF + CSS_INF + CSS_ESF + CSS_RT


def _kyc_packet(r: random.Random, layout: str) -> tuple[str, dict]:
    spec = {
        "uk_branch_checklist": ("GBR", ["IND", "NGA", "IRL", "ITA", "ZAF", "FRA", "ESP"], "en", "any"),
        "de_bilingual_antrag": (r.choice(["DEU", "DEU", "AUT"]), ["ITA", "FRA", "GBR", "ESP", "NLD", "IND"], "de", "any"),
        "fr_questionnaire_conseiller": (r.choice(["FRA", "FRA", "BEL"]), ["BEL", "ITA", "LBN", "DEU", "ESP", "NGA"], "fr", "any"),
        "sg_rm_email_cdd": ("SGP", ["MYS", "IND", "GBR", "AUS"], "en", "any"),
        "uae_bilingual_kyc": ("ARE", ["IND", "GBR", "JOR", "LBN", "PHL", "NGA", "FRA"], "en", "emirates"),
        "us_cip_system_print": ("USA", ["MEX", "IND", "CAN", "GBR", "NGA"], "en", "passport"),
        "in_cif_form": ("IND", ["IND"], "en", "passport"),
        "es_mx_formulario": (r.choice(["ESP", "MEX"]), ["ITA", "FRA", "DEU", "ESP", "MEX", "BRA"], "es", "any"),
    }[layout]
    res, pool, lang, idp = spec
    k = _kyc_facts(r, res, pool, lang, idp)
    bank = BANKS_KYC[res]
    sex_stated = True
    if layout == "uk_branch_checklist":
        form, at, _ = _uk_form(r, k, bank)
        sup, items = _support(r, k, bank)
        docs = [doc_checklist(r, k, bank, items), form] + sup
    elif layout == "de_bilingual_antrag":
        form, at, _ = _de_form(r, k, bank)
        sup, items = _support(r, k, bank, statement=0.3)
        docs = [doc_routing(r, k, bank, "de", ["Kontoeröffnungsantrag"] + [t for t, ok, _ in items if ok]), form] + sup
    elif layout == "fr_questionnaire_conseiller":
        form, at, _ = _fr_form(r, k, bank)
        sup, items = _support(r, k, bank, statement=0.4)
        adv = person_name(r, k.res, r.choice("MF"))
        mail = doc_email((" ".join(adv), f"{ascii_up(adv[0]).lower()}.{ascii_up(adv[1]).lower()}@credit-rhodanien.example"),
                         ("Back-office Conformité", "kyc.backoffice@credit-rhodanien.example"), "",
                         f"{fdate(k.today, 'long', 'fr')} {r.randint(8, 18)}:{r.randint(10, 59)}",
                         f"Entrée en relation — {k.full} — dossier complet",
                         [f"Bonjour,", f"Veuillez trouver ci-joint le dossier d'entrée en relation de {E(k.full)}, reçu(e) en agence ce jour.",
                          "Le questionnaire KYC est signé ; les justificatifs sont joints dans l'ordre de la liste. Merci de valider l'ouverture "
                          "du compte sous 48 heures.", "Bien cordialement,"],
                         ["Questionnaire KYC.pdf", "Pièce d'identité.pdf", "Justificatif de domicile.pdf", "Justificatif de revenus.pdf"],
                         [" ".join(adv), "Conseiller(ère) clientèle", f"Agence {bank[1][-1]}"])
        docs = [mail, form] + sup
    elif layout == "sg_rm_email_cdd":
        form, at, _ = _sg_form(r, k, bank)
        sup, items = _support(r, k, bank, statement=0.8)
        rm = person_name(r, "SGP", r.choice("MF"))
        mail = doc_email((" ".join(rm), f"{ascii_up(rm[1]).lower()}.{ascii_up(rm[0]).lower().replace(' ', '')}@straitspacific.example"),
                         ("CDD Operations", "cdd.ops@straitspacific.example"), "Branch Manager, Raffles Place",
                         fdate(k.today, "dMy") + f" {r.randint(9, 18)}:{r.randint(10, 59)}",
                         f"[CONFIDENTIAL] New-to-bank individual — {k.full.upper()} — CDD pack",
                         ["Hi team,", f"Please process the attached CDD pack for our new client {E(k.full)}. Client met face-to-face at the branch; "
                          "originals sighted. " + ("Note: client has declared PEP status — EDD and senior management approval required." if k.pep else
                                                   "No adverse news found on World-Check."),
                          "Let me know if anything is missing.", "Thanks and regards,"],
                         ["CDD_form_signed.pdf", "ID_copy.pdf", "Proof_of_address.pdf", "Income_docs.pdf"],
                         [" ".join(rm), "Relationship Manager, Personal Banking", bank[0]])
        docs = [mail, form] + sup
    elif layout == "uae_bilingual_kyc":
        form, at, _ = _ae_form(r, k, bank)
        sup, items = _support(r, k, bank, statement=0.3)
        docs = [doc_checklist(r, k, bank, items), form] + sup
    elif layout == "us_cip_system_print":
        attached = r.random() < 0.7
        form, at, _ = _us_form(r, k, bank, attached)
        sup, items = _support(r, k, bank, id_copy=attached, statement=1.1)
        sex_stated = attached
        docs = [form] + sup
    elif layout == "in_cif_form":
        form, at, _ = _in_form(r, k, bank)
        sup, items = _support(r, k, bank, statement=0.6)
        docs = [doc_checklist(r, k, bank, items), form] + sup
    else:
        form, at, _ = _es_form(r, k, bank)
        sup, items = _support(r, k, bank, statement=0.4)
        docs = [doc_routing(r, k, bank, "es", ["Formulario KYC"] + [t for t, ok, _ in items if ok]), form] + sup
    body = page_break().join(docs)
    return html_doc(body, KYC_CSS, f"KYC packet {k.full}"), _kyc_truth(k, at, sex_stated=sex_stated)


KYC_LAYOUTS = ["uk_branch_checklist", "de_bilingual_antrag", "fr_questionnaire_conseiller", "sg_rm_email_cdd",
               "uae_bilingual_kyc", "us_cip_system_print", "in_cif_form", "es_mx_formulario"]
LC_LAYOUTS: list = []
LOAN_LAYOUTS: list = []


def layouts(document_type: str) -> list[str]:
    return {"kyc_individual": KYC_LAYOUTS, "letter_of_credit": LC_LAYOUTS, "loan_application": LOAN_LAYOUTS}[document_type]


def generate(document_type: str, index: int, seed: int, layout: str | None = None) -> AuthoredDocument:
    names = layouts(document_type)
    if layout is None:
        layout = names[_rng(document_type, "pick", seed, index).randrange(len(names))]
    if layout not in names:
        raise ValueError(f"unknown layout {layout!r} for {document_type}")
    r = _rng(document_type, layout, seed, index)
    if document_type == "kyc_individual":
        html, truth = _kyc_packet(r, layout)
    elif document_type == "letter_of_credit":
        html, truth = _lc_packet(r, layout)
    else:
        html, truth = _loan_packet(r, layout)
    return AuthoredDocument(document_type, layout, html, truth)


# ----------------------------------------------------------------------------- self check

def visible_text(html: str) -> str:
    t = re.sub(r"(?is)<(style|script|head)\b.*?</\1>", " ", html)
    t = re.sub(r"(?is)</?(span|b|i|u|small|em|strong|a|sup|sub)\b[^>]*>", "", t)
    t = re.sub(r"(?s)<[^>]+>", " ", t)
    t = _html.unescape(t)
    return re.sub(r"\s+", " ", t).strip().casefold()


_FREE = {
    "kyc_individual": ["full_name", "id_document_number", "residential_address", "occupation", "employer_name", "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name", "beneficiary.address",
                         "available_with", "port_of_loading", "port_of_discharge", "goods_description", "documents_required[]"],
    "loan_application": ["application_number", "borrower.full_name", "borrower.email", "borrower.phone", "co_borrowers[].full_name",
                         "employer_name", "property_address"],
}


def _values(truth: dict, path: str) -> list:
    if path.endswith("[]"):
        return list(truth.get(path[:-2]) or [])
    if "[]." in path:
        lst, key = path.split("[].")
        return [it[key] for it in truth.get(lst) or []]
    cur = truth
    for p in path.split("."):
        cur = cur.get(p) if isinstance(cur, dict) else None
    return [cur]


def self_check(per_type: int = 3, seed: int = 0) -> None:
    import json
    from pathlib import Path

    import jsonschema

    root = Path(__file__).resolve().parents[2]
    for dt in ("kyc_individual", "letter_of_credit", "loan_application"):
        schema = json.loads((root / "schemas" / f"{dt}.schema.json").read_text())
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
        for lay in layouts(dt):
            for i in range(per_type):
                doc = generate(dt, i, seed, lay)
                again = generate(dt, i, seed, lay)
                assert doc.html == again.html and doc.truth == again.truth, f"{lay}: not deterministic"
                errs = sorted(validator.iter_errors(doc.truth), key=str)
                assert not errs, f"{lay} #{i}: schema: {errs[0].message} at {list(errs[0].path)}"
                text = visible_text(doc.html)
                for path in _FREE[dt]:
                    for v in _values(doc.truth, path):
                        if v is None:
                            continue
                        needle = re.sub(r"\s+", " ", str(v)).strip().casefold()
                        assert needle in text, f"{lay} #{i}: field {path} value {v!r} not in page text"


# ============================================================================= LETTERS OF CREDIT

LC_BANKS = {
    "ARE": [("GULF MERIDIAN BANK PJSC", "GMBKAEADXXX", ["MERIDIAN TOWER, SHEIKH ZAYED ROAD", "DUBAI, UNITED ARAB EMIRATES"])],
    "NGA": [("LAGOON TRUST BANK PLC", "LGTBNGLAXXX", ["PLOT 1261 ADEOLA HOPEWELL STREET", "VICTORIA ISLAND, LAGOS, NIGERIA"])],
    "KEN": [("RIFT VALLEY COMMERCIAL BANK LTD", "RVCBKENAXXX", ["UPPER HILL ROAD, NAIROBI, KENYA"])],
    "BGD": [("BENGAL UNITED BANK LIMITED", "BUBLBDDHXXX", ["MOTIJHEEL C/A, DHAKA 1000, BANGLADESH"])],
    "EGY": [("NILE DELTA BANK S.A.E.", "NDBKEGCXXXX", ["26 SHERIF STREET, CAIRO, EGYPT"])],
    "SAU": [("AL WAHA COMMERCIAL BANK", "AWCBSARIXXX", ["KING FAHD ROAD, RIYADH 11431", "SAUDI ARABIA"])],
    "GBR": [("THAMESIDE BANK PLC", "THMBGB2LXXX", ["TRADE SERVICES, 1 CHEAPSIDE", "LONDON EC2V 6DN"])],
    "USA": [("FIRST LAKESHORE TRADE BANK", "FLTBUS33XXX", ["INTERNATIONAL TRADE SERVICES", "200 W MADISON ST, CHICAGO IL 60606"])],
    "MEX": [("BANCO DEL BAJIO NORTE S.A.", "BBNOMXMMXXX", ["AV. CONSTITUCION 400 PTE.", "MONTERREY, N.L., MEXICO"])],
    "SGP": [("STRAITS PACIFIC BANK LTD", "SPBKSGSGXXX", ["10 MARINA BOULEVARD #22-01", "SINGAPORE 018983"])],
    "CHN": [("GUANGDONG HUAXIN COMMERCIAL BANK", "GHCBCNBJGZH", ["TRADE FINANCE DEPT, 88 TIANHE ROAD", "GUANGZHOU, CHINA"])],
    "VNM": [("SAIGON MEKONG JOINT STOCK BANK", "SMJBVNVXXXX", ["72 LE THANH TON, DISTRICT 1", "HO CHI MINH CITY, VIETNAM"])],
    "IND": [("BANK OF COROMANDEL LTD", "BCORINBBXXX", ["TRADE FINANCE CENTRE, NARIMAN POINT", "MUMBAI 400021, INDIA"])],
    "TUR": [("ANATOLIA TICARET BANKASI A.S.", "ANTBTRISXXX", ["BUYUKDERE CAD. NO:127 ESENTEPE", "ISTANBUL, TURKIYE"])],
    "DEU": [("HANSEATISCHE HANDELSBANK AG", "HAHBDEHHXXX", ["BALLINDAMM 17", "20095 HAMBURG, GERMANY"])],
    "ITA": [("BANCA PADANA DI COMMERCIO S.P.A.", "BPDCITMMXXX", ["VIA DEI MERCANTI 12", "20121 MILANO, ITALY"])],
    "BRA": [("BANCO PAMPAS COMERCIAL S.A.", "BPCOBRSPXXX", ["AV. PAULISTA 1842", "SAO PAULO SP, BRAZIL"])],
    "ESP": [("BANCO ATLANTICO MERCANTIL S.A.", "BAMEESMMXXX", ["PASEO DE LA CASTELLANA 89", "28046 MADRID, SPAIN"])],
    "FRA": [("BANQUE LYONNAISE DE COMMERCE EXTERIEUR", "BLCEFRPPXXX", ["12 QUAI SAINT-ANTOINE", "69002 LYON, FRANCE"])],
}
APPLICANTS = {
    "ARE": [("AL NOOR BUILDING MATERIALS TRADING LLC", ["P.O. BOX 48213, AL QUOZ IND. AREA 3", "DUBAI, UNITED ARAB EMIRATES"]),
            ("DESERT PEARL FOODSTUFF TRADING LLC", ["WAREHOUSE 14, AL RAS", "DEIRA, DUBAI, U.A.E."])],
    "NGA": [("LEKKI FOODS DISTRIBUTION LIMITED", ["22 ADMIRALTY WAY, LEKKI PHASE 1", "LAGOS, NIGERIA"])],
    "KEN": [("SAVANNA AGRO SUPPLIES LTD", ["MOMBASA ROAD, GODOWN 7", "NAIROBI, KENYA"])],
    "BGD": [("DHAKA APPAREL SOURCING LTD", ["HOUSE 41, ROAD 11, BANANI", "DHAKA 1213, BANGLADESH"])],
    "EGY": [("PHARAONIC ENGINEERING SUPPLIES S.A.E.", ["14 EL NASR ROAD, NASR CITY", "CAIRO, EGYPT"])],
    "SAU": [("NAJD INDUSTRIAL EQUIPMENT CO.", ["2ND INDUSTRIAL CITY, P.O. BOX 7421", "RIYADH, SAUDI ARABIA"])],
    "GBR": [("HARROWGATE HOME FURNISHINGS LTD", ["UNIT 4, PARKSIDE TRADING ESTATE", "LEEDS LS11 5SF, UNITED KINGDOM"])],
    "USA": [("GREAT LAKES TOOL DISTRIBUTORS INC.", ["4800 W ROOSEVELT RD", "CICERO, IL 60804, USA"]),
            ("PALMETTO HOME GOODS LLC", ["1200 ROPER MOUNTAIN RD", "GREENVILLE, SC 29615, USA"])],
    "MEX": [("COMERCIALIZADORA DEL NORESTE S.A. DE C.V.", ["AV. RUIZ CORTINES 3100", "MONTERREY, N.L. 64400, MEXICO"])],
    "SGP": [("PACIFIC RIM COMPONENTS PTE LTD", ["18 BOON LAY WAY #07-112", "SINGAPORE 609966"])],
}
EXPORTERS = {
    "CHN": [("NINGBO HAIXING KITCHEN APPLIANCES CO., LTD.", ["NO. 88 XINGYE ROAD, BEILUN DISTRICT", "NINGBO, ZHEJIANG 315800, CHINA"], "NINGBO, CHINA"),
            ("FOSHAN GOLDEN TILE CERAMICS CO., LTD.", ["NANZHUANG TOWN, CHANCHENG DISTRICT", "FOSHAN, GUANGDONG, CHINA"], "NANSHA, CHINA")],
    "VNM": [("SAIGON TEXTILE GARMENT JSC", ["LOT C4, TAN BINH INDUSTRIAL PARK", "HO CHI MINH CITY, VIETNAM"], "HO CHI MINH CITY, VIETNAM")],
    "IND": [("COROMANDEL SPINNING MILLS PVT. LTD.", ["SF NO. 212, AVINASHI ROAD", "COIMBATORE 641014, INDIA"], "CHENNAI, INDIA")],
    "TUR": [("EGE MERMER IHRACAT A.S.", ["ORGANIZE SANAYI BOLGESI 4. CAD. NO:12", "IZMIR, TURKIYE"], "IZMIR, TURKIYE")],
    "DEU": [("KROEGER MASCHINENBAU GMBH", ["INDUSTRIESTRASSE 12", "42655 SOLINGEN, GERMANY"], "HAMBURG, GERMANY")],
    "ITA": [("OFFICINE MECCANICHE RAVELLI S.P.A.", ["VIA DELL'ARTIGIANATO 5", "25030 CASTEL MELLA BS, ITALY"], "GENOA, ITALY")],
    "BRA": [("CAFES SERRA DOURADA EXPORTACAO LTDA", ["RODOVIA MG-050 KM 12", "VARGINHA MG, BRAZIL"], "SANTOS, BRAZIL")],
    "ESP": [("ACEITES DEL GUADALQUIVIR S.L.", ["CTRA. DE CORDOBA KM 4", "41006 SEVILLA, SPAIN"], "ALGECIRAS, SPAIN")],
    "FRA": [("LAITERIES DU PLATEAU SAS", ["ZI DES ESSARTS", "15000 AURILLAC, FRANCE"], "LE HAVRE, FRANCE")],
}
GOODS = {
    "CHN": [("STAINLESS STEEL GAS HOBS MODEL HX-4B", "UNITS", (18, 45)), ("GLAZED PORCELAIN FLOOR TILES 600X600MM GRADE AA", "SQM", (6, 14)),
            ("ELECTRIC KETTLES 1.7L MODEL EK-170", "PCS", (5, 11))],
    "VNM": [("MEN'S 100 PCT COTTON KNITTED POLO SHIRTS", "PCS", (3, 7)), ("LADIES' DENIM JACKETS STYLE SG-221", "PCS", (8, 15))],
    "IND": [("100 PCT COTTON COMBED YARN NE 30/1 FOR KNITTING", "KGS", (2, 4)), ("GREY COTTON SHEETING FABRIC 63 INCH", "MTRS", (1, 3))],
    "TUR": [("POLISHED BEIGE MARBLE SLABS 2CM THICKNESS", "SQM", (22, 48)), ("TRAVERTINE TILES 40X60 CM TUMBLED", "SQM", (14, 28))],
    "DEU": [("CNC SURFACE GRINDING MACHINE MODEL KSG 800 WITH STANDARD ACCESSORIES", "SET", (85000, 240000)),
            ("SPARE PARTS FOR PACKAGING LINES AS PER ANNEX", "LOT", (40000, 160000))],
    "ITA": [("HYDRAULIC PRESS BRAKE RAVELLI PB-160 COMPLETE WITH TOOLING", "SET", (120000, 310000))],
    "BRA": [("BRAZILIAN GREEN COFFEE BEANS ARABICA NY 2/3 SCREEN 17/18", "BAGS OF 60 KGS", (180, 320))],
    "ESP": [("EXTRA VIRGIN OLIVE OIL IN 1 LITRE PET BOTTLES, 12 BOTTLES PER CARTON", "CARTONS", (38, 62))],
    "FRA": [("FULL CREAM MILK POWDER 26 PCT FAT IN 25 KG BAGS", "MT", (3600, 4800))],
}
BANK_CITY = {"CHN": "GUANGZHOU", "VNM": "HO CHI MINH CITY", "IND": "MUMBAI", "TUR": "ISTANBUL", "DEU": "HAMBURG", "ITA": "MILANO",
             "BRA": "SAO PAULO", "ESP": "MADRID", "FRA": "LYON"}
PORTS_DISCH = {"ARE": "JEBEL ALI, UAE", "NGA": "APAPA, LAGOS, NIGERIA", "KEN": "MOMBASA, KENYA", "BGD": "CHATTOGRAM, BANGLADESH",
               "EGY": "ALEXANDRIA, EGYPT", "SAU": "DAMMAM, SAUDI ARABIA", "GBR": "FELIXSTOWE, UNITED KINGDOM", "USA": "CHICAGO VIA NEW YORK",
               "MEX": "MANZANILLO, MEXICO", "SGP": "SINGAPORE"}
DOC_POOL = [
    "SIGNED COMMERCIAL INVOICE IN {n} ORIGINALS AND {m} COPIES INDICATING THE CREDIT NUMBER",
    "FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {bank} MARKED FREIGHT {fr} AND NOTIFY APPLICANT",
    "PACKING LIST IN {n} ORIGINALS SHOWING GROSS AND NET WEIGHTS OF EACH PACKAGE",
    "CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE OF THE EXPORTING COUNTRY",
    "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE ENDORSED IN BLANK FOR 110 PCT OF CIF VALUE COVERING INSTITUTE CARGO CLAUSES (A)",
    "INSPECTION CERTIFICATE ISSUED BY AN INDEPENDENT SURVEYOR CERTIFYING QUALITY AND QUANTITY",
    "BENEFICIARY'S CERTIFICATE CERTIFYING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN {d} DAYS AFTER SHIPMENT",
    "WEIGHT LIST ISSUED BY THE BENEFICIARY",
    "PHYTOSANITARY CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY",
    "SHIPPING COMPANY'S CERTIFICATE STATING THAT THE CARRYING VESSEL IS NOT MORE THAN 20 YEARS OLD",
]


@dataclass
class _L:
    lc_no: str
    form: str
    issue: date
    rules: str
    expiry: date
    exp_place: str
    app: tuple
    ben: tuple
    ben_acct: str | None
    cur: str
    amount: float
    tol: tuple | None
    avail_with: str
    avail_tag: str
    avail_by: str
    drafts: str | None
    partial: str | None
    trans: str | None
    pol: str | None
    pod: str | None
    lsd: date | None
    ship_period: str | None
    goods: str
    docs: list
    pres: int | None
    pres_text: str | None
    conf: str
    issuing: tuple
    advising: tuple
    conditions: list
    charges: str
    ben_country: str
    app_country: str
    qty: int
    unit: str
    unit_price: float
    pi_no: str
    pi_date: date
    incoterm: str


def _lc_facts(r: random.Random, app_c: str | None = None, ben_c: str | None = None) -> _L:
    app_c = app_c or r.choice(list(APPLICANTS))
    ben_c = ben_c or r.choice(list(EXPORTERS))
    app = r.choice(APPLICANTS[app_c])
    ben_name, ben_lines, pol_default = r.choice(EXPORTERS[ben_c])
    issuing = LC_BANKS[app_c][0]
    advising = LC_BANKS[ben_c][0]
    issue = rdate(r, date(2024, 1, 10), date(2026, 4, 30))
    standby = r.random() < 0.07
    form = "IRREVOCABLE STANDBY" if standby else ("IRREVOCABLE TRANSFERABLE" if r.random() < 0.15 else "IRREVOCABLE")
    rules = "ISP LATEST VERSION" if standby else r.choices(["UCP LATEST VERSION", "EUCP LATEST VERSION", "OTHR"], [90, 6, 4])[0]
    g, unit, (plo, phi) = r.choice(GOODS[ben_c])
    cur = "EUR" if ben_c in ("DEU", "ITA", "ESP", "FRA") and r.random() < 0.7 else "USD"
    price = round(r.uniform(plo, phi), 2)
    qty = r.randint(1, 4) if unit in ("SET", "LOT") else max(10, int(round(r.uniform(40000, 900000) / price, -1)))
    total = round(qty * price, 2)
    incoterm = r.choice(["CIF", "CFR", "FOB", "CIP"])
    pod = PORTS_DISCH[app_c]
    pol = pol_default
    pi_no = f"{r.choice(['PI', 'PRO', 'QT'])}-{issue.year}-{r.randint(100, 999)}"
    pi_date = issue - timedelta(days=r.randint(10, 60))
    inc_place = pod if incoterm in ("CIF", "CFR", "CIP") else pol
    goods = (f"{qty:,} {unit} OF {g} AT {cur} {price:,.2f} PER {unit.split(' OF')[0].rstrip('S') if unit not in ('SET', 'LOT') else unit} "
             f"AS PER PROFORMA INVOICE NO. {pi_no} DATED {fdate(pi_date, 'DMY')}, {incoterm} {inc_place.split(',')[0]} INCOTERMS 2020")
    if standby:
        goods = (f"STANDBY LETTER OF CREDIT SECURING PAYMENT OBLIGATIONS OF THE APPLICANT UNDER SUPPLY CONTRACT NO. "
                 f"SC/{issue.year}/{r.randint(10, 99)} FOR DELIVERIES OF {g}")
    amount = round(total, 2) if not standby else round(total * r.uniform(0.1, 0.3), -2)
    tol = None if r.random() < 0.45 else r.choice([(5, 5), (10, 10), (10, 0), (3, 3)])
    expiry = issue + timedelta(days=r.randint(75, 200))
    exp_place = r.choice([BANK_CITY[ben_c], BANK_CITY[ben_c],
                          cname(ben_c).upper() if ben_c in COUNTRIES else {"CHN": "CHINA", "VNM": "VIETNAM", "TUR": "TURKIYE"}[ben_c]])
    av = r.random()
    if av < 0.35:
        avail_with, tag, by = "ANY BANK", "41D", "BY NEGOTIATION"
    elif av < 0.7:
        avail_with, tag = advising[1], "41A"
        by = r.choice(["BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY NEGOTIATION"])
    else:
        avail_with, tag = r.choice([advising[0], issuing[0]]), "41D"
        by = r.choice(["BY PAYMENT", "BY DEF PAYMENT", "BY MIXED PYMT", "BY ACCEPTANCE"])
    if standby:
        by = "BY PAYMENT"
    drafts = {"BY NEGOTIATION": r.choice(["SIGHT", None]), "BY ACCEPTANCE": f"{r.choice([60, 90, 120])} DAYS AFTER BILL OF LADING DATE",
              "BY PAYMENT": "SIGHT" if r.random() < 0.5 else None, "BY DEF PAYMENT": None, "BY MIXED PYMT": None}[by]
    partial = r.choice(["ALLOWED", "NOT ALLOWED", "ALLOWED", "CONDITIONAL", None])
    trans = r.choice(["ALLOWED", "NOT ALLOWED", "NOT ALLOWED", None])
    if r.random() < 0.15:
        pol = None
    if r.random() < 0.1:
        pod = None
    ship_period = None
    lsd = expiry - timedelta(days=r.choice([15, 21, 30]))
    if r.random() < 0.12:
        ship_period, lsd = f"SHIPMENT DURING {MONTHS['en'][lsd.month - 1].upper()} {lsd.year}", None
    if standby:
        partial = trans = pol = pod = lsd = ship_period = None
    n_docs = 0 if (standby and r.random() < 0.5) or r.random() < 0.06 else r.randint(2, 8)
    pool = DOC_POOL[:]
    r.shuffle(pool)
    first = [pool.pop(pool.index(DOC_POOL[0])), pool.pop(pool.index(DOC_POOL[1]))] if n_docs >= 2 else []
    docs = (first + pool)[:n_docs]
    docs = [d.format(n=r.randint(2, 4), m=r.randint(1, 3), bank=issuing[0], fr="PREPAID" if incoterm in ("CIF", "CFR", "CIP") else "COLLECT",
                     d=r.choice([3, 5, 7])) for d in docs]
    if standby and n_docs:
        docs = ["BENEFICIARY'S SIGNED STATEMENT THAT THE APPLICANT HAS FAILED TO PAY THE AMOUNT DUE UNDER THE CONTRACT",
                "COPY OF THE UNPAID INVOICE(S)"][: max(1, min(2, n_docs))]
    pres = None if r.random() < 0.2 else r.choice([7, 10, 14, 15, 21, 21, 21])
    pres_text = None
    if pres is not None:
        pres_text = r.choice([f"{pres}/DAYS AFTER DATE OF SHIPMENT",
                              f"DOCUMENTS TO BE PRESENTED WITHIN {pres} DAYS AFTER THE DATE OF SHIPMENT BUT WITHIN THE VALIDITY OF THE CREDIT"])
    conf = r.choices(["WITHOUT", "CONFIRM", "MAY ADD"], [60, 25, 15])[0]
    conditions = [f"A DISCREPANCY FEE OF {cur} {r.choice([60, 75, 80, 100])}.00 WILL BE DEDUCTED FROM THE PROCEEDS OF EACH DISCREPANT PRESENTATION.",
                  f"ALL DOCUMENTS MUST BEAR THE CREDIT NUMBER AND THE IMPORT LICENCE NO. IL/{issue.year}/{r.randint(1000, 9999)}.",
                  "THIRD PARTY DOCUMENTS EXCEPT INVOICE AND DRAFTS ARE ACCEPTABLE.",
                  f"INSURANCE COVERED BY THE APPLICANT UNDER OPEN POLICY NO. OP-{r.randint(10000, 99999)}." if incoterm in ("FOB", "CFR") else
                  "CHARTER PARTY BILLS OF LADING ARE NOT ACCEPTABLE."]
    r.shuffle(conditions)
    conditions = conditions[: r.randint(1, 4)]
    charges = r.choice(["ALL BANKING CHARGES OUTSIDE THE ISSUING BANK'S COUNTRY ARE FOR THE ACCOUNT OF THE BENEFICIARY",
                        "ALL CHARGES OUTSIDE UAE INCLUDING REIMBURSEMENT CHARGES ARE FOR BENEFICIARY'S ACCOUNT" if app_c == "ARE" else
                        "ADVISING AND CONFIRMATION CHARGES ARE FOR THE ACCOUNT OF THE BENEFICIARY"])
    lc_no = r.choice([f"{issuing[1][:4]}{issue.strftime('%y')}LC{r.randint(10000, 99999)}", f"ILC/{issue.year}/{r.randint(1000, 99999):05d}",
                      f"{r.randint(100, 999)}LC{issue.strftime('%y')}{r.randint(100000, 999999)}", f"DC{issue.strftime('%y%m')}{r.randint(1000, 9999)}"])
    return _L(lc_no=lc_no, form=form, issue=issue, rules=rules, expiry=expiry, exp_place=exp_place, app=app,
              ben=(ben_name, ben_lines), ben_acct=(f"/{_digits(r, 12)}" if r.random() < 0.3 else None), cur=cur, amount=amount, tol=tol,
              avail_with=avail_with, avail_tag=tag, avail_by=by, drafts=drafts, partial=partial, trans=trans, pol=pol, pod=pod,
              lsd=lsd, ship_period=ship_period, goods=goods, docs=docs, pres=pres, pres_text=pres_text, conf=conf, issuing=issuing,
              advising=advising, conditions=conditions, charges=charges, ben_country=ben_c, app_country=app_c, qty=qty, unit=unit,
              unit_price=price, pi_no=pi_no, pi_date=pi_date, incoterm=incoterm)


def _lc_truth(L: _L) -> dict:
    return {
        "lc_number": L.lc_no, "form_of_credit": L.form, "date_of_issue": L.issue.isoformat(), "applicable_rules": L.rules,
        "expiry_date": L.expiry.isoformat(), "expiry_place": L.exp_place,
        "applicant": {"name": L.app[0], "address": " ".join(L.app[1])},
        "beneficiary": {"name": L.ben[0], "address": " ".join(L.ben[1])},
        "currency": L.cur, "amount": L.amount,
        "tolerance_plus_percent": L.tol[0] if L.tol else None, "tolerance_minus_percent": L.tol[1] if L.tol else None,
        "available_with": L.avail_with, "available_by": L.avail_by, "partial_shipments": L.partial, "transhipment": L.trans,
        "port_of_loading": L.pol, "port_of_discharge": L.pod,
        "latest_shipment_date": L.lsd.isoformat() if L.lsd else None, "goods_description": L.goods,
        "documents_required": list(L.docs), "presentation_period_days": L.pres, "confirmation_instructions": L.conf,
    }


MT700_NAMES = {"27": "Sequence of Total", "40A": "Form of Documentary Credit", "20": "Documentary Credit Number", "23": "Reference to Pre-Advice",
               "31C": "Date of Issue", "40E": "Applicable Rules", "31D": "Date and Place of Expiry", "51D": "Applicant Bank",
               "50": "Applicant", "59": "Beneficiary", "32B": "Currency Code, Amount", "39A": "Percentage Credit Amount Tolerance",
               "41A": "Available With ... By ...", "41D": "Available With ... By ...", "42C": "Drafts at ...", "42A": "Drawee",
               "42P": "Negotiation/Deferred Payment Details", "42M": "Mixed Payment Details", "43P": "Partial Shipments",
               "43T": "Transhipment", "44E": "Port of Loading/Airport of Departure", "44F": "Port of Discharge/Airport of Destination",
               "44B": "Place of Final Destination", "44C": "Latest Date of Shipment", "44D": "Shipment Period",
               "45A": "Description of Goods and/or Services", "46A": "Documents Required", "47A": "Additional Conditions",
               "71D": "Charges", "48": "Period for Presentation in Days", "49": "Confirmation Instructions",
               "58A": "Requested Confirmation Party", "78": "Instructions to the Paying/Accepting/Negotiating Bank",
               "57A": "'Advise Through' Bank", "72Z": "Sender to Receiver Information"}


def _mt700_fields(r: random.Random, L: _L, width: int = 65) -> list:
    """(tag, [raw lines]) in message order; lines already wrapped to the width."""
    w = lambda t: wrap_words(t, width)  # noqa: E731
    f = [("27", ["1/1"]), ("40A", [L.form]), ("20", [L.lc_no])]
    if r.random() < 0.2:
        f.append(("23", [f"PREADV/{L.issue.strftime('%y%m%d')}"]))
    f += [("31C", [L.issue.strftime("%y%m%d")]), ("40E", [L.rules] + (["AS PER APPLICANT'S INSTRUCTIONS"] if L.rules == "OTHR" else [])),
          ("31D", [L.expiry.strftime("%y%m%d") + L.exp_place])]
    f.append(("50", [L.app[0]] + list(L.app[1])))
    f.append(("59", ([L.ben_acct] if L.ben_acct else []) + [L.ben[0]] + list(L.ben[1])))
    f.append(("32B", [L.cur + famt(L.amount, "swift")]))
    if L.tol:
        f.append(("39A", [f"{L.tol[0]:02d}/{L.tol[1]:02d}"]))
    f.append((L.avail_tag, [L.avail_with, L.avail_by]))
    if L.drafts:
        f += [("42C", [L.drafts]), ("42A", [L.issuing[1]])]
    if L.avail_by == "BY DEF PAYMENT":
        f.append(("42P", w(f"{r.choice([60, 90, 180])} DAYS AFTER BILL OF LADING DATE")))
    if L.avail_by == "BY MIXED PYMT":
        f.append(("42M", w("30 PCT AT SIGHT, 70 PCT AT 90 DAYS AFTER BILL OF LADING DATE")))
    if L.partial:
        f.append(("43P", [L.partial]))
    if L.trans:
        f.append(("43T", [L.trans]))
    if L.pol:
        f.append(("44E", [L.pol]))
    if L.pod:
        f.append(("44F", [L.pod]))
    if L.lsd:
        f.append(("44C", [L.lsd.strftime("%y%m%d")]))
    if L.ship_period:
        f.append(("44D", [L.ship_period]))
    f.append(("45A", w(L.goods)))
    if L.docs:
        lines = []
        for d in L.docs:
            lines += w("+" + d)
        f.append(("46A", lines))
    lines = []
    for c in L.conditions:
        lines += w("+" + c)
    f.append(("47A", lines))
    f.append(("71D", w(L.charges)))
    if L.pres_text:
        f.append(("48", w(L.pres_text)))
    f.append(("49", [L.conf]))
    if L.conf != "WITHOUT":
        f.append(("58A", [L.advising[1]]))
    f.append(("78", w("UPON RECEIPT OF COMPLIANT DOCUMENTS AT OUR COUNTERS WE SHALL REMIT THE PROCEEDS AS PER YOUR INSTRUCTIONS. "
                      f"DOCUMENTS TO BE DISPATCHED TO {L.issuing[0]}, {' '.join(L.issuing[2])} IN ONE LOT BY COURIER.")))
    if r.random() < 0.5:
        f.append(("72Z", w("PLEASE ADVISE THE BENEFICIARY WITHOUT ADDING YOUR CONFIRMATION" if L.conf == "WITHOUT" else
                           "PLEASE ACKNOWLEDGE RECEIPT")))
    return f


def _lc_ds(L: _L) -> str:
    return "mdy/" if L.app_country == "USA" else "dMy"


def _lc_human(L: _L, ds: str = "dMy") -> list:
    """(label, value) pairs in plain words, for letters and dotted prints; values are truth-consistent."""
    tol = f"+{L.tol[0]} PCT / -{L.tol[1]} PCT" if L.tol else None
    out = [("Form of credit", L.form), ("Credit number", L.lc_no), ("Date of issue", fdate(L.issue, ds)),
           ("Applicable rules", L.rules), ("Expiry date", fdate(L.expiry, ds)), ("Place of expiry", L.exp_place),
           ("Amount", f"{L.cur} {famt(L.amount, 'en')}")]
    if tol:
        out.append(("Amount tolerance", tol))
    out += [("Available with", L.avail_with), ("Available by", L.avail_by)]
    if L.drafts:
        out.append(("Drafts at", L.drafts))
    if L.partial:
        out.append(("Partial shipments", L.partial))
    if L.trans:
        out.append(("Transhipment", L.trans))
    if L.pol:
        out.append(("Port of loading", L.pol))
    if L.pod:
        out.append(("Port of discharge", L.pod))
    if L.lsd:
        out.append(("Latest shipment date", fdate(L.lsd, ds)))
    if L.ship_period:
        out.append(("Shipment period", L.ship_period))
    if L.pres_text:
        out.append(("Presentation period", L.pres_text))
    out.append(("Confirmation", L.conf))
    return out


def doc_fin_raw(r: random.Random, L: _L, fields: list) -> str:
    sess = f"{r.randint(1000, 9999)}{r.randint(100000, 999999)}"
    hdr = (f"{{1:F01{L.advising[1][:8]}A{L.advising[1][8:] or 'XXX'}{sess}}}{{2:O700{r.randint(1000, 2359):04d}{L.issue.strftime('%y%m%d')}"
           f"{L.issuing[1][:8]}A{L.issuing[1][8:] or 'XXX'}{sess}{L.issue.strftime('%y%m%d')}{r.randint(1000, 2359):04d}N}}"
           f"{{3:{{108:{r.choice('ABCDEFGH')}{_digits(r, 9)}}}}}{{4:")
    lines = [hdr]
    for tag, vals in fields:
        lines.append(f":{tag}:{vals[0]}")
        lines += vals[1:]
    lines.append(f"-}}{{5:{{MAC:{_digits(r, 8)}}}{{CHK:{r.randint(10 ** 11, 10 ** 12 - 1):X}}}}}")
    body = mono_block(lines[:1], "font-size:7pt;white-space:pre-wrap;word-break:break-all") + mono_block(lines[1:])
    return f"""<div class='doc d-fin'><div class='fh'>SWIFT FIN — received message · printed {E(fdate(L.issue + timedelta(days=r.randint(0, 2)), 'D-M-Y'))} by TRADE OPS</div>{body}</div>"""


def doc_swift_print(r: random.Random, L: _L, fields: list) -> str:
    """Advising bank's interface print: F-tag with field name, then indented content."""
    out = ["Instance Type and Transmission", "  Notification (Transmission) of Original received from SWIFT", "  Priority/Delivery : Normal",
           f"  Message Input Reference : {r.randint(1000, 2359)} {L.issue.strftime('%y%m%d')}{L.issuing[1]}{_digits(r, 10)}",
           "--------------------------- Message Header ---------------------------",
           f"Swift Input  : FIN 700 Issue of a Documentary Credit", f"Sender       : {L.issuing[1]}", f"               {L.issuing[0]}",
           f"Receiver     : {L.advising[1]}", f"               {L.advising[0]}",
           f"MUR          : {r.choice('ABCDEFGHJK')}{_digits(r, 11)}",
           "--------------------------- Message Text ---------------------------"]
    for tag, vals in fields:
        name = MT700_NAMES.get(tag, "")
        if tag == "31C":
            vals = [f"Date : {fdate(L.issue, 'dMy')}" if r.random() < 0 else vals[0]]
        out.append(f"F{tag}: {name}")
        if tag == "31D":
            out += [f"       Date  : {L.expiry.strftime('%y%m%d')}", f"       Place : {L.exp_place}"]
        elif tag == "32B":
            out += [f"       Currency : {L.cur} ({ {'USD': 'US DOLLAR', 'EUR': 'EURO'}[L.cur] })", f"       Amount   : #{famt(L.amount, 'swift')}#"]
        elif tag == "39A":
            out += [f"       Tolerance 1 : {L.tol[0]}", f"       Tolerance 2 : {L.tol[1]}"]
        elif tag in ("41A", "41D"):
            out += [f"       {'Identifier Code' if tag == '41A' else 'Name and Address'} : {L.avail_with}", f"       Code : {L.avail_by}"]
        else:
            out += ["       " + v for v in vals]
    out += ["--------------------------- Message Trailer --------------------------", f"{{CHK:{r.randint(10 ** 11, 10 ** 12 - 1):X}}}",
            "PKI Signature: MAC-Equivalent", "------------------------------ End ----------------------------------"]
    return f"<div class='doc d-sp'>{mono_block(out)}</div>"


def doc_swift_table(r: random.Random, L: _L, fields: list) -> str:
    rows = []
    for tag, vals in fields:
        if tag == "31D":
            v = f"{E(fdate(L.expiry, 'DMY'))} &nbsp; {E(L.exp_place)}"
        elif tag == "32B":
            v = f"{E(L.cur)} {nw(famt(L.amount, 'en'))}"
        elif tag == "31C":
            v = E(fdate(L.issue, "DMY"))
        elif tag == "44C":
            v = E(fdate(L.lsd, "DMY"))
        else:
            v = "<br>".join(E(x) for x in vals)
        rows.append(f"<tr><td class='t'>{tag}</td><td class='n'>{E(MT700_NAMES.get(tag, ''))}</td><td class='c'>{v}</td></tr>")
    return f"""<div class='doc d-st'><table class='h'><tr><td>MT 700 · ISSUE OF A DOCUMENTARY CREDIT</td><td class='r'>Sender: {E(L.issuing[1])}<br>Receiver: {E(L.advising[1])}</td></tr></table>
<table class='m'><tr><th>Tag</th><th>Field</th><th>Content</th></tr>{''.join(rows)}</table>
<div class='f'>Printed from Trade Finance Workstation · user {r.choice(['TFOPS', 'LCADV', 'IMPEXP'])}{r.randint(10, 99)} · page 1/1</div></div>"""


def doc_lc_dotted(r: random.Random, L: _L) -> str:
    W = 88
    lines = [f"{L.advising[0][:40]:<44}{'DOCUMENTARY CREDIT ADVICE':>44}", f"{'SYSTEM: TFX/LC   RPT LCA-114':<44}{'RUN ' + fdate(L.issue + timedelta(days=1), 'D-M-Y'):>44}", "=" * W]

    def row(label, val):
        res = []
        for j, seg in enumerate(wrap_words(val, W - 32)):
            res.append((f"{label} ".ljust(30, ".") + ": " if j == 0 else " " * 32) + seg)
        return res
    lines += row("OUR ADVICE NUMBER", f"EA{L.issue.strftime('%y')}{r.randint(100000, 999999)}")
    lines += row("ISSUING BANK", f"{L.issuing[0]} ({L.issuing[1]})")
    for lab, val in _lc_human(L, "D-M-Y"):
        lines += row(lab.upper(), val)
    lines += row("APPLICANT", L.app[0])
    for a in L.app[1]:
        lines.append(" " * 32 + a)
    lines += row("BENEFICIARY", L.ben[0])
    for a in L.ben[1]:
        lines.append(" " * 32 + a)
    lines.append("-" * W)
    lines.append("DESCRIPTION OF GOODS:")
    lines += ["  " + x for x in wrap_words(L.goods, W - 4)]
    lines.append("DOCUMENTS REQUIRED:")
    if not L.docs:
        lines.append("  NONE STIPULATED")
    for i, d in enumerate(L.docs, 1):
        ws = wrap_words(d, W - 8)
        lines.append(f"  {i:>2}. {ws[0]}")
        lines += ["      " + x for x in ws[1:]]
    lines.append("ADDITIONAL CONDITIONS:")
    for c in L.conditions:
        lines += ["  " + x for x in wrap_words(c, W - 4)]
    lines += ["CHARGES:"] + ["  " + x for x in wrap_words(L.charges, W - 4)]
    lines += ["=" * W, "THIS ADVICE DOES NOT CONVEY ANY ENGAGEMENT OR OBLIGATION ON OUR PART UNLESS WE HAVE ADDED OUR CONFIRMATION.", "*** END ***"]
    return f"<div class='doc d-lp'>{mono_block(lines, 'font-size:8.4pt')}</div>"


def doc_lc_letter(r: random.Random, L: _L) -> str:
    """The issuing bank's letter of issue (no SWIFT message in the file)."""
    us = L.app_country == "USA"
    ds = "mdy/" if us else "long"
    D = lambda d: fdate(d, ds)  # noqa: E731
    tol = (f" (tolerance plus {L.tol[0]} percent / minus {L.tol[1]} percent)" if L.tol else "")
    p_ship = []
    if L.partial:
        p_ship.append(f"Partial shipments: {L.partial}.")
    if L.trans:
        p_ship.append(f"Transhipment: {L.trans}.")
    if L.pol:
        p_ship.append(f"Shipment from {E(L.pol)}")
    if L.pod:
        p_ship.append(("to " if L.pol else "Shipment to ") + E(L.pod))
    if L.lsd:
        p_ship.append(f"not later than {E(D(L.lsd))}.")
    elif L.ship_period:
        p_ship.append(E(L.ship_period.lower()) + ".")
    docs = "".join(f"<li>{E(d)}</li>" for d in L.docs) or "<li style='list-style:none'>No documents are stipulated other than the demand.</li>"
    conf = {"WITHOUT": "The advising bank is requested to advise this credit WITHOUT adding its confirmation.",
            "CONFIRM": "The advising bank is requested to CONFIRM this credit.",
            "MAY ADD": "The advising bank MAY ADD its confirmation at the beneficiary's request and cost."}[L.conf]
    pres = (f"Documents must be presented within {L.pres} days after the date of shipment but within the validity of the credit."
            if L.pres else "")
    signer = [" ".join(person_name(r, "GBR", "F")), " ".join(person_name(r, "USA", "M"))]
    return f"""<div class='doc d-ll'><div class='lh'>{E(L.issuing[0])}</div><div class='la'>{E(' · '.join(L.issuing[2]))} · SWIFT {E(L.issuing[1])}</div>
<p class='rt'>{E(D(L.issue + timedelta(days=r.randint(0, 1))))}</p>
<p>To: {E(L.ben[0])}<br>{'<br>'.join(E(x) for x in L.ben[1])}</p><p>Through: {E(L.advising[0])}, {E(L.advising[2][-1])}</p>
<p><b>Re: {E(L.form.title())} Documentary Credit No. {E(L.lc_no)}</b></p>
<p>Dear Sirs,</p><p>At the request and for the account of<br><b>{E(L.app[0])}</b><br>{'<br>'.join(E(x) for x in L.app[1])}<br>
we hereby issue in your favour our {E(L.form.lower())} documentary credit number {E(L.lc_no)}, dated {E(D(L.issue))}, for
{E(L.cur)} {nw(famt(L.amount, 'en'))}{E(tol)}, subject to {E(L.rules)}.</p>
<p>This credit is available with {E(L.avail_with)} {E(L.avail_by)}{(' against your drafts at ' + E(L.drafts)) if L.drafts else ''} and expires on
{E(D(L.expiry))} at {E(L.exp_place)}.</p><p>{' '.join(p_ship)}</p>
<p>Covering: {E(L.goods)}</p><p>Documents required:</p><ol>{docs}</ol>
<p>Additional conditions: {' '.join(E(c) for c in L.conditions)} {E(L.charges)}.</p><p>{E(pres)}</p><p>{E(conf)}</p>
<p>We hereby engage that drafts drawn and/or documents presented in compliance with the terms of this credit will be duly honoured.</p>
<table class='sg'><tr><td>Authorised signatory<br>{E(signer[0])}</td><td>Authorised signatory<br>{E(signer[1])}</td></tr></table></div>"""


def doc_lc_fr(r: random.Random, L: _L) -> str:
    rows = [("Forme du crédit / Form of credit", L.form), ("Numéro du crédit / Credit number", L.lc_no),
            ("Date d'émission / Date of issue", fdate(L.issue, "dmy/")), ("Règles applicables / Applicable rules", L.rules),
            ("Date et lieu de validité / Expiry date and place", f"{fdate(L.expiry, 'dmy/')} — {L.exp_place}"),
            ("Donneur d'ordre / Applicant", "\n".join([L.app[0]] + list(L.app[1]))),
            ("Bénéficiaire / Beneficiary", "\n".join([L.ben[0]] + list(L.ben[1]))),
            ("Montant / Amount", f"{L.cur} {famt(L.amount, 'fr')}")]
    if L.tol:
        rows.append(("Tolérance / Tolerance", f"+{L.tol[0]} % / -{L.tol[1]} %"))
    rows += [("Réalisable auprès de / Available with", L.avail_with), ("Mode de réalisation / Available by", L.avail_by)]
    for lab, v in [("Expéditions partielles / Partial shipments", L.partial), ("Transbordement / Transhipment", L.trans),
                   ("Port de chargement / Port of loading", L.pol), ("Port de déchargement / Port of discharge", L.pod),
                   ("Date limite d'expédition / Latest shipment date", fdate(L.lsd, "dmy/") if L.lsd else None),
                   ("Période d'expédition / Shipment period", L.ship_period)]:
        if v:
            rows.append((lab, v))
    rows.append(("Désignation des marchandises / Goods", L.goods))
    rows.append(("Documents exigés / Documents required", "\n".join(f"+{d}" for d in L.docs) if L.docs else "NÉANT / NONE"))
    rows.append(("Conditions additionnelles / Additional conditions", "\n".join(L.conditions)))
    if L.pres_text:
        rows.append(("Délai de présentation / Presentation period", L.pres_text))
    rows.append(("Instructions de confirmation / Confirmation", L.conf))
    tr = "".join(f"<tr><th>{E(a)}</th><td>{'<br>'.join(E(x) for x in b.split(chr(10)))}</td></tr>" for a, b in rows)
    return f"""<div class='doc d-fr'><div class='fh'>{E(L.advising[0]) if L.ben_country == 'FRA' else 'BANQUE LYONNAISE DE COMMERCE EXTERIEUR'}</div>
<h3>Notification de crédit documentaire import/export — Advice of documentary credit</h3>
<p class='sm'>Notre référence / Our ref.: NCD-{r.randint(10000, 99999)} · Émetteur / Issuing bank: {E(L.issuing[0])} ({E(L.issuing[1])})</p>
<table>{tr}</table><p class='sm'>Nous vous notifions ce crédit sans engagement de notre part, sauf confirmation expresse. Frais de notification : EUR {r.choice([90, 120, 150])},00 à votre charge.
We advise this credit without any engagement on our part unless expressly confirmed.</p></div>"""


def doc_advice_letter(r: random.Random, L: _L) -> str:
    d = L.issue + timedelta(days=r.randint(1, 4))
    fee = r.choice([80, 100, 125, 150])
    officer = " ".join(person_name(r, "GBR", r.choice("MF")))
    return f"""<div class='doc d-al'><div class='lh'>{E(L.advising[0])}</div><div class='la'>{E(' · '.join(L.advising[2]))} · SWIFT {E(L.advising[1])}</div>
<table class='ar'><tr><td>To:<br><b>{E(L.ben[0])}</b><br>{'<br>'.join(E(x) for x in L.ben[1])}</td>
<td>Our advice no.: <b>EXA-{d.strftime('%y')}-{r.randint(10000, 99999)}</b><br>Date: {E(fdate(d, 'dMy'))}<br>Issuing bank's ref.: {E(L.lc_no)}</td></tr></table>
<h3>ADVICE OF {E(L.form)} DOCUMENTARY CREDIT</h3>
<p>Dear Sirs,</p><p>We have received from {E(L.issuing[0])}, {E(L.issuing[2][-1])}, an authenticated SWIFT MT700 (copy attached) and have pleasure in advising it to you
{'with the addition of our confirmation' if L.conf == 'CONFIRM' else 'without any engagement or responsibility on our part'}.</p>
<p>Please examine the terms of the credit carefully. If they do not agree with your contract or if you are unable to comply with any of them, please
contact the applicant immediately to arrange an amendment. Our advising commission of {L.cur} {fee}.00 {'and confirmation commission of 0.15 PCT per quarter ' if L.conf == 'CONFIRM' else ''}is for your account.</p>
<p>Documents should be presented at our Trade Services counter, {E(L.advising[2][0].title())}, quoting our advice number.</p>
<p>Yours faithfully,<br><br>{E(officer)}<br>Trade Services — Import / Export Letters of Credit</p></div>"""


def doc_ben_cover(r: random.Random, L: _L) -> str:
    d = L.issue + timedelta(days=r.randint(20, 60))
    inv_amt = round(L.amount * r.uniform(0.4, 0.98), 2)
    return f"""<div class='doc d-bc'><div class='lh'>{E(L.ben[0])}</div><div class='la'>{E(' · '.join(L.ben[1]))} · Tel +{r.randint(20, 99)} {_digits(r, 3)} {_digits(r, 7)}</div>
<p>{E(fdate(d, 'dMy'))}</p><p>{E(L.advising[0])}<br>Trade Services / Export LC Department<br>{'<br>'.join(E(x) for x in L.advising[2])}</p>
<p><b>Subject: Presentation of documents under L/C No. {E(L.lc_no)} — our invoice {E(L.pi_no.replace('PI', 'CI').replace('PRO', 'CI').replace('QT', 'CI'))}</b></p>
<p>Dear Sir/Madam,</p><p>We enclose herewith the following documents for negotiation under the above credit issued by {E(L.issuing[0])} for the
account of {E(L.app[0])}: commercial invoice for {L.cur} {nw(famt(inv_amt, 'en'))}, bills of lading dated {E(fdate(d - timedelta(days=r.randint(2, 9)), 'dMy'))},
packing list and certificate of origin.</p><p>Please credit the proceeds to our account no. {_digits(r, 4)}-{_digits(r, 8)} with your good selves after deduction of your charges.
Discrepancies, if any, may be referred to us before dispatch.</p><p>Yours faithfully,<br>for {E(L.ben[0])}<br><br>{E(' '.join(person_name(r, 'GBR', 'M')))}<br>Export Manager</p></div>"""


def doc_proforma(r: random.Random, L: _L) -> str:
    qty2 = L.qty if L.unit in ("SET", "LOT") else int(L.qty * r.choice([1, 1, 1.05, 0.95]))
    p2 = round(L.unit_price * r.choice([1, 1.02, 0.98]), 2)
    extra = round(r.uniform(300, 4500), 2)
    tot = round(qty2 * p2 + extra, 2)
    alt = r.choice(["Packing: export seaworthy cartons on pallets", "Colour: assorted as per buyer's approval", "Origin: as per certificate"])
    return f"""<div class='doc d-pi'><table class='h'><tr><td><b class='bn'>{E(L.ben[0])}</b><br>{'<br>'.join(E(x) for x in L.ben[1])}</td>
<td class='r'><span class='tt'>PROFORMA INVOICE</span><br>No. {E(L.pi_no)}<br>Date: {E(fdate(L.pi_date, 'dmy/' if L.ben_country != 'USA' else 'mdy/'))}<br>Valid until: {E(fdate(L.pi_date + timedelta(days=45), 'dMy'))}</td></tr></table>
<p>Buyer: <b>{E(L.app[0])}</b>, {E(', '.join(L.app[1]))}<br>Terms of payment: by irrevocable L/C at {E(L.drafts or 'sight')}<br>
Delivery: {E(L.incoterm)} {E((L.pod or L.pol or 'port to be advised').split(',')[0])} — shipment within {r.choice([30, 45, 60])} days after receipt of L/C</p>
<table class='it'><tr><th>Item</th><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount ({L.cur})</th></tr>
<tr><td>1</td><td>{E(L.goods.split(' OF ', 1)[-1].split(' AT ')[0].title())}<br><small>{E(alt)}</small></td><td>{qty2:,} {E(L.unit)}</td><td class='r'>{famt(p2, 'en')}</td><td class='r'>{famt(qty2 * p2, 'en')}</td></tr>
<tr><td>2</td><td>Ocean freight and insurance (estimated)</td><td>1</td><td class='r'>{famt(extra, 'en')}</td><td class='r'>{famt(extra, 'en')}</td></tr>
<tr><td colspan=4 class='r'><b>TOTAL</b></td><td class='r'><b>{famt(tot, 'en')}</b></td></tr></table>
<p class='sm'>Bank details: {E(L.advising[0])}, SWIFT {E(L.advising[1])}, A/C {_digits(r, 12)}. Prices subject to final confirmation. E. &amp; O.E.</p></div>"""


def doc_packing(r: random.Random, L: _L) -> str:
    n = r.randint(3, 7)
    rows = ""
    tg = tn = 0.0
    for i in range(n):
        g = round(r.uniform(800, 9000), 1)
        nt = round(g * 0.93, 1)
        tg += g
        tn += nt
        rows += f"<tr><td>{i + 1}</td><td>CNTR {r.choice(['MSKU', 'TGHU', 'CMAU', 'OOLU'])}{_digits(r, 7)}</td><td>{r.randint(20, 400)}</td><td class='r'>{famt(nt, 'en', 1)}</td><td class='r'>{famt(g, 'en', 1)}</td></tr>"
    return f"""<div class='doc d-pl'><h2>PACKING LIST</h2><p>Exporter: {E(L.ben[0])}<br>Consignee: TO ORDER OF {E(L.issuing[0])}<br>Notify: {E(L.app[0])}<br>
Invoice ref.: {E(L.pi_no.replace('PI', 'CI').replace('PRO', 'CI').replace('QT', 'CI'))} · Vessel/voyage: {E(r.choice(['MAERSK KOLKATA', 'CMA CGM TAGE', 'MSC AURORA', 'EVER LUCENT']))} V.{r.randint(100, 999)}{r.choice('EWNS')}</p>
<table><tr><th>No.</th><th>Container / marks</th><th>Packages</th><th>Net kg</th><th>Gross kg</th></tr>{rows}
<tr><td colspan=3><b>TOTAL</b></td><td class='r'>{famt(tn, 'en', 1)}</td><td class='r'>{famt(tg, 'en', 1)}</td></tr></table>
<p class='sm'>Shipping marks: {E(L.app[0].split()[0])} / {E((L.pod or 'DESTINATION').split(',')[0])} / L/C {E(L.lc_no)} / MADE IN {E(L.ben[1][-1].split(',')[-1].strip())}</p></div>"""


def doc_schedule(r: random.Random, L: _L) -> str:
    presented = [("Draft", r.randint(1, 2), 0), ("Commercial invoice", r.randint(2, 4), r.randint(1, 3)), ("Bill of lading", 3, r.randint(0, 3)),
                 ("Packing list", r.randint(1, 3), 1), ("Certificate of origin", 1, r.randint(0, 2)), ("Insurance certificate", 2, 0),
                 ("Beneficiary's certificate", 1, 0)]
    presented = presented[: r.randint(4, 7)]
    rows = "".join(f"<tr><td>{E(a)}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in presented)
    d = L.issue + timedelta(days=r.randint(30, 70))
    return f"""<div class='doc d-sc'><div class='lh'>{E(L.advising[0])} — Export Documentary Credits</div><h3>Presentation schedule / checklist</h3>
<table class='k'><tr><td>Our ref.</td><td>EXP/{d.strftime('%y')}/{r.randint(1000, 9999)}</td><td>Date received</td><td>{E(fdate(d, 'dMy'))}</td></tr>
<tr><td>Credit no.</td><td>{E(L.lc_no)}</td><td>Drawing amount</td><td>{L.cur} {famt(round(L.amount * r.uniform(0.3, 0.97), 2), 'en')}</td></tr>
<tr><td>Presenter</td><td colspan=3>{E(L.ben[0])}</td></tr></table>
<table class='d'><tr><th>Document presented</th><th>Originals</th><th>Copies</th></tr>{rows}</table>
<p>Examination result: {E(r.choice(['Documents appear compliant', 'Discrepant — late presentation', 'Discrepant — invoice amount exceeds credit', 'Pending']))}. Examiner: {E(' '.join(person_name(r, 'SGP', 'F')))}</p></div>"""


LC_CSS = (CSS_MAIL + """.d-fin .fh{font-family:'Liberation Sans',sans-serif;font-size:8pt;color:#555;border-bottom:1px solid #999;margin-bottom:2mm}
.d-ll{font-family:'Liberation Serif',serif;font-size:10.5pt}.d-ll .lh,.d-al .lh,.d-bc .lh,.d-sc .lh{font-size:16pt;font-weight:bold;color:#1d3b6e}.d-ll .la,.d-al .la,.d-bc .la{font-size:8pt;color:#555;border-bottom:1px solid #1d3b6e;margin-bottom:4mm}
.d-ll .rt{text-align:right}.d-ll .sg{width:100%;margin-top:12mm}.d-al{font-family:'DejaVu Serif',serif;font-size:10pt}.d-al .ar{width:100%}.d-al .ar td{vertical-align:top;width:50%}
.d-bc{font-family:'Liberation Sans',sans-serif;font-size:10pt}.d-bc .lh{color:#7a2e0e}
.d-st{font-family:'Liberation Sans',sans-serif;font-size:8.8pt}.d-st .h{width:100%;background:#223;color:#fff}.d-st .h td{padding:2mm}.d-st .r{text-align:right}
.d-st .m{width:100%}.d-st .m th{background:#ccd;text-align:left;padding:1mm}.d-st .m td{border-bottom:1px solid #ccd;padding:1mm;vertical-align:top}.d-st .t{font-weight:bold;width:10mm}.d-st .n{width:52mm;color:#334}
.d-st .c{font-family:'DejaVu Sans Mono',monospace;font-size:8.3pt}.d-st .f{font-size:7pt;color:#777}
.d-fr{font-family:'DejaVu Sans',sans-serif;font-size:8.8pt}.d-fr .fh{font-size:14pt;color:#8b0000;font-weight:bold}.d-fr table{width:100%}.d-fr th{width:34%;text-align:left;font-weight:normal;background:#f6eeee;border:1px solid #caa;padding:1mm;font-size:8pt}
.d-fr td{border:1px solid #caa;padding:1mm}.d-fr .sm{font-size:7.5pt}
.d-pi{font-family:'Liberation Sans',sans-serif;font-size:9.5pt}.d-pi .h{width:100%}.d-pi .bn{font-size:13pt;color:#064}.d-pi .r{text-align:right}.d-pi .tt{font-size:16pt;font-weight:bold;color:#064}
.d-pi .it{width:100%}.d-pi .it th{background:#064;color:#fff}.d-pi .it td{border:1px solid #9b9;padding:1mm}.d-pi .sm{font-size:8pt}
.d-pl{font-family:'DejaVu Sans Condensed',sans-serif;font-size:9pt}.d-pl table{width:100%}.d-pl td,.d-pl th{border:1px solid #444;padding:1mm}.d-pl .r{text-align:right}.d-pl .sm{font-size:8pt}
.d-sc{font-family:'Liberation Sans',sans-serif;font-size:9.5pt}.d-sc table{width:100%;margin-bottom:3mm}.d-sc td,.d-sc th{border:1px solid #99a;padding:1mm}""")


def _lc_packet(r: random.Random, layout: str) -> tuple[str, dict]:
    bc = {"issuing_bank_letter_file": r.choice(["DEU", "ITA", "ESP", "CHN", "IND"]),
          "fr_bilingual_notification": "FRA"}.get(layout)
    ac = "USA" if layout == "issuing_bank_letter_file" and r.random() < 0.35 else None
    L = _lc_facts(r, ac, bc)
    fields = _mt700_fields(r, L)
    if layout == "fin_raw_with_cover":
        docs = [doc_ben_cover(r, L), doc_fin_raw(r, L, fields), doc_proforma(r, L)]
    elif layout == "advice_with_swift_print":
        docs = [doc_advice_letter(r, L), doc_swift_print(r, L, fields)] + ([doc_packing(r, L)] if r.random() < 0.7 else [])
    elif layout == "issuing_bank_letter_file":
        docs = [doc_lc_letter(r, L), doc_proforma(r, L)] + ([doc_packing(r, L)] if r.random() < 0.4 else [])
    elif layout == "swift_table_print":
        docs = [doc_ben_cover(r, L), doc_swift_table(r, L, fields), doc_packing(r, L)]
    elif layout == "email_forwarded_mt700":
        op = person_name(r, "SGP", r.choice("MF"))
        pre = mono_block([f":{t}:{v[0]}" if j == 0 else v[j] for t, v in fields for j in range(len(v))])
        mail = doc_email((" ".join(op), f"tradeops.{ascii_up(op[1]).lower()}@{L.advising[1][:4].lower()}-bank.example"),
                         (L.ben[0].title(), "exports@" + re.sub(r"[^a-z]", "", L.ben[0].split()[0].lower()) + ".example"), "",
                         fdate(L.issue + timedelta(days=2), "dMy") + f" {r.randint(8, 18)}:{r.randint(10, 59)}",
                         f"FW: MT700 received — your credit ref {L.lc_no}",
                         ["Dear Sirs,", f"Please find below the full text of the MT700 received today from {E(L.issuing[0])}. The original advice will follow by courier.",
                          "Kindly check all terms and revert with any amendment request via the applicant.", pre],
                         [], [" ".join(op), "Trade Operations", L.advising[0]])
        docs = [mail, doc_proforma(r, L)]
    elif layout == "legacy_dotted_print":
        docs = [doc_lc_dotted(r, L)] + ([doc_advice_letter(r, L)] if r.random() < 0.5 else []) + [doc_proforma(r, L)]
    elif layout == "fr_bilingual_notification":
        docs = [doc_lc_fr(r, L), doc_proforma(r, L)] + ([doc_packing(r, L)] if r.random() < 0.5 else [])
    else:  # presentation_schedule_file
        docs = [doc_schedule(r, L), doc_swift_print(r, L, fields), doc_proforma(r, L), doc_packing(r, L)]
    return html_doc(page_break().join(docs), LC_CSS, f"Credit file {L.lc_no}"), _lc_truth(L)


LC_LAYOUTS[:] = ["fin_raw_with_cover", "advice_with_swift_print", "issuing_bank_letter_file", "swift_table_print",
                 "email_forwarded_mt700", "legacy_dotted_print", "fr_bilingual_notification", "presentation_schedule_file"]


# ============================================================================= LOAN FILES

LOAN_BANKS = {
    "USA": ("Lakeshore National Bank, N.A. — Mortgage Division", ["200 W Madison St", "Chicago, IL 60606"], "NMLS ID 418227"),
    "GBR": ("Thameside Building Society", ["Thameside House, 40 Market Place", "Reading RG1 2DE"], "FCA FRN 106093"),
    "DEU": ("Rheinische Volks- und Handelsbank eG", ["Kaiserstraße 29", "60311 Frankfurt am Main"], "BaFin-ID 100187"),
    "FRA": ("Crédit Rhodanien", ["8 place Bellecour", "69002 Lyon"], "ORIAS 07 004 118"),
    "CAN": ("Maple Harbour Trust Company", ["100 King St W, Suite 800", "Toronto, ON M5X 1B1"], "FSRA Lic. 12047"),
    "AUS": ("Southern Cross Mutual Bank Ltd", ["Level 12, 60 Martin Place", "Sydney NSW 2000"], "ABN 61 087 651 118 · Australian Credit Licence 236887"),
    "IND": ("Bank of Coromandel Ltd — Retail Assets", ["Coromandel House, Nariman Point", "Mumbai 400021"], "CIN L65110MH1994PLC081177"),
    "ESP": ("Banco Atlántico Mercantil, S.A.", ["Paseo de la Castellana 89", "28046 Madrid"], "Registro de Bancos n.º 0187"),
}
LOAN_RANGE = {"USD": (180000, 1200000), "GBP": (120000, 850000), "EUR": (120000, 900000), "CAD": (250000, 1400000),
              "AUD": (300000, 1600000), "INR": (2500000, 25000000)}
MONTHLY_RANGE = {"USD": (4500, 26000), "GBP": (2800, 15000), "EUR": (2800, 14000), "CAD": (4800, 22000), "AUD": (5500, 24000),
                 "INR": (60000, 650000)}


@dataclass
class _N:
    c: str
    cur: str
    app_no: str
    given: str
    sur: str
    sex: str
    dob: date
    marital: str
    email: str | None
    phone: str | None
    co: list
    employer: tuple
    emp_start: date
    occupation: str
    prev_emp: tuple
    monthly: float
    amount: float
    purpose: str
    term: int
    rate: float
    prop: list
    value: float
    valuation: float
    today: date
    bank: tuple
    cur_addr: list
    prev_addrs: list

    @property
    def full(self):
        return f"{self.given} {self.sur}"


def _loan_facts(r: random.Random, c: str) -> _N:
    cur = {"USA": "USD", "GBR": "GBP", "DEU": "EUR", "FRA": "EUR", "CAN": "CAD", "AUS": "AUD", "IND": "INR", "ESP": "EUR"}[c]
    sex = r.choice("MF")
    given, sur = person_name(r, c, sex)
    today = rdate(r, date(2024, 2, 1), date(2026, 5, 20))
    dob = rdate(r, date(1958, 1, 1), date(2000, 12, 31))
    marital = r.choices(["married", "unmarried", "separated"], [50, 42, 8])[0]
    co = []
    for _ in range(r.choices([0, 1, 2, 3], [50, 38, 8, 4])[0]):
        cs = r.choice("MF")
        g2, s2 = person_name(r, c, cs)
        if len(co) == 0 and marital == "married" and r.random() < 0.6:
            s2 = sur
        co.append((g2, s2, rdate(r, date(1955, 1, 1), date(2002, 12, 31))))
    lang = {"DEU": "de", "FRA": "fr", "ESP": "es"}.get(c, "en")
    employer = r.choice(EMPLOYERS.get(c, EMPLOYERS["GBR"]))
    emp_start = rdate(r, max(dob + timedelta(days=365 * 21), today - timedelta(days=365 * 18)), today - timedelta(days=240))
    prev_name = r.choice([e for e in EMPLOYERS.get(c, EMPLOYERS["GBR"]) if e != employer] or [("Previous Employer Ltd", [])])[0]
    prev_emp = (prev_name, emp_start - timedelta(days=r.randint(800, 2500)), emp_start - timedelta(days=r.randint(1, 40)))
    lo, hi = MONTHLY_RANGE[cur]
    monthly = money(r, lo, hi, 0.01 if r.random() < 0.4 else 50)
    purpose = r.choices(["purchase", "refinance", "construction", "other"], [60, 25, 8, 7])[0]
    lo, hi = LOAN_RANGE[cur]
    value = money(r, lo * 1.2, hi * 1.4, 1000 if cur != "INR" else 50000)
    amount = round(value * r.choice([0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95]) / (1000 if cur != "INR" else 10000)) * (1000 if cur != "INR" else 10000)
    if r.random() < 0.2:
        amount += r.choice([250, 500, 750]) if cur != "INR" else 5000
    term = r.choice([120, 180, 240, 300, 360] if c != "DEU" else [120, 180, 240, 300])
    rate = round(r.choice([r.uniform(2.5, 7.5)]), r.choice([2, 3]))
    if c == "USA":
        rate = round(round(rate * 8) / 8, 3)
    valuation = round(value * r.choice([1, 0.96, 0.98, 1.03, 1.05]), -3)
    cur_addr = address(r, c)
    prop = cur_addr if purpose in ("refinance", "other") else address(r, c)
    prefix = {"USA": "URLA", "GBR": "MA", "DEU": "DA", "FRA": "PI", "CAN": "DEAL", "AUS": "HL", "IND": "HLA", "ESP": "SH"}[c]
    app_no = r.choice([f"{prefix}-{today.year}-{r.randint(1000, 999999):06d}", f"{prefix}{r.randint(10 ** 7, 10 ** 8 - 1)}",
                       f"{r.randint(100, 999)}-{r.randint(1000000, 9999999)}"])
    return _N(c=c, cur=cur, app_no=app_no, given=given, sur=sur, sex=sex, dob=dob, marital=marital,
              email=email_of(r, given, sur) if r.random() < 0.8 else None, phone=phone(r, c) if r.random() < 0.85 else None,
              co=co, employer=employer, emp_start=emp_start, occupation=r.choice(OCCUPATIONS[lang]), prev_emp=prev_emp,
              monthly=monthly, amount=float(amount), purpose=purpose, term=term, rate=rate, prop=prop, value=value,
              valuation=valuation, today=today, bank=LOAN_BANKS[c], cur_addr=cur_addr, prev_addrs=[address(r, c) for _ in range(r.randint(1, 3))])


def _loan_truth(N: _N, prop_truth: str) -> dict:
    return {
        "application_number": N.app_no,
        "borrower": {"full_name": N.full, "date_of_birth": N.dob.isoformat(), "marital_status": N.marital, "email": N.email, "phone": N.phone},
        "co_borrowers": [{"full_name": f"{g} {s}", "date_of_birth": d.isoformat()} for g, s, d in N.co],
        "employer_name": N.employer[0], "employment_start_date": N.emp_start.isoformat(), "monthly_income": N.monthly,
        "income_currency": N.cur, "loan_amount": N.amount, "loan_currency": N.cur, "loan_purpose": N.purpose,
        "loan_term_months": N.term, "interest_rate_percent": N.rate, "property_address": prop_truth, "property_value": N.value,
    }


# --- loan sub-documents ------------------------------------------------------------------

def _A(N: _N, x: float, dec: int = 2) -> str:
    return amt_c(x, N.cur, N.c, dec)


def doc_broker_email(r: random.Random, N: _N) -> str:
    br = person_name(r, N.c, r.choice("MF"))
    firm = r.choice(["Keystone Mortgage Partners", "Brightpath Finance Brokers", "Hearth & Home Mortgages", "Clearwater Lending Advisors"])
    dom = re.sub(r"[^a-z]", "", firm.lower())[:14] + ".example"
    price = N.value if N.purpose == "purchase" else None
    co = (" together with " + ", ".join(f"{g} {s}" for g, s, _ in N.co)) if N.co else ""
    paras = ["Hi team,", f"Please find attached a full application for our client {E(N.full)}{E(co)}. "
             + (f"The clients have an accepted offer on the property at a purchase price of {nw(_A(N, price, 0))}." if price else
                f"This is a {N.purpose} of the client's existing home; current lender balance approx. {nw(_A(N, round(N.amount * r.uniform(0.5, 0.9), -3), 0))}."),
             f"Client has been with the current employer since {E(fdate(N.emp_start, 'us_long' if N.c == 'USA' else 'long'))}; payslips, employment verification, "
             "valuation and credit report are included in this pack. Proc fee as per our terms of business.",
             "Grateful if you could confirm receipt and let me know if underwriting needs anything further.", "Kind regards,"]
    return doc_email((" ".join(br), f"{ascii_up(br[0]).lower()}@{dom}"), ("New Business Team", "newbusiness@" + re.sub(r"[^a-z]", "", N.bank[0].split()[0].lower()) + ".example"),
                     r.choice(["", f"compliance@{dom}"]), fdate(N.today, "us_long" if N.c == "USA" else "long") + f" {r.randint(8, 18)}:{r.randint(10, 59)}",
                     f"New application — {N.sur} — {'purchase' if N.purpose == 'purchase' else N.purpose} — our ref {firm[:3].upper()}-{r.randint(1000, 9999)}",
                     paras, ["Application_form_signed.pdf", "Payslips_x2.pdf", "VOE.pdf", "Valuation.pdf", "Credit_report.pdf"],
                     [" ".join(br), f"Senior Mortgage Adviser, {firm}", f"Tel. {phone(r, N.c)}"])


def doc_loan_payslip(r: random.Random, N: _N, back: int) -> str:
    pay = (N.today.replace(day=1) - timedelta(days=1 + 30 * back)).replace(day=r.choice([15, 25, 28]))
    ot = round(N.monthly * r.uniform(0.02, 0.14), 2) if r.random() < 0.7 else 0.0
    bonus = round(N.monthly * r.uniform(0.05, 0.3), 2) if r.random() < 0.15 else 0.0
    gross = round(N.monthly + ot + bonus, 2)
    ded = round(gross * r.uniform(0.22, 0.38), 2)
    net = round(gross - ded, 2)
    us = N.c == "USA"
    ds = dstyle(N.c)
    rows = [("Regular / base salary", N.monthly), ("Overtime", ot), ("Bonus", bonus), ("GROSS PAY", gross),
            ("Taxes withheld" if us else "Tax", -round(ded * 0.7, 2)), ("Social insurance / benefits", -round(ded * 0.3, 2)), ("NET PAY", net)]
    tr = "".join(f"<tr{' class=b' if l.isupper() else ''}><td>{l}</td><td class='r'>{nw(_A(N, v))}</td></tr>" for l, v in rows if v)
    return f"""<div class='doc d-lps'><div class='ph'><b>{E(N.employer[0])}</b> · {E(', '.join(N.employer[1]))}</div>
<table class='pi'><tr><td>{'Earnings statement' if us else 'Payslip'} — pay date {nw(fdate(pay, ds))}</td><td>Employee: {E(N.full)}</td><td>ID {r.randint(10000, 99999)}</td></tr>
<tr><td>Period {nw(fdate(pay.replace(day=1), ds))} – {nw(fdate(pay, ds))}</td><td>Position: {E(N.occupation)}</td><td>YTD gross {nw(_A(N, round(gross * pay.month, 2)))}</td></tr></table>
<table class='pt'>{tr}</table></div>"""


def doc_voe(r: random.Random, N: _N) -> str:
    us = N.c == "USA"
    D = lambda d: fdate(d, "us_long" if us else "long")  # noqa: E731
    hr = " ".join(person_name(r, N.c, r.choice("MF")))
    return f"""<div class='doc d-voe'><div class='vh'>{E(N.employer[0])}</div><div class='va'>{E(' · '.join(N.employer[1]))}</div>
<h3>{'Verification of Employment' if us else 'Employment verification letter'}</h3><p>{E(D(N.today - timedelta(days=r.randint(5, 30))))}</p>
<p>To: {E(N.bank[0])}, {E(', '.join(N.bank[1]))}</p>
<p>We confirm that <b>{E(N.full)}</b> has been employed with {E(N.employer[0])} on a full-time, permanent basis since {E(D(N.emp_start))} and currently holds the
position of {E(N.occupation)}. Current base salary: {nw(_A(N, round(N.monthly * 12, 2)))} per year. Probability of continued employment: good.</p>
<p>Prior to joining us the employee worked for {E(N.prev_emp[0])} from {E(D(N.prev_emp[1]))} to {E(D(N.prev_emp[2]))} (per our records).</p>
<p>This information is provided in confidence at the employee's request and without liability.</p><p>{E(hr)}<br>HR Business Partner · Tel. {E(phone(r, N.c))}</p></div>"""


def doc_valuation(r: random.Random, N: _N) -> str:
    firm = r.choice(["Ashdown Chartered Surveyors", "Cornerstone Appraisal Group", "Meridian Property Valuers", "Holt & Partners Valuation"])
    insp = N.today - timedelta(days=r.randint(3, 25))
    ds = dstyle(N.c)
    rows = [("Property", ", ".join(N.prop)), ("Tenure / type", r.choice(["Freehold — detached house", "Leasehold — apartment", "Fee simple — single family",
                                                                          "Semi-detached house"])),
            ("Date of inspection", fdate(insp, ds)), ("Year built", str(r.randint(1925, 2021))), ("Gross floor area", f"{r.randint(68, 260)} m²"),
            ("Market value (as is)", _A(N, N.valuation, 0)), ("Reinstatement cost (insurance)", _A(N, round(N.valuation * r.uniform(0.45, 0.8), -3), 0)),
            ("Comparable 1", f"{r.randint(2, 180)} {r.choice(['Oak', 'Mill', 'Park', 'Church'])} {r.choice(['Road', 'Lane', 'Street'])} — sold {_A(N, round(N.valuation * r.uniform(0.9, 1.1), -3), 0)}"),
            ("Comparable 2", f"{r.randint(2, 180)} {r.choice(['Elm', 'High', 'Queen', 'Station'])} {r.choice(['Road', 'Avenue', 'Close'])} — sold {_A(N, round(N.valuation * r.uniform(0.9, 1.1), -3), 0)}"),
            ("Suitable security", "Yes")]
    tr = "".join(f"<tr><th>{E(a)}</th><td>{E(b)}</td></tr>" for a, b in rows)
    return f"""<div class='doc d-val'><div class='vh'>{E(firm)} <span>Valuation report for mortgage purposes · Ref V{r.randint(100000, 999999)}</span></div>
<p>Prepared for: {E(N.bank[0])} · Applicant: {E(N.sur.upper())}</p><table>{tr}</table>
<p class='sm'>This valuation is provided for the sole use of the lender named above for secured lending purposes and no responsibility is accepted to any third party.
The valuer has no conflict of interest. Signed: {E(' '.join(person_name(r, N.c, 'M')))}, MRICS / certified appraiser.</p></div>"""


def doc_credit_report(r: random.Random, N: _N) -> str:
    bureau = r.choice(["Centrix Credit Bureau", "Verisure Consumer Reports", "NorthStar Credit Reference Agency"])
    ds = dstyle(N.c)
    score = r.randint(580, 880)
    addrs = "".join(f"<tr><td>{E(', '.join(a))}</td><td>{nw(fdate(N.today - timedelta(days=365 * (i + 1) * r.randint(2, 4)), ds))}</td></tr>"
                    for i, a in enumerate(N.prev_addrs))
    accts = "".join(f"<tr><td>{E(t)}</td><td>{nw(fdate(N.today - timedelta(days=r.randint(200, 4000)), ds))}</td><td class='r'>{nw(_A(N, money(r, 500, 40000)))}</td>"
                    f"<td class='r'>{nw(_A(N, money(r, 0, 15000)))}</td><td>{r.choice(['Current', 'Current', 'Settled', '1 late payment (30d)'])}</td></tr>"
                    for t in r.sample(["Credit card", "Auto loan", "Personal loan", "Student loan", "Mobile contract", "Store card", "Overdraft"], r.randint(2, 5)))
    return f"""<div class='doc d-cr'><div class='ch'>{E(bureau)} — Consumer credit report (summary)</div>
<table class='k'><tr><td>Subject</td><td><b>{E(N.sur.upper())}, {E(N.given.upper())}</b></td><td>Report date</td><td>{nw(fdate(N.today - timedelta(days=r.randint(1, 10)), ds))}</td></tr>
<tr><td>Date of birth</td><td>{nw(fdate(N.dob, ds))}</td><td>Score</td><td><b>{score}</b> / 999</td></tr></table>
<h4>Addresses on file</h4><table class='t'><tr><th>Address</th><th>Reported from</th></tr><tr><td>{E(', '.join(N.cur_addr))} (current)</td><td>—</td></tr>{addrs}</table>
<h4>Accounts</h4><table class='t'><tr><th>Type</th><th>Opened</th><th>Limit / original</th><th>Balance</th><th>Status</th></tr>{accts}</table>
<p class='sm'>Public records: none. Searches in last 12 months: {r.randint(1, 6)}. This report is supplied under the lender's subscriber agreement; do not disclose to the subject.</p></div>"""


LOAN_SUB_CSS = """.d-lps{font-family:'DejaVu Sans Condensed',sans-serif;font-size:8.8pt;border:1px dashed #555;padding:3mm;margin-bottom:6mm}.d-lps .ph{border-bottom:1px solid #555}
.d-lps table{width:100%}.d-lps .r{text-align:right}.d-lps .b td{font-weight:bold;border-top:1px solid #999}
.d-voe{font-family:'Liberation Serif',serif;font-size:10.5pt}.d-voe .vh{font-size:17pt;color:#2b4a1f}.d-voe .va{font-size:8pt;border-bottom:2px solid #2b4a1f;margin-bottom:4mm}
.d-val{font-family:'DejaVu Serif',serif;font-size:9.5pt}.d-val .vh{font-size:14pt;color:#4b2a6b;border-bottom:2px solid #4b2a6b}.d-val .vh span{font-size:8pt;color:#555;display:block}
.d-val table{width:100%}.d-val th{text-align:left;width:38%;background:#f1ecf6;padding:1mm;font-weight:normal}.d-val td{padding:1mm;border-bottom:1px solid #ddd}.d-val .sm{font-size:7.5pt}
.d-cr{font-family:'Liberation Sans Narrow',sans-serif;font-size:9pt}.d-cr .ch{background:#333;color:#fff;padding:2mm;font-weight:bold}.d-cr table{width:100%}
.d-cr .k td{border:1px solid #bbb;padding:1mm}.d-cr .t th{background:#ddd;text-align:left}.d-cr .t td{border-bottom:1px solid #ddd;padding:0.8mm}.d-cr .r{text-align:right}.d-cr .sm{font-size:7.5pt;color:#666}"""


# --- loan application forms ----------------------------------------------------------------

LOAN_LABELS = {
    "en": dict(app="Application / loan number", name="Borrower name", sur="Last name", giv="First and middle name(s)", dob="Date of birth",
               mar="Marital status", mopt=[("married", "Married"), ("separated", "Separated"), ("unmarried", "Unmarried (single, divorced, widowed)")],
               email="Email", phone="Phone", addr="Current address", co="Co-borrower(s)", coname="Full name", codob="Date of birth",
               emp="Employer name", empaddr="Employer address", pos="Position / title", start="Start date", prev="Previous employment",
               inc="Gross monthly income (base)", oth="Other monthly income", amt="Loan amount", pur="Loan purpose",
               popt=[("purchase", "Purchase"), ("refinance", "Refinance"), ("construction", "Construction"), ("other", "Other")],
               term="Loan term", rate="Interest rate", prop="Subject property address", val="Property value", dep="Down payment / deposit"),
    "de": dict(app="Antragsnummer / Application no.", name="Name, Vorname / Name", sur="Name / Surname", giv="Vorname(n) / First name(s)",
               dob="Geburtsdatum / Date of birth", mar="Familienstand / Marital status",
               mopt=[("married", "verheiratet"), ("separated", "getrennt lebend"), ("unmarried", "ledig / geschieden / verwitwet")],
               email="E-Mail", phone="Telefon / Phone", addr="Derzeitige Anschrift / Current address", co="Mitantragsteller / Co-borrowers",
               coname="Name", codob="Geburtsdatum", emp="Arbeitgeber / Employer", empaddr="Anschrift Arbeitgeber", pos="Tätigkeit / Position",
               start="Beschäftigt seit / Employed since", prev="Vorheriger Arbeitgeber / Previous employer",
               inc="Monatliches Bruttogehalt / Gross monthly salary", oth="Sonstige Einkünfte mtl. / Other income", amt="Darlehensbetrag / Loan amount",
               pur="Verwendungszweck / Purpose", popt=[("purchase", "Kauf"), ("refinance", "Anschlussfinanzierung / Umschuldung"),
                                                       ("construction", "Neubau"), ("other", "Modernisierung / Sonstiges")],
               term="Laufzeit / Term", rate="Sollzins p.a. / Interest rate", prop="Beleihungsobjekt (Anschrift) / Property address",
               val="Wert der Immobilie / Property value", dep="Eigenkapital / Own funds"),
    "fr": dict(app="Numéro de dossier", name="Nom et prénom de l'emprunteur", sur="Nom", giv="Prénom(s)", dob="Date de naissance",
               mar="Situation familiale", mopt=[("married", "Marié(e) / pacsé(e)"), ("separated", "Séparé(e) de corps"), ("unmarried", "Célibataire / divorcé(e) / veuf(ve)")],
               email="Courriel", phone="Téléphone", addr="Adresse actuelle", co="Co-emprunteur(s)", coname="Nom et prénom", codob="Né(e) le",
               emp="Employeur", empaddr="Adresse de l'employeur", pos="Profession", start="Date d'embauche", prev="Employeur précédent",
               inc="Salaire brut mensuel", oth="Autres revenus mensuels", amt="Montant du prêt sollicité", pur="Objet du prêt",
               popt=[("purchase", "Acquisition"), ("refinance", "Rachat / renégociation de prêt"), ("construction", "Construction"), ("other", "Travaux / autre")],
               term="Durée", rate="Taux nominal annuel", prop="Adresse du bien financé", val="Valeur du bien", dep="Apport personnel"),
    "es": dict(app="Nº de solicitud", name="Nombre del solicitante", sur="Apellidos", giv="Nombre(s)", dob="Fecha de nacimiento",
               mar="Estado civil", mopt=[("married", "Casado/a"), ("separated", "Separado/a"), ("unmarried", "Soltero/a, divorciado/a, viudo/a")],
               email="Correo electrónico", phone="Teléfono", addr="Domicilio actual", co="Cotitulares", coname="Nombre completo", codob="Fecha de nacimiento",
               emp="Empresa", empaddr="Domicilio de la empresa", pos="Puesto", start="Antigüedad (fecha de alta)", prev="Empleo anterior",
               inc="Ingresos brutos mensuales", oth="Otros ingresos mensuales", amt="Importe solicitado", pur="Finalidad",
               popt=[("purchase", "Adquisición de vivienda"), ("refinance", "Subrogación / refinanciación"), ("construction", "Autopromoción"), ("other", "Otra finalidad")],
               term="Plazo", rate="Tipo de interés nominal", prop="Dirección del inmueble", val="Valor del inmueble", dep="Aportación inicial"),
}


def _rate_s(N: _N, style: str) -> str:
    s = f"{N.rate:.3f}".rstrip("0").rstrip(".") if N.rate != int(N.rate) else f"{N.rate:.2f}"
    if style in ("eu", "fr"):
        s = s.replace(".", ",")
    return s + (" %" if style in ("eu", "fr") else "%")


def _term_s(r: random.Random, N: _N, lang: str) -> str:
    if r.random() < 0.5:
        return f"{N.term} " + {"en": "months", "de": "Monate", "fr": "mois", "es": "meses"}[lang]
    y = N.term // 12
    return f"{y} " + {"en": "years", "de": "Jahre", "fr": "ans", "es": "años"}[lang]


def _loan_sections(r: random.Random, N: _N, lang: str, ds: str, split_name: bool, addr_mode: str) -> tuple[list, str]:
    Lb = LOAN_LABELS[lang]
    p_html, p_truth = addr_html(N.prop, addr_mode)
    sty = AMT_STYLE.get(N.c, "en")
    s1 = [(Lb["app"], nw(N.app_no))]
    s1 += ([(Lb["sur"], E(N.sur.upper())), (Lb["giv"], E(N.given))] if split_name else [(Lb["name"], E(N.full))])
    s1 += [(Lb["dob"], nw(fdate(N.dob, ds))), (Lb["mar"], cbx(Lb["mopt"], N.marital)),
           (Lb["email"], E(N.email) if N.email else ""), (Lb["phone"], nw(N.phone) if N.phone else ""),
           (Lb["addr"], E(", ".join(N.cur_addr)))]
    co = ("<br>".join(f"{E(g)} {E(s)} — {Lb['codob']} {nw(fdate(d, ds))}" for g, s, d in N.co)) if N.co else "—"
    s2 = [(Lb["co"], co)]
    s3 = [(Lb["emp"], E(N.employer[0])), (Lb["empaddr"], E(", ".join(N.employer[1]))), (Lb["pos"], E(N.occupation)),
          (Lb["start"], nw(fdate(N.emp_start, ds))), (Lb["inc"], nw(_A(N, N.monthly)))]
    if r.random() < 0.35:
        s3.append((Lb["oth"], nw(_A(N, money(r, 150, 0.2 * N.monthly)))))
    s3.append((Lb["prev"], f"{E(N.prev_emp[0])} ({nw(fdate(N.prev_emp[1], ds))} – {nw(fdate(N.prev_emp[2], ds))})"))
    s4 = [(Lb["amt"], nw(_A(N, N.amount))), (Lb["pur"], cbx(Lb["popt"], N.purpose)), (Lb["term"], nw(_term_s(r, N, lang))),
          (Lb["rate"], nw(_rate_s(N, sty))), (Lb["prop"], p_html), (Lb["val"], nw(_A(N, N.value)))]
    if N.purpose == "purchase":
        s4.append((Lb["dep"], nw(_A(N, round(N.value - N.amount, 2)))))
    return [s1, s2, s3, s4], p_truth


def _render_form(kind: str, title: str, N: _N, secs: list, names: list, extra_top: str = "", foot: str = "") -> str:
    if kind == "boxes":
        body = ""
        for name, sec in zip(names, secs):
            body += f"<div class='sh'>{E(name)}</div><div class='g'>" + "".join(
                f"<div class='bx'><div class='cp'>{a}</div><div class='vl'>{b}</div></div>" for a, b in sec) + "</div>"
    elif kind == "table":
        body = "".join(f"<h4>{E(name)}</h4><table>" + "".join(f"<tr><th>{a}</th><td>{b}</td></tr>" for a, b in sec) + "</table>"
                       for name, sec in zip(names, secs))
    elif kind == "questions":
        n = 0
        body = ""
        for name, sec in zip(names, secs):
            body += f"<h4>{E(name)}</h4>"
            for a, b in sec:
                n += 1
                body += f"<div class='q'>{n}. {a}</div><div class='a'>{b or '&nbsp;'}</div>"
    elif kind == "inline":
        body = "".join(f"<div class='sx'>{E(name)}</div>" + "".join(f"<span class='il'>{a}: <u>{b or '&nbsp;' * 12}</u></span> " for a, b in sec)
                       for name, sec in zip(names, secs))
    else:  # sections
        body = "".join(f"<h4>{E(name)}</h4>" + "".join(f"<p><span class='k'>{a}</span><span class='lead'></span> {b}</p>" for a, b in sec)
                       for name, sec in zip(names, secs))
    return f"""<div class='doc f-{kind}'><div class='fh'><b>{E(N.bank[0])}</b><span>{E(', '.join(N.bank[1]))} · {E(N.bank[2])}</span></div>
<h2>{E(title)}</h2>{extra_top}{body}{foot}</div>"""


FORM_CSS = """.f-boxes{font-family:'Liberation Sans',sans-serif;font-size:9pt}.f-boxes .sh{background:#1f3f73;color:#fff;font-weight:bold;padding:1mm 2mm;margin-top:2mm}
.f-boxes .g{display:grid;grid-template-columns:1fr 1fr 1fr}.f-boxes .bx{border:1px solid #1f3f73;padding:1mm 1.5mm;min-height:8mm}.f-boxes .cp{font-size:6.5pt;color:#1f3f73}
.fh{display:flex;justify-content:space-between;border-bottom:2px solid #444;margin-bottom:2mm}.fh span{font-size:7.5pt;color:#555;align-self:flex-end}
.f-table{font-family:'DejaVu Serif',serif;font-size:9pt}.f-table table{width:100%}.f-table th{width:40%;text-align:left;font-weight:normal;background:#eef;border:1px solid #99b;padding:1mm}
.f-table td{border:1px solid #99b;padding:1mm}.f-table h4{margin:2mm 0 1mm;color:#335}
.f-questions{font-family:'Liberation Serif',serif;font-size:10pt}.f-questions .q{font-style:italic;margin-top:1.5mm}.f-questions .a{border-bottom:1px dotted #444;padding-left:6mm;font-family:'DejaVu Sans',sans-serif}
.f-inline{font-family:'Liberation Serif',serif;font-size:10pt;line-height:1.9}.f-inline .sx{background:#e4e0d4;font-weight:bold;padding:0 2mm;margin-top:2mm}.f-inline .il{margin-right:5mm}
.f-sections{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt}.f-sections h4{border-bottom:1px solid #0a6;color:#0a6;margin:3mm 0 1mm}.f-sections p{margin:0.8mm 0;display:flex}
.f-sections .k{min-width:62mm;color:#333}.f-sections .lead{flex:0 0 4mm}"""


def _loan_packet(r: random.Random, layout: str) -> tuple[str, dict]:
    c = {"urla_broker_packet": "USA", "uk_mortgage_file": "GBR", "de_darlehensantrag_file": "DEU", "fr_demande_pret_file": "FRA",
         "ca_broker_system_print": "CAN", "au_home_loan_file": "AUS", "in_home_loan_file": "IND", "es_solicitud_hipoteca_file": "ESP"}[layout]
    N = _loan_facts(r, c)
    lang = {"DEU": "de", "FRA": "fr", "ESP": "es"}.get(c, "en")
    ds = {"USA": "mdy/", "DEU": "dmy.", "IND": "dmy-", "CAN": "iso"}.get(c, "dmy/")
    sign = f"<p class='decl' style='font-size:8pt;margin-top:4mm'>{'Signature(s)' if lang == 'en' else 'Unterschrift(en)' if lang == 'de' else 'Signature(s)' if lang == 'fr' else 'Firma(s)'}: <i>{E(N.full)}</i>" + "".join(
        f", <i>{E(g)} {E(s)}</i>" for g, s, _ in N.co) + f" · {nw(fdate(N.today, ds))}</p>"
    if layout == "ca_broker_system_print":
        p_truth = " ".join(ascii_up(x) for x in N.prop)
        W = 90

        def row(lab, val):
            out = []
            for j, seg in enumerate(wrap_words(val, W - 30) or [""]):
                out.append((f"  {lab}".ljust(28) + ": " if j == 0 else " " * 30) + seg)
            return out
        li = [f"{ascii_up(N.bank[0])[:50]:<60}DEAL SUMMARY", f"SUBMITTED VIA BROKER PORTAL  {N.today.isoformat()}  LENDER REF {N.app_no}", "=" * W,
              "APPLICANT"] + row("NAME", ascii_up(N.full)) + row("DOB (YYYY-MM-DD)", N.dob.isoformat()) + \
            row("MARITAL STATUS", {"married": "MARRIED", "unmarried": r.choice(["SINGLE", "DIVORCED", "WIDOWED"]), "separated": "SEPARATED"}[N.marital]) + \
            row("HOME PHONE", N.phone or "N/A") + row("EMAIL", N.email or "N/A") + row("CURRENT ADDRESS", ", ".join(ascii_up(x) for x in N.cur_addr))
        for i, (g, s, d) in enumerate(N.co, 1):
            li += [f"CO-APPLICANT {i}"] + row("NAME", ascii_up(f"{g} {s}")) + row("DOB (YYYY-MM-DD)", d.isoformat())
        li += ["EMPLOYMENT (CURRENT)"] + row("EMPLOYER", ascii_up(N.employer[0])) + row("JOB TITLE", ascii_up(N.occupation)) + \
            row("START DATE", N.emp_start.isoformat()) + row("GROSS MONTHLY INCOME", f"${famt(N.monthly, 'en')} CAD") + \
            ["EMPLOYMENT (PREVIOUS)"] + row("EMPLOYER", ascii_up(N.prev_emp[0])) + row("DATES", f"{N.prev_emp[1].isoformat()} TO {N.prev_emp[2].isoformat()}") + \
            ["MORTGAGE REQUEST"] + row("PURPOSE", {"purchase": "PURCHASE", "refinance": "REFINANCE", "construction": "CONSTRUCTION", "other": "OTHER - ETO"}[N.purpose]) + \
            row("MORTGAGE AMOUNT", f"${famt(N.amount, 'en')}") + row("AMORTIZATION", f"{N.term} MONTHS") + row("RATE", _rate_s(N, "en")) + \
            row("TERM", f"{r.choice([3, 5])} YR FIXED") + \
            ["SUBJECT PROPERTY"] + row("ADDRESS", p_truth) + row("PROPERTY VALUE", f"${famt(N.value, 'en')}") + \
            row("DOWN PAYMENT SOURCE", "SAVINGS / RRSP" if N.purpose == "purchase" else "N/A") + ["=" * W, "BROKER: " + ascii_up(" ".join(person_name(r, "CAN", "F"))) + f"  LIC# M{_digits(r, 8)}"]
        form = f"<div class='doc'>{mono_block(li)}</div>"
    else:
        spec = {"urla_broker_packet": ("boxes", "Uniform Residential Loan Application", True, "br",
                                       ["Section 1a. Personal Information", "Section 1b. Co-borrowers", "Section 1c. Current Employment / Income",
                                        "Section 4. Loan and Property Information"]),
                "uk_mortgage_file": ("table", "Mortgage application form", False, r.choice(["br", "comma"]),
                                     ["1. Applicant details", "2. Joint applicants", "3. Employment and income", "4. Loan requirements and property"]),
                "de_darlehensantrag_file": ("table", "Darlehensantrag Baufinanzierung / Mortgage loan application", True, "br",
                                            ["1. Antragsteller / Applicant", "2. Mitantragsteller / Co-applicants", "3. Beschäftigung und Einkommen / Employment and income",
                                             "4. Finanzierungswunsch und Objekt / Loan and property"]),
                "fr_demande_pret_file": ("questions", "Demande de prêt immobilier", True, "br",
                                         ["Emprunteur", "Co-emprunteurs", "Situation professionnelle et revenus", "Projet et financement"]),
                "au_home_loan_file": ("sections", "Home Loan Application — Owner Occupied", False, "comma",
                                      ["Applicant 1", "Additional applicants", "Employment & income", "Loan & security details"]),
                "in_home_loan_file": ("inline", "HOME LOAN APPLICATION FORM", False, "comma",
                                      ["A. APPLICANT DETAILS", "B. CO-APPLICANT(S)", "C. EMPLOYMENT / INCOME DETAILS", "D. LOAN & PROPERTY DETAILS"]),
                "es_solicitud_hipoteca_file": ("boxes", "Solicitud de préstamo hipotecario", True, "br",
                                               ["Titular", "Cotitulares", "Situación laboral e ingresos", "Operación solicitada e inmueble"])}[layout]
        kind, title, split, amode, names = spec
        secs, p_truth = _loan_sections(r, N, lang, ds, split, amode)
        if layout == "uk_mortgage_file" and r.random() < 0.5:
            secs = [secs[3], secs[0], secs[1], secs[2]]
            names = [names[3], names[0], names[1], names[2]]
        top = f"<p style='font-size:8pt'>{'Lender case ref' if lang == 'en' else 'Réf. interne' if lang == 'fr' else 'Ref. interna' if lang == 'es' else 'Vorgangsnr.'}: {r.randint(10 ** 6, 10 ** 7)} · {E(N.bank[2])}</p>"
        if N.c == "IND":
            top += f"<p style='font-size:8pt'>Branch: {E(r.choice(['Andheri East', 'Koramangala', 'Baner Road']))} · Sourcing: DSA code {r.randint(1000, 9999)}</p>"
        form = _render_form(kind, title, N, secs, names, top, sign)
    docs = [doc_broker_email(r, N), form, doc_loan_payslip(r, N, 1) + doc_loan_payslip(r, N, 2), doc_voe(r, N), doc_valuation(r, N), doc_credit_report(r, N)]
    if layout in ("de_darlehensantrag_file", "in_home_loan_file") and r.random() < 0.5:
        docs = docs[1:] + docs[:1]
        docs = [docs[0]] + docs[1:]
    return html_doc(page_break().join(docs), CSS_MAIL + LOAN_SUB_CSS + FORM_CSS, f"Loan file {N.app_no}"), _loan_truth(N, p_truth)


LOAN_LAYOUTS[:] = ["urla_broker_packet", "uk_mortgage_file", "de_darlehensantrag_file", "fr_demande_pret_file",
                   "ca_broker_system_print", "au_home_loan_file", "in_home_loan_file", "es_solicitud_hipoteca_file"]
