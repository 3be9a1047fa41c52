"""Real-time route per leaf on one split, with and without session 29's doubts (the answers shaped
unlike their field's value, the empty answers), through ``extract_document`` on the corpus PDFs.

    python route_with_and_without_doubts.py shape|empty|both SPLIT DOCS_PER_TYPE

"off" is the route without the named doubts, "on" the route as shipped. Prints every leaf whose
answer changed (FIX, BREAK, w->w), every document whose status changed, the accuracy of each, and
the absent fields each answered null.
"""
import collections
import sys
from pathlib import Path

import torch

torch.set_num_threads(1)
import models.diffusion.decoder as dec  # noqa: E402
from models.dataset import load_corpus  # noqa: E402
from models.loading import load_decoder  # noqa: E402
from pipeline.evaluate import compare_records  # noqa: E402
from pipeline.extract import extract_document  # noqa: E402

which, split, per_type = sys.argv[1], sys.argv[2], int(sys.argv[3])
shipped = {"shape": dec.shape_doubts, "empty": dec.empty_doubts}
names = {"shape": ["shape"], "empty": ["empty"], "both": ["shape", "empty"]}[which]


def switch(on: bool) -> None:
    for name in names:
        setattr(dec, f"{name}_doubts", shipped[name] if on else (lambda *a: []))


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
    for path in res["on"][0]:
        a, b = res["off"][0].get(path, (False, None, None)), res["on"][0][path]
        for mode, (ok, predicted, truth) in (("off", a), ("on", b)):
            tally[(mode, ok)] += 1
            if truth is None:
                tally[(mode, "absent", predicted is None)] += 1
        if a[:2] != b[:2]:
            print(("FIX" if b[0] else "BREAK" if a[0] else "w->w"), doc.stem, path, repr(a[1]), "->", repr(b[1]), flush=True)
    if res["on"][1]["status"] != res["off"][1]["status"]:
        print("status", doc.stem, res["off"][1]["status"], "->", res["on"][1]["status"], flush=True)
for mode in ("off", "on"):
    ok, n = tally[(mode, True)], tally[(mode, True)] + tally[(mode, False)]
    null, absent = tally[(mode, "absent", True)], tally[(mode, "absent", True)] + tally[(mode, "absent", False)]
    print(mode, ok, n, round(ok / n, 6), "absent->null", null, absent, round(null / max(1, absent), 6),
          {s: c for (m, s), c in statuses.items() if m == mode})
