"""The diffusion extractor's answers as the reading rules read and change them
(``models.reading.registry``).

Answers are ``FieldDecode``s in slot order; a rule reads each answer's first and last token
(``spans``) or its outer bounds (``bounds``). A slot a rule reads again is rendered from its new
spans at the rule's confidence; a dropped list item keeps its own. Lists are put back in
document order as soon as a rule that moves or adds items has changed something.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Sequence

from models.diffusion.fields import FieldDecode
from models.reading.slot_text import render_slot

__all__ = ["DiffusionReading"]

Span = tuple[int, int]


class DiffusionReading:
    """``in_order``: puts a document type's fields' lists in document order."""

    def __init__(self, document_type: str, fields: Sequence[FieldDecode], tok: Any, doc_ids: Sequence[int] | None,
                 in_order: Callable[[str, Sequence[FieldDecode]], list[FieldDecode]]) -> None:
        self.document_type, self.tok, self.doc_ids, self.in_order = document_type, tok, doc_ids, in_order
        self.fields = list(fields)

    def _at(self, path: str) -> int:
        return next(i for i, f in enumerate(self.fields) if f.path == path)

    def texts(self) -> dict[str, str | None]:
        return {f.path: f.text for f in self.fields}

    def spans(self) -> dict[str, Span]:
        return {f.path: (f.spans[0][0], f.spans[-1][1]) for f in self.fields if f.spans}

    def bounds(self) -> dict[str, Span]:
        return {f.path: (min(a for a, _ in f.spans), max(b for _, b in f.spans)) for f in self.fields if f.spans}

    def confidence(self, path: str) -> float:
        return self.fields[self._at(path)].confidence

    def reread(self, path: str, spans: Sequence[Span] | None, confidence: float) -> None:
        text = render_slot(self.tok, self.doc_ids, path, [("span", a, b) for a, b in spans]) if spans else None
        self.fields[self._at(path)] = FieldDecode(path, text, confidence, confidence, spans=tuple(spans or ()))

    def drop(self, path: str, confidence: float) -> None:
        i = self._at(path)
        self.fields[i] = replace(self.fields[i], text=None, spans=(), confidence=confidence)

    def reorder(self) -> None:
        self.fields = self.in_order(self.document_type, self.fields)
