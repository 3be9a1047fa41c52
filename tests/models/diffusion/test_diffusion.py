"""The masked-diffusion model, its sampler and the real-time decoder, on tiny CPU models."""
from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest
import torch

from models.diffusion.config import DiffusionConfig
from models.diffusion.layout import MASK, NULL, SlotLayout
from models.diffusion.model import DiffusionModel
from models.diffusion.objective import diffusion_loss, sample_mask_ratios
from models.diffusion.sampler import SamplerParams, read_slots, sample
from pipeline.decoding import NoModelError, SlotPrediction

PAD, END, MASK_ID = 0, 1, 2
SLOTS = [10, 11, 12]
TYPE = 20
LABELS = [30, 31, 32]       # the label token before each slot's value in the toy documents
NEWLINE = 33                # ends every value in the toy documents
WORDS = range(40, 100)
SHIPPED = Path(__file__).resolve().parents[3] / "models" / "checkpoints" / "diffusion"


@pytest.fixture(autouse=True)
def one_thread():
    """Tiny models run fastest on one thread (and do not fight other jobs for the cores)."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def tiny_config(**kw) -> DiffusionConfig:
    base = dict(vocab_size=100, pad_id=PAD, mask_id=MASK_ID, end_id=END, slot_token_ids=SLOTS, type_token_ids=[TYPE],
                d_model=32, n_layers=2, n_heads=4, d_ff=64, max_prefix_len=48, max_span=6)
    return DiffusionConfig(**(base | kw))


def tiny_layout(config: DiffusionConfig) -> SlotLayout:
    return SlotLayout.build(config, "toy", [("a", 10), ("b", 11), ("c", 12)])


def toy_batch(n: int, rng: random.Random) -> tuple[torch.Tensor, torch.Tensor, list[list[list[tuple]]]]:
    """Documents of filler words holding ``LABELS[k] value NEWLINE`` for slot k (absent: no label);
    the values as items (one span each)."""
    docs, values = [], []
    for _ in range(n):
        doc, vals = [rng.choice(WORDS) for _ in range(4)], []
        for k, label in enumerate(LABELS):
            if rng.random() < 0.2:
                vals.append([])
                continue
            value = [rng.choice(WORDS) for _ in range(rng.randint(1, 2 + k))]
            doc += [label]
            vals.append([("span", len(doc), len(doc) + len(value) - 1)])
            doc += [*value, NEWLINE] + [rng.choice(WORDS) for _ in range(rng.randint(0, 3))]
        docs.append(doc)
        values.append(vals)
    P = max(map(len, docs))
    ids = torch.tensor([d + [PAD] * (P - len(d)) for d in docs])
    return ids, ids != PAD, values


def clean_region(layout: SlotLayout, values, doc_mask) -> tuple[torch.Tensor, torch.Tensor]:
    rows = [layout.fill(v, doc_len=int(m.sum()), max_span=6) for v, m in zip(values, doc_mask)]
    return torch.stack([r[0] for r in rows]), torch.stack([r[1] for r in rows])


def partly_masked(seed: int):
    """A tiny untrained model, its layout, 3 toy documents and their clean slot region with every
    third position masked again (committed pointers, NULLs and masks mixed)."""
    torch.manual_seed(0)
    config = tiny_config()
    model = DiffusionModel(config).eval()
    layout = tiny_layout(config)
    doc_ids, doc_mask, values = toy_batch(3, random.Random(seed))
    region, _ = clean_region(layout, values, doc_mask)
    masked = torch.arange(layout.size) % 3 == 0
    region[:, masked] = MASK
    return model, layout, doc_ids, doc_mask, region, masked


def test_prefix_cache_gives_the_same_logits_as_a_full_forward() -> None:
    model, layout, doc_ids, doc_mask, region, _ = partly_masked(0)
    region[0, layout.text_positions[0]] = 55                # a committed suffix token
    with torch.no_grad():
        cache = model.encode_prefix(doc_ids, doc_mask)
        cached = model.denoise(cache, region, layout)
        again = model.denoise(cache, region, layout)         # the cache is reused, unchanged
        full = model.forward_full(doc_ids, doc_mask, region, layout)
    for a, b, c in zip(cached, again, full):
        finite = torch.isfinite(c)
        assert torch.equal(finite, torch.isfinite(a))
        assert (a[finite] - c[finite]).abs().max() < 1e-5
        assert torch.equal(a, b)


def _prefix_tensors(cache) -> list[torch.Tensor]:
    return [t for kv in cache.kv for t in kv] + [cache.start_keys, cache.end_keys, cache.pointed, cache.type_logits]


def test_inference_looks_up_the_token_maps_that_training_computes() -> None:
    """At inference the prefix's per-token linear maps are read from vocabulary tables (ten
    matrix products fewer); they give what the products give, and follow a weight change."""
    torch.manual_seed(0)
    config = tiny_config()
    model = DiffusionModel(config).eval()
    doc_ids, doc_mask, _ = toy_batch(3, random.Random(2))
    for _ in range(2):
        with torch.no_grad():
            looked_up = _prefix_tensors(model.encode_prefix(doc_ids, doc_mask))
        assert model.token_tables() is None          # grad enabled: the products themselves
        computed = _prefix_tensors(model.encode_prefix(doc_ids, doc_mask))
        for a, b in zip(looked_up, computed):
            assert (a - b.detach()).abs().max() < 1e-5
        with torch.no_grad():                        # an optimiser step changes weights in place
            model.start_context[1].weight.add_(0.5)
            model.shift_prev.weight.mul_(2.0)


def test_a_pass_over_the_masked_positions_only_gives_their_full_pass_logits() -> None:
    model, layout, doc_ids, doc_mask, region, masked = partly_masked(3)
    rows = masked.nonzero().flatten()
    with torch.no_grad():
        cache = model.encode_prefix(doc_ids, doc_mask)
        full = model.denoise(cache, region, layout)
        some = model.denoise(cache, region, layout, rows)
    for positions, a, b in zip((layout.pointer_positions, layout.text_positions), full, some):
        assert a.shape == b.shape
        chosen = masked[positions]
        finite = torch.isfinite(a[:, chosen])
        assert torch.equal(finite, torch.isfinite(b[:, chosen]))
        assert (a[:, chosen][finite] - b[:, chosen][finite]).abs().max() < 1e-5
        assert (b[:, ~chosen, 0] == 0).all()              # the others: NULL with probability 1
        assert torch.isinf(b[:, ~chosen, 1:]).all()


def test_padding_a_document_in_a_batch_does_not_change_its_logits() -> None:
    torch.manual_seed(0)
    config = tiny_config()
    model = DiffusionModel(config).eval()
    layout = tiny_layout(config)
    doc_ids, doc_mask, _ = toy_batch(4, random.Random(1))
    region = torch.full((4, layout.size), MASK)
    with torch.no_grad():
        batched = model.denoise(model.encode_prefix(doc_ids, doc_mask), region, layout)
        n = int(doc_mask[0].sum())
        alone = model.denoise(model.encode_prefix(doc_ids[:1, :n], doc_mask[:1, :n]), region[:1], layout)
    assert (batched[0][:1, :, : n + 1] - alone[0]).abs().max() < 1e-5
    assert (batched[0][:1, :, n + 1:].exp() < 1e-12).all()   # padding is never pointed at
    assert (batched[1][:1] - alone[1]).abs().max() < 1e-5


def test_layout_fill_and_read_round_trip() -> None:
    config = tiny_config()
    layout = tiny_layout(config)
    values = [[("span", 3, 5)], [], [("span", 7, 7), ("span", 1, 2), ("text", [44])]]
    codes, trainable = layout.fill(values, doc_len=20, max_span=6)
    assert layout.size == 3 * 5 and trainable.all()
    assert codes.tolist() == [3, 5, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 7, 7, 1, 2, 44]
    assert layout.read(codes) == values
    # what a block cannot hold is left out of training: three spans, long text, a span past the document
    for bad in ([("span", 1, 1), ("span", 3, 3), ("span", 5, 5)], [("text", [44, 45])], [("span", 18, 21)],
                [("span", 1, 9)]):
        codes, trainable = layout.fill([bad, [], []], doc_len=20, max_span=6)
        assert not trainable[:5].any() and (codes[:5] == MASK).all() and trainable[5:].all()


def _untrained_sampler_inputs(n: int):
    """An untrained tiny model (seed 0), its layout, and the prefix cache of ``n`` toy documents."""
    torch.manual_seed(0)
    config = tiny_config()
    model = DiffusionModel(config).eval()
    doc_ids, doc_mask, _ = toy_batch(n, random.Random(2))
    return model, tiny_layout(config), doc_mask, model.encode_prefix(doc_ids, doc_mask)


@pytest.mark.parametrize("params", [SamplerParams(max_passes=5), SamplerParams(max_passes=3, threshold=0.5),
                                    SamplerParams(max_passes=4, threshold=None), SamplerParams(max_passes=1)])
def test_sampler_terminates_commits_each_pass_and_is_deterministic(params: SamplerParams) -> None:
    model, layout, doc_mask, cache = _untrained_sampler_inputs(2)
    result = sample(model, cache, layout, params)
    assert 1 <= result.passes <= params.max_passes
    assert not (result.region == MASK).any()
    for row in result.committed_at:
        assert set(range(result.passes)) <= set(row.tolist()), "every pass commits at least one position"
    again = sample(model, cache, layout, params)
    assert torch.equal(result.region, again.region) and torch.equal(result.prob, again.prob)
    for row in range(2):
        for slot in read_slots(result, layout, row=row):
            assert 0.0 <= slot.prob_product <= slot.prob_min <= 1.0
            for item in slot.items:   # spans are well formed and within the document
                if item[0] == "span":
                    assert 0 <= item[1] <= item[2] < int(doc_mask[row].sum()) and item[2] - item[1] < 6


def test_mask_ratios_are_stratified_and_bounded() -> None:
    t = sample_mask_ratios(8, torch.Generator().manual_seed(0))
    assert t.min() > 0 and t.max() <= 1
    assert sorted((t * 8).floor().clamp(max=7).long().tolist()) == list(range(8))


def _toy_training(steps: int) -> tuple[float, float, DiffusionModel]:
    torch.manual_seed(0)
    config = tiny_config()
    model = DiffusionModel(config)
    layout = tiny_layout(config)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    gen, rng = torch.Generator().manual_seed(0), random.Random(0)
    losses = []
    for _ in range(steps):
        doc_ids, doc_mask, values = toy_batch(16, rng)
        clean, trainable = clean_region(layout, values, doc_mask)
        loss = diffusion_loss(model, model.encode_prefix(doc_ids, doc_mask), clean, trainable, layout, gen)
        opt.zero_grad()
        loss.backward()
        opt.step()
        losses.append(float(loss.detach()))
    first, last = sum(losses[:10]) / 10, sum(losses[-10:]) / 10
    return first, last, model.eval()


def test_masked_diffusion_loss_decreases_in_a_short_toy_run() -> None:
    first, last, _ = _toy_training(steps=100)
    assert last < 0.5 * first, (first, last)


def test_toy_model_learns_to_point_at_values() -> None:
    _, _, model = _toy_training(steps=250)
    layout = tiny_layout(model.config)
    doc_ids, doc_mask, values = toy_batch(16, random.Random(99))
    result = sample(model, model.encode_prefix(doc_ids, doc_mask), layout, SamplerParams(max_passes=4))
    right = total = 0
    for row, truth in enumerate(values):
        got = layout.read(result.region[row])
        right += sum(g == t for g, t in zip(got, truth))
        total += len(truth)
    assert right / total > 0.8, right / total


# -- checkpoints and the real-time decoder ----------------------------------------------------

@pytest.fixture(scope="module")
def toy_checkpoint(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A briefly trained checkpoint on the toy corpus (a few seconds)."""
    import argparse

    from models.training.train_diffusion import run

    out = tmp_path_factory.mktemp("diffusion")
    args = argparse.Namespace(out=str(out), toy=True, n_train=30, n_eval=3, steps=6, d_model=32, n_layers=1,
                              n_heads=2, d_ff=64, vocab_size=400, max_passes=4, batch_docs=2, masks_per_doc=2,
                              max_prefix_len=256, seed=0, latency_docs=2)
    assert run(args) == 0
    return out


