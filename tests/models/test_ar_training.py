import random

import torch

from models.ar.modeling import CopyLlamaForCausalLM, make_config
from models.ar.train import collate, pointer_loss, sequence_of, train_model
from models.dataset import build_examples, corpus_texts, toy_documents
from models.tokenizer import train_tokenizer
from models.training.common import Budget, seed_everything


def _setup():
    seed_everything(0)
    docs = toy_documents(12)
    tok = train_tokenizer(corpus_texts(docs), vocab_size=500)
    examples = build_examples(docs, tok, max_doc_tokens=256)
    config = make_config(vocab_size=tok.vocab_size, d_model=64, n_layers=2, n_heads=2, copy_dim=32,
                         min_copy_id=tok.num_special, pad_id=tok.pad_id, bos_id=tok.bos_id, eos_id=tok.eos_id,
                         sep_id=tok.sep_id, max_positions=512)
    return tok, examples, CopyLlamaForCausalLM(config)


def _eval_loss(model, tok, examples):
    batch = collate([sequence_of(e, tok, start_base=model.start_base, end_base=model.end_base) for e in examples],
                    tok.pad_id)
    with torch.no_grad():
        return float(pointer_loss(model, batch)["nll"])


def test_a_few_seconds_of_training_lowers_the_loss():
    torch.set_num_threads(1)
    tok, examples, model = _setup()
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
