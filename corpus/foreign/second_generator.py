"""A second independent generator of synthetic bank documents (HTML pages, printed by Chromium).

Written from the extraction contract (/work/shared/CONTRACT.md), the JSON Schemas, the scorer
(pipeline/evaluate.py) and the harness that consumes it (benchmarks/foreign_documents.py) only.
Its author did not read the project's own generator (corpus/synth), the models, the corpus
notes (docs/CORPUS.md, docs/MODELS.md) or the first foreign generator
(corpus/foreign/generator.py), and imports none of them. That is the point of it: it plays
another bank's systems, with its own label wording, arrangements, styling, value pools and value
formats, so that accuracy measured on its documents says how far the models generalise to
documents written by someone else, and a fix prompted by the first foreign generator can be
checked here without having been tuned to it.

    generate(document_type, index, seed) -> ForeignDocument   deterministic in its arguments
    layouts(document_type) -> tuple of layout names            the layout is index % 4

Every truth record is built from the exact strings printed on the page and normalised as the
contract says (ISO dates, alpha-3 countries, ISO 4217 currencies, numbers as numbers, enumerations
spelled as listed, line breaks inside a field joined by a space, a field not printed is null).
Standard library only.
"""
from __future__ import annotations

import datetime as _dt
import hashlib
import html as _html
import random
import unicodedata
from dataclasses import dataclass
from typing import Any, Callable

__all__ = ["DOCUMENT_TYPES", "ForeignDocument", "generate", "layouts"]

DOCUMENT_TYPES = ("kyc_individual", "letter_of_credit", "loan_application")


@dataclass(frozen=True)
class ForeignDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


# -- formatting helpers ---------------------------------------------------------------------------

_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December")


def _date(d: _dt.date, style: str) -> str:
    """A date as printed. Numeric styles name their order: dm = day first, md = month first."""
    m = _MONTHS[d.month - 1]
    return {
        "iso": f"{d:%Y-%m-%d}",
        "dot_dm": f"{d.day:02d}.{d.month:02d}.{d.year}",
        "slash_dm": f"{d.day:02d}/{d.month:02d}/{d.year}",
        "slash_md": f"{d.month:02d}/{d.day:02d}/{d.year}",
        "dash_dm": f"{d.day:02d}-{d.month:02d}-{d.year}",
        "words_dm": f"{d.day} {m} {d.year}",
        "words_md": f"{m} {d.day}, {d.year}",
        "mon": f"{d.day:02d} {m[:3].upper()} {d.year}",
        "mon_tight": f"{d.day:02d}{m[:3].upper()}{d.year}",
        "swift": f"{d:%y%m%d}",
    }[style]


def _money(amount: float, style: str) -> str:
    """An amount, always with two decimals so that the decimal mark is never in doubt."""
    whole, cents = f"{amount:.2f}".split(".")
    groups = f"{int(whole):,}"
    return {
        "en": f"{groups}.{cents}",                        # 1,234,567.89
        "eu": f"{groups.replace(',', '.')},{cents}",      # 1.234.567,89
        "ch": f"{groups.replace(',', chr(39))}.{cents}",  # 1'234'567.89
        "swift": f"{whole},{cents}",                      # 1234567,89
        "plain": f"{whole}.{cents}",                      # 1234567.89
    }[style]


def _rate(value: float, style: str) -> str:
    text = f"{value:.3f}".rstrip("0")
    text = text + "0" if text.endswith(".") else text
    return text.replace(".", ",") if style == "eu" else text


def _e(text: Any) -> str:
    return _html.escape(str(text), quote=True)


def _o(text: Any) -> str | None:
    return None if text is None else _e(text)


def _lines_html(lines: list[str]) -> str:
    return "<br>".join(_e(x) for x in lines)


def _rand_date(rng: random.Random, start: _dt.date, end: _dt.date) -> _dt.date:
    return _dt.date.fromordinal(rng.randint(start.toordinal(), end.toordinal()))


def _page(title: str, css: str, body: str, lang: str = "en") -> str:
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{_e(title)}</title>'
            f"<style>@page {{ size: A4; margin: 15mm 14mm; }} * {{ box-sizing: border-box; }} "
            f"{css}</style></head><body>{body}</body></html>\n")


def _pick_address(rng: random.Random, lines: list[str], joiner: str | None = None) -> tuple[str, str]:
    """(html, truth) of an address: one line per <br> (truth joins them with a space), or one line
    joined with ``joiner`` (truth is that line)."""
    if joiner is None:
        return _lines_html(lines), " ".join(lines)
    return _e(joiner.join(lines)), joiner.join(lines)


# -- value pools ----------------------------------------------------------------------------------

# alpha-3: (short name, adjective of nationality, currency, name culture)
_COUNTRIES: dict[str, tuple[str, str, str, str]] = {
    "ITA": ("Italy", "Italian", "EUR", "it"), "DEU": ("Germany", "German", "EUR", "de"),
    "FRA": ("France", "French", "EUR", "fr"), "ESP": ("Spain", "Spanish", "EUR", "es"),
    "NLD": ("Netherlands", "Dutch", "EUR", "nl"), "BEL": ("Belgium", "Belgian", "EUR", "nl"),
    "PRT": ("Portugal", "Portuguese", "EUR", "pt"), "IRL": ("Ireland", "Irish", "EUR", "en"),
    "AUT": ("Austria", "Austrian", "EUR", "de"), "CHE": ("Switzerland", "Swiss", "CHF", "de"),
    "SWE": ("Sweden", "Swedish", "SEK", "nord"), "NOR": ("Norway", "Norwegian", "NOK", "nord"),
    "POL": ("Poland", "Polish", "PLN", "pl"), "GRC": ("Greece", "Greek", "EUR", "gr"),
    "GBR": ("United Kingdom", "British", "GBP", "en"), "USA": ("United States", "American", "USD", "en"),
    "CAN": ("Canada", "Canadian", "CAD", "en"), "MEX": ("Mexico", "Mexican", "MXN", "es"),
    "BRA": ("Brazil", "Brazilian", "BRL", "pt"), "ARG": ("Argentina", "Argentine", "ARS", "es"),
    "TUR": ("Turkey", "Turkish", "TRY", "tr"), "EGY": ("Egypt", "Egyptian", "EGP", "ar"),
    "MAR": ("Morocco", "Moroccan", "MAD", "ar"), "NGA": ("Nigeria", "Nigerian", "NGN", "ng"),
    "KEN": ("Kenya", "Kenyan", "KES", "ke"), "ZAF": ("South Africa", "South African", "ZAR", "en"),
    "ARE": ("United Arab Emirates", "Emirati", "AED", "ar"), "IND": ("India", "Indian", "INR", "in"),
    "PAK": ("Pakistan", "Pakistani", "PKR", "in"), "CHN": ("China", "Chinese", "CNY", "zh"),
    "JPN": ("Japan", "Japanese", "JPY", "ja"), "KOR": ("Republic of Korea", "Korean", "KRW", "ko"),
    "VNM": ("Viet Nam", "Vietnamese", "VND", "vi"), "PHL": ("Philippines", "Filipino", "PHP", "es"),
    "SGP": ("Singapore", "Singaporean", "SGD", "zh"), "MYS": ("Malaysia", "Malaysian", "MYR", "ms"),
    "AUS": ("Australia", "Australian", "AUD", "en"),
}

# culture: (male given names, female given names, surnames)
_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "it": (("Lorenzo", "Giancarlo", "Matteo", "Pier Luigi", "Salvatore"),
           ("Chiara", "Francesca", "Maria Grazia", "Elisa", "Giulia"),
           ("Bianchi", "Esposito", "De Luca", "Marchetti", "Colombo", "Russo")),
    "de": (("Jürgen", "Matthias", "Felix", "Karl-Heinz", "Tobias"),
           ("Annegret", "Sabine", "Lea", "Hannelore", "Katharina"),
           ("Müller", "Schneider", "Hoffmann", "Weiß", "Becker", "Krüger")),
    "fr": (("Étienne", "Julien", "Jean-Baptiste", "Thierry", "Mathis"),
           ("Camille", "Élodie", "Marie-Claire", "Inès", "Océane"),
           ("Lefèvre", "Girard", "Moreau", "Dubois", "Fontaine")),
    "es": (("Alejandro", "José Luis", "Santiago", "Diego", "Rafael"),
           ("María José", "Lucía", "Carmen", "Valentina", "Ximena"),
           ("García Fernández", "Martínez", "López Ruiz", "Navarro", "Herrera", "Ocampo")),
    "nl": (("Bram", "Joost", "Sander", "Pieter", "Maarten"),
           ("Femke", "Anouk", "Lieke", "Marieke", "Sanne"),
           ("de Vries", "van der Berg", "Jansen", "Bakker", "Visser", "van Dijk")),
    "pt": (("João Pedro", "Rodrigo", "Thiago", "Luís", "Gonçalo"),
           ("Ana Beatriz", "Mariana", "Inês", "Larissa", "Fernanda"),
           ("Silva", "Oliveira", "Pereira", "Costa Santos", "Carvalho", "Gonçalves")),
    "en": (("Oliver", "Daniel", "Callum", "Michael", "Nathaniel"),
           ("Siobhan", "Emily", "Charlotte", "Megan", "Abigail"),
           ("O'Connor", "Whitfield", "Thompson", "Harrington", "Blake", "MacLeod")),
    "nord": (("Lars", "Henrik", "Magnus", "Per-Olof", "Sindre"),
             ("Ingrid", "Sofie", "Astrid", "Karin", "Linnea"),
             ("Lindqvist", "Johansson", "Haugen", "Berg", "Sørensen", "Nyström")),
    "pl": (("Łukasz", "Krzysztof", "Tomasz", "Paweł", "Jakub"),
           ("Agnieszka", "Małgorzata", "Zofia", "Katarzyna", "Joanna"),
           ("Kowalski", "Wiśniewski", "Zieliński", "Lewandowski", "Nowak")),
    "gr": (("Dimitrios", "Konstantinos", "Nikolaos", "Georgios", "Stavros"),
           ("Eleni", "Katerina", "Despina", "Sofia", "Vasiliki"),
           ("Papadopoulos", "Konstantinou", "Georgiou", "Alexiou", "Karagiannis")),
    "tr": (("Mehmet", "Emre", "Burak", "Mustafa", "Kerem"),
           ("Ayşe", "Elif", "Zeynep", "Merve", "Büşra"),
           ("Yılmaz", "Demir", "Öztürk", "Kaya", "Çelik", "Arslan")),
    "ar": (("Omar", "Youssef", "Khalid", "Tariq", "Hassan"),
           ("Fatima", "Layla", "Noura", "Mariam", "Salma"),
           ("El Amrani", "Haddad", "Al Mansoori", "Abdelrahman", "Benjelloun", "Farouk")),
    "ng": (("Chukwuemeka", "Oluwaseun", "Tunde", "Ifeanyi", "Babajide"),
           ("Ngozi", "Adaeze", "Folake", "Chiamaka", "Temitope"),
           ("Okafor", "Adeyemi", "Nwosu", "Balogun", "Eze", "Ogunleye")),
    "ke": (("Kipchoge", "Otieno", "Mwangi", "Baraka", "Kamau"),
           ("Wanjiru", "Achieng", "Njeri", "Akinyi", "Chebet"),
           ("Odhiambo", "Kariuki", "Wambua", "Mutua", "Kiprono")),
    "in": (("Rahul", "Venkatesh", "Arjun", "Imran", "Siddharth"),
           ("Priya", "Lakshmi", "Ananya", "Farah", "Deepika"),
           ("Sharma", "Iyer", "Reddy", "Chatterjee", "Qureshi", "Menon")),
    "zh": (("Wei", "Jun Hao", "Zhiwei", "Kai Ming", "Haoran"),
           ("Mei Ling", "Xiaoyan", "Jia Hui", "Yuting", "Shu Fen"),
           ("Chen", "Wang", "Tan", "Lim", "Zhang", "Huang")),
    "ja": (("Haruto", "Takeshi", "Kenji", "Daisuke", "Sota"),
           ("Yui", "Akiko", "Haruka", "Emiko", "Sakura"),
           ("Takahashi", "Watanabe", "Yamamoto", "Nakamura", "Kobayashi")),
    "ko": (("Min-jun", "Seo-jun", "Ji-hoon", "Dong-hyun", "Jae-won"),
           ("Seo-yeon", "Ji-woo", "Ha-eun", "Min-seo", "Yu-na"),
           ("Kim", "Park", "Choi", "Jung", "Kang")),
    "vi": (("Minh Quan", "Duc Anh", "Van Long", "Hoang Nam", "Quoc Bao"),
           ("Thi Mai", "Ngoc Anh", "Thu Trang", "Bao Chau", "Lan Huong"),
           ("Nguyen", "Tran", "Le", "Pham", "Vu")),
    "ms": (("Muhammad Hafiz", "Ahmad Faiz", "Azlan", "Razak", "Syafiq"),
           ("Nur Aisyah", "Siti Hajar", "Farah Nadia", "Aminah", "Zulaikha"),
           ("bin Abdullah", "Ismail", "Hamzah", "Rahman", "bin Yusof")),
}

