"""Document-type detection: logistic regression on hashed word and word-bigram features.

    clf = TypeClassifier.load("models/checkpoints/classifier")
    clf.predict(pages) -> ("letter_of_credit", 0.998)
    clf = train_classifier(docs, seed=0); clf.save(out_dir)

Features: the set of lower-cased words and adjacent word pairs of the document, each
hashed (blake2b, stable across processes) into 2**18 buckets; a softmax over the document
types on the mean of their weights. Small (a few MB), fast, and independent of the layout.
"""
from __future__ import annotations

import hashlib
import json
import random
import re
import time
from pathlib import Path
from typing import Any, Sequence

import torch
import torch.nn.functional as F
from safetensors.torch import load_file, save_file

from pipeline.doctypes import DOCUMENT_TYPES

__all__ = ["TypeClassifier", "features", "run", "train_classifier"]

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


def train_classifier(docs: Sequence[Any], *, seed: int = 0, epochs: int = 8, lr: float = 0.5) -> TypeClassifier:
    torch.manual_seed(seed)
    model = TypeClassifier()
    feats = [features(d.pages) for d in docs]
    labels = torch.tensor([model.types.index(d.document_type) for d in docs])
    opt = torch.optim.Adagrad(model.parameters(), lr=lr)
    rng = random.Random(seed)
    order = list(range(len(docs)))
    for _ in range(epochs):
        rng.shuffle(order)
        for start in range(0, len(order), 32):
            idx = order[start:start + 32]
            loss = F.cross_entropy(model(*model._pack([feats[i] for i in idx])), labels[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
    return model.eval()


def accuracy(model: TypeClassifier, docs: Sequence[Any]) -> float:
    return sum(model.predict(d.pages)[0] == d.document_type for d in docs) / max(1, len(docs))


def run(args: Any) -> int:
    """`dualpath train --model classifier`: train, save, report dev and test accuracy."""
    from models.training.common import prepare_data, seed_everything

    seed_everything(args.seed)
    started = time.monotonic()
    data = prepare_data(args)
    model = train_classifier(data.train, seed=args.seed)
    out = Path(args.out)
    model.save(out)
    metrics = {"dev": accuracy(model, data.dev), "test": accuracy(model, data.test),
               "train_documents": len(data.train), "seconds": round(time.monotonic() - started, 1), "seed": args.seed}
    (out / "metrics.json").write_text(json.dumps(metrics, indent=1) + "\n")
    (out / "MODEL_CARD.md").write_text(
        f"# Model card: dualpath document-type classifier\n\n{__doc__}\n"
        f"- data: {data.data_dir} ({len(data.train)} train documents), seed {args.seed}\n"
        f"- accuracy: dev {metrics['dev']:.4f} ({len(data.dev)} documents), "
        f"test {metrics['test']:.4f} ({len(data.test)} documents)\n"
        f"- reproduce: `dualpath train --model classifier --seed {args.seed} --out {out}`\n")
    print(f"classifier: dev accuracy {metrics['dev']:.4f}, test accuracy {metrics['test']:.4f}")
    return 0
