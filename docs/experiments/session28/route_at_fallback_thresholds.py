"""Route accuracy on one split at several fallback thresholds."""
import sys, time
from pathlib import Path
import torch
torch.set_num_threads(1)
from models.dataset import load_corpus
from models.loading import load_decoder
from pipeline.evaluate import compare_records
from pipeline.extract import extract_document

split, per_type = sys.argv[1], int(sys.argv[2])
thresholds = [float(t) for t in sys.argv[3].split(",")]
corpus = Path.home() / ".cache/dualpath/corpus/v4-seed0"
docs = sorted(load_corpus(corpus, split, limit=per_type), key=lambda d: d.stem)
realtime = load_decoder("realtime")
for thr in thresholds:
    realtime.threshold = thr
    ok = n = 0
    started = time.perf_counter()
    fb = 0
    for doc in docs:
        data = (corpus / split / doc.document_type / f"{doc.stem}.pdf").read_bytes()
        env = extract_document(data, route="realtime", decoder=realtime).to_json_dict()
        fb += len(env["route"]["fallback_fields"])
        for c in compare_records(doc.document_type, doc.data, env.get("data")):
            ok += c.correct; n += 1
    print(thr, ok, n, round(ok / n, 6), "fallback fields", fb, f"{time.perf_counter() - started:.0f} s", flush=True)
