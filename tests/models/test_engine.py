"""The engine writes exactly what the reference greedy decoder (and transformers' greedy
``generate`` under the skeleton rules) writes, for a plain Llama and the copy model, at
batch sizes 1 to 64 with requests joining mid-flight, under a tight KV budget."""
import pytest
import torch
from transformers import LlamaConfig, LlamaForCausalLM

from models.ar.decoder import greedy_decode
from models.ar.modeling import CopyLlamaForCausalLM, make_config
from models.ar.prompt import SkeletonLogitsProcessor, SlotPlan
from models.engine import EngineConfig, LLMEngine, SkeletonParams

END, EOS, PAD, NUM_SPECIAL, VOCAB = 3, 2, 0, 12, 64
SLOTS = (8, 9, 10, 11)


@pytest.fixture(scope="module")
def plain(tmp_path_factory):
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=VOCAB, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=512,
                         pad_token_id=PAD, bos_token_id=1, eos_token_id=EOS)
    model = LlamaForCausalLM(config)
    for p in model.parameters():
        p.data.normal_(0, 0.3)
    path = tmp_path_factory.mktemp("plain")
    model.save_pretrained(path)
    return LlamaForCausalLM.from_pretrained(path).eval()


@pytest.fixture(scope="module")
def copy(tmp_path_factory):
    torch.manual_seed(1)
    model = CopyLlamaForCausalLM(make_config(vocab_size=VOCAB, d_model=32, n_layers=2, n_heads=4, copy_dim=16,
                                             min_copy_id=NUM_SPECIAL, max_positions=512))
    for p in model.parameters():
        p.data.normal_(0, 0.5)
    path = tmp_path_factory.mktemp("copy")
    model.save_pretrained(path)
    return CopyLlamaForCausalLM.from_pretrained(path).eval()


@pytest.fixture(autouse=True, scope="module")
def one_thread():
    """Tiny matrices: threads only add contention (on a shared 2-core box, 5x slower)."""
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


def _requests(n, seed=0, lengths=(5, 60)):
    rng = torch.Generator().manual_seed(seed)
    out = []
    for _ in range(n):
        length = int(torch.randint(*lengths, (1,), generator=rng))
        n_slots = int(torch.randint(1, len(SLOTS) + 1, (1,), generator=rng))
        limits = tuple(int(x) for x in torch.randint(1, 8, (n_slots,), generator=rng))
        plan = SlotPlan(tuple(f"s{i}" for i in range(n_slots)), SLOTS[:n_slots], limits)
        doc = torch.randint(NUM_SPECIAL, VOCAB, (length,), generator=rng).tolist()
        out.append(([1, *doc, 6, 7, plan.slot_ids[0]], plan))
    return out


def _params(plan):
    return SkeletonParams(plan.slot_ids, plan.max_tokens, END, NUM_SPECIAL)


def _reference(model, prompt, plan):
    return [(o.ids, o.probs) for o in greedy_decode(model, prompt, plan, end_id=END, num_special=NUM_SPECIAL)]


def _hf_generate(model, prompt, plan):
    proc = SkeletonLogitsProcessor([plan], len(prompt), end_id=END, eos_id=EOS, num_special=NUM_SPECIAL,
                                   vocab_size=VOCAB)
    out = model.generate(torch.tensor([prompt]), logits_processor=[proc], max_new_tokens=80, do_sample=False,
                         pad_token_id=PAD, eos_token_id=EOS)
    return out[0, len(prompt):].tolist()


def _flatten(slots, plan):
    seq = []
    for k, slot in enumerate(slots):
        if k:
            seq.append(plan.slot_ids[k])
        seq += [*slot.ids, END]
    return seq + [EOS]


@pytest.mark.parametrize("which", ["plain", "copy"])
def test_engine_equals_transformers_generate_and_reference(request, which):
    model = request.getfixturevalue(which)
    reqs = _requests(6, seed=2)
    engine = LLMEngine(model, EngineConfig(kv_cache_mb=4, block_size=8, max_num_seqs=4, max_num_batched_tokens=64))
    results = engine.generate([p for p, _ in reqs], [_params(plan) for _, plan in reqs])
    for (prompt, plan), slots in zip(reqs, results):
        assert _flatten(slots, plan) == _hf_generate(model, prompt, plan)
        ref = _reference(model, prompt, plan)
        assert [s.ids for s in slots] == [ids for ids, _ in ref]
        for slot, (_, probs) in zip(slots, ref):
            assert slot.probs == pytest.approx(probs, rel=1e-4, abs=1e-6)


