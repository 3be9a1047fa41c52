"""The masked-diffusion model, its sampler and the real-time decoder, on tiny CPU models."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import torch

from models.diffusion.config import DiffusionConfig
from models.diffusion.layout import SlotLayout
from models.diffusion.model import DiffusionModel
from models.diffusion.objective import diffusion_loss, sample_mask_ratios
from models.diffusion.sampler import SamplerParams, read_slots, sample
from pipeline.decoding import NoModelError, SlotPrediction

PAD, END, MASK = 0, 1, 2
SLOTS = [10, 11, 12]
TYPE = 20
LABELS = [30, 31, 32]       # the label token before each slot's value in the toy documents
NEWLINE = 33                # ends every value in the toy documents
WORDS = range(40, 100)
SHIPPED = Path(__file__).resolve().parents[2] / "models" / "checkpoints" / "diffusion"


@pytest.fixture(autouse=True)
def one_thread():
    """Tiny models run fastest on one thread (and do not fight other jobs for the cores)."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def tiny_config(*, copy: bool = True, **kw) -> DiffusionConfig:
    base = dict(vocab_size=100, pad_id=PAD, mask_id=MASK, end_id=END, slot_token_ids=SLOTS, type_token_ids=[TYPE],
                d_model=32, n_layers=2, n_heads=4, d_ff=64, max_prefix_len=48, max_slot_len=6, copy=copy)
    return DiffusionConfig(**(base | kw))


def tiny_layout(config: DiffusionConfig) -> SlotLayout:
    return SlotLayout.build(config, "toy", TYPE, [("a", 10, 4), ("b", 11, 6), ("c", 12, 3)])


def toy_batch(n: int, rng: random.Random) -> tuple[torch.Tensor, torch.Tensor, list[list[list[int] | None]]]:
    """Documents of filler words holding ``LABELS[k] value NEWLINE`` for slot k (absent: no label)."""
    docs, values = [], []
    for _ in range(n):
        doc, vals = [rng.choice(WORDS) for _ in range(4)], []
        for k, label in enumerate(LABELS):
            value = None if rng.random() < 0.2 else [rng.choice(WORDS) for _ in range(rng.randint(1, 2 + k))]
            vals.append(value)
            if value:
                doc += [label, *value, NEWLINE] + [rng.choice(WORDS) for _ in range(rng.randint(0, 3))]
        docs.append(doc)
        values.append(vals)
    P = max(map(len, docs))
    ids = torch.tensor([d + [PAD] * (P - len(d)) for d in docs])
    return ids, ids != PAD, values


@pytest.mark.parametrize("copy", [True, False])
def test_prefix_cache_gives_the_same_logits_as_a_full_forward(copy: bool) -> None:
    torch.manual_seed(0)
    config = tiny_config(copy=copy)
    model = DiffusionModel(config).eval()
    layout = tiny_layout(config)
    doc_ids, doc_mask, values = toy_batch(3, random.Random(0))
    region = torch.stack([layout.fill(v, end_id=END, pad_id=PAD) for v in values])
    region[:, layout.is_value & (torch.arange(layout.size) % 2 == 0)] = MASK
    with torch.no_grad():
        cached = model.denoise(model.encode_prefix(doc_ids, doc_mask), region, layout)
        full = model.forward_full(doc_ids, doc_mask, region, layout)
    assert (cached - full).abs().max() < 1e-5


def test_padding_a_document_in_a_batch_does_not_change_its_logits() -> None:
    torch.manual_seed(0)
    config = tiny_config()
    model = DiffusionModel(config).eval()
    layout = tiny_layout(config)
    doc_ids, doc_mask, _ = toy_batch(4, random.Random(1))
    region = layout.skeleton.repeat(4, 1)
    with torch.no_grad():
        batched = model.denoise(model.encode_prefix(doc_ids, doc_mask), region, layout)
        n = int(doc_mask[0].sum())
        alone = model.denoise(model.encode_prefix(doc_ids[:1, :n], doc_mask[:1, :n]), region[:1], layout)
    assert (batched[:1] - alone).abs().max() < 1e-5


def test_layout_fill_and_read_round_trip() -> None:
    config = tiny_config()
    layout = tiny_layout(config)
    region = layout.fill([[41, 42], None, [43, 44, 45, 46, 47, 48, 49]], end_id=END, pad_id=PAD)
    assert region.tolist()[:7] == [TYPE, 10, 41, 42, END, PAD, 11]
    assert layout.read(region, end_id=END, pad_id=PAD) == [[41, 42], None, [43, 44, 45]]  # cut to the block
    assert not layout.is_value[[0, 1, 6, 13]].any()


@pytest.mark.parametrize("params", [SamplerParams(max_passes=5), SamplerParams(max_passes=3, threshold=0.5),
                                    SamplerParams(max_passes=1)])
def test_sampler_terminates_commits_each_pass_and_is_deterministic(params: SamplerParams) -> None:
    torch.manual_seed(0)
    config = tiny_config()
    model = DiffusionModel(config).eval()
    layout = tiny_layout(config)
    doc_ids, doc_mask, _ = toy_batch(2, random.Random(2))
    cache = model.encode_prefix(doc_ids, doc_mask)
    result = sample(model, cache, layout, params)
    assert 1 <= result.passes <= params.max_passes
    assert not (result.region == MASK).any()
    value = layout.is_value
    committed = result.committed_at[:, value]
    for row in committed:
        assert set(range(result.passes)) <= set(row.tolist()), "every pass commits at least one token"
    again = sample(model, cache, layout, params)
    assert torch.equal(result.region, again.region) and torch.equal(result.prob, again.prob)
    for slot in read_slots(result, layout, END, PAD):
        assert 0.0 <= slot.prob_product <= slot.prob_min <= 1.0


