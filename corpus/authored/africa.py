"""Authored generator: bank documents of African institutions.

KYC account-opening forms and customer information sheets (Nigeria, Ghana, Kenya, Uganda,
Tanzania, South Africa, Egypt, Morocco, UEMOA / CEMAC francophone banks), import / export
documentary credits issued or advised by African banks, and salary-based home-loan
applications of African lenders.  Each document is one HTML page (printed to A4 PDF later)
with the truth record it states, normalised per docs/CONTRACT.md.

Standard library only in ``generate``; ``self_check`` uses ``jsonschema``.
"""
from __future__ import annotations

import html as _html
import random
import re
import unicodedata
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

__all__ = ["AuthoredDocument", "layouts", "generate", "self_check"]

DOC_TYPES = ("kyc_individual", "letter_of_credit", "loan_application")


@dataclass
class AuthoredDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


# ---------------------------------------------------------------------------------------------
# small helpers
# ---------------------------------------------------------------------------------------------

_BREAKY = re.compile(r"[^\s<>]*[-/\u2010-\u2014][^\s<>]*")


def esc(s) -> str:
    """Escaped text; tokens with hyphens or slashes are kept on one line (no wrapping mid-value)."""
    out = _html.escape(str(s), quote=True)
    return _BREAKY.sub(lambda m: f'<span class="nw">{m.group(0)}</span>', out)


MON_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
          "octobre", "novembre", "décembre"]


def fd(d: date, st: str) -> str:
    """A date written in one of the styles used by African banks (all day-first)."""
    if st == "d/m/Y":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if st == "d-m-Y":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if st == "d.m.Y":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if st == "d Mon Y":
        return f"{d.day:02d} {MON_EN[d.month - 1][:3]} {d.year}"
    if st == "d MON Y":
        return f"{d.day:02d} {MON_EN[d.month - 1][:3].upper()} {d.year}"
    if st == "d-MON-Y":
        return f"{d.day:02d}-{MON_EN[d.month - 1][:3].upper()}-{d.year}"
    if st == "d Month Y":
        return f"{d.day} {MON_EN[d.month - 1]} {d.year}"
    if st == "dth Month Y":
        suf = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return f"{d.day}{suf} {MON_EN[d.month - 1]}, {d.year}"
    if st == "Month d, Y":
        return f"{MON_EN[d.month - 1]} {d.day}, {d.year}"
    if st == "Y-m-d":
        return d.isoformat()
    if st == "Y/m/d":
        return f"{d.year}/{d.month:02d}/{d.day:02d}"
    if st == "fr":
        day = "1er" if d.day == 1 else str(d.day)
        return f"{day} {MON_FR[d.month - 1]} {d.year}"
    if st == "Ymd":
        return f"{d.year}{d.month:02d}{d.day:02d}"
    if st == "ymd":
        return f"{d.year % 100:02d}{d.month:02d}{d.day:02d}"
    raise ValueError(st)


EN_DATES = ["d/m/Y", "d-m-Y", "d Mon Y", "d MON Y", "d Month Y", "dth Month Y", "d.m.Y"]
FR_DATES = ["d/m/Y", "fr", "d.m.Y", "d-m-Y"]


def fa(x: float, st: str = "en", dec: bool = True) -> str:
    """An amount with the region's separators: en 1,234.50 | fr 1 234,50 | de 1.234,50 |
    sp 1 234.50 | plain 1234.50 | swift 1234,50"""
    cents = int(round(x * 100))
    ip, fp = divmod(cents, 100)
    digits = f"{ip:,}"
    sep = {"en": ",", "fr": "\u00a0", "de": ".", "sp": "\u00a0", "plain": "", "swift": ""}[st]
    dp = {"en": ".", "fr": ",", "de": ",", "sp": ".", "plain": ".", "swift": ","}[st]
    digits = digits.replace(",", sep)
    if st == "swift":
        return f"{digits},{fp:02d}" if fp else f"{digits},"
    if not dec and fp == 0:
        return digits
    return f"{digits}{dp}{fp:02d}"


def add_years(d: date, n: int) -> date:
    try:
        return d.replace(year=d.year + n)
    except ValueError:
        return d.replace(year=d.year + n, day=28)


def rdate(rng: random.Random, a: date, b: date) -> date:
    return a + timedelta(days=rng.randint(0, (b - a).days))


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def ascii_fold(s: str) -> str:
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


def cb(on: bool) -> str:
    """A tick box written as [X] / [ ], glued to the label that follows it (no line break in between)."""
    return '<b class="nw">[X]</b>&nbsp;' if on else '<span class="nw">[&nbsp;&nbsp;]</span>&nbsp;'


def doc(title: str, css: str, body: str, font: str = "Arial, 'Liberation Sans', sans-serif",
        size: str = "10pt", margin: str = "13mm 12mm") -> str:
    base = (f"@page{{size:A4;margin:{margin}}}body{{font-family:{font};font-size:{size};color:#111;margin:0;font-variant-ligatures:none;font-kerning:none}}"
            "table{border-collapse:collapse}.pb{page-break-before:always}"
            ".cb{display:inline-block;width:11px;height:11px;border:1px solid #222;font-size:8pt;"
            "line-height:11px;text-align:center;margin:0 3px;font-weight:bold}"
            ".small{font-size:7.5pt;color:#444}.nw{white-space:nowrap}")
    return (f"<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{_html.escape(title)}</title>"
            f"<style>{base}{css}</style></head><body>{body}</body></html>")


def lines_html(lines) -> str:
    return "<br>".join(esc(x) for x in lines)


def wrap(text: str, width: int) -> list[str]:
    """Word wrap on spaces (so that joining the lines with one space gives the text back)."""
    out, cur = [], ""
    for w in text.split(" "):
        if cur and len(cur) + 1 + len(w) > width:
            out.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    if cur:
        out.append(cur)
    return out


# ---------------------------------------------------------------------------------------------
# country data
# ---------------------------------------------------------------------------------------------

COUNTRY = {
    # code: (English name, French name, nationality EN, nationality FR, currency, currency writings, amount style)
    "NGA": ("Nigeria", "Nigéria", "Nigerian", "Nigériane", "NGN", ["N", "\u20a6", "NGN"], "en"),
    "GHA": ("Ghana", "Ghana", "Ghanaian", "Ghanéenne", "GHS", ["GH\u20b5", "GHS", "GH\u00a2"], "en"),
    "KEN": ("Kenya", "Kenya", "Kenyan", "Kényane", "KES", ["KSh", "Kshs.", "KES"], "en"),
    "UGA": ("Uganda", "Ouganda", "Ugandan", "Ougandaise", "UGX", ["UGX", "UShs", "Shs."], "en"),
    "TZA": ("Tanzania", "Tanzanie", "Tanzanian", "Tanzanienne", "TZS", ["TZS", "TShs", "TSh"], "en"),
    "ZAF": ("South Africa", "Afrique du Sud", "South African", "Sud-africaine", "ZAR", ["R", "ZAR"], "sp"),
    "EGY": ("Egypt", "Égypte", "Egyptian", "Égyptienne", "EGP", ["EGP", "LE", "E\u00a3"], "en"),
    "MAR": ("Morocco", "Maroc", "Moroccan", "Marocaine", "MAD", ["MAD", "DH", "Dhs"], "fr"),
    "SEN": ("Senegal", "Sénégal", "Senegalese", "Sénégalaise", "XOF", ["FCFA", "F CFA", "XOF"], "fr"),
    "CIV": ("Côte d'Ivoire", "Côte d'Ivoire", "Ivorian", "Ivoirienne", "XOF", ["FCFA", "F CFA", "XOF"], "fr"),
    "CMR": ("Cameroon", "Cameroun", "Cameroonian", "Camerounaise", "XAF", ["FCFA", "F CFA", "XAF"], "fr"),
    "GAB": ("Gabon", "Gabon", "Gabonese", "Gabonaise", "XAF", ["FCFA", "XAF"], "fr"),
    "BEN": ("Benin", "Bénin", "Beninese", "Béninoise", "XOF", ["FCFA", "XOF"], "fr"),
    "MLI": ("Mali", "Mali", "Malian", "Malienne", "XOF", ["FCFA", "XOF"], "fr"),
}
ANGLO = ["NGA", "GHA", "KEN", "UGA", "TZA", "ZAF", "EGY"]
FRANCO = ["SEN", "CIV", "CMR", "GAB", "MAR"]
NEIGHBOURS = {"NGA": ["GHA", "BEN"], "GHA": ["NGA", "CIV"], "KEN": ["UGA", "TZA"], "UGA": ["KEN", "TZA"],
              "TZA": ["KEN", "UGA"], "ZAF": ["ZAF"], "EGY": ["EGY"], "MAR": ["SEN", "CIV"],
              "SEN": ["MLI", "CIV"], "CIV": ["MLI", "SEN", "BEN"], "CMR": ["GAB"], "GAB": ["CMR"],
              "BEN": ["NGA"], "MLI": ["SEN"]}

NAMES = {
    "NGA": dict(M=["Chinedu", "Oluwaseun", "Adebayo", "Emeka", "Ibrahim", "Yusuf", "Babatunde", "Kelechi",
                   "Obinna", "Tunde", "Ikechukwu", "Musa", "Olumide", "Uchenna", "Segun", "Abdullahi"],
                F=["Ngozi", "Funmilayo", "Ifeoma", "Aisha", "Tolulope", "Chiamaka", "Zainab", "Temitope",
                   "Halima", "Adaeze", "Yetunde", "Nkechi", "Bukola", "Amina", "Oluchi", "Folasade"],
                S=["Okonkwo", "Adeyemi", "Balogun", "Eze", "Nwosu", "Abubakar", "Okafor", "Adewale", "Ogunleye",
                   "Bello", "Danjuma", "Olawale", "Ibekwe", "Akinola", "Chukwuma", "Lawal", "Oyelaran", "Nwachukwu"]),
    "GHA": dict(M=["Kwame", "Kofi", "Yaw", "Kwabena", "Kojo", "Kwesi", "Nana", "Emmanuel", "Samuel", "Kwaku"],
                F=["Ama", "Akosua", "Abena", "Efua", "Adwoa", "Esi", "Akua", "Afua", "Gifty", "Yaa"],
                S=["Mensah", "Boateng", "Owusu", "Asante", "Osei", "Agyeman", "Addo", "Appiah", "Quaye", "Tetteh",
                   "Ansah", "Darko", "Amoako", "Ofori", "Sarpong", "Acheampong"]),
    "KEN": dict(M=["James", "Peter", "Brian", "Dennis", "Kevin", "Collins", "Samuel", "Joseph", "Daniel", "Victor"],
                F=["Mary", "Grace", "Faith", "Mercy", "Esther", "Lucy", "Caroline", "Winnie", "Purity", "Joyce"],
                S=["Kamau", "Otieno", "Njoroge", "Mwangi", "Kiprono", "Omondi", "Wafula", "Kariuki", "Mutua",
                   "Chebet", "Wanjiku", "Achieng", "Nyambura", "Ochieng", "Kiplagat", "Muthoni"]),
    "UGA": dict(M=["Moses", "Ronald", "Isaac", "Joseph", "Denis", "Robert", "Godfrey", "Edward"],
                F=["Sarah", "Patience", "Brenda", "Harriet", "Esther", "Juliet", "Doreen", "Prossy"],
                S=["Mugisha", "Nakato", "Ssempijja", "Namubiru", "Okello", "Tumusiime", "Kato", "Nabirye",
                   "Byaruhanga", "Atuhaire", "Kizza", "Mukasa", "Nansubuga", "Odongo"]),
    "TZA": dict(M=["Juma", "Baraka", "Hamisi", "Salim", "Emmanuel", "Frank", "Godlisten", "Ally"],
                F=["Neema", "Rehema", "Upendo", "Zawadi", "Halima", "Agnes", "Happiness", "Mwanaisha"],
                S=["Mushi", "Massawe", "Mrema", "Kimaro", "Mwakyusa", "Lyimo", "Swai", "Mollel", "Shirima",
                   "Said", "Temba", "Mbwambo"]),
    "ZAF": dict(M=["Thabo", "Sipho", "Pieter", "Johan", "Ayanda", "Kagiso", "Riaan", "Mohammed", "Lwazi", "Tshepo"],
                F=["Lerato", "Nomvula", "Annelie", "Zanele", "Naledi", "Fatima", "Palesa", "Thandeka", "Carmen", "Anke"],
                S=["Nkosi", "Dlamini", "Mokoena", "van der Merwe", "Botha", "Ndlovu", "Khumalo", "Pillay", "Naidoo",
                   "Mahlangu", "Steyn", "Jacobs", "Molefe", "le Roux", "Sithole", "Petersen"]),
    "EGY": dict(M=["Ahmed", "Mohamed", "Khaled", "Omar", "Tarek", "Mahmoud", "Mostafa", "Hesham", "Karim", "Amr"],
                F=["Mona", "Heba", "Nourhan", "Yasmin", "Dina", "Rania", "Salma", "Mariam", "Nada", "Aya"],
                S=["El-Sayed", "Abdel Rahman", "Fahmy", "Hassan", "Soliman", "Ghoneim", "El-Masry", "Farouk",
                   "Abdel Aziz", "Shehata", "Mansour", "Zaki"]),
    "MAR": dict(M=["Youssef", "Mehdi", "Hamza", "Karim", "Rachid", "Anas", "Omar", "Soufiane"],
                F=["Fatima Zahra", "Salma", "Khadija", "Imane", "Nadia", "Meryem", "Houda", "Sanaa"],
                S=["El Amrani", "Benjelloun", "Alaoui", "Bennani", "Tazi", "Berrada", "El Idrissi", "Chraibi",
                   "Lahlou", "Ouazzani", "Benkirane", "Skalli"]),
    "SEN": dict(M=["Mamadou", "Cheikh", "Ousmane", "Ibrahima", "Moussa", "Abdoulaye", "Modou", "Pape"],
                F=["Aminata", "Fatou", "Awa", "Mariama", "Khady", "Ndèye", "Coumba", "Astou"],
                S=["Diop", "Ndiaye", "Fall", "Sow", "Diallo", "Sarr", "Ba", "Gueye", "Faye", "Mbaye", "Seck", "Thiam"]),
    "CIV": dict(M=["Kouassi", "Yao", "Konan", "Serge", "Jean-Baptiste", "Koffi", "Didier", "Arsène"],
                F=["Adjoua", "Affoué", "Aya", "Marie-Laure", "Christelle", "Akissi", "Mariam", "Estelle"],
                S=["Kouamé", "N'Guessan", "Traoré", "Coulibaly", "Ouattara", "Bamba", "Kouadio", "Touré",
                   "Konaté", "Yapi", "Gnagne"]),
    "CMR": dict(M=["Jean-Pierre", "Paul", "Hervé", "Blaise", "Alain", "Thierry", "Joseph", "Roger"],
                F=["Brigitte", "Estelle", "Carine", "Sandrine", "Pauline", "Nadège", "Francine", "Josiane"],
                S=["Mbarga", "Nkoulou", "Fotso", "Tchoumi", "Ngono", "Essomba", "Kamga", "Onana", "Ndjock", "Talla"]),
    "GAB": dict(M=["Serge", "Landry", "Rodrigue", "Guy-Roger", "Franck"],
                F=["Mireille", "Prisca", "Nicole", "Laetitia", "Gisèle"],
                S=["Ndong", "Obiang", "Mba", "Moussavou", "Nzé", "Mboumba", "Ondo", "Bekale"]),
    "BEN": dict(M=["Codjo", "Rodrigue", "Gildas", "Romaric"], F=["Sènami", "Afiavi", "Rachelle", "Bernadette"],
                S=["Houngbédji", "Agossou", "Dossou", "Zinsou", "Ahouandjinou"]),
    "MLI": dict(M=["Bakary", "Souleymane", "Adama", "Sékou"], F=["Kadiatou", "Oumou", "Fanta", "Rokia"],
                S=["Keïta", "Diarra", "Coulibaly", "Sissoko", "Traoré", "Cissé"]),
}

# street line template, area, city  (each becomes one line of the address)
ADDR = {
    "NGA": [("{n} Adeola Odeku Street", "Victoria Island", "Lagos"), ("{n} Allen Avenue", "Ikeja", "Lagos State"),
            ("Plot {n}, Ahmadu Bello Way", "Garki Area 11", "Abuja FCT"), ("{n} Ogui Road", "GRA", "Enugu"),
            ("{n} Aba Road", "Rumuola", "Port Harcourt, Rivers State"), ("{n} Bompai Road", "Nassarawa GRA", "Kano"),
            ("Flat {n}, Block C, Admiralty Way", "Lekki Phase 1", "Lagos"), ("{n} Ring Road", "Challenge", "Ibadan, Oyo State"),
            ("{n} Oduduwa Crescent", "GRA Ikeja", "Lagos"), ("House {n}, 3rd Avenue", "Gwarinpa Estate", "Abuja")],
    "GHA": [("House No. {n}, Osu Badu Street", "Airport West", "Accra"), ("{n} Oxford Street", "Osu", "Accra"),
            ("Plot {n}, Community 11", "Tema", "Greater Accra"), ("{n} Harper Road", "Adum", "Kumasi"),
            ("H/No. {n}, Spintex Road", "Baatsona", "Accra"), ("{n} Liberation Road", "East Legon", "Accra")],
    "KEN": [("House No. {n}, Riverside Drive", "Westlands", "Nairobi"), ("Apartment {n}, Ngong Road", "Kilimani", "Nairobi"),
            ("Plot {n}, Links Road", "Nyali", "Mombasa"), ("{n} Oginga Odinga Street", "Milimani", "Kisumu"),
            ("House {n}, Kenyatta Avenue", "Section 58", "Nakuru"), ("Hse {n}, Kiambu Road", "Runda", "Nairobi")],
    "UGA": [("Plot {n}, Kira Road", "Kamwokya", "Kampala"), ("Plot {n}, Bukoto Street", "Kololo", "Kampala"),
            ("Plot {n}, Entebbe Road", "Kitooro", "Entebbe"), ("Plot {n}, Main Street", "Nalufenya", "Jinja"),
            ("Plot {n}, Ggaba Road", "Kansanga", "Kampala")],
    "TZA": [("Plot {n}, Haile Selassie Road", "Masaki", "Dar es Salaam"), ("House No. {n}, Mikocheni B", "Kinondoni", "Dar es Salaam"),
            ("Plot {n}, Sokoine Road", "Kaloleni", "Arusha"), ("Plot {n}, Kenyatta Road", "Isamilo", "Mwanza"),
            ("Plot {n}, Mbezi Beach", "Kinondoni", "Dar es Salaam")],
    "ZAF": [("{n} Jan Smuts Avenue", "Rosebank", "Johannesburg, 2196"), ("{n} Kloof Street", "Gardens", "Cape Town, 8001"),
            ("Unit {n}, Umhlanga Ridge Boulevard", "Umhlanga", "Durban, 4319"), ("{n} Church Street", "Hatfield", "Pretoria, 0083"),
            ("{n} Vilakazi Street", "Orlando West, Soweto", "Johannesburg, 1804"), ("{n} Protea Road", "Claremont", "Cape Town, 7708")],
    "EGY": [("{n} El Tahrir Street", "Dokki", "Giza"), ("Apartment {n}, 26th of July Street", "Zamalek", "Cairo"),
            ("Villa {n}, 90th Street", "Fifth Settlement, New Cairo", "Cairo"), ("{n} Fouad Street", "Raml Station", "Alexandria"),
            ("{n} Abbas El Akkad Street", "Nasr City", "Cairo")],
    "MAR": [("{n}, Boulevard Zerktouni", "Maârif", "Casablanca"), ("Résidence Al Manar, Appt {n}", "Agdal", "Rabat"),
            ("{n}, Rue de la Liberté", "Guéliz", "Marrakech"), ("Lot {n}, Avenue Mohammed V", "Centre Ville", "Tanger"),
            ("{n}, Rue Ibn Batouta", "Hay Riad", "Rabat")],
    "SEN": [("Villa n° {n}, Sicap Liberté 6", "Dakar", None), ("Cité Keur Gorgui, Villa n° {n}", "Dakar", None),
            ("Lot n° {n}, Sacré-Cœur 3", "Dakar", None), ("Rue {n}, Médina", "Dakar", None), ("Villa n° {n}, Ouest Foire", "Dakar", None),
            ("Quartier Escale, Villa n° {n}", "Thiès", None)],
    "CIV": [("Cocody Riviera 3, Lot {n}", "Abidjan", None), ("Deux-Plateaux Vallon, Villa {n}", "Abidjan", None),
            ("Marcory Zone 4, Rue {n}", "Abidjan", None), ("Yopougon Selmer, Lot {n}", "Abidjan", None),
            ("Quartier Commerce, Lot {n}", "Bouaké", None)],
    "CMR": [("Rue {n}, Bonapriso", "Douala", None), ("Quartier Bastos, Rue {n}", "Yaoundé", None),
            ("Boulevard de la Liberté n° {n}, Akwa", "Douala", None), ("Quartier Omnisport, Lot {n}", "Yaoundé", None)],
    "GAB": [("Quartier Louis, Villa {n}", "Libreville", None), ("Akanda, Cité {n}", "Libreville", None),
            ("Quartier Glass, Lot {n}", "Libreville", None)],
    "BEN": [("Carré {n}, Haie Vive", "Cotonou", None)],
    "MLI": [("Rue {n}, ACI 2000", "Bamako", None)],
}

EMPLOYERS = {
    "NGA": ["Seplat Energy Plc", "Lagos State Ministry of Education", "Federal Medical Centre, Abeokuta", "Julius Berger Nigeria Plc",
            "Interswitch Limited", "Flour Mills of Nigeria Plc", "MTN Nigeria Communications Plc", "University of Lagos",
            "Federal Inland Revenue Service", "Nigerian Ports Authority", "Okomu Oil Palm Company Plc", "Chellarams Logistics Ltd"],
    "GHA": ["Ghana Cocoa Board", "Korle Bu Teaching Hospital", "MTN Ghana", "Ghana Revenue Authority", "Kasapreko Company Limited",
            "University of Ghana", "Ghana Education Service", "Tema Oil Refinery Limited"],
    "KEN": ["Safaricom PLC", "Kenya Power and Lighting Company PLC", "Teachers Service Commission", "Kenyatta National Hospital",
            "East African Breweries Limited", "Nairobi City County", "Kenya Airways PLC", "Bamburi Cement PLC"],
    "UGA": ["Uganda Revenue Authority", "MTN Uganda Limited", "Makerere University", "Mulago National Referral Hospital",
            "Roofings Limited", "Umeme Limited", "Kampala Capital City Authority"],
    "TZA": ["Tanzania Ports Authority", "Vodacom Tanzania PLC", "Muhimbili National Hospital", "Tanzania Breweries Limited",
            "University of Dar es Salaam", "Tanzania Revenue Authority"],
    "ZAF": ["Sasol South Africa Limited", "Gauteng Department of Health", "Shoprite Checkers (Pty) Ltd", "Eskom Holdings SOC Ltd",
            "Deloitte & Touche", "Discovery Health (Pty) Ltd", "Transnet SOC Ltd", "City of Cape Town"],
    "EGY": ["Egyptian General Petroleum Corporation", "Orascom Construction S.A.E.", "Ain Shams University Hospitals",
            "Vodafone Egypt", "Elsewedy Electric S.A.E.", "Ministry of Education and Technical Education"],
    "MAR": ["Office Chérifien des Phosphates (OCP)", "Maroc Telecom", "Royal Air Maroc", "CHU Ibn Rochd",
            "Ministère de l'Éducation Nationale", "Lesieur Cristal", "Renault Maroc"],
    "SEN": ["Sonatel", "Port Autonome de Dakar", "Ministère de la Santé et de l'Action sociale", "SENELEC",
            "Université Cheikh Anta Diop", "Industries Chimiques du Sénégal"],
    "CIV": ["Société Ivoirienne de Raffinage (SIR)", "Orange Côte d'Ivoire", "CHU de Cocody", "Port Autonome d'Abidjan",
            "Nestlé Côte d'Ivoire", "Compagnie Ivoirienne d'Électricité"],
    "CMR": ["Société Nationale des Hydrocarbures (SNH)", "MTN Cameroon", "Brasseries du Cameroun", "Port Autonome de Douala",
            "CAMTEL", "Ministère des Finances"],
    "GAB": ["Comilog", "Gabon Télécom", "Perenco Oil & Gas Gabon", "Ministère de l'Économie", "SEEG"],
}
EMPLOYERS["BEN"] = ["Port Autonome de Cotonou", "SBEE"]
EMPLOYERS["MLI"] = ["Orange Mali", "EDM-SA"]

OCC_EN = ["Accountant", "Civil Engineer", "Medical Doctor", "Secondary School Teacher", "Procurement Officer",
          "Software Engineer", "Pharmacist", "Lecturer", "Registered Nurse", "Sales Manager", "Human Resources Officer",
          "Petroleum Engineer", "Customs Officer", "Marketing Executive", "Internal Auditor", "Quantity Surveyor"]
OCC_FR = ["Comptable", "Ingénieur génie civil", "Médecin", "Enseignant", "Chargé des achats", "Informaticien",
          "Pharmacien", "Infirmier d'État", "Cadre commercial", "Juriste", "Agent administratif", "Contrôleur de gestion",
          "Chef de projet", "Technicien supérieur"]
SELF_EN = ["Trader", "Business Owner", "Farmer", "Fashion Designer", "Building Contractor", "Importer", "Transporter"]
SELF_FR = ["Commerçant", "Chef d'entreprise", "Agriculteur", "Entrepreneur BTP", "Transporteur", "Importateur"]
INCOME = {  # monthly range
    "NGN": (250_000, 3_500_000, 5000), "GHS": (4_000, 45_000, 100), "KES": (60_000, 900_000, 1000),
    "UGX": (1_500_000, 25_000_000, 50000), "TZS": (1_200_000, 18_000_000, 50000), "ZAR": (18_000, 180_000, 250),
    "EGP": (8_000, 150_000, 500), "MAD": (6_000, 80_000, 100), "XOF": (250_000, 3_500_000, 5000),
    "XAF": (250_000, 3_500_000, 5000),
}


def pick_sym(rng, cc):
    return rng.choice(COUNTRY[cc][5])


def money(rng, cc, x, st=None, dec=None, sym=None, after=None):
    """Local writing of an amount: N1,250,000.00 / GH₵ 8,500.00 / KSh 150,000 / R 45 000,00 / 850 000 FCFA."""
    cur = COUNTRY[cc][4]
    sym = sym or pick_sym(rng, cc)
    st = st or COUNTRY[cc][6]
    if cc == "ZAF" and st == "sp" and rng.random() < 0.5:
        st = "fr"
    dec = rng.random() < 0.6 if dec is None else dec
    num = fa(x, st, dec)
    if after is None:
        after = cur in ("XOF", "XAF", "MAD") and sym not in ("XOF", "XAF", "MAD") or (cur in ("XOF", "XAF") and rng.random() < 0.5)
    if after:
        return f"{num}\u00a0{sym}"
    glue = "" if sym in ("N", "\u20a6", "R", "E\u00a3") and rng.random() < 0.5 else "\u00a0"
    return f"{sym}{glue}{num}"


def person(rng, cc, sex=None, two_given=None):
    d = NAMES[cc]
    sex = sex or rng.choice("MF")
    given = [rng.choice(d[sex])]
    if two_given is None:
        two_given = rng.random() < 0.55
    if two_given:
        if cc in ("KEN", "UGA"):
            extra = rng.choice(d["S"])
        elif cc == "EGY":
            extra = rng.choice(d["M"])
        else:
            extra = rng.choice(d[sex])
        if extra not in given:
            given.append(extra)
    sur = rng.choice(d["S"])
    while sur in given:
        sur = rng.choice(d["S"])
    return {"given": given, "surname": sur, "sex": sex, "cc": cc}


def full(p, upper_sur=False):
    return " ".join(p["given"] + [p["surname"].upper() if upper_sur else p["surname"]])


def address(rng, cc, country_line=None, caps=False, commas=True):
    """Lines of a street address; the truth is the lines joined by one space."""
    street, area, city = rng.choice(ADDR[cc])
    n = rng.randint(2, 148)
    lines = [street.format(n=n), area] + ([city] if city else [])
    if cc == "GHA" and rng.random() < 0.5:
        lines.append(f"GPS: {rng.choice(['GA', 'GT', 'AK', 'GE'])}-{rng.randint(100, 599)}-{rng.randint(1000, 9999)}")
    if country_line:
        lines.append(country_line)
    if commas:
        lines = [x + "," for x in lines[:-1]] + [lines[-1]]
    if caps:
        lines = [x.upper() for x in lines]
    return lines


