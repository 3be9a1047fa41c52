"""Threshold-based parallel decoding of the pointer slot region (Fast-dLLM, Wu et al. 2025).

Knows nothing of text: codes in, codes and per-position probabilities out. Greedy and
deterministic (argmax; ties broken by position). Each pass:

    pointer, suffix = denoise(cache, region)    the prefix is encoded once, before the first pass;
                                                every position is a key, only the still-masked
                                                ones are computed through the last layer and heads
    candidates = argmax at every still-masked position
    commit every candidate whose probability clears ``threshold``, and at least
    ceil(masked / passes left) of the most confident ones (>= 1, so it ends within ``max_passes``)

then, so that every committed block stays consistent:

    a span's two ends committed in the same pass that disagree (one NULL, or end before start or
    too far) -> the less confident end is re-chosen from its distribution, restricted to agree
    an end of span k committed NULL -> its other end and every later span of the slot are NULL
    (probability 1: the decision was the NULL's)
    (``distinct_items``) two items of one list starting at the same document position -> the
    less confident one, committed this pass, is re-chosen without the starts its siblings hold
    (NULL allowed: the list may be shorter), and its end with it
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import torch

from models.diffusion.layout import MASK, NULL, SlotLayout
from models.diffusion.model import DiffusionModel, PrefixCache


@dataclass(frozen=True, slots=True)
class SamplerParams:
    max_passes: int = 8                 # upper bound on denoising passes
    threshold: float | None = 0.9       # commit every masked position whose probability clears it
    distinct_items: bool = True         # no two items of one list may start at the same position
    # a pointer into the issuer's letterhead moves to the best later position that beats NULL
    # (``_without_letterhead``); per checkpoint in dualpath.json, off unless measured to help it
    skip_letterhead: bool = False

    def __post_init__(self) -> None:
        assert self.max_passes >= 1, "max_passes must be >= 1"
        assert self.threshold is None or 0.0 < self.threshold <= 1.0, "threshold must be in (0, 1]"


@dataclass
class Sample:
    region: torch.Tensor        # (B, S) committed codes
    prob: torch.Tensor          # (B, S) probability of each committed code (1 for rule-filled NULLs)
    committed_at: torch.Tensor  # (B, S) pass index at which each position was committed
    passes: int


def num_to_commit(n_masked: int, passes_left: int) -> int:
    """Spread the remaining masked positions evenly over the passes left (at least one)."""
    return max(1, math.ceil(n_masked / max(1, passes_left)))


def _best(pointer: torch.Tensor, text: torch.Tensor, layout: SlotLayout, shape: torch.Size
          ) -> tuple[torch.Tensor, torch.Tensor]:
    """Argmax code and its probability at every position (B, S)."""
    conf = torch.zeros(shape)
    code = torch.full(shape, NULL, dtype=torch.long)
    for pos, logp in ((layout.pointer_positions, pointer), (layout.text_positions, text)):
        if pos.numel():
            best_logp, best = logp.float().max(-1)
            conf[:, pos] = best_logp.exp().cpu()
            code[:, pos] = torch.where(best > 0, best - 1, NULL).cpu()
    return code, conf


def _agree(region: torch.Tensor, prob: torch.Tensor, new: torch.Tensor, pointer: torch.Tensor,
           layout: SlotLayout, max_span: int) -> None:
    """In place: spans whose two ends were both committed this pass (``new``) and disagree."""
    ptr_index = layout.pointer_row
    starts = layout.is_start.nonzero().flatten().tolist()
    for b, s_pos in (new[:, starts].nonzero().tolist() if starts else []):
        s_pos = starts[s_pos]
        e_pos = s_pos + 1
        if not new[b, e_pos]:
            continue
        s, e = int(region[b, s_pos]), int(region[b, e_pos])
        if (s == NULL and e == NULL) or (s >= 0 and e >= 0 and 0 <= e - s < max_span):
            continue
        keep_start = prob[b, s_pos] >= prob[b, e_pos]
        fix, kept = (e_pos, s) if keep_start else (s_pos, e)
        logp = pointer[b, ptr_index[fix]].float()
        if kept == NULL:
            region[b, fix], prob[b, fix] = NULL, float(logp[0].exp())
            continue
        P = logp.shape[0] - 1
        lo, hi = (kept, min(P, kept + max_span)) if fix == e_pos else (max(0, kept - max_span + 1), kept + 1)
        j = lo + int(logp[1 + lo:1 + hi].argmax())
        region[b, fix], prob[b, fix] = j, float(logp[1 + j].exp())


def _restricted_choice(logp: torch.Tensor, lo: int, hi: int, banned: set[int]) -> tuple[int, float]:
    """The most probable code among NULL and document positions lo..hi-1 not in ``banned``."""
    allowed = torch.full_like(logp, float("-inf"))
    allowed[0] = logp[0]
    allowed[1 + lo:1 + hi] = logp[1 + lo:1 + hi]
    for j in banned:
        allowed[1 + j] = float("-inf")
    best = int(allowed.argmax())
    return (NULL if best == 0 else best - 1), float(logp[best].exp())


def _distinct_items(region: torch.Tensor, prob: torch.Tensor, new: torch.Tensor, pointer: torch.Tensor,
                    layout: SlotLayout, max_span: int) -> None:
    """In place: an item whose start a sibling item of its list already holds (committed in an
    earlier pass, or more confidently in this one) is re-chosen among the starts no sibling holds,
    or NULL; its end, if committed this pass, is re-chosen to agree. Only positions committed this
    pass change, so every commit stays final."""
    ptr_index = layout.pointer_row
    P = pointer.shape[-1] - 1
    for group in layout.item_start_groups:
        for b in range(region.shape[0]):
            fresh = [p for p in group if new[b, p] and int(region[b, p]) >= 0]
            if not fresh:
                continue
            held = {int(region[b, p]) for p in group if not new[b, p] and int(region[b, p]) >= 0}
            for s_pos in sorted(fresh, key=lambda p: -float(prob[b, p])):
                start = int(region[b, s_pos])
                if start in held:
                    e_pos = s_pos + 1
                    end = int(region[b, e_pos])
                    lo, hi = 0, P
                    if not new[b, e_pos] and end >= 0:   # an earlier pass fixed the end
                        lo, hi = max(0, end - max_span + 1), end + 1
                    start, p_start = _restricted_choice(pointer[b, ptr_index[s_pos]].float(), lo, hi, held)
                    region[b, s_pos], prob[b, s_pos] = start, p_start
                    if new[b, e_pos]:
                        logp = pointer[b, ptr_index[e_pos]].float()
                        if start == NULL:
                            region[b, e_pos], prob[b, e_pos] = NULL, float(logp[0].exp())
                        else:
                            j = start + int(logp[1 + start:1 + min(P, start + max_span)].argmax())
                            region[b, e_pos], prob[b, e_pos] = j, float(logp[1 + j].exp())
                if start >= 0:
                    held.add(start)


def _null_rules(region: torch.Tensor, prob: torch.Tensor, committed_at: torch.Tensor, layout: SlotLayout,
                step: int) -> None:
    """In place: a span with a NULL end is NULL, and so is every later span of its slot."""
    empty = torch.zeros((region.shape[0], layout.n_slots), dtype=torch.bool)
    for k in range(layout.n_spans):
        slots, s_pos, e_pos = layout.span_positions(k)
        if not slots.numel():
            break  # a block holds span k only if it holds every span before it
        here = empty[:, slots] | (region[:, s_pos] == NULL) | (region[:, e_pos] == NULL)
        empty[:, slots] = here
        for pos in (s_pos, e_pos):
            fill = here & (region[:, pos] == MASK)
            if fill.any():
                block = region[:, pos]
                block[fill] = NULL
                region[:, pos] = block
                p = prob[:, pos]
                p[fill] = 1.0
                prob[:, pos] = p
                c = committed_at[:, pos]
                c[fill] = step
                committed_at[:, pos] = c


def _without_letterhead(pointer: torch.Tensor, head_tokens: Sequence[int]) -> torch.Tensor:
    """Pointer log-probabilities where a row's first ``head_tokens[b]`` document positions (the
    issuer's letterhead, ``pipeline.letterhead``) lose to the best position after them whenever
    that one beats NULL: the letterhead is a last resort, as in ``pipeline.grounding``, so a field
    the model finds nowhere else keeps its letterhead reading instead of turning empty. Not
    renormalised: a field moved off the letterhead keeps the lower probability of its next choice."""
    if not any(head_tokens):
        return pointer
    pointer = pointer.clone()
    for b, n in enumerate(head_tokens):
        if not n or pointer.shape[-1] <= 1 + n:
            continue
        row = pointer[b]                                   # (positions, 1 + P)
        null, head, rest = row[:, 0], row[:, 1:1 + n].max(-1).values, row[:, 1 + n:].max(-1).values
        moved = (head > rest) & (head > null) & (rest > null)
        if moved.any():
            row[moved, 1:1 + n] = float("-inf")
    return pointer


@torch.no_grad()
def sample(model: DiffusionModel, cache: PrefixCache, layout: SlotLayout,
           params: SamplerParams = SamplerParams(), head_tokens: Sequence[int] | None = None) -> Sample:
    """Denoise ``layout``'s slots for every row of ``cache``; ``head_tokens[b]``: how many leading
    document positions of row b no pointer may choose (its letterhead; None = none)."""
    B = cache.doc_ids.shape[0]
    dev = cache.doc_ids.device
    region = torch.full((B, layout.size), MASK, dtype=torch.long)
    prob = torch.ones(region.shape)
    committed_at = torch.full(region.shape, -1, dtype=torch.long)
    passes = 0
    for step in range(params.max_passes):
        masked = region == MASK
        if not masked.any():
            break
        passes += 1
        # Only still-masked positions are decided, so only they need the last layer and the
        # heads (after the first pass, most positions are committed).
        open_ = masked.any(0)
        rows = None if bool(open_.all()) else open_.nonzero().flatten().to(dev)
        pointer, text = model.denoise(cache, region.to(dev), layout, rows)
        if head_tokens is not None:
            pointer = _without_letterhead(pointer, head_tokens)
        code, conf = _best(pointer, text, layout, region.shape)
        conf = conf.masked_fill(~masked, -1.0)
        new = torch.zeros_like(masked)
        for b in range(B):
            n = int(masked[b].sum())
            if n == 0:
                continue
            k = num_to_commit(n, params.max_passes - step)
            order = torch.sort(-conf[b], stable=True).indices
            new[b, order[:k]] = True
            if params.threshold is not None:
                new[b] |= conf[b] >= params.threshold
        new &= masked
        region[new], prob[new], committed_at[new] = code[new], conf[new], step
        pointer = pointer.cpu()
        _agree(region, prob, new, pointer, layout, model.config.max_span)
        if params.distinct_items:
            _distinct_items(region, prob, new, pointer, layout, model.config.max_span)
        _null_rules(region, prob, committed_at, layout, step)
    assert not (region == MASK).any(), "sampler ended with masked positions"
    return Sample(region, prob, committed_at, passes)


@dataclass(frozen=True, slots=True)
class SlotDecode:
    path: str
    items: list[tuple]           # models.dataset items; [] for an empty slot
    prob_product: float          # product of the probabilities of the slot's committed positions
    prob_min: float


def read_slots(sample: Sample, layout: SlotLayout, row: int = 0) -> list[SlotDecode]:
    """Per slot of one row: its items and the confidence of the positions that decide it."""
    items = layout.read(sample.region[row])
    prob = sample.prob[row]
    out = []
    for i, path in enumerate(layout.paths):
        p = prob[layout.block(i)]
        out.append(SlotDecode(path, items[i], float(p.prod()), float(p.min())))
    return out
