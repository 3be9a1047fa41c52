"""KV cache accounting in fixed-size blocks: plain Python, no tensors.

A sequence holds ``ceil(tokens / block_size)`` blocks of a pool sized from the KV budget;
the runner gives each sequence a contiguous buffer of exactly that many blocks. The pool
never hands out more blocks than it has, so the budget is never exceeded.
"""
from __future__ import annotations

from collections import deque

from models.engine.sequence import Sequence

__all__ = ["BlockManager"]


class BlockManager:
    def __init__(self, num_blocks: int, block_size: int) -> None:
        assert num_blocks >= 1, "the KV budget holds no block: raise kv_cache_mb or lower block_size"
        self.num_blocks = num_blocks
        self.block_size = block_size
        self.free_block_ids: deque[int] = deque(range(num_blocks))

    @property
    def num_free_blocks(self) -> int:
        return len(self.free_block_ids)

    @property
    def num_used_blocks(self) -> int:
        return self.num_blocks - len(self.free_block_ids)

    def blocks_for(self, num_tokens: int) -> int:
        return -(-num_tokens // self.block_size)

    def num_missing_blocks(self, seq: Sequence, num_tokens: int) -> int:
        return max(0, self.blocks_for(num_tokens) - len(seq.block_table))

    def can_allocate(self, seq: Sequence, num_tokens: int) -> bool:
        """Whether ``seq`` can hold ``num_tokens`` tokens in total."""
        return self.num_missing_blocks(seq, num_tokens) <= len(self.free_block_ids)

    def allocate(self, seq: Sequence, num_tokens: int) -> None:
        missing = self.num_missing_blocks(seq, num_tokens)
        assert missing <= len(self.free_block_ids), f"{missing} blocks wanted, {len(self.free_block_ids)} free"
        seq.block_table += [self.free_block_ids.popleft() for _ in range(missing)]

    def deallocate(self, seq: Sequence) -> None:
        self.free_block_ids.extend(seq.block_table)
        seq.block_table = []
