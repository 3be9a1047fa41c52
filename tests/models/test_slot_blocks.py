"""Per-field slot blocks: each field's block holds only the roles its training values use."""
from __future__ import annotations

import random

import torch

from models.diffusion.config import DiffusionConfig
from models.diffusion.layout import MASK, NULL, SlotLayout, field_of, fit_slot_roles
from models.diffusion.model import DiffusionModel
from models.diffusion.objective import diffusion_loss
from models.diffusion.sampler import SamplerParams, _null_rules, read_slots, sample

PAD, END, MASK_ID = 0, 1, 2
SLOTS = [("name", 10), ("items[0]", 11), ("items[1]", 12), ("income", 13)]


def config(**kw) -> DiffusionConfig:
    base = dict(vocab_size=100, pad_id=PAD, mask_id=MASK_ID, end_id=END, slot_token_ids=[10, 11, 12, 13],
                type_token_ids=[20], d_model=32, n_layers=2, n_heads=4, d_ff=64, max_prefix_len=48, max_span=6)
    return DiffusionConfig(**(base | kw))


def fitted(cfg: DiffusionConfig) -> DiffusionConfig:
    full = {"toy": SlotLayout.build(cfg, "toy", SLOTS)}
    values = [("toy", "name", [("span", 1, 2), ("span", 5, 5)], 20),   # a name found in two pieces
              ("toy", "items[1]", [("span", 3, 4)], 20),
              ("toy", "income", [("span", 7, 8), ("text", [44])], 20),  # an amount with a suffix
              ("toy", "income", [("span", 1, 9)], 20),                  # too long: no block holds it
              ("toy", "not_a_slot", [("span", 1, 1), ("span", 3, 3)], 20)]
    cfg.slot_roles = fit_slot_roles(cfg, full, values)
    return cfg


def test_field_of_strips_list_indices() -> None:
    assert field_of("documents_required[3]") == "documents_required"
    assert field_of("co_borrowers[1].full_name") == "co_borrowers.full_name"
    assert field_of("beneficiary.name") == "beneficiary.name"


def test_fit_gives_each_field_the_roles_its_values_use() -> None:
    cfg = fitted(config())
    assert cfg.slot_roles == {"toy": {"name": [0, 1, 2, 3], "items": [0, 1], "income": [0, 1, 4]}}
    layout = SlotLayout.build(cfg, "toy", SLOTS)
    assert layout.slot_roles == ((0, 1, 2, 3), (0, 1), (0, 1), (0, 1, 4))
    assert layout.size == 4 + 2 + 2 + 3 and layout.offsets == (0, 4, 6, 8)
    assert layout.role.tolist() == [0, 1, 2, 3, 0, 1, 0, 1, 0, 1, 4]
    assert layout.text_positions.tolist() == [10]
    assert layout.partner.tolist() == [1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 10]
    assert layout.position(3, 4) == 10 and layout.position(0, 2) == 2


def test_a_config_without_fitted_roles_gives_every_slot_every_role() -> None:
    cfg = config()
    layout = SlotLayout.build(cfg, "toy", SLOTS)
    assert layout.slot_roles == ((0, 1, 2, 3, 4),) * 4 and layout.size == 4 * cfg.roles
    again = DiffusionConfig.from_dict(fitted(config()).to_dict())   # config.json round trip
    assert again.slot_roles["toy"]["income"] == [0, 1, 4]


def test_fitted_layout_fill_and_read_round_trip() -> None:
    layout = SlotLayout.build(fitted(config()), "toy", SLOTS)
    values = [[("span", 3, 5), ("span", 9, 9)], [("span", 1, 1)], [], [("span", 7, 8), ("text", [44])]]
    codes, trainable = layout.fill(values, doc_len=20, max_span=6)
    assert trainable.all()
    assert codes.tolist() == [3, 5, 9, 9, 1, 1, NULL, NULL, 7, 8, 44]
    assert layout.read(codes) == values
    # a value that needs a role its block lacks is left out of training, the others are not
    codes, trainable = layout.fill([[], [("span", 1, 1), ("span", 4, 4)], [("text", [44])], []],
                                   doc_len=20, max_span=6)
    assert trainable.tolist() == [True] * 4 + [False] * 4 + [True] * 3
    assert (codes[4:8] == MASK).all()


