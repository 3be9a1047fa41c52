"""A person's name printed as a surname row and a given-names row, under labels in several languages.

``people_reading.name_printed_apart`` composes a name from two neighbouring "Label: value" rows
whose labels say in English which is the surname. Forms print the two parts in more ways than
that: a passport page puts each value on the line under its bilingual label ("Surname / Nom" then
"LEFÈVRE"), a questionnaire numbers its questions and answers on the next line ("6. Apellidos" then
"Answer: Pérez García"), a client-profile table writes a verification column after the value
("Family name JOHNSON Yes"), and the two rows need not be neighbours. Where the model read only one
part, ``labelled_name_parts`` finds the row holding that part, the nearest row of the other part,
and composes the name (given names, then surname).

The label words are the usual ones of the languages a European bank's forms use (English,
German, French, Spanish, Italian, Portuguese, Dutch, Swedish, Polish); a bare "Name" / "Nom" /
"Nome", which may mean the whole name, is not one of them.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from models.reading.list_reading import char_end_token, char_range_tokens, line_starts
from models.reading.people_reading import NAME_SLOTS, _name_part
from models.reading.vocabulary import GIVEN_NAME_WORDS, SURNAME_WORDS

__all__ = ["AR_PARTS_CONFIDENCE", "PARTS_CONFIDENCE", "labelled_name_parts"]

#: Confidence of a name composed here: the rule's precision with the rule of succession on the
#: shipped diffusion model's `train` (600 documents, 200 KYC forms: 2 of 2 composed names right)
#: and `dev` (1 of 1): 4 / 5. Below the accept thresholds: such a record is reviewed.
PARTS_CONFIDENCE = 0.8
#: The same for the AR model (`train` 6 of 6, `dev` 1 of 1): 8 / 9.
AR_PARTS_CONFIDENCE = 0.889

_KIND = {"surname": re.compile(rf"\b(?:{SURNAME_WORDS})\b", re.I),
         "given": re.compile(rf"\b(?:{GIVEN_NAME_WORDS})(?![\w])", re.I)}
# A row's head: an optional question number or bullet, then the label words.
_HEAD = re.compile(r"^\s*(?:\d{1,2}[.)]\s*|[*•\-–]\s+)?")
# Words that begin an answer on the line under its question ("Answer: Paula").
_ANSWER = re.compile(r"^\s*(?:answer|antwort|r[ée]ponse|respuesta|risposta|resposta|antwoord|svar)\s*:\s*", re.I)
# A table's verification column after the value ("JOHNSON Yes", "Davis n/a").
_VERIFIED = re.compile(r"\s+(?:yes|no|n/a|ja|nein|oui|non|s[ií]|nee|nej|tak|nie)\s*$", re.I)
# Lines searched either side of the model's row for the other part.
_REACH = 12


def _row(lines: Sequence[str], i: int) -> tuple[str, int, int] | None:
    """(kind, start, end) of the name part row ``i`` labels (offsets in line i, or in line i + 1
    when the label stands alone), else None. Offsets of line i + 1 are returned past len(line i)."""
    line = lines[i]
    head = _HEAD.match(line).end()
    colon = line.find(":", head)
    label = line[head:colon] if colon >= 0 else line[head:]
    kinds = [k for k, rx in _KIND.items() if rx.search(label)]
    if len(kinds) != 1:
        return None
    kind = kinds[0]
    if colon >= 0:
        start = colon + 1
    else:
        m = _KIND[kind].match(line, head)
        if m is None:
            return None          # a table row's label starts the row
        start = m.end()
        rest = line[start:]
        if rest.lstrip().startswith("/"):
            start = len(line)    # a bilingual label alone on its line: "Surname / Nom"
    value = line[start:]
    if value.strip():
        return _value(kind, value, start)
    if i + 1 >= len(lines):
        return None
    below = lines[i + 1]
    offset = len(line) + 1
    answer = _ANSWER.match(below)
    start = answer.end() if answer else 0
    found = _value(kind, below[start:], start)
    return (kind, offset + found[1], offset + found[2]) if found else None


def _value(kind: str, text: str, start: int) -> tuple[str, int, int] | None:
    verified = _VERIFIED.search(text)
    body = text[:verified.start()] if verified else text
    stripped = body.strip()
    if not _name_part(stripped):
        return None
    lead = len(body) - len(body.lstrip())
    return kind, start + lead, start + lead + len(stripped)


def labelled_name_parts(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                        tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[tuple[int, int], ...]]:
    """Name slot -> token spans (given names, surname) where the model's answer starts at the value
    of a surname or given-names row and reads as that value, and the nearest row of the other part
    (within ``_REACH`` lines; no other row of that part as near with another value) holds a name
    part that no other slot points at.

    Convention: the ICAO 9303 data page's two name fields, surname and given names, under their captions
    (``vocabulary.SURNAME_WORDS``, ``GIVEN_NAME_WORDS``).
    """
    out: dict[str, tuple[tuple[int, int], ...]] = {}
    for path in NAME_SLOTS.get(document_type, ()):
        if not texts.get(path) or path not in spans:
            continue
        first, _ = spans[path]
        text = tok.decode(list(doc_ids))
        a = len(tok.decode(list(doc_ids[:first])))
        a += len(text[a:]) - len(text[a:].lstrip())
        lines = text.split("\n")
        starts = line_starts(lines)
        rows = {}
        for i in range(len(lines)):
            found = _row(lines, i)
            if found:
                kind, s, e = found
                rows[i] = (kind, starts[i] + s, starts[i] + e)
        # the model's answer is the row's value: it starts there and reads as it (its span may run
        # on past the line, which the slot's rendering cut: "FRANÇOIS\nNationality / ...")
        answer = " ".join(str(texts[path]).split())
        own = [(i, r) for i, r in rows.items() if r[1] == a and " ".join(text[r[1]:r[2]].split()) == answer]
        if len(own) != 1:
            continue
        own_line, (own_kind, _, own_end) = own[0]
        own_span = (first, char_end_token(tok, doc_ids, 0, len(doc_ids), own_end - 1))
        others = sorted((abs(i - own_line), text[r[1]:r[2]], r) for i, r in rows.items()
                        if r[0] != own_kind and 0 < abs(i - own_line) <= _REACH)
        if not others or (len(others) > 1 and others[1][0] == others[0][0] and others[1][1] != others[0][1]):
            continue
        _, _, (kind, v0, v1) = others[0]
        t0, t1 = char_range_tokens(tok, doc_ids, v0, v1)
        claimed = [s for p, s in spans.items() if p != path and texts.get(p)]
        if any(s[0] <= t1 and t0 <= s[1] for s in claimed):
            continue
        partner = (t0, t1)
        out[path] = (own_span, partner) if own_kind == "given" else (partner, own_span)
    return out
