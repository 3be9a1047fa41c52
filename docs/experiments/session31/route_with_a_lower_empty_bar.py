"""Real-time route per leaf on one split, with the AR answer replacing an empty diffusion answer at
the route's accept threshold (0.9913, as shipped in session 30: "off") or at BAR ("on").

    PYTHONPATH=. python route_with_a_lower_empty_bar.py SPLIT DOCS_PER_TYPE BAR
"""
import sys

import models.diffusion.decoder as dec
from docs.experiments.session28.route_with_and_without_doubt import compare

split, per_type, bar = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
shipped = dec.route_merge
state = {"on": False}


def route_merge(document_type, slots, replacements, doubts, empty_bar=1.0):
    return shipped(document_type, slots, replacements, doubts, bar if state["on"] else empty_bar)


dec.route_merge = route_merge


def switch(on: bool) -> None:
    state["on"] = on


compare(switch, split, per_type)
