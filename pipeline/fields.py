"""Leaf fields of every document type: their paths, semantic kinds and list bounds.

A *template path* names a leaf with list items left open (``documents_required[]``,
``co_borrowers[].full_name``); a *concrete path* names one item
(``documents_required[2]``, ``co_borrowers[0].full_name``) as the envelope's
``fields`` do. The kind tells normalisation and grounding how a value is written.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterator

from pipeline.doctypes import DOCUMENT_TYPES, load_schema

# Kinds: text (free text, folded white space), name (a person's name), identifier (a
# reference copied verbatim), date, country (alpha-3), currency (ISO 4217), amount
# (number), integer, percent (number), enum, boolean, email, phone.
_KINDS: dict[str, dict[str, str]] = {
    "kyc_individual": {
        "full_name": "name", "date_of_birth": "date", "sex": "enum", "nationality": "country",
        "id_document_type": "enum", "id_document_number": "identifier",
        "id_issuing_country": "country", "id_expiry_date": "date",
        "residential_address": "text", "country_of_residence": "country",
        "occupation": "text", "employer_name": "text", "annual_income": "amount",
        "income_currency": "currency", "source_of_funds": "enum", "is_pep": "boolean",
        "tax_identification_number": "identifier",
    },
    "letter_of_credit": {
        "lc_number": "identifier", "form_of_credit": "enum", "date_of_issue": "date",
        "applicable_rules": "enum", "expiry_date": "date", "expiry_place": "text",
        "applicant.name": "text", "applicant.address": "text",
        "beneficiary.name": "text", "beneficiary.address": "text",
        "currency": "currency", "amount": "amount",
        "tolerance_plus_percent": "integer", "tolerance_minus_percent": "integer",
        "available_with": "text", "available_by": "enum",
        "partial_shipments": "enum", "transhipment": "enum",
        "port_of_loading": "text", "port_of_discharge": "text",
        "latest_shipment_date": "date", "goods_description": "text",
        "documents_required[]": "text", "presentation_period_days": "integer",
        "confirmation_instructions": "enum",
    },
    "loan_application": {
        "application_number": "identifier", "borrower.full_name": "name",
        "borrower.date_of_birth": "date", "borrower.marital_status": "enum",
        "borrower.email": "email", "borrower.phone": "phone",
        "co_borrowers[].full_name": "name", "co_borrowers[].date_of_birth": "date",
        "employer_name": "text", "employment_start_date": "date",
        "monthly_income": "amount", "income_currency": "currency",
        "loan_amount": "amount", "loan_currency": "currency", "loan_purpose": "enum",
        "loan_term_months": "integer", "interest_rate_percent": "percent",
        "property_address": "text", "property_value": "amount",
    },
}


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """One leaf of a document type's schema."""

    path: str                      # template path, e.g. "co_borrowers[].full_name"
    kind: str                      # see _KINDS
    nullable: bool
    enum: tuple[str, ...] | None   # allowed values (without null) for enum kinds
    list_name: str | None          # "co_borrowers" for list leaves, else None
    max_items: int | None          # list bound from the schema's maxItems
    description: str

    def concrete(self, index: int | None = None) -> str:
        """The concrete path of item ``index`` (list leaves) or the path itself."""
        if self.list_name is None:
            return self.path
        assert index is not None, f"{self.path} is a list leaf: give an item index"
        return self.path.replace("[]", f"[{index}]", 1)


def _walk(schema: dict[str, Any], prefix: str) -> Iterator[tuple[str, dict[str, Any], str | None, int | None]]:
    for key, sub in schema["properties"].items():
        path = f"{prefix}{key}"
        if sub.get("type") == "object":
            yield from _walk(sub, path + ".")
        elif sub.get("type") == "array":
            items = sub["items"]
            if items.get("type") == "object":
                for leaf, leaf_schema, _, _ in _walk(items, path + "[]."):
                    yield leaf, leaf_schema, path, sub.get("maxItems")
            else:
                yield path + "[]", items, path, sub.get("maxItems")
        else:
            yield path, sub, None, None


def _build(document_type: str) -> tuple[FieldSpec, ...]:
    kinds = _KINDS[document_type]
    specs = []
    for path, leaf, list_name, max_items in _walk(load_schema(document_type), ""):
        types = leaf.get("type")
        nullable = isinstance(types, list) and "null" in types
        enum = tuple(v for v in leaf["enum"] if v is not None) if "enum" in leaf else None
        specs.append(FieldSpec(path, kinds[path], nullable, enum, list_name, max_items,
                               leaf.get("description", "")))
    assert {s.path for s in specs} == set(kinds), f"kind table out of date for {document_type}"
    return tuple(specs)


FIELD_SPECS: dict[str, tuple[FieldSpec, ...]] = {t: _build(t) for t in DOCUMENT_TYPES}

_INDEX = re.compile(r"\[\d+\]")


def spec_for(document_type: str, path: str) -> FieldSpec:
    """The spec of a template or concrete path (``documents_required[3]`` works)."""
    template = _INDEX.sub("[]", path)
    for spec in FIELD_SPECS[document_type]:
        if spec.path == template:
            return spec
    raise KeyError(f"{document_type} has no field {path!r}")


_TOKEN = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


def _parse(path: str) -> list[str | int]:
    return [name if name else int(idx) for name, idx in _TOKEN.findall(path)]


def iter_leaves(document_type: str, record: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Concrete (path, value) for every leaf of ``record``, in schema order.

    List leaves yield one entry per present item; an empty list yields nothing.
    """
    for spec in FIELD_SPECS[document_type]:
        if spec.list_name is None:
            node: Any = record
            for part in spec.path.split("."):
                node = node.get(part) if isinstance(node, dict) else None
            yield spec.path, node
            continue
        items = record.get(spec.list_name) or []
        rest = spec.path[len(spec.list_name) + 2:].lstrip(".")
        for i, item in enumerate(items):
            value = item.get(rest) if rest and isinstance(item, dict) else (item if not rest else None)
            yield spec.concrete(i), value


def get_path(record: dict[str, Any], path: str) -> Any:
    node: Any = record
    for part in _parse(path):
        if isinstance(part, int):
            node = node[part] if isinstance(node, list) and part < len(node) else None
        else:
            node = node.get(part) if isinstance(node, dict) else None
        if node is None:
            return None
    return node


def set_path(record: dict[str, Any], path: str, value: Any) -> None:
    """Set a concrete path, creating the dicts and list items on the way."""
    parts = _parse(path)
    node: Any = record
    for part, nxt in zip(parts, parts[1:]):
        if isinstance(part, int):
            while len(node) <= part:
                node.append({} if isinstance(nxt, str) else None)
            node = node[part]
        else:
            node = node.setdefault(part, [] if isinstance(nxt, int) else {})
    last = parts[-1]
    if isinstance(last, int):
        while len(node) <= last:
            node.append(None)
        node[last] = value
    else:
        node[last] = value


def empty_record(document_type: str) -> dict[str, Any]:
    """A record with every scalar leaf null and every list empty."""
    record: dict[str, Any] = {}
    for spec in FIELD_SPECS[document_type]:
        if spec.list_name is not None:
            record.setdefault(spec.list_name, [])
        else:
            set_path(record, spec.path, None)
    return record
