"""Real-time route per leaf on one split, with and without the diffusion model's answers as the
AR model's context when it re-decodes the unsure slots (``models.answer_context``).

    PYTHONPATH=. python route_with_and_without_context.py SPLIT DOCS_PER_TYPE [BAR]

"off": the AR model reads the unsure slots alone (the route of session 29); "on": after the
diffusion model's answers of the other slots at a confidence of at least BAR (default: the
route's accept threshold, as shipped; 0 for every undoubted answer). Session 28's ``compare``
prints the changed leaves, status changes and each mode's accuracy and absent -> null.
"""
import sys

import models.diffusion.decoder as dec
from docs.experiments.session28.route_with_and_without_doubt import compare

split, per_type = sys.argv[1], int(sys.argv[2])
bar = float(sys.argv[3]) if len(sys.argv) > 3 else None
state = {"on": True}
shipped_finish = dec.RealtimeDecoder.finish


def finish(self, pages, extraction):
    self.answer_context = state["on"]
    self.context_bar = self.accept_threshold if bar is None else bar
    return shipped_finish(self, pages, extraction)


dec.RealtimeDecoder.finish = finish
compare(lambda on: state.update(on=on), split, per_type)
