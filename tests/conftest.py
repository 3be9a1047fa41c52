"""Fixtures every test folder shares: the services (``tests.service_fixtures``), a small synthetic
corpus of every type (held-out test split) and a fake decoder reading its truth."""
from __future__ import annotations

from pathlib import Path

import pytest

from dualpath.wiring import install as install_decoders
from pipeline.doctypes import DOCUMENT_TYPES
from tests.service_fixtures import *  # noqa: F401,F403 - redis, postgres, store fixtures

install_decoders()  # as every entry point does: the pipeline's decoders are the shipped models'


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
