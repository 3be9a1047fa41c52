"""The masked-diffusion training objective (MDLM, Sahoo et al. 2024; LLaDA, Nie et al. 2025).

For a clean slot region x0 and a mask ratio t ~ U(0, 1), every value position is masked
independently with probability t; the loss is the cross-entropy on the masked positions,
weighted by 1/t, averaged over the value positions:

    L = E_t E_{x_t} [ 1/t * sum_{i masked} -log p(x0_i | x_t) ] / n_values

an upper bound on the negative log-likelihood. Skeleton tokens (type, slot) are never masked.
"""
from __future__ import annotations

import torch
import torch.nn.functional as F

from models.diffusion.layout import SlotLayout
from models.diffusion.model import DiffusionModel, PrefixCache

EPS = 1e-3  # t is drawn from [EPS, 1] so that 1/t stays bounded


def sample_mask_ratios(n: int, generator: torch.Generator) -> torch.Tensor:
    """Stratified (low-discrepancy) t in [EPS, 1]: one draw per stratum of [0, 1), shuffled."""
    u = (torch.rand((), generator=generator) + torch.arange(n)) / n
    u = u[torch.randperm(n, generator=generator)]
    return (1 - EPS) * u + EPS


def mask_region(clean: torch.Tensor, layout: SlotLayout, t: torch.Tensor, mask_id: int,
                generator: torch.Generator) -> tuple[torch.Tensor, torch.Tensor]:
    """clean (B, S), t (B,) -> (noisy region, masked positions (B, S) bool)."""
    u = torch.rand(clean.shape, generator=generator)
    masked = (u < t[:, None]) & layout.is_value[None, :]
    return clean.masked_fill(masked.to(clean.device), mask_id), masked.to(clean.device)


def diffusion_loss(model: DiffusionModel, cache: PrefixCache, clean: torch.Tensor, layout: SlotLayout,
                   generator: torch.Generator, starts: torch.Tensor | None = None
                   ) -> tuple[torch.Tensor, torch.Tensor | None]:
    """The 1/t-weighted masked cross-entropy of one batch of one document type, and, given the
    copied values' start positions (B, S), the span pointer's cross-entropy on them (an auxiliary
    loss that teaches where values are directly, rather than through the mixture alone)."""
    B = clean.shape[0]
    t = sample_mask_ratios(B, generator).to(clean.device)
    noisy, masked = mask_region(clean, layout, t, model.config.mask_id, generator)
    h = model.slot_states(cache, noisy, layout)
    logp = model.target_logprob(cache, h, layout.offset, clean, masked)  # (N,) at the masked positions
    nll = torch.zeros(clean.shape, dtype=logp.dtype, device=logp.device).masked_scatter(masked, -logp)  # (B, S)
    n_values = int(layout.is_value.sum())
    loss = (nll.sum(1) / t / n_values).mean()
    pointer = None
    if starts is not None and model.config.copy and model.config.copy_span and bool((starts >= 0).any()):
        pointer = -model.pointer_logprob(cache, h, starts.to(clean.device)).mean()
    return loss, pointer


def type_loss(cache: PrefixCache, type_index: torch.Tensor) -> torch.Tensor:
    return F.cross_entropy(cache.type_logits.float(), type_index)
