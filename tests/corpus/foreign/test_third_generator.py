"""The third foreign generator (corpus/foreign/third_generator.py), checked against the contract.

No browser: the HTML's visible text (tags dropped, entities unescaped, white space folded) stands
in for what Chromium prints. Each check is written from /work/shared/CONTRACT.md and the schemas:
a truth must validate, state what the page says (copied text verbatim, dates and numbers in some
printed form, countries and currencies as printed), and be null where the page is silent.
"""
from __future__ import annotations

import datetime as dt
import html
import json
import re
from pathlib import Path

import jsonschema
import pytest

from corpus.foreign import third_generator as gen

ROOT = Path(__file__).resolve().parents[3]
TYPES = ("kyc_individual", "letter_of_credit", "loan_application")
N = 48  # documents per type and seed (12 per layout)
SEEDS = (0, 7)


def _docs(document_type: str) -> list:
    return [gen.generate(document_type, i, s) for s in SEEDS for i in range(N)]


DOCS = {t: _docs(t) for t in TYPES}


def raw_text(page: str) -> str:
    """The text a browser shows: inline tags join their text, other tags separate it."""
    page = re.sub(r"(?is)<(style|title)[^>]*>.*?</\1>", " ", page)
    page = re.sub(r"(?i)</?(span|b|i|u|em|strong)\b[^>]*>", "", page)
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def visible(page: str) -> str:
    return re.sub(r"\s+", " ", raw_text(page)).strip()


def fold(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def get(record: dict, path: str):
    for part in path.split("."):
        record = record[part]
    return record


# -- interface ----------------------------------------------------------------------------------

def test_interface_and_every_layout_is_produced():
    assert gen.DOCUMENT_TYPES == TYPES
    for t in TYPES:
        names = gen.layouts(t)
        assert len(names) == 4 and len(set(names)) == 4
        seen = set()
        for i in range(8):
            d = gen.generate(t, i, 3)
            assert d.document_type == t and d.layout == names[i % 4]
            assert d.html.lstrip().lower().startswith("<!doctype html>") and "<img" not in d.html.lower()
            seen.add(d.layout)
        assert seen == set(names)
    with pytest.raises(ValueError):
        gen.layouts("invoice")
    with pytest.raises(ValueError):
        gen.generate("invoice", 0, 0)


def test_deterministic_in_its_arguments():
    for t in TYPES:
        for i in (0, 5, 11):
            a, b = gen.generate(t, i, 42), gen.generate(t, i, 42)
            assert a == b and a.html == b.html and a.truth == b.truth
        assert gen.generate(t, 1, 42).html != gen.generate(t, 5, 42).html    # same layout, other index
        assert gen.generate(t, 1, 42).truth != gen.generate(t, 1, 43).truth  # other seed


# -- truth against the schema and the page ---------------------------------------------------------

@pytest.mark.parametrize("document_type", TYPES)
def test_every_truth_validates_against_its_schema(document_type):
    schema = json.loads((ROOT / "schemas" / f"{document_type}.schema.json").read_text())
    validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
    for d in DOCS[document_type]:
        errors = [e.message for e in validator.iter_errors(d.truth)]
        assert not errors, (d.layout, errors)


COPIED = {
    "kyc_individual": ["id_document_number", "residential_address", "occupation", "employer_name",
                       "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name",
                         "beneficiary.address", "available_with", "port_of_loading", "port_of_discharge",
                         "goods_description"],
    "loan_application": ["application_number", "borrower.email", "borrower.phone", "employer_name",
                         "property_address"],
}
PERSON_NAMES = {"kyc_individual": ["full_name"], "letter_of_credit": [], "loan_application": ["borrower.full_name"]}


def _name_on_page(name: str, text: str) -> bool:
    """Verbatim, or (a form that prints them apart) the given names and the surname each verbatim."""
    if fold(name) in text:
        return True
    words = name.split()
    return any(fold(" ".join(words[:k])) in text and fold(" ".join(words[k:])) in text for k in range(1, len(words)))


@pytest.mark.parametrize("document_type", TYPES)
def test_copied_values_appear_on_the_page(document_type):
    for d in DOCS[document_type]:
        text = fold(visible(d.html))
        for path in COPIED[document_type]:
            value = get(d.truth, path)
            if value is not None:
                assert fold(value) in text, (d.layout, path, value)
        for path in PERSON_NAMES[document_type]:
            assert _name_on_page(get(d.truth, path), text), (d.layout, path, get(d.truth, path))
        for co in d.truth.get("co_borrowers", []):
            assert _name_on_page(co["full_name"], text), (d.layout, co)
        for item in d.truth.get("documents_required", []):
            assert fold(item) in text, (d.layout, item)


def test_a_name_printed_apart_is_given_names_then_surname():
    # the boxed form and the screen print give the surname its own field: the truth puts it last
    for t, layout, label in (("kyc_individual", "onboarding_boxes", "Family name"),
                             ("kyc_individual", "cbs_screen", "LAST NAME"),
                             ("loan_application", "sectioned_form", "Last name")):
        for d in DOCS[t]:
            if d.layout != layout:
                continue
            text = visible(d.html)
            m = re.search(re.escape(label) + r"[ .:]*(.+?) (Given|FIRST|Date of birth)", text)
            assert m, (layout, text[:300])
            name = d.truth["full_name"] if t == "kyc_individual" else d.truth["borrower"]["full_name"]
            assert name.endswith(" " + m.group(1).strip()), (layout, name, m.group(1))


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
MONTHS_ES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
             "noviembre", "diciembre"]


