"""List items with their markers, wrapped items included."""
from __future__ import annotations

import re
from typing import Sequence

from pipeline.geometry import PageGeometry
from pipeline.structure.model import Line, ListItem

_ROMAN = r"(?:i|ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii)"
#: Markers at a line's start, then a space: 1. 1) (1) (a) a) (ii) ii. and the bullets - + * • ▪ – ·.
#: Convention: a numbered marker has at most two digits (a year or an amount never starts an item).
MARKER = re.compile(rf"^(?:\d{{1,2}}[.)]|\(\d{{1,2}}\)|\([a-z]\)|[a-z][.)]|\({_ROMAN}\)|{_ROMAN}[.)]"
                    rf"|[-+*•▪–·])(?=\s+\S)")
#: A wrapped line continues an item when it starts within this many points of the item's text
#: (hanging indent) and carries no marker of its own.
INDENT_PT = 3.0


def find_items(lines: Sequence[Line], pages: Sequence[str], geometry: Sequence[PageGeometry | None],
               skip: set[int]) -> list[ListItem]:
    out: list[ListItem] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        text = pages[line.page]
        m = MARKER.match(text[line.start:line.end]) if i not in skip else None
        if m is None:
            i += 1
            continue
        marker_end = line.start + m.end()
        body = marker_end
        while body < line.end and text[body].isspace():
            body += 1
        item = ListItem((line.page, line.start, marker_end), (line.page, body, line.end), [i])
        # where the item's own text starts on the page: the segment holding its first character
        box = geometry[line.page].box(body) if geometry[line.page] is not None else None
        x_text = box[0] if box is not None else None
        j = i + 1
        while j < len(lines) and x_text is not None:
            nxt = lines[j]
            if (nxt.page != line.page or j in skip or nxt.x_left is None
                    or abs(nxt.x_left - x_text) > INDENT_PT or MARKER.match(text[nxt.start:nxt.end])):
                break
            item.lines.append(j)
            item.text = (line.page, body, nxt.end)
            j += 1
        out.append(item)
        i = j
    return out
