"""Several diffusion draws of one recipe decoded as one model.

Two training runs that differ only in their seed make different mistakes on layouts neither saw
(docs/MODELS.md, "Seed draws of the diffusion recipe, and draws decoded together"). Decoded
together, every denoising pass sees, at each still-masked position, the mean of the members'
probabilities: a pointer two members agree on stays sharp, one they dispute loses confidence,
and the sampler commits in the order of the mixture. Pointers name document positions, so the members must share a tokenizer
(``models.diffusion.checkpoint.add_member`` checks it); each member keeps its own prefix cache.

Duck-types the parts of ``DiffusionModel`` the sampler and the extractor use (``config``,
``encode_prefix``, ``denoise``, ``parameters``).

The members run one after the other. Running them side by side, each on its own Python thread
with one intra-op thread, was measured slower on this 2-core machine (a two-member ensemble's
median extraction 61 ms against 46 ms one after the other, one member 24 ms): the many small
slot passes hand over between threads and contend for the GIL.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import torch
from torch import nn

from models.diffusion.layout import SlotLayout
from models.diffusion.model import DiffusionModel, PrefixCache


def mean_log_prob(logps: Sequence[torch.Tensor]) -> torch.Tensor:
    """log of the mean of the members' probabilities (a mixture, still normalised)."""
    if len(logps) == 1:
        return logps[0]
    stacked = torch.stack([t.float() for t in logps])
    return torch.logsumexp(stacked, dim=0) - math.log(len(logps))


@dataclass
class EnsembleCache:
    """One ``PrefixCache`` per member, for the same documents."""

    members: list[PrefixCache]

    @property
    def doc_ids(self) -> torch.Tensor:
        return self.members[0].doc_ids

    @property
    def doc_mask(self) -> torch.Tensor:
        return self.members[0].doc_mask

    @property
    def type_logits(self) -> torch.Tensor:
        """Log of the mean of the members' type probabilities."""
        return mean_log_prob([m.type_logits.float().log_softmax(-1) for m in self.members])

    def select(self, rows: list[int]) -> "EnsembleCache":
        return EnsembleCache([m.select(rows) for m in self.members])

    def repeat(self, k: int) -> "EnsembleCache":
        return EnsembleCache([m.repeat(k) for m in self.members])


class DiffusionEnsemble(nn.Module):
    def __init__(self, members: Sequence[DiffusionModel]) -> None:
        super().__init__()
        if not members:
            raise ValueError("an ensemble needs at least one member")
        first = members[0].config
        for m in members[1:]:
            if m.config.to_dict() != first.to_dict():
                raise ValueError("ensemble members must share one config (shape, special ids, span limits)")
        self.members = nn.ModuleList(members)
        self.config = first

    def encode_prefix(self, doc_ids: torch.Tensor, doc_mask: torch.Tensor, layout: torch.Tensor | None = None
                      ) -> EnsembleCache:
        return EnsembleCache([m.encode_prefix(doc_ids, doc_mask, layout) for m in self.members])

    def denoise(self, cache: EnsembleCache, region: torch.Tensor, layout: SlotLayout,
                rows: torch.Tensor | None = None) -> tuple[torch.Tensor, torch.Tensor]:
        """As ``DiffusionModel.denoise``, each output the members' mean probability (in log space)."""
        outs = [m.denoise(c, region, layout, rows) for m, c in zip(self.members, cache.members)]
        return mean_log_prob([p for p, _ in outs]), mean_log_prob([t for _, t in outs])

    def num_parameters(self) -> int:
        return sum(m.num_parameters() for m in self.members)
