"""Page layout as the AR model's input (``models.page_layout``): zero tables are the same function
as no tables, non-zero ones change the outputs, every decoder path (reference greedy, static
``generate``, prompt-lookup, second reading, the document prefix cache) carries the layout, and a
token's ids are ``token_layout``'s for a real PDF of the corpus generator."""
import json

import pytest
import torch
from transformers import DynamicCache

from corpus.synth.corpus import render_one
from models.ar.decoder import BatchDecoder, generate_slots, greedy_decode, reread_slot
from models.ar.modeling import CopyLlamaForCausalLM, make_config
from models.ar.prompt import SlotPlan
from models.ar.speculative import prompt_lookup_decode
from models.dataset import CorpusDocument, build_example, document_geometry
from models.page_layout import NONE, WIDTH, document_layout, layout_tensor
from models.tokenizer import DualpathTokenizer
from pipeline.ingest import ingest_bytes
from pipeline.structure import build_structure, token_layout
from tests.tiny_checkpoints import write_tiny_ar_checkpoint

END, NUM_SPECIAL, VOCAB, SEP, N_POS = 3, 12, 64, 6, 128
SLOTS = (8, 9, 10)


def _model(layout: bool, seed: int = 0, key_layers: int = 1) -> CopyLlamaForCausalLM:
    torch.manual_seed(seed)
    model = CopyLlamaForCausalLM(make_config(vocab_size=VOCAB, d_model=32, n_layers=2, n_heads=4, copy_dim=16,
                                             min_copy_id=NUM_SPECIAL, sep_id=SEP, max_positions=N_POS, max_span=6,
                                             key_layers=key_layers, layout=layout))
    for name, p in model.named_parameters():
        if not name.startswith("layout_embed"):
            p.data.normal_(0, 0.5)
    model.pointer_head.q_start.weight.data *= 0.5
    return model.eval()


def _with_tables(model: CopyLlamaForCausalLM, seed: int = 5) -> CopyLlamaForCausalLM:
    g = torch.Generator().manual_seed(seed)
    for table in model.layout_embed.tables:
        table.weight.data[:-1] = torch.randn(table.weight[:-1].shape, generator=g) * 0.7
    return model


def _request(seed: int, length: int = 40):
    g = torch.Generator().manual_seed(seed)
    doc = torch.randint(NUM_SPECIAL, VOCAB, (length,), generator=g).tolist()
    plan = SlotPlan(("a", "b", "c"), SLOTS, (4, 6, 3), (VOCAB, VOCAB + N_POS))
    prompt = [1, *doc, SEP, 7, SLOTS[0]]
    rows = torch.stack([torch.randint(0, n, (length,), generator=g) for n in NONE], -1)
    layout = torch.cat([torch.tensor([NONE]), rows])  # [bos] then the document's columns
    return prompt, plan, layout


def test_zero_tables_give_the_same_logits_as_the_same_weights_without_layout():
    plain = _model(False)
    with_layout = _model(True)
    missing = with_layout.load_state_dict(plain.state_dict(), strict=False).missing_keys
    assert missing and all(k.startswith("layout_embed.") for k in missing)
    assert all(float(p.detach().abs().sum()) == 0.0 for p in with_layout.layout_embed.parameters())
    prompt, plan, layout = _request(0)
    with torch.no_grad():
        a = plain(input_ids=torch.tensor([prompt])).logits
        b = with_layout(input_ids=torch.tensor([prompt]), layout_ids=layout[None]).logits
    assert torch.equal(a, b)
    kw = dict(end_id=END, num_special=NUM_SPECIAL)
    assert greedy_decode(plain, prompt, plan, **kw) == greedy_decode(with_layout, prompt, plan, layout=layout, **kw)


