"""Fixtures shared by the reading-rule tests: the shipped diffusion tokenizer and a span finder."""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pytest

from models.loading import checkpoint_dir


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


@pytest.fixture
def span_of() -> Callable[[Any, Sequence[int], str], tuple[int, int]]:
    return find_span
