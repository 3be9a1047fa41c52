"""Raw value text (what a decoder copied from the document) -> the typed value of the contract.

``normalise_value(spec, raw)`` dispatches on the field's kind (``pipeline.fields``)::

    text        white space folded; list items lose their bullet or number ("+", "1.", "(ii)")
    name        white space folded; "SURNAME, Given" and MRZ "SURNAME<<GIVEN" -> "Given SURNAME"
    identifier  white space folded; a tax identification number without a digit raises
    date        ISO 8601 from any supported form (pipeline.normalise.dates)
    country     ISO 3166-1 alpha-3 from a name, demonym, alpha-2 or alpha-3 (pipeline.countries)
    currency    ISO 4217 from a code, symbol or name, also inside an amount ("USD 1,000")
    amount      a number (pipeline.normalise.numbers); annual_income x12 when the text is monthly
    integer     the first whole number ("21/DAYS AFTER" -> 21); loan terms in years -> months
    percent     a number ("4,125 %" -> 4.125)
    enum        the contract's spelling (pipeline.normalise.enums)
    boolean     yes/no, ticked boxes
    email       white space folded; not name@domain raises
    phone       white space folded; not digits and separators (seven digits at least) raises

A nullable field written as not stated ("-", "N/A", "none") is None; everything that
cannot be read raises ``NormalisationError`` with the reason.
"""
from __future__ import annotations

import re
from typing import Any

from pipeline.countries import country_alpha3, currency_code, short_currency_words
from pipeline.fields import FieldSpec
from pipeline.normalise.dates import DateError, expand_year, infer_date_order
from pipeline.normalise.dates import parse_date as _parse_date
from pipeline.normalise.enums import EnumError, normalise_boolean, normalise_enum
from pipeline.normalise.numbers import NumberError, parse_integer, parse_percent
from pipeline.normalise.numbers import parse_amount as _parse_amount

__all__ = [
    "CURRENCY_SYMBOLS",
    "NAME_PARTICLES",
    "NormalisationError",
    "expand_year",
    "find_currency",
    "fold_whitespace",
    "infer_date_order",
    "is_monthly",
    "is_not_stated",
    "join_hyphen_wraps",
    "normalise_country",
    "normalise_name",
    "normalise_value",
    "parse_amount",
    "parse_date",
    "strip_list_marker",
]


class NormalisationError(ValueError):
    """A raw value that cannot be turned into its field's type; the message says why."""


def fold_whitespace(text: str) -> str:
    """Runs of white space (line breaks included) -> one space, ends stripped."""
    return " ".join(text.split())


def parse_date(raw: str, *, date_order: str = "DMY") -> str:
    try:
        return _parse_date(raw, date_order=date_order)
    except DateError as exc:
        raise NormalisationError(str(exc)) from None


def parse_amount(raw: str) -> float:
    try:
        return _parse_amount(raw)
    except NumberError as exc:
        raise NormalisationError(str(exc)) from None


_LIST_MARKER = re.compile(
    r"^(?:[+\-*•·▪◦–—]+|\(?(?:\d{1,2}|[a-z]|[ivxlc]{1,5})[.)](?=\s)|\((?:\d{1,2}|[a-z]|[ivxlc]{1,5})\))\s*",
    re.I,
)


# A value that ends a sentence in prose ("This standby covers: ... 46 PCT PROTEIN.") is copied
# with the sentence's full stop. Every contract text value of the corpus that ends in "." ends
# in an abbreviation (1,108 of 10,548 checked: Ltd., S.p.A., Corp., N.V., Ltda. ...), so a final
# stop is dropped unless it ends one: dotted letters, a word of one or two letters, or a known
# abbreviation of company forms and addresses (Turkish "Ltd. Şti." among them, from another
# generator's documents).
_SENTENCE_STOP = re.compile(r"(?<=[^\s.])\.$")
_ABBREVIATED = re.compile(
    r"(?:^|[\s,(&/-])(?:(?:[^\W\d_]{1,3}\.)+[^\W\d_]{1,3}|[^\W\d_]{1,2}|"
    r"ltda?|inc|corp|cia|bhd|jal|pvt|pty|sdn|tbk|llc|lda|kft|zrt|ave|blvd|bldg|apt|dept|intl|mfg|"
    r"bros|assn|assoc|est|ent|ind|eng|hldgs|grp|svcs|jr|sr|esq|etc|approx|sti|şti)\.$", re.I)


