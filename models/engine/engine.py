"""The continuous-batching engine: ``schedule -> run -> sample -> postprocess``, one step at a time.

    engine = LLMEngine(model, EngineConfig(kv_cache_mb=512, max_num_seqs=64))
    seq = engine.add_request(prompt_ids, SkeletonParams.from_plan(plan, end_id=end_id, num_special=num_special))
    while not engine.is_finished():
        for done in engine.step():
            done.slots            # [SlotResult(ids, probs)] per slot
    engine.generate([prompt, ...], [params, ...])   # the same, all at once, in request order

Purely token ids: requests join at any step and leave the step they finish. Greedy and
deterministic: the tokens equal ``models.ar.decoder.greedy_decode`` for each request alone
(for the span-pointer model too: a copied span is two tokens, start and end pointer).
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
from models.engine.sequence import Sequence, SkeletonParams, SlotResult

__all__ = ["EngineStats", "LLMEngine"]


@dataclass(slots=True)
class EngineStats:
    num_steps: int = 0
    num_prefill_tokens: int = 0
    num_decode_tokens: int = 0      # tokens sampled from the model
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

    def add_request(self, prompt: Seq[int], params: SkeletonParams) -> Sequence:
        seq = Sequence(prompt, params)
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
        batch = self.scheduler.schedule()
        for seq in batch.preempted:
            self.runner.free(seq)
        if not batch.items:
            return []
        seqs, logp = self.runner.run(batch.items, self.block_manager.block_size)
        sampled = dict(zip((s.seq_id for s in seqs), greedy_skeleton(logp, seqs))) if seqs else {}
        self._account(batch, len(sampled))
        finished = self.scheduler.postprocess(batch, sampled)
        for seq in finished:
            self.runner.free(seq)
        self.stats.num_finished += len(finished)
        self.stats.busy_s += time.perf_counter() - started
        return finished

    def _account(self, batch, num_sampled: int) -> None:
        stats = self.stats
        stats.num_steps += 1
        stats.num_decode_tokens += num_sampled
        stats.num_prefill_tokens += sum(n for s, n in batch.items if s.num_pending_tokens > 2)
        stats.num_preemptions += len(batch.preempted)
        stats.peak_kv_bytes = max(stats.peak_kv_bytes, self.runner.num_cached_bytes)
        stats.peak_running = max(stats.peak_running, len(self.scheduler.running))
        assert self.runner.num_cached_bytes <= self.kv_budget_bytes, "KV cache over budget"

    def generate(self, prompts: Seq[Seq[int]], params: Seq[SkeletonParams]) -> list[list[SlotResult]]:
        seqs = [self.add_request(p, sp) for p, sp in zip(prompts, params, strict=True)]
        while not self.is_finished():
            self.step()
        return [s.slots for s in seqs]
