"""Free-text values as long as real documents print them: addresses of three to six parts (a
building, a district, a region, a post-office box, the country), goods descriptions of several
items, each with its unit price, followed by the trade term, the proforma invoice and packing;
ports with their terminal, region and country; occupations with qualifiers; employers of many
sectors; the sentences that state an occupation or an employer.

Some words of the building, district, terminal, sector and employer lists of versions 2 and 3 were
taken from documents of the design generators (those versions keep them, so that their draws stay
the same): figures on those generators therefore overstate what those versions teach. Version 4
draws such names from invented words (``invented_word``: syllables put together at random, a new
name at nearly every draw) and generic words only (``Vocabulary``), so a model can learn where a
name stands but not the names.

The synthetic cases hold two-line addresses and one-product goods of at most five 65-character
lines; models trained on them learn that such a value ends after its first line or its first item,
and cut longer ones there (docs/DECISIONS.md, "Long free-text values")."""
from __future__ import annotations

import dataclasses
import datetime as dt
import random
import re
from dataclasses import dataclass

from corpus.synth import values as V
from pipeline.countries import country_name

_BUILDINGS = ("Sea Breeze", "Marina Heights", "Riverside", "Green Acres", "Palm Grove", "Crystal", "Harbour View",
              "Maple Leaf", "Sunrise", "Golden Gate", "Lakeshore", "Orchid", "Cedar Park", "Silver Oak", "Royal Palm",
              "Hillcrest", "Emerald", "Victoria", "Kingsway", "Pearl")
_BUILDING_KINDS = ("Apartments", "Residency", "Tower", "Court", "House", "Gardens", "Plaza", "Building", "Centre",
                   "Complex", "Estate", "Mansions", "Heights", "Business Park", "Industrial Park", "Trade Centre")
_UNITS = ("Flat {n}", "Apartment {n}", "Unit {n}{c}", "Suite {n}", "Block {c}", "Floor {n}", "Level {n}", "Room {n}",
          "Office {n}", "Plot {n}", "Villa {n}", "Shop {n}")
_DISTRICTS = ("Bandra West", "Wujin District", "Konak", "Sector {n}", "Old Town", "Zona Industriale",
              "Hi-Tech Zone", "Industrial Area Phase {n}", "Dinh Vu Industrial Zone", "Jurong West", "Al Quoz",
              "Westlands", "Centro", "Downtown", "Docklands", "Free Zone", "Export Processing Zone", "Ward {n}",
              "Borough of {city}", "{city} North", "East {city}")
_REGIONS = {"IND": ("Maharashtra", "Tamil Nadu", "Karnataka", "Haryana"), "CHN": ("Jiangsu", "Guangdong", "Zhejiang"),
            "CAN": ("Ontario", "British Columbia"), "DEU": ("Bavaria", "Hesse"), "ITA": ("Lombardy", "Piedmont"),
            "ESP": ("Catalonia", "Andalusia"), "AUS": ("New South Wales", "Victoria"), "ZAF": ("Gauteng", "Western Cape"),
            "TUR": ("Izmir", "Istanbul"), "MYS": ("Selangor",), "FRA": ("Ile-de-France", "Auvergne-Rhône-Alpes"),
            "KEN": ("Nairobi County", "Mombasa County"), "NGA": ("Lagos State",), "THA": ("Bangkok Metropolis",),
            "ARE": ("Dubai Emirate",), "BRA": ("São Paulo State",), "MEX": ("Jalisco",)}


_ONSETS = ("b", "br", "c", "ch", "d", "dr", "f", "g", "gr", "h", "j", "k", "kl", "l", "m", "n", "p", "pr", "qu", "r",
           "s", "sh", "st", "t", "tr", "v", "w", "z", "")
_VOWELS = ("a", "e", "i", "o", "u", "ai", "ea", "io", "ou", "y")
_CODAS = ("", "", "", "n", "r", "l", "m", "s", "th", "nd", "rk", "x", "v")


def invented_word(rng: random.Random) -> str:
    """A pronounceable word that is no language's: two or three random syllables, title case."""
    word = "".join(rng.choice(_ONSETS) + rng.choice(_VOWELS) for _ in range(rng.choice((2, 2, 3)))) + rng.choice(_CODAS)
    return word[:1].upper() + word[1:]


