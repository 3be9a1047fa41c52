"""Route on test with the AR fallback answering from a full decode (all slots) instead of the unsure slots alone."""
import sys, collections
from pathlib import Path
import torch
torch.set_num_threads(1)
from models.dataset import load_corpus
from models.loading import load_decoder
from pipeline.evaluate import compare_records
from pipeline.extract import extract_document

split, per_type = sys.argv[1], int(sys.argv[2])
corpus = Path.home() / ".cache/dualpath/corpus/v4-seed0"
docs = sorted(load_corpus(corpus, split, limit=per_type), key=lambda d: d.stem)
realtime = load_decoder("realtime")
ar = realtime.fallback
partial = ar.decode_slots

def full(pages, document_type, paths):
    wanted = set(paths)
    return [s for s in ar.decode(list(pages), document_type).slots if s.path in wanted]

tally = collections.Counter()
for doc in docs:
    data = (corpus / split / doc.document_type / f"{doc.stem}.pdf").read_bytes()
    res = {}
    for mode, fn in (("partial", partial), ("full", full)):
        ar.decode_slots = fn
        env = extract_document(data, route="realtime", decoder=realtime).to_json_dict()
        res[mode] = {c.path: (c.correct, c.predicted) for c in compare_records(doc.document_type, doc.data, env.get("data"))}
    for path, b in res["full"].items():
        a = res["partial"].get(path, (False, None))
        tally[("partial", a[0])] += 1; tally[("full", b[0])] += 1
        if a != b:
            print(("FIX" if b[0] else "BREAK" if a[0] else "w->w"), doc.stem, path, repr(a[1]), "->", repr(b[1]), flush=True)
for mode in ("partial", "full"):
    ok, n = tally[(mode, True)], tally[(mode, True)] + tally[(mode, False)]
    print(mode, ok, n, round(ok / n, 6))
