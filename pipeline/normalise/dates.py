"""Dates as documents write them -> ISO 8601, and where dates are written in a text.

Forms: ISO ``1985-03-12``; ``12 MAR 1985``, ``12 March 1985``, ``12-Mar-85``,
``12th of March, 1985``; ``March 12, 1985``; month names of French, German, Spanish, Portuguese,
Italian, Dutch, Turkish, Russian, Ukrainian and Serbo-Croatian (``12 mars 1985``, ``12. März 1985``,
``12 de marzo de 1985``, ``12 марта 1985 г.``); numeric ``12/03/1985``, ``12.03.1985``,
``12-03-85`` (day or month first: see ``infer_date_order``); SWIFT ``YYMMDD``
(``850312``, also as the prefix of ``260415LONDON``) and ``YYYYMMDD``.
"""
from __future__ import annotations

import datetime as dt
import functools
import re
from typing import Iterator, Literal, Sequence

DateOrder = Literal["DMY", "MDY"]

MONTHS: dict[str, int] = {
    "JAN": 1, "JANUARY": 1, "FEB": 2, "FEBRUARY": 2, "MAR": 3, "MARCH": 3, "APR": 4, "APRIL": 4,
    "MAY": 5, "JUN": 6, "JUNE": 6, "JUL": 7, "JULY": 7, "AUG": 8, "AUGUST": 8, "SEP": 9,
    "SEPT": 9, "SEPTEMBER": 9, "OCT": 10, "OCTOBER": 10, "NOV": 11, "NOVEMBER": 11,
    "DEC": 12, "DECEMBER": 12,
}
# The month names (and their usual abbreviations) of the languages bank forms in Europe, Latin
# America and Turkey are written in; each name means one month in every language that has it.
_LOCAL_MONTHS: tuple[tuple[str, ...], ...] = (
    ("JANVIER", "JANV", "JANUAR", "JÄNNER", "JAENNER", "ENERO", "ENE", "JANEIRO", "GENNAIO", "GEN", "JANUARI", "OCAK"),
    ("FÉVRIER", "FEVRIER", "FÉVR", "FEVR", "FÉV", "FEV", "FEBRUAR", "FEBRERO", "FEVEREIRO", "FEBBRAIO", "FEBRUARI", "ŞUBAT", "SUBAT"),
    ("MARS", "MÄRZ", "MAERZ", "MRZ", "MARZO", "MARÇO", "MARCO", "MAART", "MRT", "MART"),
    ("AVRIL", "AVR", "ABRIL", "ABR", "APRILE", "NİSAN", "NISAN"),
    ("MAI", "MAYO", "MAIO", "MAGGIO", "MAG", "MEI", "MAYIS"),
    ("JUIN", "JUNI", "JUNIO", "JUNHO", "GIUGNO", "GIU", "HAZİRAN", "HAZIRAN"),
    ("JUILLET", "JUIL", "JULI", "JULIO", "JULHO", "LUGLIO", "LUG", "TEMMUZ"),
    ("AOÛT", "AOUT", "AGOSTO", "AGO", "AUGUSTUS", "AĞUSTOS", "AGUSTOS"),
    ("SEPTEMBRE", "SEPTIEMBRE", "SETIEMBRE", "SETEMBRO", "SETTEMBRE", "SET", "EYLÜL", "EYLUL"),
    ("OCTOBRE", "OKTOBER", "OKT", "OCTUBRE", "OUTUBRO", "OUT", "OTTOBRE", "OTT", "EKİM", "EKIM"),
    ("NOVEMBRE", "NOVIEMBRE", "NOVEMBRO", "KASIM"),
    ("DÉCEMBRE", "DECEMBRE", "DÉC", "DEZEMBER", "DEZ", "DICIEMBRE", "DIC", "DEZEMBRO", "DICEMBRE", "ARALIK"),
)
# Russian and Ukrainian (the genitive a date prints, the nominative, the usual abbreviations) and
# the Latin-script Serbian, Croatian and Bosnian names not already above.
_EASTERN_EUROPEAN_MONTHS: tuple[tuple[str, ...], ...] = (
    ("ЯНВАРЯ", "ЯНВАРЬ", "ЯНВ", "СІЧНЯ", "СІЧЕНЬ"),
    ("ФЕВРАЛЯ", "ФЕВРАЛЬ", "ФЕВ", "ЛЮТОГО", "ЛЮТИЙ"),
    ("МАРТА", "МАРТ", "БЕРЕЗНЯ", "БЕРЕЗЕНЬ"),
    ("АПРЕЛЯ", "АПРЕЛЬ", "АПР", "КВІТНЯ", "КВІТЕНЬ"),
    ("МАЯ", "МАЙ", "ТРАВНЯ", "ТРАВЕНЬ", "MAJ"),
    ("ИЮНЯ", "ИЮНЬ", "ИЮН", "ЧЕРВНЯ", "ЧЕРВЕНЬ"),
    ("ИЮЛЯ", "ИЮЛЬ", "ИЮЛ", "ЛИПНЯ", "ЛИПЕНЬ"),
    ("АВГУСТА", "АВГУСТ", "АВГ", "СЕРПНЯ", "СЕРПЕНЬ", "AVGUST"),
    ("СЕНТЯБРЯ", "СЕНТЯБРЬ", "СЕНТ", "СЕН", "ВЕРЕСНЯ", "ВЕРЕСЕНЬ", "SEPTEMBAR"),
    ("ОКТЯБРЯ", "ОКТЯБРЬ", "ОКТ", "ЖОВТНЯ", "ЖОВТЕНЬ", "OKTOBAR"),
    ("НОЯБРЯ", "НОЯБРЬ", "НОЯБ", "НОЯ", "ЛИСТОПАДА", "ЛИСТОПАД", "NOVEMBAR"),
    ("ДЕКАБРЯ", "ДЕКАБРЬ", "ДЕК", "ГРУДНЯ", "ГРУДЕНЬ", "DECEMBAR"),
)
MONTHS.update({name: month for table in (_LOCAL_MONTHS, _EASTERN_EUROPEAN_MONTHS)
               for month, names in enumerate(table, start=1) for name in names})
