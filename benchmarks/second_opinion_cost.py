"""What the real-time route's second opinion costs: the AR model reading every slot after the
diffusion model, with the diffusion model's answers drafted and without.

    .venv/bin/python benchmarks/second_opinion_cost.py [--per-type N] [--threads N]

Documents: the corpus's ``test`` split, type given. For each document the diffusion model decodes
once (the baseline, in the same run: ratios, this shared machine being noisy); then the AR model
reads every slot twice, timed, from the same warm document prefill: with the diffusion answers as
drafts (``BatchDecoder.decode_slots(drafts=...)``, as the route runs it) and with prompt lookup
alone. The two readings must be token-for-token the same (drafts change the number of forward
passes, never the output); the run fails otherwise.
Writes benchmarks/results/second_opinion_cost.json; the last line printed is the summary JSON.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

from benchmarks.realtime_latency import DEFAULT_CORPUS, load_documents  # noqa: E402
from benchmarks.reporting import write_report  # noqa: E402
from models.answer_context import given_answers  # noqa: E402
from models.checkpoint_files import checkpoint_dir  # noqa: E402
from models.diffusion.decoder import RealtimeDecoder  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q / 100 * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--per-type", type=int, default=30, help="test documents per type (default 30)")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--out", type=Path, default=RESULTS / "second_opinion_cost.json")
    args = parser.parse_args(argv)
    torch.set_num_threads(args.threads)
    route = RealtimeDecoder(checkpoint_dir("diffusion"), fallback=checkpoint_dir("ar"), classifier=None)
    ar = route.fallback
    ms: dict[str, list[float]] = {"diffusion": [], "ar_drafted": [], "ar_prompt_lookup": []}
    agreed = slots = 0
    for doc, _ in load_documents(DEFAULT_CORPUS, args.per_type, 0):
        pages, kind = list(doc.pages), doc.document_type
        started = time.perf_counter()
        extraction = route.extractor.extract(pages, kind)
        ms["diffusion"].append((time.perf_counter() - started) * 1000)
        paths = [f.path for f in extraction.fields]
        ar.document_prefix(ar.prompt(pages, kind, ar.plan(kind))[:-1])  # the route's prefetch, done
        started = time.perf_counter()
        drafted = ar.decode_slots(pages, kind, paths, drafts=given_answers(extraction.fields, extraction.token_spans))
        ms["ar_drafted"].append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        plain = ar.decode_slots(pages, kind, paths)
        ms["ar_prompt_lookup"].append((time.perf_counter() - started) * 1000)
        if [(p.path, p.raw) for p in drafted] != [(p.path, p.raw) for p in plain]:
            raise SystemExit(f"{doc.stem}: the drafted reading differs from the AR model's own")
        answers = {f.path: f.text for f in extraction.fields}
        agreed += sum((p.raw or None) == (answers.get(p.path) or None) for p in drafted)
        slots += len(drafted)
    summary = {
        "documents": len(ms["diffusion"]), "threads": args.threads,
        "p50_ms": {k: round(statistics.median(v), 2) for k, v in ms.items()},
        "p99_ms": {k: round(percentile(v, 99), 2) for k, v in ms.items()},
        "drafted_vs_prompt_lookup_speedup": round(sum(ms["ar_prompt_lookup"]) / sum(ms["ar_drafted"]), 2),
        "second_opinion_vs_diffusion_time": round(sum(ms["ar_drafted"]) / sum(ms["diffusion"]), 2),
        "slots_where_the_raw_answers_agree": round(agreed / slots, 4) if slots else None,
        "outputs_identical": True,
    }
    write_report("second_opinion_cost", argv, args.out, summary)
    return summary


if __name__ == "__main__":
    main()
