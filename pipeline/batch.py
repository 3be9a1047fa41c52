"""The batch run: every file of a folder through the pipeline, an envelope per file and a report.

    ingest (a few threads, each driving a parser process)  ->  decode (the AR engine: every
    parsed document joins its running batch)  ->  normalise, validate, ground  ->  OUT/<stem>.json

Parsing overlaps decoding: parser threads work ahead while the engine decodes what is
already parsed. ``OUT/<file stem>.json`` holds each document's envelope (written atomically,
so a crash never leaves half a file) and ``OUT/report.json`` the counts, timings and
throughput. Re-running on the same OUT skips every file whose envelope is already there for
the same bytes (sha256): a crashed night resumes where it stopped. One bad file never stops
the run.

Without an explicit ``decoder``, the batch route runs the continuous-batching engine
(``models.engine_decoder.EngineDecoder``) on the AR checkpoint; a decoder given explicitly
(or by ``DUALPATH_DECODER_FACTORY``) is called one document at a time, as ``extract_document`` does.
"""
from __future__ import annotations

import json
import os
import statistics
import time
from collections import Counter, defaultdict
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from tqdm import tqdm

from pipeline.decoding import Decoder, NoModelError, installed_provider, with_geometry
from pipeline.envelope import Envelope, ValidationIssue, rejected_envelope
from pipeline.extract import PIPELINE_VERSION, ROUTES, assemble_envelope, get_decoder
from pipeline.fields import spec_for
from pipeline.ingest import IngestError, ParserUnavailable, document_id, ingest_bytes
from pipeline.ocr.reading import OcrPage

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
    # field (list items as "documents_required[]") -> review reason -> count
    reviews: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))


@dataclass(slots=True)
class _Doc:
    """One input on its way through the run."""

    path: Path
    out_path: Path
    started: float
    doc_id: str = ""
    pages: list[str] | None = None
    notes: list[str] = field(default_factory=list)  # ingest's notes, e.g. it was encrypted
    scans: dict[int, OcrPage] = field(default_factory=dict)  # ingest's OCR readings of scanned pages
    geometry: list | None = None  # ingest's geometry of each page (models that read page layout use it)
    envelope: Envelope | None = None   # set when the document is done (rejected at ingest, or extracted)
    failure: str | None = None
    skipped: bool = False
    parse_ms: float = 0.0
    decode_started: float = 0.0


def _already_done(out_path: Path, doc_id: str) -> bool:
    try:
        return json.loads(out_path.read_text()).get("document_id") == doc_id
    except (OSError, ValueError, AttributeError):
        return False


def _ms_since(start: float) -> float:
    return round((time.perf_counter() - start) * 1000.0, 3)


def _parse(doc: _Doc, route: str, document_type: str | None) -> _Doc:
    """Read, identify, skip if done, ingest (in a parser process). Runs in a parser thread."""
    try:
        data = doc.path.read_bytes()
    except OSError as exc:
        doc.failure = f"cannot read the file: {exc}"
        return doc
    doc.doc_id = document_id(data)
    if _already_done(doc.out_path, doc.doc_id):
        doc.skipped = True
        return doc
    try:
        document = ingest_bytes(data)
        doc.pages, doc.notes, doc.scans = document.pages, document.notes, document.scans
        doc.geometry = document.geometry
    except ParserUnavailable as exc:  # the service's fault: no verdict written, the next run retries it
        doc.failure = exc.message
    except IngestError as exc:
        doc.parse_ms = _ms_since(doc.started)
        doc.envelope = rejected_envelope(
            doc.doc_id, [ValidationIssue(code=exc.code, message=exc.message)], route=route,  # type: ignore[arg-type]
            document_type=document_type,
            timings_ms={"parse": doc.parse_ms, "extract": 0.0, "validate": 0.0, "total": doc.parse_ms})
    doc.parse_ms = doc.parse_ms or _ms_since(doc.started)
    return doc


