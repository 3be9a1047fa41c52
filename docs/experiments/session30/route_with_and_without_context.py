"""Real-time route per leaf on one split, with and without session 30's changes: the diffusion
model's sure answers as the AR model's context (``models.answer_context``), and an AR call for a
document whose empty answer is unsure (``decoder.UNSURE_EMPTY``).

    PYTHONPATH=. python route_with_and_without_context.py context|unsure_empty|both SPLIT DOCS_PER_TYPE [BAR]

"on" is the route as shipped; "off" the route without the named change(s). BAR (context only):
the confidence a diffusion answer needs to go into the context (default: the route's accept
threshold, as shipped; 0 for every undoubted answer, as first tried). Session 28's ``compare``
prints the changed leaves, status changes and each mode's accuracy and absent -> null.
"""
import sys

import models.diffusion.decoder as dec
from docs.experiments.session28.route_with_and_without_doubt import compare

which, split, per_type = sys.argv[1], sys.argv[2], int(sys.argv[3])
bar = float(sys.argv[4]) if len(sys.argv) > 4 else None
changes = {"context": {"context"}, "unsure_empty": {"unsure_empty"}, "both": {"context", "unsure_empty"}}[which]
state = {"on": True}
shipped_finish, shipped_bar = dec.RealtimeDecoder.finish, dec.UNSURE_EMPTY


def finish(self, pages, extraction):
    off = not state["on"]
    self.answer_context = not (off and "context" in changes)
    self.context_bar = self.accept_threshold if bar is None else bar
    dec.UNSURE_EMPTY = 0.0 if off and "unsure_empty" in changes else shipped_bar
    return shipped_finish(self, pages, extraction)


dec.RealtimeDecoder.finish = finish
compare(lambda on: state.update(on=on), split, per_type)
