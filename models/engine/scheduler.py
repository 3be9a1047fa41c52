"""Which sequences run in the next model step, and how many tokens each.

Per step, under ``max_num_batched_tokens``: every running sequence in decode (1 or 2 pending
tokens, and its draft tokens where the step's tokens and the KV pool have room for them) in
arrival order, then the prefill chunks of running sequences still reading their
prompt, then new sequences from the waiting queue (FIFO) while the KV pool holds their whole
prompt and ``max_num_seqs`` allows. With ``whole_prompt_prefill`` a new sequence joins only when
its whole prompt fits the step's remaining tokens (a prompt longer than the whole budget still
goes in chunks): a chunk after the first needs an explicit attention mask and the copy
head's keys recomputed over the prompt. When a running sequence needs a block and none is free,
the most recently admitted running sequence is preempted (its blocks freed, its tokens kept,
its KV recomputed later) and goes back to the front of the queue: the oldest request always
makes progress, so none starves.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

import torch

from models.engine.block_manager import BlockManager
from models.engine.config import EngineConfig
from models.engine.sampler import verify_drafts
from models.engine.sequence import Sequence, SequenceStatus

__all__ = ["ScheduledBatch", "Scheduler"]

_DECODE = 2  # pending tokens of a decode step (a value token, or end + the next slot token)


@dataclass(slots=True)
class ScheduledBatch:
    items: list[tuple[Sequence, int]] = field(default_factory=list)  # (sequence, num_scheduled_tokens)
    preempted: list[Sequence] = field(default_factory=list)

    @property
    def num_scheduled_tokens(self) -> int:
        return sum(n for _, n in self.items)


class Scheduler:
    def __init__(self, config: EngineConfig, block_manager: BlockManager) -> None:
        self.max_num_seqs = config.max_num_seqs
        self.max_num_batched_tokens = config.max_num_batched_tokens
        self.whole_prompts = config.whole_prompt_prefill
        self.block_manager = block_manager
        self.waiting: deque[Sequence] = deque()
        self.running: list[Sequence] = []  # in admission order

    def add(self, seq: Sequence) -> None:
        self.waiting.append(seq)

    def is_finished(self) -> bool:
        return not self.waiting and not self.running

    def schedule(self) -> ScheduledBatch:
        batch = ScheduledBatch()
        budget = self.max_num_batched_tokens
        decoding = [s for s in self.running if s.num_pending_tokens - s.num_draft_tokens <= _DECODE]
        prefilling = [s for s in self.running if s.num_pending_tokens - s.num_draft_tokens > _DECODE]
        for seq in decoding + prefilling:
            if seq.status is not SequenceStatus.RUNNING or budget == 0:
                seq.drop_drafts()
                continue
            if seq.num_draft_tokens and (seq.num_pending_tokens > budget or not self.block_manager.can_allocate(
                    seq, len(seq))):
                seq.drop_drafts()  # drafts never take a step's tokens or a block from real work
            n = min(seq.num_pending_tokens, budget)
            if self._make_room(seq, seq.num_computed_tokens + n, batch):
                self.block_manager.allocate(seq, seq.num_computed_tokens + n)
                batch.items.append((seq, n))
                budget -= n
        while self.waiting and budget > 0 and not batch.preempted and len(self.running) < self.max_num_seqs:
            seq = self.waiting[0]
            if not self.block_manager.can_allocate(seq, len(seq)):
                break
            if self.whole_prompts and batch.items and budget < seq.num_pending_tokens <= self.max_num_batched_tokens:
                break  # next step, whole: one causal prefill instead of masked chunks
            self.waiting.popleft()
            self.block_manager.allocate(seq, len(seq))  # the whole prompt: its prefill never waits for memory
            seq.status = SequenceStatus.RUNNING
            self.running.append(seq)
            n = min(seq.num_pending_tokens, budget)
            batch.items.append((seq, n))
            budget -= n
        return batch

    def _make_room(self, seq: Sequence, num_tokens: int, batch: ScheduledBatch) -> bool:
        """Free blocks for ``seq`` by preempting the newest running sequences; False if ``seq`` itself went."""
        while not self.block_manager.can_allocate(seq, num_tokens):
            victim = self.running[-1]
            self._preempt(victim, batch)
            if victim is seq:
                return False
        return True

    def _preempt(self, seq: Sequence, batch: ScheduledBatch) -> None:
        self.running.remove(seq)
        self.block_manager.deallocate(seq)
        seq.preempt()
        self.waiting.appendleft(seq)
        batch.preempted.append(seq)
        batch.items = [(s, n) for s, n in batch.items if s is not seq]

    def postprocess(self, batch: ScheduledBatch, sampled: dict[int, tuple[int, float]],
                    drafted: dict[int, torch.Tensor] | None = None) -> list[Sequence]:
        """Advance the step's sequences by their computed tokens and sampled token (or, for a
        sequence with drafts, its log-probs at every draft position: ``verify_drafts``); free the
        finished."""
        finished = []
        for seq, n in batch.items:
            seq.num_computed_tokens += n
            if seq.seq_id in sampled:
                seq.append_token(*sampled[seq.seq_id])
            elif drafted and seq.seq_id in drafted:
                verify_drafts(seq, drafted[seq.seq_id])
            if seq.is_finished:
                self.running.remove(seq)
                self.block_manager.deallocate(seq)
                finished.append(seq)
        return finished