# A span that starts at the field's label ("Vorname / Name: Emma Taylor", from a label the model
# never saw): up to four words without digits, glued to a colon, then the value. No contract
# text, name or identifier of the corpus starts like that (checked, as for the full stop).
_LEADING_LABEL = re.compile(r"^(?:[^\W\d_][^\W\d_.'’-]*\.?(?:\s*/\s*|\s+)?){0,3}[^\W\d_][^\W\d_.'’-]*\.?:\s+(?=\S)")


# A page's number printed where a value runs over a page break ("MADE OUT TO THE\nPage 1 of 2
# ORDER OF ..."): page furniture at the start of a line inside a value, never part of it (on the
# corpus's `train`, `dev` and `test` every model answer holding one was wrong).
_PAGE_MARK = re.compile(r"(?m)^[ \t]*Page[ \t]+\d+[ \t]*(?:of|/)[ \t]*\d+\b[ \t]*", re.I)


def drop_page_marks(text: str) -> str:
    """``TO THE\nPage 1 of 2   ORDER OF`` -> ``TO THE\nORDER OF``: a page number inside a value
    spanning a page break. A value's first line is left alone ("Page 2 of 3" alone is no value)."""
    head, sep, rest = text.partition("\n")
    return head + sep + _PAGE_MARK.sub("", rest) if sep else text


# A label joined to its value by a dot leader ("OCCUPATION ..... FREELANCE TRANSLATOR", a form's
# row printed as "label .... value", or the leader alone where the label is on the line above): up
# to five words without digits, then three dots or more (or an ellipsis). No contract value starts
# with a run of three dots.
_LEADER_LABEL = re.compile(r"^(?:[^\W\d_][^\W\d_.'’/()-]*\.?[ \t/]*){0,5}(?:\.{3,}|…+)[ \t.…]*(?=\S)")


# A street's house number behind a colon ("İstiklal Caddesi No: 65", "Hauptstr. Nr: 4"): an
# address's own words, not a label before it.
_HOUSE_NUMBER = re.compile(r"\b(?:no|nr|nro|n[º°o]|num)\.?:\s+$", re.I)


def drop_leading_label(text: str, *, address: bool = False) -> str:
    """``Vorname / Name: Emma Taylor`` / ``OCCUPATION ..... NURSE`` -> the value after the label;
    ``SEVILLA :44E:VALENCIA`` unchanged, and an ``address``'s ``Caddesi No: 65`` too."""
    m = _LEADING_LABEL.match(text) or _LEADER_LABEL.match(text)
    if m is None or (address and _HOUSE_NUMBER.search(text[:m.end()])):
        return text
    return text[m.end():]


# A word or reference broken after its hyphen at a line's end ("NON-\nNEGOTIABLE", "SC-8637-\n87"):
# the line break is no space.
_HYPHEN_WRAP = re.compile(r"(?<=[^\W_])-[ \t]*\n[ \t]*(?=[^\W_])")


def join_hyphen_wraps(text: str) -> str:
    """``NON-\nNEGOTIABLE`` -> ``NON-NEGOTIABLE``; ``Fitzroy -\nMelbourne`` (a dash) unchanged."""
    return _HYPHEN_WRAP.sub("-", text)


# An identifier that runs on into the next row ("449-990-010 Mobile: +727 60 2969 0517"): no
# contract identifier of the corpus has a word of three or more letters, a "Label:" or a section
# number ("1.") after its first token (checked, as for the full stop); "AB 12 34 56 C" has none.
_AFTER_IDENTIFIER = re.compile(r"[^\W\d_]{3,}:?|[^\W\d_]+:|\d{1,2}\.")


def cut_identifier(text: str) -> str:
    """``449-990-010 Mobile: +727 60`` -> ``449-990-010``; ``MY 80 15 62 B`` unchanged."""
    words = text.split()
    end = next((i for i, w in enumerate(words) if i and _AFTER_IDENTIFIER.fullmatch(w)), len(words))
    return " ".join(words[:end]).rstrip(" -–—,;:") or text


# A comma between digits is an amount's thousands separator ("2,520.00", "225,668"); no identifier
# scheme writes one (none of the corpus's identifiers does), so a model that copied
# one pointed at a sum of money: on `test`, 3 of the diffusion model's 22 values for absent fields
# were tax numbers read off income figures.
_AMOUNT_COMMA = re.compile(r"\d,\d")


