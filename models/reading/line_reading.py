"""A one-line value that the model's span runs over several lines: which line is the value.

Countries, places, ports, parties' names, occupations and employers are written on one line (a
person's name too, but it is read by other rules: see ``ONE_LINE_PATHS``). When a model's span for one of them covers several lines, one end of the span is still
right and the other has run into a neighbouring row (the shipped models on corpus v8 `train`,
`dev` and `test`):

- the start is right and the end ran on into the next row: "SHANGHAI\\nDestination port ANY
  PORT IN UNITED STATES" for the port of loading. Another field's answer lies in the later lines
  (here the port of discharge's), so the value is the first line; so it is where the value is
  written in mixed case and every later line is a label in capitals that names no country
  ("Registered nurse\\nDATORE DI LAVORO", a bilingual form's next label in its other language,
  from the second independent generator);
- the start was pulled to an earlier value (often the issuer's letterhead country or the row
  above) and the end is right: "UNITED STATES\\nKnow Your Customer Form ...\\nStaatsangehörigkeit:
  Mexican" for the nationality, "JUL 2025\\nExpires at\\nZÜRICH, SWITZERLAND" for the place of
  expiry. For a country, the value is the last line when it names a country and is no other
  field's answer (a last line "Resident in Japan" that the country of residence points at is
  that field's row, not this one's); for the other fields, the last line when the span covers
  three lines or more (a wrapped place, "FRANKFURT AM\\nMAIN", covers two) and no other field's
  answer lies in its later lines.

A country's last line is cut to the country's words at its end where they name one
("Staatsangehörigkeit: Mexican" -> "Mexican"), so the source span an auditor sees is the value.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from models.reading.vocabulary import THREE_LETTER_WORD
from pipeline.countries import country_alpha3
from pipeline.fields import FIELD_SPECS
from pipeline.normalise import normalise_country

__all__ = ["LINE_CONFIDENCE", "ONE_LINE_PATHS", "ends_its_line", "line_spans", "one_line_values",
           "starts_its_line", "starts_next_line"]

#: Fields written on one line besides countries. A person's name is not among them: it is cut at
#: its line's end when rendered (``models.reading.slot_text.one_name``) and may be read from two rows.
ONE_LINE_PATHS = frozenset({"expiry_place", "port_of_loading", "port_of_discharge", "applicant.name",
                            "beneficiary.name", "occupation", "employer_name", "available_with"})
COUNTRY_PATHS = frozenset(spec.path for specs in FIELD_SPECS.values() for spec in specs if spec.kind == "country")
_LAST_LINE_MIN_LINES = 3

#: Confidence that a value this rule re-read is right: its precision with the rule of succession on
#: the shipped diffusion model's corpus v8 `train` (600 documents) and `dev` (300) answers it changed
#: 28 of 39 right (the other 11 were wrong before and stay wrong, e.g. a port whose
#: first line is another clause). Below every accept threshold, so a re-read value is reviewed.
LINE_CONFIDENCE = 0.707

Span = tuple[int, int]


def line_spans(tok: Any, doc_ids: Sequence[int], first: int, last: int) -> list[Span]:
    """The (first, last) tokens of each non-blank line of the span ``first..last``; a line break
    glued to a word ends that word's line."""
    lines: list[Span] = []
    start: int | None = None
    for k in range(first, last + 1):
        piece = tok.decode([doc_ids[k]])
        if "\n" not in piece:
            if start is None and piece.strip():
                start = k
            continue
        head = piece.split("\n", 1)[0]
        if head.strip():
            lines.append((k if start is None else start, k))
        elif start is not None:
            lines.append((start, k - 1))
        start = None
        tail = piece.rsplit("\n", 1)[1]
        if tail.strip():
            start = k
    if start is not None:
        lines.append((start, last))
    return lines


def starts_next_line(tok: Any, doc_ids: Sequence[int], last: int, start: int) -> bool:
    """Whether token ``start`` begins the line after the one token ``last`` ends (only white space
    and one line break between them)."""
    if start <= last:
        return False
    end = tok.decode([doc_ids[last]])
    head = tok.decode([doc_ids[start]])
    between = end[len(end.rstrip()):] + tok.decode(list(doc_ids[last + 1:start])) + head[:len(head) - len(head.lstrip())]
    return not between.strip() and between.count("\n") == 1


