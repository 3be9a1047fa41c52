"""The engine writes exactly what the reference greedy decoder (and transformers' greedy
``generate`` under the skeleton rules) writes, for a plain Llama and the span-pointer copy
model (pointers exercised), at batch sizes 1 to 64 with requests joining mid-flight, under a
tight KV budget."""
import pytest
import torch
from transformers import LlamaConfig, LlamaForCausalLM

from models.ar.decoder import greedy_decode, output_size
from models.ar.modeling import CopyLlamaForCausalLM, make_config
from models.ar.prompt import SkeletonLogitsProcessor, SlotPlan
from models.engine import EngineConfig, LLMEngine, SkeletonParams

END, EOS, PAD, SEP, NUM_SPECIAL, VOCAB = 3, 2, 0, 6, 12, 64
N_POS, MAX_SPAN = 256, 6
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


def _copy_model(tmp_path_factory, copy_dim: int, seed: int = 1, key_layers: int = 0):
    torch.manual_seed(seed)
    model = CopyLlamaForCausalLM(make_config(vocab_size=VOCAB, d_model=32, n_layers=2, n_heads=4, copy_dim=copy_dim,
                                             min_copy_id=NUM_SPECIAL, sep_id=SEP, max_positions=N_POS,
                                             max_span=MAX_SPAN, key_layers=key_layers))
    for p in model.parameters():
        p.data.normal_(0, 0.5)
    if copy_dim:  # at this scale greedy writes both vocabulary tokens and spans (asserted below)
        model.pointer_head.q_start.weight.data *= 0.5
    path = tmp_path_factory.mktemp(f"copy{copy_dim}-{key_layers}")
    model.save_pretrained(path)
    return CopyLlamaForCausalLM.from_pretrained(path).eval()


@pytest.fixture(scope="module")
def copy(tmp_path_factory):
    return _copy_model(tmp_path_factory, 16)


@pytest.fixture(scope="module")
def copy_context(tmp_path_factory):
    """Pointer keys that read the whole document through a bidirectional key context."""
    return _copy_model(tmp_path_factory, 16, seed=3, key_layers=1)


@pytest.fixture(scope="module")
def copy_off(tmp_path_factory):
    """copy_dim 0: the copy class is a plain LlamaForCausalLM."""
    return _copy_model(tmp_path_factory, 0, seed=2)


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
        plan = SlotPlan(tuple(f"s{i}" for i in range(n_slots)), SLOTS[:n_slots], limits, (VOCAB, VOCAB + N_POS))
        doc = torch.randint(NUM_SPECIAL, VOCAB, (length,), generator=rng).tolist()
        out.append(([1, *doc, SEP, 7, plan.slot_ids[0]], plan))
    return out


def _params(plan):
    return SkeletonParams.from_plan(plan, end_id=END, num_special=NUM_SPECIAL)


def _pointers(slots):
    """(vocabulary tokens, start pointers, end pointers) written in ``slots`` (a SlotResult list)."""
    ids = [t for s in slots for t in s.ids]
    starts = sum(VOCAB <= t < VOCAB + N_POS for t in ids)
    return sum(t < VOCAB for t in ids), starts, sum(t >= VOCAB + N_POS for t in ids)


def _reference(model, prompt, plan):
    return [(o.ids, o.probs) for o in greedy_decode(model, prompt, plan, end_id=END, num_special=NUM_SPECIAL)]


def _hf_generate(model, prompt, plan):
    proc = SkeletonLogitsProcessor([plan], len(prompt), end_id=END, eos_id=EOS, num_special=NUM_SPECIAL,
                                   vocab_size=output_size(model))
    out = model.generate(torch.tensor([prompt]), logits_processor=[proc], max_new_tokens=60, do_sample=False,
                         pad_token_id=PAD, eos_token_id=EOS)
    return out[0, len(prompt):].tolist()


def _flatten(slots, plan):
    seq = []
    for k, slot in enumerate(slots):
        if k:
            seq.append(plan.slot_ids[k])
        seq += [*slot.ids, END]
    return seq + [EOS]


