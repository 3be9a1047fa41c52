"""The document types and their JSON Schemas (the files under ``schemas/``)."""
from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

SCHEMA_DIR = Path(__file__).resolve().parent.parent / "schemas"
DOCUMENT_TYPES: tuple[str, ...] = ("kyc_individual", "letter_of_credit", "loan_application")


class UnknownDocumentType(ValueError):
    """Raised for a document type that is not one of DOCUMENT_TYPES."""


def check_document_type(document_type: str) -> str:
    if document_type not in DOCUMENT_TYPES:
        raise UnknownDocumentType(
            f"unknown document type {document_type!r}; choose one of {', '.join(DOCUMENT_TYPES)}"
        )
    return document_type


@functools.cache
def load_schema(document_type: str) -> dict[str, Any]:
    check_document_type(document_type)
    return json.loads((SCHEMA_DIR / f"{document_type}.schema.json").read_text())


def schema_ref(document_type: str) -> str:
    """The envelope's ``schema`` value, e.g. ``letter_of_credit@1``."""
    return f"{document_type}@{load_schema(document_type)['version']}"
