"""The real-time route on a machine another process keeps busy: torch threads on every core, or
one thread.

    .venv/bin/python benchmarks/busy_machine.py [--per-type N] [--busy K]

Documents: the corpus's ``test`` split, bytes in and envelope out, type not given. ``K`` processes
(default: one fewer than the cores, at least one) spin on the CPU for the whole run, as another
tenant of the node would. Each document is read twice in turn, with torch's threads set to the
cores this process may use and to one, alternating which goes first, so that both settings see the
same moments of the machine. Reported: p50 / p90 / p99 / max per setting and the ratio of p50s.
Writes benchmarks/results/busy_machine.json; the last line printed is the summary JSON.
"""
from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

from benchmarks.realtime_latency import DEFAULT_CORPUS, load_documents, percentile  # noqa: E402
from benchmarks.reporting import write_report  # noqa: E402
from dualpath.wiring import install as install_decoders  # noqa: E402
from pipeline.cores import available_cores  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"


def _spin() -> None:  # another tenant: one core kept busy until terminated
    while True:
        pass


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--per-type", type=int, default=20, help="test documents per type (default 20)")
    parser.add_argument("--busy", type=int, default=None, help="spinning processes (default: cores - 1, at least 1)")
    parser.add_argument("--out", type=Path, default=RESULTS / "busy_machine.json")
    args = parser.parse_args(argv)
    install_decoders()
    from models.loading import load_decoder
    from pipeline.extract import extract_document

    cores = available_cores()
    busy = args.busy if args.busy is not None else max(1, cores - 1)
    settings = {"threads_all_cores": cores, "threads_one": 1}
    decoder = load_decoder("realtime")
    documents = load_documents(DEFAULT_CORPUS, args.per_type, 0)
    for _, data in documents[:3]:  # warm-up, untimed
        extract_document(data, route="realtime", decoder=decoder)
    spinners = [multiprocessing.Process(target=_spin, daemon=True) for _ in range(busy)]
    for p in spinners:
        p.start()
    ms: dict[str, list[float]] = {name: [] for name in settings}
    try:
        for i, (_, data) in enumerate(documents):
            order = list(settings) if i % 2 == 0 else list(reversed(settings))
            for name in order:
                torch.set_num_threads(settings[name])
                started = time.perf_counter()
                extract_document(data, route="realtime", decoder=decoder)
                ms[name].append((time.perf_counter() - started) * 1000)
                if getattr(decoder, "last_prefetch", None) is not None:
                    decoder.last_prefetch.result()
    finally:
        for p in spinners:
            p.terminate()
    summary = {"documents": len(documents), "cores": cores, "busy_processes": busy,
               **{name: {"threads": settings[name], "p50_ms": round(statistics.median(v), 2),
                         "p90_ms": round(percentile(v, 90), 2), "p99_ms": round(percentile(v, 99), 2),
                         "max_ms": round(max(v), 2)} for name, v in ms.items()}}
    summary["p50_all_cores_over_one"] = round(summary["threads_all_cores"]["p50_ms"]
                                              / summary["threads_one"]["p50_ms"], 2)
    write_report("busy_machine", argv, args.out, summary)
    return summary


if __name__ == "__main__":
    main()