_MONTH = r"(?:" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")"
# A bilingual passport writes "12 MAR/MARS 1985": the second spelling is skipped.
_MON = rf"(?P<mon>{_MONTH})\.?(?:/[A-ZÀ-Ÿ]{{2,9}}\.?)?"
_SP = r"[ \t\r\n\-/.,]{0,3}"
_ORD = r"(?:ST|ND|RD|TH)?"

_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("ymd", re.compile(r"(?<![\d.,/-])(?P<y>\d{4})(?P<s>[-/.])(?P<m>\d{1,2})(?P=s)(?P<d>\d{1,2})(?![\d])")),
    ("num", re.compile(r"(?<![\d.,/-])(?P<a>\d{1,2})(?P<s>[-/.])(?P<b>\d{1,2})(?P=s)(?P<y>\d{4}|\d{2})(?![\d]|[.,/-]\d)")),
    # "23rd October 2025", "the 23rd day of October 2025"
    # "19 de setembro de 1959", "25 de junio del 2020", "1. Dezember 2017"
    # a Russian document quotes the day: "«12» марта 2024 г."
    ("dmony", re.compile(rf"(?<![\dA-Z])(?P<d>\d{{1,2}}){_ORD}»?[ \t\r\n\-/.]{{0,3}}(?:DAY\s+)?(?:OF\s+|DE\s+)?{_MON}{_SP}"
                         rf"(?:DEL?\s+)?(?P<y>\d{{4}}|\d{{2}})(?![\d])", re.I)),
    # "Oct 23, 2025"; the day is never the first digits of a year ("October 2025" is no date)
    ("mondy", re.compile(rf"(?<![A-Z]){_MON}[ \t\r\n\-/.]{{0,3}}(?P<d>\d{{1,2}})(?!\d){_ORD}{_SP}(?P<y>\d{{4}}|\d{{2}})(?![\d])", re.I)),
    ("yyyymmdd", re.compile(r"(?<![\d])(?P<y>(?:19|20)\d{2})(?P<m>\d{2})(?P<d>\d{2})(?![\d])")),
    # SWIFT YYMMDD, alone or glued to the place of expiry (":31D:260415LONDON").
    ("yymmdd", re.compile(r"(?<![\d])(?P<y>\d{2})(?P<m>\d{2})(?P<d>\d{2})(?![\d])")),
]


class DateError(ValueError):
    """Text that is not a date (or not a real calendar date)."""


