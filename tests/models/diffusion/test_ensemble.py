"""Two diffusion draws decoded together (models.diffusion.ensemble)."""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest
import torch

from models.diffusion.checkpoint import add_member, load_checkpoint, save_checkpoint
from models.diffusion.layout import MASK
from models.diffusion.ensemble import DiffusionEnsemble, mean_log_prob
from models.diffusion.model import DiffusionModel
from models.diffusion.sampler import SamplerParams, sample
from models.checkpoint_files import model_version
from tests.models.diffusion.test_diffusion import tiny_config, tiny_layout, toy_batch


def _draw(seed: int) -> DiffusionModel:
    torch.manual_seed(seed)
    return DiffusionModel(tiny_config()).eval()


def test_mean_log_prob_is_the_log_of_the_mean_probability() -> None:
    a = torch.tensor([0.7, 0.2, 0.1]).log()
    b = torch.tensor([0.1, 0.6, 0.3]).log()
    mixed = mean_log_prob([a, b]).exp()
    assert torch.allclose(mixed, torch.tensor([0.4, 0.4, 0.2]))
    # a position both members rule out stays ruled out
    ruled_out = torch.tensor([0.0, float("-inf")])
    assert mean_log_prob([ruled_out, ruled_out])[1] == float("-inf")


def test_an_ensemble_of_one_draw_twice_decodes_as_that_draw() -> None:
    doc_ids, doc_mask, _ = toy_batch(3, random.Random(5))
    single = _draw(0)
    layout = tiny_layout(single.config)
    twice = DiffusionEnsemble([single, single])
    params = SamplerParams(max_passes=3)
    alone = sample(single, single.encode_prefix(doc_ids, doc_mask), layout, params)
    together = sample(twice, twice.encode_prefix(doc_ids, doc_mask), layout, params)
    assert torch.equal(alone.region, together.region)
    assert torch.allclose(alone.prob, together.prob, atol=1e-5)


def test_two_draws_decode_by_their_mean_probabilities() -> None:
    doc_ids, doc_mask, _ = toy_batch(2, random.Random(5))
    a, b = _draw(0), _draw(1)
    layout = tiny_layout(a.config)
    ensemble = DiffusionEnsemble([a, b])
    cache = ensemble.encode_prefix(doc_ids, doc_mask)
    region = torch.full((2, layout.size), MASK, dtype=torch.long)   # every position masked
    pointer, text = ensemble.denoise(cache, region, layout)
    pa, _ = a.denoise(a.encode_prefix(doc_ids, doc_mask), region, layout)
    pb, _ = b.denoise(b.encode_prefix(doc_ids, doc_mask), region, layout)
    assert torch.allclose(pointer.exp(), (pa.exp() + pb.exp()) / 2, atol=1e-6)
    assert torch.allclose(pointer.exp().sum(-1), torch.ones(pointer.shape[:-1]), atol=1e-5)
    assert torch.allclose(cache.type_logits.exp().sum(-1), torch.ones(2), atol=1e-6)


def test_members_of_another_shape_are_refused() -> None:
    torch.manual_seed(0)
    other = DiffusionModel(tiny_config(d_model=16)).eval()
    with pytest.raises(ValueError, match="share one config"):
        DiffusionEnsemble([_draw(0), other])


def _toy_draw(out: Path, seed: int) -> Path:
    """The toy recipe of tests/models/test_diffusion.py (a few seconds), model seed ``seed``, one corpus."""
    import argparse

    from models.training.train_diffusion import run

    args = argparse.Namespace(out=str(out), toy=True, n_train=30, n_eval=3, steps=6, d_model=32, n_layers=1,
                              n_heads=2, d_ff=64, vocab_size=400, max_passes=4, batch_docs=2, masks_per_doc=2,
                              max_prefix_len=256, seed=seed, corpus_seed=0, latency_docs=2)
    assert run(args) == 0
    return out


@pytest.fixture(scope="module")
def two_draws(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("draws")
    return _toy_draw(root / "seed0", 0), _toy_draw(root / "seed1", 1)


def test_a_checkpoint_with_a_member_loads_as_an_ensemble_and_extracts(two_draws, tmp_path: Path) -> None:
    from models.diffusion.extractor import DiffusionExtractor

    first, second = two_draws
    joined = tmp_path / "joined"
    shutil.copytree(first, joined)
    before = model_version(joined)
    assert add_member(joined, second) == "member-1.safetensors"
    meta = json.loads((joined / "dualpath.json").read_text())
    assert meta["members"] == ["member-1.safetensors"]
    assert meta["member_provenance"]["member-1.safetensors"]["seed"] == 1
    assert model_version(joined) != before, "the envelope's model version names both weight files"
    checkpoint = load_checkpoint(joined)
    assert isinstance(checkpoint.model, DiffusionEnsemble) and len(checkpoint.model.members) == 2
    assert not torch.equal(checkpoint.model.members[0].tok.weight, checkpoint.model.members[1].tok.weight)
    pages = ["Full name: ANNA SMITH\nDate of birth: 01/02/1990"]
    extraction = DiffusionExtractor(checkpoint).extract(pages, "kyc_individual")
    assert extraction.document_type == "kyc_individual" and extraction.fields
    assert all(0.0 <= f.confidence <= 1.0 for f in extraction.fields)


def test_a_member_with_another_tokenizer_is_refused(two_draws, tmp_path: Path) -> None:
    first, second = two_draws
    other = tmp_path / "other"
    shutil.copytree(second, other)
    (other / "tokenizer.json").write_text((other / "tokenizer.json").read_text().replace('"alpha"', '"alphb"', 1)
                                          + " ")
    with pytest.raises(ValueError, match="tokenizer.json differs"):
        add_member(first, other)


def test_a_listed_member_that_is_missing_is_a_clear_error(two_draws, tmp_path: Path) -> None:
    joined = tmp_path / "joined"
    shutil.copytree(two_draws[0], joined)
    add_member(joined, two_draws[1])
    (joined / "member-1.safetensors").unlink()
    with pytest.raises(FileNotFoundError, match="member-1.safetensors"):
        load_checkpoint(joined)


def test_the_add_member_command_extends_a_checkpoint_or_says_why_not(two_draws, tmp_path: Path, capsys) -> None:
    from dualpath.cli import main

    joined = tmp_path / "joined"
    shutil.copytree(two_draws[0], joined)
    assert main(["add-member", "--out", str(joined), str(two_draws[1])]) == 0
    assert "--evaluate-only" in capsys.readouterr().err
    assert json.loads((joined / "dualpath.json").read_text())["members"] == ["member-1.safetensors"]
    assert main(["add-member", "--out", str(joined), str(tmp_path / "nowhere")]) == 2
    assert "nowhere" in capsys.readouterr().err


def test_a_config_written_before_a_field_existed_still_matches(two_draws, tmp_path: Path) -> None:
    """The shipped config.json predates ``slot_roles``; a new draw writes it with its default."""
    first, second = two_draws
    old = tmp_path / "old"
    shutil.copytree(first, old)
    config = json.loads((old / "config.json").read_text())
    assert config.pop("slot_roles") == {}
    (old / "config.json").write_text(json.dumps(config))
    assert add_member(old, second) == "member-1.safetensors"
