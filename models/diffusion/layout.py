"""The slot region of one document type: fixed skeleton tokens and fixed-length value blocks.

    [type] [slot_1] v v v v end pad pad [slot_2] v v end pad ... [slot_n] v end pad pad pad

The type token and the slot tokens are skeleton (never masked, never predicted); every
value block holds the value's tokens, then ``end``, then ``pad`` up to the slot's length.
An empty slot (null, absent list item) is ``end pad pad ...``. A value longer than its block
is cut (no ``end``), which the decoder reports as low confidence.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import torch

from models.diffusion.config import DiffusionConfig


@dataclass(frozen=True)
class SlotLayout:
    document_type: str
    paths: tuple[str, ...]             # concrete slot paths in template order
    spans: tuple[tuple[int, int], ...]  # [start, end) of each value block in the region
    skeleton: torch.Tensor             # (S,) token ids, mask_id at value positions
    is_value: torch.Tensor             # (S,) bool
    slot_index: torch.Tensor           # (S,) index into config.slot_token_ids; n_slots for the type token
    offset: torch.Tensor               # (S,) offset in the value block; max_slot_len for skeleton tokens

    @property
    def size(self) -> int:
        return int(self.skeleton.numel())

    @classmethod
    def build(cls, config: DiffusionConfig, document_type: str, type_token_id: int,
              slots: Sequence[tuple[str, int, int]]) -> "SlotLayout":
        """``slots``: (concrete path, slot token id, block length) in template order."""
        index_of = {tok: i for i, tok in enumerate(config.slot_token_ids)}
        ids, is_value, slot_index, offset, spans = [type_token_id], [False], [len(index_of)], [config.max_slot_len], []
        for path, token, length in slots:
            assert 1 <= length <= config.max_slot_len, f"{path}: block length {length} outside 1..{config.max_slot_len}"
            ids.append(token); is_value.append(False); slot_index.append(index_of[token]); offset.append(config.max_slot_len)
            spans.append((len(ids), len(ids) + length))
            ids += [config.mask_id] * length
            is_value += [True] * length
            slot_index += [index_of[token]] * length
            offset += list(range(length))
        return cls(document_type, tuple(p for p, _, _ in slots), tuple(spans),
                   torch.tensor(ids), torch.tensor(is_value), torch.tensor(slot_index), torch.tensor(offset))

    def fill(self, values: Sequence[Sequence[int] | None], *, end_id: int, pad_id: int) -> torch.Tensor:
        """The clean slot region for token ids per slot (None = empty slot); values are cut to fit."""
        region = self.skeleton.clone()
        assert len(values) == len(self.spans), f"{len(values)} values for {len(self.spans)} slots"
        for (start, end), value in zip(self.spans, values):
            block = [*(value or ()), end_id][: end - start]
            block += [pad_id] * (end - start - len(block))
            region[start:end] = torch.tensor(block)
        return region

    def read(self, region: torch.Tensor, *, end_id: int, pad_id: int) -> list[list[int] | None]:
        """Token ids per slot up to the first end/pad; None for an empty slot."""
        out: list[list[int] | None] = []
        for start, end in self.spans:
            block = region[start:end].tolist()
            cut = next((i for i, t in enumerate(block) if t in (end_id, pad_id)), len(block))
            out.append(block[:cut] or None)
        return out