@dataclass(frozen=True)
class Vocabulary:
    """Where the names of long values come from: ``invented`` draws buildings, districts, terminals
    and employers' names from ``invented_word``, else from the fixed lists of versions 2 and 3;
    employers' sectors and other occupations from its own lists."""

    invented: bool
    sectors: tuple[str, ...]
    occupations: tuple[str, ...]


_GENERIC_DISTRICTS = ("{w} District", "Sector {n}", "Industrial Area Phase {n}", "Ward {n}", "Borough of {city}",
                      "{city} North", "East {city}", "South {city}", "Old Town", "Downtown", "Free Zone",
                      "{w} Industrial Zone", "{w} Estate", "Block {n}", "{w} Village", "New {w}", "Export Processing Zone")
_GENERIC_TERMINALS = ("TERMINAL {n}", "CONTAINER TERMINAL", "NORTH PORT", "SOUTH PORT", "PIER {n}", "BERTH {n}",
                      "INTERNATIONAL AIRPORT", "DRY PORT", "ICD", "{W} TERMINAL", "{W} CONTAINER TERMINAL", "NEW PORT")
_GENERIC_SECTORS = ("Trading", "Holdings", "Manufacturing", "Consulting", "Logistics", "Foods", "Textiles", "Pharma",
                    "Electronics", "Agro Industries", "Steel", "Plastics", "Energy", "Transport", "Healthcare",
                    "Hospitality", "Software", "Engineering", "Construction", "Retail", "Media", "Insurance",
                    "Finance", "Chemicals", "Furniture", "Packaging", "Motors", "Paper Mills", "Ceramics", "Dairy",
                    "Seafood", "Marine Services", "Security Services", "Cleaning Services", "Travel", "Education",
                    "Clinic", "Laboratories", "Bakery", "Printing", "Telecommunications", "Real Estate", "Mining",
                    "Aviation", "Solar", "Water Works", "Garments", "Leather", "Machinery", "Tools")
_GENERIC_OCCUPATIONS = ("Accountant", "Nurse", "Teacher", "Electrician", "Pilot", "Pharmacist", "Civil Servant",
                        "Software Developer", "Lawyer", "Surgeon", "Mechanic", "Chef", "Sales Representative",
                        "Project Manager", "Bank Clerk", "Police Officer", "Economist", "Translator", "Plumber",
                        "Lecturer", "Engineer", "Consultant", "Office Manager", "Physiotherapist", "Driver",
                        "Warehouse Supervisor", "Graphic Designer", "Auditor", "Researcher", "Social Worker",
                        "Business Owner", "Farmer", "Trader", "Optician", "Midwife", "Surveyor", "Fitness Instructor",
                        "Customer Service Agent", "Operations Director", "Hotel Manager")

_MORE_OCCUPATIONS = ("Photographer", "Data Scientist", "Marine Engineer", "Veterinarian", "Architect", "Board Member",
                     "IT Consultant", "Procurement Officer", "Sales Manager", "First Officer", "Property Investor",
                     "Dentist in private practice", "Chartered Accountant", "Financial Analyst", "Shipbroker",
                     "Quantity Surveyor", "Journalist", "Interior Designer", "Restaurant Owner", "Tax Adviser")
_SECTORS = ("Airways", "Utilities", "Capital Partners", "Classification Services", "Dental Group", "Freight Forwarders",
            "Data Systems", "Infrastructure Projects", "Industrietechnik", "Biomaterials", "Grid Utilities",
            "Electrical Contractors", "Media", "Construction", "Shipping", "Asset Management", "Health Care",
            "Medical Centre", "Law Chambers", "Architects", "Telecom", "Foods", "Hotels & Resorts", "Petroleum",
            "Insurance", "Software Solutions", "Logistics", "Pharmaceuticals", "Mining", "Auto Group", "Retail",
            "Engineering Services", "Property Developers", "Wealth Advisers", "Textile Mills")

#: versions 2 and 3: the fixed lists (some of their names copied from design generators' documents)
LISTED = Vocabulary(False, _SECTORS, _MORE_OCCUPATIONS)
#: version 4: invented names, generic sectors and occupations
INVENTED = Vocabulary(True, _GENERIC_SECTORS, _GENERIC_OCCUPATIONS)


