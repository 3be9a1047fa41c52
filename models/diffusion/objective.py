"""The masked-diffusion training objective (MDLM, Sahoo et al. 2024; LLaDA, Nie et al. 2025).

For the clean pointer codes x0 of a slot region and a mask ratio t ~ U(0, 1), every position is
masked independently with probability t; the loss is the cross-entropy on the masked positions
(pointer positions over [NULL, document positions], suffix positions over [NULL, vocabulary]),
weighted by 1/t, averaged over the region's positions:

    L = E_t E_{x_t} [ 1/t * sum_{i masked} -log p(x0_i | x_t) ] / S

an upper bound on the negative log-likelihood. Positions of a value its block cannot hold
(``SlotLayout.fill``) are always masked and never scored.
"""
from __future__ import annotations

import torch
import torch.nn.functional as F

from models.diffusion.layout import MASK, SlotLayout
from models.diffusion.model import DiffusionModel, PrefixCache

EPS = 1e-3  # t is drawn from [EPS, 1] so that 1/t stays bounded


def sample_mask_ratios(n: int, generator: torch.Generator) -> torch.Tensor:
    """Stratified (low-discrepancy) t in [EPS, 1]: one draw per stratum of [0, 1), shuffled."""
    u = (torch.rand((), generator=generator) + torch.arange(n)) / n
    u = u[torch.randperm(n, generator=generator)]
    return (1 - EPS) * u + EPS


def mask_region(clean: torch.Tensor, trainable: torch.Tensor, t: torch.Tensor,
                generator: torch.Generator) -> tuple[torch.Tensor, torch.Tensor]:
    """clean (B, S), t (B,) -> (noisy region, scored positions (B, S) bool)."""
    u = torch.rand(clean.shape, generator=generator).to(clean.device)
    masked = (u < t[:, None]) & trainable
    return clean.masked_fill(masked | ~trainable, MASK), masked


def target_classes(clean: torch.Tensor) -> torch.Tensor:
    """Codes -> class index of the output distributions: NULL (and MASK) -> 0, j -> j + 1."""
    return (clean + 1).clamp(min=0)


def diffusion_loss(model: DiffusionModel, cache: PrefixCache, clean: torch.Tensor, trainable: torch.Tensor,
                   layout: SlotLayout, generator: torch.Generator) -> torch.Tensor:
    """The 1/t-weighted masked cross-entropy of one batch of one document type."""
    B, S = clean.shape
    dev = clean.device
    t = sample_mask_ratios(B, generator).to(dev)
    noisy, masked = mask_region(clean, trainable.to(dev), t, generator)
    pointer, text = model.denoise(cache, noisy, layout)
    target = target_classes(clean)
    nll = torch.zeros((B, S), dtype=torch.float32, device=dev)
    ptr_pos, txt_pos = layout.pointer_positions.to(dev), layout.text_positions.to(dev)
    nll[:, ptr_pos] = -pointer.gather(-1, target[:, ptr_pos, None]).squeeze(-1)
    if txt_pos.numel():
        nll[:, txt_pos] = -text.gather(-1, target[:, txt_pos, None]).squeeze(-1)
    nll = torch.where(masked, nll, torch.zeros((), device=dev))  # -inf never reaches the sum
    # over the full blocks' size, so a layout with per-field blocks (fewer, always-NULL positions
    # left out) weighs each position as the full layout does
    return (nll.sum(1) / t / (layout.n_slots * layout.full_roles)).mean()


def type_loss(cache: PrefixCache, type_index: torch.Tensor) -> torch.Tensor:
    return F.cross_entropy(cache.type_logits.float(), type_index)
