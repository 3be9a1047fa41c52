"""The ``dualpath`` command line.

    dualpath synth   --type TYPE|all --n N --seed S --split train|dev|test --out DIR
    dualpath compose OUT --per-type N --seed S [--type TYPE|all] [--version 1|2|3|4]
    dualpath author  OUT --per-type N --seed S [--type TYPE|all] [--generator NAME ...]
    dualpath scan    DIR --out OUT [--seed S] [--dpi N] [--clean] [--per-type N] [--read]
    dualpath extract FILE [--type TYPE] [--path realtime|batch]
    dualpath batch   DIR --out OUT [--type TYPE] [--path batch|realtime] [--max-concurrency N] [--kv-cache-mb MB]
    dualpath eval    --truth DIR --results DIR [--out FILE]
    dualpath train   --model ar|diffusion|classifier --out DIR [...]
    dualpath demo    [--out DIR]

Service commands (worker, serve, batch submit/status, audit, tokens) come from
``workers.cli`` when it is installed.
"""
from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path
from typing import Callable, Sequence

from dualpath.wiring import install as install_decoders
from pipeline.batch import run_batch
from pipeline.decoding import NoModelError
from pipeline.doctypes import DOCUMENT_TYPES
from pipeline.evaluate import evaluate_dirs
from pipeline.extract import extract_document
from pipeline.ingest import ParserUnavailable

EXIT_OK, EXIT_FAILURES, EXIT_USAGE, EXIT_NO_MODEL = 0, 1, 2, 3
SPLITS = ("train", "dev", "test")


def _cmd_synth(args: argparse.Namespace) -> int:
    from corpus.synth import write_corpus  # deferred: the PDF generator (fpdf, PIL, fontTools), for `synth` only

    types = DOCUMENT_TYPES if args.type == "all" else (args.type,)
    out = Path(args.out)
    for document_type in types:
        written = write_corpus(out, document_type, args.n, seed=args.seed, split=args.split)
        print(f"{document_type}: {len(written)} files in {out}", file=sys.stderr)
    return EXIT_OK


def _cmd_compose(args: argparse.Namespace) -> int:
    from corpus.compose import write  # deferred: the PDF generator, for `compose` only

    types = DOCUMENT_TYPES if args.type == "all" else (args.type,)
    written = write(Path(args.out), args.per_type, args.seed, document_types=tuple(types), version=args.version)
    print(f"{len(written)} documents in {args.out} (check: python -m models.training.corpus_check {args.out})", file=sys.stderr)
    return EXIT_OK


def _cmd_author(args: argparse.Namespace) -> int:
    from corpus.authored import write  # deferred: the generators and Chromium, for `author` only

    types = DOCUMENT_TYPES if args.type == "all" else (args.type,)
    written = write(Path(args.out), args.per_type, args.seed, generators=args.generator or None, document_types=types)
    print(f"{len(written)} documents in {args.out} (check: python -m models.training.corpus_check {args.out})", file=sys.stderr)
    return EXIT_OK


def _cmd_scan(args: argparse.Namespace) -> int:
    from corpus.scans import scan_folder  # deferred: pdfium and imaging, for `scan` only

    out = Path(args.out)
    written = scan_folder(Path(args.dir), out, seed=args.seed, dpi=args.dpi, clean=args.clean, per_type=args.per_type)
    if args.read:
        import time

        from models.dataset import load_folder, scan_report  # deferred: the training data's loader

        started = time.perf_counter()
        docs = load_folder(out)   # each scan read by OCR once: <stem>.pages.json, .geometry.json, .ocr.json
        seconds = time.perf_counter() - started
        report = {"documents": len(docs), "pages_read_by_ocr": sum(len(d.scanned) for d in docs),
                  "seconds_per_document": round(seconds / max(1, len(docs)), 3), "values": scan_report(docs)}
        (out / "scan_report.json").write_text(json.dumps(report, indent=2) + "\n")
        print(json.dumps(report), file=sys.stderr)
    print(f"{len(written)} scans in {out}; train on them: dualpath train ... --extra-examples {out}", file=sys.stderr)
    return EXIT_OK


