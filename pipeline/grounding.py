"""Where a normalised value is written in a document's text.

``locate(spec, value, pages)`` returns a ``Source`` (1-based page, character offsets
with ``pages[page-1][start:end] == text``) or None; it never invents a location. It
knows nothing of the generator that made a document, only how values are written:

1. the decoder's raw slot text, when given and found;
2. the value itself, white space, line breaks and case folded;
3. by kind: every date in the text in every supported form, normalised and compared;
   every number (amounts within 0.005, ``annual_income`` also as a twelfth); a
   country's names, demonym and codes; a currency's code, symbol and name; enum
   synonyms and ticked boxes; "Yes"/"No" after a boolean's label; a person's given
   names and surname apart (the span from one to the other, when close together).

When a value is written several times, the occurrence nearest after a label for the
field wins ("Date of birth", ":31D:"), else the first.
"""
from __future__ import annotations

import bisect
import functools
import math
import re
from typing import Any, Iterable, Iterator, Sequence

from pipeline.countries import country_surface_forms
from pipeline.envelope import Source
from pipeline.fields import FieldSpec
from pipeline.normalise import fold_whitespace
from pipeline.normalise.dates import date_tokens
from pipeline.normalise.enums import TICK, has_boxes, normalise_boolean, normalise_enum, rules_for
from pipeline.normalise.numbers import number_tokens

__all__ = ["locate"]

Span = tuple[int, int, int]  # (page index, start, end)

_NAME_GAP = 300          # most characters between a given name and a surname written apart
_LABEL_REACH = 400       # a label further than this before a value does not count
_AMOUNT_TOLERANCE = 0.005
_SHORT = 3               # raw slot texts this short are trusted only right after a label
_SHORT_REACH = 60


# --- labels: which occurrence of a repeated value belongs to the field ----------------

