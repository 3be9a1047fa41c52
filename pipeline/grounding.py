"""Where a normalised value is written in a document's text.

``locate(spec, value, pages)`` returns a ``Source`` (1-based page, character offsets
with ``pages[page-1][start:end] == text``) or None; it never invents a location. It
knows nothing of the generator that made a document, only how values are written:

1. the decoder's raw slot text, when given and found (a raw of three characters or
   fewer only right after a label of the field: "M", "No");
2. by kind:
   text, identifier     the value, white space, line breaks and case folded; then with
                        white space ignored; then (text) starting at the foot of one page
                        and ending at the top of the next (the part on the first page)
   name                 the value; "SURNAME, Given"; the MRZ "SURNAME<<GIVEN"; then
                        given names and surname apart (the span from one to the other)
   date                 every date in the text, in every supported form, normalised
   amount, integer,     every number, compared (amounts within 0.005, annual_income also
   percent              as a twelfth, an amount also with its scale word: "45 lakh"; a term
                        in months also as "30 years")
   country              names and demonyms (also in pipeline.country_names' languages, accented
                        or not), then alpha-3, then alpha-2 (upper case)
   currency             code, then symbol, then name
   enum                 a ticked box with the value's label; then the value's spelling and
                        synonyms, where the words around agree ("ALLOWED" is not found in
                        "NOT ALLOWED")
   boolean              a ticked Yes/No or a bare Yes/No after the field's label (or alone before
                        it on its line); "is (not) a politically exposed person"

Among the occurrences found, the one nearest after a label of the field wins
("Date of birth", ":31D:"), then the better reading, then the first.
"""
from __future__ import annotations

import bisect
import functools
import math
import re
from typing import Any, Iterable, Iterator, Sequence

import pycountry

from pipeline.countries import country_surface_forms, currency_surface_forms
from pipeline.envelope import Source
from pipeline.fields import FieldSpec
from pipeline.letterhead import letterhead_end
from pipeline.normalise import CURRENCY_SYMBOLS, fold_whitespace
from pipeline.normalise.dates import date_tokens
from pipeline.normalise.enums import NO_WORDS, TICK, YES_WORDS, has_boxes, normalise_boolean, normalise_enum, rules_for
from pipeline.normalise.numbers import amount_tokens, number_tokens

__all__ = ["locate", "occurrences"]

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
    "nationality": r"\bnationality\b|\bcitizen\w*|\bnationalit\w*|\bstaatsangeh\w*|\bnacionalidad\w*|"
                   r"\bnazionalit\w*|\bcittadinanza\b|\bobywatelstw\w*",
    "id_document_type": r"\bdocument\b|\bID\b|\bidentit\w*|\bidentification\b|\btype\b|\bausweis\w*",
    "id_document_number": r"\b(?:passport|document|id|card)\s*(?:no|number|nr|#)|\bnumber\b|\bno\.|\bausweisn\w*",
    "id_issuing_country": r"\bissu\w*|\bauthority\b|\bcode\b|\bcountry of issue\b|\bausstell\w*|\bd[ée]livr\w*",
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


def _distance(spec: FieldSpec, pages: Sequence[str], span: Span) -> float:
    """Characters from the nearest label of the field before ``span`` (inf when none is near)."""
    ends = _label_ends(_leaf_name(spec), pages[span[0]])
    i = bisect.bisect_right(ends, span[1]) - 1
    if i < 0 or span[1] - ends[i] > _LABEL_REACH:
        return math.inf
    return span[1] - ends[i]


Tiers = list[list[Span]]  # readings of a value, best first: "UNITED KINGDOM" before "GB"


def _choose(spec: FieldSpec, pages: Sequence[str], groups: Iterable[Tiers]) -> Span | None:
    """The span to report. Groups are tried in turn (a later group only when the earlier
    ones found nothing); within a group, a span near a label of the field wins over a
    better reading far from one, then the better reading, then the first occurrence. An
    identifier is never found under a phone or fax label (``under_contact_label``), and a span in
    the issuer's letterhead only when the group has no other (``pipeline.letterhead``: the bank's
    "Germany" is not the customer's nationality written further down)."""
    head_end = letterhead_end(pages)
    for tiers in groups:
        tiers = _eligible(spec, pages, tiers, head_end)
        near = [(_distance(spec, pages, span), rank, span)
                for rank, spans in enumerate(tiers) for span in spans]
        near = [item for item in near if item[0] != math.inf]
        if near:
            return min(near)[2]
        for spans in tiers:
            if spans:
                return spans[0]
    return None


