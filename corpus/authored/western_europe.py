"""Western-European bank documents (DE, AT, CH, NL, BE, LU, FR, IT, ES, PT) for training.

An independent generator of KYC packets, documentary credits and residential mortgage
applications as banks of those countries print, receive and issue them: local-language and
bilingual labels, local date and amount styles, ID cards (TD1) and passports (TD3) with MRZ,
MT700 prints and issuing banks' letters, Baufinanzierung / hypotheek / prêt immobilier / mutuo /
hipoteca / crédito habitação forms with joint applicants.

``generate(document_type, index, seed)`` is deterministic; ``truth`` is the record's ``data``
as docs/CONTRACT.md says to read the printed page.  Standard library only.
"""
from __future__ import annotations

import datetime as _dt
import html as _html
import random
import re
import textwrap
import unicodedata
from dataclasses import dataclass
from typing import Any, Callable

__all__ = ["AuthoredDocument", "generate", "layouts", "self_check"]


@dataclass
class AuthoredDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


D = _dt.date


_HYPHENATED = re.compile(r"\S*\w-\w\S*")


def esc(s: Any) -> str:
    """HTML text; words with a hyphen are kept on one line (no break inside a value at its hyphen)."""
    out = _html.escape(str(s), quote=False)
    if "-" in out:
        out = _HYPHENATED.sub(lambda m: f"<span class=nw>{m.group(0)}</span>", out)
    return out


def pick(rng: random.Random, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng: random.Random, p: float) -> bool:
    return rng.random() < p


def rand_date(rng: random.Random, start: D, end: D) -> D:
    return start + _dt.timedelta(days=rng.randrange((end - start).days + 1))


def add_months(d: D, months: int) -> D:
    y, m = divmod(d.month - 1 + months, 12)
    y += d.year
    m += 1
    day = min(d.day, [31, 29 if (y % 4 == 0 and (y % 100 or y % 400 == 0)) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1])
    return D(y, m, day)


# ----------------------------------------------------------------------------------------------
# countries
# ----------------------------------------------------------------------------------------------
# code3: (code2, {lang: name}, {lang: adjective})
COUNTRIES: dict[str, tuple[str, dict[str, str], dict[str, str]]] = {
    "DEU": ("DE", {"de": "Deutschland", "en": "Germany", "fr": "Allemagne", "it": "Germania", "es": "Alemania", "pt": "Alemanha", "nl": "Duitsland"},
            {"de": "deutsch", "en": "German", "fr": "allemande", "it": "tedesca", "es": "alemana", "pt": "alemã", "nl": "Duitse"}),
    "AUT": ("AT", {"de": "Österreich", "en": "Austria", "fr": "Autriche", "it": "Austria", "es": "Austria", "pt": "Áustria", "nl": "Oostenrijk"},
            {"de": "österreichisch", "en": "Austrian", "fr": "autrichienne", "it": "austriaca", "es": "austriaca", "pt": "austríaca", "nl": "Oostenrijkse"}),
    "CHE": ("CH", {"de": "Schweiz", "en": "Switzerland", "fr": "Suisse", "it": "Svizzera", "es": "Suiza", "pt": "Suíça", "nl": "Zwitserland"},
            {"de": "schweizerisch", "en": "Swiss", "fr": "suisse", "it": "svizzera", "es": "suiza", "pt": "suíça", "nl": "Zwitserse"}),
    "NLD": ("NL", {"de": "Niederlande", "en": "Netherlands", "fr": "Pays-Bas", "it": "Paesi Bassi", "es": "Países Bajos", "pt": "Países Baixos", "nl": "Nederland"},
            {"de": "niederländisch", "en": "Dutch", "fr": "néerlandaise", "it": "olandese", "es": "neerlandesa", "pt": "neerlandesa", "nl": "Nederlandse"}),
    "BEL": ("BE", {"de": "Belgien", "en": "Belgium", "fr": "Belgique", "it": "Belgio", "es": "Bélgica", "pt": "Bélgica", "nl": "België"},
            {"de": "belgisch", "en": "Belgian", "fr": "belge", "it": "belga", "es": "belga", "pt": "belga", "nl": "Belgische"}),
    "LUX": ("LU", {"de": "Luxemburg", "en": "Luxembourg", "fr": "Luxembourg", "it": "Lussemburgo", "es": "Luxemburgo", "pt": "Luxemburgo", "nl": "Luxemburg"},
            {"de": "luxemburgisch", "en": "Luxembourgish", "fr": "luxembourgeoise", "it": "lussemburghese", "es": "luxemburguesa", "pt": "luxemburguesa", "nl": "Luxemburgse"}),
    "FRA": ("FR", {"de": "Frankreich", "en": "France", "fr": "France", "it": "Francia", "es": "Francia", "pt": "França", "nl": "Frankrijk"},
            {"de": "französisch", "en": "French", "fr": "française", "it": "francese", "es": "francesa", "pt": "francesa", "nl": "Franse"}),
    "ITA": ("IT", {"de": "Italien", "en": "Italy", "fr": "Italie", "it": "Italia", "es": "Italia", "pt": "Itália", "nl": "Italië"},
            {"de": "italienisch", "en": "Italian", "fr": "italienne", "it": "italiana", "es": "italiana", "pt": "italiana", "nl": "Italiaanse"}),
    "ESP": ("ES", {"de": "Spanien", "en": "Spain", "fr": "Espagne", "it": "Spagna", "es": "España", "pt": "Espanha", "nl": "Spanje"},
            {"de": "spanisch", "en": "Spanish", "fr": "espagnole", "it": "spagnola", "es": "española", "pt": "espanhola", "nl": "Spaanse"}),
    "PRT": ("PT", {"de": "Portugal", "en": "Portugal", "fr": "Portugal", "it": "Portogallo", "es": "Portugal", "pt": "Portugal", "nl": "Portugal"},
            {"de": "portugiesisch", "en": "Portuguese", "fr": "portugaise", "it": "portoghese", "es": "portuguesa", "pt": "portuguesa", "nl": "Portugese"}),
    "POL": ("PL", {"de": "Polen", "en": "Poland", "fr": "Pologne", "it": "Polonia", "es": "Polonia", "pt": "Polónia", "nl": "Polen"},
            {"de": "polnisch", "en": "Polish", "fr": "polonaise", "it": "polacca", "es": "polaca", "pt": "polaca", "nl": "Poolse"}),
    "GRC": ("GR", {"de": "Griechenland", "en": "Greece", "fr": "Grèce", "it": "Grecia", "es": "Grecia", "pt": "Grécia", "nl": "Griekenland"},
            {"de": "griechisch", "en": "Greek", "fr": "grecque", "it": "greca", "es": "griega", "pt": "grega", "nl": "Griekse"}),
    "GBR": ("GB", {"de": "Vereinigtes Königreich", "en": "United Kingdom", "fr": "Royaume-Uni", "it": "Regno Unito", "es": "Reino Unido", "pt": "Reino Unido", "nl": "Verenigd Koninkrijk"},
            {"de": "britisch", "en": "British", "fr": "britannique", "it": "britannica", "es": "británica", "pt": "britânica", "nl": "Britse"}),
    "TUR": ("TR", {"de": "Türkei", "en": "Turkey", "fr": "Turquie", "it": "Turchia", "es": "Turquía", "pt": "Turquia", "nl": "Turkije"},
            {"de": "türkisch", "en": "Turkish", "fr": "turque", "it": "turca", "es": "turca", "pt": "turca", "nl": "Turkse"}),
}
HOME_LANG = {"DEU": "de", "AUT": "de", "CHE": "de", "NLD": "nl", "BEL": "nl", "LUX": "fr", "FRA": "fr", "ITA": "it", "ESP": "es", "PRT": "pt",
             "POL": "en", "GRC": "en", "GBR": "en", "TUR": "en"}
MRZ_NAT = {"DEU": "D<<"}


def country_text(rng: random.Random, code: str, lang: str, *, adjective_ok: bool = False) -> str:
    c2, names, adjs = COUNTRIES[code]
    r = rng.random()
    if r < 0.12:
        return code
    if r < 0.2:
        return c2
    if adjective_ok and r < 0.45:
        a = adjs.get(lang) or adjs["en"]
        return a.upper() if chance(rng, 0.3) else a
    n = names.get(lang) or names["en"]
    return n.upper() if chance(rng, 0.25) else n


# ----------------------------------------------------------------------------------------------
# dates and amounts
# ----------------------------------------------------------------------------------------------
MONTHS = {
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
}
MON3 = {"de": ["JAN", "FEB", "MÄR", "APR", "MAI", "JUN", "JUL", "AUG", "SEP", "OKT", "NOV", "DEZ"],
        "fr": ["JANV", "FÉVR", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOÛT", "SEPT", "OCT", "NOV", "DÉC"],
        "en": ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]}


def fmt_date(d: D, style: str, lang: str = "en") -> str:
    if style == "dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "dot1":
        return f"{d.day}.{d.month}.{d.year}"
    if style == "slash":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dash":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "space":
        return f"{d.day:02d} {d.month:02d} {d.year}"
    if style == "long":
        m = MONTHS.get(lang, MONTHS["en"])[d.month - 1]
        if lang == "de":
            return f"{d.day}. {m} {d.year}"
        if lang in ("es", "pt"):
            return f"{d.day} de {m} de {d.year}"
        if lang == "en":
            return f"{d.day} {m} {d.year}"
        return f"{d.day} {m} {d.year}"
    if style == "mon":
        m = MON3.get(lang, MON3["en"])[d.month - 1]
        return f"{d.day:02d} {m} {d.year}"
    if style == "mon_en":
        return f"{d.day:02d} {MON3['en'][d.month - 1]} {d.year}"
    if style == "swift":
        return f"{d.year % 100:02d}{d.month:02d}{d.day:02d}"
    raise ValueError(style)


DATE_STYLES = {"de": ["dot", "dot", "dot1", "long", "iso"], "fr": ["slash", "slash", "long", "dot"],
               "it": ["slash", "slash", "dot", "long", "dash"], "es": ["slash", "dash", "long", "slash"],
               "pt": ["dash", "slash", "long", "iso", "dot"], "nl": ["dash", "dash", "long", "slash", "dot"],
               "en": ["slash", "long", "mon_en", "iso", "dot"]}


def date_style(rng: random.Random, lang: str) -> str:
    return pick(rng, DATE_STYLES.get(lang, DATE_STYLES["en"]))


def _group(int_part: str, sep: str) -> str:
    out = []
    while len(int_part) > 3:
        out.insert(0, int_part[-3:])
        int_part = int_part[:-3]
    out.insert(0, int_part)
    return sep.join(out)


def fmt_num(x: float, style: str, *, decimals: bool = True) -> str:
    """style: de 1.234,56 | ch 1'234.56 | fr 1 234,56 | en 1,234.56 | plain 1234,56 | dash 1.234,-"""
    cents = int(round(x * 100))
    ip, fp = divmod(cents, 100)
    s = str(ip)
    if style == "de":
        return _group(s, ".") + ("," + f"{fp:02d}" if decimals or fp else "")
    if style == "dash":
        return _group(s, ".") + ("," + f"{fp:02d}" if fp else ",-")
    if style == "ch":
        return _group(s, "'") + ("." + f"{fp:02d}" if fp else (".–" if decimals else ""))
    if style == "fr":
        return _group(s, "\u00a0") + ("," + f"{fp:02d}" if decimals or fp else "")
    if style == "en":
        return _group(s, ",") + ("." + f"{fp:02d}" if decimals or fp else "")
    if style == "plain":
        return s + ("," + f"{fp:02d}" if decimals or fp else "")
    raise ValueError(style)


NUM_STYLES = {"de": ["de", "de", "dash"], "fr": ["fr", "fr", "de"], "it": ["de"], "es": ["de", "de", "plain"], "pt": ["fr", "de"],
              "nl": ["de"], "en": ["en"], "ch": ["ch"]}
CUR_SYMBOL = {"EUR": "€", "CHF": "CHF", "GBP": "£", "USD": "USD"}


def fmt_money(rng: random.Random, x: float, cur: str, lang: str, *, style: str | None = None, decimals: bool | None = None) -> str:
    if style is None:
        style = pick(rng, NUM_STYLES["ch"] if cur == "CHF" else NUM_STYLES.get(lang, ["de"]))
    if decimals is None:
        decimals = chance(rng, 0.6) if abs(x - round(x)) < 1e-9 else True
    n = fmt_num(x, style, decimals=decimals)
    r = rng.random()
    if cur == "EUR":
        if lang == "nl" and r < 0.5:
            return f"€ {n}"
        if r < 0.45:
            return f"{n} €"
        if r < 0.85:
            return f"EUR {n}"
        return f"{n} EUR"
    if cur == "CHF":
        if r < 0.55:
            return f"CHF {n}"
        if r < 0.75:
            return f"Fr. {n}"
        return f"{n} CHF"
    if cur == "GBP" and r < 0.5:
        return f"£{n}"
    return f"{cur} {n}" if r < 0.7 else f"{n} {cur}"


def money2(x: float) -> float:
    return round(x + 0.0, 2)


# ----------------------------------------------------------------------------------------------
# people
# ----------------------------------------------------------------------------------------------
GIVEN = {
    "de": (["Lukas", "Maximilian", "Jürgen", "Karl-Heinz", "Stefan", "Matthias", "Florian", "Tobias", "Wolfgang", "Andreas", "Jonas", "Niklas", "Bernhard", "Dietrich"],
           ["Anna", "Sophie", "Brigitte", "Katharina", "Lena", "Ursula", "Johanna", "Sabine", "Franziska", "Theresa", "Annelie", "Mareike", "Christiane"]),
    "fr": (["Jean-Luc", "François", "Étienne", "Mathieu", "Laurent", "Olivier", "Thibault", "Gaëtan", "Pierre-Yves", "Rémi", "Antoine", "Benoît"],
           ["Marie-Claire", "Élodie", "Camille", "Sandrine", "Hélène", "Aurélie", "Céline", "Margaux", "Anne-Sophie", "Juliette", "Noémie"]),
    "nl": (["Daan", "Joost", "Pieter", "Sander", "Bram", "Wouter", "Koen", "Thijs", "Jeroen", "Maarten", "Stijn"],
           ["Sanne", "Marieke", "Femke", "Lotte", "Anouk", "Eline", "Ingrid", "Liesbeth", "Annelies", "Griet", "Fleur"]),
    "it": (["Giuseppe", "Alessandro", "Lorenzo", "Matteo", "Francesco", "Davide", "Gianluca", "Riccardo", "Pierluigi", "Stefano"],
           ["Francesca", "Chiara", "Giulia", "Alessandra", "Valentina", "Elisa", "Martina", "Federica", "Maria Grazia", "Silvia"]),
    "es": (["José Luis", "Javier", "Alejandro", "Miguel Ángel", "Sergio", "Pablo", "Íñigo", "Jorge", "Carlos", "Álvaro"],
           ["María José", "Lucía", "Carmen", "Ainhoa", "Marta", "Elena", "Nuria", "Begoña", "Pilar", "Cristina"]),
    "pt": (["João Pedro", "Tiago", "Rui", "Miguel", "André", "Nuno", "Gonçalo", "Duarte", "Luís Filipe"],
           ["Ana Rita", "Inês", "Mariana", "Joana", "Catarina", "Beatriz", "Sofia", "Maria João", "Filipa"]),
    "pl": (["Tomasz", "Piotr", "Krzysztof", "Marek", "Paweł"], ["Katarzyna", "Agnieszka", "Magdalena", "Joanna", "Małgorzata"]),
    "gr": (["Nikolaos", "Dimitrios", "Georgios", "Konstantinos"], ["Eleni", "Maria", "Sofia", "Aikaterini"]),
    "gb": (["Oliver", "James", "William", "Harry", "Thomas"], ["Charlotte", "Emily", "Olivia", "Amelia", "Hannah"]),
    "tr": (["Mehmet", "Emre", "Mustafa", "Burak"], ["Ayşe", "Zeynep", "Elif", "Merve"]),
}
SURNAMES = {
    "de": ["Müller", "Schmidt", "Weiß", "Bauer", "Gruber", "Huber", "Steiner", "Brunner", "Keller", "Meier", "Schäfer", "Hoffmann", "Zimmermann",
           "Krüger", "Lehmann", "Wagner", "Egger", "Pichler", "Moser", "Baumgartner", "Frei", "Schneider-Lutz", "von Arnim"],
    "fr": ["Dubois", "Lefèvre", "Moreau", "Fontaine", "Girard", "Lambert", "Dupont", "Rousseau", "Mercier", "Chevalier", "Faure", "Bonnet",
           "Gauthier", "Le Goff", "Schmit", "Weber", "Hoffmann", "Reding"],
    "nl": ["de Vries", "van den Berg", "Jansen", "Bakker", "Visser", "Peeters", "Janssens", "Maes", "Smits", "Mertens", "de Jong", "van Dijk",
           "Willems", "Vermeulen", "Claes", "Hendrickx", "van der Linden"],
    "it": ["Rossi", "Bianchi", "Esposito", "Ferrari", "Romano", "Colombo", "De Luca", "Ricci", "Marino", "Greco", "Bruno", "Galli", "Conti",
           "Fontana", "Moretti", "Barbieri", "Lombardi", "D'Angelo"],
    "es": ["García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín", "Jiménez", "Ruiz",
           "Hernández", "Iglesias", "Etxeberria", "Navarro", "Ortega"],
    "pt": ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Sousa", "Fernandes", "Gonçalves", "Lopes",
           "Carvalho", "Almeida", "Ribeiro", "Pinto"],
    "pl": ["Nowak", "Kowalczyk", "Wiśniewski", "Zieliński", "Lewandowski"],
    "gr": ["Papadopoulos", "Georgiou", "Nikolaidis", "Papadakis", "Oikonomou"],
    "gb": ["Smith", "Thompson", "Clarke", "Taylor", "Evans"],
    "tr": ["Demir", "Kaya", "Şahin", "Çelik", "Öztürk"],
}
NAME_LANG = {"DEU": "de", "AUT": "de", "CHE": "de", "NLD": "nl", "BEL": "nl", "LUX": "fr", "FRA": "fr", "ITA": "it", "ESP": "es", "PRT": "pt",
             "POL": "pl", "GRC": "gr", "GBR": "gb", "TUR": "tr"}


@dataclass
class Person:
    given: str
    surname: str
    sex: str
    dob: D

    @property
    def full(self) -> str:
        return f"{self.given} {self.surname}"


def make_person(rng: random.Random, nat: str, *, sex: str | None = None, born: tuple[int, int] = (1950, 2002)) -> Person:
    nl = NAME_LANG[nat]
    if nat == "BEL" and chance(rng, 0.45):
        nl = "fr"
    if nat == "CHE" and chance(rng, 0.3):
        nl = pick(rng, ["fr", "it"])
    sex = sex or pick(rng, "MF")
    males, females = GIVEN[nl]
    given = pick(rng, males if sex == "M" else females)
    if chance(rng, 0.2) and nl in ("de", "fr", "nl", "pt"):
        g2 = pick(rng, males if sex == "M" else females)
        if g2.split()[0] != given.split()[0] and " " not in given and "-" not in g2:
            given = f"{given} {g2}"
    if nl == "es":
        a, b = rng.sample(SURNAMES["es"], 2)
        surname = f"{a} {b}"
    elif nl == "pt":
        a, b = rng.sample(SURNAMES["pt"], 2)
        surname = f"{a} {b}" if chance(rng, 0.7) else a
    else:
        surname = pick(rng, SURNAMES[nl])
    dob = rand_date(rng, D(born[0], 1, 1), D(born[1], 12, 28))
    return Person(given, surname, sex, dob)


def name_case(rng: random.Random, p: Person, mode: str | None = None) -> tuple[str, str]:
    """(given, surname) in one of the case conventions."""
    mode = mode or pick(rng, ["title", "title", "upper_sur", "upper"])
    if mode == "upper":
        return p.given.upper(), p.surname.upper()
    if mode == "upper_sur":
        return p.given, p.surname.upper()
    return p.given, p.surname


def ascii_fold(s: str) -> str:
    s = s.replace("ß", "SS").replace("ẞ", "SS")
    for a, b in (("Ä", "AE"), ("Ö", "OE"), ("Ü", "UE"), ("ä", "AE"), ("ö", "OE"), ("ü", "UE"), ("Å", "AA"), ("Ø", "OE"), ("ı", "I")):
        s = s.replace(a, b)
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if not unicodedata.combining(ch))


def mrz_name(s: str) -> str:
    s = ascii_fold(s).upper().replace("'", "")
    return re.sub(r"[^A-Z]+", "<", s).strip("<")


# ----------------------------------------------------------------------------------------------
# ICAO 9303 MRZ
# ----------------------------------------------------------------------------------------------
def _mrz_val(ch: str) -> int:
    if ch.isdigit():
        return int(ch)
    if ch == "<":
        return 0
    return ord(ch) - 55


