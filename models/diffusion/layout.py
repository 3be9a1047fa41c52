"""The slot region of one document type: a short fixed block of pointer tokens per slot.

    slot 1: [s1 e1 s2 e2 x]  slot 2: [s1 e1]  ...  slot n: [s1 e1 x]

Each slot's block holds the roles its field needs, in this order: the start and end pointers of
up to ``n_spans`` spans, then a suffix position ``x``. By default every slot has every role; a
checkpoint may give each field only the roles its training values ever used
(``DiffusionConfig.slot_roles``, fitted by ``fit_slot_roles``): only names are found in two
pieces and only an income carries a suffix, so most blocks are two positions, and each denoising
pass has less to compute.

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

import re
from dataclasses import dataclass
from functools import cached_property
from typing import Container, Iterable, Sequence

import torch

from models.diffusion.config import DiffusionConfig

MASK = -1
NULL = -2


def field_of(path: str) -> str:
    """The field a concrete slot path belongs to: ``documents_required[3]`` -> ``documents_required``
    (every item of a list shares one block shape)."""
    return re.sub(r"\[\d+\]", "", path)


@dataclass(frozen=True)
class SlotLayout:
    document_type: str
    paths: tuple[str, ...]         # concrete slot paths in template order
    n_spans: int                   # the most spans a block may hold (the config's)
    suffix: bool                   # whether any block may hold a suffix (the config's)
    slot_roles: tuple[tuple[int, ...], ...]  # per slot, its roles in block order
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
    def full_roles(self) -> int:
        """Positions of a block with every role: 2 n_spans (+ 1 with a suffix)."""
        return 2 * self.n_spans + int(self.suffix)

    @property
    def suffix_role(self) -> int:
        return 2 * self.n_spans

    @property
    def pointer_positions(self) -> torch.Tensor:
        return self.is_pointer.nonzero().flatten()

    @property
    def text_positions(self) -> torch.Tensor:
        return (~self.is_pointer).nonzero().flatten()

    @cached_property
    def pointer_row(self) -> dict[int, int]:
        """Slot position -> its row in the pointer heads' output (``pointer_positions`` order)."""
        return {int(p): i for i, p in enumerate(self.pointer_positions.tolist())}

    @cached_property
    def offsets(self) -> tuple[int, ...]:
        """Per slot, the position of its block's first role."""
        return tuple(sum(len(r) for r in self.slot_roles[:i]) for i in range(self.n_slots))

    def block(self, slot: int) -> slice:
        """The positions of one slot's block."""
        start = self.offsets[slot]
        return slice(start, start + len(self.slot_roles[slot]))

    def position(self, slot: int, role: int) -> int:
        return self.block(slot).start + self.slot_roles[slot].index(role)

    def span_positions(self, k: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """(slots that hold a span k, their start positions, their end positions); built once per
        layout, as the sampler asks at every pass."""
        return self._span_positions[k]

    @cached_property
    def _span_positions(self) -> tuple[tuple[torch.Tensor, torch.Tensor, torch.Tensor], ...]:
        out = []
        for k in range(self.n_spans):
            slots = [i for i, roles in enumerate(self.slot_roles) if 2 * k in roles]
            out.append((torch.tensor(slots, dtype=torch.long),
                        torch.tensor([self.position(i, 2 * k) for i in slots], dtype=torch.long),
                        torch.tensor([self.position(i, 2 * k + 1) for i in slots], dtype=torch.long)))
        return tuple(out)

    @cached_property
    def item_start_groups(self) -> tuple[tuple[int, ...], ...]:
        """Per list field with two or more item slots, the start positions of its items' first
        spans, in item order (``documents_required[0..7]``; ``co_borrowers[0..2].full_name``)."""
        groups: dict[str, list[int]] = {}
        for i, path in enumerate(self.paths):
            if "[" in path and 0 in self.slot_roles[i]:
                groups.setdefault(field_of(path), []).append(self.position(i, 0))
        return tuple(tuple(g) for g in groups.values() if len(g) > 1)

    @classmethod
    def build(cls, config: DiffusionConfig, document_type: str, slots: Sequence[tuple[str, int]]) -> "SlotLayout":
        """``slots``: (concrete path, slot token id) in template order. Each slot gets the roles
        ``config.slot_roles`` names for its field, or every role where it names none."""
        index_of = {tok: i for i, tok in enumerate(config.slot_token_ids)}
        all_roles = tuple(range(config.roles))
        fitted = (config.slot_roles or {}).get(document_type, {})
        slot_roles = tuple(tuple(fitted.get(field_of(path), all_roles)) for path, _ in slots)
        slot_index, role, slot_of, is_pointer, is_start, partner = [], [], [], [], [], []
        pos = 0
        for i, ((_, token), roles) in enumerate(zip(slots, slot_roles)):
            for r in roles:
                pointer = r < 2 * config.n_spans
                slot_index.append(index_of[token])
                role.append(r)
                slot_of.append(i)
                is_pointer.append(pointer)
                is_start.append(pointer and r % 2 == 0)
                partner.append(pos + (1 if r % 2 == 0 else -1) if pointer else pos)
                pos += 1
        t = lambda v, **kw: torch.tensor(v, **kw)  # noqa: E731
        return cls(document_type, tuple(p for p, _ in slots), config.n_spans, config.suffix, slot_roles,
                   t(slot_index, dtype=torch.long), t(role, dtype=torch.long), t(slot_of, dtype=torch.long),
                   t(is_pointer, dtype=torch.bool), t(is_start, dtype=torch.bool), t(partner, dtype=torch.long))

    def fill(self, values: Sequence[Sequence[tuple] | None], *, doc_len: int, max_span: int,
             unknown: Container[int] = ()) -> tuple[torch.Tensor, torch.Tensor]:
        """Codes (S,) for slot values given as ``models.dataset`` items (None or [] = empty slot),
        and which positions are trainable (S,) bool: False for a value the block cannot hold, and
        for the slots ``unknown`` (indices: a value a scan states that OCR misread), masked as well."""
        assert len(values) == self.n_slots, f"{len(values)} values for {self.n_slots} slots"
        codes = torch.full((self.size,), NULL, dtype=torch.long)
        trainable = torch.ones(self.size, dtype=torch.bool)
        for i, items in enumerate(values):
            where = self.block(i)
            block = None if i in unknown else self.encode_items(items or (), doc_len=doc_len, max_span=max_span, slot=i)
            if block is None:
                codes[where] = MASK
                trainable[where] = False
            else:
                codes[where] = torch.tensor(block, dtype=torch.long)
        return codes, trainable

    def full_block(self, items: Sequence[tuple], *, doc_len: int, max_span: int) -> list[int] | None:
        """The codes of every role (``full_roles``) for one value, or None when no block holds it."""
        block = [NULL] * self.full_roles
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
            block[self.suffix_role] = int(texts[0][1][0])
        return block

    def encode_items(self, items: Sequence[tuple], *, doc_len: int, max_span: int, slot: int) -> list[int] | None:
        """One slot's block of codes, or None when the items do not fit it (a role it lacks)."""
        block = self.full_block(items, doc_len=doc_len, max_span=max_span)
        if block is None:
            return None
        roles = self.slot_roles[slot]
        if any(code != NULL for r, code in enumerate(block) if r not in roles):
            return None
        return [block[r] for r in roles]

    def read(self, region: torch.Tensor) -> list[list[tuple]]:
        """Items per slot of one row (B = 1) of codes; [] = empty slot. A span whose end lies
        before its start, or a position still masked, is dropped."""
        codes = region.tolist()
        out: list[list[tuple]] = []
        for i, roles in enumerate(self.slot_roles):
            block = dict(zip(roles, codes[self.block(i)]))
            items: list[tuple] = []
            for k in range(self.n_spans):
                s, e = block.get(2 * k, NULL), block.get(2 * k + 1, NULL)
                if s >= 0 and e >= s:
                    items.append(("span", s, e))
            if block.get(self.suffix_role, NULL) >= 0:
                items.append(("text", [block[self.suffix_role]]))
            out.append(items)
        return out


def fit_slot_roles(config: DiffusionConfig, layouts: dict[str, SlotLayout],
                   values: Iterable[tuple[str, str, Sequence[tuple], int]]) -> dict[str, dict[str, list[int]]]:
    """Per document type and field, the roles its training values use: a start and an end always,
    a span k's pair if some value has k + 1 spans, the suffix if some value has one. ``values``:
    (document type, concrete path, items, document length) of the training set; a value no block
    holds is not counted (it is not trained on either)."""
    used: dict[str, dict[str, set[int]]] = {t: {field_of(p): {0, 1} for p in lay.paths} for t, lay in layouts.items()}
    for document_type, path, items, doc_len in values:
        block = layouts[document_type].full_block(items, doc_len=doc_len, max_span=config.max_span)
        if block is None:
            continue
        roles = used[document_type].get(field_of(path))
        if roles is None:
            continue  # not a slot of this type's template
        for k in range(config.n_spans):
            if block[2 * k] != NULL:
                roles.update((2 * k, 2 * k + 1))
        if config.suffix and block[2 * config.n_spans] != NULL:
            roles.add(2 * config.n_spans)
    return {t: {f: sorted(r) for f, r in fields.items()} for t, fields in used.items()}
