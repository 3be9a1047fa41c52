"""The real-time route's fallback threshold, chosen on `dev` from both models' answers.

Two thresholds, two jobs. The accept threshold (``accept_threshold``, fitted by the diffusion
trainer for >= 99.5 % precision on dev) says when a field may skip review. The fallback
threshold says when the AR model re-decodes a field; each re-decode costs the AR model's
latency, and above some confidence its answer no longer changes the outcome. Rule: on dev, the
route is simulated for a range of fallback thresholds (``decoder.merge`` of the diffusion answers
with the AR answers of the fields below it) and the lowest threshold is kept whose dev field
accuracy is within ``tolerance`` of re-decoding every field below the accept threshold (the
previous behaviour). Fields between the two thresholds that the AR model does not see still go
to review: nothing becomes ``accepted`` that would not have been.

The AR answers come from one full AR decode per document. The route decodes only the unsure
slots (the AR prompt then holds fewer slots before each one), which can change an answer
slightly; the real-time benchmark measures the route itself on `test`.

    dualpath calibrate-route [--diffusion DIR] [--ar DIR] [--eval-docs 300]
"""
from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from pipeline.decoding import DecodeResult, SlotPrediction

__all__ = ["RoutePoint", "choose_fallback_threshold", "simulate_route", "calibrate_route"]

CANDIDATES = (0.0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.93, 0.95)
# Half a point of field accuracy: the product's own measure of "as accurate" (the real-time route
# must stay within 0.5 points of AR greedy), spent here on fewer AR re-decodes. Each re-decode
# costs the AR model's latency, and unseen layouts (test) fall back about twice as often as dev
# (session 5: 0.001, fallback below 0.85 = 7.3 % of dev's slots, 15.1 % of test's).
TOLERANCE = 0.005


@dataclass(frozen=True)
class RoutePoint:
    threshold: float
    fallback_rate: float      # share of slots re-decoded by the AR model
    field_accuracy: float     # dev field accuracy of the simulated route


def simulate_route(docs: Sequence[Any], diffusion: Sequence[Sequence[SlotPrediction]],
                   ar: Sequence[Sequence[SlotPrediction]], threshold: float) -> RoutePoint:
    """The route on ``docs`` with fallback below ``threshold`` (diffusion and AR slots per document)."""
    from models.diffusion.decoder import merge
    from models.diffusion.evaluation import score

    results, low_total, slots_total = [], 0, 0
    for doc, d_slots, a_slots in zip(docs, diffusion, ar, strict=True):
        by_path = {s.path: s for s in a_slots}
        low = [s.path for s in d_slots if s.confidence < threshold]
        merged = merge(d_slots, [by_path[p] for p in low if p in by_path])
        results.append(DecodeResult(doc.document_type, 1.0, merged))
        low_total += len(low)
        slots_total += len(d_slots)
    accuracy = score(docs, results)["field_accuracy"]
    return RoutePoint(round(threshold, 4), round(low_total / max(1, slots_total), 4), accuracy)


def choose_fallback_threshold(points: Sequence[RoutePoint], accept_threshold: float,
                              tolerance: float = TOLERANCE) -> float:
    """The lowest threshold whose accuracy is within ``tolerance`` of falling back below the accept threshold."""
    reference = next(p for p in points if p.threshold == round(accept_threshold, 4)).field_accuracy
    good = [p.threshold for p in points if p.field_accuracy >= reference - tolerance]
    return min(good)


def calibrate_route(diffusion_dir: Path, ar_dir: Path, docs: Sequence[Any], *, tolerance: float = TOLERANCE,
                    write: bool = True, log: Any = print) -> dict[str, Any]:
    """Decode ``docs`` (dev) with both models, simulate the route, choose and store the threshold."""
    from models.ar.decoder import BatchDecoder
    from models.diffusion.decoder import RealtimeDecoder
    from models.loading import model_version

    realtime = RealtimeDecoder(diffusion_dir, fallback=None, classifier=None)
    ar = BatchDecoder(ar_dir)
    started = time.perf_counter()
    diffusion = [realtime.diffusion_slots(realtime.extractor.extract(list(d.pages), d.document_type)) for d in docs]
    log(f"diffusion: {len(docs)} documents in {time.perf_counter() - started:.0f} s")
    started = time.perf_counter()
    ar_slots = [ar.decode(list(d.pages), d.document_type).slots for d in docs]
    log(f"AR: {len(docs)} documents in {time.perf_counter() - started:.0f} s")
    accept = realtime.accept_threshold
    thresholds = sorted({t for t in CANDIDATES if t < accept} | {round(accept, 4)})
    points = [simulate_route(docs, diffusion, ar_slots, t) for t in thresholds]
    chosen = choose_fallback_threshold(points, accept, tolerance)
    for p in points:
        log(f"  fallback below {p.threshold:.4f}: {p.fallback_rate:.1%} of slots re-decoded, "
            f"dev field accuracy {p.field_accuracy:.4f}" + ("   <- chosen" if p.threshold == chosen else ""))
    info = {"fallback_threshold": chosen, "accept_threshold": accept, "tolerance": tolerance,
            "rule": "lowest threshold whose simulated dev route accuracy is within tolerance of falling back "
                    "below the accept threshold",
            "dev_documents": len(docs), "ar_model": model_version(ar_dir),
            "points": [p.__dict__ for p in points]}
    if write:
        meta_path = Path(diffusion_dir) / "dualpath.json"
        meta = json.loads(meta_path.read_text())
        meta.update(fallback_threshold=chosen, route_calibration=info)
        meta_path.write_text(json.dumps(meta, indent=1) + "\n")
        log(f"wrote fallback_threshold {chosen} to {meta_path}")
    return info


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="dualpath calibrate-route", description=__doc__.split("\n\n")[0])
    add_arguments(parser)
    return run(parser.parse_args(argv))


def add_arguments(parser: Any) -> None:
    parser.add_argument("--diffusion", default=None, help="diffusion checkpoint (default: the shipped one)")
    parser.add_argument("--ar", default=None, help="AR checkpoint (default: the shipped one)")
    parser.add_argument("--eval-docs", type=int, default=300, help="dev documents, spread over the types")
    parser.add_argument("--seed", type=int, default=0, help="corpus seed")
    parser.add_argument("--tolerance", type=float, default=TOLERANCE)
    parser.add_argument("--dry-run", action="store_true", help="report, do not write the checkpoint")


def run(args: Any) -> int:
    from models.dataset import ensure_corpus, load_corpus
    from models.loading import checkpoint_dir
    from models.training.common import corpus_dir

    diffusion_dir = Path(args.diffusion) if args.diffusion else checkpoint_dir("diffusion")
    ar_dir = Path(args.ar) if args.ar else checkpoint_dir("ar")
    for kind, folder in (("diffusion", diffusion_dir), ("ar", ar_dir)):
        if not (folder / "dualpath.json").is_file():
            print(f"no {kind} checkpoint at {folder}: train one with `dualpath train --model {kind} --out {folder}`",
                  file=sys.stderr)
            return 2
    per_type = max(1, args.eval_docs // 3)
    data_dir = ensure_corpus(corpus_dir(args.seed), n_train=0, n_eval=per_type, seed=args.seed)
    docs = load_corpus(data_dir, "dev", limit=per_type)  # the first per_type documents of each type
    calibrate_route(diffusion_dir, ar_dir, docs, tolerance=args.tolerance, write=not args.dry_run)
    return 0


if __name__ == "__main__":
    sys.exit(main())
