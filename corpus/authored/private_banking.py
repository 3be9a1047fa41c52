"""Private and wealth-management banking documents: Swiss, Liechtenstein, Luxembourg, Monaco,
Channel Islands, Singapore and Hong Kong client onboarding dossiers, commodity documentary credits
and Lombard / mortgage loan applications of high-net-worth clients.

Every page is rendered as one HTML document (printed to A4 by headless Chromium) together with the
record a perfect extractor should return for it under docs/CONTRACT.md.
"""
from __future__ import annotations

import html as _html
import random
import re
import textwrap
import unicodedata
from dataclasses import dataclass
from datetime import date, timedelta

__all__ = ["AuthoredDocument", "layouts", "generate", "self_check"]

TYPES = ("kyc_individual", "letter_of_credit", "loan_application")


@dataclass
class AuthoredDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


# --------------------------------------------------------------------------------------------
# small helpers
# --------------------------------------------------------------------------------------------

_HYPH = re.compile(r"(?<!\S)(\S*\w-\w\S*)")


def E(s) -> str:
    """Escaped text; words with an inner hyphen are kept on one line (Chromium would break after the hyphen)."""
    out = _html.escape(str(s), quote=False)
    if "-" in out:
        out = _HYPH.sub(r'<span style="white-space:nowrap">\1</span>', out)
    return out


def ascii_up(s: str) -> str:
    """SWIFT-style upper case without diacritics."""
    s = s.replace("ß", "SS").replace("ø", "o").replace("Ø", "O").replace("æ", "ae").replace("ı", "i")
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return s.upper()


def nw(s: str) -> str:
    return f'<span style="white-space:nowrap">{E(s)}</span>'


MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
           "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
           "octobre", "novembre", "décembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"],
}
MON3 = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def fdate(d: date, style: str, lang: str = "en") -> str:
    if style == "dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "slash":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dash":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "swift":
        return f"{d.year % 100:02d}{d.month:02d}{d.day:02d}"
    if style == "mon":
        return f"{d.day:02d} {MON3[d.month - 1]} {d.year}"
    if style == "mon_dash":
        return f"{d.day:02d}-{MON3[d.month - 1].title()}-{d.year}"
    if style == "monyy":
        return f"{d.day:02d}{MON3[d.month - 1]}{d.year}"
    if style == "long":
        m = MONTHS[lang][d.month - 1]
        if lang == "de":
            return f"{d.day}. {m} {d.year}"
        if lang == "fr":
            return f"{'1er' if d.day == 1 else d.day} {m} {d.year}"
        return f"{d.day} {m} {d.year}"
    if style == "us_long":
        return f"{MONTHS['en'][d.month - 1]} {d.day}, {d.year}"
    raise ValueError(style)


def famt(x: float, style: str, dec: bool = True) -> str:
    base = f"{x:,.2f}" if dec else f"{x:,.0f}"
    if style == "en":
        return base
    if style == "ch":
        return base.replace(",", "'")
    if style == "ch_dash":  # Swiss "1'250'000.--"
        return f"{x:,.0f}".replace(",", "'") + ".--"
    if style == "de":
        return base.replace(",", "X").replace(".", ",").replace("X", ".")
    if style == "fr":
        return base.replace(",", " ").replace(".", ",")
    if style == "swift":
        return f"{x:.2f}".replace(".", ",")
    if style == "plain":
        return f"{x:.2f}"
    raise ValueError(style)


def frate(r: float, style: str) -> str:
    s = f"{r:.3f}".rstrip("0")
    if s.endswith("."):
        s += "00"
    if len(s.split(".")[1]) < 2:
        s += "0"
    return s.replace(".", ",") if style in ("de", "fr") else s


CUR_SYM = {"CHF": "CHF", "EUR": "€", "USD": "US$", "GBP": "£", "SGD": "S$", "HKD": "HK$"}


def money(rng, x, cur, style, dec=True, mode=None):
    mode = mode or rng.choice(["pre", "pre", "post", "sym"])
    a = famt(x, style, dec)
    if mode == "sym":
        return f"{CUR_SYM[cur]} {a}" if cur not in ("CHF",) else f"CHF {a}"
    if mode == "post":
        return f"{a} {cur}"
    return f"{cur} {a}"


def cb(on: bool, kind: int = 0) -> str:
    return [("☒", "☐"), ("[X]", "[ ]"), ("■", "□"), ("(x)", "( )")][kind][0 if on else 1]


def shell(title: str, css: str, body: str, lang: str = "en") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{E(title)}</title>'
            f"<style>@page {{ size: A4; margin: 14mm 13mm 16mm 13mm; }} {css}</style></head>"
            f"<body>{body}</body></html>")


def paged(header_html: str, footer_html: str, content: str) -> str:
    """A table whose thead/tfoot Chromium repeats on every printed page."""
    return ('<table class="pg" style="width:100%;border-collapse:collapse"><thead><tr><td>' + header_html +
            '</td></tr></thead><tfoot><tr><td>' + footer_html + '</td></tr></tfoot><tbody><tr><td>' +
            content + '</td></tr></tbody></table>')


PB = '<div style="break-before:page;page-break-before:always"></div>'

# --------------------------------------------------------------------------------------------
# countries, people, addresses
# --------------------------------------------------------------------------------------------

CN = {  # en, de, fr, it, English adjective, alpha-2
    "CHE": ("Switzerland", "Schweiz", "Suisse", "Svizzera", "Swiss", "CH"),
    "LIE": ("Liechtenstein", "Liechtenstein", "Liechtenstein", "Liechtenstein", "Liechtenstein", "LI"),
    "LUX": ("Luxembourg", "Luxemburg", "Luxembourg", "Lussemburgo", "Luxembourgish", "LU"),
    "MCO": ("Monaco", "Monaco", "Monaco", "Monaco", "Monegasque", "MC"),
    "GBR": ("United Kingdom", "Vereinigtes Königreich", "Royaume-Uni", "Regno Unito", "British", "GB"),
    "JEY": ("Jersey", "Jersey", "Jersey", "Jersey", "Jersey", "JE"),
    "GGY": ("Guernsey", "Guernsey", "Guernesey", "Guernsey", "Guernsey", "GG"),
    "SGP": ("Singapore", "Singapur", "Singapour", "Singapore", "Singaporean", "SG"),
    "HKG": ("Hong Kong SAR", "Hongkong", "Hong Kong", "Hong Kong", "Hong Kong", "HK"),
    "DEU": ("Germany", "Deutschland", "Allemagne", "Germania", "German", "DE"),
    "FRA": ("France", "Frankreich", "France", "Francia", "French", "FR"),
    "ITA": ("Italy", "Italien", "Italie", "Italia", "Italian", "IT"),
    "AUT": ("Austria", "Österreich", "Autriche", "Austria", "Austrian", "AT"),
    "NLD": ("Netherlands", "Niederlande", "Pays-Bas", "Paesi Bassi", "Dutch", "NL"),
    "BEL": ("Belgium", "Belgien", "Belgique", "Belgio", "Belgian", "BE"),
    "ESP": ("Spain", "Spanien", "Espagne", "Spagna", "Spanish", "ES"),
    "SWE": ("Sweden", "Schweden", "Suède", "Svezia", "Swedish", "SE"),
    "GRC": ("Greece", "Griechenland", "Grèce", "Grecia", "Greek", "GR"),
    "USA": ("United States", "Vereinigte Staaten", "États-Unis", "Stati Uniti", "American", "US"),
    "CAN": ("Canada", "Kanada", "Canada", "Canada", "Canadian", "CA"),
    "BRA": ("Brazil", "Brasilien", "Brésil", "Brasile", "Brazilian", "BR"),
    "ARE": ("United Arab Emirates", "Vereinigte Arabische Emirate", "Émirats arabes unis",
            "Emirati Arabi Uniti", "Emirati", "AE"),
    "IND": ("India", "Indien", "Inde", "India", "Indian", "IN"),
    "CHN": ("China", "China", "Chine", "Cina", "Chinese", "CN"),
    "MYS": ("Malaysia", "Malaysia", "Malaisie", "Malesia", "Malaysian", "MY"),
    "AUS": ("Australia", "Australien", "Australie", "Australia", "Australian", "AU"),
    "ISR": ("Israel", "Israel", "Israël", "Israele", "Israeli", "IL"),
    "TUR": ("Turkey", "Türkei", "Turquie", "Turchia", "Turkish", "TR"),
}
LANG_IX = {"en": 0, "de": 1, "fr": 2, "it": 3}


def cname(code: str, lang: str = "en") -> str:
    return CN[code][LANG_IX[lang]]


NAMES = {
    "ch_de": (["Lukas", "Matthias", "Beat", "Urs", "Reto", "Thomas", "Andreas", "Stefan", "Christoph", "Adrian"],
              ["Regula", "Cornelia", "Barbara", "Franziska", "Corinne", "Daniela", "Monika", "Seraina"],
              ["Bühlmann", "Zürcher", "Brunner", "Steiner", "Widmer", "Baumgartner", "Schärer", "Gerber",
               "Lüthi", "Hofstetter", "von Wattenwyl", "Kälin", "Imhof", "Sprüngli-Moser"]),
    "ch_fr": (["Jean-Marc", "Olivier", "Pascal", "Laurent", "Yves", "Frédéric", "Alain"],
              ["Valérie", "Sophie", "Isabelle", "Nathalie", "Aline", "Mireille", "Séverine"],
              ["Rochat", "Favre", "Pittet", "Mercier", "de Pury", "Chappuis", "Monnier", "Jaquet", "Dufour"]),
    "it": (["Giancarlo", "Alessandro", "Paolo", "Matteo", "Lorenzo", "Fabrizio", "Riccardo"],
           ["Chiara", "Francesca", "Giulia", "Elena", "Paola", "Ludovica", "Beatrice"],
           ["Bernasconi", "Cattaneo", "Galli", "Lombardi", "Colombo", "Moretti", "Pedrazzini", "Sforza-Ruini",
            "Ferraris", "Visconti"]),
    "de": (["Maximilian", "Johannes", "Friedrich", "Florian", "Konstantin", "Wolfgang"],
           ["Katharina", "Annette", "Sabine", "Friederike", "Henrike", "Ulrike"],
           ["Schneider", "Hoffmann", "von Bülow", "Schäfer", "Krüger", "Lehmann", "Oetker-Brandt", "Vogt"]),
    "fr": (["Antoine", "Guillaume", "Philippe", "Henri", "Thibault", "Édouard"],
           ["Camille", "Hélène", "Margaux", "Anne-Sophie", "Clémence", "Béatrice"],
           ["Lefebvre", "Moreau", "de La Tour d'Auvergne", "Girard", "Fontaine", "Rousseau", "Delacroix"]),
    "en": (["James", "Edward", "Charles", "Oliver", "Henry", "Rupert", "Alexander", "William"],
           ["Charlotte", "Victoria", "Harriet", "Eleanor", "Alice", "Imogen", "Georgina"],
           ["Ashworth", "Pemberton", "Whitfield", "Carrington", "Fairbairn", "Hargreaves", "Thornbury",
            "Fitzwilliam-Hayes"]),
    "cn": (["Wei Ming", "Jun Hao", "Kok Leong", "Chi Keung", "Ka Wai", "Zhi Hao", "Boon Kiat"],
           ["Siew Ling", "Mei Lin", "Hui Min", "Wing Yan", "Xiu Ying", "Pei Shan"],
           ["Tan", "Lim", "Ng", "Wong", "Chan", "Leung", "Goh", "Ong", "Cheung", "Teo", "Lau"]),
    "in": (["Rohan", "Arjun", "Vikram", "Sanjay", "Aditya"], ["Priya", "Ananya", "Kavita", "Meera"],
           ["Mehta", "Kapoor", "Shah", "Iyer", "Malhotra", "Jhaveri"]),
    "ar": (["Khalid", "Omar", "Faisal", "Tariq", "Youssef"], ["Layla", "Noura", "Mariam", "Salma"],
           ["Al Suwaidi", "Al Marzouqi", "Haddad", "Al Falasi", "Nassar"]),
    "br": (["Rafael", "Gustavo", "Rodrigo", "Thiago"], ["Fernanda", "Beatriz", "Juliana", "Luiza"],
           ["Almeida", "Carvalho", "Monteiro", "Barbosa", "Teixeira"]),
    "nl": (["Pieter", "Maarten", "Joost", "Willem"], ["Anouk", "Sanne", "Femke", "Marijke"],
           ["van der Berg", "de Vries", "Jansen", "Visser", "van Houten"]),
    "se": (["Erik", "Lars", "Johan", "Gustav"], ["Karin", "Ingrid", "Astrid", "Linnea"],
           ["Lindqvist", "Eriksson", "Bergström", "Wallenberg-Ek", "Sjöberg"]),
    "gr": (["Nikolaos", "Konstantinos", "Dimitrios", "Georgios"], ["Eleni", "Sofia", "Katerina", "Despina"],
           ["Papadopoulos", "Vassilakis", "Georgiou", "Lemos-Angelis", "Karamanlis"]),
    "us": (["Michael", "Robert", "Bradley", "Scott"], ["Jennifer", "Elizabeth", "Lauren", "Whitney"],
           ["Whitman", "Caldwell", "Brennan", "Sutherland"]),
    "il": (["David", "Avi", "Yonatan"], ["Yael", "Noa", "Tamar"], ["Cohen", "Levi", "Friedman", "Ben-Ami"]),
    "tr": (["Emre", "Kerem", "Murat"], ["Elif", "Zeynep", "Defne"], ["Öztürk", "Demir", "Aksoy", "Koç"]),
}
NAT_GROUP = {"CHE": ["ch_de", "ch_de", "ch_fr", "it"], "LIE": ["ch_de"], "LUX": ["fr", "de"], "MCO": ["fr", "it"],
             "GBR": ["en"], "SGP": ["cn"], "HKG": ["cn"], "DEU": ["de"], "FRA": ["fr"], "ITA": ["it"],
             "AUT": ["de"], "NLD": ["nl"], "BEL": ["fr", "nl"], "SWE": ["se"], "GRC": ["gr"], "USA": ["us", "en"],
             "CAN": ["en", "fr"], "BRA": ["br"], "ARE": ["ar"], "IND": ["in"], "CHN": ["cn"], "MYS": ["cn"],
             "AUS": ["en"], "ISR": ["il"], "TUR": ["tr"]}
NATS = (["CHE"] * 6 + ["DEU"] * 3 + ["FRA"] * 3 + ["ITA"] * 3 + ["GBR"] * 4 + ["SGP"] * 3 + ["HKG"] * 3 +
        ["LIE", "LUX", "MCO", "AUT", "NLD", "BEL", "SWE", "GRC", "GRC", "USA", "CAN", "BRA", "ARE", "IND", "CHN",
         "MYS", "AUS", "ISR", "TUR"])
RESIDENCES = (["CHE"] * 7 + ["LIE", "LUX", "LUX", "MCO", "MCO", "GBR", "GBR", "JEY", "GGY", "SGP", "SGP", "SGP",
                             "HKG", "HKG", "ARE", "DEU", "FRA", "ITA"])
HOME_CUR = {"CHE": "CHF", "LIE": "CHF", "LUX": "EUR", "MCO": "EUR", "GBR": "GBP", "JEY": "GBP", "GGY": "GBP",
            "SGP": "SGD", "HKG": "HKD", "ARE": "USD", "DEU": "EUR", "FRA": "EUR", "ITA": "EUR", "AUT": "EUR",
            "ESP": "EUR", "USA": "USD"}

ADDR = {
    "CHE": [["Seefeldstrasse {n}", "8008 Zürich"], ["Chemin de Ruth {n}", "1223 Cologny"],
            ["Via Nassa {n}", "6900 Lugano"], ["Dufourstrasse {n}", "6300 Zug"],
            ["Route de Lausanne {n}", "1292 Chambésy"], ["Seestrasse {n}", "8700 Küsnacht"],
            ["Chemin des Crêts-de-Champel {n}", "1206 Genève"], ["Avenue de Rumine {n}", "1005 Lausanne"],
            ["Via Cantonale {n}", "6815 Melide"], ["Zugerbergstrasse {n}", "6300 Zug"],
            ["Chalet Les Mélèzes", "Route de la Rosiaz {n}", "3963 Crans-Montana"],
            ["Via Serlas {n}", "7500 St. Moritz"], ["Bahnhofstrasse {n}", "8001 Zürich"]],
    "LIE": [["Städtle {n}", "9490 Vaduz"], ["Landstrasse {n}", "9495 Triesen"], ["Im Gapetsch {n}", "9494 Schaan"],
            ["Fürst-Franz-Josef-Strasse {n}", "9490 Vaduz"]],
    "LUX": [["{n}, boulevard Joseph II", "L-1840 Luxembourg"], ["{n}, rue Goethe", "L-1637 Luxembourg"],
            ["{n}, route d'Arlon", "L-8009 Strassen"], ["{n}, avenue Monterey", "L-2163 Luxembourg"]],
    "MCO": [["Le Bel Horizon", "{n} boulevard d'Italie", "98000 Monaco"],
            ["Résidence Les Terrasses du Port", "{n} quai Antoine Ier", "98000 Monaco"],
            ["Villa Les Orangers", "{n} avenue Princesse Grace", "98000 Monaco"],
            ["{n} boulevard de Belgique", "98000 Monaco"]],
    "GBR": [["{n} Cheyne Walk", "London SW3 5RA"], ["Flat {n}, 27 Eaton Square", "London SW1W 9DA"],
            ["The Old Rectory, Church Lane", "Little Marlow", "Buckinghamshire SL7 3RZ"],
            ["{n} Phillimore Gardens", "London W8 7QG"], ["{n} Hamilton Terrace", "St John's Wood", "London NW8 9UJ"]],
    "JEY": [["Les Ruettes, La Route du Mont Mado", "St John", "Jersey JE3 4DS"],
            ["{n} La Rue de la Pointe", "St Brelade", "Jersey JE3 8BG"],
            ["La Maison Blanche, {n} Victoria Avenue", "St Helier", "Jersey JE2 3QT"]],
    "GGY": [["Le Varclin, Rue des Frères", "St Martin", "Guernsey GY4 6RT"],
            ["{n} Queen's Road", "St Peter Port", "Guernsey GY1 1PU"]],
    "SGP": [["{n} Nassim Road", "#05-02 Nassim Park Residences", "Singapore 258402"],
            ["38 Ardmore Park", "#{n}-01", "Singapore 259960"], ["{n} Cluny Hill", "Singapore 259587"],
            ["{n} Marina Boulevard", "#40-12 The Sail", "Singapore 018989"],
            ["{n} Sentosa Cove Avenue", "Singapore 098291"]],
    "HKG": [["Flat 12A, Tower 2, The Peak Residences", "{n} Barker Road", "The Peak, Hong Kong"],
            ["House {n}, Repulse Bay Garden", "18 Repulse Bay Road", "Hong Kong"],
            ["Flat 21B, {n} Conduit Road", "Mid-Levels", "Hong Kong"],
            ["{n} Deep Water Bay Road", "Deep Water Bay", "Hong Kong"]],
    "ARE": [["Villa {n}, Street 3", "Emirates Hills", "Dubai"],
            ["Apartment {n}04, Burj Vista Tower 1", "Downtown Dubai", "Dubai"],
            ["Villa {n}, Frond K, Palm Jumeirah", "Dubai"]],
    "DEU": [["Elbchaussee {n}", "22605 Hamburg"], ["Maximilianstraße {n}", "80539 München"],
            ["Königsallee {n}", "40212 Düsseldorf"]],
    "FRA": [["{n} avenue Foch", "75116 Paris"], ["{n} boulevard de la Croisette", "06400 Cannes"],
            ["Villa Sainte-Hélène, {n} chemin du Roy", "06230 Saint-Jean-Cap-Ferrat"]],
    "ITA": [["Via Montenapoleone {n}", "20121 Milano"], ["Corso Venezia {n}", "20121 Milano"],
            ["Via Regina {n}", "22012 Cernobbio (CO)"]],
    "AUT": [["Hahnenkammstraße {n}", "6370 Kitzbühel"], ["Schwarzenbergplatz {n}", "1030 Wien"]],
    "ESP": [["Carrer de Sa Fortalesa {n}", "07157 Port d'Andratx, Mallorca"],
            ["Calle de Serrano {n}", "28001 Madrid"]],
}


def addr_lines(rng, country: str) -> list[str]:
    t = rng.choice(ADDR[country])
    n = str(rng.randint(2, 88))
    return [line.replace("{n}", n) for line in t]


def rand_date(rng, start: date, end: date) -> date:
    return start + timedelta(days=rng.randint(0, max(0, (end - start).days)))


def make_person(rng, today: date, nat: str | None = None, sex: str | None = None, age=(32, 79),
                group: str | None = None, surname: str | None = None) -> dict:
    nat = nat or rng.choice(NATS)
    grp = group or rng.choice(NAT_GROUP[nat])
    sex = sex or rng.choice("MF")
    m, f, s = NAMES[grp]
    given = rng.choice(m if sex == "M" else f)
    if grp not in ("cn", "ar", "in") and rng.random() < 0.3:
        g2 = rng.choice(m if sex == "M" else f)
        if g2 != given:
            given = f"{given} {g2}"
    sur = surname or rng.choice(s)
    lo, hi = age
    dob = rand_date(rng, date(today.year - hi, 1, 1), date(today.year - lo, 12, 28))
    return {"given": given, "surname": sur, "sex": sex, "dob": dob, "nat": nat, "group": grp,
            "full": f"{given} {sur}"}


def email_of(rng, p: dict, domains=None) -> str:
    g = re.sub(r"[^a-z]", "", ascii_up(p["given"].split()[0]).lower())
    s = re.sub(r"[^a-z]", "", ascii_up(p["surname"]).lower())
    dom = rng.choice(domains or ["bluewin.ch", "gmail.com", "hotmail.co.uk", "pm.me", "icloud.com",
                                 "gmx.ch", "outlook.com", "singnet.com.sg", "netvigator.com", "orange.fr"])
    return rng.choice([f"{g}.{s}@{dom}", f"{g[0]}{s}@{dom}", f"{s}.{g}@{dom}", f"{g}{rng.randint(1, 99)}@{dom}"])


def phone_of(rng, country: str) -> str:
    d = lambda k: "".join(str(rng.randint(0, 9)) for _ in range(k))
    return {
        "CHE": f"+41 79 {d(3)} {d(2)} {d(2)}", "LIE": f"+423 {d(3)} {d(2)} {d(2)}",
        "LUX": f"+352 621 {d(3)} {d(3)}", "MCO": f"+377 6 {d(2)} {d(2)} {d(2)} {d(2)}",
        "GBR": f"+44 7{d(3)} {d(6)}", "JEY": f"+44 7797 {d(6)}", "GGY": f"+44 7781 {d(6)}",
        "SGP": f"+65 9{d(3)} {d(4)}", "HKG": f"+852 9{d(3)} {d(4)}", "ARE": f"+971 50 {d(3)} {d(4)}",
        "DEU": f"+49 171 {d(7)}", "FRA": f"+33 6 {d(2)} {d(2)} {d(2)} {d(2)}", "ITA": f"+39 335 {d(7)}",
    }.get(country, f"+41 78 {d(3)} {d(2)} {d(2)}")


def id_number(rng, nat: str, kind: str) -> str:
    L = lambda k: "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(k))
    D = lambda k: "".join(str(rng.randint(0, 9)) for _ in range(k))
    if kind == "national_id":
        return {"CHE": L(1) + D(7), "DEU": L(1) + D(2) + L(1) + D(2) + L(1) + D(2), "FRA": D(2) + L(2) + D(5),
                "ITA": "C" + L(1) + D(5) + L(2), "LUX": D(6) + L(2), "BEL": D(3) + "-" + D(7) + "-" + D(2),
                "AUT": D(8), "NLD": L(2) + D(7), "ESP": D(8) + L(1), "SGP": "S" + D(7) + L(1),
                "HKG": L(1) + D(6) + "(" + D(1) + ")"}.get(nat, L(2) + D(7))
    return {"CHE": L(1) + D(7), "DEU": "C" + L(1) + D(2) + L(1) + D(4), "FRA": D(2) + L(2) + D(5),
            "ITA": "Y" + L(1) + D(7), "GBR": D(9), "SGP": "K" + D(7) + L(1), "HKG": "K" + D(8),
            "USA": D(9), "LIE": "R" + D(5), "LUX": L(2) + D(6), "MCO": D(6)}.get(nat, L(2) + D(7))


NATIONAL_ID_OK = {"CHE", "DEU", "FRA", "ITA", "LUX", "BEL", "AUT", "NLD", "ESP", "SGP", "HKG"}


def tin_of(rng, country: str):
    D = lambda k: "".join(str(rng.randint(0, 9)) for _ in range(k))
    if country in ("CHE", "LIE"):
        return f"756.{D(4)}.{D(4)}.{D(2)}" if country == "CHE" else D(8)
    return {"DEU": D(11), "FRA": f"{D(2)} {D(2)} {D(3)} {D(3)} {D(3)}", "LUX": D(13), "GBR": D(10),
            "JEY": "JE" + D(7), "GGY": D(7), "SGP": "S" + D(7) + rng.choice("ABCDEFGHIZJ"),
            "HKG": rng.choice("ACEHKMPRZ") + D(6) + D(1), "ITA": "".join(rng.choice("BCDFGLMNPRSTVZ") for _ in range(6)) + D(2) + rng.choice("ABCDEHLMPRST") + D(2) + rng.choice("AFHLM") + D(3) + rng.choice("ABCDEFGHKLMNPQRSTUVXYZ"),
            "USA": f"{D(3)}-{D(2)}-{D(4)}", "AUT": D(9), "ESP": D(8) + "Z"}.get(country)