def test_checkpoint_directory_loads_and_reports_metrics(toy_checkpoint: Path) -> None:
    from models.diffusion.checkpoint import load_checkpoint

    names = {p.name for p in toy_checkpoint.iterdir()}
    assert {"config.json", "model.safetensors", "tokenizer.json", "dualpath.json", "MODEL_CARD.md",
            "loss.csv", "loss.png", "metrics.json"} <= names
    ckpt = load_checkpoint(toy_checkpoint)
    meta = json.loads((toy_checkpoint / "dualpath.json").read_text())
    assert meta["special_tokens"]["<mask>"] == ckpt.model.config.mask_id
    assert meta["calibration"]["method"] == "platt"
    assert meta["sampler"]["max_passes"] == 4
    metrics = json.loads((toy_checkpoint / "metrics.json").read_text())
    assert set(metrics["dev"]) >= {"field_accuracy", "document_exact_match", "type_accuracy", "ece"}
    assert "latency_ms" in metrics


def test_evaluate_only_rescores_a_checkpoint_as_its_training_run_did(toy_checkpoint: Path, tmp_path: Path) -> None:
    """`dualpath train --model diffusion --evaluate-only`: same weights, same corpus -> the same
    scores as the training run's own evaluation, and the training facts are kept."""
    import argparse
    import shutil

    from models.training.train_diffusion import evaluate_only

    copy = tmp_path / "checkpoint"
    shutil.copytree(toy_checkpoint, copy)
    before = json.loads((copy / "metrics.json").read_text())
    assert evaluate_only(argparse.Namespace(out=str(copy), threads=None, data=None)) == 0
    after = json.loads((copy / "metrics.json").read_text())
    for split in ("dev", "test"):
        assert after[split]["field_accuracy"] == before[split]["field_accuracy"]
        assert after[split]["absent_fields_null_rate"] == before[split]["absent_fields_null_rate"]
    assert (after["steps"], after["parameters"]) == (before["steps"], before["parameters"])
    assert "field accuracy" in (copy / "MODEL_CARD.md").read_text()


