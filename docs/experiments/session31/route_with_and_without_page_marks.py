"""Real-time route per leaf on one split, with and without dropping a page number printed inside a
value that spans a page break (``pipeline.normalise.drop_page_marks``).

    PYTHONPATH=. python route_with_and_without_page_marks.py SPLIT DOCS_PER_TYPE
"""
import sys

import pipeline.normalise as normalise
from docs.experiments.session28.route_with_and_without_doubt import compare

split, per_type = sys.argv[1], int(sys.argv[2])
shipped = normalise.drop_page_marks


def switch(on: bool) -> None:
    normalise.drop_page_marks = shipped if on else (lambda text: text)


compare(switch, split, per_type)