def test_mask_ratios_are_stratified_and_bounded() -> None:
    t = sample_mask_ratios(8, torch.Generator().manual_seed(0))
    assert t.min() > 0 and t.max() <= 1
    assert sorted((t * 8).floor().clamp(max=7).long().tolist()) == list(range(8))


def _toy_training(copy: bool, steps: int) -> tuple[float, float, DiffusionModel]:
    torch.manual_seed(0)
    config = tiny_config(copy=copy)
    model = DiffusionModel(config)
    layout = tiny_layout(config)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    gen, rng = torch.Generator().manual_seed(0), random.Random(0)
    losses = []
    for _ in range(steps):
        doc_ids, doc_mask, values = toy_batch(16, rng)
        clean = torch.stack([layout.fill(v, end_id=END, pad_id=PAD) for v in values])
        loss, _ = diffusion_loss(model, model.encode_prefix(doc_ids, doc_mask), clean, layout, gen)
        opt.zero_grad()
        loss.backward()
        opt.step()
        losses.append(float(loss.detach()))
    first, last = sum(losses[:10]) / 10, sum(losses[-10:]) / 10
    return first, last, model.eval()


def test_masked_diffusion_loss_decreases_in_a_short_toy_run() -> None:
    first, last, _ = _toy_training(copy=True, steps=120)
    assert last < 0.5 * first, (first, last)


def test_toy_model_learns_to_copy_values() -> None:
    _, _, model = _toy_training(copy=True, steps=300)
    layout = tiny_layout(model.config)
    doc_ids, doc_mask, values = toy_batch(16, random.Random(99))
    result = sample(model, model.encode_prefix(doc_ids, doc_mask), layout, SamplerParams(max_passes=8))
    right = total = 0
    for row, truth in enumerate(values):
        got = layout.read(result.region[row], end_id=END, pad_id=PAD)
        right += sum(g == t for g, t in zip(got, truth))
        total += len(truth)
    assert right / total > 0.8, right / total


# -- checkpoints and the real-time decoder ----------------------------------------------------

@pytest.fixture(scope="module")
def toy_checkpoint(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A briefly trained checkpoint on the toy corpus (a few seconds)."""
    import argparse

    from models.diffusion.train import run

    out = tmp_path_factory.mktemp("diffusion")
    args = argparse.Namespace(out=str(out), toy=True, n_train=30, n_eval=3, steps=6, d_model=32, n_layers=1,
                              n_heads=2, d_ff=64, vocab_size=400, max_passes=4, batch_docs=2, masks_per_doc=2,
                              max_prefix_len=256, seed=0)
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
    metrics = json.loads((toy_checkpoint / "metrics.json").read_text())
    assert set(metrics["dev"]) >= {"field_accuracy", "document_exact_match", "type_accuracy"}


class FakeAR:
    version = "fake-ar@000"

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    def decode_slots(self, pages, document_type, paths):
        self.calls.append(list(paths))
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

    fake = FakeAR()
    nothing = RealtimeDecoder(toy_checkpoint, fallback=fake, classifier=None, threshold=0.0)
    result = nothing.decode(doc.pages, None, route="realtime")
    assert result.fallback_fields == [] and fake.calls == []
    assert all(s.decoded_by == "diffusion" for s in result.slots)


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


@pytest.mark.skipif(not (SHIPPED / "known_document.json").exists(), reason="the shipped diffusion checkpoint (under-trained, see its MODEL_CARD.md) extracted no dev document "
                    "entirely right, so training recorded no known_document.json")
def test_shipped_checkpoint_extracts_a_known_document() -> None:
    from models.diffusion import RealtimeDecoder

    known = json.loads((SHIPPED / "known_document.json").read_text())
    decoder = RealtimeDecoder(SHIPPED, fallback=None, classifier=None)
    assert (SHIPPED / "model.safetensors").stat().st_size < 30 * 2**20
    result = decoder.decode(known["pages"], None, route="realtime")
    assert result.document_type == known["document_type"]
    got = {s.path: s.raw for s in result.slots}
    for path, raw in known["slots"].items():
        assert (got[path] or "").casefold() == (raw or "").casefold(), path


@pytest.mark.parametrize("copy,span", [(True, True), (True, False), (False, False)])
def test_training_log_probability_equals_the_full_output(copy: bool, span: bool) -> None:
    torch.manual_seed(0)
    config = tiny_config(copy=copy, copy_span=span)
    model = DiffusionModel(config).eval()
    layout = tiny_layout(config)
    doc_ids, doc_mask, values = toy_batch(3, random.Random(3))
    clean = torch.stack([layout.fill(v, end_id=END, pad_id=PAD) for v in values])
    where = layout.is_value[None, :].expand_as(clean).clone()
    where[0, 3:] = False
    with torch.no_grad():
        cache = model.encode_prefix(doc_ids, doc_mask)
        h = model.slot_states(cache, clean, layout)
        full = model.output(cache, h, layout.offset).gather(-1, clean[..., None]).squeeze(-1)[where]
        fast = model.target_logprob(cache, h, layout.offset, clean, where)
    assert (full - fast).abs().max() < 1e-5