# residence countries with address patterns: (street lines, city lines); {n} is a house number
_ADDRESSES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "ITA": (("Via Garibaldi {n}", "Corso Venezia {n}", "Viale Monza {n}/B", "Piazza Cavour {n}, scala C"),
            ("20121 Milano MI", "00187 Roma RM", "40126 Bologna BO", "80133 Napoli NA", "10123 Torino TO")),
    "DEU": (("Lindenstraße {n}", "Am Kupfergraben {n}a", "Hauptstr. {n}", "Schillerplatz {n}"),
            ("10115 Berlin", "80331 München", "50667 Köln", "20095 Hamburg", "04109 Leipzig")),
    "NLD": (("Keizersgracht {n}", "Oudegracht {n} bis", "Laan van Meerdervoort {n}", "Witte de Withstraat {n}"),
            ("1016 DX Amsterdam", "3511 AK Utrecht", "2517 AN Den Haag", "3012 BK Rotterdam")),
    "FRA": (("{n} rue des Lilas", "{n}, avenue Jean-Jaurès", "{n} boulevard Haussmann", "{n} quai de la Fosse"),
            ("69002 Lyon", "75009 Paris", "44000 Nantes", "31000 Toulouse", "13006 Marseille")),
    "ESP": (("Calle de Alcalá {n}, 3º B", "Avenida Diagonal {n}, 5º 2ª", "Calle Mayor {n}", "Paseo de Gracia {n}"),
            ("28014 Madrid", "08019 Barcelona", "46001 Valencia", "41001 Sevilla")),
    "CHE": (("Bahnhofstrasse {n}", "Rue du Rhône {n}", "Spalenberg {n}"),
            ("8001 Zürich", "1204 Genève", "4051 Basel", "3011 Bern")),
    "GBR": (("Flat {n}, Cromwell Court", "{n} Kingsley Road", "{n} Canal Street", "The Old Rectory, {n} Church Lane"),
            ("London SW7 2HR", "Manchester M1 3HF", "Leeds LS6 2AB", "Bristol BS8 1TH", "Glasgow G12 8QQ")),
    "IRL": (("{n} Rathgar Road", "Apartment {n}, Hanover Quay"), ("Dublin 6", "Dublin 2", "Cork T12 X70A")),
    "SWE": (("Drottninggatan {n}", "Vasagatan {n}, lgh 1102"), ("111 51 Stockholm", "411 14 Göteborg")),
    "POL": (("ul. Marszałkowska {n}/14", "ul. Piotrkowska {n}"), ("00-624 Warszawa", "90-102 Łódź")),
    "USA": (("{n} Maple Avenue, Apt 3C", "{n} W Lake Street", "{n} Peachtree Road NE", "{n} Mission Street, Unit 5"),
            ("Evanston, IL 60201", "Minneapolis, MN 55408", "Atlanta, GA 30309", "San Francisco, CA 94103")),
    "CAN": (("{n} Rue Saint-Denis", "{n} Queen Street West, Suite 1200"), ("Montréal QC H2X 3K8", "Toronto ON M5H 2M9")),
    "BRA": (("Rua Oscar Freire, {n}, apto 71", "Avenida Atlântica, {n}"),
            ("São Paulo - SP, 01426-001", "Rio de Janeiro - RJ, 22021-001")),
    "MEX": (("Av. Paseo de la Reforma {n}, Int. 8", "Calle Durango {n}, Col. Roma Norte"),
            ("06600 Ciudad de México, CDMX", "44100 Guadalajara, Jal.")),
    "TUR": (("Bağdat Caddesi No: {n} D: 7", "İstiklal Caddesi No: {n}"),
            ("34728 Kadıköy / İstanbul", "06420 Çankaya / Ankara")),
    "ARE": (("Villa {n}, Street 14, Al Wasl", "Apartment {n}, Marina Gate 2"), ("Dubai", "Abu Dhabi")),
    "IND": (("Flat {n}, Sai Krupa Apartments, 14th Cross, Malleswaram", "{n} Linking Road, Bandra West"),
            ("Bengaluru 560003", "Mumbai 400050", "Chennai 600017")),
    "SGP": (("Blk {n} Ang Mo Kio Avenue 3, #08-1234", "{n} Holland Road, #03-02"), ("Singapore 560123", "Singapore 278572")),
    "JPN": (("3-{n}-2 Nishi-Shinjuku, Shinjuku-ku", "1-{n}-5 Umeda, Kita-ku"), ("Tokyo 160-0023", "Osaka 530-0001")),
    "ZAF": (("{n} Jan Smuts Avenue, Rosebank", "{n} Kloof Street, Gardens"), ("Johannesburg 2196", "Cape Town 8001")),
    "AUS": (("{n} Brunswick Street", "Unit {n}, 18 Lygon Street"), ("Fitzroy VIC 3065", "Carlton VIC 3053")),
    "KEN": (("House {n}, Riverside Drive", "Apartment {n}, Ngong Road"), ("Nairobi 00100", "Nairobi 00505")),
    "NGA": (("{n} Adeola Odeku Street, Victoria Island", "Plot {n}, Admiralty Way, Lekki Phase 1"),
            ("Lagos 101241", "Lagos 106104")),
}


def _person(rng: random.Random, culture: str, sex: str) -> tuple[str, str]:
    male, female, surnames = _NAMES[culture]
    pool = male if sex == "M" else female if sex == "F" else male + female
    given = rng.choice(pool)
    if rng.random() < 0.15:  # a second given name
        extra = rng.choice([g for g in pool if g != given])
        given = f"{given} {extra.split()[0]}"
    return given, rng.choice(surnames)


def _address(rng: random.Random, country: str, with_country: bool = True) -> list[str]:
    streets, cities = _ADDRESSES[country]
    lines = [rng.choice(streets).format(n=rng.randint(2, 240) if country != "JPN" else rng.randint(1, 28)),
             rng.choice(cities)]
    if with_country:
        lines.append(_COUNTRIES[country][0] if rng.random() < 0.7 else _COUNTRIES[country][0].upper())
    return lines


_LEGAL_FORMS = {
    "ITA": ("S.p.A.", "S.r.l."), "DEU": ("GmbH", "AG", "GmbH & Co. KG"), "AUT": ("GmbH",), "CHE": ("AG", "SA"),
    "FRA": ("SAS", "S.A."), "ESP": ("S.L.", "S.A."), "NLD": ("B.V.", "N.V."), "BEL": ("NV", "BV"),
    "GBR": ("Ltd", "PLC", "Limited"), "IRL": ("Limited", "DAC"), "USA": ("Inc.", "LLC", "Corp."),
    "CAN": ("Inc.", "Ltd."), "BRA": ("Ltda.", "S.A."), "MEX": ("S.A. de C.V.",), "TUR": ("A.Ş.", "Ltd. Şti."),
    "ARE": ("LLC", "FZE", "FZCO"), "IND": ("Pvt. Ltd.", "Limited"), "PAK": ("(Pvt.) Ltd.",),
    "CHN": ("Co., Ltd.",), "KOR": ("Co., Ltd.",), "JPN": ("Co., Ltd.", "K.K."), "VNM": ("JSC", "Co., Ltd"),
    "SGP": ("Pte. Ltd.",), "MYS": ("Sdn. Bhd.",), "ZAF": ("(Pty) Ltd",), "KEN": ("Limited",), "NGA": ("Limited", "Plc"),
    "SWE": ("AB",), "NOR": ("AS",), "POL": ("Sp. z o.o.",), "GRC": ("S.A.",), "AUS": ("Pty Ltd",),
    "PRT": ("Lda.", "S.A."), "EGY": ("S.A.E.",), "MAR": ("SARL",), "ARG": ("S.R.L.", "S.A."), "PHL": ("Inc.", "Corporation"),
}
_BRANDS = ("Aurelia", "Nordlicht", "Bluewater", "Golden Harvest", "Meridian", "Evergreen", "Coastline", "Alpina",
           "Sahara Star", "Lotus Valley", "Pioneer", "Atlas", "Silver Oak", "Kestrel", "Riverbend", "Orion",
           "Crescent", "Tidewater", "Highland", "Sunbird", "Cobalt", "Vantage", "Marigold", "Granite Peak")
_TRADES = ("Textiles", "Agro Commodities", "Steel Trading", "Electronics", "Machinery", "Foods", "Pharma",
           "Logistics", "Coffee Importers", "Chemicals", "Timber", "Seafood", "Solar Components", "Auto Parts",
           "Ceramics", "Packaging", "Garments", "Edible Oils", "Medical Devices", "Furniture")
_EMPLOYER_TRADES = ("Software", "Healthcare", "Engineering", "Consulting", "Insurance", "Shipping", "Retail",
                    "Hospitality", "Energy", "Biotech", "Construction", "Media")


def _company(rng: random.Random, country: str, trades: tuple[str, ...] = _TRADES) -> str:
    root = rng.choice(_BRANDS) if rng.random() < 0.65 else _NAMES[_COUNTRIES[country][3]][2][rng.randrange(5)]
    return f"{root} {rng.choice(trades)} {rng.choice(_LEGAL_FORMS[country])}"


# fictitious banks: (name, BIC, street line, city line, alpha-3)
_BANKS = (
    ("Banca Adriatica di Credito S.p.A.", "BADCITMM", "Piazza della Scala 4", "20121 Milano", "ITA"),
    ("Hanseatische Handelsbank AG", "HHBADEHH", "Ballindamm 17", "20095 Hamburg", "DEU"),
    ("Banque Rhodanienne de Commerce", "BRDCFR2L", "8 place Bellecour", "69002 Lyon", "FRA"),
    ("Zeeland Handelsbank N.V.", "ZHBKNL2R", "Coolsingel 90", "3011 AG Rotterdam", "NLD"),
    ("Banco Ibérico de Exportación", "BIBEESMM", "Paseo de la Castellana 81", "28046 Madrid", "ESP"),
    ("Helvetia Trade Bank AG", "HTBKCHZZ", "Talstrasse 58", "8001 Zürich", "CHE"),
    ("Thames & Mercer Bank plc", "TMBKGB2L", "41 Lothbury", "London EC2R 7HG", "GBR"),
    ("First Lakeshore Trust Company", "FLTCUS44", "233 South Wacker Drive", "Chicago, IL 60606", "USA"),
    ("Pacific Crest National Bank", "PCNBUS6S", "555 California Street", "San Francisco, CA 94104", "USA"),
    ("Hudson Merchant Bank, N.A.", "HMBAUS33", "120 Broadway", "New York, NY 10271", "USA"),
    ("Bosphorus Ticaret Bankası A.Ş.", "BTBATRIS", "Büyükdere Caddesi No: 129", "34394 Şişli / İstanbul", "TUR"),
    ("Gulf Crescent Bank PJSC", "GCBKAEAD", "Sheikh Zayed Road, Tower 3", "Dubai", "ARE"),
    ("Deccan Commercial Bank Ltd", "DCBLINBB", "Nariman Point, Maker Chambers IV", "Mumbai 400021", "IND"),
    ("Straits Mercantile Bank Ltd", "SMBLSGSG", "9 Raffles Place, #27-01", "Singapore 048619", "SGP"),
    ("Pearl River Commercial Bank Co., Ltd.", "PRCBCNSH", "88 Century Avenue, Pudong", "Shanghai 200120", "CHN"),
    ("Kanto Trading Bank, Ltd.", "KTBKJPJT", "2-7-1 Marunouchi, Chiyoda-ku", "Tokyo 100-0005", "JPN"),
    ("Hanbit Industrial Bank", "HIBKKRSE", "50 Eulji-ro, Jung-gu", "Seoul 04539", "KOR"),
    ("Mekong Commercial Joint Stock Bank", "MCJBVNVX", "72 Le Thanh Ton, District 1", "Ho Chi Minh City", "VNM"),
    ("Banco Paulista de Comércio Exterior S.A.", "BPCEBRSP", "Avenida Paulista, 1374", "São Paulo - SP, 01310-100", "BRA"),
    ("Highveld Merchant Bank Limited", "HMBLZAJJ", "135 Rivonia Road, Sandton", "Johannesburg 2196", "ZAF"),
    ("Nile Delta Bank S.A.E.", "NDBKEGCX", "26 Sherif Street", "Cairo", "EGY"),
    ("Lagoon Trust Bank Plc", "LTBPNGLA", "Plot 1261, Adeola Hopewell Street", "Lagos", "NGA"),
    ("Coral Sea Banking Corporation", "CSBCAU2S", "1 Shelley Street", "Sydney NSW 2000", "AUS"),
    ("Nordkapp Sparebank", "NKSBNOKK", "Karl Johans gate 27", "0159 Oslo", "NOR"),
)

_OCCUPATIONS = {  # kind: (occupations, source of funds)
    "employed": (("Software engineer", "Registered nurse", "Logistics coordinator", "Chartered accountant",
                  "Secondary school teacher", "Marine engineer", "Hospital pharmacist", "Regional sales manager",
                  "Data analyst", "Airline first officer", "Civil engineer", "Procurement officer",
                  "Financial controller", "Hotel operations manager", "Research scientist"), "employment"),
    "self": (("Self-employed architect", "Independent IT consultant", "Bakery owner", "Freelance translator",
              "Restaurant proprietor", "Dentist in private practice"), "business"),
    "retired": (("Retired teacher", "Retired naval officer", "Pensioner", "Retired civil servant"), "pension"),
    "investor": (("Private investor", "Property investor"), "investments"),
    "other": (("Student", "Homemaker", "Artist"), "other"),
}


def _fill(rng: random.Random, pattern: str) -> str:
    """A: letter, 9: digit, X: letter or digit; anything else is copied."""
    out = []
    for ch in pattern:
        if ch == "A":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        elif ch == "9":
            out.append(str(rng.randint(0, 9)))
        elif ch == "X":
            out.append(rng.choice("CFGHJKLMNPRTVWXYZ0123456789"))
        else:
            out.append(ch)
    return "".join(out)


_PASSPORT_PATTERNS = {"ITA": "AA9999999", "DEU": "CXXXXXXXX", "FRA": "99AA99999", "GBR": "999999999",
                      "USA": "A99999999", "NLD": "AAXXXXXX9", "ESP": "AAA999999", "IND": "A9999999",
                      "CHN": "E99999999", "JPN": "TZ9999999", "BRA": "AB999999", "NGA": "A99999999",
                      "KOR": "M99999999", "TUR": "U99999999", "CHE": "X9999999", "POL": "AA9999999"}
