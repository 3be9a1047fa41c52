import random
from pathlib import Path

import pytest
import torch

from models.ar.modeling import CopyLlamaForCausalLM, make_config
from models.training.train_ar import collate, null_positions, pointer_loss, sequence_of, train_model
from models.dataset import build_examples, corpus_texts, slot_items, toy_documents
from models.template import slot_paths
from models.tokenizer import train_tokenizer
from models.training.common import Budget, seed_everything


def _setup(key_layers: int = 0):
    seed_everything(0)
    docs = toy_documents(12)
    tok = train_tokenizer(corpus_texts(docs), vocab_size=500)
    examples = build_examples(docs, tok, max_doc_tokens=256)
    config = make_config(vocab_size=tok.vocab_size, d_model=64, n_layers=2, n_heads=2, copy_dim=32,
                         min_copy_id=tok.num_special, pad_id=tok.pad_id, bos_id=tok.bos_id, eos_id=tok.eos_id,
                         sep_id=tok.sep_id, max_positions=512, key_layers=key_layers)
    return tok, examples, CopyLlamaForCausalLM(config)


def _eval_loss(model, tok, examples):
    batch = collate([sequence_of(e, tok, start_base=model.start_base, end_base=model.end_base) for e in examples],
                    tok.pad_id)
    with torch.no_grad():
        return float(pointer_loss(model, batch)["nll"])


@pytest.mark.parametrize("key_layers", [0, 1])
def test_a_few_seconds_of_training_lowers_the_loss(key_layers):
    torch.set_num_threads(1)
    tok, examples, model = _setup(key_layers)
    before = _eval_loss(model, tok, examples)
    info = train_model(model, examples, tok, budget=Budget(steps=25), lr=3e-3, seed=0, tokens_per_batch=3000,
                       progress=False)
    after = _eval_loss(model, tok, examples)
    assert info["steps"] == 25
    assert after < before - 0.5, (before, after)


def test_seed_reproducibility():
    torch.set_num_threads(1)
    results = []
    for _ in range(2):
        tok, examples, model = _setup()
        train_model(model, examples, tok, budget=Budget(steps=3), lr=3e-3, seed=0, tokens_per_batch=3000,
                    progress=False)
        results.append(_eval_loss(model, tok, examples))
    assert results[0] == results[1]


def test_subset_sequences_keep_template_order():
    tok, examples, model = _setup()
    rng = random.Random(0)
    ids, pos, targets = sequence_of(examples[0], tok, rng=rng, subset_prob=1.0, start_base=model.start_base,
                                    end_base=model.end_base)
    assert ids[0] == tok.bos_id and ids[-1] == tok.eos_id
    slot_tokens = [i for i in ids if i in tok.special_ids and i not in (tok.bos_id, tok.eos_id, tok.sep_id, tok.end_id)]
    assert slot_tokens == sorted(slot_tokens)  # slot ids are allocated in template order
    for p, t in zip(pos, targets):
        assert ids[p + 1] == t


def test_training_sequences_point_at_the_values():
    """Every copied span in a training sequence points at document tokens that spell the slot's text."""
    from models.ar.decoder import slot_items_of
    from models.dataset import render_items

    tok, examples, model = _setup()
    checked = 0
    for example in examples[:6]:
        ids, _, _ = sequence_of(example, tok, start_base=model.start_base, end_base=model.end_base)
        slots = {tok.slot_id(example.document_type, p): p for p in example.slot_texts}
        k = 0
        while k < len(ids):
            if ids[k] in slots:
                path, j = slots[ids[k]], k + 1
                while ids[j] != tok.end_id:
                    j += 1
                items = slot_items_of(ids[k + 1:j], vocab_size=model.config.vocab_size,
                                      n_positions=model.n_positions, offset=1)
                want = example.slot_texts[path]
                assert render_items(tok, example.doc_ids, items) == (want.strip() if want else None)
                checked += 1
                k = j
            k += 1
    assert checked > 30


