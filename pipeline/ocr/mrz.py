"""A machine-readable zone read from a scan, corrected by its check digits: a passport's (TD3,
two lines of 44) and an identity card's (TD1, three lines of 30; TD2, two lines of 36).

OCR confuses a few shapes in the MRZ's typeface (0/O, 1/I, 5/S, 8/B, 2/Z, 6/G, 0/D/Q). ICAO
9303 says which positions of a zone hold digits and which letters, and guards the document
number, both dates (and on TD3 the optional data) with check digits and the numbers together
with a composite digit. So a reading is first coerced by position (a letter where only digits
stand is the digit it resembles), then, where a check digit still fails, the confusable
characters of the failing field are swapped one or two at a time; the optional data of TD1 and
TD2, which only the composite digit covers, is tried the same way when the composite alone
fails. A reading is kept only when every check digit accepts it and no other reading of as few
swaps does too (ties inside the document number, which the composite digit cannot break, go to
the reading that switches between letters and digits least). A zone whose digits cannot all be
satisfied is left as read and reported as failing: its fields must not be trusted.
"""
from __future__ import annotations

import itertools
import unicodedata
from dataclasses import dataclass
from typing import Callable, Collection, Iterable, Iterator, Sequence

from pipeline.countries import is_country
from pipeline.mrz import (FILLER, LINE_LENGTH, TD1_LINE_LENGTH, TD2_LINE_LENGTH, td1_checks, td2_checks,
                          td3_checks, transliterate)

__all__ = ["MrzReading", "correct_mrz", "correct_td1", "correct_td2", "correct_td3", "looks_like_mrz", "printed_words",
           "zone_kind"]

_TO_DIGIT = str.maketrans({"O": "0", "D": "0", "Q": "0", "U": "0", "I": "1", "L": "1", "Z": "2", "S": "5",
                           "B": "8", "G": "6", "T": "7"})
_TO_LETTER = str.maketrans({"0": "O", "1": "I", "2": "Z", "5": "S", "8": "B", "6": "G", "4": "A", "7": "T"})
# Shapes the zone's typeface shares; each pair is tried both ways inside a failing field.
_CONFUSIONS = {"0": "ODQ", "O": "0DQ", "D": "0O", "Q": "0O", "1": "I", "I": "1", "5": "S", "S": "5",
               "8": "B", "B": "8", "2": "Z", "Z": "2", "6": "G", "G": "6"}
_ALPHABET = set("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<")

Span = tuple[int, int]


@dataclass(frozen=True, slots=True)
class _Shape:
    """Where a zone's checked lines (``data``, joined into one string) hold what. Positions are in
    the joined string: TD1 joins lines 1 and 2 (line 2 from 30), TD2 and TD3 check line 2 alone."""

    kind: str
    width: int
    lines: int
    data: tuple[int, ...]                          # the lines the check digits cover
    name: int                                      # the line holding the names
    name_from: int                                 # where the names begin on it (after code and state)
    fields: tuple[tuple[str, int, int, int], ...]  # (check, start, end, its digit) of fields with a digit
    composite_only: tuple[Span, ...]               # optional data only the composite digit covers
    digits: tuple[Span, ...]                       # digits only
    letters: tuple[Span, ...]                      # letters (or fillers) only
    codes: tuple[Span, ...]                        # alphanumeric codes: the number, the optional data
    empties: tuple[tuple[int, int, int, bool], ...]  # (data line, start, characters after, own digit): optional data
    checks: Callable[[str], dict[str, bool]]


_TD3 = _Shape("TD3", LINE_LENGTH, 2, (1,), 0, 5,
              fields=(("number", 0, 9, 9), ("date_of_birth", 13, 19, 19), ("expiry_date", 21, 27, 27),
                      ("optional_data", 28, 42, 42)),
              composite_only=(), digits=((13, 20), (21, 28), (43, 44), (9, 10), (42, 43)), letters=((10, 13),),
              codes=((0, 9), (28, 42)), empties=((0, 28, 2, True),), checks=td3_checks)
