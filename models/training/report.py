"""A trained checkpoint's ``metrics.json`` and ``MODEL_CARD.md``: scored on dev and test
(``models.training.scoring``), the AR model calibrated on dev first.

    evaluate_and_report(out_dir, kind, data, args, train_info)  # dev + test, card, metrics.json
"""
from __future__ import annotations

import json
import platform
from pathlib import Path
from typing import Any, Sequence

import torch

from models.ar.decoder import BatchDecoder
from models.dataset import document_geometry
from models.training.ar_calibration import calibrate_on, confidence_report
from models.training.common import extra_examples_options
from models.training.scoring import decode_documents, evaluate_documents

__all__ = ["evaluate_and_report", "training_corpus"]

#: The training options a model card names (and ``--evaluate-only`` keeps from the run's metrics.json).
HYPER_PARAMETERS = ("d_model", "layers", "heads", "copy_dim", "lr", "batch_tokens", "max_doc_tokens", "vocab_size",
                    "n_train", "n_eval", "subset_prob", "curriculum", "key_layers", "eval_docs", "null_weight",
                    "init_from", "context_noise", "layout")


CORPUS_OPTIONS = ("data", "corpus_version", "corpus_seed")  # the options that choose a run's corpus


def training_corpus(args: Any, data_dir: Path) -> dict[str, Any]:
    """What a run trains on, for metrics.json (``train.corpus``): the folder, the options that
    generate it, and the labelled folders trained on beside it (``--extra-examples``)."""
    return {"data_dir": str(data_dir), **{name: getattr(args, name, None) for name in CORPUS_OPTIONS},
            "extra_examples": [str(f) for f in getattr(args, "extra_examples", None) or ()]}


def _card(kind: str, args: Any, data: Any, train_info: dict[str, Any], metrics: dict[str, Any], out: Path) -> str:
    def row(split: str) -> str:
        m = metrics[split]
        return (f"| {split} | {m['documents']} | {m['field_accuracy']} | {m['document_exact_match']} | "
                f"{m['absent_fields_null_rate']} | {m['null_precision']} |")

    per_type = "\n".join(
        f"| {split} | {t} | {v['field_accuracy']} | {v['document_exact_match']} |"
        for split in ("dev", "test") for t, v in metrics[split]["per_type"].items())
    budget = f"--steps {args.steps}" if getattr(args, "steps", None) else f"--minutes {args.minutes}"
    # The run's own corpus names the reproduce line; a re-scoring on another one says so in Data.
    trained_on = train_info.get("corpus") or training_corpus(args, data.data_dir)
    version, corpus_seed, data_arg = (trained_on.get(k) for k in ("corpus_version", "corpus_seed", "data"))
    cmd = (f"dualpath train --model {kind}{f' --corpus-version {version}' if version else ''} --seed {args.seed} "
           f"{f'--corpus-seed {corpus_seed} ' if corpus_seed is not None else ''}"
           f"{budget}{' --data ' + str(data_arg) if data_arg else ''}"
           f"{extra_examples_options(trained_on.get('extra_examples'))} --out {out}")
    scored_elsewhere = "" if trained_on.get("data_dir") == str(data.data_dir) else (
        f"\n- trained on: {trained_on.get('data_dir')}; the metrics below were scored on the corpus above "
        f"(`--evaluate-only` on another corpus)")
    extra = " ".join(f"--{k.replace('_', '-')} {v}" for k, v in sorted(vars(args).items()) if k in HYPER_PARAMETERS)
    training = f"""- steps: {train_info.get('steps', 'unknown')}, epochs: {train_info.get('epochs')}, training time: {train_info.get('train_seconds', 'unknown')} s,
  wall time (data, training, evaluation): {train_info.get('wall_seconds', 'unknown')} s
- parameters: {train_info.get('parameters')}; device: {args.device}; torch threads: {torch.get_num_threads()};
  machine: {platform.machine()} {platform.processor() or ''}
- hyper-parameters: {extra}
- reproduce: `{cmd} {extra}`{'' if getattr(args, 'steps', None) else
  f" (a wall-clock budget: on another machine the step count differs; `--steps {train_info.get('steps', 'N')}` gives the same number of updates with a step-based schedule)"}"""
    if train_info.get("averaged_from"):  # `dualpath average-weights`: no training of its own
        sources = " ".join(train_info["averaged_from"])
        rescore = "".join(f" --{name.replace('_', '-')} {getattr(args, name)}" for name in CORPUS_OPTIONS
                          if getattr(args, name, None) is not None)
        training = f"""- no training of its own: the element-wise mean of {', '.join(train_info['averaged_from'])}'s weights
  (each source's training in metrics.json `train.sources`), slot limits from {train_info.get('limits_from')}
- parameters: {train_info.get('parameters')}
- reproduce: `dualpath average-weights {sources} --limits-from {train_info.get('limits_from')} --out {out}`, then
  `dualpath train --model ar --evaluate-only --out {out}{rescore}`"""
    return f"""# Model card: dualpath {kind}

Trained by `dualpath train --model {kind}` on the project's synthetic corpus (no pretrained weights,
nothing downloaded). Hugging Face format: `config.json`, `model.safetensors`, `tokenizer.json`,
and `dualpath.json` (template version, special token ids, slots, limits, calibration).

## Data
- corpus: {data.data_dir} ({len(data.train)} train, {len(data.dev)} dev, {len(data.test)} test documents);
  `test` holds layout families and label words never seen in training.{scored_elsewhere}
- seed: {args.seed}

## Training
{training}

## Metrics (greedy decoding, records normalised by pipeline.normalise, scored by pipeline.evaluate)

| split | documents | field accuracy | document exact-match | absent fields -> null | null precision |
| --- | --- | --- | --- | --- | --- |
{row('dev')}
{row('test')}

| split | type | field accuracy | exact-match |
| --- | --- | --- | --- |
{per_type}

{_confidence_section(metrics)}
Most frequent errors on test: see `metrics.json`.
"""


