"""A request in flight: its token ids, how many have KV, and where it stands in its skeleton.

The engine knows nothing of tokenization or documents: a request is a prompt of token ids
and ``SkeletonParams`` (the slots to fill, as in ``models.ar.prompt``). The prompt ends with
the first slot token; the model writes value tokens and ``end``; after each ``end`` the next
slot token is appended without a model step (jump-forward). A slot at its token limit gets
``end`` forced. The sequence finishes at the last slot's ``end``.
"""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from enum import Enum, auto
from typing import Sequence as Seq

__all__ = ["Sequence", "SequenceStatus", "SkeletonParams", "SlotResult"]


class SequenceStatus(Enum):
    WAITING = auto()
    RUNNING = auto()
    FINISHED = auto()


@dataclass(frozen=True, slots=True)
class SkeletonParams:
    """Per-request decoding rules: slot token ids in order, value-token limit per slot."""

    slot_ids: tuple[int, ...]
    max_tokens: tuple[int, ...]
    end_id: int
    num_special: int  # ids below this are never written inside a slot (except end_id)

    def __post_init__(self) -> None:
        assert self.slot_ids and len(self.slot_ids) == len(self.max_tokens), "one max_tokens per slot"

    @property
    def max_new_tokens(self) -> int:
        """Upper bound of the tokens appended after the prompt (values, ends, slot tokens)."""
        return sum(self.max_tokens) + 2 * len(self.slot_ids)


@dataclass(slots=True)
class SlotResult:
    ids: list[int]      # value tokens (without end)
    probs: list[float]  # probability of each value token, then of end

    @property
    def confidence(self) -> float:
        return math.prod(self.probs) if self.probs else 0.0


class Sequence:
    _ids = itertools.count()

    __slots__ = ("seq_id", "token_ids", "num_prompt_tokens", "num_computed_tokens", "status", "params",
                 "block_table", "slots", "_tokens", "_probs", "arrival", "num_preemptions")

    def __init__(self, prompt: Seq[int], params: SkeletonParams) -> None:
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

    def __len__(self) -> int:
        return len(self.token_ids)

    @property
    def num_pending_tokens(self) -> int:
        """Tokens known but not yet run through the model (1, or 2 after a jump-forward; more in prefill)."""
        return len(self.token_ids) - self.num_computed_tokens

    @property
    def num_completion_tokens(self) -> int:
        return len(self.token_ids) - self.num_prompt_tokens

    @property
    def is_finished(self) -> bool:
        return self.status is SequenceStatus.FINISHED

    def forced_token(self) -> int | None:
        """``end`` when the current slot is at its limit, else None (the model chooses)."""
        k = len(self.slots)
        return self.params.end_id if len(self._tokens) >= self.params.max_tokens[k] else None

    def append_token(self, token: int, prob: float) -> None:
        """Record the model's next token; after ``end``, jump forward to the next slot token."""
        params = self.params
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
        self.num_computed_tokens = 0
        self.status = SequenceStatus.WAITING
        self.num_preemptions += 1