def test_key_context_lets_a_key_read_what_follows_its_column_and_nothing_after_sep():
    """Without a key context key j reads h_j (causal) and ids j-1..j+1; with one it reads the
    whole ``[bos] doc`` region: a change five columns later moves it, a change after ``[sep]``
    (the answer, which a prefill does not hold) does not, and left padding does not."""
    torch.manual_seed(0)
    config = dict(vocab_size=50, d_model=32, n_layers=1, n_heads=2, copy_dim=8, min_copy_id=7, pad_id=0, sep_id=6,
                  max_positions=64)
    ids = torch.tensor([[1, 10, 11, 12, 13, 14, 15, 16, 17, 6, 20, 21]])
    later = ids.clone()
    later[0, 7] = 30          # five columns after column 2, inside the document
    answer = ids.clone()
    answer[0, 11] = 31        # after [sep]

    def keys(model, x):
        with torch.no_grad():
            h = model.model(inputs_embeds=model.embed_inputs(x, x)).last_hidden_state
            return model.pointer_keys(h, x)[0]

    causal = CopyLlamaForCausalLM(make_config(**config)).eval()
    assert torch.equal(keys(causal, ids)[0, 2], keys(causal, later)[0, 2])
    context = CopyLlamaForCausalLM(make_config(**config, key_layers=1)).eval()
    assert not torch.allclose(keys(context, ids)[0, 2], keys(context, later)[0, 2], atol=1e-4)
    torch.testing.assert_close(keys(context, ids)[0, :9], keys(context, answer)[0, :9])
    padded = torch.cat([torch.zeros(1, 3, dtype=torch.long), ids], 1)
    attn = (padded != 0).long()
    with torch.no_grad():
        pos = (attn.cumsum(1) - 1).clamp(min=0)
        h = context.model(inputs_embeds=context.embed_inputs(padded, padded), attention_mask=attn,
                          position_ids=pos).last_hidden_state
        ks_padded = context.pointer_keys(h, padded)[0]
    torch.testing.assert_close(ks_padded[0, 3:12], keys(context, ids)[0, :9], rtol=1e-4, atol=1e-5)


def test_null_positions_are_exactly_the_empty_slots_end():
    tok, examples, model = _setup()
    example = next(e for e in examples if any(not v for v in slot_items(e, tok).values()))
    items = slot_items(example, tok)
    ids, pos, targets = sequence_of(example, tok, start_base=model.start_base, end_base=model.end_base)
    batch = collate([(ids, pos, targets)], tok.pad_id)
    marked = null_positions(model, batch)[0].tolist()
    # the slot token right before each marked position names an empty slot, and every empty slot is marked once
    marked_slots = [ids[p] for p, m in zip(pos, marked) if m]
    paths = slot_paths(example.document_type)
    empty = [tok.slot_id(example.document_type, p) for p in paths if not items[p]]
    assert marked_slots == empty and empty


def test_null_weight_counts_empty_slots_more_and_leaves_nll_alone():
    tok, examples, model = _setup()
    batch = collate([sequence_of(e, tok, start_base=model.start_base, end_base=model.end_base) for e in examples[:4]],
                    tok.pad_id)
    with torch.no_grad():
        plain = pointer_loss(model, batch)
        heavy = pointer_loss(model, batch, null_weight=3.0)
    assert heavy["nll"] == plain["nll"] and plain["loss"] == plain["nll"]
    nulls = null_positions(model, batch)
    assert 0 < int(nulls.sum()) < int(batch.valid.sum())
    # the weighted mean, recomputed from per-position losses: null positions count three times
    per_null = float(pointer_loss(model, _only(batch, nulls))["nll"])
    per_rest = float(pointer_loss(model, _only(batch, batch.valid & ~nulls))["nll"])
    n_null, n_rest = int(nulls.sum()), int((batch.valid & ~nulls).sum())
    expected = (3 * n_null * per_null + n_rest * per_rest) / (3 * n_null + n_rest)
    assert float(heavy["loss"]) == pytest.approx(expected, rel=1e-5)
    assert float(heavy["loss"]) != pytest.approx(float(plain["loss"]), rel=1e-5)


def _only(batch, keep):
    """The batch with only ``keep`` loss positions valid."""
    return type(batch)(batch.ids, batch.pos, batch.target, keep)


def test_evaluate_only_keeps_the_runs_training_options_for_its_card():
    """A re-scored checkpoint's card names the options it was trained with (metrics.json), not the
    command line's defaults (`--key-layers 1` must not be written as the default 0), unless given again."""
    import argparse

    from models.training.train_ar import restore_hyper_parameters

    args = argparse.Namespace(key_layers=0, curriculum=0.25, lr=0.002)
    recorded = {"hyper_parameters": {"key_layers": 1, "curriculum": 0.15, "lr": 0.001}}
    restore_hyper_parameters(args, recorded, explicit=frozenset({"lr"}))
    assert (args.key_layers, args.curriculum, args.lr) == (1, 0.15, 0.002)
    restore_hyper_parameters(args, {}, explicit=frozenset())  # a run that recorded none: unchanged
    assert (args.key_layers, args.curriculum, args.lr) == (1, 0.15, 0.002)