class _Decoding:
    """Where parsed documents go: the engine's own futures, or one document at a time in a thread."""

    def __init__(self, route: str, decoder: Decoder | None, engine_config: Any) -> None:
        self.route = route
        self.owned = None
        self.error: Exception | None = None
        if decoder is None and route == "batch" and not os.environ.get("DUALPATH_DECODER_FACTORY"):
            try:
                decoder = self.owned = _engine_decoder(engine_config)
            except NoModelError as exc:
                self.error = exc
        elif decoder is None:
            try:
                decoder = get_decoder(route)
            except NoModelError as exc:
                self.error = exc
        self.decoder = decoder
        self.pool = None if hasattr(decoder, "submit") else ThreadPoolExecutor(1, thread_name_prefix="decode")

    def submit(self, pages: list[str], document_type: str | None, geometry: list | None = None) -> Future:
        if self.pool is None:
            function, *args = with_geometry(self.decoder.submit, pages, document_type,  # type: ignore[union-attr]
                                            geometry=geometry)
            return function(*args)
        return self.pool.submit(*with_geometry(self.decoder.decode, pages, document_type,  # type: ignore[union-attr]
                                               geometry=geometry, route=self.route))

    def tokens(self) -> int:
        engine = getattr(self.decoder, "engine", None)
        return engine.stats.num_decode_tokens if engine is not None else 0

    def engine_report(self) -> dict[str, Any] | None:
        engine = getattr(self.decoder, "engine", None)
        if engine is None:
            return None
        stats, config = engine.stats, engine.config
        return {
            "kv_cache_mb": config.kv_cache_mb, "max_num_seqs": config.max_num_seqs,
            "max_num_batched_tokens": config.max_num_batched_tokens, "block_size": config.block_size,
            "peak_kv_mb": round(stats.peak_kv_bytes / 2**20, 1), "peak_running": stats.peak_running,
            "steps": stats.num_steps, "preemptions": stats.num_preemptions,
        }

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
        if self.owned is not None:
            self.owned.close()


def _engine_decoder(config: Any) -> Decoder:
    return installed_provider().load_decoder("batch", engine_config=config)


