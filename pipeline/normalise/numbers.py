"""Numbers as documents write them: amounts, integers, percentages.

The decimal separator is read from the pattern, not from a locale: in
``1,250,000.50`` and ``1.250.000,50`` the last separator is the decimal one; a
separator that repeats (``1.250.000``), or stands once before exactly three digits
(``1,250``), groups thousands; SWIFT writes ``125000,00`` and ``125000,``. Indian documents
group lakhs and crores (``12,50,000.00``, ``1,25,00,000``) and scale by words (``45 lakh``,
``2.5 crore``).
"""
from __future__ import annotations

import functools
import re
from typing import Iterator

_GROUP = r"[,. '\u00a0\u202f\u2009]"
# Indian grouping first (12,50,000.00 / 1,25,00,000: a lead of one or two digits, groups of two,
# a last group of three; no other convention has a group of two, so "12,50" is never read as
# 12.5 there); then grouped thousands (1,250,000.50 / 1.250.000,50 / 1 250 000,50 /
# 1'250'000.50), or plain digits with at most one separator (125000,00 / 12.5 / 125000,).
NUMBER = re.compile(
    rf"(?<![\d.,])(?:(?P<inlead>\d{{1,2}}),(?:\d{{2}},)+\d{{3}}(?P<infrac>\.\d+)?"
    rf"|(?P<lead>\d{{1,3}})(?P<sep>{_GROUP})\d{{3}}(?:(?P=sep)\d{{3}})*(?P<frac>[.,]\d+)?"
    rf"|(?P<plain>\d+(?:[.,]\d*)?))(?![\d])"
)
_SCALE = re.compile(r"\s*(MILLIONS?|MN|MIO|M|BILLIONS?|BN|THOUSAND|K|LAKHS?|LACS?|CRORES?|CRS?)\b", re.I)
_SCALES = {"M": 1e6, "MN": 1e6, "MIO": 1e6, "MILLION": 1e6, "MILLIONS": 1e6, "BILLION": 1e9,
           "BILLIONS": 1e9, "BN": 1e9, "THOUSAND": 1e3, "K": 1e3, "LAKH": 1e5, "LAKHS": 1e5,
           "LAC": 1e5, "LACS": 1e5, "CRORE": 1e7, "CRORES": 1e7, "CR": 1e7, "CRS": 1e7}


class NumberError(ValueError):
    """Text that holds no number of the expected kind."""


def _value(m: re.Match[str], *, decimal_first: bool) -> float:
    """The number of a NUMBER match. ``decimal_first``: a lone separator before three digits
    is decimal (rates: ``4.125``), not thousands (amounts: ``1,250``)."""
    text = m.group(0)
    if m["inlead"] is not None:  # lakh grouping: the commas only group
        frac = m["infrac"] or ""
        return float(re.sub(r"\D", "", text[: len(text) - len(frac)]) + frac)
    if m["plain"] is not None:
        return float(text.replace(",", ".")) if text[-1] not in ".," else float(text[:-1])
    sep, frac = m["sep"], m["frac"]
    groups = text[: len(text) - len(frac)] if frac else text
    if frac is None and sep in ".," and groups.count(sep) == 1 and (decimal_first or m["lead"] == "0"):
        return float(groups.replace(sep, "."))
    digits = re.sub(r"\D", "", groups)
    if frac is not None:
        if frac[0] == sep:  # "1,250,00": the separator repeats where a decimal one is expected
            raise NumberError(f"{text!r} mixes its separators")
        return float(f"{digits}.{frac[1:]}")
    return float(digits)


def number_at(text: str, *, decimal_first: bool = False) -> tuple[float, re.Match[str]] | None:
    m = NUMBER.search(text)
    if m is None:
        return None
    return _value(m, decimal_first=decimal_first), m


_RUPEES = re.compile(r"(?:\bRS\.?|\bINR|\u20b9|\bRUPEES?)\s*$", re.I)


def _scale(m: re.Match[str], value: float) -> re.Match[str] | None:
    """The scale word right after the number ``m`` ("million", "lakh", "crore"), if one counts.
    The abbreviation "Cr" also marks a credit ("12,500.00 CR", "750.50 Cr"): it is a crore only
    in rupees (Rs., INR, the rupee sign just before the number) after an ungrouped number below
    1000 not written to whole cents ("Rs. 2.5 Cr")."""
    scale = _SCALE.match(m.string, m.end())
    if scale is None:
        return None
    if scale.group(1).upper() in ("CR", "CRS"):
        number = m.group(0)
        if m["plain"] is None or value >= 1000 or re.search(r"[.,]00$", number):
            return None
        if not _RUPEES.search(m.string[max(0, m.start() - 12):m.start()]):
            return None
    return scale


