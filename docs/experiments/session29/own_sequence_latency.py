"""End-to-end latency of the real-time route with the shape and empty doubts decoded in an AR
sequence of their own (shipped) against one sequence with the other re-decoded fields (as first
built), per document, the two alternated on each document so that the machine's drift falls on
both alike.

    PYTHONPATH=. python docs/experiments/session29/own_sequence_latency.py DOCS_PER_TYPE
"""
import statistics
import sys
import time
from pathlib import Path

import models.diffusion.decoder as dec
from models.dataset import load_corpus
from models.loading import load_decoder
from pipeline.extract import extract_document

shipped_finish = dec.RealtimeDecoder.finish


def finish_in_one_sequence(self, pages, extraction):
    """``RealtimeDecoder.finish`` with every re-decoded slot in one AR sequence (scores aside)."""
    slots = self.diffusion_slots(extraction)
    below = {s.path for s in slots if s.confidence < self.threshold}
    doubts = dec.Doubts.of(extraction).routed(below)
    low = [s.path for s in slots if s.path in below or s.path in doubts]
    result = dec.DecodeResult(extraction.document_type, extraction.type_confidence, slots, models=self.models,
                              accept_threshold=self.accept_threshold,
                              accept_threshold_empty=self.accept_threshold_empty,
                              accept_threshold_redecoded=self.accept_threshold_redecoded)
    if low:
        replacements = self.fallback.decode_slots(list(pages), extraction.document_type, low)
        result.slots = dec.route_merge(extraction.document_type, slots, replacements, doubts, self.accept_threshold)
        result.fallback_fields = dec.redecoded_paths(low, doubts, result.slots)
        result.reason = "one sequence"
    return result


def time_alternated(switch, variants, per_type: int) -> dict[str, list[float]]:
    """End-to-end milliseconds per ``test`` document for each of the two ``variants``, set by
    ``switch(realtime_decoder, variant)``, their order alternated per document; prints each's
    percentiles. Session 30's ``context_latency.py`` calls it too."""
    corpus = Path.home() / ".cache/dualpath/corpus/v4-seed0"
    docs = sorted(load_corpus(corpus, "test", limit=per_type), key=lambda d: d.stem)
    realtime = load_decoder("realtime")
    times = {v: [] for v in variants}
    for i, doc in enumerate(docs):
        data = (corpus / "test" / doc.document_type / f"{doc.stem}.pdf").read_bytes()
        for variant in (variants if i % 2 == 0 else variants[::-1]):
            switch(realtime, variant)
            started = time.perf_counter()
            extract_document(data, route="realtime", decoder=realtime)
            times[variant].append((time.perf_counter() - started) * 1000)
    for variant, ms in times.items():
        ms = sorted(ms)
        print(variant, "n", len(ms), "p50", round(statistics.median(ms), 1), "p90", round(ms[int(0.9 * len(ms))], 1),
              "p99", round(ms[min(len(ms) - 1, int(0.99 * len(ms)))], 1), "mean", round(statistics.mean(ms), 1))
    return times


def use(realtime, variant: str) -> None:
    dec.RealtimeDecoder.finish = shipped_finish if variant == "own" else finish_in_one_sequence


if __name__ == "__main__":
    time_alternated(use, ("own", "one"), int(sys.argv[1]))
