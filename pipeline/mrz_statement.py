"""What an identity document's machine-readable zone states, as a KYC record's fields.

ICAO 9303 puts the holder's document number, dates of birth and expiry, nationality, sex, the
issuing state and the name in the zone of every passport (TD3), and of identity cards and other
travel documents (TD1, TD2). The number and each date carry a check digit; nationality, sex, the
issuing state and the name carry none, so they are taken only from a zone whose every digit holds
(a zone read wrong somewhere is read wrong anywhere as far as anyone can tell).

``zone_statement(pages)`` gives, for the first zone of the document, the fields it vouches for.
The extraction fills a field from it where the models left the field empty or the zone refuted
the models' value, and always sends the field to a person (``read_from_mrz``): the zone is what the
document states, but which zone belongs to the record is the models' reading, not the zone's.
"""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Sequence

from pipeline.countries import country_alpha3
from pipeline.mrz import FILLER, document_number, mrz_date, written_name
from pipeline.structure.lines import page_lines
from pipeline.structure.mrz_zones import find_mrz

__all__ = ["ZoneStatement", "zone_statement"]


@dataclass(frozen=True, slots=True)
class ZoneStatement:
    kind: str                  # TD1 | TD2 | TD3
    page: int                  # 0-based page the zone is on
    start: int                 # the zone's characters: pages[page][start:end], its lines and their breaks
    end: int
    fields: dict[str, str]     # KYC field path -> the value the zone vouches for, as the record writes it


def _country(code: str) -> str | None:
    """An ICAO 9303 state code as ISO 3166-1 alpha-3 ("D" is Germany); None for codes of no
    country (the specimen state UTO, organisations, "XXA" stateless)."""
    code = code.strip(FILLER)
    return country_alpha3(code) if code else None


def _document_type(code: str) -> str | None:
    """ICAO 9303 document codes: P a passport; I, A or C an identity card or another official
    travel document that serves as one (a visa, V, is neither)."""
    first = code[:1]
    return "passport" if first == "P" else "national_id" if first in ("I", "A", "C") else None


def _parts(kind: str, rows: Sequence[str]) -> dict[str, str]:
    """The zone's fields by position (ICAO 9303 parts 4 to 6)."""
    if kind == "TD1":
        one, two = rows[0], rows[1]
        return {"code": one[0:2], "state": one[2:5], "number": one[5:14], "number_digit": one[14],
                "optional": one[15:30], "birth": two[0:6], "sex": two[7], "expiry": two[8:14],
                "nationality": two[15:18], "name": rows[2]}
    one, two = rows
    tail = 28 + (14 if kind == "TD3" else 7)
    return {"code": one[0:2], "state": one[2:5], "name": one[5:], "number": two[0:9], "number_digit": two[9],
            "nationality": two[10:13], "birth": two[13:19], "sex": two[20], "expiry": two[21:27],
            "optional": two[28:tail]}


def zone_statement(pages: Sequence[str], *, today: dt.date | None = None) -> ZoneStatement | None:
    """The fields the document's first machine-readable zone vouches for; None without a zone."""
    today = today or dt.date.today()
    lines = [line for page, text in enumerate(pages) for line in page_lines(page, text, None)]
    zones, _ = find_mrz(lines, pages)
    if not zones:
        return None
    zone = zones[0]
    rows = [re.sub(r"\s+", "", pages[page][start:end]) for page, start, end in zone.lines]
    parts = _parts(zone.kind, rows)
    checks = zone.checks
    fields: dict[str, str] = {}
    number = document_number(parts["number"], parts["number_digit"], parts["optional"])
    if checks.get("number") and number:
        fields["id_document_number"] = number
    if checks.get("date_of_birth") and (birth := mrz_date(parts["birth"], past=True, today=today)):
        fields["date_of_birth"] = birth
    if checks.get("expiry_date") and (expiry := mrz_date(parts["expiry"], past=False, today=today)):
        fields["id_expiry_date"] = expiry
    if zone.valid:   # no digit of their own: only from a zone every digit vouches for
        for path, value in (("nationality", _country(parts["nationality"])), ("id_issuing_country", _country(parts["state"])),
                            ("id_document_type", _document_type(parts["code"]))):
            if value:
                fields[path] = value
        fields["sex"] = {"M": "M", "F": "F"}.get(parts["sex"], "X")
        surname, _, given = parts["name"].partition(FILLER * 2)
        surname, given = surname.replace(FILLER, " ").strip(), re.sub(" +", " ", given.replace(FILLER, " ")).strip()
        if surname:
            fields["full_name"] = written_name(surname, given, pages, cut=not parts["name"].endswith(FILLER))
    return ZoneStatement(zone.kind, zone.lines[0][0], zone.lines[0][1], zone.lines[-1][2], fields)
