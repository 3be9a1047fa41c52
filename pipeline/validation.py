"""Is a record acceptable? JSON Schema first, then the rules a schema cannot say.

``validate_record(document_type, data, pages=...)`` returns one ``ValidationIssue``
per problem (an empty list means valid), each with a code, the concrete leaf path and
a message for people:

    schema                  the record does not match its JSON Schema
    invalid_date            a date that is not on the calendar (2026-02-30)
    amount_not_positive     an amount below its minimum (zero or negative)
    percent_out_of_range    a tolerance or rate outside 0-100
    country_code            not an ISO 3166-1 alpha-3 code
    currency_code           not an ISO 4217 code
    date_of_birth_in_future / too_young / implausible_age
    expiry_before_birth     identity document expiry on or before the date of birth
    expiry_before_issue     LC expiry_date on or before date_of_issue
    shipment_after_expiry   LC latest_shipment_date after expiry_date
    employment_before_birth / employment_in_future
    mrz_check_digit         a check digit of the passport MRZ in the pages is wrong
    mrz_mismatch            the MRZ and the record disagree (number, dates, nationality, issuing state, sex, name)
"""
from __future__ import annotations

import datetime as dt
import functools
import re
from typing import Any, Iterable, Sequence

from jsonschema import Draft202012Validator, FormatChecker
from jsonschema.exceptions import ValidationError

from pipeline import mrz
from pipeline.countries import country_alpha3, is_country, is_currency
from pipeline.doctypes import check_document_type, load_schema
from pipeline.envelope import ValidationIssue
from pipeline.fields import get_path, iter_leaves, spec_for

__all__ = ["MIN_AGE", "validate_record"]

MIN_AGE = {"kyc_individual": 16, "loan_application": 18}  # years, on the day of validation
MAX_AGE = 120


@functools.cache
def _validator(document_type: str) -> Draft202012Validator:
    schema = load_schema(document_type)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema, format_checker=FormatChecker())


def _concrete(parts: Iterable[Any]) -> str:
    path = ""
    for part in parts:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return path


def _schema_issue(document_type: str, error: ValidationError) -> ValidationIssue:
    parts = list(error.absolute_path)
    if error.validator == "required":
        missing = re.match(r"'(.+?)' is a required property", error.message)
        if missing:
            parts.append(missing.group(1))
    path = _concrete(parts) or None
    code = "schema"
    kind = None
    if path is not None:
        try:
            kind = spec_for(document_type, path).kind
        except KeyError:
            kind = None
    if error.validator == "format" and error.validator_value == "date":
        code = "invalid_date"
    elif error.validator in ("minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum"):
        if kind == "amount":
            code = "amount_not_positive"
        elif path and (path.startswith("tolerance_") or kind == "percent"):
            code = "percent_out_of_range"
    where = path or "the record"
    return ValidationIssue(code=code, path=path, message=f"{where}: {error.message}")


def _date(value: Any) -> dt.date | None:
    if not isinstance(value, str):
        return None
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        return None


def _years_between(born: dt.date, on: dt.date) -> int:
    return on.year - born.year - ((on.month, on.day) < (born.month, born.day))


def _birth_issues(path: str, value: Any, min_age: int, today: dt.date) -> list[ValidationIssue]:
    born = _date(value)
    if born is None:
        return []
    if born >= today:
        return [ValidationIssue(code="date_of_birth_in_future", path=path,
                                message=f"{path}: {value} is not in the past")]
    age = _years_between(born, today)
    if age < min_age:
        return [ValidationIssue(code="too_young", path=path,
                                message=f"{path}: {value} makes the person {age}, under the minimum age of {min_age}")]
    if age > MAX_AGE:
        return [ValidationIssue(code="implausible_age", path=path,
                                message=f"{path}: {value} makes the person {age} years old")]
    return []