def mrz_check(s: str) -> str:
    w = (7, 3, 1)
    tot = 0
    for i, c in enumerate(s):
        v = 0 if c == "<" else (int(c) if c.isdigit() else ord(c) - 55)
        tot += v * w[i % 3]
    return str(tot % 10)


def mrz_lines(surname: str, given: str, number: str, nat: str, dob: date, sex: str, exp: date) -> tuple[str, str]:
    clean = lambda s: re.sub(r"[^A-Z<]", "", ascii_up(s).replace(" ", "<").replace("-", "<").replace("'", ""))
    l1 = f"P<{nat}{clean(surname)}<<{clean(given)}"
    l1 = (l1 + "<" * 44)[:44]
    num = (re.sub(r"[^A-Z0-9]", "", number) + "<" * 9)[:9]
    d1 = f"{dob.year % 100:02d}{dob.month:02d}{dob.day:02d}"
    d2 = f"{exp.year % 100:02d}{exp.month:02d}{exp.day:02d}"
    opt = "<" * 14
    part = num + mrz_check(num) + nat + d1 + mrz_check(d1) + sex + d2 + mrz_check(d2) + opt + mrz_check(opt)
    comp = num + mrz_check(num) + d1 + mrz_check(d1) + d2 + mrz_check(d2) + opt + mrz_check(opt)
    return l1, part + mrz_check(comp)

# --------------------------------------------------------------------------------------------
# KYC facts
# --------------------------------------------------------------------------------------------

OCC_EMP = [  # en, de m/f, fr m/f, it m/f
    ("Managing Director", "Geschäftsführer", "Geschäftsführerin", "Directeur général", "Directrice générale",
     "Direttore generale", "Direttrice generale"),
    ("Partner", "Partner", "Partnerin", "Associé", "Associée", "Socio", "Socia"),
    ("Chief Financial Officer", "Finanzchef", "Finanzchefin", "Directeur financier", "Directrice financière",
     "Direttore finanziario", "Direttrice finanziaria"),
    ("Consultant Surgeon", "Chefarzt Chirurgie", "Chefärztin Chirurgie", "Chirurgien", "Chirurgienne",
     "Primario di chirurgia", "Primaria di chirurgia"),
    ("Portfolio Manager", "Portfoliomanager", "Portfoliomanagerin", "Gérant de portefeuille",
     "Gérante de portefeuille", "Gestore di portafoglio", "Gestrice di portafoglio"),
    ("Head of Commodity Trading", "Leiter Rohstoffhandel", "Leiterin Rohstoffhandel", "Responsable du négoce",
     "Responsable du négoce", "Responsabile trading materie prime", "Responsabile trading materie prime"),
    ("Lawyer", "Rechtsanwalt", "Rechtsanwältin", "Avocat", "Avocate", "Avvocato", "Avvocata"),
    ("Chief Executive Officer", "Vorsitzender der Geschäftsleitung", "Vorsitzende der Geschäftsleitung",
     "Président-directeur général", "Présidente-directrice générale", "Amministratore delegato",
     "Amministratrice delegata"),
]
OCC_SELF = [
    ("Entrepreneur", "Unternehmer", "Unternehmerin", "Entrepreneur", "Entrepreneuse", "Imprenditore",
     "Imprenditrice"),
    ("Ship-owner", "Reeder", "Reederin", "Armateur", "Armatrice", "Armatore", "Armatrice"),
    ("Independent Architect", "Architekt (selbständig)", "Architektin (selbständig)", "Architecte indépendant",
     "Architecte indépendante", "Architetto indipendente", "Architetta indipendente"),
]
OCC_RET = [
    ("Retired", "Pensioniert", "Pensioniert", "Retraité", "Retraitée", "Pensionato", "Pensionata"),
    ("Retired Banker", "Bankier im Ruhestand", "Bankierin im Ruhestand", "Banquier retraité",
     "Banquière retraitée", "Banchiere in pensione", "Banchiera in pensione"),
]


def occ_text(tup, lang, sex):
    if lang == "en":
        return tup[0]
    k = {"de": 1, "fr": 3, "it": 5}[lang]
    return tup[k if sex == "M" else k + 1]


EMPLOYERS = ["Rhône Maritime Holding SA", "Aurelian Pharma AG", "Pemberton Capital Partners LLP",
             "Clinique des Alpes SA", "Meridian Commodities Trading SA", "Straits Harbour Capital Pte. Ltd.",
             "Victoria Peak Asset Management Limited", "Baur & Keller Rechtsanwälte AG",
             "Studio Legale Bernasconi & Associati", "Kensington Royalty Advisors Ltd",
             "Sentosa Bulk Shipping Pte. Ltd.", "Lakeside Reinsurance Company Ltd", "Ardent Private Equity S.à r.l.",
             "Monte Carlo Yacht Brokerage SAM", "Jade Harbour Family Office Limited", "Helvetic Precision Instruments AG",
             "Valbella Hotel Holding AG", "Crescent Bay Capital Management (HK) Limited", "Gotthard Reinsurance AG"]
OWN_COS = ["Lemanic Logistics Holding SA", "Pilatus Biotech AG", "Aegean Star Shipping Co.", "Orchard Road Retail Group",
           "Kowloon Electronics Trading Ltd", "Ticino Real Estate SA", "Nordlicht Software GmbH"]
SOF_LABEL = {
    "employment": ("Employment income", "Erwerbseinkommen", "Revenus d'activité salariée", "Reddito da lavoro"),
    "business": ("Business activity / company ownership", "Unternehmerische Tätigkeit", "Activité entrepreneuriale",
                 "Attività imprenditoriale"),
    "investments": ("Investment income", "Vermögenserträge", "Revenus de placements", "Redditi da investimenti"),
    "inheritance": ("Inheritance / gift", "Erbschaft / Schenkung", "Héritage / donation", "Eredità / donazione"),
    "pension": ("Pension", "Rente / Pension", "Pension de retraite", "Pensione"),
    "other": ("Other", "Andere", "Autre", "Altro"),
}
SOF_ORDER = ["employment", "business", "investments", "inheritance", "pension", "other"]
PEP_FUNCS = ["Former State Secretary for Economic Affairs", "Member of the Board of a national central bank",
             "Former ambassador", "Member of a national parliament", "Judge of a supreme court",
             "Senior executive of a state-owned energy company"]
CITIES_BIRTH = {"CHE": ["Zürich", "Genève", "Lugano", "Basel", "Bern"], "DEU": ["München", "Hamburg", "Frankfurt am Main"],
                "FRA": ["Paris", "Lyon", "Neuilly-sur-Seine"], "ITA": ["Milano", "Roma", "Torino"],
                "GBR": ["London", "Edinburgh", "Bristol"], "SGP": ["Singapore"], "HKG": ["Hong Kong"],
                "GRC": ["Athens", "Piraeus"], "USA": ["New York", "Boston"]}


def kyc_facts(rng) -> dict:
    today = rand_date(rng, date(2024, 9, 1), date(2026, 3, 31))
    res = rng.choice(RESIDENCES)
    nat = res if (res in NAT_GROUP and rng.random() < 0.45) else rng.choice(NATS)
    p = make_person(rng, today, nat=nat, age=(29, 83))
    second = None
    if rng.random() < 0.25:
        second = rng.choice([c for c in ("CHE", "ITA", "FRA", "GBR", "CAN", "ISR", "DEU", "GRC") if c != nat])
    id_type = "national_id" if nat in NATIONAL_ID_OK and rng.random() < 0.25 else "passport"
    id_num = id_number(rng, nat, id_type)
    issue = rand_date(rng, today - timedelta(days=365 * 9), today - timedelta(days=40))
    yrs = 5 if (id_type == "national_id" and rng.random() < 0.3) else 10
    exp = date(issue.year + yrs, issue.month, min(issue.day, 28)) - timedelta(days=1)
    if exp <= today:
        exp = date(today.year + 3, issue.month, min(issue.day, 28))
    addr = addr_lines(rng, res)
    prev_res = rng.choice([c for c in ADDR if c != res])
    prev_addr = addr_lines(rng, prev_res)
    age = today.year - p["dob"].year
    if age >= 66 and rng.random() < 0.8:
        status = "retired"
    else:
        status = rng.choice(["employed", "employed", "employed", "self"])
    if status == "employed":
        occ = rng.choice(OCC_EMP)
        employer = rng.choice(EMPLOYERS)
        sof = rng.choice(["employment"] * 6 + ["investments", "inheritance"])
        income = rng.randint(180, 2400) * 1000
    elif status == "self":
        occ = rng.choice(OCC_SELF)
        employer = None
        sof = rng.choice(["business"] * 5 + ["investments", "other"])
        income = rng.randint(300, 6000) * 1000
    else:
        occ = rng.choice(OCC_RET)
        employer = None
        sof = rng.choice(["pension", "pension", "investments", "inheritance", "other"])
        income = rng.randint(60, 900) * 1000
    cur = HOME_CUR.get(res, "CHF") if rng.random() < 0.75 else rng.choice(["CHF", "USD", "EUR"])
    pep = rng.random() < 0.1
    tin = tin_of(rng, res)
    prev_emp = rng.choice([e for e in EMPLOYERS if e != employer])
    birth_place = rng.choice(CITIES_BIRTH.get(nat, ["—"])) if nat in CITIES_BIRTH else None
    net = income * rng.randint(8, 60)
    deposit = round(net * rng.uniform(0.05, 0.3), -4)
    return dict(today=today, p=p, second=second, id_type=id_type, id_num=id_num, id_issue=issue, id_exp=exp,
                res=res, addr=addr, prev_res=prev_res, prev_addr=prev_addr, status=status, occ=occ,
                employer=employer, sof=sof, income=income, cur=cur, pep=pep,
                pep_func=rng.choice(PEP_FUNCS), tin=tin, prev_emp=prev_emp, birth_place=birth_place, net=net,
                deposit=deposit, own_co=rng.choice(OWN_COS),
                client_no=f"{rng.randint(100, 999)}.{rng.randint(100000, 999999)}",
                rm=make_person(rng, today, nat=rng.choice(["CHE", "GBR", "FRA", "SGP"]), age=(30, 60)),
                attorney=make_person(rng, today, age=(25, 75)) if rng.random() < 0.45 else None,
                attorney_addr=addr_lines(rng, rng.choice(list(ADDR))))


def kyc_truth(f, lang, **over) -> dict:
    p = f["p"]
    t = {"full_name": p["full"], "date_of_birth": p["dob"].isoformat(), "sex": p["sex"], "nationality": p["nat"],
         "id_document_type": f["id_type"], "id_document_number": f["id_num"], "id_issuing_country": p["nat"],
         "id_expiry_date": f["id_exp"].isoformat(), "residential_address": " ".join(f["addr"]),
         "country_of_residence": f["res"], "occupation": occ_text(f["occ"], lang, p["sex"]),
         "employer_name": f["employer"], "annual_income": float(f["income"]), "income_currency": f["cur"],
         "source_of_funds": f["sof"], "is_pep": f["pep"], "tax_identification_number": f["tin"]}
    t.update(over)
    return t


WEALTH_STORY = {
    "employment": "accumulated savings from a long career in {sector}, including deferred bonuses and vested share awards",
    "business": "the build-up and partial sale of {co}, a company founded by the client, and subsequent dividend distributions",
    "investments": "returns on a diversified securities portfolio and private equity co-investments built up over two decades",
    "inheritance": "an inheritance received from the client's late father, comprising securities and real estate",
    "pension": "pension capital and savings accumulated during the client's professional life",
    "other": "the sale of a residential property and of a collection of contemporary art",
}
SECTORS = ["investment banking", "the pharmaceutical industry", "commodity trading", "corporate law", "medicine",
           "asset management", "shipping"]


def story(rng, f) -> str:
    return WEALTH_STORY[f["sof"]].format(sector=rng.choice(SECTORS), co=f["own_co"])

# --------------------------------------------------------------------------------------------
# KYC layouts
# --------------------------------------------------------------------------------------------

def _k_zh_boxed(rng, f):
    p, lang = f["p"], "de"
    bank = rng.choice([("Bank Limmatquai Privatbankiers AG", "Limmatquai 42, Postfach, 8022 Zürich"),
                       ("Zuger Vermögensbank AG", "Alpenstrasse 9, 6304 Zug"),
                       ("Privatbank am Paradeplatz AG", "Paradeplatz 6, 8001 Zürich")])
    show_sex = rng.random() < 0.8
    dstyle = rng.choice(["dot", "dot", "long"])
    t = kyc_truth(f, lang, sex=p["sex"] if show_sex else None)
    css = ("body{font-family:Arial,Helvetica,sans-serif;font-size:9.5pt;color:#111} h1{font-size:15pt;margin:0}"
           ".sec{background:#1d3b5c;color:#fff;padding:3px 6px;font-weight:bold;margin-top:10px}"
           "table.g{width:100%;border-collapse:collapse} table.g td{border:1px solid #777;padding:2px 5px;vertical-align:top}"
           ".cap{display:block;font-size:7pt;color:#444} .v{font-size:10.5pt;min-height:13pt}"
           ".small{font-size:7.5pt;color:#333} table.t{width:100%;border-collapse:collapse} table.t th,table.t td{border:1px solid #777;padding:3px;font-size:9pt}")

    def box(cap, val, span=1):
        return f'<td colspan="{span}"><span class="cap">{E(cap)}</span><div class="v">{val}</div></td>'
    h = [f'<table style="width:100%"><tr><td><h1>Kontoeröffnung – Natürliche Person</h1>'
         f'<div class="small">Formular KE-NP 04/2023 · bitte in Blockschrift ausfüllen</div></td>'
         f'<td style="text-align:right" class="small"><b>{E(bank[0])}</b><br>{E(bank[1])}<br>Stammnummer: {E(f["client_no"])}</td></tr></table>']
    h.append('<div class="sec">1 Vertragspartner / Kontoinhaber</div><table class="g"><tr>')
    h.append(box("Name", E(p["surname"])) + box("Vorname(n)", E(p["given"])))
    h.append(box("Geschlecht", f'{cb(p["sex"] == "M")} männlich &nbsp; {cb(p["sex"] == "F")} weiblich') if show_sex else box("Zivilstand", E(rng.choice(["verheiratet", "ledig", "geschieden"]))))
    h.append("</tr><tr>")
    h.append(box("Geburtsdatum", E(fdate(p["dob"], dstyle, "de"))) + box("Staatsangehörigkeit", E(cname(p["nat"], "de"))))
    h.append(box("Weitere Staatsangehörigkeit(en)", E(cname(f["second"], "de")) if f["second"] else "—"))
    h.append("</tr></table>")
    h.append('<div class="sec">2 Domizil</div><table class="g"><tr>')
    h.append(box("Wohnsitzadresse (Strasse, Nr., PLZ, Ort)", "<br>".join(E(x) for x in f["addr"]), 2))
    h.append(box("Wohnsitzland", E(cname(f["res"], "de"))))
    h.append('</tr><tr>')
    h.append(box("Frühere Wohnsitzadresse (falls Umzug in den letzten 3 Jahren)", E(", ".join(f["prev_addr"] + [cname(f["prev_res"], "de")])), 2))
    h.append(box("Korrespondenz", E(rng.choice(["an Wohnsitzadresse", "banklagernd", "E-Banking-Postfach"]))))
    h.append("</tr></table>")
    h.append('<div class="sec">3 Identifikation</div><table class="g"><tr>')
    h.append(box("Ausweisart", f'{cb(f["id_type"] == "passport")} Pass &nbsp; {cb(f["id_type"] == "national_id")} Identitätskarte'))
    h.append(box("Ausweisnummer", E(f["id_num"])) + box("Ausstellungsstaat", E(cname(p["nat"], "de"))))
    h.append("</tr><tr>")
    h.append(box("Ausgestellt am", E(fdate(f["id_issue"], "dot"))) + box("Gültig bis", E(fdate(f["id_exp"], "dot"))))
    h.append(box("Geprüft durch (Visum)", E(f["rm"]["surname"][:3].upper())))
    h.append("</tr></table>")
    h.append('<div class="sec">4 Berufliche und finanzielle Situation</div><table class="g"><tr>')
    h.append(box("Status", " ".join(f'{cb(f["status"] == k)} {v} &nbsp;' for k, v in
                                     (("employed", "angestellt"), ("self", "selbständig"), ("retired", "pensioniert"))), 3))
    h.append("</tr><tr>")
    h.append(box("Beruf / Funktion", E(t["occupation"])))
    h.append(box("Arbeitgeber", E(f["employer"]) if f["employer"] else "—"))
    h.append(box("Früherer Arbeitgeber", E(f["prev_emp"]) if f["status"] != "self" else "—"))
    h.append("</tr><tr>")
    h.append(box("Jährliches Bruttoeinkommen", nw(famt(f["income"], rng.choice(["ch", "ch_dash"])))))
    h.append(box("Währung", E(f["cur"])))
    h.append(box("Geschätztes Gesamtvermögen", E(rng.choice(["CHF 5–10 Mio.", "CHF 10–25 Mio.", "über CHF 25 Mio.", "CHF 2–5 Mio."]))))
    h.append("</tr></table>")
    h.append('<div class="sec">5 Herkunft der eingebrachten Vermögenswerte</div><table class="g"><tr><td>')
    h.append(" &nbsp; ".join(f"{cb(f['sof'] == k)} {E(SOF_LABEL[k][1])}" for k in SOF_ORDER))
    h.append(f'<br><span class="cap">Erläuterungen zur Vermögensherkunft (Source of Wealth)</span>'
             f'Das Vermögen stammt gemäss Angaben des Kunden aus {E(story(rng, f))} (englische Notiz des Kundenberaters).</td></tr>'
             f'<tr><td><span class="cap">Erwarteter Erstzufluss</span>CHF {famt(f["deposit"], "ch", False)} von einer Drittbank</td></tr></table>')
    h.append(PB)
    h.append('<div class="sec">6 Politisch exponierte Person (PEP)</div><table class="g"><tr><td>'
             'Übt der Vertragspartner eine prominente öffentliche Funktion im In- oder Ausland aus oder hat er '
             'eine solche in den letzten 18 Monaten ausgeübt (PEP gemäss Art. 2a GwG)?<br>'
             f'{cb(f["pep"])} Ja &nbsp; {cb(not f["pep"])} Nein</td></tr>')
    if f["pep"]:
        h.append(f'<tr><td><span class="cap">Funktion / Land</span>{E(f["pep_func"])}</td></tr>')
    h.append("</table>")
    h.append('<div class="sec">7 Selbstauskunft steuerliche Ansässigkeit (AIA/CRS)</div>'
             '<table class="t"><tr><th>Land der steuerlichen Ansässigkeit</th><th>Steueridentifikationsnummer (TIN)</th>'
             '<th>Falls keine TIN: Grund A, B oder C</th></tr>')
    h.append(f'<tr><td>{E(cname(f["res"], "de"))}</td><td>{E(f["tin"]) if f["tin"] else "—"}</td>'
             f'<td>{"" if f["tin"] else "A – Das Land vergibt keine TIN"}</td></tr><tr><td>&nbsp;</td><td></td><td></td></tr></table>')
    h.append(f'<p class="small">US-Person im Sinne von FATCA: {cb(p["nat"] == "USA")} Ja {cb(p["nat"] != "USA")} Nein. '
             'Grund A: Das Land vergibt keine TIN. Grund B: Der Kontoinhaber kann keine TIN erhalten. '
             'Grund C: Die Angabe der TIN ist nach dem Recht des Landes nicht erforderlich.</p>')
    h.append('<div class="sec">8 Feststellung der wirtschaftlich berechtigten Person (Formular A)</div><table class="g"><tr><td>'
             f'Der Vertragspartner erklärt hiermit, {cb(True)} dass er/sie allein an den Vermögenswerten wirtschaftlich berechtigt ist '
             f'<br>{cb(False)} dass an den Vermögenswerten die nachfolgend aufgeführte(n) Person(en) wirtschaftlich berechtigt ist/sind.'
             '<br><span class="small">Die vorsätzliche Angabe falscher Informationen ist strafbar (Urkundenfälschung, Art. 251 StGB).</span></td></tr></table>')
    if f["attorney"]:
        a = f["attorney"]
        h.append('<div class="sec">9 Vollmacht</div><table class="g"><tr>')
        h.append(box("Bevollmächtigte Person (Name, Vorname)", E(f'{a["surname"]}, {a["given"]}')))
        h.append(box("Geburtsdatum", E(fdate(a["dob"], "dot"))))
        h.append(box("Adresse", E(", ".join(f["attorney_addr"]))))
        h.append('</tr><tr>' + box("Umfang", "Verwaltungsvollmacht (ohne Bezugsrecht)", 3) + "</tr></table>")
    h.append(f'<p class="small">Der Unterzeichnete bestätigt die Richtigkeit der vorstehenden Angaben und verpflichtet sich, '
             f'Änderungen der Bank {E(bank[0])} unaufgefordert mitzuteilen. Es gelten die Allgemeinen Geschäftsbedingungen '
             'und das Depotreglement der Bank. Gerichtsstand ist Zürich.</p>')
    h.append(f'<table class="g"><tr>{box("Ort, Datum", E("Zürich, " + fdate(f["today"], "dot")))}'
             f'{box("Unterschrift Vertragspartner", "&nbsp;")}{box("Kundenberater/in", E(f["rm"]["full"]))}</tr></table>')
    h.append('<p class="small">Nur für interne Zwecke: Risikokategorie ' + E(rng.choice(["normal", "erhöht"])) +
             f' · Compliance-Visum · Eröffnung erfasst am {fdate(f["today"] + timedelta(days=2), "dot")}</p>')
    return shell("Kontoeröffnung", css, "".join(h), "de"), t


def _k_gva_bilingual(rng, f):
    p, lang = f["p"], "fr"
    bank = rng.choice([("Banque Privée du Rhône SA", "Quai de l'Île 11, 1204 Genève"),
                       ("Mirabaud-Lacroix & Cie SA", "Boulevard du Théâtre 8, 1211 Genève 11"),
                       ("Banque Lémanique de Gestion SA", "Rue de la Corraterie 24, 1204 Genève")])
    t = kyc_truth(f, lang)
    dst = rng.choice(["dot", "slash", "long"])
    css = ("body{font-family:'Times New Roman',serif;font-size:10pt} h2{font-size:13pt;border-bottom:2px solid #000;margin:14px 0 4px}"
           "table.f{width:100%;border-collapse:collapse} table.f td{padding:3px 4px;border-bottom:1px dotted #999;vertical-align:top}"
           "td.l{width:42%;color:#222} td.l i{color:#555} .note{font-size:8pt}")

    def row(fr, en, val):
        return f'<tr><td class="l">{E(fr)} / <i>{E(en)}</i></td><td>{val}</td></tr>'
    h = [f'<div style="text-align:center"><b style="font-size:14pt">{E(bank[0])}</b><br>{E(bank[1])}<br>'
         f'<b>OUVERTURE DE RELATION – PERSONNE PHYSIQUE</b><br><i>Relationship opening – natural person</i></div>'
         f'<p class="note">Réf. dossier / File ref.: GVA-{f["client_no"]} &nbsp; Date: {fdate(f["today"], "dot")}</p>']
    h.append('<h2>1. Identité / Identity</h2><table class="f">')
    h.append(row("Nom", "Surname", E(p["surname"].upper())))
    h.append(row("Prénom(s)", "First name(s)", E(p["given"])))
    h.append(row("Sexe", "Sex", "F" if p["sex"] == "F" else "M"))
    h.append(row("Date de naissance", "Date of birth", E(fdate(p["dob"], dst, "fr"))))
    if f["birth_place"]:
        h.append(row("Lieu de naissance", "Place of birth", E(f["birth_place"])))
    h.append(row("Nationalité", "Nationality", E(cname(p["nat"], "fr"))))
    h.append(row("Autre(s) nationalité(s)", "Other nationality(ies)", E(cname(f["second"], "fr")) if f["second"] else "aucune / none"))
    h.append("</table><h2>2. Domicile / Residence</h2><table class=\"f\">")
    h.append(row("Adresse de domicile", "Residential address", "<br>".join(E(x) for x in f["addr"])))
    h.append(row("Pays de domicile", "Country of residence", E(cname(f["res"], "fr"))))
    h.append(row("Adresse précédente", "Previous address", E(", ".join(f["prev_addr"]))))
    h.append(row("Téléphone", "Telephone", E(phone_of(rng, f["res"]))))
    h.append("</table><h2>3. Pièce d'identité / Identity document</h2><table class=\"f\">")
    h.append(row("Type", "Type", "Passeport / Passport" if f["id_type"] == "passport" else "Carte d'identité / Identity card"))
    h.append(row("Numéro", "Number", E(f["id_num"])))
    h.append(row("Pays d'émission", "Issuing country", E(cname(p["nat"], "fr"))))
    h.append(row("Date d'émission", "Date of issue", E(fdate(f["id_issue"], "dot"))))
    h.append(row("Date d'expiration", "Expiry date", E(fdate(f["id_exp"], "dot"))))
    h.append("</table><h2>4. Situation professionnelle / Professional situation</h2><table class=\"f\">")
    h.append(row("Profession", "Occupation", E(t["occupation"])))
    h.append(row("Employeur", "Employer", E(f["employer"]) if f["employer"] else "— (indépendant / retraité)"))
    h.append(row("Revenu annuel brut", "Gross annual income", nw(money(rng, f["income"], f["cur"], rng.choice(["ch", "fr"]), mode="post"))))
    h.append(row("Fortune totale estimée", "Estimated total wealth", nw(money(rng, f["net"], f["cur"], "ch", False, "pre"))))
    h.append("</table><h2>5. Origine des fonds / Source of funds</h2><p>")
    h.append("<br>".join(f"{cb(f['sof'] == k, 1)} {E(SOF_LABEL[k][2])} / <i>{E(SOF_LABEL[k][0])}</i>" for k in SOF_ORDER))
    h.append(f"</p><p class=\"note\">Origine du patrimoine (résumé du conseiller) / Source of wealth: {E(story(rng, f))}.</p>")
    h.append("<h2>6. Personne politiquement exposée / Politically exposed person</h2>")
    h.append(f"<p>Le titulaire est-il une PPE, un membre de la famille ou un proche d'une PPE ? / Is the holder a PEP? "
             f"&nbsp; {cb(f['pep'], 1)} Oui / Yes &nbsp; {cb(not f['pep'], 1)} Non / No</p>")
    if f["pep"]:
        h.append(f"<p>Fonction / Function: {E(f['pep_func'])}</p>")
    h.append("<h2>7. Résidence fiscale / Tax residence (CRS)</h2><table class=\"f\">")
    h.append(row("Pays de résidence fiscale", "Country of tax residence", E(cname(f["res"], "fr"))))
    h.append(row("NIF", "TIN", E(f["tin"]) if f["tin"] else "non attribué par ce pays / not issued by this jurisdiction"))
    h.append("</table>")
    if f["attorney"]:
        a = f["attorney"]
        h.append("<h2>8. Mandataire / Attorney</h2><table class=\"f\">")
        h.append(row("Nom, prénom", "Name", E(f'{a["surname"].upper()} {a["given"]}')))
        h.append(row("Né(e) le", "Born on", E(fdate(a["dob"], "dot"))))
        h.append(row("Domicile", "Address", E(", ".join(f["attorney_addr"]))))
        h.append("</table>")
    h.append('<p class="note">Le soussigné certifie l\'exactitude des informations ci-dessus et s\'engage à communiquer '
             'spontanément à la banque toute modification. La relation est soumise aux Conditions générales, au droit suisse '
             'et au for exclusif de Genève. / The undersigned certifies that the above information is accurate.</p>')
    h.append(f'<p>Genève, le {fdate(f["today"], "long", "fr")} &nbsp;&nbsp;&nbsp; Signature: ______________________ '
             f'&nbsp;&nbsp; Conseiller / RM: {E(f["rm"]["full"])}</p>')
    return shell("Ouverture de relation", css, "".join(h), "fr"), t


