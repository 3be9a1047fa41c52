"""Lines of a page and their segments, from the page text and its geometry."""
from __future__ import annotations

from pipeline.geometry import SCALE, UNKNOWN, PageGeometry
from pipeline.structure.model import Line, Segment

#: A gap between two characters of a line wider than this many ems (of the larger font) starts a new
#: segment. Convention: a word space is 0.25-0.33 em in Latin fonts; a form's or a table's column
#: gap, and a tab, are wider than one em.
GAP_EM = 1.0
#: ... or wider than this many ems where a new text run starts (a run the PDF placed apart, which
#: pypdf marks with a space): a browser's table cells stand closer than a form's columns.
RUN_GAP_EM = 0.5


def page_lines(page: int, text: str, geometry: PageGeometry | None, first_index: int = 0) -> list[Line]:
    """The page's lines (split at newlines), each with its extent and segments where the geometry
    knows them; without geometry a line is one segment with no coordinates."""
    out: list[Line] = []
    at = 0
    xs = ys = ws = ss = None
    runs: set[int] = set()
    if geometry is not None:
        xs, ys, ws, ss = geometry.x, geometry.y, geometry.w, geometry.size
        runs = geometry.run_starts()
    for index, raw in enumerate(text.split("\n")):
        start, end = at, at + len(raw)
        at = end + 1
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        line = Line(page, index, start, end)
        out.append(line)
        if xs is None:
            if end > start:
                line.segments.append(Segment(start, end, None, None))
            continue
        segment: Segment | None = None
        last_right = None
        last_size = 0
        for i in range(start, end):
            if text[i].isspace() or xs[i] == UNKNOWN:
                continue
            left, right, size = xs[i] / SCALE, (xs[i] + ws[i]) / SCALE, ss[i] / SCALE
            if line.y is None:
                line.y, line.size = ys[i] / SCALE, size
            gap = max(size, last_size) * (RUN_GAP_EM if i in runs else GAP_EM)
            if segment is None or last_right is None or left - last_right > gap or left < last_right - gap:
                segment = Segment(i, i + 1, left, right)
                line.segments.append(segment)
            segment.end, segment.x1 = i + 1, max(segment.x1 or right, right)
            last_right, last_size = right, size
        if line.segments:
            line.x_left = min(s.x0 for s in line.segments if s.x0 is not None)
            line.x_right = max(s.x1 for s in line.segments if s.x1 is not None)
    return out
