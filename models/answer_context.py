"""One model's answers handed to the other as context, across their two tokenizers.

The real-time route sends a few unsure fields to the AR model (``BatchDecoder.decode_slots``).
Decoding only those slots puts each after a context the AR model rarely saw in training (it
learnt on whole records, and on random subsets of slots one time in five): the minus tolerance
"10" written once for both bounds is answered empty when the plus tolerance is not before it.
Given the diffusion model's answers for the other slots, the AR model reads each
unsure slot after ``[slot] value [end]`` of the slots before it, as in training.

The two models tokenise the document differently, so an answer travels as the characters it
copies — ``GivenAnswer.chars``, (page, start, end) per copied span — and the AR side turns them
back into pointers to its own tokens (``answer_tokens``, through a ``TokenColumns`` index built
once per document); an answer that copies nothing travels as its text.
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Any, Sequence

__all__ = ["GivenAnswer", "TokenColumns", "answer_tokens", "copied_tokens", "given_answers"]


@dataclass(frozen=True, slots=True)
class GivenAnswer:
    """Another decoder's answer for one slot: ``text`` (None = empty) and the document
    characters it copies, one (page, start, end) per copied span (empty when it copies none)."""

    text: str | None
    chars: tuple[tuple[int, int, int], ...] = ()


def given_answers(fields: Sequence[Any], spans: Sequence[tuple[int, int, int]]) -> dict[str, GivenAnswer]:
    """The diffusion model's answers (``FieldDecode``: ``path``, ``text``, token ``spans``) as
    ``GivenAnswer``s; ``spans``: the character span of each document token
    (``DocumentEncoding.spans`` of the tokenizer that decoded them)."""
    out: dict[str, GivenAnswer] = {}
    for field in fields:
        chars = []
        for first, last in field.spans:
            if 0 <= first <= last < len(spans) and spans[first][0] == spans[last][0] >= 0:
                chars.append((spans[first][0], spans[first][1], spans[last][2]))
        out[field.path] = GivenAnswer(field.text, tuple(chars) if field.text is not None else ())
    return out


class TokenColumns:
    """Which of a document's first ``n_tokens`` tokens cover a character of a page
    (``spans``: ``DocumentEncoding.spans``)."""

    def __init__(self, spans: Sequence[tuple[int, int, int]], n_tokens: int) -> None:
        self.starts: dict[int, list[int]] = {}
        self.ends: dict[int, list[int]] = {}
        self.index: dict[int, list[int]] = {}
        for i, (page, start, end) in enumerate(spans[:n_tokens]):
            if page >= 0 and end > start:
                self.starts.setdefault(page, []).append(start)
                self.ends.setdefault(page, []).append(end)
                self.index.setdefault(page, []).append(i)

    def cover(self, page: int, start: int, end: int) -> tuple[int, int] | None:
        """(first, last) token covering characters [start, end) of ``page``, or None."""
        ends, starts = self.ends.get(page), self.starts.get(page)
        if not ends or not starts:
            return None
        first = bisect.bisect_right(ends, start)      # the first token ending after `start`
        last = bisect.bisect_left(starts, end) - 1    # the last token starting before `end`
        if first >= len(ends) or last < first:
            return None
        return self.index[page][first], self.index[page][last]


def answer_tokens(answer: GivenAnswer, columns: TokenColumns, tok: Any, *, start_base: int, end_base: int,
                  offset: int = 1) -> list[int]:
    """The AR model's value tokens for ``answer`` (``models.training.train_ar.item_tokens``' form): a start
    and an end pointer per copied span, to the document tokens covering it (``columns``); its text
    as vocabulary tokens where it copies nothing or a span falls outside them; [] for an empty
    answer. ``offset``: the prompt column of the first document token."""
    if answer.text is None:
        return []
    out = [token for first, last in copied_tokens(answer, columns)
           for token in (start_base + offset + first, end_base + offset + last)]
    return out or list(tok.encode(" " + answer.text.strip()))


def copied_tokens(answer: GivenAnswer, columns: TokenColumns) -> list[tuple[int, int]]:
    """The (first, last) document tokens covering each span ``answer`` copies, in order; [] for an
    empty answer, one that copies nothing, or one with a span outside the tokens ``columns`` index."""
    if answer.text is None:
        return []
    covered = [columns.cover(page, start, end) for page, start, end in answer.chars]
    return [] if None in covered else covered