def vocabulary(version: int) -> Vocabulary:
    """The vocabulary compose ``version`` draws long values' names from."""
    return INVENTED if version >= 4 else LISTED


def fuller_address(rng: random.Random, address: V.Address, *, country_line: float = 0.3,
                   words: Vocabulary = LISTED) -> V.Address:
    """``address`` with, each at random, a unit and building line before it, "No." before the street
    number, a district and a region line, a post-office box and the country's name after it."""
    lines = list(address.lines)
    n, c = rng.randint(1, 2900), rng.choice("ABCDEFGH")
    if lines and rng.random() < 0.35:
        lines[0] = re.sub(r"^(\d+)\s", lambda m: rng.choice(["No. ", "No.", "No "]) + m.group(1) + " ", lines[0])
    if rng.random() < 0.45:
        building = f"{invented_word(rng) if words.invented else rng.choice(_BUILDINGS)} {rng.choice(_BUILDING_KINDS)}"
        unit = rng.choice(_UNITS).format(n=n, c=c)
        head = rng.choice([f"{unit}, {building}", building, f"{building}, {unit}"])
        lines.insert(0, head if rng.random() < 0.8 else head.upper())
    if rng.random() < 0.35:
        district = rng.choice(_GENERIC_DISTRICTS if words.invented else _DISTRICTS)
        district = district.format(n=rng.randint(1, 40), city=address.city, w=invented_word(rng) if words.invented else "")
        lines.insert(min(len(lines), max(1, len(lines) - 1)), district)
    if address.country in _REGIONS and rng.random() < 0.35:
        lines.append(rng.choice(_REGIONS[address.country]))
    if rng.random() < 0.15:
        lines.append(f"P.O. Box {rng.randint(100, 99999)}")
    if rng.random() < country_line:
        name = country_name(address.country)
        lines.append(name.upper() if rng.random() < 0.4 else name)
    if rng.random() < 0.3:   # some parts printed together on one line
        i = rng.randrange(len(lines) - 1) if len(lines) > 1 else 0
        lines[i:i + 2] = [rng.choice([", ", " "]).join(lines[i:i + 2])]
    return dataclasses.replace(address, lines=tuple(lines))


def fuller_company(rng: random.Random, company: V.Company, *, words: Vocabulary = LISTED) -> V.Company:
    return dataclasses.replace(company, address=fuller_address(rng, company.address, country_line=0.0, words=words))


_UNIT_NAMES = (("PCS", "PC"), ("UNITS", "UNIT"), ("MT", "MT"), ("KGS", "KG"), ("CARTONS", "CARTON"), ("SETS", "SET"),
               ("PACKS", "PACK"), ("ROLLS", "ROLL"), ("BAGS", "BAG"), ("PAIRS", "PAIR"), ("DOZEN", "DOZEN"), ("LITRES", "LITRE"))
_SPECS = ("model {m}", "style no. {m}", "assorted colours and sizes", "grade A", "size {a}/{b}", "{a} x {b} mm",
          "complete with standard accessories", "in {a} kg bags", "new crop", "{a} W", "export quality",
          "packed {a} per carton", "brand new, unused", "as per technical specification TS-{a}", "lot no. {m}")
_TAILS = ("Packing: {pack}", "Origin: {origin}", "HS code {hs}", "Shipping marks: as per invoice",
          "Quantity and amount {tol} pct more or less allowed", "Insurance to be covered by the applicant",
          "Quality as per sales contract no. SC-{n}", "Inspection at the port of loading by {insp}",
          "Delivery in {k} lots", "Year of manufacture {year}")
_PACKS = ("export standard seaworthy packing", "wooden crates", "pallets, shrink wrapped", "50 kg PP bags", "bulk",
          "standard export cartons")
_ORIGINS = ("China", "India", "Turkey", "Vietnam", "Italy", "Spain", "Egypt", "Germany", "Brazil", "Malaysia")


def _model(rng: random.Random) -> str:
    return f"{V._upper(rng, rng.randint(2, 3))}{rng.choice(['-', ''])}{rng.randint(10, 9999)}"