def test_non_zero_tables_change_the_logits_and_the_none_rows_stay_zero():
    model = _with_tables(_model(True))
    prompt, _, layout = _request(1)
    with torch.no_grad():
        base = model(input_ids=torch.tensor([prompt])).logits  # no layout given: every column has none
        moved = model(input_ids=torch.tensor([prompt]), layout_ids=layout[None]).logits
        other = layout.clone()
        other[5, 1] = (other[5, 1] + 1) % NONE[1]  # one token's x bucket
        once_more = model(input_ids=torch.tensor([prompt]), layout_ids=other[None]).logits
    assert not torch.allclose(base, moved)
    assert not torch.allclose(moved, once_more)
    assert all(float(t.weight[-1].detach().abs().sum()) == 0.0 for t in model.layout_embed.tables)
    none = layout_tensor(b"", lead=len(prompt))
    with torch.no_grad():
        assert torch.equal(base, model(input_ids=torch.tensor([prompt]), layout_ids=none[None]).logits)


@pytest.mark.parametrize("key_layers", [0, 1])
def test_every_decoder_path_carries_the_layout(key_layers):
    model = _with_tables(_model(True, seed=2, key_layers=key_layers))
    kw = dict(end_id=END, num_special=NUM_SPECIAL)
    for seed in range(4):
        prompt, plan, layout = _request(10 + seed, length=30 + 7 * seed)
        ref = greedy_decode(model, prompt, plan, layout=layout, **kw)
        assert ref != greedy_decode(model, prompt, plan, **kw) or seed  # the layout matters (at least once)
        for num_draft in (0, 3):  # the same tokens; probabilities up to float rounding of a wider forward
            out = prompt_lookup_decode(model, prompt, plan, num_draft=num_draft, layout=layout, **kw)
            assert [o.ids for o in out] == [o.ids for o in ref]
            for o, r in zip(out, ref):
                assert o.probs == pytest.approx(r.probs, rel=1e-4, abs=1e-6)
        # a prefix computed with the layout, then decoded (BatchDecoder.document_prefix's use)
        cache = DynamicCache(config=model.config)
        with torch.no_grad():
            model(input_ids=torch.tensor([prompt[:-1]]), cache=cache, use_cache=True, layout_ids=layout[None])
        out = prompt_lookup_decode(model, prompt, plan, prefix_cache=cache, layout=layout, **kw)
        assert [o.ids for o in out] == [o.ids for o in ref]
        # a second reading re-reads slot 1 in the state the greedy decode read it in
        again = reread_slot(model, prompt, ref[:1], plan, banned_first=frozenset(), layout=layout, **kw)
        assert again.ids == ref[1].ids


def test_static_batches_of_generate_carry_the_layout():
    model = _with_tables(_model(True, seed=4))
    reqs = [_request(20 + k, length=20 + 9 * k) for k in range(3)]

    class Tok:
        pad_id, end_id, eos_id, num_special = 0, END, 2, NUM_SPECIAL

    out = generate_slots(model, Tok, [p for p, _, _ in reqs], [plan for _, plan, _ in reqs],
                         [lay for _, _, lay in reqs])
    for (prompt, plan, layout), slots in zip(reqs, out):
        ref = greedy_decode(model, prompt, plan, end_id=END, num_special=NUM_SPECIAL, layout=layout)
        assert [s.ids for s in slots] == [r.ids for r in ref]


@pytest.fixture(scope="module")
def corpus_pdf():
    return render_one("letter_of_credit", 0, seed=5, split="dev")


