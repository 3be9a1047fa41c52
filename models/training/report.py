"""Metrics of a decoder on corpus documents, ``metrics.json`` and ``MODEL_CARD.md``.

    record_from_slots(document_type, slots, pages) -> record   # normalise + compact lists
    evaluate_documents(decode_many, docs) -> metrics            # pipeline.evaluate's measures
    evaluate_and_report(out_dir, kind, data, args, train_info)  # dev + test, card, metrics.json

Field accuracy, document exact-match and the null rate on absent fields are computed by
``pipeline.evaluate.evaluate_pairs`` (the same code as ``dualpath eval``) on records made
from the decoder's raw slots by ``pipeline.normalise``; ``null_precision`` is added: of the
leaves the model left null, the share whose truth is null.
"""
from __future__ import annotations

import json
import platform
import time
from pathlib import Path
from typing import Any, Callable, Sequence

import torch

from pipeline.decoding import DecodeResult, SlotPrediction
from pipeline.fields import empty_record, get_path, set_path, spec_for

__all__ = ["decode_documents", "evaluate_and_report", "evaluate_documents", "record_from_slots", "slot_correctness",
           "slot_outcomes", "training_corpus"]


def record_from_slots(document_type: str, slots: Sequence[SlotPrediction], pages: Sequence[str]) -> dict[str, Any]:
    """The record the pipeline would assemble: normalised values, list items compacted."""
    from pipeline.normalise import NormalisationError, infer_date_order, normalise_value

    order = infer_date_order(list(pages))
    record = empty_record(document_type)
    items: dict[str, dict[int, dict[str, Any]]] = {}
    for slot in slots:
        spec = spec_for(document_type, slot.path)
        value = None
        if slot.raw is not None and slot.raw.strip():
            try:
                value = normalise_value(spec, slot.raw, date_order=order)
            except NormalisationError:
                value = None
        if spec.list_name is None:
            set_path(record, spec.path, value)
        else:
            index = int(slot.path[len(spec.list_name) + 1:].split("]", 1)[0])
            items.setdefault(spec.list_name, {}).setdefault(index, {})[slot.path] = (spec, value)
    for list_name, by_index in items.items():
        kept = 0
        for index in sorted(by_index):
            group = by_index[index]
            if all(v is None for _, v in group.values()):
                continue
            for spec, value in group.values():
                set_path(record, spec.concrete(kept), value)
            kept += 1
    return record


def decode_documents(decode_many: Callable[[list[tuple[list[str], str]]], list[DecodeResult]],
                     docs: Sequence[Any]) -> list[DecodeResult]:
    """``decode_many`` over ``docs`` (shortest first), results in the order of ``docs``."""
    order = sorted(range(len(docs)), key=lambda i: sum(len(p) for p in docs[i].pages))
    results = decode_many([(docs[i].pages, docs[i].document_type) for i in order])
    by_index = dict(zip(order, results))
    return [by_index[i] for i in range(len(docs))]


def slot_correctness(doc: Any, slots: Sequence[SlotPrediction]) -> dict[str, bool]:
    """Per slot path: is the value it leads to right? (an empty list-item slot past the truth's
    items is right when it stays empty)."""
    from pipeline.evaluate import compare_records

    record = record_from_slots(doc.document_type, slots, doc.pages)
    correct = {leaf.path: leaf.correct for leaf in compare_records(doc.document_type, doc.data, record)}
    return {slot.path: bool(correct.get(slot.path, slot.raw is None)) for slot in slots}


def slot_outcomes(docs: Sequence[Any], results: Sequence[DecodeResult]) -> list[tuple[float, bool]]:
    """(confidence, correct) of every slot: correct when its normalised value is the truth's."""
    out = []
    for doc, result in zip(docs, results):
        correct = slot_correctness(doc, result.slots)
        out += [(slot.confidence, correct[slot.path]) for slot in result.slots]
    return out


