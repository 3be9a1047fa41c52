"""Real-time route per leaf, with and without re-decoding every empty non-list diffusion answer (not shipped)."""
import json, sys, collections
from pathlib import Path
import torch
torch.set_num_threads(1)
from models.dataset import load_corpus
from models.loading import load_decoder
import models.diffusion.decoder as dec
from pipeline.evaluate import compare_records
from pipeline.extract import extract_document

split, per_type = sys.argv[1], int(sys.argv[2])
corpus = Path.home() / ".cache/dualpath/corpus/v4-seed0"
docs = sorted(load_corpus(corpus, split, limit=per_type), key=lambda d: d.stem)
realtime = load_decoder("realtime")
real = dec.shared_span_doubts
EMPTY_BELOW = float(sys.argv[3]) if len(sys.argv) > 3 else 1.01
def with_empties(fields):
    return real(fields) + [f.path for f in fields if f.text is None and "[" not in f.path and f.confidence < EMPTY_BELOW]
tally = collections.Counter()
for doc in docs:
    data = (corpus / split / doc.document_type / f"{doc.stem}.pdf").read_bytes()
    res = {}
    for mode in ("off", "on"):
        dec.shared_span_doubts = with_empties if mode == "on" else real
        env = extract_document(data, route="realtime", decoder=realtime).to_json_dict()
        res[mode] = {c.path: (c.correct, c.predicted) for c in compare_records(doc.document_type, doc.data, env.get("data"))}, env
    for path in res["on"][0]:
        a, b = res["off"][0].get(path, (False, None)), res["on"][0][path]
        tally[("off", a[0])] += 1
        tally[("on", b[0])] += 1
        if a != b:
            print(("FIX" if b[0] else "BREAK" if a[0] else "w->w"), doc.stem, path, repr(a[1]), "->", repr(b[1]), flush=True)
    if res["on"][1]["status"] != res["off"][1]["status"]:
        print("status", doc.stem, res["off"][1]["status"], "->", res["on"][1]["status"], flush=True)
for mode in ("off", "on"):
    ok, n = tally[(mode, True)], tally[(mode, True)] + tally[(mode, False)]
    print(mode, ok, n, round(ok / n, 6))
