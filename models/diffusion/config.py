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
    max_prefix_len: int = 2048         # documents are cut to this many tokens
    n_spans: int = 2                   # pointer pairs (start, end) per slot
    suffix: bool = True                # one vocabulary token after the spans (" monthly")
    max_span: int = 128                # a span covers at most this many document tokens
    alibi: bool = True                 # document self-attention biased by distance (ALiBi) instead of
                                       # learned absolute positions; the last head stays global
    dropout: float = 0.0
    # per document type and field, the roles of its block (``models.diffusion.layout``); a field
    # not named has every role, as has every field of a checkpoint without it
    slot_roles: dict[str, dict[str, list[int]]] = field(default_factory=dict)
    # page layout as input (``models.page_layout``): zero-initialised embeddings per document
    # token; absent (False) from older checkpoints' config.json
    layout_embeddings: bool = False
    # how many of ``models.page_layout.FIELDS`` it embeds; 0 (absent): the five from before ``role``
    layout_fields: int = 0
    model_type: str = "dualpath-masked-diffusion-pointer"
    extra: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        assert self.d_model % self.n_heads == 0, f"d_model {self.d_model} not divisible by n_heads {self.n_heads}"
        specials = {self.pad_id, self.mask_id, self.end_id}
        assert len(specials) == 3, "pad, mask and end must be distinct tokens"
        assert all(0 <= i < self.vocab_size for i in [*specials, *self.slot_token_ids, *self.type_token_ids])
        assert self.n_spans >= 1 and self.max_span >= 1

    @property
    def roles(self) -> int:
        """Positions per slot: start and end of each span, then the suffix token if any."""
        return 2 * self.n_spans + int(self.suffix)

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
