"""A small synthetic corpus shared by the pipeline tests (all types, held-out test split)."""
from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.doctypes import DOCUMENT_TYPES


@pytest.fixture(scope="session")
def small_corpus(tmp_path_factory) -> Path:
    from corpus.synth import write_corpus

    out = tmp_path_factory.mktemp("corpus")
    for document_type in DOCUMENT_TYPES:
        write_corpus(out, document_type, 4, seed=11, split="test")
    return out


@pytest.fixture(scope="session")
def fake_decoder_factory(small_corpus):
    from tests.fakes import FakeDecoder

    def make(**kwargs) -> FakeDecoder:
        return FakeDecoder(truth_dir=small_corpus, **kwargs)
    return make