def _confidence_section(metrics: dict[str, Any]) -> str:
    cal = metrics.get("calibration")
    if not cal:
        return ""
    rows = "\n".join(
        f"| {split} | {metrics[split]['confidence']['ece']} | {metrics[split]['confidence']['accepted_share']} | "
        f"{metrics[split]['confidence']['accepted_precision']} |" for split in ("dev", "test")
        if "confidence" in metrics.get(split, {}))
    return f"""## Confidence
Per field: product of the probabilities of its item tokens and [end], Platt-calibrated on {cal['fitted_on']}
(a = {cal['a']:.4f}, b = {cal['b']:.4f}; ECE on dev {cal['ece_raw']} raw -> {cal['ece_calibrated']} calibrated).
Accept threshold {cal['accept_threshold']:.4f}: the lowest at which dev's accepted fields are >= {cal['target_precision']:.1%} correct.

| split | ECE | fields at or above the threshold | their precision |
| --- | --- | --- | --- |
{rows}
"""


def _spread(docs: Sequence[Any], limit: int) -> list[Any]:
    """At most ``limit`` documents, the same number of each type (first ones of each)."""
    types = sorted({d.document_type for d in docs})
    per_type = max(1, limit // max(1, len(types)))
    return [d for t in types for d in [d for d in docs if d.document_type == t][:per_type]]


def evaluate_and_report(out: Path, kind: str, data: Any, args: Any, train_info: dict[str, Any]) -> dict[str, Any]:
    """Score the checkpoint in ``out`` on dev and test; write metrics.json and MODEL_CARD.md."""
    limit = getattr(args, "eval_docs", None)
    if kind == "ar":
        decoder = BatchDecoder(out, device=args.device)
        by_pages = {id(d.pages): d for d in [*data.dev, *data.test]}

        def geometry(pages):  # a model with layout tables reads the document's geometry, as served
            doc = by_pages.get(id(pages))
            return document_geometry(doc) if decoder.uses_layout and doc is not None else None

        def decode_many(items):  # the reference decoder, one document at a time (faster here than
            return [decoder.decode(pages, t, geometry=geometry(pages)) for pages, t in items]  # padded static batches)
    else:
        raise ValueError(f"no evaluation for {kind!r} here")
    metrics: dict[str, Any] = {}
    for split, docs in (("dev", data.dev), ("test", data.test)):
        docs = _spread(docs, limit) if limit else docs
        print(f"evaluating on {split} ({len(docs)} documents) ...", flush=True)
        results = decode_documents(decode_many, docs)
        if kind == "ar" and split == "dev":  # calibrate on dev, then score with calibrated confidences
            metrics["calibration"], results = calibrate_on(decoder, docs, results)
        metrics[split] = evaluate_documents(decode_many, docs, results=results)
        if kind == "ar":
            metrics[split]["confidence"] = confidence_report(decoder, docs, results)
        m = metrics[split]
        print(f"{split}: field accuracy {m['field_accuracy']}, exact-match {m['document_exact_match']}, "
              f"absent->null {m['absent_fields_null_rate']}, null precision {m['null_precision']}", flush=True)
    metrics["train"] = train_info
    (out / "metrics.json").write_text(json.dumps(metrics, indent=1, default=str) + "\n")
    (out / "MODEL_CARD.md").write_text(_card(kind, args, data, train_info, metrics, out))
    return metrics
