"""Train the masked-diffusion extraction model: ``dualpath train --model diffusion --out DIR``.

    corpus (corpus.synth, or the toy corpus) -> tokenizer -> examples -> slot block lengths
    -> slot values as pointer items (models.dataset.slot_items) -> per slot [s1 e1 s2 e2 x] codes
    -> steps of {B documents of one type, K masks each, 1/t-weighted masked CE + type CE}
    -> calibrate confidence on dev -> metrics on dev and test -> checkpoint + MODEL_CARD.md

Reproducible from ``--seed`` with ``--steps`` (``--minutes`` alone stops on the wall clock,
so its step count depends on the machine). Also runnable as ``python -m models.training.train_diffusion``
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
from tqdm import tqdm

from models import dataset
from models.diffusion.checkpoint import load_checkpoint, save_checkpoint
from models.calibration import expected_calibration_error, fit_platt, threshold_for_precision
from models.diffusion.config import DiffusionConfig
from models.diffusion.data import build_layouts, make_batch
from models.diffusion.decoder import RealtimeDecoder
from models.diffusion.layout import fit_slot_roles
from models.training.diffusion_evaluation import decode_documents, field_outcomes, recalibrate, score, to_decode_result
from models.diffusion.extractor import DiffusionExtractor
from models.diffusion.model import DiffusionModel
from models.page_layout import WIDTH
from models.diffusion.objective import diffusion_loss, type_loss
from models.checkpoint_files import checkpoint_dir, model_version
from models.classifier import load_classifier
from models.dataset import build_examples, corpus_texts, length_report, slot_items
from models.template import TEMPLATE_VERSION, slot_paths
from models.tokenizer import train_tokenizer
from models.training.arguments import add_shared_arguments
from models.training.common import Budget, LossLog, extra_examples_options, lr_at, prepare_data, seed_everything
from pipeline.doctypes import DOCUMENT_TYPES

ACCEPT_PRECISION = 0.995  # accepted fields must be this often correct on dev


@dataclass
class TrainSettings:
    out: str
    data: str | None = None
    extra_examples: list[str] | None = None  # labelled folders added to train (dualpath export-corrections)
    corpus_version: int | None = None  # corpus.synth.corpus version to generate (None: the current)
    corpus_seed: int | None = None     # seed of the generated corpus (None: ``seed``)
    toy: bool = False             # train on models.dataset.toy_documents (tests, smoke runs)
    seed: int = 0
    steps: int | None = None
    minutes: float | None = None
    device: str = "cpu"
    # bf16 autocast for training: None = where the hardware runs bf16 natively (2-3x faster on a
    # CPU with AVX512-BF16/AMX; emulated on an AVX2-only CPU, where it is ~7x slower than fp32)
    bf16: bool | None = None
    threads: int = 1
    n_train: int = 600            # corpus documents per type (train); generated if missing
    n_eval: int = 100             # per type, dev and test
    eval_docs: int | None = None  # evaluate on at most this many documents per split (types in turn)
    latency_docs: int = 60        # test documents decoded one at a time for the latency figures
    vocab_size: int = 3000
    d_model: int = 128
    n_layers: int = 4
    n_heads: int = 4
    d_ff: int = 384
    max_prefix_len: int = 2048
    max_span: int = 128           # longest copied span, in document tokens
    n_spans: int = 2              # pointer pairs per slot
    fitted_blocks: bool = False   # each field's block holds only the roles its training values use
    batch_docs: int = 8
    masks_per_doc: int = 2
    lr: float = 3e-3
    warmup_fraction: float = 0.05
    weight_decay: float = 0.01
    type_weight: float = 0.1
    max_passes: int = 8
    threshold: float = 0.9        # sampler: commit every position whose probability clears it
    # an exponential moving average of the weights (decay per step) is the checkpoint; the last
    # step's weights are kept beside it in <out>/raw for comparison. None: the last step's weights
    ema_decay: float | None = None
    log_every: int = 10
    name: str = "dualpath-diffusion"
    init_from: str | None = None  # fine-tune this checkpoint (its tokenizer, shape and weights)
    layout: bool = False          # page layout as input (models.page_layout); added at zero to an init_from without

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


_COMMON = {"out", "data", "extra_examples", "seed", "steps", "minutes", "device", "threads", "n_train", "n_eval", "eval_docs"}


def _shared_cli_defaults() -> dict[str, Any]:
    """Defaults of ``dualpath train``'s own model options (the AR model's) whose names we share."""
    parser = argparse.ArgumentParser(add_help=False)
    add_shared_arguments(parser)
    ours = {f.name for f in fields(TrainSettings)} - _COMMON
    return {a.dest: a.default for a in parser._actions if a.dest in ours and a.default is not None}


def native_bf16(device: str) -> bool:
    """Whether ``device`` computes in bf16 natively (a CUDA GPU that supports it; a CPU with
    AVX512-BF16 or AMX). Elsewhere bf16 autocast is emulated and slower than float32."""
    if device.startswith("cuda"):
        return torch.cuda.is_available() and torch.cuda.is_bf16_supported()
    try:
        flags = Path("/proc/cpuinfo").read_text()
    except OSError:
        return False
    return any(flag in flags for flag in ("avx512_bf16", "amx_bf16"))


# -- data -------------------------------------------------------------------------------------

def load_splits(s: TrainSettings) -> tuple[dict[str, list[Any]], str]:
    """The train/dev/test documents and where they come from."""
    if s.toy:
        seed = s.seed if s.corpus_seed is None else s.corpus_seed   # as for the generated corpus
        return ({split: dataset.toy_documents(s.n_train if split == "train" else s.n_eval, seed=seed, split=split)
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

def train_model(model: DiffusionModel, layouts: dict, examples: Sequence[Any], items: Sequence[dict],
                s: TrainSettings, generator: torch.Generator, log: LossLog | None = None) -> dict[str, Any]:
    """Steps of {B documents of one type, K masks each}; returns steps, seconds, last smoothed loss.
    ``items``: ``models.dataset.slot_items`` of each example."""
    device = torch.device(s.device)
    rng = random.Random(s.seed)
    opt = torch.optim.AdamW(model.parameters(), lr=s.lr, weight_decay=s.weight_decay, betas=(0.9, 0.98))
    budget = Budget(minutes=s.minutes, steps=s.steps)
    bar = tqdm(total=s.steps, desc="diffusion", unit="step", dynamic_ncols=True, mininterval=10.0)
    item_of = {id(e): its for e, its in zip(examples, items)}
    stream = batches(examples, s.batch_docs, rng)
    model.train()
    step, running = 0, None
    ema = [p.detach().clone() for p in model.parameters()] if s.ema_decay else None
    while not budget.done(step):
        lr = lr_at(budget.fraction(step), s.lr, s.warmup_fraction)
        for group in opt.param_groups:
            group["lr"] = lr
        chunk = next(stream)
        layout = layouts[chunk[0].document_type]
        batch = make_batch(chunk, [item_of[id(e)] for e in chunk], layout, model.config)
        with torch.autocast(device.type, dtype=torch.bfloat16, enabled=s.bf16):
            cache = model.encode_prefix(batch.doc_ids.to(device), batch.doc_mask.to(device),
                                        None if batch.layout is None else batch.layout.to(device))
            k = s.masks_per_doc
            loss_d = diffusion_loss(model, cache.repeat(k), batch.clean.to(device).repeat_interleave(k, dim=0),
                                    batch.trainable.to(device).repeat_interleave(k, dim=0), layout, generator)
            loss_t = type_loss(cache, batch.type_index.to(device))
        total = loss_d + s.type_weight * loss_t
        opt.zero_grad(set_to_none=True)
        total.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        if ema is not None:
            # the usual warm-up (t+1)/(t+10): early averages do not drag in the random start
            decay = min(s.ema_decay, (1 + step) / (10 + step))
            with torch.no_grad():
                for average, p in zip(ema, model.parameters()):
                    average.lerp_(p.detach(), 1.0 - decay)
        step += 1
        value = float(loss_d.detach())
        running = value if running is None else 0.98 * running + 0.02 * value
        if log is not None:
            log.add(step, budget.elapsed(), loss=value, type_loss=float(loss_t.detach()), lr=lr)
        bar.update(1)
        if step % s.log_every == 0:
            bar.set_postfix(loss=f"{running:.3f}", lr=f"{lr:.2e}")
            print(f"step {step} loss {running:.4f} lr {lr:.2e} {budget.elapsed():.0f}s", file=sys.stderr, flush=True)
    bar.close()
    model.eval()
    return {"steps": step, "seconds": round(budget.elapsed(), 1), "final_loss": running, "ema": ema}


def swap_in(model: DiffusionModel, weights: Sequence[torch.Tensor]) -> list[torch.Tensor]:
    """Put ``weights`` (one per parameter, in order) into ``model``; returns the ones it held."""
    held = []
    with torch.no_grad():
        for p, w in zip(model.parameters(), weights):
            held.append(p.detach().clone())
            p.copy_(w)
    return held


# -- the command ------------------------------------------------------------------------------

def run(args: argparse.Namespace) -> int:
    s = TrainSettings.from_args(args)
    if s.steps is None and s.minutes is None:
        s.steps = 2000
    if s.bf16 is None:
        s.bf16 = native_bf16(s.device)
    torch.set_num_threads(s.threads)
    generator = seed_everything(s.seed)
    out = Path(s.out)
    out.mkdir(parents=True, exist_ok=True)
    wall = time.perf_counter()

    splits, data_dir = load_splits(s)
    print("corpus: " + ", ".join(f"{k} {len(v)}" for k, v in splits.items()), file=sys.stderr)
    start = load_checkpoint(s.init_from) if s.init_from else None
    if start is not None:   # fine-tuning: the checkpoint's tokenizer, shape and weights
        tokenizer = start.tokenizer
        s.max_prefix_len, s.vocab_size = start.model.config.max_prefix_len, start.model.config.vocab_size
    else:
        tokenizer = train_tokenizer(corpus_texts(splits["train"]), vocab_size=s.vocab_size)
    if start is not None and start.model.config.layout_embeddings:
        s.layout = True  # a checkpoint with layout tables keeps them
    examples = build_examples(splits["train"], tokenizer, max_doc_tokens=s.max_prefix_len, progress=True,
                              layout=s.layout)
    items = [slot_items(e, tokenizer) for e in examples]
    print(json.dumps(length_report(examples)), file=sys.stderr)
    if start is not None:
        model = start.model.to(s.device)
        if s.layout:
            model.add_layout_embeddings()  # zero tables: the checkpoint's function to start with
    else:
        model = new_model(s, tokenizer, examples, items)
    layouts = build_layouts(model.config, tokenizer)
    fit = fit_report(examples, items, layouts, model.config)
    print(f"model: {model.num_parameters() / 1e6:.2f} M parameters; slot regions "
          + ", ".join(f"{t} {layouts[t].size}" for t in DOCUMENT_TYPES) + f"; {fit}", file=sys.stderr)

    log = LossLog(out)
    trained = train_model(model, layouts, examples, items, s, generator, log=log)
    log.close(title=f"{s.name}: masked-diffusion loss (1/t-weighted CE per value token)")
    return _save_and_report(out, s, model, tokenizer, trained, fit, splits, layouts, data_dir, wall)


def new_model(s: TrainSettings, tokenizer: Any, examples: Sequence[Any], items: Sequence[dict]) -> DiffusionModel:
    """A freshly initialised model of the recipe's shape for ``tokenizer``."""
    config = DiffusionConfig(
        vocab_size=tokenizer.vocab_size, pad_id=tokenizer.pad_id, mask_id=tokenizer.mask_id,
        end_id=tokenizer.end_id,
        slot_token_ids=sorted({tokenizer.slot_id(t, p) for t in DOCUMENT_TYPES for p in slot_paths(t)}),
        type_token_ids=[tokenizer.type_id(t) for t in DOCUMENT_TYPES],
        d_model=s.d_model, n_layers=s.n_layers, n_heads=s.n_heads, d_ff=s.d_ff,
        max_prefix_len=s.max_prefix_len, n_spans=s.n_spans, max_span=s.max_span, layout_embeddings=s.layout,
        layout_fields=WIDTH if s.layout else 0)
    if s.fitted_blocks:
        config.slot_roles = fit_slot_roles(config, build_layouts(config, tokenizer), (
            (e.document_type, path, value, min(len(e.doc_ids), config.max_prefix_len))
            for e, its in zip(examples, items) for path, value in its.items() if value))
    return DiffusionModel(config).to(s.device)


