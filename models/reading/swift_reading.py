"""A letter of credit's parties read from its SWIFT MT700 message when the document holds one.

An advice of credit prints the beneficiary twice: in the adviser's letter ("Sveavägen 14\\n111 92
Stockholm\\nSweden") and in the MT700 it forwards, field 59 ("SVEAVAGEN 14\\n111 92 STOCKHOLM\\nSWEDEN").
The message is the credit; the letter is a courtesy, and the two differ in accents, in "&" /
"AND" and in whether a country line is written. The models often answer with the letter's
mention (the shipped diffusion model on `dev`: every wrong beneficiary address of the advice
families was the letter's). Where the message's field names the same party as the
model's answer, the field's text is the answer (``swift_parties``).

MT700 fields, as raw ":59:" blocks or as an advice's "59 Beneficiary" table rows: 50 Applicant,
59 Beneficiary; the first line of the block is an account ("/KR154702007511842283") when it
starts with "/", then the name, then the address, up to the next field tag.

**The goods: the whole of field 45A.** A message's description of goods runs over several lines up
to the next field's tag ("45A: Description of Goods and/or Services\n362 MT OF ARABICA GREEN COFFEE
BEANS, ... IN\n60 KG JUTE BAGS AT GBP 3,562.42 PER MT, ...\n46A: Documents Required"); both models
often end it at a line's end before the block does (as on the first independent generator's
MT700 advices). Where the answer starts inside
field 45A, it runs to the field's end (``swift_goods``).
"""
from __future__ import annotations

import re
import unicodedata
from typing import Any, Mapping, Sequence

from models.reading.list_reading import char_range_tokens

__all__ = ["AR_SWIFT_PARTY_CONFIDENCE", "GOODS_BLOCK_CONFIDENCE", "PARTY_FIELDS", "SWIFT_PARTY_CONFIDENCE",
           "parse_party", "swift_goods", "swift_parties"]

#: Confidence of a party value this rule re-read: its precision with the rule of succession on the
#: shipped diffusion model's `train` (400 letters of credit: 148 of 148 re-read values right) and
#: `dev` (56 of 56) documents: 205 / 206.
SWIFT_PARTY_CONFIDENCE = 0.995
#: The same for the AR model (`train` 143 of 143, `dev` 53 of 53): 197 / 198.
AR_SWIFT_PARTY_CONFIDENCE = 0.995
#: MT700 field tag per party of a letter of credit.
PARTY_FIELDS = {"applicant": "50", "beneficiary": "59"}
_RAW_TAG = re.compile(r"(?m)^:(?P<tag>\d{2}[A-Z]?):")
_TABLE_TAG = re.compile(r"(?m)^(?P<tag>\d{2}[A-Z]?)\s+(?:Applicant|Beneficiary)\b[ \t]*")
_NEXT_TABLE_TAG = re.compile(r"(?m)^\d{2}[A-Z]?\s+[A-Z][a-z]")


def _block(text: str, tag: str) -> tuple[int, int] | None:
    """Char range of field ``tag``'s content in an MT700 (raw or as a table), else None."""
    for m in _RAW_TAG.finditer(text):
        if m.group("tag") == tag:
            nxt = _RAW_TAG.search(text, m.end())
            return m.end(), (nxt.start() if nxt else len(text))
    for m in _TABLE_TAG.finditer(text):
        if m.group("tag") == tag:
            nxt = _NEXT_TABLE_TAG.search(text, m.end())
            return m.end(), (nxt.start() if nxt else len(text))
    return None


def parse_party(text: str, tag: str) -> tuple[tuple[int, int], tuple[int, int] | None] | None:
    """(name, address) char ranges of field ``tag`` in ``text`` (address None when the field has
    one line), else None."""
    block = _block(text, tag)
    if block is None:
        return None
    lines = []
    offset = block[0]
    for line in text[block[0]:block[1]].split("\n"):
        if line.strip():
            lines.append((offset + len(line) - len(line.lstrip()), offset + len(line.rstrip())))
        offset += len(line) + 1
    if lines and text[lines[0][0]] == "/":
        lines = lines[1:]  # the account
    if not lines:
        return None
    name = lines[0]
    address = (lines[1][0], lines[-1][1]) if len(lines) > 1 else None
    return name, address


