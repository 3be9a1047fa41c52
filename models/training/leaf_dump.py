"""Per-slot answers of the shipped models on corpus documents, and what changed between two runs.

A reading rule is kept only if no right answer becomes wrong on `train`, `dev` or `test`, for
either model (docs/MODELS.md). Checking that takes each slot's answer before and after the change:

    python -m models.training.leaf_dump dump --data ~/.cache/dualpath/corpus/v8-seed0 \\
        --split test --per-type 100 --out before.json           # both models, true types
    ... change a rule ...
    python -m models.training.leaf_dump dump ... --out after.json
    python -m models.training.leaf_dump compare before.json after.json

A dump holds, per document, its type and true record and per slot and model ``[text, confidence,
correct]`` (the text the decoder read, its calibrated confidence, whether the normalised value is
the truth's: ``models.training.scoring.slot_correctness``). ``compare`` lists every slot whose
text or correctness changed, tagged fix / BREAK / ok->ok / wrong->wrong, and counts them.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Sequence

import torch

from models.checkpoint_files import checkpoint_dir
from models.dataset import document_geometry, load_corpus
from models.diffusion.checkpoint import load_checkpoint
from models.diffusion.extractor import DiffusionExtractor
from models.training.diffusion_evaluation import decode_documents, to_decode_result
from models.training.scoring import slot_correctness
from pipeline.doctypes import DOCUMENT_TYPES

__all__ = ["compare", "dump"]

MODELS = ("diffusion", "ar")
Dump = dict[str, dict[str, Any]]


def dump(docs: Sequence[Any], models: Sequence[str] = MODELS, *, diffusion_dir: str | Path | None = None,
         ar_dir: str | Path | None = None) -> Dump:
    """Each slot's answer by each of ``models`` on ``docs`` (``models.dataset.CorpusDocument``),
    decoded for the document's true type."""
    rows: Dump = {d.stem: {"type": d.document_type, "truth": d.data, "slots": {}} for d in docs}

    def record(doc: Any, model: str, slots: Sequence[Any]) -> None:
        correct = slot_correctness(doc, slots)
        for slot in slots:
            rows[doc.stem]["slots"].setdefault(slot.path, {})[model] = [
                slot.raw, round(float(slot.confidence), 4), bool(correct[slot.path])]

    if "diffusion" in models:
        extractor = DiffusionExtractor(load_checkpoint(diffusion_dir or checkpoint_dir("diffusion")))
        for doc, extraction in zip(docs, decode_documents(extractor, docs)):
            record(doc, "diffusion", to_decode_result(extraction).slots)
    if "ar" in models:
        from models.ar.decoder import BatchDecoder  # deferred: transformers only when the AR model is dumped

        decoder = BatchDecoder(ar_dir or checkpoint_dir("ar"))
        for doc in docs:
            geometry = document_geometry(doc) if decoder.uses_layout else None  # as served
            record(doc, "ar", decoder.decode(doc.pages, doc.document_type, geometry=geometry).slots)
    return rows


def compare(before: Dump, after: Dump) -> tuple[list[str], dict[str, dict[str, int]]]:
    """Lines describing each slot whose text or correctness differs, and per model the counts of
    each tag (fix: wrong -> right, BREAK: right -> wrong, ok->ok, wrong->wrong)."""
    lines: list[str] = []
    counts: dict[str, dict[str, int]] = {}
    for stem in sorted(set(before) & set(after)):
        old_slots, new_slots = before[stem]["slots"], after[stem]["slots"]
        for path in sorted(set(old_slots) & set(new_slots)):
            for model in sorted(set(old_slots[path]) & set(new_slots[path])):
                (old_text, old_conf, old_ok), (new_text, new_conf, new_ok) = old_slots[path][model], new_slots[path][model]
                if old_text == new_text and old_ok == new_ok:
                    continue
                tag = ("fix" if new_ok and not old_ok else "BREAK" if old_ok and not new_ok
                       else "ok->ok" if new_ok else "wrong->wrong")
                tally = counts.setdefault(model, {"fix": 0, "BREAK": 0, "ok->ok": 0, "wrong->wrong": 0})
                tally[tag] += 1
                lines.append(f"{tag} {model} {stem} {path}: {old_text!r} ({old_conf}) -> {new_text!r} ({new_conf})")
    return lines, counts


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m models.training.leaf_dump", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("dump", help="decode a split with the shipped models and write each slot's answer")
    d.add_argument("--data", required=True, help="corpus directory (models.dataset.ensure_corpus)")
    d.add_argument("--split", required=True, choices=("train", "dev", "test"))
    d.add_argument("--per-type", type=int, default=100, help="documents per type")
    d.add_argument("--types", default=",".join(DOCUMENT_TYPES),
                   help="comma-separated document types (a rule for one type is checked on that type alone)")
    d.add_argument("--models", default=",".join(MODELS), help="comma-separated: diffusion, ar")
    d.add_argument("--diffusion", default=None, help="diffusion checkpoint (default: the shipped one)")
    d.add_argument("--ar", default=None, help="AR checkpoint (default: the shipped one)")
    d.add_argument("--threads", type=int, default=1)
    d.add_argument("--out", required=True)
    c = sub.add_parser("compare", help="list the slots whose answer changed between two dumps")
    c.add_argument("before")
    c.add_argument("after")
    args = parser.parse_args(argv)
    if args.command == "dump":
        torch.set_num_threads(args.threads)
        models = [m.strip() for m in args.models.split(",") if m.strip()]
        unknown = set(models) - set(MODELS)
        if unknown:
            parser.error(f"unknown model(s) {sorted(unknown)}; choose from {', '.join(MODELS)}")
        types = [t.strip() for t in args.types.split(",") if t.strip()]
        unknown = set(types) - set(DOCUMENT_TYPES)
        if unknown:
            parser.error(f"unknown document type(s) {sorted(unknown)}; choose from {', '.join(DOCUMENT_TYPES)}")
        docs = load_corpus(Path(args.data).expanduser(), args.split, document_types=types, limit=args.per_type)
        if not docs:
            parser.error(f"no {args.split} documents under {args.data}; generate the corpus first")
        rows = dump(docs, models, diffusion_dir=args.diffusion, ar_dir=args.ar)
        Path(args.out).write_text(json.dumps(rows, default=str))
        print(f"{len(docs)} documents, {', '.join(models)} -> {args.out}")
        return 0
    lines, counts = compare(json.loads(Path(args.before).read_text()), json.loads(Path(args.after).read_text()))
    for line in lines:
        print(line)
    for model, tally in counts.items():
        print(f"{model}: " + ", ".join(f"{tag} {n}" for tag, n in tally.items()))
    if not counts:
        print("no slot changed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