def ends_its_line(tok: Any, doc_ids: Sequence[int], last: int) -> bool:
    """Whether the line goes on with nothing but white space after token ``last``."""
    return last + 1 >= len(doc_ids) or tok.decode([doc_ids[last + 1]]).lstrip(" \t").startswith("\n")


def starts_its_line(tok: Any, doc_ids: Sequence[int], first: int) -> bool:
    """Whether nothing but white space stands before token ``first`` on its line."""
    head = tok.decode([doc_ids[first]])
    if head[:len(head) - len(head.lstrip())].count("\n"):
        return True
    k = first - 1
    while k >= 0:
        piece = tok.decode([doc_ids[k]])
        if "\n" in piece:
            return not piece.rsplit("\n", 1)[1].strip()
        if piece.strip():
            return False
        k -= 1
    return True


def _overlaps(a: Span, b: Span) -> bool:
    return a[0] <= b[1] and b[0] <= a[1]


def _country_words(tok: Any, doc_ids: Sequence[int], line: Span) -> Span:
    """The longest run of tokens ending the line that names a country by itself, else the line."""
    first, last = line
    for k in range(first, last + 1):
        if tok.decode([doc_ids[k]]).strip()[:1].isalnum() and country_alpha3(tok.decode(list(doc_ids[k:last + 1])).strip()):
            return k, last
    return line


def _has_lower(text: str) -> bool:
    return any(c.islower() for c in text)


def _label_in_capitals(text: str) -> bool:
    """A line of capitals without digits, with a word (three letters or more: "C.V.," is the end of
    a company's name, "Keystone Garments S.A. de\\nC.V.,"), that names no country: a bilingual
    form's label in its other language ("DATORE DI LAVORO", "PAESE DI RESIDENZA") under a value
    written in mixed case."""
    return (THREE_LETTER_WORD.search(text) is not None and not _has_lower(text) and not any(c.isdigit() for c in text)
            and country_alpha3(text) is None)



def _ends_in_labels(line_texts: Sequence[str]) -> bool:
    """A first line in mixed case, every later line a label in capitals."""
    return _has_lower(line_texts[0]) and all(_label_in_capitals(t) for t in line_texts[1:])


def one_line_values(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, Span],
                    tok: Any, doc_ids: Sequence[int]) -> dict[str, Span]:
    """Slot -> the (first, last) tokens of the line that is its value, for each one-line field
    (scalar) whose span covers several lines and where the module docstring's reading applies.

    Convention: none documented (a country, place, port, name, occupation or employer is written on one line);
    kept for the diffusion extractor on its measured gain (docs/MODELS.md, "The reading rules").
    """
    out: dict[str, Span] = {}
    for path, span in spans.items():
        text = texts.get(path)
        if "[" in path or not text or "\n" not in text.strip() or not (path in COUNTRY_PATHS or path in ONE_LINE_PATHS):
            continue  # (the text as rendered: a span of two rows read as one line is left alone)
        lines = line_spans(tok, doc_ids, *span)
        if len(lines) < 2:
            continue
        others = [s for q, s in spans.items() if q != path and "[" not in q and texts.get(q)]
        if path in COUNTRY_PATHS:
            last_line = lines[-1]
            if normalise_country(tok.decode(list(doc_ids[last_line[0]:last_line[1] + 1]))) is None:
                continue
            if any(_overlaps(last_line, other) for other in others):
                continue  # that line is another field's answer (its row or its address)
            out[path] = _country_words(tok, doc_ids, last_line)
            continue
        after_first = (lines[0][1] + 1, span[1])
        if any(after_first[0] <= other[0] and other[1] <= after_first[1] for other in others):
            out[path] = lines[0]
        elif _ends_in_labels([tok.decode(list(doc_ids[a:b + 1])).strip() for a, b in lines]):
            out[path] = lines[0]
        elif len(lines) >= _LAST_LINE_MIN_LINES:
            out[path] = lines[-1]
    return out