_TD2 = _Shape("TD2", TD2_LINE_LENGTH, 2, (1,), 0, 5,
              fields=(("number", 0, 9, 9), ("date_of_birth", 13, 19, 19), ("expiry_date", 21, 27, 27)),
              composite_only=((28, 35),), digits=((13, 20), (21, 28), (35, 36), (9, 10)), letters=((10, 13),),
              codes=((0, 9), (28, 35)), empties=((0, 28, 1, False),), checks=td2_checks)
_TD1 = _Shape("TD1", TD1_LINE_LENGTH, 3, (0, 1), 2, 0,
              fields=(("number", 5, 14, 14), ("date_of_birth", 30, 36, 36), ("expiry_date", 38, 44, 44)),
              composite_only=((15, 30), (48, 59)), digits=((30, 37), (38, 45), (59, 60), (14, 15)),
              letters=((0, 5), (45, 48)), codes=((5, 14), (15, 30), (48, 59)),
              empties=((0, 15, 0, False), (1, 18, 1, False)),
              checks=lambda joined: td1_checks(joined[:TD1_LINE_LENGTH], joined[TD1_LINE_LENGTH:]))
_SHAPES = {shape.kind: shape for shape in (_TD3, _TD2, _TD1)}


@dataclass(frozen=True, slots=True)
class MrzReading:
    """The zone's lines after correction, whether every check digit passes, and how many
    characters the check digits corrected (beyond the coercion by position)."""

    lines: tuple[str, ...]
    valid: bool
    corrected: int
    kind: str = "TD3"

    @property
    def line1(self) -> str:
        return self.lines[0]

    @property
    def line2(self) -> str:
        return self.lines[1]

    @property
    def verified_lines(self) -> tuple[int, ...]:
        """The lines the check digits vouch for when the reading is valid (not the name's)."""
        return _SHAPES[self.kind].data if self.valid else ()


def looks_like_mrz(text: str) -> bool:
    """A line of OCR output that is probably an MRZ line: long, of MRZ characters, with fillers."""
    compact = text.replace(" ", "").replace("«", "<<").upper()  # lower case is OCR's guess, not the zone's
    if len(compact) < 28:
        return False
    ours = sum(c in _ALPHABET for c in compact)
    return ours >= 0.8 * len(compact) and compact.count(FILLER) >= 2


def zone_kind(lines: Sequence[str]) -> str:
    """TD1 for three lines; for two, TD3 when they run nearer 44 characters than 36, else TD2."""
    if len(lines) == 3:
        return "TD1"
    compact = [len(_clean(line)) for line in lines]
    return "TD3" if sum(compact) / max(len(compact), 1) >= (LINE_LENGTH + TD2_LINE_LENGTH) / 2 else "TD2"


def _coerce(joined: str, shape: _Shape) -> str:
    chars = list(joined)
    for a, b in shape.digits:
        for i in range(a, b):
            if chars[i] != FILLER:
                chars[i] = chars[i].translate(_TO_DIGIT)
    for a, b in shape.letters:
        for i in range(a, b):
            chars[i] = chars[i].translate(_TO_LETTER)
    return "".join(chars)


def _fits(shape: _Shape, i: int, c: str) -> bool:
    """Whether ``c`` may stand at position ``i`` of the joined data lines: ICAO 9303 allows only
    digits (or the filler) where a date or a check digit stands, only letters where a code does."""
    if any(a <= i < b for a, b in shape.digits):
        return c.isdigit() or c == FILLER
    if any(a <= i < b for a, b in shape.letters):
        return c.isalpha() or c == FILLER
    return True


def _swaps(text: str, places: Sequence[int], n: int, shape: _Shape) -> Iterator[str]:
    """``text`` with ``n`` of its confusable characters at ``places`` swapped for characters that
    may stand there."""
    options_at = {i: [c for c in _CONFUSIONS.get(text[i], "") if _fits(shape, i, c)] for i in places}
    places = [i for i in places if options_at[i]]
    for chosen in itertools.combinations(places, n):
        for options in itertools.product(*(options_at[i] for i in chosen)):
            chars = list(text)
            for i, c in zip(chosen, options):
                chars[i] = c
            yield "".join(chars)