# The end of a label's abbreviation in brackets, "(TIN) N591013981C" read from its ")".
_LEADING_ABBREVIATION = re.compile(r"^\(?[^\W\d_]{2,5}\)\s+(?=\S)")


def read_identifier(raw: str) -> str:
    """An identifier: white space folded, a leading label (also an abbreviation in brackets,
    "TIN) N591013981C") and a run-on into the next row cut (``cut_identifier``); an amount
    ("2,520.00") raises ``NormalisationError``."""
    text = cut_identifier(_LEADING_ABBREVIATION.sub("", drop_leading_label(fold_whitespace(raw)), count=1))
    if _AMOUNT_COMMA.search(text):
        raise NormalisationError(f"{text!r} reads as an amount (a comma between digits), not an identifier")
    return text


# Identifiers that are numbers: every tax identification number has a digit (a passport number
# may be letters only).
DIGIT_IDENTIFIER_PATHS = frozenset({"tax_identification_number"})
_EMAIL = re.compile(r"[^\s@]+@[^\s@]+\.[^\s@]+")
# Digits with the separators numbers are written with, and an extension ("ext. 12", "x12").
_PHONE = re.compile(r"[+\d\s().\-/]+(?:\s*(?:ext\.?|x)\s*\d+)?", re.I)
_PHONE_MIN_DIGITS = 7  # the shortest subscriber number with its area code
# One run of digits with two decimals ("712000.00"): an amount; no phone is written so (a loan's
# amount can be answered as the borrower's phone).
_DECIMAL_AMOUNT = re.compile(r"\d+[.,]\d{2}")


def read_email(raw: str) -> str:
    """An e-mail address, white space folded; a leading "Email:" is dropped, and where the text
    holds other words around one address (a label without its colon, "mail dahl.ola@gmail.com",
    "Courriel\nx@y.com", or brackets "<x@y.com>"), the address is the value; text with no
    address, or with two, raises ``NormalisationError`` (a label or a sentence copied into the
    slot: which address is the field's is the model's call, not a pattern's), or with words that
    say the box is empty ("keine / none anna@example.com")."""
    text = drop_leading_label(fold_whitespace(raw))
    if _EMAIL.fullmatch(text):
        return text
    words = [word.strip("<>()[],;:\"'") for word in text.split(" ")]
    found = [w for w in words if _EMAIL.fullmatch(w)]
    # "keine / none anna@example.com": the box says not stated, the address is the next row's
    if len(found) != 1 or any(_NOT_STATED.fullmatch(w) for w in words if w):
        raise NormalisationError(f"{text!r} is not an e-mail address (name@domain)")
    return found[0]


def read_phone(raw: str) -> str:
    """A phone number, white space folded; text that is not digits and separators with at least
    seven digits raises ``NormalisationError``; a leading "Tel.:" is dropped and a run-on into the
    next row cut ("357-735-4717 Loan Number : JU6284112", ``cut_identifier``)."""
    text = cut_identifier(drop_leading_label(fold_whitespace(raw)))
    if _DECIMAL_AMOUNT.fullmatch(text):
        raise NormalisationError(f"{text!r} is an amount, not a phone number")
    if not _PHONE.fullmatch(text) or sum(c.isdigit() for c in text) < _PHONE_MIN_DIGITS:
        raise NormalisationError(f"{text!r} is not a phone number (at least {_PHONE_MIN_DIGITS} digits "
                                 "with spaces, dots, dashes or brackets)")
    return text


def drop_sentence_stop(text: str) -> str:
    """``GRADE 2.`` / ``PROTEIN.`` -> without the full stop; ``Co., Ltd.`` / ``S.p.A.`` kept."""
    if _SENTENCE_STOP.search(text) and not _ABBREVIATED.search(text):
        return text[:-1].rstrip()
    return text


def strip_list_marker(text: str) -> str:
    """``+ COMMERCIAL INVOICE`` / ``1. INVOICE`` / ``(ii) INVOICE`` / ``- INVOICE`` -> ``INVOICE``."""
    return _LIST_MARKER.sub("", text, count=1).strip()


_SUFFIX = re.compile(r"(?:JR|SR|II|III|IV|ESQ|PHD|MD)\.?", re.I)


