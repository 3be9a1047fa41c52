"""Back-office training documents: how a bank's operations handle KYC packets, incoming
documentary credits and mortgage applications in Northern, Central and Eastern Europe.

System exports and screen prints, e-mails between relationship managers and operations,
credit memos, credit-operations worksheets for an incoming MT700 and bilingual application
forms (local language with English).  Standard library only; deterministic in
(document_type, index, seed).
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


_HYPHENATED = re.compile(r"\S*\w-\w\S*")


def E(value) -> str:
    """HTML-escaped text; tokens with a hard hyphen are kept on one line so the browser does not wrap them."""
    return _HYPHENATED.sub(lambda m: f"<span style='white-space:nowrap'>{m.group(0)}</span>", _html.escape(str(value)))

# ----------------------------------------------------------------------------------------
# countries, people, places
# ----------------------------------------------------------------------------------------

# code2: (alpha3, English name, English adjective, local name, language, currency)
COUNTRIES = {
    "SE": ("SWE", "Sweden", "Swedish", "Sverige", "sv", "SEK"),
    "NO": ("NOR", "Norway", "Norwegian", "Norge", "no", "NOK"),
    "DK": ("DNK", "Denmark", "Danish", "Danmark", "da", "DKK"),
    "FI": ("FIN", "Finland", "Finnish", "Suomi", "fi", "EUR"),
    "PL": ("POL", "Poland", "Polish", "Polska", "pl", "PLN"),
    "CZ": ("CZE", "Czech Republic", "Czech", "Česká republika", "cs", "CZK"),
    "HU": ("HUN", "Hungary", "Hungarian", "Magyarország", "hu", "HUF"),
    "RO": ("ROU", "Romania", "Romanian", "România", "ro", "RON"),
    "EE": ("EST", "Estonia", "Estonian", "Eesti", "et", "EUR"),
    "LV": ("LVA", "Latvia", "Latvian", "Latvija", "lv", "EUR"),
    "LT": ("LTU", "Lithuania", "Lithuanian", "Lietuva", "lt", "EUR"),
}
HOME = list(COUNTRIES)
OTHER_COUNTRIES = {  # beneficiaries, expiry places
    "CN": ("CHN", "China"), "DE": ("DEU", "Germany"), "IT": ("ITA", "Italy"), "TR": ("TUR", "Turkey"),
    "IN": ("IND", "India"), "VN": ("VNM", "Viet Nam"), "KR": ("KOR", "Korea, Republic of"),
    "BR": ("BRA", "Brazil"), "ES": ("ESP", "Spain"), "NL": ("NLD", "Netherlands"),
}

GIVEN = {
    "SE": ("Erik Lars Anders Johan Karl Mikael Per Oskar Gustav Nils".split(),
           "Anna Maria Karin Sofia Emma Ingrid Linnéa Maja Elsa Birgitta".split()),
    "NO": ("Ole Knut Håkon Magnus Sindre Eirik Torbjørn Arne".split(),
           "Ingrid Kari Silje Ragnhild Tone Solveig Marit Åse".split()),
    "DK": ("Søren Mads Rasmus Jens Niels Anders Bjørn".split(),
           "Mette Camilla Signe Freja Line Birthe Sørine".split()),
    "FI": ("Juha Mikko Timo Ville Antti Jussi Tapio Matti".split(),
           "Aino Liisa Sanna Päivi Tiina Hanna Riikka Kaisa".split()),
    "PL": ("Piotr Krzysztof Tomasz Paweł Marcin Łukasz Jakub Grzegorz".split(),
           "Anna Katarzyna Małgorzata Agnieszka Joanna Magdalena Beata".split()),
    "CZ": ("Jan Petr Tomáš Jiří Martin Ondřej Lukáš".split(),
           "Jana Eva Lucie Kateřina Petra Tereza Zuzana".split()),
    "HU": ("László Zoltán Gábor Péter Attila Bence Tamás".split(),
           "Katalin Zsófia Eszter Erzsébet Réka Anna Judit".split()),
    "RO": ("Andrei Mihai Ion Alexandru Bogdan Radu Ștefan".split(),
           "Ioana Elena Maria Andreea Cristina Raluca Mihaela".split()),
    "EE": ("Jaan Toomas Andres Mart Rasmus Priit".split(),
           "Kadri Triin Liis Maarja Kertu Piret".split()),
    "LV": ("Jānis Andris Māris Edgars Kārlis".split(),
           "Ilze Laura Anna Kristīne Līga".split()),
    "LT": ("Tomas Mantas Darius Jonas Žygimantas".split(),
           "Rūta Eglė Ieva Agnė Jurgita".split()),
}
# (male form, female form)
SURNAMES = {
    "SE": [(s, s) for s in "Andersson Johansson Karlsson Nilsson Eriksson Lindqvist Bergström Sjöberg Åkesson Holmgren".split()],
    "NO": [(s, s) for s in "Hansen Johansen Olsen Berg Haugen Løvik Strand Bakken Sæther Nygård".split()],
    "DK": [(s, s) for s in "Jensen Nielsen Pedersen Sørensen Rasmussen Kjær Frederiksen Møller".split()],
    "FI": [(s, s) for s in "Virtanen Korhonen Mäkinen Nieminen Hämäläinen Laine Heikkinen Koskinen".split()],
    "PL": [("Kowalski", "Kowalska"), ("Wiśniewski", "Wiśniewska"), ("Nowak", "Nowak"), ("Wójcik", "Wójcik"),
           ("Lewandowski", "Lewandowska"), ("Zieliński", "Zielińska"), ("Kamiński", "Kamińska"), ("Dąbrowski", "Dąbrowska")],
    "CZ": [("Novák", "Nováková"), ("Svoboda", "Svobodová"), ("Dvořák", "Dvořáková"), ("Černý", "Černá"),
           ("Procházka", "Procházková"), ("Kučera", "Kučerová"), ("Veselý", "Veselá")],
    "HU": [(s, s) for s in "Nagy Kovács Tóth Szabó Horváth Varga Kiss Molnár Németh".split()],
    "RO": [(s, s) for s in "Popescu Ionescu Popa Dumitrescu Stan Constantinescu Munteanu Georgescu".split()],
    "EE": [(s, s) for s in "Tamm Saar Sepp Mägi Kask Kukk Rebane Ilves".split()],
    "LV": [("Bērziņš", "Bērziņa"), ("Kalniņš", "Kalniņa"), ("Ozoliņš", "Ozoliņa"), ("Jansons", "Jansone"), ("Liepa", "Liepa")],
    "LT": [("Kazlauskas", "Kazlauskienė"), ("Petrauskas", "Petrauskienė"), ("Jankauskas", "Jankauskaitė"),
           ("Stankevičius", "Stankevičiūtė"), ("Vasiliauskas", "Vasiliauskienė")],
}
# streets, (city, postcode pattern)
PLACES = {
    "SE": (["Storgatan", "Drottninggatan", "Kungsgatan", "Sveavägen", "Vasagatan", "Linnégatan", "Skolgatan"],
           [("Stockholm", "11# ##"), ("Göteborg", "41# ##"), ("Malmö", "21# ##"), ("Uppsala", "75# ##"), ("Umeå", "90# ##")]),
    "NO": (["Thorvald Meyers gate", "Bogstadveien", "Kirkegata", "Storgata", "Markveien"],
           [("Oslo", "0###"), ("Bergen", "50##"), ("Trondheim", "70##"), ("Stavanger", "40##")]),
    "DK": (["Vesterbrogade", "Nørrebrogade", "Østergade", "Jægersborggade", "Algade"],
           [("København N", "2200"), ("Aarhus C", "8000"), ("Odense C", "5000"), ("Aalborg", "9000")]),
    "FI": (["Mannerheimintie", "Hämeenkatu", "Aleksanterinkatu", "Kauppakatu", "Puistokatu"],
           [("Helsinki", "00###"), ("Tampere", "33###"), ("Turku", "20###"), ("Oulu", "90###")]),
    "PL": (["ul. Marszałkowska", "ul. Długa", "ul. Piotrkowska", "ul. Floriańska", "al. Jana Pawła II", "ul. Słowackiego"],
           [("Warszawa", "0#-###"), ("Kraków", "3#-###"), ("Gdańsk", "80-###"), ("Wrocław", "5#-###"), ("Łódź", "9#-###")]),
    "CZ": (["Vinohradská", "Národní", "Masarykova", "Husova", "Jugoslávská"],
           [("Praha 2", "120 00"), ("Praha 3", "130 00"), ("Brno", "602 00"), ("Olomouc", "779 00"), ("Plzeň", "301 00")]),
    "HU": (["Andrássy út", "Váci utca", "Rákóczi út", "Kossuth Lajos utca", "Petőfi Sándor utca"],
           [("Budapest", "1###"), ("Debrecen", "40##"), ("Szeged", "67##"), ("Győr", "90##")]),
    "RO": (["Str. Lipscani", "Str. Mihai Eminescu", "Bd. Unirii", "Str. Memorandumului", "Calea Victoriei"],
           [("București", "0#####"), ("Cluj-Napoca", "400###"), ("Iași", "700###"), ("Timișoara", "300###")]),
    "EE": (["Narva mnt", "Pärnu mnt", "Tartu mnt", "Rüütli", "Lai"],
           [("Tallinn", "10###"), ("Tartu", "51###"), ("Pärnu", "80###")]),
    "LV": (["Brīvības iela", "Elizabetes iela", "Tērbatas iela", "Krišjāņa Barona iela"],
           [("Rīga", "LV-10##"), ("Jelgava", "LV-30##"), ("Liepāja", "LV-34##")]),
    "LT": (["Gedimino pr.", "Vilniaus g.", "Laisvės al.", "Pylimo g."],
           [("Vilnius", "LT-01###"), ("Kaunas", "LT-44###"), ("Klaipėda", "LT-92###")]),
}
FOREIGN_PLACES = {
    "CN": [("No. {n} Jiangnan Road, Beilun District", "Ningbo 315800"), ("{n} Shennan Avenue, Futian District", "Shenzhen 518000")],
    "DE": [("Am Sandtorkai {n}", "20457 Hamburg"), ("Industriestraße {n}", "70565 Stuttgart")],
    "IT": [("Via Giuseppe Verdi {n}", "20121 Milano"), ("Via Emilia Ovest {n}", "41123 Modena")],
    "TR": [("Atatürk Cad. No:{n}", "35220 Konak, Izmir"), ("Organize Sanayi Bölgesi {n}. Sokak", "16140 Bursa")],
    "IN": [("Plot {n}, SIPCOT Industrial Park", "Chennai 602105"), ("{n} MIDC Area, Andheri East", "Mumbai 400093")],
    "VN": [("{n} Nguyen Van Linh, District 7", "Ho Chi Minh City")],
    "KR": [("{n} Jungang-daero, Dong-gu", "Busan 48821")],
    "BR": [("Rua XV de Novembro {n}", "Santos SP 11010-151")],
    "ES": [("Calle de Alcalá {n}", "28014 Madrid")],
    "NL": [("Wilhelminakade {n}", "3072 AP Rotterdam")],
}

# Banks of this generator (fictitious), with a BIC, a city and registration footer.
BANKS = {
    "SE": [("Skärgårdsbanken AB (publ)", "SKARSESS", "Stockholm", "Org.nr 556712-4410 · Säte Stockholm"),
           ("Norrlands Sparbank", "NOSPSE21", "Umeå", "Org.nr 894400-2251")],
    "NO": [("Fjordbanken ASA", "FJORNOKK", "Bergen", "Foretaksregisteret NO 981 276 554 MVA")],
    "DK": [("Øresund Bank A/S", "ORESDKKK", "København", "CVR-nr. 41 22 87 10 · Finanstilsynet reg.nr. 8117")],
    "FI": [("Kaleva Pankki Oyj", "KALEFIHH", "Helsinki", "Y-tunnus 3120558-4 · Kotipaikka Helsinki")],
    "PL": [("Bank Wisła S.A.", "WISLPLPW", "Warszawa", "KRS 0000214837 · NIP 526-102-44-19 · Kapitał zakładowy 1 215 000 000 zł"),
           ("Bałtycki Bank Spółdzielczy", "BBSPPLP1", "Gdańsk", "KRS 0000087155 · NIP 583-00-11-427")],
    "CZ": [("Vltavská banka, a.s.", "VLTACZPP", "Praha", "IČO 45271883 · zapsána v OR u MS v Praze, oddíl B, vložka 1171")],
    "HU": [("Duna Kereskedelmi Bank Zrt.", "DUNAHUHB", "Budapest", "Cg. 01-10-046711 · Adószám 10537914-4-44")],
    "RO": [("Banca Olteniei S.A.", "OLTEROBU", "București", "J40/1988/1991 · CUI RO 361757 · Reg. BNR RB-PJR-40-011")],
    "EE": [("Läänemere Pank AS", "LAANEE2X", "Tallinn", "Registrikood 10238429")],
    "LV": [("Daugavas Banka AS", "DAUGLV22", "Rīga", "Reģ. Nr. 40003151743")],
    "LT": [("Nemuno bankas AB", "NEMULT2X", "Vilnius", "Įmonės kodas 112021238")],
}
FOREIGN_BANKS = {
    "CN": ("Bank of Eastern Ports Ltd, Ningbo Branch", "EPBKCNSH"), "DE": ("Hansa Handelsbank AG", "HANSDEHH"),
    "IT": ("Banca del Naviglio S.p.A.", "NAVIITMM"), "TR": ("Ege Ticaret Bankası A.Ş.", "EGETTRIS"),
    "IN": ("Coromandel Commercial Bank Ltd", "COROINBB"), "VN": ("Saigon Trade Bank JSC", "SGTBVNVX"),
    "KR": ("Busan Maritime Bank", "BSMBKRSE"), "BR": ("Banco Litoral Paulista S.A.", "BLPABRSP"),
    "ES": ("Banco Meseta S.A.", "BMESESMM"), "NL": ("Maasbank N.V.", "MAASNL2R"),
}
LEGAL = {"SE": "AB", "NO": "AS", "DK": "A/S", "FI": "Oy", "PL": "Sp. z o.o.", "CZ": "s.r.o.", "HU": "Kft.",
         "RO": "S.R.L.", "EE": "OÜ", "LV": "SIA", "LT": "UAB", "CN": "Co., Ltd", "DE": "GmbH", "IT": "S.r.l.",
         "TR": "A.Ş.", "IN": "Pvt. Ltd", "VN": "Co., Ltd", "KR": "Co., Ltd", "BR": "Ltda", "ES": "S.L.", "NL": "B.V."}
CO_WORDS = ["Nordic", "Baltic", "Polar", "Vistula", "Carpathian", "Danube", "Amber", "Granite", "Aurora", "Lakeside",
            "Northwind", "Birch", "Harbour", "Pinewood", "Silver Coast", "Meridian", "Kestrel", "Boreal"]
CO_TRADES = ["Logistics", "Engineering", "Timber", "Foods", "Software", "Components", "Trading", "Medical",
             "Energy", "Textiles", "Construction", "Consulting", "Automotive", "Retail"]

MONTHS_EN = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MONTHS_LONG = {
    "en": "January February March April May June July August September October November December".split(),
    "sv": "januari februari mars april maj juni juli augusti september oktober november december".split(),
    "no": "januar februar mars april mai juni juli august september oktober november desember".split(),
    "da": "januar februar marts april maj juni juli august september oktober november december".split(),
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split(),
    "hu": "január február március április május június július augusztus szeptember október november december".split(),
    "ro": "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie".split(),
}


def _digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def _pattern(rng, pat):
    return "".join(rng.choice("0123456789") if c == "#" else c for c in pat)


def _rand_date(rng, start: date, end: date) -> date:
    return start + timedelta(days=rng.randrange((end - start).days + 1))


@dataclass
class Person:
    cc: str
    sex: str
    given: str
    surname: str
    dob: date

    @property
    def full(self) -> str:
        return f"{self.given} {self.surname}"


def make_person(rng, cc=None, sex=None, born=(1952, 2002)) -> Person:
    cc = cc or rng.choice(HOME)
    sex = sex or rng.choice("MF")
    pool = GIVEN[cc][0 if sex == "M" else 1]
    given = rng.choice(pool)
    if rng.random() < 0.3:
        second = rng.choice(pool)
        if second != given:
            given = f"{given} {second}"
    sur = rng.choice(SURNAMES[cc])[0 if sex == "M" else 1]
    return Person(cc, sex, given, sur, _rand_date(rng, date(born[0], 1, 1), date(born[1], 12, 28)))


def make_address(rng, cc) -> list[str]:
    streets, cities = PLACES[cc]
    street = rng.choice(streets)
    city, pc = rng.choice(cities)
    pc = _pattern(rng, pc)
    n = rng.randint(1, 140)
    if cc == "SE":
        l1 = f"{street} {n}" + rng.choice(["", " B", ", lgh 1102", " 3 tr"])
        return [l1, f"{pc} {city}"]
    if cc == "NO":
        return [f"{street} {n}" + rng.choice(["", "A", " H0203"]), f"{pc} {city}"]
    if cc == "DK":
        return [f"{street} {n}" + rng.choice(["", ", 2. th.", ", st. tv.", ", 4. mf."]), f"{pc} {city}"]
    if cc == "FI":
        return [f"{street} {n}" + rng.choice(["", " A 5", " B 17", " as 9"]), f"{pc} {city}"]
    if cc == "PL":
        return [f"{street} {n}" + rng.choice(["", f"/{rng.randint(1, 40)}", f" m. {rng.randint(1, 80)}"]), f"{pc} {city}"]
    if cc == "CZ":
        return [f"{street} {rng.randint(100, 2500)}/{n}", f"{pc} {city}"]
    if cc == "HU":
        return [f"{street} {n}." + rng.choice(["", " II. em. 4.", " fszt. 2.", " 3/12."]), f"{pc} {city}"]
    if cc == "RO":
        return [f"{street} nr. {n}" + rng.choice(["", f", bl. A{rng.randint(1, 9)}, ap. {rng.randint(1, 60)}", f", ap. {rng.randint(1, 30)}"]),
                f"{pc} {city}"]
    if cc == "EE":
        return [f"{street} {n}" + rng.choice(["", f"-{rng.randint(1, 60)}"]), f"{pc} {city}"]
    if cc == "LV":
        return [f"{street} {n}" + rng.choice(["", f"-{rng.randint(1, 60)}", f" k-{rng.randint(1, 4)}"]), f"{city}, {pc}"]
    return [f"{street} {n}" + rng.choice(["", f"-{rng.randint(1, 60)}"]), f"{pc} {city}"]


def company(rng, cc) -> str:
    w = rng.choice(CO_WORDS)
    if rng.random() < 0.3:
        _, cities = PLACES.get(cc, (None, [("Central", "")]))
        w = cities[0][0].split()[0] if cc in PLACES and rng.random() < 0.5 else w
    return f"{w} {rng.choice(CO_TRADES)} {LEGAL[cc]}"


def foreign_address(rng, cc) -> list[str]:
    l1, l2 = rng.choice(FOREIGN_PLACES[cc])
    return [l1.format(n=rng.randint(2, 880)), l2, OTHER_COUNTRIES[cc][1].split(",")[0].upper() if rng.random() < 0.7 else OTHER_COUNTRIES[cc][1]]


# ----------------------------------------------------------------------------------------
# surface forms
# ----------------------------------------------------------------------------------------

DATE_STYLES = ["dmy_dot", "dmy_dot0", "iso", "dmy_slash", "dmy_dash", "hu", "d_mon_y", "long_local", "long_en", "ymd_slash"]


def fmt_date(rng, d: date, lang="en", style=None) -> str:
    style = style or rng.choice(DATE_STYLES)
    if style == "dmy_dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "dmy_dot0":
        return f"{d.day}.{d.month}.{d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "dmy_slash":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dmy_dash":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "hu":
        return f"{d.year}.{d.month:02d}.{d.day:02d}."
    if style == "ymd_slash":
        return f"{d.year}/{d.month:02d}/{d.day:02d}"
    if style == "d_mon_y":
        return f"{d.day:02d} {MONTHS_EN[d.month - 1]} {d.year}"
    if style == "long_local" and lang in MONTHS_LONG:
        m = MONTHS_LONG[lang][d.month - 1]
        if lang == "hu":
            return f"{d.year}. {m} {d.day}."
        if lang in ("no", "da"):
            return f"{d.day}. {m} {d.year}"
        return f"{d.day} {m} {d.year}"
    return f"{d.day} {MONTHS_LONG['en'][d.month - 1]} {d.year}"


SYMBOL = {"PLN": "zł", "CZK": "Kč", "HUF": "Ft", "RON": "lei", "EUR": "€"}
SEPARATORS = [(" ", ","), ("\u00a0", ","), (".", ","), (",", "."), ("", ","), ("", "."), ("'", "."), (" ", ".")]


def fmt_number(x: float, thou: str, dec: str, decimals: int = 2) -> str:
    neg = x < 0
    s = f"{abs(x):.{decimals}f}"
    whole, _, frac = s.partition(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    out = thou.join(groups) + (dec + frac if decimals else "")
    return ("-" if neg else "") + out


def pick_seps(rng):
    return rng.choice(SEPARATORS)


def fmt_amount(rng, x: float, cur: str, seps=None, place=None, symbol_ok=True) -> str:
    thou, dec = seps or pick_seps(rng)
    decimals = 2 if (x != int(x) or rng.random() < 0.6) else 0
    num = fmt_number(x, thou, dec, decimals)
    if decimals == 0 and dec == "," and rng.random() < 0.25:
        num += ",-"
    place = place or rng.choice(["before", "after", "after", "code_after"])
    unit = cur
    if symbol_ok and cur in SYMBOL and rng.random() < 0.35:
        unit = SYMBOL[cur]
        return f"{unit}{num}" if unit == "€" and place == "before" else f"{num} {unit}"
    return f"{unit} {num}" if place == "before" else f"{num} {unit}"


def fmt_rate(rng, r: float, dec=None) -> str:
    dec = dec or rng.choice([",", ",", "."])
    digits = 2 if round(r, 2) == r else 3   # every decimal the truth holds is printed
    s = f"{r:.{digits}f}".rstrip("0").rstrip(".") if rng.random() < 0.4 else f"{r:.{digits}f}"
    if "." not in s:
        return s + rng.choice([" %", "%"])
    return s.replace(".", dec) + rng.choice([" %", "%", " % p.a.", " % p.a."])


def name_forms(rng, p: Person, allow_sep=True) -> str:
    """A printed form of a person's name whose truth is ``p.full``."""
    forms = ["plain", "upper", "plain", "comma", "comma_upper"]
    f = rng.choice(forms)
    if f == "plain":
        return p.full
    if f == "upper":
        return p.full.upper()
    if f == "comma":
        return f"{p.surname}, {p.given}"
    return f"{p.surname.upper()}, {p.given}"


TRANSLIT = {"Å": "AA", "Ä": "AE", "Ö": "OE", "Ø": "OE", "Æ": "AE", "Ü": "UE", "Ł": "L", "Đ": "D", "ß": "SS"}


def mrz_text(s: str) -> str:
    s = s.upper()
    out = []
    for ch in s:
        if ch in TRANSLIT:
            out.append(TRANSLIT[ch])
            continue
        base = unicodedata.normalize("NFKD", ch)
        base = "".join(c for c in base if not unicodedata.combining(c))
        if base.isalpha() and base.isascii():
            out.append(base)
        elif ch in " -'":
            out.append("<")
    return "".join(out)


