"""ICAO 9303 machine-readable zones: TD3 (passport data page) composed, parsed and found; the
check digits of TD1 and TD2 (identity cards) too.

A TD3 MRZ is two lines of 44 characters from ``A-Z 0-9 <``::

    P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<
    L898902C36UTO7408122F1204159ZE184226B<<<<<10

Line 2 holds the document number, nationality, birth date, sex, expiry date and
optional data, each number followed by a check digit (weights 7, 3, 1; ``<`` = 0,
``A``..``Z`` = 10..35), and a final composite check digit over the whole line.

A TD1 MRZ (ICAO 9303 part 5) is three lines of 30: the document code, issuing state, document
number, its check digit and optional data; then birth date, sex, expiry date (each date with its
digit), nationality, more optional data and the composite digit over both lines' numbers; then
the name. A TD2 MRZ (part 6) is two lines of 36: the name line as TD3's, then TD3's line 2 with
seven characters of optional data and no check digit of their own::

    I<UTOD231458907<<<<<<<<<<<<<<<          I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<
    7408122F1204159UTO<<<<<<<<<<<6          D231458907UTO7408122F1204159<<<<<<<6
    ERIKSSON<<ANNA<MARIA<<<<<<<<<<
"""
from __future__ import annotations

import datetime as dt
import re
import unicodedata
from typing import Sequence

FILLER = "<"
LINE_LENGTH = 44
TD1_LINE_LENGTH = 30
TD2_LINE_LENGTH = 36
_WEIGHTS = (7, 3, 1)
_VALID = re.compile(r"^[A-Z0-9<]{44}$")

# ICAO 9303 part 3, transliteration of latin letters with diacritics (the recommended forms).
_TRANSLIT = {
    "Ä": "AE", "Å": "AA", "Æ": "AE", "Ö": "OE", "Ø": "OE", "Ü": "UE", "ß": "SS",
    "Þ": "TH", "Ð": "D", "Œ": "OE", "Ĳ": "IJ",
}


def _char_value(c: str) -> int:
    if c.isdigit():
        return int(c)
    if "A" <= c <= "Z":
        return ord(c) - ord("A") + 10
    if c == FILLER:
        return 0
    raise ValueError(f"{c!r} is not an MRZ character (A-Z, 0-9, <)")


def check_digit(s: str) -> str:
    """The ICAO 9303 check digit of ``s`` (weights 7, 3, 1 repeating, modulo 10)."""
    return str(sum(_char_value(c) * _WEIGHTS[i % 3] for i, c in enumerate(s)) % 10)


def transliterate(text: str) -> str:
    """Upper-case MRZ spelling of a name part: diacritics dropped or expanded, other signs to ``<``."""
    out = []
    for c in text.upper():
        if c in _TRANSLIT:
            out.append(_TRANSLIT[c])
            continue
        base = unicodedata.normalize("NFKD", c)[0]
        if "A" <= base <= "Z" or base.isdigit():
            out.append(base)
        elif c == "'":
            continue
        else:
            out.append(FILLER)
    return "".join(out)


def _field(text: str, width: int) -> str:
    return (text + FILLER * width)[:width]


def _yymmdd(value: dt.date | str) -> str:
    if isinstance(value, str):
        value = dt.date.fromisoformat(value)
    return value.strftime("%y%m%d")


