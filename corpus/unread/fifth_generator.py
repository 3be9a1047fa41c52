"""Fifth unread evaluation generator: European and Latin-American banks, legacy systems, telex.

Synthetic KYC packets, MT700 documentary credits and residential loan applications, printed
as self-contained HTML (A4, 1-3 pages). Standard library only; deterministic in
``generate(document_type, index, seed)``. The truth is built from the very values printed,
normalised as docs/CONTRACT.md says.
"""
from __future__ import annotations

import datetime as _dt
import html as _html
import random
import re
import unicodedata
from dataclasses import dataclass

__all__ = ["ForeignDocument", "generate", "layouts"]


@dataclass
class ForeignDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


# ----------------------------------------------------------------------------- helpers

def E(s) -> str:
    return _html.escape(str(s), quote=False)


def D(y, m, d) -> _dt.date:
    return _dt.date(y, m, d)


def rand_date(r: random.Random, start: _dt.date, end: _dt.date) -> _dt.date:
    return start + _dt.timedelta(days=r.randint(0, (end - start).days))


MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
           "octobre", "novembre", "décembre"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
           "Oktober", "November", "Dezember"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
           "octubre", "noviembre", "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
           "outubro", "novembro", "dezembro"],
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
           "oktober", "november", "december"],
    "pl": ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia",
           "września", "października", "listopada", "grudnia"],
}
MON3_EN = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def fdate(d: _dt.date, style: str, lang: str = "en") -> str:
    """A date printed in one of several styles. Numeric styles are day-first except 'mdy*'."""
    if style == "dmy.":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "dmy/":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dmy-":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "d.m.y":  # unpadded German
        return f"{d.day}.{d.month}.{d.year}"
    if style == "mdy/":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if style == "mdy/u":
        return f"{d.month}/{d.day}/{d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "yymmdd":
        return d.strftime("%y%m%d")
    if style == "dMONy":
        return f"{d.day:02d} {MON3_EN[d.month - 1]} {d.year}"
    if style == "dMONyy":
        return f"{d.day:02d}{MON3_EN[d.month - 1]}{d.year % 100:02d}"
    if style == "long":
        m = MONTHS[lang][d.month - 1]
        if lang == "en":
            return f"{d.day} {m} {d.year}"
        if lang in ("es", "pt"):
            return f"{d.day} de {m} de {d.year}"
        if lang == "de":
            return f"{d.day}. {m} {d.year}"
        if lang == "fr" and d.day == 1:
            return f"1er {m} {d.year}"
        return f"{d.day} {m} {d.year}"
    if style == "us_long":
        return f"{MONTHS['en'][d.month - 1]} {d.day}, {d.year}"
    raise ValueError(style)


EU_DATE_STYLES = ["dmy.", "dmy/", "dmy-", "long", "dMONy", "iso"]


def fnum(x: float, style: str, dec: int = 2) -> str:
    """An amount with the thousands/decimal separators of several locales."""
    s = f"{abs(x):,.{dec}f}"  # 1,234,567.89
    if style == "en":
        out = s
    elif style == "de":  # 1.234.567,89
        out = s.replace(",", "_").replace(".", ",").replace("_", ".")
    elif style == "fr":  # 1 234 567,89 (no-break space)
        out = s.replace(",", "\u00a0").replace(".", ",")
    elif style == "sp":  # 1 234 567,89 plain space
        out = s.replace(",", " ").replace(".", ",")
    elif style == "ch":  # 1'234'567.89
        out = s.replace(",", "'")
    elif style == "plain":
        out = f"{abs(x):.{dec}f}"
    elif style == "swift":  # 1234567,89
        out = f"{abs(x):.{dec}f}".replace(".", ",")
        if dec == 0:
            out += ","
    else:
        raise ValueError(style)
    return ("-" if x < 0 else "") + out


def amount_variants(x: float) -> list[str]:
    outs = []
    for st in ("en", "de", "fr", "sp", "ch", "plain", "swift"):
        for dec in (0, 2):
            if dec == 0 and abs(x - round(x)) > 1e-9:
                continue
            outs.append(fnum(x, st, dec))
    return outs


def fold(s: str) -> str:
    return re.sub(r"\s+", " ", s.replace("\u00a0", " ").replace("\u202f", " ")).strip().casefold()


def ascii_upper(s: str) -> str:
    s = s.replace("ß", "SS").replace("Ł", "L").replace("ł", "l").replace("Ø", "O").replace("ø", "o")
    s = s.replace("Æ", "AE").replace("æ", "ae").replace("Œ", "OE").replace("œ", "oe")
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).upper()


def checkbox(r_style: int, on: bool) -> str:
    return [("☒", "☐"), ("[X]", "[ ]"), ("■", "□"), ("(x)", "( )")][r_style % 4][0 if on else 1]


# ----------------------------------------------------------------------------- countries
# code: {lang: (country name, nationality adjective)}; adjectives agree with the language's
# noun for "nationality" (fr/it/es/pt feminine, pl neuter 'obywatelstwo'), so they never vary.
COUNTRIES = {
    "FRA": {"en": ("France", "French"), "fr": ("France", "française"), "de": ("Frankreich", "französisch"),
            "it": ("Francia", "francese"), "es": ("Francia", "francesa"), "pt": ("França", "francesa"),
            "nl": ("Frankrijk", "Franse"), "pl": ("Francja", "francuskie")},
    "DEU": {"en": ("Germany", "German"), "fr": ("Allemagne", "allemande"), "de": ("Deutschland", "deutsch"),
            "it": ("Germania", "tedesca"), "es": ("Alemania", "alemana"), "pt": ("Alemanha", "alemã"),
            "nl": ("Duitsland", "Duitse"), "pl": ("Niemcy", "niemieckie")},
    "ITA": {"en": ("Italy", "Italian"), "fr": ("Italie", "italienne"), "de": ("Italien", "italienisch"),
            "it": ("Italia", "italiana"), "es": ("Italia", "italiana"), "pt": ("Itália", "italiana"),
            "nl": ("Italië", "Italiaanse"), "pl": ("Włochy", "włoskie")},
    "ESP": {"en": ("Spain", "Spanish"), "fr": ("Espagne", "espagnole"), "de": ("Spanien", "spanisch"),
            "it": ("Spagna", "spagnola"), "es": ("España", "española"), "pt": ("Espanha", "espanhola"),
            "nl": ("Spanje", "Spaanse"), "pl": ("Hiszpania", "hiszpańskie")},
    "PRT": {"en": ("Portugal", "Portuguese"), "fr": ("Portugal", "portugaise"), "de": ("Portugal", "portugiesisch"),
            "it": ("Portogallo", "portoghese"), "es": ("Portugal", "portuguesa"), "pt": ("Portugal", "portuguesa"),
            "nl": ("Portugal", "Portugese"), "pl": ("Portugalia", "portugalskie")},
    "NLD": {"en": ("Netherlands", "Dutch"), "fr": ("Pays-Bas", "néerlandaise"), "de": ("Niederlande", "niederländisch"),
            "it": ("Paesi Bassi", "olandese"), "es": ("Países Bajos", "neerlandesa"), "pt": ("Países Baixos", "neerlandesa"),
            "nl": ("Nederland", "Nederlandse"), "pl": ("Holandia", "holenderskie")},
    "POL": {"en": ("Poland", "Polish"), "fr": ("Pologne", "polonaise"), "de": ("Polen", "polnisch"),
            "it": ("Polonia", "polacca"), "es": ("Polonia", "polaca"), "pt": ("Polónia", "polaca"),
            "nl": ("Polen", "Poolse"), "pl": ("Polska", "polskie")},
    "BEL": {"en": ("Belgium", "Belgian"), "fr": ("Belgique", "belge"), "de": ("Belgien", "belgisch"),
            "it": ("Belgio", "belga"), "es": ("Bélgica", "belga"), "pt": ("Bélgica", "belga"),
            "nl": ("België", "Belgische"), "pl": ("Belgia", "belgijskie")},
    "CHE": {"en": ("Switzerland", "Swiss"), "fr": ("Suisse", "suisse"), "de": ("Schweiz", "schweizerisch"),
            "it": ("Svizzera", "svizzera"), "es": ("Suiza", "suiza"), "pt": ("Suíça", "suíça"),
            "nl": ("Zwitserland", "Zwitserse"), "pl": ("Szwajcaria", "szwajcarskie")},
    "AUT": {"en": ("Austria", "Austrian"), "fr": ("Autriche", "autrichienne"), "de": ("Österreich", "österreichisch"),
            "it": ("Austria", "austriaca"), "es": ("Austria", "austriaca"), "pt": ("Áustria", "austríaca"),
            "nl": ("Oostenrijk", "Oostenrijkse"), "pl": ("Austria", "austriackie")},
    "LUX": {"en": ("Luxembourg", "Luxembourgish"), "fr": ("Luxembourg", "luxembourgeoise"),
            "de": ("Luxemburg", "luxemburgisch"), "it": ("Lussemburgo", "lussemburghese"),
            "es": ("Luxemburgo", "luxemburguesa"), "pt": ("Luxemburgo", "luxemburguesa"),
            "nl": ("Luxemburg", "Luxemburgse"), "pl": ("Luksemburg", "luksemburskie")},
    "GBR": {"en": ("United Kingdom", "British"), "fr": ("Royaume-Uni", "britannique"),
            "de": ("Vereinigtes Königreich", "britisch"), "it": ("Regno Unito", "britannica"),
            "es": ("Reino Unido", "británica"), "pt": ("Reino Unido", "britânica"),
            "nl": ("Verenigd Koninkrijk", "Britse"), "pl": ("Wielka Brytania", "brytyjskie")},
    "USA": {"en": ("United States", "American"), "fr": ("États-Unis", "américaine"),
            "de": ("Vereinigte Staaten", "US-amerikanisch"), "it": ("Stati Uniti", "statunitense"),
            "es": ("Estados Unidos", "estadounidense"), "pt": ("Estados Unidos", "norte-americana"),
            "nl": ("Verenigde Staten", "Amerikaanse"), "pl": ("Stany Zjednoczone", "amerykańskie")},
    "BRA": {"en": ("Brazil", "Brazilian"), "fr": ("Brésil", "brésilienne"), "de": ("Brasilien", "brasilianisch"),
            "it": ("Brasile", "brasiliana"), "es": ("Brasil", "brasileña"), "pt": ("Brasil", "brasileira"),
            "nl": ("Brazilië", "Braziliaanse"), "pl": ("Brazylia", "brazylijskie")},
    "ARG": {"en": ("Argentina", "Argentine"), "fr": ("Argentine", "argentine"), "de": ("Argentinien", "argentinisch"),
            "it": ("Argentina", "argentina"), "es": ("Argentina", "argentina"), "pt": ("Argentina", "argentina"),
            "nl": ("Argentinië", "Argentijnse"), "pl": ("Argentyna", "argentyńskie")},
    "MEX": {"en": ("Mexico", "Mexican"), "fr": ("Mexique", "mexicaine"), "de": ("Mexiko", "mexikanisch"),
            "it": ("Messico", "messicana"), "es": ("México", "mexicana"), "pt": ("México", "mexicana"),
            "nl": ("Mexico", "Mexicaanse"), "pl": ("Meksyk", "meksykańskie")},
    "COL": {"en": ("Colombia", "Colombian"), "fr": ("Colombie", "colombienne"), "de": ("Kolumbien", "kolumbianisch"),
            "it": ("Colombia", "colombiana"), "es": ("Colombia", "colombiana"), "pt": ("Colômbia", "colombiana"),
            "nl": ("Colombia", "Colombiaanse"), "pl": ("Kolumbia", "kolumbijskie")},
    "CHL": {"en": ("Chile", "Chilean"), "fr": ("Chili", "chilienne"), "de": ("Chile", "chilenisch"),
            "it": ("Cile", "cilena"), "es": ("Chile", "chilena"), "pt": ("Chile", "chilena"),
            "nl": ("Chili", "Chileense"), "pl": ("Chile", "chilijskie")},
    "IRL": {"en": ("Ireland", "Irish"), "fr": ("Irlande", "irlandaise"), "de": ("Irland", "irisch"),
            "it": ("Irlanda", "irlandese"), "es": ("Irlanda", "irlandesa"), "pt": ("Irlanda", "irlandesa"),
            "nl": ("Ierland", "Ierse"), "pl": ("Irlandia", "irlandzkie")},
    "SWE": {"en": ("Sweden", "Swedish"), "fr": ("Suède", "suédoise"), "de": ("Schweden", "schwedisch"),
            "it": ("Svezia", "svedese"), "es": ("Suecia", "sueca"), "pt": ("Suécia", "sueca"),
            "nl": ("Zweden", "Zweedse"), "pl": ("Szwecja", "szwedzkie")},
    "MAR": {"en": ("Morocco", "Moroccan"), "fr": ("Maroc", "marocaine"), "de": ("Marokko", "marokkanisch"),
            "it": ("Marocco", "marocchina"), "es": ("Marruecos", "marroquí"), "pt": ("Marrocos", "marroquina"),
            "nl": ("Marokko", "Marokkaanse"), "pl": ("Maroko", "marokańskie")},
    "PER": {"en": ("Peru", "Peruvian"), "fr": ("Pérou", "péruvienne"), "de": ("Peru", "peruanisch"),
            "it": ("Perù", "peruviana"), "es": ("Perú", "peruana"), "pt": ("Peru", "peruana"),
            "nl": ("Peru", "Peruaanse"), "pl": ("Peru", "peruwiańskie")},
}
# ICAO 9303 issuer/nationality codes in the MRZ (Germany is 'D').
MRZ_CODE = {c: c for c in COUNTRIES}
MRZ_CODE["DEU"] = "D<<"
ALPHA2 = {"FRA": "FR", "DEU": "DE", "ITA": "IT", "ESP": "ES", "PRT": "PT", "NLD": "NL", "POL": "PL",
          "BEL": "BE", "CHE": "CH", "AUT": "AT", "LUX": "LU", "GBR": "GB", "USA": "US", "BRA": "BR",
          "ARG": "AR", "MEX": "MX", "COL": "CO", "CHL": "CL", "IRL": "IE", "SWE": "SE", "MAR": "MA",
          "PER": "PE"}


def cname(code: str, lang: str) -> str:
    return COUNTRIES[code][lang][0]


def cadj(code: str, lang: str) -> str:
    return COUNTRIES[code][lang][1]


# ----------------------------------------------------------------------------- people
# culture: (nationality codes, male given, female given, surnames, style)
CULTURES = {
    "fr": (["FRA", "BEL", "CHE", "LUX"],
           ["Jean-Baptiste", "Étienne", "Mathieu", "Laurent", "Olivier", "Théo", "François", "Rémi", "Antoine"],
           ["Marie-Claire", "Élodie", "Camille", "Sophie", "Hélène", "Amélie", "Juliette", "Noémie", "Céline"],
           ["Dubois", "Lefèvre", "Moreau", "Girard", "Fontaine", "Rousseau", "Chevalier", "Perrin", "Lemaître",
            "Marchand", "Duchâteau", "Besnard"], "std"),
    "de": (["DEU", "AUT", "CHE", "LUX"],
           ["Matthias", "Jörg", "Friedrich", "Lukas", "Tobias", "Klaus-Dieter", "Maximilian", "Stefan", "Jürgen"],
           ["Sabine", "Ursula", "Katharina", "Annelie", "Jana", "Brigitte", "Lena", "Henrike", "Birgit"],
           ["Müller", "Schäfer", "Weißmann", "Hoffmann", "Krüger", "Becker", "Zimmermann", "Brandstätter",
            "Gruber", "Vogt", "Lehmann", "Kößler"], "std"),
    "it": (["ITA", "CHE"],
           ["Alessandro", "Giuseppe", "Lorenzo", "Matteo", "Giancarlo", "Niccolò", "Pierluigi", "Davide"],
           ["Giulia", "Francesca", "Chiara", "Maria Grazia", "Alessandra", "Elena", "Federica", "Beatrice"],
           ["Rossi", "Bianchi", "Esposito", "Colombo", "Ferraro", "De Luca", "Galli", "Marchetti", "Conti",
            "Santoro", "Fabbri", "D'Angelo"], "std"),
    "es": (["ESP", "MEX", "ARG", "COL", "CHL", "PER"],
           ["José Manuel", "Javier", "Alejandro", "Andrés", "Rodrigo", "Íñigo", "Sebastián", "Álvaro", "Diego"],
           ["María José", "Lucía", "Carmen", "Ana Belén", "Valentina", "Paula", "Ximena", "Inés", "Mercedes"],
           ["García", "Fernández", "López", "Martínez", "Sánchez", "Ruiz", "Castillo", "Ortega", "Morales",
            "Navarro", "Peña", "Ibáñez", "Quintero", "Aguirre"], "two"),
    "pt": (["PRT", "BRA"],
           ["João Pedro", "Tiago", "Rui", "Gonçalo", "Luís", "Henrique", "Vinícius", "Rafael"],
           ["Ana Rita", "Inês", "Mariana", "Beatriz", "Joana", "Sofia", "Letícia", "Conceição"],
           ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Sousa",
            "Gonçalves", "Carvalho", "Magalhães"], "pt"),
    "nl": (["NLD", "BEL"],
           ["Jan", "Pieter", "Maarten", "Sjoerd", "Bram", "Thijs", "Willem", "Joost"],
           ["Anouk", "Femke", "Sanne", "Marieke", "Eline", "Lotte", "Ilse", "Annemiek"],
           ["de Vries", "van den Berg", "Jansen", "Bakker", "Visser", "van Dijk", "Smit", "de Jong",
            "Mulder", "van der Meer", "Kuipers", "Verhoeven"], "std"),
    "pl": (["POL"],
           ["Piotr", "Krzysztof", "Tomasz", "Paweł", "Michał", "Łukasz", "Grzegorz", "Wojciech"],
           ["Agnieszka", "Małgorzata", "Katarzyna", "Joanna", "Magdalena", "Ewa", "Zofia", "Dorota"],
           ["Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowski", "Zieliński", "Szymański",
            "Dąbrowski", "Kozłowski"], "pl"),
    "en": (["GBR", "IRL", "USA"],
           ["Oliver", "James", "Declan", "Thomas", "Callum", "Michael", "Ronan", "William"],
           ["Charlotte", "Siobhan", "Emily", "Harriet", "Niamh", "Grace", "Olivia", "Rebecca"],
           ["Whitfield", "O'Sullivan", "Harrington", "Blackwood", "Kennedy", "Ashworth", "Gallagher", "Pemberton",
            "Doyle", "Fairbanks"], "std"),
    "sv": (["SWE"],
           ["Anders", "Björn", "Erik", "Johan", "Magnus", "Nils"],
           ["Ingrid", "Karin", "Linnéa", "Astrid", "Maja", "Elin"],
           ["Lindqvist", "Johansson", "Bergström", "Nyström", "Åkesson", "Holm", "Sandberg"], "std"),
    "ma": (["MAR", "FRA", "BEL"],
           ["Youssef", "Karim", "Mehdi", "Hamza", "Rachid", "Anas"],
           ["Salma", "Nadia", "Imane", "Leïla", "Yasmine", "Soukaina"],
           ["El Amrani", "Benjelloun", "Bennani", "Alaoui", "Tazi", "Chraibi", "Berrada"], "std"),
}


def polish_fem(surname: str) -> str:
    if surname.endswith("ski"):
        return surname[:-1] + "a"
    if surname.endswith("cki") or surname.endswith("dzki"):
        return surname[:-1] + "a"
    return surname


@dataclass
class Person:
    given: str
    surname: str
    sex: str
    dob: _dt.date
    culture: str
    nationality: str

    @property
    def full(self) -> str:
        return f"{self.given} {self.surname}"


def make_person(r: random.Random, culture: str | None = None, nationality: str | None = None,
                born: tuple[int, int] = (1950, 2001)) -> Person:
    if culture is None:
        culture = r.choice(list(CULTURES))
    nats, male, female, surnames, style = CULTURES[culture]
    sex = r.choice("MF")
    given = r.choice(male if sex == "M" else female)
    if style == "two":
        a, b = r.sample(surnames, 2)
        surname = f"{a} {b}"
    elif style == "pt":
        a, b = r.sample(surnames, 2)
        surname = f"{a} {b}" if r.random() < 0.6 else b
    else:
        surname = r.choice(surnames)
        if style == "pl" and sex == "F":
            surname = polish_fem(surname)
    dob = rand_date(r, D(born[0], 1, 1), D(born[1], 12, 28))
    return Person(given, surname, sex, dob, culture, nationality or r.choice(nats))


# ----------------------------------------------------------------------------- addresses
# Country -> list of (street, postcode+city) factories in the local format. Never includes the
# country itself: the country is always printed on its own.
def _addr(r: random.Random, country: str) -> list[str]:
    n = r.randint(1, 148)
    if country == "FRA":
        st = r.choice(["rue des Tanneurs", "avenue Victor-Hugo", "boulevard Haussmann", "rue de la Charité",
                       "quai Saint-Vincent", "allée des Marronniers"])
        city = r.choice(["75008 Paris", "69002 Lyon", "33000 Bordeaux", "13006 Marseille", "44000 Nantes",
                         "67000 Strasbourg"])
        lines = [f"{n}{r.choice(['', '', ' bis'])} {st}", city]
    elif country == "BEL":
        st = r.choice(["Avenue Louise", "Rue Royale", "Meir", "Chaussée de Waterloo", "Korenmarkt"])
        city = r.choice(["1050 Bruxelles", "2000 Antwerpen", "4000 Liège", "9000 Gent", "1180 Uccle"])
        lines = [f"{st} {n}", city]
    elif country == "CHE":
        st = r.choice(["Bahnhofstrasse", "Rue du Rhône", "Seefeldstrasse", "Via Nassa", "Chemin des Crêts"])
        city = r.choice(["8001 Zürich", "1204 Genève", "6900 Lugano", "4051 Basel", "1003 Lausanne", "3011 Bern"])
        lines = [f"{st} {n}", city]
    elif country == "LUX":
        st = r.choice(["Boulevard Royal", "Route d'Arlon", "Rue de la Gare", "Avenue de la Liberté"])
        lines = [f"{n}, {st}", r.choice(["L-2449 Luxembourg", "L-1150 Luxembourg", "L-4170 Esch-sur-Alzette"])]
    elif country == "DEU":
        st = r.choice(["Königsallee", "Lindenstraße", "Schillerstraße", "Am Hofgarten", "Maximilianstraße",
                       "Große Bleichen", "Bergstraße"])
        city = r.choice(["40212 Düsseldorf", "80539 München", "20354 Hamburg", "60311 Frankfurt am Main",
                         "70173 Stuttgart", "50667 Köln", "04109 Leipzig"])
        lines = [f"{st} {n}{r.choice(['', '', 'a'])}", city]
    elif country == "AUT":
        st = r.choice(["Mariahilfer Straße", "Getreidegasse", "Herrengasse", "Landstraßer Hauptstraße"])
        city = r.choice(["1070 Wien", "5020 Salzburg", "8010 Graz", "6020 Innsbruck"])
        lines = [f"{st} {n}/{r.randint(1, 12)}", city]
    elif country == "ITA":
        st = r.choice(["Via Montenapoleone", "Corso Vittorio Emanuele II", "Via dei Coronari", "Viale Europa",
                       "Piazza Garibaldi", "Via Roma"])
        city = r.choice(["20121 Milano (MI)", "00186 Roma (RM)", "10123 Torino (TO)", "50122 Firenze (FI)",
                         "40125 Bologna (BO)", "80132 Napoli (NA)"])
        lines = [f"{st}, {n}", city]
    elif country == "ESP":
        st = r.choice(["Calle de Serrano", "Paseo de Gracia", "Avenida de la Constitución", "Calle Mayor",
                       "Gran Vía", "Calle de Colón"])
        city = r.choice(["28006 Madrid", "08008 Barcelona", "41001 Sevilla", "46004 Valencia", "48001 Bilbao"])
        lines = [f"{st}, {n}, {r.randint(1, 8)}º {r.choice('ABCD')}", city]
    elif country == "PRT":
        st = r.choice(["Avenida da Liberdade", "Rua Augusta", "Rua de Santa Catarina", "Avenida da Boavista"])
        city = r.choice(["1250-096 Lisboa", "1100-048 Lisboa", "4000-447 Porto", "4100-130 Porto", "3000-150 Coimbra"])
        lines = [f"{st}, {n}, {r.randint(1, 7)}º Esq.", city]
    elif country == "NLD":
        st = r.choice(["Keizersgracht", "Herengracht", "Coolsingel", "Oudegracht", "Laan van Meerdervoort"])
        city = r.choice(["1015 CJ Amsterdam", "1017 EA Amsterdam", "3011 AD Rotterdam", "3511 AB Utrecht",
                         "2517 KJ Den Haag"])
        lines = [f"{st} {n}", city]
    elif country == "POL":
        st = r.choice(["ul. Marszałkowska", "ul. Floriańska", "al. Jerozolimskie", "ul. Piotrkowska",
                       "ul. Długa"])
        city = r.choice(["00-624 Warszawa", "31-019 Kraków", "90-102 Łódź", "80-831 Gdańsk", "50-077 Wrocław"])
        lines = [f"{st} {n} m. {r.randint(1, 40)}", city]
    elif country == "GBR":
        st = r.choice(["Kensington Park Road", "High Street", "Queen's Gate", "Park Lane", "Castle Street"])
        city = r.choice(["London W11 2PN", "London SW7 5HR", "Edinburgh EH2 4AD", "Manchester M2 5BQ", "Bath BA1 2QH"])
        lines = [f"{n} {st}", city]
    elif country == "IRL":
        st = r.choice(["Merrion Square", "Fitzwilliam Street", "Grafton Street", "Strand Road"])
        city = r.choice(["Dublin 2, D02 XY45", "Dublin 4, D04 K7W2", "Cork, T12 R2NC", "Galway, H91 E2K3"])
        lines = [f"{n} {st}", city]
    elif country == "USA":
        st = r.choice(["Brickell Avenue", "Maple Drive", "Lexington Avenue", "Sunset Boulevard", "Elm Street"])
        city = r.choice(["Miami, FL 33131", "New York, NY 10022", "Houston, TX 77002", "San Diego, CA 92101"])
        lines = [f"{n * 10} {st}", city]
    elif country == "BRA":
        st = r.choice(["Avenida Paulista", "Rua Oscar Freire", "Avenida Atlântica", "Rua da Bahia"])
        city = r.choice(["01310-100 São Paulo - SP", "22021-001 Rio de Janeiro - RJ", "30130-010 Belo Horizonte - MG"])
        lines = [f"{st}, {n * 10}, apto {r.randint(11, 190)}", city]
    elif country == "ARG":
        st = r.choice(["Avenida Santa Fe", "Calle Florida", "Avenida Corrientes", "Calle Arenales"])
        city = r.choice(["C1059ABC Buenos Aires", "C1425BHA Buenos Aires", "X5000 Córdoba", "S2000 Rosario"])
        lines = [f"{st} {n * 10}, piso {r.randint(1, 14)}", city]
    elif country == "MEX":
        st = r.choice(["Paseo de la Reforma", "Avenida Presidente Masaryk", "Calle Hamburgo", "Avenida Vallarta"])
        city = r.choice(["Col. Juárez, 06600 Ciudad de México", "Col. Polanco, 11560 Ciudad de México",
                         "44100 Guadalajara, Jal.", "64000 Monterrey, N.L."])
        lines = [f"{st} {n * 3}", city]
    elif country == "COL":
        st = r.choice(["Carrera 7", "Calle 93", "Avenida El Poblado", "Carrera 11"])
        city = r.choice(["Bogotá D.C.", "Medellín, Antioquia", "Cali, Valle del Cauca"])
        lines = [f"{st} # {r.randint(10, 99)}-{r.randint(10, 99)}", city]
    elif country == "CHL":
        st = r.choice(["Avenida Apoquindo", "Avenida Providencia", "Calle Huérfanos", "Avenida Vitacura"])
        city = r.choice(["Las Condes, Santiago", "Providencia, Santiago", "Viña del Mar"])
        lines = [f"{st} {n * 20}, of. {r.randint(101, 1204)}", city]
    elif country == "PER":
        st = r.choice(["Avenida Larco", "Avenida Javier Prado Este", "Calle Las Begonias"])
        lines = [f"{st} {n * 5}", r.choice(["Miraflores, Lima 18", "San Isidro, Lima 27"])]
    elif country == "SWE":
        st = r.choice(["Strandvägen", "Kungsgatan", "Drottninggatan", "Vasagatan"])
        city = r.choice(["114 56 Stockholm", "411 38 Göteborg", "211 22 Malmö"])
        lines = [f"{st} {n}", city]
    elif country == "MAR":
        st = r.choice(["Boulevard d'Anfa", "Avenue Mohammed V", "Rue Ibn Batouta"])
        city = r.choice(["20000 Casablanca", "10000 Rabat", "40000 Marrakech"])
        lines = [f"{n}, {st}", city]
    else:
        raise KeyError(country)
    return lines