def test_token_layout_ids_of_a_corpus_pdf(corpus_pdf, tmp_path):
    document = ingest_bytes(corpus_pdf.pdf)
    pages, geometry = list(document.pages), list(document.geometry)
    assert any(g is not None for g in geometry)
    tok = DualpathTokenizer.load("models/checkpoints/ar")
    enc = tok.encode_document(pages)
    rows = document_layout(pages, geometry, enc.spans)
    structure = build_structure(pages, geometry)
    ids = [tuple(rows[WIDTH * k:WIDTH * k + WIDTH]) for k in range(len(enc.ids))]
    for k, (page, start, _) in enumerate(enc.spans):
        if page < 0:  # a <page> separator
            assert ids[k] == NONE
            continue
        t = token_layout(structure, page, start)
        assert ids[k] == (t.line, t.x_bucket, t.y_bucket, t.left_edge_bucket, t.column, t.role)
    assert sum(i[1] < NONE[1] for i in ids) > 0.8 * len(ids)  # most tokens stand somewhere known
    assert len({i[0] for i in ids}) > 5  # several lines

    # the corpus loader: the same ids, from the PDF once, then from the geometry cache
    (tmp_path / "d.pdf").write_bytes(corpus_pdf.pdf)
    doc = CorpusDocument("d", "letter_of_credit", pages, corpus_pdf.truth["data"], pdf=str(tmp_path / "d.pdf"))
    example = build_example(doc, tok, layout=True)
    assert example.layout == rows[: WIDTH * len(example.doc_ids)]
    assert (tmp_path / "d.geometry.json").is_file()
    again = CorpusDocument("d", "letter_of_credit", pages, corpus_pdf.truth["data"], pdf=str(tmp_path / "d.pdf"))
    assert build_example(again, tok, layout=True).layout == example.layout
    assert document_geometry(again) is again.geometry
    # a document with no geometry: lines from the text, unknown positions
    bare = build_example(CorpusDocument("d", "letter_of_credit", pages, corpus_pdf.truth["data"]), tok, layout=True)
    assert len(bare.layout) == len(example.layout)
    assert all(bare.layout[WIDTH * k + 1] == (NONE[1] - 1 if enc.spans[k][0] >= 0 else NONE[1])  # x "unknown"
               for k in range(len(bare.doc_ids)))
    assert len(set(bare.layout[0::WIDTH])) > 5  # line numbers from the text


def test_the_batch_decoder_feeds_the_documents_layout_to_the_model(corpus_pdf, tmp_path):
    path = write_tiny_ar_checkpoint(tmp_path / "ar", max_positions=4096, max_doc_tokens=3000, slot_limit=4,
                                    layout=True)
    assert json.loads((path / "config.json").read_text())["layout_embeddings"] is True
    decoder = BatchDecoder(path)
    assert decoder.uses_layout
    document = ingest_bytes(corpus_pdf.pdf)
    pages, geometry = list(document.pages), list(document.geometry)
    seen = []
    hook = decoder.model.layout_embed.register_forward_hook(lambda m, args, out: seen.append(args[0].clone()))
    try:
        with_geometry = decoder.decode(pages, "letter_of_credit", geometry=geometry)
    finally:
        hook.remove()
    enc = decoder.tok.encode_document(pages)
    n = min(len(enc.ids), decoder.max_doc_tokens)
    expected = layout_tensor(document_layout(pages, geometry, enc.spans, n), lead=1)
    first = seen[0][0]  # the prefill: [bos] doc [sep] [type] [slot]
    assert torch.equal(first[: 1 + n], expected)
    assert torch.equal(first[1 + n:], layout_tensor(b"", lead=first.shape[0] - 1 - n))
    for s in seen[1:]:
        if s.shape[1] > n:  # a second reading's prefill: the same document columns
            assert torch.equal(s[0, : 1 + n], expected)
        else:  # a decode step: answers have no layout
            assert torch.equal(s, layout_tensor(b"", lead=s.shape[1])[None])
    without = decoder.decode(pages, "letter_of_credit")
    assert [s.confidence for s in with_geometry.slots] != [s.confidence for s in without.slots]
    # the prefix cache keys on the layout: the same tokens with another layout are a new prefill
    plan = decoder.plan("letter_of_credit")
    prompt, layout = decoder.prompt_and_layout(pages, "letter_of_credit", plan, geometry)
    a = decoder.document_prefix(prompt[:-1], layout)
    b = decoder.document_prefix(prompt[:-1], layout_tensor(b"", lead=layout.shape[0]))
    assert len(decoder._prefixes) == 2
    assert not torch.equal(a.layers[0].keys, b.layers[0].keys)