def _fix(joined: str, places: Sequence[int], passes: Callable[[str], bool], shape: _Shape) -> list[tuple[str, int]]:
    """Readings of ``joined`` that ``passes``, with the swaps made: the string itself when it
    passes, else every reading of the fewest swaps (one, then two) at ``places`` that passes."""
    if passes(joined):
        return [(joined, 0)]
    for most in (1, 2):
        found = [(swapped, most) for swapped in _swaps(joined, places, most, shape) if passes(swapped)]
        if found:
            return found
    return []


def _fit_length(line: str, width: int, *, anywhere: bool = False) -> list[str]:
    """Candidates of ``line`` at ``width`` characters, fillers added or removed where fillers run
    (OCR miscounts a long run of ``<``); none when it is more than two characters off.
    ``anywhere``: a line too long may also lose any one character (a glyph read twice, "W0O17",
    or a speck read as one)."""
    if len(line) == width:
        return [line]
    out: list[str] = []
    if abs(len(line) - width) > 2:
        return out
    if len(line) < width:
        for i in range(len(line) + 1):
            if (i > 0 and line[i - 1] == FILLER) or (i < len(line) and line[i] == FILLER):
                out += _fit_length(line[:i] + FILLER + line[i:], width)
    else:
        for i, c in enumerate(line):
            if c == FILLER:
                out += _fit_length(line[:i] + line[i + 1:], width)
        if anywhere and len(line) == width + 1:
            out += [line[:i] + line[i + 1:] for i in range(len(line))]
    return list(dict.fromkeys(out))


def _clean(line: str) -> str:
    line = line.replace(" ", "").replace("«", "<<").upper()
    return "".join(c if c in _ALPHABET else FILLER for c in line)


# Codes ICAO 9303 (part 3) issues besides ISO 3166's: Germany's "D", British nationals' and
# the United Nations' documents, stateless persons and refugees, the EU, the Order of Malta and the
# specimens' Utopia.
_ISSUER_CODES = frozenset({"D<<", "GBD", "GBN", "GBO", "GBP", "GBS", "UNO", "UNA", "UNK", "XXA", "XXB",
                           "XXC", "XXX", "EUE", "XOM", "XPO", "XCC", "XES", "XIM", "XMP", "XBA", "RKS", "UTO"})


def _is_issuer(code: str) -> bool:
    return code in _ISSUER_CODES or is_country(code)


def printed_words(texts: Iterable[str]) -> frozenset[str]:
    """The words of ``texts`` (a page's words outside its zone) in MRZ spelling: upper case,
    diacritics dropped or expanded as ICAO 9303 writes names."""
    out: set[str] = set()
    for text in texts:
        # a state may write Ü as UE or as U: both spellings
        plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
        for spelling in (transliterate(text), transliterate(plain)):
            out.update(word for word in spelling.split(FILLER) if word)
    return frozenset(out)


#: Letters OCR makes of a filler's chevron in the zone's typeface.
_FILLER_LOOKALIKES = frozenset("CLE")


def _unprinted_tail(first: str, name_from: int, printed: Collection[str]) -> str:
    """``first`` with the fillers OCR read as letters at the end of the names made fillers again:
    walking back from the line's end, a word made only of ``_FILLER_LOOKALIKES`` that the page
    prints nowhere else ("CCLLLL", a lone "C") is fillers, and so is such a run ending a word
    whose start the page prints ("IRISCCELCC" where the visual zone prints IRIS); the walk stops
    at the first word the page prints or that cannot be told apart. A name that ends in L, E or C
    stays whole where the page prints it, which is why the page's words decide and not the letters."""
    names = list(first[name_from:])
    end = len(names)
    while end > 0:
        while end > 0 and names[end - 1] == FILLER:
            end -= 1
        start = end
        while start > 0 and names[start - 1] != FILLER:
            start -= 1
        word = "".join(names[start:end])
        if not word or word in printed:
            break
        keep = next((k for k in range(len(word), -1, -1)
                     if set(word[k:]) <= _FILLER_LOOKALIKES and (k == 0 or word[:k] in printed)), None)
        if keep is None:
            break
        names[start + keep:end] = FILLER * (end - start - keep)
        if keep:
            break
        end = start
    return first[:name_from] + "".join(names)


