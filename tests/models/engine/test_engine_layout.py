"""The engine with page layout (``models.page_layout``): a tiny model with non-zero layout tables
writes exactly the reference greedy decoder's tokens, given the same layout per request, whether
requests join mid-flight, are preempted and recomputed, prefilled in small chunks or drafted;
and the ``EngineDecoder`` gives the reference decoder's answers for a real PDF with its geometry."""
import pytest
import torch

from corpus.synth.corpus import render_one
from models.ar.decoder import BatchDecoder, greedy_decode
from models.ar.modeling import CopyLlamaForCausalLM, make_config
from models.engine import EngineConfig, LLMEngine
from models.engine_decoder import EngineDecoder
from models.page_layout import NONE
from pipeline.ingest import ingest_bytes
from tests.models.engine.test_engine import END, N_POS, NUM_SPECIAL, SEP, VOCAB, MAX_SPAN, _params, _pointers, _requests
from tests.tiny_checkpoints import write_tiny_ar_checkpoint


def _layout_model(tmp_path_factory, key_layers: int, seed: int):
    torch.manual_seed(seed)
    model = CopyLlamaForCausalLM(make_config(vocab_size=VOCAB, d_model=32, n_layers=2, n_heads=4, copy_dim=16,
                                             min_copy_id=NUM_SPECIAL, sep_id=SEP, max_positions=N_POS,
                                             max_span=MAX_SPAN, key_layers=key_layers, layout=True))
    for name, p in model.named_parameters():
        p.data.normal_(0, 0.5)
    for table in model.layout_embed.tables:  # the "none" rows stay zero
        table.weight.data[-1] = 0.0
    model.pointer_head.q_start.weight.data *= 0.5
    path = tmp_path_factory.mktemp(f"layout-{key_layers}")
    model.save_pretrained(path)
    return CopyLlamaForCausalLM.from_pretrained(path).eval()


@pytest.fixture(scope="module")
def layout_copy(tmp_path_factory):
    return _layout_model(tmp_path_factory, 0, seed=11)


@pytest.fixture(scope="module")
def layout_context(tmp_path_factory):
    return _layout_model(tmp_path_factory, 1, seed=12)


@pytest.fixture(autouse=True, scope="module")
def one_thread():
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


def _layouts(reqs, seed=0):
    """Per request, random layout ids of its [bos] doc columns ([bos]: none)."""
    g = torch.Generator().manual_seed(seed)
    out = []
    for prompt, _ in reqs:
        n_doc = len(prompt) - 4
        rows = torch.stack([torch.randint(0, n, (n_doc,), generator=g) for n in NONE], -1)
        out.append(torch.cat([torch.tensor([NONE]), rows]))
    return out


def _reference(model, prompt, plan, layout):
    return [o.ids for o in greedy_decode(model, prompt, plan, end_id=END, num_special=NUM_SPECIAL, layout=layout)]


def _run(engine, reqs, layouts, late_every=0, late_from=None):
    late_from = len(reqs) if late_from is None else late_from
    seqs = [engine.add_request(p, _params(plan), layout=lay) for (p, plan), lay in zip(reqs[:late_from], layouts)]
    late = list(zip(reqs[late_from:], layouts[late_from:]))
    step = 0
    while not engine.is_finished():
        engine.step()
        step += 1
        if late and step % late_every == 0:
            (prompt, plan), lay = late.pop(0)
            seqs.append(engine.add_request(prompt, _params(plan), layout=lay))
    assert not late
    return seqs


@pytest.mark.parametrize("which", ["layout_copy", "layout_context"])
def test_engine_equals_reference_with_layout(request, which):
    model = request.getfixturevalue(which)
    reqs = _requests(10, seed=4)
    layouts = _layouts(reqs)
    engine = LLMEngine(model, EngineConfig(kv_cache_mb=8, block_size=16, max_num_seqs=4, max_num_batched_tokens=96))
    seqs = _run(engine, reqs, layouts, late_every=3, late_from=6)
    changed = 0
    for (prompt, plan), lay, seq in zip(reqs, layouts, seqs):
        ref = _reference(model, prompt, plan, lay)
        assert [s.ids for s in seq.slots] == ref
        changed += ref != _reference(model, prompt, plan, None)
    assert changed  # the layout changes what greedy writes: the test can tell it was carried
    assert sum(_pointers(seq.slots)[2] for seq in seqs) > 0


@pytest.mark.parametrize("which", ["layout_copy", "layout_context"])
def test_preemption_and_tiny_chunks_keep_the_layout(request, which):
    model = request.getfixturevalue(which)
    reqs = _requests(12, seed=9, lengths=(40, 80))
    layouts = _layouts(reqs, seed=1)
    for config in (EngineConfig(kv_cache_mb=0.12, block_size=4, max_num_seqs=12, max_num_batched_tokens=64),
                   EngineConfig(kv_cache_mb=4, block_size=4, max_num_seqs=5, max_num_batched_tokens=11)):
        engine = LLMEngine(model, config)
        seqs = _run(engine, reqs, layouts)
        for (prompt, plan), lay, seq in zip(reqs, layouts, seqs):
            assert [s.ids for s in seq.slots] == _reference(model, prompt, plan, lay)
        if config.kv_cache_mb < 1:
            assert engine.stats.num_preemptions > 0


def test_engine_decoder_equals_the_reference_decoder_on_a_corpus_pdf(tmp_path):
    path = write_tiny_ar_checkpoint(tmp_path / "ar", max_positions=4096, max_doc_tokens=3000, slot_limit=4,
                                    layout=True)
    reference = BatchDecoder(path)
    docs = [render_one(t, 0, seed=5, split="dev") for t in ("kyc_individual", "letter_of_credit")]
    with EngineDecoder(path, reference=reference, config=EngineConfig(kv_cache_mb=64)) as engine:
        assert engine.uses_layout
        for doc in docs:
            ingested = ingest_bytes(doc.pdf)
            pages, geometry = list(ingested.pages), list(ingested.geometry)
            ref = reference.decode(pages, doc.document_type, geometry=geometry)
            got = engine.decode(pages, doc.document_type, geometry=geometry)
            assert [(s.path, s.raw) for s in got.slots] == [(s.path, s.raw) for s in ref.slots]
            assert [s.confidence for s in got.slots] == pytest.approx([s.confidence for s in ref.slots], rel=1e-4)
