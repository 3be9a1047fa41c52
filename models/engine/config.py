"""Engine settings: the KV budget, the block size and the per-step limits."""
from __future__ import annotations

from dataclasses import dataclass

from pipeline.cores import available_cores

__all__ = ["EngineConfig", "batch_engine_config"]


@dataclass(slots=True)
class EngineConfig:
    """``kv_cache_mb``: the KV cache (and copy-head state) never takes more than this; requests
    wait when it is full. ``max_num_seqs``: sequences in flight at once (maximum concurrency).
    ``max_num_batched_tokens``: tokens one model step may run (decode tokens first, then
    prefill chunks of new documents fill the rest)."""

    kv_cache_mb: float = 1024.0
    block_size: int = 64
    max_num_seqs: int = 64
    max_num_batched_tokens: int = 2048  # 3 whole 600-token prompts beside a full decode batch (1024 -> 2048: +6 %, README)
    num_threads: int | None = None
    attention_workers: int = 1  # threads sharing the per-sequence attention; on 2 cores num_threads=2 with 1 is faster
    whole_prompt_prefill: bool = True  # admit a new document only when its whole prompt fits the step
    num_draft: int = 2  # draft tokens per sequence and step from its drafter, if it has one (0: none; README)

    def __post_init__(self) -> None:
        assert self.kv_cache_mb > 0, f"kv_cache_mb must be positive, not {self.kv_cache_mb}"
        assert self.block_size >= 1, f"block_size must be at least 1, not {self.block_size}"
        assert self.max_num_seqs >= 1, f"max_num_seqs must be at least 1, not {self.max_num_seqs}"
        assert self.max_num_batched_tokens >= 2 * self.max_num_seqs, (
            f"max_num_batched_tokens ({self.max_num_batched_tokens}) must hold one decode step of every sequence "
            f"(2 tokens each with jump-forward): raise it to at least {2 * self.max_num_seqs} or lower max_num_seqs")
        assert self.num_threads is None or self.num_threads >= 1, "num_threads must be at least 1"
        assert self.attention_workers >= 1, "attention_workers must be at least 1"
        assert self.num_draft >= 0, "num_draft must be 0 (no drafts) or more"


def batch_engine_config(*, max_concurrency: int | None = None, kv_cache_mb: float | None = None) -> EngineConfig:
    """The engine settings of the batch path (``dualpath batch``, batch workers, ``extract --path
    batch``): at most ``max_concurrency`` documents in flight (default 64) and ``kv_cache_mb`` MB
    of KV cache (default 1024). Two torch threads per op (on 2 cores this beat one thread per op
    with two threads sharing the attention by 1.2-1.6x: the prompts' prefill is half of the work
    and it is matrix products), and prompt-lookup drafts (``EngineConfig.num_draft``)."""
    default = EngineConfig()
    seqs = max_concurrency or default.max_num_seqs
    return EngineConfig(num_threads=min(2, available_cores()), attention_workers=1, max_num_seqs=seqs,
                        max_num_batched_tokens=max(default.max_num_batched_tokens, 2 * seqs),
                        kv_cache_mb=kv_cache_mb or default.kv_cache_mb)
