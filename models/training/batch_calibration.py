"""The batch route's accept thresholds, chosen on `dev` and on shift documents.

    dualpath calibrate-batch [--ar DIR] [--eval-docs 300] [--shift-docs 300] [--shift-version N] [--dry-run]

The AR model's Platt calibration and its accept threshold were fitted on `dev` alone (training's
last step, ``models.training.ar_calibration.calibrate_on``). On documents unlike `dev` that threshold
lets wrong fields through unreviewed, on corpus `test` documents and more so on another
generator's documents (benchmarks/foreign_documents.py). The
real-time route already chooses its thresholds on `dev` and on shift documents (fresh `train`-like
documents of another corpus seed, ``models.training.route_calibration.shift_documents``), per kind
of answer; this does the same for the batch route: a value and an empty answer each need no review
from the lowest calibrated confidence at which such answers are >= 99.5 % correct on both sets.
Only the review decision changes; no extracted value does.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from models.checkpoint_files import checkpoint_dir
from models.dataset import document_geometry, ensure_corpus, load_corpus
from models.training.ar_calibration import answer_outcomes, batch_thresholds, write_batch_thresholds
from models.training.common import corpus_dir
from models.training.route_calibration import shift_documents

__all__ = ["add_arguments", "run"]


def add_arguments(parser: Any) -> None:
    parser.add_argument("--ar", default=None, help="AR checkpoint (default: the shipped one)")
    parser.add_argument("--eval-docs", type=int, default=300, help="dev documents, spread over the types")
    parser.add_argument("--seed", type=int, default=0, help="corpus seed")
    parser.add_argument("--shift-docs", type=int, default=300,
                        help="shift documents, spread over the types (0: dev only)")
    parser.add_argument("--shift-version", type=int, default=None,
                        help="corpus version whose train layouts the shift documents take (default: the "
                             "current one; a later version holds layouts a model trained on an earlier one never saw)")
    parser.add_argument("--dry-run", action="store_true", help="report, do not write the checkpoint")


def run(args: Any) -> int:
    # deferred: the AR decoder loads transformers, and `dualpath` imports this module for every command
    from models.ar.decoder import BatchDecoder

    ar_dir = Path(args.ar) if args.ar else checkpoint_dir("ar")
    if not (ar_dir / "dualpath.json").is_file():
        print(f"no AR checkpoint at {ar_dir}: train one with `dualpath train --model ar --out {ar_dir}`",
              file=sys.stderr)
        return 2
    decoder = BatchDecoder(ar_dir)
    if decoder.calibration is None:
        print(f"the AR checkpoint at {ar_dir} has no fitted calibration: run its training's evaluation first",
              file=sys.stderr)
        return 2
    per_type = max(1, args.eval_docs // 3)
    data_dir = ensure_corpus(corpus_dir(args.seed), n_train=0, n_eval=per_type, seed=args.seed)
    sets = {"dev": load_corpus(data_dir, "dev", limit=per_type)}
    if args.shift_docs:
        sets["shift"] = shift_documents(args.seed, max(1, args.shift_docs // 3), args.shift_version)
    decoded = {}
    for name, docs in sets.items():
        started = time.perf_counter()
        decoded[name] = (docs, decoder.decode_many([(list(d.pages), d.document_type) for d in docs],
                                                          geometries=[document_geometry(d) if decoder.uses_layout else None
                                                                      for d in docs]))
        print(f"{name}: {len(docs)} documents decoded in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    info = batch_thresholds({name: answer_outcomes(docs, results) for name, (docs, results) in decoded.items()})
    info["was"] = {"accept_threshold": decoder.accept_threshold, "accept_threshold_empty": decoder.accept_threshold_empty}
    print(json.dumps(info, indent=1))
    if not args.dry_run:
        fitted_on = ", ".join(f"{name} {len(docs)} documents" for name, (docs, _) in decoded.items())
        if args.shift_docs and args.shift_version is not None:
            fitted_on += f" (corpus version {args.shift_version})"
        write_batch_thresholds(decoder, info, fitted_on)
        print(f"wrote the thresholds into {ar_dir / 'dualpath.json'}", file=sys.stderr)
    return 0