def _joined_names(first: str, name_from: int, printed: Collection[str]) -> str:
    """``first`` with a filler read as a letter between two names put back: a word the page does
    not print that is two words it prints joined by one of ``_FILLER_LOOKALIKES`` ("DAVIDEJOHN"
    where the visual zone prints DAVID and JOHN)."""
    out = []
    for word in first[name_from:].split(FILLER):
        if word and word not in printed:
            word = next((word[:i] + FILLER + word[i + 1:] for i in range(1, len(word) - 1)
                         if word[i] in _FILLER_LOOKALIKES and word[:i] in printed and word[i + 1:] in printed), word)
        out.append(word)
    return first[:name_from] + FILLER.join(out)


def _name_line(line: str, shape: _Shape, printed: Collection[str] = ()) -> str:
    """The name line cleaned: no digits in the issuing state or the names; the issuing state where
    ICAO 9303 puts it; everything after the names' end a filler, whatever OCR made of the run of
    ``<`` ("LLLL", "CC"). The names end at the first double filler after the one that parts the
    primary identifier from the secondary (the secondary's components are parted by one filler),
    or at three fillers in a row where there is no such separator. ``printed``: the words the
    page prints outside the zone (in MRZ spelling), which tell a name's last letters from
    fillers read as letters (``_unprinted_tail``)."""
    first = _clean(line)
    kept = min(shape.name_from, 2)   # the document code, on TD2 and TD3's name line
    first = first[:kept] + first[kept:].translate(_TO_LETTER)
    if shape.name_from == 5 and not _is_issuer(first[2:5]) and _is_issuer(first[1:4]):
        # the filler after a one-letter document code dropped ("PCANWRIGHT" for "P<CANWRIGHT")
        first = first[0] + FILLER + first[1:]
    if printed:
        if shape.name_from == 5 and first[1] in _FILLER_LOOKALIKES and first[:2] not in printed:
            # the document code's optional second letter: a filler unless the page prints the code so
            first = first[0] + FILLER + first[2:]
        first = _unprinted_tail(_joined_names(first, shape.name_from, printed), shape.name_from, printed)
    separator = first.find(FILLER * 2, shape.name_from)
    end = first.find(FILLER * 2, separator + 2) if separator != -1 else -1
    if end == -1:
        end = first.find(FILLER * 3, shape.name_from)
    if end != -1:
        first = first[:end]
    return (first + FILLER * shape.width)[:shape.width]


def _data_candidates(raw: str, line: int, shape: _Shape, *, anywhere: bool = False) -> list[str]:
    """A checked line at its width: as read, or with fillers added or removed in a run (or, with
    ``anywhere``, one character of a line too long dropped wherever it stands); and, where
    optional data was read as mostly fillers (an empty field, its fillers garbled by specks), the
    line with that field (and its own check digit) empty."""
    out = _fit_length(raw, shape.width, anywhere=anywhere)
    for at, start, tail, own_digit in shape.empties:
        middle = raw[start:len(raw) - tail]
        if at != line or len(raw) < start + tail + 2 or middle.count(FILLER) < len(middle) / 2:
            continue
        after = raw[len(raw) - tail:] if tail else ""
        if own_digit:   # an empty field's digit is "<" or "0": both say "empty"
            after = ("0" if after[0] == "0" else FILLER) + after[1:]
        out.append(raw[:start] + FILLER * (shape.width - start - tail) + after)
    return list(dict.fromkeys(out)) or [(raw + FILLER * shape.width)[:shape.width]]


