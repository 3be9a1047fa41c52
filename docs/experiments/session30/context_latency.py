"""End-to-end latency of the real-time route with the diffusion model's sure answers as the AR
model's context (shipped) and without, per document, the two alternated on each document so
that the machine's drift falls on both alike.

    PYTHONPATH=. python docs/experiments/session30/context_latency.py DOCS_PER_TYPE
"""
import statistics
import sys
import time
from pathlib import Path

from models.dataset import load_corpus
from models.loading import load_decoder
from pipeline.extract import extract_document

per_type = int(sys.argv[1])
corpus = Path.home() / ".cache/dualpath/corpus/v4-seed0"
docs = sorted(load_corpus(corpus, "test", limit=per_type), key=lambda d: d.stem)
realtime = load_decoder("realtime")
times = {"context": [], "alone": []}
for i, doc in enumerate(docs):
    data = (corpus / "test" / doc.document_type / f"{doc.stem}.pdf").read_bytes()
    for variant in (("context", "alone") if i % 2 == 0 else ("alone", "context")):
        realtime.answer_context = variant == "context"
        started = time.perf_counter()
        extract_document(data, route="realtime", decoder=realtime)
        times[variant].append((time.perf_counter() - started) * 1000)
for variant, ms in times.items():
    ms = sorted(ms)
    print(variant, "n", len(ms), "p50", round(statistics.median(ms), 1), "p90", round(ms[int(0.9 * len(ms))], 1),
          "p99", round(ms[min(len(ms) - 1, int(0.99 * len(ms)))], 1), "mean", round(statistics.mean(ms), 1))
