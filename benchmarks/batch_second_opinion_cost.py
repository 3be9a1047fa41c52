"""What the diffusion model's second opinion costs the batch route, end to end.

    .venv/bin/python benchmarks/batch_second_opinion_cost.py [--per-type N]

Documents: the corpus's ``test`` split, bytes in and envelopes out through ``pipeline.batch.run_batch``
(parsing, the continuous-batching engine, normalising, grounding, writing), type not given. The
same engine runs the folder without the second opinion, with it, and without it again (the
baseline, twice in the same run, so that a machine speeding up or slowing down biases the ratio
neither way). Reported: documents per second of each run, the ratio, and each run's documents
accepted and fields accepted (the second opinion is what lets a field through).
Writes benchmarks/results/batch_second_opinion_cost.json; the last line printed is the summary JSON.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.realtime_latency import DEFAULT_CORPUS, load_documents  # noqa: E402
from benchmarks.reporting import write_report  # noqa: E402
from models.checkpoint_files import checkpoint_dir  # noqa: E402
from models.diffusion.decoder import RealtimeDecoder  # noqa: E402
from models.engine import batch_engine_config  # noqa: E402
from models.engine_decoder import EngineDecoder  # noqa: E402
from pipeline.batch import run_batch  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"


def _run(folder: Path, decoder: EngineDecoder) -> dict:
    out = Path(tempfile.mkdtemp(prefix="second-opinion-"))
    started = time.perf_counter()
    report = run_batch(folder, out, decoder=decoder, progress=False)
    seconds = time.perf_counter() - started
    accepted_fields = sum(f["status"] == "accepted" for p in out.glob("*.json") if p.name != "report.json"
                          for f in json.loads(p.read_text()).get("fields") or [])
    return {"documents": report["processed"], "seconds": round(seconds, 2),
            "docs_per_s": round(report["processed"] / seconds, 3), "statuses": report["counts"],
            "fields_accepted": accepted_fields}


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--per-type", type=int, default=100, help="test documents per type (default 100)")
    parser.add_argument("--out", type=Path, default=RESULTS / "batch_second_opinion_cost.json")
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="second-opinion-in-"))
    for doc, data in load_documents(DEFAULT_CORPUS, args.per_type, 0):
        (folder / f"{doc.stem}.pdf").write_bytes(data)
    reader = RealtimeDecoder(checkpoint_dir("diffusion"), fallback=None, classifier=None)
    runs = {}
    for name, opinion in (("without", None), ("with", reader), ("without_again", None)):
        decoder = EngineDecoder(checkpoint_dir("ar"), config=batch_engine_config(), second_opinion=opinion)
        if opinion is None:
            decoder.acceptance = None  # judged by the AR checkpoint's thresholds, as without a table
        runs[name] = _run(folder, decoder)
        decoder.close()
        print(name, runs[name], file=sys.stderr, flush=True)
    baseline = (runs["without"]["seconds"] + runs["without_again"]["seconds"]) / 2
    summary = {"documents": len(list(folder.iterdir())),
               "docs_per_s": {k: v["docs_per_s"] for k, v in runs.items()},
               "with_vs_without_throughput": round(baseline / runs["with"]["seconds"], 3),
               "fields_accepted": {k: v["fields_accepted"] for k, v in runs.items()},
               "statuses": {k: v["statuses"] for k, v in runs.items()}}
    write_report("batch_second_opinion_cost", argv, args.out, summary, runs=runs)
    return summary


if __name__ == "__main__":
    main()
