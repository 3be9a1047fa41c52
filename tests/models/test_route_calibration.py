"""The real-time route's fallback threshold: simulated on known answers, chosen by its rule."""
import json
from pathlib import Path
from types import SimpleNamespace

from models.diffusion.route_calibration import RoutePoint, choose_fallback_threshold, simulate_route
from models.template import parse_slots, slot_targets
from pipeline.normalise import infer_date_order

KNOWN = json.loads((Path(__file__).parent / "data" / "known_documents.json").read_text())


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
