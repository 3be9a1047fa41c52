"""The continuous-batching engine: ``draft -> schedule -> run -> sample/verify -> postprocess``, one
step at a time.

    engine = LLMEngine(model, EngineConfig(kv_cache_mb=512, max_num_seqs=64))
    seq = engine.add_request(prompt_ids, SkeletonParams.from_plan(plan, end_id=end_id, num_special=num_special))
    while not engine.is_finished():
        for done in engine.step():
            done.slots            # [SlotResult(ids, probs)] per slot
    engine.generate([prompt, ...], [params, ...])   # the same, all at once, in request order

Purely token ids: requests join at any step and leave the step they finish. Greedy and
deterministic: the tokens equal ``models.ar.decoder.greedy_decode`` for each request alone
(for the span-pointer model too: a copied span is two tokens, start and end pointer). A
request added with a ``Drafter`` carries up to ``EngineConfig.num_draft`` guessed tokens into
each decode step; greedy's choices at those positions decide how many are kept
(``sampler.verify_drafts``), so the tokens stay greedy's.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Sequence as Seq

import torch

from models.engine.block_manager import BlockManager
from models.engine.config import EngineConfig
from models.engine.runner import ModelRunner
from models.engine.sampler import greedy_skeleton
from models.engine.scheduler import Scheduler
from models.engine.sequence import Drafter, Sequence, SkeletonParams, SlotResult

__all__ = ["EngineStats", "LLMEngine"]


@dataclass(slots=True)
class EngineStats:
    num_steps: int = 0
    num_prefill_tokens: int = 0
    num_decode_tokens: int = 0      # tokens decided (sampled from the model, or forced)
    num_draft_tokens: int = 0       # draft tokens run through the model (accepted or not)
    num_accepted_drafts: int = 0    # draft tokens equal to greedy's (their KV kept)
    num_preemptions: int = 0
    num_finished: int = 0
    peak_kv_bytes: int = 0
    peak_running: int = 0
    busy_s: float = 0.0


class LLMEngine:
    def __init__(self, model: torch.nn.Module, config: EngineConfig | None = None) -> None:
        self.config = config or EngineConfig()
        if self.config.num_threads:
            torch.set_num_threads(self.config.num_threads)
        self.runner = ModelRunner(model, attention_workers=self.config.attention_workers)
        block_bytes = self.config.block_size * self.runner.bytes_per_token
        self.kv_budget_bytes = int(self.config.kv_cache_mb * 2**20)
        self.block_manager = BlockManager(self.kv_budget_bytes // block_bytes, self.config.block_size)
        self.scheduler = Scheduler(self.config, self.block_manager)
        self.stats = EngineStats()

    def add_request(self, prompt: Seq[int], params: SkeletonParams, drafter: Drafter | None = None,
                    layout: torch.Tensor | None = None) -> Sequence:
        """Queue a request; ``drafter`` (with ``EngineConfig.num_draft`` > 0): draft tokens verified
        in each decode step (prompt lookup), the same tokens in fewer steps; ``layout``: (T_l, 6)
        layout ids of the prompt's first columns, for a model with layout tables
        (``models.ar.decoder.BatchDecoder.prompt_layout``)."""
        seq = Sequence(prompt, params, drafter if self.config.num_draft else None, layout)
        limit = self.runner.max_prompt_tokens
        if limit is not None and len(prompt) > limit:
            raise ValueError(f"a prompt of {len(prompt)} tokens is longer than the {limit} columns the model's "
                             "pointers can address: shorten the prompt")
        need = self.block_manager.blocks_for(len(prompt) + params.max_new_tokens)
        if need > self.block_manager.num_blocks:
            raise ValueError(
                f"a request of {len(prompt)} prompt tokens (+{params.max_new_tokens} to write) needs {need} KV blocks, "
                f"the budget holds {self.block_manager.num_blocks}: raise kv_cache_mb or shorten the prompt")
        self.scheduler.add(seq)
        return seq

    def is_finished(self) -> bool:
        return self.scheduler.is_finished()

    @property
    def num_unfinished(self) -> int:
        return len(self.scheduler.waiting) + len(self.scheduler.running)

    def step(self) -> list[Sequence]:
        """One model step; returns the sequences that finished in it."""
        started = time.perf_counter()
        self._propose_drafts()
        batch = self.scheduler.schedule()
        for seq in batch.preempted:
            self.runner.free(seq)
        if not batch.items:
            return []
        drafts = {seq.seq_id: seq.num_draft_tokens for seq, _ in batch.items if seq.num_draft_tokens}
        seqs, logp = self.runner.run(batch.items, self.block_manager.block_size)
        logp = logp.cpu()  # the skeleton rules run in Python: one transfer per step on an accelerator
        plain, drafted, row = [], {}, 0
        for seq in seqs:
            if seq.num_draft_tokens:
                drafted[seq.seq_id] = logp[row:row + 1 + seq.num_draft_tokens]
                row += 1 + seq.num_draft_tokens
            else:
                plain.append((seq, row))
                row += 1
        sampled = {}
        if plain:
            sampled = dict(zip((s.seq_id for s, _ in plain),
                               greedy_skeleton(logp[[r for _, r in plain]], [s for s, _ in plain])))
        before = [(s.num_decisions, s.num_accepted_drafts) for s, _ in batch.items]
        finished = self.scheduler.postprocess(batch, sampled, drafted)
        self._account(batch, drafts, sum(s.num_decisions - d for (s, _), (d, _) in zip(batch.items, before)),
                      sum(s.num_accepted_drafts - a for (s, _), (_, a) in zip(batch.items, before)))
        for seq in finished:
            self.runner.free(seq)
        self.stats.num_finished += len(finished)
        self.stats.busy_s += time.perf_counter() - started
        return finished

    def _propose_drafts(self) -> None:
        """Draft tokens for the running sequences in decode, from their drafters."""
        if not self.config.num_draft:
            return
        for seq in self.scheduler.running:
            if (seq.drafter is not None and not seq.num_draft_tokens and 0 < seq.num_pending_tokens <= 2
                    and seq.num_computed_tokens >= seq.num_prompt_tokens):
                drafts = seq.drafter.propose(seq, self.config.num_draft)
                if drafts:
                    seq.add_drafts(drafts)

    def _account(self, batch, drafts: dict[int, int], num_decided: int, num_accepted: int) -> None:
        stats = self.stats
        stats.num_steps += 1
        stats.num_decode_tokens += num_decided
        stats.num_draft_tokens += sum(drafts.values())
        stats.num_accepted_drafts += num_accepted
        stats.num_prefill_tokens += sum(n for s, n in batch.items if n > 2 and s.seq_id not in drafts)
        stats.num_preemptions += len(batch.preempted)
        stats.peak_kv_bytes = max(stats.peak_kv_bytes, self.runner.num_cached_bytes)
        stats.peak_running = max(stats.peak_running, len(self.scheduler.running))
        assert self.runner.num_cached_bytes <= self.kv_budget_bytes, "KV cache over budget"

    def generate(self, prompts: Seq[Seq[int]], params: Seq[SkeletonParams]) -> list[list[SlotResult]]:
        seqs = [self.add_request(p, sp) for p, sp in zip(prompts, params, strict=True)]
        while not self.is_finished():
            self.step()
        return [s.slots for s in seqs]