def expand_year(yy: int, *, today: dt.date | None = None) -> int:
    """A two-digit year: 19yy when it would be more than 20 years in the future, else 20yy."""
    year = (today or dt.date.today()).year
    return 1900 + yy if 2000 + yy > year + 20 else 2000 + yy


def _year(text: str) -> int:
    return expand_year(int(text)) if len(text) == 2 else int(text)


def _make(year: int, month: int, day: int) -> str:
    try:
        return dt.date(year, month, day).isoformat()
    except ValueError as exc:
        raise DateError(f"{year:04d}-{month:02d}-{day:02d} is not a real date") from exc


def _from_match(kind: str, m: re.Match[str], date_order: str) -> str:
    if kind in ("ymd", "yyyymmdd", "yymmdd"):
        return _make(_year(m["y"]), int(m["m"]), int(m["d"]))
    if kind in ("dmony", "mondy"):
        return _make(_year(m["y"]), MONTHS[m["mon"].upper()], int(m["d"]))
    a, b = int(m["a"]), int(m["b"])
    if a > 12 or (b <= 12 and date_order == "DMY"):
        day, month = a, b
    else:
        day, month = b, a
    return _make(_year(m["y"]), month, day)


def parse_date(raw: str, *, date_order: str = "DMY") -> str:
    """The ISO date written in ``raw`` (the whole text, or failing that its first date: a span
    that runs on to a second date is usually right in its first, e.g. a co-borrower's date of
    birth in a one-line list of people; refusing two dates would cost the shipped diffusion model
    dates of birth on `dev` and `test`, docs/MODELS.md)."""
    assert date_order in ("DMY", "MDY"), f"date_order must be DMY or MDY, not {date_order!r}"
    text = " ".join(raw.split()).strip(" .,;:")
    if not text:
        raise DateError("empty date")
    for kind, pattern in _PATTERNS:
        m = pattern.fullmatch(text)
        if m:
            return _from_match(kind, m, date_order)
    # SWIFT 31D: the date with the place glued after it.
    m = re.match(r"(?P<y>\d{2})(?P<m>\d{2})(?P<d>\d{2})(?=[A-Za-z\s]|$)", text)
    if m:
        return _from_match("yymmdd", m, date_order)
    found = first_date(text, date_order=date_order)
    if found is None:
        raise DateError(f"no date in {raw!r}")
    return found


def first_date(text: str, *, date_order: str = "DMY") -> str | None:
    """The first real date written anywhere in ``text``, or None."""
    for _, _, iso in date_tokens(text, date_order):
        return iso
    return None


@functools.lru_cache(maxsize=256)
def date_tokens(text: str, date_order: str = "DMY") -> tuple[tuple[int, int, str], ...]:
    """Every date written in ``text``: (start, end, ISO), in text order, no overlaps."""
    found: list[tuple[int, int, str]] = []
    taken: list[tuple[int, int]] = []
    for kind, pattern in _PATTERNS:
        for m in pattern.finditer(text):
            start, end = m.span()
            if any(s < end and start < e for s, e in taken):
                continue
            try:
                iso = _from_match(kind, m, date_order)
            except DateError:
                continue
            found.append((start, end, iso))
            taken.append((start, end))
    # YYMMDD glued to a following word (SWIFT 31D "260415LONDON").
    for m in re.finditer(r"(?<![\dA-Za-z])(?P<y>\d{2})(?P<m>\d{2})(?P<d>\d{2})(?=[A-Za-z])", text):
        start, end = m.span()
        if any(s < end and start < e for s, e in taken):
            continue
        try:
            found.append((start, end, _from_match("yymmdd", m, date_order)))
        except DateError:
            continue
    return tuple(sorted(found))


def iter_dates(text: str, date_order: str = "DMY") -> Iterator[tuple[int, int, str]]:
    yield from date_tokens(text, date_order)


# --- day-first or month-first ----------------------------------------------------------

