"""From ``models.dataset`` examples to diffusion batches: layouts, slot codes, padded tensors."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import torch

from models.diffusion.config import DiffusionConfig
from models.diffusion.layout import SlotLayout
from models.page_layout import layout_tensor
from models.template import slot_paths
from pipeline.doctypes import DOCUMENT_TYPES


def build_layouts(config: DiffusionConfig, tokenizer: Any) -> dict[str, SlotLayout]:
    return {t: SlotLayout.build(config, t, [(p, tokenizer.slot_id(t, p)) for p in slot_paths(t)])
            for t in DOCUMENT_TYPES}


def pad_documents(docs: Sequence[Sequence[int]], pad_id: int, max_len: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Right-padded (B, P) ids and validity mask; documents cut to ``max_len`` tokens."""
    P = max(1, min(max_len, max(len(d) for d in docs)))
    ids = torch.full((len(docs), P), pad_id, dtype=torch.long)
    mask = torch.zeros((len(docs), P), dtype=torch.bool)
    for i, d in enumerate(docs):
        d = list(d)[:P]
        ids[i, : len(d)] = torch.tensor(d, dtype=torch.long)
        mask[i, : len(d)] = True
    return ids, mask


@dataclass
class Batch:
    document_type: str
    doc_ids: torch.Tensor     # (B, P)
    doc_mask: torch.Tensor    # (B, P)
    clean: torch.Tensor       # (B, S) slot codes of the true values
    trainable: torch.Tensor   # (B, S) bool: False where the value does not fit its block
    type_index: torch.Tensor  # (B,)
    layout: torch.Tensor | None = None  # (B, P, 6) layout ids of the positions (models.page_layout); None: none


def make_batch(examples: Sequence[Any], items: Sequence[dict[str, list]], layout: SlotLayout,
               config: DiffusionConfig) -> Batch:
    """``items``: per example, ``models.dataset.slot_items`` of it."""
    document_type = examples[0].document_type
    assert all(e.document_type == document_type for e in examples), "a batch holds one document type"
    doc_ids, doc_mask = pad_documents([e.doc_ids for e in examples], config.pad_id, config.max_prefix_len)
    rows = [layout.fill([its.get(p) for p in layout.paths], doc_len=min(len(e.doc_ids), config.max_prefix_len),
                        max_span=config.max_span,
                        unknown={i for i, p in enumerate(layout.paths) if p in getattr(e, "unlocated", ())})
            for e, its in zip(examples, items)]
    clean = torch.stack([r[0] for r in rows])
    trainable = torch.stack([r[1] for r in rows])
    type_index = torch.full((len(examples),), DOCUMENT_TYPES.index(document_type), dtype=torch.long)
    layout = None
    if config.layout_embeddings and any(getattr(e, "layout", None) is not None for e in examples):
        layout = pad_layouts([e.layout for e in examples], doc_ids.shape[1])
    return Batch(document_type, doc_ids, doc_mask, clean, trainable, type_index, layout)


def pad_layouts(layouts: Sequence[bytes | None], width: int) -> torch.Tensor:
    """(B, width, 6) layout ids (``models.page_layout``), cut or padded with "no layout"."""
    return torch.stack([layout_tensor(lay or b"", width=width) for lay in layouts])