def _item(rng: random.Random, currency: str) -> str:
    plural, one = rng.choice(_UNIT_NAMES)
    qty = f"{rng.randint(1, 900) * rng.choice([1, 10, 100]):,}"
    product = rng.choice(rng.choice(list(V._PRODUCTS.values()))).lower()
    specs = [s.format(m=_model(rng), a=rng.randint(2, 60), b=rng.randint(2, 60)) for s in
             rng.sample(_SPECS, rng.choice([0, 1, 1, 2, 3]))]
    text = ", ".join([f"{qty} {plural} of {product}", *specs])
    if rng.random() < 0.7:
        text += f" at {currency} {rng.randint(1, 5000)}.{rng.randint(0, 99):02d} per {one}"
    return text


def goods_description(rng: random.Random, currency: str, place: str, when: dt.date) -> list[str]:
    """A goods description as a letter of credit or a term sheet prints it: one to four items,
    then the trade term with its place, the proforma invoice and one or two clauses; as one
    paragraph, one line per item, or numbered items."""
    items = [_item(rng, currency) for _ in range(rng.choice([1, 1, 2, 2, 3, 4]))]
    term = f"{rng.choice(V.INCOTERMS)} {place.title() if rng.random() < 0.5 else place}" + \
        rng.choice([" (Incoterms 2020)", " Incoterms 2020", " (INCOTERMS 2010)", ""])
    clauses = [term]
    if rng.random() < 0.6:
        clauses.append(f"as per proforma invoice no. {rng.choice(['PI', 'PINV', 'SC'])}-{rng.randint(100, 9999)}"
                       f"/{rng.randint(10, 99)} dated {when.strftime('%d %b %Y').upper()}")
    for tail in rng.sample(_TAILS, rng.choice([0, 0, 1, 2])):
        clauses.append(tail.format(pack=rng.choice(_PACKS), origin=rng.choice(_ORIGINS), hs=f"{rng.randint(1000, 9999)}.{rng.randint(10, 99)}",
                                   tol=rng.choice([5, 10]), n=rng.randint(100, 9999), insp=rng.choice(["SGS", "Bureau Veritas", "Intertek"]),
                                   k=rng.randint(2, 4), year=rng.choice([2024, 2025, 2026])))
    shape = rng.random()
    if shape < 0.45:         # one paragraph: items joined by ';', clauses by ','
        lines = ["; ".join(items) + ", " + ", ".join(clauses)]
    elif shape < 0.85:       # one line per item, the clauses after
        lines = [*items, *clauses]
    else:                    # numbered items
        marker = rng.choice(["{i})", "{i}.", "({i})", "ITEM {i}:"])
        lines = [f"{marker.format(i=i + 1)} {it}" for i, it in enumerate(items)] + clauses
    lines = [ln[0].upper() + ln[1:] for ln in lines]
    return [ln.upper() for ln in lines] if rng.random() < 0.5 else lines


_MODIFIERS = ("Senior", "Junior", "Chief", "Lead", "Assistant", "Freelance", "Corporate", "Independent", "Principal",
              "Head", "Deputy", "Trainee", "Associate", "Regional", "Self-employed", "Retired", "Hospital", "Marine")

_NO_QUALIFIER = {"Retired", "Pensioner", "Student", "Homemaker", "Investor", "Private investor", "Retired teacher",
                 "Retired engineer", "Farmer", "Shop owner"}


def longer_occupation(rng: random.Random, occupation: str, *, words: Vocabulary = LISTED) -> str:
    """An occupation as people write it: often with a qualifier before it, sometimes another job."""
    if occupation in _NO_QUALIFIER:
        return occupation
    if rng.random() < 0.4:
        occupation = rng.choice(words.occupations)
    if rng.random() < 0.5 and occupation.split()[0] not in _MODIFIERS:
        occupation = f"{rng.choice(_MODIFIERS)} {occupation[0].lower() + occupation[1:] if rng.random() < 0.5 else occupation}"
    return occupation


def article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def occupation_prose(rng: random.Random) -> str:
    """A sentence of a letter or a memo stating the occupation (``{v}``, printed as the document has it)."""
    return rng.choice(["Occupation: {v}.", "The customer works as {a} {v}.", "By profession the client is {a} {v}.",
                       "The applicant is employed as {a} {v}.", "Our client has worked as {a} {v} for several years.",
                       "Profession / occupation stated by the customer: {v}.", "Current role: {v}."])


