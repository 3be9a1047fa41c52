"""Greedy choice of the next token under the skeleton rules (a pure function of log-probs)."""
from __future__ import annotations

import functools

import torch

from models.ar.prompt import value_mask
from models.engine.sequence import Sequence

__all__ = ["greedy_skeleton", "verify_drafts"]


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


def verify_drafts(seq: Sequence, logp: torch.Tensor) -> None:
    """Keep the longest prefix of ``seq``'s drafts that greedy decoding would have written, plus
    greedy's own next token after it; ``logp`` (1 + drafts, V): the log-probs at the last real
    token and at each draft. Called after the step counted every draft as computed.

    Each decision is ``greedy_skeleton``'s rule applied in order (the slot limit and the
    jump-forward included), so the tokens are greedy's; the KV of the accepted drafts is kept,
    the rest of the buffer is overwritten by later steps."""
    drafts = seq.drop_drafts()
    base = len(seq.token_ids)           # every real token is computed
    allowed = _value_mask(logp.shape[-1], seq.params.num_special, seq.params.end_id)
    chosen = logp.masked_fill(~allowed, float("-inf")).argmax(-1).tolist()
    accepted = 0                        # drafts equal to greedy's tokens so far
    while True:
        forced = seq.forced_token()
        token = forced if forced is not None else chosen[accepted]
        before = len(seq.token_ids)
        seq.append_token(token, float(logp[accepted, token].exp()))
        written = seq.token_ids[before:]  # the token, or [end, next slot token]; nothing at the last end
        same = 0
        while same < len(written) and accepted + same < len(drafts) and written[same] == drafts[accepted + same]:
            same += 1
        accepted += same
        if seq.is_finished or same < len(written):
            break
    seq.num_computed_tokens = base + accepted
    seq.num_accepted_drafts += accepted
