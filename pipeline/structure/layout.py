"""Per token, where it stands: the ids the models embed (LayoutLM-style 2-D positions).

Every vocabulary is small and fixed; the last id of each is "unknown" where geometry is missing.

  line        the token's line number on its page, 0..LINE_CAP-1 (capped: later lines share the last id)
  x_bucket    its left edge across the page width in X_BUCKETS equal bands; X_BUCKETS = unknown
  y_bucket    its baseline down the page height in Y_BUCKETS equal bands; Y_BUCKETS = unknown
  left_edge   its line's left edge in X_BUCKETS bands; X_BUCKETS = unknown
  column      0 = in no table, 1..MAX_COLUMNS = its table column (left to right)
  role        what the structure layer says the token is part of (``ROLES``): a label or the value
              of a label -> value pair, a table's header or body cell, a list marker or item, a
              SWIFT tag or its value, an MRZ line, a letterhead or page header/footer line; 0 other.
              Where parts overlap, the more specific one wins (a pair inside a table: label/value).
"""
from __future__ import annotations

from dataclasses import dataclass

from pipeline.structure.model import DocumentStructure, Span
from pipeline.structure.tables import MAX_COLUMNS

X_BUCKETS = 32
Y_BUCKETS = 32
LINE_CAP = 128
UNKNOWN_X = X_BUCKETS          # reserved id: geometry unknown
UNKNOWN_Y = Y_BUCKETS
NO_COLUMN = 0
#: Role ids, in painting order: a later one overrides an earlier one where spans overlap.
ROLES = ("other", "margin", "list_item", "table_cell", "swift_value", "pair_value", "table_header",
         "pair_label", "list_marker", "swift_tag", "mrz")
ROLE = {name: k for k, name in enumerate(ROLES)}
#: Vocabulary sizes to give the embeddings.
VOCAB = {"line": LINE_CAP, "x_bucket": X_BUCKETS + 1, "y_bucket": Y_BUCKETS + 1,
         "left_edge_bucket": X_BUCKETS + 1, "column": MAX_COLUMNS + 1, "role": len(ROLES)}


@dataclass(frozen=True, slots=True)
class TokenLayout:
    line: int
    x_bucket: int
    y_bucket: int
    left_edge_bucket: int
    column: int
    role: int = 0


def _bucket(value: float | None, extent: float | None, n: int) -> int:
    if value is None or not extent:
        return n
    return max(0, min(n - 1, int(value / extent * n)))


def _tag_with_colons(structure: DocumentStructure, span: Span) -> Span:
    """A SWIFT tag's span with the colons that frame it (":20:")."""
    page, start, end = span
    text = structure.pages[page]
    return page, start - (start > 0 and text[start - 1] == ":"), end + (end < len(text) and text[end] == ":")


def char_roles(structure: DocumentStructure) -> list[bytearray]:
    """Per page, each character's role id (``ROLES``), painted from the structure's parts."""
    roles = [bytearray(len(text)) for text in structure.pages]
    lines = structure.lines
    parts: list[tuple[str, list[Span]]] = [  # in ``ROLES`` order: a later part paints over an earlier one
        ("margin", [(lines[i].page, lines[i].start, lines[i].end) for i in [*structure.letterhead, *structure.margins]]),
        ("list_item", [item.text for item in structure.items]),
        ("table_cell", [cell.span for table in structure.tables for cell in table.cells]),
        ("swift_value", [field.value for field in structure.swift]),
        ("pair_value", [pair.value for pair in structure.pairs]),
        ("table_header", [cell.span for table in structure.tables for cell in table.header]),
        ("pair_label", [pair.label for pair in structure.pairs]),
        ("list_marker", [item.marker for item in structure.items]),
        ("swift_tag", [_tag_with_colons(structure, field.tag_span) for field in structure.swift]),
        ("mrz", [span for zone in structure.mrz for span in zone.lines]),
    ]
    for role, spans in parts:
        for page, start, end in spans:
            if 0 <= page < len(roles):
                end = min(end, len(roles[page]))
                if end > start:
                    roles[page][start:end] = bytes((ROLE[role],)) * (end - start)
    return roles


def token_layout(structure: DocumentStructure, page: int, char_start: int,
                 roles: list[bytearray] | None = None) -> TokenLayout:
    """The layout ids of the token starting at ``pages[page][char_start]`` (deterministic).
    ``roles``: ``char_roles(structure)``, computed once per document by a caller that asks per token."""
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
    roles = roles if roles is not None else char_roles(structure)
    # a token that starts on a space or newline takes the role of the character it leads to
    role_char = char_start
    text = structure.pages[page]
    while role_char < len(text) - 1 and text[role_char] in " \t\n" and role_char - char_start < 8:
        role_char += 1
    return TokenLayout(
        line=min(line.index, LINE_CAP - 1) if line is not None else 0,
        x_bucket=_bucket(box[0] if box else None, width, X_BUCKETS),
        y_bucket=_bucket(box[1] if box else None, height, Y_BUCKETS),
        left_edge_bucket=_bucket(line.x_left if line is not None else None, width, X_BUCKETS),
        column=min(column, MAX_COLUMNS),
        role=roles[page][role_char] if role_char < len(roles[page]) else 0,
    )
