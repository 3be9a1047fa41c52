"""Document-type detection: logistic regression on hashed word and word-bigram features.

    clf = TypeClassifier.load("models/checkpoints/classifier")
    clf.predict(pages) -> ("letter_of_credit", 0.998)
    load_classifier() -> the shipped one      # models.training.train_classifier trains it

Features: the set of lower-cased words and adjacent word pairs of the document, each
hashed (blake2b, stable across processes) into 2**18 buckets; a softmax over the document
types on the mean of their weights. Small (a few MB), fast, and independent of the layout.
"""
from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Sequence

import torch
from safetensors.torch import load_file, save_file

from models.checkpoint_files import require_checkpoint
from pipeline.doctypes import DOCUMENT_TYPES

__all__ = ["TypeClassifier", "features", "load_classifier"]

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_BUCKETS = 2**18


def _hash(text: str) -> int:
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little") % _BUCKETS


def features(pages: Sequence[str]) -> list[int]:
    words = [w.lower() for page in pages for w in _WORD.findall(page)]
    grams = set(words) | {f"{a} {b}" for a, b in zip(words, words[1:])}
    return sorted({_hash(g) for g in grams}) or [0]


class TypeClassifier(torch.nn.Module):
    def __init__(self, types: Sequence[str] = DOCUMENT_TYPES, buckets: int = _BUCKETS) -> None:
        super().__init__()
        self.types = tuple(types)
        self.bag = torch.nn.EmbeddingBag(buckets, len(self.types), mode="mean")
        torch.nn.init.zeros_(self.bag.weight)
        self.bias = torch.nn.Parameter(torch.zeros(len(self.types)))

    def forward(self, flat: torch.Tensor, offsets: torch.Tensor) -> torch.Tensor:
        return self.bag(flat, offsets) * 8.0 + self.bias  # (B, types)

    @staticmethod
    def _pack(feats: Sequence[list[int]]) -> tuple[torch.Tensor, torch.Tensor]:
        offsets = torch.tensor([0] + [len(f) for f in feats[:-1]]).cumsum(0)
        return torch.tensor([i for f in feats for i in f]), offsets

    @torch.no_grad()
    def predict(self, pages: Sequence[str]) -> tuple[str, float]:
        probs = torch.softmax(self(*self._pack([features(pages)])), -1)[0]
        best = int(probs.argmax())
        return self.types[best], float(probs[best])

    def save(self, directory: str | Path) -> None:
        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        save_file({"weight": self.bag.weight.detach().contiguous(), "bias": self.bias.detach().contiguous()},
                  str(directory / "model.safetensors"))
        (directory / "config.json").write_text(json.dumps(
            {"kind": "type_classifier", "types": list(self.types), "buckets": self.bag.weight.shape[0],
             "features": "lower-cased words and word bigrams, blake2b-8 hashed", "mode": "mean*8 + bias"},
            indent=1) + "\n")

    @classmethod
    def load(cls, directory: str | Path) -> TypeClassifier:
        directory = Path(directory)
        config = json.loads((directory / "config.json").read_text())
        model = cls(config["types"], config["buckets"])
        state = load_file(str(directory / "model.safetensors"))
        model.bag.weight.data.copy_(state["weight"])
        model.bias.data.copy_(state["bias"])
        return model.eval()


def load_classifier() -> TypeClassifier:
    """The shipped (or ``$DUALPATH_CHECKPOINT_DIR``'s) type classifier; NoModelError if there is none."""
    return TypeClassifier.load(require_checkpoint("classifier"))
