"""SWIFT FIN field notation (ISO 15022), as the page readers need it: a field tag's shape, MT700's
tags, and how many whole tags make a page a printed message. Both the document structure
(``pipeline.structure.swift``) and OCR's tag repair (``pipeline.ocr.swift_tags``) read it here."""
from __future__ import annotations

__all__ = ["MIN_TAGS", "MT700_TAGS", "TAG"]

#: A field tag: two digits and an optional letter option (20, 31C, 44A, 45A, 71B ...).
TAG = r"\d{2}[A-Z]?"
#: Convention: a page prints a message when it holds at least this many tag lines of one form.
MIN_TAGS = 3
#: MT700's field tags, the older ones (39C, 44A, 44B, 71B, 72) included.
MT700_TAGS = frozenset(
    "20 23 27 31C 31D 32B 39A 39B 39C 40A 40E 41A 41D 42A 42C 42D 42M 42P 43P 43T 44A 44B 44C 44D 44E 44F "
    "45A 46A 47A 48 49 49G 49H 50 51A 51D 53A 53D 57A 57B 57D 58A 58D 59 71B 71D 72 72Z 78".split())
