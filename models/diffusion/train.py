"""Train the masked-diffusion extraction model: ``dualpath train --model diffusion --out DIR``.

    corpus (pipeline.synth, or the toy corpus) -> tokenizer -> examples -> slot block lengths
    -> steps of {B documents of one type, K masks each, 1/t-weighted masked CE + type CE}
    -> calibrate confidence on dev -> metrics on dev and test -> checkpoint + MODEL_CARD.md

Reproducible from ``--seed`` with ``--steps`` (``--minutes`` alone stops on the wall clock,
so its step count depends on the machine). Also runnable as ``python -m models.diffusion.train``
with the model-shape options below.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, Sequence

import torch

from models.diffusion.checkpoint import load_checkpoint, save_checkpoint
from models.diffusion.confidence import expected_calibration_error, fit_platt, threshold_for_precision
from models.diffusion.config import DiffusionConfig
from models.diffusion.data import build_layouts, make_batch, slot_lengths
from models.diffusion.evaluation import decode_documents, field_outcomes, recalibrate, score, to_decode_result
from models.diffusion.extractor import DiffusionExtractor
from models.diffusion.model import DiffusionModel
from models.diffusion.objective import diffusion_loss, type_loss
from models.loading import model_version
from models.training.common import Budget, LossLog, lr_at, prepare_data, seed_everything
from pipeline.doctypes import DOCUMENT_TYPES

ACCEPT_PRECISION = 0.995  # accepted fields must be this often correct on dev


@dataclass
class TrainSettings:
    out: str
    data: str | None = None
    toy: bool = False             # train on models.dataset.toy_documents (tests, smoke runs)
    seed: int = 0
    steps: int | None = None
    minutes: float | None = None
    device: str = "cpu"
    bf16: bool = True             # bf16 autocast for training (2-3x faster on this CPU)
    threads: int = 1
    n_train: int = 600            # corpus documents per type (train); generated if missing
    n_eval: int = 100             # per type, dev and test
    eval_docs: int | None = None  # evaluate on at most this many documents per split (types in turn)
    vocab_size: int = 3000
    d_model: int = 128
    n_layers: int = 4
    n_heads: int = 2
    d_ff: int = 384
    max_prefix_len: int = 1024
    copy: bool = True
    copy_span: bool = True
    batch_docs: int = 8
    masks_per_doc: int = 1
    lr: float = 1e-3
    warmup_fraction: float = 0.05
    weight_decay: float = 0.01
    type_weight: float = 0.1
    pointer_weight: float = 0.5   # auxiliary span-pointer loss on copied values (0 = off)
    max_passes: int = 16
    log_every: int = 10
    name: str = "dualpath-diffusion"

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> "TrainSettings":
        """Options given (not None). Through ``dualpath train`` the AR model's shape options share
        names with ours; where such an option still holds the AR default, ours applies."""
        shared = _shared_cli_defaults() if hasattr(args, "model") else {}
        values = {}
        for f in fields(cls):
            value = getattr(args, f.name, None)
            if value is None or (f.name in shared and value == shared[f.name]):
                continue
            values[f.name] = value
        return cls(**values)


_COMMON = {"out", "data", "seed", "steps", "minutes", "device", "threads", "n_train", "n_eval", "eval_docs"}


def _shared_cli_defaults() -> dict[str, Any]:
    """Defaults of ``dualpath train``'s own model options (the AR model's) whose names we share."""
    from models.training.cli import add_arguments as add_shared

    parser = argparse.ArgumentParser(add_help=False)
    add_shared(parser)
    ours = {f.name for f in fields(TrainSettings)} - _COMMON
    # our own options (added to that parser by ``add_arguments``) all default to None
    return {a.dest: a.default for a in parser._actions if a.dest in ours and a.default is not None}


# -- data -------------------------------------------------------------------------------------

def load_splits(s: TrainSettings) -> tuple[dict[str, list[Any]], str]:
    """The train/dev/test documents and where they come from."""
    from models import dataset

    if s.toy:
        return ({split: dataset.toy_documents(s.n_train if split == "train" else s.n_eval, seed=s.seed, split=split)
                 for split in dataset.SPLITS}, "toy")
    data = prepare_data(argparse.Namespace(**asdict(s)), log=lambda m: print(m, file=sys.stderr))
    return {"train": data.train, "dev": data.dev, "test": data.test}, str(data.data_dir)


def batches(examples: Sequence[Any], batch_docs: int, rng: random.Random, *, pool: int = 8):
    """Endless batches of one type each, the types in turn. Per type, ``pool`` batches' worth of
    shuffled documents are sorted by length and cut into batches (little padding), whose order
    is shuffled again."""
    by_type = {t: [e for e in examples if e.document_type == t] for t in DOCUMENT_TYPES}
    by_type = {t: exs for t, exs in by_type.items() if exs}
    order: dict[str, list[Any]] = {t: [] for t in by_type}
    ready: dict[str, list[list[Any]]] = {t: [] for t in by_type}
    while True:
        for t, exs in by_type.items():
            if not ready[t]:
                while len(order[t]) < pool * batch_docs:
                    more = exs[:]
                    rng.shuffle(more)
                    order[t] += more
                chunk = sorted(order[t][: pool * batch_docs], key=lambda e: len(e.doc_ids))
                del order[t][: pool * batch_docs]
                ready[t] = [chunk[i: i + batch_docs] for i in range(0, len(chunk), batch_docs)]
                rng.shuffle(ready[t])
            yield ready[t].pop()


# -- training ---------------------------------------------------------------------------------

def train_model(model: DiffusionModel, layouts: dict, examples: Sequence[Any], s: TrainSettings,
                generator: torch.Generator, log: LossLog | None = None) -> dict[str, Any]:
    """Steps of {B documents of one type, K masks each}; returns steps, seconds, last smoothed loss."""
    from tqdm import tqdm

    device = torch.device(s.device)
    rng = random.Random(s.seed)
    opt = torch.optim.AdamW(model.parameters(), lr=s.lr, weight_decay=s.weight_decay, betas=(0.9, 0.98))
    budget = Budget(minutes=s.minutes, steps=s.steps)
    bar = tqdm(total=s.steps, desc="diffusion", unit="step", dynamic_ncols=True, mininterval=2.0)
    stream = batches(examples, s.batch_docs, rng)
    model.train()
    step, running = 0, None
    while not budget.done(step):
        lr = lr_at(budget.fraction(step), s.lr, s.warmup_fraction)
        for group in opt.param_groups:
            group["lr"] = lr
        chunk = next(stream)
        batch = make_batch(chunk, layouts[chunk[0].document_type], model.config)
        with torch.autocast(device.type, dtype=torch.bfloat16, enabled=s.bf16):
            cache = model.encode_prefix(batch.doc_ids.to(device), batch.doc_mask.to(device))
            clean = batch.clean.to(device).repeat_interleave(s.masks_per_doc, dim=0)
            starts = batch.starts.repeat_interleave(s.masks_per_doc, dim=0) if s.pointer_weight > 0 else None
            loss_d, loss_p = diffusion_loss(model, cache.repeat(s.masks_per_doc), clean,
                                            layouts[batch.document_type], generator, starts)
            loss_t = type_loss(cache, batch.type_index.to(device))
        total = loss_d + s.type_weight * loss_t
        if loss_p is not None:
            total = total + s.pointer_weight * loss_p
        opt.zero_grad(set_to_none=True)
        total.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        step += 1
        value = float(loss_d.detach())
        running = value if running is None else 0.98 * running + 0.02 * value
        if log is not None:
            log.add(step, budget.elapsed(), loss=value, type_loss=float(loss_t.detach()),
                    pointer_loss=float(loss_p.detach()) if loss_p is not None else 0.0, lr=lr)
        bar.update(1)
        if step % s.log_every == 0:
            bar.set_postfix(loss=f"{running:.3f}", lr=f"{lr:.2e}")
    bar.close()
    model.eval()
    return {"steps": step, "seconds": round(budget.elapsed(), 1), "final_loss": running}


# -- the command ------------------------------------------------------------------------------

def run(args: argparse.Namespace) -> int:
    from models.dataset import build_examples, corpus_texts, length_report
    from models.tokenizer import train_tokenizer

    s = TrainSettings.from_args(args)
    if s.steps is None and s.minutes is None:
        s.steps = 2000
    torch.set_num_threads(s.threads)
    generator = seed_everything(s.seed)
    out = Path(s.out)
    out.mkdir(parents=True, exist_ok=True)
    wall = time.perf_counter()

    splits, data_dir = load_splits(s)
    print(f"corpus: " + ", ".join(f"{k} {len(v)}" for k, v in splits.items()), file=sys.stderr)
    tokenizer = train_tokenizer(corpus_texts(splits["train"]), vocab_size=s.vocab_size)
    examples = build_examples(splits["train"], tokenizer, max_doc_tokens=s.max_prefix_len, progress=True)
    lengths = slot_lengths(examples)
    print(json.dumps(length_report(examples)), file=sys.stderr)

    config = DiffusionConfig(
        vocab_size=tokenizer.vocab_size, pad_id=tokenizer.pad_id, mask_id=tokenizer.mask_id,
        end_id=tokenizer.end_id,
        slot_token_ids=sorted({tokenizer.slot_id(t, p) for t in DOCUMENT_TYPES for p in lengths[t]}),
        type_token_ids=[tokenizer.type_id(t) for t in DOCUMENT_TYPES],
        d_model=s.d_model, n_layers=s.n_layers, n_heads=s.n_heads, d_ff=s.d_ff,
        max_prefix_len=s.max_prefix_len, max_slot_len=max(max(v.values()) for v in lengths.values()),
        copy=s.copy, copy_span=s.copy_span)
    model = DiffusionModel(config).to(s.device)
    layouts = build_layouts(config, tokenizer, lengths)
    print(f"model: {model.num_parameters() / 1e6:.2f} M parameters; slot regions "
          + ", ".join(f"{t} {layouts[t].size}" for t in DOCUMENT_TYPES), file=sys.stderr)

    log = LossLog(out)
    trained = train_model(model, layouts, examples, s, generator, log=log)
    log.close(title=f"{s.name}: masked-diffusion loss (1/t-weighted CE per value token)")

    meta = {
        "name": s.name, "template_version": _template_version(), "slot_lengths": lengths,
        "sampler": {"max_passes": s.max_passes}, "calibration": None,
        "training": {k: v for k, v in asdict(s).items() if k not in ("out",)} | {
            "steps_done": trained["steps"], "train_seconds": trained["seconds"]},
    }
    save_checkpoint(out, model.cpu(), tokenizer, meta)
    metrics = evaluate_and_calibrate(out, splits, s)
    metrics["wall_minutes"] = round((time.perf_counter() - wall) / 60, 1)
    metrics["train_minutes"] = round(trained["seconds"] / 60, 1)
    metrics["steps"] = trained["steps"]
    metrics["parameters"] = model.num_parameters()
    (out / "metrics.json").write_text(json.dumps(metrics, indent=1) + "\n")
    write_model_card(out, s, metrics, config, layouts, data_dir)
    keys = ("field_accuracy", "document_exact_match", "type_accuracy", "absent_fields_null_rate", "ece")
    print(json.dumps({split: {k: metrics[split][k] for k in keys} for split in ("dev", "test")}), file=sys.stderr)
    return 0


def _template_version() -> int:
    from models.template import TEMPLATE_VERSION

    return TEMPLATE_VERSION


def evaluate_and_calibrate(out: Path, splits: dict[str, list[Any]], s: TrainSettings) -> dict[str, Any]:
    """Decode dev and test once; fit Platt calibration and the accept threshold on dev and store
    them in dualpath.json; report both splits with the calibrated confidences."""
    pick = lambda docs: _per_type(docs, s.eval_docs)  # noqa: E731
    extractor = DiffusionExtractor(load_checkpoint(out))
    classifier = _shipped_classifier()
    decoded = {}
    for split in ("dev", "test"):
        docs = pick(splits[split])
        print(f"decoding {split} ({len(docs)} documents) ...", file=sys.stderr)
        started = time.perf_counter()
        decoded[split] = (docs, decode_documents(extractor, docs, classifier=classifier), time.perf_counter() - started)
    dev_docs, dev_extractions, _ = decoded["dev"]
    raw = field_outcomes(dev_docs, dev_extractions)
    calibration = fit_platt([f.raw_confidence for f in raw], [f.correct for f in raw])
    threshold = threshold_for_precision([calibration(f.raw_confidence) for f in raw], [f.correct for f in raw],
                                        target=ACCEPT_PRECISION)
    meta = json.loads((out / "dualpath.json").read_text())
    meta.update(calibration=calibration.to_dict(), accept_threshold=threshold, fallback_threshold=threshold)
    (out / "dualpath.json").write_text(json.dumps(meta, indent=1) + "\n")

    write_known_document(out, dev_docs, dev_extractions)
    metrics: dict[str, Any] = {"model": model_version(out), "calibration": calibration.to_dict(),
                               "accept_threshold": threshold,
                               "type_detection": "classifier" if classifier is not None else "type head"}
    for split, (docs, extractions, seconds) in decoded.items():
        extractions = [recalibrate(ex, calibration) for ex in extractions]
        results = [to_decode_result(ex) for ex in extractions]
        m = score(docs, results)
        outcomes = field_outcomes(docs, extractions, results)
        conf, ok = [f.confidence for f in outcomes], [f.correct for f in outcomes]
        below = [c < threshold for c in conf]
        accepted = [o for o, b in zip(ok, below) if not b]
        m.update(
            type_accuracy=round(sum(ex.document_type == d.document_type for d, ex in zip(docs, extractions))
                                / max(1, len(docs)), 6),
            mean_passes=round(sum(ex.passes for ex in extractions) / max(1, len(extractions)), 2),
            decode_seconds_per_document=round(seconds / max(1, len(docs)), 3),
            ece=round(expected_calibration_error(conf, ok), 4),
            ece_uncalibrated=round(expected_calibration_error([f.raw_confidence for f in outcomes], ok), 4),
            below_threshold_rate=round(sum(below) / max(1, len(below)), 4),
            accepted_precision=round(sum(accepted) / max(1, len(accepted)), 4))
        metrics[split] = m
        print(f"{split}: field accuracy {m['field_accuracy']}, exact-match {m['document_exact_match']}, "
              f"type {m['type_accuracy']}, absent->null {m['absent_fields_null_rate']}", file=sys.stderr)
    return metrics


def _shipped_classifier() -> Any:
    """The type classifier the real-time route uses (``models.loading``), if there is one."""
    from models.loading import checkpoint_dir, load_classifier

    if not (checkpoint_dir("classifier") / "model.safetensors").is_file():
        return None
    return load_classifier()


def write_known_document(out: Path, docs: Sequence[Any], extractions: Sequence[Any]) -> None:
    """``known_document.json``: the shortest dev document the model extracts entirely right, with
    its slot texts -- what the checkpoint test expects the shipped model to reproduce."""
    candidates = []
    for doc, ex in zip(docs, extractions):
        outcomes = field_outcomes([doc], [ex])
        if ex.document_type == doc.document_type and all(f.correct for f in outcomes):
            candidates.append((sum(len(p) for p in doc.pages), doc, ex))
    if not candidates:
        return
    _, doc, ex = min(candidates, key=lambda c: c[0])
    slots = {s.path: s.raw for s in to_decode_result(ex).slots}
    known = {"stem": doc.stem, "document_type": doc.document_type, "pages": doc.pages, "slots": slots,
             "truth": doc.data}
    (out / "known_document.json").write_text(json.dumps(known, indent=1, ensure_ascii=False) + "\n")


def _per_type(docs: Sequence[Any], limit: int | None) -> list[Any]:
    """At most ``limit`` documents, the types taking turns."""
    if limit is None:
        return list(docs)
    by_type = [[d for d in docs if d.document_type == t] for t in DOCUMENT_TYPES]
    turns = [d for group in zip(*by_type) for d in group] if all(by_type) else list(docs)
    return turns[:limit]


def write_model_card(out: Path, s: TrainSettings, metrics: dict[str, Any], config: DiffusionConfig,
                     layouts: dict, data_dir: str) -> None:
    rows = "\n".join(
        f"| {split} | {m['documents']} | {m['field_accuracy']:.4f} | {m['document_exact_match']:.4f} | "
        f"{m['type_accuracy']:.4f} | {m['absent_fields_null_rate']} | {m['ece']:.4f} | {m['accepted_precision']:.4f} | "
        f"{m['below_threshold_rate']:.4f} |"
        for split, m in ((k, metrics[k]) for k in ("dev", "test")))
    per_type = "\n".join(f"| {split} | {t} | {v['field_accuracy']} | {v['document_exact_match']} |"
                          for split in ("dev", "test") for t, v in metrics[split].get("per_type", {}).items())
    options = " ".join(f"--{k.replace('_', '-')} {v}" for k, v in asdict(s).items()
                       if k in _CARD_OPTIONS and v != getattr(_DEFAULTS, k))
    command = (f"dualpath train --model diffusion --steps {metrics['steps']} --seed {s.seed}"
               + (f" --data {s.data}" if s.data else "") + (" --toy" if s.toy else "")
               + (f" {options}" if options else "") + f" --out {s.out}")
    card = f"""# Model card: dualpath diffusion ({s.name})