_ID_CARD_PATTERNS = {"ITA": "CA99999AA", "DEU": "LXXXXXXXX", "ESP": "99999999-A", "NLD": "IXXXXXXX9",
                     "BEL": "999-9999999-99", "PRT": "99999999 9 AA9", "POL": "AAA999999", "SWE": "99999999",
                     "GRC": "AA 999999", "TUR": "A99A99999", "CHE": "C9999999", "AUT": "9999999"}
_TIN_PATTERNS = {"ITA": "AAAAAA99A99A999A", "DEU": "99 999 999 999", "GBR": "AA 99 99 99 A", "USA": "9AA-7A-9999",
                 "FRA": "9 99 99 99 999 999", "ESP": "99999999A", "NLD": "9999.99.999", "IND": "AAAAA9999A",
                 "SGP": "S9999999A", "BRA": "999.999.999-99", "MEX": "AAAA999999XX9", "CHE": "756.9999.9999.99",
                 "JPN": "9999 9999 9999", "ZAF": "9999999999999", "AUS": "999 999 999", "KEN": "A999999999A",
                 "NGA": "99999999-9999", "POL": "99999999999", "SWE": "999999-9999", "IRL": "9999999AA",
                 "CAN": "999 999 999", "TUR": "99999999999", "ARE": "999-9999-9999999-9"}


def _tin(rng: random.Random, country: str) -> str:
    pattern = _TIN_PATTERNS.get(country, "99999999999")
    if country == "USA":  # an ITIN: 9xx-7x-xxxx
        return f"9{rng.randint(10, 99)}-7{rng.randint(0, 9)}-{rng.randint(0, 9999):04d}"
    return _fill(rng, pattern)


# -- know your customer -----------------------------------------------------------------------------

_FX = {"EUR": 0.92, "USD": 1, "GBP": 0.8, "CHF": 0.9, "SEK": 10.5, "NOK": 10.7, "PLN": 4, "CAD": 1.35,
       "MXN": 18, "BRL": 5, "ARS": 900, "TRY": 34, "EGP": 48, "MAD": 10, "NGN": 1500, "KES": 130, "ZAR": 18,
       "AED": 3.67, "INR": 83, "PKR": 280, "CNY": 7.2, "JPY": 150, "KRW": 1350, "VND": 24000, "PHP": 56,
       "SGD": 1.35, "MYR": 4.7, "AUD": 1.5}
_SOURCE_WORDS = {  # two ways of answering "where does the money come from": enum -> printed answer
    "plain": {"employment": "Employment income", "business": "Business income", "investments": "Investments",
              "inheritance": "Inheritance", "pension": "Pension", "other": "Other"},
    "first": {"employment": "My salary", "business": "Profits of my own business",
              "investments": "Returns on my investments", "inheritance": "An inheritance",
              "pension": "My pension", "other": "Other sources"},
}


def _kyc_facts(rng: random.Random, layout: str) -> dict[str, Any]:
    nat = rng.choice(sorted(_COUNTRIES))
    res = nat if nat in _ADDRESSES and rng.random() < 0.6 else rng.choice(sorted(_ADDRESSES))
    r = rng.random()
    sex = "X" if r < 0.03 else "F" if r < 0.52 else "M"
    given, surname = _person(rng, _COUNTRIES[nat][3], sex)
    id_type = "national_id" if nat in _ID_CARD_PATTERNS and rng.random() < 0.45 else "passport"
    patterns = _ID_CARD_PATTERNS if id_type == "national_id" else _PASSPORT_PATTERNS
    kind = rng.choices(list(_OCCUPATIONS), weights=(62, 14, 10, 6, 8))[0]
    occupations, sof = _OCCUPATIONS[kind]
    if kind == "employed" and rng.random() < 0.12:
        sof = rng.choice(("inheritance", "investments", "other"))
    elif kind == "other" and rng.random() < 0.5:
        sof = "inheritance"
    currency = _COUNTRIES[res][2]
    monthly = round(rng.uniform(1400, 21000) * _FX[currency] / 10) * 10 + rng.choice((0, 0, 0.5, 0.25, 0.75))
    if currency in ("JPY", "KRW", "VND"):  # no minor unit
        monthly = round(monthly, -3)
    return {
        "nat": nat, "res": res, "sex": sex if rng.random() < 0.86 else None, "given": given, "surname": surname,
        "dob": _rand_date(rng, _dt.date(1946, 1, 1), _dt.date(2005, 6, 30)),
        "id_type": id_type, "id_no": _fill(rng, patterns.get(nat, "A9999999")),
        "id_country": nat, "expiry": _rand_date(rng, _dt.date(2025, 9, 1), _dt.date(2035, 12, 31)),
        "addr": _address(rng, res, with_country=rng.random() < 0.75), "occupation": rng.choice(occupations),
        "employer": _company(rng, res, _EMPLOYER_TRADES) if kind == "employed" and rng.random() < 0.88 else None,
        "monthly": monthly, "annual": round(monthly * 12, 2), "currency": currency, "sof": sof,
        "pep": rng.random() < 0.09, "tin": _tin(rng, res) if rng.random() < 0.82 else None,
    }


def _kyc_truth(f: dict[str, Any], full_name: str, address: str, occupation: str | None = None) -> dict[str, Any]:
    return {
        "full_name": full_name, "date_of_birth": f["dob"].isoformat(), "sex": f["sex"],
        "nationality": f["nat"], "id_document_type": f["id_type"], "id_document_number": f["id_no"],
        "id_issuing_country": f["id_country"], "id_expiry_date": f["expiry"].isoformat(),
        "residential_address": address, "country_of_residence": f["res"],
        "occupation": occupation or f["occupation"], "employer_name": f["employer"],
        "annual_income": f["annual"], "income_currency": f["currency"], "source_of_funds": f["sof"],
        "is_pep": f["pep"], "tax_identification_number": f["tin"],
    }


_QUESTIONNAIRE_CSS = (
    "body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; color: #1d2b36; }"
    "header { border-bottom: 3px solid #0f7c80; padding-bottom: 6px; margin-bottom: 10px; }"
    "header .bank { font-size: 15pt; font-weight: bold; color: #0f7c80; } header .addr { font-size: 8pt; }"
    "h1 { font-size: 13pt; margin: 6px 0; } h2 { font-size: 10.5pt; background: #e3f1f1; padding: 3px 6px;"
    " border-radius: 4px; margin: 12px 0 4px; } .q { display: flex; border-bottom: 1px dotted #9bb;"
    " padding: 4px 2px; } .q .t { width: 58%; color: #40545f; } .q .a { width: 42%; font-weight: bold; }"
    ".note { font-size: 8pt; color: #57646c; margin-top: 14px; }")