def test_training_a_tiny_layout_model_moves_the_tables_and_saves_the_flag(tmp_path):
    from models.dataset import build_examples, corpus_texts, toy_documents
    from models.tokenizer import train_tokenizer
    from models.training.common import Budget
    from models.training.train_ar import train_model

    docs = toy_documents(2)
    tok = train_tokenizer(corpus_texts(docs), vocab_size=300)
    examples = build_examples(docs, tok, max_doc_tokens=512, layout=True)
    assert all(len(e.layout) == WIDTH * len(e.doc_ids) for e in examples)
    torch.manual_seed(0)
    start = CopyLlamaForCausalLM(make_config(vocab_size=tok.vocab_size, d_model=32, n_layers=1, n_heads=2, copy_dim=16,
                                             min_copy_id=tok.num_special, pad_id=tok.pad_id, bos_id=tok.bos_id,
                                             eos_id=tok.eos_id, sep_id=tok.sep_id, max_positions=1024))
    start.save_pretrained(tmp_path / "plain")
    # --init-from a checkpoint without layout, with --layout: zero tables, the same function
    model = CopyLlamaForCausalLM.from_pretrained(tmp_path / "plain")
    model.add_layout_embeddings()
    assert model.config.layout_embeddings is True
    ids = torch.tensor([[tok.bos_id, *examples[0].doc_ids, tok.sep_id]])
    layout = layout_tensor(examples[0].layout, lead=1)[None]
    with torch.no_grad():
        assert torch.equal(start.eval()(input_ids=ids).logits, model.eval()(input_ids=ids, layout_ids=layout).logits)
    train_model(model, examples, tok, budget=Budget(steps=3), lr=1e-2, seed=0, tokens_per_batch=4000, progress=False)
    tables = model.layout_embed.tables
    assert all(float(t.weight[:-1].detach().abs().sum()) > 0 for t in tables)  # fine-tuning moved them
    assert all(float(t.weight[-1].detach().abs().sum()) == 0 for t in tables)  # "none" stays zero
    model.save_pretrained(tmp_path / "tuned")
    assert json.loads((tmp_path / "tuned" / "config.json").read_text())["layout_embeddings"] is True
    loaded = CopyLlamaForCausalLM.from_pretrained(tmp_path / "tuned").eval()
    assert all(torch.equal(a, b) for a, b in zip(loaded.layout_embed.state_dict().values(),
                                                  model.layout_embed.state_dict().values()))
    with torch.no_grad():
        assert torch.equal(loaded(input_ids=ids, layout_ids=layout).logits, model(input_ids=ids, layout_ids=layout).logits)


def test_a_five_field_checkpoint_reads_the_first_five_ids_and_gains_the_role_table_at_zero(tmp_path):
    """Checkpoints from before ``role`` name no ``layout_fields``: they embed five fields, ignore the
    sixth id, and ``add_layout_embeddings`` appends a zero role table (the same function)."""
    full = _with_tables(_model(True))
    full.save_pretrained(tmp_path / "m")
    config = json.loads((tmp_path / "m" / "config.json").read_text())
    assert config["layout_fields"] == WIDTH == 6
    del config["layout_fields"]  # as a checkpoint written before the role field
    (tmp_path / "m" / "config.json").write_text(json.dumps(config))
    from safetensors.torch import load_file, save_file
    weights = tmp_path / "m" / "model.safetensors"
    state = {k: v for k, v in load_file(str(weights)).items() if not k.startswith("layout_embed.tables.5")}
    save_file(state, str(weights), metadata={"format": "pt"})
    legacy = CopyLlamaForCausalLM.from_pretrained(tmp_path / "m").eval()
    assert legacy.layout_embed.n_fields == 5
    prompt, _, layout = _request(3)
    other_role = layout.clone()
    other_role[1:, 5] = (other_role[1:, 5] + 1) % NONE[5]
    with torch.no_grad():
        a = legacy(input_ids=torch.tensor([prompt]), layout_ids=layout[None]).logits
        b = legacy(input_ids=torch.tensor([prompt]), layout_ids=other_role[None]).logits
        legacy.add_layout_embeddings()
        c = legacy(input_ids=torch.tensor([prompt]), layout_ids=other_role[None]).logits
        moved = full(input_ids=torch.tensor([prompt]), layout_ids=other_role[None]).logits
    assert torch.equal(a, b)  # the role id is not read
    assert legacy.layout_embed.n_fields == 6 and legacy.config.layout_fields == 6
    assert torch.equal(b, c)  # the added table is zero
    assert not torch.allclose(c, moved)  # a trained role table changes the function
