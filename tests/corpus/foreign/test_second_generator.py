"""The second foreign generator: deterministic, every layout, schema-valid truth that the page states.

No browser: the page's visible text is its HTML with tags dropped, entities unescaped and white
space collapsed. The tests render truth values themselves (dates, amounts, enumerations) and look
for one of the renderings on the page, rather than asking the generator how it printed them.
"""
from __future__ import annotations

import datetime as dt
import html
import json
import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from corpus.foreign import second_generator as gen

ROOT = Path(__file__).resolve().parents[3]
DRAWS_PER_TYPE = 72  # 216 documents in all, 18 per layout
SEED = 20250611

COPIED = {  # paths whose value is copied from the page as printed ("[]" : every list item)
    "kyc_individual": ("full_name", "id_document_number", "residential_address", "occupation", "employer_name",
                       "tax_identification_number"),
    "letter_of_credit": ("lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name",
                         "beneficiary.address", "available_with", "port_of_loading", "port_of_discharge",
                         "goods_description", "documents_required[]"),
    "loan_application": ("application_number", "borrower.full_name", "borrower.email", "borrower.phone",
                         "co_borrowers[].full_name", "employer_name", "property_address"),
}
NAMES = {"full_name", "borrower.full_name", "co_borrowers[].full_name"}
DATES = {
    "kyc_individual": ("date_of_birth", "id_expiry_date"),
    "letter_of_credit": ("date_of_issue", "expiry_date", "latest_shipment_date"),
    "loan_application": ("borrower.date_of_birth", "co_borrowers[].date_of_birth", "employment_start_date"),
}
AMOUNTS = {
    "kyc_individual": ("annual_income",),
    "letter_of_credit": ("amount",),
    "loan_application": ("monthly_income", "loan_amount", "property_value"),
}
COUNTRIES = {"kyc_individual": ("nationality", "id_issuing_country", "country_of_residence")}
CURRENCIES = {"kyc_individual": ("income_currency",), "letter_of_credit": ("currency",),
              "loan_application": ("income_currency", "loan_currency")}
ENUMS: dict[str, dict[str, dict[Any, tuple[str, ...]]]] = {  # type -> path -> value -> printed forms
    "kyc_individual": {
        "sex": {"M": ("male", r"\bM\b"), "F": ("female", r"\bF\b"), "X": (r"\bX\b",)},
        "id_document_type": {"passport": ("passport", "PSPT", "passaporto"),
                             "national_id": ("identity card", "NATID", "carta d'identità", "national id")},
        "source_of_funds": {
            "employment": ("salary", "employment", "EMPL", "lavoro dipendente"),
            "business": ("business", "BUSN", "impresa"), "investments": ("investment", "INVS", "investiment"),
            "inheritance": ("inherit", "INHR", "eredità"), "pension": ("pension", "PENS", "pensione"),
            "other": ("other", "OTHR", "altro")},
        "is_pep": {True: ("yes", r"\bY\b", "sì", "is a politically exposed"),
                   False: ("no", r"\bN\b", "not a politically exposed", "is not")},
    },
    "letter_of_credit": {
        "form_of_credit": {"IRREVOCABLE": ("irrevocable",), "IRREVOCABLE TRANSFERABLE": ("transferable",),
                           "IRREVOCABLE STANDBY": ("standby",)},
        "applicable_rules": {"UCP LATEST VERSION": ("UCP LATEST VERSION", "Uniform Customs"),
                             "EUCP LATEST VERSION": ("EUCP",), "OTHR": ("OTHR", "other rules"),
                             "ISP LATEST VERSION": ("ISP LATEST VERSION", "International Standby Practices")},
        "available_by": {"BY PAYMENT": ("payment",), "BY ACCEPTANCE": ("acceptance",),
                         "BY NEGOTIATION": ("negotiation",), "BY DEF PAYMENT": ("deferred payment", "DEF PAYMENT"),
                         "BY MIXED PYMT": ("mixed payment", "MIXED PYMT")},
        "partial_shipments": {"ALLOWED": ("allowed", "permitted"), "NOT ALLOWED": ("not allowed", "prohibited"),
                              "CONDITIONAL": ("conditional",)},
        "transhipment": {"ALLOWED": ("allowed", "permitted"), "NOT ALLOWED": ("not allowed", "prohibited"),
                         "CONDITIONAL": ("conditional",)},
        "confirmation_instructions": {"CONFIRM": ("confirm",), "MAY ADD": ("may add",), "WITHOUT": ("without",)},
    },
    "loan_application": {
        "borrower.marital_status": {"married": ("married", "gehuwd"), "separated": ("separated", "scheiden"),
                                    "unmarried": ("unmarried", "single", "divorced", "widowed", "ongehuwd")},
        "loan_purpose": {"purchase": ("purchase", "aankoop"), "refinance": ("refinanc", "remortgage", "REFI", "oversluiten"),
                         "construction": ("construction", "self-build", "nieuwbouw"),
                         "other": ("other", "overig")},
    },
}
EXCLUSIVE = {  # words that must not be printed unless the value is this one
    "form_of_credit": {"IRREVOCABLE TRANSFERABLE": ("transferable",), "IRREVOCABLE STANDBY": ("standby",)},
    "available_by": {"BY DEF PAYMENT": ("deferred", "def payment"), "BY MIXED PYMT": ("mixed",),
                     "BY NEGOTIATION": ("negotiation",), "BY ACCEPTANCE": ("acceptance",)},
}
INTEGERS = {"letter_of_credit": ("tolerance_plus_percent", "tolerance_minus_percent", "presentation_period_days"),
            "loan_application": ("loan_term_months",)}


