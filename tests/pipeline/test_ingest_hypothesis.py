"""Ingest fuzzed by hypothesis, for a bounded time in ``make test``: real PDFs (fpdf's, the synthetic
corpus's, hand-built ones with scripts, attachments and encryption) damaged by bit flips, cuts and
objects spliced in from another file, through ``ingest_bytes`` (what the service calls). Each must
end as a document read or an ``IngestError`` that names a known code and says what to do, within
the ingest's time limit; never another exception, a parser fault taken for the service's
(``ParserUnavailable``), or a hang.

The examples are derandomised (the same every run, so CI is reproducible); a longer hunt:
``DUALPATH_FUZZ_EXAMPLES=5000 DUALPATH_FUZZ_RANDOM=1 pytest tests/pipeline/test_ingest_hypothesis.py``.
An input that fails is written to ``artifacts/fuzz-failures/``; the smallest one belongs in
``tests/pipeline/hostile/regressions/`` with its expected outcome in that folder's manifest.json,
which ``test_each_regression_file_ends_as_its_expected_outcome`` replays in every run.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from pipeline.ingest import IngestedDocument, IngestError, IngestLimits, ingest_bytes
from tests.pipeline import fixtures
from tests.pipeline import hostile

CODES = {"empty_file", "not_pdf", "too_large", "encrypted", "corrupt", "too_many_pages", "timeout", "memory_limit",
         "no_text_layer", "unreadable_scan"}
LIMITS = IngestLimits(timeout_s=5.0, max_scanned_pages=0)  # scans: test_ingest_fuzz.py (OCR takes seconds)
SLACK_S = 3.0  # a replacement parser starting on a busy machine
REPO = Path(__file__).resolve().parents[2]
REGRESSIONS = Path(hostile.__file__).parent / "regressions"
FOUND = REPO / "artifacts" / "fuzz-failures"
OBJECT = re.compile(rb"\d+ \d+ obj\b.*?endobj", re.S)


def _sources() -> list[bytes]:
    from corpus.synth import write_corpus
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        synth = write_corpus(Path(tmp), "letter_of_credit", 1, seed=3, split="test")
        synth_pdf = next(Path(p) for p in synth if str(p).endswith(".pdf")).read_bytes()
    return [fixtures.text_pdf(["Applicant: Hansen Shipping Ltd, Oslo. Amount: USD 1,250,000.00"] * 2),
            synth_pdf, hostile._one_page(), hostile.javascript(), hostile.embedded_file(),
            hostile.encrypted("AES-128", "")()]


SOURCES = _sources()


@dataclass(frozen=True)
class Flip:
    at: tuple[int, ...]  # positions, taken modulo the length
    bit: int

    def __call__(self, data: bytes, donor: bytes) -> bytes:
        out = bytearray(data)
        for i in self.at:
            out[i % len(out)] ^= 1 << self.bit
        return bytes(out)


@dataclass(frozen=True)
class Cut:
    keep: float       # the fraction of the file kept
    eof: bool         # put an end-of-file marker back, so that the parser, not the pre-check, meets it

    def __call__(self, data: bytes, donor: bytes) -> bytes:
        return data[: int(len(data) * self.keep)] + (b"\n%%EOF\n" if self.eof else b"")


@dataclass(frozen=True)
class Splice:
    into: int          # which object of the file (modulo their number)
    take: int          # which object of the donor
    how: str           # replace | insert | drop | repeat

    def __call__(self, data: bytes, donor: bytes) -> bytes:
        mine, theirs = list(OBJECT.finditer(data)), list(OBJECT.finditer(donor))
        if not mine or not theirs:
            return data
        a, b = mine[self.into % len(mine)], theirs[self.take % len(theirs)]
        piece = donor[b.start():b.end()]
        if self.how == "replace":
            return data[:a.start()] + piece + data[a.end():]
        if self.how == "insert":
            return data[:a.start()] + piece + b"\n" + data[a.start():]
        if self.how == "drop":
            return data[:a.start()] + data[a.end():]
        return data[:a.end()] + b"\n" + data[a.start():a.end()] * 3 + data[a.end():]


mutations = st.one_of(
    st.builds(Flip, st.lists(st.integers(0, 1 << 20), min_size=1, max_size=24).map(tuple), st.integers(0, 7)),
    st.builds(Cut, st.floats(0.05, 0.999), st.booleans()),
    st.builds(Splice, st.integers(0, 64), st.integers(0, 64), st.sampled_from(["replace", "insert", "drop", "repeat"])),
)
inputs = st.tuples(st.integers(0, len(SOURCES) - 1), st.integers(0, len(SOURCES) - 1),
                   st.lists(mutations, min_size=1, max_size=3))


def _damaged(source: int, donor: int, steps: list) -> bytes:
    data = SOURCES[source]
    for step in steps:
        data = step(data, SOURCES[donor])
    return data


def _judge(data: bytes) -> str:
    """The outcome in words (``read`` or the rejection's code); fails on anything else, in time or not."""
    started = time.perf_counter()
    try:
        document = ingest_bytes(data, LIMITS)
    except IngestError as exc:
        assert exc.code in CODES, exc.code
        assert any(todo in exc.message for todo in hostile.WHAT_TO_DO), f"says nothing to do: {exc.message}"
        outcome = exc.code
    else:
        assert isinstance(document, IngestedDocument) and len(document.pages) >= 1
        outcome = "read"
    elapsed = time.perf_counter() - started
    assert elapsed < LIMITS.timeout_s + SLACK_S, f"{outcome} after {elapsed:.1f} s"
    return outcome


@pytest.fixture(scope="module", autouse=True)
def warm_parser():
    ingest_bytes(fixtures.text_pdf())


@settings(max_examples=int(os.environ.get("DUALPATH_FUZZ_EXAMPLES", "400")), deadline=None,
          derandomize=not os.environ.get("DUALPATH_FUZZ_RANDOM"), database=None, print_blob=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(inputs)
def test_a_mutated_pdf_is_read_or_rejected_with_a_reason_in_time(case):
    data = _damaged(*case)
    try:
        event(_judge(data))  # the outcomes' shares: --hypothesis-show-statistics
    except BaseException:
        FOUND.mkdir(parents=True, exist_ok=True)
        (FOUND / f"{hashlib.sha256(data).hexdigest()[:16]}.pdf").write_bytes(data)
        raise


def _regressions() -> list:
    manifest = REGRESSIONS / "manifest.json"
    found = sorted(json.loads(manifest.read_text()).items()) if manifest.is_file() else []
    return [pytest.param(name, expected, id=name) for name, expected in found] or [
        pytest.param(None, None, marks=pytest.mark.skip(reason="no regression file: fuzzing has found no failure yet"))]


@pytest.mark.parametrize("name,expected", _regressions())
def test_each_regression_file_ends_as_its_expected_outcome(name, expected):
    data = (REGRESSIONS / name).read_bytes()
    assert hashlib.sha256(data).hexdigest() == expected["sha256"], f"{name} is not the file the manifest names"
    assert _judge(data) == expected["outcome"], expected["why"]
    if expected["outcome"] != "read":
        with pytest.raises(IngestError) as caught:
            ingest_bytes(data, LIMITS)
        for words in expected.get("says", []):
            assert words in caught.value.message, (words, caught.value.message)
