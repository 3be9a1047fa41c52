"""Prompt-lookup speculative decoding writes exactly what the reference greedy decoder writes,
whatever the drafts, with fewer model calls when the drafts are right."""
import pytest
import torch
from transformers import DynamicCache, LlamaConfig, LlamaForCausalLM

from models.ar.decoder import greedy_decode
from models.ar.modeling import CopyLlamaForCausalLM, make_config
from models.ar.prompt import SlotPlan
from models.ar.speculative import (
    DraftHints,
    SpecStats,
    _rollback,
    document_hints,
    ngram_lookup,
    prompt_lookup_decode,
)

torch.set_num_threads(1)

END, EOS, PAD, SEP, NUM_SPECIAL, VOCAB = 3, 2, 0, 6, 12, 64
N_POS = 256
PLAN = SlotPlan(("a", "b", "c", "d"), (8, 9, 10, 11), (5, 3, 6, 4), (VOCAB, VOCAB + N_POS))


@pytest.fixture(scope="module")
def copy_model():
    torch.manual_seed(1)
    model = CopyLlamaForCausalLM(make_config(vocab_size=VOCAB, d_model=32, n_layers=2, n_heads=4, copy_dim=16,
                                             min_copy_id=NUM_SPECIAL, sep_id=SEP, max_positions=N_POS, max_span=6))
    for p in model.parameters():
        p.data.normal_(0, 0.5)
    model.pointer_head.q_start.weight.data *= 4  # pointers win often enough to be exercised
    return model.eval()


@pytest.fixture(scope="module")
def plain_model():
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=VOCAB, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=4, max_position_embeddings=N_POS,
                         pad_token_id=PAD, bos_token_id=1, eos_token_id=EOS)
    return LlamaForCausalLM(config).eval()


class _Calls:
    """Counts the model's forward calls."""

    def __init__(self, model):
        self.n = 0
        self.handle = model.register_forward_pre_hook(self._count)

    def _count(self, *_):
        self.n += 1

    def __exit__(self, *_):
        self.handle.remove()

    def __enter__(self):
        return self


def _prompts(n, seed, lengths=(20, 28, 36, 44, 52, 60)):
    rng = torch.Generator().manual_seed(seed)
    return [[1, *torch.randint(NUM_SPECIAL, VOCAB, (lengths[i % len(lengths)],), generator=rng).tolist(), SEP, 7,
             PLAN.slot_ids[0]] for i in range(n)]


def _oracle_hints(outputs):
    """Hints that name exactly the columns greedy points at (drafts will mostly be right)."""
    ends, starts = set(), set()
    for out in outputs:
        for t in out.ids:
            if t >= VOCAB + N_POS:
                ends.add(t - VOCAB - N_POS)
            elif t >= VOCAB:
                starts.add(t - VOCAB)
    return DraftHints(tuple(sorted(ends)), tuple(sorted(starts)))


def _same(spec, ref):
    assert [o.path for o in spec] == [o.path for o in ref]
    assert [o.ids for o in spec] == [o.ids for o in ref]
    for a, b in zip(spec, ref):
        assert len(a.probs) == len(b.probs)
        assert a.probs == pytest.approx(b.probs, rel=1e-4, abs=1e-6)


def _decode(model, prompt, plan=PLAN, **kw):
    with _Calls(model) as calls:
        out = prompt_lookup_decode(model, prompt, plan, end_id=END, num_special=NUM_SPECIAL, **kw)
    return out, calls.n


def _greedy(model, prompt, plan=PLAN):
    with _Calls(model) as calls:
        out = greedy_decode(model, prompt, plan, end_id=END, num_special=NUM_SPECIAL)
    return out, calls.n


@pytest.mark.parametrize("num_draft", [0, 1, 3, 8])
def test_same_output_as_greedy_with_right_wrong_and_no_drafts(copy_model, num_draft):
    pointers = 0
    for i, prompt in enumerate(_prompts(5, seed=3 + num_draft)):
        ref, _ = _greedy(copy_model, prompt)
        pointers += sum(t >= VOCAB for o in ref for t in o.ids)
        n_doc = len(prompt) - 4
        rng = torch.Generator().manual_seed(i)
        wrong = DraftHints(tuple(sorted(set(torch.randint(1, n_doc + 1, (6,), generator=rng).tolist()))),
                           tuple(sorted(set(torch.randint(1, n_doc + 1, (6,), generator=rng).tolist()))))
        everywhere = DraftHints(tuple(range(1, n_doc + 1)), tuple(range(1, n_doc + 1)))
        for hints in (None, _oracle_hints(ref), wrong, everywhere):
            spec, _ = _decode(copy_model, prompt, hints=hints, num_draft=num_draft)
            _same(spec, ref)
    assert pointers > 0  # the pointer path was exercised


def test_right_drafts_need_fewer_model_calls(copy_model):
    greedy_calls = spec_calls = 0
    stats = SpecStats()
    for prompt in _prompts(6, seed=21):
        ref, n_ref = _greedy(copy_model, prompt)
        spec, n_spec = _decode(copy_model, prompt, hints=_oracle_hints(ref), num_draft=8, stats=stats)
        _same(spec, ref)
        assert n_spec <= n_ref
        assert stats.calls == spec_calls + n_spec
        greedy_calls += n_ref
        spec_calls += n_spec
    assert stats.accepted > 0 and stats.per_kind["end_pointer"][1] > 0
    assert spec_calls < 0.8 * greedy_calls, (spec_calls, greedy_calls)


