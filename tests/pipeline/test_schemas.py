"""The schemas are valid JSON Schemas and say exactly what shared/CONTRACT.md says."""
from __future__ import annotations

import re
from pathlib import Path

import jsonschema
import pytest

from pipeline.doctypes import DOCUMENT_TYPES, load_schema, schema_ref
from pipeline.fields import FIELD_SPECS

REPO = Path(__file__).resolve().parents[2]


def contract_text() -> str:
    # CI lays shared/ beside the clone; docs/CONTRACT.md is the copy this version was built to.
    for path in (REPO.parent / "shared" / "CONTRACT.md", REPO / "docs" / "CONTRACT.md"):
        if path.exists():
            return path.read_text()
    pytest.fail("CONTRACT.md not found (neither ../shared/ nor docs/)")


def contract_fields() -> dict[str, dict[str, str]]:
    """{type: {leaf path: contract type text}} from the contract's tables."""
    out: dict[str, dict[str, str]] = {}
    current = None
    for line in contract_text().splitlines():
        heading = re.match(r"^### `(\w+)`", line)
        if heading:
            current = heading.group(1)
            out[current] = {}
            continue
        if line.startswith("## "):
            current = None
        if current is None or not line.startswith("|") or set(line) <= set("|- "):
            continue
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
        if cells[0] == "field":
            continue
        type_cell = cells[-1]
        names = [n.strip() for n in cells[0].split(",")]
        types = [t.strip() for t in type_cell.split(",")]
        if len(types) != len(names):  # "a, b | integer | null": one type for both
            types = [type_cell] * len(names)
        for name, type_text in zip(names, types):
            out[current][name] = type_text
    return out


def _types(leaf: dict) -> set[str]:
    t = leaf.get("type")
    return set(t) if isinstance(t, list) else {t}


def check_leaf(leaf: dict, type_text: str, where: str) -> None:
    nullable = "| null" in type_text.replace("\\|", "|")
    plain = type_text.replace("\\|", "|")
    assert ("null" in _types(leaf)) == nullable, f"{where}: nullability differs from the contract ({type_text})"
    if plain.startswith("`"):
        values = {v.strip().strip("`") for v in plain.split("|")} - {"null"}
        assert set(leaf["enum"]) - {None} == values, f"{where}: enum differs from the contract"
    elif plain.startswith("date"):
        assert leaf["format"] == "date" and "string" in _types(leaf), where
    elif plain.startswith("alpha-3") or plain.startswith("ISO 4217"):
        assert leaf["pattern"] == "^[A-Z]{3}$", where
    elif plain.startswith("number"):
        assert "number" in _types(leaf), where
    elif plain.startswith("integer"):
        assert "integer" in _types(leaf), where
    elif plain.startswith("boolean"):
        assert _types(leaf) == {"boolean"}, where
    elif plain.startswith("string"):
        assert "string" in _types(leaf) and "enum" not in leaf, where
    else:
        raise AssertionError(f"{where}: contract type {type_text!r} not understood by this test")


def resolve(schema: dict, dotted: str) -> dict:
    node = schema
    for part in dotted.split("."):
        node = node["properties"][part]
    return node


@pytest.mark.parametrize("document_type", DOCUMENT_TYPES)
def test_schema_is_a_valid_draft_2020_12_schema_with_id_and_version(document_type):
    schema = load_schema(document_type)
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"].endswith(f"/{document_type}/{schema['version']}.json")
    assert schema_ref(document_type) == f"{document_type}@1"


@pytest.mark.parametrize("document_type", DOCUMENT_TYPES)
def test_every_object_forbids_additional_properties_and_requires_every_key(document_type):
    def walk(node, where):
        if node.get("type") == "object":
            assert node["additionalProperties"] is False, where
            assert set(node["required"]) == set(node["properties"]), where
            for key, sub in node["properties"].items():
                walk(sub, f"{where}.{key}")
        if node.get("type") == "array":
            walk(node["items"], f"{where}[]")
    walk(load_schema(document_type), document_type)


@pytest.mark.parametrize("document_type", DOCUMENT_TYPES)
def test_schema_fields_match_the_contract_exactly(document_type):
    contract = contract_fields()[document_type]
    schema = load_schema(document_type)
    schema_paths = set()
    for key, sub in schema["properties"].items():
        if sub.get("type") == "object":
            schema_paths |= {f"{key}.{k}" for k in sub["properties"]}
        else:
            schema_paths.add(key)
    assert schema_paths == set(contract), "schema and contract list different fields"
    for path, type_text in contract.items():
        leaf = resolve(schema, path)
        if type_text.startswith("list of `{"):
            keys = dict(kv.split(":") for kv in re.search(r"\{(.*)\}", type_text).group(1).split(", "))
            assert leaf["type"] == "array" and set(leaf["items"]["properties"]) == {k.strip() for k in keys}
            for key, sub_type in keys.items():
                check_leaf(leaf["items"]["properties"][key.strip()], sub_type.strip(), f"{path}[].{key}")
            bound = re.search(r"\(0 to (\d+)\)", type_text)
            assert bound and leaf["maxItems"] == int(bound.group(1))
        elif type_text.startswith("list of strings"):
            assert leaf["type"] == "array" and leaf["items"]["type"] == "string"
        else:
            check_leaf(leaf, type_text, f"{document_type}.{path}")


def test_field_specs_cover_every_leaf_with_a_kind():
    for document_type, specs in FIELD_SPECS.items():
        assert specs, document_type
        for spec in specs:
            assert spec.kind in {"text", "name", "identifier", "date", "country", "currency", "amount",
                                 "integer", "percent", "enum", "boolean", "email", "phone"}, spec
            assert (spec.kind == "enum") == (spec.enum is not None) or spec.kind == "boolean", spec
