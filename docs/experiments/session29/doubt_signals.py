import json, sys, collections, re
from pipeline.fields import spec_for
from pipeline.normalise import NormalisationError, normalise_value
def reads(dt, p, raw):
    if not raw or not raw.strip(): return False
    try:
        normalise_value(spec_for(dt, re.sub(r'\[\d+\]', '[]', p)), raw)
    except NormalisationError:
        return False
    return True
from models.line_reading import COUNTRY_PATHS, ONE_LINE_PATHS
RULE = {0.707, 0.667, 0.5, 0.688, 0.895, 0.846, 0.857, 0.8, 0.6}
def sig_rule(p, D, A): return D[1] in RULE
def sig_line(p, D, A): return D[1] == 0.707
def sig_multiline(p, D, A):
    base = p.split('.')[-1]
    return '[' not in p and D[0] and '\n' in D[0].strip() and (p in COUNTRY_PATHS or p in ONE_LINE_PATHS or 'date' in p or 'amount' in p or 'income' in p or 'months' in p or 'days' in p or 'percent' in p or 'currency' in p or 'phone' in p or 'email' in p or 'number' in p)
def sig_multiline_any(p, D, A): return '[' not in p and D[0] and '\n' in D[0].strip()
def sig_empty(p, D, A): return '[' not in p and not D[0]
def sig_short_name(p, D, A):
    if not p.endswith('full_name') or not D[0]: return False
    w = D[0].split()
    return len(w) < 2 or all(len(x.strip('.,')) <= 2 for x in w)
from pipeline.normalise import parse_amount, parse_date, normalise_country
def _whole_value(line):
    line = line.strip()
    if re.fullmatch(r"[\d.,'\s]+", line) and sum(c.isdigit() for c in line) >= 3: return True
    try:
        parse_date(line)
        return len(line.split()) <= 3 and len(line) <= 20
    except Exception:
        return False
def sig_first_line(p, D, A):
    if not D[0] or '\n' not in D[0].strip(): return False
    if not any(k in p for k in ('goods_description', 'documents_required', 'occupation', 'employer')): return False
    first = D[0].strip().split('\n')[0]
    return _whole_value(first)
def sig_addr_country_first(p, D, A):
    if 'address' not in p or not D[0]: return False
    lines = [l for l in D[0].split('\n') if l.strip()]
    return len(lines) > 1 and normalise_country(lines[0]) is not None and not any(c.isdigit() for c in lines[0])
def sig_addr_one_line_nodigit(p, D, A):
    if 'address' not in p or not D[0]: return False
    lines = [l for l in D[0].split('\n') if l.strip()]
    return not any(c.isdigit() for c in lines[0])
SIGS = {k[4:]: v for k, v in globals().items() if k.startswith('sig_')}
for f in (sys.argv[1:] if __name__ == '__main__' else []):
    d = json.load(open(f))
    print('==', f)
    for name, sig in SIGS.items():
        t = collections.Counter(); ex = []
        for stem, row in d.items():
            for p, s in row['slots'].items():
                D, A = s.get('diffusion'), s.get('ar')
                if not D or not A or not sig(p, D, A): continue
                arwins = reads(row['type'], p, A[0]) and A[1] > (0.9913 if name == 'empty' else 0.5)
                route_ok = A[2] if arwins else D[2]
                t['n'] += 1; t['D'] += D[2]; t['A'] += A[2]; t['route'] += route_ok
                if route_ok and not D[2]: t['fix'] += 1
                if D[2] and not route_ok: t['break'] += 1; ex.append((stem[-14:], p, D[0], A[0]))
        print(f"{name:14s}", dict(t))
        for e in ex[:6]: print('    break', e)