def _k_lugano_questionario(rng, f):
    p, lang = f["p"], "it"
    show_sex = rng.random() < 0.6
    t = kyc_truth(f, lang, sex=p["sex"] if show_sex else None, residential_address=", ".join(f["addr"]))
    bank = rng.choice(["Banca del Ceresio Privata SA, Via Canova 12, 6900 Lugano",
                       "Banca Arner-Lombardi SA, Piazza Manzoni 8, 6901 Lugano",
                       "Cornèr Gestioni Patrimoniali SA, Riva Albertolli 3, 6900 Lugano"])
    css = ("body{font-family:Georgia,serif;font-size:10pt} .q{margin:7px 0 1px;color:#333} .a{margin-left:22px;font-weight:bold;"
           "font-family:'Courier New',monospace;font-size:10.5pt} h1{font-size:14pt} .hint{font-size:8pt;color:#555}")
    qs = []

    def q(text, ans, hint=None):
        qs.append((text, ans, hint))
    q("Cognome e nome del cliente", E(f'{p["surname"].upper()} {p["given"]}'), "(cognome in stampatello)")
    q("Data di nascita", E(fdate(p["dob"], rng.choice(["long", "dot"]), "it")))
    if show_sex:
        q("Sesso", "maschile" if p["sex"] == "M" else "femminile")
    q("Cittadinanza", E(cname(p["nat"], "it")) + (f" &nbsp;(altre cittadinanze: {E(cname(f['second'], 'it'))})" if f["second"] else ""))
    q("Indirizzo di residenza", E(", ".join(f["addr"])))
    q("Stato di residenza", E(cname(f["res"], "it")))
    q("Documento d'identità presentato",
      f'Tipo: {"passaporto" if f["id_type"] == "passport" else "carta d&#39;identità"} — N. {E(f["id_num"])} — '
      f'rilasciato da: {E(cname(p["nat"], "it"))} il {fdate(f["id_issue"], "dot")} — valido fino al {fdate(f["id_exp"], "dot")}')
    q("Professione attuale", E(t["occupation"]))
    q("Datore di lavoro", E(f["employer"]) if f["employer"] else "nessuno", "(indicare \"nessuno\" per lavoratori indipendenti e pensionati)")
    q("Reddito annuo lordo", nw(money(rng, f["income"], f["cur"], rng.choice(["ch", "de"]), mode="pre")))
    q("Origine dei fondi che verranno depositati", E(SOF_LABEL[f["sof"]][3]),
      "(reddito da lavoro, attività imprenditoriale, redditi da investimenti, eredità, pensione, altro)")
    q("Origine del patrimonio complessivo", E(story(rng, f)) + " (nota del consulente in lingua inglese)")
    q("Il cliente è una persona politicamente esposta (PEP) o a essa vicina?", "Sì — " + E(f["pep_func"]) if f["pep"] else "No")
    q("Numero di identificazione fiscale (NIF/TIN) nello Stato di residenza",
      E(f["tin"]) if f["tin"] else "non rilasciato (motivo A)")
    q("Patrimonio stimato", E(rng.choice(["CHF 2–5 milioni", "CHF 5–20 milioni", "oltre CHF 20 milioni"])))
    q("Scopo della relazione d'affari", E(rng.choice(["gestione patrimoniale discrezionale", "consulenza agli investimenti", "deposito e custodia titoli"])))
    if f["attorney"]:
        a = f["attorney"]
        q("Procuratore (cognome, nome, data di nascita)", E(f'{a["surname"]} {a["given"]}, nato/a il {fdate(a["dob"], "dot")}'))
    h = [f'<div class="hint">{E(bank)}</div><h1>Questionario di identificazione del cliente (LRD / CDB 20)</h1>'
         f'<div class="hint">Relazione n. {E(f["client_no"])} — compilato dal consulente {E(f["rm"]["full"])} il {fdate(f["today"], "dot")}</div>']
    for i, (text, ans, hint) in enumerate(qs, 1):
        h.append(f'<div class="q">{i}. {E(text)} {("<span class=hint>" + E(hint) + "</span>") if hint else ""}</div><div class="a">{ans}</div>')
    h.append('<p class="hint">Il sottoscritto conferma che le informazioni fornite sono complete e veritiere e si impegna a '
             'comunicare alla banca ogni cambiamento. La banca si riserva il diritto di richiedere documentazione supplementare '
             'conformemente alla Legge sul riciclaggio di denaro (LRD).</p><p>Luogo e data: Lugano, '
             f'{fdate(f["today"], "long", "it")} &nbsp;&nbsp; Firma del cliente: ____________________</p>')
    return shell("Questionario", css, "".join(h), "it"), t


def _k_lux_crs_dossier(rng, f):
    p, lang = f["p"], "en"
    t = kyc_truth(f, lang)
    bank = rng.choice([("Banque du Grand-Duché Patrimoine S.A.", "2, boulevard Royal, L-2449 Luxembourg", "B 58 214"),
                       ("Kirchberg Private Bank S.A.", "15, avenue John F. Kennedy, L-1855 Luxembourg", "B 104 771")])
    css = ("body{font-family:Calibri,Arial,sans-serif;font-size:9.5pt} h3{background:#ddd;padding:3px;margin:12px 0 3px;font-size:10.5pt}"
           "table.k{width:100%;border-collapse:collapse} table.k td,table.k th{border:1px solid #aaa;padding:3px 5px;vertical-align:top;text-align:left}"
           "table.k td.l{width:38%;background:#f5f5f5} .hd{font-size:8pt;border-bottom:1px solid #000;padding-bottom:2px;margin-bottom:6px}"
           ".ft{font-size:7pt;color:#555;border-top:1px solid #999;margin-top:6px;padding-top:2px} .bp{font-size:8pt;text-align:justify}")
    dst = rng.choice(["long", "mon", "slash"])

    def kv(rows):
        return '<table class="k">' + "".join(f'<tr><td class="l">{E(a)}</td><td>{b}</td></tr>' for a, b in rows) + "</table>"
    h = [f'<h2 style="margin:0">Client Onboarding Dossier – Individual</h2><p>Client reference {E(f["client_no"])} · '
         f'Booking centre: Luxembourg · Relationship Manager: {E(f["rm"]["full"])}</p>']
    h.append("<h3>Part A – Personal details</h3>")
    rows = [("Full name (as shown in identity document)", E(p["full"])), ("Date of birth", E(fdate(p["dob"], dst))),
            ("Place of birth", E(f["birth_place"] or "not provided")),
            ("Sex", "Male" if p["sex"] == "M" else "Female"), ("Nationality", E(CN[p["nat"]][4]))]
    if f["second"]:
        rows.append(("Additional nationality", E(CN[f["second"]][4])))
    rows.append(("Marital status", E(rng.choice(["Married", "Single", "Divorced", "Widowed"]))))
    h.append(kv(rows))
    h.append("<h3>Part B – Residence and contact</h3>")
    h.append(kv([("Permanent residential address", "<br>".join(E(x) for x in f["addr"])),
                 ("Country of residence", E(cname(f["res"]))),
                 ("Mailing address (if different)", E(rng.choice(["Same as residential address", "Hold mail – retained at the bank"]))),
                 ("Mobile", E(phone_of(rng, f["res"]))),
                 ("Previous residential address (last 3 years)", E(", ".join(f["prev_addr"] + [cname(f["prev_res"])])))]))
    h.append("<h3>Part C – Identification document</h3><table class=\"k\"><tr><th>Document type</th><th>Number</th>"
             "<th>Issuing country</th><th>Date of issue</th><th>Expiry date</th></tr>")
    h.append(f'<tr><td>{"Passport" if f["id_type"] == "passport" else "National identity card"}</td><td>{E(f["id_num"])}</td>'
             f'<td>{E(cname(p["nat"]))}</td><td>{E(fdate(f["id_issue"], dst))}</td><td>{E(fdate(f["id_exp"], dst))}</td></tr></table>')
    h.append("<h3>Part D – Employment and income</h3>")
    h.append(kv([("Employment status", {"employed": "Employed", "self": "Self-employed", "retired": "Retired"}[f["status"]]),
                 ("Occupation / title", E(t["occupation"])),
                 ("Current employer", E(f["employer"]) if f["employer"] else "N/A"),
                 ("Previous employer", E(f["prev_emp"]) if f["status"] != "self" else "N/A"),
                 ("Gross annual income", nw(money(rng, f["income"], f["cur"], "en", mode="pre"))),
                 ("Expected initial deposit", nw(money(rng, f["deposit"], "EUR", "en", mode="pre")))]))
    h.append("<h3>Part E – Source of funds and source of wealth</h3><p>Source of the funds to be deposited (tick one): " +
             " ".join(f"{cb(f['sof'] == k, 2)} {E(SOF_LABEL[k][0])} &nbsp;" for k in SOF_ORDER) + "</p>")
    h.append(f'<p class="bp"><b>Source of wealth narrative.</b> The client\'s overall wealth of approximately '
             f'{money(rng, f["net"], f["cur"], "en", False, "pre")} derives from {E(story(rng, f))}. '
             'Corroborating documents were reviewed by the Relationship Manager and are kept on file.</p>')
    h.append(PB)
    h.append("<h3>Part F – Politically exposed persons</h3>")
    h.append(kv([("Is the client a politically exposed person (PEP)?", "Yes" if f["pep"] else "No"),
                 ("Is the client a family member or close associate of a PEP?", "No"),
                 ("Public function held", E(f["pep_func"]) if f["pep"] else "—")]))
    h.append("<h3>Part G – Self-certification of tax residence (CRS / FATCA)</h3>"
             "<table class=\"k\"><tr><th>Jurisdiction of tax residence</th><th>TIN</th><th>If no TIN, reason A, B or C</th></tr>")
    h.append(f'<tr><td>{E(cname(f["res"]))}</td><td>{E(f["tin"]) if f["tin"] else ""}</td><td>{"" if f["tin"] else "A"}</td></tr>')
    if f["second"] and rng.random() < 0.5:
        h.append(f'<tr><td>{E(cname(f["second"]))}</td><td></td><td>B</td></tr>')
    h.append('</table><p class="bp">Reason A – the jurisdiction does not issue TINs. Reason B – the account holder is unable '
             'to obtain a TIN (explain). Reason C – no TIN is required. I declare that I am not a US person for the purposes '
             'of FATCA unless indicated otherwise, and I undertake to inform the Bank within 30 days of any change in '
             'circumstances.</p>')
    if f["attorney"]:
        a = f["attorney"]
        h.append("<h3>Part H – Power of attorney</h3>")
        h.append(kv([("Attorney's full name", E(a["full"])), ("Date of birth", E(fdate(a["dob"], dst))),
                     ("Nationality", E(CN[a["nat"]][4])), ("Address", E(", ".join(f["attorney_addr"]))),
                     ("Scope", "Limited power of attorney for management purposes; no withdrawals to third parties")]))
    h.append("<h3>Declarations</h3><p class=\"bp\">" + " ".join([
        "The client confirms that the information given in this dossier is true, accurate and complete.",
        "The client acknowledges that the Bank is subject to the Law of 12 November 2004 on the fight against money laundering and terrorist financing, as amended, and to professional secrecy under Article 41 of the Law of 5 April 1993 on the financial sector.",
        "Personal data are processed in accordance with the Bank's data protection notice.",
        "The client authorises the Bank to report information to the Luxembourg tax authorities (Administration des contributions directes) where required by the CRS Law of 18 December 2015."] * 2) + "</p>")
    h.append(f'<p>Place and date: Luxembourg, {E(fdate(f["today"], dst))} &nbsp;&nbsp; Client signature: ____________________</p>')
    hd = f'<div class="hd">{E(bank[0])} · Client Onboarding Dossier · STRICTLY CONFIDENTIAL</div>'
    ft = f'<div class="ft">{E(bank[0])} · {E(bank[1])} · R.C.S. Luxembourg {bank[2]} · Form ONB-IND v7.2</div>'
    return shell("Onboarding dossier", css, paged(hd, ft, "".join(h))), t


def _k_sg_cdd_passport(rng, f):
    p, lang = f["p"], "en"
    f = dict(f)
    f["cur"] = "SGD" if rng.random() < 0.7 else f["cur"]
    monthly = max(5000, round(f["income"] / 12, -2))
    f["income"] = monthly * 12
    use_pass = f["id_type"] == "passport"
    t = kyc_truth(f, lang, annual_income=float(monthly * 12))
    bank = rng.choice([("Straits Private Bank Ltd", "8 Marina View, #27-00 Asia Square Tower 1, Singapore 018960"),
                       ("Temasek Boulevard Wealth Management Pte. Ltd.", "7 Temasek Boulevard, #22-01 Suntec Tower One, Singapore 038987")])
    css = ("body{font-family:Verdana,sans-serif;font-size:8.8pt} .ttl{background:#7a0019;color:#fff;padding:5px;font-size:12pt}"
           ".grid{display:grid;grid-template-columns:1fr 1fr;column-gap:16px} .f{padding:3px 0;border-bottom:1px solid #ccc}"
           ".f b{display:inline-block;min-width:150px;font-weight:normal;color:#555} h4{margin:10px 0 2px;color:#7a0019}"
           ".pp{border:2px solid #333;border-radius:8px;padding:10px;margin-top:10px;width:165mm} .mrz{font-family:'OCR B','Courier New',monospace;font-size:11pt;letter-spacing:1px}")

    def fl(label, val):
        return f'<div class="f"><b>{E(label)}:</b> {val}</div>'
    h = [f'<div class="ttl">CUSTOMER DUE DILIGENCE – INDIVIDUAL (PRIVATE BANKING)</div><p style="font-size:7.5pt">{E(bank[0])} · '
         f'{E(bank[1])} · Co. Reg. No. 1998{rng.randint(10000, 99999)}K · CIF {E(f["client_no"].replace(".", ""))}</p>']
    h.append("<h4>Section 1: Particulars of Customer</h4><div class=\"grid\">")
    h.append(fl("Surname", E(p["surname"].upper())) + fl("Given name(s)", E(p["given"].upper())))
    h.append(fl("Date of birth (DD/MM/YYYY)", E(fdate(p["dob"], "slash"))) + fl("Gender", "Male" if p["sex"] == "M" else "Female"))
    h.append(fl("Nationality", E(cname(p["nat"]).upper())) + fl("Other citizenship", E(cname(f["second"])) if f["second"] else "Nil"))
    h.append(fl("ID type", "Passport" if use_pass else "NRIC / national identity card") + fl("ID number", E(f["id_num"])))
    h.append(fl("Country of issue", E(cname(p["nat"]))) + fl("Expiry date", E(fdate(f["id_exp"], "slash"))))
    h.append("</div><h4>Section 2: Residential Address</h4>")
    h.append(fl("Residential address (no P.O. Box)", E(" ".join(f["addr"]))))
    h.append(fl("Country of residence", E(cname(f["res"]))))
    h.append(fl("Overseas / previous address", E(", ".join(f["prev_addr"]))))
    h.append("<h4>Section 3: Employment and Financial Profile</h4><div class=\"grid\">")
    h.append(fl("Occupation", E(t["occupation"])) + fl("Name of employer", E(f["employer"]) if f["employer"] else "Not applicable"))
    h.append(fl("Gross monthly income", nw(money(rng, monthly, f["cur"], "en", mode="pre"))) +
             fl("Estimated net worth", nw(money(rng, f["net"], f["cur"], "en", False, "pre"))))
    h.append("</div>" + fl("Source of funds for this account", E(SOF_LABEL[f["sof"]][0])))
    h.append(fl("Source of wealth (summary)", E(story(rng, f).capitalize())))
    h.append("<h4>Section 4: PEP and Tax Declarations</h4>")
    h.append(fl("Are you a Politically Exposed Person, or a family member / close associate of one?", ("YES – " + E(f["pep_func"])) if f["pep"] else "NO"))
    h.append(fl("Tax residency", E(cname(f["res"]))) + fl("Taxpayer identification number", E(f["tin"]) if f["tin"] else "Not issued by jurisdiction (Reason A)"))
    h.append('<p style="font-size:7.5pt">By signing, the customer declares that the information above is true and complete and '
             'consents to the Bank verifying it. The Bank is required under MAS Notice 626 to perform customer due diligence '
             'and to keep records for at least five years after the relationship ends.</p>')
    h.append(f'<p>Customer signature ____________________ Date: {fdate(f["today"], "slash")} &nbsp; Verified by: {E(f["rm"]["full"])} (RM)</p>')
    if use_pass:
        l1, l2 = mrz_lines(p["surname"], p["given"], f["id_num"], p["nat"], p["dob"], p["sex"], f["id_exp"])
        h.append(PB + '<h4>Annex: certified true copy of passport data page</h4><div class="pp"><table style="width:100%"><tr>'
                 '<td style="width:30mm;height:38mm;border:1px solid #999;text-align:center;color:#999">PHOTO</td><td style="padding-left:10px;font-size:9pt">'
                 f'Type / Type: P &nbsp;&nbsp; Code: {p["nat"]} &nbsp;&nbsp; Passport No.: {E(f["id_num"])}<br>'
                 f'Surname: {E(ascii_up(p["surname"]))}<br>Given names: {E(ascii_up(p["given"]))}<br>'
                 f'Nationality: {E(CN[p["nat"]][4].upper())}<br>Date of birth: {fdate(p["dob"], "mon")} &nbsp; Sex: {p["sex"]}<br>'
                 f'Date of issue: {fdate(f["id_issue"], "mon")}<br>Date of expiry: {fdate(f["id_exp"], "mon")}</td></tr></table>'
                 f'<div class="mrz">{E(l1)}<br>{E(l2)}</div></div>'
                 f'<p style="font-size:8pt">Certified true copy of the original sighted on {fdate(f["today"], "slash")} by {E(f["rm"]["full"])}.</p>')
    return shell("CDD", css, "".join(h)), t


def _k_hk_mono(rng, f):
    p, lang = f["p"], "en"
    up = lambda s: ascii_up(s)
    t = kyc_truth(f, lang)
    t.update(full_name=up(p["full"]), occupation=up(t["occupation"]),
             residential_address=up(" ".join(f["addr"])),
             employer_name=up(f["employer"]) if f["employer"] else None)
    W = 30

    def L(label, val):
        return f"{label} " + "." * max(2, W - len(label)) + f" : {val}"
    lines = [f"VICTORIA HARBOUR PRIVATE BANK LIMITED          CLIENT PROFILE REPORT          RUN {fdate(f['today'], 'mon')}",
             f"PROGRAM KYCR0412                      USER {up(f['rm']['surname'])[:8]:<8}               PAGE 0001",
             "=" * 92, "", "*** SECTION 01 - CLIENT IDENTIFICATION ***",
             L("CIF NUMBER", f["client_no"].replace(".", "")), L("SURNAME", up(p["surname"])), L("GIVEN NAMES", up(p["given"])),
             L("SEX", p["sex"]), L("DATE OF BIRTH", fdate(p["dob"], "mon")), L("NATIONALITY", p["nat"]),
             L("2ND NATIONALITY", f["second"] or "NIL"),
             L("ID DOC TYPE", "PASSPORT" if f["id_type"] == "passport" else "NATIONAL ID CARD"),
             L("ID DOC NUMBER", f["id_num"]), L("ID ISSUING CTRY", p["nat"]), L("ID ISSUE DATE", fdate(f["id_issue"], "mon")),
             L("ID EXPIRY DATE", fdate(f["id_exp"], "mon")), "", "*** SECTION 02 - ADDRESSES ***"]
    ad = [up(x) for x in f["addr"]]
    lines.append(L("RESIDENTIAL ADDR", ad[0]))
    lines += [" " * (W + 4) + x for x in ad[1:]]
    lines.append(L("COUNTRY OF RESIDENCE", f["res"]))
    pa = [up(x) for x in f["prev_addr"]]
    lines.append(L("PREV ADDR (CLOSED)", pa[0]))
    lines += [" " * (W + 4) + x for x in pa[1:]]
    lines += ["", "*** SECTION 03 - OCCUPATION / FINANCIALS ***", L("OCCUPATION", t["occupation"]),
              L("EMPLOYER", t["employer_name"] or "N/A"), L("ANNUAL INCOME", f"{f['cur']} {famt(f['income'], 'en')}"),
              L("NET WORTH (DECLARED)", f"{f['cur']} {famt(f['net'], 'en')}"),
              L("SOURCE OF FUNDS", {"employment": "EMPLOYMENT", "business": "BUSINESS", "investments": "INVESTMENTS",
                                     "inheritance": "INHERITANCE", "pension": "PENSION", "other": "OTHERS"}[f["sof"]]),
              "", "*** SECTION 04 - RISK / REGULATORY ***", L("PEP FLAG", "Y" if f["pep"] else "N"),
              L("PEP DETAILS", up(f["pep_func"]) if f["pep"] else "-"), L("TAX RESIDENCE", f["res"]),
              L("TIN", f["tin"] or "NOT ISSUED"), L("FATCA STATUS", "US PERSON" if p["nat"] == "USA" else "NON-US"),
              L("RISK RATING", rng.choice(["LOW", "MEDIUM", "HIGH"])),
              L("NEXT KYC REVIEW", fdate(date(f["today"].year + rng.choice([1, 3]), f["today"].month, min(f["today"].day, 28)), "mon")),
              L("RM CODE", f"RM{rng.randint(100, 999)}"), "", "*** SECTION 05 - LINKED ACCOUNTS ***",
              f"  ACCT NO            CCY   TYPE          OPENED        BALANCE",
              ]
    for _ in range(rng.randint(1, 4)):
        c = rng.choice(["HKD", "USD", "CHF", "EUR"])
        lines.append(f"  {rng.randint(100, 999)}-{rng.randint(100000, 999999)}-{rng.randint(100, 999)}    {c}   "
                     f"{rng.choice(['CURRENT     ', 'CUSTODY     ', 'FIXED DEP   ', 'MARGIN      '])}  "
                     f"{fdate(rand_date(rng, date(2012, 1, 1), f['today']), 'mon')}   {famt(rng.randint(1, 9000) * 1000.0, 'en'):>16}")
    if f["attorney"]:
        a = f["attorney"]
        lines += ["", "*** SECTION 06 - AUTHORISED SIGNATORIES / ATTORNEYS ***",
                  L("ATTORNEY NAME", up(a["full"])), L("ATTORNEY DOB", fdate(a["dob"], "mon"))]
    lines += ["", "=" * 92, "END OF REPORT - INTERNAL USE ONLY - SUBJECT TO THE BANKING ORDINANCE (CAP. 155)"]
    css = "body{margin:0} pre{font-family:'Courier New',monospace;font-size:8.4pt;line-height:1.25}"
    return shell("CLIENT PROFILE", css, "<pre>" + E("\n".join(lines)) + "</pre>"), t


