"""Reference sampler: iterative unmasking of the most confident slot tokens (LLaDA's low-confidence
remasking, without remasking: a committed token stays).

Knows nothing of text: token ids in, token ids and per-token probabilities out. Greedy and
deterministic (argmax, ties broken by position). Each pass:

    log p = denoise(cache, region)            the prefix is encoded once, before the first pass
    candidates = argmax over allowed ids at every still-masked position
    commit the k most confident, k = ceil(masked / passes left)  (>= 1, so it terminates)
    an end or pad committed at offset o of a block makes the rest of that block pad

A faster sampler (issue 5) commits by threshold; this one is the yardstick it is tested against.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import torch

from models.diffusion.layout import SlotLayout
from models.diffusion.model import DiffusionModel, PrefixCache


@dataclass(frozen=True, slots=True)
class SamplerParams:
    max_passes: int = 8          # upper bound on denoising passes
    threshold: float | None = None  # also commit every masked token whose probability clears it

    def __post_init__(self) -> None:
        assert self.max_passes >= 1, "max_passes must be >= 1"
        assert self.threshold is None or 0.0 < self.threshold <= 1.0, "threshold must be in (0, 1]"


@dataclass
class Sample:
    region: torch.Tensor       # (B, S) committed ids (skeleton included)
    prob: torch.Tensor         # (B, S) probability of each committed value token; 1 for skeleton/auto pad
    committed_at: torch.Tensor  # (B, S) pass index at which each value token was committed; -1 skeleton
    passes: int


def num_to_commit(n_masked: int, passes_left: int) -> int:
    """Spread the remaining masked tokens evenly over the passes left (at least one)."""
    return max(1, math.ceil(n_masked / max(1, passes_left)))


def disallowed_ids(model: DiffusionModel) -> torch.Tensor:
    """Ids that may never fill a value position: mask and the skeleton tokens."""
    c = model.config
    return torch.tensor(sorted({c.mask_id, *c.slot_token_ids, *c.type_token_ids}))


def _fill_after_empty(region: torch.Tensor, prob: torch.Tensor, committed_at: torch.Tensor,
                      layout: SlotLayout, mask_id: int, end_id: int, pad_id: int, step: int) -> None:
    """In place: once a block holds an end or pad, its later masked positions are pad (prob 1)."""
    for start, end in layout.spans:
        block = region[:, start:end]
        stop = ((block == end_id) | (block == pad_id)).int()
        after_stop = (stop.cumsum(1) - stop) > 0  # a stop lies strictly to the left
        fill = after_stop & (block == mask_id)
        if fill.any():
            block[fill] = pad_id
            prob[:, start:end][fill] = 1.0
            committed_at[:, start:end][fill] = step


@torch.no_grad()
def sample(model: DiffusionModel, cache: PrefixCache, layout: SlotLayout,
           params: SamplerParams = SamplerParams()) -> Sample:
    c = model.config
    B = cache.doc_ids.shape[0]
    region = layout.skeleton.to(cache.doc_ids.device).repeat(B, 1)
    prob = torch.ones(region.shape)
    committed_at = torch.full(region.shape, -1, dtype=torch.long)
    banned = disallowed_ids(model)
    passes = 0
    for step in range(params.max_passes):
        masked = region == c.mask_id
        if not masked.any():
            break
        passes += 1
        logp = model.denoise(cache, region, layout, where=masked).float()  # (N, V), N = masked positions
        logp[:, banned] = float("-inf")
        best_logp, best_ids = logp.max(-1)
        conf = torch.full(region.shape, -1.0)
        best = torch.zeros_like(region)
        conf[masked], best[masked] = best_logp.exp(), best_ids
        for b in range(B):
            n = int(masked[b].sum())
            if n == 0:
                continue
            k = num_to_commit(n, params.max_passes - step)
            order = torch.sort(-conf[b], stable=True).indices
            chosen = order[:k]
            if params.threshold is not None:
                chosen = torch.unique(torch.cat([chosen, (conf[b] >= params.threshold).nonzero().flatten()]))
            region[b, chosen] = best[b, chosen]
            prob[b, chosen] = conf[b, chosen]
            committed_at[b, chosen] = step
        _fill_after_empty(region, prob, committed_at, layout, c.mask_id, c.end_id, c.pad_id, step)
    assert not (region == c.mask_id).any(), "sampler ended with masked positions"
    return Sample(region, prob, committed_at, passes)


@dataclass(frozen=True, slots=True)
class SlotDecode:
    path: str
    ids: list[int] | None      # value token ids; None for an empty slot
    prob_product: float        # product of the probabilities of the value tokens and their end
    prob_min: float
    truncated: bool            # the block filled up without an end token


def read_slots(sample: Sample, layout: SlotLayout, end_id: int, pad_id: int, row: int = 0) -> list[SlotDecode]:
    """Per slot of one row: its ids and the confidence of the tokens that decide it."""
    region, prob = sample.region[row], sample.prob[row]
    out = []
    for path, (start, end) in zip(layout.paths, layout.spans):
        block = region[start:end].tolist()
        cut = next((i for i, t in enumerate(block) if t in (end_id, pad_id)), None)
        decided = prob[start:end] if cut is None else prob[start:start + cut + 1]
        ids = block if cut is None else block[:cut]
        out.append(SlotDecode(path, ids or None, float(decided.prod()), float(decided.min()), cut is None))
    return out
