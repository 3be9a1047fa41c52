"""`dualpath average-weights`: the mean of two fine-tunes' weights, refused across tokenizers."""
from __future__ import annotations

import json

import pytest
import torch
from safetensors.torch import load_file

from models.ar.modeling import CopyLlamaForCausalLM, make_config
from models.training.train_ar import max_slot_tokens, write_metadata
from models.dataset import build_examples, corpus_texts, toy_documents
from models.tokenizer import train_tokenizer
from models.training.average import AverageError, average_checkpoints
from dualpath.cli import main


def _checkpoint(directory, tok, examples, seed: int):
    torch.manual_seed(seed)
    config = make_config(vocab_size=tok.vocab_size, d_model=32, n_layers=1, n_heads=2, copy_dim=16,
                         min_copy_id=tok.num_special, pad_id=tok.pad_id, bos_id=tok.bos_id, eos_id=tok.eos_id,
                         sep_id=tok.sep_id, max_positions=512)
    CopyLlamaForCausalLM(config).save_pretrained(directory, safe_serialization=True)
    tok.save(directory)
    write_metadata(directory, tok, max_doc_tokens=256, max_slots=max_slot_tokens(examples, tok))
    return directory


@pytest.fixture(scope="module")
def toy():
    docs = toy_documents(4)
    tok = train_tokenizer(corpus_texts(docs), vocab_size=400)
    return tok, build_examples(docs, tok, max_doc_tokens=256)


def test_the_average_is_the_element_wise_mean(tmp_path, toy):
    tok, examples = toy
    a = _checkpoint(tmp_path / "a", tok, examples, seed=1)
    b = _checkpoint(tmp_path / "b", tok, examples, seed=2)
    assert main(["average-weights", str(a), str(b), "--out", str(tmp_path / "m")]) == 0
    wa, wb, wm = (load_file(str(d / "model.safetensors")) for d in (a, b, tmp_path / "m"))
    assert set(wm) == set(wa)
    for name in wa:
        assert torch.allclose(wm[name], (wa[name] + wb[name]) / 2, atol=1e-6), name
    assert not torch.equal(wm[next(iter(wa))], wa[next(iter(wa))])
    train = json.loads((tmp_path / "m" / "metrics.json").read_text())["train"]
    assert train["averaged_from"] == [str(a), str(b)]
    meta = json.loads((tmp_path / "m" / "dualpath.json").read_text())
    assert meta["calibration"]["accept_threshold"] is None  # to be fitted by --evaluate-only
    CopyLlamaForCausalLM.from_pretrained(tmp_path / "m")  # loads as any checkpoint


def test_checkpoints_with_other_tokenizers_are_refused(tmp_path, toy):
    tok, examples = toy
    other_tok = train_tokenizer(corpus_texts(toy_documents(4, seed=5)), vocab_size=400)
    a = _checkpoint(tmp_path / "a", tok, examples, seed=1)
    b = _checkpoint(tmp_path / "b", other_tok, build_examples(toy_documents(4, seed=5), other_tok, max_doc_tokens=256),
                    seed=2)
    with pytest.raises(AverageError, match="tokenizer|architecture"):
        average_checkpoints([a, b], tmp_path / "m")
    assert not (tmp_path / "m").exists()


def test_one_checkpoint_is_not_an_average(tmp_path, toy):
    tok, examples = toy
    a = _checkpoint(tmp_path / "a", tok, examples, seed=1)
    assert main(["average-weights", str(a), "--out", str(tmp_path / "m")]) == 2


def test_an_average_s_card_names_its_sources_not_a_training_run(toy):
    import argparse
    from pathlib import Path

    from models.training.report import _card

    split = {"documents": 3, "field_accuracy": 0.9, "document_exact_match": 0.5, "absent_fields_null_rate": 1.0,
             "null_precision": 1.0, "per_type": {}}
    metrics = {"dev": split, "test": split}
    train = {"averaged_from": ["/ck/a", "/ck/b"], "limits_from": "/ck/a", "parameters": 10}
    data = argparse.Namespace(data_dir=Path("/corpus"), train=[], dev=[1], test=[1])
    args = argparse.Namespace(seed=0, steps=None, minutes=None, device="cpu", corpus_version=15, corpus_seed=0,
                              data=None)
    card = _card("ar", args, data, train, metrics, Path("/out"))
    assert "dualpath average-weights /ck/a /ck/b --limits-from /ck/a --out /out" in card
    assert "--evaluate-only --out /out --corpus-version 15 --corpus-seed 0" in card
    assert "wall-clock budget" not in card and "dualpath train --model ar --corpus-version" not in card
