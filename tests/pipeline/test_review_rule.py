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


def test_a_redecoded_field_must_also_clear_the_redecoded_threshold():
    from pipeline.decoding import DecodeResult, field_needs_review

    source = {"page": 1, "start": 0, "end": 4, "text": "ABCD"}
    # not re-decoded: the kind's threshold alone, whatever the re-decoded one
    assert not field_needs_review("ABCD", 0.95, source, 0.9, 0.99, accept_threshold_redecoded=0.98)
    # re-decoded: both thresholds
    assert field_needs_review("ABCD", 0.95, source, 0.9, 0.99, redecoded=True, accept_threshold_redecoded=0.98)
    assert not field_needs_review("ABCD", 0.985, source, 0.9, 0.99, redecoded=True, accept_threshold_redecoded=0.98)
    assert field_needs_review(None, 0.985, None, 0.9, 0.99, redecoded=True, accept_threshold_redecoded=0.98)
    # 1.0: no re-decoded field skips review, not even one whose rounded confidence is 1.0
    assert field_needs_review("ABCD", 1.0, source, 0.9, 0.99, redecoded=True, accept_threshold_redecoded=1.0)
    # None: no extra bar
    assert not field_needs_review("ABCD", 0.95, source, 0.9, 0.99, redecoded=True)
    result = DecodeResult("kyc_individual", 1.0, [], accept_threshold=0.9, accept_threshold_redecoded=1.0)
    assert result.needs_review("ABCD", 0.999, source, redecoded=True)
    assert not result.needs_review("ABCD", 0.999, source)


def test_a_confident_redecoded_field_makes_the_envelope_need_review():
    """The pipeline knows which fields the route re-decoded (``fallback_fields``) and holds them to
    the re-decoded threshold: the same confident slots are accepted when nothing was re-decoded."""
    from models.template import parse_slots, slot_targets
    from pipeline.decoding import DecodeResult
    from pipeline.extract import assemble_envelope
    from pipeline.normalise import infer_date_order
    import json
    from pathlib import Path

    raw = json.loads((Path(__file__).parents[1] / "models" / "data" / "known_documents.json").read_text())[1]
    truth = slot_targets(raw["document_type"], raw["data"], raw["pages"], infer_date_order(raw["pages"]))
    slots = parse_slots(raw["document_type"], truth, confidences={p: 0.999 for p in truth}, decoded_by="diffusion")

    def envelope(fallback):
        result = DecodeResult(raw["document_type"], 1.0, list(slots), fallback_fields=list(fallback),
                              accept_threshold=0.9, accept_threshold_redecoded=1.0)
        return assemble_envelope("sha256:" + "0" * 64, raw["pages"], result, route="realtime")

    assert envelope([]).status == "accepted"
    flagged = envelope(["lc_number"])
    assert flagged.status == "needs_review" and "lc_number" in flagged.route.reason