def mrz_check(s: str) -> str:
    w = (7, 3, 1)
    return str(sum(_mrz_val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def _yymmdd(d: D) -> str:
    return f"{d.year % 100:02d}{d.month:02d}{d.day:02d}"


def mrz_td3(issuer: str, p: Person, nat: str, number: str, expiry: D, optional: str = "") -> list[str]:
    iss = MRZ_NAT.get(issuer, issuer)
    natc = MRZ_NAT.get(nat, nat)
    l1 = ("P<" + iss + mrz_name(p.surname) + "<<" + mrz_name(p.given)).ljust(44, "<")[:44]
    num = number.replace(" ", "").ljust(9, "<")[:9]
    opt = optional.ljust(14, "<")[:14]
    s_num = num + mrz_check(num)
    s_dob = _yymmdd(p.dob) + mrz_check(_yymmdd(p.dob))
    s_exp = _yymmdd(expiry) + mrz_check(_yymmdd(expiry))
    s_opt = opt + mrz_check(opt)
    comp = mrz_check(s_num + s_dob + s_exp + s_opt)
    l2 = s_num + natc + s_dob + p.sex + s_exp + s_opt + comp
    return [l1, l2]


def mrz_td1(issuer: str, p: Person, nat: str, number: str, expiry: D, optional: str = "") -> list[str]:
    iss = MRZ_NAT.get(issuer, issuer)
    natc = MRZ_NAT.get(nat, nat)
    num = number.replace(" ", "").ljust(9, "<")[:9]
    s_num = num + mrz_check(num)
    l1 = ("I<" + iss + s_num + optional).ljust(30, "<")[:30]
    s_dob = _yymmdd(p.dob) + mrz_check(_yymmdd(p.dob))
    s_exp = _yymmdd(expiry) + mrz_check(_yymmdd(expiry))
    l2p = s_dob + p.sex + s_exp + natc
    l2p = l2p.ljust(29, "<")
    comp = mrz_check(l1[5:30] + l2p[0:7] + l2p[8:15] + l2p[18:29])
    l2 = l2p + comp
    l3 = (mrz_name(p.surname) + "<<" + mrz_name(p.given)).ljust(30, "<")[:30]
    return [l1, l2, l3]


# ----------------------------------------------------------------------------------------------
# identity documents, tax numbers
# ----------------------------------------------------------------------------------------------
_ALNUM = "CFGHJKLMNPRTVWXYZ0123456789"


def id_number(rng: random.Random, country: str, kind: str) -> str:
    dg = lambda n: "".join(str(rng.randrange(10)) for _ in range(n))
    al = lambda n: "".join(pick(rng, "ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))
    if country == "DEU":
        return pick(rng, "CLT" if kind == "passport" else "LT") + "".join(pick(rng, _ALNUM) for _ in range(8))
    if country == "AUT":
        return ("P" if kind == "passport" else "") + dg(7 if kind == "passport" else 8)
    if country == "CHE":
        return pick(rng, "XSFC") + dg(7)
    if country == "NLD":
        return ("N" if kind == "passport" else "I") + "".join(pick(rng, "BCDFGHJKLNPRSTVWXYZ") for _ in range(2)) + "".join(pick(rng, _ALNUM) for _ in range(6))
    if country == "BEL":
        return al(2) + dg(6) if kind == "passport" else dg(9)
    if country == "LUX":
        return al(2) + dg(6) if kind == "passport" else al(2) + dg(6)
    if country == "FRA":
        return dg(2) + al(2) + dg(5) if kind == "passport" else "".join(pick(rng, _ALNUM) for _ in range(9))
    if country == "ITA":
        return "Y" + al(1) + dg(7) if kind == "passport" else "CA" + dg(5) + al(2)
    if country == "ESP":
        if kind == "passport":
            return "PA" + al(1) + dg(6)
        n = rng.randrange(10_000_000, 99_999_999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"
    if country == "PRT":
        return al(1) + dg(6) if kind == "passport" else dg(8)
    return al(2) + dg(7)


def tax_id(rng: random.Random, country: str, p: Person) -> str:
    dg = lambda n: "".join(str(rng.randrange(10)) for _ in range(n))
    if country == "DEU":
        return pick(rng, [dg(11), f"{dg(2)} {dg(3)} {dg(3)} {dg(3)}"])
    if country == "AUT":
        return f"{dg(2)}-{dg(3)}/{dg(4)}"
    if country == "CHE":
        return f"756.{dg(4)}.{dg(4)}.{dg(2)}"
    if country in ("NLD", "PRT"):
        return dg(9)
    if country == "BEL":
        return f"{p.dob.year % 100:02d}.{p.dob.month:02d}.{p.dob.day:02d}-{dg(3)}.{dg(2)}"
    if country == "LUX":
        return f"{p.dob.year}{p.dob.month:02d}{p.dob.day:02d}{dg(5)}"
    if country == "FRA":
        return f"{rng.randrange(0, 4)}{dg(1)} {dg(2)} {dg(3)} {dg(3)} {dg(3)}"
    if country == "ITA":
        cons = lambda s: (re.sub(r"[^BCDFGHJKLMNPQRSTVWXYZ]", "", mrz_name(s).replace("<", "")) + "XXX")[:3]
        mm = "ABCDEHLMPRST"[p.dob.month - 1]
        day = p.dob.day + (40 if p.sex == "F" else 0)
        return f"{cons(p.surname)}{cons(p.given)}{p.dob.year % 100:02d}{mm}{day:02d}{pick(rng, 'FHLA')}{dg(3)}{pick(rng, 'ABCDEFGHLMNPRSTUVWXYZ')}"
    if country == "ESP":
        n = rng.randrange(10_000_000, 99_999_999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"
    if country == "GBR":
        return f"{pick(rng, ['AB', 'JT', 'NP', 'SK'])} {dg(2)} {dg(2)} {dg(2)} {pick(rng, 'ABCD')}"
    return dg(10)


# ----------------------------------------------------------------------------------------------
# addresses
# ----------------------------------------------------------------------------------------------
STREETS = {
    "DEU": ["Lindenstraße", "Goethestraße", "Am Mühlbach", "Kastanienallee", "Bahnhofstraße", "Schillerplatz", "Bergstraße", "Rosenweg", "Friedrich-Ebert-Ring"],
    "AUT": ["Mariahilfer Straße", "Landstraßer Hauptstraße", "Herrengasse", "Salzachstraße", "Kaiserfeldgasse", "Museumstraße"],
    "CHE": ["Bahnhofstrasse", "Seefeldstrasse", "Rue du Rhône", "Chemin des Vignes", "Via Nassa", "Kramgasse", "Avenue de Rumine"],
    "NLD": ["Keizersgracht", "Oudegracht", "Laan van Meerdervoort", "Stationsweg", "Kerkstraat", "Prinsenstraat", "Witte de Withstraat"],
    "BEL": ["Rue de la Loi", "Meir", "Chaussée de Waterloo", "Kouter", "Avenue Louise", "Veldstraat", "Rue Saint-Gilles"],
    "LUX": ["rue de la Gare", "boulevard Royal", "avenue de la Liberté", "rue des Romains", "route d'Arlon", "Grand-Rue"],
    "FRA": ["rue des Lilas", "avenue Jean Jaurès", "boulevard Voltaire", "rue de la République", "place Bellecour", "chemin des Écoliers", "allée des Tilleuls"],
    "ITA": ["Via Garibaldi", "Corso Vittorio Emanuele II", "Via Roma", "Viale dei Mille", "Piazza Castello", "Via dei Serragli", "Via Montenapoleone"],
    "ESP": ["Calle Mayor", "Avenida de la Constitución", "Paseo de Gracia", "Calle de Alcalá", "Gran Vía", "Calle San Fernando", "Rambla de Catalunya"],
    "PRT": ["Rua Augusta", "Avenida da Liberdade", "Rua de Santa Catarina", "Travessa do Carmo", "Rua Direita", "Avenida dos Aliados"],
    "GBR": ["Elm Grove", "King's Road", "Victoria Street", "Church Lane"],
    "POL": ["ul. Marszałkowska", "ul. Długa", "al. Jerozolimskie"],
    "GRC": ["Odos Ermou", "Leoforos Kifisias", "Odos Solonos"],
    "TUR": ["Bağdat Caddesi", "İstiklal Caddesi", "Atatürk Bulvarı"],
}
CITIES = {
    "DEU": [("80331", "München"), ("60311", "Frankfurt am Main"), ("50667", "Köln"), ("20095", "Hamburg"), ("70173", "Stuttgart"), ("04109", "Leipzig"), ("93047", "Regensburg")],
    "AUT": [("1060", "Wien"), ("5020", "Salzburg"), ("8010", "Graz"), ("6020", "Innsbruck"), ("4020", "Linz")],
    "CHE": [("8001", "Zürich"), ("1204", "Genève"), ("6900", "Lugano"), ("3011", "Bern"), ("4051", "Basel"), ("1003", "Lausanne")],
    "NLD": [("1015 CJ", "Amsterdam"), ("3511 AB", "Utrecht"), ("2517 JR", "Den Haag"), ("3012 KL", "Rotterdam"), ("5611 AZ", "Eindhoven")],
    "BEL": [("1040", "Etterbeek"), ("2000", "Antwerpen"), ("9000", "Gent"), ("1050", "Ixelles"), ("4000", "Liège"), ("3000", "Leuven")],
    "LUX": [("L-1616", "Luxembourg"), ("L-4002", "Esch-sur-Alzette"), ("L-8010", "Strassen"), ("L-9012", "Ettelbruck")],
    "FRA": [("69003", "Lyon"), ("75011", "Paris"), ("33000", "Bordeaux"), ("67000", "Strasbourg"), ("13006", "Marseille"), ("44000", "Nantes")],
    "ITA": [("20121", "Milano (MI)"), ("10123", "Torino (TO)"), ("50125", "Firenze (FI)"), ("00186", "Roma (RM)"), ("40125", "Bologna (BO)"), ("35122", "Padova (PD)")],
    "ESP": [("28013", "Madrid"), ("08007", "Barcelona"), ("41001", "Sevilla"), ("48001", "Bilbao"), ("46002", "Valencia"), ("29015", "Málaga")],
    "PRT": [("1100-053", "Lisboa"), ("4000-069", "Porto"), ("3000-142", "Coimbra"), ("8000-077", "Faro"), ("4700-031", "Braga")],
    "GBR": [("SW3 5EP", "London"), ("M1 4BT", "Manchester")],
    "POL": [("00-001", "Warszawa"), ("80-831", "Gdańsk")],
    "GRC": [("105 63", "Athina"), ("546 24", "Thessaloniki")],
    "TUR": [("34710", "İstanbul"), ("06420", "Ankara")],
}


def address_lines(rng: random.Random, country: str, *, with_country: bool = False, lang: str = "en") -> list[str]:
    st = pick(rng, STREETS[country])
    no = str(rng.randrange(1, 180))
    pc, city = pick(rng, CITIES[country])
    if country == "AUT" and chance(rng, 0.6):
        no += f"/{rng.randrange(1, 9)}/{rng.randrange(1, 30)}"
    if country == "NLD" and chance(rng, 0.3):
        no += pick(rng, ["-II", "-hs", " A", "-3"])
    if country in ("FRA", "LUX"):
        first = f"{no}{',' if country == 'LUX' else ''} {st}"
    elif country == "ESP":
        first = f"{st} {no}" + (f", {rng.randrange(1, 9)}º {pick(rng, 'ABCD')}" if chance(rng, 0.7) else "")
    elif country == "PRT":
        first = f"{st} {no}" + (f", {rng.randrange(1, 7)}º {pick(rng, ['Esq.', 'Dto.', 'Frente'])}" if chance(rng, 0.6) else "")
    elif country == "BEL" and chance(rng, 0.3):
        first = f"{st} {no} {pick(rng, ['bte', 'bus'])} {rng.randrange(1, 20)}"
    elif country == "GBR":
        first = f"{no} {st}"
    else:
        first = f"{st} {no}"
    lines = [first]
    if country == "FRA" and chance(rng, 0.25):
        lines.insert(0, f"Résidence {pick(rng, ['Les Acacias', 'Le Clos Fleuri', 'Bel Air'])}, Bât. {pick(rng, 'ABC')}")
    if country == "GBR":
        lines.append(f"{city} {pc}")
    else:
        lines.append(f"{pc} {city}")
    if with_country:
        lines.append(COUNTRIES[country][1].get(lang, COUNTRIES[country][1]["en"]))
    return lines


def render_lines(rng: random.Random, lines: list[str], mode: str | None = None) -> tuple[str, str]:
    """(html, truth text) of a multi-line value, on one line with commas or on several lines."""
    mode = mode or pick(rng, ["comma", "br", "br", "dash"])
    if mode == "comma":
        t = ", ".join(lines)
        return esc(t), t
    if mode == "dash" and len(lines) > 1:
        t = " – ".join(lines)
        return esc(t), t
    return "<br>".join(esc(x) for x in lines), " ".join(lines)


# ----------------------------------------------------------------------------------------------
# banks and companies
# ----------------------------------------------------------------------------------------------
@dataclass
class Bank:
    name: str
    country: str
    city: str
    street: str
    bic: str
    reg: str


BANKS = [
    Bank("Bankhaus Heimbach & Co. KGaA", "DEU", "60311 Frankfurt am Main", "Neue Mainzer Straße 41", "BHHEDEFFXXX", "Amtsgericht Frankfurt am Main HRB 48 211"),
    Bank("Rheintaler Volksbank eG", "DEU", "50667 Köln", "Hohe Straße 88", "GENODED1RTV", "Genossenschaftsregister Amtsgericht Köln GnR 612"),
    Bank("Sparkasse Oberes Lahntal", "DEU", "35037 Marburg", "Universitätsstraße 12", "HELADEF1OLT", "Anstalt des öffentlichen Rechts"),
    Bank("Alpenländische Privatbank AG", "AUT", "1010 Wien", "Kärntner Ring 9", "ALPBATWWXXX", "FN 91422 s, Handelsgericht Wien"),
    Bank("Raiffeisenbank Mittleres Inntal eGen", "AUT", "6020 Innsbruck", "Museumstraße 3", "RZTIAT22MIT", "FN 58711 k, Landesgericht Innsbruck"),
    Bank("Privatbank Limmatquai AG", "CHE", "8001 Zürich", "Limmatquai 56", "PLIMCHZZXXX", "CHE-105.882.431 MWST"),
    Bank("Banque Privée Lémanique SA", "CHE", "1204 Genève", "Quai des Bergues 17", "BPLECHGGXXX", "CHE-112.614.009"),
    Bank("Noorderkwartier Bank N.V.", "NLD", "1017 DD Amsterdam", "Herengracht 472", "NKWBNL2AXXX", "KvK 33187650"),
    Bank("Bank Samber-Maas NV / Banque Sambre-Meuse SA", "BEL", "1000 Bruxelles", "Boulevard Anspach 130", "SAMBBEBBXXX", "RPM/RPR Bruxelles 0403.227.515"),
    Bank("Banque Lux-Moselle S.A.", "LUX", "L-2449 Luxembourg", "25, boulevard Royal", "BLMOLULLXXX", "R.C.S. Luxembourg B 6 307"),
    Bank("Crédit Rhodanien", "FRA", "69002 Lyon", "18 quai Saint-Antoine", "CRHOFRPPLYO", "SA au capital de 48 000 000 € – RCS Lyon 954 508 112 – ORIAS 07 022 554"),
    Bank("Banque Valmont & Associés", "FRA", "75008 Paris", "42 rue de Courcelles", "BVALFRPPXXX", "RCS Paris B 552 118 034"),
    Bank("Banca Popolare del Lario S.p.A.", "ITA", "22100 Como (CO)", "Via Cairoli 15", "BPLAITMMXXX", "Iscritta all'Albo delle Banche n. 5418 – Capitale sociale € 120.000.000 i.v."),
    Bank("Cassa di Risparmio di Val d'Elsa S.p.A.", "ITA", "53036 Poggibonsi (SI)", "Piazza Cavour 2", "CRVEIT3SXXX", "Codice ABI 06123 – Aderente al Fondo Interbancario di Tutela dei Depositi"),
    Bank("Banco del Cantábrico, S.A.", "ESP", "39001 Santander", "Paseo de Pereda 20", "BCANESMMXXX", "Inscrito en el Registro Mercantil de Cantabria, tomo 604, folio 1, hoja S-1.918"),
    Bank("Caja Rural de La Mancha Alta, S.C.C.", "ESP", "02001 Albacete", "Calle Tinte 7", "CRMAESM1XXX", "Registro de Entidades del Banco de España n.º 3104"),
    Bank("Banco Atlântico Norte, S.A.", "PRT", "4000-069 Porto", "Avenida dos Aliados 71", "BATNPTPLXXX", "Capital social 250.000.000 € – NIPC 501 226 418"),
    Bank("Caixa de Crédito do Douro, CRL", "PRT", "5050-114 Peso da Régua", "Rua da Ferreirinha 4", "CCDOPTP1XXX", "Matriculada na C.R.C. de Vila Real sob o n.º 501 442 190"),
]
BANK_LANG = {"DEU": "de", "AUT": "de", "CHE": "de", "NLD": "nl", "BEL": "fr", "LUX": "fr", "FRA": "fr", "ITA": "it", "ESP": "es", "PRT": "pt"}


def bank_lang(rng: random.Random, b: Bank) -> str:
    if b.country == "CHE":
        return "fr" if "Genève" in b.city else "de"
    if b.country == "BEL":
        return pick(rng, ["fr", "nl"])
    return BANK_LANG[b.country]


def banks_of(countries: tuple[str, ...]) -> list[Bank]:
    return [b for b in BANKS if b.country in countries]


COMPANY = {
    "DEU": ["Hegemann Maschinenbau GmbH", "Stadtwerke Oberland GmbH", "Klinikum Am Südpark gGmbH", "Brauerei Wendlinger KG", "Lorenz Softwarehaus AG", "Feldmann & Rieck Logistik GmbH"],
    "AUT": ["Gletscherbahnen Pitztal AG", "Moser Holzbau GmbH", "Landeskrankenhaus Graz-West", "Alpin Solar Technik GmbH"],
    "CHE": ["Keller Präzisionstechnik AG", "Horlogerie Vallée de Joux SA", "Universitätsspital Basel", "Swissalp Pharma AG", "Tessin Immobiliare SA"],
    "NLD": ["Van Dijk Logistiek B.V.", "Gemeente Utrecht", "Noordzee Offshore Services B.V.", "Bloemenveiling Aalsmeer Holland B.V."],
    "BEL": ["Brasserie des Ardennes SA", "Vlaamse Havenbedrijf Antwerpen NV", "Cliniques Universitaires Saint-Michel", "Chocolaterie Peeters & Fils SPRL"],
    "LUX": ["Fiduciaire Moselle S.à r.l.", "Société Nationale des Chemins de Fer Luxembourgeois", "Clearfund Services S.A."],
    "FRA": ["Atelier Roussel SARL", "Groupe Hospitalier Saint-Joseph", "Aéroconcept Industries SAS", "Vignobles Château Lamothe", "Mairie de Villeurbanne"],
    "ITA": ["Ferretti Arredamenti S.r.l.", "Azienda Ospedaliera San Gerardo", "Meccanica Brianzola S.p.A.", "Studio Associato Galli & Conti", "Oleificio Toscano Bardi S.r.l."],
    "ESP": ["Construcciones Iriarte S.L.", "Hospital Universitario La Paz", "Bodegas Marqués de Olite S.A.", "Transportes Levante Express S.L.", "Ayuntamiento de Valencia"],
    "PRT": ["Têxteis Barbosa, Lda.", "Hospital de Santo António", "Cortiças do Alentejo, S.A.", "Software Atlântico, Lda."],
    "GBR": ["Thames Valley Consulting Ltd"], "POL": ["Polmet Sp. z o.o."], "GRC": ["Aegean Shipping S.A."], "TUR": ["Anadolu Tekstil A.Ş."],
}

# occupation text by language: (text, kind) kind: emp (employed) | self | retired | investor | heir
OCCUPATIONS = {
    "de": [("Softwareentwicklerin", "emp"), ("Oberarzt", "emp"), ("Maschinenbauingenieur", "emp"), ("Bankkaufmann", "emp"), ("Lehrerin", "emp"),
           ("Vertriebsleiter", "emp"), ("Selbständiger Steuerberater", "self"), ("Architekt (selbständig)", "self"), ("Geschäftsführender Gesellschafter", "self"),
           ("Rentner", "retired"), ("Pensionistin", "retired"), ("Privatier", "investor")],
    "fr": [("Ingénieure informatique", "emp"), ("Médecin hospitalier", "emp"), ("Cadre commercial", "emp"), ("Professeur des écoles", "emp"),
           ("Responsable logistique", "emp"), ("Avocat (profession libérale)", "self"), ("Chef d'entreprise", "self"), ("Viticulteur", "self"),
           ("Retraité", "retired"), ("Rentière", "investor")],
    "it": [("Impiegata amministrativa", "emp"), ("Medico chirurgo", "emp"), ("Ingegnere meccanico", "emp"), ("Insegnante", "emp"),
           ("Libero professionista – commercialista", "self"), ("Imprenditore", "self"), ("Pensionato", "retired"), ("Dirigente d'azienda", "emp")],
    "es": [("Ingeniero de caminos", "emp"), ("Enfermera", "emp"), ("Funcionario", "emp"), ("Directora financiera", "emp"),
           ("Autónomo – arquitecto", "self"), ("Empresario", "self"), ("Jubilado", "retired"), ("Abogada", "emp")],
    "pt": [("Engenheiro civil", "emp"), ("Enfermeira", "emp"), ("Gestor de projetos", "emp"), ("Professora", "emp"),
           ("Empresário", "self"), ("Trabalhador independente – consultor", "self"), ("Reformado", "retired")],
    "nl": [("Verpleegkundige", "emp"), ("Software-ingenieur", "emp"), ("Accountmanager", "emp"), ("Docent", "emp"), ("Notaris", "self"),
           ("Zelfstandig ondernemer", "self"), ("Gepensioneerd", "retired"), ("Huisarts", "self")],
    "en": [("Software engineer", "emp"), ("Physician", "emp"), ("Sales director", "emp"), ("Financial controller", "emp"), ("Self-employed consultant", "self"),
           ("Company director and shareholder", "self"), ("Retired", "retired"), ("Private investor", "investor")],
}


# ----------------------------------------------------------------------------------------------
# labels (synonyms separated by |)
# ----------------------------------------------------------------------------------------------
LBL: dict[str, dict[str, str]] = {
    "surname": {"de": "Name|Nachname|Familienname|Name(n)", "en": "Surname|Last name|Family name", "fr": "Nom|Nom de famille|Nom de naissance",
                "it": "Cognome", "es": "Apellidos|Primer y segundo apellido", "pt": "Apelido(s)|Apelidos", "nl": "Achternaam|Naam|Geslachtsnaam"},
    "given": {"de": "Vorname(n)|Vornamen|Vorname", "en": "Given names|First name(s)|Forenames", "fr": "Prénom(s)|Prénoms", "it": "Nome|Nome/i",
              "es": "Nombre|Nombre(s)", "pt": "Nome(s) próprio(s)|Nomes", "nl": "Voornamen|Voornaam"},
    "fullname": {"de": "Name, Vorname|Kunde|Vollständiger Name|Kontoinhaber", "en": "Full name|Client name|Name of client|Account holder",
                 "fr": "Nom et prénom|Titulaire|Nom complet|Client", "it": "Nominativo|Cognome e nome|Intestatario", "es": "Nombre y apellidos|Titular",
                 "pt": "Nome completo|Titular", "nl": "Volledige naam|Naam rekeninghouder|Cliënt"},
    "dob": {"de": "Geburtsdatum|Geb.-Datum|geboren am", "en": "Date of birth|DOB|Birth date", "fr": "Date de naissance|Né(e) le", "it": "Data di nascita|Nato/a il",
            "es": "Fecha de nacimiento|F. nacimiento", "pt": "Data de nascimento|Data nasc.", "nl": "Geboortedatum|Geboren op"},
    "pob": {"de": "Geburtsort", "en": "Place of birth", "fr": "Lieu de naissance", "it": "Luogo di nascita|Comune di nascita", "es": "Lugar de nacimiento",
            "pt": "Naturalidade|Local de nascimento", "nl": "Geboorteplaats"},
    "sex": {"de": "Geschlecht", "en": "Sex|Gender", "fr": "Sexe", "it": "Sesso", "es": "Sexo", "pt": "Sexo", "nl": "Geslacht"},
    "nationality": {"de": "Staatsangehörigkeit|Nationalität|Staatsbürgerschaft", "en": "Nationality|Citizenship", "fr": "Nationalité",
                    "it": "Cittadinanza|Nazionalità", "es": "Nacionalidad", "pt": "Nacionalidade", "nl": "Nationaliteit"},
    "idtype": {"de": "Ausweisart|Legitimationsdokument|Art des Ausweises", "en": "ID document|Type of identification|Identity document",
               "fr": "Pièce d'identité|Type de pièce", "it": "Documento di riconoscimento|Tipo documento", "es": "Documento identificativo|Tipo de documento",
               "pt": "Documento de identificação|Tipo de documento", "nl": "Legitimatiebewijs|Soort identiteitsbewijs"},
    "idno": {"de": "Ausweisnummer|Dokumentennummer|Ausweis-Nr.|Pass-Nr.", "en": "Document number|ID number|Passport No.", "fr": "Numéro de la pièce|N° de document|N° du titre",
             "it": "Numero documento|N. documento", "es": "Número de documento|N.º documento", "pt": "Número do documento|N.º documento",
             "nl": "Documentnummer|Nummer legitimatiebewijs"},
    "idcountry": {"de": "Ausstellungsstaat|Ausstellendes Land", "en": "Issuing country|Country of issue|Issuing state", "fr": "Pays de délivrance|État émetteur",
                  "it": "Paese di rilascio|Stato di emissione", "es": "País de expedición|País emisor", "pt": "País emissor|País de emissão",
                  "nl": "Land van afgifte|Uitgevend land"},
    "idauth": {"de": "Ausstellende Behörde", "en": "Issuing authority", "fr": "Autorité de délivrance", "it": "Rilasciato da", "es": "Autoridad expedidora",
               "pt": "Entidade emissora", "nl": "Afgegeven door"},
    "idissue": {"de": "Ausstellungsdatum|Ausgestellt am", "en": "Date of issue|Issued on", "fr": "Date de délivrance|Délivré le", "it": "Data di rilascio",
                "es": "Fecha de expedición", "pt": "Data de emissão", "nl": "Datum van afgifte"},
    "idexpiry": {"de": "Gültig bis|Ablaufdatum|Gültigkeit", "en": "Date of expiry|Expiry date|Valid until", "fr": "Date d'expiration|Valable jusqu'au|Date de validité",
                 "it": "Data di scadenza|Scadenza|Valido fino al", "es": "Fecha de caducidad|Válido hasta", "pt": "Data de validade|Válido até",
                 "nl": "Geldig tot|Vervaldatum"},
    "address": {"de": "Wohnanschrift|Wohnsitzadresse|Anschrift (Hauptwohnsitz)|Meldeadresse", "en": "Residential address|Home address|Permanent address",
                "fr": "Adresse de résidence|Adresse du domicile|Domicile", "it": "Indirizzo di residenza|Residenza", "es": "Domicilio|Domicilio habitual|Dirección de residencia",
                "pt": "Morada de residência|Morada|Residência habitual", "nl": "Woonadres|Adres|Domicilie-adres"},
    "prevaddress": {"de": "Frühere Anschrift|Voranschrift", "en": "Previous address", "fr": "Adresse précédente|Ancienne adresse", "it": "Indirizzo precedente",
                    "es": "Domicilio anterior", "pt": "Morada anterior", "nl": "Vorig adres"},
    "mailaddress": {"de": "Korrespondenzanschrift (falls abweichend)", "en": "Correspondence address (if different)", "fr": "Adresse de correspondance (si différente)",
                    "it": "Indirizzo di corrispondenza (se diverso)", "es": "Dirección postal (si es distinta)", "pt": "Morada para correspondência (se diferente)",
                    "nl": "Correspondentieadres (indien afwijkend)"},
    "country_res": {"de": "Wohnsitzland|Land des Wohnsitzes|Land", "en": "Country of residence|Residence country", "fr": "Pays de résidence",
                    "it": "Paese di residenza|Stato di residenza", "es": "País de residencia", "pt": "País de residência", "nl": "Land van verblijf|Woonland"},
    "occupation": {"de": "Beruf|Ausgeübter Beruf|Berufliche Tätigkeit", "en": "Occupation|Profession|Job title", "fr": "Profession|Activité professionnelle",
                   "it": "Professione|Attività lavorativa", "es": "Profesión|Ocupación", "pt": "Profissão|Atividade profissional", "nl": "Beroep|Functie"},
    "employer": {"de": "Arbeitgeber|Name des Arbeitgebers", "en": "Employer|Name of employer", "fr": "Employeur|Nom de l'employeur", "it": "Datore di lavoro",
                 "es": "Empresa|Empleador|Entidad empleadora", "pt": "Entidade patronal|Empregador", "nl": "Werkgever"},
    "income_y": {"de": "Jährliches Bruttoeinkommen|Jahreseinkommen (brutto)|Einkommen p.a.", "en": "Annual income|Gross annual income|Yearly income",
                 "fr": "Revenus annuels|Revenu annuel brut", "it": "Reddito annuo|Reddito lordo annuo", "es": "Ingresos anuales|Ingresos brutos anuales",
                 "pt": "Rendimento anual|Rendimento bruto anual", "nl": "Jaarinkomen|Bruto jaarinkomen"},
    "income_m": {"de": "Monatliches Nettoeinkommen|Monatseinkommen|Einkommen mtl.", "en": "Monthly income|Net monthly income", "fr": "Revenus mensuels|Revenu mensuel net",
                 "it": "Reddito mensile|Reddito netto mensile", "es": "Ingresos mensuales|Ingresos netos mensuales", "pt": "Rendimento mensal|Rendimento líquido mensal",
                 "nl": "Maandinkomen|Netto maandinkomen"},
    "funds": {"de": "Herkunft der Mittel|Mittelherkunft|Herkunft der eingebrachten Gelder", "en": "Source of funds|Origin of funds", "fr": "Origine des fonds|Provenance des fonds",
              "it": "Origine dei fondi|Provenienza dei fondi", "es": "Origen de los fondos|Procedencia de los fondos", "pt": "Origem dos fundos|Proveniência dos fundos",
              "nl": "Herkomst van de gelden|Herkomst middelen"},
    "wealth": {"de": "Herkunft des Vermögens", "en": "Source of wealth", "fr": "Origine du patrimoine", "it": "Origine del patrimonio", "es": "Origen del patrimonio",
               "pt": "Origem do património", "nl": "Herkomst van het vermogen"},
    "pep": {"de": "Politisch exponierte Person (PEP)|PEP-Status", "en": "Politically exposed person (PEP)|PEP", "fr": "Personne politiquement exposée (PPE)|PPE",
            "it": "Persona politicamente esposta (PEP)|PEP", "es": "Persona con responsabilidad pública (PRP)|PEP", "pt": "Pessoa politicamente exposta (PEP)|PEP",
            "nl": "Politiek prominent persoon (PEP)|PEP"},
    "tin": {"de": "Steuer-Identifikationsnummer|Steuer-ID|Steuernummer (TIN)", "en": "Tax identification number (TIN)|TIN|Tax ID", "fr": "Numéro d'identification fiscale (NIF)|NIF",
            "it": "Codice fiscale|Codice fiscale / TIN", "es": "NIF|Número de identificación fiscal", "pt": "NIF|Número de identificação fiscal",
            "nl": "Fiscaal identificatienummer (TIN)|BSN / TIN|Rijksregisternummer"},
    "tax_res": {"de": "Steuerliche Ansässigkeit", "en": "Tax residence", "fr": "Résidence fiscale", "it": "Residenza fiscale", "es": "Residencia fiscal",
                "pt": "Residência fiscal", "nl": "Fiscale woonplaats"},
    "phone": {"de": "Telefon|Mobil|Tel.", "en": "Phone|Mobile|Telephone", "fr": "Téléphone|Portable|Tél.", "it": "Telefono|Cellulare|Tel.", "es": "Teléfono|Móvil|Tel.",
              "pt": "Telefone|Telemóvel|Tel.", "nl": "Telefoon|Mobiel|Tel."},
    "email": {"de": "E-Mail|E-Mail-Adresse", "en": "E-mail|Email address", "fr": "Courriel|Adresse e-mail|E-mail", "it": "E-mail|Indirizzo e-mail|PEC",
              "es": "Correo electrónico|Email", "pt": "Correio eletrónico|E-mail", "nl": "E-mailadres|E-mail"},
    "marital": {"de": "Familienstand", "en": "Marital status", "fr": "Situation familiale|État civil", "it": "Stato civile", "es": "Estado civil", "pt": "Estado civil",
                "nl": "Burgerlijke staat"},
    "client_no": {"de": "Kundennummer|Stammnummer|Kd.-Nr.", "en": "Client number|Customer ID|CIF", "fr": "N° client|Numéro de client|Référence client",
                  "it": "NDG|Codice cliente", "es": "N.º de cliente|Código cliente", "pt": "N.º de cliente", "nl": "Klantnummer|Relatienummer"},
}


def lbl(rng: random.Random, key: str, langs: tuple[str, ...], *, sep: str | None = None) -> str:
    parts = []
    for lg in langs:
        opts = LBL[key].get(lg) or LBL[key]["en"]
        parts.append(pick(rng, opts.split("|")))
    if len(parts) == 1:
        return esc(parts[0])
    sep = sep or pick(rng, [" / ", " – ", "<br><i class=tr>"])
    if sep.startswith("<br>"):
        return esc(parts[0]) + "<br><i class=tr>" + " / ".join(esc(x) for x in parts[1:]) + "</i>"
    return sep.join(esc(x) for x in parts)


# multilingual words
W = {
    "yes": {"de": "Ja", "en": "Yes", "fr": "Oui", "it": "Sì", "es": "Sí", "pt": "Sim", "nl": "Ja"},
    "no": {"de": "Nein", "en": "No", "fr": "Non", "it": "No", "es": "No", "pt": "Não", "nl": "Nee"},
    "M": {"de": "männlich", "en": "male", "fr": "masculin", "it": "maschile", "es": "hombre", "pt": "masculino", "nl": "man"},
    "F": {"de": "weiblich", "en": "female", "fr": "féminin", "it": "femminile", "es": "mujer", "pt": "feminino", "nl": "vrouw"},
    "passport": {"de": "Reisepass", "en": "Passport", "fr": "Passeport", "it": "Passaporto", "es": "Pasaporte", "pt": "Passaporte", "nl": "Paspoort"},
    "national_id": {"de": "Personalausweis", "en": "National identity card", "fr": "Carte nationale d'identité", "it": "Carta d'identità",
                    "es": "DNI", "pt": "Cartão de Cidadão", "nl": "Identiteitskaart"},
    "none": {"de": "keine", "en": "none", "fr": "néant", "it": "nessuno", "es": "ninguno", "pt": "nenhum", "nl": "geen"},
    "na": {"de": "entfällt", "en": "N/A", "fr": "sans objet", "it": "n.a.", "es": "no aplica", "pt": "n/a", "nl": "n.v.t."},
}
ID_NAMES = {("CHE", "national_id"): {"de": "Identitätskarte", "fr": "Carte d'identité suisse"}, ("AUT", "national_id"): {"de": "Personalausweis (AT)"},
            ("NLD", "national_id"): {"nl": "Nederlandse identiteitskaart"}, ("BEL", "national_id"): {"fr": "Carte d'identité électronique (eID)", "nl": "Elektronische identiteitskaart (eID)"},
            ("ESP", "national_id"): {"es": "DNI (Documento Nacional de Identidad)"}, ("ITA", "national_id"): {"it": "Carta d'identità elettronica (CIE)"},
            ("LUX", "national_id"): {"fr": "Carte d'identité luxembourgeoise"}}


def word(key: str, lang: str) -> str:
    return W[key].get(lang) or W[key]["en"]


def blank(rng: random.Random, lang: str) -> str:
    return pick(rng, ["", "", "—", "–", word("na", lang), word("none", lang), "./.", "N/A"])


FUNDS_WORDS = {
    "employment": {"de": "Einkünfte aus nichtselbständiger Arbeit|Gehalt / Lohn", "en": "Salary / employment income|Employment", "fr": "Salaires et traitements|Revenus professionnels (salaire)",
                   "it": "Reddito da lavoro dipendente|Stipendio", "es": "Rendimientos del trabajo (nómina)|Salario", "pt": "Rendimentos do trabalho por conta de outrem|Salário",
                   "nl": "Inkomen uit loondienst|Salaris"},
    "business": {"de": "Unternehmerische Tätigkeit|Einkünfte aus Gewerbebetrieb / selbständiger Tätigkeit", "en": "Business income|Business activities",
                 "fr": "Revenus d'activité indépendante|Bénéfices de l'entreprise", "it": "Attività d'impresa|Reddito da lavoro autonomo",
                 "es": "Actividad empresarial|Actividad profesional por cuenta propia", "pt": "Atividade empresarial|Rendimentos empresariais e profissionais",
                 "nl": "Inkomsten uit onderneming|Winst uit eigen bedrijf"},
    "investments": {"de": "Kapitalerträge|Vermögenserträge (Zinsen, Dividenden)", "en": "Investment income|Investments", "fr": "Revenus du patrimoine financier|Placements",
                    "it": "Rendite finanziarie|Redditi da capitale", "es": "Rendimientos de inversiones|Rentas del capital", "pt": "Rendimentos de capitais|Investimentos",
                    "nl": "Beleggingsopbrengsten|Rendement op beleggingen"},
    "inheritance": {"de": "Erbschaft|Erbe", "en": "Inheritance", "fr": "Succession / héritage|Héritage", "it": "Eredità|Successione", "es": "Herencia", "pt": "Herança",
                    "nl": "Erfenis"},
    "pension": {"de": "Rente / Pension|Altersrente", "en": "Pension|Retirement pension", "fr": "Pension de retraite|Retraite", "it": "Pensione", "es": "Pensión de jubilación|Pensión",
                "pt": "Pensão de reforma|Reforma", "nl": "Pensioen|AOW en pensioen"},
    "other": {"de": "Sonstiges: Verkauf einer Immobilie|Sonstiges: Abfindung", "en": "Other: sale of real estate|Other: severance payment", "fr": "Autre : vente d'un bien immobilier|Autre : indemnité de départ",
              "it": "Altro: vendita di immobile|Altro: liquidazione TFR", "es": "Otros: venta de inmueble|Otros: indemnización", "pt": "Outro: venda de imóvel|Outro: indemnização",
              "nl": "Overig: verkoop woning|Overig: ontslagvergoeding"},
}


def funds_word(rng: random.Random, src: str, lang: str) -> str:
    return pick(rng, (FUNDS_WORDS[src].get(lang) or FUNDS_WORDS[src]["en"]).split("|"))


def checkbox(rng_style: str, on: bool) -> str:
    return {"br": ("[X]", "[ ]"), "box": ("☒", "☐"), "sq": ("■", "□"), "x": ("(x)", "( )")}[rng_style][0 if on else 1]


# ----------------------------------------------------------------------------------------------
# HTML scaffolding
# ----------------------------------------------------------------------------------------------
FONTS = ["'DejaVu Sans', sans-serif", "'Liberation Sans', Arial, sans-serif", "'Liberation Serif', 'Times New Roman', serif", "'DejaVu Serif', serif",
         "'Liberation Sans Narrow', sans-serif"]
MONO = ["'DejaVu Sans Mono', monospace", "'Liberation Mono', 'Courier New', monospace"]

BASE_CSS = """
@page { size: A4; margin: %(m)dmm %(m)dmm %(mb)dmm %(m)dmm; }
body { font-variant-ligatures: none; font-feature-settings: "liga" 0, "clig" 0; font-family: %(font)s; font-size: %(fs).1fpt; color: #111; margin: 0; line-height: 1.28; }
h1 { font-size: %(h1).1fpt; margin: 2mm 0 2mm 0; color: %(accent)s; }
h2 { font-size: %(h2).1fpt; margin: 4mm 0 1.5mm 0; padding: 1mm 1.5mm; background: %(band)s; color: %(bandfg)s; }
h3 { font-size: %(fs).1fpt; margin: 3mm 0 1mm 0; text-decoration: underline; }
table { border-collapse: collapse; width: 100%%; }
td, th { vertical-align: top; padding: 1mm 1.5mm; text-align: left; }
table.g td, table.g th { border: 0.3mm solid #777; }
th { font-weight: normal; font-size: %(small).1fpt; color: #333; background: #f1f1f1; }
.tr { color: #555; font-size: %(small).1fpt; }
.small { font-size: %(small).1fpt; color: #333; }
.kv { margin: 0.8mm 0; }
.kv b { font-weight: bold; }
.ldr { display: flex; margin: 1mm 0; }
.ldr .l { white-space: nowrap; }
.ldr .d { flex: 1; border-bottom: 0.3mm dotted #444; margin: 0 1.5mm 1mm 1.5mm; min-width: 6mm; }
.ldr .v { max-width: 62%%; text-align: right; }
.tab { margin: 0.9mm 0; }
.tab .l { display: inline-block; width: %(tabw)dmm; vertical-align: top; }
.tab .v { display: inline-block; max-width: 110mm; vertical-align: top; }
.grid { display: grid; grid-template-columns: repeat(%(cols)d, 1fr); gap: 0; border-top: 0.3mm solid #555; border-left: 0.3mm solid #555; }
.bx { border-right: 0.3mm solid #555; border-bottom: 0.3mm solid #555; padding: 0.6mm 1.5mm 1.2mm 1.5mm; min-height: 8mm; }
.bx .c { font-size: %(small).1fpt; color: #444; }
.bx .v { margin-top: 0.5mm; font-family: %(vfont)s; }
.hdr { display: flex; justify-content: space-between; border-bottom: 0.5mm solid %(accent)s; padding-bottom: 2mm; margin-bottom: 3mm; }
.bank { font-size: %(h1).1fpt; font-weight: bold; color: %(accent)s; }
.foot { margin-top: 6mm; border-top: 0.3mm solid #999; padding-top: 1.5mm; font-size: %(tiny).1fpt; color: #444; }
.stamp { display: inline-block; border: 0.6mm solid #b22; color: #b22; padding: 1mm 3mm; font-weight: bold; transform: rotate(-4deg); }
.pb { page-break-before: always; }
.mono { font-family: %(mono)s; white-space: pre-wrap; font-size: %(monofs).1fpt; }
.mrz { font-family: %(mono)s; font-size: 10.5pt; white-space: pre; margin-top: 3mm; }
.card { border: 0.5mm solid #335; border-radius: 3mm; padding: 3mm 4mm; margin: 3mm 0; background: %(cardbg)s; width: %(cardw)dmm; }
.sig { display: inline-block; width: 70mm; border-top: 0.3mm solid #333; margin-top: 12mm; padding-top: 1mm; font-size: %(small).1fpt; }
p { margin: 1.5mm 0; }
.nw { white-space: nowrap; }
tr, .kv, .ldr, .tab, .bx { page-break-inside: avoid; }
ol, ul { margin: 1mm 0 1mm 0; padding-left: 7mm; }
"""


def page(rng: random.Random, body: str, *, lang: str = "en", mono: bool = False, cols: int | None = None, title: str = "document") -> str:
    fs = rng.choice([8.8, 9.2, 9.6, 10.0, 10.4])
    accent = pick(rng, ["#0b3d6e", "#7a1020", "#1f5c2e", "#333333", "#00506e", "#5a2d82", "#8a5a00"])
    css = BASE_CSS % {
        "m": rng.randrange(12, 20), "mb": rng.randrange(14, 22), "font": pick(rng, MONO) if mono else pick(rng, FONTS), "fs": fs,
        "h1": fs + rng.choice([3, 4, 5]), "h2": fs + rng.choice([0.5, 1, 1.5]), "accent": accent,
        "band": pick(rng, ["#e7edf3", "#eee", "#f3efe2", "#e9f3ea", "#fff"]), "bandfg": "#111",
        "small": fs - 1.6, "tiny": fs - 2.4, "tabw": rng.randrange(42, 66), "cols": cols or rng.choice([2, 3]), "vfont": pick(rng, FONTS + MONO),
        "mono": pick(rng, MONO), "monofs": fs - 0.4, "cardbg": pick(rng, ["#f4f0ff", "#eef6f0", "#fff8e8", "#eef2f8"]), "cardw": rng.randrange(150, 176),
    }
    return (f"<!DOCTYPE html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>{_html.escape(title)}</title>"
            f"<style>{css}</style></head><body>\n{body}\n</body></html>")


def kv_block(rng: random.Random, items: list[tuple[str, str]], style: str | None = None, *, cols: int | None = None) -> str:
    """Label/value pairs (label html, value html) in one arrangement."""
    style = style or pick(rng, ["colon", "leader", "tab", "boxes", "rows", "rows2", "cols"])
    if style == "colon":
        sep = pick(rng, [":", ":", "", " –"])
        return "".join(f"<div class=kv><b>{l}{sep}</b> {v}</div>" for l, v in items)
    if style == "leader":
        return "".join(f"<div class=ldr><span class=l>{l}</span><span class=d></span><span class=v>{v or '&nbsp;'}</span></div>" for l, v in items)
    if style == "tab":
        return "".join(f"<div class=tab><span class=l>{l}{pick(rng, [':', ''])}</span><span class=v>{v}</span></div>" for l, v in items)
    if style == "boxes":
        c = cols or rng.choice([2, 3])
        cells = "".join(f"<div class=bx><div class=c>{l}</div><div class=v>{v or '&nbsp;'}</div></div>" for l, v in items)
        return f"<div class=grid style=\"grid-template-columns: repeat({c}, 1fr)\">{cells}</div>"
    if style == "rows":
        return "<table class=g>" + "".join(f"<tr><th style=\"width:38%\">{l}</th><td>{v}</td></tr>" for l, v in items) + "</table>"
    if style == "rows2":
        rows = []
        for i in range(0, len(items), 2):
            pair = items[i:i + 2]
            cells = "".join(f"<th style=\"width:20%\">{l}</th><td style=\"width:30%\">{v}</td>" for l, v in pair)
            if len(pair) == 1:
                cells += "<th></th><td></td>"
            rows.append(f"<tr>{cells}</tr>")
        return "<table class=g>" + "".join(rows) + "</table>"
    if style == "cols":
        c = cols or rng.choice([3, 4])
        out = []
        for i in range(0, len(items), c):
            chunk = items[i:i + c]
            out.append("<table class=g style=\"margin-bottom:1mm\"><tr>" + "".join(f"<th>{l}</th>" for l, _ in chunk) + "</tr><tr>"
                       + "".join(f"<td>{v or '&nbsp;'}</td>" for _, v in chunk) + "</tr></table>")
        return "".join(out)
    raise ValueError(style)


def letterhead(rng: random.Random, b: Bank, right: str = "") -> str:
    line2 = f"{esc(b.street)} · {esc(b.city)}" + (f" · BIC {b.bic}" if chance(rng, 0.5) else "")
    return f"<div class=hdr><div><div class=bank>{esc(b.name)}</div><div class=small>{line2}</div></div><div class=small style=\"text-align:right\">{right}</div></div>"


def footer(rng: random.Random, b: Bank, lang: str, extra: str = "", pageno: str = "") -> str:
    legal = {
        "de": "Die Bank ist verpflichtet, nach dem Geldwäschegesetz die Identität ihrer Kunden festzustellen und die Angaben aufzubewahren.",
        "fr": "Les informations recueillies sont nécessaires au respect des obligations de vigilance prévues par la réglementation relative à la lutte contre le blanchiment de capitaux.",
        "it": "I dati sono raccolti ai sensi del D.Lgs. 231/2007 e trattati in conformità al Regolamento (UE) 2016/679.",
        "es": "Datos recabados en cumplimiento de la Ley 10/2010, de prevención del blanqueo de capitales y de la financiación del terrorismo.",
        "pt": "Informação recolhida ao abrigo da Lei n.º 83/2017, relativa ao combate ao branqueamento de capitais.",
        "nl": "Deze gegevens worden verwerkt conform de Wet ter voorkoming van witwassen en financieren van terrorisme (Wwft).",
        "en": "Information collected to comply with anti-money-laundering legislation; it will be treated confidentially.",
    }[lang]
    return f"<div class=foot>{esc(b.name)} · {esc(b.street)} · {esc(b.city)} · {esc(b.reg)}<br>{esc(legal)} {extra}<span style=\"float:right\">{pageno}</span></div>"


def strip_html(h: str) -> str:
    h = re.sub(r"(?is)<(style|script|title)[^>]*>.*?</\1>", " ", h)
    h = re.sub(r"(?i)<br\s*/?>", "\n", h)
    h = re.sub(r"(?i)</(p|div|tr|li|h\d|table)>", "\n", h)
    h = re.sub(r"<[^>]+>", " ", h)
    return _html.unescape(h)


def fold(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip().casefold()


# ----------------------------------------------------------------------------------------------
# KYC
# ----------------------------------------------------------------------------------------------
EU_ID = ("DEU", "AUT", "CHE", "NLD", "BEL", "LUX", "FRA", "ITA", "ESP", "PRT", "POL", "GRC")
TODAY0 = D(2025, 1, 1)


@dataclass
class KycProfile:
    person: Person
    nat: str
    res: str
    id_type: str
    id_no: str
    id_issue: D
    id_expiry: D
    addr: list[str]
    prev_addr: list[str] | None
    occupation: str
    occ_kind: str
    employer: str | None
    annual: float
    monthly: float | None
    currency: str
    source: str
    wealth_src: str
    pep: bool
    tin: str | None
    phone: str
    email: str
    signed: D
    pob: str
    client_no: str


def phone_for(rng: random.Random, country: str) -> str:
    cc = {"DEU": "+49", "AUT": "+43", "CHE": "+41", "NLD": "+31", "BEL": "+32", "LUX": "+352", "FRA": "+33", "ITA": "+39", "ESP": "+34", "PRT": "+351"}.get(country, "+44")
    dg = lambda n: "".join(str(rng.randrange(10)) for _ in range(n))
    return pick(rng, [f"{cc} {dg(3)} {dg(7)}", f"{cc} {dg(2)} {dg(3)} {dg(2)} {dg(2)}", f"0{dg(3)} {dg(7)}", f"{cc}{dg(9)}"])


def email_for(rng: random.Random, p: Person) -> str:
    base = mrz_name(p.given.split()[0]).lower().replace("<", "") + pick(rng, [".", "_", ""]) + mrz_name(p.surname.split()[-1]).lower().replace("<", "")
    return base + pick(rng, ["", str(rng.randrange(1, 99))]) + "@" + pick(rng, ["gmx.net", "web.de", "orange.fr", "libero.it", "gmail.com", "telefonica.net", "sapo.pt", "ziggo.nl", "bluewin.ch", "skynet.be", "pt.lu"])


def kyc_profile(rng: random.Random, bank: Bank, lang: str) -> KycProfile:
    B = bank.country
    nat = B if chance(rng, 0.62) else pick(rng, [c for c in COUNTRIES if c != B])
    res = B if chance(rng, 0.8) else pick(rng, [nat, "DEU", "FRA", "ITA", "BEL", "ESP"])
    p = make_person(rng, nat, born=(1946, 2003))
    id_type = "national_id" if nat in EU_ID and chance(rng, 0.5) else "passport"
    issue = rand_date(rng, D(2016, 1, 1), D(2025, 6, 30))
    years = 10 if (p.dob.year < 2000 or chance(rng, 0.5)) else 5
    expiry = D(issue.year + years, issue.month, min(issue.day, 28)) - _dt.timedelta(days=1)
    occ, kind = pick(rng, OCCUPATIONS[lang])
    if p.dob.year > 1962 and kind == "retired":
        occ, kind = pick(rng, [o for o in OCCUPATIONS[lang] if o[1] == "emp"])
    employer = pick(rng, COMPANY[res]) if kind == "emp" else None
    if kind == "emp":
        source = "employment" if chance(rng, 0.8) else pick(rng, ["investments", "inheritance", "other"])
    elif kind == "self":
        source = "business" if chance(rng, 0.85) else "investments"
    elif kind == "retired":
        source = "pension" if chance(rng, 0.8) else pick(rng, ["investments", "inheritance"])
    else:
        source = pick(rng, ["investments", "inheritance", "other"])
    currency = "CHF" if res == "CHE" or (B == "CHE" and chance(rng, 0.5)) else ("GBP" if res == "GBR" else "EUR")
    monthly = None
    if chance(rng, 0.33):
        monthly = float(rng.randrange(1800, 16000, 50)) if chance(rng, 0.7) else round(rng.uniform(1800, 16000), 2)
        annual = round(monthly * 12, 2)
    else:
        annual = float(rng.randrange(24000, 480000, 500)) if chance(rng, 0.75) else round(rng.uniform(24000, 480000), 2)
    tin = tax_id(rng, res, p) if chance(rng, 0.78) else None
    if res == "ESP" and nat == "ESP" and id_type == "national_id" and tin is not None and chance(rng, 0.6):
        pass
    prev = address_lines(rng, pick(rng, [res, nat])) if chance(rng, 0.3) else None
    pc, city = pick(rng, CITIES[nat])
    return KycProfile(p, nat, res, id_type, id_number(rng, nat, id_type), issue, expiry, address_lines(rng, res), prev, occ, kind, employer,
                      annual, monthly, currency, source, pick(rng, ["employment", "business", "inheritance", "investments"]), chance(rng, 0.1), tin,
                      phone_for(rng, res), email_for(rng, p), rand_date(rng, D(2025, 1, 2), D(2026, 11, 30)),
                      re.sub(r" \(.*\)", "", city), f"{rng.randrange(10, 99)}{rng.randrange(100000, 999999)}")


def kyc_truth(P: KycProfile, *, sex_shown: bool, addr_text: str, occupation: str | None = None, employer_shown: bool = True) -> dict:
    return {
        "full_name": f"{P.person.given} {P.person.surname}",
        "date_of_birth": P.person.dob.isoformat(),
        "sex": P.person.sex if sex_shown else None,
        "nationality": P.nat,
        "id_document_type": P.id_type,
        "id_document_number": P.id_no,
        "id_issuing_country": P.nat,
        "id_expiry_date": P.id_expiry.isoformat(),
        "residential_address": addr_text,
        "country_of_residence": P.res,
        "occupation": occupation or P.occupation,
        "employer_name": P.employer if employer_shown else None,
        "annual_income": P.annual,
        "income_currency": P.currency,
        "source_of_funds": P.source,
        "is_pep": P.pep,
        "tax_identification_number": P.tin,
    }


PASS_LBL = {  # visual-zone captions in the issuing country's language
    "de": ("Name", "Vornamen", "Staatsangehörigkeit", "Geburtstag", "Geschlecht", "Gültig bis", "Behörde", "Geburtsort", "Ausstellungsdatum"),
    "fr": ("Nom", "Prénoms", "Nationalité", "Date de naissance", "Sexe", "Date d'expiration", "Autorité", "Lieu de naissance", "Date de délivrance"),
    "it": ("Cognome", "Nome", "Cittadinanza", "Data di nascita", "Sesso", "Scadenza", "Autorità", "Luogo di nascita", "Data di rilascio"),
    "es": ("Apellidos", "Nombre", "Nacionalidad", "Fecha de nacimiento", "Sexo", "Fecha de caducidad", "Autoridad", "Lugar de nacimiento", "Fecha de expedición"),
    "pt": ("Apelido", "Nome", "Nacionalidade", "Data de nascimento", "Sexo", "Válido até", "Autoridade", "Local de nascimento", "Data de emissão"),
    "nl": ("Naam", "Voornamen", "Nationaliteit", "Geboortedatum", "Geslacht", "Geldig tot", "Autoriteit", "Geboorteplaats", "Datum van afgifte"),
    "en": ("Surname", "Given names", "Nationality", "Date of birth", "Sex", "Date of expiry", "Authority", "Place of birth", "Date of issue"),
}
EN_FR = {0: ("Surname", "Nom"), 1: ("Given names", "Prénoms"), 2: ("Nationality", "Nationalité"), 3: ("Date of birth", "Date de naissance"), 4: ("Sex", "Sexe"),
         5: ("Date of expiry", "Date d'expiration"), 6: ("Authority", "Autorité"), 7: ("Place of birth", "Lieu de naissance"), 8: ("Date of issue", "Date de délivrance")}
SEX_VZ = {"de": {"M": "M", "F": "F"}, "fr": {"M": "M", "F": "F"}, "nl": {"M": "M", "F": "V/F"}, "es": {"M": "M", "F": "F"}, "it": {"M": "M", "F": "F"},
          "pt": {"M": "M", "F": "F"}, "en": {"M": "M", "F": "F"}}


def id_copy(rng: random.Random, P: KycProfile, doc_lang: str) -> str:
    """A copy of the passport data page (TD3) or identity card (TD1): visual zone and MRZ."""
    il = HOME_LANG[P.nat]
    if P.nat == "BEL":
        il = pick(rng, ["fr", "nl"])
    if P.nat == "CHE":
        il = pick(rng, ["de", "fr"])
    caps = PASS_LBL[il]

    def cap(i: int) -> str:
        if il == "en":
            return f"{EN_FR[i][0]} / {EN_FR[i][1]}"
        if il == "fr":
            return f"{caps[i]} / {EN_FR[i][0]}"
        return f"{caps[i]} / {EN_FR[i][0]}" + (f" / {EN_FR[i][1]}" if chance(rng, 0.5) else "")

    vd = pick(rng, ["space", "dot", "mon_en", "slash"])
    natword = (COUNTRIES[P.nat][2].get(il) or COUNTRIES[P.nat][2]["en"]).upper()
    if P.nat == "CHE":
        natword = "SCHWEIZ SUISSE SVIZZERA" if chance(rng, 0.5) else "SUISSE"
    sexv = SEX_VZ.get(il, SEX_VZ["en"])[P.person.sex]
    doc_title = (W["passport"].get(il) or "Passport").upper() + " / PASSPORT" if P.id_type == "passport" else \
        ((ID_NAMES.get((P.nat, "national_id"), {}).get(il) or W["national_id"].get(il) or "Identity card").upper() + " / IDENTITY CARD")
    rows = [
        (cap(0), esc(P.person.surname.upper())), (cap(1), esc(P.person.given.upper())),
        (cap(3), fmt_date(P.person.dob, vd, il)), (cap(4), sexv), (cap(2), esc(natword)),
        (cap(7), esc(P.pob.upper())),
    ]
    if chance(rng, 0.7):
        rows.append((cap(8), fmt_date(P.id_issue, vd, il)))
    rows.append((cap(5), fmt_date(P.id_expiry, vd, il)))
    num_cap = {"passport": {"de": "Pass-Nr. / Passport No.", "fr": "Passeport N° / Passport No.", "it": "Passaporto N. / Passport No.", "es": "N.º pasaporte / Passport No.",
                            "pt": "Passaporte N.º / Passport No.", "nl": "Paspoortnummer / Passport No.", "en": "Passport No. / Passeport N°"},
               "national_id": {"de": "Ausweisnummer / Document No.", "fr": "N° de carte / Card No.", "it": "N. documento / Document No.", "es": "Núm. soporte / Document No.",
                               "pt": "N.º documento / Document No.", "nl": "Documentnummer / Document No.", "en": "Document No."}}[P.id_type][il]
    rows.insert(0, (esc(num_cap), esc(P.id_no)))
    if chance(rng, 0.5):
        auth = {"DEU": "Stadt " + pick(rng, ["München", "Köln", "Leipzig"]), "FRA": "Préfecture du Rhône", "ITA": "Ministero degli Affari Esteri",
                "ESP": "DGP " + pick(rng, ["Madrid", "Bilbao"]), "AUT": "BH Innsbruck", "NLD": "Burg. van Utrecht", "CHE": "Fedpol"}.get(P.nat, "Ministry of Interior")
        rows.append((cap(6), esc(auth)))
    issuer = COUNTRIES[P.nat][1].get(il, COUNTRIES[P.nat][1]["en"]).upper()
    if P.id_type == "passport":
        mrz = mrz_td3(P.nat, P.person, P.nat, P.id_no, P.id_expiry)
    else:
        mrz = mrz_td1(P.nat, P.person, P.nat, P.id_no, P.id_expiry)
    intro = {"de": "Kopie des vorgelegten Ausweisdokuments – Original hat vorgelegen", "fr": "Copie de la pièce d'identité – conforme à l'original",
             "it": "Copia del documento di identità – conforme all'originale", "es": "Copia del documento de identidad – cotejada con el original",
             "pt": "Cópia do documento de identificação – conferida com o original", "nl": "Kopie legitimatiebewijs – origineel gezien",
             "en": "Copy of identity document – original sighted"}[doc_lang]
    cells = "".join(f"<tr><td class=small style=\"width:45%\">{a}</td><td><b>{b}</b></td></tr>" for a, b in rows)
    if chance(rng, 0.4):
        cells = "".join(f"<div style=\"margin-bottom:1.2mm\"><div class=small>{a}</div><div><b>{b}</b></div></div>" for a, b in rows)
        body = f"<div style=\"column-count:1\">{cells}</div>"
    else:
        body = f"<table>{cells}</table>"
    stamp = f"<div style=\"margin-top:3mm\"><span class=stamp>{pick(rng, ['KOPIE', 'COPIE', 'COPY', 'COPIA', 'ORIGINAL GESEHEN', 'CONFORME'])}</span></div>" if chance(rng, 0.6) else ""
    return (f"<div class=pb><h3>{esc(intro)}</h3><div class=card><div style=\"font-weight:bold;margin-bottom:2mm\">{esc(issuer)} — {esc(doc_title)}</div>"
            f"{body}<div class=mrz>{esc(chr(10).join(mrz))}</div></div>{stamp}"
            f"<p class=small>{esc({'de': 'Geprüft durch', 'fr': 'Vérifié par', 'it': 'Verificato da', 'es': 'Verificado por', 'pt': 'Verificado por', 'nl': 'Gecontroleerd door', 'en': 'Checked by'}[doc_lang])}: "
            f"{pick(rng, ['M. Brandt', 'S. Lefort', 'G. Pizzi', 'A. Ruiz', 'T. Smits', 'R. Matos'])}, {fmt_date(P.signed, 'dot')}</p></div>")


def sex_value(rng: random.Random, sex: str, lang: str, cb: str) -> str:
    r = rng.random()
    if r < 0.35:
        return {"nl": {"M": "M", "F": "V"}, "es": {"M": "Hombre", "F": "Mujer"}}.get(lang, {"M": "M", "F": "F"})[sex]
    if r < 0.65:
        return word(sex, lang)
    return f"{checkbox(cb, sex == 'M')} {word('M', lang)} &nbsp; {checkbox(cb, sex == 'F')} {word('F', lang)}"


def yes_no(rng: random.Random, val: bool, lang: str, cb: str) -> str:
    if chance(rng, 0.35):
        return word("yes" if val else "no", lang)
    return f"{checkbox(cb, val)} {word('yes', lang)} &nbsp; {checkbox(cb, not val)} {word('no', lang)}"


def funds_checklist(rng: random.Random, src: str, lang: str, cb: str) -> str:
    out = []
    for k in ("employment", "business", "investments", "inheritance", "pension", "other"):
        w = funds_word(rng, k, lang)
        if k == "other" and src != "other":
            w = w.split(":")[0] + ": ________"
        out.append(f"{checkbox(cb, k == src)} {esc(w)}")
    return pick(rng, ["<br>", " &nbsp; "]).join(out)


def income_item(rng: random.Random, P: KycProfile, langs: tuple[str, ...]) -> tuple[str, str]:
    lang = langs[0]
    if P.monthly is not None:
        return lbl(rng, "income_m", langs), esc(fmt_money(rng, P.monthly, P.currency, lang))
    return lbl(rng, "income_y", langs), esc(fmt_money(rng, P.annual, P.currency, lang))


def kyc_sections(rng: random.Random, P: KycProfile, langs: tuple[str, ...], *, name_mode: str, sex_on_form: bool, cb: str,
                 funds_as_list: bool | None = None) -> tuple[list[tuple[str, list[tuple[str, str]]]], str]:
    """Sections of label/value items of a KYC form, and the truth text of the address."""
    lang = langs[0]
    L = lambda k: lbl(rng, k, langs)
    ds = date_style(rng, lang)
    g, s = name_case(rng, P.person)
    personal: list[tuple[str, str]] = []
    if name_mode == "split":
        personal += [(L("surname"), esc(s)), (L("given"), esc(g))]
    elif name_mode == "comma":
        personal.append((L("fullname"), esc(f"{s}, {g}")))
    else:
        personal.append((L("fullname"), esc(f"{g} {s}")))
    personal.append((L("dob"), fmt_date(P.person.dob, ds, lang)))
    if chance(rng, 0.6):
        personal.append((L("pob"), esc(P.pob)))
    if sex_on_form:
        personal.append((L("sex"), sex_value(rng, P.person.sex, lang, cb)))
    personal.append((L("nationality"), esc(country_text(rng, P.nat, lang, adjective_ok=True))))
    if chance(rng, 0.4):
        personal.append((L("marital"), esc(pick(rng, {"de": ["ledig", "verheiratet", "geschieden"], "fr": ["célibataire", "marié(e)", "pacsé(e)"],
                                                        "it": ["celibe/nubile", "coniugato/a"], "es": ["soltero/a", "casado/a"], "pt": ["solteiro(a)", "casado(a)"],
                                                        "nl": ["ongehuwd", "gehuwd", "samenwonend"], "en": ["single", "married"]}[lang]))))
    rng.shuffle(personal) if chance(rng, 0.15) else None
    idn = ID_NAMES.get((P.nat, P.id_type), {}).get(lang) or word(P.id_type, lang)
    ident = [(L("idtype"), esc(idn)), (L("idno"), esc(P.id_no)), (L("idcountry"), esc(country_text(rng, P.nat, lang)))]
    if chance(rng, 0.6):
        ident.append((L("idissue"), fmt_date(P.id_issue, ds, lang)))
    ident.append((L("idexpiry"), fmt_date(P.id_expiry, ds, lang)))
    ahtml, atext = render_lines(rng, P.addr)
    address = [(L("address"), ahtml), (L("country_res"), esc(country_text(rng, P.res, lang)))]
    if P.prev_addr and chance(rng, 0.7):
        address.append((L("prevaddress"), render_lines(rng, P.prev_addr)[0]))
    if chance(rng, 0.4):
        address.append((L("mailaddress"), blank(rng, lang)))
    if chance(rng, 0.7):
        address.append((L("phone"), esc(P.phone)))
    if chance(rng, 0.6):
        address.append((L("email"), esc(P.email)))
    prof = [(L("occupation"), esc(P.occupation))]
    if P.employer:
        prof.append((L("employer"), esc(P.employer)))
    elif chance(rng, 0.6):
        prof.append((L("employer"), blank(rng, lang)))
    prof.append(income_item(rng, P, langs))
    if chance(rng, 0.5):
        brackets = {"EUR": ["< 250.000", "250.000 – 1 Mio.", "1 – 5 Mio.", "> 5 Mio."], "CHF": ["< 250'000", "250'000 – 1 Mio.", "1 – 5 Mio.", "> 5 Mio."],
                    "GBP": ["< 250,000", "250,000 – 1m", "1m – 5m", "> 5m"]}[P.currency]
        sel = rng.randrange(4)
        wlabel = {"de": "Gesamtvermögen", "fr": "Patrimoine total estimé", "it": "Patrimonio complessivo", "es": "Patrimonio total estimado", "pt": "Património total",
                  "nl": "Totaal vermogen", "en": "Estimated total wealth"}[lang]
        prof.append((esc(wlabel) + f" ({P.currency})", " &nbsp; ".join(f"{checkbox(cb, i == sel)} {esc(b)}" for i, b in enumerate(brackets))))
    if funds_as_list is None:
        funds_as_list = chance(rng, 0.6)
    funds = [(L("funds"), funds_checklist(rng, P.source, lang, cb) if funds_as_list else esc(funds_word(rng, P.source, lang)))]
    if chance(rng, 0.45):
        funds.append((L("wealth"), esc(funds_word(rng, P.wealth_src, lang))))
    pep = [(L("pep"), yes_no(rng, P.pep, lang, cb))]
    if P.pep:
        pep.append((esc({"de": "Funktion / Amt", "fr": "Fonction exercée", "it": "Carica ricoperta", "es": "Cargo público", "pt": "Cargo exercido",
                         "nl": "Functie", "en": "Public function"}[lang]), esc(pick(rng, ["Bürgermeister", "Member of Parliament", "Conseiller régional",
                                                                                               "Assessore regionale", "Diputado autonómico", "Deputado municipal", "Wethouder"]))))
    elif chance(rng, 0.5):
        fam = {"de": "Familienangehöriger / bekanntermaßen nahestehende Person einer PEP", "fr": "Membre de la famille ou proche associé d'une PPE",
               "it": "Familiare o stretto collaboratore di PEP", "es": "Familiar o allegado de una PRP", "pt": "Membro da família ou pessoa próxima de PEP",
               "nl": "Familielid of naaste geassocieerde van een PEP", "en": "Family member or close associate of a PEP"}[lang]
        pep.append((esc(fam), yes_no(rng, False, lang, cb)))
    tax = [(L("tax_res"), esc(country_text(rng, P.res, lang))), (L("tin"), esc(P.tin) if P.tin else blank(rng, lang))]
    if chance(rng, 0.5):
        tax.append((esc("US-Person (FATCA)" if lang == "de" else "US person (FATCA)"), yes_no(rng, False, lang, cb)))
    if P.tin is None and chance(rng, 0.5):
        tax = [tax[0]] + tax[2:]
    T = {
        "personal": {"de": "Persönliche Angaben", "fr": "Identité du client", "it": "Dati anagrafici", "es": "Datos personales", "pt": "Dados pessoais",
                     "nl": "Persoonsgegevens", "en": "Personal details"},
        "ident": {"de": "Legitimation", "fr": "Pièce d'identité présentée", "it": "Documento di riconoscimento", "es": "Documento de identificación",
                  "pt": "Documento de identificação", "nl": "Legitimatie", "en": "Identification"},
        "address": {"de": "Anschrift und Kontakt", "fr": "Adresse et coordonnées", "it": "Residenza e recapiti", "es": "Domicilio y contacto",
                    "pt": "Morada e contactos", "nl": "Adres en contactgegevens", "en": "Address and contact"},
        "prof": {"de": "Beruf und wirtschaftliche Verhältnisse", "fr": "Situation professionnelle et financière", "it": "Attività lavorativa e reddito",
                 "es": "Actividad profesional e ingresos", "pt": "Situação profissional e rendimentos", "nl": "Beroep en inkomen", "en": "Employment and income"},
        "funds": {"de": "Herkunft der Vermögenswerte", "fr": "Origine des avoirs", "it": "Origine dei fondi", "es": "Origen de los fondos", "pt": "Origem dos fundos",
                  "nl": "Herkomst van de middelen", "en": "Source of funds and wealth"},
        "pep": {"de": "Politisch exponierte Personen", "fr": "Personnes politiquement exposées", "it": "Persone politicamente esposte", "es": "Personas con responsabilidad pública",
                "pt": "Pessoas politicamente expostas", "nl": "Politiek prominente personen", "en": "PEP declaration"},
        "tax": {"de": "Steuerliche Angaben (CRS / FATCA)", "fr": "Résidence fiscale (CRS / FATCA)", "it": "Residenza fiscale (CRS / FATCA)", "es": "Residencia fiscal (CRS / FATCA)",
                "pt": "Residência fiscal (CRS / FATCA)", "nl": "Fiscale gegevens (CRS / FATCA)", "en": "Tax residency (CRS / FATCA)"},
    }

    def title(k: str) -> str:
        t = T[k][lang]
        if len(langs) > 1:
            t += " / " + T[k].get(langs[1], T[k]["en"])
        return esc(t)
    secs = [(title("personal"), personal), (title("ident"), ident), (title("address"), address), (title("prof"), prof),
            (title("funds"), funds), (title("pep"), pep), (title("tax"), tax)]
    if chance(rng, 0.35):
        head, rest = secs[:1], secs[1:]
        rng.shuffle(rest)
        secs = head + rest
    return secs, atext


def _sections_html(rng: random.Random, secs, *, style: str | None = None, numbered: bool = False, per_section_style: bool = False) -> str:
    out = []
    st = style or pick(rng, ["colon", "leader", "tab", "boxes", "rows", "rows2", "cols"])
    for i, (t, items) in enumerate(secs, 1):
        s = pick(rng, ["colon", "leader", "tab", "boxes", "rows", "rows2", "cols"]) if per_section_style else st
        out.append(f"<h2>{f'{i}. ' if numbered else ''}{t}</h2>" + kv_block(rng, items, s))
    return "".join(out)


def _signature(rng: random.Random, P: KycProfile, lang: str, city: str) -> str:
    decl = {"de": "Ich versichere, dass die vorstehenden Angaben richtig und vollständig sind, und verpflichte mich, Änderungen unverzüglich mitzuteilen. Ich handle für eigene Rechnung.",
            "fr": "Je certifie l'exactitude des informations ci-dessus et m'engage à informer la banque de toute modification. J'agis pour mon propre compte.",
            "it": "Il sottoscritto dichiara, sotto la propria responsabilità, che le informazioni fornite sono veritiere e si impegna a comunicare ogni variazione.",
            "es": "Declaro que los datos facilitados son ciertos y me comprometo a comunicar cualquier modificación. Actúo por cuenta propia.",
            "pt": "Declaro que as informações prestadas são verdadeiras e comprometo-me a comunicar qualquer alteração.",
            "nl": "Ondergetekende verklaart dat bovenstaande gegevens juist en volledig zijn en dat wijzigingen onverwijld worden gemeld.",
            "en": "I confirm that the information above is true and complete and undertake to notify the bank of any change."}[lang]
    place = {"de": "Ort, Datum", "fr": "Fait à, le", "it": "Luogo e data", "es": "Lugar y fecha", "pt": "Local e data", "nl": "Plaats en datum", "en": "Place, date"}[lang]
    sig = {"de": "Unterschrift Kunde", "fr": "Signature du client", "it": "Firma del cliente", "es": "Firma del titular", "pt": "Assinatura do titular",
           "nl": "Handtekening cliënt", "en": "Client's signature"}[lang]
    emp = {"de": "Unterschrift Berater / Stempel", "fr": "Visa du conseiller", "it": "Timbro e firma dell'operatore", "es": "Firma del empleado",
           "pt": "Assinatura do colaborador", "nl": "Paraaf medewerker", "en": "Bank officer"}[lang]
    return (f"<p class=small>{esc(decl)}</p><p>{esc(place)}: {esc(city)}, {fmt_date(P.signed, date_style(rng, lang), lang)}</p>"
            f"<div><span class=sig>{esc(sig)}</span> &nbsp; &nbsp; <span class=sig>{esc(emp)}</span></div>")


def _kyc_setup(rng: random.Random, countries: tuple[str, ...], lang: str | None = None):
    b = pick(rng, banks_of(countries))
    lang = lang or bank_lang(rng, b)
    return b, lang, kyc_profile(rng, b, lang), pick(rng, ["br", "box", "sq", "x"])


def kyc_de_kontoeroeffnung(rng: random.Random):
    b, lang, P, cb = _kyc_setup(rng, ("DEU", "AUT"), "de")
    langs = ("de", "en") if chance(rng, 0.4) else ("de",)
    copy = chance(rng, 0.6)
    sex_on = chance(rng, 0.5)
    secs, atext = kyc_sections(rng, P, langs, name_mode=pick(rng, ["split", "split", "comma"]), sex_on_form=sex_on, cb=cb)
    title = pick(rng, ["Antrag auf Kontoeröffnung – Privatkunden", "Kontoeröffnung und Legitimationsprüfung (§ 11 GwG)", "Stammdatenblatt Privatperson",
                       "Eröffnungsantrag Girokonto / Tagesgeld"])
    if len(langs) > 1:
        title += " / " + pick(rng, ["Account opening form", "Customer due diligence"])
    right = f"{lbl(rng, 'client_no', ('de',))}: {P.client_no}<br>Filiale {rng.randrange(100, 999)}<br>{pick(rng, ['Seite 1 von 2', 'Blatt 1', ''])}"
    body = letterhead(rng, b, right) + f"<h1>{esc(title)}</h1>"
    if chance(rng, 0.5):
        body += "<p class=small>Bitte in Druckbuchstaben ausfüllen und Zutreffendes ankreuzen. Felder mit * sind Pflichtfelder.</p>"
    body += _sections_html(rng, secs, numbered=chance(rng, 0.5), per_section_style=chance(rng, 0.4))
    body += _signature(rng, P, "de", b.city.split(" ", 1)[1]) + footer(rng, b, "de")
    if copy:
        body += id_copy(rng, P, "de")
    return b, "de", P, body, kyc_truth(P, sex_shown=sex_on or copy, addr_text=atext)


def kyc_ch_private_banking(rng: random.Random):
    b, lang, P, cb = _kyc_setup(rng, ("CHE", "LUX"))
    lang = "de" if b.country == "CHE" and "Zürich" in b.city else "fr"
    langs = (lang, "en") if chance(rng, 0.5) else (lang,)
    copy = chance(rng, 0.5)
    sex_on = chance(rng, 0.4)
    secs, atext = kyc_sections(rng, P, langs, name_mode=pick(rng, ["comma", "full", "split"]), sex_on_form=sex_on, cb=cb, funds_as_list=False)
    title = {"de": pick(rng, ["Kundenprofil Private Banking", "Know Your Customer – Kundenprofil", "Eröffnungsdossier Privatkunde"]),
             "fr": pick(rng, ["Profil client – Gestion de fortune", "Profil KYC – client privé", "Dossier d'entrée en relation"])}[lang]
    ref = f"{pick(rng, ['Relation', 'Stamm', 'Dossier', 'Portefeuille'])} {rng.randrange(100, 999)}.{rng.randrange(1000, 9999)}"
    right = f"<b>{'STRICTLY CONFIDENTIAL' if chance(rng, 0.5) else ('STRENG VERTRAULICH' if lang == 'de' else 'STRICTEMENT CONFIDENTIEL')}</b><br>{esc(ref)}<br>RM: {pick(rng, ['P. Vuilleumier', 'C. Baumann', 'L. Rochat', 'D. Frick'])}"
    body = letterhead(rng, b, right) + f"<h1>{esc(title)}</h1>"
    bg = {"de": "Hintergrund der Geschäftsbeziehung", "fr": "Contexte de la relation d'affaires"}[lang]
    story = {"de": f"Die Kundin/der Kunde wurde durch einen bestehenden Kunden empfohlen. Geplante Vermögenseinbringung ca. {fmt_money(rng, rng.randrange(5, 80) * 100000, P.currency, 'de')} "
                   f"innerhalb von sechs Monaten; Anlageziel Kapitalerhalt, Risikoprofil {pick(rng, ['ausgewogen', 'konservativ', 'wachstumsorientiert'])}.",
             "fr": f"Relation apportée par un client existant. Apport prévu d'environ {fmt_money(rng, rng.randrange(5, 80) * 100000, P.currency, 'fr')} dans les six mois ; "
                   f"objectif de préservation du capital, profil de risque {pick(rng, ['équilibré', 'prudent', 'dynamique'])}."}[lang]
    st = pick(rng, ["rows", "tab", "boxes", "leader"])
    body += _sections_html(rng, secs[:3], style=st)
    body += f"<h2>{esc(bg)}</h2><p>{esc(story)}</p>"
    body += _sections_html(rng, secs[3:], style=st)
    formA = {"de": "Feststellung der wirtschaftlich berechtigten Person (Formular A): Die Vertragspartei erklärt, dass sie allein an den Vermögenswerten wirtschaftlich berechtigt ist.",
             "fr": "Établissement de l'ayant droit économique (formulaire A) : le cocontractant déclare être seul ayant droit économique des valeurs patrimoniales."}[lang]
    body += f"<p class=small>{checkbox(cb, True)} {esc(formA)}</p>"
    body += _signature(rng, P, lang, b.city.split(" ", 1)[1]) + footer(rng, b, lang, pageno=pick(rng, ["1/2", "Seite 1", ""]))
    if copy:
        body += id_copy(rng, P, lang)
    return b, lang, P, body, kyc_truth(P, sex_shown=sex_on or copy, addr_text=atext)


def kyc_fr_connaissance_client(rng: random.Random):
    b, lang, P, cb = _kyc_setup(rng, ("FRA", "LUX", "BEL"), "fr")
    langs = ("fr", "en") if b.country == "LUX" and chance(rng, 0.6) else ("fr",)
    copy = chance(rng, 0.55)
    civ = chance(rng, 0.6)   # "Civilité : Madame / Monsieur" states the sex
    secs, atext = kyc_sections(rng, P, langs, name_mode=pick(rng, ["split", "full"]), sex_on_form=False, cb=cb)
    if civ:
        m, f = ("Monsieur", "Madame") if chance(rng, 0.5) else ("M.", "Mme")
        secs[0][1].insert(0, ("Civilité", f"{checkbox(cb, P.person.sex == 'M')} {m} &nbsp; {checkbox(cb, P.person.sex == 'F')} {f}"))
    title = pick(rng, ["Fiche de connaissance client – Personne physique", "Demande d'ouverture de compte", "Questionnaire KYC – Entrée en relation",
                       "Formulaire d'identification du client"])
    right = f"Agence : {pick(rng, ['Lyon Part-Dieu', 'Paris Étoile', 'Luxembourg-Gare', 'Bruxelles Louise', 'Strasbourg Kléber'])}<br>Réf. dossier : {P.client_no}"
    body = letterhead(rng, b, right) + f"<h1>{esc(title)}</h1>"
    body += "<p class=small>Document à compléter en lettres capitales. Les informations marquées d'un astérisque sont obligatoires.</p>" if chance(rng, 0.5) else ""
    body += _sections_html(rng, secs, style=pick(rng, ["leader", "leader", "rows", "colon"]), numbered=chance(rng, 0.4))
    body += _signature(rng, P, "fr", b.city.split(" ", 1)[1]) + footer(rng, b, "fr", pageno="Page 1")
    if copy:
        body += id_copy(rng, P, "fr")
    return b, "fr", P, body, kyc_truth(P, sex_shown=civ or copy, addr_text=atext)


def kyc_it_adeguata_verifica(rng: random.Random):
    b, lang, P, cb = _kyc_setup(rng, ("ITA",), "it")
    if P.res == "ITA" and P.tin is None and chance(rng, 0.7):
        P.tin = tax_id(rng, "ITA", P.person)
    copy = chance(rng, 0.5)
    sex_on = chance(rng, 0.7)
    secs, atext = kyc_sections(rng, P, ("it",), name_mode="split", sex_on_form=sex_on, cb=cb)
    title = pick(rng, ["Questionario per l'adeguata verifica della clientela", "Modulo di adeguata verifica – persone fisiche (D.Lgs. 231/2007)",
                       "Scheda cliente – Apertura rapporto"])
    items = [it for _, sec in secs for it in sec]
    body = letterhead(rng, b, f"Filiale di {pick(rng, ['Como', 'Lecco', 'Milano Centro', 'Siena'])}<br>NDG {P.client_no}") + f"<h1>{esc(title)}</h1>"
    body += "<p class=small>Il cliente è tenuto a fornire, sotto la propria responsabilità, tutte le informazioni necessarie e aggiornate per consentire alla banca di adempiere agli obblighi di adeguata verifica.</p>"
    if chance(rng, 0.5):
        body += "<table class=g>" + "".join(f"<tr><td style=\"width:6%\">{i}.</td><td style=\"width:40%\">{l}</td><td>{v}</td></tr>" for i, (l, v) in enumerate(items, 1)) + "</table>"
    else:
        body += _sections_html(rng, secs, per_section_style=True)
    body += _signature(rng, P, "it", b.city.split(" ", 1)[1].split(" (")[0]) + footer(rng, b, "it")
    if copy:
        body += id_copy(rng, P, "it")
    return b, "it", P, body, kyc_truth(P, sex_shown=sex_on or copy, addr_text=atext)


def kyc_iberia(rng: random.Random):
    b, lang, P, cb = _kyc_setup(rng, ("ESP", "PRT"))
    if lang == "es" and P.nat == "ESP" and P.res == "ESP" and P.id_type == "national_id" and chance(rng, 0.7):
        P.tin = P.id_no     # the NIF of a Spaniard is the DNI number
    copy = chance(rng, 0.45)
    sex_on = chance(rng, 0.6)
    secs, atext = kyc_sections(rng, P, (lang, "en") if chance(rng, 0.3) else (lang,), name_mode=pick(rng, ["split", "full"]), sex_on_form=sex_on, cb=cb)
    title = {"es": pick(rng, ["Formulario de conocimiento del cliente (KYC)", "Ficha de cliente – Persona física", "Solicitud de apertura de cuenta"]),
             "pt": pick(rng, ["Ficha de abertura de conta – Particulares", "Questionário de conhecimento do cliente (KYC)", "Ficha de informação do cliente"])}[lang]
    body = letterhead(rng, b, f"{'Oficina' if lang == 'es' else 'Balcão'} {rng.randrange(1000, 9999)}<br>{lbl(rng, 'client_no', (lang,))}: {P.client_no}")
    body += f"<h1>{esc(title)}</h1>" + _sections_html(rng, secs, style=pick(rng, ["boxes", "cols", "rows2", "tab"]))
    body += _signature(rng, P, lang, b.city.split(" ", 1)[1]) + footer(rng, b, lang)
    if copy:
        body += id_copy(rng, P, lang)
    return b, lang, P, body, kyc_truth(P, sex_shown=sex_on or copy, addr_text=atext)


def kyc_benelux_klant(rng: random.Random):
    b, _, P, cb = _kyc_setup(rng, ("NLD", "BEL"))
    langs = ("nl", "fr") if b.country == "BEL" else (("nl", "en") if chance(rng, 0.5) else ("nl",))
    copy = chance(rng, 0.55)
    sex_on = chance(rng, 0.5)
    secs, atext = kyc_sections(rng, P, langs, name_mode=pick(rng, ["split", "comma", "full"]), sex_on_form=sex_on, cb=cb)
    title = pick(rng, ["Klantacceptatieformulier particulieren", "Cliëntonderzoek (Wwft) – natuurlijk persoon", "Aanvraag betaalrekening"])
    if langs[1:] == ("fr",):
        title += " / " + pick(rng, ["Formulaire d'acceptation client", "Identification du client"])
    body = letterhead(rng, b, f"{lbl(rng, 'client_no', ('nl',))}: {P.client_no}") + f"<h1>{esc(title)}</h1>"
    body += _sections_html(rng, secs, style=pick(rng, ["cols", "rows", "boxes"]), numbered=chance(rng, 0.3))
    body += _signature(rng, P, "nl", b.city.split(" ")[-1]) + footer(rng, b, "nl")
    if copy:
        body += id_copy(rng, P, "nl")
    return b, "nl", P, body, kyc_truth(P, sex_shown=sex_on or copy, addr_text=atext)


def kyc_ekyc_export(rng: random.Random):
    b, lang, P, cb = _kyc_setup(rng, ("DEU", "AUT", "CHE", "NLD", "LUX", "FRA", "ITA", "ESP", "PRT", "BEL"))
    lang = pick(rng, ["en", "de", lang]) if lang in ("de", "fr", "it", "es", "pt", "nl") else "en"
    if lang not in ("de", "en"):
        lang = "en"
    de = lang == "de"
    ds = pick(rng, ["iso", "dot", "iso"])
    sys = pick(rng, ["AVALOQ", "T24", "FINNOVA", "OLYMPIC", "SAP-FS", "FLEXCUBE"])
    keyset = {
        "name": ("KUNDE.NAME" if de else "CUST.SURNAME"), "given": ("KUNDE.VORNAME" if de else "CUST.GIVEN.NAMES"),
    }
    sex_on = chance(rng, 0.8)
    rows: list[tuple[str, str]] = [
        ("CIF / " + ("KUNDENNR" if de else "CUSTOMER.ID"), P.client_no),
        (keyset["name"], P.person.surname.upper()), (keyset["given"], P.person.given.upper()),
        ("GEB.DATUM" if de else "DATE.OF.BIRTH", fmt_date(P.person.dob, ds)),
    ]
    if sex_on:
        rows.append(("GESCHLECHT" if de else "GENDER", P.person.sex))
    rows += [
        ("NATIONALITAET" if de else "NATIONALITY", P.nat if chance(rng, 0.6) else COUNTRIES[P.nat][0]),
        ("AUSWEIS.TYP" if de else "ID.TYPE", {"passport": "PASSPORT" if not de else "REISEPASS", "national_id": "NATIONAL.ID" if not de else "PERSONALAUSWEIS"}[P.id_type]),
        ("AUSWEIS.NR" if de else "ID.NUMBER", P.id_no), ("AUSWEIS.LAND" if de else "ID.ISSUE.COUNTRY", P.nat),
        ("AUSWEIS.GUELTIG.BIS" if de else "ID.EXPIRY", fmt_date(P.id_expiry, ds)),
    ]
    addr_text = " ".join(P.addr)
    rows += [("ADRESSE" if de else "ADDRESS", addr_text), ("WOHNSITZLAND" if de else "RESIDENCE", P.res if chance(rng, 0.6) else COUNTRIES[P.res][0])]
    rows += [("BERUF" if de else "OCCUPATION", P.occupation), ("ARBEITGEBER" if de else "EMPLOYER", P.employer or "")]
    if P.monthly is not None:
        rows.append(("EINK.MONAT" if de else "INCOME.MONTHLY", fmt_num(P.monthly, pick(rng, ["en", "plain", "ch"]))))
    else:
        rows.append(("EINK.JAHR" if de else "INCOME.ANNUAL", fmt_num(P.annual, pick(rng, ["en", "plain", "ch", "de"]))))
    rows += [("WAEHRUNG" if de else "INCOME.CCY", P.currency),
             ("MITTELHERKUNFT" if de else "SOURCE.OF.FUNDS", {"employment": "EMPLOYMENT", "business": "BUSINESS", "investments": "INVESTMENTS", "inheritance": "INHERITANCE",
                                                              "pension": "PENSION", "other": "OTHER - SALE OF PROPERTY"}[P.source]),
             ("PEP.FLAG", pick(rng, ["Y", "YES", "J"]) if P.pep else pick(rng, ["N", "NO"])),
             ("TIN" if not de else "STEUER.ID", P.tin or ""), ("CRS.STATUS", "REPORTABLE" if P.res != b.country else "NON-REPORTABLE"),
             ("RISK.SCORE", pick(rng, ["LOW", "MEDIUM", "HIGH"]) if not P.pep else "HIGH"),
             ("SCREENING", f"WORLD-CHECK {fmt_date(P.signed, 'iso')} NO MATCH"), ("LAST.UPD", f"{fmt_date(P.signed, 'iso')} {rng.randrange(7, 19):02d}:{rng.randrange(60):02d} USR{rng.randrange(1000, 9999)}")]
    if P.prev_addr and chance(rng, 0.5):
        rows.insert(11, ("ADRESSE.ALT" if de else "ADDRESS.PREVIOUS", " ".join(P.prev_addr)))
    w = max(len(k) for k, _ in rows) + 2
    if chance(rng, 0.5):
        text = "\n".join(f"{k.ljust(w, '.')}: {v}" for k, v in rows)
    else:
        text = "\n".join(f"{k.ljust(w)} {v}" for k, v in rows)
    head = f"{sys} {pick(rng, ['CUSTOMER MASTER', 'KYC SNAPSHOT', 'PARTNERSTAMM'])}   {b.bic[:8]}   {fmt_date(P.signed, 'iso')}\n{'=' * 72}\n"
    body = f"<div class=mono>{esc(head + text)}\n{'-' * 72}\n{esc(pick(rng, ['*** END OF RECORD ***', 'F3=Exit  F7=Back  F8=Fwd', 'PAGE 1/1']))}</div>"
    if chance(rng, 0.35):
        body += id_copy(rng, P, lang)
        sex_on = True
    truth = kyc_truth(P, sex_shown=sex_on, addr_text=addr_text)
    return b, lang, P, body, truth


def kyc_rm_call_report(rng: random.Random):
    b, lang, P, cb = _kyc_setup(rng, ("LUX", "CHE", "DEU", "BEL", "FRA"))
    lang = pick(rng, ["en", "de", "fr"]) if lang in ("de", "fr") else "en"
    g, s = P.person.given, P.person.surname
    ds = date_style(rng, lang)
    atext = ", ".join(P.addr + [COUNTRIES[P.res][1][lang]])
    sex_on = chance(rng, 0.5)
    amt = fmt_money(rng, P.monthly if P.monthly is not None else P.annual, P.currency, lang if lang != "en" else "en")
    idn = word(P.id_type, lang)
    if lang == "en":
        per = "per month" if P.monthly is not None else "per year"
        title = pick(rng, ["Call report – new relationship", "Client visit report", "KYC call memo"])
        emp = f"employed by {P.employer}" if P.employer else "not employed by a third party"
        sexw = (" (" + {"M": "male", "F": "female"}[P.person.sex] + ")") if sex_on else ""
        paras = [f"Meeting held on {fmt_date(P.signed, ds, 'en')} at our {b.city.split(' ', 1)[1]} office with the prospect, {g} {s}{sexw}, born on {fmt_date(P.person.dob, ds, 'en')} "
                 f"in {P.pob}, a {COUNTRIES[P.nat][2]['en']} national.",
                 f"Identification: {idn.lower()} no. {P.id_no} issued by {COUNTRIES[P.nat][1]['en']}, valid until {fmt_date(P.id_expiry, ds, 'en')}. A certified copy is on file.",
                 f"The client resides at {atext}. Occupation: {P.occupation}; {emp}. Declared income of {amt} {per}.",
                 f"Source of funds: {funds_word(rng, P.source, 'en').lower()}. " + ("The client holds a prominent public function and is classified as a PEP; senior management approval obtained."
                                                                                   if P.pep else "The client confirmed that he/she is not a politically exposed person."),
                 (f"Tax residence {COUNTRIES[P.res][1]['en']}, TIN {P.tin}." if P.tin else "The TIN will be provided at a later stage."),
                 f"Next steps: transfer of approx. {fmt_money(rng, rng.randrange(3, 40) * 100000, P.currency, 'en')} from {pick(rng, ['a UK bank', 'a German savings bank', 'a brokerage account'])}; follow-up in Q{rng.randrange(1, 5)}."]
    elif lang == "de":
        per = "monatlich" if P.monthly is not None else "jährlich"
        title = pick(rng, ["Gesprächsnotiz – Neukunde", "Besuchsbericht", "KYC-Gesprächsprotokoll"])
        emp = f"angestellt bei {P.employer}" if P.employer else "kein Arbeitgeber"
        sexw = (" (" + word(P.person.sex, "de") + ")") if sex_on else ""
        paras = [f"Am {fmt_date(P.signed, ds, 'de')} fand in unserer Niederlassung ein Gespräch mit {g} {s}{sexw} statt, geboren am {fmt_date(P.person.dob, ds, 'de')} in {P.pob}, "
                 f"Staatsangehörigkeit: {COUNTRIES[P.nat][1]['de']}.",
                 f"Legitimation: {idn} Nr. {P.id_no}, ausgestellt von {COUNTRIES[P.nat][1]['de']}, gültig bis {fmt_date(P.id_expiry, ds, 'de')}.",
                 f"Wohnhaft: {atext}. Beruf: {P.occupation}, {emp}. Einkommen {per} {amt}.",
                 f"Herkunft der Mittel: {funds_word(rng, P.source, 'de')}. " + ("Der Kunde ist eine politisch exponierte Person (PEP); Zustimmung der Geschäftsleitung liegt vor."
                                                                               if P.pep else "Der Kunde ist nach eigener Angabe keine politisch exponierte Person."),
                 (f"Steuerlich ansässig in {COUNTRIES[P.res][1]['de']}, Steuer-ID {P.tin}." if P.tin else "Die Steuer-ID wird nachgereicht."),
                 "Nächste Schritte: Unterlagen zur Mittelherkunft anfordern, Depoteröffnung vorbereiten."]
    else:
        per = "par mois" if P.monthly is not None else "par an"
        title = pick(rng, ["Compte rendu d'entretien – nouvelle relation", "Rapport de visite client", "Note d'entretien KYC"])
        emp = f"salarié(e) de {P.employer}" if P.employer else "sans employeur"
        sexw = (" (sexe : " + P.person.sex + ")") if sex_on else ""
        paras = [f"Entretien du {fmt_date(P.signed, ds, 'fr')} avec {g} {s}{sexw}, né(e) le {fmt_date(P.person.dob, ds, 'fr')} à {P.pob}, de nationalité {COUNTRIES[P.nat][2]['fr']}.",
                 f"Pièce d'identité : {idn.lower()} n° {P.id_no} délivré(e) par : {COUNTRIES[P.nat][1]['fr']}, valable jusqu'au {fmt_date(P.id_expiry, ds, 'fr')}.",
                 f"Domicile : {atext}. Profession : {P.occupation}, {emp}. Revenus déclarés : {amt} {per}.",
                 f"Origine des fonds : {funds_word(rng, P.source, 'fr').lower()}. " + ("Le client est une personne politiquement exposée ; accord de la direction obtenu."
                                                                                       if P.pep else "Le client déclare ne pas être une personne politiquement exposée."),
                 (f"Résidence fiscale : {COUNTRIES[P.res][1]['fr']}, NIF {P.tin}." if P.tin else "Le NIF sera communiqué ultérieurement."),
                 "Prochaines étapes : transfert des avoirs et signature du mandat de gestion."]
    body = letterhead(rng, b, f"{esc(pick(rng, ['INTERNAL', 'INTERN', 'INTERNE']))}<br>RM {pick(rng, ['JH', 'MK', 'SB', 'AL'])}/{rng.randrange(10, 99)}")
    body += f"<h1>{esc(title)}</h1>" + "".join(f"<p>{esc(x)}</p>" for x in paras)
    body += f"<p class=small>{esc(pick(rng, ['Compliance review: pending', 'Freigabe Compliance: erteilt', 'Visa compliance : OK']))}</p>" + footer(rng, b, lang)
    copy = chance(rng, 0.4)
    if copy:
        body += id_copy(rng, P, lang)
    return b, lang, P, body, kyc_truth(P, sex_shown=sex_on or copy, addr_text=atext)


def kyc_id_verification(rng: random.Random):
    """A short identity-verification record (Legitimationsprüfung) with the ID copy carrying the identity data."""
    b, lang, P, cb = _kyc_setup(rng, ("DEU", "AUT", "CHE", "ITA", "ESP", "FRA", "NLD", "PRT"))
    langs = (lang,)
    L = lambda k: lbl(rng, k, langs)
    g, s = name_case(rng, P.person, "upper")
    ahtml, atext = render_lines(rng, P.addr, pick(rng, ["br", "comma"]))
    items = [(L("fullname"), esc(f"{s}, {g}" if chance(rng, 0.5) else f"{g} {s}")), (L("address"), ahtml), (L("country_res"), esc(country_text(rng, P.res, lang))),
             (L("occupation"), esc(P.occupation)), (L("employer"), esc(P.employer) if P.employer else blank(rng, lang)), income_item(rng, P, langs),
             (L("funds"), esc(funds_word(rng, P.source, lang))), (L("pep"), yes_no(rng, P.pep, lang, cb)), (L("tin"), esc(P.tin) if P.tin else blank(rng, lang))]
    title = {"de": "Legitimationsprüfung – Identifizierung vor Ort", "fr": "Procès-verbal d'identification", "it": "Identificazione del cliente", "es": "Identificación presencial del cliente",
             "pt": "Registo de identificação presencial", "nl": "Identificatierapport", "en": "Identity verification record"}[lang]
    body = letterhead(rng, b, f"{fmt_date(P.signed, date_style(rng, lang), lang)}") + f"<h1>{esc(title)}</h1>"
    body += kv_block(rng, items, pick(rng, ["rows", "tab", "colon", "leader"]))
    note = {"de": "Die Angaben zur Person wurden anhand des im Original vorgelegten Ausweisdokuments (Kopie anbei) überprüft.",
            "fr": "L'identité a été vérifiée sur présentation de l'original de la pièce d'identité (copie ci-jointe).",
            "it": "I dati identificativi sono stati verificati sull'originale del documento (copia allegata).",
            "es": "Los datos identificativos se han comprobado con el original del documento (se adjunta copia).",
            "pt": "Os dados de identificação foram conferidos com o original do documento (cópia em anexo).",
            "nl": "De identiteit is vastgesteld aan de hand van het originele legitimatiebewijs (kopie bijgevoegd).",
            "en": "Identity data verified against the original document (copy attached)."}[lang]
    body += f"<p>{esc(note)}</p>" + _signature(rng, P, lang, b.city.split(" ", 1)[1]) + footer(rng, b, lang) + id_copy(rng, P, lang)
    return b, lang, P, body, kyc_truth(P, sex_shown=True, addr_text=atext)


KYC_LAYOUTS: dict[str, Callable] = {
    "de_kontoeroeffnung": kyc_de_kontoeroeffnung,
    "ch_lu_private_banking_profile": kyc_ch_private_banking,
    "fr_fiche_connaissance_client": kyc_fr_connaissance_client,
    "it_adeguata_verifica": kyc_it_adeguata_verifica,
    "es_pt_ficha_cliente": kyc_iberia,
    "nl_be_klantacceptatie": kyc_benelux_klant,
    "core_banking_export": kyc_ekyc_export,
    "rm_call_report": kyc_rm_call_report,
    "id_verification_with_copy": kyc_id_verification,
}


# ----------------------------------------------------------------------------------------------
# letters of credit
# ----------------------------------------------------------------------------------------------
FOREIGN_SELLERS = [
    ("SHENZHEN HUALI ELECTRONICS CO., LTD.", ["NO. 88 KEJI ROAD, NANSHAN DISTRICT", "SHENZHEN 518057, CHINA"], "CHN", ["SHENZHEN", "YANTIAN, CHINA", "ANY PORT IN CHINA"]),
    ("NINGBO ORIENT HOUSEWARE CO., LTD.", ["ROOM 1203, 45 ZHONGSHAN EAST ROAD", "NINGBO 315000, CHINA"], "CHN", ["NINGBO", "SHANGHAI PORT, CHINA"]),
    ("ANATOLIA TEKSTIL SANAYI VE TICARET A.S.", ["ORGANIZE SANAYI BOLGESI 4. CADDE NO 12", "16140 BURSA, TURKEY"], "TUR", ["GEMLIK", "MERSIN, TURKEY", "ISTANBUL AMBARLI"]),
    ("SRI VENKATESWARA SPICES PVT LTD", ["PLOT 14, MIDC TTC AREA", "NAVI MUMBAI 400710, INDIA"], "IND", ["NHAVA SHEVA, INDIA", "JNPT MUMBAI"]),
    ("COMPANHIA AGRICOLA DO CERRADO LTDA", ["RODOVIA BR-050 KM 12", "UBERLANDIA MG, BRAZIL"], "BRA", ["SANTOS, BRAZIL", "PARANAGUA"]),
    ("SAIGON WOODCRAFT JOINT STOCK COMPANY", ["LOT B2 TAN THUAN EPZ, DISTRICT 7", "HO CHI MINH CITY, VIETNAM"], "VNM", ["HO CHI MINH CITY", "CAT LAI PORT, VIETNAM"]),
    ("GREAT LAKES MACHINERY INC.", ["1200 INDUSTRIAL PARKWAY", "TOLEDO, OH 43612, USA"], "USA", ["BALTIMORE, MD", "NEW YORK/NEWARK"]),
    ("ATLAS OLIVE OIL SARL", ["ZONE INDUSTRIELLE SIDI GHANEM LOT 45", "40110 MARRAKECH, MOROCCO"], "MAR", ["CASABLANCA, MOROCCO", "TANGER MED"]),
    ("PT NUSANTARA RUBBER INDUSTRIES", ["JL. GATOT SUBROTO KAV. 21", "JAKARTA 12930, INDONESIA"], "IDN", ["TANJUNG PRIOK, JAKARTA", "ANY INDONESIAN PORT"]),
    ("KOREA PRECISION STEEL CO., LTD.", ["45, GONGDAN-RO 140BEON-GIL", "CHANGWON-SI, GYEONGNAM, KOREA"], "KOR", ["BUSAN, KOREA", "BUSAN NEW PORT"]),
    ("CAPE FRUIT EXPORTERS (PTY) LTD", ["14 DOCK ROAD, V AND A WATERFRONT", "CAPE TOWN 8001, SOUTH AFRICA"], "ZAF", ["CAPE TOWN", "DURBAN, SOUTH AFRICA"]),
]
DISCHARGE = {"DEU": ["HAMBURG", "BREMERHAVEN, GERMANY", "HAMBURG PORT"], "AUT": ["KOPER, SLOVENIA", "TRIESTE, ITALY", "HAMBURG"],
             "CHE": ["BASEL RHINE PORT", "ROTTERDAM FOR TRANSIT TO SWITZERLAND", "ZURICH AIRPORT"], "NLD": ["ROTTERDAM", "AMSTERDAM"],
             "BEL": ["ANTWERP, BELGIUM", "ZEEBRUGGE"], "LUX": ["ANTWERP", "LUXEMBOURG FINDEL AIRPORT"], "FRA": ["LE HAVRE", "MARSEILLE-FOS", "FOS-SUR-MER"],
             "ITA": ["GENOA", "LA SPEZIA, ITALY", "LIVORNO"], "ESP": ["VALENCIA", "BARCELONA, SPAIN", "ALGECIRAS"], "PRT": ["LEIXOES, PORTUGAL", "LISBON", "SINES"]}
GOODS = [
    "{q} PCS LED PANEL LIGHTS MODEL {m}, 600 X 600 MM, 40 W, AS PER PROFORMA INVOICE NO. {pi} DATED {pid}",
    "{q} METRIC TONS EXTRA VIRGIN OLIVE OIL IN 5 LITRE TINS, ACIDITY MAX 0.8 PCT, AS PER CONTRACT NO. {pi}",
    "{q} ROLLS COTTON DENIM FABRIC 12 OZ, WIDTH 150 CM, ORIGIN {o}, AS PER ORDER {pi}",
    "ONE (1) CNC VERTICAL MACHINING CENTRE MODEL {m} COMPLETE WITH STANDARD ACCESSORIES AND SPARE PARTS, AS PER PROFORMA INVOICE {pi}",
    "{q} CARTONS BLACK PEPPER, GRADE 550 G/L, NEW CROP, PACKED IN 25 KG BAGS",
    "{q} MT GREEN COFFEE BEANS, ARABICA, SCREEN 17/18, CROP 2026",
    "{q} SETS SOLID WOOD GARDEN FURNITURE (TABLES AND CHAIRS), FSC CERTIFIED, AS PER ORDER NO. {pi}",
    "{q} MT COLD ROLLED STEEL COILS, GRADE DC01, THICKNESS 0.8 MM, AS PER SALES CONTRACT {pi}",
    "{q} CARTONS FRESH TABLE GRAPES, VARIETY CRIMSON SEEDLESS, 4.5 KG NET PER CARTON",
    "{q} KG NATURAL RUBBER SIR 20 IN BALES OF 35 KG",
]
DOCS = {
    "en": ["SIGNED COMMERCIAL INVOICE IN {n} ORIGINALS AND {c} COPIES", "FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {bank}, MARKED FREIGHT {fr} AND NOTIFY APPLICANT",
           "PACKING LIST IN {n} FOLD", "CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE", "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE FOR 110 PCT OF CIF VALUE, BLANK ENDORSED, COVERING INSTITUTE CARGO CLAUSES (A)",
           "AIR WAYBILL CONSIGNED TO {bank} MARKED FREIGHT {fr}", "PHYTOSANITARY CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY", "INSPECTION CERTIFICATE ISSUED BY SGS OR BUREAU VERITAS",
           "BENEFICIARY'S CERTIFICATE CERTIFYING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN 5 DAYS AFTER SHIPMENT",
           "WEIGHT LIST ISSUED BY THE BENEFICIARY", "EUR.1 MOVEMENT CERTIFICATE", "ANALYSIS CERTIFICATE ISSUED BY AN INDEPENDENT LABORATORY"],
    "de": ["Handelsrechnung, unterzeichnet, in {n}-facher Ausfertigung", "Voller Satz reiner An-Bord-Konnossemente, ausgestellt an Order der {bank}, mit Vermerk „Freight {fr}“, Notify: Auftraggeber",
           "Packliste in {n}-facher Ausfertigung", "Ursprungszeugnis, ausgestellt von der zuständigen Handelskammer", "Versicherungspolice oder -zertifikat über 110 % des CIF-Wertes, blanko indossiert",
           "Luftfrachtbrief, ausgestellt an {bank}", "Pflanzengesundheitszeugnis", "Inspektionszertifikat von SGS oder Bureau Veritas", "Gewichtsliste des Begünstigten",
           "Warenverkehrsbescheinigung EUR.1"],
    "fr": ["Facture commerciale signée en {n} exemplaires", "Jeu complet de connaissements maritimes « à bord », établis à l'ordre de {bank}, portant la mention « fret {fr} »",
           "Liste de colisage en {n} exemplaires", "Certificat d'origine délivré par la chambre de commerce", "Police ou certificat d'assurance couvrant 110 % de la valeur CIF, endossé en blanc",
           "Lettre de transport aérien établie au nom de {bank}", "Certificat phytosanitaire", "Certificat d'inspection émis par SGS ou Bureau Veritas", "Certificat d'origine EUR.1"],
    "it": ["Fattura commerciale firmata in {n} originali", "Serie completa di polizze di carico marittime «clean on board» all'ordine di {bank}, con annotazione «freight {fr}»",
           "Distinta di imballaggio in {n} copie", "Certificato di origine rilasciato dalla Camera di Commercio", "Polizza o certificato di assicurazione per il 110% del valore CIF, girato in bianco",
           "Lettera di vettura aerea intestata a {bank}", "Certificato fitosanitario", "Certificato d'ispezione rilasciato da SGS o Bureau Veritas"],
    "es": ["Factura comercial firmada, {n} originales", "Juego completo de conocimientos de embarque limpios a bordo, a la orden de {bank}, con la mención «flete {fr}»",
           "Lista de empaque, {n} ejemplares", "Certificado de origen expedido por la Cámara de Comercio", "Póliza o certificado de seguro por el 110 % del valor CIF, endosado en blanco",
           "Conocimiento aéreo consignado a {bank}", "Certificado fitosanitario", "Certificado de inspección emitido por SGS o Bureau Veritas"],
}


@dataclass
class LC:
    issuer: Bank
    advising: Bank | None
    advising_bic: str
    number: str
    form: str
    issue: D
    rules: str
    expiry: D
    exp_place: str
    app_name: str
    app_addr: list[str]
    ben_name: str
    ben_addr: list[str]
    ben_account: str | None
    currency: str
    amount: float
    tol: tuple[int, int] | None
    avail_with: str
    avail_by: str
    partial: str | None
    tranship: str | None
    pol: str | None
    pod: str | None
    latest: D | None
    goods: str
    docs_keys: list[int]
    n_orig: int
    freight: str
    period: int | None
    confirm: str
    drafts: str
    charges: str
    conditions: list[str]


def _wrap(text: str, width: int) -> list[str]:
    return textwrap.wrap(text, width, break_on_hyphens=False, break_long_words=False)


def swift_x(s: str) -> str:
    s = ascii_fold(s).upper().replace("&", "AND").replace("’", "'").replace("«", "").replace("»", "").replace("„", "").replace("“", "")
    return re.sub(r"[^A-Z0-9/\-?:().,'+ ]", "", s)


def make_lc(rng: random.Random, issuer: Bank | None = None, *, raw: bool = False) -> LC:
    issuer = issuer or pick(rng, BANKS)
    B = issuer.country
    app_name = pick(rng, COMPANY[B])
    app_addr = address_lines(rng, B, with_country=chance(rng, 0.5), lang="en")
    if chance(rng, 0.8):
        ben_name, ben_addr, _, pols = pick(rng, FOREIGN_SELLERS)
    else:
        oc = pick(rng, [c for c in ("DEU", "ITA", "ESP", "PRT", "FRA", "NLD") if c != B])
        ben_name, ben_addr, pols = pick(rng, COMPANY[oc]), address_lines(rng, oc, with_country=True, lang="en"), [pick(rng, DISCHARGE[oc])]
    standby = chance(rng, 0.08)
    form = "IRREVOCABLE STANDBY" if standby else ("IRREVOCABLE TRANSFERABLE" if chance(rng, 0.2) else "IRREVOCABLE")
    rules = "ISP LATEST VERSION" if standby and chance(rng, 0.8) else pick(rng, ["UCP LATEST VERSION"] * 8 + ["EUCP LATEST VERSION", "OTHR"])
    issue = rand_date(rng, D(2025, 1, 5), D(2026, 12, 20))
    expiry = issue + _dt.timedelta(days=rng.randrange(60, 270))
    currency = "CHF" if B == "CHE" and chance(rng, 0.4) else pick(rng, ["EUR", "EUR", "USD", "USD", "GBP"] if B != "CHE" else ["EUR", "USD"])
    amount = float(rng.randrange(12, 4000) * 250) if chance(rng, 0.7) else round(rng.uniform(8000, 2500000), 2)
    tol = pick(rng, [(5, 5), (10, 10), (10, 0), (5, 0), (3, 3)]) if chance(rng, 0.55) else None
    r = rng.random()
    adv_choices = [b for b in BANKS if b.country != B]
    advising = pick(rng, adv_choices) if chance(rng, 0.4) else None
    adv_bic = advising.bic if advising else pick(rng, ["BKCHCNBJ450", "ICBKCNBJSZN", "TGBATRIS", "SBININBB104", "BRASBRRJSPO", "BFTVVNVX007", "CHASUS33", "BCMAMAMC", "BMRIIDJA", "KOEXKRSE", "FIRNZAJJ"])
    avail_by = pick(rng, ["BY NEGOTIATION", "BY PAYMENT", "BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"])
    if r < 0.35:
        avail_with = "ANY BANK"
    elif r < 0.7:
        avail_with = pick(rng, [adv_bic, issuer.bic])
    else:
        avail_with = swift_x(advising.name if advising else issuer.name).split(" / ")[0]
    drafts = {"BY NEGOTIATION": "AT SIGHT", "BY PAYMENT": "", "BY ACCEPTANCE": f"{pick(rng, [30, 60, 90, 120])} DAYS AFTER B/L DATE",
              "BY DEF PAYMENT": "", "BY MIXED PYMT": ""}[avail_by]
    latest = expiry - _dt.timedelta(days=rng.randrange(10, 30)) if chance(rng, 0.8) else None
    air = chance(rng, 0.15)
    pol = (pick(rng, pols) if not air else pick(rng, ["SHANGHAI PUDONG AIRPORT", "ISTANBUL AIRPORT", "ANY AIRPORT IN CHINA"])) if chance(rng, 0.85) else None
    pod = pick(rng, DISCHARGE[B]) if chance(rng, 0.85) else None
    q = rng.randrange(2, 900)
    goods = pick(rng, GOODS).format(q=q, m=f"{pick(rng, 'ABCXZ')}{rng.randrange(100, 9999)}", pi=f"{pick(rng, ['PI', 'SC', 'PO'])}-{issue.year}-{rng.randrange(100, 999)}",
                                    pid=fmt_date(issue - _dt.timedelta(days=rng.randrange(10, 60)), "dot"), o=pick(rng, ["TURKEY", "INDIA", "CHINA"]))
    inc = pick(rng, ["CIF", "CFR", "FOB", "FCA", "CIP", "EXW"])
    goods += f" {inc} {pick(rng, [pod or pol or 'HAMBURG'])} INCOTERMS 2020" if chance(rng, 0.7) else ""
    docs_keys = sorted(rng.sample(range(10), rng.randrange(2, 8)))
    confirm = pick(rng, ["WITHOUT", "WITHOUT", "CONFIRM", "MAY ADD"])
    yr = issue.year % 100
    number = pick(rng, [f"DC{yr}{rng.randrange(10000, 99999)}", f"{issuer.bic[:4]}{yr}LC{rng.randrange(1000, 9999)}", f"ILC/{issue.year}/{rng.randrange(100, 9999):04d}",
                        f"{rng.randrange(100, 999)}-{yr}-{rng.randrange(10000, 99999)}", f"M{rng.randrange(1000000, 9999999)}"])
    exp_place = pick(rng, [ben_addr[-1].split(",")[-1].strip() if "," in ben_addr[-1] else ben_addr[-1], issuer.city.split(" ", 1)[1].upper()]
                   + (["AT THE COUNTERS OF THE ADVISING BANK", "IN THE COUNTRY OF THE BENEFICIARY"] if raw else []))
    charges = pick(rng, ["ALL BANKING CHARGES OUTSIDE THE ISSUING BANK'S COUNTRY ARE FOR ACCOUNT OF BENEFICIARY", "ALL CHARGES ARE FOR ACCOUNT OF THE APPLICANT",
                         "ISSUING BANK'S CHARGES FOR APPLICANT, ALL OTHER CHARGES FOR BENEFICIARY"])
    conds = rng.sample(["ALL DOCUMENTS MUST INDICATE THE CREDIT NUMBER", "THIRD PARTY DOCUMENTS EXCEPT INVOICE AND DRAFTS ARE ACCEPTABLE",
                        f"A DISCREPANCY FEE OF {currency} {pick(rng, ['75.00', '100.00', '150.00'])} WILL BE DEDUCTED FROM THE PROCEEDS FOR EACH PRESENTATION OF DISCREPANT DOCUMENTS",
                        "DOCUMENTS ISSUED PRIOR TO THE DATE OF ISSUANCE OF THIS CREDIT ARE NOT ACCEPTABLE", "SHORT FORM OR CHARTER PARTY BILLS OF LADING ARE NOT ACCEPTABLE",
                        "ENGLISH LANGUAGE DOCUMENTS ONLY", "SHIPMENT ON VESSELS OLDER THAN 20 YEARS NOT ALLOWED"], rng.randrange(1, 4))
    return LC(issuer, advising, adv_bic, number, form, issue, rules, expiry, exp_place, app_name, app_addr, ben_name, ben_addr,
              (f"/{pick(rng, ['CN', 'TR', 'IN', 'BR', 'DE', 'IT'])}{rng.randrange(10, 99)}{rng.randrange(10**11, 10**12)}" if chance(rng, 0.3) else None),
              currency, amount, tol, avail_with, avail_by, pick(rng, ["ALLOWED", "NOT ALLOWED", "NOT ALLOWED", "CONDITIONAL", None]),
              pick(rng, ["ALLOWED", "NOT ALLOWED", "ALLOWED", None]), pol, pod, latest, goods, docs_keys, rng.randrange(2, 4), pick(rng, ["PREPAID", "COLLECT"]),
              pick(rng, [21, 21, 14, 10, 30, 15]) if chance(rng, 0.8) else None, confirm, drafts, charges, conds)


def lc_docs(lc: LC, lang: str, bank_name: str) -> list[str]:
    pool = DOCS.get(lang) or DOCS["en"]
    out = []
    for k in lc.docs_keys:
        t = pool[k % len(pool)].format(n=lc.n_orig, c=lc.n_orig - 1 or 1, bank=bank_name, fr=lc.freight)
        if t not in out:
            out.append(t)
    return out


def lc_truth(lc: LC, *, app_name: str, app_addr: str, ben_name: str, ben_addr: str, goods: str, docs: list[str], exp_place: str | None = None,
             avail_with: str | None = None) -> dict:
    return {
        "lc_number": lc.number, "form_of_credit": lc.form, "date_of_issue": lc.issue.isoformat(), "applicable_rules": lc.rules,
        "expiry_date": lc.expiry.isoformat(), "expiry_place": exp_place or lc.exp_place,
        "applicant": {"name": app_name, "address": app_addr}, "beneficiary": {"name": ben_name, "address": ben_addr},
        "currency": lc.currency, "amount": lc.amount,
        "tolerance_plus_percent": lc.tol[0] if lc.tol else None, "tolerance_minus_percent": lc.tol[1] if lc.tol else None,
        "available_with": avail_with or lc.avail_with, "available_by": lc.avail_by, "partial_shipments": lc.partial, "transhipment": lc.tranship,
        "port_of_loading": lc.pol, "port_of_discharge": lc.pod, "latest_shipment_date": lc.latest.isoformat() if lc.latest else None,
        "goods_description": goods, "documents_required": docs, "presentation_period_days": lc.period, "confirmation_instructions": lc.confirm,
    }


FIELD_NAMES = {"27": "SEQUENCE OF TOTAL", "40A": "FORM OF DOCUMENTARY CREDIT", "20": "DOCUMENTARY CREDIT NUMBER", "31C": "DATE OF ISSUE", "40E": "APPLICABLE RULES",
               "31D": "DATE AND PLACE OF EXPIRY", "50": "APPLICANT", "59": "BENEFICIARY", "32B": "CURRENCY CODE, AMOUNT", "39A": "PERCENTAGE CREDIT AMOUNT TOLERANCE",
               "41A": "AVAILABLE WITH ... BY ...", "41D": "AVAILABLE WITH ... BY ...", "42C": "DRAFTS AT ...", "42A": "DRAWEE", "43P": "PARTIAL SHIPMENTS", "43T": "TRANSHIPMENT",
               "44E": "PORT OF LOADING/AIRPORT OF DEPARTURE", "44F": "PORT OF DISCHARGE/AIRPORT OF DESTINATION", "44C": "LATEST DATE OF SHIPMENT",
               "45A": "DESCRIPTION OF GOODS AND/OR SERVICES", "46A": "DOCUMENTS REQUIRED", "47A": "ADDITIONAL CONDITIONS", "71D": "CHARGES",
               "48": "PERIOD FOR PRESENTATION IN DAYS", "49": "CONFIRMATION INSTRUCTIONS", "78": "INSTRUCTIONS TO THE PAYING/ACCEPTING/NEGOTIATING BANK",
               "57A": "'ADVISE THROUGH' BANK"}
FIELD_NAMES_DE = {"40A": "Form des Akkreditivs", "20": "Akkreditiv-Nummer", "31C": "Eröffnungsdatum", "40E": "Anwendbare Regeln", "31D": "Verfalldatum und -ort",
                  "50": "Auftraggeber", "59": "Begünstigter", "32B": "Währung, Betrag", "39A": "Toleranz in Prozent", "41A": "Benutzbar bei ... durch ...",
                  "41D": "Benutzbar bei ... durch ...", "43P": "Teilverladungen", "43T": "Umladung", "44E": "Verladehafen", "44F": "Löschungshafen",
                  "44C": "Späteste Verladung", "45A": "Warenbeschreibung", "46A": "Erforderliche Dokumente", "47A": "Zusätzliche Bedingungen", "48": "Vorlagefrist in Tagen",
                  "49": "Bestätigungsanweisung", "71D": "Gebühren", "78": "Weisungen an die Bank", "27": "Folgenummer", "42C": "Tratten", "42A": "Bezogener", "57A": "Avisierende Bank"}
FIELD_NAMES_IT = {"40A": "Forma del credito", "20": "Numero del credito", "31C": "Data di emissione", "40E": "Norme applicabili", "31D": "Data e luogo di scadenza",
                  "50": "Ordinante", "59": "Beneficiario", "32B": "Divisa e importo", "39A": "Tolleranza percentuale", "41A": "Utilizzabile presso ... mediante ...",
                  "41D": "Utilizzabile presso ... mediante ...", "43P": "Spedizioni parziali", "43T": "Trasbordo", "44E": "Porto di imbarco", "44F": "Porto di sbarco",
                  "44C": "Data ultima di spedizione", "45A": "Descrizione della merce", "46A": "Documenti richiesti", "47A": "Condizioni aggiuntive", "48": "Termine di presentazione (giorni)",
                  "49": "Istruzioni di conferma", "71D": "Commissioni e spese", "78": "Istruzioni alla banca", "27": "Sequenza", "42C": "Tratte a", "42A": "Trattario", "57A": "Banca avvisante"}


def mt700_fields(rng: random.Random, lc: LC, *, wrap: int = 65) -> tuple[list[tuple[str, list[str]]], dict]:
    """The MT700 tags with their raw lines, and the truth pieces as printed."""
    X = swift_x
    app_name, app_addr = X(lc.app_name), [X(a) for a in lc.app_addr]
    ben_name, ben_addr = X(lc.ben_name), [X(a) for a in lc.ben_addr]
    F: list[tuple[str, list[str]]] = [("27", ["1/1"]), ("40A", [lc.form]), ("20", [lc.number]), ("31C", [fmt_date(lc.issue, "swift")]), ("40E", [lc.rules])]
    F.append(("31D", [fmt_date(lc.expiry, "swift") + X(lc.exp_place)]))
    F.append(("50", [app_name] + app_addr))
    F.append(("59", ([lc.ben_account] if lc.ben_account else []) + [ben_name] + ben_addr))
    F.append(("32B", [lc.currency + fmt_num(lc.amount, "plain", decimals=True)]))
    if lc.tol:
        F.append(("39A", [f"{lc.tol[0]:02d}/{lc.tol[1]:02d}" if chance(rng, 0.6) else f"{lc.tol[0]}/{lc.tol[1]}"]))
    aw = X(lc.avail_with)
    F.append(("41A" if re.fullmatch(r"[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?", lc.avail_with) else "41D", [aw, lc.avail_by]))
    if lc.drafts:
        F.append(("42C", [lc.drafts]))
        F.append(("42A", [lc.issuer.bic]))
    if lc.partial:
        F.append(("43P", [lc.partial]))
    if lc.tranship:
        F.append(("43T", [lc.tranship]))
    if lc.pol:
        F.append(("44E", [lc.pol]))
    if lc.pod:
        F.append(("44F", [lc.pod]))
    if lc.latest:
        F.append(("44C", [fmt_date(lc.latest, "swift")]))
    F.append(("45A", _wrap(lc.goods, wrap)))
    docs = [X(d) for d in lc_docs(lc, "en", swift_x(lc.issuer.name.split(" / ")[0]))]
    bullet = pick(rng, ["+", "+", "num", "num_paren"])
    dl: list[str] = []
    for i, d in enumerate(docs, 1):
        pre = {"+": "+", "num": f"{i}. ", "num_paren": f"{i}) "}[bullet]
        dl += _wrap(pre + d, wrap)
    F.append(("46A", dl))
    cl: list[str] = []
    for c in lc.conditions:
        cl += _wrap("+" + c, wrap)
    F.append(("47A", cl))
    F.append(("71D", _wrap(lc.charges, 35)))
    if lc.period is not None:
        F.append(("48", [f"{lc.period}/FROM THE DATE OF SHIPMENT" if chance(rng, 0.5) else str(lc.period)]))
    F.append(("49", [lc.confirm]))
    if chance(rng, 0.6):
        F.append(("78", _wrap("UPON RECEIPT OF COMPLIANT DOCUMENTS AT OUR COUNTERS WE SHALL REMIT THE PROCEEDS AS PER YOUR INSTRUCTIONS. "
                                      f"DOCUMENTS TO BE SENT TO {X(lc.issuer.street)}, {X(lc.issuer.city)} IN ONE LOT BY COURIER.", wrap)))
    if lc.advising and chance(rng, 0.3):
        F.append(("57A", [lc.advising.bic]))
    truth = dict(app_name=app_name, app_addr=" ".join(app_addr), ben_name=ben_name, ben_addr=" ".join(ben_addr), goods=lc.goods, docs=docs,
                 exp_place=X(lc.exp_place), avail_with=aw)
    return F, truth


def swift_header(rng: random.Random, lc: LC, receiver_bic: str) -> str:
    sb = lc.issuer.bic if len(lc.issuer.bic) == 11 else lc.issuer.bic + "XXX"
    rb = receiver_bic if len(receiver_bic) == 11 else receiver_bic + "XXX"
    dt = fmt_date(lc.issue, "swift")
    return (f"{{1:F01{rb[:8]}A{rb[8:]}{rng.randrange(1000, 9999)}{rng.randrange(100000, 999999)}}}"
            f"{{2:O700{rng.randrange(1000, 2359):04d}{dt}{sb[:8]}A{sb[8:]}{rng.randrange(1000, 9999)}{rng.randrange(100000, 999999)}{dt}{rng.randrange(1000, 2359):04d}N}}"
            f"{{3:{{108:{pick(rng, ['MT700', 'LC', 'DC'])}{rng.randrange(10**8, 10**9)}}}}}{{4:")


def _lc_raw_text(rng: random.Random, F: list[tuple[str, list[str]]]) -> str:
    return "\n".join(f":{t}:" + "\n".join(v) for t, v in F)


def lc_mt700_raw(rng: random.Random):
    lc = make_lc(rng, raw=True)
    F, t = mt700_fields(rng, lc)
    if chance(rng, 0.3):
        F = F[1:]  # without 27
    txt = swift_header(rng, lc, lc.advising_bic) + "\n" + _lc_raw_text(rng, F) + "\n-}" + (f"{{5:{{MAC:{rng.randrange(10**7, 10**8):08X}}}{{CHK:{rng.randrange(16**11, 16**12):012X}}}}}" if chance(rng, 0.6) else "")
    body = f"<div class=mono>{esc(txt)}</div>"
    return lc, page(rng, body, mono=True, title=lc.number), lc_truth(lc, app_name=t["app_name"], app_addr=t["app_addr"], ben_name=t["ben_name"], ben_addr=t["ben_addr"],
                                                                      goods=t["goods"], docs=t["docs"], exp_place=t["exp_place"], avail_with=t["avail_with"])


def lc_mt700_advice_print(rng: random.Random):
    adv = pick(rng, banks_of(("DEU", "AUT", "CHE", "LUX", "NLD")))
    lc = make_lc(rng, pick(rng, [b for b in BANKS if b.country != adv.country]), raw=True)
    lc.advising, lc.advising_bic = adv, adv.bic
    F, t = mt700_fields(rng, lc)
    de = adv.country in ("DEU", "AUT", "CHE") and chance(rng, 0.7)
    names = lambda tag: (f"{FIELD_NAMES_DE.get(tag, '')} / " if de else "") + FIELD_NAMES.get(tag, "")
    our_ref = f"{pick(rng, ['AV', 'EXP', 'ADV', 'DCA'])}{lc.issue.year % 100}/{rng.randrange(10000, 99999)}"
    hdr_rows = [("Sender / Sender" if de else "Sender", f"{lc.issuer.bic} {swift_x(lc.issuer.name.split(' / ')[0])}"), ("Empfänger / Receiver" if de else "Receiver", f"{adv.bic} {swift_x(adv.name.split(' / ')[0])}"),
                ("Nachrichtentyp / Message type" if de else "Message type", "MT 700 Issue of a Documentary Credit"), ("Priorität / Priority" if de else "Priority", pick(rng, ["Normal", "N", "U"])),
                ("Eingang / Received" if de else "Received", f"{fmt_date(lc.issue, 'dot' if de else 'iso')} {rng.randrange(7, 20):02d}:{rng.randrange(60):02d}"),
                ("Unsere Referenz / Our reference" if de else "Our reference", our_ref), ("MUR", f"{rng.randrange(10**9, 10**10)}")]
    rng.shuffle(hdr_rows) if chance(rng, 0.3) else None
    head = kv_block(rng, [(esc(a), esc(b)) for a, b in hdr_rows], pick(rng, ["tab", "rows2", "colon"]))
    style = pick(rng, ["table", "stacked", "inline"])
    rows = []
    for tag, lines in F:
        v = "<br>".join(esc(x) for x in lines)
        if style == "table":
            rows.append(f"<tr><td style=\"width:9%\"><b>{tag}</b></td><td style=\"width:31%\" class=small>{esc(names(tag))}</td><td class=mono>{v}</td></tr>")
        elif style == "stacked":
            rows.append(f"<div style=\"margin:1.2mm 0\"><b>:{tag}: {esc(names(tag))}</b><div class=mono style=\"margin-left:10mm\">{v}</div></div>")
        else:
            rows.append(f"<div style=\"margin:1mm 0\"><span style=\"display:inline-block;width:12mm\"><b>{tag}</b></span><span class=small>{esc(names(tag))}:</span><div class=mono style=\"margin-left:12mm\">{v}</div></div>")
    content = "<table class=g>" + "".join(rows) + "</table>" if style == "table" else "".join(rows)
    title = pick(rng, ["SWIFT-Eingangsnachricht – Dokumentenakkreditiv", "Incoming SWIFT message", "Avis eines Dokumentenakkreditivs / Advice of documentary credit"]) if de else \
        pick(rng, ["Incoming SWIFT message", "Inkomend SWIFT-bericht / Incoming message", "Message SWIFT reçu"])
    body = letterhead(rng, adv, f"{esc(pick(rng, ['Trade Finance', 'Dokumentengeschäft', 'Trade Services']))}<br>{esc(our_ref)}") + f"<h1>{esc(title)}</h1>" + head + "<hr>" + content
    body += f"<p class=small>{esc(pick(rng, ['--- Ende der Nachricht / End of message ---', '*** END OF MESSAGE ***', 'Authentication: OK (RMA)']))}</p>"
    body += f"<div class=foot>{esc(adv.name)} · {esc(adv.reg)} <span style=\"float:right\">{esc(pick(rng, ['Seite 1/2', 'Page 1 of 2', '']))}</span></div>"
    return lc, page(rng, body, title=lc.number), lc_truth(lc, app_name=t["app_name"], app_addr=t["app_addr"], ben_name=t["ben_name"], ben_addr=t["ben_addr"],
                                                          goods=t["goods"], docs=t["docs"], exp_place=t["exp_place"], avail_with=t["avail_with"])


def lc_system_tag_list(rng: random.Random):
    """Italian / Spanish back-office print: numbered tag, local field name, value below."""
    issuer = pick(rng, banks_of(("ITA", "ESP", "PRT")))
    lc = make_lc(rng, issuer)
    F, t = mt700_fields(rng, lc)
    it = issuer.country == "ITA"
    names = FIELD_NAMES_IT if it else {k: v for k, v in {"40A": "Tipo de crédito", "20": "Número de crédito", "31C": "Fecha de emisión", "40E": "Normas aplicables",
                                                         "31D": "Fecha y lugar de vencimiento", "50": "Ordenante", "59": "Beneficiario", "32B": "Divisa e importe",
                                                         "39A": "Tolerancia", "41A": "Disponible en ... mediante ...", "41D": "Disponible en ... mediante ...",
                                                         "43P": "Embarques parciales", "43T": "Transbordos", "44E": "Puerto de carga", "44F": "Puerto de descarga",
                                                         "44C": "Fecha límite de embarque", "45A": "Descripción de la mercancía", "46A": "Documentos requeridos",
                                                         "47A": "Condiciones adicionales", "48": "Plazo de presentación (días)", "49": "Instrucciones de confirmación",
                                                         "71D": "Gastos", "78": "Instrucciones al banco", "27": "Secuencia", "42C": "Letras a", "42A": "Librado", "57A": "Banco avisador"}.items()}
    lines = []
    for tag, vals in F:
        lines.append(f"{tag:<4}{names.get(tag, FIELD_NAMES.get(tag, '')).upper()}")
        lines += ["      " + v for v in vals]
    hdr = (f"{'MESSAGGIO IN USCITA' if it else 'MENSAJE EMITIDO'}   MT700   {fmt_date(lc.issue, 'slash')}\n"
           f"{'MITTENTE' if it else 'EMISOR'}     : {issuer.bic}\n{'DESTINATARIO' if it else 'RECEPTOR'} : {lc.advising_bic}\n"
           f"{'OPERATORE' if it else 'USUARIO'}    : {pick(rng, ['BTF', 'CEX', 'OPE'])}{rng.randrange(100, 999)}   {'PRATICA' if it else 'EXPEDIENTE'}: {rng.randrange(10**6, 10**7)}\n{'-' * 70}\n")
    body = letterhead(rng, issuer, esc("Ufficio Estero – Crediti documentari" if it else "Comercio Exterior – Créditos documentarios"))
    body += f"<div class=mono>{esc(hdr + chr(10).join(lines))}</div>"
    body += f"<p class=small>{esc('Stampa di controllo – documento interno' if it else 'Copia de control – uso interno')}</p>"
    return lc, page(rng, body, title=lc.number), lc_truth(lc, app_name=t["app_name"], app_addr=t["app_addr"], ben_name=t["ben_name"], ben_addr=t["ben_addr"],
                                                          goods=t["goods"], docs=t["docs"], exp_place=t["exp_place"], avail_with=t["avail_with"])


def lc_telex(rng: random.Random):
    lc = make_lc(rng)
    X = swift_x
    if lc.rules == "OTHR":
        lc.rules = "UCP LATEST VERSION"
    app_name, app_addr, ben_name, ben_addr = X(lc.app_name), [X(a) for a in lc.app_addr], X(lc.ben_name), [X(a) for a in lc.ben_addr]
    ds = pick(rng, ["mon_en", "long"])
    d = lambda x: fmt_date(x, ds, "en").upper()
    amt = f"{lc.currency} {fmt_num(lc.amount, 'en')}"
    docs = [X(x) for x in lc_docs(lc, "en", X(lc.issuer.name.split(" / ")[0]))]
    L = [f"ZCZC {rng.randrange(100, 999)}", f"TO: {X(lc.advising.name.split(' / ')[0]) if lc.advising else lc.advising_bic}", f"FM: {X(lc.issuer.name.split(' / ')[0])}, {X(lc.issuer.city)}",
         f"DATE: {d(lc.issue)}", f"TEST: {rng.randrange(10000, 99999)} FOR {amt}", "",
         "ATTN DOCUMENTARY CREDITS DEPT", "",
         f"WE HEREBY ISSUE OUR {lc.form} {'DOCUMENTARY CREDIT' if 'STANDBY' not in lc.form else 'LETTER OF CREDIT'} NO. {lc.number} DATED {d(lc.issue)}",
         f"SUBJECT TO {lc.rules}", f"EXPIRY: {d(lc.expiry)} IN {X(lc.exp_place)}", f"APPLICANT: {app_name}", *("  " + a for a in app_addr),
         f"BENEFICIARY: {ben_name}", *("  " + a for a in ben_addr), f"AMOUNT: {amt}"]
    if lc.tol:
        L.append(f"TOLERANCE: PLUS {lc.tol[0]} PCT / MINUS {lc.tol[1]} PCT")
    L.append(f"AVAILABLE WITH {X(lc.avail_with)} {lc.avail_by}" + (f" OF DRAFTS {lc.drafts}" if lc.drafts else ""))
    if lc.partial:
        L.append(f"PARTIAL SHIPMENTS: {lc.partial}")
    if lc.tranship:
        L.append(f"TRANSHIPMENT: {lc.tranship}")
    if lc.pol:
        L.append(f"LOADING: {lc.pol}")
    if lc.pod:
        L.append(f"DISCHARGE: {lc.pod}")
    if lc.latest:
        L.append(f"LATEST SHIPMENT: {d(lc.latest)}")
    L += ["GOODS:"] + ["  " + x for x in _wrap(lc.goods, 60)] + ["DOCUMENTS REQUIRED:"]
    for i, x in enumerate(docs, 1):
        w = _wrap(x, 60)
        L += [f"  {i}) " + w[0]] + ["     " + y for y in w[1:]]
    L += ["ADDITIONAL CONDITIONS:"] + ["  - " + c for c in lc.conditions]
    if lc.period is not None:
        L.append(f"DOCUMENTS TO BE PRESENTED WITHIN {lc.period} DAYS AFTER DATE OF SHIPMENT BUT WITHIN VALIDITY OF THE CREDIT")
    L.append(f"CONFIRMATION: {lc.confirm}")
    L += [f"CHARGES: {lc.charges}", "", "REGARDS", f"{X(lc.issuer.name.split(' / ')[0])} TRADE FINANCE", "NNNN"]
    body = f"<div class=mono>{esc(chr(10).join(L))}</div>"
    return lc, page(rng, body, mono=True, title=lc.number), lc_truth(lc, app_name=app_name, app_addr=" ".join(app_addr), ben_name=ben_name, ben_addr=" ".join(ben_addr),
                                                                      goods=lc.goods, docs=docs, exp_place=X(lc.exp_place), avail_with=X(lc.avail_with))


# prose pieces for issuing banks' letters
FORM_W = {"IRREVOCABLE": {"de": "unwiderrufliches Dokumentenakkreditiv", "fr": "crédit documentaire irrévocable", "it": "credito documentario irrevocabile",
                          "es": "crédito documentario irrevocable", "pt": "crédito documentário irrevogável", "nl": "onherroepelijk documentair krediet"},
          "IRREVOCABLE TRANSFERABLE": {"de": "unwiderrufliches und übertragbares Dokumentenakkreditiv", "fr": "crédit documentaire irrévocable et transférable",
                                       "it": "credito documentario irrevocabile e trasferibile", "es": "crédito documentario irrevocable y transferible",
                                       "pt": "crédito documentário irrevogável e transferível", "nl": "onherroepelijk en overdraagbaar documentair krediet"},
          "IRREVOCABLE STANDBY": {"de": "unwiderrufliches Standby-Akkreditiv", "fr": "lettre de crédit stand-by irrévocable", "it": "lettera di credito standby irrevocabile",
                                  "es": "carta de crédito standby irrevocable", "pt": "carta de crédito standby irrevogável", "nl": "onherroepelijke standby letter of credit"}}
BY_W = {"BY PAYMENT": {"de": "Sichtzahlung", "fr": "paiement à vue", "it": "pagamento a vista", "es": "pago a la vista", "pt": "pagamento à vista", "nl": "betaling op zicht"},
        "BY ACCEPTANCE": {"de": "Akzeptleistung", "fr": "acceptation", "it": "accettazione", "es": "aceptación", "pt": "aceite", "nl": "acceptatie"},
        "BY NEGOTIATION": {"de": "Negoziierung", "fr": "négociation", "it": "negoziazione", "es": "negociación", "pt": "negociação", "nl": "negociatie"},
        "BY DEF PAYMENT": {"de": "hinausgeschobene Zahlung", "fr": "paiement différé", "it": "pagamento differito", "es": "pago diferido", "pt": "pagamento diferido", "nl": "uitgestelde betaling"},
        "BY MIXED PYMT": {"de": "gemischte Zahlung", "fr": "paiement mixte", "it": "pagamento misto", "es": "pago mixto", "pt": "pagamento misto", "nl": "gemengde betaling"}}
ANY_W = {"de": "jeder Bank", "fr": "toute banque", "it": "qualsiasi banca", "es": "cualquier banco", "pt": "qualquer banco", "nl": "iedere bank"}
SHIP_W = {"ALLOWED": {"de": "erlaubt", "fr": "autorisé(e)s", "it": "consentite", "es": "permitidos", "pt": "permitidos", "nl": "toegestaan"},
          "NOT ALLOWED": {"de": "nicht erlaubt", "fr": "interdit(e)s", "it": "non consentite", "es": "no permitidos", "pt": "não permitidos", "nl": "niet toegestaan"},
          "CONDITIONAL": {"de": "bedingt zulässig (siehe zusätzliche Bedingungen)", "fr": "autorisé(e)s sous conditions", "it": "consentite a condizione",
                          "es": "permitidos con condiciones", "pt": "permitidos condicionalmente", "nl": "onder voorwaarden toegestaan"}}
CONF_W = {"CONFIRM": {"de": "Wir bitten Sie, diesem Akkreditiv Ihre Bestätigung hinzuzufügen.", "fr": "Nous vous prions d'ajouter votre confirmation à ce crédit.",
                      "it": "Vi preghiamo di aggiungere la Vostra conferma al presente credito.", "es": "Les rogamos añadan su confirmación a este crédito.",
                      "pt": "Solicitamos que acrescentem a vossa confirmação a este crédito.", "nl": "Wij verzoeken u dit krediet te bevestigen."},
          "WITHOUT": {"de": "Bitte avisieren Sie das Akkreditiv ohne Hinzufügung Ihrer Bestätigung.", "fr": "Veuillez notifier ce crédit sans y ajouter votre confirmation.",
                      "it": "Vogliate notificare il credito senza aggiungere la Vostra conferma.", "es": "Sírvanse avisar el crédito sin añadir su confirmación.",
                      "pt": "Queiram notificar o crédito sem acrescentar a vossa confirmação.", "nl": "Gelieve het krediet zonder uw bevestiging te adviseren."},
          "MAY ADD": {"de": "Sie können auf Wunsch des Begünstigten Ihre Bestätigung hinzufügen.", "fr": "Vous pouvez ajouter votre confirmation à la demande du bénéficiaire.",
                      "it": "Potete aggiungere la Vostra conferma su richiesta del beneficiario.", "es": "Pueden añadir su confirmación a petición del beneficiario.",
                      "pt": "Podem acrescentar a vossa confirmação a pedido do beneficiário.", "nl": "U kunt op verzoek van de begunstigde uw bevestiging toevoegen."}}
RULES_W = {"UCP LATEST VERSION": {"de": "Dieses Akkreditiv unterliegt den Einheitlichen Richtlinien und Gebräuchen für Dokumenten-Akkreditive (ERA 600), Revision 2007.",
                                  "fr": "Ce crédit est soumis aux Règles et Usances Uniformes relatives aux crédits documentaires (RUU 600), révision 2007.",
                                  "it": "Il presente credito è soggetto alle Norme ed Usi Uniformi relativi ai Crediti Documentari (NUU 600), revisione 2007.",
                                  "es": "Este crédito está sujeto a las Reglas y Usos Uniformes relativos a los Créditos Documentarios (UCP 600), revisión 2007.",
                                  "pt": "Este crédito está sujeito às Regras e Usos Uniformes relativos aos Créditos Documentários (UCP 600).",
                                  "nl": "Dit krediet is onderworpen aan de Uniforme Regels en Gebruiken voor Documentaire Kredieten (UCP 600)."},
           "EUCP LATEST VERSION": {"de": "Es gelten die eUCP (Version 2.0) in Ergänzung der ERA 600.", "fr": "Le crédit est soumis aux eUCP version 2.0, supplément aux RUU 600.",
                                   "it": "Si applicano le eUCP versione 2.0, supplemento alle NUU 600.", "es": "Se aplican las eUCP versión 2.0, suplemento de las UCP 600.",
                                   "pt": "Aplicam-se as eUCP versão 2.0, suplemento às UCP 600.", "nl": "De eUCP versie 2.0 zijn van toepassing."},
           "ISP LATEST VERSION": {"de": "Es gelten die International Standby Practices (ISP98).", "fr": "Ce crédit est soumis aux Règles et pratiques internationales relatives aux stand-by (ISP98).",
                                  "it": "Si applicano le International Standby Practices (ISP98).", "es": "Se aplican las International Standby Practices (ISP98).",
                                  "pt": "Aplicam-se as International Standby Practices (ISP98).", "nl": "De International Standby Practices (ISP98) zijn van toepassing."}}


def _lc_letter(rng: random.Random, lang: str, issuer: Bank, *, structured: bool):
    lc = make_lc(rng, issuer)
    if lc.rules == "OTHR":
        lc.rules = "UCP LATEST VERSION"
    ds = date_style(rng, lang)
    d = lambda x: fmt_date(x, ds, lang)
    amt = fmt_money(rng, lc.amount, lc.currency, lang, decimals=True)
    app_html, app_addr = render_lines(rng, lc.app_addr, pick(rng, ["comma", "br"]))
    ben_html, ben_addr = render_lines(rng, lc.ben_addr, pick(rng, ["comma", "br"]))
    bank_name = issuer.name.split(" / ")[0]
    docs = lc_docs(lc, lang if lang in DOCS else "en", bank_name)
    aw_is_any = lc.avail_with == "ANY BANK"
    aw_text = ANY_W[lang] if aw_is_any and chance(rng, 0.7) else lc.avail_with
    with_w = {"de": "bei", "fr": "auprès de", "it": "presso", "es": "en", "pt": "junto de", "nl": "bij"}[lang]
    tol = ""
    if lc.tol:
        tol = pick(rng, [f" (+/- {lc.tol[0]} %)" if lc.tol[0] == lc.tol[1] else f" (+{lc.tol[0]} % / -{lc.tol[1]} %)", f" (+{lc.tol[0]} % / -{lc.tol[1]} %)"])
    T = {
        "de": dict(hello="Sehr geehrte Damen und Herren,", open="im Auftrag und für Rechnung von", issue=f"eröffnen wir hiermit unser {FORM_W[lc.form]['de']} Nr. {lc.number} vom {d(lc.issue)} zugunsten von",
                   amount=f"über {amt}{tol}.", valid=f"Das Akkreditiv ist gültig bis {d(lc.expiry)} in {lc.exp_place}.", avail=f"Es ist benutzbar {with_w} {aw_text} durch {BY_W[lc.avail_by]['de']}.",
                   ship="Verladung", frm="von", to="nach", latest="spätestens am", partial="Teilverladungen", trans="Umladungen", goods="Warenbeschreibung",
                   docs="Folgende Dokumente sind vorzulegen:", cond="Zusätzliche Bedingungen:", period=f"Die Dokumente sind innerhalb von {lc.period} Tagen nach Verladedatum, jedoch innerhalb der Gültigkeit des Akkreditivs vorzulegen.",
                   bye="Mit freundlichen Grüßen", subj="Unser Dokumentenakkreditiv", ref="Unser Zeichen"),
        "fr": dict(hello="Madame, Monsieur,", open="D'ordre et pour compte de", issue=f"nous avons l'honneur de vous notifier l'ouverture de notre {FORM_W[lc.form]['fr']} n° {lc.number} émis le {d(lc.issue)} en faveur de",
                   amount=f"pour un montant de {amt}{tol}.", valid=f"Le crédit est valable jusqu'au {d(lc.expiry)} à {lc.exp_place}.", avail=f"Il est réalisable {with_w} {aw_text} par {BY_W[lc.avail_by]['fr']}.",
                   ship="Expédition", frm="de", to="à destination de", latest="au plus tard le", partial="Expéditions partielles", trans="Transbordement", goods="Marchandise",
                   docs="Documents exigés :", cond="Conditions particulières :", period=f"Les documents doivent être présentés dans les {lc.period} jours suivant la date d'expédition et dans la validité du crédit.",
                   bye="Veuillez agréer, Madame, Monsieur, l'expression de nos salutations distinguées.", subj="Notre crédit documentaire", ref="Nos références"),
        "it": dict(hello="Spettabile Banca,", open="Per ordine e conto di", issue=f"emettiamo con la presente il nostro {FORM_W[lc.form]['it']} n. {lc.number} del {d(lc.issue)} a favore di",
                   amount=f"per un importo di {amt}{tol}.", valid=f"Il credito è valido fino al {d(lc.expiry)} presso {lc.exp_place}.", avail=f"È utilizzabile {with_w} {aw_text} mediante {BY_W[lc.avail_by]['it']}.",
                   ship="Spedizione", frm="da", to="a", latest="entro il", partial="Spedizioni parziali", trans="Trasbordi", goods="Merce",
                   docs="Documenti richiesti:", cond="Condizioni aggiuntive:", period=f"I documenti devono essere presentati entro {lc.period} giorni dalla data di spedizione e comunque entro la validità del credito.",
                   bye="Distinti saluti", subj="Ns. credito documentario", ref="Ns. rif."),
        "es": dict(hello="Muy señores nuestros:", open="Por orden y cuenta de", issue=f"emitimos por la presente nuestro {FORM_W[lc.form]['es']} n.º {lc.number} de fecha {d(lc.issue)} a favor de",
                   amount=f"por un importe de {amt}{tol}.", valid=f"El crédito vence el {d(lc.expiry)} en {lc.exp_place}.", avail=f"Es utilizable {with_w} {aw_text} mediante {BY_W[lc.avail_by]['es']}.",
                   ship="Embarque", frm="desde", to="hasta", latest="a más tardar el", partial="Embarques parciales", trans="Transbordos", goods="Mercancía",
                   docs="Documentos requeridos:", cond="Condiciones adicionales:", period=f"Los documentos deberán presentarse dentro de los {lc.period} días siguientes a la fecha de embarque y dentro del plazo de validez del crédito.",
                   bye="Atentamente,", subj="Nuestro crédito documentario", ref="N/Ref."),
        "pt": dict(hello="Exmos. Senhores,", open="Por ordem e conta de", issue=f"emitimos pela presente o nosso {FORM_W[lc.form]['pt']} n.º {lc.number} de {d(lc.issue)} a favor de",
                   amount=f"no montante de {amt}{tol}.", valid=f"O crédito é válido até {d(lc.expiry)} em {lc.exp_place}.", avail=f"É utilizável {with_w} {aw_text} por {BY_W[lc.avail_by]['pt']}.",
                   ship="Embarque", frm="de", to="para", latest="o mais tardar em", partial="Embarques parciais", trans="Transbordo", goods="Mercadoria",
                   docs="Documentos exigidos:", cond="Condições adicionais:", period=f"Os documentos devem ser apresentados no prazo de {lc.period} dias após a data de embarque, dentro da validade do crédito.",
                   bye="Com os melhores cumprimentos,", subj="O nosso crédito documentário", ref="N/ Ref.ª"),
    }[lang]
    addressee = lc.advising.name.split(" / ")[0] if lc.advising else f"{lc.advising_bic}"
    ourref = f"{pick(rng, ['TF', 'AKK', 'CDI', 'EST', 'CE'])}/{rng.randrange(1000, 9999)}"
    date_line = f"{issuer.city.split(' ', 1)[1]}, {d(lc.issue)}"
    body = letterhead(rng, issuer, f"{esc(T['ref'])}: {esc(ourref)}<br>{esc(date_line)}")
    body += f"<p>{esc(addressee)}<br>{esc(pick(rng, ['Trade Finance Department', 'Documentary Credits', 'Service Import']))}</p>"
    body += f"<h3>{esc(T['subj'])} {esc(lc.number)}</h3><p>{esc(T['hello'])}</p>"
    body += f"<p>{esc(T['open'])} <b>{esc(lc.app_name)}</b>, {app_html}, {esc(T['issue'])} <b>{esc(lc.ben_name)}</b>, {ben_html}, {esc(T['amount'])}</p>"
    body += f"<p>{esc(T['valid'])} {esc(T['avail'])}" + (f" Drafts {esc(lc.drafts.lower())}." if lc.drafts and lang != "de" else "") + "</p>"
    ship_items = []
    if lc.pol:
        ship_items.append((esc(T["ship"] + " " + T["frm"]), esc(lc.pol)))
    if lc.pod:
        ship_items.append((esc(T["ship"] + " " + T["to"]), esc(lc.pod)))
    if lc.latest:
        ship_items.append((esc(T["ship"] + " " + T["latest"]), d(lc.latest)))
    if lc.partial:
        ship_items.append((esc(T["partial"]), esc(SHIP_W[lc.partial][lang])))
    if lc.tranship:
        ship_items.append((esc(T["trans"]), esc(SHIP_W[lc.tranship][lang])))
    if structured:
        body += kv_block(rng, ship_items + [(esc(T["goods"]), esc(lc.goods))], pick(rng, ["rows", "tab", "colon"]))
    else:
        if ship_items:
            body += "<p>" + "; ".join(f"{a}: {b}" for a, b in ship_items) + ".</p>"
        body += f"<p>{esc(T['goods'])}: {esc(lc.goods)}</p>"
    lst = pick(rng, ["ol", "ul", "dash", "inline"])
    body += f"<p>{esc(T['docs'])}</p>"
    if lst == "ol":
        body += "<ol>" + "".join(f"<li>{esc(x)}</li>" for x in docs) + "</ol>"
    elif lst == "ul":
        body += "<ul>" + "".join(f"<li>{esc(x)}</li>" for x in docs) + "</ul>"
    elif lst == "dash":
        body += "".join(f"<p>– {esc(x)}</p>" for x in docs)
    else:
        body += "<p>" + "; ".join(f"({chr(97 + i)}) {esc(x)}" for i, x in enumerate(docs)) + ".</p>"
    body += f"<p>{esc(T['cond'])} " + " ".join(esc(c.capitalize()) + "." for c in lc.conditions) + "</p>"
    if lc.period is not None:
        body += f"<p>{esc(T['period'])}</p>"
    body += f"<p>{esc(CONF_W[lc.confirm][lang])} {esc(RULES_W[lc.rules][lang])}</p>"
    body += f"<p>{esc(T['bye'])}</p><p>{esc(bank_name)}</p><div><span class=sig>{esc(pick(rng, ['ppa.', 'i.V.', 'p.o.', 'Le Directeur']))}</span> &nbsp; <span class=sig>&nbsp;</span></div>"
    body += footer(rng, issuer, lang)
    truth = lc_truth(lc, app_name=lc.app_name, app_addr=app_addr, ben_name=lc.ben_name, ben_addr=ben_addr, goods=lc.goods, docs=[x.rstrip(".") for x in docs] if lst == "inline" else docs)
    return lc, page(rng, body, lang=lang, title=lc.number), truth


def lc_letter_de(rng: random.Random):
    return _lc_letter(rng, "de", pick(rng, banks_of(("DEU", "AUT", "CHE"))), structured=chance(rng, 0.5))


def lc_letter_fr(rng: random.Random):
    return _lc_letter(rng, "fr", pick(rng, banks_of(("FRA", "BEL", "LUX")) + [BANKS[6]]), structured=chance(rng, 0.5))


def lc_letter_south(rng: random.Random):
    b = pick(rng, banks_of(("ITA", "ESP", "PRT")))
    return _lc_letter(rng, BANK_LANG[b.country], b, structured=chance(rng, 0.5))


def lc_cover_letter_advice(rng: random.Random):
    """Advising bank's covering letter (own reference) with the MT700 attached on page 2."""
    adv = pick(rng, banks_of(("NLD", "BEL", "PRT", "FRA", "LUX", "ITA", "ESP")))
    lang = bank_lang(rng, adv)
    lc = make_lc(rng, pick(rng, [b for b in BANKS if b.country != adv.country]), raw=True)
    lc.advising, lc.advising_bic = adv, adv.bic
    F, t = mt700_fields(rng, lc)
    our = f"{pick(rng, ['EXP', 'ADV', 'AVI', 'NOT'])}-{lc.issue.year}-{rng.randrange(10000, 99999)}"
    X = {"nl": ("Advies van documentair krediet", "Geachte heer, mevrouw,", f"Wij hebben het genoegen u te berichten dat wij, zonder enige verbintenis onzerzijds, het hierna volgende documentair krediet te uwen gunste hebben ontvangen van {lc.issuer.name.split(' / ')[0]}.", "Ons kenmerk", "Met vriendelijke groet"),
         "fr": ("Notification de crédit documentaire", "Madame, Monsieur,", f"Nous avons le plaisir de vous notifier, sans engagement de notre part, le crédit documentaire ci-après émis en votre faveur par {lc.issuer.name.split(' / ')[0]}.", "Notre référence", "Nous vous prions d'agréer nos salutations distinguées."),
         "pt": ("Notificação de crédito documentário", "Exmos. Senhores,", f"Temos o prazer de vos notificar, sem qualquer compromisso da nossa parte, o crédito documentário abaixo emitido a vosso favor por {lc.issuer.name.split(' / ')[0]}.", "N/ Referência", "Com os melhores cumprimentos"),
         "it": ("Notifica di credito documentario", "Spettabile Ditta,", f"Vi notifichiamo, senza alcun impegno da parte nostra, il credito documentario sotto riportato emesso a Vostro favore da {lc.issuer.name.split(' / ')[0]}.", "Ns. riferimento", "Distinti saluti"),
         "es": ("Aviso de crédito documentario", "Muy señores nuestros:", f"Nos complace avisarles, sin compromiso alguno por nuestra parte, el crédito documentario que se detalla, emitido a su favor por {lc.issuer.name.split(' / ')[0]}.", "Nuestra referencia", "Atentamente"),
         "de": ("Avisierung eines Dokumentenakkreditivs", "Sehr geehrte Damen und Herren,", "wir avisieren Ihnen ohne Verbindlichkeit unsererseits das nachstehende Akkreditiv.", "Unser Zeichen", "Mit freundlichen Grüßen")}[lang]
    ben_block = "<br>".join(esc(x) for x in [t["ben_name"]] + [swift_x(a) for a in lc.ben_addr])
    body = letterhead(rng, adv, f"{esc(X[3])}: <b>{esc(our)}</b><br>{fmt_date(lc.issue + _dt.timedelta(days=rng.randrange(1, 4)), date_style(rng, lang), lang)}")
    body += f"<p>{ben_block}</p><h3>{esc(X[0])}</h3><p>{esc(X[1])}</p><p>{esc(X[2])}</p>"
    summary = [("Ref. L/C", esc(lc.number)), ("Amount" if lang == "de" else {"nl": "Bedrag", "fr": "Montant", "pt": "Montante", "it": "Importo", "es": "Importe"}[lang],
                                          esc(fmt_money(rng, lc.amount, lc.currency, lang))), ("Issuing bank", esc(lc.issuer.bic))]
    body += kv_block(rng, summary, "rows2")
    body += f"<p class=small>{esc('Our advising commission of ' + fmt_money(rng, rng.randrange(80, 250), 'EUR', 'en') + ' will be debited to your account.')}</p><p>{esc(X[4])}</p>"
    body += footer(rng, adv, lang if lang in ("de", "fr", "it", "es", "pt", "nl") else "en", pageno="1/2")
    raw = _lc_raw_text(rng, F)
    body += f"<div class=pb><p class=small>{esc('Annex: MT700 as received / Annexe : copie du message')}</p><div class=mono>{esc(raw)}</div></div>"
    return lc, page(rng, body, lang=lang, title=lc.number), lc_truth(lc, app_name=t["app_name"], app_addr=t["app_addr"], ben_name=t["ben_name"], ben_addr=t["ben_addr"],
                                                                     goods=t["goods"], docs=t["docs"], exp_place=t["exp_place"], avail_with=t["avail_with"])


def lc_application_form(rng: random.Random):
    """Applicant's instruction to open a credit, with the bank's processing block (credit no., date of issue)."""
    issuer = pick(rng, banks_of(("DEU", "AUT", "CHE", "FRA", "BEL", "LUX")))
    lang = "de" if issuer.country in ("DEU", "AUT") or (issuer.country == "CHE" and "Zürich" in issuer.city) else "fr"
    lc = make_lc(rng, issuer)
    if lc.rules == "OTHR":
        lc.rules = "UCP LATEST VERSION"
    cb = pick(rng, ["br", "box", "sq", "x"])
    ds = date_style(rng, lang)
    d = lambda x: fmt_date(x, ds, lang)
    app_html, app_addr = render_lines(rng, lc.app_addr, pick(rng, ["br", "comma"]))
    ben_html, ben_addr = render_lines(rng, lc.ben_addr, pick(rng, ["br", "comma"]))
    de = lang == "de"
    forms = ["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE", "IRREVOCABLE STANDBY"]
    form_cb = " &nbsp; ".join(f"{checkbox(cb, f == lc.form)} {esc(FORM_W[f][lang])}" for f in forms)
    by_cb = "<br>".join(f"{checkbox(cb, k == lc.avail_by)} {esc(BY_W[k][lang])}" for k in BY_W)
    conf_cb = " &nbsp; ".join(f"{checkbox(cb, k == lc.confirm)} {esc(v)}" for k, v in (("WITHOUT", "ohne Bestätigung" if de else "sans confirmation"),
                                                                                       ("CONFIRM", "mit Bestätigung" if de else "avec confirmation"),
                                                                                       ("MAY ADD", "Bestätigung möglich (may add)" if de else "confirmation possible (may add)")))
    ship_cb = lambda v: " ".join(f"{checkbox(cb, v == k)} {esc(SHIP_W[k][lang].split(' (')[0])}" for k in ("ALLOWED", "NOT ALLOWED")) if v != "CONDITIONAL" else esc(SHIP_W[v][lang])
    aw_any = lc.avail_with == "ANY BANK"
    items = [
        ("Auftraggeber (Name und Anschrift)" if de else "Donneur d'ordre (nom et adresse)", f"<b>{esc(lc.app_name)}</b><br>{app_html}"),
        ("Begünstigter (Name und Anschrift)" if de else "Bénéficiaire (nom et adresse)", f"<b>{esc(lc.ben_name)}</b><br>{ben_html}"),
        ("Form des Akkreditivs" if de else "Forme du crédit", form_cb),
        ("Betrag / Währung" if de else "Montant / devise", esc(fmt_money(rng, lc.amount, lc.currency, lang, decimals=True))),
        ("Toleranz (%)" if de else "Tolérance (%)", f"+ {lc.tol[0]} / - {lc.tol[1]}" if lc.tol else blank(rng, lang)),
        ("Gültigkeit bis / Ort" if de else "Date et lieu de validité", f"{d(lc.expiry)} – {esc(lc.exp_place)}"),
        ("Benutzbar bei" if de else "Réalisable auprès de", esc(lc.avail_with if not aw_any else pick(rng, ["ANY BANK", ANY_W[lang]]))),
        ("Benutzbar durch" if de else "Réalisable par", by_cb),
        ("Teilverladungen" if de else "Expéditions partielles", ship_cb(lc.partial) if lc.partial else blank(rng, lang)),
        ("Umladung" if de else "Transbordement", ship_cb(lc.tranship) if lc.tranship else blank(rng, lang)),
        ("Verladehafen" if de else "Port d'embarquement", esc(lc.pol) if lc.pol else blank(rng, lang)),
        ("Bestimmungshafen" if de else "Port de débarquement", esc(lc.pod) if lc.pod else blank(rng, lang)),
        ("Späteste Verladung" if de else "Date limite d'expédition", d(lc.latest) if lc.latest else blank(rng, lang)),
        ("Warenbeschreibung" if de else "Description des marchandises", esc(lc.goods)),
    ]
    docs = lc_docs(lc, lang, issuer.name.split(" / ")[0])
    items.append(("Dokumente" if de else "Documents exigés", "<br>".join(f"{checkbox(cb, True)} {esc(x)}" for x in docs)))
    items.append(("Vorlagefrist (Tage nach Verladung)" if de else "Délai de présentation (jours après expédition)", str(lc.period) if lc.period is not None else blank(rng, lang)))
    items.append(("Bestätigung" if de else "Confirmation", conf_cb))
    items.append(("Regeln" if de else "Règles applicables", {"UCP LATEST VERSION": "ERA 600 / UCP 600", "EUCP LATEST VERSION": "eUCP 2.0", "ISP LATEST VERSION": "ISP98"}[lc.rules]))
    title = "Auftrag zur Eröffnung eines Dokumentenakkreditivs" if de else "Demande d'ouverture de crédit documentaire import"
    body = letterhead(rng, issuer, esc("Trade Finance – Import")) + f"<h1>{esc(title)}</h1>"
    body += kv_block(rng, [(esc(a), b) for a, b in items], pick(rng, ["rows", "boxes", "tab"]), cols=2)
    body += f"<p class=small>{esc('Der Auftraggeber beauftragt die Bank unwiderruflich, das Akkreditiv zu obigen Bedingungen zu eröffnen, und belastet die Kosten seinem Konto.' if de else 'Le donneur d’ordre charge irrévocablement la banque d’émettre le crédit aux conditions ci-dessus.')}</p>"
    body += f"<p>{esc('Ort, Datum' if de else 'Lieu, date')}: {esc(lc.app_addr[-1])}, {d(lc.issue - _dt.timedelta(days=rng.randrange(1, 6)))} <span class=sig>{esc('Firmenstempel / Unterschrift' if de else 'Cachet et signature')}</span></p>"
    bank_block = [("Akkreditiv-Nr." if de else "N° du crédit", f"<b>{esc(lc.number)}</b>"), ("Eröffnet am" if de else "Émis le", d(lc.issue)),
                  ("Avisbank" if de else "Banque notificatrice", esc(lc.advising_bic)), ("Sachbearbeiter" if de else "Gestionnaire", esc(pick(rng, ["KRM", "FLA", "JBO"])))]
    body += f"<h2>{esc('Nur für bankinterne Vermerke' if de else 'Réservé à la banque')}</h2>" + kv_block(rng, bank_block, "rows2") + footer(rng, issuer, lang)
    truth = lc_truth(lc, app_name=lc.app_name, app_addr=app_addr, ben_name=lc.ben_name, ben_addr=ben_addr, goods=lc.goods, docs=docs)
    return lc, page(rng, body, lang=lang, title=lc.number), truth


LC_LAYOUTS: dict[str, Callable] = {
    "mt700_raw": lc_mt700_raw,
    "mt700_advice_print": lc_mt700_advice_print,
    "mt700_backoffice_list_it_es": lc_system_tag_list,
    "telex_issue": lc_telex,
    "issuing_letter_de": lc_letter_de,
    "issuing_letter_fr": lc_letter_fr,
    "issuing_letter_it_es_pt": lc_letter_south,
    "advice_cover_letter_with_mt700": lc_cover_letter_advice,
    "lc_application_form": lc_application_form,
}


# ----------------------------------------------------------------------------------------------
# loan applications
# ----------------------------------------------------------------------------------------------
MARITAL = {
    "married": {"de": ["verheiratet"], "fr": ["marié(e)", "marié"], "it": ["coniugato/a", "coniugato"], "es": ["casado/a", "casado"], "pt": ["casado(a)", "casado"],
                "nl": ["gehuwd", "getrouwd"], "en": ["married"]},
    "unmarried": {"de": ["ledig", "geschieden", "verwitwet"], "fr": ["célibataire", "divorcé(e)", "veuf/veuve"], "it": ["celibe/nubile", "divorziato/a", "vedovo/a"],
                  "es": ["soltero/a", "divorciado/a", "viudo/a"], "pt": ["solteiro(a)", "divorciado(a)", "viúvo(a)"], "nl": ["ongehuwd", "gescheiden", "weduwe/weduwnaar"],
                  "en": ["single", "divorced", "widowed", "unmarried"]},
    "separated": {"de": ["getrennt lebend"], "fr": ["séparé(e) de corps"], "it": ["separato/a", "legalmente separato/a"], "es": ["separado/a", "separado legalmente"],
                  "pt": ["separado(a) judicialmente"], "nl": ["gescheiden van tafel en bed"], "en": ["separated"]},
}
PURPOSE = {
    "purchase": {"de": ["Kauf einer Eigentumswohnung", "Erwerb eines Einfamilienhauses", "Kauf"], "fr": ["Acquisition d'un logement ancien", "Achat résidence principale"],
                 "it": ["Acquisto prima casa", "Acquisto abitazione"], "es": ["Adquisición de vivienda habitual", "Compra de vivienda"], "pt": ["Aquisição de habitação própria permanente", "Compra de habitação"],
                 "nl": ["Aankoop bestaande woning", "Aankoop woning"], "en": ["Purchase", "House purchase"]},
    "refinance": {"de": ["Anschlussfinanzierung / Umschuldung", "Umschuldung"], "fr": ["Rachat de crédit immobilier", "Renégociation / rachat de prêt"], "it": ["Surroga / sostituzione mutuo", "Surroga"],
                  "es": ["Subrogación / refinanciación", "Refinanciación"], "pt": ["Transferência de crédito habitação", "Refinanciamento"], "nl": ["Oversluiten hypotheek", "Herfinanciering"],
                  "en": ["Refinance", "Remortgage"]},
    "construction": {"de": ["Neubau Einfamilienhaus", "Bau eines Eigenheims"], "fr": ["Construction d'une maison individuelle", "Construction"], "it": ["Costruzione abitazione", "Mutuo costruzione"],
                     "es": ["Autopromoción / construcción de vivienda", "Construcción"], "pt": ["Construção de habitação", "Construção"], "nl": ["Nieuwbouw eigen woning", "Bouw"],
                     "en": ["Construction", "Self-build"]},
    "other": {"de": ["Modernisierung / Sanierung", "Sonstiges: Kapitalbeschaffung"], "fr": ["Travaux de rénovation", "Autre : rénovation énergétique"], "it": ["Ristrutturazione", "Altro: liquidità"],
              "es": ["Reforma de vivienda", "Otros: rehabilitación"], "pt": ["Obras de remodelação", "Outro: obras"], "nl": ["Verbouwing", "Overig: verduurzaming"],
              "en": ["Other: home improvement", "Renovation"]},
}


@dataclass
class Loan:
    bank: Bank
    number: str
    borrower: Person
    marital: str
    email: str | None
    phone: str | None
    co: list[Person]
    employer: str
    emp_start: D
    occupation: str
    base: float
    extra: float
    currency: str
    amount: float
    purpose: str
    term_m: int
    rate: float
    eff_rate: float
    fixed_years: int
    prop_addr: list[str]
    prop_value: float
    value_is_price: bool
    own_funds: float
    signed: D
    borrower_addr: list[str]
    co_incomes: list[float]
    co_employers: list[str]
    prev_employer: str | None


def make_loan(rng: random.Random, bank: Bank, lang: str) -> Loan:
    B = bank.country
    nat = B if chance(rng, 0.8) else pick(rng, ["DEU", "ITA", "PRT", "FRA", "NLD", "ESP", "POL"])
    bo = make_person(rng, nat, born=(1955, 2000))
    marital = pick(rng, ["married", "married", "unmarried", "unmarried", "separated"])
    co: list[Person] = []
    n_co = pick(rng, [0, 1, 1, 1, 2, 3]) if marital == "married" else pick(rng, [0, 0, 1, 2])
    for i in range(n_co):
        if i == 0 and marital == "married":
            sp = make_person(rng, nat, sex="F" if bo.sex == "M" else "M", born=(bo.dob.year - 6, min(bo.dob.year + 6, 2003)))
            if chance(rng, 0.5) and NAME_LANG[nat] in ("de", "nl", "fr"):
                sp.surname = bo.surname
            co.append(sp)
        else:
            co.append(make_person(rng, nat, born=(1950, 2003)))
    occ, _ = pick(rng, [o for o in OCCUPATIONS[lang] if o[1] == "emp"])
    employer = pick(rng, COMPANY[B])
    start = rand_date(rng, D(max(bo.dob.year + 19, 1985), 1, 1), D(2025, 6, 30))
    cur = "CHF" if B == "CHE" else "EUR"
    base = float(rng.randrange(2400, 14000, 25)) if chance(rng, 0.7) else round(rng.uniform(2400, 14000), 2)
    extra = float(rng.randrange(0, 2500, 50)) if chance(rng, 0.5) else 0.0
    mult = 1.6 if cur == "CHF" else 1.0
    value = float(rng.randrange(180, 1400) * 1000 * mult) if chance(rng, 0.85) else round(rng.uniform(150000, 1200000) * mult, 2)
    purpose = pick(rng, ["purchase", "purchase", "purchase", "refinance", "construction", "other"])
    amount = float(round(value * rng.uniform(0.45, 0.9) / 1000) * 1000) if chance(rng, 0.8) else round(value * rng.uniform(0.45, 0.9), 2)
    if purpose == "other":
        amount = float(rng.randrange(20, 200) * 1000)
    term_m = pick(rng, [10, 15, 20, 25, 30, 35]) * 12 if chance(rng, 0.85) else rng.randrange(96, 420, 6)
    rate = round(rng.uniform(1.2, 5.4), pick(rng, [2, 2, 3]))
    return Loan(bank, "", bo, marital, email_for(rng, bo) if chance(rng, 0.7) else None, phone_for(rng, B) if chance(rng, 0.75) else None, co, employer, start, occ,
                base, extra, cur, amount, purpose, term_m, rate, round(rate + rng.uniform(0.05, 0.4), 2), pick(rng, [5, 10, 15, 20]), address_lines(rng, B), value,
                chance(rng, 0.6), float(rng.randrange(10, 150) * 1000), rand_date(rng, D(2025, 1, 2), D(2026, 11, 30)), address_lines(rng, B),
                [float(rng.randrange(900, 9000, 50)) for _ in co], [pick(rng, COMPANY[B]) for _ in co], pick(rng, COMPANY[B]) if chance(rng, 0.4) else None)


def loan_number(rng: random.Random, country: str, year: int) -> str:
    return pick(rng, {"DEU": [f"BF-{year}-{rng.randrange(10000, 99999):06d}", f"{rng.randrange(1000, 9999)} {rng.randrange(100000, 999999)} {rng.randrange(10, 99)}"],
                      "AUT": [f"WK-{rng.randrange(100000, 999999)}/{year % 100}"], "CHE": [f"HYP {rng.randrange(100, 999)}.{rng.randrange(1000, 9999)}.{rng.randrange(10, 99)}"],
                      "NLD": [f"HA{year}{rng.randrange(100000, 999999)}"], "BEL": [f"{rng.randrange(100, 999)}-{rng.randrange(1000000, 9999999)}-{rng.randrange(10, 99)}"],
                      "LUX": [f"PI/{year}/{rng.randrange(1000, 9999)}"], "FRA": [f"PRT{year}{rng.randrange(100000, 999999)}", f"Dossier {rng.randrange(10**8, 10**9)}"],
                      "ITA": [f"MU/{year}/{rng.randrange(100000, 999999)}", f"{rng.randrange(10**9, 10**10)}"], "ESP": [f"SH-{year}-{rng.randrange(10**6, 10**7)}"],
                      "PRT": [f"CH{year}{rng.randrange(10**6, 10**7)}", f"PH-{rng.randrange(10**5, 10**6)}"]}[country]).replace("Dossier ", "")


def loan_truth(L: Loan, *, names: list[str], monthly: float, addr_text: str, email_shown: bool = True, phone_shown: bool = True) -> dict:
    return {
        "application_number": L.number,
        "borrower": {"full_name": names[0], "date_of_birth": L.borrower.dob.isoformat(), "marital_status": L.marital,
                     "email": L.email if email_shown else None, "phone": L.phone if phone_shown else None},
        "co_borrowers": [{"full_name": n, "date_of_birth": p.dob.isoformat()} for n, p in zip(names[1:], L.co)],
        "employer_name": L.employer, "employment_start_date": L.emp_start.isoformat(), "monthly_income": monthly, "income_currency": L.currency,
        "loan_amount": L.amount, "loan_currency": L.currency, "loan_purpose": L.purpose, "loan_term_months": L.term_m, "interest_rate_percent": L.rate,
        "property_address": addr_text, "property_value": L.prop_value,
    }


LL = {  # loan labels: key -> lang -> synonyms
    "applicant": {"de": "Antragsteller|Darlehensnehmer", "fr": "Emprunteur|Demandeur", "it": "Richiedente|Mutuatario", "es": "Titular|Solicitante", "pt": "Proponente|Titular",
                  "nl": "Aanvrager", "en": "Applicant|Borrower"},
    "co": {"de": "Mitantragsteller|Antragsteller", "fr": "Co-emprunteur", "it": "Cointestatario|Co-richiedente", "es": "Cotitular|Segundo titular", "pt": "Co-proponente|Cotitular",
           "nl": "Partner / medeaanvrager|Mede-aanvrager", "en": "Co-applicant|Co-borrower"},
    "gross_m": {"de": "Bruttoeinkommen monatlich|Monatliches Bruttogehalt", "fr": "Salaire mensuel brut|Revenus bruts mensuels", "it": "Reddito lordo mensile",
                "es": "Ingresos brutos mensuales|Nómina bruta mensual", "pt": "Rendimento bruto mensal", "nl": "Bruto maandinkomen", "en": "Gross monthly income"},
    "base": {"de": "Grundgehalt", "fr": "Salaire de base", "it": "Retribuzione base", "es": "Salario base", "pt": "Vencimento base", "nl": "Basissalaris", "en": "Base salary"},
    "extra": {"de": "Zulagen / Bonus (Ø mtl.)", "fr": "Primes (moyenne mensuelle)", "it": "Straordinari / premi", "es": "Complementos / variable", "pt": "Subsídios / prémios",
              "nl": "Toeslagen / bonus", "en": "Overtime / bonus"},
    "total": {"de": "Summe brutto monatlich", "fr": "Total brut mensuel", "it": "Totale lordo mensile", "es": "Total bruto mensual", "pt": "Total bruto mensal", "nl": "Totaal bruto per maand",
              "en": "Total gross monthly"},
    "net_m": {"de": "Nettoeinkommen monatlich", "fr": "Revenu net mensuel", "it": "Reddito netto mensile", "es": "Ingresos netos mensuales", "pt": "Rendimento líquido mensal",
              "nl": "Netto maandinkomen", "en": "Net monthly income"},
    "since": {"de": "beschäftigt seit|Beginn Arbeitsverhältnis", "fr": "Date d'embauche|En poste depuis le", "it": "Assunto dal|Data di assunzione", "es": "Fecha de alta en la empresa|Antigüedad desde",
              "pt": "Data de admissão|Na empresa desde", "nl": "In dienst sinds|Datum indiensttreding", "en": "Employed since|Start date"},
    "amount": {"de": "Darlehensbetrag|Gewünschter Kreditbetrag|Finanzierungsbedarf", "fr": "Montant du prêt sollicité|Montant emprunté", "it": "Importo richiesto|Importo del mutuo",
               "es": "Importe solicitado|Importe del préstamo", "pt": "Montante solicitado|Montante do empréstimo", "nl": "Hypotheekbedrag|Gewenste lening", "en": "Loan amount|Amount requested"},
    "term": {"de": "Laufzeit|Gesamtlaufzeit", "fr": "Durée du prêt|Durée", "it": "Durata", "es": "Plazo", "pt": "Prazo", "nl": "Looptijd", "en": "Term"},
    "rate": {"de": "Sollzins (gebunden) p.a.|Sollzinssatz", "fr": "Taux nominal annuel|Taux débiteur fixe", "it": "TAN (tasso annuo nominale)|Tasso nominale", "es": "TIN (tipo de interés nominal)|Tipo de interés nominal",
             "pt": "TAN (taxa anual nominal)|Taxa de juro nominal", "nl": "Rente (nominaal)|Hypotheekrente", "en": "Interest rate|Nominal rate"},
    "eff": {"de": "Effektiver Jahreszins", "fr": "TAEG", "it": "TAEG", "es": "TAE", "pt": "TAEG", "nl": "Effectieve jaarrente", "en": "APR"},
    "fixed": {"de": "Sollzinsbindung", "fr": "Période de taux fixe", "it": "Periodo a tasso fisso", "es": "Periodo de interés fijo", "pt": "Período de taxa fixa", "nl": "Rentevaste periode",
              "en": "Fixed-rate period"},
    "purpose": {"de": "Verwendungszweck|Finanzierungszweck", "fr": "Objet du financement|Nature de l'opération", "it": "Finalità del mutuo|Finalità", "es": "Finalidad del préstamo|Destino",
                "pt": "Finalidade do crédito|Finalidade", "nl": "Doel van de lening|Financieringsdoel", "en": "Loan purpose|Purpose"},
    "prop": {"de": "Objektanschrift|Lage des Beleihungsobjekts", "fr": "Adresse du bien financé|Situation du bien", "it": "Ubicazione dell'immobile|Indirizzo immobile",
             "es": "Dirección del inmueble|Situación de la vivienda", "pt": "Localização do imóvel|Morada do imóvel", "nl": "Adres onderpand|Adres woning", "en": "Property address|Subject property"},
    "price": {"de": "Kaufpreis", "fr": "Prix d'acquisition", "it": "Prezzo di acquisto", "es": "Precio de compraventa", "pt": "Preço de aquisição", "nl": "Koopsom", "en": "Purchase price"},
    "valuation": {"de": "Verkehrswert (Gutachten)|Marktwert der Immobilie", "fr": "Valeur vénale estimée|Valeur d'expertise", "it": "Valore di perizia|Valore dell'immobile",
                  "es": "Valor de tasación", "pt": "Valor de avaliação", "nl": "Marktwaarde (taxatie)|Getaxeerde waarde", "en": "Valuation|Market value"},
    "own": {"de": "Eigenkapital", "fr": "Apport personnel", "it": "Mezzi propri", "es": "Aportación propia|Ahorro aportado", "pt": "Capitais próprios", "nl": "Eigen middelen", "en": "Deposit / own funds"},
}
for _k in ("fullname", "dob", "marital", "email", "phone", "employer", "occupation", "address", "nationality"):
    LL[_k] = LBL[_k]


def ll(rng: random.Random, key: str, lang: str) -> str:
    return esc(pick(rng, (LL[key].get(lang) or LL[key]["en"]).split("|")))


def term_text(rng: random.Random, months: int, lang: str) -> str:
    yw = {"de": "Jahre", "fr": "ans", "it": "anni", "es": "años", "pt": "anos", "nl": "jaar", "en": "years"}[lang]
    mw = {"de": "Monate", "fr": "mois", "it": "mesi", "es": "meses", "pt": "meses", "nl": "maanden", "en": "months"}[lang]
    if months % 12 == 0 and chance(rng, 0.6):
        return f"{months // 12} {yw}"
    return f"{months} {mw}"


def pct(rng: random.Random, x: float, lang: str) -> str:
    s = f"{x:.3f}".rstrip("0") if x * 100 % 1 else f"{x:.2f}"
    if s.endswith("."):
        s += "0"
    if lang != "en":
        s = s.replace(".", ",")
    return pick(rng, [f"{s} %", f"{s}%", f"{s} % p.a."] if lang == "de" else [f"{s} %", f"{s}%"])


def loan_names(rng: random.Random, L: Loan, mode: str) -> tuple[list[str], list[str]]:
    """(printed names, truth names) for borrower + co-borrowers."""
    printed, truth = [], []
    for p in [L.borrower] + L.co:
        g, s = name_case(rng, p, pick(rng, ["title", "upper_sur"]))
        printed.append(f"{s}, {g}" if mode == "comma" else f"{g} {s}")
        truth.append(f"{g} {s}")
    return printed, truth


def applicants_table(rng: random.Random, L: Loan, lang: str, printed: list[str], *, columns: bool, cb: str, income_detail: bool) -> tuple[str, float]:
    """Applicants side by side (columns) or one row per applicant; returns html and the borrower's monthly income truth."""
    ds = date_style(rng, lang)
    persons = [L.borrower] + L.co
    heads = [f"{ll(rng, 'applicant', lang)} 1" if chance(rng, 0.5) else ll(rng, "applicant", lang)] + [f"{ll(rng, 'co', lang)} {i + 2 if chance(rng, 0.5) else ''}".strip() for i in range(len(L.co))]
    mar_other = [pick(rng, ["married", "unmarried"]) if L.marital != "married" else "married" for _ in L.co]
    rows = [(ll(rng, "fullname", lang), [esc(n) for n in printed]), (ll(rng, "dob", lang), [fmt_date(p.dob, ds, lang) for p in persons]),
            (ll(rng, "marital", lang), [esc(pick(rng, MARITAL[m][lang])) for m in [L.marital] + mar_other]),
            (ll(rng, "occupation", lang), [esc(L.occupation)] + [esc(pick(rng, OCCUPATIONS[lang])[0]) for _ in L.co]),
            (ll(rng, "employer", lang), [esc(L.employer)] + [esc(e) for e in L.co_employers]),
            (ll(rng, "since", lang), [fmt_date(L.emp_start, ds, lang)] + [fmt_date(rand_date(rng, D(2001, 1, 1), D(2024, 12, 1)), ds, lang) for _ in L.co])]
    total = money2(L.base + L.extra)
    if income_detail:
        rows += [(ll(rng, "base", lang), [esc(fmt_money(rng, L.base, L.currency, lang))] + [esc(fmt_money(rng, x, L.currency, lang)) for x in L.co_incomes]),
                 (ll(rng, "extra", lang), [esc(fmt_money(rng, L.extra, L.currency, lang)) if L.extra else "—"] + ["—" for _ in L.co]),
                 (ll(rng, "total", lang), [f"<b>{esc(fmt_money(rng, total, L.currency, lang))}</b>"] + [esc(fmt_money(rng, x, L.currency, lang)) for x in L.co_incomes])]
    else:
        rows.append((ll(rng, "gross_m", lang), [esc(fmt_money(rng, total, L.currency, lang))] + [esc(fmt_money(rng, x, L.currency, lang)) for x in L.co_incomes]))
        if chance(rng, 0.3):
            rows.append((ll(rng, "net_m", lang), [esc(fmt_money(rng, round(total * 0.63), L.currency, lang))] + [esc(fmt_money(rng, round(x * 0.63), L.currency, lang)) for x in L.co_incomes]))
    if columns:
        h = "<table class=g><tr><th></th>" + "".join(f"<th>{x}</th>" for x in heads) + "</tr>"
        h += "".join(f"<tr><th>{lab}</th>" + "".join(f"<td>{v}</td>" for v in vals) + "</tr>" for lab, vals in rows) + "</table>"
    else:
        h = "<table class=g><tr><th></th>" + "".join(f"<th>{lab}</th>" for lab, _ in rows) + "</tr>"
        h += "".join(f"<tr><th>{heads[i]}</th>" + "".join(f"<td>{vals[i]}</td>" for _, vals in rows) + "</tr>" for i in range(len(persons))) + "</table>"
    return h, total


def loan_terms_items(rng: random.Random, L: Loan, lang: str, *, eff: bool = True) -> tuple[list[tuple[str, str]], str]:
    ahtml, atext = render_lines(rng, L.prop_addr)
    items = [(ll(rng, "purpose", lang), esc(pick(rng, PURPOSE[L.purpose][lang]))), (ll(rng, "prop", lang), ahtml),
             (ll(rng, "price" if L.value_is_price else "valuation", lang), esc(fmt_money(rng, L.prop_value, L.currency, lang)))]
    if chance(rng, 0.5):
        items.append((ll(rng, "own", lang), esc(fmt_money(rng, L.own_funds, L.currency, lang))))
    items += [(ll(rng, "amount", lang), f"<b>{esc(fmt_money(rng, L.amount, L.currency, lang))}</b>"), (ll(rng, "term", lang), esc(term_text(rng, L.term_m, lang))),
              (ll(rng, "rate", lang), esc(pct(rng, L.rate, lang)))]
    if eff and chance(rng, 0.5):
        items.append((ll(rng, "eff", lang), esc(pct(rng, L.eff_rate, lang))))
    if chance(rng, 0.5) and L.fixed_years * 12 < L.term_m:
        yw = {"de": "Jahre", "fr": "ans", "it": "anni", "es": "años", "pt": "anos", "nl": "jaar", "en": "years"}[lang]
        items.append((ll(rng, "fixed", lang), f"{L.fixed_years} {yw}"))
    return items, atext


def _contact_items(rng: random.Random, L: Loan, lang: str) -> tuple[list[tuple[str, str]], bool, bool]:
    items = []
    bah, _ = render_lines(rng, L.borrower_addr)
    items.append((esc({"de": "Aktuelle Wohnanschrift", "fr": "Adresse actuelle", "it": "Residenza attuale", "es": "Domicilio actual", "pt": "Morada atual", "nl": "Huidig adres",
                       "en": "Current address"}[lang]), bah))
    ph = L.phone is not None
    em = L.email is not None
    items.append((ll(rng, "phone", lang), esc(L.phone) if ph else blank(rng, lang)))
    if em or chance(rng, 0.5):
        items.append((ll(rng, "email", lang), esc(L.email) if em else blank(rng, lang)))
    return items, ph, em


def _loan_setup(rng: random.Random, countries: tuple[str, ...], lang: str | None = None):
    b = pick(rng, banks_of(countries))
    lang = lang or bank_lang(rng, b)
    L = make_loan(rng, b, lang)
    L.number = loan_number(rng, b.country, L.signed.year)
    return b, lang, L


LOAN_TITLES = {
    "de": ["Antrag auf Baufinanzierung", "Darlehensantrag Wohnbaufinanzierung – Selbstauskunft", "Selbstauskunft und Finanzierungsanfrage", "Kreditantrag Wohnimmobilie"],
    "ch": ["Hypothekarantrag", "Antrag Festhypothek / Finanzierung Wohneigentum", "Demande de prêt hypothécaire"],
    "nl": ["Hypotheekaanvraag", "Aanvraagformulier hypothecaire lening", "Offerteaanvraag hypotheek"],
    "fr": ["Demande de prêt immobilier", "Demande de financement – Acquisition immobilière", "Dossier de demande de crédit habitat"],
    "it": ["Richiesta di mutuo ipotecario", "Domanda di finanziamento – Mutuo casa", "Modulo richiesta mutuo"],
    "es": ["Solicitud de préstamo hipotecario", "Solicitud de financiación de vivienda"],
    "pt": ["Pedido de crédito à habitação", "Proposta de crédito habitação"],
}


def _form_loan(rng: random.Random, countries: tuple[str, ...], lang: str | None, titles: list[str], *, columns: bool | None = None, section_titles: dict[str, str]):
    b, lang, L = _loan_setup(rng, countries, lang)
    cb = pick(rng, ["br", "box", "sq", "x"])
    printed, names = loan_names(rng, L, pick(rng, ["comma", "plain", "plain"]))
    apps, monthly = applicants_table(rng, L, lang, printed, columns=chance(rng, 0.6) if columns is None else columns, cb=cb, income_detail=chance(rng, 0.4))
    contact, ph, em = _contact_items(rng, L, lang)
    terms, atext = loan_terms_items(rng, L, lang)
    nr_lab = {"de": "Antrags-Nr.", "fr": "N° de dossier", "it": "Pratica n.", "es": "N.º de solicitud", "pt": "N.º do processo", "nl": "Aanvraagnummer", "en": "Application no."}[lang]
    right = f"{esc(nr_lab)} <b>{esc(L.number)}</b><br>{fmt_date(L.signed, date_style(rng, lang), lang)}"
    body = letterhead(rng, b, right) + f"<h1>{esc(pick(rng, titles))}</h1>"
    secs = [(section_titles["app"], apps), (section_titles["contact"], kv_block(rng, contact, pick(rng, ["colon", "rows2", "tab"]))),
            (section_titles["loan"], kv_block(rng, terms, pick(rng, ["rows", "leader", "boxes", "tab", "rows2"])))]
    if chance(rng, 0.3):
        secs[1], secs[2] = secs[2], secs[1]
    if L.prev_employer and chance(rng, 0.6):
        prev = {"de": "Vorheriger Arbeitgeber", "fr": "Employeur précédent", "it": "Datore di lavoro precedente", "es": "Empresa anterior", "pt": "Entidade patronal anterior",
                "nl": "Vorige werkgever", "en": "Previous employer"}[lang]
        secs.insert(1, (esc(prev), kv_block(rng, [(esc(prev), esc(L.prev_employer)), (ll(rng, "since", lang), fmt_date(rand_date(rng, D(1995, 1, 1), D(2014, 1, 1)), "dot"))], "colon")))
    for t, h in secs:
        body += f"<h2>{t}</h2>{h}"
    body += f"<p class=small>{esc(section_titles['decl'])}</p><div>" + "".join(f"<span class=sig>{esc(n)}</span> &nbsp; " for n in printed) + "</div>"
    body += footer(rng, b, lang)
    return b, lang, L, body, loan_truth(L, names=names, monthly=monthly, addr_text=atext, email_shown=em, phone_shown=ph)


def loan_de(rng):
    return _form_loan(rng, ("DEU", "AUT"), "de", LOAN_TITLES["de"], section_titles={"app": "Angaben zu den Antragstellern", "contact": "Kontakt", "loan": "Finanzierungsvorhaben",
                      "decl": "Die Antragsteller versichern die Richtigkeit der Angaben und willigen in die Einholung einer SCHUFA-Auskunft ein. Dieser Antrag stellt noch kein verbindliches Angebot der Bank dar."})


def loan_ch(rng):
    fr = chance(rng, 0.35)
    return _form_loan(rng, ("CHE",), "fr" if fr else "de", LOAN_TITLES["ch"], section_titles=(
        {"app": "Kreditnehmer", "contact": "Korrespondenz", "loan": "Hypothek und Objekt", "decl": "Die Tragbarkeit wird mit einem kalkulatorischen Zinssatz von 5 % sowie Neben- und Unterhaltskosten von 1 % des Verkehrswerts berechnet."}
        if not fr else {"app": "Preneurs de crédit", "contact": "Coordonnées", "loan": "Hypothèque et objet", "decl": "La capacité financière est calculée avec un taux théorique de 5 % et des frais accessoires de 1 % de la valeur vénale."}))


def loan_nl(rng):
    b = pick(rng, banks_of(("NLD", "BEL")))
    return _form_loan(rng, (b.country,), "nl", LOAN_TITLES["nl"], columns=True, section_titles={"app": "Aanvragers", "contact": "Contactgegevens", "loan": "Financiering en onderpand",
                      "decl": "Aanvragers verklaren dat de gegevens naar waarheid zijn ingevuld en geven toestemming voor een toetsing bij het BKR."})


def loan_fr(rng):
    return _form_loan(rng, ("FRA", "LUX", "BEL"), "fr", LOAN_TITLES["fr"], columns=False, section_titles={"app": "Emprunteurs", "contact": "Coordonnées", "loan": "Caractéristiques du prêt et du bien",
                      "decl": "Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager. L'emprunteur dispose d'un délai de réflexion de dix jours."})


def loan_it(rng):
    return _form_loan(rng, ("ITA",), "it", LOAN_TITLES["it"], section_titles={"app": "Richiedenti", "contact": "Recapiti", "loan": "Caratteristiche del mutuo e dell'immobile",
                      "decl": "I richiedenti dichiarano che le informazioni fornite sono veritiere e autorizzano la consultazione delle banche dati creditizie (CRIF, Centrale Rischi)."})


def loan_iberia(rng):
    b = pick(rng, banks_of(("ESP", "PRT")))
    es = b.country == "ESP"
    return _form_loan(rng, (b.country,), "es" if es else "pt", LOAN_TITLES["es" if es else "pt"], section_titles=(
        {"app": "Titulares", "contact": "Datos de contacto", "loan": "Datos de la operación y del inmueble", "decl": "Los solicitantes autorizan la consulta a la CIRBE y a ficheros de solvencia patrimonial."}
        if es else {"app": "Proponentes", "contact": "Contactos", "loan": "Dados do crédito e do imóvel", "decl": "Os proponentes autorizam a consulta à Central de Responsabilidades de Crédito do Banco de Portugal."}))


def loan_broker_email(rng: random.Random):
    b, _, L = _loan_setup(rng, ("DEU", "AUT", "CHE", "NLD", "LUX", "BEL"))
    lang = pick(rng, ["de", "en"]) if b.country in ("DEU", "AUT", "CHE") else "en"
    ds = date_style(rng, lang)
    printed, names = loan_names(rng, L, "plain")
    total = money2(L.base + L.extra)
    ahtml, atext = render_lines(rng, L.prop_addr, "comma")
    broker = pick(rng, ["Finanzkontor Rhein-Main GmbH", "Hypotheken-Partner Süd", "Mortgage Desk Benelux B.V.", "Immofinanz Beratung Huber"])
    bname = f"{pick(rng, ['Jens', 'Laura', 'Pieter', 'Nadine'])} {pick(rng, ['Kramer', 'Vogt', 'de Wit', 'Schuster'])}"
    em, ph = L.email is not None and chance(rng, 0.8), L.phone is not None and chance(rng, 0.8)
    hdr = (f"{'Von' if lang == 'de' else 'From'}: {bname} &lt;{bname.split()[0].lower()}@{re.sub(r'[^a-z]', '', broker.lower())[:14]}.eu&gt;<br>"
           f"{'An' if lang == 'de' else 'To'}: baufinanzierung@{re.sub(r'[^a-z]', '', b.name.lower())[:12]}.example<br>"
           f"{'Gesendet' if lang == 'de' else 'Sent'}: {fmt_date(L.signed, ds, lang)} {rng.randrange(8, 19):02d}:{rng.randrange(60):02d}<br>"
           f"{'Betreff' if lang == 'de' else 'Subject'}: {'Neue Finanzierungsanfrage' if lang == 'de' else 'New mortgage submission'} {esc(L.number)} – {esc(printed[0])}")
    purpose = pick(rng, PURPOSE[L.purpose][lang])
    money = lambda x: esc(fmt_money(rng, x, L.currency, lang))
    if lang == "de":
        co = ("" if not L.co else " Mitantragsteller: " + "; ".join(f"{esc(n)}, geb. {fmt_date(p.dob, ds, 'de')}" for n, p in zip(printed[1:], L.co)) + ".")
        paras = [f"Hallo {pick(rng, ['Frau Berger', 'Herr Lindner', 'Team Baufinanzierung'])},",
                 f"anbei die Unterlagen zu unserem gemeinsamen Kunden {esc(printed[0])}, geboren am {fmt_date(L.borrower.dob, ds, 'de')}, {esc(pick(rng, MARITAL[L.marital]['de']))}.{co}",
                 f"Der Kunde ist seit {fmt_date(L.emp_start, ds, 'de')} als {esc(L.occupation)} bei {esc(L.employer)} beschäftigt; Bruttoeinkommen monatlich {money(total)}"
                 + (f" (davon {money(L.extra)} variable Bezüge)" if L.extra else "") + ".",
                 f"Vorhaben: {esc(purpose)}, Objekt {ahtml}, {'Kaufpreis' if L.value_is_price else 'Verkehrswert laut Gutachten'} {money(L.prop_value)}. Eigenkapital {money(L.own_funds)}.",
                 f"Angefragt wird ein Darlehen über {money(L.amount)}, Laufzeit {term_text(rng, L.term_m, 'de')}, Sollzins laut Ihrem Konditionenblatt {pct(rng, L.rate, 'de')}"
                 + (f", Zinsbindung {L.fixed_years} Jahre" if L.fixed_years * 12 < L.term_m else "") + ".",
                 "Kontakt Kunde: " + ", ".join(x for x in [esc(L.phone) if ph else "", esc(L.email) if em else ""] if x) + "." if (ph or em) else "Kontaktdaten des Kunden folgen.",
                 "Für Rückfragen stehe ich gerne zur Verfügung.", f"Viele Grüße<br>{esc(bname)}<br>{esc(broker)}<br>Darlehensvermittler nach § 34i GewO"]
    else:
        co = ("" if not L.co else " Co-applicants: " + "; ".join(f"{esc(n)} (born {fmt_date(p.dob, ds, 'en')})" for n, p in zip(printed[1:], L.co)) + ".")
        paras = [f"Dear {pick(rng, ['underwriting team', 'colleagues', 'Ms Peeters'])},",
                 f"Please find below a new application for {esc(printed[0])}, date of birth {fmt_date(L.borrower.dob, ds, 'en')}, marital status: {esc(pick(rng, MARITAL[L.marital]['en']))}.{co}",
                 f"Employment: {esc(L.occupation)} with {esc(L.employer)} since {fmt_date(L.emp_start, ds, 'en')}; gross monthly income {money(total)}.",
                 f"Purpose: {esc(pick(rng, PURPOSE[L.purpose]['en']))}. Property: {ahtml}; {'purchase price' if L.value_is_price else 'valuation'} {money(L.prop_value)}.",
                 f"Loan requested: {money(L.amount)} over {term_text(rng, L.term_m, 'en')} at {pct(rng, L.rate, 'en')} (indicative).",
                 ("Client contact: " + ", ".join(x for x in [esc(L.phone) if ph else "", esc(L.email) if em else ""] if x) + ".") if (ph or em) else "Client contact details to follow.",
                 "Supporting documents (payslips, ID, valuation) are attached.", f"Kind regards<br>{esc(bname)}<br>{esc(broker)}"]
    body = f"<div class=small style=\"border-bottom:0.3mm solid #999;padding-bottom:2mm\">{hdr}</div>" + "".join(f"<p>{p}</p>" for p in paras)
    body += f"<p class=small>{esc('Diese E-Mail kann vertrauliche Informationen enthalten. Wenn Sie nicht der richtige Adressat sind, informieren Sie bitte den Absender.' if lang == 'de' else 'This e-mail may contain confidential information. If you are not the intended recipient please notify the sender.')}</p>"
    return b, lang, L, body, loan_truth(L, names=names, monthly=total, addr_text=atext, email_shown=em, phone_shown=ph)


def loan_credit_memo(rng: random.Random):
    b, _, L = _loan_setup(rng, ("DEU", "AUT", "CHE", "LUX", "FRA", "BEL", "NLD", "ITA", "ESP", "PRT"))
    lang = pick(rng, ["de", "en"]) if b.country in ("DEU", "AUT", "CHE") else pick(rng, ["fr", "en"]) if b.country in ("FRA", "BEL", "LUX") else "en"
    ds = date_style(rng, lang)
    printed, names = loan_names(rng, L, pick(rng, ["comma", "plain"]))
    total = money2(L.base + L.extra)
    ahtml, atext = render_lines(rng, L.prop_addr, pick(rng, ["comma", "br"]))
    money = lambda x: esc(fmt_money(rng, x, L.currency, lang))
    ltv = L.amount / L.prop_value * 100
    tt = {"de": ("Kreditvorlage Wohnbaufinanzierung", "Kreditnehmer", "Vorhaben", "Beurteilung", "Votum", "Antrag"),
          "fr": ("Note de crédit – financement immobilier", "Emprunteurs", "Opération", "Analyse", "Avis", "Dossier"),
          "en": ("Credit memorandum – residential mortgage", "Borrowers", "Transaction", "Assessment", "Recommendation", "Application")}[lang]
    heads = {"de": ["Rolle", "Name", "Geburtsdatum"], "fr": ["Rôle", "Nom", "Date de naissance"], "en": ["Role", "Name", "Date of birth"]}[lang]
    roles = [ll(rng, "applicant", lang)] + [ll(rng, "co", lang) for _ in L.co]
    tab = "<table class=g><tr>" + "".join(f"<th>{h}</th>" for h in heads) + "</tr>" + "".join(
        f"<tr><td>{r}</td><td>{esc(n)}</td><td>{fmt_date(p.dob, ds, lang)}</td></tr>" for r, n, p in zip(roles, printed, [L.borrower] + L.co)) + "</table>"
    items = [(esc(tt[5]), esc(L.number)), (ll(rng, "marital", lang) + " (1)", esc(pick(rng, MARITAL[L.marital][lang]))), (ll(rng, "employer", lang) + " (1)", esc(L.employer)),
             (ll(rng, "since", lang), fmt_date(L.emp_start, ds, lang)), (ll(rng, "gross_m", lang) + " (1)", money(total))]
    em, ph = L.email is not None and chance(rng, 0.5), L.phone is not None and chance(rng, 0.5)
    if ph:
        items.append((ll(rng, "phone", lang), esc(L.phone)))
    if em:
        items.append((ll(rng, "email", lang), esc(L.email)))
    terms, _ = loan_terms_items(rng, L, lang, eff=False)
    terms = [t for t in terms if not t[0].startswith(tuple(LL["prop"][lang].split("|")))]
    body = letterhead(rng, b, f"{esc(pick(rng, ['VERTRAULICH', 'CONFIDENTIEL', 'CONFIDENTIAL']))}<br>{fmt_date(L.signed, ds, lang)}") + f"<h1>{esc(tt[0])}</h1>"
    body += f"<h2>{esc(tt[1])}</h2>{tab}" + kv_block(rng, items, pick(rng, ["rows2", "tab", "colon"]))
    body += f"<h2>{esc(tt[2])}</h2><p>{ll(rng, 'prop', lang)}: {ahtml}</p>" + kv_block(rng, terms, pick(rng, ["rows", "tab", "rows2"]))
    inst = L.amount * (L.rate / 1200) / (1 - (1 + L.rate / 1200) ** (-L.term_m))
    co_inc = sum(L.co_incomes)
    assess = {"de": f"Beleihungsauslauf {ltv:.1f} %. Kapitaldienst ca. {money(round(inst, 2))} mtl.; Haushaltseinkommen gesamt {money(total + co_inc)}. SCHUFA ohne Negativmerkmale.",
              "fr": f"Quotité de financement {ltv:.1f} %. Mensualité estimée {money(round(inst, 2))} ; revenus du foyer {money(total + co_inc)}. Taux d'endettement conforme aux recommandations HCSF.",
              "en": f"LTV {ltv:.1f}%. Estimated instalment {money(round(inst, 2))} per month; total household income {money(total + co_inc)}. Credit bureau check clean."}[lang]
    body += f"<h2>{esc(tt[3])}</h2><p>{assess}</p><h2>{esc(tt[4])}</h2><p>{esc({'de': 'Zustimmung unter der Bedingung einer erstrangigen Grundschuld.', 'fr': 'Avis favorable sous réserve d’une hypothèque de premier rang.', 'en': 'Approve subject to first-ranking mortgage.'}[lang])}</p>"
    body += f"<div><span class=sig>{esc({'de': 'Markt', 'en': 'Underwriter', 'fr': 'Analyste crédit'}[lang])}</span> &nbsp; <span class=sig>{esc({'de': 'Marktfolge', 'en': 'Credit committee', 'fr': 'Comité de crédit'}[lang])}</span></div>" + footer(rng, b, lang)
    return b, lang, L, body, loan_truth(L, names=names, monthly=total, addr_text=atext, email_shown=em, phone_shown=ph)


LOAN_LAYOUTS: dict[str, Callable] = {
    "de_at_baufinanzierung": loan_de,
    "ch_hypothekarantrag": loan_ch,
    "nl_be_hypotheekaanvraag": loan_nl,
    "fr_pret_immobilier": loan_fr,
    "it_richiesta_mutuo": loan_it,
    "es_pt_hipoteca_credito_habitacao": loan_iberia,
    "broker_email_submission": loan_broker_email,
    "underwriter_credit_memo": loan_credit_memo,
}


# ----------------------------------------------------------------------------------------------
# public interface
# ----------------------------------------------------------------------------------------------
_LAYOUTS = {"kyc_individual": KYC_LAYOUTS, "letter_of_credit": LC_LAYOUTS, "loan_application": LOAN_LAYOUTS}


def layouts(document_type: str) -> list[str]:
    return list(_LAYOUTS[document_type])


def _stamp(rng: random.Random, lang: str) -> str:
    if not chance(rng, 0.25):
        return ""
    w = pick(rng, {"de": ["EINGEGANGEN", "KOPIE", "GEPRÜFT"], "fr": ["REÇU LE", "COPIE", "VU"], "it": ["PERVENUTO", "COPIA"], "es": ["RECIBIDO", "COPIA"],
                   "pt": ["RECEBIDO", "CÓPIA"], "nl": ["ONTVANGEN", "KOPIE"], "en": ["RECEIVED", "COPY"]}.get(lang, ["RECEIVED"]))
    return f"<div style=\"text-align:right;margin-top:2mm\"><span class=stamp>{esc(w)}</span></div>"


def generate(document_type: str, index: int, seed: int) -> AuthoredDocument:
    rng = random.Random(f"{seed}|{document_type}|{index}")
    table = _LAYOUTS[document_type]
    name = list(table)[index % len(table)] if index < len(table) * 2 and chance(rng, 0.5) else pick(rng, list(table))
    fn = table[name]
    if document_type == "letter_of_credit":
        _, html_page, truth = fn(rng)
        return AuthoredDocument(document_type, name, html_page, truth)
    bank, lang, _, body, truth = fn(rng)
    body = _stamp(rng, lang) + body
    return AuthoredDocument(document_type, name, page(rng, body, lang=lang, cols=None, title=document_type), truth)


# ----------------------------------------------------------------------------------------------
# self-check
# ----------------------------------------------------------------------------------------------
_FREE_TEXT = {
    "kyc_individual": ["full_name", "id_document_number", "residential_address", "occupation", "employer_name", "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name", "beneficiary.address", "available_with",
                         "port_of_loading", "port_of_discharge", "goods_description", "documents_required[]"],
    "loan_application": ["application_number", "borrower.full_name", "borrower.email", "borrower.phone", "co_borrowers[].full_name", "employer_name", "property_address"],
}


def _values(truth: dict, path: str) -> list:
    if path.endswith("[]"):
        return list(truth.get(path[:-2]) or [])
    if "[]." in path:
        lst, key = path.split("[].")
        return [x.get(key) for x in truth.get(lst) or []]
    cur: Any = truth
    for part in path.split("."):
        cur = cur.get(part) if isinstance(cur, dict) else None
    return [cur]


def _name_ok(value: str, text: str) -> bool:
    """A name printed surname-first ("MÜLLER, Hans") still states every part of it."""
    return all(fold(tok) in text for tok in value.split())


def self_check(per_type: int = 3, seed: int = 0) -> None:
    import json
    from pathlib import Path

    import jsonschema

    root = Path(__file__).resolve().parents[2]
    problems = []
    for dt, table in _LAYOUTS.items():
        schema = json.loads((root / "schemas" / f"{dt}.schema.json").read_text())
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
        seen: dict[str, int] = {}
        i = 0
        while any(seen.get(n, 0) < per_type for n in table) and i < per_type * len(table) * 40:
            doc = generate(dt, i, seed)
            i += 1
            if seen.get(doc.layout, 0) >= per_type:
                continue
            seen[doc.layout] = seen.get(doc.layout, 0) + 1
            for e in validator.iter_errors(doc.truth):
                problems.append(f"{dt}/{doc.layout}#{i - 1}: schema: {e.message}")
            text = fold(strip_html(doc.html))
            for path in _FREE_TEXT[dt]:
                for v in _values(doc.truth, path):
                    if not isinstance(v, str):
                        continue
                    if path == "available_with" and v == "ANY BANK" and any(fold(w) in text for w in ANY_W.values()):
                        continue
                    ok = fold(v) in text or (("name" in path and "applicant" not in path and "beneficiary" not in path) and _name_ok(v, text))
                    if not ok:
                        problems.append(f"{dt}/{doc.layout}#{i - 1}: {path}={v!r} not in text")
        missing = [n for n in table if seen.get(n, 0) < per_type]
        if missing:
            problems.append(f"{dt}: layouts never drawn: {missing}")
    if problems:
        raise AssertionError("\n".join(problems[:60]))


if __name__ == "__main__":
    self_check()
    print("self_check ok")