ADDR_COUNTRIES = sorted(COUNTRIES)


def make_address(r: random.Random, country: str) -> list[str]:
    return _addr(r, country)


def addr_text(lines: list[str]) -> str:
    return " ".join(" ".join(lines).split())


# ----------------------------------------------------------------------------- MRZ (ICAO 9303)

def mrz_check(s: str) -> str:
    total = 0
    for i, ch in enumerate(s):
        if ch.isdigit():
            v = int(ch)
        elif "A" <= ch <= "Z":
            v = ord(ch) - 55
        else:
            v = 0
        total += v * (7, 3, 1)[i % 3]
    return str(total % 10)


def mrz_name(surname: str, given: str, width: int) -> str:
    sur = re.sub(r"[^A-Z]+", "<", ascii_upper(surname)).strip("<")
    giv = re.sub(r"[^A-Z]+", "<", ascii_upper(given)).strip("<")
    return (sur + "<<" + giv).ljust(width, "<")[:width]


def td3(issuer: str, surname: str, given: str, docno: str, nat: str, dob: _dt.date, sex: str,
        exp: _dt.date, personal: str = "") -> tuple[str, str]:
    l1 = ("P<" + MRZ_CODE[issuer] + mrz_name(surname, given, 39))
    doc = docno.ljust(9, "<")[:9]
    pers = personal.ljust(14, "<")[:14]
    pcd = mrz_check(pers) if personal else "<"
    sx = sex if sex in "MF" else "<"
    l2 = (doc + mrz_check(doc) + MRZ_CODE[nat] + dob.strftime("%y%m%d") + mrz_check(dob.strftime("%y%m%d"))
          + sx + exp.strftime("%y%m%d") + mrz_check(exp.strftime("%y%m%d")) + pers + pcd)
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    l2 += mrz_check(comp)
    assert len(l1) == 44 and len(l2) == 44, (l1, l2)
    return l1, l2


def td1(issuer: str, surname: str, given: str, docno: str, nat: str, dob: _dt.date, sex: str,
        exp: _dt.date, optional: str = "") -> tuple[str, str, str]:
    doc = docno.ljust(9, "<")[:9]
    code2 = "D" if issuer == "DEU" else "<"
    l1 = ("I" + code2 + MRZ_CODE[issuer] + doc + mrz_check(doc) + optional.ljust(15, "<")[:15])
    sx = sex if sex in "MF" else "<"
    l2 = (dob.strftime("%y%m%d") + mrz_check(dob.strftime("%y%m%d")) + sx + exp.strftime("%y%m%d")
          + mrz_check(exp.strftime("%y%m%d")) + MRZ_CODE[nat] + "<" * 11)
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += mrz_check(comp)
    l3 = mrz_name(surname, given, 30)
    assert len(l1) == len(l2) == len(l3) == 30, (l1, l2, l3)
    return l1, l2, l3


_DOC_LETTERS = "CFGHJKLMNPRTVWXYZ"


def make_doc_number(r: random.Random, country: str, kind: str) -> str:
    up = "ABCDEFGHJKLMNPRSTUVWXYZ"
    dig = "0123456789"
    pick = lambda pool, n: "".join(r.choice(pool) for _ in range(n))  # noqa: E731
    if country == "DEU":
        return r.choice("CL" if kind == "passport" else "LT") + pick(_DOC_LETTERS + dig, 8)
    if country == "FRA":
        return pick(dig, 2) + pick(up, 2) + pick(dig, 5) if kind == "passport" else pick(up + dig, 9)
    if country == "ITA":
        return pick(up, 2) + pick(dig, 7) if kind == "passport" else "CA" + pick(dig, 5) + pick(up, 2)
    if country == "ESP":
        return pick(up, 3) + pick(dig, 6)
    if country == "PRT":
        return ("C" + pick(dig, 6)) if kind == "passport" else pick(dig, 8)
    if country == "NLD":
        return pick(up, 2) + pick(up + dig, 6) + pick(dig, 1)
    if country == "POL":
        return pick(up, 2) + pick(dig, 7) if kind == "passport" else pick(up, 3) + pick(dig, 6)
    if country in ("GBR", "IRL", "USA"):
        return pick(dig, 9) if country != "IRL" else pick(up, 2) + pick(dig, 7)
    if country == "CHE":
        return pick(up, 1) + pick(dig, 7)
    if country == "BRA":
        return pick(up, 2) + pick(dig, 6)
    return pick(up, 2) + pick(dig, 7)


def id_card_html(r: random.Random, kind: str, p: Person, docno: str, issuer: str, issue: _dt.date,
                 exp: _dt.date, pob: str) -> str:
    """A copy of a passport data page (TD3) or an identity card (TD1), with its MRZ."""
    lang = {"FRA": "fr", "BEL": "fr", "LUX": "fr", "DEU": "de", "AUT": "de", "CHE": "de", "ITA": "it",
            "ESP": "es", "MEX": "es", "ARG": "es", "COL": "es", "CHL": "es", "PER": "es", "PRT": "pt",
            "BRA": "pt", "NLD": "nl", "POL": "pl"}.get(issuer, "en")
    L = {
        "fr": ("Nom", "Prénoms", "Nationalité", "Date de naissance", "Sexe", "Lieu de naissance",
               "Date de délivrance", "Date d'expiration", "N° du document", "PASSEPORT", "CARTE NATIONALE D'IDENTITÉ"),
        "de": ("Name", "Vornamen", "Staatsangehörigkeit", "Geburtsdatum", "Geschlecht", "Geburtsort",
               "Ausstellungsdatum", "Gültig bis", "Dokumentennummer", "REISEPASS", "PERSONALAUSWEIS"),
        "it": ("Cognome", "Nome", "Cittadinanza", "Data di nascita", "Sesso", "Luogo di nascita",
               "Data di rilascio", "Scadenza", "N. documento", "PASSAPORTO", "CARTA D'IDENTITÀ"),
        "es": ("Apellidos", "Nombre", "Nacionalidad", "Fecha de nacimiento", "Sexo", "Lugar de nacimiento",
               "Fecha de expedición", "Fecha de caducidad", "Núm. de soporte", "PASAPORTE", "DOCUMENTO NACIONAL DE IDENTIDAD"),
        "pt": ("Apelido", "Nome próprio", "Nacionalidade", "Data de nascimento", "Sexo", "Local de nascimento",
               "Data de emissão", "Data de validade", "N.º do documento", "PASSAPORTE", "CARTÃO DE CIDADÃO"),
        "nl": ("Naam", "Voornamen", "Nationaliteit", "Geboortedatum", "Geslacht", "Geboorteplaats",
               "Datum van afgifte", "Geldig tot", "Documentnummer", "PASPOORT", "IDENTITEITSKAART"),
        "pl": ("Nazwisko", "Imiona", "Obywatelstwo", "Data urodzenia", "Płeć", "Miejsce urodzenia",
               "Data wydania", "Data ważności", "Nr dokumentu", "PASZPORT", "DOWÓD OSOBISTY"),
        "en": ("Surname", "Given names", "Nationality", "Date of birth", "Sex", "Place of birth",
               "Date of issue", "Date of expiry", "Document no.", "PASSPORT", "IDENTITY CARD"),
    }
    loc = L[lang]
    en = L["en"]
    lab = (lambda i: loc[i] if lang == "en" else f"{loc[i]} / {en[i]}")
    dstyle = r.choice(["dMONy", "dmy.", "dmy/", "dmy sp"])

    def dd(d: _dt.date) -> str:
        if dstyle == "dmy sp":
            return f"{d.day:02d} {d.month:02d} {d.year}"
        return fdate(d, dstyle)
    nat_txt = (cadj(p.nationality, lang).upper() if r.random() < 0.6 else p.nationality)
    if issuer == "DEU" and nat_txt == p.nationality:
        nat_txt = "DEUTSCH"
    sexv = {"M": "M", "F": "F", "X": "X"}[p.sex]
    title = loc[9] if kind == "passport" else loc[10]
    if kind == "passport":
        mrz = td3(issuer, p.surname, p.given, docno, p.nationality, p.dob, p.sex, exp)
    else:
        mrz = td1(issuer, p.surname, p.given, docno, p.nationality, p.dob, p.sex, exp)
    rows = [
        (lab(0), p.surname.upper()), (lab(1), p.given.upper()), (lab(2), nat_txt),
        (lab(3), dd(p.dob)), (lab(4), sexv), (lab(5), pob.upper()),
        (lab(6), dd(issue)), (lab(7), dd(exp)), (lab(8), docno),
    ]
    cells = "".join(f"<div class='idf'><div class='idl'>{E(a)}</div><div class='idv'>{E(b)}</div></div>" for a, b in rows)
    country_line = cname(issuer, lang).upper()
    w = "150mm" if kind == "passport" else "95mm"
    return f"""
<div class="idcopy" style="width:{w}">
  <div class="idhead"><span>{E(country_line)}</span><span>{E(title)}</span>
  <span>{E('P' if kind == 'passport' else 'ID')} &nbsp; {E(issuer if issuer != 'DEU' else 'D')}</span></div>
  <div class="idbody"><div class="photo">PHOTO</div><div class="idgrid">{cells}</div></div>
  <pre class="mrz">{E(chr(10).join(mrz))}</pre>
</div>"""


ID_CSS = """
.idcopy{border:1.5px solid #555;border-radius:6px;padding:3mm;margin:4mm 0;background:#f3f1ea;font-family:Arial,sans-serif}
.idhead{display:flex;justify-content:space-between;font-weight:bold;font-size:9pt;border-bottom:1px solid #999;padding-bottom:1mm}
.idbody{display:flex;gap:3mm;margin-top:2mm}
.photo{width:24mm;height:30mm;border:1px dashed #888;display:flex;align-items:center;justify-content:center;color:#999;font-size:8pt;flex:none}
.idgrid{display:grid;grid-template-columns:1fr 1fr;gap:1mm 4mm;flex:1}
.idl{font-size:6.5pt;color:#555}.idv{font-size:9pt;font-weight:bold}
.mrz{font-family:'Courier New',monospace;font-size:10.5pt;letter-spacing:1px;margin:2mm 0 0 0;background:#fff;padding:1mm}
"""


# ----------------------------------------------------------------------------- KYC vocabulary
KL = {
    "fr": dict(title="Ouverture de relation – Personne physique", sub="Formulaire de connaissance du client (KYC)",
               s_id="Identité du titulaire", surname="Nom", given="Prénom(s)", dob="Date de naissance",
               pob="Lieu de naissance", sex="Sexe", sex_m="Masculin", sex_f="Féminin", sex_x="Autre / X",
               nat="Nationalité", s_doc="Pièce d'identité", doctype="Type de document", passport="Passeport",
               idcard="Carte nationale d'identité", docno="Numéro du document", doc_country="Pays de délivrance",
               doc_issue="Date de délivrance", doc_exp="Date d'expiration", s_addr="Domicile",
               address="Adresse de résidence", res_country="Pays de résidence", phone="Téléphone", email="Courriel",
               s_prof="Situation professionnelle et financière", occupation="Profession", employer="Employeur",
               income_a="Revenu annuel brut", income_m="Revenu mensuel", currency="Devise",
               sof="Origine des fonds", sof_opts=["Salaire / revenus professionnels", "Revenus d'entreprise",
                                                  "Placements et revenus du capital", "Succession / héritage",
                                                  "Pension de retraite", "Autre"],
               pep="Personne politiquement exposée (PPE)", yes="Oui", no="Non",
               tin="Numéro d'identification fiscale (NIF)", s_sign="Déclarations et signature",
               place_date="Lieu et date", signature="Signature du client", bank_use="Réservé à la banque",
               client_no="N° client", advisor="Conseiller", wealth="Patrimoine total estimé",
               deposit="Montant initial prévu", purpose="Objet de la relation",
               purpose_v=["Gestion de fortune", "Conseil en placement", "Compte courant et dépôts"],
               na="néant", page="Page", decl=("Le soussigné certifie l'exactitude des informations ci-dessus et "
                                               "s'engage à informer la banque sans délai de toute modification. "
                                               "Les données sont traitées conformément à la législation sur la "
                                               "protection des données et à la loi sur le blanchiment d'argent.")),
    "de": dict(title="Kontoeröffnung – Natürliche Person", sub="Kundenprofil / Sorgfaltspflichten (KYC)",
               s_id="Angaben zur Person", surname="Name", given="Vorname(n)", dob="Geburtsdatum",
               pob="Geburtsort", sex="Geschlecht", sex_m="männlich", sex_f="weiblich", sex_x="divers",
               nat="Staatsangehörigkeit", s_doc="Legitimation", doctype="Ausweisart", passport="Reisepass",
               idcard="Personalausweis / Identitätskarte", docno="Ausweisnummer", doc_country="Ausstellungsstaat",
               doc_issue="Ausgestellt am", doc_exp="Gültig bis", s_addr="Wohnsitz",
               address="Wohnadresse", res_country="Wohnsitzland", phone="Telefon", email="E-Mail",
               s_prof="Beruf und Vermögensverhältnisse", occupation="Beruf", employer="Arbeitgeber",
               income_a="Jahreseinkommen (brutto)", income_m="Monatliches Einkommen", currency="Währung",
               sof="Herkunft der Vermögenswerte", sof_opts=["Erwerbseinkommen (unselbständig)",
                                                            "Unternehmerische Tätigkeit", "Kapitalerträge / Anlagen",
                                                            "Erbschaft", "Rente / Pension", "Sonstiges"],
               pep="Politisch exponierte Person (PEP)", yes="Ja", no="Nein",
               tin="Steuer-Identifikationsnummer", s_sign="Erklärungen und Unterschrift",
               place_date="Ort, Datum", signature="Unterschrift Kunde", bank_use="Nur für bankinterne Zwecke",
               client_no="Kundennummer", advisor="Kundenberater", wealth="Geschätztes Gesamtvermögen",
               deposit="Erwartete Ersteinlage", purpose="Zweck der Geschäftsbeziehung",
               purpose_v=["Vermögensverwaltung", "Anlageberatung", "Zahlungsverkehr"],
               na="entfällt", page="Seite", decl=("Der Unterzeichnende bestätigt die Richtigkeit der obigen Angaben "
                                                   "und verpflichtet sich, Änderungen der Bank unverzüglich "
                                                   "mitzuteilen. Die Bank ist nach dem Geldwäschegesetz zur "
                                                   "Identifizierung verpflichtet.")),
    "it": dict(title="Apertura rapporto – Persona fisica", sub="Questionario di adeguata verifica della clientela",
               s_id="Dati anagrafici", surname="Cognome", given="Nome", dob="Data di nascita",
               pob="Luogo di nascita", sex="Sesso", sex_m="M", sex_f="F", sex_x="X",
               nat="Cittadinanza", s_doc="Documento di riconoscimento", doctype="Tipo documento",
               passport="Passaporto", idcard="Carta d'identità", docno="Numero documento",
               doc_country="Stato di rilascio", doc_issue="Data di rilascio", doc_exp="Data di scadenza",
               s_addr="Residenza", address="Indirizzo di residenza", res_country="Paese di residenza",
               phone="Telefono", email="E-mail", s_prof="Attività lavorativa e situazione reddituale",
               occupation="Professione", employer="Datore di lavoro", income_a="Reddito annuo lordo",
               income_m="Reddito mensile", currency="Valuta", sof="Origine dei fondi",
               sof_opts=["Reddito da lavoro dipendente", "Attività d'impresa", "Rendite finanziarie / investimenti",
                         "Successione / eredità", "Pensione", "Altro"],
               pep="Persona politicamente esposta (PEP)", yes="Sì", no="No", tin="Codice fiscale",
               s_sign="Dichiarazioni e firma", place_date="Luogo e data", signature="Firma del cliente",
               bank_use="Riservato alla banca", client_no="NDG", advisor="Gestore",
               wealth="Patrimonio complessivo stimato", deposit="Apporto iniziale previsto",
               purpose="Scopo del rapporto", purpose_v=["Gestione patrimoniale", "Consulenza", "Conto corrente"],
               na="n.d.", page="Pagina", decl=("Il sottoscritto dichiara, ai sensi del D.Lgs. 231/2007, che le "
                                                "informazioni fornite sono veritiere e si impegna a comunicare "
                                                "tempestivamente ogni variazione.")),
    "es": dict(title="Alta de cliente – Persona física", sub="Formulario de conocimiento del cliente (KYC)",
               s_id="Datos personales", surname="Apellidos", given="Nombre", dob="Fecha de nacimiento",
               pob="Lugar de nacimiento", sex="Sexo", sex_m="Hombre", sex_f="Mujer", sex_x="No binario / X",
               nat="Nacionalidad", s_doc="Documento identificativo", doctype="Tipo de documento",
               passport="Pasaporte", idcard="Documento nacional de identidad", docno="Número de documento",
               doc_country="País de expedición", doc_issue="Fecha de expedición", doc_exp="Fecha de caducidad",
               s_addr="Domicilio", address="Domicilio de residencia", res_country="País de residencia",
               phone="Teléfono", email="Correo electrónico", s_prof="Actividad profesional e ingresos",
               occupation="Profesión", employer="Empresa empleadora", income_a="Ingresos anuales brutos",
               income_m="Ingresos mensuales", currency="Divisa", sof="Origen de los fondos",
               sof_opts=["Rendimientos del trabajo", "Actividad empresarial", "Inversiones / rendimientos del capital",
                         "Herencia", "Pensión de jubilación", "Otro"],
               pep="Persona con responsabilidad pública (PRP/PEP)", yes="Sí", no="No", tin="NIF / número fiscal",
               s_sign="Declaraciones y firma", place_date="Lugar y fecha", signature="Firma del titular",
               bank_use="A cumplimentar por la entidad", client_no="Nº de cliente", advisor="Gestor",
               wealth="Patrimonio estimado", deposit="Aportación inicial prevista", purpose="Propósito de la relación",
               purpose_v=["Banca privada", "Asesoramiento", "Cuenta corriente"], na="N/A", page="Página",
               decl=("El titular declara que los datos facilitados son ciertos y se compromete a comunicar "
                     "cualquier modificación, de conformidad con la Ley 10/2010 de prevención del blanqueo "
                     "de capitales.")),
    "pt": dict(title="Abertura de conta – Pessoa singular", sub="Ficha de informação do cliente (KYC)",
               s_id="Identificação", surname="Apelido(s)", given="Nome(s) próprio(s)", dob="Data de nascimento",
               pob="Naturalidade", sex="Sexo", sex_m="Masculino", sex_f="Feminino", sex_x="X",
               nat="Nacionalidade", s_doc="Documento de identificação", doctype="Tipo de documento",
               passport="Passaporte", idcard="Cartão de Cidadão / Bilhete de identidade", docno="N.º do documento",
               doc_country="País emissor", doc_issue="Data de emissão", doc_exp="Válido até",
               s_addr="Morada", address="Morada de residência", res_country="País de residência",
               phone="Telefone", email="Correio eletrónico", s_prof="Situação profissional e rendimentos",
               occupation="Profissão", employer="Entidade patronal", income_a="Rendimento anual bruto",
               income_m="Rendimento mensal", currency="Moeda", sof="Origem dos fundos",
               sof_opts=["Rendimentos do trabalho", "Atividade empresarial", "Investimentos",
                         "Herança", "Pensão de reforma", "Outra"],
               pep="Pessoa politicamente exposta (PPE)", yes="Sim", no="Não", tin="NIF (número de contribuinte)",
               s_sign="Declarações e assinatura", place_date="Local e data", signature="Assinatura do cliente",
               bank_use="Reservado ao banco", client_no="N.º de cliente", advisor="Gestor de conta",
               wealth="Património estimado", deposit="Depósito inicial previsto", purpose="Finalidade da relação",
               purpose_v=["Gestão de patrimónios", "Consultoria", "Conta à ordem"], na="n/a", page="Página",
               decl=("Declaro, sob compromisso de honra, que as informações prestadas são verdadeiras e "
                     "comprometo-me a comunicar qualquer alteração, nos termos da Lei n.º 83/2017.")),
    "nl": dict(title="Klantacceptatie – Natuurlijk persoon", sub="Cliëntenonderzoek (CDD) private banking",
               s_id="Persoonsgegevens", surname="Achternaam", given="Voornamen", dob="Geboortedatum",
               pob="Geboorteplaats", sex="Geslacht", sex_m="Man", sex_f="Vrouw", sex_x="X",
               nat="Nationaliteit", s_doc="Legitimatiebewijs", doctype="Soort document", passport="Paspoort",
               idcard="Identiteitskaart", docno="Documentnummer", doc_country="Land van afgifte",
               doc_issue="Datum van afgifte", doc_exp="Geldig tot", s_addr="Woonadres",
               address="Woonadres", res_country="Woonland", phone="Telefoon", email="E-mailadres",
               s_prof="Beroep en inkomen", occupation="Beroep", employer="Werkgever",
               income_a="Bruto jaarinkomen", income_m="Maandinkomen", currency="Valuta",
               sof="Herkomst van het vermogen", sof_opts=["Inkomen uit loondienst", "Eigen onderneming",
                                                          "Beleggingen", "Erfenis", "Pensioen", "Overig"],
               pep="Politiek prominent persoon (PEP)", yes="Ja", no="Nee", tin="Fiscaal nummer (BSN/TIN)",
               s_sign="Verklaring en ondertekening", place_date="Plaats en datum", signature="Handtekening cliënt",
               bank_use="In te vullen door de bank", client_no="Relatienummer", advisor="Private banker",
               wealth="Geschat totaal vermogen", deposit="Verwachte eerste inleg", purpose="Doel van de relatie",
               purpose_v=["Vermogensbeheer", "Beleggingsadvies", "Betalen en sparen"], na="n.v.t.", page="Pagina",
               decl=("Ondergetekende verklaart dat de verstrekte gegevens juist en volledig zijn en zal "
                     "wijzigingen onverwijld aan de bank melden (Wwft).")),
    "pl": dict(title="Otwarcie rachunku – osoba fizyczna", sub="Karta informacyjna klienta (KYC / AML)",
               s_id="Dane osobowe", surname="Nazwisko", given="Imię (imiona)", dob="Data urodzenia",
               pob="Miejsce urodzenia", sex="Płeć", sex_m="mężczyzna", sex_f="kobieta", sex_x="X",
               nat="Obywatelstwo", s_doc="Dokument tożsamości", doctype="Rodzaj dokumentu", passport="Paszport",
               idcard="Dowód osobisty", docno="Seria i numer dokumentu", doc_country="Kraj wydania",
               doc_issue="Data wydania", doc_exp="Data ważności", s_addr="Adres zamieszkania",
               address="Adres zamieszkania", res_country="Kraj zamieszkania", phone="Telefon", email="E-mail",
               s_prof="Zatrudnienie i dochody", occupation="Zawód", employer="Pracodawca",
               income_a="Roczny dochód brutto", income_m="Miesięczny dochód", currency="Waluta",
               sof="Źródło pochodzenia środków", sof_opts=["Wynagrodzenie ze stosunku pracy",
                                                           "Działalność gospodarcza", "Inwestycje",
                                                           "Spadek", "Emerytura", "Inne"],
               pep="Osoba zajmująca eksponowane stanowisko polityczne (PEP)", yes="Tak", no="Nie",
               tin="NIP / PESEL", s_sign="Oświadczenia i podpis", place_date="Miejscowość i data",
               signature="Podpis klienta", bank_use="Wypełnia bank", client_no="Numer klienta",
               advisor="Doradca", wealth="Szacowany majątek", deposit="Planowana pierwsza wpłata",
               purpose="Cel relacji", purpose_v=["Bankowość prywatna", "Doradztwo inwestycyjne", "Rachunek bieżący"],
               na="nie dotyczy", page="Strona", decl=("Oświadczam, że podane dane są zgodne z prawdą, i zobowiązuję "
                                                       "się do niezwłocznego informowania banku o ich zmianie "
                                                       "(ustawa o przeciwdziałaniu praniu pieniędzy).")),
    "en": dict(title="Account opening – Individual", sub="Customer due diligence form",
               s_id="Personal details", surname="Surname", given="Given name(s)", dob="Date of birth",
               pob="Place of birth", sex="Sex", sex_m="Male", sex_f="Female", sex_x="X",
               nat="Nationality", s_doc="Identity document", doctype="Document type", passport="Passport",
               idcard="National identity card", docno="Document number", doc_country="Issuing country",
               doc_issue="Date of issue", doc_exp="Expiry date", s_addr="Residence",
               address="Residential address", res_country="Country of residence", phone="Telephone", email="E-mail",
               s_prof="Occupation and income", occupation="Occupation", employer="Employer",
               income_a="Annual gross income", income_m="Monthly income", currency="Currency",
               sof="Source of funds", sof_opts=["Employment income", "Business activity", "Investments",
                                                "Inheritance", "Pension", "Other"],
               pep="Politically exposed person (PEP)", yes="Yes", no="No", tin="Tax identification number (TIN)",
               s_sign="Declarations and signature", place_date="Place and date", signature="Client signature",
               bank_use="For bank use only", client_no="Client no.", advisor="Relationship manager",
               wealth="Estimated total wealth", deposit="Expected initial deposit", purpose="Purpose of relationship",
               purpose_v=["Discretionary mandate", "Advisory", "Current account"], na="N/A", page="Page",
               decl=("I confirm that the information given above is true and complete and undertake to notify "
                     "the bank of any change without delay.")),
}
SOF_KEYS = ["employment", "business", "investments", "inheritance", "pension", "other"]

# occupation concept: (category, {lang: text})
OCCUPATIONS = [
    ("emp", dict(en="Software Engineer", fr="Ingénieur logiciel", de="Softwareentwickler", it="Ingegnere informatico",
                 es="Ingeniero de software", pt="Engenheiro informático", nl="Software-ontwikkelaar",
                 pl="Inżynier oprogramowania")),
    ("emp", dict(en="Hospital Physician", fr="Médecin hospitalier", de="Oberarzt", it="Medico ospedaliero",
                 es="Médico especialista", pt="Médico hospitalar", nl="Medisch specialist", pl="Lekarz specjalista")),
    ("emp", dict(en="Chief Financial Officer", fr="Directeur financier", de="Finanzvorstand",
                 it="Direttore finanziario", es="Director financiero", pt="Diretor financeiro",
                 nl="Financieel directeur", pl="Dyrektor finansowy")),
    ("emp", dict(en="Senior Legal Counsel", fr="Juriste d'entreprise", de="Syndikusrechtsanwalt",
                 it="Responsabile ufficio legale", es="Asesor jurídico", pt="Jurista", nl="Bedrijfsjurist",
                 pl="Radca prawny")),
    ("emp", dict(en="Secondary School Teacher", fr="Professeur de lycée", de="Gymnasiallehrer",
                 it="Insegnante di liceo", es="Profesor de secundaria", pt="Professor do ensino secundário",
                 nl="Docent voortgezet onderwijs", pl="Nauczyciel")),
    ("emp", dict(en="Sales Director", fr="Directeur commercial", de="Vertriebsleiter",
                 it="Direttore commerciale", es="Director comercial", pt="Diretor comercial",
                 nl="Commercieel directeur", pl="Dyrektor sprzedaży")),
    ("emp", dict(en="Airline Pilot", fr="Pilote de ligne", de="Verkehrspilot", it="Pilota di linea",
                 es="Piloto comercial", pt="Piloto de linha aérea", nl="Verkeersvlieger", pl="Pilot liniowy")),
    ("biz", dict(en="Company owner and managing director", fr="Chef d'entreprise", de="Geschäftsführender Gesellschafter",
                 it="Imprenditore", es="Empresario", pt="Empresário", nl="Ondernemer", pl="Przedsiębiorca")),
    ("biz", dict(en="Architect (self-employed)", fr="Architecte libéral", de="Selbständiger Architekt",
                 it="Architetto libero professionista", es="Arquitecto autónomo", pt="Arquiteto independente",
                 nl="Zelfstandig architect", pl="Architekt – własna działalność")),
    ("ret", dict(en="Retired", fr="Retraité", de="Rentner", it="Pensionato", es="Jubilado", pt="Reformado",
                 nl="Gepensioneerd", pl="Emeryt")),
    ("inv", dict(en="Private investor", fr="Investisseur privé", de="Privatier", it="Investitore privato",
                 es="Inversor particular", pt="Investidor privado", nl="Particulier belegger", pl="Inwestor prywatny")),
]

