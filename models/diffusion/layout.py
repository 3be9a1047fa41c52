"""The slot region of one document type: a short fixed block of pointer tokens per slot.

    slot 1: [s1 e1 s2 e2 x]  slot 2: [s1 e1 s2 e2 x]  ...  slot n: [s1 e1 s2 e2 x]

Each position holds a code (``region`` is a long tensor):

    MASK (-1)   not decided yet
    NULL (-2)   nothing here: an empty slot (every position NULL), an unused second span, no suffix
    j >= 0      at a start / end pointer: document position j (the span doc_ids[s..e], inclusive);
                at the suffix position x: vocabulary id j (" monthly" after an amount stated per month)

A slot's value is its spans, joined by one space (given names and surname found apart), then
its suffix token (``models.dataset.render_items``). Positions carry no token of their own: the
model adds a slot embedding and a role embedding (s1, e1, ...) to each. A value the block
cannot hold (more spans, a rendered multi-token text, a span beyond the prefix) is left out of
training (``fill`` marks its positions untrainable) and is what the AR fallback is for.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import torch

from models.diffusion.config import DiffusionConfig

MASK = -1
NULL = -2


@dataclass(frozen=True)
class SlotLayout:
    document_type: str
    paths: tuple[str, ...]         # concrete slot paths in template order
    roles_per_slot: int
    n_spans: int
    suffix: bool
    slot_index: torch.Tensor       # (S,) index into config.slot_token_ids
    role: torch.Tensor             # (S,) 0 = s1, 1 = e1, 2 = s2, ..., 2 n_spans = suffix
    slot_of: torch.Tensor          # (S,) index of the slot within this type
    is_pointer: torch.Tensor       # (S,) bool
    is_start: torch.Tensor         # (S,) bool
    partner: torch.Tensor          # (S,) position of the other end of the span (itself for the suffix)

    @property
    def size(self) -> int:
        return int(self.role.numel())

    @property
    def n_slots(self) -> int:
        return len(self.paths)

    @property
    def pointer_positions(self) -> torch.Tensor:
        return self.is_pointer.nonzero().flatten()

    @property
    def text_positions(self) -> torch.Tensor:
        return (~self.is_pointer).nonzero().flatten()

    def position(self, slot: int | torch.Tensor, role: int) -> int | torch.Tensor:
        return slot * self.roles_per_slot + role

    @classmethod
    def build(cls, config: DiffusionConfig, document_type: str, slots: Sequence[tuple[str, int]]) -> "SlotLayout":
        """``slots``: (concrete path, slot token id) in template order."""
        index_of = {tok: i for i, tok in enumerate(config.slot_token_ids)}
        R = config.roles
        slot_index, role, slot_of, is_pointer, is_start, partner = [], [], [], [], [], []
        for i, (_, token) in enumerate(slots):
            for r in range(R):
                pos = i * R + r
                pointer = r < 2 * config.n_spans
                slot_index.append(index_of[token])
                role.append(r)
                slot_of.append(i)
                is_pointer.append(pointer)
                is_start.append(pointer and r % 2 == 0)
                partner.append(pos + (1 if r % 2 == 0 else -1) if pointer else pos)
        t = lambda v, **kw: torch.tensor(v, **kw)  # noqa: E731
        return cls(document_type, tuple(p for p, _ in slots), R, config.n_spans, config.suffix,
                   t(slot_index), t(role), t(slot_of), t(is_pointer), t(is_start), t(partner))

    def fill(self, values: Sequence[Sequence[tuple] | None], *, doc_len: int, max_span: int
             ) -> tuple[torch.Tensor, torch.Tensor]:
        """Codes (S,) for slot values given as ``models.dataset`` items (None or [] = empty slot),
        and which positions are trainable (S,) bool: False for a value the block cannot hold."""
        assert len(values) == self.n_slots, f"{len(values)} values for {self.n_slots} slots"
        R = self.roles_per_slot
        codes = torch.full((self.size,), NULL, dtype=torch.long)
        trainable = torch.ones(self.size, dtype=torch.bool)
        for i, items in enumerate(values):
            block = self.encode_items(items or (), doc_len=doc_len, max_span=max_span)
            if block is None:
                codes[i * R:(i + 1) * R] = MASK
                trainable[i * R:(i + 1) * R] = False
            else:
                codes[i * R:(i + 1) * R] = torch.tensor(block)
        return codes, trainable

    def encode_items(self, items: Sequence[tuple], *, doc_len: int, max_span: int) -> list[int] | None:
        """One slot's block of codes, or None when the items do not fit it."""
        block = [NULL] * self.roles_per_slot
        spans = [it for it in items if it[0] == "span"]
        texts = [it for it in items if it[0] != "span"]
        if len(spans) > self.n_spans or len(texts) > int(self.suffix):
            return None
        if texts and (items[-1][0] == "span" or len(texts[0][1]) != 1):
            return None  # a text before a span, or more than one token of text
        for k, (_, first, last) in enumerate(spans):
            if not (0 <= first <= last < doc_len and last - first < max_span):
                return None
            block[2 * k], block[2 * k + 1] = int(first), int(last)
        if texts:
            block[2 * self.n_spans] = int(texts[0][1][0])
        return block

    def read(self, region: torch.Tensor) -> list[list[tuple]]:
        """Items per slot of one row (B = 1) of codes; [] = empty slot. A span whose end lies
        before its start, or a position still masked, is dropped."""
        codes = region.tolist()
        R = self.roles_per_slot
        out: list[list[tuple]] = []
        for i in range(self.n_slots):
            block = codes[i * R:(i + 1) * R]
            items: list[tuple] = []
            for k in range(self.n_spans):
                s, e = block[2 * k], block[2 * k + 1]
                if s >= 0 and e >= s:
                    items.append(("span", s, e))
            if self.suffix and block[-1] >= 0:
                items.append(("text", [block[-1]]))
            out.append(items)
        return out