#: The date-order rules' codes -> (earlier date, later date). A broken one says that two dates of
#: the record disagree, not which of them is wrong.
DATE_ORDER_RULES: dict[str, tuple[str, str]] = {
    "expiry_before_birth": ("date_of_birth", "id_expiry_date"),
    "expiry_before_issue": ("date_of_issue", "expiry_date"),
    "shipment_after_expiry": ("latest_shipment_date", "expiry_date"),
    "employment_before_birth": ("borrower.date_of_birth", "employment_start_date"),
}


#: The codes of issues where another statement of the document, a passport's MRZ, says otherwise.
MRZ_CODES = frozenset({"mrz_check_digit", "mrz_mismatch"})


def conflicting_fields(issue: ValidationIssue) -> tuple[str, ...]:
    """The fields an issue finds in disagreement with each other (a date-order rule's two dates);
    () for an issue about one field's own value."""
    return DATE_ORDER_RULES.get(issue.code, ())


def _ordered(data: dict[str, Any], earlier: str, later: str, code: str, *,
             allow_equal: bool = False, path: str | None = None) -> list[ValidationIssue]:
    """An issue when the date at ``later`` is not after (or on, ``allow_equal``) the one at ``earlier``."""
    a, b = _date(get_path(data, earlier)), _date(get_path(data, later))
    if a is None or b is None or b > a or (allow_equal and b == a):
        return []
    relation = "on or after" if allow_equal else "after"
    return [ValidationIssue(code=code, path=path or later,
                            message=f"{later} ({b.isoformat()}) must be {relation} {earlier} ({a.isoformat()})")]


def _code_issues(document_type: str, data: dict[str, Any]) -> list[ValidationIssue]:
    issues = []
    for path, value in iter_leaves(document_type, data):
        if not isinstance(value, str) or not re.fullmatch(r"[A-Z]{3}", value):
            continue  # missing or malformed: the schema says so
        kind = spec_for(document_type, path).kind
        if kind == "country" and not is_country(value):
            issues.append(ValidationIssue(code="country_code", path=path,
                                          message=f"{path}: {value!r} is not an ISO 3166-1 alpha-3 country code"))
        elif kind == "currency" and not is_currency(value):
            issues.append(ValidationIssue(code="currency_code", path=path,
                                          message=f"{path}: {value!r} is not an ISO 4217 currency code"))
    return issues


def _rule_issues(document_type: str, data: dict[str, Any], today: dt.date) -> list[ValidationIssue]:
    issues = _code_issues(document_type, data)
    if document_type == "kyc_individual":
        issues += _birth_issues("date_of_birth", data.get("date_of_birth"), MIN_AGE[document_type], today)
        issues += _ordered(data, *DATE_ORDER_RULES["expiry_before_birth"], "expiry_before_birth")
    elif document_type == "letter_of_credit":
        issues += _ordered(data, *DATE_ORDER_RULES["expiry_before_issue"], "expiry_before_issue")
        issues += _ordered(data, *DATE_ORDER_RULES["shipment_after_expiry"], "shipment_after_expiry",
                           allow_equal=True, path="latest_shipment_date")
    elif document_type == "loan_application":
        issues += _birth_issues("borrower.date_of_birth", get_path(data, "borrower.date_of_birth"),
                                MIN_AGE[document_type], today)
        for i, item in enumerate(data.get("co_borrowers") or []):
            if isinstance(item, dict):
                issues += _birth_issues(f"co_borrowers[{i}].date_of_birth", item.get("date_of_birth"),
                                        MIN_AGE[document_type], today)
        issues += _ordered(data, *DATE_ORDER_RULES["employment_before_birth"], "employment_before_birth")
        start = _date(data.get("employment_start_date"))
        if start is not None and start > today:
            issues.append(ValidationIssue(code="employment_in_future", path="employment_start_date",
                                          message=f"employment_start_date: {start.isoformat()} is in the future"))
    return issues


# --- the passport's machine-readable zone -----------------------------------------------

