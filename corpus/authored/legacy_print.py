"""Legacy and system printouts of bank documents, with their ground truth.

Mainframe / core-banking screen dumps (3270 style, 80 columns), field-coded record dumps,
AS/400 spool prints, green-bar batch listings (132 columns), typewriter-style and carbon-copy
forms, fax transmissions with cover sheets, telex-era and SWIFT FIN (MT700) message prints.
All three document types of docs/CONTRACT.md. Standard library only in ``generate``.
"""
from __future__ import annotations

import html as _html
import random
import re
import textwrap
from dataclasses import dataclass
from datetime import date, timedelta
from types import SimpleNamespace as NS

__all__ = ["AuthoredDocument", "layouts", "generate", "self_check"]


@dataclass
class AuthoredDocument:
    document_type: str   # "kyc_individual" | "letter_of_credit" | "loan_application"
    layout: str
    html: str
    truth: dict


# =============================================================================================
# reference data
# =============================================================================================

_CTRY = {
    "US": ("USA", "UNITED STATES"), "GB": ("GBR", "UNITED KINGDOM"), "DE": ("DEU", "GERMANY"),
    "FR": ("FRA", "FRANCE"), "CH": ("CHE", "SWITZERLAND"), "NL": ("NLD", "NETHERLANDS"),
    "IT": ("ITA", "ITALY"), "SG": ("SGP", "SINGAPORE"), "HK": ("HKG", "HONG KONG"),
    "AE": ("ARE", "UNITED ARAB EMIRATES"), "IN": ("IND", "INDIA"), "ZA": ("ZAF", "SOUTH AFRICA"),
    "AU": ("AUS", "AUSTRALIA"), "CN": ("CHN", "CHINA"), "VN": ("VNM", "VIET NAM"),
    "BD": ("BGD", "BANGLADESH"), "TR": ("TUR", "TURKIYE"), "KR": ("KOR", "KOREA, REPUBLIC OF"),
    "JP": ("JPN", "JAPAN"), "IE": ("IRL", "IRELAND"), "PL": ("POL", "POLAND"), "PH": ("PHL", "PHILIPPINES"),
}
_CCY_NAME = {
    "USD": "US DOLLAR", "EUR": "EURO", "GBP": "POUND STERLING", "CHF": "SWISS FRANC",
    "SGD": "SINGAPORE DOLLAR", "HKD": "HONG KONG DOLLAR", "AED": "UAE DIRHAM", "INR": "INDIAN RUPEE",
    "ZAR": "RAND", "AUD": "AUSTRALIAN DOLLAR", "JPY": "YEN", "CNY": "YUAN RENMINBI",
}
_MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
_MONTH_FULL = ["JANUARY", "FEBRUARY", "MARCH", "APRIL", "MAY", "JUNE", "JULY", "AUGUST",
               "SEPTEMBER", "OCTOBER", "NOVEMBER", "DECEMBER"]


def _d(rng, lo, hi):
    return lo + timedelta(days=rng.randint(0, (hi - lo).days))


def _digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def _letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


# ---- addresses (every line at most 35 characters) -------------------------------------------

def _a_us(rng):
    city, st, z = rng.choice([("COLUMBUS", "OH", "432"), ("CHARLOTTE", "NC", "282"), ("AUSTIN", "TX", "787"),
                              ("DENVER", "CO", "802"), ("PORTLAND", "OR", "972"), ("NAPERVILLE", "IL", "605"),
                              ("TAMPA", "FL", "336"), ("SCOTTSDALE", "AZ", "852"), ("RALEIGH", "NC", "276"),
                              ("MADISON", "WI", "537"), ("BOISE", "ID", "837"), ("SAVANNAH", "GA", "314")])
    street = rng.choice(["MAPLE RIDGE DR", "W 34TH ST", "CEDAR HOLLOW LN", "N LINCOLN AVE", "BRIARWOOD CT",
                         "S 5TH ST", "WILLOW BEND RD", "PEACHTREE PKWY", "OAK KNOLL CIR", "E FRANKLIN ST"])
    lines = [f"{rng.randint(12, 9890)} {street}"]
    if rng.random() < 0.3:
        lines.append(rng.choice(["APT ", "UNIT ", "STE "]) + rng.choice([str(rng.randint(1, 40)) + rng.choice("ABCD"), str(rng.randint(101, 2408))]))
    lines.append(f"{city} {st} {z}{_digits(rng, 2)}")
    return lines


def _a_gb(rng):
    town, area = rng.choice([("HARROGATE", "HG1"), ("LEEDS", "LS6"), ("BRISTOL", "BS8"), ("READING", "RG1"),
                             ("NORWICH", "NR2"), ("CHELTENHAM", "GL50"), ("LONDON", "SW11"), ("MANCHESTER", "M20"),
                             ("EDINBURGH", "EH10"), ("CARDIFF", "CF11"), ("YORK", "YO24")])
    street = rng.choice(["ALDER GROVE", "ST MARY'S ROAD", "KINGSWAY", "HIGH STREET", "VICTORIA TERRACE",
                         "MILL LANE", "CHURCH WALK", "QUEEN'S PARADE", "BEECHWOOD CLOSE", "STATION APPROACH"])
    lines = []
    if rng.random() < 0.3:
        lines.append(f"FLAT {rng.randint(1, 24)}")
    lines += [f"{rng.randint(1, 180)} {street}", town, f"{area} {rng.randint(1, 9)}{_letters(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"]
    return lines


def _a_de(rng):
    city, plz = rng.choice([("FRANKFURT AM MAIN", "603"), ("MUENCHEN", "803"), ("HAMBURG", "220"), ("KOELN", "506"),
                            ("STUTTGART", "701"), ("LEIPZIG", "041"), ("DUESSELDORF", "402"), ("HANNOVER", "301")])
    street = rng.choice(["LINDENSTRASSE", "GOETHESTRASSE", "AM SCHLOSSPARK", "BERGER STRASSE", "HAUPTSTRASSE",
                         "ROSENWEG", "KOENIGSALLEE", "SCHILLERPLATZ", "AN DER ALSTER"])
    return [f"{street} {rng.randint(1, 140)}", f"{plz}{_digits(rng, 2)} {city}"]


def _a_fr(rng):
    city, cp = rng.choice([("LYON", "6900"), ("PARIS", "750"), ("BORDEAUX", "3300"), ("NANTES", "4400"),
                           ("LILLE", "5900"), ("TOULOUSE", "3100"), ("STRASBOURG", "6700")])
    cp = cp + _digits(rng, 5 - len(cp))
    street = rng.choice(["RUE DES LILAS", "AVENUE JEAN JAURES", "BOULEVARD VOLTAIRE", "RUE DE LA REPUBLIQUE",
                         "ALLEE DES TILLEULS", "QUAI DE LA LOIRE", "RUE SAINTE-CATHERINE"])
    n = str(rng.randint(1, 120)) + rng.choice(["", "", "", " BIS"])
    return [f"{n} {street}", f"{cp} {city}"]


def _a_ch(rng):
    city, plz = rng.choice([("ZUERICH", "80"), ("GENEVE", "120"), ("BASEL", "40"), ("LAUSANNE", "100"),
                            ("BERN", "30"), ("LUZERN", "60")])
    plz = plz + _digits(rng, 4 - len(plz))
    street = rng.choice(["SEEFELDSTRASSE", "RUE DU RHONE", "BAHNHOFSTRASSE", "CHEMIN DES VIGNES", "DORFSTRASSE",
                         "AVENUE DE LA GARE"])
    return [f"{street} {rng.randint(1, 99)}", f"{plz} {city}"]


def _a_nl(rng):
    city, pc = rng.choice([("AMSTERDAM", "10"), ("ROTTERDAM", "30"), ("UTRECHT", "35"), ("DEN HAAG", "25"),
                           ("EINDHOVEN", "56")])
    street = rng.choice(["KEIZERSGRACHT", "VONDELSTRAAT", "LANGE VOORHOUT", "BINNENWEG", "OUDE GRACHT",
                         "STATIONSPLEIN"])
    return [f"{street} {rng.randint(1, 400)}", f"{pc}{_digits(rng, 2)} {_letters(rng, 2, 'ABCEGHJKLMNPRTVWXZ')} {city}"]


def _a_it(rng):
    city, cap, prov = rng.choice([("MILANO", "201", "MI"), ("TORINO", "101", "TO"), ("BOLOGNA", "401", "BO"),
                                  ("FIRENZE", "501", "FI"), ("ROMA", "001", "RM"), ("VERONA", "371", "VR")])
    street = rng.choice(["VIA GARIBALDI", "VIA ROMA", "CORSO VENEZIA", "VIALE DEI MILLE", "VIA GIUSEPPE VERDI",
                         "PIAZZA CAVOUR"])
    return [f"{street} {rng.randint(1, 90)}", f"{cap}{_digits(rng, 2)} {city} {prov}"]


def _a_sg(rng):
    if rng.random() < 0.6:
        street = rng.choice(["CLEMENTI AVE 4", "TAMPINES ST 81", "ANG MO KIO AVE 3", "JURONG WEST ST 42",
                             "BEDOK NORTH RD", "TOA PAYOH LOR 1", "PUNGGOL FIELD"])
        blk = rng.randint(101, 689)
        return [f"BLK {blk} {street}", f"#{rng.randint(2, 25):02d}-{rng.randint(11, 480)}",
                f"SINGAPORE {rng.choice(['12', '52', '56', '64', '46', '31', '82'])}{blk:03d}{rng.randint(0, 9)}"[:16]]
    condo = rng.choice(["THE WATERGARDENS", "PARC VISTA", "MARINE PARADE COURT", "THE TEMBUSU"])
    return [f"{rng.randint(2, 88)} {rng.choice(['TANJONG RHU RD', 'MEYER RD', 'HOLLAND GROVE RD', 'CAIRNHILL RISE'])}",
            f"#{rng.randint(2, 30):02d}-{rng.randint(1, 12):02d} {condo}", f"SINGAPORE {_digits(rng, 6)}"]


def _a_hk(rng):
    return [f"FLAT {rng.choice('ABCDEFGH')}, {rng.randint(2, 38)}/F, BLOCK {rng.randint(1, 6)}",
            rng.choice(["HARBOUR VIEW GARDEN", "KINGSWOOD HEIGHTS", "LAGUNA PARK", "CHERRY COURT"]),
            f"{rng.randint(1, 280)} {rng.choice(['TAI PO ROAD', 'KINGS ROAD', 'PRINCE EDWARD ROAD WEST', 'SHAM MONG ROAD'])}",
            rng.choice(["SHAM SHUI PO, KOWLOON", "NORTH POINT, HONG KONG", "SHA TIN, NEW TERRITORIES",
                        "MONG KOK, KOWLOON"])]


def _a_ae(rng):
    if rng.random() < 0.5:
        return [f"VILLA {rng.randint(1, 90)}, STREET {rng.randint(2, 60)}",
                rng.choice(["AL BARSHA 2", "JUMEIRAH 1", "AL WARQA 3", "MIRDIF"]), "DUBAI"]
    return [f"APT {rng.randint(101, 3804)}, {rng.choice(['MARINA CREST', 'AL REEM', 'SAPPHIRE', 'PALM VIEW'])} TOWER",
            rng.choice(["DUBAI MARINA, DUBAI", "AL REEM ISLAND, ABU DHABI", "AL KHALIDIYAH, ABU DHABI",
                        "AL MAJAZ 2, SHARJAH"])]


def _a_in(rng):
    city, area, pin = rng.choice([("BENGALURU", "INDIRANAGAR", "560038"), ("BENGALURU", "KORAMANGALA", "560034"),
                                  ("MUMBAI", "ANDHERI WEST", "400053"), ("KOLKATA", "SALT LAKE", "700091"),
                                  ("HYDERABAD", "BANJARA HILLS", "500034"), ("PUNE", "AUNDH", "411007"),
                                  ("CHENNAI", "ADYAR", "600020")])
    bldg = rng.choice(["SAI KRUPA APARTMENTS", "PRESTIGE GARDENS", "SHANTI NIKETAN", "GREEN GLEN LAYOUT"])
    return [f"FLAT {rng.randint(101, 1204)}, {bldg}", f"{rng.randint(1, 18)}TH CROSS, {area}", f"{city} {pin}"]


def _a_za(rng):
    sub, city, code = rng.choice([("CRAIGHALL PARK", "JOHANNESBURG", "2196"), ("RONDEBOSCH", "CAPE TOWN", "7700"),
                                  ("UMHLANGA", "DURBAN", "4319"), ("MENLO PARK", "PRETORIA", "0081"),
                                  ("SUMMERSTRAND", "GQEBERHA", "6001")])
    street = rng.choice(["PROTEA AVENUE", "JAN SMUTS AVENUE", "KLOOF ROAD", "MAIN ROAD", "ACACIA STREET"])
    return [f"{rng.randint(1, 240)} {street}", sub, f"{city} {code}"]


def _a_au(rng):
    sub, st, pc = rng.choice([("BONDI", "NSW", "2026"), ("SOUTH YARRA", "VIC", "3141"), ("NEW FARM", "QLD", "4005"),
                              ("COTTESLOE", "WA", "6011"), ("NORWOOD", "SA", "5067"), ("KINGSTON", "ACT", "2604")])
    street = rng.choice(["BEACH ROAD", "PRINCES HIGHWAY", "BRUNSWICK STREET", "MARINE PARADE", "RAILWAY TERRACE"])
    first = f"{rng.randint(1, 300)} {street}"
    if rng.random() < 0.4:
        first = f"UNIT {rng.randint(1, 30)}, {first}"
    return [first, f"{sub} {st} {pc}"]


# ---- identifiers --------------------------------------------------------------------------------

def _pp_9d(rng, p):
    return str(rng.randint(1, 9)) + _digits(rng, 8)


def _nric(rng, p):
    return ("S" if p.dob.year < 2000 else "T") + f"{p.dob.year % 100:02d}" + _digits(rng, 5) + rng.choice("ABCDEFGHIZJ")


def _hkid(rng, p):
    return rng.choice("ACDEGHKPRYZ") + _digits(rng, 6) + "(" + rng.choice("0123456789A") + ")"


def _emirates(rng, p):
    return f"784-{p.dob.year}-{_digits(rng, 7)}-{rng.randint(0, 9)}"


def _za_id(rng, p):
    return p.dob.strftime("%y%m%d") + (str(rng.randint(5, 9)) if p.sex == "M" else str(rng.randint(0, 4))) + _digits(rng, 3) + "08" + str(rng.randint(0, 9))


def _cf_it(rng, p):
    cons = lambda s: (re.sub(r"[^B-DF-HJ-NP-TV-Z]", "", s.replace(" ", "")) + "XXX")[:3]
    day = p.dob.day + (40 if p.sex == "F" else 0)
    return (cons(p.surname) + cons(p.given) + f"{p.dob.year % 100:02d}" + "ABCDEHLMPRST"[p.dob.month - 1]
            + f"{day:02d}" + rng.choice("FHLA") + _digits(rng, 3) + _letters(rng, 1))


