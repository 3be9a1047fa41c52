"""Dump the AR training targets (each slot's rendered text and its items) of the first N v4
`train` documents per type, with the shipped AR tokenizer, to compare two versions of the code:

    git worktree add /tmp/old7 52c8f4e      # the commit the shipped AR model was trained at (session 7)
    PYTHONPATH=/tmp/old7 PYTHONHASHSEED=0 .venv/bin/python docs/experiments/ar_keys_session23/dump_targets.py old.json 200
    PYTHONHASHSEED=0 .venv/bin/python docs/experiments/ar_keys_session23/dump_targets.py new.json 200

(run from the repository root; the corpus is today's ~/.cache/dualpath/corpus/v4-seed0)."""
import json, sys
from pathlib import Path
from models.dataset import build_examples, slot_items, render_items, load_corpus
from models.tokenizer import DualpathTokenizer
from models.template import slot_paths
d = Path.home() / '.cache/dualpath/corpus/v4-seed0'
tok = DualpathTokenizer.load(Path(__file__).resolve().parents[3] / 'models/checkpoints/ar')
docs = load_corpus(d, 'train', limit=int(sys.argv[2]))
ex = build_examples(docs, tok, max_doc_tokens=2048)
out = []
for doc, e in zip(docs, ex):
    items = slot_items(e, tok)
    rec = {'stem': getattr(doc, 'stem', None) or doc.pages[0][:40], 'type': doc.document_type, 'n_doc': len(e.doc_ids),
           'doc_hash': hash(tuple(e.doc_ids)), 'slots': {}}
    for p in slot_paths(doc.document_type):
        it = items.get(p) or []
        rec['slots'][p] = [render_items(tok, e.doc_ids, it) if it else None, [list(map(lambda v: v if isinstance(v, int) else list(v), i[1:])) for i in it]]
    out.append(rec)
json.dump(out, open(sys.argv[1], 'w'))
print(len(out))