def _date_forms(iso: str) -> dict[str, list[str]]:
    d = dt.date.fromisoformat(iso)
    suffix = "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    month = MONTHS[d.month - 1]
    return {
        "unambiguous": [iso, f"{d.year}/{d.month:02d}/{d.day:02d}", f"{d.year}{d.month:02d}{d.day:02d}",
                        f"{d.year % 100:02d}{d.month:02d}{d.day:02d}", f"{d.day} {month} {d.year}",
                        f"{month} {d.day}, {d.year}", f"{d.day}{suffix} {month} {d.year}",
                        f"{d.day:02d}-{month[:3].upper()}-{d.year}", f"{d.day:02d} {month[:3]} {d.year}",
                        f"{'1er' if d.day == 1 else d.day} {MONTHS_FR[d.month - 1]} {d.year}",
                        f"{d.day} de {MONTHS_ES[d.month - 1]} de {d.year}"],
        "day_first": [f"{d.day:02d}/{d.month:02d}/{d.year}", f"{d.day:02d}.{d.month:02d}.{d.year}"],
        "month_first": [f"{d.month:02d}/{d.day:02d}/{d.year}"],
    }


DATES = {
    "kyc_individual": ["date_of_birth", "id_expiry_date"],
    "letter_of_credit": ["date_of_issue", "expiry_date", "latest_shipment_date"],
    "loan_application": ["borrower.date_of_birth", "employment_start_date"],
}


def _date_on_page(iso: str, text: str) -> bool:
    forms = _date_forms(iso)
    if any(re.search(r"(?<![\d])" + re.escape(f) + r"(?![\d])", text) for f in forms["unambiguous"]):
        return True
    # a numeric date is accepted only in the order the page says it uses
    if any(f in text for f in forms["day_first"]) and re.search(r"\b(DD|JJ)[/.]MM\b", text, re.I):
        return True
    if any(f in text for f in forms["month_first"]) and re.search(r"\bMM/DD\b", text, re.I):
        return True
    return False


@pytest.mark.parametrize("document_type", TYPES)
def test_dates_are_printed_in_an_unambiguous_form(document_type):
    for d in DOCS[document_type]:
        text = visible(d.html)
        isos = [get(d.truth, p) for p in DATES[document_type]]
        isos += [c["date_of_birth"] for c in d.truth.get("co_borrowers", [])]
        for iso in isos:
            if iso is not None:
                assert _date_on_page(iso, text), (d.layout, iso)


