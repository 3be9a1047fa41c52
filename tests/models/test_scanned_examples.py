"""Training examples read from scans: OCR once per document (its readings cached beside the PDF),
and the values OCR misread left out of both trainers' losses."""
from __future__ import annotations

import dataclasses
import json
import random

import pytest

from models.dataset import (build_example, corpus_texts, document_geometry, load_folder, located_fields,
                            ocr_readings, scan_report, toy_documents)
from models.template import slot_paths
from models.tokenizer import train_tokenizer


def _misread(doc, value: str, read: str):
    """``doc`` as OCR might give it: ``value`` misread as ``read``, the original's text kept aside."""
    assert value in doc.pages[0]
    return dataclasses.replace(doc, pages=[doc.pages[0].replace(value, read)], text_layer=list(doc.pages))


@pytest.fixture(scope="module")
def kyc_and_tok():
    docs = toy_documents(6)
    return [d for d in docs if d.document_type == "kyc_individual"][0], train_tokenizer(corpus_texts(docs), vocab_size=500)


def test_a_value_ocr_misread_is_unlocated_and_the_rest_are_found(kyc_and_tok):
    doc, tok = kyc_and_tok
    number = doc.data["id_document_number"]
    scanned = _misread(doc, number, number[:2] + "O" + number[3:] if number[2] == "0" else number[:2] + "#" + number[3:])
    expected, located = located_fields(scanned)
    assert "id_document_number" in expected and expected - located == {"id_document_number"}
    example = build_example(scanned, tok)
    assert example.unlocated == frozenset({"id_document_number"})
    assert build_example(doc, tok).unlocated == frozenset()   # a text layer: nothing to re-find
    report = scan_report([scanned, doc])
    assert report["all"] == {"documents": 1, "values_stated": len(expected), "found_in_ocr_text": len(expected) - 1,
                             "found_share": round((len(expected) - 1) / len(expected), 4)}


def test_the_ar_trainer_leaves_an_unlocated_slot_out_of_the_sequence(kyc_and_tok):
    from models.training.train_ar import sequence_of

    doc, tok = kyc_and_tok
    scanned = _misread(doc, "TEACHER", "TEACHFR") if "TEACHER" in doc.pages[0] else _misread(
        doc, doc.data["full_name"], doc.data["full_name"].lower())
    example = build_example(scanned, tok)
    assert len(example.unlocated) == 1
    (gone,) = example.unlocated
    ids, _, _ = sequence_of(example, tok, start_base=10_000, end_base=20_000)
    slot_tokens = {tok.slot_id("kyc_individual", p): p for p in slot_paths("kyc_individual")}
    present = {slot_tokens[i] for i in ids if i in slot_tokens}
    assert gone not in present and present == set(slot_paths("kyc_individual")) - {gone}
    # with a subset drawn, the unlocated slot is never among them either
    for seed in range(5):
        ids, _, _ = sequence_of(example, tok, start_base=10_000, end_base=20_000, rng=random.Random(seed),
                                subset_prob=1.0)
        assert gone not in {slot_tokens[i] for i in ids if i in slot_tokens}


def test_the_diffusion_trainer_masks_an_unlocated_slot_and_trains_none_of_it():
    from models.diffusion.config import DiffusionConfig
    from models.diffusion.data import make_batch
    from models.diffusion.layout import MASK, SlotLayout

    config = DiffusionConfig(vocab_size=100, pad_id=0, mask_id=2, end_id=1, slot_token_ids=[10, 11], type_token_ids=[20],
                             d_model=32, n_layers=2, n_heads=4, d_ff=64, max_prefix_len=48, max_span=6)
    layout = SlotLayout.build(config, "kyc_individual", [("full_name", 10), ("id_document_number", 11)])
    items = {"full_name": [("span", 1, 2)], "id_document_number": [("span", 4, 4)]}
    scanned = dataclasses.replace(_example(), unlocated=frozenset({"id_document_number"}))
    batch = make_batch([_example(), scanned], [items, items], layout, config)
    where = layout.block(1)
    assert bool(batch.trainable[0].all())                      # the text layer's example: every slot trained
    assert not bool(batch.trainable[1, where].any()) and bool((batch.clean[1, where] == MASK).all())
    assert bool(batch.trainable[1, layout.block(0)].all())     # the scan's other slots still are


def _example():
    from models.dataset import Example

    return Example("kyc_individual", "d", list(range(30, 40)), {}, {}, {})


def test_a_scanned_folder_is_read_by_ocr_once_and_its_readings_cached(tmp_path, monkeypatch):
    from corpus.synth.corpus import render_one
    from dualpath.cli import main as dualpath_main

    source = tmp_path / "train"
    source.mkdir()
    doc = render_one("letter_of_credit", 0, seed=5, split="train")
    (source / "lc.pdf").write_bytes(doc.pdf)
    (source / "lc.truth.json").write_text(json.dumps(doc.truth))
    (source / "second.pdf").write_bytes(doc.pdf)   # beyond --per-type 1: not scanned
    (source / "second.truth.json").write_text(json.dumps(doc.truth))
    out = tmp_path / "scans"
    assert dualpath_main(["scan", str(source), "--out", str(out), "--seed", "1", "--dpi", "200", "--per-type", "1",
                          "--read"]) == 0
    assert sorted(p.name for p in out.glob("*.pdf")) == ["lc.pdf"]
    assert json.loads((out / "lc.text-layer.json").read_text())   # the original's text, to re-find values in
    assert json.loads((out / "manifest.jsonl").read_text().splitlines()[0])["scan"]["dpi"] == 200
    report = json.loads((out / "scan_report.json").read_text())
    assert report["documents"] == 1 and report["pages_read_by_ocr"] >= 1

    (scanned,) = load_folder(out)
    assert scanned.scanned == tuple(range(len(scanned.pages))) and scanned.text_layer is not None
    for name in ("lc.pages.json", "lc.geometry.json", "lc.ocr.json"):
        assert (out / name).exists(), name
    readings = ocr_readings(out / "lc.pdf")
    assert sorted(readings) == list(scanned.scanned)
    assert all(readings[k].text == scanned.pages[k] and readings[k].words and readings[k].boxes for k in readings)
    values = scan_report([scanned])["all"]
    assert values == report["values"]["all"] and values["values_stated"] > 5 and 0.3 < values["found_share"] <= 1.0

    # a second run reads the caches: no ingest, no OCR, the geometry without parsing the PDF again
    def no_ingest(*args, **kwargs):
        raise AssertionError("the scan was read again")

    monkeypatch.setattr("models.dataset.ingest_bytes", no_ingest)
    (again,) = load_folder(out)
    assert again.pages == scanned.pages and again.scanned == scanned.scanned
    assert any(g is not None for g in document_geometry(again))
