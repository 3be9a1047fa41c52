"""The batch run: every file of a folder through the pipeline, an envelope per file and a report.

``OUT/<file stem>.json`` holds each document's envelope (written atomically, so a crash
never leaves half a file) and ``OUT/report.json`` the counts, timings and throughput.
Re-running on the same OUT skips every file whose envelope is already there for the same
bytes (sha256): a crashed night resumes where it stopped. One bad file never stops the run.
"""
from __future__ import annotations

import json
import os
import statistics
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from pipeline.decoding import Decoder, NoModelError
from pipeline.envelope import Envelope
from pipeline.extract import PIPELINE_VERSION, extract_document, get_decoder
from pipeline.ingest import document_id

# Files that sit beside the documents in a synthetic corpus and are not inputs.
_NOT_INPUTS = (".truth.json", "manifest.jsonl")

__all__ = ["BatchFailure", "list_inputs", "run_batch", "write_json_atomic"]


def list_inputs(in_dir: Path) -> list[Path]:
    """Every regular file of ``in_dir`` (not recursive) except corpus sidecars, sorted."""
    if not in_dir.is_dir():
        raise NotADirectoryError(f"{in_dir} is not a directory")
    return sorted(
        p for p in in_dir.iterdir()
        if p.is_file() and not p.name.startswith(".") and not p.name.endswith(_NOT_INPUTS)
    )


def output_stem(path: Path) -> str:
    return path.name[: -len(path.suffix)] if path.suffix else path.name


def write_json_atomic(path: Path, payload: Any) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(json.dumps(payload, indent=2, ensure_ascii=False) + "\n")
    os.replace(tmp, path)


@dataclass(slots=True)
class BatchFailure:
    file: str
    reason: str


@dataclass
class _Progress:
    statuses: Counter = field(default_factory=Counter)
    by_type: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))
    latencies_ms: list[float] = field(default_factory=list)
    failures: list[BatchFailure] = field(default_factory=list)
    models: dict[str, str] = field(default_factory=dict)
    skipped: int = 0


def _already_done(out_path: Path, doc_id: str) -> bool:
    try:
        return json.loads(out_path.read_text()).get("document_id") == doc_id
    except (OSError, ValueError, AttributeError):
        return False


def run_batch(
    in_dir: Path,
    out_dir: Path,
    *,
    route: str = "batch",
    document_type: str | None = None,
    decoder: Decoder | None = None,
    on_document: Callable[[Path, Envelope | None], None] | None = None,
    progress: bool = True,
) -> dict[str, Any]:
    """Process every input file of ``in_dir``; return (and write) the report."""
    inputs = list_inputs(in_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    stems = Counter(output_stem(p) for p in inputs)
    clashes = sorted(s for s, n in stems.items() if n > 1)
    if clashes:
        raise ValueError(f"several input files share the stem(s) {clashes[:5]}: their results would overwrite "
                         "each other in OUT; rename them")
    state = _Progress()
    started = time.perf_counter()
    bar = _progress_bar(len(inputs), progress)
    for path in inputs:
        out_path = out_dir / f"{output_stem(path)}.json"
        try:
            data = path.read_bytes()
        except OSError as exc:
            state.failures.append(BatchFailure(path.name, f"cannot read the file: {exc}"))
            bar.update(1)
            continue
        if _already_done(out_path, document_id(data)):
            state.skipped += 1
            bar.update(1)
            continue
        doc_started = time.perf_counter()
        envelope: Envelope | None = None
        try:
            envelope = extract_document(data, document_type=document_type, route=route,
                                        decoder=decoder)
        except NoModelError as exc:
            state.failures.append(BatchFailure(path.name, str(exc)))
        except Exception as exc:  # a decoder bug on one document must not stop the night
            state.failures.append(BatchFailure(path.name, f"internal error: {type(exc).__name__}: {exc}"))
        if envelope is not None:
            write_json_atomic(out_path, envelope.to_json_dict())
            state.latencies_ms.append((time.perf_counter() - doc_started) * 1000.0)
            state.statuses[envelope.status] += 1
            state.by_type[envelope.document_type or "unknown"][envelope.status] += 1
            state.models.update(envelope.models)
        if on_document is not None:
            on_document(path, envelope)
        bar.update(1)
        done = len(state.latencies_ms)
        elapsed = time.perf_counter() - started
        bar.set_postfix(docs_s=f"{done / elapsed:.1f}" if elapsed else "-", failed=len(state.failures))
    bar.close()
    elapsed = time.perf_counter() - started
    report = _report(in_dir, out_dir, route, inputs, state, elapsed)
    write_json_atomic(out_dir / "report.json", report)
    return report


def _percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    if len(values) == 1:
        return round(values[0], 2)
    return round(statistics.quantiles(values, n=100, method="inclusive")[int(q) - 1], 2)


def _report(in_dir: Path, out_dir: Path, route: str, inputs: list[Path], state: _Progress, elapsed: float) -> dict[str, Any]:
    processed = len(state.latencies_ms)
    return {
        "input_dir": str(in_dir),
        "output_dir": str(out_dir),
        "pipeline_version": PIPELINE_VERSION,
        "route": route,
        "files": len(inputs),
        "processed": processed,
        "skipped_already_done": state.skipped,
        "failed": len(state.failures),
        "counts": {s: state.statuses.get(s, 0) for s in ("accepted", "needs_review", "rejected")},
        "by_type": {t: dict(c) for t, c in sorted(state.by_type.items())},
        "elapsed_s": round(elapsed, 3),
        "docs_per_s": round(processed / elapsed, 3) if elapsed > 0 and processed else 0.0,
        "latency_ms": {"p50": _percentile(state.latencies_ms, 50), "p95": _percentile(state.latencies_ms, 95)},
        "failures": [{"file": f.file, "reason": f.reason} for f in state.failures],
        "models": state.models,
    }


def _progress_bar(total: int, enabled: bool) -> Any:
    from tqdm import tqdm

    return tqdm(total=total, unit="doc", disable=not enabled, desc="batch", dynamic_ncols=True)


def preload_decoder(route: str) -> Decoder | None:
    """The route's decoder, or None when no checkpoint exists (the run still rejects bad files)."""
    try:
        return get_decoder(route)
    except NoModelError:
        return None
