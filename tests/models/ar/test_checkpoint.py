"""The shipped AR checkpoint loads with transformers and extracts a known document."""
import functools
import json
from pathlib import Path

import pytest

from models.checkpoint_files import checkpoint_dir

AR = checkpoint_dir("ar")
pytestmark = pytest.mark.skipif(not (AR / "model.safetensors").exists(), reason="no shipped AR checkpoint")


def test_shipped_checkpoint_is_small_and_described():
    size = sum(p.stat().st_size for p in AR.iterdir() if p.is_file())
    assert size <= 30 * 1024 * 1024
    meta = json.loads((AR / "dualpath.json").read_text())
    for key in ("template_version", "special_tokens", "slots", "max_slot_tokens", "max_doc_tokens", "calibration"):
        assert key in meta
    assert (AR / "MODEL_CARD.md").exists() and (AR / "tokenizer.json").exists()


def test_loads_as_a_transformers_llama():
    from transformers import LlamaConfig

    from models.ar import CopyLlamaForCausalLM

    config = LlamaConfig.from_pretrained(AR)
    assert config.model_type == "llama"
    model = CopyLlamaForCausalLM.from_pretrained(AR)
    assert model.pointer_head is not None


KNOWN = json.loads((Path(__file__).parent.parent / "data" / "known_documents.json").read_text())
# Floors just under what the shipped checkpoint reaches on each known (dev split) document.
# They catch a broken loader, prompt or decoder
# (a random model scores ~0); the model card's 300-document evaluation is the quality measure.
# On the known KYC form the shipped weights read sex "X" as not stated and keep the issuer's code
# before the passport number; on the known credit they leave out its first required document (the
# other five then each stand one place early: six wrong leaves) and read its tolerances, partial
# shipments, port of discharge and latest shipment date as not stated; on the known loan they take
# the co-borrower for the borrower.
FLOOR = {"kyc_individual": 0.85, "letter_of_credit": 0.60, "loan_application": 0.80}


@pytest.mark.parametrize("doc", KNOWN, ids=[d["document_type"] for d in KNOWN])
def test_extracts_a_known_document(doc):
    from models.ar import BatchDecoder
    from models.template import slot_paths
    from models.training.scoring import record_from_slots
    from pipeline.evaluate import compare_records

    decoder = _decoder()
    result = decoder.decode(doc["pages"], doc["document_type"], route="batch")
    assert [s.path for s in result.slots] == slot_paths(doc["document_type"])
    assert all(0.0 <= s.confidence <= 1.0 for s in result.slots)
    assert result.accept_threshold == decoder.accept_threshold and 0.5 <= decoder.accept_threshold < 1.0  # fitted on dev, floored
    assert result.models["autoregressive"].startswith("ar@")
    record = record_from_slots(doc["document_type"], result.slots, doc["pages"])
    leaves = compare_records(doc["document_type"], doc["data"], record)
    accuracy = sum(c.correct for c in leaves) / len(leaves)
    assert accuracy >= FLOOR[doc["document_type"]], [c for c in leaves if not c.correct]


def test_decodes_a_few_slots_and_detects_the_type():
    doc = KNOWN[1]
    decoder = _decoder()
    few = decoder.decode_slots(doc["pages"], doc["document_type"], ["amount", "lc_number"])
    assert [s.path for s in few] == ["lc_number", "amount"]
    full = {s.path: s.raw for s in decoder.decode(doc["pages"], doc["document_type"], route="batch").slots}
    assert [s.raw for s in few] == [full["lc_number"], full["amount"]]  # prompt lookup + prefix reuse = greedy
    again = decoder.decode_slots(doc["pages"], doc["document_type"], ["amount", "lc_number"])
    assert [(s.raw, s.confidence) for s in again] == [(s.raw, s.confidence) for s in few]
    assert decoder.decode(doc["pages"], None, route="batch").document_type == doc["document_type"]


def test_a_lists_items_share_the_cap_of_its_longest_item():
    from models.ar.decoder import list_shared_limits

    caps = {"documents_required[0]": 28, "documents_required[4]": 54, "documents_required[7]": 6, "amount": 10,
            "co_borrowers[0].full_name": 8, "co_borrowers[2].full_name": 6, "co_borrowers[2].date_of_birth": 6}
    assert list_shared_limits(caps) == {"documents_required[0]": 54, "documents_required[4]": 54,
                                        "documents_required[7]": 54, "amount": 10, "co_borrowers[0].full_name": 8,
                                        "co_borrowers[2].full_name": 8, "co_borrowers[2].date_of_birth": 6}
    plan = _decoder().plan("letter_of_credit")
    items = {cap for path, cap in zip(plan.paths, plan.max_tokens) if path.startswith("documents_required[")}
    recorded = json.loads((AR / "dualpath.json").read_text())["max_slot_tokens"]["letter_of_credit"]
    assert items == {max(n for path, n in recorded.items() if path.startswith("documents_required["))}


