"""The reading rules registered by name and applied in one order by every decoder."""
from __future__ import annotations

import pytest

from models.reading import registry
from models.reading.registry import READING_ORDER, RULES, ReadingRule, apply_reading, reading_steps


def _names(decoder, settings=None, names=None):
    return [[rule.name for rule in step] for step in reading_steps(decoder, settings, names)]


def test_every_decoder_applies_its_rules_in_the_one_order():
    order = [rule.name for rule in READING_ORDER]
    for decoder in registry.DECODERS:
        used = [name for step in _names(decoder) for name in step]
        assert used == sorted(used, key=order.index)
        assert used == [rule.name for rule in READING_ORDER if decoder in rule.confidence]


def test_the_partial_decode_runs_only_the_rules_that_mend_a_slot_from_its_own_answer():
    used = {name for step in _names("ar_partial") for name in step}
    assert "whole_items" in used and "labelled_name_parts" in used
    # rules that add or drop list items need the list's other items
    assert not used & {"missed_into_empty", "prose_items", "read_people", "repeated_items", "repeated_people"}


def test_rules_of_one_group_form_one_step():
    assert ["read_people", "labelled_name_parts", "name_printed_apart"] in _names("ar")
    assert ["read_people", "labelled_name_parts", "name_printed_apart"] in _names("diffusion")
    assert ["repeated_items"] in _names("ar") and ["unmarked_items"] in _names("diffusion")


def test_a_rule_whose_switch_is_off_is_left_out():
    on = {name for step in _names("diffusion") for name in step}
    off = {name for step in _names("diffusion", {"read_prose": False, "read_name_parts": False}) for name in step}
    assert on - off == {"sex_in_sentence", "legal_form_after", "labelled_name_parts"}


def test_rules_are_chosen_by_name_and_an_unknown_name_says_which_exist():
    assert _names("diffusion", names={"address_before_next_row", "whole_items"}) == [["whole_items"],
                                                                                      ["address_before_next_row"]]
    with pytest.raises(ValueError, match="no reading rule named nonesuch; the rules: repeated_items"):
        reading_steps("ar", names={"nonesuch"})
    with pytest.raises(ValueError, match="unknown decoder"):
        reading_steps("crf")


def test_rule_names_are_unique():
    assert len(RULES) == len(READING_ORDER)


def test_every_rule_names_the_convention_it_states():
    """Each rule's function (its registered name) says which documented convention it states, or
    that it states none and is kept on its measured gain (benchmarks/reading_rules.py)."""
    import importlib
    import pkgutil

    import models.reading

    functions = {}
    for module in pkgutil.iter_modules(models.reading.__path__):
        functions.update(vars(importlib.import_module(f"models.reading.{module.name}")))
    for rule in READING_ORDER:
        doc = " ".join((functions[rule.name].__doc__ or "").split())
        assert "Convention: " in doc, rule.name
        assert "none documented" not in doc or "measured gain" in doc, rule.name


class _State:
    """Slots as a dict; records what the rules did."""

    def __init__(self, texts, spans, confidences):
        self._texts, self._spans, self._conf = dict(texts), dict(spans), dict(confidences)
        self.reordered = 0

    def texts(self):
        return dict(self._texts)

    def spans(self):
        return dict(self._spans)

    def bounds(self):
        return {p: (min(s), max(s)) for p, s in self._spans.items()}

    def confidence(self, path):
        return self._conf[path]

    def reread(self, path, spans, confidence):
        self._texts[path] = None if spans is None else "+".join(f"{a}-{b}" for a, b in spans)
        self._conf[path] = confidence
        if spans:
            self._spans[path] = (spans[0][0], spans[-1][1])
        else:
            self._spans.pop(path, None)

    def drop(self, path, confidence):
        self._texts[path] = None
        self._conf[path] = confidence
        self._spans.pop(path, None)

    def reorder(self):
        self.reordered += 1


@pytest.fixture
def rules(monkeypatch):
    """Put ``rules`` in place of the registry's, in that order."""
    def use(*rules: ReadingRule):
        monkeypatch.setattr(registry, "READING_ORDER", rules)
        monkeypatch.setattr(registry, "RULES", {r.name: r for r in rules})
    return use


