"""The AR decoder's answers as the reading rules read and change them (``models.reading.registry``).

Answers are ``SlotPrediction``s by path; each answer that copies document tokens has its
(first, last) token, and a slot a rule reads again gets the (lowest, highest) token of what it
now reads. A change that moves or adds a list item marks the lists for reordering, which the
decoder does once, after every rule.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from models.reading.slot_text import render_slot
from pipeline.decoding import SlotPrediction

__all__ = ["ARReading"]

Span = tuple[int, int]


class ARReading:
    """``preds``: the decoded answers (the only slots a rule may change); ``spans``: their tokens
    and, on a partial decode, the tokens of the other decoder's answers, whose texts are
    ``given_texts``."""

    def __init__(self, tok: Any, doc: Sequence[int], preds: Sequence[SlotPrediction], spans: dict[str, Span], *,
                 given_texts: Mapping[str, str | None] | None = None) -> None:
        self.tok, self.doc = tok, doc
        self.by_path = {p.path: p for p in preds}
        self.spans_by_path = spans
        self._texts = {**(given_texts or {}), **{p.path: p.raw for p in preds}}
        self.reordered = False

    def decodes(self, path: str) -> bool:
        """Whether ``path`` is this decode's answer (not another decoder's, read as context)."""
        return path in self.by_path

    def texts(self) -> dict[str, str | None]:
        return dict(self._texts)

    def spans(self) -> dict[str, Span]:
        return self.spans_by_path

    def bounds(self) -> dict[str, Span]:
        return self.spans_by_path  # a slot read again already holds its outer bounds

    def confidence(self, path: str) -> float:
        return self.by_path[path].confidence

    def reread(self, path: str, spans: Sequence[Span] | None, confidence: float) -> None:
        text = render_slot(self.tok, self.doc, path, [("span", a, b) for a, b in spans]) if spans else None
        self.by_path[path] = SlotPrediction(path, text, confidence, "autoregressive")
        self._texts[path] = text
        if spans:  # a name composed of two rows may read the lower one first
            self.spans_by_path[path] = (min(a for a, _ in spans), max(b for _, b in spans))
        else:
            self.spans_by_path.pop(path, None)

    def drop(self, path: str, confidence: float) -> None:
        self.by_path[path] = replace(self.by_path[path], raw=None, confidence=confidence)
        self._texts[path] = None
        self.spans_by_path.pop(path, None)

    def reorder(self) -> None:
        self.reordered = True