@pytest.mark.parametrize("which", ["plain", "copy"])
@pytest.mark.parametrize("batch", [1, 7, 64])
def test_requests_joining_mid_flight_match_single_sequence_decoding(request, which, batch):
    model = request.getfixturevalue(which)
    reqs = _requests(batch + 6, seed=batch)
    engine = LLMEngine(model, EngineConfig(kv_cache_mb=8, block_size=16, max_num_seqs=batch,
                                           max_num_batched_tokens=max(128, 2 * batch)))
    seqs = [engine.add_request(p, _params(plan)) for p, plan in reqs[:batch]]
    late = reqs[batch:]
    step = 0
    while not engine.is_finished():
        engine.step()
        step += 1
        if late and step % 3 == 0:  # join while others are mid-slot
            prompt, plan = late.pop(0)
            seqs.append(engine.add_request(prompt, _params(plan)))
    assert not late
    for (prompt, plan), seq in zip(reqs, seqs):
        assert [s.ids for s in seq.slots] == [ids for ids, _ in _reference(model, prompt, plan)]


def test_a_tight_kv_budget_preempts_and_still_gives_the_same_tokens(copy):
    reqs = _requests(12, seed=9, lengths=(40, 80))
    budget_mb = 0.12  # a few sequences' worth: the rest wait, the newest are preempted
    engine = LLMEngine(copy, EngineConfig(kv_cache_mb=budget_mb, block_size=4, max_num_seqs=12,
                                          max_num_batched_tokens=64))
    results = engine.generate([p for p, _ in reqs], [_params(plan) for _, plan in reqs])
    assert engine.stats.peak_kv_bytes <= budget_mb * 2**20
    assert engine.stats.num_preemptions > 0
    for (prompt, plan), slots in zip(reqs, results):
        assert [s.ids for s in slots] == [ids for ids, _ in _reference(copy, prompt, plan)]


def test_a_request_larger_than_the_whole_budget_is_refused_at_once(plain):
    engine = LLMEngine(plain, EngineConfig(kv_cache_mb=0.01, block_size=4, max_num_seqs=2, max_num_batched_tokens=8))
    (prompt, plan), = _requests(1, lengths=(300, 301))
    with pytest.raises(ValueError, match="raise kv_cache_mb"):
        engine.add_request(prompt, _params(plan))


def test_deterministic_across_runs_and_attention_threads(copy):
    reqs = _requests(10, seed=4)
    runs = [LLMEngine(copy, EngineConfig(kv_cache_mb=4, max_num_seqs=5, max_num_batched_tokens=32,
                                         attention_workers=workers)).generate(
        [p for p, _ in reqs], [_params(plan) for _, plan in reqs]) for workers in (1, 1, 2)]
    assert runs[0] == runs[1] == runs[2]


def test_shipped_checkpoint_engine_equals_reference_on_test_documents():
    from models.ar.decoder import BatchDecoder
    from models.loading import checkpoint_dir
    from pipeline.doctypes import DOCUMENT_TYPES
    from pipeline.ingest import ingest_bytes
    from pipeline.synth import generate

    ar = checkpoint_dir("ar")
    if not (ar / "model.safetensors").exists():
        pytest.skip("no shipped AR checkpoint")
    decoder = BatchDecoder(ar)
    tok = decoder.tok
    prompts, plans = [], []
    for document_type in DOCUMENT_TYPES:
        for doc in generate(document_type, 1, seed=7, split="test"):
            plan = decoder.plan(document_type)
            prompts.append(decoder.prompt(ingest_bytes(doc.pdf).pages, document_type, plan))
            plans.append(plan)
    engine = LLMEngine(decoder.model, EngineConfig(kv_cache_mb=256, max_num_seqs=4, max_num_batched_tokens=512))
    results = engine.generate(prompts, [SkeletonParams(p.slot_ids, p.max_tokens, tok.end_id, tok.num_special)
                                        for p in plans])
    for prompt, plan, slots in zip(prompts, plans, results):
        ref = greedy_decode(decoder.model, prompt, plan, end_id=tok.end_id, num_special=tok.num_special)
        assert [s.ids for s in slots] == [o.ids for o in ref]
