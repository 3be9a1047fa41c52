"""A reviewer's corrected value -> the typed value of its field, or a refusal saying what is expected.

A correction goes through what an extracted value goes through: text is normalised for its
field's kind (``pipeline.normalise``: "12 MAR 1985" -> "1985-03-12", "USD 1,250.50" -> 1250.5),
a JSON number or boolean must be of the field's type, and the record with the correction applied
must raise no issue about that field (``pipeline.validation``: schema, calendar, codes, ages).
Issues between two fields (a date-order rule) are left to the reviewed record's validation, so a
reviewer can fix such a pair one field at a time.

    check_correction(document_type, data, path, value) -> the value to store
    check_path(document_type, data, path)              -> refuses a path the record cannot hold
"""
from __future__ import annotations

import copy
from typing import Any

from pipeline.fields import FieldSpec, get_path, set_path, spec_for
from pipeline.normalise import NormalisationError, normalise_value
from pipeline.validation import conflicting_fields, validate_record

__all__ = ["MAX_CORRECTION_CHARS", "CorrectionError", "check_correction", "check_path", "expected"]

MAX_CORRECTION_CHARS = 2000  # longer than any contract value (addresses, goods descriptions)

_EXPECTED = {
    "text": "text", "name": "a person's or company's name (text)", "identifier": "a reference (text)",
    "date": "a date such as 1985-03-12 or 12 MAR 1985", "country": "a country (ISO 3166-1 alpha-3 such as SGP, "
    "or its name)", "currency": "a currency (ISO 4217 such as USD)", "amount": "a number such as 125000.50",
    "integer": "a whole number such as 21", "percent": "a number between 0 and 100", "boolean": "true or false",
    "email": "an e-mail address", "phone": "a telephone number",
}


class CorrectionError(ValueError):
    """A correction refused; ``str()`` names the field and what it expects."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path


def expected(spec: FieldSpec) -> str:
    """What a field takes, in words ("one of: IRREVOCABLE, ...", "a date such as ...")."""
    if spec.kind == "enum" and spec.enum:
        what = "one of: " + ", ".join(spec.enum)
    else:
        what = _EXPECTED.get(spec.kind, spec.kind)
    return what + (", or null" if spec.nullable else "")


def check_path(document_type: str, data: dict[str, Any], path: str) -> FieldSpec:
    """The spec of ``path`` if the record can hold it: a leaf of the schema, and for a list item
    an existing item (items are corrected, not added or removed)."""
    if not isinstance(path, str) or "[]" in path:
        raise CorrectionError(str(path), "not a field path; give a concrete path such as documents_required[0]")
    try:
        spec = spec_for(document_type, path)
    except KeyError:
        raise CorrectionError(path, f"{document_type} has no such field") from None
    if spec.list_name is not None:
        index = int(path[len(spec.list_name) + 1:].split("]", 1)[0])
        items = data.get(spec.list_name) or []
        if index >= len(items):
            raise CorrectionError(path, f"the record has {len(items)} item(s) in {spec.list_name}; "
                                        "only existing items can be corrected")
    return spec


def _typed(spec: FieldSpec, value: Any) -> Any:
    """The value as its field's type, or CorrectionError; text goes through normalisation."""
    if value is None:
        if spec.nullable:
            return None
        raise CorrectionError(spec.path, f"is required and cannot be null; expected {expected(spec)}")
    if isinstance(value, str):
        if len(value) > MAX_CORRECTION_CHARS:
            raise CorrectionError(spec.path, f"is {len(value)} characters long; at most {MAX_CORRECTION_CHARS}")
        try:
            return normalise_value(spec, value)
        except NormalisationError as exc:
            raise CorrectionError(spec.path, f"cannot read {value[:80]!r}: {exc}; expected {expected(spec)}") from None
    if isinstance(value, bool):
        if spec.kind == "boolean":
            return value
    elif isinstance(value, (int, float)):
        if spec.kind in ("amount", "percent"):
            return float(value)
        if spec.kind == "integer" and float(value).is_integer():
            return int(value)
    kind = "an object" if isinstance(value, dict) else "a list" if isinstance(value, list) else repr(value)
    raise CorrectionError(spec.path, f"cannot be {kind}; expected {expected(spec)}")


def check_correction(document_type: str, data: dict[str, Any], path: str, value: Any) -> Any:
    """The value to store for ``path`` (normalised), checked against the record ``data`` (the
    reviewed record so far); raises CorrectionError naming the field and what it expects."""
    spec = check_path(document_type, data, path)
    typed = _typed(spec, value)
    trial = copy.deepcopy(data)
    set_path(trial, path, typed)
    own = [issue for issue in validate_record(document_type, trial)
           if issue.path == path and not conflicting_fields(issue)]
    if own:
        raise CorrectionError(path, f"{own[0].message.removeprefix(path + ': ')}; expected {expected(spec)}")
    assert get_path(trial, path) == typed
    return typed
