"""Training-loop utilities shared by the AR, diffusion and classifier trainers.

    seed_everything(seed)                      # python, numpy, torch; deterministic algorithms
    log = LossLog(out_dir)                     # log.add(step, seconds, loss=.., lr=..); log.close()
                                               #   -> OUT/loss.csv and OUT/loss.png
    budget = Budget(minutes=15, steps=None)    # budget.done(step), budget.fraction(step)
    lr_at(fraction, peak, warmup_fraction)     # linear warm-up then cosine to 10 %
    prepare_data(args) -> TrainingData          # corpus (synth or --data), tokenizer, examples
"""
from __future__ import annotations

import csv
import math
import os
import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch

from models.dataset import ensure_corpus, load_corpus, load_folder

__all__ = ["Budget", "LossLog", "TrainingData", "default_data_dir", "lr_at", "prepare_data", "seed_everything"]


def seed_everything(seed: int) -> torch.Generator:
    random.seed(seed)
    np.random.seed(seed % (2**32))
    torch.manual_seed(seed)
    return torch.Generator().manual_seed(seed)


def lr_at(fraction: float, peak: float, warmup_fraction: float = 0.05, floor: float = 0.1) -> float:
    """Linear warm-up over ``warmup_fraction`` of the run, then cosine down to ``floor * peak``."""
    if fraction < warmup_fraction:
        return peak * max(fraction, 1e-3) / warmup_fraction
    progress = min(1.0, (fraction - warmup_fraction) / max(1e-9, 1 - warmup_fraction))
    return peak * (floor + (1 - floor) * 0.5 * (1 + math.cos(math.pi * progress)))


@dataclass
class Budget:
    """Stop after ``steps`` steps if given (reproducible), else after ``minutes`` of wall time."""

    minutes: float | None = None
    steps: int | None = None

    def __post_init__(self) -> None:
        assert self.minutes or self.steps, "give --minutes or --steps"
        self.started = time.monotonic()

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def fraction(self, step: int) -> float:
        if self.steps:
            return step / self.steps
        return self.elapsed() / (60 * self.minutes)  # type: ignore[operator]

    def done(self, step: int) -> bool:
        return self.fraction(step) >= 1.0


class LossLog:
    """Loss curve as CSV (every call) and PNG (on ``close``)."""

    def __init__(self, out_dir: str | Path, name: str = "loss") -> None:
        self.out_dir = Path(out_dir)
        self.out_dir.mkdir(parents=True, exist_ok=True)
        self.csv_path = self.out_dir / f"{name}.csv"
        self.png_path = self.out_dir / f"{name}.png"
        self.rows: list[dict[str, Any]] = []
        self._file = self.csv_path.open("w", newline="")
        self._writer: csv.DictWriter | None = None

    def add(self, step: int, seconds: float, **values: float) -> None:
        row = {"step": step, "seconds": round(seconds, 2), **{k: round(float(v), 6) for k, v in values.items()}}
        if self._writer is None:
            self._writer = csv.DictWriter(self._file, fieldnames=list(row))
            self._writer.writeheader()
        self._writer.writerow(row)
        self._file.flush()
        self.rows.append(row)

    def close(self, title: str = "") -> None:
        self._file.close()
        if not self.rows:
            return
        import matplotlib  # deferred: matplotlib only to draw the loss curve at the end of a run

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt  # deferred, and after use("Agg"): no display

        fig, ax = plt.subplots(figsize=(7, 4))
        steps = [r["step"] for r in self.rows]
        for key in self.rows[0]:
            if key in ("step", "seconds", "lr"):
                continue
            ax.plot(steps, [r[key] for r in self.rows], label=key)
        ax.set_xlabel("step")
        ax.set_ylabel("loss")
        ax.set_yscale("log")
        ax.set_title(title)
        ax.legend()
        fig.tight_layout()
        fig.savefig(self.png_path, dpi=100)
        plt.close(fig)


def extra_examples_options(folders: Any) -> str:
    """`` --extra-examples F`` for each labelled folder a run trained on beside the corpus, as a
    model card's reproduce line names them: this user's home written as ``~``, so that the line
    reads the same on any machine."""
    home = str(Path.home())

    def portable(folder: str) -> str:
        return "~" + folder[len(home):] if folder == home or folder.startswith(home + "/") else folder

    return "".join(f" --extra-examples {portable(folder)}" for folder in map(str, folders or ()))


def default_data_dir() -> Path:
    """Where generated corpora are cached: ``$DUALPATH_DATA_DIR`` or ``~/.cache/dualpath/corpus``."""
    return Path(os.environ.get("DUALPATH_DATA_DIR", "~/.cache/dualpath/corpus")).expanduser()


def corpus_dir(seed: int, version: int | None = None) -> Path:
    """The cached corpus of one seed, versioned so that a generator change never reuses stale files
    (``version``: default the current ``corpus.synth.corpus.CORPUS_VERSION``)."""
    # deferred: corpus.synth loads the PDF generator (fpdf, PIL, fontTools), and `dualpath` imports
    # this module for every command
    from corpus.synth.corpus import CORPUS_VERSION

    return default_data_dir() / f"v{CORPUS_VERSION if version is None else version}-seed{seed}"


@dataclass
class TrainingData:
    data_dir: Path
    train: list[Any]   # CorpusDocument
    dev: list[Any]
    test: list[Any]


def prepare_data(args: Any, *, log: Any = print) -> TrainingData:
    """The corpus for a training run: ``--data DIR`` if given, else generated (deterministically),
    with every ``--extra-examples DIR`` (labelled folders) added to the training split.

    ``args.n_train`` / ``args.n_eval``: documents per type (generation and use);
    ``args.corpus_version``: the generator's version (default the current one).
    """
    n_train, n_eval = int(getattr(args, "n_train", 600)), int(getattr(args, "n_eval", 100))
    if getattr(args, "data", None):
        data_dir = Path(args.data).expanduser()
    else:
        version = getattr(args, "corpus_version", None)
        seed = args.seed if getattr(args, "corpus_seed", None) is None else args.corpus_seed
        data_dir = corpus_dir(seed, version)
        log(f"generating the corpus under {data_dir} (cached; {n_train}/type train, {n_eval}/type dev and test)")
        ensure_corpus(data_dir, n_train=n_train, n_eval=n_eval, seed=seed, version=version)
    started = time.monotonic()
    train = load_corpus(data_dir, "train", limit=n_train)
    dev = load_corpus(data_dir, "dev", limit=n_eval)
    test = load_corpus(data_dir, "test", limit=n_eval)
    for folder in getattr(args, "extra_examples", None) or ():
        extra = load_folder(folder)  # reviewed documents (dualpath export-corrections): training only
        log(f"{len(extra)} extra training documents from {folder}")
        train += extra
    log(f"corpus: {len(train)} train, {len(dev)} dev, {len(test)} test documents "
        f"({time.monotonic() - started:.0f} s to load)")
    return TrainingData(data_dir, train, dev, test)