#: Confidence of a description of goods read to its field's end (``swift_goods``). On the corpus
#: both models read field 45A whole, so the rule changes no answer on `train`, `dev` or `test`
#: and has no measured precision: below the accept thresholds, a record it changed
#: is reviewed.
GOODS_BLOCK_CONFIDENCE = 0.8
# A line that starts an MT700 field: ":45A:", "45A: Description ...", "46A Documents Required ...",
# indented or not, or such a tag after a wide gap inside a line (a page's last line and the next
# page's first, run together by the PDF's text layer).
_TAG_LINE = re.compile(r"(?m)(?:^|(?<=[ \t]{3}))[ \t]*(?::(?P<raw>\d{2}[A-Z]?):|(?P<table>\d{2}[A-Z]?):?[ \t]+[A-Z][a-z])")
# A page's running footer line, which may run into the next page's first tag ("Northern Bank of
# Singapore Limited | Confidential | Page 1 of 346A Documents Required": "2" then "46A", where
# ``list_reading._PAGE_LINE`` wants the number to end a word).
_FOOTER = re.compile(r"\n[^\n]*\bpage\s+\d+\s*(?:of|/)\s*\d", re.I)
#: The MT700 field of a credit's goods.
GOODS_TAG = "45A"


def swift_goods(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[int, int]]:
    """``goods_description`` -> its span to the end of field 45A, where the document writes three
    field tags or more, the answer starts inside field 45A (the nearest tag line above it is 45A's)
    and ends before the line above the next tag (or a page's footer line). Another field's answer
    inside the block (an amount read from the goods' unit price) does not stop it: the message
    gives that field its own tag.

    Convention: SWIFT MT700 field tags (45A description of goods, ended by the next tag).
    """
    path = "goods_description"
    if document_type != "letter_of_credit" or not texts.get(path) or path not in spans:
        return {}
    text = tok.decode(list(doc_ids))
    tags = list(_TAG_LINE.finditer(text))
    if len(tags) < 3:
        return {}
    first, last = spans[path]
    start = len(tok.decode(list(doc_ids[:first])))
    end = len(tok.decode(list(doc_ids[:last + 1])))
    above = [m for m in tags if m.start() <= start]
    if not above or (above[-1].group("raw") or above[-1].group("table")) != GOODS_TAG:
        return {}
    below = [m for m in tags if m.start() > start]
    block_end = below[0].start() if below else len(text)
    footer = _FOOTER.search(text, start, block_end)  # the page's furniture ends what one page says
    if footer and footer.start() < end:
        return {}  # the answer already runs over a page's footer: where its field ends is not known
    if footer:
        block_end = footer.start()
    block_end = start + len(text[start:block_end].rstrip())
    if block_end <= end:
        return {}
    new = char_range_tokens(tok, doc_ids, start, block_end)
    return {path: new} if new != spans[path] else {}


def _fold(text: str) -> str:
    """For comparing mentions: no accents, no case, "&" as "and", punctuation and spacing dropped."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).casefold().replace("&", " and ")
    return " ".join(re.sub(r"[^\w\s]", " ", text).split())


def swift_parties(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                  tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[int, int]]:
    """Party slots -> the (first, last) document tokens of the MT700 field that names the same
    party as the model's answer: a name whose folded text is the field's name; an address whose
    first line, folded, is the field's address's first line.

    Convention: SWIFT MT700 field tags (50 applicant, 59 beneficiary: name and address lines).
    """
    if document_type != "letter_of_credit":
        return {}
    text = tok.decode(list(doc_ids))
    out: dict[str, tuple[int, int]] = {}
    for party, tag in PARTY_FIELDS.items():
        parsed = parse_party(text, tag)
        if parsed is None:
            continue
        name, address = parsed
        for leaf, field_range in (("name", name), ("address", address)):
            path = f"{party}.{leaf}"
            answer = texts.get(path)
            if field_range is None or not answer or path not in spans:
                continue
            field_text = text[field_range[0]:field_range[1]]
            same = (_fold(answer) == _fold(field_text) if leaf == "name"
                    else _fold(answer.split("\n", 1)[0]) == _fold(field_text.split("\n", 1)[0]))
            if not same or " ".join(answer.split()) == " ".join(field_text.split()):
                continue  # another party's, or already the message's text
            new = char_range_tokens(tok, doc_ids, *field_range)
            if new != spans[path]:
                out[path] = new
    return out