@pytest.mark.parametrize("which", ["plain", "copy", "copy_context", "copy_off"])
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
    vocab, starts, ends = map(sum, zip(*(_pointers(slots) for slots in results)))
    assert vocab > 0
    if which in ("copy", "copy_context"):
        assert starts > 0 and ends > 0  # the pointer paths were exercised
        assert any(len(s.ids) > m for (_, plan), slots in zip(reqs, results) for s, m in zip(slots, plan.max_tokens))
    else:
        assert starts == ends == 0


@pytest.mark.parametrize("which", ["plain", "copy", "copy_context"])
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
    if which != "plain":
        assert sum(_pointers(seq.slots)[2] for seq in seqs) > 0


@pytest.mark.parametrize("which", ["copy", "copy_context"])
def test_a_tight_kv_budget_preempts_and_still_gives_the_same_tokens(request, which):
    copy = request.getfixturevalue(which)
    reqs = _requests(12, seed=9, lengths=(40, 80))
    budget_mb = 0.12  # a few sequences' worth: the rest wait, the newest are preempted
    engine = LLMEngine(copy, EngineConfig(kv_cache_mb=budget_mb, block_size=4, max_num_seqs=12,
                                          max_num_batched_tokens=64))
    results = engine.generate([p for p, _ in reqs], [_params(plan) for _, plan in reqs])
    assert engine.stats.peak_kv_bytes <= budget_mb * 2**20
    assert engine.stats.num_preemptions > 0
    for (prompt, plan), slots in zip(reqs, results):
        assert [s.ids for s in slots] == [ids for ids, _ in _reference(copy, prompt, plan)]
    assert sum(_pointers(slots)[2] for slots in results) > 0


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


class OracleDrafter:
    """Drafts the reference decoder's next tokens (all right) or, with ``wrong``, a token that
    differs from each of them (all wrong): the verification, without a drafter's guesswork."""

    def __init__(self, stream: list[int], wrong: bool = False) -> None:
        self.stream, self.wrong = stream, wrong

    def propose(self, seq, budget):
        at = len(seq.token_ids) - seq.num_prompt_tokens
        tokens = self.stream[at:at + budget]
        if self.wrong:
            tokens = [NUM_SPECIAL + (t + 1 - NUM_SPECIAL) % (VOCAB - NUM_SPECIAL) if NUM_SPECIAL <= t < VOCAB
                      else NUM_SPECIAL for t in tokens]
        return tokens


@pytest.mark.parametrize("wrong", [False, True])
def test_verified_drafts_give_greedys_tokens_whether_right_or_wrong(copy, wrong):
    reqs = _requests(8, seed=11)
    refs = [_reference(copy, prompt, plan) for prompt, plan in reqs]
    streams = [_flatten([type("S", (), {"ids": ids})() for ids, _ in ref], plan)[:-2] for ref, (_, plan) in
               zip(refs, reqs)]  # values, [end], next slot ... the last slot's values (its [end] writes no token)
    config = EngineConfig(kv_cache_mb=4, block_size=8, max_num_seqs=8, max_num_batched_tokens=128)
    plain = LLMEngine(copy, config)
    plain.generate([p for p, _ in reqs], [_params(plan) for _, plan in reqs])
    engine = LLMEngine(copy, EngineConfig(kv_cache_mb=4, block_size=8, max_num_seqs=8, max_num_batched_tokens=128,
                                          num_draft=3))
    seqs = [engine.add_request(p, _params(plan), OracleDrafter(stream, wrong))
            for (p, plan), stream in zip(reqs, streams)]
    while not engine.is_finished():
        engine.step()
    for seq, ref in zip(seqs, refs):
        assert [s.ids for s in seq.slots] == [ids for ids, _ in ref]
        for slot, (_, probs) in zip(seq.slots, ref):
            assert slot.probs == pytest.approx(probs, rel=1e-4, abs=1e-6)
    stats = engine.stats
    assert stats.num_draft_tokens > 0
    assert stats.num_decode_tokens == plain.stats.num_decode_tokens  # the same decisions
    if wrong:
        assert stats.num_accepted_drafts == 0
    else:
        assert stats.num_accepted_drafts == stats.num_draft_tokens
        assert stats.num_steps < plain.stats.num_steps


