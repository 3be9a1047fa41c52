"""A passport's machine-readable zone read from a scan, corrected by its check digits.

OCR confuses a few shapes in the MRZ's typeface (0/O, 1/I, 5/S, 8/B, 2/Z, 6/G, 0/D/Q). ICAO
9303 says which positions of a TD3 zone hold digits and which letters, and guards the number,
both dates, the optional data and the whole second line with check digits. So a reading is
first coerced by position (a letter where only digits stand is the digit it resembles), then,
where a check digit still fails, the confusable characters of the failing field are swapped
one or two at a time, and a reading is kept only when every check digit accepts it and no other
reading of as few swaps does too (ties inside the document number, which the composite digit
cannot break, go to the reading that switches between letters and digits least). A zone whose
digits cannot all be satisfied is left as read and reported as failing: its fields must not be
trusted.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Iterator

from pipeline.mrz import FILLER, LINE_LENGTH, field_checks, td3_checks

__all__ = ["MrzReading", "correct_td3", "looks_like_mrz"]

_TO_DIGIT = str.maketrans({"O": "0", "D": "0", "Q": "0", "U": "0", "I": "1", "L": "1", "Z": "2", "S": "5",
                           "B": "8", "G": "6", "T": "7"})
_TO_LETTER = str.maketrans({"0": "O", "1": "I", "2": "Z", "5": "S", "8": "B", "6": "G", "4": "A", "7": "T"})
# Shapes the zone's typeface shares; each pair is tried both ways inside a failing field.
_CONFUSIONS = {"0": "ODQ", "O": "0DQ", "D": "0O", "Q": "0O", "1": "I", "I": "1", "5": "S", "S": "5",
               "8": "B", "B": "8", "2": "Z", "Z": "2", "6": "G", "G": "6"}
_ALPHABET = set("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<")

# Line 2 of TD3: (name, start, end, check digit position); digits-only spans; letters-only spans.
_FIELDS = (("number", 0, 9, 9), ("date_of_birth", 13, 19, 19), ("expiry_date", 21, 27, 27),
           ("optional_data", 28, 42, 42))
_DIGITS = ((13, 20), (21, 28), (43, 44), (9, 10), (42, 43))
_LETTERS = ((10, 13),)


@dataclass(frozen=True, slots=True)
class MrzReading:
    """The zone's two lines after correction, whether every check digit passes, and how many
    characters the check digits corrected (beyond the coercion by position)."""

    line1: str
    line2: str
    valid: bool
    corrected: int


def looks_like_mrz(text: str) -> bool:
    """A line of OCR output that is probably an MRZ line: long, of MRZ characters, with fillers."""
    compact = text.replace(" ", "").replace("«", "<<").upper()  # lower case is OCR's guess, not the zone's
    if len(compact) < 28:
        return False
    ours = sum(c in _ALPHABET for c in compact)
    return ours >= 0.8 * len(compact) and compact.count(FILLER) >= 2


def _coerce(line2: str) -> str:
    chars = list(line2)
    for a, b in _DIGITS:
        for i in range(a, b):
            if chars[i] != FILLER:
                chars[i] = chars[i].translate(_TO_DIGIT)
    for a, b in _LETTERS:
        for i in range(a, b):
            chars[i] = chars[i].translate(_TO_LETTER)
    return "".join(chars)


def _swaps(field: str, most: int) -> Iterator[tuple[str, int]]:
    """``field`` with one, then two, of its confusable characters swapped."""
    places = [i for i, c in enumerate(field) if c in _CONFUSIONS]
    for n in range(1, most + 1):
        for chosen in itertools.combinations(places, n):
            for options in itertools.product(*(_CONFUSIONS[field[i]] for i in chosen)):
                chars = list(field)
                for i, c in zip(chosen, options):
                    chars[i] = c
                yield "".join(chars), n


def _fix_field(line2: str, start: int, end: int, digit_at: int) -> list[tuple[str, int]]:
    """Readings of ``line2`` whose field [start, end) passes its check digit, with the swaps made:
    the line itself when it passes, else every reading of the fewest swaps that passes."""
    if field_checks(line2[start:end], line2[digit_at]):
        return [(line2, 0)]
    digit_places = [digit_at] if line2[digit_at] in _CONFUSIONS else []
    for most in (1, 2):
        found = []
        span = line2[start:end] + "".join(line2[i] for i in digit_places)
        for swapped, n in _swaps(span, most):
            if n != most:
                continue
            field, digit = swapped[:end - start], (swapped[end - start:] or line2[digit_at])
            if field_checks(field, digit):
                found.append((line2[:start] + field + line2[end:digit_at] + digit + line2[digit_at + 1:], n))
        if found:
            return found
    return []


def _fit_length(line: str) -> list[str]:
    """Candidates of ``line`` at 44 characters, fillers added or removed where fillers run (OCR
    miscounts a long run of ``<``); none when it is more than two characters off."""
    if len(line) == LINE_LENGTH:
        return [line]
    out: list[str] = []
    if abs(len(line) - LINE_LENGTH) > 2:
        return out
    if len(line) < LINE_LENGTH:
        for i in range(len(line) + 1):
            if (i > 0 and line[i - 1] == FILLER) or (i < len(line) and line[i] == FILLER):
                out += _fit_length(line[:i] + FILLER + line[i:])
    else:
        for i, c in enumerate(line):
            if c == FILLER:
                out += _fit_length(line[:i] + line[i + 1:])
    return list(dict.fromkeys(out))


def _clean(line: str) -> str:
    line = line.replace(" ", "").replace("«", "<<").upper()
    return "".join(c if c in _ALPHABET else FILLER for c in line)


def _name_line(line1: str) -> str:
    """Line 1 cleaned: no digits in the issuing state or the names, and everything after the
    names' end (three fillers in a row, which no name holds) a filler, whatever OCR made of the
    run of ``<`` ("LLLL", "CC")."""
    first = _clean(line1)
    first = first[:2] + first[2:].translate(_TO_LETTER)
    end = first.find(FILLER * 3, 5)
    if end != -1:
        first = first[:end]
    return (first + FILLER * LINE_LENGTH)[:LINE_LENGTH]


def _line2_candidates(raw: str) -> list[str]:
    """Line 2 at 44 characters: as read, or with fillers added or removed in a run; and, where
    the optional data was read as mostly fillers (an empty field, its fillers garbled by specks),
    the fixed fields with the optional data and its check digit empty."""
    out = _fit_length(raw)
    middle = raw[28:-1]
    if len(raw) >= 30 and middle.count(FILLER) >= len(middle) / 2:
        out.append(raw[:28] + FILLER * 14 + ("0" if raw[-2] == "0" else FILLER) + raw[-1])  # both say "empty"
    return list(dict.fromkeys(out)) or [(raw + FILLER * LINE_LENGTH)[:LINE_LENGTH]]


def correct_td3(line1: str, line2: str) -> MrzReading:
    """The reading of a TD3 zone (``line1``, ``line2`` as OCR gave them) that every check digit
    accepts, found by the fewest swaps of confusable characters; the coerced reading, marked
    invalid, when there is none or more than one."""
    first = _name_line(line1)
    candidates = [_coerce(c) for c in _line2_candidates(_clean(line2))]
    readings: dict[str, int] = {}
    for candidate in candidates:
        partial = [(candidate, 0)]
        for _, start, end, digit_at in _FIELDS:
            partial = [(fixed, n + m) for line, n in partial for fixed, m in _fix_field(line, start, end, digit_at)]
        for line, n in partial:
            if all(td3_checks(line).values()):
                readings[line] = min(n, readings.get(line, n))
    best = _most_plausible(readings)
    if best is not None:
        return MrzReading(first, best, True, readings[best])
    return MrzReading(first, candidates[0], False, 0)


def _class_changes(line2: str) -> int:
    """How often the document number and optional data switch between letters and digits."""
    fields = (line2[0:9], line2[28:42])
    return sum(a.isdigit() != b.isdigit() for f in fields for a, b in zip(f, f[1:]) if FILLER not in (a, b))


def _most_plausible(readings: dict[str, int]) -> str | None:
    """The one reading of the fewest swaps; where several remain (a swap inside the document number
    changes its check digit and the composite alike, so the composite cannot choose), the one whose
    codes switch between letters and digits least (an issuer's numbers run as a letter prefix then
    digits, "L898902C3", more than "LB9B902C3"); None while still tied: the zone is not verified."""
    if not readings:
        return None
    fewest = min(readings.values())
    tied = [line for line, n in readings.items() if n == fewest]
    if len(tied) > 1:
        simplest = min(map(_class_changes, tied))
        tied = [line for line in tied if _class_changes(line) == simplest]
    return tied[0] if len(tied) == 1 else None
