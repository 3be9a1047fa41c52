"""Check-box rows: which option of a row of boxes is ticked.

A form writes a choice as a row of boxes, one per option ("( ) Male   (X) Female"); the answer is
the option whose box is ticked, whatever the option's words. A model that points at an option
has found the row; which box is ticked is then a matter of reading the marks, done here.
Box styles: any of ``pipeline.normalise.enums`` (``[X]``, ``[x]``, ``(X)``, ``[*]``, ``☒`` ...
ticked; ``[ ]``, ``( )``, ``☐`` empty).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from pipeline.normalise.enums import TICK, _ANY_BOX

_TICKED_BOX = re.compile(TICK)
# any box, ticked or not (also read by ``models.reading.paired_terms`` to tell a row of check boxes)
BOX = re.compile(rf"{TICK}|{_ANY_BOX.pattern}")
# An option's words end at the next box, at a gap of two or more spaces (rows are laid out with
# wide gaps; a label of the next field may follow on the same line) or at the end of the line.
_LABEL_END = re.compile(r"\s{2,}|[\t\n]")


@dataclass(frozen=True, slots=True)
class Option:
    start: int      # the box's first character in the line
    end: int        # one past the option's last word
    ticked: bool


def options(line: str) -> list[Option]:
    """The boxes of a text, each with the words after it."""
    boxes = list(BOX.finditer(line))
    out = []
    for i, box in enumerate(boxes):
        stop = boxes[i + 1].start() if i + 1 < len(boxes) else len(line)
        words = line[box.end():stop]
        lead = len(words) - len(words.lstrip())
        gap = _LABEL_END.search(words, lead)
        label_end = box.end() + (gap.start() if gap else len(words.rstrip()))
        out.append(Option(box.start(), max(label_end, box.end()), bool(_TICKED_BOX.fullmatch(box.group()))))
    return out


def _group(opts: list[Option], index: int, line: str) -> list[Option]:
    """The options around ``opts[index]`` separated by white space only: one field's row, which
    may wrap (a line that starts with a box continues the row of the line before)."""
    lo = hi = index
    while lo > 0 and not line[opts[lo - 1].end:opts[lo].start].strip():
        lo -= 1
    while hi + 1 < len(opts) and not line[opts[hi].end:opts[hi + 1].start].strip():
        hi += 1
    return opts[lo:hi + 1]


def ticked_choice(line: str, start: int, end: int) -> str | None:
    """The ticked option (box and words, verbatim) of the row holding ``line[start:end]`` (``line``:
    the text around it, a few lines), when that text lies within one option of the row whose box
    is *not* ticked, or runs over several options of the row (``_ticked_of_several``), and exactly
    one box of the row is; the ticked option when the text is its box or part of the box; else
    None (the text is the ticked option's words already, is no option, or the row is
    ambiguous)."""
    text = line[start:end]
    start += len(text) - len(text.lstrip())
    end -= len(text) - len(text.rstrip())
    opts = options(line)
    hit = next((i for i, o in enumerate(opts) if o.start <= start and end <= o.end), None)
    if hit is None:
        return _ticked_of_several(opts, line, start, end)
    if opts[hit].ticked:
        # the ticked box itself, or part of it ("[" of "[*] No": the model found the mark and cut
        # its span there), answers with its option; the option's words are read as they are
        box = BOX.match(line, opts[hit].start)
        return line[opts[hit].start:opts[hit].end] if box is not None and end <= box.end() else None
    return _the_ticked(_group(opts, hit, line), line)


def _the_ticked(group: list[Option], line: str) -> str | None:
    """The one ticked option of a row (box and words), None when none or several are ticked."""
    ticked = [o for o in group if o.ticked]
    return line[ticked[0].start:ticked[0].end] if len(ticked) == 1 else None


def _ticked_of_several(opts: list[Option], line: str, start: int, end: int) -> str | None:
    """The ticked option of the row when ``line[start:end]`` runs over several of its options
    ("Investments   ( ) Inheritance   ( ) Pension": the model found the row but not the mark),
    starting and ending inside options of one row; None otherwise."""
    first = next((i for i, o in enumerate(opts) if o.start <= start < o.end), None)
    last = next((j for j, o in enumerate(opts) if o.start < end <= o.end), None)
    if first is None or last is None or last <= first:
        return None
    group = _group(opts, first, line)
    return _the_ticked(group, line) if opts[last] in group else None