def test_evaluate_only_scores_on_the_training_corpus_unless_told_otherwise():
    """A run trained on corpus seed 1 is re-scored on seed 1's dev/test by default (metrics.json
    records its corpus); naming another corpus on the command line wins."""
    import argparse

    from models.training.train_ar import restore_training_corpus

    recorded = {"corpus": {"data_dir": "/c/v15-seed1", "data": None, "corpus_version": 15, "corpus_seed": 1}}
    args = argparse.Namespace(data=None, corpus_version=None, corpus_seed=None)
    restore_training_corpus(args, recorded)
    assert (args.data, args.corpus_version, args.corpus_seed) == (None, 15, 1)
    args = argparse.Namespace(data=None, corpus_version=None, corpus_seed=0)
    restore_training_corpus(args, recorded)
    assert (args.data, args.corpus_version, args.corpus_seed) == (None, None, 0)
    args = argparse.Namespace(data=None, corpus_version=None, corpus_seed=None)
    restore_training_corpus(args, {})  # a run that recorded no corpus: unchanged
    assert (args.corpus_version, args.corpus_seed) == (None, None)


def test_a_card_rescored_on_another_corpus_names_the_training_corpus_in_its_reproduce_line(tmp_path: Path):
    import argparse
    from types import SimpleNamespace

    from models.training.report import _card

    split = {"documents": 3, "field_accuracy": 0.9, "document_exact_match": 0.5, "absent_fields_null_rate": 1.0,
             "null_precision": 1.0, "per_type": {"kyc_individual": {"field_accuracy": 0.9, "document_exact_match": 0.5}}}
    args = argparse.Namespace(seed=0, steps=10, minutes=None, device="cpu", data=None, corpus_version=15,
                              corpus_seed=0, lr=0.0002)
    data = SimpleNamespace(data_dir=Path("/c/v15-seed0"), train=[], dev=[1], test=[1])
    trained = {"steps": 10, "corpus": {"data_dir": "/c/v15-seed1", "data": None, "corpus_version": 15, "corpus_seed": 1}}
    card = _card("ar", args, data, trained, {"dev": split, "test": split}, tmp_path)
    assert "--corpus-version 15 --seed 0 --corpus-seed 1 --steps 10" in card
    assert "- trained on: /c/v15-seed1;" in card
    same = _card("ar", args, data, {**trained, "corpus": {**trained["corpus"], "data_dir": "/c/v15-seed0",
                                                          "corpus_seed": 0}}, {"dev": split, "test": split}, tmp_path)
    assert "trained on" not in same and "--corpus-seed 0 --steps 10" in same


def test_a_cards_reproduce_line_names_the_folders_trained_beside_the_corpus(tmp_path: Path):
    """``--extra-examples`` folders are part of what a run trained on (metrics.json ``train.corpus``):
    its card, and a re-scoring's card, name them, this user's home written as ``~``."""
    import argparse
    from types import SimpleNamespace

    from models.training.report import _card, training_corpus

    split = {"documents": 3, "field_accuracy": 0.9, "document_exact_match": 0.5, "absent_fields_null_rate": 1.0,
             "null_precision": 1.0, "per_type": {"kyc_individual": {"field_accuracy": 0.9, "document_exact_match": 0.5}}}
    authored = str(Path.home() / ".cache" / "dualpath" / "authored-s2")
    args = argparse.Namespace(seed=0, steps=10, minutes=None, device="cpu", data=None, corpus_version=15,
                              corpus_seed=1, lr=0.0002, extra_examples=[authored, "/srv/reviewed"])
    data = SimpleNamespace(data_dir=Path("/c/v15-seed1"), train=[], dev=[1], test=[1])
    corpus = training_corpus(args, data.data_dir)
    assert corpus["extra_examples"] == [authored, "/srv/reviewed"]
    rescoring = argparse.Namespace(**{**vars(args), "extra_examples": None})  # --evaluate-only names none
    card = _card("ar", rescoring, data, {"steps": 10, "corpus": corpus}, {"dev": split, "test": split}, tmp_path)
    assert (f"--steps 10 --extra-examples ~/.cache/dualpath/authored-s2 --extra-examples /srv/reviewed "
            f"--out {tmp_path}") in card
