"""Ingestion: every unreadable input ends as an IngestError with a specific code, in time."""
from __future__ import annotations

import pickle
import threading
import time

import pytest
from fpdf.enums import EncryptionMethod

from pipeline.ingest import (IngestError, IngestLimits, ParserUnavailable, document_id, ingest_bytes, main,
                             shutdown_workers)
from tests.pipeline import fixtures

FAST = IngestLimits(timeout_s=10.0)


def rejected(data: bytes, limits: IngestLimits = FAST) -> tuple[IngestError, float]:
    started = time.perf_counter()
    with pytest.raises(IngestError) as info:
        ingest_bytes(data, limits)
    return info.value, time.perf_counter() - started


def test_text_pdf_gives_text_per_page_and_sha256_id():
    data = fixtures.text_pdf(["First page: ANNA MARIA ERIKSSON", "Second page: 12 MAR 1985, Swedish"])
    doc = ingest_bytes(data)
    assert doc.document_id == document_id(data)
    assert doc.document_id.startswith("sha256:") and len(doc.document_id) == 7 + 64
    assert len(doc.pages) == 2
    assert "ANNA MARIA ERIKSSON" in doc.pages[0]
    assert "12 MAR 1985" in doc.pages[1]
    assert doc.n_bytes == len(data)
    assert doc.parse_ms > 0


def test_empty_file_is_rejected_as_empty():
    error, _ = rejected(b"")
    assert error.code == "empty_file"
    assert "empty" in error.message


@pytest.mark.parametrize(
    ("data", "looks_like"),
    [
        (b"\x89PNG\r\n\x1a\n" + b"\x00" * 100, "PNG image"),
        (b"PK\x03\x04" + b"\x00" * 100, "ZIP"),
        (b"Dear customer, please find attached", "plain text"),
        (b"<!DOCTYPE html><html><body>hi</body></html>", "HTML"),
    ],
)
def test_file_that_is_not_a_pdf_says_what_it_looks_like(data, looks_like):
    error, _ = rejected(data)
    assert error.code == "not_pdf"
    assert looks_like in error.message


def test_file_over_the_size_limit_is_rejected_before_parsing():
    data = fixtures.text_pdf()
    error, elapsed = rejected(data, IngestLimits(max_bytes=len(data) - 1))
    assert error.code == "too_large"
    assert "limit" in error.message
    assert elapsed < 0.5


@pytest.mark.parametrize("method", [EncryptionMethod.RC4, EncryptionMethod.AES_128, EncryptionMethod.AES_256])
def test_password_protected_pdf_is_rejected_as_encrypted(method):
    pdf = fixtures.FPDF()
    pdf.set_encryption(owner_password="owner", user_password="secret", encryption_method=method)
    pdf.set_font("Helvetica", size=11)
    pdf.add_page()
    pdf.multi_cell(0, 6, fixtures.LOREM)
    error, _ = rejected(bytes(pdf.output()))
    assert error.code == "encrypted"
    assert "password" in error.message and "unprotected copy" in error.message


def test_pdf_with_only_an_owner_password_opens_but_says_it_was_encrypted():
    doc = ingest_bytes(fixtures.encrypted_pdf(user_password=""))
    assert "ERIKSSON" in doc.pages[0]
    assert any("encrypted with an empty user password" in note for note in doc.notes)
    assert ingest_bytes(fixtures.text_pdf()).notes == []


