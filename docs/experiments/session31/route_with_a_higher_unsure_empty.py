"""Real-time route per leaf on one split, with an empty answer calling the AR model on its own below
0.9 (``decoder.UNSURE_EMPTY`` as shipped in session 30: "off") or below BAR ("on"); also counts,
per mode, the documents that called the AR model (each such call costs the document's AR prefill).

    PYTHONPATH=. python route_with_a_higher_unsure_empty.py SPLIT DOCS_PER_TYPE BAR
"""
import collections
import sys

import models.diffusion.decoder as dec
from docs.experiments.session28.route_with_and_without_doubt import compare
from models.ar.decoder import BatchDecoder

split, per_type, bar = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
SESSION30_UNSURE_EMPTY = 0.9
state = {"mode": "off"}
calls: collections.Counter = collections.Counter()
documents: dict[str, set] = collections.defaultdict(set)
decode_slots = BatchDecoder.decode_slots


def counting_decode_slots(self, pages, document_type, paths, **kwargs):
    documents[state["mode"]].add(hash(tuple(pages)))
    calls[state["mode"]] += 1
    return decode_slots(self, pages, document_type, paths, **kwargs)


BatchDecoder.decode_slots = counting_decode_slots


def switch(on: bool) -> None:
    state["mode"] = "on" if on else "off"
    dec.UNSURE_EMPTY = bar if on else SESSION30_UNSURE_EMPTY


compare(switch, split, per_type)
for mode in ("off", "on"):
    print(mode, "documents calling the AR model", len(documents[mode]), "calls", calls[mode])