def _k_monaco_memo(rng, f):
    p, lang = f["p"], "en"
    show_sex = rng.random() < 0.5
    t = kyc_truth(f, lang, sex=p["sex"] if show_sex else None, residential_address=", ".join(f["addr"]))
    he, his = ("he", "his") if p["sex"] == "M" else ("she", "her")
    bank = rng.choice([("Banque Monégasque de Gestion SAM", "23, boulevard Princesse Charlotte, 98000 Monaco"),
                       ("Compagnie Privée de Monte-Carlo SAM", "9, avenue d'Ostende, 98000 Monaco")])
    dst = rng.choice(["long", "long", "mon"])
    css = ("body{font-family:Garamond,'Times New Roman',serif;font-size:11pt;line-height:1.35} table.h td{padding:1px 8px 1px 0}"
           "h1{font-size:13pt;letter-spacing:1px} .ft{font-size:8pt;color:#666}")
    head = [("Subject", "New relationship – client call report"), ("Client", E(p["full"])),
            ("Date of meeting", E(fdate(f["today"], dst))), ("Place", E(rng.choice(["Bank premises, Monaco", "Client's residence", "Video call"]))),
            ("Relationship Manager", E(f["rm"]["full"]))]
    if show_sex:
        head.insert(2, ("Gender", "Male" if p["sex"] == "M" else "Female"))
    h = [f'<div style="text-align:right" class="ft">{E(bank[0])}<br>{E(bank[1])}</div><h1>CLIENT PROFILE MEMORANDUM</h1>'
         '<table class="h">' + "".join(f"<tr><td><b>{a}:</b></td><td>{b}</td></tr>" for a, b in head) + "</table><hr>"]
    idword = "passport" if f["id_type"] == "passport" else "national identity card"
    pars = []
    pars.append(f'{E(p["full"])} was born on {E(fdate(p["dob"], dst))}' +
                (f" in {E(f['birth_place'])}" if f["birth_place"] else "") +
                f' and is a {E(CN[p["nat"]][4])} national' +
                (f" (also holding {E(CN[f['second']][4])} citizenship)" if f["second"] else "") +
                f'. {he.capitalize()} identified {"himself" if p["sex"] == "M" else "herself"} with {his} {E(cname(p["nat"]))} {idword} '
                f'no. {E(f["id_num"])}, issued on {E(fdate(f["id_issue"], dst))} and valid until {E(fdate(f["id_exp"], dst))}; '
                'a certified copy is on file.')
    pars.append(f'{he.capitalize()} resides in {E(cname(f["res"]))}, at {E(", ".join(f["addr"]))}. Before moving there, '
                f'{he} lived at {E(", ".join(f["prev_addr"]))} ({E(cname(f["prev_res"]))}).')
    if f["status"] == "employed":
        pars.append(f'{he.capitalize()} works as {E(t["occupation"])} at {E(f["employer"])}, having previously been with '
                    f'{E(f["prev_emp"])}. {his.capitalize()} gross annual income amounts to {nw(money(rng, f["income"], f["cur"], "en", mode="pre"))}.')
    elif f["status"] == "self":
        art = "an" if t["occupation"][0] in "AEIOU" else "a"
        pars.append(f'By occupation {he} is {art} {E(t["occupation"])}; {he} has no employer and manages {his} interests '
                    f'through {E(f["own_co"])}. {his.capitalize()} gross annual income amounts to '
                    f'{nw(money(rng, f["income"], f["cur"], "en", mode="pre"))}.')
    else:
        pars.append(f'Occupation: {E(t["occupation"])}. {he.capitalize()} formerly worked for {E(f["prev_emp"])} and has no current employer. '
                    f'{his.capitalize()} gross annual income amounts to {nw(money(rng, f["income"], f["cur"], "en", mode="pre"))}.')
    sofs = {"employment": "savings from employment income", "business": "business activity (dividends from the client's company)",
            "investments": "investment income from an existing portfolio", "inheritance": "an inheritance",
            "pension": "pension payments", "other": "other sources (sale of a property)"}
    pars.append(f'The funds to be booked with us originate from {E(sofs[f["sof"]])}. More generally, {his} wealth of some '
                f'{money(rng, f["net"], f["cur"], "en", False, "pre")} stems from {E(story(rng, f))}. An initial transfer of '
                f'{money(rng, f["deposit"], "EUR", "en", False, "pre")} is expected from {E(rng.choice(["a Swiss private bank", "a London custodian", "a Singapore bank"]))} '
                f'within {rng.randint(2, 8)} weeks.')
    if f["pep"]:
        pars.append(f'The client is a politically exposed person: {E(f["pep_func"].lower())}. Senior management approval has been requested.')
    else:
        pars.append(f'The client confirmed that {he} is not a politically exposed person and is not related to, or a close associate of, such a person.')
    if f["tin"]:
        pars.append(f'{he.capitalize()} is tax resident in {E(cname(f["res"]))} only; {his} tax identification number is {E(f["tin"])}.')
    else:
        pars.append(f'{he.capitalize()} is tax resident in {E(cname(f["res"]))} only, which does not issue tax identification numbers to individuals.')
    if f["attorney"]:
        a = f["attorney"]
        pars.append(f'The client wishes to grant a power of attorney to {E(a["full"])} (born {E(fdate(a["dob"], dst))}), '
                    f'residing at {E(", ".join(f["attorney_addr"]))}.')
    h += [f"<p>{x}</p>" for x in pars]
    h.append(f'<p><b>Recommendation:</b> accept the relationship; risk classification {E(rng.choice(["standard", "increased"]))}.</p>'
             f'<p>{E(f["rm"]["full"])}<br>Relationship Manager</p><p class="ft">Internal document – not to be disclosed to the client. '
             'Prepared in accordance with Law No. 1.362 of 3 August 2009 on the fight against money laundering, as amended.</p>')
    return shell("Call report", css, "".join(h)), t


def _k_jersey_email(rng, f):
    p, lang = f["p"], "en"
    show_sex = rng.random() < 0.4
    t = kyc_truth(f, lang, sex=p["sex"] if show_sex else None, residential_address=", ".join(f["addr"]))
    dom = rng.choice(["stheliertrust.je", "sarnia-private.gg", "grouville-wealth.com"])
    rm = f["rm"]
    rm_mail = f'{ascii_up(rm["given"].split()[0]).lower()}.{re.sub("[^a-z]", "", ascii_up(rm["surname"]).lower())}@{dom}'
    d = f["today"]
    css = ("body{font-family:Segoe UI,Arial,sans-serif;font-size:10pt} .hdr td{padding:1px 8px 1px 0;color:#333}"
           ".q{border-left:3px solid #aaa;padding-left:8px;color:#444;margin-top:14px} pre{font-family:Consolas,monospace;font-size:9.5pt}")
    kv = [("Client name", p["full"]), ("DOB", fdate(p["dob"], "slash"))]
    if show_sex:
        kv.append(("Sex", "M" if p["sex"] == "M" else "F"))
    kv += [("Nationality", CN[p["nat"]][4]), ("Other nationality", CN[f["second"]][4] if f["second"] else "none"),
           ("ID", f'{"Passport" if f["id_type"] == "passport" else "ID card"} {f["id_num"]} ({cname(p["nat"])}), exp {fdate(f["id_exp"], "slash")}'),
           ("Home address", ", ".join(f["addr"])), ("Country of residence", cname(f["res"])),
           ("Occupation", t["occupation"]), ("Employer", f["employer"] or "n/a"),
           ("Income (gross p.a.)", money(rng, f["income"], f["cur"], "en", False, "pre")),
           ("SoF", SOF_LABEL[f["sof"]][0]), ("PEP", ("Yes - " + f["pep_func"]) if f["pep"] else "No"),
           ("Tax residence / TIN", f'{cname(f["res"])} / {f["tin"] or "none issued"}')]
    w = max(len(a) for a, _ in kv) + 2
    block = "\n".join(f"{a + ':':<{w}}{b}" for a, b in kv)
    h = [f'<table class="hdr"><tr><td>From:</td><td>{E(rm["full"])} &lt;{E(rm_mail)}&gt;</td></tr>'
         f'<tr><td>To:</td><td>Client Onboarding &lt;onboarding@{dom}&gt;</td></tr>'
         f'<tr><td>Cc:</td><td>Compliance Desk &lt;compliance@{dom}&gt;</td></tr>'
         f'<tr><td>Sent:</td><td>{E(fdate(d, "long"))} {rng.randint(8, 18)}:{rng.randint(10, 59)}</td></tr>'
         f'<tr><td>Subject:</td><td>KYC summary – new client {E(p["surname"].upper())} – ref {E(f["client_no"])}</td></tr></table><hr>']
    h.append(f'<p>Hi all,</p><p>Please find below the summary for the new relationship. Certified ID and proof of address (utility bill '
             f'dated {fdate(d - timedelta(days=rng.randint(10, 80)), "slash")}) are saved in the client folder.</p><pre>{E(block)}</pre>')
    h.append(f'<p>SoW in short: {E(story(rng, f))}. Expected AUM {E(money(rng, f["net"] / 4, "GBP", "en", False, "sym"))}.</p>')
    if f["attorney"]:
        a = f["attorney"]
        h.append(f'<p>Note the client wants {E(a["full"])} (DOB {fdate(a["dob"], "slash")}) added as attorney – POA form to follow.</p>')
    h.append(f'<p>Many thanks,<br>{E(rm["full"])}<br>Director, Private Clients<br>{E(dom.split(".")[0].replace("-", " ").title())} Limited, '
             f'{rng.randint(2, 40)} Esplanade, St Helier, Jersey JE1 {rng.randint(1, 9)}BD<br>Regulated by the Jersey Financial Services Commission</p>')
    h.append(f'<div class="q"><b>From:</b> {E(p["full"])}<br><b>Sent:</b> {E(fdate(d - timedelta(days=rng.randint(3, 20)), "long"))}<br>'
             f'<b>Subject:</b> RE: account opening documents<br><br>Dear {E(rm["given"].split()[0])},<br>attached are my documents. '
             f'Please note my old address ({E(", ".join(f["prev_addr"]))}) still appears on some bank statements – I moved last year. '
             f'You can reach me on {E(phone_of(rng, f["prev_res"]))}.<br>Best regards</div>')
    h.append('<p style="font-size:7.5pt;color:#777">This e-mail and any attachments are confidential and may be privileged. If you are '
             'not the intended recipient, please notify the sender and delete it.</p>')
    return shell("E-mail", css, "".join(h)), t


def _k_vaduz_two_col(rng, f):
    p, lang = f["p"], "de"
    t = kyc_truth(f, lang)
    css = ("body{font-family:Helvetica,Arial,sans-serif;font-size:8.8pt} .cols{column-count:2;column-gap:9mm;column-rule:1px solid #bbb}"
           ".blk{break-inside:avoid;margin-bottom:7px} .blk h5{margin:0 0 2px;font-size:9pt;border-bottom:1px solid #333}"
           ".r{display:flex;justify-content:space-between;gap:6px;border-bottom:1px dotted #bbb;padding:1px 0}"
           ".r span:first-child{color:#444} .r span:last-child{text-align:right;font-weight:bold}")
    bank = rng.choice(["Rheintaler Privatbank AG · Äulestrasse 30 · 9490 Vaduz", "Bank Gutenberg-Marxer AG · Herrengasse 12 · 9490 Vaduz"])

    def r(a, b):
        return f'<div class="r"><span>{a}</span><span>{b}</span></div>'

    def blk(title, rows):
        return f'<div class="blk"><h5>{title}</h5>' + "".join(r(a, b) for a, b in rows) + "</div>"
    dst = rng.choice(["dot", "long"])
    blocks = [
        blk("Kundenstammdaten / Client master data", [
            ("Name, Vorname / Name", E(f'{p["surname"]}, {p["given"]}')), ("Geschlecht / Sex", "männlich / male" if p["sex"] == "M" else "weiblich / female"),
            ("Geburtsdatum / Date of birth", E(fdate(p["dob"], dst, "de"))), ("Staatsangehörigkeit / Nationality", E(cname(p["nat"], "de"))),
            ("Weitere / Further", E(cname(f["second"], "de")) if f["second"] else "—")]),
        blk("Wohnsitz / Domicile", [("Adresse / Address", "<br>".join(E(x) for x in f["addr"])),
                                     ("Land / Country", E(cname(f["res"], "de"))),
                                     ("Zustelladresse / Mailing", E(rng.choice(["wie Wohnsitz", "banklagernd / hold mail"])))]),
        blk("Ausweis / Identification", [("Dokument / Document", "Reisepass / passport" if f["id_type"] == "passport" else "Identitätskarte / ID card"),
                                          ("Nummer / Number", E(f["id_num"])), ("Ausstellstaat / Issued by", E(cname(p["nat"], "de"))),
                                          ("Ausstelldatum / Issued", E(fdate(f["id_issue"], "dot"))), ("Ablaufdatum / Expiry", E(fdate(f["id_exp"], "dot")))]),
        blk("Beruf / Profession", [("Beruf / Occupation", E(t["occupation"])), ("Arbeitgeber / Employer", E(f["employer"]) if f["employer"] else "keiner / none"),
                                    ("Bruttoeinkommen p.a. / Gross income p.a.", nw(money(rng, f["income"], f["cur"], "ch", False, "pre"))),
                                    ("Gesamtvermögen / Total assets", nw(money(rng, f["net"], f["cur"], "ch", False, "pre")))]),
        blk("Herkunft der Mittel / Source of funds", [(E(SOF_LABEL[k][1]), cb(f["sof"] == k, 1)) for k in SOF_ORDER]),
        blk("PEP-Abklärung / PEP check", [("Politisch exponierte Person / PEP", "ja / yes" if f["pep"] else "nein / no"),
                                          ("Funktion / Function", E(f["pep_func"]) if f["pep"] else "—")]),
        blk("Steuerstatus / Tax status", [("Steuerdomizil / Tax residence", E(cname(f["res"], "de"))),
                                          ("TIN", E(f["tin"]) if f["tin"] else "keine (Grund A)"),
                                          ("US-Person", "ja" if p["nat"] == "USA" else "nein")]),
        blk("Betreuung / Servicing", [("Kundenberater / RM", E(f["rm"]["full"])), ("Stammnummer", E(f["client_no"])),
                                      ("Profil erstellt / Created", E(fdate(f["today"], "dot"))),
                                      ("Nächste Überprüfung / Next review", E(fdate(f["today"] + timedelta(days=365 * 2), "dot")))]),
    ]
    if f["attorney"]:
        a = f["attorney"]
        blocks.append(blk("Bevollmächtigte / Attorneys", [("Name", E(a["full"])), ("Geburtsdatum", E(fdate(a["dob"], "dot")))]))
    h = [f'<div style="font-size:7.5pt">{E(bank)}</div><h2 style="margin:3px 0">Kundenprofil gemäss Art. 8 SPG / Client profile</h2>'
         f'<p style="font-size:8pt">Vertraulich – nur für den internen Gebrauch. Das Kundenprofil ist bei jeder wesentlichen '
         'Änderung zu aktualisieren (Sorgfaltspflichtgesetz, SPG).</p><div class="cols">' + "".join(blocks) + "</div>"]
    h.append(f'<p style="font-size:8pt"><b>Wirtschaftliche Herkunft des Vermögens:</b> {E(story(rng, f))}. '
             f'<b>Formular A:</b> Der Vertragspartner ist selbst wirtschaftlich berechtigte Person.</p>')
    return shell("Kundenprofil", css, "".join(h), "de"), t


KYC_LAYOUTS = {
    "zh_kontoeroeffnung_boxed": _k_zh_boxed,
    "gva_ouverture_bilingue": _k_gva_bilingual,
    "lugano_questionario_it": _k_lugano_questionario,
    "lux_onboarding_dossier_crs": _k_lux_crs_dossier,
    "sg_cdd_with_passport_copy": _k_sg_cdd_passport,
    "hk_client_profile_mono": _k_hk_mono,
    "monaco_call_memo_prose": _k_monaco_memo,
    "jersey_rm_email_summary": _k_jersey_email,
    "vaduz_kundenprofil_two_column": _k_vaduz_two_col,
}

# --------------------------------------------------------------------------------------------
# Documentary credits
# --------------------------------------------------------------------------------------------

BANKS = {
    "GVA": [("Banque Lémanique de Commerce SA", "BLCOCHGGXXX", "Geneva", ["Rue de la Corraterie 12", "1204 Genève"]),
            ("Crédit Rhodanien SA", "CRHOCHGGXXX", "Geneva", ["Place Bel-Air 4", "1204 Genève"])],
    "ZUG": [("Zuger Handelsbank AG", "ZHBKCH22XXX", "Zug", ["Bahnhofstrasse 21", "6300 Zug"])],
    "LUG": [("Banca Commerciale del Ceresio SA", "BCCECH2LXXX", "Lugano", ["Riva Caccia 1", "6900 Lugano"])],
    "SGP": [("Straits Commerce Bank Ltd", "STCBSGSGXXX", "Singapore", ["6 Battery Road, #20-01", "Singapore 049909"]),
            ("Merlion Trade Finance Bank Ltd", "MTFBSGSGXXX", "Singapore", ["50 Collyer Quay, #09-02", "Singapore 049321"])],
    "HKG": [("Victoria Harbour Banking Corporation Limited", "VHBCHKHHXXX", "Hong Kong", ["1 Des Voeux Road Central", "Hong Kong"])],
    "BRA": [("Banco Mercantil do Atlântico S.A.", "BMATBRSPXXX", "São Paulo", ["Av. Paulista 1842", "São Paulo SP 01310-200"])],
    "CHL": [("Banco Andino de Comercio S.A.", "BANCCLRMXXX", "Santiago", ["Av. Isidora Goyenechea 2800", "Las Condes, Santiago"])],
    "ARE": [("Gulf Trade Finance Bank PJSC", "GTFBAEADXXX", "Dubai", ["Sheikh Zayed Road, Emirates Towers", "Dubai"])],
    "NLD": [("Koninklijke Handelsbank N.V.", "KHBKNL2AXXX", "Rotterdam", ["Coolsingel 104", "3011 AG Rotterdam"])],
    "ROU": [("Banca Dunării Comerciale S.A.", "BDCOROBUXXX", "Bucharest", ["Calea Victoriei 155", "010073 București"])],
    "AUS": [("Pacific Rim Trade Bank Ltd", "PRTBAU2PXXX", "Perth", ["125 St Georges Terrace", "Perth WA 6000"])],
    "GRC": [("Aegean Commercial Bank S.A.", "AECBGRAAXXX", "Athens", ["Panepistimiou 21", "105 64 Athens"])],
    "JPN": [("Seto Inland Bank Ltd", "SETBJPJTXXX", "Osaka", ["3-6-1 Kitahama, Chuo-ku", "Osaka 541-0041"])],
    "EGY": [("Delta National Bank S.A.E.", "DNBKEGCXXXX", "Cairo", ["17 Kasr El Nil Street", "Cairo"])],
    "BGD": [("Karnaphuli Commercial Bank Ltd", "KCBLBDDHXXX", "Dhaka", ["45 Motijheel C/A", "Dhaka 1000"])],
    "KOR": [("Hanbit Trade Bank", "HTBKKRSEXXX", "Seoul", ["26 Eulji-ro, Jung-gu", "Seoul 04533"])],
    "IDN": [("Bank Niaga Nusantara", "BNNIIDJAXXX", "Jakarta", ["Jl. M.H. Thamrin No. 5", "Jakarta 10340"])],
    "ZMB": [("Zambezi Commercial Bank Plc", "ZCBPZMLUXXX", "Lusaka", ["Cairo Road 212", "Lusaka"])],
    "ARG": [("Banco del Plata S.A.", "BPLAARBAXXX", "Buenos Aires", ["Av. Corrientes 456", "C1043AAR Buenos Aires"])],
    "SAU": [("Red Sea Commercial Bank", "RSCBSAJEXXX", "Jeddah", ["King Abdulaziz Road", "Jeddah 21411"])],
    "VNM": [("Mekong Trade Bank JSC", "MKTBVNVXXXX", "Ho Chi Minh City", ["72 Le Thanh Ton, District 1", "Ho Chi Minh City"])],
}
INTL_CONFIRM = [("Hanseatic Trade Bank AG", "HTBKDEFFXXX", "Frankfurt am Main", ["Neue Mainzer Strasse 40", "60311 Frankfurt am Main"])]
REIMB = {"USD": ("Atlantic Clearing Bank N.A.", "ACBKUS33XXX"), "EUR": ("Hanseatic Trade Bank AG", "HTBKDEFFXXX"),
         "CHF": ("Zuger Handelsbank AG", "ZHBKCH22XXX")}

TRADERS = [
    (["Lemanic Petroleum Trading SA", "Rue du Rhône 65", "1204 Geneva, Switzerland"], "GVA"),
    (["Aravis Commodities SA", "Quai du Mont-Blanc 11", "1201 Geneva, Switzerland"], "GVA"),
    (["Rigi Metals AG", "Baarerstrasse 82", "6300 Zug, Switzerland"], "ZUG"),
    (["Zugerberg Resources AG", "Gotthardstrasse 3", "6300 Zug, Switzerland"], "ZUG"),
    (["Ceresio Grain Trading SA", "Via Pretorio 7", "6900 Lugano, Switzerland"], "LUG"),
    (["Straits Meridian Energy Pte. Ltd.", "8 Marina View, #32-01", "Singapore 018960"], "SGP"),
    (["Orchid Bay Agri Commodities Pte Ltd", "1 Raffles Place, #44-02", "Singapore 048616"], "SGP"),
    (["Kowloon Bay Metals Trading Limited", "28/F, 9 Queen's Road Central", "Hong Kong"], "HKG"),
]
PRODUCERS = {
    "oil": [(["Gulf Crest Refining FZE", "Plot S-20315, Jebel Ali Free Zone", "Dubai, United Arab Emirates"], "ARE"),
            (["Rotterdam Bulk Oils B.V.", "Wilhelminakade 91", "3072 AP Rotterdam, Netherlands"], "NLD"),
            (["Mediterranean Fuels Refinery S.A.", "Leoforos Syngrou 112", "117 41 Athens, Greece"], "GRC")],
    "metals": [(["Andes Copper Cathodes S.A.", "Av. Apoquindo 4501, Of. 1201", "Las Condes, Santiago, Chile"], "CHL"),
               (["Zambezi Cathode Marketing Ltd", "Plot 1234, Independence Avenue", "Lusaka, Zambia"], "ZMB"),
               (["Pilbara Base Metals Pty Ltd", "240 St Georges Terrace", "Perth WA 6000, Australia"], "AUS")],
    "grain": [(["Cerealista do Planalto S.A.", "Av. Brigadeiro Faria Lima 3477", "São Paulo SP 04538-133, Brazil"], "BRA"),
              (["Danube Agro Export SRL", "Strada Portului 12", "Constanța 900900, Romania"], "ROU"),
              (["Pampas Granos S.A.", "Av. Eduardo Madero 900", "C1106ACV Buenos Aires, Argentina"], "ARG"),
              (["PT Nusantara Palm Refinery", "Jl. Jend. Sudirman Kav. 52", "Jakarta 12190, Indonesia"], "IDN")],
}
BUYERS = {
    "oil": [(["Hellenic Coastal Refineries S.A.", "Akti Miaouli 47", "185 36 Piraeus, Greece"], "GRC"),
            (["Red Sea Energy Distribution Co.", "Al Hamra District, Palestine Street", "Jeddah 23323, Saudi Arabia"], "SAU")],
    "metals": [(["Kansai Steel Works Co., Ltd.", "2-4-1 Nakanoshima, Kita-ku", "Osaka 530-0005, Japan"], "JPN"),
               (["Busan Nonferrous Co., Ltd.", "88 Jungang-daero, Dong-gu", "Busan 48729, Korea"], "KOR")],
    "grain": [(["Nile Delta Milling Company S.A.E.", "12 El Nasr Road, Nasr City", "Cairo, Egypt"], "EGY"),
              (["Bengal Flour Mills Ltd", "Plot 5, Agrabad C/A", "Chittagong 4100, Bangladesh"], "BGD"),
              (["Saigon Feed Mill JSC", "Lot C3, Hiep Phuoc Industrial Park", "Ho Chi Minh City, Vietnam"], "VNM")],
}
PRODUCTS = {
    "oil": [("ULTRA LOW SULPHUR DIESEL 10 PPM (EN 590)", "MT", 600, 900), ("GASOIL 0.1 PCT SULPHUR", "MT", 550, 850),
            ("HIGH SULPHUR FUEL OIL 380 CST", "MT", 380, 520), ("JET A-1 AVIATION KEROSENE", "MT", 650, 950),
            ("MURBAN CRUDE OIL", "BBL", 62, 95), ("BASRAH MEDIUM CRUDE OIL", "BBL", 58, 90)],
    "metals": [("COPPER CATHODES GRADE A, LME REGISTERED BRAND, CU 99.9935 PCT MIN", "MT", 8200, 10200),
               ("PRIMARY ALUMINIUM INGOTS P1020A, AL 99.70 PCT MIN", "MT", 2100, 2700),
               ("SPECIAL HIGH GRADE ZINC INGOTS 99.995 PCT MIN", "MT", 2400, 3100),
               ("NICKEL BRIQUETTES 99.8 PCT MIN", "MT", 15000, 19000)],
    "grain": [("BRAZILIAN YELLOW CORN, CROP 2025, MOISTURE 14.5 PCT MAX", "MT", 190, 240),
              ("ROMANIAN MILLING WHEAT, PROTEIN 12.5 PCT MIN, CROP 2025", "MT", 210, 270),
              ("ARGENTINE SOYBEAN MEAL HIPRO 46.5 PCT PROTEIN", "MT", 320, 420),
              ("REFINED WHITE CANE SUGAR ICUMSA 45 MAX", "MT", 450, 560),
              ("RBD PALM OLEIN IV 56 MIN IN BULK", "MT", 850, 1050)],
}
LOAD_PORTS = {"oil": ["FUJAIRAH, UAE", "ROTTERDAM, NETHERLANDS", "JEBEL ALI, UAE", "AGIOI THEODOROI, GREECE"],
              "metals": ["SAN ANTONIO, CHILE", "DURBAN, SOUTH AFRICA", "PORT HEDLAND, AUSTRALIA", "DAR ES SALAAM, TANZANIA"],
              "grain": ["SANTOS, BRAZIL", "PARANAGUA, BRAZIL", "CONSTANTA, ROMANIA", "ROSARIO, ARGENTINA", "DUMAI, INDONESIA"]}
