"""Real-time route per leaf on one split, with the AR answer replacing an empty diffusion answer from
the route's accept threshold (0.9913, as shipped in session 30: "off") or from BAR ("on");
``decoder.EMPTY_REPLACED_FROM`` is set to each in turn.

    PYTHONPATH=. python route_with_a_lower_empty_bar.py SPLIT DOCS_PER_TYPE BAR
"""
import json
import sys

import models.diffusion.decoder as dec
from docs.experiments.session28.route_with_and_without_doubt import compare
from models.loading import checkpoint_dir

split, per_type, bar = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
session30_bar = json.loads((checkpoint_dir("diffusion") / "dualpath.json").read_text())["accept_threshold"]


def switch(on: bool) -> None:
    dec.EMPTY_REPLACED_FROM = bar if on else session30_bar


compare(switch, split, per_type)