def test_null_rules_on_blocks_of_different_shapes() -> None:
    layout = SlotLayout.build(fitted(config()), "toy", SLOTS)
    region = torch.full((1, layout.size), MASK)
    region[0, 0] = NULL          # the name's first span is empty -> its second span is too
    region[0, 4] = NULL          # a one-span item: nothing further to fill
    prob = torch.full(region.shape, 0.5)
    committed = torch.full(region.shape, -1)
    _null_rules(region, prob, committed, layout, step=3)
    assert region[0].tolist() == [NULL, NULL, NULL, NULL, NULL, NULL, MASK, MASK, MASK, MASK, MASK]
    assert prob[0, 1:4].tolist() == [1.0] * 3 and prob[0, 5].item() == 1.0
    assert committed[0].tolist() == [-1, 3, 3, 3, -1, 3, -1, -1, -1, -1, -1]


def test_sampler_and_loss_run_on_a_fitted_layout() -> None:
    torch.manual_seed(0)
    cfg = fitted(config())
    model = DiffusionModel(cfg).eval()
    layout = SlotLayout.build(cfg, "toy", SLOTS)
    rng = random.Random(0)
    doc_ids = torch.tensor([[rng.randrange(30, 100) for _ in range(20)] for _ in range(2)])
    doc_mask = torch.ones_like(doc_ids, dtype=torch.bool)
    cache = model.encode_prefix(doc_ids, doc_mask)
    result = sample(model, cache, layout, SamplerParams(max_passes=3))
    assert result.region.shape == (2, layout.size) and not (result.region == MASK).any()
    for row in range(2):
        decoded = read_slots(result, layout, row=row)
        assert [d.path for d in decoded] == [p for p, _ in SLOTS]
        assert all(len(d.items) <= (2 if d.path == "name" else 1) + (d.path == "income") for d in decoded)
    clean = torch.stack([layout.fill([[("span", 1, 2)], [], [("span", 4, 4)], []], doc_len=20, max_span=6)[0]] * 2)
    model.train()
    loss = diffusion_loss(model, model.encode_prefix(doc_ids, doc_mask), clean, torch.ones_like(clean, dtype=torch.bool),
                          layout, torch.Generator().manual_seed(0))
    assert torch.isfinite(loss) and loss > 0


def test_fitted_blocks_training_writes_them_and_the_checkpoint_decodes_with_them(tmp_path) -> None:
    import argparse
    import json

    from models.diffusion.checkpoint import load_checkpoint
    from models.diffusion.data import build_layouts
    from models.diffusion.extractor import DiffusionExtractor
    from models.training.train_diffusion import run
    from models import dataset

    args = argparse.Namespace(out=str(tmp_path), toy=True, n_train=30, n_eval=3, steps=4, d_model=32, n_layers=1,
                              n_heads=2, d_ff=64, vocab_size=400, max_passes=2, batch_docs=2, masks_per_doc=2,
                              max_prefix_len=256, seed=0, latency_docs=1, fitted_blocks=True, threads=1)
    assert run(args) == 0
    roles = json.loads((tmp_path / "config.json").read_text())["slot_roles"]
    ckpt = load_checkpoint(tmp_path)
    assert ckpt.model.config.slot_roles == roles
    for document_type, layout in build_layouts(ckpt.model.config, ckpt.tokenizer).items():
        assert layout.size == sum(len(roles[document_type][field_of(p)]) for p in layout.paths)
        assert layout.size < layout.n_slots * layout.full_roles   # the toy values never use a suffix
    assert "--fitted-blocks" in (tmp_path / "MODEL_CARD.md").read_text()
    doc = dataset.toy_documents(1, seed=5, split="dev")[0]
    extraction = DiffusionExtractor(ckpt).extract(list(doc.pages), doc.document_type)
    assert [f.path for f in extraction.fields] == list(build_layouts(ckpt.model.config, ckpt.tokenizer)[doc.document_type].paths)
