"""Training documents in the style of banks of the English-speaking world outside the US.

UK, Ireland, Australia, New Zealand, Canada, South Africa, Kenya, Nigeria, Ghana, Jamaica:
account-opening / due-diligence packets (with passport or national-ID copies and their MRZ),
trade-finance desks' credit advices and letters, and residential mortgage applications
(joint applicants side by side, broker fact-finds, lenders' summaries, credit memos).

Standard library only.  ``generate(document_type, index, seed)`` is deterministic.
"""
from __future__ import annotations

import datetime as _dt
import html as _html
import random
import re
from dataclasses import dataclass
from typing import Any, Callable

__all__ = ["AuthoredDocument", "layouts", "generate", "self_check"]


@dataclass
class AuthoredDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


D = _dt.date
E = _html.escape

# --------------------------------------------------------------------------------------------
# countries
# --------------------------------------------------------------------------------------------
# code3: (name, adjective, alpha2, currency)
COUNTRY = {
    "GBR": ("United Kingdom", "British", "GB", "GBP"),
    "IRL": ("Ireland", "Irish", "IE", "EUR"),
    "AUS": ("Australia", "Australian", "AU", "AUD"),
    "NZL": ("New Zealand", "New Zealander", "NZ", "NZD"),
    "CAN": ("Canada", "Canadian", "CA", "CAD"),
    "ZAF": ("South Africa", "South African", "ZA", "ZAR"),
    "KEN": ("Kenya", "Kenyan", "KE", "KES"),
    "NGA": ("Nigeria", "Nigerian", "NG", "NGN"),
    "GHA": ("Ghana", "Ghanaian", "GH", "GHS"),
    "JAM": ("Jamaica", "Jamaican", "JM", "JMD"),
    "IND": ("India", "Indian", "IN", "INR"),
    "POL": ("Poland", "Polish", "PL", "PLN"),
    "ZWE": ("Zimbabwe", "Zimbabwean", "ZW", "USD"),
    "PHL": ("Philippines", "Filipino", "PH", "PHP"),
    "CHN": ("China", "Chinese", "CN", "CNY"),
}
HOME = ["GBR", "IRL", "AUS", "NZL", "CAN", "ZAF", "KEN", "NGA", "GHA", "JAM"]
MIGRANTS = {
    "GBR": ["IRL", "NGA", "IND", "POL", "JAM", "GHA", "ZAF", "KEN", "ZWE", "AUS"],
    "IRL": ["GBR", "POL", "IND", "NGA", "PHL"],
    "AUS": ["NZL", "GBR", "IND", "CHN", "PHL", "ZAF"],
    "NZL": ["AUS", "GBR", "IND", "PHL", "ZAF", "CHN"],
    "CAN": ["IND", "PHL", "CHN", "JAM", "GBR", "NGA"],
    "ZAF": ["ZWE", "GBR", "NGA"],
    "KEN": ["GBR", "IND", "NGA"],
    "NGA": ["GHA", "GBR"],
    "GHA": ["NGA", "GBR"],
    "JAM": ["GBR", "CAN"],
}

CURRENCY_SYMBOLS = {
    "GBP": ["£", "GBP"], "EUR": ["€", "EUR"], "AUD": ["$", "A$", "AUD"], "NZD": ["$", "NZ$", "NZD"],
    "CAD": ["$", "C$", "CAD"], "ZAR": ["R", "ZAR"], "KES": ["KES", "KSh", "Kshs."], "NGN": ["₦", "NGN"],
    "GHS": ["GH₵", "GHS"], "JMD": ["J$", "JMD"], "USD": ["US$", "USD"], "INR": ["INR"], "PLN": ["PLN"],
    "PHP": ["PHP"], "CNY": ["CNY"],
}
CURRENCY_WORDS = {"GBP": "Pounds Sterling", "EUR": "Euro", "AUD": "Australian Dollars", "NZD": "New Zealand Dollars",
                  "CAD": "Canadian Dollars", "ZAR": "Rand", "KES": "Kenya Shillings", "NGN": "Naira",
                  "GHS": "Ghana Cedis", "JMD": "Jamaican Dollars", "USD": "US Dollars", "CNY": "Chinese Yuan Renminbi"}

# --------------------------------------------------------------------------------------------
# names
# --------------------------------------------------------------------------------------------
NAMES = {
    "GBR": (["Oliver", "Harry", "George", "Thomas", "James", "William", "Daniel", "Matthew", "Callum", "Rhys", "Owen"],
            ["Amelia", "Olivia", "Emily", "Charlotte", "Sophie", "Hannah", "Eleanor", "Rebecca", "Megan", "Bethan", "Isla"],
            ["Smith", "Jones", "Taylor", "Williams", "Davies", "Evans", "Thomas", "Roberts", "Walker", "Wright", "Hughes",
             "Campbell", "MacLeod", "Fletcher", "Ashworth", "Pritchard"]),
    "IRL": (["Seán", "Conor", "Cian", "Darragh", "Patrick", "Eoin", "Niall", "Ciarán", "Declan"],
            ["Aoife", "Siobhán", "Niamh", "Ciara", "Róisín", "Orla", "Gráinne", "Sinéad", "Mary"],
            ["Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne", "Ryan", "O'Connor", "McCarthy", "Doyle",
             "Ní Bhriain", "Fitzgerald"]),
    "AUS": (["Jack", "Lachlan", "Noah", "Cooper", "Mitchell", "Hamish", "Riley", "Brodie"],
            ["Chloe", "Matilda", "Ruby", "Zoe", "Isabella", "Sienna", "Kirra", "Tahlia"],
            ["Nguyen", "Smith", "Brown", "Wilson", "Kelly", "Anderson", "Papadopoulos", "Rossi", "Murray", "Clarke"]),
    "NZL": (["Wiremu", "Tane", "Liam", "Nikau", "Mason", "Hemi", "Ethan"],
            ["Aroha", "Mere", "Anahera", "Grace", "Ella", "Kaia", "Ngaio"],
            ["Ngata", "Parata", "Te Awa", "Williams", "Thompson", "Walker", "Tuhiwai", "Henare", "Wilson"]),
    "CAN": (["Liam", "Étienne", "Lucas", "Mathieu", "Ethan", "Gurpreet", "Connor", "Félix"],
            ["Émilie", "Chloé", "Olivia", "Madison", "Geneviève", "Harpreet", "Avery", "Maude"],
            ["Tremblay", "Gagnon", "Roy", "Côté", "MacDonald", "Campbell", "Bouchard", "Singh", "Chen", "Leblanc"]),
    "ZAF": (["Thabo", "Sipho", "Pieter", "Johannes", "Mandla", "Kagiso", "Ruan", "Sibusiso", "Pravesh"],
            ["Lerato", "Nomvula", "Annelie", "Thandeka", "Zanele", "Marike", "Palesa", "Nadia", "Precious"],
            ["Nkosi", "Dlamini", "van der Merwe", "Botha", "Naidoo", "Mokoena", "Khumalo", "Pretorius", "Mahlangu",
             "du Plessis", "Ndlovu"]),
    "KEN": (["Brian", "Kevin", "Otieno", "Kipchoge", "Mwangi", "Dennis", "Collins", "Wafula"],
            ["Wanjiru", "Achieng", "Njeri", "Faith", "Mercy", "Chebet", "Akinyi", "Wambui"],
            ["Kamau", "Odhiambo", "Mwangi", "Kiprono", "Wanjala", "Ochieng", "Njoroge", "Mutua", "Kariuki", "Chepkoech"]),
    "NGA": (["Chukwuemeka", "Oluwaseun", "Adebayo", "Ibrahim", "Tunde", "Emeka", "Obinna", "Yusuf", "Babatunde"],
            ["Ngozi", "Chioma", "Funmilayo", "Aisha", "Adaeze", "Yetunde", "Folake", "Amina", "Nneka"],
            ["Okafor", "Adeyemi", "Balogun", "Eze", "Okonkwo", "Bello", "Abubakar", "Ogunleye", "Nwosu", "Adewale"]),
    "GHA": (["Kwame", "Kofi", "Kwabena", "Yaw", "Kojo", "Nana", "Ebo", "Fiifi"],
            ["Akosua", "Ama", "Abena", "Efua", "Adwoa", "Yaa", "Esi", "Akua"],
            ["Mensah", "Owusu", "Asante", "Boateng", "Appiah", "Osei", "Agyeman", "Darko", "Ofori", "Quaye"]),
    "JAM": (["Andre", "Kemar", "Damion", "Omar", "Rohan", "Jermaine", "Shane"],
            ["Shanique", "Tanisha", "Kerry-Ann", "Monique", "Tashana", "Sherika", "Latoya"],
            ["Campbell", "Brown", "Williams", "Grant", "Clarke", "Reid", "Thompson", "McKenzie", "Bailey", "Henry"]),
    "IND": (["Arjun", "Rahul", "Vikram", "Sanjay", "Aditya", "Rohit"],
            ["Priya", "Ananya", "Deepika", "Kavya", "Sunita", "Meera"],
            ["Sharma", "Patel", "Iyer", "Reddy", "Nair", "Gupta", "Menon", "Kaur"]),
    "POL": (["Piotr", "Tomasz", "Krzysztof", "Marek", "Paweł"], ["Anna", "Katarzyna", "Magdalena", "Agnieszka", "Joanna"],
            ["Kowalski", "Nowak", "Wiśniewski", "Lewandowski", "Zielińska", "Kamińska"]),
    "ZWE": (["Tendai", "Farai", "Tatenda", "Kudakwashe"], ["Chipo", "Rutendo", "Nyasha", "Tsitsi"],
            ["Moyo", "Ncube", "Sibanda", "Chikwanha", "Mutasa"]),
    "PHL": (["Jose", "Mark Anthony", "Rodel", "Carlo"], ["Maria Cristina", "Jasmine", "Rowena", "Joy"],
            ["Santos", "Reyes", "dela Cruz", "Bautista", "Villanueva"]),
    "CHN": (["Wei", "Jun", "Hao", "Lei"], ["Mei", "Xiu Ying", "Jing", "Li Na"], ["Wang", "Li", "Zhang", "Liu", "Chen", "Huang"]),
}


def _deaccent(s: str) -> str:
    import unicodedata
    s = s.replace("ł", "l").replace("Ł", "L")
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def make_name(r: random.Random, nat: str, sex: str) -> tuple[list[str], str]:
    males, females, surnames = NAMES.get(nat, NAMES["GBR"])
    pool = males if sex == "M" else females
    given = [r.choice(pool)]
    if r.random() < 0.4:
        extra = r.choice(pool)
        if extra != given[0]:
            given.append(extra)
    sur = r.choice(surnames)
    if nat == "POL" and sex == "F":
        sur = sur.replace("ski", "ska")
    elif nat == "POL" and sex == "M":
        sur = sur.replace("ńska", "ński").replace("ska", "ski")
    return given, sur


