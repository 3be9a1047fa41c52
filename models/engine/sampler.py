"""Greedy choice of the next token under the skeleton rules (a pure function of log-probs)."""
from __future__ import annotations

import functools

import torch

from models.ar.prompt import value_mask
from models.engine.sequence import Sequence

__all__ = ["greedy_skeleton"]


@functools.lru_cache(maxsize=16)
def _value_mask(output_size: int, num_special: int, end_id: int) -> torch.Tensor:
    return value_mask(output_size, num_special, end_id)


def greedy_skeleton(logp: torch.Tensor, seqs: list[Sequence]) -> list[tuple[int, float]]:
    """(token, probability) per row of ``logp`` (S, V or V + 2P with pointers): ``end`` where a slot
    is at its limit, else the most probable value token, pointer or ``end`` (the same rule as
    ``models.ar.decoder.greedy_decode``; the model's own mask keeps pointers in their grammar)."""
    vocab = logp.shape[-1]
    masks = torch.stack([_value_mask(vocab, s.params.num_special, s.params.end_id) for s in seqs])  # (S, V)
    chosen = logp.masked_fill(~masks, float("-inf")).argmax(-1)                                      # (S,)
    forced = [s.forced_token() for s in seqs]
    if any(f is not None for f in forced):
        chosen = torch.tensor([c if f is None else f for c, f in zip(chosen.tolist(), forced)])
    probs = logp.gather(-1, chosen[:, None])[:, 0].exp()
    return list(zip(chosen.tolist(), probs.tolist()))
