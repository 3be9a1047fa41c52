"""The letterhead (page 1's first lines, above the first label or section) and page headers and footers."""
from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from pipeline.structure.model import Line

#: At most this many lines of letterhead (a name, up to four address and contact lines, a line more).
LETTERHEAD_LINES = 6
#: A line within this fraction of the page's height from its top or bottom edge is a header or footer
#: (4 % of A4 is 34 pt: inside the half inch that page margins leave at least).
EDGE = 0.04
#: Lines of each page's top and bottom compared across pages for running headers and footers, when
#: they stand within this fraction of the height from the edge (where the geometry is known).
RUNNING = 3
RUNNING_EDGE = 0.12


def _shape(text: str) -> str:
    # "Page 2 of 3" and "Page 3 of 3" are the same running line: short numbers do not count
    return re.sub(r"\b\d{1,3}\b", "#", text.strip().lower())


def find_letterhead(lines: Sequence[Line], first_owned: int | None) -> list[int]:
    """Page 1's lines before the first line another part owns (a label, a table, a list, a tag),
    at most ``LETTERHEAD_LINES``; none when that first line is the page's first."""
    page0 = [i for i, l in enumerate(lines) if l.page == 0 and l.end > l.start]
    stop = first_owned if first_owned is not None else (page0[-1] + 1 if page0 else 0)
    head = [i for i in page0 if i < stop][:LETTERHEAD_LINES]
    return head if len(head) < len(page0) else []


def _near_edge(line: Line, size: tuple[float, float] | None, edge: float) -> bool:
    return size is None or line.y is None or line.y < edge * size[1] or line.y > (1 - edge) * size[1]


def find_margins(lines: Sequence[Line], pages: Sequence[str], sizes: Sequence[tuple[float, float] | None],
                 in_tables: set[int]) -> list[int]:
    """Lines near the top or bottom edge, and lines repeated at the top or bottom of every page
    (a table's rows, a repeated table header included, are never margins)."""
    out: set[int] = set()
    by_page: dict[int, list[int]] = {}
    for i, line in enumerate(lines):
        if line.end > line.start and i not in in_tables:
            by_page.setdefault(line.page, []).append(i)
    for page, found in by_page.items():
        size = sizes[page] if page < len(sizes) else None
        for i in found:
            if size is not None and lines[i].y is not None and _near_edge(lines[i], size, EDGE):
                out.add(i)
    if len(by_page) >= 2:
        ends = {p: [i for i in found[:RUNNING] + found[-RUNNING:] if _near_edge(lines[i], sizes[p], RUNNING_EDGE)]
                for p, found in by_page.items()}
        seen = Counter()
        for p, found in ends.items():
            seen.update({_shape(pages[p][lines[i].start:lines[i].end]) for i in found})
        for p, found in ends.items():
            for i in found:
                if seen[_shape(pages[p][lines[i].start:lines[i].end])] == len(by_page):
                    out.add(i)
    return sorted(out)
