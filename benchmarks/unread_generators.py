"""Accuracy on generators nobody designs on: aggregate figures only.

    .venv/bin/python benchmarks/unread_generators.py [--generator fourth|fifth|all] [--per-type N]
        [--seed S] [--threads N] [--out FILE]

``corpus/unread/`` holds generators written by someone given only ``docs/CONTRACT.md`` and a
description of real bank documents: never shown the corpus, the models or the other generators.
Their documents and per-document errors are not read by anyone working on the models; a change is
designed on the design sets (``benchmarks/foreign_documents.py``: the first, second and third
foreign generators, whose errors may be read) with its expected effect written down first, then
confirmed here once. So this benchmark writes only aggregates: per generator, route and document
type, field accuracy, absent fields read as null, document type, exact documents, and the fields a
route lets through unreviewed with how many of them are wrong, also per kind of evidence they were
let through on (``pipeline.acceptance.Evidence.key``). No per-layout, per-field or per-document
figure is written or printed.

Each document goes, bytes in, through ``pipeline.extract.extract_document`` on both routes with
the type not given (the same harness as ``benchmarks/foreign_documents.py``, printed by headless
Chromium). Writes ``benchmarks/results/unread_generators.json``; the last line printed is the
summary.
"""
from __future__ import annotations

import argparse
import importlib
import sys
import time
from pathlib import Path
from typing import Any, Sequence

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.foreign_documents import ROUTES, Sample, log, printed_samples, run_route, write_report  # noqa: E402
from corpus.foreign.printing import CHROMIUM  # noqa: E402,F401 - where the tests look for Chromium
from dualpath.wiring import install as install_decoders  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"
UNREAD = {"fourth": "corpus.unread.fourth_generator", "fifth": "corpus.unread.fifth_generator"}
# What a route's report may keep: aggregates only (no layout, field or document is named).
_AGGREGATES = ("documents", "fields_total", "field_accuracy", "document_exact_match",
               "document_type_accuracy", "absent_fields_null_rate")


def unread_samples(generator: str, per_type: int, seed: int) -> list[Sample]:
    """``per_type`` documents of each type from an unread generator, printed by Chromium."""
    if generator not in UNREAD:
        raise SystemExit(f"unknown unread generator {generator!r}; choose one of {', '.join(UNREAD)}")
    make = importlib.import_module(UNREAD[generator]).generate
    return printed_samples(make, per_type, seed, f"unread-{generator}", keep_layout=False)


def aggregate(report: dict[str, Any]) -> dict[str, Any]:
    """The route's report reduced to figures that name no layout, field or document."""
    out = {k: report[k] for k in _AGGREGATES}
    out["per_type"] = {t: {"field_accuracy": v["field_accuracy"], "documents": v["documents"]}
                       for t, v in report["per_type"].items()}
    unreviewed = report["unreviewed"]
    out["unreviewed"] = {k: unreviewed[k] for k in ("fields_needing_no_review", "of_which_wrong", "precision",
                                                    "documents_accepted", "accepted_documents_with_a_wrong_field",
                                                    "by_evidence")}
    out["rejected"] = len(report["rejected"])
    out["mean_ms_per_document"] = report["mean_ms_per_document"]
    return out


def score(samples: Sequence[Sample]) -> dict[str, Any]:
    return {route: aggregate(run_route(route, samples)) for route in ROUTES}


def main(argv: list[str] | None = None) -> int:
    install_decoders()
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--generator", choices=(*UNREAD, "all"), default="all")
    ap.add_argument("--per-type", type=int, default=20, help="documents per type and generator (default 20)")
    ap.add_argument("--seed", type=int, default=0, help="the generators' seed")
    ap.add_argument("--threads", type=int, default=0, help="torch intra-op threads (default: torch's)")
    ap.add_argument("--out", type=Path, default=RESULTS / "unread_generators.json")
    args = ap.parse_args(argv)
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)
    names = tuple(UNREAD) if args.generator == "all" else (args.generator,)
    started = time.perf_counter()
    results: dict[str, Any] = {}
    for name in names:
        t0 = time.perf_counter()
        results[name] = score(unread_samples(name, args.per_type, args.seed))
        log(f"{name}: " + ", ".join(f"{r} {v['field_accuracy']}" for r, v in results[name].items())
            + f" ({time.perf_counter() - t0:.0f} s)")
    summary = {name: {route: {"field_accuracy": v["field_accuracy"],
                              "per_type": {t: p["field_accuracy"] for t, p in v["per_type"].items()},
                              "absent_fields_null_rate": v["absent_fields_null_rate"],
                              "unreviewed_precision": v["unreviewed"]["precision"],
                              "fields_needing_no_review": v["unreviewed"]["fields_needing_no_review"]}
                       for route, v in by_route.items()}
               for name, by_route in results.items()}
    write_report(args.out, "unread_generators", argv,
                 {"generators": {n: UNREAD[n] for n in names}, "per_type": args.per_type, "seed": args.seed},
                 summary, results, started)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
