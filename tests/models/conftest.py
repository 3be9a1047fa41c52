"""Fixtures shared by the reading-rule tests: the shipped diffusion tokenizer and a span finder."""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pytest

from models.checkpoint_files import checkpoint_dir


@pytest.fixture(scope="module")
def tok():
    from models.tokenizer import DualpathTokenizer

    return DualpathTokenizer.load(checkpoint_dir("diffusion"))


def find_span(tok: Any, ids: Sequence[int], text: str) -> tuple[int, int]:
    """The first (first, last) tokens of ``ids`` whose decoded text, stripped, is ``text``."""
    for first in range(len(ids)):
        for last in range(first, min(len(ids), first + 40)):
            if tok.decode(ids[first:last + 1]).strip() == text:
                return first, last
    raise AssertionError(text)


@pytest.fixture(scope="module")
def ar_decoder():
    """The shipped AR checkpoint's reference decoder."""
    from models.ar.decoder import BatchDecoder

    return BatchDecoder(checkpoint_dir("ar"))


def ar_readings(decoder: Any, text: str, document_type: str, pointed: dict[str, tuple[str, str]]) -> list[dict]:
    """The AR decoder's whole-decode and partial-decode readings (path -> SlotPrediction) of a
    decode whose slots ``pointed`` (path -> (first words, last words) of the span each points at)
    copy those spans of ``text``, in template order: what its reading rules make of them."""
    from models.ar.decoder import SlotOutput

    plan = decoder.plan(document_type, list(pointed))
    prompt = decoder.prompt([text], document_type, plan)
    outputs = []
    for path in plan.paths:
        first_words, last_words = pointed[path]
        first, last = find_span(decoder.tok, prompt[1:], first_words)[0], find_span(decoder.tok, prompt[1:], last_words)[1]
        outputs.append(SlotOutput(path, [decoder.model.start_base + 1 + first, decoder.model.end_base + 1 + last],
                                  [0.99] * 3))
    whole = {p.path: p for p in decoder.predictions(prompt, outputs, document_type)}
    partial = decoder._partial_rules(prompt, outputs, decoder.predictions(prompt, outputs), document_type)
    return [whole, {p.path: p for p in partial}]


@pytest.fixture
def span_of() -> Callable[[Any, Sequence[int], str], tuple[int, int]]:
    return find_span