def _save_and_report(out: Path, s: TrainSettings, model: DiffusionModel, tokenizer: Any, trained: dict[str, Any],
                     fit: dict, splits: dict[str, list[Any]], layouts: dict, data_dir: str, wall: float) -> int:
    config = model.config
    meta = {
        "name": s.name, "template_version": _template_version(), "slot_fit": fit,
        "sampler": {"max_passes": s.max_passes, "threshold": s.threshold}, "calibration": None,
        "training": {k: v for k, v in asdict(s).items() if k not in ("out",)} | {
            "steps_done": trained["steps"], "train_seconds": trained["seconds"]},
    }
    if trained["ema"] is not None:   # the last step's weights beside the average, for comparison
        save_checkpoint(out / "raw", model.cpu(), tokenizer, meta | {"name": f"{s.name}-raw"})
        swap_in(model, trained["ema"])
    save_checkpoint(out, model.cpu(), tokenizer, meta)
    metrics = evaluate_and_calibrate(out, splits, s)
    metrics |= _training_facts(meta, model) | {"wall_minutes": round((time.perf_counter() - wall) / 60, 1)}
    write_report(out, s, metrics, config, layouts, data_dir)
    return 0


def write_report(out: Path, s: TrainSettings, metrics: dict[str, Any], config: DiffusionConfig, layouts: dict,
                 data_dir: str) -> None:
    """metrics.json and MODEL_CARD.md in ``out``; the headline figures on stderr."""
    (out / "metrics.json").write_text(json.dumps(metrics, indent=1) + "\n")
    write_model_card(out, s, metrics, config, layouts, data_dir)
    keys = ("field_accuracy", "document_exact_match", "type_accuracy", "absent_fields_null_rate", "ece")
    print(json.dumps({split: {k: metrics[split][k] for k in keys} for split in ("dev", "test")}), file=sys.stderr)


