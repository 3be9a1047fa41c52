"""An independent generator of bank documents, for measuring generalisation.

This module is written deliberately without reading, copying or importing the project's
own document generator (``corpus.synth``), its models or its corpus notes. The models
were trained on documents from that generator; a benchmark built from the same code would
share its label wording, its layouts, its value pools and its quirks, and would measure
memorisation rather than generalisation. The only common ground is the extraction
contract (``docs/CONTRACT.md``) and the JSON Schemas in ``schemas/``: every ``truth``
record here is what that contract says an extraction of the printed page should read.

Design, in short:

* ``generate(type, index, seed)`` draws the *facts* of one document (a person, a credit,
  a loan) from a private ``random.Random``, then hands them to one of the type's layouts.
* A layout prints the facts as HTML and builds the truth **from the strings it printed**
  (after its own text transform, e.g. SWIFT upper-case ASCII), so truth and page cannot
  drift apart.
* Numeric dates follow the contract: day-first, unless the issuing institution (the bank
  whose letterhead the document carries) is in the United States, then month-first.

Standard library only; country names, demonyms and codes are kept in a table here.
"""
from __future__ import annotations

import html
import random
import textwrap
import unicodedata
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Callable

__all__ = ["DOCUMENT_TYPES", "ForeignDocument", "generate", "layouts"]

DOCUMENT_TYPES: tuple[str, ...] = ("kyc_individual", "letter_of_credit", "loan_application")


@dataclass(frozen=True)
class ForeignDocument:
    document_type: str   # "kyc_individual" | "letter_of_credit" | "loan_application"
    layout: str          # short name of the layout style used
    html: str            # a complete HTML page, to be printed to A4 PDF by Chromium
    truth: dict          # the record as the contract says the extraction should read it


# ---------------------------------------------------------------------------------------
# Countries
# ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Country:
    alpha3: str
    alpha2: str
    name: str
    demonym: str | None     # None: never printed as a nationality
    currency: str
    dial: str


_COUNTRY_ROWS = [
    ("USA", "US", "United States", "American", "USD", "+1"),
    ("GBR", "GB", "United Kingdom", "British", "GBP", "+44"),
    ("IRL", "IE", "Ireland", "Irish", "EUR", "+353"),
    ("DEU", "DE", "Germany", "German", "EUR", "+49"),
    ("FRA", "FR", "France", "French", "EUR", "+33"),
    ("ESP", "ES", "Spain", "Spanish", "EUR", "+34"),
    ("ITA", "IT", "Italy", "Italian", "EUR", "+39"),
    ("NLD", "NL", "Netherlands", "Dutch", "EUR", "+31"),
    ("SWE", "SE", "Sweden", "Swedish", "SEK", "+46"),
    ("NOR", "NO", "Norway", "Norwegian", "NOK", "+47"),
    ("DNK", "DK", "Denmark", "Danish", "DKK", "+45"),
    ("CHE", "CH", "Switzerland", "Swiss", "CHF", "+41"),
    ("POL", "PL", "Poland", "Polish", "PLN", "+48"),
    ("TUR", "TR", "Türkiye", "Turkish", "TRY", "+90"),
    ("SGP", "SG", "Singapore", "Singaporean", "SGD", "+65"),
    ("HKG", "HK", "Hong Kong", None, "HKD", "+852"),
    ("CHN", "CN", "China", "Chinese", "CNY", "+86"),
    ("JPN", "JP", "Japan", "Japanese", "JPY", "+81"),
    ("KOR", "KR", "Republic of Korea", "South Korean", "KRW", "+82"),
    ("IND", "IN", "India", "Indian", "INR", "+91"),
    ("ARE", "AE", "United Arab Emirates", "Emirati", "AED", "+971"),
    ("EGY", "EG", "Egypt", "Egyptian", "EGP", "+20"),
    ("NGA", "NG", "Nigeria", "Nigerian", "NGN", "+234"),
    ("ZAF", "ZA", "South Africa", "South African", "ZAR", "+27"),
    ("KEN", "KE", "Kenya", "Kenyan", "KES", "+254"),
    ("BRA", "BR", "Brazil", "Brazilian", "BRL", "+55"),
    ("MEX", "MX", "Mexico", "Mexican", "MXN", "+52"),
    ("CAN", "CA", "Canada", "Canadian", "CAD", "+1"),
    ("AUS", "AU", "Australia", "Australian", "AUD", "+61"),
    ("VNM", "VN", "Viet Nam", "Vietnamese", "VND", "+84"),
]
_COUNTRIES = {row[0]: _Country(*row) for row in _COUNTRY_ROWS}


def _country(alpha3: str) -> _Country:
    return _COUNTRIES[alpha3]


# ---------------------------------------------------------------------------------------
# People: names by culture, and which cultures a nationality draws on
# ---------------------------------------------------------------------------------------

# culture -> (male given names, female given names, surnames)
_NAMES: dict[str, tuple[list[str], list[str], list[str]]] = {
    "nordic": (["Erik", "Lars", "Johan", "Anders", "Nils", "Søren", "Henrik", "Magnus"],
               ["Anna", "Karin", "Ingrid", "Elin", "Sofia", "Mette", "Astrid", "Linnea"],
               ["Eriksson", "Lindqvist", "Bergström", "Nyström", "Åkesson", "Østergaard",
                "Halvorsen", "Kjær", "Sandberg"]),
    "german": (["Jürgen", "Matthias", "Lukas", "Stefan", "Florian", "Tobias"],
               ["Sabine", "Katrin", "Lena", "Jutta", "Miriam", "Annika"],
               ["Müller", "Schröder", "Becker", "Hoffmann", "Vogel", "Krüger", "Zimmermann",
                "Weiß", "Brandt"]),
    "french": (["Antoine", "Mathieu", "Jean-Luc", "Olivier", "Théo", "Benoît"],
               ["Hélène", "Camille", "Élodie", "Sophie", "Margaux", "Isabelle"],
               ["Dubois", "Lefèvre", "Moreau", "Girard", "Faure", "Rousseau", "Mercier"]),
    "spanish": (["José", "Alejandro", "Javier", "Diego", "Andrés", "Pablo"],
                ["Lucía", "Carmen", "María José", "Elena", "Valentina", "Paula"],
                ["García López", "Fernández Ruiz", "Martínez Soto", "Ramírez Ortega",
                 "Navarro", "Castillo", "Herrera Vidal"]),
    "italian": (["Marco", "Giuseppe", "Luca", "Alessandro", "Davide", "Stefano"],
                ["Giulia", "Francesca", "Chiara", "Federica", "Martina", "Alessia"],
                ["Rossi", "Bianchi", "Esposito", "Romano", "Conti", "De Luca", "Ferrari"]),
    "dutch": (["Pieter", "Daan", "Joost", "Bram", "Ruben"],
              ["Sanne", "Femke", "Lotte", "Marieke", "Eva"],
              ["de Vries", "van den Berg", "Jansen", "Bakker", "van Dijk", "Visser"]),
    "english": (["James", "Oliver", "Thomas", "William", "Daniel", "Michael", "Christopher"],
                ["Emily", "Charlotte", "Sarah", "Jennifer", "Megan", "Rachel", "Ashley"],
                ["Smith", "O'Brien", "Davies", "Thompson", "Clarke", "Johnson", "Williams",
                 "Anderson", "Miller", "MacLeod", "Walsh"]),
    "chinese": (["Wei", "Jianguo", "Haoran", "Zhiwei", "Jun"],
                ["Xiaomei", "Lihua", "Yan", "Jing", "Meilin"],
                ["Zhang", "Wang", "Liu", "Chen", "Huang", "Zhou"]),
    "japanese": (["Hiroshi", "Takeshi", "Kenji", "Daisuke", "Ryo"],
                 ["Yuki", "Akiko", "Haruka", "Naomi", "Emi"],
                 ["Tanaka", "Suzuki", "Watanabe", "Yamamoto", "Kobayashi", "Sato"]),
    "korean": (["Min-jun", "Ji-hoon", "Seung-woo", "Hyun-woo"],
               ["Seo-yeon", "Ji-woo", "Soo-ah", "Eun-ji"],
               ["Kim", "Lee", "Park", "Choi", "Jung", "Kang"]),
    "indian": (["Rahul", "Arjun", "Vikram", "Sanjay", "Karthik", "Rohan"],
               ["Priya", "Ananya", "Deepika", "Kavya", "Meera", "Lakshmi"],
               ["Sharma", "Iyer", "Reddy", "Patel", "Banerjee", "Nair", "Menon"]),
    "arabic": (["Mohammed", "Omar", "Khalid", "Youssef", "Tariq", "Hassan"],
               ["Fatima", "Layla", "Noor", "Mariam", "Salma", "Huda"],
               ["Al Mansouri", "Al Hashimi", "Haddad", "El-Sayed", "Nasser", "Farouk"]),
    "nigerian": (["Chukwuemeka", "Oluwaseun", "Tunde", "Ikenna", "Babajide"],
                 ["Ngozi", "Adaeze", "Funmilayo", "Chiamaka", "Yetunde"],
                 ["Okafor", "Adeyemi", "Balogun", "Eze", "Okonkwo", "Adebayo"]),
    "east_african": (["Juma", "Otieno", "Kamau", "Baraka"],
                     ["Wanjiru", "Achieng", "Amani", "Neema"],
                     ["Mwangi", "Odhiambo", "Njoroge", "Kariuki", "Wafula"]),
    "south_african": (["Thabo", "Sipho", "Pieter", "Johan"],
                      ["Lerato", "Naledi", "Anri", "Zanele"],
                      ["Nkosi", "Dlamini", "Mokoena", "van der Merwe", "Botha"]),
    "turkish": (["Mehmet", "Emre", "Burak", "Mustafa", "Can"],
                ["Ayşe", "Zeynep", "Elif", "Merve", "Selin"],
                ["Şahin", "Çelik", "Demir", "Kaya", "Öztürk", "Doğan"]),
    "polish": (["Piotr", "Krzysztof", "Tomasz", "Michał", "Paweł"],
               ["Agnieszka", "Katarzyna", "Małgorzata", "Joanna", "Zofia"],
               ["Nowak", "Wójcik", "Mazur", "Krawczyk", "Zając", "Dudek"]),
    "brazilian": (["João", "Pedro", "Rafael", "Thiago", "Lucas"],
                  ["Ana Paula", "Juliana", "Beatriz", "Fernanda", "Camila"],
                  ["Silva", "Santos", "Oliveira", "Souza", "Pereira da Costa", "Rodrigues"]),
    "mexican": (["Alejandro", "Carlos", "Jorge", "Luis Miguel"],
                ["Guadalupe", "Mariana", "Ximena", "Sofía"],
                ["Hernández Cruz", "González", "Ramírez", "Torres Medina", "Flores"]),
    "vietnamese": (["Minh", "Tuan", "Quang", "Duc"],
                   ["Huong", "Lan", "Thu", "Linh"],
                   ["Nguyen", "Tran", "Le", "Pham", "Vo"]),
}

# nationality -> cultures its people's names are drawn from (first is the most common)
_NATION_CULTURES: dict[str, list[str]] = {
    "USA": ["english", "english", "spanish", "chinese", "indian", "korean", "vietnamese"],
    "GBR": ["english", "english", "indian", "nigerian", "polish", "chinese"],
    "IRL": ["english"], "DEU": ["german", "german", "turkish"], "FRA": ["french", "french", "arabic"],
    "ESP": ["spanish"], "ITA": ["italian"], "NLD": ["dutch", "dutch", "turkish"],
    "SWE": ["nordic"], "NOR": ["nordic"], "DNK": ["nordic"], "CHE": ["german", "french", "italian"],
    "POL": ["polish"], "TUR": ["turkish"], "SGP": ["chinese", "chinese", "indian"],
    "CHN": ["chinese"], "JPN": ["japanese"], "KOR": ["korean"], "IND": ["indian"],
    "ARE": ["arabic"], "EGY": ["arabic"], "NGA": ["nigerian"], "ZAF": ["south_african"],
    "KEN": ["east_african"], "BRA": ["brazilian"], "MEX": ["mexican"],
    "CAN": ["english", "french", "chinese", "indian"], "AUS": ["english", "english", "chinese", "vietnamese"],
    "VNM": ["vietnamese"],
}

# Nationalities a KYC customer is drawn from (weighted by repetition)
_KYC_NATIONALITIES = ["GBR", "GBR", "USA", "USA", "DEU", "FRA", "ESP", "ITA", "NLD", "SWE", "NOR",
                      "DNK", "CHE", "POL", "TUR", "SGP", "CHN", "JPN", "KOR", "IND", "IND", "ARE",
                      "EGY", "NGA", "ZAF", "KEN", "BRA", "MEX", "CAN", "AUS", "IRL", "VNM"]


@dataclass(frozen=True)
class _Person:
    given: str          # given names, as written (may hold a middle name)
    surname: str
    sex: str            # "M" | "F" | "X"
    dob: date
    nationality: str    # alpha-3

    @property
    def full(self) -> str:
        return f"{self.given} {self.surname}"


def _random_date(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randint(0, (end - start).days))


def _person(rng: random.Random, nationality: str, born_from: int = 1950, born_to: int = 2003,
            sex: str | None = None) -> _Person:
    culture = rng.choice(_NATION_CULTURES[nationality])
    male, female, surnames = _NAMES[culture]
    if sex is None:
        sex = rng.choices(["M", "F", "X"], weights=[49, 49, 2])[0]
    pool = male if sex == "M" else female if sex == "F" else male + female
    given = rng.choice(pool)
    if rng.random() < 0.22 and " " not in given and culture not in ("chinese", "korean", "vietnamese"):
        second = rng.choice(pool)
        if second != given and " " not in second:
            given = f"{given} {second}"
    dob = _random_date(rng, date(born_from, 1, 1), date(born_to, 12, 28))
    return _Person(given, rng.choice(surnames), sex, dob, nationality)


# ---------------------------------------------------------------------------------------
# Addresses: street templates and "city line" templates per country (country line apart)
# ---------------------------------------------------------------------------------------

_ADDRESSES: dict[str, tuple[list[str], list[str]]] = {
    "USA": (["{N} Maple Avenue", "{N} Oak Street, Apt {a}", "{n} West 57th Street, Apt {f}B",
             "{N} Lakeshore Drive", "{N} Peachtree Road NE, Unit {a}", "{N} Mission Street"],
            ["Springfield, IL 62704", "Austin, TX 78701", "New York, NY 10019", "Chicago, IL 60611",
             "Atlanta, GA 30305", "San Francisco, CA 94105", "Denver, CO 80202", "Boston, MA 02116"]),
    "GBR": (["Flat {a}, {n} Kensington Gardens", "{n} Albert Road", "{n} Cathedral Close",
             "{n} Victoria Street", "The Old Rectory, {n} Church Lane"],
            ["London W8 4PX", "Manchester M20 2RN", "Edinburgh EH3 9QG", "Bristol BS8 1TH",
             "Leeds LS6 2AB", "Cambridge CB2 1RH"]),
    "IRL": (["{n} Merrion Square North", "Apartment {a}, The Maltings, Bow Street", "{n} Griffith Avenue"],
            ["Dublin 2, D02 XE80", "Dublin 9, D09 K2W3", "Cork, T12 R2NC", "Galway, H91 E2K3"]),
    "DEU": (["Lindenstraße {n}", "Goethestraße {n}a", "Am Hafen {n}", "Schillerplatz {n}"],
            ["80331 München", "20457 Hamburg", "10115 Berlin", "60311 Frankfurt am Main",
             "50667 Köln", "70173 Stuttgart"]),
    "FRA": (["{n} Rue de la Paix", "{n} Avenue Jean Jaurès", "{n} Boulevard Haussmann",
             "{n} Rue des Lilas, Bâtiment B"],
            ["75002 Paris", "69003 Lyon", "13006 Marseille", "33000 Bordeaux", "31000 Toulouse"]),
    "ESP": (["Calle de Alcalá {n}, {f}º B", "Avenida Diagonal {N}, {f}º {a}ª", "Calle Mayor {n}"],
            ["28014 Madrid", "08029 Barcelona", "46004 Valencia", "41001 Sevilla"]),
    "ITA": (["Via Giuseppe Garibaldi {n}", "Corso Vittorio Emanuele II {n}", "Piazza della Repubblica {n}"],
            ["20121 Milano MI", "00186 Roma RM", "10123 Torino TO", "50123 Firenze FI"]),
    "NLD": (["Keizersgracht {N}", "Herengracht {n}-II", "Laan van Meerdervoort {N}"],
            ["1016 DV Amsterdam", "2517 AK Den Haag", "3011 AD Rotterdam", "3511 LN Utrecht"]),
    "SWE": (["Storgatan {n}", "Drottninggatan {n}, lgh {N}", "Kungsportsavenyen {n}"],
            ["114 51 Stockholm", "411 38 Göteborg", "211 22 Malmö", "753 20 Uppsala"]),
    "NOR": (["Karl Johans gate {n}", "Bygdøy allé {n}", "Strandgaten {n}"],
            ["0159 Oslo", "0257 Oslo", "5013 Bergen", "7011 Trondheim"]),
    "DNK": (["Østerbrogade {n}, {f}. tv", "Nørregade {n}", "Vesterbrogade {n}, {f}. th"],
            ["2100 København Ø", "1165 København K", "8000 Aarhus C", "5000 Odense C"]),
    "CHE": (["Bahnhofstrasse {n}", "Rue du Rhône {n}", "Seefeldstrasse {n}"],
            ["8001 Zürich", "1204 Genève", "4051 Basel", "3011 Bern", "6900 Lugano"]),
    "POL": (["ul. Marszałkowska {n} m. {a}", "ul. Floriańska {n}", "al. Jerozolimskie {N}"],
            ["00-514 Warszawa", "31-019 Kraków", "80-831 Gdańsk", "50-077 Wrocław"]),
    "TUR": (["Bağdat Caddesi No: {n} D: {a}", "Cumhuriyet Caddesi No: {n}", "Atatürk Bulvarı No: {N}"],
            ["34728 Kadıköy / İstanbul", "06420 Çankaya / Ankara", "35210 Konak / İzmir"]),
    "SGP": (["Blk {N} Ang Mo Kio Avenue 3, #{f}-{N}", "{n} Cairnhill Road, #{f}-0{a}",
             "{n} Marine Parade Road, #{f}-{N}"],
            ["Singapore 560123", "Singapore 229725", "Singapore 449282"]),
    "HKG": (["Flat {f}B, Tower {a}, Harbour View Garden", "Room {N}, {f}/F, Kowloon Centre"],
            ["18 Harbour Road, Wan Chai", "29 Ashley Road, Tsim Sha Tsui", "3 Tai Koo Wan Road, Quarry Bay"]),
    "CHN": (["Room {N}, {n} Century Avenue, Pudong New District", "Unit {f}0{a}, {n} Jianguo Road, Chaoyang District"],
            ["Shanghai 200120", "Beijing 100022", "Shenzhen 518048", "Guangzhou 510623"]),
    "JPN": (["{a}-{f}-{n} Nishi-Shinjuku, Shinjuku-ku", "{a}-{n} Umeda, Kita-ku", "{a}-{f}-{n} Minatomirai, Nishi-ku"],
            ["Tokyo 163-1030", "Osaka 530-0001", "Yokohama 220-0012"]),
    "KOR": (["{N} Teheran-ro, Gangnam-gu", "{n} Sejong-daero, Jung-gu", "Apt {N}, {n} Olympic-ro, Songpa-gu"],
            ["Seoul 06164", "Seoul 04519", "Seoul 05551"]),
    "IND": (["Flat {N}, Sea Breeze Apartments, Carter Road, Bandra West", "{n} MG Road, Indiranagar",
             "House No. {N}, Sector {f}"],
            ["Mumbai 400050, Maharashtra", "Bengaluru 560038, Karnataka", "Gurugram 122001, Haryana",
             "Chennai 600017, Tamil Nadu"]),
    "ARE": (["Villa {n}, Street {f}, Al Barsha 2", "Apartment {N}, Marina Heights Tower, Dubai Marina",
             "Flat {N}, Al Reem Island, Sky Tower"],
            ["Dubai", "Abu Dhabi", "P.O. Box {N}, Dubai"]),
    "EGY": (["{n} Road 9, Maadi", "{n} El Nile Street, Agouza", "Apartment {a}, {n} Abou El Feda Street, Zamalek"],
            ["Cairo 11728", "Giza 12655", "Cairo 11211"]),
    "NGA": (["{n} Adeola Odeku Street, Victoria Island", "{n} Awolowo Road, Ikoyi", "Plot {N}, Cadastral Zone A0, Wuse II"],
            ["Lagos 101241", "Lagos 106104", "Abuja 900288"]),
    "ZAF": (["{n} Jan Smuts Avenue, Rosebank", "{n} Kloof Street, Gardens", "Unit {a}, {n} Rivonia Road, Sandton"],
            ["Johannesburg 2196", "Cape Town 8001", "Johannesburg 2196"]),
    "KEN": (["Riverside Drive, Block C, Apt {a}", "{n} Ngong Road, Kilimani", "House {n}, Lavington Green"],
            ["P.O. Box {N}-00100 Nairobi", "Nairobi 00100", "Mombasa 80100"]),
    "BRA": (["Rua Oscar Freire, {N}, apto {f}4", "Avenida Atlântica, {N}, apto {N}", "Rua da Bahia, {N}"],
            ["São Paulo - SP, 01426-001", "Rio de Janeiro - RJ, 22021-001", "Belo Horizonte - MG, 30160-011"]),
    "MEX": (["Av. Paseo de la Reforma {N}, Col. Juárez", "Calle Amsterdam {n}, Col. Condesa", "Av. Vallarta {N}"],
            ["06600 Ciudad de México, CDMX", "06140 Ciudad de México, CDMX", "44100 Guadalajara, Jal."]),
    "CAN": (["{N} Rue Sherbrooke Ouest, Suite {N}", "{n} Queen Street West, Unit {a}", "{N} Robson Street"],
            ["Montréal QC H3H 1G7", "Toronto ON M5H 2N2", "Vancouver BC V6E 1B5", "Calgary AB T2P 2M5"]),
    "AUS": (["Unit {a}, {n} Bridge Street", "{n} Collins Street", "{n} Adelaide Terrace"],
            ["Sydney NSW 2000", "Melbourne VIC 3000", "Perth WA 6000", "Brisbane QLD 4000"]),
    "VNM": (["{n} Nguyen Hue Boulevard, Ben Nghe Ward, District 1", "{n} Hang Bai Street, Hoan Kiem District"],
            ["Ho Chi Minh City 700000", "Hanoi 100000"]),
}


