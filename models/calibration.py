"""Confidence calibration shared by both extraction models.

Each model turns a field's decoding into a raw score in [0, 1]: the product of the
probabilities of the tokens that decide the field (its value tokens and their end token), the
probability of the whole slot under its decoder (diffusion: ``models.diffusion.extractor``; AR:
``models.ar.decoder``). Here: Platt scaling fitted on ``dev``, the expected calibration error,
and the accept threshold for a target precision.

    conf = sigmoid(a * logit(raw) + b)        a, b fitted on dev (Platt 1999), stored in dualpath.json
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import torch

_EPS = 1e-6


def _logit(p: float) -> float:
    p = min(max(p, _EPS), 1 - _EPS)
    return math.log(p / (1 - p))


@dataclass(frozen=True, slots=True)
class Calibration:
    a: float = 1.0
    b: float = 0.0

    def __call__(self, raw: float) -> float:
        return 1.0 / (1.0 + math.exp(-(self.a * _logit(raw) + self.b)))

    def to_dict(self) -> dict[str, float]:
        return {"method": "platt", "a": self.a, "b": self.b}

    @classmethod
    def from_dict(cls, data: dict | None) -> "Calibration":
        return cls(float(data["a"]), float(data["b"])) if data else cls()


def fit_platt(raw: Sequence[float], correct: Sequence[bool], *, steps: int = 200) -> Calibration:
    """Logistic regression of correctness on logit(raw), by L-BFGS (identity if one class only)."""
    if len(set(correct)) < 2:
        return Calibration()
    x = torch.tensor([_logit(r) for r in raw], dtype=torch.float64)
    y = torch.tensor([float(c) for c in correct], dtype=torch.float64)
    ab = torch.tensor([1.0, 0.0], dtype=torch.float64, requires_grad=True)
    opt = torch.optim.LBFGS([ab], max_iter=steps, line_search_fn="strong_wolfe")

    def closure() -> torch.Tensor:
        opt.zero_grad()
        loss = torch.nn.functional.binary_cross_entropy_with_logits(ab[0] * x + ab[1], y) + 1e-4 * ab.pow(2).sum()
        loss.backward()
        return loss

    opt.step(closure)
    return Calibration(float(ab[0].detach()), float(ab[1].detach()))


def expected_calibration_error(confidence: Sequence[float], correct: Sequence[bool], *, bins: int = 10) -> float:
    """ECE with equal-width bins: sum over bins of |accuracy - mean confidence| * share."""
    n = len(confidence)
    if n == 0:
        return 0.0
    total = 0.0
    for k in range(bins):
        lo, hi = k / bins, (k + 1) / bins
        idx = [i for i, c in enumerate(confidence) if (lo < c <= hi) or (k == 0 and c == 0.0)]
        if idx:
            acc = sum(correct[i] for i in idx) / len(idx)
            conf = sum(confidence[i] for i in idx) / len(idx)
            total += abs(acc - conf) * len(idx) / n
    return total


def threshold_for_precision(confidence: Sequence[float], correct: Sequence[bool], *, target: float) -> float:
    """The lowest threshold at which the fields at or above it are >= ``target`` correct
    (1.0 when even the most confident fields miss the target)."""
    pairs = sorted(zip(confidence, correct), key=lambda p: -p[0])
    best, right, n = 1.0, 0, 0
    for i, (c, ok) in enumerate(pairs):
        right += ok
        n += 1
        last_of_tie = i + 1 == len(pairs) or pairs[i + 1][0] != c
        if last_of_tie and right / n >= target:
            best = c
    return best