def evaluate_only(args: argparse.Namespace) -> int:
    """`dualpath train --model diffusion --evaluate-only --out DIR`: no training; re-fit the
    calibration and accept threshold on dev and re-score DIR with the recipe stored in its
    dualpath.json (training facts kept from DIR/metrics.json) — after a change to how slot texts
    are read or scored. `dualpath calibrate-route` must run again afterwards (it sets the route's
    thresholds, which this resets to the model's own). MODEL_CARD.md is rewritten from its
    template: hand-written sections must be put back."""
    out = Path(args.out)
    meta = json.loads((out / "dualpath.json").read_text())
    known = {f.name for f in fields(TrainSettings)}
    s = TrainSettings(**{k: v for k, v in meta.get("training", {}).items() if k in known} | {"out": str(out)})
    if getattr(args, "threads", None):
        s.threads = args.threads
    if getattr(args, "data", None):
        s.data = args.data
    torch.set_num_threads(s.threads)
    previous = json.loads((out / "metrics.json").read_text()) if (out / "metrics.json").exists() else {}
    splits, data_dir = load_splits(s)
    metrics = evaluate_and_calibrate(out, splits, s)
    checkpoint = load_checkpoint(out)
    # metrics.json, where there is one, also knows the run's wall time
    metrics |= {key: previous.get(key, fact) for key, fact in _training_facts(meta, checkpoint.model).items()}
    config = checkpoint.model.config
    write_report(out, s, metrics, config, build_layouts(config, checkpoint.tokenizer), data_dir)
    return 0


