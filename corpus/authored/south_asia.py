"""South Asian bank documents (India, Pakistan, Bangladesh, Sri Lanka, Nepal) for training.

An independent generator: account-opening / KYC forms with nominee, photo boxes and CRS/FATCA
sections, MT700 prints and letters of credit as South Asian banks issue and advise them, and
home-loan applications with co-applicants. Amounts use lakh/crore grouping, Rs./₹/PKR/Tk and
the "/-" suffix; dates are day-first in many styles. Standard library only.
"""
from __future__ import annotations

import datetime as _dt
import html as _html
import random
import re
from dataclasses import dataclass

__all__ = ["AuthoredDocument", "layouts", "generate", "self_check"]


@dataclass
class AuthoredDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


def esc(s) -> str:
    return _html.escape(str(s), quote=False)


# ---------------------------------------------------------------- dates
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"]
DATE_STYLES = ["dmy/", "dmy/", "dmy-", "dmy.", "d Mon Y", "d-MON-Y", "dth Month Y", "d Month, Y",
               "Month d, Y", "Y-m-d", "d/MON/Y", "d MON Y"]


def _ord(n: int) -> str:
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def fdate(d: _dt.date, style: str) -> str:
    m = _MONTHS[d.month - 1]
    return {
        "dmy/": f"{d.day:02d}/{d.month:02d}/{d.year}",
        "dmy-": f"{d.day:02d}-{d.month:02d}-{d.year}",
        "dmy.": f"{d.day:02d}.{d.month:02d}.{d.year}",
        "d Mon Y": f"{d.day:02d} {m[:3]} {d.year}",
        "d-MON-Y": f"{d.day:02d}-{m[:3].upper()}-{d.year}",
        "dth Month Y": f"{_ord(d.day)} {m} {d.year}",
        "d Month, Y": f"{d.day} {m}, {d.year}",
        "Month d, Y": f"{m} {d.day}, {d.year}",
        "Y-m-d": d.isoformat(),
        "d/MON/Y": f"{d.day:02d}/{m[:3].upper()}/{d.year}",
        "d MON Y": f"{d.day:02d} {m[:3].upper()} {d.year}",
        "swift": f"{d.year % 100:02d}{d.month:02d}{d.day:02d}",
    }[style]


def rdate(rng: random.Random, y0: int, y1: int) -> _dt.date:
    start = _dt.date(y0, 1, 1).toordinal()
    return _dt.date.fromordinal(rng.randint(start, _dt.date(y1, 12, 28).toordinal()))


# ---------------------------------------------------------------- amounts
def _group(digits: str, system: str) -> str:
    if system == "none" or len(digits) <= 3:
        return digits
    if system == "indian":
        head, tail = digits[:-3], digits[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        return ",".join(parts + [tail])
    sep = {"western": ",", "space": " ", "apos": "'"}[system]
    parts = []
    while digits:
        parts.insert(0, digits[-3:])
        digits = digits[:-3]
    return sep.join(parts)


def fnum(x: float, system: str = "indian", decimals: int = 2) -> str:
    cents = round(x * 100)
    whole, frac = divmod(cents, 100)
    s = _group(str(whole), system)
    if decimals:
        s += f".{frac:02d}"
    return s


CURRENCY_FORMS = {
    "INR": ["₹", "Rs.", "INR", "Rs"],
    "PKR": ["PKR", "Rs.", "Rs", "PKR"],
    "BDT": ["Tk.", "BDT", "Tk", "BDT"],
    "LKR": ["LKR", "Rs.", "LKR"],
    "NPR": ["NPR", "Rs.", "NRs.", "NPR"],
    "AED": ["AED", "AED", "Dhs."], "USD": ["USD", "US$"], "GBP": ["GBP", "£"], "SAR": ["SAR"],
    "QAR": ["QAR"], "SGD": ["SGD", "S$"], "EUR": ["EUR", "€"], "JPY": ["JPY"], "CNY": ["CNY"],
}
CURRENCY_NAMES = {"INR": "Indian Rupees", "PKR": "Pakistani Rupees", "BDT": "Bangladeshi Taka",
                  "LKR": "Sri Lankan Rupees", "NPR": "Nepalese Rupees", "AED": "UAE Dirhams",
                  "USD": "US Dollars", "GBP": "Pounds Sterling", "SAR": "Saudi Riyals", "QAR": "Qatari Riyals",
                  "SGD": "Singapore Dollars", "EUR": "Euro", "JPY": "Japanese Yen", "CNY": "Chinese Yuan Renminbi"}
AMBIGUOUS_SYMBOLS = {"Rs.", "Rs", "Dhs.", "£", "€", "S$", "US$", "Tk", "Tk.", "NRs."}


class Money:
    """One document's way of writing amounts in one currency."""

    def __init__(self, rng: random.Random, cur: str, system: str | None = None):
        self.cur = cur
        self.sym = rng.choice(CURRENCY_FORMS[cur])
        local = cur in ("INR", "PKR", "BDT", "LKR", "NPR")
        if system is None:
            if cur in ("INR", "BDT", "NPR"):
                system = rng.choice(["indian", "indian", "indian", "western"])
            elif local:
                system = rng.choice(["western", "western", "indian"])
            else:
                system = rng.choice(["western", "western", "space"])
        self.system = system
        self.decimals = rng.choice([0, 2, 2])
        self.dash = local and self.sym.startswith("Rs") and rng.random() < 0.5
        self.after = (not self.dash) and self.sym.isalpha() and len(self.sym) == 3 and rng.random() < 0.25
        self.space = rng.random() < 0.8 or self.sym.isalpha()
        # a note that names the currency in words, printed by every layout when the symbol alone is vague
        self.note = f"All amounts are in {CURRENCY_NAMES[cur]} ({cur})"

    @property
    def needs_note(self) -> bool:
        return self.sym in AMBIGUOUS_SYMBOLS

    def __call__(self, x: float, bare: bool = False) -> str:
        n = fnum(x, self.system, 0 if self.dash else self.decimals)
        if bare:
            return n + ("/-" if self.dash else "")
        if self.dash:
            return f"{self.sym} {n}/-"
        if self.after:
            return f"{n} {self.sym}"
        return f"{self.sym}{' ' if self.space else ''}{n}"


_ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve",
         "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"]