_LABELS: dict[str, str] = {
    # people (English, with the German, French and Spanish a European bank meets)
    "full_name": r"\bname\b|\bsurname\b|\bborrower\b|\bapplicant\b|\bcustomer\b|\bnom\b|\bnombre\b",
    "date_of_birth": r"\bbirth\b|\bD\.?O\.?B\b|\bborn\b|\bgeburt\w*|\bnaissance\b|\bnacimiento\b",
    "sex": r"\bsex\b|\bgender\b|\bsexe\b|\bsexo\b|\bgeschlecht\b",
    "nationality": r"\bnationality\b|\bcitizen\w*|\bnationalit\w*|\bstaatsangeh\w*|\bnacionalidad\b",
    "id_document_type": r"\bdocument\b|\bID\b|\bidentit\w*|\bidentification\b|\btype\b|\bausweis\w*",
    "id_document_number": r"\b(?:passport|document|id|card)\s*(?:no|number|nr|#)|\bnumber\b|\bno\.|\bausweisn\w*",
    "id_issuing_country": r"\bissu\w*|\bauthority\b|\bcountry of issue\b|\bausstell\w*|\bd[ée]livr\w*",
    "id_expiry_date": r"\bexpir\w*|\bvalid\s+(?:until|to|thru)\b|\bg[üu]ltig\b|\bexpiration\b|\bvencimiento\b",
    "residential_address": r"\baddress\b|\bresiden\w*|\banschrift\b|\bdomicile\b|\badresse\b|\bdirecci[oó]n\b",
    "country_of_residence": r"\bresiden\w*|\bcountry\b|\baddress\b|\bwohnsitz\w*|\bdomicile\b",
    "occupation": r"\boccupation\b|\bprofession\b|\bjob\b|\bposition\b|\btitle\b|\bberuf\b|\bprofesi[oó]n\b",
    "employer_name": r"\bemploy\w*|\bcompany\b|\barbeitgeber\b|\bemployeur\b",
    "annual_income": r"\bincome\b|\bsalary\b|\bearnings\b|\beinkommen\b|\brevenu\w*|\bingresos\b",
    "income_currency": r"\bincome\b|\bsalary\b|\bcurrency\b|\beinkommen\b|\brevenu\w*",
    "source_of_funds": r"\bsource\b|\borigin\b|\bprovenance\b|\bherkunft\b|\borigen\b",
    "is_pep": r"\bPEP\b|\bpoliti\w*\s+(?:exposed|exponiert\w*|expos[ée]e?|expuest[oa])|\bprominent\s+public\b",
    # letters of credit (MT700 tags first)
    "date_of_issue": r":31C:|\bdate of issue\b|\bissue date\b|\bissu\w*|\bopened\b|\bdated?\b",
    "expiry_date": r":31D:|\bexpir\w*|\bvalid\w*",
    "expiry_place": r":31D:|\bplace\b|\bexpir\w*|\bvalid\w*",
    "latest_shipment_date": r":44C:|\blatest\b|\bshipment\b|\bship\w*\s+(?:by|not later)\b",
    "amount": r":32B:|\bamount\b|\bsum\b|\bvalue\b",
    "currency": r":32B:|\bcurrency\b|\bamount\b|\bvalue\b",
    "tolerance_plus_percent": r":39A:|\btolerance\b|\bplus\b|\bvariation\b",
    "tolerance_minus_percent": r":39A:|\btolerance\b|\bminus\b|\bvariation\b",
    "presentation_period_days": r":48:|\bpresent\w*|\bperiod\b",
    "available_with": r":41[AD]:|\bavailable\b|\bnegotiable\b|\bwith\b",
    "available_by": r":41[AD]:|\bavailab\w*",
    "partial_shipments": r":43P:|\bpartial\b|\bpart\b|\bsplit\b",
    "transhipment": r":43T:|\btrans-?s?hipment\w*",
    "port_of_loading": r":44E:|\bloading\b|\bdeparture\b|\bfrom\b",
    "port_of_discharge": r":44F:|\bdischarge\b|\bdestination\b|\bto\b",
    "confirmation_instructions": r":49:|\bconfirm\w*",
    "form_of_credit": r":40A:|\bform\b|\btype\b|\bcredit\b",
    "applicable_rules": r":40E:|\brules\b|\bsubject to\b|\bgoverned\b",
    # loans
    "marital_status": r"\bmarital\b|\bcivil status\b|\bfamilienstand\b|\b[ée]tat civil\b|\bestado civil\b",
    "employment_start_date": r"\bstart\w*|\bsince\b|\bemployed\b|\bhire\w*|\bjoined\b|\bseit\b",
    "monthly_income": r"\bincome\b|\bsalary\b|\bearnings\b|\beinkommen\b|\brevenu\w*",
    "loan_amount": r"\bloan\b|\bamount\b|\bfinancing\b|\bdarlehen\w*|\bkredit\w*",
    "loan_currency": r"\bloan\b|\bamount\b|\bcurrency\b|\bdarlehen\w*",
    "loan_purpose": r"\bpurpose\b|\breason\b|\bzweck\b|\bverwendung\w*",
    "loan_term_months": r"\bterm\b|\bmonths\b|\bduration\b|\blaufzeit\b",
    "interest_rate_percent": r"\binterest\b|\brate\b|\bzins\w*|\bsollzins\b|\btaux\b",
    "property_address": r"\bproperty\b|\baddress\b|\bsubject\b|\bcollateral\b|\bobjekt\w*",
    "property_value": r"\bvalue\b|\bprice\b|\bvaluation\b|\bwert\b|\bverkehrswert\b",
}


@functools.lru_cache(maxsize=128)
def _label_pattern(leaf: str) -> re.Pattern[str] | None:
    pattern = _LABELS.get(leaf)
    return re.compile(pattern, re.I) if pattern else None


@functools.lru_cache(maxsize=512)
def _label_ends(leaf: str, page: str) -> tuple[int, ...]:
    pattern = _label_pattern(leaf)
    return tuple(m.end() for m in pattern.finditer(page)) if pattern else ()


def _leaf_name(spec: FieldSpec) -> str:
    return spec.path.rsplit(".", 1)[-1].replace("[]", "")


def _outermost(spans: Iterable[Span]) -> list[Span]:
    """The spans not held inside another one (of two readings, the longer is the better)."""
    kept: list[Span] = []
    for span in sorted(set(spans), key=lambda s: (s[0], s[1], -s[2])):
        if kept and kept[-1][0] == span[0] and span[2] <= kept[-1][2]:
            continue
        kept.append(span)
    return kept


def _best(spec: FieldSpec, pages: Sequence[str], spans: Iterable[Span]) -> Span | None:
    """The span nearest after a label of the field (the first when none is near)."""
    spans = _outermost(spans)
    if len(spans) <= 1:
        return spans[0] if spans else None
    leaf = _leaf_name(spec)

    def distance(span: Span) -> float:
        ends = _label_ends(leaf, pages[span[0]])
        i = bisect.bisect_right(ends, span[1]) - 1
        if i < 0 or span[1] - ends[i] > _LABEL_REACH:
            return math.inf
        return span[1] - ends[i]

    return min(spans, key=lambda span: (distance(span), span))


