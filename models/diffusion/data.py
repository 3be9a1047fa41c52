"""From ``models.dataset`` examples to diffusion batches: slot lengths, layouts, padded tensors."""
from __future__ import annotations

import math
import re
from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Sequence

import torch

from models.diffusion.config import DiffusionConfig
from models.diffusion.layout import SlotLayout
from models.template import slot_paths
from pipeline.doctypes import DOCUMENT_TYPES

_INDEX = re.compile(r"\[\d+\]")


def slot_lengths(examples: Sequence[Any], *, quantile: float = 0.99, margin: float = 0.1, minimum: int = 3,
                 maximum: int = 64) -> dict[str, dict[str, int]]:
    """Block length per type and slot: the ``quantile`` of the value lengths seen in training,
    plus ``margin``, plus 1 for the end token, within [minimum, maximum].

    Every item of a list shares one length, so item slots rarely filled in training
    (``documents_required[7]``) are as long as the first. A longer value is cut at decoding
    time, which gives it confidence 0 (and so the AR fallback).
    """
    seen: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    for ex in examples:
        for path, ids in ex.slot_ids.items():
            if ids:
                seen[ex.document_type][_INDEX.sub("[]", path)].append(len(ids))
    out: dict[str, dict[str, int]] = {}
    for document_type in DOCUMENT_TYPES:
        out[document_type] = {}
        for path in slot_paths(document_type):
            lengths = sorted(seen[document_type][_INDEX.sub("[]", path)]) or [1]
            n = lengths[min(len(lengths) - 1, int(quantile * len(lengths)))]
            out[document_type][path] = max(minimum, min(maximum, math.ceil(n * (1 + margin)) + 1))
    return out


def build_layouts(config: DiffusionConfig, tokenizer: Any,
                  lengths: dict[str, dict[str, int]]) -> dict[str, SlotLayout]:
    return {
        t: SlotLayout.build(config, t, tokenizer.type_id(t),
                            [(p, tokenizer.slot_id(t, p), lengths[t][p]) for p in slot_paths(t)])
        for t in DOCUMENT_TYPES
    }


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
    doc_ids: torch.Tensor   # (B, P)
    doc_mask: torch.Tensor  # (B, P)
    clean: torch.Tensor     # (B, S) slot region with the true values
    type_index: torch.Tensor  # (B,)
    starts: torch.Tensor    # (B, S) document position where the value copied into each value
                            # token starts (the span pointer's target), -1 if not copied


def make_batch(examples: Sequence[Any], layout: SlotLayout, config: DiffusionConfig) -> Batch:
    document_type = examples[0].document_type
    assert all(e.document_type == document_type for e in examples), "a batch holds one document type"
    doc_ids, doc_mask = pad_documents([e.doc_ids for e in examples], config.pad_id, config.max_prefix_len)
    clean = torch.stack([layout.fill([e.slot_ids[p] or None for p in layout.paths],
                                     end_id=config.end_id, pad_id=config.pad_id) for e in examples])
    type_index = torch.full((len(examples),), DOCUMENT_TYPES.index(document_type), dtype=torch.long)
    starts = torch.full(clean.shape, -1, dtype=torch.long)
    for row, ex in enumerate(examples):
        for path, (lo, hi) in zip(layout.paths, layout.spans):
            src = ex.copy_src.get(path) or []
            if src and src[0] is not None and src == list(range(src[0], src[0] + len(src))) \
                    and src[-1] < doc_ids.shape[1]:
                starts[row, lo: min(hi, lo + len(src))] = src[0]
    return Batch(document_type, doc_ids, doc_mask, clean, type_index, starts)