def compose_td3(
    *,
    surname: str,
    given_names: str,
    number: str,
    nationality: str,
    date_of_birth: dt.date | str,
    sex: str | None,
    expiry_date: dt.date | str,
    issuing_state: str,
    optional_data: str = "",
    document_code: str = "P<",
) -> tuple[str, str]:
    """The two MRZ lines of a passport; dates as ``date`` or ISO strings, sex M/F/X/None."""
    assert len(document_code) == 2 and document_code[0] == "P", "TD3 passports use a P document code"
    name = transliterate(surname).strip(FILLER) + FILLER * 2 + transliterate(given_names).strip(FILLER)
    line1 = document_code + _field(issuing_state, 3) + _field(name, 39)
    number_f = _field(transliterate(number), 9)
    dob = _yymmdd(date_of_birth)
    exp = _yymmdd(expiry_date)
    optional = _field(transliterate(optional_data), 14)
    optional_check = check_digit(optional) if optional_data else FILLER
    sex_f = sex if sex in ("M", "F") else FILLER
    line2 = (number_f + check_digit(number_f) + _field(nationality, 3) + dob + check_digit(dob)
             + sex_f + exp + check_digit(exp) + optional + optional_check)
    composite = line2[0:10] + line2[13:20] + line2[21:43]
    line2 += check_digit(composite)
    assert len(line1) == LINE_LENGTH and len(line2) == LINE_LENGTH, (line1, line2)
    return line1, line2


def _name_field(surname: str, given_names: str, width: int) -> str:
    name = transliterate(surname).strip(FILLER) + FILLER * 2 + transliterate(given_names).strip(FILLER)
    return _field(name, width)


def compose_td1(
    *,
    surname: str,
    given_names: str,
    number: str,
    nationality: str,
    date_of_birth: dt.date | str,
    sex: str | None,
    expiry_date: dt.date | str,
    issuing_state: str,
    optional_data: str = "",
    optional_data_2: str = "",
    document_code: str = "I<",
) -> tuple[str, str, str]:
    """The three MRZ lines of an identity card (TD1); a number of at most 9 characters."""
    assert len(document_code) == 2 and len(number) <= 9, (document_code, number)
    number_f = _field(transliterate(number), 9)
    line1 = (document_code + _field(issuing_state, 3) + number_f + check_digit(number_f)
             + _field(transliterate(optional_data), 15))
    dob, exp = _yymmdd(date_of_birth), _yymmdd(expiry_date)
    line2 = (dob + check_digit(dob) + (sex if sex in ("M", "F") else FILLER) + exp + check_digit(exp)
             + _field(nationality, 3) + _field(transliterate(optional_data_2), 11))
    line2 += check_digit(line1[5:30] + line2[0:7] + line2[8:15] + line2[18:29])
    line3 = _name_field(surname, given_names, TD1_LINE_LENGTH)
    assert len(line1) == len(line2) == len(line3) == TD1_LINE_LENGTH, (line1, line2, line3)
    return line1, line2, line3


def compose_td2(
    *,
    surname: str,
    given_names: str,
    number: str,
    nationality: str,
    date_of_birth: dt.date | str,
    sex: str | None,
    expiry_date: dt.date | str,
    issuing_state: str,
    optional_data: str = "",
    document_code: str = "I<",
) -> tuple[str, str]:
    """The two MRZ lines of a TD2 card; a number of at most 9 characters."""
    assert len(document_code) == 2 and len(number) <= 9, (document_code, number)
    line1 = document_code + _field(issuing_state, 3) + _name_field(surname, given_names, 31)
    number_f = _field(transliterate(number), 9)
    dob, exp = _yymmdd(date_of_birth), _yymmdd(expiry_date)
    line2 = (number_f + check_digit(number_f) + _field(nationality, 3) + dob + check_digit(dob)
             + (sex if sex in ("M", "F") else FILLER) + exp + check_digit(exp) + _field(transliterate(optional_data), 7))
    line2 += check_digit(line2[0:10] + line2[13:20] + line2[21:35])
    assert len(line1) == len(line2) == TD2_LINE_LENGTH, (line1, line2)
    return line1, line2


def mrz_date(yymmdd: str, *, past: bool, today: dt.date) -> str | None:
    """ISO date of an MRZ YYMMDD: birth dates in the past, expiry dates from 2000 on."""
    try:
        yy, mm, dd = int(yymmdd[:2]), int(yymmdd[2:4]), int(yymmdd[4:6])
        year = 2000 + yy
        if past and year > today.year:
            year -= 100
        return dt.date(year, mm, dd).isoformat()
    except ValueError:
        return None