# -- helpers --------------------------------------------------------------------------------------

def visible_text(page: str) -> str:
    page = re.sub(r"(?is)<(style|title)\b.*?</\1>", " ", page)
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", page))).strip()


def header_text(page: str) -> str:
    m = re.search(r"(?is)<header\b.*?</header>", page)
    return visible_text(m.group(0)) if m else ""


def is_us(page: str) -> bool:
    return bool(re.search(r"United States|\bUSA\b|U\.S\.A\.", header_text(page)))


def values(record: Any, path: str) -> list[Any]:
    """Every value at ``path`` ("a.b", "list[].c", "list[]")."""
    out = [record]
    for part in path.split("."):
        nxt = []
        for node in out:
            if part.endswith("[]"):
                nxt.extend(node[part[:-2]])
            else:
                nxt.append(node[part])
        out = nxt
    return out


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def date_forms(iso: str, us: bool) -> tuple[set[str], set[str]]:
    """(renderings that mean this date, the numeric rendering in the wrong order)."""
    d = dt.date.fromisoformat(iso)
    m = MONTHS[d.month - 1]
    right = f"{d.month:02d}/{d.day:02d}/{d.year}" if us else f"{d.day:02d}/{d.month:02d}/{d.year}"
    wrong = f"{d.day:02d}/{d.month:02d}/{d.year}" if us else f"{d.month:02d}/{d.day:02d}/{d.year}"
    forms = {iso, right, f"{d.day:02d}.{d.month:02d}.{d.year}", f"{d.day:02d}-{d.month:02d}-{d.year}",
             f"{d.day} {m} {d.year}", f"{d.day:02d} {m} {d.year}", f"{m} {d.day}, {d.year}",
             f"{d.day:02d} {m[:3].upper()} {d.year}", f"{d.day:02d}{m[:3].upper()}{d.year}", f"{d:%y%m%d}"}
    return forms, ({wrong} if wrong != right else set())


def amount_forms(value: float) -> set[str]:
    whole, cents = f"{value:.2f}".split(".")
    g = f"{int(whole):,}"
    return {f"{g}.{cents}", f"{g.replace(',', '.')},{cents}", f"{g.replace(',', chr(39))}.{cents}",
            f"{whole},{cents}", f"{whole}.{cents}"}


def found(patterns: tuple[str, ...], text: str) -> bool:
    return any(re.search(p if p.startswith(r"\b") else re.escape(p), text, flags=0 if p.startswith(r"\b") else re.I)
               for p in patterns)


def name_printed(name: str, text: str) -> bool:
    """The name as one string, or split once into given names and surname, each printed."""
    if name in text:
        return True
    words = name.split()
    return any(" ".join(words[:k]) in text and " ".join(words[k:]) in text for k in range(1, len(words)))


# -- fixtures -------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def draws() -> list[gen.ForeignDocument]:
    return [gen.generate(t, i, SEED) for t in gen.DOCUMENT_TYPES for i in range(DRAWS_PER_TYPE)]


@pytest.fixture(scope="module")
def validators() -> dict[str, jsonschema.Draft202012Validator]:
    out = {}
    for t in gen.DOCUMENT_TYPES:
        schema = json.loads((ROOT / "schemas" / f"{t}.schema.json").read_text())
        out[t] = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
    return out


# -- tests ----------------------------------------------------------------------------------------

def test_api_shape():
    assert gen.DOCUMENT_TYPES == ("kyc_individual", "letter_of_credit", "loan_application")
    doc = gen.generate("kyc_individual", 0, 1)
    with pytest.raises(Exception):
        doc.layout = "other"  # frozen
    with pytest.raises(ValueError):
        gen.generate("passport", 0, 1)


def test_deterministic_in_type_index_and_seed():
    for t in gen.DOCUMENT_TYPES:
        for i in range(6):
            assert gen.generate(t, i, 5) == gen.generate(t, i, 5)
        assert gen.generate(t, 3, 5) != gen.generate(t, 3, 6)
        assert gen.generate(t, 3, 5) != gen.generate(t, 7, 5)