Masked-diffusion extraction model (MDLM / LLaDA objective: mask ratio t ~ U(0, 1), cross-entropy on
the masked slot tokens weighted 1/t). A bidirectional transformer whose document prefix attends only
to itself (its keys/values are computed once and reused exactly at every denoising pass) and whose
slot region (type token, then per slot: slot token + fixed-length value block) is filled by iterative
unmasking. Copy head: {'span pointer (start + offset) with a pointer-generator gate' if config.copy and config.copy_span else 'token pointer-generator' if config.copy else 'none'}.
Files: `config.json`, `model.safetensors`, `tokenizer.json`, `dualpath.json` (special token ids, slot
block lengths, sampler settings, calibration, thresholds). No pretrained weights; nothing downloaded.

## Data
- {"toy corpus (models.dataset.toy_documents)" if s.toy else f"pipeline.synth corpus at {data_dir}"}:
  {s.n_train} train documents per type; dev and test {s.n_eval} per type
  (`test` = layout families and label words never seen in training)
- seed {s.seed}

## Model and training
- {metrics['parameters'] / 1e6:.2f} M parameters: d_model {config.d_model}, {config.n_layers} layers, {config.n_heads} heads,
  d_ff {config.d_ff}, vocabulary {config.vocab_size}, prefix up to {config.max_prefix_len} tokens