def test_no_drafts_is_greedy_call_for_call(copy_model):
    prompt = _prompts(1, seed=5)[0]
    ref, n_ref = _greedy(copy_model, prompt)
    spec, n_spec = _decode(copy_model, prompt, num_draft=0)
    _same(spec, ref)
    assert n_spec == n_ref


def test_plain_llama_token_level_prompt_lookup(plain_model):
    """A plain LlamaForCausalLM (no pointer head): n-gram drafts only; long slots let a random
    model fall into repetition, which the lookup then predicts."""
    plan = SlotPlan(("a", "b"), (8, 9), (30, 30), (VOCAB, VOCAB + N_POS))
    stats = SpecStats()
    greedy_calls = spec_calls = 0
    for prompt in _prompts(4, seed=9):
        ref, n_ref = _greedy(plain_model, prompt, plan)
        spec, n_spec = _decode(plain_model, prompt, plan, num_draft=6, stats=stats)
        _same(spec, ref)
        greedy_calls += n_ref
        spec_calls += n_spec
    assert stats.accepted > 0
    assert spec_calls < greedy_calls


def test_rollback_crops_the_kv_cache_and_the_pointer_state(copy_model):
    prompt = _prompts(1, seed=2)[0]
    cache = DynamicCache(config=copy_model.config)
    copy_model(input_ids=torch.tensor([prompt + [VOCAB + 3, VOCAB + N_POS + 5, END]]), cache=cache, use_cache=True)
    assert cache.get_seq_length() == len(prompt) + 3 == cache.dualpath_copy["ids"].shape[1]
    _rollback(cache, len(prompt) + 1)
    assert cache.get_seq_length() == len(prompt) + 1 == cache.dualpath_copy["ids"].shape[1]
    assert cache.dualpath_copy["ids"][0].tolist() == prompt + [VOCAB + 3]
    # the next step after the rollback equals a fresh decode of the same prefix
    step = copy_model(input_ids=torch.tensor([[VOCAB + N_POS + 4]]), cache=cache, use_cache=True).logits[0, -1]
    fresh = copy_model(input_ids=torch.tensor([prompt + [VOCAB + 3, VOCAB + N_POS + 4]]),
                       cache=DynamicCache(config=copy_model.config), use_cache=True).logits[0, -1]
    assert torch.allclose(step, fresh, atol=1e-4)


def test_ngram_lookup():
    assert ngram_lookup([5, 6, 7, 8, 9, 5, 6], max_ngram=2, num_tokens=2) == ([7, 8], 2)
    assert ngram_lookup([5, 6, 7, 4, 6], max_ngram=3, num_tokens=3) == ([7, 4, 6], 1)
    assert ngram_lookup([1, 2, 3], max_ngram=2) == ([], 0)


class _FakeTok:
    special_ids = frozenset({0, 1, 5})
    texts = {10: "Name", 11: ":", 12: " Ada", 13: " Lovelace", 14: "\n", 15: "Date", 16: " 1815", 17: "   ",
             18: "Sex", 19: " F"}

    def decode(self, ids):
        return "".join(self.texts[i] for i in ids)


def test_document_hints_line_ends_and_value_starts():
    # Name: Ada Lovelace\nDate: 1815   Sex: F <page> Name:\nAda
    doc = [10, 11, 12, 13, 14, 15, 11, 16, 17, 18, 11, 19, 5, 10, 11, 14, 12]
    hints = document_hints(_FakeTok(), doc, offset=1)
    col = {j: j + 1 for j in range(len(doc))}
    assert hints.line_ends == (col[3], col[7], col[11], col[16])  # " Lovelace", " 1815", " F", last " Ada"
    assert hints.value_starts == (col[2], col[7], col[11], col[16])  # after "Name:", "Date:", "Sex:", "Name:\n"


def test_another_decoders_answers_drafted_give_greedy_output_in_few_calls(copy_model):
    """The second reading drafts the diffusion model's answers (``given``): right answers pass
    several slots per forward, wrong ones (another value, a longer one, none) change nothing."""
    right_calls = greedy_calls = 0
    for i, prompt in enumerate(_prompts(5, seed=41)):
        ref, n_ref = _greedy(copy_model, prompt)
        right = [o.ids for o in ref]
        spec, n_spec = _decode(copy_model, prompt, given=right, num_draft=48)
        _same(spec, ref)
        right_calls += n_spec
        greedy_calls += n_ref
        rng = torch.Generator().manual_seed(i)
        wrong = [torch.randint(NUM_SPECIAL, VOCAB, (1 + k,), generator=rng).tolist() for k in range(len(PLAN.paths))]
        too_long = [ids + ids + [NUM_SPECIAL] for ids in right]
        for given in (wrong, too_long, [None, *right[1:]], [[] for _ in right]):
            spec, _ = _decode(copy_model, prompt, given=given, num_draft=48)
            _same(spec, ref)
    assert right_calls <= 0.5 * greedy_calls, (right_calls, greedy_calls)
