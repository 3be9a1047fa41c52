"""What several reading rules share: the slots, words and marks they read by, and how a value's label is read.

Where two rules read lists of the same kind differently (a long list of legal forms to read a name
on to, a short pattern to cut a name off its address), both lists are kept, each named for its use:
one list for both would change what one of the rules reads.

A value's label (``span_label``) is the text before it on its line, or the line above; each rule
says what counts as no label, what is dropped and how many words are kept
(``paired_terms.label_before``, ``slot_text.label_of``). ``models.template`` and
``pipeline.grounding`` read labels the same way with their own code: importing this module there
would make an import cycle (``models.reading`` imports ``models.template``) or break the layers.
"""
from __future__ import annotations

import re
from typing import Callable

__all__ = ["ADDRESS_PATHS", "ENGLISH_GIVEN_NAME_LABEL", "ENGLISH_SURNAME_LABEL", "GIVEN_NAME_WORDS", "LEGAL_FORMS",
           "LEGAL_FORM_PATTERN", "LIST_MARKERS", "MARKER_LISTS", "NAME_LABEL_WORDS", "PERSON_ROW_LABEL_WORDS",
           "SURNAME_WORDS", "THREE_LETTER_WORD", "WORD_LEGAL_FORMS", "span_label"]

# Slots

#: Postal addresses of a customer, a property or a credit's party, in the order the rules visit them.
ADDRESS_PATHS = ("residential_address", "property_address", "applicant.address", "beneficiary.address")
#: Lists that a document writes one item per line behind a marker ("+", "-", "1.", "(ii)", "a)"):
#: prefixes of their items' template paths.
MARKER_LISTS = ("documents_required[",)

# Marks

#: The signs that open a list's item ("+ Invoice", "• Packing list", "– Bill of lading").
LIST_MARKERS = "+-*•·▪◦–—"

# Words

#: A word of three letters or more: "C.V." and "S$" hold none.
THREE_LETTER_WORD = re.compile(r"[^\W\d_]{3,}")

#: A company's legal forms as written in the countries a bank's customers trade in, each in its usual
#: spellings (the rules read each in capitals too): what a company's name is read on to and what
#: marks a name as a company's (``company_reading``).
LEGAL_FORMS = (
    "GmbH & Co. KG", "Co., Ltd.", "Co., Ltd", "Co. Ltd.", "Co. Ltd", "Pte. Ltd.", "Pte Ltd", "Pvt. Ltd.", "Pvt Ltd",
    "(Pty) Ltd", "(Pty) Ltd.", "Pty. Ltd.", "Pty Ltd", "Sdn. Bhd.", "Sdn Bhd", "Ltd. Şti.", "Ltd. Sti.",
    "Sp. z o.o.", "sp. z o.o.", "S.A. de C.V.", "S.à r.l.", "S.a.r.l.", "AB (publ)", "FZ-LLC",
    "Limited", "Ltd.", "Ltd", "PLC", "plc", "LLC", "L.L.C.", "LLP", "L.P.", "Inc.", "Inc", "Incorporated",
    "Corp.", "Corporation", "GmbH", "gGmbH", "AG", "KGaA", "KG", "S.A.S.", "SAS", "SARL", "S.A.", "S.r.l.", "Srl",
    "S.p.A.", "SpA", "S.L.U.", "S.L.", "B.V.", "BV", "N.V.", "NV", "A/S", "ApS", "ASA", "Oyj", "Oy", "DAC",
    "K.K.", "Ltda.", "Ltda", "Lda.", "Lda", "S/A", "A.Ş.", "A.S.", "s.r.o.", "a.s.", "Kft.", "Zrt.", "d.o.o.",
    "OÜ", "UAB", "SIA", "JSC", "PJSC", "Tbk", "FZE", "FZCO", "W.L.L.", "WLL", "Bhd", "Berhad", "SA", "AB",
)
#: Legal forms that are also English words or abbreviations ("AS", "SE"): a form only at a line's
#: end or before punctuation, and no sign of a company's name.
WORD_LEGAL_FORMS = ("AS", "SE")
#: A legal form as a regular expression (matched case-insensitively, closing point optional): the
#: forms by which a rendered organisation's name ends and is told from the address after it
#: (``slot_text``). Not the forms of ``LEGAL_FORMS`` (module docstring).
LEGAL_FORM_PATTERN = (r"(?:\b(?:Ltd|Limited|LLC|Inc|Corp|Corporation|GmbH|AG|KG|SA|S\.A|S\.L|SAS|B\.V|N\.V|AB|A\.S|"
                      r"A/S|Co|K\.K|S\.p\.A|S\.r\.l|SRL|FZCO|FZE|PLC|Oy|ASA|C\.V|LLP|Pte|Pty)\.?)")

#: Label words that no person's name holds, compared without case ("Born Familienstand" is a label
#: read with the name).
NAME_LABEL_WORDS = frozenset({"birth", "born", "date", "dob", "name", "names"})
#: The same and "of", for a row of a list of people: "DATE OF BIRTH 01/10/1949" is a row's label,
#: not a person (``people_reading``; a whole answer may hold "of" in a name).
PERSON_ROW_LABEL_WORDS = NAME_LABEL_WORDS | {"of"}

#: Label words for a surname, in the languages of a European bank's forms (regular expression).
SURNAME_WORDS = (r"surnames?|last\s+names?|family\s+names?|nachname|familienname|zuname|nom\s+de\s+famille|"
                 r"nom\s+d'usage|apellidos?|cognome|apelidos?|sobrenome|achternaam|efternamn|nazwisko")
#: Label words for given names, in the same languages (regular expression).
GIVEN_NAME_WORDS = (r"given\s+name\(s\)|first\s+name\(s\)|forename\(s\)|given\s+names?|first\s+names?|forenames?|"
                    r"christian\s+names?|vorname(?:n|\(n\))?|pr[ée]noms?|nombres?|voornamen|voornaam|f[öo]rnamn|"
                    r"imi[eę]|imiona")
#: A surname's label in English only: the half of a bilingual label that says which row is which.
ENGLISH_SURNAME_LABEL = re.compile(r"\b(?:surname|last\s+name|family\s+name)\b", re.I)
#: Given names' label in English only.
ENGLISH_GIVEN_NAME_LABEL = re.compile(r"\b(?:given\s+names?|first\s+names?|forenames?|first\s+name\(s\)|"
                                      r"given\s+name\(s\))", re.I)


# Labels


def _blank(text: str) -> bool:
    return not text.strip()


def span_label(text: str, start: int, *, no_label: Callable[[str], object] = _blank,
               drop: re.Pattern[str] | None = None, above_end: str = "", last_words: int | None = None) -> str:
    """The label of the value at ``text[start:]``: the text before it on its line, or the whole
    line above where that text holds no label (``no_label``; default: nothing but white space) and
    there is a line above.

    ``drop``: a pattern removed from the text before the value first (a currency code between an
    amount and its label); ``above_end``: appended to the line above when it is the label (a
    separator, so that a word ending that line does not run into what a caller joins after it);
    ``last_words``: keep that many words at most, the label's last, joined by single spaces.
    """
    line_start = text.rfind("\n", 0, start) + 1
    label = text[line_start:start]
    if drop is not None:
        label = drop.sub("", label)
    if no_label(label) and line_start > 0:
        label = text[text.rfind("\n", 0, line_start - 1) + 1:line_start - 1] + above_end
    if last_words is not None:
        label = " ".join(label.split()[-last_words:])
    return label
