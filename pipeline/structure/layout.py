"""Per token, where it stands: the ids the models embed (LayoutLM-style 2-D positions).

Every vocabulary is small and fixed; the last id of each is "unknown" where geometry is missing.

  line        the token's line number on its page, 0..LINE_CAP-1 (capped: later lines share the last id)
  x_bucket    its left edge across the page width in X_BUCKETS equal bands; X_BUCKETS = unknown
  y_bucket    its baseline down the page height in Y_BUCKETS equal bands; Y_BUCKETS = unknown
  left_edge   its line's left edge in X_BUCKETS bands; X_BUCKETS = unknown
  column      0 = in no table, 1..MAX_COLUMNS = its table column (left to right)
"""
from __future__ import annotations

from dataclasses import dataclass

from pipeline.structure.model import DocumentStructure
from pipeline.structure.tables import MAX_COLUMNS

X_BUCKETS = 32
Y_BUCKETS = 32
LINE_CAP = 128
UNKNOWN_X = X_BUCKETS          # reserved id: geometry unknown
UNKNOWN_Y = Y_BUCKETS
NO_COLUMN = 0
#: Vocabulary sizes to give the embeddings.
VOCAB = {"line": LINE_CAP, "x_bucket": X_BUCKETS + 1, "y_bucket": Y_BUCKETS + 1,
         "left_edge_bucket": X_BUCKETS + 1, "column": MAX_COLUMNS + 1}


@dataclass(frozen=True, slots=True)
class TokenLayout:
    line: int
    x_bucket: int
    y_bucket: int
    left_edge_bucket: int
    column: int


def _bucket(value: float | None, extent: float | None, n: int) -> int:
    if value is None or not extent:
        return n
    return max(0, min(n - 1, int(value / extent * n)))


def token_layout(structure: DocumentStructure, page: int, char_start: int) -> TokenLayout:
    """The layout ids of the token starting at ``pages[page][char_start]`` (deterministic)."""
    line = structure.line_at(page, char_start)
    size = structure.sizes[page] if page < len(structure.sizes) else None
    width, height = size if size is not None else (None, None)
    geometry = structure.geometry[page] if page < len(structure.geometry) else None
    box = geometry.box(char_start) if geometry is not None else None
    if box is None and line is not None and geometry is not None:  # a space or newline: the next character
        box = next((b for i in range(char_start, line.end) if (b := geometry.box(i)) is not None), None)
    column = NO_COLUMN
    for table in structure.tables_on(page):
        for cell in table.cells:
            if cell.span[1] <= char_start < cell.span[2]:
                column = cell.column + 1
                break
    return TokenLayout(
        line=min(line.index, LINE_CAP - 1) if line is not None else 0,
        x_bucket=_bucket(box[0] if box else None, width, X_BUCKETS),
        y_bucket=_bucket(box[1] if box else None, height, Y_BUCKETS),
        left_edge_bucket=_bucket(line.x_left if line is not None else None, width, X_BUCKETS),
        column=min(column, MAX_COLUMNS),
    )
