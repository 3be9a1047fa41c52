"""The real-time route's thresholds: the fallback simulated on known answers and chosen by its rule; the
accept threshold the strictest that every calibration set allows."""
import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from models.diffusion.decoder import Doubts
from models.training.route_calibration import (MIN_FALLBACK_THRESHOLD, RoutePoint, choose_accept_threshold,
                                               choose_fallback_threshold, simulate_route)
from models.template import parse_slots, slot_targets
from pipeline.normalise import infer_date_order

KNOWN = json.loads((Path(__file__).parent.parent / "data" / "known_documents.json").read_text())
SHIPPED_DIFFUSION = Path(__file__).resolve().parents[3] / "models" / "checkpoints" / "diffusion"
SHIPPED_AR = SHIPPED_DIFFUSION.parent / "ar"


def test_choose_keeps_the_lowest_threshold_within_tolerance_of_the_accept_threshold():
    points = [RoutePoint(0.0, 0.0, 0.900), RoutePoint(0.5, 0.05, 0.9495), RoutePoint(0.8, 0.1, 0.951),
              RoutePoint(0.95, 0.2, 0.950)]
    assert choose_fallback_threshold(points, 0.95, tolerance=0.001) == 0.5
    assert choose_fallback_threshold(points, 0.95, tolerance=0.0) == 0.8
    assert choose_fallback_threshold(points, 0.95, tolerance=0.1) == 0.0


def test_simulated_route_takes_the_ar_answer_only_below_the_threshold():
    raw = KNOWN[1]
    doc = SimpleNamespace(stem=raw["stem"], document_type=raw["document_type"], pages=raw["pages"], data=raw["data"])
    truth = slot_targets(doc.document_type, doc.data, doc.pages, infer_date_order(doc.pages))
    wrong_paths = {"lc_number", "amount", "expiry_place"}
    assert all(truth[p] for p in wrong_paths)
    # diffusion: three fields wrong, with confidence 0.4; every other field right at 0.99
    diffusion = parse_slots(doc.document_type, {p: ("WRONG 123" if p in wrong_paths else t) for p, t in truth.items()},
                            confidences={p: 0.4 if p in wrong_paths else 0.99 for p in truth}, decoded_by="diffusion")
    ar = parse_slots(doc.document_type, truth, confidences={p: 0.9 for p in truth}, decoded_by="autoregressive")
    n = len(diffusion)
    none = simulate_route([doc], [diffusion], [ar], 0.3)
    fixed = simulate_route([doc], [diffusion], [ar], 0.5)
    everything = simulate_route([doc], [diffusion], [ar], 1.0)
    assert none.fallback_rate == 0.0 and fixed.fallback_rate == round(3 / n, 4) and everything.fallback_rate == 1.0
    assert none.field_accuracy < 1.0 and fixed.field_accuracy == 1.0 == everything.field_accuracy


def test_the_accept_threshold_is_the_strictest_that_every_set_allows():
    # dev: 199 right at 0.99 and above, one wrong at 0.95 -> 0.95 keeps 99.5 %
    dev = [(0.99 + i * 1e-5, True) for i in range(199)] + [(0.95, False)]
    # shift: the same, plus two confident mistakes at 0.97: only >= 0.99 keeps 99.5 %
    shift = dev + [(0.97, False), (0.97, False)]
    threshold, per_set = choose_accept_threshold({"dev": dev, "shift": shift}, target=0.995)
    assert per_set == {"dev": 0.95, "shift": 0.99}
    assert threshold == 0.99
    assert choose_accept_threshold({"dev": dev}, target=0.995)[0] == 0.95


def test_a_set_too_small_to_show_the_target_precision_accepts_nothing():
    """60 answers, all right, cannot show 99.5 %: without a minimum a dry run on a few documents
    would ship a lax threshold; with it that set allows none below 1.0."""
    few = [(0.9 + i * 1e-3, True) for i in range(60)]
    threshold, per_set = choose_accept_threshold({"dev": few}, target=0.995)
    assert threshold == 1.0 and per_set == {"dev": 1.0}
    assert choose_accept_threshold({"dev": few}, target=0.995, min_samples=50)[0] == 0.9


