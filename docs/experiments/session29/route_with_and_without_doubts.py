"""Real-time route per leaf on one split, with and without session 29's doubts (the answers shaped
unlike their field's value, the empty answers), through ``extract_document`` on the corpus PDFs.

    PYTHONPATH=. python route_with_and_without_doubts.py shape|empty|both SPLIT DOCS_PER_TYPE

"off" is the route without the named doubts, "on" the route as shipped. Prints every leaf whose
answer changed (FIX, BREAK, w->w), every document whose status changed, the accuracy of each, and
the absent fields each answered null (session 28's ``compare``).
"""
import sys

import models.diffusion.decoder as dec
from docs.experiments.session28.route_with_and_without_doubt import compare

which, split, per_type = sys.argv[1], sys.argv[2], int(sys.argv[3])
shipped = {"shape": dec.shape_doubts, "empty": dec.empty_doubts}
names = {"shape": ["shape"], "empty": ["empty"], "both": ["shape", "empty"]}[which]


def switch(on: bool) -> None:
    for name in names:
        setattr(dec, f"{name}_doubts", shipped[name] if on else (lambda *a: []))


compare(switch, split, per_type)