#: Lower-case words that names hold ("van der Berg", "Lotte de Vries", "al Hashimi"): a name's
#: other words are capitalised.
NAME_PARTICLES = frozenset("abu af al av ben bin binti bint da das de degli dei del della delle den der des di do dos du e "
                           "el het ibn la le née ten ter van vom von y zu zur".split())


def without_leading_words(text: str) -> str:
    """``of customer Seo-yeon Kim`` -> ``Seo-yeon Kim``: lower-case words before a name's first
    capitalised word are what is left of its label ("Name of customer"), unless they are particles
    ("van der Berg"); a text without a capitalised word is returned as it is."""
    words = text.split(" ")
    k = 0
    while k < len(words) and words[k].isalpha() and words[k].islower() and words[k] not in NAME_PARTICLES:
        k += 1
    return " ".join(words[k:]) if 0 < k < len(words) and words[k][:1].isupper() else text


def without_trailing_words(text: str) -> str:
    """``Azlan Ismail at our San Francisco office on`` -> ``Azlan Ismail``: a name copied with the
    sentence that goes on after it ends at its first lower-case word that is no particle, after
    two capitalised words; a name without two capitalised words first is returned as it is."""
    words = text.split(" ")
    capitalised = 0
    for k, word in enumerate(words):
        if word[:1].isupper():
            capitalised += 1
        elif word.isalpha() and word.islower() and word not in NAME_PARTICLES:
            return " ".join(words[:k]) if capitalised >= 2 else text
    return text


def normalise_name(raw: str) -> str:
    """A person's name with given names first: ``ERIKSSON, Anna Maria`` and MRZ
    ``ERIKSSON<<ANNA<MARIA`` -> given names, then surname; a separator or dash left at either end
    (``William Murphy,`` copied from a list of names, ``– Ayşe Demir`` from "Customer – Ayşe
    Demir"), lower-case words left of a label (``without_leading_words``) and the sentence going on
    after the name (``without_trailing_words``) are dropped."""
    text = without_trailing_words(without_leading_words(fold_whitespace(raw).strip(" ,;:–—-•·")))
    if "<" in text:
        surname, _, given = text.partition("<<")
        surname = surname.replace("<", " ").strip()
        given = " ".join(given.replace("<", " ").split())
        text = f"{given} {surname}".strip()
    elif text.count(",") == 1:
        surname, given = (part.strip() for part in text.split(","))
        if surname and given and not re.search(r"\d", text) and not _SUFFIX.fullmatch(given):
            text = f"{given} {surname}"
    stray = _NOT_IN_NAMES.search(text)
    if stray:
        raise NormalisationError(f"{raw!r} is not a person's name (it holds {stray.group()!r}); "
                                 "check the field in the document")
    company = next((w for w in text.split() if w.strip(",.").casefold() in _COMPANY_WORDS), None)
    if company:
        raise NormalisationError(f"{raw!r} is not a person's name ({company!r} names a company or a bank); "
                                 "check the field in the document")
    # a capitalised name holds no lower-case word but its particles ("Strictly confidential", a
    # memo's heading read as the borrower); a name written all in lower case is still a name
    common = next((w for w in text.split() if w.isalpha() and w.islower() and w not in NAME_PARTICLES), None)
    if common and any(w[:1].isupper() for w in text.split()):
        raise NormalisationError(f"{raw!r} is not a person's name ({common!r} is a common word, not a name); "
                                 "check the field in the document")
    return text


# No person's name holds these (8,617 names of the corpus checked): a "/" joins the labels of a
# bilingual form ("Geburtsdatum / Date of birth"), "@" is an e-mail address, "|" a table rule, "="
# a code's legend ("PEP FLAG: Y=YES N=NO", read as a name on another generator's system print).
_NOT_IN_NAMES = re.compile(r"[/@|=]")
# Words of a company's or a bank's name, in no person's name ("Hanseatische Privatbank AG", the
# letterhead read as the borrower by another generator's memo; none of the corpus's names).
_COMPANY_WORDS = frozenset("ag gmbh ltd limited inc llc plc bank banque banco bancorp corp corporation kg pty pvt "
                           "sdn bhd s.a s.p.a s.r.l b.v n.v s.a.s".split())


