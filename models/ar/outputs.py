"""What the AR model answers for one slot, shared by the reference decoder, the speculative
baseline and the continuous-batching engine."""
from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = ["SlotOutput", "output_size"]


@dataclass(slots=True)
class SlotOutput:
    path: str
    ids: list[int]            # value tokens (without [end])
    probs: list[float]        # probability of each value token, then of [end]

    @property
    def confidence(self) -> float:
        return math.prod(self.probs) if self.probs else 0.0


def output_size(model) -> int:
    """Width of the model's next-token distribution (vocabulary, and pointers for the copy model)."""
    return int(getattr(model, "output_size", model.config.vocab_size))
