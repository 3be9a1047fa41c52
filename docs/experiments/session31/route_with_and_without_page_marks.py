"""Real-time route per leaf on one split, with and without dropping a page number printed inside a
value that spans a page break (``pipeline.normalise.drop_page_marks``).

    PYTHONPATH=. python route_with_and_without_page_marks.py SPLIT DOCS_PER_TYPE
"""
import sys

import pipeline.normalise as normalise
from docs.experiments.session28.route_with_and_without_doubt import compare_attribute

compare_attribute(normalise, "drop_page_marks", lambda text: text, sys.argv[1], int(sys.argv[2]))