def field_checks(field: str, digit: str) -> bool:
    """Whether ``digit`` is the check digit of ``field``; a filler digit holds for an empty field."""
    if digit == FILLER:
        return field.strip(FILLER) == ""
    return check_digit(field) == digit


def _overflow(number: str, digit: str, optional: str) -> str | None:
    """A TD1 or TD2 document number longer than 9 characters (ICAO 9303 parts 5 and 6) puts its
    first 9 in the field, ``<`` in the digit's place, and its remaining characters then its check
    digit at the start of the optional data: those characters and the digit, or None where the
    number fits its field."""
    return optional.split(FILLER, 1)[0] if digit == FILLER and FILLER not in number else None


def _number_checks(number: str, digit: str, optional: str) -> bool:
    """The document number's check digit of a TD1 or TD2 zone, an overflowing number's included."""
    overflow = _overflow(number, digit, optional)
    if overflow is not None:
        return len(overflow) >= 2 and check_digit(number + overflow[:-1]) == overflow[-1]
    return field_checks(number, digit)


def document_number(number: str, digit: str, optional: str) -> str:
    """The whole document number of a zone's number field, its digit and its optional data: an
    overflowing number (``_overflow``) joined back together, fillers dropped."""
    overflow = _overflow(number, digit, optional)
    return number.rstrip(FILLER) + (overflow[:-1] if overflow else "")


def td1_checks(line1: str, line2: str) -> dict[str, bool]:
    """Whether each check digit of a TD1 zone (lines 1 and 2, 30 characters each of ``A-Z 0-9 <``)
    holds: number (line 1), date_of_birth, expiry_date and composite (over line 1 from the number
    on, and line 2's dates and optional data, with their digits). The optional data of both lines
    has no digit of its own."""
    return {"number": _number_checks(line1[5:14], line1[14], line1[15:30]),
            "date_of_birth": field_checks(line2[0:6], line2[6]),
            "expiry_date": field_checks(line2[8:14], line2[14]),
            "composite": check_digit(line1[5:30] + line2[0:7] + line2[8:15] + line2[18:29]) == line2[29]}


def td2_checks(line2: str) -> dict[str, bool]:
    """Whether each check digit of a TD2 line 2 (36 characters of ``A-Z 0-9 <``) holds: number,
    date_of_birth, expiry_date and composite (over the number, both dates and the 7 characters of
    optional data, which have no digit of their own)."""
    return {"number": _number_checks(line2[0:9], line2[9], line2[28:35]),
            "date_of_birth": field_checks(line2[13:19], line2[19]),
            "expiry_date": field_checks(line2[21:27], line2[27]),
            "composite": check_digit(line2[0:10] + line2[13:20] + line2[21:35]) == line2[35]}


def td3_checks(line2: str) -> dict[str, bool]:
    """Whether each check digit of a TD3 line 2 (44 characters of ``A-Z 0-9 <``) holds: number,
    date_of_birth, expiry_date, optional_data (an empty field's digit may be ``<`` or ``0``) and
    composite (over the number, both dates and the optional data, with their digits)."""
    optional = line2[28:42]
    return {
        "number": field_checks(line2[0:9], line2[9]),
        "date_of_birth": field_checks(line2[13:19], line2[19]),
        "expiry_date": field_checks(line2[21:27], line2[27]),
        "optional_data": field_checks(optional, line2[42]) or (line2[42] == "0" and not optional.strip(FILLER)),
        "composite": check_digit(line2[0:10] + line2[13:20] + line2[21:43]) == line2[43],
    }