def _eligible(spec: FieldSpec, pages: Sequence[str], tiers: Tiers, head_end: int) -> Tiers:
    """The spans ``_choose`` picks among: the outermost readings, none under a phone label for an
    identifier, none in the letterhead (``head_end`` characters of page 1) unless all are."""
    tiers = [_outermost(spans) for spans in tiers]
    if spec.kind == "identifier":   # a number under a phone label is that phone, not this identifier
        tiers = [[span for span in spans if not under_contact_label(pages[span[0]], span[1])] for spans in tiers]
    if head_end:
        outside = [[span for span in spans if span[0] > 0 or span[1] >= head_end] for spans in tiers]
        if any(outside):
            tiers = outside
    return tiers


def occurrences(spec: FieldSpec, value: Any, pages: Sequence[str], *, date_order: str = "DMY") -> list[Span]:
    """Every place ``value`` is written, from the first group of readings that finds it: the spans
    ``locate`` chooses among (without a raw text), in its order of preference when no label is near."""
    head_end = letterhead_end(pages)
    for tiers in _candidates(spec, value, pages, date_order):
        found = [span for spans in _eligible(spec, pages, tiers, head_end) for span in spans]
        if found:
            return found
    return []


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
def _phrase_pattern(needle: str) -> re.Pattern[str] | None:
    """``needle`` as a regex: any white space (line breaks too) between its words, case folded."""
    text = fold_whitespace(needle)
    if not text:
        return None
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
    low = _lower(page)
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


def _lower(text: str) -> str:
    """Lower case with the same length (a character whose lower case is longer, "İ", stays)."""
    low = text.lower()
    return low if len(low) == len(text) else "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


def _fold_needle(needle: str, keep_spaces: bool) -> str:
    return _lower(" ".join(needle.split()) if keep_spaces else "".join(needle.split()))


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


def _find_phrase(needle: str, pages: Sequence[str]) -> list[Span]:
    """``needle`` with white space and line breaks folded and case ignored, never inside a
    longer word or number."""
    return _find_folded(needle, pages, True)


# --- by kind --------------------------------------------------------------------------

def _dates(value: str, pages: Sequence[str], date_order: str) -> list[Span]:
    return [(i, s, e) for i, page in enumerate(pages) for s, e, iso in date_tokens(page, date_order) if iso == value]


def _numbers(targets: Sequence[float], pages: Sequence[str], *, decimal_first: bool = False,
             tolerance: float = _AMOUNT_TOLERANCE, scaled: bool = False) -> list[Span]:
    """Spans of the numbers equal to a target; ``scaled``: also a number with its scale word
    ("45 lakh", "2.5 crore", "1.5 million"), as an amount is read."""
    return [
        (i, s, e)
        for i, page in enumerate(pages)
        for s, e, number in (amount_tokens(page) if scaled else number_tokens(page, decimal_first))
        if any(abs(number - t) <= tolerance for t in targets)
    ]


def _amounts(spec: FieldSpec, value: float, pages: Sequence[str]) -> list[Span]:
    # "EUR 204\n000,00": a line wrapped inside a space-grouped number (same offsets unwrapped)
    for text in (pages, [page.replace("\n", " ") for page in pages]):
        spans = _numbers([value], text, scaled=True)
        if not spans and spec.path == "annual_income":
            spans = _numbers([value / 12.0], text, tolerance=0.01, scaled=True)
        if spans:
            return spans
    return []


def _integers(spec: FieldSpec, value: int, pages: Sequence[str]) -> list[Span]:
    spans = _numbers([float(value)], pages, tolerance=0.0)
    if not spans and spec.path.endswith("_months") and value % 12 == 0:
        years = re.compile(rf"(?<![\d.,]){value // 12}\s*(?:-\s*)?(?:years?|yrs?)\b", re.I)
        spans = list(_find_all(years, pages))
    return spans


def _percents(value: float, pages: Sequence[str]) -> Tiers:
    spans = _numbers([value], pages, decimal_first=True, tolerance=0.0005)
    # a percentage is best where a "%" follows
    with_sign = [(i, s, e) for i, s, e in spans if re.match(r"\s*(?:%|percent|per cent)", pages[i][e:e + 9], re.I)]
    return [with_sign, spans]


_CURRENCY_NAMES: dict[str, tuple[str, ...]] = {
    "USD": ("US dollars", "US dollar", "U.S. dollars", "dollars"), "EUR": ("euros", "euro"),
    "GBP": ("pounds sterling", "pound sterling", "sterling", "pounds"), "CHF": ("Swiss francs", "Swiss franc"),
    "JPY": ("Japanese yen", "yen"), "CNY": ("yuan renminbi", "renminbi", "yuan"),
}


