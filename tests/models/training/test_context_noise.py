"""Context noise: random word pieces in place of label words, never in place of a value."""
from __future__ import annotations

import random

import pytest

from models.training.train_ar import sequence_of, value_positions, value_words
from models.training.context_noise import ContextNoise, words
from models.dataset import build_examples, slot_items, toy_documents
from models.checkpoint_files import checkpoint_dir
from models.tokenizer import DualpathTokenizer


@pytest.fixture(scope="module")
def ar_tok():
    return DualpathTokenizer.load(checkpoint_dir("ar"))


@pytest.fixture(scope="module")
def example(ar_tok):
    return build_examples(toy_documents(1), ar_tok, max_doc_tokens=512)[0]


def test_words_are_runs_of_letter_pieces(ar_tok):
    noise = ContextNoise(ar_tok, 0.5)
    ids = ar_tok.encode("Tax number: T123456X\nOccupation ENGINEER")
    found = [ar_tok.decode(ids[a:b + 1]).strip() for a, b in words(ids, noise.kind)]
    assert "Tax" in found and "number" in found and "Occupation" in found and "ENGINEER" in found
    assert not any(ch.isdigit() for word in found for ch in word)


def test_no_noise_leaves_the_document_alone(ar_tok, example):
    noise = ContextNoise(ar_tok, 0.0)
    assert noise.apply(example.doc_ids, set(), random.Random(0)) == list(example.doc_ids)


def test_full_noise_replaces_every_context_word_and_no_value(ar_tok, example):
    items = slot_items(example, ar_tok)
    protected = value_positions(items)
    assert protected, "the toy document's values are copied spans"
    noisy = ContextNoise(ar_tok, 1.0).apply(example.doc_ids, protected, random.Random(0),
                                            protected_words=value_words(items, ar_tok))
    assert len(noisy) == len(example.doc_ids)
    assert all(noisy[k] == example.doc_ids[k] for k in protected)
    text = ar_tok.decode(noisy)
    for label in ("Nationality", "Expiry", "Issuing"):
        if label in ar_tok.decode(example.doc_ids):
            assert label not in text
    changed = [k for k, (a, b) in enumerate(zip(example.doc_ids, noisy)) if a != b]
    assert changed
    for k in changed:  # only letter pieces are replaced, each by a letter piece of the same kind
        assert ar_tok.id_to_token(noisy[k]).lstrip("\u0120").isalpha()
        assert ar_tok.id_to_token(noisy[k]).startswith("\u0120") == ar_tok.id_to_token(example.doc_ids[k]).startswith("\u0120")


def test_digits_punctuation_and_one_letter_words_survive(ar_tok):
    ids = ar_tok.encode("Sex: M\nPEP: [X] Yes [ ] No\nRef 2024-11/7")
    noisy = ContextNoise(ar_tok, 1.0).apply(ids, set(), random.Random(3))
    text = ar_tok.decode(noisy)
    for kept in (": M\n", "[X]", "[ ]", "2024-11/7"):
        assert kept in text
    assert "Yes" not in text and "PEP" not in text


def test_noise_is_reproducible_from_the_rng(ar_tok, example):
    noise = ContextNoise(ar_tok, 0.3)
    first = noise.apply(example.doc_ids, set(), random.Random(7))
    assert first == noise.apply(example.doc_ids, set(), random.Random(7))
    assert first != list(example.doc_ids)


def test_noisy_training_sequences_keep_their_pointer_targets(ar_tok, example):
    bases = {"start_base": 10_000, "end_base": 20_000}
    clean = sequence_of(example, ar_tok, **bases)
    noisy = sequence_of(example, ar_tok, rng=random.Random(0), noise=ContextNoise(ar_tok, 1.0), **bases)
    assert clean[1] == noisy[1] and clean[2] == noisy[2]  # the same loss positions and targets
    assert clean[0] != noisy[0]  # but the document part differs


def test_rate_outside_zero_one_is_refused(ar_tok):
    with pytest.raises(ValueError, match="within"):
        ContextNoise(ar_tok, 1.5)
