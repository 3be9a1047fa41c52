"""Real-time route per leaf on one split, with and without a doubt that sends fields to the AR model.

    python route_with_and_without_doubt.py letterhead SPLIT DOCS_PER_TYPE   # shipped in session 28
    python route_with_and_without_doubt.py empty SPLIT DOCS_PER_TYPE        # every empty non-list answer: not built

"off" is the route as shipped without the letterhead doubt (letterhead) or as shipped (empty).
``compare`` is the comparison itself; session 29's script calls it with its own doubts.
"""
import collections
import sys
from pathlib import Path
from typing import Any, Callable

import torch

torch.set_num_threads(1)
import models.diffusion.decoder as dec  # noqa: E402
from models.dataset import load_corpus  # noqa: E402
from models.loading import load_decoder  # noqa: E402
from pipeline.evaluate import compare_records  # noqa: E402
from pipeline.extract import extract_document  # noqa: E402


def compare(switch: Callable[[bool], None], split: str, per_type: int) -> None:
    """Extract each corpus document of ``split`` with ``switch(False)`` ("off") and ``switch(True)``
    ("on"); print every leaf whose answer changed (FIX, BREAK, w->w), every list leaf one mode has
    and the other lacks ("gone", "new": the item vanished or appeared; session 31, until then such
    leaves were missed), every document whose status changed, and per mode the field accuracy, the
    absent fields answered null and the statuses."""
    corpus = Path.home() / ".cache/dualpath/corpus/v4-seed0"
    docs = sorted(load_corpus(corpus, split, limit=per_type), key=lambda d: d.stem)
    realtime = load_decoder("realtime")
    tally = collections.Counter()
    statuses = collections.Counter()
    for doc in docs:
        data = (corpus / split / doc.document_type / f"{doc.stem}.pdf").read_bytes()
        res = {}
        for mode in ("off", "on"):
            switch(mode == "on")
            env = extract_document(data, route="realtime", decoder=realtime).to_json_dict()
            res[mode] = {c.path: (c.correct, c.predicted, c.truth) for c in
                         compare_records(doc.document_type, doc.data, env.get("data"))}, env
            statuses[(mode, env["status"])] += 1
        # A list item one mode has and the other lacks is scored in that mode only (list items
        # are scored over the longer of the record's and the truth's lists).
        for path in dict.fromkeys([*res["off"][0], *res["on"][0]]):
            a, b = res["off"][0].get(path), res["on"][0].get(path)
            for mode, leaf in (("off", a), ("on", b)):
                if leaf is None:
                    continue
                ok, predicted, truth = leaf
                tally[(mode, ok)] += 1
                if truth is None:
                    tally[(mode, "absent", predicted is None)] += 1
            if a is None or b is None:
                print("gone" if b is None else "new", doc.stem, path, "right" if (a or b)[0] else "wrong",
                      repr((a or b)[1]), flush=True)
            elif a[:2] != b[:2]:
                print(("FIX" if b[0] else "BREAK" if a[0] else "w->w"), doc.stem, path, repr(a[1]), "->", repr(b[1]),
                      flush=True)
        if res["on"][1]["status"] != res["off"][1]["status"]:
            print("status", doc.stem, res["off"][1]["status"], "->", res["on"][1]["status"], flush=True)
    for mode in ("off", "on"):
        ok, n = tally[(mode, True)], tally[(mode, True)] + tally[(mode, False)]
        null, absent = tally[(mode, "absent", True)], tally[(mode, "absent", True)] + tally[(mode, "absent", False)]
        print(mode, ok, n, round(ok / n, 6), "absent->null", null, absent, round(null / max(1, absent), 6),
              {s: c for (m, s), c in statuses.items() if m == mode})


def compare_attribute(module: Any, name: str, off: Any, split: str, per_type: int) -> None:
    """``compare`` with ``module.name`` as shipped ("on") against ``off`` in its place."""
    shipped = getattr(module, name)
    compare(lambda on: setattr(module, name, shipped if on else off), split, per_type)


if __name__ == "__main__":
    doubt, split, per_type = sys.argv[1], sys.argv[2], int(sys.argv[3])
    shipped_letterhead, shipped_shared = dec.letterhead_doubts, dec.shared_span_doubts

    def with_empties(fields):
        return shipped_shared(fields) + [f.path for f in fields if f.text is None and "[" not in f.path]

    def switch(on: bool) -> None:
        if doubt == "letterhead":
            dec.letterhead_doubts = shipped_letterhead if on else (lambda *a: [])
        elif doubt == "empty":
            dec.shared_span_doubts = with_empties if on else shipped_shared
        else:
            raise SystemExit(f"unknown doubt {doubt!r}: letterhead or empty")

    compare(switch, split, per_type)