DISCH_PORTS = {"oil": ["PIRAEUS, GREECE", "JEDDAH, SAUDI ARABIA", "MOMBASA, KENYA", "SINGAPORE"],
               "metals": ["SHANGHAI, CHINA", "BUSAN, KOREA", "OSAKA, JAPAN", "ROTTERDAM, NETHERLANDS"],
               "grain": ["ALEXANDRIA, EGYPT", "CHITTAGONG, BANGLADESH", "HO CHI MINH CITY, VIETNAM", "DAMIETTA, EGYPT"]}

ORIGIN_PORTS = {"ARE": ["JEBEL ALI, UAE", "FUJAIRAH, UAE"], "NLD": ["ROTTERDAM, NETHERLANDS"], "GRC": ["AGIOI THEODOROI, GREECE"],
                "CHL": ["SAN ANTONIO, CHILE"], "ZMB": ["DAR ES SALAAM, TANZANIA", "DURBAN, SOUTH AFRICA"],
                "AUS": ["FREMANTLE, AUSTRALIA"], "BRA": ["SANTOS, BRAZIL", "PARANAGUA, BRAZIL"], "ROU": ["CONSTANTA, ROMANIA"],
                "ARG": ["ROSARIO, ARGENTINA"], "IDN": ["DUMAI, INDONESIA"]}
ORIGIN_PRODUCTS = {"BRA": [0, 3], "ROU": [1], "ARG": [2], "IDN": [4], "CHL": [0], "ZMB": [0], "AUS": [1, 2, 3]}
BUYER_PORTS = {"GRC": ["PIRAEUS, GREECE"], "SAU": ["JEDDAH, SAUDI ARABIA"], "JPN": ["OSAKA, JAPAN"], "KOR": ["BUSAN, KOREA"],
               "EGY": ["ALEXANDRIA, EGYPT", "DAMIETTA, EGYPT"], "BGD": ["CHITTAGONG, BANGLADESH"], "VNM": ["HO CHI MINH CITY, VIETNAM"]}


def _docs(rng, kind, issuing_name, cif, n_ben_cert_days, standby):
    if standby:
        docs = ["BENEFICIARY'S SIGNED STATEMENT CERTIFYING THAT THE APPLICANT HAS FAILED TO PAY THE AMOUNT DEMANDED "
                "WITHIN THE AGREED PAYMENT TERMS UNDER THE SALES CONTRACT",
                "COPY OF THE UNPAID COMMERCIAL INVOICE(S)", "COPY OF THE RELATIVE BILL(S) OF LADING"]
        return docs[:rng.randint(0, 3)]
    bl = (f"FULL SET 3/3 ORIGINAL CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF "
          f"{ascii_up(issuing_name)}, MARKED FREIGHT {'PREPAID' if cif else 'PAYABLE AS PER CHARTER PARTY'} AND NOTIFY APPLICANT")
    inv = rng.choice(["SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS AND 2 COPIES INDICATING THE CREDIT NUMBER",
                      "BENEFICIARY'S COMMERCIAL INVOICE IN TRIPLICATE BASED ON 100 PCT OF THE PROVISIONAL PRICE"])
    pool = ["CERTIFICATE OF ORIGIN ISSUED OR LEGALISED BY THE CHAMBER OF COMMERCE IN THE COUNTRY OF LOADING",
            "CERTIFICATE OF QUALITY ISSUED BY AN INDEPENDENT INSPECTION COMPANY AT LOADPORT",
            "CERTIFICATE OF QUANTITY AND WEIGHT ISSUED BY AN INDEPENDENT SURVEYOR AT LOADPORT",
            f"BENEFICIARY'S CERTIFICATE CONFIRMING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN {n_ben_cert_days} DAYS AFTER SHIPMENT"]
    if cif:
        pool.append("MARINE INSURANCE POLICY OR CERTIFICATE IN DUPLICATE FOR 110 PCT OF THE CIF VALUE, BLANK ENDORSED, "
                    "COVERING INSTITUTE CARGO CLAUSES (A) AND WAR AND STRIKES CLAUSES")
    pool += {"oil": ["SHIPOWNER'S CERTIFICATE STATING THAT THE VESSEL IS NOT MORE THAN 20 YEARS OLD AND IS CLASSED 100 A1",
                     "CERTIFICATE OF ULLAGE ISSUED BY AN INDEPENDENT INSPECTOR"],
             "metals": ["PACKING LIST / BUNDLE LIST IN 3 COPIES", "CERTIFICATE OF ANALYSIS ISSUED BY THE PRODUCER"],
             "grain": ["PHYTOSANITARY CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY OF THE COUNTRY OF ORIGIN",
                       "FUMIGATION CERTIFICATE ISSUED BY A LICENSED FUMIGATION COMPANY", "NON-GMO CERTIFICATE ISSUED BY THE SHIPPER"]}[kind]
    rng.shuffle(pool)
    return [inv, bl] + pool[:rng.randint(1, 6)]


def lc_facts(rng, force_trader_ben: bool = False, allow_othr: bool = True) -> dict:
    issue = rand_date(rng, date(2024, 10, 1), date(2026, 4, 30))
    r = rng.random()
    form = "IRREVOCABLE" if r < 0.58 else ("IRREVOCABLE TRANSFERABLE" if r < 0.9 else "IRREVOCABLE STANDBY")
    standby = form == "IRREVOCABLE STANDBY"
    kind = rng.choice(["oil", "metals", "grain"])
    trader_ben = force_trader_ben or form == "IRREVOCABLE TRANSFERABLE" or rng.random() < 0.3
    trader, treg = rng.choice(TRADERS)
    producer, preg = rng.choice(PRODUCERS[kind])
    buyer, ureg = rng.choice(BUYERS[kind])
    if trader_ben:
        app, areg = buyer, ureg
        ben, breg = trader, treg
    else:
        app, areg = trader, treg
        ben, breg = producer, preg
    issuing = rng.choice(BANKS[areg])
    advising = rng.choice(BANKS[breg])
    if standby:
        rules = rng.choice(["ISP LATEST VERSION", "ISP LATEST VERSION", "UCP LATEST VERSION"])
    else:
        rr = rng.random()
        rules = "UCP LATEST VERSION" if rr < 0.86 else ("EUCP LATEST VERSION" if rr < 0.95 or not allow_othr else "OTHR")
    expiry = issue + timedelta(days=rng.randint(60, 200))
    allowed = ORIGIN_PRODUCTS.get(preg)
    prod, unit, plo, phi = rng.choice([PRODUCTS[kind][i] for i in allowed] if allowed else PRODUCTS[kind])
    if unit == "BBL":
        qty = rng.randint(10, 40) * 50000
    elif kind == "metals":
        qty = rng.randint(2, 48) * 250
    else:
        qty = rng.randint(20, 132) * 500
    price = round(rng.uniform(plo, phi), 2)
    cur = "USD" if rng.random() < 0.85 else rng.choice(["EUR", "CHF"])
    amount = round(qty * price, 2)
    tol = rng.choice([10, 10, 5, None, None]) if not standby else None
    tol_minus = tol if (tol is None or rng.random() < 0.8) else 0
    load = rng.choice(ORIGIN_PORTS.get(preg) or LOAD_PORTS[kind])
    disch = rng.choice(BUYER_PORTS[ureg] if trader_ben else DISCH_PORTS[kind])
    inco = rng.choice(["CIF", "CFR", "FOB"])
    inco_port = load if inco == "FOB" else disch
    unit_w = "BARRELS" if unit == "BBL" else "METRIC TONS"
    qty_s = f"{qty:,}"
    goods = (f"{'ABOUT ' if tol else ''}{qty_s} {unit_w} OF {prod}, AT {cur} {price:,.2f} PER {'BARREL' if unit == 'BBL' else 'METRIC TON'} "
             f"{inco} {inco_port.split(',')[0]} (INCOTERMS 2020), AS PER CONTRACT NO. {rng.choice(['GT', 'ZR', 'SC', 'AC'])}-"
             f"{issue.year}-{rng.randint(100, 999)} DATED {fdate(issue - timedelta(days=rng.randint(5, 40)), 'dot')}")
    if standby:
        goods = (f"STANDBY LETTER OF CREDIT COVERING PAYMENT FOR DELIVERIES OF {prod} UNDER CONTRACT NO. "
                 f"{rng.choice(['GT', 'ZR', 'SC'])}-{issue.year}-{rng.randint(100, 999)}")
    if rng.random() < 0.25 and not standby:
        sr = rng.random()
        avail_with = "ANY BANK"
    elif rng.random() < 0.6:
        avail_with = advising[1] if rng.random() < 0.5 else ascii_up(advising[0])
    else:
        avail_with = issuing[1] if rng.random() < 0.5 else ascii_up(issuing[0])
    by = rng.choice(["BY NEGOTIATION", "BY PAYMENT", "BY DEF PAYMENT", "BY ACCEPTANCE", "BY MIXED PYMT"]
                    if avail_with != "ANY BANK" else ["BY NEGOTIATION", "BY NEGOTIATION", "BY DEF PAYMENT"])
    if standby:
        by = "BY PAYMENT"
    partial = rng.choice(["ALLOWED", "NOT ALLOWED", "CONDITIONAL", None]) if not standby else None
    trans = rng.choice(["ALLOWED", "NOT ALLOWED", "NOT ALLOWED", None]) if not standby else None
    has_ports = (not standby) and rng.random() < 0.85
    lsd = (expiry - timedelta(days=rng.randint(15, 30))) if (not standby and rng.random() < 0.8) else None
    period = None if (standby and rng.random() < 0.6) else rng.choice([21, 21, 21, 15, 30, 10])
    conf = rng.choice(["WITHOUT", "WITHOUT", "CONFIRM", "MAY ADD"])
    lc_no = rng.choice([f"ILC{advising[1][:0]}{issue.year % 100}{rng.randint(100000, 999999)}",
                        f"{issuing[1][:4]}{issue.year % 100}DC{rng.randint(10000, 99999)}",
                        f"DC/{issue.year % 100}/{rng.randint(1000, 9999)}",
                        f"LC-{rng.randint(1000000, 9999999)}"])
    docs = _docs(rng, kind, issuing[0], inco == "CIF", rng.randint(3, 7), standby)
    conds = ["ALL DOCUMENTS MUST INDICATE THIS CREDIT NUMBER AND THE NAME OF THE ISSUING BANK.",
             f"A DISCREPANCY FEE OF {cur} {rng.choice([100, 150, 200, 250])}.00 WILL BE DEDUCTED FROM THE PROCEEDS OF ANY DISCREPANT PRESENTATION.",
             "THIRD PARTY DOCUMENTS, EXCEPT COMMERCIAL INVOICE AND DRAFTS, ARE ACCEPTABLE.",
             "CHARTER PARTY BILLS OF LADING ARE ACCEPTABLE.",
             f"VESSEL NOMINATION TO BE ACCEPTED BY THE APPLICANT NOT LATER THAN {rng.randint(5, 10)} DAYS PRIOR TO THE FIRST DAY OF THE LAYCAN.",
             "DOCUMENTS DATED PRIOR TO THE ISSUANCE DATE OF THIS CREDIT ARE ACCEPTABLE.",
             f"IN CASE ORIGINAL SHIPPING DOCUMENTS ARE NOT AVAILABLE AT THE TIME OF PRESENTATION, PAYMENT WILL BE EFFECTED AGAINST "
             f"BENEFICIARY'S LETTER OF INDEMNITY ISSUED IN THE FORMAT OF ANNEX A, COUNTERSIGNED BY A FIRST CLASS BANK.",
             f"PROVISIONAL INVOICE VALUE MAY NOT EXCEED {cur} {famt(round(amount * 0.98, 2), 'en')} WITHOUT APPLICANT'S PRIOR WRITTEN CONSENT."]
    rng.shuffle(conds)
    conds = conds[:rng.randint(3, 8)]
    if form == "IRREVOCABLE TRANSFERABLE":
        conds.insert(0, f"THIS CREDIT IS TRANSFERABLE. TRANSFERRING BANK: {ascii_up(advising[0])}. "
                        "SUBSTITUTION OF INVOICES AND DRAFTS IS PERMITTED.")
    if rules == "OTHR":
        conds.insert(0, "THIS CREDIT IS SUBJECT TO THE UNIFORM RULES FOR BANK-TO-BANK REIMBURSEMENTS (URR 725) AND, "
                        "FOR ALL OTHER MATTERS, TO THE TERMS AGREED IN THE MASTER TRADE AGREEMENT DATED "
                        f"{fdate(issue - timedelta(days=400), 'dot')}.")
    return dict(issue=issue, form=form, standby=standby, kind=kind, app=app, ben=ben, issuing=issuing, advising=advising,
                rules=rules, expiry=expiry, exp_place=ascii_up(advising[2] if avail_with != issuing[1] and avail_with != ascii_up(issuing[0]) else issuing[2]),
                cur=cur, amount=amount, tol=tol, tol_minus=tol_minus, avail_with=avail_with, by=by, partial=partial,
                trans=trans, load=load if has_ports else None, disch=disch if has_ports else None,
                place_taking=(ascii_up(ben[2].split(",")[0]) if not has_ports and not standby else None),
                lsd=lsd, period=period, conf=conf, lc_no=lc_no, goods=goods, docs=docs, conds=conds,
                ben_acct=("/" + rng.choice(["CH", "SG", "AE", "NL", "BR"]) + "".join(str(rng.randint(0, 9)) for _ in range(18))) if rng.random() < 0.5 else None,
                drafts=rng.choice(["AT SIGHT", "AT 30 DAYS AFTER B/L DATE", "AT 60 DAYS AFTER SIGHT"]),
                defer=rng.choice(["90 DAYS AFTER BILL OF LADING DATE", "60 DAYS AFTER PRESENTATION OF COMPLIANT DOCUMENTS"]),
                ship_period=f"SHIPMENT DURING {MONTHS['en'][(expiry.month - 2) % 12].upper()} {expiry.year if expiry.month > 1 else expiry.year - 1}",
                charges=f"ALL BANKING CHARGES OUTSIDE {ascii_up(issuing[2])} INCLUDING ADVISING AND CONFIRMATION COMMISSIONS ARE FOR THE ACCOUNT OF THE BENEFICIARY.",
                reimb=REIMB.get(cur), pre_ref=f"PRE{rng.randint(10000, 99999)}", adv_ref=f"ADV{issue.year % 100}{rng.randint(100000, 999999)}",
                confirm_bank=rng.choice([advising] + INTL_CONFIRM))


def lc_truth(F, case=ascii_up, addr_join=" ") -> dict:
    return {
        "lc_number": F["lc_no"], "form_of_credit": F["form"], "date_of_issue": F["issue"].isoformat(),
        "applicable_rules": F["rules"], "expiry_date": F["expiry"].isoformat(), "expiry_place": F["exp_place"],
        "applicant": {"name": case(F["app"][0]), "address": addr_join.join(case(x) for x in F["app"][1:])},
        "beneficiary": {"name": case(F["ben"][0]), "address": addr_join.join(case(x) for x in F["ben"][1:])},
        "currency": F["cur"], "amount": F["amount"], "tolerance_plus_percent": F["tol"],
        "tolerance_minus_percent": F["tol_minus"] if F["tol"] is not None else None,
        "available_with": F["avail_with"], "available_by": F["by"], "partial_shipments": F["partial"],
        "transhipment": F["trans"], "port_of_loading": F["load"], "port_of_discharge": F["disch"],
        "latest_shipment_date": F["lsd"].isoformat() if F["lsd"] else None, "goods_description": F["goods"],
        "documents_required": list(F["docs"]), "presentation_period_days": F["period"],
        "confirmation_instructions": F["conf"],
    }


def mt700_fields(F, wrap=65) -> list[tuple[str, str, list[str]]]:
    """(tag, field name, content lines) in MT700 order, as SWIFT would carry them."""
    W = lambda s: textwrap.wrap(s, wrap, break_on_hyphens=False, break_long_words=False) or [""]
    out = [("27", "Sequence of Total", ["1/1"]), ("40A", "Form of Documentary Credit", [F["form"]]),
           ("20", "Documentary Credit Number", [F["lc_no"]])]
    if F["pre_ref"] and F["form"] != "IRREVOCABLE STANDBY" and len(F["lc_no"]) % 2:
        out.append(("23", "Reference to Pre-Advice", [F["pre_ref"]]))
    out += [("31C", "Date of Issue", [fdate(F["issue"], "swift")]), ("40E", "Applicable Rules", [F["rules"] if F["rules"] != "OTHR" else "OTHR/SEE FIELD 47A"]),
            ("31D", "Date and Place of Expiry", [fdate(F["expiry"], "swift") + F["exp_place"]])]
    if len(F["lc_no"]) % 3 == 0:
        out.append(("51A", "Applicant Bank", [F["issuing"][1]]))
    out.append(("50", "Applicant", [ascii_up(x) for x in F["app"]]))
    out.append(("59", "Beneficiary", ([F["ben_acct"]] if F["ben_acct"] else []) + [ascii_up(x) for x in F["ben"]]))
    out.append(("32B", "Currency Code, Amount", [F["cur"] + famt(F["amount"], "swift")]))
    if F["tol"] is not None:
        out.append(("39A", "Percentage Credit Amount Tolerance", [f"{F['tol']:02d}/{F['tol_minus']:02d}"]))
    aw = F["avail_with"]
    tag41 = "41A" if re.fullmatch(r"[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?", aw) else "41D"
    out.append((tag41, "Available With ... By ...", [aw, F["by"]]))
    if F["by"] in ("BY NEGOTIATION", "BY ACCEPTANCE"):
        out.append(("42C", "Drafts at ...", [F["drafts"]]))
        out.append(("42A", "Drawee", [F["issuing"][1]]))
    elif F["by"] == "BY DEF PAYMENT":
        out.append(("42P", "Negotiation/Deferred Payment Details", W(F["defer"])))
    elif F["by"] == "BY MIXED PYMT":
        out.append(("42M", "Mixed Payment Details", W("50 PCT AT SIGHT AND 50 PCT " + F["defer"])))
    if F["partial"]:
        out.append(("43P", "Partial Shipments", [F["partial"]]))
    if F["trans"]:
        out.append(("43T", "Transhipment", [F["trans"]]))
    if F["place_taking"]:
        out.append(("44A", "Place of Taking in Charge/Dispatch from .../Place of Receipt", [F["place_taking"]]))
    if F["load"]:
        out.append(("44E", "Port of Loading/Airport of Departure", [F["load"]]))
    if F["disch"]:
        out.append(("44F", "Port of Discharge/Airport of Destination", [F["disch"]]))
    if F["lsd"]:
        out.append(("44C", "Latest Date of Shipment", [fdate(F["lsd"], "swift")]))
    elif not F["standby"]:
        out.append(("44D", "Shipment Period", [F["ship_period"]]))
    out.append(("45A", "Description of Goods and/or Services", W(F["goods"])))
    if F["docs"]:
        dl = []
        for d in F["docs"]:
            dl += W("+" + d)
        out.append(("46A", "Documents Required", dl))
    cl = []
    for c in F["conds"]:
        cl += W("+" + c)
    out.append(("47A", "Additional Conditions", cl))
    out.append(("71D", "Charges", W(F["charges"])))
    if F["period"] is not None:
        out.append(("48", "Period for Presentation in Days", [f"{F['period']}/AFTER THE DATE OF SHIPMENT"]))
    out.append(("49", "Confirmation Instructions", [F["conf"]]))
    if F["conf"] != "WITHOUT":
        out.append(("58A", "Requested Confirmation Party", [F["confirm_bank"][1]]))
    if F["reimb"]:
        out.append(("53A", "Reimbursing Bank", [F["reimb"][1]]))
    out.append(("78", "Instructions to the Paying/Accepting/Negotiating Bank", W(
        "UPON RECEIPT OF DOCUMENTS IN STRICT COMPLIANCE WITH THE TERMS OF THIS CREDIT AT OUR COUNTERS, WE SHALL "
        "REMIT THE PROCEEDS IN ACCORDANCE WITH YOUR INSTRUCTIONS. DOCUMENTS TO BE SENT TO " + ascii_up(F["issuing"][0]) +
        ", " + ascii_up(", ".join(F["issuing"][3])) + " IN ONE LOT BY COURIER.")))
    out.append(("72Z", "Sender to Receiver Information", W("PLEASE ACKNOWLEDGE RECEIPT AND ADVISE THE BENEFICIARY " +
                                                           ("ADDING YOUR CONFIRMATION" if F["conf"] == "CONFIRM" else "WITHOUT ADDING YOUR CONFIRMATION" if F["conf"] == "WITHOUT" else "WHO MAY REQUEST YOUR CONFIRMATION"))))
    return out

BY_WORDS = {"BY NEGOTIATION": "negotiation", "BY PAYMENT": "sight payment", "BY DEF PAYMENT": "deferred payment",
            "BY ACCEPTANCE": "acceptance", "BY MIXED PYMT": "mixed payment"}
RULE_WORDS = {"UCP LATEST VERSION": "the Uniform Customs and Practice for Documentary Credits, latest version (UCP)",
              "EUCP LATEST VERSION": "the Supplement to UCP for Electronic Presentation, latest version (eUCP)",
              "ISP LATEST VERSION": "the International Standby Practices, latest version (ISP)"}
SHIP_WORDS = {"ALLOWED": "allowed", "NOT ALLOWED": "not allowed", "CONDITIONAL": "conditional"}


def _lc_raw(rng, F):
    t = lc_truth(F)
    iss, adv = F["issuing"], F["advising"]
    yymmdd = fdate(F["issue"], "swift")
    hh = f"{rng.randint(6, 18):02d}{rng.randint(0, 59):02d}"
    lines = [f"{{1:F01{adv[1][:8]}A{adv[1][8:]}{rng.randint(1000, 9999)}{rng.randint(100000, 999999)}}}"
             f"{{2:O700{hh}{yymmdd}{iss[1][:8]}A{iss[1][8:]}{rng.randint(1000, 9999)}{rng.randint(100000, 999999)}{yymmdd}{hh}N}}"
             f"{{3:{{108:{F['adv_ref'][3:]}}}{{121:{rng.randint(10**7, 10**8 - 1):x}-1f3a-4c7e-9b21-{rng.randint(10**11, 10**12 - 1)}}}}}{{4:"]
    for tag, _, cl in mt700_fields(F):
        lines.append(f":{tag}:{cl[0]}")
        lines += cl[1:]
    lines.append(f"-}}{{5:{{CHK:{rng.randint(10**11, 10**12 - 1):X}}}}}")
    hdr = (f"------------------------- Instance Type and Transmission --------------\n"
           f"Notification (Transmission) of Original received from SWIFT\nNetwork Delivery Status : Network Ack\n"
           f"Priority/Delivery       : Normal\nMessage Input Reference : {hh} {yymmdd}{iss[1][:8]}A{iss[1][8:]}\n"
           f"------------------------- Message Header -------------------------\nSwift Input : FIN 700 Issue of a Documentary Credit\n"
           f"Sender   : {iss[1]}\n           {ascii_up(iss[0])}\n           {ascii_up(iss[2])}\n"
           f"Receiver : {adv[1]}\n           {ascii_up(adv[0])}\n           {ascii_up(adv[2])}\n"
           f"------------------------- Message Text -------------------------\n")
    css = "body{margin:0} pre{font-family:'Courier New',monospace;font-size:9pt;line-height:1.22;white-space:pre-wrap}"
    body = "<pre>" + E(hdr + "\n".join(lines) + "\n------------------------- Message Trailer ------------------------\n"
                       "{CHK:} PKI Signature: MAC-Equivalent\n") + "</pre>"
    return shell("MT700", css, body), t


def _lc_advice_table(rng, F):
    t = lc_truth(F)
    adv, iss = F["advising"], F["issuing"]
    fr = adv[2] in ("Geneva", "Lugano") or rng.random() < 0.3
    css = ("body{font-family:Arial,sans-serif;font-size:9pt} table.m{width:100%;border-collapse:collapse;margin-top:8px}"
           "table.m th{background:#eee;text-align:left} table.m td,table.m th{border:1px solid #999;padding:3px 4px;vertical-align:top}"
           "td.c{font-family:'Courier New',monospace;font-size:8.6pt} .lh{font-size:8pt;color:#333}")
    h = [f'<table style="width:100%"><tr><td><b style="font-size:13pt">{E(adv[0])}</b><br><span class="lh">{E(", ".join(adv[3]))}<br>'
         f'SWIFT {adv[1]} · Trade Finance Services</span></td><td style="text-align:right" class="lh">'
         f'{E(adv[2])}, {fdate(F["issue"] + timedelta(days=rng.randint(0, 2)), "long")}<br>Our ref.: {F["adv_ref"]}</td></tr></table>']
    h.append(f'<p style="margin-top:14px"><b>{E(F["ben"][0])}</b><br>' + "<br>".join(E(x) for x in F["ben"][1:]) + "</p>")
    title = ("Avis de crédit documentaire / Advice of documentary credit" if fr else "ADVICE OF DOCUMENTARY CREDIT")
    h.append(f'<h3>{title}</h3><p>We have been requested by {E(iss[0])}, {E(iss[2])}, to advise you of the following '
             f'documentary credit received by authenticated SWIFT MT700. '
             f'{"This advice conveys no engagement on our part." if F["conf"] != "CONFIRM" else "Our confirmation will follow under separate cover upon receipt of the issuing bank`s cover."}</p>')
    h.append('<table class="m"><tr><th style="width:8%">Tag</th><th style="width:28%">Field</th><th>Content</th></tr>')
    for tag, name, cl in mt700_fields(F, wrap=80):
        if tag in ("72Z",):
            continue
        h.append(f'<tr><td>{tag}</td><td>{E(name)}</td><td class="c">{"<br>".join(E(x) for x in cl)}</td></tr>')
    h.append("</table>")
    h.append(f'<p>Please examine the terms of the credit carefully. Should they not be in accordance with your contract, contact '
             f'the applicant directly. Our advising commission of {F["cur"]} {rng.choice([150, 250, 350])}.00 and '
             f'courier costs are for your account.</p><p>Yours faithfully,<br><br>{E(adv[0])}<br>'
             f'<span class="lh">Documentary Credits – authorised signatures</span></p>')
    return shell("Advice", css, "".join(h)), t


