"""The independently written training generators: valid truths stated on their pages, the same
document for the same arguments, and a folder the trainers can read."""
from __future__ import annotations

import json

import pytest

from corpus.authored import GENERATORS, generator, write
from models.dataset import load_folder
from pipeline.doctypes import DOCUMENT_TYPES
from pipeline.validation import _validator


@pytest.mark.parametrize("name", sorted(GENERATORS))
def test_every_layout_states_its_truth_and_validates(name):
    module = generator(name)
    for document_type in DOCUMENT_TYPES:
        assert len(module.layouts(document_type)) >= 8
    module.self_check(2, 5)   # each layout: truth valid, every free-text value on the page


@pytest.mark.parametrize("name", sorted(GENERATORS))
def test_same_arguments_same_document_and_a_valid_truth(name):
    module = generator(name)
    for document_type in DOCUMENT_TYPES:
        for index in range(6):
            a, b = module.generate(document_type, index, 9), module.generate(document_type, index, 9)
            assert (a.html, a.truth, a.layout) == (b.html, b.truth, b.layout)
            assert a.document_type == document_type
            errors = list(_validator(document_type).iter_errors(a.truth))
            assert not errors, (name, document_type, index, errors[:1])
    assert module.generate("kyc_individual", 0, 9).truth != module.generate("kyc_individual", 0, 10).truth


def test_written_folder_loads_as_training_examples_and_resumes(tmp_path):
    paths = write(tmp_path, 1, 0, generators=["east_asia"])
    assert len(paths) == 3
    rows = [json.loads(line) for line in (tmp_path / "manifest.jsonl").read_text().splitlines()]
    assert {r["document_type"] for r in rows} == set(DOCUMENT_TYPES)
    assert all(r["family"].startswith("east_asia/") for r in rows)
    docs = load_folder(tmp_path)
    assert len(docs) == 3 and all(d.pages and any(p.strip() for p in d.pages) for d in docs)
    before = {p.name: p.stat().st_mtime_ns for p in tmp_path.glob("*.pdf")}
    write(tmp_path, 1, 0, generators=["east_asia"])     # nothing printed again
    assert {p.name: p.stat().st_mtime_ns for p in tmp_path.glob("*.pdf")} == before


def test_an_unknown_generator_is_refused_with_the_names():
    with pytest.raises(SystemExit, match="commonwealth"):
        generator("atlantis")