# Currency symbols, the longer before the shorter they contain ("US$" before "$").
CURRENCY_SYMBOLS: tuple[tuple[str, str], ...] = (
    ("US$", "USD"), ("USD$", "USD"), ("S$", "SGD"), ("SG$", "SGD"), ("HK$", "HKD"), ("A$", "AUD"),
    ("AU$", "AUD"), ("C$", "CAD"), ("CA$", "CAD"), ("NZ$", "NZD"), ("R$", "BRL"), ("MX$", "MXN"),
    ("€", "EUR"), ("E£", "EGP"), ("£", "GBP"), ("¥", "JPY"), ("₹", "INR"), ("₩", "KRW"), ("₺", "TRY"), ("₱", "PHP"),
    ("₦", "NGN"), ("฿", "THB"), ("₫", "VND"), ("₪", "ILS"), ("SFr.", "CHF"), ("RMB", "CNY"), ("元", "CNY"),
    ("₽", "RUB"), ("₴", "UAH"), ("₸", "KZT"), ("₾", "GEL"), ("֏", "AMD"), ("₼", "AZN"), ("GH₵", "GHS"),
    ("₵", "GHS"), ("$", "USD"),
)
_CODE = re.compile(r"(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])")


def find_currency(raw: str) -> str | None:
    """ISO 4217 code named in ``raw``: the whole text, a code, a symbol or a currency name."""
    text = fold_whitespace(raw)
    code = currency_code(text)
    if code:
        return code
    for m in _CODE.finditer(text):
        code = currency_code(m.group(1))
        if code:
            return code
    for symbol, code in CURRENCY_SYMBOLS:
        if symbol in text:
            return code
    # letters of any Latin script, and Cyrillic: "dólares estadounidenses", "złotych", "Kč", "руб."
    words = re.findall(r"[A-Za-z\u00c0-\u024f\u0400-\u04ff]+", text)
    for n in (3, 2, 1):
        for i in range(len(words) - n + 1):
            phrase = " ".join(words[i:i + n])
            if n == 1 and len(phrase) <= 3 and phrase.upper() not in short_currency_words():
                continue  # "in", "of"... but "Rs", "zł", "Kč" name a currency
            code = currency_code(phrase)
            if code:
                return code
    return None


def normalise_country(raw: str) -> str | None:
    """Alpha-3 of the country ``raw`` names: the whole text, else the longest name or
    demonym in it, else an upper-case alpha-3 or alpha-2 code in it."""
    text = fold_whitespace(raw)
    code = country_alpha3(text)
    if code:
        return code
    # Latin-1 and Latin Extended-A letters, and Cyrillic: "Włochy", "łotewski", "słowacka",
    # "Российская Федерация" stay whole words
    words = re.findall(r"[A-Za-zÀ-ÿĀ-žЀ-ӿ][A-Za-zÀ-ÿĀ-žЀ-ӿ.'\-]*", text)
    for n in (5, 4, 3, 2, 1):
        for i in range(len(words) - n + 1):
            phrase = " ".join(words[i:i + n]).strip(".")
            if len(phrase) > 3:
                code = country_alpha3(phrase)
                if code:
                    return code
    for length in (3, 2):
        for word in words:
            if len(word) == length and word.isupper():
                code = country_alpha3(word)
                if code:
                    return code
    return None


# "Per month" in English and in the languages of the bank's European documents (German
# "Monatseinkommen", "monatlich", "pro Monat"; French "mensuel", "par mois"; Spanish and
# Portuguese "mensual", "mensal", "al mes", "por mes"; Italian "mensile", "al mese"; Dutch
# "maandelijks", "per maand"; Swedish "månadslön", "per månad").
_MONTHLY = re.compile(
    r"\bmonthly\b|\bper\s+month\b|/\s*(?:month|mo|mth)\b|\bp\.?\s?m\.?(?=$|[\s,;)])|\ba\s+month\b|"
    r"\bevery\s+month\b|\bmonth(?:ly)?\s+(?:income|salary)\b|\bper\s+mensem\b|"
    r"\bmonat(?:s|lich)\w*|\bpro\s+monat\b|\bmensu(?:el|elle|al|ales)\b|\bpar\s+mois\b|\bmensal\b|"
    r"\bmensil[ei]\b|\bal\s+mese?\b|\bpor\s+m[eê]s\b|\bmaand(?:elijks|inkomen|loon|salaris)\b|\bper\s+maand\b|"
    r"\bm[åa]nad(?:s|lig)\w*|\bper\s+m[åa]nad\b",
    re.I,
)


def is_monthly(raw: str) -> bool:
    """Whether an income text says it is per month ("5,000 per month", "EUR 4.200 p.m.")."""
    return bool(_MONTHLY.search(raw))


