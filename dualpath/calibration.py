"""``dualpath calibrate-acceptance``: measure which evidence combinations a route may accept without
a person (``pipeline.acceptance``), and store the table with the route's first model: the diffusion
checkpoint for the real-time route (the AR model's second opinion), the AR checkpoint for the batch
route (the diffusion model's second opinion).

The documents are the calibration set, never the sets the route is reported on: the first and
second foreign generators (written outside the project's own generator, their documents design
data) at calibration seeds that no benchmark uses, beside the corpus's own `dev` split (seen
layouts). Each document goes through the route as it runs in production (bytes in, type not
given, the other model's second opinion on); each field the checks do not refuse gives one
(evidence, right) pair against the truth.
"""
from __future__ import annotations

import argparse
import importlib
import json
import time
from pathlib import Path
from typing import Any, Sequence

from pipeline.acceptance import AcceptanceTable, Evidence
from pipeline.doctypes import DOCUMENT_TYPES

#: Foreign generators and seeds of the calibration set (the benchmarks report seed 0 of each, and
#: seeds 2-5 of the third; the calibration seeds are never reported on).
CALIBRATION_GENERATORS = ("first", "second", "third")
CALIBRATION_SEEDS = (11, 12, 13, 14, 15, 16, 17, 18)
GENERATOR_MODULES = {"first": "corpus.foreign.generator", "second": "corpus.foreign.second_generator",
                     "third": "corpus.foreign.third_generator"}

__all__ = ["CALIBRATION_GENERATORS", "CALIBRATION_SEEDS", "calibrate_acceptance", "calibration_documents",
           "field_evidence", "measure_rows", "store_table"]


def calibration_documents(per_type: int, dev_per_type: int, *, seeds: Sequence[int] = CALIBRATION_SEEDS,
                          generators: Sequence[str] = CALIBRATION_GENERATORS,
                          log: Any = print) -> list[tuple[str, str, dict[str, Any], bytes]]:
    """(name, document type, truth record, pdf bytes) of the calibration set."""
    from corpus.foreign.printing import generate_pdfs
    from models.dataset import ensure_corpus, load_corpus
    from models.training.common import corpus_dir

    out = []
    for name in generators:
        make = importlib.import_module(GENERATOR_MODULES[name]).generate
        for seed in seeds:
            started = time.perf_counter()
            for doc, pdf in generate_pdfs(make, DOCUMENT_TYPES, per_type, seed):
                out.append((f"{name}-s{seed}", doc.document_type, doc.truth, pdf))
            log(f"{name} generator, seed {seed}: {per_type} per type printed in {time.perf_counter() - started:.0f} s")
    if dev_per_type:
        folder = ensure_corpus(corpus_dir(0), n_train=0, n_eval=dev_per_type, seed=0)
        for doc in load_corpus(folder, "dev", limit=dev_per_type):
            pdf = (folder / "dev" / doc.document_type / f"{doc.stem}.pdf").read_bytes()
            out.append(("dev", doc.document_type, doc.data, pdf))
    return out


def field_evidence(decoder: Any, pdf: bytes, document_type: str, truth: dict[str, Any], route: str = "realtime"
                   ) -> tuple[list[tuple[str, Evidence, bool]], dict[str, Any]]:
    """Each judged field's (path, evidence, right) and the envelope, for one document through
    ``decoder`` (``route``'s, asking a second opinion), the type not given."""
    from pipeline.evaluate import compare_records
    from pipeline.extract import assemble_envelope
    from pipeline.ingest import IngestError, document_id, ingest_bytes

    from pipeline.decoding import call_with_geometry

    try:
        document = ingest_bytes(pdf)
    except IngestError:
        return [], {}
    pages = document.pages
    result = call_with_geometry(decoder.decode, pages, None, route=route, geometry=document.geometry)
    seen: dict[str, Evidence] = {}
    envelope = assemble_envelope(document_id(pdf), pages, result, route=route, decoder=decoder,
                                 observe=seen.__setitem__, geometry=document.geometry)
    right_type = envelope.document_type == document_type
    right = {c.path: c.correct for c in compare_records(document_type, truth, envelope.data if right_type else None)}
    return [(path, evidence, right_type and right.get(path, False)) for path, evidence in seen.items()], \
        envelope.to_json_dict()