def _lc_issuing_letter(rng, F):
    if F["rules"] == "OTHR":
        F = dict(F, rules="UCP LATEST VERSION", conds=F["conds"][1:])
    case = (lambda s: s) if rng.random() < 0.6 else ascii_up
    t = lc_truth(F, case=case, addr_join=", ")
    iss, adv = F["issuing"], F["advising"]
    dst = rng.choice(["long", "long", "dot"])
    ast = rng.choice(["en", "ch"])
    css = ("body{font-family:'Book Antiqua',Georgia,serif;font-size:10.3pt;line-height:1.4} .lh{font-size:8.5pt;color:#444}"
           "ol li{margin-bottom:3px} h3{margin:14px 0 4px;font-size:11pt}")
    tol = ""
    if F["tol"] is not None:
        tol = (f", {F['tol']} per cent more or less being allowed" if F["tol"] == F["tol_minus"]
               else f", plus {F['tol']} per cent / minus {F['tol_minus']} per cent being allowed")
    aw = F["avail_with"]
    aw_txt = "any bank" if aw == "ANY BANK" else aw
    t["available_with"] = "ANY BANK" if aw == "ANY BANK" else aw
    form_w = {"IRREVOCABLE": "irrevocable documentary credit", "IRREVOCABLE TRANSFERABLE": "irrevocable transferable documentary credit",
              "IRREVOCABLE STANDBY": "irrevocable standby letter of credit"}[F["form"]]
    h = [f'<div style="text-align:right"><b>{E(iss[0])}</b><br><span class="lh">{E(", ".join(iss[3]))}<br>SWIFT: {iss[1]}</span></div>']
    h.append(f'<p>{E(adv[0])}<br>{"<br>".join(E(x) for x in adv[3])}<br>Attn. Documentary Credits Department</p>')
    h.append(f'<p>{E(iss[2])}, {fdate(F["issue"], dst)}</p><p><b>Our {form_w} No. {E(F["lc_no"])}</b></p>')
    app_a = ", ".join(case(x) for x in F["app"][1:])
    ben_a = ", ".join(case(x) for x in F["ben"][1:])
    h.append(f'<p>Dear Sirs,</p><p>At the request and for the account of <b>{E(case(F["app"][0]))}</b>, {E(app_a)} (the "Applicant"), '
             f'we hereby issue our {form_w} No. {E(F["lc_no"])}, dated {fdate(F["issue"], dst)}, in favour of '
             f'<b>{E(case(F["ben"][0]))}</b>, {E(ben_a)} (the "Beneficiary"), for an amount of '
             f'{nw(F["cur"] + " " + famt(F["amount"], ast))}{tol}.</p>')
    h.append(f'<p>The credit is available with {E(aw_txt)} by {BY_WORDS[F["by"]]}' +
             (f", against drafts drawn {F['drafts'].lower()} on ourselves" if F["by"] in ("BY NEGOTIATION", "BY ACCEPTANCE") else "") +
             (f", payment at {F['defer'].lower()}" if F["by"] == "BY DEF PAYMENT" else "") +
             f'. It expires on {fdate(F["expiry"], dst)} in {E(F["exp_place"].title() if case is not ascii_up else F["exp_place"])}.</p>')
    t["expiry_place"] = F["exp_place"].title() if case is not ascii_up else F["exp_place"]
    sh = []
    if F["load"] or F["disch"]:
        sh.append("Shipment" + (f" from {F['load']}" if F["load"] else "") + (f" to {F['disch']}" if F["disch"] else ""))
    if F["lsd"]:
        sh.append(f"not later than {fdate(F['lsd'], dst)}")
    s = ""
    if sh:
        s = " ".join(sh) + ". "
    elif not F["standby"]:
        s = F["ship_period"].capitalize() + ". "
    if F["partial"]:
        s += f"Partial shipments: {SHIP_WORDS[F['partial']]}. "
    if F["trans"]:
        s += f"Transhipment: {SHIP_WORDS[F['trans']]}."
    if s:
        h.append(f"<p>{E(s)}</p>")
    h.append(f'<h3>Covering</h3><p>{E(F["goods"])}</p>')
    if F["docs"]:
        h.append("<h3>Documents required</h3><ol>" + "".join(f"<li>{E(d)}</li>" for d in F["docs"]) + "</ol>")
    h.append("<h3>Special conditions</h3><ul>" + "".join(f"<li>{E(c)}</li>" for c in F["conds"]) + "</ul>")
    if F["period"] is not None:
        h.append(f'<p>Documents must be presented within {F["period"]} days after the date of shipment, but within the validity of the credit.</p>')
    h.append(f'<p>{E(F["charges"].capitalize())}</p>')
    h.append("<p>" + {"CONFIRM": "You are requested to add your confirmation to this credit.",
                      "MAY ADD": "You are authorised to add your confirmation to this credit at the Beneficiary's request and for its account.",
                      "WITHOUT": "Please advise this credit to the Beneficiary without adding your confirmation."}[F["conf"]] + "</p>")
    h.append(f'<p>This credit is subject to {RULE_WORDS[F["rules"]]}.</p>')
    if F["reimb"]:
        h.append(f'<p>Reimbursement: claim on {E(F["reimb"][0])} (SWIFT {F["reimb"][1]}), which will honour your claims under the URR 725.</p>')
    h.append(f'<p>Yours faithfully,<br><br>{E(iss[0])}<br><span class="lh">Trade Finance – Authorised Signatory (A) &nbsp; Authorised Signatory (B)</span></p>')
    return shell("Letter of credit", css, "".join(h)), t


def _lc_zug_print(rng, F):
    t = lc_truth(F)
    iss, adv = F["issuing"], F["advising"]
    now = F["issue"] + timedelta(days=rng.randint(0, 1))
    css = ("body{font-family:Arial,sans-serif;font-size:8.8pt} .hd{border-bottom:2px solid #000;font-size:8pt;padding-bottom:2px;margin-bottom:5px}"
           ".ft{border-top:1px solid #000;font-size:7pt;margin-top:4px;padding-top:2px} table.f{width:100%;border-collapse:collapse}"
           "table.f td{vertical-align:top;padding:2px 3px;border-bottom:1px solid #e3e3e3} td.k{width:34%;color:#222}"
           "td.v{font-family:'Lucida Console','Courier New',monospace;font-size:8.4pt}")
    h = [f'<table class="f"><tr><td class="k">Message type</td><td class="v">MT 700 Issue of a Documentary Credit</td></tr>'
         f'<tr><td class="k">Direction / Status</td><td class="v">{rng.choice(["Incoming / Authenticated", "Outgoing / ACK received"])}</td></tr>'
         f'<tr><td class="k">Sender</td><td class="v">{iss[1]} {E(ascii_up(iss[0]))}</td></tr>'
         f'<tr><td class="k">Receiver</td><td class="v">{adv[1]} {E(ascii_up(adv[0]))}</td></tr>'
         f'<tr><td class="k">Session / ISN</td><td class="v">{rng.randint(1000, 9999)} / {rng.randint(100000, 999999)}</td></tr>'
         f'<tr><td class="k">Internal reference</td><td class="v">{F["adv_ref"]}</td></tr></table><br><table class="f">']
    for tag, name, cl in mt700_fields(F):
        h.append(f'<tr><td class="k">F{tag}: {E(name)}</td><td class="v">{"<br>".join(E(x) for x in cl)}</td></tr>')
    h.append("</table>")
    bank = rng.choice(BANKS["ZUG"] + BANKS["GVA"])
    hd = f'<div class="hd">{E(bank[0])} · Trade &amp; Commodity Finance · SWIFT message print · printed {fdate(now, "dot")} {rng.randint(7, 19):02d}:{rng.randint(0, 59):02d} by user TF{rng.randint(10, 99)}</div>'
    ft = f'<div class="ft">Internal document – print generated by the trade finance system. {E(bank[0])}, {E(", ".join(bank[3]))}.</div>'
    return shell("SWIFT print", css, paged(hd, ft, "".join(h)), "de"), t


def _lc_sg_portal(rng, F):
    t = lc_truth(F)
    bank = rng.choice(BANKS["SGP"] + BANKS["HKG"])
    dst = "mon_dash"
    css = ("body{font-family:Tahoma,Verdana,sans-serif;font-size:8.6pt} .bar{background:#00506e;color:#fff;padding:4px 6px;font-weight:bold;margin-top:8px}"
           "table.b{width:100%;border-collapse:separate;border-spacing:3px} table.b td{border:1px solid #8aa;padding:2px 4px;vertical-align:top}"
           ".c{display:block;font-size:6.8pt;color:#456;text-transform:uppercase} .v{font-size:9pt}")

    def bx(cap, val, span=1):
        return f'<td colspan="{span}"><span class="c">{E(cap)}</span><span class="v">{val}</span></td>'
    tol = "—"
    if F["tol"] is not None:
        tol = f"+{F['tol']}% / -{F['tol_minus']}%"
    h = [f'<div style="font-size:12pt;font-weight:bold">{E(bank[0])} — TradeConnect</div>'
         f'<div>Transaction Enquiry › Export Letter of Credit › Advice details &nbsp; | &nbsp; Bank ref {F["adv_ref"]} &nbsp; | &nbsp; Status: ADVISED</div>']
    h.append('<div class="bar">General</div><table class="b"><tr>' + bx("LC number", E(F["lc_no"])) + bx("Form of credit", E(F["form"])) +
             bx("Date of issue", fdate(F["issue"], dst)) + "</tr><tr>" + bx("Applicable rules", E(F["rules"])) +
             bx("Expiry date", fdate(F["expiry"], dst)) + bx("Place of expiry", E(F["exp_place"])) + "</tr></table>")
    h.append('<div class="bar">Parties</div><table class="b"><tr>' +
             bx("Applicant", "<b>" + E(ascii_up(F["app"][0])) + "</b><br>" + "<br>".join(E(ascii_up(x)) for x in F["app"][1:])) +
             bx("Beneficiary", "<b>" + E(ascii_up(F["ben"][0])) + "</b><br>" + "<br>".join(E(ascii_up(x)) for x in F["ben"][1:])) + "</tr><tr>" +
             bx("Issuing bank", E(F["issuing"][1]) + "<br>" + E(ascii_up(F["issuing"][0]))) +
             bx("Advising bank", E(F["advising"][1]) + "<br>" + E(ascii_up(F["advising"][0]))) + "</tr></table>")
    h.append('<div class="bar">Amount and availability</div><table class="b"><tr>' + bx("Currency", F["cur"]) +
             bx("Amount", nw(famt(F["amount"], "en"))) + bx("Tolerance (+/-)", tol) + "</tr><tr>" +
             bx("Available with", E(F["avail_with"])) + bx("Available by", E(F["by"])) +
             bx("Drafts / deferred payment", E(F["drafts"] if F["by"] in ("BY NEGOTIATION", "BY ACCEPTANCE") else (F["defer"] if F["by"] in ("BY DEF PAYMENT", "BY MIXED PYMT") else "—"))) + "</tr></table>")
    h.append('<div class="bar">Shipment</div><table class="b"><tr>' + bx("Partial shipment", F["partial"] or "") +
             bx("Transhipment", F["trans"] or "") + bx("Latest shipment date", fdate(F["lsd"], dst) if F["lsd"] else "") + "</tr><tr>" +
             bx("Port of loading", E(F["load"] or "")) + bx("Port of discharge", E(F["disch"] or "")) +
             bx("Shipment period", E(F["ship_period"] if not F["lsd"] and not F["standby"] else "")) + "</tr></table>")
    h.append('<div class="bar">Goods</div><table class="b"><tr>' + bx("Description of goods (45A)", E(F["goods"])) + "</tr></table>")
    h.append('<div class="bar">Documents required (46A)</div><table class="b">' +
             ("".join(f'<tr><td style="width:5%">{i}</td><td>{E(d)}</td></tr>' for i, d in enumerate(F["docs"], 1)) or "<tr><td>No documents specified</td></tr>") + "</table>")
    h.append('<div class="bar">Additional conditions (47A)</div><table class="b">' +
             "".join(f"<tr><td>{E(c)}</td></tr>" for c in F["conds"]) + "</table>")
    h.append('<div class="bar">Other</div><table class="b"><tr>' +
             bx("Presentation period (days)", str(F["period"]) if F["period"] is not None else "") +
             bx("Confirmation instructions", F["conf"]) + bx("Charges", E(F["charges"])) + "</tr></table>")
    h.append(f'<p style="font-size:7pt;color:#666">Printed from TradeConnect on {fdate(F["issue"] + timedelta(days=rng.randint(1, 5)), dst)}. '
             'This print is for information only; the authenticated SWIFT message prevails.</p>')
    return shell("TradeConnect", css, "".join(h)), t


def _lc_de_letter(rng, F):
    if F["rules"] == "OTHR":
        F = dict(F, rules="UCP LATEST VERSION", conds=F["conds"][1:])
    t = lc_truth(F, case=lambda s: s, addr_join=", ")
    iss, adv = F["issuing"], F["advising"]
    ast = rng.choice(["de", "ch"])
    form_de = {"IRREVOCABLE": "unwiderruflich", "IRREVOCABLE TRANSFERABLE": "unwiderruflich, übertragbar",
               "IRREVOCABLE STANDBY": "unwiderruflich (Standby Letter of Credit)"}[F["form"]]
    by_de = {"BY NEGOTIATION": "durch Negoziierung", "BY PAYMENT": "durch Sichtzahlung", "BY DEF PAYMENT": "durch hinausgeschobene Zahlung",
             "BY ACCEPTANCE": "durch Akzeptleistung", "BY MIXED PYMT": "durch gemischte Zahlung"}[F["by"]]
    ship_de = {"ALLOWED": "erlaubt", "NOT ALLOWED": "nicht erlaubt", "CONDITIONAL": "unter Bedingungen erlaubt", None: None}
    rules_de = {"UCP LATEST VERSION": "ERA / UCP, neueste Fassung", "EUCP LATEST VERSION": "eERA / eUCP, neueste Fassung",
                "ISP LATEST VERSION": "ISP, neueste Fassung"}[F["rules"]]
    conf_de = {"CONFIRM": "Bitte fügen Sie Ihre Bestätigung hinzu.", "MAY ADD": "Sie sind ermächtigt, auf Wunsch des Begünstigten Ihre Bestätigung hinzuzufügen.",
               "WITHOUT": "Bitte avisieren Sie das Akkreditiv ohne Ihre Bestätigung."}[F["conf"]]
    t["expiry_place"] = F["exp_place"]
    css = ("body{font-family:Arial,sans-serif;font-size:9.4pt} table.l{width:100%;border-collapse:collapse} table.l td{padding:3px 4px;vertical-align:top;border-top:1px solid #ccc}"
           "td.k{width:30%;font-weight:bold} .sm{font-size:8pt}")
    rows = [("Akkreditiv-Nr.", E(F["lc_no"])), ("Art des Akkreditivs", form_de), ("Eröffnungsdatum", fdate(F["issue"], "dot")),
            ("Anwendbare Regeln", rules_de), ("Verfalldatum / Verfallort", f'{fdate(F["expiry"], "dot")} / {E(F["exp_place"])}'),
            ("Auftraggeber", "<br>".join(E(x) for x in [F["app"][0], ", ".join(F["app"][1:])])),
            ("Begünstigter", "<br>".join(E(x) for x in [F["ben"][0], ", ".join(F["ben"][1:])])),
            ("Betrag", nw(F["cur"] + " " + famt(F["amount"], ast)))]
    if F["tol"] is not None:
        rows.append(("Betragstoleranz", f"+{F['tol']} % / –{F['tol_minus']} %"))
    rows.append(("Benutzbar bei / durch", f'{E(F["avail_with"])}, {by_de}'))
    if F["avail_with"] == "ANY BANK":
        t["available_with"] = "ANY BANK"
    if F["partial"]:
        rows.append(("Teilverladungen", ship_de[F["partial"]]))
    if F["trans"]:
        rows.append(("Umladung", ship_de[F["trans"]]))
    if F["load"]:
        rows.append(("Verladehafen", E(F["load"])))
    if F["disch"]:
        rows.append(("Löschungshafen", E(F["disch"])))
    if F["lsd"]:
        rows.append(("Spätestes Verladedatum", fdate(F["lsd"], "dot")))
    rows.append(("Warenbeschreibung", E(F["goods"])))
    if F["docs"]:
        rows.append(("Erforderliche Dokumente", "<br>".join(f"{i}) {E(d)}" for i, d in enumerate(F["docs"], 1))))
    rows.append(("Zusätzliche Bedingungen", "<br>".join(f"– {E(c)}" for c in F["conds"])))
    if F["period"] is not None:
        rows.append(("Vorlagefrist", f"{F['period']} Tage nach dem Verladedatum, innerhalb der Gültigkeit des Akkreditivs"))
    rows.append(("Bestätigungsauftrag", conf_de))
    rows.append(("Spesen", "Sämtliche Spesen ausserhalb der Schweiz gehen zu Lasten des Begünstigten."))
    h = [f'<div style="text-align:right" class="sm"><b style="font-size:11pt">{E(iss[0])}</b><br>{E(", ".join(iss[3]))}<br>BIC {iss[1]}</div>',
         f'<p>{E(adv[0])}<br>{"<br>".join(E(x) for x in adv[3])}</p><p>{E(iss[2])}, {fdate(F["issue"], "long", "de")}</p>',
         f'<h3>Eröffnung eines Dokumentenakkreditivs</h3><p>Sehr geehrte Damen und Herren,<br>im Auftrag unseres Kunden eröffnen wir '
         f'hiermit das nachstehende Akkreditiv und bitten Sie, es dem Begünstigten zu avisieren. Unsere interne Referenz: {F["pre_ref"]}.</p>',
         '<table class="l">' + "".join(f'<tr><td class="k">{a}</td><td>{b}</td></tr>' for a, b in rows) + "</table>"]
    h.append(f'<p class="sm">Dieses Akkreditiv unterliegt den {rules_de}. Gerichtsstand ist {E(iss[2])}.</p>'
             f'<p>Freundliche Grüsse<br><br>{E(iss[0])}<br><span class="sm">Handelsfinanzierung</span></p>')
    return shell("Akkreditiv", css, "".join(h), "de"), t


def _lc_it_confirmation(rng, F):
    F = dict(F)
    if F["conf"] == "WITHOUT":
        F["conf"] = rng.choice(["CONFIRM", "MAY ADD"])
    t = lc_truth(F)
    adv = rng.choice(BANKS["LUG"] + BANKS["GVA"]) if F["advising"][2] not in ("Lugano", "Geneva") else F["advising"]
    css = ("body{font-family:'Trebuchet MS',Arial,sans-serif;font-size:9pt} .lab{font-size:7.8pt;color:#333;margin-top:6px}"
           ".val{font-family:'Courier New',monospace;font-size:9pt;margin-left:12px} h2{font-size:12pt}")
    lab = {"20": "Numero del credito / Credit number", "40A": "Forma del credito / Form of credit", "31C": "Data di emissione / Date of issue",
           "40E": "Regole applicabili / Applicable rules", "31D": "Scadenza e luogo / Expiry date and place", "50": "Ordinante / Applicant",
           "59": "Beneficiario / Beneficiary", "32B": "Divisa e importo / Currency and amount", "39A": "Tolleranza / Tolerance",
           "41A": "Utilizzabile presso / Available with ... by", "41D": "Utilizzabile presso / Available with ... by",
           "43P": "Spedizioni parziali / Partial shipments", "43T": "Trasbordo / Transhipment", "44E": "Porto d'imbarco / Port of loading",
           "44F": "Porto di sbarco / Port of discharge", "44C": "Data ultima d'imbarco / Latest shipment date",
           "45A": "Merce / Description of goods", "46A": "Documenti richiesti / Documents required", "47A": "Condizioni aggiuntive / Additional conditions",
           "48": "Termine di presentazione / Presentation period", "49": "Istruzioni di conferma / Confirmation instructions"}
    h = [f'<div><b style="font-size:12pt">{E(adv[0])}</b><br><span style="font-size:8pt">{E(", ".join(adv[3]))} · BIC {adv[1]}</span></div>',
         f'<p style="text-align:right">{E(adv[2])}, {fdate(F["issue"] + timedelta(days=rng.randint(1, 4)), "long", "it")}</p>',
         f'<p>Spettabile<br><b>{E(F["ben"][0])}</b><br>{"<br>".join(E(x) for x in F["ben"][1:])}</p>',
         f'<h2>Notifica di credito documentario / Advice of documentary credit</h2><p>Nostro riferimento / our reference: {F["adv_ref"]}<br>'
         f'Banca emittente / Issuing bank: {E(F["issuing"][0])}, {E(F["issuing"][2])} ({F["issuing"][1]})</p>']
    if F["conf"] == "CONFIRM":
        h.append(f'<p>Su istruzione della banca emittente aggiungiamo la nostra conferma al credito sotto riportato. / At the issuing bank\'s request we add our '
                 f'confirmation to the credit below. Commissione di conferma / confirmation commission: {rng.choice(["0.15", "0.20", "0.25"])} % per trimestre.</p>')
    else:
        h.append('<p>La banca emittente ci autorizza ad aggiungere la nostra conferma su vostra richiesta. / The issuing bank authorises us to add our '
                 'confirmation at your request; please contact us should you wish us to do so.</p>')
    for tag, name, cl in mt700_fields(F):
        if tag not in lab:
            continue
        if tag == "48":
            cl = [f"{F['period']} GIORNI DALLA DATA D'IMBARCO / {F['period']} DAYS AFTER THE DATE OF SHIPMENT"]
        h.append(f'<div class="lab">{tag} – {E(lab[tag])}</div><div class="val">{"<br>".join(E(x) for x in cl)}</div>')
    h.append(f'<p style="font-size:8pt">Il presente credito è soggetto alle NUU/UCP nell\'ultima versione salvo diversa indicazione. Spese e commissioni '
             f'come da campo 71D. Distinti saluti / Yours faithfully<br><br>{E(adv[0])}<br>Servizio Crediti Documentari</p>')
    return shell("Notifica", css, "".join(h), "it"), t


def _lc_ops_email(rng, F):
    t = lc_truth(F)
    trader = F["ben"] if any(F["ben"] == tr for tr, _ in TRADERS) else F["app"]
    dom = re.sub(r"[^a-z]", "", ascii_up(trader[0].split()[0]).lower()) + rng.choice([".ch", ".com", ".com.sg"])
    op = make_person(rng, F["issue"], nat=rng.choice(["CHE", "GBR", "FRA", "SGP"]), age=(25, 55))
    other_lc = f"{F['lc_no'][:-3]}{rng.randint(100, 999)}" if len(F["lc_no"]) > 5 else "DC/24/0001"
    prev_amt = round(F["amount"] * rng.uniform(0.6, 1.4), 2)
    css = "body{font-family:Calibri,Arial,sans-serif;font-size:10pt} pre{font-family:Consolas,'Courier New',monospace;font-size:8.7pt;background:#f7f7f7;padding:6px;white-space:pre-wrap}"
    h = [f'<div><b>From:</b> {E(op["full"])} &lt;ops@{dom}&gt;<br><b>To:</b> trade-finance@{dom}; traders@{dom}<br>'
         f'<b>Date:</b> {fdate(F["issue"] + timedelta(days=rng.randint(1, 3)), "mon_dash")}<br>'
         f'<b>Subject:</b> FW: MT700 received – {E(F["lc_no"])} – {E(F["kind"])} cargo</div><hr>',
         f'<p>All,</p><p>Below the MT700 as received from {E(F["advising"][0])} this morning (their ref {F["adv_ref"]}). Please check against '
         f'the contract before we accept. Note this is <u>not</u> the {other_lc} we had for the previous cargo '
         f'({F["cur"]} {famt(prev_amt, "en")}, expired {fdate(F["issue"] - timedelta(days=rng.randint(20, 90)), "mon_dash")}).</p><ul>'
         f'<li>Laycan / vessel nomination still open – chartering to confirm.</li>'
         f'<li>Docs: {len(F["docs"])} documents required, see 46A.</li><li>Please flag any discrepancy risk in 47A to me by EOD.</li></ul>']
    body = []
    for tag, name, cl in mt700_fields(F, wrap=78):
        body.append(f":{tag}:{name}")
        body += cl
    h.append("<pre>" + E("\n".join(body)) + "</pre>")
    h.append(f'<p>Thanks,<br>{E(op["full"])}<br>Trade Operations<br>{E(trader[0])}<br>{E(", ".join(trader[1:]))}</p>'
             '<p style="font-size:7.5pt;color:#777">CONFIDENTIAL – this message may contain commercially sensitive information.</p>')
    return shell("FW: MT700", css, "".join(h)), t


LC_LAYOUTS = {
    "mt700_raw_fin_print": _lc_raw,
    "advice_cover_tag_table": _lc_advice_table,
    "issuing_bank_letter_prose": _lc_issuing_letter,
    "zug_swift_print_paged": _lc_zug_print,
    "sg_trade_portal_boxed": _lc_sg_portal,
    "akkreditiv_eroeffnung_de": _lc_de_letter,
    "lugano_notifica_conferma_it": _lc_it_confirmation,
    "trader_ops_email_mt700": _lc_ops_email,
}