def _address_lines(rng: random.Random, alpha3: str) -> list[str]:
    """Street line(s) and the city/postcode line; the country line is added by the layout."""
    streets, cities = _ADDRESSES[alpha3]

    def fill(template: str) -> str:
        return template.format(n=rng.randint(1, 199), N=rng.randint(100, 2999),
                               a=rng.randint(1, 9), f=rng.randint(2, 24))

    lines = [fill(rng.choice(streets))]
    city = fill(rng.choice(cities))
    lines.append(city)
    return lines


# ---------------------------------------------------------------------------------------
# Banks (all made up) and companies
# ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Bank:
    name: str
    country: str         # alpha-3
    code: str            # 4-letter BIC bank code
    location: str        # 2-character BIC location code
    address: tuple[str, ...]
    city: str            # English city name, as a place of expiry would be written
    web: str

    @property
    def bic(self) -> str:
        return f"{self.code}{_country(self.country).alpha2}{self.location}"

    @property
    def us(self) -> bool:
        return self.country == "USA"


_BANKS = [
    _Bank("Kestrel Bank plc", "GBR", "KSTR", "2L",
          ("1 Fenchurch Place", "London EC3M 4AJ"), "London", "kestrelbank.co.uk"),
    _Bank("Thameside Mutual Bank", "GBR", "THMB", "22",
          ("40 Broad Street", "Reading RG1 2BA"), "Reading", "thamesidemutual.co.uk"),
    _Bank("Hudson Crest Bank, N.A.", "USA", "HUDC", "33",
          ("250 Park Avenue South", "New York, NY 10003"), "New York", "hudsoncrest.com"),
    _Bank("First Prairie National Bank", "USA", "FPNB", "UM",
          ("400 Locust Street", "Des Moines, IA 50309"), "Des Moines", "firstprairie.com"),
    _Bank("Golden Bay Savings Bank", "USA", "GBSB", "S6",
          ("1 Embarcadero Center", "San Francisco, CA 94111"), "San Francisco", "goldenbaysavings.com"),
    _Bank("Rheinland Handelsbank AG", "DEU", "RHHB", "DD",
          ("Königsallee 61", "40215 Düsseldorf"), "Düsseldorf", "rheinland-handelsbank.de"),
    _Bank("Hanseatische Privatbank AG", "DEU", "HAPB", "HH",
          ("Ballindamm 17", "20095 Hamburg"), "Hamburg", "hanseatische-privatbank.de"),
    _Bank("Banque Vauclair S.A.", "FRA", "BVCL", "PP",
          ("18 Place Bellecour", "69002 Lyon"), "Lyon", "banque-vauclair.fr"),
    _Bank("Amstel Handelsbank N.V.", "NLD", "AMHB", "2A",
          ("Rokin 55", "1012 KK Amsterdam"), "Amsterdam", "amstelhandelsbank.nl"),
    _Bank("Helvetia Privatbank AG", "CHE", "HPBK", "ZZ",
          ("Paradeplatz 4", "8001 Zürich"), "Zurich", "helvetia-privatbank.ch"),
    _Bank("Nordvik Sparbank AB", "SWE", "NVSB", "SS",
          ("Sveavägen 24", "111 57 Stockholm"), "Stockholm", "nordviksparbank.se"),
    _Bank("Straits Pacific Bank Limited", "SGP", "STPB", "SG",
          ("8 Marina View, #21-01", "Singapore 018960"), "Singapore", "straitspacific.com.sg"),
    _Bank("Lotus Harbour Bank Limited", "HKG", "LOHB", "HH",
          ("88 Des Voeux Road Central", "Central, Hong Kong"), "Hong Kong", "lotusharbour.com.hk"),
    _Bank("Crescent Gulf Bank PJSC", "ARE", "CGBK", "AD",
          ("Sheikh Zayed Road, Emirates Towers", "P.O. Box 4471, Dubai"), "Dubai", "crescentgulf.ae"),
    _Bank("Sahyadri Commercial Bank Ltd.", "IND", "SHYD", "BB",
          ("Nariman Point, Maker Chambers IV", "Mumbai 400021"), "Mumbai", "sahyadribank.in"),
    _Bank("Banco Atlántico Sur, S.A.", "ESP", "BATS", "MM",
          ("Paseo de la Castellana 89", "28046 Madrid"), "Madrid", "bancoatlanticosur.es"),
    _Bank("Banca Alpina Lombarda S.p.A.", "ITA", "BALP", "MM",
          ("Via Dante 7", "20123 Milano"), "Milan", "bancaalpina.it"),
    _Bank("Maple Ridge Trust Company", "CAN", "MRTC", "T2",
          ("100 King Street West", "Toronto ON M5X 1A9"), "Toronto", "mapleridgetrust.ca"),
    _Bank("Southern Cross Mutual Bank Ltd", "AUS", "SCMB", "2S",
          ("Level 12, 1 Martin Place", "Sydney NSW 2000"), "Sydney", "southerncrossmutual.com.au"),
    _Bank("Eko Atlantic Merchant Bank Limited", "NGA", "EKAM", "LA",
          ("Plot 1681, Sanusi Fafunwa Street", "Victoria Island, Lagos"), "Lagos", "ekoatlanticmb.ng"),
    _Bank("Boğaziçi Ticaret Bankası A.Ş.", "TUR", "BGZT", "IS",
          ("Büyükdere Caddesi No: 121", "34394 Şişli / İstanbul"), "Istanbul", "bogazicibank.com.tr"),
    _Bank("Huaxia Harbour Commercial Bank", "CHN", "HXHC", "SH",
          ("100 Lujiazui Ring Road", "Shanghai 200120"), "Shanghai", "hxhbank.cn"),
    _Bank("Sakura Coast Bank, Ltd.", "JPN", "SKCB", "JT",
          ("2-1-1 Marunouchi, Chiyoda-ku", "Tokyo 100-0005"), "Tokyo", "sakuracoast.co.jp"),
    _Bank("Hangang Industrial Bank", "KOR", "HGIB", "SE",
          ("50 Eulji-ro, Jung-gu", "Seoul 04539"), "Seoul", "hangangbank.kr"),
    _Bank("Banco Paulista do Comércio S.A.", "BRA", "BPCM", "SP",
          ("Avenida Paulista, 1374", "São Paulo - SP, 01310-100"), "Sao Paulo", "bancopaulista.com.br"),
    _Bank("Banco del Valle de Anáhuac", "MEX", "BVAN", "MM",
          ("Av. Insurgentes Sur 1602", "03940 Ciudad de México"), "Mexico City", "bancovalleanahuac.mx"),
    _Bank("Liffey Commercial Bank DAC", "IRL", "LIFC", "2D",
          ("2 Grand Canal Square", "Dublin 2, D02 A342"), "Dublin", "liffeybank.ie"),
    _Bank("Bank Wiślany S.A.", "POL", "BWSL", "PW",
          ("ul. Prosta 51", "00-838 Warszawa"), "Warsaw", "bankwislany.pl"),
    _Bank("Highveld Commerce Bank Limited", "ZAF", "HVCB", "JJ",
          ("135 Rivonia Road, Sandton", "Johannesburg 2196"), "Johannesburg", "highveldbank.co.za"),
    _Bank("Rift Valley Bank Limited", "KEN", "RVBK", "NA",
          ("Upper Hill Road, Rift Towers", "P.O. Box 30120-00100 Nairobi"), "Nairobi", "riftvalleybank.co.ke"),
    _Bank("Mekong Commercial Bank", "VNM", "MKCB", "VX",
          ("72 Le Thanh Ton Street, District 1", "Ho Chi Minh City 700000"), "Ho Chi Minh City", "mekongbank.vn"),
    _Bank("Nile Delta Bank S.A.E.", "EGY", "NDBK", "CX",
          ("12 Kasr El Nil Street", "Cairo 11511"), "Cairo", "niledeltabank.com.eg"),
]


def _bank_in(rng: random.Random, alpha3: str | None = None, exclude: _Bank | None = None) -> _Bank:
    pool = [b for b in _BANKS if (alpha3 is None or b.country == alpha3) and b is not exclude]
    if not pool:
        pool = [b for b in _BANKS if b is not exclude]
    return rng.choice(pool)


# stems of made-up company names per country, and the legal forms used there
_COMPANY_STEMS: dict[str, tuple[list[str], list[str]]] = {
    "USA": (["Pacific Rim", "Great Lakes", "Bluewater", "Redwood", "Liberty Harbor", "Cascade"], ["Inc.", "LLC", "Corp."]),
    "GBR": (["Thornbury", "Kestrel", "Ashdown", "Pennine", "Wessex", "Harrowgate"], ["Ltd", "Limited", "plc"]),
    "IRL": (["Shannon", "Liffey Valley", "Connacht"], ["Limited", "DAC"]),
    "DEU": (["Rheintal", "Alster", "Bergmann", "Schwarzwald", "Nordhafen"], ["GmbH", "AG", "GmbH & Co. KG"]),
    "FRA": (["Vauclair", "Lumière", "Beaulieu", "Rhône-Alpes"], ["SAS", "S.A.", "SARL"]),
    "ESP": (["Ibérica", "Levante", "Cantábrico", "Guadalquivir"], ["S.L.", "S.A."]),
    "ITA": (["Adriatica", "Lombarda", "Toscana", "Dolomiti"], ["S.r.l.", "S.p.A."]),
    "NLD": (["Zeeland", "Maasvlakte", "Holland", "Amstel"], ["B.V.", "N.V."]),
    "SWE": (["Nordvik", "Fjällström", "Solberga", "Vänern"], ["AB"]),
    "NOR": (["Fjordline", "Nordkapp", "Bergen Kyst"], ["AS", "ASA"]),
    "DNK": (["Øresund", "Jylland", "Nordsø"], ["A/S", "ApS"]),
    "CHE": (["Alpenblick", "Helvetica", "Léman"], ["AG", "SA"]),
    "POL": (["Wisła", "Bałtyk", "Mazowsze"], ["Sp. z o.o.", "S.A."]),
    "TUR": (["Anadolu", "Ege", "Marmara", "Boğaziçi"], ["Sanayi ve Ticaret A.Ş.", "Ltd. Şti.", "A.Ş."]),
    "SGP": (["Straits", "Lion City", "Temasek Bay", "Orchid"], ["Pte. Ltd."]),
    "HKG": (["Victoria Harbour", "Kowloon Bay", "Jade Dragon"], ["Limited", "Co., Limited"]),
    "CHN": (["Shenzhen Huaxin", "Ningbo Haitian", "Zhejiang Hengyuan", "Qingdao Blue Ocean", "Guangzhou Jinlong"], ["Co., Ltd."]),
    "JPN": (["Hokuriku", "Setouchi", "Kanto Seiki"], ["Co., Ltd.", "K.K."]),
    "KOR": (["Hanbit", "Daehan", "Seorak"], ["Co., Ltd.", "Corporation"]),
    "IND": (["Gujarat", "Deccan", "Coromandel", "Malabar"], ["Pvt. Ltd.", "Limited", "Private Limited"]),
    "ARE": (["Gulf Horizon", "Al Noor", "Jebel Ali", "Desert Rose"], ["LLC", "FZE", "FZCO"]),
    "EGY": (["Nile Valley", "Delta", "Alexandria"], ["S.A.E.", "LLC"]),
    "NGA": (["Lekki", "Niger Delta", "Ogun"], ["Limited", "Nigeria Limited"]),
    "ZAF": (["Highveld", "Karoo", "Table Bay"], ["(Pty) Ltd", "Limited"]),
    "KEN": (["Rift Valley", "Kilimanjaro", "Tana River"], ["Limited"]),
    "BRA": (["Paulista", "Mato Grosso", "Guanabara", "Cerrado"], ["Ltda.", "S.A."]),
    "MEX": (["Anáhuac", "Bajío", "Sierra Madre"], ["S.A. de C.V.", "S. de R.L. de C.V."]),
    "CAN": (["Maple Leaf", "Laurentian", "Fraser Valley"], ["Inc.", "Ltd."]),
    "AUS": (["Southern Cross", "Coral Coast", "Murray River"], ["Pty Ltd", "Limited"]),
    "VNM": (["Saigon Mekong", "Red River", "Ha Long"], ["Joint Stock Company", "Co., Ltd."]),
}

_EMPLOYER_TRADES = ["Software", "Logistics", "Engineering", "Medical Devices", "Consulting", "Foods",
                    "Energy", "Construction", "Pharma", "Insurance", "Retail", "Media", "Shipping"]


def _company(rng: random.Random, alpha3: str, trade: str) -> str:
    stems, forms = _COMPANY_STEMS[alpha3]
    return f"{rng.choice(stems)} {trade} {rng.choice(forms)}"


# ---------------------------------------------------------------------------------------
# Formatting: dates, money, numbers in words, text transforms
# ---------------------------------------------------------------------------------------

_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"]
_US_DATE_STYLES = ("long_us", "abbr_us", "numeric", "iso")
_INTL_DATE_STYLES = ("long", "abbr", "iso", "numeric", "dotted", "ordinal", "abbr_us")


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _fmt_date(d: date, style: str, us: bool = False) -> str:
    """Print a date; numeric styles are month-first only for a US institution."""
    month = _MONTHS[d.month - 1]
    if style == "long":
        return f"{d.day} {month} {d.year}"
    if style == "long_us":
        return f"{month} {d.day}, {d.year}"
    if style == "abbr":
        return f"{d.day:02d} {month[:3].upper()} {d.year}"
    if style == "abbr_us":
        return f"{month[:3].upper()} {d.day:02d}, {d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "ordinal":
        return f"{_ordinal(d.day)} {month} {d.year}"
    if style == "swift":
        return d.strftime("%y%m%d")
    if style == "oracle":
        return f"{d.day:02d}-{month[:3].upper()}-{d.year}"
    if style in ("numeric", "dotted", "dashed"):
        sep = {"numeric": "/", "dotted": ".", "dashed": "-"}[style]
        first, second = (d.month, d.day) if us else (d.day, d.month)
        return f"{first:02d}{sep}{second:02d}{sep}{d.year}"
    raise ValueError(style)


def _date_style(rng: random.Random, us: bool) -> str:
    return rng.choice(_US_DATE_STYLES if us else _INTL_DATE_STYLES)


_ZERO_DECIMAL = {"JPY", "KRW", "VND"}
_SYMBOLS = {"GBP": "£", "EUR": "€", "USD": "US$"}


def _money_value(value: float | Decimal, currency: str) -> float:
    """The amount as the truth states it: rounded as the document prints it."""
    places = Decimal(1) if currency in _ZERO_DECIMAL else Decimal("0.01")
    return float(Decimal(str(value)).quantize(places, rounding=ROUND_HALF_UP))