def phone(rng, cc, intl=None):
    intl = rng.random() < 0.5 if intl is None else intl
    d = lambda n: digits(rng, n)  # noqa: E731
    if cc == "NGA":
        p = rng.choice(["803", "805", "806", "813", "816", "703", "706", "810", "909", "802"])
        return f"+234 {p} {d(3)} {d(4)}" if intl else f"0{p} {d(3)} {d(4)}"
    if cc == "GHA":
        p = rng.choice(["24", "54", "20", "26", "55"])
        return f"+233 {p} {d(3)} {d(4)}" if intl else f"0{p} {d(3)} {d(4)}"
    if cc == "KEN":
        p = rng.choice(["722", "733", "712", "110", "701", "796"])
        return f"+254 {p} {d(3)} {d(3)}" if intl else f"0{p} {d(6)}"
    if cc == "UGA":
        p = rng.choice(["772", "782", "701", "752"])
        return f"+256 {p} {d(6)}" if intl else f"0{p} {d(3)} {d(3)}"
    if cc == "TZA":
        p = rng.choice(["754", "713", "784", "655"])
        return f"+255 {p} {d(3)} {d(3)}" if intl else f"0{p} {d(3)} {d(3)}"
    if cc == "ZAF":
        p = rng.choice(["82", "83", "72", "76", "61"])
        return f"+27 {p} {d(3)} {d(4)}" if intl else f"0{p} {d(3)} {d(4)}"
    if cc == "EGY":
        p = rng.choice(["100", "101", "111", "122", "128"])
        return f"+20 {p} {d(3)} {d(4)}" if intl else f"0{p} {d(3)} {d(4)}"
    if cc == "MAR":
        p = rng.choice(["6 61", "6 62", "6 70", "7 00"])
        return f"+212 {p} {d(2)} {d(2)} {d(2)}" if intl else f"0{p} {d(2)} {d(2)} {d(2)}"
    if cc == "SEN":
        return f"+221 {rng.choice(['77', '78', '76', '70'])} {d(3)} {d(2)} {d(2)}"
    if cc == "CIV":
        return f"+225 {rng.choice(['07', '05', '01'])} {d(2)} {d(2)} {d(2)} {d(2)}"
    if cc == "CMR":
        return f"+237 6 {rng.choice(['77', '99', '90', '55'])} {d(2)} {d(2)} {d(2)}"
    if cc == "GAB":
        return f"+241 0{rng.choice(['77', '66', '62'])} {d(2)} {d(2)} {d(2)}"
    return f"+229 {d(2)} {d(2)} {d(2)} {d(2)}"