@functools.lru_cache(maxsize=256)
def _currency_patterns(value: str) -> list[re.Pattern[str]]:
    patterns = [re.compile(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])")]
    patterns += [re.compile(r"(?<![A-Za-z$])" + re.escape(symbol))
                 for symbol, code in CURRENCY_SYMBOLS if code == value]
    names = list(_CURRENCY_NAMES.get(value, ())) + list(currency_surface_forms(value))  # "Rs.", "złotych"
    currency = pycountry.currencies.get(alpha_3=value)
    if currency is not None:
        names += [currency.name + "s", currency.name]
    patterns += [p for p in map(_phrase_pattern, names) if p is not None]
    return patterns


def _currencies(value: str, pages: Sequence[str]) -> Tiers:
    """Code, symbols, names: one tier each."""
    return [list(_find_all(pattern, pages)) for pattern in _currency_patterns(value)]


@functools.lru_cache(maxsize=512)
def _country_patterns(value: str) -> list[list[re.Pattern[str]]]:
    """Names and demonyms, then alpha-3, then alpha-2 (codes: upper case, whole words; the
    MRZ filler "<" counts as a separator)."""
    names, alpha3, alpha2 = [], [], []
    for form in country_surface_forms(value):
        if len(form) <= 3 and form.isalpha():
            code = re.compile(rf"(?<![A-Za-z0-9]){re.escape(form)}(?![A-Za-z0-9])")
            (alpha3 if len(form) == 3 else alpha2).append(code)
        else:
            pattern = _phrase_pattern(form)
            if pattern is not None:
                names.append(pattern)
    return [names, alpha3, alpha2]


def _countries(value: str, pages: Sequence[str]) -> Tiers:
    return [[span for pattern in tier for span in _find_all(pattern, pages)] for tier in _country_patterns(value)]


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


def _enums(spec: FieldSpec, value: str, pages: Sequence[str]) -> Tiers:
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

    ticked: list[Span] = []
    written: Tiers = [[] for _ in options]  # the value's own spelling, then each synonym
    for i, page in enumerate(pages):
        for m in ticks.finditer(page):
            label = ticked_label(page, m.start())
            if label is not None:
                ticked.append((i, m.start(), m.start() + len(label)))
        for tier, option in zip(written, options):
            for m in option.finditer(page):
                if m.end() == m.start():
                    continue
                start, end = whole_words(page, m.start(), m.end())
                if not agrees(page, start, end):
                    continue
                if end - start <= 2 and not (label and any(0 <= start - e <= _SHORT_REACH
                                                           for e in _label_ends(leaf, page))):
                    continue  # "M", "F": only right after "Sex"
                tier.append((i, start, end))
    return [ticked] + written


_PEP = r"(?:PEP|politically\s+exposed(?:\s+person)?)\b"
_PEP_FALSE = re.compile(rf"\b(?:is\s+)?not\s+(?:a\s+)?{_PEP}", re.I)
_PEP_TRUE = re.compile(rf"\bis\s+(?:a\s+)?{_PEP}", re.I)
# yes / no in English and the languages of European bank forms (``normalise_boolean`` reads them all)
_YES_NO_WORDS = "|".join(YES_WORDS + NO_WORDS)   # matched ignoring case
_YES_NO = re.compile(rf"\b(?:{_YES_NO_WORDS}|y|n)\b", re.I)
_YES_NO_ALONE = re.compile(rf"[ \t]*({_YES_NO_WORDS})[ \t:]*", re.I)


def _booleans(spec: FieldSpec, value: bool, pages: Sequence[str]) -> list[Span]:
    leaf = _leaf_name(spec)
    label = _label_pattern(leaf)
    if label is None:
        return []
    spans: list[Span] = []
    for i, page in enumerate(pages):
        for m in label.finditer(page):
            window = page[m.end():m.end() + 160]
            for box in re.finditer(rf"{TICK}[ \t]*({_YES_NO_WORDS})\b", window, re.I):
                if normalise_boolean(box.group(0)) == value:
                    spans.append((i, m.end() + box.start(), m.end() + box.end()))
            if spans:
                continue
            if "[" in window[:60] or "☐" in window[:60]:
                continue  # unticked boxes only: the bare "Yes"/"No" are option labels
            word = _YES_NO.search(window[:80])
            if word and normalise_boolean(word.group(0)) == value:
                spans.append((i, m.end() + word.start(), m.end() + word.end()))
                continue
            # a value written before its label, alone on the label's line ("NO  Politically exposed person")
            line_start = page.rfind("\n", 0, m.start()) + 1
            word = _YES_NO_ALONE.fullmatch(page, line_start, m.start())
            if word and normalise_boolean(word.group(1)) == value:
                spans.append((i, word.start(1), word.end(1)))
        prose = _PEP_FALSE if not value else _PEP_TRUE
        spans += [(i, m.start(), m.end()) for m in prose.finditer(page)]
    return spans