def _kyc_questionnaire(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    bank = rng.choice(_BANKS)
    ds = rng.choice(("words_md", "words_dm", "iso"))
    name = f"{f['given']} {f['surname']}"
    addr_html, addr = _pick_address(rng, f["addr"], None if rng.random() < 0.6 else ", ")
    monthly = rng.random() < 0.35
    income = f["monthly"] if monthly else f["annual"]
    money = f"{f['currency']} {_money(income, 'en')}" if rng.random() < 0.7 else f"{_money(income, 'en')} {f['currency']}"
    nat = _COUNTRIES[f["nat"]][1] if rng.random() < 0.7 else _COUNTRIES[f["nat"]][0]
    sex_word = {"M": "Male", "F": "Female", "X": "X (unspecified)"}
    rows: list[tuple[str, str | None, str]] = [  # (section or "", question, answer html)
        ("About you", "What is your full name, exactly as it appears on your identity document?", _e(name)),
        ("", "What is your date of birth?", _e(_date(f["dob"], ds))),
        ("", "What sex is recorded on your identity document?", _e(sex_word[f["sex"]]) if f["sex"] else None),
        ("", "What is your nationality?", _e(nat)),
        ("Your identity document", "Which identity document are you showing us?",
         "Passport" if f["id_type"] == "passport" else "National identity card"),
        ("", "What is the document number?", _e(f["id_no"])),
        ("", "Which country issued it?", _e(_COUNTRIES[f["id_country"]][0])),
        ("", "When does it expire?", _e(_date(f["expiry"], ds))),
        ("Where you live", "What is your home address?", addr_html),
        ("", "In which country are you resident?", _e(_COUNTRIES[f["res"]][0])),
        ("Your work and your money", "What do you do for a living?", _e(f["occupation"])),
        ("", "Who is your employer?", _e(f["employer"]) if f["employer"] else None),
        ("", f"What is your gross {'monthly' if monthly else 'annual'} income?", _e(money)),
        ("", "Where does the money you will pay in mainly come from?", _e(_SOURCE_WORDS[rng.choice(("plain", "first"))][f["sof"]])),
        ("Declarations", "Are you, or have you been in the last 12 months, a politically exposed person (PEP)?",
         "Yes" if f["pep"] else "No"),
        ("", "What is your tax identification number?", _e(f["tin"]) if f["tin"] else None),
    ]
    body = [f'<header><div class="bank">{_e(bank[0])}</div><div class="addr">{_e(bank[2])}, {_e(bank[3])}, '
            f'{_e(_COUNTRIES[bank[4]][0])}</div></header>'
            f'<h1>Getting to know you &ndash; personal customer questionnaire</h1>'
            f'<p>Questionnaire reference {_e(_fill(rng, "KQ-999999"))}. '
            f'Please answer every question that applies to you.</p>']
    for section, question, answer in rows:
        if section:
            body.append(f"<h2>{section}</h2>")
        if answer is not None:
            body.append(f'<div class="q"><div class="t">{_e(question)}</div><div class="a">{answer}</div></div>')
    body.append('<p class="note">We ask these questions because the law requires us to know our customers. '
                'Your answers are kept confidential.</p>')
    return _page("Customer questionnaire", _QUESTIONNAIRE_CSS, "".join(body)), _kyc_truth(f, name, addr)


_BILINGUAL_CSS = (
    "body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 10.5pt; color: #111; }"
    "header { display: flex; justify-content: space-between; border-bottom: 1px solid #333; padding-bottom: 4px; }"
    "header .bank { font-size: 14pt; font-variant: small-caps; } .stripe { height: 4px; margin: 2px 0 10px;"
    " background: linear-gradient(90deg, #1b7a3e 33%, #fff 33% 66%, #c8262d 66%); }"
    "h1 { font-size: 12pt; text-align: center; margin: 4px 0 10px; } table { width: 100%; border-collapse: collapse; }"
    "td { border: 1px solid #777; padding: 3px 5px; vertical-align: top; width: 25%; }"
    "td.l { background: #f2f2ee; font-size: 8pt; } td.l i { color: #555; } td.l b { text-transform: uppercase; }"
    ".box { font-family: 'Liberation Mono', monospace; } .sig { margin-top: 26px; font-size: 9pt; }")


def _kyc_bilingual_it(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    bank = rng.choice([b for b in _BANKS if b[4] == "ITA"] + [("Cassa di Risparmio del Lario S.p.A.", "CRLAIT2C",
                                                             "Via Volta 22", "22100 Como", "ITA")])
    ds = rng.choice(("dot_dm", "slash_dm", "dash_dm"))
    addr_html, addr = _pick_address(rng, f["addr"])
    monthly = rng.random() < 0.3
    income = f["monthly"] if monthly else f["annual"]
    nat = f["nat"] if rng.random() < 0.5 else _COUNTRIES[f["nat"]][0].upper()
    sources = [("employment", "Lavoro dipendente", "Employment"), ("business", "Impresa / attività autonoma",
               "Business"), ("investments", "Investimenti", "Investments"), ("inheritance", "Eredità / donazione",
               "Inheritance"), ("pension", "Pensione", "Pension"), ("other", "Altro", "Other")]
    sof = " ".join(f"[{'X' if code == f['sof'] else ' '}] {it} / <i>{en}</i>" for code, it, en in sources)
    pep = f"[{'X' if f['pep'] else ' '}] Sì / <i>Yes</i> &nbsp; [{' ' if f['pep'] else 'X'}] No / <i>No</i>"
    cells = [
        ("Cognome", "Surname", _e(f["surname"])), ("Nome", "Given name(s)", _e(f["given"])),
        ("Data di nascita", "Date of birth", _e(_date(f["dob"], ds))),
        ("Sesso", "Sex", _e(f["sex"]) if f["sex"] else None), ("Cittadinanza", "Citizenship", _e(nat)),
        ("Tipo documento", "Type of document",
         "Passaporto / <i>Passport</i>" if f["id_type"] == "passport" else "Carta d'identità / <i>Identity card</i>"),
        ("Numero documento", "Document number", _e(f["id_no"])),
        ("Stato di rilascio", "Issuing State", _e(_COUNTRIES[f["id_country"]][0])),
        ("Data di scadenza", "Expiry date", _e(_date(f["expiry"], ds))),
        ("Indirizzo di residenza", "Residential address", addr_html),
        ("Paese di residenza", "Country of residence", _e(_COUNTRIES[f["res"]][0])),
        ("Professione", "Occupation", _e(f["occupation"])),
        ("Datore di lavoro", "Employer", _e(f["employer"]) if f["employer"] else None),
        (f"Reddito {'mensile' if monthly else 'annuo'} lordo", f"Gross {'monthly' if monthly else 'annual'} income",
         _e(f"{_money(income, 'eu')} {f['currency']}")),
        ("Codice fiscale", "Tax code", _e(f["tin"]) if f["tin"] else None),
    ]
    cells = [c for c in cells if c[2] is not None]
    rows = []
    for i in range(0, len(cells), 2):
        pair = cells[i:i + 2]
        rows.append("<tr>" + "".join(f'<td class="l"><b>{_e(it)}</b><br><i>{_e(en)}</i></td><td>{v}</td>'
                                     for it, en, v in pair) + ('<td class="l"></td><td></td>' if len(pair) < 2 else "")
                    + "</tr>")
    rows.append(f'<tr><td class="l"><b>Origine dei fondi</b><br><i>Source of funds</i></td><td colspan="3" class="box">'
                f"{sof}</td></tr>")
    rows.append(f'<tr><td class="l"><b>Persona politicamente esposta</b><br><i>Politically exposed person</i></td>'
                f'<td colspan="3" class="box">{pep}</td></tr>')
    body = (f'<header><div class="bank">{_e(bank[0])}</div><div>{_e(bank[2])} &middot; {_e(bank[3])} &middot; Italia'
            f'</div></header><div class="stripe"></div><h1>Modulo di adeguata verifica della clientela<br>'
            f'<i>Customer due diligence form</i></h1><p>Pratica n. / <i>File no.</i> {_e(_fill(rng, "AV/9999/99999"))}'
            f'</p><table>{"".join(rows)}</table><p class="sig">Firma del cliente / <i>Customer signature</i> '
            f'____________________ &nbsp; Luogo e data / <i>Place and date</i> ____________________</p>')
    return _page("Adeguata verifica", _BILINGUAL_CSS, body, "it"), _kyc_truth(f, f"{f['given']} {f['surname']}", addr)


_SOF_CODES = {"employment": "EMPL", "business": "BUSN", "investments": "INVS", "inheritance": "INHR",
              "pension": "PENS", "other": "OTHR"}


def _kyc_system_extract(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    bank = rng.choice(_BANKS)
    ds = rng.choice(("mon_tight", "iso"))
    up = {k: (v.upper() if isinstance(v, str) else v) for k, v in f.items()}
    addr_lines = [x.upper() for x in f["addr"]]
    monthly = rng.random() < 0.25
    income = f["monthly"] if monthly else f["annual"]
    run = _rand_date(rng, _dt.date(2025, 1, 2), _dt.date(2026, 2, 27))
    lines = [("CIF NO", _fill(rng, "0099999999")), ("CUST NAME", f"{up['surname']}, {up['given']}"),
             ("DOB", _date(f["dob"], ds)), ("SEX", f["sex"]), ("NATIONALITY", f["nat"]),
             ("ID TYPE", "PSPT (PASSPORT)" if f["id_type"] == "passport" else "NATID (NATIONAL ID CARD)"),
             ("ID NO", up["id_no"]), ("ID ISS CTRY", f["id_country"]), ("ID EXP", _date(f["expiry"], ds)),
             ("RES ADDR", addr_lines[0])]
    lines += [("", x) for x in addr_lines[1:]]
    lines += [("RES CTRY", f["res"]), ("OCCUPATION", up["occupation"]), ("EMPLOYER", up["employer"]),
              ("INC MTH" if monthly else "INC ANN", f"{f['currency']} {_money(income, rng.choice(('plain', 'en')))}"),
              ("SOF CODE", f"{_SOF_CODES[f['sof']]}"), ("PEP FLAG", "Y" if f["pep"] else "N"), ("TIN", up["tin"])]
    text = [f"CDD/KYC RECORD EXTRACT{'':>30}RUN {run:%Y-%m-%d} {rng.randint(6, 22):02d}:{rng.randint(0, 59):02d}",
            "-" * 78]
    for label, value in lines:
        if value is None:
            continue
        text.append(f"{label + ' ':.<16} {value}" if label else f"{'':17}{value}")
    text += ["-" * 78, "SOF CODES: EMPL=EMPLOYMENT BUSN=BUSINESS INVS=INVESTMENTS INHR=INHERITANCE",
             "           PENS=PENSION OTHR=OTHER        PEP FLAG: Y=YES N=NO", "*** END OF EXTRACT ***"]
    css = ("body { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: 9pt; }"
           "header { font-size: 8pt; border: 1px solid #000; padding: 4px; margin-bottom: 8px; }"
           "pre { font-size: 9pt; line-height: 1.35; white-space: pre-wrap; }")
    body = (f"<header>{_e(bank[0].upper())} / {_e(bank[1])} &mdash; {_e(bank[3].upper())}, "
            f"{_e(_COUNTRIES[bank[4]][0].upper())} &mdash; COMPLIANCE OPERATIONS &mdash; USER {_fill(rng, 'AAA99')}"
            f"</header><pre>{_e(chr(10).join(text))}</pre>")
    truth = _kyc_truth(f, f"{up['given']} {up['surname']}", " ".join(addr_lines), up["occupation"])
    truth.update(id_document_number=up["id_no"], employer_name=up["employer"], tax_identification_number=up["tin"])
    return _page("CDD extract", css, body), truth


_LETTER_SOURCES = {"employment": "the client's salary", "business": "the client's own business",
                   "investments": "the return on investments the client holds", "inheritance": "an inheritance",
                   "pension": "a retirement pension", "other": "other sources (savings and family gifts)"}


def _kyc_letter(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    bank = rng.choice(_BANKS)
    ds = rng.choice(("words_dm", "words_md"))
    male, female, surnames = _NAMES[rng.choice(sorted(_NAMES))]
    rm = f"{rng.choice(male + female)} {rng.choice(surnames)}"
    name = f"{f['given']} {f['surname']}"
    addr = ", ".join(f["addr"])
    occupation = f["occupation"][0].lower() + f["occupation"][1:]
    met = _rand_date(rng, _dt.date(2025, 1, 6), _dt.date(2026, 3, 20))
    doc = "passport" if f["id_type"] == "passport" else "national identity card"
    sex = {"M": "male", "F": "female", "X": "X (unspecified)"}.get(f["sex"] or "")
    adjective = _COUNTRIES[f["nat"]][1]
    parts = [
        f"I met {_e(name)} at our {_e(_city(bank[3]))} office on {_e(_date(met, ds))} to open a current account "
        f"and a savings account. Below is my summary of the due diligence; copies of the documents are in the file.",
        f"The client was born on {_e(_date(f['dob'], ds))} and is {'an' if adjective[0] in 'AEIOU' else 'a'} "
        f"{_e(adjective)} national."
        + (f" The identity document records the sex as {_e(sex)}." if sex else ""),
        f"Identity was verified against a {doc} no. {_e(f['id_no'])}, issued by "
        f"{_e(_COUNTRIES[f['id_country']][0])} and valid until {_e(_date(f['expiry'], ds))}. The client lives at "
        f"{_e(addr)} and is resident in {_e(_COUNTRIES[f['res']][0])}.",
    ]
    income = (f"a gross annual income of {f['currency']} {_money(f['annual'], 'en')}" if rng.random() < 0.6 else
              f"a gross monthly income of {f['currency']} {_money(f['monthly'], 'en')}")
    work = f"By occupation the client is {'an' if occupation[0] in 'aeiou' else 'a'} {_e(occupation)}"
    work += f", employed by {_e(f['employer'])}," if f["employer"] else ","
    parts.append(f"{work} and declares {_e(income)}. The money to be deposited will come from "
                 f"{_e(_LETTER_SOURCES[f['sof']])}.")
    pep = ("Screening shows that the client is a politically exposed person; senior management approval has been "
           "requested." if f["pep"] else "Screening shows that the client is not a politically exposed person and "
           "returned no sanctions hits.")
    if f["tin"]:
        pep += f" The client's tax identification number is {_e(f['tin'])}."
    parts.append(pep)
    css = ("body { font-family: Georgia, 'DejaVu Serif', serif; font-size: 11pt; line-height: 1.5; color: #222; }"
           "header { font-family: Arial, sans-serif; font-size: 8.5pt; color: #555; border-bottom: 1px solid #bbb;"
           " margin-bottom: 14px; } header b { font-size: 12pt; color: #6b1d2f; } .meta td { padding: 1px 10px 1px 0;"
           " font-family: Arial, sans-serif; font-size: 9.5pt; } p { margin: 0 0 10px; text-align: justify; }")
    body = (f"<header><b>{_e(bank[0])}</b><br>{_e(bank[2])}, {_e(bank[3])}, {_e(_COUNTRIES[bank[4]][0])} &middot; "
            f"internal correspondence</header><table class=\"meta\"><tr><td>From:</td><td>{_e(rm)}, Relationship "
            f"Manager</td></tr><tr><td>To:</td><td>Client Onboarding &amp; Financial Crime Compliance</td></tr>"
            f"<tr><td>Subject:</td><td>New personal client &ndash; due diligence summary</td></tr></table><hr>"
            f"<p>Dear colleagues,</p>" + "".join(f"<p>{p}</p>" for p in parts)
            + f"<p>Please let me know if anything else is needed before the accounts are opened.</p><p>Kind regards,"
              f"<br>{_e(rm)}</p>")
    return _page("Due diligence summary", css, body), _kyc_truth(f, name, addr, occupation)


# -- letters of credit ------------------------------------------------------------------------------

_ADDRESSES.update({
    "EGY": (("{n} El Tahrir Street, Dokki", "{n} Port Said Street"), ("Giza 12611", "Alexandria 21519")),
    "CHN": (("No. {n} Jiangnan Road, Haishu District", "Room {n}, Block B, Futian Trade Centre"),
            ("Ningbo 315000", "Shenzhen 518048")),
    "KOR": (("{n} Teheran-ro, Gangnam-gu", "{n} Jungang-daero, Dong-gu"), ("Seoul 06164", "Busan 48821")),
    "VNM": (("Lot {n}, Tan Thuan Export Processing Zone", "{n} Nguyen Hue Boulevard"), ("Ho Chi Minh City 700000",)),
    "NOR": (("Fjordalléen {n}", "Bryggen {n}"), ("0250 Oslo", "5003 Bergen")),
})
_PORTS = {"ITA": ("Genoa", "La Spezia", "Trieste"), "DEU": ("Hamburg", "Bremerhaven"), "NLD": ("Rotterdam",),
          "FRA": ("Le Havre", "Marseille-Fos"), "ESP": ("Valencia", "Algeciras"), "GBR": ("Felixstowe", "Southampton"),
          "USA": ("Los Angeles, CA", "Savannah, GA", "Houston, TX"), "TUR": ("Mersin", "Ambarli, Istanbul"),
          "ARE": ("Jebel Ali", "Khalifa Port, Abu Dhabi"), "IND": ("Nhava Sheva (JNPT)", "Chennai", "Mundra"),
          "SGP": ("Singapore",), "CHN": ("Shanghai", "Ningbo", "Shenzhen (Yantian)"), "JPN": ("Yokohama", "Kobe"),
          "KOR": ("Busan", "Incheon"), "VNM": ("Hai Phong", "Cat Lai, Ho Chi Minh City"), "BRA": ("Santos", "Paranaguá"),
          "ZAF": ("Durban",), "EGY": ("Alexandria", "Port Said East"), "NGA": ("Apapa, Lagos", "Tin Can Island"),
          "AUS": ("Port Botany, Sydney", "Melbourne"), "NOR": ("Oslo",), "CHE": ("Zurich Airport", "Basel Rhine port")}
_GOODS = (  # (plural unit, singular unit, description)
    ("metric tons", "metric ton", "Brazilian yellow soybeans, non-GMO, crop 2025, in bulk"),
    ("metric tons", "metric ton", "hot-rolled steel coils, grade SS400, 2.0 to 12.0 mm x 1,250 mm"),
    ("pieces", "piece", "centrifugal water pumps model CWP-80, complete with electric motors"),
    ("cartons", "carton", "frozen skinless tuna loins, vacuum packed, 20 kg net each"),
    ("units", "unit", "monocrystalline solar panels, 550 Wp, with junction boxes and MC4 connectors"),
    ("bales", "bale", "raw cotton, middling 1-1/8 inch, micronaire 3.8 to 4.9"),
    ("metric tons", "metric ton", "refined bleached deodorised palm olein CP10 in flexitanks"),
    ("sets", "set", "CNC vertical machining centres, 3-axis, with standard tooling and spare parts"),
    ("bags", "bag", "Arabica green coffee beans, screen 16 and up, in 60 kg jute bags"),
    ("rolls", "roll", "polyester-viscose suiting fabric, 150 cm wide, assorted colours"),
    ("cubic metres", "cubic metre", "kiln-dried European oak sawn timber, grade AB, 27 mm thick"),
    ("pairs", "pair", "men's leather safety shoes with steel toe caps, EN ISO 20345 S3"),
    ("drums", "drum", "ethylene glycol, 99.8 pct minimum purity, in 230 kg steel drums"),
    ("units", "unit", "new 40 ft high cube refrigerated containers"),
)
_INCOTERMS = ("FOB", "CFR", "CIF", "FCA", "CIP", "DAP")
_INSPECTORS = ("SGS", "Bureau Veritas", "Intertek", "Cotecna")


def _goods_lines(rng: random.Random, cur: str, dest: str, origin: str) -> list[str]:
    lines = []
    for unit, one, desc in rng.sample(_GOODS, rng.choice((1, 1, 2, 2, 3))):
        qty = f"{rng.randint(2, 4800):,}"
        price = _money(rng.uniform(3, 2400), "en")
        line = rng.choice((f"{qty} {unit} of {desc} at {cur} {price} per {one}",
                           f"{desc}, quantity {qty} {unit}, unit price {cur} {price}", f"{qty} {unit} {desc}"))
        lines.append(line[0].upper() + line[1:])
    term = rng.choice(_INCOTERMS)
    place = dest if term in ("CFR", "CIF", "CIP", "DAP") else origin
    tail = rng.choice((f"{term} {place} Incoterms 2020", f"Delivery terms: {term} {place} (Incoterms 2020)",
                       f"as per proforma invoice no. {_fill(rng, 'PI-99999')}", ""))
    if tail:
        lines.append(tail)
    if rng.random() < 0.4:
        lines[-1] += "."
    return lines


def _documents(rng: random.Random, f: dict[str, Any]) -> list[str]:
    bank, ben_country = f["issuing"][0], _COUNTRIES[f["ben_country"]][0]
    if f["form"] == "IRREVOCABLE STANDBY":
        docs = [f"Beneficiary's signed statement that the applicant has failed to pay an amount due under contract "
                f"no. {_fill(rng, 'SC-9999-99')}", "Copy of the unpaid commercial invoice"]
        return docs[: rng.choice((1, 2))]
    by_air = f["port_of_loading"] and "Airport" in f["port_of_loading"]
    transport = (f"Air waybill consigned to {bank}, marked freight prepaid and showing the flight number" if by_air else
                 f"Full set of clean on board ocean bills of lading made out to the order of {bank}, marked freight "
                 f"{rng.choice(('prepaid', 'collect'))} and notify the applicant")
    docs = [f"Signed commercial invoice in {rng.choice(('one original', '3 originals'))} and "
            f"{rng.randint(2, 5)} copies showing the credit number and HS code", transport]
    extra = [f"Packing list in {rng.randint(2, 4)} copies showing net and gross weight of each package",
             f"Certificate of origin issued by the chamber of commerce in {ben_country}",
             "Insurance policy or certificate in duplicate, endorsed in blank, for 110 pct of the invoice value, "
             "covering Institute Cargo Clauses (A) and war risks",
             f"Inspection certificate issued by {rng.choice(_INSPECTORS)} at the port of loading stating quality "
             f"and quantity", "Phytosanitary certificate issued by the competent authority of the country of origin",
             f"Beneficiary's certificate stating that one set of non-negotiable documents has been sent to the "
             f"applicant by courier within {rng.choice((3, 5, 7))} days after shipment",
             "Certificate of analysis issued by the manufacturer", "Weight certificate issued by an independent surveyor"]
    docs += rng.sample(extra, rng.randint(1, 5))
    return [d + "." if rng.random() < 0.3 else d for d in docs]


def _city(line: str) -> str:
    """The town of a bank's city line: "20095 Hamburg" -> "Hamburg", "Chicago, IL 60606" -> "Chicago"."""
    line = line.split(",")[0].split("/")[-1]
    words = [w for w in line.replace(" - SP", "").split()
             if not any(c.isdigit() for c in w) and not (w.isupper() and 2 <= len(w) <= 3)]
    return " ".join(words)


def _lc_facts(rng: random.Random, layout: str) -> dict[str, Any]:
    issuing = rng.choice(_BANKS)
    advising = rng.choice([b for b in _BANKS if b[4] != issuing[4]])
    app_c, ben_c = issuing[4], advising[4]
    r = rng.random()
    form = "IRREVOCABLE STANDBY" if r < 0.08 else "IRREVOCABLE TRANSFERABLE" if r < 0.25 else "IRREVOCABLE"
    rules = ("ISP LATEST VERSION" if form == "IRREVOCABLE STANDBY" and rng.random() < 0.8 else
             rng.choices(("UCP LATEST VERSION", "EUCP LATEST VERSION", "OTHR"), weights=(88, 7, 5))[0])
    issue = _rand_date(rng, _dt.date(2025, 1, 6), _dt.date(2026, 3, 31))
    expiry = issue + _dt.timedelta(days=rng.randint(60, 240))
    cur = rng.choices(("USD", "EUR", "GBP", "JPY", "CNY", "AED", "CHF"), weights=(55, 25, 5, 4, 4, 4, 3))[0]
    amount = round(rng.uniform(18000, 4800000) * (1 if cur != "JPY" else 140), rng.choice((-3, -2, 0, 2)))
    amount = round(amount, -3) if cur == "JPY" else amount
    tol = rng.choice(((5, 5), (10, 10), (10, 0), (3, 3), (5, 0))) if rng.random() < 0.55 else (None, None)
    if form == "IRREVOCABLE STANDBY":
        by = "BY PAYMENT"
    else:
        by = rng.choices(("BY NEGOTIATION", "BY PAYMENT", "BY DEF PAYMENT", "BY ACCEPTANCE", "BY MIXED PYMT"),
                         weights=(40, 25, 15, 12, 8))[0]
    shipping = form != "IRREVOCABLE STANDBY"
    opt = lambda p: shipping and rng.random() < p  # noqa: E731
    ship_words = ("ALLOWED", "NOT ALLOWED", "CONDITIONAL")
    f = {
        "issuing": issuing, "advising": advising, "ben_country": ben_c, "app_country": app_c,
        "lc_number": _fill(rng, rng.choice(("ILC/99/999999", "DC 9999 999999", "LC99AAA99999", "9999ILC99999"))),
        "form": form, "rules": rules, "issue": issue, "expiry": expiry,
        "expiry_place": rng.choice((_city(advising[3]), _city(advising[3]), _COUNTRIES[ben_c][0])),
        "applicant": (_company(rng, app_c), _address(rng, app_c, rng.random() < 0.8)),
        "beneficiary": (_company(rng, ben_c), _address(rng, ben_c, rng.random() < 0.8)),
        "currency": cur, "amount": float(amount), "tol": tol,
        "available_with": rng.choices(("ANY BANK", advising[1], advising[0]), weights=(35, 35, 30))[0],
        "available_by": by,
        "partial": rng.choices(ship_words, weights=(60, 35, 5))[0] if opt(0.85) else None,
        "tranship": rng.choices(ship_words, weights=(45, 50, 5))[0] if opt(0.8) else None,
        "port_of_loading": rng.choice(_PORTS.get(ben_c, ("Any port in " + _COUNTRIES[ben_c][0],))) if opt(0.85) else None,
        "port_of_discharge": rng.choice(_PORTS.get(app_c, ("Any port in " + _COUNTRIES[app_c][0],))) if opt(0.85) else None,
        "latest_shipment": expiry - _dt.timedelta(days=rng.randint(10, 30)) if opt(0.85) else None,
        "presentation": rng.choice((21, 21, 14, 15, 10, 7, 5)) if rng.random() < 0.8 else None,
        "confirmation": rng.choices(("WITHOUT", "CONFIRM", "MAY ADD"), weights=(50, 30, 20))[0],
    }
    if shipping:
        f["goods"] = _goods_lines(rng, cur, f["port_of_discharge"] or _COUNTRIES[app_c][0],
                                  f["port_of_loading"] or _COUNTRIES[ben_c][0])
    else:
        f["goods"] = [f"Standby credit securing the payment obligations of the applicant under supply contract no. "
                      f"{_fill(rng, 'SC-9999-99')} for {rng.choice(_GOODS)[2]}"]
    f["documents"] = _documents(rng, f)
    return f


def _lc_truth(f: dict[str, Any], case: Callable[[str], str], goods: str, docs: list[str],
              app_addr: str, ben_addr: str) -> dict[str, Any]:
    opt = lambda v: case(v) if v is not None else None  # noqa: E731
    return {
        "lc_number": f["lc_number"], "form_of_credit": f["form"], "date_of_issue": f["issue"].isoformat(),
        "applicable_rules": f["rules"], "expiry_date": f["expiry"].isoformat(), "expiry_place": case(f["expiry_place"]),
        "applicant": {"name": case(f["applicant"][0]), "address": app_addr},
        "beneficiary": {"name": case(f["beneficiary"][0]), "address": ben_addr},
        "currency": f["currency"], "amount": f["amount"], "tolerance_plus_percent": f["tol"][0],
        "tolerance_minus_percent": f["tol"][1], "available_with": case(f["available_with"]),
        "available_by": f["available_by"], "partial_shipments": f["partial"], "transhipment": f["tranship"],
        "port_of_loading": opt(f["port_of_loading"]), "port_of_discharge": opt(f["port_of_discharge"]),
        "latest_shipment_date": f["latest_shipment"].isoformat() if f["latest_shipment"] else None,
        "goods_description": goods, "documents_required": docs, "presentation_period_days": f["presentation"],
        "confirmation_instructions": f["confirmation"],
    }


_SHIP_WORDS = {"ALLOWED": "allowed", "NOT ALLOWED": "not allowed", "CONDITIONAL": "conditional"}
_RULE_WORDS = {"UCP LATEST VERSION": "Uniform Customs and Practice for Documentary Credits (UCP), latest version",
               "EUCP LATEST VERSION": "UCP Supplement for Electronic Presentation (eUCP), latest version",
               "ISP LATEST VERSION": "International Standby Practices (ISP), latest version",
               "OTHR": "other rules, as set out in the additional conditions"}
_BY_WORDS = {"BY PAYMENT": "sight payment", "BY ACCEPTANCE": "acceptance", "BY NEGOTIATION": "negotiation",
             "BY DEF PAYMENT": "deferred payment", "BY MIXED PYMT": "mixed payment"}


def _lc_swift_advice(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    adv, iss = f["advising"], f["issuing"]
    up = str.upper
    app, ben = [up(x) for x in f["applicant"][1]], [up(x) for x in f["beneficiary"][1]]
    goods, docs = [up(x) for x in f["goods"]], [up(x) for x in f["documents"]]
    avail = f["available_with"]
    tags: list[tuple[str, str, list[str] | None]] = [
        ("27", "Sequence of Total", ["1/1"]), ("40A", "Form of Documentary Credit", [f["form"]]),
        ("20", "Documentary Credit Number", [f["lc_number"]]), ("31C", "Date of Issue", [_date(f["issue"], "swift")]),
        ("40E", "Applicable Rules", [f["rules"]]),
        ("31D", "Date and Place of Expiry", [f"{_date(f['expiry'], 'swift')} {up(f['expiry_place'])}"]),
        ("52A", "Issuing Bank", [iss[1]]), ("50", "Applicant", [up(f["applicant"][0])] + app),
        ("59", "Beneficiary", [up(f["beneficiary"][0])] + ben),
        ("32B", "Currency Code, Amount", [f"{f['currency']}{_money(f['amount'], 'swift')}"]),
        ("39A", "Percentage Credit Amount Tolerance",
         [f"{f['tol'][0]}/{f['tol'][1]}"] if f["tol"][0] is not None else None),
        ("41A" if avail == adv[1] else "41D", "Available With ... By ...", [up(avail), f["available_by"]]),
        ("43P", "Partial Shipments", [f["partial"]] if f["partial"] else None),
        ("43T", "Transhipment", [f["tranship"]] if f["tranship"] else None),
        ("44E", "Port of Loading/Airport of Departure", [up(f["port_of_loading"])] if f["port_of_loading"] else None),
        ("44F", "Port of Discharge/Airport of Destination",
         [up(f["port_of_discharge"])] if f["port_of_discharge"] else None),
        ("44C", "Latest Date of Shipment", [_date(f["latest_shipment"], "swift")] if f["latest_shipment"] else None),
        ("45A", "Description of Goods and/or Services", goods), ("46A", "Documents Required", ["+" + d for d in docs]),
        ("47A", "Additional Conditions", ["+ALL DOCUMENTS MUST INDICATE THIS CREDIT NUMBER",
                                          "+A DISCREPANCY FEE OF USD 90.00 WILL BE DEDUCTED FROM EACH PRESENTATION"]),
        ("71D", "Charges", ["ALL BANKING CHARGES OUTSIDE THE ISSUING BANK'S COUNTRY",
                            "ARE FOR ACCOUNT OF THE BENEFICIARY"]),
        ("48", "Period for Presentation in Days",
         [rng.choice((f"{f['presentation']}", f"{f['presentation']}/FROM THE DATE OF SHIPMENT"))]
         if f["presentation"] else None),
        ("49", "Confirmation Instructions", [f["confirmation"]]),
    ]
    rows = "".join(f'<tr><td class="t">:{t}:</td><td class="n">{_e(n)}</td><td class="v">{_lines_html(v)}</td></tr>'
                   for t, n, v in tags if v is not None)
    ref = _fill(rng, "AAA9999999999")
    css = ("body { font-family: Arial, 'Liberation Sans', sans-serif; font-size: 9pt; color: #000; }"
           "header { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid"
           " #24406e; padding-bottom: 4px; } header .b { font-size: 13pt; font-weight: bold; color: #24406e; }"
           "h1 { font-size: 11pt; letter-spacing: 1px; margin: 10px 0 4px; } .meta { font-size: 8.5pt; margin-bottom: 8px; }"
           "table { width: 100%; border-collapse: collapse; } td { border-bottom: 1px solid #c9d1de; padding: 2px 4px;"
           " vertical-align: top; } td.t { width: 9%; font-family: 'Courier New', monospace; font-weight: bold; }"
           "td.n { width: 27%; color: #333; } td.v { font-family: 'Courier New', monospace; }"
           ".foot { font-size: 7.5pt; color: #444; margin-top: 10px; }")
    body = (f'<header><div class="b">{_e(adv[0])}</div><div>{_e(adv[2])}<br>{_e(adv[3])}, {_e(_COUNTRIES[adv[4]][0])}'
            f'<br>SWIFT {_e(adv[1])}</div></header><h1>ADVICE OF A DOCUMENTARY CREDIT (MT700 RECEIVED)</h1>'
            f'<div class="meta">Our reference: {ref} &nbsp;&middot;&nbsp; Sender: {_e(iss[1])} ({_e(iss[0])}) '
            f'&nbsp;&middot;&nbsp; To the beneficiary: {_e(up(f["beneficiary"][0]))}</div>'
            f'<p>We are pleased to advise, without any engagement on our part unless stated otherwise, that we have '
            f'received the following authenticated message:</p><table>{rows}</table>'
            f'<p class="foot">This advice must accompany all presentations of documents. Please check the terms of the '
            f'credit carefully; if they cannot be complied with, contact the applicant for an amendment.</p>')
    truth = _lc_truth(f, up, " ".join(goods), docs, " ".join(app), " ".join(ben))
    return _page("MT700 advice", css, body), truth


def _lc_issuing_letter(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    iss, adv = f["issuing"], f["advising"]
    us = iss[4] == "USA"
    ds = "words_md" if us or rng.random() < 0.3 else "words_dm"
    ms = "eu" if f["currency"] == "EUR" and iss[4] != "GBR" and rng.random() < 0.7 else "en"
    money = (f"{f['currency']} {_money(f['amount'], ms)}" if rng.random() < 0.6
             else f"{_money(f['amount'], ms)} {f['currency']}")
    app_name, ben_name = f["applicant"][0], f["beneficiary"][0]
    app_addr, ben_lines = ", ".join(f["applicant"][1]), f["beneficiary"][1]
    kind = {"IRREVOCABLE": "irrevocable documentary credit",
            "IRREVOCABLE TRANSFERABLE": "irrevocable and transferable documentary credit",
            "IRREVOCABLE STANDBY": "irrevocable standby letter of credit"}
    p = [f"At the request and for the account of {_e(app_name)}, {_e(app_addr)} (the &ldquo;Applicant&rdquo;), we hereby "
         f"issue in your favour our {kind[f['form']]} number {_e(f['lc_number'])}, dated {_e(_date(f['issue'], ds))}, "
         f"for an amount of up to {_e(money)}."]
    tol = f["tol"]
    if tol[0] is not None:
        p[0] += (f" A tolerance of plus or minus {tol[0]} per cent applies to the amount." if tol[0] == tol[1] else
                 f" The amount may vary by plus {tol[0]} per cent and minus {tol[1]} per cent.")
    with_ = "any bank" if f["available_with"] == "ANY BANK" else _e(f["available_with"])
    p.append(f"This credit expires on {_e(_date(f['expiry'], ds))} in {_e(f['expiry_place'])} and is available with "
             f"{with_} by {_BY_WORDS[f['available_by']]}.")
    ship = []
    if f["port_of_loading"]:
        ship.append(f"shipment from {_e(f['port_of_loading'])}")
    if f["port_of_discharge"]:
        ship.append(f"discharge at {_e(f['port_of_discharge'])}")
    if f["latest_shipment"]:
        ship.append(f"shipment not later than {_e(_date(f['latest_shipment'], ds))}")
    ship = ["; ".join(ship)[0].upper() + "; ".join(ship)[1:]] if ship else []
    sentences = [ship[0] + "."] if ship else []
    if f["partial"]:
        sentences.append(f"Partial shipments are {_SHIP_WORDS[f['partial']]}.")
    if f["tranship"]:
        sentences.append(f"Transhipment is {_SHIP_WORDS[f['tranship']]}.")
    if sentences:
        p.append(" ".join(sentences))
    goods = " ".join(f["goods"])
    p.append(f"The credit covers: <i>{_e(goods)}</i>")
    docs = [d.rstrip(".") for d in f["documents"]]
    p.append(f"Documents required: {_e('; '.join(docs))}")
    if f["presentation"]:
        p.append(f"Documents must be presented within {f['presentation']} days after the date of shipment, but in any "
                 f"case within the validity of the credit.")
    p.append({"CONFIRM": f"We request {_e(adv[0])} to add its confirmation to this credit.",
              "MAY ADD": f"{_e(adv[0])} may add its confirmation to this credit at the beneficiary's request.",
              "WITHOUT": f"Please advise this credit to the beneficiary through {_e(adv[0])} without adding your "
                         f"confirmation."}[f["confirmation"]])
    p.append(f"This credit is subject to the {_RULE_WORDS[f['rules']]}.")
    css = ("body { font-family: 'Liberation Serif', Georgia, serif; font-size: 11pt; line-height: 1.45; }"
           "header { text-align: center; border-bottom: 1px double #444; padding-bottom: 6px; margin-bottom: 16px; }"
           "header .b { font-size: 16pt; letter-spacing: 2px; } header .s { font-size: 8.5pt; color: #555; }"
           ".to { margin: 12px 0; } p { margin: 0 0 9px; text-align: justify; } .sig { margin-top: 24px; }")
    when = _date(f["issue"], ds)
    body = (f'<header><div class="b">{_e(iss[0])}</div><div class="s">{_e(iss[2])} &middot; {_e(iss[3])} &middot; '
            f'{_e(_COUNTRIES[iss[4]][0])} &middot; SWIFT {_e(iss[1])} &middot; Trade Finance Department</div></header>'
            f'<div>{_e(_city(iss[3]))}, {_e(when)}</div><div class="to">To:<br><b>{_e(ben_name)}</b><br>'
            f'{_lines_html(ben_lines)}</div><p><b>Re: Documentary credit no. {_e(f["lc_number"])}</b></p>'
            f'<p>Dear Sirs,</p>' + "".join(f"<p>{x}</p>" for x in p)
            + f'<p>Yours faithfully,</p><p class="sig">for {_e(iss[0])}<br>Authorised signatories</p>')
    truth = _lc_truth(f, str, goods, docs, app_addr, " ".join(ben_lines))
    return _page("Documentary credit", css, body), truth


def _grid(headers: list[str], cells: list[str]) -> str:
    return ("<table class=\"g\"><tr>" + "".join(f"<th>{_e(h)}</th>" for h in headers) + "</tr><tr>"
            + "".join(f"<td>{c}</td>" for c in cells) + "</tr></table>")


def _lc_transposed_grid(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    iss, adv = f["issuing"], f["advising"]
    ds = "slash_md" if iss[4] == "USA" else rng.choice(("slash_dm", "dot_dm"))
    ms = "ch" if iss[4] == "CHE" else "eu" if iss[4] in ("DEU", "ITA", "ESP", "NLD", "TUR", "BRA") else "en"
    title = lambda v: v.capitalize() if v else ""  # noqa: E731
    app_html, app_addr = _pick_address(rng, f["applicant"][1])
    ben_html, ben_addr = _pick_address(rng, f["beneficiary"][1], rng.choice((None, ", ")))
    parties = ('<table class="p"><tr><th></th><th>Applicant</th><th>Beneficiary</th><th>Advising bank</th></tr>'
               f'<tr><th>Name</th><td>{_e(f["applicant"][0])}</td><td>{_e(f["beneficiary"][0])}</td>'
               f'<td>{_e(adv[0])}</td></tr>'
               f'<tr><th>Address</th><td>{app_html}</td><td>{ben_html}</td><td>{_e(adv[2])}<br>{_e(adv[3])}<br>'
               f'{_e(_COUNTRIES[adv[4]][0])}</td></tr><tr><th>BIC</th><td></td><td></td><td>{_e(adv[1])}</td></tr></table>')
    groups = [
        [("Credit number", _e(f["lc_number"])), ("Form", _e(title(f["form"]))), ("Issued on", _date(f["issue"], ds)),
         ("Rules", _e(f["rules"].replace(" LATEST VERSION", " latest version")))],
        [("Expires on", _date(f["expiry"], ds)), ("Place of expiry", _e(f["expiry_place"])),
         ("Currency", f["currency"]), ("Maximum amount", _money(f["amount"], ms)),
         ("Tolerance", f"+{f['tol'][0]} % / -{f['tol'][1]} %" if f["tol"][0] is not None else None)],
        [("Available with", _e(f["available_with"])), ("Available by", _e(title(f["available_by"][3:]))),
         ("Partial shipment", _e(title(f["partial"]))), ("Transhipment", _e(title(f["tranship"])))],
        [("Loading at", _o(f["port_of_loading"])), ("Discharge at", _o(f["port_of_discharge"])),
         ("Ship by", _date(f["latest_shipment"], ds) if f["latest_shipment"] else None),
         ("Presentation (days)", str(f["presentation"]) if f["presentation"] else None),
         ("Confirmation", _e(title(f["confirmation"])))],
    ]
    grids = []
    for g in groups:
        g = [(h, c) for h, c in g if c]
        grids.append(_grid([h for h, _ in g], [c for _, c in g]))
    bullets = rng.choice(("num", "paren"))
    docs_html = "".join(f"<li>{'' if bullets == 'num' else f'({i + 1}) '}{_e(d)}</li>"
                        for i, d in enumerate(f["documents"]))
    lst = "ol" if bullets == "num" else 'ul class="plain"'
    css = ("body { font-family: Verdana, 'DejaVu Sans', sans-serif; font-size: 8.5pt; color: #222; }"
           "header { background: #2f3e46; color: #fff; padding: 8px 10px; } header .b { font-size: 13pt; }"
           "h1 { font-size: 11pt; margin: 10px 0 6px; color: #2f3e46; } h2 { font-size: 9.5pt; margin: 10px 0 3px; }"
           "table { width: 100%; border-collapse: collapse; margin-bottom: 6px; } th, td { border: 1px solid #9aa5ab;"
           " padding: 3px 4px; vertical-align: top; text-align: left; } th { background: #e7ecee; font-weight: normal;"
           " font-size: 7.5pt; text-transform: uppercase; } table.p th:first-child { width: 10%; }"
           "ul.plain { list-style: none; padding-left: 8px; } li { margin-bottom: 2px; }")
    body = (f'<header><div class="b">{_e(iss[0])}</div>{_e(iss[2])}, {_e(iss[3])}, {_e(_COUNTRIES[iss[4]][0])} '
            f'&middot; {_e(iss[1])}</header><h1>Documentary credit issued &ndash; data sheet</h1>'
            f'<h2>Parties</h2>{parties}<h2>Terms</h2>{"".join(grids)}<h2>Goods</h2><p>{_lines_html(f["goods"])}</p>'
            f'<h2>Documents to be presented</h2><{lst}>{docs_html}</{lst.split()[0]}>'
            f'<p>Dates on this sheet are written {"month/day/year" if ds == "slash_md" else "day, month, year"}.</p>')
    truth = _lc_truth(f, str, " ".join(f["goods"]), list(f["documents"]), app_addr, ben_addr)
    return _page("Credit data sheet", css, body), truth


def _lc_numbered(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    iss, adv = f["issuing"], f["advising"]
    ds = "mon"
    app_html, app_addr = _pick_address(rng, f["applicant"][1])
    ben_html, ben_addr = _pick_address(rng, f["beneficiary"][1])
    form = {"IRREVOCABLE": "Irrevocable", "IRREVOCABLE TRANSFERABLE": "Irrevocable, transferable",
            "IRREVOCABLE STANDBY": "Irrevocable standby letter of credit"}[f["form"]]
    conf = {"CONFIRM": "Confirmation requested (CONFIRM)", "MAY ADD": "You may add your confirmation (MAY ADD)",
            "WITHOUT": "Without confirmation (WITHOUT)"}[f["confirmation"]]
    tol = f["tol"]
    bullet = rng.choice(("+", "&bull;", "&ndash;"))
    sections = [
        ("The credit", [("Documentary credit no.", _e(f["lc_number"])), ("Form", form),
                        ("Date of issue", _date(f["issue"], ds)), ("Governing rules", _e(_RULE_WORDS[f["rules"]]))]),
        ("Parties", [("Issuing bank", f"{_e(iss[0])}, {_e(_city(iss[3]))} (BIC {_e(iss[1])})"),
                     ("Ordering party (applicant)", f"<b>{_e(f['applicant'][0])}</b><br>{app_html}"),
                     ("Beneficiary", f"<b>{_e(f['beneficiary'][0])}</b><br>{ben_html}")]),
        ("Value and validity", [
            ("Amount", f"{f['currency']} {_money(f['amount'], 'en')}"),
            ("Amount tolerance", f"+{tol[0]} % / -{tol[1]} %" if tol[0] is not None else None),
            ("Expiry date", _date(f["expiry"], ds)), ("Place of expiry", _e(f["expiry_place"]))]),
        ("Availability", [("Nominated bank", _e(f["available_with"])),
                          ("Available by", _BY_WORDS[f["available_by"]].capitalize())]),
        ("Shipment", [("Partial shipments", _o(f["partial"] and _SHIP_WORDS[f["partial"]].capitalize())),
                      ("Transhipment", _o(f["tranship"] and _SHIP_WORDS[f["tranship"]].capitalize())),
                      ("Loading port", _o(f["port_of_loading"])), ("Discharge port", _o(f["port_of_discharge"])),
                      ("Latest shipment date", _date(f["latest_shipment"], ds) if f["latest_shipment"] else None)]),
        ("Goods", [("", _lines_html(f["goods"]))]),
        ("Documents required", [("", "<br>".join(f"{bullet} {_e(d)}" for d in f["documents"]))]),
        ("Presentation and confirmation", [
            ("Presentation period", f"{f['presentation']} days after shipment" if f["presentation"] else None),
            ("Confirmation", conf)]),
    ]
    html = []
    for i, (title, items) in enumerate([(t, [x for x in its if x[1]]) for t, its in sections], 1):
        html.append(f'<h2>{i}. {title}</h2><table>')
        for j, (label, value) in enumerate(items, 1):
            cells = f'<td class="n">{i}.{j}</td><td class="l">{label}</td><td>{value}</td>' if label else \
                f'<td class="n"></td><td colspan="2">{value}</td>'
            html.append(f"<tr>{cells}</tr>")
        html.append("</table>")
    css = ("body { font-family: 'Trebuchet MS', 'DejaVu Sans', sans-serif; font-size: 9.5pt; }"
           "header { border-left: 8px solid #a4161a; padding-left: 8px; margin-bottom: 10px; }"
           "header .b { font-size: 14pt; font-weight: bold; } h1 { font-size: 12pt; }"
           "h2 { font-size: 10pt; margin: 8px 0 2px; color: #a4161a; } table { width: 100%; border-collapse: collapse; }"
           "td { padding: 2px 4px; vertical-align: top; border-bottom: 1px solid #eee; } td.n { width: 6%; color: #777; }"
           "td.l { width: 30%; }")
    body = (f'<header><div class="b">{_e(adv[0])}</div>{_e(adv[2])}, {_e(adv[3])}, {_e(_COUNTRIES[adv[4]][0])}'
            f'</header><h1>Notification of documentary credit</h1><p>To {_e(f["beneficiary"][0])}: we notify you of the '
            f'following credit issued in your favour. Our file: {_fill(rng, "NDC-99999")}.</p>{"".join(html)}')
    truth = _lc_truth(f, str, " ".join(f["goods"]), list(f["documents"]), app_addr, ben_addr)
    return _page("Credit notification", css, body), truth


# -- loan applications ------------------------------------------------------------------------------

_LOAN_COUNTRY = {"loan_fact_find": ("GBR",), "loan_committee": ("ITA", "DEU", "FRA", "ESP", "CHE", "IRL", "SWE"),
                 "loan_bilingual_nl": ("NLD",), "loan_us_extract": ("USA",)}
_PHONES = {"GBR": ("07999 999999", "+44 7999 999 999"), "USA": ("(999) 555-9999", "999-555-9999"),
           "NLD": ("06-99999999", "+31 6 9999 9999"), "DEU": ("+49 151 99999999",), "ITA": ("+39 399 999 9999",),
           "FRA": ("06 99 99 99 99",), "ESP": ("+34 699 999 999",), "CHE": ("+41 79 999 99 99",),
           "IRL": ("+353 87 999 9999",), "SWE": ("070-999 99 99",)}
_MAIL_HOSTS = {"GBR": ("btinternet.com", "gmail.com"), "USA": ("gmail.com", "yahoo.com", "outlook.com"),
               "NLD": ("ziggo.nl", "kpnmail.nl"), "DEU": ("web.de", "gmx.de"), "ITA": ("libero.it", "gmail.com"),
               "FRA": ("orange.fr", "free.fr"), "ESP": ("telefonica.net", "gmail.com"), "CHE": ("bluewin.ch",),
               "IRL": ("eircom.net", "gmail.com"), "SWE": ("telia.com",)}
_LOCAL_CULTURE = {"GBR": "en", "USA": "en", "NLD": "nl", "DEU": "de", "ITA": "it", "FRA": "fr", "ESP": "es",
                  "CHE": "de", "IRL": "en", "SWE": "nord"}


def _ascii(text: str) -> str:
    text = text.replace("ß", "ss").replace("ł", "l").replace("Ł", "L").replace("ı", "i").replace("ø", "o")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if c.isascii() and (c.isalnum() or c in " -."))


def _loan_facts(rng: random.Random, layout: str) -> dict[str, Any]:
    country = rng.choice(_LOAN_COUNTRY[layout])
    cur = _COUNTRIES[country][2]
    culture = lambda: _LOCAL_CULTURE[country] if rng.random() < 0.6 else rng.choice(sorted(_NAMES))  # noqa: E731
    sex = rng.choice("MF")
    given, surname = _person(rng, culture(), sex)
    dob = _rand_date(rng, _dt.date(1956, 1, 1), _dt.date(2001, 12, 31))
    marital = rng.choices(("married", "unmarried", "separated"), weights=(50, 38, 12))[0]
    co = []
    for _ in range(rng.choices((0, 1, 2, 3), weights=(45, 38, 13, 4))[0]):
        g, s = _person(rng, culture(), rng.choice("MF"))
        if not co and marital == "married" and rng.random() < 0.5:
            s = surname
        while g == given or any(g == c[0] for c in co):
            g = _person(rng, rng.choice(sorted(_NAMES)), rng.choice("MF"))[0]
        co.append((g, s, _rand_date(rng, _dt.date(1950, 1, 1), _dt.date(2003, 12, 31))))
    user = _ascii(f"{given.split()[0]}.{surname}").lower().replace(" ", "")
    value = round(rng.uniform(160000, 1400000) * _FX[cur], -3)
    purpose = rng.choices(("purchase", "refinance", "construction", "other"), weights=(55, 25, 10, 10))[0]
    return {
        "country": country, "currency": cur, "given": given, "surname": surname, "dob": dob, "marital": marital,
        "email": f"{user}{rng.choice(('', str(rng.randint(1, 99))))}@{rng.choice(_MAIL_HOSTS[country])}"
                 if rng.random() < 0.8 else None,
        "phone": _fill(rng, rng.choice(_PHONES[country])) if rng.random() < 0.82 else None, "co": co,
        "employer": _company(rng, country, _EMPLOYER_TRADES),
        "start": _rand_date(rng, max(dob.replace(year=dob.year + 18), _dt.date(1985, 1, 1)), _dt.date(2025, 6, 30)),
        "monthly": round(rng.uniform(2400, 17000) * _FX[cur], rng.choice((0, 2))),
        "loan": round(value * rng.uniform(0.45, 0.9), rng.choice((-3, -2))), "purpose": purpose,
        "term": rng.choice((120, 180, 240, 240, 300, 300, 360, 360)) if rng.random() < 0.85 else rng.randrange(60, 420, 6),
        "rate": round(rng.uniform(1.4, 7.6) / 0.005) * 0.005, "value": value,
        "prop": _address(rng, country, rng.random() < 0.5),
        "app_no": _fill(rng, rng.choice(("MTG-9999-999999", "99999999", "AA/99/99999", "HL99999999A"))),
    }


def _loan_truth(f: dict[str, Any], name: str, co_names: list[str], prop: str,
                case: Callable[[str], str] = str) -> dict[str, Any]:
    return {
        "application_number": f["app_no"],
        "borrower": {"full_name": name, "date_of_birth": f["dob"].isoformat(), "marital_status": f["marital"],
                     "email": f["email"], "phone": f["phone"]},
        "co_borrowers": [{"full_name": n, "date_of_birth": c[2].isoformat()} for n, c in zip(co_names, f["co"])],
        "employer_name": case(f["employer"]), "employment_start_date": f["start"].isoformat(),
        "monthly_income": float(f["monthly"]), "income_currency": f["currency"], "loan_amount": float(f["loan"]),
        "loan_currency": f["currency"], "loan_purpose": f["purpose"], "loan_term_months": f["term"],
        "interest_rate_percent": round(f["rate"], 3), "property_address": prop, "property_value": float(f["value"]),
    }


_MARITAL_UK = {"married": ("Married", "Married / civil partnership"), "unmarried": ("Single", "Divorced", "Widowed"),
               "separated": ("Separated",)}
_PURPOSE_UK = {"purchase": "House purchase", "refinance": "Remortgage (no additional borrowing)",
               "construction": "Self-build / construction", "other": "Capital raising (other)"}


def _loan_fact_find(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    ds = "slash_dm"
    town = rng.choice(("Reading", "Leeds", "Norwich", "Exeter", "Harrogate"))
    broker = f"{rng.choice(_BRANDS)} Mortgage Services Ltd"
    clients = [(f["given"], f["surname"], f["dob"])] + list(f["co"])
    relation = ("", "Spouse / partner" if f["marital"] == "married" else "Partner", "Parent", "Sibling")
    heads = "".join(f"<th>Client {i}</th>" for i in range(1, len(clients) + 1))
    rows = [("Forename(s)", [_e(c[0]) for c in clients]), ("Surname", [_e(c[1]) for c in clients]),
            ("Date of birth", [_date(c[2], ds) for c in clients])]
    if len(clients) > 1:
        rows.append(("Relationship to Client 1", ["&mdash;"] + [relation[min(i, 3)] for i in range(1, len(clients))]))
    people = "".join(f"<tr><th>{label}</th>" + "".join(f"<td>{v}</td>" for v in vals) + "</tr>" for label, vals in rows)
    years, months = divmod(f["term"], 12)
    term = f"{years} years" if not months else f"{f['term']} months"
    prop_html, prop = _pick_address(rng, f["prop"], rng.choice((None, ", ")))
    sections = [
        ("Client 1 &ndash; personal details", [("Marital status", rng.choice(_MARITAL_UK[f["marital"]])),
                                                ("Email", _o(f["email"])), ("Mobile", _o(f["phone"]))]),
        ("Client 1 &ndash; employment and income", [
            ("Current employer", _e(f["employer"])), ("Employed since", _date(f["start"], ds)),
            ("Gross basic pay (monthly)", f"{f['currency']} {_money(f['monthly'], 'en')}")]),
        ("Mortgage requirement", [
            ("Case reference", _e(f["app_no"])), ("Reason for the mortgage", _PURPOSE_UK[f["purpose"]]),
            ("Amount to borrow", f"{f['currency']} {_money(f['loan'], 'en')}"), ("Mortgage term", term),
            ("Recommended product rate", f"{_rate(f['rate'], 'en')}%"), ("Property address", prop_html),
            ("Purchase price / estimated value", f"{f['currency']} {_money(f['value'], 'en')}")]),
    ]
    blocks = "".join(f"<h2>{t}</h2><table class=\"kv\">" + "".join(f"<tr><th>{k}</th><td>{v}</td></tr>"
                                                                  for k, v in items if v) + "</table>"
                     for t, items in sections)
    css = ("body { font-family: Calibri, Carlito, 'DejaVu Sans', sans-serif; font-size: 10pt; color: #202020; }"
           "header { display: flex; justify-content: space-between; border-bottom: 2px solid #7a4fa0; padding: 0 0 5px; }"
           "header .b { font-size: 15pt; color: #7a4fa0; } h1 { font-size: 13pt; margin: 10px 0; }"
           "h2 { font-size: 10.5pt; color: #7a4fa0; border-bottom: 1px solid #d9cbe6; margin: 12px 0 4px; }"
           "table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 3px 6px; }"
           "table.people th, table.people td { border: 1px solid #cfc4da; } table.people tr:first-child th"
           " { background: #efe8f5; } table.kv th { width: 38%; font-weight: normal; color: #555; }")
    body = (f'<header><div class="b">{_e(broker)}</div><div>{rng.randint(2, 90)} Market Street, {town}<br>'
            f'United Kingdom &middot; FCA authorised</div></header><h1>Mortgage fact-find</h1>'
            f'<p>Completed by your adviser at the first meeting. Please tell us if any detail is wrong.</p>'
            f'<h2>Applicants</h2><table class="people"><tr><th></th>{heads}</tr>{people}</table>{blocks}'
            f'<p style="font-size:8pt;color:#666">Your home may be repossessed if you do not keep up repayments on '
            f'your mortgage.</p>')
    names = [f"{c[0]} {c[1]}" for c in clients]
    return _page("Mortgage fact-find", css, body), _loan_truth(f, names[0], names[1:], prop)


_PURPOSE_MEMO = {"purchase": "the purchase of a residential property", "refinance": "the refinancing of an existing "
                 "mortgage held with another lender", "construction": "the construction of a new family home",
                 "other": "other purposes (renovation and consolidation of consumer debt)"}


def _loan_committee(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    bank = rng.choice([b for b in _BANKS if b[4] == f["country"]] or [b for b in _BANKS if b[4] in ("ITA", "DEU")])
    ds = rng.choice(("words_dm", "dot_dm")) if f["country"] != "IRL" else "words_dm"
    ms = "ch" if f["country"] == "CHE" else "en" if f["country"] == "IRL" else "eu"
    m = lambda v: f"{f['currency']} {_money(v, ms)}"  # noqa: E731
    rs = "eu" if ms == "eu" else "en"
    name = f"{f['given']} {f['surname']}"
    prop = ", ".join(f["prop"])
    paras = [f"<b>Applicant.</b> {_e(name)}, born {_date(f['dob'], ds)}, {f['marital']}, has applied under reference "
             f"{_e(f['app_no'])} for a mortgage loan for {_PURPOSE_MEMO[f['purpose']]}."]
    contact = []
    if f["email"]:
        contact.append(f"e-mail {_e(f['email'])}")
    if f["phone"]:
        contact.append(f"telephone {_e(f['phone'])}")
    if contact:
        paras[0] += f" Contact details on file: {'; '.join(contact)}."
    if f["co"]:
        joint = [f"{_e(g)} {_e(s)} (born {_date(d, ds)})" for g, s, d in f["co"]]
        paras.append(f"<b>Joint applicant{'s' if len(joint) > 1 else ''}.</b> "
                     f"{', '.join(joint[:-1]) + ' and ' + joint[-1] if len(joint) > 1 else joint[0]}, jointly and "
                     f"severally liable.")
    paras.append(f"<b>Income.</b> The applicant has been employed by {_e(f['employer'])} since "
                 f"{_date(f['start'], ds)}, on a permanent contract, with a gross monthly salary of {m(f['monthly'])} "
                 f"(payslips and employer's certificate verified).")
    paras.append(f"<b>Security.</b> First-ranking mortgage over the property at {_e(prop)}, valued at "
                 f"{m(f['value'])} by an independent valuer; loan-to-value {100 * f['loan'] / f['value']:.1f} %.")
    figures = [("Requested amount", m(f["loan"])), ("Term", f"{f['term']} months"),
               ("Interest rate", f"{_rate(f['rate'], rs)} % p.a."), ("Purpose", f["purpose"].capitalize()),
               ("Property value", m(f["value"]))]
    box = "".join(f"<tr><td>{k}</td><td><b>{v}</b></td></tr>" for k, v in figures)
    decision = rng.choice(("approve", "approve subject to conditions", "refer to the regional committee"))
    css = ("body { font-family: 'Palatino Linotype', 'URW Palladio L', 'DejaVu Serif', serif; font-size: 10.5pt; }"
           "header { border-top: 5px solid #3a5a40; padding-top: 4px; font-size: 9pt; } header b { font-size: 12pt; }"
           "h1 { font-size: 13pt; margin: 10px 0 2px; } .sub { color: #555; margin-bottom: 10px; }"
           ".box { float: right; width: 42%; margin: 0 0 8px 12px; border: 1px solid #3a5a40; }"
           ".box table { width: 100%; border-collapse: collapse; font-size: 9.5pt; } .box td { padding: 3px 6px;"
           " border-bottom: 1px solid #dde5dd; } .box caption { background: #3a5a40; color: #fff; padding: 3px; }"
           "p { text-align: justify; margin: 0 0 8px; }")
    body = (f"<header><b>{_e(bank[0])}</b> &middot; {_e(bank[3])}, {_e(_COUNTRIES[bank[4]][0])} &middot; Retail credit"
            f"</header><h1>Credit committee &ndash; mortgage proposal</h1><div class=\"sub\">Meeting of "
            f"{_date(_rand_date(rng, _dt.date(2025, 2, 1), _dt.date(2026, 4, 30)), ds)} &middot; Strictly confidential"
            f"</div><div class=\"box\"><table><caption>Key figures</caption>{box}</table></div>"
            + "".join(f"<p>{p}</p>" for p in paras)
            + f"<p><b>Recommendation.</b> Affordability and credit history are satisfactory; the credit officer "
              f"recommends that the committee {decision}.</p>")
    names = [f"{g} {s}" for g, s, _ in f["co"]]
    return _page("Credit committee", css, body), _loan_truth(f, name, names, prop)


_MARITAL_NL = {"married": "Gehuwd / <i>Married</i>", "unmarried": "Ongehuwd / <i>Unmarried</i>",
               "separated": "Gescheiden van tafel en bed / <i>Separated</i>"}
_PURPOSE_NL = {"purchase": "Aankoop woning / <i>Purchase</i>", "refinance": "Oversluiten / <i>Refinance</i>",
               "construction": "Nieuwbouw / <i>Construction</i>", "other": "Overig / <i>Other</i>"}


def _loan_bilingual_nl(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    bank = rng.choice([b for b in _BANKS if b[4] == "NLD"])
    ds = rng.choice(("dash_dm", "dot_dm"))
    m = lambda v: f"EUR {_money(v, 'eu')}" if rng.random() < 0.5 else f"{_money(v, 'eu')} EUR"  # noqa: E731
    prop_html, prop = _pick_address(rng, f["prop"])
    rows: list[tuple[str, str, str | None]] = [
        ("Aanvraagnummer", "Application number", _e(f["app_no"])), ("", "1. Aanvrager / Applicant", ""),
        ("Achternaam", "Surname", _e(f["surname"])), ("Voornamen", "First names", _e(f["given"])),
        ("Geboortedatum", "Date of birth", _date(f["dob"], ds)),
        ("Burgerlijke staat", "Marital status", _MARITAL_NL[f["marital"]]),
        ("E-mailadres", "E-mail address", _o(f["email"])), ("Telefoonnummer", "Telephone", _o(f["phone"])),
    ]
    for i, (g, s, d) in enumerate(f["co"], 1):
        rows += [("", f"{i + 1}. Mede-aanvrager / Co-applicant", ""),
                 ("Naam (voornamen, achternaam)", "Name (first names, surname)", _e(f"{g} {s}")),
                 ("Geboortedatum", "Date of birth", _date(d, ds))]
    rows += [
        ("", f"{len(f['co']) + 2}. Werk en inkomen / Employment and income", ""),
        ("Werkgever", "Employer", _e(f["employer"])), ("In dienst sinds", "Employed since", _date(f["start"], ds)),
        ("Bruto maandinkomen", "Gross monthly income", m(f["monthly"])),
        ("", f"{len(f['co']) + 3}. Financiering / Loan", ""),
        ("Doel", "Purpose", _PURPOSE_NL[f["purpose"]]), ("Hoofdsom", "Loan amount", m(f["loan"])),
        ("Looptijd (maanden)", "Term (months)", str(f["term"])),
        ("Rente", "Interest rate", f"{_rate(f['rate'], 'eu')}%"),
        ("Adres onderpand", "Address of the property", prop_html),
        ("Marktwaarde", "Market value", m(f["value"])),
    ]
    html = []
    for nl, en, v in rows:
        if v is None:
            continue
        if not nl:
            html.append(f'<tr class="s"><td colspan="2">{_e(en)}</td></tr>')
        else:
            html.append(f'<tr><td class="l">{_e(nl)}<span>{_e(en)}</span></td><td>{v}</td></tr>')
    css = ("body { font-family: 'Segoe UI', 'Noto Sans', 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #1b1b1b; }"
           "header { display: flex; justify-content: space-between; align-items: center; background: #ff6200; color:"
           " #fff; padding: 8px 12px; border-radius: 0 0 10px 10px; } header .b { font-size: 14pt; font-weight: 600; }"
           "h1 { font-size: 12.5pt; margin: 12px 0 2px; } h1 + p { margin-top: 0; color: #666; }"
           "table { width: 100%; border-collapse: separate; border-spacing: 0 2px; } td { padding: 3px 6px; }"
           "td.l { width: 42%; background: #fff3ea; } td.l span { display: block; font-size: 7.5pt; color: #8a5a3c;"
           " font-style: italic; } tr.s td { font-weight: 600; color: #ff6200; padding-top: 10px;"
           " border-bottom: 1px solid #ffb380; }")
    body = (f'<header><div class="b">{_e(bank[0])}</div><div>{_e(bank[2])}, {_e(bank[3])}<br>Nederland / '
            f'Netherlands</div></header><h1>Aanvraag hypothecaire lening<br>Mortgage loan application</h1>'
            f'<p>Alle bedragen in euro / <i>all amounts in euro</i></p><table>{"".join(html)}</table>'
            f'<p>Handtekening / <i>Signature</i>: ______________________</p>')
    names = [f"{g} {s}" for g, s, _ in f["co"]]
    return _page("Hypotheekaanvraag", css, body, "nl"), _loan_truth(f, f"{f['given']} {f['surname']}", names, prop)


def _loan_us_extract(rng: random.Random, f: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    bank = rng.choice([b for b in _BANKS if b[4] == "USA"])
    ds = "slash_md"
    up = str.upper
    prop = [up(x) for x in f["prop"]]
    m = lambda v: f"{_money(v, 'en'):>14}"  # noqa: E731
    purpose = {"purchase": "PURCHASE", "refinance": "REFI (RATE/TERM)", "construction": "CONSTRUCTION-PERM",
               "other": "OTHER"}[f["purpose"]]
    fields: list[tuple[str, str | None]] = [
        ("LOAN NUMBER", f["app_no"]), ("BORROWER NAME", up(f"{f['given']} {f['surname']}")),
        ("BORROWER DOB", _date(f["dob"], ds)), ("MARITAL STATUS", up(f["marital"])),
        ("HOME PHONE", f["phone"]), ("EMAIL ADDRESS", f["email"]),
    ]
    for i, (g, s, d) in enumerate(f["co"], 1):
        fields += [(f"CO-BORROWER {i}", up(f"{g} {s}")), (f"CO-BORR {i} DOB", _date(d, ds))]
    fields += [("EMPLOYER", up(f["employer"])), ("START DATE", _date(f["start"], ds)),
               ("BASE INCOME/MO", m(f["monthly"])), ("LOAN PURPOSE", purpose), ("LOAN AMOUNT", m(f["loan"])),
               ("TERM (MONTHS)", str(f["term"])), ("NOTE RATE", f"{_rate(f['rate'], 'en')}%"),
               ("SUBJECT PROPERTY", prop[0])]
    fields += [("", x) for x in prop[1:]]
    fields += [("APPRAISED VALUE", m(f["value"]))]
    lines = [f"LOAN ORIGINATION SYSTEM - APPLICATION SNAPSHOT          PAGE 1 OF 1", f"ALL AMOUNTS IN {f['currency']}", ""]
    for label, value in fields:
        if value is not None:
            lines.append(f"{label:<18}: {value}" if label else f"{'':20}{value}")
    lines += ["", f"PRINTED {_date(_rand_date(rng, _dt.date(2025, 1, 2), _dt.date(2026, 4, 30)), ds)} BY "
                  f"{_fill(rng, 'AAA999')}   ** END **"]
    css = ("body { font-family: 'Courier New', 'Liberation Mono', monospace; font-size: 9.5pt; }"
           "header { font-family: Arial, sans-serif; border-bottom: 1px solid #000; padding-bottom: 4px; }"
           "header b { font-size: 12pt; } pre { background: #f7f7f0; padding: 8px; border: 1px dashed #999;"
           " white-space: pre-wrap; }")
    body = (f"<header><b>{_e(bank[0])}</b><br>Residential Lending &middot; {_e(bank[2])}, {_e(bank[3])}, United States"
            f" &middot; NMLS #{rng.randint(100000, 999999)}</header><pre>{_e(chr(10).join(lines))}</pre>")
    truth = _loan_truth(f, up(f"{f['given']} {f['surname']}"), [up(f"{g} {s}") for g, s, _ in f["co"]],
                        " ".join(prop), up)
    return _page("Application snapshot", css, body), truth


# -- registry ---------------------------------------------------------------------------------------

_LAYOUTS: dict[str, dict[str, Callable[[random.Random, dict[str, Any]], tuple[str, dict[str, Any]]]]] = {
    "kyc_individual": {"kyc_questionnaire": _kyc_questionnaire, "kyc_bilingual_it": _kyc_bilingual_it,
                       "kyc_system_extract": _kyc_system_extract, "kyc_letter": _kyc_letter},
    "letter_of_credit": {"lc_swift_advice": _lc_swift_advice, "lc_issuing_letter": _lc_issuing_letter,
                         "lc_transposed_grid": _lc_transposed_grid, "lc_numbered": _lc_numbered},
    "loan_application": {"loan_fact_find": _loan_fact_find, "loan_committee": _loan_committee,
                         "loan_bilingual_nl": _loan_bilingual_nl, "loan_us_extract": _loan_us_extract},
}
_FACTS: dict[str, Callable[[random.Random, str], dict[str, Any]]] = {"kyc_individual": _kyc_facts,
                                                               "letter_of_credit": _lc_facts,
                                                               "loan_application": _loan_facts}

# For each layout, a phrase printed exactly when an optional field is stated (the tests check that
# an unstated field leaves no trace on the page).
_MARKERS: dict[str, dict[str, str]] = {
    "kyc_questionnaire": {"sex": "What sex is recorded", "employer_name": "Who is your employer",
                          "tax_identification_number": "tax identification number?"},
    "kyc_bilingual_it": {"sex": "Sesso", "employer_name": "Datore di lavoro",
                         "tax_identification_number": "Codice fiscale"},
    "kyc_system_extract": {"sex": "SEX .", "employer_name": "EMPLOYER .", "tax_identification_number": "TIN ."},
    "kyc_letter": {"sex": "records the sex as", "employer_name": "employed by",
                   "tax_identification_number": "tax identification number"},
    "lc_swift_advice": {"tolerance_plus_percent": ":39A:", "partial_shipments": ":43P:", "transhipment": ":43T:",
                        "port_of_loading": ":44E:", "port_of_discharge": ":44F:", "latest_shipment_date": ":44C:",
                        "presentation_period_days": ":48:"},
    "lc_issuing_letter": {"tolerance_plus_percent": "per cent", "partial_shipments": "Partial shipments are",
                          "transhipment": "Transhipment is", "port_of_loading": "hipment from",
                          "port_of_discharge": "discharge at", "latest_shipment_date": "not later than",
                          "presentation_period_days": "must be presented within"},
    "lc_transposed_grid": {"tolerance_plus_percent": "Tolerance", "partial_shipments": "Partial shipment",
                           "transhipment": "Transhipment", "port_of_loading": "Loading at",
                           "port_of_discharge": "Discharge at", "latest_shipment_date": "Ship by",
                           "presentation_period_days": "Presentation (days)"},
    "lc_numbered": {"tolerance_plus_percent": "Amount tolerance", "partial_shipments": "Partial shipments",
                    "transhipment": "Transhipment", "port_of_loading": "Loading port",
                    "port_of_discharge": "Discharge port", "latest_shipment_date": "Latest shipment date",
                    "presentation_period_days": "Presentation period"},
    "loan_fact_find": {"borrower.email": "Email", "borrower.phone": "Mobile", "co_borrowers": "Client 2"},
    "loan_committee": {"borrower.email": "e-mail", "borrower.phone": "telephone", "co_borrowers": "Joint applicant"},
    "loan_bilingual_nl": {"borrower.email": "E-mailadres", "borrower.phone": "Telefoonnummer",
                          "co_borrowers": "Mede-aanvrager"},
    "loan_us_extract": {"borrower.email": "EMAIL ADDRESS", "borrower.phone": "HOME PHONE",
                        "co_borrowers": "CO-BORROWER"},
}


def layouts(document_type: str) -> tuple[str, ...]:
    if document_type not in _LAYOUTS:
        raise ValueError(f"unknown document type {document_type!r}; one of {', '.join(DOCUMENT_TYPES)}")
    return tuple(_LAYOUTS[document_type])


def _rng(document_type: str, index: int, seed: int) -> random.Random:
    digest = hashlib.sha256(f"second-generator/{document_type}/{index}/{seed}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def generate(document_type: str, index: int, seed: int) -> ForeignDocument:
    names = layouts(document_type)
    layout = names[index % len(names)]
    rng = _rng(document_type, index, seed)
    page, truth = _LAYOUTS[document_type][layout](rng, _FACTS[document_type](rng, layout))
    return ForeignDocument(document_type, layout, page, truth)