def test_prompt_lookup_drafts_in_the_engine_give_the_reference_tokens(copy):
    """The real drafter (``models.ar.speculative``) with line ends and value starts every few
    columns: pointer and n-gram drafts, some right, some wrong; the tokens are greedy's."""
    from models.ar.speculative import Drafter, DraftHints, SequenceDrafter

    reqs = _requests(10, seed=12, lengths=(20, 60))
    engine = LLMEngine(copy, EngineConfig(kv_cache_mb=4, block_size=8, max_num_seqs=5, max_num_batched_tokens=64,
                                          num_draft=4))
    seqs = []
    for prompt, plan in reqs:
        hints = DraftHints(tuple(range(3, len(prompt) - 3, 4)), tuple(range(1, len(prompt) - 3, 5)))
        drafter = Drafter(copy, prompt, plan, end_id=END, num_special=NUM_SPECIAL, hints=hints, max_ngram=3)
        seqs.append(engine.add_request(prompt, _params(plan), SequenceDrafter(drafter)))
    while not engine.is_finished():
        engine.step()
    for (prompt, plan), seq in zip(reqs, seqs):
        assert [s.ids for s in seq.slots] == [ids for ids, _ in _reference(copy, prompt, plan)]
    stats = engine.stats
    assert 0 < stats.num_accepted_drafts < stats.num_draft_tokens


def test_shipped_checkpoint_engine_equals_reference_on_test_documents():
    from models.ar.decoder import BatchDecoder
    from models.checkpoint_files import checkpoint_dir
    from pipeline.doctypes import DOCUMENT_TYPES
    from pipeline.ingest import ingest_bytes
    from corpus.synth import generate

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
    refs = [greedy_decode(decoder.model, prompt, plan, end_id=tok.end_id, num_special=tok.num_special)
            for prompt, plan in zip(prompts, plans)]
    for num_draft in (0, 2):  # plain, and with the batch path's prompt-lookup drafts
        engine = LLMEngine(decoder.model, EngineConfig(kv_cache_mb=256, max_num_seqs=4, max_num_batched_tokens=512,
                                                       num_draft=num_draft))
        seqs = [engine.add_request(prompt, SkeletonParams.from_plan(plan, end_id=tok.end_id, num_special=tok.num_special),
                                   decoder.drafter(prompt, plan))
                for prompt, plan in zip(prompts, plans)]
        while not engine.is_finished():
            engine.step()
        for seq, ref in zip(seqs, refs):
            assert [s.ids for s in seq.slots] == [o.ids for o in ref]
        assert (engine.stats.num_accepted_drafts > 0) == (num_draft > 0)


@pytest.mark.parametrize("which", ["copy", "copy_context"])
def test_chunked_prefill_pointer_state_and_first_logp_equal_the_model(request, which):
    """Keys written chunk by chunk (key j reads ids j-1, j, j+1 across chunk edges; with a key
    context, the whole document once it is in) equal ``pointer_keys`` on the whole prompt; the
    document mask and the first log p equal the model's."""
    copy = request.getfixturevalue(which)
    from models.engine import BlockManager, Sequence
    from models.engine.runner import ModelRunner

    (prompt, plan), = _requests(1, seed=5, lengths=(50, 51))
    runner, manager, seq = ModelRunner(copy), BlockManager(64, 4), Sequence(prompt, _params(plan))
    manager.allocate(seq, len(seq))
    for n in (7, 1, 13, len(prompt) - 21):
        done, logp = runner.run([(seq, n)], manager.block_size)
        seq.num_computed_tokens += n
    assert done == [seq]
    ids = torch.tensor([prompt])
    with torch.no_grad():
        h = copy.model(inputs_embeds=copy.embed_inputs(ids, ids)).last_hidden_state
        ks, ke = copy.pointer_keys(h, copy.base_ids(ids, ids))
        expected = copy(input_ids=ids).logits[0, -1]
    state = runner.states[seq.seq_id]
    # the key context mixes every column's state (weights ~N(0, 0.5) here): rounding adds up
    atol = 1e-4 if which == "copy_context" else 1e-5
    torch.testing.assert_close(state.start_keys, ks[0], rtol=1e-4, atol=atol)
    torch.testing.assert_close(state.end_keys, ke[0], rtol=1e-4, atol=atol)
    assert torch.equal(state.doc, copy.document_columns(ids)[0])
    assert logp.shape == (1, copy.output_size)
    assert int(logp[0].argmax()) == int(expected.argmax())
    torch.testing.assert_close(logp[0].exp(), expected.exp(), rtol=1e-4, atol=1e-6)


