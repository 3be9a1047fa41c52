"""Label -> value pairs: on the label's line, on the line below it, or by a table's header or first column."""
from __future__ import annotations

import re
from typing import Sequence

from pipeline.structure.lists import MARKER
from pipeline.structure.model import Line, Pair, Segment, Table
from pipeline.structure.tables import is_numeric

#: Convention: a label starts with a letter and is short (at most this many characters, 6 words).
LABEL_CHARS = 50
LABEL_WORDS = 6
#: A caption above its value is printed at least this many points smaller than the value (a boxed
#: form's caption), or ends with a colon.
CAPTION_SMALLER_PT = 1.0
#: The value below a label starts within this many points left of the label's start (and before
#: its end): it stands under the label, not in another column.
BELOW_PT = 12.0
#: ... and its baseline at most this many of its font sizes below the label's.
BELOW_LINES = 2.5

_LABEL = rf"[^\W\d_][^:\n]{{0,{LABEL_CHARS - 1}}}?"
# "Label: value" inside one segment (a colon followed by a space: never a time "10:30" or a URL)
_COLON = re.compile(rf"^(?P<label>{_LABEL})\s*:\s+(?P<value>\S.*?)\s*$")
_ALONE = re.compile(rf"^(?P<label>{_LABEL})\s*:\s*$")
# "Label ......... value" / "Label ____ value": dotted or ruled leaders, three or more
_LEADER = re.compile(rf"^(?P<label>{_LABEL})\s*(?:\.{{3,}}|…+|_{{3,}})\s*(?P<value>\S.*?)\s*$")


def _is_label(text: str) -> bool:
    text = text.strip().rstrip(":").strip()
    return bool(text) and text[0].isalpha() and len(text) <= LABEL_CHARS and len(text.split()) <= LABEL_WORDS \
        and not is_numeric(text)


def find_pairs(lines: Sequence[Line], pages: Sequence[str], tables: Sequence[Table], skip: set[int]) -> list[Pair]:
    """Pairs, at most one per label (the first way that finds it, in the order of the docstring of
    each part below); ``skip``: line indices another part owns (SWIFT tags, MRZ lines)."""
    out: list[Pair] = []
    labels: set[tuple[int, int]] = set()

    def add(page: int, ls: int, le: int, vs: int, ve: int, kind: str) -> None:
        if (page, ls) not in labels and ve > vs and le > ls:
            labels.add((page, ls))
            out.append(Pair((page, ls, le), (page, vs, ve), kind))

    in_table = {i for t in tables for i in t.lines}
    # 1. on the label's line: "label: value", "label:" then a segment, dotted leaders, a tab gap
    for i, line in enumerate(lines):
        if i in skip:
            continue
        text = pages[line.page]
        segs = line.segments
        for n, seg in enumerate(segs):
            piece = text[seg.start:seg.end]
            if m := _COLON.match(piece):
                add(line.page, seg.start + m.start("label"), seg.start + m.end("label"),
                    seg.start + m.start("value"), seg.start + m.end("value"), "colon")
            elif (m := _ALONE.match(piece)) and n + 1 < len(segs) and not _ALONE.match(
                    text[segs[n + 1].start:segs[n + 1].end]):
                add(line.page, seg.start, seg.start + m.end("label"), segs[n + 1].start, segs[n + 1].end, "colon")
            elif m := _LEADER.match(piece):
                add(line.page, seg.start + m.start("label"), seg.start + m.end("label"),
                    seg.start + m.start("value"), seg.start + m.end("value"), "leader")
            elif (n == 0 and len(segs) >= 2 and i not in in_table and _is_label(piece)
                  and not _ALONE.match(text[segs[1].start:segs[1].end])):
                add(line.page, seg.start, seg.end, segs[1].start, segs[1].end, "gap")
    # 2. tables: a column's cells under its header; a headerless table's row after its first cell
    for table in tables:
        text = pages[table.page]
        if table.header:
            head = {c.column: c for c in table.header}
            for cell in table.cells:
                if cell.row > 0 and cell.column in head:
                    h = head[cell.column].span
                    out.append(Pair(h, cell.span, "column"))  # a header labels many values
            continue
        for r in range(len(table.lines)):
            row = sorted((c for c in table.cells if c.row == r), key=lambda c: c.column)
            if len(row) >= 2 and _is_label(text[row[0].span[1]:row[0].span[2]]):
                add(table.page, row[0].span[1], row[0].span[2], row[1].span[1], row[-1].span[2], "row")
    # 3. below: a label alone on its line ("label:", or a caption printed smaller than what follows),
    #    the value on the next line, standing under it
    for i, line in enumerate(lines[:-1]):
        below = lines[i + 1]
        if i in skip or i + 1 in skip or below.page != line.page or len(line.segments) != 1 or not below.segments:
            continue
        text = pages[line.page]
        seg = line.segments[0]
        piece = text[seg.start:seg.end]
        colon = _ALONE.match(piece)
        # a caption is words only (no digits: an address line is no caption), printed smaller
        caption = (line.size is not None and below.size is not None and below.size - line.size >= CAPTION_SMALLER_PT
                   and _is_label(piece) and not any(ch.isdigit() for ch in piece))
        under = text[below.start:below.end]
        if not (colon or caption) or _COLON.match(under) or _ALONE.match(under) or MARKER.match(under):
            continue
        if line.y is not None and below.y is not None and below.y - line.y > BELOW_LINES * (below.size or 0):
            continue  # too far below to be its value
        value: Segment = below.segments[0]
        if seg.x0 is not None and value.x0 is not None and not (
                seg.x0 - BELOW_PT <= value.x0 <= (seg.x1 or seg.x0) and (below.y or 0) > (line.y or 0)):
            continue
        end = seg.start + (colon.end("label") if colon else len(piece))
        add(line.page, seg.start, end, value.start, value.end, "below")
    return out