def _number_tokens(page: str) -> set[str]:
    tokens = re.findall(r"\d[\d,.'\u00a0]*\d|\d", raw_text(page))
    return {re.sub(r"\D", "", t).lstrip("0") for t in tokens}


def _number_on_page(value: float, tokens: set[str]) -> bool:
    return any(re.sub(r"\D", "", f"{value:.{k}f}").lstrip("0") in tokens for k in range(4))


NUMBERS = {
    "kyc_individual": ["annual_income"],
    "letter_of_credit": ["amount", "tolerance_plus_percent", "tolerance_minus_percent", "presentation_period_days"],
    "loan_application": ["monthly_income", "loan_amount", "loan_term_months", "interest_rate_percent",
                         "property_value"],
}


@pytest.mark.parametrize("document_type", TYPES)
def test_numbers_are_printed(document_type):
    monthly_only = 0
    for d in DOCS[document_type]:
        tokens = _number_tokens(d.html)
        for path in NUMBERS[document_type]:
            value = get(d.truth, path)
            if value is None:
                continue
            ok = _number_on_page(value, tokens)
            if not ok and path == "annual_income":  # the contract: a monthly figure only -> twelve times it
                ok = _number_on_page(value / 12, tokens) and re.search(r"month|mensu|M {2}MONTHLY", d.html, re.I)
                monthly_only += bool(ok)
            if not ok and path == "loan_term_months" and value % 12 == 0:
                ok = _number_on_page(value / 12, tokens) and re.search(r"\byears\b", visible(d.html))
            assert ok, (d.layout, path, value)
    if document_type == "kyc_individual":
        assert monthly_only > 0  # the twelve-times rule is exercised


ALPHA = {  # alpha-3 -> (alpha-2, English name)
    "SGP": ("SG", "Singapore"), "SWE": ("SE", "Sweden"), "DEU": ("DE", "Germany"), "FRA": ("FR", "France"),
    "ESP": ("ES", "Spain"), "GBR": ("GB", "United Kingdom"), "USA": ("US", "United States"), "JPN": ("JP", "Japan"),
    "CHN": ("CN", "China"), "IND": ("IN", "India"), "NGA": ("NG", "Nigeria"), "BRA": ("BR", "Brazil"),
    "POL": ("PL", "Poland"), "TUR": ("TR", "Türkiye"), "VNM": ("VN", "Vietnam"), "KOR": ("KR", "Republic of Korea"),
    "ARE": ("AE", "United Arab Emirates"), "KEN": ("KE", "Kenya"), "CAN": ("CA", "Canada"), "AUS": ("AU", "Australia"),
    "NLD": ("NL", "Netherlands"), "MEX": ("MX", "Mexico"), "CHE": ("CH", "Switzerland"), "ITA": ("IT", "Italy"),
}


def test_countries_and_currencies_are_printed():
    for d in DOCS["kyc_individual"]:
        text = visible(d.html)
        for path in ("nationality", "id_issuing_country", "country_of_residence"):
            a3 = d.truth[path]
            a2, name = ALPHA[a3]
            assert (re.search(rf"\b{a3}\b", text) or re.search(rf"(\(|: ){a2}\b", text)
                    or re.search(rf"\b{re.escape(name)}\b", text)), (d.layout, path, a3)
    for t, paths in (("kyc_individual", ["income_currency"]), ("letter_of_credit", ["currency"]),
                     ("loan_application", ["income_currency", "loan_currency"])):
        for d in DOCS[t]:
            text = visible(d.html)
            for path in paths:
                assert re.search(rf"(?<![A-Z]){get(d.truth, path)}(?![A-Z])", text), (d.layout, path)


# -- absent fields and lists ----------------------------------------------------------------------

