"""End-to-end latency of the real-time route with the diffusion model's sure answers as the AR
model's context (shipped) and without, per document, the two alternated on each document so
that the machine's drift falls on both alike (session 29's ``time_alternated``).

    PYTHONPATH=. python docs/experiments/session30/context_latency.py DOCS_PER_TYPE
"""
import sys

from docs.experiments.session29.own_sequence_latency import time_alternated


def use(realtime, variant: str) -> None:
    realtime.answer_context = variant == "context"


time_alternated(use, ("context", "alone"), int(sys.argv[1]))
