"""`dualpath train --model classifier`: the document-type classifier, trained on the corpus.

    clf = train_classifier(docs, seed=0); clf.save(out_dir)
"""
from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any, Sequence

import torch
import torch.nn.functional as F

from models import classifier
from models.classifier import TypeClassifier, features
from models.training.common import prepare_data, seed_everything

__all__ = ["accuracy", "run", "train_classifier"]


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
        f"# Model card: dualpath document-type classifier\n\n{classifier.__doc__}\n"
        f"- data: {data.data_dir} ({len(data.train)} train documents), seed {args.seed}\n"
        f"- accuracy: dev {metrics['dev']:.4f} ({len(data.dev)} documents), "
        f"test {metrics['test']:.4f} ({len(data.test)} documents)\n"
        f"- reproduce: `dualpath train --model classifier --seed {args.seed} --out {out}`\n")
    print(f"classifier: dev accuracy {metrics['dev']:.4f}, test accuracy {metrics['test']:.4f}")
    return 0
