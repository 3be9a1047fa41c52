"""Tables: runs of consecutive lines whose segments stand in the same columns."""
from __future__ import annotations

import re
from typing import Sequence

from pipeline.structure.model import Cell, Line, Table

#: Two segments of neighbouring rows share a column when their x ranges overlap, widened by this
#: many points on each side (a centred header over a left-aligned column still overlaps it).
OVERLAP_PT = 2.0
#: Most columns a table keeps (``token_layout`` embeds columns 1..8).
MAX_COLUMNS = 8
#: A previous page's table continues on this page when its first table starts in the top part of
#: the page (this fraction of its height) with as many columns, each starting within this tolerance.
CONTINUED_TOP = 0.3
CONTINUED_PT = 6.0

_NUMERIC = re.compile(r"^[\s\-+(]*[$€£¥]?\s*[\d.,'/:%\s-]+[)A-Z]{0,3}$")


def is_numeric(text: str) -> bool:
    """An amount, a date, a quantity or a code of digits (what a table's body holds and its header does not)."""
    return bool(_NUMERIC.match(text.strip())) and any(ch.isdigit() for ch in text)


def _column_of(columns: list[list[float]], x0: float, x1: float) -> int | None:
    for k, (a, b) in enumerate(columns):
        if x0 < b + OVERLAP_PT and a - OVERLAP_PT < x1:
            return k
    return None


def _table(run: Sequence[int], lines: Sequence[Line], page_text: str) -> Table | None:
    """The run of lines as one table, or None where fewer than two columns recur over two rows.
    Convention: a table's rows are single lines whose cells are separated by column-sized gaps."""
    columns: list[list[float]] = []
    placed: list[list[tuple[int, int]]] = []  # per row: (segment index, column)
    # the row with the most cells defines the columns first (a header or a full body row)
    order = sorted(range(len(run)), key=lambda r: -len(lines[run[r]].segments))
    for r in order:
        row = []
        for s, seg in enumerate(lines[run[r]].segments):
            k = _column_of(columns, seg.x0, seg.x1)
            if k is None:
                columns.append([seg.x0, seg.x1])
                k = len(columns) - 1
            else:
                columns[k] = [min(columns[k][0], seg.x0), max(columns[k][1], seg.x1)]
            row.append((s, k))
        placed.append(row)
    rows_per_column = [0] * len(columns)
    for row in placed:
        for k in {k for _, k in row}:
            rows_per_column[k] += 1
    if sum(n >= 2 for n in rows_per_column) < 2:
        return None
    rank = sorted(range(len(columns)), key=lambda k: columns[k][0])[:MAX_COLUMNS]
    number = {k: n for n, k in enumerate(rank)}
    cells: list[Cell] = []
    by_row = dict(zip(order, placed))
    page = lines[run[0]].page
    for r in range(len(run)):
        segs = lines[run[r]].segments
        for s, k in by_row[r]:
            if k in number:
                cells.append(Cell(r, number[k], (page, segs[s].start, segs[s].end)))
    table = Table(page, list(run), [tuple(columns[k]) for k in rank], cells)
    first = [c for c in cells if c.row == 0]
    texts = [page_text[c.span[1]:c.span[2]] for c in first]
    # Convention: a header row is the first row, captions only: no figures, no "label:" cells.
    if len(run) >= 2 and len(first) >= 2 and not any(is_numeric(t) or t.rstrip().endswith(":") for t in texts):
        table.header = first
    return table


def find_tables(lines: Sequence[Line], pages: Sequence[str], sizes: Sequence[tuple[float, float] | None],
                first_line: Sequence[int]) -> list[Table]:
    tables: list[Table] = []
    run: list[int] = []

    def flush() -> None:
        if len(run) >= 2:
            found = _table(run, lines, pages[lines[run[0]].page])
            if found is not None:
                tables.append(found)
        run.clear()

    for i, line in enumerate(lines):
        multi = len(line.segments) >= 2 and all(s.x0 is not None for s in line.segments)
        if not multi or (run and lines[run[-1]].page != line.page):
            flush()
        if multi:
            run.append(i)
    flush()
    # a table that starts near the top of a page, with the columns of the previous page's last table
    for n, table in enumerate(tables):
        if n == 0 or table.page == 0:
            continue
        before = tables[n - 1]
        size = sizes[table.page]
        top = lines[table.lines[0]].y
        if before.page != table.page - 1 or size is None or top is None or top > CONTINUED_TOP * size[1]:
            continue
        if len(before.columns) == len(table.columns) and all(
                abs(a[0] - b[0]) <= CONTINUED_PT for a, b in zip(before.columns, table.columns)):
            table.continues = n - 1
    return tables