def test_four_layouts_per_type_all_produced_by_index():
    all_names = []
    for t in gen.DOCUMENT_TYPES:
        names = gen.layouts(t)
        assert len(names) == 4
        all_names.extend(names)
        assert {gen.generate(t, i, 0).layout for i in range(len(names))} == set(names)
        assert all(gen.generate(t, i, 0).layout == names[i % 4] for i in range(8))
    assert len(set(all_names)) == 12


def test_pages_are_complete_html(draws):
    for d in draws:
        assert d.html.lstrip().lower().startswith("<!doctype html>")
        assert "<style>" in d.html and d.html.rstrip().endswith("</html>")
        assert "http://" not in d.html and "https://" not in d.html and "<img" not in d.html  # self-contained


def test_truth_validates_against_the_schema(draws, validators):
    for d in draws:
        errors = [e.message for e in validators[d.document_type].iter_errors(d.truth)]
        assert not errors, (d.layout, errors)


def test_copied_strings_are_printed_as_they_stand(draws):
    for d in draws:
        text = visible_text(d.html)
        for path in COPIED[d.document_type]:
            for v in values(d.truth, path):
                if v is None:
                    continue
                assert v == v.strip() and "  " not in v, (d.layout, path, v)
                if path in NAMES:
                    ok = name_printed(v, text)
                elif v == "ANY BANK":  # the contract's spelling; a letter may write it in lower case
                    ok = v.casefold() in text.casefold()
                else:
                    ok = v in text
                assert ok, (d.layout, path, v)


def test_dates_amounts_and_codes_map_to_the_truth(draws):
    for d in draws:
        text, us = visible_text(d.html), is_us(d.html)
        for path in DATES[d.document_type]:
            for v in values(d.truth, path):
                if v is None:
                    continue
                right, wrong = date_forms(v, us)
                assert any(f in text for f in right), (d.layout, path, v)
                assert not any(f in text for f in wrong), (d.layout, path, v, "numeric date in the wrong order")
        for path in AMOUNTS[d.document_type]:
            (v,) = values(d.truth, path)
            forms = amount_forms(v)
            if path == "annual_income":  # a KYC form may state only the monthly income
                forms |= amount_forms(round(v / 12, 2))
            assert any(f in text for f in forms), (d.layout, path, v)
        for path in CURRENCIES[d.document_type]:
            (v,) = values(d.truth, path)
            assert v in text, (d.layout, path, v)


def test_countries_map_to_the_truth(draws):
    names = {code: (name, adj) for code, (name, adj, *_rest) in gen._COUNTRIES.items()}
    for d in draws:
        text = visible_text(d.html).casefold()
        for path in COUNTRIES.get(d.document_type, ()):
            (v,) = values(d.truth, path)
            assert any(s.casefold() in text for s in (v, *names[v])), (d.layout, path, v)


def test_enumerations_map_to_the_truth(draws):
    for d in draws:
        text = visible_text(d.html)
        for path, forms in ENUMS.get(d.document_type, {}).items():
            (v,) = values(d.truth, path)
            if v is not None:
                assert found(forms[v], text), (d.layout, path, v)


def test_exclusive_enumeration_words(draws):
    for d in draws:
        text = visible_text(d.html).casefold()
        for path, words in EXCLUSIVE.items():
            if path in d.truth:
                for value, forms in words.items():
                    assert any(w in text for w in forms) == (d.truth[path] == value), (d.layout, path, value)


def test_integers_are_printed(draws):
    for d in draws:
        text = visible_text(d.html)
        for path in INTEGERS.get(d.document_type, ()):
            (v,) = values(d.truth, path)
            if v is None:
                continue
            forms = [rf"\b{v}\b"]
            if path == "loan_term_months" and v % 12 == 0:
                forms.append(rf"\b{v // 12} years\b")
            assert any(re.search(p, text) for p in forms), (d.layout, path, v)


def test_rates_are_printed(draws):
    for d in draws:
        if d.document_type == "loan_application":
            v = d.truth["interest_rate_percent"]
            forms = {f"{v:.{n}f}" for n in (1, 2, 3) if abs(float(f"{v:.{n}f}") - v) < 1e-9}
            forms |= {x.replace(".", ",") for x in forms}
            assert any(re.search(rf"(?<![\d.,]){re.escape(x)}(?![\d])", visible_text(d.html)) for x in forms), (d.layout, v)


def test_unstated_fields_leave_no_trace(draws):
    seen_null = set()
    for d in draws:
        text = visible_text(d.html).casefold()
        for path, marker in gen._MARKERS[d.layout].items():
            vs = values(d.truth, path)
            stated = bool(vs) and vs[0] is not None and vs[0] != []
            assert (marker.casefold() in text) == stated, (d.layout, path, marker, stated)
            if not stated:
                seen_null.add((d.layout, path))
    assert seen_null  # the generator does leave optional fields unstated