def test_outcomes_are_split_into_value_and_empty_answers_without_empty_list_items():
    """The accept thresholds are chosen per kind of answer: a field answered empty (present or not)
    is scored apart from one answered with a value; an empty list item is no envelope field."""
    from models.diffusion.extractor import Extraction, FieldDecode
    from models.training.route_calibration import _diffusion_outcomes

    raw = KNOWN[1]
    doc = SimpleNamespace(stem=raw["stem"], document_type=raw["document_type"], pages=raw["pages"], data=raw["data"])
    truth = slot_targets(doc.document_type, doc.data, doc.pages, infer_date_order(doc.pages))
    missed = "lc_number"                                   # present, answered empty: wrong
    empty_items = [p for p, t in truth.items() if "[" in p and not t]
    absent = [p for p, t in truth.items() if "[" not in p and not t]
    assert truth[missed] and empty_items
    fields = [FieldDecode(p, None if p == missed else t, 0.9, 0.9) for p, t in truth.items()]

    class FakeExtractor:
        def extract(self, pages, document_type):
            return Extraction(document_type, 1.0, fields, passes=1)

    _, kinds = _diffusion_outcomes(SimpleNamespace(extractor=FakeExtractor()), [doc])
    assert len(kinds["empty"]) == 1 + len(absent)
    assert sorted(ok for _, ok in kinds["empty"]) == [False] + [True] * len(absent)
    assert len(kinds["value"]) == len(truth) - 1 - len(absent) - len(empty_items)
    assert all(ok for _, ok in kinds["value"])


def test_simulated_route_also_redecodes_the_doubted_fields_whatever_their_confidence():
    raw = KNOWN[1]
    doc = SimpleNamespace(stem=raw["stem"], document_type=raw["document_type"], pages=raw["pages"], data=raw["data"])
    truth = slot_targets(doc.document_type, doc.data, doc.pages, infer_date_order(doc.pages))
    assert truth["lc_number"]
    diffusion = parse_slots(doc.document_type, {p: ("WRONG 123" if p == "lc_number" else t) for p, t in truth.items()},
                            confidences={p: 0.8 if p == "lc_number" else 0.99 for p in truth}, decoded_by="diffusion")
    ar = parse_slots(doc.document_type, truth, confidences={p: 0.9 for p in truth}, decoded_by="autoregressive")
    plain = simulate_route([doc], [diffusion], [ar], 0.5)
    doubted = simulate_route([doc], [diffusion], [ar], 0.5, [Doubts(shared=frozenset({"lc_number"}))])
    assert plain.fallback_rate == 0.0 and plain.field_accuracy < 1.0
    assert doubted.fallback_rate == round(1 / len(diffusion), 4) and doubted.field_accuracy == 1.0


def test_simulated_route_takes_a_readable_ar_answer_over_a_letterhead_answer():
    """A KYC nationality answered from the letterhead at 0.97 loses to the AR model's 0.9 answer, as
    in ``RealtimeDecoder.finish``; merged by confidence alone it would have won."""
    raw = KNOWN[0]
    doc = SimpleNamespace(stem=raw["stem"], document_type=raw["document_type"], pages=raw["pages"], data=raw["data"])
    truth = slot_targets(doc.document_type, doc.data, doc.pages, infer_date_order(doc.pages))
    assert truth["nationality"] and truth["nationality"] != "Germany"
    diffusion = parse_slots(doc.document_type, {p: ("Germany" if p == "nationality" else t) for p, t in truth.items()},
                            confidences={p: 0.97 if p == "nationality" else 0.99 for p in truth}, decoded_by="diffusion")
    ar = parse_slots(doc.document_type, truth, confidences={p: 0.9 for p in truth}, decoded_by="autoregressive")
    shared_only = simulate_route([doc], [diffusion], [ar], 0.5, [Doubts(shared=frozenset({"nationality"}))])
    from_letterhead = simulate_route([doc], [diffusion], [ar], 0.5, [Doubts(letterhead=frozenset({"nationality"}))])
    assert shared_only.field_accuracy < 1.0
    assert from_letterhead.field_accuracy == 1.0 and from_letterhead.fallback_rate == shared_only.fallback_rate