def _near_label(spec: FieldSpec, pages: Sequence[str], spans: Iterable[Span], reach: int) -> list[Span]:
    leaf = _leaf_name(spec)
    return [(i, s, e) for i, s, e in spans if any(0 <= s - end <= reach for end in _label_ends(leaf, pages[i]))]


def _source(pages: Sequence[str], span: Span | None) -> Source | None:
    if span is None:
        return None
    page, start, end = span
    return Source(page=page + 1, start=start, end=end, text=pages[page][start:end])


# --- text search ----------------------------------------------------------------------

def _edge(char: str, *, before: bool) -> str:
    """A boundary that keeps a word or number whole without demanding white space
    (``LONDON`` is found in ``260415LONDON``, ``ANN`` is not found in ``ANNA``)."""
    if char.isalpha():
        return r"(?<![^\W\d_])" if before else r"(?![^\W\d_])"
    if char.isdigit():
        return r"(?<!\d)" if before else r"(?!\d)"
    return ""


@functools.lru_cache(maxsize=2048)
def _phrase_pattern(needle: str, loose: bool = False) -> re.Pattern[str] | None:
    """``needle`` with any white space (line breaks too) between its words, case folded;
    ``loose``: white space is also allowed (or missing) between any two characters."""
    text = fold_whitespace(needle)
    if not text:
        return None
    if loose:
        chars = [c for c in text if not c.isspace()]
        body = r"\s*".join(re.escape(c) for c in chars)
    else:
        body = r"\s+".join(re.escape(word) for word in text.split(" "))
    return re.compile(_edge(text[0], before=True) + body + _edge(text[-1], before=False), re.I)


def _find_all(pattern: re.Pattern[str] | None, pages: Sequence[str]) -> Iterator[Span]:
    if pattern is None:
        return
    for i, page in enumerate(pages):
        for m in pattern.finditer(page):
            if m.end() > m.start():
                yield (i, m.start(), m.end())


_FOOTER = r"(?:\s*\n[^\n]{0,100}){0,4}?"  # a page's footer lines


def _across_pages(needle: str, pages: Sequence[str]) -> list[Span]:
    """A text that starts at the foot of one page and ends at the top of the next, page
    footer and header in between: the part on the first page."""
    words = fold_whitespace(needle).split(" ")
    spans = []
    for i in range(len(pages) - 1):
        for k in range(len(words) - 1, 0, -1):
            head = _phrase_pattern(" ".join(words[:k]))
            tail = _phrase_pattern(" ".join(words[k:]))
            if head is None or tail is None:
                continue
            foot = re.compile(head.pattern + _FOOTER + r"\s*$", re.I)
            top = re.compile(r"^(?:[^\n]{0,100}\n){0,4}?\s*" + tail.pattern, re.I)
            m = foot.search(pages[i][-2000:])
            if m and top.search(pages[i + 1][:2000]):
                offset = max(0, len(pages[i]) - 2000)
                start = offset + m.start()
                spans.append((i, start, start + head.match(pages[i], start).end() - start))
                break
    return spans


@functools.lru_cache(maxsize=64)
def _folded(page: str, keep_spaces: bool) -> tuple[str, tuple[int, ...]]:
    """The page lower-cased with white space runs as one space (or none), and for each
    character of that the offset of its source in the page."""
    low = page.lower()
    if len(low) != len(page):  # a character whose lower case is longer ("İ"): keep the page's case
        low = "".join(c if len(c.lower()) != 1 else c.lower() for c in page)
    parts: list[str] = []
    where: list[int] = []
    for m in re.finditer(r"\S+|\s+", page):
        a, b = m.span()
        if page[a].isspace():
            if keep_spaces and parts:
                parts.append(" ")
                where.append(a)
        else:
            parts.append(low[a:b])
            where.extend(range(a, b))
    if keep_spaces and parts and parts[-1] == " ":
        parts.pop()
        where.pop()
    return "".join(parts), tuple(where)


def _fold_needle(needle: str, keep_spaces: bool) -> str:
    text = " ".join(needle.split()) if keep_spaces else "".join(needle.split())
    return "".join(low if len(low := c.lower()) == 1 else c for c in text)