EMPLOYERS = ["Valdoré Industries SA", "Hoffmann Präzisionstechnik GmbH", "Officine Meccaniche Lombarde S.p.A.",
             "Grupo Alcázar Logística S.L.", "Navegação Atlântica, S.A.", "Rijnmond Haventechniek B.V.",
             "Wisła Logistyka Sp. z o.o.", "Clinique des Tilleuls SA", "Nordström & Falk AB",
             "Castlebridge Advisory LLP", "Alpenrand Data Systems AG", "Lusitânia Energia, SGPS, S.A.",
             "Tecnologías Andinas S.A.S.", "Klinikum am Stadtpark gGmbH", "Studio Legale Ferraris & Associati",
             "Aérolignes Continentales SA", "Brouwerij De Drie Molens N.V.", "Farmacéutica del Pacífico S.A. de C.V.",
             "Zakłady Chemiczne Odra S.A.", "Vinhos do Douro Superior, Lda.", "Metallwerk Steiner & Co. KG",
             "Lycée international des Pâquis", "Banque Cantonale du Jura Sud", "Cervecería Altiplano S.A.",
             "Maison Delacourt Horlogerie SA", "Kruger Medizintechnik AG", "Agropecuaria Los Robles S.A."]

EMP_BY_OCC = {
    "Software Engineer": ["Alpenrand Data Systems AG", "Tecnologías Andinas S.A.S.", "Valdoré Industries SA",
                          "Nordström & Falk AB", "Kruger Medizintechnik AG"],
    "Hospital Physician": ["Clinique des Tilleuls SA", "Klinikum am Stadtpark gGmbH", "Ospedale San Gerardo dei Colli",
                           "Hospital Santa Luzia do Tejo, E.P.E.", "Szpital Wojewódzki im. Jana Śniadeckiego"],
    "Chief Financial Officer": ["Officine Meccaniche Lombarde S.p.A.", "Lusitânia Energia, SGPS, S.A.",
                                "Metallwerk Steiner & Co. KG", "Grupo Alcázar Logística S.L.", "Zakłady Chemiczne Odra S.A.",
                                "Cervecería Altiplano S.A."],
    "Senior Legal Counsel": ["Studio Legale Ferraris & Associati", "Castlebridge Advisory LLP", "Banque Cantonale du Jura Sud",
                             "Farmacéutica del Pacífico S.A. de C.V.", "Agropecuaria Los Robles S.A."],
    "Secondary School Teacher": ["Lycée international des Pâquis", "Gymnasium am Lindenpark", "Colegio Santa María del Pinar",
                                 "Liceo Statale Vittorio Alfieri", "Escola Secundária de Vale Verde"],
    "Sales Director": ["Hoffmann Präzisionstechnik GmbH", "Brouwerij De Drie Molens N.V.", "Vinhos do Douro Superior, Lda.",
                       "Maison Delacourt Horlogerie SA", "Rijnmond Haventechniek B.V.", "Wisła Logistyka Sp. z o.o."],
    "Airline Pilot": ["Aérolignes Continentales SA", "Iberavia Líneas Aéreas S.A.", "Nordlicht Airways GmbH",
                      "Navegação Atlântica, S.A."],
}
BANKS_KYC = {
    "fr": [("Banque Privée Lémanique SA", ["Quai du Mont-Blanc 7", "1201 Genève"], "CHE"),
           ("Delorme Frères & Cie, Banquiers", ["14, rue de la Paix", "75002 Paris"], "FRA"),
           ("Banque de Patrimoine Grand-Ducale S.A.", ["25, boulevard Royal", "L-2449 Luxembourg"], "LUX"),
           ("Banque Van Roey Privée SA", ["Avenue Louise 221", "1050 Bruxelles"], "BEL")],
    "de": [("Bankhaus Albrecht & Söhne KG", ["Neuer Wall 18", "20354 Hamburg"], "DEU"),
           ("Privatbank am Limmatquai AG", ["Limmatquai 42", "8001 Zürich"], "CHE"),
           ("Wiener Vermögensbank AG", ["Kärntner Ring 9", "1010 Wien"], "AUT"),
           ("Rheinische Privatbank AG", ["Königsallee 60", "40212 Düsseldorf"], "DEU")],
    "it": [("Banca Fiduciaria Ambrosiana S.p.A.", ["Via Manzoni 31", "20121 Milano"], "ITA"),
           ("Banca Privata del Ceresio SA", ["Riva Albertolli 3", "6900 Lugano"], "CHE"),
           ("Banca Patrimoni Medicei S.p.A.", ["Via Tornabuoni 12", "50123 Firenze"], "ITA")],
    "es": [("Banco Atlántico de Inversiones, S.A.", ["Paseo de la Castellana 95", "28046 Madrid"], "ESP"),
           ("Banca Privada Mediterránea, S.A.", ["Avinguda Diagonal 640", "08017 Barcelona"], "ESP")],
    "pt": [("Banco Lusitano de Investimento, S.A.", ["Avenida da Liberdade 190", "1250-147 Lisboa"], "PRT"),
           ("Banco Privado do Porto, S.A.", ["Avenida da Boavista 1681", "4100-132 Porto"], "PRT")],
    "nl": [("Van Houtens Private Bankiers N.V.", ["Herengracht 482", "1017 CB Amsterdam"], "NLD"),
           ("Maasbank Vermogensbeheer N.V.", ["Boompjes 40", "3011 XB Rotterdam"], "NLD")],
    "pl": [("Bank Prywatny Wawel S.A.", ["ul. Grodzka 22", "31-006 Kraków"], "POL"),
           ("Mazowiecki Bank Inwestycyjny S.A.", ["ul. Emilii Plater 53", "00-113 Warszawa"], "POL")],
}
LANG_CULTURE = {"fr": "fr", "de": "de", "it": "it", "es": "es", "pt": "pt", "nl": "nl", "pl": "pl"}
CURRENCY_OF = {"FRA": "EUR", "DEU": "EUR", "ITA": "EUR", "ESP": "EUR", "PRT": "EUR", "NLD": "EUR", "BEL": "EUR",
               "AUT": "EUR", "LUX": "EUR", "IRL": "EUR", "CHE": "CHF", "POL": "PLN", "GBR": "GBP", "USA": "USD",
               "SWE": "SEK", "BRA": "BRL", "MEX": "MXN", "ARG": "USD", "COL": "USD", "CHL": "USD", "PER": "USD",
               "MAR": "EUR"}
ID_CARD_COUNTRIES = {"FRA", "DEU", "ITA", "ESP", "PRT", "NLD", "POL", "BEL", "CHE", "AUT", "LUX", "SWE"}
CITIES_POB = {"FRA": ["Lyon", "Toulouse", "Rennes"], "DEU": ["Hannover", "Köln", "Dresden"],
              "ITA": ["Bergamo", "Palermo", "Verona"], "ESP": ["Zaragoza", "Málaga", "Oviedo"],
              "PRT": ["Braga", "Setúbal", "Faro"], "NLD": ["Haarlem", "Groningen", "Eindhoven"],
              "POL": ["Poznań", "Lublin", "Katowice"], "BEL": ["Namur", "Brugge", "Leuven"],
              "CHE": ["Winterthur", "Fribourg", "Sion"], "AUT": ["Linz", "Klagenfurt", "Bregenz"],
              "LUX": ["Differdange", "Ettelbruck"], "GBR": ["Leeds", "Bristol", "Norwich"],
              "IRL": ["Limerick", "Sligo"], "USA": ["Boston", "Chicago", "Denver"], "BRA": ["Recife", "Curitiba"],
              "ARG": ["Mendoza", "La Plata"], "MEX": ["Puebla", "Mérida"], "COL": ["Barranquilla", "Pereira"],
              "CHL": ["Valparaíso", "Concepción"], "PER": ["Arequipa", "Trujillo"], "SWE": ["Uppsala", "Lund"],
              "MAR": ["Fès", "Tanger"]}