def _training_facts(meta: dict[str, Any], model: Any) -> dict[str, Any]:
    """The training facts of a checkpoint's metrics and card, from its dualpath.json: enough when
    no metrics.json lies beside it (an averaged run's last-step weights in ``<out>/raw``). The
    wall time of the whole run is not among them (None)."""
    training = meta.get("training", {})
    seconds = training.get("train_seconds")
    return {"wall_minutes": None, "train_minutes": None if seconds is None else round(seconds / 60, 1),
            "steps": training.get("steps_done", training.get("steps")), "parameters": model.num_parameters(),
            "slot_fit": meta.get("slot_fit", {})}


def fit_report(examples: Sequence[Any], items: Sequence[dict], layouts: dict, config: DiffusionConfig) -> dict:
    """How many non-empty training slot values the pointer blocks hold (the rest are not trained on)."""
    held = total = 0
    for e, its in zip(examples, items):
        layout = layouts[e.document_type]
        for slot, path in enumerate(layout.paths):
            value = its.get(path)
            if value:
                total += 1
                held += layout.encode_items(value, doc_len=min(len(e.doc_ids), config.max_prefix_len),
                                            max_span=config.max_span, slot=slot) is not None
    return {"values": total, "held": held, "share": round(held / max(1, total), 5)}