def _whole(page: str, start: int, end: int) -> bool:
    """No word or number continues across either end (see _edge)."""
    first, last = page[start], page[end - 1]
    if start > 0:
        before = page[start - 1]
        if (first.isalpha() and before.isalpha()) or (first.isdigit() and before.isdigit()):
            return False
    if end < len(page):
        after = page[end]
        if (last.isalpha() and after.isalpha()) or (last.isdigit() and after.isdigit()):
            return False
    return True


def _find_folded(needle: str, pages: Sequence[str], keep_spaces: bool) -> list[Span]:
    target = _fold_needle(needle, keep_spaces)
    if not target:
        return []
    spans = []
    for i, page in enumerate(pages):
        text, where = _folded(page, keep_spaces)
        at = text.find(target)
        while at >= 0:
            start, end = where[at], where[at + len(target) - 1] + 1
            if _whole(page, start, end):
                spans.append((i, start, end))
            at = text.find(target, at + 1)
    return spans


def _find_phrase(needle: str, pages: Sequence[str], *, loose: bool = True) -> list[Span]:
    """``needle`` with white space and line breaks folded and case ignored; ``loose``: failing
    that, with white space ignored altogether ("ANNA MARIA" in "ANNAMARIA", "12 345" in "12345")."""
    spans = _find_folded(needle, pages, True)
    if not spans and loose and len(needle) >= 4:
        spans = _find_folded(needle, pages, False)
    return spans


# --- by kind --------------------------------------------------------------------------

def _dates(value: str, pages: Sequence[str], date_order: str) -> list[Span]:
    return [(i, s, e) for i, page in enumerate(pages) for s, e, iso in date_tokens(page, date_order) if iso == value]


def _numbers(targets: Sequence[float], pages: Sequence[str], *, decimal_first: bool = False,
             tolerance: float = _AMOUNT_TOLERANCE) -> list[Span]:
    return [
        (i, s, e)
        for i, page in enumerate(pages)
        for s, e, number in number_tokens(page, decimal_first)
        if any(abs(number - t) <= tolerance for t in targets)
    ]


def _amounts(spec: FieldSpec, value: float, pages: Sequence[str]) -> list[Span]:
    # "EUR 204\n000,00": a line wrapped inside a space-grouped number (same offsets unwrapped)
    for text in (pages, [page.replace("\n", " ") for page in pages]):
        spans = _numbers([value], text)
        if not spans and spec.path == "annual_income":
            spans = _numbers([value / 12.0], text, tolerance=0.01)
        if spans:
            return spans
    return []


def _integers(spec: FieldSpec, value: int, pages: Sequence[str]) -> list[Span]:
    spans = _numbers([float(value)], pages, tolerance=0.0)
    if not spans and spec.path.endswith("_months") and value % 12 == 0:
        years = re.compile(rf"(?<![\d.,]){value // 12}\s*(?:-\s*)?(?:years?|yrs?)\b", re.I)
        spans = list(_find_all(years, pages))
    return spans


def _percents(value: float, pages: Sequence[str]) -> list[Span]:
    spans = _numbers([value], pages, decimal_first=True, tolerance=0.0005)
    # a percentage is best where a "%" follows
    with_sign = [(i, s, e) for i, s, e in spans if re.match(r"\s*(?:%|percent|per cent)", pages[i][e:e + 9], re.I)]
    return with_sign or spans


_SYMBOLS: dict[str, tuple[str, ...]] = {
    "USD": ("US$", "$"), "EUR": ("€",), "GBP": ("£",), "JPY": ("¥",), "SGD": ("S$", "SG$"),
    "HKD": ("HK$",), "AUD": ("A$", "AU$"), "CAD": ("C$", "CA$"), "NZD": ("NZ$",), "INR": ("₹",),
    "BRL": ("R$",), "KRW": ("₩",), "CHF": ("SFr.", "Fr."), "CNY": ("RMB", "元"),
}
_CURRENCY_NAMES: dict[str, tuple[str, ...]] = {
    "USD": ("US dollars", "US dollar", "U.S. dollars", "dollars"), "EUR": ("euros", "euro"),
    "GBP": ("pounds sterling", "pound sterling", "sterling", "pounds"), "CHF": ("Swiss francs", "Swiss franc"),
    "JPY": ("Japanese yen", "yen"), "CNY": ("yuan renminbi", "renminbi", "yuan"),
}