_REG = {
    "US": dict(cur="USD", amt="en", addr=_a_us,
               gm=["JAMES", "MICHAEL", "ROBERT", "DAVID", "DANIEL", "CHRISTOPHER", "BRANDON", "TYLER", "MARCUS", "KEVIN"],
               gf=["JENNIFER", "ASHLEY", "MEGAN", "LAUREN", "NICOLE", "KIMBERLY", "RACHEL", "BRITTANY", "DANIELLE", "MARIA"],
               sn=["HARRINGTON", "CALLOWAY", "WHITFIELD", "MORENO", "PATTERSON", "OKAFOR", "NGUYEN", "KOWALSKI",
                   "BRENNAN", "DELGADO", "FITZGERALD", "LINDQVIST", "WASHINGTON", "RAMIREZ", "SULLIVAN"],
               pp=_pp_9d, nid=None,
               tin=lambda r, p: f"{r.randint(101, 665)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}",
               phone=lambda r: f"({r.choice(['614', '704', '512', '303', '503', '630', '813'])}) 555-01{_digits(r, 2)}",
               mail=["GMAIL.COM", "OUTLOOK.COM", "YAHOO.COM", "COMCAST.NET"],
               emp=["CASCADE MEDICAL CENTER", "BRIGHTLINE LOGISTICS INC", "MERIDIAN SOFTWARE GROUP LLC",
                    "HOLLOWAY & KNAPP CPAS", "RIVERTON UNIFIED SCHOOL DISTRICT", "SUMMIT AEROSPACE CORP",
                    "BLUE RIDGE MUTUAL INSURANCE CO"]),
    "GB": dict(cur="GBP", amt="en", addr=_a_gb,
               gm=["OLIVER", "HARRY", "JAMES", "THOMAS", "WILLIAM", "GEORGE", "CALLUM", "RHYS", "ALISTAIR", "NIGEL"],
               gf=["EMMA", "CHARLOTTE", "SOPHIE", "AMELIA", "ISLA", "HANNAH", "ELEANOR", "FIONA", "GEMMA", "SIOBHAN"],
               sn=["HARGREAVES", "PEMBERTON", "ASHWORTH", "O'CONNELL", "MACLEOD", "THORNTON", "WAINWRIGHT",
                   "BRADSHAW", "PATEL", "KHAN", "FAIRBAIRN", "LLEWELLYN", "HOLLOWAY"],
               pp=_pp_9d, nid=None,
               tin=lambda r, p: f"{_letters(r, 2, 'ABCEGHJKLMNPRSTWXYZ')} {_digits(r, 2)} {_digits(r, 2)} {_digits(r, 2)} {r.choice('ABCD')}",
               phone=lambda r: f"07700 900{_digits(r, 3)}",
               mail=["BTINTERNET.COM", "YAHOO.CO.UK", "GMAIL.COM", "SKY.COM"],
               emp=["PENNINE WATER SERVICES LTD", "HARTWELL & GRAYSON LLP", "ST ALDATE'S HEALTHCARE TRUST",
                    "BRAMBLEGATE SOFTWARE LTD", "ALBION FREIGHT PLC", "NORTHGATE COUNTY COUNCIL"]),
    "DE": dict(cur="EUR", amt="eu", addr=_a_de,
               gm=["LUKAS", "JONAS", "FELIX", "MATTHIAS", "STEFAN", "JUERGEN", "TOBIAS", "FLORIAN"],
               gf=["ANNA", "LENA", "JULIA", "KATHARINA", "SABINE", "MONIKA", "JOHANNA", "CLAUDIA"],
               sn=["MUELLER", "SCHNEIDER", "HOFFMANN", "WAGNER", "BECKER", "KRAUSE", "RICHTER", "VOGEL", "BRANDT",
                   "ZIMMERMANN", "KELLER"],
               pp=lambda r, p: "C" + _letters(r, 8, "CFGHJKLMNPRTVWXYZ0123456789"),
               nid=lambda r, p: r.choice("LMNT") + _letters(r, 8, "CFGHJKLMNPRTVWXYZ0123456789"),
               tin=lambda r, p: f"{_digits(r, 2)} {_digits(r, 3)} {_digits(r, 3)} {_digits(r, 3)}",
               phone=lambda r: f"+49 1{r.choice(['51', '60', '71', '76'])} {_digits(r, 7)}",
               mail=["WEB.DE", "GMX.DE", "T-ONLINE.DE"],
               emp=["RHEINLAND LOGISTIK GMBH", "NORDSTERN VERSICHERUNG AG", "KESSLER MASCHINENBAU GMBH",
                    "STADTWERKE LINDENAU", "MEDIZET KLINIKUM GMBH"]),
    "FR": dict(cur="EUR", amt="fr", addr=_a_fr,
               gm=["THOMAS", "NICOLAS", "JULIEN", "ANTOINE", "PIERRE", "MATHIEU", "GUILLAUME"],
               gf=["CAMILLE", "CLAIRE", "ELODIE", "MARION", "AURELIE", "SOPHIE", "HELENE"],
               sn=["DUBOIS", "LEFEBVRE", "MOREAU", "GIRARD", "FONTAINE", "ROUSSEAU", "BLANCHARD", "MERCIER", "LAMBERT"],
               pp=lambda r, p: _digits(r, 2) + _letters(r, 2) + _digits(r, 5),
               nid=lambda r, p: _digits(r, 12),
               tin=lambda r, p: str(r.randint(0, 3)) + _digits(r, 12),
               phone=lambda r: "06 " + " ".join(_digits(r, 2) for _ in range(4)),
               mail=["ORANGE.FR", "FREE.FR", "LAPOSTE.NET"],
               emp=["TRANSPORTS GIRAUD SAS", "ATELIERS DU RHONE SA", "CLINIQUE SAINT-EXUPERY",
                    "NOVALYS INFORMATIQUE SARL"]),
    "CH": dict(cur="CHF", amt="ch", addr=_a_ch,
               gm=["RETO", "URS", "MARCO", "LUCA", "BEAT", "SAMUEL"],
               gf=["CORINNE", "NADINE", "SIMONE", "BARBARA", "LAURA", "MIRJAM"],
               sn=["BRUNNER", "MEIER", "KELLER", "FAVRE", "GERBER", "ROCHAT", "BAUMGARTNER", "STEINER"],
               pp=lambda r, p: r.choice("SXF") + _digits(r, 7),
               nid=lambda r, p: r.choice("CDE") + _digits(r, 7),
               tin=lambda r, p: f"756.{_digits(r, 4)}.{_digits(r, 4)}.{_digits(r, 2)}",
               phone=lambda r: f"+41 7{r.choice('6789')} {_digits(r, 3)} {_digits(r, 2)} {_digits(r, 2)}",
               mail=["BLUEWIN.CH", "GMX.CH", "SUNRISE.CH"],
               emp=["ALPENTECH SYSTEMS AG", "LEMAN ASSET MANAGEMENT SA", "KANTONSSPITAL SEEWIL",
                    "JURA PRAEZISIONSTEILE AG"]),
    "NL": dict(cur="EUR", amt="eu", addr=_a_nl,
               gm=["DAAN", "SEM", "JEROEN", "MAARTEN", "PIETER", "RUUD"],
               gf=["SANNE", "LOTTE", "FLEUR", "ANOUK", "MARIEKE", "ESTHER"],
               sn=["DE VRIES", "VAN DIJK", "BAKKER", "JANSEN", "VAN DEN BERG", "VISSER", "SMIT", "MEIJER"],
               pp=lambda r, p: _letters(r, 2) + _letters(r, 6, "ABCDEFGHJKLNPRSTUVWXYZ0123456789") + str(r.randint(0, 9)),
               nid=lambda r, p: "I" + _letters(r, 1) + _letters(r, 6, "ABCDEFGHJKLNPRSTUVWXYZ0123456789") + str(r.randint(0, 9)),
               tin=lambda r, p: _digits(r, 9),
               phone=lambda r: f"06-{_digits(r, 8)}",
               mail=["ZIGGO.NL", "KPNMAIL.NL", "GMAIL.COM"],
               emp=["DELTAHAVEN LOGISTICS B.V.", "POLDERTECH SOFTWARE B.V.", "NOORDZEE OFFSHORE SERVICES B.V."]),
    "IT": dict(cur="EUR", amt="eu", addr=_a_it,
               gm=["MARCO", "ALESSANDRO", "LORENZO", "GIUSEPPE", "MATTEO", "DAVIDE"],
               gf=["GIULIA", "CHIARA", "FRANCESCA", "ELENA", "SARA", "VALENTINA"],
               sn=["ROSSI", "BIANCHI", "COLOMBO", "FERRARI", "RICCI", "MARINO", "GRECO", "BRUNO", "DE LUCA"],
               pp=lambda r, p: _letters(r, 2) + _digits(r, 7),
               nid=lambda r, p: "C" + _letters(r, 1) + _digits(r, 5) + _letters(r, 2),
               tin=_cf_it,
               phone=lambda r: f"+39 3{_digits(r, 2)} {_digits(r, 3)} {_digits(r, 4)}",
               mail=["LIBERO.IT", "TISCALI.IT", "VIRGILIO.IT"],
               emp=["OFFICINE MECCANICHE LOMBARDE SPA", "FARMACIA CENTRALE SNC", "TESSITURA BRIANZA SRL"]),
    "SG": dict(cur="SGD", amt="en", addr=_a_sg,
               gm=["WEI JIE", "JUN HAO", "KELVIN", "ZHI HAO", "DARREN", "MARCUS"],
               gf=["HUI MIN", "XIN YI", "RACHEL", "JIA LING", "SHERMAIN", "CHERYL"],
               sn=["TAN", "LIM", "NG", "LEE", "ONG", "GOH", "CHUA", "TEO"],
               pp=lambda r, p: r.choice("EK") + _digits(r, 7) + r.choice("ABCDEFGHIJ"),
               nid=_nric, tin=_nric,
               phone=lambda r: f"+65 {r.choice('89')}{_digits(r, 3)} {_digits(r, 4)}",
               mail=["SINGNET.COM.SG", "GMAIL.COM", "YAHOO.COM.SG"],
               emp=["MARINA BAY ANALYTICS PTE LTD", "STRAITS SHIPMANAGEMENT PTE LTD", "LION CITY HEALTHCARE PTE LTD"]),
    "HK": dict(cur="HKD", amt="en", addr=_a_hk,
               gm=["KA WAI", "CHI MING", "HO YIN", "KELVIN", "RAYMOND", "TSZ HIN"],
               gf=["MEI LING", "WING YAN", "SUK YEE", "CHARMAINE", "VIVIAN", "HOI YAN"],
               sn=["CHAN", "WONG", "LEUNG", "CHEUNG", "LAU", "HO", "YEUNG", "TSANG"],
               pp=lambda r, p: r.choice("HK") + _digits(r, 8),
               nid=_hkid, tin=_hkid,
               phone=lambda r: f"+852 {r.choice('5689')}{_digits(r, 3)} {_digits(r, 4)}",
               mail=["NETVIGATOR.COM", "GMAIL.COM", "YAHOO.COM.HK"],
               emp=["VICTORIA HARBOUR TRADING CO LTD", "KOWLOON PACIFIC LOGISTICS LTD", "PEARL DELTA SECURITIES LTD"]),
    "AE": dict(cur="AED", amt="en", addr=_a_ae,
               gm=["AHMED", "KHALID", "OMAR", "YOUSEF", "RASHID", "SAEED"],
               gf=["FATIMA", "MARYAM", "NOURA", "AISHA", "HESSA", "SHAMMA"],
               sn=["AL MANSOORI", "AL HASHIMI", "AL SUWAIDI", "AL KETBI", "AL NUAIMI", "AL ZAABI"],
               pp=lambda r, p: r.choice("NP") + _digits(r, 7),
               nid=_emirates, tin=None,
               phone=lambda r: f"+971 5{r.choice('0256')} {_digits(r, 3)} {_digits(r, 4)}",
               mail=["EMIRATES.NET.AE", "GMAIL.COM", "HOTMAIL.COM"],
               emp=["GULF CREST CONTRACTING LLC", "AL NOOR MEDICAL CENTRE LLC", "DESERT FALCON AVIATION SERVICES"]),
    "IN": dict(cur="INR", amt="in", addr=_a_in,
               gm=["RAHUL", "ARJUN", "VIKRAM", "SANJAY", "ANIL KUMAR", "KARTHIK"],
               gf=["PRIYA", "ANANYA", "DEEPA", "KAVITA", "SNEHA", "LAKSHMI"],
               sn=["SHARMA", "IYER", "REDDY", "NAIR", "DESAI", "MEHTA", "GUPTA", "KULKARNI", "CHATTERJEE"],
               pp=lambda r, p: r.choice("JKLMNPRSTUVZ") + _digits(r, 7),
               nid=lambda r, p: f"{r.randint(2, 9)}{_digits(r, 3)} {_digits(r, 4)} {_digits(r, 4)}",
               tin=lambda r, p: _letters(r, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + "P" + p.surname[0] + _digits(r, 4) + _letters(r, 1),
               phone=lambda r: f"+91 9{_digits(r, 4)} {_digits(r, 5)}",
               mail=["REDIFFMAIL.COM", "GMAIL.COM", "YAHOO.CO.IN"],
               emp=["INFOVISTA TECHNOLOGIES PVT LTD", "DECCAN PHARMA LTD", "SAHYADRI CONSTRUCTIONS PVT LTD"]),
    "ZA": dict(cur="ZAR", amt="fr", addr=_a_za,
               gm=["SIPHO", "THABO", "JOHAN", "PIETER", "BONGANI", "RUAN"],
               gf=["NOMVULA", "THANDI", "ANNELIE", "ZANELE", "CHARLENE", "LERATO"],
               sn=["NKOSI", "DLAMINI", "VAN DER MERWE", "BOTHA", "MOKOENA", "NAIDOO", "PRETORIUS", "KHUMALO"],
               pp=lambda r, p: r.choice("AM") + _digits(r, 8),
               nid=_za_id,
               tin=lambda r, p: r.choice("0123") + _digits(r, 9),
               phone=lambda r: f"08{r.choice('2349')} {_digits(r, 3)} {_digits(r, 4)}",
               mail=["TELKOMSA.NET", "MWEB.CO.ZA", "GMAIL.COM"],
               emp=["HIGHVELD MINING SERVICES (PTY) LTD", "CAPE COASTAL FOODS (PTY) LTD", "UMHLANGA PRIVATE HOSPITAL"]),
    "AU": dict(cur="AUD", amt="en", addr=_a_au,
               gm=["JACK", "LACHLAN", "MITCHELL", "BRENDAN", "HAMISH", "CONNOR"],
               gf=["CHLOE", "MADISON", "KAYLA", "BRIDGET", "TAYLA", "SIENNA"],
               sn=["O'BRIEN", "MITCHELL", "CAMPBELL", "NGUYEN", "KELLY", "FRASER", "MCGRATH", "HENDERSON"],
               pp=lambda r, p: "P" + r.choice("ABDEN") + _digits(r, 7),
               nid=None,
               tin=lambda r, p: f"{_digits(r, 3)} {_digits(r, 3)} {_digits(r, 3)}",
               phone=lambda r: f"04{_digits(r, 2)} {_digits(r, 3)} {_digits(r, 3)}",
               mail=["BIGPOND.COM", "GMAIL.COM", "OPTUSNET.COM.AU"],
               emp=["SOUTHERN CROSS ENGINEERING PTY LTD", "HARBOURSIDE DENTAL GROUP", "COASTLINE FREIGHT PTY LTD"]),
}
_INCOME_FACTOR = {"USD": 1, "GBP": 0.8, "EUR": 0.9, "CHF": 0.95, "SGD": 1.35, "HKD": 7.8, "AED": 3.67,
                  "INR": 28, "ZAR": 9, "AUD": 1.5}
_PROPERTY_FACTOR = {"USD": 1, "GBP": 0.8, "EUR": 0.9, "CHF": 1.1, "SGD": 1.6, "HKD": 9, "AED": 3.67,
                    "INR": 25, "ZAR": 6, "AUD": 1.6}

# banks: (name, BIC, address line)
_BANKS = {
    "US": [("FIRST CUMBERLAND NATIONAL BANK", "FCNBUS44", "400 UNION STREET, NASHVILLE TN 37219"),
           ("LAKESHORE TRUST AND SAVINGS BANK", "LKTSUS4C", "233 N MICHIGAN AVE, CHICAGO IL 60601"),
           ("PACIFIC CREST SAVINGS BANK", "PCSBUS6S", "1200 FIFTH AVENUE, SEATTLE WA 98101")],
    "GB": [("NORTHGATE AND MERCER BANK PLC", "NGMBGB2L", "1 THREADNEEDLE WALK, LONDON EC2R 8AH"),
           ("PENNINE COUNTIES BANK LIMITED", "PCBLGB2M", "40 KING STREET, MANCHESTER M2 4LY")],
    "DE": [("HANSEATISCHE HANDELSBANK AG", "HHBKDEHH", "BALLINDAMM 22, 20095 HAMBURG"),
           ("RHEIN-MAIN KREDITBANK AG", "RMKBDEFF", "TAUNUSANLAGE 9, 60329 FRANKFURT AM MAIN")],
    "FR": [("BANQUE DE L'ATLANTIQUE NORD", "BANOFRPP", "17 BOULEVARD HAUSSMANN, 75009 PARIS"),
           ("CREDIT RHODANIEN SA", "CRRHFR2L", "8 PLACE BELLECOUR, 69002 LYON")],
    "CH": [("BANQUE LEMANIQUE PRIVEE SA", "BLPSCHGG", "RUE DU RHONE 40, 1204 GENEVE"),
           ("ZUERCHER GEWERBEBANK AG", "ZGBKCHZZ", "LOEWENSTRASSE 12, 8001 ZUERICH")],
    "NL": [("AMSTEL HANDELSBANK N.V.", "AMHBNL2A", "ROKIN 55, 1012 KK AMSTERDAM")],
    "IT": [("BANCA POPOLARE DEL LARIO", "BPLAITMM", "VIA CAVOUR 12, 22100 COMO"),
           ("CASSA DI RISPARMIO DI VALDERA", "CRVAIT3F", "PIAZZA DEI CAVALIERI 3, 56126 PISA")],
    "SG": [("STRAITS MERCANTILE BANK LTD", "SMBKSGSG", "10 COLLYER QUAY, SINGAPORE 049315")],
    "HK": [("HARBOUR ORIENT BANK LIMITED", "HOBLHKHH", "88 DES VOEUX ROAD CENTRAL, HONG KONG")],
    "AE": [("EMIRATES GULF COMMERCIAL BANK", "EGCBAEAD", "AL MAKTOUM ROAD, DEIRA, DUBAI")],
    "IN": [("DECCAN MERCANTILE BANK LTD", "DMBLINBB", "NARIMAN POINT, MUMBAI 400021")],
    "ZA": [("HIGHVELD COMMERCIAL BANK LIMITED", "HVCBZAJJ", "5 SIMMONDS STREET, JOHANNESBURG 2001")],
    "AU": [("SOUTHERN CROSS MUTUAL BANK", "SCMBAU2S", "255 GEORGE STREET, SYDNEY NSW 2000")],
    "CN": [("ZHEJIANG COASTAL COMMERCIAL BANK", "ZCCBCNSH", "188 YANAN ROAD, HANGZHOU")],
    "VN": [("MEKONG DELTA COMMERCIAL BANK", "MDCBVNVX", "36 TON THAT DAM, DISTRICT 1, HCMC")],
    "BD": [("BENGAL TRADE BANK LIMITED", "BTBLBDDH", "MOTIJHEEL C/A, DHAKA 1000")],
    "TR": [("ANADOLU TICARET BANKASI A.S.", "ATBKTRIS", "BUYUKDERE CAD. 121, ISTANBUL")],
    "KR": [("HANGANG INDUSTRIAL BANK", "HGIBKRSE", "50 SEJONG-DAERO, JUNG-GU, SEOUL")],
    "JP": [("MUSASHINO TRADE BANK LTD", "MTBKJPJT", "1-6-1 OTEMACHI, CHIYODA-KU, TOKYO")],
}

_OCC_EMPLOYED = ["SOFTWARE ENGINEER", "REGISTERED NURSE", "ACCOUNTANT", "SALES MANAGER", "CIVIL ENGINEER",
                 "SECONDARY SCHOOL TEACHER", "PHARMACIST", "LOGISTICS COORDINATOR", "MARKETING DIRECTOR",
                 "OPERATIONS ANALYST", "MECHANICAL ENGINEER", "FINANCIAL CONTROLLER", "HR BUSINESS PARTNER",
                 "AIRLINE PILOT", "PHYSICIAN", "CLAIMS ADJUSTER", "PROJECT MANAGER"]
_OCC_SELF = ["ARCHITECT", "DENTIST", "RESTAURANT OWNER", "FREELANCE PHOTOGRAPHER", "IT CONSULTANT",
             "BUILDING CONTRACTOR", "PROPERTY DEVELOPER", "GENERAL PRACTITIONER"]
_OCC_RETIRED = ["RETIRED", "RETIRED TEACHER", "RETIRED ENGINEER", "PENSIONER"]

_SOF_CODES = {"employment": ("01", "SALARY/EMPLOYMENT INCOME"), "business": ("02", "BUSINESS PROCEEDS"),
              "investments": ("03", "INVESTMENT INCOME/DIVIDENDS"), "inheritance": ("04", "INHERITANCE"),
              "pension": ("05", "PENSION/RETIREMENT BENEFITS"), "other": ("09", "OTHER - SALE OF PROPERTY")}


# =============================================================================================
# formatting helpers
# =============================================================================================

def _esc(s) -> str:
    return _html.escape(str(s), quote=False)


def _fd(d: date, style: str, us: bool = False) -> str:
    """Date in a system format. Ambiguous numeric forms are month-first only for US issuers."""
    if style == "iso":
        return d.isoformat()
    if style == "num":
        return f"{d.month:02d}/{d.day:02d}/{d.year}" if us else f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dot":
        return f"{d.month:02d}/{d.day:02d}/{d.year}" if us else f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "dmy7":
        return f"{d.day:02d}{_MON[d.month - 1]}{d.year % 100:02d}"
    if style == "dmy9":
        return f"{d.day:02d}{_MON[d.month - 1]}{d.year}"
    if style == "dmon":
        return f"{d.day:02d} {_MON[d.month - 1]} {d.year}"
    if style == "dlong":
        return f"{d.day} {_MONTH_FULL[d.month - 1]} {d.year}"
    if style == "yymmdd":
        return f"{d.year % 100:02d}{d.month:02d}{d.day:02d}"
    if style == "ymd8":
        return f"{d.year}{d.month:02d}{d.day:02d}"
    if style == "ymdslash":
        return f"{d.year}/{d.month:02d}/{d.day:02d}"
    if style == "uslong":
        return f"{_MON[d.month - 1]} {d.day:02d}, {d.year}"
    raise ValueError(style)


def _fa(x: float, style: str, dec: int = 2) -> str:
    s = f"{x:,.{dec}f}"
    if style == "en":
        return s
    if style == "eu":
        return s.replace(",", "\0").replace(".", ",").replace("\0", ".")
    if style == "fr":
        return s.replace(",", " ").replace(".", ",")
    if style == "ch":
        return s.replace(",", "'")
    if style == "plain":
        return f"{x:.{dec}f}"
    if style == "swift":
        whole, frac = f"{x:.2f}".split(".")
        return f"{whole},{'' if frac == '00' else frac}"
    if style == "in":
        whole, _, frac = f"{x:.{dec}f}".partition(".")
        head, tail = whole[:-3], whole[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        out = ",".join(groups + [tail]) if groups else tail
        return out + ("." + frac if frac else "")
    raise ValueError(style)


def _wrap(text: str, width: int) -> list[str]:
    return textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False) or [""]


def _lead(label: str, value: str, width: int, fill: str = ".", sep: str = ": ") -> str:
    """'LABEL ........: VALUE' with the value starting at column width + len(sep)."""
    pad = width - len(label)
    return label + (" " + fill * (pad - 1) if pad > 1 else " " * max(pad, 0)) + sep + value


def _multi(label: str, lines: list[str], width: int, fill: str = ".", sep: str = ": ") -> list[str]:
    """A labelled value over several lines; continuation lines are indented under the value."""
    first = _lead(label, lines[0] if lines else "", width, fill, sep)
    ind = " " * (width + len(sep))
    return [first] + [ind + ln for ln in lines[1:]]


def _num_words(n: int) -> str:
    ones = ["", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE", "TEN", "ELEVEN", "TWELVE",
            "THIRTEEN", "FOURTEEN", "FIFTEEN", "SIXTEEN", "SEVENTEEN", "EIGHTEEN", "NINETEEN"]
    tens = ["", "", "TWENTY", "THIRTY", "FORTY", "FIFTY", "SIXTY", "SEVENTY", "EIGHTY", "NINETY"]

    def below_1000(k):
        out = []
        if k >= 100:
            out += [ones[k // 100], "HUNDRED"]
            k %= 100
        if k >= 20:
            out.append(tens[k // 10] + ("-" + ones[k % 10] if k % 10 else ""))
        elif k:
            out.append(ones[k])
        return out

    if n == 0:
        return "ZERO"
    words = []
    for div, name in ((1_000_000_000, "BILLION"), (1_000_000, "MILLION"), (1000, "THOUSAND"), (1, "")):
        if n >= div:
            words += below_1000(n // div) + ([name] if name else [])
            n %= div
    return " ".join(words)


def _doc(body: str, css: str = "", title: str = "print") -> str:
    return ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>" + _esc(title) + "</title><style>"
            "@page{size:A4;margin:12mm 11mm}"
            "body{margin:0;font-family:'Liberation Sans',Arial,sans-serif;font-size:10pt;color:#111}"
            "pre{font-family:'Liberation Mono','Courier New','DejaVu Sans Mono',monospace;margin:0;white-space:pre}"
            ".pg{break-after:page}.pg:last-child{break-after:auto}" + css + "</style></head><body>\n"
            + body + "\n</body></html>")


def _paginate(blocks: list[list[str]], per_page: int, header, footer=None) -> list[list[str]]:
    """Blocks of lines onto pages (a block is never split unless longer than a page)."""
    pages, cur = [], []
    for b in blocks:
        if cur and len(cur) + len(b) > per_page:
            pages.append(cur)
            cur = []
        while len(b) > per_page:
            pages.append(b[:per_page])
            b = b[per_page:]
        cur = cur + b
    if cur or not pages:
        pages.append(cur)
    total = len(pages)
    return [header(i, total) + p + (footer(i, total) if footer else []) for i, p in enumerate(pages, 1)]


def _by_blank(lines: list[str]) -> list[list[str]]:
    """Lines cut into blocks after each blank line (a block is kept on one page)."""
    out, cur = [], []
    for ln in lines:
        cur.append(ln)
        if not ln.strip():
            out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out


def _pre_pages(pages: list[list[str]], cls: str = "") -> str:
    return "\n".join(f'<pre class="pg {cls}">' + _esc("\n".join(p)) + "</pre>" for p in pages)


def _mrz(p, issuer3, nat3, docno, expiry, sex):
    def chk(s):
        total = 0
        for i, c in enumerate(s):
            v = int(c) if c.isdigit() else (ord(c) - 55 if c.isalpha() else 0)
            total += v * (7, 3, 1)[i % 3]
        return str(total % 10)
    nm = lambda s: re.sub(r"[^A-Z]", "<", s.upper())
    l1 = ("P<" + issuer3 + nm(p.surname) + "<<" + nm(p.given)).ljust(44, "<")[:44]
    dn = re.sub(r"[^A-Z0-9]", "", docno.upper()).ljust(9, "<")[:9]
    dob, exp, pn = _fd(p.dob, "yymmdd"), _fd(expiry, "yymmdd"), "<" * 14
    body = dn + chk(dn) + nat3 + dob + chk(dob) + (sex if sex in ("M", "F") else "<") + exp + chk(exp) + pn + "<"
    comp = dn + chk(dn) + dob + chk(dob) + exp + chk(exp) + pn + "<"
    return l1, body + chk(comp)


def _uid(rng):
    return rng.choice(["OPS", "BTCH", "KYC", "TFO", "LND", "CIF", "SYS"]) + _digits(rng, rng.choice([3, 4]))


def _clock(rng):
    return f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"


# =============================================================================================
# records
# =============================================================================================

def _person(rng, rc, sex=None, lo=1948, hi=2003):
    R = _REG[rc]
    sex = sex or rng.choice("MF")
    pool = R["gm"] if sex == "M" else R["gf"]
    given = rng.choice(pool)
    if rng.random() < 0.3 and " " not in given:
        second = rng.choice(pool)
        if second != given:
            given = f"{given} {second}"
    surname = rng.choice(R["sn"])
    dob = _d(rng, date(lo, 1, 1), date(hi, 12, 28))
    return NS(given=given, surname=surname, sex=sex, dob=dob, full=f"{given} {surname}", rc=rc)


def _nat_cc(nat):
    return "CN" if nat == "HK" else nat


def _kyc_record(rng, regions=None, need_sex=False):
    regions = regions or list(_REG)
    rc = rng.choice(regions)
    nat = rc if rng.random() < 0.72 else rng.choice([r for r in _REG if r != rc])
    run = _d(rng, date(2023, 1, 9), date(2026, 5, 29))
    p = _person(rng, nat, lo=1946, hi=run.year - 19)
    R = _REG[nat]
    idt = "national_id" if R["nid"] and rng.random() < 0.4 else "passport"
    idno = (R["nid"] if idt == "national_id" else R["pp"])(rng, p)
    exp = run + timedelta(days=rng.randint(45, 3600))
    issue = date(exp.year - (10 if idt == "passport" else rng.choice([5, 10])), exp.month, min(exp.day, 28)) + timedelta(days=1)
    age = run.year - p.dob.year
    r = rng.random()
    status = "retired" if (age >= 62 and r < 0.65) else ("employed" if r < 0.72 else "self")
    RR = _REG[rc]
    cur = RR["cur"]
    base = rng.randint(26, 240) * 1000 * _INCOME_FACTOR[cur]
    if status == "retired":
        base *= 0.45
    if status == "employed":
        occ, employer = rng.choice(_OCC_EMPLOYED), rng.choice(RR["emp"])
        sof = rng.choices(["employment", "investments", "inheritance", "other"], [86, 6, 4, 4])[0]
    elif status == "self":
        occ, employer = rng.choice(_OCC_SELF), None
        sof = rng.choices(["business", "investments", "other"], [88, 8, 4])[0]
    else:
        occ, employer = rng.choice(_OCC_RETIRED), None
        sof = rng.choices(["pension", "investments", "inheritance"], [78, 15, 7])[0]
    monthly = None
    if rng.random() < 0.3:
        monthly = round(base / 12 / 10) * 10 + rng.choice([0, 0, 0.5, 33.33, 0.75])
        annual = round(monthly * 12, 2)
    else:
        annual = float(round(base / 500) * 500)
    tin = None
    if RR["tin"] and rng.random() < 0.8:
        tin = idno if (nat == rc and idt == "national_id" and rc in ("SG", "HK")) else RR["tin"](rng, p)
    sex = p.sex if (need_sex or rng.random() < 0.86) else None
    if sex and rng.random() < 0.01:
        sex = "X"
    prev_emp = rng.choice([e for e in RR["emp"] if e != employer]) if rng.random() < 0.5 else None
    rel = _person(rng, rc, lo=1946, hi=run.year - 19) if rng.random() < 0.55 else None
    return NS(rc=rc, nat=nat, nat_cc=_nat_cc(nat), iss_cc=(_nat_cc(nat) if idt == "passport" else nat), run=run, p=p,
              sex=sex, idt=idt, idno=idno, issue=issue, exp=exp, addr=RR["addr"](rng), prev_addr=RR["addr"](rng),
              status=status, occ=occ, employer=employer, prev_emp=prev_emp, cur=cur, annual=annual, monthly=monthly,
              sof=sof, pep=rng.random() < 0.07, tin=tin, phone=RR["phone"](rng), rel=rel,
              cif=_digits(rng, 10), branch=f"{rng.randint(1, 899):04d}", us=(rc == "US"),
              bank=rng.choice(_BANKS[rc]), amt=RR["amt"], since=_d(rng, date(1998, 1, 1), run - timedelta(days=200)),
              opened=_d(rng, date(1995, 1, 1), run - timedelta(days=30)))


def _kyc_truth(k, name=None, addr_sep=" ", addr=None):
    return {
        "full_name": name or k.p.full, "date_of_birth": k.p.dob.isoformat(), "sex": k.sex,
        "nationality": _CTRY[k.nat_cc][0], "id_document_type": k.idt, "id_document_number": k.idno,
        "id_issuing_country": _CTRY[k.iss_cc][0], "id_expiry_date": k.exp.isoformat(),
        "residential_address": addr_sep.join(addr or k.addr), "country_of_residence": _CTRY[k.rc][0],
        "occupation": k.occ, "employer_name": k.employer, "annual_income": k.annual, "income_currency": k.cur,
        "source_of_funds": k.sof, "is_pep": k.pep, "tax_identification_number": k.tin,
    }


def _income_pair(k):
    """(label word, amount) as the page states it: the annual or the monthly figure."""
    return ("MONTHLY", k.monthly) if k.monthly is not None else ("ANNUAL", k.annual)


_PEP_ROLES = ["MEMBER OF REGIONAL PARLIAMENT", "SPOUSE OF SITTING JUDGE", "BOARD MEMBER OF STATE-OWNED ENTERPRISE",
              "SENIOR MILITARY OFFICER (RETD 2021)", "DEPUTY MAYOR"]


# =============================================================================================
# KYC layouts
# =============================================================================================

def _k_cics_screens(rng):
    k = _kyc_record(rng)
    us = k.us
    bank, bic, baddr = k.bank
    hd = _fd(k.run, "num", us)[:6] + _fd(k.run, "num", us)[8:]
    tm, term, user = _clock(rng), f"T{rng.randint(10, 99):03d}", _uid(rng)
    dstyle = rng.choice(["num", "dmy9", "iso"])
    nscr = 3

    def head(code, title, n):
        return [f"{code:<8}{bank[:34]:<40}DATE: {hd}".ljust(80)[:80],
                f"        {title:<48}TIME: {tm}",
                f"TERM: {term}  USER: {user:<8} BRANCH: {k.branch}{'':16}SCREEN {n} OF {nscr}",
                "-" * 80]
    foot = ["", "PF1=HELP  PF3=EXIT  PF7=BKWD  PF8=FWD  PF10=NOTES  PF12=CANCEL",
            "==> " + rng.choice(["", "INQUIRY COMPLETE", "NEXT SCREEN PF8", "RECORD DISPLAYED - NO UPDATE"])]
    W = 12
    s1 = head("CIF0110", "CUSTOMER INFORMATION FILE - PERSONAL", 1) + [
        _lead(" CIF NO", k.cif, W) + "          CUST TYPE..: IND  INDIVIDUAL",
        _lead(" TITLE", {"M": "MR", "F": rng.choice(["MRS", "MS"]), "X": "MX"}.get(k.p.sex, "MR"), W)
        + "                  STATUS.....: A    ACTIVE",
        _lead(" SURNAME", k.p.surname, W),
        _lead(" FORENAMES", k.p.given, W),
        (_lead(" SEX", k.sex, W) + " " * 19 if k.sex else _lead(" SEX", " ", W) + " " * 19)
        + "DATE BIRTH.: " + _fd(k.p.dob, dstyle, us),
        _lead(" NATIONALTY", f"{k.nat_cc}  {_CTRY[k.nat_cc][1]}", W),
    ]
    if rng.random() < 0.5:
        s1.append(_lead(" CTRY BIRTH", (lambda c: f"{c}  {_CTRY[c][1]}")(rng.choice([k.nat_cc, k.nat_cc, "IE", "PL", "PH"])), W))
    s1 += _multi(" RES ADDR", k.addr, W)
    s1 += [_lead(" CTRY RESID", f"{k.rc}  {_CTRY[k.rc][1]}", W) + "   RESID SINCE: " + f"{k.since.month:02d}/{k.since.year}",
           _lead(" PHONE", k.phone, W),
           _lead(" OPENED", _fd(k.opened, "num", us), W) + "             RM CODE....: RM" + _digits(rng, 3)]
    s1 += foot
    s2 = head("CIF0120", "CUSTOMER INFORMATION FILE - IDENTIFICATION", 2) + [
        _lead(" ID TYPE", "PP  PASSPORT" if k.idt == "passport" else "NI  NATIONAL IDENTITY CARD", W),
        _lead(" ID NUMBER", k.idno, W),
        _lead(" ISSUE CTRY", f"{k.iss_cc}  {_CTRY[k.iss_cc][1]}", W),
        _lead(" ISSUE DATE", _fd(k.issue, "dmy7"), W) + "              EXPIRY.....: " + _fd(k.exp, "dmy7"),
        _lead(" VERIFIED", f"{_fd(k.run - timedelta(days=rng.randint(0, 20)), 'dmy7')} BY {_uid(rng)}  METHOD: ORIGINAL SIGHTED", W),
        "",
        _lead(" TIN", k.tin or "", W) + ("    TIN CTRY: " + k.rc if k.tin else ""),
        _lead(" PEP IND", ("Y   " + rng.choice(_PEP_ROLES)) if k.pep else "N", W),
        _lead(" RISK RATE", rng.choice(["L  LOW", "M  MEDIUM"]) if not k.pep else "H  HIGH", W)
        + "             LAST REVIEW: " + _fd(k.run - timedelta(days=rng.randint(300, 1100)), "dmy7"),
        _lead(" SANCTIONS", f"CLEAR  SCREENED {_fd(k.run, 'dmy7')}", W),
    ] + foot
    lab, amt = _income_pair(k)
    s3 = head("CIF0130", "CUSTOMER INFO FILE - EMPLOYMENT/FINANCIAL", 3) + [
        _lead(" EMPL STAT", {"employed": "E  EMPLOYED", "self": "S  SELF-EMPLOYED", "retired": "R  RETIRED"}[k.status], W),
        _lead(" OCCUPATION", k.occ, W),
        _lead(" EMPLOYER", k.employer or "", W),
    ]
    if k.employer:
        s3.append(_lead(" EMPL SINCE", f"{k.since.month:02d}/{k.since.year}", W))
    if k.prev_emp and k.status == "employed":
        s3.append(_lead(" PREV EMPLR", k.prev_emp, W))
    s3 += ["",
           _lead(f" GROSS {lab[:4]}.", f"{k.cur} {_fa(amt, k.amt):>16}", W) + f"   ({'MONTHLY' if lab == 'MONTHLY' else 'PER ANNUM'})",
           _lead(" SRC FUNDS", "  ".join(_SOF_CODES[k.sof]), W),
           _lead(" EXP TURNOV", f"{k.cur} {_fa(rng.randint(2, 40) * 500, k.amt):>16}  MTHLY CREDITS", W),
           ] + foot
    body = "".join(f'<pre class="scr">{_esc(chr(10).join(s))}</pre>' for s in (s1, s2, s3))
    css = (".scr{border:1px solid #333;background:#f3f3f0;padding:5px 8px;margin:0 0 9mm 0;font-size:9.6pt;"
           "line-height:1.18;break-inside:avoid}")
    cap = f"<p style='font-size:8pt;color:#555'>SCREEN PRINT  {_esc(user)}  {_esc(_fd(k.run, 'iso'))} {tm}</p>"
    return _doc(cap + body, css), _kyc_truth(k)


def _k_fcode_dump(rng):
    k = _kyc_record(rng)
    bank = k.bank[0]
    user, job = _uid(rng), f"KYC{rng.randint(1000, 9999)}D"
    rows = []

    def f(code, name, val):
        return f"F{code:03d} {name:<16}  {val}"
    short = f"{k.p.surname} " + " ".join(w[0] for w in k.p.given.split())
    rows.append([f(1, "CUST-NO", k.cif), f(2, "CUST-TYPE", "I   INDIVIDUAL"), f(3, "BRANCH-CDE", k.branch)])
    rows.append([f(10, "CUST-SURNAME", k.p.surname), f(11, "CUST-FORENAMES", k.p.given),
                 f(12, "CUST-SHORT-NAME", short[:20]),
                 f(13, "CUST-TITLE", {"M": "MR", "F": "MS"}.get(k.p.sex, "MX"))])
    rows.append([f(20, "BIRTH-DATE", _fd(k.p.dob, "ymd8")), f(21, "SEX-CDE", k.sex or ""),
                 f(22, "NAT-CDE", f"{k.nat_cc}  {_CTRY[k.nat_cc][1]}")])
    rows.append([f(30, "RES-ADDR", k.addr[0])] + [" " * 23 + ln for ln in k.addr[1:]]
                + [f(31, "RES-CTRY-CDE", f"{k.rc}  {_CTRY[k.rc][1]}")])
    if rng.random() < 0.5:
        rows.append([f(32, "CORR-ADDR", "*SAME AS F030*")])
    else:
        rows.append([f(32, "PREV-ADDR", k.prev_addr[0])] + [" " * 23 + ln for ln in k.prev_addr[1:]]
                    + [f(33, "PREV-ADDR-TO", _fd(k.since, "ymd8"))])
    rows.append([f(40, "ID-TYPE", "PP  PASSPORT" if k.idt == "passport" else "ID  NATIONAL ID CARD"),
                 f(41, "ID-NUMBER", k.idno), f(42, "ID-ISS-CTRY", k.iss_cc), f(43, "ID-ISS-DATE", _fd(k.issue, "ymd8")),
                 f(44, "ID-EXP-DATE", _fd(k.exp, "ymd8"))])
    lab, amt = _income_pair(k)
    rows.append([f(50, "OCCUP-DESC", k.occ),
                 f(51, "EMPL-STATUS", {"employed": "EMP", "self": "SEL", "retired": "RET"}[k.status]),
                 f(52, "EMPLR-NAME", k.employer or "")] + ([f(53, "EMPLR-START", _fd(k.since, "ymd8"))] if k.employer else []))
    rows.append([f(60, "INCOME-AMT", _fa(amt, "plain")), f(61, "INCOME-FREQ", "M   MONTHLY" if lab == "MONTHLY" else "A   ANNUAL"),
                 f(62, "INCOME-CCY", k.cur), f(63, "SOF-CDE", "  ".join(_SOF_CODES[k.sof]))])
    rows.append([f(70, "PEP-FLAG", "Y" if k.pep else "N")] + ([f(71, "PEP-DESC", rng.choice(_PEP_ROLES))] if k.pep else []))
    rows.append([f(80, "TAX-ID-NO", k.tin or ""), f(81, "TAX-RES-CTRY", k.rc if k.tin else "")])
    rows.append([f(90, "KYC-REVIEW-DT", _fd(k.run - timedelta(days=rng.randint(1, 40)), "ymd8")),
                 f(91, "RISK-CDE", "H" if k.pep else rng.choice("LM")), f(92, "LAST-MAINT-USER", _uid(rng)),
                 f(99, "REC-STATUS", "A")])
    run = _fd(k.run, "iso") + " " + _clock(rng)

    def header(i, n):
        return [f"CBS/MVS  CUSTOMER MASTER RECORD DUMP                 PROGRAM CMDUMP03",
                f"RUN {run}   JOB {job}   USER {user}",
                f"DSN PROD.CIF.MASTER.KSDS        {bank[:30]:<30}  PAGE {i:03d} OF {n:03d}",
                f"KEY={k.cif}  RECLEN=00512  STATUS=ACTIVE", "",
                "FLD  NAME              VALUE", "---- ----------------  " + "-" * 40]
    blocks = [r + [""] for r in rows]
    blocks.append(["*** END OF RECORD ***  FIELDS DUMPED: %03d" % sum(1 for r in rows for ln in r if ln.startswith("F"))])
    per = rng.choice([30, 60])
    pages = _paginate(blocks, per, header, lambda i, n: ["", f"{'CONFIDENTIAL - INTERNAL USE ONLY':^72}"])
    return _doc(_pre_pages(pages), "pre{font-size:9.5pt;line-height:1.2}"), _kyc_truth(k)


_GREENBAR = ("pre.gb{font-size:6.2pt;line-height:9pt;padding-left:6mm;border-left:3mm dotted #bbb;"
             "background:repeating-linear-gradient(#fff 0,#fff 27pt,#dcefdc 27pt,#dcefdc 54pt)}")


def _k_greenbar_listing(rng):
    k = _kyc_record(rng)
    bank = k.bank[0]
    us = k.us
    rd, rt, prog, user = _fd(k.run, "num", us), _clock(rng), f"KYCR{rng.randint(100, 999)}0", _uid(rng)
    a3 = lambda c: _CTRY[c][0]
    lab, amt = _income_pair(k)
    name = f"{k.p.surname}, {k.p.given}"
    dob = _fd(k.p.dob, rng.choice(["num", "iso", "dmy9"]), us)
    blocks = [
        ["CUSTOMER NO  CUSTOMER NAME (SURNAME, FORENAMES)            DATE OF BIRTH  SEX  NATIONALITY  RESIDENCE  RISK    PEP",
         f"{k.cif}   {name:<42}  {dob:<13}  {(k.sex or '-'):<3}  {a3(k.nat_cc):<11}  {a3(k.rc):<9}  {('HIGH' if k.pep else rng.choice(['LOW', 'MEDIUM'])):<6}  {'Y' if k.pep else 'N'}", ""],
        ["IDENTIFICATION      DOCUMENT NUMBER       ISSUED BY   ISSUE DATE    EXPIRY DATE   VERIFIED BY",
         f"{('PASSPORT' if k.idt == 'passport' else 'NATIONAL ID'):<18}  {k.idno:<20}  {a3(k.iss_cc):<10}  {_fd(k.issue, 'iso'):<12}  {_fd(k.exp, 'iso'):<12}  {_uid(rng)}", ""],
        ["RESIDENTIAL ADDRESS (CURRENT)"] + ["    " + ln for ln in k.addr] + [""],
    ]
    if rng.random() < 0.6:
        blocks.append(["PREVIOUS ADDRESS (TO " + _fd(k.since, "iso") + ")"] + ["    " + ln for ln in k.prev_addr] + [""])
    blocks.append(["OCCUPATION                      EMPLOYER                               EMPLOYMENT STATUS",
                   f"{k.occ:<30}  {(k.employer or ''):<37}  {k.status.upper().replace('SELF', 'SELF-EMPLOYED')}", ""])
    blocks.append([f"GROSS {lab} INCOME     CCY   SOURCE OF FUNDS                         TAX IDENTIFICATION NO.",
                   f"{_fa(amt, k.amt):>20}     {k.cur}   {_SOF_CODES[k.sof][0] + ' ' + _SOF_CODES[k.sof][1]:<38}  {k.tin or 'NOT PROVIDED'}", ""])
    rel = ["RELATED PARTIES    ROLE                     NAME                                   DATE OF BIRTH"]
    if k.rel:
        rel.append(f"                   {rng.choice(['JOINT ACCOUNT HOLDER', 'POWER OF ATTORNEY', 'INTRODUCER']):<23}  "
                   f"{k.rel.surname + ', ' + k.rel.given:<37}  {_fd(k.rel.dob, 'iso')}")
    else:
        rel.append("                   *** NONE RECORDED ***")
    blocks.append(rel + [""])
    notes = ["REVIEW NOTES"]
    for t in rng.sample(["SCREENING AGAINST CONSOLIDATED SANCTIONS LISTS - NO MATCH.",
                         "ADVERSE MEDIA CHECK COMPLETED - NO RELEVANT HITS.",
                         "ADDRESS VERIFIED AGAINST UTILITY BILL DATED WITHIN 3 MONTHS.",
                         "CUSTOMER CONTACTED BY PHONE TO CONFIRM EMPLOYMENT DETAILS.",
                         "PERIODIC REVIEW TRIGGERED BY ID DOCUMENT EXPIRY ALERT."], 3):
        notes.append("    " + t)
    blocks.append(notes + [""])
    blocks.append([f"*** END OF CUSTOMER {k.cif} ***     RECORDS SELECTED: 000001     RECORDS PRINTED: 000001"])

    def header(i, n):
        return [f"{prog:<10}{bank:^88}RUN DATE {rd}  PAGE {i:4d}",
                f"USER {user:<8} {'CUSTOMER DUE DILIGENCE - PERIODIC REVIEW DETAIL LISTING':^80}RUN TIME {rt}",
                f"BRANCH {k.branch}   REVIEW CYCLE {k.run.year}-Q{(k.run.month - 1) // 3 + 1}", "=" * 130, ""]
    pages = _paginate(blocks, rng.choice([28, 70]), header)
    return _doc(_pre_pages(pages, "gb"), _GREENBAR), _kyc_truth(k)


_TW_CSS = (".frm{border:2px solid #222;padding:8mm 9mm;font-size:9pt}.frm h1{font-size:13pt;margin:0 0 1mm}"
           ".frm table{width:100%;border-collapse:collapse;margin:1.5mm 0}.frm td{padding:1.3mm 1mm;vertical-align:bottom}"
           ".lab{width:36%;font-size:8.5pt}.val{border-bottom:1px solid #444}"
           ".tw{font-family:'Liberation Mono','Courier New',monospace;font-size:10.5pt;color:#1a1a40;letter-spacing:.3px;white-space:nowrap}"
           ".sec{font-weight:bold;background:#ddd;padding:1mm;margin-top:3mm;font-size:8.5pt}.small{font-size:7.5pt;color:#333}"
           ".bank{border:1px dashed #555;padding:2mm;margin-top:4mm}")


def _tw(v):
    return f'<span class="tw">{_esc(v)}</span>'


def _box(checked, label):
    return ("[X] " if checked else "[ ] ") + label


def _k_typewriter_form(rng):
    k = _kyc_record(rng)
    bank, bic, baddr = k.bank
    us = k.us
    ds = rng.choice(["num", "dot", "dmon"]) if not us else rng.choice(["num", "uslong"])
    lab, amt = _income_pair(k)
    row = lambda l, v: f"<tr><td class=lab>{l}</td><td class=val>{v}</td></tr>"
    sexcell = (" &nbsp; ".join(_esc(_box(k.sex == s, w)) for s, w in (("M", "Male"), ("F", "Female"))))
    if k.sex == "X":
        sexcell += " &nbsp; " + _esc(_box(True, "Unspecified (X)"))
    sof_opts = [("employment", "Salary / employment"), ("business", "Business income"), ("investments", "Investments"),
                ("inheritance", "Inheritance"), ("pension", "Pension"), ("other", "Other")]
    sof = " &nbsp; ".join(_esc(_box(k.sof == c, w)) for c, w in sof_opts)
    if k.sof == "other":
        sof += " " + _tw("SALE OF PROPERTY")
    h = [f"<div class=frm><div class=small>Form PA-7 (Rev. {rng.choice(['06/98', '11/01', '03/95'])})"
         f" &nbsp; &nbsp; Part 1 - Bank copy</div><h1>{_esc(bank)}</h1>"
         f"<div class=small>{_esc(baddr)}</div>"
         "<p><b>APPLICATION TO OPEN A PERSONAL ACCOUNT - PERSONAL PARTICULARS</b><br>"
         "<span class=small>Please type or print in BLOCK CAPITALS. All sections must be completed. "
         "Incomplete applications will be returned.</span></p>",
         "<div class=sec>SECTION A - THE APPLICANT</div><table>",
         row("1. Surname", _tw(k.p.surname)), row("2. Forename(s) in full", _tw(k.p.given)),
         row("3. Date of birth", _tw(_fd(k.p.dob, ds, us))), row("4. Sex", sexcell),
         row("5. Nationality", _tw(_CTRY[k.nat_cc][1])),
         row("6. Permanent residential address<br><span class=small>(P.O. Box not acceptable)</span>",
             "<br>".join(_tw(a) for a in k.addr)),
         row("7. Country of residence", _tw(_CTRY[k.rc][1])),
         row("8. Telephone", _tw(k.phone)),
         row("9. Previous address if less than 3 years at present address",
             "<br>".join(_tw(a) for a in k.prev_addr) if (k.run - k.since).days < 1095 else ""),
         "</table><div class=sec>SECTION B - IDENTIFICATION</div><table>",
         row("10. Document produced", " &nbsp; ".join(_esc(_box(k.idt == t, w)) for t, w in (("passport", "Passport"), ("national_id", "National identity card")))),
         row("11. Document number", _tw(k.idno)), row("12. Issuing country", _tw(_CTRY[k.iss_cc][1])),
         row("13. Date of issue", _tw(_fd(k.issue, ds, us))), row("14. Date of expiry", _tw(_fd(k.exp, ds, us))),
         row("15. Tax identification number", _tw(k.tin) if k.tin else ""),
         "</table><div class=sec>SECTION C - EMPLOYMENT AND FINANCIAL INFORMATION</div><table>",
         row("16. Occupation", _tw(k.occ)),
         row("17. Name of employer", _tw(k.employer) if k.employer else ""),
         row("18. Employer's address", _tw(_REG[k.rc]["addr"](rng)[-1]) if k.employer else ""),
         row(f"19. Gross {lab.lower()} income", _tw(f"{k.cur} {_fa(amt, k.amt)}")),
         row("20. Source of funds", sof),
         row("21. Are you, or have you been, a politically exposed person, or a family member or close associate of one?",
             " &nbsp; ".join(_esc(_box(k.pep == v, w)) for v, w in ((True, "Yes"), (False, "No")))),
         "</table><div class=sec>SECTION D - DECLARATION</div>",
         "<p class=small>I declare that the information given above is true and complete and I undertake to inform the "
         "Bank of any change. I authorise the Bank to make such enquiries as it considers necessary. The account is "
         "subject to the Bank's General Terms and Conditions, a copy of which I have received.</p>",
         f"<p>Signature of applicant ______________________ &nbsp; Date {_tw(_fd(k.run, ds, us))}</p>",
         "<div class=bank><b class=small>FOR BANK USE ONLY</b><br>"
         f"<span class=small>Account No.</span> {_tw(_digits(rng, 4) + '-' + _digits(rng, 6))} &nbsp; "
         f"<span class=small>Sort/Branch</span> {_tw(k.branch)} &nbsp; <span class=small>ID sighted by</span> "
         f"{_tw(rng.choice(['J. PRICE', 'M. OKORO', 'S. LINDGREN', 'R. DAS', 'A. BECK']))} &nbsp; "
         f"<span class=small>Date</span> {_tw(_fd(k.run, ds, us))}</div></div>"]
    return _doc("".join(h), _TW_CSS), _kyc_truth(k)


def _fax_band(rng, when, fromline, fax, i, n):
    return (f"{when}  FROM:{fromline:<24} {fax:<20} P.{i:03d}/{n:03d}")


def _k_fax_cover(rng):
    k = _kyc_record(rng, need_sex=True)
    bank, bic, baddr = k.bank
    us = k.us
    when = f"{_MON[k.run.month - 1]}-{k.run.day:02d}-{k.run.year} {rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}"
    br = f"{bank.split()[0]} BR {k.branch}"
    fax = _REG[k.rc]["phone"](rng)
    npages = 3 if k.idt == "passport" else 2
    band = lambda i: f"<pre class=band>{_esc(_fax_band(rng, when, br, fax, i, npages))}</pre>"
    officer = rng.choice(["JANET PRICE", "MICHAEL OKORO", "SANDRA LINDGREN", "RAVI DAS", "ANDREAS BECK"])
    cover = (f"<div class=pg>{band(1)}<h1 class=fx>FACSIMILE TRANSMISSION</h1><table class=fxt>"
             f"<tr><td>TO:</td><td>KYC CENTRAL / CUSTOMER DUE DILIGENCE UNIT</td></tr>"
             f"<tr><td>FAX:</td><td>{_esc(_REG[k.rc]['phone'](rng))}</td></tr>"
             f"<tr><td>FROM:</td><td>{_esc(officer)}, BRANCH {k.branch}</td></tr>"
             f"<tr><td>DATE:</td><td>{_esc(_fd(k.run, 'dmon'))}</td></tr>"
             f"<tr><td>PAGES:</td><td>{npages} (INCLUDING COVER)</td></tr>"
             f"<tr><td>RE:</td><td>NEW ACCOUNT - CDD PACK - CIF {k.cif}</td></tr></table>"
             f"<p>Please find following the completed customer due diligence form"
             f"{' and certified copy of the passport data page' if npages == 3 else ''} for the above customer. "
             "Original documents were sighted at the branch. Kindly confirm receipt and approval by return fax.</p>"
             f"<p class=conf>CONFIDENTIALITY NOTICE: This facsimile contains confidential information of {_esc(bank)}, "
             f"{_esc(baddr)}, intended only for the addressee. If you have received it in error please notify the "
             "sender immediately by telephone and destroy all copies. Any review, dissemination or copying is prohibited.</p></div>")
    ds = rng.choice(["num", "dot", "dmon"])
    lab, amt = _income_pair(k)
    L = []

    def pair(l1, v1, l2=None, v2=None):
        L.append(f"{l1:<38}{l2 or ''}")
        L.append(f"  {v1:<36}{'  ' + v2 if v2 else ''}")
        L.append("")
    L += [f"{bank:^78}", f"{'CUSTOMER DUE DILIGENCE - INDIVIDUAL':^78}", f"{'(KYC FORM CDD-01)':^78}", "", "=" * 78,
          "PART 1  PERSONAL DETAILS", "-" * 78]
    pair("FULL NAME (AS IN IDENTITY DOCUMENT)", k.p.full)
    pair("DATE OF BIRTH", _fd(k.p.dob, ds, us), "SEX", {"M": "MALE", "F": "FEMALE", "X": "X"}[k.sex])
    pair("NATIONALITY", f"{k.nat_cc} - {_CTRY[k.nat_cc][1]}", "COUNTRY OF RESIDENCE", f"{k.rc} - {_CTRY[k.rc][1]}")
    L.append("RESIDENTIAL ADDRESS")
    L += ["  " + a for a in k.addr] + [""]
    L += ["PART 2  IDENTIFICATION", "-" * 78]
    pair("DOCUMENT TYPE", "PASSPORT" if k.idt == "passport" else "NATIONAL IDENTITY CARD", "DOCUMENT NUMBER", k.idno)
    pair("ISSUING COUNTRY", _CTRY[k.iss_cc][1], "EXPIRY DATE", _fd(k.exp, ds, us))
    L += ["PART 3  OCCUPATION AND FUNDS", "-" * 78]
    pair("OCCUPATION", k.occ, "EMPLOYER", k.employer or "N/A")
    pair(f"GROSS {lab} INCOME", f"{k.cur} {_fa(amt, k.amt)}", "SOURCE OF FUNDS", _SOF_CODES[k.sof][1])
    pair("POLITICALLY EXPOSED PERSON", "YES" if k.pep else "NO", "TAX ID NUMBER", k.tin or "")
    L += ["PART 4  BRANCH CERTIFICATION", "-" * 78,
          "I CONFIRM THAT I HAVE SEEN THE CUSTOMER IN PERSON AND VERIFIED THE ORIGINAL",
          "IDENTITY DOCUMENT AND PROOF OF ADDRESS.", "",
          f"  OFFICER: {officer:<28}  STAFF NO: {_digits(rng, 6)}   DATE: {_fd(k.run, ds, us)}"]
    form = f"<div class=pg>{band(2)}<pre class=fm>{_esc(chr(10).join(L))}</pre></div>"
    body = cover + form
    if npages == 3:
        l1, l2 = _mrz(k.p, _CTRY[k.iss_cc][0], _CTRY[k.nat_cc][0], k.idno, k.exp, k.sex)
        viz = [f"PASSPORT / PASSEPORT          TYPE P    CODE {_CTRY[k.iss_cc][0]}    NO. {k.idno}", "",
               "SURNAME / NOM", f"  {k.p.surname}", "GIVEN NAMES / PRENOMS", f"  {k.p.given}",
               f"NATIONALITY / NATIONALITE       {_CTRY[k.nat_cc][1]}",
               f"DATE OF BIRTH / DATE DE NAISS.  {_fd(k.p.dob, 'dmon')}",
               f"SEX / SEXE  {k.sex}          PLACE OF BIRTH  {rng.choice(['LONDON', 'CORK', 'MANILA', 'KRAKOW', 'DELHI', 'HAMBURG', 'LYON', 'DURBAN'])}",
               f"DATE OF ISSUE                   {_fd(k.issue, 'dmon')}",
               f"DATE OF EXPIRY                  {_fd(k.exp, 'dmon')}", "", l1, l2]
        body += (f"<div class=pg>{band(3)}<p><b>CERTIFIED TRUE COPY - PASSPORT DATA PAGE</b></p>"
                 f"<pre class=pp>{_esc(chr(10).join(viz))}</pre>"
                 f"<p class=conf>I certify that this is a true copy of the original document which I have seen. "
                 f"Signed: {_esc(officer)} &nbsp; Date: {_esc(_fd(k.run, ds, us))}</p></div>")
    css = (".band{font-size:8pt;border-bottom:1px solid #000;margin-bottom:6mm}.fx{font-size:22pt;letter-spacing:3px}"
           ".fxt td{padding:2mm 4mm;font-size:11pt}.conf{font-size:8pt;border:1px solid #000;padding:2mm}"
           ".fm{font-size:9.5pt;line-height:1.2}.pp{border:2px solid #555;padding:5mm;font-size:10pt;background:#eef}")
    return _doc(body, css), _kyc_truth(k)


_LANG = {
    "DE": dict(sn="Name", gn="Vorname(n)", dob="Geburtsdatum", sex="Geschlecht", nat="Staatsangehoerigkeit",
               addr="Wohnanschrift", res="Wohnsitzland", idt="Ausweisart", idn="Ausweisnummer", iss="Ausstellungsstaat",
               exp="Gueltig bis", occ="Beruf", emp="Arbeitgeber", inc_a="Bruttojahreseinkommen", inc_m="Bruttomonatseinkommen",
               ccy="Waehrung", sof="Herkunft der Mittel", pep="Politisch exponierte Person", tin="Steuer-ID",
               copy="Durchschrift 2 - Filiale", title="Kundenstammblatt / Eroeffnung Privatkonto", sig="Unterschrift",
               pp="Reisepass", ni="Personalausweis", yes="ja", no="nein"),
    "FR": dict(sn="Nom", gn="Prenom(s)", dob="Date de naissance", sex="Sexe", nat="Nationalite", addr="Adresse de residence",
               res="Pays de residence", idt="Piece d'identite", idn="Numero", iss="Pays de delivrance",
               exp="Date d'expiration", occ="Profession", emp="Employeur", inc_a="Revenu annuel brut",
               inc_m="Revenu mensuel brut", ccy="Devise", sof="Origine des fonds", pep="Personne politiquement exposee",
               tin="Numero fiscal", copy="Exemplaire 2 - Agence", title="Fiche client / Ouverture de compte",
               sig="Signature", pp="Passeport", ni="Carte nationale d'identite", yes="oui", no="non"),
    "IT": dict(sn="Cognome", gn="Nome", dob="Data di nascita", sex="Sesso", nat="Cittadinanza", addr="Indirizzo di residenza",
               res="Paese di residenza", idt="Documento", idn="Numero documento", iss="Paese di rilascio", exp="Scadenza",
               occ="Professione", emp="Datore di lavoro", inc_a="Reddito annuo lordo", inc_m="Reddito mensile lordo",
               ccy="Valuta", sof="Origine dei fondi", pep="Persona politicamente esposta", tin="Codice fiscale",
               copy="Copia 2 - Filiale", title="Scheda anagrafica cliente", sig="Firma", pp="Passaporto",
               ni="Carta d'identita", yes="si", no="no"),
    "NL": dict(sn="Achternaam", gn="Voornamen", dob="Geboortedatum", sex="Geslacht", nat="Nationaliteit", addr="Woonadres",
               res="Land van verblijf", idt="Legitimatiebewijs", idn="Documentnummer", iss="Land van afgifte",
               exp="Geldig tot", occ="Beroep", emp="Werkgever", inc_a="Bruto jaarinkomen", inc_m="Bruto maandinkomen",
               ccy="Valuta", sof="Herkomst van gelden", pep="Politiek prominent persoon", tin="BSN / fiscaal nummer",
               copy="Doorslag 2 - Kantoor", title="Klantkaart particulier", sig="Handtekening", pp="Paspoort",
               ni="Identiteitskaart", yes="ja", no="nee"),
}
_EN = dict(sn="Surname", gn="Given name(s)", dob="Date of birth", sex="Sex", nat="Nationality",
           addr="Residential address", res="Country of residence", idt="Identity document", idn="Document no.",
           iss="Issuing country", exp="Expiry date", occ="Occupation", emp="Employer", inc_a="Gross annual income",
           inc_m="Gross monthly income", ccy="Currency", sof="Source of funds", pep="Politically exposed person",
           tin="Tax identification no.", copy="Copy 2 - Branch file", title="Customer record / Personal account opening",
           sig="Signature", pp="Passport", ni="National identity card", yes="yes", no="no")
_LANG_OF = {"DE": "DE", "CH": "DE", "FR": "FR", "IT": "IT", "NL": "NL"}


def _k_carbon_boxes(rng):
    k = _kyc_record(rng)
    bank, bic, baddr = k.bank
    us = k.us
    lang = _LANG.get(_LANG_OF.get(k.rc, ""), None)
    cap = (lambda key: f"{lang[key]} / {_EN[key]}") if lang else (lambda key: _EN[key])
    fmt = "MM/DD/YYYY" if us else "DD/MM/YYYY"
    lab, amt = _income_pair(k)

    def box(key, val, w=1, extra=""):
        c = cap(key) if key in _EN else key
        return (f'<div class=bx style="flex:{w}"><div class=cp>{_esc(c)}{extra}</div>'
                f'<div class=cv>{val}</div></div>')
    v = lambda s: _esc(s) if s else "&nbsp;"
    idbox = (("[X] " if k.idt == "passport" else "[ ] ") + (lang or _EN)["pp"] + "  "
             + ("[X] " if k.idt == "national_id" else "[ ] ") + (lang or _EN)["ni"])
    legend = "01 salary/employment  02 business  03 investments  04 inheritance  05 pension  09 other"
    yn = (lang or _EN)["yes"] if k.pep else (lang or _EN)["no"]
    rows = [
        [box("sn", v(k.p.surname), 2), box("gn", v(k.p.given), 2)],
        [box("dob", v(_fd(k.p.dob, "num", us)), 1, f" ({fmt})"), box("sex", v(k.sex) if k.sex else "&nbsp;", 0.5, " (M/F/X)"),
         box("nat", v(_CTRY[k.nat_cc][0]), 1, " (ISO)")],
        [box("addr", "<br>".join(_esc(a) for a in k.addr), 3), box("res", v(_CTRY[k.rc][0]), 1, " (ISO)")],
        [box("idt", _esc(idbox), 2), box("idn", v(k.idno), 1.3)],
        [box("iss", v(_CTRY[k.iss_cc][0]), 1, " (ISO)"), box("exp", v(_fd(k.exp, "num", us)), 1, f" ({fmt})"),
         box("tin", v(k.tin), 1.5)],
        [box("occ", v(k.occ), 1.5), box("emp", v(k.employer), 2)],
        [box("inc_m" if lab == "MONTHLY" else "inc_a", v(_fa(amt, k.amt)), 1.5), box("ccy", v(k.cur), 0.6),
         box("sof", v(_SOF_CODES[k.sof][0]), 0.9, " *"), box("pep", v(yn), 1)],
        [box("sig", "&nbsp;<br>&nbsp;", 2), box("Bank use: staff / date", v(f"{_uid(rng)}  {_fd(k.run, 'num', us)}"), 1.2)],
    ]
    body = (f"<div class=cc><div class=top><b>{_esc(bank)}</b> &nbsp; {_esc(baddr)}<span class=cpy>"
            f"{_esc(cap('copy'))}</span></div><h2>{_esc(cap('title'))}</h2>"
            f"<div class=ref>No. {_digits(rng, 7)} &nbsp; CIF {k.cif}</div>"
            + "".join(f"<div class=rw>{''.join(r)}</div>" for r in rows)
            + f"<div class=lg>* {_esc(cap('sof'))}: {_esc(legend)}</div>"
            "<div class=lg>The customer confirms the accuracy of the above particulars and agrees to notify the bank "
            "of any change within 30 days. This copy is retained by the branch; original to Central Records.</div></div>")
    css = (".cc{background:#fbf1f4;border:1px solid #b88;padding:6mm;color:#223}.top{font-size:8.5pt}"
           ".cpy{float:right;color:#a33;font-weight:bold}.cc h2{font-size:12pt;margin:3mm 0 1mm}.ref{font-size:8pt;color:#a33}"
           ".rw{display:flex;gap:0;margin-top:-1px}.bx{border:1px solid #b88;padding:1mm 2mm;min-height:11mm;margin-left:-1px}"
           ".cp{font-size:6.5pt;color:#844;text-transform:uppercase}"
           ".cv{font-family:'Liberation Mono','Courier New',monospace;font-size:10pt;color:#26358c;opacity:.88;white-space:nowrap;padding-top:1mm}"
           ".lg{font-size:7pt;margin-top:2mm;color:#633}")
    return _doc(body, css), _kyc_truth(k)


def _as4(label, value, width=38):
    s = label + " "
    while len(s) < width - 2:
        s += ". " if len(s) % 2 == len(label) % 2 else " "
    return s[:width].ljust(width) + ":  " + value


def _k_as400_spool(rng):
    k = _kyc_record(rng)
    bank = k.bank[0]
    stamp = f"{_fd(k.run, 'ymdslash')[2:]} {_clock(rng)}"
    prog = rng.choice(["KYCPRT01", "CIFIDR4", "CDDLST2"])
    lab, amt = _income_pair(k)
    B = []
    B.append(["  Customer number", "  Customer name", "  Birth date", "  Sex", "  Nationality"])
    B[0] = [_as4("  Customer number", k.cif), _as4("  Customer name", f"{k.p.surname}, {k.p.given}"),
            _as4("  Birth date", _fd(k.p.dob, "iso"))]
    if k.sex:
        B[0].append(_as4("  Sex", k.sex))
    B[0] += [_as4("  Nationality", f"{k.nat_cc}  {_CTRY[k.nat_cc][1]}"), ""]
    B.append([" Address"] + [_as4("  Residence", k.addr[0])] + [" " * 41 + a for a in k.addr[1:]]
             + [_as4("  Country of residence", f"{k.rc}  {_CTRY[k.rc][1]}"), _as4("  Telephone", k.phone), ""])
    idb = [" Identification document", _as4("  Document type", "PP  PASSPORT" if k.idt == "passport" else "ID  IDENTITY CARD"),
           _as4("  Document number", k.idno), _as4("  Issuing country", f"{k.iss_cc}  {_CTRY[k.iss_cc][1]}"),
           _as4("  Date of issue", _fd(k.issue, "iso")), _as4("  Date of expiry", _fd(k.exp, "iso"))]
    if k.idt == "passport" and k.sex:
        l1, l2 = _mrz(k.p, _CTRY[k.iss_cc][0], _CTRY[k.nat_cc][0], k.idno, k.exp, k.sex)
        idb += [_as4("  MRZ line 1", l1), _as4("  MRZ line 2", l2)]
    B.append(idb + [""])
    B.append([" Employment and income", _as4("  Employment status", {"employed": "EMPLOYED", "self": "SELF-EMPLOYED", "retired": "RETIRED"}[k.status]),
              _as4("  Occupation", k.occ), _as4("  Employer", k.employer or "*NONE"),
              _as4(f"  Gross {lab.lower()} income", f"{_fa(amt, 'en')} {k.cur}"),
              _as4("  Source of funds", f"{_SOF_CODES[k.sof][0]}  {_SOF_CODES[k.sof][1]}"), ""])
    B.append([" Regulatory", _as4("  PEP indicator", "*YES" if k.pep else "*NO"),
              _as4("  Tax identification number", k.tin or "*NONE"),
              _as4("  Last review", _fd(k.run - timedelta(days=rng.randint(1, 90)), "iso")),
              _as4("  Reviewed by", _uid(rng)), ""])
    B.append(["                        * * * * *   E N D   O F   L I S T I N G   * * * * *"])

    def header(i, n):
        return [f"5770SS1 V7R{rng.randint(2, 5)}M0 {_digits(rng, 6)}   {'CUSTOMER IDENTIFICATION DETAIL':^40} {prog:<9}{stamp}  Page {i:4d}",
                f"  {bank}", f"  Library . . . :  PRDCIF   File . . . :  CIFMST   Job . . . :  {_uid(rng)}", ""]
    pages = _paginate(B, rng.choice([24, 60]), header)
    return _doc(_pre_pages(pages), "pre{font-size:8.2pt;line-height:1.25}"), _kyc_truth(k)


def _swiftify(s):
    if s is None:
        return None
    return re.sub(r"\s+", " ", s.replace("&", "AND").replace("#", "NO.").replace("@", " AT ").replace("%", " PCT")
                  .replace(";", ",").replace("_", "-")).strip()


def _k_mt199_reply(rng):
    k = _kyc_record(rng)
    for attr in ("employer", "occ", "idno", "tin"):
        setattr(k, attr, _swiftify(getattr(k, attr)))
    k.addr = [_swiftify(a) for a in k.addr]
    bank, bic, baddr = k.bank
    corr_rc = rng.choice([r for r in _BANKS if r != k.rc])
    cbank, cbic, _ = rng.choice(_BANKS[corr_rc])
    lab, amt = _income_pair(k)
    ref = f"KYC{k.run.year % 100}{_digits(rng, 5)}"
    N = []
    N += ["RE YOUR MT199 REF " + f"CDD/{_digits(rng, 6)}", "KYC INFORMATION ON OUR MUTUAL CLIENT", "",
          "WE CONFIRM THAT WE HOLD THE FOLLOWING DUE", "DILIGENCE INFORMATION ON FILE:", ""]

    def kv(label, val):
        ln = f"{label}: {val}"
        N.extend(_wrap(ln, 50) if len(ln) > 50 else [ln])
    kv("FULL NAME", k.p.full)
    kv("DATE OF BIRTH", _fd(k.p.dob, "dmy9"))
    if k.sex:
        kv("SEX", k.sex)
    kv("NATIONALITY", f"{k.nat_cc} {_CTRY[k.nat_cc][1]}")
    N.append("RESIDENTIAL ADDRESS:")
    N.extend(k.addr)
    kv("COUNTRY OF RESIDENCE", f"{k.rc} {_CTRY[k.rc][1]}")
    kv("ID DOCUMENT", "PASSPORT" if k.idt == "passport" else "NATIONAL ID CARD")
    kv("ID NUMBER", k.idno)
    kv("ISSUED BY", f"{k.iss_cc} {_CTRY[k.iss_cc][1]}")
    kv("VALID UNTIL", _fd(k.exp, "dmy9"))
    kv("OCCUPATION", k.occ)
    if k.employer:
        kv("EMPLOYER", k.employer)
    kv(f"GROSS {lab} INCOME", f"{k.cur} {_fa(amt, 'swift')}")
    kv("SOURCE OF FUNDS", _SOF_CODES[k.sof][1])
    kv("PEP", "YES - " + rng.choice(_PEP_ROLES) if k.pep else "NO")
    if k.tin:
        kv("TAX ID", k.tin)
    N += ["", "CUSTOMER RELATIONSHIP SINCE " + str(k.opened.year) + ".",
          "THIS INFORMATION IS PROVIDED IN CONFIDENCE AND", "WITHOUT RESPONSIBILITY ON OUR PART.", "REGARDS", "KYC OPERATIONS"]
    isn = _digits(rng, 6)
    lines = [f"{{1:F01{cbic}AXXX{_digits(rng, 10)}}}{{2:O199{rng.randint(700, 1800):04d}{_fd(k.run, 'yymmdd')}{bic}AXXX{_digits(rng, 4)}{isn}{_fd(k.run, 'yymmdd')}{rng.randint(700, 1800):04d}N}}{{3:{{108:{ref}}}}}{{4:",
             f":20:{ref}", f":21:CDD/{_digits(rng, 6)}", ":79:" + N[0]] + N[1:] + ["-}" + f"{{5:{{CHK:{_letters(rng, 12, '0123456789ABCDEF')}}}}}"]
    banner = [f"{'SWIFT MESSAGE PRINT':<40}PRINTED {_fd(k.run, 'iso')} BY {_uid(rng)}", "-" * 78,
              f"MT 199  FREE FORMAT MESSAGE", f"SENDER    {bic}XXX  {bank}", f"RECEIVER  {cbic}XXX  {cbank}", "-" * 78]
    # the first block line is long: split it as a raw print would (at 78 columns, no value inside)
    raw = []
    for ln in lines:
        while len(ln) > 78:
            cut = ln.rfind("}", 0, 78) + 1 or 78
            raw.append(ln[:cut])
            ln = ln[cut:]
        raw.append(ln)
    page = banner + raw + ["-" * 78, "END OF MESSAGE"]
    return _doc(f"<pre class=pg>{_esc(chr(10).join(page))}</pre>", "pre{font-size:9.4pt;line-height:1.2}"), _kyc_truth(k)


def _k_bilingual_sheet(rng):
    k = _kyc_record(rng)
    bank, bic, baddr = k.bank
    us = k.us
    lg = _LANG.get(_LANG_OF.get(k.rc, ""))
    L = (lambda key: f"{lg[key].upper()} / {_EN[key].upper()}") if lg else (lambda key: _EN[key].upper())
    W = 50 if lg else 30
    lab, amt = _income_pair(k)
    tx = lg or _EN
    sexw = {"M": "M", "F": "F" if not lg or lg is not _LANG["DE"] else "W / F", "X": "X"}
    ds = "dot" if lg else rng.choice(["num", "dmy9"])
    blocks = [[_lead(L("sn"), k.p.surname, W, " ", "  "), _lead(L("gn"), k.p.given, W, " ", "  "),
               _lead(L("dob"), _fd(k.p.dob, ds, us), W, " ", "  ")]
              + ([_lead(L("sex"), sexw[k.sex], W, " ", "  ")] if k.sex else [])
              + [_lead(L("nat"), f"{k.nat_cc}  {_CTRY[k.nat_cc][1]}", W, " ", "  "), ""],
              _multi(L("addr"), k.addr, W, " ", "  ") + [_lead(L("res"), f"{k.rc}  {_CTRY[k.rc][1]}", W, " ", "  "), ""],
              [_lead(L("idt"), (tx["pp"] if k.idt == "passport" else tx["ni"]).upper(), W, " ", "  "),
               _lead(L("idn"), k.idno, W, " ", "  "), _lead(L("iss"), f"{k.iss_cc}  {_CTRY[k.iss_cc][1]}", W, " ", "  "),
               _lead(L("exp"), _fd(k.exp, ds, us), W, " ", "  "), ""],
              [_lead(L("occ"), k.occ, W, " ", "  ")] + ([_lead(L("emp"), k.employer, W, " ", "  ")] if k.employer else [])
              + [_lead(L("inc_m" if lab == "MONTHLY" else "inc_a"), f"{_fa(amt, k.amt)} {k.cur}", W, " ", "  "),
                 _lead(L("sof"), f"{_SOF_CODES[k.sof][0]} {_SOF_CODES[k.sof][1]}", W, " ", "  "),
                 _lead(L("pep"), (tx["yes"] if k.pep else tx["no"]).upper(), W, " ", "  ")]
              + ([_lead(L("tin"), k.tin, W, " ", "  ")] if k.tin else []) + [""]]
    if not k.employer:
        blocks[3].insert(1, _lead(L("emp"), "-", W, " ", "  "))
    blocks.append(["-" * 86, "DATENSCHUTZ / DATA PROTECTION:" if lg is _LANG.get("DE") else "DATA PROTECTION:"]
                  + _wrap("THE PERSONAL DATA ABOVE IS PROCESSED FOR THE PURPOSES OF ANTI-MONEY LAUNDERING AND "
                          "COUNTER-TERRORIST FINANCING OBLIGATIONS AND RETAINED FOR TEN YEARS AFTER THE END OF THE "
                          "BUSINESS RELATIONSHIP.", 86))
    pg = "SEITE" if lg is _LANG.get("DE") else ("PAGE" if lg is not _LANG.get("IT") else "PAGINA")

    def header(i, n):
        return [f"{bank:<50}{_fd(k.run, 'iso'):>20} {_clock(rng)}",
                f"{L('title'):<60}{pg} {i}/{n}", f"KUNDE/CIF {k.cif}   FILIALE/BRANCH {k.branch}   USER {_uid(rng)}",
                "=" * 86, ""]
    pages = _paginate(blocks, rng.choice([14, 60]), header)
    return _doc(_pre_pages(pages), "pre{font-size:8.8pt;line-height:1.25}"), _kyc_truth(k)


_KYC_LAYOUTS = {
    "cics_cif_screens": _k_cics_screens,
    "fcode_record_dump": _k_fcode_dump,
    "greenbar_cdd_listing": _k_greenbar_listing,
    "typewriter_account_form": _k_typewriter_form,
    "fax_cover_cdd_pack": _k_fax_cover,
    "carbon_copy_boxes": _k_carbon_boxes,
    "as400_spool_mrz": _k_as400_spool,
    "mt199_kyc_reply": _k_mt199_reply,
    "bilingual_customer_sheet": _k_bilingual_sheet,
}


# =============================================================================================
# letters of credit
# =============================================================================================

_IMPORTERS = {
    "US": [("BLUE HERON HOME GOODS INC", ["2200 HARBOR GATEWAY SOUTH", "TORRANCE CA 90501"]),
           ("GREAT LAKES TOOL SUPPLY CORP", ["4410 W 150TH STREET", "CLEVELAND OH 44135"]),
           ("SUNBELT SOLAR DISTRIBUTION LLC", ["1805 INDUSTRIAL BLVD", "HOUSTON TX 77029", "USA"])],
    "GB": [("ALBION HOMEWARES LIMITED", ["UNIT 7 LONGBRIDGE TRADING ESTATE", "BIRMINGHAM B31 2TW"]),
           ("THAMES VALLEY FOODS LTD", ["3 ARKWRIGHT ROAD", "READING RG2 0LU", "UNITED KINGDOM"])],
    "DE": [("NORDLICHT HANDELS GMBH", ["UEBERSEERING 14", "22297 HAMBURG"]),
           ("SCHWARZWALD WERKZEUG GMBH", ["INDUSTRIESTRASSE 8", "78050 VILLINGEN-SCHWENNINGEN", "GERMANY"])],
    "FR": [("MEDIDIS SA", ["ZI DES ESTROUBLANS", "13127 VITROLLES", "FRANCE"])],
    "NL": [("VAN LEEUWEN IMPORT B.V.", ["WAALHAVEN O.Z. 85", "3087 BM ROTTERDAM"])],
    "IT": [("ARREDAMENTI BRIANZA SRL", ["VIA MILANO 142", "20821 MEDA MB", "ITALY"])],
    "AE": [("AL RAWDAH GENERAL TRADING LLC", ["P.O. BOX 41872", "DEIRA, DUBAI, U.A.E."])],
    "SG": [("EQUATOR BUILDING SUPPLIES PTE LTD", ["21 TUAS AVENUE 3", "SINGAPORE 639416"])],
    "HK": [("GOLDEN LOTUS ENTERPRISES LIMITED", ["UNIT 1208, 12/F, TOWER B", "HUNGHOM COMMERCIAL CTR, KOWLOON"])],
    "IN": [("SHREE GANESH POLYMERS PVT LTD", ["PLOT 44, MIDC BHOSARI", "PUNE 411026", "INDIA"])],
    "ZA": [("KAROO AGRI SUPPLIES (PTY) LTD", ["18 STATION ROAD", "WORCESTER 6850", "SOUTH AFRICA"])],
    "AU": [("OUTBACK HARDWARE IMPORTS PTY LTD", ["12 FRICKER ROAD", "PERTH AIRPORT WA 6105"])],
    "CH": [("ALPINA UHRENTEILE AG", ["GEWERBESTRASSE 5", "2540 GRENCHEN", "SWITZERLAND"])],
}
_DISCHARGE = {"US": ["LOS ANGELES, USA", "LONG BEACH, CA, USA", "NEW YORK, USA"], "GB": ["FELIXSTOWE, UK", "SOUTHAMPTON, UK"],
              "DE": ["HAMBURG, GERMANY"], "FR": ["LE HAVRE, FRANCE", "MARSEILLE-FOS, FRANCE"], "NL": ["ROTTERDAM, NETHERLANDS"],
              "IT": ["GENOA, ITALY"], "AE": ["JEBEL ALI, UAE"], "SG": ["SINGAPORE"], "HK": ["HONG KONG"],
              "IN": ["NHAVA SHEVA, INDIA"], "ZA": ["DURBAN, SOUTH AFRICA"], "AU": ["FREMANTLE, AUSTRALIA"],
              "CH": ["BASEL, SWITZERLAND"]}
# exporters: name, address lines, city, loading ports, goods [(item, unit, qty range, price range, tags)]
_EXPORTERS = {
    "CN": [("NINGBO HUAXIN LIGHTING CO., LTD.", ["NO. 88 JINGJIA ROAD, YINZHOU", "NINGBO 315100, CHINA"], "NINGBO",
            ["NINGBO, CHINA", "SHANGHAI, CHINA", "ANY PORT IN CHINA"],
            [("LED PANEL LIGHTS 600X600MM 40W 4000K", "PCS", (2000, 20000), (8, 22), ""),
             ("CERAMIC TABLEWARE SETS 16 PIECES", "SETS", (1000, 8000), (6, 18), "")]),
           ("QINGDAO HAIRUN STEEL PRODUCTS CO", ["NO. 16 HUANGHE ROAD, HUANGDAO", "QINGDAO 266555 CHINA"], "QINGDAO",
            ["QINGDAO, CHINA"],
            [("STAINLESS STEEL KITCHEN SINKS MODEL KS-8045", "PCS", (500, 4000), (25, 70), ""),
             ("GALVANIZED STEEL WIRE 2.5 MM, ZINC COATING 60 G/M2", "MT", (50, 500), (700, 950), "")])],
    "VN": [("SAIGON TIMBERCRAFT JSC", ["LOT B4, SONG THAN 2 IND. ZONE", "DI AN, BINH DUONG, VIETNAM"], "BINH DUONG",
            ["HO CHI MINH CITY, VIETNAM", "CAT LAI PORT, VIETNAM"],
            [("ACACIA WOOD OUTDOOR DINING SETS", "SETS", (200, 1500), (90, 260), "wood")]),
           ("MEKONG SEAFOOD EXPORT CO., LTD", ["NATIONAL ROAD 30, MY TRA WARD", "CAO LANH, DONG THAP, VIETNAM"], "CAO LANH",
            ["HO CHI MINH CITY, VIETNAM"],
            [("FROZEN PANGASIUS FILLETS, WELL TRIMMED, IQF, 170-220 G", "MT", (20, 200), (2100, 3200), "food"),
             ("ROBUSTA COFFEE BEANS GRADE 2, SCREEN 16", "MT", (38, 400), (3800, 5200), "agri")])],
    "BD": [("RUPALI KNIT COMPOSITE LTD", ["PLOT 27-29, DEPZ EXTENSION", "SAVAR, DHAKA 1349, BANGLADESH"], "DHAKA",
            ["CHATTOGRAM, BANGLADESH"],
            [("MEN'S 100 PCT COTTON KNITTED POLO SHIRTS", "PCS", (5000, 60000), (3.2, 6.8), ""),
             ("LADIES' DENIM TROUSERS 98 PCT COTTON 2 PCT ELASTANE", "PCS", (5000, 40000), (5.5, 9.9), "")])],
    "TR": [("EGE KURU MEYVE SAN. VE TIC. A.S.", ["ORGANIZE SANAYI BOLGESI 4. CAD.", "MALATYA, TURKIYE"], "MALATYA",
            ["MERSIN, TURKIYE", "IZMIR, TURKIYE"],
            [("DRIED APRICOTS SULPHURED SIZE NO. 4, CROP 2024", "MT", (20, 120), (4200, 6800), "agri")]),
           ("KARADENIZ FINDIK IHRACAT A.S.", ["LIMAN CAD. NO 12", "GIRESUN, TURKIYE"], "GIRESUN",
            ["ISTANBUL, TURKIYE", "MERSIN, TURKIYE"],
            [("HAZELNUT KERNELS NATURAL 11-13 MM", "MT", (20, 80), (5200, 7900), "agri")])],
    "KR": [("HANBIT STEEL CO., LTD.", ["45 JANGSAENGPO-RO, NAM-GU", "ULSAN 44780, KOREA"], "ULSAN",
            ["BUSAN, KOREA", "ULSAN, KOREA"],
            [("HOT ROLLED STEEL COILS SAE 1006, 2.0 X 1250 MM", "MT", (200, 3000), (520, 690), ""),
             ("HIGH DENSITY POLYETHYLENE RESIN, BLOW MOULDING GRADE", "MT", (100, 1000), (980, 1300), "")])],
    "IN": [("PUNJAB AGRO GRAINS PVT LTD", ["G.T. ROAD, VILLAGE DHANDARI KALAN", "LUDHIANA 141010, INDIA"], "LUDHIANA",
            ["MUNDRA, INDIA", "NHAVA SHEVA, INDIA"],
            [("INDIAN BASMATI RICE 1121 STEAM, CROP 2024", "MT", (50, 1000), (850, 1200), "agri")]),
           ("RAJASTHAN STONE EXPORTS", ["RIICO IND. AREA, SUKHER", "UDAIPUR 313001, INDIA"], "UDAIPUR",
            ["MUNDRA, INDIA"],
            [("POLISHED BLACK GALAXY GRANITE SLABS 2 CM", "SQM", (1000, 8000), (28, 45), "")])],
    "DE": [("KESSLER WERKZEUGMASCHINEN GMBH", ["ROBERT-BOSCH-STRASSE 21", "73037 GOEPPINGEN, GERMANY"], "GOEPPINGEN",
            ["HAMBURG, GERMANY", "BREMERHAVEN, GERMANY"],
            [("CNC VERTICAL MACHINING CENTRE MODEL VMC 1060 WITH STANDARD ACCESSORIES", "UNITS", (1, 4), (120000, 260000), ""),
             ("CENTRIFUGAL PROCESS PUMPS SERIES KP 80-250", "UNITS", (10, 120), (3500, 9000), "")])],
    "IT": [("CERAMICHE VALSECCHIA SPA", ["VIA RADICI IN PIANO 310", "41049 SASSUOLO MO, ITALY"], "SASSUOLO",
            ["LA SPEZIA, ITALY", "GENOA, ITALY"],
            [("PORCELAIN FLOOR TILES 60X60 CM, FIRST CHOICE", "SQM", (3000, 30000), (9, 17), "")])],
    "US": [("PRAIRIE HARVEST COMMODITIES LLC", ["900 GRAIN EXCHANGE BLDG", "MINNEAPOLIS MN 55415, USA"], "MINNEAPOLIS",
            ["NEW ORLEANS, USA", "HOUSTON, USA"],
            [("US NO. 2 YELLOW SOYBEANS, CROP 2024", "MT", (1000, 10000), (380, 460), "agri")])],
    "JP": [("SAKURA PRECISION INDUSTRIES CO", ["2-14-7 SHIBAURA, MINATO-KU", "TOKYO 108-0023, JAPAN"], "TOKYO",
            ["YOKOHAMA, JAPAN", "KOBE, JAPAN"],
            [("INDUSTRIAL ROBOT ARMS 6-AXIS, PAYLOAD 10 KG", "UNITS", (2, 20), (28000, 46000), ""),
             ("ALUMINIUM ALLOY SHEETS 5052-H32, 1.5 MM", "MT", (20, 200), (3300, 4200), "")])],
}

_M700_NAMES = {
    "27": "Sequence of Total", "40A": "Form of Documentary Credit", "20": "Documentary Credit Number",
    "23": "Reference to Pre-Advice", "31C": "Date of Issue", "40E": "Applicable Rules",
    "31D": "Date and Place of Expiry", "51A": "Applicant Bank", "50": "Applicant", "59": "Beneficiary",
    "32B": "Currency Code, Amount", "39A": "Percentage Credit Amount Tolerance", "39C": "Additional Amounts Covered",
    "41A": "Available With ... By ...", "41D": "Available With ... By ...", "42C": "Drafts at ...", "42A": "Drawee",
    "42M": "Mixed Payment Details", "42P": "Negotiation/Deferred Payment Details", "43P": "Partial Shipments",
    "43T": "Transhipment", "44A": "Place of Taking in Charge/Dispatch from .../Place of Receipt",
    "44E": "Port of Loading/Airport of Departure", "44F": "Port of Discharge/Airport of Destination",
    "44B": "Place of Final Destination/For Transportation to .../Place of Delivery", "44C": "Latest Date of Shipment",
    "44D": "Shipment Period", "45A": "Description of Goods and/or Services", "46A": "Documents Required",
    "47A": "Additional Conditions", "71D": "Charges", "71B": "Charges", "48": "Period for Presentation in Days",
    "49": "Confirmation Instructions", "53A": "Reimbursing Bank", "78": "Instructions to the Paying/Accepting/Negotiating Bank",
    "57A": "'Advise Through' Bank", "72Z": "Sender to Receiver Information",
}
_OLD_NAMES = {"44A": "Loading on Board/Dispatch/Taking in Charge at/from", "44B": "For Transportation to",
              "48": "Period for Presentation", "71B": "Charges"}


def _lc_record(rng):
    imp_cc = rng.choice(list(_IMPORTERS))
    exp_cc = rng.choice([c for c in _EXPORTERS if c != imp_cc])
    app_name, app_addr = rng.choice(_IMPORTERS[imp_cc])
    ben_name, ben_addr, ben_city, loads, goods = rng.choice(_EXPORTERS[exp_cc])
    issuing = rng.choice(_BANKS[imp_cc])
    advising = rng.choice(_BANKS[exp_cc])
    issue = _d(rng, date(2023, 2, 1), date(2026, 5, 20))
    r = rng.random()
    form = "IRREVOCABLE" if r < 0.72 else ("IRREVOCABLE TRANSFERABLE" if r < 0.86 else "IRREVOCABLE STANDBY")
    standby = form == "IRREVOCABLE STANDBY"
    cur = "EUR" if (imp_cc in ("DE", "FR", "NL", "IT") and rng.random() < 0.5) else \
        ("USD" if rng.random() < 0.88 else rng.choice(["EUR", "GBP", "JPY"]) if imp_cc != "GB" else "GBP")
    item, unit, qr, pr, tag = rng.choice(goods)
    qty = rng.randint(*qr)
    if unit in ("PCS", "SETS", "SQM", "KGS"):
        qty = max(qr[0], round(qty, -2))
    price = round(rng.uniform(*pr), 2 if pr[1] < 100 else 0)
    amount = round(qty * price, 2)
    if cur == "JPY":
        amount = float(round(amount * 150))
        price = round(price * 150)
    incot = rng.choice(["FOB", "CFR", "CIF", "FCA", "CIP"])
    expiry = issue + timedelta(days=rng.randint(60, 200))
    period = rng.choice([21, 21, 21, 14, 15, 10]) if rng.random() < 0.8 else None
    latest = expiry - timedelta(days=(period or 21)) if rng.random() < 0.85 else None
    lcno = rng.choice([f"ILC{imp_cc}{issue.year % 100}{_digits(rng, 5)}", f"{_digits(rng, 4)}ILC{issue.year % 100}{_digits(rng, 5)}",
                       f"DC{issuing[1][:3]}{issue.year % 100}{_digits(rng, 6)}", f"LC{_fd(issue, 'yymmdd')}{_digits(rng, 4)}",
                       f"IMP{issue.year % 100}{_letters(rng, 1)}{_digits(rng, 6)}"])
    port_l = rng.choice(loads) if rng.random() < 0.88 else None
    port_d = rng.choice(_DISCHARGE[imp_cc]) if rng.random() < 0.88 else None
    air = rng.random() < 0.1 and unit in ("UNITS", "PCS")
    if standby:
        port_l = port_d = latest = None
        goods_text = (f"STANDBY LETTER OF CREDIT SECURING PAYMENT OBLIGATIONS OF THE APPLICANT UNDER SUPPLY "
                      f"CONTRACT NO. SC/{issue.year}/{_digits(rng, 4)} FOR DELIVERIES OF {item}")
        partial = transh = None
        tol = None
        rules = "ISP LATEST VERSION" if rng.random() < 0.8 else "UCP LATEST VERSION"
    else:
        place = {"FOB": port_l, "FCA": ben_city, "CFR": port_d, "CIF": port_d, "CIP": port_d}[incot] or ben_city
        place = place.split(",")[0]
        goods_text = (f"{qty:,} {unit} {item} AT {cur} {_fa(price, 'en', 2 if price % 1 else 0)} PER "
                      f"{ {'PCS': 'PC', 'SETS': 'SET', 'KGS': 'KG', 'UNITS': 'UNIT'}.get(unit, unit)} "
                      f"{incot} {place} INCOTERMS 2020, AS PER PROFORMA INVOICE NO. "
                      f"PI-{issue.year}-{_digits(rng, 4)} DATED {_fd(issue - timedelta(days=rng.randint(10, 60)), 'dot')}")
        partial = rng.choice(["ALLOWED", "NOT ALLOWED", "NOT ALLOWED", "CONDITIONAL"]) if rng.random() < 0.9 else None
        transh = rng.choice(["ALLOWED", "NOT ALLOWED", "ALLOWED"]) if rng.random() < 0.9 else None
        tol = rng.choice([(5, 5), (10, 10), (10, 10), (10, 0), (3, 3)]) if rng.random() < 0.45 else None
        rr = rng.random()
        rules = "UCP LATEST VERSION" if rr < 0.86 else ("EUCP LATEST VERSION" if rr < 0.93 else "OTHR")
    ab = rng.random()
    if standby:
        by = "BY PAYMENT"
    else:
        by = rng.choices(["BY NEGOTIATION", "BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"], [45, 25, 12, 14, 4])[0]
    if ab < 0.35 and by == "BY NEGOTIATION":
        aw_kind, aw = "any", "ANY BANK"
    elif ab < 0.7:
        aw_kind, aw = "bic", advising[1] + rng.choice(["", "XXX"])
    else:
        aw_kind, aw = "name", rng.choice([advising[0], issuing[0]])
    docs = _lc_docs(rng, lcno, issuing, ben_cc=exp_cc, incot=incot, tag=tag, standby=standby, air=air, issue=issue)
    return NS(imp_cc=imp_cc, exp_cc=exp_cc, app=(app_name, app_addr), ben=(ben_name, ben_addr), ben_city=ben_city,
              issuing=issuing, advising=advising, issue=issue, form=form, standby=standby, cur=cur, amount=amount,
              expiry=expiry, expiry_place=rng.choice([_CTRY[exp_cc][1], ben_city, _CTRY[exp_cc][1], "COUNTERS OF ADVISING BANK"]),
              period=period, latest=latest, lcno=lcno, port_l=port_l, port_d=port_d, goods=goods_text, partial=partial,
              transh=transh, tol=tol, rules=rules, by=by, aw_kind=aw_kind, aw=aw, docs=docs,
              confirm=rng.choices(["WITHOUT", "MAY ADD", "CONFIRM"], [60, 22, 18])[0], air=air, incot=incot,
              tenor=rng.choice([30, 60, 90, 120, 180]),
              receipt=(ben_city + ", " + _CTRY[exp_cc][1]) if rng.random() < 0.2 and not standby else None,
              final=(rng.choice(["WAREHOUSE OF APPLICANT", "INLAND CONTAINER DEPOT"]) if rng.random() < 0.15 and not standby else None),
              acc=f"/{exp_cc}{_digits(rng, 2)}{_digits(rng, rng.choice([12, 16, 18]))}" if rng.random() < 0.5 else None,
              shipment_period=None if latest or standby else f"SHIPMENT DURING {_MONTH_FULL[(expiry.month - 2) % 12]} {expiry.year if expiry.month > 1 else expiry.year - 1}",
              conditions=rng.sample(_CONDITIONS, rng.randint(2, 5)), charges_fee=rng.choice([75, 80, 90, 100, 150]))


_CONDITIONS = [
    "ALL DOCUMENTS MUST INDICATE THE NUMBER OF THIS CREDIT.",
    "DOCUMENTS ISSUED EARLIER THAN THE DATE OF ISSUANCE OF THIS CREDIT ARE ACCEPTABLE.",
    "THIRD PARTY DOCUMENTS ARE ACCEPTABLE EXCEPT DRAFTS AND COMMERCIAL INVOICE.",
    "A DISCREPANCY FEE OF {FEE} WILL BE DEDUCTED FROM THE PROCEEDS OF EACH SET OF DISCREPANT DOCUMENTS.",
    "SHORT FORM, BLANK BACK AND CHARTER PARTY BILLS OF LADING ARE NOT ACCEPTABLE.",
    "ALL DOCUMENTS MUST BE ISSUED IN ENGLISH.",
    "THE BENEFICIARY'S TAX REGISTRATION NUMBER MUST APPEAR ON THE COMMERCIAL INVOICE.",
    "IN CASE OF PRESENTATION OF DISCREPANT DOCUMENTS WE SHALL HOLD THE DOCUMENTS PENDING THE APPLICANT'S WAIVER.",
]


def _lc_docs(rng, lcno, issuing, ben_cc, incot, tag, standby, air, issue):
    if standby:
        if rng.random() < 0.3:
            return []
        d = [f"BENEFICIARY'S SIGNED STATEMENT CERTIFYING THAT THE APPLICANT HAS FAILED TO PAY THE AMOUNT CLAIMED "
             f"UNDER THE SUPPLY CONTRACT WITHIN 30 DAYS OF ITS DUE DATE"]
        if rng.random() < 0.6:
            d.append("COPY OF THE UNPAID COMMERCIAL INVOICE(S)")
        return d
    n = rng.randint(1, 8)
    inv = f"SIGNED COMMERCIAL INVOICE IN {rng.choice(['3', 'ONE ORIGINAL AND 2', 'TRIPLICATE,'])} {'COPIES' if rng.random() < 0.5 else 'FOLD'} INDICATING CREDIT NUMBER {lcno}"
    inv = re.sub(r"\s+", " ", inv.replace("TRIPLICATE, COPIES", "TRIPLICATE").replace("TRIPLICATE, FOLD", "TRIPLICATE"))
    if air:
        tr = f"AIR WAYBILL CONSIGNED TO {issuing[0]} MARKED FREIGHT {'PREPAID' if incot in ('CIP', 'CFR', 'CIF') else 'COLLECT'} AND NOTIFY APPLICANT"
    else:
        tr = (f"FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {issuing[0]} MARKED FREIGHT "
              f"{'PREPAID' if incot in ('CFR', 'CIF', 'CIP') else 'COLLECT'} AND NOTIFY APPLICANT")
    pool = [f"PACKING LIST IN {rng.choice(['3', 'THREE', '2'])} FOLDS SHOWING GROSS AND NET WEIGHT OF EACH PACKAGE",
            f"CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE IN {_CTRY[ben_cc][1].split(',')[0]}",
            "BENEFICIARY'S CERTIFICATE CERTIFYING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE "
            "APPLICANT BY COURIER WITHIN 5 DAYS AFTER SHIPMENT",
            "INSPECTION CERTIFICATE ISSUED BY AN INDEPENDENT SURVEYOR CERTIFYING QUALITY AND QUANTITY OF THE GOODS",
            "SHIPPING COMPANY'S CERTIFICATE STATING THAT THE CARRYING VESSEL IS CLASSED BY AN IACS MEMBER AND IS NOT MORE THAN 20 YEARS OLD",
            "WEIGHT LIST IN DUPLICATE"]
    if incot in ("CIF", "CIP"):
        pool.insert(0, "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE, ENDORSED IN BLANK, FOR 110 PCT OF THE INVOICE VALUE "
                       "COVERING INSTITUTE CARGO CLAUSES (A), INSTITUTE WAR CLAUSES AND INSTITUTE STRIKES CLAUSES")
    if tag == "agri":
        pool.insert(1, "PHYTOSANITARY CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY OF THE COUNTRY OF ORIGIN")
    if tag == "food":
        pool.insert(1, "HEALTH CERTIFICATE ISSUED BY THE NATIONAL AGRO-FORESTRY-FISHERIES QUALITY ASSURANCE DEPARTMENT")
    if tag == "wood":
        pool.insert(1, "FUMIGATION CERTIFICATE ISSUED BY A LICENSED FUMIGATION COMPANY")
    docs = [inv, tr] + pool[:max(0, n - 2)]
    return docs[:n]


def _lc_truth(lc, port_l=None, port_d=None, docs=None):
    return {
        "lc_number": lc.lcno, "form_of_credit": lc.form, "date_of_issue": lc.issue.isoformat(),
        "applicable_rules": lc.rules, "expiry_date": lc.expiry.isoformat(), "expiry_place": lc.expiry_place,
        "applicant": {"name": lc.app[0], "address": " ".join(lc.app[1])},
        "beneficiary": {"name": lc.ben[0], "address": " ".join(lc.ben[1])},
        "currency": lc.cur, "amount": lc.amount,
        "tolerance_plus_percent": lc.tol[0] if lc.tol else None, "tolerance_minus_percent": lc.tol[1] if lc.tol else None,
        "available_with": lc.aw, "available_by": lc.by, "partial_shipments": lc.partial, "transhipment": lc.transh,
        "port_of_loading": lc.port_l, "port_of_discharge": lc.port_d,
        "latest_shipment_date": lc.latest.isoformat() if lc.latest else None, "goods_description": lc.goods,
        "documents_required": list(lc.docs if docs is None else docs), "presentation_period_days": lc.period,
        "confirmation_instructions": lc.confirm,
    }


def _mt700_fields(lc, rng, old=False, width=65):
    """The MT700 as (tag, name, lines); ``old`` gives the pre-2006 layout (44A/44B loading/destination, 71B)."""
    F = []
    add = lambda tag, lines: F.append((tag, (_OLD_NAMES.get(tag) if old else None) or _M700_NAMES[tag], lines))
    add("27", ["1/1"])
    add("40A", [lc.form])
    add("20", [lc.lcno])
    if rng.random() < 0.15:
        add("23", ["PREADV/" + _fd(lc.issue - timedelta(days=rng.randint(2, 9)), "yymmdd")])
    add("31C", [_fd(lc.issue, "yymmdd")])
    add("40E", [lc.rules + ("/UCP 600 AND ISBP 821" if lc.rules == "OTHR" else "")])
    add("31D", [_fd(lc.expiry, "yymmdd") + lc.expiry_place])
    if rng.random() < 0.3:
        add("51A", [lc.issuing[1] + "XXX"])
    add("50", [lc.app[0]] + lc.app[1])
    add("59", ([lc.acc] if lc.acc else []) + [lc.ben[0]] + lc.ben[1])
    add("32B", [lc.cur + _fa(lc.amount, "swift")])
    if lc.tol:
        add("39A", [f"{lc.tol[0]:02d}/{lc.tol[1]:02d}"])
    if rng.random() < 0.1 and not lc.standby:
        add("39C", ["INTEREST CHARGES FOR 90 DAYS AT LIBOR PLUS 1.5 PCT P.A."
                    if lc.issue.year < 2022 else "FREIGHT CHARGES UP TO USD 4,500.00"])
    if lc.aw_kind == "bic":
        add("41A", [lc.aw, lc.by])
    else:
        add("41D", [lc.aw, lc.by])
    if lc.by in ("BY NEGOTIATION", "BY ACCEPTANCE") and not lc.standby:
        add("42C", ["AT SIGHT" if lc.by == "BY NEGOTIATION" else f"AT {lc.tenor} DAYS AFTER SIGHT"])
        add("42A", [lc.issuing[1] + "XXX"])
    if lc.by == "BY DEF PAYMENT":
        add("42P", [f"{lc.tenor} DAYS AFTER BILL OF LADING DATE"])
    if lc.by == "BY MIXED PYMT":
        add("42M", ["30 PCT AT SIGHT, 70 PCT AT 90 DAYS AFTER", "BILL OF LADING DATE"])
    if lc.partial:
        add("43P", [("PROHIBITED" if (old and lc.partial == "NOT ALLOWED") else lc.partial)])
    if lc.transh:
        add("43T", [("PROHIBITED" if (old and lc.transh == "NOT ALLOWED") else lc.transh)])
    if old:
        if lc.port_l:
            add("44A", [lc.port_l])
        if lc.port_d:
            add("44B", [lc.port_d])
    else:
        if lc.receipt:
            add("44A", [lc.receipt])
        if lc.port_l:
            add("44E", [lc.port_l])
        if lc.port_d:
            add("44F", [lc.port_d])
        if lc.final:
            add("44B", [lc.final])
    if lc.latest:
        add("44C", [_fd(lc.latest, "yymmdd")])
    elif lc.shipment_period:
        add("44D", [lc.shipment_period])
    add("45A", _wrap(lc.goods, width))
    if lc.docs:
        d = []
        for item in lc.docs:
            d += _wrap("+" + item, width)
        add("46A", d)
    c = []
    for cond in lc.conditions:
        c += _wrap("+" + cond.replace("{FEE}", f"{lc.cur} {lc.charges_fee}.00"), width)
    add("47A", c)
    add("71B" if old else "71D", _wrap(f"ALL BANKING CHARGES OUTSIDE {_CTRY[lc.imp_cc][1]} ARE FOR ACCOUNT OF BENEFICIARY", min(width, 35)))
    if lc.period is not None:
        if old or rng.random() < 0.4:
            add("48", _wrap(f"DOCUMENTS TO BE PRESENTED WITHIN {lc.period} DAYS AFTER THE DATE OF SHIPMENT BUT "
                            "WITHIN THE VALIDITY OF THE CREDIT", min(width, 35)))
        else:
            add("48", [f"{lc.period}/FROM THE DATE OF SHIPMENT"])
    add("49", [lc.confirm])
    if rng.random() < 0.4:
        add("53A", [lc.issuing[1][:6] + "2X" + "XXX"])
    add("78", _wrap("UPON RECEIPT OF DOCUMENTS IN STRICT CONFORMITY WITH THE TERMS OF THIS CREDIT WE SHALL REMIT "
                    "THE PROCEEDS AS PER YOUR INSTRUCTIONS.", width))
    if rng.random() < 0.2:
        add("72Z", ["PLEASE ACKNOWLEDGE RECEIPT"])
    return F


# ---- LC layouts -------------------------------------------------------------------------------

def _uetr(rng):
    h = lambda n: "".join(rng.choice("0123456789abcdef") for _ in range(n))
    return f"{h(8)}-{h(4)}-4{h(3)}-{rng.choice('89ab')}{h(3)}-{h(12)}"


def _raw_lines(F):
    out = []
    for tag, _name, ls in F:
        out.append(f":{tag}:{ls[0]}")
        out += ls[1:]
    return out


def _l_fin_raw(rng):
    lc = _lc_record(rng)
    F = _mt700_fields(lc, rng)
    d = _fd(lc.issue, "yymmdd")
    t1, t2 = f"{rng.randint(6, 16):02d}{rng.randint(0, 59):02d}", f"{rng.randint(17, 23):02d}{rng.randint(0, 59):02d}"
    mur = lc.lcno[:16]
    head = [f"{{1:F01{lc.advising[1]}AXXX{_digits(rng, 4)}{_digits(rng, 6)}}}",
            f"{{2:O700{t1}{d}{lc.issuing[1]}AXXX{_digits(rng, 4)}{_digits(rng, 6)}{d}{t2}N}}",
            f"{{3:{{108:{mur}}}{{121:{_uetr(rng)}}}}}{{4:"]
    tail = ["-}" + f"{{5:{{MAC:{_letters(rng, 8, '0123456789ABCDEF')}}}{{CHK:{_letters(rng, 12, '0123456789ABCDEF')}}}}}"]
    body = head + _raw_lines(F) + tail
    blocks, cur = [], []
    for ln in body:          # keep each field together
        if ln.startswith(":") and cur:
            blocks.append(cur)
            cur = []
        cur.append(ln)
    blocks.append(cur)
    user = _uid(rng)
    pages = _paginate(blocks, rng.choice([40, 72]), lambda i, n: [f"FIN PRINT  {lc.advising[1]}  {user}  PAGE {i}/{n}", ""])
    return _doc(_pre_pages(pages), "pre{font-size:9.6pt;line-height:1.22}"), _lc_truth(lc)


def _alliance_text(lc, F):
    out = []
    for tag, name, ls in F:
        blk = [f"  {tag}: {name}"]
        ind = "       "
        if tag == "27":
            blk += [ind + "Number : 1", ind + "Total  : 1"]
        elif tag == "31D":
            blk += [ind + "Date  : " + ls[0][:6], ind + "Place : " + ls[0][6:]]
        elif tag == "32B":
            blk += [ind + f"Currency : {lc.cur} ({_CCY_NAME.get(lc.cur, lc.cur)})", ind + f"Amount   : #{_fa(lc.amount, 'en')}#"]
        elif tag == "39A":
            blk += [ind + f"Tolerance 1 : {lc.tol[0]:02d}", ind + f"Tolerance 2 : {lc.tol[1]:02d}"]
        elif tag in ("41A", "41D"):
            blk += [ind + ("Identifier Code : " if tag == "41A" else "Name and Address: ") + ls[0], ind + "Code : " + ls[1]]
        elif tag == "31C" or tag == "44C":
            blk += [ind + "Date : " + ls[0]]
        else:
            blk += [ind + ln for ln in ls]
        out.append(blk)
    return out


def _l_alliance(rng):
    lc = _lc_record(rng)
    F = _mt700_fields(lc, rng)
    d = _fd(lc.issue, "yymmdd")
    a, s = lc.advising, lc.issuing
    user, when = _uid(rng), _fd(lc.issue + timedelta(days=rng.randint(0, 2)), "dmon") + " " + _clock(rng)
    top = [["------------------------ Instance Type and Transmission --------------------",
            "  Original received from SWIFT", "  Priority/Delivery         : Normal",
            f"  Message Output Reference  : {rng.randint(10, 23):02d}{rng.randint(0, 59):02d} {d}{a[1]}AXXX{_digits(rng, 10)}",
            f"  Correspondent Input Reference : {rng.randint(6, 9):02d}{rng.randint(0, 59):02d} {d}{s[1]}AXXX{_digits(rng, 10)}",
            "---------------------------- Message Header --------------------------------",
            "  Swift Output  : FIN 700 Issue of a Documentary Credit",
            f"  Sender        : {s[1]}XXX", f"                  {s[0]}", f"                  {s[2]}",
            f"  Receiver      : {a[1]}XXX", f"                  {a[0]}", f"                  {a[2]}",
            f"  MUR           : {lc.lcno[:16]}", f"  UETR          : {_uetr(rng)}",
            "---------------------------- Message Text ----------------------------------"]]
    blocks = top + _alliance_text(lc, F) + [[
        "---------------------------- Message Trailer -------------------------------",
        f"  {{MAC:{_letters(rng, 8, '0123456789ABCDEF')}}}", f"  {{CHK:{_letters(rng, 12, '0123456789ABCDEF')}}}",
        "  PKI Signature: MAC-Equivalent", "---------------------------- Interventions ---------------------------------",
        "  Category     : Network Report", f"  Creation Time: {when}", "  Text         : {1:F21" + a[1] + "AXXX...}{451:0}"]]

    def header(i, n):
        return [f"Alliance Access   Message Print{'':24}Page {i} of {n}", f"Printed {when} by {user}", ""]
    pages = _paginate(blocks, rng.choice([46, 74]), header)
    return _doc(_pre_pages(pages), "pre{font-size:8.8pt;line-height:1.2}"), _lc_truth(lc)


def _l_telex_old(rng):
    lc = _lc_record(rng)
    F = _mt700_fields(lc, rng, old=True, width=65)
    a, s = lc.advising, lc.issuing
    when = _fd(lc.issue, "dmy7")
    test = _digits(rng, 5)
    L = ["ZCZC " + _letters(rng, 3) + _digits(rng, 4) + " " + _letters(rng, 2) + _digits(rng, 4),
         f"{_digits(rng, 6)} {s[1][:4]} {s[1][4:6]}", f"{_digits(rng, 6)} {a[1][:4]} {a[1][4:6]}",
         f"{when} {rng.randint(6, 18):02d}{rng.randint(0, 59):02d}", "",
         f"TO   : {a[0]}", f"       {a[2]}", f"FM   : {s[0]}", f"       {s[2]}",
         f"TEST : {test} FOR {lc.cur} {_fa(lc.amount, 'en')} ON {when}", "ATTN : DOCUMENTARY CREDITS DEPT", "",
         "PLS ADVISE BENEFICIARY OF THE FOLLOWING DOCUMENTARY CREDIT",
         "WITHOUT ADDING YOUR CONFIRMATION UNLESS OTHERWISE STATED", ""]
    blocks = [L]
    for tag, name, ls in F:
        head = f"{tag} {name.upper()}"
        B = []
        if tag in ("41A", "41D"):
            B += [head + ":", "    " + ls[0], "    " + ls[1]]
        elif tag == "46A":
            blocks.append([head + ":"])
            k = 0
            for ln in ls:
                if ln.startswith("+"):
                    if B:
                        blocks.append(B)
                    k += 1
                    B = [f"{k:>2}) {ln[1:]}"]
                else:
                    B.append("    " + ln)
        elif len(ls) == 1 and len(head) + len(ls[0]) + 2 <= 69:
            B.append(f"{head}: {ls[0]}")
        else:
            B.append(head + ":")
            B += ["    " + ln for ln in ls]
        if tag == "32B":
            cents = round(lc.amount * 100) % 100
            words = f"(SAY {_CCY_NAME.get(lc.cur, lc.cur)}S {_num_words(int(lc.amount))}" + (f" AND CENTS {_num_words(cents)}" if cents else "") + " ONLY)"
            B += ["    " + w for w in _wrap(words, 64)]
        blocks.append(B)
    # numbered documents drop their numbers in the truth; the items are numbered on the page only
    blocks.append(["", "THIS IS THE OPERATIVE CREDIT INSTRUMENT. NO MAIL CONFIRMATION WILL FOLLOW.",
                   "REGARDS", f"{s[0]}", "TRADE SERVICES", "", "NNNN"])
    css = "pre{font-size:9.8pt;line-height:1.25;color:#222}body{background:#fffef6}"
    pages = _paginate(blocks, rng.choice([50, 80]), lambda i, n: [] if i == 1 else [f"{lc.lcno} PAGE {i}", ""])
    return _doc(_pre_pages(pages), css), _lc_truth(lc)


def _l_advice_fcodes(rng):
    lc = _lc_record(rng)
    F = _mt700_fields(lc, rng)
    a, s = lc.advising, lc.issuing
    adv_date = lc.issue + timedelta(days=rng.randint(1, 4))
    ref = f"EA{adv_date.year % 100}/{_digits(rng, 6)}"
    fee = rng.choice([75, 85, 100, 120, 150])
    W = 78
    P1 = [f"{a[0]:<48}ADVICE OF DOCUMENTARY CREDIT", f"{a[2]:<48}", f"{'TRADE SERVICES - EXPORT L/C':<48}OUR REF : {ref}",
          f"{'':48}DATE    : {_fd(adv_date, 'dmy9')}", "", "TO (BENEFICIARY):", "    " + lc.ben[0]] + ["    " + x for x in lc.ben[1]] + [
          "", "ISSUING BANK: " + s[0], "              " + s[2], "", "DEAR SIRS,", ""]
    P1 += _wrap(f"WITHOUT ANY ENGAGEMENT OR RESPONSIBILITY ON OUR PART, WE ADVISE YOU THAT WE HAVE RECEIVED AN "
                f"AUTHENTICATED SWIFT MT700 FROM THE ABOVE ISSUING BANK, THE TEXT OF WHICH IS REPRODUCED ON THE "
                f"FOLLOWING PAGE(S). PLEASE CHECK THE TERMS CAREFULLY; IF THEY ARE NOT ACCEPTABLE PLEASE CONTACT "
                f"THE APPLICANT DIRECTLY FOR AN AMENDMENT.", W)
    P1 += [""] + _wrap(f"OUR ADVISING COMMISSION OF USD {fee}.00 AND COURIER CHARGES OF USD 35.00 ARE FOR YOUR ACCOUNT "
                       f"AND WILL BE DEDUCTED FROM THE PROCEEDS OF YOUR FIRST DRAWING.", W)
    P1 += ["", "THIS ADVICE MUST ACCOMPANY ALL PRESENTATIONS OF DOCUMENTS UNDER THIS CREDIT.", "", "YOURS FAITHFULLY,",
           "", "", f"AUTHORISED SIGNATURE(S)          {a[0]}"]
    blocks = [P1 + ["<<PAGEBREAK>>"]]
    blocks.append(["MESSAGE TYPE : MT700 ISSUE OF A DOCUMENTARY CREDIT", f"SENDER       : {s[1]}XXX {s[0]}",
                   f"RECEIVER     : {a[1]}XXX {a[0]}", "-" * W])
    for tag, name, ls in F:
        lab = f"F{tag:<4} {name.upper()}"
        if tag in ("31C", "44C"):
            ls = [ls[0] + "  (" + _fd(date(2000 + int(ls[0][:2]), int(ls[0][2:4]), int(ls[0][4:])), "dmy9") + ")"]
        if len(ls) == 1 and len(lab) <= 40 and len(ls[0]) <= 36:
            blocks.append([f"{lab:<41} {ls[0]}"])
        else:
            blocks.append([lab] + ["      " + x for x in ls])
    blocks.append(["-" * W, "*** END OF MESSAGE ***"])
    user = _uid(rng)
    # split the cover page from the message print
    pages, cur = [], []
    flat = []
    for b in blocks:
        if b and b[-1] == "<<PAGEBREAK>>":
            flat.append(b[:-1])
            flat.append(None)
        else:
            flat.append(b)
    segs, seg = [], []
    for b in flat:
        if b is None:
            segs.append(seg)
            seg = []
        else:
            seg.append(b)
    segs.append(seg)
    allpages = [segs[0][0]] + [p for p in _paginate(segs[1], rng.choice([40, 70]), lambda i, n: [], None)]
    n = len(allpages)
    final = [[f"{a[1]}  EXPORT L/C ADVICE  {ref}{'':10}{_fd(adv_date, 'iso')}  {user}   PAGE {i} OF {n}", "=" * W, ""] + p
             for i, p in enumerate(allpages, 1)]
    return _doc(_pre_pages(final), "pre{font-size:9.2pt;line-height:1.2}"), _lc_truth(lc)


def _l_fax_fin(rng):
    lc = _lc_record(rng)
    F = _mt700_fields(lc, rng)
    s = lc.issuing
    when = f"{_fd(lc.issue, 'dot')} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}"
    fax = "+" + _digits(rng, 2) + " " + _digits(rng, 3) + " " + _digits(rng, 6)
    body = _raw_lines(F)
    blocks, cur = [], []
    for ln in body:
        if ln.startswith(":") and cur:
            blocks.append(cur)
            cur = []
        cur.append(ln)
    blocks.append(cur)
    head = [["MESSAGE INPUT REFERENCE: " + f"{rng.randint(6, 18):02d}{rng.randint(0, 59):02d} {_fd(lc.issue, 'yymmdd')}{s[1]}AXXX{_digits(rng, 10)}",
             f"{{1:F01{s[1]}AXXX{_digits(rng, 10)}}}{{2:I700{lc.advising[1]}XXXXN}}", "{4:"]]
    pages = _paginate(head + blocks + [["-}", "", "*** COPY FOR APPLICANT - NOT NEGOTIABLE ***"]], rng.choice([44, 66]), lambda i, n: [])
    n = len(pages) + 1
    band = lambda i: f"{when}  {s[0][:26]:<26}  FAX {fax}  #{_digits(rng, 4)} P.{i:02d}/{n:02d}"
    contact = rng.choice(["K. TANAKA", "L. FERREIRA", "P. ANDERSSON", "D. MWANGI", "S. BRENNAN"])
    cover = (f"<div class=pg><pre class=band>{_esc(band(1))}</pre><div class=fx>FAX</div>"
             f"<table class=fxt><tr><td>TO</td><td>{_esc(lc.app[0])}</td></tr><tr><td>ATTN</td><td>IMPORT DEPARTMENT</td></tr>"
             f"<tr><td>FROM</td><td>{_esc(s[0])} - TRADE OPERATIONS ({_esc(contact)})</td></tr>"
             f"<tr><td>DATE</td><td>{_esc(_fd(lc.issue, 'dmon'))}</td></tr><tr><td>PAGES</td><td>{n} INCL. THIS PAGE</td></tr>"
             f"<tr><td>SUBJECT</td><td>ISSUANCE OF YOUR DOCUMENTARY CREDIT - COPY OF SWIFT MT700</td></tr></table>"
             f"<p>Dear Sirs, we confirm that we have today issued the documentary credit requested in your application, "
             f"by authenticated SWIFT to the advising bank. A copy of the message as transmitted follows. Please "
             f"check it and inform us within two banking days of any discrepancy with your application. "
             f"Our issuance commission and SWIFT charges will be debited to your account in accordance with the "
             f"facility letter.</p><p class=conf>This transmission is intended for the addressee only and may contain "
             f"privileged information. If received in error please telephone {_esc(fax)} and destroy it.</p></div>")
    rest = "".join(f"<div class=pg><pre class=band>{_esc(band(i + 2))}</pre><pre class=fm>{_esc(chr(10).join(p))}</pre></div>"
                   for i, p in enumerate(pages))
    css = (".band{font-size:8pt;border-bottom:1px solid #000;margin-bottom:5mm}.fx{font-size:40pt;font-weight:bold}"
           ".fxt td{padding:2mm 4mm;font-size:11pt;vertical-align:top}.conf{font-size:8pt;font-style:italic}"
           ".fm{font-size:9.6pt;line-height:1.22}")
    return _doc(cover + rest, css), _lc_truth(lc)


def _l_tf_screens(rng):
    lc = _lc_record(rng)
    s, a = lc.issuing, lc.advising
    user, term, tm = _uid(rng), f"L{rng.randint(100, 999)}", _clock(rng)
    dd = _fd(lc.issue + timedelta(days=rng.randint(0, 1)), "dmy7")
    W = 14
    main = [
        _lead(" F020 LC NO", lc.lcno, W) + "   BRANCH " + _digits(rng, 3),
        _lead(" F40A FORM", lc.form, W),
        _lead(" F31C ISSUE DT", _fd(lc.issue, "dmy7"), W) + "        F40E RULES: " + lc.rules,
        _lead(" F31D EXPIRY", _fd(lc.expiry, "dmy7"), W),
        _lead(" F31D PLACE", lc.expiry_place, W),
        _lead(" F32B CCY/AMT", f"{lc.cur} {_fa(lc.amount, 'en'):>18}", W),
        _lead(" F39A TOL +/-", f"{lc.tol[0]:02d} / {lc.tol[1]:02d}" if lc.tol else "__ / __", W),
        _lead(" F41A AVL WITH", lc.aw, W),
        _lead(" F41A AVL BY", lc.by, W),
        _lead(" F42C DRAFTS", (f"AT {lc.tenor} DAYS SIGHT" if lc.by == "BY ACCEPTANCE" else "AT SIGHT") if lc.by in ("BY NEGOTIATION", "BY ACCEPTANCE") else "", W),
        _lead(" F49  CONFIRM", lc.confirm, W),
        _lead(" F48  PRES DAYS", str(lc.period) if lc.period is not None else "", W),
        _lead(" MARGIN", f"{rng.choice([0, 10, 20, 100])} PCT   COMM " + f"{rng.choice(['0.125', '0.15', '0.20'])} PCT/QTR", W),
    ]
    parties = [" F050 APPLICANT  CUST NO " + _digits(rng, 8), "      " + lc.app[0]] + ["      " + x for x in lc.app[1]] + [""]
    parties += [" F059 BENEFICIARY" + (f"  A/C {lc.acc[1:]}" if lc.acc else ""), "      " + lc.ben[0]] + ["      " + x for x in lc.ben[1]] + [""]
    parties += [_lead(" ADV BANK", f"{a[1]}XXX  {a[0]}", W), _lead(" ISS BANK", f"{s[1]}XXX  {s[0]}", W)]
    ship = [_lead(" F43P PARTIAL", lc.partial or "", W), _lead(" F43T TRANSHIP", lc.transh or "", W),
            _lead(" F44A RECEIPT", lc.receipt or "", W), _lead(" F44E PORT LOAD", lc.port_l or "", W),
            _lead(" F44F PORT DISCH", lc.port_d or "", W), _lead(" F44B FINAL DEST", lc.final or "", W),
            _lead(" F44C LATEST SHP", _fd(lc.latest, "dmy7") if lc.latest else "", W),
            _lead(" F44D SHP PERIOD", lc.shipment_period or "", W)]
    narr_blocks = [["F45A GOODS DESCRIPTION"] + ["  " + x for x in _wrap(lc.goods, 65)] + [""]]
    if lc.docs:
        narr_blocks.append(["F46A DOCUMENTS REQUIRED"])
        for item in lc.docs:
            narr_blocks.append(["  " + x for x in _wrap("+" + item, 65)])
    else:
        narr_blocks.append(["F46A DOCUMENTS REQUIRED", "  (NO ENTRY)"])
    narr_blocks.append([""])
    narr_blocks.append(["F47A ADDITIONAL CONDITIONS"])
    for c in lc.conditions:
        narr_blocks.append(["  " + x for x in _wrap("+" + c.replace("{FEE}", f"{lc.cur} {lc.charges_fee}.00"), 65)])
    narr_pages = _paginate(narr_blocks, 15, lambda i, n: [], None)
    screens = [("TFS0701", "IMPORT DC ISSUANCE - MAIN DETAILS", main), ("TFS0702", "IMPORT DC ISSUANCE - PARTIES", parties),
               ("TFS0703", "IMPORT DC ISSUANCE - SHIPMENT", ship)]
    screens += [("TFS0704", f"IMPORT DC ISSUANCE - NARRATIVE {i}/{len(narr_pages)}", p) for i, p in enumerate(narr_pages, 1)]
    n = len(screens)
    out = []
    for i, (code, title, body) in enumerate(screens, 1):
        lines = [f"{code}  {s[0][:36]:<36}  {dd}  {tm}", f"         {title:<46}  SCREEN {i:02d}/{n:02d}",
                 f" USER {user}  TERM {term}  MODE: VERIFY   STATUS: PENDING AUTH", "-" * 79] + body
        lines += [""] * max(0, 21 - len(lines))
        lines += ["-" * 79, " PF3=EXIT PF5=VERIFY PF7=UP PF8=DOWN PF9=AUTHORISE PF11=NARR PF12=CANCEL"]
        out.append(lines)
    body = "".join(f'<pre class="scr">{_esc(chr(10).join(x))}</pre>' for x in out)
    css = ".scr{border:1px solid #333;background:#eef3ee;padding:4px 8px;margin:0 0 7mm 0;font-size:9.4pt;line-height:1.17;break-inside:avoid}"
    return _doc(f"<p style='font-size:8pt'>PRINT SCREEN - {_esc(user)} - {_esc(lc.lcno)}</p>" + body, css), _lc_truth(lc)


def _l_greenbar_journal(rng):
    lc = _lc_record(rng)
    s = lc.issuing
    user, prog = _uid(rng), f"TFJ{rng.randint(100, 999)}R"
    rd = _fd(lc.issue, "iso")
    cust = _digits(rng, 8)
    blocks = [
        [f"{'LC NUMBER':<16}  {'FORM OF CREDIT':<24}  {'ISSUE DATE':<11}  {'EXPIRY DATE':<11}  {'EXPIRY PLACE':<26}  CCY  {'AMOUNT':>14}  TOL+ TOL-",
         f"{lc.lcno:<16}  {lc.form:<24}  {_fd(lc.issue, 'iso'):<11}  {_fd(lc.expiry, 'iso'):<11}  {lc.expiry_place:<26}  {lc.cur:<3}  {_fa(lc.amount, 'en'):>14}  "
         + (f"{lc.tol[0]:>4} {lc.tol[1]:>4}" if lc.tol else "   -    -"), ""],
        [f"APPLICANT     CUST {cust}   {lc.app[0]}"] + [" " * 29 + x for x in lc.app[1]] + [""],
        [f"BENEFICIARY                   {lc.ben[0]}"[:160]] + [" " * 30 + x for x in lc.ben[1]] + [""],
        [f"{'AVAILABLE WITH':<34}  {'AVAILABLE BY':<16}  {'PARTIAL SHP':<11}  {'TRANSHIPMT':<11}  {'CONFIRM':<7}  {'PRES.DAYS':<9}  RULES",
         f"{lc.aw:<34}  {lc.by:<16}  {(lc.partial or '-'):<11}  {(lc.transh or '-'):<11}  {lc.confirm:<7}  "
         f"{(str(lc.period) + ' DAYS') if lc.period is not None else '-':<9}  {lc.rules}", ""],
        ["PORT OF LOADING                     PORT OF DISCHARGE                   LATEST SHIPMENT",
         f"{(lc.port_l or '-'):<34}  {(lc.port_d or '-'):<34}  {_fd(lc.latest, 'iso') if lc.latest else '-'}", ""],
        ["DESCRIPTION OF GOODS"] + ["    " + x for x in _wrap(lc.goods, 100)] + [""],
    ]
    docs = ["DOCUMENTS REQUIRED"]
    for i, item in enumerate(lc.docs, 1):
        w = _wrap(item, 100)
        docs += [f" {i:02d} " + w[0]] + ["    " + x for x in w[1:]]
    if not lc.docs:
        docs.append("    *** NONE ***")
    blocks.append(docs + [""])
    comm = round(lc.amount * rng.choice([0.00125, 0.0015, 0.002]), 2)
    blocks.append(["ACCOUNTING ENTRIES       DR/CR  ACCOUNT              CCY            AMOUNT  NARRATIVE",
                   f"                         DR     {cust}-CONT-01     {lc.cur}  {_fa(lc.amount, 'en'):>16}  CONTINGENT LIABILITY",
                   f"                         DR     {cust}-CUR-001     {lc.cur}  {_fa(comm, 'en'):>16}  ISSUANCE COMMISSION",
                   f"                         DR     {cust}-CUR-001     {lc.cur}  {_fa(rng.choice([45, 60, 75]), 'en'):>16}  SWIFT CHARGES", ""])
    blocks.append([f"*** TOTAL LCS ISSUED THIS RUN: 000001 ***   BRANCH {_digits(rng, 3)}   CHECKED BY ________  AUTHORISED BY ________"])

    def header(i, n):
        return [f"{prog:<10}{s[0]:^88}RUN DATE {rd}  PAGE {i:4d}",
                f"USER {user:<8} {'IMPORT LETTERS OF CREDIT - ISSUANCE JOURNAL (DETAIL)':^80}  RUN TIME {_clock(rng)}",
                "=" * 132, ""]
    pages = _paginate(blocks, rng.choice([34, 72]), header)
    return _doc(_pre_pages(pages, "gb"), _GREENBAR), _lc_truth(lc)


def _l_portal_table(rng):
    lc = _lc_record(rng)
    F = _mt700_fields(lc, rng)
    s, a = lc.issuing, lc.advising
    rows = []
    for tag, name, ls in F:
        rows.append(f"<tr><td class=t>{tag}</td><td class=n>{_esc(name)}</td><td class=c>{'<br>'.join(_esc(x) for x in ls)}</td></tr>")
    meta = [("Message type", "MT700 - Issue of a Documentary Credit"), ("Direction", "Incoming"),
            ("Sender", f"{s[1]}XXX - {s[0]}"), ("Receiver", f"{a[1]}XXX - {a[0]}"),
            ("Received", _fd(lc.issue, "iso") + " " + _clock(rng) + " UTC"), ("UETR", _uetr(rng)),
            ("Status", rng.choice(["Authorised", "Completed - advised", "Pending advising"])),
            ("Case reference", f"EXP-{_digits(rng, 7)}")]
    h = ("<div class=hd><b>Trade Finance Portal</b> &nbsp;|&nbsp; SWIFTNet FIN - Message Detail<span class=r>"
         f"Printed {_esc(_fd(lc.issue + timedelta(days=1), 'iso'))} by {_esc(_uid(rng))}</span></div><table class=meta>"
         + "".join(f"<tr><td>{_esc(k)}</td><td>{_esc(v)}</td></tr>" for k, v in meta)
         + "</table><table class=ms><thead><tr><th>Tag</th><th>Field name</th><th>Content</th></tr></thead><tbody>"
         + "".join(rows) + "</tbody></table><p class=ft>This is a system-generated print. The authenticated SWIFT "
         "message held in the archive is the operative instrument.</p>")
    css = (".hd{border-bottom:2px solid #234;padding-bottom:2mm;font-size:9pt}.r{float:right}"
           ".meta{font-size:8pt;margin:3mm 0}.meta td{padding:.5mm 3mm 0 0}"
           ".ms{border-collapse:collapse;width:100%;font-size:8pt}.ms th{background:#234;color:#fff;text-align:left;padding:1mm}"
           ".ms td{border-bottom:1px solid #bbb;padding:1mm;vertical-align:top}.ms tr{break-inside:avoid}"
           ".t{width:9mm;font-weight:bold}.n{width:45mm}.c{font-family:'Liberation Mono','Courier New',monospace;white-space:nowrap;font-size:7.8pt}"
           ".ft{font-size:7pt;color:#555}")
    return _doc(h, css), _lc_truth(lc)


_LC_LAYOUTS = {
    "fin_raw_blocks": _l_fin_raw,
    "alliance_access_print": _l_alliance,
    "telex_old_format": _l_telex_old,
    "advice_cover_fcodes": _l_advice_fcodes,
    "fax_cover_fin_copy": _l_fax_fin,
    "tf_mainframe_screens": _l_tf_screens,
    "greenbar_issuance_journal": _l_greenbar_journal,
    "portal_message_table": _l_portal_table,
}


# =============================================================================================
# loan applications
# =============================================================================================

_LOAN_REGIONS = ["US", "US", "US", "US", "GB", "GB", "DE", "FR", "NL", "IT", "CH", "AU", "SG", "HK", "ZA", "IN", "AE"]
_PURPOSE_CODES = {"purchase": ("P", "PURCHASE"), "refinance": ("R", "REFINANCE"), "construction": ("C", "CONSTRUCTION"),
                  "other": ("O", "OTHER - HOME IMPROVEMENT")}
_MARITAL = {"married": ("M", "MARRIED"), "unmarried": ("U", "UNMARRIED"), "separated": ("S", "SEPARATED")}


def _loan_record(rng, regions=None):
    rc = rng.choice(regions or _LOAN_REGIONS)
    R = _REG[rc]
    run = _d(rng, date(2023, 1, 9), date(2026, 5, 29))
    b = _person(rng, rc, lo=1958, hi=run.year - 23)
    marital = rng.choices(["married", "unmarried", "separated"], [55, 36, 9])[0]
    n_co = rng.choices([0, 1, 2, 3], [42, 42, 11, 5])[0]
    co = []
    for i in range(n_co):
        if i == 0 and marital == "married":
            sp = _person(rng, rc, sex="F" if b.sex == "M" else "M", lo=1958, hi=run.year - 23)
            if rng.random() < 0.7:
                sp.surname, sp.full = b.surname, f"{sp.given} {b.surname}"
            co.append(sp)
        else:
            co.append(_person(rng, rc, lo=1945, hi=run.year - 20))
    cur = R["cur"]
    clean = lambda x: re.sub(r"[^A-Z]", "", x.upper())
    email = (f"{clean(b.given.split()[0])}.{clean(b.surname)}{rng.choice(['', '', str(b.dob.year % 100)])}@{rng.choice(R['mail'])}"
             if rng.random() < 0.75 else None)
    phone = R["phone"](rng) if rng.random() < 0.8 else None
    employer = rng.choice(R["emp"])
    start = _d(rng, date(max(b.dob.year + 20, 1990), 1, 1), run - timedelta(days=120))
    monthly = round(rng.randint(36, 320) * 1000 * _INCOME_FACTOR[cur] / 12, rng.choice([0, 2]))
    monthly = float(round(monthly / 5) * 5) if rng.random() < 0.6 else float(monthly)
    purpose = rng.choices(["purchase", "refinance", "construction", "other"], [60, 25, 8, 7])[0]
    value = float(round(rng.randint(160, 1500) * 1000 * _PROPERTY_FACTOR[cur], -3))
    loan = float(round(value * rng.uniform(0.45, 0.95), -2 if rng.random() < 0.5 else -3))
    term = rng.choice([360, 360, 360, 300, 240, 180, 120]) if rc == "US" else rng.choice([300, 300, 360, 240, 180, 120, 420])
    rate = round(rng.choice([rng.uniform(2.2, 7.9), rng.randint(18, 63) / 8]), rng.choice([2, 3]))
    rate = float(f"{rate:.3f}".rstrip("0").rstrip(".")) if rate % 1 else float(rate)
    cur_addr = R["addr"](rng)
    prop = cur_addr if purpose in ("refinance", "other") else R["addr"](rng)
    no = rng.choice([f"{_digits(rng, 4)}-{run.year}-{_digits(rng, 6)}", f"LN{_digits(rng, 10)}", f"MA/{run.year % 100}/{run.month:02d}/{_digits(rng, 5)}",
                     f"HL-{rc}-{run.year % 100}-{_digits(rng, 6)}", f"{_digits(rng, 10)}"])
    prev_emp = rng.choice([e for e in R["emp"] if e != employer]) if rng.random() < 0.5 else None
    return NS(rc=rc, us=(rc == "US"), run=run, b=b, marital=marital, co=co, email=email, phone=phone, employer=employer,
              start=start, monthly=monthly, cur=cur, amt=R["amt"], purpose=purpose, value=value, loan=loan, term=term,
              rate=rate, cur_addr=cur_addr, prop=prop, no=no, prev_emp=prev_emp,
              prev_start=start - timedelta(days=rng.randint(400, 3000)), bank=rng.choice(_BANKS[rc]),
              officer=rng.choice(["D. KOWALCZYK", "T. MBEKI", "R. HALVORSEN", "A. QUINTERO", "M. ISHIKAWA", "C. O'NEILL"]),
              co_employer=rng.choice(R["emp"]), co_income=round(rng.randint(20, 150) * 1000 * _INCOME_FACTOR[cur] / 12))


def _loan_truth(n):
    return {
        "application_number": n.no,
        "borrower": {"full_name": n.b.full, "date_of_birth": n.b.dob.isoformat(), "marital_status": n.marital,
                     "email": n.email, "phone": n.phone},
        "co_borrowers": [{"full_name": c.full, "date_of_birth": c.dob.isoformat()} for c in n.co],
        "employer_name": n.employer, "employment_start_date": n.start.isoformat(), "monthly_income": n.monthly,
        "income_currency": n.cur, "loan_amount": n.loan, "loan_currency": n.cur, "loan_purpose": n.purpose,
        "loan_term_months": n.term, "interest_rate_percent": n.rate, "property_address": " ".join(n.prop),
        "property_value": n.value,
    }


def _first_mid(p):
    parts = p.given.split()
    return parts[0], " ".join(parts[1:])


def _rate(x, style="en"):
    s = f"{x:.3f}"
    return s.replace(".", ",") if style in ("eu", "fr") else s


def _n_los_screens(rng):
    n = _loan_record(rng)
    us = n.us
    user, tm, term = _uid(rng), _clock(rng), f"W{rng.randint(10, 99)}"
    dsty = "num"
    W = 13
    first, mid = _first_mid(n.b)
    s1 = [_lead(" APPL NO", n.no, W) + "   RECEIVED: " + _fd(n.run, dsty, us),
          _lead(" LAST NAME", n.b.surname, W), _lead(" FIRST NAME", first, W) + ("      MIDDLE: " + mid if mid else ""),
          _lead(" DOB", _fd(n.b.dob, dsty, us), W) + "      MARITAL: " + " ".join(_MARITAL[n.marital]),
          _lead(" HOME PHONE", n.phone or "", W), _lead(" EMAIL", n.email or "", W), ""]
    s1 += _multi(" CURR ADDR", n.cur_addr, W) + [_lead(" YRS AT ADDR", str(rng.randint(1, 15)), W) + "      OWN/RENT: " + rng.choice(["OWN", "RENT"])]
    s2 = [" SEQ  NAME (LAST, FIRST MIDDLE)              DOB          RELATION"]
    for i, c in enumerate(n.co, 1):
        rel = "SPOUSE" if (i == 1 and n.marital == "married") else rng.choice(["PARENT", "SIBLING", "PARTNER", "OTHER"])
        s2.append(f"  {i:02d}  {c.surname + ', ' + c.given:<36}  {_fd(c.dob, dsty, us):<11}  {rel}")
    if not n.co:
        s2.append("  ** NO CO-BORROWERS ON FILE **")
    s2 += ["", " " + "-" * 60, _lead(" CO-BRW EMPLR", n.co_employer if n.co else "", W)]
    s3 = [_lead(" EMPLOYER", n.employer, W), _lead(" POSITION", rng.choice(_OCC_EMPLOYED), W),
          _lead(" START DATE", _fd(n.start, dsty, us), W) + "      SELF-EMPL: N",
          _lead(" GROSS MTHLY", f"{n.cur} {_fa(n.monthly, n.amt):>14}", W)]
    if n.prev_emp:
        s3 += ["", _lead(" PRIOR EMPLR", n.prev_emp, W), _lead(" PRIOR DATES", f"{_fd(n.prev_start, dsty, us)} - {_fd(n.start - timedelta(days=rng.randint(1, 60)), dsty, us)}", W)]
    if n.co:
        s3 += ["", _lead(" CO-BRW MTHLY", f"{n.cur} {_fa(n.co_income, n.amt):>14}", W)]
    pc = _PURPOSE_CODES[n.purpose]
    s4 = [_lead(" LOAN AMOUNT", f"{n.cur} {_fa(n.loan, n.amt):>14}", W),
          _lead(" PURPOSE", f"{pc[0]}  {pc[1]}", W),
          _lead(" TERM (MTHS)", str(n.term), W) + f"      PRODUCT: {n.term // 12}YR {rng.choice(['FIXED', 'ARM 5/1', 'FIXED'])}",
          _lead(" NOTE RATE", _rate(n.rate) + " %", W) + f"      LOCK EXP: {_fd(n.run + timedelta(days=45), dsty, us)}", ""]
    s4 += _multi(" SUBJ PROP", n.prop, W)
    s4 += [_lead(" PROP VALUE", f"{n.cur} {_fa(n.value, n.amt):>14}", W) + "   LTV: " + f"{n.loan / n.value * 100:.2f}",
           _lead(" P&I PMT", f"{n.cur} {_fa(rng.randint(900, 9000) + 0.37, n.amt):>14}", W)]
    screens = [("LOS2100", "APPLICATION - BORROWER", s1), ("LOS2110", "APPLICATION - CO-BORROWERS", s2),
               ("LOS2120", "APPLICATION - EMPLOYMENT/INCOME", s3), ("LOS2130", "APPLICATION - LOAN/PROPERTY", s4)]
    out = []
    for i, (code, title, body) in enumerate(screens, 1):
        lines = [f"{code}  {n.bank[0][:34]:<34}  {_fd(n.run, dsty, us)}  {tm}", f"         MORTGAGE ORIGINATION - {title:<32} PG {i}/4",
                 f" USER {user}  TERM {term}  OFFICER {n.officer}", "-" * 79] + body
        lines += [""] * max(0, 20 - len(lines))
        lines += ["-" * 79, " ENTER=REFRESH PF3=EXIT PF7=PREV PF8=NEXT PF10=CREDIT PF12=CANCEL"]
        out.append(lines)
    body = "".join(f'<pre class="scr">{_esc(chr(10).join(x))}</pre>' for x in out)
    css = ".scr{border:1px solid #222;background:#f2f2ee;padding:4px 8px;margin:0 0 7mm;font-size:9.4pt;line-height:1.17;break-inside:avoid}"
    return _doc(body, css), _loan_truth(n)


def _n_greenbar(rng):
    n = _loan_record(rng)
    us = n.us
    ds = rng.choice(["num", "iso"])
    prog, user = f"MPL{rng.randint(100, 999)}R", _uid(rng)
    first, mid = _first_mid(n.b)
    nm = f"{n.b.surname}, {n.b.given}"
    pc = _PURPOSE_CODES[n.purpose]
    blocks = [
        ["APPLICATION NO        RECEIVED     STATUS          LOAN OFFICER        CHANNEL",
         f"{n.no:<20}  {_fd(n.run, ds, us):<11}  {rng.choice(['IN UNDERWRITING', 'SUBMITTED', 'COND APPROVED']):<14}  {n.officer:<18}  {rng.choice(['BRANCH', 'BROKER', 'ONLINE'])}", ""],
        ["BORROWER (SURNAME, GIVEN NAMES)           DATE OF BIRTH  MARITAL     HOME PHONE            E-MAIL",
         f"{nm:<40}  {_fd(n.b.dob, ds, us):<13}  {_MARITAL[n.marital][1]:<10}  {(n.phone or '-'):<20}  {n.email or '-'}", ""],
        ["CO-BORROWERS   SEQ  NAME (SURNAME, GIVEN NAMES)          DATE OF BIRTH"]
        + ([f"               {i:>3}  {c.surname + ', ' + c.given:<35}  {_fd(c.dob, ds, us)}" for i, c in enumerate(n.co, 1)]
           or ["               *** NONE ***"]) + [""],
        ["CURRENT EMPLOYER                        START DATE     GROSS MONTHLY INCOME  CCY",
         f"{n.employer:<38}  {_fd(n.start, ds, us):<13}  {_fa(n.monthly, n.amt):>20}  {n.cur}", ""],
    ]
    if n.prev_emp:
        blocks.append(["PREVIOUS EMPLOYER                       FROM           TO",
                       f"{n.prev_emp:<38}  {_fd(n.prev_start, ds, us):<13}  {_fd(n.start - timedelta(days=rng.randint(1, 60)), ds, us)}", ""])
    blocks.append(["LOAN AMOUNT        CCY  PURPOSE                    TERM (MONTHS)  RATE %   PRODUCT",
                   f"{_fa(n.loan, n.amt):>17}  {n.cur}  {pc[1]:<25}  {n.term:>13}  {_rate(n.rate, n.amt):>6}   {n.term // 12} YEAR FIXED", ""])
    blocks.append(["SUBJECT PROPERTY"] + ["    " + x for x in n.prop]
                  + [f"    VALUE {n.cur} {_fa(n.value, n.amt)}   VALUATION DATE {_fd(n.run + timedelta(days=rng.randint(3, 20)), ds, us)}   LTV {n.loan / n.value * 100:.1f} PCT", ""])
    if n.prop is not n.cur_addr:
        blocks.append(["BORROWER CURRENT RESIDENCE"] + ["    " + x for x in n.cur_addr] + [""])
    blocks.append(["CONDITIONS OUTSTANDING"] + ["    " + x for x in rng.sample(
        ["VERIFICATION OF EMPLOYMENT (WRITTEN)", "TWO MOST RECENT PAY STUBS", "HOMEOWNERS INSURANCE BINDER",
         "TITLE COMMITMENT", "BANK STATEMENTS - 2 MONTHS", "SIGNED DISCLOSURES"], 3)] + [""])
    blocks.append(["*** END OF APPLICATION DETAIL ***   APPLICATIONS LISTED: 1"])

    def header(i, t):
        return [f"{prog:<10}{n.bank[0]:^88}RUN DATE {_fd(n.run, 'iso')}  PAGE {i:4d}",
                f"USER {user:<8} {'MORTGAGE PIPELINE - APPLICATION DETAIL REPORT':^80}  RUN TIME {_clock(rng)}", "=" * 132, ""]
    pages = _paginate(blocks, rng.choice([26, 72]), header)
    return _doc(_pre_pages(pages, "gb"), _GREENBAR), _loan_truth(n)


def _n_typewriter_1003(rng):
    n = _loan_record(rng, regions=["US"])
    n.email = None   # the 1992 form has no e-mail box
    row = lambda *cells: "<tr>" + "".join(cells) + "</tr>"
    td = lambda lab, val, span=1: f"<td colspan={span}><div class=cap>{lab}</div>{val or '&nbsp;'}</td>"
    cob = n.co[0] if n.co else None
    ck = lambda on, w: _esc(_box(on, w))
    pc = n.purpose
    mar = lambda m: " &nbsp; ".join(ck(m == k, w) for k, w in (("married", "Married"), ("unmarried", "Unmarried (incl. single, divorced, widowed)"), ("separated", "Separated")))
    zero = "0.00"
    h = [f"<div class=frm><div class=small>Freddie Mac Form 65 &nbsp; Fannie Mae Form 1003 &nbsp; (Rev. 10/92)</div>"
         "<h1>Uniform Residential Loan Application</h1><div class=small>This application is designed to be completed by the "
         "applicant(s) with the Lender's assistance. Applicants should complete this form as \"Borrower\" or \"Co-Borrower\", as applicable.</div>",
         "<table class=g>",
         row(td("Lender", _tw(n.bank[0]), 2), td("Agency Case Number", ""), td("Lender Case No.", _tw(n.no))),
         "<tr><td colspan=4 class=sec>I. TYPE OF MORTGAGE AND TERMS OF LOAN</td></tr>",
         row(td("Mortgage Applied for", _esc("[X] Conventional [ ] FHA [ ] VA [ ] USDA/RHS")),
             td("Amount", _tw("$" + _fa(n.loan, "en"))), td("Interest Rate", _tw(_rate(n.rate) + " %")), td("No. of Months", _tw(str(n.term)))),
         "<tr><td colspan=4 class=sec>II. PROPERTY INFORMATION AND PURPOSE OF LOAN</td></tr>",
         row(td("Subject Property Address (street, city, state &amp; ZIP)", "<br>".join(_tw(x) for x in n.prop), 3),
             td("Property value (appraised / estimated)", _tw("$" + _fa(n.value, "en")))),
         row(td("Purpose of Loan", " &nbsp; ".join(ck(pc == k, w) for k, w in (("purchase", "Purchase"), ("refinance", "Refinance"), ("construction", "Construction"), ("other", "Other (explain):")))
                + (" " + _tw("HOME IMPROVEMENT") if pc == "other" else ""), 3), td("Year Built", _tw(str(rng.randint(1955, 2019))))),
         "<tr><td colspan=2 class=sec>III. BORROWER INFORMATION - Borrower</td><td colspan=2 class=sec>Co-Borrower</td></tr>",
         row(td("Borrower's Name (include Jr. or Sr. if applicable)", _tw(n.b.full), 2),
             td("Co-Borrower's Name (include Jr. or Sr. if applicable)", _tw(cob.full) if cob else "", 2)),
         row(td("Social Security Number", _tw(f"{rng.randint(101, 665)}-{rng.randint(10, 99)}-{_digits(rng, 4)}")),
             td("Home Phone (incl. area code)", _tw(n.phone) if n.phone else ""),
             td("Social Security Number", _tw(f"{rng.randint(101, 665)}-{rng.randint(10, 99)}-{_digits(rng, 4)}") if cob else ""),
             td("Home Phone", "")),
         row(td("DOB (mm/dd/yyyy)", _tw(_fd(n.b.dob, "num", True))), td("Yrs. School", _tw(str(rng.randint(12, 20)))),
             td("DOB (mm/dd/yyyy)", _tw(_fd(cob.dob, "num", True)) if cob else ""), td("Yrs. School", "")),
         row(td("", mar(n.marital), 2), td("", "", 2)),
         row(td("Present Address (street, city, state, ZIP) &nbsp; [ ] Own [X] Rent", "<br>".join(_tw(x) for x in n.cur_addr), 2),
             td("Present Address", _tw("SAME AS BORROWER") if cob else "", 2)),
         "<tr><td colspan=2 class=sec>IV. EMPLOYMENT INFORMATION - Borrower</td><td colspan=2 class=sec>Co-Borrower</td></tr>",
         row(td("Name &amp; Address of Employer &nbsp; [ ] Self Employed", _tw(n.employer) + "<br>" + _tw(_REG["US"]["addr"](rng)[-1])),
             td("Date hired (mm/dd/yyyy)", _tw(_fd(n.start, "num", True))),
             td("Name &amp; Address of Employer", _tw(n.co_employer) if cob else ""), td("Yrs. on this job", _tw(str(rng.randint(1, 12))) if cob else "")),
         "<tr><td colspan=4 class=sec>V. MONTHLY INCOME AND COMBINED HOUSING EXPENSE INFORMATION</td></tr>",
         "<tr><td colspan=4><table class=inc><tr><th>Gross Monthly Income</th><th>Borrower</th><th>Co-Borrower</th><th>Total</th></tr>"
         f"<tr><td>Base Empl. Income*</td><td>{_tw('$' + _fa(n.monthly, 'en'))}</td><td>{_tw('$' + _fa(n.co_income, 'en')) if cob else ''}</td>"
         f"<td>{_tw('$' + _fa(n.monthly + (n.co_income if cob else 0), 'en'))}</td></tr>"
         f"<tr><td>Overtime</td><td>{_tw(zero)}</td><td></td><td>{_tw(zero)}</td></tr>"
         f"<tr><td>Bonuses</td><td>{_tw(zero)}</td><td></td><td>{_tw(zero)}</td></tr>"
         f"<tr><td>Commissions</td><td>{_tw(zero)}</td><td></td><td>{_tw(zero)}</td></tr>"
         f"<tr><td>Total</td><td>{_tw('$' + _fa(n.monthly, 'en'))}</td><td>{_tw('$' + _fa(n.co_income, 'en')) if cob else ''}</td>"
         f"<td>{_tw('$' + _fa(n.monthly + (n.co_income if cob else 0), 'en'))}</td></tr></table></td></tr>",
         "</table>",
         "<p class=small>* Self Employed Borrower(s) may be required to provide additional documentation such as tax returns and "
         "financial statements. Alimony, child support, or separate maintenance income need not be revealed if the Borrower "
         "or Co-Borrower does not choose to have it considered for repaying this loan.</p>",
         f"<p class=small>Borrower's Signature ________________ Date {_tw(_fd(n.run, 'num', True))} &nbsp; &nbsp; "
         f"Co-Borrower's Signature ________________ Date ________</p>"
         f"<p class=small>Interviewer: {_tw(n.officer)} &nbsp; This application was taken by: [X] Face-to-face interview [ ] Mail [ ] Telephone</p></div>"]
    if len(n.co) > 1:
        h.append("<div class=frm style='break-before:page'><h1>Continuation Sheet / Residential Loan Application</h1>"
                 "<div class=small>Use this continuation sheet if you need more space to complete the Residential Loan Application. "
                 f"Mark B for Borrower or C for Co-Borrower.</div><p>Lender Case No. {_tw(n.no)}</p><table class=g>"
                 "<tr><td class=sec colspan=3>ADDITIONAL CO-BORROWERS</td></tr>"
                 + "".join(row(td("Co-Borrower's Name", _tw(c.full), 2), td("DOB (mm/dd/yyyy)", _tw(_fd(c.dob, "num", True)))) for c in n.co[1:])
                 + "</table><p class=small>I/We fully understand that it is a Federal crime punishable by fine or imprisonment, or both, "
                 "to knowingly make any false statements concerning any of the above facts as applicable under the provisions of "
                 "Title 18, United States Code, Section 1001, et seq.</p></div>")
    css = _TW_CSS + (".g{width:100%;border-collapse:collapse}.g td{border:1px solid #444;padding:1mm 1.5mm;vertical-align:top;font-size:8pt}"
                     ".cap{font-size:6.5pt;color:#333}.inc{width:100%;border-collapse:collapse}.inc td,.inc th{border:1px solid #888;font-size:8pt;padding:.6mm 2mm}")
    return _doc("".join(h), css), _loan_truth(n)


def _n_fax_broker(rng):
    n = _loan_record(rng, regions=["GB", "AU", "ZA", "SG", "HK", "IN", "AE", "US"])
    us = n.us
    broker = rng.choice(["HOMEWISE MORTGAGE BROKERS", "KEYSTONE FINANCE PARTNERS", "BRIDGEPOINT HOME LOANS", "CORNERSTONE MORTGAGE SERVICES"])
    when = f"{_fd(n.run, 'num', us)} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}"
    bfax = _REG[n.rc]["phone"](rng)
    ds = rng.choice(["num", "dmon"])
    L = [f"{broker:^78}", f"{'MORTGAGE APPLICATION - SUBMISSION SUMMARY':^78}", "", f"LENDER: {n.bank[0]}",
         f"APPLICATION REFERENCE: {n.no}", f"BROKER REF: BRK-{_digits(rng, 5)}   ADVISER: {rng.choice(['L. HARTLEY', 'P. NAIDOO', 'W. CHEN', 'R. MENON'])}", "=" * 78, ""]

    def below(label, val):
        L.append(label)
        L.append("    " + val)
    L.append("1. APPLICANT")
    below("   NAME", n.b.full)
    below("   DATE OF BIRTH", _fd(n.b.dob, ds, us))
    below("   MARITAL STATUS", _MARITAL[n.marital][1])
    if n.phone:
        below("   TELEPHONE", n.phone)
    if n.email:
        below("   E-MAIL", n.email)
    L.append("   CURRENT ADDRESS")
    L += ["    " + x for x in n.cur_addr]
    L += ["", "2. JOINT APPLICANT(S)"]
    if n.co:
        for i, c in enumerate(n.co, 1):
            L.append(f"   ({i}) {c.full:<40} DOB {_fd(c.dob, ds, us)}")
    else:
        L.append("   NONE - SOLE APPLICATION")
    L += ["", "3. EMPLOYMENT AND INCOME (APPLICANT)"]
    below("   CURRENT EMPLOYER", n.employer)
    below("   EMPLOYED SINCE", _fd(n.start, ds, us))
    below("   GROSS BASIC INCOME PER MONTH", f"{n.cur} {_fa(n.monthly, n.amt)}")
    if n.prev_emp:
        below("   PREVIOUS EMPLOYER", f"{n.prev_emp} ({_fd(n.prev_start, ds, us)} TO {_fd(n.start - timedelta(days=30), ds, us)})")
    L += ["", "4. LOAN REQUESTED"]
    below("   AMOUNT", f"{n.cur} {_fa(n.loan, n.amt)}")
    below("   PURPOSE", _PURPOSE_CODES[n.purpose][1])
    below("   TERM", f"{n.term} MONTHS ({n.term // 12} YEARS)")
    below("   INTEREST RATE (INITIAL)", f"{_rate(n.rate)}% P.A.")
    L += ["", "5. SECURITY PROPERTY"]
    L += ["    " + x for x in n.prop]
    below("   ESTIMATED VALUE", f"{n.cur} {_fa(n.value, n.amt)}")
    below("   DEPOSIT / OWN FUNDS", f"{n.cur} {_fa(max(n.value - n.loan, 0), n.amt)}")
    L += ["", "-" * 78] + _wrap("THE BROKER CONFIRMS THAT THE APPLICANT(S) HAVE BEEN IDENTIFIED AND THAT THE INFORMATION "
                                "ABOVE HAS BEEN PROVIDED BY THE APPLICANT(S). ORIGINAL SIGNED APPLICATION AND SUPPORTING "
                                "DOCUMENTS TO FOLLOW BY COURIER.", 78)
    pages = _paginate(_by_blank(L), rng.choice([30, 80]), lambda i, t: [])
    total = len(pages) + 1
    band = lambda i: f"{when}  FROM: {broker[:26]:<26} {bfax:<18} P.{i}/{total}"
    cover = (f"<div class=pg><pre class=band>{_esc(band(1))}</pre><div class=fx>FAX COVER SHEET</div><table class=fxt>"
             f"<tr><td>TO</td><td>NEW BUSINESS - MORTGAGE UNDERWRITING, {_esc(n.bank[0])}</td></tr>"
             f"<tr><td>FAX</td><td>{_esc(_REG[n.rc]['phone'](rng))}</td></tr><tr><td>FROM</td><td>{_esc(broker)}</td></tr>"
             f"<tr><td>DATE</td><td>{_esc(_fd(n.run, 'dmon'))}</td></tr><tr><td>PAGES</td><td>{total} INCLUDING COVER</td></tr>"
             f"<tr><td>RE</td><td>NEW APPLICATION {_esc(n.no)}</td></tr></table>"
             "<p>[X] URGENT &nbsp; [ ] FOR REVIEW &nbsp; [ ] PLEASE COMMENT &nbsp; [X] PLEASE REPLY</p>"
             "<p>Please find the application summary attached. A decision in principle was issued on our system. "
             "We would be grateful for a valuation instruction at your earliest convenience.</p>"
             "<p class=conf>The information in this facsimile is confidential and may be legally privileged. It is intended "
             "solely for the addressee. If you are not the intended recipient, please notify us immediately.</p></div>")
    rest = "".join(f"<div class=pg><pre class=band>{_esc(band(i + 2))}</pre><pre class=fm>{_esc(chr(10).join(p))}</pre></div>"
                   for i, p in enumerate(pages))
    css = (".band{font-size:8pt;border-bottom:1px solid #000;margin-bottom:5mm}.fx{font-size:26pt;font-weight:bold;margin:4mm 0}"
           ".fxt td{padding:2mm 4mm;font-size:11pt;vertical-align:top}.conf{font-size:8pt;border:1px solid #000;padding:2mm}"
           ".fm{font-size:9.4pt;line-height:1.2}")
    return _doc(cover + rest, css), _loan_truth(n)


_LOAN_LANG = {
    "DE": dict(title="Darlehensantrag Baufinanzierung", copy="Durchschrift fuer den Antragsteller", app="Antragsnummer",
               brw="Antragsteller", sn="Name", gn="Vorname(n)", dob="Geburtsdatum", mar="Familienstand",
               mv={"married": "verheiratet", "unmarried": "ledig", "separated": "getrennt lebend"}, email="E-Mail",
               phone="Telefon", cob="Mitantragsteller", emp="Arbeitgeber", start="Beschaeftigt seit",
               inc="Bruttomonatseinkommen", ccy="Waehrung", loan="Darlehensbetrag", purpose="Verwendungszweck",
               pv={"purchase": "Kauf", "refinance": "Anschlussfinanzierung", "construction": "Neubau", "other": "Modernisierung"},
               term="Laufzeit (Monate)", rate="Sollzinssatz (% p.a.)", prop="Beleihungsobjekt", value="Objektwert"),
    "FR": dict(title="Demande de pret immobilier", copy="Exemplaire emprunteur", app="Numero de dossier",
               brw="Emprunteur", sn="Nom", gn="Prenom(s)", dob="Date de naissance", mar="Situation familiale",
               mv={"married": "marie(e)", "unmarried": "celibataire", "separated": "separe(e)"}, email="Courriel",
               phone="Telephone", cob="Co-emprunteur", emp="Employeur", start="Date d'embauche",
               inc="Revenu mensuel brut", ccy="Devise", loan="Montant du pret", purpose="Objet du pret",
               pv={"purchase": "Acquisition", "refinance": "Rachat de credit", "construction": "Construction", "other": "Travaux"},
               term="Duree (mois)", rate="Taux nominal (%)", prop="Bien finance", value="Valeur du bien"),
    "IT": dict(title="Richiesta di mutuo ipotecario", copy="Copia per il richiedente", app="Numero pratica",
               brw="Richiedente", sn="Cognome", gn="Nome", dob="Data di nascita", mar="Stato civile",
               mv={"married": "coniugato/a", "unmarried": "celibe/nubile", "separated": "separato/a"}, email="E-mail",
               phone="Telefono", cob="Cointestatario", emp="Datore di lavoro", start="Assunto dal",
               inc="Reddito mensile lordo", ccy="Valuta", loan="Importo richiesto", purpose="Finalita",
               pv={"purchase": "Acquisto", "refinance": "Surroga", "construction": "Costruzione", "other": "Ristrutturazione"},
               term="Durata (mesi)", rate="Tasso (%)", prop="Immobile", value="Valore di perizia"),
    "NL": dict(title="Hypotheekaanvraag", copy="Kopie aanvrager", app="Aanvraagnummer", brw="Aanvrager",
               sn="Achternaam", gn="Voornamen", dob="Geboortedatum", mar="Burgerlijke staat",
               mv={"married": "gehuwd", "unmarried": "ongehuwd", "separated": "gescheiden van tafel en bed"},
               email="E-mail", phone="Telefoon", cob="Medeaanvrager", emp="Werkgever", start="In dienst sinds",
               inc="Bruto maandinkomen", ccy="Valuta", loan="Hypotheekbedrag", purpose="Doel",
               pv={"purchase": "Aankoop", "refinance": "Oversluiten", "construction": "Nieuwbouw", "other": "Verbouwing"},
               term="Looptijd (maanden)", rate="Rente (%)", prop="Onderpand", value="Marktwaarde"),
}
_LOAN_EN = dict(title="Residential mortgage application", copy="Applicant's copy", app="Application no.", brw="Applicant",
                sn="Surname", gn="Given name(s)", dob="Date of birth", mar="Marital status",
                mv={"married": "married", "unmarried": "unmarried", "separated": "separated"}, email="E-mail",
                phone="Telephone", cob="Co-applicant", emp="Employer", start="Employed since", inc="Gross monthly income",
                ccy="Currency", loan="Loan amount", purpose="Purpose",
                pv={"purchase": "purchase", "refinance": "refinance", "construction": "construction", "other": "other"},
                term="Term (months)", rate="Interest rate (%)", prop="Property to be mortgaged", value="Property value")


def _n_carbon_boxes(rng):
    n = _loan_record(rng, regions=["GB", "DE", "FR", "NL", "IT", "CH", "AU", "ZA", "SG"])
    us = n.us
    lg = _LOAN_LANG.get(_LANG_OF.get(n.rc, ""))
    E = _LOAN_EN
    cap = (lambda k: f"{lg[k]} / {E[k]}") if lg else (lambda k: E[k])
    fmt = "DD/MM/YYYY"
    tx = lambda s: _esc(s) if s else "&nbsp;"

    def box(k, val, w=1, extra=""):
        c = cap(k) if k in E else k
        return f'<div class=bx style="flex:{w}"><div class=cp>{_esc(c)}{extra}</div><div class=cv>{val}</div></div>'
    mv = (lg or E)["mv"][n.marital]
    pv = (lg or E)["pv"][n.purpose]
    rows = [[box("app", tx(n.no), 1.5), box("Branch / Filiale" if lg else "Branch", tx(_digits(rng, 4)), 0.7),
             box("Date", tx(_fd(n.run, "num", us)), 0.8)],
            [box("sn", tx(n.b.surname), 2), box("gn", tx(n.b.given), 2)],
            [box("dob", tx(_fd(n.b.dob, "num", us)), 1, f" ({fmt})"), box("mar", tx(mv.upper()), 1.2),
             box("phone", tx(n.phone), 1.3)],
            [box("email", tx(n.email), 2.5), box("Current address" if not lg else "Anschrift / Address" if lg is _LOAN_LANG["DE"] else "Address",
                                                 "<br>".join(_esc(x) for x in n.cur_addr), 2.5)]]
    for i, c in enumerate(n.co, 1):
        rows.append([box(f"{cap('cob')} {i}: {cap('sn')}", tx(c.surname), 2), box(cap("gn"), tx(c.given), 2),
                     box(cap("dob"), tx(_fd(c.dob, "num", us)), 1)])
    if not n.co:
        rows.append([box(f"{cap('cob')} 1: {cap('sn')}", "&nbsp;", 2), box(cap("gn"), "&nbsp;", 2), box(cap("dob"), "&nbsp;", 1)])
    rows += [[box("emp", tx(n.employer), 2.5), box("start", tx(_fd(n.start, "num", us)), 1),
              box("inc", tx(_fa(n.monthly, n.amt)), 1.2), box("ccy", tx(n.cur), 0.5)],
             [box("loan", tx(_fa(n.loan, n.amt)), 1.3), box("ccy", tx(n.cur), 0.5), box("purpose", tx(pv.upper()), 1.3),
              box("term", tx(str(n.term)), 0.8), box("rate", tx(_rate(n.rate, n.amt)), 0.8)],
             [box("prop", "<br>".join(_esc(x) for x in n.prop), 3), box("value", tx(_fa(n.value, n.amt)), 1.2)],
             [box("Signature(s)" if not lg else "Unterschrift / Signature" if lg is _LOAN_LANG["DE"] else "Signature", "&nbsp;<br>&nbsp;", 3),
              box("Bank use / officer", tx(n.officer), 1.2)]]
    body = (f"<div class=cc><div class=top><b>{_esc(n.bank[0])}</b> &nbsp; {_esc(n.bank[2])}<span class=cpy>{_esc(cap('copy'))}</span></div>"
            f"<h2>{_esc(cap('title'))}</h2>" + "".join(f"<div class=rw>{''.join(r)}</div>" for r in rows)
            + "<div class=lg>The applicant(s) confirm that the information given is complete and correct. The bank may verify "
              "it with employers and credit reference agencies. An offer is subject to valuation and credit approval. "
              "Copy 1 white: bank &nbsp; Copy 2 yellow: applicant &nbsp; Copy 3 pink: branch.</div></div>")
    css = (".cc{background:#fdf8d8;border:1px solid #b9a64c;padding:6mm;color:#222}.top{font-size:8.5pt}"
           ".cpy{float:right;color:#7a5b00;font-weight:bold}.cc h2{font-size:12pt;margin:3mm 0 2mm}"
           ".rw{display:flex;margin-top:-1px}.bx{border:1px solid #b9a64c;padding:1mm 2mm;min-height:11mm;margin-left:-1px}"
           ".cp{font-size:6.5pt;color:#6b5a10;text-transform:uppercase}"
           ".cv{font-family:'Liberation Mono','Courier New',monospace;font-size:9.8pt;color:#26358c;opacity:.88;white-space:nowrap;padding-top:1mm}"
           ".lg{font-size:7pt;margin-top:2mm;color:#554}")
    return _doc(body, css), _loan_truth(n)


def _n_fcode_dump(rng):
    n = _loan_record(rng)
    f = lambda code, name, val: f"F{code:03d} {name:<18}  {val}"
    first, mid = _first_mid(n.b)
    rows = [[f(1, "APPL-NO", n.no), f(2, "APPL-DATE", _fd(n.run, "ymd8")), f(3, "CHANNEL-CDE", rng.choice(["BR", "BK", "WEB"]))],
            [f(10, "BRW-LAST-NAME", n.b.surname), f(11, "BRW-FIRST-NAME", first), f(12, "BRW-MIDDLE-NAME", mid),
             f(13, "BRW-BIRTH-DATE", _fd(n.b.dob, "ymd8")), f(14, "BRW-MARITAL-CDE", _MARITAL[n.marital][0] + "   " + _MARITAL[n.marital][1]),
             f(15, "BRW-EMAIL", n.email or ""), f(16, "BRW-PHONE", n.phone or "")],
            [f(17, "BRW-CURR-ADDR", n.cur_addr[0])] + [" " * 25 + x for x in n.cur_addr[1:]]]
    co = [f(20, "COBRW-COUNT", f"{len(n.co):02d}")]
    for i, c in enumerate(n.co, 1):
        co += [f(20 + 2 * i - 1, f"COBRW-{i}-NAME", f"{c.surname}/{c.given}"), f(20 + 2 * i, f"COBRW-{i}-BIRTH-DT", _fd(c.dob, "ymd8"))]
    rows.append(co)
    rows.append([f(30, "EMPLR-NAME", n.employer), f(31, "EMPL-START-DT", _fd(n.start, "ymd8")),
                 f(32, "GROSS-MTHLY-INC", _fa(n.monthly, "plain")), f(33, "INC-CCY", n.cur)]
                + ([f(34, "PREV-EMPLR-NAME", n.prev_emp), f(35, "PREV-EMPL-START", _fd(n.prev_start, "ymd8"))] if n.prev_emp else []))
    pc = _PURPOSE_CODES[n.purpose]
    rows.append([f(40, "LOAN-AMT", _fa(n.loan, "plain")), f(41, "LOAN-CCY", n.cur), f(42, "PURPOSE-CDE", f"{pc[0]}   {pc[1]}"),
                 f(43, "TERM-MTHS", f"{n.term:03d}"), f(44, "NOTE-RATE", f"{n.rate:.4f}"),
                 f(45, "AMORT-TYPE", rng.choice(["FIX", "ARM"]))])
    rows.append([f(50, "PROP-ADDR", n.prop[0])] + [" " * 25 + x for x in n.prop[1:]]
                + [f(51, "PROP-VALUE", _fa(n.value, "plain")), f(52, "PROP-VAL-DATE", _fd(n.run + timedelta(days=rng.randint(3, 25)), "ymd8")),
                   f(53, "PROP-TYPE", rng.choice(["SFR", "CONDO", "TOWNHOUSE", "2-4 UNIT"]))])
    rows.append([f(60, "LTV-PCT", f"{n.loan / n.value * 100:.2f}"), f(61, "PI-PMT", _fa(rng.randint(700, 9000) + 0.42, "plain")),
                 f(62, "DTI-PCT", f"{rng.uniform(18, 43):.2f}"), f(99, "REC-STATUS", "A")])
    job, user = f"MSP{rng.randint(1000, 9999)}", _uid(rng)

    def header(i, t):
        return [f"MSP LOAN SETUP  -  RECORD DUMP                      PROGRAM LSDUMP02",
                f"RUN {_fd(n.run, 'iso')} {_clock(rng)}   JOB {job}   USER {user}",
                f"DSN PROD.LOAN.SETUP.VSAM   {n.bank[0][:32]:<32}  PAGE {i:03d} OF {t:03d}",
                f"KEY={n.no}", "", "FLD  NAME                VALUE", "---- ------------------  " + "-" * 40]
    pages = _paginate([r + [""] for r in rows] + [["*** END OF RECORD ***"]], rng.choice([26, 60]), header)
    return _doc(_pre_pages(pages), "pre{font-size:9.4pt;line-height:1.2}"), _loan_truth(n)


def _n_as400(rng):
    n = _loan_record(rng)
    us = n.us
    stamp = f"{_fd(n.run, 'num', us)[:6]}{_fd(n.run, 'num', us)[8:]} {_clock(rng)}"
    prog = rng.choice(["MTGAPP10", "LNAPPRT", "HLSUM01"])
    B = [[_as4("  Application number", n.no), _as4("  Date received", _fd(n.run, "iso")), ""],
         [" Borrower", _as4("  Name (surname, given)", f"{n.b.surname}, {n.b.given}"), _as4("  Date of birth", _fd(n.b.dob, "iso")),
          _as4("  Marital status", _MARITAL[n.marital][0] + "  " + _MARITAL[n.marital][1]),
          _as4("  E-mail address", n.email or "*NONE"), _as4("  Telephone", n.phone or "*NONE"), ""]]
    cb = [" Co-borrowers"]
    for i, c in enumerate(n.co, 1):
        cb += [_as4(f"  Co-borrower {i} name", f"{c.surname}, {c.given}"), _as4(f"  Co-borrower {i} birth date", _fd(c.dob, "iso"))]
    if not n.co:
        cb.append(_as4("  Number of co-borrowers", "0"))
    B.append(cb + [""])
    B.append([" Employment and income", _as4("  Employer name", n.employer), _as4("  Employment start date", _fd(n.start, "iso")),
              _as4("  Gross monthly income", f"{_fa(n.monthly, 'en')} {n.cur}")]
             + ([_as4("  Previous employer", n.prev_emp)] if n.prev_emp else []) + [""])
    B.append([" Loan", _as4("  Loan amount", f"{_fa(n.loan, 'en')} {n.cur}"), _as4("  Purpose", " ".join(_PURPOSE_CODES[n.purpose])),
              _as4("  Term in months", str(n.term)), _as4("  Interest rate", _rate(n.rate) + "%"),
              _as4("  Repayment method", rng.choice(["ANNUITY", "CAPITAL AND INTEREST", "LINEAR"])), ""])
    B.append([" Security", _as4("  Property address", n.prop[0])] + [" " * 41 + x for x in n.prop[1:]]
             + [_as4("  Property value", f"{_fa(n.value, 'en')} {n.cur}"), _as4("  Valuer", rng.choice(["ACME VALUATIONS", "PANEL VALUER 0413", "IN-HOUSE"])), ""])
    B.append(["                        * * * * *   E N D   O F   L I S T I N G   * * * * *"])

    def header(i, t):
        return [f"5770SS1 V7R{rng.randint(2, 5)}M0 {_digits(rng, 6)}   {'MORTGAGE APPLICATION SUMMARY':^38} {prog:<9}{stamp}  Page {i:4d}",
                f"  {n.bank[0]}", f"  Library . . . :  PRDLOAN  File . . . :  APPMST   User . . . :  {_uid(rng)}", ""]
    pages = _paginate(B, rng.choice([22, 60]), header)
    return _doc(_pre_pages(pages), "pre{font-size:8.2pt;line-height:1.25}"), _loan_truth(n)


def _n_bilingual(rng):
    n = _loan_record(rng, regions=["DE", "FR", "NL", "IT", "CH"])
    lg = _LOAN_LANG[_LANG_OF[n.rc]]
    E = _LOAN_EN
    L = lambda k: f"{lg[k].upper()} / {E[k].upper()}"
    W = 52
    ld = lambda k, v: _lead(L(k) if k in E else k, v, W, " ", "  ")
    blocks = [[ld("app", n.no), ""],
              ["-- " + L("brw") + " --", ld("sn", n.b.surname), ld("gn", n.b.given), ld("dob", _fd(n.b.dob, "dot")),
               ld("mar", f"{lg['mv'][n.marital].upper()} / {E['mv'][n.marital].upper()}")]
              + ([ld("email", n.email)] if n.email else []) + ([ld("phone", n.phone)] if n.phone else []) + [""]]
    for i, c in enumerate(n.co, 1):
        blocks.append([f"-- {L('cob')} {i} --", ld("sn", c.surname), ld("gn", c.given), ld("dob", _fd(c.dob, "dot")), ""])
    blocks.append([ld("emp", n.employer), ld("start", _fd(n.start, "dot")), ld("inc", f"{_fa(n.monthly, n.amt)} {n.cur}"), ""])
    blocks.append([ld("loan", f"{_fa(n.loan, n.amt)} {n.cur}"), ld("purpose", f"{lg['pv'][n.purpose].upper()} / {E['pv'][n.purpose].upper()}"),
                   ld("term", str(n.term)), ld("rate", _rate(n.rate, "eu") + " %"), ""])
    blocks.append(_multi(L("prop"), n.prop, W, " ", "  ") + [ld("value", f"{_fa(n.value, n.amt)} {n.cur}"), ""])
    blocks.append(["-" * 90] + _wrap("DIESES DOKUMENT IST KEIN DARLEHENSANGEBOT. / THIS PRINT IS NOT A LOAN OFFER. "
                                     "THE BANK'S DECISION IS SUBJECT TO CREDIT ASSESSMENT AND VALUATION OF THE PROPERTY.", 90))

    def header(i, t):
        return [f"{n.bank[0]:<56}{_fd(n.run, 'dot'):>22} {_clock(rng)}", f"{L('title'):<78}{i}/{t}",
                f"USER {_uid(rng)}   {L('copy')}", "=" * 90, ""]
    pages = _paginate(blocks, rng.choice([16, 60]), header)
    return _doc(_pre_pages(pages), "pre{font-size:8.4pt;line-height:1.25}"), _loan_truth(n)


_LOAN_LAYOUTS = {
    "los_mainframe_screens": _n_los_screens,
    "greenbar_pipeline_detail": _n_greenbar,
    "typewriter_urla_1003": _n_typewriter_1003,
    "fax_broker_submission": _n_fax_broker,
    "carbon_copy_boxes": _n_carbon_boxes,
    "fcode_record_dump": _n_fcode_dump,
    "as400_spool_summary": _n_as400,
    "bilingual_system_print": _n_bilingual,
}


# =============================================================================================
# API
# =============================================================================================

_ALL = {"kyc_individual": _KYC_LAYOUTS, "letter_of_credit": _LC_LAYOUTS, "loan_application": _LOAN_LAYOUTS}


def layouts(document_type: str) -> list[str]:
    if document_type not in _ALL:
        raise ValueError(f"unknown document type {document_type!r}")
    return list(_ALL[document_type])


def generate(document_type: str, index: int, seed: int, layout: str | None = None) -> AuthoredDocument:
    names = layouts(document_type)
    if layout is None:
        offset = random.Random(f"legacy_print|pick|{document_type}|{seed}").randrange(len(names))
        layout = names[(offset + index) % len(names)]
    elif layout not in names:
        raise ValueError(f"unknown layout {layout!r} for {document_type}")
    rng = random.Random(f"legacy_print|{document_type}|{layout}|{index}|{seed}")
    html, truth = _ALL[document_type][layout](rng)
    return AuthoredDocument(document_type, layout, html, truth)


_FREE_TEXT = {
    "kyc_individual": ["full_name", "id_document_number", "residential_address", "occupation", "employer_name",
                       "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name",
                         "beneficiary.address", "available_with", "port_of_loading", "port_of_discharge",
                         "goods_description", "documents_required[]"],
    "loan_application": ["application_number", "borrower.full_name", "borrower.email", "borrower.phone",
                         "co_borrowers[].full_name", "employer_name", "property_address"],
}
_NAME_PATHS = {"full_name", "borrower.full_name", "co_borrowers[].full_name"}


def _visible_text(html: str) -> str:
    t = re.sub(r"(?is)<(style|script|title|head)\b.*?</\1>", " ", html)
    t = re.sub(r"(?s)<[^>]+>", " ", t)
    return re.sub(r"\s+", " ", _html.unescape(t)).strip().casefold()


def _values(truth, path):
    if path.endswith("[]"):
        return [(f"{path[:-2]}[{i}]", v) for i, v in enumerate(truth.get(path[:-2]) or [])]
    if "[]." in path:
        lst, leaf = path.split("[].")
        return [(f"{lst}[{i}].{leaf}", item.get(leaf)) for i, item in enumerate(truth.get(lst) or [])]
    cur = truth
    for part in path.split("."):
        cur = cur.get(part) if isinstance(cur, dict) else None
    return [(path, cur)]


def self_check(per_type: int = 3, seed: int = 0) -> None:
    import json
    from pathlib import Path

    import jsonschema

    schemas = Path(__file__).resolve().parents[2] / "schemas"
    for dtype in _ALL:
        schema = json.loads((schemas / f"{dtype}.schema.json").read_text())
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
        for lay in layouts(dtype):
            for i in range(per_type):
                doc = generate(dtype, i, seed, lay)
                again = generate(dtype, i, seed, lay)
                assert doc.html == again.html and doc.truth == again.truth, f"{lay}: not deterministic"
                errors = sorted(validator.iter_errors(doc.truth), key=lambda e: list(e.path))
                assert not errors, f"{dtype}/{lay}#{i}: schema: {errors[0].message} at {list(errors[0].path)}"
                text = _visible_text(doc.html)
                for path in _FREE_TEXT[dtype]:
                    for concrete, value in _values(doc.truth, path):
                        if value is None:
                            continue
                        folded = re.sub(r"\s+", " ", str(value)).strip().casefold()
                        if folded in text:
                            continue
                        if path in _NAME_PATHS and all(tok in text for tok in folded.split()):
                            continue   # written surname first or in separate fields
                        raise AssertionError(f"{dtype}/{lay}#{i} (seed {seed}): {concrete} = {value!r} not in the page text")
