"""Over the synthetic corpus: every non-null truth value is found in the PDF's own text,
every written form of a value normalises back to it, and every truth record validates.

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
from pipeline.mrz import find_td3
from pipeline.evaluate import values_equal
from pipeline.normalise import NormalisationError, infer_date_order, normalise_value
from pipeline.validation import validate_record

synth = pytest.importorskip("corpus.synth", reason="the corpus generator is not built yet")
if not hasattr(synth, "generate"):
    pytest.skip("corpus.synth.generate is not there yet", allow_module_level=True)

SPLITS = ("train", "dev", "test")
PER_TYPE_AND_SPLIT = 34  # 3 types x 3 splits x 34 = 306 documents


def _corpus():
    for document_type in DOCUMENT_TYPES:
        for split in SPLITS:
            yield from synth.generate(document_type, PER_TYPE_AND_SPLIT, seed=20260601, split=split)


@pytest.fixture(scope="module")
def corpus():
    """(document, pages, inferred date order) for every generated document."""
    out = []
    for doc in _corpus():
        pages = ingest_bytes(doc.pdf).pages
        out.append((doc, pages, infer_date_order(pages)))
    return out


def test_corpus_covers_every_type_and_split(corpus):
    assert {(doc.truth["document_type"], doc.meta.get("split", doc.split)) for doc, _, _ in corpus} == {
        (t, s) for t in DOCUMENT_TYPES for s in SPLITS}


def test_every_non_null_truth_value_is_located_in_the_pdf_text(corpus):
    located, total, misses = collections.Counter(), collections.Counter(), []
    for doc, pages, date_order in corpus:
        document_type = doc.truth["document_type"]
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
    shares = {t: f"{located[t]}/{total[t]}" for t in total}
    assert not misses, f"located {shares}; first misses: {misses[:15]}"


def test_every_written_form_in_the_corpus_normalises_to_its_truth_value(corpus):
    """The generator records how it wrote each value (meta["surface"]); a decoder that copies
    that text verbatim must get the truth back from normalise_value."""
    checked, wrong = 0, []
    for doc, _, date_order in corpus:
        surface, derived = doc.meta.get("surface") or {}, doc.meta.get("derived") or {}
        document_type = doc.truth["document_type"]
        for path, value in iter_leaves(document_type, doc.truth["data"]):
            pieces = surface.get(path)
            if value is None or path in derived or not pieces:
                continue
            spec = spec_for(document_type, path)
            if isinstance(pieces, list):
                if len(pieces) > 1 and spec.kind == "name":
                    continue  # surname and given names written apart: no single slot text
                pieces = " ".join(pieces)
            checked += 1
            try:
                got = normalise_value(spec, pieces, date_order=date_order)
            except NormalisationError as exc:
                got = f"error: {exc}"
            if not values_equal(value, got):
                wrong.append((doc.stem, path, pieces, got, value))
    if checked == 0:
        pytest.skip("the generator records no written forms (meta['surface'])")
    assert not wrong, f"{len(wrong)}/{checked} wrong; first: {wrong[:10]}"


def test_truth_records_pass_validation_including_their_passport_mrz(corpus):
    problems = [(doc.stem, issue.code, issue.path)
                for doc, pages, _ in corpus
                for issue in validate_record(doc.truth["document_type"], doc.truth["data"], pages=pages)]
    assert not problems, problems[:10]
    assert any(find_td3(page) for _, pages, _ in corpus for page in pages), "no passport MRZ in the corpus"
