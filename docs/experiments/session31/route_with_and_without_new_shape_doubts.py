"""Real-time route per leaf on one split, with and without session 31's shape doubts (a country
running into a labelled row, a place running past its sentence, an address cut short, a label's
word in a person's name, an answer holding a more confident field's answer;
``models.diffusion.answer_shape``).

    PYTHONPATH=. python route_with_and_without_new_shape_doubts.py SPLIT DOCS_PER_TYPE [DOUBT]

DOUBT: one of country, place, address, label, holds, digit (default: all together). "digit" (a
country holding a digit) was added after the first runs, and measured on its own.
"""
import sys

import models.diffusion.answer_shape as shape
from docs.experiments.session28.route_with_and_without_doubt import compare

split, per_type = sys.argv[1], int(sys.argv[2])
which = sys.argv[3] if len(sys.argv) > 3 else "all"
shipped = {"country": shape.runs_into_a_labelled_row, "place": shape.runs_past_its_sentence,
           "address": shape.an_address_cut_short, "holds": shape.holds_another_answer,
           "digit": shape.a_country_holding_a_digit}
shipped_label_words = shape._LABEL_WORDS


def switch(on: bool) -> None:
    for name, function in shipped.items():
        active = on and which in ("all", name)
        # off: no field doubted ([] is falsy for the predicates and empty for holds_another_answer)
        setattr(shape, function.__name__, function if active else (lambda *args: []))
    shape._LABEL_WORDS = shipped_label_words if on and which in ("all", "label") else frozenset()


compare(switch, split, per_type)
