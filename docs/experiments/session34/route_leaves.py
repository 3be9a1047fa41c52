"""Every leaf of the real-time route on one split/type: TSV of (doc, path, ok, predicted, truth, decoder, conf)."""
import json, sys
from pathlib import Path
import torch
torch.set_num_threads(1)
from models.dataset import load_corpus
from models.loading import load_decoder
from pipeline.evaluate import compare_records
from pipeline.extract import extract_document

def field_meta(env, path):
    for f in env.get("fields", []):
        if f.get("path") == path:
            return f.get("decoded_by", "?"), f.get("confidence", -1.0)
    return "-", -1.0

corpus, split, per_type, only = Path(sys.argv[1]).expanduser(), sys.argv[2], int(sys.argv[3]), sys.argv[4]
docs = sorted(load_corpus(corpus, split, limit=per_type), key=lambda d: d.stem)
docs = [d for d in docs if only == "all" or d.document_type == only]
rt = load_decoder("realtime")
right = total = 0
for doc in docs:
    data = (corpus / split / doc.document_type / f"{doc.stem}.pdf").read_bytes()
    env = extract_document(data, route="realtime", decoder=rt).to_json_dict()
    for c in compare_records(doc.document_type, doc.data, env.get("data")):
        total += 1; right += bool(c.correct)
        dec, conf = field_meta(env, c.path)
        print("\t".join([doc.stem, c.path, str(int(bool(c.correct))), repr(c.predicted), repr(c.truth), dec, f"{conf:.4f}", env.get("status", "?")]), flush=True)
print(f"# route {right}/{total} = {right/total:.6f}", flush=True)
