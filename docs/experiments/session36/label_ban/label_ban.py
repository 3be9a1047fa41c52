"""Session 36, tried and not kept: the AR model's answer that starts inside a "Label:" prefix of
its line ("Herkunft der Mittel: Employment" read as the occupation "Mittel") re-decoded alone,
after the slots before it as the whole decode wrote them, with every pointer start inside such a
prefix banned. Prints each slot whose answer changed (fix / BREAK / same) and the counts.

    .venv/bin/python docs/experiments/session36/label_ban/label_ban.py SPLIT TYPES [CORPUS_DIR]

Results beside it (corpus `train` / `dev` / `test`, 100 documents per type; the two foreign
generators' kept documents laid out as a corpus `test` split).
"""
import sys, re, json, torch
from models.dataset import load_corpus
from models.ar.decoder import BatchDecoder, greedy_decode, SlotOutput
from models.loading import checkpoint_dir
from models.list_reading import char_range_tokens
from models.training.report import slot_correctness
import models.ar.decoder as D
torch.set_num_threads(2)
split = sys.argv[1]; types = sys.argv[2].split(',')
LABEL = re.compile(r"^(\s*(?:[-•*–]\s*)?)([^\W\d][^:\n\d]{0,40}?)\s*:(?=\s|$)")
docs = load_corpus(sys.argv[3] if len(sys.argv) > 3 else '~/.cache/dualpath/corpus/v13-seed0', split, document_types=types, limit=100)
dec = BatchDecoder(checkpoint_dir('ar'))
V = dec.model.config.vocab_size
fix = brk = same = flagged = 0
for d in docs:
    plan = dec.plan(d.document_type); prompt = dec.prompt(d.pages, d.document_type, plan)
    outs = greedy_decode(dec.model, prompt, plan, end_id=dec.tok.end_id, num_special=dec.tok.num_special)
    doc = list(prompt[1:]); text = dec.tok.decode(doc)
    label_cols = set()
    off = 0
    for line in text.split('\n'):
        m = LABEL.match(line)
        if m:
            a, b = char_range_tokens(dec.tok, doc, off + m.start(2), off + m.end(2))
            label_cols.update(range(a, b + 1))
        off += len(line) + 1
    spans = dec._output_spans(outs)
    new = list(outs)
    for k, o in enumerate(outs):
        sp = spans.get(o.path)
        if not sp or sp[0] not in label_cols: continue
        flagged += 1
        gap = []
        for j in range(k): gap += [plan.slot_ids[j], *outs[j].ids, dec.tok.end_id]
        p1 = dec.plan(d.document_type, [o.path]); pr1 = dec.prompt(d.pages, d.document_type, p1)
        orig = D.value_mask
        def vm(n, ns, e, cols=label_cols):
            a = orig(n, ns, e); a[[V + c + 1 for c in cols]] = False; return a
        D.value_mask = vm
        try:
            r = greedy_decode(dec.model, pr1, p1, end_id=dec.tok.end_id, num_special=dec.tok.num_special, gaps=[gap])
        finally:
            D.value_mask = orig
        new[k] = r[0]
    if new == outs: continue
    before = slot_correctness(d, dec.predictions(prompt, outs, d.document_type))
    after_p = dec.predictions(prompt, new, d.document_type); after = slot_correctness(d, after_p)
    bp = {p.path: p.raw for p in dec.predictions(prompt, outs, d.document_type)}
    for p in before:
        if before[p] != after[p] or bp[p] != next(x.raw for x in after_p if x.path == p):
            tag = 'fix' if after[p] and not before[p] else 'BREAK' if before[p] and not after[p] else 'same'
            fix += tag == 'fix'; brk += tag == 'BREAK'; same += tag == 'same'
            print(tag, d.stem, p, repr(bp[p])[:50], '->', repr(next(x.raw for x in after_p if x.path == p))[:50])
print(split, types, 'flagged', flagged, 'fix', fix, 'BREAK', brk, 'same', same)