_CHECK_FIELDS = {
    "number": ("id_document_number", "the document number"),
    "date_of_birth": ("date_of_birth", "the date of birth"),
    "expiry_date": ("id_expiry_date", "the expiry date"),
    "optional_data": (None, "the optional data"),
    "composite": (None, "the whole of line 2 (composite)"),
}


def _name_tokens(text: str) -> list[str]:
    return [t for t in re.split(r"<+| +", mrz.transliterate(text)) if t]


def _names_agree(full_name: str, surname: str, given: str) -> bool:
    record = _name_tokens(full_name)
    written = _name_tokens(surname) + _name_tokens(given)
    if not written:
        return True
    *whole, last = written
    # the MRZ truncates long names: its last word may be the start of the record's
    return all(t in record for t in whole) and any(r.startswith(last) for r in record)


def _mrz_issues(document_type: str, data: dict[str, Any], pages: Sequence[str]) -> list[ValidationIssue]:
    for number, page in enumerate(pages, 1):
        lines = mrz.find_td3(page)
        if lines is None:
            continue
        parsed = mrz.parse_td3(*lines)
        if parsed is None:
            continue
        issues = []
        for check, passed in parsed["checks"].items():
            if not passed:
                path, what = _CHECK_FIELDS[check]
                issues.append(ValidationIssue(
                    code="mrz_check_digit", path=path, page=number,
                    message=f"the passport MRZ check digit for {what} is wrong: the MRZ was mistyped or altered",
                ))
        if document_type == "kyc_individual":
            issues += _mrz_agreement(data, parsed, number)
        return issues
    return []


def _mrz_agreement(data: dict[str, Any], parsed: dict[str, Any], page: int) -> list[ValidationIssue]:
    issues = []

    def disagree(path: str, what: str, in_mrz: Any, in_record: Any) -> None:
        issues.append(ValidationIssue(
            code="mrz_mismatch", path=path, page=page,
            message=f"the passport MRZ gives {what} {in_mrz!r} but the record has {in_record!r}",
        ))

    number = data.get("id_document_number")
    if isinstance(number, str) and parsed["number"]:
        if re.sub(r"[\s<-]", "", mrz.transliterate(number)) != parsed["number"].replace("<", ""):
            disagree("id_document_number", "the document number", parsed["number"], number)
    for key, path in (("date_of_birth", "date_of_birth"), ("expiry_date", "id_expiry_date")):
        value, written = data.get(path), parsed[key]
        if isinstance(value, str) and written and value[2:] != written[2:]:  # MRZ years have 2 digits
            disagree(path, key.replace("_", " "), written, value)
    for path, key, what in (("nationality", "nationality", "the nationality"),
                            ("id_issuing_country", "issuing_state", "the issuing state")):
        value, written = data.get(path), parsed[key]
        if isinstance(value, str) and written and (country_alpha3(written) or written) != value:
            disagree(path, what, written, value)
    sex = data.get("sex")
    if sex is not None and sex != parsed["sex"]:
        disagree("sex", "the sex", parsed["sex"], sex)
    name = data.get("full_name")
    if isinstance(name, str) and not _names_agree(name, parsed["surname"], parsed["given_names"]):
        disagree("full_name", "the name", f"{parsed['given_names']} {parsed['surname']}".strip(), name)
    return issues


def validate_record(
    document_type: str,
    data: dict[str, Any],
    *,
    pages: Sequence[str] | None = None,
    today: dt.date | None = None,
) -> list[ValidationIssue]:
    """Every problem with ``data`` as a record of ``document_type``; [] when it is valid.

    ``pages``: the document's text, to check a passport MRZ in it against the record.
    """
    check_document_type(document_type)
    today = today or dt.date.today()
    errors = sorted(_validator(document_type).iter_errors(data), key=lambda e: [str(p) for p in e.absolute_path])
    issues = [_schema_issue(document_type, e) for e in errors]
    if isinstance(data, dict):
        issues += _rule_issues(document_type, data, today)
        if pages:
            issues += _mrz_issues(document_type, data, pages)
    return issues

