"""Shape and special token ids of a masked-diffusion extraction model (``config.json``)."""
from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass(slots=True)
class DiffusionConfig:
    vocab_size: int
    pad_id: int
    mask_id: int
    end_id: int
    slot_token_ids: list[int]          # every slot token of every type, in a fixed order
    type_token_ids: list[int]          # one per document type, in DOCUMENT_TYPES order
    d_model: int = 192
    n_layers: int = 4
    n_heads: int = 4
    d_ff: int = 512
    max_prefix_len: int = 768          # documents are cut to this many tokens
    max_slot_len: int = 64             # longest value block of any slot
    copy: bool = True                  # pointer-generator copy head
    copy_span: bool = True             # the pointer picks a span start; offset k copies start + k
    alibi: bool = True                 # document self-attention biased by distance (ALiBi) instead of
                                       # learned absolute positions; the last head stays global
    dropout: float = 0.0
    model_type: str = "dualpath-masked-diffusion"
    extra: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        assert self.d_model % self.n_heads == 0, f"d_model {self.d_model} not divisible by n_heads {self.n_heads}"
        specials = {self.pad_id, self.mask_id, self.end_id}
        assert len(specials) == 3, "pad, mask and end must be distinct tokens"
        assert all(0 <= i < self.vocab_size for i in [*specials, *self.slot_token_ids, *self.type_token_ids])

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "DiffusionConfig":
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})

    def save(self, path: Path) -> None:
        path.write_text(json.dumps(self.to_dict(), indent=2) + "\n")

    @classmethod
    def load(cls, path: Path) -> "DiffusionConfig":
        return cls.from_dict(json.loads(path.read_text()))
