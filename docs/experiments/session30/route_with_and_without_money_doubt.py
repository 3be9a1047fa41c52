"""Real-time route per leaf on one split, with and without the doubt on a company's name or an
occupation holding a sum of money (``answer_shape.names_a_sum_of_money``).

    PYTHONPATH=. python route_with_and_without_money_doubt.py SPLIT DOCS_PER_TYPE
"""
import sys

import models.diffusion.answer_shape as shape
from docs.experiments.session28.route_with_and_without_doubt import compare_attribute

compare_attribute(shape, "names_a_sum_of_money", lambda field: False, sys.argv[1], int(sys.argv[2]))