def _template_version() -> int:
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
                               "calibration_check": heldout_calibration_check(dev_docs, dev_extractions),
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
    metrics["latency_ms"] = measure_latency(out, pick(splits["test"])[: s.latency_docs], classifier)
    return metrics


def heldout_calibration_check(docs: Sequence[Any], extractions: Sequence[Any]) -> dict[str, Any]:
    """Calibration fitted on the even-numbered dev documents, ECE measured on the odd ones (raw and
    calibrated): does Platt scaling help on documents it was not fitted on, from the same families?"""
    fit_part = field_outcomes(docs[0::2], extractions[0::2])
    held = field_outcomes(docs[1::2], extractions[1::2])
    if not fit_part or not held:
        return {}
    calibration = fit_platt([f.raw_confidence for f in fit_part], [f.correct for f in fit_part])
    ok = [f.correct for f in held]
    return {"fitted_on_documents": len(docs[0::2]), "held_out_documents": len(docs[1::2]),
            "ece_raw": round(expected_calibration_error([f.raw_confidence for f in held], ok), 4),
            "ece_calibrated": round(expected_calibration_error([calibration(f.raw_confidence) for f in held], ok), 4)}


def measure_latency(out: Path, docs: Sequence[Any], classifier: Any) -> dict[str, Any]:
    """Milliseconds per document, one document at a time on this process's threads: the diffusion
    extraction alone (tokenise, prefix, passes, render) and the real-time decoder's ``decode``
    (type classifier + diffusion, no AR fallback)."""
    if not docs:
        return {}
    decoder = RealtimeDecoder(out, fallback=None, classifier=classifier)
    decoder.decode(docs[0].pages, None)  # warm-up
    timings: dict[str, list[float]] = {"diffusion": [], "realtime_decode": []}
    for doc in docs:
        started = time.perf_counter()
        decoder.extractor.extract(doc.pages, doc.document_type)
        timings["diffusion"].append(1000 * (time.perf_counter() - started))
        started = time.perf_counter()
        decoder.decode(doc.pages, None)
        timings["realtime_decode"].append(1000 * (time.perf_counter() - started))
    q = lambda xs, f: round(sorted(xs)[min(len(xs) - 1, int(f * len(xs)))], 1)  # noqa: E731
    return {"documents": len(docs), "threads": torch.get_num_threads(),
            **{f"{k}_p50": q(v, 0.5) for k, v in timings.items()},
            **{f"{k}_p99": q(v, 0.99) for k, v in timings.items()},
            **{f"{k}_mean": round(sum(v) / len(v), 1) for k, v in timings.items()}}


def _shipped_classifier() -> Any:
    """The type classifier the real-time route uses (``models.loading``), if there is one."""
    if not (checkpoint_dir("classifier") / "model.safetensors").is_file():
        return None
    return load_classifier()


def write_known_document(out: Path, docs: Sequence[Any], extractions: Sequence[Any]) -> None:
    """``known_document.json``: per type, the shortest dev document the model extracts entirely
    right, with its slot texts -- what the checkpoint test expects the shipped model to reproduce."""
    best: dict[str, tuple[int, Any, Any]] = {}
    for doc, ex in zip(docs, extractions):
        outcomes = field_outcomes([doc], [ex])
        if ex.document_type == doc.document_type and all(f.correct for f in outcomes):
            size = sum(len(p) for p in doc.pages)
            if doc.document_type not in best or size < best[doc.document_type][0]:
                best[doc.document_type] = (size, doc, ex)
    known = []
    for t in DOCUMENT_TYPES:
        if t in best:
            _, doc, ex = best[t]
            known.append({"stem": doc.stem, "document_type": doc.document_type, "pages": doc.pages,
                          "slots": {s.path: s.raw for s in to_decode_result(ex).slots}, "truth": doc.data})
    path = out / "known_document.json"
    if known:
        path.write_text(json.dumps(known, indent=1, ensure_ascii=False) + "\n")
    elif path.exists():
        path.unlink()