# --------------------------------------------------------------------------------------------
# value formats
# --------------------------------------------------------------------------------------------
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
FR_MONTHS = ["JANV", "FÉVR", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOÛT", "SEPT", "OCT", "NOV", "DÉC"]


def _ord(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


DATE_STYLES = ["long", "short", "upper", "slash", "dot", "dash", "iso", "ordinal", "mon_hyphen", "slash_pad"]


def fdate(d: D, style: str) -> str:
    m = MONTHS[d.month - 1]
    if style == "long":
        return f"{d.day} {m} {d.year}"
    if style == "short":
        return f"{d.day:02d} {m[:3]} {d.year}"
    if style == "upper":
        return f"{d.day:02d} {m[:3].upper()} {d.year}"
    if style == "slash":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "slash_pad":
        return f"{d.day}/{d.month}/{d.year}"
    if style == "dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "dash":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "ordinal":
        return f"{_ord(d.day)} {m} {d.year}"
    if style == "mon_hyphen":
        return f"{d.day:02d}-{m[:3]}-{d.year}"
    if style == "swift":
        return d.strftime("%y%m%d")
    if style == "passport":
        return f"{d.day:02d} {m[:3].upper()} /{FR_MONTHS[d.month - 1]} {d.year}"
    if style == "compact":
        return d.strftime("%Y%m%d")
    raise ValueError(style)


def rdate(r: random.Random, start: D, end: D) -> D:
    return start + _dt.timedelta(days=r.randrange((end - start).days + 1))


def add_years(d: D, years: int) -> D:
    try:
        return d.replace(year=d.year + years)
    except ValueError:
        return d.replace(year=d.year + years, day=28)


def fnum(x: float, thou: str = ",", dec: str = ".", decimals: int = 2) -> str:
    s = f"{x:,.{decimals}f}"
    s = s.replace(",", "\x00").replace(".", dec).replace("\x00", thou)
    return s


NUM_STYLES = [(",", ".", 2), (",", ".", 0), (" ", ",", 2), (" ", ".", 2), ("", ".", 2), ("\u00a0", ",", 2), (",", ".", 2)]


def famount(r: random.Random, x: float, cur: str, *, country: str | None = None, style: tuple | None = None,
            place: str | None = None) -> str:
    """An amount as a local document would print it.  ``x`` must be whole when 0 decimals are drawn."""
    if style is None:
        if country == "ZAF" and r.random() < 0.6:
            style = r.choice([(" ", ",", 2), ("\u00a0", ",", 2), (" ", ".", 2)])
        else:
            style = r.choice(NUM_STYLES)
    thou, dec, n = style
    if n == 0 and abs(x - round(x)) > 1e-9:
        n = 2
    body = fnum(x, thou, dec, n)
    sym = r.choice(CURRENCY_SYMBOLS.get(cur, [cur]))
    if sym == "$" and country not in ("AUS", "NZL", "CAN"):
        sym = cur
    place = place or r.choice(["pre", "pre", "pre_space", "post"])
    if sym in ("£", "€", "$", "₦", "R", "J$", "A$", "NZ$", "C$", "US$", "GH₵"):
        return f"{sym}{body}" if place == "pre" or sym in ("£", "€", "$") else f"{sym} {body}"
    if place == "post":
        return f"{body} {sym}"
    return f"{sym} {body}"


def money_words(x: int) -> str:
    ones = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve",
            "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"]
    tens = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]

    def below_thousand(n: int) -> str:
        parts = []
        if n >= 100:
            parts.append(f"{ones[n // 100]} Hundred")
            n %= 100
            if n:
                parts.append("and")
        if n >= 20:
            parts.append(tens[n // 10] + (f"-{ones[n % 10]}" if n % 10 else ""))
        elif n:
            parts.append(ones[n])
        return " ".join(parts)

    if x == 0:
        return "Zero"
    out = []
    for value, word in ((10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand"), (1, "")):
        if x >= value:
            out.append((below_thousand(x // value) + (" " + word if word else "")).strip())
            x %= value
    return " ".join(out)


def fold(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


def country_text(r: random.Random, code: str, kinds=("name", "name", "code", "upper", "a2")) -> str:
    name, adj, a2, _ = COUNTRY[code]
    k = r.choice(kinds)
    return {"name": name, "code": code, "upper": name.upper(), "a2": a2, "adj": adj}[k]


def nationality_text(r: random.Random, code: str) -> str:
    name, adj, a2, _ = COUNTRY[code]
    k = r.choice(["adj", "adj", "adj_upper", "code", "name"])
    if code == "GBR" and r.random() < 0.3:
        return r.choice(["British Citizen", "BRITISH CITIZEN"])
    return {"adj": adj, "adj_upper": adj.upper(), "code": code, "name": name}[k]


def digits(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789") for _ in range(n))


def letters(r: random.Random, n: int) -> str:
    return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


# --------------------------------------------------------------------------------------------
# addresses, phones, banks
# --------------------------------------------------------------------------------------------
STREETS = ["Kingsley Road", "Church Lane", "Victoria Street", "Station Road", "Mill Lane", "Park Avenue", "High Street",
           "Queen's Drive", "Elm Grove", "Beechwood Close", "Harbour View", "Wattle Street", "Jacaranda Avenue",
           "Acacia Crescent", "Marine Parade", "Hillcrest Road", "Riverside Drive", "Ridgeway Terrace"]
LOCAL = {
    "GBR": [("Horfield", "Bristol", "BS7"), ("Didsbury", "Manchester", "M20"), ("Headingley", "Leeds", "LS6"),
            ("Morningside", "Edinburgh", "EH10"), ("Canton", "Cardiff", "CF5"), ("Walthamstow", "London", "E17"),
            ("Jesmond", "Newcastle upon Tyne", "NE2"), ("Harborne", "Birmingham", "B17")],
    "IRL": [("Ballincollig", "Co. Cork", "P31"), ("Rathmines", "Dublin 6", "D06"), ("Salthill", "Galway", "H91"),
            ("Castletroy", "Limerick", "V94"), ("Swords", "Co. Dublin", "K67")],
    "AUS": [("Dee Why", "NSW", "2099"), ("Paddington", "QLD", "4064"), ("Fitzroy", "VIC", "3065"),
            ("Subiaco", "WA", "6008"), ("Norwood", "SA", "5067"), ("Braddon", "ACT", "2612")],
    "NZL": [("Mairangi Bay", "Auckland", "0630"), ("Karori", "Wellington", "6012"), ("Riccarton", "Christchurch", "8041"),
            ("Hamilton East", "Hamilton", "3216"), ("Mount Maunganui", "Tauranga", "3116")],
    "CAN": [("Toronto", "ON", "M5V"), ("Vancouver", "BC", "V6B"), ("Calgary", "AB", "T2P"), ("Halifax", "NS", "B3H"),
            ("Ottawa", "ON", "K1P"), ("Montréal", "QC", "H2X")],
    "ZAF": [("Lynnwood", "Pretoria", "0081"), ("Sea Point", "Cape Town", "8005"), ("Umhlanga", "Durban", "4319"),
            ("Sandton", "Johannesburg", "2196"), ("Stellenbosch Central", "Stellenbosch", "7600")],
    "KEN": [("Kilimani", "Nairobi", "00100"), ("Runda", "Nairobi", "00621"), ("Nyali", "Mombasa", "80100"),
            ("Milimani", "Kisumu", "40100"), ("Kiambu Town", "Kiambu", "00900")],
    "NGA": [("Victoria Island", "Lagos", ""), ("Lekki Phase 1", "Lagos", ""), ("Wuse II", "Abuja", ""),
            ("GRA", "Port Harcourt", ""), ("Bodija", "Ibadan", ""), ("Ikeja", "Lagos", "")],
    "GHA": [("East Legon", "Accra", "GA"), ("Airport Residential Area", "Accra", "GA"), ("Ahodwo", "Kumasi", "AK"),
            ("Tema Community 25", "Tema", "GT"), ("Osu", "Accra", "GA")],
    "JAM": [("Kingston 6", "St. Andrew", ""), ("Kingston 10", "St. Andrew", ""), ("Montego Bay", "St. James", ""),
            ("Mandeville", "Manchester", ""), ("Portmore", "St. Catherine", "")],
}


def make_address(r: random.Random, c: str, with_country: bool | None = None) -> list[str]:
    """Address lines as printed (commas belong to the printed text)."""
    sub, city, code = r.choice(LOCAL[c])
    no = r.randint(1, 240)
    street = r.choice(STREETS)
    if c == "GBR":
        lines = [f"{no} {street}"] if r.random() < 0.7 else [f"Flat {r.randint(1, 12)}", f"{no} {street}"]
        lines += [sub, city, f"{code} {r.randint(1, 9)}{letters(r, 2)}"]
    elif c == "IRL":
        lines = [f"{no} {r.choice(['Ashgrove Park', 'Castle View', 'Oakfield Lawn', 'Main Street'])}", sub, city,
                 f"{code} {letters(r, 1)}{digits(r, 1)}{letters(r, 1)}{digits(r, 1)}"]
    elif c == "AUS":
        unit = f"Unit {r.randint(1, 30)}/" if r.random() < 0.35 else ""
        lines = [f"{unit}{no} {street}", f"{sub.upper() if r.random() < 0.5 else sub} {city} {code}"]
    elif c == "NZL":
        lines = [f"{no} {street}", sub, f"{city} {code}"]
    elif c == "CAN":
        unit = f"{r.randint(101, 2405)}-" if r.random() < 0.4 else ""
        lines = [f"{unit}{no} {street}", f"{sub} {city} {code} {digits(r, 1)}{letters(r, 1)}{digits(r, 1)}"]
    elif c == "ZAF":
        lines = [f"{no} {street}", sub, city, code]
    elif c == "KEN":
        lines = [r.choice([f"House No. {no}", f"Apartment {r.choice('ABCD')}{r.randint(1, 20)}, {r.choice(['Riverside Gardens', 'Kileleshwa Court', 'Nyali Heights'])}"]),
                 f"{street}, {sub}", f"P.O. Box {r.randint(100, 99999)}-{code}", city]
    elif c == "NGA":
        lines = [f"{r.choice(['Plot', 'No.', 'Block'])} {no}, {r.choice(['Adeola Odeku Street', 'Ajose Adeogun Street', 'Aminu Kano Crescent', 'Allen Avenue', 'Awolowo Road'])}",
                 sub, f"{city}{r.choice([' State', ''])}"]
    elif c == "GHA":
        lines = [f"House No. {no}, {r.choice(['Osu Badu Street', 'Lagos Avenue', 'Boundary Road', 'Ring Road East'])}",
                 sub, city, f"GPS: {code}-{r.randint(100, 999)}-{r.randint(1000, 9999)}"]
    else:  # JAM
        lines = [f"{no} {r.choice(['Hope Road', 'Constant Spring Road', 'Red Hills Road', 'Gloucester Avenue'])}", sub, city]
    if with_country is None:
        with_country = r.random() < 0.35
    if with_country:
        lines.append(COUNTRY[c][0] if r.random() < 0.8 else COUNTRY[c][0].upper())
    if r.random() < 0.25:
        lines = [ln.upper() for ln in lines]
    return lines


def addr_render(r: random.Random, lines: list[str], mode: str | None = None) -> tuple[str, str]:
    """(html, truth).  Modes: one line with commas, lines with <br>, lines with trailing commas."""
    mode = mode or r.choice(["comma", "br", "br_comma"])
    if mode == "comma":
        s = ", ".join(lines)
        return E(s), s
    if mode == "br":
        return "<br>".join(E(x) for x in lines), " ".join(lines)
    return ",<br>".join(E(x) for x in lines), ", ".join(lines)


def make_phone(r: random.Random, c: str) -> str:
    intl = r.random() < 0.5
    if c == "GBR":
        return f"+44 7{digits(r, 3)} {digits(r, 6)}" if intl else f"07{digits(r, 3)} {digits(r, 6)}"
    if c == "IRL":
        return f"+353 8{r.choice('35679')} {digits(r, 3)} {digits(r, 4)}" if intl else f"08{r.choice('35679')} {digits(r, 3)} {digits(r, 4)}"
    if c == "AUS":
        return f"+61 4{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}" if intl else f"04{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}"
    if c == "NZL":
        return f"+64 21 {digits(r, 3)} {digits(r, 4)}" if intl else f"021 {digits(r, 3)} {digits(r, 4)}"
    if c == "CAN":
        return f"+1 {r.choice(['416', '604', '403', '613', '902'])}-{digits(r, 3)}-{digits(r, 4)}" if intl else f"({r.choice(['416', '604', '403'])}) {digits(r, 3)}-{digits(r, 4)}"
    if c == "ZAF":
        return f"+27 8{digits(r, 1)} {digits(r, 3)} {digits(r, 4)}" if intl else f"08{digits(r, 1)} {digits(r, 3)} {digits(r, 4)}"
    if c == "KEN":
        return f"+254 7{digits(r, 2)} {digits(r, 6)}" if intl else f"07{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}"
    if c == "NGA":
        return f"+234 80{digits(r, 1)} {digits(r, 3)} {digits(r, 4)}" if intl else f"080{digits(r, 1)} {digits(r, 3)} {digits(r, 4)}"
    if c == "GHA":
        return f"+233 24 {digits(r, 3)} {digits(r, 4)}" if intl else f"024 {digits(r, 3)} {digits(r, 4)}"
    return f"+1 876-{digits(r, 3)}-{digits(r, 4)}" if intl else f"(876) {digits(r, 3)}-{digits(r, 4)}"


def make_email(r: random.Random, given: list[str], sur: str) -> str:
    g = re.sub(r"[^a-z]", "", _deaccent(given[0]).lower())
    s = re.sub(r"[^a-z]", "", _deaccent(sur).lower())
    user = r.choice([f"{g}.{s}", f"{g[0]}{s}", f"{s}.{g}{r.randint(1, 99)}", f"{g}{s[:3]}{r.randint(70, 99)}"])
    return f"{user}@{r.choice(['gmail.com', 'outlook.com', 'yahoo.co.uk', 'icloud.com', 'hotmail.com', 'proton.me', 'bigpond.com', 'xtra.co.nz'])}"


# name, short, BIC, city, street line, footer
BANKS = {
    "GBR": [("Barclays Bank UK PLC", "Barclays", "BARCGB22", "London", "1 Churchill Place, London E14 5HP",
             "Barclays Bank UK PLC. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register No. 759676). Registered in England. Registered No. 9740322."),
            ("Lloyds Bank plc", "Lloyds", "LOYDGB2L", "London", "25 Gresham Street, London EC2V 7HN",
             "Lloyds Bank plc. Registered Office: 25 Gresham Street, London EC2V 7HN. Registered in England and Wales no. 2065."),
            ("National Westminster Bank Plc", "NatWest", "NWBKGB2L", "London", "250 Bishopsgate, London EC2M 4AA",
             "National Westminster Bank Plc. Registered in England and Wales No. 929027. Registered Office: 250 Bishopsgate, London EC2M 4AA."),
            ("Nationwide Building Society", "Nationwide", "NAIAGB21", "Swindon", "Nationwide House, Pipers Way, Swindon SN38 1NW",
             "Nationwide Building Society is authorised by the Prudential Regulation Authority. FCA registration number 106078.")],
    "IRL": [("Allied Irish Banks, p.l.c.", "AIB", "AIBKIE2D", "Dublin", "10 Molesworth Street, Dublin 2, D02 R126",
             "Allied Irish Banks, p.l.c. is regulated by the Central Bank of Ireland. Registered in Ireland, No. 24173."),
            ("Bank of Ireland", "Bank of Ireland", "BOFIIE2D", "Dublin", "2 Burlington Plaza, Burlington Road, Dublin 4",
             "The Governor and Company of the Bank of Ireland is regulated by the Central Bank of Ireland.")],
    "AUS": [("Commonwealth Bank of Australia", "CommBank", "CTBAAU2S", "Sydney", "Commonwealth Bank Place, 11 Harbour Street, Sydney NSW 2000",
             "Commonwealth Bank of Australia ABN 48 123 123 124 AFSL and Australian credit licence 234945."),
            ("Westpac Banking Corporation", "Westpac", "WPACAU2S", "Sydney", "275 Kent Street, Sydney NSW 2000",
             "Westpac Banking Corporation ABN 33 007 457 141 AFSL and Australian credit licence 233714."),
            ("National Australia Bank Limited", "NAB", "NATAAU33", "Melbourne", "395 Bourke Street, Melbourne VIC 3000",
             "National Australia Bank Limited ABN 12 004 044 937 AFSL and Australian Credit Licence 230686.")],
    "NZL": [("ASB Bank Limited", "ASB", "ASBBNZ2A", "Auckland", "12 Jellicoe Street, Auckland 1010",
             "ASB Bank Limited. Registered bank under the Banking (Prudential Supervision) Act 1989."),
            ("Kiwibank Limited", "Kiwibank", "KIWINZ22", "Wellington", "Level 9, 20 Customhouse Quay, Wellington 6011",
             "Kiwibank Limited. Disclosure statements are available free of charge from any Kiwibank branch.")],
    "CAN": [("Royal Bank of Canada", "RBC", "ROYCCAT2", "Toronto", "200 Bay Street, Toronto ON M5J 2J5",
             "® Registered trademark of Royal Bank of Canada. Member CDIC / Membre de la SADC."),
            ("The Toronto-Dominion Bank", "TD", "TDOMCATT", "Toronto", "66 Wellington Street West, Toronto ON M5K 1A2",
             "The Toronto-Dominion Bank. Member CDIC. Deposits may be eligible for CDIC coverage."),
            ("The Bank of Nova Scotia", "Scotiabank", "NOSCCATT", "Toronto", "40 Temperance Street, Toronto ON M5H 0B4",
             "The Bank of Nova Scotia. Member CDIC / Membre de la SADC.")],
    "ZAF": [("The Standard Bank of South Africa Limited", "Standard Bank", "SBZAZAJJ", "Johannesburg", "5 Simmonds Street, Johannesburg 2001",
             "The Standard Bank of South Africa Limited (Reg. No. 1962/000738/06). Authorised financial services and registered credit provider (NCRCP15)."),
            ("Absa Bank Limited", "Absa", "ABSAZAJJ", "Johannesburg", "7th Floor, Absa Towers West, 15 Troye Street, Johannesburg 2001",
             "Absa Bank Limited, Reg No 1986/004794/06. Authorised Financial Services Provider. Registered Credit Provider Reg No NCRCP7."),
            ("Nedbank Limited", "Nedbank", "NEDSZAJJ", "Sandton", "135 Rivonia Road, Sandown, Sandton 2196",
             "Nedbank Ltd Reg No 1951/000009/06. Licensed financial services provider (FSP9363) and registered credit provider (NCRCP16).")],
    "KEN": [("KCB Bank Kenya Limited", "KCB", "KCBLKENX", "Nairobi", "Kencom House, Moi Avenue, P.O. Box 48400-00100, Nairobi",
             "KCB Bank Kenya Limited is regulated by the Central Bank of Kenya."),
            ("Standard Chartered Bank Kenya Limited", "Standard Chartered", "SCBLKENX", "Nairobi", "Standard Chartered@Chiromo, 48 Westlands Road, Nairobi",
             "Standard Chartered Bank Kenya Limited is regulated by the Central Bank of Kenya."),
            ("Equity Bank (Kenya) Limited", "Equity", "EQBLKENA", "Nairobi", "Equity Centre, Hospital Road, Upper Hill, Nairobi",
             "Equity Bank (Kenya) Limited is regulated by the Central Bank of Kenya.")],
    "NGA": [("Zenith Bank Plc", "Zenith", "ZEIBNGLA", "Lagos", "Plot 84, Ajose Adeogun Street, Victoria Island, Lagos",
             "Zenith Bank Plc. RC 150224. Deposits are insured by the NDIC."),
            ("Guaranty Trust Bank Limited", "GTBank", "GTBINGLA", "Lagos", "Plot 635, Akin Adesola Street, Victoria Island, Lagos",
             "Guaranty Trust Bank Limited. RC 152321. Licensed by the Central Bank of Nigeria."),
            ("Access Bank Plc", "Access", "ABNGNGLA", "Lagos", "14/15 Prince Alaba Abiodun Oniru Road, Oniru, Lagos",
             "Access Bank Plc. RC 125384. Deposits insured by NDIC.")],
    "GHA": [("GCB Bank PLC", "GCB", "GHCBGHAC", "Accra", "No. 2 Thorpe Road, High Street, Accra",
             "GCB Bank PLC is licensed by the Bank of Ghana."),
            ("Ecobank Ghana PLC", "Ecobank", "ECOCGHAC", "Accra", "2 Morocco Lane, off Independence Avenue, Accra",
             "Ecobank Ghana PLC is regulated by the Bank of Ghana.")],
    "JAM": [("National Commercial Bank Jamaica Limited", "NCB", "JNCBJMKX", "Kingston", "The Atrium, 32 Trafalgar Road, Kingston 10",
             "National Commercial Bank Jamaica Limited is licensed under the Banking Services Act. Deposits insured by JDIC."),
            ("The Bank of Nova Scotia Jamaica Limited", "Scotiabank Jamaica", "NOSCJMKN", "Kingston", "Scotia Centre, Duke and Port Royal Streets, Kingston",
             "The Bank of Nova Scotia Jamaica Limited. Deposits insured by JDIC.")],
}


def css(r: random.Random, mono: bool = False, extra: str = "") -> str:
    font = "'DejaVu Sans Mono', 'Courier New', monospace" if mono else r.choice(
        ["Arial, Helvetica, sans-serif", "'Liberation Serif', 'Times New Roman', serif", "'DejaVu Sans', Verdana, sans-serif",
         "Georgia, 'DejaVu Serif', serif", "'Liberation Sans Narrow', Arial, sans-serif"])
    size = r.choice([9.5, 10, 10.5, 11]) if not mono else r.choice([9, 9.5, 10])
    return (f"@page {{ size: A4; margin: {r.choice([12, 15, 18])}mm {r.choice([12, 15, 18])}mm; }}\n"
            f"body {{ font-family: {font}; font-size: {size}pt; color: #111; line-height: 1.3; font-variant-ligatures: none; font-feature-settings: 'liga' 0, 'clig' 0; }}\n"
            "table { border-collapse: collapse; } td, th { vertical-align: top; text-align: left; }\n"
            ".pb { page-break-before: always; }\n"
            ".small { font-size: 0.8em; color: #333; }\n"
            ".cap { font-size: 0.75em; color: #444; }\n"
            ".box { border: 1px solid #555; padding: 2px 5px; min-height: 1.4em; }\n"
            ".grid td { border: 1px solid #777; padding: 3px 5px; }\n"
            ".kv th { font-weight: normal; color: #333; padding: 2px 10px 2px 0; width: 38%; }\n"
            ".kv td { padding: 2px 0; }\n"
            "h1 { font-size: 1.45em; margin: 4px 0; } h2 { font-size: 1.1em; margin: 10px 0 4px; } h3 { font-size: 1em; margin: 8px 0 3px; }\n"
            ".sec { background: #e4e4e4; font-weight: bold; padding: 2px 5px; margin-top: 8px; }\n"
            "pre { font-family: 'DejaVu Sans Mono', 'Courier New', monospace; font-size: 9pt; white-space: pre-wrap; margin: 0; }\n"
            ".stamp { border: 3px double #a00; color: #a00; display: inline-block; padding: 2px 10px; font-weight: bold; }\n"
            + extra)


_NOBREAK = re.compile(r"[^\s<>]*\w[-/‑][^\s<>]*")


def _nobreak(h: str) -> str:
    """Keep tokens such as PI-2026-351 or HL/2025/0042 on one line (Chromium may break after - or /)."""
    parts = re.split(r"(<[^>]+>)", h)
    for i in range(0, len(parts), 2):
        if "-" in parts[i] or "/" in parts[i]:
            parts[i] = _NOBREAK.sub(lambda m: f"<span style='white-space:nowrap'>{m.group(0)}</span>", parts[i])
    return "".join(parts)


def page(style: str, body: str, title: str = "Document") -> str:
    body = _nobreak(body)
    return (f"<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{E(title)}</title>"
            f"<style>{style}</style></head><body>{body}</body></html>")


def checkbox(r_style: str, on: bool) -> str:
    if r_style == "brackets":
        return "[X]" if on else "[ ]"
    if r_style == "ballot":
        return "☒" if on else "☐"
    return "■" if on else "□"


def choices(style: str, options: list[str], selected: int) -> str:
    return " &nbsp; ".join(f"{checkbox(style, i == selected)} {E(o)}" for i, o in enumerate(options))


# --------------------------------------------------------------------------------------------
# field rendering
# --------------------------------------------------------------------------------------------
BLANKS = ["", "N/A", "—", "n/a", "None", "-", "Not applicable"]


def render_fields(r: random.Random, fields: list[tuple[str, str | None]], style: str, cols: int = 2) -> str:
    """Fields (label, value html or None for a blank) in one of several arrangements."""
    def val(v: str | None) -> str:
        if v is None:
            return E(r.choice(BLANKS))
        return v

    if style == "kv":
        rows = "".join(f"<tr><th>{E(lbl)}</th><td>{val(v)}</td></tr>" for lbl, v in fields)
        return f"<table class=kv style='width:100%'>{rows}</table>"
    if style == "grid":
        cells = [f"<td><div class=cap>{E(lbl)}</div><div>{val(v) or '&nbsp;'}</div></td>" for lbl, v in fields]
        rows = ["<tr>" + "".join(cells[i:i + cols]) + "</tr>" for i in range(0, len(cells), cols)]
        return f"<table class=grid style='width:100%'>{''.join(rows)}</table>"
    if style == "colon":
        return "".join(f"<div>{E(lbl)}: {val(v)}</div>" for lbl, v in fields)
    if style == "leader":
        out = []
        for lbl, v in fields:
            dots = "." * max(3, 34 - len(lbl))
            out.append(f"<div>{E(lbl)} {dots} {val(v)}</div>")
        return "".join(out)
    if style == "below":
        return "".join(f"<div style='margin:3px 0'><div class=cap>{E(lbl)}</div>"
                       f"<div style='border-bottom:1px solid #888;min-height:1.2em'>{val(v)}</div></div>" for lbl, v in fields)
    if style == "tabbed":
        return "".join(f"<div><span style='display:inline-block;width:44%'>{E(lbl)}</span>{val(v)}</div>" for lbl, v in fields)
    if style == "inline4":
        cells = [f"<td style='width:22%;color:#333;padding-right:6px'>{E(lbl)}</td><td style='width:28%;padding-right:10px'><b>{val(v)}</b></td>" for lbl, v in fields]
        rows = ["<tr>" + "".join(cells[i:i + 2]) + "</tr>" for i in range(0, len(cells), 2)]
        return f"<table style='width:100%'>{''.join(rows)}</table>"
    raise ValueError(style)


FIELD_STYLES = ["kv", "grid", "colon", "leader", "below", "tabbed", "inline4"]


def strip_html(h: str) -> str:
    h = re.sub(r"(?is)<(style|script|head)\b.*?</\1>", " ", h)
    h = re.sub(r"(?i)<br\s*/?>|</(p|div|tr|td|th|li|h\d|pre|table)>", "\n", h)
    h = re.sub(r"<[^>]+>", " ", h)
    return _html.unescape(h)


# --------------------------------------------------------------------------------------------
# MRZ (ICAO 9303)
# --------------------------------------------------------------------------------------------
def _mrz_cd(s: str) -> str:
    total = 0
    for i, ch in enumerate(s):
        v = int(ch) if ch.isdigit() else (ord(ch) - 55 if ch.isalpha() else 0)
        total += v * (7, 3, 1)[i % 3]
    return str(total % 10)


def _mrz_name(s: str) -> str:
    s = _deaccent(s).upper().replace("'", "")
    return re.sub(r"[^A-Z]+", "<", s).strip("<")


def mrz_td3(iss: str, nat: str, sur: str, given: list[str], num: str, dob: D, sex: str, exp: D) -> list[str]:
    name = (_mrz_name(sur) + "<<" + "<".join(_mrz_name(g) for g in given))[:39]
    l1 = ("P<" + iss + name).ljust(44, "<")
    n = num.ljust(9, "<")[:9]
    b, e = dob.strftime("%y%m%d"), exp.strftime("%y%m%d")
    pers = "<" * 14
    body = n + _mrz_cd(n) + nat + b + _mrz_cd(b) + (sex if sex in "MF" else "<") + e + _mrz_cd(e) + pers + "0"
    comp = n + _mrz_cd(n) + b + _mrz_cd(b) + e + _mrz_cd(e) + pers + "0"
    return [l1, body + _mrz_cd(comp)]


def mrz_td1(iss: str, nat: str, sur: str, given: list[str], num: str, dob: D, sex: str, exp: D) -> list[str]:
    n = num.ljust(9, "<")[:9]
    l1 = ("ID" + iss + n + _mrz_cd(n)).ljust(30, "<")
    b, e = dob.strftime("%y%m%d"), exp.strftime("%y%m%d")
    l2 = b + _mrz_cd(b) + (sex if sex in "MF" else "<") + e + _mrz_cd(e) + nat + "<" * 11
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += _mrz_cd(comp)
    l3 = (_mrz_name(sur) + "<<" + "<".join(_mrz_name(g) for g in given))[:30].ljust(30, "<")
    return [l1, l2, l3]


# --------------------------------------------------------------------------------------------
# KYC
# --------------------------------------------------------------------------------------------
def _passport_number(r: random.Random, c: str) -> str:
    return {
        "GBR": lambda: digits(r, 9), "IRL": lambda: "P" + letters(r, 1) + digits(r, 7),
        "AUS": lambda: r.choice(["PA", "PB", "N", "E"]) + digits(r, 7), "NZL": lambda: "L" + letters(r, 1) + digits(r, 6),
        "CAN": lambda: letters(r, 2) + digits(r, 6), "ZAF": lambda: "A" + digits(r, 8),
        "KEN": lambda: "AK" + digits(r, 7), "NGA": lambda: "B" + digits(r, 8), "GHA": lambda: "G" + digits(r, 7),
        "JAM": lambda: "A" + digits(r, 7), "IND": lambda: letters(r, 1) + digits(r, 7),
        "POL": lambda: letters(r, 2) + digits(r, 7), "ZWE": lambda: "FN" + digits(r, 6),
        "PHL": lambda: "P" + digits(r, 7) + letters(r, 1), "CHN": lambda: "E" + digits(r, 8),
    }[c]()


def _tin(r: random.Random, c: str) -> tuple[str, str]:
    """(label, value as written)"""
    if c == "GBR":
        if r.random() < 0.6:
            v = letters(r, 2) + digits(r, 6) + r.choice("ABCD")
            if r.random() < 0.5:
                v = f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}"
            return r.choice(["National Insurance number", "NI No.", "National Insurance No"]), v
        return r.choice(["UK Unique Taxpayer Reference (UTR)", "UTR"]), digits(r, 10)
    if c == "IRL":
        return r.choice(["PPS Number", "PPSN", "Personal Public Service Number"]), digits(r, 7) + letters(r, 1) + r.choice(["", "A", "W"])
    if c == "AUS":
        return r.choice(["Tax File Number (TFN)", "TFN"]), f"{digits(r, 3)} {digits(r, 3)} {digits(r, 3)}"
    if c == "NZL":
        return r.choice(["IRD number", "Inland Revenue (IRD) No."]), f"{digits(r, 3)}-{digits(r, 3)}-{digits(r, 3)}"
    if c == "CAN":
        return r.choice(["Social Insurance Number (SIN)", "SIN / NAS"]), f"{digits(r, 3)} {digits(r, 3)} {digits(r, 3)}"
    if c == "ZAF":
        return r.choice(["Income tax reference number", "SARS tax number", "Tax number"]), r.choice("0123") + digits(r, 9)
    if c == "KEN":
        return r.choice(["KRA PIN", "KRA PIN No.", "Personal Identification Number (KRA)"]), "A" + digits(r, 9) + letters(r, 1)
    if c == "NGA":
        return r.choice(["Tax Identification Number (TIN)", "TIN"]), f"{digits(r, 8)}-{digits(r, 4)}"
    if c == "GHA":
        return r.choice(["TIN", "Taxpayer Identification Number"]), "P" + digits(r, 10)
    return r.choice(["Taxpayer Registration Number (TRN)", "TRN"]), f"{digits(r, 3)}-{digits(r, 3)}-{digits(r, 3)}"


OCCUPATIONS = {
    "employed": [("Registered Nurse", "Health"), ("Secondary School Teacher", "Education"), ("Software Engineer", "Tech"),
                 ("Accountant", "Finance"), ("Civil Engineer", "Construction"), ("Sales Manager", "Retail"),
                 ("Pharmacist", "Health"), ("Operations Supervisor", "Logistics"), ("Solicitor", "Legal"),
                 ("Procurement Officer", "Energy"), ("Data Analyst", "Finance"), ("Mining Engineer", "Mining"),
                 ("Senior Lecturer", "Education"), ("Customer Service Team Leader", "Telecoms"), ("Electrician", "Construction")],
    "self": ["Self-employed plumber", "Sole trader (hairdresser)", "Company director", "Consultant (self-employed)",
             "Farmer", "Business owner - retail", "Freelance photographer", "Owner, haulage business"],
    "retired": ["Retired", "Retired teacher", "Pensioner", "Retired civil servant"],
    "investor": ["Private investor", "Property investor"],
}
EMPLOYER_WORDS = {
    "Health": ["Health Service", "Medical Centre", "Hospital", "Pharmacy Group"],
    "Education": ["College", "Grammar School", "University", "Academy Trust"],
    "Tech": ["Software", "Digital", "Systems", "Technologies"],
    "Finance": ["Capital", "Assurance", "Partners", "Financial Services"],
    "Construction": ["Construction", "Builders", "Engineering", "Civil Works"],
    "Retail": ["Stores", "Trading", "Supermarkets", "Distributors"],
    "Logistics": ["Logistics", "Freight", "Haulage", "Shipping"],
    "Legal": ["Solicitors", "Legal", "Chambers", "Law"],
    "Energy": ["Energy", "Power", "Petroleum", "Utilities"],
    "Mining": ["Mining", "Resources", "Minerals", "Gold Fields"],
    "Telecoms": ["Telecom", "Communications", "Networks", "Mobile"],
}
EMPLOYER_STEMS = ["Kestrel", "Meridian", "Baobab", "Silverfern", "Harbourside", "Northgate", "Acacia", "Pinnacle", "Kilimanjaro",
                  "Volta", "Blue Mountain", "Southern Cross", "Maple Leaf", "Thames Valley", "Atlantic", "Savanna", "Lakeview",
                  "Greenfield", "Red Rock", "Liffey"]
SUFFIX = {"GBR": ["Ltd", "Limited", "plc", "LLP"], "IRL": ["Limited", "DAC", "Ltd"], "AUS": ["Pty Ltd", "Pty Limited"],
          "NZL": ["Limited", "Ltd"], "CAN": ["Inc.", "Ltd.", "Corporation"], "ZAF": ["(Pty) Ltd", "Ltd"],
          "KEN": ["Limited", "Ltd"], "NGA": ["Limited", "Plc", "Nigeria Limited"], "GHA": ["Limited", "Ghana Limited"],
          "JAM": ["Limited", "Ltd"]}
PUBLIC_EMPLOYERS = {"GBR": ["NHS Greater Glasgow and Clyde", "Leeds City Council", "HM Revenue & Customs"],
                    "IRL": ["Health Service Executive", "Cork County Council"],
                    "AUS": ["NSW Health", "Department of Education (Victoria)"],
                    "NZL": ["Te Whatu Ora - Health New Zealand", "Auckland Council"],
                    "CAN": ["Alberta Health Services", "City of Ottawa"],
                    "ZAF": ["Department of Health, Gauteng", "City of Cape Town"],
                    "KEN": ["Kenya Revenue Authority", "Teachers Service Commission"],
                    "NGA": ["Lagos State Government", "Nigerian Ports Authority"],
                    "GHA": ["Ghana Health Service", "Ghana Education Service"],
                    "JAM": ["Ministry of Health and Wellness", "Jamaica Public Service Company Limited"]}


def make_employer(r: random.Random, c: str, industry: str) -> str:
    if r.random() < 0.2:
        return r.choice(PUBLIC_EMPLOYERS[c])
    return f"{r.choice(EMPLOYER_STEMS)} {r.choice(EMPLOYER_WORDS[industry])} {r.choice(SUFFIX[c])}"


INCOME_RANGE = {"GBP": (21000, 160000), "EUR": (28000, 170000), "AUD": (55000, 260000), "NZD": (50000, 210000),
                "CAD": (48000, 230000), "ZAR": (180000, 1900000), "KES": (900000, 12000000), "NGN": (2400000, 60000000),
                "GHS": (36000, 600000), "JMD": (1200000, 15000000)}

SOF_WORDS = {
    "employment": ["Salary", "Employment income", "Salary / wages", "Employment", "Monthly salary"],
    "business": ["Business income", "Business proceeds", "Self-employment income", "Trading profits", "Business"],
    "investments": ["Investments", "Investment income", "Dividends and interest", "Rental and investment income"],
    "inheritance": ["Inheritance", "Inheritance / legacy", "Estate of late parent"],
    "pension": ["Pension", "Pension income", "Retirement annuity", "Superannuation"],
    "other": ["Gift from family", "Other - court settlement", "Other (divorce settlement)", "Lottery / gaming winnings"],
}
SOF_ORDER = ["employment", "business", "investments", "inheritance", "pension", "other"]


def make_person(r: random.Random, res: str | None = None) -> dict[str, Any]:
    res = res or r.choice(HOME)
    nat = res if r.random() < 0.7 else r.choice(MIGRANTS[res])
    sex = r.choice("MF")
    given, sur = make_name(r, nat, sex)
    dob = rdate(r, D(1948, 1, 1), D(2004, 12, 31))
    p: dict[str, Any] = dict(res=res, nat=nat, sex=sex, given=given, sur=sur, dob=dob)
    if nat == res and res in ("KEN", "NGA", "GHA") and r.random() < 0.5:
        p["id_type"] = "national_id"
        p["id_number"] = {"KEN": lambda: digits(r, 8), "NGA": lambda: digits(r, 11),
                          "GHA": lambda: f"GHA-{digits(r, 9)}-{digits(r, 1)}"}[res]()
        issue = rdate(r, D(2018, 1, 1), D(2025, 6, 30))
        p["id_issue"], p["id_expiry"] = issue, add_years(issue, 10) - _dt.timedelta(days=1)
    else:
        p["id_type"] = "passport"
        p["id_number"] = _passport_number(r, nat)
        issue = rdate(r, D(2016, 1, 1), D(2025, 8, 31))
        p["id_issue"], p["id_expiry"] = issue, add_years(issue, 5 if r.random() < 0.15 else 10)
    p["address"] = make_address(r, res)
    p["prev_address"] = make_address(r, res, with_country=False) if r.random() < 0.4 else None
    p["phone"], p["email"] = make_phone(r, res), make_email(r, given, sur)
    kind = r.choices(["employed", "self", "retired", "investor"], [70, 14, 11, 5])[0]
    cur = COUNTRY[res][3]
    lo, hi = INCOME_RANGE[cur]
    if kind == "employed":
        occ, ind = r.choice(OCCUPATIONS["employed"])
        p["employer"] = make_employer(r, res, ind)
        p["sof"] = "employment" if r.random() < 0.85 else r.choice(["investments", "inheritance", "other"])
    else:
        occ = r.choice(OCCUPATIONS[kind])
        p["employer"] = None
        p["sof"] = {"self": "business", "retired": "pension", "investor": "investments"}[kind]
        if kind == "retired":
            lo, hi = lo // 2, hi // 3
    if kind == "retired":
        p["dob"] = rdate(r, D(1940, 1, 1), D(1962, 12, 31))
    p["kind"], p["occupation"] = kind, occ
    p["sof_word"] = r.choice(SOF_WORDS[p["sof"]])
    p["currency"] = cur
    if r.random() < 0.3:
        monthly = round(r.uniform(lo, hi) / 12 / 50) * 50
        p["income_monthly"], p["income"] = monthly, monthly * 12
    else:
        p["income_monthly"], p["income"] = None, round(r.uniform(lo, hi) / 500) * 500
    p["pep"] = r.random() < 0.12
    p["pep_detail"] = r.choice(["Member of County Assembly (2017-2022)", "Spouse of a serving High Court judge",
                                "Former Deputy Director, State-owned enterprise", "Councillor, local authority",
                                "Brother of a Member of Parliament"]) if p["pep"] else None
    p["tin"] = _tin(r, res) if r.random() < 0.7 else None
    p["place_of_birth"] = r.choice(LOCAL[nat])[0 if nat in ("AUS", "CAN", "JAM") else 1].upper() if nat in LOCAL else \
        {"IND": "MUMBAI", "POL": "KRAKOW", "ZWE": "HARARE", "PHL": "QUEZON CITY", "CHN": "GUANGZHOU"}[nat]
    return p


def kyc_truth(p: dict, sex_stated: bool, tin_stated: bool) -> dict:
    addr = p["addr_truth"]
    return {
        "full_name": " ".join(p["given"] + [p["sur"]]),
        "date_of_birth": p["dob"].isoformat(),
        "sex": p["sex"] if sex_stated else None,
        "nationality": p["nat"],
        "id_document_type": p["id_type"],
        "id_document_number": p["id_number"],
        "id_issuing_country": p["nat"],
        "id_expiry_date": p["id_expiry"].isoformat(),
        "residential_address": addr,
        "country_of_residence": p["res"],
        "occupation": p["occupation"],
        "employer_name": p["employer"],
        "annual_income": float(p["income"]),
        "income_currency": p["currency"],
        "source_of_funds": p["sof"],
        "is_pep": p["pep"],
        "tax_identification_number": p["tin"][1] if (p["tin"] and tin_stated) else None,
    }


ID_AUTHORITY = {"GBR": "HM Passport Office", "IRL": "Department of Foreign Affairs", "AUS": "Australian Passport Office",
                "NZL": "New Zealand Passport Office", "CAN": "Passport Canada", "ZAF": "Department of Home Affairs",
                "KEN": "Directorate of Immigration Services", "NGA": "Nigeria Immigration Service",
                "GHA": "Passport Office, Accra", "JAM": "PICA", "IND": "Ministry of External Affairs",
                "POL": "Wojewoda Mazowiecki", "ZWE": "Registrar General", "PHL": "DFA Manila", "CHN": "National Immigration Administration"}


def id_page(r: random.Random, p: dict) -> str:
    """A copy of the passport data page or of the national identity card, certified or stamped."""
    nat = p["nat"]
    upper_given = " ".join(p["given"]).upper()
    sur = p["sur"].upper()
    name_en, adj, _, _ = COUNTRY[nat]
    ds = r.choice(["passport", "upper", "passport", "short"])
    sexw = {"M": "M", "F": "F"}[p["sex"]]
    cell = "padding:2px 8px 4px 0"
    if p["id_type"] == "passport":
        rows = [("Type / Type", "P"), ("Code / Code", nat), ("Passport No. / N° du passeport", p["id_number"]),
                ("Surname / Nom", sur), ("Given names / Prénoms", upper_given),
                ("Nationality / Nationalité", "BRITISH CITIZEN" if nat == "GBR" else adj.upper()),
                ("Date of birth / Date de naissance", fdate(p["dob"], ds)), ("Sex / Sexe", sexw),
                ("Place of birth / Lieu de naissance", p["place_of_birth"].upper()),
                ("Date of issue / Date de délivrance", fdate(p["id_issue"], ds)),
                ("Authority / Autorité", ID_AUTHORITY[nat].upper()),
                ("Date of expiry / Date d'expiration", fdate(p["id_expiry"], ds))]
        mrz = mrz_td3(nat, nat, p["sur"], p["given"], p["id_number"], p["dob"], p["sex"], p["id_expiry"])
        title = f"{name_en.upper()} &nbsp; PASSPORT / PASSEPORT"
    else:
        label_no = {"KEN": "ID Number", "NGA": "NIN", "GHA": "Personal ID Number"}[nat]
        rows = [("Surname", sur), ("Given names", upper_given), (label_no, p["id_number"]), ("Sex", sexw),
                ("Date of birth", fdate(p["dob"], ds)), ("Nationality", nat),
                ("Date of issue", fdate(p["id_issue"], ds)), ("Date of expiry", fdate(p["id_expiry"], ds))]
        r.shuffle(rows)
        title = {"KEN": "REPUBLIC OF KENYA &nbsp; NATIONAL IDENTITY CARD", "NGA": "FEDERAL REPUBLIC OF NIGERIA &nbsp; NATIONAL IDENTITY CARD",
                 "GHA": "ECOWAS IDENTITY CARD &nbsp; REPUBLIC OF GHANA"}[nat]
        mrz = mrz_td1(nat, nat, p["sur"], p["given"], p["id_number"], p["dob"], p["sex"], p["id_expiry"]) \
            if len(p["id_number"]) <= 9 else None
    inner = "".join(f"<tr><td style='{cell}'><div class=cap>{E(a)}</div><div><b>{E(b)}</b></div></td></tr>" for a, b in rows)
    if r.random() < 0.5:  # two columns
        half = (len(rows) + 1) // 2
        c1 = "".join(f"<div class=cap>{E(a)}</div><div style='margin-bottom:4px'><b>{E(b)}</b></div>" for a, b in rows[:half])
        c2 = "".join(f"<div class=cap>{E(a)}</div><div style='margin-bottom:4px'><b>{E(b)}</b></div>" for a, b in rows[half:])
        inner = f"<tr><td style='width:50%;{cell}'>{c1}</td><td style='{cell}'>{c2}</td></tr>"
    mrz_html = ("<div style=\"font-family:'DejaVu Sans Mono',monospace;font-size:10.5pt;margin-top:10px;letter-spacing:0\">"
                + "<br>".join(E(x) for x in mrz) + "</div>") if mrz else ""
    caption = r.choice(["Copy of identity document", "ID document (certified copy)", "Scanned ID - front",
                        "Attachment A: Identity verification", "Document copy"])
    cert = r.choice(["", "<p class=small>I certify this is a true copy of the original document which I have seen. "
                         "Signed: ____________ Name: J. K. Whitfield, Branch Officer</p>",
                     "<p><span class=stamp>CERTIFIED TRUE COPY</span></p>", "<p><span class=stamp>ORIGINAL SIGHTED</span></p>"])
    return (f"<div class=pb><h3>{E(caption)}</h3><div style='border:2px solid #555;padding:10px;width:88%;border-radius:8px'>"
            f"<div style='font-weight:bold;margin-bottom:6px'>{title}</div><table style='width:100%'>{inner}</table>"
            f"{mrz_html}</div>{cert}</div>")


def kyc_values(r: random.Random, p: dict, addr_mode: str | None = None) -> dict[str, Any]:
    """Printed forms of the person's values (one consistent choice per document)."""
    ds = r.choice(DATE_STYLES)
    v: dict[str, Any] = {"ds": ds}
    g, s = " ".join(p["given"]), p["sur"]
    case = r.choice(["title", "title", "upper"])
    if case == "upper":
        g, s = g.upper(), s.upper()
    v["given"], v["sur"] = g, s
    v["name"] = r.choice([f"{g} {s}", f"{g} {s}", f"{s}, {g}"]) if case == "title" else r.choice([f"{g} {s}", f"{s}, {g}"])
    v["dob"] = fdate(p["dob"], ds)
    v["sex"] = r.choice([{"M": "Male", "F": "Female"}, {"M": "M", "F": "F"}, {"M": "MALE", "F": "FEMALE"}])[p["sex"]]
    v["nat"] = nationality_text(r, p["nat"])
    v["addr_html"], p["addr_truth"] = addr_render(r, p["address"], addr_mode)
    v["res"] = country_text(r, p["res"])
    v["id_type"] = {"passport": r.choice(["Passport", "PASSPORT", "International passport", "Passport (biometric)"]),
                    "national_id": r.choice(["National ID card", "National Identity Card", "NATIONAL ID",
                                             {"KEN": "Kenyan National ID", "NGA": "NIMC National e-ID card", "GHA": "Ghana Card"}.get(p["res"], "National ID")])}[p["id_type"]]
    v["id_no"] = p["id_number"]
    v["id_iss"] = country_text(r, p["nat"])
    v["id_exp"] = fdate(p["id_expiry"], ds)
    v["id_issue"] = fdate(p["id_issue"], ds)
    v["occ"] = p["occupation"]
    cur, res = p["currency"], p["res"]
    if p["income_monthly"] is not None:
        v["inc_label"] = r.choice(["Gross monthly income", "Monthly income", "Net monthly salary", "Income per month",
                                   "Average monthly income"] if p["kind"] != "retired" else ["Monthly pension", "Pension per month", "Monthly income"])
        v["inc"] = famount(r, p["income_monthly"], cur, country=res)
        v["inc_per"] = "month"
    else:
        v["inc_label"] = r.choice(["Gross annual income", "Annual income (before tax)", "Yearly salary", "Total annual income",
                                   "Income per annum", "Annual gross income"] if p["kind"] == "employed" else
                                  ["Annual income", "Total annual income", "Income per annum"])
        v["inc"] = famount(r, p["income"], cur, country=res)
        v["inc_per"] = "year"
    # distractor amounts
    v["turnover"] = famount(r, round(p["income"] / 12 * r.uniform(0.4, 1.6) / 100) * 100, cur, country=res)
    v["deposit"] = famount(r, round(p["income"] * r.uniform(0.01, 0.2) / 100) * 100, cur, country=res)
    v["cb"] = r.choice(["brackets", "ballot", "square"])
    return v


def _letterhead(r: random.Random, bank: tuple, right: str = "") -> str:
    name, short, bic, city, street, footer = bank
    return (f"<table style='width:100%;border-bottom:2px solid #333;margin-bottom:6px'><tr>"
            f"<td><div style='font-size:1.5em;font-weight:bold'>{E(short)}</div><div class=small>{E(name)}<br>{E(street)}</div></td>"
            f"<td style='text-align:right' class=small>{right}</td></tr></table>")


def _footer(bank: tuple, pg: str = "") -> str:
    return f"<div class=small style='margin-top:14px;border-top:1px solid #999;padding-top:3px'>{E(bank[5])} {pg}</div>"


def _employer_value(r: random.Random, p: dict) -> str | None:
    if p["employer"]:
        return E(p["employer"])
    return E(r.choice(["Self-employed", "N/A", "Not applicable", "Retired", "—", "None"]) if p["kind"] != "retired" else
             r.choice(["Retired", "N/A", "—", "Not applicable"]))


def _tin_fields(r: random.Random, p: dict, v: dict) -> tuple[list[tuple[str, str | None]], bool]:
    """CRS/FATCA self-certification fields; returns (fields, tin stated)."""
    res_name = COUNTRY[p["res"]][0]
    out: list[tuple[str, str | None]] = [("Country of tax residence", E(country_text(r, p["res"], ("name", "code"))))]
    if p["tin"]:
        out.append((p["tin"][0] if r.random() < 0.6 else "Tax Identification Number (TIN)", E(p["tin"][1])))
        stated = True
    else:
        if r.random() < 0.5:
            out.append(("Tax Identification Number (TIN)", None))
        else:
            out.append(("TIN", E(r.choice(["Not yet issued", "Reason B - unable to obtain", "Applied for",
                                            "None"]))))
        stated = False
    out.append(("Are you a US citizen or US tax resident?", choices(v["cb"], ["Yes", "No"], 1)))
    if r.random() < 0.4:
        out.append((f"Tax resident in any country other than {res_name}?", choices(v["cb"], ["Yes", "No"], 1)))
    return out, stated


def _pep_html(r: random.Random, p: dict, v: dict) -> str:
    q = r.choice(["Are you, or have you ever been, a Politically Exposed Person (PEP), or a family member or close associate of a PEP?",
                  "Do you hold or have you held a prominent public function?",
                  "Politically exposed person (PEP)?", "PEP status"])
    ans = choices(v["cb"], ["Yes", "No"], 0 if p["pep"] else 1)
    det = f" &nbsp; Details: {E(p['pep_detail'])}" if p["pep"] else (" &nbsp; Details: ______" if r.random() < 0.3 else "")
    return f"<div style='margin:3px 0'>{E(q)} &nbsp; {ans}{det}</div>"


def _sof_html(r: random.Random, p: dict, v: dict, as_boxes: bool) -> str:
    if as_boxes:
        labels = [r.choice(SOF_WORDS[k]) if k != p["sof"] else p["sof_word"] for k in SOF_ORDER]
        if p["sof"] == "other" or r.random() < 0.5:
            labels[-1] = "Other (please specify)" if p["sof"] != "other" else f"Other: {p['sof_word'].replace('Other - ', '').replace('Other (', '').rstrip(')')}"
        return choices(v["cb"], labels, SOF_ORDER.index(p["sof"]))
    return E(p["sof_word"])


def _kyc_form_common(r: random.Random, p: dict, v: dict, sex_on_form: bool, id_on_form: bool, labels: dict) -> list[tuple[str, list]]:
    """Sections (title, fields) of an account-opening form; labels maps keys to wording."""
    L = labels.get
    personal: list[tuple[str, str | None]] = []
    if r.random() < 0.5:
        personal += [(L("surname", "Surname"), E(v["sur"])), (L("given", "First name(s)"), E(v["given"]))]
    else:
        personal += [(L("name", "Full name"), E(v["name"]))]
    personal += [(L("dob", "Date of birth"), E(v["dob"]))]
    if sex_on_form:
        personal.append((L("sex", "Gender"), E(v["sex"]) if r.random() < 0.6 else
                         choices(v["cb"], ["Male", "Female", "Other"], "MF".index(p["sex"]))))
    personal += [(L("nat", "Nationality"), E(v["nat"]))]
    if r.random() < 0.5:
        personal.append((L("pob", "Place of birth"), E(p["place_of_birth"].title())))
    if r.random() < 0.4:
        personal.append((L("mmn", "Mother's maiden name"), E(r.choice(["Adams", "Otieno", "Okoro", "Naidoo", "Byrne", "Mensah"]))))
    contact = [(L("addr", "Residential address"), v["addr_html"]), (L("res", "Country of residence"), E(v["res"]))]
    if p["prev_address"] is not None and r.random() < 0.8:
        contact.append((L("prev", "Previous address (if less than 3 years at current address)"), addr_render(r, p["prev_address"], "comma")[0]))
    elif r.random() < 0.4:
        contact.append((L("prev", "Previous address (if less than 3 years at current address)"), None))
    contact += [(L("phone", "Mobile number"), E(p["phone"])), (L("email", "Email"), E(p["email"]))]
    ident: list[tuple[str, str | None]] = [(L("idtype", "Identification document"), E(v["id_type"])),
                                           (L("idno", "Document number"), E(v["id_no"]))]
    if id_on_form:
        ident += [(L("idiss", "Issuing country"), E(v["id_iss"])), (L("idexp", "Expiry date"), E(v["id_exp"]))]
        if r.random() < 0.5:
            ident.insert(2, (L("idissue", "Date of issue"), E(v["id_issue"])))
    work: list[tuple[str, str | None]] = [(L("occ", "Occupation"), E(v["occ"])), (L("emp", "Employer's name"), _employer_value(r, p))]
    if p["employer"] and r.random() < 0.4:
        work.append((L("empaddr", "Employer's address"), E(", ".join(make_address(r, p["res"], with_country=False)))))
    work.append((v["inc_label"], E(v["inc"])))
    if r.random() < 0.5:
        work.append((L("turn", "Expected monthly account turnover"), E(v["turnover"])))
    if r.random() < 0.3:
        work.append((L("dep", "Initial deposit"), E(v["deposit"])))
    return [("personal", personal), ("contact", contact), ("identity", ident), ("work", work)]


SECTION_TITLES = {
    "personal": ["About you", "Personal details", "Personal information", "Applicant details", "Your details"],
    "contact": ["Where you live", "Address and contact details", "Contact information", "Residential address"],
    "identity": ["Identification", "Proof of identity", "Identity verification", "ID document"],
    "work": ["Employment and income", "Your employment", "Occupation and income", "Financial information"],
    "tax": ["Tax residency self-certification (CRS/FATCA)", "Tax information", "Tax residence", "CRS / FATCA declaration"],
    "sof": ["Source of funds", "Source of funds and wealth", "Where will the money come from?", "Origin of funds"],
    "pep": ["Politically exposed persons", "PEP declaration", "Public functions"],
}


def kyc_branch_form(r: random.Random, p: dict, bilingual: str | None = None) -> tuple[str, bool, bool]:
    """An account-opening / CDD form as filled at a branch.  Returns (body, sex stated, tin stated)."""
    v = kyc_values(r, p)
    bank = r.choice(BANKS[p["res"]])
    sex_on_form = r.random() < 0.6
    id_on_form = r.random() < 0.6
    labels: dict[str, str] = {}
    if bilingual:
        labels = BILINGUAL[bilingual]
    secs = _kyc_form_common(r, p, v, sex_on_form, id_on_form, labels)
    tin_f, tin_stated = _tin_fields(r, p, v)
    fstyle = r.choice(FIELD_STYLES)
    numbered = r.random() < 0.6
    order = secs[:]
    if r.random() < 0.4:
        order = [order[0], order[2], order[1], order[3]]
    title = r.choice(["Personal Account Application", "Account Opening Form - Individual", "Customer Information Form (Individuals)",
                      "Customer Due Diligence (CDD) Form", "Know Your Customer (KYC) Form - Personal", "Individual Account Opening Form"])
    if bilingual:
        title = BILINGUAL_TITLES[bilingual]
    right = (f"Branch: {E(r.choice(['Main Branch', 'City Centre'] + [LOCAL[p['res']][i][0] for i in range(2)]))}"
             f"<br>Sort code / Branch code: {digits(r, 2)}-{digits(r, 2)}-{digits(r, 2)}<br>Customer no.: {digits(r, 8)}")
    out = [_letterhead(r, bank, right), f"<h1>{E(title)}</h1>"]
    if r.random() < 0.6:
        out.append("<p class=small>Please complete in BLOCK CAPITALS using black ink. Fields marked * are mandatory. "
                   "Incomplete forms will delay the opening of your account.</p>")
    n = 1
    for key, fields in order:
        head = SECTION_TITLES[key][0] if not bilingual else labels.get("sec_" + key, SECTION_TITLES[key][0])
        head = r.choice(SECTION_TITLES[key]) if not bilingual else head
        out.append(f"<div class=sec>{f'{n}. ' if numbered else ''}{E(head)}</div>")
        out.append(render_fields(r, fields, fstyle if r.random() < 0.75 else r.choice(FIELD_STYLES)))
        n += 1
    extra = [("sof", f"<div>{_sof_html(r, p, v, r.random() < 0.7)}</div>"),
             ("pep", _pep_html(r, p, v)),
             ("tax", render_fields(r, tin_f, r.choice(["kv", "colon", "grid"])))]
    r.shuffle(extra)
    for key, h in extra:
        out.append(f"<div class=sec>{f'{n}. ' if numbered else ''}{E(r.choice(SECTION_TITLES[key]))}</div>{h}")
        n += 1
    out.append("<div class=sec>Declaration</div><p class=small>I confirm that the information given in this form is true and "
               "complete. I agree to notify the bank within 30 days of any change in circumstances. I understand that the bank "
               "may verify my identity using electronic checks and credit reference agencies.</p>")
    sign_date = fdate(rdate(r, D(2024, 1, 1), D(2025, 12, 31)), v["ds"])
    out.append(f"<table style='width:100%;margin-top:8px'><tr><td>Signature: ________________________</td><td>Date: {E(sign_date)}</td></tr></table>")
    if r.random() < 0.6:
        out.append(render_fields(r, [("For bank use: ID verified by", E(r.choice(["S. Patel", "M. Wanjiku", "T. Adeyemi", "K. O'Neill", "L. Botha"]))),
                                     ("Staff no.", digits(r, 6)), ("Risk rating", r.choice(["Low", "Medium", "High"]))], "inline4"))
    out.append(_footer(bank, "Page 1 of 2" if not (sex_on_form and id_on_form) else ""))
    body = "".join(out)
    attach = not (sex_on_form and id_on_form) or r.random() < 0.4
    if attach:
        body += id_page(r, p)
    return body, sex_on_form or attach, tin_stated


BILINGUAL = {
    "en_af": {"surname": "Van / Surname", "given": "Voorname / First names", "name": "Volle naam / Full name",
              "dob": "Geboortedatum / Date of birth", "sex": "Geslag / Gender", "nat": "Nasionaliteit / Nationality",
              "pob": "Geboorteplek / Place of birth", "addr": "Woonadres / Residential address",
              "res": "Land van verblyf / Country of residence", "phone": "Selfoon / Cellphone", "email": "E-pos / E-mail",
              "idtype": "Identiteitsdokument / Identity document", "idno": "Dokumentnommer / Document number",
              "idiss": "Land van uitreiking / Country of issue", "idexp": "Vervaldatum / Expiry date",
              "occ": "Beroep / Occupation", "emp": "Werkgewer / Employer", "prev": "Vorige adres / Previous address",
              "sec_personal": "Persoonlike besonderhede / Personal details", "sec_contact": "Adres / Address",
              "sec_identity": "Identifikasie / Identification", "sec_work": "Werk en inkomste / Employment and income"},
    "en_fr": {"surname": "Surname / Nom de famille", "given": "Given names / Prénoms", "name": "Full name / Nom complet",
              "dob": "Date of birth / Date de naissance", "sex": "Sex / Sexe", "nat": "Citizenship / Citoyenneté",
              "pob": "Place of birth / Lieu de naissance", "addr": "Home address / Adresse du domicile",
              "res": "Country of residence / Pays de résidence", "phone": "Telephone / Téléphone", "email": "E-mail / Courriel",
              "idtype": "ID type / Type de pièce d'identité", "idno": "ID number / Numéro", "idiss": "Issued by / Délivré par",
              "idexp": "Expiry / Expiration", "occ": "Occupation / Profession", "emp": "Employer / Employeur",
              "prev": "Previous address / Adresse précédente",
              "sec_personal": "Personal information / Renseignements personnels", "sec_contact": "Address / Adresse",
              "sec_identity": "Identification / Pièce d'identité", "sec_work": "Employment / Emploi"},
    "en_ga": {"surname": "Sloinne / Surname", "given": "Céadainm / First name(s)", "name": "Ainm iomlán / Full name",
              "dob": "Dáta breithe / Date of birth", "sex": "Inscne / Gender", "nat": "Náisiúntacht / Nationality",
              "pob": "Áit bhreithe / Place of birth", "addr": "Seoladh baile / Home address",
              "res": "Tír chónaithe / Country of residence", "phone": "Fón póca / Mobile", "email": "Ríomhphost / Email",
              "idtype": "Doiciméad aitheantais / ID document", "idno": "Uimhir / Number", "idiss": "Tír eisiúna / Issuing country",
              "idexp": "Dáta éaga / Expiry date", "occ": "Slí bheatha / Occupation", "emp": "Fostóir / Employer",
              "prev": "Seoladh roimhe seo / Previous address",
              "sec_personal": "Sonraí pearsanta / Personal details", "sec_contact": "Seoladh / Address",
              "sec_identity": "Aitheantas / Identification", "sec_work": "Fostaíocht / Employment"},
}
BILINGUAL_TITLES = {"en_af": "FICA Client Information Form / FICA-kliëntinligtingsvorm",
                    "en_fr": "Personal Account Application / Demande d'ouverture de compte personnel",
                    "en_ga": "Account Opening Form / Foirm Oscailte Cuntais"}
BILINGUAL_HOME = {"en_af": "ZAF", "en_fr": "CAN", "en_ga": "IRL"}


def kyc_core_export(r: random.Random, p: dict) -> tuple[str, bool, bool]:
    """A core-banking customer master enquiry printed from a terminal."""
    v = kyc_values(r, p, "comma")
    bank = r.choice(BANKS[p["res"]])
    ds = r.choice(["compact", "mon_hyphen", "slash", "upper"])
    up = lambda s: s.upper()  # noqa: E731
    tin_stated = p["tin"] is not None
    rows = [("CIF NUMBER", digits(r, 9)), ("CUSTOMER TYPE", "INDIVIDUAL - RETAIL"), ("SHORT NAME", up(p["sur"])[:12]),
            ("SURNAME", up(p["sur"])), ("FORENAMES", up(" ".join(p["given"]))), ("DATE OF BIRTH", fdate(p["dob"], ds)),
            ("GENDER", {"M": "MALE", "F": "FEMALE"}[p["sex"]]), ("NATIONALITY", p["nat"]),
            ("RESIDENCE CTRY", p["res"]), ("ADDRESS", up(p["addr_truth"]))]
    p["addr_truth"] = up(p["addr_truth"])
    if p["prev_address"] and r.random() < 0.6:
        rows.append(("PREV ADDRESS", up(", ".join(p["prev_address"]))))
    rows += [("MOBILE", p["phone"]), ("EMAIL", up(p["email"])),
             ("ID TYPE", "PASSPORT" if p["id_type"] == "passport" else "NATIONAL ID"), ("ID NUMBER", p["id_number"]),
             ("ID ISSUE CTRY", p["nat"]), ("ID ISSUE DATE", fdate(p["id_issue"], ds)), ("ID EXPIRY DATE", fdate(p["id_expiry"], ds)),
             ("OCCUPATION", up(p["occupation"])), ("EMPLOYER", up(p["employer"]) if p["employer"] else r.choice(["", "N/A", "*NONE*"])),
             ("INCOME " + ("P.M." if v["inc_per"] == "month" else "P.A."),
              f"{p['currency']} {fnum(p['income_monthly'] if v['inc_per'] == 'month' else p['income'])}"),
             ("INCOME CCY", p["currency"]), ("SOURCE OF FUNDS", up(p["sof_word"])), ("PEP FLAG", "Y" if p["pep"] else "N"),
             ("TAX ID", p["tin"][1] if tin_stated else ""), ("FATCA STATUS", "NON-US PERSON"),
             ("RISK RATING", r.choice(["LOW", "MEDIUM", "HIGH"]) if not p["pep"] else "HIGH"),
             ("KYC REVIEW DUE", fdate(rdate(r, D(2026, 1, 1), D(2028, 12, 31)), ds)),
             ("RM CODE", f"RM{digits(r, 4)}"), ("BRANCH", f"{digits(r, 3)} {bank[3].upper()}")]
    width = max(len(a) for a, _ in rows) + 2
    lines = [f"{bank[1].upper():<30}CUSTOMER MASTER ENQUIRY          SCREEN CUS0{r.randint(10, 99)}",
             f"USER: {letters(r, 2)}{digits(r, 4)}   TERMINAL: T{digits(r, 3)}   DATE: {fdate(rdate(r, D(2024, 6, 1), D(2025, 12, 31)), 'mon_hyphen').upper()}",
             "-" * 78]
    dot = r.random() < 0.5
    for a, b in rows:
        lab = (a + " " + "." * (width - len(a) - 1)) if dot else a.ljust(width)
        lines.append(f"{lab}: {b}")
    lines += ["-" * 78, "F3=EXIT  F7=PREV  F8=NEXT  F12=CANCEL   *** END OF CUSTOMER RECORD ***"]
    body = f"<pre>{E(chr(10).join(lines))}</pre>"
    attach = r.random() < 0.3
    if attach:
        body += id_page(r, p)
    return body, True, tin_stated


def kyc_call_report(r: random.Random, p: dict) -> tuple[str, bool, bool]:
    """Relationship manager's visit / call report in prose, with the ID copy attached."""
    v = kyc_values(r, p, "comma")
    bank = r.choice(BANKS[p["res"]])
    he = {"M": "he", "F": "she"}[p["sex"]] if r.random() < 0.5 else "the client"
    his = {"M": "his", "F": "her"}[p["sex"]] if he != "the client" else "the client's"
    full = f"{' '.join(p['given'])} {p['sur']}"
    rm = r.choice(["Grace Mutua", "Oliver Bennett", "Chidi Okeke", "Fiona Doyle", "Sipho Zulu", "Hannah Clarke"])
    date_v = fdate(rdate(r, D(2024, 1, 1), D(2025, 12, 31)), v["ds"])
    paras = [f"Client: <b>{E(v['name'])}</b> &nbsp; Meeting date: {E(date_v)} &nbsp; Venue: {E(r.choice(['branch', 'client residence', 'video call', 'client office']))}",
             f"Purpose of meeting: {E(r.choice(['onboarding of a new premier banking relationship', 'periodic KYC refresh', 'account upgrade and mortgage enquiry', 'opening of a foreign currency account']))}."]
    emp_sent = (f"{he.capitalize()} works as {E(p['occupation'].lower() if r.random() < 0.5 else p['occupation'])} with "
                f"{E(p['employer'])}" if p["employer"] else f"{he.capitalize()} describes {his} occupation as {E(p['occupation'])}")
    inc_sent = (f"and reports {'a gross annual income of' if v['inc_per'] == 'year' else 'a monthly income of'} {E(v['inc'])}"
                f"{'' if v['inc_per'] == 'year' else ' (gross)'}.")
    paras.append(f"{E(full)} was born on {E(v['dob'])} and is a {E(COUNTRY[p['nat']][1])} national "
                 f"(passport/ID sighted: {E(v['id_type'].lower())} no. {E(p['id_number'])}, see copy attached). "
                 f"{he.capitalize()} currently resides at {v['addr_html']} (country of residence: {E(COUNTRY[p['res']][0])}).")
    paras.append(f"{emp_sent} {inc_sent} Funds to be placed with us will come from {E(p['sof_word'].lower())}. "
                 f"Expected monthly credits of around {E(v['turnover'])}.")
    if p["prev_address"] and r.random() < 0.5:
        paras.append(f"Before moving to the current address {he} lived at {E(', '.join(p['prev_address']))}.")
    paras.append(("PEP screening: the client is a politically exposed person - " + E(p["pep_detail"]) +
                  ". Enhanced due diligence applied; senior management approval obtained.") if p["pep"] else
                 r.choice(["PEP screening: no match. Client confirmed that " + he + " is not a PEP.",
                           "World-Check and PEP screening returned no relevant hits; the client is not politically exposed."]))
    tin_stated = p["tin"] is not None and r.random() < 0.8
    if tin_stated:
        paras.append(f"Tax: resident for tax purposes in {E(COUNTRY[p['res']][0])}; {E(p['tin'][0])} {E(p['tin'][1])}.")
    paras.append(f"Recommendation: {r.choice(['proceed with onboarding', 'approve - low risk', 'approve subject to proof of address', 'escalate to compliance for EDD sign-off'])}.")
    body = _letterhead(r, bank, f"INTERNAL - CONFIDENTIAL<br>Ref: CR/{digits(r, 5)}") + \
        f"<h1>{E(r.choice(['Call Report', 'Client Visit Report', 'Relationship Manager Call Memo', 'Client Meeting Note']))}</h1>" + \
        "".join(f"<p>{x}</p>" for x in paras) + f"<p>Prepared by: {E(rm)}, Relationship Manager</p>" + _footer(bank)
    body += id_page(r, p)
    return body, True, tin_stated


def kyc_cdd_questionnaire(r: random.Random, p: dict) -> tuple[str, bool, bool]:
    """West/East African or Caribbean bank customer information form with dotted leaders, next of kin, BVN."""
    v = kyc_values(r, p)
    bank = r.choice(BANKS[p["res"]])
    res = p["res"]
    kin_sex = r.choice("MF")
    kg, ks = make_name(r, res, kin_sex)
    style = r.choice(["leader", "leader", "colon", "tabbed", "kv"])
    f1: list[tuple[str, str | None]] = [("Title", E(r.choice({"M": ["Mr", "Mr.", "Chief", "Dr"], "F": ["Mrs", "Ms", "Miss", "Dr"]}[p["sex"]]))),
                                        ("Surname", E(v["sur"])), ("Other names", E(v["given"])),
                                        ("Sex", E(v["sex"])), ("Date of birth", E(v["dob"])),
                                        ("State of origin" if res == "NGA" else "Home town / District", E(r.choice(["Anambra", "Oyo", "Kiambu", "Ashanti", "St. Ann", "Siaya", "Volta", "Enugu"]))),
                                        ("Nationality", E(v["nat"]))]
    if res == "NGA":
        f1.append(("Bank Verification Number (BVN)", digits(r, 11)))
    if r.random() < 0.5:
        f1.append(("Marital status", E(r.choice(["Single", "Married", "Divorced", "Widowed"]))))
    f2 = [("Residential address", v["addr_html"]), ("Nearest bus stop / landmark", E(r.choice(["Opposite Total filling station", "Near Sarit Centre", "Behind A&C Mall", "Off Spintex Road"]))),
          ("Country of residence", E(v["res"])), ("Mobile phone", E(p["phone"])), ("E-mail address", E(p["email"]))]
    f3 = [("Means of identification", E(v["id_type"])), ("ID number", E(v["id_no"])), ("Issue date", E(v["id_issue"])),
          ("Expiry date", E(v["id_exp"])), ("Place / country of issue", E(v["id_iss"]))]
    f4 = [("Occupation", E(v["occ"])), ("Name of employer / business", _employer_value(r, p)), (v["inc_label"], E(v["inc"])),
          ("Source of funds", _sof_html(r, p, v, False))]
    tin_f, tin_stated = _tin_fields(r, p, v)
    f5 = [("Name of next of kin", E(f"{' '.join(kg)} {ks}")), ("Relationship", E(r.choice(["Spouse", "Brother", "Sister", "Mother", "Son", "Daughter"]))),
          ("Next of kin address", E(", ".join(make_address(r, res, with_country=False)))), ("Next of kin phone", E(make_phone(r, res)))]
    secs = [("A. PERSONAL INFORMATION", f1), ("B. CONTACT DETAILS", f2), ("C. IDENTIFICATION", f3),
            ("D. EMPLOYMENT / BUSINESS DETAILS", f4), ("E. NEXT OF KIN", f5), ("F. TAX INFORMATION", tin_f)]
    if r.random() < 0.4:
        secs[3], secs[4] = secs[4], secs[3]
    out = [_letterhead(r, bank, f"Account No: {digits(r, 10)}<br>Account type: {E(r.choice(['Savings', 'Current', 'Domiciliary (USD)', 'Tier 3 Savings']))}"),
           f"<h1 style='text-align:center'>{E(r.choice(['CUSTOMER INFORMATION FORM - INDIVIDUAL', 'KNOW YOUR CUSTOMER (KYC) FORM', 'ACCOUNT OPENING PACKAGE (INDIVIDUAL)', 'CUSTOMER DUE DILIGENCE QUESTIONNAIRE']))}</h1>"]
    for t, f in secs:
        out.append(f"<h3>{E(t)}</h3>" + render_fields(r, f, style))
    out.append(f"<h3>G. POLITICALLY EXPOSED PERSONS</h3>{_pep_html(r, p, v)}")
    if r.random() < 0.6:
        rn = make_name(r, res, r.choice("MF"))
        out.append("<h3>H. REFEREE</h3>" + render_fields(r, [("Referee's name", E(" ".join(rn[0]) + " " + rn[1])),
                                                              ("Bank / branch", E(r.choice(BANKS[res])[0])),
                                                              ("Account number", digits(r, 10))], style))
    out.append("<p class=small>I/We hereby declare that the information provided above is correct. I/We undertake to inform the bank of any "
               "change. Mandate: sole signatory. The bank reserves the right to close the account if the information is found to be false.</p>"
               "<p>Customer's signature: ______________ &nbsp; Thumbprint: [ &nbsp; &nbsp; ]</p>"
               f"<p class=small>FOR OFFICIAL USE: Account officer {E(r.choice(['A. Bello', 'E. Njoroge', 'K. Asante', 'D. Reid']))} &nbsp; "
               f"Approved by ______ &nbsp; Date {E(fdate(rdate(r, D(2024, 1, 1), D(2025, 12, 31)), v['ds']))}</p>")
    out.append(_footer(bank))
    body = "".join(out)
    if r.random() < 0.5:
        body += id_page(r, p)
    return body, True, tin_stated


def kyc_review_table(r: random.Random, p: dict) -> tuple[str, bool, bool]:
    """Periodic KYC review: a table of data on file, the evidence it was checked against, and status."""
    v = kyc_values(r, p)
    bank = r.choice(BANKS[p["res"]])
    ev_id = "Passport" if p["id_type"] == "passport" else "National ID"
    rows = [("Customer name", E(v["name"]), ev_id), ("Date of birth", E(v["dob"]), ev_id),
            ("Sex", E(v["sex"]), ev_id), ("Nationality", E(v["nat"]), ev_id),
            ("Residential address", v["addr_html"], r.choice(["Utility bill", "Council tax bill", "Bank statement", "Lease agreement", "KPLC bill", "Rates notice"])),
            ("Country of residence", E(v["res"]), "Proof of address"),
            ("ID document", E(f"{v['id_type']} {p['id_number']}"), "Original sighted"),
            ("ID issuing country", E(v["id_iss"]), ev_id), ("ID expiry", E(v["id_exp"]), ev_id),
            ("Occupation", E(v["occ"]), "Customer declaration"), ("Employer", _employer_value(r, p), r.choice(["Payslip", "Employment letter", "—"])),
            (v["inc_label"], E(v["inc"]), r.choice(["Payslips (3 months)", "P60", "Tax return", "Bank statements"])),
            ("Source of funds", _sof_html(r, p, v, False), "Customer declaration"),
            ("PEP", "Yes" if p["pep"] else "No", "Screening (World-Check)")]
    sex_stated = r.random() < 0.8
    if not sex_stated:
        rows.pop(2)
    tin_stated = p["tin"] is not None and r.random() < 0.85
    rows.append(("Tax ID (" + (p["tin"][0] if p["tin"] else "TIN") + ")", E(p["tin"][1]) if tin_stated else E(r.choice(["Not held", "Outstanding", "—"])), "CRS self-certification"))
    if p["prev_address"]:
        rows.insert(5, ("Previous address", E(", ".join(p["prev_address"])), "Previous records"))
    cols = r.choice([("Data item", "Information held", "Verified against", "Status"),
                     ("Field", "Value on file", "Evidence", "Checked"), ("Attribute", "Current record", "Source", "OK?")])
    trs = "".join(f"<tr><td>{E(a)}</td><td>{b}</td><td>{E(c)}</td><td>{r.choice(['✓', 'Yes', 'Verified', 'OK'])}</td></tr>" for a, b, c in rows)
    review_dt = fdate(rdate(r, D(2024, 6, 1), D(2025, 12, 31)), v["ds"])
    body = (_letterhead(r, bank, f"Review ID: KYC-{digits(r, 7)}<br>Review date: {E(review_dt)}")
            + f"<h1>{E(r.choice(['Periodic KYC Review', 'Customer Due Diligence Refresh', 'KYC Remediation Worksheet']))}</h1>"
            + f"<p>Review trigger: {E(r.choice(['Scheduled review (3-year cycle)', 'Change of address notified', 'Dormant account reactivation', 'Risk rating change']))}. "
              f"Risk rating: {E(r.choice(['Low', 'Medium', 'High']))}.</p>"
            + "<table class=grid style='width:100%'><tr>" + "".join(f"<th style='border:1px solid #777;padding:3px'>{E(c)}</th>" for c in cols) + f"</tr>{trs}</table>"
            + f"<p>Outcome: {E(r.choice(['Review complete - no change to risk rating.', 'Review complete - customer record updated.', 'Refer to Financial Crime Compliance.']))}</p>"
            + "<p>Reviewer: ____________ &nbsp;&nbsp; Second-line check: ____________</p>" + _footer(bank))
    if r.random() < 0.4:
        body += id_page(r, p)
        sex_stated = True
    return body, sex_stated, tin_stated


def kyc_online_summary(r: random.Random, p: dict) -> tuple[str, bool, bool]:
    """Summary of a digital onboarding (app/web) with the verified document data and checks."""
    v = kyc_values(r, p)
    bank = r.choice(BANKS[p["res"]])
    ds = v["ds"]
    sub = rdate(r, D(2024, 1, 1), D(2025, 12, 31))
    def card(title: str, items: list[tuple[str, str | None]]) -> str:
        inner = "".join(f"<div style='margin:4px 0'><div class=cap>{E(a)}</div><div>{b if b is not None else '&mdash;'}</div></div>" for a, b in items)
        return f"<div style='border:1px solid #aaa;border-radius:6px;padding:6px 10px;margin:6px 0'><b>{E(title)}</b>{inner}</div>"
    tin_f, tin_stated = _tin_fields(r, p, v)
    sex_stated = r.random() < 0.7
    you = [("Legal name", E(v["name"])), ("Date of birth", E(v["dob"]))] + ([("Gender", E(v["sex"]))] if sex_stated else []) + \
          [("Citizenship", E(v["nat"])), ("Mobile", E(p["phone"])), ("Email", E(p["email"]))]
    home = [("Home address", v["addr_html"]), ("Country", E(v["res"])),
            ("Time at address", E(r.choice(["less than 1 year", "1-3 years", "3+ years", "6 years 2 months"])))]
    if p["prev_address"]:
        home.append(("Previous address", E(", ".join(p["prev_address"]))))
    doc = [("Document", E(v["id_type"])), ("Document number", E(p["id_number"])), ("Issuing country", E(v["id_iss"])),
           ("Expiry", E(v["id_exp"])), ("Document check", E(r.choice(["PASSED", "Passed (NFC chip read)", "Match"]))),
           ("Liveness / selfie match", E(r.choice(["PASSED 0.97", "Passed", "Match (score 92)"])))]
    money = [("Job title", E(v["occ"])), ("Employer", _employer_value(r, p)), (v["inc_label"], E(v["inc"])),
             ("Main source of funds", _sof_html(r, p, v, False)), ("PEP declaration", "Yes" if p["pep"] else "No")]
    cards = [card("About you", you), card("Where you live", home), card("Identity document", doc),
             card("Work and money", money), card("Tax", tin_f)]
    head = (_letterhead(r, bank, f"Application ref: {letters(r, 3)}-{digits(r, 8)}<br>Submitted: {E(fdate(sub, ds))} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}<br>Channel: {E(r.choice(['Mobile app (iOS)', 'Mobile app (Android)', 'Web']))}")
            + f"<h1>{E(r.choice(['Digital onboarding - application summary', 'Online account application', 'eKYC verification result']))}</h1>")
    tail = (f"<p class=small>Device IP {r.randint(11, 223)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(0, 255)} &middot; "
            f"Electronic ID&amp;V: {E(r.choice(['2+2 match', 'PASS', 'Refer']))} &middot; Sanctions: no match</p>" + _footer(bank))
    order = cards[:]
    if r.random() < 0.5:
        order = [cards[0], cards[2], cards[1], cards[3], cards[4]]
    two_col = r.random() < 0.5
    if two_col:
        half = 3
        mid = f"<table style='width:100%'><tr><td style='width:50%;padding-right:6px'>{''.join(order[:half])}</td><td>{''.join(order[half:])}</td></tr></table>"
    else:
        mid = "".join(order)
    body = head + mid + tail
    if not sex_stated and r.random() < 0.5:
        body += id_page(r, p)
        sex_stated = True
    return body, sex_stated, tin_stated


def kyc_declaration(r: random.Random, p: dict) -> tuple[str, bool, bool]:
    """Source-of-funds / customer declaration with filled-in blanks, followed by the ID copy."""
    v = kyc_values(r, p, "comma")
    bank = r.choice(BANKS[p["res"]])
    u = lambda s: f"<span style='border-bottom:1px solid #000;padding:0 4px'>{s}</span>"  # noqa: E731
    idw = "passport" if p["id_type"] == "passport" else "national identity card"
    emp = (f"employed as {u(E(p['occupation']))} by {u(E(p['employer']))}" if p["employer"]
           else f"a {u(E(p['occupation']))}")
    per = "per annum" if v["inc_per"] == "year" else "per month"
    tin_stated = p["tin"] is not None and r.random() < 0.7
    txt = [f"I, {u(E(v['name']))}, born on {u(E(v['dob']))}, a citizen of {u(E(COUNTRY[p['nat']][0]))}, holder of "
           f"{idw} number {u(E(p['id_number']))} issued by {u(E(COUNTRY[p['nat']][0]))} and valid until {u(E(v['id_exp']))}, "
           f"residing at {u(v['addr_html'])} (country of residence: {u(E(COUNTRY[p['res']][0]))}),",
           f"hereby declare that I am {emp}, and that my income amounts to {u(E(v['inc']))} {per}.",
           f"The funds that I will deposit with {E(bank[0])} derive from: {u(E(p['sof_word']))}.",
           ("I declare that I am a politically exposed person: " + u(E(p["pep_detail"])) + ".") if p["pep"] else
           "I declare that I am not a politically exposed person, nor an immediate family member or close associate of one.",
           (f"My tax identification number ({E(p['tin'][0])}) is {u(E(p['tin'][1]))}." if tin_stated else
            "I will provide my tax identification number when it becomes available.")]
    body = (_letterhead(r, bank, f"Form {letters(r, 2)}-{digits(r, 3)} (rev. {r.randint(2019, 2025)})")
            + f"<h1>{E(r.choice(['Customer Declaration - Source of Funds', 'Declaration of Source of Funds and Wealth', 'Self-Declaration Form']))}</h1>"
            + "".join(f"<p style='line-height:1.8'>{x}</p>" for x in txt)
            + f"<p>Signed at {E(r.choice(['Nairobi', 'Lagos', 'Accra', 'London', 'Dublin', 'Sydney', 'Toronto', 'Kingston', 'Cape Town', 'Auckland']))} on "
              f"{E(fdate(rdate(r, D(2024, 1, 1), D(2025, 12, 31)), v['ds']))}</p><p>Signature: ____________________</p>"
            + "<p class=small>Witnessed by (bank officer): ____________________ &nbsp; Staff ID: " + digits(r, 5) + "</p>"
            + "<p class=small>Making a false declaration may constitute an offence under the applicable anti-money laundering legislation.</p>"
            + _footer(bank))
    body += id_page(r, p)
    return body, True, tin_stated


KYC_LAYOUTS: dict[str, Callable] = {
    "branch_form": kyc_branch_form,
    "bilingual_form": None,  # type: ignore[dict-item]
    "core_banking_export": kyc_core_export,
    "rm_call_report": kyc_call_report,
    "cdd_questionnaire": kyc_cdd_questionnaire,
    "periodic_review": kyc_review_table,
    "online_onboarding": kyc_online_summary,
    "funds_declaration": kyc_declaration,
}


def gen_kyc(r: random.Random, layout: str) -> tuple[str, dict]:
    if layout == "bilingual_form":
        lang = r.choice(list(BILINGUAL))
        p = make_person(r, BILINGUAL_HOME[lang])
        body, sex_stated, tin_stated = kyc_branch_form(r, p, bilingual=lang)
    else:
        res = r.choice(["KEN", "NGA", "GHA", "JAM", "KEN", "NGA", "GHA", "ZAF"]) if layout == "cdd_questionnaire" else None
        p = make_person(r, res)
        body, sex_stated, tin_stated = KYC_LAYOUTS[layout](r, p)
    mono = layout == "core_banking_export"
    html = page(css(r, mono=mono), body, "KYC")
    return html, kyc_truth(p, sex_stated, tin_stated)


# --------------------------------------------------------------------------------------------
# letters of credit
# --------------------------------------------------------------------------------------------
FOREIGN_BANKS = {
    "CHN": [("BANK OF CHINA LIMITED, SHANGHAI BRANCH", "BKCHCNBJ300"), ("INDUSTRIAL AND COMMERCIAL BANK OF CHINA, NINGBO", "ICBKCNBJNBO")],
    "IND": [("STATE BANK OF INDIA, CHENNAI", "SBININBB474"), ("HDFC BANK LIMITED, MUMBAI", "HDFCINBBXXX")],
    "DEU": [("DEUTSCHE BANK AG, FRANKFURT", "DEUTDEFFXXX"), ("COMMERZBANK AG, STUTTGART", "COBADEFFXXX")],
    "TUR": [("TURKIYE IS BANKASI A.S., ISTANBUL", "ISBKTRISXXX")],
    "VNM": [("VIETCOMBANK, HO CHI MINH CITY BRANCH", "BFTVVNVX007")],
    "ARE": [("EMIRATES NBD BANK PJSC, DUBAI", "EBILAEADXXX"), ("MASHREQ BANK PSC, DUBAI", "BOMLAEADXXX")],
    "MYS": [("MALAYAN BANKING BERHAD, KUALA LUMPUR", "MBBEMYKLXXX")],
    "NLD": [("ING BANK N.V., AMSTERDAM", "INGBNL2AXXX"), ("ABN AMRO BANK N.V., AMSTERDAM", "ABNANL2AXXX")],
}
FOREIGN_PARTIES = {
    "CHN": (["NINGBO HAIXING ELECTRICAL APPLIANCE CO., LTD.", "JIANGSU SUNRISE SOLAR TECHNOLOGY CO., LTD.", "QINGDAO EVERBRIGHT TYRE CO., LTD.",
             "GUANGZHOU HONGDA MACHINERY IMPORT AND EXPORT CO., LTD."],
            [["NO. 88 JIANGNAN ROAD, BEILUN DISTRICT", "NINGBO, ZHEJIANG 315800, CHINA"], ["ROOM 1708, TOWER B, 55 ZHONGSHAN ROAD", "NANJING, JIANGSU, CHINA"],
             ["NO. 16 HAIER ROAD, LAOSHAN DISTRICT", "QINGDAO, SHANDONG 266101", "CHINA"]], ["SHANGHAI, CHINA", "NINGBO, CHINA", "QINGDAO PORT, CHINA", "ANY PORT IN CHINA"]),
    "IND": (["SUNDARAM TEXTILES PRIVATE LIMITED", "DECCAN PHARMA EXPORTS LIMITED", "BHARAT AGRO COMMODITIES PVT LTD"],
            [["14 ANNA SALAI, T. NAGAR", "CHENNAI 600017, INDIA"], ["PLOT 22, MIDC ANDHERI EAST", "MUMBAI 400093", "INDIA"]],
            ["NHAVA SHEVA, INDIA", "CHENNAI, INDIA", "MUNDRA PORT, INDIA"]),
    "DEU": (["KELLER MASCHINENBAU GMBH", "RHEINLAND ANLAGENTECHNIK GMBH & CO. KG"],
            [["INDUSTRIESTRASSE 12", "70565 STUTTGART, GERMANY"], ["HAFENWEG 7", "47119 DUISBURG", "GERMANY"]], ["HAMBURG, GERMANY", "BREMERHAVEN, GERMANY"]),
    "TUR": (["ANADOLU CELIK SANAYI VE TICARET A.S."], [["ORGANIZE SANAYI BOLGESI 3. CADDE NO:7", "KONYA, TURKIYE"]], ["MERSIN, TURKIYE", "ISKENDERUN, TURKIYE"]),
    "VNM": (["SAIGON RICE EXPORT JOINT STOCK COMPANY"], [["45 NGUYEN HUE BOULEVARD, DISTRICT 1", "HO CHI MINH CITY, VIETNAM"]], ["HO CHI MINH CITY PORT, VIETNAM"]),
    "ARE": (["AL NOOR GENERAL TRADING LLC", "GULF STAR FOODSTUFF TRADING L.L.C."], [["OFFICE 1204, BAY SQUARE, BUSINESS BAY", "DUBAI, UNITED ARAB EMIRATES"], ["P.O. BOX 61823, JEBEL ALI FREE ZONE", "DUBAI, U.A.E."]], ["JEBEL ALI, UAE"]),
    "MYS": (["PERDANA PALM OIL REFINERIES SDN BHD"], [["LOT 22, JALAN PERUSAHAAN 3", "81700 PASIR GUDANG, JOHOR", "MALAYSIA"]], ["PASIR GUDANG, MALAYSIA", "PORT KLANG, MALAYSIA"]),
    "NLD": (["VAN DIJK COCOA TRADING B.V.", "HOLLAND FOOD INGREDIENTS B.V."], [["HAVENSTRAAT 40", "1013 BS AMSTERDAM, NETHERLANDS"], ["WAALHAVEN Z.Z. 21", "3089 JH ROTTERDAM, THE NETHERLANDS"]], ["ROTTERDAM, NETHERLANDS", "AMSTERDAM, NETHERLANDS"]),
}
LOCAL_PORTS = {"GBR": ["FELIXSTOWE, UNITED KINGDOM", "SOUTHAMPTON, UK", "LONDON GATEWAY"], "IRL": ["DUBLIN PORT, IRELAND", "PORT OF CORK"],
               "AUS": ["PORT OF MELBOURNE, AUSTRALIA", "SYDNEY (PORT BOTANY), AUSTRALIA", "FREMANTLE, WA"], "NZL": ["AUCKLAND, NEW ZEALAND", "PORT OF TAURANGA, NZ"],
               "CAN": ["VANCOUVER, BC, CANADA", "HALIFAX, CANADA", "PORT OF MONTREAL"], "ZAF": ["DURBAN, SOUTH AFRICA", "CAPE TOWN, SOUTH AFRICA"],
               "KEN": ["MOMBASA PORT, KENYA", "MOMBASA, KENYA"], "NGA": ["APAPA, LAGOS, NIGERIA", "TIN CAN ISLAND PORT, LAGOS", "ONNE PORT, RIVERS STATE"],
               "GHA": ["TEMA, GHANA", "TAKORADI PORT, GHANA"], "JAM": ["KINGSTON, JAMAICA", "PORT OF KINGSTON"]}
IMPORT_GOODS = ["{q} SETS OF SOLAR PHOTOVOLTAIC MODULES 550W MONO PERC, MODEL SR-550M, AS PER PROFORMA INVOICE NO. {pi} DATED {pid}",
                "{q} METRIC TONNES OF WHITE REFINED CANE SUGAR ICUMSA 45, PACKED IN 50 KG PP BAGS",
                "{q} UNITS OF HYDRAULIC CRAWLER EXCAVATORS, MODEL HX220, BRAND NEW, WITH STANDARD ACCESSORIES",
                "{q} METRIC TONNES OF LONG GRAIN WHITE RICE 5 PCT BROKEN, CROP {yr}",
                "{q} PCS OF PASSENGER CAR RADIAL TYRES, VARIOUS SIZES AS PER PROFORMA INVOICE NO. {pi}",
                "{q} METRIC TONNES OF RBD PALM OLEIN IV 56 MIN IN FLEXITANKS",
                "{q} CARTONS OF PHARMACEUTICAL PRODUCTS (AMOXICILLIN 500MG CAPSULES) AS PER PROFORMA INVOICE NO. {pi} DATED {pid}",
                "{q} METRIC TONNES OF HOT ROLLED STEEL COILS, GRADE SS400, THICKNESS 2.0-12.0 MM"]
EXPORT_GOODS = {"KEN": "{q} KGS OF KENYA BLACK TEA CTC GRADE BP1, PACKED IN MULTIWALL PAPER SACKS",
                "GHA": "{q} METRIC TONNES OF GHANA COCOA BEANS, MAIN CROP {yr}/{yr2}, GRADE I",
                "NGA": "{q} METRIC TONNES OF RAW CASHEW NUTS IN SHELL, OUTTURN 48 LBS MIN",
                "ZAF": "{q} CASES OF SOUTH AFRICAN RED WINE (CABERNET SAUVIGNON), 6 X 750ML",
                "AUS": "{q} METRIC TONNES OF AUSTRALIAN PRIME HARD WHEAT, CROP {yr}",
                "NZL": "{q} METRIC TONNES OF WHOLE MILK POWDER 26 PCT FAT, IN 25 KG BAGS",
                "CAN": "{q} METRIC TONNES OF CANADIAN CANOLA SEED, NO. 1 GRADE",
                "GBR": "{q} CASES OF BLENDED SCOTCH WHISKY 70CL 40 PCT ABV",
                "IRL": "{q} CARTONS OF INFANT FORMULA MILK POWDER STAGE 1, 900G TINS",
                "JAM": "{q} KGS OF JAMAICA BLUE MOUNTAIN COFFEE, GREEN BEANS, GRADE NO. 1"}
INCOTERMS = ["CIF", "CFR", "FOB", "CIP", "FCA"]


def _company(r: random.Random, c: str) -> tuple[str, list[str]]:
    while True:
        ind = r.choice(["TRADING", "AGRO PRODUCTS", "INDUSTRIES", "ENERGY SOLUTIONS", "FOODS", "HOLDINGS", "IMPORTS", "SUPPLIES"])
        name = f"{r.choice(EMPLOYER_STEMS).upper()} {ind} {r.choice(SUFFIX[c]).upper()}"
        if len(name) <= 35:
            break
    lines = [ln.upper() for ln in make_address(r, c, with_country=True)]
    lines = [ln for ln in lines if not ln.startswith(("FLAT", "APARTMENT", "HOUSE NO", "UNIT "))] or lines
    first = r.choice([f"{r.choice(['PLOT', 'UNIT', 'WAREHOUSE', 'SUITE'])} {r.randint(1, 60)}, {r.choice(['INDUSTRIAL AREA', 'ENTERPRISE ROAD', 'HARBOUR ROAD', 'COMMERCE PARK'])}",
                      f"{r.randint(1, 400)} {r.choice(['INDUSTRIAL AVENUE', 'ENTERPRISE ROAD', 'DOCK ROAD', 'FACTORY LANE'])}"])
    lines = [first] + [ln for ln in lines if not re.match(r"^(PLOT|BLOCK|NO\.|\d)", ln)]
    # company addresses: no flats, at most 3 lines of 35 characters
    if len(lines) > 3:
        lines = lines[:1] + [", ".join(lines[1:-1])] + lines[-1:]
    return name, lines


def _wrap(text: str, width: int) -> list[str]:
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


def make_lc(r: random.Random, direction: str | None = None) -> dict[str, Any]:
    home = r.choice(HOME)
    direction = direction or r.choice(["import", "import", "export"])
    fc = r.choice(list(FOREIGN_PARTIES))
    if direction == "export":
        fc = r.choice(["NLD", "DEU", "ARE", "CHN", "IND", "MYS"])
    fnames, faddrs, fports = FOREIGN_PARTIES[fc]
    foreign = (r.choice(fnames), r.choice(faddrs))
    local = _company(r, home)
    L: dict[str, Any] = {"home": home, "direction": direction, "foreign_country": fc}
    lbank = r.choice(BANKS[home])
    fbank = r.choice(FOREIGN_BANKS[fc])
    if direction == "import":
        L["applicant"], L["beneficiary"] = local, foreign
        L["issuing_bank"], L["issuing_bic"] = lbank[0].upper(), lbank[2] + "XXX"
        L["advising_bank"], L["advising_bic"] = fbank
        load, disch = r.choice(fports), r.choice(LOCAL_PORTS[home])
        goods_t = r.choice(IMPORT_GOODS)
        L["local_bank"] = lbank
    else:
        L["applicant"], L["beneficiary"] = foreign, local
        L["issuing_bank"], L["issuing_bic"] = fbank
        L["advising_bank"], L["advising_bic"] = lbank[0].upper(), lbank[2] + "XXX"
        load, disch = r.choice(LOCAL_PORTS[home]), r.choice(fports)
        goods_t = EXPORT_GOODS[home]
        L["local_bank"] = lbank
    yr = r.randint(2024, 2026)
    L["issue"] = rdate(r, D(yr, 1, 1), D(yr, 12, 31)) if yr < 2026 else rdate(r, D(2026, 1, 1), D(2026, 6, 30))
    L["expiry"] = L["issue"] + _dt.timedelta(days=r.randrange(60, 300))
    L["form"] = r.choices(["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE", "IRREVOCABLE STANDBY"], [72, 18, 10])[0]
    standby = L["form"] == "IRREVOCABLE STANDBY"
    L["rules"] = (r.choice(["ISP LATEST VERSION", "ISP LATEST VERSION", "UCP LATEST VERSION"]) if standby else
                  r.choices(["UCP LATEST VERSION", "EUCP LATEST VERSION", "OTHR"], [88, 8, 4])[0])
    L["number"] = r.choice([f"ILC{digits(r, 2)}{letters(r, 2)}{digits(r, 6)}", f"{digits(r, 4)}ILC{str(yr)[2:]}{digits(r, 5)}",
                            f"DC/{L['home'][:2]}/{yr}/{digits(r, 4)}", f"LC{str(yr)[2:]}{digits(r, 7)}", f"TF{digits(r, 10)}",
                            f"{letters(r, 3)}{digits(r, 3)}DC{digits(r, 5)}"])
    L["currency"] = r.choice(["USD", "USD", "USD", "EUR", "GBP", "CNY"]) if direction == "import" else r.choice(["USD", "EUR", "GBP"])
    amt = r.choice([round(r.uniform(20000, 2500000), 2), float(round(r.uniform(20, 4000)) * 1000), float(round(r.uniform(100, 90000)) * 50)])
    L["amount"] = amt
    tol = r.choice([None, None, None, (5, 5), (10, 10), (5, 0), (10, 5), (3, 3)])
    L["tol"] = tol
    L["expiry_place"] = r.choice([FOREIGN_CITY[fc] if direction == "import" else lbank[3].upper(),
                                  COUNTRY_NAMES_UP[fc if direction == "import" else home]])
    avw = r.choice(["ANY BANK", "ANY BANK", "bic", "name"])
    if avw == "bic":
        L["avail_with"] = L["advising_bic"] if r.random() < 0.6 else L["issuing_bic"]
    elif avw == "name":
        L["avail_with"] = L["advising_bank"] if r.random() < 0.6 else L["issuing_bank"]
    else:
        L["avail_with"] = "ANY BANK"
    L["avail_by"] = ("BY PAYMENT" if standby else
                     r.choices(["BY NEGOTIATION", "BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"], [40, 30, 12, 14, 4])[0])
    if L["avail_with"] == "ANY BANK" and L["avail_by"] not in ("BY NEGOTIATION",):
        L["avail_by"] = "BY NEGOTIATION"
    L["partial"] = None if standby or r.random() < 0.12 else r.choice(["ALLOWED", "NOT ALLOWED", "ALLOWED", "CONDITIONAL"])
    L["tranship"] = None if standby or r.random() < 0.12 else r.choice(["ALLOWED", "NOT ALLOWED", "NOT ALLOWED", "CONDITIONAL"])
    L["pol"] = None if standby or r.random() < 0.15 else load
    L["pod"] = None if standby or r.random() < 0.15 else disch
    L["lsd"] = None if standby or r.random() < 0.25 else L["expiry"] - _dt.timedelta(days=r.choice([15, 21, 30, 45]))
    L["period"] = None if L["lsd"] or standby or r.random() < 0.5 else f"DURING {MONTHS[(L['expiry'].month - 2) % 12].upper()} {L['expiry'].year if L['expiry'].month > 1 else L['expiry'].year - 1}"
    unit_q = {"SETS": [400, 1200, 3000], "METRIC TONNES": [500, 2500, 5000, 12500], "UNITS": [2, 4, 6, 10], "PCS": [1200, 4800, 9600],
              "CARTONS": [800, 2400, 5000], "KGS": [20000, 60000, 120000], "CASES": [1200, 3600, 5000]}
    unit = next((u for u in unit_q if "{q} " + u in goods_t), "METRIC TONNES")
    q = fnum(r.choice(unit_q[unit]), ",", ".", 0)
    pi = f"PI-{yr}-{digits(r, 3)}"
    goods = goods_t.format(q=q, pi=pi, pid=fdate(L["issue"] - _dt.timedelta(days=r.randrange(10, 60)), "dot"), yr=yr, yr2=yr + 1)
    inc = r.choice(INCOTERMS)
    place = (L["pod"] or disch).split(",")[0] if inc in ("CIF", "CFR", "CIP") else (L["pol"] or load).split(",")[0]
    goods += f" {inc} {place} INCOTERMS 2020" if r.random() < 0.8 else ""
    if standby:
        goods = r.choice(["STANDBY LETTER OF CREDIT COVERING PAYMENT OBLIGATIONS OF THE APPLICANT FOR SUPPLY OF ",
                          "GUARANTEE OF PAYMENT FOR DELIVERIES OF "]) + goods_t.format(q=q, pi=pi, pid="", yr=yr, yr2=yr + 1).split(" AS PER")[0]
    L["goods"] = goods
    L["incoterm"] = inc
    L["docs"] = make_docs(r, L, standby)
    L["pres"] = None if r.random() < 0.25 else r.choice([21, 21, 14, 15, 30, 7, 10])
    L["conf"] = r.choices(["WITHOUT", "CONFIRM", "MAY ADD"], [55, 25, 20])[0]
    L["conditions"] = r.sample(["ALL DOCUMENTS MUST BEAR THE CREDIT NUMBER AND DATE.",
                                "A DISCREPANCY FEE OF USD 75.00 WILL BE DEDUCTED FROM PROCEEDS FOR EACH DISCREPANT PRESENTATION.",
                                "THIRD PARTY DOCUMENTS EXCEPT INVOICE ARE ACCEPTABLE.",
                                "DOCUMENTS ISSUED EARLIER THAN THE CREDIT ISSUANCE DATE ARE NOT ACCEPTABLE.",
                                "SHORT FORM / BLANK BACK BILLS OF LADING ARE NOT ACCEPTABLE.",
                                "INSURANCE COVERED BY THE APPLICANT.", "ALL DOCUMENTS TO BE ISSUED IN ENGLISH."], r.randint(1, 4))
    L["charges"] = r.choice(["ALL BANKING CHARGES OUTSIDE ISSUING BANK'S COUNTRY ARE FOR BENEFICIARY'S ACCOUNT.",
                             "ALL CHARGES OTHER THAN ISSUING BANK'S ARE FOR THE ACCOUNT OF THE BENEFICIARY.",
                             "ALL BANK CHARGES ARE FOR APPLICANT'S ACCOUNT."])
    L["drafts"] = r.choice(["SIGHT", "AT SIGHT", "90 DAYS AFTER B/L DATE", "60 DAYS SIGHT"]) if L["avail_by"] in ("BY NEGOTIATION", "BY ACCEPTANCE") else None
    return L


COUNTRY_NAMES_UP = {"CHN": "CHINA", "IND": "INDIA", "DEU": "GERMANY", "TUR": "TURKIYE", "VNM": "VIETNAM", "ARE": "UAE",
                    "MYS": "MALAYSIA", "NLD": "NETHERLANDS", **{c: COUNTRY[c][0].upper() for c in HOME}}


FOREIGN_CITY = {"CHN": "SHANGHAI", "IND": "MUMBAI", "DEU": "FRANKFURT", "TUR": "ISTANBUL", "VNM": "HO CHI MINH CITY",
                "ARE": "DUBAI", "MYS": "KUALA LUMPUR", "NLD": "AMSTERDAM"}


def make_docs(r: random.Random, L: dict, standby: bool) -> list[str]:
    ib = L["issuing_bank"].split(",")[0]
    if standby:
        docs = ["BENEFICIARY'S SIGNED STATEMENT CERTIFYING THAT THE APPLICANT HAS FAILED TO PAY THE AMOUNT CLAIMED WITHIN 30 DAYS OF ITS DUE DATE",
                "COPY OF THE UNPAID COMMERCIAL INVOICE(S)", "COPY OF THE TRANSPORT DOCUMENT EVIDENCING DELIVERY OF THE GOODS"]
        return docs[: r.randint(1, 3)]
    pool = [f"SIGNED COMMERCIAL INVOICE IN {r.choice(['3', 'THREE', '4'])} ORIGINALS INDICATING THE CREDIT NUMBER AND {r.choice(['HS CODE', 'COUNTRY OF ORIGIN', 'PROFORMA INVOICE NUMBER'])}",
            f"FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {ib}, MARKED FREIGHT {'PREPAID' if L['incoterm'] in ('CIF', 'CFR', 'CIP') else 'COLLECT'} AND NOTIFY APPLICANT",
            f"PACKING LIST IN {r.choice(['2', '3', 'TRIPLICATE'])} {'COPIES' if r.random() < 0.5 else 'ORIGINALS'} SHOWING GROSS AND NET WEIGHT",
            f"CERTIFICATE OF ORIGIN ISSUED OR CERTIFIED BY THE {r.choice(['CHAMBER OF COMMERCE', 'COMPETENT AUTHORITY'])} OF THE EXPORTING COUNTRY",
            "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE, BLANK ENDORSED, FOR 110 PCT OF INVOICE VALUE COVERING INSTITUTE CARGO CLAUSES (A)",
            f"CERTIFICATE OF INSPECTION ISSUED BY {r.choice(['SGS', 'BUREAU VERITAS', 'INTERTEK', 'COTECNA'])} CERTIFYING QUALITY AND QUANTITY",
            "PHYTOSANITARY CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY OF THE COUNTRY OF ORIGIN",
            "BENEFICIARY'S CERTIFICATE CONFIRMING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN 5 DAYS OF SHIPMENT",
            "WEIGHT AND QUALITY CERTIFICATE ISSUED BY AN INDEPENDENT SURVEYOR",
            "FUMIGATION CERTIFICATE"]
    if L["home"] == "NGA" and L["direction"] == "import":
        pool.append(f"COPY OF FORM M NO. MF{L['issue'].year}{digits(r, 7)} DULY APPROVED")
    if L["home"] == "KEN" and L["direction"] == "import":
        pool.append("CERTIFICATE OF CONFORMITY (PVOC) ISSUED BY AN APPOINTED KEBS AGENT")
    head, rest = pool[:3], pool[3:]
    docs = head[: r.randint(2, 3)] + r.sample(rest, r.randint(1, min(5, len(rest))))
    return docs[:8]


SWIFT_NAMES = {"27": "Sequence of Total", "40A": "Form of Documentary Credit", "20": "Documentary Credit Number",
               "31C": "Date of Issue", "40E": "Applicable Rules", "31D": "Date and Place of Expiry", "51A": "Applicant Bank",
               "50": "Applicant", "59": "Beneficiary", "32B": "Currency Code, Amount", "39A": "Percentage Credit Amount Tolerance",
               "41A": "Available With ... By ...", "41D": "Available With ... By ...", "42C": "Drafts at ...", "42A": "Drawee",
               "43P": "Partial Shipments", "43T": "Transhipment", "44E": "Port of Loading/Airport of Departure",
               "44F": "Port of Discharge/Airport of Destination", "44C": "Latest Date of Shipment", "44D": "Shipment Period",
               "45A": "Description of Goods and/or Services", "46A": "Documents Required", "47A": "Additional Conditions",
               "71D": "Charges", "48": "Period for Presentation in Days", "49": "Confirmation Instructions",
               "78": "Instructions to the Paying/Accepting/Negotiating Bank", "57A": "'Advise Through' Bank",
               "72Z": "Sender to Receiver Information"}


def swift_amount(x: float) -> str:
    return f"{x:.2f}".replace(".", ",")


def mt700_fields(r: random.Random, L: dict, truth_addr: dict) -> list[tuple[str, list[str]]]:
    """(tag, lines) of the MT700; truth_addr receives the address truths (lines joined by a space)."""
    f: list[tuple[str, list[str]]] = [("27", ["1/1"]), ("40A", [L["form"]]), ("20", [L["number"]]),
                                      ("31C", [fdate(L["issue"], "swift")]), ("40E", [L["rules"] + ("/URDG 758" if L["rules"] == "OTHR" else "")]),
                                      ("31D", [fdate(L["expiry"], "swift") + r.choice(["", " "]) + L["expiry_place"]])]
    if L["direction"] == "export" and r.random() < 0.3:
        f.append(("51A", [L["issuing_bic"]]))
    for tag, party in (("50", L["applicant"]), ("59", L["beneficiary"])):
        name, addr = party
        f.append((tag, [name] + addr))
        truth_addr[tag] = " ".join(addr)
    f.append(("32B", [L["currency"] + swift_amount(L["amount"])]))
    if L["tol"]:
        f.append(("39A", [f"{L['tol'][0]:02d}/{L['tol'][1]:02d}"]))
    aw = L["avail_with"]
    f.append(("41A" if re.fullmatch(r"[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?", aw) else "41D", [aw, L["avail_by"]]))
    if L["drafts"]:
        f.append(("42C", [L["drafts"]]))
        f.append(("42A", [L["issuing_bic"]]))
    if L["partial"]:
        f.append(("43P", [L["partial"]]))
    if L["tranship"]:
        f.append(("43T", [L["tranship"]]))
    if L["pol"]:
        f.append(("44E", [L["pol"]]))
    if L["pod"]:
        f.append(("44F", [L["pod"]]))
    if L["lsd"]:
        f.append(("44C", [fdate(L["lsd"], "swift")]))
    elif L["period"]:
        f.append(("44D", [L["period"]]))
    f.append(("45A", _wrap(L["goods"], 65)))
    bullet = r.choice(["+", "+", "num", "num_paren", "dash"])
    docs = []
    for i, d in enumerate(L["docs"], 1):
        pre = {"+": "+", "num": f"{i}.", "num_paren": f"{i})", "dash": "-"}[bullet]
        docs += _wrap(f"{pre}{'' if pre == '+' else ' '}{d}", 65)
    f.append(("46A", docs))
    f.append(("47A", sum((_wrap("+" + c, 65) for c in L["conditions"]), [])))
    f.append(("71D", _wrap(L["charges"], 35)))
    if L["pres"] is not None:
        f.append(("48", [r.choice([f"{L['pres']}/FROM THE DATE OF SHIPMENT", f"{L['pres']}",
                                   f"{L['pres']} DAYS AFTER THE DATE OF SHIPMENT BUT WITHIN THE VALIDITY OF THE CREDIT"])]))
    f.append(("49", [L["conf"]]))
    if r.random() < 0.6:
        f.append(("78", _wrap("UPON RECEIPT OF COMPLYING DOCUMENTS AT OUR COUNTERS WE SHALL REMIT PROCEEDS AS PER YOUR INSTRUCTIONS.", 65)))
    if r.random() < 0.4:
        f.append(("57A", [L["advising_bic"]]))
    if r.random() < 0.3:
        f.append(("72Z", ["/PHONBEN/", "PLEASE ADVISE BENEFICIARY"]))
    return f


def lc_truth(L: dict, truth_addr: dict) -> dict:
    return {
        "lc_number": L["number"], "form_of_credit": L["form"], "date_of_issue": L["issue"].isoformat(),
        "applicable_rules": L["rules"], "expiry_date": L["expiry"].isoformat(), "expiry_place": L["expiry_place"],
        "applicant": {"name": L["applicant"][0], "address": truth_addr["50"]},
        "beneficiary": {"name": L["beneficiary"][0], "address": truth_addr["59"]},
        "currency": L["currency"], "amount": float(L["amount"]),
        "tolerance_plus_percent": L["tol"][0] if L["tol"] else None,
        "tolerance_minus_percent": L["tol"][1] if L["tol"] else None,
        "available_with": L["avail_with"], "available_by": L["avail_by"],
        "partial_shipments": L["partial"], "transhipment": L["tranship"],
        "port_of_loading": L["pol"], "port_of_discharge": L["pod"],
        "latest_shipment_date": L["lsd"].isoformat() if L["lsd"] else None,
        "goods_description": L["goods"], "documents_required": list(L["docs"]),
        "presentation_period_days": L["pres"], "confirmation_instructions": L["conf"],
    }


AVAIL_WORDS = {"BY PAYMENT": "sight payment", "BY ACCEPTANCE": "acceptance", "BY NEGOTIATION": "negotiation",
               "BY DEF PAYMENT": "deferred payment", "BY MIXED PYMT": "mixed payment"}
SHIP_WORDS = {"ALLOWED": ["allowed", "permitted", "ALLOWED"], "NOT ALLOWED": ["not allowed", "prohibited", "NOT ALLOWED", "not permitted"],
              "CONDITIONAL": ["conditional", "CONDITIONAL"]}
CONF_WORDS = {"CONFIRM": ["Please add your confirmation to this credit.", "You are requested to add your confirmation (CONFIRM)."],
              "MAY ADD": ["You may add your confirmation at the request and for the account of the beneficiary.",
                          "Confirmation instructions: MAY ADD."],
              "WITHOUT": ["Please advise this credit to the beneficiary without adding your confirmation.",
                          "Confirmation instructions: WITHOUT."]}
RULE_WORDS = {"UCP LATEST VERSION": ["the Uniform Customs and Practice for Documentary Credits, ICC Publication No. 600 (UCP LATEST VERSION)",
                                     "UCP LATEST VERSION"],
              "EUCP LATEST VERSION": ["the ICC eUCP (EUCP LATEST VERSION)", "EUCP LATEST VERSION"],
              "ISP LATEST VERSION": ["the International Standby Practices, ICC Publication No. 590 (ISP LATEST VERSION)", "ISP LATEST VERSION"],
              "OTHR": ["other rules (OTHR): ICC Uniform Rules for Demand Guarantees, URDG 758", "OTHR - URDG 758"]}


def _swift_header(r: random.Random, L: dict) -> tuple[str, str]:
    if L["direction"] == "import":
        return L["issuing_bic"], L["advising_bic"]
    return L["issuing_bic"], L["advising_bic"]


def lc_raw(r: random.Random, L: dict) -> tuple[str, dict]:
    ta: dict = {}
    f = mt700_fields(r, L, ta)
    snd, rcv = _swift_header(r, L)
    lines = [f"{{1:F01{rcv[:8]}A{rcv[8:] or 'XXX'}{digits(r, 10)}}}{{2:O700{r.randint(1000, 2359)}{fdate(L['issue'], 'swift')}{snd[:8]}A{snd[8:] or 'XXX'}{digits(r, 10)}{fdate(L['issue'], 'swift')}{r.randint(1000, 2359)}N}}"
             f"{{3:{{108:{letters(r, 4)}{digits(r, 8)}}}}}{{4:"]
    for tag, vals in f:
        lines.append(f":{tag}:{vals[0]}")
        lines += vals[1:]
    lines.append(f"-}}{{5:{{CHK:{letters(r, 4)}{digits(r, 8)}}}}}")
    if r.random() < 0.5:
        lines = lines[:1] + lines[1:]
    return f"<pre>{E(chr(10).join(lines))}</pre>", ta


def lc_alliance(r: random.Random, L: dict) -> tuple[str, dict]:
    ta: dict = {}
    f = mt700_fields(r, L, ta)
    snd, rcv = _swift_header(r, L)
    bank = L["local_bank"]
    sep = "-" * 18
    hdr = [f"{sep} Instance Type and Transmission {sep}", "    Notification (Transmission) of Original sent to SWIFT (ACK)",
           f"    Network Delivery Status   : Network Ack", f"    Priority/Delivery         : {r.choice(['Normal', 'Urgent'])}",
           f"    Message Input Reference   : {r.randint(1000, 2359)} {fdate(L['issue'], 'swift')}{snd}{digits(r, 10)}",
           f"{sep}{sep} Message Header {sep}{sep}", f"Swift    : FIN 700 Issue of a Documentary Credit",
           f"Sender   : {snd}", f"           {L['issuing_bank']}", f"Receiver : {rcv}", f"           {L['advising_bank']}",
           f"MUR      : {letters(r, 3)}{digits(r, 9)}", f"{sep}{sep} Message Text {sep}{sep}"]
    for tag, vals in f:
        hdr.append(f"F{tag}: {SWIFT_NAMES[tag]}")
        hdr += ["       " + v for v in vals]
    hdr += [f"{sep}{sep} Message Trailer {sep}{sep}", f"{{CHK:{letters(r, 4)}{digits(r, 8)}}}", f"PKI Signature: MAC-Equivalent",
            f"Printed by {letters(r, 1)}{digits(r, 5)} on {fdate(L['issue'] + _dt.timedelta(days=r.randint(0, 3)), 'slash')} at {bank[1]}"]
    return f"<pre>{E(chr(10).join(hdr))}</pre>", ta


def lc_advice_table(r: random.Random, L: dict, with_cover: bool = False) -> tuple[str, dict]:
    ta: dict = {}
    f = mt700_fields(r, L, ta)
    snd, rcv = _swift_header(r, L)
    bank = L["local_bank"]
    ds = r.choice(["long", "short", "slash", "upper"])
    recv_date = L["issue"] + _dt.timedelta(days=r.randint(0, 4))
    head = [("Message type", "MT 700 - Issue of a Documentary Credit"), ("Sender", f"{snd} {L['issuing_bank']}"),
            ("Receiver", f"{rcv} {L['advising_bank']}"), ("Received", fdate(recv_date, ds)), ("Priority", r.choice(["N (Normal)", "U (Urgent)"])),
            ("Session / ISN", f"{digits(r, 4)} / {digits(r, 6)}")]
    tag_style = r.choice(["colons", "plain"])
    caps = r.random() < 0.5
    rows = "".join(
        f"<tr><td style='border-bottom:1px solid #ccc;padding:2px 6px;white-space:nowrap'>{':' + tag + ':' if tag_style == 'colons' else tag}</td>"
        f"<td style='border-bottom:1px solid #ccc;padding:2px 6px;width:22%'>{E(SWIFT_NAMES[tag].upper() if caps else SWIFT_NAMES[tag])}</td>"
        f"<td style='border-bottom:1px solid #ccc;padding:2px 4px;font-family:monospace;font-size:8pt;white-space:nowrap'>{'<br>'.join(E(x) for x in vals)}</td></tr>"
        for tag, vals in f)
    h = render_fields(r, head, r.choice(["kv", "inline4", "grid"]))
    body = (f"<h2>{E(r.choice(['INCOMING SWIFT MESSAGE', 'Documentary Credit - SWIFT Print', 'Trade Services: Received Message']))}</h2>{h}"
            f"<table style='width:100%;margin-top:8px'><tr><th>Tag</th><th>Field</th><th>Content</th></tr>{rows}</table>"
            f"<p class=small>End of message. Page 1/1. {E(bank[0])} - Trade Finance Operations</p>")
    if with_cover:
        ben_name, ben_addr = L["beneficiary"]
        our_ref = f"{r.choice(['ADV', 'EXP', 'ELC', 'TFO'])}/{digits(r, 6)}/{str(L['issue'].year)[2:]}"
        fee = famount(r, r.choice([75, 100, 120, 150]), L["currency"] if L["currency"] != "CNY" else "USD")
        cover = (_letterhead(r, bank, f"Trade Finance Operations<br>{E(bank[4])}")
                 + f"<p>{E(fdate(recv_date + _dt.timedelta(days=1), ds))}</p><p>{E(ben_name)}<br>{'<br>'.join(E(x) for x in ben_addr)}</p>"
                 + f"<table class=kv><tr><th>Our reference</th><td>{E(our_ref)}</td></tr><tr><th>Issuing bank</th><td>{E(L['issuing_bank'])}</td></tr>"
                 + f"<tr><th>Credit number</th><td>{E(L['number'])}</td></tr></table>"
                 + f"<h3>Advice of {E(L['form'].title())} Documentary Credit</h3>"
                 + "<p>Dear Sirs,</p><p>We have pleasure in advising you that we have received an authenticated SWIFT message from the above issuing "
                   "bank, the full text of which is reproduced on the attached page. "
                 + ("We have been requested to add our confirmation and we hereby confirm the credit. " if L["conf"] == "CONFIRM" else
                    "This advice is forwarded without any engagement or responsibility on our part. ")
                 + f"Please check the terms carefully and, if they are not acceptable, contact the applicant directly.</p>"
                 + f"<p>Our advising commission of {E(fee)} has been debited / is for your account. Please quote our reference {E(our_ref)} in all correspondence.</p>"
                 + f"<p>Yours faithfully,<br><br>Authorised signatory &nbsp;&nbsp;&nbsp; Authorised signatory<br>{E(bank[0])}</p>"
                 + _footer(bank))
        body = cover + f"<div class=pb>{body}</div>"
    return body, ta


def lc_cover(r: random.Random, L: dict) -> tuple[str, dict]:
    return lc_advice_table(r, L, with_cover=True)


def _docs_list_html(r: random.Random, docs: list[str], case: str) -> str:
    style = r.choice(["ol", "ul", "plus", "alpha", "roman"])
    items = [d if case == "upper" else d.capitalize() for d in docs]
    if style == "ol":
        return "<ol>" + "".join(f"<li>{E(x)}</li>" for x in items) + "</ol>"
    if style == "ul":
        return "<ul>" + "".join(f"<li>{E(x)}</li>" for x in items) + "</ul>"
    marks = {"plus": lambda i: "+", "alpha": lambda i: f"({'abcdefgh'[i]})",
             "roman": lambda i: f"({['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii'][i]})"}[style]
    return "".join(f"<div style='margin-left:18px;text-indent:-18px'>{marks(i)} {E(x)}</div>" for i, x in enumerate(items))


def lc_issuing_letter(r: random.Random, L: dict) -> tuple[str, dict]:
    """The issuing bank's own letter to the beneficiary/advising bank in prose."""
    bank = next((b for b in BANKS[L["home"]] if b[0].upper() == L["issuing_bank"]), L["local_bank"])
    ds = r.choice(["long", "ordinal", "short", "slash", "upper"])
    ta: dict = {}
    amode = r.choice(["comma", "br"])
    parts = {}
    for tag, (name, addr) in (("50", L["applicant"]), ("59", L["beneficiary"])):
        h, t = addr_render(r, addr, amode)
        ta[tag], parts[tag] = t, h
    cur, amt = L["currency"], L["amount"]
    amt_s = famount(r, amt, cur, place="pre_space", style=r.choice([(",", ".", 2), (",", ".", 2), (" ", ".", 2)]))
    words = f"{CURRENCY_WORDS.get(cur, cur)} {money_words(int(amt))}{' and cents ' + str(round(amt * 100) % 100) + '/100' if round(amt * 100) % 100 else ''} only"
    form_w = {"IRREVOCABLE": "irrevocable", "IRREVOCABLE TRANSFERABLE": "irrevocable transferable", "IRREVOCABLE STANDBY": "irrevocable standby"}[L["form"]]
    paras = [f"Dear Sirs,", f"<b>Our {E(form_w.title())} Documentary Credit No. {E(L['number'])}</b>",
             f"At the request and for the account of <b>{E(L['applicant'][0])}</b>, {parts['50']} (the Applicant), we hereby issue our "
             f"{E(form_w)} {'standby letter of credit' if 'STANDBY' in L['form'] else 'documentary credit'} No. {E(L['number'])} dated "
             f"{E(fdate(L['issue'], ds))} in favour of <b>{E(L['beneficiary'][0])}</b>, {parts['59']} (the Beneficiary), for an amount "
             f"not exceeding {E(amt_s)} ({E(words)})."]
    if L["tol"]:
        a, b = L["tol"]
        paras.append(f"A tolerance of {a} percent more and {b} percent less is allowed on the credit amount." if a != b else
                     f"The credit amount may vary by {a} percent more or less.")
    paras.append(f"This credit expires on {E(fdate(L['expiry'], ds))} at {E(L['expiry_place'])} and is available with "
                 f"{E(L['avail_with'] if L['avail_with'] != 'ANY BANK' else 'any bank')} by {AVAIL_WORDS[L['avail_by']]}"
                 f"{' of drafts at ' + E(L['drafts'].lower()) + ' drawn on us' if L['drafts'] else ''}.")
    ship = []
    if L["partial"]:
        ship.append(f"Partial shipments: {r.choice(SHIP_WORDS[L['partial']])}.")
    if L["tranship"]:
        ship.append(f"Transhipment: {r.choice(SHIP_WORDS[L['tranship']])}.")
    if L["pol"]:
        ship.append(f"Shipment from {E(L['pol'])}")
    if L["pod"]:
        ship.append(f"{'to' if L['pol'] else 'Shipment to'} {E(L['pod'])}")
    if L["lsd"]:
        ship.append(f"not later than {E(fdate(L['lsd'], ds))}.")
    elif L["period"]:
        ship.append(f"{E(L['period'].lower())}.")
    elif L["pol"] or L["pod"]:
        ship[-1] += "."
    if ship:
        paras.append(" ".join(ship))
    paras.append(f"Covering: {E(L['goods'])}")
    paras.append("Documents required:" + _docs_list_html(r, L["docs"], "upper" if r.random() < 0.5 else "sentence"))
    if r.random() < 0.5:
        paras.append(f"Documents issued in the name of a party other than the beneficiary are not acceptable. {E(L['charges'].capitalize())}")
    paras.append("Additional conditions: " + " ".join(E(c.capitalize()) for c in L["conditions"]))
    if L["pres"] is not None:
        paras.append(f"Documents must be presented within {L['pres']} days after the date of shipment but within the validity of this credit.")
    paras.append(E(r.choice(CONF_WORDS[L["conf"]])))
    paras.append(f"This credit is subject to {E(r.choice(RULE_WORDS[L['rules']]))}.")
    paras.append("We hereby engage that payment will be duly made against documents presented in conformity with the terms of this credit.")
    body = (_letterhead(r, bank, f"Trade Finance / Import Services<br>SWIFT: {bank[2]}")
            + f"<p>{E(fdate(L['issue'], ds))}</p><p>To: {E(L['advising_bank'])}<br>SWIFT {E(L['advising_bic'])}</p>"
            + "".join(f"<p>{x}</p>" for x in paras)
            + f"<p>Yours faithfully,<br>For and on behalf of {E(bank[0])}<br><br>______________ &nbsp; ______________<br>Authorised signatories</p>"
            + _footer(bank))
    return body, ta


def lc_telex(r: random.Random, L: dict) -> tuple[str, dict]:
    """Old-style tested telex / cable print of the credit, upper case, no SWIFT tags."""
    ta: dict = {}
    ta["50"] = " ".join(L["applicant"][1])
    ta["59"] = " ".join(L["beneficiary"][1])
    d = lambda x: fdate(x, r.choice(["upper", "dot"]))  # noqa: E731
    n = iter(range(1, 60))
    lines = [f"ZCZC {digits(r, 4)} {fdate(L['issue'], 'swift')}", f"TO: {L['advising_bank']}", f"FM: {L['issuing_bank']}",
             f"TEST {digits(r, 5)} FOR {L['currency']} {fnum(L['amount'], '', '.')} ON {fdate(L['issue'], 'upper')}",
             f"ATTN: DOCUMENTARY CREDITS DEPT", "", "WE HEREBY ISSUE OUR DOCUMENTARY CREDIT AS FOLLOWS:",
             f"{next(n)}) FORM: {L['form']}", f"{next(n)}) DC NO: {L['number']}", f"{next(n)}) DATE OF ISSUE: {d(L['issue'])}",
             f"{next(n)}) RULES: {L['rules']}", f"{next(n)}) EXPIRY: {d(L['expiry'])} IN {L['expiry_place']}",
             f"{next(n)}) APPLICANT: {L['applicant'][0]}"] + ["   " + x for x in L["applicant"][1]] + \
            [f"{next(n)}) BENEFICIARY: {L['beneficiary'][0]}"] + ["   " + x for x in L["beneficiary"][1]] + \
            [f"{next(n)}) AMOUNT: {L['currency']} {fnum(L['amount'])}"]
    if L["tol"]:
        lines.append(f"{next(n)}) TOLERANCE: +{L['tol'][0]} PCT / -{L['tol'][1]} PCT")
    lines.append(f"{next(n)}) AVAILABLE WITH {L['avail_with']} {L['avail_by']}")
    if L["partial"]:
        lines.append(f"{next(n)}) PARTIAL SHIPMENTS: {L['partial']}")
    if L["tranship"]:
        lines.append(f"{next(n)}) TRANSHIPMENT: {L['tranship']}")
    if L["pol"]:
        lines.append(f"{next(n)}) LOADING: {L['pol']}")
    if L["pod"]:
        lines.append(f"{next(n)}) DISCHARGE: {L['pod']}")
    if L["lsd"]:
        lines.append(f"{next(n)}) LATEST SHIPMENT: {d(L['lsd'])}")
    elif L["period"]:
        lines.append(f"{next(n)}) SHIPMENT PERIOD: {L['period']}")
    lines.append(f"{next(n)}) GOODS: ")
    lines += ["   " + x for x in _wrap(L["goods"], 60)]
    lines.append(f"{next(n)}) DOCUMENTS:")
    for i, doc in enumerate(L["docs"]):
        w = _wrap(doc, 60)
        lines.append(f"   {'ABCDEFGH'[i]}. {w[0]}")
        lines += ["      " + x for x in w[1:]]
    lines.append(f"{next(n)}) SPECIAL CONDITIONS:")
    lines += ["   - " + c for c in L["conditions"]]
    if L["pres"] is not None:
        lines.append(f"{next(n)}) PRESENTATION: WITHIN {L['pres']} DAYS AFTER SHIPMENT DATE")
    lines.append(f"{next(n)}) CONFIRMATION: {L['conf']}")
    lines.append(f"{next(n)}) CHARGES: {L['charges']}")
    lines += ["", "PLS ADVISE BENE WITHOUT DELAY.", "REGARDS", "NNNN"]
    return f"<pre>{E(chr(10).join(lines))}</pre>", ta


def lc_application(r: random.Random, L: dict) -> tuple[str, dict]:
    """The applicant's application form for the credit, with the bank's issuance box filled in."""
    bank = L["local_bank"]
    ds = r.choice(["slash", "long", "short", "dot"])
    cb = r.choice(["brackets", "ballot", "square"])
    ta: dict = {}
    amode = r.choice(["br", "comma"])
    ah, ta["50"] = addr_render(r, L["applicant"][1], amode)
    bh, ta["59"] = addr_render(r, L["beneficiary"][1], amode)
    forms = ["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE", "IRREVOCABLE STANDBY"]
    ship = lambda v: choices(cb, ["Allowed", "Not allowed", "Conditional"], ["ALLOWED", "NOT ALLOWED", "CONDITIONAL"].index(v)) if v else None  # noqa: E731
    cells = [("Applicant (name and address)", f"{E(L['applicant'][0])}<br>{ah}"),
             ("Beneficiary (name and address)", f"{E(L['beneficiary'][0])}<br>{bh}"),
             ("Form of credit", choices(cb, [x.title() for x in forms], forms.index(L["form"]))),
             ("Currency and amount", E(f"{L['currency']} {fnum(L['amount'])}")),
             ("Tolerance (+/- %)", E(f"+{L['tol'][0]}% / -{L['tol'][1]}%") if L["tol"] else None),
             ("Expiry date and place", E(f"{fdate(L['expiry'], ds)}, {L['expiry_place']}")),
             ("Available with", E(L["avail_with"])),
             ("Available by", choices(cb, ["Payment", "Acceptance", "Negotiation", "Deferred payment", "Mixed payment"],
                                      ["BY PAYMENT", "BY ACCEPTANCE", "BY NEGOTIATION", "BY DEF PAYMENT", "BY MIXED PYMT"].index(L["avail_by"]))),
             ("Partial shipments", ship(L["partial"])), ("Transhipment", ship(L["tranship"])),
             ("Port of loading", E(L["pol"]) if L["pol"] else None), ("Port of discharge", E(L["pod"]) if L["pod"] else None),
             ("Latest shipment date", E(fdate(L["lsd"], ds)) if L["lsd"] else None),
             ("Presentation period (days after shipment)", str(L["pres"]) if L["pres"] is not None else None),
             ("Confirmation", choices(cb, ["Confirm", "May add", "Without"], ["CONFIRM", "MAY ADD", "WITHOUT"].index(L["conf"]))),
             ("Applicable rules", E(L["rules"]))]
    grid = render_fields(r, cells, "grid", cols=2)
    docs = _docs_list_html(r, L["docs"], "upper")
    bank_box = render_fields(r, [("Credit number", E(L["number"])), ("Date of issue", E(fdate(L["issue"], ds))),
                                 ("Advising bank", E(f"{L['advising_bank']} ({L['advising_bic']})")),
                                 ("Processed by", E(r.choice(["T. Mwangi", "R. O'Connell", "P. Naidoo", "F. Adebayo"])))], "inline4")
    acct = digits(r, 10)
    body = (_letterhead(r, bank, "Trade Finance - Import")
            + f"<h1>{E(r.choice(['Application for Documentary Credit', 'Application and Agreement for Irrevocable Documentary Credit', 'Import Letter of Credit Application']))}</h1>"
            + f"<p class=small>Please issue by {E(r.choice(['SWIFT', 'teletransmission']))} a documentary credit on the terms set out below. "
              f"Debit our account no. {acct} with your charges. Pro-forma invoice attached.</p>"
            + grid + "<h3>Description of goods</h3>" + f"<div class=box>{E(L['goods'])}</div>"
            + "<h3>Documents required</h3>" + docs
            + "<h3>Additional conditions</h3>" + "".join(f"<div>{E(c)}</div>" for c in L["conditions"])
            + f"<p>Charges: {E(L['charges'])}</p>"
            + "<p>Signed for the applicant: ____________________ &nbsp; Date: "
            + E(fdate(L["issue"] - _dt.timedelta(days=r.randint(1, 6)), ds)) + "</p>"
            + f"<div class='pb'></div><div style='border:2px solid #333;padding:6px;margin-top:10px'><b>FOR BANK USE ONLY - ISSUANCE DETAILS</b>{bank_box}</div>"
            + _footer(bank))
    return body, ta


def lc_summary_email(r: random.Random, L: dict) -> tuple[str, dict]:
    """An advising bank trade desk's e-mail to the exporter with the credit's key terms in a table."""
    bank = L["local_bank"]
    ds = r.choice(["long", "short", "slash", "iso"])
    ta = {"50": ", ".join(L["applicant"][1]), "59": ", ".join(L["beneficiary"][1])}
    rows = [("LC number", L["number"]), ("Form", L["form"]), ("Issue date", fdate(L["issue"], ds)), ("Rules", L["rules"]),
            ("Applicant", f"{L['applicant'][0]}, {ta['50']}"), ("Beneficiary", f"{L['beneficiary'][0]}, {ta['59']}"),
            ("Issuing bank", f"{L['issuing_bank']} ({L['issuing_bic']})"), ("Amount", f"{L['currency']} {fnum(L['amount'])}"),
            ("Tolerance", f"+{L['tol'][0]}% / -{L['tol'][1]}%" if L["tol"] else "None stated"),
            ("Expiry", f"{fdate(L['expiry'], ds)} - {L['expiry_place']}"),
            ("Available with / by", f"{L['avail_with']} / {L['avail_by']}"),
            ("Partial shipment", L["partial"] or "Not stated"), ("Transhipment", L["tranship"] or "Not stated"),
            ("Port of loading", L["pol"] or "—"), ("Port of discharge", L["pod"] or "—"),
            ("Latest shipment", fdate(L["lsd"], ds) if L["lsd"] else (L["period"] or "—")),
            ("Presentation", f"{L['pres']} days" if L["pres"] is not None else "Not stated"), ("Confirmation", L["conf"])]
    if r.random() < 0.5:
        order = rows[:4] + rows[7:12] + rows[4:7] + rows[12:]
        rows = order
    tbl = "".join(f"<tr><td style='border:1px solid #999;padding:2px 6px;width:28%'><b>{E(a)}</b></td><td style='border:1px solid #999;padding:2px 6px'>{E(b)}</td></tr>" for a, b in rows)
    sender = r.choice(["Wanjiku Kamau", "Oliver Grant", "Efua Mensah", "Liam Tremblay", "Aoife Byrne", "Pieter Botha"])
    our_ref = f"ELC{digits(r, 7)}"
    body = (f"<div class=small>From: {E(sender)} &lt;tradeservices@{E(bank[1].lower().replace(' ', ''))}.example&gt;<br>"
            f"To: {E(L['beneficiary'][0].title())}<br>Subject: RE: Export LC received - our ref {our_ref} / LC {E(L['number'])}<br>"
            f"Date: {E(fdate(L['issue'] + _dt.timedelta(days=r.randint(1, 5)), 'long'))}</div><hr>"
            f"<p>Dear Customer,</p><p>We have today received the credit below in your favour (our ref {our_ref}). Please review the key terms and "
            f"let us know if any amendment is needed before shipment.</p>"
            f"<table style='width:100%'>{tbl}</table><p><b>Goods:</b> {E(L['goods'])}</p>"
            f"<p><b>Documents required:</b></p>{_docs_list_html(r, L['docs'], 'upper')}"
            f"<p><b>Other conditions (not documents):</b> {' '.join(E(c) for c in L['conditions'])}</p>"
            f"<p>Kind regards,<br>{E(sender)}<br>Trade Services, {E(bank[0])}</p><p class=small>{E(bank[5])} This e-mail is confidential.</p>")
    return body, ta


LC_LAYOUTS = {"raw_mt700": lc_raw, "alliance_print": lc_alliance, "advice_table": lc_advice_table, "advice_cover_letter": lc_cover,
              "issuing_bank_letter": lc_issuing_letter, "telex": lc_telex, "application_form": lc_application,
              "trade_desk_email": lc_summary_email}


def gen_lc(r: random.Random, layout: str) -> tuple[str, dict]:
    direction = "import" if layout in ("issuing_bank_letter", "application_form") else (
        "export" if layout in ("trade_desk_email", "advice_cover_letter") else None)
    L = make_lc(r, direction)
    body, ta = LC_LAYOUTS[layout](r, L)
    mono = layout in ("raw_mt700", "alliance_print", "telex")
    return page(css(r, mono=mono), body, "Documentary credit"), lc_truth(L, ta)


# --------------------------------------------------------------------------------------------
# loan applications
# --------------------------------------------------------------------------------------------
MARITAL_WORDS = {"married": ["Married"], "unmarried": ["Single", "Divorced", "Widowed", "Never married"], "separated": ["Separated"]}
PURPOSE_WORDS = {"purchase": ["House purchase", "Purchase", "Purchase of residential property", "Home purchase", "First home purchase"],
                 "refinance": ["Remortgage", "Refinance", "Switch from another lender", "Refinance existing home loan"],
                 "construction": ["Construction", "Self-build", "Building loan", "Construction of new dwelling"],
                 "other": ["Equity release", "Further advance - home improvements", "Debt consolidation", "Other"]}
LOAN_RANGE = {"GBP": (90000, 750000), "EUR": (120000, 650000), "AUD": (300000, 1600000), "NZD": (280000, 1300000),
              "CAD": (250000, 1400000), "ZAR": (600000, 5500000), "KES": (3000000, 40000000), "NGN": (15000000, 250000000),
              "GHS": (250000, 3500000), "JMD": (8000000, 80000000)}
RATE_RANGE = {"GBP": (3.8, 6.2), "EUR": (3.2, 4.9), "AUD": (5.6, 7.2), "NZD": (5.3, 7.4), "CAD": (4.1, 6.4), "ZAR": (10.5, 12.75),
              "KES": (12.0, 15.5), "NGN": (6.0, 22.0), "GHS": (18.0, 28.0), "JMD": (7.5, 10.5)}


def _applicant(r: random.Random, c: str, age_from: int = 1960, age_to: int = 2001) -> dict:
    nat = c if r.random() < 0.8 else r.choice(MIGRANTS[c])
    sex = r.choice("MF")
    given, sur = make_name(r, nat, sex)
    a = dict(given=given, sur=sur, sex=sex, dob=rdate(r, D(age_from, 1, 1), D(age_to, 12, 31)))
    cur = COUNTRY[c][3]
    lo, hi = INCOME_RANGE[cur]
    base = round(r.uniform(lo, hi) / 12 / 10) * 10
    a["inc"] = {"base": base}
    if r.random() < 0.3:
        a["inc"]["overtime"] = round(base * r.uniform(0.03, 0.15) / 10) * 10
    if r.random() < 0.25:
        a["inc"]["bonus"] = round(base * r.uniform(0.05, 0.2) / 10) * 10
    if r.random() < 0.15:
        a["inc"]["other"] = round(base * r.uniform(0.02, 0.1) / 10) * 10
    a["total"] = sum(a["inc"].values())
    occ, ind = r.choice(OCCUPATIONS["employed"])
    a["occ"], a["employer"] = occ, make_employer(r, c, ind)
    a["emp_start"] = rdate(r, D(2008, 1, 1), D(2024, 10, 31))
    a["prev_employer"] = make_employer(r, c, r.choice(list(EMPLOYER_WORDS))) if r.random() < 0.5 else None
    a["prev_start"] = a["emp_start"] - _dt.timedelta(days=r.randint(400, 3000))
    a["prev_end"] = a["emp_start"] - _dt.timedelta(days=r.randint(1, 40))
    a["email"] = make_email(r, given, sur)
    a["phone"] = make_phone(r, c)
    return a


def za_id(r: random.Random, dob: D, sex: str) -> str:
    """A South African identity number: YYMMDD, gender sequence, citizenship, 8, Luhn check digit."""
    seq = r.randint(5000, 9999) if sex == "M" else r.randint(0, 4999)
    body = f"{dob.strftime('%y%m%d')}{seq:04d}08"
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return body + str((10 - total % 10) % 10)


def make_loan(r: random.Random, c: str | None = None) -> dict:
    c = c or r.choice(HOME)
    cur = COUNTRY[c][3]
    M: dict[str, Any] = {"c": c, "cur": cur}
    b = _applicant(r, c)
    b["marital"] = r.choices(["married", "unmarried", "separated"], [55, 38, 7])[0]
    b["marital_word"] = r.choice(MARITAL_WORDS[b["marital"]])
    b["email_on"] = r.random() < 0.8
    b["phone_on"] = r.random() < 0.85
    n = r.choices([0, 1, 2, 3], [32, 50, 13, 5])[0]
    cos = []
    for i in range(n):
        co = _applicant(r, c)
        while co["given"][0] == b["given"][0]:
            co["given"] = make_name(r, c, co["sex"])[0]
        if i == 0 and b["marital"] == "married":
            co["sur"] = b["sur"] if r.random() < 0.6 else co["sur"]
            co["marital_word"] = "Married"
        else:
            co["marital_word"] = r.choice(["Single", "Married", "Divorced"])
        cos.append(co)
    M["b"], M["cos"] = b, cos
    M["purpose"] = r.choices(["purchase", "refinance", "construction", "other"], [58, 24, 9, 9])[0]
    M["purpose_word"] = r.choice(PURPOSE_WORDS[M["purpose"]])
    lo, hi = LOAN_RANGE[cur]
    loan = round(r.uniform(lo, hi) / 1000) * 1000
    ltv = r.uniform(0.55, 0.95)
    M["loan"] = float(loan)
    M["value"] = float(round(loan / ltv / 1000) * 1000)
    M["years"] = r.choice([15, 20, 25, 25, 30, 30, 35]) if c not in ("KEN", "NGA", "GHA") else r.choice([10, 15, 20, 25])
    M["term_in_months"] = r.random() < 0.3
    if M["term_in_months"] and r.random() < 0.3:
        M["months"] = M["years"] * 12 - r.choice([0, 6, 3])
    else:
        M["months"] = M["years"] * 12
    lo_r, hi_r = RATE_RANGE[cur]
    M["rate"] = round(r.uniform(lo_r, hi_r) * 20) / 20 + r.choice([0, 0.04, -0.01, 0.09])
    M["rate"] = round(M["rate"], 2)
    M["prop"] = make_address(r, c, with_country=r.random() < 0.2)
    M["cur_addr"] = M["prop"] if M["purpose"] in ("refinance", "other") else make_address(r, c, with_country=False)
    M["app_no"] = r.choice([f"APP-{r.randint(2024, 2026)}-{digits(r, 6)}", f"MA{digits(r, 8)}", f"HL/{digits(r, 4)}/{digits(r, 5)}",
                            f"{letters(r, 2)}{digits(r, 7)}", f"{digits(r, 10)}", f"MTG {digits(r, 3)} {digits(r, 4)}"])
    M["broker_ref"] = f"{letters(r, 3)}-{digits(r, 5)}"
    M["lender"] = r.choice(BANKS[c])
    M["submitted"] = rdate(r, D(2024, 11, 1), D(2026, 3, 31))
    return M


def loan_truth(M: dict, prop_truth: str, phone_on: bool | None = None, email_on: bool | None = None) -> dict:
    b = M["b"]
    return {
        "application_number": M["app_no"],
        "borrower": {"full_name": " ".join(b["given"] + [b["sur"]]), "date_of_birth": b["dob"].isoformat(),
                     "marital_status": b["marital"], "email": b["email"] if b["email_on"] else None,
                     "phone": b["phone"] if b["phone_on"] else None},
        "co_borrowers": [{"full_name": " ".join(co["given"] + [co["sur"]]), "date_of_birth": co["dob"].isoformat()} for co in M["cos"]],
        "employer_name": b["employer"], "employment_start_date": b["emp_start"].isoformat(),
        "monthly_income": float(b["total"]), "income_currency": M["cur"], "loan_amount": M["loan"], "loan_currency": M["cur"],
        "loan_purpose": M["purpose"], "loan_term_months": M["months"], "interest_rate_percent": M["rate"],
        "property_address": prop_truth, "property_value": M["value"],
    }


def _term_text(r: random.Random, M: dict) -> str:
    if M["term_in_months"] or M["months"] != M["years"] * 12:
        return r.choice([f"{M['months']} months", f"{M['months']} mths", f"{M['months']}"])
    return r.choice([f"{M['years']} years", f"{M['years']} yrs", f"{M['years']} years ({M['months']} months)"])


def _rate_text(r: random.Random, M: dict) -> str:
    rate = M["rate"]
    c = M["c"]
    s = f"{rate:.2f}%" if r.random() < 0.7 else f"{rate}%"
    if c == "ZAF" and r.random() < 0.6:
        prime = 11.75
        diff = round(rate - prime, 2)
        return f"{s} (prime {'+' if diff >= 0 else '-'} {abs(diff):.2f}%)"
    if c == "AUS" and r.random() < 0.6:
        return f"{s} p.a. (comparison rate {rate + 0.12:.2f}% p.a.)"
    return s + r.choice(["", " p.a.", " per annum", " fixed", " variable"])


def _name_forms(r: random.Random, a: dict, case: str) -> dict:
    g, s = " ".join(a["given"]), a["sur"]
    if case == "upper":
        g, s = g.upper(), s.upper()
    return {"given": g, "sur": s, "full": f"{g} {s}", "comma": f"{s}, {g}"}


def _income_table(r: random.Random, M: dict, people: list[tuple[str, dict]], cur: str) -> str:
    keys = [("base", r.choice(["Basic salary", "Base pay", "Gross basic income"])), ("overtime", "Overtime"),
            ("bonus", r.choice(["Bonus", "Bonus / commission"])), ("other", r.choice(["Other income", "Allowances"]))]
    style = r.choice([(",", ".", 2), (",", ".", 0), (" ", ",", 2) if M["c"] == "ZAF" else (",", ".", 2)])
    head = "".join(f"<th style='border:1px solid #888;padding:2px 6px'>{E(h)}</th>" for h, _ in people)
    rows = ""
    for k, lbl in keys:
        if not any(k in p["inc"] for _, p in people):
            continue
        rows += f"<tr><td style='border:1px solid #888;padding:2px 6px'>{E(lbl)}</td>" + "".join(
            f"<td style='border:1px solid #888;padding:2px 6px;text-align:right'>{E(fnum(p['inc'][k], *style)) if k in p['inc'] else '-'}</td>" for _, p in people) + "</tr>"
    rows += f"<tr><td style='border:1px solid #888;padding:2px 6px'><b>{E(r.choice(['Total gross monthly income', 'Total (monthly)', 'Total monthly income']))}</b></td>" + "".join(
        f"<td style='border:1px solid #888;padding:2px 6px;text-align:right'><b>{E(fnum(p['total'], *style))}</b></td>" for _, p in people) + "</tr>"
    return (f"<div class=cap>Monthly income ({E(cur)}) - gross, before tax</div>"
            f"<table style='width:100%'><tr><th style='border:1px solid #888;padding:2px 6px'></th>{head}</tr>{rows}</table>")


def loan_side_by_side(r: random.Random, M: dict) -> tuple[str, str]:
    """Lender's application form with the applicants in columns (UK / Ireland / NZ / Canada style)."""
    ds = r.choice(DATE_STYLES)
    case = r.choice(["title", "upper"])
    bank = M["lender"]
    people = [("Applicant 1", M["b"])] + [(f"Applicant {i + 2}", co) for i, co in enumerate(M["cos"])]
    cols = len(people)
    b = M["b"]
    prop_html, prop_truth = addr_render(r, M["prop"])
    cur_html = addr_render(r, M["cur_addr"], "comma")[0]

    def row(label: str, vals: list[str | None]) -> str:
        return (f"<tr><td style='border:1px solid #888;padding:2px 5px;width:26%' class=cap>{E(label)}</td>"
                + "".join(f"<td style='border:1px solid #888;padding:2px 5px'>{v if v else '&nbsp;'}</td>" for v in vals) + "</tr>")
    nf = [_name_forms(r, p, case) for _, p in people]
    split = r.random() < 0.6
    rows = ["<tr><th></th>" + "".join(f"<th style='border:1px solid #888;padding:2px 5px'>{E(h)}</th>" for h, _ in people) + "</tr>"]
    rows.append(row("Title", [E({"M": "Mr", "F": r.choice(["Mrs", "Ms", "Miss"])}[p["sex"]]) for _, p in people]))
    if split:
        rows.append(row("Forename(s)", [E(n["given"]) for n in nf]))
        rows.append(row("Surname", [E(n["sur"]) for n in nf]))
    else:
        rows.append(row("Full name", [E(n["full"]) for n in nf]))
    rows.append(row("Date of birth", [E(fdate(p["dob"], ds)) for _, p in people]))
    rows.append(row("Marital status", [E(b["marital_word"])] + [E(co["marital_word"]) for co in M["cos"]]))
    rows.append(row("Mobile", [E(b["phone"]) if b["phone_on"] else None] + [E(co["phone"]) if r.random() < 0.7 else None for co in M["cos"]]))
    rows.append(row("Email", [E(b["email"]) if b["email_on"] else None] + [E(co["email"]) if r.random() < 0.6 else None for co in M["cos"]]))
    rows.append(row("Current address", [cur_html] * cols if r.random() < 0.5 else [cur_html] + ["As applicant 1"] * (cols - 1)))
    rows.append(row("Employer", [E(p["employer"]) for _, p in people]))
    rows.append(row("Occupation", [E(p["occ"]) for _, p in people]))
    rows.append(row("Date employment started", [E(fdate(p["emp_start"], ds)) for _, p in people]))
    prev = [E(f"{p['prev_employer']} ({fdate(p['prev_start'], ds)} - {fdate(p['prev_end'], ds)})") if p["prev_employer"] else None for _, p in people]
    rows.append(row("Previous employer (if less than 3 years)", prev))
    app_table = f"<table style='width:100%'>{''.join(rows)}</table>"
    loan_f = [("Amount requested", E(famount(r, M["loan"], M["cur"], country=M["c"]))), ("Term", E(_term_text(r, M))),
              ("Purpose", E(M["purpose_word"])), ("Interest rate", E(_rate_text(r, M))),
              ("Repayment method", E(r.choice(["Capital and interest", "Repayment", "Interest only (part)"])))]
    val_label = {"purchase": "Purchase price", "refinance": "Estimated value", "construction": "Estimated completed value", "other": "Estimated current value"}[M["purpose"]]
    prop_f = [("Property address", prop_html), (val_label, E(famount(r, M["value"], M["cur"], country=M["c"]))),
              ("Property type", E(r.choice(["Detached house", "Semi-detached house", "Terraced house", "Apartment", "Townhouse"]))),
              ("Tenure", E(r.choice(["Freehold", "Leasehold (125 years remaining)", "Freehold"]))),
              ("Bedrooms", str(r.randint(1, 5)))]
    if M["purpose"] == "purchase":
        prop_f.append(("Deposit", E(famount(r, M["value"] - M["loan"], M["cur"], country=M["c"]))))
    fs = r.choice(["grid", "kv", "inline4"])
    secs = [("Applicants", app_table), ("Income", _income_table(r, M, people, M["cur"])),
            ("The mortgage", render_fields(r, loan_f, fs)), ("The property", render_fields(r, prop_f, fs))]
    if r.random() < 0.5:
        secs = [secs[2], secs[3], secs[0], secs[1]]
    body = _letterhead(r, bank, f"Application no: <b>{E(M['app_no'])}</b><br>Received: {E(fdate(M['submitted'], ds))}") + \
        f"<h1>{E(r.choice(['Mortgage Application', 'Residential Mortgage Application Form', 'Home Loan Application', 'Joint Mortgage Application']))}</h1>"
    if r.random() < 0.5:
        body += "<p class=small>Where there are more than two applicants please complete a continuation sheet. Your home may be repossessed if you do not keep up repayments on your mortgage.</p>"
    for i, (t, h) in enumerate(secs, 1):
        body += f"<div class=sec>Section {i}: {E(t)}</div>{h}"
    body += ("<div class=sec>Declaration</div><p class=small>We declare that the information given is true and complete and authorise the "
             "lender to make enquiries with credit reference agencies and our employers.</p><p>Signed: __________ &nbsp; __________ &nbsp; Date: ______</p>"
             + _footer(bank))
    return body, prop_truth


def loan_fact_find(r: random.Random, M: dict) -> tuple[str, str]:
    """Broker's fact-find (Australia / NZ / UK brokers): applicants as rows, then loan scenario."""
    ds = r.choice(["slash", "slash_pad", "long", "short"])
    people = [("Borrower", M["b"])] + [(r.choice(["Co-borrower", "Guarantor/Co-borrower", "Joint applicant"]), co) for co in M["cos"]]
    cw = r.random() < 0.5
    hdr = ["Role", "Name", "Date of birth", "Marital status", "Mobile", "Email"]
    trs = ""
    for role, p in people:
        is_b = p is M["b"]
        name = (f"{p['sur'].upper()}, {' '.join(p['given'])}" if cw else f"{' '.join(p['given'])} {p['sur']}")
        phone = p["phone"] if (p["phone_on"] if is_b else r.random() < 0.6) else "—"
        email = p["email"] if (p["email_on"] if is_b else r.random() < 0.5) else "—"
        marital = p["marital_word"]
        trs += "<tr>" + "".join(f"<td style='border:1px solid #999;padding:2px 4px'>{E(x)}</td>" for x in
                                [role, name, fdate(p["dob"], ds), marital, phone, email]) + "</tr>"
    table = "<table style='width:100%'><tr>" + "".join(f"<th style='border:1px solid #999;padding:2px 4px'>{h}</th>" for h in hdr) + f"</tr>{trs}</table>"
    b = M["b"]
    emp_rows = [("Current", b["employer"], b["occ"], fdate(b["emp_start"], ds), "Present")]
    if b["prev_employer"]:
        emp_rows.append(("Previous", b["prev_employer"], r.choice(["Analyst", "Officer", "Assistant Manager", "Technician"]),
                         fdate(b["prev_start"], ds), fdate(b["prev_end"], ds)))
    emp = "".join("<tr>" + "".join(f"<td style='border:1px solid #999;padding:2px 4px'>{E(x)}</td>" for x in row) + "</tr>" for row in emp_rows)
    emp_t = (f"<div class=cap>Employment history - {E(' '.join(b['given']))} {E(b['sur'])} (borrower)</div><table style='width:100%'><tr>"
             + "".join(f"<th style='border:1px solid #999;padding:2px 4px'>{h}</th>" for h in ["", "Employer", "Position", "Start", "End"]) + f"</tr>{emp}</table>")
    prop_html, prop_truth = addr_render(r, M["prop"], r.choice(["comma", "br"]))
    cur = M["cur"]
    scen = [("Loan purpose", E(M["purpose_word"])), ("Security address", prop_html),
            ("Purchase price / value", E(famount(r, M["value"], cur, country=M["c"]))),
            ("Loan amount", E(famount(r, M["loan"], cur, country=M["c"]))), ("LVR", f"{M['loan'] / M['value'] * 100:.1f}%"),
            ("Loan term", E(_term_text(r, M))), ("Rate", E(_rate_text(r, M))),
            ("Product", E(r.choice(["Basic variable P&I", "2 yr fixed owner-occupied", "Package - variable", "Standard variable"]))),
            ("Lender", E(M["lender"][0])), ("Lender application ID", E(M["app_no"])), ("Broker ref", E(M["broker_ref"]))]
    r.shuffle(scen)
    broker = r.choice(["Harbour Mortgage Brokers Pty Ltd", "Southern Cross Home Loans", "Kiwi Lending Partners Ltd", "Meridian Mortgage Solutions Ltd"])
    body = (f"<table style='width:100%'><tr><td><h1>{E(r.choice(['Client Fact Find', 'Loan Submission Fact Find', 'Needs Analysis & Fact Find']))}</h1>"
            f"<div class=small>{E(broker)} &middot; Credit representative no. {digits(r, 6)}</div></td>"
            f"<td style='text-align:right' class=small>Date: {E(fdate(M['submitted'], ds))}<br>Adviser: {E(r.choice(['Jess Walker', 'Mike Ngata', 'Priya Nair', 'Tom Kelly']))}</td></tr></table>"
            f"<div class=sec>1. Applicants</div>{table}<div class=sec>2. Employment</div>{emp_t}"
            f"<div class=sec>3. Income</div>{_income_table(r, M, people, cur)}"
            f"<div class=sec>4. Loan scenario</div>{render_fields(r, scen, r.choice(['kv', 'grid', 'colon', 'tabbed']))}"
            f"<div class=sec>5. Objectives</div><p>{E(r.choice(['Clients wish to buy their first home and keep repayments under 30% of income.', 'Refinance to a lower rate and consolidate a car loan.', 'Build on land already owned; construction contract signed.', 'Access equity for renovations.']))}</p>"
            f"<p class=small>Privacy consent signed. Credit guide provided. This fact find is not an offer of finance.</p>")
    return body, prop_truth


def loan_broker_email(r: random.Random, M: dict) -> tuple[str, str]:
    b = M["b"]
    ds = r.choice(["long", "short", "slash"])
    cur = M["cur"]
    prop_truth = ", ".join(M["prop"])
    names = f"{' '.join(b['given'])} {b['sur']}"
    co_txt = ""
    if M["cos"]:
        co_txt = " Joint with " + "; ".join(f"{' '.join(co['given'])} {co['sur']} (DOB {fdate(co['dob'], ds)})" for co in M["cos"]) + "."
    broker = r.choice(["Sam Patel", "Aroha Henare", "Niamh Walsh", "James Okoro", "Claire Dubois"])
    bullets = [f"Main applicant: {names}, born {fdate(b['dob'], ds)}, {b['marital_word'].lower()}." + co_txt,
               f"Employment: {b['occ']} at {b['employer']} since {fdate(b['emp_start'], ds)}"
               + (f" (previously {b['prev_employer']})." if b["prev_employer"] else "."),
               f"Income: basic {famount(r, b['inc']['base'], cur, country=M['c'])} per month"
               + (f", total gross {famount(r, b['total'], cur, country=M['c'])} per month including overtime/bonus." if len(b["inc"]) > 1 else " gross."),
               f"Loan: {famount(r, M['loan'], cur, country=M['c'])} over {_term_text(r, M)}, {M['purpose_word'].lower()}, at {_rate_text(r, M)}.",
               f"Security: {prop_truth}, {('purchase price' if M['purpose'] == 'purchase' else 'valued at')} {famount(r, M['value'], cur, country=M['c'])}."]
    contact = []
    if b["phone_on"]:
        contact.append(f"mobile {b['phone']}")
    if b["email_on"]:
        contact.append(f"email {b['email']}")
    if contact:
        bullets.append("Client contact: " + ", ".join(contact) + ".")
    body = (f"<div class=small>From: {E(broker)} &lt;{E(broker.split()[0].lower())}@brokerhouse.example&gt;<br>To: new.business@{E(M['lender'][1].lower().replace(' ', ''))}.example<br>"
            f"Subject: New submission - {E(b['sur'])} - app {E(M['app_no'])}<br>Date: {E(fdate(M['submitted'], 'long'))}</div><hr>"
            f"<p>Hi team,</p><p>Please find below a new {E(M['purpose_word'].lower())} submission, lender application number <b>{E(M['app_no'])}</b> "
            f"(our file {E(M['broker_ref'])}). Payslips, bank statements and ID are attached.</p>"
            f"<ul>{''.join(f'<li>{E(x)}</li>' for x in bullets)}</ul>"
            f"<p>Credit file clean, no arrears. Happy to discuss - call me on {E(make_phone(r, M['c']))}.</p><p>Cheers,<br>{E(broker)}<br>"
            f"{E(r.choice(['Brokerhouse Finance Ltd', 'Pinnacle Mortgages', 'Harbourside Lending']))}</p>")
    return body, prop_truth


def loan_credit_memo(r: random.Random, M: dict) -> tuple[str, str]:
    b = M["b"]
    ds = r.choice(["short", "long", "slash", "upper"])
    cur = M["cur"]
    bank = M["lender"]
    people = [("Borrower", b)] + [("Co-borrower", co) for co in M["cos"]]
    trs = "".join("<tr>" + "".join(f"<td style='border:1px solid #999;padding:2px 5px'>{E(x)}</td>" for x in
                                   [role, f"{' '.join(p['given'])} {p['sur']}", fdate(p["dob"], ds), p["employer"],
                                    fnum(p["total"], ",", ".", 2)]) + "</tr>" for role, p in people)
    table = ("<table style='width:100%'><tr>" + "".join(f"<th style='border:1px solid #999;padding:2px 5px'>{h}</th>" for h in
                                                          ["Role", "Name", "DOB", "Employer", f"Gross monthly income ({cur})"]) + f"</tr>{trs}</table>")
    prop_html, prop_truth = addr_render(r, M["prop"], "comma")
    inst = M["loan"] * (M["rate"] / 1200) / (1 - (1 + M["rate"] / 1200) ** -M["months"])
    hh = sum(p["total"] for _, p in people)
    kv = [("Application number", E(M["app_no"])), ("Facility", E(f"Residential mortgage - {M['purpose_word']}")),
          ("Amount", E(famount(r, M["loan"], cur, country=M["c"]))), ("Term", E(_term_text(r, M))), ("Pricing", E(_rate_text(r, M))),
          ("Security", prop_html), ("Valuation / price", E(famount(r, M["value"], cur, country=M["c"]))),
          ("LTV", f"{M['loan'] / M['value'] * 100:.1f}%"), ("Monthly instalment (est.)", E(fnum(round(inst, 2)))),
          ("Household income (monthly)", E(fnum(hh))), ("DSR", f"{inst / hh * 100:.1f}%")]
    contact = []
    if b["phone_on"]:
        contact.append(f"Tel. {b['phone']}")
    if b["email_on"]:
        contact.append(b["email"])
    body = (_letterhead(r, bank, f"CREDIT COMMITTEE PAPER<br>Ref CM/{digits(r, 5)}")
            + f"<h1>{E(r.choice(['Credit Memorandum - Residential Mortgage', 'Underwriting Summary', 'Mortgage Credit Assessment']))}</h1>"
            + render_fields(r, kv, r.choice(["kv", "inline4"]))
            + f"<h3>Applicants</h3>{table}"
            + f"<p>The borrower, {E(' '.join(b['given']))} {E(b['sur'])}, is {E(b['marital_word'].lower())} and has been employed by {E(b['employer'])} as "
              f"{E(b['occ'])} since {E(fdate(b['emp_start'], ds))}."
            + (f" Previous employment with {E(b['prev_employer'])} from {E(fdate(b['prev_start'], ds))} to {E(fdate(b['prev_end'], ds))}." if b["prev_employer"] else "")
            + (f" Contact: {E('; '.join(contact))}." if contact else "") + "</p>"
            + f"<h3>Assessment</h3><p>{E(r.choice(['Affordability is satisfactory at the stressed rate. Credit bureau clean.', 'Serviceability passes with a buffer of 3%. One late payment in 2022 explained.', 'Income verified with payslips and employer letter; conduct of accounts satisfactory.']))}</p>"
            + f"<p><b>Recommendation:</b> {E(r.choice(['Approve', 'Approve subject to valuation', 'Approve with conditions', 'Decline']))}</p>"
            + "<p>Underwriter: ____________ &nbsp; Mandate holder: ____________</p>" + _footer(bank))
    return body, prop_truth


def loan_sequential_form(r: random.Random, M: dict, bilingual: bool = False) -> tuple[str, str]:
    """Irish / South African / Canadian style form: first applicant, second applicant ... as sections with boxes."""
    ds = r.choice(DATE_STYLES)
    bank = M["lender"]
    cur = M["cur"]
    fs = r.choice(["grid", "below", "kv", "colon"])
    out = [_letterhead(r, bank, f"Reference: {E(M['app_no'])}"),
           f"<h1>{E(r.choice(['Mortgage Application Form', 'Home Loan Application', 'Application for a Bond / Home Loan', 'Residential Mortgage Application']))}</h1>"]
    ppl = [M["b"]] + M["cos"]
    for i, p in enumerate(ppl):
        is_b = i == 0
        ttl = ["First applicant", "Second applicant", "Third applicant", "Fourth applicant"][i]
        fields: list[tuple[str, str | None]] = [("Surname", E(p["sur"])), ("First names", E(" ".join(p["given"]))),
                                                ("Date of birth", E(fdate(p["dob"], ds)))]
        if is_b:
            fields.append(("Marital status", E(p["marital_word"])))
            fields.append(("Mobile phone", E(p["phone"]) if p["phone_on"] else None))
            fields.append(("Email address", E(p["email"]) if p["email_on"] else None))
        else:
            fields.append(("Marital status", E(p["marital_word"])))
            fields.append(("Relationship to first applicant", E(r.choice(["Spouse", "Partner", "Sibling", "Parent"]))))
        if M["c"] == "ZAF":
            fields.append(("ID number", za_id(r, p["dob"], p["sex"])))
        elif M["c"] == "IRL":
            fields.append(("PPS number", digits(r, 7) + letters(r, 1)))
        elif M["c"] == "CAN":
            fields.append(("SIN (optional)", None))
        fields += [("Employer", E(p["employer"])), ("Occupation", E(p["occ"])), ("Start date", E(fdate(p["emp_start"], ds))),
                   ("Gross monthly income", E(famount(r, p["total"], cur, country=M["c"]))),
                   ("Net monthly income", E(famount(r, round(p["total"] * 0.72), cur, country=M["c"])))]
        if is_b and len(p["inc"]) > 1 and r.random() < 0.5:
            fields.insert(-2, ("of which basic salary", E(famount(r, p["inc"]["base"], cur, country=M["c"]))))
        out.append(f"<div class=sec>{E(ttl)}</div>" + render_fields(r, fields, fs))
    prop_html, prop_truth = addr_render(r, M["prop"])
    loan_f = [("Purpose of loan", E(M["purpose_word"])), ("Loan amount required", E(famount(r, M["loan"], cur, country=M["c"]))),
              ("Repayment term", E(_term_text(r, M))), ("Interest rate", E(_rate_text(r, M))),
              ("Address of property", prop_html),
              ({"purchase": "Purchase price", "refinance": "Market value", "construction": "Land and building cost", "other": "Market value"}[M["purpose"]],
               E(famount(r, M["value"], cur, country=M["c"]))),
              ("Estate agent / seller", E(r.choice(["Pam Golding Properties", "Sherry FitzGerald", "Harcourts", "RE/MAX", "—"])))]
    if M["purpose"] == "refinance":
        loan_f.append(("Existing lender / balance", E(f"{r.choice(BANKS[M['c']])[1]} / {famount(r, round(M['loan'] * r.uniform(0.6, 0.95)), cur, country=M['c'])}")))
    out.append("<div class=sec>Loan and property details</div>" + render_fields(r, loan_f, fs))
    out.append("<p class=small>WARNING: If you do not keep up your repayments you may lose your home. The cost of your monthly repayments may increase.</p>"
               "<p>Signature of first applicant: __________ &nbsp; Signature of second applicant: __________</p>")
    out.append(_footer(bank, "Page 1 of 1"))
    return "".join(out), prop_truth


def loan_african_form(r: random.Random, M: dict) -> tuple[str, str]:
    """Kenyan / Nigerian / Ghanaian / Jamaican mortgage application with dotted leaders and referees."""
    ds = r.choice(["slash", "dot", "long", "ordinal", "dash"])
    bank = M["lender"]
    cur = M["cur"]
    b = M["b"]
    st = r.choice(["leader", "colon", "tabbed"])
    out = [_letterhead(r, bank, f"Mortgage Department<br>Form MTG/{digits(r, 2)}"),
           f"<h1 style='text-align:center'>{E(r.choice(['MORTGAGE LOAN APPLICATION FORM', 'HOME LOAN APPLICATION', 'APPLICATION FOR MORTGAGE FINANCE']))}</h1>",
           render_fields(r, [("Application No.", E(M["app_no"])), ("Branch", E(r.choice(["Head Office", "Westlands", "Ikoyi", "Ring Road Central", "New Kingston"])))], "inline4")]
    f1 = [("Surname", E(b["sur"].upper())), ("Other names", E(" ".join(b["given"]))), ("Date of birth", E(fdate(b["dob"], ds))),
          ("Marital status", E(b["marital_word"])), ("Telephone (mobile)", E(b["phone"]) if b["phone_on"] else None),
          ("E-mail", E(b["email"]) if b["email_on"] else None), ("Residential address", E(", ".join(M["cur_addr"])))]
    if M["c"] == "NGA":
        f1.append(("NHF number", digits(r, 12) if r.random() < 0.5 else None))
    f2 = [("Name of employer", E(b["employer"])), ("Designation", E(b["occ"])), ("Date of employment", E(fdate(b["emp_start"], ds))),
          ("Gross monthly salary", E(famount(r, b["total"], cur, country=M["c"]))),
          ("Previous employer", E(b["prev_employer"]) if b["prev_employer"] else None)]
    out.append("<h3>PART A - APPLICANT'S PERSONAL DETAILS</h3>" + render_fields(r, f1, st))
    out.append("<h3>PART B - EMPLOYMENT DETAILS</h3>" + render_fields(r, f2, st))
    if M["cos"]:
        for i, co in enumerate(M["cos"]):
            out.append(f"<h3>PART C{i + 1} - JOINT APPLICANT</h3>" + render_fields(r, [
                ("Name", E(f"{' '.join(co['given'])} {co['sur']}")), ("Date of birth", E(fdate(co["dob"], ds))),
                ("Employer", E(co["employer"])), ("Gross monthly income", E(famount(r, co["total"], cur, country=M["c"])))], st))
    else:
        out.append("<h3>PART C - JOINT APPLICANT (if any)</h3>" + render_fields(r, [("Name", None), ("Date of birth", None)], st))
    prop_html, prop_truth = addr_render(r, M["prop"], "comma")
    f4 = [("Purpose", E(M["purpose_word"])), ("Location / address of property", prop_html),
          ("Title / LR number", E(r.choice([f"LR No. {digits(r, 4)}/{digits(r, 3)}", f"C of O No. {digits(r, 5)}", f"Volume {digits(r, 4)} Folio {digits(r, 3)}"]))),
          ("Value of property", E(famount(r, M["value"], cur, country=M["c"]))),
          ("Loan amount applied for", E(famount(r, M["loan"], cur, country=M["c"]))), ("Tenor", E(_term_text(r, M))),
          ("Interest rate", E(_rate_text(r, M))), ("Equity contribution", E(famount(r, M["value"] - M["loan"], cur, country=M["c"])))]
    out.append("<h3>PART D - PROPERTY AND LOAN DETAILS</h3>" + render_fields(r, f4, st))
    ref = make_name(r, M["c"], r.choice("MF"))
    out.append("<h3>PART E - REFEREE</h3>" + render_fields(r, [("Name", E(" ".join(ref[0]) + " " + ref[1])), ("Address", E(", ".join(make_address(r, M["c"], False)))),
                                                               ("Phone", E(make_phone(r, M["c"])))], st))
    out.append("<p class=small>I hereby declare that the information given above is true. I authorise the bank to obtain a credit report from any licensed credit bureau.</p>"
               f"<p>Applicant's signature: __________ &nbsp; Date: {E(fdate(M['submitted'], ds))}</p>" + _footer(bank))
    return "".join(out), prop_truth


def loan_lender_summary(r: random.Random, M: dict) -> tuple[str, str]:
    """Lender system's application summary / decision-in-principle print (monospace key-value)."""
    b = M["b"]
    ds = r.choice(["mon_hyphen", "slash", "iso", "upper"])
    cur = M["cur"]
    prop_truth = ", ".join(x.upper() for x in M["prop"])
    lines = [f"{M['lender'][1].upper()} MORTGAGE ORIGINATION SYSTEM              PRINTED {fdate(M['submitted'], ds)}",
             "=" * 76, f"APPLICATION SUMMARY          APP ID: {M['app_no']}", f"DIP REF: DIP{digits(r, 8)}    BROKER: {M['broker_ref']}",
             "-" * 76, "APPLICANTS"]
    ppl = [("MAIN", b)] + [(f"JOINT{i + 1}", co) for i, co in enumerate(M["cos"])]
    for role, p in ppl:
        lines.append(f"  {role:<6} {(' '.join(p['given']) + ' ' + p['sur']).upper():<34} DOB {fdate(p['dob'], ds)}")
    lines += ["-" * 76, "MAIN APPLICANT DETAILS",
              f"  MARITAL STATUS ..... {b['marital_word'].upper()}",
              f"  MOBILE ............. {b['phone'] if b['phone_on'] else ''}",
              f"  EMAIL .............. {b['email'].upper() if b['email_on'] else ''}",
              f"  EMPLOYER ........... {b['employer'].upper()}",
              f"  EMPLOYED SINCE ..... {fdate(b['emp_start'], ds)}",
              f"  GROSS BASIC P.M. ... {fnum(b['inc']['base'])}",
              f"  TOTAL GROSS P.M. ... {fnum(b['total'])} {cur}",
              f"  GROSS P.A. ......... {fnum(b['total'] * 12)}",
              "-" * 76, "LOAN",
              f"  PURPOSE ............ {M['purpose_word'].upper()}",
              f"  AMOUNT ............. {cur} {fnum(M['loan'])}",
              f"  TERM (MONTHS) ...... {M['months']}",
              f"  RATE ............... {M['rate']:.2f} %",
              f"  PRODUCT ............ {r.choice(['2YR FIXED 75% LTV', '5YR FIXED', 'TRACKER BBR+0.79', 'STANDARD VARIABLE'])}",
              "-" * 76, "SECURITY",
              f"  ADDRESS ............ {prop_truth}",
              f"  {'PURCHASE PRICE' if M['purpose'] == 'purchase' else 'ESTIMATED VALUE':.<19} {cur} {fnum(M['value'])}",
              f"  LTV ................ {M['loan'] / M['value'] * 100:.2f}",
              "=" * 76, f"DECISION: {r.choice(['ACCEPT', 'REFER', 'ACCEPT - SUBJECT TO VALUATION'])}     SCORE: {r.randint(400, 999)}"]
    if not b["email_on"]:
        lines = [ln for ln in lines if not ln.startswith("  EMAIL")]
    return f"<pre>{E(chr(10).join(lines))}</pre>", prop_truth


def loan_za_bond(r: random.Random, M: dict) -> tuple[str, str]:
    """South African bond (home loan) application: key facts boxes, applicant blocks, income and expense tables."""
    ds = r.choice(["slash", "iso", "long", "dash"])
    bank = M["lender"]
    cur = M["cur"]
    b = M["b"]
    st = r.choice([(" ", ",", 2), (" ", ".", 2), (",", ".", 2), ("\u00a0", ",", 2)])
    sym = r.choice(["R", "ZAR"])
    amt = lambda x: f"{sym} {fnum(x, *st)}"  # noqa: E731
    prop_html, prop_truth = addr_render(r, M["prop"], r.choice(["br", "comma"]))
    facts = [("Application reference", E(M["app_no"])), ("Originator ref", E(f"BB{digits(r, 7)}")),
             ("Loan type", E(M["purpose_word"])), ("Bond amount required", E(amt(M["loan"]))),
             ({"purchase": "Purchase price", "refinance": "Municipal / market value", "construction": "Building contract + land value",
               "other": "Market value"}[M["purpose"]], E(amt(M["value"]))),
             ("Loan term", E(_term_text(r, M))), ("Interest rate", E(_rate_text(r, M))),
             ("Transfer attorney", E(r.choice(["Smit & Mokoena Inc.", "Van Rensburg Attorneys", "Naidoo Govender Inc."])))]
    out = [_letterhead(r, bank, f"Home Loans<br>{E(bank[5][:60])}..."),
           f"<h1>{E(r.choice(['Home Loan Application', 'Bond Application Form', 'Application for Home Finance / Aansoek om Huislening']))}</h1>",
           render_fields(r, facts, "grid", cols=4),
           f"<div class=sec>Property to be bonded</div><div class=box>{prop_html}</div>",
           "<p class=small>Erf / sectional title: " + E(r.choice([f"Erf {digits(r, 4)}", f"Unit {r.randint(1, 80)}, SS {r.choice(['Jacaranda Court', 'The Palms'])}"])) + "</p>"]
    ppl = [("Main applicant", b)] + [("Co-applicant" if i == 0 else f"Co-applicant {i + 1}", co) for i, co in enumerate(M["cos"])]
    for title, p in ppl:
        is_b = p is b
        f = [("Surname", E(p["sur"])), ("Full first names", E(" ".join(p["given"]))), ("Identity number", za_id(r, p["dob"], p["sex"])),
             ("Date of birth", E(fdate(p["dob"], ds)))]
        if is_b:
            f += [("Marital status", E(p["marital_word"] + (r.choice([" (in community of property)", " (out of community, ANC)"]) if p["marital_word"] == "Married" else ""))),
                  ("Cellphone", E(p["phone"]) if p["phone_on"] else None), ("E-mail", E(p["email"]) if p["email_on"] else None),
                  ("Employer", E(p["employer"])), ("Occupation", E(p["occ"])), ("Employed since", E(fdate(p["emp_start"], ds)))]
        out.append(f"<div class=sec>{E(title)}</div>" + render_fields(r, f, r.choice(["grid", "kv", "tabbed"])))
    inc_rows = "".join(f"<tr><td>{E(t)}</td><td style='text-align:right'>{E(amt(p['total']))}</td><td style='text-align:right'>{E(amt(round(p['total'] * 0.7)))}</td></tr>" for t, p in ppl)
    exp = [("Bond / rent", round(b["total"] * 0.25)), ("Vehicle finance", round(b["total"] * 0.1)), ("Living expenses", round(b["total"] * 0.2))]
    out.append("<div class=sec>Income (monthly)</div><table class=grid style='width:100%'><tr><td></td><td><b>Gross monthly income</b></td><td><b>Net income</b></td></tr>"
               + inc_rows + "</table>")
    out.append("<div class=sec>Expenses (monthly)</div>" + render_fields(r, [(a, E(amt(x))) for a, x in exp], "kv"))
    out.append("<p class=small>The applicant consents to a credit check in terms of the National Credit Act 34 of 2005. "
               "Pre-agreement statement and quotation to follow.</p><p>Signed at ____________ on ____________</p>" + _footer(bank))
    return "".join(out), prop_truth


LOAN_LAYOUTS = {"joint_columns": loan_side_by_side, "broker_fact_find": loan_fact_find, "broker_email": loan_broker_email,
                "credit_memo": loan_credit_memo, "sequential_form": loan_sequential_form, "african_mortgage_form": loan_african_form,
                "origination_summary": loan_lender_summary, "za_bond_application": loan_za_bond}


def gen_loan(r: random.Random, layout: str) -> tuple[str, dict]:
    home = {"joint_columns": ["GBR", "IRL", "NZL", "CAN", "GBR"], "broker_fact_find": ["AUS", "NZL", "GBR", "AUS"],
            "african_mortgage_form": ["KEN", "NGA", "GHA", "JAM"], "sequential_form": ["IRL", "CAN", "GBR", "AUS"],
            "za_bond_application": ["ZAF"], "origination_summary": ["GBR", "IRL", "CAN", "AUS", "NZL"]}.get(layout, HOME)
    M = make_loan(r, r.choice(home))
    body, prop_truth = LOAN_LAYOUTS[layout](r, M)
    mono = layout == "origination_summary"
    return page(css(r, mono=mono), body, "Loan application"), loan_truth(M, prop_truth)


# --------------------------------------------------------------------------------------------
# interface
# --------------------------------------------------------------------------------------------
_LAYOUTS = {"kyc_individual": list(KYC_LAYOUTS), "letter_of_credit": list(LC_LAYOUTS), "loan_application": list(LOAN_LAYOUTS)}
_GEN = {"kyc_individual": gen_kyc, "letter_of_credit": gen_lc, "loan_application": gen_loan}


def layouts(document_type: str) -> list[str]:
    return list(_LAYOUTS[document_type])


def generate(document_type: str, index: int, seed: int) -> AuthoredDocument:
    r = random.Random(f"{seed}|{document_type}|{index}")
    names = _LAYOUTS[document_type]
    layout = r.choice(names)
    html, truth = _GEN[document_type](r, layout)
    return AuthoredDocument(document_type, layout, html, truth)


def _generate_layout(document_type: str, layout: str, index: int, seed: int) -> AuthoredDocument:
    r = random.Random(f"{seed}|{document_type}|{layout}|{index}")
    html, truth = _GEN[document_type](r, layout)
    return AuthoredDocument(document_type, layout, html, truth)


_FREE_TEXT = {
    "kyc_individual": ["full_name", "id_document_number", "residential_address", "occupation", "employer_name", "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name", "beneficiary.address",
                         "available_with", "port_of_loading", "port_of_discharge", "goods_description", "documents_required[]"],
    "loan_application": ["application_number", "borrower.full_name", "borrower.email", "borrower.phone", "co_borrowers[].full_name",
                         "employer_name", "property_address"],
}
_NAME_FIELDS = {"full_name", "borrower.full_name", "co_borrowers[].full_name"}


def _values(truth: dict, path: str) -> list:
    if path.endswith("[]"):
        return list(truth.get(path[:-2]) or [])
    if "[]." in path:
        lst, key = path.split("[].")
        return [item[key] for item in truth.get(lst) or []]
    cur: Any = truth
    for part in path.split("."):
        cur = cur.get(part) if isinstance(cur, dict) else None
    return [cur]


def self_check(per_type: int = 3, seed: int = 0) -> None:
    """For every layout: truth validates against its schema and every free-text truth value is printed on the page."""
    import json
    from pathlib import Path
    import jsonschema

    root = Path(__file__).resolve().parents[2]
    for dt in _LAYOUTS:
        schema = json.loads((root / "schemas" / f"{dt}.schema.json").read_text())
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
        for layout in _LAYOUTS[dt]:
            for i in range(per_type):
                doc = _generate_layout(dt, layout, i, seed)
                errors = list(validator.iter_errors(doc.truth))
                assert not errors, f"{dt}/{layout}/{i}: {errors[0].message}"
                text = fold(strip_html(doc.html)).casefold()
                for path in _FREE_TEXT[dt]:
                    for value in _values(doc.truth, path):
                        if value is None:
                            continue
                        if path in _NAME_FIELDS:  # given names and surname may be printed apart ("SMITH, John")
                            for token in fold(value).casefold().split(" "):
                                assert token in text, f"{dt}/{layout}/{i}: {path} token {token!r} not on page"
                        else:
                            assert fold(value).casefold() in text, f"{dt}/{layout}/{i}: {path} = {value!r} not on page"
    # generate() itself is deterministic and uses every layout
    for dt in _LAYOUTS:
        a, b = generate(dt, 7, seed), generate(dt, 7, seed)
        assert a.html == b.html and a.truth == b.truth, f"{dt}: generate() not deterministic"