class FakeAR:
    version = "fake-ar@000"

    def __init__(self) -> None:
        self.calls: list[list[str]] = []
        self.contexts: list[dict] = []

    def decode_slots(self, pages, document_type, paths, *, context=None, drafts=None):
        self.calls.append(list(paths))
        self.contexts.append(dict(context or {}))
        return [SlotPrediction(p, "FROM AR", 0.99, "autoregressive") for p in paths]


def test_realtime_decoder_sends_low_confidence_fields_to_the_ar_model(toy_checkpoint: Path) -> None:
    from models.dataset import toy_documents
    from models.diffusion import RealtimeDecoder

    doc = toy_documents(1, seed=5, split="test")[0]
    everything = RealtimeDecoder(toy_checkpoint, fallback=FakeAR(), classifier=None, threshold=1.01)
    result = everything.decode(doc.pages, doc.document_type, route="realtime")
    assert result.document_type == doc.document_type
    assert result.fallback_fields == [s.path for s in result.slots]
    assert all(s.decoded_by == "autoregressive" and s.raw == "FROM AR" for s in result.slots)
    assert set(result.models) == {"diffusion", "autoregressive"} and result.reason
    # the toy checkpoint has no acceptance table: its thresholds let nothing through unreviewed
    assert everything.acceptance is None and result.uncalibrated and result.second_opinion is None
    assert everything.redecode(doc.pages, doc.document_type, ["lc_number"])[0].raw == "FROM AR"

    # At threshold 0 no field falls back for its confidence: only the doubted ones are sent.
    from models.diffusion.decoder import Doubts

    fake = FakeAR()
    nothing = RealtimeDecoder(toy_checkpoint, fallback=fake, classifier=None, threshold=0.0)
    extraction = nothing.extractor.extract(doc.pages, doc.document_type)
    doubts = Doubts.of(extraction).routed(set())
    result = nothing.finish(doc.pages, extraction)
    doubted = [f.path for f in extraction.fields if f.path in doubts]
    assert sum(fake.calls, []) == sorted(doubted, key=lambda p: p in doubts.shaped or p in doubts.empty)
    assert len(fake.calls) <= 2
    assert set(result.fallback_fields) <= set(doubted)
    assert all(s.decoded_by == "diffusion" for s in result.slots if s.path not in doubts)


