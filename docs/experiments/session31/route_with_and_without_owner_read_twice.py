"""Real-time route per leaf on one split's loan applications, with and without the rule dropping a
nameless co-borrower born on the borrower's birthday (``people_reading.owner_read_twice``).

    PYTHONPATH=. python route_with_and_without_owner_read_twice.py SPLIT DOCS_PER_TYPE
"""
import sys

import docs.experiments.session28.route_with_and_without_doubt as session28
import models.people_reading as people
from models.dataset import load_corpus

session28.load_corpus = lambda corpus, split, limit: load_corpus(corpus, split, limit=limit,
                                                                 document_types=["loan_application"])
session28.compare_attribute(people, "owner_read_twice", lambda *args: {}, sys.argv[1], int(sys.argv[2]))