def _currencies(value: str, pages: Sequence[str]) -> list[Span]:
    code = re.compile(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])")
    spans = list(_find_all(code, pages))
    if spans:
        return spans
    for symbol in _SYMBOLS.get(value, ()):
        pattern = re.compile(r"(?<![A-Za-z$])" + re.escape(symbol))
        spans = list(_find_all(pattern, pages))
        if spans:
            return spans
    import pycountry

    currency = pycountry.currencies.get(alpha_3=value)
    names = list(_CURRENCY_NAMES.get(value, ()))
    if currency is not None:
        names += [currency.name + "s", currency.name]
    for name in names:
        spans = list(_find_all(_phrase_pattern(name), pages))
        if spans:
            return spans
    return []


def _countries(value: str, pages: Sequence[str]) -> list[Span]:
    for form in country_surface_forms(value):
        if len(form) <= 3 and form.isalpha():
            # a code: upper case only, a whole word (MRZ filler "<" counts as a separator)
            pattern = re.compile(rf"(?<![A-Za-z0-9]){re.escape(form)}(?![A-Za-z0-9])")
        else:
            pattern = _phrase_pattern(form)
        spans = list(_find_all(pattern, pages))
        if spans:
            return spans
    return []


@functools.lru_cache(maxsize=256)
def _enum_patterns(path: str, value: str) -> tuple[list[re.Pattern[str]], re.Pattern[str]]:
    """The ways ``value`` is written (its own spelling, the normaliser's synonyms), and a
    ticked box followed by any of them ("[x] By Deferred Payment")."""
    options = [_phrase_pattern(value.replace("_", " "))]
    options += [re.compile(p.pattern, re.I) for p, v in rules_for(path) if v == value]
    options = [o for o in options if o is not None]
    any_option = "|".join(f"(?:{o.pattern})" for o in options)
    ticks = re.compile(rf"{TICK}[ \t]*(?:[^\[\]()☐☒☑□■\n]{{0,30}}?)(?:{any_option})", re.I)
    return options, ticks


def _enums(spec: FieldSpec, value: str, pages: Sequence[str]) -> list[Span]:
    assert spec.enum, spec.path
    options, ticks = _enum_patterns(spec.path, value)
    leaf = _leaf_name(spec)
    label = _label_pattern(leaf)

    def agrees(page: str, start: int, end: int) -> bool:
        # the words around the match must name this value ("ALLOWED" inside "NOT ALLOWED" does not)
        line_start = page.rfind("\n", 0, start) + 1
        line_end = page.find("\n", end)
        if has_boxes(page[line_start:line_end if line_end >= 0 else len(page)]):
            return False  # among check boxes only a ticked one counts (found above)
        clause_start = max(page.rfind(sep, 0, start) + 1 for sep in ".;:,")
        context = page[max(line_start, clause_start, start - 40):end]
        for text in (context, page[start:end]):
            try:
                return normalise_enum(spec.path, spec.enum, text) == value
            except ValueError:
                continue
        return False

    def ticked_label(page: str, start: int) -> str | None:
        # the box and its whole label, which must name this value ("[x] Irrevocable Standby"
        # is not IRREVOCABLE)
        m = re.match(rf"{TICK}[^\[\]()☐☒☑□■\n]*", page[start:start + 200])
        if m is None:
            return None
        label = m.group(0).rstrip()
        try:
            return label if normalise_enum(spec.path, spec.enum, label) == value else None
        except ValueError:
            return None

    def whole_words(page: str, start: int, end: int) -> tuple[int, int]:
        while start > 0 and page[start - 1].isalnum() and page[start].isalnum():
            start -= 1
        while end < len(page) and page[end].isalnum() and page[end - 1].isalnum():
            end += 1
        return start, end

    ticked, near, anywhere = [], [], []
    for i, page in enumerate(pages):
        for m in ticks.finditer(page):
            label = ticked_label(page, m.start())
            if label is not None:
                ticked.append((i, m.start(), m.start() + len(label)))
        for option in options:
            for m in option.finditer(page):
                if m.end() == m.start():
                    continue
                start, end = whole_words(page, m.start(), m.end())
                if not agrees(page, start, end):
                    continue
                short = end - start <= 2
                if label is not None and any(0 <= start - e <= (40 if short else _LABEL_REACH)
                                             for e in _label_ends(leaf, page)):
                    near.append((i, start, end))
                elif not short:
                    anywhere.append((i, start, end))
    return ticked or near or anywhere


_PEP = r"(?:PEP|politically\s+exposed(?:\s+person)?)\b"
_PEP_FALSE = re.compile(rf"\b(?:is\s+)?not\s+(?:a\s+)?{_PEP}", re.I)
_PEP_TRUE = re.compile(rf"\bis\s+(?:a\s+)?{_PEP}", re.I)
_YES_NO = re.compile(r"\b(?:yes|no|true|false|y|n)\b", re.I)


