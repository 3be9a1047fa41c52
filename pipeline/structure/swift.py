"""SWIFT MT700 fields as printed: tag -> value span, the value running over lines to the next tag.

Three printed forms (ISO 15022 / SWIFT FIN field notation):
  raw        ``:20:LC-2024-0042`` (the message text, with or without its ``{1:...}{4:`` block headers)
  alliance   ``F20: Documentary Credit Number`` or ``20: Documentary Credit Number``, the value on
             the following lines (SWIFT Alliance's and most banks' output prints)
  telex      ``20 DOCUMENTARY CREDIT NUMBER  LC-2024-0042``: tag, field name in capitals, value in
             a column of its own (needs the page geometry to tell the name from the value)
"""
from __future__ import annotations

import re
from typing import Sequence

from pipeline.structure.model import Line, SwiftField
from pipeline.swift import MIN_TAGS, TAG


_RAW = re.compile(rf"^:(?P<tag>{TAG}):(?P<value>.*)$")
_ALLIANCE = re.compile(rf"^F?(?P<tag>{TAG})\s*:\s+(?P<name>[A-Za-z][^:]*?)\s*$")
_END = re.compile(r"^-}|^\{5:|^-$")


def _value(lines: Sequence[Line], heads: list[int], k: int, start: int, pages: Sequence[str]) -> tuple[int, int]:
    """From ``start`` on head line ``heads[k]`` to the end of the last line before the next tag."""
    head = lines[heads[k]]
    stop = heads[k + 1] if k + 1 < len(heads) else len(lines)
    end = head.end if start < head.end else start
    text = pages[head.page]
    first = start if start < head.end else None
    for j in range(heads[k] + 1, stop):
        line = lines[j]
        if line.page != head.page or _END.match(text[line.start:line.end]) or line.start == line.end:
            break
        if first is None:
            first = line.start
        end = line.end
    return (first if first is not None else start), end


def find_swift(lines: Sequence[Line], pages: Sequence[str]) -> tuple[list[SwiftField], set[int]]:
    """The fields found and the indices of the lines their tags stand on."""
    out: list[SwiftField] = []
    owned: set[int] = set()
    for page in range(len(pages)):
        text = pages[page]
        on_page = [i for i, line in enumerate(lines) if line.page == page]
        forms: dict[str, list[tuple[int, re.Match]]] = {"raw": [], "alliance": [], "telex": []}
        for i in on_page:
            line = lines[i]
            head = text[line.start:line.end]
            if m := _RAW.match(head):
                forms["raw"].append((i, m))
            elif m := _ALLIANCE.match(head):
                forms["alliance"].append((i, m))
            elif len(line.segments) >= 3 and (m := re.match(rf"^{TAG}$", text[line.segments[0].start:
                                                                                  line.segments[0].end])):
                forms["telex"].append((i, m))
        for form, found in forms.items():
            if len(found) < MIN_TAGS:
                continue
            heads = [i for i, _ in found]
            for k, (i, m) in enumerate(found):
                line = lines[i]
                if form == "raw":
                    tag = m.group("tag")
                    start = line.start + m.start("value")
                    vs, ve = _value(lines, heads, k, start, pages)
                    tag_span = (page, line.start + 1, line.start + 1 + len(tag))
                elif form == "alliance":
                    tag = m.group("tag")
                    vs, ve = _value(lines, heads, k, line.end, pages)
                    tag_span = (page, line.start + m.start("tag"), line.start + m.end("tag"))
                else:  # telex: tag | name | value segments; wrapped value lines under the value
                    tag = text[line.segments[0].start:line.segments[0].end]
                    vs, ve = _value(lines, heads, k, line.segments[2].start, pages)
                    tag_span = (page, line.segments[0].start, line.segments[0].end)
                while ve > vs and text[ve - 1].isspace():
                    ve -= 1
                out.append(SwiftField(tag, form, tag_span, (page, vs, ve)))
                owned.add(i)
    out.sort(key=lambda f: (f.tag_span[0], f.tag_span[1]))
    return out, owned
