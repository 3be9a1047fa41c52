"""Acceptance from evidence: the second opinion's agreement, the checks, the measured table."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from pipeline.acceptance import fields_to_show, AcceptanceTable, Evidence, confidence_band, wilson_lower
from pipeline.decoding import DECODERS_DISAGREE, LOW_CONFIDENCE, NOT_IN_TEXT, REDECODED, DecodeResult

SURE = Evidence(empty=False, free_text=False, agree=True, located=True, redecoded=False, band="sure")


def test_a_combination_is_accepted_only_when_its_precision_is_shown_to_reach_the_target():
    outcomes = [(SURE, True)] * 3996 + [(SURE, False)] * 4                  # 0.999 on 4000: bound 0.998
    near = replace(SURE, band="high")
    outcomes += [(near, True)] * 6502 + [(near, False)] * 25                # 0.9962 on 6527: bound 0.9948
    shaky = replace(SURE, agree=False)
    outcomes += [(shaky, True)] * 390 + [(shaky, False)] * 10               # 0.975
    few = replace(SURE, band="fair")
    outcomes += [(few, True)] * 150                                         # 1.0, but 150 fields
    table = AcceptanceTable.measure(outcomes, calibrated_on="test pairs")
    assert table.accepted == {SURE.key}
    assert table.measured[SURE.key]["precision"] == pytest.approx(0.999)
    assert table.measured[near.key]["precision"] > 0.995 and not table.measured[near.key]["accepted"]
    assert table.measured[shaky.key]["wrong"] == 10 and not table.measured[shaky.key]["accepted"]
    assert table.measured[few.key]["share"] == pytest.approx(150 / 11077, abs=1e-6)
    again = AcceptanceTable.from_dict(json.loads(json.dumps(table.to_dict())))
    assert again.accepted == table.accepted and again.measured == table.measured
    assert table.review_reasons(SURE) == []
    assert table.review_reasons(shaky) == [DECODERS_DISAGREE]
    assert table.review_reasons(few) == [LOW_CONFIDENCE]


def test_a_combination_one_source_misreads_is_not_accepted_however_good_the_pool():
    # 0.9983 pooled on 8,000 fields (bound 0.9975), but one generator's 2,000 only 0.9965 (bound 0.9946)
    outcomes = [(SURE, True, "first")] * 3000 + [(SURE, True, "dev")] * 3000
    outcomes += [(SURE, True, "second")] * 1993 + [(SURE, False, "second")] * 7
    table = AcceptanceTable.measure(outcomes)
    assert table.measured[SURE.key]["precision_lower_95"] > 0.995
    assert table.measured[SURE.key]["sources_below_target"] == ["second"]
    assert not table.accepts(SURE)
    # the same mistakes spread over the sources: each source's bound above the target, accepted
    spread = [(SURE, True, name) for name in ("first", "second", "dev") for _ in range(2664)]
    spread += [(SURE, False, name) for name in ("first", "second", "dev") for _ in range(2)]
    assert AcceptanceTable.measure(spread).accepts(SURE)
    # a source with too few fields to show the target even when all are right is judged in the
    # pool only: 400 right of 400 bound 0.9933, under the target
    assert fields_to_show(0.995) == 539
    few = outcomes[:6000] + [(SURE, True, "second")] * 400
    assert AcceptanceTable.measure(few).accepts(SURE)
    assert not AcceptanceTable.measure(few + [(SURE, True, "second")] * 200 + [(SURE, False, "second")] * 2).accepts(SURE)


def test_a_stored_table_judged_again_gives_what_measuring_the_same_fields_gives():
    outcomes = [(SURE, True, "first")] * 3000 + [(SURE, True, "dev")] * 3000
    outcomes += [(SURE, True, "second")] * 1993 + [(SURE, False, "second")] * 7
    near = replace(SURE, free_text=True)
    outcomes += [(near, True, "first")] * 900 + [(near, True, "dev")] * 900
    measured = AcceptanceTable.measure(outcomes)
    stored = json.loads(json.dumps(measured.to_dict()))
    again = AcceptanceTable.rejudge(stored)
    assert again.accepted == measured.accepted == {near.key}
    assert again.measured == measured.measured
    # a table stored before sources were recorded is judged on its pool alone
    pooled = {"measured": {k: {f: v for f, v in m.items() if not f.startswith("sources")}
                           for k, m in stored["measured"].items()}}
    assert AcceptanceTable.rejudge(pooled).accepted == {SURE.key, near.key}


def test_only_the_sure_band_is_ever_trusted_however_right_a_lower_band_measures():
    high = replace(SURE, band="high")
    outcomes = [(SURE, True, "first")] * 3000 + [(high, True, "first")] * 5000 + [(high, True, "second")] * 5000
    table = AcceptanceTable.measure(outcomes)
    assert table.measured[high.key]["precision_lower_95"] > 0.999 and not table.measured[high.key]["accepted"]
    assert table.accepted == {SURE.key}
    assert not table.accepts(replace(high, whole_record_agrees=True))
    assert "sure only" in table.to_dict()["rule"]


def test_evidence_names_what_it_lacks():
    lacking = Evidence(empty=False, free_text=True, agree=False, located=False, redecoded=True, band="low")
    assert lacking.key == "value/text/disagree/unlocated/redecoded/low"
    assert lacking.reasons() == [LOW_CONFIDENCE, NOT_IN_TEXT, REDECODED, DECODERS_DISAGREE]
    assert replace(SURE, agree=None).key == "value/typed/alone/located/first/sure"
    assert replace(SURE, whole_record_agrees=True, scanned=True).key == "value/typed/agree/located/first/sure/whole/scan"
    assert SURE.reasons() == [LOW_CONFIDENCE]  # nothing lacking, yet not trusted by a table
    assert [confidence_band(c) for c in (0.9995, 0.995, 0.99, 0.95, 0.6, 0.2)] == [
        "sure", "high", "high", "fair", "low", "doubtful"]
    assert replace(SURE, band="high").reasons() == [LOW_CONFIDENCE]


def test_wilson_lower_bound():
    assert wilson_lower(0, 0) == 0.0
    assert 0.99 < wilson_lower(1000, 1000) < 1.0
    assert wilson_lower(995, 1000) < 0.995 < wilson_lower(999, 1000)


def _trusting_agreement() -> AcceptanceTable:
    """A table trusting every confident, located, first-pass answer both readings agree on."""
    return AcceptanceTable(frozenset(replace(SURE, empty=empty, free_text=text, whole_record_agrees=whole).key
                                     for empty in (False, True) for text in (False, True)
                                     for whole in (False, True)), {})


def _known_document():
    from models.template import parse_slots, slot_targets
    from pipeline.normalise import infer_date_order

    raw = json.loads((Path(__file__).parents[1] / "models" / "data" / "known_documents.json").read_text())[1]
    truth = slot_targets(raw["document_type"], raw["data"], raw["pages"], infer_date_order(raw["pages"]))
    return raw, truth, parse_slots


def test_the_envelope_flags_where_the_second_opinion_disagrees_and_offers_its_value():
    from pipeline.extract import assemble_envelope

    raw, truth, parse_slots = _known_document()
    first = parse_slots(raw["document_type"], truth, confidences={p: 0.999 for p in truth}, decoded_by="diffusion")
    second_truth = dict(truth, lc_number="ZZ-999")
    second = parse_slots(raw["document_type"], second_truth, confidences={p: 0.99 for p in truth},
                         decoded_by="autoregressive")
    table = _trusting_agreement()
    seen: dict[str, Evidence] = {}

    def envelope(second_opinion, acceptance):
        result = DecodeResult(raw["document_type"], 1.0, list(first), accept_threshold=0.9,
                              second_opinion=second_opinion, acceptance=acceptance)
        return assemble_envelope("sha256:" + "0" * 64, raw["pages"], result, route="realtime",
                                 observe=seen.__setitem__)

    assert envelope(list(first), table).status == "accepted"          # the two readings agree throughout
    assert seen["lc_number"].whole_record_agrees and seen["beneficiary.name"].whole_record_agrees
    apart = [k for k in table.accepted if not k.endswith("/whole")]
    measured_apart = AcceptanceTable(frozenset(apart), {k + "/whole": {"fields": 1, "wrong": 1} for k in apart})
    assert envelope(list(first), measured_apart).status == "needs_review"  # a whole agreement is measured apart
    measured_before = AcceptanceTable(frozenset(apart), {})
    assert envelope(list(first), measured_before).status == "accepted"  # a table from before covers both
    env = envelope(second, table)
    by_path = {f.path: f for f in env.fields}
    assert env.status == "needs_review"
    assert by_path["lc_number"].review == [DECODERS_DISAGREE]
    assert by_path["lc_number"].status == "needs_review"
    assert [a.model_dump() for a in by_path["lc_number"].alternatives] == [
        {"value": "ZZ-999", "decoded_by": "autoregressive"}]
    assert seen["lc_number"].agree is False and seen["beneficiary.name"].agree is True
    assert not seen["beneficiary.name"].whole_record_agrees  # one field apart: not the whole record
    assert seen["beneficiary.name"].free_text and not seen["lc_number"].free_text
    flagged = [f.path for f in env.fields if f.status == "needs_review"]
    assert flagged == ["lc_number"]
    as_json = env.to_json_dict()
    lc = next(f for f in as_json["fields"] if f["path"] == "lc_number")
    assert lc["alternatives"] == [{"value": "ZZ-999", "decoded_by": "autoregressive"}]
    assert all("alternatives" not in f for f in as_json["fields"] if f["path"] != "lc_number")
    # without a table the thresholds decide, as before: the disagreement is not consulted
    assert envelope(second, None).status == "accepted"


def test_a_model_without_a_measured_table_sends_every_field_to_a_person():
    """Thresholds fitted on the training distribution alone accept far too much on documents from
    elsewhere: a route whose models carry no table measured together accepts nothing."""
    from pipeline.decoding import NOT_CALIBRATED
    from pipeline.extract import assemble_envelope

    raw, truth, parse_slots = _known_document()
    first = parse_slots(raw["document_type"], truth, confidences={p: 0.999 for p in truth}, decoded_by="diffusion")

    def envelope(uncalibrated: bool):
        result = DecodeResult(raw["document_type"], 1.0, list(first), accept_threshold=0.9, uncalibrated=uncalibrated)
        return assemble_envelope("sha256:" + "0" * 64, raw["pages"], result, route="realtime")

    assert envelope(False).status == "accepted"  # a stand-in decoder's thresholds still decide
    env = envelope(True)
    assert env.status == "needs_review" and env.validation.valid  # everything read is kept
    assert all(f.status == "needs_review" and NOT_CALIBRATED in f.review for f in env.fields)
    assert [f.value for f in env.fields] == [f.value for f in envelope(False).fields]


def test_a_list_read_with_another_number_of_items_agrees_on_none_of_them():
    from pipeline.extract import assemble_envelope

    raw, truth, parse_slots = _known_document()
    items = sorted((p for p in truth if p.startswith("documents_required[") and truth[p]),
                   key=lambda p: int(p[len("documents_required["):-1]))
    assert len(items) >= 2
    first = parse_slots(raw["document_type"], truth, confidences={p: 0.999 for p in truth}, decoded_by="diffusion")
    fewer = parse_slots(raw["document_type"], {p: v for p, v in truth.items() if p != items[-1]},
                        confidences={p: 0.999 for p in truth}, decoded_by="autoregressive")
    result = DecodeResult(raw["document_type"], 1.0, list(first), second_opinion=fewer,
                          acceptance=_trusting_agreement())
    env = assemble_envelope("sha256:" + "0" * 64, raw["pages"], result, route="realtime")
    reviewed = {f.path for f in env.fields if DECODERS_DISAGREE in f.review}
    assert len(reviewed) == len(items)
    assert reviewed == {f.path for f in env.fields if f.path.startswith("documents_required[")}


def test_a_whole_record_field_is_trusted_by_its_pooled_combination_when_its_own_is_too_few_or_too_short():
    """A field of a wholly agreeing record is also counted in its combination without /whole: when
    the pool shows the target, the whole-record fields go through with the rest, though their own
    combination alone does not (too few fields, or one source too few to show it)."""
    high = replace(SURE, free_text=True)
    whole = replace(high, whole_record_agrees=True)
    outcomes = [(high, True, "first")] * 3000 + [(high, True, "second")] * 3000 + [(high, False, "second")] * 3
    outcomes += [(whole, True, "first")] * 600 + [(whole, False, "first")] * 2   # 0.9967 on 602: bound 0.991
    table = AcceptanceTable.measure(outcomes)
    assert table.measured[whole.key]["fields"] == 602 and not table.measured[whole.key]["accepted"]
    assert table.measured[high.key]["fields"] == 6605 and table.measured[high.key]["wrong"] == 5
    assert table.accepts(high) and table.accepts(whole)
    assert table.to_dict()["pools_whole"] is True
    # without pooling (a table measured before it), the whole-record fields stay out
    unpooled = AcceptanceTable.measure(outcomes, pool_whole=False)
    assert unpooled.accepts(high) and not unpooled.accepts(whole)
    # a stored table keeps its pooling when judged again, and is not counted twice
    again = AcceptanceTable.rejudge(json.loads(json.dumps(table.to_dict())))
    assert again.pools_whole and again.measured[high.key]["fields"] == 6605 and again.accepts(whole)
    # a pooled combination a whole record's mistakes pull under the target trusts neither
    bad = outcomes + [(whole, False, "first")] * 30
    assert not AcceptanceTable.measure(bad).accepts(whole)


def test_the_table_measured_again_from_the_judged_fields_equals_the_run_that_wrote_them(tmp_path):
    from dualpath.calibration import measure_rows

    high = replace(SURE, band="high")
    whole = replace(SURE, whole_record_agrees=True)
    pairs = [(high, True, "first-s11")] * 700 + [(whole, True, "dev")] * 300 + [(SURE, False, "second-s12")] * 2
    rows = [{"set": s, "type": "kyc_individual", "document": k // 20, "path": "sex", "evidence": e.key, "right": r}
            for k, (e, r, s) in enumerate(pairs)]
    (tmp_path / "rows.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    (tmp_path / "ckpt").mkdir()
    (tmp_path / "ckpt" / "dualpath.json").write_text("{}")
    info = measure_rows(tmp_path / "rows.jsonl", "realtime", tmp_path / "ckpt")
    direct = AcceptanceTable.measure([(e, r, s.split("-s")[0]) for e, r, s in pairs]).to_dict()
    assert info["accepted"] == direct["accepted"] and info["measured"] == direct["measured"]
    assert json.loads((tmp_path / "ckpt" / "dualpath.json").read_text())["acceptance"] == info
    assert "first-s11: 35 documents, 700 fields" in info["calibrated_on"]