def _number(value: float, currency: str, grouping: str = "std") -> str:
    """1,250,000.00; euro 1.250.000,00; swiss 1'250'000.00; indian 12,50,000.00."""
    decimals = 0 if currency in _ZERO_DECIMAL else 2
    text = f"{value:,.{decimals}f}"
    if grouping == "euro":
        return text.replace(",", "\0").replace(".", ",").replace("\0", ".")
    if grouping == "swiss":
        return text.replace(",", "'")
    if grouping == "indian":
        whole, _, frac = text.replace(",", "").partition(".")
        head, tail = whole[:-3], whole[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        whole = ",".join(groups + [tail]) if groups else tail
        return f"{whole}.{frac}" if frac else whole
    return text


def _money_style(rng: random.Random, currency: str) -> tuple[str, str]:
    """(placement, grouping) for one document's amounts in one currency."""
    placement = rng.choice(["code_first", "code_first", "code_last"] + (["symbol"] if currency in _SYMBOLS else []))
    grouping = "std"
    if currency == "EUR" and rng.random() < 0.35:
        grouping = "euro"
    elif currency == "CHF" and rng.random() < 0.5:
        grouping = "swiss"
    elif currency == "INR" and rng.random() < 0.5:
        grouping = "indian"
    return placement, grouping


def _money(value: float, currency: str, style: tuple[str, str]) -> str:
    placement, grouping = style
    number = _number(value, currency, grouping)
    if placement == "symbol" and currency in _SYMBOLS:
        return f"{_SYMBOLS[currency]}{'' if currency != 'USD' else ' '}{number}"
    if placement == "code_last":
        return f"{number} {currency}"
    return f"{currency} {number}"


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _words(n: int) -> str:
    """English words for a non-negative integer (short scale)."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    if n < 1000:
        rest = n % 100
        return _ONES[n // 100] + " hundred" + ("" if rest == 0 else " and " + _words(rest))
    for size, name in ((10**9, "billion"), (10**6, "million"), (1000, "thousand")):
        if n >= size:
            rest = n % size
            glue = "" if rest == 0 else (" and " if rest < 100 else " ")
            return _words(n // size) + " " + name + ("" if rest == 0 else glue + _words(rest))
    raise AssertionError(n)


_CURRENCY_WORDS = {"USD": "US Dollars", "EUR": "Euros", "GBP": "Pounds Sterling", "JPY": "Japanese Yen",
                   "CNY": "Chinese Yuan Renminbi", "CHF": "Swiss Francs", "AED": "UAE Dirhams",
                   "SGD": "Singapore Dollars", "INR": "Indian Rupees", "HKD": "Hong Kong Dollars",
                   "SEK": "Swedish Kronor", "AUD": "Australian Dollars", "CAD": "Canadian Dollars"}


def _amount_in_words(value: float, currency: str) -> str:
    whole = int(value)
    cents = int(round((value - whole) * 100))
    text = f"{_CURRENCY_WORDS.get(currency, currency)} {_words(whole)}"
    if cents:
        text += f" and {cents:02d}/100"
    return text + " only"


_ASCII_MAP = str.maketrans({"ß": "SS", "Ø": "OE", "ø": "oe", "Æ": "AE", "æ": "ae", "Œ": "OE", "œ": "oe",
                            "ł": "l", "Ł": "L", "ı": "i", "đ": "d", "Đ": "D", "º": "", "ª": ""})
_SWIFT_OK = set("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/-?:().,'+ ")


def _ascii(text: str) -> str:
    """Strip accents the way a core banking system or SWIFT print does (Müller -> Muller)."""
    text = text.translate(_ASCII_MAP)
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if not unicodedata.combining(ch))


def _swift(text: str) -> str:
    """Upper-case text in the SWIFT 'X' character set, runs of spaces folded."""
    text = _ascii(text).upper().replace("&", "AND").replace("#", "").replace(";", ",").replace('"', "'")
    text = text.replace("%", " PCT").replace("@", " AT ").replace("_", "-").replace("*", "")
    text = "".join(ch if ch in _SWIFT_OK else " " for ch in text)
    return " ".join(text.split())


def _same(text: str) -> str:
    return text


def _wrap(text: str, width: int) -> list[str]:
    """Wrap at spaces only, so that ' '.join(lines) gives the text back."""
    return textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False)


def _join(lines: list[str], sep: str = " ") -> str:
    return sep.join(lines)


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _lines_html(lines: list[str]) -> str:
    return "<br>".join(_e(line) for line in lines)


def _pattern(rng: random.Random, pattern: str) -> str:
    """'A' a letter, '9' a digit, 'X' either; anything else is literal."""
    out = []
    for ch in pattern:
        if ch == "A":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        elif ch == "9":
            out.append(rng.choice("0123456789"))
        elif ch == "X":
            out.append(rng.choice("CFGHJKLMNPRTVWXYZ0123456789"))
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------------------------------
# Page styling
# ---------------------------------------------------------------------------------------

_SERIF = ["'Liberation Serif', 'Times New Roman', serif", "'DejaVu Serif', Georgia, serif"]
_SANS = ["'Liberation Sans', Arial, Helvetica, sans-serif", "'DejaVu Sans', Verdana, sans-serif",
         "'Liberation Sans Narrow', 'Arial Narrow', sans-serif"]
_MONO = ["'DejaVu Sans Mono', 'Courier New', monospace", "'Liberation Mono', Courier, monospace"]
_ACCENTS = ["#003366", "#5a1e2c", "#1f4e3d", "#2b2b2b", "#0b5394", "#6b4226", "#3d2c6b"]


@dataclass
class _Style:
    font: str
    size: float        # base font size in pt
    accent: str
    boxes: tuple[str, str]   # (checked, unchecked) check-box glyphs

    def check(self, on: bool) -> str:
        return self.boxes[0] if on else self.boxes[1]


def _style(rng: random.Random, family: str | None = None) -> _Style:
    fonts = {"serif": _SERIF, "sans": _SANS, "mono": _MONO}
    family = family or rng.choice(["serif", "sans", "sans"])
    boxes = rng.choice([("☒", "☐"), ("[X]", "[ ]"), ("☑", "☐")])
    return _Style(rng.choice(fonts[family]), rng.choice([9.5, 10, 10.5, 11, 11.5]), rng.choice(_ACCENTS), boxes)


def _page(title: str, style: _Style, css: str, body: str) -> str:
    base = f"""
@page {{ size: A4; margin: 16mm 15mm 18mm 15mm; }}
body {{ font-family: {style.font}; font-size: {style.size}pt; color: #111; line-height: 1.35; margin: 0; }}
h1 {{ font-size: 1.45em; margin: 0.3em 0 0.2em; color: {style.accent}; }}
h2 {{ font-size: 1.12em; margin: 1.0em 0 0.35em; color: {style.accent}; }}
table {{ border-collapse: collapse; }}
.letterhead {{ border-bottom: 2px solid {style.accent}; padding-bottom: 6px; margin-bottom: 14px; }}
.letterhead .bank {{ font-size: 1.6em; font-weight: bold; color: {style.accent}; letter-spacing: 0.02em; }}
.letterhead .addr {{ font-size: 0.85em; color: #444; }}
.footer {{ margin-top: 22px; border-top: 1px solid #999; padding-top: 5px; font-size: 0.75em; color: #555; }}
.small {{ font-size: 0.85em; }}
.fine {{ font-size: 0.8em; color: #333; text-align: justify; }}
.sign {{ margin-top: 28px; }}
.sign span {{ display: inline-block; min-width: 200px; border-top: 1px solid #333; margin-right: 40px;
              padding-top: 2px; font-size: 0.85em; }}
.pagebreak {{ page-break-before: always; }}
"""
    return (f"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{_e(title)}</title>"
            f"<style>{base}{css}</style></head>\n<body>\n{body}\n</body></html>\n")


def _letterhead(bank: _Bank, rng: random.Random, with_bic: bool = True) -> str:
    country = _country(bank.country)
    bits = [_e(", ".join(bank.address)), _e(country.name), f"Tel. {_e(_phone(rng, bank.country))}", _e("www." + bank.web)]
    if with_bic:
        bits.append(f"SWIFT/BIC {_e(bank.bic)}")
    return (f'<div class="letterhead"><div class="bank">{_e(bank.name)}</div>'
            f'<div class="addr">{" · ".join(bits)}</div></div>')


def _footer(bank: _Bank, rng: random.Random) -> str:
    reg = f"{rng.randint(100000, 999999)}"
    lines = [f"{bank.name} is authorised and supervised by its national banking supervisor "
             f"({_country(bank.country).name}). Company registration no. {reg}.",
             "This document is confidential and intended solely for the addressee."]
    return f'<div class="footer">{"<br>".join(_e(x) for x in lines)}</div>'


def _fine_print(rng: random.Random, paragraphs: list[str], count: int) -> str:
    chosen = rng.sample(paragraphs, k=min(count, len(paragraphs)))
    return "".join(f'<p class="fine">{_e(p)}</p>' for p in chosen)


# =======================================================================================
# kyc_individual
# =======================================================================================

_OCCUPATIONS = ["Software Engineer", "Senior Financial Analyst", "Orthopaedic Surgeon", "Marine Engineer",
                "Secondary School Teacher", "Pharmacist", "Airline Pilot", "Project Manager", "Data Scientist",
                "Registered Nurse", "Civil Engineer", "Marketing Director", "Logistics Coordinator",
                "Chartered Accountant", "Research Scientist", "Sales Manager", "HR Business Partner",
                "Veterinarian", "Procurement Officer", "Corporate Lawyer"]
# occupations stated without an employer, with the source of funds that goes with them
_OCCUPATIONS_ALONE = [("Self-employed architect", "business"), ("Restaurant owner", "business"),
                      ("Independent IT consultant", "business"), ("Retired teacher", "pension"),
                      ("Retired civil servant", "pension"), ("Private investor", "investments"),
                      ("Postgraduate student", "other"), ("Freelance photographer", "business")]
# (occupation, employer, PEP role) for customers who are themselves politically exposed
_PEP_ROLES = [("Member of Parliament", "National Parliament", "member of the national parliament"),
              ("Deputy Director General", "Ministry of Finance", "senior official of the Ministry of Finance"),
              ("Judge", "Supreme Court", "judge of the Supreme Court"),
              ("Ambassador", "Ministry of Foreign Affairs", "serving ambassador"),
              ("Board Member", "National Port Authority", "board member of a state-owned enterprise")]
_PEP_ASSOCIATES = ["spouse of a serving member of parliament", "son or daughter of a former minister of transport",
                   "close business associate of a regional governor"]

_INCOME_SCALE = {"USD": 1, "EUR": 0.92, "GBP": 0.79, "CHF": 0.9, "SEK": 10.5, "NOK": 10.7, "DKK": 6.9,
                 "PLN": 4.0, "TRY": 32, "SGD": 1.35, "HKD": 7.8, "CNY": 7.2, "JPY": 150, "KRW": 1350,
                 "INR": 83, "AED": 3.67, "EGP": 48, "NGN": 1500, "ZAR": 18.5, "KES": 130, "BRL": 5,
                 "MXN": 17, "CAD": 1.36, "AUD": 1.5, "VND": 25000}

_PASSPORT_PATTERNS = {"USA": "999999999", "GBR": "999999999", "IRL": "AA9999999", "DEU": "CXXXXXXXX",
                      "FRA": "99AA99999", "ESP": "AAA999999", "ITA": "AA9999999", "NLD": "AAXXXXXX9",
                      "SWE": "99999999", "NOR": "99999999", "DNK": "999999999", "CHE": "A9999999",
                      "POL": "AA9999999", "TUR": "U99999999", "SGP": "K9999999A", "CHN": "E99999999",
                      "JPN": "TK9999999", "KOR": "M99999999", "IND": "A9999999", "ARE": "A9999999",
                      "EGY": "A99999999", "NGA": "A99999999", "ZAF": "A99999999", "KEN": "AK9999999",
                      "BRA": "FZ999999", "MEX": "G99999999", "CAN": "AA999999", "AUS": "PA9999999",
                      "VNM": "C9999999"}
# national identity cards (only where such cards are the usual ID); {dob...} filled from the birth date
_NATIONAL_ID_PATTERNS = {"ESP": "99999999A", "ITA": "CA99999AA", "DEU": "LXXXXXXXX", "FRA": "XXXXXXXXX",
                         "NLD": "AAXXXXXX9", "SWE": "99999999", "POL": "AAA999999", "TUR": "99999999999",
                         "SGP": "S9999999A", "CHN": "999999{yyyymmdd}9999", "ARE": "784-{yyyy}-9999999-9",
                         "NGA": "99999999999", "ZAF": "{yymmdd}99990899", "KEN": "99999999",
                         "BRA": "99.999.999-9", "VNM": "999999999999", "EGY": "2{yymmdd}9999999"}
_TIN_PATTERNS = {"USA": "999-99-9999", "GBR": "AA 99 99 99 A", "IRL": "9999999A", "DEU": "99 999 999 999",
                 "FRA": "99 99 999 999 999", "ESP": "99999999A", "ITA": "AAAAAA{yy}A{dd}A999A",
                 "NLD": "9999.99.999", "SWE": "{yymmdd}-9999", "NOR": "{ddmmyy}99999", "DNK": "{ddmmyy}-9999",
                 "CHE": "756.9999.9999.99", "POL": "{yymmdd}99999", "TUR": "99999999999", "SGP": "S9999999A",
                 "HKG": "A999999(9)", "CHN": "999999{yyyymmdd}9999", "JPN": "9999 9999 9999",
                 "KOR": "{yymmdd}-9999999", "IND": "AAAAA9999A", "ARE": "100-9999-9999-9999",
                 "EGY": "999-999-999", "NGA": "99999999-0001", "ZAF": "9999/999/99/9", "KEN": "A999999999A",
                 "BRA": "999.999.999-99", "MEX": "AAAA{yymmdd}XX9", "CAN": "999 999 999",
                 "AUS": "999 999 999", "VNM": "9999999999"}

_SOURCE_WORDS = {"employment": ["Employment income", "Salary", "Salary / wages", "Employment"],
                 "business": ["Business income", "Business proceeds", "Profits of own business"],
                 "investments": ["Investment income", "Investments", "Dividends and investment returns"],
                 "inheritance": ["Inheritance", "Inheritance / estate distribution"],
                 "pension": ["Pension", "Retirement pension"],
                 "other": ["Other (family support)", "Other (sale of private property)", "Other (scholarship)"]}
_SOURCE_CHOICES = [("employment", "Employment"), ("business", "Business"), ("investments", "Investments"),
                   ("inheritance", "Inheritance"), ("pension", "Pension"), ("other", "Other")]


def _dob_fill(pattern: str, dob: date) -> str:
    return pattern.format(yyyymmdd=dob.strftime("%Y%m%d"), yymmdd=dob.strftime("%y%m%d"),
                          ddmmyy=dob.strftime("%d%m%y"), yyyy=dob.year, yy=dob.strftime("%y"),
                          dd=dob.strftime("%d"))


@dataclass
class _Kyc:
    bank: _Bank
    doc_date: date
    person: _Person
    id_type: str
    id_number: str
    id_country: str
    id_issue: date
    id_expiry: date
    address: list[str]          # without the country line
    residence: str
    occupation: str
    employer: str | None        # None: the document does not state one
    annual: float
    monthly: float | None       # set when the document states the income per month
    currency: str
    source: str
    pep: bool
    pep_note: str
    tin: str | None
    show_sex: bool
    email: str
    phone: str


def _email(rng: random.Random, given: str, surname: str, domains: list[str]) -> str:
    local = _ascii(given.split()[0]).lower() + rng.choice([".", "_", ""]) + _ascii(surname).lower()
    local = "".join(ch for ch in local if ch.isalnum() or ch in "._")
    if rng.random() < 0.3:
        local += str(rng.randint(1, 99))
    return f"{local}@{rng.choice(domains)}"


def _phone(rng: random.Random, alpha3: str) -> str:
    dial = _country(alpha3).dial
    if dial == "+1":
        return rng.choice([f"+1 ({rng.randint(201, 989)}) 555-{rng.randint(1000, 9999)}",
                           f"({rng.randint(201, 989)}) 555-{rng.randint(1000, 9999)}"])
    return f"{dial} {rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"


def _kyc_facts(rng: random.Random, layout: str) -> _Kyc:
    nationality = rng.choice(_KYC_NATIONALITIES)
    residence = nationality if rng.random() < 0.7 else rng.choice(list(_ADDRESSES))
    bank = _bank_in(rng, residence if rng.random() < 0.75 else None)
    person = _person(rng, nationality)
    doc_date = _random_date(rng, date(2025, 1, 6), date(2026, 6, 30))

    id_type = "passport"
    if layout != "kyc_form_passport" and nationality in _NATIONAL_ID_PATTERNS and rng.random() < 0.45:
        id_type = "national_id"
    pattern = _PASSPORT_PATTERNS[nationality] if id_type == "passport" else _NATIONAL_ID_PATTERNS[nationality]
    id_number = _pattern(rng, _dob_fill(pattern, person.dob))
    id_issue = _random_date(rng, doc_date - timedelta(days=9 * 365), doc_date - timedelta(days=30))
    id_expiry = id_issue + timedelta(days=rng.choice([5, 10, 10]) * 365 - 1)
    if id_expiry <= doc_date:
        id_expiry = id_issue + timedelta(days=10 * 365 - 1)
        if id_expiry <= doc_date:
            id_issue = doc_date - timedelta(days=400)
            id_expiry = id_issue + timedelta(days=10 * 365 - 1)

    pep = rng.random() < 0.12
    pep_note = ""
    if pep and rng.random() < 0.5:
        occupation, employer, pep_note = rng.choice(_PEP_ROLES)
        source = "employment"
    else:
        if pep:
            pep_note = rng.choice(_PEP_ASSOCIATES)
        if rng.random() < 0.78:
            occupation = rng.choice(_OCCUPATIONS)
            employer = _company(rng, residence, rng.choice(_EMPLOYER_TRADES))
            source = rng.choices(["employment", "investments", "inheritance"], weights=[85, 8, 7])[0]
        else:
            occupation, source = rng.choice(_OCCUPATIONS_ALONE)
            employer = None

    currency = _country(residence).currency if rng.random() < 0.85 else rng.choice(["USD", "EUR"])
    scale = _INCOME_SCALE[currency]
    base = rng.uniform(22_000, 260_000) * (3 if pep and rng.random() < 0.3 else 1)
    if source == "other":
        base = rng.uniform(9_000, 24_000)
    monthly_share = 0.6 if layout == "kyc_checkbox_form" else 0.3
    if rng.random() < monthly_share:
        step = 1 if currency in _ZERO_DECIMAL else rng.choice([0.01, 10, 50])
        monthly = _money_value(round(base * scale / 12 / step) * step, currency)
        annual = _money_value(monthly * 12, currency)
    else:
        monthly = None
        annual = _money_value(round(base * scale / 100) * 100, currency)

    tin = None
    if rng.random() < 0.8:
        tin = _pattern(rng, _dob_fill(_TIN_PATTERNS.get(residence, "9999999999"), person.dob))
        if residence == nationality == "SGP" and id_type == "national_id":
            tin = id_number   # a Singapore NRIC number is also the tax reference
    domains = ["gmail.com", "outlook.com", "yahoo.com", "proton.me", "icloud.com", "web.de", "orange.fr"]
    return _Kyc(bank=bank, doc_date=doc_date, person=person, id_type=id_type, id_number=id_number,
                id_country=nationality, id_issue=id_issue, id_expiry=id_expiry,
                address=_address_lines(rng, residence), residence=residence, occupation=occupation,
                employer=employer if (employer and rng.random() < 0.9) else None,
                annual=annual, monthly=monthly, currency=currency, source=source, pep=pep, pep_note=pep_note,
                tin=tin, show_sex=layout == "kyc_form_passport" or rng.random() < 0.8,
                email=_email(rng, person.given, person.surname, domains), phone=_phone(rng, residence))


def _kyc_truth(k: _Kyc, *, full_name: str, address: str, transform: Callable[[str], str] = _same,
               occupation: str | None = None) -> dict:
    t = transform
    return {
        "full_name": full_name,
        "date_of_birth": k.person.dob.isoformat(),
        "sex": k.person.sex if k.show_sex else None,
        "nationality": k.person.nationality,
        "id_document_type": k.id_type,
        "id_document_number": t(k.id_number),
        "id_issuing_country": k.id_country,
        "id_expiry_date": k.id_expiry.isoformat(),
        "residential_address": address,
        "country_of_residence": k.residence,
        "occupation": occupation if occupation is not None else t(k.occupation),
        "employer_name": t(k.employer) if k.employer else None,
        "annual_income": k.annual,
        "income_currency": k.currency,
        "source_of_funds": k.source,
        "is_pep": k.pep,
        "tax_identification_number": t(k.tin) if k.tin else None,
    }


def _country_text(alpha3: str, mode: str) -> str:
    """A country printed as its name, its alpha-3 code, or (nationality) its demonym."""
    c = _country(alpha3)
    if mode == "code":
        return c.alpha3
    if mode == "demonym" and c.demonym:
        return c.demonym
    return c.name


def _id_type_text(rng: random.Random, id_type: str) -> str:
    if id_type == "passport":
        return rng.choice(["Passport", "Passport", "National passport"])
    return rng.choice(["National identity card", "National ID card", "Identity card"])


def _sex_text(sex: str, words: bool) -> str:
    return {"M": "Male", "F": "Female", "X": "X"}[sex] if words else sex


def _income_line(k: _Kyc, money_style: tuple[str, str]) -> tuple[str, str]:
    """(label, printed amount) for the income as the document states it."""
    if k.monthly is not None:
        return "Monthly income", _money(k.monthly, k.currency, money_style)
    return "Annual income", _money(k.annual, k.currency, money_style)


_KYC_FINE_PRINT = [
    "I declare that the information given in this form is true and complete, and I undertake to inform "
    "the Bank without delay of any change to it. I understand that the Bank may verify the information "
    "with third parties and may decline to open or may close an account where information is incomplete.",
    "The Bank processes personal data for the purposes of customer due diligence, the prevention of money "
    "laundering and terrorist financing, and the performance of the contract. Data are retained for the "
    "period required by law after the end of the business relationship.",
    "A politically exposed person is a natural person who is or has been entrusted with a prominent public "
    "function, and includes family members and persons known to be close associates of such a person.",
    "The customer confirms that the funds and assets to be held with the Bank are not derived from any "
    "criminal activity and that the customer acts on their own behalf and not on behalf of a third party.",
    "Tax residence: the customer undertakes to provide a self-certification under the Common Reporting "
    "Standard and, where applicable, FATCA, and to notify the Bank within 30 days of any change in "
    "circumstances affecting tax residence.",
    "Copies of identity documents must be certified by an authorised officer of the Bank who has seen the "
    "original. Expired documents are not accepted for identification purposes.",
]


def _kyc_rows(k: _Kyc, rng: random.Random, us: bool, split_name: bool,
              blanks: bool = False) -> tuple[list[tuple[str, list[str] | str]], dict]:
    """Label/value rows shared by the table and grid forms, and the truth they print.

    With ``blanks`` an unanswered optional question keeps its row, left empty, as on a
    printed form that the customer did not fill in completely."""
    ds = _date_style(rng, us)
    ms = _money_style(rng, k.currency)
    country_mode = rng.choice(["name", "name", "code"])
    with_country_line = rng.random() < 0.6
    address = k.address + ([_country(k.residence).name] if with_country_line else [])
    rows: list[tuple[str, list[str] | str | None]] = []
    rows.append(("§", rng.choice(["Personal details", "Personal information", "Customer"])))
    if split_name:
        rows.append((rng.choice(["Surname", "Family name", "Last name"]), k.person.surname))
        rows.append((rng.choice(["Given name(s)", "First and middle names", "Forenames"]), k.person.given))
    else:
        rows.append((rng.choice(["Full name", "Name of customer", "Customer name"]), k.person.full))
    rows.append((rng.choice(["Date of birth", "Date of Birth", "Birth date"]), _fmt_date(k.person.dob, ds, us)))
    if k.show_sex:
        rows.append(("Sex" if rng.random() < 0.6 else "Gender", _sex_text(k.person.sex, rng.random() < 0.6)))
    elif blanks:
        rows.append(("Sex", ""))
    nat_mode = "demonym" if country_mode == "name" and rng.random() < 0.4 else country_mode
    rows.append(("Nationality", _country_text(k.person.nationality, nat_mode)))
    rows.append(("§", rng.choice(["Identification", "Identity document", "Proof of identity"])))
    rows.append((rng.choice(["Type of ID document", "ID document", "Document type"]), _id_type_text(rng, k.id_type)))
    rows.append((rng.choice(["Document number", "ID number", "Passport / ID no."]), k.id_number))
    rows.append((rng.choice(["Issuing country", "Country of issue", "Issued by"]), _country_text(k.id_country, country_mode)))
    rows.append((rng.choice(["Expiry date", "Valid until", "Date of expiry"]), _fmt_date(k.id_expiry, ds, us)))
    rows.append(("§", rng.choice(["Residential address", "Address and contact details", "Contact"])))
    rows.append((rng.choice(["Residential address", "Home address", "Permanent address"]), address))
    rows.append(("Country of residence", _country_text(k.residence, country_mode)))
    if rng.random() < 0.7:
        rows.append((rng.choice(["Mobile", "Telephone", "Phone"]), k.phone))
    if rng.random() < 0.6:
        rows.append(("E-mail", k.email))
    rows.append(("§", rng.choice(["Employment and financial profile", "Occupation and income", "Financial information"])))
    rows.append(("Occupation", k.occupation))
    employer_label = rng.choice(["Employer", "Name of employer", "Employer's name"])
    if k.employer:
        rows.append((employer_label, k.employer))
    elif blanks:
        rows.append((employer_label, ""))
    label, amount = _income_line(k, ms)
    rows.append((rng.choice([label, label + " (gross)"]), amount))
    rows.append((rng.choice(["Source of funds", "Main source of funds", "Origin of funds"]), rng.choice(_SOURCE_WORDS[k.source])))
    rows.append(("§", rng.choice(["Tax and compliance", "Regulatory information", "Compliance"])))
    tin_label = rng.choice(["Tax identification number", "TIN", "Tax ID number"])
    if k.tin:
        rows.append((tin_label, k.tin))
    elif blanks:
        rows.append((tin_label, ""))
    pep_label = rng.choice(["Politically exposed person (PEP)", "PEP status", "Is the customer a PEP?"])
    rows.append((pep_label, ("Yes" + (f" – {k.pep_note}" if k.pep_note else "")) if k.pep else "No"))
    truth = _kyc_truth(k, full_name=k.person.full, address=_join(address))
    return rows, truth


def _kyc_table_form(k: _Kyc, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng)
    us = k.bank.us
    rows, truth = _kyc_rows(k, rng, us, split_name=rng.random() < 0.35, blanks=rng.random() < 0.3)
    title = rng.choice(["Customer Due Diligence – Individual", "Account Opening Form – Personal Customer",
                        "Know Your Customer (KYC) Record", "Individual Client Information Form"])
    body = [_letterhead(k.bank, rng), f"<h1>{_e(title)}</h1>",
            f'<p class="small">Customer reference: CIF {rng.randint(10**7, 10**8 - 1)} &nbsp;&nbsp; '
            f'Form completed on: {_e(_fmt_date(k.doc_date, _date_style(rng, us), us))}</p>', '<table class="kv">']
    for label, value in rows:
        if label == "§":
            body.append(f'<tr><th colspan="2" class="sec">{_e(value)}</th></tr>')
        else:
            shown = _lines_html(value) if isinstance(value, list) else (_e(value) or "&nbsp;")
            body.append(f'<tr><td class="lab">{_e(label)}</td><td class="val">{shown}</td></tr>')
    body.append("</table>")
    if rng.random() < 0.45:
        body.append(f"<h2>Declarations</h2>{_fine_print(rng, _KYC_FINE_PRINT, rng.randint(3, 6))}")
    body.append('<div class="sign"><span>Customer signature</span><span>Bank officer</span></div>')
    body.append(_footer(k.bank, rng))
    css = f"""
table.kv {{ width: 100%; }}
table.kv td, table.kv th {{ border: 1px solid #888; padding: 4px 7px; vertical-align: top; text-align: left; }}
table.kv td.lab {{ width: 38%; background: #f1f1f1; font-weight: {rng.choice(['bold', 'normal'])}; }}
table.kv th.sec {{ background: {style.accent}; color: #fff; font-size: 0.95em; }}
"""
    return _page(title, style, css, "\n".join(body)), truth


def _kyc_boxed_grid(k: _Kyc, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng)
    us = k.bank.us
    rows, truth = _kyc_rows(k, rng, us, split_name=rng.random() < 0.75, blanks=rng.random() < 0.7)
    cols = rng.choice([3, 4])
    title = rng.choice(["Personal Account Application", "Client Onboarding – Natural Person",
                        "Customer Information Sheet"])
    cells = []
    for label, value in rows:
        if label == "§":
            cells.append(f'<div class="sec">{_e(value)}</div>')
            continue
        wide = isinstance(value, list) or len(str(value)) > 34
        shown = _lines_html(value) if isinstance(value, list) else (_e(value) or "&nbsp;")
        cells.append(f'<div class="box{" wide" if wide else ""}"><div class="lab">{_e(label)}</div>'
                     f'<div class="val">{shown}</div></div>')
    body = [_letterhead(k.bank, rng), f"<h1>{_e(title)}</h1>",
            f'<p class="small">Application no. {_e(_pattern(rng, "AA-999999"))} · '
            f'Date: {_e(_fmt_date(k.doc_date, _date_style(rng, us), us))}</p>',
            f'<div class="grid">{"".join(cells)}</div>']
    if rng.random() < 0.35:
        body.append(_fine_print(rng, _KYC_FINE_PRINT, rng.randint(2, 5)))
    body.append('<div class="sign"><span>Signature of applicant</span><span>Place and date</span></div>')
    body.append(_footer(k.bank, rng))
    css = f"""
.grid {{ display: grid; grid-template-columns: repeat({cols}, 1fr); gap: 5px; }}
.grid .sec {{ grid-column: 1 / -1; background: {style.accent}; color: #fff; padding: 3px 6px; font-weight: bold;
              margin-top: 6px; }}
.grid .box {{ border: 1px solid {style.accent}; padding: 3px 6px 5px; min-height: 2.4em; break-inside: avoid; }}
.grid .box.wide {{ grid-column: span 2; }}
.grid .lab {{ font-size: 0.72em; text-transform: uppercase; color: #555; letter-spacing: 0.04em; }}
.grid .val {{ font-size: 1.02em; margin-top: 2px; }}
"""
    return _page(title, style, css, "\n".join(body)), truth


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _kyc_memo(k: _Kyc, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng, rng.choice(["serif", "sans"]))
    us = k.bank.us
    ds = rng.choice(["long_us", "abbr_us"] if us else ["long", "ordinal", "long"])
    ms = _money_style(rng, k.currency)
    p = k.person
    gendered = k.show_sex and p.sex in ("M", "F")
    subj, poss = ("he", "his") if gendered and p.sex == "M" else ("she", "her") if gendered else ("the client", "the client's")
    title = ("Mr " if p.sex == "M" else "Ms ") if gendered and rng.random() < 0.8 else ""
    name = p.full
    nat = _country(p.nationality)
    if nat.demonym and rng.random() < 0.7:
        natural = f"{_article(nat.demonym)} {nat.demonym} national"
    else:
        natural = f"a national of {nat.name}"
    sex_bit = ""
    if k.show_sex:
        sex_bit = {"M": ", male", "F": ", female", "X": ", whose sex is recorded as X"}[p.sex]
    address = ", ".join(k.address + ([_country(k.residence).name] if rng.random() < 0.6 else []))
    rm = _person(rng, k.bank.country if k.bank.country in _NATION_CULTURES else "GBR")
    meeting = k.doc_date - timedelta(days=rng.randint(1, 12))
    product = rng.choice(["a current account and a savings account", "a private banking relationship",
                          "a multi-currency account", "an investment account with custody services"])
    paras = []
    paras.append(f"{title}{name}, born {_fmt_date(p.dob, ds, us)}, {natural}{sex_bit}, met the undersigned on "
                 f"{_fmt_date(meeting, ds, us)} and asked to open {product}.")
    id_word = "passport" if k.id_type == "passport" else "national identity card"
    issuer = _country(k.id_country).name
    paras.append(f"Identity was verified against the original of {poss} {id_word} no. {k.id_number}, issued by "
                 f"{issuer} and valid until {_fmt_date(k.id_expiry, ds, us)}; a certified copy is on file.")
    subj_cap = subj[0].upper() + subj[1:]
    paras.append(f"{subj_cap} is resident in {_country(k.residence).name} and lives at {address}.")
    occupation = k.occupation.lower() if rng.random() < 0.5 else k.occupation
    if k.employer:
        work = f"{subj_cap} works as {_article(occupation)} {occupation} at {k.employer}"
    else:
        work = f"By occupation {subj} is {_article(occupation)} {occupation}"
    if k.monthly is not None:
        work += f", with a stated monthly income of {_money(k.monthly, k.currency, ms)}."
    else:
        work += f", with a declared annual income of {_money(k.annual, k.currency, ms)}."
    paras.append(work)
    source_sentence = {
        "employment": f"The funds to be placed with us derive from {poss} salary (source of funds: employment).",
        "business": f"The funds derive from the profits of {poss} own business (source of funds: business).",
        "investments": "The initial deposit comes from the redemption of an investment portfolio (source of funds: investments).",
        "inheritance": "The initial deposit comes from an inheritance (source of funds: inheritance).",
        "pension": f"The funds derive from {poss} retirement pension (source of funds: pension).",
        "other": "The source of funds is declared as other: support from family members.",
    }[k.source]
    paras.append(source_sentence)
    if k.pep:
        paras.append(f"{name} is a politically exposed person ({k.pep_note}); enhanced due diligence has been "
                     "applied and senior management approval obtained.")
    else:
        paras.append(f"{name} is not a politically exposed person, nor a family member or known close associate of one.")
    if k.tin:
        paras.append(f"{poss[0].upper() + poss[1:]} tax identification number is {k.tin}.")
    paras.append(rng.choice([
        "Screening against sanctions and adverse media lists returned no matches. Risk rating: low. "
        "I recommend that the relationship be approved.",
        "Sanctions and adverse media screening is clear. Overall risk rating: medium, owing to the expected "
        "cross-border activity. Approval is recommended subject to annual review.",
    ]))
    to = rng.choice(["Client Onboarding", "KYC Operations", "Compliance Department"])
    memo_head = (f'<table class="memo"><tr><td>To:</td><td>{_e(to)}</td></tr>'
                 f'<tr><td>From:</td><td>{_e(rm.full)}, Relationship Manager</td></tr>'
                 f'<tr><td>Date:</td><td>{_e(_fmt_date(k.doc_date, ds, us))}</td></tr>'
                 f'<tr><td>Subject:</td><td>New client – {_e(name)}</td></tr></table>')
    body = [_letterhead(k.bank, rng, with_bic=False),
            f"<h1>{_e(rng.choice(['Internal memorandum', 'Relationship manager memo', 'Client call report']))}</h1>",
            memo_head, "<hr>"] + [f"<p>{_e(x)}</p>" for x in paras]
    body.append(f'<div class="sign"><span>{_e(rm.full)}</span></div>')
    body.append(_footer(k.bank, rng))
    css = "table.memo td { padding: 1px 10px 1px 0; vertical-align: top; } p { text-align: justify; margin: 0.55em 0; }"
    truth = _kyc_truth(k, full_name=name, address=address, occupation=occupation)
    return _page("Memo", style, css, "\n".join(body)), truth


# ---- passports: ICAO 9303 TD3 machine-readable zone

_MRZ_MAP = {"Ä": "AE", "Ö": "OE", "Ü": "UE", "Å": "AA", "Ø": "OE", "Æ": "AE", "ß": "SS", "Ñ": "N"}


def _mrz_text(text: str) -> str:
    text = "".join(_MRZ_MAP.get(ch, ch) for ch in text.upper())
    text = _ascii(text).replace("'", "")
    return "".join(ch if ch.isalnum() else "<" for ch in text)


def _mrz_check(text: str) -> str:
    total = 0
    for i, ch in enumerate(text):
        value = int(ch) if ch.isdigit() else (ord(ch) - 55 if ch.isalpha() else 0)
        total += value * (7, 3, 1)[i % 3]
    return str(total % 10)


def _mrz_code(alpha3: str) -> str:
    return "D<<" if alpha3 == "DEU" else alpha3   # Germany's ICAO code is "D"


def _mrz_lines(k: _Kyc) -> tuple[str, str]:
    p = k.person
    names = (_mrz_text(p.surname) + "<<" + _mrz_text(p.given))[:39]
    line1 = ("P<" + _mrz_code(k.id_country) + names).ljust(44, "<")
    number = k.id_number.ljust(9, "<")
    dob, expiry = p.dob.strftime("%y%m%d"), k.id_expiry.strftime("%y%m%d")
    personal = "<" * 14
    sex = p.sex if p.sex in ("M", "F") else "<"
    line2 = (number + _mrz_check(number) + _mrz_code(p.nationality) + dob + _mrz_check(dob) + sex
             + expiry + _mrz_check(expiry) + personal + "<")
    composite = line2[0:10] + line2[13:20] + line2[21:43]
    line2 += _mrz_check(composite)
    assert len(line1) == 44 and len(line2) == 44
    return line1, line2


def _passport_page(k: _Kyc, rng: random.Random) -> str:
    p = k.person
    issuing = _country(k.id_country)
    nat = _country(p.nationality)
    vz = "abbr"
    line1, line2 = _mrz_lines(k)
    fields = [("Type / Type", "P"), ("Code of issuing State / Code de l'État émetteur", _mrz_code(k.id_country).rstrip("<")),
              ("Passport No. / No. du passeport", k.id_number),
              ("Surname / Nom", p.surname.upper()), ("Given names / Prénoms", p.given.upper()),
              ("Nationality / Nationalité", (nat.demonym or nat.name).upper()),
              ("Date of birth / Date de naissance", _fmt_date(p.dob, vz)),
              ("Sex / Sexe", p.sex), ("Place of birth / Lieu de naissance", nat.name.upper()),
              ("Date of issue / Date de délivrance", _fmt_date(k.id_issue, vz)),
              ("Date of expiry / Date d'expiration", _fmt_date(k.id_expiry, vz)),
              ("Authority / Autorité",
               rng.choice(["PASSPORT OFFICE", "MINISTRY OF INTERIOR", "POLICE", "MINISTRY OF FOREIGN AFFAIRS"]))]
    cells = "".join(f'<div class="pf{" pw" if "name" in label.lower() else ""}"><div class="pl">{_e(label)}</div>'
                    f'<div class="pv">{_e(value)}</div></div>' for label, value in fields)
    return (f'<div class="passport"><div class="phead">{_e(issuing.name.upper())} &nbsp;·&nbsp; PASSPORT / PASSEPORT</div>'
            f'<div class="pbody"><div class="photo">PHOTO</div><div class="pfields">{cells}</div></div>'
            f'<div class="mrz">{_e(line1)}<br>{_e(line2)}</div></div>')


def _kyc_form_passport(k: _Kyc, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng)
    us = k.bank.us
    ds = _date_style(rng, us)
    ms = _money_style(rng, k.currency)
    split = rng.random() < 0.5
    with_country_line = rng.random() < 0.5
    address = k.address + ([_country(k.residence).name] if with_country_line else [])
    rows: list[tuple[str, str | list[str]]] = []
    if split:
        rows += [("Surname (as in passport)", k.person.surname), ("Forenames (as in passport)", k.person.given)]
    elif rng.random() < 0.5:
        rows.append(("Name of applicant", k.person.full))
    rows += [("Date of birth", _fmt_date(k.person.dob, ds, us)),
             ("Nationality", _country_text(k.person.nationality, rng.choice(["name", "demonym", "code"]))),
             ("Identity document", "Passport – certified copy of the data page attached"),
             ("Residential address", address),
             ("Country of residence", _country_text(k.residence, rng.choice(["name", "code"]))),
             ("Occupation", k.occupation)]
    if k.employer:
        rows.append(("Employer", k.employer))
    label, amount = _income_line(k, ms)
    rows += [(label, amount), ("Source of funds", rng.choice(_SOURCE_WORDS[k.source])),
             ("PEP", "Yes" if k.pep else "No")]
    if k.tin:
        rows.append(("Tax identification number (TIN)", k.tin))
    title = rng.choice(["Account Opening – Individual", "Personal Customer Application", "New Customer Form"])
    table = "".join(f'<tr><td class="lab">{_e(label)}</td><td>{_lines_html(v) if isinstance(v, list) else _e(v)}</td></tr>'
                    for label, v in rows)
    officer = _person(rng, k.bank.country if k.bank.country in _NATION_CULTURES else "GBR")
    body = [_letterhead(k.bank, rng), f"<h1>{_e(title)}</h1>",
            f'<p class="small">Date received: {_e(_fmt_date(k.doc_date, ds, us))}</p>',
            f'<table class="kv">{table}</table>',
            _fine_print(rng, _KYC_FINE_PRINT, 2),
            '<div class="sign"><span>Applicant</span><span>Received by</span></div>',
            '<div class="pagebreak"></div>',
            f"<h2>{_e(rng.choice(['Copy of identity document', 'Certified copy – passport data page', 'Annex: passport']))}</h2>",
            _passport_page(k, rng),
            f'<p class="small">Certified a true copy of the original seen by me: {_e(officer.full)}, '
            f'{_e(k.bank.name)}, {_e(_fmt_date(k.doc_date, ds, us))}</p>',
            _footer(k.bank, rng)]
    mono = rng.choice(_MONO)
    css = f"""
table.kv {{ width: 100%; }} table.kv td {{ border-bottom: 1px solid #bbb; padding: 4px 6px; vertical-align: top; }}
table.kv td.lab {{ width: 40%; color: #333; }}
.passport {{ border: 1.5px solid #6b6b8f; border-radius: 8px; padding: 10px 12px; background: #f4f2fb; margin-top: 8px; }}
.phead {{ font-weight: bold; letter-spacing: 0.08em; color: #3a3a6a; margin-bottom: 8px; }}
.pbody {{ display: flex; gap: 14px; }}
.photo {{ width: 90px; height: 115px; border: 1px solid #999; display: flex; align-items: center;
          justify-content: center; color: #999; font-size: 0.75em; }}
.pfields {{ display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 4px 12px; flex: 1; }}
.pf.pw {{ grid-column: span 3; }}
.pl {{ font-size: 0.66em; color: #555; }} .pv {{ font-weight: bold; }}
.mrz {{ font-family: {mono}; font-size: 11.5pt; letter-spacing: 0.06em; margin-top: 12px; white-space: pre; }}
"""
    truth = _kyc_truth(k, full_name=k.person.full, address=_join(address))
    return _page(title, style, css, "\n".join(body)), truth


def _kyc_checkbox_form(k: _Kyc, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng)
    us = k.bank.us
    ds = _date_style(rng, us)
    ms = _money_style(rng, k.currency)
    c = style.check

    def choices(options: list[tuple[bool, str]]) -> str:
        return " &nbsp; ".join(f'<span class="opt">{_e(c(on))} {_e(text)}</span>' for on, text in options)

    with_country_line = rng.random() < 0.5
    address = k.address + ([_country(k.residence).name] if with_country_line else [])
    rows: list[tuple[str, str]] = []
    rows.append(("Last name", _e(k.person.surname)))
    rows.append(("First name(s)", _e(k.person.given)))
    rows.append(("Date of birth", _e(_fmt_date(k.person.dob, ds, us))))
    if k.show_sex:
        options = [(k.person.sex == "M", "Male"), (k.person.sex == "F", "Female")]
        if k.person.sex == "X" or rng.random() < 0.5:
            options.append((k.person.sex == "X", "X / unspecified"))
        rows.append(("Sex", choices(options)))
    rows.append(("Citizenship", _e(_country_text(k.person.nationality, rng.choice(["name", "code"])))))
    rows.append(("Identification", choices([(k.id_type == "passport", "Passport"),
                                            (k.id_type == "national_id", "National ID card")])))
    rows.append(("Document no.", _e(k.id_number)))
    rows.append(("Issued by (country)", _e(_country_text(k.id_country, "name"))))
    rows.append(("Expires", _e(_fmt_date(k.id_expiry, ds, us))))
    rows.append(("Home address", _lines_html(address)))
    rows.append(("Country of residence", _e(_country_text(k.residence, "name"))))
    status = "Employed" if k.employer or k.source == "employment" else (
        "Retired" if k.source == "pension" else "Student" if k.source == "other" else "Self-employed / other")
    statuses = ("Employed", "Self-employed / other", "Retired", "Student")
    rows.append(("Employment status", choices([(status == s, s) for s in statuses])))
    rows.append(("Occupation / position", _e(k.occupation)))
    if k.employer:
        rows.append(("Employer", _e(k.employer)))
    label, amount = _income_line(k, ms)
    rows.append((label + " (before tax)", _e(amount)))
    other_note = " (family support)" if k.source == "other" else ""
    rows.append(("Source of funds", choices([(k.source == key, text + (other_note if key == "other" else ""))
                                             for key, text in _SOURCE_CHOICES])))
    rows.append(("Are you a politically exposed person, or a family member or close associate of one?",
                 choices([(k.pep, "Yes"), (not k.pep, "No")])
                 + (f'<br><span class="small">Details: {_e(k.pep_note)}</span>' if k.pep else "")))
    if k.tin:
        rows.append(("Tax identification number", _e(k.tin)))
    title = rng.choice(["Customer Profile Questionnaire", "KYC Questionnaire – Private Individuals",
                        "Account Application (Individuals)"])
    table = "".join(f'<tr><td class="lab">{_e(l)}</td><td>{v}</td></tr>' for l, v in rows)
    body = [_letterhead(k.bank, rng), f"<h1>{_e(title)}</h1>",
            f'<p class="small">Please complete in block capitals and tick the boxes that apply. '
            f'Date: {_e(_fmt_date(k.doc_date, ds, us))}</p>',
            f'<table class="cb">{table}</table>']
    if rng.random() < 0.5:
        body.append(f"<h2>Terms</h2>{_fine_print(rng, _KYC_FINE_PRINT, rng.randint(3, 6))}")
    body += ['<div class="sign"><span>Signature</span><span>Date</span></div>', _footer(k.bank, rng)]
    css = f"""
table.cb {{ width: 100%; }} table.cb td {{ border: 1px solid {style.accent}; padding: 4px 7px; vertical-align: top; }}
table.cb td.lab {{ width: 36%; background: #f6f6f6; }}
.opt {{ white-space: nowrap; margin-right: 8px; }}
"""
    truth = _kyc_truth(k, full_name=k.person.full, address=_join(address))
    return _page(title, style, css, "\n".join(body)), truth


def _kyc_core_printout(k: _Kyc, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng, "mono")
    t = lambda s: _ascii(s).upper()  # noqa: E731 - a core banking system prints upper-case ASCII
    ds = rng.choice(["iso", "oracle", "abbr"])
    ms = (rng.choice(["code_first", "code_last"]), "std")
    address = [t(x) for x in k.address] + ([t(_country(k.residence).name)] if rng.random() < 0.5 else [])
    width = 22
    rows: list[tuple[str, str | list[str]]] = [
        ("LAST NAME", t(k.person.surname)), ("FIRST/MIDDLE NAMES", t(k.person.given)),
        ("DATE OF BIRTH", _fmt_date(k.person.dob, ds))]
    if k.show_sex:
        rows.append(("SEX", k.person.sex))
    rows += [("NATIONALITY", k.person.nationality),
             ("ID TYPE", "PASSPORT" if k.id_type == "passport" else "NATIONAL ID CARD"),
             ("ID NUMBER", t(k.id_number)), ("ID ISSUING COUNTRY", k.id_country),
             ("ID EXPIRY DATE", _fmt_date(k.id_expiry, ds)),
             ("RESIDENTIAL ADDRESS", address), ("COUNTRY OF RESIDENCE", k.residence),
             ("TELEPHONE", k.phone), ("OCCUPATION", t(k.occupation))]
    if k.employer:
        rows.append(("EMPLOYER", t(k.employer)))
    if k.monthly is not None:
        rows.append(("MONTHLY INCOME", _money(k.monthly, k.currency, ms)))
    else:
        rows.append(("ANNUAL INCOME", _money(k.annual, k.currency, ms)))
    rows += [("SOURCE OF FUNDS", k.source.upper() if k.source != "other" else "OTHER - FAMILY SUPPORT"),
             ("PEP FLAG", "Y" if k.pep else "N")]
    if k.tin:
        rows.append(("TAX ID (TIN)", t(k.tin)))
    rows.append(("RISK RATING", rng.choice(["LOW", "MEDIUM"]) if not k.pep else "HIGH"))
    lines = []
    bank = t(k.bank.name)
    lines.append(f"{bank[:38]:<40}CUSTOMER MASTER - INDIVIDUAL")
    user, cif = rng.randint(1000, 9999), rng.randint(10**8, 10**9 - 1)
    lines.append(f"RUN DATE {_fmt_date(k.doc_date, ds):<14} USER RM{user}   CIF {cif}")
    lines.append("-" * 78)
    for label, value in rows:
        dots = f"{label} ".ljust(width, ".") + ": "
        values = value if isinstance(value, list) else [value]
        lines.append(dots + values[0])
        lines.extend(" " * len(dots) + v for v in values[1:])
    lines.append("-" * 78)
    lines.append("*** END OF REPORT ***")
    body = f'<pre class="print">{_e(chr(10).join(lines))}</pre>'
    css = f"pre.print {{ font-family: {style.font}; font-size: {rng.choice([9, 9.5, 10])}pt; line-height: 1.4; }}"
    truth = _kyc_truth(k, full_name=f"{t(k.person.given)} {t(k.person.surname)}", address=_join(address), transform=t)
    return _page("Customer master", style, css, body), truth


_KYC_LAYOUTS: dict[str, Callable[[_Kyc, random.Random], tuple[str, dict]]] = {
    "kyc_table_form": _kyc_table_form,
    "kyc_boxed_grid": _kyc_boxed_grid,
    "kyc_rm_memo": _kyc_memo,
    "kyc_form_passport": _kyc_form_passport,
    "kyc_checkbox_form": _kyc_checkbox_form,
    "kyc_core_printout": _kyc_core_printout,
}


# =======================================================================================
# letter_of_credit
# =======================================================================================

_PORTS: dict[str, list[str]] = {
    "USA": ["Los Angeles, USA", "Savannah, Georgia, USA", "Houston, Texas, USA", "Port of New York and New Jersey, USA"],
    "GBR": ["Felixstowe, United Kingdom", "Southampton, United Kingdom", "London Gateway, United Kingdom"],
    "IRL": ["Dublin Port, Ireland", "Cork, Ireland"],
    "DEU": ["Hamburg, Germany", "Bremerhaven, Germany"],
    "FRA": ["Le Havre, France", "Marseille-Fos, France"],
    "ESP": ["Valencia, Spain", "Algeciras, Spain", "Barcelona, Spain"],
    "ITA": ["Genoa, Italy", "La Spezia, Italy", "Trieste, Italy"],
    "NLD": ["Rotterdam, Netherlands", "Amsterdam, Netherlands"],
    "SWE": ["Gothenburg, Sweden"], "POL": ["Gdansk, Poland", "Gdynia, Poland"],
    "TUR": ["Mersin, Türkiye", "Ambarli, Istanbul, Türkiye", "Izmir, Türkiye"],
    "SGP": ["Singapore"], "HKG": ["Hong Kong"],
    "CHN": ["Shanghai, China", "Ningbo, China", "Shenzhen (Yantian), China", "Qingdao, China", "Any port in China"],
    "JPN": ["Yokohama, Japan", "Kobe, Japan"], "KOR": ["Busan, Korea"],
    "IND": ["Nhava Sheva, India", "Mundra, India", "Chennai, India", "Any port in India"],
    "ARE": ["Jebel Ali, Dubai, UAE", "Khalifa Port, Abu Dhabi, UAE"],
    "EGY": ["Alexandria, Egypt", "Port Said, Egypt"],
    "NGA": ["Apapa, Lagos, Nigeria", "Tin Can Island, Lagos, Nigeria"],
    "ZAF": ["Durban, South Africa", "Cape Town, South Africa"], "KEN": ["Mombasa, Kenya"],
    "BRA": ["Santos, Brazil", "Paranagua, Brazil"], "MEX": ["Manzanillo, Mexico", "Veracruz, Mexico"],
    "CAN": ["Vancouver, Canada", "Montreal, Canada"], "AUS": ["Sydney, Australia", "Melbourne, Australia"],
    "VNM": ["Ho Chi Minh City (Cat Lai), Vietnam", "Hai Phong, Vietnam"],
    "CHE": ["Basel, Switzerland"],
}
_LC_COUNTRIES = [c for c in _PORTS if any(b.country == c for b in _BANKS)]

# (trade, description, (unit, units), unit price range, quantity range, exporting countries, extra documents)
_GOODS = [
    ("Electronics", "LED panel lights, model {m}, 600 x 600 mm, 40 W, 4000 K",
     ("PC", "PCS"), (8, 25), (2000, 20000), ["CHN", "KOR", "VNM"], []),
    ("Textiles", "100% cotton knitted T-shirts, assorted colours and sizes, style no. {m}",
     ("PC", "PCS"), (2.1, 6.5), (5000, 60000), ["TUR", "IND", "VNM", "CHN"], []),
    ("Coffee", "Arabica green coffee beans, screen 17/18, new crop, in 60 kg jute bags",
     ("MT", "MT"), (3200, 5200), (40, 400), ["BRA", "KEN", "VNM", "MEX"], ["phyto"]),
    ("Seafood", "frozen Vannamei shrimps, headless shell-on, size 21/25, 10 x 1 kg per carton",
     ("KG", "KGS"), (6.5, 11), (10000, 60000), ["IND", "VNM", "MEX"], ["health"]),
    ("Steel", "hot rolled steel coils, grade SS400, thickness 2.0 to 12.0 mm",
     ("MT", "MT"), (520, 700), (500, 5000), ["TUR", "KOR", "IND", "CHN", "JPN"], ["mill"]),
    ("Machinery", "CNC vertical machining centre, model {m}, complete with standard accessories",
     ("UNIT", "UNITS"), (85000, 240000), (1, 6), ["DEU", "ITA", "JPN", "CHE"], []),
    ("Polymers", "polypropylene homopolymer resin, injection grade, in 25 kg bags",
     ("MT", "MT"), (980, 1350), (100, 1500), ["ARE", "KOR", "NLD"], ["analysis"]),
    ("Timber", "kiln-dried European oak sawn timber, grade A/B, 27 mm",
     ("M3", "M3"), (480, 900), (100, 900), ["POL", "DEU", "SWE"], ["fumigation"]),
    ("Pharmaceuticals", "paracetamol 500 mg tablets, blister pack 10 x 10",
     ("PACK", "PACKS"), (0.9, 2.4), (50000, 400000), ["IND", "CHE"], ["analysis"]),
    ("Solar", "monocrystalline photovoltaic modules, 550 Wp, model {m}",
     ("PC", "PCS"), (95, 140), (1000, 12000), ["CHN", "VNM"], []),
    ("Auto Parts", "automotive brake pads, part no. {m}",
     ("SET", "SETS"), (7, 19), (5000, 40000), ["MEX", "DEU", "TUR", "JPN"], []),
    ("Foods", "refined sunflower oil in 1 litre PET bottles, 15 bottles per carton",
     ("CARTON", "CARTONS"), (14, 22), (3000, 30000), ["TUR", "ESP", "EGY"], ["health"]),
    ("Agro", "raw cashew nuts in shell, outturn 48 lbs, nut count 190-200 per kg",
     ("MT", "MT"), (1100, 1500), (100, 1000), ["NGA", "VNM", "IND"], ["phyto"]),
    ("Olive Oil", "extra virgin olive oil in 5 litre tins",
     ("TIN", "TINS"), (28, 45), (2000, 12000), ["ESP", "ITA", "TUR"], ["analysis"]),
]

_FORMS = ["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE", "IRREVOCABLE STANDBY"]
_AVAILABLE_BY = ["BY NEGOTIATION", "BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"]


@dataclass
class _Party:
    name: str
    lines: list[str]        # address lines, country line included when printed


@dataclass
class _Lc:
    issuing: _Bank
    advising: _Bank
    number: str
    form: str
    issue: date
    rules: str
    expiry: date
    expiry_place: str
    applicant: _Party
    beneficiary: _Party
    currency: str
    amount: float
    tolerance: tuple[int, int] | None
    available_kind: str      # "any" | "advising" | "advising_bic" | "issuing"
    available_by: str
    tenor_days: int
    partial: str | None
    tranship: str | None
    loading: str | None
    discharge: str | None
    latest_shipment: date | None
    goods: str
    documents: list[str]
    presentation: int | None
    confirmation: str
    conditions: list[str] = field(default_factory=list)
    charges: str = ""
    air: bool = False
    long: bool = False


def _lc_party(rng: random.Random, country: str, trade: str) -> _Party:
    """A company whose name and address also fit SWIFT field 50/59 (4 lines of 35)."""
    for _ in range(100):
        name = _company(rng, country, trade if rng.random() < 0.7 else "Trading")
        if len(_swift(name)) > 35:
            continue
        lines = _address_lines(rng, country)
        # the country line when it fits, else the address without it
        for candidate in (lines + [_country(country).name], lines):
            if len([w for line in candidate for w in _wrap(_swift(line), 35)]) <= 3:
                return _Party(name, candidate)
    raise RuntimeError(f"no SWIFT-sized party for {country}")


def _goods_text(rng: random.Random, spec, currency: str, items: int, incoterm: str, place: str,
                long: bool, issue: date) -> tuple[str, float]:
    trade, desc, (unit1, units), (plo, phi), (qlo, qhi), _, _ = spec
    parts, total = [], Decimal(0)
    for _ in range(items):
        qty = rng.randint(qlo, qhi)
        if qhi >= 1000:
            qty = max(qlo, round(qty, -2))
        places = 0 if currency in _ZERO_DECIMAL else 2
        price = Decimal(str(round(rng.uniform(plo, phi) * _INCOME_SCALE[currency], places)))
        model = _pattern(rng, rng.choice(["AA-9999", "99AA-99", "AAA999"]))
        line_total = price * qty
        total += line_total
        parts.append(f"{qty:,} {units if qty != 1 else unit1} of {desc.format(m=model)} at {currency} "
                     f"{price:,.{places}f} per {unit1}")
    text = "; ".join(parts)
    text = text[0].upper() + text[1:]
    text += f", {incoterm} {place} (Incoterms 2020)"
    pi_date = _fmt_date(issue - timedelta(days=rng.randint(5, 90)), "abbr")   # the pro forma precedes the credit
    text += f", as per proforma invoice no. {_pattern(rng, 'PI-9999/99')} dated {pi_date}"
    if long:
        text += (". Packing: export standard seaworthy packing, palletised and shrink-wrapped, each package marked "
                 "with the credit number, the gross and net weights and the consignee's name. Goods must be new, "
                 "unused and of current production, and conform in all respects to the technical specification "
                 "agreed between the applicant and the beneficiary")
    return text, float(total)


def _lc_documents(rng: random.Random, lc_bank: _Bank, spec, beneficiary_country: str, incoterm: str,
                  air: bool, standby: bool, long: bool) -> list[str]:
    docs = [f"Signed commercial invoice in {rng.choice(['3', '4', 'one original and 3'])} "
            f"{rng.choice(['originals', 'copies'])} indicating the credit number and the country of origin of the goods"]
    if air:
        docs.append(f"Air waybill consigned to {lc_bank.name}, marked freight prepaid and notify the applicant")
    else:
        docs.append(f"Full set of clean on board ocean bills of lading made out to the order of {lc_bank.name}, "
                    f"marked freight {'prepaid' if incoterm in ('CIF', 'CFR', 'CIP') else 'collect'} and notify the applicant")
    docs.append(f"Packing list in {rng.randint(2, 4)} copies showing net and gross weights")
    extras = [f"Certificate of origin issued by the chamber of commerce of {_country(beneficiary_country).name}"]
    if incoterm in ("CIF", "CIP"):
        extras.append("Insurance policy or certificate in duplicate, endorsed in blank, for 110% of the invoice value, "
                      "covering Institute Cargo Clauses (A) and war risks")
    kinds = spec[6]
    if "phyto" in kinds:
        extras.append(f"Phytosanitary certificate issued by the competent authority of {_country(beneficiary_country).name}")
    if "health" in kinds:
        extras.append("Health certificate issued by the competent veterinary or food safety authority")
    if "fumigation" in kinds:
        extras.append("Fumigation certificate for the wooden packing material")
    if "analysis" in kinds:
        extras.append("Certificate of analysis issued by the manufacturer")
    if "mill" in kinds:
        extras.append("Mill test certificate issued by the manufacturer")
    extras.append(f"Inspection certificate issued by {rng.choice(['SGS', 'Bureau Veritas', 'Intertek'])} "
                  "at the place of loading, certifying quantity and quality")
    extras.append(f"Beneficiary's certificate certifying that one set of non-negotiable documents has been sent "
                  f"to the applicant by courier within {rng.choice([3, 5, 7])} days after shipment")
    if standby:
        extras.insert(0, "Beneficiary's signed statement certifying that the applicant has failed to pay the "
                         "amount claimed within the due date")
    rng.shuffle(extras)
    count = rng.randint(4, 8) if long else rng.randint(3, 5)
    return (docs + extras)[:count]


def _lc_number(rng: random.Random, issue: date) -> str:
    yy = issue.strftime("%y")
    return rng.choice([f"ILC/{issue.year}/{rng.randint(100, 99999):05d}", f"DC{yy}{rng.randint(10**6, 10**7 - 1)}",
                       f"LC-{rng.randint(1000, 9999)}-{yy}", f"{rng.randint(100, 999)}ILC{yy}{rng.randint(10000, 99999)}",
                       _pattern(rng, f"AA{yy}99999999")])


def _lc_facts(rng: random.Random, layout: str) -> _Lc:
    spec = rng.choice(_GOODS)
    exporters = [c for c in spec[5] if c in _LC_COUNTRIES]
    ben_country = rng.choice(exporters)
    app_country = rng.choice([c for c in _LC_COUNTRIES if c != ben_country])
    issuing = _bank_in(rng, app_country)
    advising = _bank_in(rng, ben_country, exclude=issuing)
    currency = rng.choices(["USD", "EUR", _country(app_country).currency, "GBP", "JPY", "CHF"],
                           weights=[55, 20, 12, 5, 4, 4])[0]
    if currency not in _CURRENCY_WORDS:
        currency = "USD"
    issue = _random_date(rng, date(2025, 3, 1), date(2026, 6, 30))
    form = rng.choices(_FORMS, weights=[75, 17, 8])[0]
    standby = form == "IRREVOCABLE STANDBY"
    if standby:
        rules = rng.choices(["ISP LATEST VERSION", "UCP LATEST VERSION"], weights=[80, 20])[0]
    else:
        rules = rng.choices(["UCP LATEST VERSION", "EUCP LATEST VERSION", "OTHR"], weights=[88, 9, 3])[0]
    air = spec[0] in ("Pharmaceuticals", "Electronics") and rng.random() < 0.4
    incoterm = rng.choice(["CIP", "CPT", "FCA"] if air else ["CIF", "CFR", "FOB", "CIF"])
    loading_port = rng.choice(_PORTS[ben_country])
    discharge_port = rng.choice([p for p in _PORTS[app_country] if not p.startswith("Any")])
    if air:
        loading_port = f"Any airport in {_country(ben_country).name}"
        discharge_port = f"{issuing.city} airport, {_country(app_country).name}"
    place = discharge_port.split(",")[0] if incoterm in ("CIF", "CFR", "CIP", "CPT") else loading_port.split(",")[0]
    long = rng.random() < (0.5 if layout in ("lc_issuing_letter", "lc_term_sheet") else 0.3)
    goods, amount = _goods_text(rng, spec, currency, rng.randint(2, 3) if long else 1, incoterm, place, long, issue)
    amount = _money_value(amount, currency)
    latest = issue + timedelta(days=rng.randint(30, 150)) if rng.random() < 0.8 else None
    presentation = rng.choice([21, 21, 15, 10, 14, 30]) if rng.random() < 0.8 else None
    expiry = (latest or issue + timedelta(days=rng.randint(40, 150))) + timedelta(days=rng.choice([15, 21, 30, 45]))
    if presentation and latest and (expiry - latest).days < presentation:
        presentation = (expiry - latest).days
    available_kind = rng.choices(["any", "advising", "advising_bic", "issuing"], weights=[40, 25, 20, 15])[0]
    if available_kind == "any":
        available_by = "BY NEGOTIATION"
    else:
        available_by = rng.choices(_AVAILABLE_BY, weights=[25, 30, 20, 18, 7])[0]
    expiry_place = advising.city if available_kind != "issuing" else issuing.city
    tolerance = rng.choice([(10, 10), (5, 5), (5, 0), (10, 5), (3, 3)]) if rng.random() < 0.78 else None
    def shipment_term() -> str | None:
        if rng.random() < 0.8:
            return rng.choices(["ALLOWED", "NOT ALLOWED", "CONDITIONAL"], weights=[50, 42, 8])[0]
        return None

    conditions = ["All documents must indicate the credit number",
                  "Documents issued earlier than the credit issuance date are not acceptable",
                  "A discrepancy fee of USD 75.00 will be deducted from the proceeds of any discrepant presentation",
                  "Third party documents except the draft and the commercial invoice are acceptable",
                  "Charter party bills of lading are not acceptable"]
    rng.shuffle(conditions)
    return _Lc(issuing=issuing, advising=advising, number=_lc_number(rng, issue), form=form, issue=issue,
               rules=rules, expiry=expiry, expiry_place=expiry_place,
               applicant=_lc_party(rng, app_country, spec[0]), beneficiary=_lc_party(rng, ben_country, spec[0]),
               currency=currency, amount=amount, tolerance=tolerance, available_kind=available_kind,
               available_by=available_by, tenor_days=rng.choice([30, 60, 90, 120, 180]),
               partial=shipment_term(), tranship=shipment_term(),
               loading=loading_port if rng.random() < 0.8 else None,
               discharge=discharge_port if rng.random() < 0.8 else None,
               latest_shipment=latest, goods=goods,
               documents=_lc_documents(rng, issuing, spec, ben_country, incoterm, air, standby, long),
               presentation=presentation, confirmation=rng.choices(["WITHOUT", "MAY ADD", "CONFIRM"], weights=[50, 25, 25])[0],
               conditions=conditions[: rng.randint(2, 5) if long else rng.randint(0, 3)],
               charges=rng.choice(["All banking charges outside the issuing bank's country are for the account "
                                   "of the beneficiary",
                                   "All charges are for the account of the applicant"]),
               air=air, long=long)


def _available_with(lc: _Lc, t: Callable[[str], str]) -> str:
    if lc.available_kind == "any":
        return "ANY BANK"
    if lc.available_kind == "advising_bic":
        return lc.advising.bic
    bank = lc.advising if lc.available_kind == "advising" else lc.issuing
    return t(bank.name)


def _lc_truth(lc: _Lc, t: Callable[[str], str], *, applicant_address: str, beneficiary_address: str,
              documents: list[str], goods: str) -> dict:
    return {
        "lc_number": lc.number,
        "form_of_credit": lc.form,
        "date_of_issue": lc.issue.isoformat(),
        "applicable_rules": lc.rules,
        "expiry_date": lc.expiry.isoformat(),
        "expiry_place": t(lc.expiry_place),
        "applicant": {"name": t(lc.applicant.name), "address": applicant_address},
        "beneficiary": {"name": t(lc.beneficiary.name), "address": beneficiary_address},
        "currency": lc.currency,
        "amount": lc.amount,
        "tolerance_plus_percent": lc.tolerance[0] if lc.tolerance else None,
        "tolerance_minus_percent": lc.tolerance[1] if lc.tolerance else None,
        "available_with": _available_with(lc, t),
        "available_by": lc.available_by,
        "partial_shipments": lc.partial,
        "transhipment": lc.tranship,
        "port_of_loading": t(lc.loading) if lc.loading else None,
        "port_of_discharge": t(lc.discharge) if lc.discharge else None,
        "latest_shipment_date": lc.latest_shipment.isoformat() if lc.latest_shipment else None,
        "goods_description": goods,
        "documents_required": documents,
        "presentation_period_days": lc.presentation,
        "confirmation_instructions": lc.confirmation,
    }


# ---- SWIFT MT700 field content, shared by the raw message, the system print-out and the advice

def _swift_amount(value: float, currency: str) -> str:
    text = f"{value:.0f}" if currency in _ZERO_DECIMAL else f"{value:.2f}"
    return text.replace(".", ",") if "." in text else text + ","


def _mt700_fields(lc: _Lc, rng: random.Random) -> list[tuple[str, str, list[str]]]:
    """(tag, field name, content lines) in MT700 order."""
    t = _swift
    f: list[tuple[str, str, list[str]]] = [
        ("27", "Sequence of Total", ["1/1"]),
        ("40A", "Form of Documentary Credit", [lc.form]),
        ("20", "Documentary Credit Number", [lc.number]),
        ("31C", "Date of Issue", [_fmt_date(lc.issue, "swift")]),
        ("40E", "Applicable Rules", [lc.rules + ("/ICC URDG 758 AND ENGLISH LAW" if lc.rules == "OTHR" else "")]),
        ("31D", "Date and Place of Expiry", [_fmt_date(lc.expiry, "swift") + t(lc.expiry_place)]),
        ("50", "Applicant", [t(lc.applicant.name)] + [w for x in lc.applicant.lines for w in _wrap(t(x), 35)]),
        ("59", "Beneficiary", [t(lc.beneficiary.name)] + [w for x in lc.beneficiary.lines for w in _wrap(t(x), 35)]),
        ("32B", "Currency Code, Amount", [lc.currency + _swift_amount(lc.amount, lc.currency)]),
    ]
    if lc.tolerance:
        f.append(("39A", "Percentage Credit Amount Tolerance", [f"{lc.tolerance[0]:02d}/{lc.tolerance[1]:02d}"]))
    with_ = _available_with(lc, t)
    tag41 = "41A" if lc.available_kind == "advising_bic" else "41D"
    f.append((tag41, "Available With ... By ...", [with_, lc.available_by]))
    drawee = lc.issuing.bic
    if lc.available_by in ("BY NEGOTIATION", "BY ACCEPTANCE") and rng.random() < 0.8:
        tenor = "AT SIGHT" if lc.available_by == "BY NEGOTIATION" else f"AT {lc.tenor_days} DAYS SIGHT"
        f.append(("42C", "Drafts at ...", [f"DRAFTS {tenor}"]))
        f.append(("42A", "Drawee", [drawee]))
    elif lc.available_by == "BY DEF PAYMENT":
        f.append(("42P", "Negotiation/Deferred Payment Details", [f"{lc.tenor_days} DAYS AFTER SHIPMENT DATE"]))
    elif lc.available_by == "BY MIXED PYMT":
        f.append(("42M", "Mixed Payment Details", ["30 PCT AT SIGHT,", f"70 PCT AT {lc.tenor_days} DAYS AFTER SHIPMENT"]))
    if lc.partial:
        f.append(("43P", "Partial Shipments", [lc.partial]))
    if lc.tranship:
        f.append(("43T", "Transhipment", [lc.tranship]))
    if lc.loading:
        f.append(("44E", "Port of Loading/Airport of Departure", _wrap(t(lc.loading), 65)))
    if lc.discharge:
        f.append(("44F", "Port of Discharge/Airport of Destination", _wrap(t(lc.discharge), 65)))
    if lc.latest_shipment:
        f.append(("44C", "Latest Date of Shipment", [_fmt_date(lc.latest_shipment, "swift")]))
    f.append(("45A", "Description of Goods and/or Services", _wrap(t(lc.goods), 65)))
    docs = []
    for d in lc.documents:
        wrapped = _wrap(t(d), 64)
        docs += ["+" + wrapped[0]] + wrapped[1:]
    f.append(("46A", "Documents Required", docs))
    if lc.conditions:
        cond = []
        for c in lc.conditions:
            wrapped = _wrap(t(c), 64)
            cond += ["+" + wrapped[0]] + wrapped[1:]
        f.append(("47A", "Additional Conditions", cond))
    f.append(("71D", "Charges", _wrap(t(lc.charges), 35)))
    if lc.presentation is not None:
        if rng.random() < 0.5:
            f.append(("48", "Period for Presentation in Days", [f"{lc.presentation}/FROM THE DATE OF SHIPMENT"]))
        else:
            f.append(("48", "Period for Presentation in Days",
                      _wrap(f"DOCUMENTS TO BE PRESENTED WITHIN {lc.presentation} DAYS AFTER THE DATE OF SHIPMENT "
                            "BUT WITHIN THE VALIDITY OF THE CREDIT", 35)))
    f.append(("49", "Confirmation Instructions", [lc.confirmation]))
    if rng.random() < 0.6:
        f.append(("78", "Instructions to the Paying/Accepting/Negotiating Bank",
                  _wrap("UPON RECEIPT OF DOCUMENTS IN STRICT COMPLIANCE WITH THE TERMS OF THIS CREDIT WE SHALL "
                        "REMIT THE PROCEEDS AS PER YOUR INSTRUCTIONS", 65)))
    return f


def _lc_swift_truth(lc: _Lc) -> dict:
    t = _swift
    return _lc_truth(lc, t, applicant_address=_join([t(x) for x in lc.applicant.lines]),
                     beneficiary_address=_join([t(x) for x in lc.beneficiary.lines]),
                     documents=[t(d) for d in lc.documents], goods=t(lc.goods))


def _lc_mt700_raw(lc: _Lc, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng, "mono")
    sender = lc.issuing.bic + "A" + "XXX"
    receiver = lc.advising.bic + "X" + "XXX"
    lines = [f"{{1:F01{sender}{rng.randint(10**9, 10**10 - 1)}}}{{2:I700{receiver}N}}"
             f"{{3:{{108:{_pattern(rng, 'AA99999999AA')}}}}}{{4:"]
    for tag, _name, content in _mt700_fields(lc, rng):
        lines.append(f":{tag}:{content[0]}")
        lines.extend(content[1:])
    lines.append("-}")
    lines.append(f"{{5:{{CHK:{_pattern(rng, 'XXXXXXXXXXXX')}}}}}")
    size = rng.choice([9.5, 10, 10.5])
    css = f"pre.mt {{ font-family: {style.font}; font-size: {size}pt; line-height: 1.3; white-space: pre-wrap; }}"
    head = ""
    if rng.random() < 0.5:
        head = f'<p class="small">Message file: MT700_{_e(lc.number.replace("/", "_"))}.fin</p>'
    body = head + f'<pre class="mt">{_e(chr(10).join(lines))}</pre>'
    return _page(f"MT700 {lc.number}", style, css, body), _lc_swift_truth(lc)


def _lc_swift_printout(lc: _Lc, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng, "mono")
    ind = " " * 7
    sub = " " * 11
    out = [f"{' Instance Type and Transmission ':-^72}",
           f"{ind}Notification (Transmission) of Original sent to SWIFT (ACK)",
           f"{ind}Network Delivery Status   : Network Ack",
           f"{ind}Priority/Delivery         : Normal",
           f"{ind}Message Input Reference   : {rng.randint(1000, 2359)} {_fmt_date(lc.issue, 'swift')}"
           f"{lc.issuing.bic}AXXX{rng.randint(10**9, 10**10 - 1)}",
           f"{' Message Header ':-^72}",
           f"{ind}Swift Input               : FIN 700 Issue of a Documentary Credit",
           f"{ind}Sender   : {lc.issuing.bic}XXX",
           f"{sub}{_swift(lc.issuing.name)}",
           f"{sub}{_swift(lc.issuing.city)} {_country(lc.issuing.country).alpha2}",
           f"{ind}Receiver : {lc.advising.bic}XXX",
           f"{sub}{_swift(lc.advising.name)}",
           f"{sub}{_swift(lc.advising.city)} {_country(lc.advising.country).alpha2}",
           f"{' Message Text ':-^72}"]
    for tag, name, content in _mt700_fields(lc, rng):
        out.append(f"{ind}{tag}: {name}")
        if tag == "31D":
            out.append(f"{sub}Date : {content[0][:6]}")
            out.append(f"{sub}Place: {content[0][6:]}")
        elif tag == "32B":
            out.append(f"{sub}Currency : {lc.currency}")
            out.append(f"{sub}Amount   : #{_number(lc.amount, lc.currency)}#")
        elif tag in ("41A", "41D"):
            out.append(f"{sub}{content[0]}")
            out.append(f"{sub}{content[1]}")
        else:
            out.extend(f"{sub}{x}" for x in content)
    out.append(f"{' Message Trailer ':-^72}")
    out.append(f"{ind}{{CHK:{_pattern(rng, 'XXXXXXXXXXXX')}}}")
    out.append(f"{ind}PKI Signature: MAC-Equivalent")
    size = rng.choice([8.5, 9, 9.5])
    css = f"pre.pr {{ font-family: {style.font}; font-size: {size}pt; line-height: 1.3; white-space: pre-wrap; }}"
    body = f'<pre class="pr">{_e(chr(10).join(out))}</pre>'
    return _page(f"Swift print {lc.number}", style, css, body), _lc_swift_truth(lc)


def _lc_advice_table(lc: _Lc, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng)
    adv = lc.advising
    advice_date = lc.issue + timedelta(days=rng.randint(0, 3))
    ds = rng.choice(["long", "abbr", "iso"]) if not adv.us else rng.choice(["long_us", "abbr_us", "iso"])
    rows = []
    flowing = {"45A": [_swift(lc.goods)], "46A": ["+" + _swift(d) for d in lc.documents],
               "47A": ["+" + _swift(c) for c in lc.conditions]}
    for tag, name, content in _mt700_fields(lc, rng):
        if tag in flowing:
            content = flowing[tag]
        elif tag in ("71D", "48", "78"):
            content = [" ".join(content)]
        if tag in ("31C", "44C") and rng.random() < 0.5:   # some advices spell the date out
            yymmdd = content[0]
            content = [_fmt_date(date(2000 + int(yymmdd[:2]), int(yymmdd[2:4]), int(yymmdd[4:])), "abbr")]
        rows.append(f'<tr><td class="tag">{_e(tag)}</td><td class="fname">{_e(name)}</td>'
                    f'<td class="cont">{_lines_html(content)}</td></tr>')
    intro = (f"We have received from {lc.issuing.name}, {lc.issuing.city} (SWIFT {lc.issuing.bic}) the documentary "
             "credit reproduced below, by authenticated SWIFT message MT700. The full text of the credit is "
             "reproduced as received; please examine it carefully and, should its terms not be acceptable, "
             "contact the applicant directly.")
    title = rng.choice(["Advice of Documentary Credit", "Documentary Credit Advice", "Notification of Documentary Credit"])
    body = [_letterhead(adv, rng), f"<h1>{_e(title)}</h1>",
            f'<p class="small">Our reference: {_e(_pattern(rng, "ADV-99999-AA"))} &nbsp; · &nbsp; Date of this advice: '
            f'{_e(_fmt_date(advice_date, ds, adv.us))}</p>',
            f"<p>{_e(intro)}</p>",
            f'<table class="adv"><tr><th>Tag</th><th>Field</th><th>Content</th></tr>{"".join(rows)}</table>',
            _fine_print(rng, _LC_FINE_PRINT, rng.randint(1, 3)),
            f'<div class="sign"><span>For {_e(adv.name)}</span><span>Trade Finance Operations</span></div>',
            _footer(adv, rng)]
    css = f"""
table.adv {{ width: 100%; }}
table.adv td, table.adv th {{ border: 1px solid #999; padding: 3px 6px; vertical-align: top; text-align: left; }}
table.adv th {{ background: {style.accent}; color: #fff; }}
td.tag {{ width: 7%; font-weight: bold; }} td.fname {{ width: 28%; color: #333; }}
td.cont {{ font-family: {rng.choice(_MONO)}; font-size: 0.92em; }}
"""
    return _page("Advice of documentary credit", style, css, "\n".join(body)), _lc_swift_truth(lc)


_LC_FINE_PRINT = [
    "This advice does not constitute an engagement on the part of the advising bank unless expressly stated. "
    "Please check the credit terms carefully; any amendment should be requested from the applicant.",
    "Documents presented under this credit will be examined on the basis of international standard banking "
    "practice. Discrepant documents may be refused and held at the presenter's risk and disposal.",
    "Banks deal with documents and not with goods, services or performance to which the documents may relate. "
    "The beneficiary is responsible for complying with all sanctions and export control laws.",
    "We are not responsible for any delay or loss in transit of messages, letters or documents, nor for errors in "
    "translation or interpretation of technical terms.",
    "Communications relating to this credit should quote our reference and be addressed to the trade finance "
    "department at the address shown above.",
]


def _roman(n: int) -> str:
    return ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"][n - 1]


def _numbered(items: list[str], rng: random.Random) -> str:
    """A list with its own printed numbering (which the truth drops)."""
    kind = rng.choice(["1.", "(i)", "a)", "-", "•"])
    out = []
    for i, item in enumerate(items, 1):
        mark = {"1.": f"{i}.", "(i)": f"({_roman(i)})", "a)": f"{'abcdefghij'[i - 1]})", "-": "–", "•": "•"}[kind]
        out.append(f'<div class="item"><span class="mark">{_e(mark)}</span> {_e(item)}</div>')
    return f'<div class="items">{"".join(out)}</div>'


_DOCS_INTROS = ["Documents required:", "The following documents are required:",
                "Against presentation of the following documents:"]
_RULES_SENTENCES = {
    "UCP LATEST VERSION": "This credit is subject to the Uniform Customs and Practice for Documentary Credits, "
                          "latest version (UCP LATEST VERSION).",
    "EUCP LATEST VERSION": "This credit is subject to the supplement to the UCP for electronic presentation, "
                           "latest version (EUCP LATEST VERSION).",
    "ISP LATEST VERSION": "This standby letter of credit is subject to the International Standby Practices, "
                          "latest version (ISP LATEST VERSION).",
    "OTHR": "Applicable rules: OTHR – this credit is governed by the rules set out in its additional conditions "
            "and by English law.",
}


def _lc_issuing_letter(lc: _Lc, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng, rng.choice(["serif", "serif", "sans"]))
    bank = lc.issuing
    us = bank.us
    ds = rng.choice(["long_us", "abbr_us"] if us else ["long", "ordinal", "abbr"])
    ms = _money_style(rng, lc.currency)
    form_words = {"IRREVOCABLE": "irrevocable documentary credit",
                  "IRREVOCABLE TRANSFERABLE": "irrevocable transferable documentary credit",
                  "IRREVOCABLE STANDBY": "irrevocable standby letter of credit"}[lc.form]
    app_addr = ", ".join(lc.applicant.lines)
    amount = _money(lc.amount, lc.currency, ms)
    tol = ""
    if lc.tolerance:
        plus, minus = lc.tolerance
        tol = (f" (a tolerance of {plus}% more or less is permitted on this amount)" if plus == minus
               else f" (the credit amount may be exceeded by up to {plus}% or reduced by up to {minus}%)")
    with_ = _available_with(lc, _same)
    with_text = "any bank" if lc.available_kind == "any" else with_
    by_text = {"BY NEGOTIATION": "by negotiation",
               "BY PAYMENT": "by payment at sight",
               "BY ACCEPTANCE": f"by acceptance of your drafts drawn at {lc.tenor_days} days sight",
               "BY DEF PAYMENT": f"by deferred payment at {lc.tenor_days} days after the date of shipment",
               "BY MIXED PYMT": f"by mixed payment (30% at sight and 70% at {lc.tenor_days} days after shipment)",
               }[lc.available_by]
    paras = [f"At the request and for the account of {lc.applicant.name}, of {app_addr} (the applicant), we hereby "
             f"issue in your favour our {form_words} No. {lc.number} for {amount} "
             f"({_amount_in_words(lc.amount, lc.currency)}){tol}, available with {with_text} {by_text}, and expiring "
             f"on {_fmt_date(lc.expiry, ds, us)} in {lc.expiry_place}."]
    ship = []
    if lc.loading or lc.discharge or lc.latest_shipment:
        s = "Shipment is to be effected"
        if lc.loading:
            s += f" from {lc.loading}"
        if lc.discharge:
            s += f" to {lc.discharge}"
        if lc.latest_shipment:
            s += f" not later than {_fmt_date(lc.latest_shipment, ds, us)}"
        ship.append(s + ".")
    words = {"ALLOWED": rng.choice(["allowed", "permitted"]), "NOT ALLOWED": rng.choice(["not allowed", "prohibited"])}
    if lc.partial:
        ship.append("Partial shipments are conditional, as set out in the additional conditions." if lc.partial == "CONDITIONAL"
                    else f"Partial shipments are {words[lc.partial]}.")
    if lc.tranship:
        ship.append("Transhipment is conditional, as set out in the additional conditions." if lc.tranship == "CONDITIONAL"
                    else f"Transhipment is {words[lc.tranship]}.")
    if ship:
        paras.append(" ".join(ship))
    goods_intro = rng.choice(["The credit covers the following goods:", "Description of goods:", "Covering:"])
    after = []
    if lc.presentation is not None:
        after.append(f"Documents must be presented within {lc.presentation} days after the date of shipment, but "
                     "within the validity of the credit.")
    if lc.conditions:
        after.append("Additional conditions: " + "; ".join(lc.conditions) + ".")
    after.append(lc.charges + ".")
    after.append({"CONFIRM": f"{lc.advising.name} is requested to add its confirmation to this credit.",
                  "MAY ADD": f"{lc.advising.name} may add its confirmation to this credit at the beneficiary's request and cost.",
                  "WITHOUT": f"Please note that this credit is advised through {lc.advising.name} without adding "
                             "their confirmation."}[lc.confirmation])
    after.append(_RULES_SENTENCES[lc.rules])
    after.append("We hereby engage that documents presented in compliance with the terms of this credit will be duly honoured.")
    ben_lines = [lc.beneficiary.name] + lc.beneficiary.lines
    body = [_letterhead(bank, rng),
            f'<p class="right">{_e(bank.city)}, {_e(_fmt_date(lc.issue, ds, us))}</p>',
            f'<p><b>Beneficiary:</b><br>{_lines_html(ben_lines)}</p>',
            f'<p>Through: {_e(lc.advising.name)}, {_e(lc.advising.city)} (SWIFT {_e(lc.advising.bic)})</p>',
            f'<p class="ref"><b>Our {_e(form_words)} No. {_e(lc.number)} – '
            f'date of issue {_e(_fmt_date(lc.issue, ds, us))}</b></p>',
            "<p>Dear Sirs,</p>"] + [f"<p>{_e(x)}</p>" for x in paras]
    body += [f"<p>{_e(goods_intro)}</p>", f'<p class="goods">{_e(lc.goods)}</p>',
             f"<p>{_e(rng.choice(_DOCS_INTROS))}</p>",
             _numbered(lc.documents, rng)] + [f"<p>{_e(x)}</p>" for x in after]
    if lc.long or rng.random() < 0.3:
        body.append(_fine_print(rng, _LC_FINE_PRINT, rng.randint(2, 4)))
    body += ["<p>Yours faithfully,</p>", f"<p>For and on behalf of {_e(bank.name)}</p>",
             '<div class="sign"><span>Authorised signatory</span><span>Authorised signatory</span></div>', _footer(bank, rng)]
    css = """p { text-align: justify; margin: 0.5em 0; } p.right { text-align: right; }
.goods { margin-left: 2em; font-style: italic; } .items { margin-left: 2em; }
.item { margin: 0.25em 0; text-indent: -1.6em; padding-left: 1.6em; }
.ref { text-decoration: underline; }"""
    truth = _lc_truth(lc, _same, applicant_address=app_addr, beneficiary_address=_join(lc.beneficiary.lines),
                      documents=list(lc.documents), goods=lc.goods)
    truth["available_with"] = with_ if lc.available_kind != "any" else "ANY BANK"
    return _page(f"Documentary credit {lc.number}", style, css, "\n".join(body)), truth


def _lc_term_sheet(lc: _Lc, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng)
    bank = lc.issuing
    us = bank.us
    ds = _date_style(rng, us)
    ms = _money_style(rng, lc.currency)
    form_text = {"IRREVOCABLE": "Irrevocable", "IRREVOCABLE TRANSFERABLE": "Irrevocable transferable",
                 "IRREVOCABLE STANDBY": "Irrevocable standby"}[lc.form]
    by_text = {"BY NEGOTIATION": "Negotiation", "BY PAYMENT": "Sight payment", "BY ACCEPTANCE": "Acceptance",
               "BY DEF PAYMENT": "Deferred payment", "BY MIXED PYMT": "Mixed payment"}[lc.available_by]
    rows: list[tuple[str, str]] = [
        ("Credit number", _e(lc.number)), ("Form of credit", _e(form_text)),
        ("Date of issue", _e(_fmt_date(lc.issue, ds, us))), ("Applicable rules", _e(lc.rules)),
        ("Expiry date", _e(_fmt_date(lc.expiry, ds, us))), ("Place of expiry", _e(lc.expiry_place)),
        ("Applicant", f"<b>{_e(lc.applicant.name)}</b><br>{_lines_html(lc.applicant.lines)}"),
        ("Beneficiary", f"<b>{_e(lc.beneficiary.name)}</b><br>{_lines_html(lc.beneficiary.lines)}"),
        ("Currency and amount", _e(_money(lc.amount, lc.currency, ms)))]
    if lc.tolerance:
        rows.append(("Amount tolerance", _e(f"+{lc.tolerance[0]}% / -{lc.tolerance[1]}%")))
    rows.append(("Available with", _e("Any bank" if lc.available_kind == "any" else _available_with(lc, _same))))
    rows.append(("Available by", _e(by_text)))
    if lc.available_by in ("BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"):
        rows.append(("Tenor", _e(f"{lc.tenor_days} days")))
    if lc.partial:
        rows.append(("Partial shipments", _e(lc.partial.capitalize())))
    if lc.tranship:
        rows.append(("Transhipment", _e(lc.tranship.capitalize())))
    if lc.loading:
        rows.append(("Airport of departure" if lc.air else "Port of loading", _e(lc.loading)))
    if lc.discharge:
        rows.append(("Airport of destination" if lc.air else "Port of discharge", _e(lc.discharge)))
    if lc.latest_shipment:
        rows.append(("Latest shipment date", _e(_fmt_date(lc.latest_shipment, ds, us))))
    rows.append(("Description of goods", _e(lc.goods)))
    rows.append(("Documents required", _numbered(lc.documents, rng)))
    if lc.conditions:
        rows.append(("Additional conditions", _numbered(lc.conditions, rng)))
    if lc.presentation is not None:
        rows.append(("Presentation period", _e(f"{lc.presentation} days after the date of shipment")))
    rows.append(("Confirmation instructions", _e(lc.confirmation if rng.random() < 0.5 else lc.confirmation.capitalize())))
    rows.append(("Charges", _e(lc.charges)))
    rows.append(("Advising bank", _e(f"{lc.advising.name}, {lc.advising.city} (BIC {lc.advising.bic})")))
    title = rng.choice(["Documentary Credit – Issuance Details", "Letter of Credit Issued",
                        "Import Documentary Credit – Particulars"])
    table = "".join(f'<tr><td class="lab">{_e(l)}</td><td>{v}</td></tr>' for l, v in rows)
    body = [_letterhead(bank, rng), f"<h1>{_e(title)}</h1>",
            f'<p class="small">Prepared for: {_e(lc.applicant.name)} · Branch: {_e(bank.city)}</p>',
            f'<table class="ts">{table}</table>']
    if lc.long or rng.random() < 0.3:
        body.append(f"<h2>Notes</h2>{_fine_print(rng, _LC_FINE_PRINT, rng.randint(2, 5))}")
    body += [_footer(bank, rng)]
    css = f"""
table.ts {{ width: 100%; }}
table.ts td {{ border-top: 1px solid #bbb; border-bottom: 1px solid #bbb; padding: 4px 6px; vertical-align: top; }}
table.ts td.lab {{ width: 27%; font-weight: bold; color: {style.accent}; }}
.item {{ margin: 0.2em 0; }}
"""
    truth = _lc_truth(lc, _same, applicant_address=_join(lc.applicant.lines), beneficiary_address=_join(lc.beneficiary.lines),
                      documents=list(lc.documents), goods=lc.goods)
    return _page(title, style, css, "\n".join(body)), truth


_LC_LAYOUTS: dict[str, Callable[[_Lc, random.Random], tuple[str, dict]]] = {
    "lc_mt700_raw": _lc_mt700_raw,
    "lc_swift_printout": _lc_swift_printout,
    "lc_advice_table": _lc_advice_table,
    "lc_issuing_letter": _lc_issuing_letter,
    "lc_term_sheet": _lc_term_sheet,
}


# =======================================================================================
# loan_application
# =======================================================================================

_LOAN_COUNTRIES = ["USA", "USA", "USA", "USA", "GBR", "GBR", "CAN", "AUS", "IRL", "NLD", "DEU", "SGP", "CHE", "ESP"]
_POSITIONS = ["Senior Software Developer", "Operations Manager", "Nurse Practitioner", "Financial Controller",
              "Electrician", "High School Teacher", "Product Designer", "Sales Director", "Mechanical Engineer",
              "Dental Hygienist", "Store Manager", "Paralegal", "Account Executive", "Police Officer"]
_MARITAL_WORDS = {"married": "Married", "unmarried": "Unmarried", "separated": "Separated"}
_PURPOSE_OTHER = ["home improvement", "debt consolidation", "equity release", "purchase of a building plot"]
_RATE_RANGES = {"USD": (5.4, 7.9), "GBP": (3.9, 6.2), "EUR": (2.8, 4.6), "CHF": (1.2, 2.9), "CAD": (4.0, 6.5),
                "AUD": (5.5, 7.2), "SGD": (2.5, 4.5)}
# relationship -> (youngest, oldest) difference in years of the co-borrower's birth from the borrower's
_RELATION_AGES = {"Spouse": (-8, 8), "Partner": (-10, 10), "Sibling": (-9, 9), "Friend": (-12, 12),
                  "Parent": (-36, -21), "Son / daughter": (21, 36)}


def _relative(rng: random.Random, borrower: _Person, relation: str, nationality: str, taken: set[str]) -> _Person:
    """A co-borrower whose age fits the relationship, with a first name not already used."""
    sex = ("F" if borrower.sex == "M" else "M") if relation == "Spouse" else None
    for _ in range(30):
        person = _person(rng, nationality, sex=sex)
        if person.given.split()[0] not in taken:
            break
    low, high = _RELATION_AGES[relation]
    dob = borrower.dob + timedelta(days=rng.randint(low * 365, high * 365))
    dob = min(max(dob, date(1935, 1, 1)), date(2006, 12, 31))
    if dob == borrower.dob:
        dob += timedelta(days=40)
    family = relation in ("Spouse", "Parent", "Sibling", "Son / daughter")
    surname = borrower.surname if family and rng.random() < 0.6 else person.surname
    return _Person(person.given, surname, person.sex, dob, person.nationality)


@dataclass
class _Loan:
    lender: _Bank
    doc_date: date
    number: str
    borrower: _Person
    marital: str
    email: str | None
    phone: str | None
    co: list[_Person]
    relations: list[str]
    employer: str
    position: str
    emp_start: date
    monthly: float
    income_currency: str
    amount: float
    currency: str
    purpose: str
    purpose_note: str
    term: int
    rate: float
    property: list[str]         # property address lines (country line included when printed)
    value: float
    current: list[str]          # borrower's present address
    dependants: int


def _loan_facts(rng: random.Random, layout: str) -> _Loan:
    country = rng.choice(_LOAN_COUNTRIES)
    lender = _bank_in(rng, country)
    nationality = country if rng.random() < 0.8 else rng.choice(_KYC_NATIONALITIES)
    borrower = _person(rng, nationality, 1958, 1999, sex=rng.choice("MF"))
    doc_date = _random_date(rng, date(2025, 1, 6), date(2026, 6, 30))
    marital = rng.choices(["married", "unmarried", "separated"], weights=[55, 38, 7])[0]
    weights = [30, 40, 18, 12] if layout != "loan_coborrower_form" else [10, 45, 27, 18]
    n_co = rng.choices([0, 1, 2, 3], weights=weights)[0]
    co, relations = [], []
    taken = {borrower.given.split()[0]}
    for i in range(n_co):
        if i == 0 and marital == "married":
            relation = "Spouse"
        elif i == 0 and marital == "unmarried" and rng.random() < 0.5:
            relation = "Partner"
        else:
            relation = rng.choice(["Parent", "Sibling", "Son / daughter", "Friend"])
            if relation == "Son / daughter" and borrower.dob.year > 1980:
                relation = "Sibling"
        person = _relative(rng, borrower, relation, rng.choice([nationality, country]), taken)
        taken.add(person.given.split()[0])
        co.append(person)
        relations.append(relation)
    currency = _country(country).currency
    income_currency = currency if rng.random() < 0.9 else rng.choice(["USD", "EUR", "GBP"])
    scale = _INCOME_SCALE[income_currency]
    step = rng.choice([0.01, 1, 10, 50])
    monthly = _money_value(round(rng.uniform(3500, 24000) * scale / step) * step, income_currency)
    value_step = rng.choice([1000, 5000, 500])
    value = _money_value(round(rng.uniform(160_000, 1_900_000) * _INCOME_SCALE[currency] / value_step) * value_step, currency)
    amount = _money_value(round(value * rng.uniform(0.45, 0.92) / 500) * 500, currency)
    purpose = rng.choices(["purchase", "refinance", "construction", "other"], weights=[55, 25, 10, 10])[0]
    earliest_start = date(borrower.dob.year + 19, borrower.dob.month, min(borrower.dob.day, 28))
    emp_start = _random_date(rng, max(earliest_start, date(1985, 1, 1)), doc_date - timedelta(days=120))
    prop = _address_lines(rng, country) + ([_country(country).name] if rng.random() < 0.45 else [])
    current = prop if purpose in ("refinance", "other") else _address_lines(rng, country)
    domains = ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.co.uk"]
    email = _email(rng, borrower.given, borrower.surname, domains)
    number = rng.choice([f"LA-{doc_date.year}-{rng.randint(1, 999999):06d}", f"{rng.randint(10**9, 10**10 - 1)}",
                         f"MTG/{doc_date.strftime('%y')}/{rng.randint(10000, 99999)}", _pattern(rng, "AA9999999-99")])
    low, high = _RATE_RANGES.get(currency, (3.0, 7.0))
    rate = round(rng.choice([rng.uniform(low, high), round(rng.uniform(low, high) * 8) / 8]), rng.choice([2, 3]))
    return _Loan(lender=lender, doc_date=doc_date, number=number, borrower=borrower, marital=marital,
                 email=email if rng.random() < 0.8 else None,
                 phone=_phone(rng, country) if rng.random() < 0.8 else None,
                 co=co, relations=relations, employer=_company(rng, country, rng.choice(_EMPLOYER_TRADES)),
                 position=rng.choice(_POSITIONS), emp_start=emp_start, monthly=monthly,
                 income_currency=income_currency, amount=amount, currency=currency, purpose=purpose,
                 purpose_note=rng.choice(_PURPOSE_OTHER),
                 term=rng.choices([120, 180, 240, 300, 360, 420], weights=[5, 15, 15, 25, 35, 5])[0],
                 rate=rate, property=prop, value=value, current=current, dependants=rng.randint(0, 4))


def _loan_truth(ln: _Loan, *, property_address: str) -> dict:
    return {
        "application_number": ln.number,
        "borrower": {"full_name": ln.borrower.full, "date_of_birth": ln.borrower.dob.isoformat(),
                     "marital_status": ln.marital, "email": ln.email, "phone": ln.phone},
        "co_borrowers": [{"full_name": c.full, "date_of_birth": c.dob.isoformat()} for c in ln.co],
        "employer_name": ln.employer,
        "employment_start_date": ln.emp_start.isoformat(),
        "monthly_income": ln.monthly,
        "income_currency": ln.income_currency,
        "loan_amount": ln.amount,
        "loan_currency": ln.currency,
        "loan_purpose": ln.purpose,
        "loan_term_months": ln.term,
        "interest_rate_percent": ln.rate,
        "property_address": property_address,
        "property_value": ln.value,
    }


def _term_text(rng: random.Random, months: int) -> str:
    years = months // 12
    return rng.choice([f"{months} months", f"{years} years", f"{years} years ({months} months)"])


def _rate_text(rng: random.Random, rate: float) -> str:
    places = 3 if round(rate, 2) != rate else rng.choice([2, 3])
    number = f"{rate:.{places}f}"
    return rng.choice([f"{number}%", f"{number} %", f"{number}% p.a.", f"{number} per cent per annum"])


def _purpose_text(ln: _Loan) -> str:
    return {"purchase": "Purchase", "refinance": "Refinance", "construction": "Construction",
            "other": f"Other – {ln.purpose_note}"}[ln.purpose]


_LOAN_DECLARATIONS = [
    "Will you occupy the property as your primary residence?",
    "Have you had an ownership interest in another property in the last three years?",
    "Are you borrowing any money for this real estate transaction from another party?",
    "Are you a co-signer or guarantor on any debt or loan that is not disclosed on this application?",
    "Are there any outstanding judgments against you?",
    "Are you currently delinquent or in default on a federal or other debt?",
    "Have you declared bankruptcy within the past 7 years?",
]
_LOAN_FINE_PRINT = [
    "Each of the undersigned represents to the lender that the information provided in this application is true "
    "and correct as of the date set forth opposite my signature, and acknowledges that any intentional or negligent "
    "misrepresentation may result in civil liability and criminal penalties.",
    "The lender and its agents may verify or re-verify any information contained in this application and obtain "
    "a consumer credit report for the purposes of this application or to service the loan.",
    "The loan requested will be secured by a mortgage or deed of trust on the property described in this "
    "application. The property will not be used for any illegal or prohibited purpose.",
    "An offer of credit is subject to a satisfactory valuation of the property, verification of income and the "
    "lender's lending criteria at the time of the offer. Your home may be repossessed if you do not keep up "
    "repayments on your mortgage.",
    "Interest rates quoted are indicative until an offer is issued and may change if the application is not "
    "completed within the validity period of the offer.",
]


def _cobo_rows(ln: _Loan, ds: str, us: bool) -> str:
    if not ln.co:
        return '<p class="small">No co-borrowers – the borrower applies alone.</p>'
    rows = "".join(f"<tr><td>{i}</td><td>{_e(c.full)}</td><td>{_e(_fmt_date(c.dob, ds, us))}</td><td>{_e(r)}</td></tr>"
                   for i, (c, r) in enumerate(zip(ln.co, ln.relations), 1))
    return ('<table class="grid"><tr><th>#</th><th>Co-borrower name</th><th>Date of birth</th><th>Relationship</th></tr>'
            f"{rows}</table>")


def _loan_urla(ln: _Loan, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng, rng.choice(["sans", "sans", "serif"]))
    us = ln.lender.us
    ds = rng.choice(["numeric", "numeric", "long_us"]) if us else _date_style(rng, us)
    ms = _money_style(rng, ln.currency)
    ims = _money_style(rng, ln.income_currency) if ln.income_currency != ln.currency else ms
    c = style.check
    b = ln.borrower
    first, _, middle = b.given.partition(" ")

    def cell(label: str, value: str, span: int = 1) -> str:
        return (f'<div class="f" style="grid-column: span {span}"><div class="l">{_e(label)}</div>'
                f'<div class="v">{value}</div></div>')

    def boxes(options: list[tuple[bool, str]]) -> str:
        return " &nbsp; ".join(f"{_e(c(on))} {_e(text)}" for on, text in options)

    s1 = [cell("First Name", _e(first)), cell("Middle Name", _e(middle) or "&nbsp;"), cell("Last Name", _e(b.surname)),
          cell("Date of Birth", _e(_fmt_date(b.dob, ds, us))),
          cell("Citizenship", _e("U.S. Citizen" if us and b.nationality == "USA" else _country(b.nationality).name)),
          cell("Number of Dependents", str(ln.dependants)),
          cell("Marital Status", boxes([(ln.marital == "married", "Married"), (ln.marital == "separated", "Separated"),
                                        (ln.marital == "unmarried", "Unmarried (Single, Divorced, Widowed, "
                                                                    "Civil Union, Domestic Partnership)")]), 3)]
    if ln.phone:
        s1.append(cell("Cell Phone", _e(ln.phone)))
    if ln.email:
        s1.append(cell("Email", _e(ln.email), 2 if ln.phone else 3))
    s1.append(cell("Current Address", _lines_html(ln.current), 2))
    s1.append(cell("How long at current address?", f"{rng.randint(1, 15)} years {rng.randint(0, 11)} months"))
    base = _money(ln.monthly, ln.income_currency, ims)
    zero = _money(0, ln.income_currency, ims)
    s1b = [cell("Employer or Business Name", _e(ln.employer), 2), cell("Position or Title", _e(ln.position)),
           cell("Start Date", _e(_fmt_date(ln.emp_start, ds, us))),
           cell("Gross Monthly Income – Base", _e(base)), cell("Overtime", _e(zero)), cell("Bonus", _e(zero)),
           cell("Commission", _e(zero)), cell("TOTAL monthly", f"<b>{_e(base)}</b>")]
    s4 = [cell("Loan Amount", _e(_money(ln.amount, ln.currency, ms))),
          cell("Loan Purpose", boxes([(ln.purpose == "purchase", "Purchase"), (ln.purpose == "refinance", "Refinance"),
                                      (ln.purpose == "construction", "Construction"),
                                      (ln.purpose == "other",
                                       "Other" + (f" (specify): {ln.purpose_note}" if ln.purpose == "other" else ""))]), 2),
          cell("Property Address", _lines_html(ln.property), 2), cell("Number of Units", "1"),
          cell("Property Value", _e(_money(ln.value, ln.currency, ms))),
          cell("Occupancy", boxes([(True, "Primary Residence"), (False, "Second Home"), (False, "Investment Property")]), 2),
          cell("Note Rate", _e(_rate_text(rng, ln.rate))), cell("Loan Term", _e(_term_text(rng, ln.term))),
          cell("Mortgage Type", _e(rng.choice(["Conventional", "FHA", "VA"] if us else ["Repayment", "Annuity"])))]
    decl = "".join(f"<tr><td>{_e(q)}</td><td>{boxes([(ans, 'YES'), (not ans, 'NO')])}</td></tr>"
                   for q, ans in zip(_LOAN_DECLARATIONS, [True] + [False] * 6))
    title = "Residential Mortgage Loan Application"
    if us and rng.random() < 0.5:
        title = "Uniform Residential Loan Application"
    body = [_letterhead(ln.lender, rng), f"<h1>{_e(title)}</h1>",
            f'<p class="small">Lender Loan No. {_e(ln.number)} &nbsp; · &nbsp; '
            f'Application date {_e(_fmt_date(ln.doc_date, ds, us))}</p>',
            "<h2>Section 1: Borrower Information</h2><h3>1a. Personal Information</h3>",
            f'<div class="form">{"".join(s1)}</div>',
            "<h3>1b. Current Employment and Income</h3>", f'<div class="form">{"".join(s1b)}</div>',
            "<h3>1c. Additional Borrowers</h3>", _cobo_rows(ln, ds, us),
            "<h2>Section 4: Loan and Property Information</h2>", f'<div class="form">{"".join(s4)}</div>',
            "<h2>Section 5: Declarations</h2>", f'<table class="grid decl">{decl}</table>',
            "<h2>Section 6: Acknowledgments and Agreements</h2>", _fine_print(rng, _LOAN_FINE_PRINT, rng.randint(2, 5)),
            '<div class="sign"><span>Borrower signature</span><span>Date</span></div>', _footer(ln.lender, rng)]
    css = f"""
h3 {{ font-size: 0.98em; margin: 0.6em 0 0.25em; }}
.form {{ display: grid; grid-template-columns: repeat(3, 1fr); border-left: 1px solid #777; border-top: 1px solid #777; }}
.f {{ border-right: 1px solid #777; border-bottom: 1px solid #777; padding: 2px 5px 4px; break-inside: avoid; }}
.l {{ font-size: 0.7em; color: #444; }} .v {{ min-height: 1.2em; }}
table.grid {{ width: 100%; }}
table.grid td, table.grid th {{ border: 1px solid #999; padding: 2px 5px; text-align: left; vertical-align: top; }}
table.grid th {{ background: #eee; }}
table.decl td:last-child {{ white-space: nowrap; width: 18%; }}
"""
    return _page(title, style, css, "\n".join(body)), _loan_truth(ln, property_address=_join(ln.property))


def _loan_table_form(ln: _Loan, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng)
    us = ln.lender.us
    ds = _date_style(rng, us)
    ms = _money_style(rng, ln.currency)
    ims = _money_style(rng, ln.income_currency) if ln.income_currency != ln.currency else ms
    b = ln.borrower
    rows: list[tuple[str, str]] = [("§", "Applicant")]
    if rng.random() < 0.5:
        rows.append(("Full name", _e(b.full)))
    else:
        rows += [("Surname", _e(b.surname)), ("First name(s)", _e(b.given))]
    rows += [("Date of birth", _e(_fmt_date(b.dob, ds, us))), ("Marital status", _e(_MARITAL_WORDS[ln.marital]))]
    if ln.phone:
        rows.append((rng.choice(["Telephone", "Mobile phone", "Contact number"]), _e(ln.phone)))
    if ln.email:
        rows.append((rng.choice(["E-mail", "Email address"]), _e(ln.email)))
    rows.append(("Present address", _lines_html(ln.current)))
    for i, (c, r) in enumerate(zip(ln.co, ln.relations), 1):
        rows.append(("§", f"Co-borrower {i}"))
        rows += [("Name", _e(c.full)), ("Date of birth", _e(_fmt_date(c.dob, ds, us))), ("Relationship to applicant", _e(r))]
    rows += [("§", "Employment and income"), ("Employer", _e(ln.employer)), ("Job title", _e(ln.position)),
             ("Employed since", _e(_fmt_date(ln.emp_start, ds, us))),
             ("Gross monthly income", _e(_money(ln.monthly, ln.income_currency, ims))),
             ("§", "Loan requested"), ("Application number", _e(ln.number)),
             ("Loan amount", _e(_money(ln.amount, ln.currency, ms))), ("Purpose of loan", _e(_purpose_text(ln))),
             ("Term", _e(_term_text(rng, ln.term))), ("Interest rate", _e(_rate_text(rng, ln.rate))),
             ("Repayment type", _e(rng.choice(["Capital and interest", "Annuity", "Fixed for 5 years, then variable"]))),
             ("§", "Security property"), ("Property address", _lines_html(ln.property)),
             (rng.choice(["Estimated value", "Property value", "Valuation"]), _e(_money(ln.value, ln.currency, ms)))]
    table = []
    for label, value in rows:
        if label == "§":
            table.append(f'<tr><th colspan="2">{_e(value)}</th></tr>')
        else:
            table.append(f'<tr><td class="lab">{_e(label)}</td><td>{value}</td></tr>')
    title = rng.choice(["Mortgage Application", "Home Loan Application Form", "Application for a Residential Mortgage"])
    body = [_letterhead(ln.lender, rng), f"<h1>{_e(title)}</h1>",
            f'<p class="small">Received {_e(_fmt_date(ln.doc_date, ds, us))} · Branch {_e(ln.lender.city)}</p>',
            f'<table class="t">{"".join(table)}</table>']
    if rng.random() < 0.45:
        body.append(f"<h2>Declaration</h2>{_fine_print(rng, _LOAN_FINE_PRINT, rng.randint(2, 5))}")
    body += ['<div class="sign"><span>Applicant</span><span>Co-applicant(s)</span></div>', _footer(ln.lender, rng)]
    css = f"""
table.t {{ width: 100%; }} table.t td {{ border: 1px solid #aaa; padding: 3px 7px; vertical-align: top; }}
table.t th {{ text-align: left; background: {style.accent}; color: #fff; padding: 3px 7px; }}
table.t td.lab {{ width: 35%; background: #f5f5f5; }}
"""
    return _page(title, style, css, "\n".join(body)), _loan_truth(ln, property_address=_join(ln.property))


def _loan_memo(ln: _Loan, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng, rng.choice(["serif", "sans"]))
    us = ln.lender.us
    ds = rng.choice(["long_us", "abbr_us"] if us else ["long", "ordinal", "abbr"])
    ms = _money_style(rng, ln.currency)
    ims = _money_style(rng, ln.income_currency) if ln.income_currency != ln.currency else ms
    b = ln.borrower
    he, his = ("he", "his") if b.sex == "M" else ("she", "her")
    He = he.capitalize()
    prop = ", ".join(ln.property)
    amount = _money(ln.amount, ln.currency, ms)
    action = {"purchase": "to finance the purchase of the property at",
              "refinance": "to refinance the existing mortgage on the property at",
              "construction": "to finance the construction of a new home on the plot at",
              "other": f"for a purpose classed as other ({ln.purpose_note}), secured on the property at"}[ln.purpose]
    marital = {"married": "married", "unmarried": rng.choice(["unmarried", "single (unmarried)"]),
               "separated": "separated"}[ln.marital]
    paras = [f"{b.full}, born {_fmt_date(b.dob, ds, us)}, has applied under reference {ln.number} for a loan of {amount} "
             f"over {_term_text(rng, ln.term)} at an interest rate of {_rate_text(rng, ln.rate)}, {action} {prop}. "
             f"The property has been valued at {_money(ln.value, ln.currency, ms)}."]
    dependants = "no dependants" if ln.dependants == 0 else f"{ln.dependants} dependant{'s' if ln.dependants != 1 else ''}"
    paras.append(f"{He} is {marital} and has {dependants}. "
                 f"{He} has worked for {ln.employer} as {_article(ln.position)} {ln.position.lower()} since "
                 f"{_fmt_date(ln.emp_start, ds, us)} and earns a gross monthly income of "
                 f"{_money(ln.monthly, ln.income_currency, ims)}.")
    if ln.co:
        parts = [f"{c.full} ({r.lower()}, born {_fmt_date(c.dob, ds, us)})" for c, r in zip(ln.co, ln.relations)]
        joined = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
        paras.append(f"The application is made jointly with {joined}, who will be jointly and severally liable as "
                     f"co-borrower{'s' if len(parts) > 1 else ''}.")
    else:
        paras.append(f"There are no co-borrowers; {he} applies in {his} sole name.")
    contact = []
    if ln.phone:
        contact.append(f"by telephone on {ln.phone}")
    if ln.email:
        contact.append(f"by e-mail at {ln.email}")
    if contact:
        paras.append(f"The applicant can be contacted {' or '.join(contact)}.")
    ltv = ln.amount / ln.value * 100
    paras.append(f"Assessment: the loan-to-value ratio is {ltv:.1f}%. Income has been verified against payslips and "
                 "bank statements, the credit file shows no adverse entries, and the affordability test is passed "
                 "at the stressed rate. " + rng.choice(["I recommend approval.",
                                                        "Recommended for approval subject to a satisfactory valuation report."]))
    officer = _person(rng, ln.lender.country if ln.lender.country in _NATION_CULTURES else "GBR")
    head = (f'<table class="memo"><tr><td>To:</td><td>Credit Committee</td></tr>'
            f'<tr><td>From:</td><td>{_e(officer.full)}, Mortgage Loan Officer</td></tr>'
            f'<tr><td>Date:</td><td>{_e(_fmt_date(ln.doc_date, ds, us))}</td></tr>'
            f'<tr><td>Re:</td><td>Residential mortgage application – {_e(b.full)}</td></tr></table>')
    title = rng.choice(["Credit memorandum", "Loan officer memo", "Mortgage recommendation"])
    body = [_letterhead(ln.lender, rng, with_bic=False), f"<h1>{_e(title)}</h1>",
            head, "<hr>"] + [f"<p>{_e(x)}</p>" for x in paras]
    if rng.random() < 0.3:
        body.append(_fine_print(rng, _LOAN_FINE_PRINT, 2))
    body += [f'<div class="sign"><span>{_e(officer.full)}</span></div>', _footer(ln.lender, rng)]
    css = "table.memo td { padding: 1px 10px 1px 0; } p { text-align: justify; margin: 0.55em 0; }"
    return _page("Credit memorandum", style, css, "\n".join(body)), _loan_truth(ln, property_address=prop)


def _loan_coborrower_form(ln: _Loan, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng)
    us = ln.lender.us
    ds = _date_style(rng, us)
    ms = _money_style(rng, ln.currency)
    ims = _money_style(rng, ln.income_currency) if ln.income_currency != ln.currency else ms
    b = ln.borrower

    def box(label: str, value: str, wide: bool = False) -> str:
        return (f'<div class="bx{" w" if wide else ""}"><div class="bl">{_e(label)}</div>'
                f'<div class="bv">{value or "&nbsp;"}</div></div>')

    part_a = [box("Family name", _e(b.surname)), box("Given names", _e(b.given)),
              box("Date of birth", _e(_fmt_date(b.dob, ds, us))), box("Marital status", _e(_MARITAL_WORDS[ln.marital])),
              box("Phone", _e(ln.phone or "")), box("E-mail", _e(ln.email or ""), wide=True),
              box("Current residential address", _lines_html(ln.current), wide=True)]
    slots = 3 if rng.random() < 0.5 else len(ln.co)
    part_b = []
    for i in range(slots):
        c = ln.co[i] if i < len(ln.co) else None
        part_b.append(f'<div class="cob"><div class="ct">Co-borrower {i + 1}</div>'
                      + box("Full name", _e(c.full) if c else "", wide=True)
                      + box("Date of birth", _e(_fmt_date(c.dob, ds, us)) if c else "")
                      + box("Relationship to borrower", _e(ln.relations[i]) if c else "") + "</div>")
    if not part_b:
        part_b.append('<p class="small">No co-borrower on this application.</p>')
    part_c = [box("Employer", _e(ln.employer), wide=True), box("Occupation", _e(ln.position)),
              box("Start of employment", _e(_fmt_date(ln.emp_start, ds, us))),
              box("Gross income per month", _e(_money(ln.monthly, ln.income_currency, ims)))]
    part_d = [box("Application no.", _e(ln.number)), box("Amount requested", _e(_money(ln.amount, ln.currency, ms))),
              box("Purpose", _e(_purpose_text(ln))), box("Term", _e(_term_text(rng, ln.term))),
              box("Interest rate", _e(_rate_text(rng, ln.rate))),
              box("Address of the property", _lines_html(ln.property), wide=True),
              box("Market value of the property", _e(_money(ln.value, ln.currency, ms)))]
    title = rng.choice(["Joint Mortgage Application", "Application for a Home Loan – Borrowers and Co-borrowers"])
    body = [_letterhead(ln.lender, rng), f"<h1>{_e(title)}</h1>",
            f'<p class="small">Date: {_e(_fmt_date(ln.doc_date, ds, us))}</p>',
            f'<h2>Part A – Borrower</h2><div class="bg">{"".join(part_a)}</div>',
            f'<h2>Part B – Co-borrowers</h2>{"".join(part_b)}',
            f'<h2>Part C – Borrower\'s employment</h2><div class="bg">{"".join(part_c)}</div>',
            f'<h2>Part D – Loan and property</h2><div class="bg">{"".join(part_d)}</div>']
    if rng.random() < 0.5:
        body.append(f"<h2>Part E – Declarations</h2>{_fine_print(rng, _LOAN_FINE_PRINT, rng.randint(2, 5))}")
    body += ['<div class="sign"><span>Borrower</span><span>Co-borrower(s)</span></div>', _footer(ln.lender, rng)]
    css = f"""
.bg, .cob {{ display: grid; grid-template-columns: repeat(4, 1fr); gap: 4px; }}
.cob {{ margin-bottom: 6px; border-left: 3px solid {style.accent}; padding-left: 6px; }}
.ct {{ grid-column: 1 / -1; font-weight: bold; color: {style.accent}; }}
.bx {{ border: 1px solid #999; padding: 2px 5px 4px; break-inside: avoid; }} .bx.w {{ grid-column: span 2; }}
.bl {{ font-size: 0.7em; color: #555; text-transform: uppercase; }} .bv {{ min-height: 1.2em; }}
"""
    return _page(title, style, css, "\n".join(body)), _loan_truth(ln, property_address=_join(ln.property))


def _loan_checkbox_form(ln: _Loan, rng: random.Random) -> tuple[str, dict]:
    style = _style(rng)
    us = ln.lender.us
    ds = _date_style(rng, us)
    ms = _money_style(rng, ln.currency)
    ims = _money_style(rng, ln.income_currency) if ln.income_currency != ln.currency else ms
    c = style.check
    b = ln.borrower

    def boxes(options: list[tuple[bool, str]]) -> str:
        return " &nbsp;&nbsp; ".join(f'<span class="o">{_e(c(on))} {_e(t)}</span>' for on, t in options)

    term_years = [10, 15, 20, 25, 30]
    if ln.term % 12 == 0 and ln.term // 12 in term_years and rng.random() < 0.7:
        term = boxes([(ln.term == y * 12, f"{y} years") for y in term_years])
    else:
        term = _e(_term_text(rng, ln.term))
    rows = [("Applicant's name", _e(b.full)), ("Date of birth", _e(_fmt_date(b.dob, ds, us))),
            ("Marital status", boxes([(ln.marital == "married", "Married"), (ln.marital == "unmarried", "Unmarried"),
                                      (ln.marital == "separated", "Separated")]))]
    if ln.phone:
        rows.append(("Phone", _e(ln.phone)))
    if ln.email:
        rows.append(("E-mail", _e(ln.email)))
    if ln.co:
        listing = "<br>".join(f"{_e(co.full)} – born {_e(_fmt_date(co.dob, ds, us))}" for co in ln.co)
        rows.append(("Co-borrower(s)", boxes([(True, "Yes"), (False, "No")]) + "<br>" + listing))
    else:
        rows.append(("Co-borrower(s)", boxes([(False, "Yes"), (True, "No")])))
    rows += [("Current employer", _e(ln.employer)), ("Position", _e(ln.position)),
             ("With this employer since", _e(_fmt_date(ln.emp_start, ds, us))),
             ("Monthly gross income", _e(_money(ln.monthly, ln.income_currency, ims))),
             ("Reference", _e(ln.number)),
             ("Loan purpose", boxes([(ln.purpose == "purchase", "Purchase"), (ln.purpose == "refinance", "Refinance"),
                                     (ln.purpose == "construction", "Construction"),
                                     (ln.purpose == "other",
                                      "Other" + (f": {ln.purpose_note}" if ln.purpose == "other" else ""))])),
             ("Loan amount", _e(_money(ln.amount, ln.currency, ms))), ("Loan term", term),
             ("Rate type", boxes([(True, "Fixed"), (False, "Variable")])), ("Interest rate", _e(_rate_text(rng, ln.rate))),
             ("Property address", _lines_html(ln.property)), ("Property value", _e(_money(ln.value, ln.currency, ms)))]
    title = rng.choice(["Mortgage Application – Quick Form", "Home Financing Request", "Residential Loan Request"])
    table = "".join(f'<tr><td class="lab">{_e(l)}</td><td>{v}</td></tr>' for l, v in rows)
    body = [_letterhead(ln.lender, rng), f"<h1>{_e(title)}</h1>",
            f'<p class="small">Tick one box where options are given. Date: {_e(_fmt_date(ln.doc_date, ds, us))}</p>',
            f'<table class="cb">{table}</table>']
    if rng.random() < 0.4:
        body.append(_fine_print(rng, _LOAN_FINE_PRINT, rng.randint(2, 5)))
    body += ['<div class="sign"><span>Signature</span></div>', _footer(ln.lender, rng)]
    css = f"""
table.cb {{ width: 100%; }} table.cb td {{ border-bottom: 1px dotted #777; padding: 4px 6px; vertical-align: top; }}
table.cb td.lab {{ width: 32%; font-weight: bold; color: {style.accent}; }}
.o {{ white-space: nowrap; }}
"""
    return _page(title, style, css, "\n".join(body)), _loan_truth(ln, property_address=_join(ln.property))


_LOAN_LAYOUTS: dict[str, Callable[[_Loan, random.Random], tuple[str, dict]]] = {
    "loan_urla_sections": _loan_urla,
    "loan_table_form": _loan_table_form,
    "loan_officer_memo": _loan_memo,
    "loan_coborrower_form": _loan_coborrower_form,
    "loan_checkbox_form": _loan_checkbox_form,
}


# =======================================================================================
# Public API
# =======================================================================================

_REGISTRY = {
    "kyc_individual": (_kyc_facts, _KYC_LAYOUTS),
    "letter_of_credit": (_lc_facts, _LC_LAYOUTS),
    "loan_application": (_loan_facts, _LOAN_LAYOUTS),
}


def layouts(document_type: str) -> tuple[str, ...]:
    """The layout styles of one document type."""
    if document_type not in _REGISTRY:
        raise ValueError(f"unknown document type {document_type!r}; expected one of {DOCUMENT_TYPES}")
    return tuple(_REGISTRY[document_type][1])


def _layout_for(document_type: str, index: int, seed: int) -> str:
    """Each block of len(layouts) consecutive indices is a shuffled permutation of the layouts,
    so any 2 * len(layouts) - 1 consecutive indices (fewer than 20) cover every layout."""
    names = list(layouts(document_type))
    block, position = divmod(index, len(names))
    random.Random(f"{seed}:{document_type}:block:{block}").shuffle(names)
    return names[position]


def generate(document_type: str, index: int, seed: int = 0) -> ForeignDocument:
    """The document number `index` of a type; deterministic in (document_type, index, seed)."""
    facts_of, renderers = _REGISTRY.get(document_type, (None, None))
    if facts_of is None:
        raise ValueError(f"unknown document type {document_type!r}; expected one of {DOCUMENT_TYPES}")
    layout = _layout_for(document_type, index, seed)
    rng = random.Random(f"{seed}:{document_type}:{index}")
    facts = facts_of(rng, layout)
    page, truth = renderers[layout](facts, rng)
    return ForeignDocument(document_type=document_type, layout=layout, html=page, truth=truth)
