"""The parts of a document's structure: plain dataclasses, spans into the page text (0-based page,
character offsets, ``pages[page][start:end]``), picklable."""
from __future__ import annotations

from dataclasses import dataclass, field

Span = tuple[int, int, int]  # (page, start, end)


@dataclass(slots=True)
class Segment:
    """A run of a line's characters with no column-sized gap inside (a table cell, a label, a value)."""

    start: int
    end: int
    x0: float | None
    x1: float | None


@dataclass(slots=True)
class Line:
    page: int
    index: int                  # line number on its page, from 0
    start: int                  # its characters: pages[page][start:end], newline excluded
    end: int
    y: float | None = None      # baseline, points from the top of the page
    x_left: float | None = None
    x_right: float | None = None
    size: float | None = None   # font size of its first character, points
    segments: list[Segment] = field(default_factory=list)


@dataclass(slots=True)
class Cell:
    row: int
    column: int                 # 0-based
    span: Span


@dataclass(slots=True)
class Table:
    page: int
    lines: list[int]            # indices into DocumentStructure.lines, one a row
    columns: list[tuple[float, float]]  # x range of each column, points
    cells: list[Cell]
    header: list[Cell] = field(default_factory=list)  # the first row's cells when it is a header
    continues: int | None = None  # index of the table (previous page) this one continues


@dataclass(slots=True)
class Pair:
    label: Span
    value: Span
    kind: str                   # colon | leader | gap | below | column | row


@dataclass(slots=True)
class ListItem:
    marker: Span
    text: Span                  # from the item's first character to the end of its last line
    lines: list[int]            # indices into DocumentStructure.lines (the first, then wrapped ones)


@dataclass(slots=True)
class SwiftField:
    tag: str                    # "20", "45A"
    form: str                   # raw | alliance | telex
    tag_span: Span
    value: Span                 # multi-line values run to the line before the next tag


@dataclass(slots=True)
class MrzZone:
    kind: str                   # TD1 | TD2 | TD3
    lines: list[Span]
    checks: dict[str, bool]
    valid: bool


@dataclass(slots=True)
class DocumentStructure:
    pages: list[str]
    lines: list[Line]
    tables: list[Table] = field(default_factory=list)
    pairs: list[Pair] = field(default_factory=list)
    items: list[ListItem] = field(default_factory=list)
    swift: list[SwiftField] = field(default_factory=list)
    mrz: list[MrzZone] = field(default_factory=list)
    letterhead: list[int] = field(default_factory=list)  # line indices (page 0)
    margins: list[int] = field(default_factory=list)     # line indices of page headers and footers
    sizes: list[tuple[float, float] | None] = field(default_factory=list)  # (width, height) of each page
    geometry: list = field(default_factory=list)  # PageGeometry | None of each page
    # per page: the index of its first line in ``lines`` and the lines' start offsets (for lookups)
    first_line: list[int] = field(default_factory=list)
    line_starts: list[list[int]] = field(default_factory=list)

    def text(self, span: Span) -> str:
        page, start, end = span
        return self.pages[page][start:end]

    def tables_on(self, page: int) -> list[Table]:
        return [t for t in self.tables if t.page == page]

    def line_at(self, page: int, char: int) -> Line | None:
        import bisect

        starts = self.line_starts[page] if page < len(self.line_starts) else []
        k = bisect.bisect_right(starts, char) - 1
        return self.lines[self.first_line[page] + k] if k >= 0 else None