def parse_amount(raw: str) -> float:
    """The amount in ``raw``: currency codes, symbols and words around it are ignored;
    ``1.5 million``, ``USD 2 mn``, ``45 lakh`` and ``2.5 crore`` are scaled."""
    found = number_at(raw)
    if found is None:
        raise NumberError(f"no amount in {raw!r}")
    value, m = found
    scale = _scale(m, value)
    if scale:
        value *= _SCALES[scale.group(1).upper()]
    if re.search(r"(?:^|[\s(])-\s*$", raw[: m.start()]) or raw[: m.start()].rstrip().endswith("("):
        value = -value
    return round(value, 6)


def parse_percent(raw: str) -> float:
    found = number_at(raw, decimal_first=True)
    if found is None:
        raise NumberError(f"no percentage in {raw!r}")
    return round(found[0], 6)


_UNITS = {
    "ZERO": 0, "ONE": 1, "TWO": 2, "THREE": 3, "FOUR": 4, "FIVE": 5, "SIX": 6, "SEVEN": 7,
    "EIGHT": 8, "NINE": 9, "TEN": 10, "ELEVEN": 11, "TWELVE": 12, "THIRTEEN": 13,
    "FOURTEEN": 14, "FIFTEEN": 15, "SIXTEEN": 16, "SEVENTEEN": 17, "EIGHTEEN": 18,
    "NINETEEN": 19, "TWENTY": 20, "THIRTY": 30, "FORTY": 40, "FIFTY": 50, "SIXTY": 60,
    "SEVENTY": 70, "EIGHTY": 80, "NINETY": 90,
}
_WORDS = re.compile(r"\b(?:" + "|".join(_UNITS) + r"|HUNDRED|AND)(?:[\s-]+(?:" + "|".join(_UNITS) + r"|HUNDRED|AND))*\b", re.I)


def words_to_int(text: str) -> int | None:
    """``twenty-one`` -> 21, ``one hundred and eighty`` -> 180 (0..999); None if no number word."""
    m = _WORDS.search(text)
    if m is None:
        return None
    total, current, seen = 0, 0, False
    for word in re.split(r"[\s-]+", m.group(0).upper()):
        if word == "AND":
            continue
        if word == "HUNDRED":
            current = (current or 1) * 100
        else:
            current += _UNITS[word]
        seen = True
    return total + current if seen else None


def parse_integer(raw: str) -> int:
    """The first whole number in ``raw`` (``21/DAYS AFTER`` -> 21, ``10 %`` -> 10, ``1,000`` -> 1000)."""
    found = number_at(raw)
    if found is not None:
        value = found[0]
        if value != int(value):
            raise NumberError(f"{found[1].group(0)!r} is not a whole number")
        return int(value)
    words = words_to_int(raw)
    if words is None:
        raise NumberError(f"no whole number in {raw!r}")
    return words


@functools.lru_cache(maxsize=256)
def number_tokens(text: str, decimal_first: bool = False) -> tuple[tuple[int, int, float], ...]:
    """Every number written in ``text``: (start, end, value), in text order."""
    out = []
    for m in NUMBER.finditer(text):
        try:
            out.append((m.start(), m.end(), _value(m, decimal_first=decimal_first)))
        except NumberError:
            continue
        if m["inlead"] is not None:
            continue  # lakh grouping has one reading
        # "1,250" may also be read the other way; list both readings at the same span
        if m["plain"] is None and m["frac"] is None and m["sep"] in ".," and m.group(0).count(m["sep"]) == 1:
            alt = float(m.group(0).replace(m["sep"], ".")) if not decimal_first else float(m.group(0).replace(m["sep"], ""))
            out.append((m.start(), m.end(), alt))
        # "12 345" may be two numbers: also list the first group alone
        if m["plain"] is None and m["sep"] not in ".,":
            out.append((m.start(), m.start() + len(m["lead"]), float(m["lead"])))
    return tuple(out)


@functools.lru_cache(maxsize=256)
def amount_tokens(text: str) -> tuple[tuple[int, int, float], ...]:
    """``number_tokens`` and, where a scale word follows a number as ``parse_amount`` reads it,
    the scaled reading spanning both ("45 lakh": 4500000.0, "2.5 million": 2500000.0)."""
    out = list(number_tokens(text))
    for m in NUMBER.finditer(text):
        try:
            value = _value(m, decimal_first=False)
        except NumberError:
            continue
        scale = _scale(m, value)
        if scale:
            out.append((m.start(), scale.end(), round(value * _SCALES[scale.group(1).upper()], 6)))
    return tuple(out)


def iter_numbers(text: str, *, decimal_first: bool = False) -> Iterator[tuple[int, int, float]]:
    yield from number_tokens(text, decimal_first)
