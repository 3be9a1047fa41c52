"""Over the synthetic corpus: every non-null truth value is found in the PDF's own text.

The documents go through the real ingestion (pypdf in the worker); the date order is
inferred from the text as the pipeline does. A value the grounding code cannot find
here would be routed to review in production, so this is the corpus-wide guarantee
that a correct extraction is also a grounded one.
"""
from __future__ import annotations

import collections

import pytest

from pipeline.doctypes import DOCUMENT_TYPES
from pipeline.fields import iter_leaves, spec_for
from pipeline.grounding import locate
from pipeline.ingest import ingest_bytes
from pipeline.normalise import infer_date_order

synth = pytest.importorskip("pipeline.synth", reason="the corpus generator is not built yet")
if not hasattr(synth, "generate"):
    pytest.skip("pipeline.synth.generate is not there yet", allow_module_level=True)

SPLITS = ("train", "dev", "test")
PER_TYPE_AND_SPLIT = 34  # 3 types x 3 splits x 34 = 306 documents


def _corpus():
    for document_type in DOCUMENT_TYPES:
        for split in SPLITS:
            yield from synth.generate(document_type, PER_TYPE_AND_SPLIT, seed=20260601, split=split)


@pytest.fixture(scope="module")
def grounding_report():
    located = collections.Counter()
    total = collections.Counter()
    misses = []
    date_orders = collections.Counter()
    for doc in _corpus():
        document_type = doc.truth["document_type"]
        pages = ingest_bytes(doc.pdf).pages
        date_order = infer_date_order(pages)
        date_orders[date_order] += 1
        for path, value in iter_leaves(document_type, doc.truth["data"]):
            if value is None:
                continue
            total[document_type] += 1
            source = locate(spec_for(document_type, path), value, pages, date_order=date_order)
            if source is None:
                misses.append((doc.stem, doc.family, path, value))
                continue
            assert pages[source.page - 1][source.start:source.end] == source.text
            located[document_type] += 1
    return located, total, misses, date_orders


def test_corpus_covers_every_type(grounding_report):
    _, total, _, _ = grounding_report
    assert set(total) == set(DOCUMENT_TYPES)


def test_every_non_null_truth_value_is_located_in_the_pdf_text(grounding_report):
    located, total, misses, _ = grounding_report
    shares = {t: f"{located[t]}/{total[t]}" for t in total}
    assert not misses, f"located {shares}; first misses: {misses[:15]}"
