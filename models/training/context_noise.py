"""Training-time noise on a document's context words: labels the model has never seen.

The AR model's misses on `test` are mostly fields under label words `train` never prints (a
German "Steuer-ID" read as no tax number at all, 0.99 sure). A model that has only ever seen
its training labels learns "no known label, no value". This augmentation replaces whole words
outside every value (labels, headings, boilerplate) with random word pieces of the tokenizer,
so that during training some fields stand under words it cannot read and must be found by the
value's shape, its place on the page and the fields already read.

    noise = ContextNoise(tok, rate=0.2)
    noisy_ids = noise.apply(doc_ids, protected_positions, rng)

The noise keeps every token's position (one random piece per piece), so pointer targets into
the document stay valid, and it keeps a word's leading space, digits, punctuation, line breaks
and one-letter words ("[X]" check boxes, "M"/"F") as they are. Words that share a token
position with a value's span, or whose text is written by a value's vocabulary items, are never
touched (``protected_positions`` / ``protected_words``).
"""
from __future__ import annotations

import random
from typing import Any, Iterable, Sequence

__all__ = ["ContextNoise", "words"]

_SPACE = "\u0120"  # byte-level BPE's leading-space mark


class ContextNoise:
    """Replace each unprotected context word with random pieces, with probability ``rate``."""

    def __init__(self, tok: Any, rate: float) -> None:
        if not 0.0 <= rate <= 1.0:
            raise ValueError(f"context noise rate must be within [0, 1], got {rate}")
        self.rate = rate
        self.leading: list[int] = []   # pieces "Ġword": start a word after a space
        self.inner: list[int] = []     # pieces "word": continue a word, or start one after punctuation
        self.kind: dict[int, str] = {}
        for idx in range(tok.num_special, tok.vocab_size):
            piece = tok.id_to_token(idx) or ""
            body = piece[1:] if piece.startswith(_SPACE) else piece
            if not body or not body.isascii() or not body.isalpha():
                continue
            if piece.startswith(_SPACE):
                self.leading.append(idx)
                self.kind[idx] = "leading"
            else:
                self.inner.append(idx)
                self.kind[idx] = "inner"
        if not self.leading or not self.inner:
            raise ValueError("the tokenizer has no alphabetic word pieces to draw noise from")
        self._tok = tok

    def apply(self, doc_ids: Sequence[int], protected_positions: Iterable[int], rng: random.Random,
              protected_words: frozenset[str] = frozenset()) -> list[int]:
        """A copy of ``doc_ids`` with some context words replaced (same length, same positions)."""
        out = list(doc_ids)
        if self.rate <= 0.0:
            return out
        protected = set(protected_positions)
        for first, last in words(doc_ids, self.kind):
            if rng.random() >= self.rate or any(p in protected for p in range(first, last + 1)):
                continue
            text = self._tok.decode(doc_ids[first:last + 1]).strip()
            if len(text) < 2 or text.lower() in protected_words:
                continue
            for k in range(first, last + 1):
                pool = self.leading if self.kind[doc_ids[k]] == "leading" else self.inner
                out[k] = pool[rng.randrange(len(pool))]
        return out


def words(doc_ids: Sequence[int], kind: dict[int, str]) -> list[tuple[int, int]]:
    """(first, last) token positions of each alphabetic word: a leading-space piece or an inner
    piece after a non-letter token starts one; inner pieces continue it."""
    spans: list[tuple[int, int]] = []
    start: int | None = None
    for k, idx in enumerate(doc_ids):
        piece_kind = kind.get(idx)
        if piece_kind is None:
            if start is not None:
                spans.append((start, k - 1))
            start = None
        elif piece_kind == "leading" or start is None:
            if start is not None:
                spans.append((start, k - 1))
            start = k
    if start is not None:
        spans.append((start, len(doc_ids) - 1))
    return spans