@functools.cache
def _decoder():
    from models.ar import BatchDecoder

    return BatchDecoder(AR)


def test_prefetched_prefix_gives_the_same_answers_and_is_computed_once():
    """The real-time route prefills the document into the AR model on a background thread while
    the diffusion model decodes; ``decode_slots`` then waits for that prefill instead of redoing it."""
    from models.ar import BatchDecoder

    doc, paths = KNOWN[0], ["full_name", "date_of_birth", "nationality"]
    plain = _decoder().decode_slots(doc["pages"], doc["document_type"], paths)
    decoder = BatchDecoder(AR)
    forwards = []
    original = decoder.model.forward
    decoder.model.forward = lambda *a, **k: forwards.append(k["input_ids"].shape[1]) or original(*a, **k)
    future = decoder.prefetch(doc["pages"], doc["document_type"])
    prefetched = decoder.decode_slots(doc["pages"], doc["document_type"], paths)  # may start before the prefill ends
    future.result()
    assert [(s.path, s.raw, s.confidence) for s in prefetched] == [(s.path, s.raw, s.confidence) for s in plain]
    prompt_len = len(decoder.prompt(doc["pages"], doc["document_type"], decoder.plan(doc["document_type"])))
    assert forwards.count(prompt_len - 1) == 1, forwards  # the document's prefix was prefilled once


def test_decodes_slots_after_given_answers_as_the_whole_decode_does():
    """Given the other slots' answers as context (``models.answer_context``), decoding a few slots
    reads them in the sequence of a whole decode: given the whole decode's own answers, it
    answers as the whole decode did, and the fast decoder's tokens equal greedy's with the same
    context."""
    from models.answer_context import GivenAnswer
    from models.ar.decoder import greedy_decode, slot_items_of

    doc = KNOWN[1]
    decoder, kind = _decoder(), doc["document_type"]
    plan = decoder.plan(kind)
    prompt = decoder.prompt(doc["pages"], kind, plan)
    layout = decoder.prompt_layout(doc["pages"])  # a layout model reads the lines even without geometry
    whole = greedy_decode(decoder.model, prompt, plan, end_id=decoder.tok.end_id, num_special=decoder.tok.num_special,
                          layout=layout)
    spans = decoder.tok.encode_document(doc["pages"]).spans
    context = {}
    for out in whole:
        items = slot_items_of(out.ids, vocab_size=decoder.model.config.vocab_size,
                              n_positions=decoder.model.n_positions, offset=1)
        assert all(item[0] == "span" for item in items), out  # the context carries copies exactly
        chars = tuple((spans[a][0], spans[a][1], spans[b][2]) for _, a, b in items)
        context[out.path] = GivenAnswer(decoder.slot_text(prompt, out.ids, out.path) if out.ids else None, chars)
    paths = ["tolerance_minus_percent", "lc_number", "port_of_discharge"]
    given = {p: a for p, a in context.items() if p not in paths}
    few = decoder.decode_slots(doc["pages"], kind, paths, context=given)
    by_path = {out.path: out for out in whole}
    assert [s.path for s in few] == [p for p in plan.paths if p in paths]
    for slot in few:
        want = by_path[slot.path]
        assert slot.raw == (decoder.slot_text(prompt, want.ids, slot.path) if want.ids else None)
        assert slot.confidence == pytest.approx(decoder.calibration(want.confidence), abs=1e-4)
    # the reference greedy decoder with the same gaps writes the same tokens
    few_plan = decoder.plan(kind, paths)
    few_prompt = decoder.prompt(doc["pages"], kind, few_plan)
    gaps = decoder.context_gaps(kind, few_plan, given, spans, len(few_prompt) - 4)
    assert any(gaps)
    reference = greedy_decode(decoder.model, few_prompt, few_plan, end_id=decoder.tok.end_id,
                              num_special=decoder.tok.num_special, gaps=gaps, layout=layout)
    assert [out.ids for out in reference] == [by_path[p].ids for p in few_plan.paths]
