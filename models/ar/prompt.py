"""The AR model's token layout, and the skeleton rules that both decoders follow.

    [bos] doc... [sep] [type] [slot_0] v v v [end] [slot_1] [end] [slot_2] v [end] ... [eos]

The prompt ends with the first slot token. The model writes only value items (a copied
span = a start and an end pointer token, ids >= the vocabulary size, see
``models.ar.modeling``; other values vocabulary tokens) and ``[end]``; each following slot token (and the final ``[eos]``) is appended by the decoder
(jump-forward). A slot holds at most ``max_tokens[path]`` value tokens, then ``[end]`` is
forced; inside a slot only non-special tokens, pointers and ``[end]`` may be written (the
model itself allows only an end pointer after a start pointer).

``SkeletonLogitsProcessor`` applies exactly these rules inside ``transformers``
``generate``, so ``model.generate(prompt, logits_processor=[...])`` writes the same tokens
as the reference decoder (``models.ar.decoder.greedy_decode``) and as the batch engine.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import torch
from transformers import LogitsProcessor

__all__ = ["SkeletonLogitsProcessor", "SlotPlan", "build_prompt", "build_training_sequence", "value_mask"]


@dataclass(frozen=True, slots=True)
class SlotPlan:
    """The slots to fill, in order: paths, their token ids and value-token limits."""

    paths: tuple[str, ...]
    slot_ids: tuple[int, ...]
    max_tokens: tuple[int, ...]
    start_range: tuple[int, int] = (0, 0)   # ids of start pointers (the limit never splits a span)

    def is_start(self, token: int) -> bool:
        return self.start_range[0] <= token < self.start_range[1]

    def slot_is_full(self, k: int, ids: Sequence[int]) -> bool:
        """Slot ``k`` holding ``ids`` must end: at its limit, and not between a span's two pointers."""
        return len(ids) >= self.max_tokens[k] and not (ids and self.is_start(ids[-1]))


def plan_gaps(plan: SlotPlan, gaps: Sequence[Sequence[int]] | None) -> list[list[int]]:
    """Per slot of ``plan``, the tokens fed before its slot token (given answers of other slots:
    ``BatchDecoder.context_gaps``); none when ``gaps`` is None."""
    return [list(g) for g in gaps] if gaps else [[] for _ in plan.paths]


def build_prompt(tok, doc_ids: Sequence[int], document_type: str, first_slot_id: int) -> list[int]:
    return [tok.bos_id, *doc_ids, tok.sep_id, tok.type_id(document_type), first_slot_id]


def build_training_sequence(tok, doc_ids: Sequence[int], document_type: str, slots: Sequence[tuple[int, Sequence[int]]],
                            ) -> tuple[list[int], list[int]]:
    """(ids, loss_mask): loss_mask[i] = 1 where ids[i] is a value token or [end] to be predicted."""
    ids = [tok.bos_id, *doc_ids, tok.sep_id, tok.type_id(document_type)]
    mask = [0] * len(ids)
    for slot_id, value in slots:
        ids.append(slot_id)
        mask.append(0)
        ids.extend(value)
        mask.extend([1] * len(value))
        ids.append(tok.end_id)
        mask.append(1)
    ids.append(tok.eos_id)
    mask.append(0)
    return ids, mask


def value_mask(output_size: int, num_special: int, end_id: int) -> torch.Tensor:
    """(output_size,) bool: the ids a slot may hold (non-special vocabulary, pointers) and [end]."""
    allowed = torch.zeros(output_size, dtype=torch.bool)
    allowed[num_special:] = True
    allowed[end_id] = True
    return allowed


class SkeletonLogitsProcessor(LogitsProcessor):
    """Forces the skeleton (next slot token after [end], [eos] after the last slot, [end] at
    the slot's token limit) and forbids special tokens inside a slot.

    ``prompt_length``: length of the (left-padded) prompt given to ``generate``; ``plans``
    one SlotPlan per row (the prompt already holds each row's first slot token).
    """

    def __init__(self, plans: Sequence[SlotPlan], prompt_length: int, *, end_id: int, eos_id: int,
                 num_special: int, vocab_size: int) -> None:
        """``vocab_size``: the width of the model's output (vocabulary and pointer ids)."""
        self.plans = list(plans)
        self.prompt_length = prompt_length
        self.end_id, self.eos_id = end_id, eos_id
        self.value_mask = value_mask(vocab_size, num_special, end_id)

    def next_rule(self, plan: SlotPlan, generated: Sequence[int]) -> int | None:
        """The forced token after ``generated`` (None: any value token or [end] may follow)."""
        if self.eos_id in generated:  # finished row (generate pads it)
            return self.eos_id
        n_end = sum(1 for t in generated if t == self.end_id)
        if generated and generated[-1] == self.end_id:
            return plan.slot_ids[n_end] if n_end < len(plan.slot_ids) else self.eos_id
        since_slot = 0
        for t in reversed(generated):
            if t in (self.end_id,) or t in plan.slot_ids:
                break
            since_slot += 1
        if plan.slot_is_full(n_end, generated[len(generated) - since_slot:]):
            return self.end_id
        return None

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        out = torch.full_like(scores, float("-inf"))
        if self.value_mask.device != scores.device:  # once: generate's scores live on the model's device
            self.value_mask = self.value_mask.to(scores.device)
        for row, plan in enumerate(self.plans):
            forced = self.next_rule(plan, input_ids[row, self.prompt_length:].tolist())
            if forced is None:
                out[row] = scores[row].masked_fill(~self.value_mask[: scores.shape[-1]], float("-inf"))
            else:
                out[row, forced] = 0.0
        return out
