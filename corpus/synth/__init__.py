"""Synthetic corpus: realistic PDFs of the three document types with their truth records.

``generate`` yields documents, ``write_corpus`` writes them (PDF, ``.truth.json``,
``manifest.jsonl``); ``FAMILIES`` lists the layout families of each type and the splits
that use them. See ``corpus.synth.corpus`` for the split design.
"""
from corpus.synth.corpus import FAMILIES, SynthDocument, generate, render_one, schedule, write_corpus

__all__ = ["FAMILIES", "SynthDocument", "generate", "render_one", "schedule", "write_corpus"]
