"""Accuracy on documents the project did not generate: another generator, another PDF producer.

    .venv/bin/python benchmarks/foreign_documents.py [--generator first|second|third] [--per-type N] [--seed S]
        [--baseline-per-type N] [--keep DIR] [--threads N] [--out FILE]

The issue says the models will also be judged on documents produced by generators other than
this project's. ``corpus.foreign.generator``,
``corpus.foreign.second_generator`` and ``corpus.foreign.third_generator`` are
three such generators, each written without reading ``corpus.synth`` or the others (their own
label words, layouts, value formats and styling: HTML pages). A change motivated by what one of them
showed is measured on the others. Their
pages are printed to PDF by headless Chromium (Debian's ``chromium``, driven by Playwright
through ``executable_path``), not by fpdf2 as the corpus is. Each document then goes, bytes in,
through ``pipeline.extract.extract_document`` on both routes, the type not given:

    realtime   diffusion model, AR fallback for unsure fields (the counter's route)
    batch      the AR model alone (the nightly route)

Baseline in the same run, with the same code and weights: the first ``--baseline-per-type``
documents per type of the corpus's own ``test`` split (held-out layout families and label words
of ``corpus.synth``). The ratios foreign / baseline say how much of the corpus's accuracy
survives a generator the models never saw.

Scored with ``pipeline.evaluate`` (field accuracy, exact match, type, absent -> null), per layout
of the foreign generator, and for what a bank would let through unreviewed: fields that needed no
review (as the envelope judges them: the decoder's thresholds, and an answer that could not be
read is left empty for review) and documents ``accepted`` whole, each with how many were wrong.

Writes benchmarks/results/foreign_documents.json (the last line printed is a summary);
``--keep DIR`` also writes each foreign PDF with its ``<stem>.truth.json``, so
``dualpath batch DIR --out R`` and ``dualpath eval --truth DIR --results R`` reproduce a route.
"""
from __future__ import annotations

import argparse
import importlib
import json
import os
import platform
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from corpus.foreign.generator import ForeignDocument  # noqa: E402
from corpus.foreign.printing import CHROMIUM, print_to_pdf  # noqa: E402
from dualpath.wiring import install as install_decoders  # noqa: E402
from pipeline.doctypes import DOCUMENT_TYPES  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"
ROUTES = ("realtime", "batch")
GENERATORS = {"first": "corpus.foreign.generator", "second": "corpus.foreign.second_generator",
              "third": "corpus.foreign.third_generator"}


def log(*a: object) -> None:
    print(*a, file=sys.stderr, flush=True)


@dataclass(frozen=True, slots=True)
class Sample:
    stem: str
    document_type: str
    layout: str          # the foreign generator's layout, or the corpus family for the baseline
    truth: dict[str, Any]
    pdf: bytes


# -- documents ----------------------------------------------------------------------------------

def generator_module(name: str) -> Any:
    """The foreign generator called ``name``: "first" (``corpus.foreign.generator``),
    "second" (``corpus.foreign.second_generator``) or "third"
    (``corpus.foreign.third_generator``); each written by someone who read neither the project's
    generator nor the other ones."""
    if name not in GENERATORS:
        raise SystemExit(f"unknown generator {name!r}; choose one of {', '.join(GENERATORS)}")
    return importlib.import_module(GENERATORS[name])


def printed_samples(make: Any, per_type: int, seed: int, prefix: str, *, keep_layout: bool = True) -> list[Sample]:
    """``per_type`` documents of each type from a generator's ``generate(type, index, seed)``,
    printed by Chromium; ``keep_layout`` False leaves the layout unnamed (an unread generator's)."""
    docs: list[ForeignDocument] = [make(t, i, seed) for t in DOCUMENT_TYPES for i in range(per_type)]
    pdfs = print_to_pdf([d.html for d in docs])
    return [Sample(f"{prefix}-{d.document_type}-{seed}-{i % per_type:04d}", d.document_type,
                   d.layout if keep_layout else "", {"document_type": d.document_type, "data": d.truth}, pdf)
            for i, (d, pdf) in enumerate(zip(docs, pdfs))]


def foreign_samples(per_type: int, seed: int, generator: str = "first") -> list[Sample]:
    prefix = "foreign" if generator == "first" else f"foreign-{generator}"
    return printed_samples(generator_module(generator).generate, per_type, seed, prefix)


