"""Which fields skip review: the accept thresholds of a decode result."""
from __future__ import annotations


def test_an_empty_answer_is_held_to_its_own_accept_threshold():
    from pipeline.decoding import DecodeResult, field_needs_review

    source = {"page": 1, "start": 0, "end": 4, "text": "ABCD"}
    assert not field_needs_review("ABCD", 0.95, source, 0.9, 0.99)   # a found value above the threshold
    assert field_needs_review("ABCD", 0.95, None, 0.9, 0.99)         # not found in the text
    assert field_needs_review("ABCD", 0.85, source, 0.9, 0.99)       # below the threshold
    assert field_needs_review(None, 0.95, None, 0.9, 0.99)           # empty: below the empty threshold
    assert not field_needs_review(None, 0.995, None, 0.9, 0.99)
    assert not field_needs_review(None, 0.95, None, 0.9)             # no empty threshold: the value one
    result = DecodeResult("kyc_individual", 1.0, [], accept_threshold=0.9, accept_threshold_empty=0.99)
    assert result.needs_review(None, 0.95, None) and not result.needs_review("ABCD", 0.95, source)
