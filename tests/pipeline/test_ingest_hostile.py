"""The hostile-PDF corpus (``tests.pipeline.hostile``) through ingest: each case ends as its
expected outcome (the IngestError code and a reason that names what was found and says what to
do, or a document read with its note) within the ingest's own time limit, and the parser is still
there for the next document."""
from __future__ import annotations

import hashlib
import time

import pytest

from pipeline.ingest import IngestedDocument, IngestError, IngestLimits, ingest_bytes
from tests.pipeline import fixtures
from tests.pipeline.hostile import CASES, WHAT_TO_DO, Case, build, write_corpus

LIMITS = IngestLimits(timeout_s=5.0)  # the defaults but for a shorter parse time (pages: 50)
SLACK_S = 2.0  # starting a replacement parser on a busy machine, beyond the parse limit


@pytest.fixture(scope="module", autouse=True)
def warm_parser():
    ingest_bytes(fixtures.text_pdf())  # so the time bound measures the case, not a cold start


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_each_hostile_pdf_ends_as_its_expected_outcome_in_time(case: Case):
    data = build(case)
    started = time.perf_counter()
    try:
        outcome: IngestedDocument | IngestError = ingest_bytes(data, LIMITS)
    except IngestError as exc:
        outcome = exc
    elapsed = time.perf_counter() - started
    assert elapsed < LIMITS.timeout_s + SLACK_S, f"{case.name} took {elapsed:.1f} s"
    if case.code is not None:
        assert isinstance(outcome, IngestError), f"{case.name} was read: {outcome.pages[:1]!r}"
        assert outcome.code == case.code, outcome.message
        for words in case.says:
            assert words in outcome.message, (words, outcome.message)
        assert any(todo in outcome.message for todo in WHAT_TO_DO), f"says nothing to do: {outcome.message}"
    else:
        assert isinstance(outcome, IngestedDocument), f"{case.name} was refused: {outcome}"
        text = "\n".join(outcome.pages)
        for words in case.text:
            assert words in outcome.pages[0], (words, outcome.pages[0])
        for hidden in case.not_text:
            assert hidden.decode() not in text, (hidden, text)
        notes = " ".join(outcome.notes)
        for words in case.says:
            assert words in notes, (words, outcome.notes)
        if not case.says:
            assert outcome.notes == [], outcome.notes  # nothing was opened, decrypted or run to read it
    # whatever the case did to the parser, the next document is read
    assert "ERIKSSON" in ingest_bytes(fixtures.text_pdf(), LIMITS).pages[0]


def test_the_corpus_is_the_same_bytes_on_every_run_and_covers_what_the_issue_names(tmp_path):
    first, second = write_corpus(tmp_path / "a"), write_corpus(tmp_path / "b")
    assert first == second
    assert all(hashlib.sha256((tmp_path / "a" / name).read_bytes()).hexdigest() == entry["sha256"]
               for name, entry in first.items())
    names = {c.name for c in CASES}
    for alg in ("rc4-40", "rc4-128", "aes-128", "aes-256"):
        assert {f"{alg}-user-password", f"{alg}-empty-user-password"} <= names
    assert {"zero-bytes", "nul-bytes.pdf", "docx-named.pdf", "truncated", "flate-bomb", "xref-bomb",
            "page-tree-loop", "deep-page-tree", "deep-array-nesting", "over-page-limit", "javascript",
            "embedded-file", "broken-font-encoding"} <= names
    # the encryption really is the named scheme (not a fallback the writer chose)
    from pypdf import PdfReader
    import io

    for alg, (v, length) in {"rc4-40": (1, 40), "rc4-128": (2, 128), "aes-128": (4, 128), "aes-256": (5, 256)}.items():
        reader = PdfReader(io.BytesIO(build(next(c for c in CASES if c.name == f"{alg}-user-password"))))
        encrypt = reader.trailer["/Encrypt"].get_object()
        assert (encrypt["/V"], encrypt.get("/Length", 40)) == (v, length), (alg, dict(encrypt))
