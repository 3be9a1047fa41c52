import random

import torch

from models.ar.modeling import CopyLlamaForCausalLM, make_config
from models.ar.train import collate, copy_loss, sequence_of, train_model
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
                         max_positions=512)
    return tok, examples, CopyLlamaForCausalLM(config)


def _eval_loss(model, tok, examples):
    batch = collate([sequence_of(e, tok) for e in examples], tok.pad_id)
    with torch.no_grad():
        return float(copy_loss(model, batch)["nll"])


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
    tok, examples, _ = _setup()
    rng = random.Random(0)
    ids, pos, targets, srcs = sequence_of(examples[0], tok, rng, subset_prob=1.0)
    assert ids[0] == tok.bos_id and ids[-1] == tok.eos_id
    slot_tokens = [i for i in ids if i in tok.special_ids and i not in (tok.bos_id, tok.eos_id, tok.sep_id, tok.end_id)]
    assert slot_tokens == sorted(slot_tokens)  # slot ids are allocated in template order
    for p, t, s in zip(pos, targets, srcs):
        assert ids[p + 1] == t
        if s >= 0:
            assert ids[s] == t