def test_a_group_reads_the_answers_before_any_of_its_changes_and_its_later_rule_wins(rules):
    seen = []

    def first(document_type, texts, spans, tok, doc):
        seen.append(dict(texts))
        return {"a": (5, 6)}

    def second(document_type, texts, spans, tok, doc):
        seen.append(dict(texts))
        return {"a": ((7, 8), (1, 2))}

    rules(ReadingRule("first", first, "span", {"ar": 0.5}, reads_with="g"),
          ReadingRule("second", second, "spans", {"ar": 0.6}, reads_with="g"))
    state = _State({"a": "x"}, {"a": (0, 1)}, {"a": 0.9})
    assert apply_reading(state, "ar", "kyc_individual", None, []) == ["first", "second"]
    assert seen == [{"a": "x"}, {"a": "x"}]  # the second rule did not see the first one's change
    assert state.texts()["a"] == "7-8+1-2" and state.confidence("a") == 0.6


def test_a_later_step_reads_what_the_earlier_one_wrote(rules):
    seen = []

    def reads(document_type, texts, spans, tok, doc):
        seen.append(texts["a"])
        return {}

    rules(ReadingRule("writes", lambda *args: {"a": (5, 6)}, "span", {"diffusion": 0.5}),
          ReadingRule("reads", reads, "span", {"diffusion": 0.5}))
    apply_reading(_State({"a": "x"}, {"a": (0, 1)}, {"a": 0.9}), "diffusion", "kyc_individual", None, [])
    assert seen == ["5-6"]


def test_confidence_kept_and_emptied_as_each_rule_says(rules):
    rules(ReadingRule("doubt", lambda *args: {"a": (1, 2), "b": (3, 4)}, "span", {"diffusion": 0.8},
                      keep_doubt=frozenset({"diffusion"})),
          ReadingRule("pair", lambda *args: {"e": "ports"}, "empty_pair", {"diffusion": {"ports": 0.3}}),
          ReadingRule("own", lambda *args: ["f"], "empty", {"diffusion": None}))
    state = _State({p: p for p in "abef"}, {p: (i, i) for i, p in enumerate("abef")},
                   {"a": 0.4, "b": 0.99, "e": 0.9, "f": 0.55})
    apply_reading(state, "diffusion", "letter_of_credit", None, [])
    assert state.confidence("a") == 0.4 and state.confidence("b") == 0.8  # an unsure answer stays unsure
    assert state.texts()["e"] is None and state.confidence("e") == 0.3
    assert state.texts()["f"] is None and state.confidence("f") == 0.55


def test_dropped_items_empty_every_slot_of_the_item_and_reorder_the_lists(rules):
    rules(ReadingRule("drop", lambda *args: ["co_borrowers[0]"], "drop_items", {"ar": 0.5, "diffusion": 0.5},
                      reorders=frozenset({"ar"})))
    texts = {"co_borrowers[0].full_name": "A", "co_borrowers[0].date_of_birth": "1990", "co_borrowers[1].full_name": "B"}
    confidences = {"co_borrowers[0].full_name": 0.9, "co_borrowers[0].date_of_birth": 0.2,
                   "co_borrowers[1].full_name": 0.9}
    for decoder, reorders in (("ar", 1), ("diffusion", 0)):
        state = _State(texts, {}, confidences)
        apply_reading(state, decoder, "loan_application", None, [])
        assert state.texts() == {**texts, "co_borrowers[0].full_name": None, "co_borrowers[0].date_of_birth": None}
        assert state.confidence("co_borrowers[0].full_name") == 0.5  # never surer than it was
        assert state.confidence("co_borrowers[0].date_of_birth") == 0.2
        assert state.reordered == reorders


def test_a_partial_decode_changes_only_its_own_slots(rules):
    rules(ReadingRule("both", lambda *args: {"mine": (1, 2), "given": (3, 4)}, "span", {"ar_partial": 0.5}))
    state = _State({"mine": "x", "given": "y"}, {}, {"mine": 0.9, "given": 0.9})
    apply_reading(state, "ar_partial", "kyc_individual", None, [], only=lambda path: path == "mine")
    assert state.texts() == {"mine": "1-2", "given": "y"}