def make_tin(r: random.Random, country: str, p: Person) -> str:
    dg = lambda n: "".join(r.choice("0123456789") for _ in range(n))  # noqa: E731
    if country == "ESP":
        n = r.randint(10000000, 99999999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"
    if country == "ITA":
        cons = [c for c in ascii_upper(p.surname) if c.isalpha() and c not in "AEIOU"] + ["X", "X", "X"]
        gcons = [c for c in ascii_upper(p.given) if c.isalpha() and c not in "AEIOU"] + ["X", "X", "X"]
        day = p.dob.day + (40 if p.sex == "F" else 0)
        return ("".join(cons[:3]) + "".join(gcons[:3]) + f"{p.dob.year % 100:02d}" + "ABCDEHLMPRST"[p.dob.month - 1]
                + f"{day:02d}" + r.choice("FHLG") + dg(3) + r.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
    if country == "POL":
        mm = p.dob.month + (20 if p.dob.year >= 2000 else 0)
        base = f"{p.dob.year % 100:02d}{mm:02d}{p.dob.day:02d}" + dg(3) + r.choice("13579" if p.sex == "M" else "02468")
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        c = (10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10
        return base + str(c)
    if country == "CHE":
        return f"756.{dg(4)}.{dg(4)}.{dg(2)}"
    if country == "BEL":
        return f"{p.dob.year % 100:02d}.{p.dob.month:02d}.{p.dob.day:02d}-{dg(3)}.{dg(2)}"
    if country == "FRA":
        return r.choice("0123") + dg(12)
    if country == "DEU":
        return r.choice("123456789") + dg(10)
    if country in ("PRT", "NLD"):
        return r.choice("12") + dg(8)
    if country == "AUT":
        return f"{dg(2)}-{dg(3)}/{dg(4)}"
    if country == "LUX":
        return f"{p.dob.year}{p.dob.month:02d}{p.dob.day:02d}{dg(5)}"
    if country == "GBR":
        return dg(10)
    if country == "IRL":
        return dg(7) + r.choice("ABCDEFW") + r.choice(["", "A"])
    if country == "USA":
        return f"9{dg(2)}-{dg(2)}-{dg(4)}"
    if country == "SWE":
        return f"{p.dob.year}{p.dob.month:02d}{p.dob.day:02d}-{dg(4)}"
    if country == "BRA":
        return f"{dg(3)}.{dg(3)}.{dg(3)}-{dg(2)}"
    if country == "MEX":
        s = ascii_upper(p.surname.split()[0])[:2] + ascii_upper(p.given)[:2]
        return f"{s}{p.dob.strftime('%y%m%d')}{r.choice('ABCDEFGH')}{r.choice('123456789')}{r.choice('ABC0')}"
    if country == "ARG":
        return f"{r.choice(['20', '23', '27'])}-{dg(8)}-{dg(1)}"
    if country == "CHL":
        return f"{r.randint(8, 24)}.{dg(3)}.{dg(3)}-{r.choice('0123456789K')}"
    if country == "COL":
        return f"{r.randint(10, 99)}.{dg(3)}.{dg(3)}"
    if country == "PER":
        return "10" + dg(9)
    return dg(10)


# ----------------------------------------------------------------------------- page scaffolding

def page(body: str, css: str = "", font: str = "Arial, Helvetica, sans-serif", size: str = "9.5pt") -> str:
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>document</title><style>
@page {{ size: A4; margin: 14mm 14mm 16mm 14mm; }}
body {{ font-family: {font}; font-size: {size}; color: #111; margin: 0; }}
table {{ border-collapse: collapse; }}
.pb {{ page-break-before: always; }}
.small {{ font-size: 7.5pt; color: #444; }}
.muted {{ color: #666; }}
h1 {{ font-size: 14pt; margin: 2mm 0; }} h2 {{ font-size: 11pt; margin: 4mm 0 1.5mm 0; }}
{ID_CSS}
{css}
</style></head><body>
{body}
</body></html>"""


def money(r: random.Random, amount: float, cur: str, style: str, dec: int | None = None) -> str:
    if dec is None:
        dec = 0 if abs(amount - round(amount)) < 1e-9 and r.random() < 0.5 else 2
    if style == "ch" and cur != "CHF" and r.random() < 0.8:  # apostrophes are mostly a Swiss-franc habit
        style = "de"
    n = fnum(amount, style, dec)
    sym = {"EUR": "€", "GBP": "£", "PLN": "zł", "BRL": "R$"}.get(cur)
    form = r.random()
    if sym and form < 0.35:
        return f"{n} {sym}" if (cur == "PLN" or style in ("de", "fr", "sp") and cur != "BRL") else f"{sym} {n}"
    if form < 0.7:
        return f"{cur} {n}"
    return f"{n} {cur}"


NUM_STYLE_OF_LANG = {"fr": ["fr", "sp", "ch"], "de": ["de", "ch"], "it": ["de"], "es": ["de"], "pt": ["sp", "de"],
                     "nl": ["de"], "pl": ["sp", "fr"], "en": ["en", "ch"]}


# ----------------------------------------------------------------------------- KYC profile

def kyc_profile(r: random.Random, lang: str) -> dict:
    bank = r.choice(BANKS_KYC[lang if lang in BANKS_KYC else r.choice(list(BANKS_KYC))])
    bank_country = bank[2]
    if r.random() < 0.55 and lang in LANG_CULTURE:
        culture = LANG_CULTURE[lang]
    else:
        culture = r.choice(list(CULTURES))
    p = make_person(r, culture)
    if r.random() < 0.04:
        p.sex = "X"
    x = r.random()
    residence = bank_country if x < 0.5 else (p.nationality if x < 0.8 else r.choice(ADDR_COUNTRIES))
    doc_date = rand_date(r, D(2023, 1, 10), D(2026, 5, 28))
    kind = "national_id" if (p.nationality in ID_CARD_COUNTRIES and r.random() < 0.45) else "passport"
    exp = doc_date + _dt.timedelta(days=r.randint(200, 9 * 365))
    issue = exp.replace(year=exp.year - 10) - _dt.timedelta(days=1) if not (exp.month == 2 and exp.day == 29) \
        else D(exp.year - 10, 2, 27)
    if p.dob.year > 1995 and kind == "passport":  # five-year passport: issued before the onboarding date
        exp = doc_date + _dt.timedelta(days=r.randint(200, 4 * 365))
        issue = exp.replace(year=exp.year - 5) if not (exp.month == 2 and exp.day == 29) else D(exp.year - 5, 2, 27)
    occ_cat, occ_tr = r.choice(OCCUPATIONS)
    if (p.dob.year < 1958 and r.random() < 0.7) or (p.dob.year < 1956 and occ_cat == "emp"):
        occ_cat, occ_tr = OCCUPATIONS[9]
    employer = r.choice(EMP_BY_OCC[occ_tr["en"]]) if occ_cat == "emp" else None
    sof = {"emp": ["employment"] * 6 + ["investments", "inheritance", "other"],
           "biz": ["business"] * 5 + ["investments", "inheritance"],
           "ret": ["pension"] * 5 + ["investments", "inheritance"],
           "inv": ["investments"] * 4 + ["inheritance", "business", "other"]}[occ_cat]
    cur = CURRENCY_OF[residence] if r.random() < 0.75 else CURRENCY_OF[bank_country]
    lo, hi = {"emp": (45, 420), "biz": (80, 900), "ret": (25, 160), "inv": (60, 1500)}[occ_cat]
    annual = r.choice([1000, 500, 100]) * r.randint(lo, hi) * (4 if cur in ("SEK", "MXN", "BRL", "PLN") else 1)
    income_mode = r.choices(["annual", "monthly", "both"], [0.55, 0.3, 0.15])[0]
    if income_mode == "monthly":
        monthly = round(annual / 12 / 50) * 50 + r.choice([0, 0, 0.5, 25.75])
        annual_truth = round(monthly * 12, 2)
    elif income_mode == "both":
        monthly = round(annual / 12, 2)
        annual_truth = float(annual)
    else:
        monthly = None
        annual_truth = float(annual)
    pep = r.random() < 0.12
    return dict(
        bank=bank, lang=lang, p=p, residence=residence, addr=make_address(r, residence), doc_date=doc_date,
        kind=kind, docno=make_doc_number(r, p.nationality, kind), issuer=p.nationality, exp=exp, issue=issue,
        pob=r.choice(CITIES_POB[p.nationality]), occ_cat=occ_cat, occ_tr=occ_tr, employer=employer,
        sof=r.choice(sof), cur=cur, annual=float(annual), monthly=monthly, annual_truth=annual_truth,
        income_mode=income_mode, pep=pep,
        pep_role=r.choice(["Member of a regional parliament", "Deputy mayor", "Ambassador (retired 2021)",
                           "Board member of a state-owned enterprise", "Judge of the court of appeal"]),
        tin=make_tin(r, residence, p) if r.random() < 0.75 else None,
        phone=f"+{r.randint(30, 58)} {r.randint(10, 99)} {r.randint(100, 999)} {r.randint(10, 99)} {r.randint(10, 99)}",
        email=f"{ascii_upper(p.given.split()[0]).lower()}.{ascii_upper(p.surname.split()[-1]).lower().replace(' ', '')}@{r.choice(['mailbox.eu', 'correo.es', 'posteo.net', 'libero.example', 'wp.example'])}",
        client_no=f"{r.randint(10, 99)}{r.randint(100000, 999999)}",
        advisor=make_person(r).full, wealth=annual * r.randint(3, 40),
        deposit=r.choice([50000, 100000, 250000, 500000, 1000000, 2000000]),
        print_sex=r.random() < 0.85,
    )


def kyc_truth(P: dict, name: str | None = None, addr: str | None = None) -> dict:
    p = P["p"]
    return {
        "full_name": name if name is not None else p.full,
        "date_of_birth": p.dob.isoformat(),
        "sex": p.sex if P["print_sex"] else None,
        "nationality": p.nationality,
        "id_document_type": P["kind"],
        "id_document_number": P["docno"],
        "id_issuing_country": P["issuer"],
        "id_expiry_date": P["exp"].isoformat(),
        "residential_address": addr if addr is not None else addr_text(P["addr"]),
        "country_of_residence": P["residence"],
        "occupation": P["occ_tr"][P["lang"]],
        "employer_name": P["employer"],
        "annual_income": P["annual_truth"],
        "income_currency": P["cur"],
        "source_of_funds": P["sof"],
        "is_pep": P["pep"],
        "tax_identification_number": P["tin"],
    }


def _lab(L: dict, key: str, bi: bool) -> str:
    if not bi or L is KL["en"]:
        return L[key]
    return f"{L[key]} / <i>{KL['en'][key]}</i>" if isinstance(L[key], str) else L[key]


KYC_FORM_CSS = """
.hdr{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #1d3557;padding-bottom:2mm}
.bankname{font-size:13pt;font-weight:bold;color:#1d3557}.sec{margin-top:3mm}
.sech{background:#1d3557;color:#fff;padding:1mm 2mm;font-weight:bold;font-size:9.5pt}
.grid{display:grid;grid-template-columns:1fr 1fr;border-left:1px solid #999;border-top:1px solid #999}
.cell{border-right:1px solid #999;border-bottom:1px solid #999;padding:1mm 2mm;min-height:9mm}
.cell .l{font-size:7pt;color:#555;text-transform:uppercase}.cell .v{font-size:10pt}
.cell.wide{grid-column:span 2}
table.kv{width:100%}table.kv td{border:1px solid #aaa;padding:1.2mm 2mm;vertical-align:top}
table.kv td.l{width:38%;background:#eef1f5;font-size:8.5pt}
.line{display:flex;margin:1.6mm 0}.line .l{width:45%;font-size:8.5pt}.line .v{flex:1;border-bottom:1px dotted #333;font-family:'Courier New',monospace}
.two{display:flex;gap:6mm}.two>div{flex:1}
.sig{display:flex;gap:10mm;margin-top:6mm}.sig div{flex:1;border-top:1px solid #333;padding-top:1mm;font-size:8pt}
.foot{margin-top:5mm;border-top:1px solid #aaa;font-size:7pt;color:#555;display:flex;justify-content:space-between}
.bankuse{border:1px dashed #777;padding:2mm;margin-top:4mm;font-size:8pt;background:#fafafa}
"""


KL_ALT = {
    "fr": {"surname": ["Nom de famille"], "dob": ["Né(e) le"], "address": ["Adresse du domicile", "Adresse"],
           "occupation": ["Profession exercée", "Activité professionnelle"], "tin": ["NIF / TIN"],
           "doc_exp": ["Valable jusqu'au", "Date de fin de validité"], "res_country": ["Pays de domicile"]},
    "de": {"surname": ["Familienname", "Nachname"], "given": ["Vornamen"], "doc_exp": ["Ablaufdatum", "Gültig bis (Datum)"],
           "address": ["Anschrift (Hauptwohnsitz)", "Straße, Hausnr., PLZ, Ort"], "res_country": ["Land des Wohnsitzes"],
           "tin": ["Steuernummer / TIN", "Steuer-ID"], "occupation": ["Ausgeübter Beruf"]},
    "it": {"dob": ["Nato/a il"], "given": ["Nome/i"], "address": ["Residenza anagrafica", "Indirizzo"],
           "doc_exp": ["Valido fino al"], "occupation": ["Attività lavorativa", "Professione svolta"]},
    "es": {"surname": ["Primer y segundo apellido"], "dob": ["Fecha nacimiento"], "address": ["Dirección", "Domicilio"],
           "doc_exp": ["Válido hasta"], "occupation": ["Actividad profesional", "Ocupación"], "tin": ["NIF / TIN"]},
    "pt": {"surname": ["Apelidos"], "given": ["Nomes próprios"], "address": ["Morada completa"],
           "doc_exp": ["Data de validade"], "occupation": ["Profissão / atividade"]},
    "nl": {"surname": ["Geslachtsnaam"], "given": ["Voorna(a)m(en)"], "address": ["Adres"],
           "doc_exp": ["Vervaldatum"], "occupation": ["Beroep / functie"], "tin": ["BSN / TIN"]},
    "pl": {"given": ["Imiona"], "address": ["Adres stałego zamieszkania"], "doc_exp": ["Ważny do"],
           "occupation": ["Wykonywany zawód"]},
}
LL_ALT = {
    "de": {"app_no": ["Antrags-Nr.", "Vorgangsnummer"], "amount": ["Gewünschter Darlehensbetrag", "Nettodarlehensbetrag"],
           "gross_m": ["Monatliches Bruttogehalt"], "emp_since": ["Betriebszugehörigkeit seit", "Beschäftigt seit (Datum)"],
           "prop_value": ["Verkehrswert des Objekts", "Marktwert"], "term": ["Gesamtlaufzeit"]},
    "fr": {"app_no": ["Référence du dossier", "N° de demande"], "amount": ["Montant du prêt sollicité"],
           "emp_since": ["En poste depuis le"], "prop_value": ["Prix / valeur du bien"], "term": ["Durée du prêt"]},
    "it": {"app_no": ["Numero richiesta", "Rif. pratica"], "amount": ["Importo richiesto"], "emp_since": ["In servizio dal"],
           "prop_value": ["Valore di perizia"]},
    "es": {"app_no": ["Referencia de la solicitud"], "amount": ["Importe del préstamo"], "emp_since": ["Fecha de alta en la empresa"],
           "prop_value": ["Valor del inmueble"]},
    "nl": {"app_no": ["Dossiernummer"], "amount": ["Gewenste lening"], "emp_since": ["Datum in dienst"],
           "prop_value": ["Waarde woning (taxatie)"]},
    "pl": {"app_no": ["Nr wniosku"], "amount": ["Wnioskowana kwota kredytu"], "emp_since": ["Data zatrudnienia"],
           "prop_value": ["Wartość rynkowa nieruchomości"]},
}
THEMES = ["#1d3557", "#7a1f1f", "#2a4d2a", "#4b2a63", "#00545c", "#333333", "#8a5a00"]
FONTS = ["Arial, Helvetica, sans-serif", "'Times New Roman', Times, serif", "Georgia, serif", "Verdana, sans-serif",
         "'DejaVu Sans', sans-serif", "'Liberation Serif', serif"]


def vary_labels(r: random.Random, base: dict, alts: dict) -> dict:
    out = dict(base)
    for k, options in alts.items():
        if r.random() < 0.45:
            out[k] = r.choice(options)
    return out


def themed_css(r: random.Random) -> str:
    css = KYC_FORM_CSS.replace("#1d3557", r.choice(THEMES))
    if r.random() < 0.3:
        css += ".sech{background:none !important;color:#000 !important;border-bottom:1.5px solid #000;text-transform:uppercase}"
    return css


def pick_font(r: random.Random) -> str:
    return r.choice(FONTS)


def _cb_group(opts: list[str], chosen: int, cstyle: int) -> str:
    return " &nbsp; ".join(f"{checkbox(cstyle, i == chosen)} {o}" for i, o in enumerate(opts))


def kyc_form(r: random.Random, lang: str, layout: str) -> tuple[str, dict]:
    P = kyc_profile(r, lang)
    L = vary_labels(r, KL[lang], KL_ALT.get(lang, {}))
    bi = r.random() < 0.35
    p = P["p"]
    cst = r.randint(0, 3)
    dstyle = r.choice(["dmy.", "dmy/", "long", "dMONy", "dmy-"] if lang != "de" else ["dmy.", "d.m.y", "long", "dmy/"])
    dd = lambda d: fdate(d, dstyle, lang)  # noqa: E731
    nstyle = r.choice(NUM_STYLE_OF_LANG[lang])
    name_case = r.random()
    sur = p.surname.upper() if name_case < 0.5 else p.surname
    attach = r.random() < 0.4
    if attach:
        P["print_sex"] = True
    na = r.choice([L["na"], "—", "", "-/-"])
    nat_print = cadj(p.nationality, lang) if r.random() < 0.7 else cname(p.nationality, lang)
    if bi and r.random() < 0.4:
        nat_print = f"{nat_print} / {cadj(p.nationality, 'en')}"
    # --- sections
    sex_opts = [L["sex_m"], L["sex_f"]] + ([L["sex_x"]] if p.sex == "X" or r.random() < 0.3 else [])
    ident = [(_lab(L, "surname", bi), E(sur)), (_lab(L, "given", bi), E(p.given)),
             (_lab(L, "dob", bi), E(dd(p.dob))), (_lab(L, "pob", bi), E(P["pob"]))]
    if P["print_sex"]:
        ident.append((_lab(L, "sex", bi), _cb_group(sex_opts, "MFX".index(p.sex), cst)))
    ident.append((_lab(L, "nat", bi), E(nat_print)))
    if r.random() < 0.3:
        ident.append((_lab(L, "tin", bi), E(P["tin"]) if P["tin"] else E(na)))
        tin_done = True
    else:
        tin_done = False
    doc = [(_lab(L, "doctype", bi), _cb_group([L["passport"], L["idcard"]], 0 if P["kind"] == "passport" else 1, cst)),
           (_lab(L, "docno", bi), E(P["docno"])),
           (_lab(L, "doc_country", bi), E(cname(P["issuer"], lang))),
           (_lab(L, "doc_issue", bi), E(dd(P["issue"]))),
           (_lab(L, "doc_exp", bi), E(dd(P["exp"])))]
    addr_sep = "<br>" if r.random() < 0.6 else ", "
    addr = [(_lab(L, "address", bi), addr_sep.join(E(a) for a in P["addr"])),
            (_lab(L, "res_country", bi), E(cname(P["residence"], lang))),
            (_lab(L, "phone", bi), E(P["phone"])), (_lab(L, "email", bi), E(P["email"]))]
    cur = P["cur"]
    inc = []
    sep_cur = r.random() < 0.4
    amt = (lambda a: E(fnum(a, nstyle, 2 if a != round(a) else r.choice([0, 2])))) if sep_cur else \
        (lambda a: E(money(r, a, cur, nstyle)))
    if P["income_mode"] in ("annual", "both"):
        inc.append((_lab(L, "income_a", bi), amt(P["annual"])))
    if P["income_mode"] in ("monthly", "both"):
        inc.append((_lab(L, "income_m", bi), amt(P["monthly"])))
    if sep_cur:
        inc.append((_lab(L, "currency", bi), E(cur)))
    prof = [(_lab(L, "occupation", bi), E(P["occ_tr"][lang])),
            (_lab(L, "employer", bi), E(P["employer"]) if P["employer"] else E(na))] + inc
    if r.random() < 0.6:
        prof.append((_lab(L, "wealth", bi), E(money(r, P["wealth"], cur, nstyle))))
    prof.append((_lab(L, "sof", bi), "<br>".join(f"{checkbox(cst, k == P['sof'])} {o}"
                                                  for k, o in zip(SOF_KEYS, L["sof_opts"]))))
    pep_v = _cb_group([L["yes"], L["no"]], 0 if P["pep"] else 1, cst)
    if P["pep"]:
        pep_v += f"<br><span class='small'>{E(P['pep_role'])}</span>"
    prof.append((_lab(L, "pep", bi), pep_v))
    if not tin_done and (P["tin"] or r.random() < 0.6):
        prof.append((_lab(L, "tin", bi), E(P["tin"]) if P["tin"] else E(na)))
    rel = [(_lab(L, "purpose", bi), _cb_group(L["purpose_v"], r.randint(0, 2), cst)),
           (_lab(L, "deposit", bi), E(money(r, P["deposit"], cur, nstyle)))]
    sections = [(L["s_id"], ident), (L["s_doc"], doc), (L["s_addr"], addr), (L["s_prof"], prof)]
    if r.random() < 0.5:
        sections[1], sections[2] = sections[2], sections[1]
    if r.random() < 0.6:
        sections.append((L["purpose"], rel))
    style = {"fr_ouverture_compte": ["grid", "lines"], "de_kontoeroeffnung": ["table", "grid"],
             "it_adeguata_verifica": ["table", "lines"], "es_alta_cliente": ["grid", "table"],
             "pt_abertura_conta": ["lines", "table"], "nl_klantacceptatie": ["grid", "lines"],
             "pl_karta_klienta": ["table", "lines"]}[layout]
    style = r.choice(style)
    num = r.choice(["A.", "1.", "I.", ""])
    body = []
    bname, baddr, bctry = P["bank"]
    ref = f"{r.choice(['KYC', 'CDD', 'FORM'])}-{r.randint(10, 99)}/{r.choice(['2021', '2022', '2023', '2024'])}"
    body.append(f"<div class='hdr'><div><div class='bankname'>{E(bname)}</div><div class='small'>"
                f"{E(', '.join(baddr))} – {E(cname(bctry, lang))}</div></div><div style='text-align:right'>"
                f"<b>{E(L['title'])}</b><br><span class='small'>{E(L['sub'])}</span><br>"
                f"<span class='small'>{E(L['client_no'])}: {E(P['client_no'])} · {E(ref)}</span></div></div>")
    for si, (title, rows) in enumerate(sections):
        n = {"A.": "ABCDEFG"[si] + ".", "1.": f"{si + 1}.", "I.": ["I", "II", "III", "IV", "V", "VI"][si] + ".",
             "": ""}[num]
        body.append(f"<div class='sec'><div class='sech'>{E(n)} {E(title)}</div>")
        if style == "grid":
            cells = []
            for i, (l_, v) in enumerate(rows):
                wide = " wide" if ("<br>" in v and len(v) > 80) or (i == len(rows) - 1 and len(rows) % 2 == 1) else ""
                cells.append(f"<div class='cell{wide}'><div class='l'>{l_}</div><div class='v'>{v}</div></div>")
            body.append(f"<div class='grid'>{''.join(cells)}</div>")
        elif style == "table":
            body.append("<table class='kv'>" + "".join(f"<tr><td class='l'>{l_}</td><td>{v}</td></tr>" for l_, v in rows)
                        + "</table>")
        else:
            body.append("".join(f"<div class='line'><div class='l'>{l_}</div><div class='v'>{v}</div></div>" for l_, v in rows))
        body.append("</div>")
    city = baddr[1].split(" ", 1)[1] if " " in baddr[1] else baddr[1]
    sign = P["doc_date"]
    body.append(f"<div class='sec'><div class='sech'>{E(L['s_sign'])}</div><p class='small'>{E(L['decl'])}</p>"
                f"<div class='sig'><div>{E(L['place_date'])}: {E(city)}, {E(dd(sign))}</div>"
                f"<div>{E(L['signature'])}</div></div></div>")
    body.append(f"<div class='bankuse'><b>{E(L['bank_use'])}</b><br>{E(L['advisor'])}: {E(P['advisor'])} · "
                f"{E(dd(sign + _dt.timedelta(days=r.randint(0, 6))))} · Risk: {r.choice(['LOW', 'MEDIUM', 'HIGH'] if P['pep'] else ['LOW', 'MEDIUM'])}</div>")
    body.append(f"<div class='foot'><span>{E(ref)} · {E(bname)}</span><span>{E(L['page'])} 1</span></div>")
    if attach:
        body.append(f"<div class='pb'><h2>{E(L['s_doc'])} – {E({'fr': 'copie certifiée conforme', 'de': 'Kopie, mit Original verglichen', 'it': 'copia conforme', 'es': 'copia cotejada', 'pt': 'cópia conferida', 'nl': 'kopie conform origineel', 'pl': 'kopia zgodna z oryginałem'}[lang])}</h2>")
        body.append(id_card_html(r, "passport" if P["kind"] == "passport" else "idcard", p, P["docno"], P["issuer"],
                                 P["issue"], P["exp"], P["pob"]))
        body.append(f"<p class='small'>{E(L['advisor'])}: {E(P['advisor'])} — {E(dd(sign))}</p></div>")
    truth = kyc_truth(P, name=f"{p.given} {sur}", addr=", ".join(P["addr"]) if addr_sep == ", " else None)
    return page("".join(body), themed_css(r), font=pick_font(r)), truth


SOF_EN = {"employment": "Employment income (salary)", "business": "Business activity / company profits",
          "investments": "Investment income", "inheritance": "Inheritance", "pension": "Pension",
          "other": "Other (sale of real estate)"}


def kyc_memo(r: random.Random) -> tuple[str, dict]:
    lang = r.choice(list(BANKS_KYC))
    P = kyc_profile(r, lang)
    P["lang"] = "en"
    p = P["p"]
    bname, baddr, bctry = P["bank"]
    dstyle = r.choice(["long", "dMONy", "dmy/", "dmy."])
    dd = lambda d: fdate(d, dstyle, "en")  # noqa: E731
    nst = r.choice(["en", "ch", "de"])
    officer = make_person(r).full
    sexword = {"M": "male", "F": "female", "X": "X (non-binary)"}[p.sex]
    P["print_sex"] = r.random() < 0.7
    # a courtesy title states the sex too: only used when the sex is printed anyway
    title = {"M": "Mr", "F": "Ms", "X": "Mx"}[p.sex] if P["print_sex"] else "client"
    kind_txt = "passport" if P["kind"] == "passport" else "national identity card"
    inc_txt = (f"{money(r, P['annual'], P['cur'], nst)} per annum" if P["income_mode"] != "monthly"
               else f"{money(r, P['monthly'], P['cur'], nst)} per month (no annual figure provided)")
    rows = [("Client", f"{p.surname.upper()}, {p.given}"), ("Date of birth", dd(p.dob))]
    if P["print_sex"]:
        rows.append(("Sex", sexword.capitalize()))
    rows += [("Nationality", r.choice([cadj(p.nationality, "en"), cname(p.nationality, "en"), p.nationality])),
             ("Identity document", f"{kind_txt.capitalize()} No. {P['docno']}"),
             ("Issued by", cname(P["issuer"], "en")), ("Valid until", dd(P["exp"])),
             ("Residential address", ", ".join(P["addr"])), ("Country of residence", cname(P["residence"], "en")),
             ("Occupation", P["occ_tr"]["en"]), ("Employer", P["employer"] or "n/a (not employed)"),
             ("Declared income", inc_txt), ("Source of funds", SOF_EN[P["sof"]]),
             ("PEP", ("YES – " + P["pep_role"]) if P["pep"] else "No (screened, no match)")]
    if P["tin"]:
        rows.append(("Tax ID (TIN)", P["tin"]))
    elif r.random() < 0.5:
        rows.append(("Tax ID (TIN)", "not provided"))
    head, tail = rows[:5], rows[5:]
    r.shuffle(tail)
    rows = head + tail
    table = "".join(f"<tr><td class='l'>{E(a)}</td><td>{E(b)}</td></tr>" for a, b in rows)
    memo_date = P["doc_date"] + _dt.timedelta(days=r.randint(1, 10))
    risk = "HIGH" if P["pep"] else r.choice(["LOW", "MEDIUM"])
    narrative = (f"<p>{'The client' if title == 'client' else title + ' ' + E(p.surname)} was introduced by {E(P['advisor'])} (relationship manager) on "
                 f"{E(dd(P['doc_date']))}. The client intends to place approximately "
                 f"{E(money(r, P['deposit'], P['cur'], nst))} with the bank under an advisory mandate; estimated "
                 f"total wealth is {E(money(r, P['wealth'], P['cur'], nst))}. World-Check and internal list screening "
                 f"performed on {E(dd(memo_date))}: {'one true match (PEP), see below' if P['pep'] else 'no relevant hits'}. "
                 f"Adverse media search: negative.</p>")
    body = f"""
<div style="display:flex;justify-content:space-between;border-bottom:3px double #333">
<div><b style="font-size:13pt">{E(bname)}</b><br><span class="small">{E(', '.join(baddr))}, {E(cname(bctry, 'en'))}</span></div>
<div style="text-align:right"><b>INTERNAL MEMORANDUM</b><br>Compliance / AML<br><span class="small">CONFIDENTIAL</span></div></div>
<table class="hd"><tr><td>To:</td><td>Client Acceptance Committee</td></tr>
<tr><td>From:</td><td>{E(officer)}, Compliance Officer</td></tr>
<tr><td>Date:</td><td>{E(dd(memo_date))}</td></tr>
<tr><td>Ref.:</td><td>CAC/{memo_date.year}/{r.randint(100, 999)} – client no. {E(P['client_no'])}</td></tr>
<tr><td>Subject:</td><td>Onboarding of {E(p.given)} {E(p.surname)} – enhanced review</td></tr></table>
<h2>1. Summary of identification data</h2>
<table class="kv">{table}</table>
<h2>2. Background</h2>{narrative}
<h2>3. Risk assessment</h2>
<ul><li>Overall risk rating: <b>{risk}</b></li><li>Jurisdiction risk: {r.choice(['standard', 'standard', 'elevated'])}</li>
<li>Expected transactions: {r.randint(4, 30)} per year, mostly SEPA transfers</li></ul>
<h2>4. Recommendation</h2><p>Compliance {'recommends acceptance subject to senior management approval (PEP)' if P['pep'] else 'has no objection to the opening of the relationship'}.
Periodic review in {r.choice([12, 24, 36])} months.</p>
<div class="sig"><div>{E(officer)}<br>Compliance Officer</div><div>Head of Compliance</div></div>
<div class="foot"><span>{E(bname)} – internal use only</span><span>1/1</span></div>"""
    css = KYC_FORM_CSS + "table.hd td{padding:0.5mm 3mm 0.5mm 0}"
    return page(body, css, font="Georgia, 'Times New Roman', serif", size="10pt"), kyc_truth(P, addr=", ".join(P["addr"]))


def kyc_screen(r: random.Random) -> tuple[str, dict]:
    lang = r.choice(list(BANKS_KYC))
    P = kyc_profile(r, lang)
    P["lang"] = "en"
    p = P["p"]
    fold_ascii = r.random() < 0.5
    T = (lambda s: ascii_upper(s)) if fold_ascii else (lambda s: s.upper())
    ds = r.choice(["iso", "dMONy", "dmy."])
    dd = lambda d: fdate(d, ds)  # noqa: E731
    code = lambda c: ALPHA2[c] if r.random() < 0.5 else c  # noqa: E731
    P["print_sex"] = r.random() < 0.9
    bname = P["bank"][0]
    now = P["doc_date"]
    amt = fnum(P["annual"] if P["income_mode"] != "monthly" else P["monthly"], r.choice(["plain", "en", "ch"]), 2)
    inc_label = "INCOME P.A. " if P["income_mode"] != "monthly" else "INCOME/MONTH"
    sof_code = {"employment": "01 SALARY/EMPLOYMENT", "business": "02 BUSINESS ACTIVITY",
                "investments": "03 INVESTMENTS", "inheritance": "04 INHERITANCE", "pension": "05 PENSION",
                "other": "99 OTHER"}[P["sof"]]
    a = [T(x) for x in P["addr"]]
    lines = [
        f"{'CIF0100':<10}{'CUSTOMER MASTER - INQUIRY':^50}{fdate(now, 'dmy/')} {r.randint(8, 18):02d}:{r.randint(0, 59):02d}",
        f"{T(bname)[:60]:<60}  USER: {r.choice(['OPS', 'KYC', 'BO'])}{r.randint(10, 99)}",
        "-" * 78,
        f"CUST.NO   : {P['client_no']:<14} STATUS : ACTIVE      BRANCH : {r.randint(1, 99):03d}",
        f"FAMILY.NAME: {T(p.surname):<30} GIVEN.NAMES: {T(p.given)}",
        f"BIRTH.DATE : {dd(p.dob):<14} " + (f"SEX: {p.sex}   " if P["print_sex"] else "") + f"BIRTH.PLACE: {T(P['pob'])}",
        f"NATIONALITY: {code(p.nationality):<6} RESIDENCE: {code(P['residence'])}",
        "",
        f"LEGAL.DOC  : {'PASSPORT' if P['kind'] == 'passport' else 'NATIONAL ID CARD'}",
        f"LEGAL.ID   : {P['docno']:<14} ISS.CTRY: {code(P['issuer']):<5} ISS.DATE: {dd(P['issue'])}",
        f"LEGAL.EXP  : {dd(P['exp'])}",
        "",
        f"ADDRESS    : {a[0]}",
        f"             {a[1]}",
        "",
        f"OCCUPATION : {T(P['occ_tr']['en'])}",
        f"EMPLOYER   : {T(P['employer']) if P['employer'] else '*NONE*'}",
        f"{inc_label}: {P['cur']} {amt}",
        f"SRC.FUNDS  : {sof_code}",
        f"PEP.FLAG   : {'Y' if P['pep'] else 'N'}       RISK.CLASS: {r.choice(['1', '2', '3'])}   FATCA: {'US' if P['residence'] == 'USA' else 'NON-US'}",
        f"TAX.ID     : {P['tin'] if P['tin'] else '-'}",
        f"REL.MGR    : {T(P['advisor'])}",
        f"OPENED     : {dd(now)}    LAST.REVIEW: {dd(now + _dt.timedelta(days=r.randint(0, 30)))}",
        "-" * 78,
        "F1=HELP  F3=EXIT  F5=REFRESH  F7=BWD  F8=FWD  F10=ACCOUNTS  F12=CANCEL",
    ]
    name = f"{T(p.given)} {T(p.surname)}"
    body = (f"<p class='small'>Printed from core banking terminal – {E(bname)} – screen copy attached to KYC file "
            f"{E(P['client_no'])}</p><pre class='scr'>{E(chr(10).join(lines))}</pre>"
            f"<p class='small'>Screen copy certified by: ____________________ &nbsp; date: {E(fdate(now, 'dmy.'))}</p>")
    css = ".scr{font-family:'Courier New',monospace;font-size:9pt;background:#0d1f0d;color:#b6f5b6;padding:4mm;line-height:1.35}"
    truth = kyc_truth(P, name=name, addr=addr_text(a))
    truth["occupation"] = T(P["occ_tr"]["en"])
    truth["employer_name"] = T(P["employer"]) if P["employer"] else None
    return page(body, css), truth


def kyc_id_packet(r: random.Random) -> tuple[str, dict]:
    lang = r.choice(list(BANKS_KYC))
    P = kyc_profile(r, lang)
    L = KL[lang]
    p = P["p"]
    P["print_sex"] = True
    bname, baddr, bctry = P["bank"]
    cst = r.randint(0, 3)
    nst = r.choice(NUM_STYLE_OF_LANG[lang])
    dd = lambda d: fdate(d, r.choice(["dmy.", "long"]), lang)  # noqa: E731
    na = r.choice([L["na"], "—"])
    bil = lambda k: f"{L[k]} / {KL['en'][k]}"  # noqa: E731
    inc = (money(r, P["annual"], P["cur"], nst) if P["income_mode"] != "monthly" else None)
    rows = [(bil("address"), "<br>".join(E(x) for x in P["addr"])), (bil("res_country"), E(cname(P["residence"], lang))),
            (bil("occupation"), E(P["occ_tr"][lang])), (bil("employer"), E(P["employer"] or na))]
    if inc:
        rows.append((bil("income_a"), E(inc)))
    else:
        rows.append((bil("income_m"), E(money(r, P["monthly"], P["cur"], nst))))
    rows.append((bil("sof"), "<br>".join(f"{checkbox(cst, k == P['sof'])} {o}" for k, o in zip(SOF_KEYS, L["sof_opts"]))))
    rows.append((bil("pep"), _cb_group([L["yes"], L["no"]], 0 if P["pep"] else 1, cst)))
    rows.append((bil("tin"), E(P["tin"] or na)))
    checklist = [("Identity verified against original", True), ("Copy of ID document attached (page 2)", True),
                 ("Proof of address (utility bill < 3 months)", r.random() < 0.8),
                 ("Sanctions screening completed", True), ("Source of wealth evidence", r.random() < 0.6)]
    body = f"""
<div class='hdr'><div><div class='bankname'>{E(bname)}</div><div class='small'>{E(', '.join(baddr))}</div></div>
<div style='text-align:right'><b>CDD checklist – identification packet</b><br><span class='small'>{E(L['client_no'])}: {E(P['client_no'])}</span></div></div>
<p>Client / {E(L['surname'])}: <b>{E(p.surname.upper())}</b>, {E(p.given)} — identity data as per the document copy on page 2.</p>
<table class='kv'>{''.join(f"<tr><td class='l'>{a}</td><td>{b}</td></tr>" for a, b in rows)}</table>
<h2>Checklist</h2>
{''.join(f"<div>{checkbox(cst, ok)} {E(t)}</div>" for t, ok in checklist)}
<div class='sig'><div>{E(L['advisor'])}: {E(P['advisor'])}<br>{E(dd(P['doc_date']))}</div><div>{E(L['signature'])}</div></div>
<div class='foot'><span>{E(bname)}</span><span>1/2</span></div>
<div class='pb'><h2>Copy of identity document</h2>
{id_card_html(r, 'passport' if P['kind'] == 'passport' else 'idcard', p, P['docno'], P['issuer'], P['issue'], P['exp'], P['pob'])}
<p class='small'>Certified true copy of the original seen by {E(P['advisor'])} on {E(dd(P['doc_date']))}.</p>
<div class='foot'><span>{E(bname)}</span><span>2/2</span></div></div>"""
    truth = kyc_truth(P, name=f"{p.given} {p.surname}")
    return page(body, KYC_FORM_CSS), truth


# ============================================================================= letters of credit
LC_BANKS = [  # name, BIC, address lines, country, language of its letters
    ("BANCO DEL PACIFICO SUR S.A.", "BPSUCLRMXXX", ["AVENIDA APOQUINDO 3650", "LAS CONDES, SANTIAGO"], "CHL", "es"),
    ("BANCO ANDINO DE COMERCIO EXTERIOR", "BACECOBBXXX", ["CARRERA 7 NO. 71-52", "BOGOTA D.C."], "COL", "es"),
    ("BANCO RIOPLATENSE DE INVERSION S.A.", "BRPIARBAXXX", ["AVENIDA CORRIENTES 1240", "C1043AAZ BUENOS AIRES"], "ARG", "es"),
    ("BANCO MERCANTIL DEL GOLFO S.A.", "BMGOMXMMXXX", ["PASEO DE LA REFORMA 505", "06500 CIUDAD DE MEXICO"], "MEX", "es"),
    ("BANCO INCA DE FOMENTO S.A.A.", "BIFOPEPLXXX", ["AV. JAVIER PRADO ESTE 2590", "SAN BORJA, LIMA 41"], "PER", "es"),
    ("BANCO IBERICO DE EXPORTACION S.A.", "BIEXESMMXXX", ["CALLE DE ALCALA 49", "28014 MADRID"], "ESP", "es"),
    ("BANCO LUSO-ATLANTICO S.A.", "BLATPTPLXXX", ["RUA DO OURO 88", "1100-063 LISBOA"], "PRT", "es"),
    ("HANSEATISCHE HANDELSBANK AG", "HHBKDEHHXXX", ["BALLINDAMM 27", "20095 HAMBURG"], "DEU", "de"),
    ("SUEDWESTDEUTSCHE EXPORTBANK AG", "SWEXDESSXXX", ["KOENIGSTRASSE 11", "70173 STUTTGART"], "DEU", "de"),
    ("BANCA COMMERCIALE ADRIATICA S.P.A.", "BCADITMMXXX", ["VIA DANTE 16", "20121 MILANO"], "ITA", "it"),
    ("ZUERCHER HANDELS- UND KREDITBANK AG", "ZHKBCHZZXXX", ["TALSTRASSE 58", "8001 ZUERICH"], "CHE", "de"),
    ("BANCO PAULISTA DE CAMBIO S.A.", "BPCBBRSPXXX", ["AVENIDA PAULISTA 1842", "01310-200 SAO PAULO SP"], "BRA", "es"),
]
BANK_CITY = {"BPSUCLRMXXX": "SANTIAGO", "BACECOBBXXX": "BOGOTA", "BRPIARBAXXX": "BUENOS AIRES",
             "BMGOMXMMXXX": "CIUDAD DE MEXICO", "BIFOPEPLXXX": "LIMA", "BIEXESMMXXX": "MADRID", "BLATPTPLXXX": "LISBOA",
             "HHBKDEHHXXX": "HAMBURG", "SWEXDESSXXX": "STUTTGART", "BCADITMMXXX": "MILANO", "ZHKBCHZZXXX": "ZUERICH",
             "BPCBBRSPXXX": "SAO PAULO"}
ADVISING = [("CHINA COASTAL COMMERCIAL BANK", "CCCBCNSHXXX", "SHANGHAI"),
            ("KOREA MARITIME TRADE BANK", "KMTBKRSEXXX", "SEOUL"),
            ("DEUTSCHE NORDBANK AG", "DNBKDEFFXXX", "FRANKFURT"),
            ("BANQUE COMMERCIALE DU RHONE", "BCRHFRPPXXX", "LYON"),
            ("BANCA POPOLARE DEL TIRRENO", "BPTIITRRXXX", "GENOVA"),
            ("ISTANBUL TICARET BANKASI A.S.", "ITBKTRISXXX", "ISTANBUL"),
            ("BANK OF THE GREAT LAKES N.A.", "BGLKUS33XXX", "CHICAGO"),
            ("NIHON EXPORT BANK LTD", "NEXBJPJTXXX", "TOKYO"),
            ("BANCO SANTISTA DE CAMBIO S.A.", "BSCASPBRXXX", "SANTOS"),
            ("VLAAMSE HANDELSBANK NV", "VHBKBEBBXXX", "ANTWERPEN")]
# exporter: (name, address lines, city, port)
EXPORTERS = [
    ("SHANGHAI HENGDA MACHINERY CO., LTD.", ["NO. 1288 JINQIAO ROAD, PUDONG", "SHANGHAI 201206, CHINA"], "SHANGHAI", "SHANGHAI, CHINA"),
    ("NINGBO EASTERN TEXTILE I/E CO. LTD", ["88 ZHONGSHAN EAST ROAD", "NINGBO, ZHEJIANG, CHINA"], "NINGBO", "NINGBO, CHINA"),
    ("DAEHAN STEEL TRADING CORP.", ["23 TEHERAN-RO 87-GIL, GANGNAM-GU", "SEOUL 06164, KOREA"], "SEOUL", "BUSAN, KOREA"),
    ("MASCHINENFABRIK OBERLAND GMBH", ["INDUSTRIESTRASSE 14", "87700 MEMMINGEN, GERMANY"], "MEMMINGEN", "HAMBURG, GERMANY"),
    ("KESSLER AGRARTECHNIK GMBH", ["AM SPEICHER 3", "28217 BREMEN, GERMANY"], "BREMEN", "BREMERHAVEN, GERMANY"),
    ("CERAMICHE DEL SASSUOLO S.R.L.", ["VIA RADICI IN PIANO 410", "41049 SASSUOLO (MO), ITALY"], "SASSUOLO", "LA SPEZIA, ITALY"),
    ("OLEIFICIO VALLE D'ORO S.P.A.", ["STRADA PROVINCIALE 231 KM 12", "70031 ANDRIA (BT), ITALY"], "ANDRIA", "BARI, ITALY"),
    ("ANATOLIA KIMYA SANAYI VE TIC. A.S.", ["ORGANIZE SANAYI BOLGESI 4. CADDE NO 7", "GEBZE, KOCAELI, TURKEY"], "GEBZE", "IZMIT, TURKEY"),
    ("GREAT PLAINS GRAIN EXPORT LLC", ["1400 HARBOR DRIVE, SUITE 300", "HOUSTON, TX 77029, USA"], "HOUSTON", "HOUSTON, TX, USA"),
    ("TOKAI PRECISION INSTRUMENTS K.K.", ["2-14-5 MEIEKI, NAKAMURA-KU", "NAGOYA 450-0002, JAPAN"], "NAGOYA", "NAGOYA, JAPAN"),
    ("COMPANHIA CAFEEIRA DO SUL DE MINAS", ["RUA DOS CAFEZAIS 210", "37130-000 ALFENAS MG, BRAZIL"], "ALFENAS", "SANTOS, BRAZIL"),
    ("VINA LOS ALAMOS LTDA", ["CAMINO A MELIPILLA KM 38", "TALAGANTE, CHILE"], "TALAGANTE", "SAN ANTONIO, CHILE"),
    ("CONSERVAS DEL CANTABRICO S.L.", ["POLIGONO INDUSTRIAL RAOS, PARCELA 9", "39600 MALIANO, SPAIN"], "MALIANO", "SANTANDER, SPAIN"),
    ("PAPELEIRA DO VOUGA, S.A.", ["ZONA INDUSTRIAL DE ALBERGARIA", "3850-184 ALBERGARIA-A-VELHA, PORTUGAL"], "ALBERGARIA-A-VELHA", "LEIXOES, PORTUGAL"),
]
IMPORT_PORTS = {"CHL": ["SAN ANTONIO, CHILE", "VALPARAISO, CHILE"], "COL": ["CARTAGENA, COLOMBIA", "BUENAVENTURA, COLOMBIA"],
                "ARG": ["BUENOS AIRES, ARGENTINA"], "MEX": ["MANZANILLO, MEXICO", "VERACRUZ, MEXICO"],
                "PER": ["CALLAO, PERU"], "ESP": ["VALENCIA, SPAIN", "ALGECIRAS, SPAIN"], "PRT": ["SINES, PORTUGAL", "LISBOA, PORTUGAL"],
                "DEU": ["HAMBURG, GERMANY", "BREMERHAVEN, GERMANY"], "ITA": ["GENOA, ITALY", "LA SPEZIA, ITALY"],
                "CHE": ["BASEL RHINE PORT, SWITZERLAND", "ROTTERDAM, NETHERLANDS"], "BRA": ["SANTOS, BRAZIL", "PARANAGUA, BRAZIL"]}
IMPORTER_NAMES = {
    "CHL": ["IMPORTADORA AUSTRAL LIMITADA", "COMERCIAL ANDES SUR S.A."],
    "COL": ["DISTRIBUIDORA INDUSTRIAL CARIBE SAS", "AGROINSUMOS LA SABANA S.A."],
    "ARG": ["METALURGICA DEL PLATA S.A.", "TEXTIL PAMPEANA S.R.L."],
    "MEX": ["GRUPO INDUSTRIAL BAJIO S.A. DE C.V.", "COMERCIALIZADORA DEL NORTE SA DE CV"],
    "PER": ["CORPORACION PESQUERA DEL SUR S.A.C.", "IMPORTACIONES LIMA CENTRO S.A."],
    "ESP": ["SUMINISTROS INDUSTRIALES LEVANTE SL", "ALIMENTACION IBERICA DEL NORTE S.A."],
    "PRT": ["METALOMECANICA DO AVE, LDA.", "DISTRIBUIDORA ALENTEJANA, S.A."],
    "DEU": ["NORDWEST HANDELSKONTOR GMBH", "RHEINTAL BAUSTOFFE GMBH & CO. KG"],
    "ITA": ["FONDERIE LOMBARDE RIUNITE S.P.A.", "IMPORTEX ADRIATICA S.R.L."],
    "CHE": ["ALPINA ROHSTOFFHANDEL AG", "LEMAN INDUSTRIES SA"],
    "BRA": ["IND. PAULISTA DE EMBALAGENS LTDA", "AGROPECUARIA CERRADO VERDE S.A."],
}
GOODS = [  # en, es, de
    ("5,000 METRIC TONS OF HOT ROLLED STEEL COILS, GRADE SS400, THICKNESS 2.0-6.0 MM, AS PER PROFORMA INVOICE NO. {pi}",
     "5.000 TONELADAS METRICAS DE BOBINAS DE ACERO LAMINADO EN CALIENTE, GRADO SS400, SEGUN FACTURA PROFORMA NO. {pi}",
     "5.000 TONNEN WARMGEWALZTES STAHLCOIL, GUETE SS400, GEMAESS PROFORMARECHNUNG NR. {pi}"),
    ("2 UNITS CNC VERTICAL MACHINING CENTRE MODEL VMC-850 WITH STANDARD ACCESSORIES AND SPARE PARTS",
     "2 UNIDADES DE CENTRO DE MECANIZADO VERTICAL CNC MODELO VMC-850 CON ACCESORIOS ESTANDAR Y REPUESTOS",
     "2 STUECK CNC-VERTIKALBEARBEITUNGSZENTRUM MODELL VMC-850 MIT STANDARDZUBEHOER UND ERSATZTEILEN"),
    ("18,000 KG POLYPROPYLENE HOMOPOLYMER RESIN IN 25 KG BAGS, ORIGIN TURKEY",
     "18.000 KG DE RESINA DE POLIPROPILENO HOMOPOLIMERO EN SACOS DE 25 KG, ORIGEN TURQUIA",
     "18.000 KG POLYPROPYLEN-HOMOPOLYMER IN SAECKEN ZU 25 KG, URSPRUNG TUERKEI"),
    ("1,200 CARTONS EXTRA VIRGIN OLIVE OIL 12 X 1 LITRE GLASS BOTTLES",
     "1.200 CAJAS DE ACEITE DE OLIVA VIRGEN EXTRA EN BOTELLAS DE VIDRIO DE 12 X 1 LITRO",
     "1.200 KARTONS NATIVES OLIVENOEL EXTRA, 12 X 1 LITER GLASFLASCHEN"),
    ("COMPLETE BOTTLING LINE FOR MINERAL WATER, CAPACITY 12,000 BOTTLES PER HOUR, INCLUDING INSTALLATION SUPERVISION",
     "LINEA COMPLETA DE EMBOTELLADO PARA AGUA MINERAL, CAPACIDAD 12.000 BOTELLAS POR HORA, INCLUYE SUPERVISION DE MONTAJE",
     "KOMPLETTE ABFUELLANLAGE FUER MINERALWASSER, LEISTUNG 12.000 FLASCHEN PRO STUNDE, EINSCHLIESSLICH MONTAGEUEBERWACHUNG"),
    ("640 BAGS OF GREEN ARABICA COFFEE, 60 KG EACH, CROP {crop}, SCREEN 17/18",
     "640 SACOS DE CAFE VERDE ARABICA DE 60 KG CADA UNO, COSECHA {crop}, ZARANDA 17/18",
     "640 SACK ROHKAFFEE ARABICA ZU JE 60 KG, ERNTE {crop}, SIEBGROESSE 17/18"),
    ("PORCELAIN FLOOR TILES 60 X 60 CM, FIRST CHOICE, 14,400 SQUARE METRES",
     "BALDOSAS DE PORCELANATO 60 X 60 CM, PRIMERA CALIDAD, 14.400 METROS CUADRADOS",
     "FEINSTEINZEUG-BODENFLIESEN 60 X 60 CM, 1. SORTE, 14.400 QUADRATMETER"),
    ("3 SETS OF AGRICULTURAL COMBINE HARVESTERS MODEL AH-760 WITH 7.6 M GRAIN HEADER",
     "3 JUEGOS DE COSECHADORAS AGRICOLAS MODELO AH-760 CON CABEZAL DE GRANO DE 7,6 M",
     "3 MAEHDRESCHER MODELL AH-760 MIT 7,6 M GETREIDESCHNEIDWERK"),
    ("24,000 PAIRS OF COTTON WORK TROUSERS, ASSORTED SIZES, AS PER PURCHASE ORDER {pi}",
     "24.000 PARES DE PANTALONES DE TRABAJO DE ALGODON, TALLAS SURTIDAS, SEGUN ORDEN DE COMPRA {pi}",
     "24.000 PAAR ARBEITSHOSEN AUS BAUMWOLLE, SORTIERTE GROESSEN, GEMAESS BESTELLUNG {pi}"),
]
GOODS += [
    ("25,000 METRIC TONS OF US NO. 2 HARD RED WINTER WHEAT IN BULK, PROTEIN MIN. 11.5 PCT, MOISTURE MAX. 13.5 PCT",
     "25.000 TONELADAS METRICAS DE TRIGO DURO ROJO DE INVIERNO NO. 2 A GRANEL, PROTEINA MIN. 11,5 POR CIENTO",
     "25.000 TONNEN US-HARTWEIZEN NR. 2 LOSE GESCHUETTET, PROTEINGEHALT MIND. 11,5 PROZENT"),
    ("3,600 CASES OF RED WINE CABERNET SAUVIGNON RESERVA, 12 X 750 ML BOTTLES, VINTAGE {crop}",
     "3.600 CAJAS DE VINO TINTO CABERNET SAUVIGNON RESERVA, 12 BOTELLAS DE 750 ML, COSECHA {crop}",
     "3.600 KARTONS ROTWEIN CABERNET SAUVIGNON RESERVA, 12 X 0,75 L, JAHRGANG {crop}"),
    ("48,000 TINS OF ANCHOVY FILLETS IN OLIVE OIL, 50 G NET EACH, PACKED IN 400 CARTONS",
     "48.000 LATAS DE FILETES DE ANCHOA EN ACEITE DE OLIVA DE 50 G NETOS, EN 400 CAJAS",
     "48.000 DOSEN SARDELLENFILETS IN OLIVENOEL ZU JE 50 G NETTO, IN 400 KARTONS"),
    ("420 METRIC TONS OF UNBLEACHED KRAFT PAPER IN REELS, 80 GSM, WIDTH 1,250 MM",
     "420 TONELADAS METRICAS DE PAPEL KRAFT SIN BLANQUEAR EN BOBINAS, 80 G/M2, ANCHO 1.250 MM",
     "420 TONNEN UNGEBLEICHTES KRAFTPAPIER IN ROLLEN, 80 G/M2, BREITE 1.250 MM"),
]
EXPORTER_GOODS = {
    "SHANGHAI HENGDA MACHINERY CO., LTD.": [1, 4], "NINGBO EASTERN TEXTILE I/E CO. LTD": [8],
    "DAEHAN STEEL TRADING CORP.": [0], "MASCHINENFABRIK OBERLAND GMBH": [1, 4], "KESSLER AGRARTECHNIK GMBH": [7],
    "CERAMICHE DEL SASSUOLO S.R.L.": [6], "OLEIFICIO VALLE D'ORO S.P.A.": [3], "ANATOLIA KIMYA SANAYI VE TIC. A.S.": [2],
    "GREAT PLAINS GRAIN EXPORT LLC": [9], "TOKAI PRECISION INSTRUMENTS K.K.": [1], "COMPANHIA CAFEEIRA DO SUL DE MINAS": [5],
    "VINA LOS ALAMOS LTDA": [10], "CONSERVAS DEL CANTABRICO S.L.": [11], "PAPELEIRA DO VOUGA, S.A.": [12],
}
INCOTERMS = ["CIF", "CFR", "FOB", "FCA", "CIP", "EXW"]
DOCS = [  # en, es, de
    ("SIGNED COMMERCIAL INVOICE IN {n} ORIGINALS AND {m} COPIES INDICATING THIS CREDIT NUMBER",
     "FACTURA COMERCIAL FIRMADA EN {n} ORIGINALES Y {m} COPIAS CON INDICACION DEL NUMERO DE ESTE CREDITO",
     "UNTERZEICHNETE HANDELSRECHNUNG IN {n} ORIGINALEN UND {m} KOPIEN MIT ANGABE DER AKKREDITIVNUMMER"),
    ("FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO ORDER OF {bank} MARKED FREIGHT {fr} AND NOTIFY APPLICANT",
     "JUEGO COMPLETO DE CONOCIMIENTOS DE EMBARQUE MARITIMOS LIMPIOS A BORDO A LA ORDEN DE {bank} MARCADOS FLETE {frs} Y NOTIFICAR AL ORDENANTE",
     "VOLLER SATZ REINER BORD-KONNOSSEMENTE AN DIE ORDER DER {bank}, MARKIERT FREIGHT {fr}, NOTIFY AUFTRAGGEBER"),
    ("PACKING LIST IN {n} COPIES SHOWING GROSS AND NET WEIGHT OF EACH PACKAGE",
     "LISTA DE EMPAQUE EN {n} COPIAS CON PESO BRUTO Y NETO DE CADA BULTO",
     "PACKLISTE IN {n}-FACHER AUSFERTIGUNG MIT BRUTTO- UND NETTOGEWICHT JE PACKSTUECK"),
    ("CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE IN THE COUNTRY OF EXPORT",
     "CERTIFICADO DE ORIGEN EMITIDO POR LA CAMARA DE COMERCIO DEL PAIS EXPORTADOR",
     "URSPRUNGSZEUGNIS, AUSGESTELLT VON DER HANDELSKAMMER DES AUSFUHRLANDES"),
    ("INSURANCE POLICY OR CERTIFICATE IN DUPLICATE, BLANK ENDORSED, FOR 110 PCT OF THE INVOICE VALUE COVERING INSTITUTE CARGO CLAUSES (A)",
     "POLIZA O CERTIFICADO DE SEGURO EN DUPLICADO, ENDOSADO EN BLANCO, POR EL 110 POR CIENTO DEL VALOR DE LA FACTURA, CLAUSULAS DE CARGA (A)",
     "VERSICHERUNGSPOLICE ODER -ZERTIFIKAT IN ZWEIFACHER AUSFERTIGUNG, BLANKO INDOSSIERT, UEBER 110 PROZENT DES RECHNUNGSWERTES"),
    ("BENEFICIARY'S CERTIFICATE STATING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN {d} DAYS AFTER SHIPMENT",
     "CERTIFICADO DEL BENEFICIARIO INDICANDO QUE UN JUEGO DE DOCUMENTOS NO NEGOCIABLES FUE ENVIADO AL ORDENANTE POR COURIER DENTRO DE LOS {d} DIAS POSTERIORES AL EMBARQUE",
     "BESTAETIGUNG DES BEGUENSTIGTEN, DASS EIN SATZ NICHT BEGEBBARER DOKUMENTE INNERHALB VON {d} TAGEN NACH VERSAND PER KURIER AN DEN AUFTRAGGEBER GESANDT WURDE"),
    ("INSPECTION CERTIFICATE ISSUED BY AN INDEPENDENT SURVEYOR AT THE PORT OF LOADING",
     "CERTIFICADO DE INSPECCION EMITIDO POR UNA EMPRESA DE INSPECCION INDEPENDIENTE EN EL PUERTO DE EMBARQUE",
     "INSPEKTIONSZERTIFIKAT EINES UNABHAENGIGEN SACHVERSTAENDIGEN IM VERLADEHAFEN"),
    ("PHYTOSANITARY CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY OF THE COUNTRY OF ORIGIN",
     "CERTIFICADO FITOSANITARIO EMITIDO POR LA AUTORIDAD COMPETENTE DEL PAIS DE ORIGEN",
     "PFLANZENGESUNDHEITSZEUGNIS DER ZUSTAENDIGEN BEHOERDE DES URSPRUNGSLANDES"),
    ("CERTIFICATE OF ANALYSIS ISSUED BY THE MANUFACTURER",
     "CERTIFICADO DE ANALISIS EMITIDO POR EL FABRICANTE",
     "ANALYSENZERTIFIKAT DES HERSTELLERS"),
    ("WEIGHT CERTIFICATE IN {n} ORIGINALS",
     "CERTIFICADO DE PESO EN {n} ORIGINALES",
     "GEWICHTSZERTIFIKAT IN {n} ORIGINALEN"),
]
ENUM_ES = {"ALLOWED": "PERMITIDOS", "NOT ALLOWED": "NO PERMITIDOS", "CONDITIONAL": "CONDICIONAL"}
ENUM_DE = {"ALLOWED": "erlaubt", "NOT ALLOWED": "nicht erlaubt", "CONDITIONAL": "bedingt (siehe Zusatzbedingungen)"}


def wrap(text: str, width: int) -> list[str]:
    words, lines, cur = text.split(" "), [], ""
    for w in words:
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    if cur:
        lines.append(cur)
    return lines


def lc_profile(r: random.Random, bank_langs: tuple[str, ...] | None = None) -> dict:
    banks = [b for b in LC_BANKS if bank_langs is None or b[4] in bank_langs]
    bank = r.choice(banks)
    bctry = bank[3]
    exp_ = r.choice(EXPORTERS)
    adv = r.choice(ADVISING)
    issue = rand_date(r, D(2022, 3, 1), D(2026, 4, 30))
    expiry = issue + _dt.timedelta(days=r.randint(60, 270))
    lsd = expiry - _dt.timedelta(days=r.choice([10, 15, 21, 21, 30])) if r.random() < 0.85 else None
    form = r.choices(["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE", "IRREVOCABLE STANDBY"], [0.72, 0.2, 0.08])[0]
    rules = ("ISP LATEST VERSION" if form == "IRREVOCABLE STANDBY" and r.random() < 0.7 else
             r.choices(["UCP LATEST VERSION", "EUCP LATEST VERSION", "OTHR"], [0.86, 0.09, 0.05])[0])
    cur = r.choice(["USD", "USD", "USD", "EUR", "EUR", "CHF", "GBP", "JPY"] if bctry != "CHE" else ["CHF", "EUR", "USD"])
    amount = float(r.randint(20, 4000) * 1000 + r.choice([0, 0, 0, 250, 537.5, 12.4]))
    if cur == "JPY":
        amount = float(r.randint(5, 400) * 1_000_000)
    tol = r.choice([(5, 5), (10, 10), (10, 5), (10, 0), (3, 3)]) if r.random() < 0.55 else (None, None)
    avail_by = r.choices(["BY NEGOTIATION", "BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"],
                         [0.4, 0.3, 0.1, 0.15, 0.05])[0]
    aw = r.random()
    if avail_by == "BY NEGOTIATION" and aw < 0.6:
        avail_with = ("ANY BANK", None)
    elif aw < 0.75:
        avail_with = (adv[1], "A")
    else:
        avail_with = (adv[0], "D")
    imp_name = r.choice(IMPORTER_NAMES[bctry])
    imp_addr = [x.upper() for x in make_address(r, bctry)] if bctry in COUNTRIES else ["CALLE 1", "CIUDAD"]
    imp_addr = [ascii_upper(x) for x in imp_addr]
    pol = exp_[3] if r.random() < 0.85 else None
    pod = r.choice(IMPORT_PORTS[bctry]) if r.random() < 0.85 else None
    if pol is None and pod is not None and r.random() < 0.5:
        pod = None
    g = r.choice(EXPORTER_GOODS[exp_[0]])
    pi = f"{r.choice(['PI', 'PO', 'SC'])}-{issue.year % 100}{r.randint(100, 9999):04d}"
    inco = r.choice(INCOTERMS)
    inco_place = (pod or pol or exp_[2]).split(",")[0] if inco in ("CIF", "CFR", "CIP") else (pol or exp_[2]).split(",")[0]
    ndocs = r.randint(1, 8)
    doc_idx = [0] + r.sample(range(1, len(DOCS)), ndocs - 1) if ndocs > 1 else [0]
    if r.random() < 0.15:
        r.shuffle(doc_idx)
    fill = dict(n=r.choice([2, 3, 4]), m=r.choice([1, 2, 3]), bank=bank[0], fr="PREPAID" if inco in ("CIF", "CFR", "CIP") else "COLLECT",
                frs="PAGADO" if inco in ("CIF", "CFR", "CIP") else "POR COBRAR", d=r.choice([3, 5, 7]))
    lc_no = r.choice([f"{bank[1][:4]}{issue.year % 100}{r.randint(1000, 99999)}", f"ILC{issue.year % 100}-{r.randint(10000, 99999)}",
                      f"DC/{r.randint(100, 999)}/{issue.year}", f"{r.randint(1, 99):02d}{r.choice('MILC')}{r.randint(100000, 999999)}"])
    return dict(
        bank=bank, bctry=bctry, exp=exp_, adv=adv, issue=issue, expiry=expiry, lsd=lsd, form=form, rules=rules, cur=cur,
        amount=amount, tol=tol, avail_by=avail_by, avail_with=avail_with, imp_name=imp_name, imp_addr=imp_addr,
        ben_name=exp_[0], ben_addr=exp_[1], pol=pol, pod=pod, goods_i=g, pi=pi, crop=f"{issue.year - 1}/{issue.year % 100}",
        inco=inco, inco_place=inco_place, doc_idx=doc_idx, fill=fill, lc_no=lc_no,
        exp_place=r.choice([exp_[2], adv[2], adv[2], BANK_CITY[bank[1]]]),
        partial=r.choices(["ALLOWED", "NOT ALLOWED", "CONDITIONAL", None], [0.45, 0.35, 0.05, 0.15])[0],
        trans=r.choices(["ALLOWED", "NOT ALLOWED", "CONDITIONAL", None], [0.4, 0.4, 0.05, 0.15])[0],
        period=r.choice([21, 21, 14, 15, 10, 30, None]),
        conf=r.choices(["WITHOUT", "CONFIRM", "MAY ADD"], [0.5, 0.3, 0.2])[0],
        account=f"/{r.choice(['CN', 'DE', 'IT', 'TR', 'KR', 'BR'])}{r.randint(10, 99)}{r.randint(10**11, 10**12 - 1)}" if r.random() < 0.3 else None,
    )


def lc_goods(P: dict, lang_i: int) -> str:
    g = GOODS[P["goods_i"]][lang_i].format(pi=P["pi"], crop=P["crop"])
    tail = {0: f"{P['inco']} {P['inco_place']} INCOTERMS 2020", 1: f"{P['inco']} {P['inco_place']} INCOTERMS 2020",
            2: f"{P['inco']} {P['inco_place']} INCOTERMS 2020"}[lang_i]
    return f"{g}, {tail}" if lang_i != 0 or True else g


def lc_docs(P: dict, lang_i: int) -> list[str]:
    return [DOCS[i][lang_i].format(**P["fill"]) for i in P["doc_idx"]]


def lc_truth(P: dict, lang_i: int = 0, goods: str | None = None, docs: list[str] | None = None,
             avail_with: str | None = None, exp_place: str | None = None) -> dict:
    return {
        "lc_number": P["lc_no"], "form_of_credit": P["form"], "date_of_issue": P["issue"].isoformat(),
        "applicable_rules": P["rules"], "expiry_date": P["expiry"].isoformat(),
        "expiry_place": exp_place if exp_place is not None else P["exp_place"],
        "applicant": {"name": P["imp_name"], "address": addr_text(P["imp_addr"])},
        "beneficiary": {"name": P["ben_name"], "address": addr_text(P["ben_addr"])},
        "currency": P["cur"], "amount": P["amount"],
        "tolerance_plus_percent": P["tol"][0], "tolerance_minus_percent": P["tol"][1],
        "available_with": avail_with if avail_with is not None else P["avail_with"][0],
        "available_by": P["avail_by"], "partial_shipments": P["partial"], "transhipment": P["trans"],
        "port_of_loading": P["pol"], "port_of_discharge": P["pod"],
        "latest_shipment_date": P["lsd"].isoformat() if P["lsd"] else None,
        "goods_description": " ".join((goods if goods is not None else lc_goods(P, lang_i)).split()),
        "documents_required": [" ".join(d.split()) for d in (docs if docs is not None else lc_docs(P, lang_i))],
        "presentation_period_days": P["period"], "confirmation_instructions": P["conf"],
    }


CUR_NAMES = {"USD": "US DOLLAR", "EUR": "EURO", "CHF": "SWISS FRANC", "GBP": "POUND STERLING", "JPY": "YEN"}


def mt700_fields(r: random.Random, P: dict, legacy: bool, amount_fmt: str = "swift") -> list[tuple[str, str, list[str]]]:
    """(tag, field name, value lines) of the MT700 in message order."""
    dec = 0 if P["cur"] == "JPY" else 2
    amt = fnum(P["amount"], amount_fmt, dec)
    f: list[tuple[str, str, list[str]]] = [
        ("27", "SEQUENCE OF TOTAL", ["1/1"]),
        ("40A", "FORM OF DOCUMENTARY CREDIT", [P["form"]]),
        ("20", "DOCUMENTARY CREDIT NUMBER", [P["lc_no"]]),
    ]
    if r.random() < 0.2:
        f.append(("23", "REFERENCE TO PRE-ADVICE", [f"PREADV/{fdate(P['issue'] - _dt.timedelta(days=r.randint(2, 9)), 'yymmdd')}"]))
    f.append(("31C", "DATE OF ISSUE", [fdate(P["issue"], "yymmdd")]))
    rules = P["rules"] if P["rules"] != "OTHR" else "OTHR"
    f.append(("40E", "APPLICABLE RULES", [rules if rules != "OTHR" else "OTHR/ICC URC 522 AND ISBP"]))
    f.append(("31D", "DATE AND PLACE OF EXPIRY", [fdate(P["expiry"], "yymmdd") + P["exp_place"]]))
    if r.random() < 0.3:
        f.append(("51A", "APPLICANT BANK", [P["bank"][1]]))
    f.append(("50", "APPLICANT", [P["imp_name"]] + [x for a in P["imp_addr"] for x in wrap(a, 35)]))
    f.append(("59", "BENEFICIARY", ([P["account"]] if P["account"] else []) + [P["ben_name"]]
                                   + [x for a in P["ben_addr"] for x in wrap(a, 35)]))
    f.append(("32B", "CURRENCY CODE, AMOUNT", [P["cur"] + amt]))
    if P["tol"][0] is not None:
        f.append(("39A", "PERCENTAGE CREDIT AMOUNT TOLERANCE", [f"{P['tol'][0]:02d}/{P['tol'][1]:02d}"]))
    elif legacy and r.random() < 0.4:
        f.append(("39B", "MAXIMUM CREDIT AMOUNT", ["NOT EXCEEDING"]))
    if r.random() < 0.15:
        f.append(("39C", "ADDITIONAL AMOUNTS COVERED", [f"FREIGHT CHARGES UP TO {P['cur']} {fnum(r.randint(3, 40) * 1000, 'en', 0)}"]))
    aw, opt = P["avail_with"]
    f.append((f"41{'A' if opt == 'A' else 'D'}", "AVAILABLE WITH ... BY ...", [aw, P["avail_by"]]))
    if P["avail_by"] in ("BY NEGOTIATION", "BY ACCEPTANCE", "BY PAYMENT") and r.random() < 0.7:
        f.append(("42C", "DRAFTS AT ...", [r.choice(["AT SIGHT", "SIGHT", "90 DAYS AFTER SIGHT", "60 DAYS AFTER B/L DATE"])]))
        f.append(("42A", "DRAWEE", [P["bank"][1] if r.random() < 0.6 else P["adv"][1]]))
    if P["avail_by"] in ("BY DEF PAYMENT",):
        f.append(("42P", "NEGOTIATION/DEFERRED PAYMENT DETAILS", [f"{r.choice([60, 90, 120, 180])} DAYS AFTER BILL OF LADING DATE"]))
    if P["avail_by"] == "BY MIXED PYMT":
        f.append(("42M", "MIXED PAYMENT DETAILS", ["50 PCT AT SIGHT, 50 PCT 90 DAYS AFTER B/L DATE"]))
    if P["partial"]:
        f.append(("43P", "PARTIAL SHIPMENTS", [P["partial"]]))
    if P["trans"]:
        f.append(("43T", "TRANSHIPMENT", [P["trans"]]))
    if legacy:
        if P["pol"]:
            f.append(("44A", "LOADING ON BOARD/DISPATCH/TAKING IN CHARGE AT/FROM", [P["pol"]]))
        if P["pod"]:
            f.append(("44B", "FOR TRANSPORTATION TO", [P["pod"]]))
    else:
        if P["pol"] and r.random() < 0.3:
            f.append(("44A", "PLACE OF TAKING IN CHARGE/DISPATCH FROM/PLACE OF RECEIPT", [P["exp"][2]]))
        if P["pol"]:
            f.append(("44E", "PORT OF LOADING/AIRPORT OF DEPARTURE", [P["pol"]]))
        if P["pod"]:
            f.append(("44F", "PORT OF DISCHARGE/AIRPORT OF DESTINATION", [P["pod"]]))
        if P["pod"] and r.random() < 0.25:
            f.append(("44B", "PLACE OF FINAL DESTINATION/FOR TRANSPORTATION TO/PLACE OF DELIVERY",
                      [ascii_upper(P["imp_addr"][-1])]))
    if P["lsd"]:
        f.append(("44C", "LATEST DATE OF SHIPMENT", [fdate(P["lsd"], "yymmdd")]))
    f.append(("45A", "DESCRIPTION OF GOODS AND/OR SERVICES", wrap(lc_goods(P, 0), 65)))
    docs = []
    for d in lc_docs(P, 0):
        w = wrap("+" + d, 65)
        docs += w
    f.append(("46A", "DOCUMENTS REQUIRED", docs))
    add = ["+ALL DOCUMENTS MUST INDICATE THE CREDIT NUMBER AND THE DATE OF ISSUE.",
           f"+A DISCREPANCY FEE OF {P['cur']} {r.choice([75, 90, 100, 120]) * (100 if P['cur'] == 'JPY' else 1)} WILL BE DEDUCTED FROM THE PROCEEDS FOR EACH DISCREPANT PRESENTATION.",
           "+THIRD PARTY DOCUMENTS EXCEPT INVOICE AND DRAFTS ARE ACCEPTABLE.",
           f"+INSURANCE COVERED BY {'BENEFICIARY' if P['inco'] in ('CIF', 'CIP') else 'APPLICANT'}."]
    if P["partial"] == "CONDITIONAL" or P["trans"] == "CONDITIONAL":
        add.append("+PARTIAL SHIPMENTS / TRANSHIPMENT ONLY AS STATED IN FIELDS 43P/43T WITH PRIOR APPLICANT APPROVAL.")
    r.shuffle(add)
    f.append(("47A", "ADDITIONAL CONDITIONS", [x for a in add[:r.randint(1, len(add))] for x in wrap(a, 65)]))
    f.append(("71D" if not legacy else "71B", "CHARGES", wrap("ALL BANKING CHARGES OUTSIDE " +
                                                             cname(P["bctry"], "en").upper() + " ARE FOR ACCOUNT OF BENEFICIARY", 35)))
    if P["period"] is not None:
        if legacy or r.random() < 0.4:
            f.append(("48", "PERIOD FOR PRESENTATION", wrap(f"DOCUMENTS TO BE PRESENTED WITHIN {P['period']} DAYS AFTER THE "
                                                            "DATE OF SHIPMENT BUT WITHIN THE VALIDITY OF THE CREDIT", 35)))
        else:
            f.append(("48", "PERIOD FOR PRESENTATION IN DAYS", [f"{P['period']}/FROM THE DATE OF SHIPMENT" if r.random() < 0.5 else str(P["period"])]))
    f.append(("49", "CONFIRMATION INSTRUCTIONS", [P["conf"]]))
    if r.random() < 0.7:
        f.append(("78", "INSTRUCTIONS TO THE PAYING/ACCEPTING/NEGOTIATING BANK",
                  wrap("UPON RECEIPT OF COMPLYING DOCUMENTS AT OUR COUNTERS WE SHALL REMIT THE PROCEEDS AS PER YOUR "
                       "INSTRUCTIONS. DOCUMENTS TO BE FORWARDED TO US IN ONE LOT BY COURIER TO " +
                       " ".join(P["bank"][2]), 65)))
    if r.random() < 0.4:
        f.append(("57A", "'ADVISE THROUGH' BANK", [P["adv"][1]]))
    if r.random() < 0.3:
        f.append(("72Z", "SENDER TO RECEIVER INFORMATION", ["/PHONBEN/", "PLEASE ACKNOWLEDGE RECEIPT"]))
    return f


def swift_header(r: random.Random, P: dict) -> dict:
    recv = P["adv"][1]
    send = P["bank"][1]
    t = P["issue"]
    return dict(send=send, recv=recv, sess=f"{r.randint(1000, 9999)}", isn=f"{r.randint(100000, 999999)}",
                time=f"{r.randint(7, 18):02d}{r.randint(0, 59):02d}", date=t, mur=f"{r.randint(10**9, 10**10 - 1)}")


def lc_telex(r: random.Random) -> tuple[str, dict]:
    P = lc_profile(r)
    legacy = r.random() < 0.35
    fmt = r.choice(["swift", "swift", "de", "ch"])
    fields = mt700_fields(r, P, legacy, fmt if fmt == "swift" else fmt)
    if fmt != "swift":  # telex print with spaced continental amount "USD 1.250.000,00"
        fields = [(t, n, [P["cur"] + " " + v[0][3:]] if t == "32B" else v) for t, n, v in fields]
    h = swift_header(r, P)
    out = ["ZCZC " + f"{r.randint(100, 999)}", f"TLX {r.randint(10000, 99999)} {P['bank'][1][:4]} {ALPHA2[P['bctry']]}",
           f"TO   {P['adv'][0]} {P['adv'][2]}", f"FM   {P['bank'][0]}",
           f"DATE {fdate(P['issue'], 'dMONyy')} {h['time']}",
           f"TEST {r.randint(10000, 99999)} FOR {P['cur']} {fnum(P['amount'], 'plain', 0 if P['cur'] == 'JPY' else 2)} DATED {fdate(P['issue'], 'dMONyy')}",
           "", "MT 700 ISSUE OF A DOCUMENTARY CREDIT", ""]
    for tag, name, val in fields:
        head = f"{tag:<4}{name}"
        if len(head) + 2 + len(val[0]) <= 78 and len(val) == 1 and len(head) < 44:
            out.append(f"{head:<44}{val[0]}")
        else:
            out.append(head)
            out += ["    " + v for v in val]
    out += ["", "END OF MESSAGE", "NNNN"]
    body = (f"<pre class='tlx'>{E(chr(10).join(out))}</pre>")
    css = ".tlx{font-family:'Courier New',Courier,monospace;font-size:8.6pt;line-height:1.3}"
    return page(body, css), lc_truth(P)


def lc_alliance(r: random.Random) -> tuple[str, dict]:
    P = lc_profile(r)
    h = swift_header(r, P)
    fields = mt700_fields(r, P, False)
    expanded = r.random() < 0.6
    rows = []
    for tag, name, val in fields:
        nm = name.title().replace("/Or", "/or").replace("Of ", "of ").replace("And ", "and ")
        vals = list(val)
        if expanded and tag == "32B":
            vals = [f"Currency: {P['cur']} ({CUR_NAMES.get(P['cur'], P['cur'])})",
                    f"Amount: #{fnum(P['amount'], r.choice(['en', 'ch']), 0 if P['cur'] == 'JPY' else 2)}#"]
        elif expanded and tag in ("31C", "44C"):
            d = P["issue"] if tag == "31C" else P["lsd"]
            vals = [f"{val[0]}", f"  {fdate(d, 'long', 'en')}"] if r.random() < 0.5 else [f"Date: {fdate(d, 'long', 'en')}"]
        elif expanded and tag == "31D":
            vals = [f"Date: {fdate(P['expiry'], 'long', 'en')}", f"Place: {P['exp_place']}"]
        elif expanded and tag == "39A":
            vals = [f"Tolerance 1: {P['tol'][0]}", f"Tolerance 2: {P['tol'][1]}"]
        elif expanded and tag[:2] == "41":
            vals = [f"Identifier Code: {val[0]}" if tag == "41A" else f"Name and Address: {val[0]}", f"Code: {val[1]}"]
        rows.append(f"<tr><td class='tg'>F{E(tag)}:</td><td class='nm'>{E(nm)}</td></tr>"
                    f"<tr><td></td><td class='vv'>{'<br>'.join(E(v) for v in vals)}</td></tr>")
    inst = f"""
<div class='ttl'>Instance Type and Transmission</div>
<pre class='mono'>Original received from SWIFT
Priority        : Normal
Message Output Reference : {h['time']} {fdate(P['issue'], 'yymmdd')}{h['recv']}{h['sess']}{h['isn']}
Correspondent Input Reference : {h['time']} {fdate(P['issue'], 'yymmdd')}{h['send']}{h['sess']}{h['isn']}</pre>
<div class='ttl'>Message Header</div>
<pre class='mono'>Swift    : FIN 700 Issue of a Documentary Credit
Sender   : {h['send']}
           {E(P['bank'][0])}
           {E(' '.join(P['bank'][2]))}
Receiver : {h['recv']}
           {E(P['adv'][0])}
           {E(P['adv'][2])}
MUR      : {h['mur']}</pre>
<div class='ttl'>Message Text</div>"""
    trailer = f"""<div class='ttl'>Message Trailer</div>
<pre class='mono'>{{CHK:{''.join(r.choice('0123456789ABCDEF') for _ in range(12))}}}
PKI Signature: MAC-Equivalent</pre>
<p class='small'>Printed by {r.choice(['OPERATOR1', 'TFOPS02', 'IMPLC03'])} on {fdate(P['issue'] + _dt.timedelta(days=r.randint(0, 2)), 'iso')} · Page 1</p>"""
    body = f"<div class='top'>SWIFT Alliance Access – Message Print</div>{inst}<table class='mt'>{''.join(rows)}</table>{trailer}"
    css = (".top{font-weight:bold;border-bottom:2px solid #000;margin-bottom:2mm}.ttl{background:#ddd;font-weight:bold;"
           "padding:0.5mm 2mm;margin-top:2mm}.mono{font-family:'Courier New',monospace;font-size:8.5pt;margin:1mm 0}"
           "table.mt{font-family:'Courier New',monospace;font-size:8.5pt;width:100%}td.tg{width:14mm;vertical-align:top}"
           "td.nm{font-weight:bold}td.vv{padding-left:6mm;padding-bottom:1mm}")
    return page(body, css), lc_truth(P)


def lc_raw(r: random.Random, legacy: bool = False) -> tuple[str, dict]:
    P = lc_profile(r)
    h = swift_header(r, P)
    fields = mt700_fields(r, P, legacy)
    recv8 = h["recv"][:8]
    lines = [f"{{1:F01{recv8}A{h['recv'][8:]}{h['sess']}{h['isn']}}}{{2:O700{h['time']}{fdate(P['issue'], 'yymmdd')}"
             f"{h['send'][:8]}A{h['send'][8:]}{h['sess']}{h['isn']}{fdate(P['issue'], 'yymmdd')}{h['time']}N}}"
             f"{{3:{{108:{h['mur']}}}}}{{4:"]
    for tag, name, val in fields:
        lines.append(f":{tag}:{val[0]}")
        lines += val[1:]
    lines.append(f"-}}{{5:{{CHK:{''.join(r.choice('0123456789ABCDEF') for _ in range(12))}}}}}")
    note = (f"<p class='small'>{'Legacy MT700 (pre-2006 field set) retrieved from archive' if legacy else 'Incoming message'} "
            f"– {E(P['adv'][0])}, {E(P['adv'][2])} – trade finance operations</p>")
    body = note + f"<pre class='raw'>{E(chr(10).join(lines))}</pre>"
    css = ".raw{font-family:'Courier New',monospace;font-size:9pt;white-space:pre-wrap;word-break:break-all}"
    return page(body, css), lc_truth(P)


LETTER_CSS = """
.lh{display:flex;justify-content:space-between;border-bottom:2px solid #7a1f1f;padding-bottom:2mm;margin-bottom:3mm}
.lhn{font-size:14pt;font-weight:bold;color:#7a1f1f;font-family:Georgia,serif}
table.terms{width:100%;margin-top:2mm}table.terms td{border:1px solid #bbb;padding:1.2mm 2mm;vertical-align:top}
table.terms td.l{width:34%;background:#f6f1ee;font-size:8.5pt}
ol.docs{margin:0;padding-left:7mm}.sig{display:flex;gap:12mm;margin-top:10mm}.sig div{flex:1;border-top:1px solid #333;font-size:8pt;padding-top:1mm}
.foot{margin-top:5mm;border-top:1px solid #aaa;font-size:7pt;color:#555}
"""


def _numbered(r: random.Random, items: list[str]) -> str:
    st = r.choice(["1.", "a)", "(i)", "-", "1)"])
    roman = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii"]
    out = []
    for i, it in enumerate(items):
        lab = {"1.": f"{i + 1}.", "a)": f"{'abcdefgh'[i]})", "(i)": f"({roman[i]})", "-": "–", "1)": f"{i + 1})"}[st]
        out.append(f"<div style='display:flex;gap:2mm;margin-bottom:1mm'><span style='min-width:7mm'>{lab}</span>"
                   f"<span>{E(it)}</span></div>")
    return "".join(out)


def lc_carta(r: random.Random) -> tuple[str, dict]:
    P = lc_profile(r, ("es",))
    while P["bctry"] not in ("ESP", "MEX", "ARG", "COL", "CHL", "PER"):
        P = lc_profile(r, ("es",))
    bname, bic, baddr, bctry, _ = P["bank"]
    ds = r.choice(["dmy/", "long", "dmy-", "dmy."])
    dd = lambda d: fdate(d, ds, "es")  # noqa: E731
    nst = r.choice(["de", "de", "ch", "en"])
    dec = 0 if P["cur"] == "JPY" else 2
    amt = fnum(P["amount"], nst, dec)
    title_case = r.random() < 0.5
    bn = bname.title().replace("S.A.", "S.A.").replace("De ", "de ").replace("Del ", "del ") if title_case else bname
    letter_date = P["issue"] + _dt.timedelta(days=r.choice([0, 0, 1, 2]))
    city = BANK_CITY[bic].title()
    form_es = {"IRREVOCABLE": "IRREVOCABLE", "IRREVOCABLE TRANSFERABLE": "IRREVOCABLE TRANSFERIBLE (IRREVOCABLE TRANSFERABLE)",
               "IRREVOCABLE STANDBY": "STANDBY IRREVOCABLE (IRREVOCABLE STANDBY)"}[P["form"]]
    by_es = {"BY NEGOTIATION": "negociación", "BY PAYMENT": "pago a la vista", "BY ACCEPTANCE": "aceptación",
             "BY DEF PAYMENT": "pago diferido", "BY MIXED PYMT": "pago mixto"}[P["avail_by"]]
    conf_es = {"WITHOUT": "Sin confirmación (WITHOUT)", "CONFIRM": "Se solicita confirmación (CONFIRM)",
               "MAY ADD": "Pueden agregar su confirmación (MAY ADD)"}[P["conf"]]
    goods = lc_goods(P, 1) if r.random() < 0.7 else lc_goods(P, 0)
    docs = lc_docs(P, 1) if r.random() < 0.7 else lc_docs(P, 0)
    rows = [("Número de crédito / Credit number", E(P["lc_no"])),
            ("Forma del crédito / Form of credit", E(form_es)),
            ("Fecha de emisión / Date of issue", E(dd(P["issue"]))),
            ("Reglas aplicables / Applicable rules", E(P["rules"] + (" (UCP 600)" if P["rules"] == "UCP LATEST VERSION" else ""))),
            ("Fecha y lugar de vencimiento / Expiry", f"{E(dd(P['expiry']))} – {E(P['exp_place'])}"),
            ("Ordenante / Applicant", f"<b>{E(P['imp_name'])}</b><br>{'<br>'.join(E(x) for x in P['imp_addr'])}"),
            ("Beneficiario / Beneficiary", f"<b>{E(P['ben_name'])}</b><br>{'<br>'.join(E(x) for x in P['ben_addr'])}"),
            ("Importe / Amount", f"{E(P['cur'])} {E(amt)}")]
    if P["tol"][0] is not None:
        if P["tol"][0] == P["tol"][1]:
            rows.append(("Tolerancia / Tolerance", f"+/- {P['tol'][0]} %"))
        else:
            rows.append(("Tolerancia / Tolerance", f"{P['tol'][0]} % en más / {P['tol'][1]} % en menos"))
    aw = P["avail_with"][0]
    rows.append(("Disponible en / Available with", E(aw) + (" (cualquier banco)" if aw == "ANY BANK" else "")))
    rows.append(("Mediante / By", f"{E(by_es)} ({E(P['avail_by'])})"))
    if P["partial"]:
        rows.append(("Embarques parciales / Partial shipments", E(ENUM_ES[P["partial"]])))
    if P["trans"]:
        rows.append(("Transbordos / Transhipment", E(ENUM_ES[P["trans"]])))
    if P["pol"]:
        rows.append(("Puerto de embarque / Port of loading", E(P["pol"])))
    if P["pod"]:
        rows.append(("Puerto de destino / Port of discharge", E(P["pod"])))
    if P["lsd"]:
        rows.append(("Fecha límite de embarque / Latest shipment", E(dd(P["lsd"]))))
    rows.append(("Descripción de la mercadería / Goods", E(goods)))
    rows.append(("Documentos requeridos / Documents required", _numbered(r, docs)))
    if P["period"] is not None:
        rows.append(("Plazo de presentación / Presentation period",
                     f"{P['period']} días posteriores a la fecha de embarque, dentro de la validez del crédito"))
    rows.append(("Instrucciones de confirmación / Confirmation", E(conf_es)))
    rows.append(("Gastos / Charges", "Todos los gastos fuera de " + E(cname(bctry, "es")) + " son por cuenta del beneficiario."))
    signer1, signer2 = make_person(r, "es").full, make_person(r, "es").full
    adv_ref = f"{P['adv'][1][:4]}/{r.randint(10000, 99999)}"
    body = f"""
<div class='lh'><div><div class='lhn'>{E(bn)}</div><div class='small'>{E(', '.join(x.title() for x in baddr))} – {E(cname(bctry, 'es'))}<br>
SWIFT: {E(bic)} · Comercio Exterior / Trade Finance · Tel. +{r.randint(50, 57)} {r.randint(1, 9)} {r.randint(100, 999)} {r.randint(1000, 9999)}</div></div>
<div style='text-align:right' class='small'>Nuestra ref.: CE-{r.randint(1000, 9999)}/{P['issue'].year}<br>Su ref.: {E(adv_ref)}</div></div>
<p>{E(city)}, {E(fdate(letter_date, 'long', 'es'))}</p>
<p>Señores<br><b>{E(P['adv'][0])}</b><br>{E(P['adv'][2])}<br>At.: Departamento de Cartas de Crédito</p>
<p><b>Ref.: Apertura de Carta de Crédito Documentaria / Issue of Documentary Credit No. {E(P['lc_no'])}</b></p>
<p>Por orden y cuenta de nuestro cliente indicado abajo, emitimos la siguiente carta de crédito documentaria, que les
rogamos avisar al beneficiario {'sin agregar' if P['conf'] == 'WITHOUT' else 'agregando, según se indica,'} su confirmación.
<i>At the request of our client named below we hereby issue the following documentary credit.</i></p>
<table class='terms'>{''.join(f"<tr><td class='l'>{a}</td><td>{b}</td></tr>" for a, b in rows)}</table>
<p class='small'>Condiciones adicionales: todos los documentos deben indicar el número de esta carta de crédito. Se cobrará una comisión
por discrepancias de {E(P['cur'])} {r.choice([80, 100, 120]) * (100 if P['cur'] == 'JPY' else 1)} por cada presentación con discrepancias. Esta carta de crédito está sujeta a las
Reglas y Usos Uniformes relativos a los Créditos Documentarios de la Cámara de Comercio Internacional, vigente a la fecha de emisión.
El mensaje SWIFT MT700 enviado en esta misma fecha es el instrumento operativo.</p>
<div class='sig'><div>{E(signer1)}<br>Firma autorizada A</div><div>{E(signer2)}<br>Firma autorizada B</div></div>
<div class='foot'>{E(bn)} – {E(' · '.join(x.title() for x in baddr))} – Página 1</div>"""
    return page(body, LETTER_CSS, size="9pt"), lc_truth(P, goods=goods, docs=docs)


def lc_akkreditiv(r: random.Random) -> tuple[str, dict]:
    P = lc_profile(r, ("de",))
    bname, bic, baddr, bctry, _ = P["bank"]
    ds = r.choice(["dmy.", "d.m.y", "long"])
    dd = lambda d: fdate(d, ds, "de")  # noqa: E731
    nst = "ch" if bctry == "CHE" and r.random() < 0.7 else r.choice(["de", "de", "ch"])
    dec = 0 if P["cur"] == "JPY" else 2
    amt = fnum(P["amount"], nst, dec)
    form_de = {"IRREVOCABLE": "unwiderruflich (IRREVOCABLE)", "IRREVOCABLE TRANSFERABLE": "unwiderruflich, übertragbar (IRREVOCABLE TRANSFERABLE)",
               "IRREVOCABLE STANDBY": "unwiderruflicher Standby-Letter of Credit (IRREVOCABLE STANDBY)"}[P["form"]]
    by_de = {"BY NEGOTIATION": "Negoziierung", "BY PAYMENT": "Zahlung", "BY ACCEPTANCE": "Akzeptleistung",
             "BY DEF PAYMENT": "hinausgeschobene Zahlung", "BY MIXED PYMT": "gemischte Zahlung"}[P["avail_by"]]
    conf_de = {"WITHOUT": "ohne Bestätigung (WITHOUT)", "CONFIRM": "Bestätigung durch die avisierende Bank (CONFIRM)",
               "MAY ADD": "avisierende Bank darf bestätigen (MAY ADD)"}[P["conf"]]
    goods = lc_goods(P, 2) if r.random() < 0.6 else lc_goods(P, 0)
    docs = lc_docs(P, 2) if r.random() < 0.6 else lc_docs(P, 0)
    order_date = P["issue"] - _dt.timedelta(days=r.randint(1, 8))
    rows = [("Akkreditiv-Nr. (Feld 20)", E(P["lc_no"])), ("Form des Akkreditivs", E(form_de)),
            ("Eröffnungsdatum", E(dd(P["issue"]))),
            ("Anwendbare Regeln", E(P["rules"]) + (" (ERA 600)" if P["rules"] == "UCP LATEST VERSION" else "")),
            ("Verfalldatum", E(dd(P["expiry"]))), ("Verfallort", E(P["exp_place"])),
            ("Auftraggeber", f"{E(P['imp_name'])}<br>{'<br>'.join(E(x) for x in P['imp_addr'])}"),
            ("Begünstigter", f"{E(P['ben_name'])}<br>{'<br>'.join(E(x) for x in P['ben_addr'])}"),
            ("Betrag", f"{E(P['cur'])} {E(amt)}")]
    if P["tol"][0] is not None:
        rows.append(("Betragstoleranz", f"+{P['tol'][0]} % / -{P['tol'][1]} %"))
    rows.append(("Benutzbar bei", E(P["avail_with"][0])))
    rows.append(("Benutzbar durch", f"{E(by_de)} ({E(P['avail_by'])})"))
    if P["partial"]:
        rows.append(("Teilverladungen", E(ENUM_DE[P["partial"]])))
    if P["trans"]:
        rows.append(("Umladung", E(ENUM_DE[P["trans"]])))
    if P["pol"]:
        rows.append(("Verladehafen", E(P["pol"])))
    if P["pod"]:
        rows.append(("Löschungshafen", E(P["pod"])))
    if P["lsd"]:
        rows.append(("Späteste Verladung", E(dd(P["lsd"]))))
    rows.append(("Warenbeschreibung", E(goods)))
    rows.append(("Geforderte Dokumente", _numbered(r, docs)))
    if P["period"] is not None:
        rows.append(("Vorlagefrist", f"{P['period']} Tage nach Verladedatum, innerhalb der Gültigkeit"))
    rows.append(("Bestätigungsauftrag", E(conf_de)))
    fee = round(P["amount"] * r.choice([0.001, 0.0015, 0.002]), 2)
    applicant_acct = f"{r.randint(100000, 999999)}{r.randint(10, 99)}"
    body = f"""
<div class='lh'><div><div class='lhn'>{E(bname.title().replace('Ag', 'AG'))}</div><div class='small'>{E(' · '.join(x.title() for x in baddr))} · {E(cname(bctry, 'de'))}<br>
BIC {E(bic)} · Abteilung Dokumentengeschäft / Import</div></div>
<div style='text-align:right' class='small'>Unser Zeichen: DOK-IMP {r.randint(1000, 9999)}<br>Ihr Auftrag vom {E(fdate(order_date, 'dmy.'))}<br>
Datum: {E(fdate(P['issue'], 'dmy.'))}</div></div>
<p>{E(P['imp_name'])}<br>{'<br>'.join(E(x) for x in P['imp_addr'])}</p>
<h2>Eröffnung eines Dokumentenakkreditivs – Eröffnungsanzeige</h2>
<p>Sehr geehrte Damen und Herren,<br>in Ihrem Auftrag haben wir heute das nachstehende Akkreditiv per SWIFT MT700 an die
{E(P['adv'][0])}, {E(P['adv'][2])} (BIC {E(P['adv'][1])}) eröffnet. Bitte prüfen Sie die Bedingungen und teilen Sie uns
Abweichungen umgehend mit.</p>
<table class='terms'>{''.join(f"<tr><td class='l'>{a}</td><td>{b}</td></tr>" for a, b in rows)}</table>
<p class='small'>Eröffnungsprovision {E(P['cur'])} {E(fnum(fee, nst, 2))}, belastet Konto Nr. {applicant_acct} mit Valuta
{E(fdate(P['issue'], 'dmy.'))}. Sämtliche Spesen außerhalb des Landes der eröffnenden Bank ({E(cname(bctry, 'de'))}) gehen zu Lasten des Begünstigten.
Es gelten die Einheitlichen Richtlinien und Gebräuche für Dokumenten-Akkreditive (ERA 600) sowie unsere Allgemeinen Geschäftsbedingungen.</p>
<p>Mit freundlichen Grüßen<br>{E(bname.title().replace('Ag', 'AG'))}</p>
<div class='sig'><div>{E(make_person(r, 'de').full)}</div><div>{E(make_person(r, 'de').full)}</div></div>
<div class='foot'>Dieses Schreiben wurde maschinell erstellt. · Seite 1</div>"""
    return page(body, LETTER_CSS, size="9pt"), lc_truth(P, goods=goods, docs=docs)


def lc_legacy(r: random.Random) -> tuple[str, dict]:
    """An archived pre-2006 MT700 (44A/44B for the ports, 71B, 39B) printed by a legacy front end."""
    P = lc_profile(r)
    h = swift_header(r, P)
    fields = mt700_fields(r, P, True)
    out = [f"{'MERVA/ESA  -  MESSAGE PRINT':<50}PAGE 0001",
           f"MSG TYPE : 700  ISSUE OF A DOCUMENTARY CREDIT      {fdate(P['issue'], 'yymmdd')} {h['time']}",
           f"SENDER   : {h['send']}  {P['bank'][0]}",
           f"RECEIVER : {h['recv']}  {P['adv'][0]}",
           f"OSN      : {h['isn']}   MUR: {h['mur']}", "=" * 72]
    for tag, name, val in fields:
        out.append(f":{tag}:/{name}")
        out += ["       " + v for v in val]
    out += ["=" * 72, "*** END OF MESSAGE ***  ARCHIVED - RETRIEVED FROM MICROFICHE INDEX "
            + f"{r.randint(1000, 9999)}-{r.randint(10, 99)}"]
    body = (f"<p class='small'>Legacy MT700 (pre-2006 field set) retrieved from archive – {E(P['adv'][0])}, "
            f"{E(P['adv'][2])}</p><pre class='raw'>{E(chr(10).join(out))}</pre>")
    css = ".raw{font-family:'Courier New',monospace;font-size:8.8pt;line-height:1.25}"
    return page(body, css), lc_truth(P)


# ============================================================================= loan applications
LL = {
    "de": dict(title="Antrag auf Baufinanzierung", sub="Darlehensantrag – Immobilienfinanzierung", app_no="Antragsnummer",
               s_b="Antragsteller", s_co="Mitantragsteller", surname="Name", given="Vorname(n)", dob="Geburtsdatum",
               marital="Familienstand", email="E-Mail", phone="Telefon", cur_addr="Derzeitige Anschrift",
               s_emp="Beschäftigung und Einkommen", employer="Arbeitgeber", emp_since="Beschäftigt seit",
               occupation="Beruf", gross_m="Bruttoeinkommen monatlich", net_m="Nettoeinkommen monatlich",
               s_loan="Finanzierungswunsch", amount="Darlehensbetrag", purpose="Verwendungszweck", term="Laufzeit",
               years="Jahre", months="Monate", rate="Sollzinssatz p.a. (gebunden)", rate_eff="Effektiver Jahreszins",
               s_prop="Beleihungsobjekt", prop_addr="Anschrift des Objekts", prop_value="Verkehrswert",
               own="Eigenkapital", s_sign="Unterschriften", place_date="Ort, Datum", signature="Unterschrift",
               client_no="Kundennummer", none="keine", liab="Bestehende Verbindlichkeiten", rate_m="Monatliche Rate",
               purposes={"purchase": "Kauf einer Immobilie", "refinance": "Umschuldung / Anschlussfinanzierung",
                         "construction": "Neubau", "other": "Modernisierung / Sonstiges"},
               maritals=[("verheiratet", "married"), ("ledig", "unmarried"), ("geschieden", "unmarried"),
                         ("verwitwet", "unmarried"), ("getrennt lebend", "separated")],
               decl="Die Antragsteller versichern, dass die Angaben vollständig und richtig sind. Die Bank ist berechtigt, eine SCHUFA-Auskunft einzuholen."),
    "fr": dict(title="Demande de prêt immobilier", sub="Dossier de financement – résidence principale", app_no="N° de dossier",
               s_b="Emprunteur", s_co="Co-emprunteur", surname="Nom", given="Prénom(s)", dob="Né(e) le",
               marital="Situation familiale", email="Courriel", phone="Téléphone", cur_addr="Adresse actuelle",
               s_emp="Situation professionnelle", employer="Employeur", emp_since="Date d'embauche",
               occupation="Profession", gross_m="Revenu brut mensuel", net_m="Revenu net mensuel",
               s_loan="Caractéristiques du prêt", amount="Montant emprunté", purpose="Objet du prêt", term="Durée",
               years="ans", months="mois", rate="Taux nominal annuel", rate_eff="TAEG",
               s_prop="Bien financé", prop_addr="Adresse du bien", prop_value="Valeur du bien",
               own="Apport personnel", s_sign="Signatures", place_date="Fait à", signature="Signature",
               client_no="N° client", none="néant", liab="Crédits en cours", rate_m="Mensualité",
               purposes={"purchase": "Acquisition", "refinance": "Rachat de crédit / renégociation",
                         "construction": "Construction", "other": "Travaux / autre"},
               maritals=[("marié(e)", "married"), ("célibataire", "unmarried"), ("divorcé(e)", "unmarried"),
                         ("veuf / veuve", "unmarried"), ("séparé(e) de corps", "separated")],
               decl="Les emprunteurs certifient l'exactitude des renseignements fournis. Un crédit vous engage et doit être remboursé."),
    "it": dict(title="Richiesta di mutuo ipotecario", sub="Modulo di domanda – mutuo casa", app_no="N. pratica",
               s_b="Richiedente", s_co="Cointestatario", surname="Cognome", given="Nome", dob="Data di nascita",
               marital="Stato civile", email="E-mail", phone="Telefono", cur_addr="Residenza attuale",
               s_emp="Attività lavorativa", employer="Datore di lavoro", emp_since="Assunto dal",
               occupation="Professione", gross_m="Reddito lordo mensile", net_m="Reddito netto mensile",
               s_loan="Finanziamento richiesto", amount="Importo del mutuo", purpose="Finalità", term="Durata",
               years="anni", months="mesi", rate="Tasso annuo nominale (TAN)", rate_eff="TAEG",
               s_prop="Immobile", prop_addr="Indirizzo dell'immobile", prop_value="Valore dell'immobile",
               own="Mezzi propri", s_sign="Firme", place_date="Luogo e data", signature="Firma",
               client_no="NDG", none="nessuno", liab="Finanziamenti in corso", rate_m="Rata mensile",
               purposes={"purchase": "Acquisto prima casa", "refinance": "Surroga / sostituzione",
                         "construction": "Costruzione", "other": "Ristrutturazione / altro"},
               maritals=[("coniugato/a", "married"), ("celibe / nubile", "unmarried"), ("divorziato/a", "unmarried"),
                         ("vedovo/a", "unmarried"), ("separato/a", "separated")],
               decl="Il richiedente dichiara che le informazioni fornite sono veritiere e autorizza la banca alla consultazione delle banche dati creditizie."),
    "es": dict(title="Solicitud de préstamo hipotecario", sub="Solicitud de financiación de vivienda", app_no="Nº de solicitud",
               s_b="Solicitante", s_co="Cotitular", surname="Apellidos", given="Nombre", dob="Fecha de nacimiento",
               marital="Estado civil", email="Correo electrónico", phone="Teléfono", cur_addr="Domicilio actual",
               s_emp="Datos laborales", employer="Empresa", emp_since="Antigüedad desde",
               occupation="Profesión", gross_m="Ingresos brutos mensuales", net_m="Ingresos netos mensuales",
               s_loan="Operación solicitada", amount="Importe solicitado", purpose="Finalidad", term="Plazo",
               years="años", months="meses", rate="Tipo de interés nominal anual", rate_eff="TAE",
               s_prop="Inmueble", prop_addr="Dirección del inmueble", prop_value="Valor de tasación",
               own="Aportación propia", s_sign="Firmas", place_date="Lugar y fecha", signature="Firma",
               client_no="Nº cliente", none="ninguna", liab="Deudas actuales", rate_m="Cuota mensual",
               purposes={"purchase": "Adquisición de vivienda", "refinance": "Subrogación / refinanciación",
                         "construction": "Autopromoción (construcción)", "other": "Reforma / otros"},
               maritals=[("casado/a", "married"), ("soltero/a", "unmarried"), ("divorciado/a", "unmarried"),
                         ("viudo/a", "unmarried"), ("separado/a", "separated")],
               decl="Los solicitantes declaran que los datos facilitados son ciertos y autorizan la consulta a la CIRBE."),
    "nl": dict(title="Hypotheekaanvraag", sub="Aanvraagformulier hypothecaire lening", app_no="Aanvraagnummer",
               s_b="Aanvrager", s_co="Partner / medeaanvrager", surname="Achternaam", given="Voornamen", dob="Geboortedatum",
               marital="Burgerlijke staat", email="E-mail", phone="Telefoon", cur_addr="Huidig adres",
               s_emp="Dienstverband en inkomen", employer="Werkgever", emp_since="In dienst sinds",
               occupation="Functie", gross_m="Bruto maandinkomen", net_m="Netto maandinkomen",
               s_loan="Gewenste financiering", amount="Hypotheekbedrag", purpose="Doel", term="Looptijd",
               years="jaar", months="maanden", rate="Rente (nominaal, vast)", rate_eff="Effectieve jaarrente",
               s_prop="Onderpand", prop_addr="Adres onderpand", prop_value="Marktwaarde",
               own="Eigen middelen", s_sign="Ondertekening", place_date="Plaats en datum", signature="Handtekening",
               client_no="Relatienummer", none="geen", liab="Lopende kredieten", rate_m="Maandlast",
               purposes={"purchase": "Aankoop woning", "refinance": "Oversluiten", "construction": "Nieuwbouw",
                         "other": "Verbouwing / overig"},
               maritals=[("gehuwd", "married"), ("ongehuwd", "unmarried"), ("gescheiden", "unmarried"),
                         ("weduwe / weduwnaar", "unmarried"), ("gescheiden van tafel en bed", "separated")],
               decl="Aanvragers verklaren dat de gegevens naar waarheid zijn ingevuld en geven toestemming voor toetsing bij BKR."),
    "pl": dict(title="Wniosek o kredyt hipoteczny", sub="Wniosek kredytowy – finansowanie nieruchomości", app_no="Numer wniosku",
               s_b="Wnioskodawca", s_co="Współkredytobiorca", surname="Nazwisko", given="Imię", dob="Data urodzenia",
               marital="Stan cywilny", email="E-mail", phone="Telefon", cur_addr="Adres zamieszkania",
               s_emp="Zatrudnienie i dochody", employer="Pracodawca", emp_since="Zatrudniony od",
               occupation="Stanowisko", gross_m="Dochód miesięczny brutto", net_m="Dochód miesięczny netto",
               s_loan="Parametry kredytu", amount="Kwota kredytu", purpose="Cel kredytu", term="Okres kredytowania",
               years="lat", months="miesięcy", rate="Oprocentowanie nominalne", rate_eff="RRSO",
               s_prop="Nieruchomość", prop_addr="Adres nieruchomości", prop_value="Wartość nieruchomości",
               own="Wkład własny", s_sign="Podpisy", place_date="Miejscowość, data", signature="Podpis",
               client_no="Nr klienta", none="brak", liab="Obecne zobowiązania", rate_m="Rata miesięczna",
               purposes={"purchase": "Zakup nieruchomości", "refinance": "Refinansowanie", "construction": "Budowa domu",
                         "other": "Remont / inne"},
               maritals=[("żonaty / zamężna", "married"), ("kawaler / panna", "unmarried"), ("rozwiedziony/a", "unmarried"),
                         ("wdowiec / wdowa", "unmarried"), ("w separacji", "separated")],
               decl="Oświadczam, że dane podane we wniosku są zgodne z prawdą. Wyrażam zgodę na weryfikację w BIK."),
}
LOAN_BANKS = {
    "de": [("Sparkasse Oberes Neckartal", ["Marktplatz 4", "72072 Tübingen"], "DEU"),
           ("Nordwest Hypothekenbank AG", ["Domshof 8", "28195 Bremen"], "DEU"),
           ("Raiffeisen Wohnbaubank Tirol", ["Adamgasse 3", "6020 Innsbruck"], "AUT"),
           ("Hypothekarbank Zürcher Oberland AG", ["Bahnhofstrasse 12", "8620 Wetzikon"], "CHE")],
    "fr": [("Crédit Foncier du Val de Loire", ["12, place du Martroi", "45000 Orléans"], "FRA"),
           ("Banque Hypothécaire Romande SA", ["Rue de Bourg 20", "1003 Lausanne"], "CHE"),
           ("Caisse d'Épargne Ardennaise", ["Rue de l'Église 9", "6700 Arlon"], "BEL")],
    "it": [("Banca di Credito Cooperativo della Brianza", ["Via Italia 14", "20900 Monza (MB)"], "ITA"),
           ("Cassa di Risparmio del Tigullio S.p.A.", ["Corso Matteotti 3", "16043 Chiavari (GE)"], "ITA")],
    "es": [("Caja Rural del Guadalquivir", ["Avenida de la Borbolla 40", "41013 Sevilla"], "ESP"),
           ("Banco Hipotecario Cantábrico, S.A.", ["Paseo de Pereda 22", "39004 Santander"], "ESP")],
    "nl": [("Zeeuwse Hypotheekbank N.V.", ["Lange Delft 55", "4331 AH Middelburg"], "NLD"),
           ("Utrechtse Woonfinanciering B.V.", ["Catharijnesingel 30", "3511 GB Utrecht"], "NLD")],
    "pl": [("Bank Hipoteczny Pomorze S.A.", ["ul. Wały Jagiellońskie 10", "80-887 Gdańsk"], "POL"),
           ("Wielkopolski Bank Spółdzielczy", ["ul. Święty Marcin 24", "61-805 Poznań"], "POL")],
}
US_LENDERS = [("Great Lakes Home Lending, Inc.", ["1200 Woodward Ave, Suite 400", "Detroit, MI 48226"], "NMLS 4417"),
              ("Bayside Federal Savings Bank", ["88 Harbor Street", "Providence, RI 02903"], "NMLS 90312"),
              ("Desert Sun Mortgage Company", ["3001 N Central Ave", "Phoenix, AZ 85012"], "NMLS 771205")]
US_PROPS = [["4417 Willow Creek Lane", "Naperville, IL 60564"], ["218 Harbor View Drive", "Warwick, RI 02889"],
            ["9120 E Palo Verde Rd", "Scottsdale, AZ 85255"], ["57 Chestnut Street", "Ann Arbor, MI 48104"],
            ["1630 Magnolia Court", "Savannah, GA 31405"], ["702 Alder Way", "Boise, ID 83702"]]
US_EMPLOYERS = ["Midwest Freight Logistics LLC", "Riverbend Health System", "Copperline Software Inc.",
                "Atlantic Coast Insurance Group", "Sonoran Solar Installations LLC", "Pinecrest School District"]


def _co_count(r: random.Random) -> int:
    return r.choices([0, 1, 2, 3], [0.38, 0.37, 0.15, 0.10])[0]


def loan_profile(r: random.Random, lang: str, country: str, culture: str | None = None) -> dict:
    p = make_person(r, culture, born=(1958, 2000))
    occ = r.choice(OCCUPATIONS[:7])[1]
    nco = _co_count(r)
    cos = [make_person(r, culture if r.random() < 0.7 else None, born=(1950, 2002)) for _ in range(nco)]
    marital_i = r.choices(range(5), [0.5, 0.25, 0.12, 0.05, 0.08])[0]
    if nco and marital_i != 0 and r.random() < 0.6:
        marital_i = 0
    app_date = rand_date(r, D(2022, 1, 10), D(2026, 5, 20))
    emp_start = rand_date(r, max(D(p.dob.year + 19, 1, 1), D(1985, 1, 1)), app_date - _dt.timedelta(days=120))
    cur = CURRENCY_OF.get(country, "EUR")
    mult = {"PLN": 4.3, "CHF": 1.0, "USD": 1.1}.get(cur, 1.0)
    monthly = round(r.randint(2200, 14000) * mult / 10) * 10 + r.choice([0, 0, 0.5, 33.33, 87.5])
    value = round(r.randint(180, 1400) * 1000 * mult / 1000) * 1000
    purpose = r.choices(["purchase", "refinance", "construction", "other"], [0.55, 0.2, 0.15, 0.1])[0]
    ratio = r.choice([0.6, 0.7, 0.75, 0.8, 0.85, 0.9])
    amount = float(round(value * ratio / 1000) * 1000 if r.random() < 0.7 else round(value * ratio, -2) + r.choice([0, 500, 250]))
    term_years = r.choice([10, 15, 20, 25, 30, 35 if cur != "USD" else 30])
    rate = r.choice([1.85, 2.15, 2.49, 2.95, 3.1, 3.25, 3.45, 3.79, 3.9, 4.05, 4.375, 4.6, 5.125, 6.25, 6.875])
    return dict(
        p=p, cos=cos, marital_i=marital_i, app_date=app_date, emp_start=emp_start, cur=cur, monthly=monthly,
        net=round(monthly * r.uniform(0.58, 0.72), 2), value=float(value), purpose=purpose, amount=amount,
        term_years=term_years, term_months=term_years * 12 if r.random() < 0.8 else term_years * 12 - r.choice([0, 6, 12]),
        rate=rate, rate_eff=round(rate + r.choice([0.04, 0.07, 0.11, 0.19]), 2),
        app_no=r.choice([f"{r.randint(10, 99)}-{r.randint(100000, 999999)}", f"HF{app_date.year}{r.randint(10000, 99999)}",
                         f"{r.randint(1000, 9999)}/{app_date.year}/{r.choice('ABKM')}", f"A{r.randint(1000000, 9999999)}"]),
        email=(f"{ascii_upper(p.given.split()[0]).lower()}.{ascii_upper(p.surname.split()[0]).lower().replace(chr(39), '')}"
               f"@{r.choice(['gmx.example', 'orange.example', 'mail.example', 'outlook.example'])}") if r.random() < 0.75 else None,
        phone=(f"+{r.choice(['49', '33', '39', '34', '31', '48', '41', '43'])} {r.randint(100, 999)} {r.randint(100, 999)} {r.randint(1000, 9999)}"
               if r.random() < 0.8 else None),
        employer=r.choice(EMP_BY_OCC[occ["en"]]), occupation=occ,
        cur_addr=make_address(r, country), prop_addr=make_address(r, country),
        own=float(round(value * (1 - ratio) + r.randint(0, 40) * 1000, -3)),
        client_no=f"{r.randint(1000000, 9999999)}",
        liab=[(r.choice(["Autokredit", "Leasing", "Ratenkredit"]), float(r.randint(3, 40) * 1000), float(r.randint(90, 700)))
              for _ in range(r.randint(0, 2))],
    )


def loan_truth(P: dict, lang: str, name: str | None = None, co_names: list[str] | None = None) -> dict:
    p = P["p"]
    marital = LL[lang]["maritals"][P["marital_i"]][1] if lang in LL else ["married", "unmarried", "unmarried", "unmarried", "separated"][P["marital_i"]]
    return {
        "application_number": P["app_no"],
        "borrower": {"full_name": name or p.full, "date_of_birth": p.dob.isoformat(), "marital_status": marital,
                     "email": P["email"], "phone": P["phone"]},
        "co_borrowers": [{"full_name": (co_names[i] if co_names else c.full), "date_of_birth": c.dob.isoformat()}
                         for i, c in enumerate(P["cos"])],
        "employer_name": P["employer"], "employment_start_date": P["emp_start"].isoformat(),
        "monthly_income": float(P["monthly"]), "income_currency": P["cur"],
        "loan_amount": float(P["amount"]), "loan_currency": P["cur"], "loan_purpose": P["purpose"],
        "loan_term_months": P["term_months"], "interest_rate_percent": P["rate"],
        "property_address": addr_text(P["prop_addr"]), "property_value": float(P["value"]),
    }


def fmt_rate(x: float, style: str) -> str:
    s = f"{x:.3f}".rstrip("0")
    if s.endswith("."):
        s += "00"
    elif len(s.split(".")[1]) == 1:
        s += "0"
    return s.replace(".", ",") if style != "en" else s


LIAB_WORDS = {"de": ["Autokredit", "Leasing", "Ratenkredit"], "fr": ["Prêt auto", "Crédit renouvelable", "LOA"],
              "it": ["Prestito auto", "Cessione del quinto", "Carta revolving"], "es": ["Préstamo coche", "Tarjeta", "Préstamo personal"],
              "nl": ["Autolening", "Doorlopend krediet", "Persoonlijke lening"], "pl": ["Kredyt samochodowy", "Karta kredytowa", "Pożyczka gotówkowa"],
              "en": ["Car loan", "Credit card", "Personal loan"]}
LIAB_HDR = {"de": "Restschuld", "fr": "Capital restant dû", "it": "Debito residuo", "es": "Saldo pendiente",
            "nl": "Openstaand saldo", "pl": "Pozostało do spłaty", "en": "Outstanding balance"}
LANG_CULTURE_LOAN = {"de": "de", "fr": "fr", "it": "it", "es": "es", "nl": "nl", "pl": "pl"}


def loan_eu_form(r: random.Random, lang: str, layout: str) -> tuple[str, dict]:
    L = vary_labels(r, LL[lang], LL_ALT.get(lang, {}))
    bname, baddr, bctry = r.choice(LOAN_BANKS[lang])
    culture = LANG_CULTURE_LOAN[lang] if r.random() < 0.75 else None
    P = loan_profile(r, lang, bctry, culture)
    p = P["p"]
    cst = r.randint(0, 3)
    ds = r.choice({"de": ["dmy.", "d.m.y"], "fr": ["dmy/", "long"], "it": ["dmy/", "dmy-"], "es": ["dmy/", "dmy-", "long"],
                   "nl": ["dmy-", "long", "dmy/"], "pl": ["dmy.", "iso", "long"]}[lang])
    dd = lambda d: fdate(d, ds, lang)  # noqa: E731
    nst = r.choice(NUM_STYLE_OF_LANG[lang])
    cur = P["cur"]
    m = lambda a: E(money(r, a, cur, nst))  # noqa: E731
    upper = r.random() < 0.5
    S = (lambda s: s.upper()) if upper else (lambda s: s)
    as_cb = r.random() < 0.6

    def person_rows(pp: Person, marital_i: int | None) -> list[tuple[str, str]]:
        rows = [(L["surname"], E(S(pp.surname))), (L["given"], E(pp.given)), (L["dob"], E(dd(pp.dob)))]
        if marital_i is not None:
            labels = [x[0] for x in L["maritals"]]
            rows.append((L["marital"], _cb_group(labels, marital_i, cst) if as_cb else E(labels[marital_i])))
        return rows

    brows = person_rows(p, P["marital_i"])
    brows.append((L["cur_addr"], "<br>".join(E(x) for x in P["cur_addr"]) if P["purpose"] == "purchase" or r.random() < 0.5
                  else "<br>".join(E(x) for x in P["prop_addr"])))
    brows.append((L["phone"], E(P["phone"]) if P["phone"] else ""))
    brows.append((L["email"], E(P["email"]) if P["email"] else ""))
    emp = [(L["occupation"], E(P["occupation"][lang])), (L["employer"], E(P["employer"])),
           (L["emp_since"], E(dd(P["emp_start"]))), (L["gross_m"], m(P["monthly"]))]
    if r.random() < 0.5:
        emp.append((L["net_m"], m(P["net"])))
    if P["term_months"] % 12 == 0 and r.random() < 0.6:
        term = f"{P['term_months'] // 12} {L['years']}"
    else:
        term = f"{P['term_months']} {L['months']}"
    loan = [(L["amount"], m(P["amount"])),
            (L["purpose"], _cb_group(list(L["purposes"].values()), ["purchase", "refinance", "construction", "other"].index(P["purpose"]), cst)),
            (L["term"], E(term)), (L["rate"], f"{fmt_rate(P['rate'], 'eu')} %")]
    if r.random() < 0.35:
        loan.append((L["rate_eff"], f"{fmt_rate(P['rate_eff'], 'eu')} %"))
    if r.random() < 0.6:
        loan.append((L["rate_m"], m(round(P["amount"] / P["term_months"] * 1.35, 2))))
    prop = [(L["prop_addr"], "<br>".join(E(x) for x in P["prop_addr"])), (L["prop_value"], m(P["value"]))]
    if r.random() < 0.6:
        prop.append((L["own"], m(P["own"])))
    style = r.choice(["table", "grid", "lines"])

    def block(title: str, rows: list[tuple[str, str]]) -> str:
        if style == "grid":
            cells = "".join(f"<div class='cell{' wide' if '<br>' in v and len(v) > 70 else ''}'><div class='l'>{l_}</div><div class='v'>{v}</div></div>" for l_, v in rows)
            return f"<div class='sec'><div class='sech'>{E(title)}</div><div class='grid'>{cells}</div></div>"
        if style == "table":
            return (f"<div class='sec'><div class='sech'>{E(title)}</div><table class='kv'>"
                    + "".join(f"<tr><td class='l'>{l_}</td><td>{v}</td></tr>" for l_, v in rows) + "</table></div>")
        return (f"<div class='sec'><div class='sech'>{E(title)}</div>"
                + "".join(f"<div class='line'><div class='l'>{l_}</div><div class='v'>{v}</div></div>" for l_, v in rows) + "</div>")

    parts = [block(L["s_b"], brows)]
    co_names = []
    if P["cos"]:
        for i, c in enumerate(P["cos"]):
            parts.append(block(f"{L['s_co']} {i + 1}" if len(P["cos"]) > 1 else L["s_co"], person_rows(c, None)))
            co_names.append(f"{c.given} {S(c.surname)}")
    elif r.random() < 0.5:
        parts.append(block(L["s_co"], [(L["surname"], E(L["none"]) if r.random() < 0.5 else "—"), (L["given"], ""), (L["dob"], "")]))
    tail = [block(L["s_emp"], emp), block(L["s_loan"], loan), block(L["s_prop"], prop)]
    if r.random() < 0.5:
        tail[1], tail[2] = tail[2], tail[1]
    parts += tail
    if P["liab"] or r.random() < 0.5:
        words = LIAB_WORDS[lang]
        lrows = "".join(f"<tr><td>{E(words[i % 3])}</td><td>{m(a)}</td><td>{m(b)}</td></tr>" for i, (_, a, b) in enumerate(P["liab"]))
        if not lrows:
            lrows = f"<tr><td colspan='3'>{E(L['none'])}</td></tr>"
        parts.append(f"<div class='sec'><div class='sech'>{E(L['liab'])}</div><table class='kv'><tr><td class='l'>#</td>"
                     f"<td class='l'>{E(LIAB_HDR[lang])}</td><td class='l'>{E(L['rate_m'])}</td></tr>{lrows}</table></div>")
    city = baddr[1].split(" ", 1)[1]
    sign_date = P["app_date"] + _dt.timedelta(days=r.randint(0, 3))
    head = (f"<div class='hdr'><div><div class='bankname'>{E(bname)}</div><div class='small'>{E(', '.join(baddr))} · "
            f"{E(cname(bctry, lang))}</div></div><div style='text-align:right'><b>{E(L['title'])}</b><br>"
            f"<span class='small'>{E(L['sub'])}</span><br>{E(L['app_no'])}: <b>{E(P['app_no'])}</b><br>"
            f"<span class='small'>{E(L['client_no'])}: {E(P['client_no'])} · {E(dd(P['app_date']))}</span></div></div>")
    sigs = "".join(f"<div>{E(L['signature'])} – {E(x.given)} {E(S(x.surname))}</div>" for x in [p] + P["cos"][:2])
    foot = (f"<div class='sec'><div class='sech'>{E(L['s_sign'])}</div><p class='small'>{E(L['decl'])}</p>"
            f"<p>{E(L['place_date'])}: {E(city)}, {E(dd(sign_date))}</p><div class='sig'>{sigs}</div></div>"
            f"<div class='foot'><span>{E(bname)} · {E(lang.upper())}-HYP {r.randint(10, 99)}/{r.randint(1, 9)}.{r.randint(0, 9)}</span><span>{E(P['app_no'])}</span></div>")
    truth = loan_truth(P, lang, name=f"{p.given} {S(p.surname)}", co_names=co_names or None)
    return page(head + "".join(parts) + foot, themed_css(r), font=pick_font(r), size="9pt"), truth


def loan_us1003(r: random.Random) -> tuple[str, dict]:
    lender, laddr, nmls = r.choice(US_LENDERS)
    P = loan_profile(r, "en", "USA", r.choice(["en", "en", "es", "it", "pl", "de"]))
    P["cur"] = "USD"
    P["prop_addr"] = r.choice(US_PROPS)
    P["cur_addr"] = make_address(r, "USA")
    P["employer"] = {"Hospital Physician": "Riverbend Health System", "Secondary School Teacher": "Pinecrest School District",
                     "Software Engineer": "Copperline Software Inc.", "Senior Legal Counsel": "Atlantic Coast Insurance Group",
                     "Airline Pilot": "Great Lakes Regional Airways, Inc."}.get(
        P["occupation"]["en"], r.choice(["Midwest Freight Logistics LLC", "Sonoran Solar Installations LLC", "Atlantic Coast Insurance Group"]))
    P["term_months"] = r.choice([180, 240, 360, 360, 360])
    P["rate"] = r.choice([5.875, 6.125, 6.25, 6.5, 6.75, 6.875, 7.125, 3.625, 4.25])
    P["phone"] = f"({r.randint(201, 989)}) {r.randint(200, 989)}-{r.randint(1000, 9999)}" if r.random() < 0.85 else None
    P["email"] = (f"{ascii_upper(P['p'].given.split()[0]).lower()}{r.randint(1, 99)}@{r.choice(['mailbox.example', 'inbox.example'])}"
                  if r.random() < 0.6 else None)
    p = P["p"]
    mds = r.choice(["mdy/", "mdy/u"])
    dd = lambda d: fdate(d, mds)  # noqa: E731
    usd = lambda a: "$ " + fnum(a, "en", 2)  # noqa: E731
    X = lambda on: "[X]" if on else "[ ]"  # noqa: E731
    cos = P["cos"]
    co1 = cos[0] if cos else None
    mi = P["marital_i"]
    menum = ["married", "unmarried", "unmarried", "unmarried", "separated"][mi]
    mar = lambda en: f"{X(en == 'married')} Married {X(en == 'unmarried')} Unmarried (include single, divorced, widowed) {X(en == 'separated')} Separated"  # noqa: E731
    co_m = r.choice(["married", "unmarried"]) if co1 else None
    co_income = round(r.randint(2500, 9000) + r.choice([0, 0.5]), 2) if co1 else None
    yrs = (P["app_date"] - P["emp_start"]).days // 365
    purpose_line = " ".join(f"{X(P['purpose'] == k)} {lab}" for k, lab in
                            [("purchase", "Purchase"), ("refinance", "Refinance"), ("construction", "Construction"), ("other", "Other (explain):")])
    app_date = P["app_date"]
    name_b = f"{p.given} {p.surname}"
    rows_b = [("Borrower's Name (include Jr. or Sr. if applicable)", name_b,
               f"{co1.given} {co1.surname}" if co1 else ""),
              ("Social Security Number", f"9{r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}",
               f"9{r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}" if co1 else ""),
              ("Home Phone (incl. area code)", P["phone"] or "", ""),
              ("DOB (mm/dd/yyyy)", dd(p.dob), dd(co1.dob) if co1 else ""),
              ("Yrs. School", str(r.randint(12, 20)), str(r.randint(12, 20)) if co1 else ""),
              ("Marital status", mar(menum), mar(co_m) if co1 else ""),
              ("E-mail", P["email"] or "", ""),
              ("Present Address (street, city, state, ZIP)", ", ".join(P["cur_addr"]), ", ".join(P["cur_addr"]) if co1 else "")]
    tb = "".join(f"<tr><td class='l'>{E(a)}</td><td>{E(b) if '[' not in b else b}</td><td>{E(c) if '[' not in c else c}</td></tr>"
                 for a, b, c in rows_b)
    emp = (f"<tr><td class='l'>Name &amp; Address of Employer</td><td>{E(P['employer'])}<br>{E(', '.join(make_address(r, 'USA')))}</td>"
           f"<td>{E(r.choice(US_EMPLOYERS)) if co1 else ''}</td></tr>"
           f"<tr><td class='l'>Position/Title/Type of Business</td><td>{E(P['occupation']['en'])}</td><td></td></tr>"
           f"<tr><td class='l'>Date employed (from)</td><td>{E(dd(P['emp_start']))}</td><td></td></tr>"
           f"<tr><td class='l'>Yrs. on this job</td><td>{yrs}</td><td></td></tr>")
    inc = (f"<tr><td class='l'>Base Empl. Income*</td><td>{usd(P['monthly'])}</td><td>{usd(co_income) if co1 else ''}</td></tr>"
           f"<tr><td class='l'>Overtime</td><td></td><td></td></tr><tr><td class='l'>Bonuses</td><td></td><td></td></tr>"
           f"<tr><td class='l'>Commissions</td><td></td><td></td></tr>"
           f"<tr><td class='l'><b>Total</b></td><td><b>{usd(P['monthly'])}</b></td><td>{usd(co_income) if co1 else ''}</td></tr>")
    cont = ""
    co_names = [f"{c.given} {c.surname}" for c in cos]
    if len(cos) > 1:
        crow = "".join(f"<tr><td>{E(f'{c.given} {c.surname}')}</td><td>{E(dd(c.dob))}</td><td>Co-Borrower</td></tr>" for c in cos[1:])
        cont = (f"<div class='pb'><h2>Continuation Sheet / Residential Loan Application</h2><p>Use this continuation sheet if you "
                f"need more space to complete the Residential Loan Application. Lender Case Number: {E(P['app_no'])}</p>"
                f"<table class='kv'><tr><td class='l'>Additional Co-Borrower Name</td><td class='l'>DOB</td><td class='l'>Role</td></tr>{crow}</table>"
                f"<p class='small'>I/We fully understand that it is a Federal crime punishable by fine or imprisonment, or both, to knowingly "
                f"make any false statements concerning any of the above facts as applicable under the provisions of Title 18, United States Code.</p></div>")
    body = f"""
<div style='display:flex;justify-content:space-between'><div class='small'>Freddie Mac Form 65 7/05 (rev.6/09) &nbsp; Fannie Mae Form 1003 7/05 (rev.6/09)</div>
<div class='small'>{E(lender)} · {E(', '.join(laddr))} · {E(nmls)}</div></div>
<h1 style='text-align:center'>Uniform Residential Loan Application</h1>
<p class='small'>This application is designed to be completed by the applicant(s) with the Lender's assistance. Applicants should complete this form as
"Borrower" or "Co-Borrower", as applicable.</p>
<div class='sech'>I. TYPE OF MORTGAGE AND TERMS OF LOAN</div>
<table class='kv'><tr><td class='l'>Mortgage Applied for</td><td>{X(True)} Conventional {X(False)} FHA {X(False)} VA {X(False)} USDA/Rural</td>
<td class='l'>Agency Case Number</td><td></td><td class='l'>Lender Case Number</td><td>{E(P['app_no'])}</td></tr>
<tr><td class='l'>Amount</td><td>{usd(P['amount'])}</td><td class='l'>Interest Rate</td><td>{P['rate']:.3f} %</td>
<td class='l'>No. of Months</td><td>{P['term_months']}</td></tr>
<tr><td class='l'>Amortization Type</td><td colspan='5'>{X(True)} Fixed Rate {X(False)} GPM {X(False)} ARM (type):</td></tr></table>
<div class='sech'>II. PROPERTY INFORMATION AND PURPOSE OF LOAN</div>
<table class='kv'><tr><td class='l'>Subject Property Address (street, city, state &amp; ZIP)</td><td colspan='3'>{'<br>'.join(E(x) for x in P['prop_addr'])}</td></tr>
<tr><td class='l'>No. of Units</td><td>1</td><td class='l'>Year Built</td><td>{r.randint(1925, 2021)}</td></tr>
<tr><td class='l'>Purpose of Loan</td><td colspan='3'>{purpose_line}</td></tr>
<tr><td class='l'>Est. Value of Property</td><td>{usd(P['value'])}</td><td class='l'>Property will be</td><td>{X(True)} Primary Residence {X(False)} Secondary Residence {X(False)} Investment</td></tr>
<tr><td class='l'>Source of Down Payment</td><td colspan='3'>Checking/savings – {usd(P['own'])}</td></tr></table>
<div class='sech'>III. BORROWER INFORMATION</div>
<table class='kv'><tr><td></td><td class='l'>Borrower</td><td class='l'>Co-Borrower</td></tr>{tb}</table>
<div class='sech'>IV. EMPLOYMENT INFORMATION</div>
<table class='kv'><tr><td></td><td class='l'>Borrower</td><td class='l'>Co-Borrower</td></tr>{emp}</table>
<div class='sech'>V. MONTHLY INCOME AND COMBINED HOUSING EXPENSE INFORMATION</div>
<table class='kv'><tr><td class='l'>Gross Monthly Income</td><td class='l'>Borrower</td><td class='l'>Co-Borrower</td></tr>{inc}</table>
<div class='sech'>IX. ACKNOWLEDGEMENT AND AGREEMENT</div>
<p class='small'>Each of the undersigned specifically represents to Lender and to Lender's actual or potential agents, brokers, processors,
attorneys, insurers, servicers, successors and assigns that the information provided in this application is true and correct as of the date
set forth opposite my signature.</p>
<div class='sig'><div>Borrower's Signature &nbsp; Date {E(dd(app_date))}</div><div>Co-Borrower's Signature &nbsp; Date {E(dd(app_date)) if co1 else ''}</div></div>
<div class='sech'>X. INFORMATION FOR GOVERNMENT MONITORING PURPOSES</div>
<p class='small'>This application was taken by: {X(r.random() < 0.5)} Face-to-face interview {X(False)} Mail {X(True)} Telephone {X(False)} Internet.
Loan Originator: {E(make_person(r, 'en').full)} · NMLS ID {r.randint(100000, 999999)} · Interview date {E(dd(app_date))}</p>
<div class='foot'><span>Uniform Residential Loan Application – printed {E(dd(app_date + _dt.timedelta(days=r.randint(1, 5))))}</span><span>Page 1</span></div>
{cont}"""
    css = KYC_FORM_CSS + ".sech{background:#333}"
    truth = loan_truth(P, "en", name=name_b, co_names=co_names)
    truth["borrower"]["marital_status"] = menum
    return page(body, css, font="'Times New Roman', serif", size="8.6pt"), truth


def _eu_lender(r: random.Random) -> tuple[str, str, list[str], str]:
    lang = r.choice(list(LOAN_BANKS))
    bname, baddr, bctry = r.choice(LOAN_BANKS[lang])
    return lang, bname, baddr, bctry


MARITAL_EN = [("married", "married"), ("single", "unmarried"), ("divorced", "unmarried"), ("widowed", "unmarried"),
              ("separated", "separated")]
PURPOSE_EN = {"purchase": "the purchase of the property at", "refinance": "refinancing the existing mortgage on the property at",
              "construction": "the construction of a new house on the plot at", "other": "renovation works at the property at"}


def loan_broker_email(r: random.Random) -> tuple[str, dict]:
    lang, bname, baddr, bctry = _eu_lender(r)
    P = loan_profile(r, "en", bctry, r.choice([LANG_CULTURE_LOAN[lang], None]))
    p = P["p"]
    cur = P["cur"]
    nst = r.choice(["en", "ch", "de"])
    m = lambda a: money(r, a, cur, nst)  # noqa: E731
    ds = r.choice(["long", "dMONy"])
    dd = lambda d: fdate(d, ds, "en")  # noqa: E731
    broker = make_person(r, r.choice(["en", "nl", "de"]))
    firm = r.choice(["Keystone Mortgage Partners", "Harbourline Finance Brokers", "EuroHome Hypotheken Advies",
                     "Atlas Cross-Border Mortgages"])
    mword, menum = MARITAL_EN[P["marital_i"]]
    pron = {"M": ("He", "his"), "F": ("She", "her"), "X": ("They", "their")}[p.sex]
    sent = P["app_date"]
    co_txt = ""
    if P["cos"]:
        bits = [f"{c.given} {c.surname} (date of birth {dd(c.dob)})" for c in P["cos"]]
        joined = bits[0] if len(bits) == 1 else ", ".join(bits[:-1]) + " and " + bits[-1]
        co_txt = (f"<p>The application is made jointly with {E(joined)}, who will be "
                  f"{'co-borrower' if len(bits) == 1 else 'co-borrowers'} and jointly liable. Their income is not needed for "
                  f"affordability but payslips are attached for completeness.</p>")
    else:
        co_txt = "<p>There is no co-applicant; the client applies in sole name.</p>" if r.random() < 0.6 else ""
    term_txt = (f"{P['term_months'] // 12} years" if P["term_months"] % 12 == 0 and r.random() < 0.6 else f"{P['term_months']} months")
    contact = []
    if P["phone"]:
        contact.append(f"{pron[1]} mobile number is {P['phone']}")
    if P["email"]:
        contact.append(f"{pron[1]} e-mail address is {P['email']}")
    contact_txt = (f"<p>For the valuation appointment you may contact the client directly: {E(' and '.join(contact))}.</p>"
                   if contact else "<p>Please arrange the valuation appointment through our office.</p>")
    body = f"""
<div class='mailhdr'><b>From:</b> {E(broker.full)} &lt;{E(ascii_upper(broker.given.split()[0]).lower())}@{E(firm.split()[0].lower())}.example&gt;<br>
<b>To:</b> mortgage.intake@{E(ascii_upper(bname.split()[0]).lower())}.example<br>
<b>Cc:</b> underwriting-team@{E(ascii_upper(bname.split()[0]).lower())}.example<br>
<b>Sent:</b> {E(fdate(sent, 'long', 'en'))} {r.randint(8, 18):02d}:{r.randint(0, 59):02d}<br>
<b>Subject:</b> New mortgage application – {E(p.surname)} – your ref. {E(P['app_no'])}<br>
<b>Attachments:</b> payslips.pdf; id_copies.pdf; valuation_request.pdf</div>
<div class='mailbody'>
<p>Dear colleagues at {E(bname)},</p>
<p>Please find below the details of a new residential mortgage application for your review. You have already allocated
application number <b>{E(P['app_no'])}</b> to this case in the portal.</p>
<p>The main applicant is {E(p.given)} {E(p.surname)}, born {E(dd(p.dob))}, {E(mword)}. {pron[0]} has been employed by
{E(P['employer'])} as {E(P['occupation']['en'].lower())} since {E(dd(P['emp_start']))}, with a gross monthly salary of
{E(m(P['monthly']))} (net approx. {E(m(P['net']))}). {pron[0]} currently lives at {E(', '.join(P['cur_addr']))}.</p>
{co_txt}
<p>The loan requested is {E(m(P['amount']))} for {PURPOSE_EN[P['purpose']]} {E(', '.join(P['prop_addr']))}, valued at
{E(m(P['value']))}. The clients would like a term of {E(term_txt)} at the fixed rate of {fmt_rate(P['rate'], 'en')}% you quoted
on {E(dd(sent - _dt.timedelta(days=r.randint(3, 20))))}. Own funds of {E(m(P['own']))} will be contributed from savings.</p>
{contact_txt}
<p>Our broker fee of {E(m(r.choice([1500, 2000, 2500, 3950])))} is payable by the clients on completion. Do let me know if you need anything else.</p>
<p>Kind regards,<br>{E(broker.full)}<br>Senior Mortgage Adviser, {E(firm)}<br>Tel. +{r.randint(31, 49)} {r.randint(10, 99)} {r.randint(100, 999)} {r.randint(1000, 9999)}</p>
<p class='small'>This e-mail and any attachments are confidential and intended solely for the addressee. If you have received it in error,
please notify the sender and delete it. {E(firm)} is an authorised credit intermediary.</p></div>"""
    css = (".mailhdr{border-bottom:1px solid #999;padding-bottom:2mm;margin-bottom:3mm;font-family:Segoe UI,Arial,sans-serif}"
           ".mailbody{font-family:Calibri,Arial,sans-serif;font-size:10.5pt;line-height:1.35}")
    truth = loan_truth(P, "en")
    truth["borrower"]["marital_status"] = menum
    truth["property_address"] = ", ".join(P["prop_addr"])
    return page(body, css), truth


def loan_committee_memo(r: random.Random) -> tuple[str, dict]:
    lang, bname, baddr, bctry = _eu_lender(r)
    P = loan_profile(r, "en", bctry, r.choice([LANG_CULTURE_LOAN[lang], None]))
    p = P["p"]
    cur = P["cur"]
    nst = r.choice(["en", "ch", "de", "sp"])
    m = lambda a: money(r, a, cur, nst, dec=0 if a == round(a) else 2)  # noqa: E731
    ds = r.choice(["long", "dMONy", "dmy.", "dmy/"])
    dd = lambda d: fdate(d, ds, "en")  # noqa: E731
    mword, menum = MARITAL_EN[P["marital_i"]]
    ltv = P["amount"] / P["value"] * 100
    rows = [("Application no.", P["app_no"]), ("Borrower", f"{p.surname.upper()}, {p.given}"),
            ("Date of birth", dd(p.dob)), ("Marital status", mword.capitalize())]
    if P["email"]:
        rows.append(("E-mail", P["email"]))
    if P["phone"]:
        rows.append(("Phone", P["phone"]))
    rows += [("Employer", P["employer"]), ("Employed since", dd(P["emp_start"])),
             ("Gross monthly income", m(P["monthly"])), ("Loan amount requested", m(P["amount"])),
             ("Purpose", {"purchase": "Purchase", "refinance": "Refinance", "construction": "Construction",
                          "other": "Other (renovation)"}[P["purpose"]]),
             ("Term", f"{P['term_months']} months"), ("Interest rate (fixed, nominal)", f"{fmt_rate(P['rate'], 'en')} %"),
             ("Collateral", ", ".join(P["prop_addr"])), ("Market value (independent valuation)", m(P["value"])),
             ("LTV", f"{ltv:.1f} %")]
    table = "".join(f"<tr><td class='l'>{E(a)}</td><td>{E(b)}</td></tr>" for a, b in rows)
    if P["cos"]:
        co_rows = "".join(f"<tr><td>{E(c.surname.upper())}</td><td>{E(c.given)}</td><td>{E(dd(c.dob))}</td>"
                          f"<td>{E(r.choice(['spouse', 'partner', 'parent', 'sibling']))}</td></tr>" for c in P["cos"])
        co_tbl = (f"<h2>2. Co-borrowers</h2><table class='kv'><tr><td class='l'>Surname</td><td class='l'>Given names</td>"
                  f"<td class='l'>Date of birth</td><td class='l'>Relationship</td></tr>{co_rows}</table>")
    else:
        co_tbl = "<h2>2. Co-borrowers</h2><p>None – sole borrower.</p>"
    meet = P["app_date"] + _dt.timedelta(days=r.randint(5, 25))
    dsti = (P["amount"] / P["term_months"] * 1.3) / P["monthly"] * 100
    body = f"""
<div style='border-bottom:3px solid #2a4d2a;display:flex;justify-content:space-between'><div><b style='font-size:13pt'>{E(bname)}</b><br>
<span class='small'>{E(', '.join(baddr))} · {E(cname(bctry, 'en'))}</span></div><div style='text-align:right'><b>CREDIT COMMITTEE</b><br>
Retail mortgage proposal<br><span class='small'>Meeting of {E(dd(meet))}</span></div></div>
<p><b>Proposal prepared by:</b> {E(make_person(r).full)}, credit analyst &nbsp; <b>Branch:</b> {E(baddr[1])}<br>
<b>Application received:</b> {E(dd(P['app_date']))}</p>
<h2>1. Key data</h2><table class='kv'>{table}</table>
{co_tbl}
<h2>3. Assessment</h2>
<ol type='a'><li>Debt service to income ratio after the new loan: {dsti:.1f} % (policy limit 40 %).</li>
<li>Existing liabilities: {E(', '.join(m(a) for _, a, _ in P['liab']) or 'none')}.</li>
<li>Own funds contributed: {E(m(P['own']))}; stress test at +2 pp passed.</li>
<li>Credit bureau: no negative entries.</li></ol>
<h2>4. Decision</h2>
<p>{r.choice(['Approved', 'Approved subject to conditions', 'Referred back for additional income evidence'])}. Votes: {r.randint(3, 5)} in favour, 0 against.</p>
<div class='sig'><div>Chair of the committee</div><div>Secretary</div></div>
<div class='foot'><span>Internal – credit committee minutes</span><span>{E(P['app_no'])}</span></div>"""
    truth = loan_truth(P, "en", name=f"{p.given} {p.surname.upper()}",
                       co_names=[f"{c.given} {c.surname.upper()}" for c in P["cos"]])
    truth["borrower"]["marital_status"] = menum
    truth["property_address"] = ", ".join(P["prop_addr"])
    return page(body, KYC_FORM_CSS, font="Georgia, serif", size="9.5pt"), truth


def loan_two_column(r: random.Random) -> tuple[str, dict]:
    lang, bname, baddr, bctry = _eu_lender(r)
    L = LL[lang]
    P = loan_profile(r, lang, bctry, r.choice([LANG_CULTURE_LOAN[lang], None]))
    p = P["p"]
    cur = P["cur"]
    nst = r.choice(NUM_STYLE_OF_LANG[lang])
    m = lambda a: E(money(r, a, cur, nst))  # noqa: E731
    ds = r.choice(["dmy.", "dmy/", "iso"])
    dd = lambda d: fdate(d, ds, lang)  # noqa: E731
    people = [p] + P["cos"]
    ncols = max(2, len(people))
    co_m = [r.randrange(5) for _ in P["cos"]]
    hdr = [f"{L['s_b']} / Applicant"] + [f"{L['s_co']} {i} / Co-applicant {i}" for i in range(1, ncols)]

    def col(i: int, key: str) -> str:
        if i >= len(people):
            return "—" if key == "surname" else ""
        pp = people[i]
        if key == "surname":
            return E(pp.surname.upper())
        if key == "given":
            return E(pp.given)
        if key == "dob":
            return E(dd(pp.dob))
        if key == "marital":
            mi = P["marital_i"] if i == 0 else co_m[i - 1]
            return E(L["maritals"][mi][0])
        if key == "employer":
            return E(P["employer"]) if i == 0 else E(r.choice([e for e in EMPLOYERS if e != P["employer"]]))
        if key == "emp_since":
            return E(dd(P["emp_start"])) if i == 0 else E(dd(rand_date(r, D(2000, 1, 1), D(2021, 12, 1))))
        if key == "gross_m":
            return m(P["monthly"]) if i == 0 else m(float(r.randint(1800, 7000)))
        if key == "email":
            return E(P["email"] or "") if i == 0 else ""
        if key == "phone":
            return E(P["phone"] or "") if i == 0 else ""
        return ""
    keys = ["surname", "given", "dob", "marital", "phone", "email", "employer", "emp_since", "gross_m"]
    trs = "".join(f"<tr><td class='l'>{E(L[k])} / {E({'surname': 'Surname', 'given': 'Given names', 'dob': 'Date of birth', 'marital': 'Marital status', 'phone': 'Phone', 'email': 'E-mail', 'employer': 'Employer', 'emp_since': 'Employed since', 'gross_m': 'Gross monthly income'}[k])}</td>"
                  + "".join(f"<td>{col(i, k)}</td>" for i in range(ncols)) + "</tr>" for k in keys)
    term = f"{P['term_months']} {L['months']}"
    loan_rows = [(f"{L['app_no']} / Application no.", E(P["app_no"])), (f"{L['amount']} / Loan amount", m(P["amount"])),
                 (f"{L['purpose']} / Purpose", E(L["purposes"][P["purpose"]])), (f"{L['term']} / Term", E(term)),
                 (f"{L['rate']} / Interest rate", f"{fmt_rate(P['rate'], 'eu')} %"),
                 (f"{L['prop_addr']} / Property address", "<br>".join(E(x) for x in P["prop_addr"])),
                 (f"{L['prop_value']} / Property value", m(P["value"])), (f"{L['own']} / Own funds", m(P["own"]))]
    body = f"""
<div class='hdr'><div><div class='bankname'>{E(bname)}</div><div class='small'>{E(', '.join(baddr))} · {E(cname(bctry, 'en'))}</div></div>
<div style='text-align:right'><b>{E(L['title'])}</b><br><i>Mortgage application – applicant overview</i><br><span class='small'>{E(dd(P['app_date']))}</span></div></div>
<h2>A. {E(L['s_b'])} / Applicants</h2>
<table class='kv ap'><tr><td></td>{''.join(f"<td class='l'><b>{E(h)}</b></td>" for h in hdr)}</tr>{trs}</table>
<h2>B. {E(L['s_loan'])} / Loan request</h2>
<table class='kv'>{''.join(f"<tr><td class='l'>{a}</td><td>{b}</td></tr>" for a, b in loan_rows)}</table>
<p class='small'>{E(L['decl'])}</p>
<div class='sig'>{''.join(f"<div>{E(L['signature'])} {i + 1}</div>" for i in range(len(people)))}</div>
<div class='foot'><span>{E(bname)}</span><span>{E(P['app_no'])}</span></div>"""
    truth = loan_truth(P, lang, name=f"{p.given} {p.surname.upper()}",
                       co_names=[f"{c.given} {c.surname.upper()}" for c in P["cos"]])
    css = KYC_FORM_CSS + "table.ap td{font-size:8.3pt}"
    return page(body, css, size="9pt"), truth


# ============================================================================= entry points
_KYC = {
    "fr_ouverture_compte": lambda r: kyc_form(r, "fr", "fr_ouverture_compte"),
    "de_kontoeroeffnung": lambda r: kyc_form(r, "de", "de_kontoeroeffnung"),
    "compliance_memo": kyc_memo,
    "it_adeguata_verifica": lambda r: kyc_form(r, "it", "it_adeguata_verifica"),
    "es_alta_cliente": lambda r: kyc_form(r, "es", "es_alta_cliente"),
    "core_banking_screen": kyc_screen,
    "pt_abertura_conta": lambda r: kyc_form(r, "pt", "pt_abertura_conta"),
    "nl_klantacceptatie": lambda r: kyc_form(r, "nl", "nl_klantacceptatie"),
    "id_copy_packet": kyc_id_packet,
    "pl_karta_klienta": lambda r: kyc_form(r, "pl", "pl_karta_klienta"),
}
_LC = {
    "telex_mt700": lc_telex,
    "alliance_message_print": lc_alliance,
    "raw_mt700": lambda r: lc_raw(r, False),
    "carta_credito_es": lc_carta,
    "legacy_mt700_44ab": lc_legacy,
    "akkreditiv_de": lc_akkreditiv,
}
_LOAN = {
    "de_baufinanzierung": lambda r: loan_eu_form(r, "de", "de_baufinanzierung"),
    "us_1003_legacy": loan_us1003,
    "fr_demande_pret": lambda r: loan_eu_form(r, "fr", "fr_demande_pret"),
    "broker_email": loan_broker_email,
    "it_richiesta_mutuo": lambda r: loan_eu_form(r, "it", "it_richiesta_mutuo"),
    "credit_committee_memo": loan_committee_memo,
    "es_solicitud_hipoteca": lambda r: loan_eu_form(r, "es", "es_solicitud_hipoteca"),
    "two_column_applicants": loan_two_column,
    "nl_hypotheekaanvraag": lambda r: loan_eu_form(r, "nl", "nl_hypotheekaanvraag"),
    "pl_wniosek_kredytowy": lambda r: loan_eu_form(r, "pl", "pl_wniosek_kredytowy"),
}
_REGISTRY = {"kyc_individual": _KYC, "letter_of_credit": _LC, "loan_application": _LOAN}


def layouts(document_type: str) -> tuple[str, ...]:
    return tuple(_REGISTRY[document_type])


def generate(document_type: str, index: int, seed: int) -> ForeignDocument:
    names = layouts(document_type)
    layout = names[index % len(names)]
    r = random.Random(f"{seed}|{document_type}|{index}")
    html, truth = _REGISTRY[document_type][layout](r)
    return ForeignDocument(document_type=document_type, layout=layout, html=html, truth=truth)


# ============================================================================= self-check

def _page_text(html_text: str) -> str:
    body = re.sub(r"(?s)<style.*?</style>", " ", html_text)
    body = re.sub(r"<[^>]+>", " ", body)
    return fold(_html.unescape(body))


_ENUM_PATHS = {"sex", "id_document_type", "source_of_funds", "form_of_credit", "applicable_rules", "available_by",
               "partial_shipments", "transhipment", "confirmation_instructions", "borrower.marital_status", "loan_purpose"}
_CODE_PATHS = {"nationality", "id_issuing_country", "country_of_residence", "income_currency", "currency", "loan_currency"}
_NAME_PATHS = {"full_name", "borrower.full_name", "co_borrowers[].full_name"}


def _leaves(obj, prefix=""):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _leaves(v, f"{prefix}.{k}" if prefix else k)
    elif isinstance(obj, list):
        for v in obj:
            yield from _leaves(v, f"{prefix}[]")
    else:
        yield prefix, obj


def _date_forms(iso: str) -> set[str]:
    d = _dt.date.fromisoformat(iso)
    out = {fold(fdate(d, s)) for s in ("dmy.", "dmy/", "dmy-", "d.m.y", "mdy/", "mdy/u", "iso", "yymmdd", "dMONy", "dMONyy", "us_long")}
    out |= {fold(fdate(d, "long", lang)) for lang in MONTHS}
    out.add(f"{d.day:02d} {d.month:02d} {d.year}")
    return out


def _check_text(doc: ForeignDocument, text: str, squash: bool = False) -> list[str]:
    """Values of the truth that cannot be found on the page text (empty list: all found)."""
    t = text.replace(" ", "") if squash else text
    norm = (lambda s: fold(s).replace(" ", "")) if squash else fold  # noqa: E731
    missing = []
    tr = doc.truth
    for path, val in _leaves(tr):
        if val is None or isinstance(val, bool) or path in _ENUM_PATHS or path in _CODE_PATHS:
            continue
        if path in ("annual_income",) and not any(norm(v) in t for v in amount_variants(val)):
            if not any(norm(v) in t for v in amount_variants(round(val / 12, 2))):
                missing.append(f"{path}={val}")
            continue
        if path == "loan_term_months":
            if str(val) not in t and str(val // 12) not in t:
                missing.append(f"{path}={val}")
            continue
        if path == "interest_rate_percent":
            forms = {fmt_rate(val, "en"), fmt_rate(val, "eu"), f"{val:.3f}"}
            if not any(norm(f) in t for f in forms):
                missing.append(f"{path}={val}")
            continue
        if isinstance(val, (int, float)):
            forms = amount_variants(float(val)) + [str(val)]
            if not any(norm(v) in t for v in forms):
                missing.append(f"{path}={val}")
            continue
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", val):
            if not any(norm(f) in t for f in _date_forms(val)):
                missing.append(f"{path}={val}")
            continue
        if path in _NAME_PATHS:
            if not all(norm(tok) in t for tok in val.split()):
                missing.append(f"{path}={val}")
            continue
        if norm(val) not in t:
            missing.append(f"{path}={val[:60]}")
    return missing


def _self_check() -> int:  # pragma: no cover - run by hand
    import json
    from collections import Counter
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    try:
        import jsonschema
    except ImportError:  # pragma: no cover
        jsonschema = None
    problems = 0
    counts: Counter = Counter()
    samples: list[ForeignDocument] = []
    for t in ("kyc_individual", "letter_of_credit", "loan_application"):
        schema = json.loads((root / "schemas" / f"{t}.schema.json").read_text())
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker()) if jsonschema else None
        assert len(layouts(t)) >= 6
        for seed in (0, 1):
            for i in range(60):
                d = generate(t, i, seed)
                again = generate(t, i, seed)
                if again.html != d.html or again.truth != d.truth:
                    print("NOT DETERMINISTIC", t, i, seed)
                    problems += 1
                counts[(t, d.layout)] += 1
                if validator:
                    errs = [e.message for e in validator.iter_errors(d.truth)]
                    if errs:
                        print("SCHEMA", t, d.layout, i, seed, errs[:3])
                        problems += 1
                miss = _check_text(d, _page_text(d.html))
                if miss:
                    print("NOT ON PAGE", t, d.layout, i, seed, miss)
                    problems += 1
                if seed == 0 and i in (0, 5, 8):
                    samples.append(d)
    for (t, lay), n in sorted(counts.items()):
        print(f"{t:18s} {lay:24s} {n}")
    try:
        from pypdf import PdfReader
        import io
        import sys
        sys.path.insert(0, str(root))
        from corpus.foreign.printing import print_to_pdf
        pdfs = print_to_pdf([d.html for d in samples])
        out = Path("/tmp/fifth_generator_samples")
        out.mkdir(exist_ok=True)
        for k, (d, pdf) in enumerate(zip(samples, pdfs)):
            (out / f"{d.document_type}_{k}_{d.layout}.pdf").write_bytes(pdf)
            reader = PdfReader(io.BytesIO(pdf))
            n = len(reader.pages)
            text = fold(" ".join(pg.extract_text() or "" for pg in reader.pages))
            miss = _check_text(d, text, squash=True)
            status = "ok" if 1 <= n <= 3 and not miss else "PROBLEM"
            if status != "ok":
                problems += 1
            print(f"pdf {d.document_type:18s} {d.layout:24s} pages={n} {status} {miss if miss else ''}")
    except Exception as exc:  # pragma: no cover
        print("PDF check skipped/failed:", repr(exc))
        problems += 1
    print("problems:", problems)
    return problems


if __name__ == "__main__":
    raise SystemExit(1 if _self_check() else 0)
