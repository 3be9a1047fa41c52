"""Page geometry and document structure as model input (LayoutLM-style): six layout ids per
document token, and the embedding tables both models add to a document token's embedding.

Per document token, ``pipeline.structure.token_layout(structure, page, char_start)`` gives
``(line, x_bucket, y_bucket, left_edge_bucket, column, role)``; each field has its own table of
``VOCAB[field] + 1`` rows, the last row (``NONE``) being "no layout": the ``<page>`` separators,
``[bos]``, ``[sep]``, type, slot and answer tokens and padding take it, and it stays zero (a
padding row), so those tokens embed exactly as without layout. Every table starts at zero
(``zero_()``), so a model given the tables computes the same function as without them until
training moves them.

Layout ids travel as ``bytes``, ``WIDTH`` (6) a token (every id is below 256): ``document_layout``
builds them from a document's pages and geometry, ``layout_tensor`` turns them into a (T, 6) tensor.
A document without geometry (None) still gets its line numbers and roles from the text; its x / y /
left-edge buckets are the "unknown" ids and its column 0.

A model embeds the first ``n_fields`` of them (``config.json``'s ``layout_fields``; 5, without
``role``, in checkpoints from before it existed): the ids always carry every field, and a model
reads the ones it has tables for. ``add_fields`` gives a model the missing tables, zero-initialised.
"""
from __future__ import annotations

from typing import Sequence

import torch
from torch import nn

from pipeline.structure import VOCAB, build_structure, char_roles, token_layout

__all__ = ["FIELDS", "LEGACY_FIELDS", "NONE", "WIDTH", "LayoutEmbeddings", "document_layout", "layout_key",
           "layout_fields", "layout_tensor", "none_rows"]

FIELDS = ("line", "x_bucket", "y_bucket", "left_edge_bucket", "column", "role")
WIDTH = len(FIELDS)
#: Fields of a checkpoint whose config does not name ``layout_fields`` (made before ``role``).
LEGACY_FIELDS = 5
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
    roles = char_roles(structure)
    out = bytearray()
    for page, start, _ in spans[: len(spans) if n is None else n]:
        if page < 0:
            out += _NONE_BYTES
            continue
        t = token_layout(structure, page, start, roles)
        out += bytes((t.line, t.x_bucket, t.y_bucket, t.left_edge_bucket, t.column, t.role))
    return bytes(out)


def layout_tensor(rows: bytes, *, lead: int = 0, width: int | None = None,
                  device: torch.device | str | None = None) -> torch.Tensor:
    """(T, WIDTH) long ids: ``lead`` rows without layout, then ``rows``, then none up to ``width``."""
    data = none_rows(lead) + rows
    if width is not None:
        data = data[: WIDTH * width] + none_rows(max(0, width - len(data) // WIDTH))
    if not data:
        return torch.empty(0, WIDTH, dtype=torch.long, device=device)
    return torch.frombuffer(bytearray(data), dtype=torch.uint8).view(-1, WIDTH).long().to(device)


def layout_fields(config: object) -> int:
    """How many layout fields a model config embeds (``layout_fields``; ``LEGACY_FIELDS`` when absent)."""
    return int(getattr(config, "layout_fields", None) or LEGACY_FIELDS)


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


def _table(field: str, d_model: int) -> _ZeroEmbedding:
    return _ZeroEmbedding(VOCAB[field] + 1, d_model, padding_idx=VOCAB[field])


class LayoutEmbeddings(nn.Module):
    """The sum of the first ``n_fields`` layout embeddings of ids (..., WIDTH) -> (..., d_model)."""

    def __init__(self, d_model: int, n_fields: int = WIDTH) -> None:
        super().__init__()
        if not 1 <= n_fields <= WIDTH:
            raise ValueError(f"a model embeds 1..{WIDTH} layout fields, not {n_fields}")
        self.tables = nn.ModuleList(_table(f, d_model) for f in FIELDS[:n_fields])

    @property
    def n_fields(self) -> int:
        return len(self.tables)

    def zero_(self) -> "LayoutEmbeddings":
        for table in self.tables:
            table.reset_parameters()
        return self

    def add_fields(self) -> int:
        """Append zero tables for the fields this module lacks (the same function until trained);
        returns the new field count."""
        param = self.tables[0].weight
        for f in FIELDS[len(self.tables):]:
            self.tables.append(_table(f, param.shape[1]).to(param.device, param.dtype))
        return len(self.tables)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        out = self.tables[0](ids[..., 0])
        for k in range(1, len(self.tables)):
            out = out + self.tables[k](ids[..., k])
        return out


def complete_layout_embeddings(embed: LayoutEmbeddings | None, d_model: int, like: torch.Tensor) -> LayoutEmbeddings:
    """``embed`` with every layout field, the missing tables zero-initialised (or a new all-zero
    module when ``embed`` is None) on ``like``'s device and dtype: a model given layout, or newer
    layout fields, while fine-tuning computes the same function until training moves them."""
    if embed is None:
        return LayoutEmbeddings(d_model).zero_().to(like.device, like.dtype)
    embed.add_fields()
    return embed