# --------------------------------------------------------------------------------------------
# Loan applications (mortgage / Lombard of high-net-worth clients)
# --------------------------------------------------------------------------------------------

PROP_COUNTRIES = ["CHE", "CHE", "CHE", "FRA", "ITA", "GBR", "GBR", "ESP", "AUT", "MCO", "SGP", "HKG"]
PROP_CUR = {"CHE": "CHF", "FRA": "EUR", "ITA": "EUR", "GBR": "GBP", "ESP": "EUR", "AUT": "EUR", "MCO": "EUR", "SGP": "SGD", "HKG": "HKD"}
MARITAL = {
    "en": {"married": ["Married"], "unmarried": ["Single", "Divorced", "Widowed"], "separated": ["Separated"]},
    "de": {"married": ["verheiratet"], "unmarried": ["ledig", "geschieden", "verwitwet"], "separated": ["getrennt"]},
    "fr": {"married": ["marié(e)"], "unmarried": ["célibataire", "divorcé(e)", "veuf / veuve"], "separated": ["séparé(e)"]},
    "it": {"married": ["coniugato/a"], "unmarried": ["celibe / nubile", "divorziato/a", "vedovo/a"], "separated": ["separato/a"]},
}
PURPOSE = {
    "en": {"purchase": "Purchase", "refinance": "Refinancing", "construction": "Construction", "other": "Other"},
    "de": {"purchase": "Kauf", "refinance": "Ablösung / Refinanzierung", "construction": "Neubau", "other": "Andere"},
    "fr": {"purchase": "Acquisition", "refinance": "Refinancement", "construction": "Construction", "other": "Autre"},
    "it": {"purchase": "Acquisto", "refinance": "Rifinanziamento", "construction": "Costruzione", "other": "Altro"},
}
OTHER_PURPOSE = {"en": "Equity release for renovation", "de": "Aufstockung für Renovation", "fr": "Libération de fonds propres (rénovation)",
                 "it": "Liberazione di capitale per ristrutturazione"}
TRUSTS = ["Aldebaran Family Trust", "Edelweiss Settlement", "Bellerive Trust", "Peak Harbour Trust", "Lago Maggiore Family Trust"]


def marital_word(F, lang):
    return MARITAL[lang][F["marital"]][F["msub"] % len(MARITAL[lang][F["marital"]])]


def loan_facts(rng) -> dict:
    today = rand_date(rng, date(2024, 9, 1), date(2026, 3, 31))
    res = rng.choice(RESIDENCES)
    nat = res if (res in NAT_GROUP and rng.random() < 0.5) else rng.choice(NATS)
    b = make_person(rng, today, nat=nat, age=(33, 72))
    marital = rng.choice(["married"] * 5 + ["unmarried"] * 2 + ["separated"])
    cobs, rels, trust = [], [], None
    if marital == "married" and rng.random() < 0.75:
        sp = make_person(rng, today, nat=nat, sex="F" if b["sex"] == "M" else "M", age=(30, 72), group=b["group"],
                         surname=b["surname"] if rng.random() < 0.6 else None)
        cobs.append(sp)
        rels.append("spouse")
    if rng.random() < 0.35:
        trust = rng.choice(TRUSTS)
        for _ in range(rng.randint(1, 3 - len(cobs)) if len(cobs) < 3 else 0):
            ch = make_person(rng, today, nat=nat, age=(19, 40), group=b["group"], surname=b["surname"])
            if b["dob"].year + 18 > ch["dob"].year:
                ch["dob"] = date(b["dob"].year + rng.randint(22, 35), ch["dob"].month, ch["dob"].day)
                if ch["dob"] > today - timedelta(days=365 * 19):
                    continue
            cobs.append(ch)
            rels.append("trust beneficiary")
    employer = rng.choice(EMPLOYERS + OWN_COS)
    e_lo = date(b["dob"].year + 26, 1, 1)
    emp_start = rand_date(rng, e_lo, today - timedelta(days=400)) if e_lo < today - timedelta(days=400) else today - timedelta(days=500)
    inc_cur = HOME_CUR.get(res, "CHF") if rng.random() < 0.8 else rng.choice(["CHF", "USD"])
    monthly = rng.randint(150, 2500) * 100.0
    pc = rng.choice(PROP_COUNTRIES)
    cur = PROP_CUR[pc]
    value = rng.randint(150, 2500) * 10000.0
    if cur == "HKD":
        value *= 8
    ltv = rng.uniform(0.3, 0.75)
    loan = round(value * ltv, -4)
    purpose = rng.choice(["purchase", "purchase", "purchase", "refinance", "refinance", "construction", "other"])
    term = rng.choice([36, 60, 60, 84, 120, 120, 180, 240, 300])
    rate = round(rng.uniform(1.05, 4.8), rng.choice([2, 2, 3]))
    if rate * 1000 % 5:
        rate = round(round(rate * 200) / 200, 3)
    prop = addr_lines(rng, pc)
    others = [(addr_lines(rng, c), c, rng.randint(80, 900) * 10000.0) for c in rng.sample(list(ADDR), rng.randint(0, 3))]
    return dict(today=today, b=b, res=res, addr=addr_lines(rng, res), marital=marital, msub=rng.randint(0, 2),
                email=email_of(rng, b) if rng.random() < 0.75 else None, phone=phone_of(rng, res) if rng.random() < 0.8 else None,
                cobs=cobs, rels=rels, trust=trust, employer=employer, emp_start=emp_start, prev_emp=rng.choice(EMPLOYERS),
                occ=rng.choice(OCC_EMP), inc_cur=inc_cur, monthly=monthly, pc=pc, cur=cur, value=value, loan=loan,
                purpose=purpose, term=term, rate=rate, prop=prop, others=others,
                portfolio=round(loan * rng.uniform(0.4, 2.5), -4), lend_pct=rng.choice([50, 60, 70]),
                existing=(round(value * rng.uniform(0.2, 0.5), -4), round(rng.uniform(0.8, 3.2), 2)) if purpose == "refinance" else None,
                app_no=rng.choice([f"HYP-{today.year}-{rng.randint(1000, 99999):05d}", f"LA/{rng.choice(['GVA', 'ZRH', 'LUG', 'SG', 'JE'])}/{today.year % 100}/{rng.randint(100, 9999):04d}",
                                   f"CRD{today.year}{rng.randint(100000, 999999)}", f"MTG-{rng.randint(10, 99)}-{rng.randint(10000, 99999)}"]),
                rm=make_person(rng, today, nat=rng.choice(["CHE", "GBR", "SGP", "ITA"]), age=(30, 60)),
                fx=round(rng.uniform(0.85, 1.2), 4))


def loan_truth(F, case=lambda s: s, addr_join=" ", term_months=None) -> dict:
    return {
        "application_number": F["app_no"],
        "borrower": {"full_name": case(F["b"]["full"]), "date_of_birth": F["b"]["dob"].isoformat(), "marital_status": F["marital"],
                     "email": F["email"], "phone": F["phone"]},
        "co_borrowers": [{"full_name": case(c["full"]), "date_of_birth": c["dob"].isoformat()} for c in F["cobs"]],
        "employer_name": case(F["employer"]), "employment_start_date": F["emp_start"].isoformat(),
        "monthly_income": F["monthly"], "income_currency": F["inc_cur"], "loan_amount": F["loan"], "loan_currency": F["cur"],
        "loan_purpose": F["purpose"], "loan_term_months": term_months or F["term"], "interest_rate_percent": F["rate"],
        "property_address": addr_join.join(case(x) for x in F["prop"]), "property_value": F["value"],
    }


def term_text(rng, months, lang):
    if months % 12 == 0 and rng.random() < 0.5:
        y = months // 12
        return {"en": f"{y} years", "de": f"{y} Jahre", "fr": f"{y} ans", "it": f"{y} anni"}[lang]
    return {"en": f"{months} months", "de": f"{months} Monate", "fr": f"{months} mois", "it": f"{months} mesi"}[lang]


def _p_zh_boxed(rng, F):
    t = loan_truth(F)
    lang = "de"
    ast = rng.choice(["ch", "ch_dash"])
    people = [F["b"]] + F["cobs"]
    css = ("body{font-family:Arial,sans-serif;font-size:8.8pt} .sec{font-weight:bold;font-size:10pt;border-bottom:2px solid #8b0000;margin:10px 0 3px;color:#8b0000}"
           "table.g{width:100%;border-collapse:collapse} table.g td,table.g th{border:1px solid #888;padding:2px 4px;vertical-align:top;text-align:left}"
           "table.g th{background:#f1e6e6;font-weight:normal;font-size:8pt} .cap{display:block;font-size:6.8pt;color:#555}")
    bank = rng.choice([("Bank Limmatquai Privatbankiers AG", "Limmatquai 42, 8022 Zürich"), ("Zuger Vermögensbank AG", "Alpenstrasse 9, 6304 Zug"),
                       ("Rheintaler Privatbank AG", "Äulestrasse 30, 9490 Vaduz")])
    h = [f'<table style="width:100%"><tr><td><b style="font-size:14pt">Kreditantrag Hypothek / Lombard</b><br>Antrags-Nr. <b>{E(F["app_no"])}</b></td>'
         f'<td style="text-align:right;font-size:8pt">{E(bank[0])}<br>{E(bank[1])}<br>Kundenberater: {E(F["rm"]["full"])}</td></tr></table>']
    cols = ["Kreditnehmer/in"] + [f"Mitkreditnehmer/in {i}" for i in range(1, len(F["cobs"]) + 1)]
    h.append('<div class="sec">1. Antragsteller</div><table class="g"><tr><th style="width:20%"></th>' + "".join(f"<th>{c}</th>" for c in cols) + "</tr>")

    def row(label, vals):
        return f"<tr><th>{label}</th>" + "".join(f"<td>{v}</td>" for v in vals) + "</tr>"
    h.append(row("Name", [E(p["surname"]) for p in people]))
    h.append(row("Vorname(n)", [E(p["given"]) for p in people]))
    h.append(row("Geburtsdatum", [fdate(p["dob"], "dot") for p in people]))
    h.append(row("Zivilstand", [marital_word(F, lang)] + [("verheiratet" if r == "spouse" else "—") for r in F["rels"]]))
    h.append(row("Beziehung", ["—"] + [("Ehepartner/in" if r == "spouse" else f"Begünstigte/r {E(F['trust'])}") for r in F["rels"]]))
    h.append(row("Staatsangehörigkeit", [E(cname(p["nat"], "de")) for p in people]))
    h.append(row("Telefon", [E(F["phone"] or "")] + ["" for _ in F["cobs"]]))
    h.append(row("E-Mail", [E(F["email"] or "")] + ["" for _ in F["cobs"]]))
    h.append(row("Wohnadresse", [E(", ".join(F["addr"]))] + ["wie Kreditnehmer/in" if r == "spouse" else "" for r in F["rels"]]))
    h.append("</table>")
    h.append('<div class="sec">2. Einkommen und Beschäftigung (Kreditnehmer/in)</div><table class="g"><tr>'
             f'<td><span class="cap">Arbeitgeber</span>{E(F["employer"])}</td><td><span class="cap">Angestellt seit</span>{fdate(F["emp_start"], "dot")}</td>'
             f'<td><span class="cap">Funktion</span>{E(occ_text(F["occ"], "de", F["b"]["sex"]))}</td></tr><tr>'
             f'<td><span class="cap">Bruttoeinkommen pro Monat</span>{nw(F["inc_cur"] + " " + famt(F["monthly"], ast))}</td>'
             f'<td><span class="cap">Bonus p.a. (variabel, nicht garantiert)</span>{nw(F["inc_cur"] + " " + famt(round(F["monthly"] * rng.uniform(1, 8), -3), "ch"))}</td>'
             f'<td><span class="cap">Früherer Arbeitgeber</span>{E(F["prev_emp"])}</td></tr></table>')
    h.append('<div class="sec">3. Finanzierungsobjekt</div><table class="g"><tr>'
             f'<td colspan="2"><span class="cap">Adresse des Objekts</span>{E(", ".join(F["prop"]))}</td><td><span class="cap">Land</span>{E(cname(F["pc"], "de"))}</td></tr><tr>'
             f'<td><span class="cap">Objektart</span>{E(rng.choice(["Einfamilienhaus", "Eigentumswohnung", "Chalet", "Villa"]))}</td>'
             f'<td><span class="cap">Verkehrswert gemäss Schätzung</span>{nw(F["cur"] + " " + famt(F["value"], ast))}</td>'
             f'<td><span class="cap">Nutzung</span>{E(rng.choice(["selbstbewohnt", "Zweitwohnsitz", "Ferienliegenschaft"]))}</td></tr></table>')
    t["property_address"] = ", ".join(F["prop"])
    purp = " &nbsp; ".join(f"{cb(F['purpose'] == k)} {PURPOSE['de'][k]}" for k in ("purchase", "refinance", "construction", "other"))
    if F["purpose"] == "other":
        purp += f" ({OTHER_PURPOSE['de']})"
    h.append('<div class="sec">4. Beantragte Finanzierung</div><table class="g"><tr>'
             f'<td><span class="cap">Kreditbetrag</span>{nw(famt(F["loan"], ast))}</td><td><span class="cap">Währung</span>{F["cur"]}</td>'
             f'<td><span class="cap">Laufzeit</span>{term_text(rng, F["term"], "de")}</td><td><span class="cap">Zinssatz (Festhypothek) p.a.</span>{frate(F["rate"], "en")} %</td></tr>'
             f'<tr><td colspan="4"><span class="cap">Verwendungszweck</span>{purp}</td></tr>'
             f'<tr><td colspan="2"><span class="cap">Zusätzliche Sicherheit: verpfändetes Depot (Marktwert)</span>{nw(F["cur"] + " " + famt(F["portfolio"], "ch"))}</td>'
             f'<td colspan="2"><span class="cap">Belehnungssatz Depot</span>{F["lend_pct"]} %</td></tr></table>')
    if F["existing"]:
        h.append(f'<div class="sec">5. Abzulösende Finanzierung</div><table class="g"><tr><td><span class="cap">Bestehende Hypothek bei Drittbank</span>'
                 f'{nw(F["cur"] + " " + famt(F["existing"][0], "ch"))}</td><td><span class="cap">Bisheriger Zinssatz</span>{frate(F["existing"][1], "en")} %</td></tr></table>')
    if F["others"]:
        h.append('<div class="sec">6. Weitere Liegenschaften</div><table class="g"><tr><th>Adresse</th><th>Land</th><th>Verkehrswert</th></tr>' +
                 "".join(f"<tr><td>{E(', '.join(a))}</td><td>{E(cname(c, 'de'))}</td><td>{nw(famt(v, 'ch'))}</td></tr>" for a, c, v in F["others"]) + "</table>")
    h.append('<p style="font-size:7.5pt">Die Antragsteller bestätigen die Richtigkeit und Vollständigkeit der Angaben und ermächtigen die Bank, '
             'Auskünfte bei Drittbanken, der ZEK und den Grundbuchämtern einzuholen. Die Kreditzusage erfolgt ausschliesslich schriftlich. '
             f'Es gelten die Allgemeinen Kreditbedingungen der {E(bank[0])}.</p>'
             f'<table class="g"><tr><td style="height:40px"><span class="cap">Ort, Datum</span>{E(bank[1].split()[-1])}, {fdate(F["today"], "dot")}</td>'
             '<td><span class="cap">Unterschrift(en)</span></td></tr></table>')
    return shell("Kreditantrag", css, "".join(h), "de"), t


def _p_gva_dotted(rng, F):
    lang = "fr"
    t = loan_truth(F, addr_join=" ")
    ast = rng.choice(["ch", "fr", "ch_dash"])
    css = ("body{font-family:'Times New Roman',serif;font-size:10.5pt} .ln{display:flex;margin:4px 0} .ln .l{white-space:nowrap}"
           ".ln .d{flex:1;border-bottom:1px dotted #000;margin:0 4px 4px} .ln .v{font-family:'Courier New',monospace;font-weight:bold}"
           "h3{font-variant:small-caps;margin:14px 0 4px} .sm{font-size:8.5pt}")

    def ln(label, val):
        return f'<div class="ln"><span class="l">{E(label)}</span><span class="d"></span><span class="v">{val}</span></div>'
    b = F["b"]
    h = [f'<div style="text-align:center"><b>{E(rng.choice(["Banque Privée du Rhône SA", "Crédit Rhodanien SA", "Banque Lémanique de Gestion SA"]))}</b><br>'
         '<span class="sm">Département Crédits – Financements immobiliers</span></div>'
         f'<h2 style="text-align:center">DEMANDE DE CRÉDIT HYPOTHÉCAIRE</h2><p class="sm" style="text-align:right">Dossier n° {E(F["app_no"])}</p>',
         "<h3>I. Requérant</h3>", ln("Nom et prénom", E(f'{b["surname"].upper()} {b["given"]}')), ln("Date de naissance", fdate(b["dob"], rng.choice(["dot", "long"]), "fr")),
         ln("État civil", marital_word(F, lang)), ln("Nationalité", E(cname(b["nat"], "fr"))), ln("Domicile", E(", ".join(F["addr"])))]
    if F["phone"]:
        h.append(ln("Téléphone", E(F["phone"])))
    if F["email"]:
        h.append(ln("Courriel", E(F["email"])))
    h.append(ln("Employeur actuel", E(F["employer"])))
    h.append(ln("En poste depuis le", fdate(F["emp_start"], "dot")))
    h.append(ln("Employeur précédent", E(F["prev_emp"])))
    h.append(ln("Revenu brut mensuel", nw(money(rng, F["monthly"], F["inc_cur"], ast, mode="pre"))))
    h.append("<h3>II. Co-emprunteur(s)</h3>")
    if F["cobs"]:
        for i, (c, r) in enumerate(zip(F["cobs"], F["rels"]), 1):
            rel = "conjoint(e)" if r == "spouse" else f"bénéficiaire du {F['trust']}"
            h.append(ln(f"{i}. Nom et prénom ({rel})", E(f'{c["surname"].upper()} {c["given"]}')))
            h.append(ln("    né(e) le", fdate(c["dob"], "dot")))
    else:
        h.append('<p class="sm">Néant.</p>')
    h.append("<h3>III. Objet à financer</h3>")
    h.append(ln("Adresse du bien", "<br>".join(E(x) for x in F["prop"])))
    h.append(ln("Pays", E(cname(F["pc"], "fr"))))
    h.append(ln("Valeur vénale (expertise)", nw(money(rng, F["value"], F["cur"], ast, mode="pre"))))
    h.append(ln("Prix d'acquisition initial" if F["purpose"] != "purchase" else "Frais de notaire estimés",
                nw(money(rng, round(F["value"] * rng.uniform(0.03, 0.8), -3), F["cur"], "ch", mode="pre"))))
    h.append("<h3>IV. Crédit demandé</h3>")
    h.append(ln("Montant", nw(money(rng, F["loan"], F["cur"], ast, mode="pre"))))
    h.append(ln("But", PURPOSE["fr"][F["purpose"]] + (f" – {OTHER_PURPOSE['fr']}" if F["purpose"] == "other" else "")))
    h.append(ln("Durée", term_text(rng, F["term"], "fr")))
    h.append(ln("Taux d'intérêt fixe", f"{frate(F['rate'], rng.choice(['fr', 'en']))} % l'an"))
    h.append(ln("Amortissement", rng.choice(["indirect via 3e pilier", "aucun (crédit lombard adossé)", "direct, 1 % par an"])))
    h.append(ln("Nantissement complémentaire", f"portefeuille titres, valeur {money(rng, F['portfolio'], F['cur'], 'ch', False, 'pre')}"))
    h.append(f'<p class="sm">Le(s) soussigné(s) certifie(nt) l\'exactitude des renseignements fournis. La présente demande n\'engage pas la banque. '
             f'Genève, le {fdate(F["today"], "long", "fr")}.</p><p>Signature(s): ____________________ &nbsp; ____________________</p>')
    return shell("Demande de crédit", css, "".join(h), "fr"), t


def _p_en_columns(rng, F):
    lang = "en"
    t = loan_truth(F)
    people = [F["b"]] + F["cobs"]
    dst = rng.choice(["long", "mon", "slash"])
    css = ("body{font-family:Calibri,Arial,sans-serif;font-size:9pt} h4{margin:10px 0 3px;background:#123;color:#fff;padding:3px 5px}"
           "table.c{width:100%;border-collapse:collapse} table.c td,table.c th{border:1px solid #999;padding:3px;vertical-align:top;text-align:left}"
           "table.c th{background:#e9eef3}")
    bank = rng.choice([("Grouville Private Bank (Jersey) Limited", "22 Esplanade, St Helier, Jersey JE1 4QR"),
                       ("Sarnia Wealth Bank Limited", "Les Echelons Court, St Peter Port, Guernsey GY1 1AR"),
                       ("Mayfair & Geneva Private Bank Ltd", "41 Berkeley Square, London W1J 5AN")])
    cols = ["Main applicant"] + [f"Joint applicant {i}" for i in range(1, len(F["cobs"]) + 1)]
    h = [f'<div style="display:flex;justify-content:space-between"><div><b style="font-size:13pt">{E(bank[0])}</b><br>{E(bank[1])}</div>'
         f'<div style="text-align:right">CREDIT FACILITY APPLICATION<br>Residential mortgage / Lombard<br>Application ref: <b>{E(F["app_no"])}</b></div></div>',
         '<h4>Section 1 – Applicants</h4><table class="c"><tr><th style="width:22%"></th>' + "".join(f"<th>{c}</th>" for c in cols) + "</tr>"]

    def row(label, vals):
        return f"<tr><th>{label}</th>" + "".join(f"<td>{v}</td>" for v in vals) + "</tr>"
    h.append(row("Full name", [E(p["full"]) for p in people]))
    h.append(row("Date of birth", [E(fdate(p["dob"], dst)) for p in people]))
    h.append(row("Relationship to main applicant", ["—"] + [("Spouse" if r == "spouse" else f"Beneficiary, {E(F['trust'])}") for r in F["rels"]]))
    h.append(row("Marital status", [marital_word(F, lang)] + [("Married" if r == "spouse" else "") for r in F["rels"]]))
    h.append(row("Nationality", [E(CN[p["nat"]][4]) for p in people]))
    h.append(row("Mobile", [E(F["phone"] or "")] + ["" for _ in F["cobs"]]))
    h.append(row("E-mail", [E(F["email"] or "")] + ["" for _ in F["cobs"]]))
    h.append("</table>")
    h.append(f'<p>Residential address of main applicant: {E(", ".join(F["addr"]))}</p>')
    h.append('<h4>Section 2 – Employment and income (main applicant)</h4><table class="c">'
             f'<tr><th>Current employer</th><td>{E(F["employer"])}</td><th>Position</th><td>{E(F["occ"][0])}</td></tr>'
             f'<tr><th>Employed since</th><td>{E(fdate(F["emp_start"], dst))}</td><th>Previous employer</th><td>{E(F["prev_emp"])}</td></tr>'
             f'<tr><th>Gross monthly income</th><td>{nw(money(rng, F["monthly"], F["inc_cur"], "en", mode="pre"))}</td>'
             f'<th>Rental income (p.a., not included)</th><td>{nw(money(rng, round(F["monthly"] * rng.uniform(0.5, 4), -2), F["inc_cur"], "en", mode="pre"))}</td></tr></table>')
    h.append('<h4>Section 3 – Facility requested</h4><table class="c">'
             f'<tr><th>Facility type</th><td>{E(rng.choice(["Fixed-rate mortgage loan", "Mortgage loan with Lombard top-up", "Interest-only mortgage"]))}</td>'
             f'<th>Purpose</th><td>{PURPOSE["en"][F["purpose"]]}{(" – " + OTHER_PURPOSE["en"]) if F["purpose"] == "other" else ""}</td></tr>'
             f'<tr><th>Loan amount</th><td>{nw(money(rng, F["loan"], F["cur"], rng.choice(["en", "ch"]), mode="pre"))}</td>'
             f'<th>Term</th><td>{term_text(rng, F["term"], "en")}</td></tr>'
             f'<tr><th>Interest rate (fixed, p.a.)</th><td>{frate(F["rate"], "en")}%</td><th>Arrangement fee</th><td>{rng.choice(["0.25", "0.50", "0.75"])}% of the facility</td></tr></table>')
    h.append('<h4>Section 4 – Security property</h4><table class="c">'
             f'<tr><th>Property address</th><td>{"<br>".join(E(x) for x in F["prop"])}</td></tr>'
             f'<tr><th>Country</th><td>{E(cname(F["pc"]))}</td></tr>'
             f'<tr><th>Market value (independent valuation)</th><td>{nw(money(rng, F["value"], F["cur"], "en", mode="pre"))}</td></tr>'
             f'<tr><th>Additional security</th><td>Pledge over investment portfolio, market value {money(rng, F["portfolio"], F["cur"], "en", False, "pre")}, '
             f'lending value {F["lend_pct"]}%</td></tr></table>')
    if F["others"]:
        h.append('<h4>Section 5 – Schedule of other real estate owned</h4><table class="c"><tr><th>Address</th><th>Country</th><th>Estimated value</th><th>Encumbrance</th></tr>' +
                 "".join(f"<tr><td>{E(', '.join(a))}</td><td>{E(cname(c))}</td><td>{famt(v, 'en', False)}</td><td>{rng.choice(['None', 'Mortgage with third-party bank'])}</td></tr>"
                         for a, c, v in F["others"]) + "</table>")
    h.append(PB if len(F["cobs"]) >= 2 or F["others"] else "")
    h.append('<h4>Declarations</h4><p style="font-size:8pt">' + " ".join([
        "Each applicant confirms that the information in this application is complete and correct and authorises the Bank to make such enquiries as it considers necessary, including credit reference searches.",
        "The Bank is under no obligation to make any facility available until a facility letter has been issued and accepted.",
        "Your home may be repossessed if you do not keep up repayments on your mortgage.",
        "Where the security property is located outside the jurisdiction, local law security documents will be required at the applicants' cost."]) +
        f'</p><p>Signed: ____________________ &nbsp;&nbsp; Date: {E(fdate(F["today"], dst))} &nbsp;&nbsp; Private Banker: {E(F["rm"]["full"])}</p>')
    return shell("Credit application", css, "".join(h)), t