def email_for(rng, p):
    g = re.sub(r"[^a-z]", "", ascii_fold(p["given"][0]).lower())
    s = re.sub(r"[^a-z]", "", ascii_fold(p["surname"]).lower())
    dom = rng.choice(["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "yahoo.fr", "icloud.com"])
    form = rng.choice(["{g}.{s}", "{s}{g}", "{g}{s}{n}", "{g}_{s}", "{gi}{s}"])
    return form.format(g=g, s=s, gi=g[:1], n=rng.randint(1, 99)) + "@" + dom


def tin_for(rng, cc):
    """(label, value) of the tax number of a person resident in cc."""
    if cc == "NGA":
        return "TIN", f"{digits(rng, 8)}-0001"
    if cc == "GHA":
        return "TIN", f"P00{digits(rng, 8)}"
    if cc == "KEN":
        return "KRA PIN", f"A{digits(rng, 9)}{letters(rng, 1)}"
    if cc == "UGA":
        return "TIN", f"10{digits(rng, 8)}"
    if cc == "TZA":
        return "TIN", f"1{digits(rng, 2)}-{digits(rng, 3)}-{digits(rng, 3)}"
    if cc == "ZAF":
        return "Income tax reference number", f"{rng.choice('0123')}{digits(rng, 9)}"
    if cc == "EGY":
        return "Tax registration no.", f"{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)}"
    if cc == "MAR":
        return "Identifiant fiscal (IF)", digits(rng, 8)
    if cc == "SEN":
        return "NINEA", f"{digits(rng, 9)} {rng.randint(1, 9)}{letters(rng, 1)}{rng.randint(1, 9)}"
    if cc in ("CIV", "BEN", "MLI"):
        return "N° Compte Contribuable (NCC)", f"{digits(rng, 7)} {letters(rng, 1)}"
    if cc == "CMR":
        return "NIU", f"P{digits(rng, 12)}{letters(rng, 1)}"
    return "NIF", f"{digits(rng, 6)} {letters(rng, 1)}"


def luhn_digit(num: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(num)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return str((10 - total % 10) % 10)


def id_number(rng, cc, kind, dob, sex):
    """(document label, number) of a passport or national identity card of cc."""
    if kind == "passport":
        num = {"NGA": f"A{digits(rng, 8)}", "GHA": f"G{digits(rng, 7)}", "KEN": f"AK{digits(rng, 7)}",
               "UGA": f"A{digits(rng, 8)}", "TZA": f"TAE{digits(rng, 6)}", "ZAF": f"A{digits(rng, 8)}",
               "EGY": f"A{digits(rng, 8)}", "MAR": f"{letters(rng, 2)}{digits(rng, 7)}",
               "SEN": f"A0{digits(rng, 7)}", "CIV": f"{digits(rng, 2)}{letters(rng, 2)}{digits(rng, 5)}",
               "CMR": f"AA{digits(rng, 7)}", "GAB": f"GA{digits(rng, 7)}", "BEN": f"B{digits(rng, 7)}",
               "MLI": f"AA{digits(rng, 7)}"}[cc]
        return "Passport", num
    if cc == "NGA":
        return "National Identity Number (NIN)", digits(rng, 11)
    if cc == "GHA":
        return "Ghana Card", f"GHA-{digits(rng, 9)}-{rng.randint(0, 9)}"
    if cc == "KEN":
        return "National ID", str(rng.randint(20_000_000, 39_999_999))
    if cc == "UGA":
        return "National ID (NIN)", f"C{sex}{dob.year % 100:02d}{digits(rng, 5)}{letters(rng, 4)}"
    if cc == "TZA":
        return "NIDA", f"{fd(dob, 'Ymd')}-{digits(rng, 5)}-{digits(rng, 5)}-{digits(rng, 2)}"
    if cc == "ZAF":
        seq = rng.randint(5000, 9999) if sex == "M" else rng.randint(0, 4999)
        base = f"{fd(dob, 'ymd')}{seq:04d}08"
        return "SA identity number", base + luhn_digit(base)
    if cc == "EGY":
        c = "2" if dob.year < 2000 else "3"
        seq = f"{rng.randint(0, 99):02d}{rng.choice('13579' if sex == 'M' else '02468')}"
        return "National ID", f"{c}{fd(dob, 'ymd')}{rng.choice(['01', '02', '21', '12', '88'])}{rng.randint(0, 9)}{seq}{rng.randint(1, 9)}"
    if cc == "MAR":
        return "CNIE", f"{letters(rng, rng.choice([1, 2]))}{digits(rng, 6)}"
    if cc in ("SEN", "MLI"):
        return "CNI CEDEAO", f"{rng.choice('12')}{digits(rng, 3)}{dob.year}{digits(rng, 5)}"
    if cc in ("CIV", "BEN"):
        return "CNI", f"CI{digits(rng, 9)}"
    if cc == "CMR":
        return "CNI", digits(rng, 9)
    return "CNI", f"{digits(rng, 9)}"


# MRZ (ICAO 9303 TD3)
def _mrz_val(ch):
    if ch.isdigit():
        return int(ch)
    if ch == "<":
        return 0
    return ord(ch) - 55


def mrz_check(s):
    w = (7, 3, 1)
    return str(sum(_mrz_val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def mrz_name(s):
    s = ascii_fold(s).upper().replace("'", "")
    return re.sub(r"[^A-Z]", "<", s)


def mrz_lines(issuer, surname, given, number, nat, dob, sex, expiry):
    l1 = f"P<{issuer}{mrz_name(surname)}<<{mrz_name(' '.join(given))}"
    l1 = (l1 + "<" * 44)[:44]
    num = (number + "<" * 9)[:9]
    opt = "<" * 14
    part = num + mrz_check(num) + nat + fd(dob, "ymd") + mrz_check(fd(dob, "ymd")) + sex + fd(expiry, "ymd") + mrz_check(fd(expiry, "ymd")) + opt + mrz_check(opt)
    comp = num + mrz_check(num) + fd(dob, "ymd") + mrz_check(fd(dob, "ymd")) + fd(expiry, "ymd") + mrz_check(fd(expiry, "ymd")) + opt + mrz_check(opt)
    return l1, part + mrz_check(comp)


BANKS = {  # name, head-office address, BIC
    "NGA": [("Zenith Bank Plc", "Plot 84 Ajose Adeogun Street, Victoria Island, Lagos", "ZEIBNGLA"),
            ("Access Bank Plc", "14/15 Prince Alaba Abiodun Oniru Road, Oniru, Lagos", "ABNGNGLA"),
            ("First Bank of Nigeria Limited", "Samuel Asabia House, 35 Marina, Lagos", "FBNINGLA"),
            ("Guaranty Trust Bank Limited", "635 Akin Adesola Street, Victoria Island, Lagos", "GTBINGLA"),
            ("United Bank for Africa Plc", "UBA House, 57 Marina, Lagos", "UNAFNGLA"),
            ("Fidelity Bank Plc", "2 Kofo Abayomi Street, Victoria Island, Lagos", "FIDTNGLA")],
    "GHA": [("GCB Bank PLC", "Thorpe Road, High Street, Accra", "GHCBGHAC"),
            ("Ecobank Ghana PLC", "2 Morocco Lane, Off Independence Avenue, Accra", "ECOCGHAC"),
            ("CalBank PLC", "23 Independence Avenue, Accra", "ACCCGHAC"),
            ("Fidelity Bank Ghana Limited", "Ridge Tower, 10 Ambassadorial Enclave, Accra", "FBLIGHAC")],
    "KEN": [("KCB Bank Kenya Limited", "Kencom House, Moi Avenue, Nairobi", "KCBLKENX"),
            ("Equity Bank (Kenya) Limited", "Equity Centre, Hospital Road, Upper Hill, Nairobi", "EQBLKENA"),
            ("NCBA Bank Kenya PLC", "NCBA Centre, Mara Road, Upper Hill, Nairobi", "CBAFKENX"),
            ("Co-operative Bank of Kenya Limited", "Co-op House, Haile Selassie Avenue, Nairobi", "KCOOKENA")],
    "UGA": [("Stanbic Bank Uganda Limited", "Crested Towers, 17 Hannington Road, Kampala", "SBICUGKX"),
            ("Centenary Rural Development Bank Limited", "Mapeera House, 44-46 Kampala Road, Kampala", "CERBUGKA"),
            ("dfcu Bank Limited", "Plot 26 Kyadondo Road, Nakasero, Kampala", "DFCUUGKA")],
    "TZA": [("CRDB Bank PLC", "Azikiwe Street, Dar es Salaam", "CORUTZTZ"),
            ("NMB Bank PLC", "NMB House, Ohio Street, Dar es Salaam", "NMIBTZTZ")],
    "ZAF": [("The Standard Bank of South Africa Limited", "5 Simmonds Street, Johannesburg, 2001", "SBZAZAJJ"),
            ("Absa Bank Limited", "15 Troye Street, Johannesburg, 2001", "ABSAZAJJ"),
            ("Nedbank Limited", "135 Rivonia Road, Sandown, Sandton, 2196", "NEDSZAJJ"),
            ("FirstRand Bank Limited", "4 Merchant Place, Fredman Drive, Sandton, 2196", "FIRNZAJJ")],
    "EGY": [("Banque Misr", "151 Mohamed Farid Street, Cairo", "BMISEGCX"),
            ("National Bank of Egypt", "1187 Corniche El Nil, Cairo", "NBEGEGCX"),
            ("Commercial International Bank (Egypt) S.A.E.", "Nile Tower, 21/23 Charles de Gaulle Street, Giza", "CIBEEGCX")],
    "MAR": [("Attijariwafa bank", "2, Boulevard Moulay Youssef, Casablanca", "BCMAMAMC"),
            ("Bank of Africa - BMCE Group", "140, Avenue Hassan II, Casablanca", "BMCEMAMC"),
            ("Banque Centrale Populaire", "101, Boulevard Zerktouni, Casablanca", "BCPOMAMC"),
            ("CIH Bank", "187, Avenue Hassan II, Casablanca", "CIHMMAMC")],
    "SEN": [("Société Générale Sénégal", "19, Avenue Léopold Sédar Senghor, Dakar", "SGSNSNDA"),
            ("CBAO Groupe Attijariwafa bank", "1, Place de l'Indépendance, Dakar", "CBAOSNDA"),
            ("Banque de l'Habitat du Sénégal", "69, Boulevard du Général de Gaulle, Dakar", "BHSNSNDA")],
    "CIV": [("Société Ivoirienne de Banque", "34, Boulevard de la République, Abidjan-Plateau", "SIBCCIAB"),
            ("NSIA Banque Côte d'Ivoire", "8-10, Avenue Joseph Anoma, Abidjan-Plateau", "BIAOCIAB"),
            ("Banque Atlantique Côte d'Ivoire", "Immeuble Atlantique, Avenue Noguès, Abidjan-Plateau", "ATCICIAB")],
    "CMR": [("Afriland First Bank", "Place de l'Indépendance, Yaoundé", "CCEICMCX"),
            ("Société Générale Cameroun", "78, Rue Joss, Douala", "SGCMCMCX"),
            ("BICEC", "Avenue du Général de Gaulle, Douala", "ICLRCMCX")],
    "GAB": [("BGFIBank Gabon", "Boulevard de l'Indépendance, Libreville", "BGFIGALI"),
            ("Orabank Gabon", "Avenue du Colonel Parant, Libreville", "ORBKGALI")],
}
MORTGAGE_LENDERS = {
    "NGA": [("Abbey Mortgage Bank Plc", "23 Karimu Kotun Street, Victoria Island, Lagos"),
            ("Infinity Trust Mortgage Bank Plc", "11 Kaura Namoda Street, Area 3, Garki, Abuja"),
            ("Federal Mortgage Bank of Nigeria", "Plot 266 Cadastral AO, Central Business District, Abuja")],
    "GHA": [("Republic Bank (Ghana) PLC", "48A Sixth Avenue, North Ridge, Accra"), ("GHL Bank PLC", "Ghana Home Loans House, Airport, Accra")],
    "KEN": [("HFC Limited (HF Group)", "Rehani House, Kenyatta Avenue, Nairobi"), ("KCB Bank Kenya Limited", "Kencom House, Moi Avenue, Nairobi")],
    "UGA": [("Housing Finance Bank Limited", "Investment House, Plot 4 Wampewo Avenue, Kololo, Kampala")],
    "TZA": [("Azania Bank Limited", "Azania Bank House, Kawawa Road, Dar es Salaam")],
    "ZAF": [(b[0], b[1]) for b in BANKS["ZAF"]],
    "EGY": [("Housing and Development Bank", "26 El Koroum Street, Mohandessin, Giza")],
    "MAR": [("CIH Bank", "187, Avenue Hassan II, Casablanca"), ("Attijariwafa bank", "2, Boulevard Moulay Youssef, Casablanca")],
    "SEN": [("Banque de l'Habitat du Sénégal", "69, Boulevard du Général de Gaulle, Dakar")],
    "CIV": [("Banque de l'Habitat de Côte d'Ivoire", "22, Avenue Joseph Anoma, Abidjan-Plateau")],
    "CMR": [("Crédit Foncier du Cameroun", "Avenue Foch, Yaoundé")],
    "GAB": [("BGFIBank Gabon", "Boulevard de l'Indépendance, Libreville")],
}

SOF_EN = {"employment": ["Salary", "Salary / employment income", "Employment income"],
          "business": ["Business income", "Business proceeds", "Proceeds of trade"],
          "investments": ["Investment income", "Dividends and investment returns", "Rental income and investments"],
          "inheritance": ["Inheritance", "Inheritance / estate proceeds"],
          "pension": ["Pension", "Retirement pension"],
          "other": ["Other", "Other (family support)", "Other: remittances from abroad"]}
SOF_FR = {"employment": ["Salaire", "Revenus salariaux"], "business": ["Revenus commerciaux", "Bénéfices d'activité commerciale"],
          "investments": ["Revenus de placements", "Revenus fonciers et placements"], "inheritance": ["Héritage", "Succession"],
          "pension": ["Pension de retraite", "Pension"], "other": ["Autre", "Autre (appui familial)"]}
SOF_ORDER = ["employment", "business", "investments", "inheritance", "pension", "other"]


def kyc_base(rng, cc, lang="en", id_kind=None, foreign=True, sign=None):
    nat = cc
    if foreign and rng.random() < 0.15:
        nat = rng.choice(NEIGHBOURS[cc])
    sex = rng.choice("MF")
    p = person(rng, nat, sex)
    sign = sign or rdate(rng, date(2023, 1, 3), date(2025, 11, 28))
    dob = rdate(rng, date(1958, 1, 1), date(2003, 12, 31))
    kind = id_kind or ("passport" if nat != cc else rng.choice(["passport", "national_id", "national_id"]))
    id_label, id_no = id_number(rng, nat, kind, dob, sex)
    validity = 10 if kind == "national_id" else rng.choice([5, 10])
    issue = rdate(rng, add_years(sign, -validity) + timedelta(days=40), sign - timedelta(days=20))
    expiry = add_years(issue, validity) - timedelta(days=1)
    r = rng.random()
    src = ("employment" if r < 0.62 else "business" if r < 0.82 else "pension" if r < 0.9 else
           "investments" if r < 0.94 else "inheritance" if r < 0.97 else "other")
    fr = lang == "fr"
    employer = prev_employer = None
    emp_pool = EMPLOYERS[cc]
    if src == "employment":
        occ = rng.choice(OCC_FR if fr else OCC_EN)
        employer = rng.choice(emp_pool)
        prev_employer = rng.choice([e for e in emp_pool if e != employer])
        status = "employed"
    elif src == "business":
        occ = rng.choice(SELF_FR if fr else SELF_EN)
        status = "self"
    elif src == "pension":
        occ = "Retraité" if fr else rng.choice(["Retired Civil Servant", "Pensioner", "Retired Teacher"])
        prev_employer = rng.choice(emp_pool)
        status = "retired"
    elif src == "investments":
        occ = "Investisseur privé" if fr else rng.choice(["Private Investor", "Landlord"])
        status = "other"
    elif src == "inheritance":
        occ = "Gestionnaire de biens" if fr else "Property Manager"
        status = "other"
    else:
        occ = rng.choice(["Étudiant", "Ménagère"] if fr else ["Student", "Homemaker"])
        status = "other"
    cur = COUNTRY[cc][4]
    lo, hi, step = INCOME[cur]
    if src in ("other", "pension"):
        hi = max(lo + step * 10, hi // 3)
    monthly = rng.randrange(lo, hi, step)
    tin = tin_for(rng, cc) if rng.random() < 0.7 else None
    return dict(cc=cc, nat=nat, sex=sex, p=p, sign=sign, dob=dob, kind=kind, id_label=id_label, id_no=id_no,
                issue=issue, expiry=expiry, src=src, occ=occ, employer=employer, prev_employer=prev_employer,
                status=status, cur=cur, monthly=monthly, tin=tin, pep=rng.random() < 0.08,
                phone=phone(rng, cc), email=email_for(rng, p), emp_since=rdate(rng, add_years(sign, -18), sign - timedelta(days=200)))


def kyc_truth(k, name, addr_lines, annual, sex=True, tin=True, employer=True, occ=None):
    return {
        "full_name": name,
        "date_of_birth": k["dob"].isoformat(),
        "sex": k["sex"] if sex else None,
        "nationality": k["nat"],
        "id_document_type": k["kind"],
        "id_document_number": k["id_no"],
        "id_issuing_country": k["nat"],
        "id_expiry_date": k["expiry"].isoformat(),
        "residential_address": " ".join(addr_lines),
        "country_of_residence": k["cc"],
        "occupation": occ or k["occ"],
        "employer_name": k["employer"] if employer else None,
        "annual_income": annual,
        "income_currency": k["cur"],
        "source_of_funds": k["src"],
        "is_pep": k["pep"],
        "tax_identification_number": (k["tin"][1] if k["tin"] else None) if tin else None,
    }


BOIL_EN = [
    "I/We hereby declare that the information provided in this form is true, complete and correct, and I/we undertake to notify the Bank promptly in writing of any change in the information provided.",
    "I/We confirm that the funds to be deposited in this account are not derived from, nor will they be used for, any unlawful activity, and I/we consent to the Bank making such enquiries as it deems necessary to verify my/our identity.",
    "The Bank is required under the applicable anti-money laundering and countering the financing of terrorism legislation to obtain, verify and record information that identifies each person who opens an account. The Bank may decline to open an account or may close an account where satisfactory evidence of identity is not produced.",
    "I/We authorise the Bank to obtain credit reports and to share my/our information with licensed credit bureaux, regulators and law enforcement agencies as required by law.",
    "Personal data collected on this form will be processed in accordance with the applicable data protection legislation and the Bank's privacy notice, available at any branch and on the Bank's website.",
    "Cash deposits or withdrawals above the regulatory threshold will be reported to the Financial Intelligence Unit in line with the currency transaction reporting requirements.",
    "The account holder agrees to be bound by the Bank's General Terms and Conditions for Accounts, as amended from time to time, copies of which have been made available to the account holder.",
    "Statements will be sent to the e-mail address on record. The Bank shall not be liable for any loss arising from the interception of e-mail statements by third parties.",
    "Dormant accounts: an account on which no customer-initiated transaction has taken place for a continuous period of twelve (12) months shall be classified as inactive, and after a further period as dormant, in accordance with the regulator's guidelines.",
    "Joint and several liability: where the account is held in more than one name, each account holder shall be jointly and severally liable for all obligations on the account.",
    "Complaints may be lodged at any branch, through the contact centre, or by e-mail. Unresolved complaints may be escalated to the Consumer Protection Department of the Central Bank.",
]
BOIL_FR = [
    "Je soussigné(e) certifie sur l'honneur l'exactitude des renseignements fournis ci-dessus et m'engage à informer la Banque sans délai de toute modification les concernant.",
    "Conformément à la loi uniforme relative à la lutte contre le blanchiment de capitaux et le financement du terrorisme, la Banque est tenue d'identifier ses clients et de conserver les pièces justificatives pendant une durée de dix ans.",
    "Les données à caractère personnel recueillies font l'objet d'un traitement informatique destiné à la gestion de la relation bancaire. Le client dispose d'un droit d'accès et de rectification auprès de son agence.",
    "Le client reconnaît avoir reçu un exemplaire des conditions générales de banque et de la grille tarifaire en vigueur, dont il accepte les termes sans réserve.",
    "Toute opération en espèces d'un montant supérieur au seuil réglementaire fera l'objet d'une déclaration auprès de la Cellule Nationale de Traitement des Informations Financières (CENTIF).",
    "La Banque se réserve le droit de refuser l'ouverture du compte sans avoir à motiver sa décision, ou de clôturer le compte moyennant un préavis de trente jours.",
    "Le titulaire autorise la Banque à consulter et à transmettre ses informations au Bureau d'Information sur le Crédit (BIC) agréé dans l'espace UMOA / CEMAC.",
    "Les relevés de compte sont réputés approuvés à défaut de contestation dans un délai de trente (30) jours suivant leur date d'envoi.",
]


def boiler(rng, lang, n):
    pool = BOIL_FR if lang == "fr" else BOIL_EN
    n = min(n, len(pool))
    return rng.sample(pool, n)


# ---------------------------------------------------------------------------------------------
# KYC layouts
# ---------------------------------------------------------------------------------------------

def _annual_or_monthly(rng, k, cc, monthly_label, annual_label, p_monthly=0.5):
    """(label, written amount, annual truth)."""
    if rng.random() < p_monthly:
        return monthly_label, money(rng, cc, k["monthly"]), float(k["monthly"] * 12)
    annual = k["monthly"] * 12
    return annual_label, money(rng, cc, annual), float(annual)


def kyc_ng_boxed(rng):
    """Nigerian retail bank individual account-opening form: boxed cells with small captions."""
    cc = "NGA"
    k = kyc_base(rng, cc)
    bank = rng.choice(BANKS[cc])
    ds = rng.choice(["d/m/Y", "d-m-Y", "d MON Y"])
    caps = rng.random() < 0.5
    addr = address(rng, cc, caps=caps)
    p = k["p"]
    sur = p["surname"].upper()
    first = p["given"][0].upper() if caps else p["given"][0]
    other = " ".join(p["given"][1:])
    other = other.upper() if caps else other
    name = " ".join(x for x in [first, other, sur] if x)
    bvn = "22" + digits(rng, 9)
    nin = k["id_no"] if (k["kind"] == "national_id") else digits(rng, 11)
    inc_label, inc_val, annual = _annual_or_monthly(rng, k, cc, "Monthly income", "Annual income")
    kin = person(rng, "NGA")
    kin_addr = address(rng, cc)
    css = (".hd{display:flex;justify-content:space-between;border-bottom:3px solid #b5121b;padding-bottom:4px}"
           ".bn{font-size:17pt;font-weight:bold;color:#b5121b}.sec{background:#b5121b;color:#fff;font-weight:bold;"
           "padding:2px 6px;margin-top:8px;font-size:9pt}table.g{width:100%}table.g td{border:1px solid #555;"
           "vertical-align:top;padding:2px 4px;height:30px}.cap{font-size:6.5pt;color:#555;text-transform:uppercase}"
           ".v{font-size:10pt;font-family:'Courier New',monospace;font-weight:bold}")

    def bx(cap, val, w=None, cs=1):
        wa = f' style="width:{w}%"' if w else ""
        return f'<td colspan="{cs}"{wa}><div class="cap">{esc(cap)}</div><div class="v">{val}</div></td>'

    pid_n = ["International Passport", "National ID Card (NIN)", "Driver's Licence", "Permanent Voter's Card"]
    pid = " ".join(f"{cb((i == 0) == (k['kind'] == 'passport') and i < 2)}{esc(t)}" for i, t in enumerate(pid_n))
    sex_html = f"{cb(k['sex'] == 'M')}Male {cb(k['sex'] == 'F')}Female"
    sof = " ".join(f"{cb(s == k['src'])}{esc(SOF_EN[s][0])}" for s in SOF_ORDER)
    emp_status = " ".join(f"{cb(s == k['status'])}{t}" for s, t in
                          [("employed", "Employed"), ("self", "Self-employed"), ("retired", "Retired"), ("other", "Others")])
    rows = []
    rows.append(f'<div class="sec">SECTION A: PERSONAL INFORMATION</div><table class="g"><tr>'
                + bx("Title", esc(rng.choice(["Mr", "Dr", "Engr"]) if k["sex"] == "M" else rng.choice(["Mrs", "Miss", "Ms", "Dr"])), 8)
                + bx("Surname", esc(sur), 30) + bx("First name", esc(first), 30) + bx("Other names", esc(other) or "&nbsp;", 32)
                + "</tr><tr>" + bx("Date of birth", esc(fd(k["dob"], ds))) + bx("Gender", sex_html)
                + bx("Place of birth", esc(rng.choice(["Lagos", "Enugu", "Ibadan", "Kano", "Onitsha", "Abeokuta", "Accra", "Cotonou"])))
                + bx("Marital status", esc(rng.choice(["Single", "Married", "Married", "Divorced", "Widowed"])))
                + "</tr><tr>" + bx("Nationality", esc(COUNTRY[k["nat"]][2].upper()))
                + bx("State of origin", esc(rng.choice(["Anambra", "Ogun", "Oyo", "Imo", "Kaduna", "Edo", "Delta"]) if k["nat"] == "NGA" else "N/A"))
                + bx("Mother's maiden name", esc(rng.choice(NAMES["NGA"]["S"]).upper()), cs=2) + "</tr></table>")
    id_country = COUNTRY[k["nat"]][0].upper()
    rows.append('<div class="sec">SECTION B: IDENTIFICATION</div><table class="g"><tr>' + bx("Means of identification", pid, cs=4)
                + "</tr><tr>" + bx("ID number", esc(k["id_no"]), 30) + bx("Issue date", esc(fd(k["issue"], ds)), 20)
                + bx("Expiry date", esc(fd(k["expiry"], ds)), 20) + bx("Issuing country", esc(id_country), 30)
                + "</tr><tr>" + bx("Bank Verification Number (BVN)", esc(bvn), cs=2) + bx("NIN", esc(nin))
                + bx("Tax Identification Number (TIN)", esc(k["tin"][1]) if k["tin"] else "&nbsp;") + "</tr></table>")
    rows.append('<div class="sec">SECTION C: CONTACT DETAILS</div><table class="g"><tr>'
                + bx("Residential address (P.O. Box not acceptable)", lines_html(addr), cs=3)
                + bx("Nearest bus stop / landmark", esc(rng.choice(["Opposite Shoprite", "Near Total filling station", "Beside Mobil", "Off Ozumba Mbadiwe"])))
                + "</tr><tr>" + bx("Country of residence", "NIGERIA") + bx("Mobile phone", esc(k["phone"]))
                + bx("E-mail", esc(k["email"]), cs=2) + "</tr></table>")
    emp_cells = (bx("Employment status", emp_status, cs=4) + "</tr><tr>" + bx("Occupation", esc(k["occ"]), 30))
    if k["employer"]:
        emp_cells += bx("Employer's name", esc(k["employer"]), cs=2) + bx("Date of employment", esc(fd(k["emp_since"], ds)))
        emp_cells += "</tr><tr>" + bx("Employer's address", esc(", ".join(address(rng, cc, commas=False))), cs=4)
    else:
        emp_cells += bx("Employer's name", "&nbsp;", cs=2) + bx("Date of employment", "&nbsp;")
    rows.append('<div class="sec">SECTION D: EMPLOYMENT &amp; INCOME</div><table class="g"><tr>' + emp_cells
                + "</tr><tr>" + bx(inc_label, esc(inc_val), cs=2) + bx("Source of funds", sof, cs=2) + "</tr></table>")
    pep_txt = (f'<div style="margin-top:6px">Are you a Politically Exposed Person (PEP) or a family member / close associate of a PEP? '
               f'{cb(k["pep"])}Yes {cb(not k["pep"])}No</div>')
    if k["pep"]:
        pep_txt += f'<div>If yes, state position held: <b>{esc(rng.choice(["Member, State House of Assembly", "Former Commissioner for Works", "Director, Federal Ministry of Finance"]))}</b></div>'
    rows.append(pep_txt)
    rows.append('<div class="sec">SECTION E: NEXT OF KIN</div><table class="g"><tr>'
                + bx("Full name", esc(full(kin)), 40) + bx("Relationship", esc(rng.choice(["Brother", "Sister", "Spouse", "Father", "Mother"])), 20)
                + bx("Phone", esc(phone(rng, cc)), 40) + "</tr><tr>" + bx("Address", lines_html(kin_addr), cs=3) + "</tr></table>")
    decl = "".join(f"<p style='font-size:8pt;text-align:justify'>{esc(t)}</p>" for t in boiler(rng, "en", rng.randint(3, 8)))
    pb = ' class="pb"' if rng.random() < 0.5 else ""
    body = (f'<div class="hd"><div><div class="bn">{esc(bank[0])}</div><div class="small">{esc(bank[1])} | RC {rng.randint(10000, 999999)}</div></div>'
            f'<div style="text-align:right"><b>INDIVIDUAL ACCOUNT OPENING FORM</b><br><span class="small">Savings {cb(rng.random() < .5)} Current {cb(rng.random() < .5)} Domiciliary {cb(False)}</span>'
            f'<br><span class="small">Branch: {esc(rng.choice(["Marina", "Ikeja GRA", "Wuse II", "Trans-Amadi", "Allen Avenue"]))}</span></div></div>'
            + "".join(rows)
            + f'<div{pb}><div class="sec">DECLARATION</div>{decl}<table class="g"><tr>{bx("Signature of applicant", "&nbsp;")}'
            f'{bx("Date", esc(fd(k["sign"], ds)))}</tr></table>'
            f'<div class="sec">FOR BANK USE ONLY</div><table class="g"><tr>{bx("Account number", digits(rng, 10))}'
            f'{bx("Account officer", esc(full(person(rng, "NGA"))))}{bx("BVN verified on", esc(fd(k["sign"] + timedelta(days=rng.randint(0, 3)), ds)))}'
            f'{bx("Risk rating", "HIGH" if k["pep"] else rng.choice(["LOW", "MEDIUM"]))}</tr></table></div>')
    truth = kyc_truth(k, name, addr, annual)
    return doc("Account opening", css, body), truth


def kyc_za_fica(rng):
    """South African FICA customer information form: two-column label / value table, sections."""
    cc = "ZAF"
    k = kyc_base(rng, cc)
    bank = rng.choice(BANKS[cc])
    ds = rng.choice(["Y/m/d", "Y-m-d", "d Month Y", "d/m/Y"])
    p = k["p"]
    addr = address(rng, cc)
    name_given = " ".join(p["given"])
    name = f"{name_given} {p['surname']}"
    inc_label, inc_val, annual = _annual_or_monthly(rng, k, cc, "Gross monthly income", "Gross annual income", 0.7)
    css = ("h1{font-size:14pt;margin:0}.brand{color:#0033a1;font-weight:bold;font-size:12pt}table.t{width:100%;margin-top:6px}"
           "table.t td{border:1px solid #999;padding:3px 5px;font-size:9.5pt}table.t td.l{width:38%;background:#eef2f8}"
           ".sh{background:#0033a1;color:#fff;font-weight:bold;padding:3px 6px;margin-top:10px}")
    sex_txt = {"M": "Male", "F": "Female"}[k["sex"]]
    show_sex = rng.random() < 0.8

    def row(l, v):
        return f'<tr><td class="l">{esc(l)}</td><td>{v}</td></tr>'

    id_rows = ""
    if k["kind"] == "national_id":
        id_rows += row("South African identity number", esc(k["id_no"]))
        id_rows += row("Identity document", f"{cb(True)}Smart ID card {cb(False)}Green barcoded ID book")
        id_rows += row("Card expiry date", esc(fd(k["expiry"], ds)))
    else:
        id_rows += row("Passport number (non-residents / foreign nationals)", esc(k["id_no"]))
        id_rows += row("Country of issue", esc(COUNTRY[k["nat"]][0]))
        id_rows += row("Passport expiry date", esc(fd(k["expiry"], ds)))
        id_rows += row("Work / residence permit number", esc(f"{letters(rng, 2)}{digits(rng, 6)}"))
    post = [f"PO Box {rng.randint(100, 99999)}", rng.choice(["Rosebank", "Sandton", "Rondebosch", "Hatfield", "Umhlanga Rocks"]), str(rng.randint(1000, 9999))]
    sof = "<br>".join(f"{cb(s == k['src'])} {esc({'employment': 'Salary', 'business': 'Business / self-employment income', 'investments': 'Investment income', 'inheritance': 'Inheritance', 'pension': 'Pension / annuity', 'other': 'Other (specify): family support'}[s])}" for s in SOF_ORDER)
    sec1 = (row("Title", esc(rng.choice(["Mr", "Dr"]) if k["sex"] == "M" else rng.choice(["Ms", "Mrs", "Dr"])))
            + row("Surname", esc(p["surname"])) + row("Full first names", esc(name_given))
            + row("Date of birth", esc(fd(k["dob"], ds)))
            + (row("Gender", esc(sex_txt)) if show_sex else "")
            + row("Nationality", esc(COUNTRY[k["nat"]][2])) + id_rows)
    sec2 = (row("Residential (physical) address", lines_html(addr)) + row("Country of residence", esc("South Africa"))
            + row("Postal address", lines_html(post)) + row("Cellphone number", esc(k["phone"])) + row("E-mail address", esc(k["email"])))
    emp = row("Occupation", esc(k["occ"]))
    if k["employer"]:
        emp += row("Employer name", esc(k["employer"])) + row("Industry", esc(rng.choice(["Mining", "Health", "Retail", "Energy", "Public sector", "Financial services"])))
    else:
        emp += row("Employer name", "")
    emp += row(inc_label, esc(inc_val)) + row("Source of funds", sof)
    tax = row("Income tax reference number", esc(k["tin"][1]) if k["tin"] else "")
    tax += row("Are you a tax resident of any country other than South Africa?", "No")
    pep = (row("Are you a domestic prominent influential person (DPIP) or a foreign prominent public official (FPPO), or a family member or known close associate of one?",
               f"{cb(k['pep'])} Yes {cb(not k['pep'])} No"))
    if not k["tin"] and rng.random() < 0.5:
        tax = ""
    proof = rng.choice(["Municipal rates account", "Lease agreement", "Bank statement (not older than 3 months)", "Telkom account"])
    body = (f'<div class="brand">{esc(bank[0])}</div><div class="small">{esc(bank[1])}. An authorised financial services and registered credit provider (NCRCP{rng.randint(10, 99)}).</div>'
            f'<h1 style="margin-top:8px">FICA: Customer Information and Due Diligence – Natural Person</h1>'
            f'<div class="small">Financial Intelligence Centre Act 38 of 2001. Complete in block letters. All fields are mandatory unless indicated.</div>'
            f'<div class="sh">1. Personal details</div><table class="t">{sec1}</table>'
            f'<div class="sh">2. Contact details</div><table class="t">{sec2}</table>'
            f'<div class="sh">3. Employment and source of funds</div><table class="t">{emp}</table>'
            f'<div class="sh">4. Tax and prominent person status</div><table class="t">{tax}{pep}</table>'
            f'<div class="sh">5. Verification (bank use)</div><table class="t">{row("Proof of residence sighted", esc(proof) + " dated " + esc(fd(k["sign"] - timedelta(days=rng.randint(5, 80)), ds)))}'
            f'{row("Verified by (consultant)", esc(full(person(rng, "ZAF"))))}{row("Date", esc(fd(k["sign"], ds)))}</table>'
            + "".join(f"<p class='small'>{esc(t)}</p>" for t in boiler(rng, "en", rng.randint(2, 6))))
    t = kyc_truth(k, name, addr, annual, sex=show_sex, tin=bool(tax))
    return doc("FICA", css, body), t


def kyc_ea_cif_table(rng):
    """East African customer information sheet (CIF): bordered table, English labels with Kiswahili."""
    cc = rng.choice(["KEN", "KEN", "TZA", "UGA"])
    k = kyc_base(rng, cc)
    bank = rng.choice(BANKS[cc])
    sw = cc in ("KEN", "TZA") and rng.random() < 0.7
    ds = rng.choice(["d/m/Y", "d-m-Y", "d.m.Y", "d Mon Y"])
    p = k["p"]
    addr = address(rng, cc, caps=rng.random() < 0.3)
    split = rng.random() < 0.5
    name = full(p)
    inc_label, inc_val, annual = _annual_or_monthly(rng, k, cc, "Gross monthly income", "Annual income", 0.6)

    def L(en, swa):
        return f"{esc(en)}<br><i class='small'>{esc(swa)}</i>" if sw else esc(en)

    rows = []
    if split:
        rows += [(L("Surname", "Jina la ukoo"), esc(p["surname"].upper())), (L("Other names", "Majina mengine"), esc(" ".join(p["given"]).upper()))]
        name = " ".join(p["given"]).upper() + " " + p["surname"].upper()
    else:
        rows += [(L("Full names (as per ID)", "Jina kamili"), esc(name))]
    show_sex = rng.random() < 0.85
    rows += [(L("Date of birth", "Tarehe ya kuzaliwa"), esc(fd(k["dob"], ds)))]
    if show_sex:
        rows += [(L("Gender", "Jinsia"), {"M": "Male", "F": "Female"}[k["sex"]])]
    id_type = "Passport" if k["kind"] == "passport" else {"KEN": "National ID", "TZA": "NIDA National ID", "UGA": "National ID"}[cc]
    rows += [(L("Nationality", "Uraia"), esc(COUNTRY[k["nat"]][2])),
             (L("ID type", "Aina ya kitambulisho"), esc(id_type)),
             (L("ID / Passport number", "Namba ya kitambulisho"), esc(k["id_no"])),
             (L("Country of issue", "Nchi iliyotoa"), esc(COUNTRY[k["nat"]][0])),
             (L("Date of issue", "Tarehe ya kutolewa"), esc(fd(k["issue"], ds))),
             (L("Date of expiry", "Tarehe ya kuisha"), esc(fd(k["expiry"], ds)))]
    if cc == "KEN":
        rows.append((L("Huduma Namba", "Huduma Namba"), esc(f"{digits(rng, 10)}")))
    tl = {"KEN": "KRA PIN", "TZA": "TIN", "UGA": "TIN"}[cc]
    if k["tin"]:
        rows.append((L(tl, "Namba ya mlipakodi"), esc(k["tin"][1])))
    pobox = f"P.O. Box {rng.randint(100, 99999)}" + (f" - {rng.choice(['00100', '00200', '00606', '80100', '40100'])}" if cc == "KEN" else "")
    rows += [(L("Physical / residential address", "Anwani ya makazi"), lines_html(addr)),
             (L("Postal address", "Anwani ya posta"), esc(pobox + ", " + rng.choice(["Nairobi", "Dar es Salaam", "Kampala", "Mombasa", "Arusha"]))),
             (L("Country of residence", "Nchi ya makazi"), esc(COUNTRY[cc][0])),
             (L("Mobile number (M-Pesa / Mobile money)", "Namba ya simu"), esc(k["phone"])),
             (L("Occupation", "Kazi"), esc(k["occ"]))]
    if k["employer"]:
        rows += [(L("Employer", "Mwajiri"), esc(k["employer"])),
                 (L("Employer's address", "Anwani ya mwajiri"), esc(f"P.O. Box {rng.randint(100, 99999)}, {rng.choice(['Nairobi', 'Dar es Salaam', 'Kampala'])}"))]
    rows += [(L(inc_label, "Kipato"), esc(inc_val)),
             (L("Source of funds", "Chanzo cha fedha"), esc(rng.choice(SOF_EN[k["src"]]))),
             (L("Politically exposed person (PEP)?", "Mtu mwenye ushawishi wa kisiasa?"), "YES" if k["pep"] else "NO")]
    if k["prev_employer"] and rng.random() < 0.6:
        rows.append((L("Previous employer", "Mwajiri wa awali"), esc(k["prev_employer"])))
    trs = "".join(f"<tr><td class='l'>{a}</td><td>{b}</td></tr>" for a, b in rows)
    css = ("table.c{width:100%;margin-top:8px}table.c td,table.c th{border:1px solid #333;padding:3px 6px;vertical-align:top}"
           "td.l{width:40%;font-weight:bold;font-size:9pt}th{background:#2e7d32;color:#fff;text-align:left}"
           ".ttl{font-size:15pt;font-weight:bold;color:#2e7d32}")
    body = (f"<div class='ttl'>{esc(bank[0])}</div><div class='small'>{esc(bank[1])} &middot; SWIFT {bank[2]}</div>"
            f"<h2 style='font-size:12pt;margin:8px 0 2px'>CUSTOMER INFORMATION SHEET (CIF) – INDIVIDUAL</h2>"
            f"<div class='small'>CIF No. {digits(rng, 8)} &nbsp; Branch: {esc(rng.choice(['Moi Avenue', 'Upper Hill', 'Westlands', 'Kariakoo', 'Kampala Road', 'Mlimani City']))} &nbsp; "
            f"Date: {esc(fd(k['sign'], ds))}</div>"
            f"<table class='c'><tr><th>Field</th><th>Customer details</th></tr>{trs}</table>"
            + "".join(f"<p class='small'>{esc(t)}</p>" for t in boiler(rng, "en", rng.randint(1, 5)))
            + f"<table class='c'><tr><td>Customer signature</td><td>Relationship officer: {esc(full(person(rng, cc)))}</td><td>Checked by (Compliance)</td></tr></table>")
    return doc("CIF", css, body), kyc_truth(k, name, addr, annual, sex=show_sex)


def kyc_fr_fiche(rng):
    """Francophone (UEMOA / CEMAC / Maroc) 'Fiche d'ouverture de compte – personne physique', dotted leaders."""
    cc = rng.choice(["SEN", "CIV", "CMR", "GAB", "MAR", "SEN", "CIV"])
    k = kyc_base(rng, cc, lang="fr")
    bank = rng.choice(BANKS[cc])
    ds = rng.choice(FR_DATES)
    p = k["p"]
    addr = address(rng, cc, country_line=COUNTRY[cc][1] if rng.random() < 0.4 else None)
    nom = p["surname"].upper()
    pren = " ".join(p["given"])
    name = f"{pren} {nom}"
    monthly_mode = rng.random() < 0.7
    inc = money(rng, cc, k["monthly"] if monthly_mode else k["monthly"] * 12)
    annual = float(k["monthly"] * 12)
    place = rng.choice(["Dakar", "Thiès", "Abidjan", "Bouaké", "Douala", "Yaoundé", "Libreville", "Casablanca", "Fès", "Bamako"])
    css = (".f{display:flex;align-items:baseline;margin:3px 0}.f .l{white-space:nowrap}.f .d{flex:1;border-bottom:1px dotted #333;margin:0 4px}"
           ".f .v{font-family:'Courier New',monospace;font-weight:bold}.t{text-align:center;font-weight:bold;font-size:13pt;border:2px solid #000;padding:4px;margin:6px 0}"
           ".s{font-weight:bold;text-decoration:underline;margin-top:9px}")

    def f(l, v):
        return f"<div class='f'><span class='l'>{esc(l)}</span><span class='d'></span><span class='v'>{v}</span></div>"

    piece = "Passeport" if k["kind"] == "passport" else ("CNIE" if k["nat"] == "MAR" else "Carte nationale d'identité")
    sexe = "Masculin" if k["sex"] == "M" else "Féminin"
    mar = rng.choice(["Célibataire", "Marié(e)", "Marié(e)", "Divorcé(e)", "Veuf(ve)"])
    parts = [f"<div class='s'>I. IDENTITÉ DU TITULAIRE</div>", f("Nom", esc(nom)), f("Prénoms", esc(pren))]
    if k["sex"] == "F" and "Marié" in mar and rng.random() < 0.5:
        parts.append(f("Nom de jeune fille", esc(rng.choice(NAMES[k["nat"]]["S"]).upper())))
    dob_line = f"le {fd(k['dob'], ds)} à {place}"
    parts += [f("Date et lieu de naissance", esc(dob_line)), f("Sexe", esc(sexe)), f("Nationalité", esc(COUNTRY[k["nat"]][3])),
              f("Situation matrimoniale", esc(mar)),
              f("Nom du père / de la mère", esc(f"{rng.choice(NAMES[k['nat']]['M'])} {p['surname']} / {rng.choice(NAMES[k['nat']]['F'])} {rng.choice(NAMES[k['nat']]['S'])}")),
              "<div class='s'>II. PIÈCE D'IDENTITÉ</div>", f("Nature de la pièce", esc(piece)), f("N°", esc(k["id_no"])),
              f("Délivrée le", esc(fd(k["issue"], ds))), f("Pays de délivrance", esc(COUNTRY[k["nat"]][1])),
              f("Date d'expiration", esc(fd(k["expiry"], ds))),
              "<div class='s'>III. ADRESSE ET CONTACTS</div>", f("Adresse de résidence", lines_html(addr)),
              f("Pays de résidence", esc(COUNTRY[cc][1])), f("Boîte postale", esc(f"BP {rng.randint(100, 9999)} {rng.choice(['Dakar', 'Abidjan 01', 'Douala', 'Libreville', 'Casablanca'])}")),
              f("Téléphone", esc(k["phone"])), f("E-mail", esc(k["email"])),
              "<div class='s'>IV. ACTIVITÉ PROFESSIONNELLE ET REVENUS</div>", f("Profession", esc(k["occ"]))]
    if k["employer"]:
        parts += [f("Employeur", esc(k["employer"])), f("Date d'embauche", esc(fd(k["emp_since"], ds)))]
    elif k["status"] == "self":
        parts += [f("Employeur", "Néant (travailleur indépendant)")]
    parts += [f("Revenus mensuels" if monthly_mode else "Revenus annuels", esc(inc)),
              f("Origine des fonds", esc(rng.choice(SOF_FR[k["src"]]))),
              f("Personne politiquement exposée (PPE)", f"{cb(k['pep'])} Oui {cb(not k['pep'])} Non")]
    tin_show = bool(k["tin"])
    if tin_show:
        parts.append(f(k["tin"][0], esc(k["tin"][1])))
    kin = person(rng, k["nat"])
    parts += ["<div class='s'>V. PERSONNE À CONTACTER EN CAS D'URGENCE</div>", f("Nom et prénoms", esc(f"{kin['surname'].upper()} {' '.join(kin['given'])}")),
              f("Téléphone", esc(phone(rng, cc)))]
    if rng.random() < 0.4:
        mand = person(rng, k["nat"])
        parts += ["<div class='s'>VI. MANDATAIRE (le cas échéant)</div>", f("Nom et prénoms du mandataire", esc(f"{mand['surname'].upper()} {' '.join(mand['given'])}")),
                  f("Pièce d'identité du mandataire", esc(id_number(rng, k["nat"] if k["nat"] in ("SEN", "CIV", "CMR", "MAR") else cc, "national_id", k["dob"], mand["sex"])[1]))]
    else:
        parts += ["<div class='s'>VI. MANDATAIRE (le cas échéant)</div>", "<div class='small'>Néant</div>"]
    body = (f"<table style='width:100%'><tr><td><b style='font-size:14pt'>{esc(bank[0])}</b><br><span class='small'>{esc(bank[1])}</span></td>"
            f"<td style='text-align:right' class='small'>Agence : {esc(rng.choice(['Plateau', 'Point E', 'Akwa', 'Bonanjo', 'Maârif', 'Centre-ville']))}<br>Code guichet : {digits(rng, 5)}<br>N° de compte : {digits(rng, 11)}</td></tr></table>"
            f"<div class='t'>FICHE D'OUVERTURE DE COMPTE – PERSONNE PHYSIQUE</div>"
            + "".join(parts) + "<div class='s'>DÉCLARATION</div>"
            + "".join(f"<p class='small' style='text-align:justify'>{esc(t)}</p>" for t in boiler(rng, "fr", rng.randint(2, 7)))
            + f"<p>Fait à {esc(rng.choice(['Dakar', 'Abidjan', 'Douala', 'Libreville', 'Casablanca']))}, le {esc(fd(k['sign'], ds))}</p>"
            "<table style='width:100%'><tr><td>Signature du titulaire<br>(précédée de la mention « lu et approuvé »)</td><td>Visa du chargé de clientèle</td></tr></table>")
    return doc("Fiche", css, body, font="'Times New Roman', 'Liberation Serif', serif", size="10.5pt"), kyc_truth(k, name, addr, annual, tin=tin_show)


AR = {"name": "الاسم بالكامل", "dob": "تاريخ الميلاد", "sex": "النوع", "nat": "الجنسية", "id": "رقم إثبات الشخصية",
      "idt": "نوع المستند", "exp": "تاريخ الانتهاء", "iss": "جهة الإصدار", "addr": "عنوان الإقامة", "ctry": "بلد الإقامة",
      "occ": "المهنة", "emp": "جهة العمل", "inc": "الدخل", "sof": "مصدر الأموال", "pep": "شخص مُعرَّض سياسياً", "tin": "رقم التسجيل الضريبي",
      "mob": "رقم الهاتف المحمول", "title": "نموذج اعرف عميلك - أفراد"}


def kyc_bilingual_ar(rng):
    """Egyptian / Moroccan bilingual KYC form: English (or French) label | value | Arabic label."""
    cc = rng.choice(["EGY", "EGY", "MAR"])
    fr = cc == "MAR"
    k = kyc_base(rng, cc, lang="fr" if fr else "en", foreign=False)
    bank = rng.choice(BANKS[cc])
    ds = rng.choice(["d/m/Y", "d-m-Y", "Y/m/d"])
    p = k["p"]
    addr = address(rng, cc, country_line=COUNTRY[cc][1] if fr else "Egypt", caps=rng.random() < 0.4)
    name = full(p)
    inc_label_m = "Revenu mensuel net" if fr else "Monthly income"
    inc_label_a = "Revenu annuel" if fr else "Annual income"
    inc_label, inc_val, annual = _annual_or_monthly(rng, k, cc, inc_label_m, inc_label_a, 0.6)
    if fr:
        inc_label = inc_label.replace("net", "").strip()
    L = (lambda en, fr_: fr_) if fr else (lambda en, fr_: en)
    show_sex = rng.random() < 0.7
    rows = [(L("Full name (as in ID)", "Nom et prénom"), esc(name.upper() if rng.random() < 0.5 else name), AR["name"]),
            (L("Date of birth", "Date de naissance"), esc(fd(k["dob"], ds)), AR["dob"])]
    if show_sex:
        rows.append((L("Gender", "Sexe"), L("Male", "Masculin") if k["sex"] == "M" else L("Female", "Féminin"), AR["sex"]))
    rows += [(L("Nationality", "Nationalité"), esc(L(COUNTRY[k["nat"]][2], COUNTRY[k["nat"]][3])), AR["nat"]),
             (L("ID type", "Pièce d'identité"), esc(L("Passport", "Passeport") if k["kind"] == "passport" else L("National ID card", "CNIE")), AR["idt"]),
             (L("ID number", "N° de la pièce"), esc(k["id_no"]), AR["id"]),
             (L("Issued by", "Délivrée par"), esc(L("Civil Status Organization, Arab Republic of Egypt", "Royaume du Maroc – DGSN") if k["kind"] == "national_id" else L("Arab Republic of Egypt", "Royaume du Maroc")), AR["iss"]),
             (L("Expiry date", "Date d'expiration"), esc(fd(k["expiry"], ds)), AR["exp"]),
             (L("Residential address", "Adresse de résidence"), lines_html(addr), AR["addr"]),
             (L("Mobile", "GSM"), esc(k["phone"]), AR["mob"]),
             (L("Occupation", "Profession"), esc(k["occ"]), AR["occ"])]
    if k["employer"]:
        rows.append((L("Employer", "Employeur"), esc(k["employer"]), AR["emp"]))
    rows += [(esc(inc_label), esc(inc_val), AR["inc"]),
             (L("Source of funds", "Origine des fonds"), esc(rng.choice((SOF_FR if fr else SOF_EN)[k["src"]])), AR["sof"]),
             (L("Politically exposed person", "Personne politiquement exposée"), L("Yes", "Oui") if k["pep"] else L("No", "Non"), AR["pep"])]
    if k["tin"]:
        rows.append((esc(k["tin"][0]), esc(k["tin"][1]), AR["tin"]))
    trs = "".join(f"<tr><td class='l'>{a}</td><td class='v'>{b}</td><td class='a' dir='rtl'>{c}</td></tr>" for a, b, c in rows)
    css = ("table.k{width:100%}table.k td{border:1px solid #777;padding:4px}td.l{width:30%;font-size:9pt}td.a{width:22%;text-align:right;font-size:9pt}"
           "td.v{font-weight:bold}.hdr{border-bottom:2px solid #7a1f2b;margin-bottom:6px;padding-bottom:4px}")
    body = (f"<div class='hdr'><b style='font-size:14pt;color:#7a1f2b'>{esc(bank[0])}</b> <span class='small'>{esc(bank[1])}</span>"
            f"<div style='display:flex;justify-content:space-between'><b>{L('KNOW YOUR CUSTOMER (KYC) FORM – INDIVIDUALS', 'FICHE CONNAISSANCE CLIENT (KYC) – PARTICULIERS')}</b><b dir='rtl'>{AR['title']}</b></div></div>"
            f"<div class='small'>{L('Customer number', 'Numéro client')}: {digits(rng, 9)} &nbsp; {L('Date', 'Date')}: {esc(fd(k['sign'], ds))}</div>"
            f"<table class='k'>{trs}</table>"
            + "".join(f"<p class='small'>{esc(t)}</p>" for t in boiler(rng, "fr" if fr else "en", rng.randint(1, 4)))
            + f"<p>{L('Customer signature', 'Signature du client')}: ____________ &nbsp;&nbsp; {L('Branch manager', 'Directeur d’agence')}: {esc(full(person(rng, cc)))}</p>")
    return doc("KYC", css, body, font="'DejaVu Sans', Arial, sans-serif", size="9.5pt"), kyc_truth(k, name, addr, annual, sex=show_sex)


def kyc_mono_core(rng):
    """Core-banking 'customer master' enquiry screen print, monospace, field codes."""
    cc = rng.choice(["NGA", "GHA", "UGA", "TZA", "KEN"])
    k = kyc_base(rng, cc)
    bank = rng.choice(BANKS[cc])
    ds = rng.choice(["d MON Y", "Ymd", "d-MON-Y", "d/m/Y"])
    p = k["p"]
    addr = address(rng, cc, caps=True, commas=rng.random() < 0.5)
    sur = p["surname"].upper()
    given = [g.upper() for g in p["given"]]
    name = " ".join(given + [sur])
    annual = float(k["monthly"] * 12)
    inc_mode = rng.random()
    iso2 = {"NGA": "NG", "GHA": "GH", "UGA": "UG", "TZA": "TZ", "KEN": "KE", "BEN": "BJ", "CIV": "CI"}
    show_sex = rng.random() < 0.75
    lines = []

    def kv(code, label, val):
        lines.append(f"{code:<14}{label:<24}: {val}")

    now = k["sign"] + timedelta(days=rng.randint(0, 400))
    lines.append(f"{bank[0].upper()[:40]:<44}{'CUSTOMER MASTER ENQUIRY':>30}")
    lines.append(f"{'USER: ' + letters(rng, 3) + digits(rng, 3):<30}{'RUN DATE ' + fd(now, 'd MON Y'):>44}")
    lines.append("-" * 74)
    kv("CUST.ID", "Customer number", digits(rng, 9))
    kv("SECTOR", "Sector", "1001 INDIVIDUAL")
    kv("LAST.NAME", "Surname", sur)
    kv("FIRST.NAME", "First name", given[0])
    if len(given) > 1:
        kv("MIDDLE.NAME", "Middle name(s)", " ".join(given[1:]))
    kv("DATE.BIRTH", "Date of birth", fd(k["dob"], ds))
    if show_sex:
        kv("GENDER", "Gender", "MALE" if k["sex"] == "M" else "FEMALE")
    kv("NATIONALITY", "Nationality", f"{iso2.get(k['nat'], k['nat'][:2])} {COUNTRY[k['nat']][0].upper()}")
    kv("RESIDENCE", "Country of residence", f"{iso2[cc]} {COUNTRY[cc][0].upper()}")
    lines.append("")
    kv("LEGAL.DOC", "Identification type", "PASSPORT" if k["kind"] == "passport" else "NATIONAL.ID")
    kv("LEGAL.ID", "Identification number", k["id_no"])
    kv("LEGAL.ISS.AUTH", "Issuing authority", {"NGA": "NIS" if k["kind"] == "passport" else "NIMC", "GHA": "NIA" if k["kind"] != "passport" else "PASSPORT OFFICE",
                                               "UGA": "NIRA", "TZA": "NIDA" if k["kind"] != "passport" else "IMMIGRATION", "KEN": "NRB" if k["kind"] != "passport" else "DIS"}.get(k["nat"], "IMMIGRATION") + " " + COUNTRY[k["nat"]][0].upper())
    kv("LEGAL.ISS.DATE", "Issue date", fd(k["issue"], ds))
    kv("LEGAL.EXP.DATE", "Expiry date", fd(k["expiry"], ds))
    if cc == "NGA":
        kv("BVN", "Bank verification no.", "22" + digits(rng, 9))
    if k["tin"]:
        kv("TAX.ID", "Tax id (" + k["tin"][0] + ")", k["tin"][1])
    lines.append("")
    for i, ln in enumerate(addr):
        lines.append(f"{'STREET' if i == 0 else '':<14}{'Residential address' if i == 0 else '':<24}{': ' if i == 0 else '  '}{ln}")
    kv("SMS.1", "Mobile", k["phone"])
    kv("EMAIL.1", "E-mail", k["email"].upper())
    lines.append("")
    kv("OCCUPATION", "Occupation", k["occ"].upper())
    kv("EMPLOYMENT.ST", "Employment status", {"employed": "EMPLOYED", "self": "SELF-EMPLOYED", "retired": "RETIRED", "other": "OTHER"}[k["status"]])
    if k["employer"]:
        kv("EMPLOYERS.NAME", "Employer", k["employer"].upper())
        kv("EMPLOY.START", "Employment start", fd(k["emp_since"], ds))
    elif k["prev_employer"]:
        kv("PREV.EMPLOYER", "Former employer", k["prev_employer"].upper())
    if inc_mode < 0.5:
        kv("NET.MONTHLY.IN", "Monthly income", f"{fa(k['monthly'], 'en')} {k['cur']}")
    else:
        kv("ANNUAL.INCOME", "Annual income", f"{fa(k['monthly'] * 12, 'en')} {k['cur']}")
    kv("SOURCE.FUNDS", "Source of funds", {"employment": "SALARY", "business": "BUSINESS INCOME", "investments": "INVESTMENTS",
                                            "inheritance": "INHERITANCE", "pension": "PENSION", "other": "OTHER"}[k["src"]])
    kv("PEP.FLAG", "Politically exposed", "Y" if k["pep"] else "N")
    kv("KYC.RISK", "Risk class", "HIGH" if k["pep"] else rng.choice(["LOW", "MEDIUM"]))
    kv("KYC.REVIEW", "Next KYC review", fd(add_years(k["sign"], 1 if k["pep"] else 3), ds))
    kv("ACCT.OFFICER", "Account officer", f"{rng.randint(1000, 9999)} {full(person(rng, cc)).upper()}")
    kv("INPUTTER", "Inputter", f"{rng.randint(10, 99)}_{letters(rng, 6)}_I_INAU {fd(k['sign'], 'd MON Y')}")
    lines.append("-" * 74)
    lines.append("END OF ENQUIRY  -  PAGE 1 OF 1")
    css = "pre{font-family:'DejaVu Sans Mono','Courier New',monospace;font-size:8.6pt;line-height:1.35}"
    body = f"<pre>{esc(chr(10).join(lines))}</pre>"
    t = kyc_truth(k, name, addr, annual, sex=show_sex)
    t["occupation"] = k["occ"].upper()
    if k["employer"]:
        t["employer_name"] = k["employer"].upper()
    return doc("CUSTOMER MASTER", css, body), t


def kyc_gh_questionnaire(rng):
    """Ghanaian customer due-diligence questionnaire: numbered questions, answers written below."""
    cc = rng.choice(["GHA", "GHA", "NGA"])
    k = kyc_base(rng, cc)
    bank = rng.choice(BANKS[cc])
    ds = rng.choice(EN_DATES)
    p = k["p"]
    addr = address(rng, cc)
    name = full(p)
    inc_label, inc_val, annual = _annual_or_monthly(rng, k, cc, "average monthly income", "total annual income", 0.6)
    show_sex = rng.random() < 0.6
    tin_show = bool(k["tin"])
    qs = [("Please state your full name (first name(s) first, surname last).", esc(name)),
          ("What is your date of birth?", esc(fd(k["dob"], ds)))]
    if show_sex:
        qs.append(("Sex", "Male" if k["sex"] == "M" else "Female"))
    qs += [("What is your nationality?", esc(COUNTRY[k["nat"]][2])),
           ("Which identity document are you presenting? Give its number, the issuing country and the expiry date.",
            f"{'Passport' if k['kind'] == 'passport' else ('Ghana Card (National ID)' if k['nat'] == 'GHA' else 'National ID card')} "
            f"No. <b>{esc(k['id_no'])}</b>, issued by {esc(COUNTRY[k['nat']][0])}, valid until {esc(fd(k['expiry'], ds))}"),
           ("What is your current residential address (including digital address where available)?", lines_html(addr)),
           ("In which country do you currently reside?", esc(COUNTRY[cc][0])),
           ("What was your previous residential address (if less than 2 years at current address)?",
            lines_html(address(rng, cc)) if rng.random() < 0.5 else "N/A"),
           ("What is your occupation?", esc(k["occ"])),
           ("Who is your current employer?", esc(k["employer"]) if k["employer"] else ("Self-employed" if k["status"] == "self" else "N/A"))]
    if k["prev_employer"] and k["employer"]:
        qs.append(("Name of previous employer, if any.", esc(k["prev_employer"])))
    qs += [(f"What is your {inc_label}?", esc(inc_val)),
           ("What is the main source of the funds you will deposit in this account?", esc(rng.choice(SOF_EN[k["src"]]))),
           ("What is the expected monthly turnover on the account?", esc(money(rng, cc, k["monthly"] * rng.choice([1, 2, 3]) * 1.5))),
           ("Do you hold, or have you held in the last 5 years, a prominent public function, or are you related to or a close associate of such a person?",
            "Yes" if k["pep"] else "No"),
           ("Tax Identification Number (TIN)", esc(k["tin"][1]) if tin_show else "")]
    items = "".join(f"<div class='q'><div class='qq'>{i}. {esc(q)}</div><div class='a'>{a}</div></div>" for i, (q, a) in enumerate(qs, 1))
    css = (".q{margin:6px 0;page-break-inside:avoid}.qq{font-size:9pt}.a{font-family:'DejaVu Serif',serif;font-style:italic;color:#123a8a;"
           "border-bottom:1px solid #999;min-height:14px;padding:2px 0 1px 18px}.top{border:1px solid #000;padding:6px}")
    body = (f"<div class='top'><b>{esc(bank[0])}</b><br><span class='small'>{esc(bank[1])}</span><br>"
            f"<b>CUSTOMER DUE DILIGENCE QUESTIONNAIRE – INDIVIDUAL CUSTOMERS</b><br><span class='small'>Anti-Money Laundering Act, 2020 (Act 1044). "
            f"Answer every question. Write 'N/A' where a question does not apply.</span></div>{items}"
            + "".join(f"<p class='small'>{esc(t)}</p>" for t in boiler(rng, "en", rng.randint(2, 6)))
            + f"<p>Signed: ______________ &nbsp; Date: {esc(fd(k['sign'], ds))}</p>"
            f"<p class='small'>Interviewed by: {esc(full(person(rng, cc)))}, Customer Service Officer</p>")
    return doc("CDD questionnaire", css, body), kyc_truth(k, name, addr, annual, sex=show_sex, tin=tin_show)


def kyc_email_referral(rng):
    """E-mail from a relationship manager to the onboarding / compliance desk; details in prose and a short list."""
    cc = rng.choice(["UGA", "TZA", "KEN", "ZAF", "EGY", "NGA"])
    k = kyc_base(rng, cc)
    bank = rng.choice(BANKS[cc])
    ds = rng.choice(["d Month Y", "dth Month Y", "d/m/Y", "d Mon Y"])
    p = k["p"]
    addr = address(rng, cc, commas=True)
    name = full(p)
    rm = person(rng, cc)
    dom = re.sub(r"[^a-z]", "", bank[0].split()[0].lower()) + rng.choice([".co.ke", ".co.ug", ".co.tz", ".co.za", ".com.eg", ".com"])
    he = "He" if k["sex"] == "M" else "She"
    his = "his" if k["sex"] == "M" else "her"
    title = "Mr." if k["sex"] == "M" else rng.choice(["Ms.", "Mrs."])
    sex_stated = True
    idtxt = ("passport" if k["kind"] == "passport" else "national ID card")
    annual = float(k["monthly"] * 12)
    inc_sent = (f"{his} gross salary is {money(rng, cc, k['monthly'])} per month" if rng.random() < 0.6
                else f"{his} declared annual income is {money(rng, cc, annual)}")
    if k["employer"]:
        job = f"{he} works as {'an' if k['occ'][0] in 'AEIOU' else 'a'} {k['occ']} with {k['employer']} and has been there since {fd(k['emp_since'], ds)}."
    else:
        job = f"{he} is {'an' if k['occ'][0] in 'AEIOU' else 'a'} {k['occ']} ({'self-employed' if k['status'] == 'self' else 'no current employer'})."
    sof = {"employment": "salary", "business": "business proceeds", "investments": "investment income",
           "inheritance": "an inheritance", "pension": "pension", "other": "other sources (family support)"}[k["src"]]
    paras = [f"Dear Onboarding Team,",
             f"Please find below the details of a new walk-in customer, {title} {name}, who wishes to open a "
             f"{rng.choice(['current', 'savings', 'salary', 'premier'])} account at our {rng.choice(['Kampala Road', 'Westlands', 'Sandton City', 'Garden City', 'Ikoyi', 'Masaki'])} branch.",
             f"{he} is {'an' if COUNTRY[k['nat']][2][0] in 'AEIOU' else 'a'} {COUNTRY[k['nat']][2]} national born on {fd(k['dob'], ds)} and holds {idtxt} number "
             f"{k['id_no']} issued by {COUNTRY[k['nat']][0]}, expiring on {fd(k['expiry'], ds)}.",
             f"{job} {inc_sent}. The funds will come from {sof}.",
             f"{he} resides at {' '.join(addr)}, {COUNTRY[cc][0]}."
             + (f" {his.capitalize()} tax number ({k['tin'][0]}) is {k['tin'][1]}." if k["tin"] else ""),
             ("Please note that the customer is a politically exposed person; enhanced due diligence has been initiated and senior management approval is attached."
              if k["pep"] else "Screening against sanctions and PEP lists returned no match; the customer is not a PEP."),
             f"Contact: {k['phone']}. Kindly create the CIF and revert with the account number.",
             f"Regards,<br>{esc(full(rm))}<br>Relationship Manager, Personal Banking<br>{esc(bank[0])}<br>{esc(bank[1])}"]
    hdr = (f"<table class='h'><tr><td>From:</td><td>{esc(full(rm))} &lt;{esc(rm['given'][0].lower())}.{esc(re.sub('[^a-z]', '', rm['surname'].lower()))}@{dom}&gt;</td></tr>"
           f"<tr><td>To:</td><td>Customer Onboarding &lt;onboarding@{dom}&gt;</td></tr><tr><td>Cc:</td><td>Compliance Desk &lt;compliance@{dom}&gt;</td></tr>"
           f"<tr><td>Date:</td><td>{esc(fd(k['sign'], 'd Mon Y'))} {rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}</td></tr>"
           f"<tr><td>Subject:</td><td><b>New customer onboarding – {esc(name.upper())}</b></td></tr></table><hr>")
    body = hdr + "".join(f"<p>{x if x.startswith('Regards') else esc(x)}</p>" for x in paras)
    body += "<p class='small'>CONFIDENTIALITY NOTICE: This e-mail and any attachments are confidential and intended solely for the addressee. If you have received it in error, please notify the sender and delete it.</p>"
    css = "table.h td{padding:1px 6px;font-size:9.5pt}table.h td:first-child{color:#555}p{line-height:1.4}"
    return doc("email", css, body, font="Calibri, Carlito, 'Liberation Sans', sans-serif", size="10.5pt"), kyc_truth(k, name, addr, annual, sex=sex_stated, tin=bool(k["tin"]))


def kyc_passport_packet(rng):
    """Two-page CDD packet: customer profile summary in two columns, then the passport data page copy with MRZ."""
    cc = rng.choice(["NGA", "GHA", "KEN", "ZAF", "EGY", "SEN", "CIV", "CMR", "MAR", "UGA"])
    fr = cc in FRANCO
    k = kyc_base(rng, cc, lang="fr" if fr else "en", id_kind="passport")
    bank = rng.choice(BANKS[cc])
    ds = rng.choice(["d/m/Y", "d Mon Y"])
    p = k["p"]
    addr = address(rng, cc)
    name = full(p, upper_sur=True)
    annual = float(k["monthly"] * 12)
    L = (lambda en, f: f) if fr else (lambda en, f: en)
    left = [(L("Customer name", "Nom du client"), esc(name)), (L("Date of birth", "Date de naissance"), esc(fd(k["dob"], ds))),
            (L("Nationality", "Nationalité"), esc(L(COUNTRY[k["nat"]][2], COUNTRY[k["nat"]][3]))),
            (L("Residential address", "Adresse"), lines_html(addr)), (L("Country of residence", "Pays de résidence"), esc(L(COUNTRY[cc][0], COUNTRY[cc][1]))),
            (L("Telephone", "Téléphone"), esc(k["phone"]))]
    right = [(L("Occupation", "Profession"), esc(k["occ"]))]
    if k["employer"]:
        right.append((L("Employer", "Employeur"), esc(k["employer"])))
    right += [(L("Annual income", "Revenu annuel"), esc(money(rng, cc, annual))),
              (L("Source of funds", "Origine des fonds"), esc(rng.choice((SOF_FR if fr else SOF_EN)[k["src"]]))),
              (L("PEP", "PPE"), L("Yes", "Oui") if k["pep"] else L("No", "Non"))]
    if k["tin"]:
        right.append((esc(k["tin"][0]), esc(k["tin"][1])))
    right.append((L("Identification", "Pièce d'identité"), L("Passport (copy attached, page 2)", "Passeport (copie en page 2)")))
    col = lambda rows: "".join(f"<div class='c'><div class='cl'>{a}</div><div class='cv'>{b}</div></div>" for a, b in rows)  # noqa: E731
    issuer3 = k["nat"]
    l1, l2 = mrz_lines(issuer3, p["surname"], p["given"], k["id_no"], k["nat"], k["dob"], k["sex"], k["expiry"])
    pob = rng.choice(["LAGOS", "ACCRA", "NAIROBI", "DURBAN", "CAIRO", "DAKAR", "ABIDJAN", "DOUALA", "RABAT", "KAMPALA", "KUMASI"])
    vz = [("Type / Type", "P"), ("Code of issuing State", issuer3), ("Passport No.", k["id_no"]), ("Surname / Nom", p["surname"].upper()),
          ("Given names / Prénoms", " ".join(p["given"]).upper()), ("Nationality / Nationalité", COUNTRY[k["nat"]][2].upper()),
          ("Date of birth / Date de naissance", fd(k["dob"], "d MON Y")), ("Sex / Sexe", k["sex"]), ("Place of birth / Lieu de naissance", pob),
          ("Date of issue / Date de délivrance", fd(k["issue"], "d MON Y")), ("Date of expiry / Date d'expiration", fd(k["expiry"], "d MON Y")),
          ("Authority / Autorité", rng.choice(["IMMIGRATION SERVICE", "MINISTRY OF INTERIOR", "DGSN", "DEPARTMENT OF HOME AFFAIRS", "PASSPORT OFFICE"]))]
    vzh = "".join(f"<div class='vf'><div class='vc'>{esc(a)}</div><div class='vv'>{esc(b)}</div></div>" for a, b in vz)
    css = (".cols{display:flex;gap:18px}.cols>div{flex:1}.c{margin:4px 0;border-bottom:1px solid #ddd}.cl{font-size:7.5pt;color:#666;text-transform:uppercase}"
           ".cv{font-weight:bold}.pp{border:1px solid #444;border-radius:8px;padding:10px;margin-top:10px;background:#f4f1e8}"
           ".vf{display:inline-block;width:45%;margin:3px 8px;vertical-align:top}.vc{font-size:6.5pt;color:#555}.vv{font-weight:bold;font-size:10pt}"
           ".mrz{font-family:'DejaVu Sans Mono',monospace;font-size:11pt;letter-spacing:1px;margin-top:10px;white-space:pre}")
    body = (f"<b style='font-size:13pt'>{esc(bank[0])}</b> – {L('Customer Due Diligence Profile', 'Profil de vigilance client (KYC)')}"
            f"<div class='small'>{L('Reference', 'Référence')}: CDD/{k['sign'].year}/{digits(rng, 6)} &middot; {L('Prepared on', 'Établi le')} {esc(fd(k['sign'], ds))} &middot; {esc(bank[1])}</div><hr>"
            f"<div class='cols'><div>{col(left)}</div><div>{col(right)}</div></div>"
            f"<p class='small'>{L('Screening result: no match on UN, OFAC, EU and local sanctions lists. Risk rating: ', 'Résultat du filtrage : aucune correspondance sur les listes de sanctions. Niveau de risque : ')}"
            f"{'HIGH' if k['pep'] else rng.choice(['LOW', 'MEDIUM'])}.</p>"
            + "".join(f"<p class='small'>{esc(t)}</p>" for t in boiler(rng, "fr" if fr else "en", rng.randint(1, 3)))
            + f"<div class='pb'><b>{L('Copy of passport data page – certified true copy', 'Copie de la page de données du passeport – certifiée conforme')}</b>"
            f"<div class='pp'><div style='text-align:center;font-weight:bold'>{esc(COUNTRY[k['nat']][0].upper())} – PASSPORT / PASSEPORT</div>{vzh}"
            f"<div class='mrz'>{esc(l1)}\n{esc(l2)}</div></div>"
            f"<p class='small'>{L('Certified by', 'Certifié par')}: {esc(full(person(rng, cc)))}, {esc(fd(k['sign'], ds))}</p></div>")
    return doc("CDD", css, body), kyc_truth(k, name, addr, annual, sex=True, tin=bool(k["tin"]))


# ---------------------------------------------------------------------------------------------
# registry, generate, self_check
# ---------------------------------------------------------------------------------------------

def _registry():
    reg = {"kyc_individual": {
        "ng_account_opening_boxed": kyc_ng_boxed, "za_fica_table": kyc_za_fica, "ea_cif_sheet": kyc_ea_cif_table,
        "fr_fiche_ouverture": kyc_fr_fiche, "bilingual_arabic_form": kyc_bilingual_ar, "core_banking_print": kyc_mono_core,
        "cdd_questionnaire": kyc_gh_questionnaire, "rm_onboarding_email": kyc_email_referral, "cdd_profile_passport": kyc_passport_packet}}
    reg["letter_of_credit"] = dict(globals().get("LC_LAYOUTS", {}))
    reg["loan_application"] = dict(globals().get("LOAN_LAYOUTS", {}))
    return reg


def layouts(document_type: str) -> list[str]:
    reg = _registry()
    if document_type not in reg:
        raise ValueError(f"unknown document type {document_type!r}")
    return list(reg[document_type])


def generate(document_type: str, index: int, seed: int, layout: str | None = None) -> AuthoredDocument:
    reg = _registry()
    if document_type not in reg:
        raise ValueError(f"unknown document type {document_type!r}")
    names = list(reg[document_type])
    if layout is None:
        layout = random.Random(f"africa|pick|{document_type}|{index}|{seed}").choice(names)
    if layout not in reg[document_type]:
        raise ValueError(f"unknown layout {layout!r} for {document_type}")
    rng = random.Random(f"africa|{document_type}|{index}|{seed}|{layout}")
    html_text, truth = reg[document_type][layout](rng)
    return AuthoredDocument(document_type, layout, html_text, truth)


def visible_text(html_text: str) -> str:
    s = re.sub(r"(?is)<head>.*?</head>", " ", html_text)
    s = re.sub(r"(?is)<(script|style)[^>]*>.*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    s = _html.unescape(s)
    return re.sub(r"\s+", " ", s).strip().casefold()


FREE_TEXT = {
    "kyc_individual": ["full_name", "id_document_number", "residential_address", "occupation", "employer_name", "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name", "beneficiary.address",
                         "available_with", "port_of_loading", "port_of_discharge", "goods_description", "documents_required[]"],
    "loan_application": ["application_number", "borrower.full_name", "borrower.email", "borrower.phone", "co_borrowers[].full_name",
                         "employer_name", "property_address"],
}
NAME_FIELDS = {"full_name", "borrower.full_name", "co_borrowers[].full_name"}


def _values(record, path):
    if "[]" in path:
        head, _, rest = path.partition("[]")
        out = []
        for item in record.get(head) or []:
            out += [item] if not rest else _values(item, rest.lstrip("."))
        return out
    cur = record
    for part in path.split("."):
        cur = cur.get(part) if isinstance(cur, dict) else None
    return [cur]


def _fold(s):
    return re.sub(r"\s+", " ", str(s)).strip().casefold()


def self_check(per_type: int = 3, seed: int = 0) -> None:
    import json
    import jsonschema

    schema_dir = Path(__file__).resolve().parents[2] / "schemas"
    for dt in DOC_TYPES:
        schema = json.loads((schema_dir / f"{dt}.schema.json").read_text())
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
        names = layouts(dt)
        assert len(names) >= 8, f"{dt}: only {len(names)} layouts"
        for lay in names:
            for i in range(per_type):
                d = generate(dt, i, seed, lay)
                again = generate(dt, i, seed, lay)
                assert again.html == d.html and again.truth == d.truth, f"{lay}: not deterministic"
                errs = sorted(validator.iter_errors(d.truth), key=lambda e: list(e.path))
                assert not errs, f"{dt}/{lay}#{i}: schema: {errs[0].message} at {list(errs[0].path)}"
                text = visible_text(d.html)
                for path in FREE_TEXT[dt]:
                    for v in _values(d.truth, path):
                        if v is None:
                            continue
                        fv = _fold(v)
                        if fv in text:
                            continue
                        if path in NAME_FIELDS and all(w in text for w in fv.split(" ")):
                            continue
                        raise AssertionError(f"{dt}/{lay}#{i}: field {path} value {v!r} not in page text")


# ---------------------------------------------------------------------------------------------
# letters of credit
# ---------------------------------------------------------------------------------------------

IMPORTERS = {
    "NGA": ["ADEBAYO & SONS TRADING LIMITED", "CHIBUEZE INDUSTRIES NIG. LTD", "NORTHGATE AGRO-ALLIED LIMITED",
            "LAGOON PHARMACEUTICALS LIMITED", "EKO STEEL MILLS LTD", "SAHEL FLOUR MILLS NIGERIA LTD"],
    "GHA": ["KUMASI TRADING ENTERPRISE LTD", "GOLDEN COAST PHARMA LIMITED", "TEMA AGRO-PROCESSING LTD", "VOLTA SOLAR SYSTEMS LTD"],
    "KEN": ["MOMBASA GRAIN MILLERS LIMITED", "RIFT VALLEY SOLAR SOLUTIONS LTD", "NAIROBI MEDICAL SUPPLIES LTD", "THIKA STEEL FABRICATORS LTD"],
    "UGA": ["KAMPALA HARDWARE CENTRE LIMITED", "NILE AGRO INDUSTRIES LTD", "PEARL PHARMACEUTICALS (U) LTD"],
    "TZA": ["KARIAKOO WHOLESALERS LIMITED", "KILIMANJARO STEEL LTD", "MWANZA EDIBLE OILS LTD"],
    "ZAF": ["CAPE AGRI IMPORTS (PTY) LTD", "GAUTENG INDUSTRIAL SUPPLIES (PTY) LTD", "NATAL FOODS (PTY) LTD"],
    "EGY": ["DELTA FOOD INDUSTRIES S.A.E.", "NILE VALLEY PHARMA S.A.E.", "ALEXANDRIA STEEL TRADING CO."],
    "MAR": ["SOCIETE ATLAS DISTRIBUTION SARL", "MAGHREB EQUIPEMENTS SA", "SOUSS AGRO-INDUSTRIE SARL"],
    "SEN": ["SOCIETE SENEGALAISE DE NEGOCE SA", "DAKAR AGRO-INDUSTRIES SARL", "TERANGA BTP SA"],
    "CIV": ["IVOIRE DISTRIBUTION SA", "SOCIETE AFRICAINE DE MATERIAUX SARL", "ABIDJAN PHARMA SA"],
    "CMR": ["CAMEROUN IMPORT-EXPORT SARL", "DOUALA PHARMA SA", "SOCIETE DES BOISSONS DU LITTORAL SA"],
    "GAB": ["GABON BATIMENT SARL", "SOCIETE GABONAISE DE DISTRIBUTION SA"],
}
DISCHARGE = {"NGA": ["APAPA PORT, LAGOS, NIGERIA", "TIN CAN ISLAND PORT, LAGOS", "ONNE PORT, RIVERS STATE, NIGERIA"],
             "GHA": ["TEMA PORT, GHANA", "TAKORADI PORT, GHANA"], "KEN": ["MOMBASA, KENYA"], "UGA": ["MOMBASA, KENYA", "DAR ES SALAAM, TANZANIA"],
             "TZA": ["DAR ES SALAAM PORT, TANZANIA"], "ZAF": ["DURBAN, SOUTH AFRICA", "CAPE TOWN, SOUTH AFRICA"],
             "EGY": ["ALEXANDRIA PORT, EGYPT", "DAMIETTA PORT, EGYPT", "PORT SAID, EGYPT"], "MAR": ["CASABLANCA PORT, MOROCCO", "TANGER MED, MOROCCO"],
             "SEN": ["PORT DE DAKAR, SENEGAL"], "CIV": ["PORT D'ABIDJAN, COTE D'IVOIRE", "SAN PEDRO, COTE D'IVOIRE"],
             "CMR": ["PORT DE DOUALA, CAMEROUN", "KRIBI, CAMEROUN"], "GAB": ["PORT D'OWENDO, GABON"]}
# exporter name, address lines, country, city, loading ports, goods options, advising bank (name, BIC)
EXPORTERS = [
    ("GUANGZHOU HUAXIN MACHINERY CO., LTD", ["NO. 88 KEYUN ROAD, TIANHE DISTRICT", "GUANGZHOU 510620, CHINA"], "CHINA", "GUANGZHOU",
     ["HUANGPU PORT, GUANGZHOU, CHINA", "ANY PORT IN CHINA"], ["2 UNITS OF AUTOMATIC CEMENT BLOCK MAKING MACHINE MODEL QT10-15 COMPLETE WITH MOULDS AND SPARE PARTS",
                                                             "1 SET OF 50TPD MAIZE MILLING PLANT WITH INSTALLATION SUPERVISION"], ("BANK OF CHINA LIMITED, GUANGDONG BRANCH", "BKCHCNBJ400")),
    ("NINGBO OCEANSTAR SOLAR TECHNOLOGY CO LTD", ["ROOM 1208, 555 ZHONGXING ROAD", "NINGBO, ZHEJIANG, CHINA"], "CHINA", "NINGBO",
     ["NINGBO, CHINA", "SHANGHAI PORT, CHINA"], ["1,200 PIECES MONOCRYSTALLINE SOLAR PANELS 550W AND 40 UNITS HYBRID INVERTERS 10KVA",
                                                 "LITHIUM IRON PHOSPHATE BATTERY PACKS 48V 200AH, 300 UNITS"], ("INDUSTRIAL AND COMMERCIAL BANK OF CHINA, NINGBO BRANCH", "ICBKCNBJNBO")),
    ("SHREE GANESH PHARMA EXPORTS PVT LTD", ["PLOT 42, GIDC ESTATE, VATVA", "AHMEDABAD 382445, INDIA"], "INDIA", "AHMEDABAD",
     ["NHAVA SHEVA, INDIA", "MUNDRA PORT, INDIA"], ["AMOXICILLIN CAPSULES BP 500MG AND PARACETAMOL TABLETS BP 500MG",
                                                    "ARTEMETHER/LUMEFANTRINE TABLETS 20/120MG, 24 TABLETS PER PACK"], ("HDFC BANK LIMITED, MUMBAI", "HDFCINBB")),
    ("ANADOLU CELIK DIS TICARET A.S.", ["ORGANIZE SANAYI BOLGESI 3. CADDE", "NO 12 GEBZE, KOCAELI, TURKIYE"], "TURKIYE", "ISTANBUL",
     ["MERSIN, TURKIYE", "ISKENDERUN, TURKIYE"], ["HOT ROLLED STEEL COILS GRADE S235JR, THICKNESS 2.0MM TO 6.0MM",
                                                 "DEFORMED REINFORCING STEEL BARS B500C, 12MM TO 32MM"], ("TURKIYE IS BANKASI A.S., ISTANBUL", "ISBKTRIS")),
    ("HANSEATIC AGRAR HANDELS GMBH", ["GROSSE ELBSTRASSE 145", "22767 HAMBURG, GERMANY"], "GERMANY", "HAMBURG",
     ["HAMBURG, GERMANY", "ANY EU PORT"], ["MILLING WHEAT, PROTEIN MIN 12.5 PCT, MOISTURE MAX 13.5 PCT, IN BULK",
                                          "MALTING BARLEY, CROP 2024, IN BULK"], ("COMMERZBANK AG, HAMBURG", "COBADEHH")),
    ("GULF STAR GENERAL TRADING LLC", ["OFFICE 704, AL MAKTOUM ROAD, DEIRA", "DUBAI, UNITED ARAB EMIRATES"], "UAE", "DUBAI",
     ["JEBEL ALI, UAE"], ["200 UNITS OF SPLIT AIR CONDITIONERS 1.5HP, INVERTER TYPE", "DIESEL GENERATING SETS 100KVA, 12 UNITS"],
     ("EMIRATES NBD BANK PJSC, DUBAI", "EBILAEAD")),
    ("SIAM RICE EXPORT CO., LTD.", ["99/12 MOO 4, BANGNA-TRAD ROAD", "BANGKOK 10260, THAILAND"], "THAILAND", "BANGKOK",
     ["BANGKOK PORT, THAILAND", "LAEM CHABANG, THAILAND"], ["THAI PARBOILED RICE 5 PCT BROKEN, 25,000 BAGS OF 50 KG",
                                                           "THAI WHITE RICE 25 PCT BROKEN, NEW CROP, IN 50 KG PP BAGS"], ("BANGKOK BANK PUBLIC COMPANY LIMITED", "BKKBTHBK")),
    ("SOCIETE LAITIERE DE NORMANDIE SAS", ["ZI DU MOULIN, 14 RUE DE L'ETANG", "50000 SAINT-LO, FRANCE"], "FRANCE", "PARIS",
     ["LE HAVRE, FRANCE", "MONTOIR, FRANCE"], ["LAIT ENTIER EN POUDRE 26 PCT MG EN SACS DE 25 KG", "FULL CREAM MILK POWDER 26 PCT FAT IN 25 KG BAGS"],
     ("BNP PARIBAS, PARIS", "BNPAFRPP")),
    ("BRASIL SUGAR TRADING LTDA", ["AV. PAULISTA 1842, CONJ. 155", "SAO PAULO SP, BRAZIL"], "BRAZIL", "SAO PAULO",
     ["SANTOS, BRAZIL", "PARANAGUA, BRAZIL"], ["REFINED WHITE CANE SUGAR ICUMSA 45, IN 50 KG BAGS", "FROZEN WHOLE CHICKEN GRADE A, 1,000 - 1,400 G"],
     ("BANCO DO BRASIL S.A., SAO PAULO", "BRASBRRJSPO")),
    ("PT INDO SAWIT NUSANTARA", ["JL. JEND. SUDIRMAN KAV. 52-53", "JAKARTA 12190, INDONESIA"], "INDONESIA", "JAKARTA",
     ["DUMAI, INDONESIA", "BELAWAN, INDONESIA"], ["RBD PALM OLEIN CP10 IN FLEXITANKS", "CRUDE PALM OIL IN BULK"], ("PT BANK MANDIRI (PERSERO) TBK", "BMRIIDJA")),
    ("ITALMACCHINE S.R.L.", ["VIA DELL'INDUSTRIA 27", "25030 ROVATO (BS), ITALY"], "ITALY", "MILANO",
     ["GENOA, ITALY", "LA SPEZIA, ITALY"], ["COMPLETE SHORT-CUT PASTA PRODUCTION LINE 1,000 KG/H", "PET BOTTLE BLOWING AND FILLING LINE 6,000 BPH"],
     ("INTESA SANPAOLO S.P.A., MILANO", "BCITITMM")),
]


def company_address(rng, cc, caps=True):
    street, area, city = rng.choice(ADDR[cc])
    l1 = street.format(n=rng.randint(2, 148))
    l2 = f"{area}, {city}" if city and len(area) + len(city) < 32 else (city or area)
    out = [l1, l2, COUNTRY[cc][0] if cc not in FRANCO else COUNTRY[cc][1]]
    out = [ascii_fold(x) for x in out]
    return [x.upper() for x in out] if caps else out


def lc_docs(rng, cc, bank_name, origin, formm, n):
    pool = [f"SIGNED COMMERCIAL INVOICE IN {rng.choice(['3', '4', '6'])} ORIGINALS CERTIFYING THAT THE GOODS ARE OF {origin} ORIGIN",
            f"FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {bank_name.upper()}, MARKED FREIGHT {rng.choice(['PREPAID', 'COLLECT'])} AND NOTIFY APPLICANT",
            f"DETAILED PACKING LIST IN {rng.choice(['3', '4'])} COPIES",
            f"CERTIFICATE OF ORIGIN ISSUED OR CERTIFIED BY THE CHAMBER OF COMMERCE IN {origin}",
            "INSURANCE CERTIFICATE IN DUPLICATE ENDORSED IN BLANK FOR 110 PCT OF THE CIF VALUE COVERING INSTITUTE CARGO CLAUSES (A)",
            "CERTIFICATE OF QUALITY AND WEIGHT ISSUED BY SGS OR INTERTEK AT THE PORT OF LOADING",
            "BENEFICIARY'S CERTIFICATE CONFIRMING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN 5 DAYS AFTER SHIPMENT",
            "SHIPPING COMPANY'S CERTIFICATE STATING THAT THE CARRYING VESSEL IS NOT MORE THAN 20 YEARS OLD"]
    extra = {"NGA": [f"COMBINED CERTIFICATE OF VALUE AND ORIGIN (CCVO) QUOTING FORM M NUMBER {formm}", "SONCAP PRODUCT CERTIFICATE ISSUED BY AN ACCREDITED AGENT"],
             "KEN": ["PVOC CERTIFICATE OF CONFORMITY ISSUED BY AN APPOINTED KEBS AGENT", f"COPY OF IMPORT DECLARATION FORM (IDF) NO. {formm}"],
             "EGY": [f"CERTIFICATE OF ORIGIN LEGALISED BY THE EGYPTIAN CONSULATE QUOTING ACID NUMBER {formm}"],
             "GHA": ["PHYTOSANITARY CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY OF THE COUNTRY OF ORIGIN", f"COPY OF IMPORT DECLARATION FORM NO. {formm}"],
             "TZA": ["TBS CERTIFICATE OF CONFORMITY"], "UGA": ["UNBS CERTIFICATE OF CONFORMITY", "ECTN / BESC ISSUED FOR THE SHIPMENT"],
             "ZAF": ["SABS / NRCS LETTER OF AUTHORITY"], "MAR": ["CERTIFICAT EUR.1 DUMENT VISE PAR LES DOUANES"]}.get(cc, ["ECTN / BESC ISSUED BY THE SHIPPERS' COUNCIL"])
    items = pool[:2] + rng.sample(pool[2:] + extra, min(len(pool) - 2 + len(extra), 6))
    return items[:n]


def lc_base(rng, export=False):
    if export:
        cc = rng.choice(["CIV", "GHA", "KEN", "UGA", "ZAF", "NGA", "MAR", "TZA"])
        goods_by = {"CIV": ["RAW CASHEW NUTS IN SHELL, CROP 2024, OUTTURN MIN 47 LBS", "COCOA BEANS GRADE I, MAIN CROP, IN JUTE BAGS"],
                    "GHA": ["GHANA COCOA BEANS MAIN CROP, GRADE I, 1,000 BAGS", "SHEA BUTTER UNREFINED IN 25 KG CARTONS"],
                    "KEN": ["KENYA BLACK TEA CTC GRADE BP1 AND PF1, 2,400 PACKAGES", "FRESH HASS AVOCADOS SIZE 16-24 IN 4 KG CARTONS"],
                    "UGA": ["UGANDA ROBUSTA COFFEE SCREEN 18, 640 BAGS OF 60 KG", "UGANDA ARABICA COFFEE BUGISU AA"],
                    "ZAF": ["SOUTH AFRICAN CITRUS - NAVEL ORANGES CLASS 1 IN 15 KG CARTONS", "MANGANESE ORE LUMPY 37 PCT MN MIN"],
                    "NGA": ["NIGERIAN HULLED SESAME SEEDS 99.95 PCT PURITY", "DRIED SPLIT GINGER, NIGERIAN ORIGIN"],
                    "MAR": ["ENGRAIS PHOSPHATES DAP 18-46-0 EN VRAC", "SARDINES A L'HUILE VEGETALE EN BOITES 125 G"],
                    "TZA": ["TANZANIA RAW CASHEW NUTS, CROP 2024", "TANZANIAN SESAME SEEDS WHITE, 99 PCT PURITY"]}[cc]
        load = DISCHARGE[cc]
        ex = rng.choice(EXPORTERS)
        # roles swap: African exporter is beneficiary, foreign buyer applicant, foreign issuing bank, African advising bank
        ben_name = rng.choice(IMPORTERS[cc]).replace("IMPORT-EXPORT", "EXPORT")
        ben_addr = company_address(rng, cc)
        app_name = rng.choice(["OLAM FOOD INGREDIENTS UK LTD", "EUROCACAO TRADING B.V.", "HAMBURG COFFEE IMPORT GMBH", "DUBAI TEA TRADING DMCC",
                               "VIETCASHEW PROCESSING JSC", "SHANDONG AGRI IMPORT CO LTD", "ROTTERDAM FRUIT TERMINAL B.V."])
        app_addr = rng.choice([["25 CANADA SQUARE", "LONDON E14 5LQ, UNITED KINGDOM"], ["WESTPLEIN 12", "3016 BM ROTTERDAM, NETHERLANDS"],
                               ["BALLINDAMM 17", "20095 HAMBURG, GERMANY"], ["UNIT 1203, JBC 4, JLT", "DUBAI, UAE"],
                               ["LOT A5, TAN THUAN EPZ", "HO CHI MINH CITY, VIETNAM"], ["18 HONGKONG MIDDLE ROAD", "QINGDAO, CHINA"]])
        issuing = rng.choice([("ING BANK N.V., AMSTERDAM", "INGBNL2A"), ("HSBC BANK PLC, LONDON", "MIDLGB22"), ("COMMERZBANK AG, HAMBURG", "COBADEHH"),
                              ("MASHREQBANK PSC, DUBAI", "BOMLAEAD"), ("VIETCOMBANK, HO CHI MINH CITY", "BFTVVNVX"), ("BANK OF CHINA, QINGDAO BRANCH", "BKCHCNBJ500")])
        adv = rng.choice(BANKS[cc])
        advising = (adv[0].upper(), adv[2])
        goods = rng.choice(goods_by)
        pol, pod = rng.choice(load), rng.choice(["ROTTERDAM, NETHERLANDS", "HAMBURG, GERMANY", "JEBEL ALI, UAE", "HAIPHONG, VIETNAM", "QINGDAO, CHINA", "FELIXSTOWE, UK"])
        origin = COUNTRY[cc][0].upper()
        exp_place_opts = [COUNTRY[cc][0].upper(), adv[1].split(",")[-1].strip().upper()]
    else:
        cc = rng.choice(["NGA", "NGA", "GHA", "KEN", "UGA", "TZA", "ZAF", "EGY", "MAR", "SEN", "CIV", "CMR", "GAB"])
        ex = rng.choice(EXPORTERS)
        ben_name, ben_addr = ex[0], list(ex[1])
        app_name = rng.choice(IMPORTERS[cc])
        app_addr = company_address(rng, cc)
        b = rng.choice(BANKS[cc])
        issuing = (b[0].upper(), b[2])
        advising = ex[6]
        goods = rng.choice(ex[5])
        pol, pod = rng.choice(ex[4]), rng.choice(DISCHARGE[cc])
        origin = ex[2]
        exp_place_opts = [ex[2], ex[3], f"{ex[3]}, {ex[2]}", COUNTRY[cc][0].upper()]
    issue = rdate(rng, date(2023, 1, 5), date(2025, 11, 20))
    expiry = issue + timedelta(days=rng.randint(60, 200))
    ship = expiry - timedelta(days=rng.choice([15, 21, 21, 30])) if rng.random() < 0.88 else None
    fr_issuer = (not export) and cc in FRANCO
    cur = rng.choice(["EUR", "EUR", "USD"]) if fr_issuer else rng.choice(["USD", "USD", "USD", "EUR", "GBP", "CNY"] if not export else ["USD", "USD", "EUR"])
    amount = round(rng.uniform(25_000, 4_800_000), rng.choice([0, 2, 2]))
    r = rng.random()
    form = "IRREVOCABLE" if r < 0.86 else "IRREVOCABLE TRANSFERABLE"
    rules = "EUCP LATEST VERSION" if rng.random() < 0.05 else "UCP LATEST VERSION"
    tol = rng.choice([None, None, (5, 5), (10, 10), (10, 0), (5, 0)])
    av_by = rng.choice(["BY PAYMENT", "BY PAYMENT", "BY NEGOTIATION", "BY NEGOTIATION", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"])
    w = rng.random()
    av_with = "ANY BANK" if (w < 0.35 and av_by == "BY NEGOTIATION") else (advising[1] if w < 0.55 else advising[0])
    if av_by == "BY PAYMENT" and rng.random() < 0.3:
        av_with = issuing[0]
    part = rng.choice(["ALLOWED", "NOT ALLOWED", "ALLOWED", "NOT ALLOWED", "CONDITIONAL", None])
    trans = rng.choice(["ALLOWED", "NOT ALLOWED", "ALLOWED", "CONDITIONAL", None])
    if rng.random() < 0.1:
        pol = None
    if rng.random() < 0.08:
        pod = None
    formm = {"NGA": f"MF{issue.year}{digits(rng, 7)}", "KEN": f"E{issue.year % 100}{letters(rng, 3)}IM{digits(rng, 9)}",
             "EGY": f"{digits(rng, 19)}", "GHA": f"IDF/{issue.year}/{digits(rng, 6)}"}.get(cc, f"BESC/{digits(rng, 8)}")
    n_docs = rng.choice([2, 3, 4, 5, 5, 6, 7, 8])
    docs = lc_docs(rng, cc, issuing[0], origin, formm, n_docs)
    pres = rng.choice([21, 21, 14, 15, 30, None, None])
    conf = rng.choice(["WITHOUT", "WITHOUT", "WITHOUT", "MAY ADD", "MAY ADD", "CONFIRM"])
    prefix = {"NGA": rng.choice(["ILC", "IMLC", "LCF"]), "EGY": "LCI", "ZAF": "IDC", "MAR": "CDI", "SEN": "CDI", "CIV": "CDI", "CMR": "CDI"}.get(cc, "ILC")
    lc_no = rng.choice([f"{prefix}{issue.year % 100}{digits(rng, 6)}", f"{prefix}/{issue.year}/{digits(rng, 5)}",
                        f"{issuing[1][:4]}{prefix}{digits(rng, 7)}", f"{digits(rng, 3)}{prefix}{issue.year % 100}{digits(rng, 4)}"])
    if export:
        lc_no = rng.choice([f"{digits(rng, 4)}{letters(rng, 3)}{digits(rng, 6)}", f"LC{issue.year % 100}{letters(rng, 2)}{digits(rng, 6)}"])
    incoterm = rng.choice(["CFR", "CIF", "FOB", "CIP"])
    place_inc = (pod or "DESTINATION").split(",")[0] if incoterm in ("CFR", "CIF", "CIP") else (pol or "LOADING PORT").split(",")[0]
    goods_full = f"{goods} {incoterm} {place_inc} INCOTERMS 2020 AS PER PROFORMA INVOICE NO. {letters(rng, 2)}-{issue.year}-{digits(rng, 3)} DATED {fd(issue - timedelta(days=rng.randint(10, 60)), 'd.m.Y')}"
    return dict(cc=cc, export=export, issue=issue, expiry=expiry, ship=ship, cur=cur, amount=amount, form=form, rules=rules,
                tol=tol, av_by=av_by, av_with=av_with, part=part, trans=trans, pol=pol, pod=pod, docs=docs, pres=pres, conf=conf,
                lc_no=lc_no, app_name=app_name, app_addr=app_addr, ben_name=ben_name, ben_addr=ben_addr, issuing=issuing,
                advising=advising, goods=goods_full, exp_place=rng.choice(exp_place_opts), formm=formm, origin=origin,
                final_dest={"UGA": "KAMPALA, UGANDA"}.get(cc))


def lc_truth(L, **over):
    t = {"lc_number": L["lc_no"], "form_of_credit": L["form"], "date_of_issue": L["issue"].isoformat(),
         "applicable_rules": L["rules"], "expiry_date": L["expiry"].isoformat(), "expiry_place": L["exp_place"],
         "applicant": {"name": L["app_name"], "address": " ".join(L["app_addr"])},
         "beneficiary": {"name": L["ben_name"], "address": " ".join(L["ben_addr"])},
         "currency": L["cur"], "amount": L["amount"],
         "tolerance_plus_percent": L["tol"][0] if L["tol"] else None, "tolerance_minus_percent": L["tol"][1] if L["tol"] else None,
         "available_with": L["av_with"], "available_by": L["av_by"], "partial_shipments": L["part"], "transhipment": L["trans"],
         "port_of_loading": L["pol"], "port_of_discharge": L["pod"],
         "latest_shipment_date": L["ship"].isoformat() if L["ship"] else None, "goods_description": L["goods"],
         "documents_required": list(L["docs"]), "presentation_period_days": L["pres"], "confirmation_instructions": L["conf"]}
    t.update(over)
    return t


DRAFTS = {"BY PAYMENT": "AT SIGHT", "BY NEGOTIATION": "AT SIGHT", "BY ACCEPTANCE": "AT 90 DAYS AFTER BILL OF LADING DATE",
          "BY DEF PAYMENT": None, "BY MIXED PYMT": None}


def mt700_fields(rng, L, amount_style="swift"):
    """(tag, name, value lines) of the MT700 in sequence order."""
    f = [("27", "Sequence of Total", ["1/1"]), ("40A", "Form of Documentary Credit", [L["form"]]),
         ("20", "Documentary Credit Number", [L["lc_no"]]), ("31C", "Date of Issue", [fd(L["issue"], "ymd")]),
         ("40E", "Applicable Rules", [L["rules"]]), ("31D", "Date and Place of Expiry", [fd(L["expiry"], "ymd") + L["exp_place"]])]
    if rng.random() < 0.6:
        f.append(("51A", "Applicant Bank", [L["issuing"][1]]))
    f += [("50", "Applicant", [L["app_name"]] + L["app_addr"]), ("59", "Beneficiary", [L["ben_name"]] + L["ben_addr"]),
          ("32B", "Currency Code, Amount", [L["cur"] + fa(L["amount"], amount_style)])]
    if L["tol"]:
        f.append(("39A", "Percentage Credit Amount Tolerance", [f"{L['tol'][0]:02d}/{L['tol'][1]:02d}"]))
    tag41 = "41A" if re.fullmatch(r"[A-Z0-9]{8,11}", L["av_with"]) and L["av_with"] != "ANY BANK" else "41D"
    f.append((tag41, "Available With ... By ...", [L["av_with"], L["av_by"]]))
    dr = DRAFTS[L["av_by"]]
    if dr:
        f += [("42C", "Drafts at ...", [dr]), ("42A", "Drawee", [L["issuing"][1]])]
    elif L["av_by"] == "BY DEF PAYMENT":
        f.append(("42P", "Negotiation/Deferred Payment Details", ["120 DAYS FROM BILL OF LADING DATE"]))
    else:
        f.append(("42M", "Mixed Payment Details", ["30 PCT AT SIGHT, 70 PCT AT 90 DAYS FROM B/L DATE"]))
    if L["part"]:
        f.append(("43P", "Partial Shipments", [L["part"]]))
    if L["trans"]:
        f.append(("43T", "Transhipment", [L["trans"]]))
    if L["pol"]:
        f.append(("44E", "Port of Loading/Airport of Departure", [L["pol"]]))
    if L["pod"]:
        f.append(("44F", "Port of Discharge/Airport of Destination", [L["pod"]]))
    if L["final_dest"]:
        f.append(("44B", "Place of Final Destination/For Transportation to .../Place of Delivery", [L["final_dest"]]))
    if L["ship"]:
        f.append(("44C", "Latest Date of Shipment", [fd(L["ship"], "ymd")]))
    f.append(("45A", "Description of Goods and/or Services", wrap(L["goods"], 65)))
    dl = []
    for d in L["docs"]:
        dl += wrap("+" + d, 65)
    f.append(("46A", "Documents Required", dl))
    conds = ["+ALL DOCUMENTS MUST QUOTE THIS CREDIT NUMBER AND THE APPLICANT'S TIN.",
             f"+A DISCREPANCY FEE OF {L['cur']} {rng.choice([75, 80, 100])}.00 WILL BE DEDUCTED FROM THE PROCEEDS OF EACH DISCREPANT PRESENTATION.",
             "+THIRD PARTY DOCUMENTS EXCEPT COMMERCIAL INVOICE AND DRAFTS ARE ACCEPTABLE.",
             "+INSURANCE TO BE COVERED BY THE APPLICANT."]
    if L["cc"] == "NGA" and not L["export"]:
        conds.insert(0, f"+FORM M NUMBER {L['formm']} MUST BE QUOTED ON ALL SHIPPING DOCUMENTS.")
    f.append(("47A", "Additional Conditions", [x for c in rng.sample(conds, rng.randint(1, len(conds))) for x in wrap(c, 65)]))
    f.append(("71D", "Charges", wrap(f"ALL BANKING CHARGES OUTSIDE {COUNTRY[L['cc']][0].upper() if not L['export'] else 'THE ISSUING BANK COUNTRY'} ARE FOR THE ACCOUNT OF THE BENEFICIARY", 35)))
    if L["pres"] is not None:
        f.append(("48", "Period for Presentation in Days", [f"{L['pres']}/AFTER THE DATE OF SHIPMENT"]))
    f.append(("49", "Confirmation Instructions", [L["conf"]]))
    f.append(("78", "Instructions to the Paying/Accepting/Negotiating Bank",
              wrap("UPON RECEIPT OF CREDIT COMPLIANT DOCUMENTS AT OUR COUNTERS WE SHALL REMIT THE PROCEEDS AS PER YOUR INSTRUCTIONS. DOCUMENTS TO BE SENT TO US IN ONE LOT BY COURIER.", 65)))
    f.append(("57A", "'Advise Through' Bank", [L["advising"][1]]))
    return f


def lc_mt700_raw(rng):
    """Raw SWIFT FIN MT700 as printed from the bank's SWIFT interface (blocks 1-5, tags only)."""
    L = lc_base(rng, export=rng.random() < 0.2)
    sender = L["issuing"][1]
    recv = L["advising"][1]
    fields = mt700_fields(rng, L)
    out = [f"{{1:F01{(sender + 'XXX')[:8]}{(sender + 'XXXX')[8:11] or 'XXX'}{digits(rng, 10)}}}{{2:O700{digits(rng, 4)}{fd(L['issue'], 'ymd')}"
           f"{(recv + 'XXX')[:8]}X{(recv + 'XXX')[8:11]}{digits(rng, 10)}{fd(L['issue'], 'ymd')}{digits(rng, 4)}N}}{{3:{{108:{letters(rng, 4)}{digits(rng, 8)}}}}}{{4:"]
    for tag, _, val in fields:
        out.append(f":{tag}:{val[0]}")
        out += val[1:]
    out.append(f"-}}{{5:{{MAC:{digits(rng, 8)}}}{{CHK:{letters(rng, 4)}{digits(rng, 8)}}}}}")
    head = f"<div class='small'>PRINTED {fd(L['issue'] + timedelta(days=rng.randint(0, 3)), 'd MON Y')} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d} — SWIFT MESSAGE TEXT — DO NOT DISCARD</div>"
    css = "pre{font-family:'DejaVu Sans Mono','Courier New',monospace;font-size:8.8pt;line-height:1.3;white-space:pre-wrap;word-break:normal}"
    body = head + f"<pre>{esc(chr(10).join(out))}</pre>"
    return doc("MT700", css, body), lc_truth(L)


def lc_mt700_alliance(rng):
    """Human-readable SWIFT output print: message header block, then 'tag: field name' with the value indented below."""
    L = lc_base(rng, export=rng.random() < 0.25)
    fields = mt700_fields(rng, L)
    iss_bank = L["issuing"][0]
    lines = ["------------------------ Instance Type and Transmission -----------------------",
             "Original received from SWIFT", f"Priority       : Normal", f"Message Output Reference : {rng.randint(1000, 2359)} {fd(L['issue'], 'ymd')}{L['advising'][1][:8]}AXXX{digits(rng, 10)}",
             "--------------------------- Message Header ------------------------------------",
             "Swift Output   : FIN 700 Issue of a Documentary Credit",
             f"Sender         : {L['issuing'][1]}", f"                 {iss_bank}",
             f"Receiver       : {L['advising'][1]}", f"                 {L['advising'][0]}",
             f"MUR            : {letters(rng, 3)}{digits(rng, 9)}",
             "--------------------------- Message Text --------------------------------------"]
    for tag, name, val in fields:
        lines.append(f"  {tag}: {name}")
        lines += [f"       {v}" for v in val]
    lines += ["--------------------------- Message Trailer -----------------------------------",
              f"{{CHK:{letters(rng, 3)}{digits(rng, 9)}}}", "PKI Signature: MAC-Equivalent", "------------------------------- End of Message ---------------------------------"]
    css = "pre{font-family:'Liberation Mono','Courier New',monospace;font-size:8.4pt;line-height:1.25;white-space:pre-wrap}"
    return doc("SWIFT print", css, f"<pre>{esc(chr(10).join(lines))}</pre>"), lc_truth(L)


BY_EN = {"BY PAYMENT": "by sight payment", "BY NEGOTIATION": "by negotiation", "BY ACCEPTANCE": "by acceptance of drafts",
         "BY DEF PAYMENT": "by deferred payment", "BY MIXED PYMT": "by mixed payment"}
BY_FR = {"BY PAYMENT": "par paiement à vue", "BY NEGOTIATION": "par négociation", "BY ACCEPTANCE": "par acceptation",
         "BY DEF PAYMENT": "par paiement différé", "BY MIXED PYMT": "par paiement mixte"}
SHIP_EN = {"ALLOWED": "Allowed", "NOT ALLOWED": "Not allowed", "CONDITIONAL": "Conditional"}
SHIP_FR = {"ALLOWED": "autorisé", "NOT ALLOWED": "interdit", "CONDITIONAL": "conditionnel"}
CONF_EN = {"WITHOUT": "This credit is advised without the addition of our confirmation.",
           "MAY ADD": "The issuing bank has authorised us to add our confirmation at the beneficiary's request and cost (MAY ADD).",
           "CONFIRM": "At the request of the issuing bank we have added our confirmation to this credit."}
CONF_REQ_EN = {"WITHOUT": "Please advise this credit to the beneficiary without adding your confirmation.",
               "MAY ADD": "You may add your confirmation to this credit at the request and for the account of the beneficiary.",
               "CONFIRM": "Please add your confirmation to this credit; your confirmation charges are for the account of the beneficiary."}
RULES_EN = {"UCP LATEST VERSION": "Uniform Customs and Practice for Documentary Credits (UCP), latest version",
            "EUCP LATEST VERSION": "eUCP, latest version (supplement to the UCP for electronic presentation)"}


def _amt_lc(rng, L, style=None):
    st = style or rng.choice(["en", "en", "de", "fr"])
    return f"{L['cur']} {fa(L['amount'], st)}"


def lc_export_advice(rng):
    """African advising bank's advice of an export LC: cover letter, then a two-column table of the credit terms."""
    L = lc_base(rng, export=True)
    cc = L["cc"]
    adv = next(b for b in BANKS[cc] if b[0].upper() == L["advising"][0])
    ds = rng.choice(["d Month Y", "d/m/Y", "d Mon Y"])
    our_ref = f"EXA/{L['issue'].year}/{digits(rng, 5)}"
    adv_date = L["issue"] + timedelta(days=rng.randint(1, 4))
    conf_txt = CONF_EN[L["conf"]]
    rows = [("Issuing bank", f"{L['issuing'][0]} ({L['issuing'][1]})"), ("Documentary credit number", L["lc_no"]),
            ("Form of credit", L["form"].title()), ("Date of issue", fd(L["issue"], ds)), ("Applicable rules", L["rules"]),
            ("Expiry date and place", f"{fd(L['expiry'], ds)} – {L['exp_place']}"), ("Applicant", "<br>".join(esc(x) for x in [L["app_name"]] + L["app_addr"])),
            ("Beneficiary", "<br>".join(esc(x) for x in [L["ben_name"]] + L["ben_addr"])), ("Amount", _amt_lc(rng, L, "en"))]
    if L["tol"]:
        rows.append(("Tolerance", f"+{L['tol'][0]}% / -{L['tol'][1]}%"))
    rows.append(("Available with / by", f"{L['av_with']} / {L['av_by']}"))
    if L["part"]:
        rows.append(("Partial shipments", L["part"]))
    if L["trans"]:
        rows.append(("Transhipment", L["trans"]))
    if L["pol"]:
        rows.append(("Port of loading", L["pol"]))
    if L["pod"]:
        rows.append(("Port of discharge", L["pod"]))
    if L["ship"]:
        rows.append(("Latest shipment date", fd(L["ship"], ds)))
    rows.append(("Description of goods", L["goods"]))
    rows.append(("Documents required", "<ol>" + "".join(f"<li>{esc(d)}</li>" for d in L["docs"]) + "</ol>"))
    if L["pres"] is not None:
        rows.append(("Presentation period", f"Within {L['pres']} days after the date of shipment, but within the validity of the credit"))
    rows.append(("Confirmation instructions", L["conf"]))
    trs = "".join(f"<tr><td class='l'>{esc(a)}</td><td>{b if '<' in b else esc(b)}</td></tr>" for a, b in rows)
    css = ("table.a{width:100%}table.a td{border:1px solid #aaa;padding:3px 6px;vertical-align:top;font-size:9.5pt}td.l{width:28%;background:#f1f1f1;font-weight:bold}"
           "ol{margin:0;padding-left:18px}.lh{border-bottom:2px solid #003;padding-bottom:4px;margin-bottom:8px}")
    body = (f"<div class='lh'><b style='font-size:15pt'>{esc(adv[0])}</b><br><span class='small'>Trade Services – Export Documentary Credits · {esc(adv[1])} · SWIFT {adv[2]}</span></div>"
            f"<p>{esc(fd(adv_date, ds))}</p><p>{esc(L['ben_name'])}<br>{lines_html(L['ben_addr'])}</p>"
            f"<p><b>ADVICE OF {esc(L['form'])} DOCUMENTARY CREDIT – OUR REF. {esc(our_ref)}</b></p>"
            f"<p>Dear Sirs,</p><p>We have received the following authenticated SWIFT MT700 from {esc(L['issuing'][0])} and advise it to you {'without any engagement or responsibility on our part' if L['conf'] != 'CONFIRM' else 'with our confirmation'}. "
            f"{esc(conf_txt)} Please examine the terms carefully; if they are not acceptable, contact the applicant to arrange an amendment.</p>"
            f"<table class='a'>{trs}</table>"
            f"<p class='small'>Our advising commission of {esc(COUNTRY[cc][4])} {fa(rng.choice([350, 500, 750, 1200]) * 10, 'en')} and SWIFT charges are for your account and will be debited to your account no. {digits(rng, 13)}. "
            "This advice must accompany all presentations of documents under this credit.</p>"
            f"<p>Yours faithfully,<br><br>Authorised signatory &nbsp;&nbsp;&nbsp;&nbsp; Authorised signatory<br>for {esc(adv[0])}</p>")
    return doc("LC advice", css, body), lc_truth(L)


def lc_ng_application(rng):
    """Copy of a Nigerian import LC application form (Form M referenced), ticked options; bank-use box with LC number and date."""
    L = lc_base(rng, export=False)
    while L["cc"] not in ("NGA", "GHA", "KEN", "UGA", "TZA", "ZAF"):
        L = lc_base(rng, export=False)
    cc = L["cc"]
    bank = next(b for b in BANKS[cc] if b[0].upper() == L["issuing"][0])
    ds = rng.choice(["d/m/Y", "d-m-Y", "d MON Y"])
    css = ("table.f{width:100%}table.f td{border:1px solid #333;padding:3px 5px;vertical-align:top;font-size:9pt}.cap{font-size:7pt;color:#333;font-weight:bold}"
           ".hw{font-family:'DejaVu Sans Mono',monospace;font-size:9pt;color:#14318a}.stamp{border:2px solid #b00;color:#b00;padding:4px;display:inline-block;transform:rotate(-4deg);font-weight:bold}")

    def c(cap, val, cs=1):
        return f"<td colspan='{cs}'><div class='cap'>{esc(cap)}</div><div class='hw'>{val}</div></td>"

    forms = " ".join(f"{cb(L['form'] == v)}{t}" for v, t in [("IRREVOCABLE", "Irrevocable"), ("IRREVOCABLE TRANSFERABLE", "Irrevocable transferable")])
    avail = " ".join(f"{cb(L['av_by'] == v)}{t}" for v, t in [("BY PAYMENT", "Sight payment"), ("BY ACCEPTANCE", "Acceptance"), ("BY NEGOTIATION", "Negotiation"),
                                                                ("BY DEF PAYMENT", "Deferred payment"), ("BY MIXED PYMT", "Mixed payment")])

    def yn(v, label):
        if v is None:
            return f"{cb(False)}Allowed {cb(False)}Not allowed"
        return f"{cb(v == 'ALLOWED')}Allowed {cb(v == 'NOT ALLOWED')}Not allowed" + (f" {cb(True)}Conditional (see special conditions)" if v == "CONDITIONAL" else "")
    conf = " ".join(f"{cb(L['conf'] == v)}{t}" for v, t in [("CONFIRM", "Confirm"), ("MAY ADD", "May add"), ("WITHOUT", "Without")])
    std_docs = ["DETAILED PACKING LIST IN 3 COPIES", "CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE",
                "INSURANCE CERTIFICATE FOR 110 PCT OF CIF VALUE", "CLEAN REPORT OF INSPECTION (CRI)", "PRE-SHIPMENT INSPECTION CERTIFICATE"]
    ticked = list(L["docs"])
    unticked = [d for d in std_docs if not any(d[:20] in t for t in ticked)][: rng.randint(0, 3)]
    doc_rows = [(d, True) for d in ticked] + [(d, False) for d in unticked]
    rng.shuffle(doc_rows)
    docs_html = "".join(f"<div>{cb(on)} <span class='hw'>{esc(d)}</span></div>" for d, on in doc_rows)
    tol = f"+{L['tol'][0]}% / -{L['tol'][1]}%" if L["tol"] else "&nbsp;"
    top = (f"<table style='width:100%'><tr><td><b style='font-size:14pt'>{esc(bank[0])}</b><br><span class='small'>{esc(bank[1])}</span></td>"
           f"<td style='text-align:right'><b>APPLICATION FOR {'AN IMPORT' if cc != 'NGA' else 'IMPORT (FORM M)'} DOCUMENTARY CREDIT</b><br><span class='small'>Customer copy</span></td></tr></table>")
    body = (top + "<p class='small'>Please issue by SWIFT an irrevocable documentary credit on the terms below. Tick (X) where applicable. We agree to the terms overleaf.</p><table class='f'><tr>"
            + c("Form of credit", forms, 2) + c({"NGA": "Form M number", "KEN": "IDF number", "GHA": "IDF number"}.get(cc, "Import declaration / BESC no."), esc(L["formm"])) + "</tr><tr>"
            + c("Applicant (name and address)", "<br>".join(esc(x) for x in [L["app_name"]] + L["app_addr"]), 2)
            + c("Beneficiary (name and address)", "<br>".join(esc(x) for x in [L["ben_name"]] + L["ben_addr"])) + "</tr><tr>"
            + c("Currency and amount (figures)", esc(_amt_lc(rng, L, "en"))) + c("Tolerance", tol) + c("Expiry date / place", esc(f"{fd(L['expiry'], ds)} / {L['exp_place']}"))
            + "</tr><tr>" + c("Available with", esc(L["av_with"])) + c("Available by", avail, 2) + "</tr><tr>"
            + c("Partial shipments", yn(L["part"], "p")) + c("Transhipment", yn(L["trans"], "t"))
            + c("Latest date of shipment", esc(fd(L["ship"], ds)) if L["ship"] else "&nbsp;") + "</tr><tr>"
            + c("Port of loading", esc(L["pol"]) if L["pol"] else "&nbsp;") + c("Port of discharge", esc(L["pod"]) if L["pod"] else "&nbsp;")
            + c("Applicable rules", esc(L["rules"])) + "</tr><tr>"
            + c("Description of goods", esc(L["goods"]), 3) + "</tr><tr>"
            + c("Documents required (tick as required)", docs_html, 3) + "</tr><tr>"
            + c("Presentation period (days after shipment)", esc(str(L["pres"])) if L["pres"] is not None else "&nbsp;")
            + c("Confirmation", conf) + c("Charges", "Outside issuing bank's country: beneficiary") + "</tr><tr>"
            + c("Debit our account no.", digits(rng, 10)) + c("Cash margin / collateral", esc(f"{rng.choice([30, 50, 100])}% — {COUNTRY[cc][4]} {fa(L['amount'] * rng.uniform(300, 1500) * 0.3 if cc == 'NGA' else L['amount'] * 0.3, 'en')}"))
            + c("Applicant's authorised signatures", esc(full(person(rng, cc)))) + "</tr></table>"
            f"<div style='margin-top:10px;border:2px dashed #555;padding:6px'><b>FOR BANK USE ONLY – TRADE OPERATIONS</b><br>"
            f"LC number: <b>{esc(L['lc_no'])}</b> &nbsp;&nbsp; Date of issue: <b>{esc(fd(L['issue'], ds))}</b> &nbsp;&nbsp; Advising bank: {esc(L['advising'][0])} "
            f"&nbsp;&nbsp; <span class='stamp'>ISSUED BY SWIFT MT700</span><br>Application received: {esc(fd(L['issue'] - timedelta(days=rng.randint(1, 6)), ds))} &nbsp; Checked by: {esc(full(person(rng, cc)))}</div>"
            + "<div class='pb'><b>TERMS AND CONDITIONS OF IMPORT DOCUMENTARY CREDIT</b>"
            + "".join(f"<p class='small'>{i}. {esc(t)}</p>" for i, t in enumerate([
                "The Applicant irrevocably authorises the Bank to debit its account with the amount of every drawing under the Credit together with the Bank's commission, charges and interest.",
                "The Bank shall not be responsible for the form, sufficiency, accuracy, genuineness or legal effect of any document, nor for the description, quantity, weight, quality or value of the goods.",
                "The Credit is subject to the Uniform Customs and Practice for Documentary Credits, ICC latest revision, and to the foreign exchange regulations of the Central Bank in force.",
                "The Applicant undertakes to provide funds or foreign exchange cover at least two business days before the maturity of any drawing.",
                "Any amendment requested by the Applicant shall be subject to the Bank's approval and to the consent of the Beneficiary.",
                "The Bank may, at its discretion, accept documents with discrepancies after obtaining the Applicant's waiver."], 1)) + "</div>")
    return doc("LC application", css, body), lc_truth(L, documents_required=[d for d, on in doc_rows if on])


DOCS_FR = ["Facture commerciale signée en {n} exemplaires originaux", "Jeu complet de connaissements maritimes « à bord », établis à l'ordre de {bank}, portant la mention « fret payé » et notifiant le donneur d'ordre",
           "Liste de colisage en 3 exemplaires", "Certificat d'origine délivré par la Chambre de Commerce du pays d'origine",
           "Certificat d'assurance couvrant 110 % de la valeur CAF, tous risques", "Certificat de qualité et de poids délivré par SGS ou Bureau Veritas au port d'embarquement",
           "Bordereau électronique de suivi des cargaisons (BESC) validé", "Attestation du bénéficiaire certifiant l'envoi d'un jeu de documents non négociables au donneur d'ordre par courrier express",
           "Certificat phytosanitaire délivré par l'autorité compétente"]


def lc_fr_letter(rng):
    """Lettre d'ouverture de crédit documentaire irrévocable d'une banque d'Afrique francophone (prose + liste)."""
    L = lc_base(rng, export=False)
    while L["cc"] not in FRANCO:
        L = lc_base(rng, export=False)
    cc = L["cc"]
    bank = next(b for b in BANKS[cc] if b[0].upper() == L["issuing"][0])
    ds = rng.choice(["fr", "d/m/Y", "d.m.Y"])
    n = len(L["docs"])
    docs = [d.format(n=rng.choice(["3", "4", "6"]), bank=bank[0]) for d in rng.sample(DOCS_FR, min(n, len(DOCS_FR)))]
    goods_fr = rng.choice(["Fournitures de matériaux de construction", "Équipements industriels", "Produits alimentaires", "Intrants agricoles"])
    goods = f"{goods_fr} : {L['goods']}"
    L["exp_place"] = rng.choice([L["exp_place"], COUNTRY[cc][1].upper()])
    amt_style = rng.choice(["de", "fr"])
    amt = f"{L['cur']} {fa(L['amount'], amt_style)}" if rng.random() < 0.5 else f"{fa(L['amount'], amt_style)} {L['cur']}"
    tol = (f" (tolérance de {L['tol'][0]} % en plus et {L['tol'][1]} % en moins)" if L["tol"] and L["tol"][1] else
           f" (tolérance de {L['tol'][0]} % en plus, 0 % en moins)" if L["tol"] else "")
    conf = {"WITHOUT": "Ce crédit vous est notifié sans ajout de votre confirmation.",
            "MAY ADD": "Vous êtes autorisés à ajouter votre confirmation à la demande et aux frais du bénéficiaire.",
            "CONFIRM": "Nous vous prions d'ajouter votre confirmation à ce crédit."}[L["conf"]]
    with_txt = "toute banque" if L["av_with"] == "ANY BANK" else L["av_with"]
    if L["av_with"] == "ANY BANK":
        with_txt = "ANY BANK (toute banque)"
    rules = "aux Règles et Usances Uniformes de la CCI relatives aux crédits documentaires, dernière version (UCP LATEST VERSION)" if L["rules"] == "UCP LATEST VERSION" else "aux règles eUCP, dernière version (EUCP LATEST VERSION)"
    items = []
    if L["part"]:
        items.append(f"<li>Expéditions partielles : <b>{SHIP_FR[L['part']]}es</b></li>")
    if L["trans"]:
        items.append(f"<li>Transbordement : <b>{SHIP_FR[L['trans']]}</b></li>")
    if L["pol"]:
        items.append(f"<li>Port d'embarquement : <b>{esc(L['pol'])}</b></li>")
    if L["pod"]:
        items.append(f"<li>Port de débarquement : <b>{esc(L['pod'])}</b></li>")
    if L["ship"]:
        items.append(f"<li>Date limite d'expédition : <b>{esc(fd(L['ship'], ds))}</b></li>")
    pres = (f"<p>Les documents devront être présentés dans un délai de <b>{L['pres']} jours</b> après la date d'expédition, et dans la limite de validité du crédit.</p>"
            if L["pres"] is not None else "")
    city = bank[1].split(",")[-1].strip()
    body = (f"<table style='width:100%'><tr><td><b style='font-size:15pt'>{esc(bank[0])}</b><br><span class='small'>{esc(bank[1])}<br>SWIFT : {bank[2]} – Direction des Opérations Internationales</span></td>"
            f"<td style='text-align:right;vertical-align:top'>{esc(city)}, le {esc(fd(L['issue'] + timedelta(days=rng.randint(0, 1)), 'fr'))}</td></tr></table>"
            f"<p style='margin-left:55%'>{esc(L['advising'][0])}<br>À l'attention du service Crédits documentaires</p>"
            f"<p><b>Objet : Ouverture d'un crédit documentaire {'irrévocable et transférable' if L['form'] == 'IRREVOCABLE TRANSFERABLE' else 'irrévocable'} n° {esc(L['lc_no'])}</b><br>"
            f"Forme du crédit : {esc(L['form'])} &nbsp;–&nbsp; Date d'émission : {esc(fd(L['issue'], ds))}</p>"
            f"<p>Messieurs,</p><p>D'ordre et pour compte de notre client <b>{esc(L['app_name'])}</b>, {esc(' '.join(L['app_addr']))}, "
            f"nous avons l'honneur de vous informer que nous ouvrons en faveur de <b>{esc(L['ben_name'])}</b>, {esc(' '.join(L['ben_addr']))}, "
            f"un crédit documentaire d'un montant maximum de <b class='nw'>{esc(amt)}</b>{esc(tol)}, valable jusqu'au <b>{esc(fd(L['expiry'], ds))}</b> à <b>{esc(L['exp_place'])}</b>.</p>"
            f"<p>Ce crédit est réalisable auprès de <b>{esc(with_txt)}</b> {BY_FR[L['av_by']]} ({esc(L['av_by'])}), contre remise des documents suivants :</p>"
            "<ul>" + "".join(f"<li>{esc(d)}</li>" for d in docs) + "</ul>"
            f"<p>couvrant l'expédition de : <i>{esc(goods)}</i></p><ul>{''.join(items)}</ul>{pres}"
            f"<p>{esc(conf)} Tous les frais hors {esc(COUNTRY[cc][1])} sont à la charge du bénéficiaire. Ce crédit est soumis {esc(rules)}.</p>"
            f"<p>Nous vous prions d'agréer, Messieurs, l'expression de nos salutations distinguées.</p>"
            f"<table style='width:100%;margin-top:20px'><tr><td>Le Chef du Service Trade Finance<br><br>{esc(full(person(rng, cc)))}</td><td>Le Directeur des Opérations<br><br>{esc(full(person(rng, cc)))}</td></tr></table>"
            f"<p class='small'>{esc(bank[0])} – Société anonyme au capital de {fa(rng.choice([10, 15, 20, 45]) * 1_000_000_000, 'fr', False)} FCFA – RCCM {letters(rng, 2)}-{letters(rng, 3)}-{rng.randint(1990, 2015)}-B-{digits(rng, 4)}</p>")
    css = "p{text-align:justify;line-height:1.35}"
    t = lc_truth(L, goods_description=goods, documents_required=docs)
    return doc("Lettre", css, body, font="'Times New Roman','Liberation Serif',serif", size="10.5pt"), t


def lc_en_letter(rng):
    """English letter of the issuing bank to the beneficiary (via the advising bank), numbered paragraphs."""
    L = lc_base(rng, export=False)
    while L["cc"] in FRANCO:
        L = lc_base(rng, export=False)
    cc = L["cc"]
    bank = next(b for b in BANKS[cc] if b[0].upper() == L["issuing"][0])
    ds = rng.choice(["d Month Y", "dth Month Y", "d/m/Y"])
    tol = f", with a tolerance of plus {L['tol'][0]} percent and minus {L['tol'][1]} percent," if L["tol"] else ""
    paras = [f"We hereby issue in your favour our {L['form'].lower()} documentary credit number <b>{esc(L['lc_no'])}</b>, dated {esc(fd(L['issue'], ds))}, "
             f"for account of <b>{esc(L['app_name'])}</b>, {esc(' '.join(L['app_addr']))}, for a sum not exceeding <b>{esc(_amt_lc(rng, L, 'en'))}</b>{esc(tol)} "
             f"available with <b>{esc(L['av_with'])}</b> {BY_EN[L['av_by']]} ({esc(L['av_by'])}).",
             f"This credit expires on <b>{esc(fd(L['expiry'], ds))}</b> in <b>{esc(L['exp_place'])}</b> for presentation of documents."]
    ship = []
    if L["pol"]:
        ship.append(f"from <b>{esc(L['pol'])}</b>")
    if L["pod"]:
        ship.append(f"to <b>{esc(L['pod'])}</b>")
    if L["ship"]:
        ship.append(f"not later than <b>{esc(fd(L['ship'], ds))}</b>")
    if ship:
        paras.append("Shipment " + ", ".join(ship) + ".")
    sh = []
    if L["part"]:
        sh.append(f"Partial shipments: {SHIP_EN[L['part']]}.")
    if L["trans"]:
        sh.append(f"Transhipment: {SHIP_EN[L['trans']]}.")
    if sh:
        paras.append(" ".join(sh))
    paras.append(f"Covering: <i>{esc(L['goods'])}</i>")
    doc_list = "<ol type='a'>" + "".join(f"<li>{esc(d)}</li>" for d in L["docs"]) + "</ol>"
    paras.append("Documents required:" + doc_list)
    if L["pres"] is not None:
        paras.append(f"Documents must be presented within {L['pres']} days after the date of shipment but within the validity of the credit.")
    paras.append(esc(CONF_REQ_EN[L["conf"]]))
    paras.append(f"This credit is subject to the {esc(RULES_EN[L['rules']])} ({esc(L['rules'])}).")
    paras.append(f"All charges outside {esc(COUNTRY[cc][0])} are for the beneficiary's account. Discrepant documents will attract a fee of {L['cur']} 80.00 per set.")
    body = (f"<div style='border-bottom:4px solid #1a5e20;padding-bottom:5px'><b style='font-size:16pt'>{esc(bank[0])}</b><span style='float:right' class='small'>Trade Finance Centre<br>{esc(bank[1])}<br>SWIFT: {bank[2]}</span></div>"
            f"<p>Our ref: TF/ILC/{digits(rng, 6)}<br>Date: {esc(fd(L['issue'], ds))}</p>"
            f"<p>To: <b>{esc(L['ben_name'])}</b><br>{lines_html(L['ben_addr'])}</p><p>Through: {esc(L['advising'][0])} (SWIFT {esc(L['advising'][1])})</p>"
            f"<p><b><u>{esc(L['form'])} DOCUMENTARY CREDIT NO. {esc(L['lc_no'])}</u></b></p><p>Dear Sirs,</p>"
            + "".join(f"<div class='pp'><span class='n'>{i}.</span><div>{x}</div></div>" for i, x in enumerate(paras, 1))
            + f"<p>We undertake that documents presented in compliance with the terms of this credit will be duly honoured.</p><p>Yours faithfully,<br><br><br>"
            f"{esc(full(person(rng, cc)))} &nbsp;&nbsp;&nbsp;&nbsp; {esc(full(person(rng, cc)))}<br>Authorised signatories</p>"
            f"<p class='small'>{esc(bank[0])} is regulated by the Central Bank. Registered office: {esc(bank[1])}.</p>")
    css = ".pp{display:flex;margin:6px 0}.pp .n{width:22px;flex:none}ol{margin:2px 0;padding-left:20px}p{line-height:1.35}"
    return doc("LC letter", css, body, font="'Liberation Serif','Times New Roman',serif", size="10.5pt"), lc_truth(L)


def lc_system_print(rng):
    """Monospace trade-finance back-office print 'LC ISSUANCE – TRANSACTION DETAILS' (key: value, codes, fees)."""
    L = lc_base(rng, export=False)
    cc = L["cc"]
    ds = rng.choice(["d-MON-Y", "d/m/Y", "Y-m-d"])
    lines = [f"{L['issuing'][0][:46]:<48}TRADE FINANCE SYSTEM", f"{'IMPORT LC ISSUANCE - TRANSACTION DETAILS':<48}PRINTED {fd(L['issue'], ds)}", "=" * 76]

    def kv(k, v):
        lines.append(f"{k:<30}: {v}")

    def multi(k, vals):
        lines.append(f"{k:<30}: {vals[0]}")
        lines.extend(f"{'':<32}{v}" for v in vals[1:])
    kv("TRANSACTION REF", f"TF{digits(rng, 10)}")
    kv("LC NUMBER", L["lc_no"])
    kv("PRODUCT", "ILC-SIGHT" if L["av_by"] == "BY PAYMENT" else "ILC-USANCE" if L["av_by"] in ("BY ACCEPTANCE", "BY DEF PAYMENT") else "ILC-NEGO")
    kv("FORM OF CREDIT", L["form"])
    kv("ISSUE DATE", fd(L["issue"], ds))
    kv("APPLICABLE RULES", L["rules"])
    kv("EXPIRY DATE", fd(L["expiry"], ds))
    kv("EXPIRY PLACE", L["exp_place"])
    kv("APPLICANT CIF", digits(rng, 8))
    multi("APPLICANT", [L["app_name"]] + L["app_addr"])
    multi("BENEFICIARY", [L["ben_name"]] + L["ben_addr"])
    kv("LC CURRENCY", L["cur"])
    kv("LC AMOUNT", fa(L["amount"], "en"))
    if L["tol"]:
        kv("TOLERANCE (+/-) PCT", f"{L['tol'][0]} / {L['tol'][1]}")
    kv("MAX LC AMOUNT", fa(L["amount"] * (1 + (L["tol"][0] if L["tol"] else 0) / 100), "en"))
    kv("AVAILABLE WITH", L["av_with"])
    kv("AVAILABLE BY", L["av_by"])
    kv("PARTIAL SHIPMENT", L["part"] or "")
    kv("TRANSHIPMENT", L["trans"] or "")
    kv("PORT OF LOADING", L["pol"] or "")
    kv("PORT OF DISCHARGE", L["pod"] or "")
    kv("LATEST SHIPMENT DATE", fd(L["ship"], ds) if L["ship"] else "")
    multi("GOODS DESCRIPTION", wrap(L["goods"], 44))
    lines.append(f"{'DOCUMENTS REQUIRED':<30}:")
    for i, d in enumerate(L["docs"], 1):
        w = wrap(d, 40)
        lines.append(f"{'':<32}{i:>2}) {w[0]}")
        lines.extend(f"{'':<36}{x}" for x in w[1:])
    kv("PRESENTATION PERIOD (DAYS)", str(L["pres"]) if L["pres"] is not None else "")
    kv("CONFIRMATION", L["conf"])
    kv("ADVISING BANK", f"{L['advising'][1]} {L['advising'][0]}")
    lines.append("-" * 76)
    kv("CASH MARGIN PCT", f"{rng.choice([0, 20, 30, 50, 100])}")
    kv("ISSUANCE COMMISSION", f"{L['cur']} {fa(L['amount'] * 0.0025, 'en')}")
    kv("SWIFT CHARGES", f"{L['cur']} {fa(rng.choice([50, 75, 100]), 'en')}")
    kv("LIMIT LINE", f"{digits(rng, 4)}-{digits(rng, 3)}  UTILISED {fa(L['amount'] * rng.uniform(1.2, 4), 'en')}")
    kv("MAKER / CHECKER", f"{letters(rng, 5)}{digits(rng, 2)} / {letters(rng, 5)}{digits(rng, 2)}")
    lines.append("=" * 76)
    css = "pre{font-family:'DejaVu Sans Mono',monospace;font-size:8.3pt;line-height:1.3}"
    return doc("TF print", css, f"<pre>{esc(chr(10).join(lines))}</pre>"), lc_truth(L)


def lc_tag_table(rng):
    """Issuing bank's 'Documentary credit issued – customer copy': three-column table tag | field | content."""
    L = lc_base(rng, export=False)
    while L["cc"] not in ("ZAF", "EGY", "KEN", "NGA", "MAR", "GHA"):
        L = lc_base(rng, export=False)
    cc = L["cc"]
    bank = next(b for b in BANKS[cc] if b[0].upper() == L["issuing"][0])
    fields = mt700_fields(rng, L, amount_style=rng.choice(["swift", "en"]))
    ds = rng.choice(["d Mon Y", "d/m/Y", "Y-m-d"])
    rows = []
    for tag, name, val in fields:
        if tag in ("31C",):
            v = esc(fd(L["issue"], ds))
        elif tag == "31D":
            v = f"{esc(fd(L['expiry'], ds))}<br>{esc(L['exp_place'])}"
        elif tag == "44C":
            v = esc(fd(L["ship"], ds))
        elif tag == "45A":
            v = esc(L["goods"])
        elif tag == "46A":
            v = "".join(f"<div>+{esc(d)}</div>" for d in L["docs"])
        elif tag == "32B":
            v = esc(f"{L['cur']} {fa(L['amount'], 'en')}")
        else:
            v = "<br>".join(esc(x) for x in val)
        rows.append(f"<tr><td class='t'>{tag}</td><td class='n'>{esc(name)}</td><td>{v}</td></tr>")
    css = ("table.m{width:100%}table.m td,table.m th{border:1px solid #888;padding:3px 5px;vertical-align:top;font-size:9pt}td.t{width:34px;font-weight:bold}"
           "td.n{width:27%;color:#333}th{background:#00205b;color:#fff;text-align:left}.bar{background:#00205b;color:#fff;padding:6px 8px}")
    body = (f"<div class='bar'><b style='font-size:14pt'>{esc(bank[0])}</b><br><span style='font-size:8pt'>Corporate and Investment Banking · Trade Services</span></div>"
            f"<p><b>DOCUMENTARY CREDIT ISSUED – CUSTOMER COPY</b><br><span class='small'>Your application dated {esc(fd(L['issue'] - timedelta(days=rng.randint(1, 7)), ds))} · Facility ref. {letters(rng, 3)}{digits(rng, 7)} · Message sent to {esc(L['advising'][1])}</span></p>"
            f"<table class='m'><tr><th>Tag</th><th>Field</th><th>Content</th></tr>{''.join(rows)}</table>"
            f"<p class='small'>Please check the terms of the credit. Any discrepancy between this copy and your application must be reported to Trade Services within two business days. "
            f"{esc(bank[0])}, {esc(bank[1])}.</p>")
    return doc("LC copy", css, body), lc_truth(L)


def lc_email(rng):
    """E-mail from the issuing bank's trade operations to the applicant with the issued LC terms in plain lines."""
    L = lc_base(rng, export=False)
    while L["cc"] not in ("NGA", "GHA", "KEN", "UGA", "TZA", "ZAF", "EGY"):
        L = lc_base(rng, export=False)
    cc = L["cc"]
    bank = next(b for b in BANKS[cc] if b[0].upper() == L["issuing"][0])
    ds = rng.choice(["d/m/Y", "d Mon Y", "d-m-Y"])
    dom = re.sub(r"[^a-z]", "", bank[0].split()[0].lower()) + ".com"
    officer = person(rng, cc)
    lines = [f"LC No.: {L['lc_no']}", f"Form: {L['form']}", f"Issue date: {fd(L['issue'], ds)}", f"Rules: {L['rules']}",
             f"Expiry: {fd(L['expiry'], ds)}, {L['exp_place']}", f"Applicant: {L['app_name']}, {' '.join(L['app_addr'])}", f"Beneficiary: {L['ben_name']}, {' '.join(L['ben_addr'])}",
             f"Amount: {_amt_lc(rng, L, 'en')}" + (f" (+{L['tol'][0]}%/-{L['tol'][1]}%)" if L["tol"] else ""),
             f"Available with: {L['av_with']}", f"Available by: {L['av_by']}"]
    if L["part"]:
        lines.append(f"Partial shipment: {L['part']}")
    if L["trans"]:
        lines.append(f"Transhipment: {L['trans']}")
    if L["pol"]:
        lines.append(f"Loading: {L['pol']}")
    if L["pod"]:
        lines.append(f"Discharge: {L['pod']}")
    if L["ship"]:
        lines.append(f"Latest shipment: {fd(L['ship'], ds)}")
    lines.append(f"Goods: {L['goods']}")
    body_lines = "".join(f"<div>{esc(x)}</div>" for x in lines)
    docs = "".join(f"<div>{i}. {esc(d)}</div>" for i, d in enumerate(L["docs"], 1))
    tail = []
    if L["pres"] is not None:
        tail.append(f"Presentation period: {L['pres']} days after shipment date")
    tail.append(f"Confirmation: {L['conf']}")
    body = (f"<table class='h'><tr><td>From:</td><td>Trade Operations &lt;tradeops@{dom}&gt;</td></tr><tr><td>To:</td><td>{esc(L['app_name'].title())} &lt;imports@{re.sub('[^a-z]', '', L['app_name'].split()[0].lower())}.com&gt;</td></tr>"
            f"<tr><td>Sent:</td><td>{esc(fd(L['issue'], 'd Month Y'))}</td></tr><tr><td>Subject:</td><td>RE: LC ISSUANCE - {esc(L['app_name'])} - {esc(L['lc_no'])}</td></tr></table><hr>"
            f"<p>Dear Valued Customer,</p><p>Further to your application and Form M/IDF {esc(L['formm'])}, please be informed that the documentary credit has been issued and transmitted to "
            f"{esc(L['advising'][0])} today. Find the main terms below:</p><div class='box'>{body_lines}<div>Documents required:</div>{docs}"
            + "".join(f"<div>{esc(x)}</div>" for x in tail) + "</div>"
            f"<p>Your account has been debited with our issuance commission and charges totalling {esc(COUNTRY[cc][4])} {fa(rng.uniform(50_000, 900_000), 'en')}. "
            f"Kindly forward a copy to your supplier.</p><p>Best regards,<br>{esc(full(officer))}<br>Trade Operations, {esc(bank[0])}<br>{esc(bank[1])}</p>"
            "<p class='small'>This message is confidential. The bank will never ask for your PIN or password by e-mail.</p>")
    css = "table.h td{padding:1px 6px;font-size:9.5pt}.box{font-family:'DejaVu Sans Mono',monospace;font-size:8.8pt;border-left:3px solid #999;padding-left:8px}"
    return doc("email", css, body, font="Calibri, Carlito, 'Liberation Sans', sans-serif"), lc_truth(L)


LC_LAYOUTS = {"mt700_fin_raw": lc_mt700_raw, "mt700_swift_print": lc_mt700_alliance, "export_lc_advice": lc_export_advice,
              "import_lc_application_copy": lc_ng_application, "fr_lettre_ouverture": lc_fr_letter, "issuing_bank_letter": lc_en_letter,
              "trade_system_print": lc_system_print, "mt700_tag_table_copy": lc_tag_table, "tradeops_email": lc_email}


# ---------------------------------------------------------------------------------------------
# home-loan applications
# ---------------------------------------------------------------------------------------------

RATES = {"NGA": [(6.0, 6.0), (17.5, 26.0)], "GHA": [(24.0, 32.0)], "KEN": [(11.0, 15.5)], "UGA": [(15.5, 19.0)], "TZA": [(14.5, 18.0)],
         "ZAF": [(11.25, 13.75)], "EGY": [(3.0, 3.0), (8.0, 8.0), (18.0, 24.5)], "MAR": [(4.25, 6.75)], "SEN": [(6.5, 9.0)],
         "CIV": [(6.5, 9.0)], "CMR": [(7.0, 11.0)], "GAB": [(7.0, 11.0)]}
PURPOSE_EN = {"purchase": ["Purchase of completed home", "Acquisition of residential property", "Home purchase"],
              "construction": ["Construction of residential house", "Self-build (construction)", "Completion of building construction"],
              "refinance": ["Refinance of existing mortgage", "Switch of home loan from another lender (refinance)", "Mortgage refinancing"],
              "other": ["Home improvement / renovation", "Extension and renovation of existing home"]}
PURPOSE_FR = {"purchase": ["Acquisition d'un logement", "Achat d'une villa"], "construction": ["Construction d'une maison d'habitation", "Construction d'une villa"],
              "refinance": ["Rachat de crédit immobilier", "Reprise d'un prêt immobilier existant"], "other": ["Travaux d'aménagement / rénovation", "Extension de l'habitation"]}
MARITAL_EN = {"married": ["Married"], "unmarried": ["Single", "Divorced", "Widowed"], "separated": ["Separated"]}
MARITAL_FR = {"married": ["Marié(e)"], "unmarried": ["Célibataire", "Divorcé(e)", "Veuf / Veuve"], "separated": ["Séparé(e) de corps"]}


def loan_base(rng, cc, usd_ok=False):
    sex = rng.choice("MF")
    b = person(rng, cc, sex)
    sign = rdate(rng, date(2023, 1, 5), date(2025, 11, 25))
    dob = rdate(rng, date(1964, 1, 1), date(1998, 12, 31))
    r = rng.random()
    marital = "married" if r < 0.55 else "unmarried" if r < 0.88 else "separated"
    cobs = []
    if marital == "married" and rng.random() < 0.6:
        sp = person(rng, cc, "F" if sex == "M" else "M")
        sp["surname"] = b["surname"] if rng.random() < 0.7 else sp["surname"]
        cobs.append(sp)
    for _ in range(rng.choice([0, 0, 0, 0, 1, 1, 2])):
        if len(cobs) < 3:
            cobs.append(person(rng, cc))
    for c in cobs:
        c["dob"] = rdate(rng, date(1962, 1, 1), date(2000, 12, 31))
    employer = rng.choice(EMPLOYERS[cc])
    prev = rng.choice([e for e in EMPLOYERS[cc] if e != employer])
    start = rdate(rng, add_years(sign, -20), sign - timedelta(days=400))
    cur = COUNTRY[cc][4]
    lo, hi, step = INCOME[cur]
    gross = rng.randrange(lo * 2, hi * 2, step)
    net = round(gross * rng.uniform(0.62, 0.8) / step) * step
    loan_cur = "USD" if (usd_ok and rng.random() < 0.35) else cur
    lo_r, hi_r = rng.choice(RATES[cc])
    rate = round(rng.uniform(lo_r, hi_r) * 4) / 4 if lo_r != hi_r else lo_r
    value = gross * (rng.randint(18, 45) if rate > 15 else rng.randint(30, 85))
    if loan_cur == "USD":
        value = value / {"GHS": 12.5, "NGN": 1500, "KES": 130}.get(cur, 12.5)
    unit = 1000 if loan_cur == "USD" else step * 100
    value = max(unit, round(value / unit) * unit)
    loan = round(value * rng.uniform(0.5, 0.9) / (unit / 10)) * (unit / 10)
    years = rng.choice([5, 10, 15, 15, 20, 20, 25] if cc not in ("ZAF",) else [20, 20, 25, 30])
    months = years * 12
    r = rng.random()
    purpose = "purchase" if r < 0.55 else "construction" if r < 0.75 else "refinance" if r < 0.87 else "other"
    return dict(cc=cc, b=b, sex=sex, sign=sign, dob=dob, marital=marital, cobs=cobs, employer=employer, prev=prev, start=start,
                cur=cur, gross=gross, net=net, loan_cur=loan_cur, value=value, loan=loan, rate=rate, years=years, months=months,
                purpose=purpose, email=email_for(rng, b) if rng.random() < 0.78 else None, phone=phone(rng, cc) if rng.random() < 0.9 else None,
                app_no=None, guarantors=[person(rng, cc) for _ in range(rng.choice([0, 1, 2]))])


def loan_truth(D, name, cob_names, prop_lines, **over):
    t = {"application_number": D["app_no"],
         "borrower": {"full_name": name, "date_of_birth": D["dob"].isoformat(), "marital_status": D["marital"],
                      "email": D["email"], "phone": D["phone"]},
         "co_borrowers": [{"full_name": n, "date_of_birth": c["dob"].isoformat()} for n, c in zip(cob_names, D["cobs"])],
         "employer_name": D["employer"], "employment_start_date": D["start"].isoformat(),
         "monthly_income": float(D["gross"]), "income_currency": D["cur"], "loan_amount": float(D["loan"]), "loan_currency": D["loan_cur"],
         "loan_purpose": D["purpose"], "loan_term_months": D["months"], "interest_rate_percent": D["rate"],
         "property_address": " ".join(prop_lines), "property_value": float(D["value"])}
    t.update(over)
    return t


def lmoney(rng, D, x, cur_key="loan_cur", **kw):
    cur = D[cur_key]
    if cur == "USD":
        return f"US$ {fa(x, 'en', kw.get('dec', True))}" if rng.random() < 0.5 else f"USD {fa(x, 'en')}"
    return money(rng, D["cc"], x, **kw)


def rate_txt(rate, fr=False):
    s = f"{rate:.2f}"
    return (s.replace(".", ",") if fr else s) + ("\u00a0% l'an" if fr else "% p.a.")


def loan_ng_boxed(rng):
    """Nigerian mortgage bank application (NHF / commercial), boxed sections, employer's confirmation and guarantors."""
    cc = "NGA"
    D = loan_base(rng, cc)
    lender = rng.choice(MORTGAGE_LENDERS[cc])
    nhf = "Federal Mortgage" in lender[0] or D["rate"] == 6.0
    D["app_no"] = f"{'NHF' if nhf else 'MTG'}/{rng.choice(['LAG', 'ABJ', 'PHC', 'IBD'])}/{D['sign'].year}/{digits(rng, 5)}"
    ds = rng.choice(["d/m/Y", "d-m-Y", "d MON Y"])
    b = D["b"]
    sur, first, other = b["surname"].upper(), b["given"][0], " ".join(b["given"][1:])
    name = " ".join(x for x in [first, other, sur] if x)
    prop = address(rng, cc)
    css = ("table.g{width:100%;margin-top:4px}table.g td{border:1px solid #444;padding:2px 4px;vertical-align:top;font-size:9pt}.cap{font-size:6.8pt;color:#444}"
           ".v{font-weight:bold;font-family:'DejaVu Sans Mono',monospace;font-size:9pt}.sec{background:#1f3d7a;color:#fff;padding:2px 6px;font-weight:bold;margin-top:8px;font-size:9pt}")

    def bx(cap, val, cs=1):
        return f"<td colspan='{cs}'><div class='cap'>{esc(cap)}</div><div class='v'>{val}</div></td>"
    mar = " ".join(f"{cb(D['marital'] == k and (k != 'unmarried' or t == 'Single'))}{t}" for k, t in [("unmarried", "Single"), ("married", "Married"), ("separated", "Separated")])
    if D["marital"] == "unmarried" and rng.random() < 0.4:
        mar = " ".join(f"{cb(t == 'Divorced')}{t}" for t in ["Single", "Married", "Separated", "Divorced", "Widowed"])
    purp = " ".join(f"{cb(D['purpose'] == k)}{t}" for k, t in [("purchase", "Purchase of completed house"), ("construction", "Construction"),
                                                             ("refinance", "Refinancing"), ("other", "Home improvement")])
    cob_html = ""
    cob_names = []
    for i, c in enumerate(D["cobs"], 1):
        nm = f"{' '.join(c['given'])} {c['surname'].upper()}"
        cob_names.append(nm)
        cob_html += "<tr>" + bx(f"Co-applicant {i} – full name", esc(nm), 2) + bx("Date of birth", esc(fd(c["dob"], ds))) + bx("Relationship", "Spouse" if i == 1 and D["marital"] == "married" else "Joint applicant") + "</tr>"
    if not cob_html:
        cob_html = "<tr>" + bx("Co-applicant full name", "N/A", 2) + bx("Date of birth", "&nbsp;") + bx("Relationship", "&nbsp;") + "</tr>"
    gua = ""
    for g in D["guarantors"]:
        gua += "<tr>" + bx("Guarantor name", esc(full(g)), 2) + bx("Occupation / employer", esc(rng.choice(OCC_EN) + ", " + rng.choice(EMPLOYERS[cc]))) + bx("Phone", esc(phone(rng, cc))) + "</tr>"
    if not gua:
        gua = "<tr>" + bx("Guarantor name", "&nbsp;", 2) + bx("Occupation / employer", "&nbsp;") + bx("Phone", "&nbsp;") + "</tr>"
    hr_name = full(person(rng, cc))
    body = (f"<table style='width:100%'><tr><td><b style='font-size:14pt;color:#1f3d7a'>{esc(lender[0])}</b><br><span class='small'>{esc(lender[1])} · Licensed by the Central Bank of Nigeria</span></td>"
            f"<td style='text-align:right'><b>{'NATIONAL HOUSING FUND (NHF) ' if nhf else ''}MORTGAGE LOAN APPLICATION FORM</b><br>Application No.: <b>{esc(D['app_no'])}</b></td></tr></table>"
            "<div class='sec'>PART A – APPLICANT'S PERSONAL DATA</div><table class='g'><tr>"
            + bx("Surname", esc(sur)) + bx("First name", esc(first)) + bx("Middle name", esc(other) or "&nbsp;") + bx("Date of birth", esc(fd(D["dob"], ds)))
            + "</tr><tr>" + bx("Marital status", mar, 2) + bx("Mobile phone", esc(D["phone"]) if D["phone"] else "&nbsp;") + bx("E-mail", esc(D["email"]) if D["email"] else "&nbsp;")
            + "</tr><tr>" + bx("Residential address", esc(" ".join(address(rng, cc))), 2) + bx("BVN", "22" + digits(rng, 9)) + bx("NHF contributor no." if nhf else "NIN", digits(rng, 11))
            + "</tr>" + cob_html + "</table>"
            "<div class='sec'>PART B – EMPLOYMENT AND INCOME</div><table class='g'><tr>"
            + bx("Name of employer", esc(D["employer"]), 2) + bx("Date of first appointment", esc(fd(D["start"], ds))) + bx("Grade level / designation", esc(f"GL {rng.randint(8, 17)} / {rng.choice(OCC_EN)}"))
            + "</tr><tr>" + bx("Gross monthly salary", esc(money(rng, cc, D["gross"]))) + bx("Net monthly salary", esc(money(rng, cc, D["net"])))
            + bx("Expected retirement date", esc(fd(add_years(D["dob"], 60), ds))) + bx("Previous employer", esc(D["prev"])) + "</tr></table>"
            "<div class='sec'>PART C – LOAN AND PROPERTY DETAILS</div><table class='g'><tr>"
            + bx("Purpose of loan", purp, 4) + "</tr><tr>" + bx("Loan amount requested", esc(money(rng, cc, D["loan"]))) + bx("Tenor", esc(f"{D['years']} years"))
            + bx("Interest rate", esc(rate_txt(D["rate"]))) + bx("Equity contribution", esc(money(rng, cc, D["value"] - D["loan"])))
            + "</tr><tr>" + bx("Address of property to be financed", lines_html(prop), 3) + bx("Property value / purchase price", esc(money(rng, cc, D["value"])))
            + "</tr><tr>" + bx("Title document", esc(rng.choice(["Certificate of Occupancy", "Governor's Consent", "Deed of Assignment"])) + " No. " + digits(rng, 5), 2)
            + bx("Developer / vendor", esc(rng.choice(["Lekki Gardens Estate Ltd", "Brains & Hammers Ltd", "Mixta Nigeria", "Private vendor"])), 2) + "</tr></table>"
            "<div class='sec'>PART D – GUARANTORS</div><table class='g'>" + gua + "</table>"
            "<div class='pb'><div class='sec'>PART E – EMPLOYER'S CONFIRMATION (to be completed by the Head of Human Resources)</div>"
            f"<p>We confirm that <b>{esc(name)}</b> is a confirmed staff of <b>{esc(D['employer'])}</b> since <b>{esc(fd(D['start'], ds))}</b> and that the gross monthly salary stated above is correct. "
            f"We undertake to deduct the monthly repayment from source and remit to {esc(lender[0])} until the loan is fully repaid.</p>"
            f"<p>Name: {esc(hr_name)} &nbsp; Designation: Head, Human Resources &nbsp; Date: {esc(fd(D['sign'] + timedelta(days=rng.randint(1, 10)), ds))} &nbsp; Official stamp: ________</p>"
            "<div class='sec'>PART F – DECLARATION</div>"
            + "".join(f"<p class='small'>{esc(t)}</p>" for t in ["I declare that the information given in this application is true and complete and I authorise the Bank to verify it with my employer, credit bureaux and any other source.",
                                                                   "I understand that the loan is subject to satisfactory valuation of the property, perfection of the legal mortgage and the Bank's credit approval.",
                                                                   "Processing fee of 1% of the loan amount, legal and valuation fees are payable by the applicant and are not refundable."])
            + f"<p>Applicant's signature: ____________ &nbsp; Date: {esc(fd(D['sign'], ds))}</p></div>")
    return doc("Mortgage application", css, body), loan_truth(D, name, cob_names, prop)


def loan_za_home(rng):
    """South African home-loan application: bordered cells with captions above the value, Rand amounts."""
    cc = "ZAF"
    D = loan_base(rng, cc)
    bank = rng.choice(BANKS[cc])
    D["app_no"] = f"HL{D['sign'].year % 100}{digits(rng, 8)}"
    ds = rng.choice(["Y/m/d", "d/m/Y", "d Month Y"])
    b = D["b"]
    name = " ".join(b["given"]) + " " + b["surname"]
    prop = address(rng, cc)
    mar = {"married": rng.choice(["Married in community of property", "Married out of community of property (with accrual)"]),
           "unmarried": rng.choice(["Single", "Divorced", "Widowed"]), "separated": "Separated"}[D["marital"]]
    css = (".grid{display:grid;grid-template-columns:repeat(4,1fr);border-left:1px solid #000;border-top:1px solid #000;margin-top:3px}"
           ".grid>div{border-right:1px solid #000;border-bottom:1px solid #000;padding:2px 4px;min-height:26px}.w2{grid-column:span 2}.w4{grid-column:span 4}"
           ".cap{font-size:6.8pt;color:#333}.v{font-size:9.5pt}.h{font-weight:bold;margin-top:9px;border-bottom:2px solid #000}")

    def c(cap, val, w=""):
        return f"<div class='{w}'><div class='cap'>{esc(cap)}</div><div class='v'>{val}</div></div>"
    purpose = {"purchase": "Purchase of property", "construction": "Building loan", "refinance": "Switch from another bank (refinance)",
               "other": "Further loan for renovations"}[D["purpose"]]
    prime = 11.75 if D["sign"] >= date(2023, 6, 1) else 11.25
    margin = round(D["rate"] - prime, 2)
    rate_cell = f"{fa(D['rate'], 'fr')}% (prime {'+' if margin >= 0 else '-'} {fa(abs(margin), 'fr')}%)"
    cob_names, cobs = [], ""
    for c_ in D["cobs"]:
        nm = " ".join(c_["given"]) + " " + c_["surname"]
        cob_names.append(nm)
        cobs += c("Co-applicant full names and surname", esc(nm), "w2") + c("Date of birth", esc(fd(c_["dob"], ds))) + c("SA ID number", id_number(rng, cc, "national_id", c_["dob"], c_["sex"])[1])
    body = (f"<div style='display:flex;justify-content:space-between'><b style='font-size:15pt'>{esc(bank[0])}</b><span class='small'>Home Loans<br>{esc(bank[1])}</span></div>"
            f"<h2 style='font-size:13pt;margin:4px 0'>Home loan application</h2><div class='small'>Application reference: <b>{esc(D['app_no'])}</b> · Channel: {rng.choice(['Branch', 'ooba home loans', 'BetterBond', 'Online'])}</div>"
            "<div class='h'>1. Main applicant</div><div class='grid'>"
            + c("Surname", esc(b["surname"])) + c("First names", esc(" ".join(b["given"])), "w2") + c("Date of birth", esc(fd(D["dob"], ds)))
            + c("SA ID number", id_number(rng, cc, "national_id", D["dob"], D["sex"])[1]) + c("Marital status", esc(mar), "w2") + c("Number of dependants", str(rng.randint(0, 4)))
            + c("Cellphone", esc(D["phone"]) if D["phone"] else "") + c("E-mail", esc(D["email"]) if D["email"] else "", "w2") + c("Home language", rng.choice(["English", "isiZulu", "Afrikaans", "Sesotho", "isiXhosa"]))
            + "</div>" + ("<div class='h'>2. Co-applicant(s)</div><div class='grid'>" + cobs + "</div>" if cobs else "<div class='h'>2. Co-applicant(s)</div><div class='small'>None</div>")
            + "<div class='h'>3. Employment and income (main applicant)</div><div class='grid'>"
            + c("Employer", esc(D["employer"]), "w2") + c("Employed since", esc(fd(D["start"], ds))) + c("Employment type", "Permanent")
            + c("Gross monthly salary", esc(money(rng, cc, D["gross"], sym="R"))) + c("Net monthly salary (after deductions)", esc(money(rng, cc, D["net"], sym="R")))
            + c("Monthly expenses", esc(money(rng, cc, D["net"] * rng.uniform(0.3, 0.6), sym="R"))) + c("Previous employer", esc(D["prev"])) + "</div>"
            + "<div class='h'>4. Loan and property</div><div class='grid'>"
            + c("Loan purpose", esc(purpose), "w2") + c("Loan amount applied for", esc(money(rng, cc, D["loan"], sym="R"))) + c("Term", f"{D['months']} months")
            + c("Purchase price / property value", esc(money(rng, cc, D["value"], sym="R"))) + c("Deposit", esc(money(rng, cc, D["value"] - D["loan"], sym="R")))
            + c("Interest rate (linked to prime)", esc(rate_cell), "w2")
            + c("Property address (physical)", lines_html(prop), "w2") + c("Erf / stand number", f"Erf {rng.randint(100, 99999)}") + c("Property type", rng.choice(["Freehold", "Sectional title", "Estate"]))
            + "</div><div class='pb'><div class='h'>5. Consent and declaration</div>"
            + "".join(f"<p class='small'>{esc(t)}</p>" for t in [
                "I consent to the bank obtaining my credit record from registered credit bureaux and to verifying my income with my employer, as permitted by the National Credit Act 34 of 2005.",
                "I confirm that I am not under debt review, administration or sequestration, and that the information in this application is true and correct.",
                "I consent to the processing of my personal information in accordance with the Protection of Personal Information Act 4 of 2013 (POPIA).",
                "The interest rate is variable and linked to the prime lending rate. A quotation (pre-agreement statement) will be issued before the agreement is concluded."])
            + f"<p>Signed at {rng.choice(['Sandton', 'Cape Town', 'Durban', 'Pretoria'])} on {esc(fd(D['sign'], ds))}. Signature: ____________</p></div>")
    return doc("Home loan", css, body), loan_truth(D, name, cob_names, prop)


def loan_ea_table(rng):
    """East African salary-based mortgage application: label/value table rows, employer check-off confirmation."""
    cc = rng.choice(["KEN", "KEN", "UGA", "TZA"])
    D = loan_base(rng, cc, usd_ok=cc == "KEN")
    lender = rng.choice(MORTGAGE_LENDERS[cc] + [(b[0], b[1]) for b in BANKS[cc]])
    D["app_no"] = rng.choice([f"MLA-{D['sign'].year}-{digits(rng, 6)}", f"{digits(rng, 3)}/HL/{D['sign'].year}/{digits(rng, 4)}"])
    ds = rng.choice(["d/m/Y", "d.m.Y", "d Mon Y"])
    b = D["b"]
    name = full(b)
    prop = address(rng, cc)
    rows = [("Application No.", esc(D["app_no"])), ("Applicant's full name", esc(name)), ("Date of birth", esc(fd(D["dob"], ds))),
            ("Marital status", esc(rng.choice(MARITAL_EN[D["marital"]]))), ("ID number", esc(id_number(rng, cc, "national_id", D["dob"], D["sex"])[1]))]
    if D["phone"]:
        rows.append(("Mobile number", esc(D["phone"])))
    if D["email"]:
        rows.append(("E-mail address", esc(D["email"])))
    rows.append(("Postal address", esc(f"P.O. Box {rng.randint(100, 99999)}, {rng.choice(['Nairobi', 'Kampala', 'Dar es Salaam', 'Nakuru'])}")))
    cob_names = []
    for i, c in enumerate(D["cobs"], 1):
        cob_names.append(full(c))
        rows.append((f"Joint applicant {i}", f"{esc(full(c))} — born {esc(fd(c['dob'], ds))}"))
    rows += [("Employer", esc(D["employer"])), ("Date of employment", esc(fd(D["start"], ds))), ("Terms of employment", rng.choice(["Permanent and pensionable", "Permanent", "Contract (renewable)"])),
             ("Basic salary (monthly)", esc(money(rng, cc, round(D["gross"] * 0.7 / 100) * 100))), ("Gross monthly income", esc(money(rng, cc, D["gross"]))),
             ("Net monthly income", esc(money(rng, cc, D["net"]))), ("Existing loan repayments (monthly)", esc(money(rng, cc, round(D["net"] * rng.uniform(0.05, 0.25) / 100) * 100))),
             ("Loan purpose", esc(rng.choice(PURPOSE_EN[D["purpose"]]))), ("Amount applied for", esc(lmoney(rng, D, D["loan"]))),
             ("Repayment period", f"{D['months']} months"), ("Interest rate", esc(rate_txt(D["rate"]))),
             ("Property location / address", lines_html(prop)), ("Title number", esc(rng.choice(["Nairobi/Block 82/", "LR No. 209/", "Kyadondo Block 215 Plot ", "Plot No. "]) + str(rng.randint(100, 9999)))),
             ("Estimated market value", esc(lmoney(rng, D, D["value"]))), ("Valuer", rng.choice(["Knight Frank Kenya", "Tysons Limited", "Crown Realty Valuers", "Ardhi Consultants"]))]
    trs = "".join(f"<tr><td class='l'>{esc(a)}</td><td>{v}</td></tr>" for a, v in rows)
    css = "table.t{width:100%}table.t td{border:1px solid #666;padding:3px 6px;font-size:9.5pt;vertical-align:top}td.l{width:36%;background:#f3f6f3}.h{color:#00563f;font-size:15pt;font-weight:bold}"
    body = (f"<div class='h'>{esc(lender[0])}</div><div class='small'>{esc(lender[1])}</div><h3>MORTGAGE LOAN APPLICATION – SALARIED APPLICANTS</h3>"
            f"<table class='t'>{trs}</table>"
            f"<h4>EMPLOYER'S UNDERTAKING (CHECK-OFF)</h4><p style='font-size:9pt'>We, {esc(D['employer'])}, confirm that the applicant named above has been in our permanent employment since "
            f"{esc(fd(D['start'], ds))}, and undertake to remit the monthly instalments to the lender through check-off and not to release terminal benefits without the lender's clearance.</p>"
            f"<p style='font-size:9pt'>Signed: ____________ for Human Resources Manager ({esc(full(person(rng, cc)))}), {esc(fd(D['sign'] + timedelta(days=rng.randint(0, 12)), ds))}</p>"
            + "".join(f"<p class='small'>{esc(t)}</p>" for t in boiler(rng, "en", rng.randint(1, 4))))
    return doc("Mortgage", css, body), loan_truth(D, name, cob_names, prop)


def loan_fr_demande(rng):
    """Demande de crédit immobilier (UEMOA / CEMAC / Maroc): sections, libellés à points, montants en FCFA / DH."""
    cc = rng.choice(["SEN", "CIV", "CMR", "GAB", "MAR"])
    D = loan_base(rng, cc)
    lender = rng.choice(MORTGAGE_LENDERS[cc])
    D["app_no"] = f"DCI/{rng.choice(['DKR', 'ABJ', 'DLA', 'LBV', 'CAS'])}/{D['sign'].year % 100}/{digits(rng, 5)}"
    ds = rng.choice(FR_DATES)
    b = D["b"]
    nom, pren = b["surname"].upper(), " ".join(b["given"])
    name = f"{pren} {nom}"
    prop = address(rng, cc)
    css = (".f{display:flex;margin:2px 0}.f .l{white-space:nowrap}.f .d{flex:1;border-bottom:1px dotted #000;margin:0 4px 3px}.f .v{font-weight:bold}"
           ".s{background:#ddd;font-weight:bold;padding:2px 5px;margin-top:8px}")

    def f(l, v):
        return f"<div class='f'><span class='l'>{esc(l)}</span><span class='d'></span><span class='v'>{v}</span></div>"
    amt = lambda x: esc(money(rng, cc, x))  # noqa: E731
    parts = [f"<div class='s'>1. L'EMPRUNTEUR</div>", f("Nom", esc(nom)), f("Prénoms", esc(pren)), f("Né(e) le", esc(fd(D["dob"], ds))),
             f("Situation de famille", esc(rng.choice(MARITAL_FR[D["marital"]])))]
    if D["phone"]:
        parts.append(f("Téléphone portable", esc(D["phone"])))
    if D["email"]:
        parts.append(f("Adresse électronique", esc(D["email"])))
    cob_names = []
    if D["cobs"]:
        parts.append("<div class='s'>2. CO-EMPRUNTEUR(S)</div>")
        for c in D["cobs"]:
            cob_names.append(f"{' '.join(c['given'])} {c['surname'].upper()}")
            parts += [f("Nom et prénoms", esc(f"{c['surname'].upper()} {' '.join(c['given'])}")), f("Date de naissance", esc(fd(c["dob"], ds)))]
    else:
        parts += ["<div class='s'>2. CO-EMPRUNTEUR(S)</div>", "<div class='small'>Néant</div>"]
    parts += ["<div class='s'>3. SITUATION PROFESSIONNELLE</div>", f("Employeur", esc(D["employer"])), f("Date d'embauche", esc(fd(D["start"], ds))),
              f("Fonction", esc(rng.choice(OCC_FR))), f("Salaire brut mensuel", amt(D["gross"])), f("Salaire net mensuel", amt(D["net"])),
              f("Employeur précédent", esc(D["prev"])),
              "<div class='s'>4. LE PROJET</div>", f("Objet du crédit", esc(rng.choice(PURPOSE_FR[D["purpose"]]))),
              f("Adresse du bien", lines_html(prop)), f("Titre foncier n°", f"TF {digits(rng, 5)}/{rng.choice(['DG', 'NGA', 'W', 'CA'])}"),
              f("Valeur du bien (selon expertise)", amt(D["value"])), f("Apport personnel", amt(D["value"] - D["loan"])),
              f("Montant sollicité", amt(D["loan"])), f("Durée", f"{D['months']} mois"), f("Taux d'intérêt", esc(rate_txt(D["rate"], fr=True)))]
    if D["guarantors"]:
        g = D["guarantors"][0]
        parts += ["<div class='s'>5. CAUTION PERSONNELLE</div>", f("Nom et prénoms de la caution", esc(f"{g['surname'].upper()} {' '.join(g['given'])}")),
                  f("Profession", esc(rng.choice(OCC_FR)))]
    body = (f"<table style='width:100%'><tr><td><b style='font-size:14pt'>{esc(lender[0])}</b><br><span class='small'>{esc(lender[1])}</span></td>"
            f"<td style='text-align:right'>Dossier n° <b>{esc(D['app_no'])}</b><br><span class='small'>Reçu le {esc(fd(D['sign'], ds))}</span></td></tr></table>"
            "<h3 style='text-align:center;border:1px solid #000;padding:4px'>DEMANDE DE CRÉDIT IMMOBILIER</h3>" + "".join(parts)
            + "<div class='s'>ENGAGEMENTS</div>" + "".join(f"<p class='small'>{esc(t)}</p>" for t in boiler(rng, "fr", rng.randint(2, 5)))
            + "<p class='small'>Le demandeur autorise la domiciliation irrévocable de son salaire et s'engage à souscrire une assurance décès-invalidité couvrant le capital emprunté.</p>"
            + f"<p>Fait à {esc(lender[1].split(',')[-1].strip())}, le {esc(fd(D['sign'], ds))} &nbsp;&nbsp; Signature de l'emprunteur : ______________</p>")
    return doc("Demande de crédit", css, body, font="'Liberation Serif',serif", size="10.5pt"), loan_truth(D, name, cob_names, prop)


def loan_gh_questionnaire(rng):
    """Ghanaian home-loan questionnaire (GHS or USD mortgage), numbered questions, answers below."""
    cc = "GHA"
    D = loan_base(rng, cc, usd_ok=True)
    lender = rng.choice(MORTGAGE_LENDERS[cc])
    D["app_no"] = f"GH-ML-{D['sign'].year}-{digits(rng, 5)}"
    ds = rng.choice(EN_DATES)
    b = D["b"]
    name = full(b)
    prop = address(rng, cc)
    qs = [("Application reference", esc(D["app_no"])), ("Full name of applicant", esc(name)), ("Date of birth", esc(fd(D["dob"], ds))),
          ("Marital status", esc(rng.choice(MARITAL_EN[D["marital"]]))),
          ("Ghana Card number", esc(id_number(rng, cc, "national_id", D["dob"], D["sex"])[1])),
          ("Telephone", esc(D["phone"]) if D["phone"] else "—"), ("E-mail", esc(D["email"]) if D["email"] else "—"),
          ("Will anyone apply jointly with you? If yes, give full name(s) and date(s) of birth.",
           "<br>".join(f"{esc(full(c))}, born {esc(fd(c['dob'], ds))}" for c in D["cobs"]) if D["cobs"] else "No"),
          ("Who is your current employer and when did you join?", f"{esc(D['employer'])}, joined {esc(fd(D['start'], ds))}"),
          ("What is your gross monthly income (before tax and SSNIT)?", esc(money(rng, cc, D["gross"]))),
          ("What is your take-home (net) pay?", esc(money(rng, cc, D["net"]))),
          ("What is the purpose of the loan?", esc(rng.choice(PURPOSE_EN[D["purpose"]]))),
          ("Address / location of the property (with GhanaPost GPS address)", lines_html(prop)),
          ("Property value (per valuation report or sale agreement)", esc(lmoney(rng, D, D["value"]))),
          ("How much do you wish to borrow?", esc(lmoney(rng, D, D["loan"]))), ("Over how many years?", f"{D['years']} years"),
          ("Quoted interest rate", esc(f"{D['rate']:.2f}% per annum ({'USD' if D['loan_cur'] == 'USD' else 'GHS'} facility)"))]
    items = "".join(f"<div class='q'><div>{i}. {esc(q) if '<' not in q else q}</div><div class='a'>{a}</div></div>" for i, (q, a) in enumerate(qs, 1))
    css = ".q{margin:5px 0;font-size:9.5pt}.a{border-bottom:1px solid #888;padding:1px 0 1px 16px;font-family:'DejaVu Serif',serif;color:#0b2a6b}"
    body = (f"<b style='font-size:14pt'>{esc(lender[0])}</b><br><span class='small'>{esc(lender[1])}</span><h3>HOME LOAN APPLICATION QUESTIONNAIRE</h3>{items}"
            + "".join(f"<p class='small'>{esc(t)}</p>" for t in boiler(rng, "en", rng.randint(1, 4)))
            + f"<p>Signature: __________ Date: {esc(fd(D['sign'], ds))}</p>")
    return doc("Home loan questionnaire", css, body), loan_truth(D, name, [full(c) for c in D["cobs"]], prop)


def loan_los_print(rng):
    """Loan-origination system print (monospace): application summary with applicant, obligors, facility, collateral."""
    cc = rng.choice(["EGY", "NGA", "KEN", "MAR", "EGY"])
    D = loan_base(rng, cc)
    bank = rng.choice(BANKS[cc])
    D["app_no"] = f"{rng.choice(['LOS', 'APP', 'RL'])}{D['sign'].year}{digits(rng, 7)}"
    ds = rng.choice(["d-MON-Y", "d/m/Y", "Y-m-d"])
    b = D["b"]
    name = " ".join(g.upper() for g in b["given"]) + " " + b["surname"].upper()
    prop = address(rng, cc, caps=True)
    out = [f"{bank[0].upper()[:44]:<46}LOAN ORIGINATION SYSTEM", f"{'RETAIL MORTGAGE - APPLICATION SUMMARY':<46}PAGE 1", "=" * 74]

    def kv(k, v):
        out.append(f"{k:<28}: {v}")
    kv("APPLICATION NO", D["app_no"])
    kv("APPLICATION DATE", fd(D["sign"], ds))
    kv("STATUS", rng.choice(["PENDING CREDIT REVIEW", "SUBMITTED", "UNDER APPRAISAL"]))
    out.append("-" * 74 + "\nPRIMARY APPLICANT")
    kv("NAME (FIRST MIDDLE LAST)", name)
    kv("DATE OF BIRTH", fd(D["dob"], ds))
    kv("MARITAL STATUS", {"married": "MARRIED", "unmarried": rng.choice(["SINGLE", "DIVORCED", "WIDOWED"]), "separated": "SEPARATED"}[D["marital"]])
    kv("MOBILE", D["phone"] or "")
    kv("EMAIL", (D["email"] or "").upper())
    cob_names = []
    out.append("-" * 74 + "\nJOINT OBLIGORS")
    if not D["cobs"]:
        out.append("  NONE")
    for i, c in enumerate(D["cobs"], 1):
        nm = " ".join(g.upper() for g in c["given"]) + " " + c["surname"].upper()
        cob_names.append(nm)
        out.append(f"  {i}. {nm:<40} DOB {fd(c['dob'], ds)}")
    out.append("-" * 74 + "\nEMPLOYMENT / INCOME")
    kv("EMPLOYER", D["employer"].upper())
    kv("EMPLOYMENT START DATE", fd(D["start"], ds))
    kv("GROSS MONTHLY INCOME", f"{D['cur']} {fa(D['gross'], 'en')}")
    kv("NET MONTHLY INCOME", f"{D['cur']} {fa(D['net'], 'en')}")
    inst = D["loan"] * (D["rate"] / 1200) / (1 - (1 + D["rate"] / 1200) ** -D["months"]) if D["rate"] else D["loan"] / D["months"]
    kv("PROPOSED INSTALMENT", f"{D['cur']} {fa(inst, 'en')}")
    kv("DEBT BURDEN RATIO", f"{inst / D['net'] * 100:.1f} PCT")
    out.append("-" * 74 + "\nFACILITY")
    kv("PRODUCT", {"purchase": "MORTGAGE - PURCHASE", "construction": "MORTGAGE - CONSTRUCTION", "refinance": "MORTGAGE - REFINANCE", "other": "HOME EQUITY - RENOVATION"}[D["purpose"]])
    kv("AMOUNT REQUESTED", f"{D['loan_cur']} {fa(D['loan'], 'en')}")
    kv("TENOR (MONTHS)", str(D["months"]))
    kv("INTEREST RATE (PCT P.A.)", f"{D['rate']:.2f}")
    kv("PROCESSING FEE", f"{D['cur']} {fa(D['loan'] * 0.01, 'en')}")
    out.append("-" * 74 + "\nCOLLATERAL")
    out.append(f"{'PROPERTY ADDRESS':<28}: {prop[0]}")
    out += [f"{'':<30}{x}" for x in prop[1:]]
    kv("MARKET VALUE", f"{D['loan_cur']} {fa(D['value'], 'en')}")
    kv("FORCED SALE VALUE", f"{D['loan_cur']} {fa(D['value'] * 0.7, 'en')}")
    kv("LTV", f"{D['loan'] / D['value'] * 100:.1f} PCT")
    out.append("=" * 74)
    kv("RM", full(person(rng, cc)).upper())
    css = "pre{font-family:'DejaVu Sans Mono',monospace;font-size:8.5pt;line-height:1.3}"
    return doc("LOS", css, f"<pre>{esc(chr(10).join(out))}</pre>"), loan_truth(D, name, cob_names, prop, employer_name=D["employer"].upper())


def loan_email_referral(rng):
    """E-mail from a branch / mortgage broker to the bank's credit team, application details in prose."""
    cc = rng.choice(["UGA", "TZA", "KEN", "ZAF", "NGA", "GHA"])
    D = loan_base(rng, cc, usd_ok=cc in ("GHA", "KEN"))
    bank = rng.choice(BANKS[cc])
    D["app_no"] = f"{rng.choice(['ML', 'HL', 'MTG'])}-{digits(rng, 7)}"
    ds = rng.choice(["d Month Y", "dth Month Y", "d/m/Y"])
    b = D["b"]
    name = full(b)
    prop = address(rng, cc)
    sender = person(rng, cc)
    he = "He" if D["sex"] == "M" else "She"
    his = "his" if D["sex"] == "M" else "her"
    mar = {"married": "married", "unmarried": rng.choice(["single", "divorced", "widowed"]), "separated": "separated"}[D["marital"]]
    cob = ""
    if D["cobs"]:
        parts = [f"{full(c)} (born {fd(c['dob'], ds)})" for c in D["cobs"]]
        cob = f" The application is joint with {', '.join(parts[:-1]) + ' and ' + parts[-1] if len(parts) > 1 else parts[0]}."
    purpose = {"purchase": "to purchase", "construction": "to construct a home on", "refinance": "to refinance the existing mortgage over", "other": "to renovate"}[D["purpose"]]
    contact = []
    if D["phone"]:
        contact.append(f"phone {D['phone']}")
    if D["email"]:
        contact.append(f"e-mail {D['email']}")
    paras = [f"Hi Credit Team,",
             f"Kindly review the attached mortgage application ref. {D['app_no']} for {name}, born {fd(D['dob'], ds)}, {mar}.{cob}",
             f"{he} has worked for {D['employer']} since {fd(D['start'], ds)} (previously with {D['prev']}). {his.capitalize()} gross monthly pay is "
             f"{money(rng, cc, D['gross'])} and net pay {money(rng, cc, D['net'])} per the last three payslips.",
             f"The client requests {lmoney(rng, D, D['loan'])} {purpose} the property at {' '.join(prop)}, valued at {lmoney(rng, D, D['value'])} "
             f"by {rng.choice(['Knight Frank', 'Broll Valuation', 'Ebenezer Valuers', 'Tysons'])}, over {D['months']} months at {D['rate']:.2f}% per annum.",
             (f"Client contacts: {'; '.join(contact)}." if contact else "The client prefers to be contacted through the branch."),
             "Employer letter, title search and valuation report are attached. Please advise if anything else is required.",
             f"Thanks,<br>{esc(full(sender))}<br>Mortgage Sales, {esc(bank[0])}"]
    dom = re.sub(r"[^a-z]", "", bank[0].split()[0].lower())
    body = (f"<table class='h'><tr><td>From:</td><td>{esc(full(sender))} &lt;{esc(sender['given'][0].lower())}@{dom}.com&gt;</td></tr>"
            f"<tr><td>To:</td><td>Retail Credit &lt;retailcredit@{dom}.com&gt;</td></tr><tr><td>Date:</td><td>{esc(fd(D['sign'], 'd Mon Y'))}</td></tr>"
            f"<tr><td>Subject:</td><td>Mortgage application {esc(D['app_no'])} – {esc(name)}</td></tr></table><hr>"
            + "".join(f"<p>{x if x.startswith('Thanks') else esc(x)}</p>" for x in paras)
            + "<p class='small'>Disclaimer: this e-mail is intended for the addressee only and may contain confidential information.</p>")
    css = "table.h td{padding:1px 6px;font-size:9.5pt}p{line-height:1.4}"
    return doc("email", css, body, font="Calibri, Carlito, 'Liberation Sans', sans-serif", size="10.5pt"), loan_truth(D, name, [full(c) for c in D["cobs"]], prop)


def loan_letter_employer(rng):
    """Applicant's letter requesting a mortgage, then (page 2) the employer's confirmation letter on letterhead."""
    cc = rng.choice(["KEN", "NGA", "GHA", "UGA", "TZA", "MAR", "SEN", "CIV"])
    fr = cc in FRANCO
    D = loan_base(rng, cc)
    lender = rng.choice(MORTGAGE_LENDERS[cc])
    D["app_no"] = f"{rng.choice(['REF', 'HL', 'MORT'])}/{D['sign'].year}/{digits(rng, 4)}"
    ds = rng.choice(FR_DATES if fr else EN_DATES)
    b = D["b"]
    name = full(b)
    home = address(rng, cc)
    prop = address(rng, cc)
    amt = lambda x: esc(lmoney(rng, D, x))  # noqa: E731
    cob_names = [full(c) for c in D["cobs"]]
    if fr:
        mar = rng.choice(MARITAL_FR[D["marital"]])
        joint = ""
        if D["cobs"]:
            joint = " Cette demande est présentée conjointement avec " + ", ".join(f"{full(c)}, né(e) le {fd(c['dob'], ds)}" for c in D["cobs"]) + "."
        obj = {"purchase": "l'acquisition du logement", "construction": "la construction d'une maison sur le terrain", "refinance": "le rachat du prêt immobilier grevant le bien",
               "other": "les travaux de rénovation du logement"}[D["purpose"]]
        body1 = (f"<p>{esc(name)}<br>{lines_html(home)}<br>Tél. : {esc(D['phone'] or '')}<br>{esc(D['email'] or '')}</p>"
                 f"<p style='margin-left:55%'>Monsieur le Directeur<br>{esc(lender[0])}<br>{esc(lender[1])}</p>"
                 f"<p><b>Objet : demande de prêt immobilier – réf. {esc(D['app_no'])}</b></p><p>Monsieur le Directeur,</p>"
                 f"<p>Je soussigné(e) {esc(name)}, né(e) le {esc(fd(D['dob'], ds))}, {esc(mar)}, salarié(e) de {esc(D['employer'])} depuis le {esc(fd(D['start'], ds))}, "
                 f"percevant un salaire brut mensuel de {esc(money(rng, cc, D['gross']))}, ai l'honneur de solliciter un prêt de {amt(D['loan'])} sur {D['months']} mois "
                 f"au taux de {esc(rate_txt(D['rate'], fr=True))}, destiné à financer {obj} situé(e) : {esc(' '.join(prop))}, d'une valeur de {amt(D['value'])}.{esc(joint)}</p>"
                 "<p>Je m'engage à domicilier mon salaire dans vos livres pendant toute la durée du prêt.</p>"
                 "<p>Dans l'attente d'une suite favorable, je vous prie d'agréer, Monsieur le Directeur, l'expression de mes salutations distinguées.</p>"
                 f"<p style='margin-left:55%'>Fait le {esc(fd(D['sign'], ds))}<br><br>{esc(name)}</p>")
        hr = full(person(rng, cc))
        body2 = (f"<div class='pb'><b style='font-size:13pt'>{esc(D['employer'])}</b><br><span class='small'>Direction des Ressources Humaines</span>"
                 f"<h3 style='text-align:center'>ATTESTATION DE TRAVAIL ET DE SALAIRE</h3>"
                 f"<p>Je soussigné(e), {esc(hr)}, Directeur des Ressources Humaines, atteste que {esc(name)} est employé(e) au sein de notre société depuis le "
                 f"{esc(fd(D['start'], ds))} en qualité de {esc(rng.choice(OCC_FR))}, sous contrat à durée indéterminée.</p>"
                 f"<p>Son salaire brut mensuel s'élève à {esc(money(rng, cc, D['gross']))} (net : {esc(money(rng, cc, D['net']))}).</p>"
                 f"<p>La présente attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit.</p><p>Fait le {esc(fd(D['sign'] - timedelta(days=rng.randint(1, 20)), ds))}</p></div>")
    else:
        mar = rng.choice(MARITAL_EN[D["marital"]]).lower()
        joint = ""
        if D["cobs"]:
            joint = " I am applying jointly with " + ", ".join(f"{full(c)} (date of birth {fd(c['dob'], ds)})" for c in D["cobs"]) + "."
        obj = {"purchase": "purchase the property", "construction": "construct a residential house on the plot", "refinance": "refinance the existing mortgage on the property",
               "other": "renovate and extend my home"}[D["purpose"]]
        contact = " ".join(x for x in [f"Tel: {D['phone']}" if D["phone"] else "", f"E-mail: {D['email']}" if D["email"] else ""] if x)
        body1 = (f"<p style='text-align:right'>{lines_html(home)}<br>{esc(contact)}<br>{esc(fd(D['sign'], ds))}</p>"
                 f"<p>The Manager, Mortgage Department<br>{esc(lender[0])}<br>{esc(lender[1])}</p><p>Dear Sir/Madam,</p>"
                 f"<p><b><u>RE: APPLICATION FOR A MORTGAGE FACILITY – YOUR REF. {esc(D['app_no'])}</u></b></p>"
                 f"<p>I, {esc(name)}, born on {esc(fd(D['dob'], ds))}, {esc(mar)}, hereby apply for a mortgage loan of {amt(D['loan'])} repayable over {D['months']} months "
                 f"at the offered rate of {esc(rate_txt(D['rate']))} to {obj} located at {esc(' '.join(prop))}, whose value is {amt(D['value'])}.{esc(joint)}</p>"
                 f"<p>I have been employed by {esc(D['employer'])} since {esc(fd(D['start'], ds))} and earn a gross monthly salary of {esc(money(rng, cc, D['gross']))}. "
                 f"Before that I worked with {esc(D['prev'])}. My employer's confirmation letter is attached.</p>"
                 "<p>I shall be grateful for your favourable consideration.</p><p>Yours faithfully,<br><br>" + esc(name) + "</p>")
        hr = full(person(rng, cc))
        body2 = (f"<div class='pb'><b style='font-size:13pt'>{esc(D['employer'])}</b><br><span class='small'>Human Resources Department · {esc(' '.join(address(rng, cc)))}</span>"
                 f"<p>{esc(fd(D['sign'] - timedelta(days=rng.randint(1, 20)), ds))}</p><p>The Manager<br>{esc(lender[0])}</p>"
                 f"<p><b><u>CONFIRMATION OF EMPLOYMENT – {esc(name.upper())}</u></b></p>"
                 f"<p>This is to confirm that the above-named is a permanent and pensionable employee of {esc(D['employer'])}, having joined on {esc(fd(D['start'], ds))}. "
                 f"{'He' if D['sex'] == 'M' else 'She'} currently earns a gross monthly salary of {esc(money(rng, cc, D['gross']))}, with a net pay of {esc(money(rng, cc, D['net']))}.</p>"
                 "<p>We have no objection to the facility and undertake to remit the monthly deductions to your institution.</p>"
                 f"<p>Yours faithfully,<br><br>{esc(hr)}<br>Head of Human Resources</p></div>")
    css = "p{line-height:1.4;text-align:justify}"
    return doc("Letter", css, body1 + body2, font="'Liberation Serif',serif", size="11pt"), loan_truth(D, name, cob_names, prop)


def loan_two_column(rng):
    """Credit-committee 'home loan application summary' sheet in two side-by-side columns (multi-column statement)."""
    cc = rng.choice(["EGY", "ZAF", "MAR", "NGA", "KEN", "CMR"])
    fr = cc in FRANCO
    D = loan_base(rng, cc)
    bank = rng.choice(BANKS[cc])
    D["app_no"] = f"{digits(rng, 4)}-{digits(rng, 6)}"
    ds = rng.choice(["d/m/Y", "d.m.Y", "d Mon Y"] if not fr else FR_DATES)
    b = D["b"]
    name = full(b, upper_sur=True)
    prop = address(rng, cc)
    L = (lambda en, f: f) if fr else (lambda en, f: en)
    amt = lambda x, k="loan_cur": esc(lmoney(rng, D, x, cur_key=k))  # noqa: E731
    left = [(L("Application number", "Numéro de dossier"), esc(D["app_no"])), (L("Applicant", "Demandeur"), esc(name)),
            (L("Date of birth", "Date de naissance"), esc(fd(D["dob"], ds))),
            (L("Marital status", "Situation familiale"), esc(rng.choice((MARITAL_FR if fr else MARITAL_EN)[D["marital"]])))]
    if D["phone"]:
        left.append((L("Phone", "Téléphone"), esc(D["phone"])))
    if D["email"]:
        left.append(("E-mail", esc(D["email"])))
    cob_names = [full(c, upper_sur=True) for c in D["cobs"]]
    for i, c in enumerate(D["cobs"], 1):
        left.append((L(f"Co-borrower {i}", f"Co-emprunteur {i}"), f"{esc(full(c, upper_sur=True))}<br>{L('born', 'né(e) le')} {esc(fd(c['dob'], ds))}"))
    left += [(L("Employer", "Employeur"), esc(D["employer"])), (L("In employment since", "En poste depuis le"), esc(fd(D["start"], ds))),
             (L("Gross monthly income", "Revenu brut mensuel"), amt(D["gross"], "cur")), (L("Net monthly income", "Revenu net mensuel"), amt(D["net"], "cur"))]
    inst = D["loan"] * (D["rate"] / 1200) / (1 - (1 + D["rate"] / 1200) ** -D["months"])
    right = [(L("Purpose", "Objet"), esc(rng.choice((PURPOSE_FR if fr else PURPOSE_EN)[D["purpose"]]))), (L("Amount requested", "Montant demandé"), amt(D["loan"])),
             (L("Term", "Durée"), L(f"{D['months']} months", f"{D['months']} mois")), (L("Interest rate", "Taux"), esc(rate_txt(D["rate"], fr))),
             (L("Monthly instalment (est.)", "Mensualité estimée"), amt(inst)), (L("Property", "Bien financé"), lines_html(prop)),
             (L("Property value", "Valeur du bien"), amt(D["value"])), (L("Loan-to-value", "Quotité de financement"), f"{D['loan'] / D['value'] * 100:.1f}%"),
             (L("Debt-to-income", "Taux d'endettement"), f"{inst / D['net'] * 100:.1f}%" if D["loan_cur"] == D["cur"] else "n/a"),
             (L("Recommendation", "Avis"), L("Recommended for approval", "Avis favorable"))]
    col = lambda rows: "".join(f"<div class='r'><div class='k'>{a}</div><div class='x'>{b_}</div></div>" for a, b_ in rows)  # noqa: E731
    css = (".cols{column-count:2;column-gap:22px;column-rule:1px solid #bbb}.r{break-inside:avoid;margin-bottom:5px}.k{font-size:7.5pt;color:#555;text-transform:uppercase}"
           ".x{font-weight:bold}.top{background:#333;color:#fff;padding:6px}")
    body = (f"<div class='top'><b>{esc(bank[0])}</b> – {L('Retail Credit · Home loan application summary', 'Crédit aux particuliers · Fiche de synthèse crédit immobilier')}</div>"
            f"<p class='small'>{L('Prepared', 'Établie le')} {esc(fd(D['sign'] + timedelta(days=rng.randint(1, 9)), ds))} {L('by', 'par')} {esc(full(person(rng, cc)))} · {L('Committee date', 'Date du comité')} {esc(fd(D['sign'] + timedelta(days=rng.randint(10, 20)), ds))}</p>"
            f"<div class='cols'>{col(left)}{col(right)}</div>"
            f"<p class='small'>{L('Conditions: salary domiciliation, mortgage-protection life cover, first-ranking legal charge over the property, fire insurance noted in favour of the bank.', 'Conditions : domiciliation du salaire, assurance décès-invalidité, hypothèque de premier rang sur le bien, assurance incendie avec délégation au profit de la banque.')}</p>")
    return doc("Summary", css, body), loan_truth(D, name, cob_names, prop)


LOAN_LAYOUTS = {"ng_mortgage_boxed_form": loan_ng_boxed, "za_home_loan_captions": loan_za_home, "ea_salary_mortgage_table": loan_ea_table,
                "fr_demande_credit_immobilier": loan_fr_demande, "gh_home_loan_questionnaire": loan_gh_questionnaire,
                "los_system_print": loan_los_print, "branch_referral_email": loan_email_referral, "applicant_letter_with_employer_confirmation": loan_letter_employer,
                "credit_summary_two_column": loan_two_column}
