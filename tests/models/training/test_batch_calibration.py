"""The batch route's accept thresholds: per kind of answer, the strictest of the sets'."""
from __future__ import annotations

import json
from types import SimpleNamespace

from models.training.ar_calibration import batch_thresholds, write_batch_thresholds
from pipeline.decoding import DecodeResult, SlotPrediction


def _outcomes(right_from: float, wrong: list[float], n: int = 400) -> list[tuple[float, bool]]:
    """``n`` right answers spread over [right_from, 1) and wrong ones at the given confidences."""
    return [(right_from + (1 - right_from) * i / n, True) for i in range(n)] + [(c, False) for c in wrong]


def test_each_kind_takes_the_highest_threshold_of_the_sets():
    sets = {
        "dev": {"value": _outcomes(0.8, [0.5, 0.5, 0.5]), "empty": _outcomes(0.9, [0.6])},
        # the shift documents hold confident wrong values (0.95, 0.96, 0.97) that dev never showed
        "shift": {"value": _outcomes(0.8, [0.95, 0.96, 0.97, 0.5]), "empty": _outcomes(0.9, [])},
    }
    info = batch_thresholds(sets)
    dev, shift = info["per_set"]["value"]["dev"], info["per_set"]["value"]["shift"]
    assert dev["threshold"] == 0.8            # dev alone: every value of 0.8 and up is right
    assert shift["threshold"] > 0.9           # the shift set needs a stricter bar
    assert info["accept_threshold"] == shift["threshold"]
    assert info["accept_threshold_empty"] == 0.9
    for by_set in info["per_set"].values():
        for s in by_set.values():
            assert s["accepted_precision"] >= 0.995


def test_the_thresholds_are_written_beside_the_platt_fit(tmp_path):
    (tmp_path / "dualpath.json").write_text(json.dumps({"calibration": {"method": "platt", "a": 1.0, "b": 0.0,
                                                                       "accept_threshold": 0.87}}))
    seen = []
    decoder = SimpleNamespace(dir=tmp_path, set_calibration=seen.append)
    write_batch_thresholds(decoder, {"accept_threshold": 0.97, "accept_threshold_empty": 0.99}, "dev 3, shift 3")
    calibration = json.loads((tmp_path / "dualpath.json").read_text())["calibration"]
    assert calibration == {"method": "platt", "a": 1.0, "b": 0.0, "accept_threshold": 0.97,
                           "accept_threshold_empty": 0.99, "thresholds_fitted_on": "dev 3, shift 3"}
    assert seen == [calibration]


def test_an_empty_answer_is_reviewed_below_its_own_bar():
    result = DecodeResult("kyc_individual", 1.0, [SlotPrediction("sex", None, 0.98, "autoregressive")],
                          accept_threshold=0.9, accept_threshold_empty=0.99)
    assert result.needs_review(None, 0.98, None)
    assert not result.needs_review("M", 0.98, object())


def test_the_accept_threshold_is_never_below_even_odds():
    from models.training.ar_calibration import MIN_ACCEPT_THRESHOLD, accept_threshold

    # a dev split read almost entirely right: 99.5 % holds at any threshold, the floor decides
    confidence = [0.02, 0.3, 0.45] + [0.99] * 997
    correct = [True, True, True] + [True] * 996 + [False]
    assert accept_threshold(confidence, correct) == MIN_ACCEPT_THRESHOLD == 0.5
    # where the precision bar itself sits higher, the fit decides
    confidence = [0.6] * 50 + [0.9] * 50 + [0.999] * 900
    correct = [False] * 50 + [True] * 50 + [True] * 900
    assert accept_threshold(confidence, correct) == 0.9
