"""The reference greedy decoder (KV cache, jump-forward) writes exactly what transformers'
greedy ``generate`` writes under the skeleton rules, for a plain Llama and the copy model."""
import pytest
import torch
from transformers import LlamaConfig, LlamaForCausalLM

from models.ar.decoder import generate_slots, greedy_decode, output_size, slot_items_of
from models.ar.modeling import CopyLlamaForCausalLM, make_config
from models.ar.prompt import SkeletonLogitsProcessor, SlotPlan

END, EOS, PAD, SEP, NUM_SPECIAL, VOCAB = 3, 2, 0, 6, 12, 64
N_POS = 256


class _Tok:
    pad_id, end_id, eos_id, num_special = PAD, END, EOS, NUM_SPECIAL


def _plain(tmp_path):
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=VOCAB, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=4, max_position_embeddings=256,
                         pad_token_id=PAD, bos_token_id=1, eos_token_id=EOS)
    model = LlamaForCausalLM(config)
    model.save_pretrained(tmp_path / "plain")
    return LlamaForCausalLM.from_pretrained(tmp_path / "plain").eval()


def _copy(tmp_path):
    torch.manual_seed(1)
    model = CopyLlamaForCausalLM(make_config(vocab_size=VOCAB, d_model=32, n_layers=2, n_heads=4, copy_dim=16,
                                             min_copy_id=NUM_SPECIAL, sep_id=SEP, max_positions=256, max_span=6))
    for p in model.parameters():
        p.data.normal_(0, 0.5)
    model.pointer_head.q_start.weight.data *= 4  # pointers win often enough to be exercised
    model.save_pretrained(tmp_path / "copy")
    return CopyLlamaForCausalLM.from_pretrained(tmp_path / "copy").eval()


PLAN = SlotPlan(("a", "b", "c"), (8, 9, 10), (5, 3, 6), (VOCAB, VOCAB + N_POS))


def _hf_generate(model, prompt, plan):
    ids = torch.tensor([prompt])
    proc = SkeletonLogitsProcessor([plan], len(prompt), end_id=END, eos_id=EOS, num_special=NUM_SPECIAL,
                                   vocab_size=output_size(model))
    out = model.generate(ids, logits_processor=[proc], max_new_tokens=40, do_sample=False, pad_token_id=PAD,
                         eos_token_id=EOS)
    return out[0, len(prompt):].tolist()


def _flatten(outputs, plan):
    seq = []
    for k, out in enumerate(outputs):
        if k:
            seq.append(plan.slot_ids[k])
        seq.extend(out.ids)
        seq.append(END)
    return seq + [EOS]


@pytest.mark.parametrize("make", [_plain, _copy], ids=["llama", "copy-llama"])
def test_reference_greedy_equals_transformers_generate(tmp_path, make):
    model = make(tmp_path)
    rng = torch.Generator().manual_seed(3)
    pointers = 0
    for trial in range(4):
        doc = torch.randint(NUM_SPECIAL, VOCAB, (20 + 5 * trial,), generator=rng).tolist()
        prompt = [1, *doc, SEP, 7, PLAN.slot_ids[0]]
        ours = greedy_decode(model, prompt, PLAN, end_id=END, num_special=NUM_SPECIAL)
        assert [o.path for o in ours] == list(PLAN.paths)
        assert all(len(o.ids) <= m + 1 for o, m in zip(ours, PLAN.max_tokens))
        assert _flatten(ours, PLAN) == _hf_generate(model, prompt, PLAN)
        pointers += sum(t >= VOCAB for o in ours for t in o.ids)
    if make is _copy:
        assert pointers > 0  # the pointer path was exercised


def test_pointers_respect_the_span_grammar(tmp_path):
    """An end pointer always follows a start pointer, at or after it and within max_span, on the document."""
    model = _copy(tmp_path)
    rng = torch.Generator().manual_seed(11)
    spans = 0
    for trial in range(4):
        doc = torch.randint(NUM_SPECIAL, VOCAB, (30,), generator=rng).tolist()
        prompt = [1, *doc, SEP, 7, PLAN.slot_ids[0]]
        for out in greedy_decode(model, prompt, PLAN, end_id=END, num_special=NUM_SPECIAL):
            for prev, cur in zip([None, *out.ids], out.ids):
                if cur >= VOCAB + N_POS:
                    assert prev is not None and VOCAB <= prev < VOCAB + N_POS
                    start, end = prev - VOCAB, cur - VOCAB - N_POS
                    assert start <= end < start + 6 and 1 <= start and end <= len(doc)
                    spans += 1
                elif prev is not None and VOCAB <= prev < VOCAB + N_POS:
                    pytest.fail("a start pointer not followed by an end pointer")
            items = slot_items_of(out.ids, vocab_size=VOCAB, n_positions=N_POS, offset=1)
            assert all(0 <= it[1] <= it[2] < len(doc) for it in items if it[0] == "span")
    assert spans > 0


def test_static_batches_of_generate_match_single_sequences(tmp_path):
    model = _copy(tmp_path)
    rng = torch.Generator().manual_seed(5)
    prompts = [[1, *torch.randint(NUM_SPECIAL, VOCAB, (n,), generator=rng).tolist(), SEP, 7, 8] for n in (9, 17, 30)]
    batched = generate_slots(model, _Tok, prompts, [PLAN] * 3)
    for prompt, outputs in zip(prompts, batched):
        single = greedy_decode(model, prompt, PLAN, end_id=END, num_special=NUM_SPECIAL)
        assert [o.ids for o in outputs] == [o.ids for o in single]
        for a, b in zip(outputs, single):
            assert a.confidence == pytest.approx(b.confidence, rel=1e-3, abs=1e-6)


def test_max_tokens_respected_and_confidence_is_a_probability(tmp_path):
    model = _plain(tmp_path)
    plan = SlotPlan(("a",), (8,), (2,), (VOCAB, VOCAB + 256))
    (out,) = greedy_decode(model, [1, 20, 21, 6, 7, 8], plan, end_id=END, num_special=NUM_SPECIAL)
    assert len(out.ids) <= 2 and len(out.probs) == len(out.ids) + 1
    assert 0.0 <= out.confidence <= 1.0


def test_the_skeleton_processor_follows_the_scores_device():
    """generate's scores live on the model's device (a GPU in production); the processor's value
    mask must follow them. The meta device stands in for an accelerator: any op mixing it with a
    CPU tensor raises, as a CUDA tensor would."""
    proc = SkeletonLogitsProcessor([PLAN], 4, end_id=END, eos_id=EOS, num_special=NUM_SPECIAL,
                                   vocab_size=VOCAB + 2 * N_POS)
    scores = torch.zeros(1, VOCAB + 2 * N_POS, device="meta")
    input_ids = torch.tensor([[1, 2, 3, 7]])  # read with tolist(): a real tensor (meta has no values)
    out = proc(input_ids, scores)
    assert out.device.type == "meta" and proc.value_mask.device.type == "meta"