@pytest.mark.parametrize("which", ["copy", "copy_context"])
def test_tiny_token_budget_chunks_every_prompt_and_still_gives_the_same_tokens(request, which):
    copy = request.getfixturevalue(which)
    reqs = _requests(8, seed=12)
    engine = LLMEngine(copy, EngineConfig(kv_cache_mb=4, block_size=4, max_num_seqs=5, max_num_batched_tokens=11))
    seqs = [engine.add_request(p, _params(plan)) for p, plan in reqs]
    while not engine.is_finished():
        engine.step()
    for (prompt, plan), seq in zip(reqs, seqs):
        assert [s.ids for s in seq.slots] == [ids for ids, _ in _reference(copy, prompt, plan)]
        assert len(seq) <= len(prompt) + seq.params.max_new_tokens


def test_a_prompt_longer_than_the_pointer_columns_is_refused(copy):
    engine = LLMEngine(copy, EngineConfig(kv_cache_mb=4, block_size=4, max_num_seqs=2, max_num_batched_tokens=8))
    (prompt, plan), = _requests(1, lengths=(N_POS, N_POS + 1))
    with pytest.raises(ValueError, match="pointers can address"):
        engine.add_request(prompt, _params(plan))


@pytest.fixture(scope="module")
def tiny_ar_checkpoint(tmp_path_factory):
    """A random span-pointer AR checkpoint with its tokenizer and dualpath.json; the pointer head
    scaled up so that slots are copied spans of the document."""
    from tests.tiny_checkpoints import write_tiny_ar_checkpoint

    return write_tiny_ar_checkpoint(tmp_path_factory.mktemp("checkpoints") / "ar", max_positions=1024,
                                    max_doc_tokens=512, slot_limit=3, max_span=24)


def test_engine_decoder_renders_the_reference_slot_texts_with_pointers_resolved(tiny_ar_checkpoint):
    from models.ar.decoder import BatchDecoder
    from models.dataset import toy_documents
    from models.engine_decoder import EngineDecoder

    reference = BatchDecoder(tiny_ar_checkpoint)
    docs = toy_documents(2, seed=3)
    with EngineDecoder(tiny_ar_checkpoint, reference=reference,
                       config=EngineConfig(kv_cache_mb=16, max_num_seqs=4, max_num_batched_tokens=256)) as decoder:
        futures = [decoder.submit(d.pages, d.document_type) for d in docs]
        results = [f.result(timeout=120) for f in futures]
        paths = reference.meta["slots"][docs[0].document_type][1:3]
        partial = decoder.decode_slots(docs[0].pages, docs[0].document_type, paths)
    copied = 0
    for doc, got in zip(docs, results):
        want = reference.decode(doc.pages, doc.document_type)
        assert got.document_type == want.document_type
        assert [(s.path, s.raw) for s in got.slots] == [(s.path, s.raw) for s in want.slots]
        assert [s.confidence for s in got.slots] == pytest.approx([s.confidence for s in want.slots], rel=1e-3)
        text = "".join(doc.pages)
        copied += sum(1 for s in got.slots if s.raw and s.raw.split("\n")[0] in text)
    assert copied >= len(docs)  # texts of document spans (a slot's spans are joined by a space)
    want = reference.decode_slots(docs[0].pages, docs[0].document_type, paths)
    assert [(s.path, s.raw) for s in partial] == [(s.path, s.raw) for s in want]


class _GatedSecondOpinion:
    """A second reader that answers every slot empty once its gate opens."""

    models = {"diffusion": "gated@0"}

    def __init__(self, open_now: bool) -> None:
        import threading

        self.gate = threading.Event()
        if open_now:
            self.gate.set()

    def read(self, pages, document_type):
        from pipeline.decoding import SlotPrediction

        self.gate.wait(timeout=60)
        return [SlotPrediction("lc_number", None, 0.5, "diffusion")]


