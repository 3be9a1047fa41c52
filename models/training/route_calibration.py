"""The real-time route's two thresholds: accept and fallback, each chosen on `dev` and on shifted
documents (the fallback from both models' answers).

Two thresholds, two jobs. The accept threshold (``accept_threshold``) says when a field may skip
review: the lowest at which accepted fields are >= 99.5 % correct both on `dev` and on **shift
documents** — fresh documents drawn like `train` from another corpus seed (seen families and free
layouts, about half of the fields under invented label words the model never saw), so they carry
the label and layout shift the generator can make without `test`'s held-out families or label
words. At the same confidence they are wrong about twice as often as `dev`, as unseen layouts
are: a threshold fitted on `dev` alone
accepts too much there. It is chosen twice, once for value answers (``accept_threshold``) and
once for empty ones, a field said absent (``accept_threshold_empty``): each kind meets the target
on its own, so all accepted fields together do too. A present field accepted as absent vanishes
from the record unreviewed, and an empty answer's confidence is not a value's (on `test`, most of
the wrongly accepted fields can be present fields answered empty). A third,
``accept_threshold_redecoded``, is for the fields the route re-decodes: their final confidence
(after ``decoder.merge``) must also clear it, chosen the same way on the simulated route's
re-decoded fields of dev and of the shift documents (the AR model's confidence is calibrated on
all fields, not on the ones the diffusion model found hard, so a re-decoded field clearing the
value threshold is not yet sure enough). The fallback
threshold says when the AR model re-decodes a field; each re-decode costs the AR model's
latency, and above some confidence its answer no longer changes the outcome. Rule: on dev and on
the shift documents, the route is simulated for a range of fallback thresholds (``decoder.merge``
of the diffusion answers with the AR answers of the fields below it); each set allows the lowest
threshold whose field accuracy there is within ``tolerance`` of re-decoding every field below the
accept threshold, and the strictest (highest) of the sets' thresholds is
kept, as for the accept thresholds. Dev alone can allow 0.0, no fallback for confidence at all;
but dev holds only layouts and labels the models were trained on, and unseen ones are where the
AR model's second opinion pays. Fields between the two thresholds that the AR model does not see still go
to review: nothing becomes ``accepted`` that would not have been. The threshold is never below
``MIN_FALLBACK_THRESHOLD`` (0.5): a field the diffusion model more likely got wrong than right is
always shown to the AR model, even where both sets would allow 0.0, which would leave the route no
fallback but the shared-span doubts.

The AR answers come from one full AR decode per document. The route decodes only the unsure
slots (the AR prompt then holds fewer slots before each one), which can change an answer
slightly; the real-time benchmark measures the route itself on `test`.

    dualpath calibrate-route [--diffusion DIR] [--ar DIR] [--eval-docs 300] [--shift-docs 300]
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from models.calibration import threshold_for_precision
from models.checkpoint_files import checkpoint_dir, model_version
from models.dataset import document_geometry, ensure_corpus, load_corpus
from models.diffusion.decoder import EMPTY_REPLACED_FROM, Doubts, RealtimeDecoder, redecoded_paths, route_merge
from models.training.common import corpus_dir
from models.training.diffusion_evaluation import field_outcomes, score
from models.training.scoring import slot_correctness
from pipeline.decoding import DecodeResult, SlotPrediction, call_with_geometry

__all__ = ["RoutePoint", "choose_accept_threshold", "choose_fallback_threshold", "redecoded_outcomes",
           "shift_documents", "simulate_route", "calibrate_route"]

CANDIDATES = (0.0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.93, 0.95)
# Half a point of field accuracy: the product's own measure of "as accurate" (the real-time route
# must stay within 0.5 points of AR greedy), spent here on fewer AR re-decodes. Each re-decode
# costs the AR model's latency, and unseen layouts (test) fall back about twice as often as dev.
TOLERANCE = 0.005
ACCEPT_PRECISION = 0.995   # accepted fields must be this often correct (on dev and on the shift documents)
SHIFT_SEED_OFFSET = 1000   # the shift documents' corpus seed: the corpus seed + this
# Fewer answers of a kind than this in a calibration set cannot show that kind >= 99.5 % correct
# (one mistake in 200 is already 99.5 %): that set then allows no threshold below 1.0, so that a
# small dry run does not choose a threshold from a handful of answers.
MIN_CALIBRATION_SAMPLES = 100


@dataclass(frozen=True)
class RoutePoint:
    threshold: float
    fallback_rate: float      # share of slots re-decoded by the AR model
    field_accuracy: float     # dev field accuracy of the simulated route


def _routed(docs: Sequence[Any], diffusion: Sequence[Sequence[SlotPrediction]],
            ar: Sequence[Sequence[SlotPrediction]], threshold: float,
            doubts: Sequence[Doubts] | None, empty_bar: float) -> list[tuple[list[SlotPrediction], list[str], list[str]]]:
    """Per document: the simulated route's slots, the paths it sent to the AR model and those whose
    answer the AR model decided (``decoder.redecoded_paths``); ``doubts`` per document
    (``decoder.Doubts.of`` each extraction), ``empty_bar`` the confidence from which an AR answer
    replaces an empty one (``decoder.EMPTY_REPLACED_FROM``)."""
    out = []
    for i, (d_slots, a_slots) in enumerate(zip(diffusion, ar, strict=True)):
        by_path = {s.path: s for s in a_slots}
        below = {s.path for s in d_slots if s.confidence < threshold}
        doc_doubts = (doubts[i] if doubts is not None else Doubts()).routed(below)
        low = [s.path for s in d_slots if s.path in below or s.path in doc_doubts]
        merged = route_merge(docs[i].document_type, d_slots, [by_path[p] for p in low if p in by_path],
                             doc_doubts, empty_bar)
        out.append((merged, low, redecoded_paths(low, doc_doubts, merged)))
    assert len(out) == len(docs), "one list of slots per document"
    return out


def simulate_route(docs: Sequence[Any], diffusion: Sequence[Sequence[SlotPrediction]],
                   ar: Sequence[Sequence[SlotPrediction]], threshold: float,
                   doubts: Sequence[Doubts] | None = None, empty_bar: float = 1.0) -> RoutePoint:
    """The route on ``docs`` with fallback below ``threshold`` (diffusion and AR slots per document)
    and, whatever their confidence, for ``doubts`` (per document, ``decoder.Doubts``); an AR
    answer replaces an empty one at ``empty_bar`` (``decoder.route_merge``)."""
    routed = _routed(docs, diffusion, ar, threshold, doubts, empty_bar)
    results = [DecodeResult(doc.document_type, 1.0, slots) for doc, (slots, _, _) in zip(docs, routed)]
    low_total = sum(len(low) for _, low, _ in routed)
    slots_total = sum(len(d) for d in diffusion)
    accuracy = score(docs, results)["field_accuracy"]
    return RoutePoint(round(threshold, 4), round(low_total / max(1, slots_total), 4), accuracy)


def redecoded_outcomes(docs: Sequence[Any], diffusion: Sequence[Sequence[SlotPrediction]],
                       ar: Sequence[Sequence[SlotPrediction]], threshold: float,
                       doubts: Sequence[Doubts] | None = None, empty_bar: float = 1.0) -> list[tuple[float, bool]]:
    """(final confidence, correct) of every field whose answer the simulated route's AR model
    decided, after the merge (an empty list item is no envelope field and is left out)."""
    out = []
    for doc, (slots, _, redecoded) in zip(docs, _routed(docs, diffusion, ar, threshold, doubts, empty_bar)):
        correct = slot_correctness(doc, slots)
        chosen = set(redecoded)
        out += [(s.confidence, correct[s.path]) for s in slots
                if s.path in chosen and not (s.raw is None and "[" in s.path)]
    return out


#: The fallback threshold's floor: below it a field is more likely wrong than right.
MIN_FALLBACK_THRESHOLD = 0.5


def choose_fallback_threshold(points: Sequence[RoutePoint], accept_threshold: float,
                              tolerance: float = TOLERANCE) -> float:
    """The lowest threshold whose accuracy is within ``tolerance`` of falling back below the accept threshold."""
    reference = next(p for p in points if p.threshold == round(accept_threshold, 4)).field_accuracy
    good = [p.threshold for p in points if p.field_accuracy >= reference - tolerance]
    return min(good)


def choose_accept_threshold(outcomes: dict[str, Sequence[tuple[float, bool]]], target: float = ACCEPT_PRECISION,
                            min_samples: int = MIN_CALIBRATION_SAMPLES) -> tuple[float, dict[str, float]]:
    """The lowest threshold at which every set's fields at or above it are >= ``target`` correct
    (the strictest of the per-set thresholds); also each set's own threshold, 1.0 (accept
    nothing) for a set with fewer than ``min_samples`` answers."""
    per_set = {name: (threshold_for_precision([c for c, _ in pairs], [ok for _, ok in pairs], target=target)
                      if len(pairs) >= min_samples else 1.0)
               for name, pairs in outcomes.items()}
    return max(per_set.values()), per_set


def shift_documents(seed: int, per_type: int, version: int | None = None) -> list[Any]:
    """``per_type`` fresh documents of each type drawn like `train` from corpus seed
    ``seed + SHIFT_SEED_OFFSET`` (generated once and cached beside the corpus); ``version``: the
    corpus version whose `train` layouts they take (default the current one)."""
    shift_seed = seed + SHIFT_SEED_OFFSET
    data_dir = ensure_corpus(corpus_dir(shift_seed, version), n_train=per_type, n_eval=0, seed=shift_seed,
                             version=version)
    return load_corpus(data_dir, "train", limit=per_type)


def _geometry(model: Any, doc: Any) -> list | None:
    """``doc``'s pages' geometry where ``model`` reads page layout (as served), else None."""
    return document_geometry(doc) if getattr(model, "uses_layout", False) else None


def _diffusion_outcomes(realtime: Any, docs: Sequence[Any]) -> tuple[list[Any], dict[str, list[tuple[float, bool]]]]:
    """Each document's extraction (the true type given) and its fields' (calibrated confidence,
    correct) by kind of answer: "value" or "empty". An empty list item is no field of the
    envelope (nothing to accept or review), so it is left out."""
    extractions = [call_with_geometry(realtime.extractor.extract, list(d.pages), d.document_type,
                                      geometry=_geometry(realtime.extractor, d)) for d in docs]
    kinds: dict[str, list[tuple[float, bool]]] = {"value": [], "empty": []}
    for o in field_outcomes(docs, extractions):
        if o.empty and "[" in o.path:
            continue
        kinds["empty" if o.empty else "value"].append((o.confidence, o.correct))
    return extractions, kinds


def calibrate_route(diffusion_dir: Path, ar_dir: Path, docs: Sequence[Any], *, tolerance: float = TOLERANCE,
                    shift_docs: Sequence[Any] = (), write: bool = True, log: Any = print) -> dict[str, Any]:
    """Decode ``docs`` (dev) and ``shift_docs`` with both models; choose the accept thresholds and
    the fallback threshold on both sets (the stricter kept); store them."""
    # deferred: the AR decoder loads transformers, and `dualpath` imports this module for every command
    from models.ar.decoder import BatchDecoder

    realtime = RealtimeDecoder(diffusion_dir, fallback=None, classifier=None)
    ar = BatchDecoder(ar_dir)
    started = time.perf_counter()
    sets = {"dev": docs, **({"shift": shift_docs} if shift_docs else {})}
    extractions, outcomes = {}, {}
    for name, set_docs in sets.items():
        extractions[name], outcomes[name] = _diffusion_outcomes(realtime, set_docs)
    log(f"diffusion: {len(docs)} dev and {len(shift_docs)} shift documents in {time.perf_counter() - started:.0f} s")
    # One threshold per kind of answer, each meeting the target on its own, so that together they
    # meet it too; a field said absent that is present is the costlier mistake (it vanishes
    # from the record), and its confidence means something else than a value's.
    accept_by_kind, per_set = {}, {}
    for kind in ("value", "empty"):
        accept_by_kind[kind], per_set[kind] = choose_accept_threshold({name: o[kind] for name, o in outcomes.items()})
        for name, threshold in per_set[kind].items():
            pairs = outcomes[name][kind]
            kept = [ok for c, ok in pairs if c >= accept_by_kind[kind]]
            log(f"  {kind} answers: accept threshold for {ACCEPT_PRECISION:.1%} on {name}: {threshold:.4f}; at "
                f"{accept_by_kind[kind]:.4f} {name} accepts {len(kept) / max(1, len(pairs)):.1%} of its {len(pairs)}, "
                f"{sum(kept) / max(1, len(kept)):.2%} correct")
    accept, accept_empty = accept_by_kind["value"], accept_by_kind["empty"]
    diffusion, ar_slots, doubts = {}, {}, {}
    for name, set_docs in sets.items():
        started = time.perf_counter()
        ar_slots[name] = [call_with_geometry(ar.decode, list(d.pages), d.document_type, geometry=_geometry(ar, d)).slots
                          for d in set_docs]
        log(f"AR: {len(set_docs)} {name} documents in {time.perf_counter() - started:.0f} s")
        diffusion[name] = [realtime.diffusion_slots(ex) for ex in extractions[name]]
        doubts[name] = [Doubts.of(ex) for ex in extractions[name]]
    thresholds = sorted({t for t in CANDIDATES if t < accept} | {round(accept, 4)})
    points = {name: [simulate_route(set_docs, diffusion[name], ar_slots[name], t, doubts[name], EMPTY_REPLACED_FROM)
                     for t in thresholds]
              for name, set_docs in sets.items()}
    fallback_per_set = {name: choose_fallback_threshold(p, accept, tolerance) for name, p in points.items()}
    chosen = max(max(fallback_per_set.values()), MIN_FALLBACK_THRESHOLD)
    # The fields the route re-decodes are the ones the diffusion model was unsure of: the AR model's
    # confidence, calibrated on all of dev's fields, says less on those: their own accept threshold.
    redecoded = {name: redecoded_outcomes(set_docs, diffusion[name], ar_slots[name], chosen, doubts[name],
                                          EMPTY_REPLACED_FROM)
                 for name, set_docs in sets.items()}
    accept_redecoded, per_set["redecoded"] = choose_accept_threshold(redecoded)
    for name, pairs in redecoded.items():
        kept = [ok for c, ok in pairs if c >= accept_redecoded] if accept_redecoded < 1.0 else []
        log(f"  re-decoded fields: accept threshold for {ACCEPT_PRECISION:.1%} on {name}: "
            f"{per_set['redecoded'][name]:.4f}; {sum(ok for _, ok in pairs)} of {len(pairs)} correct; at "
            f"{accept_redecoded:.4f} {name} accepts {len(kept)}" + (" (1.0: none)" if accept_redecoded >= 1.0 else ""))
    for name, set_points in points.items():
        for p in set_points:
            mark = f"   <- {name} allows" if p.threshold == fallback_per_set[name] else ""
            log(f"  {name}: fallback below {p.threshold:.4f}: {p.fallback_rate:.1%} of slots re-decoded, "
                f"field accuracy {p.field_accuracy:.4f}" + mark + ("; chosen" if p.threshold == chosen else ""))
    info = {"fallback_threshold": chosen, "accept_threshold": accept, "accept_threshold_empty": accept_empty,
            "accept_threshold_redecoded": accept_redecoded, "tolerance": tolerance,
            "rule": "per set (dev; shift documents), the lowest threshold whose simulated route accuracy is within "
                    "tolerance of falling back below the accept threshold; the highest of the sets' kept, "
                    f"and never below {MIN_FALLBACK_THRESHOLD}",
            "fallback_threshold_per_set": fallback_per_set,
            "accept_rule": f"per kind of answer (a value; empty), the lowest threshold at which accepted fields of "
                           f"that kind are >= {ACCEPT_PRECISION:.1%} correct on dev and on the shift documents",
            "accept_threshold_per_set": per_set["value"], "accept_threshold_empty_per_set": per_set["empty"],
            "accept_threshold_redecoded_per_set": per_set["redecoded"],
            "redecoded_rule": "fields whose answer the simulated route's AR model decided (below the fallback "
                              "threshold, sharing a more confident field's span, a customer's answered from the "
                              "issuer's letterhead, shaped unlike their field's value, or empty where the AR answer "
                              "beat it), final confidence after the merge: the lowest "
                              f"threshold at which they are >= {ACCEPT_PRECISION:.1%} correct on dev and on the "
                              "shift documents; 1.0: none is accepted without review",
            "redecoded_fields": {name: len(pairs) for name, pairs in redecoded.items()},
            "dev_documents": len(docs), "shift_documents": len(shift_docs),
            "shift_seed_offset": SHIFT_SEED_OFFSET, "ar_model": model_version(ar_dir),
            "points": [p.__dict__ for p in points["dev"]],
            "points_per_set": {name: [p.__dict__ for p in set_points] for name, set_points in points.items()}}
    if write:
        meta_path = Path(diffusion_dir) / "dualpath.json"
        meta = json.loads(meta_path.read_text())
        meta.update(fallback_threshold=chosen, accept_threshold=accept, accept_threshold_empty=accept_empty,
                    accept_threshold_redecoded=accept_redecoded, route_calibration=info)
        meta_path.write_text(json.dumps(meta, indent=1) + "\n")
        log(f"wrote fallback_threshold {chosen} to {meta_path}")
    return info


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="dualpath calibrate-route", description=__doc__.split("\n\n")[0])
    add_arguments(parser)
    return run(parser.parse_args(argv))


def add_arguments(parser: Any) -> None:
    parser.add_argument("--diffusion", default=None, help="diffusion checkpoint (default: the shipped one)")
    parser.add_argument("--ar", default=None, help="AR checkpoint (default: the shipped one)")
    parser.add_argument("--eval-docs", type=int, default=300, help="dev documents, spread over the types")
    parser.add_argument("--seed", type=int, default=0, help="corpus seed")
    parser.add_argument("--shift-docs", type=int, default=300,
                        help="shift documents for the thresholds, spread over the types (0: dev only)")
    parser.add_argument("--tolerance", type=float, default=TOLERANCE)
    parser.add_argument("--dry-run", action="store_true", help="report, do not write the checkpoint")


def run(args: Any) -> int:
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
    shift = shift_documents(args.seed, max(1, args.shift_docs // 3)) if args.shift_docs else []
    calibrate_route(diffusion_dir, ar_dir, docs, tolerance=args.tolerance, shift_docs=shift, write=not args.dry_run)
    return 0


if __name__ == "__main__":
    sys.exit(main())