def evaluate_documents(decode_many: Callable[[list[tuple[list[str], str]]], list[DecodeResult]],
                       docs: Sequence[Any], *, type_of: Callable[[Any], str] | None = None,
                       results: Sequence[DecodeResult] | None = None) -> dict[str, Any]:
    """Decode ``docs`` (CorpusDocument) and score them like ``dualpath eval`` (``results``:
    already decoded, in the order of ``docs``)."""
    from pipeline.evaluate import evaluate_pairs

    started = time.monotonic()
    if results is None:
        results = decode_documents(decode_many, docs)
    pairs, null_pred, null_ok = [], 0, 0
    for doc, result in zip(docs, results):
        record = record_from_slots(doc.document_type, result.slots, doc.pages)
        envelope = {"document_type": type_of(doc) if type_of else result.document_type, "data": record,
                    "status": "accepted"}
        pairs.append((doc.stem, {"document_type": doc.document_type, "data": doc.data}, envelope))
        for slot in result.slots:
            if "[" in slot.path:
                continue
            if slot.raw is None:
                null_pred += 1
                null_ok += get_path(doc.data, slot.path) is None
    metrics = evaluate_pairs(pairs, top_errors=15)
    metrics.pop("missing_results", None)
    metrics.pop("statuses", None)
    metrics["null_precision"] = round(null_ok / null_pred, 6) if null_pred else None
    metrics["decode_seconds"] = round(time.monotonic() - started, 1)
    return metrics


#: The training options a model card names (and ``--evaluate-only`` keeps from the run's metrics.json).
HYPER_PARAMETERS = ("d_model", "layers", "heads", "copy_dim", "lr", "batch_tokens", "max_doc_tokens", "vocab_size",
                    "n_train", "n_eval", "subset_prob", "curriculum", "key_layers", "eval_docs", "null_weight",
                    "init_from", "context_noise")


CORPUS_OPTIONS = ("data", "corpus_version", "corpus_seed")  # the options that choose a run's corpus


def training_corpus(args: Any, data_dir: Path) -> dict[str, Any]:
    """What a run trains on, for metrics.json (``train.corpus``): the folder, and the options that
    generate it."""
    return {"data_dir": str(data_dir), **{name: getattr(args, name, None) for name in CORPUS_OPTIONS}}


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
           f"{budget}{' --data ' + str(data_arg) if data_arg else ''} --out {out}")
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
        from models.ar.decoder import BatchDecoder

        decoder = BatchDecoder(out, device=args.device)

        def decode_many(items):  # the reference decoder, one document at a time (faster here than
            return [decoder.decode(pages, t) for pages, t in items]  # padded static batches)
    else:
        raise ValueError(f"no evaluation for {kind!r} here")
    metrics: dict[str, Any] = {}
    for split, docs in (("dev", data.dev), ("test", data.test)):
        docs = _spread(docs, limit) if limit else docs
        print(f"evaluating on {split} ({len(docs)} documents) ...", flush=True)
        results = decode_documents(decode_many, docs)
        if kind == "ar" and split == "dev":  # calibrate on dev, then score with calibrated confidences
            from models.training.ar_calibration import calibrate_on

            metrics["calibration"], results = calibrate_on(decoder, docs, results)
        metrics[split] = evaluate_documents(decode_many, docs, results=results)
        if kind == "ar":
            from models.training.ar_calibration import confidence_report

            metrics[split]["confidence"] = confidence_report(decoder, docs, results)
        m = metrics[split]
        print(f"{split}: field accuracy {m['field_accuracy']}, exact-match {m['document_exact_match']}, "
              f"absent->null {m['absent_fields_null_rate']}, null precision {m['null_precision']}", flush=True)
    metrics["train"] = train_info
    (out / "metrics.json").write_text(json.dumps(metrics, indent=1, default=str) + "\n")
    (out / "MODEL_CARD.md").write_text(_card(kind, args, data, train_info, metrics, out))
    return metrics
