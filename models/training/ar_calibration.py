"""Calibration of the AR model's per-field confidence, fitted on ``dev`` and stored with the checkpoint.

    info, results = calibrate_on(decoder, dev_docs, dev_results)   # writes dualpath.json["calibration"]
    confidence_report(decoder, docs, results)                       # ECE, accepted share and precision

Raw confidence of a field: the product of the probabilities of its item tokens and [end]
(``SlotOutput.confidence``). Calibrated: ``sigmoid(a * logit(raw) + b)`` (Platt), fitted on
the dev split's slots, correct = the normalised value equals the truth. The accept threshold
is the lowest calibrated confidence at which dev's accepted fields are >= 99.5 % correct, and
never below ``MIN_ACCEPT_THRESHOLD`` (a dev split read at 99.5 % or more as a whole would otherwise
set it near 0, letting through fields the model itself gives worse than even odds): below it a
field sends the envelope to review (batch route) or is re-decoded (real-time route).
"""
from __future__ import annotations

import dataclasses
import json
from typing import Any, Sequence

from models.calibration import Calibration, expected_calibration_error, fit_platt, threshold_for_precision
from models.training.route_calibration import choose_accept_threshold
from models.training.scoring import slot_correctness, slot_outcomes
from pipeline.decoding import DecodeResult

__all__ = ["MIN_ACCEPT_THRESHOLD", "TARGET_PRECISION", "accept_threshold", "answer_outcomes", "apply_calibration", "batch_thresholds", "calibrate_on",
           "confidence_report", "write_batch_thresholds"]

TARGET_PRECISION = 0.995
#: The accept threshold's floor, as the real-time route's fallback threshold's
#: (``route_calibration.MIN_FALLBACK_THRESHOLD``).
MIN_ACCEPT_THRESHOLD = 0.5


def apply_calibration(results: Sequence[DecodeResult], calibration: Calibration, threshold: float
                      ) -> list[DecodeResult]:
    """``results`` (raw confidences) with calibrated confidences and the accept threshold."""
    out = []
    for result in results:
        slots = [dataclasses.replace(s, confidence=calibration(s.confidence)) for s in result.slots]
        out.append(dataclasses.replace(result, slots=slots, accept_threshold=threshold))
    return out


def accept_threshold(calibrated: Sequence[float], correct: Sequence[bool]) -> float:
    """The lowest calibrated confidence at which fields are >= ``TARGET_PRECISION`` correct, never
    below ``MIN_ACCEPT_THRESHOLD``."""
    return max(MIN_ACCEPT_THRESHOLD, threshold_for_precision(calibrated, correct, target=TARGET_PRECISION))


def calibrate_on(decoder: Any, docs: Sequence[Any], results: Sequence[DecodeResult]
                 ) -> tuple[dict[str, Any], list[DecodeResult]]:
    """Fit on ``results`` (decoded with raw confidences), store in the checkpoint, return the
    calibration's description and the results with calibrated confidences."""
    outcomes = slot_outcomes(docs, results)
    raw = [c for c, _ in outcomes]
    correct = [ok for _, ok in outcomes]
    calibration = fit_platt(raw, correct)
    calibrated = [calibration(c) for c in raw]
    threshold = accept_threshold(calibrated, correct)
    info = {**calibration.to_dict(), "accept_threshold": threshold, "target_precision": TARGET_PRECISION,
            "fitted_on": f"dev, {len(docs)} documents, {len(outcomes)} fields",
            "ece_raw": round(expected_calibration_error(raw, correct), 6),
            "ece_calibrated": round(expected_calibration_error(calibrated, correct), 6)}
    meta_path = decoder.dir / "dualpath.json"
    meta = json.loads(meta_path.read_text())
    meta["calibration"] = info
    meta_path.write_text(json.dumps(meta, indent=1) + "\n")
    decoder.set_calibration(info)
    return info, apply_calibration(results, calibration, threshold)


def confidence_report(decoder: Any, docs: Sequence[Any], results: Sequence[DecodeResult]) -> dict[str, Any]:
    """ECE of the results' confidences, and the share and precision of fields at or above the threshold."""
    outcomes = slot_outcomes(docs, results)
    threshold = results[0].accept_threshold if results else decoder.accept_threshold
    accepted = [ok for c, ok in outcomes if c >= threshold]
    return {
        "ece": round(expected_calibration_error([c for c, _ in outcomes], [ok for _, ok in outcomes]), 6),
        "accept_threshold": threshold,
        "accepted_share": round(len(accepted) / max(1, len(outcomes)), 6),
        "accepted_precision": round(sum(accepted) / len(accepted), 6) if accepted else None,
    }


# -- the batch route's accept thresholds, on dev and on shift documents -------------------------

def answer_outcomes(docs: Sequence[Any], results: Sequence[DecodeResult]) -> dict[str, list[tuple[float, bool]]]:
    """(confidence, correct) of every field by kind of answer, "value" or "empty". An empty list
    item is no field of the envelope (nothing to accept or review), so it is left out."""
    kinds: dict[str, list[tuple[float, bool]]] = {"value": [], "empty": []}
    for doc, result in zip(docs, results):
        correct = slot_correctness(doc, result.slots)
        for slot in result.slots:
            if slot.raw is None and "[" in slot.path:
                continue
            kinds["empty" if slot.raw is None else "value"].append((slot.confidence, correct[slot.path]))
    return kinds


def batch_thresholds(sets: dict[str, dict[str, list[tuple[float, bool]]]]) -> dict[str, Any]:
    """Per kind of answer, the lowest calibrated confidence at which accepted answers are >= 99.5 %
    correct on every set (``{set name: answer_outcomes(...)}``): the real-time route's rule
    (``route_calibration.choose_accept_threshold``, the strictest of the sets')."""
    chosen: dict[str, float] = {}
    per_set: dict[str, dict[str, Any]] = {}
    for kind in ("value", "empty"):
        outcomes = {name: kinds[kind] for name, kinds in sets.items()}
        chosen[kind], thresholds = choose_accept_threshold(outcomes, target=TARGET_PRECISION)
        per_set[kind] = {}
        for name, pairs in outcomes.items():
            accepted = [ok for c, ok in pairs if c >= thresholds[name]]
            per_set[kind][name] = {
                "threshold": thresholds[name], "fields": len(pairs), "accepted": len(accepted),
                "accepted_precision": round(sum(accepted) / len(accepted), 6) if accepted else None}
    return {"accept_threshold": chosen["value"], "accept_threshold_empty": chosen["empty"], "per_set": per_set}


def write_batch_thresholds(decoder: Any, info: dict[str, Any], fitted_on: str) -> None:
    """Store the thresholds in the checkpoint's calibration (the Platt fit stays as it is)."""
    meta_path = decoder.dir / "dualpath.json"
    meta = json.loads(meta_path.read_text())
    calibration = meta["calibration"]
    calibration.update(accept_threshold=info["accept_threshold"], accept_threshold_empty=info["accept_threshold_empty"],
                       thresholds_fitted_on=fitted_on)
    meta_path.write_text(json.dumps(meta, indent=1) + "\n")
    decoder.set_calibration(calibration)