def test_simulated_route_takes_an_ar_answer_over_an_empty_one_only_at_the_accept_threshold():
    """An empty diffusion answer for a present field is checked when the AR model reads the
    document anyway (here for an unsure amount); the AR answer replaces it at the accept threshold
    (``empty_bar``), not below it, and only then counts as re-decoded."""
    from models.training.route_calibration import redecoded_outcomes

    raw = KNOWN[1]
    doc = SimpleNamespace(stem=raw["stem"], document_type=raw["document_type"], pages=raw["pages"], data=raw["data"])
    truth = slot_targets(doc.document_type, doc.data, doc.pages, infer_date_order(doc.pages))
    assert truth["lc_number"] and truth["amount"]
    diffusion = parse_slots(doc.document_type, {p: (None if p == "lc_number" else t) for p, t in truth.items()},
                            confidences={p: 0.4 if p == "amount" else 0.99 for p in truth}, decoded_by="diffusion")
    ar = parse_slots(doc.document_type, truth, confidences={p: 0.995 for p in truth}, decoded_by="autoregressive")
    doubts = [Doubts(empty=frozenset({"lc_number"}))]
    beaten = simulate_route([doc], [diffusion], [ar], 0.5, doubts, empty_bar=0.99)
    stands = simulate_route([doc], [diffusion], [ar], 0.5, doubts, empty_bar=0.999)
    assert beaten.field_accuracy == 1.0 and stands.field_accuracy < 1.0
    assert beaten.fallback_rate == stands.fallback_rate == round(2 / len(diffusion), 4)
    assert [ok for _, ok in redecoded_outcomes([doc], [diffusion], [ar], 0.5, doubts, empty_bar=0.999)] == [True]
    assert sorted(redecoded_outcomes([doc], [diffusion], [ar], 0.5, doubts, empty_bar=0.99)) == [(0.5, True), (0.995, True)]
    # Nothing else sent to the AR model: the empty answer is not checked.
    assert simulate_route([doc], [diffusion], [ar], 0.3, doubts, empty_bar=0.99).fallback_rate == 0.0


def test_redecoded_outcomes_score_the_merged_answer_of_each_redecoded_field():
    from models.training.route_calibration import redecoded_outcomes

    raw = KNOWN[1]
    doc = SimpleNamespace(stem=raw["stem"], document_type=raw["document_type"], pages=raw["pages"], data=raw["data"])
    truth = slot_targets(doc.document_type, doc.data, doc.pages, infer_date_order(doc.pages))
    # lc_number: diffusion wrong and unsure, AR right -> AR wins, capped at 1 - 0.4;
    # amount: diffusion wrong and unsure, AR wrong too and agreeing -> the higher confidence, wrong
    wrong = {"lc_number": "WRONG 123", "amount": "USD 1.00"}
    diffusion = parse_slots(doc.document_type, {p: wrong.get(p, t) for p, t in truth.items()},
                            confidences={p: 0.4 if p in wrong else 0.99 for p in truth}, decoded_by="diffusion")
    ar = parse_slots(doc.document_type, {p: ("USD 1.00" if p == "amount" else t) for p, t in truth.items()},
                     confidences={p: 0.9 for p in truth}, decoded_by="autoregressive")
    outcomes = redecoded_outcomes([doc], [diffusion], [ar], 0.5)
    assert sorted(outcomes) == [(0.6, True), (0.9, False)]
    assert redecoded_outcomes([doc], [diffusion], [ar], 0.3) == []


@pytest.mark.skipif(not (SHIPPED_DIFFUSION / "model.safetensors").is_file()
                    or not (SHIPPED_AR / "model.safetensors").is_file(), reason="no shipped checkpoints")