LABELS_OF_ABSENT = {  # field -> words that would state it; none may be printed when the truth is null
    "kyc_individual": {"sex": r"\bsex[eo]?\b|gender", "employer_name": r"employer|employeur|empleadora|employed by",
                       "tax_identification_number": r"\btax\b|\btin\b|fiscal"},
    "letter_of_credit": {"tolerance_plus_percent": r"toleran|39A", "tolerance_minus_percent": r"toleran|39A",
                         "partial_shipments": r"partial", "transhipment": r"transhipment|43T",
                         "port_of_loading": r"loading|44E|effected from",
                         "port_of_discharge": r"discharge|44F|destination",
                         "latest_shipment_date": r"latest (date of )?shipment|44C",
                         "presentation_period_days": r"presentation|presented within"},
    "loan_application": {"borrower.phone": r"phone|\btel\b|mobile"},
}


@pytest.mark.parametrize("document_type", TYPES)
def test_absent_fields_are_null_and_unprinted(document_type):
    for path, pattern in LABELS_OF_ABSENT[document_type].items():
        values = [get(d.truth, path) for d in DOCS[document_type]]
        assert any(v is None for v in values), f"{path} is never absent"
        assert any(v is not None for v in values), f"{path} is never present"
        for d, v in zip(DOCS[document_type], values):
            found = re.search(pattern, visible(d.html), re.I)
            if v is None:
                assert not found, (d.layout, path, found.group(0))
            else:
                assert found, (d.layout, path)  # the pattern does catch the field's label


def test_absent_email_and_co_borrowers():
    absent_email = 0
    for d in DOCS["loan_application"]:
        text = visible(d.html)
        b = d.truth["borrower"]
        emails = re.findall(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", text)
        if b["email"] is None:
            absent_email += 1
            name_parts = [re.sub(r"[^a-z]", "", w.casefold()) for w in b["full_name"].split()]
            for e in emails:
                local = e.split("@")[0].casefold()
                assert not any(len(p) >= 3 and p in local for p in name_parts), (d.layout, e)
        else:
            assert b["email"] in emails
        co_label = re.search(r"co-borrower|co-applicant|joint applicant", text, re.I)
        assert bool(co_label) == bool(d.truth["co_borrowers"]), d.layout
    assert absent_email > 0


def test_list_lengths_vary_and_items_are_clean():
    co_lengths = {len(d.truth["co_borrowers"]) for d in DOCS["loan_application"]}
    assert co_lengths == {0, 1, 2, 3}
    doc_lengths = [len(d.truth["documents_required"]) for d in DOCS["letter_of_credit"]]
    assert min(doc_lengths) >= 1 and max(doc_lengths) <= 8 and len(set(doc_lengths)) >= 5
    for d in DOCS["letter_of_credit"]:
        for item in d.truth["documents_required"]:
            assert item == item.strip() and not item.endswith(".")
            assert not re.match(r"^(\+|\(?[a-z0-9]{1,3}[.)]\s)", item, re.I), item


def test_optional_values_and_enumerations_vary():
    kyc = DOCS["kyc_individual"]
    assert {d.truth["id_document_type"] for d in kyc} == {"passport", "national_id"}
    assert {True, False} <= {d.truth["is_pep"] for d in kyc}
    assert len({d.truth["source_of_funds"] for d in kyc}) >= 5
    lc = DOCS["letter_of_credit"]
    assert {d.truth["form_of_credit"] for d in lc} == {"IRREVOCABLE", "IRREVOCABLE TRANSFERABLE", "IRREVOCABLE STANDBY"}
    assert len({d.truth["available_by"] for d in lc}) == 5
    assert {d.truth["confirmation_instructions"] for d in lc} == {"CONFIRM", "MAY ADD", "WITHOUT"}
    loans = DOCS["loan_application"]
    assert {d.truth["loan_purpose"] for d in loans} == {"purchase", "refinance", "construction", "other"}
    assert {d.truth["borrower"]["marital_status"] for d in loans} == {"married", "unmarried", "separated"}
    assert len({d.truth["nationality"] for d in kyc}) >= 10