def mrz_check(s: str) -> str:
    w = [7, 3, 1]
    total = 0
    for i, c in enumerate(s):
        if c.isdigit():
            v = int(c)
        elif c.isalpha():
            v = ord(c) - 55
        else:
            v = 0
        total += v * w[i % 3]
    return str(total % 10)


def yymmdd(d: date) -> str:
    return f"{d.year % 100:02d}{d.month:02d}{d.day:02d}"


def mrz_td3(p: Person, a3_issuer, a3_nat, number, expiry) -> list[str]:
    names = f"{mrz_text(p.surname)}<<{mrz_text(p.given)}"
    l1 = f"P<{a3_issuer}{names}"[:44].ljust(44, "<")
    num = number[:9].ljust(9, "<")
    pn = "<" * 14
    parts = num + mrz_check(num) + a3_nat + yymmdd(p.dob) + mrz_check(yymmdd(p.dob)) + p.sex + \
        yymmdd(expiry) + mrz_check(yymmdd(expiry)) + pn + mrz_check(pn)
    comp = num + mrz_check(num) + yymmdd(p.dob) + mrz_check(yymmdd(p.dob)) + yymmdd(expiry) + mrz_check(yymmdd(expiry)) + pn + mrz_check(pn)
    return [l1, parts + mrz_check(comp)]


def mrz_td1(p: Person, a3_issuer, a3_nat, number, expiry) -> list[str]:
    num = number[:9].ljust(9, "<")
    l1 = f"I<{a3_issuer}{num}{mrz_check(num)}".ljust(30, "<")
    l2 = f"{yymmdd(p.dob)}{mrz_check(yymmdd(p.dob))}{p.sex}{yymmdd(expiry)}{mrz_check(yymmdd(expiry))}{a3_nat}".ljust(29, "<")
    up = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += mrz_check(up)
    l3 = f"{mrz_text(p.surname)}<<{mrz_text(p.given)}"[:30].ljust(30, "<")
    return [l1, l2, l3]


# ----------------------------------------------------------------------------------------
# labels (local language and English)
# ----------------------------------------------------------------------------------------

_LANGS = ["sv", "no", "da", "fi", "pl", "cs", "hu", "ro", "et", "lv", "lt"]


def _row(*vals):
    return dict(zip(_LANGS, vals))


LOC = {
    "surname": _row("Efternamn", "Etternavn", "Efternavn", "Sukunimi", "Nazwisko", "Příjmení", "Családi név", "Nume", "Perekonnanimi", "Uzvārds", "Pavardė"),
    "given": _row("Förnamn", "Fornavn", "Fornavn", "Etunimet", "Imiona", "Jméno", "Utónév", "Prenume", "Eesnimi", "Vārds", "Vardas"),
    "name": _row("Namn", "Navn", "Navn", "Nimi", "Imię i nazwisko", "Jméno a příjmení", "Név", "Nume și prenume", "Nimi", "Vārds, uzvārds", "Vardas, pavardė"),
    "dob": _row("Födelsedatum", "Fødselsdato", "Fødselsdato", "Syntymäaika", "Data urodzenia", "Datum narození", "Születési dátum", "Data nașterii", "Sünniaeg", "Dzimšanas datums", "Gimimo data"),
    "sex": _row("Kön", "Kjønn", "Køn", "Sukupuoli", "Płeć", "Pohlaví", "Nem", "Sex", "Sugu", "Dzimums", "Lytis"),
    "nationality": _row("Medborgarskap", "Statsborgerskap", "Statsborgerskab", "Kansalaisuus", "Obywatelstwo", "Státní občanství", "Állampolgárság", "Cetățenie", "Kodakondsus", "Pilsonība", "Pilietybė"),
    "id_type": _row("Id-handling", "Legitimasjon", "Legitimation", "Henkilöllisyystodistus", "Rodzaj dokumentu tożsamości", "Druh dokladu totožnosti", "Személyazonosító okmány", "Tip act de identitate", "Isikut tõendav dokument", "Personu apliecinošs dokuments", "Asmens dokumentas"),
    "id_no": _row("Handlingens nummer", "Dokumentnummer", "Dokumentnummer", "Asiakirjan numero", "Seria i numer dokumentu", "Číslo dokladu", "Okmány száma", "Serie și număr", "Dokumendi number", "Dokumenta numurs", "Dokumento numeris"),
    "issuer": _row("Utfärdande land", "Utstedende land", "Udstedelsesland", "Myöntäjävaltio", "Kraj wydania", "Stát vydání", "Kiállító ország", "Țara emitentă", "Väljaandja riik", "Izdevējvalsts", "Išdavusi valstybė"),
    "expiry": _row("Giltig t.o.m.", "Gyldig til", "Udløbsdato", "Voimassa asti", "Data ważności", "Platnost do", "Érvényesség vége", "Data expirării", "Kehtiv kuni", "Derīgs līdz", "Galioja iki"),
    "issued": _row("Utfärdat", "Utstedt", "Udstedt", "Myönnetty", "Data wydania", "Datum vydání", "Kiállítás dátuma", "Data eliberării", "Välja antud", "Izdošanas datums", "Išdavimo data"),
    "address": _row("Bostadsadress", "Bostedsadresse", "Bopælsadresse", "Asuinosoite", "Adres zamieszkania", "Adresa trvalého bydliště", "Lakcím", "Adresa de domiciliu", "Elukoha aadress", "Dzīvesvietas adrese", "Gyvenamosios vietos adresas"),
    "prev_address": _row("Tidigare adress", "Tidligere adresse", "Tidligere adresse", "Aiempi osoite", "Poprzedni adres", "Předchozí adresa", "Korábbi lakcím", "Adresa anterioară", "Eelmine aadress", "Iepriekšējā adrese", "Ankstesnis adresas"),
    "country_res": _row("Bosättningsland", "Bostedsland", "Bopælsland", "Asuinmaa", "Kraj zamieszkania", "Stát pobytu", "Lakóhely szerinti ország", "Țara de reședință", "Elukohariik", "Dzīvesvietas valsts", "Gyvenamoji šalis"),
    "occupation": _row("Yrke", "Yrke", "Stilling", "Ammatti", "Zawód", "Povolání", "Foglalkozás", "Ocupație", "Amet", "Profesija", "Profesija"),
    "employer": _row("Arbetsgivare", "Arbeidsgiver", "Arbejdsgiver", "Työnantaja", "Pracodawca", "Zaměstnavatel", "Munkáltató", "Angajator", "Tööandja", "Darba devējs", "Darbdavys"),
    "annual_income": _row("Årsinkomst (brutto)", "Årsinntekt (brutto)", "Årsindkomst (brutto)", "Vuositulot (brutto)", "Roczny dochód brutto", "Roční hrubý příjem", "Éves bruttó jövedelem", "Venit anual brut", "Aastasissetulek (bruto)", "Gada ienākumi (bruto)", "Metinės pajamos (bruto)"),
    "monthly_income": _row("Månadsinkomst (brutto)", "Månedsinntekt (brutto)", "Månedlig indkomst (brutto)", "Kuukausitulot (brutto)", "Miesięczny dochód brutto", "Měsíční hrubý příjem", "Havi bruttó jövedelem", "Venit lunar brut", "Kuusissetulek (bruto)", "Mēneša ienākumi (bruto)", "Mėnesio pajamos (bruto)"),
    "sof": _row("Medlens ursprung", "Midlenes opprinnelse", "Midlernes oprindelse", "Varojen alkuperä", "Źródło pochodzenia środków", "Původ finančních prostředků", "A pénzeszközök forrása", "Sursa fondurilor", "Vahendite päritolu", "Līdzekļu izcelsme", "Lėšų kilmė"),
    "pep": _row("Person i politiskt utsatt ställning (PEP)", "Politisk eksponert person (PEP)", "Politisk eksponeret person (PEP)", "Poliittisesti vaikutusvaltainen henkilö (PEP)", "Osoba zajmująca eksponowane stanowisko polityczne (PEP)", "Politicky exponovaná osoba (PEP)", "Kiemelt közszereplő (PEP)", "Persoană expusă public (PEP)", "Riikliku taustaga isik (PEP)", "Politiski nozīmīga persona (PEP)", "Politikoje dalyvaujantis asmuo (PEP)"),
    "tin": _row("Skatteregistreringsnummer (TIN)", "Fødselsnummer / TIN", "CPR-nr. / TIN", "Henkilötunnus / TIN", "PESEL / NIP", "Rodné číslo / DIČ", "Adóazonosító jel", "CNP / Cod fiscal", "Isikukood / TIN", "Personas kods / TIN", "Asmens kodas / TIN"),
    "phone": _row("Telefon", "Telefon", "Telefon", "Puhelin", "Telefon", "Telefon", "Telefonszám", "Telefon", "Telefon", "Tālrunis", "Telefonas"),
    "email": _row("E-post", "E-post", "E-mail", "Sähköposti", "Adres e-mail", "E-mail", "E-mail cím", "E-mail", "E-post", "E-pasts", "El. paštas"),
    "app_no": _row("Ansökningsnummer", "Søknadsnummer", "Ansøgningsnummer", "Hakemusnumero", "Numer wniosku", "Číslo žádosti", "Kérelem száma", "Număr cerere", "Taotluse number", "Pieteikuma numurs", "Paraiškos numeris"),
    "applicant": _row("Sökande", "Søker", "Ansøger", "Hakija", "Wnioskodawca", "Žadatel", "Adós", "Solicitant", "Taotleja", "Pieteicējs", "Pareiškėjas"),
    "co_applicant": _row("Medsökande", "Medsøker", "Medansøger", "Kanssahakija", "Współwnioskodawca", "Spolužadatel", "Adóstárs", "Codebitor", "Kaastaotleja", "Līdzpieteicējs", "Bendrapareiškėjis"),
    "marital": _row("Civilstånd", "Sivilstand", "Civilstand", "Siviilisääty", "Stan cywilny", "Rodinný stav", "Családi állapot", "Stare civilă", "Perekonnaseis", "Ģimenes stāvoklis", "Šeiminė padėtis"),
    "employed_since": _row("Anställd sedan", "Ansatt siden", "Ansat siden", "Työsuhde alkanut", "Zatrudniony od", "Zaměstnán od", "Munkaviszony kezdete", "Angajat din", "Töötab alates", "Strādā kopš", "Dirba nuo"),
    "loan_amount": _row("Önskat lånebelopp", "Ønsket lånebeløp", "Ønsket lånebeløb", "Lainan määrä", "Kwota kredytu", "Výše úvěru", "Kölcsönösszeg", "Suma solicitată", "Laenusumma", "Aizdevuma summa", "Paskolos suma"),
    "term": _row("Löptid", "Nedbetalingstid", "Løbetid", "Laina-aika", "Okres kredytowania", "Doba splatnosti", "Futamidő", "Perioada de creditare", "Laenu tähtaeg", "Aizdevuma termiņš", "Paskolos terminas"),
    "rate": _row("Ränta", "Rente", "Rente", "Korko", "Oprocentowanie", "Úroková sazba", "Kamatláb", "Rata dobânzii", "Intressimäär", "Procentu likme", "Palūkanų norma"),
    "purpose": _row("Lånets syfte", "Formål", "Formål", "Lainan käyttötarkoitus", "Cel kredytu", "Účel úvěru", "A hitel célja", "Scopul creditului", "Laenu eesmärk", "Aizdevuma mērķis", "Paskolos paskirtis"),
    "property_address": _row("Fastighetens adress", "Eiendommens adresse", "Ejendommens adresse", "Kohteen osoite", "Adres nieruchomości", "Adresa nemovitosti", "Az ingatlan címe", "Adresa imobilului", "Kinnisvara aadress", "Īpašuma adrese", "Turto adresas"),
    "property_value": _row("Marknadsvärde", "Markedsverdi", "Markedsværdi", "Kohteen arvo", "Wartość nieruchomości", "Hodnota nemovitosti", "Az ingatlan értéke", "Valoarea imobilului", "Kinnisvara väärtus", "Īpašuma vērtība", "Turto vertė"),
    "date": _row("Datum", "Dato", "Dato", "Päivämäärä", "Data", "Datum", "Dátum", "Data", "Kuupäev", "Datums", "Data"),
    "signature": _row("Underskrift", "Underskrift", "Underskrift", "Allekirjoitus", "Podpis", "Podpis", "Aláírás", "Semnătura", "Allkiri", "Paraksts", "Parašas"),
    "yes": _row("Ja", "Ja", "Ja", "Kyllä", "Tak", "Ano", "Igen", "Da", "Jah", "Jā", "Taip"),
    "no": _row("Nej", "Nei", "Nej", "Ei", "Nie", "Ne", "Nem", "Nu", "Ei", "Nē", "Ne"),
    "customer_no": _row("Kundnummer", "Kundenummer", "Kundenummer", "Asiakasnumero", "Numer klienta", "Číslo klienta", "Ügyfélszám", "Cod client", "Kliendinumber", "Klienta numurs", "Kliento numeris"),
}
EN = {
    "surname": ["Surname", "Last name", "Family name"],
    "given": ["Given names", "First name(s)", "Forenames"],
    "name": ["Full name", "Name", "Customer name", "Name of customer"],
    "dob": ["Date of birth", "DOB", "Birth date", "Born"],
    "sex": ["Sex", "Gender"],
    "nationality": ["Nationality", "Citizenship", "Nat."],
    "id_type": ["ID document", "Identity document type", "ID type", "Document type"],
    "id_no": ["Document number", "ID no.", "Document No.", "ID number"],
    "issuer": ["Issuing country", "Issued by (country)", "Country of issue"],
    "expiry": ["Expiry date", "Valid until", "Date of expiry", "Expires"],
    "issued": ["Date of issue", "Issued on", "Issue date"],
    "address": ["Residential address", "Home address", "Permanent address", "Address"],
    "prev_address": ["Previous address", "Former address", "Address (previous)"],
    "country_res": ["Country of residence", "Residence country", "Resident in"],
    "occupation": ["Occupation", "Profession", "Position / occupation"],
    "employer": ["Employer", "Name of employer", "Employer name", "Current employer"],
    "annual_income": ["Annual gross income", "Yearly income (gross)", "Gross income p.a.", "Annual income"],
    "monthly_income": ["Monthly gross income", "Gross monthly income", "Income per month (gross)", "Gross salary / month"],
    "sof": ["Source of funds", "Origin of funds", "Source of assets / funds"],
    "pep": ["Politically exposed person (PEP)", "PEP status", "PEP"],
    "tin": ["Tax identification number (TIN)", "TIN", "Tax ID", "Tax residence number"],
    "phone": ["Phone", "Mobile", "Tel.", "Telephone"],
    "email": ["E-mail", "Email address", "E-mail address"],
    "app_no": ["Application number", "Application No.", "Application ref.", "Case number"],
    "applicant": ["Applicant", "Main applicant", "Borrower"],
    "co_applicant": ["Co-applicant", "Joint applicant", "Co-borrower"],
    "marital": ["Marital status", "Civil status"],
    "employed_since": ["Employed since", "Start of employment", "Employment start date", "In current job since"],
    "loan_amount": ["Loan amount requested", "Loan amount", "Requested amount", "Amount applied for"],
    "term": ["Loan term", "Term", "Repayment period", "Maturity"],
    "rate": ["Interest rate", "Nominal rate", "Rate (nominal)", "Offered rate"],
    "purpose": ["Purpose of loan", "Loan purpose", "Purpose"],
    "property_address": ["Property address", "Address of the property", "Collateral address", "Subject property"],
    "property_value": ["Property value", "Market value", "Valuation", "Estimated market value"],
    "date": ["Date"],
    "signature": ["Signature"],
    "yes": ["Yes"],
    "no": ["No"],
    "customer_no": ["Customer number", "Customer ID", "CIF"],
}


class Labeller:
    """Per-document label wording: local language, English, or both in one of several forms."""

    def __init__(self, rng, lang, modes=None):
        self.rng = rng
        self.lang = lang
        self.mode = rng.choice(modes or ["en", "loc", "loc/en", "loc (en)", "en / loc", "loc\nen"])
        self.syn = {k: rng.choice(v) for k, v in EN.items()}

    def __call__(self, key, mode=None) -> str:
        mode = mode or self.mode
        en = self.syn[key]
        loc = LOC[key].get(self.lang, en)
        if mode == "en" or loc == en:
            return E(en)
        if mode == "loc":
            return E(loc)
        if mode == "loc/en":
            return f"{E(loc)} / {E(en)}"
        if mode == "loc (en)":
            return f"{E(loc)} ({E(en)})"
        if mode == "en / loc":
            return f"{E(en)} / {E(loc)}"
        return f"{E(loc)}<br><small><i>{E(en)}</i></small>"


BLANKS = ["", "—", "N/A", "-", "none", "n/a", "–––"]


def country_surface(rng, cc, kind="country") -> str:
    a3, en, adj, loc, _, _ = COUNTRIES[cc]
    if kind == "nationality":
        return rng.choice([a3, en, adj, adj.upper(), f"{adj} ({a3})", loc])
    return rng.choice([a3, en, en.upper(), loc, cc, f"{en} ({cc})"])


def checkbox(rng, style, on):
    styles = {"x": ("[X]", "[ ]"), "box": ("☒", "☐"), "tick": ("☑", "☐"), "paren": ("(X)", "( )")}
    a, b = styles[style]
    return a if on else b


# ----------------------------------------------------------------------------------------
# HTML building blocks
# ----------------------------------------------------------------------------------------

FONTS = ["Arial, 'Liberation Sans', sans-serif", "'DejaVu Sans', sans-serif", "'Liberation Serif', 'DejaVu Serif', serif",
         "'DejaVu Sans Condensed', sans-serif"]
MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace"


def page_html(body: str, rng, font=None, size=None, extra_css="") -> str:
    font = font or rng.choice(FONTS)
    size = size or rng.choice(["9.5pt", "10pt", "10.5pt", "11pt"])
    css = (f"@page {{ size: A4; margin: {rng.choice(['14mm', '16mm 14mm', '18mm 16mm', '12mm 15mm'])}; }}"
           f"body {{ font-family: {font}; font-size: {size}; color: #111; line-height: 1.35; }}"
           "table { border-collapse: collapse; } td, th { vertical-align: top; padding: 2px 5px; text-align: left; }"
           ".grid td, .grid th { border: 1px solid #777; } .cap { font-size: 7.5pt; color: #444; }"
           ".box { border: 1px solid #555; padding: 2px 5px 4px 5px; min-height: 2.2em; }"
           ".pb { page-break-before: always; } h1 { font-size: 15pt; margin: 4px 0; } h2 { font-size: 12pt; margin: 10px 0 4px 0; }"
           "h3 { font-size: 10.5pt; margin: 8px 0 3px 0; } .sec { background: #e4e4e4; font-weight: bold; padding: 2px 5px; margin-top: 9px; }"
           "pre { font-family: " + MONO + "; font-size: 8.6pt; line-height: 1.25; white-space: pre; }"
           ".stamp { border: 2px solid #a22; color: #a22; display: inline-block; padding: 2px 8px; font-weight: bold; }"
           ".small { font-size: 8pt; color: #333; } .right { text-align: right; } .mrz { font-family: " + MONO + "; font-size: 10pt; }"
           + extra_css)
    return f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>document</title><style>{css}</style></head><body>{body}</body></html>"


def fields_block(rng, items, style=None, cols=None) -> str:
    """Render (label_html, value_html) pairs in one style. A value of None prints a blank caption."""
    style = style or rng.choice(["colon", "table", "leader", "boxes", "below", "tabs"])
    blank = rng.choice(BLANKS)

    def v(x):
        return blank if x is None else x
    if style == "colon":
        return "".join(f"<div>{lab}: {v(val)}</div>" for lab, val in items)
    if style == "leader":
        return "".join(f"<div>{lab} {'.' * rng.randint(4, 14)} {v(val)}</div>" for lab, val in items)
    if style == "tabs":
        rows = "".join(f"<tr><td style='width:42%'>{lab}</td><td>{v(val)}</td></tr>" for lab, val in items)
        return f"<table style='width:100%'>{rows}</table>"
    if style == "table":
        rows = "".join(f"<tr><th style='width:40%;background:#f0f0f0'>{lab}</th><td>{v(val)}</td></tr>" for lab, val in items)
        return f"<table class='grid' style='width:100%'>{rows}</table>"
    if style == "below":
        return "".join(f"<div style='margin-bottom:4px'><div class='cap'>{lab}</div><div>{v(val)}</div></div>" for lab, val in items)
    # boxes: grid of captioned boxes
    cols = cols or rng.choice([2, 3])
    cells = [f"<td style='width:{100 // cols}%;padding:1px'><div class='box'><div class='cap'>{lab}</div>{v(val)}</div></td>"
             for lab, val in items]
    rows = ["<tr>" + "".join(cells[i:i + cols]) + "</tr>" for i in range(0, len(cells), cols)]
    return f"<table style='width:100%;table-layout:fixed'>{''.join(rows)}</table>"


def addr_html(rng, lines, one_line=None) -> tuple[str, str]:
    """Printed address and its truth."""
    one_line = rng.random() < 0.5 if one_line is None else one_line
    if one_line:
        s = ", ".join(lines)
        return E(s), s
    return "<br>".join(E(l) for l in lines), " ".join(lines)


def letterhead(rng, bank, dept=None) -> str:
    name, bic, city, reg = bank
    dept = dept or ""
    align = rng.choice(["left", "right", "center"])
    return (f"<div style='text-align:{align};border-bottom:2px solid #333;padding-bottom:4px;margin-bottom:8px'>"
            f"<div style='font-size:14pt;font-weight:bold'>{E(name)}</div>"
            f"<div class='small'>{E(dept)}{' · ' if dept else ''}{E(city)} · SWIFT/BIC {E(bic)}</div></div>")


def footer(rng, bank, page=None, pages=None) -> str:
    name, bic, city, reg = bank
    pg = f" · {rng.choice(['Page', 'Sida', 'Strona', 'Str.', 'Oldal', 'Lk'])} {page}/{pages}" if page else ""
    return f"<div class='small' style='margin-top:14px;border-top:1px solid #999;padding-top:3px'>{E(name)} · {E(reg)}{pg}</div>"


def tin_for(rng, cc, p: Person) -> str:
    d = p.dob
    if cc == "SE":
        return f"{d.year % 100:02d}{d.month:02d}{d.day:02d}-{_digits(rng, 4)}"
    if cc in ("DK",):
        return f"{d.day:02d}{d.month:02d}{d.year % 100:02d}-{_digits(rng, 4)}"
    if cc == "FI":
        return f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{'-' if d.year < 2000 else 'A'}{_digits(rng, 3)}{rng.choice('0123456789ABCDEFHJKLMNPRSTUVWXY')}"
    if cc == "NO":
        return f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{_digits(rng, 5)}"
    if cc == "PL":
        m = d.month + (20 if d.year >= 2000 else 0)
        return f"{d.year % 100:02d}{m:02d}{d.day:02d}{_digits(rng, 5)}"
    if cc == "CZ":
        m = d.month + (50 if p.sex == "F" else 0)
        return f"{d.year % 100:02d}{m:02d}{d.day:02d}/{_digits(rng, 4)}"
    if cc == "HU":
        return "8" + _digits(rng, 9)
    if cc == "RO":
        s = ("1" if p.sex == "M" else "2") if d.year < 2000 else ("5" if p.sex == "M" else "6")
        return f"{s}{d.year % 100:02d}{d.month:02d}{d.day:02d}{_digits(rng, 6)}"
    if cc == "EE" or cc == "LT":
        s = ("3" if p.sex == "M" else "4") if d.year < 2000 else ("5" if p.sex == "M" else "6")
        return f"{s}{d.year % 100:02d}{d.month:02d}{d.day:02d}{_digits(rng, 4)}"
    if cc == "LV":
        return f"{d.day:02d}{d.month:02d}{d.year % 100:02d}-{_digits(rng, 5)}"
    return _digits(rng, 10)