def _names_written_whole(value: str, pages: Sequence[str]) -> list[Span]:
    """"SURNAME, Given", "SURNAME Given" and the MRZ "SURNAME<<GIVEN<NAMES"."""
    words = fold_whitespace(value).split(" ")
    spans: list[Span] = []
    for k in range(1, len(words)):
        given, surname = " ".join(words[:k]), " ".join(words[k:])
        for form in (f"{surname}, {given}", f"{surname} {given}"):
            spans += _find_phrase(form, pages)
        mrz = re.compile(re.escape(surname.upper()).replace(r"\ ", "<") + "<<" +
                         re.escape(given.upper()).replace(r"\ ", "<+") + r"(?=<|$|\s)")
        spans += _find_all(mrz, pages)
    return spans


def _names_apart(value: str, pages: Sequence[str]) -> list[Span]:
    """Given names and surname written apart ("Surname: ERIKSSON ... Given names: ANNA
    MARIA"): the span from the first to the end of the other, when close together."""
    words = fold_whitespace(value).split(" ")
    for k in range(1, len(words)):
        given, surname = " ".join(words[:k]), " ".join(words[k:])
        spans = [(gi, min(gs, ss), max(ge, se))
                 for gi, gs, ge in _find_phrase(given, pages)
                 for si, ss, se in _find_phrase(surname, pages)
                 if gi == si and abs(ss - gs) <= _NAME_GAP]
        if spans:
            return spans
    return []


def _candidates(spec: FieldSpec, value: Any, pages: Sequence[str], date_order: str) -> Iterator[Tiers]:
    """Groups of tiers of spans where ``value`` may be written (see _choose), lazily."""
    kind = spec.kind
    if kind == "date":
        yield [_dates(str(value), pages, date_order)]
    elif kind == "amount":
        yield [_amounts(spec, float(value), pages)]
    elif kind == "integer":
        yield [_integers(spec, int(value), pages)]
    elif kind == "percent":
        yield _percents(float(value), pages)
    elif kind == "currency":
        yield _currencies(str(value), pages)
    elif kind == "country":
        yield _countries(str(value), pages)
    elif kind == "enum":
        ticked, *written = _enums(spec, str(value), pages)
        yield [ticked]  # a ticked box is the answer wherever its label is
        yield written
    elif kind == "boolean":
        yield [_booleans(spec, bool(value), pages)]
    elif kind == "name":
        yield [_find_phrase(str(value), pages), _names_written_whole(str(value), pages)]
        yield [_names_apart(str(value), pages)]
    else:  # text, identifier, email, phone
        yield [_find_phrase(str(value), pages)]
        # white space ignored altogether ("12 345" in "12345", "ANNA MARIA" in "ANNAMARIA")
        yield [_find_folded(str(value), pages, False) if len(str(value)) >= 4 else []]
        if kind == "text":
            yield [_across_pages(str(value), pages)]


# A contact row's label: what follows it is a phone number, whatever its shape. No field of the
# contract is found there except the phone itself (``borrower.phone``).
_CONTACT_LABEL = re.compile(r"(?:\b(?:mobile|cell(?:phone)?|(?:tele)?phone|tel|fax)\b\.?(?:\s+(?:no\.?|number))?)\s*[:=\-–]?\s*(?:\+\d{1,3}[\s\-]*)?[(+]?$", re.I)


def under_contact_label(page: str, start: int) -> bool:
    """Whether the text at ``start`` of ``page`` is written right after a phone or fax label, on
    its own line or alone on the next ("Mobile: (790) 679-5973"), after the country's calling code
    if any ("Mobile: +1 940 395 5922"): a tax or ID number found there
    is a phone number (on `test`, some wrongly accepted fields were phone numbers given as the
    tax number of a passport scan that has none)."""
    line_start = page.rfind("\n", 0, start) + 1
    before = page[line_start:start]
    if not before.strip() and line_start > 0:   # the value alone on its line: the label above
        before = page[page.rfind("\n", 0, line_start - 1) + 1:line_start - 1]
    return bool(_CONTACT_LABEL.search(before))


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
        spans = _find_phrase(raw, pages)
        if len(raw.strip()) <= _SHORT:
            spans = _near_label(spec, pages, spans, _SHORT_REACH)  # "M", "No", "5": only by their label
        span = _choose(spec, pages, [[spans]])
        if span is not None:
            return _source(pages, span)
    return _source(pages, _choose(spec, pages, _candidates(spec, value, pages, date_order)))
