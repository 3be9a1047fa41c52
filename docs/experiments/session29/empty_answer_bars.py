import json, sys
sys.path.insert(0, '/tmp/s29')
from signals import reads
for f in sys.argv[1:]:
    d = json.load(open(f)); rows = []
    for stem, row in d.items():
        for p, s in row['slots'].items():
            D, A = s.get('diffusion'), s.get('ar')
            if not D or not A or '[' in p or D[0]: continue
            if reads(row['type'], p, A[0]): rows.append((A[1], D[2], A[2]))
    out = []
    for bar in (0.8, 0.85, 0.9, 0.95, 0.97, 0.98, 0.99, 0.9913):
        fix = sum(1 for c, dk, ak in rows if c >= bar and ak and not dk)
        brk = sum(1 for c, dk, ak in rows if c >= bar and dk and not ak)
        out.append(f"{bar}:+{fix}/-{brk}")
    print(f.split('_')[-1], len(rows), ' '.join(out))