def baseline_samples(per_type: int, seed: int, *, split: str = "test", corpus: Path | None = None) -> list[Sample]:
    """The first ``per_type`` documents per type of the corpus's ``split`` (default: the cached
    corpus of seed 0, ``realtime_latency.DEFAULT_CORPUS``), generated there if missing."""
    from benchmarks.realtime_latency import DEFAULT_CORPUS, load_documents

    return [Sample(doc.stem, doc.document_type, getattr(doc, "family", ""),
                   {"document_type": doc.document_type, "data": doc.data}, data)
            for doc, data in load_documents(corpus or DEFAULT_CORPUS, per_type, seed, split=split)]


def keep(samples: Sequence[Sample], folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for s in samples:
        (folder / f"{s.stem}.pdf").write_bytes(s.pdf)
        (folder / f"{s.stem}.truth.json").write_text(json.dumps(s.truth, indent=1, ensure_ascii=False) + "\n")


# -- extraction and scoring ---------------------------------------------------------------------

def withhold_geometry() -> None:
    """From now on, ingest keeps each page's text and forgets where its characters stand (an
    ablation: a model with layout tables then reads every x, y and left edge as unknown)."""
    import dataclasses

    import pipeline.extract

    ingest = pipeline.extract.ingest_bytes

    def text_only(data: bytes, limits: Any = None) -> Any:
        document = ingest(data, limits)
        return dataclasses.replace(document, geometry=[None] * len(document.pages))

    pipeline.extract.ingest_bytes = text_only


def withhold_roles() -> None:
    """From now on, every token's structure role reads "other" (an ablation: a model with the role
    table then reads positions, lines and columns, but not which part of the structure a token is)."""
    import models.page_layout

    models.page_layout.char_roles = lambda structure: [bytearray(len(text)) for text in structure.pages]


def run_route(route: str, samples: Sequence[Sample]) -> dict[str, Any]:
    from pipeline.evaluate import compare_records, evaluate_pairs
    from pipeline.extract import extract_document, get_decoder

    decoder = get_decoder(route)
    pairs, per_layout, accepted_wrong, rejected = [], {}, [], []
    accepted_fields = accepted_fields_ok = accepted_docs = accepted_docs_ok = 0
    by_evidence: dict[str, list[int]] = {}   # evidence key of an accepted field -> [accepted, wrong]
    ms = []
    for s in samples:
        started = time.perf_counter()
        evidence: dict[str, Any] = {}
        env = extract_document(s.pdf, route=route, decoder=decoder, observe=evidence.__setitem__)
        ms.append((time.perf_counter() - started) * 1000)
        env_dict = env.to_json_dict()
        pairs.append((s.stem, s.truth, env_dict))
        right_type = env.document_type == s.document_type
        leaves = {c.path: c for c in compare_records(s.document_type, s.truth["data"],
                                                     env.data if right_type else None)}
        tally = per_layout.setdefault(f"{s.document_type}/{s.layout}", [0, 0])
        tally[0] += sum(c.correct for c in leaves.values())
        tally[1] += len(leaves)
        if env.status == "rejected":
            rejected.append({"stem": s.stem, "layout": s.layout,
                             "reason": env.validation.errors[0].message if env.validation.errors else env.route.reason})
            continue
        for f in env.fields:
            if f.status != "accepted":  # the envelope's own verdict
                continue
            ok = right_type and f.path in leaves and leaves[f.path].correct
            accepted_fields += 1
            accepted_fields_ok += ok
            key = evidence[f.path].key if f.path in evidence else "no evidence judged"
            tally = by_evidence.setdefault(key, [0, 0])
            tally[0] += 1
            tally[1] += not ok
            if not ok:  # what would have gone through unreviewed
                accepted_wrong.append({"stem": s.stem, "layout": s.layout, "path": f.path, "value": f.value,
                                       "truth": leaves[f.path].truth if f.path in leaves else None,
                                       "confidence": f.confidence, "decoded_by": f.decoded_by, "evidence": key})
        if env.status == "accepted":
            accepted_docs += 1
            accepted_docs_ok += right_type and all(c.correct for c in leaves.values())
    report = evaluate_pairs(pairs, top_errors=40)
    report["per_layout"] = {k: {"field_accuracy": round(ok / n, 6) if n else None, "fields": n}
                            for k, (ok, n) in sorted(per_layout.items())}
    report["unreviewed"] = {
        "fields_needing_no_review": accepted_fields,
        "of_which_wrong": accepted_fields - accepted_fields_ok,
        "precision": round(accepted_fields_ok / accepted_fields, 6) if accepted_fields else None,
        "documents_accepted": accepted_docs,
        "accepted_documents_with_a_wrong_field": accepted_docs - accepted_docs_ok,
        "by_evidence": {key: {"accepted": n, "wrong": bad} for key, (n, bad) in sorted(by_evidence.items())},
        "wrong": accepted_wrong,
    }
    report["rejected"] = rejected
    report["mean_ms_per_document"] = round(sum(ms) / len(ms), 1) if ms else None
    return report


def _headline(report: dict[str, Any]) -> dict[str, Any]:
    keys = ("field_accuracy", "document_exact_match", "document_type_accuracy", "absent_fields_null_rate")
    return {k: report[k] for k in keys} | {
        "unreviewed_precision": report["unreviewed"]["precision"],
        "accepted_documents_with_a_wrong_field": report["unreviewed"]["accepted_documents_with_a_wrong_field"],
        "rejected": len(report["rejected"])}


def main(argv: list[str] | None = None) -> int:
    install_decoders()
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--per-type", type=int, default=30, help="foreign documents per type (default 30)")
    ap.add_argument("--seed", type=int, default=0, help="the foreign generator's seed")
    ap.add_argument("--generator", choices=tuple(GENERATORS), default="first",
                    help="which independent generator writes the documents (default first)")
    ap.add_argument("--baseline-per-type", type=int, default=30,
                    help="corpus test documents per type scored in the same run (default 30; 0: none)")
    ap.add_argument("--keep", type=Path, help="also write the foreign PDFs and truth files here")
    ap.add_argument("--threads", type=int, default=0, help="torch intra-op threads (default: torch's)")
    ap.add_argument("--withhold-geometry", action="store_true",
                    help="ablation: decode without the pages' geometry (a layout model reads positions as unknown)")
    ap.add_argument("--withhold-roles", action="store_true",
                    help="ablation: every token's structure role reads as 'other'")
    ap.add_argument("--routes", nargs="+", choices=ROUTES, default=list(ROUTES), help="the routes to run")
    ap.add_argument("--out", type=Path, default=None,
                    help="default benchmarks/results/foreign_documents.json (the second and third "
                         "generators: foreign_documents_second.json, foreign_documents_third.json)")
    args = ap.parse_args(argv)
    if args.out is None:
        args.out = RESULTS / ("foreign_documents.json" if args.generator == "first"
                              else f"foreign_documents_{args.generator}.json")
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)

    if args.withhold_geometry:
        withhold_geometry()
    if args.withhold_roles:
        withhold_roles()
    started = time.perf_counter()
    foreign = foreign_samples(args.per_type, args.seed, args.generator)
    log(f"{len(foreign)} foreign documents printed by Chromium in {time.perf_counter() - started:.1f} s")
    if args.keep:
        keep(foreign, args.keep)
    sets = {"foreign": foreign}
    if args.baseline_per_type:
        sets["corpus_test"] = baseline_samples(args.baseline_per_type, 0)

    results: dict[str, Any] = {}
    for name, samples in sets.items():
        for route in args.routes:
            t0 = time.perf_counter()
            results.setdefault(name, {})[route] = run_route(route, samples)
            log(f"{name} / {route}: {_headline(results[name][route])} ({time.perf_counter() - t0:.0f} s)")

    summary = {name: {route: _headline(r) for route, r in by_route.items()} for name, by_route in results.items()}
    if "corpus_test" in results:
        summary["foreign_over_corpus_test_field_accuracy"] = {
            route: round(results["foreign"][route]["field_accuracy"] / results["corpus_test"][route]["field_accuracy"], 4)
            for route in args.routes}
    write_report(args.out, "foreign_documents", argv,
                 {"generator": GENERATORS[args.generator], "per_type": args.per_type, "seed": args.seed,
                  "baseline_per_type": args.baseline_per_type, "routes": args.routes,
                  "geometry_withheld": args.withhold_geometry, "roles_withheld": args.withhold_roles},
                 summary, results, started)
    return 0


def write_report(out: Path, benchmark: str, argv: list[str] | None, config: dict[str, Any],
                 summary: dict[str, Any], results: dict[str, Any], started: float) -> None:
    """Write a printed-documents benchmark's JSON (its command, config with the producer and the
    machine, summary, results, wall time) and print the summary as the last line."""
    payload = {
        "benchmark": benchmark,
        "command": f"python benchmarks/{benchmark}.py " + " ".join(argv if argv is not None else sys.argv[1:]),
        "config": config | {"producer": f"Chromium ({CHROMIUM}) via Playwright page.pdf(A4)",
                            "machine": platform.platform(), "cpus": os.cpu_count()},
        "summary": summary,
        "results": results,
        "wall_s": round(time.perf_counter() - started, 1),
    }
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(payload, indent=1, ensure_ascii=False, default=str) + "\n")
    log(f"wrote {out}")
    print(json.dumps(summary))


if __name__ == "__main__":
    raise SystemExit(main())