def test_the_batch_decoder_attaches_the_second_opinion_and_fails_rather_than_hangs_when_closed(tiny_ar_checkpoint):
    import time
    from concurrent.futures import TimeoutError as FutureTimeout

    from models.ar.decoder import BatchDecoder
    from models.dataset import toy_documents
    from models.engine_decoder import EngineDecoder
    from pipeline.acceptance import AcceptanceTable

    reference = BatchDecoder(tiny_ar_checkpoint)
    docs = toy_documents(3, seed=4)
    config = EngineConfig(kv_cache_mb=16, max_num_seqs=4, max_num_batched_tokens=256)
    table = AcceptanceTable(frozenset(), {})
    with EngineDecoder(tiny_ar_checkpoint, reference=reference, config=config,
                       second_opinion=_GatedSecondOpinion(open_now=True), acceptance=table) as decoder:
        got = decoder.submit(docs[0].pages, docs[0].document_type).result(timeout=120)
        assert got.second_opinion is not None and got.acceptance is table and not got.uncalibrated
        assert got.models == decoder.models == {"autoregressive": reference.version, "diffusion": "gated@0"}
    reader = _GatedSecondOpinion(open_now=False)
    decoder = EngineDecoder(tiny_ar_checkpoint, reference=reference, config=config, second_opinion=reader,
                            acceptance=table)
    futures = [decoder.submit(d.pages, d.document_type) for d in docs]
    deadline = time.monotonic() + 60
    while not (decoder._inbox.empty() and decoder.engine.is_finished()) and time.monotonic() < deadline:
        time.sleep(0.05)  # the AR readings are done; the second opinions wait at the gate or in the queue
    decoder.close()
    reader.gate.set()
    outcomes = []
    for future in futures:
        try:
            outcomes.append(future.result(timeout=30).document_type)
        except FutureTimeout:
            raise AssertionError("a document was left waiting after close()")
        except RuntimeError as exc:
            outcomes.append(str(exc))
    assert outcomes[0] == docs[0].document_type          # its second opinion was running: it finished
    assert outcomes[1:] == ["the decoder was closed"] * (len(docs) - 1)  # queued ones: cancelled, and said so


def test_load_decoder_batch_is_the_engine(tiny_ar_checkpoint, monkeypatch):
    from models.ar.decoder import BatchDecoder
    from models.dataset import toy_documents
    from models.engine import batch_engine_config
    from models.engine_decoder import EngineDecoder
    from models.loading import load_decoder

    monkeypatch.setenv("DUALPATH_CHECKPOINT_DIR", str(tiny_ar_checkpoint.parent))
    decoder = load_decoder("batch")
    try:
        assert isinstance(decoder, EngineDecoder) and decoder.decoded_by == "autoregressive"
        # workers and `extract --path batch` run the engine with `dualpath batch`'s settings
        assert decoder.engine.config == batch_engine_config()
        doc = toy_documents(1, seed=4)[1]
        got = decoder.decode(doc.pages, doc.document_type, route="batch")
        want = BatchDecoder(tiny_ar_checkpoint).decode(doc.pages, doc.document_type)
        assert [(s.path, s.raw) for s in got.slots] == [(s.path, s.raw) for s in want.slots]
        assert got.models == want.models
        # the tiny checkpoint has no acceptance table: nothing it reads goes through unreviewed
        assert got.uncalibrated and got.second_opinion is None
    finally:
        decoder.close()


def test_requests_in_flight_when_the_engine_stops_are_failed_with_its_reason():
    """Each waiting request (prompt, slot paths, future, layout) gets the engine's error; none is
    left hanging for its caller."""
    from concurrent.futures import Future

    from models.engine_decoder import EngineDecoder

    futures = [Future(), Future()]
    waiting = {7: ([1, 2], ("a",), futures[0], None), 9: ([3], ("b",), futures[1], object())}
    EngineDecoder._fail_all(waiting, RuntimeError("the engine was closed"))
    assert waiting == {}
    for future in futures:
        with pytest.raises(RuntimeError, match="the engine was closed"):
            future.result(timeout=0)