def test_the_fallback_threshold_is_the_strictest_that_dev_and_the_shift_documents_allow(tmp_path) -> None:
    """Both sets are simulated with both models' real answers; each allows its own lowest
    threshold within the tolerance, and the route keeps the highest, at least the floor (nothing
    is written)."""
    from models.dataset import ensure_corpus, load_corpus
    from models.training.route_calibration import calibrate_route

    before = (SHIPPED_DIFFUSION / "dualpath.json").read_bytes()
    data = ensure_corpus(tmp_path / "corpus", n_train=2, n_eval=2, seed=0)
    dev, shift = load_corpus(data, "dev", limit=2), load_corpus(data, "train", limit=2)
    info = calibrate_route(SHIPPED_DIFFUSION, SHIPPED_AR, dev, shift_docs=shift, write=False, log=lambda *a: None)
    assert set(info["fallback_threshold_per_set"]) == set(info["points_per_set"]) == {"dev", "shift"}
    for name, points in info["points_per_set"].items():
        allowed = choose_fallback_threshold([RoutePoint(**p) for p in points], info["accept_threshold"])
        assert info["fallback_threshold_per_set"][name] == allowed
    assert info["fallback_threshold"] == max(*info["fallback_threshold_per_set"].values(), MIN_FALLBACK_THRESHOLD)
    assert info["redecoded_fields"].keys() == {"dev", "shift"}
    assert (SHIPPED_DIFFUSION / "dualpath.json").read_bytes() == before


def test_the_route_lists_a_document_once_where_the_ar_model_read_it_again():
    from models.diffusion.decoder import route_merge
    from pipeline.decoding import SlotPrediction

    def slot(path, raw, confidence, by):
        return SlotPrediction(path, raw, confidence, by)

    diffusion = [slot("documents_required[0]", "PACKING LIST IN 4 COPIES", 0.99, "diffusion"),
                 slot("documents_required[1]", "INSPECTION CERTIFICATE ISSUED BY SGS", 0.99, "diffusion"),
                 slot("documents_required[2]", None, 0.6, "diffusion")]
    ar = [slot("documents_required[2]", "Inspection certificate\nissued by SGS.", 0.9, "autoregressive")]
    merged = {s.path: s for s in route_merge("letter_of_credit", diffusion, ar, Doubts())}
    assert merged["documents_required[2]"].raw is None  # one document, listed once
    other = [slot("documents_required[2]", "FUMIGATION CERTIFICATE", 0.9, "autoregressive")]
    merged = {s.path: s for s in route_merge("letter_of_credit", diffusion, other, Doubts())}
    assert merged["documents_required[2]"].raw == "FUMIGATION CERTIFICATE"
    garbled = [slot("documents_required[0]", "46A Documents Required +PACKING LIST IN 4 COPIES", 0.4, "diffusion"),
               slot("documents_required[1]", "PACKING LIST IN 4 COPIES", 0.99, "diffusion")]
    better = [slot("documents_required[0]", "PACKING LIST IN 4 COPIES", 0.9, "autoregressive")]
    merged = {s.path: s for s in route_merge("letter_of_credit", garbled, better, Doubts())}
    assert merged["documents_required[0]"].raw == "PACKING LIST IN 4 COPIES"  # its own slot read better
    assert merged["documents_required[1]"].raw is None  # the AR model re-read the diffusion model's second
    both = [slot("documents_required[0]", "46A +FUMIGATION", 0.4, "diffusion"),
            slot("documents_required[1]", "FUMI", 0.3, "diffusion")]
    twice = [slot("documents_required[0]", "FUMIGATION CERTIFICATE", 0.9, "autoregressive"),
             slot("documents_required[1]", "Fumigation certificate.", 0.9, "autoregressive")]
    merged = {s.path: s for s in route_merge("letter_of_credit", both, twice, Doubts())}
    assert merged["documents_required[0]"].raw == "FUMIGATION CERTIFICATE"
    assert merged["documents_required[1]"].raw is None  # two re-decoded slots read one item