def test_the_ar_model_reads_the_unsure_fields_after_the_diffusion_models_sure_answers(toy_checkpoint: Path) -> None:
    """The fallback gets, as context, the diffusion model's answers it would accept (at or above
    the accept threshold) of every field it does not re-decode, with the characters they copy."""
    from models.dataset import toy_documents
    from models.diffusion import RealtimeDecoder

    doc = toy_documents(1, seed=5, split="test")[0]
    fake = FakeAR()
    decoder = RealtimeDecoder(toy_checkpoint, fallback=fake, classifier=None, threshold=0.0)
    extraction = decoder.extractor.extract(doc.pages, doc.document_type)
    confidences = sorted(f.confidence for f in extraction.fields)
    decoder.accept_threshold = decoder.context_bar = confidences[len(confidences) // 2]
    decoder.threshold = confidences[len(confidences) // 4] + 1e-9   # a quarter of the fields are unsure
    decoder.finish(doc.pages, extraction)
    sent = set(sum(fake.calls, []))
    sure = {f.path for f in extraction.fields if f.confidence >= decoder.accept_threshold} - sent
    assert sent and sure and all(set(context) == sure for context in fake.contexts)
    by_path = {f.path: f for f in extraction.fields}
    for path, answer in fake.contexts[0].items():
        assert answer.text == by_path[path].text
        if by_path[path].spans and answer.text is not None:
            page, start, end = answer.chars[0]
            assert doc.pages[page][start:end].strip() and len(answer.chars) == len(by_path[path].spans)

    fake.calls.clear(), fake.contexts.clear()
    decoder.answer_context = False
    decoder.finish(doc.pages, extraction)
    assert fake.calls and all(context == {} for context in fake.contexts)


def test_a_field_pointing_at_a_more_confident_fields_words_goes_to_the_ar_model(toy_checkpoint: Path) -> None:
    """Two fields answered with the same span of the document: the less confident one is
    re-decoded by AR whatever its confidence (a missing transhipment clause answered with the
    partial-shipments one); a tie keeps the earlier field; fields with spans of their own stay."""
    from models.diffusion import RealtimeDecoder
    from models.diffusion.extractor import Extraction, FieldDecode, shared_span_doubts

    fields = [FieldDecode("lc_number", "LC1", 0.99, 0.99, spans=((3, 4),)),
              FieldDecode("partial_shipments", "ALLOWED", 0.99, 0.99, spans=((10, 10),)),
              FieldDecode("transhipment", "ALLOWED", 0.97, 0.97, spans=((10, 10),)),
              FieldDecode("tolerance_plus_percent", "5", 0.98, 0.98, spans=((20, 20),)),
              FieldDecode("tolerance_minus_percent", "5", 0.98, 0.98, spans=((20, 20),)),
              FieldDecode("port_of_loading", "ANTWERP", 0.99, 0.99, spans=((30, 30),))]
    assert shared_span_doubts(fields) == ["transhipment", "tolerance_minus_percent"]
    fake = FakeAR()
    decoder = RealtimeDecoder(toy_checkpoint, fallback=fake, classifier=None, threshold=0.5)
    result = decoder.finish(["page"], Extraction("letter_of_credit", 1.0, fields, passes=1))
    assert len(fake.calls) == 1 and sorted(fake.calls[0]) == ["tolerance_minus_percent", "transhipment"]
    assert sorted(result.fallback_fields) == ["tolerance_minus_percent", "transhipment"]
    assert "2 pointing at the same text as a more confident field" in result.reason
    by_path = {s.path: s for s in result.slots}
    assert by_path["transhipment"].decoded_by == "autoregressive"
    assert by_path["partial_shipments"].decoded_by == "diffusion"


def test_without_an_ar_model_a_field_sharing_a_more_confident_fields_words_is_reviewed(toy_checkpoint: Path) -> None:
    """No AR model to ask: the doubted field keeps its answer but at most 0.5 confidence, so the
    envelope sends it to review instead of accepting it at 0.97."""
    from models.diffusion import RealtimeDecoder
    from models.diffusion.decoder import SHARED_SPAN_CONFIDENCE
    from models.diffusion.extractor import Extraction, FieldDecode

    fields = [FieldDecode("partial_shipments", "ALLOWED", 0.99, 0.99, spans=((10, 10),)),
              FieldDecode("transhipment", "ALLOWED", 0.97, 0.97, spans=((10, 10),))]
    decoder = RealtimeDecoder(toy_checkpoint, fallback=None, classifier=None, threshold=0.5)
    # the toy checkpoint's own threshold is fitted on its 3 dev documents (anywhere from 0.2 up, as
    # its few-step answers go); a calibrated route's is above 0.9 (the shipped one: 0.99)
    decoder.accept_threshold = 0.9
    result = decoder.finish(["page"], Extraction("letter_of_credit", 1.0, fields, passes=1))
    by_path = {s.path: s for s in result.slots}
    assert by_path["transhipment"].raw == "ALLOWED" and by_path["transhipment"].confidence == SHARED_SPAN_CONFIDENCE
    assert not result.needs_review("ALLOWED", by_path["partial_shipments"].confidence, "span")
    assert by_path["partial_shipments"].confidence == 0.99 and result.fallback_fields == []
    assert "no AR model to re-decode them" in result.reason
    assert result.needs_review("ALLOWED", by_path["transhipment"].confidence, "span")


class AnsweringAR(FakeAR):
    """An AR fallback with a given answer per path."""

    def __init__(self, answers: dict[str, tuple[str, float]]) -> None:
        super().__init__()
        self.answers = answers

    def decode_slots(self, pages, document_type, paths, *, context=None, drafts=None):
        self.calls.append(list(paths))
        return [SlotPrediction(p, *self.answers[p], "autoregressive") for p in paths]


def test_a_customers_field_answered_from_the_issuers_letterhead_goes_to_the_ar_model(toy_checkpoint: Path) -> None:
    """A KYC nationality whose span starts in the letterhead (the bank's "Germany") is re-decoded
    however confident; a readable AR answer wins and is reviewed (at most 0.5); fields after the
    letterhead stay with the diffusion model."""
    from models.diffusion import RealtimeDecoder
    from models.diffusion.decoder import SHARED_SPAN_CONFIDENCE
    from models.diffusion.extractor import Extraction, FieldDecode, letterhead_doubts

    fields = [FieldDecode("full_name", "Daisuke Sato", 0.99, 0.99, spans=((40, 42),)),
              FieldDecode("nationality", "Germany", 0.97, 0.97, spans=((8, 8),)),
              FieldDecode("id_issuing_country", "Japan", 0.97, 0.97, spans=((60, 60),))]
    assert letterhead_doubts("kyc_individual", fields, head_tokens=10) == ["nationality"]
    assert letterhead_doubts("kyc_individual", fields, head_tokens=0) == []
    ar = AnsweringAR({"nationality": ("Japanese", 0.93)})
    decoder = RealtimeDecoder(toy_checkpoint, fallback=ar, classifier=None, threshold=0.5)
    result = decoder.finish(["page"], Extraction("kyc_individual", 1.0, fields, passes=1, letterhead_tokens=10))
    assert ar.calls == [["nationality"]] and result.fallback_fields == ["nationality"]
    assert "1 answered from the issuer's letterhead" in result.reason
    by_path = {s.path: s for s in result.slots}
    assert by_path["nationality"].raw == "Japanese" and by_path["nationality"].decoded_by == "autoregressive"
    assert by_path["nationality"].confidence <= SHARED_SPAN_CONFIDENCE
    assert by_path["id_issuing_country"].raw == "Japan" and by_path["id_issuing_country"].decoded_by == "diffusion"


def test_an_ar_answer_its_field_cannot_hold_does_not_replace_a_letterhead_answer(toy_checkpoint: Path) -> None:
    """The AR model answering a nationality with a person's name (one `train` document): the
    letterhead answer keeps its confidence and wins the merge."""
    from models.diffusion import RealtimeDecoder
    from models.diffusion.extractor import Extraction, FieldDecode

    fields = [FieldDecode("nationality", "Türkiye", 0.90, 0.90, spans=((3, 3),))]
    ar = AnsweringAR({"nationality": ("Esra Sahin", 0.78)})
    decoder = RealtimeDecoder(toy_checkpoint, fallback=ar, classifier=None, threshold=0.5)
    result = decoder.finish(["page"], Extraction("kyc_individual", 1.0, fields, passes=1, letterhead_tokens=5))
    assert ar.calls == [["nationality"]]
    nationality = next(s for s in result.slots if s.path == "nationality")
    assert nationality.raw == "Türkiye" and nationality.decoded_by == "diffusion"


def test_an_answer_shaped_unlike_its_fields_value_goes_to_the_ar_model(toy_checkpoint: Path) -> None:
    """A full name of one word is re-decoded however confident; a readable AR answer wins and is
    reviewed. Without an AR model the doubted answer stays, at most 0.5, and an empty one as it was."""
    from models.diffusion import RealtimeDecoder
    from models.diffusion.decoder import SHARED_SPAN_CONFIDENCE
    from models.diffusion.extractor import Extraction, FieldDecode

    fields = [FieldDecode("full_name", "HOFFMANN", 0.99, 0.99, spans=((4, 4),)),
              FieldDecode("date_of_birth", "1 May 1970", 0.99, 0.99, spans=((9, 11),)),
              FieldDecode("sex", None, 0.99, 0.99)]
    ar = AnsweringAR({"full_name": ("LENA HOFFMANN", 0.78), "sex": (None, 0.9)})
    decoder = RealtimeDecoder(toy_checkpoint, fallback=ar, classifier=None, threshold=0.5)
    result = decoder.finish(["page"], Extraction("kyc_individual", 1.0, fields, passes=1))
    assert ar.calls == [["full_name", "sex"]]
    assert "1 shaped unlike their field's value" in result.reason and "1 left empty" in result.reason
    by_path = {s.path: s for s in result.slots}
    assert by_path["full_name"].raw == "LENA HOFFMANN" and by_path["full_name"].confidence <= SHARED_SPAN_CONFIDENCE
    assert result.fallback_fields == ["full_name"]   # the empty sex was only checked: it stood

    alone = RealtimeDecoder(toy_checkpoint, fallback=None, classifier=None, threshold=0.5)
    by_path = {s.path: s for s in alone.finish(["page"], Extraction("kyc_individual", 1.0, fields, passes=1)).slots}
    assert by_path["full_name"].raw == "HOFFMANN" and by_path["full_name"].confidence <= SHARED_SPAN_CONFIDENCE
    assert by_path["sex"].raw is None and by_path["sex"].confidence == 0.99


def test_an_empty_answer_gives_way_only_to_a_sure_ar_answer(toy_checkpoint: Path) -> None:
    """The diffusion model left two fields empty and is unsure of a third, so the AR model reads
    the document: it checks the empty answers too. Its answer at ``EMPTY_REPLACED_FROM`` (below
    the accept threshold) replaces an empty one (and is reviewed); the one below it leaves the
    empty answer standing, with the
    acceptance rule of an empty answer (not among the re-decoded fields). With no other reason to
    call the AR model, the empty answers are not sent."""
    from models.diffusion import RealtimeDecoder
    from models.diffusion.decoder import EMPTY_REPLACED_FROM
    from models.diffusion.extractor import Extraction, FieldDecode

    fields = [FieldDecode("sex", None, 0.995, 0.995),
              FieldDecode("nationality", "Japanese", 0.3, 0.3, spans=((5, 5),)),
              FieldDecode("tax_identification_number", None, 0.995, 0.995)]
    assert EMPTY_REPLACED_FROM < 0.98
    ar = AnsweringAR({"sex": ("F", EMPTY_REPLACED_FROM - 0.01), "nationality": ("Japanese", 0.9),
                      "tax_identification_number": ("HP 35 50 44 D", 0.98)})
    decoder = RealtimeDecoder(toy_checkpoint, fallback=ar, classifier=None, threshold=0.5)
    decoder.accept_threshold = 0.99
    result = decoder.finish(["page"], Extraction("kyc_individual", 1.0, fields, passes=1))
    # The unsure field in one sequence, the empty answers in their own (not changing its answer).
    assert ar.calls == [["nationality"], ["sex", "tax_identification_number"]]
    by_path = {s.path: s for s in result.slots}
    assert by_path["sex"].raw is None and by_path["sex"].decoded_by == "diffusion"
    assert by_path["tax_identification_number"].raw == "HP 35 50 44 D"
    assert by_path["tax_identification_number"].confidence <= 0.5
    assert result.fallback_fields == ["nationality", "tax_identification_number"]
    assert "it checked 1 empty answer(s) and left them" in result.reason

    sure = [f if f.path != "nationality" else FieldDecode("nationality", "Japanese", 0.99, 0.99, spans=((5, 5),))
            for f in fields]
    ar.calls.clear()
    result = decoder.finish(["page"], Extraction("kyc_individual", 1.0, sure, passes=1))
    assert ar.calls == [] and result.fallback_fields == []
    assert {s.path: s.raw for s in result.slots}["tax_identification_number"] is None


def test_a_letter_of_credits_bank_fields_may_be_the_letterhead() -> None:
    """The issuer's letterhead is a bank: a letter of credit's bank fields may point at it; its
    applicant and beneficiary may not."""
    from models.diffusion.extractor import FieldDecode, letterhead_doubts

    fields = [FieldDecode("available_with", "HAMBURGER HANSA BANK AG", 0.99, 0.99, spans=((0, 4),)),
              FieldDecode("applicant.name", "HAMBURGER HANSA BANK AG", 0.99, 0.99, spans=((0, 4),)),
              FieldDecode("beneficiary.address", "Hamburg", 0.99, 0.99, spans=((6, 7),))]
    assert letterhead_doubts("letter_of_credit", fields, head_tokens=10) == ["applicant.name", "beneficiary.address"]


def test_the_extractor_counts_the_letterhead_tokens(toy_checkpoint: Path) -> None:
    from models.diffusion.checkpoint import load_checkpoint
    from models.diffusion.extractor import DiffusionExtractor
    from pipeline.letterhead import letterhead_end

    page = ("Hamburger Hansa Bank AG\nFriedrichstraße 16\n20095 Hamburg\nGermany\n"
            "Account opening application\nNationality: Japanese\n")
    extractor = DiffusionExtractor(load_checkpoint(toy_checkpoint))
    extraction = extractor.extract([page], "kyc_individual")
    encoding = extractor.tokenizer.encode_document([page])
    head = letterhead_end([page])
    assert head == page.index("\nAccount")
    inside = [i for i, (_, start, _) in enumerate(encoding.spans) if start < head]
    assert extraction.letterhead_tokens == len(inside) > 0
    assert extractor.extract(["Account opening application\nNationality: Japanese\n"], "kyc_individual").letterhead_tokens == 0


class PrefetchingFakeAR(FakeAR):
    def __init__(self) -> None:
        super().__init__()
        self.prefetched: list[str] = []

    def prefetch(self, pages, document_type):
        self.prefetched.append(document_type)


def test_realtime_decoder_prefetches_the_ar_prefill_only_onto_a_free_core(toy_checkpoint: Path,
                                                                          monkeypatch) -> None:
    """By default the background AR prefill runs only when torch leaves a core unused: on 2 cores
    with 2 torch threads it slowed the route (the two fought over the cores)."""
    from models.dataset import toy_documents
    from models.diffusion import RealtimeDecoder

    doc = toy_documents(1, seed=5, split="test")[0]
    monkeypatch.setattr("models.diffusion.decoder.available_cores", lambda: 2)
    threads = torch.get_num_threads()
    try:
        for torch_threads, expected in ((2, []), (1, [doc.document_type])):
            torch.set_num_threads(torch_threads)
            fake = PrefetchingFakeAR()
            RealtimeDecoder(toy_checkpoint, fallback=fake, classifier=None, threshold=0.0).decode(
                doc.pages, doc.document_type, route="realtime")
            assert fake.prefetched == expected, torch_threads
        fake = PrefetchingFakeAR()  # an explicit setting wins
        RealtimeDecoder(toy_checkpoint, fallback=fake, classifier=None, threshold=0.0,
                        prefetch_fallback=False).decode(doc.pages, doc.document_type, route="realtime")
        assert fake.prefetched == []
    finally:
        torch.set_num_threads(threads)


class FakeClassifier:
    def predict(self, pages):
        return "loan_application", 0.75


def test_realtime_decoder_takes_the_type_from_its_classifier(toy_checkpoint: Path) -> None:
    from models.dataset import toy_documents
    from models.diffusion import RealtimeDecoder

    doc = toy_documents(1, seed=6, split="test")[0]
    decoder = RealtimeDecoder(toy_checkpoint, fallback=None, classifier=FakeClassifier(), threshold=0.0)
    result = decoder.decode(doc.pages, None, route="realtime")
    assert (result.document_type, result.type_confidence) == ("loan_application", 0.75)
    assert [s.path for s in result.slots][0] == "application_number"
    assert decoder.decode(doc.pages, "kyc_individual", route="realtime").type_confidence == 1.0


def test_missing_checkpoint_raises_no_model_error(tmp_path: Path) -> None:
    from models.diffusion import RealtimeDecoder

    with pytest.raises(NoModelError, match="dualpath train --model diffusion"):
        RealtimeDecoder(tmp_path / "nowhere")


def test_platt_calibration_lowers_ece_on_held_out_scores() -> None:
    """Over-confident raw scores (right 60 % of the time at 0.95): calibration fitted on one half
    brings the other half's ECE down."""
    from models.calibration import expected_calibration_error, fit_platt

    rng = random.Random(0)
    raw, right = [], []
    for _ in range(2000):
        r = rng.random()
        raw.append(0.5 + 0.5 * r)
        right.append(rng.random() < 0.3 + 0.4 * r)
    calibration = fit_platt(raw[:1000], right[:1000])
    before = expected_calibration_error(raw[1000:], right[1000:])
    after = expected_calibration_error([calibration(r) for r in raw[1000:]], right[1000:])
    assert after < 0.5 * before, (before, after)


def _known_documents() -> list[dict]:
    path = SHIPPED / "known_document.json"
    return json.loads(path.read_text()) if path.exists() else []


@pytest.mark.skipif(not (SHIPPED / "known_document.json").exists(), reason="no shipped diffusion checkpoint with "
                    "a known_document.json (training writes one per type it extracts entirely right on dev)")
def test_shipped_checkpoint_extracts_known_documents() -> None:
    from models.diffusion import RealtimeDecoder

    known = _known_documents()
    known = known if isinstance(known, list) else [known]
    assert known
    decoder = RealtimeDecoder(SHIPPED, fallback=None, classifier=None)
    assert (SHIPPED / "model.safetensors").stat().st_size < 30 * 2**20
    for doc in known:
        result = decoder.decode(doc["pages"], None, route="realtime")
        assert result.document_type == doc["document_type"]
        got = {s.path: s.raw for s in result.slots}
        for path, raw in doc["slots"].items():
            assert (got[path] or "").casefold() == (raw or "").casefold(), (doc["stem"], path)


@pytest.mark.skipif(not (SHIPPED / "metrics.json").exists(), reason="no shipped diffusion checkpoint")
def test_shipped_calibration_lowers_ece_on_held_out_documents() -> None:
    """Platt scaling fitted on half of dev lowers the ECE on the other half (documents it never saw,
    from the same layout families). On test (unseen families, much lower accuracy) the dev calibration
    does not transfer; the model card reports both."""
    check = json.loads((SHIPPED / "metrics.json").read_text())["calibration_check"]
    assert check["held_out_documents"] >= 50
    assert check["ece_calibrated"] <= check["ece_raw"], check


def test_fallback_keeps_the_better_supported_answer() -> None:
    from models.diffusion.decoder import merge

    diffusion = [SlotPrediction("a", "X1", 0.8, "diffusion"), SlotPrediction("b", "Y1", 0.3, "diffusion"),
                 SlotPrediction("c", "Z", 0.4, "diffusion"), SlotPrediction("d", "W", 0.5, "diffusion")]
    ar = [SlotPrediction("a", "X2", 0.6, "autoregressive"), SlotPrediction("b", "Y2", 0.9, "autoregressive"),
          SlotPrediction("c", " z ", 0.7, "autoregressive")]
    got = {s.path: (s.raw, s.confidence, s.decoded_by) for s in merge(diffusion, ar)}
    assert got["a"][0::2] == ("X1", "diffusion")          # AR less sure: the diffusion answer stays,
    assert got["a"][1] == pytest.approx(0.4)               # at most 1 - P(AR's answer)
    assert got["b"][0::2] == ("Y2", "autoregressive")     # AR surer: its answer wins
    assert got["b"][1] == pytest.approx(0.7)
    assert got["c"] == (" z ", 0.7, "autoregressive")    # agreement: the higher confidence
    assert got["d"] == ("W", 0.5, "diffusion")           # not re-decoded


def test_realtime_decoder_carries_the_empty_answer_threshold(toy_checkpoint: Path, tmp_path: Path) -> None:
    """`dualpath calibrate-route` stores a second accept threshold for empty answers; the decoder
    hands it to the pipeline with each result (absent from older checkpoints: the value one)."""
    import shutil

    from models.dataset import toy_documents
    from models.diffusion import RealtimeDecoder

    doc = toy_documents(1, seed=5, split="test")[0]
    old = RealtimeDecoder(toy_checkpoint, fallback=None, classifier=None).decode(doc.pages, doc.document_type)
    assert old.accept_threshold_empty is None
    assert old.needs_review(None, old.accept_threshold, None) is False

    calibrated = tmp_path / "calibrated"
    shutil.copytree(toy_checkpoint, calibrated)
    meta = json.loads((calibrated / "dualpath.json").read_text())
    meta.update(accept_threshold=0.9, accept_threshold_empty=0.99)
    (calibrated / "dualpath.json").write_text(json.dumps(meta))
    result = RealtimeDecoder(calibrated, fallback=None, classifier=None).decode(doc.pages, doc.document_type)
    assert (result.accept_threshold, result.accept_threshold_empty) == (0.9, 0.99)
    assert result.needs_review(None, 0.95, None) and not result.needs_review(None, 0.995, None)


@pytest.mark.skipif(not (SHIPPED / "metrics.json").exists(), reason="no shipped diffusion checkpoint")
def test_the_shipped_route_redecodes_a_field_the_diffusion_model_got_wrong(monkeypatch) -> None:
    """A `test` credit (a layout family never trained on) whose applicant's address the diffusion
    model answers, surely, with a person's name: above the fallback threshold, so the threshold
    alone would keep it, but shaped unlike an address, which the route's shape check doubts
    whatever the confidence. The route sends that field to the AR model, whose answer, the true
    address, replaces it in the envelope."""
    from models.diffusion import RealtimeDecoder
    from pipeline.extract import extract_document
    from pipeline.fields import get_path, spec_for
    from pipeline.ingest import ingest_bytes
    from pipeline.normalise import normalise_value
    from corpus.synth.corpus import render_one

    monkeypatch.delenv("DUALPATH_CHECKPOINT_DIR", raising=False)
    kind, path = "letter_of_credit", "applicant.address"
    document = render_one(kind, 8, seed=0, split="test")
    truth = get_path(document.truth["data"], path)
    decoder = RealtimeDecoder(SHIPPED, classifier=None)
    ingested = ingest_bytes(document.pdf)
    alone = decoder.extractor.extract(list(ingested.pages), kind, ingested.geometry)  # as the route reads it
    diffusion = next(f for f in alone.fields if f.path == path)
    assert diffusion.confidence >= decoder.threshold   # sure: the threshold alone would keep it
    assert truth and (not diffusion.text or normalise_value(spec_for(kind, path), diffusion.text) != truth)

    envelope = extract_document(document.pdf, document_type=kind, route="realtime", decoder=decoder)
    field = next(f for f in envelope.fields if f.path == path)
    assert path in envelope.route.fallback_fields
    assert field.decoded_by == "autoregressive" and field.value == truth
    assert "shaped unlike their field's value" in envelope.route.reason
    assert "re-decoded by the AR model" in envelope.route.reason


@pytest.mark.skipif(not (SHIPPED / "metrics.json").exists(), reason="no shipped diffusion checkpoint")
def test_the_second_opinion_beside_the_fallback_reads_what_it_reads_after_it(monkeypatch) -> None:
    """With a core free the AR model's second opinion runs on its own thread while the fallback
    re-decodes: the route's answers and the second opinion are those of the two in turn."""
    from models.diffusion import RealtimeDecoder
    from pipeline.ingest import ingest_bytes
    from corpus.synth.corpus import render_one

    monkeypatch.delenv("DUALPATH_CHECKPOINT_DIR", raising=False)
    beside, in_turn = (RealtimeDecoder(SHIPPED, classifier=None, prefetch_fallback=flag) for flag in (True, False))
    if beside.acceptance is None:
        pytest.skip("the shipped diffusion checkpoint has no acceptance table, so no second opinion")
    compared = 0
    for index in range(20):   # `test` credits, until one sends a field to the fallback
        document = render_one("letter_of_credit", index, seed=0, split="test")
        ingested = ingest_bytes(document.pdf)
        readings = []
        for decoder in (beside, in_turn):
            result = decoder.decode(list(ingested.pages), "letter_of_credit", geometry=ingested.geometry)
            readings.append(([(s.path, s.raw, s.confidence, s.decoded_by) for s in result.slots],
                             [(s.path, s.raw, s.confidence) for s in result.second_opinion], result.fallback_fields))
        assert readings[0] == readings[1], index
        assert not result.uncalibrated  # the table and the evidence it was measured on are both there
        assert len(readings[0][1]) == len(readings[0][0])
        if readings[0][2]:
            compared += 1
            break
    assert compared, "none of 20 `test` credits sent a field to the fallback"
    assert beside._second_pool is not None and in_turn._second_pool is None


def _list_layout() -> SlotLayout:
    return SlotLayout.build(tiny_config(), "toy", [("items[0]", 10), ("items[1]", 11), ("other", 12)])


def _pointer_logp(layout: SlotLayout, P: int, prefs: dict[int, list[int]]) -> torch.Tensor:
    """Log-probs (1, pointer positions, 1 + P): at each listed position, its codes (NULL = -2,
    else a document position) in falling order of probability; elsewhere NULL is certain."""
    logp = torch.full((1, len(layout.pointer_positions), 1 + P), -30.0)
    logp[..., 0] = 0.0
    row_of = {int(p): i for i, p in enumerate(layout.pointer_positions)}
    for pos, codes in prefs.items():
        logp[0, row_of[pos]] = -30.0
        for rank, code in enumerate(codes):
            logp[0, row_of[pos], 0 if code == NULL else 1 + code] = -1.0 - rank
    return logp.log_softmax(-1)


def test_two_items_of_a_list_never_start_at_the_same_word() -> None:
    from models.diffusion.sampler import _distinct_items

    layout = _list_layout()
    assert layout.item_start_groups == ((layout.position(0, 0), layout.position(1, 0)),)
    s0, e0, s1, e1, s2, e2 = (layout.position(i, r) for i in range(3) for r in (0, 1))
    P = 20
    # Both items and the other field start at word 5 in this pass; item 1 is the less confident.
    logp = _pointer_logp(layout, P, {s1: [5, 9, NULL], e1: [7, 11]})
    region = torch.full((1, layout.size), NULL, dtype=torch.long)
    region[0, [s0, e0, s1, e1, s2, e2]] = torch.tensor([5, 7, 5, 7, 5, 7])
    prob = torch.ones(region.shape)
    prob[0, s1] = 0.6
    new = torch.zeros(region.shape, dtype=torch.bool)
    new[0, [s0, e0, s1, e1, s2, e2]] = True
    _distinct_items(region, prob, new, logp, layout, max_span=6)
    assert region[0, [s0, e0]].tolist() == [5, 7]          # the more confident item keeps its span
    assert region[0, [s1, e1]].tolist() == [9, 11]         # the other takes its next start, and an end after it
    assert region[0, [s2, e2]].tolist() == [5, 7]          # a field outside the list may share words
    assert 0.0 < prob[0, s1] < 0.5

    # A start committed in an earlier pass wins over a more confident one of this pass, and when
    # no other start is likely the item becomes empty (the list is shorter).
    logp = _pointer_logp(layout, P, {s0: [5, NULL, 9], e0: [NULL, 7]})
    region[0, [s0, e0, s1, e1]] = torch.tensor([5, 7, 5, 7])
    new[0, [s1, e1]] = False
    prob[0, s0] = 0.99
    _distinct_items(region, prob, new, logp, layout, max_span=6)
    assert region[0, [s1, e1]].tolist() == [5, 7]
    assert region[0, [s0, e0]].tolist() == [NULL, NULL]


def test_sampled_list_items_have_distinct_starts() -> None:
    """Two item slots with the same slot token ask the same question: without the rule their
    starts agree, with it they never do."""
    torch.manual_seed(3)
    model = DiffusionModel(tiny_config()).eval()
    layout = SlotLayout.build(tiny_config(), "toy", [("items[0]", 10), ("items[1]", 10), ("other", 12)])
    doc_ids, doc_mask, _ = toy_batch(6, random.Random(4))
    cache = model.encode_prefix(doc_ids, doc_mask)
    for params in (SamplerParams(max_passes=1), SamplerParams(max_passes=3, threshold=0.5)):
        assert params.distinct_items
        result = sample(model, cache, layout, params)
        for row in range(6):
            starts = [int(result.region[row, p]) for p in layout.item_start_groups[0]]
            used = [s for s in starts if s >= 0]
            assert len(used) == len(set(used)), starts
        without = sample(model, cache, layout, replace(params, distinct_items=False))
        assert any(len({int(without.region[row, p]) for p in layout.item_start_groups[0]}) == 1 for row in range(6))


def test_extracted_list_items_come_in_document_order():
    from models.diffusion.extractor import FieldDecode, in_document_order
    from models.template import slot_paths

    paths = slot_paths("letter_of_credit")
    spans = {"documents_required[0]": ((400, 405),), "documents_required[1]": ((100, 104),),
             "documents_required[2]": ((250, 260),)}
    fields = [FieldDecode(p, f"text of {p}" if p in spans else None, 0.9, 0.9, spans=spans.get(p, ()))
              for p in paths]
    ordered = in_document_order("letter_of_credit", fields)
    assert [f.path for f in ordered] == paths  # template order kept
    by_path = {f.path: f for f in ordered}
    assert [by_path[f"documents_required[{i}]"].text for i in range(3)] == [
        "text of documents_required[1]", "text of documents_required[2]", "text of documents_required[0]"]
    assert by_path["documents_required[0]"].spans == ((100, 104),)
    assert by_path["documents_required[3]"].text is None


def test_a_letterhead_position_loses_to_a_later_one_that_beats_null() -> None:
    from models.diffusion.sampler import _without_letterhead

    log = torch.tensor([[[-2.0, -0.1, -3.0, -1.0, -4.0],     # letterhead best, a later one beats NULL
                         [-1.0, -0.1, -3.0, -2.0, -4.0],     # letterhead best, nothing later beats NULL
                         [-1.0, -3.0, -3.0, -0.2, -4.0]]])   # a later position is best already
    out = _without_letterhead(log, [2])
    assert int(out[0, 0].argmax()) == 3 and float(out[0, 0, 3]) == -1.0   # moved, its own probability kept
    assert torch.equal(out[0, 1], log[0, 1])                             # the letterhead as a last resort
    assert torch.equal(out[0, 2], log[0, 2])
    assert torch.equal(_without_letterhead(log, [0]), log)


def test_sampled_pointers_leave_the_letterhead() -> None:
    """With ``head_tokens`` the sampler reads fewer fields from each row's letterhead; a row
    without one is decoded as before."""
    model, layout, _, cache = _untrained_sampler_inputs(4)
    params = SamplerParams(max_passes=3, threshold=0.5)
    heads = [6, 0, 6, 3]

    def in_letterhead(result):
        return sum(p < heads[row] for row in range(4) for slot in read_slots(result, layout, row=row)
                   for item in slot.items if item[0] == "span" for p in item[1:])

    free = sample(model, cache, layout, params)
    kept = sample(model, cache, layout, params, head_tokens=heads)
    assert in_letterhead(kept) < in_letterhead(free)
    assert torch.equal(kept.region[1], free.region[1])


def test_the_shipped_model_reads_an_issuing_state_below_the_letterhead() -> None:
    """End to end on the shipped weights. A checkpoint that learnt from targets pointing into the
    letterhead answers the bank's "Germany" here unless told to keep the letterhead as a last resort
    (``skip_letterhead``); the fine-tuned shipped weights read the customer's row either way, so the
    shipped setting is off."""
    from models.diffusion.checkpoint import load_checkpoint
    from models.diffusion.extractor import DiffusionExtractor
    from pipeline.normalise import normalise_country

    page = ("Hamburger Hansa Bank AG\nFriedrichstraße 16\n20095 Hamburg\nGermany\n"
            "Kontoeröffnungsantrag / Account opening application\n"
            "Kundennummer / Customer no.: FILE-3882-92549\n1. Persönliche Angaben / Personal details\n"
            "Geburtsdatum / Date of birth: 20.02.1983\nGeburtsort / Place of birth: Osaka\n"
            "Vorname(n) / Given names: Daisuke\nStaatsangehörigkeit / Nationality: Japanese\n"
            "Name / Surname: Sato\nGeschlecht / Sex: MALE\n2. Legitimation / Identification\n"
            "Ausweisnummer / ID number: RT5138942\nAusgestellt am / Issued on: 14.04.2016\n"
            "Ausstellungsstaat / Issuing state: Japan\nAusweisart / ID type: Passport\n"
            "Gültig bis / Valid until: 14.04.2026\n3. Anschrift / Address\n")
    checkpoint = load_checkpoint(SHIPPED)

    def issuing_state(**kw) -> str | None:
        fields = DiffusionExtractor(checkpoint, **kw).extract([page], "kyc_individual").fields
        text = next(f.text for f in fields if f.path == "id_issuing_country")
        return normalise_country(text) if text else None

    assert DiffusionExtractor(checkpoint).skip_letterhead is False
    assert issuing_state(skip_letterhead=False) == "JPN"
    assert issuing_state(skip_letterhead=True) == "JPN"


def test_an_unsure_empty_answer_calls_the_ar_model_on_its_own() -> None:
    """Empty answers are checked where the AR model reads the document anyway, and also where one
    of them is below ``UNSURE_EMPTY``: then the document's empty answers are all checked."""
    from models.diffusion.decoder import UNSURE_EMPTY, Doubts
    from models.diffusion.extractor import Extraction, FieldDecode

    def doubts(phone_confidence: float) -> Doubts:
        fields = [FieldDecode("lc_number", "LC1", 0.99, 0.99, spans=((3, 4),)),
                  FieldDecode("transhipment", None, 0.999, 0.999),
                  FieldDecode("port_of_loading", None, phone_confidence, phone_confidence),
                  FieldDecode("documents_required[0]", None, 0.5, 0.5)]
        return Doubts.of(Extraction("letter_of_credit", 1.0, fields, passes=1))

    sure, unsure = doubts(UNSURE_EMPTY), doubts(UNSURE_EMPTY - 0.01)
    assert not sure.unsure_empty and sure.routed(set()).empty == frozenset()
    assert sure.routed({"lc_number"}).empty == {"transhipment", "port_of_loading"}  # called anyway
    assert unsure.unsure_empty and unsure.routed(set()).empty == {"transhipment", "port_of_loading"}
    assert unsure.routed({"port_of_loading"}).empty == {"transhipment"}