def correct_mrz(lines: Sequence[str], kind: str | None = None, *, printed: Collection[str] = ()) -> MrzReading:
    """The reading of a zone (``lines`` as OCR gave them; ``kind`` TD1, TD2 or TD3, else told by
    ``zone_kind``) that every check digit accepts, found by the fewest swaps of confusable
    characters; the coerced reading, marked invalid, when there is none or more than one.
    ``printed``: the words the page prints outside the zone, in MRZ spelling (``printed_words``),
    for the name line no check digit covers."""
    shape = _SHAPES[kind or zone_kind(lines)]
    if len(lines) != shape.lines:
        raise ValueError(f"a {shape.kind} zone has {shape.lines} lines, not {len(lines)}")
    name = _name_line(lines[shape.name], shape, printed)
    raw = [_clean(lines[i]) for i in shape.data]
    candidates, readings = _readings([_data_candidates(r, n, shape) for n, r in enumerate(raw)], shape)
    best = _most_plausible(readings, shape)
    if best is None and any(len(r) == shape.width + 1 for r in raw):
        # only when nothing else passes: a character dropped anywhere multiplies the readings tried
        _, readings = _readings([_data_candidates(r, n, shape, anywhere=True) for n, r in enumerate(raw)], shape)
        best = _most_plausible(readings, shape)
    chosen, valid = (best, True) if best is not None else (candidates[0], False)
    out = [name] * shape.lines
    for n, i in enumerate(shape.data):
        out[i] = chosen[n * shape.width:(n + 1) * shape.width]
    return MrzReading(tuple(out), valid, readings[best] if best is not None else 0, shape.kind)


def _readings(options: Sequence[Sequence[str]], shape: _Shape) -> tuple[list[str], dict[str, int]]:
    """(the coerced candidates, each reading every check digit accepts -> the fewest swaps that
    made it) of the data lines' ``options`` (one list of candidates per checked line)."""
    candidates = [_coerce("".join(parts), shape) for parts in itertools.product(*options)]
    composite_places = [i for a, b in shape.composite_only for i in range(a, b)]
    readings: dict[str, int] = {}
    for candidate in candidates:
        partial = [(candidate, 0)]
        for check, start, end, digit_at in shape.fields:
            places = [*range(start, end), digit_at]

            def passes(text: str, check: str = check) -> bool:
                return shape.checks(text)[check]

            partial = [(fixed, n + m) for text, n in partial for fixed, m in _fix(text, places, passes, shape)]
        for text, n in partial:
            def valid(text: str) -> bool:
                return all(shape.checks(text).values())

            for fixed, m in _fix(text, composite_places, valid, shape):
                readings[fixed] = min(n + m, readings.get(fixed, n + m))
    return candidates, readings


def correct_td3(line1: str, line2: str) -> MrzReading:
    """``correct_mrz`` of a passport's zone (two lines of 44)."""
    return correct_mrz((line1, line2), "TD3")


def correct_td2(line1: str, line2: str) -> MrzReading:
    """``correct_mrz`` of a TD2 card's zone (two lines of 36)."""
    return correct_mrz((line1, line2), "TD2")


def correct_td1(line1: str, line2: str, line3: str) -> MrzReading:
    """``correct_mrz`` of an identity card's zone (three lines of 30)."""
    return correct_mrz((line1, line2, line3), "TD1")


def _class_changes(joined: str, shape: _Shape) -> int:
    """How often the document number and optional data switch between letters and digits."""
    fields = [joined[a:b] for a, b in shape.codes]
    return sum(a.isdigit() != b.isdigit() for f in fields for a, b in zip(f, f[1:]) if FILLER not in (a, b))


def _most_plausible(readings: dict[str, int], shape: _Shape) -> str | None:
    """The one reading of the fewest swaps; where several remain (a swap inside the document number
    changes its check digit and the composite alike, so the composite cannot choose), the one whose
    codes switch between letters and digits least (an issuer's numbers run as a letter prefix then
    digits, "L898902C3", more than "LB9B902C3"); None while still tied: the zone is not verified."""
    if not readings:
        return None
    fewest = min(readings.values())
    tied = [text for text, n in readings.items() if n == fewest]
    if len(tied) > 1:
        simplest = min(_class_changes(text, shape) for text in tied)
        tied = [text for text in tied if _class_changes(text, shape) == simplest]
    return tied[0] if len(tied) == 1 else None
