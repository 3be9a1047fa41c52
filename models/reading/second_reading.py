"""Answers no value of their field can be: which slots the AR model should read a second time.

Under a label it never saw, the AR model sometimes points a slot at a neighbouring row: the
occupation answered "No" (the PEP row's answer below "Current position: Software Engineer"), "ES"
or "Türkiye" (a country), "TIN: 944-88-9468", "Monatseinkommen" (the next row's label); a
nationality answered "Graz", an issuing country "JULIEN MERCIER" (corpus v15 seed 2 `test`: 12
of 100 KYC forms). Its second choice of where the value starts is usually right: with the
first answer's start pointer banned, a greedy decode of the same slot read 6 of 8 such
occupations right (docs/MODELS.md).

A slot of ``CHECKS`` is read a second time (``BatchDecoder``'s second reading) where its final
answer, after every reading rule, is one no value of its field can be:

- ``occupation``: a yes/no word, a country's name or code by itself, a text holding a digit, or a
  label (its words go on, on their line, with ":" or with another slot's answer: a table's row
  "Monatseinkommen BRL 13.500,00");
- ``employer``: a yes/no word, a country by itself, or a label (a company's name may hold digits: "3M");
- ``country``: words that name no country, or a label followed by ":";
- ``date``: text in which no date is written ("330-683-0286"), or a label followed by ":".

Also read a second time:

- ``OWN_ROW_SLOTS``: a KYC issuing country or a loan's monthly income whose span is another
  slot's answer's too ("Domicile country NL" read as the issuing country under a label the model
  never saw), unless it stands under a label naming its own field ("ISSUING COUNTRY", "... per
  month"), whichever slot read it as well;
- ``name``: a KYC full name with a pointed piece that starts or ends inside a word ("Staats" of
  "Staatsangehörigkeit", ``cuts_a_word``);
- ``reference``: no digit, or more than two words without one ("PACKING LIST IN 4 COPIES";
  "DC 6316 695671" is one); ``amount`` (a loan's monthly income) and ``address`` (a property's):
  no digit ("Mathieu Durand");
- ``country``: also a text holding a digit ("PF3=EXIT", in which "PF" names French Polynesia).

A name of one word is not read again ("EL-SAYED" is often completed after the decoder, the
surname and given names printed apart, a passport's MRZ), and neither is a borrower's name: reading
it again would move the co-borrowers read against it (as on the first and third independent
generators).

An empty answer is never read again (the model said the document states none), nor is any slot
of another field: a wrong but possible answer (a real country on a row no other slot read,
another real occupation) is the model's reading, not a pattern's to overrule.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from models.reading.company_reading import ends_with_legal_form
from models.reading.line_reading import starts_its_line, starts_next_line
from models.reading.slot_text import label_of, stated_per_month
from pipeline.countries import country_alpha3
from pipeline.normalise import normalise_country
from pipeline.normalise.dates import DateError, parse_date
from pipeline.normalise.enums import EnumError, normalise_boolean

__all__ = ["CHECKS", "MAX_RATE_PERCENT", "MAX_READINGS", "MAX_REFERENCE_CHARS", "OTHER_FIELD_LABELS", "OWN_ROW_SLOTS", "ROW_LABEL_CHECKS", "cuts_a_word", "implausible_slots",
           "is_implausible", "is_label", "slot_is_implausible"]

#: Per document type, the slots read again and the check each gets.
CHECKS: dict[str, dict[str, str]] = {
    "kyc_individual": {"full_name": "name", "date_of_birth": "date", "nationality": "country",
                       "id_issuing_country": "country",
                       "id_expiry_date": "date", "country_of_residence": "country", "occupation": "occupation",
                       "employer_name": "employer", "annual_income": "amount", "is_pep": "boolean"},
    "loan_application": {"application_number": "reference", "borrower.date_of_birth": "date",
                         "employer_name": "employer", "monthly_income": "amount", "property_address": "address",
                         "interest_rate_percent": "rate"},
    "letter_of_credit": {"lc_number": "reference"},
}
#: Checks whose answer is also a label where the next words on its line are another slot's answer
#: ("Monatseinkommen BRL 13.500,00" in a table of label / value rows). Not names, dates or
#: countries: a table of people prints a name and its date of birth side by side.
ROW_LABEL_CHECKS = frozenset({"occupation", "employer"})
#: Slots whose value has a row of its own on every form: an answer copied from another slot's
#: answer (the country of residence's row, the address's last line) is that slot's value, not this one's.
#: An answer under a label that names its own field is its field's, whichever other slot read it
#: too (the third generator's "ISSUING COUNTRY\nGermany" read by the country of residence as well).
OWN_ROW_SLOTS: dict[str, frozenset[str]] = {"kyc_individual": frozenset({"id_issuing_country"}),
                                            "loan_application": frozenset({"monthly_income"})}
#: Labels under which a slot's answer is another field's value, by document type and slot: a loan's
#: property read from the applicant's own address ("Current address" above "Drottninggatan 138",
#: where the property stands under a label the model never saw, "Objektadresse").
OTHER_FIELD_LABELS: dict[str, dict[str, re.Pattern[str]]] = {
    "loan_application": {
        "property_address": re.compile(r"\b(?:current|residential|home|present|mailing|postal|private)\s+address\b", re.I),
        # a monthly income read from the loan's, a fee's, a value's or a year's row ("a loan of USD
        # 1,138,000", "Our broker fee of 82600.00 INR", "Annualised income 231600.00 EURO")
        "monthly_income": re.compile(r"\b(?:loan|fee|value|price|annual|annuali[sz]ed|yearly|per\s+(?:year|annum))\b",
                                     re.I)},
}
#: How many more readings a slot gets (each bans the start of every answer read before it).
MAX_READINGS = 2

#: The longest word of a reference: a credit's number (SWIFT field 20) holds at most 16 characters;
#: a longer run is a message header's ("O7000826240120DLBPAEADAXXX60792627492401200826N").
MAX_REFERENCE_CHARS = 24
#: The highest interest rate, in per cent a year, a loan application states; a higher number is
#: another row's (the term's "360", months). Usury caps and the corpus's rates are far below it.
MAX_RATE_PERCENT = 30.0

# Words of an authority's or an institution's name, never of a person's: a passport's "Authority"
# row ("MINISTRY OF FOREIGN AFFAIRS", "HOME OFFICE") read as the holder's name.
_INSTITUTION = re.compile(r"\b(?:ministry|affairs|office|department|authority|embassy|consulate|government|"
                          r"republic|bureau|directorate|police)\b", re.I)
_YES_NO = frozenset("yes no y n ja nein oui non si sí nee true false".split())
_AFTER_TOKENS = 4  # tokens read after the answer: whether a label's ":" follows it
_LABEL_TOKENS = 64  # tokens read before an answer for its label, on its line or the one above
_PER_MONTH_TOKENS = 16  # tokens read after an amount for a "per month" that follows it


def is_label(tok: Any, doc_ids: Sequence[int], span: tuple[int, int] | None,
             others: Sequence[tuple[int, int]] = ()) -> bool:
    """Whether the answer's words go on, on their line, with ":", or (``others``: other slots'
    answers' spans) with another slot's answer or its words printed again: the answer is that
    row's label; or the answer is a whole line and another slot's answer starts the next one: the
    label printed above that answer (``_label_above``)."""
    if span is None:
        return False
    after = tok.decode(list(doc_ids[span[1] + 1:span[1] + 1 + _AFTER_TOKENS])).split("\n", 1)[0]
    if after.lstrip(" \t").startswith(":"):
        return True
    k = span[1] + 1
    while k < len(doc_ids) and not tok.decode([doc_ids[k]]).strip(" \t"):
        k += 1  # white space between the label and its row's value
    if k >= len(doc_ids) or tok.decode([doc_ids[k]]).lstrip(" \t").startswith("\n"):
        return _label_above(tok, doc_ids, span, others)  # the line ends after the answer
    # the very tokens of another slot's answer, or the same words printed again: a table that prints
    # each value twice ("Monatseinkommen BRL 13.500,00 BRL 13.500,00", on file / current). A yes or
    # no is printed again by chance (a "Verified" column's "Yes" after "Project Manager").
    return any(first == k or (first <= last and list(doc_ids[k:k + last - first + 1]) == list(doc_ids[first:last + 1])
                              and tok.decode(list(doc_ids[first:last + 1])).strip().casefold() not in _YES_NO)
               for first, last in others)


def _label_above(tok: Any, doc_ids: Sequence[int], span: tuple[int, int], others: Sequence[tuple[int, int]]) -> bool:
    """Whether the answer at ``span``, a whole line, is the label printed above another slot's
    answer: that answer starts the next line ("Arbeitgeber" above the employer's name). A company's
    name ("Nordic Furniture Exports LLC") is no label, whatever was read below it."""
    if not starts_its_line(tok, doc_ids, span[0]) or ends_with_legal_form(tok.decode(list(doc_ids[span[0]:span[1] + 1]))):
        return False
    return any(starts_next_line(tok, doc_ids, span[1], first) for first, _ in others)


def is_implausible(check: str, text: str, *, label: bool = False) -> bool:
    """Whether ``text`` can be no value of a field checked as ``check`` (module docstring);
    ``label``: the answer's words go on with ":" in the document."""
    value = " ".join(text.split())
    if not value:
        return False
    if label:
        return True
    if check == "country":  # no country's name holds a digit ("PF3=EXIT" holds "PF", French Polynesia)
        # "No" is a yes/no answer, not Norway: a country's code is written in capitals ("NO")
        return bool(re.search(r"\d", value)) or normalise_country(value) is None or (
            value.casefold() in _YES_NO and not value.isupper())
    if check == "date":
        return not _has_date(value)
    if check == "name":
        return False  # a name is read again only where it cuts a word (``cuts_a_word``)
    if check == "amount":  # an amount has digits, on one line ("17. Monthly salary\n25100" holds a label's line)
        return not re.search(r"\d", text) or "\n" in text.strip()
    if check == "address":
        return not re.search(r"\d", value)  # every address of a form has a number or a postcode
    if check == "boolean":  # a yes or no, a ticked box or a sentence that says one ("NIF", "Airline Pilot" say none)
        try:
            normalise_boolean(text)
            return False
        except EnumError:
            return True
    if check == "reference":  # "DC 6316 695671" is one (the second generator's); "PACKING LIST IN 4 COPIES" is none
        return (not re.search(r"\d", value) or sum(not re.search(r"\d", w) for w in value.split()) > 2
                or any(len(w) > MAX_REFERENCE_CHARS for w in value.split()))
    if check == "rate":  # "360" (the loan's term in months) is no rate a year
        number = re.search(r"\d+(?:[.,]\d+)?", value)
        return number is None or float(number.group().replace(",", ".")) > MAX_RATE_PERCENT
    yes_no = value.strip(".:,;").casefold() in _YES_NO
    country = country_alpha3(value) is not None  # the answer is a country by itself ("Singapore Consulting" is not)
    if check == "employer":
        return yes_no or country
    if check == "occupation":
        return yes_no or country or bool(re.search(r"\d", value))
    raise ValueError(f"unknown check {check!r}")


def _has_date(text: str) -> bool:
    for order in ("DMY", "MDY"):
        try:
            parse_date(text, date_order=order)
            return True
        except DateError:
            continue
    return False


def _label_before(tok: Any, doc_ids: Sequence[int], span: tuple[int, int]) -> str:
    """The label the answer at ``span`` stands beside or under (``models.reading.slot_text.label_of``)."""
    return label_of(tok.decode(list(doc_ids[max(0, span[0] - _LABEL_TOKENS):span[0]])))


def _under_own_label(tok: Any, doc_ids: Sequence[int], path: str, span: tuple[int, int]) -> bool:
    """Whether the answer at ``span`` stands under a label naming ``path``'s own field: an issuing
    country's ("ISSUING COUNTRY", "Issuing state"), a monthly amount's ("Gross monthly income",
    "... per month")."""
    if path == "monthly_income":
        before = tok.decode(list(doc_ids[max(0, span[0] - _LABEL_TOKENS):span[0]]))
        return stated_per_month(before, tok.decode(list(doc_ids[span[1] + 1:span[1] + 1 + _PER_MONTH_TOKENS])))
    return bool(re.search(r"issu", _label_before(tok, doc_ids, span), re.I))


_LETTER = re.compile(r"[^\W\d_]")


def cuts_a_word(tok: Any, doc_ids: Sequence[int], items: Sequence[tuple[int, int]]) -> bool:
    """Whether a pointed item starts or ends inside a word of the document ("Staats" of
    "Staatsangehörigkeit", "Geburts" of "Geburtsdatum"); a word holding "<" (a passport's MRZ,
    "P<AUTGRUBER<<ANDREAS") is no word."""
    for first, last in items:
        text = tok.decode(list(doc_ids[first:last + 1]))
        before = tok.decode([doc_ids[first - 1]]) if first > 0 else ""
        after = tok.decode([doc_ids[last + 1]]) if last + 1 < len(doc_ids) else ""
        if "<" in before + text + after:
            continue
        if (before and text and _LETTER.match(before[-1]) and _LETTER.match(text[0])) or \
                (after and text and _LETTER.match(text[-1]) and _LETTER.match(after[0])):
            return True
    return False


def slot_is_implausible(document_type: str, path: str, text: str | None, span: tuple[int, int] | None,
                        spans: Mapping[str, tuple[int, int]], tok: Any, doc_ids: Sequence[int],
                        items: Sequence[tuple[int, int]] = (), *, own_row: bool = True) -> bool:
    """Whether slot ``path``'s answer ``text`` (pointing at ``span``) is one no value of its field
    can be; ``spans``: every slot's answer's span, for a row label before another slot's answer
    (``ROW_LABEL_CHECKS``) and an answer copied from another slot's row (``OWN_ROW_SLOTS``, unless
    ``own_row`` is False); ``items``: the answer's pointed pieces, for a name (``cuts_a_word``).
    A slot outside ``CHECKS``, or an empty answer: False."""
    check = CHECKS.get(document_type, {}).get(path)
    if check is None or not text or not text.strip():
        return False
    if check == "name":
        return cuts_a_word(tok, doc_ids, items) or bool(_INSTITUTION.search(text))
    other_label = OTHER_FIELD_LABELS.get(document_type, {}).get(path)
    if other_label is not None and span is not None and other_label.search(_label_before(tok, doc_ids, span)):
        return True
    if own_row and span is not None and path in OWN_ROW_SLOTS.get(document_type, ()) and \
            any(s[0] <= span[1] and span[0] <= s[1] for q, s in spans.items() if q != path) and \
            not _under_own_label(tok, doc_ids, path, span):
        return True
    others = [s for q, s in spans.items() if q != path] if check in ROW_LABEL_CHECKS else []
    return is_implausible(check, text, label=is_label(tok, doc_ids, span, others))


def implausible_slots(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                      tok: Any, doc_ids: Sequence[int],
                      items: Mapping[str, Sequence[tuple[int, int]]] | None = None) -> list[str]:
    """The slots of ``CHECKS`` whose answer (``texts``, after the reading rules) no value of their
    field can be; ``spans``: the (first, last) document tokens each answer points at."""
    return [path for path in CHECKS.get(document_type, {})
            if slot_is_implausible(document_type, path, texts.get(path), spans.get(path), spans, tok, doc_ids,
                                   (items or {}).get(path, ()))]