def _per_type(docs: Sequence[Any], limit: int | None) -> list[Any]:
    """At most ``limit`` documents, the types taking turns."""
    if limit is None:
        return list(docs)
    by_type = [[d for d in docs if d.document_type == t] for t in DOCUMENT_TYPES]
    turns = [d for group in zip(*by_type) for d in group] if all(by_type) else list(docs)
    return turns[:limit]


def _wall(metrics: dict[str, Any]) -> str:
    wall = metrics.get("wall_minutes")
    return "wall time of the run not recorded" if wall is None else f"{wall} min wall in all"


def write_model_card(out: Path, s: TrainSettings, metrics: dict[str, Any], config: DiffusionConfig,
                     layouts: dict, data_dir: str) -> None:
    rows = "\n".join(
        f"| {split} | {m['documents']} | {m['field_accuracy']:.4f} | {m['document_exact_match']:.4f} | "
        f"{m['type_accuracy']:.4f} | {m['absent_fields_null_rate']} | {m['ece']:.4f} | {m['ece_uncalibrated']:.4f} | {m['accepted_precision']:.4f} | "
        f"{m['below_threshold_rate']:.4f} | {m['mean_passes']} |"
        for split, m in ((k, metrics[k]) for k in ("dev", "test")))
    per_type = "\n".join(f"| {split} | {t} | {v['field_accuracy']} | {v['document_exact_match']} |"
                          for split in ("dev", "test") for t, v in metrics[split].get("per_type", {}).items())
    options = " ".join(_cli_option(k, v) for k, v in asdict(s).items()
                       if k in _CARD_OPTIONS and v != getattr(_DEFAULTS, k))
    extra = extra_examples_options(s.extra_examples)
    command = (f"dualpath train --model diffusion --steps {metrics['steps']} --seed {s.seed}"
               + (f" --data {s.data}" if s.data else "") + (" --toy" if s.toy else "")
               + (f" {options}" if options else "") + extra + f" --out {s.out}")
    lat = metrics.get("latency_ms") or {}
    latency = (f"- latency, one document at a time, {lat.get('threads')} thread(s), {lat.get('documents')} test documents: "
               f"diffusion extraction p50 {lat.get('diffusion_p50')} ms / p99 {lat.get('diffusion_p99')} ms; "
               f"real-time `decode` (classifier + diffusion, no AR fallback) p50 {lat.get('realtime_decode_p50')} ms / "
               f"p99 {lat.get('realtime_decode_p99')} ms" if lat else "- latency: not measured")
    fit = metrics.get("slot_fit", {})
    wider = [f"{t} {f}: `{' '.join(('s1', 'e1', 's2', 'e2', 'x')[r] for r in roles)}`"
             for t, fields in config.slot_roles.items() for f, roles in fields.items() if roles != [0, 1]]
    blocks = (f"at most {config.roles} positions `[s1 e1 s2 e2 x]`, per field only the roles its training values use "
              f"(`config.json` `slot_roles`, `--fitted-blocks`): " + "; ".join(wider + ["every other field `s1 e1`"])
              if config.slot_roles else f"{config.roles} positions `[s1 e1 s2 e2 x]`")
    card = f"""# Model card: dualpath diffusion ({s.name})

Masked-diffusion extraction model over **pointer slots** (MDLM / LLaDA objective: mask ratio
t ~ U(0, 1), cross-entropy on the masked slot positions weighted 1/t). A bidirectional transformer
whose document prefix attends only to itself (its keys/values and final states are computed once
and reused exactly at every denoising pass). Each slot of the type's template is a fixed block of
{blocks}: start and end pointers of up to {config.n_spans} document spans
(each over the document's positions, or NULL; an end within {config.max_span} tokens of its start), then one
suffix vocabulary token or NULL (" monthly"). Pointer logits: a per-slot query against keys made of the
document's final states plus the tokens just before a start / just after an end; an end is restricted
to, and biased by its distance from, its committed start (and vice versa). A committed pointer's input is
a projection of the pointed-at document state. The slot text is the pointed-at spans (joined by a space)
plus the suffix, exactly as `models.dataset.render_items` builds the targets; deterministic code
(`pipeline.normalise`) turns it into the typed value.
Files: `config.json`, `model.safetensors`, `tokenizer.json`, `dualpath.json` (special token ids, sampler
settings, calibration, thresholds), `known_document.json` (per type, a dev document it extracts entirely
right; the checkpoint test replays it). No pretrained weights; nothing downloaded.

## Data
- {"toy corpus (models.dataset.toy_documents)" if s.toy else f"corpus.synth corpus at {data_dir}"}:
  {s.n_train} train documents per type; dev and test {s.n_eval} per type
  (`test` = layout families and label words never seen in training)
- seed {s.seed}; tokenizer: `models.tokenizer.train_tokenizer` on the train split (vocab_size {s.vocab_size})
- training slot values the blocks can hold: {fit.get('held')} of {fit.get('values')} non-empty ({fit.get('share')});
  the rest (rendered multi-token texts, three or more spans) are not trained on and go to the AR fallback

## Model and training
- {metrics['parameters'] / 1e6:.2f} M parameters: d_model {config.d_model}, {config.n_layers} layers, {config.n_heads} heads,
  d_ff {config.d_ff}, vocabulary {config.vocab_size}, prefix up to {config.max_prefix_len} tokens
- slot regions (positions): {', '.join(f'{t} {layouts[t].size}' for t in DOCUMENT_TYPES)}
- {metrics['steps']} steps of {s.batch_docs} documents x {s.masks_per_doc} masks, AdamW peak lr {s.lr}, bf16 autocast {s.bf16},
  {metrics['train_minutes']} min training, {_wall(metrics)}, device {s.device},
  {s.threads} torch thread(s)
- sampler: threshold-based parallel commits (commit every masked position with probability >= {s.threshold},
  at least ceil(masked / passes left), so at most {s.max_passes} passes); deterministic
{latency}

## Confidence
Per field: product of the probabilities of its block's committed positions,
Platt-calibrated on dev ({metrics['calibration']}). Accept threshold
{metrics['accept_threshold']:.4f}, chosen on dev for accepted fields >= {ACCEPT_PRECISION:.1%} correct; the AR-fallback
threshold is the same until `dualpath calibrate-route` (run once the AR model is trained) lowers it.

## Metrics (diffusion alone; type detected by the {metrics['type_detection']}; records normalised by
pipeline.normalise and scored by pipeline.evaluate, as `dualpath eval` does)

| split | docs | field accuracy | doc exact match | type accuracy | absent -> null | ECE | ECE raw | accepted precision | below threshold | passes |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
{rows}

| split | type | field accuracy | exact match |
| --- | --- | --- | --- |
{per_type}

Most frequent errors: `metrics.json`. Loss curve: `loss.png`, `loss.csv`.

## Reproduce

    {command}
"""
    (out / "MODEL_CARD.md").write_text(card)


def _cli_option(name: str, value: Any) -> str:
    """``name=value`` as ``dualpath train`` takes it (booleans as --x / --no-x)."""
    flag = name.replace("_", "-")
    if isinstance(value, bool):
        return f"--{flag}" if value else f"--no-{flag}"
    return f"--{flag} {value}"


_CARD_OPTIONS = ("corpus_version", "corpus_seed", "n_train", "n_eval", "vocab_size", "d_model", "n_layers", "n_heads", "d_ff", "max_prefix_len",
                 "max_span", "n_spans", "fitted_blocks", "threshold", "bf16", "batch_docs", "masks_per_doc", "lr", "max_passes", "threads", "eval_docs",
                 "ema_decay", "init_from", "layout")
_DEFAULTS = TrainSettings(out="")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Every option of TrainSettings (the shared ``dualpath train`` parser has the common ones)."""
    for f in fields(TrainSettings):
        flag = "--" + f.name.replace("_", "-")
        if f.name == "out":
            parser.add_argument(flag, required=True)
        elif f.type in ("bool", bool, "bool | None"):
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
    parser = argparse.ArgumentParser(prog="python -m models.training.train_diffusion", description=__doc__)
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