def run_batch(
    in_dir: Path,
    out_dir: Path,
    *,
    route: str = "batch",
    document_type: str | None = None,
    decoder: Decoder | None = None,
    on_document: Callable[[Path, Envelope | None], None] | None = None,
    progress: bool = True,
    engine_config: Any = None,
    parse_workers: int = 2,
) -> dict[str, Any]:
    """Process every input file of ``in_dir``; return (and write) the report.

    ``engine_config``: a ``models.engine.EngineConfig`` for the engine this run starts (batch
    route, no ``decoder`` given). ``parse_workers``: parser threads (one parser process each).
    """
    if route not in ROUTES:
        raise ValueError(f"unknown route {route!r}; choose one of {', '.join(ROUTES)}")
    inputs = list_inputs(in_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    stems = Counter(output_stem(p) for p in inputs)
    clashes = sorted(s for s, n in stems.items() if n > 1)
    if clashes:
        raise ValueError(f"several input files share the stem(s) {clashes[:5]}: their results would overwrite "
                         "each other in OUT; rename them")
    state = _Progress()
    decoding = _Decoding(route, decoder, engine_config) if inputs else None  # loads the model: not timed
    started = time.perf_counter()
    bar = _progress_bar(len(inputs), progress)
    tokens_before = decoding.tokens() if decoding else 0
    parsers = ThreadPoolExecutor(max(1, parse_workers), thread_name_prefix="parse")
    live_engine = getattr(decoding.decoder, "engine", None) if decoding else None
    # enough parsed documents in flight to keep every engine slot busy, and the parsers ahead of it
    max_in_flight = max(4 * parse_workers, 2 * live_engine.config.max_num_seqs if live_engine is not None else 0, 32)
    todo = iter(inputs)
    pending: dict[Future, tuple[str, _Doc]] = {}

    def finish(doc: _Doc) -> None:
        if doc.skipped:
            state.skipped += 1
        elif doc.failure is not None:
            state.failures.append(BatchFailure(doc.path.name, doc.failure))
        elif doc.envelope is not None:
            envelope = doc.envelope
            write_json_atomic(doc.out_path, envelope.to_json_dict())
            state.latencies_ms.append(_ms_since(doc.started))
            state.statuses[envelope.status] += 1
            state.by_type[envelope.document_type or "unknown"][envelope.status] += 1
            state.models.update(envelope.models)
            for f in envelope.fields:  # list items counted under their template path
                for reason in f.review:
                    state.reviews[spec_for(envelope.document_type, f.path).path][reason] += 1
        if on_document is not None and not doc.skipped:
            on_document(doc.path, doc.envelope)
        bar.update(1)
        elapsed = time.perf_counter() - started
        bar.set_postfix(docs_s=f"{len(state.latencies_ms) / elapsed:.2f}" if elapsed else "-",
                        failed=len(state.failures))

    def decoded(doc: _Doc, future: Future) -> None:
        try:
            result = future.result()
            if document_type is not None and result.document_type != document_type:
                raise RuntimeError(f"decoder answered {result.document_type!r} for a {document_type!r} document")
            doc.envelope = assemble_envelope(
                doc.doc_id, doc.pages or [], result, route=route, decoder=decoding.decoder,  # type: ignore[union-attr]
                timings_ms={"parse": doc.parse_ms, "extract": _ms_since(doc.decode_started)}, scans=doc.scans,
                geometry=doc.geometry)
            if doc.notes:
                doc.envelope.route.reason = "; ".join([*doc.notes, *filter(None, [doc.envelope.route.reason])])
            doc.envelope.timings_ms["total"] = _ms_since(doc.started)
        except NoModelError as exc:
            doc.failure = str(exc)
        except Exception as exc:  # a decoder bug on one document must not stop the night
            doc.failure = f"internal error: {type(exc).__name__}: {exc}"

    try:
        while True:
            while len(pending) < max_in_flight:
                path = next(todo, None)
                if path is None:
                    break
                doc = _Doc(path, out_dir / f"{output_stem(path)}.json", time.perf_counter())
                pending[parsers.submit(_parse, doc, route, document_type)] = ("parse", doc)
            if not pending:
                break
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in sorted(done, key=lambda f: pending[f][1].path):
                stage, doc = pending.pop(future)
                if stage == "parse":
                    doc = future.result()
                    if doc.pages is not None and not doc.skipped and doc.failure is None and doc.envelope is None:
                        if decoding.error is not None:  # type: ignore[union-attr]
                            doc.failure = str(decoding.error)  # type: ignore[union-attr]
                        else:
                            doc.decode_started = time.perf_counter()
                            try:
                                future = decoding.submit(doc.pages, document_type,  # type: ignore[union-attr]
                                                         doc.geometry)
                            except Exception as exc:  # e.g. classification failed: this document only
                                doc.failure = (str(exc) if isinstance(exc, NoModelError)
                                               else f"internal error: {type(exc).__name__}: {exc}")
                            else:
                                pending[future] = ("decode", doc)
                                continue
                else:
                    decoded(doc, future)
                finish(doc)
    finally:
        parsers.shutdown(wait=False, cancel_futures=True)
        for future in pending:
            future.cancel()
        bar.close()
        elapsed = time.perf_counter() - started
        tokens = (decoding.tokens() - tokens_before) if decoding else 0
        engine = decoding.engine_report() if decoding else None
        if decoding is not None:
            decoding.close()
    report = _report(in_dir, out_dir, route, inputs, state, elapsed, tokens, engine)
    write_json_atomic(out_dir / "report.json", report)
    return report


def _percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    if len(values) == 1:
        return round(values[0], 2)
    return round(statistics.quantiles(values, n=100, method="inclusive")[int(q) - 1], 2)


def _report(in_dir: Path, out_dir: Path, route: str, inputs: list[Path], state: _Progress, elapsed: float,
            tokens: int, engine: dict[str, Any] | None) -> dict[str, Any]:
    processed = len(state.latencies_ms)
    read = processed - state.statuses["rejected"]
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
        # of the documents read (not rejected), the share accepted without a person
        "straight_through_rate": round(state.statuses["accepted"] / read, 4) if read else None,
        "review_reasons_by_field": {path: dict(sorted(c.items())) for path, c in sorted(state.reviews.items())},
        "by_type": {t: dict(c) for t, c in sorted(state.by_type.items())},
        "elapsed_s": round(elapsed, 3),
        "docs_per_s": round(processed / elapsed, 3) if elapsed > 0 and processed else 0.0,
        "tokens_per_s": round(tokens / elapsed, 1) if elapsed > 0 else 0.0,
        "latency_ms": {"p50": _percentile(state.latencies_ms, 50), "p95": _percentile(state.latencies_ms, 95)},
        "failures": [{"file": f.file, "reason": f.reason} for f in state.failures],
        "models": state.models,
        "engine": engine,
    }


def _progress_bar(total: int, enabled: bool) -> Any:
    return tqdm(total=total, unit="doc", disable=not enabled, desc="batch", dynamic_ncols=True)

