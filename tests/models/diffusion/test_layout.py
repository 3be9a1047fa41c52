"""Page layout as the diffusion model's input (``models.page_layout``): zero tables are the same
function as no tables, non-zero ones change the outputs (cached and full forward alike), the
extractor feeds a document's layout ids, and a tiny layout model trains, saves and loads."""
from __future__ import annotations

import argparse
import json
import random

import pytest
import torch

from corpus.synth.corpus import render_one
from models.diffusion.checkpoint import load_checkpoint
from models.diffusion.extractor import DiffusionExtractor
from models.diffusion.model import DiffusionModel
from models.page_layout import NONE, document_layout, layout_tensor
from pipeline.ingest import ingest_bytes
from tests.models.diffusion.test_diffusion import clean_region, tiny_config, tiny_layout, toy_batch
from models.diffusion.layout import MASK


@pytest.fixture(autouse=True)
def one_thread():
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def _inputs(seed: int = 0):
    config = tiny_config()
    layout = tiny_layout(config)
    doc_ids, doc_mask, values = toy_batch(3, random.Random(seed))
    region, _ = clean_region(layout, values, doc_mask)
    region[:, torch.arange(layout.size) % 3 == 0] = MASK
    g = torch.Generator().manual_seed(seed)
    page = torch.stack([torch.randint(0, n, doc_ids.shape, generator=g) for n in NONE], -1)
    page[~doc_mask] = torch.tensor(NONE)
    return layout, doc_ids, doc_mask, region, page


def _same(a, b) -> bool:
    return all(torch.equal(x, y) for x, y in zip(a, b))


def test_zero_tables_are_the_same_function_and_non_zero_ones_change_it():
    torch.manual_seed(0)
    plain = DiffusionModel(tiny_config()).eval()
    torch.manual_seed(0)
    with_layout = DiffusionModel(tiny_config(layout_embeddings=True)).eval()
    assert _same(plain.state_dict().values(), [v for k, v in with_layout.state_dict().items()
                                               if not k.startswith("layout_embed.")])  # the same draw
    layout, doc_ids, doc_mask, region, page = _inputs()
    with torch.no_grad():
        a = plain.denoise(plain.encode_prefix(doc_ids, doc_mask), region, layout)
        b = with_layout.denoise(with_layout.encode_prefix(doc_ids, doc_mask, page), region, layout)
        assert _same(a, b)
        g = torch.Generator().manual_seed(3)
        for table in with_layout.layout_embed.tables:
            table.weight.data[:-1] = torch.randn(table.weight[:-1].shape, generator=g)
        c = with_layout.denoise(with_layout.encode_prefix(doc_ids, doc_mask, page), region, layout)
        assert not torch.allclose(a[0][torch.isfinite(a[0])], c[0][torch.isfinite(c[0])])
        full = with_layout.forward_full(doc_ids, doc_mask, region, layout, page)
        for x, y in zip(c, full):  # the cached prefix and the joint forward read the same layout
            finite = torch.isfinite(y)
            assert torch.equal(finite, torch.isfinite(x))
            assert (x[finite] - y[finite]).abs().max() < 1e-5
        none = layout_tensor(b"", lead=doc_ids.shape[1])[None].expand(3, -1, -1)
        assert _same(a, with_layout.denoise(with_layout.encode_prefix(doc_ids, doc_mask, none), region, layout))


@pytest.fixture(scope="module")
def layout_checkpoint(tmp_path_factory):
    """A briefly trained diffusion checkpoint with layout tables (toy corpus: lines from the text)."""
    from models.training.train_diffusion import run

    out = tmp_path_factory.mktemp("diffusion-layout")
    args = argparse.Namespace(out=str(out), toy=True, n_train=30, n_eval=3, steps=6, d_model=32, n_layers=1,
                              n_heads=2, d_ff=64, vocab_size=400, max_passes=4, batch_docs=2, masks_per_doc=2,
                              max_prefix_len=512, seed=0, latency_docs=2, layout=True)
    assert run(args) == 0
    return out


def test_training_with_layout_saves_and_loads_the_flag_and_tables(layout_checkpoint):
    assert json.loads((layout_checkpoint / "config.json").read_text())["layout_embeddings"] is True
    model = load_checkpoint(layout_checkpoint).model
    tables = model.layout_embed.tables
    assert all(float(t.weight[:-1].detach().abs().sum()) > 0 for t in tables)  # training moved them
    assert all(float(t.weight[-1].detach().abs().sum()) == 0 for t in tables)


def test_the_extractor_feeds_the_documents_layout(layout_checkpoint):
    extractor = DiffusionExtractor(load_checkpoint(layout_checkpoint))
    assert extractor.uses_layout
    doc = render_one("kyc_individual", 0, seed=5, split="dev")
    ingested = ingest_bytes(doc.pdf)
    pages, geometry = list(ingested.pages), list(ingested.geometry)
    seen = []
    hook = extractor.model.layout_embed.register_forward_hook(lambda m, args, out: seen.append(args[0].clone()))
    try:
        extractor.extract(pages, "kyc_individual", geometry)
    finally:
        hook.remove()
    enc = extractor.tokenizer.encode_document(pages)
    n = min(len(enc.ids), extractor.config.max_prefix_len)
    assert torch.equal(seen[0][0, :n], layout_tensor(document_layout(pages, geometry, enc.spans, n)))


def test_init_from_a_checkpoint_without_layout_adds_zero_tables(tmp_path):
    from models.training.train_diffusion import run

    base = tmp_path / "base"
    common = dict(toy=True, n_train=30, n_eval=3, d_model=32, n_layers=1, n_heads=2, d_ff=64, vocab_size=400,
                  max_passes=4, batch_docs=2, masks_per_doc=2, max_prefix_len=512, seed=0, latency_docs=2)
    assert run(argparse.Namespace(out=str(base), steps=2, **common)) == 0
    plain = load_checkpoint(base).model
    assert plain.layout_embed is None
    plain.add_layout_embeddings()
    layout, doc_ids, doc_mask, region, page = _inputs(1)
    with torch.no_grad():
        before = load_checkpoint(base).model
        assert _same(before.encode_prefix(doc_ids, doc_mask).start_keys[None],
                     plain.encode_prefix(doc_ids, doc_mask, page).start_keys[None])
    tuned = tmp_path / "tuned"
    assert run(argparse.Namespace(out=str(tuned), steps=2, init_from=str(base), layout=True, **common)) == 0
    assert load_checkpoint(tuned).model.config.layout_embeddings is True