_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _w99(n: int) -> str:
    return _ONES[n] if n < 20 else (_TENS[n // 10] + (" " + _ONES[n % 10] if n % 10 else ""))


def _w999(n: int) -> str:
    h, r = divmod(n, 100)
    return " ".join(x for x in [(_ONES[h] + " Hundred") if h else "", _w99(r)] if x)


def words(n: int, indian: bool) -> str:
    n = int(n)
    if n == 0:
        return "Zero"
    parts = []
    units = [(10 ** 7, "Crore"), (10 ** 5, "Lakh"), (1000, "Thousand")] if indian else \
        [(10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand")]
    for size, name in units:
        if n >= size:
            q, n = divmod(n, size)
            parts.append(f"{words(q, indian) if q >= 1000 else _w999(q)} {name}")
    if n:
        parts.append(_w999(n))
    return " ".join(parts)


# ---------------------------------------------------------------- countries, people, places
COUNTRY = {
    "IND": ("India", "Indian", "Republic of India"), "PAK": ("Pakistan", "Pakistani", "Islamic Republic of Pakistan"),
    "BGD": ("Bangladesh", "Bangladeshi", "People's Republic of Bangladesh"),
    "LKA": ("Sri Lanka", "Sri Lankan", "Democratic Socialist Republic of Sri Lanka"),
    "NPL": ("Nepal", "Nepalese", "Federal Democratic Republic of Nepal"),
    "ARE": ("United Arab Emirates", "Emirati", "U.A.E."), "GBR": ("United Kingdom", "British", "U.K."),
    "USA": ("United States of America", "American", "U.S.A."), "SAU": ("Saudi Arabia", "Saudi", "K.S.A."),
    "QAT": ("Qatar", "Qatari", "State of Qatar"), "SGP": ("Singapore", "Singaporean", "Republic of Singapore"),
    "CHN": ("China", "Chinese", "P.R. China"), "DEU": ("Germany", "German", "Germany"),
    "JPN": ("Japan", "Japanese", "Japan"), "KOR": ("Korea, Republic of", "Korean", "South Korea"),
    "ITA": ("Italy", "Italian", "Italy"), "TUR": ("Turkey", "Turkish", "Turkiye"),
    "MYS": ("Malaysia", "Malaysian", "Malaysia"), "THA": ("Thailand", "Thai", "Thailand"),
    "NLD": ("Netherlands", "Dutch", "The Netherlands"), "IDN": ("Indonesia", "Indonesian", "Indonesia"),
}
LOCAL_CUR = {"IND": "INR", "PAK": "PKR", "BGD": "BDT", "LKA": "LKR", "NPL": "NPR"}
SOUTH_ASIA = ["IND", "IND", "IND", "PAK", "PAK", "BGD", "LKA", "NPL"]

GIVEN = {
    "IND": (["Rajesh", "Amit", "Suresh", "Venkatesh", "Arjun", "Rohan", "Sanjay", "Prakash", "Nikhil", "Anand",
             "Harpreet", "Sandeep", "Manoj", "Vivek", "Karthik"],
            ["Priya", "Sunita", "Anjali", "Kavita", "Meera", "Deepa", "Lakshmi", "Pooja", "Neha", "Shalini",
             "Gurpreet", "Aparna", "Divya", "Rekha"],
            (["Kumar", "Prasad", "Mohan", "Singh", "Chandra"], ["Devi", "Rani", "Kumari", "Lata"])),
    "PAK": (["Muhammad Imran", "Ahmed", "Bilal", "Usman", "Faisal", "Kamran", "Tariq", "Zeeshan", "Hamza", "Asad",
             "Salman", "Adnan"],
            ["Ayesha", "Fatima", "Sana", "Hina", "Saima", "Nadia", "Amina", "Rabia", "Mehwish", "Sadia"],
            (["Ali", "Hassan", "Raza", "Iqbal"], ["Bibi", "Naz", "Noor"])),
    "BGD": (["Md. Rafiqul", "Md. Shahidul", "Tanvir", "Mahmudul", "Anisur", "Kamrul", "Sabbir", "Mizanur",
             "Arif", "Habibur"],
            ["Nusrat", "Farzana", "Sharmin", "Tahmina", "Shirin", "Rumana", "Nasrin", "Sultana"],
            (["Hasan", "Alam", "Kabir"], ["Jahan", "Akter", "Begum"])),
    "LKA": (["Kasun", "Nuwan", "Chaminda", "Dinesh", "Pradeep", "Ruwan", "Tharindu", "Sampath", "Lahiru"],
            ["Dilini", "Nadeesha", "Chathurika", "Sanduni", "Ishara", "Nilmini", "Anusha", "Hiruni"],
            (["Chathuranga", "Sanjeewa", "Priyantha", "Madushanka"], ["Madushani", "Sewwandi", "Kumari", "Nirmala"])),
    "NPL": (["Ram", "Bishnu", "Suman", "Prakash", "Rajendra", "Dipak", "Sagar", "Bikash", "Niraj"],
            ["Sita", "Gita", "Sarita", "Anita", "Sabina", "Pooja", "Manisha", "Sushma"],
            (["Bahadur", "Prasad", "Raj", "Kumar"], ["Kumari", "Devi", "Maya", "Laxmi"])),
}
SURNAMES = {
    "IND": ["Sharma", "Iyer", "Patel", "Reddy", "Nair", "Banerjee", "Deshpande", "Gupta", "Menon", "Kulkarni",
            "Chatterjee", "Agarwal", "Joshi", "Pillai", "Rao", "Mehta", "Bhattacharya", "Sandhu", "Verma", "Shetty"],
    "PAK": ["Qureshi", "Khan", "Butt", "Chaudhry", "Malik", "Siddiqui", "Abbasi", "Sheikh", "Mirza", "Awan",
            "Baloch", "Hashmi", "Gondal", "Rana"],
    "BGD": ["Islam", "Rahman", "Hossain", "Chowdhury", "Ahmed", "Sarker", "Talukder", "Majumder", "Bhuiyan",
            "Mollah", "Khandaker"],
    "LKA": ["Perera", "Fernando", "Jayasinghe", "Wickramasinghe", "Bandara", "de Silva", "Gunawardena",
            "Rajapaksha", "Dissanayake", "Herath", "Senanayake"],
    "NPL": ["Shrestha", "Thapa", "Gurung", "Adhikari", "Karki", "Poudel", "Maharjan", "Tamang", "Bhandari",
            "Khadka", "Rai", "Acharya"],
}


class Person:
    def __init__(self, rng: random.Random, country: str, sex: str | None = None, surname: str | None = None):
        males, females, (mid_m, mid_f) = GIVEN[country]
        self.sex = sex or rng.choice("MMF")
        first = rng.choice(males if self.sex == "M" else females)
        mid = rng.choice(mid_m if self.sex == "M" else mid_f) if rng.random() < 0.45 and " " not in first else ""
        self.given = f"{first} {mid}".strip()
        self.surname = surname or rng.choice(SURNAMES[country])
        self.country = country

    @property
    def full(self) -> str:
        return f"{self.given} {self.surname}"

    def render(self, rng: random.Random, upper: bool | None = None, allow_comma: bool = True) -> tuple[str, str]:
        """(printed, truth). Surname-first only with a comma."""
        up = rng.random() < 0.5 if upper is None else upper
        g, s = (self.given.upper(), self.surname.upper()) if up else (self.given, self.surname)
        if allow_comma and rng.random() < 0.2:
            return f"{s}, {g}", f"{g} {s}"
        return f"{g} {s}", f"{g} {s}"


ADDRESSES = {
    "IND": [
        ("Flat No. {n}, {bldg}", ["Sai Krupa Apartments", "Shanti Niketan CHS", "Green Meadows", "Lodha Splendora",
                                  "Prestige Lakeside Habitat", "DLF Park Place", "Sobha Dream Acres"]),
        ("{street}", ["14th Cross, Malleswaram", "Link Road, Andheri (West)", "Sector 54, Golf Course Road",
                      "Anna Salai, Teynampet", "Baner Road, Baner", "Salt Lake Sector V", "Banjara Hills Road No. 12",
                      "MG Road, Ernakulam"]),
        ("{city}", ["Bengaluru - 560003, Karnataka", "Mumbai - 400053, Maharashtra", "Gurugram - 122002, Haryana",
                    "Chennai - 600018, Tamil Nadu", "Pune 411045, Maharashtra", "Kolkata 700091, West Bengal",
                    "Hyderabad - 500034, Telangana", "Kochi 682016, Kerala"]),
    ],
    "PAK": [
        ("House No. {n}-{L}, Street {s}", []),
        ("{street}", ["Block F, Gulberg III", "Phase 6, DHA", "G-11/2", "Block 13-D, Gulshan-e-Iqbal",
                      "Model Town Extension", "Bahria Town Phase 7", "Satellite Town"]),
        ("{city}", ["Lahore 54660", "Karachi 75300", "Islamabad 44000", "Rawalpindi 46000", "Faisalabad 38000",
                    "Multan 60000"]),
    ],
    "BGD": [
        ("House {n}, Road {s}", []),
        ("{street}", ["Dhanmondi R/A", "Gulshan-2", "Uttara Sector 7", "Mirpur DOHS", "Bashundhara R/A Block C",
                      "Nasirabad Housing Society"]),
        ("{city}", ["Dhaka-1209", "Dhaka 1212", "Dhaka-1230", "Chattogram 4000", "Sylhet-3100"]),
    ],
    "LKA": [
        ("No. {n}/{s}, {street}", ["Galle Road", "Kandy Road", "Temple Road", "Havelock Road", "Station Road",
                                  "Lake Drive"]),
        ("{street}", ["Kollupitiya", "Nugegoda", "Rajagiriya", "Dehiwala", "Kiribathgoda", "Peradeniya"]),
        ("{city}", ["Colombo 03", "Colombo 05", "Kandy 20000", "Gampaha 11000", "Kurunegala 60000"]),
    ],
    "NPL": [
        ("House No. {n}, Ward No. {s}", []),
        ("{street}", ["Baneshwor", "Lazimpat", "Jhamsikhel", "Maharajgunj", "Lakeside, Baidam", "Bhaisepati"]),
        ("{city}", ["Kathmandu Metropolitan City, Bagmati Province", "Lalitpur Metropolitan City, Bagmati Province",
                    "Pokhara Metropolitan City, Gandaki Province", "Kathmandu 44600"]),
    ],
    "ARE": [("Apartment {n}, {bldg}", ["Marina Heights Tower", "Al Nahda Residence", "Burj Views B"]),
            ("{street}", ["Dubai Marina", "Al Nahda 2", "Downtown Dubai", "Al Khalidiyah"]),
            ("{city}", ["P.O. Box 11{s}45, Dubai", "Abu Dhabi", "Sharjah"])],
    "GBR": [("{n} {street}", ["Kingsley Road", "Green Lane", "Ealing Road", "Station Avenue"]),
            ("{street}", ["Hounslow", "Wembley", "Leicester", "Ilford"]),
            ("{city}", ["TW3 1QS", "HA0 4PU", "LE4 6AB", "IG1 2DL"])],
    "SAU": [("Villa {n}, {street}", ["Prince Sultan Street", "Tahlia Street"]),
            ("{street}", ["Al Rawdah District", "Al Olaya"]), ("{city}", ["Jeddah 23433", "Riyadh 12211"])],
    "QAT": [("Flat {n}, Building {s}", []), ("{street}", ["Al Sadd", "Fereej Bin Mahmoud", "West Bay"]),
            ("{city}", ["Doha"])],
    "SGP": [("Blk {n} #0{s}-112", []), ("{street}", ["Tampines Street 21", "Jurong West Avenue 1"]),
            ("{city}", ["Singapore 521104", "Singapore 640512"])],
    "USA": [("{n} {street}", ["Oak Tree Road", "Maple Avenue", "Hillside Drive"]),
            ("{street}", ["Apt 4B", "Suite 210"]), ("{city}", ["Edison, NJ 08820", "Fremont, CA 94538"])],
}


def address_lines(rng: random.Random, country: str, with_country: bool) -> list[str]:
    lines = []
    for tmpl, pool in ADDRESSES[country]:
        val = tmpl.format(n=rng.randint(2, 948), L=rng.choice("ABCDEFK"), s=rng.randint(1, 32),
                          bldg=rng.choice(pool) if pool else "", street=rng.choice(pool) if pool else "",
                          city=rng.choice(pool) if pool else "")
        lines.append(val)
    if with_country:
        lines.append(COUNTRY[country][0] if rng.random() < 0.8 else COUNTRY[country][0].upper())
    return lines


def render_address(rng: random.Random, lines: list[str], style: str | None = None) -> tuple[str, str]:
    """(html, truth). style: 'br' (one line per line), 'comma' (one line joined with commas),
    'brc' (line per line with trailing commas)."""
    style = style or rng.choice(["br", "comma", "brc", "br"])
    if style == "comma":
        s = ", ".join(lines)
        return esc(s), s
    if style == "brc":
        ls = [l + "," for l in lines[:-1]] + [lines[-1]]
        return "<br>".join(esc(l) for l in ls), " ".join(ls)
    return "<br>".join(esc(l) for l in lines), " ".join(lines)


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def pan(rng: random.Random, surname: str) -> str:
    return letters(rng, 3) + "P" + surname[0].upper() + digits(rng, 4) + letters(rng, 1)


def cnic(rng: random.Random) -> str:
    return f"{rng.choice(['35202', '42101', '61101', '37405', '33100'])}-{digits(rng, 7)}-{rng.randint(1, 9)}"


def tax_number(rng: random.Random, country: str, surname: str) -> tuple[str, str]:
    """(label, number) of the home country's tax number."""
    if country == "IND":
        return rng.choice(["PAN", "Permanent Account Number (PAN)", "PAN No."]), pan(rng, surname)
    if country == "PAK":
        return rng.choice(["NTN", "National Tax Number (NTN)", "NTN No."]), f"{digits(rng, 7)}-{rng.randint(0, 9)}"
    if country == "BGD":
        return rng.choice(["e-TIN", "TIN", "e-TIN No."]), digits(rng, 12)
    if country == "LKA":
        return rng.choice(["TIN", "Taxpayer Identification No. (TIN)"]), digits(rng, 9)
    return rng.choice(["PAN", "PAN No. (IRD)", "Permanent Account Number"]), digits(rng, 9)


def passport_no(rng: random.Random, country: str) -> str:
    return {"IND": letters(rng, 1) + digits(rng, 7), "PAK": letters(rng, 2) + digits(rng, 7),
            "BGD": letters(rng, 2) + digits(rng, 7), "LKA": "N" + digits(rng, 7),
            "NPL": rng.choice(["PA", "09", "10"]) + digits(rng, 7)}[country]


# ---------------------------------------------------------------- MRZ (ICAO 9303)
def _mrz_check(s: str) -> str:
    w = [7, 3, 1]
    tot = 0
    for i, ch in enumerate(s):
        v = int(ch) if ch.isdigit() else (ord(ch) - 55 if ch.isalpha() else 0)
        tot += v * w[i % 3]
    return str(tot % 10)


def _mrz_name(s: str) -> str:
    return re.sub(r"[^A-Z<]", "", s.upper().replace(" ", "<").replace("-", "<").replace("'", ""))


def mrz_td3(person: Person, country: str, nat: str, number: str, dob: _dt.date, sex: str, expiry: _dt.date,
            personal: str = "") -> tuple[str, str]:
    l1 = ("P<" + country + _mrz_name(person.surname) + "<<" + _mrz_name(person.given))[:44].ljust(44, "<")
    num = number.ljust(9, "<")[:9]
    d1 = dob.strftime("%y%m%d")
    d2 = expiry.strftime("%y%m%d")
    pers = personal.ljust(14, "<")[:14]
    pchk = _mrz_check(pers) if personal else "<"
    body = num + _mrz_check(num) + nat + d1 + _mrz_check(d1) + (sex if sex in "MF" else "<") + d2 + _mrz_check(d2) + pers + pchk
    comp = _mrz_check(num + _mrz_check(num) + d1 + _mrz_check(d1) + d2 + _mrz_check(d2) + pers + pchk)
    return l1, body + comp


# ---------------------------------------------------------------- banks
LOCAL_BANKS = {
    "IND": [("Bharat Union Bank Ltd.", "BUBLINBB", "Nariman Point, Mumbai 400021"),
            ("Deccan Co-operative Bank", "DCCBINBB", "Koregaon Park, Pune 411001"),
            ("Kaveri Commercial Bank Limited", "KVCBINBB", "Anna Salai, Chennai 600002"),
            ("Northern Star Bank of India", "NSBIINBB", "Connaught Place, New Delhi 110001"),
            ("Ganga Yamuna Bank Ltd.", "GYBLINBB", "Hazratganj, Lucknow 226001")],
    "PAK": [("Indus Valley Bank Limited", "IVBLPKKA", "I.I. Chundrigar Road, Karachi"),
            ("Ravi Commercial Bank Ltd.", "RCBLPKKA", "The Mall, Lahore"),
            ("Al-Falah Islamic Banking Ltd.", "AIBLPKKA", "Blue Area, Islamabad")],
    "BGD": [("Padma Commercial Bank PLC", "PCBPBDDH", "Motijheel C/A, Dhaka-1000"),
            ("Meghna Trust Bank Limited", "MTBLBDDH", "Gulshan Avenue, Dhaka-1212")],
    "LKA": [("Lanka Mercantile Bank PLC", "LMBPLKLX", "York Street, Colombo 01"),
            ("Serendib Savings Bank", "SSBKLKLX", "Galle Road, Colombo 03")],
    "NPL": [("Himalayan Sagarmatha Bank Ltd.", "HSBLNPKA", "Durbar Marg, Kathmandu"),
            ("Annapurna Development Bank Ltd.", "ADBLNPKA", "New Road, Pokhara")],
}


def bank_of(rng: random.Random, country: str):
    name, bic, addr = rng.choice(LOCAL_BANKS[country])
    return name, bic + rng.choice(["XXX", "XXX", "100", "200"]), addr


def footer_reg(rng: random.Random, country: str, bank: str) -> str:
    if country == "IND":
        return f"{bank} | CIN: L{digits(rng, 5)}MH{rng.randint(1960, 2005)}PLC{digits(rng, 6)} | Toll free 1800 {digits(rng, 3)} {digits(rng, 4)}"
    if country == "PAK":
        return f"{bank} is regulated by the State Bank of Pakistan. UAN: 111-{digits(rng, 3)}-{digits(rng, 3)}"
    if country == "BGD":
        return f"{bank} | Registered Office, Dhaka | Hotline 16{digits(rng, 3)} | SWIFT enquiries only"
    if country == "LKA":
        return f"{bank} is a licensed commercial bank supervised by the Central Bank of Sri Lanka. Reg. No. PQ {digits(rng, 3)}"
    return f"{bank} — licensed by Nepal Rastra Bank as an 'A' class institution. Company Reg. No. {digits(rng, 5)}/0{rng.randint(60, 80)}"


BASE_CSS = """
@page { size: A4; margin: 14mm 13mm; }
body { font-family: %(font)s; font-size: %(size)spt; color: #111; line-height: 1.35; }
h1 { font-size: 15pt; margin: 2px 0 6px 0; } h2 { font-size: 11pt; margin: 10px 0 4px 0; }
table { border-collapse: collapse; width: 100%%; } td, th { vertical-align: top; padding: 3px 5px; text-align: left; }
.bx td, .bx th { border: 1px solid #444; } .cap { font-size: 7.5pt; color: #444; display: block; }
.pb { page-break-before: always; } .small { font-size: 7.5pt; color: #333; } .mono { font-family: 'DejaVu Sans Mono', monospace; }
.sec { background: %(band)s; color: %(bandfg)s; font-weight: bold; padding: 2px 6px; margin-top: 10px; }
.kv { margin: 2px 0; } .k { font-weight: %(kw)s; } .lt { display: inline-block; width: 48mm; }
.fill { border-bottom: 1px dotted #555; padding: 0 4px; } .photo { border: 1px dashed #555; width: 32mm; height: 38mm;
  text-align: center; font-size: 7pt; color: #666; float: right; margin: 0 0 6px 8px; }
.stamp { border: 2px solid #a33; color: #a33; display: inline-block; padding: 2px 8px; font-weight: bold; transform: rotate(-4deg); }
.hdr { border-bottom: 2px solid %(band)s; margin-bottom: 6px; padding-bottom: 4px; }
.sig { margin-top: 18px; } .right { text-align: right; } .nb { white-space: nowrap; }
"""

FONTS = ["'DejaVu Sans', sans-serif", "'Liberation Sans', Arial, sans-serif", "'DejaVu Serif', serif",
         "'Liberation Serif', 'Times New Roman', serif", "'DejaVu Sans Condensed', sans-serif"]
BANDS = [("#1f3b73", "#fff"), ("#7a1f1f", "#fff"), ("#0d5c46", "#fff"), ("#ddd", "#000"), ("#f2c14e", "#000"),
         ("#4b2e83", "#fff"), ("#e8eef7", "#123")]


def _token(m: re.Match) -> str:
    tok = m.group(0)
    return f"<span class='nb'>{tok}</span>" if re.search(r"[\w.][-/]", tok) else tok


def _no_break(body: str) -> str:
    """Keep tokens with hyphens or slashes (ids, dates, phone numbers) on one line."""
    return re.sub(r">([^<]+)<", lambda m: ">" + re.sub(r"[^\s<>]+", _token, m.group(1)) + "<", body)


def page(rng: random.Random, body: str, extra_css: str = "", font: str | None = None) -> str:
    body = _no_break(body)
    band, fg = rng.choice(BANDS)
    css = BASE_CSS % {"font": font or rng.choice(FONTS), "size": rng.choice(["9", "9.5", "10", "10.5"]),
                      "band": band, "bandfg": fg, "kw": rng.choice(["bold", "normal", "600"])}
    return f"<!DOCTYPE html><html><head><meta charset='utf-8'><style>{css}{extra_css}</style></head><body>{body}</body></html>"


# ---------------------------------------------------------------- label/value renderers
def blank(rng: random.Random) -> str:
    return rng.choice(["", "", "N/A", "—", "-", "NA", "Nil", "________"])


def fields(rng: random.Random, items: list, mode: str | None = None, cols: int | None = None) -> str:
    """items: (label, value_html) pairs; value '' is a blank caption. Modes: colon, tab, leader, below,
    grid, header."""
    mode = mode or rng.choice(["colon", "tab", "leader", "below", "grid", "header"])
    items = [(esc(k), v) for k, v in items]
    if mode == "colon":
        sep = rng.choice([": ", " : ", " - ", ":&nbsp;&nbsp;"])
        return "".join(f"<div class='kv'><span class='k'>{k}</span>{sep}{v}</div>" for k, v in items)
    if mode == "tab":
        colon = rng.choice(["", ":"])
        return "<table>" + "".join(f"<tr><td class='k' style='width:38%'>{k}{colon}</td><td>{v}</td></tr>" for k, v in items) + "</table>"
    if mode == "leader":
        return "".join(f"<div class='kv'><span class='k'>{k}</span> {'.' * max(3, 34 - len(k))} <span class='fill'>{v}</span></div>" for k, v in items)
    if mode == "below":
        cols = cols or rng.choice([2, 3])
        rows = [items[i:i + cols] for i in range(0, len(items), cols)]
        out = "<table class='bx'>"
        for r in rows:
            out += "<tr>" + "".join(f"<td style='width:{100 // cols}%'><span class='cap'>{k}</span>{v or '&nbsp;'}</td>" for k, v in r)
            out += "<td></td>" * (cols - len(r)) + "</tr>"
        return out + "</table>"
    if mode == "grid":
        cols = cols or 2
        rows = [items[i:i + cols] for i in range(0, len(items), cols)]
        out = "<table class='bx'>"
        for r in rows:
            out += "<tr>" + "".join(f"<th style='width:{24 // cols * 2}%'>{k}</th><td>{v}</td>" for k, v in r)
            out += "<th></th><td></td>" * (cols - len(r)) + "</tr>"
        return out + "</table>"
    # header: labels as a header row, values in the row below, in chunks
    cols = cols or rng.choice([3, 4])
    out = ""
    for i in range(0, len(items), cols):
        chunk = items[i:i + cols]
        out += "<table class='bx' style='margin-bottom:4px'><tr>" + "".join(f"<th>{k}</th>" for k, _ in chunk) + "</tr><tr>"
        out += "".join(f"<td>{v or '&nbsp;'}</td>" for _, v in chunk) + "</tr></table>"
    return out


def checks(rng: random.Random, options: list[str], chosen: str | None, style: str | None = None) -> str:
    style = style or rng.choice(["[X]", "☒", "(✓)"])
    on, off = {"[X]": ("[X]", "[ ]"), "☒": ("☒", "☐"), "(✓)": ("(✓)", "( )")}[style]
    return "&nbsp; ".join(f"{on if o == chosen else off} {esc(o)}" for o in options)


def yesno(rng: random.Random, value: bool) -> str:
    s = rng.choice(["box", "word", "yn"])
    if s == "box":
        return checks(rng, ["Yes", "No"], "Yes" if value else "No")
    if s == "word":
        return "Yes" if value else "No"
    return "Y / N : " + ("Y" if value else "N")


def sec(title: str) -> str:
    return f"<div class='sec'>{esc(title)}</div>"


def L(rng: random.Random, *options: str) -> str:
    return rng.choice(options)


# ================================================================ KYC
EMPLOYERS = {
    "IND": ["Vistara Softech Pvt. Ltd.", "Sahyadri Multispeciality Hospitals Ltd.", "Konkan Steel Industries Ltd.",
            "Government of Maharashtra", "Nilgiri Pharma Limited", "Coromandel Logistics Pvt. Ltd.",
            "Indian Railways (South Central Railway)", "Bharat Heavy Castings Ltd."],
    "PAK": ["Sui Northern Gas Pipelines Ltd.", "Lucky Textile Mills (Pvt.) Ltd.", "Aga Hospital Trust",
            "Pakistan Telecom Services Ltd.", "Punjab Education Department", "Engro Agri Products Ltd."],
    "BGD": ["Grameen Knitwear Ltd.", "Bangladesh Power Development Board", "University of Chattogram",
            "Square Pharmaceuticals Ltd.", "Summit Apparels Ltd."],
    "LKA": ["Ceylon Electricity Board", "Dialog Axiata PLC", "Hayleys Fabric PLC", "Ministry of Health",
            "MAS Intimates (Pvt) Ltd"],
    "NPL": ["Nepal Telecom", "Chaudhary Foods Pvt. Ltd.", "Tribhuvan University", "Nepal Electricity Authority",
            "Everest Hydropower Ltd."],
    "ARE": ["Al Safwa Contracting LLC", "Emirates Gulf Engineering L.L.C.", "Dubai Health Services"],
    "GBR": ["Barton Care NHS Trust", "Midlands Logistics Ltd", "Harrow Borough Council"],
    "SAU": ["Al Bayan Petrochemical Co.", "Red Sea Medical Center"], "QAT": ["Doha Infrastructure W.L.L."],
    "SGP": ["Marina Fintech Pte. Ltd."], "USA": ["Garden State Health System", "Bayline Software Inc."],
}
SALARIED = ["Software Engineer", "Senior Manager - Finance", "Assistant Professor", "Medical Officer",
            "Civil Engineer", "Sales Executive", "Accountant", "Pharmacist", "Data Analyst", "Teacher",
            "Deputy General Manager", "Staff Nurse", "Government Service", "Service (Private Sector)"]
NON_SALARIED = [("Proprietor - Textile Trading", "business"), ("Businessman", "business"),
                ("Self-employed Chartered Accountant", "business"), ("Partner, Wholesale Pharmaceuticals", "business"),
                ("Retired (Government Service)", "pension"), ("Retired Bank Officer", "pension"),
                ("Agriculturist", "other"), ("Investor", "investments"), ("Homemaker", "inheritance"),
                ("Landlord / Rental Income", "other")]
SOURCE_WORDS = {"employment": ["Salary", "Salary / Employment income", "Salaried income"],
                "business": ["Business income", "Business / Profession", "Income from business"],
                "investments": ["Investments / Dividends", "Income from investments"],
                "inheritance": ["Inheritance", "Inherited wealth"],
                "pension": ["Pension", "Pension / Retirement benefits"],
                "other": ["Others (Agriculture)", "Others - Rent and agriculture"]}
SOURCE_BOXES = [("Salary", "employment"), ("Business", "business"), ("Investments", "investments"),
                ("Inheritance", "inheritance"), ("Pension", "pension"), ("Others", "other")]
FOREIGN_CUR = {"ARE": "AED", "GBR": "GBP", "SAU": "SAR", "QAT": "QAR", "SGP": "SGD", "USA": "USD"}


def kyc_facts(rng: random.Random, nat: str | None = None, nri: bool | None = None) -> dict:
    nat = nat or rng.choice(SOUTH_ASIA)
    p = Person(rng, nat)
    nri = rng.random() < 0.18 if nri is None else nri
    res = rng.choice(list(FOREIGN_CUR)) if nri else nat
    dob = rdate(rng, 1952, 2003)
    id_type = "national_id" if nat == "PAK" and not nri and rng.random() < 0.6 else "passport"
    issue = rdate(rng, 2016, 2024)
    years = 10 if id_type == "national_id" or nat in ("IND", "BGD", "LKA", "NPL") else rng.choice([5, 10])
    expiry = _dt.date(issue.year + years, issue.month, min(issue.day, 28)) - _dt.timedelta(days=rng.choice([0, 1]))
    if rng.random() < 0.6:
        occupation = rng.choice(SALARIED)
        employer = rng.choice(EMPLOYERS[res])
        source = "employment" if rng.random() < 0.9 else "investments"
    else:
        occupation, source = rng.choice(NON_SALARIED)
        employer = None
        if occupation.startswith("Retired"):
            dob = rdate(rng, 1948, 1964)
    cur = FOREIGN_CUR.get(res, LOCAL_CUR.get(res))
    base = {"INR": 60000, "PKR": 150000, "BDT": 60000, "LKR": 150000, "NPR": 80000}.get(cur, 2500)
    monthly = round(base * rng.uniform(0.4, 6.0) / 500) * 500
    tin_label, tin = tax_number(rng, nat, p.surname)
    father = Person(rng, nat, "M", p.surname if rng.random() < 0.8 else None)
    spouse = Person(rng, nat, "F" if p.sex == "M" else "M", p.surname) if rng.random() < 0.5 else None
    if spouse:
        nominee, nominee_rel = spouse, "Spouse"
        nominee_dob = dob + _dt.timedelta(days=rng.randint(-2500, 2500))
    else:
        nominee_rel = rng.choice(["Son", "Daughter", "Mother", "Father", "Brother", "Sister"])
        nominee = Person(rng, nat, "M" if nominee_rel in ("Son", "Father", "Brother") else "F", p.surname)
        shift = {"Son": 9000, "Daughter": 9000, "Mother": -9500, "Father": -10500, "Brother": 1200, "Sister": -1200}[nominee_rel]
        nominee_dob = min(dob + _dt.timedelta(days=shift + rng.randint(-1500, 1500)), _dt.date(2023, 12, 31) - _dt.timedelta(days=rng.randint(0, 2000)))
    return {
        "nat": nat, "person": p, "res": res, "dob": dob, "id_type": id_type,
        "id_no": cnic(rng) if id_type == "national_id" else passport_no(rng, nat),
        "issue": issue, "expiry": expiry, "occupation": occupation, "employer": employer, "source": source,
        "cur": cur, "monthly": monthly, "income_monthly": rng.random() < 0.4, "pep": rng.random() < 0.08,
        "tin": tin if rng.random() < 0.8 else None, "tin_label": tin_label, "father": father, "spouse": spouse,
        "nominee": nominee, "nominee_rel": nominee_rel, "nominee_dob": nominee_dob,
        "addr": address_lines(rng, res, with_country=rng.random() < 0.5),
        "perm": address_lines(rng, nat, with_country=True) if (nri or rng.random() < 0.3) else None,
        "mobile": {"IND": "+91 9" + digits(rng, 4) + " " + digits(rng, 5), "PAK": "03" + digits(rng, 2) + "-" + digits(rng, 7),
                   "BGD": "+880 17" + digits(rng, 2) + "-" + digits(rng, 6), "LKA": "+94 77 " + digits(rng, 3) + " " + digits(rng, 4),
                   "NPL": "98" + digits(rng, 8)}[nat],
        "email": f"{p.given.split()[-1].lower().strip('.')}.{p.surname.lower().replace(' ', '')}{rng.randint(1, 99)}@{rng.choice(['gmail.com', 'yahoo.co.in', 'outlook.com', 'hotmail.com'])}",
        "cif": digits(rng, rng.choice([8, 9, 10])), "app_date": rdate(rng, 2024, 2025),
        "place_issue": rng.choice({"IND": ["Mumbai", "Bengaluru", "Delhi", "Chennai", "Kolkata"],
                                   "PAK": ["Lahore", "Karachi", "Islamabad"], "BGD": ["Dhaka", "DIP/Dhaka"],
                                   "LKA": ["Colombo"], "NPL": ["MOFA, Department of Passports", "Kathmandu"]}[nat]),
        "birth_place": rng.choice(["Nagpur", "Madurai", "Lahore", "Sialkot", "Khulna", "Galle", "Biratnagar", "Patna", "Karachi"]),
    }


def _other_ids(rng: random.Random, f: dict) -> list:
    nat = f["nat"]
    out = []
    if nat == "IND":
        out.append((L(rng, "Aadhaar No. (masked)", "Aadhaar (last 4 digits)", "UID / Aadhaar"), "XXXX XXXX " + digits(rng, 4)))
        if rng.random() < 0.5:
            out.append(("Voter ID (EPIC) No.", letters(rng, 3) + digits(rng, 7)))
        out.append(("CKYC Identifier", blank(rng) if rng.random() < 0.4 else digits(rng, 14)))
    elif nat == "PAK" and f["id_type"] != "national_id":
        out.append((L(rng, "CNIC No.", "CNIC / NICOP Number"), cnic(rng)))
    elif nat == "BGD":
        out.append((L(rng, "NID No.", "National ID (Smart Card) No."), digits(rng, 10)))
    elif nat == "LKA":
        out.append(("NIC No.", f"{f['dob'].year}{digits(rng, 8)}"))
    elif nat == "NPL":
        out.append((L(rng, "Citizenship Certificate No.", "Nagarikta No."), f"{rng.randint(11, 77)}-01-{rng.randint(60, 79)}-{digits(rng, 5)}"))
    return out


def _name_items(rng: random.Random, f: dict, t: dict, mode: str) -> list:
    p = f["person"]
    up = rng.random() < 0.5
    g, s = (p.given.upper(), p.surname.upper()) if up else (p.given, p.surname)
    t["full_name"] = f"{g} {s}"
    if mode == "split":
        parts = g.split(" ")
        return [(L(rng, "First Name", "Given Name"), esc(parts[0])),
                ("Middle Name", esc(" ".join(parts[1:])) if len(parts) > 1 else blank(rng)),
                (L(rng, "Last Name / Surname", "Surname", "Last Name"), esc(s))]
    if mode == "sg":
        return [(L(rng, "Surname", "Family Name"), esc(s)), (L(rng, "Given Name(s)", "Other Names", "First & Middle Name"), esc(g))]
    nm, _ = p.render(rng, up)
    label = L(rng, "Full Name", "Name of Applicant", "Customer Name", "Name (as per ID document)", "Applicant's Name",
              "Name in Full", "Account Holder's Name", "Name of the Customer")
    if "," in nm:
        label += " (Surname, Given names)"
    return [(label, esc(nm))]


def _income_items(rng: random.Random, f: dict, t: dict, money: Money) -> list:
    t["income_currency"] = f["cur"]
    if f["income_monthly"]:
        t["annual_income"] = float(f["monthly"] * 12)
        return [(L(rng, "Gross Monthly Income", "Monthly Income", "Income per month (gross)", "Monthly Salary / Income"), esc(money(f["monthly"])))]
    t["annual_income"] = float(f["monthly"] * 12)
    return [(L(rng, "Gross Annual Income", "Annual Income", "Yearly Income", "Income p.a."), esc(money(f["monthly"] * 12)))]


def _source_item(rng: random.Random, f: dict, t: dict) -> tuple:
    t["source_of_funds"] = f["source"]
    label = L(rng, "Source of Funds", "Source of Income / Funds", "Main source of funds", "Source of Wealth / Funds")
    if rng.random() < 0.5:
        chosen = next(o for o, v in SOURCE_BOXES if v == f["source"])
        extra = " (Agriculture / Rent)" if f["source"] == "other" else ""
        return label, checks(rng, [o for o, _ in SOURCE_BOXES], chosen) + esc(extra)
    return label, esc(rng.choice(SOURCE_WORDS[f["source"]]))


def _country_text(rng: random.Random, code: str, adjective: bool = False) -> str:
    name, adj, formal = COUNTRY[code]
    return rng.choice([adj, adj.upper(), code]) if adjective else rng.choice([name, name.upper(), code, name])


def kyc_core(rng: random.Random, f: dict, ds: str, money: Money, name_mode: str = "full", print_issuer: bool = True) -> dict:
    """Sections of label/value items shared by the form layouts; fills the truth as it prints."""
    t = f["truth"]
    p = f["person"]
    personal = _name_items(rng, f, t, name_mode)
    rel_label = L(rng, "Father's / Spouse's Name", "Father's Name", "S/o, D/o, W/o", "Father / Husband Name")
    personal.append((rel_label, esc(f["father"].render(rng, allow_comma=False)[0])))
    if rng.random() < 0.5:
        personal.append((L(rng, "Mother's Maiden Name", "Mother's Name"), esc(Person(rng, f["nat"], "F").full)))
    t["date_of_birth"] = f["dob"].isoformat()
    personal.append((L(rng, "Date of Birth", "DOB", "Birth Date", "Date of birth (as per ID)"), esc(fdate(f["dob"], ds))))
    if f.get("print_sex", True):
        t["sex"] = p.sex
        personal.append((L(rng, "Gender", "Sex"), checks(rng, ["Male", "Female", "Transgender"], {"M": "Male", "F": "Female"}[p.sex]) if rng.random() < 0.5 else rng.choice([{"M": "Male", "F": "Female"}[p.sex], p.sex])))
    personal.append((L(rng, "Marital Status", "Marital status"), rng.choice(["Married", "Single", "Unmarried"]) if f["spouse"] is None else "Married"))
    t["nationality"] = f["nat"]
    personal.append((L(rng, "Nationality", "Citizenship", "Nationality / Citizenship"), esc(_country_text(rng, f["nat"], adjective=rng.random() < 0.6))))
    status = "Resident Individual" if f["res"] == f["nat"] else L(rng, "Non-Resident (NRI)", "Non-Resident", "Overseas (Non-Resident)")
    personal.append((L(rng, "Residential Status", "Residential status"), esc(status)))

    ident = []
    t["id_document_type"] = f["id_type"]
    t["id_document_number"] = f["id_no"]
    t["id_issuing_country"] = f["nat"]
    t["id_expiry_date"] = f["expiry"].isoformat()
    if f["id_type"] == "passport":
        ident.append((L(rng, "Proof of Identity (OVD) submitted", "Identity document", "Type of ID", "ID Type"), esc(L(rng, "Passport", "PASSPORT", "Passport (original seen)"))))
        ident.append((L(rng, "Passport No.", "Passport Number", "ID Number", "Document No."), esc(f["id_no"])))
    else:
        ident.append((L(rng, "Identity document", "Type of ID", "ID Type"), esc(L(rng, "CNIC", "Computerised National Identity Card (CNIC)", "SNIC (Smart National Identity Card)"))))
        ident.append((L(rng, "CNIC No.", "CNIC Number", "Identity Number"), esc(f["id_no"])))
    if print_issuer or rng.random() < 0.5:
        ident.append((L(rng, "Country of Issue", "Issuing Country", "Issued by (country)"), esc(_country_text(rng, f["nat"]))))
    else:
        t["_issuer_elsewhere"] = True
    ident.append((L(rng, "Place of Issue", "Issuing Office", "Issued at"), esc(f["place_issue"])))
    ident.append((L(rng, "Date of Issue", "Issue Date"), esc(fdate(f["issue"], ds))))
    ident.append((L(rng, "Date of Expiry", "Expiry Date", "Valid Until", "Valid upto"), esc(fdate(f["expiry"], ds))))
    ident += [(k, esc(v) if v else blank(rng)) for k, v in _other_ids(rng, f)]

    addr_html, addr_truth = render_address(rng, f["addr"])
    t["residential_address"] = addr_truth
    t["country_of_residence"] = f["res"]
    address = [(L(rng, "Current / Residential Address", "Present Address", "Residential Address", "Address (where residing)", "Correspondence & Residential Address"), addr_html)]
    if not (f["addr"][-1].upper() == COUNTRY[f["res"]][0].upper()) or rng.random() < 0.5:
        address.append((L(rng, "Country", "Country of Residence", "Country of residence"), esc(_country_text(rng, f["res"]))))
    if f["perm"] and f["perm"] != f["addr"]:
        address.append((L(rng, "Permanent Address (if different)", "Permanent / Home Country Address", "Address in home country"), render_address(rng, f["perm"], "comma")[0]))
    else:
        address.append((L(rng, "Permanent Address", "Permanent address"), L(rng, "Same as above", "[X] Same as current address", "As above")))
    address.append((L(rng, "Mobile No.", "Mobile", "Cell No.", "Contact No."), esc(f["mobile"])))
    if rng.random() < 0.7:
        address.append((L(rng, "E-mail", "Email ID", "E-mail Address"), esc(f["email"])))

    work = [(L(rng, "Occupation", "Occupation / Profession", "Profession", "Nature of Occupation"), esc(f["occupation"]))]
    t["occupation"] = f["occupation"]
    if f["employer"]:
        t["employer_name"] = f["employer"]
        work.append((L(rng, "Name of Employer", "Employer", "Employer's Name", "Organisation Name"), esc(f["employer"])))
        if rng.random() < 0.5:
            work.append(rng.choice([("Designation / Grade", esc(rng.choice(["Grade M2", "Officer Scale II", "Band C"]))), ("Employee ID", "E-" + digits(rng, 5))]))
    elif rng.random() < 0.6:
        work.append((L(rng, "Name of Employer", "Employer's Name"), blank(rng)))
    work += _income_items(rng, f, t, money)
    work.append(_source_item(rng, f, t))
    if rng.random() < 0.6:
        work.append((L(rng, "Expected monthly credits in account", "Expected monthly turnover", "Anticipated monthly deposits"), esc(money(round(f["monthly"] * rng.uniform(0.5, 2.5), -3)))))
    if rng.random() < 0.4:
        work.append((L(rng, "Initial deposit", "Opening deposit"), esc(money(rng.choice([5000, 10000, 25000, 50000])))))

    tax = []
    t["is_pep"] = f["pep"]
    tax.append((L(rng, "Are you a Politically Exposed Person (PEP)?", "Politically Exposed Person", "Whether PEP", "PEP status (self)"), yesno(rng, f["pep"])))
    tax.append((L(rng, "Related to a PEP?", "Close associate / relative of PEP?"), yesno(rng, False)))
    if f["tin"]:
        t["tax_identification_number"] = f["tin"]
        tax.append((f["tin_label"], esc(f["tin"])))
    else:
        tax.append((f["tin_label"], L(rng, "Not available", "Form 60 submitted", "Applied for", "", "N/A")))
    tax.append((L(rng, "Country of tax residence", "Tax residency (CRS)", "Tax resident of"), esc(_country_text(rng, f["nat"]))))
    tax.append((L(rng, "US person (FATCA)?", "Are you a US citizen / resident for tax purposes?"), yesno(rng, False)))

    nom = f["nominee"]
    nominee = [(L(rng, "Nominee Name", "Name of Nominee", "Next of Kin"), esc(nom.full)),
               (L(rng, "Relationship", "Relationship with applicant"), esc(f["nominee_rel"])),
               (L(rng, "Nominee Date of Birth", "Nominee's DOB"), esc(fdate(f["nominee_dob"], ds)))]
    return {"personal": personal, "ident": ident, "address": address, "work": work, "tax": tax, "nominee": nominee}


def passport_page(rng: random.Random, f: dict, t: dict) -> str:
    p, nat = f["person"], f["nat"]
    t["sex"] = p.sex
    pn = f.get("personal_no", "")
    l1, l2 = mrz_td3(p, nat, nat, f["id_no"], f["dob"], p.sex, f["expiry"], pn)
    ds = {"IND": "dmy/", "PAK": "d MON Y", "BGD": "d MON Y", "LKA": "d/MON/Y", "NPL": "d MON Y"}[nat]
    fr = rng.random() < 0.6
    def lab(en, frn):
        return f"{en} / {frn}" if fr else en
    rows = [(lab("Type", "Type"), "P"), (lab("Country Code", "Code du pays"), nat), (lab("Passport No.", "No. du passeport"), f["id_no"]),
            (lab("Surname", "Nom"), p.surname.upper()), (lab("Given Name(s)", "Prénoms"), p.given.upper()),
            (lab("Nationality", "Nationalité"), COUNTRY[nat][1].upper()), (lab("Sex", "Sexe"), p.sex),
            (lab("Date of Birth", "Date de naissance"), fdate(f["dob"], ds)), (lab("Place of Birth", "Lieu de naissance"), f["birth_place"].upper()),
            (lab("Place of Issue", "Lieu de délivrance"), f["place_issue"].upper()),
            (lab("Date of Issue", "Date de délivrance"), fdate(f["issue"], ds)), (lab("Date of Expiry", "Date d'expiration"), fdate(f["expiry"], ds))]
    if nat == "PAK":
        rows.insert(8, ("Citizenship Number", cnic(rng)))
        rows.append(("Tracking Number", digits(rng, 11)))
    if nat == "BGD":
        rows.insert(8, ("Personal No.", digits(rng, 10)))
    cells = "".join(f"<tr><td><span class='cap'>{esc(k)}</span><b>{esc(v)}</b></td></tr>" for k, v in rows)
    title = {"IND": "REPUBLIC OF INDIA", "PAK": "ISLAMIC REPUBLIC OF PAKISTAN", "BGD": "PEOPLE'S REPUBLIC OF BANGLADESH",
             "LKA": "DEMOCRATIC SOCIALIST REPUBLIC OF SRI LANKA", "NPL": "FEDERAL DEMOCRATIC REPUBLIC OF NEPAL"}[nat]
    return (f"<div class='pb'></div><p class='small'>{esc(L(rng, 'Copy of passport data page (self-attested)', 'ANNEXURE - PASSPORT COPY', 'Photocopy of passport - verified with original'))}</p>"
            f"<div style='border:1px solid #333;padding:8px;width:165mm'><div style='text-align:center;font-weight:bold'>{title}<br>PASSPORT</div>"
            f"<table><tr><td style='width:34mm'><div class='photo' style='float:none'>PHOTO</div></td><td><table>{cells}</table></td></tr></table>"
            f"<div class='mono' style='font-size:10.5pt;letter-spacing:1px;margin-top:8px'>{esc(l1)}<br>{esc(l2)}</div></div>"
            f"<p><span class='stamp'>{L(rng, 'VERIFIED WITH ORIGINAL', 'OSV', 'COPY', 'ORIGINAL SEEN')}</span> &nbsp; {esc(L(rng, 'Signature of bank official', 'Emp. Code', 'Verified by'))}: ________</p>")


def cnic_copy(rng: random.Random, f: dict, t: dict) -> str:
    p = f["person"]
    t["sex"] = p.sex
    return (f"<div class='pb'></div><p class='small'>Attested copy of CNIC (front and back)</p>"
            f"<div style='border:1px solid #2a6a2a;padding:8px;width:150mm;background:#f3faf3'>"
            f"<b>PAKISTAN</b> &nbsp; National Identity Card &nbsp; ISLAMIC REPUBLIC OF PAKISTAN<br>"
            f"<table><tr><td><span class='cap'>Name</span>{esc(p.full)}</td><td><span class='cap'>Father Name</span>{esc(f['father'].full)}</td></tr>"
            f"<tr><td><span class='cap'>Gender</span>{p.sex}</td><td><span class='cap'>Country of Stay</span>Pakistan</td></tr>"
            f"<tr><td><span class='cap'>Identity Number</span>{esc(f['id_no'])}</td><td><span class='cap'>Date of Birth</span>{fdate(f['dob'], 'dmy.')}</td></tr>"
            f"<tr><td><span class='cap'>Date of Issue</span>{fdate(f['issue'], 'dmy.')}</td><td><span class='cap'>Date of Expiry</span>{fdate(f['expiry'], 'dmy.')}</td></tr></table></div>")


def _kyc_head(rng: random.Random, bank: str, addr: str, title: str, extra: str = "") -> str:
    return (f"<div class='hdr'><table><tr><td><div style='font-size:14pt;font-weight:bold'>{esc(bank)}</div>"
            f"<div class='small'>{esc(addr)}</div></td><td class='right small'>{extra}</td></tr></table></div><h1>{esc(title)}</h1>")


def _decl(rng: random.Random, f: dict, ds: str, who: str = "I") -> str:
    txt = rng.choice([
        f"{who} hereby declare that the details furnished above are true and correct to the best of my knowledge and belief and I undertake to inform the Bank of any changes therein immediately.",
        "I confirm that I have read and understood the terms and conditions governing the account and agree to be bound by them. The Bank may verify the information with any agency including the Central KYC Registry.",
        "I certify that the funds deposited in this account will be from legitimate sources and that I am not engaged in money laundering or terrorist financing.",
    ])
    return (f"<h2>{esc(L(rng, 'Declaration', 'DECLARATION', 'Customer Declaration'))}</h2><p>{esc(txt)}</p>"
            f"<div class='sig'>{esc(L(rng, 'Place', 'Branch'))}: {esc(L(rng, 'Head Office', 'Main Branch', 'City Branch'))} &nbsp;&nbsp; "
            f"{esc(L(rng, 'Date', 'Dated'))}: {esc(fdate(f['app_date'], ds))} &nbsp;&nbsp; Signature / Thumb impression of applicant: ______________</div>")


def _bank_use(rng: random.Random, f: dict, ds: str) -> str:
    items = [("Customer ID / CIF", esc(f["cif"])), ("Account No.", digits(rng, 14)), ("Risk category", rng.choice(["Low", "Medium", "High"])),
             ("KYC verified by (Emp. No.)", digits(rng, 6)), ("Date", esc(fdate(f["app_date"], ds))), ("Sol ID / Branch code", digits(rng, 4))]
    return sec(L(rng, "FOR BANK USE ONLY", "For Office Use")) + fields(rng, items, rng.choice(["grid", "below", "header"]))


def _kyc_form(rng, f, ds, money, bank, name_mode, order, modes, title, extras_top="") -> str:
    cs = kyc_core(rng, f, ds, money, name_mode)
    titles = {"personal": ["A. Personal Details", "PERSONAL INFORMATION", "1. Applicant Details", "Customer Particulars"],
              "ident": ["B. Proof of Identity", "IDENTITY DOCUMENT", "2. Identification", "KYC Documents (OVD)"],
              "address": ["C. Address Details", "ADDRESS & CONTACT", "3. Address", "Contact Details"],
              "work": ["D. Occupation & Income", "EMPLOYMENT / INCOME", "4. Financial Profile", "Occupation and Source of Funds"],
              "tax": ["E. PEP / FATCA / CRS", "TAX RESIDENCY & PEP DECLARATION", "5. Regulatory Declarations"],
              "nominee": ["F. Nomination (Form DA-1)", "NOMINEE DETAILS", "6. Nomination / Next of Kin"]}
    body = extras_top
    for key in order:
        body += sec(rng.choice(titles[key])) + fields(rng, cs[key], rng.choice(modes))
    return body


def kyc_in_account_opening(rng, f, ds, money):
    bank, bic, addr = bank_of(rng, f["nat"])
    order = ["personal", "ident", "address", "work", "tax", "nominee"]
    if rng.random() < 0.5:
        order[2], order[3] = order[3], order[2]
    head = _kyc_head(rng, bank, addr, L(rng, "Account Opening Form - Individuals", "SAVINGS ACCOUNT OPENING FORM (INDIVIDUAL)", "Customer Information Form cum KYC"),
                     f"Form No. {digits(rng, 7)}<br>Branch: {esc(L(rng, 'Andheri East', 'Main Branch', 'Jayanagar', 'Gulberg', 'Motijheel', 'Kollupitiya', 'Thamel'))}")
    head += "<div class='photo'>Affix recent passport size photograph<br>(sign across)</div>"
    head += f"<p class='small'>{esc(L(rng, 'Please fill in BLOCK LETTERS. Tick (✓) the relevant box. Strike out whatever is not applicable.', 'Instructions: All fields marked * are mandatory. Use black ink only.'))}</p>"
    acc = ["Savings", "Current", "NRE", "NRO", "Fixed Deposit"] if f["nat"] == "IND" else ["Savings", "Current", "Foreign Currency", "Term Deposit"]
    head += fields(rng, [("Type of Account", checks(rng, acc, rng.choice(acc[:3]))),
                         ("Mode of operation", rng.choice(["Self", "Either or Survivor", "Singly"]))], "colon")
    body = _kyc_form(rng, f, ds, money, bank, rng.choice(["full", "split", "full"]), order, ["colon", "tab", "below", "grid"], "", head)
    body += _decl(rng, f, ds) + _bank_use(rng, f, ds)
    return body


def kyc_ckyc_template(rng, f, ds, money):
    bank, bic, addr = bank_of(rng, "IND" if f["nat"] == "IND" else f["nat"])
    head = (f"<div class='hdr'><b>{esc(L(rng, 'KNOW YOUR CUSTOMER (KYC) APPLICATION FORM', 'CENTRAL KYC REGISTRY | Individual KYC Template', 'KYC FORM - INDIVIDUAL'))}</b>"
            f"<span style='float:right' class='small'>{esc(bank)} &nbsp; Application Type: {checks(rng, ['New', 'Update'], 'New')}</span></div>")
    head += "<div class='photo'>PHOTO</div>"
    head += fields(rng, [("KYC Number", blank(rng)), ("Account Type", rng.choice(["Normal", "Small", "Simplified"])), ("Prefix", rng.choice(["Mr", "Dr"] if f["person"].sex == "M" else ["Ms", "Mrs", "Dr"]))], "header", 3)
    body = _kyc_form(rng, f, ds, money, bank, rng.choice(["split", "split", "sg"]), ["personal", "ident", "address", "tax", "work", "nominee"], ["header", "below"], "", head)
    body += f"<p class='small'>OVD codes: A - Passport, B - Voter ID, C - Driving Licence, D - Aadhaar, E - NREGA Job Card. Document Received: {checks(rng, ['Certified Copies', 'Equivalent e-document', 'Digital KYC'], 'Certified Copies')}</p>"
    body += _decl(rng, f, ds) + _bank_use(rng, f, ds)
    if f["id_type"] == "passport" and rng.random() < 0.7:
        body += passport_page(rng, f, f["truth"])
    return body


def kyc_pk_account_opening(rng, f, ds, money):
    bank, bic, addr = bank_of(rng, "PAK")
    head = _kyc_head(rng, bank, addr, L(rng, "ACCOUNT OPENING FORM (AOF) - INDIVIDUAL", "Account Opening & KYC / CDD Form", "Customer Due Diligence (CDD) Form"),
                     f"Branch Code: {digits(rng, 4)}<br>Date: {esc(fdate(f['app_date'], ds))}")
    head += fields(rng, [("Account Title", "as per name below"), ("Currency", f["cur"]), ("Nature of Account", checks(rng, ["Current", "Saving", "Asaan", "Roshan Digital"], rng.choice(["Current", "Saving"]))),
                         ("Zakat Deduction", rng.choice(["Exempt (CZ-50 attached)", "Applicable", "Not applicable (non-Muslim)"]))], "grid", 2)
    f["print_sex"] = rng.random() < 0.85
    body = _kyc_form(rng, f, ds, money, bank, "full", ["personal", "ident", "address", "work", "nominee", "tax"], ["tab", "grid", "leader"], "", head)
    body += f"<h2>Next of Kin / Emergency contact</h2><p>{esc(Person(rng, f['nat']).full)}, {esc(f['mobile'][:-3])}{digits(rng, 3)}</p>"
    body += _decl(rng, f, ds) + _bank_use(rng, f, ds)
    if f["id_type"] == "national_id" and rng.random() < 0.6:
        body += cnic_copy(rng, f, f["truth"])
    elif f["id_type"] == "passport" and rng.random() < 0.6:
        body += passport_page(rng, f, f["truth"])
    return body


def kyc_bd_kyc_profile(rng, f, ds, money):
    bank, bic, addr = bank_of(rng, "BGD")
    head = _kyc_head(rng, bank, addr, L(rng, "KYC PROFILE FORM", "Know Your Customer (KYC) Profile - Individual", "Customer KYC Profile"),
                     f"A/C No. {digits(rng, 13)}<br>Unique Customer ID: {esc(f['cif'])}")
    body = _kyc_form(rng, f, ds, money, bank, rng.choice(["full", "sg"]), ["personal", "address", "ident", "work", "tax", "nominee"], ["tab", "colon", "leader"], "", head)
    risk = [("Type of onboarding", rng.choice(["Walk-in", "Relationship Manager", "Internet/Digital"]), rng.choice([0, 1, 3])),
            ("Geographical risk", rng.choice(["Urban", "Rural"]), rng.choice([1, 2])),
            ("Net worth", money(rng.randint(10, 400) * 100000), rng.choice([1, 3, 5])),
            ("Expected monthly transaction volume", money(rng.randint(1, 30) * 50000), rng.choice([0, 2, 3])),
            ("PEP / IP status", "Yes" if f["pep"] else "No", 5 if f["pep"] else 0)]
    body += sec("RISK GRADING") + "<table class='bx'><tr><th>Factor</th><th>Description</th><th>Score</th></tr>" + \
        "".join(f"<tr><td>{esc(a)}</td><td>{esc(b)}</td><td>{c}</td></tr>" for a, b, c in risk) + \
        f"<tr><th colspan=2>Overall risk score</th><td>{sum(c for *_, c in risk)}</td></tr></table>"
    body += _decl(rng, f, ds) + _bank_use(rng, f, ds)
    if f["id_type"] == "passport" and rng.random() < 0.5:
        body += passport_page(rng, f, f["truth"])
    return body


def kyc_ekyc_screen(rng, f, ds, money):
    t = f["truth"]
    cs = kyc_core(rng, f, ds, money, rng.choice(["full", "sg"]))
    bank, bic, addr = bank_of(rng, f["nat"])
    lines = [f"{bank.upper()}  -  CORE BANKING SYSTEM", f"SCREEN: CIF/{rng.choice(['INQ', 'MNT', 'VIEW'])}  USER: {letters(rng, 2)}{digits(rng, 4)}  "
             f"PRINTED: {fdate(f['app_date'], ds)} {rng.randint(9, 17):02d}:{rng.randint(0, 59):02d}", "-" * 78]
    width = rng.choice([30, 34, 26])
    fill = rng.choice([" ", ".", "_"])
    for key in ["personal", "ident", "address", "work", "tax", "nominee"]:
        lines.append("")
        lines.append(f"[{key.upper()}]" if rng.random() < 0.5 else f"*** {key.upper()} ***")
        for k, v in cs[key]:
            vtxt = _html.unescape(re.sub(r"<br>", "\n", v))
            vlines = vtxt.split("\n")
            lines.append(f"{k.upper()[:width].ljust(width, fill)}: {vlines[0]}")
            for extra in vlines[1:]:
                lines.append(" " * (width + 2) + extra)
    lines += ["-" * 78, f"CKYC STATUS: {rng.choice(['UPLOADED', 'PENDING', 'NOT APPLICABLE'])}   RISK: {rng.choice(['LOW', 'MEDIUM'])}   END OF REPORT"]
    pre = "\n".join(lines)
    return f"<pre class='mono' style='font-size:8.6pt;white-space:pre-wrap'>{esc(pre)}</pre>"


def kyc_rm_call_report(rng, f, ds, money):
    t = f["truth"]
    p = f["person"]
    bank, bic, addr = bank_of(rng, f["nat"])
    name = p.full if rng.random() < 0.6 else p.full.upper()
    t["full_name"] = name
    t["date_of_birth"] = f["dob"].isoformat()
    t["nationality"] = f["nat"]
    t["id_document_type"] = f["id_type"]
    t["id_document_number"] = f["id_no"]
    t["id_issuing_country"] = f["nat"]
    t["id_expiry_date"] = f["expiry"].isoformat()
    addr_html, addr_truth = render_address(rng, f["addr"], "comma")
    t["residential_address"] = addr_truth
    t["country_of_residence"] = f["res"]
    t["occupation"] = f["occupation"]
    t["income_currency"] = f["cur"]
    t["annual_income"] = float(f["monthly"] * 12)
    t["source_of_funds"] = f["source"]
    t["is_pep"] = f["pep"]
    says_sex = f.get("print_sex", True) and rng.random() < 0.6
    hon = ({"M": "Mr. ", "F": rng.choice(["Ms. ", "Mrs. "])}[p.sex] if says_sex else "The customer ")
    doc = "passport" if f["id_type"] == "passport" else "CNIC"
    paras = []
    paras.append(f"{hon}{esc(name)} (date of birth {esc(fdate(f['dob'], ds))}), a {esc(COUNTRY[f['nat']][1])} national, visited the branch on "
                 f"{esc(fdate(f['app_date'], ds))} to open a {rng.choice(['savings', 'premium savings', 'NRE savings', 'current'])} account"
                 f"{' and was introduced by an existing customer, ' + esc(Person(rng, f['nat']).full) + ',' if rng.random() < 0.5 else ''} "
                 f"Relationship Manager {esc(Person(rng, f['nat']).full)} conducted the interview.")
    if says_sex:
        t["sex"] = p.sex
        if rng.random() < 0.5:
            paras.append(f"Gender recorded as {'male' if p.sex == 'M' else 'female'}.")
    issuer = COUNTRY[f["nat"]][0]
    paras.append(f"Identity was verified against the original {doc} no. {esc(f['id_no'])} issued by {esc(issuer)} at {esc(f['place_issue'])} on "
                 f"{esc(fdate(f['issue'], ds))}, valid until {esc(fdate(f['expiry'], ds))}. {'A self-attested copy is on file.' if rng.random() < 0.5 else ''}")
    res_txt = f" in {COUNTRY[f['res']][0]}" if f["addr"][-1] != COUNTRY[f["res"]][0] else ""
    paras.append(f"The customer resides at {addr_html}{esc(res_txt)}" + (f" and the permanent address on record is {esc(', '.join(f['perm']))}." if f["perm"] else "."))
    occ = f"The customer's occupation is stated as {esc(f['occupation'])}"
    if f["employer"]:
        t["employer_name"] = f["employer"]
        occ += f", employed with {esc(f['employer'])} since {rng.randint(2005, 2023)}"
    occ += "."
    if f["income_monthly"]:
        occ += f" Declared gross monthly income is {esc(money(f['monthly']))}."
    else:
        occ += f" Declared annual income is {esc(money(f['monthly'] * 12))}."
    occ += f" Source of funds: {esc(rng.choice(SOURCE_WORDS[f['source']]))}."
    paras.append(occ)
    if f["tin"]:
        t["tax_identification_number"] = f["tin"]
        paras.append(f"{esc(f['tin_label'])} {esc(f['tin'])} was obtained and verified online.")
    else:
        paras.append(f"The customer does not hold a {esc(f['tin_label'])}; the prescribed declaration was taken instead.")
    paras.append("The customer " + ("IS a politically exposed person (holds a senior public position); EDD approval obtained from the Compliance Head."
                                    if f["pep"] else "is not a politically exposed person and is not related to one.")
                 + f" Expected monthly turnover approximately {esc(money(round(f['monthly'] * rng.uniform(0.8, 3), -3)))}.")
    paras.append(f"Risk categorisation: {rng.choice(['Low', 'Medium', 'High'])}. Recommended for account opening.")
    note = f"<p class='small'>{esc(money.note)}.</p>" if money.needs_note else ""
    return (f"<div class='hdr'><b>{esc(bank)}</b> &mdash; {esc(L(rng, 'Call Report / Customer Visit Note', 'RM CALL MEMO', 'Customer Due Diligence Interview Note'))}"
            f"<span style='float:right'>Ref: CR/{digits(rng, 5)}</span></div>"
            + fields(rng, [("Customer", esc(name)), ("CIF", esc(f["cif"])), ("Segment", rng.choice(["Retail", "Priority", "NRI"]))], "grid", 3)
            + "".join(f"<p>{x}</p>" for x in paras) + note
            + f"<div class='sig'>Prepared by: {esc(Person(rng, f['nat']).full)} (RM) &nbsp;&nbsp; Reviewed by: Branch Manager</div>")


def kyc_nri_account(rng, f, ds, money):
    if f["res"] == f["nat"]:
        f["res"] = rng.choice(list(FOREIGN_CUR))
        f["addr"] = address_lines(rng, f["res"], True)
        f["cur"] = FOREIGN_CUR[f["res"]]
        f["monthly"] = round(2500 * rng.uniform(0.4, 6.0) / 100) * 100
        if f["employer"]:
            f["employer"] = rng.choice(EMPLOYERS[f["res"]])
        f["perm"] = address_lines(rng, f["nat"], True)
        money = f["money"] = Money(rng, f["cur"])
    bank, bic, addr = bank_of(rng, f["nat"])
    head = _kyc_head(rng, bank, addr, L(rng, "NRI ACCOUNT OPENING FORM (NRE / NRO)", "Non-Resident Account Application", "Overseas Customer Onboarding Form"),
                     f"NRI Services Cell<br>Ref. {letters(rng, 3)}/{digits(rng, 6)}")
    head += f"<p class='small'>{esc(L(rng, 'Documents to be attested by Indian Embassy / overseas branch / notary.', 'Attach copy of passport, valid visa / residence permit and overseas address proof.'))}</p>"
    body = _kyc_form(rng, f, ds, money, bank, rng.choice(["full", "sg"]), ["personal", "ident", "address", "work", "tax", "nominee"], ["below", "grid", "tab"], "", head)
    body += sec("Overseas residence") + fields(rng, [("Visa / Residence permit type", rng.choice(["Employment", "Residence", "Work Permit"])),
                                                      ("Visa No.", digits(rng, 9)), ("Visa valid till", esc(fdate(rdate(rng, 2026, 2029), ds))),
                                                      ("Overseas phone", "+" + digits(rng, 11))], "grid", 2)
    body += _decl(rng, f, ds) + _bank_use(rng, f, ds)
    if rng.random() < 0.75:
        body += passport_page(rng, f, f["truth"])
    return body


def kyc_np_lk_form(rng, f, ds, money):
    bank, bic, addr = bank_of(rng, f["nat"])
    head = _kyc_head(rng, bank, addr, L(rng, "Individual KYC Form", "CUSTOMER INFORMATION SHEET", "Know Your Customer - Individual Account"),
                     f"Account No.: ________<br>{esc(L(rng, 'Form KYC-01', 'Rev. 03/2024', 'F-101'))}")
    head += "<div class='photo'>Photograph<br>(PP size)</div>"
    cs = kyc_core(rng, f, ds, money, rng.choice(["full", "split", "sg"]))
    if f["nat"] == "NPL":
        cs["personal"].append(("Grandfather's Name", esc(Person(rng, "NPL", "M", f["person"].surname).full)))
    if f["nat"] == "LKA":
        p = f["person"]
        cs["personal"].insert(1, ("Name with Initials", esc(" ".join(x[0] + "." for x in p.given.split()) + " " + p.surname)))
    order = ["personal", "ident", "address", "work", "tax", "nominee"]
    rng.shuffle(order[1:5])
    body = head
    for key in order:
        body += f"<h2>{esc(key.title() if key != 'tax' else 'PEP and Tax Declaration')}</h2>" + fields(rng, cs[key], rng.choice(["colon", "leader", "below"]))
    body += "<p class='small'>Left thumb / right thumb impression: [&nbsp;&nbsp;&nbsp;&nbsp;] [&nbsp;&nbsp;&nbsp;&nbsp;]</p>"
    body += _decl(rng, f, ds) + _bank_use(rng, f, ds)
    if f["id_type"] == "passport" and rng.random() < 0.5:
        body += passport_page(rng, f, f["truth"])
    return body


def kyc_digital_onboarding(rng, f, ds, money):
    bank, bic, addr = bank_of(rng, f["nat"])
    cs = kyc_core(rng, f, ds, money, "full")
    body = (f"<div style='background:#222;color:#fff;padding:6px'>{esc(bank)} &nbsp;|&nbsp; {esc(L(rng, 'Video KYC - Summary', 'Digital Onboarding Application - Summary', 'e-KYC Application Record'))}</div>"
            f"<p class='small'>Session ID {letters(rng, 2)}{digits(rng, 10)} &nbsp; Agent: {esc(Person(rng, f['nat']).full)} &nbsp; "
            f"Geo-tag: {rng.uniform(6, 34):.4f}N, {rng.uniform(67, 92):.4f}E &nbsp; Liveness check: PASSED</p>")
    for key in ["personal", "ident", "address", "work", "tax"]:
        rows = "".join(f"<tr><td style='width:40%;color:#555'>{esc(k)}</td><td><b>{v or '&nbsp;'}</b></td><td class='small'>{rng.choice(['Verified', 'Self-declared', 'OCR', 'Verified'])}</td></tr>" for k, v in cs[key])
        body += f"<h2>{esc(key.upper())}</h2><table class='bx'><tr><th>Field</th><th>Value</th><th>Status</th></tr>{rows}</table>"
    body += f"<p class='small'>Consent for Aadhaar-based / biometric authentication recorded at {esc(fdate(f['app_date'], ds))}. OTP verified on registered mobile.</p>"
    if f["id_type"] == "passport" and rng.random() < 0.4:
        body += passport_page(rng, f, f["truth"])
    return body


KYC_LAYOUTS = {
    "in_account_opening": kyc_in_account_opening, "ckyc_template": kyc_ckyc_template,
    "pk_account_opening": kyc_pk_account_opening, "bd_kyc_profile": kyc_bd_kyc_profile,
    "ekyc_screen_print": kyc_ekyc_screen, "rm_call_report": kyc_rm_call_report,
    "nri_account_form": kyc_nri_account, "np_lk_kyc_form": kyc_np_lk_form, "digital_onboarding": kyc_digital_onboarding,
}


KYC_NATIONS = {"in_account_opening": ["IND", "IND", "IND", "BGD", "NPL"], "ckyc_template": ["IND"], "pk_account_opening": ["PAK"],
               "bd_kyc_profile": ["BGD"], "np_lk_kyc_form": ["NPL", "LKA"], "nri_account_form": ["IND", "IND", "PAK", "BGD", "NPL", "LKA"]}


def gen_kyc(rng: random.Random, layout: str) -> tuple[str, dict]:
    nat = rng.choice(KYC_NATIONS[layout]) if layout in KYC_NATIONS else None
    f = kyc_facts(rng, nat, True if layout == "nri_account_form" else None)
    f["truth"] = t = {"sex": None, "employer_name": None, "tax_identification_number": None}
    if rng.random() < 0.15 and f["id_type"] != "passport":
        f["print_sex"] = False
    ds = rng.choice(DATE_STYLES)
    money = f["money"] = Money(rng, f["cur"])
    body = KYC_LAYOUTS[layout](rng, f, ds, money)
    money = f["money"]
    if money.needs_note and layout != "rm_call_report" and money.note not in body:
        body += f"<p class='small'>Note: {esc(money.note)}.</p>"
    if t.pop("_issuer_elsewhere", False) and "passport data page" not in body.lower() and "PASSPORT</div>" not in body:
        body += f"<p class='small'>Identity document issued by: {esc(COUNTRY[f['nat']][2])} ({f['nat']})</p>"
    body += f"<div class='small' style='margin-top:14px;border-top:1px solid #999'>{esc(footer_reg(rng, f['nat'], 'The Bank'))} </div>"
    order = ["full_name", "date_of_birth", "sex", "nationality", "id_document_type", "id_document_number", "id_issuing_country",
             "id_expiry_date", "residential_address", "country_of_residence", "occupation", "employer_name", "annual_income",
             "income_currency", "source_of_funds", "is_pep", "tax_identification_number"]
    return page(rng, body), {k: t[k] for k in order}


# ================================================================ letters of credit
LOCAL_FIRMS = {
    "IND": [("SHREE GANESH POLYMERS PVT. LTD.", ["PLOT NO. 42, GIDC ESTATE, VAPI", "DIST. VALSAD, GUJARAT 396195, INDIA"]),
            ("KRISHNA COTTON MILLS LIMITED", ["SURVEY NO. 118, AVINASHI ROAD", "COIMBATORE 641014, TAMIL NADU, INDIA"]),
            ("SAHYADRI AUTO COMPONENTS LTD", ["GAT NO. 305, CHAKAN MIDC PHASE II", "PUNE 410501, INDIA"]),
            ("BASMATI GOLD AGRO EXPORTS", ["G.T. KARNAL ROAD, TARAORI", "KARNAL, HARYANA 132116, INDIA"])],
    "PAK": [("AL-NOOR SPINNING MILLS LTD.", ["96-B/1, M.M. ALAM ROAD, GULBERG III", "LAHORE, PAKISTAN"]),
            ("INDUS PHARMA (PVT.) LIMITED", ["PLOT 26, SECTOR 15, KORANGI INDUSTRIAL AREA", "KARACHI 74900, PAKISTAN"]),
            ("SIALKOT SURGICAL WORKS", ["DASKA ROAD, UGOKI", "SIALKOT 51310, PAKISTAN"])],
    "BGD": [("KARNAPHULI KNIT COMPOSITE LTD.", ["PLOT 7-9, CHATTOGRAM EPZ", "CHATTOGRAM-4223, BANGLADESH"]),
            ("MEGHNA AGRO PROCESSING LTD.", ["HOLDING 41, TONGI INDUSTRIAL AREA", "GAZIPUR-1710, BANGLADESH"])],
    "LKA": [("CEYLON BRIGHT TEXTILES (PVT) LTD", ["NO. 210, NEGOMBO ROAD, WATTALA", "SRI LANKA"]),
            ("UVA HIGHLANDS TEA EXPORTS PLC", ["NO. 15, SIR CHITTAMPALAM A. GARDINER MAWATHA", "COLOMBO 02, SRI LANKA"])],
    "NPL": [("HIMALAYAN CEMENT UDHYOG PVT. LTD.", ["BIRGUNJ-16, PARSA", "MADHESH PROVINCE, NEPAL"]),
            ("EVEREST STEEL INDUSTRIES PVT. LTD.", ["SIMRA, BARA", "NEPAL"])],
}
FOREIGN_FIRMS = {
    "CHN": [("JIANGSU HONGDA MACHINERY CO., LTD.", ["NO. 88 HUAYUAN ROAD, XISHAN DISTRICT", "WUXI, JIANGSU 214101, CHINA"]),
            ("ZHEJIANG LONGSHENG DYESTUFF TRADING CO., LTD", ["ROOM 1203, 66 JIANGNAN AVENUE", "HANGZHOU, CHINA"])],
    "DEU": [("HANSEATIC POLYMERS GMBH", ["ALTER WALL 32", "20457 HAMBURG, GERMANY"])],
    "ARE": [("GULF PETROCHEM TRADING FZE", ["PLOT S30215, JEBEL ALI FREE ZONE", "DUBAI, U.A.E."])],
    "JPN": [("KANSAI PRECISION TOOLS K.K.", ["2-4-1 NAKANOSHIMA, KITA-KU", "OSAKA 530-0005, JAPAN"])],
    "KOR": [("DAEWON CHEMICAL CO., LTD", ["45 SEJONG-DAERO, JUNG-GU", "SEOUL 04513, KOREA"])],
    "MYS": [("PERAK PALM OIL REFINERY SDN BHD", ["LOT 12, JALAN INDUSTRI 3", "31200 IPOH, PERAK, MALAYSIA"])],
    "ITA": [("FRATELLI BERTONI S.P.A.", ["VIA ROMA 14", "20121 MILANO, ITALY"])],
    "TUR": [("ANADOLU DOKUMA SANAYI A.S.", ["DEMIRTAS ORGANIZE SANAYI BOLGESI", "BURSA, TURKIYE"])],
    "GBR": [("ROWAN & HALE TRADING LTD", ["UNIT 4, TRAFFORD PARK", "MANCHESTER M17 1AB, UNITED KINGDOM"])],
    "USA": [("LAKESHORE FOODS INC.", ["1200 W. LAKE STREET", "CHICAGO, IL 60607, USA"])],
}
FOREIGN_BANKS = {"CHN": ("BANK OF HUANGPU, SHANGHAI BRANCH", "BKHPCNSH"), "DEU": ("NORDSEE COMMERZBANK AG", "NCBKDEHH"),
                 "ARE": ("EMIRATES ATLANTIC BANK PJSC", "EATBAEAD"), "JPN": ("KANSAI GLOBAL BANK LTD", "KGBLJPJT"),
                 "KOR": ("HAN RIVER BANK", "HRBKKRSE"), "MYS": ("MELAKA TRADE BANK BERHAD", "MTBBMYKL"),
                 "ITA": ("BANCA LOMBARDA DI COMMERCIO", "BLDCITMM"), "TUR": ("BOSPHORUS TRADE BANK", "BTBKTRIS"),
                 "GBR": ("THAMES MERCHANT BANK PLC", "TMBPGB2L"), "USA": ("GREAT LAKES NATIONAL BANK", "GLNBUS33")}
PORTS_LOCAL = {"IND": ["NHAVA SHEVA (JNPT), INDIA", "CHENNAI PORT, INDIA", "MUNDRA PORT, INDIA", "KOLKATA, INDIA"],
               "PAK": ["KARACHI PORT, PAKISTAN", "PORT QASIM, KARACHI", "KARACHI SEAPORT"],
               "BGD": ["CHATTOGRAM SEA PORT, BANGLADESH", "CHITTAGONG, BANGLADESH", "MONGLA PORT, BANGLADESH"],
               "LKA": ["COLOMBO PORT, SRI LANKA", "COLOMBO"], "NPL": ["KOLKATA PORT, INDIA (IN TRANSIT TO NEPAL)", "VISAKHAPATNAM, INDIA"]}
PORTS_FOREIGN = {"CHN": ["SHANGHAI, CHINA", "NINGBO PORT, CHINA", "ANY PORT IN CHINA"], "DEU": ["HAMBURG, GERMANY"],
                 "ARE": ["JEBEL ALI, U.A.E."], "JPN": ["OSAKA, JAPAN", "KOBE PORT"], "KOR": ["BUSAN, KOREA"],
                 "MYS": ["PORT KLANG, MALAYSIA"], "ITA": ["GENOA, ITALY"], "TUR": ["GEMLIK, TURKIYE"],
                 "GBR": ["FELIXSTOWE, UK"], "USA": ["NEW YORK, USA", "LONG BEACH, CA"]}
IMPORT_GOODS = [("POLYPROPYLENE HOMOPOLYMER GRANULES GRADE H030SG", "MT", 1150, "3902.10.00"),
                ("RBD PALM OLEIN IN BULK", "MT", 980, "1511.90.00"),
                ("REACTIVE DYES (ASSORTED SHADES)", "KGS", 6.4, "3204.16.00"),
                ("CNC VERTICAL MACHINING CENTRE MODEL VMC-850 WITH STANDARD ACCESSORIES", "SETS", 41500, "8457.10.10"),
                ("HOT ROLLED STEEL COILS, THICKNESS 2.0-6.0 MM", "MT", 610, "7208.39.90"),
                ("GRANULAR UREA 46 PCT NITROGEN MIN.", "MT", 395, "3102.10.00"),
                ("SPARE PARTS FOR RING SPINNING FRAMES", "LOT", 18500, "8448.33.00")]
EXPORT_GOODS = [("100 PCT COTTON COMBED YARN NE 30/1 FOR KNITTING", "KGS", 3.15, "5205.24.00"),
                ("1121 STEAM BASMATI RICE, CROP 2025, IN 25 KG PP BAGS", "MT", 1080, "1006.30.20"),
                ("MEN'S KNITTED T-SHIRTS 100 PCT COTTON, STYLE NO. KT-2231", "PCS", 2.85, "6109.10.00"),
                ("PURE CEYLON BLACK TEA BOP GRADE IN 5 KG BULK PACKS", "KGS", 4.9, "0902.40.00"),
                ("STAINLESS STEEL SURGICAL INSTRUMENTS AS PER ORDER NO. 4471", "PCS", 7.5, "9018.90.00")]
INCOTERMS = ["FOB", "CFR", "CIF", "CPT", "FCA"]


def _lc_number(rng: random.Random, country: str, year: int) -> str:
    yy = year % 100
    return rng.choice({
        "IND": [f"{digits(rng, 4)}ILC{digits(rng, 6)}", f"ILC{yy}{digits(rng, 7)}", f"{digits(rng, 3)}LC{yy}{digits(rng, 5)}"],
        "PAK": [f"LC{yy}KHI{digits(rng, 5)}", f"{digits(rng, 4)}LCS{yy}{digits(rng, 4)}", f"IMP/{digits(rng, 6)}/{yy}"],
        "BGD": [f"{digits(rng, 4)}{yy}01{digits(rng, 4)}", f"LC-{digits(rng, 4)}-{yy}"],
        "LKA": [f"{digits(rng, 3)}ILC{digits(rng, 6)}", f"LKILC{digits(rng, 7)}"],
        "NPL": [f"ILC/{digits(rng, 4)}/{yy}", f"{digits(rng, 3)}LC{digits(rng, 6)}"],
        "FOR": [f"LC{digits(rng, 10)}", f"{letters(rng, 2)}{digits(rng, 8)}", f"ILC-{digits(rng, 8)}"]}[country])


def lc_facts(rng: random.Random, direction: str | None = None) -> dict:
    local = rng.choice(["IND", "IND", "IND", "PAK", "PAK", "BGD", "LKA", "NPL"])
    direction = direction or rng.choice(["import", "import", "import", "export"])
    foreign = rng.choice(list(FOREIGN_FIRMS))
    lb = bank_of(rng, local)
    fb_name, fb_bic = FOREIGN_BANKS[foreign]
    fb = (fb_name, fb_bic + rng.choice(["XXX", "XXX", "300"]), "")
    lfirm = rng.choice(LOCAL_FIRMS[local])
    ffirm = rng.choice(FOREIGN_FIRMS[foreign])
    if direction == "import":
        issuing, advising, applicant, beneficiary = lb, fb, lfirm, ffirm
        load, disch = rng.choice(PORTS_FOREIGN[foreign]), rng.choice(PORTS_LOCAL[local])
        item, unit, price, hs = rng.choice(IMPORT_GOODS)
        cur = rng.choice(["USD", "USD", "USD", "EUR", "JPY", "CNY"] if foreign in ("CHN", "JPN", "DEU", "ITA") else ["USD"])
    else:
        issuing, advising, applicant, beneficiary = fb, lb, ffirm, lfirm
        load, disch = rng.choice(PORTS_LOCAL[local]), rng.choice(PORTS_FOREIGN[foreign])
        item, unit, price, hs = rng.choice(EXPORT_GOODS)
        cur = rng.choice(["USD", "USD", "EUR", "GBP"])
    if cur == "JPY":
        price *= 150
    if cur == "CNY":
        price *= 7
    origin = beneficiary[1][-1].split(",")[-1].strip()
    qty = {"MT": rng.choice([25, 48, 100, 250, 500, 1000, 2000]), "KGS": rng.choice([5000, 12000, 20000, 40000, 75000]),
           "PCS": rng.choice([6000, 12000, 24000, 50000]), "SETS": rng.randint(1, 4), "LOT": 1}[unit]
    amount = round(qty * price, 2 if cur not in ("JPY",) else 0)
    issue = rdate(rng, 2024, 2025)
    form = rng.choices(["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE", "IRREVOCABLE STANDBY"], [75, 15, 10])[0]
    rules = "ISP LATEST VERSION" if form == "IRREVOCABLE STANDBY" and rng.random() < 0.6 else \
        rng.choices(["UCP LATEST VERSION", "EUCP LATEST VERSION", "OTHR"], [90, 6, 4])[0]
    expiry = issue + _dt.timedelta(days=rng.randint(60, 200))
    latest = expiry - _dt.timedelta(days=rng.choice([15, 21, 30])) if rng.random() < 0.8 else None
    tol = rng.choice([(5, 5), (10, 10), (5, 0), (3, 3)]) if rng.random() < 0.55 else (None, None)
    avail_with = rng.choice(["ANY BANK", "ANY BANK", advising[1], advising[0]])
    avail_by = rng.choices(["BY NEGOTIATION", "BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"], [45, 25, 15, 12, 3])[0]
    if avail_with == "ANY BANK" and avail_by != "BY NEGOTIATION":
        avail_by = "BY NEGOTIATION"
    inco = rng.choice(INCOTERMS)
    pi_date = issue - _dt.timedelta(days=rng.randint(10, 60))
    goods = f"{fnum(qty, 'western', 0)} {unit} {item} AT {cur} {fnum(price, 'western', 2)} PER {unit.rstrip('S') if unit != 'PCS' else 'PC'}, " \
            f"{inco} {(disch if inco in ('CFR', 'CIF', 'CPT') else load).split(',')[0]}, AS PER PROFORMA INVOICE NO. {letters(rng, 2)}-{digits(rng, 4)} DATED {fdate(pi_date, 'dmy.')}" \
            + (f", H.S. CODE {hs}" if rng.random() < 0.6 else "") + (f", COUNTRY OF ORIGIN: {origin}" if rng.random() < 0.5 else "")
    air = rng.random() < 0.12
    ibank = issuing[0].upper()
    docs = [f"SIGNED COMMERCIAL INVOICE IN {rng.choice(['3 COPIES', '4 COPIES', '6 COPIES', 'SIX FOLDS', 'TRIPLICATE', 'ONE ORIGINAL AND 3 COPIES'])} "
            f"CERTIFYING THAT THE GOODS ARE OF {origin} ORIGIN" + (f" AND SHOWING H.S. CODE {hs}" if rng.random() < 0.4 else "")]
    if air:
        docs.append(f"AIR WAYBILL CONSIGNED TO {ibank} MARKED FREIGHT {rng.choice(['PREPAID', 'COLLECT'])} AND NOTIFY APPLICANT")
        load, disch = load.split(",")[0] + " AIRPORT", disch.split(",")[0] + " AIRPORT"
    else:
        docs.append(f"FULL SET OF CLEAN SHIPPED ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {ibank} "
                    f"MARKED FREIGHT {'PREPAID' if inco in ('CFR', 'CIF', 'CPT') else 'COLLECT'} AND NOTIFY APPLICANT")
    pool = ["PACKING LIST IN 3 COPIES SHOWING GROSS AND NET WEIGHT OF EACH PACKAGE",
            f"CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE OF {origin}",
            "BENEFICIARY'S CERTIFICATE CERTIFYING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN 7 DAYS OF SHIPMENT",
            "PRE-SHIPMENT INSPECTION CERTIFICATE ISSUED BY AN INTERNATIONALLY REPUTED SURVEYOR",
            "CERTIFICATE OF ANALYSIS ISSUED BY THE MANUFACTURER",
            "WEIGHT LIST IN DUPLICATE",
            "SHIPMENT ADVICE QUOTING INSURANCE COVER NOTE NO. " + letters(rng, 3) + "/" + digits(rng, 5) + " SENT TO THE INSURANCE COMPANY"]
    if inco == "CIF":
        pool.insert(0, "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE ENDORSED IN BLANK FOR 110 PCT OF CIF VALUE COVERING INSTITUTE CARGO CLAUSES (A)")
    docs += rng.sample(pool, rng.randint(1, 5))
    conds = rng.sample([
        "ALL DOCUMENTS MUST BEAR THE CREDIT NUMBER AND DATE OF ISSUE",
        "DOCUMENTS DATED PRIOR TO THE DATE OF THIS CREDIT ARE NOT ACCEPTABLE",
        f"A DISCREPANCY FEE OF {cur} {rng.choice([50, 75, 100])}.00 WILL BE DEDUCTED FROM THE PROCEEDS OF EACH DISCREPANT PRESENTATION",
        "THIRD PARTY DOCUMENTS EXCEPT COMMERCIAL INVOICE ARE ACCEPTABLE",
        "SHIPMENT BY VESSELS OLDER THAN 20 YEARS IS NOT ALLOWED",
        {"IND": f"IEC NO. {digits(rng, 10)} AND GSTIN OF THE APPLICANT MUST APPEAR ON THE INVOICE",
         "PAK": f"NTN NO. {digits(rng, 7)}-{digits(rng, 1)} OF THE APPLICANT AND FORM 'I' NO. {digits(rng, 6)} MUST BE QUOTED",
         "BGD": f"LCA FORM NO. {digits(rng, 6)}, IRC NO. BA-{digits(rng, 6)} AND BIN {digits(rng, 9)} MUST APPEAR ON ALL DOCUMENTS",
         "LKA": "DOCUMENTS MUST NOT BE PRESENTED THROUGH ANY BANK IN A SANCTIONED COUNTRY",
         "NPL": f"IMPORT UNDER LICENCE NO. {digits(rng, 5)} OF DEPARTMENT OF COMMERCE, NEPAL"}[local],
        "INSURANCE COVERED BY THE APPLICANT. ALL SHIPMENT ADVICES MUST REFER TO THIS CREDIT",
    ], rng.randint(2, 4))
    return {
        "local": local, "foreign": foreign, "direction": direction, "issuing": issuing, "advising": advising,
        "lc_number": _lc_number(rng, local if direction == "import" else "FOR", issue.year),
        "form": form, "issue": issue, "rules": rules, "expiry": expiry,
        "expiry_place": origin,
        "applicant": applicant, "beneficiary": beneficiary, "cur": cur, "amount": float(amount), "tol": tol,
        "avail_with": avail_with, "avail_by": avail_by,
        "partial": rng.choice(["ALLOWED", "NOT ALLOWED", "ALLOWED", "CONDITIONAL", None]),
        "tranship": rng.choice(["ALLOWED", "NOT ALLOWED", "NOT ALLOWED", None]),
        "load": load if rng.random() < 0.9 else None, "disch": disch if rng.random() < 0.88 else None,
        "latest": latest, "goods": goods, "docs": docs, "conds": conds,
        "period": rng.choice([21, 21, 15, 10, 30, None]), "confirm": rng.choices(["WITHOUT", "MAY ADD", "CONFIRM"], [70, 20, 10])[0],
        "tenor": rng.choice([30, 60, 90, 120, 180]), "adv_ref": f"{letters(rng, 3)}/{rng.choice(['EXP', 'ADV', 'TF'])}/{digits(rng, 6)}",
    }


def lc_truth(f: dict, app_lines: list, ben_lines: list) -> dict:
    return {
        "lc_number": f["lc_number"], "form_of_credit": f["form"], "date_of_issue": f["issue"].isoformat(),
        "applicable_rules": f["rules"], "expiry_date": f["expiry"].isoformat(), "expiry_place": f["expiry_place"],
        "applicant": {"name": f["applicant"][0], "address": " ".join(app_lines)},
        "beneficiary": {"name": f["beneficiary"][0], "address": " ".join(ben_lines)},
        "currency": f["cur"], "amount": f["amount"],
        "tolerance_plus_percent": f["tol"][0], "tolerance_minus_percent": f["tol"][1],
        "available_with": f["avail_with"], "available_by": f["avail_by"], "partial_shipments": f["partial"],
        "transhipment": f["tranship"], "port_of_loading": f["load"], "port_of_discharge": f["disch"],
        "latest_shipment_date": f["latest"].isoformat() if f["latest"] else None, "goods_description": f["goods"],
        "documents_required": list(f["docs"]), "presentation_period_days": f["period"],
        "confirmation_instructions": f["confirm"],
    }


def wrap(text: str, width: int = 65) -> list[str]:
    out, line = [], ""
    for w in text.split(" "):
        if line and len(line) + 1 + len(w) > width:
            out.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    if line:
        out.append(line)
    return out


def swift_amount(x: float) -> str:
    return f"{x:.2f}".replace(".", ",")


TAG_NAMES = {"27": "SEQUENCE OF TOTAL", "40A": "FORM OF DOCUMENTARY CREDIT", "20": "DOCUMENTARY CREDIT NUMBER",
             "23": "REFERENCE TO PRE-ADVICE", "31C": "DATE OF ISSUE", "40E": "APPLICABLE RULES", "31D": "DATE AND PLACE OF EXPIRY",
             "51A": "APPLICANT BANK", "50": "APPLICANT", "59": "BENEFICIARY", "32B": "CURRENCY CODE, AMOUNT",
             "39A": "PERCENTAGE CREDIT AMOUNT TOLERANCE", "41A": "AVAILABLE WITH ... BY ...", "41D": "AVAILABLE WITH ... BY ...",
             "42C": "DRAFTS AT ...", "42A": "DRAWEE", "42P": "NEGOTIATION/DEFERRED PAYMENT DETAILS", "42M": "MIXED PAYMENT DETAILS",
             "43P": "PARTIAL SHIPMENTS", "43T": "TRANSHIPMENT",
             "44A": "PLACE OF TAKING IN CHARGE/DISPATCH FROM .../PLACE OF RECEIPT", "44E": "PORT OF LOADING/AIRPORT OF DEPARTURE",
             "44F": "PORT OF DISCHARGE/AIRPORT OF DESTINATION", "44B": "PLACE OF FINAL DESTINATION/FOR TRANSPORTATION TO .../PLACE OF DELIVERY",
             "44C": "LATEST DATE OF SHIPMENT", "44D": "SHIPMENT PERIOD", "45A": "DESCRIPTION OF GOODS AND/OR SERVICES",
             "46A": "DOCUMENTS REQUIRED", "47A": "ADDITIONAL CONDITIONS", "71D": "CHARGES", "48": "PERIOD FOR PRESENTATION IN DAYS",
             "49": "CONFIRMATION INSTRUCTIONS", "53A": "REIMBURSING BANK", "78": "INSTRUCTIONS TO THE PAYING/ACCEPTING/NEGOTIATING BANK",
             "57A": "'ADVISE THROUGH' BANK", "72Z": "SENDER TO RECEIVER INFORMATION"}


def mt700_fields(rng: random.Random, f: dict) -> tuple[list, list, list]:
    """[(tag, [lines])], applicant address lines, beneficiary address lines."""
    app_name, app_addr = f["applicant"]
    ben_name, ben_addr = f["beneficiary"]
    t = [("27", ["1/1"]), ("40A", [f["form"]]), ("20", [f["lc_number"]])]
    if rng.random() < 0.2:
        t.append(("23", ["PREADV/" + digits(rng, 6)]))
    t.append(("31C", [fdate(f["issue"], "swift")]))
    t.append(("40E", [f["rules"]] + (["ICC URDG 758"] if f["rules"] == "OTHR" else [])))
    t.append(("31D", [fdate(f["expiry"], "swift") + rng.choice(["", " "]) + f["expiry_place"]]))
    t.append(("50", [app_name] + app_addr))
    t.append(("59", [ben_name] + ben_addr))
    t.append(("32B", [f["cur"] + swift_amount(f["amount"])]))
    if f["tol"][0] is not None:
        t.append(("39A", [f"{f['tol'][0]:02d}/{f['tol'][1]:02d}"]))
    aw = f["avail_with"]
    bic_like = bool(re.fullmatch(r"[A-Z0-9]{8}([A-Z0-9]{3})?", aw))
    t.append(("41A" if bic_like else "41D", [aw, f["avail_by"]]))
    if f["avail_by"] in ("BY NEGOTIATION", "BY ACCEPTANCE", "BY PAYMENT") and rng.random() < 0.8:
        t.append(("42C", ["AT SIGHT" if f["avail_by"] != "BY ACCEPTANCE" else f"AT {f['tenor']} DAYS FROM B/L DATE", "FOR FULL INVOICE VALUE"]))
        t.append(("42A", [f["issuing"][1]]))
    elif f["avail_by"] == "BY DEF PAYMENT":
        t.append(("42P", [f"{f['tenor']} DAYS AFTER BILL OF LADING DATE"]))
    elif f["avail_by"] == "BY MIXED PYMT":
        t.append(("42M", ["50 PCT AT SIGHT, 50 PCT AT", f"{f['tenor']} DAYS FROM B/L DATE"]))
    if f["partial"]:
        t.append(("43P", [f["partial"]]))
    if f["tranship"]:
        t.append(("43T", [f["tranship"]]))
    if rng.random() < 0.2:
        t.append(("44A", [f"SUPPLIER'S WAREHOUSE, {f['beneficiary'][1][-1]}"]))
    if f["load"]:
        t.append(("44E", [f["load"]]))
    if f["disch"]:
        t.append(("44F", [f["disch"]]))
    if rng.random() < 0.2:
        t.append(("44B", [f"APPLICANT'S FACTORY, {f['applicant'][1][-1]}"]))
    if f["latest"]:
        t.append(("44C", [fdate(f["latest"], "swift")]))
    else:
        t.append(("44D", [f"SHIPMENT DURING {_MONTHS[(f['issue'].month) % 12].upper()} {f['issue'].year + (1 if f['issue'].month == 12 else 0)}"]))
    t.append(("45A", wrap(f["goods"])))
    dl = []
    for d in f["docs"]:
        dl += wrap("+" + d)
    t.append(("46A", dl))
    cl = []
    for c in f["conds"]:
        cl += wrap("+" + c)
    t.append(("47A", cl))
    t.append(("71D", wrap(f"ALL BANKING CHARGES OUTSIDE {COUNTRY[f['local']][0].upper() if f['direction'] == 'import' else 'THE ISSUING BANK COUNTRY'} ARE FOR BENEFICIARY'S ACCOUNT")))
    if f["period"] is not None:
        t.append(("48", [f"{f['period']}/FROM THE DATE OF SHIPMENT"] if rng.random() < 0.5 else
                  wrap(f"DOCUMENTS TO BE PRESENTED WITHIN {f['period']} DAYS AFTER THE DATE OF SHIPMENT BUT WITHIN THE VALIDITY OF THE CREDIT")))
    t.append(("49", [f["confirm"]]))
    if rng.random() < 0.5:
        t.append(("78", wrap("ON RECEIPT OF CREDIT COMPLIANT DOCUMENTS AT OUR COUNTERS WE SHALL REMIT THE PROCEEDS AS PER YOUR INSTRUCTIONS "
                             f"WITHIN 5 BANKING DAYS. DOCUMENTS TO BE SENT TO {f['issuing'][0].upper()} IN ONE LOT BY COURIER.")))
    t.append(("57A", [f["advising"][1]]) if rng.random() < 0.4 else ("72Z", wrap(f"PLEASE ADVISE THE BENEFICIARY ACKNOWLEDGING RECEIPT QUOTING OUR REF {digits(rng, 8)}")))
    return t, app_addr, ben_addr


def _mt_header(rng, f):
    snd, rcv = f["issuing"][1], f["advising"][1]
    return snd.ljust(11, "X")[:11], rcv.ljust(11, "X")[:11]


def lc_mt700_raw(rng, f):
    tags, aa, ba = mt700_fields(rng, f)
    snd, rcv = _mt_header(rng, f)
    lines = [f"{{1:F01{rcv[:8]}A{rcv[8:]}{digits(rng, 10)}}}{{2:O700{rng.randint(1000, 2359)}{fdate(f['issue'], 'swift')}{snd[:8]}A{snd[8:]}{digits(rng, 10)}{fdate(f['issue'], 'swift')}{rng.randint(1000, 2359)}N}}{{3:{{108:{letters(rng, 4)}{digits(rng, 8)}}}}}{{4:"]
    for tag, vals in tags:
        lines.append(f":{tag}:{vals[0]}")
        lines += vals[1:]
    lines.append("-}{5:{CHK:" + letters(rng, 4) + digits(rng, 8) + "}}")
    return f"<pre class='mono' style='font-size:9pt;white-space:pre-wrap'>{esc(chr(10).join(lines))}</pre>", aa, ba


def _advice_header(rng, f, printed_by_local=True):
    snd, rcv = _mt_header(rng, f)
    rows = [("Message type", rng.choice(["700 - Issue of a Documentary Credit", "MT700", "fin.700 Issue of a Documentary Credit"])),
            ("Sender", f"{snd} {f['issuing'][0].upper()}"), ("Receiver", f"{rcv} {f['advising'][0].upper()}"),
            ("Priority", rng.choice(["Normal", "N", "Urgent"])), ("MUR", digits(rng, 16)),
            ("Input date/time", f"{fdate(f['issue'], 'dmy/')} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}"),
            ("UETR", f"{digits(rng, 8)}-{letters(rng, 4).lower()}-4{digits(rng, 3)}-a{digits(rng, 3)}-{digits(rng, 12)}")]
    return rows


def lc_swift_advice_named(rng, f):
    tags, aa, ba = mt700_fields(rng, f)
    rows = _advice_header(rng, f)
    bank = f["advising"][0] if f["direction"] == "export" else f["issuing"][0]
    out = f"<div class='hdr'><b>{esc(bank.upper())}</b> &nbsp; {esc(L(rng, 'SWIFT MESSAGE PRINT', 'Trade Finance - Incoming SWIFT', 'SWIFT Alliance - Message Details', 'FIN Message Print (Copy)'))}</div>"
    out += fields(rng, rows, rng.choice(["tab", "colon"]))
    out += "<hr>"
    style = rng.choice(["indent", "inline", "colon"])
    for tag, vals in tags:
        name = TAG_NAMES[tag]
        v = "<br>".join(esc(x) for x in vals)
        if style == "indent":
            out += f"<div style='margin-top:5px'><b>:{tag}:</b> {esc(name)}</div><div style='margin-left:18mm' class='mono'>{v}</div>"
        elif style == "inline":
            out += f"<table style='margin-top:3px'><tr><td style='width:12mm'><b>{tag}</b></td><td style='width:55mm'>{esc(name.title())}</td><td class='mono'>{v}</td></tr></table>"
        else:
            out += f"<div style='margin-top:4px'>F{tag}: {esc(name)}<br><span class='mono'>&nbsp;&nbsp;&nbsp;&nbsp;{v}</span></div>"
    out += f"<p class='small'>{esc(L(rng, '*** End of message ***', 'Message authenticated: RMA OK', 'Printed by TFOPS user ' + letters(rng, 2) + digits(rng, 3)))}</p>"
    return out, aa, ba


def lc_swift_tag_table(rng, f):
    tags, aa, ba = mt700_fields(rng, f)
    rows = _advice_header(rng, f)
    out = f"<h1>{esc(L(rng, 'Documentary Credit - Issuance (MT700)', 'LETTER OF CREDIT ISSUANCE - SWIFT COPY', 'Import LC - SWIFT MT700 Transmitted'))}</h1>"
    out += fields(rng, rows[:4], "grid", 2)
    out += "<table class='bx' style='margin-top:6px'><tr><th style='width:11mm'>Tag</th><th style='width:52mm'>Field Name</th><th>Content</th></tr>"
    for tag, vals in tags:
        out += f"<tr><td>{tag}</td><td>{esc(L(rng, TAG_NAMES[tag], TAG_NAMES[tag].title()))}</td><td class='mono'>{'<br>'.join(esc(x) for x in vals)}</td></tr>"
    out += "</table>"
    out += f"<p class='small'>{esc(footer_reg(rng, f['local'], f['issuing'][0] if f['direction'] == 'import' else f['advising'][0]))}</p>"
    return out, aa, ba


TELEX_NAMES = {"27": "SEQUENCE", "40A": "FORM OF DOC CREDIT", "20": "DOC CREDIT NUMBER", "23": "PRE-ADVICE REF",
               "31C": "DATE OF ISSUE", "40E": "APPLICABLE RULES", "31D": "EXPIRY DATE AND PLACE", "50": "APPLICANT", "59": "BENEFICIARY",
               "32B": "AMOUNT", "39A": "TOLERANCE PCT", "41A": "AVAILABLE WITH/BY", "41D": "AVAILABLE WITH/BY", "42C": "DRAFTS AT",
               "42A": "DRAWEE", "42P": "DEF PAYMENT DETAILS", "42M": "MIXED PAYMENT", "43P": "PARTIAL SHIPMENTS", "43T": "TRANSHIPMENT",
               "44A": "TAKING IN CHARGE", "44E": "PORT OF LOADING", "44F": "PORT OF DISCHARGE", "44B": "FINAL DESTINATION",
               "44C": "LATEST SHIPMENT", "44D": "SHIPMENT PERIOD", "45A": "GOODS", "46A": "DOCUMENTS REQUIRED",
               "47A": "ADDITIONAL CONDITIONS", "71D": "CHARGES", "48": "PRESENTATION PERIOD", "49": "CONFIRMATION",
               "78": "INSTRUCTIONS TO BANK", "57A": "ADVISE THROUGH", "72Z": "SENDER TO RECEIVER INFO", "51A": "APPLICANT BANK", "53A": "REIMBURSING BANK"}


def lc_telex_print(rng, f):
    tags, aa, ba = mt700_fields(rng, f)
    snd, rcv = _mt_header(rng, f)
    lines = ["ZCZC " + digits(rng, 4), f"TO: {rcv} {f['advising'][0].upper()}", f"FM: {snd} {f['issuing'][0].upper()}",
             f"TEST: {digits(rng, 5)} FOR {f['cur']} {swift_amount(f['amount'])} ON {fdate(f['issue'], 'd MON Y')}", "",
             "WE HEREBY ISSUE OUR DOCUMENTARY CREDIT AS FOLLOWS:", ""]
    for tag, vals in tags:
        if tag == "27":
            continue
        lines.append(f"{TELEX_NAMES[tag]}: {vals[0]}")
        lines += ["    " + v for v in vals[1:]]
    lines += ["", "REGARDS", f"{f['issuing'][0].upper()} - TRADE SERVICES", "NNNN"]
    return f"<pre class='mono' style='font-size:9.2pt;white-space:pre-wrap'>{esc(chr(10).join(lines))}</pre>", aa, ba


FORM_WORDS = {"IRREVOCABLE": "irrevocable documentary credit", "IRREVOCABLE TRANSFERABLE": "irrevocable transferable documentary credit",
              "IRREVOCABLE STANDBY": "irrevocable standby letter of credit"}
RULE_WORDS = {"UCP LATEST VERSION": "the Uniform Customs and Practice for Documentary Credits, ICC Publication No. 600 (UCP LATEST VERSION)",
              "EUCP LATEST VERSION": "the supplement for electronic presentation (EUCP LATEST VERSION)",
              "ISP LATEST VERSION": "the International Standby Practices (ISP LATEST VERSION)",
              "OTHR": "other rules (OTHR): ICC Uniform Rules for Demand Guarantees, URDG 758"}
CONFIRM_WORDS = {"WITHOUT": "without adding your confirmation (confirmation instructions: WITHOUT)",
                 "MAY ADD": "and you may add your confirmation at the request and cost of the beneficiary (MAY ADD)",
                 "CONFIRM": "and you are requested to add your confirmation (CONFIRM)"}


def _ship_word(v):
    return {"ALLOWED": "allowed", "NOT ALLOWED": "not allowed", "CONDITIONAL": "conditional"}[v]


def lc_issuing_letter(rng, f):
    ds = rng.choice(["d Month, Y", "dth Month Y", "d Mon Y", "dmy.", "d-MON-Y"])
    if f["direction"] == "export" and f["foreign"] == "USA" and ds == "dmy.":
        ds = "d Mon Y"  # a US issuer's numeric dates would be month-first
    money = Money(rng, f["cur"], rng.choice(["western", "indian"]))
    money.dash = False
    money.after = False
    money.sym = f["cur"]
    ib = f["issuing"]
    app, ben = f["applicant"], f["beneficiary"]
    ahtml, atr = render_address(rng, app[1], rng.choice(["br", "comma"]))
    bhtml, btr = render_address(rng, ben[1], rng.choice(["br", "comma"]))
    aw = "any bank" if f["avail_with"] == "ANY BANK" else esc(f["avail_with"])
    aw_html = "ANY BANK" if f["avail_with"] == "ANY BANK" else esc(f["avail_with"])
    by = f["avail_by"].lower() if f["avail_by"] in ("BY NEGOTIATION", "BY PAYMENT", "BY ACCEPTANCE") else f["avail_by"]
    head = (f"<div class='hdr'><table><tr><td><div style='font-size:15pt;font-weight:bold'>{esc(ib[0])}</div><div class='small'>{esc(L(rng, 'Trade Finance Centre', 'International Division', 'Foreign Trade Department'))}, "
            f"{esc(ib[2] or 'Head Office')} &nbsp; SWIFT: {esc(ib[1])}</div></td><td class='right small'>Our Ref: {esc(letters(rng, 3))}/{digits(rng, 5)}<br>"
            f"{esc(L(rng, 'Date', 'Dated'))}: {esc(fdate(f['issue'], ds))}</td></tr></table></div>")
    to = f"<p>To,<br>{esc(f['advising'][0])}<br>{esc(L(rng, 'Trade Services', 'LC Advising Unit'))}</p>" if rng.random() < 0.7 else ""
    paras = []
    paras.append(f"Dear Sirs,<br><b>{esc(L(rng, 'Re: Issuance of', 'Sub: Opening of'))} {esc(FORM_WORDS[f['form']].title())} No. {esc(f['lc_number'])}</b>")
    paras.append(f"At the request of our customer <b>{esc(app[0])}</b>, {ahtml} (the applicant), we hereby issue our {esc(FORM_WORDS[f['form']])} "
                 f"No. <b>{esc(f['lc_number'])}</b> dated {esc(fdate(f['issue'], ds))} in favour of <b>{esc(ben[0])}</b>, {bhtml} (the beneficiary), "
                 f"for an amount of <b>{esc(money(f['amount']))}</b> ({esc(CURRENCY_NAMES.get(f['cur'], f['cur']))} {esc(words(int(f['amount']), False))}"
                 f"{' and cents ' + str(round(f['amount'] * 100) % 100) if round(f['amount'] * 100) % 100 else ''} only)"
                 + (f", {f['tol'][0]} percent more or {f['tol'][1]} percent less acceptable" if f["tol"][0] is not None else "") + ".")
    paras.append(f"This credit is available with {aw_html} {esc(by)}" + (f", drafts at {f['tenor']} days from B/L date drawn on us" if f["avail_by"] in ("BY ACCEPTANCE", "BY DEF PAYMENT") else "") + ".")
    paras.append(f"The credit expires on {esc(fdate(f['expiry'], ds))} at {esc(f['expiry_place'])} (place of expiry).")
    ship = []
    if f["load"]:
        ship.append(f"from {esc(f['load'])} (port of loading)")
    if f["disch"]:
        ship.append(f"to {esc(f['disch'])} (port of discharge)")
    s = "Shipment " + " ".join(ship) if ship else "Shipment"
    s += f" not later than {esc(fdate(f['latest'], ds))}." if f["latest"] else " as per the applicant's shipping schedule."
    if f["partial"]:
        s += f" Partial shipments: {_ship_word(f['partial'])}."
    if f["tranship"]:
        s += f" Transhipment: {_ship_word(f['tranship'])}."
    paras.append(s)
    paras.append(f"Covering: {esc(f['goods'])}")
    numbering = rng.choice(["1.", "(i)", "a)", "-"])
    def num(i):
        roman = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"]
        return {"1.": f"{i + 1}.", "(i)": f"({roman[i]})", "a)": f"{'abcdefghi'[i]})", "-": "-"}[numbering]
    docs = "".join(f"<div style='margin-left:8mm'>{num(i)} {esc(d)}</div>" for i, d in enumerate(f["docs"]))
    paras.append(f"{esc(L(rng, 'Documents required:', 'The following documents are required:', 'Drafts must be accompanied by the following documents:'))}{docs}")
    paras.append("Additional conditions:" + "".join(f"<div style='margin-left:8mm'>* {esc(c)}</div>" for c in f["conds"]))
    if f["period"] is not None:
        paras.append(f"Documents must be presented within {f['period']} days after the date of shipment but within the validity of the credit.")
    paras.append(f"Please advise the beneficiary {CONFIRM_WORDS[f['confirm']]}.")
    paras.append(f"This credit is subject to {esc(RULE_WORDS[f['rules']])}.")
    paras.append(f"All charges outside {esc(COUNTRY[f['local']][0] if f['direction'] == 'import' else 'our country')} are for the account of the beneficiary.")
    body = head + to + "".join(f"<p>{p}</p>" for p in paras)
    body += f"<div class='sig'>For {esc(ib[0])}<br><br>________________ &nbsp;&nbsp;&nbsp; ________________<br>Authorised Signatory &nbsp;&nbsp; Authorised Signatory<br>(Sig. No. {digits(rng, 4)}) &nbsp;&nbsp; (Sig. No. {digits(rng, 4)})</div>"
    return body, [atr], [btr]


def lc_issuing_form(rng, f):
    ds = rng.choice(DATE_STYLES)
    money = Money(rng, f["cur"], rng.choice(["western", "indian", "space"]))
    money.sym, money.dash, money.after = f["cur"], False, rng.random() < 0.3
    ib = f["issuing"]
    app, ben = f["applicant"], f["beneficiary"]
    ahtml, atr = render_address(rng, app[1])
    bhtml, btr = render_address(rng, ben[1])
    num = rng.choice(["1.", "+", "(a)", "•"])
    def n(i):
        return {"1.": f"{i + 1}.", "+": "+", "(a)": f"({'abcdefghij'[i]})", "•": "•"}[num]
    items = [(L(rng, "Credit Number", "L/C No.", "Documentary Credit No."), esc(f["lc_number"])),
             (L(rng, "Form of Credit", "Type of Credit"), esc(f["form"])),
             (L(rng, "Date of Issue", "Issue Date"), esc(fdate(f["issue"], ds))),
             (L(rng, "Applicable Rules", "Rules"), esc(f["rules"])),
             (L(rng, "Expiry Date", "Date of Expiry"), esc(fdate(f["expiry"], ds))),
             (L(rng, "Place of Expiry", "Expiry Place"), esc(f["expiry_place"])),
             (L(rng, "Applicant", "Applicant (Importer)"), f"{esc(app[0])}<br>{ahtml}"),
             (L(rng, "Beneficiary", "Beneficiary (Exporter)"), f"{esc(ben[0])}<br>{bhtml}"),
             (L(rng, "Currency & Amount", "Credit Amount"), esc(money(f["amount"]))),
             (L(rng, "Tolerance (+/- %)", "Amount tolerance"), esc(f"+{f['tol'][0]}% / -{f['tol'][1]}%") if f["tol"][0] is not None else blank(rng)),
             (L(rng, "Available with", "Available With Bank"), esc(f["avail_with"])),
             (L(rng, "Available by", "Availability"), esc(f["avail_by"])),
             ("Partial Shipments", esc(f["partial"]) if f["partial"] else blank(rng)),
             ("Transhipment", esc(f["tranship"]) if f["tranship"] else blank(rng)),
             (L(rng, "Port of Loading", "Port of Shipment"), esc(f["load"]) if f["load"] else blank(rng)),
             (L(rng, "Port of Discharge", "Port of Destination"), esc(f["disch"]) if f["disch"] else blank(rng)),
             (L(rng, "Latest Shipment Date", "Last Date of Shipment"), esc(fdate(f["latest"], ds)) if f["latest"] else blank(rng)),
             (L(rng, "Presentation Period (days)", "Period for Presentation"), f"{f['period']} days" if f["period"] is not None else blank(rng)),
             (L(rng, "Confirmation", "Confirmation Instructions"), esc(f["confirm"])),
             (L(rng, "Advising Bank", "Advise Through"), esc(f"{f['advising'][0]} ({f['advising'][1]})"))]
    body = (f"<div class='hdr' style='text-align:center'><div style='font-size:15pt;font-weight:bold'>{esc(ib[0])}</div>"
            f"<div class='small'>{esc(ib[2] or '')} SWIFT {esc(ib[1])}</div></div>"
            f"<h1 style='text-align:center'>{esc(L(rng, 'IRREVOCABLE DOCUMENTARY CREDIT', 'LETTER OF CREDIT', 'DOCUMENTARY CREDIT - ISSUANCE ADVICE TO APPLICANT'))}</h1>")
    body += fields(rng, items, rng.choice(["below", "grid", "tab"]), 2 if rng.random() < 0.7 else None)
    body += f"<h2>{esc(L(rng, 'Description of Goods', 'Goods / Services'))}</h2><p>{esc(f['goods'])}</p>"
    body += f"<h2>{esc(L(rng, 'Documents Required', 'Documents to be presented'))}</h2>" + "".join(f"<div>{n(i)} {esc(d)}</div>" for i, d in enumerate(f["docs"]))
    body += f"<h2>{esc(L(rng, 'Additional Conditions', 'Special Conditions'))}</h2>" + "".join(f"<div>- {esc(c)}</div>" for c in f["conds"])
    body += f"<p class='small'>Margin held: {rng.choice([10, 15, 20, 25, 100])}% &nbsp; Commission: {money(round(f['amount'] * 0.0015, 2))} &nbsp; Customer ID {digits(rng, 8)}</p>"
    body += "<div class='sig'>Authorised Signatory ____________ &nbsp;&nbsp;&nbsp; Checked by ____________</div>"
    return body, [atr], [btr]


def lc_export_advice(rng, f):
    """Local advising bank's covering letter to the local beneficiary, then the MT700 print."""
    ds = rng.choice(DATE_STYLES)
    ab = f["advising"]
    ben = f["beneficiary"]
    tags, aa, ba = mt700_fields(rng, f)
    adv_date = f["issue"] + _dt.timedelta(days=rng.randint(1, 4))
    cover = (f"<div class='hdr'><div style='font-size:14pt;font-weight:bold'>{esc(ab[0])}</div><div class='small'>{esc(ab[2])} | {esc(L(rng, 'Trade Finance Operations', 'Export Department', 'Centralised Trade Processing Centre'))}</div></div>"
             f"<table><tr><td>To,<br><b>{esc(ben[0])}</b><br>{'<br>'.join(esc(x) for x in ben[1])}</td><td class='right'>"
             f"{esc(L(rng, 'Our Advice Ref', 'Our Ref. No.', 'Advice No.'))}: <b>{esc(f['adv_ref'])}</b><br>{esc(L(rng, 'Date', 'Dated'))}: {esc(fdate(adv_date, ds))}</td></tr></table>"
             f"<p><b>{esc(L(rng, 'Sub: Advice of Documentary Credit', 'ADVICE OF INWARD LETTER OF CREDIT', 'Re: Export Letter of Credit - Advice'))}</b></p>"
             f"<p>{esc(L(rng, 'Dear Sir/Madam,', 'Dear Customer,'))}</p>"
             f"<p>We have received an authenticated SWIFT MT700 from {esc(f['issuing'][0])} ({esc(f['issuing'][1])}) and advise the credit as per the copy enclosed, "
             f"{'without any engagement or responsibility on our part' if f['confirm'] != 'CONFIRM' else 'subject to our confirmation being separately advised'}. "
             f"Please quote our reference {esc(f['adv_ref'])} in all correspondence.</p>"
             f"<p>{esc(L(rng, 'Advising commission', 'Our charges'))}: {esc(Money(rng, LOCAL_CUR[f['local']])(rng.choice([1500, 2500, 3500])))} plus GST/taxes, debited to your account no. {digits(rng, 12)}.</p>"
             f"<p class='small'>Please examine the credit terms carefully; request amendments directly from the applicant if the terms cannot be complied with. "
             f"This advice does not constitute a confirmation of the credit.</p><div class='sig'>For {esc(ab[0])}<br><br>Authorised Signatory</div>")
    page2 = "<div class='pb'></div>" + f"<p class='small'>Enclosure to advice {esc(f['adv_ref'])} - page 2</p>"
    page2 += "<table class='bx'>" + "".join(f"<tr><td style='width:14mm'>:{tag}:</td><td style='width:58mm'>{esc(TAG_NAMES[tag])}</td><td class='mono'>{'<br>'.join(esc(v) for v in vals)}</td></tr>" for tag, vals in tags) + "</table>"
    return cover + page2, aa, ba


def lc_application(rng, f):
    ds = rng.choice(DATE_STYLES)
    ib = f["issuing"]
    app, ben = f["applicant"], f["beneficiary"]
    ahtml, atr = render_address(rng, app[1])
    bhtml, btr = render_address(rng, ben[1])
    money = Money(rng, f["cur"], "western")
    money.sym, money.dash, money.after = f["cur"], False, False
    app_date = f["issue"] - _dt.timedelta(days=rng.randint(1, 6))
    body = (f"<div class='hdr'><b>{esc(ib[0])}</b> &nbsp; {esc(ib[2])}</div><h1>{esc(L(rng, 'APPLICATION FOR OPENING OF IRREVOCABLE DOCUMENTARY CREDIT', 'Import LC Application cum Agreement', 'Request to Issue a Letter of Credit'))}</h1>"
            f"<p class='small'>Please issue by {checks(rng, ['SWIFT', 'Courier', 'Telex'], 'SWIFT')} an {esc(FORM_WORDS[f['form']])} as detailed below. Application date: {esc(fdate(app_date, ds))}.</p>")
    tick = lambda opts, v: checks(rng, opts, v, rng.choice(["[X]", "☒"]))
    items = [("Form of credit", tick(["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE", "IRREVOCABLE STANDBY"], f["form"])),
             ("Applicant (name & address)", f"{esc(app[0])}<br>{ahtml}"), ("Beneficiary (name & address)", f"{esc(ben[0])}<br>{bhtml}"),
             ("Amount (in figures)", esc(money(f["amount"]))),
             ("Amount in words", esc(f"{CURRENCY_NAMES.get(f['cur'], f['cur'])} {words(int(f['amount']), False)} only")),
             ("Tolerance", esc(f"{f['tol'][0]}/{f['tol'][1]} percent") if f["tol"][0] is not None else "Nil"),
             ("Expiry date / place", esc(f"{fdate(f['expiry'], ds)} / {f['expiry_place']}")),
             ("Available with", esc(f["avail_with"])),
             ("Available by", tick(["BY PAYMENT", "BY ACCEPTANCE", "BY NEGOTIATION", "BY DEF PAYMENT", "BY MIXED PYMT"], f["avail_by"])),
             ("Partial shipment", tick(["ALLOWED", "NOT ALLOWED", "CONDITIONAL"], f["partial"]) if f["partial"] else blank(rng)),
             ("Transhipment", tick(["ALLOWED", "NOT ALLOWED", "CONDITIONAL"], f["tranship"]) if f["tranship"] else blank(rng)),
             ("Port of loading", esc(f["load"]) if f["load"] else blank(rng)), ("Port of discharge", esc(f["disch"]) if f["disch"] else blank(rng)),
             ("Latest date of shipment", esc(fdate(f["latest"], ds)) if f["latest"] else blank(rng)),
             ("Documents to be presented within (days)", str(f["period"]) if f["period"] is not None else blank(rng)),
             ("Confirmation", tick(["CONFIRM", "MAY ADD", "WITHOUT"], f["confirm"])), ("Applicable rules", esc(f["rules"])),
             ("Advising bank", esc(f"{f['advising'][0]}, SWIFT {f['advising'][1]}"))]
    body += fields(rng, items, rng.choice(["tab", "grid", "leader"]), 2 if rng.random() < 0.5 else None)
    body += f"<h2>Description of goods</h2><p>{esc(f['goods'])}</p><h2>Documents required</h2><ol>" + "".join(f"<li>{esc(d)}</li>" for d in f["docs"]) + "</ol>"
    body += "<h2>Special instructions / additional conditions</h2>" + "".join(f"<p>- {esc(c)}</p>" for c in f["conds"])
    body += (f"<p class='small'>We undertake to pay on demand the amount of all drafts drawn under the credit with interest and charges. Debit our account no. {digits(rng, 14)} "
             f"for margin and charges. IEC/NTN: {digits(rng, 10)}.</p><div class='sig'>Signature(s) of applicant with rubber stamp: ____________</div>")
    body += (f"<div style='border:2px solid #333;margin-top:14px;padding:6px'><b>{esc(L(rng, 'FOR BANK USE ONLY', 'BRANCH USE'))}</b><br>"
             + fields(rng, [("LC No. allotted", esc(f["lc_number"])), ("Date of issue", esc(fdate(f["issue"], ds))),
                            ("Margin collected", esc(Money(rng, LOCAL_CUR[f['local']])(rng.randint(2, 90) * 100000))), ("Sanction ref.", f"{letters(rng, 3)}/{digits(rng, 4)}")], "grid", 2)
             + "<span class='stamp'>ISSUED</span></div>")
    return body, [atr], [btr]


LC_LAYOUTS = {"mt700_raw": lc_mt700_raw, "swift_advice_named": lc_swift_advice_named, "swift_tag_table": lc_swift_tag_table,
              "telex_print": lc_telex_print, "issuing_letter": lc_issuing_letter, "issuing_form": lc_issuing_form,
              "export_advice_cover": lc_export_advice, "lc_application": lc_application}


def gen_lc(rng: random.Random, layout: str) -> tuple[str, dict]:
    f = lc_facts(rng, "export" if layout == "export_advice_cover" else ("import" if layout in ("lc_application", "issuing_form") else None))
    body, app_lines, ben_lines = LC_LAYOUTS[layout](rng, f)
    return page(rng, body), lc_truth(f, app_lines, ben_lines)


# ================================================================ home loans
PROJECTS = {"IND": ["Flat No. {n}, {f} Floor, Wing {w}, Godrej Emerald Heights", "Villa No. {n}, Prestige Palm Meadows",
                    "Unit {n}, Tower {w}, Mahindra Happinest", "Plot No. {n}, Survey No. 112/2, Sri Sai Layout"],
            "PAK": ["House No. {n}, Street {w}, Sector C, Bahria Town", "Plot {n}-{w}, Phase 8, DHA", "Flat {n}, Block {w}, Askari 11"],
            "BGD": ["Apartment {w}-{n}, Concord Lake Palace", "Flat {n}, Building {w}, Rupayan City Uttara"],
            "LKA": ["No. {n}, Lake View Gardens, Sub Lot {w}", "Apartment {n}, Tower {w}, Capitol Residencies"],
            "NPL": ["House No. {n}, Civil Homes Phase {w}", "Apartment {n}, Block {w}, Sunrise City Homes"]}


def loan_facts(rng: random.Random, country: str | None = None, nri: bool = False) -> dict:
    country = country or rng.choice(["IND", "IND", "IND", "PAK", "PAK", "BGD", "LKA", "NPL"])
    b = Person(rng, country)
    bdob = rdate(rng, 1964, 1998)
    marital = rng.choices(["married", "unmarried", "separated"], [60, 32, 8])[0]
    cobs = []
    n_co = rng.choices([0, 1, 2, 3], [25, 45, 20, 10])[0]
    rels = []
    if marital == "married" and n_co:
        rels.append("Spouse")
    while len(rels) < n_co:
        rels.append(rng.choice(["Father", "Mother", "Brother", "Son", "Daughter", "Sister"]))
    for rel in rels:
        sex = {"Spouse": "F" if b.sex == "M" else "M", "Father": "M", "Mother": "F", "Brother": "M", "Son": "M",
               "Daughter": "F", "Sister": "F"}[rel]
        p = Person(rng, country, sex, b.surname if rng.random() < 0.85 else None)
        shift = {"Spouse": rng.randint(-2500, 2500), "Father": -rng.randint(8500, 12500), "Mother": -rng.randint(7500, 11500),
                 "Brother": rng.randint(-3500, 3500), "Sister": rng.randint(-3500, 3500), "Son": rng.randint(7500, 11000),
                 "Daughter": rng.randint(7500, 11000)}[rel]
        dob = bdob + _dt.timedelta(days=shift)
        if dob > _dt.date(2006, 6, 30):
            dob = _dt.date(2006, 6, 30) - _dt.timedelta(days=rng.randint(0, 900))
        cobs.append((p, dob, rel))
    res = rng.choice(["ARE", "SAU", "QAT", "GBR", "SGP"]) if nri else country
    inc_cur = FOREIGN_CUR[res] if nri else LOCAL_CUR[country]
    base = {"INR": 90000, "PKR": 280000, "BDT": 110000, "LKR": 260000, "NPR": 140000}.get(inc_cur, 4500)
    gross = round(base * rng.uniform(0.5, 5.0) / 10) * 10
    basic = round(gross * rng.uniform(0.4, 0.55))
    hra = round(gross * rng.uniform(0.15, 0.25))
    other = gross - basic - hra
    lcur = LOCAL_CUR[country]
    lbase = {"INR": 4500000, "PKR": 12000000, "BDT": 6000000, "LKR": 15000000, "NPR": 7000000}[lcur]
    loan = round(lbase * rng.uniform(0.4, 3.5), -4)
    value = round(loan / rng.uniform(0.55, 0.85), -4)
    years = rng.choice([10, 15, 15, 20, 20, 25, 30])
    months = years * 12 if rng.random() < 0.85 else rng.choice([84, 126, 180, 234, 300])
    rate = {"INR": (8.3, 9.9), "PKR": (13.5, 21.5), "BDT": (9.0, 12.5), "LKR": (10.5, 15.0), "NPR": (8.5, 12.0)}[lcur]
    prop_country = country
    proj = rng.choice(PROJECTS[country]).format(n=rng.randint(1, 1404), f=_ord(rng.randint(1, 22)), w=rng.choice("ABCDEFG"))
    prop_lines = [proj] + address_lines(rng, country, rng.random() < 0.4)[1:]
    return {
        "country": country, "b": b, "dob": bdob, "marital": marital, "cobs": cobs,
        "email": f"{b.given.split()[0].lower().strip('.')}{rng.choice(['.', '_', ''])}{b.surname.lower().replace(' ', '')}@{rng.choice(['gmail.com', 'yahoo.com', 'rediffmail.com', 'outlook.com'])}" if rng.random() < 0.75 else None,
        "phone": {"IND": "+91-9" + digits(rng, 9), "PAK": "0300-" + digits(rng, 7), "BGD": "01" + digits(rng, 3) + "-" + digits(rng, 6),
                  "LKA": "077 " + digits(rng, 7), "NPL": "+977-98" + digits(rng, 8)}[country] if rng.random() < 0.85 else None,
        "employer": rng.choice(EMPLOYERS[res]), "designation": rng.choice(SALARIED[:12]),
        "emp_start": rdate(rng, 2006, 2023), "prev_employer": rng.choice(EMPLOYERS[res]),
        "inc_cur": inc_cur, "gross": float(gross), "basic": basic, "hra": hra, "other": other,
        "net": round(gross * rng.uniform(0.72, 0.88)),
        "lcur": lcur, "loan": float(loan), "value": float(value), "months": months, "rate": round(rng.uniform(*rate), 2),
        "purpose": rng.choices(["purchase", "refinance", "construction", "other"], [55, 15, 18, 12])[0],
        "prop_lines": prop_lines, "app_no": rng.choice([f"HL/{letters(rng, 3)}/{2024 + rng.randint(0, 1)}/{digits(rng, 6)}",
                                                        f"{letters(rng, 2)}{digits(rng, 10)}", f"LAN-{digits(rng, 8)}", f"HF-{digits(rng, 4)}-{digits(rng, 5)}"]),
        "app_date": rdate(rng, 2024, 2025), "res": res, "nri": nri,
    }


BUILDERS = {"IND": ["Godrej Properties Ltd.", "Prestige Estates Projects Ltd.", "Sai Developers"], "PAK": ["Bahria Town (Pvt.) Ltd.", "Imarat Builders"],
            "BGD": ["Concord Real Estate", "Rupayan Housing Estate Ltd."], "LKA": ["Prime Lands (Pvt) Ltd", "Home Lands Holdings"],
            "NPL": ["Civil Homes Pvt. Ltd.", "Sunrise Builders"]}
PURPOSE_WORDS = {"purchase": ["Purchase of residential flat", "Purchase of ready-built house", "Home purchase", "Purchase of under-construction flat"],
                 "refinance": ["Balance transfer / takeover of existing home loan", "Refinance of existing housing loan", "Takeover from other bank"],
                 "construction": ["Construction of house on own plot", "Self-construction of residential house", "Construction"],
                 "other": ["Home improvement / renovation", "Extension of existing house", "Repairs and renovation"]}
PURPOSE_BOXES = [("Purchase", "purchase"), ("Construction", "construction"), ("Balance Transfer / Refinance", "refinance"),
                 ("Renovation / Extension", "other")]


def _term(rng, months: int) -> str:
    if months % 12 == 0 and rng.random() < 0.7:
        return rng.choice([f"{months // 12} years", f"{months // 12} Yrs", f"{months // 12} years ({months} EMIs)"])
    return rng.choice([f"{months} months", f"{months} EMIs", f"{months} Months"])


def _rate(rng, f) -> str:
    r = f["rate"]
    if f["lcur"] == "INR" and rng.random() < 0.4:
        base = round(r - rng.choice([0.15, 0.25, 0.4, 0.6]), 2)
        return f"{base:.2f}% (RLLR) + {r - base:.2f}% = {r:.2f}% p.a. floating"
    if f["lcur"] == "PKR" and rng.random() < 0.5:
        base = round(r - rng.choice([2.5, 3.0, 3.5]), 2)
        return f"6M KIBOR ({base:.2f}%) + {r - base:.2f}% = {r:.2f}% p.a."
    return rng.choice([f"{r:.2f}% p.a.", f"{r:.2f} %", f"{r:.2f}% per annum (floating)", f"{r:.2f}% p.a. fixed for 3 years"])


def _lmoney(rng, amount: float, m: Money, lakh_ok: bool = True) -> str:
    if lakh_ok and m.cur in ("INR", "PKR", "NPR", "BDT", "LKR") and rng.random() < 0.2 and amount % 1000 == 0:
        if amount >= 10 ** 7 and rng.random() < 0.5:
            v = amount / 10 ** 7
            return f"{m.sym} {v:g} crore" if amount % 10 ** 5 == 0 else m(amount)
        v = amount / 10 ** 5
        return f"{m.sym} {v:g} lakh" if round(v, 2) == v else m(amount)
    return m(amount)


def _loan_truth(f, name_truth, cob_truth, addr_truth):
    return {
        "application_number": f["app_no"],
        "borrower": {"full_name": name_truth, "date_of_birth": f["dob"].isoformat(), "marital_status": f["marital"],
                     "email": f["email"], "phone": f["phone"]},
        "co_borrowers": [{"full_name": n, "date_of_birth": d.isoformat()} for n, d in cob_truth],
        "employer_name": f["employer"], "employment_start_date": f["emp_start"].isoformat(), "monthly_income": f["gross"],
        "income_currency": f["inc_cur"], "loan_amount": f["loan"], "loan_currency": f["lcur"], "loan_purpose": f["purpose"],
        "loan_term_months": f["months"], "interest_rate_percent": f["rate"], "property_address": addr_truth, "property_value": f["value"],
    }


def _marital_text(rng, m):
    return {"married": "Married", "unmarried": rng.choice(["Single", "Unmarried", "Widowed", "Divorced"]), "separated": "Separated"}[m]


def _income_table(rng, f, im: Money, cols_extra=None) -> str:
    rows = [(L(rng, "Basic Salary", "Basic Pay"), f["basic"]), (L(rng, "HRA", "House Rent Allowance"), f["hra"]),
            (L(rng, "Other / Special Allowances", "Conveyance & Other Allowances"), f["other"])]
    head = L(rng, "Gross Monthly Income", "Total Gross Salary (per month)", "Gross Income / month")
    out = f"<table class='bx'><tr><th>{esc(L(rng, 'Income component (monthly)', 'Monthly income details', 'Salary break-up (per month)'))}</th><th class='right'>{esc(L(rng, 'Amount', im.cur, 'Applicant'))}</th></tr>"
    out += "".join(f"<tr><td>{esc(k)}</td><td class='right'>{esc(im(v))}</td></tr>" for k, v in rows)
    out += f"<tr><th>{esc(head)}</th><th class='right'>{esc(im(f['gross']))}</th></tr>"
    if rng.random() < 0.7:
        out += f"<tr><td>{esc(L(rng, 'Less: deductions (PF, tax)', 'Deductions'))}</td><td class='right'>{esc(im(f['gross'] - f['net']))}</td></tr>"
        out += f"<tr><td>{esc(L(rng, 'Net take-home salary', 'Net monthly salary'))}</td><td class='right'>{esc(im(f['net']))}</td></tr>"
    return out + "</table>"


def _property_items(rng, f, ds, lm: Money):
    ahtml, atr = render_address(rng, f["prop_lines"])
    label = {"purchase": L(rng, "Agreement value / Purchase price", "Cost of property", "Purchase price"),
             "refinance": L(rng, "Present market value (valuation)", "Market value of property"),
             "construction": L(rng, "Estimated value on completion (valuer)", "Estimated cost of property incl. plot"),
             "other": L(rng, "Market value of property", "Present value of property")}[f["purpose"]]
    items = [(L(rng, "Address of property to be financed", "Property address", "Location of the property", "Details of property (address)"), ahtml),
             (label, esc(_lmoney(rng, f["value"], lm))),
             (L(rng, "Type of property", "Property type"), esc(rng.choice(["Flat / Apartment", "Independent house", "Villa", "Row house"]))),
             (L(rng, "Builder / Seller", "Name of builder"), esc(rng.choice(BUILDERS[f["country"]] + ["Private seller", "Self"])))]
    if rng.random() < 0.5:
        items.append((L(rng, "Stamp duty & registration (est.)", "Registration charges"), esc(lm(round(f["value"] * 0.06, -2)))))
    return items, atr


def _loan_items(rng, f, lm: Money):
    items = [(L(rng, "Loan amount requested", "Amount of loan applied for", "Loan Amount Required", "Finance amount requested"), esc(_lmoney(rng, f["loan"], lm))),
             (L(rng, "Tenure", "Repayment period", "Loan term", "Tenor"), esc(_term(rng, f["months"]))),
             (L(rng, "Rate of interest", "Interest rate", "ROI"), esc(_rate(rng, f))),
             (L(rng, "Purpose of loan", "Purpose"), checks(rng, [o for o, _ in PURPOSE_BOXES], next(o for o, v in PURPOSE_BOXES if v == f["purpose"]))
              if rng.random() < 0.4 else esc(rng.choice(PURPOSE_WORDS[f["purpose"]])))]
    if rng.random() < 0.6:
        items.append((L(rng, "Own contribution / margin", "Down payment"), esc(lm(max(f["value"] - f["loan"], 0)))))
    if rng.random() < 0.5:
        items.append((L(rng, "Processing fee", "Login fee"), esc(rng.choice(["0.50% + GST", lm(rng.choice([5000, 10000, 25000])), "Waived"]))))
    if f["purpose"] == "refinance":
        items.append((L(rng, "Outstanding with existing lender", "Existing loan O/s"), esc(lm(round(f["loan"] * rng.uniform(0.7, 0.95), -3)))))
    return items


def _contact_items(rng, f):
    out = []
    if f["phone"]:
        out.append((L(rng, "Mobile No.", "Phone", "Contact number", "Mobile"), esc(f["phone"])))
    elif rng.random() < 0.5:
        out.append((L(rng, "Mobile No.", "Phone"), blank(rng)))
    if f["email"]:
        out.append((L(rng, "E-mail", "Email ID", "E-mail address"), esc(f["email"])))
    elif rng.random() < 0.5:
        out.append((L(rng, "E-mail", "Email ID"), blank(rng)))
    return out


def _names(rng, f, up):
    b = f["b"]
    nm = (b.full.upper() if up else b.full)
    cobs = [((p.full.upper() if up else p.full), d, rel) for p, d, rel in f["cobs"]]
    return nm, cobs


def _loan_header(rng, f, bank, title):
    return (f"<div class='hdr'><table><tr><td><div style='font-size:14pt;font-weight:bold'>{esc(bank[0])}</div><div class='small'>{esc(bank[2])}</div></td>"
            f"<td class='right small'>{esc(L(rng, 'Application No.', 'Application Ref.', 'LOS No.', 'File No.'))}: <b>{esc(f['app_no'])}</b><br>"
            f"{esc(L(rng, 'Date', 'Login date'))}: {esc(fdate(f['app_date'], f['ds']))}<br>*{esc(f['app_no'].replace('/', ''))}*</td></tr></table></div><h1>{esc(title)}</h1>")


def loan_in_columns(rng, f, lm, im):
    ds = f["ds"]
    bank = bank_of(rng, f["country"])
    up = rng.random() < 0.5
    nm, cobs = _names(rng, f, up)
    body = _loan_header(rng, f, bank, L(rng, "Home Loan Application Form", "APPLICATION FOR HOUSING LOAN", "Housing Finance - Application Form"))
    body += "<table><tr>" + "".join(f"<td><div class='photo' style='float:none'>Photo<br>{esc(x)}</div></td>" for x in ["Applicant"] + [f"Co-applicant {i + 1}" for i in range(len(cobs))]) + "</tr></table>"
    heads = [L(rng, "Applicant", "Main Applicant", "Borrower")] + [f"{L(rng, 'Co-Applicant', 'Co-applicant', 'Co-Borrower')} {i + 1}" for i in range(len(cobs))]
    rows = [(L(rng, "Name", "Full Name"), [nm] + [c[0] for c in cobs]),
            (L(rng, "Relationship with applicant", "Relation"), ["Self"] + [c[2] for c in cobs]),
            (L(rng, "Date of Birth", "DOB"), [fdate(f["dob"], ds)] + [fdate(c[1], ds) for c in cobs]),
            (L(rng, "Gender", "Sex"), [{"M": "Male", "F": "Female"}[f["b"].sex]] + [{"M": "Male", "F": "Female"}[p.sex] for p, _, _ in f["cobs"]]),
            (L(rng, "Marital Status", "Marital status"), [_marital_text(rng, f["marital"])] + [rng.choice(["Married", "Single"]) if c[2] != "Spouse" else "Married" for c in cobs]),
            (L(rng, "PAN / Tax ID", "Tax number (PAN/NTN)"), [tax_number(rng, f["country"], f["b"].surname)[1]] + [tax_number(rng, f["country"], p.surname)[1] for p, _, _ in f["cobs"]]),
            (L(rng, "Occupation", "Employment type"), ["Salaried"] + [rng.choice(["Salaried", "Self-employed", "Retired", "Homemaker"]) for _ in cobs])]
    tbl = "<table class='bx'><tr><th></th>" + "".join(f"<th>{esc(h)}</th>" for h in heads) + "</tr>"
    tbl += "".join(f"<tr><th>{esc(k)}</th>" + "".join(f"<td>{esc(v)}</td>" for v in vals) + "</tr>" for k, vals in rows) + "</table>"
    body += sec(L(rng, "1. Applicant details", "PERSONAL DETAILS OF APPLICANTS")) + tbl
    body += sec(L(rng, "2. Contact details of applicant", "CONTACT")) + fields(rng, _contact_items(rng, f) + [(L(rng, "Residence address", "Current address"), render_address(rng, address_lines(rng, f["country"], False), "comma")[0])], rng.choice(["colon", "tab"]))
    emp = [(L(rng, "Name of employer", "Employer / Organisation", "Company name"), esc(f["employer"])), (L(rng, "Designation", "Post held"), esc(f["designation"])),
           (L(rng, "Date of joining", "Working with current employer since", "Employment start date"), esc(fdate(f["emp_start"], ds))),
           (L(rng, "Previous employer", "Last employer"), esc(f["prev_employer"]) if f["prev_employer"] != f["employer"] else blank(rng)),
           (L(rng, "Total work experience", "Total experience (years)"), f"{rng.randint(3, 25)} years")]
    body += sec(L(rng, "3. Employment details (applicant)", "OCCUPATION DETAILS")) + fields(rng, emp, rng.choice(["grid", "below", "tab"]))
    body += sec(L(rng, "4. Income details", "MONTHLY INCOME")) + _income_table(rng, f, im)
    litems = _loan_items(rng, f, lm)
    body += sec(L(rng, "5. Loan requirement", "LOAN DETAILS")) + fields(rng, litems, rng.choice(["grid", "tab", "colon", "header"]))
    pitems, atr = _property_items(rng, f, ds, lm)
    body += sec(L(rng, "6. Property details", "DETAILS OF PROPERTY")) + fields(rng, pitems, rng.choice(["tab", "below", "colon"]))
    body += sec("7. References") + fields(rng, [("Reference 1", esc(Person(rng, f["country"]).full + ", " + f"+91 9{digits(rng, 9)}" if f["country"] == "IND" else Person(rng, f["country"]).full)),
                                               ("Reference 2", esc(Person(rng, f["country"]).full))], "colon")
    body += f"<p class='small'>I/We declare that all particulars furnished are true and that no insolvency proceedings are pending against me/us. The Bank may obtain my/our credit information report from credit bureaus.</p>"
    body += "<div class='sig'>" + " &nbsp; ".join(f"Signature of {esc(h)}: ________" for h in heads) + "</div>"
    return body, nm, [(c[0], c[1]) for c in cobs], atr


def loan_applicant_rows(rng, f, lm, im):
    ds = f["ds"]
    bank = bank_of(rng, f["country"])
    up = rng.random() < 0.5
    nm, cobs = _names(rng, f, up)
    body = _loan_header(rng, f, bank, L(rng, "Loan Application - Residential Property", "Housing Loan Request Form", "Application for Home Finance"))
    body += f"<p class='small'>{esc(L(rng, 'Complete in BLOCK CAPITALS. Incomplete applications will not be processed.', 'All applicants must sign each page. Attach KYC documents of every applicant.'))}</p>"
    body += sec(L(rng, "A. Applicants", "APPLICANT(S)")) + "<table class='bx'><tr><th>#</th><th>Name of applicant</th><th>Role</th><th>Date of birth</th><th>Relationship</th></tr>"
    body += f"<tr><td>1</td><td>{esc(nm)}</td><td>{L(rng, 'Borrower', 'Primary applicant')}</td><td>{esc(fdate(f['dob'], ds))}</td><td>Self</td></tr>"
    for i, (n, d, rel) in enumerate(cobs):
        body += f"<tr><td>{i + 2}</td><td>{esc(n)}</td><td>{L(rng, 'Co-applicant', 'Co-borrower')}</td><td>{esc(fdate(d, ds))}</td><td>{esc(rel)}</td></tr>"
    body += "</table>"
    if rng.random() < 0.35:
        g = Person(rng, f["country"])
        body += f"<p>{esc(L(rng, 'Guarantor (not a co-applicant)', 'Guarantor'))}: {esc(g.full)}, DOB {esc(fdate(rdate(rng, 1955, 1985), ds))}</p>"
    items = [(L(rng, "Marital status of borrower", "Marital status"), checks(rng, ["Married", "Unmarried", "Separated"], {"married": "Married", "unmarried": "Unmarried", "separated": "Separated"}[f["marital"]])),
             (L(rng, "Number of dependants", "Dependants"), str(rng.randint(0, 4)))] + _contact_items(rng, f)
    body += sec(L(rng, "B. Borrower's personal information", "PERSONAL")) + fields(rng, items, rng.choice(["colon", "leader", "grid"]))
    body += sec(L(rng, "C. Employment history of borrower", "EMPLOYMENT")) + (
        "<table class='bx'><tr><th>Employer</th><th>Designation</th><th>From</th><th>To</th></tr>"
        f"<tr><td>{esc(f['employer'])}</td><td>{esc(f['designation'])}</td><td>{esc(fdate(f['emp_start'], ds))}</td><td>{L(rng, 'Present', 'Till date', 'Current')}</td></tr>"
        + (f"<tr><td>{esc(f['prev_employer'])}</td><td>{esc(rng.choice(SALARIED[:10]))}</td><td>{esc(fdate(f['emp_start'] - _dt.timedelta(days=rng.randint(700, 2500)), ds))}</td><td>{esc(fdate(f['emp_start'] - _dt.timedelta(days=rng.randint(3, 40)), ds))}</td></tr>" if f["prev_employer"] != f["employer"] else "")
        + "</table>")
    body += sec(L(rng, "D. Income (monthly)", "MONTHLY INCOME OF BORROWER")) + _income_table(rng, f, im)
    body += sec(L(rng, "E. Loan and property", "FACILITY REQUESTED")) + fields(rng, _loan_items(rng, f, lm), rng.choice(["tab", "colon"]))
    pitems, atr = _property_items(rng, f, ds, lm)
    body += fields(rng, pitems, rng.choice(["tab", "colon", "below"]))
    body += "<p class='small'>Declaration: I/We confirm that the information given is correct and authorise the Bank to verify it.</p><div class='sig'>Signature(s): ____________ &nbsp;&nbsp; Place: ________</div>"
    return body, nm, [(c[0], c[1]) for c in cobs], atr


def loan_pk_house_finance(rng, f, lm, im):
    ds = f["ds"]
    bank = bank_of(rng, f["country"])
    nm, cobs = _names(rng, f, True)
    islamic = rng.random() < 0.6
    title = L(rng, "Application for Housing Finance (Diminishing Musharakah)", "Islamic Home Finance Application") if islamic else L(rng, "Home Loan Application", "Application for House Finance")
    body = _loan_header(rng, f, bank, title)
    p1 = [(L(rng, "Name (as per CNIC)", "Applicant name"), esc(nm)), ("CNIC No.", cnic(rng)),
          (L(rng, "Father's / Husband's name", "Father Name"), esc(Person(rng, f["country"], "M", f["b"].surname).full.upper())),
          (L(rng, "Date of birth", "DOB"), esc(fdate(f["dob"], ds))), ("Marital status", esc(_marital_text(rng, f["marital"])))] + _contact_items(rng, f)
    body += sec(L(rng, "Applicant information", "SECTION 1 - APPLICANT")) + fields(rng, p1, rng.choice(["grid", "tab", "leader"]))
    if cobs:
        body += sec(L(rng, "Co-applicant(s) / joint applicants", "SECTION 2 - CO-APPLICANTS")) + "".join(
            fields(rng, [(f"Co-applicant {i + 1} name", esc(n)), ("Relationship", esc(rel)), ("Date of birth", esc(fdate(d, ds))), ("CNIC No.", cnic(rng))], "grid", 2) for i, (n, d, rel) in enumerate(cobs))
    else:
        body += sec("SECTION 2 - CO-APPLICANTS") + "<p>Not applicable</p>"
    emp = [(L(rng, "Employer name", "Name of organisation"), esc(f["employer"])), ("Designation", esc(f["designation"])),
           (L(rng, "Date of joining", "Employed since"), esc(fdate(f["emp_start"], ds))),
           (L(rng, "Gross monthly salary", "Gross monthly income"), esc(im(f["gross"]))), (L(rng, "Net monthly salary", "Take-home salary"), esc(im(f["net"]))),
           (L(rng, "Other income (rental)", "Other monthly income"), blank(rng))]
    body += sec(L(rng, "Employment & income", "SECTION 3 - INCOME")) + fields(rng, emp, rng.choice(["tab", "grid"]))
    rate_label = L(rng, "Expected profit rate", "Rental / profit rate") if islamic else L(rng, "Mark-up rate", "Interest rate")
    fin = [(L(rng, "Finance amount required", "Amount of finance"), esc(_lmoney(rng, f["loan"], lm))),
           (L(rng, "Tenor", "Finance tenure"), esc(_term(rng, f["months"]))), (rate_label, esc(_rate(rng, f))),
           ("Purpose", esc(rng.choice(PURPOSE_WORDS[f["purpose"]]))),
           (L(rng, "Bank share in Musharakah", "Financing ratio"), f"{round(f['loan'] / f['value'] * 100)}%")]
    body += sec(L(rng, "Finance requested", "SECTION 4 - FINANCE DETAILS")) + fields(rng, fin, rng.choice(["tab", "colon", "grid"]))
    pitems, atr = _property_items(rng, f, ds, lm)
    body += sec("SECTION 5 - PROPERTY") + fields(rng, pitems, rng.choice(["tab", "below"]))
    body += f"<p class='small'>{'The financing will be structured under Diminishing Musharakah as approved by the Shariah Board. ' if islamic else ''}Takaful / insurance of the property and life of the applicant is mandatory. Subject to SBP Prudential Regulations for Housing Finance.</p>"
    body += "<div class='sig'>Applicant's signature: ____________ &nbsp; Co-applicant's signature: ____________</div>"
    return body, nm, [(c[0], c[1]) for c in cobs], atr


def loan_broker_email(rng, f, lm, im):
    ds = f["ds"]
    bank = bank_of(rng, f["country"])
    up = False
    nm, cobs = _names(rng, f, up)
    broker = Person(rng, f["country"])
    hdr = (f"<div class='mono small'>From: {esc(broker.full)} &lt;{esc(broker.given.split()[0].lower())}@{rng.choice(['homeloanhub.in', 'finmart-dsa.com', 'loanbazaar.pk', 'propfin.lk'])}&gt;<br>"
           f"To: {esc(L(rng, 'hl.credit', 'mortgage.desk', 'retail.assets'))}@{esc(bank[0].split()[0].lower())}bank.com<br>Cc: {esc(L(rng, 'Area Sales Manager', 'Branch Manager'))}<br>"
           f"Date: {esc(fdate(f['app_date'], ds))} {rng.randint(9, 19):02d}:{rng.randint(10, 59)}<br>Subject: {esc(L(rng, 'New login', 'Home loan case for login', 'File submission'))} - {esc(nm)} - {esc(f['app_no'])}</div><hr>")
    co_txt = ""
    if cobs:
        co_txt = " Co-applicant(s): " + "; ".join(f"{esc(n)} ({esc(rel.lower())}, DOB {esc(fdate(d, ds))})" for n, d, rel in cobs) + "."
    else:
        co_txt = " There is no co-applicant in this case."
    paras = [f"{esc(L(rng, 'Dear Sir/Madam,', 'Hi team,', 'Respected Sir,'))}",
             f"Please find below the details for login of the home loan case of <b>{esc(nm)}</b> (our file {esc(f['app_no'])}). "
             f"Applicant DOB {esc(fdate(f['dob'], ds))}, marital status {esc(_marital_text(rng, f['marital']).lower())}.{co_txt}",
             f"The applicant is working with {esc(f['employer'])} as {esc(f['designation'])} since {esc(fdate(f['emp_start'], ds))}; gross monthly salary is {esc(im(f['gross']))} "
             f"(net credit in bank about {esc(im(f['net']))}).",
             f"Requirement: {esc(_lmoney(rng, f['loan'], lm))} for {esc(rng.choice(PURPOSE_WORDS[f['purpose']]).lower())}, tenure {esc(_term(rng, f['months']))}, "
             f"at the offered rate of {esc(_rate(rng, f))}.",
             f"Property: {render_address(rng, f['prop_lines'], 'comma')[0]}; value {esc(_lmoney(rng, f['value'], lm))}.",
             "Contact: " + (f"mobile {esc(f['phone'])}" if f["phone"] else "mobile to be shared") + (f", e-mail {esc(f['email'])}" if f["email"] else "") + ".",
             "Documents attached: KYC, 6 months' salary slips, Form 16 / tax returns for 2 years, 12 months' bank statement, property papers (agreement, allotment letter).",
             f"Kindly process on priority. Regards,<br>{esc(broker.full)}<br>DSA Code {letters(rng, 3)}{digits(rng, 5)}"]
    atr = ", ".join(f["prop_lines"])
    body = hdr + "".join(f"<p>{p}</p>" for p in paras)
    body += "<p class='small mono'>This e-mail and any attachments are confidential and intended solely for the addressee. If you have received it in error please delete it.</p>"
    return body, nm, [(c[0], c[1]) for c in cobs], atr


def loan_credit_memo(rng, f, lm, im):
    ds = f["ds"]
    bank = bank_of(rng, f["country"])
    nm, cobs = _names(rng, f, rng.random() < 0.5)
    emi_r = f["rate"] / 1200
    emi = f["loan"] * emi_r * (1 + emi_r) ** f["months"] / ((1 + emi_r) ** f["months"] - 1)
    body = (f"<div class='hdr'><b>{esc(bank[0])}</b> &mdash; {esc(L(rng, 'CREDIT APPRAISAL MEMORANDUM (CAM) - HOME LOAN', 'Retail Credit - Home Loan Appraisal Note', 'Underwriting Summary: Housing Loan'))}</div>")
    body += fields(rng, [("Application No.", esc(f["app_no"])), ("Branch", esc(bank[2].split(",")[0])), ("Date", esc(fdate(f["app_date"], ds))),
                         ("Credit Manager", esc(Person(rng, f["country"]).full)), ("Scheme", rng.choice(["Standard HL", "Salaried Plus", "Green Home"]))], "header", rng.choice([3, 5]))
    app_rows = [("Borrower", nm, fdate(f["dob"], ds), _marital_text(rng, f["marital"]), f["employer"])] + [
        (f"Co-borrower {i + 1} ({rel})", n, fdate(d, ds), "", rng.choice(["-", "Homemaker", "Self-employed", "Pensioner"])) for i, (n, d, rel) in enumerate(cobs)]
    body += "<h2>1. Applicants</h2><table class='bx'><tr><th>Role</th><th>Name</th><th>DOB</th><th>Marital status</th><th>Employer / Occupation</th></tr>" + "".join(
        "<tr>" + "".join(f"<td>{esc(x)}</td>" for x in r) + "</tr>" for r in app_rows) + "</table>"
    body += "<h2>2. Contact</h2>" + fields(rng, _contact_items(rng, f) or [("Contact", "Not captured")], "colon")
    body += (f"<h2>3. Employment &amp; income</h2><p>Borrower employed with {esc(f['employer'])} since {esc(fdate(f['emp_start'], ds))} "
             f"({esc(f['designation'])}). Salary verified from slips and bank statement.</p>") + _income_table(rng, f, im)
    pitems, atr = _property_items(rng, f, ds, lm)
    loan_rows = [("Loan amount proposed", esc(_lmoney(rng, f["loan"], lm))), ("Tenure", esc(_term(rng, f["months"]))), ("ROI", esc(_rate(rng, f))),
                 ("Purpose", esc(rng.choice(PURPOSE_WORDS[f["purpose"]]))), ("EMI", esc(lm(round(emi)))),
                 ("LTV", f"{f['loan'] / f['value'] * 100:.1f}%"), ("FOIR", f"{rng.uniform(25, 58):.1f}%"),
                 ("Bureau score", str(rng.randint(690, 860)))]
    body += "<h2>4. Proposal</h2>" + fields(rng, loan_rows, rng.choice(["grid", "tab"]), 2)
    body += "<h2>5. Security</h2>" + fields(rng, pitems, rng.choice(["tab", "colon"]))
    body += (f"<h2>6. Deviations &amp; recommendation</h2><p>{esc(rng.choice(['No deviations.', 'Age at maturity exceeds 60 years - approved by ZCH.', 'FOIR deviation of 3% approved.']))} "
             f"Recommended for sanction subject to legal and technical clearance.</p><div class='sig'>Prepared by ______ &nbsp; Approved by ______ (Sanctioning authority)</div>")
    return body, nm, [(c[0], c[1]) for c in cobs], atr


def loan_lk_housing(rng, f, lm, im):
    ds = f["ds"]
    bank = bank_of(rng, f["country"])
    b = f["b"]
    nm, cobs = _names(rng, f, rng.random() < 0.6)
    body = _loan_header(rng, f, bank, L(rng, "Housing Loan Application", "Application for a Housing Loan", "HOME LOAN REQUEST"))
    initials = " ".join(x[0] + "." for x in b.given.split()) + " " + b.surname
    items = [(L(rng, "Name in full", "Full name"), esc(nm)), (L(rng, "Name with initials", "Initials & surname"), esc(initials.upper() if nm.isupper() else initials)),
             (L(rng, "NIC / ID No.", "National ID No."), f"{f['dob'].year}{digits(rng, 8)}" if f["country"] == "LKA" else digits(rng, 10)),
             ("Date of birth", esc(fdate(f["dob"], ds))), ("Civil status", esc(_marital_text(rng, f["marital"])))] + _contact_items(rng, f)
    order = ["app", "emp", "co", "loan", "prop"]
    if rng.random() < 0.5:
        order = ["app", "co", "loan", "prop", "emp"]
    blocks = {}
    blocks["app"] = sec(L(rng, "Applicant", "Personal particulars of the applicant")) + fields(rng, items, rng.choice(["leader", "colon", "below"]))
    blocks["co"] = sec(L(rng, "Joint borrower(s)", "Co-applicant details")) + (fields(rng, [(f"{i + 1}. Name / Relationship / Date of birth", esc(f"{n} / {rel} / {fdate(d, ds)}")) for i, (n, d, rel) in enumerate(cobs)], "colon") if cobs else f"<p>{blank(rng) or 'None'}</p>")
    blocks["emp"] = sec(L(rng, "Employment", "Occupation & income")) + fields(rng, [
        (L(rng, "Present employer", "Name & address of employer"), esc(f["employer"])), ("Designation", esc(f["designation"])),
        (L(rng, "Date of appointment", "Date of joining"), esc(fdate(f["emp_start"], ds))), ("Whether permanent", "Yes"),
        (L(rng, "Gross monthly salary", "Monthly gross income"), esc(im(f["gross"]))), ("Net monthly salary", esc(im(f["net"])))], rng.choice(["tab", "leader"]))
    blocks["loan"] = sec(L(rng, "Loan details", "Facility required")) + fields(rng, _loan_items(rng, f, lm), rng.choice(["tab", "below", "colon"]))
    pitems, atr = _property_items(rng, f, ds, lm)
    blocks["prop"] = sec(L(rng, "Property offered as security", "Details of the property")) + fields(rng, pitems, rng.choice(["tab", "colon"]))
    body += "".join(blocks[k] for k in order)
    body += "<p class='small'>I hereby certify that the above particulars are true and correct and agree to the property being mortgaged as primary security.</p><div class='sig'>Signature of applicant ________ &nbsp; Date ________</div>"
    return body, nm, [(c[0], c[1]) for c in cobs], atr


def loan_bd_home(rng, f, lm, im):
    ds = f["ds"]
    bank = bank_of(rng, f["country"])
    nm, cobs = _names(rng, f, True)
    body = _loan_header(rng, f, bank, L(rng, "HOME LOAN APPLICATION FORM", "Application for Home Loan / Flat Purchase Loan", "Housing Finance Application"))
    body += f"<p class='small'>{esc(L(rng, 'Please tick where applicable. Attach NID copies of all applicants and e-TIN certificate.', 'To be filled by the applicant in English.'))}</p>"
    tab = "<table class='bx'><tr><th>Particulars</th><th>Applicant</th>" + "".join(f"<th>Co-applicant ({esc(rel)})</th>" for _, _, rel in cobs) + "</tr>"
    tab += f"<tr><td>Name</td><td>{esc(nm)}</td>" + "".join(f"<td>{esc(n)}</td>" for n, _, _ in cobs) + "</tr>"
    tab += f"<tr><td>Date of Birth</td><td>{esc(fdate(f['dob'], ds))}</td>" + "".join(f"<td>{esc(fdate(d, ds))}</td>" for _, d, _ in cobs) + "</tr>"
    tab += f"<tr><td>NID No.</td><td>{digits(rng, 10)}</td>" + "".join(f"<td>{digits(rng, 10)}</td>" for _ in cobs) + "</tr>"
    tab += f"<tr><td>Father's Name</td><td>{esc(Person(rng, f['country'], 'M', f['b'].surname).full)}</td>" + "".join(f"<td>{esc(Person(rng, f['country'], 'M').full)}</td>" for _ in cobs) + "</tr></table>"
    body += sec("1. APPLICANT(S)") + tab
    body += fields(rng, [("Marital status", checks(rng, ["Married", "Unmarried", "Separated"], {"married": "Married", "unmarried": "Unmarried", "separated": "Separated"}[f["marital"]]))] + _contact_items(rng, f), "colon")
    body += sec("2. EMPLOYMENT") + fields(rng, [("Employer", esc(f["employer"])), ("Designation", esc(f["designation"])),
                                               ("Joining date", esc(fdate(f["emp_start"], ds))), ("Length of service", f"{max(1, 2025 - f['emp_start'].year)} years")], rng.choice(["grid", "header"]))
    body += sec("3. MONTHLY INCOME") + _income_table(rng, f, im)
    body += sec("4. LOAN REQUESTED") + fields(rng, _loan_items(rng, f, lm), rng.choice(["grid", "tab"]))
    pitems, atr = _property_items(rng, f, ds, lm)
    body += sec("5. PROPERTY") + fields(rng, pitems, rng.choice(["tab", "below"]))
    body += "<p class='small'>The Bank reserves the right to accept or decline the application without assigning any reason. CIB report will be obtained from Bangladesh Bank.</p><div class='sig'>Signature ____________</div>"
    return body, nm, [(c[0], c[1]) for c in cobs], atr


def loan_nri_home(rng, f, lm, im):
    ds = f["ds"]
    bank = bank_of(rng, f["country"])
    nm, cobs = _names(rng, f, rng.random() < 0.5)
    body = _loan_header(rng, f, bank, L(rng, "NRI Home Loan Application", "Home Loan for Non-Resident Indians / Overseas Applicants", "Overseas Housing Finance Request"))
    body += f"<p class='small'>Overseas address: {render_address(rng, address_lines(rng, f['res'], True), 'comma')[0]} &nbsp; Power of Attorney holder in {esc(COUNTRY[f['country']][0])}: {esc(Person(rng, f['country']).full)}</p>"
    p = [(L(rng, "Applicant name", "Name of NRI applicant"), esc(nm)), ("Date of birth", esc(fdate(f["dob"], ds))),
         ("Marital status", esc(_marital_text(rng, f["marital"]))), ("Passport No.", passport_no(rng, f["country"])),
         ("Country of residence", esc(COUNTRY[f["res"]][0]))] + _contact_items(rng, f)
    body += sec("Applicant") + fields(rng, p, rng.choice(["grid", "tab", "below"]))
    if cobs:
        body += sec("Co-applicants (resident / NRI)") + "<table class='bx'><tr><th>Name</th><th>Relation</th><th>Date of Birth</th><th>Residential status</th></tr>" + "".join(
            f"<tr><td>{esc(n)}</td><td>{esc(rel)}</td><td>{esc(fdate(d, ds))}</td><td>{rng.choice(['Resident', 'NRI'])}</td></tr>" for n, d, rel in cobs) + "</table>"
    body += sec("Overseas employment") + fields(rng, [("Employer", esc(f["employer"])), ("Position", esc(f["designation"])),
                                                     ("Employed since", esc(fdate(f["emp_start"], ds))), ("Contract type", rng.choice(["Unlimited", "Limited (2 years renewable)"])),
                                                     ("Gross monthly salary", esc(im(f["gross"]))), ("Net monthly salary", esc(im(f["net"])))], rng.choice(["tab", "grid"]))
    body += sec("Loan requested (in " + f["lcur"] + ")") + fields(rng, _loan_items(rng, f, lm), rng.choice(["tab", "colon"]))
    pitems, atr = _property_items(rng, f, ds, lm)
    body += sec(f"Property in {COUNTRY[f['country']][0]}") + fields(rng, pitems, rng.choice(["tab", "below"]))
    body += "<p class='small'>Repayment to be made from NRE/NRO account or inward remittances only. Conversion rate for eligibility: as on date of sanction.</p><div class='sig'>Signature of applicant ________</div>"
    return body, nm, [(c[0], c[1]) for c in cobs], atr


LOAN_LAYOUTS = {"in_columns": loan_in_columns, "applicant_rows": loan_applicant_rows, "pk_house_finance": loan_pk_house_finance,
                "broker_email": loan_broker_email, "credit_memo": loan_credit_memo, "lk_housing_loan": loan_lk_housing,
                "bd_home_loan": loan_bd_home, "nri_home_loan": loan_nri_home}


def gen_loan(rng: random.Random, layout: str) -> tuple[str, dict]:
    country = {"pk_house_finance": "PAK", "bd_home_loan": "BGD", "nri_home_loan": "IND"}.get(layout)
    if layout == "lk_housing_loan":
        country = rng.choice(["LKA", "LKA", "NPL"])
    f = loan_facts(rng, country, nri=(layout == "nri_home_loan"))
    f["ds"] = rng.choice(DATE_STYLES)
    lm = Money(rng, f["lcur"])
    im = lm if f["inc_cur"] == f["lcur"] else Money(rng, f["inc_cur"])
    body, nm, cobs, atr = LOAN_LAYOUTS[layout](rng, f, lm, im)
    notes = {x.note for x in (lm, im) if x.needs_note}
    body += "".join(f"<p class='small'>{esc(n)}.</p>" for n in sorted(notes))
    body += f"<div class='small' style='margin-top:12px;border-top:1px solid #999'>{esc(footer_reg(rng, f['country'], 'The Bank'))}</div>"
    return page(rng, body), _loan_truth(f, nm, cobs, atr)


# ================================================================ interface
_TYPES = {"kyc_individual": (KYC_LAYOUTS, gen_kyc), "letter_of_credit": (LC_LAYOUTS, gen_lc),
          "loan_application": (LOAN_LAYOUTS, gen_loan)}


def layouts(document_type: str) -> list[str]:
    return list(_TYPES[document_type][0])


def generate(document_type: str, index: int, seed: int) -> AuthoredDocument:
    rng = random.Random(f"{seed}|{document_type}|{index}")
    names = layouts(document_type)
    layout = names[index % len(names)] if rng.random() < 0.5 else rng.choice(names)
    return _generate(document_type, layout, rng)


def _generate(document_type: str, layout: str, rng: random.Random) -> AuthoredDocument:
    html, truth = _TYPES[document_type][1](rng, layout)
    return AuthoredDocument(document_type, layout, html, truth)


def html_text(html: str) -> str:
    s = re.sub(r"(?is)<(style|script)[^>]*>.*?</\1>", " ", html)
    s = re.sub(r"(?i)<br\s*/?>|</(div|p|tr|td|th|li|h1|h2|table|pre)>", "\n", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return _html.unescape(s)


def _fold(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip().casefold()


_TEXT_FIELDS = {
    "kyc_individual": ["id_document_number", "residential_address", "occupation", "employer_name", "tax_identification_number"],
    "letter_of_credit": ["lc_number", "applicant.name", "applicant.address", "beneficiary.name", "beneficiary.address",
                         "expiry_place", "available_with", "port_of_loading", "port_of_discharge", "goods_description"],
    "loan_application": ["application_number", "borrower.full_name", "borrower.email", "borrower.phone", "employer_name", "property_address"],
}
_NAME_FIELDS = {"kyc_individual": ["full_name"], "letter_of_credit": [], "loan_application": []}


def _get(d: dict, path: str):
    for p in path.split("."):
        d = d.get(p) if isinstance(d, dict) else None
    return d


def self_check(per_type: int = 3, seed: int = 0) -> None:
    import json
    import pathlib
    import jsonschema
    root = pathlib.Path(__file__).resolve().parents[2]
    for dt, (lays, _) in _TYPES.items():
        schema = json.loads((root / "schemas" / f"{dt}.schema.json").read_text())
        for layout in lays:
            for i in range(per_type):
                rng = random.Random(f"{seed}|{dt}|{layout}|{i}")
                doc = _generate(dt, layout, rng)
                jsonschema.validate(doc.truth, schema)
                value_check(doc)
                text = _fold(html_text(doc.html))
                for path in _TEXT_FIELDS[dt]:
                    v = _get(doc.truth, path)
                    if v is not None:
                        assert _fold(v) in text, (dt, layout, i, path, v)
                for path in _NAME_FIELDS[dt]:
                    v = _get(doc.truth, path)
                    for part in v.split(" "):
                        assert _fold(part) in text, (dt, layout, i, path, v)
                if dt == "letter_of_credit":
                    for d in doc.truth["documents_required"]:
                        assert _fold(d) in text, (layout, i, d)
                if dt == "loan_application":
                    for c in doc.truth["co_borrowers"]:
                        assert _fold(c["full_name"]) in text, (layout, i, c)



def _date_forms(iso: str) -> list[str]:
    d = _dt.date.fromisoformat(iso)
    return [fdate(d, s) for s in DATE_STYLES + ["swift", "dmy."]]


def _amount_forms(x: float) -> list[str]:
    out = [f"{x:.2f}".replace(".", ",")]
    for system in ("indian", "western", "space", "apos", "none"):
        for dec in (0, 2):
            if dec == 0 and round(x) != x:
                continue
            out.append(fnum(x, system, dec))
    for div, word in ((10 ** 5, "lakh"), (10 ** 7, "crore")):
        out.append(f"{x / div:g} {word}")
    return out


def value_check(doc: AuthoredDocument) -> None:
    """Dates and amounts of the truth are printed in some form on the page."""
    text = _fold(html_text(doc.html))
    t = doc.truth
    dates, amounts = [], []
    if doc.document_type == "kyc_individual":
        dates = [t["date_of_birth"], t["id_expiry_date"]]
        inc = t["annual_income"]
        assert any(_fold(a) in text for a in _amount_forms(inc) + _amount_forms(inc / 12)), ("income", inc)
    elif doc.document_type == "letter_of_credit":
        dates = [t["date_of_issue"], t["expiry_date"]] + ([t["latest_shipment_date"]] if t["latest_shipment_date"] else [])
        amounts = [t["amount"]]
    else:
        dates = [t["borrower"]["date_of_birth"], t["employment_start_date"]] + [c["date_of_birth"] for c in t["co_borrowers"]]
        amounts = [t["monthly_income"], t["loan_amount"], t["property_value"]]
        assert f"{t['interest_rate_percent']:.2f}" in text, ("rate", t["interest_rate_percent"])
    for iso in dates:
        assert any(_fold(f) in text for f in _date_forms(iso)), (doc.layout, "date", iso)
    for a in amounts:
        assert any(_fold(f) in text for f in _amount_forms(a)), (doc.layout, "amount", a)


if __name__ == "__main__":
    self_check()
    print("self_check ok")