ID_PATTERNS = {"SE": "########", "NO": "@@#######", "DK": "#########", "FI": "@@#######", "PL": "@@#######",
               "CZ": "########", "HU": "@@#######", "RO": "########", "EE": "@@#######", "LV": "@@#######", "LT": "########"}
NID_PATTERNS = {"SE": "########", "NO": "@@#####@#", "FI": "#########", "PL": "@@@######", "CZ": "#########",
                "HU": "######@@", "RO": "@@######", "EE": "@@#######", "LV": "PA#######", "LT": "########"}


def doc_number(rng, pat):
    return "".join(rng.choice("0123456789") if c == "#" else rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") if c == "@" else c for c in pat)


# ----------------------------------------------------------------------------------------
# KYC
# ----------------------------------------------------------------------------------------

NAT_LOCAL = {"SE": "SVENSK", "NO": "NORSK", "DK": "DANSK", "FI": "SUOMI", "PL": "POLSKIE", "CZ": "ČESKÁ REPUBLIKA",
             "HU": "MAGYAR", "RO": "ROMÂNĂ", "EE": "EESTI", "LV": "LATVIJAS", "LT": "LIETUVOS RESPUBLIKOS"}
PASSPORT_WORD = {"sv": "PASS", "no": "PASS", "da": "PAS", "fi": "PASSI", "pl": "PASZPORT", "cs": "CESTOVNÍ PAS",
                 "hu": "ÚTLEVÉL", "ro": "PAȘAPORT", "et": "PASS", "lv": "PASE", "lt": "PASAS"}
IDCARD_WORD = {"sv": "NATIONELLT ID-KORT", "no": "NASJONALT ID-KORT", "fi": "HENKILÖKORTTI", "pl": "DOWÓD OSOBISTY",
               "cs": "OBČANSKÝ PRŮKAZ", "hu": "SZEMÉLYAZONOSÍTÓ IGAZOLVÁNY", "ro": "CARTE DE IDENTITATE",
               "et": "ISIKUTUNNISTUS", "lv": "PERSONAS APLIECĪBA", "lt": "ASMENS TAPATYBĖS KORTELĖ"}
INCOME_RANGE = {"SEK": (280_000, 1_600_000), "NOK": (350_000, 1_700_000), "DKK": (280_000, 1_400_000),
                "EUR": (22_000, 160_000), "PLN": (55_000, 420_000), "CZK": (380_000, 2_600_000),
                "HUF": (4_200_000, 32_000_000), "RON": (42_000, 320_000)}
OCC_EMPLOYED = ["Software engineer", "Registered nurse", "Logistics coordinator", "Financial controller",
                "Secondary school teacher", "Civil engineer", "Sales manager", "Physician", "Warehouse supervisor",
                "Project manager", "Marine engineer", "Pharmacist", "HR business partner", "Bus driver", "Data analyst"]
OCC_LOCAL = {"sv": ["Sjuksköterska", "Civilingenjör", "Gymnasielärare"], "no": ["Sykepleier", "Ingeniør", "Lektor"],
             "da": ["Sygeplejerske", "Ingeniør", "Folkeskolelærer"], "fi": ["Sairaanhoitaja", "Diplomi-insinööri", "Opettaja"],
             "pl": ["Pielęgniarka", "Inżynier budownictwa", "Nauczyciel"], "cs": ["Zdravotní sestra", "Stavební inženýr", "Učitel"],
             "hu": ["Ápoló", "Gépészmérnök", "Tanár"], "ro": ["Asistentă medicală", "Inginer", "Profesor"],
             "et": ["Õde", "Insener", "Õpetaja"], "lv": ["Medmāsa", "Inženieris", "Skolotājs"], "lt": ["Slaugytoja", "Inžinierius", "Mokytojas"]}
OCC_SELF = ["Self-employed electrician", "Owner of a dental practice", "Freelance translator", "Sole trader (carpentry)",
            "Managing partner, accounting firm"]
OCC_RETIRED = ["Retired", "Pensioner (former teacher)", "Retired engineer"]
SOF = {
    "employment": (["Salary / employment income", "Employment", "Salary"],
                   _row("Lön", "Lønn", "Løn", "Palkka", "Wynagrodzenie", "Mzda", "Munkabér", "Salariu", "Palk", "Alga", "Darbo užmokestis")),
    "business": (["Business income", "Own business", "Self-employment"],
                 _row("Egen verksamhet", "Egen virksomhet", "Egen virksomhed", "Yritystoiminta", "Działalność gospodarcza", "Podnikání", "Vállalkozás", "Activitate proprie", "Ettevõtlus", "Uzņēmējdarbība", "Verslas")),
    "investments": (["Investments / savings", "Investment income", "Capital income"],
                    _row("Investeringar", "Investeringer", "Investeringer", "Sijoitukset", "Inwestycje", "Investice", "Befektetés", "Investiții", "Investeeringud", "Ieguldījumi", "Investicijos")),
    "inheritance": (["Inheritance", "Inheritance / gift"],
                    _row("Arv", "Arv", "Arv", "Perintö", "Spadek", "Dědictví", "Örökség", "Moștenire", "Pärand", "Mantojums", "Paveldėjimas")),
    "pension": (["Pension", "Retirement pension"],
                _row("Pension", "Pensjon", "Pension", "Eläke", "Emerytura", "Důchod", "Nyugdíj", "Pensie", "Pension", "Pensija", "Pensija")),
    "other": (["Other", "Other (specify)"],
              _row("Annat", "Annet", "Andet", "Muu", "Inne", "Jiné", "Egyéb", "Altele", "Muu", "Cits", "Kita")),
}
SOF_OTHER = ["sale of apartment", "proceeds of property sale", "divorce settlement", "lottery win (documented)", "sale of forest property"]
PEP_ROLES = ["Member of Parliament", "Deputy Minister of Finance", "Judge of the Supreme Court", "Ambassador",
             "Board member of a state-owned enterprise", "Mayor of a regional capital", "spouse of a serving minister"]
RM_TITLES = ["Relationship Manager", "Personal banker", "Private banking adviser", "Branch adviser"]


class Kyc:
    def __init__(self, rng):
        self.rng = rng
        r = rng
        self.res = r.choice(HOME)
        self.nat = self.res if r.random() < 0.75 else r.choice(HOME)
        self.lang = COUNTRIES[self.res][4]
        self.p = make_person(r, self.nat, born=(1948, 2004))
        self.bank = r.choice(BANKS[self.res])
        self.form_date = _rand_date(r, date(2023, 1, 10), date(2026, 6, 30))
        has_nid = self.nat in NID_PATTERNS
        self.id_type = "national_id" if has_nid and r.random() < 0.4 else "passport"
        self.id_no = doc_number(r, (NID_PATTERNS if self.id_type == "national_id" else ID_PATTERNS)[self.nat])
        valid_years = r.choice([5, 10, 10])
        self.issued = self.form_date - timedelta(days=r.randint(40, 365 * valid_years - 60))
        self.expiry = date(self.issued.year + valid_years, self.issued.month, min(self.issued.day, 28)) - timedelta(days=1)
        self.addr = make_address(r, self.res)
        if r.random() < 0.3:
            self.addr = self.addr + [rng.choice([COUNTRIES[self.res][1], COUNTRIES[self.res][3], COUNTRIES[self.res][1].upper()])]
        self.prev_addr = make_address(r, r.choice([self.res, self.res, r.choice(HOME)])) if r.random() < 0.5 else None
        kind = r.choices(["emp", "self", "ret", "inv"], [70, 14, 10, 6])[0]
        self.employer = None
        if kind == "emp":
            if r.random() < 0.3:
                self.occupation = r.choice(OCC_LOCAL[self.lang])
            else:
                self.occupation = r.choice(OCC_EMPLOYED)
            self.employer = company(r, self.res)
            self.sof = r.choices(["employment", "inheritance", "investments", "other"], [80, 7, 8, 5])[0]
        elif kind == "self":
            self.occupation = r.choice(OCC_SELF)
            self.sof = "business"
        elif kind == "ret":
            self.occupation = r.choice(OCC_RETIRED)
            self.sof = r.choice(["pension", "pension", "investments"])
        else:
            self.occupation = "Private investor"
            self.sof = r.choice(["investments", "inheritance"])
        self.sof_other = r.choice(SOF_OTHER)
        self.cur = COUNTRIES[self.res][5] if r.random() < 0.88 else "EUR"
        lo, hi = INCOME_RANGE[self.cur]
        step = 1000 if self.cur != "HUF" else 10000
        self.monthly_stated = r.random() < 0.35
        if self.monthly_stated:
            m = round(r.uniform(lo, hi) / 12 / (step / 10)) * (step / 10)
            if r.random() < 0.3:
                m += r.randint(1, 99) / 100 if self.cur != "HUF" else 0
            self.monthly = round(m, 2)
            self.annual = round(self.monthly * 12, 2)
        else:
            self.annual = float(round(r.uniform(lo, hi) / step) * step)
            self.monthly = None
        self.pep = r.random() < 0.14
        self.pep_role = r.choice(PEP_ROLES)
        self.tin = tin_for(r, self.res, self.p) if r.random() < 0.75 else None
        self.phone = self.phone_number()
        self.email = f"{mrz_text(self.p.given.split()[0]).lower()}.{mrz_text(self.p.surname).lower()}@{r.choice(['gmail.com', 'outlook.com', 'post.cz', 'wp.pl', 'telia.com', 'freemail.hu', 'inbox.lv'])}"
        self.cust_no = r.choice(["", "C", "CIF"]) + _digits(r, r.choice([7, 8, 9]))
        self.rm = make_person(r, self.res)
        self.ops = make_person(r, self.res)
        self.sex_stated = False
        self.lab = Labeller(r, self.lang)
        self.truth_addr = None

    def phone_number(self):
        r = self.rng
        cc_dial = {"SE": "+46", "NO": "+47", "DK": "+45", "FI": "+358", "PL": "+48", "CZ": "+420", "HU": "+36",
                   "RO": "+40", "EE": "+372", "LV": "+371", "LT": "+370"}[self.res]
        return f"{cc_dial} {_digits(r, 3)} {_digits(r, 3)} {_digits(r, 3)}"

    # printed values --------------------------------------------------------------------
    def date(self, d, style=None):
        return E(fmt_date(self.rng, d, self.lang, style))

    def name(self):
        return E(name_forms(self.rng, self.p))

    def sex(self, style=None):
        self.sex_stated = True
        r = self.rng
        style = style or r.choice(["letter", "word", "bi"])
        if style == "letter":
            return self.p.sex
        if style == "word":
            return "Male" if self.p.sex == "M" else "Female"
        loc = {"pl": ("M", "K"), "cs": ("M", "Ž"), "sv": ("M", "K"), "no": ("M", "K"), "da": ("M", "K"), "hu": ("F", "N"),
               "fi": ("M", "N"), "ro": ("M", "F"), "et": ("M", "N"), "lv": ("V", "S"), "lt": ("V", "M")}
        m, f = loc.get(COUNTRIES[self.nat][4], ("M", "F"))
        return f"{m if self.p.sex == 'M' else f}/{self.p.sex}"

    def nationality(self):
        return E(country_surface(self.rng, self.nat, "nationality"))

    def country(self, cc):
        return E(country_surface(self.rng, cc))

    def id_type_text(self):
        r = self.rng
        if self.id_type == "passport":
            return r.choice(["Passport", "PASSPORT", "Passport (national)", f"{PASSPORT_WORD[COUNTRIES[self.nat][4]].title()} / Passport"])
        return r.choice(["National ID card", "Identity card", "ID card", f"{IDCARD_WORD.get(COUNTRIES[self.nat][4], 'ID CARD').title()} / ID card"])

    def address(self, one_line=None):
        h, t = addr_html(self.rng, self.addr, one_line)
        self.truth_addr = t
        return h

    def income_pair(self, seps=None):
        """(label key, printed amount)."""
        if self.monthly_stated:
            return "monthly_income", E(fmt_amount(self.rng, self.monthly, self.cur, seps))
        return "annual_income", E(fmt_amount(self.rng, self.annual, self.cur, seps))

    def sof_text(self):
        en, loc = SOF[self.sof]
        r = self.rng
        t = r.choice(en) if r.random() < 0.6 else loc[self.lang]
        if self.sof == "other":
            t += f": {self.sof_other}"
        return E(t)

    def sof_boxes(self, style):
        out = []
        bilingual = self.rng.random() < 0.6
        for k, (en, loc) in SOF.items():
            t = f"{loc[self.lang]} / {en[0]}" if bilingual else en[0]
            mark = checkbox(self.rng, style, k == self.sof)
            extra = f": {E(self.sof_other)}" if (k == "other" and self.sof == "other") else ""
            out.append(f"<span style='margin-right:14px;white-space:nowrap'>{mark} {E(t)}{extra}</span> ")
        return "".join(out)

    def yes_no(self, on, style):
        y = LOC["yes"][self.lang] + " / Yes" if self.rng.random() < 0.5 else "Yes"
        n = LOC["no"][self.lang] + " / No" if "/" in y else "No"
        return f"{checkbox(self.rng, style, on)} {E(y)} &nbsp; {checkbox(self.rng, style, not on)} {E(n)}"

    def truth(self):
        return {
            "full_name": self.p.full,
            "date_of_birth": self.p.dob.isoformat(),
            "sex": self.p.sex if self.sex_stated else None,
            "nationality": COUNTRIES[self.nat][0],
            "id_document_type": self.id_type,
            "id_document_number": self.id_no,
            "id_issuing_country": COUNTRIES[self.nat][0],
            "id_expiry_date": self.expiry.isoformat(),
            "residential_address": self.truth_addr,
            "country_of_residence": COUNTRIES[self.res][0],
            "occupation": self.occupation,
            "employer_name": self.employer,
            "annual_income": self.annual,
            "income_currency": self.cur,
            "source_of_funds": self.sof,
            "is_pep": self.pep,
            "tax_identification_number": self.tin,
        }

    # id document copies ------------------------------------------------------------------
    def id_copy(self):
        r = self.rng
        self.sex_stated = True
        lang = COUNTRIES[self.nat][4]
        a3 = COUNTRIES[self.nat][0]
        dstyle = r.choice(["d_mon_y", "dmy_dot", "dmy_dot"])
        def lab(key, fr):
            return f"{E(LOC[key].get(lang, ''))}/{E(EN[key][0])}/{fr}"
        title = PASSPORT_WORD[lang] if self.id_type == "passport" else IDCARD_WORD.get(lang, "IDENTITY CARD")
        sub = "PASSPORT / PASSEPORT" if self.id_type == "passport" else "IDENTITY CARD / CARTE D'IDENTITÉ"
        sex = self.p.sex if r.random() < 0.6 else self.sex("bi")
        cells = [
            (lab("surname", "Nom"), E(self.p.surname.upper())),
            (lab("given", "Prénoms"), E(self.p.given.upper())),
            (lab("nationality", "Nationalité"), E(r.choice([f"{NAT_LOCAL[self.nat]}/{COUNTRIES[self.nat][2].upper()}", a3, COUNTRIES[self.nat][2].upper()]))),
            (lab("dob", "Date de naissance"), self.date(self.p.dob, dstyle)),
            (lab("sex", "Sexe"), sex),
            (lab("issued", "Date de délivrance"), self.date(self.issued, dstyle)),
            (lab("expiry", "Date d'expiration"), self.date(self.expiry, dstyle)),
            ("Code/Code/Code", a3),
            (lab("id_no", "No du document"), E(self.id_no)),
        ]
        if r.random() < 0.5:
            cells.append(("Myndighet/Authority/Autorité" if lang == "sv" else "Authority/Autorité", E(r.choice(["POLISEN", "MINISTRY OF INTERIOR", "WOJEWODA MAZOWIECKI", "MAGISTRÁT", "BM"]))))
        body = "".join(f"<tr><td><div class='cap'>{l}</div><b>{v}</b></td></tr>" for l, v in cells)
        mrz = (mrz_td3 if self.id_type == "passport" else mrz_td1)(self.p, a3, a3, self.id_no, self.expiry)
        copy_mark = r.choice(["COPY", "KOPIA", "KOPIE", "MÁSOLAT", "COPIE CONFORMĂ CU ORIGINALUL", "Certified true copy"])
        return (f"<div class='pb'></div><div class='small'>{E(r.choice(['Copy of identity document', 'Scan: ID document page', 'ID copy / ' + LOC['id_type'][self.lang]]))}</div>"
                f"<div style='border:1px solid #333;padding:8px;margin-top:6px;width:88%'>"
                f"<div style='font-weight:bold'>{E(COUNTRIES[self.nat][3].upper())} · {E(title)} · {sub}</div>"
                f"<table style='width:100%'>{body}</table>"
                f"<div class='mrz' style='margin-top:8px'>{'<br>'.join(E(l) for l in mrz)}</div></div>"
                f"<div style='margin-top:10px'><span class='stamp'>{E(copy_mark)}</span> "
                f"<span class='small'>{E(self.rm.full)}, {self.date(self.form_date)}</span></div>")


def _kyc_branch_form(k: Kyc):
    r, L = k.rng, k.lab
    cb = r.choice(["x", "box", "tick", "paren"])
    style = r.choice(["colon", "table", "leader", "boxes", "below", "tabs"])
    titles = {"sv": "Kundkännedom – privatperson", "no": "Kundekontroll – privatperson", "da": "Kendskab til kunden – privat",
              "fi": "Asiakkaan tunteminen – henkilöasiakas", "pl": "Formularz KYC – klient indywidualny",
              "cs": "Dotazník KYC – fyzická osoba", "hu": "Ügyfél-átvilágítási adatlap – természetes személy",
              "ro": "Formular de cunoaștere a clientului – persoană fizică", "et": "Kliendi tundmise küsimustik – eraisik",
              "lv": "Klienta izpētes anketa – privātpersona", "lt": "Kliento pažinimo anketa – fizinis asmuo"}
    sec_personal = [(L("surname"), E(k.p.surname)), (L("given"), E(k.p.given))] if r.random() < 0.5 else [(L("name"), k.name())]
    sec_personal += [(L("dob"), k.date(k.p.dob))]
    if r.random() < 0.6:
        sec_personal.append((L("sex"), k.sex()))
    sec_personal += [(L("nationality"), k.nationality()), (L("phone"), E(k.phone)), (L("email"), E(k.email) if r.random() < 0.7 else None)]
    sec_id = [(L("id_type"), E(k.id_type_text())), (L("id_no"), E(k.id_no)), (L("issuer"), k.country(k.nat)),
              (L("issued"), k.date(k.issued)), (L("expiry"), k.date(k.expiry))]
    sec_addr = [(L("address"), k.address()), (L("country_res"), k.country(k.res))]
    if k.prev_addr or r.random() < 0.3:
        sec_addr.append((L("prev_address"), addr_html(r, k.prev_addr)[0] if k.prev_addr else None))
    inc_key, inc = k.income_pair()
    sec_emp = [(L("occupation"), E(k.occupation)), (L("employer"), E(k.employer) if k.employer else None), (L(inc_key), inc)]
    sections = [("1", "Personal data", sec_personal), ("2", "Identity document", sec_id), ("3", "Address", sec_addr),
                ("4", "Employment and income", sec_emp)]
    if r.random() < 0.4:
        sections[1], sections[2] = sections[2], sections[1]
    body = letterhead(r, k.bank, r.choice(["Retail Banking", "Branch " + k.bank[2], "Onboarding"]))
    body += f"<h1>{E(titles[k.lang])}</h1><div class='small'>{E('Customer due diligence – natural person')} · {L('customer_no')}: {E(k.cust_no)}</div>"
    for i, (num, t, items) in enumerate(sections, 1):
        body += f"<div class='sec'>{i}. {E(t)}</div>" + fields_block(r, items, style)
    body += f"<div class='sec'>{len(sections) + 1}. {L('sof')}</div><div>{k.sof_boxes(cb)}</div>"
    body += f"<div class='sec'>{len(sections) + 2}. {L('pep')}</div>"
    body += f"<div>{E('Are you, a family member or a close associate a politically exposed person?')} {k.yes_no(k.pep, cb)}</div>"
    if k.pep:
        body += f"<div>{E('If yes, position held')}: {E(k.pep_role)}</div>"
    body += f"<div class='sec'>{len(sections) + 3}. Tax residency (CRS / FATCA)</div>"
    body += fields_block(r, [("Country of tax residence", k.country(k.res)), (L("tin"), E(k.tin) if k.tin else None),
                             ("US person (FATCA)", k.yes_no(False, cb))], style if style != "boxes" else "colon")
    body += (f"<p class='small'>{E('I confirm that the information provided is true and complete and I undertake to notify the bank of any change. The bank processes personal data in accordance with Regulation (EU) 2016/679.')}</p>"
             f"<table style='width:100%;margin-top:12px'><tr><td>{L('date')}: {k.date(k.form_date)}</td><td>{L('signature')}: ______________________</td></tr>"
             f"<tr><td colspan='2' class='small'>{E(r.choice(RM_TITLES))}: {E(k.rm.full)} · {E('Checked by')}: {E(k.ops.full)}</td></tr></table>")
    body += footer(r, k.bank, 1, 2 if r.random() < 0.7 else 1)
    if r.random() < 0.7 or not k.sex_stated:
        body += k.id_copy()
    return body


def _pad(label, width, fill=" "):
    return (label + " ").ljust(width, fill)


def _kyc_core_screen(k: Kyc):
    r = k.rng
    up = r.random() < 0.6
    def U(s):
        return s.upper() if up else s
    w = r.choice([24, 28, 30])
    fill = r.choice([" ", ".", "_"])
    lines = []
    scr = r.choice(["KYC010", "CIF200", "CUSTINQ", "KND-01"])
    lines.append(f"{scr}  {U('CUSTOMER MASTER - KYC INQUIRY'):<46}{fmt_date(r, k.form_date, 'en', 'dmy_dot')} {r.randint(7, 17):02d}:{r.randint(0, 59):02d}")
    lines.append(f"BANK {k.bank[1]}  BRANCH {r.randint(100, 999)}  USER {mrz_text(k.ops.surname)[:6]}{r.randint(1, 99):02d}")
    lines.append("-" * 78)
    def kv(label, value):
        lines.append(f"{_pad(label, w, fill)}{value}")
    kv("CUSTOMER NO", k.cust_no)
    if r.random() < 0.5:
        kv("SURNAME", U(k.p.surname)); kv("FIRST NAMES", U(k.p.given))
    else:
        kv("NAME", U(f"{k.p.surname}, {k.p.given}"))
    kv("DATE OF BIRTH", fmt_date(r, k.p.dob, "en", r.choice(["iso", "dmy_dot", "d_mon_y"])))
    if r.random() < 0.7:
        kv("SEX", k.sex("letter"))
    kv("CITIZENSHIP", r.choice([COUNTRIES[k.nat][0], k.nat, COUNTRIES[k.nat][1].upper()]))
    lines.append("")
    lines.append(U("-- identification --"))
    kv("ID TYPE", {"passport": r.choice(["PASSPORT", "PAS", "P"]), "national_id": r.choice(["ID CARD", "NATIONAL ID", "I"])}[k.id_type])
    kv("ID NUMBER", k.id_no)
    kv("ID ISSUED BY", r.choice([COUNTRIES[k.nat][0], COUNTRIES[k.nat][1].upper()]))
    kv("ID VALID TO", fmt_date(r, k.expiry, "en", r.choice(["iso", "dmy_dot", "hu"])))
    lines.append("")
    lines.append(U("-- address --"))
    addr_lines = [U(a) for a in k.addr]
    k.truth_addr = " ".join(addr_lines)
    kv("ADDRESS", addr_lines[0])
    for a in addr_lines[1:]:
        lines.append(" " * w + a)
    kv("COUNTRY OF RESIDENCE", COUNTRIES[k.res][0])
    if k.prev_addr:
        kv("PREV. ADDRESS", U(", ".join(k.prev_addr)))
    kv("PHONE", k.phone)
    lines.append("")
    lines.append(U("-- profile --"))
    kv("OCCUPATION", U(k.occupation))
    kv("EMPLOYER", U(k.employer) if k.employer else r.choice(["", "-", "N/A", "*NONE*"]))
    seps = r.choice([(" ", ","), ("", "."), (",", "."), (".", ",")])
    if k.monthly_stated:
        kv(f"INCOME MONTHLY ({k.cur})", fmt_number(k.monthly, seps[0], seps[1]))
    else:
        kv(f"INCOME ANNUAL ({k.cur})", fmt_number(k.annual, seps[0], seps[1]))
    sof_code = {"employment": "SAL", "business": "BUS", "investments": "INV", "inheritance": "INH", "pension": "PEN", "other": "OTH"}[k.sof]
    sof_desc = SOF[k.sof][0][0].upper() + (f" - {k.sof_other.upper()}" if k.sof == "other" else "")
    kv("SOURCE OF FUNDS", f"{sof_code}  {sof_desc}")
    kv("PEP FLAG", r.choice([("Y", "N"), ("YES", "NO"), ("1", "0")])[0 if k.pep else 1] + (f"  ({k.pep_role.upper()})" if k.pep else ""))
    kv("TAX RESIDENCY", COUNTRIES[k.res][0])
    kv("TIN", k.tin or r.choice(["", "-", "NOT PROVIDED"]))
    kv("RISK CLASS", r.choice(["LOW", "MEDIUM", "HIGH" if k.pep else "STANDARD"]))
    kv("LAST REVIEW", fmt_date(r, k.form_date - timedelta(days=r.randint(200, 900)), "en", "iso"))
    lines.append("-" * 78)
    lines.append("PF3=EXIT  PF5=REFRESH  PF7=BACK  PF8=NEXT  PF12=HISTORY")
    head = f"<div class='small'>{E(k.bank[0])} · {E(r.choice(['Screen print', 'Skärmutskrift', 'Wydruk ekranu', 'Tisk obrazovky', 'Képernyőkép']))} · {E(k.ops.full)}</div>"
    return head + "<pre>" + E("\n".join(lines)) + "</pre>" + (k.id_copy() if r.random() < 0.35 else "")


def _kyc_ekyc_grid(k: Kyc):
    r = k.rng
    vendor = r.choice(["IDcheck Nordic", "eKYC Gateway", "VerifyEE", "Onboard360"])
    rows = [("full_name", "Name (as on document)", E(k.p.full.upper() if r.random() < 0.5 else k.p.full), "Document OCR", "✔"),
            ("dob", "Date of birth", k.date(k.p.dob, r.choice(["iso", "dmy_dot"])), "Document OCR", "✔")]
    if r.random() < 0.8:
        rows.append(("sex", "Sex", k.sex("letter"), "Document OCR", "✔"))
    rows += [("nat", "Nationality", E(COUNTRIES[k.nat][0]), "MRZ", "✔"),
             ("idt", "Document type", E({"passport": "PASSPORT", "national_id": "ID_CARD"}[k.id_type]), "MRZ", "✔"),
             ("idn", "Document number", E(k.id_no), "MRZ", "✔"),
             ("idc", "Issuing state", E(COUNTRIES[k.nat][0]), "MRZ", "✔"),
             ("exp", "Expiry", k.date(k.expiry, r.choice(["iso", "dmy_dot"])), "MRZ", "✔"),
             ("adr", "Residential address", k.address(one_line=True), "Customer input", r.choice(["✔ population register", "pending"])),
             ("res", "Country of residence", E(COUNTRIES[k.res][0]), "Customer input", "—"),
             ("occ", "Occupation", E(k.occupation), "Questionnaire", "—"),
             ("emp", "Employer", E(k.employer) if k.employer else "", "Questionnaire", "—")]
    inc_key, inc = k.income_pair()
    rows += [("inc", "Income per month (gross)" if k.monthly_stated else "Annual income (gross)", inc, "Questionnaire", "—"),
             ("sof", "Source of funds", k.sof_text(), "Questionnaire", "—"),
             ("pep", "PEP self-declaration", "true" if k.pep else "false", "Questionnaire", "screening: " + ("HIT" if k.pep else "no hit")),
             ("tin", "TIN", E(k.tin) if k.tin else "", "Questionnaire", "—"),
             ("liv", "Liveness score", f"{r.uniform(0.81, 0.99):.3f}", "Selfie", "✔"),
             ("ip", "Session IP", f"{r.randint(31, 213)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}", "Device", "—")]
    if r.random() < 0.4:
        r.shuffle(rows)
    tbl = "".join(f"<tr><td class='small'>{E(key)}</td><td>{E(lab)}</td><td>{val}</td><td class='small'>{E(src)}</td><td class='small'>{E(ok)}</td></tr>"
                  for key, lab, val, src, ok in rows)
    body = (f"<div style='display:flex;justify-content:space-between'><b>{E(vendor)} — onboarding export</b><span class='small'>session {E(_digits(r, 6))}-{E(_digits(r, 4))}</span></div>"
            f"<div class='small'>Exported {E(fmt_date(r, k.form_date, 'en', 'iso'))}T{r.randint(8, 20):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z for {E(k.bank[0])} · channel: {r.choice(['mobile app', 'web', 'BankID', 'Smart-ID'])}</div>"
            f"<table class='grid' style='width:100%;margin-top:8px'><tr><th>key</th><th>attribute</th><th>value</th><th>source</th><th>check</th></tr>{tbl}</table>"
            f"<p class='small'>{E('Automated result: ')}{E(r.choice(['APPROVED', 'REFER TO OPERATIONS', 'APPROVED WITH CONDITIONS']))}. "
            f"{E('This export is generated automatically and contains personal data. Do not forward outside the bank.')}</p>")
    if r.random() < 0.6:
        body += k.id_copy()
    return body


def _email_head(r, frm, to, subj, when, cc=None):
    rows = [("From", frm), ("Sent", when), ("To", to)] + ([("Cc", cc)] if cc else []) + [("Subject", subj)]
    if r.random() < 0.4:
        rows = [("Från" if r.random() < 0.5 else "Od", frm), ("Skickat" if r.random() < 0.5 else "Wysłano", when), ("Till" if r.random() < 0.5 else "Do", to), ("Ämne" if r.random() < 0.5 else "Temat", subj)]
    return "<table>" + "".join(f"<tr><td><b>{E(a)}:</b></td><td>{E(b)}</td></tr>" for a, b in rows) + "</table><hr>"


def _mail(p: Person, domain):
    return f"{mrz_text(p.given.split()[0]).lower()}.{mrz_text(p.surname).lower()}@{domain}"


GREET = _row("Hej!", "Hei,", "Hej,", "Hei,", "Dzień dobry,", "Dobrý den,", "Jó napot,", "Bună ziua,", "Tere,", "Labdien,", "Laba diena,")
SIGNOFF = _row("Med vänliga hälsningar", "Med vennlig hilsen", "Med venlig hilsen", "Ystävällisin terveisin", "Pozdrawiam",
               "S pozdravem", "Üdvözlettel", "Cu stimă", "Lugupidamisega", "Ar cieņu", "Pagarbiai")


def _kyc_rm_email(k: Kyc):
    r = k.rng
    dom = re.sub(r"[^a-z]", "", mrz_text(k.bank[0].split()[0]).lower()) + r.choice(["." + k.res.lower(), ".eu", ".com"])
    when = f"{fmt_date(r, k.form_date, 'en', r.choice(['dmy_dot', 'iso', 'long_en']))} {r.randint(8, 18):02d}:{r.randint(0, 59):02d}"
    subj = r.choice(["New customer – please open account", "KYC for onboarding", "SV: KYC-underlag", "Onboarding – dokumentacja KYC", "FW: customer data for CIF"])
    head = _email_head(r, f"{k.rm.full} <{_mail(k.rm, dom)}>", f"Operations KYC <kyc.ops@{dom}>", subj, when)
    pn = name_forms(r, k.p)
    inc_key, inc = k.income_pair()
    items = [("Name", E(pn)), ("Born", k.date(k.p.dob)), ("Citizenship", k.nationality()),
             ("ID", f"{E(k.id_type_text())} no. {E(k.id_no)}, issued by {k.country(k.nat)}, valid until {k.date(k.expiry)}"),
             ("Address", k.address()), ("Resident in", k.country(k.res)),
             ("Occupation", E(k.occupation)), ("Employer", E(k.employer) if k.employer else r.choice(["n/a", "none (not employed)", "—"])),
             ("Income", f"{inc} {'per month (gross)' if k.monthly_stated else 'per year (gross)'}"),
             ("Source of funds", k.sof_text()), ("PEP", ("YES – " + E(k.pep_role)) if k.pep else r.choice(["No", "no", "not a PEP"])),
             ("TIN", E(k.tin) if k.tin else r.choice(["not provided", "to follow", "—"]))]
    if r.random() < 0.5:
        items.insert(3, ("Sex", k.sex()))
    greet = r.choice(["Hi team,", "Hello,", GREET.get(k.lang, "Hello,")])
    intro = r.choice(["please find below the details of a new private customer I met today. Copy of the ID is attached (scan on page 2).",
                      "the customer below wants to open a salary account and a savings account. All documents checked in original.",
                      "as discussed on the phone, here are the KYC details. Please create the CIF and let me know the customer number."])
    if r.random() < 0.5:
        lst = "<ul>" + "".join(f"<li>{E(a)}: {b}</li>" for a, b in items) + "</ul>"
    else:
        lst = fields_block(r, [(E(a), b) for a, b in items], r.choice(["tabs", "colon"]))
    sig = f"<p>{r.choice(['Best regards', SIGNOFF.get(k.lang, 'Kind regards')])}<br>{E(k.rm.full)}<br>{E(r.choice(RM_TITLES))}, {E(k.bank[0])}<br>{E(k.bank[2])}</p>"
    prev = ""
    if r.random() < 0.5:
        prev = (f"<div style='border-left:2px solid #999;padding-left:8px;margin-top:10px' class='small'>"
                f"<b>From:</b> {E(k.ops.full)}<br><b>Sent:</b> {E(fmt_date(r, k.form_date - timedelta(days=1), 'en'))}<br>"
                f"{E('Could you send me the KYC data for the customer you met yesterday? We also need the source of funds and the tax residency.')}</div>")
    disc = f"<p class='small'>{E('This e-mail may contain confidential information. If you are not the intended recipient, please notify the sender and delete it.')}</p>"
    body = head + f"<p>{E(greet)}</p><p>{E(intro)}</p>" + lst + sig + prev + disc
    body += k.id_copy() if (r.random() < 0.6 or not k.sex_stated) else ""
    return body


def _kyc_call_report(k: Kyc):
    r = k.rng
    he = "He" if k.p.sex == "M" else "She"
    his = "His" if k.p.sex == "M" else "Her"
    title = "Mr" if k.p.sex == "M" else "Ms"
    inc_key, inc = k.income_pair()
    head = (f"<h2>{E(r.choice(['Call report', 'Client meeting note', 'Meeting memo – private banking', 'Visit report']))}</h2>"
            + fields_block(r, [("Date of meeting", k.date(k.form_date)), ("Prepared by", E(f"{k.rm.full}, {r.choice(RM_TITLES)}")),
                               ("Client", E(f"{title} {name_forms(r, k.p)}")), ("Customer no.", E(k.cust_no)),
                               ("Distribution", E(f"KYC operations; {k.ops.full}"))], r.choice(["tabs", "colon", "table"])))
    k.sex_stated = True  # title Mr/Ms states the sex... only for M/F
    paras = []
    paras.append(f"{E(title)} {E(k.p.surname)} (born {k.date(k.p.dob)}, {k.nationality()} citizen) came to our {E(k.bank[2])} branch "
                 f"to open a current account and transfer {r.choice(['a salary', 'savings', 'pension payments'])} to us. "
                 f"{he} identified with {E(k.id_type_text().lower())} no. {E(k.id_no)} issued by {k.country(k.nat)}, valid until {k.date(k.expiry)}; "
                 f"the document was checked in original and a copy is on file.")
    emp = f" at {E(k.employer)}" if k.employer else ""
    paras.append(f"{he} lives at {k.address(one_line=True)} ({k.country(k.res)})." +
                 (f" Previously the client lived at {E(', '.join(k.prev_addr))}." if k.prev_addr else "") +
                 f" {his} occupation is {E(k.occupation)}{emp}. Declared {'gross monthly' if k.monthly_stated else 'gross annual'} income: {inc}.")
    sof_sent = {"employment": "salary from the current employment", "business": "income from the client's own business",
                "investments": "returns on investments and savings", "inheritance": "an inheritance received",
                "pension": "the client's pension", "other": f"other sources ({E(k.sof_other)})"}[k.sof]
    paras.append(f"Source of funds: {sof_sent}. " +
                 (f"The client is a politically exposed person ({E(k.pep_role)}); enhanced due diligence applies and senior management approval was requested."
                  if k.pep else r.choice(["The client is not a PEP and has no PEP relatives.", "PEP screening: negative; the client confirmed not being a politically exposed person."])))
    paras.append(f"Tax residency: {k.country(k.res)}" + (f", TIN {E(k.tin)}." if k.tin else ", TIN not provided (to follow).") +
                 f" Expected activity: {r.randint(5, 40)} transactions per month, mainly domestic card payments.")
    if r.random() < 0.5:
        paras.append(E(f"Next steps: {k.ops.full} to complete the onboarding in the core system; follow-up meeting planned within three months."))
    body = head + "".join(f"<p>{p}</p>" for p in paras)
    body += f"<p class='small'>{E('Internal – not for distribution to the client.')} {E(k.bank[0])}</p>"
    if r.random() < 0.5:
        body += k.id_copy()
    return body


def _kyc_review_report(k: Kyc):
    r = k.rng
    old_emp = company(r, k.res) if (k.employer and r.random() < 0.5) else k.employer
    old_addr = k.prev_addr or k.addr
    w1, w2 = 24, 34
    up = r.random() < 0.5
    def U(s):
        return (s.upper() if up else s) if s else ""
    lines = [f"{k.bank[0].upper()}",
             f"PERIODIC KYC REVIEW - CHANGE REPORT        RUN {fmt_date(r, k.form_date, 'en', 'iso')}   PAGE 1",
             f"CUSTOMER {k.cust_no}   SEGMENT {r.choice(['RETAIL', 'AFFLUENT', 'PRIVATE'])}   REVIEWER {mrz_text(k.ops.surname)}",
             "=" * 92, f"{'FIELD':<{w1}}{'PREVIOUS VALUE':<{w2}}CURRENT VALUE", "-" * 92]
    def row(label, old, new):
        old = (old or "")[:w2 - 2]
        lines.append(f"{label:<{w1}}{old:<{w2}}{new}")
    nm = U(f"{k.p.surname}, {k.p.given}")
    row("NAME", nm, nm)
    dob = fmt_date(r, k.p.dob, "en", "iso")
    row("DATE OF BIRTH", dob, dob)
    if r.random() < 0.7:
        row("SEX", k.p.sex, k.sex("letter"))
    row("NATIONALITY", COUNTRIES[k.nat][0], COUNTRIES[k.nat][0])
    old_id = doc_number(r, ID_PATTERNS[k.nat])
    row("ID DOCUMENT TYPE", "PASSPORT", {"passport": "PASSPORT", "national_id": "NATIONAL ID CARD"}[k.id_type])
    row("ID DOCUMENT NO", old_id, k.id_no)
    row("ID ISSUING COUNTRY", COUNTRIES[k.nat][0], COUNTRIES[k.nat][0])
    row("ID EXPIRY", fmt_date(r, k.issued - timedelta(days=r.randint(1, 60)), "en", "iso"), fmt_date(r, k.expiry, "en", "iso"))
    addr = ", ".join(U(a) for a in k.addr)
    k.truth_addr = addr
    row("RESIDENTIAL ADDRESS", ", ".join(U(a) for a in old_addr), addr)
    row("COUNTRY OF RESIDENCE", COUNTRIES[k.res][0], COUNTRIES[k.res][0])
    row("OCCUPATION", U(k.occupation), U(k.occupation))
    row("EMPLOYER", U(old_emp) or "-", U(k.employer) or "-")
    seps = r.choice([(" ", ","), ("", "."), (",", ".")])
    if k.monthly_stated:
        old = k.monthly * r.uniform(0.8, 0.97)
        row(f"MONTHLY INCOME {k.cur}", fmt_number(round(old, -2), *seps), fmt_number(k.monthly, *seps))
    else:
        old = k.annual * r.uniform(0.8, 0.97)
        row(f"ANNUAL INCOME {k.cur}", fmt_number(round(old, -3), *seps), fmt_number(k.annual, *seps))
    sof = SOF[k.sof][0][0].upper() + (f" ({k.sof_other.upper()})" if k.sof == "other" else "")
    row("SOURCE OF FUNDS", "SALARY / EMPLOYMENT INCOME" if k.sof != "pension" else "SALARY", sof)
    row("PEP", "NO", "YES" if k.pep else "NO")
    row("TIN", k.tin or "", k.tin or "(NOT PROVIDED)")
    lines += ["-" * 92, f"REVIEW OUTCOME: {r.choice(['NO FURTHER ACTION', 'RISK CLASS UPDATED', 'EDD REQUIRED' if k.pep else 'DOCUMENTS UPDATED'])}",
              f"NEXT REVIEW DUE: {fmt_date(r, k.form_date + timedelta(days=365 * r.choice([1, 2, 3])), 'en', 'iso')}", "*** END OF REPORT ***"]
    return "<pre>" + E("\n".join(lines)) + "</pre>"


def _kyc_onboarding_boxes(k: Kyc):
    r = k.rng
    L = Labeller(r, k.lang, ["loc/en", "loc\nen", "en / loc", "loc (en)"])
    cb = r.choice(["x", "box", "tick"])
    items = [(L("surname"), E(k.p.surname.upper())), (L("given"), E(k.p.given.upper() if r.random() < 0.5 else k.p.given)),
             (L("dob"), k.date(k.p.dob)), (L("sex"), k.sex()), (L("nationality"), k.nationality()),
             (L("customer_no"), E(k.cust_no)),
             (L("id_type"), E(k.id_type_text())), (L("id_no"), E(k.id_no)), (L("issuer"), k.country(k.nat)),
             (L("expiry"), k.date(k.expiry)), (L("phone"), E(k.phone)), (L("email"), E(k.email) if r.random() < 0.6 else None)]
    if r.random() < 0.3:
        items.pop(3)
        k.sex_stated = False
    inc_key, inc = k.income_pair()
    items2 = [(L("address"), k.address()), (L("country_res"), k.country(k.res)),
              (L("occupation"), E(k.occupation)), (L("employer"), E(k.employer) if k.employer else None),
              (L(inc_key), inc), (L("tin"), E(k.tin) if k.tin else None)]
    cols = r.choice([2, 3])
    title = r.choice(["Onboarding checklist / Account opening", "Kontoöppning – checklista", "Otwarcie rachunku – lista kontrolna", "Založení účtu – kontrolní list"])
    body = letterhead(r, k.bank, "Operations")
    body += f"<h1>{E(title)}</h1>"
    body += f"<div class='sec'>A. {E('Customer')}</div>" + fields_block(r, items, "boxes", cols)
    body += f"<div class='sec'>B. {E('Address, work and tax')}</div>" + fields_block(r, items2, "boxes", cols)
    body += f"<div class='sec'>C. {L('sof')}</div><div>{k.sof_boxes(cb)}</div>"
    body += f"<div class='sec'>D. {L('pep')}</div><div>{k.yes_no(k.pep, cb)}" + (f" — {E(k.pep_role)}" if k.pep else "") + "</div>"
    checks = ["ID verified in original", "Sanctions screening done", "Signature card received", "Tax self-certification received", "Welcome pack sent"]
    body += f"<div class='sec'>E. {E('Operations checks')}</div>" + "".join(f"<div>{checkbox(r, cb, r.random() < 0.8)} {E(c)}</div>" for c in checks)
    body += (f"<table style='width:100%;margin-top:10px'><tr><td><div class='box'><div class='cap'>{E('Processed by')}</div>{E(k.ops.full)}</div></td>"
             f"<td><div class='box'><div class='cap'>{L('date')}</div>{k.date(k.form_date)}</div></td>"
             f"<td><div class='box'><div class='cap'>{E('Approved (4-eyes)')}</div>{E(k.rm.full)}</div></td></tr></table>")
    body += f"<div style='margin-top:6px'><span class='stamp'>{E(r.choice(['RECEIVED', 'MOTTAGET', 'WPŁYNĘŁO', 'PŘIJATO', 'ÉRKEZETT']))} {k.date(k.form_date + timedelta(days=1), 'dmy_dot')}</span></div>"
    body += footer(r, k.bank)
    if r.random() < 0.5:
        body += k.id_copy()
    return body


def _kyc_passport_questionnaire(k: Kyc):
    r = k.rng
    idpage = k.id_copy().replace("<div class='pb'></div>", "", 1)
    inc_key, inc = k.income_pair()
    L = k.lab
    sof_line = k.sof_boxes(r.choice(["x", "box"]))
    items = [(L("address"), k.address()), (L("country_res"), k.country(k.res)), (L("occupation"), E(k.occupation)),
             (L("employer"), E(k.employer) if k.employer else None), (L(inc_key), inc), (L("tin"), E(k.tin) if k.tin else None)]
    if r.random() < 0.5:
        r.shuffle(items)
    q = (f"<div class='pb'></div>" + letterhead(r, k.bank, "Know Your Customer") +
         f"<h2>{E(r.choice(['Supplementary KYC questionnaire', 'Additional customer information', 'KYC update form']))}</h2>"
         f"<p class='small'>{E('Please complete in block letters. Identity data are taken from the attached identity document.')}</p>"
         f"<div>{E('Customer')}: <b>{E(name_forms(r, k.p))}</b></div>" + fields_block(r, items) +
         f"<div class='sec'>{L('sof')}</div><div>{sof_line}</div>"
         f"<div class='sec'>{L('pep')}</div><div>{k.yes_no(k.pep, r.choice(['x', 'box']))}</div>"
         f"<p>{L('date')}: {k.date(k.form_date)} &nbsp;&nbsp; {L('signature')}: ____________</p>" + footer(r, k.bank))
    return f"<div class='small'>{E(k.bank[0])} – {E('customer file')} {E(k.cust_no)}</div>" + idpage + q


KYC_LAYOUTS = {
    "branch_cdd_form": _kyc_branch_form,
    "core_banking_screen": _kyc_core_screen,
    "ekyc_export_grid": _kyc_ekyc_grid,
    "rm_email": _kyc_rm_email,
    "call_report": _kyc_call_report,
    "review_change_report": _kyc_review_report,
    "onboarding_boxes": _kyc_onboarding_boxes,
    "id_copy_questionnaire": _kyc_passport_questionnaire,
}


# ----------------------------------------------------------------------------------------
# Letters of credit
# ----------------------------------------------------------------------------------------

GOODS = [
    "SPARE PARTS FOR FOREST MACHINERY AS PER PROFORMA INVOICE NO. {pi} DATED {pid}",
    "{q} MT OF WHEAT FLOUR TYPE 550 PACKED IN 50 KG PP BAGS",
    "{q} CBM OF KILN DRIED SAWN SPRUCE TIMBER, GRADE U/S, 47 X 150 MM",
    "STAINLESS STEEL SEAMLESS PIPES AISI 316L, {q} METRIC TONS, AS PER CONTRACT NO. {pi}",
    "{q} CARTONS OF FROZEN ATLANTIC SALMON FILLETS, SKIN ON, 20 KG PER CARTON",
    "LED LIGHTING FIXTURES MODEL LX-{n} AND ACCESSORIES, {q} PCS, AS PER PROFORMA INVOICE {pi}",
    "ONE (1) UNIT HYDRAULIC CRAWLER EXCAVATOR MODEL HX{n}, NEW, INCLUDING STANDARD TOOLS",
    "{q} PCS LITHIUM-ION BATTERY MODULES FOR ENERGY STORAGE SYSTEMS",
    "COTTON KNITTED GARMENTS (T-SHIRTS AND POLO SHIRTS), {q} DOZEN, AS PER ORDER {pi}",
    "CERAMIC FLOOR TILES 60 X 60 CM, {q} SQM, FIRST CHOICE",
    "{q} MT OF RAPESEED OIL, CRUDE, DEGUMMED, IN FLEXITANKS",
    "PACKAGING LINE FOR DAIRY PRODUCTS, COMPLETE WITH INSTALLATION SUPERVISION, AS PER CONTRACT {pi}",
]
INCOTERMS = ["CIF {pod} INCOTERMS 2020", "FOB {pol} INCOTERMS 2020", "CFR {pod} INCOTERMS 2020", "FCA {pol} INCOTERMS 2020",
             "DAP {pod} INCOTERMS 2020", "CIP {pod} INCOTERMS 2020"]
PORTS_HOME = {"SE": ["GOTHENBURG", "STOCKHOLM", "HELSINGBORG"], "NO": ["OSLO", "BERGEN"], "DK": ["AARHUS", "COPENHAGEN"],
              "FI": ["HELSINKI", "KOTKA"], "PL": ["GDANSK", "GDYNIA", "SZCZECIN"], "CZ": ["HAMBURG", "PRAGUE AIRPORT"],
              "HU": ["KOPER", "BUDAPEST AIRPORT"], "RO": ["CONSTANTA"], "EE": ["TALLINN", "MUUGA"], "LV": ["RIGA", "VENTSPILS"],
              "LT": ["KLAIPEDA"]}
PORTS_FOREIGN = {"CN": ["NINGBO", "SHANGHAI", "SHENZHEN"], "DE": ["HAMBURG", "BREMERHAVEN"], "IT": ["GENOA", "LA SPEZIA"],
                 "TR": ["IZMIR", "MERSIN"], "IN": ["CHENNAI", "NHAVA SHEVA"], "VN": ["HO CHI MINH CITY", "HAIPHONG"],
                 "KR": ["BUSAN"], "BR": ["SANTOS"], "ES": ["VALENCIA", "BARCELONA"], "NL": ["ROTTERDAM"]}
DOCS = [
    "SIGNED COMMERCIAL INVOICE IN {n} ORIGINALS AND {m} COPIES INDICATING THE CREDIT NUMBER",
    "FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {bank} MARKED FREIGHT {fp} AND NOTIFY APPLICANT",
    "PACKING LIST IN {n} COPIES SHOWING NET AND GROSS WEIGHTS",
    "CERTIFICATE OF ORIGIN ISSUED OR LEGALISED BY THE CHAMBER OF COMMERCE",
    "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE, BLANK ENDORSED, COVERING INSTITUTE CARGO CLAUSES (A) FOR 110 PCT OF THE INVOICE VALUE",
    "AIR WAYBILL CONSIGNED TO THE APPLICANT MARKED FREIGHT {fp}",
    "CMR ROAD CONSIGNMENT NOTE SIGNED BY THE CARRIER SHOWING THE APPLICANT AS CONSIGNEE",
    "EUR.1 MOVEMENT CERTIFICATE",
    "BENEFICIARY'S CERTIFICATE CONFIRMING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN 5 DAYS AFTER SHIPMENT",
    "INSPECTION CERTIFICATE ISSUED BY AN INDEPENDENT SURVEYOR",
    "PHYTOSANITARY CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY",
    "WEIGHT AND QUALITY CERTIFICATE ISSUED BY THE MANUFACTURER",
]
STANDBY_DOCS = ["BENEFICIARY'S SIGNED STATEMENT CERTIFYING THAT THE APPLICANT HAS FAILED TO PAY THE AMOUNT DUE UNDER THE CONTRACT",
                "COPY OF THE UNPAID COMMERCIAL INVOICE(S)", "COPY OF THE TRANSPORT DOCUMENT EVIDENCING DELIVERY"]
CONDITIONS = ["ALL DOCUMENTS MUST BE ISSUED IN ENGLISH", "DOCUMENTS DATED PRIOR TO THE ISSUANCE DATE OF THIS CREDIT ARE NOT ACCEPTABLE",
              "A DISCREPANCY FEE OF EUR 75.00 WILL BE DEDUCTED FROM THE PROCEEDS OF ANY DISCREPANT PRESENTATION",
              "THIRD PARTY DOCUMENTS EXCEPT INVOICE ARE ACCEPTABLE", "SHORT FORM AND CHARTER PARTY BILLS OF LADING ARE NOT ACCEPTABLE",
              "THE CREDIT NUMBER MUST BE QUOTED ON ALL DOCUMENTS", "PRESENTATION OF DOCUMENTS BY E-MAIL IS NOT ACCEPTABLE"]
FORM_NAMES = {"IRREVOCABLE": "irrevocable", "IRREVOCABLE TRANSFERABLE": "irrevocable and transferable", "IRREVOCABLE STANDBY": "irrevocable standby"}
BY_PROSE = {"BY PAYMENT": "by sight payment", "BY ACCEPTANCE": "by acceptance of drafts", "BY NEGOTIATION": "by negotiation",
            "BY DEF PAYMENT": "by deferred payment", "BY MIXED PYMT": "by mixed payment"}
SHIP_PROSE = {"ALLOWED": ["allowed", "permitted"], "NOT ALLOWED": ["not allowed", "prohibited"], "CONDITIONAL": ["conditional"]}
CONF_PROSE = {"CONFIRM": "You are requested to add your confirmation to this credit",
              "MAY ADD": "You may add your confirmation to this credit at the request of the beneficiary",
              "WITHOUT": "Please advise this credit to the beneficiary without adding your confirmation"}
TAG_NAMES = {
    "27": "Sequence of Total", "40A": "Form of Documentary Credit", "20": "Documentary Credit Number",
    "23": "Reference to Pre-Advice", "31C": "Date of Issue", "40E": "Applicable Rules", "31D": "Date and Place of Expiry",
    "51A": "Applicant Bank", "50": "Applicant", "59": "Beneficiary", "32B": "Currency Code, Amount",
    "39A": "Percentage Credit Amount Tolerance", "41A": "Available With ... By ...", "41D": "Available With ... By ...",
    "42C": "Drafts at ...", "42A": "Drawee", "43P": "Partial Shipments", "43T": "Transhipment",
    "44A": "Place of Taking in Charge/Dispatch from .../Place of Receipt", "44E": "Port of Loading/Airport of Departure",
    "44F": "Port of Discharge/Airport of Destination", "44B": "Place of Final Destination/For Transportation to .../Place of Delivery",
    "44C": "Latest Date of Shipment", "45A": "Description of Goods and/or Services", "46A": "Documents Required",
    "47A": "Additional Conditions", "71D": "Charges", "48": "Period for Presentation in Days",
    "49": "Confirmation Instructions", "78": "Instructions to the Paying/Accepting/Negotiating Bank", "57A": "'Advise Through' Bank",
    "72Z": "Sender to Receiver Information",
}


def wrap(text, width):
    words, lines, cur = text.split(), [], ""
    for w in words:
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    if cur:
        lines.append(cur)
    return lines


def swift_amount(x):
    s = f"{x:.2f}".replace(".", ",")
    return s[:-3] if s.endswith(",00") and False else s


class Lc:
    def __init__(self, rng):
        r = self.rng = rng
        self.home = r.choice(HOME)
        self.foreign = r.choice(list(OTHER_COUNTRIES))
        self.incoming = r.random() < 0.55       # we are the advising bank, exporter is our customer
        self.our_bank = r.choice(BANKS[self.home])
        fb_name, fb_bic = FOREIGN_BANKS[self.foreign]
        self.their_bank = (fb_name, fb_bic)
        if self.incoming:
            self.issuing = (fb_name, fb_bic)
            self.advising = (self.our_bank[0], self.our_bank[1])
            app_cc, ben_cc = self.foreign, self.home
        else:
            self.issuing = (self.our_bank[0], self.our_bank[1])
            self.advising = (fb_name, fb_bic)
            app_cc, ben_cc = self.home, self.foreign
        self.app = (self._co(app_cc), self._addr(app_cc))
        self.ben = (self._co(ben_cc), self._addr(ben_cc))
        self.lc_no = self._lc_number()
        self.issue = _rand_date(r, date(2023, 1, 5), date(2026, 8, 30))
        self.form = r.choices(["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE", "IRREVOCABLE STANDBY"], [72, 18, 10])[0]
        if self.form == "IRREVOCABLE STANDBY":
            self.rules = r.choice(["ISP LATEST VERSION", "ISP LATEST VERSION", "UCP LATEST VERSION", "OTHR"])
        else:
            self.rules = r.choices(["UCP LATEST VERSION", "EUCP LATEST VERSION", "OTHR"], [86, 9, 5])[0]
        self.expiry = self.issue + timedelta(days=r.randint(60, 220))
        ports_ben = PORTS_FOREIGN.get(ben_cc) or PORTS_HOME[ben_cc]
        ports_app = PORTS_FOREIGN.get(app_cc) or PORTS_HOME[app_cc]
        self.expiry_place = r.choice([ports_ben[0].replace(" AIRPORT", ""), (OTHER_COUNTRIES.get(ben_cc) or COUNTRIES[ben_cc][:2])[1].split(",")[0].upper(),
                                      "AT THE COUNTERS OF THE ADVISING BANK" if r.random() < 0.3 else ports_ben[-1].replace(" AIRPORT", "")])
        self.cur = r.choice(["EUR", "EUR", "USD", "USD", COUNTRIES[self.home][5]])
        amt = r.uniform(18_000, 2_400_000)
        self.amount = round(amt, 2) if r.random() < 0.4 else float(round(amt, -2))
        tol = r.choice([None, None, (5, 5), (10, 10), (10, 0), (5, 0), (3, 3)])
        self.tol = tol
        by = r.choices(["BY NEGOTIATION", "BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"], [40, 30, 12, 14, 4])[0]
        self.by = by
        choice = r.random()
        if by == "BY NEGOTIATION" and choice < 0.6:
            self.with_tag, self.with_ = "41D", "ANY BANK"
        elif choice < 0.75:
            self.with_tag, self.with_ = "41A", r.choice([self.advising[1], self.issuing[1]])
        else:
            self.with_tag, self.with_ = "41D", r.choice([self.advising[0], self.issuing[0]]).upper()
        self.partial = r.choice(["ALLOWED", "NOT ALLOWED", "ALLOWED", "CONDITIONAL", None])
        self.tranship = r.choice(["ALLOWED", "NOT ALLOWED", "NOT ALLOWED", "CONDITIONAL", None])
        standby = self.form == "IRREVOCABLE STANDBY"
        if standby:
            self.partial = self.tranship = None
        self.pol = r.choice(ports_ben) if (not standby and r.random() < 0.85) else None
        self.pod = r.choice(ports_app) if (not standby and r.random() < 0.85) else None
        self.latest_ship = self.expiry - timedelta(days=r.choice([10, 14, 15, 21, 30])) if (not standby and r.random() < 0.85) else None
        g = r.choice(GOODS).format(pi=f"{r.choice(['PI', 'PRO', 'SC'])}-{_digits(r, 4)}", pid=fmt_date(r, self.issue - timedelta(days=r.randint(5, 40)), "en", "dmy_dot"),
                                   q=f"{r.randint(2, 900) * 10:,}".replace(",", " " if r.random() < 0.5 else ","), n=r.randint(100, 990))
        if r.random() < 0.8:
            g += " " + r.choice(INCOTERMS).format(pod=self.pod or ports_app[0], pol=self.pol or ports_ben[0])
        self.goods = g
        if standby:
            self.goods = "STANDBY LETTER OF CREDIT COVERING PAYMENT OBLIGATIONS OF THE APPLICANT UNDER SUPPLY CONTRACT NO. " + f"{_digits(r, 3)}/{self.issue.year}"
            self.docs = r.sample(STANDBY_DOCS, r.randint(1, 3))
        else:
            self.docs = [d.format(n=r.randint(2, 4), m=r.randint(1, 3), bank=self.issuing[0].upper(), fp=r.choice(["PREPAID", "COLLECT"]))
                         for d in r.sample(DOCS, r.randint(3, 7))]
        self.conds = r.sample(CONDITIONS, r.randint(1, 4))
        self.period = r.choice([None, 21, 21, 14, 15, 10, 30])
        self.period_form = r.choice(["long", "slash", "bare"])
        self.conf = r.choices(["WITHOUT", "CONFIRM", "MAY ADD"], [55, 25, 20])[0]
        self.tenor = {"BY ACCEPTANCE": f"{r.choice([30, 60, 90, 120])} DAYS AFTER SIGHT", "BY NEGOTIATION": "AT SIGHT"}.get(by)
        self.charges = "ALL BANKING CHARGES OUTSIDE THE COUNTRY OF THE ISSUING BANK ARE FOR ACCOUNT OF THE BENEFICIARY"
        self.our_ref = r.choice(["EA", "ADV", "EXP", "TF"]) + _digits(r, r.choice([6, 7]))
        while self.our_ref == self.lc_no:
            self.our_ref = "X" + self.our_ref
        self.officer = make_person(r, self.home)
        self.rm = make_person(r, self.home)

    def _co(self, cc):
        r = self.rng
        for _ in range(20):
            n = company(r, cc).upper()
            if len(n) <= 35:
                return n
        return n[:35].rstrip()

    def _addr(self, cc):
        lines = [l.upper() for l in (make_address(self.rng, cc) + [COUNTRIES[cc][1].upper()] if cc in COUNTRIES else foreign_address(self.rng, cc))]
        out = []
        for l in lines:
            out += wrap(l, 35)
        return out

    def _lc_number(self):
        r = self.rng
        y = f"{r.randint(23, 26)}"
        return r.choice([f"ILC{_digits(r, 7)}", f"DC{self.home}{y}{_digits(r, 5)}", f"{_digits(r, 4)}LC{y}{_digits(r, 5)}",
                         f"TF{_digits(r, 8)}", f"LC/{y}/{_digits(r, 5)}", f"{r.choice(['IMP', 'DLC'])}-{_digits(r, 6)}"])

    def truth(self, addr_join=" "):
        return {
            "lc_number": self.lc_no,
            "form_of_credit": self.form,
            "date_of_issue": self.issue.isoformat(),
            "applicable_rules": self.rules,
            "expiry_date": self.expiry.isoformat(),
            "expiry_place": self.expiry_place,
            "applicant": {"name": self.app[0], "address": addr_join.join(self.app[1])},
            "beneficiary": {"name": self.ben[0], "address": addr_join.join(self.ben[1])},
            "currency": self.cur,
            "amount": self.amount,
            "tolerance_plus_percent": self.tol[0] if self.tol else None,
            "tolerance_minus_percent": self.tol[1] if self.tol else None,
            "available_with": self.with_,
            "available_by": self.by,
            "partial_shipments": self.partial,
            "transhipment": self.tranship,
            "port_of_loading": self.pol,
            "port_of_discharge": self.pod,
            "latest_shipment_date": self.latest_ship.isoformat() if self.latest_ship else None,
            "goods_description": self.goods,
            "documents_required": list(self.docs),
            "presentation_period_days": self.period,
            "confirmation_instructions": self.conf,
        }

    def period_text(self):
        if self.period_form == "slash":
            return f"{self.period}/FROM THE DATE OF SHIPMENT"
        if self.period_form == "bare":
            return str(self.period)
        return f"{self.period} DAYS AFTER THE DATE OF SHIPMENT BUT WITHIN THE VALIDITY OF THE CREDIT"

    def mt_fields(self, doc_style=None, width=65):
        """[(tag, [lines])] of the MT700 body in SWIFT order."""
        r = self.rng
        f = [("27", ["1/1"]), ("40A", [self.form]), ("20", [self.lc_no])]
        if r.random() < 0.2:
            f.append(("23", [f"PREADV/{_digits(r, 6)}"]))
        f += [("31C", [yymmdd(self.issue)]), ("40E", [self.rules] + (["URDG 758"] if self.rules == "OTHR" else [])),
              ("31D", [f"{yymmdd(self.expiry)}{self.expiry_place}"])]
        if r.random() < 0.4:
            f.append(("51A", [self.issuing[1]]))
        f += [("50", [self.app[0]] + self.app[1])]
        ben_lines = [self.ben[0]] + self.ben[1]
        if r.random() < 0.3:
            ben_lines = [f"/{self.home}{_digits(r, 2)}{_digits(r, 20)}"[:34]] + ben_lines
        f += [("59", ben_lines), ("32B", [f"{self.cur}{swift_amount(self.amount)}"])]
        if self.tol:
            f.append(("39A", [f"{self.tol[0]:02d}/{self.tol[1]:02d}" if r.random() < 0.5 else f"{self.tol[0]}/{self.tol[1]}"]))
        f.append((self.with_tag, wrap(self.with_, 35) + [self.by]))
        if self.tenor:
            f.append(("42C", [self.tenor]))
            f.append(("42A", [self.issuing[1]]))
        if self.partial:
            f.append(("43P", [self.partial]))
        if self.tranship:
            f.append(("43T", [self.tranship]))
        if self.pol:
            f.append(("44E", [self.pol]))
        if self.pod:
            f.append(("44F", [self.pod]))
        if self.latest_ship:
            f.append(("44C", [yymmdd(self.latest_ship)]))
        f.append(("45A", wrap(self.goods, width)))
        f.append(("46A", self.doc_lines(doc_style, width)))
        cl = []
        for c in self.conds:
            cl += wrap("+" + c, width)
        f.append(("47A", cl))
        f.append(("71D", wrap(self.charges, 35)))
        if self.period:
            f.append(("48", wrap(self.period_text(), 35)))
        f.append(("49", [self.conf]))
        if r.random() < 0.5:
            f.append(("78", wrap("UPON RECEIPT OF COMPLIANT DOCUMENTS AT OUR COUNTERS WE SHALL REMIT THE PROCEEDS AS PER YOUR INSTRUCTIONS", 65)))
        if r.random() < 0.4:
            f.append(("72Z", wrap(f"PLEASE ACKNOWLEDGE RECEIPT QUOTING YOUR REFERENCE", 35)))
        return f

    def doc_lines(self, style=None, width=65):
        style = style or self.rng.choice(["plus", "plus", "num", "paren", "inline"])
        out = []
        if style == "inline":
            return wrap(" ".join("+" + d for d in self.docs), width)
        for i, d in enumerate(self.docs, 1):
            prefix = {"plus": "+", "num": f"{i}. ", "paren": f"{i}) "}[style]
            out += wrap(prefix + d, width)
        return out

    # printed forms
    def date(self, d, style=None, lang="en"):
        return E(fmt_date(self.rng, d, lang, style))

    def amount_text(self):
        return E(fmt_amount(self.rng, self.amount, self.cur, symbol_ok=False))


def _swift_header(lc: Lc, r, io="O"):
    sender = lc.issuing[1] + "XXX"
    receiver = lc.advising[1] + "XXX"
    if io == "O":
        b2 = f"{{2:O700{r.randint(1000, 2359)}{yymmdd(lc.issue)}{sender}{_digits(r, 4)}{_digits(r, 6)}{yymmdd(lc.issue)}{r.randint(1000, 2359)}N}}"
        b1 = f"{{1:F01{receiver[:8]}A{receiver[8:]}{_digits(r, 4)}{_digits(r, 6)}}}"
    else:
        b1 = f"{{1:F01{sender[:8]}A{sender[8:]}{_digits(r, 4)}{_digits(r, 6)}}}"
        b2 = f"{{2:I700{receiver[:8]}X{receiver[8:]}N}}"
    return b1 + b2 + f"{{3:{{108:{r.choice(['MT700', 'LC'])}{_digits(r, 6)}}}}}{{4:"


def _lc_raw(lc: Lc):
    r = lc.rng
    lines = [_swift_header(lc, r, r.choice("OI"))]
    for tag, vals in lc.mt_fields():
        lines.append(f":{tag}:{vals[0]}")
        lines += vals[1:]
    lines.append("-}" + f"{{5:{{CHK:{_digits(r, 12)}}}}}")
    return "<pre>" + E("\n".join(lines)) + "</pre>"


def _lc_advice_printout(lc: Lc):
    r = lc.rng
    w = r.choice([4, 6])
    ind = " " * r.choice([7, 10, 12])
    hdr = [f"{lc.advising[0].upper()}", f"{r.choice(['Trade Finance Operations', 'Dokumentinkasso och remburser', 'Obsługa akredytyw', 'Dokumentární operace'])}",
           "", r.choice(["-------------------- Instance Type and Transmission --------------------", "=== SWIFT MESSAGE PRINT ==="]),
           f"Notification (Transmission) of Original received from SWIFT",
           f"Priority/Delivery    : Normal", f"Message Output Reference : {r.randint(1000, 2359)} {yymmdd(lc.issue)}{lc.advising[1]}AXXX{_digits(r, 10)}",
           r.choice(["--------------------------- Message Header ---------------------------", "=== HEADER ==="]),
           f"Swift Output         : FIN 700 Issue of a Documentary Credit",
           f"Sender               : {lc.issuing[1]}XXX", f"                       {lc.issuing[0].upper()}",
           f"Receiver             : {lc.advising[1]}XXX", f"                       {lc.advising[0].upper()}",
           f"MUR                  : {r.choice(['MT700', 'DC'])}{_digits(r, 8)}",
           r.choice(["--------------------------- Message Text -----------------------------", "=== TEXT ==="])]
    body = []
    for tag, vals in lc.mt_fields(width=60):
        body.append(f"{(tag + ':'):<{w}} {TAG_NAMES[tag]}")
        body += [ind + v for v in vals]
    tail = [r.choice(["--------------------------- Message Trailer --------------------------", "=== TRAILER ==="]),
            f"{{CHK:{_digits(r, 12)}}}", f"PKI Signature: MAC-Equivalent", "",
            f"Printed {fmt_date(r, lc.issue + timedelta(days=r.randint(0, 2)), 'en', 'dmy_dot')} by {mrz_text(lc.officer.surname)[:8]}   Page 1"]
    return "<pre>" + E("\n".join(hdr + body + tail)) + "</pre>"


def _lc_tag_grid(lc: Lc):
    r = lc.rng
    rows = []
    for tag, vals in lc.mt_fields(width=70):
        rows.append(f"<tr><td><b>{E(tag)}</b></td><td>{E(TAG_NAMES[tag])}</td><td>{'<br>'.join(E(v) for v in vals)}</td></tr>")
    head = letterhead(r, lc.our_bank, "Trade Finance")
    meta = fields_block(r, [("Message type", "MT700 – Issue of a Documentary Credit"), ("Sender", E(f"{lc.issuing[1]} – {lc.issuing[0]}")),
                            ("Receiver", E(f"{lc.advising[1]} – {lc.advising[0]}")), ("Received" if lc.incoming else "Sent", lc.date(lc.issue, "dmy_dot")),
                            ("Our reference", E(lc.our_ref))], r.choice(["tabs", "colon"]))
    return (head + f"<h2>{E(r.choice(['SWIFT message – printout', 'Documentary credit – message details', 'MT700 advice copy']))}</h2>" + meta +
            f"<table class='grid' style='width:100%;margin-top:8px'><tr><th style='width:7%'>Tag</th><th style='width:28%'>Field name</th><th>Content</th></tr>{''.join(rows)}</table>"
            + footer(r, lc.our_bank))


def _lc_ops_worksheet(lc: Lc):
    r = lc.rng
    lang = COUNTRIES[lc.home][4]
    ttl = {"sv": "Arbetsblad – inkommande remburs", "pl": "Arkusz roboczy – akredytywa", "cs": "Pracovní list – akreditiv",
           "hu": "Munkalap – beérkező akkreditív", "fi": "Työlomake – remburssi", "no": "Arbeidsark – remburs",
           "da": "Arbejdsark – remburs", "ro": "Fișă de lucru – acreditiv", "et": "Tööleht – akreditiiv",
           "lv": "Darba lapa – akreditīvs", "lt": "Darbo lapas – akredityvas"}[lang]
    dstyle = r.choice(["dmy_dot", "iso", "hu", "dmy_slash"])
    seps = pick_seps(r)
    show_tags = r.random() < 0.6
    def row(tag, label, val):
        t = f"<td class='small'>{E(tag)}</td>" if show_tags else ""
        return f"<tr>{t}<td>{E(label)}</td><td>{val}</td><td>{checkbox(r, 'x', True) if r.random() < 0.85 else checkbox(r, 'x', False)}</td></tr>"
    ship = lambda v: E(v) if v else r.choice(["", "not stated", "—"])
    rows = [row("20", "LC number", E(lc.lc_no)), row("40A", "Form of credit", E(lc.form)),
            row("31C", "Date of issue", lc.date(lc.issue, dstyle)), row("40E", "Applicable rules", E(lc.rules)),
            row("31D", "Expiry date", lc.date(lc.expiry, dstyle)), row("31D", "Place of expiry", E(lc.expiry_place)),
            row("50", "Applicant", f"{E(lc.app[0])}<br>{'<br>'.join(E(a) for a in lc.app[1])}"),
            row("59", "Beneficiary", f"{E(lc.ben[0])}<br>{'<br>'.join(E(a) for a in lc.ben[1])}"),
            row("32B", "Currency / amount", E(f"{lc.cur} {fmt_number(lc.amount, *seps)}")),
            row("39A", "Tolerance +/- %", E(f"+{lc.tol[0]} / -{lc.tol[1]}") if lc.tol else r.choice(["", "none", "—"])),
            row("41a", "Available with", E(lc.with_)), row("41a", "Available by", E(lc.by)),
            row("42C", "Tenor", E(lc.tenor) if lc.tenor else ""),
            row("43P", "Partial shipments", ship(lc.partial)), row("43T", "Transhipment", ship(lc.tranship)),
            row("44E", "Port of loading", ship(lc.pol)), row("44F", "Port of discharge", ship(lc.pod)),
            row("44C", "Latest shipment", lc.date(lc.latest_ship, dstyle) if lc.latest_ship else r.choice(["", "—"])),
            row("45A", "Goods", E(lc.goods)),
            row("48", "Presentation period", E(f"{lc.period} days") if lc.period else r.choice(["", "not stated (21 days per UCP 600 art. 14c)"])),
            row("49", "Confirmation", E(lc.conf))]
    if lc.period is None:
        # The UCP default is not a stated value; keep the caption blank to keep the truth null.
        rows[-2] = row("48", "Presentation period", r.choice(["", "—", "not stated"]))
    docs_style = r.choice(["ol", "ul", "plain"])
    if docs_style == "ol":
        dl = "<ol>" + "".join(f"<li>{E(d)}</li>" for d in lc.docs) + "</ol>"
    elif docs_style == "ul":
        dl = "<ul>" + "".join(f"<li>{E(d)}</li>" for d in lc.docs) + "</ul>"
    else:
        dl = "".join(f"<div>+{E(d)}</div>" for d in lc.docs)
    th = "<th>Tag</th>" if show_tags else ""
    body = letterhead(r, lc.our_bank, "Trade Finance Operations")
    body += f"<h2>{E(ttl)} / {E('Credit operations worksheet – ' + ('incoming MT700' if lc.incoming else 'issued MT700'))}</h2>"
    body += fields_block(r, [("Our ref. / Vår ref.", E(lc.our_ref)), ("Received from" if lc.incoming else "Sent to", E(f"{lc.their_bank[1]} {lc.their_bank[0]}")),
                             ("Customer (our side)", E(lc.ben[0] if lc.incoming else lc.app[0])), ("Handled by", E(lc.officer.full)),
                             ("Worksheet date", lc.date(lc.issue + timedelta(days=r.randint(0, 3)), dstyle))], "tabs")
    body += f"<table class='grid' style='width:100%;margin-top:6px'><tr>{th}<th>Field</th><th>Content (from MT700)</th><th>OK</th></tr>{''.join(rows)}</table>"
    body += f"<h3>46A Documents required</h3>{dl}"
    body += f"<h3>47A Additional conditions (not documents)</h3>" + "".join(f"<div class='small'>- {E(c)}</div>" for c in lc.conds)
    body += (f"<h3>Checks</h3><div>{checkbox(r, 'box', True)} Authentication (RMA/SWIFT) OK &nbsp; {checkbox(r, 'box', True)} Sanctions screening of parties, vessel and ports "
             f"&nbsp; {checkbox(r, 'box', r.random() < 0.5)} Credit line approved &nbsp; {checkbox(r, 'box', False)} Discrepancies noted</div>"
             f"<p>Fee booked: {E(fmt_amount(r, r.choice([95, 120, 150, 250]), r.choice(['EUR', COUNTRIES[lc.home][5]]), seps))} · "
             f"Four-eyes: {E(lc.rm.full)}</p>")
    body += footer(r, lc.our_bank, 1, 1)
    return body


def _lc_issuing_letter(lc: Lc):
    r = lc.rng
    # the issuing bank writes its own letter: present it as the issuing bank
    bank = next((b for b in BANKS[lc.home] if b[1] == lc.issuing[1]), None) if not lc.incoming else None
    bank = bank or (lc.issuing[0], lc.issuing[1], "", "")
    app_addr = ", ".join(lc.app[1])
    ben_addr = ", ".join(lc.ben[1])
    dstyle = r.choice(["long_en", "d_mon_y", "dmy_dot"])
    amt = lc.amount_text()
    tol = f" (tolerance +{lc.tol[0]}/-{lc.tol[1]} percent)" if lc.tol else ""
    with_ = "any bank" if lc.with_ == "ANY BANK" else E(lc.with_)
    paras = [
        f"To: {E(lc.advising[0])}<br>SWIFT: {E(lc.advising[1])}",
        f"{E(bank[2] or 'Date')}{',' if bank[2] else ':'} {lc.date(lc.issue, dstyle)}",
        f"<b>Re: {E(FORM_NAMES[lc.form].capitalize())} documentary credit No. {E(lc.lc_no)}</b>",
        f"Dear Sirs,",
        f"At the request and for account of <b>{E(lc.app[0])}</b>, {E(app_addr)} (the applicant), we hereby issue our "
        f"{E(FORM_NAMES[lc.form])} documentary credit No. {E(lc.lc_no)} dated {lc.date(lc.issue, dstyle)} in favour of "
        f"<b>{E(lc.ben[0])}</b>, {E(ben_addr)} (the beneficiary), for an amount of {amt}{tol}.",
        f"The credit is available with {with_} {E(BY_PROSE[lc.by])}" + (f", against drafts at {E(lc.tenor.lower())} drawn on us" if lc.tenor else "") +
        f", and expires on {lc.date(lc.expiry, dstyle)} in {E(lc.expiry_place.title() if lc.expiry_place.isupper() and len(lc.expiry_place) < 20 else lc.expiry_place)}.",
    ]
    ship = []
    if lc.partial:
        ship.append(f"Partial shipments: {r.choice(SHIP_PROSE[lc.partial])}.")
    if lc.tranship:
        ship.append(f"Transhipment: {r.choice(SHIP_PROSE[lc.tranship])}.")
    if lc.pol:
        ship.append(f"Port of loading: {E(lc.pol)}.")
    if lc.pod:
        ship.append(f"Port of discharge: {E(lc.pod)}.")
    if lc.latest_ship:
        ship.append(f"Latest date of shipment: {lc.date(lc.latest_ship, dstyle)}.")
    if ship:
        paras.append(" ".join(ship))
    paras.append(f"Covering: {E(lc.goods)}")
    docs_style = r.choice(["ol", "num", "plus"])
    if docs_style == "ol":
        dl = "<ol>" + "".join(f"<li>{E(d)}</li>" for d in lc.docs) + "</ol>"
    elif docs_style == "num":
        dl = "".join(f"<div>({i}) {E(d)}</div>" for i, d in enumerate(lc.docs, 1))
    else:
        dl = "".join(f"<div>+ {E(d)}</div>" for d in lc.docs)
    after = []
    if lc.period:
        after.append(f"Documents must be presented within {lc.period} days after the date of shipment but within the validity of the credit.")
    after.append("Additional conditions: " + "; ".join(E(c.lower().capitalize()) for c in lc.conds) + ".")
    after.append(E(CONF_PROSE[lc.conf]) + ".")
    rules_txt = {"UCP LATEST VERSION": "the Uniform Customs and Practice for Documentary Credits, latest version (UCP LATEST VERSION)",
                 "EUCP LATEST VERSION": "the eUCP, latest version (EUCP LATEST VERSION), supplement to UCP",
                 "ISP LATEST VERSION": "the International Standby Practices, latest version (ISP LATEST VERSION)",
                 "OTHR": "other rules (OTHR): URDG 758"}[lc.rules]
    after.append(f"This credit is subject to {E(rules_txt)}.")
    after.append(f"Charges: {E(lc.charges.lower().capitalize())}.")
    sig = (f"<p>Yours faithfully,<br>{E(bank[0])}<br><br>{E(lc.officer.full)} &nbsp;&nbsp;&nbsp; {E(lc.rm.full)}<br>"
           f"<span class='small'>Authorised signatures</span></p>")
    body = (f"<div style='font-size:13pt;font-weight:bold'>{E(bank[0])}</div><div class='small'>Trade Finance · SWIFT {E(bank[1])}</div><hr>"
            + "".join(f"<p>{p}</p>" for p in paras[:4]) + f"<p>{paras[4]}</p><p>{paras[5]}</p>" + "".join(f"<p>{p}</p>" for p in paras[6:])
            + "<p>Documents required:</p>" + dl + "".join(f"<p>{p}</p>" for p in after) + sig)
    if bank[3]:
        body += f"<div class='small'>{E(bank[0])} · {E(bank[3])}</div>"
    return body, ", "


def _lc_covering_advice(lc: Lc):
    r = lc.rng
    bank = lc.our_bank if lc.incoming else (lc.advising[0], lc.advising[1], "", "")
    adv_date = lc.issue + timedelta(days=r.randint(0, 4))
    dstyle = r.choice(["dmy_dot", "long_en", "iso"])
    cover = letterhead(r, bank if len(bank[2]) else (bank[0], bank[1], "", ""), "Trade Finance")
    cover += (f"<div class='right'>{lc.date(adv_date, dstyle)}</div>"
              f"<div>{E(lc.ben[0])}<br>{'<br>'.join(E(a) for a in lc.ben[1])}</div>"
              f"<p><b>Advice of documentary credit</b><br>Our reference: {E(lc.our_ref)}<br>Issuing bank: {E(lc.issuing[0])} ({E(lc.issuing[1])})</p>"
              f"<p>Dear Sirs,<br>We have been requested by the issuing bank to advise you of the documentary credit quoted below, "
              f"received by authenticated SWIFT message. The full text follows on the next page. This advice conveys no engagement on our part"
              f"{' unless we have added our confirmation' if lc.conf != 'WITHOUT' else ''}. Please check the terms carefully and contact the applicant "
              f"directly if any amendment is required.</p>"
              f"<p>Please quote our reference {E(lc.our_ref)} in all correspondence and when presenting documents. Our advising commission of "
              f"{E(fmt_amount(r, r.choice([80, 100, 150]), 'EUR'))} is for your account.</p>"
              f"<p>Yours faithfully,<br>{E(bank[0])}<br>{E(lc.officer.full)}</p>")
    if bank[3]:
        cover += footer(r, bank, 1, 2)
    lines = [f"---------- MT700 ISSUE OF A DOCUMENTARY CREDIT ----------", f"FROM: {lc.issuing[1]} {lc.issuing[0].upper()}",
             f"TO:   {lc.advising[1]} {lc.advising[0].upper()}", ""]
    for tag, vals in lc.mt_fields(width=62):
        lines.append(f":{tag}: {TAG_NAMES[tag].upper()}" if r.random() < 0.5 else f":{tag}:{TAG_NAMES[tag]}")
        lines += ["      " + v for v in vals]
    lines.append("---------- END OF MESSAGE ----------")
    return cover + "<div class='pb'></div><pre>" + E("\n".join(lines)) + "</pre>"


def _lc_ops_email(lc: Lc):
    r = lc.rng
    dom = re.sub(r"[^a-z]", "", mrz_text(lc.our_bank[0].split()[0]).lower()) + ".com"
    when = fmt_date(r, lc.issue + timedelta(days=r.randint(0, 2)), "en", r.choice(["dmy_dot", "iso", "long_en"]))
    subj = f"{'Incoming' if lc.incoming else 'Issued'} LC {lc.lc_no} – {lc.ben[0] if lc.incoming else lc.app[0]}"
    head = _email_head(r, f"Trade Finance Operations <tfo@{dom}>", f"{lc.rm.full} <{_mail(lc.rm, dom)}>", subj, f"{when} {r.randint(8, 17):02d}:{r.randint(0, 59):02d}")
    seps = pick_seps(r)
    dstyle = r.choice(["dmy_dot", "iso", "d_mon_y"])
    items = [("LC no.", E(lc.lc_no)), ("Form", E(lc.form)), ("Issued", lc.date(lc.issue, dstyle)), ("Rules", E(lc.rules)),
             ("Expiry", f"{lc.date(lc.expiry, dstyle)} in {E(lc.expiry_place)}"),
             ("Applicant", E(lc.app[0]) + "<br>" + "<br>".join(E(a) for a in lc.app[1])),
             ("Beneficiary", E(lc.ben[0]) + "<br>" + "<br>".join(E(a) for a in lc.ben[1])),
             ("Amount", E(f"{lc.cur} {fmt_number(lc.amount, *seps)}") + (f" (+{lc.tol[0]}%/-{lc.tol[1]}%)" if lc.tol else "")),
             ("Available", f"with {E(lc.with_)} {E(lc.by)}"),
             ("Partial shipments", E(lc.partial) if lc.partial else None), ("Transhipment", E(lc.tranship) if lc.tranship else None),
             ("From / to", f"{E(lc.pol or '(port of loading not stated)')} → {E(lc.pod or '(port of discharge not stated)')}"),
             ("Latest shipment", lc.date(lc.latest_ship, dstyle) if lc.latest_ship else None),
             ("Goods", E(lc.goods)), ("Presentation", f"{lc.period} days" if lc.period else None), ("Confirmation (49)", E(lc.conf))]
    items = [(a, b) for a, b in items if b is not None]
    intro = (f"we have today received an MT700 from {E(lc.their_bank[0])} ({E(lc.their_bank[1])}) in favour of your customer. Our reference is {E(lc.our_ref)}."
             if lc.incoming else f"the credit below was released today on behalf of your customer and sent to {E(lc.their_bank[0])} ({E(lc.their_bank[1])}). Our internal ref. {E(lc.our_ref)}.")
    docs = "<ol>" + "".join(f"<li>{E(d)}</li>" for d in lc.docs) + "</ol>" if r.random() < 0.5 else "".join(f"<div>- {E(d)}</div>" for d in lc.docs)
    body = (head + f"<p>Hi {E(lc.rm.given.split()[0])},</p><p>{intro} Main terms:</p>" + fields_block(r, items, r.choice(["tabs", "colon", "table"])) +
            f"<p>Documents required (46A):</p>{docs}"
            f"<p>Please note the additional conditions in 47A: {E('; '.join(lc.conds).lower())}. "
            f"{'Let us know if the customer wants to request an amendment.' if lc.incoming else 'Please inform the customer.'}</p>"
            f"<p>BR<br>{E(lc.officer.full)}<br>Trade Finance Operations · {E(lc.our_bank[0])}</p>"
            f"<p class='small'>Confidential. This message is intended for internal use only.</p>")
    return body


def _lc_telex(lc: Lc):
    r = lc.rng
    names = {"27": "SEQUENCE OF TOTAL", "40A": "FORM OF DOC CREDIT", "20": "DOC CREDIT NUMBER", "23": "REF TO PRE-ADVICE",
             "31C": "DATE OF ISSUE", "40E": "APPLICABLE RULES", "31D": "EXPIRY", "51A": "APPLICANT BANK", "50": "APPLICANT",
             "59": "BENEFICIARY", "32B": "AMOUNT", "39A": "PCT CREDIT AMT TOLERANCE", "41A": "AVAILABLE WITH/BY", "41D": "AVAILABLE WITH/BY",
             "42C": "DRAFTS AT", "42A": "DRAWEE", "43P": "PARTIAL SHIPMTS", "43T": "TRANSHIPMENT", "44E": "PORT OF LOADING",
             "44F": "PORT OF DISCHARGE", "44C": "LATEST SHIPMENT", "45A": "GOODS", "46A": "DOCUMENTS REQUIRED",
             "47A": "ADDITIONAL CONDITIONS", "71D": "CHARGES", "48": "PRESENTATION PERIOD", "49": "CONFIRMATION",
             "78": "INSTRUCTIONS", "57A": "ADVISE THROUGH", "72Z": "SENDER TO RECEIVER INFO"}
    lines = ["ZCZC", f"{r.randint(100, 999)} {yymmdd(lc.issue)} {r.randint(1000, 2359)}", f"TO   {lc.advising[1]} {lc.advising[0].upper()}",
             f"FM   {lc.issuing[1]} {lc.issuing[0].upper()}", f"TEST {_digits(r, 5)} ON {lc.cur} {swift_amount(lc.amount)}", "",
             "WE ISSUE OUR DOCUMENTARY CREDIT AS FOLLOWS", ""]
    for tag, vals in lc.mt_fields(doc_style=r.choice(["plus", "num"]), width=58):
        lines.append(f"{tag:<4} {names[tag]:<24}{vals[0]}")
        lines += [" " * 29 + v for v in vals[1:]]
    lines += ["", "PLS ADVISE BENE WITHOUT DELAY", "REGDS TRADE FIN DEPT", "NNNN"]
    return "<pre>" + E("\n".join(lines)) + "</pre>"


def _lc_application(lc: Lc):
    """Applicant's application for an import credit with the bank's issuance box filled in."""
    r = lc.rng
    lang = COUNTRIES[lc.home][4]
    bank = lc.our_bank
    cb = r.choice(["x", "box"])
    dstyle = r.choice(["dmy_dot", "iso", "dmy_slash"])
    ttl = {"sv": "Ansökan om import remburs", "pl": "Wniosek o otwarcie akredytywy importowej", "cs": "Žádost o otevření importního akreditivu",
           "hu": "Import akkreditív nyitási megbízás", "fi": "Tuontiremburssin avaamispyyntö", "no": "Søknad om importremburs",
           "da": "Anmodning om importremburs", "ro": "Cerere de deschidere acreditiv de import", "et": "Impordiakreditiivi avamise taotlus",
           "lv": "Importa akreditīva atvēršanas pieteikums", "lt": "Importo akredityvo atidarymo prašymas"}[lang]
    opts = lambda values, chosen: " &nbsp; ".join(f"{checkbox(r, cb, v == chosen)} {E(v)}" for v in values)
    items = [("Applicant (50) – name and address", E(lc.app[0]) + "<br>" + "<br>".join(E(a) for a in lc.app[1])),
             ("Beneficiary (59) – name and address", E(lc.ben[0]) + "<br>" + "<br>".join(E(a) for a in lc.ben[1])),
             ("Advising bank", E(f"{lc.advising[0]}, SWIFT {lc.advising[1]}")),
             ("Form of credit (40A)", opts(["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE", "IRREVOCABLE STANDBY"], lc.form)),
             ("Currency and amount (32B)", lc.amount_text()),
             ("Tolerance (39A)", E(f"+{lc.tol[0]}% / -{lc.tol[1]}%") if lc.tol else None),
             ("Expiry date and place (31D)", f"{lc.date(lc.expiry, dstyle)}, {E(lc.expiry_place)}"),
             ("Available with (41a)", E(lc.with_)),
             ("Available by", opts(["BY PAYMENT", "BY ACCEPTANCE", "BY NEGOTIATION", "BY DEF PAYMENT", "BY MIXED PYMT"], lc.by)),
             ("Partial shipments (43P)", opts(["ALLOWED", "NOT ALLOWED", "CONDITIONAL"], lc.partial) if lc.partial else None),
             ("Transhipment (43T)", opts(["ALLOWED", "NOT ALLOWED", "CONDITIONAL"], lc.tranship) if lc.tranship else None),
             ("Port of loading (44E)", E(lc.pol) if lc.pol else None), ("Port of discharge (44F)", E(lc.pod) if lc.pod else None),
             ("Latest shipment date (44C)", lc.date(lc.latest_ship, dstyle) if lc.latest_ship else None),
             ("Goods (45A)", E(lc.goods)),
             ("Presentation period (48)", E(f"{lc.period} days after shipment") if lc.period else None),
             ("Confirmation (49)", opts(["CONFIRM", "MAY ADD", "WITHOUT"], lc.conf)),
             ("Applicable rules (40E)", E(lc.rules))]
    body = letterhead(r, bank, "Trade Finance")
    body += f"<h2>{E(ttl)} / Application for documentary credit</h2>"
    body += "<p class='small'>Please complete in block letters. The bank issues the credit by SWIFT MT700 on the basis of this application and its General Terms for Trade Finance.</p>"
    body += fields_block(r, items, r.choice(["table", "boxes", "below"]))
    body += "<div class='sec'>Documents required (46A)</div>" + "".join(f"<div>{i}. {E(d)}</div>" for i, d in enumerate(lc.docs, 1))
    body += "<div class='sec'>Additional conditions (47A)</div>" + "".join(f"<div class='small'>{E(c)}</div>" for c in lc.conds)
    body += (f"<p>{LOC['date'][lang]}: {lc.date(lc.issue - timedelta(days=r.randint(1, 6)), dstyle)} &nbsp; Authorised signature(s) of the applicant: ______________</p>")
    body += (f"<div style='border:2px solid #333;padding:6px;margin-top:8px'><b>For bank use only</b><br>"
             f"Credit issued under No. (20): <b>{E(lc.lc_no)}</b> &nbsp; Date of issue (31C): <b>{lc.date(lc.issue, dstyle)}</b><br>"
             f"Limit checked: {E(lc.rm.full)} &nbsp; Released by: {E(lc.officer.full)} &nbsp; Internal ref.: {E(lc.our_ref)}</div>")
    body += footer(r, bank, 1, 1)
    return body


LC_LAYOUTS = {
    "raw_mt700": _lc_raw,
    "advice_printout": _lc_advice_printout,
    "tag_grid": _lc_tag_grid,
    "ops_worksheet": _lc_ops_worksheet,
    "issuing_bank_letter": _lc_issuing_letter,
    "covering_advice_with_text": _lc_covering_advice,
    "ops_email": _lc_ops_email,
    "telex_print": _lc_telex,
    "credit_application": _lc_application,
}


# ----------------------------------------------------------------------------------------
# Loan applications
# ----------------------------------------------------------------------------------------

PURPOSE_LOC = {
    "purchase": _row("Köp av bostad", "Kjøp av bolig", "Køb af bolig", "Asunnon osto", "Zakup nieruchomości", "Koupě nemovitosti", "Lakásvásárlás", "Achiziție locuință", "Kodu ost", "Mājokļa iegāde", "Būsto pirkimas"),
    "refinance": _row("Flytt av befintliga lån", "Refinansiering", "Omlægning af lån", "Lainan siirto", "Refinansowanie kredytu", "Refinancování", "Hitelkiváltás", "Refinanțare", "Refinantseerimine", "Refinansēšana", "Refinansavimas"),
    "construction": _row("Nybyggnation", "Oppføring av bolig", "Nybyggeri", "Omakotitalon rakentaminen", "Budowa domu", "Výstavba rodinného domu", "Építés", "Construcție locuință", "Maja ehitus", "Mājas būvniecība", "Namo statyba"),
    "other": _row("Övrigt", "Annet", "Andet", "Muu", "Inny cel", "Jiný účel", "Egyéb", "Alt scop", "Muu", "Cits", "Kita"),
}
PURPOSE_EN = {"purchase": ["Purchase", "Purchase of a home", "Home purchase"], "refinance": ["Refinance", "Refinancing", "Transfer of existing mortgage"],
              "construction": ["Construction", "Construction of a house", "Self-build"], "other": ["Other", "Other purpose"]}
OTHER_PURPOSE = ["renovation", "equity release", "purchase of a holiday cottage plot", "buy-out of ex-partner"]
MARITAL_LOC = {
    "married": _row("Gift", "Gift", "Gift", "Naimisissa", "Żonaty / zamężna", "Ženatý / vdaná", "Házas", "Căsătorit(ă)", "Abielus", "Precējies / precējusies", "Vedęs / ištekėjusi"),
    "unmarried": _row("Ogift", "Ugift", "Ugift", "Naimaton", "Stan wolny", "Svobodný / svobodná", "Hajadon / nőtlen", "Necăsătorit(ă)", "Vallaline", "Neprecējies / neprecējusies", "Nevedęs / netekėjusi"),
    "separated": _row("Separerad", "Separert", "Separeret", "Asumuserossa", "W separacji", "Žijí odděleně (separace)", "Különélő", "Separat(ă) în fapt", "Lahus", "Dzīvo šķirti", "Gyvena skyriumi"),
}
MARITAL_EN = {"married": ["Married"], "unmarried": ["Unmarried", "Single", "Divorced", "Widowed"], "separated": ["Separated"]}
YEARS_WORD = _row("år", "år", "år", "vuotta", "lat", "let", "év", "ani", "aastat", "gadi", "metai")
MONTHS_WORD = _row("mån.", "måneder", "måneder", "kk", "miesięcy", "měsíců", "hónap", "luni", "kuud", "mēneši", "mėn.")
RATE_RANGE = {"SEK": (2.9, 5.2), "NOK": (4.6, 6.4), "DKK": (3.1, 5.4), "EUR": (3.2, 5.6), "PLN": (6.4, 8.9),
              "CZK": (4.3, 6.2), "HUF": (5.9, 8.8), "RON": (6.2, 9.4)}
PRICE_RANGE = {"SEK": (1_800_000, 9_500_000), "NOK": (2_400_000, 11_000_000), "DKK": (1_500_000, 7_500_000),
               "EUR": (120_000, 650_000), "PLN": (380_000, 1_900_000), "CZK": (3_200_000, 14_000_000),
               "HUF": (28_000_000, 140_000_000), "RON": (260_000, 1_400_000)}


class Loan:
    def __init__(self, rng):
        r = self.rng = rng
        self.cc = r.choice(HOME)
        self.lang = COUNTRIES[self.cc][4]
        self.cur = COUNTRIES[self.cc][5]
        self.bank = r.choice(BANKS[self.cc])
        self.app_date = _rand_date(r, date(2023, 1, 10), date(2026, 8, 30))
        self.b = make_person(r, self.cc, born=(1958, 2001))
        self.marital = r.choices(["married", "unmarried", "separated"], [50, 42, 8])[0]
        self.marital_word = None
        n_co = r.choices([0, 1, 2, 3], [35, 45, 14, 6])[0]
        self.co = []
        for i in range(n_co):
            if i == 0 and self.marital == "married" and r.random() < 0.8:
                sex = "F" if self.b.sex == "M" else "M"
                p = make_person(r, self.cc, sex, born=(self.b.dob.year - 6, min(self.b.dob.year + 6, 2003)))
                if r.random() < 0.6:
                    fam = [s for s in SURNAMES[self.cc] if self.b.surname in s]
                    if fam:
                        p.surname = fam[0][0 if sex == "M" else 1]
                self.co.append(p)
            else:
                self.co.append(make_person(r, self.cc, born=(1945, 2003)))
        self.app_no = r.choice([f"ML-{self.app_date.year}-{_digits(r, 6)}", f"HL{_digits(r, 8)}", f"{_digits(r, 3)}/{self.app_date.year}/{_digits(r, 5)}",
                                f"BOL-{_digits(r, 7)}", f"WK/{_digits(r, 6)}/{self.app_date.year % 100}", f"A{_digits(r, 9)}"])
        self.email = f"{mrz_text(self.b.given.split()[0]).lower()}.{mrz_text(self.b.surname).lower()}{r.choice(['', str(r.randint(1, 99))])}@{r.choice(['gmail.com', 'outlook.com', 'seznam.cz', 'o2.pl', 'citromail.hu', 'yahoo.ro', 'hotmail.com'])}" if r.random() < 0.75 else None
        dial = {"SE": "+46", "NO": "+47", "DK": "+45", "FI": "+358", "PL": "+48", "CZ": "+420", "HU": "+36", "RO": "+40", "EE": "+372", "LV": "+371", "LT": "+370"}[self.cc]
        self.phone = r.choice([f"{dial} {_digits(r, 3)} {_digits(r, 3)} {_digits(r, 3)}", f"{dial}{_digits(r, 9)}", f"0{_digits(r, 2)}-{_digits(r, 3)} {_digits(r, 2)} {_digits(r, 2)}"]) if r.random() < 0.75 else None
        self.employer = company(r, self.cc)
        self.occupation = r.choice(OCC_EMPLOYED)
        first_job = min(date(self.b.dob.year + r.randint(18, 24), r.randint(1, 12), 1), self.app_date - timedelta(days=400))
        self.emp_start = _rand_date(r, max(first_job, self.app_date - timedelta(days=365 * 14)), self.app_date - timedelta(days=200))
        self.prev_jobs = []
        end = self.emp_start - timedelta(days=r.randint(1, 40))
        for _ in range(r.choice([0, 1, 1, 2])):
            start = end - timedelta(days=r.randint(400, 2200))
            if start < first_job:
                break
            self.prev_jobs.append((company(r, self.cc), start, end))
            end = start - timedelta(days=r.randint(1, 60))
        lo, hi = INCOME_RANGE[self.cur]
        step = 100 if self.cur != "HUF" else 10000
        self.base = float(round(r.uniform(lo, hi) / 12 / step) * step)
        self.overtime = float(round(self.base * r.choice([0, 0, 0.05, 0.1]) / step) * step)
        self.bonus = float(round(self.base * r.choice([0, 0, 0.08, 0.15]) / step) * step)
        self.monthly = self.base + self.overtime + self.bonus
        self.net = float(round(self.monthly * r.uniform(0.62, 0.75) / step) * step)
        plo, phi = PRICE_RANGE[self.cur]
        pstep = 1000 if self.cur != "HUF" else 100000
        self.value = float(round(r.uniform(plo, phi) / pstep) * pstep)
        self.purpose = r.choices(["purchase", "refinance", "construction", "other"], [55, 22, 13, 10])[0]
        self.other_purpose = r.choice(OTHER_PURPOSE)
        ltv = r.uniform(0.45, 0.85)
        self.amount = float(round(self.value * ltv / pstep) * pstep)
        self.term_years = r.choice([15, 20, 25, 25, 30, 30, 35, 40 if self.cc in ("SE", "NO") else 30])
        self.term_months = self.term_years * 12 if r.random() < 0.85 else self.term_years * 12 - r.choice([6, 18, 30])
        rlo, rhi = RATE_RANGE[self.cur]
        self.rate = round(r.uniform(rlo, rhi), r.choice([2, 2, 3]))
        self.prop_addr = make_address(r, self.cc)
        self.cur_addr = make_address(r, self.cc)
        self.officer = make_person(r, self.cc)
        self.lab = Labeller(r, self.lang)
        self.addr_truth = None

    # printed forms
    def date(self, d, style=None):
        return E(fmt_date(self.rng, d, self.lang, style))

    def money(self, x, seps=None):
        return E(fmt_amount(self.rng, x, self.cur, seps))

    def purpose_text(self, mode=None):
        r = self.rng
        mode = mode or r.choice(["en", "loc", "both"])
        en = r.choice(PURPOSE_EN[self.purpose])
        loc = PURPOSE_LOC[self.purpose][self.lang]
        t = {"en": en, "loc": loc, "both": f"{loc} / {en}"}[mode]
        if self.purpose == "other":
            t += f": {self.other_purpose}"
        return E(t)

    def purpose_boxes(self, style):
        bil = self.rng.random() < 0.6
        out = []
        for k in ["purchase", "refinance", "construction", "other"]:
            t = f"{PURPOSE_LOC[k][self.lang]} / {PURPOSE_EN[k][0]}" if bil else PURPOSE_EN[k][0]
            extra = f": {E(self.other_purpose)}" if (k == "other" and self.purpose == "other") else ""
            out.append(f"<span style='margin-right:12px;white-space:nowrap'>{checkbox(self.rng, style, k == self.purpose)} {E(t)}{extra}</span> ")
        return "".join(out)

    def marital_text(self):
        r = self.rng
        en = r.choice(MARITAL_EN[self.marital])
        loc = MARITAL_LOC[self.marital][self.lang]
        return E(r.choice([en, f"{loc} / {en}", loc if self.marital != "separated" else f"{loc} ({en})"]))

    def marital_boxes(self, style):
        return " ".join(f"{checkbox(self.rng, style, k == self.marital)} {E(MARITAL_LOC[k][self.lang])} / {E(MARITAL_EN[k][0])}" for k in ["married", "unmarried", "separated"])

    def term_text(self):
        r = self.rng
        if self.term_months % 12 == 0 and r.random() < 0.6:
            y = self.term_months // 12
            return E(r.choice([f"{y} {YEARS_WORD[self.lang]}", f"{y} years", f"{y} {YEARS_WORD[self.lang]} ({self.term_months} {MONTHS_WORD[self.lang]})"]))
        return E(r.choice([f"{self.term_months} {MONTHS_WORD[self.lang]}", f"{self.term_months} months"]))

    def prop_address(self, one_line=None):
        h, t = addr_html(self.rng, self.prop_addr, one_line)
        self.addr_truth = t
        return h

    def truth(self):
        return {
            "application_number": self.app_no,
            "borrower": {"full_name": self.b.full, "date_of_birth": self.b.dob.isoformat(), "marital_status": self.marital,
                         "email": self.email, "phone": self.phone},
            "co_borrowers": [{"full_name": c.full, "date_of_birth": c.dob.isoformat()} for c in self.co],
            "employer_name": self.employer,
            "employment_start_date": self.emp_start.isoformat(),
            "monthly_income": round(self.monthly, 2),
            "income_currency": self.cur,
            "loan_amount": self.amount,
            "loan_currency": self.cur,
            "loan_purpose": self.purpose,
            "loan_term_months": self.term_months,
            "interest_rate_percent": self.rate,
            "property_address": self.addr_truth,
            "property_value": self.value,
        }

    def value_label(self):
        if self.purpose == "purchase":
            return self.rng.choice(["property_value", "purchase_price"])
        return "property_value"

    def income_table(self, seps, lang_mode="en"):
        L = self.lab
        rows = [("Base salary" if lang_mode == "en" else "Grundlön / Base salary", self.base),
                ("Overtime", self.overtime), ("Bonus / commission", self.bonus)]
        body = "".join(f"<tr><td>{E(a)}</td><td class='right'>{E(fmt_number(v, *seps))}</td></tr>" for a, v in rows)
        body += f"<tr><th>{E('Total gross monthly income')}</th><th class='right'>{E(fmt_number(self.monthly, *seps))}</th></tr>"
        return f"<table class='grid'><tr><th>{E('Income (monthly, ' + self.cur + ')')}</th><th>{E('Amount')}</th></tr>{body}</table>"

    def history_table(self, dstyle):
        rows = [(self.employer, self.date(self.emp_start, dstyle), self.rng.choice(["present", "to date", "—", "current"]), "current")]
        rows += [(n, self.date(s, dstyle), self.date(e, dstyle), "previous") for n, s, e in self.prev_jobs]
        body = "".join(f"<tr><td>{E(n)}</td><td>{a}</td><td>{E(b) if not b.startswith('&') and not b[0].isdigit() else b}</td><td class='small'>{E(k)}</td></tr>" for n, a, b, k in rows)
        return f"<table class='grid' style='width:100%'><tr><th>Employer</th><th>From</th><th>To</th><th></th></tr>{body}</table>"


def _val_label(ln: Loan, L):
    key = ln.value_label()
    if key == "purchase_price":
        return {"sv": "Köpeskilling / Purchase price", "pl": "Cena zakupu / Purchase price", "cs": "Kupní cena / Purchase price",
                "hu": "Vételár / Purchase price"}.get(ln.lang, "Purchase price")
    return L("property_value")


def _loan_nordic_form(ln: Loan):
    r, L = ln.rng, ln.lab
    style = r.choice(["table", "colon", "boxes", "below", "tabs"])
    cb = r.choice(["x", "box", "tick"])
    dstyle = r.choice(["iso", "dmy_dot", "dmy_dot0", "long_local"])
    seps = pick_seps(r)
    people = [ln.b] + ln.co
    head = "".join(f"<th>{L('applicant') if i == 0 else L('co_applicant') + (f' {i}' if len(people) > 2 else '')}</th>" for i in range(len(people)))
    def prow(label, vals):
        return f"<tr><td>{label}</td>" + "".join(f"<td>{v}</td>" for v in vals) + "</tr>"
    blank = r.choice(BLANKS)
    tbl = (f"<table class='grid' style='width:100%'><tr><th></th>{head}</tr>"
           + prow(L("name"), [E(name_forms(r, p)) for p in people])
           + prow(L("dob"), [ln.date(p.dob, dstyle) for p in people])
           + prow(L("tin"), [E(tin_for(r, ln.cc, p)) for p in people])
           + prow(L("marital"), [ln.marital_text()] + [blank for _ in ln.co])
           + prow(L("phone"), [E(ln.phone) if ln.phone else blank] + [E(f"+{_digits(r, 2)} {_digits(r, 3)} {_digits(r, 3)} {_digits(r, 3)}") if r.random() < 0.4 else blank for _ in ln.co])
           + prow(L("email"), [E(ln.email) if ln.email else blank] + [blank for _ in ln.co])
           + prow(L("employer"), [E(ln.employer)] + [E(company(r, ln.cc)) if r.random() < 0.7 else blank for _ in ln.co])
           + prow(L("employed_since"), [ln.date(ln.emp_start, dstyle)] + [ln.date(_rand_date(r, date(2005, 1, 1), ln.app_date - timedelta(days=100)), dstyle) for _ in ln.co])
           + prow(L("monthly_income"), [ln.money(ln.monthly, seps)] + [ln.money(float(round(ln.monthly * r.uniform(0.5, 1.3), -2)), seps) for _ in ln.co])
           + "</table>")
    loan_items = [(L("app_no"), E(ln.app_no)), (L("loan_amount"), ln.money(ln.amount, seps)), (L("term"), ln.term_text()),
                  (L("rate"), E(fmt_rate(r, ln.rate, seps[1]))), ("Own contribution / Kontantinsats", ln.money(max(ln.value - ln.amount, 0), seps))]
    prop_items = [(L("property_address"), ln.prop_address()), (_val_label(ln, L), ln.money(ln.value, seps)),
                  ("Property type", E(r.choice(["Apartment (bostadsrätt)", "Detached house", "Terraced house", "Apartment"])))]
    body = letterhead(r, ln.bank, "Bolån / Mortgages")
    ttl = {"sv": "Ansökan om bolån", "no": "Søknad om boliglån", "da": "Ansøgning om boliglån", "fi": "Asuntolainahakemus"}.get(ln.lang, "Hypoteční úvěr – žádost")
    body += f"<h1>{E(ttl)}</h1><div class='small'>Mortgage application · {L('date')}: {ln.date(ln.app_date, dstyle)}</div>"
    secs = [(L("purpose"), f"<div>{ln.purpose_boxes(cb)}</div>"), ("Loan / Lån", fields_block(r, loan_items, style)),
            ("Property / Bostad", fields_block(r, prop_items, style)), ("Applicants / Sökande", tbl)]
    if r.random() < 0.5:
        secs = [secs[3], secs[0], secs[1], secs[2]]
    for t, h in secs:
        body += f"<div class='sec'>{t}</div>{h}"
    if ln.prev_jobs and r.random() < 0.6:
        body += f"<div class='sec'>Employment history (main applicant)</div>{ln.history_table(dstyle)}"
    body += ("<p class='small'>The applicants confirm that the information is correct and consent to a credit check with the credit reference agency. "
             "Personal data are processed according to the bank's privacy notice.</p>"
             f"<p>{L('signature')}: ____________________ &nbsp;&nbsp; ____________________</p>")
    body += footer(r, ln.bank, 1, 1)
    return body


def _loan_cee_rows(ln: Loan):
    r, L = ln.rng, ln.lab
    dstyle = r.choice(["dmy_dot", "hu", "dmy_slash", "iso"])
    seps = pick_seps(r)
    cb = r.choice(["x", "box"])
    rows = [(L("applicant"), ln.b)] + [(L("co_applicant"), c) for c in ln.co]
    tr = "".join(f"<tr><td>{role}</td><td>{E(p.surname.upper())}</td><td>{E(p.given)}</td><td>{ln.date(p.dob, dstyle)}</td><td>{E(tin_for(r, ln.cc, p))}</td></tr>" for role, p in rows)
    app_tbl = f"<table class='grid' style='width:100%'><tr><th></th><th>{L('surname')}</th><th>{L('given')}</th><th>{L('dob')}</th><th>{L('tin')}</th></tr>{tr}</table>"
    contact = [(L("marital"), ln.marital_boxes(cb) if r.random() < 0.5 else ln.marital_text()),
               (L("phone"), E(ln.phone) if ln.phone else None), (L("email"), E(ln.email) if ln.email else None),
               (L("address") + " (correspondence)", addr_html(r, ln.cur_addr, True)[0])]
    loan_items = [(L("loan_amount"), ln.money(ln.amount, seps)), (L("term"), ln.term_text()), (L("rate"), E(fmt_rate(r, ln.rate, seps[1]))),
                  (L("purpose"), ln.purpose_text())]
    prop_items = [(L("property_address"), ln.prop_address()), (_val_label(ln, L), ln.money(ln.value, seps)),
                  ("Land register no." if r.random() < 0.5 else "KW / LV / Hrsz.", E(f"{r.choice(['WA1M', 'KR1P', 'GD1G', 'LV', 'hrsz.'])} {_digits(r, 8)}/{r.randint(1, 9)}"))]
    ttl = {"pl": "Wniosek o kredyt hipoteczny", "cs": "Žádost o hypoteční úvěr", "hu": "Lakáshitel-igénylő adatlap", "ro": "Cerere de credit ipotecar"}.get(ln.lang, "Loan application")
    body = letterhead(r, ln.bank, r.choice(["Kredyty hipoteczne", "Hypotéky", "Lakáshitelek", "Credite ipotecare", "Mortgage centre"]))
    body += f"<h1>{E(ttl)}</h1><div>Mortgage loan application · {L('app_no')}: <b>{E(ln.app_no)}</b></div>"
    body += f"<div class='sec'>I. {L('applicant')} / Applicants</div>{app_tbl}" + fields_block(r, contact, "colon")
    body += f"<div class='sec'>II. {L('employer')} / Employment (main applicant)</div>"
    body += fields_block(r, [(L("employer"), E(ln.employer)), (L("employed_since"), ln.date(ln.emp_start, dstyle)), (L("occupation"), E(ln.occupation))], r.choice(["tabs", "colon"]))
    if ln.prev_jobs:
        body += f"<div class='small'>Previous employment:</div>{ln.history_table(dstyle)}"
    body += f"<div class='sec'>III. Income (main applicant, gross, monthly)</div>{ln.income_table(seps)}"
    if r.random() < 0.5:
        body += f"<div class='small'>Net monthly income (after tax): {ln.money(ln.net, seps)}</div>"
    sec4 = f"<div class='sec'>IV. Loan</div>" + fields_block(r, loan_items)
    sec5 = f"<div class='sec'>V. Property / Collateral</div>" + fields_block(r, prop_items)
    body += (sec5 + sec4) if r.random() < 0.4 else (sec4 + sec5)
    body += (f"<p class='small'>Oświadczam, że dane podane we wniosku są zgodne z prawdą. / I declare the data are true. Existing obligations: "
             f"{ln.money(float(round(ln.monthly * r.uniform(0.05, 0.2), -1)), seps)} per month.</p>" if ln.lang == "pl" else
             f"<p class='small'>I declare that the information provided is true and complete. Existing monthly obligations: {ln.money(float(round(ln.monthly * r.uniform(0.05, 0.2), -1)), seps)}.</p>")
    body += f"<p>{L('date')}: {ln.date(ln.app_date, dstyle)} &nbsp; {L('signature')}: ______________</p>" + footer(r, ln.bank, 1, 1)
    return body


def _loan_credit_memo(ln: Loan):
    r = ln.rng
    seps = pick_seps(r)
    dstyle = r.choice(["dmy_dot", "iso", "d_mon_y"])
    ltv = ln.amount / ln.value * 100
    annuity_r = ln.rate / 1200
    inst = ln.amount * annuity_r / (1 - (1 + annuity_r) ** -ln.term_months)
    co = ""
    if ln.co:
        co = " Co-applicant(s): " + "; ".join(f"{E(name_forms(r, c))}, born {ln.date(c.dob, dstyle)}" for c in ln.co) + "."
    summary = [("Application", E(ln.app_no)), ("Branch / channel", E(r.choice(["Branch " + ln.bank[2], "Broker", "Online"]))),
               ("Requested", ln.money(ln.amount, seps)), ("Purpose", ln.purpose_text("en")), ("Term", ln.term_text()),
               ("Rate offered", E(fmt_rate(r, ln.rate, seps[1]))), ("Collateral", ln.prop_address(one_line=True)),
               ("Valuation" if ln.purpose != "purchase" or r.random() < 0.5 else "Purchase price", ln.money(ln.value, seps)),
               ("LTV", E(f"{ltv:.1f} %".replace(".", seps[1]))), ("Instalment (annuity)", ln.money(round(inst, 2), seps))]
    body = (f"<div class='small'>{E(ln.bank[0])} · Credit Risk – Retail Underwriting · INTERNAL</div>"
            f"<h2>Credit memo – residential mortgage</h2>"
            f"<div>Prepared by {E(ln.officer.full)}, underwriter · {ln.date(ln.app_date + timedelta(days=r.randint(1, 9)), dstyle)}</div>"
            + fields_block(r, summary, r.choice(["table", "tabs"])) +
            f"<h3>1. Applicants</h3><p>Main applicant {E(name_forms(r, ln.b))}, born {ln.date(ln.b.dob, dstyle)}, {ln.marital_text().lower()}"
            + (f", contact {E(ln.phone)}" if ln.phone else "") + (f", e-mail {E(ln.email)}" if ln.email else "") + f".{co}</p>"
            f"<h3>2. Employment and income</h3><p>The main applicant has been employed by {E(ln.employer)} as {E(ln.occupation.lower())} since "
            f"{ln.date(ln.emp_start, dstyle)} (permanent contract)."
            + (" Previously: " + "; ".join(f"{E(n)} ({ln.date(s, dstyle)} – {ln.date(e, dstyle)})" for n, s, e in ln.prev_jobs) + "." if ln.prev_jobs else "")
            + "</p>" + ln.income_table(seps) +
            f"<p>Verified with payslips for the last three months and the employer's certificate. Net monthly income {ln.money(ln.net, seps)}.</p>"
            f"<h3>3. Assessment</h3><p>DSTI {E(f'{inst / ln.monthly * 100:.1f}'.replace('.', seps[1]))} % of gross income; stress test at +3 pp "
            f"{r.choice(['passed', 'passed with margin', 'passed (borderline)'])}. Credit bureau: no negative records. "
            f"Recommendation: <b>{r.choice(['APPROVE', 'APPROVE subject to valuation', 'APPROVE with conditions'])}</b>.</p>"
            f"<p class='small'>Conditions: first-ranking mortgage over the property, insurance of the property assigned to the bank, salary account with the bank.</p>"
            f"<table style='width:100%;margin-top:10px'><tr><td>Underwriter: {E(ln.officer.full)}</td><td>Second signature: ____________</td></tr></table>")
    return body


def _loan_broker_email(ln: Loan):
    r = ln.rng
    seps = pick_seps(r)
    dstyle = r.choice(["dmy_dot", "iso", "long_en", "dmy_slash"])
    broker = make_person(r, ln.cc)
    firm = f"{r.choice(CO_WORDS)} {r.choice(['Finans', 'Mortgage Partners', 'Kredyty', 'Hypo Servis', 'Hitelközpont'])} {LEGAL[ln.cc]}"
    dom = re.sub(r"[^a-z]", "", mrz_text(firm.split()[0]).lower()) + ".eu"
    when = f"{fmt_date(r, ln.app_date, 'en', dstyle)} {r.randint(8, 18):02d}:{r.randint(0, 59):02d}"
    head = _email_head(r, f"{broker.full} <{_mail(broker, dom)}>", f"Mortgage desk {ln.bank[0]} <mortgages@{re.sub(r'[^a-z]', '', mrz_text(ln.bank[0].split()[0]).lower())}.com>",
                       f"New submission {ln.app_no} – {ln.b.surname}", when)
    co = "".join(f"<li>Co-applicant: {E(name_forms(r, c))}, DOB {ln.date(c.dob, dstyle)}</li>" for c in ln.co)
    lst = (f"<ul><li>Our case / your application no.: {E(ln.app_no)}</li>"
           f"<li>Main applicant: {E(name_forms(r, ln.b))}, DOB {ln.date(ln.b.dob, dstyle)}, {ln.marital_text()}</li>"
           + (f"<li>Phone: {E(ln.phone)}</li>" if ln.phone else "") + (f"<li>E-mail: {E(ln.email)}</li>" if ln.email else "") + co +
           f"<li>Employer: {E(ln.employer)} since {ln.date(ln.emp_start, dstyle)}</li>"
           f"<li>Gross income: {ln.money(ln.monthly, seps)} per month</li>"
           f"<li>Loan: {ln.money(ln.amount, seps)} over {ln.term_text()} at {E(fmt_rate(r, ln.rate, seps[1]))}</li>"
           f"<li>Purpose: {ln.purpose_text()}</li>"
           f"<li>Property: {ln.prop_address(one_line=True)}, {'purchase price' if ln.purpose == 'purchase' and r.random() < 0.5 else 'market value'} {ln.money(ln.value, seps)}</li></ul>")
    greet = r.choice(["Hi,", "Good morning,", "Dear colleagues,", "Hej,", "Dzień dobry,"])
    body = (head + f"<p>{E(greet)}</p><p>please find a new mortgage submission for your review. Payslips, employment certificate and the "
            f"{'sales agreement' if ln.purpose == 'purchase' else 'valuation report'} are attached as PDF.</p>" + lst +
            f"<p>The clients would like a decision in principle by {ln.date(ln.app_date + timedelta(days=r.randint(5, 14)), dstyle)}. "
            f"Our commission as per the agreement ({E(fmt_rate(r, r.choice([0.5, 0.75, 1.0]), seps[1]))} of the loan amount).</p>"
            f"<p>Kind regards,<br>{E(broker.full)}<br>{E(firm)}<br>{E(', '.join(make_address(r, ln.cc)))}</p>"
            f"<p class='small'>{E(firm)} is a registered credit intermediary. This e-mail and its attachments are confidential.</p>")
    if ln.prev_jobs and r.random() < 0.5:
        body += "<p class='small'>Previous employers: " + "; ".join(f"{E(n)} until {ln.date(e, dstyle)}" for n, s, e in ln.prev_jobs) + "</p>"
    return body


def _loan_los_export(ln: Loan):
    r = ln.rng
    up = r.random() < 0.5
    def U(s):
        return s.upper() if up else s
    sep = r.choice([" = ", ": ", "  "])
    w = r.choice([26, 30])
    seps = r.choice([("", "."), (" ", ","), (",", ".")])
    lines = [f"LOS EXPORT  {ln.bank[1]}  {fmt_date(r, ln.app_date, 'en', 'iso')}  CASE {ln.app_no}", "=" * 72]
    def kv(k, v):
        lines.append(f"{k:<{w}}{sep}{v}")
    kv("APPLICATION_NO", ln.app_no)
    kv("STATUS", r.choice(["SUBMITTED", "IN_UNDERWRITING", "PENDING_DOCS"]))
    kv("PRODUCT", r.choice(["MORTGAGE_VAR", "MORTGAGE_FIX5", "HOME_LOAN_3M"]))
    lines.append("")
    kv("BORROWER.NAME", U(f"{ln.b.surname}, {ln.b.given}"))
    kv("BORROWER.BIRTH_DATE", fmt_date(r, ln.b.dob, "en", "iso"))
    kv("BORROWER.MARITAL", {"married": "MARRIED", "unmarried": r.choice(["SINGLE", "UNMARRIED", "DIVORCED"]), "separated": "SEPARATED"}[ln.marital])
    kv("BORROWER.PHONE", ln.phone or "")
    kv("BORROWER.EMAIL", ln.email or "")
    for i, c in enumerate(ln.co, 1):
        kv(f"COBORROWER_{i}.NAME", U(f"{c.surname}, {c.given}"))
        kv(f"COBORROWER_{i}.BIRTH_DATE", fmt_date(r, c.dob, "en", "iso"))
    lines.append("")
    kv("EMPLOYMENT.EMPLOYER", U(ln.employer))
    kv("EMPLOYMENT.START", fmt_date(r, ln.emp_start, "en", "iso"))
    for i, (n, s, e) in enumerate(ln.prev_jobs, 1):
        kv(f"EMPLOYMENT_PREV_{i}", f"{U(n)} {fmt_date(r, s, 'en', 'iso')}..{fmt_date(r, e, 'en', 'iso')}")
    kv("INCOME.CURRENCY", ln.cur)
    kv("INCOME.BASE_MONTHLY", fmt_number(ln.base, *seps))
    kv("INCOME.OVERTIME_MONTHLY", fmt_number(ln.overtime, *seps))
    kv("INCOME.BONUS_MONTHLY", fmt_number(ln.bonus, *seps))
    kv("INCOME.TOTAL_GROSS_MONTHLY", fmt_number(ln.monthly, *seps))
    lines.append("")
    kv("LOAN.AMOUNT", fmt_number(ln.amount, *seps))
    kv("LOAN.CURRENCY", ln.cur)
    kv("LOAN.PURPOSE", {"purchase": "PURCHASE", "refinance": "REFINANCE", "construction": "CONSTRUCTION", "other": f"OTHER ({ln.other_purpose.upper()})"}[ln.purpose])
    kv("LOAN.TERM_MONTHS", str(ln.term_months))
    kv("LOAN.RATE_PCT", f"{ln.rate}")
    kv("COLLATERAL.ADDRESS", U(ln.prop_addr[0]))
    for a in ln.prop_addr[1:]:
        lines.append(" " * (w + len(sep)) + U(a))
    ln.addr_truth = " ".join(U(a) for a in ln.prop_addr)
    kv("COLLATERAL.VALUE", fmt_number(ln.value, *seps))
    kv("COLLATERAL.VALUE_SOURCE", r.choice(["VALUATION", "PURCHASE_PRICE", "AVM"]))
    kv("LTV_PCT", f"{ln.amount / ln.value * 100:.2f}")
    lines += ["=" * 72, f"EXPORTED BY {mrz_text(ln.officer.surname)}  RECORDS: 1"]
    return f"<div class='small'>{E(ln.bank[0])} – loan origination system</div><pre>" + E("\n".join(lines)) + "</pre>"


def _loan_boxed(ln: Loan):
    r = ln.rng
    L = Labeller(r, ln.lang, ["loc/en", "loc\nen", "en / loc"])
    seps = pick_seps(r)
    dstyle = r.choice(["dmy_dot", "iso", "hu", "dmy_dot0"])
    cb = r.choice(["x", "box", "tick"])
    items = [(L("app_no"), E(ln.app_no)), (L("date"), ln.date(ln.app_date, dstyle)), (L("surname"), E(ln.b.surname)),
             (L("given"), E(ln.b.given)), (L("dob"), ln.date(ln.b.dob, dstyle)), (L("marital"), ln.marital_text()),
             (L("phone"), E(ln.phone) if ln.phone else None), (L("email"), E(ln.email) if ln.email else None),
             (L("employer"), E(ln.employer)), (L("employed_since"), ln.date(ln.emp_start, dstyle)),
             (L("monthly_income"), ln.money(ln.monthly, seps)), (L("occupation"), E(ln.occupation))]
    co_html = ""
    for i, c in enumerate(ln.co, 1):
        co_html += fields_block(r, [(f"{L('co_applicant')} {i} – {L('name')}", E(name_forms(r, c))), (L("dob"), ln.date(c.dob, dstyle))], "boxes", 2)
    if not ln.co and r.random() < 0.5:
        co_html = fields_block(r, [(f"{L('co_applicant')} – {L('name')}", None), (L("dob"), None)], "boxes", 2)
    loan = [(L("loan_amount"), ln.money(ln.amount, seps)), (L("term"), ln.term_text()), (L("rate"), E(fmt_rate(r, ln.rate, seps[1]))),
            (L("property_address"), ln.prop_address()), (_val_label(ln, L), ln.money(ln.value, seps))]
    body = letterhead(r, ln.bank)
    body += f"<h1>{E(r.choice(['Mortgage loan application', 'Application for a housing loan', 'Home loan application form']))}</h1>"
    body += f"<div class='sec'>A</div>" + fields_block(r, items, "boxes", r.choice([2, 3]))
    body += f"<div class='sec'>B – {L('co_applicant')}</div>" + (co_html or "<div class='small'>—</div>")
    body += f"<div class='sec'>C – {L('purpose')}</div><div>{ln.purpose_boxes(cb)}</div>"
    body += f"<div class='sec'>D</div>" + fields_block(r, loan, "boxes", 2)
    body += (f"<p class='small'>For bank use: received {ln.date(ln.app_date + timedelta(days=1), dstyle)} · officer {E(ln.officer.full)} · "
             f"fee {ln.money(r.choice([1500, 2000, 900]) * (100 if ln.cur == 'HUF' else 1), seps)}</p>")
    body += f"<span class='stamp'>{E(r.choice(['RECEIVED', 'INKOMMEN', 'WPŁYNĘŁO', 'DORUČENO', 'BEÉRKEZETT', 'SAAPUNUT']))}</span>" + footer(r, ln.bank)
    return body


def _loan_baltic(ln: Loan):
    r, L = ln.rng, ln.lab
    seps = pick_seps(r)
    dstyle = r.choice(["dmy_dot", "iso", "dmy_dot0"])
    cb = r.choice(["x", "box"])
    style = r.choice(["colon", "leader", "tabs", "below"])
    sections = {
        "applicant": (L("applicant"), fields_block(r, [(L("name"), E(name_forms(r, ln.b))), (L("dob"), ln.date(ln.b.dob, dstyle)),
                                                      (L("tin"), E(tin_for(r, ln.cc, ln.b))), (L("marital"), ln.marital_boxes(cb)),
                                                      (L("phone"), E(ln.phone) if ln.phone else None), (L("email"), E(ln.email) if ln.email else None),
                                                      (L("address"), addr_html(r, ln.cur_addr)[0])], style)),
        "co": (L("co_applicant"), "".join(fields_block(r, [(L("name"), E(name_forms(r, c))), (L("dob"), ln.date(c.dob, dstyle))], style) + "<br>" for c in ln.co) or "<div>—</div>"),
        "work": ("Employment / income", fields_block(r, [(L("employer"), E(ln.employer)), (L("employed_since"), ln.date(ln.emp_start, dstyle)),
                                                          (L("occupation"), E(ln.occupation))], style) + ln.income_table(seps)),
        "loan": ("Loan", fields_block(r, [(L("app_no"), E(ln.app_no)), (L("loan_amount"), ln.money(ln.amount, seps)), (L("term"), ln.term_text()),
                                          (L("rate"), E(fmt_rate(r, ln.rate, seps[1]))), (L("purpose"), ln.purpose_text())], style)),
        "prop": ("Property", fields_block(r, [(L("property_address"), ln.prop_address()), (_val_label(ln, L), ln.money(ln.value, seps))], style)),
    }
    order = ["loan", "applicant", "co", "work", "prop"]
    if r.random() < 0.6:
        r.shuffle(order)
    ttl = {"et": "Kodulaenu taotlus", "lv": "Mājokļa kredīta pieteikums", "lt": "Būsto kredito paraiška", "fi": "Asuntolainahakemus",
           "ro": "Cerere de credit pentru locuință", "hu": "Lakáshitel-kérelem", "cs": "Žádost o úvěr na bydlení", "pl": "Wniosek o kredyt mieszkaniowy"}.get(ln.lang, "Bostadslåneansökan")
    body = letterhead(r, ln.bank, "Home loans") + f"<h1>{E(ttl)}</h1><div class='small'>Home loan application (English translation beside local text)</div>"
    for i, k in enumerate(order, 1):
        t, h = sections[k]
        body += f"<div class='sec'>{i}. {t}</div>{h}"
    body += (f"<p class='small'>Kinnitan, et esitatud andmed on õiged. / I confirm that the data provided are correct. "
             f"The bank may request data from the credit registry and the employer.</p>" if ln.lang == "et" else
             "<p class='small'>I confirm that the data provided are correct. The bank may request data from the credit registry and the employer.</p>")
    body += f"<p>{L('date')}: {ln.date(ln.app_date, dstyle)} &nbsp; {L('signature')}: __________</p>" + footer(r, ln.bank, 1, 1)
    return body


def _loan_ops_grid(ln: Loan):
    """Spreadsheet-like credit-operations data sheet: applicants in columns, rows of data."""
    r = ln.rng
    seps = pick_seps(r)
    dstyle = r.choice(["iso", "dmy_dot", "hu"])
    people = [ln.b] + ln.co
    hdr = "".join(f"<th>{'Borrower' if i == 0 else f'Co-borrower {i}'}</th>" for i in range(len(people)))
    def row(label, vals):
        return f"<tr><td>{E(label)}</td>" + "".join(f"<td>{v}</td>" for v in vals) + "</tr>"
    co_inc = [float(round(ln.monthly * r.uniform(0.4, 1.2), -2)) for _ in ln.co]
    tbl = (f"<table class='grid' style='width:100%'><tr><th>Data</th>{hdr}</tr>"
           + row("Name", [E(name_forms(r, p)) for p in people])
           + row("Date of birth", [ln.date(p.dob, dstyle) for p in people])
           + row("Marital status", [ln.marital_text()] + ["" for _ in ln.co])
           + row("Mobile", [E(ln.phone) if ln.phone else ""] + ["" for _ in ln.co])
           + row("E-mail", [E(ln.email) if ln.email else ""] + ["" for _ in ln.co])
           + row("Employer", [E(ln.employer)] + [E(company(r, ln.cc)) for _ in ln.co])
           + row("Employed since", [ln.date(ln.emp_start, dstyle)] + [ln.date(_rand_date(r, date(2004, 1, 1), ln.app_date - timedelta(days=90)), dstyle) for _ in ln.co])
           + row(f"Base salary / month ({ln.cur})", [E(fmt_number(ln.base, *seps))] + [E(fmt_number(v, *seps)) for v in co_inc])
           + row(f"Overtime / month ({ln.cur})", [E(fmt_number(ln.overtime, *seps))] + [E(fmt_number(0, *seps)) for _ in ln.co])
           + row(f"Bonus / month ({ln.cur})", [E(fmt_number(ln.bonus, *seps))] + [E(fmt_number(0, *seps)) for _ in ln.co])
           + row(f"Total gross / month ({ln.cur})", [f"<b>{E(fmt_number(ln.monthly, *seps))}</b>"] + [f"<b>{E(fmt_number(v, *seps))}</b>" for v in co_inc])
           + "</table>")
    loan = [("Application no.", E(ln.app_no)), ("Amount", ln.money(ln.amount, seps)), ("Term", ln.term_text()),
            ("Rate", E(fmt_rate(r, ln.rate, seps[1]))), ("Purpose", ln.purpose_text()),
            ("Property", ln.prop_address()), ("Valuation" if r.random() < 0.5 else "Market value", ln.money(ln.value, seps)),
            ("Valuer", E(f"{r.choice(CO_WORDS)} Valuation {LEGAL[ln.cc]}")), ("Valuation date", ln.date(ln.app_date - timedelta(days=r.randint(3, 40)), dstyle))]
    body = (f"<div class='small'>{E(ln.bank[0])} · Credit operations · {E(r.choice(['Datablad', 'Karta danych', 'Datový list', 'Adatlap', 'Andmeleht']))} / Data sheet</div>"
            f"<h2>Mortgage case {E(ln.app_no)}</h2>" + tbl + "<h3>Loan and collateral</h3>" + fields_block(r, loan, r.choice(["table", "tabs", "boxes"])) +
            f"<p class='small'>Sheet generated {ln.date(ln.app_date + timedelta(days=2), dstyle)} by {E(ln.officer.full)}. Figures in {E(ln.cur)} unless stated otherwise.</p>")
    return body


LOAN_LAYOUTS = {
    "nordic_bilingual_form": _loan_nordic_form,
    "cee_applicant_rows": _loan_cee_rows,
    "underwriter_credit_memo": _loan_credit_memo,
    "broker_email": _loan_broker_email,
    "los_system_export": _loan_los_export,
    "boxed_form": _loan_boxed,
    "baltic_bilingual_form": _loan_baltic,
    "ops_data_grid": _loan_ops_grid,
}


# ----------------------------------------------------------------------------------------
# interface
# ----------------------------------------------------------------------------------------

_TYPES = {"kyc_individual": KYC_LAYOUTS, "letter_of_credit": LC_LAYOUTS, "loan_application": LOAN_LAYOUTS}


def layouts(document_type: str) -> list[str]:
    return list(_TYPES[document_type])


def generate(document_type: str, index: int, seed: int, layout: str | None = None) -> AuthoredDocument:
    rng = random.Random(f"{seed}|{document_type}|{index}")
    table = _TYPES[document_type]
    name = layout or rng.choice(list(table))
    if document_type == "kyc_individual":
        k = Kyc(rng)
        body = table[name](k)
        truth = k.truth()
        page = page_html(body, rng, MONO if name in ("core_banking_screen", "review_change_report") else None)
    elif document_type == "letter_of_credit":
        lc = Lc(rng)
        out = table[name](lc)
        body, join = out if isinstance(out, tuple) else (out, " ")
        truth = lc.truth(join)
        mono = name in ("raw_mt700", "advice_printout", "telex_print")
        page = page_html(body, rng, MONO if mono else None)
    else:
        ln = Loan(rng)
        body = table[name](ln)
        truth = ln.truth()
        page = page_html(body, rng, MONO if name == "los_system_export" else None)
    return AuthoredDocument(document_type, name, page, truth)


# ----------------------------------------------------------------------------------------
# self-check
# ----------------------------------------------------------------------------------------

def html_text(page: str) -> str:
    page = re.sub(r"(?is)<(style|script|title)[^>]*>.*?</\1>", " ", page)
    page = re.sub(r"</?span[^>]*>", "", page)
    page = re.sub(r"<[^>]+>", " ", page)
    return _fold(_html.unescape(page))


def _fold(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip().casefold()


_FREE_TEXT = {
    "kyc_individual": ["full_name", "id_document_number", "residential_address", "occupation", "employer_name", "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name", "beneficiary.address",
                         "available_with", "port_of_loading", "port_of_discharge", "goods_description", "documents_required[]"],
    "loan_application": ["application_number", "borrower.full_name", "borrower.email", "borrower.phone", "co_borrowers[].full_name",
                         "employer_name", "property_address"],
}
_NAMES = {"full_name", "borrower.full_name", "co_borrowers[].full_name"}


def _values(truth, path):
    if path.endswith("[]"):
        return list(truth.get(path[:-2]) or [])
    if "[]." in path:
        lst, leaf = path.split("[].")
        return [item[leaf] for item in truth.get(lst) or []]
    cur = truth
    for part in path.split("."):
        cur = cur.get(part) if isinstance(cur, dict) else None
    return [cur]


def self_check(per_type: int = 3, seed: int = 0) -> None:
    """For each layout of each type: every free-text truth value is in the page text and the truth validates."""
    import json
    from pathlib import Path
    import jsonschema
    root = Path(__file__).resolve().parents[2]
    for dtype, table in _TYPES.items():
        schema = json.loads((root / "schemas" / f"{dtype}.schema.json").read_text())
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
        for li, name in enumerate(table):
            for i in range(per_type):
                doc = generate(dtype, 1000 * li + i, seed, layout=name)
                errors = [e.message for e in validator.iter_errors(doc.truth)]
                assert not errors, (dtype, name, i, errors)
                text = html_text(doc.html)
                for path in _FREE_TEXT[dtype]:
                    for v in _values(doc.truth, path):
                        if v is None:
                            continue
                        if path in _NAMES:
                            # printed as given+surname, SURNAME, given or in separate fields: every word must be there
                            missing = [w for w in v.split() if _fold(w) not in text]
                            assert not missing, (dtype, name, i, path, v, missing)
                        else:
                            assert _fold(v) in text, (dtype, name, i, path, v)


if __name__ == "__main__":
    self_check(2)
    print("self_check passed")
