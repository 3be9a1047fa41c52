"""Training usability of a composed folder: the trainers' view of each document.

    python -m models.training.corpus_check DIR [--json]

Loads DIR with ``models.dataset.load_folder`` (the pages as the pipeline ingests them) and reports,
per document type and per container (``family`` in the manifest):

- spans: the share of non-null truth leaves whose slot target is a copied span of the page text
  (``models.template.slot_sources`` with the document's inferred date order, as
  ``models.dataset.build_example`` builds them); target >= 97 % per type;
- valid: the share of documents whose truth is valid against ``schemas/<type>.schema.json``
  (target 100 %);
- the fields most often not copied.
Exit status 1 when a type misses either target.
"""
from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path
from typing import Any

from pipeline.fields import get_path
from pipeline.validation import _validator
from models.dataset import infer_order, load_folder
from models.template import slot_sources

SPAN_TARGET = 0.97


def report(folder: str | Path) -> dict[str, Any]:
    docs = load_folder(folder)
    by_type: dict[str, dict[str, Any]] = {}
    for doc in docs:
        t = by_type.setdefault(doc.document_type, {"documents": 0, "valid": 0, "leaves": 0, "copied": 0,
                                                   "containers": collections.defaultdict(lambda: [0, 0, 0]),
                                                   "missed": collections.Counter()})
        t["documents"] += 1
        valid = not any(True for _ in _validator(doc.document_type).iter_errors(doc.data))
        t["valid"] += valid
        sources = slot_sources(doc.document_type, doc.data, doc.pages, infer_order(doc.pages))
        box = t["containers"][doc.family or "?"]
        box[0] += 1
        for path, target in sources.items():
            if get_path(doc.data, path) is None:
                continue
            t["leaves"] += 1
            box[1] += 1
            if target.parts:
                t["copied"] += 1
                box[2] += 1
            else:
                t["missed"][path.split("[")[0]] += 1
    out: dict[str, Any] = {}
    for document_type, t in sorted(by_type.items()):
        out[document_type] = {
            "documents": t["documents"],
            "spans": round(t["copied"] / max(1, t["leaves"]), 4),
            "valid": round(t["valid"] / max(1, t["documents"]), 4),
            "containers": {name: {"documents": n, "spans": round(c / max(1, leaves), 4)}
                           for name, (n, leaves, c) in sorted(t["containers"].items())},
            "missed": dict(t["missed"].most_common(8)),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m models.training.corpus_check", description=__doc__.split("\n\n")[0])
    parser.add_argument("dir")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    rep = report(args.dir)
    if args.json:
        print(json.dumps(rep, indent=2))
    else:
        for document_type, r in rep.items():
            print(f"{document_type}: {r['documents']} documents, spans {r['spans']:.1%}, schema-valid {r['valid']:.1%}")
            for name, c in r["containers"].items():
                print(f"    {name:<16} {c['documents']:>5} documents  spans {c['spans']:.1%}")
            if r["missed"]:
                print("    not copied: " + ", ".join(f"{k} {v}" for k, v in r["missed"].items()))
    ok = bool(rep) and all(r["spans"] >= SPAN_TARGET and r["valid"] == 1.0 for r in rep.values())
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
