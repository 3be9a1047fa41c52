"""The issuer's letterhead: the organisation's name and postal address at the top of page 1.

A bank's form or letter opens with the bank's own name and address, ending with its country
("Hamburger Hansa Bank AG / Friedrichstraße 16 / 20095 Hamburg / Germany"). Nothing a customer
fills in is written there, yet the bank's country, city or name can equal a customer's value
("Germany" as a nationality, "Korea" of "Mercantile Bank of Korea"). Knowing where the letterhead
ends lets a decoder and a training target prefer the customer's own row.
"""
from __future__ import annotations

import re
from typing import Sequence

from pipeline.countries import country_alpha3

# At most this many lines: the name, up to three address lines, the country line.
MAX_LINES = 5
_PARTS = re.compile(r"\s*(?:[,|]|\s-\s)\s*")


def _parts(line: str) -> list[str]:
    return [p for p in _PARTS.split(line.strip()) if p]


def _ends_with_country(parts: list[str]) -> bool:
    # a country's name or alpha-3 code as the line's last part ("..., Austin, TX 78744, USA");
    # never a two-letter part, which is as often a state ("NY") as a country
    return bool(parts) and len(parts[-1]) > 2 and country_alpha3(parts[-1]) is not None


def letterhead_end(pages: Sequence[str]) -> int:
    """Character offset on page 1 where its letterhead ends (0 when none is recognised).

    Recognised: page 1's first lines, at most ``MAX_LINES``, none holding a colon (a field row
    such as "Nationality: Germany" is never a letterhead) and the first line's first part holding
    no digit (an organisation's name), up to the first line whose last part (separated by a comma,
    a bar or a spaced dash) is a country; the first line alone when it holds the name, an address
    and the country. A page whose top block never reaches a country line has no letterhead here.
    """
    if not pages:
        return 0
    lines = pages[0].split("\n", MAX_LINES)  # only the first MAX_LINES are read; a page is long
    first = _parts(lines[0])
    if not first or any(ch.isdigit() for ch in first[0]):
        return 0
    offset = 0
    for index, line in enumerate(lines[:MAX_LINES]):
        if ":" in line or not line.strip():
            return 0
        offset += len(line) + 1
        parts = _parts(line)
        # the first line may hold the whole block ("Bank - street, city, country"): then it has
        # at least the name, an address part and the country
        if (index > 0 or len(parts) >= 3) and _ends_with_country(parts):
            return offset - 1
    return 0


def letterhead_tokens(token_spans: Sequence[tuple[int, int, int]], end: int) -> int:
    """How many leading tokens of a document lie in its letterhead, given each token's
    ``(page, start, end)`` character span (``models.tokenizer`` encodings; page 0-based) and the
    letterhead's ``end`` on page 1 (``letterhead_end``). A token begun at or after ``end`` (the
    line break closing the letterhead) is not in it."""
    if end <= 0:
        return 0
    count = 0
    for page, start, _ in token_spans:
        if page != 0 or start >= end:
            break
        count += 1
    return count