def employer_prose(rng: random.Random) -> str:
    return rng.choice(["The customer is employed by {v}.", "The client's employer is {v}.",
                       "The applicant has been with {v} since {year}.", "Employer: {v}.",
                       "The salary is paid by {v}."])


_TERMINALS = ("CAT LAI", "YANTIAN", "NHAVA SHEVA", "TERMINAL 2", "CONTAINER TERMINAL", "NORTH PORT", "PIER 7",
              "INTERNATIONAL AIRPORT", "DRY PORT", "ICD")
_REGIONS_OF = {"USA": ("Georgia", "TX", "California", "NY"), "CHN": ("Guangdong", "Zhejiang"), "ARE": ("Dubai",),
               "IND": ("Maharashtra", "Tamil Nadu"), "TUR": ("Istanbul", "Mersin"), "ITA": ("Liguria",)}


def fuller_port(rng: random.Random, port: str, *, words: Vocabulary = LISTED) -> str:
    """A port as credits name it: with its terminal in brackets, its region and its country, or
    "any seaport / airport in" a country."""
    if port.startswith("ANY PORT IN "):
        country = port[len("ANY PORT IN "):]
        text = f"{rng.choice(['Any seaport', 'Any airport', 'Any port', 'Any main port'])} in {country.title()}"
        return text.upper() if rng.random() < 0.4 else text
    name = port.split(",")[0].replace(" PORT", "")
    country = next((c for p, c in V.PORTS if p == name), None)
    text = name
    if rng.random() < 0.4:
        if words.invented:
            terminal = rng.choice(_GENERIC_TERMINALS).format(n=rng.randint(1, 12), W=invented_word(rng).upper())
        else:
            terminal = rng.choice(_TERMINALS)
        text += f" ({terminal})"
    if country and rng.random() < 0.5 and country in _REGIONS_OF:
        text += f", {rng.choice(_REGIONS_OF[country])}"
    if country and rng.random() < 0.6:
        text += f", {country_name(country)}"
    if rng.random() < 0.5:
        text = text.title()
    return text


_NAME_WORDS = ("Coral Sky", "Northwind", "Trans-Sahel", "Kaveri", "Oceanus", "Copperline", "Aurora", "Riverside",
               "Moreland", "Helvetia", "Kranich", "Bluewater", "Greystone", "Highveld", "Liffey Valley", "Marigold",
               "Pioneer", "Sunbird", "Vantage", "Kestrel", "Ironbridge", "Tidewater", "Stonebridge", "Albatross",
               "Cedarwood", "Granite Peak", "Silver Birch", "Westbrook", "Lakeside", "Brightwater")
_INSTITUTIONS = ("Municipality of {city}", "{city} University Hospital", "St. {saint}'s University Hospital",
                 "Ministry of {dept}", "{city} City Council", "University of {city}", "{city} Metro Authority",
                 "Port Authority of {city}", "{city} Public Schools")
_SAINTS = ("Brigid", "Mary", "Vincent", "Luke", "Joseph", "Anne")
_DEPTS = ("Health", "Education", "Finance", "Transport", "Foreign Affairs")


def employer_name(rng: random.Random, country: str, city: str, *, words: Vocabulary = LISTED) -> str:
    """An employer's name from a wider lexicon than the cases': companies of many sectors with the
    country's legal forms, and public bodies."""
    if rng.random() < 0.2:
        return rng.choice(_INSTITUTIONS).format(city=city, saint=rng.choice(_SAINTS), dept=rng.choice(_DEPTS))
    head = " ".join(invented_word(rng) for _ in range(rng.choice((1, 1, 2)))) if words.invented else rng.choice(_NAME_WORDS)
    parts = [head, rng.choice(words.sectors)]
    if rng.random() < 0.7:
        parts.append(rng.choice(V._SUFFIX.get(country, ["Ltd"]) + ["LLP", "Ltd", "Group"]))
    name = " ".join(parts)
    return name.upper() if rng.random() < 0.25 else name
