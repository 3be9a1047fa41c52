"""A request in flight: its token ids, how many have KV, and where it stands in its skeleton.

The engine knows nothing of tokenization or documents: a request is a prompt of token ids
and ``SkeletonParams`` (the slots to fill, as in ``models.ar.prompt``). The prompt ends with
the first slot token; the model writes value tokens (vocabulary ids, or a copied span as a
start and an end pointer id) and ``end``; after each ``end`` the next slot token is appended
without a model step (jump-forward). A slot at its token limit gets ``end`` forced, unless its
last token is a start pointer (a span is never split: the end pointer comes first). The
sequence finishes at the last slot's ``end``.

Draft tokens (``add_drafts``, from the request's ``Drafter``) ride after the pending tokens for
one step; ``sampler.verify_drafts`` then keeps the ones greedy would have chosen.
"""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from enum import Enum, auto
from typing import Protocol
from typing import Sequence as Seq

__all__ = ["Drafter", "Sequence", "SequenceStatus", "SkeletonParams", "SlotResult"]


class SequenceStatus(Enum):
    WAITING = auto()
    RUNNING = auto()
    FINISHED = auto()


@dataclass(frozen=True, slots=True)
class SkeletonParams:
    """Per-request decoding rules: slot token ids in order, value-token limit per slot, and the
    ids of start pointers (``models.ar.prompt.SlotPlan.start_range``; empty for a model without)."""

    slot_ids: tuple[int, ...]
    max_tokens: tuple[int, ...]
    end_id: int
    num_special: int  # ids below this are never written inside a slot (except end_id)
    start_range: tuple[int, int] = (0, 0)

    def __post_init__(self) -> None:
        assert self.slot_ids and len(self.slot_ids) == len(self.max_tokens), "one max_tokens per slot"

    @classmethod
    def from_plan(cls, plan, *, end_id: int, num_special: int) -> "SkeletonParams":
        """From a ``models.ar.prompt.SlotPlan`` (slot ids, limits, start pointer ids)."""
        return cls(tuple(plan.slot_ids), tuple(plan.max_tokens), end_id, num_special, tuple(plan.start_range))

    def is_start(self, token: int) -> bool:
        return self.start_range[0] <= token < self.start_range[1]

    @property
    def max_new_tokens(self) -> int:
        """Upper bound of the tokens appended after the prompt (values, ends, slot tokens); a slot
        may exceed its limit by one token, the end pointer of a span started at the limit."""
        spans = len(self.slot_ids) if self.start_range[1] > self.start_range[0] else 0
        return sum(self.max_tokens) + 2 * len(self.slot_ids) + spans


@dataclass(slots=True)
class SlotResult:
    ids: list[int]      # value tokens (without end)
    probs: list[float]  # probability of each value token, then of end

    @property
    def confidence(self) -> float:
        return math.prod(self.probs) if self.probs else 0.0


class Drafter(Protocol):
    """Proposes tokens that greedy decoding is likely to write next (e.g. prompt lookup, see
    ``models.ar.speculative.SequenceDrafter``); a wrong draft costs compute, never output."""

    def propose(self, seq: "Sequence", budget: int) -> list[int]: ...


class Sequence:
    _ids = itertools.count()

    __slots__ = ("seq_id", "token_ids", "num_prompt_tokens", "num_computed_tokens", "status", "params",
                 "block_table", "slots", "_tokens", "_probs", "arrival", "num_preemptions", "drafter",
                 "num_draft_tokens", "num_decisions", "num_accepted_drafts", "layout")

    def __init__(self, prompt: Seq[int], params: SkeletonParams, drafter: Drafter | None = None,
                 layout=None) -> None:
        assert prompt and prompt[-1] == params.slot_ids[0], "the prompt must end with the first slot token"
        self.seq_id = next(Sequence._ids)
        self.token_ids = list(prompt)
        self.num_prompt_tokens = len(prompt)
        self.num_computed_tokens = 0
        self.status = SequenceStatus.WAITING
        self.params = params
        self.block_table: list[int] = []
        self.slots: list[SlotResult] = []
        self._tokens: list[int] = []
        self._probs: list[float] = []
        self.arrival = self.seq_id
        self.num_preemptions = 0
        self.drafter = drafter
        self.num_draft_tokens = 0  # the last ones of token_ids, this step only
        self.num_decisions = 0     # tokens decided (value tokens and ends)
        self.num_accepted_drafts = 0
        # (T_l, 6) layout ids of the prompt's first columns (``models.page_layout``), for a model
        # with layout tables; the columns after them, and every token without it, have none
        self.layout = layout

    def __len__(self) -> int:
        return len(self.token_ids)

    @property
    def num_pending_tokens(self) -> int:
        """Tokens known but not yet run through the model (1, or 2 after a jump-forward; more in
        prefill), drafts included."""
        return len(self.token_ids) - self.num_computed_tokens

    @property
    def slot_tokens(self) -> list[int]:
        """The value tokens written so far in the current slot."""
        return list(self._tokens)

    def add_drafts(self, tokens: Seq[int]) -> None:
        assert self.num_draft_tokens == 0, "drafts are verified or dropped before new ones"
        self.token_ids += tokens
        self.num_draft_tokens = len(tokens)

    def drop_drafts(self) -> list[int]:
        """Remove this step's drafts from the tokens (and from the computed count) and return them."""
        n, self.num_draft_tokens = self.num_draft_tokens, 0
        if not n:
            return []
        drafts = self.token_ids[-n:]
        del self.token_ids[-n:]
        self.num_computed_tokens = min(self.num_computed_tokens, len(self.token_ids))
        return drafts

    @property
    def num_completion_tokens(self) -> int:
        return len(self.token_ids) - self.num_prompt_tokens

    @property
    def is_finished(self) -> bool:
        return self.status is SequenceStatus.FINISHED

    def forced_token(self) -> int | None:
        """``end`` when the current slot is at its limit (and its last token is not a start
        pointer), else None (the model chooses)."""
        tokens, params = self._tokens, self.params
        if len(tokens) >= params.max_tokens[len(self.slots)] and not (tokens and params.is_start(tokens[-1])):
            return params.end_id
        return None

    def append_token(self, token: int, prob: float) -> None:
        """Record the model's next token; after ``end``, jump forward to the next slot token."""
        params = self.params
        self.num_decisions += 1
        self._probs.append(prob)
        if token != params.end_id:
            self._tokens.append(token)
            self.token_ids.append(token)
            return
        self.slots.append(SlotResult(self._tokens, self._probs))
        self._tokens, self._probs = [], []
        if len(self.slots) == len(params.slot_ids):
            self.status = SequenceStatus.FINISHED  # the last end needs no KV: nothing follows it
            return
        self.token_ids += [params.end_id, params.slot_ids[len(self.slots)]]

    def preempt(self) -> None:
        """Drop the KV (it is recomputed on readmission); the tokens written so far stay."""
        self.drop_drafts()
        self.num_computed_tokens = 0
        self.status = SequenceStatus.WAITING
        self.num_preemptions += 1