def _cmd_extract(args: argparse.Namespace) -> int:
    path = Path(args.file)
    try:
        data = path.read_bytes()
    except OSError as exc:
        print(f"dualpath: cannot read {path}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_USAGE
    try:
        envelope = extract_document(data, document_type=args.type, route=args.path)
    except NoModelError as exc:
        print(f"dualpath: {exc}", file=sys.stderr)
        return EXIT_NO_MODEL
    except ParserUnavailable as exc:  # not the document's fault: no envelope, try again
        print(f"dualpath: {exc.message}", file=sys.stderr)
        return EXIT_FAILURES
    print(json.dumps(envelope.to_json_dict(), indent=2, ensure_ascii=False))
    return EXIT_OK


def _cmd_batch(args: argparse.Namespace) -> int:
    config = None
    if args.max_concurrency is not None or args.kv_cache_mb is not None:
        from models.engine import batch_engine_config  # deferred: torch, transformers

        config = batch_engine_config(max_concurrency=args.max_concurrency, kv_cache_mb=args.kv_cache_mb)
    report = run_batch(Path(args.dir), Path(args.out), route=args.path, document_type=args.type,
                       progress=not args.quiet, engine_config=config)
    counts = report["counts"]
    print(f"{report['processed']} processed ({counts['accepted']} accepted, {counts['needs_review']} needs_review, "
          f"{counts['rejected']} rejected), {report['skipped_already_done']} already done, "
          f"{report['failed']} failed, {report['docs_per_s']} docs/s -> {Path(args.out) / 'report.json'}",
          file=sys.stderr)
    no_model = [f for f in report["failures"] if "no model checkpoint" in f["reason"]]
    for failure in report["failures"][:10]:
        print(f"  failed: {failure['file']}: {failure['reason']}", file=sys.stderr)
    if no_model:
        return EXIT_NO_MODEL
    return EXIT_FAILURES if report["failed"] else EXIT_OK


def _cmd_eval(args: argparse.Namespace) -> int:
    try:
        report = evaluate_dirs(Path(args.truth), Path(args.results))
    except FileNotFoundError as exc:
        print(f"dualpath: {exc}", file=sys.stderr)
        return EXIT_USAGE
    text = json.dumps(report, indent=2, ensure_ascii=False)
    if args.out:
        Path(args.out).write_text(text + "\n")
    print(text)
    return EXIT_OK


def _cmd_demo(args: argparse.Namespace) -> int:
    from dualpath.demo import run_demo  # deferred: the demo loads corpus.synth (fpdf, PIL, fontTools)

    return run_demo(Path(args.out), n_per_type=args.n, seed=args.seed)


def _positive(kind):
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
        if not 0 < value < float("inf"):
            raise argparse.ArgumentTypeError(f"must be positive, not {text}")
        return value
    return parse


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line; ``command``: the one about to run, so that only its options are loaded
    (None: every command's, for documentation and tests)."""
    parser = argparse.ArgumentParser(prog="dualpath", description="Extract schema-valid, grounded records from bank documents (PDF).")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("synth", help="write a synthetic corpus of PDFs with their truth")
    p.add_argument("--type", required=True, choices=(*DOCUMENT_TYPES, "all"))
    p.add_argument("--n", type=int, required=True, help="documents per type")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--split", choices=SPLITS, default="train")
    p.add_argument("--out", required=True)
    p.set_defaults(func=_cmd_synth)

    p = sub.add_parser("compose", help="write a compositional training corpus (one flat folder, for --extra-examples)")
    p.add_argument("out")
    p.add_argument("--per-type", type=int, required=True, help="documents per type")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--type", choices=(*DOCUMENT_TYPES, "all"), default="all")
    p.add_argument("--version", type=int, choices=(1, 2, 3, 4), default=4,
                   help="1: the earlier recipes' draws; 2: longer free-text values; 3: and borrowers' names split "
                        "into two rows; 4 (default): and the long values' names drawn from invented words")
    p.set_defaults(func=_cmd_compose)

    p = sub.add_parser("author", help="write training documents of the independently written generators "
                                      "(corpus/authored/; one flat folder, for --extra-examples)")
    p.add_argument("out")
    p.add_argument("--per-type", type=int, required=True, help="documents per type and generator")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--type", choices=(*DOCUMENT_TYPES, "all"), default="all")
    p.add_argument("--generator", action="append", help="one generator's name (repeatable; default all)")
    p.set_defaults(func=_cmd_author)

    p = sub.add_parser("scan", help="write each PDF of DIR as a degraded image-only scan (its truth file copied)")
    p.add_argument("dir")
    p.add_argument("--out", required=True)
    p.add_argument("--dpi", type=int, default=None, help="scan resolution (default: drawn from 150, 200, 300)")
    p.add_argument("--seed", type=int, default=0, help="seed of the degradation drawn per file")
    p.add_argument("--clean", action="store_true", help="no degradation beyond JPEG at quality 90")
    p.add_argument("--per-type", type=int, default=None, metavar="N",
                   help="only the first N documents of each type (DIR may hold a corpus split's type folders)")
    p.add_argument("--read", action="store_true",
                   help="then read each scan by OCR once, as training does (its caches written beside it), and "
                        "report the share of the values the original states that the OCR text still holds")
    p.set_defaults(func=_cmd_scan)

    p = sub.add_parser("extract", help="extract one PDF and print its result envelope")
    p.add_argument("file")
    p.add_argument("--type", choices=DOCUMENT_TYPES, help="document type (detected when omitted)")
    p.add_argument("--path", choices=("realtime", "batch"), default="realtime",
                   help="realtime: diffusion + AR fallback; batch: AR")
    p.set_defaults(func=_cmd_extract)

    p = sub.add_parser("batch", help="extract every file of DIR into OUT (or: batch submit DIR / batch status JOB)")
    p.add_argument("dir")
    p.add_argument("--out", required=True)
    p.add_argument("--type", choices=DOCUMENT_TYPES)
    p.add_argument("--path", choices=("batch", "realtime"), default="batch")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--max-concurrency", type=_positive(int), default=None, metavar="N",
                   help="documents decoded at once by the batch engine (default 64)")
    p.add_argument("--kv-cache-mb", type=_positive(float), default=None, metavar="MB",
                   help="KV cache budget of the batch engine in MB, never exceeded (default 1024)")
    p.set_defaults(func=_cmd_batch)

    p = sub.add_parser("eval", help="field-level accuracy of results against truth")
    p.add_argument("--truth", required=True, help="folder of <stem>.truth.json")
    p.add_argument("--results", required=True, help="folder of <stem>.json envelopes")
    p.add_argument("--out", help="also write the report to this file")
    p.set_defaults(func=_cmd_eval)

    p = sub.add_parser("demo", help="generate a few documents of each type and run them through everything")
    p.add_argument("--out", default="demo-output")
    p.add_argument("--n", type=int, default=4, help="documents per type")
    p.add_argument("--seed", type=int, default=2026)
    p.set_defaults(func=_cmd_demo)

    _add_training_commands(sub, command)
    _add_service_commands(sub)
    return parser


# Commands whose modules load torch (seconds): their options are read only when they are the command
# run, so that every other command, and `dualpath --help`, starts without torch.
_TRAINING_COMMANDS = {
    "train": ("models.training.cli", "train a model on the synthetic corpus"),
    "calibrate-route": ("models.training.route_calibration",
                        "choose the real-time route's AR fallback threshold on dev (after training both models)"),
    "calibrate-batch": ("models.training.batch_calibration",
                        "choose the batch route's accept thresholds (values, empty answers) on dev and shift documents"),
    "calibrate-acceptance": ("dualpath.calibration", "measure which evidence combinations a route accepts "
                                                     "unreviewed, on outside generators' documents"),
    "add-member": ("models.training.add_member",
                   "decode a diffusion checkpoint together with another draw of its recipe (an ensemble)"),
    "average-weights": ("models.training.average",
                        "the element-wise mean of one model's checkpoints' weights (fine-tunes of one start)"),
}


def _add_training_commands(sub: argparse._SubParsersAction, command: str | None) -> None:
    for name, (module_name, help_text) in _TRAINING_COMMANDS.items():
        p = sub.add_parser(name, help=help_text)
        if command is not None and name != command:
            continue  # listed, its options unread: it is not the command being run
        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:  # training is optional: a node may be installed without it
            p.set_defaults(func=lambda _args, exc=exc: _training_missing(exc))
            continue
        module.add_arguments(p)
        p.set_defaults(func=module.run)


def _training_missing(exc: ImportError) -> int:
    print(f"dualpath: this installation cannot train or calibrate ({exc}); install dualpath with its training "
          "dependencies", file=sys.stderr)
    return EXIT_USAGE


def _add_service_commands(sub: argparse._SubParsersAction) -> None:
    try:
        from workers.cli import add_commands  # optional: the service commands, where workers/ is installed
    except ImportError:
        return
    add_commands(sub)


# `batch submit DIR` and `batch status JOB` share the `batch` word with `batch DIR --out OUT`.
_BATCH_SERVICE_VERBS = {"submit": "batch-submit", "status": "batch-status"}


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if len(args_list) >= 2 and args_list[0] == "batch" and args_list[1] in _BATCH_SERVICE_VERBS:
        args_list = [_BATCH_SERVICE_VERBS[args_list[1]], *args_list[2:]]
    command = next((a for a in args_list if not a.startswith("-")), "")
    parser = build_parser(command)
    args = parser.parse_args(args_list)
    func: Callable[[argparse.Namespace], int] = args.func
    install_decoders()
    try:
        return int(func(args) or 0)
    except KeyboardInterrupt:
        print("dualpath: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