def _booleans(spec: FieldSpec, value: bool, pages: Sequence[str]) -> list[Span]:
    leaf = _leaf_name(spec)
    label = _label_pattern(leaf)
    if label is None:
        return []
    spans: list[Span] = []
    for i, page in enumerate(pages):
        for m in label.finditer(page):
            window = page[m.end():m.end() + 160]
            for box in re.finditer(rf"{TICK}[ \t]*(yes|no|true|false)\b", window, re.I):
                if normalise_boolean(box.group(0)) == value:
                    spans.append((i, m.end() + box.start(), m.end() + box.end()))
            if spans:
                continue
            if "[" in window[:60] or "☐" in window[:60]:
                continue  # unticked boxes only: the bare "Yes"/"No" are option labels
            word = _YES_NO.search(window[:80])
            if word and normalise_boolean(word.group(0)) == value:
                spans.append((i, m.end() + word.start(), m.end() + word.end()))
        prose = _PEP_FALSE if not value else _PEP_TRUE
        spans += [(i, m.start(), m.end()) for m in prose.finditer(page)]
    return spans


def _names(value: str, pages: Sequence[str]) -> list[Span]:
    words = fold_whitespace(value).split(" ")
    for k in range(1, len(words)):
        given, surname = " ".join(words[:k]), " ".join(words[k:])
        # "SURNAME, Given" and the MRZ "SURNAME<<GIVEN<NAMES"
        written = [f"{surname}, {given}", f"{surname} {given}"]
        for form in written:
            spans = _find_phrase(form, pages, loose=False)
            if spans:
                return spans
        mrz = re.compile(re.escape(surname.upper()).replace(r"\ ", "<") + "<<" +
                         re.escape(given.upper()).replace(r"\ ", "<+") + r"(?=<|$|\s)")
        spans = list(_find_all(mrz, pages))
        if spans:
            return spans
    # given names and surname apart ("Surname: ERIKSSON ... Given names: ANNA MARIA")
    spans = []
    for k in range(1, len(words)):
        given, surname = " ".join(words[:k]), " ".join(words[k:])
        for gi, gs, ge in _find_phrase(given, pages, loose=False):
            for si, ss, se in _find_phrase(surname, pages, loose=False):
                if gi == si and abs(ss - gs) <= _NAME_GAP:
                    spans.append((gi, min(gs, ss), max(ge, se)))
        if spans:
            return spans
    return spans


def _by_kind(spec: FieldSpec, value: Any, pages: Sequence[str], date_order: str) -> list[Span]:
    kind = spec.kind
    if kind == "date":
        return _dates(str(value), pages, date_order)
    if kind == "amount":
        return _amounts(spec, float(value), pages)
    if kind == "integer":
        return _integers(spec, int(value), pages)
    if kind == "percent":
        return _percents(float(value), pages)
    if kind == "currency":
        return _currencies(str(value), pages)
    if kind == "country":
        return _countries(str(value), pages)
    if kind == "enum":
        return _enums(spec, str(value), pages)
    if kind == "boolean":
        return _booleans(spec, bool(value), pages)
    spans = _find_phrase(str(value), pages)
    if not spans and kind == "name":
        spans = _names(str(value), pages)
    if not spans and kind == "text":
        spans = _across_pages(str(value), pages)
    return spans


def locate(
    spec: FieldSpec,
    value: Any,
    pages: Sequence[str],
    *,
    raw: str | None = None,
    date_order: str = "DMY",
) -> Source | None:
    """Where ``value`` (the normalised value of field ``spec``) is written in ``pages``; None
    when it is not found."""
    if value is None or not pages:
        return None
    if raw is not None and raw.strip():
        spans = _find_phrase(raw, pages, loose=False)
        if len(raw.strip()) <= _SHORT:
            spans = _near_label(spec, pages, spans, _SHORT_REACH)  # "M", "No", "5": only by their label
        span = _best(spec, pages, spans)
        if span is not None:
            return _source(pages, span)
    if spec.kind in ("text", "name", "identifier", "email", "phone") and isinstance(value, str):
        span = _best(spec, pages, _find_phrase(value, pages, loose=False))
        if span is not None:
            return _source(pages, span)
    return _source(pages, _best(spec, pages, _by_kind(spec, value, pages, date_order)))