def parse_td3(line1: str, line2: str, *, today: dt.date | None = None) -> dict | None:
    """The fields of a TD3 MRZ and the result of each check digit; None if it is not one.

    Returned keys: document_code, issuing_state, surname, given_names, number,
    nationality, date_of_birth, sex (M/F/X), expiry_date (ISO or None when impossible),
    optional_data, checks ({number, date_of_birth, expiry_date, optional_data,
    composite}: bool) and valid (all checks pass).
    """
    line1, line2 = line1.strip(), line2.strip()
    if not (_VALID.match(line1) and _VALID.match(line2)) or line1[0] != "P":
        return None
    today = today or dt.date.today()
    surname, _, given = line1[5:].partition(FILLER * 2)
    number, dob, exp, optional = line2[0:9], line2[13:19], line2[21:27], line2[28:42]
    checks = td3_checks(line2)
    return {
        "document_code": line1[0:2].rstrip(FILLER) or "P",
        "issuing_state": line1[2:5].strip(FILLER),
        "surname": surname.replace(FILLER, " ").strip(),
        "given_names": re.sub(" +", " ", given.replace(FILLER, " ")).strip(),
        "number": number.strip(FILLER),
        "nationality": line2[10:13].strip(FILLER),
        "date_of_birth": mrz_date(dob, past=True, today=today),
        "sex": {"M": "M", "F": "F"}.get(line2[20], "X"),
        "expiry_date": mrz_date(exp, past=False, today=today),
        "optional_data": optional.strip(FILLER),
        "checks": checks,
        "valid": all(checks.values()),
    }


_LINE1 = r"P[A-Z<][A-Z<]{3}[A-Z0-9<]{39}"
_LINE2 = r"[A-Z0-9<]{9}[0-9<][A-Z<]{3}[0-9]{6}[0-9][MFX<][0-9]{6}[0-9][A-Z0-9<]{14}[0-9<][0-9]"
_TD3 = re.compile(rf"(?<![A-Z0-9<])({_LINE1})[ \t]*\r?\n?[ \t]*({_LINE2})(?![A-Z0-9<])")


def find_td3(text: str) -> tuple[str, str] | None:
    """The first pair of TD3 MRZ lines in page text (line 2 on the next line or after a space)."""
    m = _TD3.search(text)
    return (m.group(1), m.group(2)) if m else None


def _spelled(words: list[str], pages: Sequence[str], *, cut: bool = False) -> str | None:
    """The words as a line of ``pages`` prints them: a run of a line's words whose MRZ spelling
    is ``words`` ("MÜLLER" for MULLER, "Anna-Maria" for ANNA MARIA), or None. ``cut``: the MRZ
    cut its last word short (a name longer than the zone), so that word may begin a longer one."""
    def matches(seen: list[str]) -> bool:
        if len(seen) != len(words):
            return False
        return seen == words or (cut and seen[:-1] == words[:-1] and seen[-1].startswith(words[-1]))

    for page in pages:
        for line in page.split("\n"):
            printed = line.split()
            parts = [[t for t in transliterate(w).split(FILLER) if t] for w in printed]
            for start in range(len(printed)):
                seen: list[str] = []
                for end in range(start, len(printed)):
                    seen += parts[end]
                    if matches(seen):
                        return " ".join(printed[start:end + 1])
                    if len(seen) >= len(words) or seen != words[:len(seen)]:
                        break
    return None


def written_name(surname: str, given_names: str, pages: Sequence[str], *, cut: bool = False) -> str:
    """Given names then surname of a zone's name field, each part in the document's own spelling
    where a line of ``pages`` prints it (the data page's "MÜLLER"), else in MRZ letters. ``cut``:
    the name filled the zone, so its last word may be the start of a longer one."""
    out = [_spelled(given_names.split(), pages, cut=cut) or given_names] if given_names else []
    out.append(_spelled(surname.split(), pages, cut=cut and not given_names) or surname)
    return " ".join(out)


def name_from_mrz(pages: Sequence[str]) -> str | None:
    """Given names then surname from the first TD3 MRZ of ``pages`` whose check digits all pass
    (``written_name``); None without such an MRZ. The MRZ is checked by its digits, so where a
    record's name contradicts it, this is the name the document states."""
    for page in pages:
        lines = find_td3(page)
        parsed = parse_td3(*lines) if lines else None
        if parsed is None:
            continue
        if not parsed["valid"] or not parsed["surname"]:
            return None
        return written_name(parsed["surname"], parsed["given_names"], pages, cut=not lines[0].endswith(FILLER))
    return None