def _years_to_months(raw: str, value: int) -> int:
    if re.search(r"\b(?:years?|yrs?)\b", raw, re.I) and not re.search(r"\bmonths?\b", raw, re.I):
        return value * 12
    return value


def _integer(spec: FieldSpec, raw: str) -> int:
    if spec.path.startswith("tolerance_"):
        # 39A "10/05", "+10% / -5%": plus, then minus; one figure is both
        figures = re.findall(r"(?<![\d.,])\d{1,3}(?![\d.,]\d)", raw)
        if len(figures) == 2:
            return int(figures[1] if spec.path == "tolerance_minus_percent" else figures[0])
    value = parse_integer(raw)
    if spec.path.endswith("_months"):
        value = _years_to_months(raw, value)
    return value


# What a form writes in a box left empty on purpose: a nullable field's null.
_NOT_STATED = re.compile(r"[-–—/]+|n/?a|none|nil|null|not (?:stated|applicable|provided|given)|keine?", re.I)


_BILINGUAL_SLASH = re.compile(r"\s+/\s+")  # "keine / none": a bilingual form's two answers


def is_not_stated(raw: str) -> bool:
    """"-", "N/A", "none" or a bilingual form's pair of them ("keine / none")."""
    text = raw.strip()
    parts = _BILINGUAL_SLASH.split(text)
    return bool(_NOT_STATED.fullmatch(text)) or (len(parts) > 1 and all(_NOT_STATED.fullmatch(p) for p in parts))


def normalise_value(spec: FieldSpec, raw: str, *, date_order: str = "DMY") -> Any:
    """The typed value of ``raw`` for the field ``spec``; raises NormalisationError."""
    if raw is None or not raw.strip():
        raise NormalisationError(f"{spec.path}: empty value")
    if spec.kind != "boolean":
        if is_not_stated(raw):  # "PEP: None" means no
            if spec.nullable:
                return None
            raise NormalisationError(f"{raw!r} says that {spec.path} is not stated, but it is required")
        if spec.nullable and is_not_stated(raw.strip().split("\n", 1)[0]):
            return None  # "N/A\nMonatliches": a box left empty, then the next row's label
    kind = spec.kind
    try:
        if kind == "text":
            # A separator copied after the value ("Harbour Cables Corp.," from "Corp., 12 Quay
            # Street") is not part of it; no contract text value ends with one. Nor with a
            # sentence's full stop.
            text = drop_leading_label(fold_whitespace(join_hyphen_wraps(drop_page_marks(raw))),
                                      address=spec.path.endswith("address")).rstrip(" ,;:")
            # A list item is the line behind its marker as printed, its own full stop included ("+
            # Packing list in 3 copies."): the contract drops only the marker.
            return strip_list_marker(text) if spec.list_name is not None else drop_sentence_stop(text)
        if kind == "name":
            return normalise_name(drop_leading_label(fold_whitespace(join_hyphen_wraps(raw))))
        if kind == "identifier":
            text = read_identifier(raw)
            if spec.path in DIGIT_IDENTIFIER_PATHS and not re.search(r"\d", text):
                raise NormalisationError(f"{text!r} holds no digit: a tax identification number always does")
            return text
        if kind == "email":
            return read_email(raw)
        if kind == "phone":
            return read_phone(raw)
        if kind == "date":
            return _parse_date(raw, date_order=date_order)
        if kind == "country":
            code = normalise_country(raw)
            if code is None:
                raise NormalisationError(f"{raw!r} names no known country")
            return code
        if kind == "currency":
            code = find_currency(raw)
            if code is None:
                raise NormalisationError(f"{raw!r} names no ISO 4217 currency")
            return code
        if kind == "amount":
            value = _parse_amount(raw)
            if spec.path == "annual_income" and is_monthly(raw):
                value = round(value * 12, 6)
            return value
        if kind == "integer":
            return _integer(spec, raw)
        if kind == "percent":
            return parse_percent(raw)
        if kind == "enum":
            assert spec.enum, f"{spec.path} is an enum field without allowed values"
            return normalise_enum(spec.path, spec.enum, raw)
        if kind == "boolean":
            return normalise_boolean(raw)
    except (DateError, NumberError, EnumError) as exc:
        raise NormalisationError(str(exc)) from None
    raise NormalisationError(f"{spec.path}: unknown kind {kind!r}")