- slot regions (tokens): {', '.join(f'{t} {layouts[t].size}' for t in DOCUMENT_TYPES)}
- {metrics['steps']} steps of {s.batch_docs} documents x {s.masks_per_doc} masks, AdamW peak lr {s.lr},
  {metrics['train_minutes']} min training, {metrics['wall_minutes']} min wall in all, device {s.device},
  {s.threads} torch thread(s)
- sampler: reference iterative unmasking, at most {s.max_passes} passes

## Confidence
Per field: product of the probabilities of the tokens that decide it (value tokens and end),
Platt-calibrated on dev ({metrics['calibration']}). Accept / AR-fallback threshold
{metrics['accept_threshold']:.4f}, chosen on dev for accepted fields >= {ACCEPT_PRECISION:.1%} correct.

## Metrics (diffusion alone; type detected by the {metrics['type_detection']}; records normalised by
pipeline.normalise and scored by pipeline.evaluate, as `dualpath eval` does)

| split | docs | field accuracy | doc exact match | type accuracy | absent -> null | ECE | accepted precision | below threshold |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
{rows}

| split | type | field accuracy | exact match |
| --- | --- | --- | --- |
{per_type}

Most frequent errors: `metrics.json`. Loss curve: `loss.png`, `loss.csv`.

## Reproduce

    {command}
"""
    (out / "MODEL_CARD.md").write_text(card)


_CARD_OPTIONS = ("n_train", "n_eval", "vocab_size", "d_model", "n_layers", "n_heads", "d_ff", "max_prefix_len",
                 "copy", "copy_span", "pointer_weight", "bf16", "batch_docs", "masks_per_doc", "lr", "max_passes", "threads", "eval_docs")
_DEFAULTS = TrainSettings(out="")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Every option of TrainSettings (the shared ``dualpath train`` parser has the common ones)."""
    for f in fields(TrainSettings):
        flag = "--" + f.name.replace("_", "-")
        if f.name == "out":
            parser.add_argument(flag, required=True)
        elif f.type in ("bool", bool):
            parser.add_argument(flag, action=argparse.BooleanOptionalAction, default=None)
        else:
            parser.add_argument(flag, type=_parser_type(f.type), default=None)


def _parser_type(annotation: Any):
    text = str(annotation)
    if text.startswith("int"):
        return int
    if text.startswith("float"):
        return float
    return str


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m models.diffusion.train", description=__doc__)
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