def _reading_twice(route: str, diffusion_dir: Path, ar_dir: Path) -> Any:
    """``route``'s decoder with the second opinion on and an acceptance table that trusts nothing,
    so that every field's evidence is observed."""
    from models.diffusion.decoder import RealtimeDecoder

    judge_nothing = AcceptanceTable(frozenset(), {})
    if route == "batch":
        from models.engine import batch_engine_config
        from models.engine_decoder import EngineDecoder

        reader = RealtimeDecoder(diffusion_dir, fallback=None, classifier=None)
        return EngineDecoder(ar_dir, config=batch_engine_config(), second_opinion=reader, acceptance=judge_nothing)
    decoder = RealtimeDecoder(diffusion_dir, fallback=ar_dir)
    decoder.acceptance, decoder.ask_second_opinion = judge_nothing, True
    return decoder


def calibrate_acceptance(diffusion_dir: Path, ar_dir: Path, documents: Sequence[tuple[str, str, dict[str, Any], bytes]],
                         *, route: str = "realtime", write: bool = True, log: Any = print,
                         rows: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Run ``route`` on ``documents``, measure each evidence combination, store the table in the
    route's first model's checkpoint (the diffusion model's for "realtime", the AR model's for
    "batch"); ``rows``: a list to receive one {set, type, path, evidence, right} per judged field."""
    from concurrent.futures import ThreadPoolExecutor

    decoder = _reading_twice(route, diffusion_dir, ar_dir)
    outcomes: list[tuple[Evidence, bool, str]] = []
    by_set: dict[str, list[int]] = {}
    started = time.perf_counter()
    # the batch engine batches concurrent documents; the real-time route reads one at a time
    with ThreadPoolExecutor(8 if route == "batch" else 1) as pool:
        futures = [pool.submit(field_evidence, decoder, pdf, document_type, truth, route)
                   for _, document_type, truth, pdf in documents]
        for i, ((set_name, document_type, _, _), future) in enumerate(zip(documents, futures)):
            pairs, _ = future.result()
            source = set_name.split("-s")[0]  # the generator ("first-s11" -> "first"), or "dev"
            outcomes += [(evidence, right, source) for _, evidence, right in pairs]
            if rows is not None:
                rows += [{"set": set_name, "type": document_type, "document": i, "path": path,
                          "evidence": evidence.key, "right": right} for path, evidence, right in pairs]
            tally = by_set.setdefault(set_name, [0, 0])
            tally[0] += 1
            tally[1] += len(pairs)
            if (i + 1) % 50 == 0:
                log(f"{i + 1}/{len(documents)} documents, {time.perf_counter() - started:.0f} s")
    if hasattr(decoder, "close"):
        decoder.close()
    described = ", ".join(f"{name}: {docs} documents, {fields} fields" for name, (docs, fields) in by_set.items())
    table = AcceptanceTable.measure(outcomes, calibrated_on=f"the {route} route on " + described)
    info = table.to_dict()
    if write:
        store_table(Path(diffusion_dir if route == "realtime" else ar_dir), info)
    return info


def store_table(checkpoint: Path, info: dict[str, Any]) -> None:
    """Write an acceptance table (``AcceptanceTable.to_dict``) into ``checkpoint``'s ``dualpath.json``."""
    meta_path = checkpoint / "dualpath.json"
    meta = json.loads(meta_path.read_text())
    meta["acceptance"] = info
    meta_path.write_text(json.dumps(meta, indent=1) + "\n")


def measure_rows(rows_path: Path, route: str, checkpoint: Path, *, write: bool = True) -> dict[str, Any]:
    """The table measured from a ``--rows`` file of ``route`` (its judged fields), stored in
    ``checkpoint`` (the route's first model) unless ``write`` is False."""
    if not rows_path.is_file():
        raise SystemExit(f"{rows_path} does not exist; write it with dualpath calibrate-acceptance --rows {rows_path}")
    rows = [json.loads(line) for line in rows_path.read_text().splitlines() if line.strip()]
    by_set: dict[str, tuple[set[int], list[int]]] = {}
    for row in rows:
        documents, fields = by_set.setdefault(row["set"], (set(), [0]))
        documents.add(row.get("document", 0))
        fields[0] += 1
    described = ", ".join(f"{name}: {len(docs)} documents, {n[0]} fields" for name, (docs, n) in by_set.items())
    info = AcceptanceTable.from_rows(rows, calibrated_on=f"the {route} route on " + described).to_dict()
    if write:
        store_table(checkpoint, info)
    return info


def rejudge_stored(checkpoint: Path, *, write: bool = True) -> dict[str, Any]:
    """The acceptance table stored in ``checkpoint`` judged again under the current rule."""
    meta_path = checkpoint / "dualpath.json"
    meta = json.loads(meta_path.read_text())
    if "acceptance" not in meta:
        raise SystemExit(f"{meta_path} holds no acceptance table; run dualpath calibrate-acceptance first")
    info = AcceptanceTable.rejudge(meta["acceptance"]).to_dict()
    if write:
        store_table(checkpoint, info)
    return info


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--route", choices=("realtime", "batch"), default="realtime",
                        help="the route whose table is measured (stored with its first model)")
    parser.add_argument("--diffusion", type=Path, default=None, help="diffusion checkpoint (default: the shipped one)")
    parser.add_argument("--ar", type=Path, default=None, help="AR checkpoint (default: the shipped one)")
    parser.add_argument("--per-type", type=int, default=30, help="documents per type, generator and seed")
    parser.add_argument("--dev-per-type", type=int, default=50, help="documents per type of the corpus's dev split")
    parser.add_argument("--seeds", type=int, nargs="+", default=list(CALIBRATION_SEEDS))
    parser.add_argument("--generators", nargs="+", choices=tuple(GENERATOR_MODULES), default=list(CALIBRATION_GENERATORS),
                        help="the foreign generators drawn (default all three)")
    parser.add_argument("--dry-run", action="store_true", help="measure and print, store nothing")
    parser.add_argument("--out", type=Path, default=None, help="also write the measured table to this JSON file")
    parser.add_argument("--rows", type=Path, default=None, help="write each judged field (JSON lines) for analysis")
    parser.add_argument("--rejudge", action="store_true",
                        help="run nothing: judge the route's stored table again under the current rule, from "
                             "the counts it recorded, and store the result")
    parser.add_argument("--from-rows", type=Path, default=None, metavar="ROWS",
                        help="run nothing: measure the table under the current rule from the judged fields an "
                             "earlier run wrote with --rows (for the same checkpoints), and store it")


def run(args: argparse.Namespace) -> int:
    from models.checkpoint_files import checkpoint_dir

    diffusion, ar = args.diffusion or checkpoint_dir("diffusion"), args.ar or checkpoint_dir("ar")
    if args.rejudge:
        info = rejudge_stored(Path(diffusion if args.route == "realtime" else ar), write=not args.dry_run)
    elif args.from_rows:
        info = measure_rows(args.from_rows, args.route, Path(diffusion if args.route == "realtime" else ar),
                            write=not args.dry_run)
    else:
        documents = calibration_documents(args.per_type, args.dev_per_type, seeds=args.seeds,
                                          generators=args.generators)
        rows: list[dict[str, Any]] | None = [] if args.rows else None
        info = calibrate_acceptance(diffusion, ar, documents, route=args.route, write=not args.dry_run, rows=rows)
        if args.rows:
            args.rows.write_text("".join(json.dumps(r) + "\n" for r in rows or []))
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(info, indent=1) + "\n")
    for key, m in info["measured"].items():
        print(f"{key:45s} {m['fields']:6d} fields  {m['wrong']:4d} wrong  precision {m['precision']:.4f}  "
              f"share {m['share']:.3f}  {'ACCEPT' if m['accepted'] else ''}")
    return 0