def _p_credit_memo(rng, F):
    F = dict(F, email=None, phone=None)
    t = loan_truth(F, addr_join=", ")
    b = F["b"]
    dst = rng.choice(["long", "dot"])
    he, his = ("he", "his") if b["sex"] == "M" else ("she", "her")
    mar = {"married": "married", "unmarried": ["single", "divorced", "widowed"][F["msub"]], "separated": "separated"}[F["marital"]]
    css = "body{font-family:Georgia,serif;font-size:10.2pt;line-height:1.4} table.s td{padding:2px 10px 2px 0;vertical-align:top} h3{margin:12px 0 3px}"
    ast = rng.choice(["ch", "en"])
    h = [f'<h2>CREDIT PROPOSAL</h2><table class="s"><tr><td><b>Application no.</b></td><td>{E(F["app_no"])}</td></tr>'
         f'<tr><td><b>Borrower</b></td><td>{E(b["full"])}</td></tr><tr><td><b>Booking centre</b></td><td>{E(rng.choice(["Geneva", "Zurich", "Singapore", "Jersey", "Luxembourg"]))}</td></tr>'
         f'<tr><td><b>Prepared by</b></td><td>{E(F["rm"]["full"])}, {fdate(F["today"], dst)}</td></tr>'
         f'<tr><td><b>Committee</b></td><td>Regional Credit Committee, meeting of {fdate(F["today"] + timedelta(days=rng.randint(3, 14)), dst)}</td></tr></table><hr>']
    h.append("<h3>1. Request</h3>")
    purpose_txt = {"purchase": "the purchase of", "refinance": "the refinancing of the existing mortgage on",
                   "construction": "the construction of a new residence on the plot at", "other": "an equity release (renovation works) secured on"}[F["purpose"]]
    h.append(f'<p>The client requests a mortgage loan of {nw(F["cur"] + " " + famt(F["loan"], ast))} for {purpose_txt} the property at '
             f'{E(", ".join(F["prop"]))}. The property has been valued at {nw(F["cur"] + " " + famt(F["value"], ast))} by an independent valuer, '
             f'resulting in a loan-to-value of {F["loan"] / F["value"] * 100:.1f}%. The loan would run for {term_text(rng, F["term"], "en")} at a fixed '
             f'rate of {frate(F["rate"], "en")}% per annum.</p>')
    h.append("<h3>2. Borrowers</h3>")
    h.append(f'<p>{E(b["full"])} was born on {fdate(b["dob"], dst)} and is {mar}. {he.capitalize()} lives at {E(", ".join(F["addr"]))}. '
             f'{he.capitalize()} has been employed by {E(F["employer"])} since {fdate(F["emp_start"], dst)} as {E(F["occ"][0])}, '
             f'after several years with {E(F["prev_emp"])}; {his} gross monthly income is {nw(F["inc_cur"] + " " + famt(F["monthly"], ast))}.</p>')
    if F["cobs"]:
        parts = []
        for c, r in zip(F["cobs"], F["rels"]):
            if r == "spouse":
                parts.append(f'{his} spouse {E(c["full"])} (born {fdate(c["dob"], dst)})')
            else:
                parts.append(f'{E(c["full"])} (born {fdate(c["dob"], dst)}), a beneficiary of the {E(F["trust"])}')
        h.append(f'<p>The loan is requested jointly with {"; ".join(parts)}, who will be jointly and severally liable as co-borrower(s).</p>')
    else:
        h.append("<p>There are no co-borrowers; the client will be the sole borrower.</p>")
    h.append("<h3>3. Security and risk assessment</h3>")
    h.append(f'<p>First-ranking mortgage over the property, complemented by a pledge of the client\'s portfolio (market value '
             f'{F["cur"]} {famt(F["portfolio"], ast)}, lending value {F["lend_pct"]}%). Affordability is calculated at an imputed rate of 5% '
             f'plus 1% maintenance costs. ' +
             (f'The existing third-party mortgage of {F["cur"]} {famt(F["existing"][0], ast)} at {frate(F["existing"][1], "en")}% will be repaid. ' if F["existing"] else "") +
             f'The client\'s other real estate ({len(F["others"])} properties) is unencumbered.</p>')
    h.append(f'<h3>4. Recommendation</h3><p>Approval is recommended subject to receipt of the signed facility letter and the registration of the mortgage deed.</p>'
             f'<p style="font-size:8pt">Internal – credit confidential.</p>')
    return shell("Credit proposal", css, "".join(h)), t


def _p_sg_form(rng, F):
    lang = "en"
    t = loan_truth(F, case=lambda s: s.upper())
    t["borrower"]["email"] = F["email"]
    people = [F["b"]] + F["cobs"]
    tenure = F["term"]
    css = ("body{font-family:Verdana,sans-serif;font-size:8.5pt} .t{background:#c8102e;color:#fff;padding:4px;font-weight:bold;margin-top:8px}"
           ".g{display:grid;grid-template-columns:1fr 1fr;gap:2px 14px;margin-top:3px} .g div{border-bottom:1px solid #bbb;padding:2px 0}"
           "table.x{width:100%;border-collapse:collapse;margin-top:3px} table.x td,table.x th{border:1px solid #999;padding:2px 4px;text-align:left}")
    b = F["b"]
    h = [f'<div style="font-size:13pt;font-weight:bold">{E(rng.choice(["Straits Private Bank Ltd", "Merlion Private Wealth Bank Ltd"]))}</div>'
         f'<div>APPLICATION FOR PROPERTY FINANCING (PRIVATE BANKING) &nbsp;·&nbsp; Application No.: <b>{E(F["app_no"])}</b></div>',
         '<div class="t">A. PRINCIPAL APPLICANT</div><div class="g">',
         f'<div>Name (as in NRIC/Passport): {E(b["full"].upper())}</div><div>Date of birth (DD/MM/YYYY): {fdate(b["dob"], "slash")}</div>',
         f'<div>Marital status: {marital_word(F, lang)}</div><div>Nationality: {E(CN[b["nat"]][4])}</div>',
         f'<div>Mobile no.: {E(F["phone"] or "-")}</div><div>Email: {E(F["email"] or "-")}</div>',
         f'<div>Residential address: {E(" ".join(F["addr"]).upper())}</div><div>Country: {E(cname(F["res"]))}</div></div>']
    if F["phone"] is None:
        t["borrower"]["phone"] = None
    h.append('<div class="t">B. CO-APPLICANT(S)</div>')
    if F["cobs"]:
        h.append('<table class="x"><tr><th>No.</th><th>Name</th><th>Date of birth</th><th>Relationship</th></tr>' +
                 "".join(f'<tr><td>{i}</td><td>{E(c["full"].upper())}</td><td>{fdate(c["dob"], "slash")}</td><td>{"Spouse" if r == "spouse" else "Trust beneficiary"}</td></tr>'
                         for i, (c, r) in enumerate(zip(F["cobs"], F["rels"]), 1)) + "</table>")
    else:
        h.append("<p>Nil</p>")
    h.append('<div class="t">C. EMPLOYMENT &amp; INCOME</div><div class="g">'
             f'<div>Name of employer: {E(F["employer"].upper())}</div><div>Date joined: {fdate(F["emp_start"], "slash")}</div>'
             f'<div>Designation: {E(F["occ"][0])}</div><div>Gross monthly income: {nw(money(rng, F["monthly"], F["inc_cur"], "en", mode=rng.choice(["pre", "sym"])))}</div>'
             f'<div>Annual bonus (last year): {nw(money(rng, round(F["monthly"] * rng.uniform(1, 6), -2), F["inc_cur"], "en", mode="pre"))}</div><div>Previous employer: {E(F["prev_emp"])}</div></div>')
    h.append('<div class="t">D. PROPERTY &amp; LOAN DETAILS</div><div class="g">'
             f'<div>Property address: {E(" ".join(F["prop"]).upper())}</div><div>Property country: {E(cname(F["pc"]))}</div>'
             f'<div>Valuation / purchase price: {nw(money(rng, F["value"], F["cur"], "en", mode="pre"))}</div>'
             f'<div>Loan amount applied: {nw(money(rng, F["loan"], F["cur"], "en", mode="pre"))}</div>'
             f'<div>Loan purpose: {PURPOSE["en"][F["purpose"]]}{(" (" + OTHER_PURPOSE["en"] + ")") if F["purpose"] == "other" else ""}</div>'
             f'<div>Loan tenure: {term_text(rng, tenure, "en")}</div>'
             f'<div>Interest rate: {frate(F["rate"], "en")}% p.a. (fixed for {rng.choice([2, 3, 5])} years)</div>'
             f'<div>Total Debt Servicing Ratio: {rng.randint(12, 55)}%</div></div>')
    h.append('<p style="font-size:7.5pt">I/We declare that the information given is true and complete. I/We consent to the Bank obtaining my/our '
             'credit report from the Credit Bureau Singapore. The Bank may decline this application without giving reasons. '
             f'The loan is subject to the MAS Loan-to-Value limits and the Bank\'s letter of offer.</p><p>Signature(s): ____________ &nbsp; Date: {fdate(F["today"], "slash")}</p>')
    return shell("Property financing", css, "".join(h)), t


def _p_hk_mono(rng, F):
    up = ascii_up
    t = loan_truth(F, case=up)
    if t["borrower"]["email"]:
        t["borrower"]["email"] = F["email"].upper()
    b = F["b"]
    W = 28

    def L(label, val):
        return f"{label} " + "." * max(2, W - len(label)) + f" : {val}"
    mar = {"married": "M-MARRIED", "unmarried": ["S-SINGLE", "D-DIVORCED", "W-WIDOWED"][F["msub"]], "separated": "P-SEPARATED"}[F["marital"]]
    pur = {"purchase": "PURCHASE", "refinance": "REFINANCE", "construction": "CONSTRUCTION", "other": "OTHER - EQUITY RELEASE"}[F["purpose"]]
    lines = [f"VICTORIA HARBOUR PRIVATE BANK LIMITED   MORTGAGE ORIGINATION SYSTEM   {fdate(F['today'], 'monyy')}",
             f"SCREEN MOR110 - APPLICATION SUMMARY                                     PAGE 1", "-" * 88,
             L("APPLICATION NO", F["app_no"]), L("APPLICATION DATE", fdate(F["today"], "monyy")), L("BRANCH", "PRIVATE BANKING CENTRAL"),
             "", "[BORROWER]", L("NAME", up(b["full"])), L("DATE OF BIRTH", fdate(b["dob"], "monyy")), L("MARITAL STATUS", mar),
             L("CONTACT TEL", F["phone"] or ""), L("EMAIL", (F["email"] or "").upper()),
             L("RESIDENTIAL ADDRESS", up(F["addr"][0]))] + [" " * (W + 4) + up(x) for x in F["addr"][1:]]
    lines += ["", "[CO-BORROWERS]"]
    if F["cobs"]:
        lines.append("  SEQ  NAME                                   DOB         RELATIONSHIP")
        for i, (c, r) in enumerate(zip(F["cobs"], F["rels"]), 1):
            lines.append(f"  {i:02d}   {up(c['full']):<38} {fdate(c['dob'], 'monyy'):<11} {'SPOUSE' if r == 'spouse' else 'TRUST BENEFICIARY'}")
    else:
        lines.append("  *** NONE ***")
    lines += ["", "[EMPLOYMENT]", L("EMPLOYER", up(F["employer"])), L("START DATE", fdate(F["emp_start"], "monyy")),
              L("POSITION", up(F["occ"][0])), L("MONTHLY INCOME", f"{F['inc_cur']} {famt(F['monthly'], 'en')}"),
              "", "[PROPERTY]", L("PROPERTY ADDRESS", up(F["prop"][0]))] + [" " * (W + 4) + up(x) for x in F["prop"][1:]]
    lines += [L("PROPERTY VALUE", f"{F['cur']} {famt(F['value'], 'en')}"), L("VALUER", rng.choice(["KNIGHT HARBOUR SURVEYORS LTD", "PEAK VALUATION SERVICES LTD"])),
              "", "[LOAN]", L("LOAN CCY", F["cur"]), L("LOAN AMOUNT", famt(F["loan"], "en")), L("PURPOSE", pur),
              L("TENOR (MTHS)", str(F["term"])), L("INT RATE % PA", frate(F["rate"], "en")),
              L("LTV %", f"{F['loan'] / F['value'] * 100:.2f}"), L("DSR %", f"{rng.randint(15, 50)}.00"),
              L("HIBOR REF (INFO ONLY)", f"{rng.uniform(2.5, 4.9):.5f}"),
              "", "[COLLATERAL - SECONDARY]", L("PLEDGED PORTFOLIO MV", f"{F['cur']} {famt(F['portfolio'], 'en')}"),
              "-" * 88, "END OF SCREEN   F3=EXIT  F7=BACK  F8=FWD  F12=CANCEL"]
    css = "pre{font-family:'Courier New',monospace;font-size:8.6pt;line-height:1.25}"
    return shell("MOR110", css, "<pre>" + E("\n".join(lines)) + "</pre>"), t


def _p_ticino_it(rng, F):
    lang = "it"
    t = loan_truth(F, addr_join=", ")
    b = F["b"]
    ast = rng.choice(["ch", "ch_dash"])
    dst = rng.choice(["long", "dot"])
    css = ("body{font-family:'Palatino Linotype',serif;font-size:9.8pt} .c{font-size:7.5pt;color:#555;margin-top:6px;text-transform:uppercase;letter-spacing:.5px}"
           ".v{font-size:10.5pt;font-weight:bold;border-bottom:1px solid #999;padding-bottom:1px} .two{display:flex;gap:24px} .two>div{flex:1}"
           "h3{color:#004b2d;border-bottom:2px solid #004b2d;margin:12px 0 2px}")

    def cv(cap, val):
        return f'<div><div class="c">{E(cap)}</div><div class="v">{val}</div></div>'
    h = [f'<div style="text-align:right;font-size:8pt">{E(rng.choice(["Banca del Ceresio Privata SA · Via Canova 12 · 6900 Lugano", "Banca Arner-Lombardi SA · Piazza Manzoni 8 · 6901 Lugano"]))}</div>'
         f'<h2>Richiesta di credito ipotecario / lombard</h2><p>Pratica n. <b>{E(F["app_no"])}</b></p>',
         "<h3>Richiedente</h3>", '<div class="two">', cv("Cognome", E(b["surname"])), cv("Nome", E(b["given"])), "</div>",
         '<div class="two">', cv("Data di nascita", fdate(b["dob"], dst, "it")), cv("Stato civile", marital_word(F, lang)), "</div>",
         '<div class="two">', cv("Telefono", E(F["phone"] or "—")), cv("E-mail", E(F["email"] or "—")), "</div>",
         cv("Indirizzo di domicilio", E(", ".join(F["addr"]) + ", " + cname(F["res"], "it")))]
    if F["cobs"]:
        h.append("<h3>Co-richiedenti</h3>")
        for c, r in zip(F["cobs"], F["rels"]):
            h.append('<div class="two">' + cv("Cognome e nome", E(f'{c["surname"]} {c["given"]}')) + cv("Data di nascita", fdate(c["dob"], dst, "it")) +
                     cv("Rapporto", "coniuge" if r == "spouse" else f"beneficiario/a del {E(F['trust'])}") + "</div>")
    h += ["<h3>Situazione professionale</h3>", '<div class="two">', cv("Datore di lavoro", E(F["employer"])), cv("Assunto/a dal", fdate(F["emp_start"], "dot")), "</div>",
          '<div class="two">', cv("Reddito lordo mensile", nw(money(rng, F["monthly"], F["inc_cur"], ast, mode="pre"))),
          cv("Altri redditi annui (dividendi)", nw(money(rng, round(F["monthly"] * rng.uniform(1, 10), -3), F["inc_cur"], "ch", mode="pre"))), "</div>",
          "<h3>Immobile</h3>", cv("Ubicazione dell'immobile", E(", ".join(F["prop"]))),
          '<div class="two">', cv("Valore di mercato (perizia)", nw(money(rng, F["value"], F["cur"], ast, mode="pre"))), cv("Tipo", E(rng.choice(["villa", "appartamento", "rustico ristrutturato"]))), "</div>",
          "<h3>Finanziamento richiesto</h3>", '<div class="two">', cv("Importo", nw(money(rng, F["loan"], F["cur"], ast, mode="pre"))),
          cv("Scopo", PURPOSE["it"][F["purpose"]] + (f" ({OTHER_PURPOSE['it']})" if F["purpose"] == "other" else "")), "</div>",
          '<div class="two">', cv("Durata", term_text(rng, F["term"], "it")), cv("Tasso d'interesse fisso", f"{frate(F['rate'], 'en')} % annuo"), "</div>",
          cv("Garanzie", f"Cartella ipotecaria di 1° rango; pegno sul deposito titoli (valore {money(rng, F['portfolio'], F['cur'], 'ch', False, 'pre')})")]
    h.append(f'<p style="font-size:7.8pt;margin-top:14px">Il/i richiedente/i conferma/no la veridicità delle informazioni fornite e autorizza/no la banca '
             f'a richiedere informazioni presso terzi. La presente richiesta non costituisce impegno della banca. Lugano, {fdate(F["today"], "long", "it")}.</p>')
    return shell("Richiesta di credito", css, "".join(h), "it"), t


def _p_rm_email(rng, F):
    lang = "en"
    t = loan_truth(F, addr_join=", ")
    b = F["b"]
    rm = F["rm"]
    dom = rng.choice(["lemanic-pb.ch", "straitspb.com.sg", "grouville.je", "kirchberg-pb.lu"])
    rm_mail = f'{re.sub("[^a-z]", "", ascii_up(rm["given"].split()[0]).lower())}.{re.sub("[^a-z]", "", ascii_up(rm["surname"]).lower())}@{dom}'
    ast = rng.choice(["en", "ch"])
    dst = rng.choice(["slash", "dot", "long"])
    css = "body{font-family:Arial,sans-serif;font-size:10pt} td{padding:1px 8px 1px 0} .q{color:#555;border-left:3px solid #ccc;padding-left:8px}"
    mar = {"married": "married", "unmarried": ["single", "divorced", "widowed"][F["msub"]], "separated": "separated"}[F["marital"]]
    items = [f"Client: {E(b['full'])}, DOB {fdate(b['dob'], dst)}, {mar}"]
    if F["email"] or F["phone"]:
        items.append("Contact: " + " / ".join(E(x) for x in (F["email"], F["phone"]) if x))
    for c, r in zip(F["cobs"], F["rels"]):
        items.append(f"Co-borrower: {E(c['full'])}, DOB {fdate(c['dob'], dst)} ({'spouse' if r == 'spouse' else 'beneficiary of the ' + E(F['trust'])})")
    items += [f"Employer: {E(F['employer'])} (since {fdate(F['emp_start'], dst)})",
              f"Gross monthly income: {F['inc_cur']} {famt(F['monthly'], ast)}",
              f"Property: {E(', '.join(F['prop']))}",
              f"Valuation: {F['cur']} {famt(F['value'], ast)}",
              f"Loan requested: {F['cur']} {famt(F['loan'], ast)} – {PURPOSE['en'][F['purpose']].lower()}" + (f" ({OTHER_PURPOSE['en'].lower()})" if F["purpose"] == "other" else ""),
              f"Term: {term_text(rng, F['term'], 'en')}", f"Rate agreed with Treasury: {frate(F['rate'], 'en')}% fixed"]
    h = [f'<table><tr><td><b>From:</b></td><td>{E(rm["full"])} &lt;{rm_mail}&gt;</td></tr><tr><td><b>To:</b></td><td>credit.admin@{dom}</td></tr>'
         f'<tr><td><b>Date:</b></td><td>{fdate(F["today"], "long")}</td></tr><tr><td><b>Subject:</b></td><td>New mortgage request {E(F["app_no"])} – {E(b["surname"])}</td></tr></table><hr>',
         f'<p>Dear colleagues,</p><p>Please set up the following request in the credit system (application {E(F["app_no"])}). '
         f'Signed application form and valuation report attached.</p><ul>' + "".join(f"<li>{x}</li>" for x in items) + "</ul>",
         f'<p>Collateral in addition to the mortgage: pledged portfolio of {F["cur"]} {famt(F["portfolio"], ast)}. '
         f'The client also holds an existing Lombard limit of {F["inc_cur"]} {famt(round(F["portfolio"] * 0.3, -4), ast)} which remains unchanged.</p>'
         f'<p>Kind regards,<br>{E(rm["full"])}<br>Senior Private Banker</p>',
         f'<div class="q"><p><b>From:</b> {E(b["full"])}<br><b>Sent:</b> {fdate(F["today"] - timedelta(days=rng.randint(2, 15)), "long")}</p>'
         f'<p>Dear {E(rm["given"].split()[0])}, as discussed I would like to go ahead. My previous employer was {E(F["prev_emp"])}, in case the credit team asks. '
         f'My home address is unchanged ({E(", ".join(F["addr"]))}).</p></div>']
    return shell("Mortgage request", css, "".join(h)), t


LOAN_LAYOUTS = {
    "zh_kreditantrag_columns_de": _p_zh_boxed,
    "gva_demande_dotted_fr": _p_gva_dotted,
    "channel_islands_facility_columns": _p_en_columns,
    "credit_committee_proposal_prose": _p_credit_memo,
    "sg_property_financing_form": _p_sg_form,
    "hk_mortgage_system_screen": _p_hk_mono,
    "ticino_richiesta_stacked_it": _p_ticino_it,
    "rm_email_credit_request": _p_rm_email,
}

# --------------------------------------------------------------------------------------------
# public interface
# --------------------------------------------------------------------------------------------

_REGISTRY = {
    "kyc_individual": (kyc_facts, KYC_LAYOUTS),
    "letter_of_credit": (lc_facts, LC_LAYOUTS),
    "loan_application": (loan_facts, LOAN_LAYOUTS),
}


def layouts(document_type: str) -> list[str]:
    if document_type not in _REGISTRY:
        raise ValueError(f"unknown document type {document_type!r}")
    return list(_REGISTRY[document_type][1])


def generate(document_type: str, index: int, seed: int, layout: str | None = None) -> AuthoredDocument:
    names = layouts(document_type)
    if layout is None:
        pick = random.Random(f"private_banking|pick|{document_type}|{index}|{seed}")
        layout = names[(index + pick.randrange(len(names))) % len(names)]
    if layout not in names:
        raise ValueError(f"unknown layout {layout!r} for {document_type}")
    rng = random.Random(f"private_banking|{document_type}|{index}|{seed}|{layout}")
    facts_fn, table = _REGISTRY[document_type]
    facts = facts_fn(rng)
    html_text, truth = table[layout](rng, facts)
    return AuthoredDocument(document_type=document_type, layout=layout, html=html_text, truth=truth)


_NAME_PATHS = {"kyc_individual": ["full_name"], "letter_of_credit": [],
               "loan_application": ["borrower.full_name", "co_borrowers[].full_name"]}
_TEXT_PATHS = {
    "kyc_individual": ["id_document_number", "residential_address", "occupation", "employer_name", "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name",
                         "beneficiary.address", "available_with", "port_of_loading", "port_of_discharge", "goods_description",
                         "documents_required[]"],
    "loan_application": ["application_number", "borrower.email", "borrower.phone", "employer_name", "property_address"],
}


def _values(record, path):
    parts = path.split(".")
    cur = [record]
    for part in parts:
        nxt = []
        for c in cur:
            if part.endswith("[]"):
                nxt.extend(c.get(part[:-2]) or [])
            else:
                nxt.append(c.get(part) if isinstance(c, dict) else None)
        cur = nxt
    return [v for v in cur if v is not None]


def visible_text(html_text: str) -> str:
    s = re.sub(r"(?is)<(style|script|title)[^>]*>.*?</\1>", " ", html_text)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    s = _html.unescape(s)
    return re.sub(r"\s+", " ", s).strip().casefold()


def _fold(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip().casefold()


def self_check(per_type: int = 3, seed: int = 0) -> None:
    import json
    from pathlib import Path

    import jsonschema

    root = Path(__file__).resolve().parents[2]
    for dt in TYPES:
        schema = json.loads((root / "schemas" / f"{dt}.schema.json").read_text())
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
        for lay in layouts(dt):
            for i in range(per_type):
                doc = generate(dt, i, seed, lay)
                again = generate(dt, i, seed, lay)
                assert doc.html == again.html and doc.truth == again.truth, f"{dt}/{lay}: not deterministic"
                errors = sorted(validator.iter_errors(doc.truth), key=lambda e: list(e.path))
                if errors:
                    e = errors[0]
                    raise AssertionError(f"{dt}/{lay} #{i}: field {'/'.join(map(str, e.path))}: {e.message}")
                text = visible_text(doc.html)
                for path in _TEXT_PATHS[dt]:
                    for v in _values(doc.truth, path):
                        if _fold(v) not in text:
                            raise AssertionError(f"{dt}/{lay} #{i}: field {path} value {v!r} not in page text")
                for path in _NAME_PATHS[dt]:
                    for v in _values(doc.truth, path):
                        for tok in v.split():
                            if _fold(tok) not in text:
                                raise AssertionError(f"{dt}/{lay} #{i}: field {path} token {tok!r} of {v!r} not in page text")