_NUMERIC = re.compile(r"(?<![\d.,/-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?![\d])")
_US_STATES = (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ "
    "NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY"
).split()
_US_ADDRESS = re.compile(
    r"\b(?:U\.S\.A\.?|USA|UNITED STATES(?: OF AMERICA)?)\b|\b(?:" + "|".join(_US_STATES) + r")[ ,]+\d{5}(?:-\d{4})?\b"
)
_US_STATE_NAMES = (
    "ALABAMA|ALASKA|ARIZONA|ARKANSAS|CALIFORNIA|COLORADO|CONNECTICUT|DELAWARE|DISTRICT OF COLUMBIA|FLORIDA|"
    "GEORGIA|HAWAII|IDAHO|ILLINOIS|INDIANA|IOWA|KANSAS|KENTUCKY|LOUISIANA|MAINE|MARYLAND|MASSACHUSETTS|"
    "MICHIGAN|MINNESOTA|MISSISSIPPI|MISSOURI|MONTANA|NEBRASKA|NEVADA|NEW HAMPSHIRE|NEW JERSEY|NEW MEXICO|"
    "NEW YORK|NORTH CAROLINA|NORTH DAKOTA|OHIO|OKLAHOMA|OREGON|PENNSYLVANIA|RHODE ISLAND|SOUTH CAROLINA|"
    "SOUTH DAKOTA|TENNESSEE|TEXAS|UTAH|VERMONT|VIRGINIA|WASHINGTON|WEST VIRGINIA|WISCONSIN|WYOMING"
)
_US_STATE_NAME = re.compile(r"\b(?:" + _US_STATE_NAMES + r")[ ,]+\d{5}\b")
# Forms only a US lender issues: the Uniform Residential Loan Application (Fannie Mae Form 1003 /
# Freddie Mac Form 65) and the NMLS licence numbers US loan originators must print. Anywhere on the
# first page, as the form's caption need not head it.
_US_FORM = re.compile(r"\bUNIFORM RESIDENTIAL LOAN APPLICATION\b|\bFANNIE MAE FORM 1003\b|"
                      r"\bFREDDIE MAC FORM 65\b|\bNMLSR?\s*(?:ID|#)")
_BIC = r"[A-Z]{4}(?P<cc>[A-Z]{2})[A-Z0-9]{2}(?:[A-Z0-9]{3})?"
_SENDER_BIC = [
    re.compile(r"\{2:O\d{3}\d{10}" + _BIC),                       # output message: sender in block 2
    re.compile(r"\{1:F01" + _BIC + r"(?![\s\S]*\{2:O)"),           # input message: sender in block 1
    # a labelled BIC with a digit or the XXX branch, so that words ("BARCLAYS", "BENEFICIARY")
    # are not read as one
    re.compile(r"(?:SENDER|FROM|ISSUING BANK|ISSUED BY|ORDERING INSTITUTION)\b[^\n]{0,40}?\b"
               r"(?=[A-Z0-9]{8}(?:[A-Z0-9]{3})?\b)(?=[A-Z0-9]*\d|[A-Z]{8}XXX\b)" + _BIC + r"\b"),
]
_HEADER_LINES = 15


def _issuer_in_us(first_page: str) -> bool:
    head = "\n".join(first_page.upper().splitlines()[:_HEADER_LINES])
    for pattern in _SENDER_BIC:
        m = pattern.search(first_page.upper())
        if m:
            return m["cc"] == "US"
    return bool(_US_ADDRESS.search(head) or _US_STATE_NAME.search(head) or _US_FORM.search(first_page.upper()))


def infer_date_order(pages: Sequence[str]) -> DateOrder:
    """Day-first unless the document shows it is month-first.

    (1) Unambiguous numeric dates decide (``25/03/1985`` -> DMY, ``03/25/1985`` -> MDY;
    slash and dash dates first, dotted ones only when those say nothing);
    (2) otherwise an issuer in the United States (a US address or "USA" in the first
    lines of page 1, an MT700 whose sender BIC is in the US, or a form only US lenders issue:
    the Uniform Residential Loan Application, an NMLS ID) means MDY; (3) else DMY.
    """
    # dotted dates (22.03.2025) are day-first almost everywhere, so they count only when the
    # slash and dash dates say nothing: a European invoice date quoted in a US credit must
    # not outvote the credit's own dates
    votes = {"/-": [0, 0], ".": [0, 0]}
    for page in pages:
        for m in _NUMERIC.finditer(page):
            a, b = int(m[1]), int(m[3])
            tally = votes["." if m[2] == "." else "/-"]
            if 12 < a <= 31 and 1 <= b <= 12:
                tally[0] += 1
            elif 12 < b <= 31 and 1 <= a <= 12:
                tally[1] += 1
    for dmy, mdy in votes.values():
        if dmy != mdy:
            return "DMY" if dmy > mdy else "MDY"
    if pages and _issuer_in_us(pages[0]):
        return "MDY"
    return "DMY"
