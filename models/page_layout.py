"""Page geometry as model input (LayoutLM-style): five layout ids per document token, and the
embedding tables both models add to a document token's embedding.

Per document token, ``pipeline.structure.token_layout(structure, page, char_start)`` gives
``(line, x_bucket, y_bucket, left_edge_bucket, column)``; each field has its own table of
``VOCAB[field] + 1`` rows, the last row (``NONE``) being "no layout": the ``<page>`` separators,
``[bos]``, ``[sep]``, type, slot and answer tokens and padding take it, and it stays zero (a
padding row), so those tokens embed exactly as without layout. Every table starts at zero
(``zero_()``), so a model given the tables computes the same function as without them until
training moves them.

Layout ids travel as ``bytes``, 5 a token (every id is below 256): ``document_layout`` builds
them from a document's pages and geometry, ``layout_tensor`` turns them into a (T, 5) tensor.
A document without geometry (None) still gets its line numbers from the text; its x / y /
left-edge buckets are the "unknown" ids and its column 0.
"""
from __future__ import annotations

from typing import Sequence

import torch
from torch import nn

from pipeline.structure import VOCAB, build_structure, token_layout

__all__ = ["FIELDS", "NONE", "LayoutEmbeddings", "document_layout", "layout_key", "layout_tensor", "none_rows"]

FIELDS = ("line", "x_bucket", "y_bucket", "left_edge_bucket", "column")
#: The "no layout" id of each field (the last row of its table, kept zero).
NONE = tuple(VOCAB[f] for f in FIELDS)
_NONE_BYTES = bytes(NONE)
assert all(0 < n < 256 for n in NONE)


def none_rows(n: int) -> bytes:
    """``n`` tokens without layout."""
    return _NONE_BYTES * n


def document_layout(pages: Sequence[str], geometry: Sequence | None, spans: Sequence[tuple[int, int, int]],
                    n: int | None = None) -> bytes:
    """Layout ids (5 bytes a token) of the first ``n`` tokens of a document encoding whose
    character spans are ``spans`` (``DocumentEncoding.spans``; page -1: a ``<page>`` separator,
    no layout)."""
    structure = build_structure(list(pages), list(geometry) if geometry is not None else None)
    out = bytearray()
    for page, start, _ in spans[: len(spans) if n is None else n]:
        if page < 0:
            out += _NONE_BYTES
            continue
        t = token_layout(structure, page, start)
        out += bytes((t.line, t.x_bucket, t.y_bucket, t.left_edge_bucket, t.column))
    return bytes(out)


def layout_tensor(rows: bytes, *, lead: int = 0, width: int | None = None,
                  device: torch.device | str | None = None) -> torch.Tensor:
    """(T, 5) long ids: ``lead`` rows without layout, then ``rows``, then none up to ``width``."""
    data = none_rows(lead) + rows
    if width is not None:
        data = data[: 5 * width] + none_rows(max(0, width - len(data) // 5))
    if not data:
        return torch.empty(0, 5, dtype=torch.long, device=device)
    return torch.frombuffer(bytearray(data), dtype=torch.uint8).view(-1, 5).long().to(device)


def layout_key(layout: torch.Tensor | bytes | None) -> bytes:
    """Bytes that identify a layout (a cache key's part): b"" for none."""
    if layout is None:
        return b""
    if isinstance(layout, bytes):
        return layout
    return layout.to(torch.uint8).cpu().contiguous().numpy().tobytes()


class _ZeroEmbedding(nn.Embedding):
    """A layout table: zero-initialised, its last row ("no layout") a padding row."""

    def reset_parameters(self) -> None:
        with torch.no_grad():
            self.weight.zero_()


class LayoutEmbeddings(nn.Module):
    """The sum of the five layout embeddings of ids (..., 5) -> (..., d_model)."""

    def __init__(self, d_model: int) -> None:
        super().__init__()
        self.tables = nn.ModuleList(_ZeroEmbedding(VOCAB[f] + 1, d_model, padding_idx=VOCAB[f]) for f in FIELDS)

    def zero_(self) -> "LayoutEmbeddings":
        for table in self.tables:
            table.reset_parameters()
        return self

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        out = self.tables[0](ids[..., 0])
        for k in range(1, len(FIELDS)):
            out = out + self.tables[k](ids[..., k])
        return out