def test_truncated_pdf_is_rejected_as_corrupt():
    data = fixtures.text_pdf()
    error, _ = rejected(data[: len(data) // 2])
    assert error.code == "corrupt"
    assert "truncated" in error.message


def test_pdf_with_a_damaged_body_is_rejected_as_corrupt():
    error, _ = rejected(b"%PDF-1.4\n" + b"this is not a pdf body " * 50 + b"\n%%EOF\n")
    assert error.code == "corrupt"
    assert "damaged" in error.message


def test_a_scan_with_nothing_legible_is_rejected_as_unreadable():
    # pages of pictures (bars, a grey image) and no words: OCR is tried and reads nothing
    error, _ = rejected(fixtures.image_only_pdf(n_pages=2))
    assert error.code == "unreadable_scan"
    assert error.message.startswith("no text could be read from the scan")


def test_pdf_without_text_or_images_is_not_called_a_scan():
    error, _ = rejected(fixtures.blank_pdf())
    assert error.code == "no_text_layer"
    assert "no images" in error.message and "scan" not in error.message and "OCR" not in error.message


def test_xref_bomb_is_named_as_a_cross_reference_table_not_a_compressed_stream():
    error, _ = rejected(fixtures.xref_bomb_pdf())
    assert error.code == "corrupt"
    assert "cross-reference table" in error.message and "90000000" in error.message
    assert "compressed" not in error.message and "decompression" not in error.message


def test_length_loop_is_named_as_a_loop_not_a_compressed_stream_or_a_scan():
    error, _ = rejected(fixtures.length_loop_pdf())
    assert error.code == "corrupt"
    assert "loop" in error.message
    assert "compressed" not in error.message and "scan" not in error.message and "OCR" not in error.message


def test_pdf_over_the_page_limit_is_rejected():
    error, _ = rejected(fixtures.many_pages_pdf(12), IngestLimits(max_pages=10))
    assert error.code == "too_many_pages"
    assert "12 pages" in error.message and "10" in error.message


def test_pdf_that_stalls_the_parser_is_stopped_at_the_timeout():
    ingest_bytes(fixtures.text_pdf())  # a warm worker, so only the parse is timed
    error, elapsed = rejected(fixtures.slow_pdf(), IngestLimits(timeout_s=0.3))
    assert error.code == "timeout"
    assert "0.3 s" in error.message
    assert elapsed < 2.0


def test_decompression_bomb_hits_the_memory_limit():
    error, elapsed = rejected(fixtures.bomb_pdf(expanded_mb=40), IngestLimits(memory_mb=24))
    assert error.code == "memory_limit"
    assert elapsed < 10.0


def test_stream_beyond_the_parser_decompression_limit_is_a_memory_limit():
    error, _ = rejected(fixtures.bomb_pdf(expanded_mb=80))
    assert error.code == "memory_limit"
    assert "decompression bomb" in error.message


def test_worker_is_replaced_after_a_timeout_and_next_document_succeeds():
    rejected(fixtures.slow_pdf(), IngestLimits(timeout_s=0.2))
    doc = ingest_bytes(fixtures.text_pdf())
    assert "ERIKSSON" in doc.pages[0]


def test_concurrent_callers_each_get_their_own_document():
    texts = [f"Document number {i} for customer REF-{i:04d} with some more words" for i in range(6)]
    results: dict[int, str] = {}

    def work(i: int) -> None:
        results[i] = ingest_bytes(fixtures.text_pdf([texts[i]])).pages[0]

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(texts))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert {i: f"REF-{i:04d}" in results[i] for i in range(len(texts))} == {i: True for i in range(len(texts))}


def test_warm_worker_adds_little_overhead_per_document():
    data = fixtures.text_pdf()
    ingest_bytes(data)
    timings = sorted(ingest_bytes(data).parse_ms for _ in range(10))
    assert timings[len(timings) // 2] < 50.0  # a fresh process per document costs ~150 ms


def test_limits_come_from_the_environment():
    limits = IngestLimits.from_env({
        "DUALPATH_INGEST_MAX_BYTES": "1000", "DUALPATH_INGEST_MAX_PAGES": "3",
        "DUALPATH_INGEST_TIMEOUT_S": "2.5", "DUALPATH_INGEST_MEMORY_MB": "256",
    })
    assert limits == IngestLimits(max_bytes=1000, max_pages=3, timeout_s=2.5, memory_mb=256)
    assert IngestLimits.from_env({}) == IngestLimits()


def test_shutdown_stops_workers_and_ingestion_still_works_after():
    ingest_bytes(fixtures.text_pdf())
    shutdown_workers()
    assert "ERIKSSON" in ingest_bytes(fixtures.text_pdf()).pages[0]


def test_ingest_error_survives_pickling_between_processes():
    error = pickle.loads(pickle.dumps(IngestError("encrypted", "the PDF is encrypted")))
    assert (error.code, error.message) == ("encrypted", "the PDF is encrypted")
    assert str(error) == "encrypted: the PDF is encrypted"


def test_command_line_prints_pages_or_the_reason(tmp_path, capsys):
    good, bad = tmp_path / "good.pdf", tmp_path / "bad.pdf"
    good.write_bytes(fixtures.text_pdf())
    bad.write_bytes(b"just some text")
    assert main([str(good), str(bad)]) == 1
    out = capsys.readouterr().out
    assert "good.pdf: 1 page(s)" in out
    assert "bad.pdf: rejected (not_pdf)" in out


def test_ligatures_and_unicode_spaces_read_as_letters_and_plain_spaces():
    # a browser prints "certified" with one "fi" glyph and an empty form cell as a lone no-break
    # space; fpdf2's core fonts, which made the training corpus, print neither
    from pipeline.ingest import page_text

    assert page_text("certi\ufb01ed copy, ba\ufb04e\u00a0\nE-MAIL\n\u00a0\n1\u202f000") == \
        "certified copy, baffle \nE-MAIL\n \n1 000"
    assert page_text(None) == ""


# --- the service's faults are not the document's -------------------------------------------

def test_a_parser_killed_while_idle_is_not_handed_the_next_document():
    ingest_bytes(fixtures.text_pdf())  # a warm, idle parser
    assert fixtures.kill_parsers(), "no parser child to kill"
    doc = ingest_bytes(fixtures.text_pdf())
    assert "ERIKSSON" in doc.pages[0]


def test_a_parser_killed_in_the_middle_of_a_parse_is_retried_with_a_fresh_one():
    ingest_bytes(fixtures.text_pdf())
    data = fixtures.slow_pdf(30_000)  # about a second of parsing: time to kill it mid-way
    killed: list[int] = []

    def kill_once_busy() -> None:
        time.sleep(0.3)
        killed.extend(fixtures.kill_parsers())

    killer = threading.Thread(target=kill_once_busy)
    killer.start()
    doc = ingest_bytes(data, IngestLimits(timeout_s=30.0))
    killer.join()
    assert killed, "the parser was not killed"
    assert doc.pages[0].count("x") == 30_000


def test_a_parser_that_keeps_dying_is_a_service_fault_not_a_rejected_document():
    with fixtures.ParserKiller() as killer:
        with pytest.raises(ParserUnavailable) as info:
            ingest_bytes(fixtures.text_pdf())
    assert len(killer.killed) >= 3  # the first try and two fresh parsers
    assert not isinstance(info.value, IngestError)
    assert "3 times" in info.value.message and "not of the document" in info.value.message
    assert "ERIKSSON" in ingest_bytes(fixtures.text_pdf()).pages[0]  # and the next try works


def test_a_stray_module_in_the_working_directory_does_not_reach_the_parser(tmp_path, monkeypatch):
    (tmp_path / "timeit.py").write_text("raise ImportError('a stray timeit.py shadowed the standard library')\n")
    (tmp_path / "pypdf.py").write_text("raise ImportError('a stray pypdf.py')\n")
    monkeypatch.chdir(tmp_path)
    shutdown_workers()  # the next parser starts here, in this directory
    doc = ingest_bytes(fixtures.text_pdf())
    assert "ERIKSSON" in doc.pages[0]


def test_pypdf_is_required_and_installed_at_7_or_later():
    """Versions before 7 lack fixes of known denial-of-service issues in parsing."""
    import importlib.metadata
    import tomllib
    from pathlib import Path

    from packaging.requirements import Requirement
    from packaging.version import Version

    pyproject = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text())
    pin = next(Requirement(r) for r in pyproject["project"]["dependencies"] if Requirement(r).name == "pypdf")
    assert not pin.specifier.contains("6.9.9") and pin.specifier.contains("7.0.0"), str(pin)
    assert Version(importlib.metadata.version("pypdf")) >= Version("7.0")
