"""Which diffusion fields point into the issuer's letterhead, and what AR answers for them."""
import json, sys
from pathlib import Path
import torch
torch.set_num_threads(1)
from models.dataset import load_corpus
from models.loading import checkpoint_dir
from models.diffusion.checkpoint import load_checkpoint
from models.diffusion.evaluation import decode_documents
from models.diffusion.extractor import DiffusionExtractor
from pipeline.letterhead import letterhead_end, letterhead_tokens

split, per_type, dump = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rows = json.loads(Path(dump).read_text())
docs = load_corpus(Path.home() / ".cache/dualpath/corpus/v4-seed0", split)
import collections
by_type = collections.defaultdict(list)
for d in docs:
    if d.stem in rows:
        by_type[d.document_type].append(d)
docs = [d for t in by_type for d in by_type[t][:per_type]]
ex = DiffusionExtractor(load_checkpoint(checkpoint_dir("diffusion")))
out = []
for doc, extraction in zip(docs, decode_documents(ex, docs)):
    enc = ex.tokenizer.encode_document(list(doc.pages))
    head = letterhead_tokens(enc.spans, letterhead_end(doc.pages))
    if not head:
        continue
    for f in extraction.fields:
        if f.spans and f.spans[0][0] < head:
            s = rows[doc.stem]["slots"].get(f.path)
            if s is None:
                continue
            out.append([doc.stem, f.path, s["diffusion"], s.get("ar")])
for r in out:
    print(json.dumps(r, ensure_ascii=False))
