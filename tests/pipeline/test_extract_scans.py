"""Scanned documents through extraction: the shipped models on a scan made by ``corpus.scans``,
and what OCR's word confidences do to a field's confidence, review reasons and acceptance."""
from __future__ import annotations

import re
from pathlib import Path

from corpus.scans import ScanStyle, scan_pdf
from corpus.synth.corpus import render_one
from pipeline.decoding import OCR_LOW_CONFIDENCE, READ_FROM_SCAN
from pipeline.extract import assemble_envelope, extract_document
from pipeline.ingest import ingest_bytes
from pipeline.ocr.reading import OcrPage


def test_a_scanned_passport_is_extracted_with_what_its_mrz_verifies():
    passport = render_one("kyc_individual", 0, seed=0, split="dev")   # cover sheet, then the data page
    scan = scan_pdf(passport.pdf, ScanStyle(dpi=200, skew_deg=0.8, noise=3.0, jpeg_quality=80), seed=7)
    envelope = extract_document(scan, route="realtime")
    truth = passport.truth["data"]
    assert envelope.status == "needs_review" and envelope.document_type == "kyc_individual"
    for path in ("id_document_number", "date_of_birth", "nationality", "id_expiry_date"):
        assert envelope.data[path] == truth[path], path
    assert "read by OCR" in envelope.route.reason and "MRZ check digits pass" in envelope.route.reason
    assert all(READ_FROM_SCAN in f.review for f in envelope.fields)   # acceptance on scans is not measured


def _ocr_reading(text: str, start: int, end: int) -> OcrPage:
    """An OCR reading of ``text``: every word sure (0.97) but those overlapping [start, end) (0.35)."""
    words = [(m.start(), m.end(), 0.35 if m.start() < end and start < m.end() else 0.97)
             for m in re.finditer(r"\S+", text)]
    return OcrPage(text=text, words=words, engine="test", dpi=200)


def test_a_field_read_from_doubtful_words_carries_their_confidence_and_is_flagged(small_corpus: Path,
                                                                                   fake_decoder_factory):
    pdf = sorted(small_corpus.glob("letter_of_credit*.pdf"))[0]
    pages = ingest_bytes(pdf.read_bytes()).pages
    decoder = fake_decoder_factory()
    result = decoder.decode(pages, None, route="batch")
    clean = assemble_envelope("sha256:" + "0" * 64, pages, result, route="batch", decoder=decoder)
    target = next(f for f in clean.fields if f.path == "currency" and f.source is not None)
    page = target.source.page - 1
    scans = {page: _ocr_reading(pages[page], target.source.start, target.source.end)}
    scanned = assemble_envelope("sha256:" + "0" * 64, pages, result, route="batch", decoder=decoder, scans=scans)
    field = next(f for f in scanned.fields if f.path == "currency")
    assert field.confidence == 0.35 and OCR_LOW_CONFIDENCE in field.review and READ_FROM_SCAN in field.review
    other = next(f for f in scanned.fields if f.source is not None and f.source.page - 1 == page and f.path != "currency"
                 and not (f.source.start < target.source.end and target.source.start < f.source.end))
    assert other.confidence <= 0.97 and OCR_LOW_CONFIDENCE not in other.review and READ_FROM_SCAN in other.review
    assert clean.status == "accepted" and scanned.status == "needs_review"


def test_a_name_a_scanned_zones_name_line_contradicts_is_kept_and_flagged_not_emptied(small_corpus: Path,
                                                                                       fake_decoder_factory):
    from pipeline.decoding import CONFLICTS_WITH_DOCUMENT
    from pipeline.mrz import find_td3

    for pdf in sorted(small_corpus.glob("kyc_individual*.pdf")):
        pages = ingest_bytes(pdf.read_bytes()).pages
        at = next((i for i, page in enumerate(pages) if find_td3(page)), None)
        if at is not None:
            break
    assert at is not None, "the small corpus has a passport data page"
    decoder = fake_decoder_factory()
    result = decoder.decode(pages, None, route="batch")   # the fake answers each field as its truth states
    name = next(s.raw for s in result.slots if s.path == "full_name")
    line1, _ = find_td3(pages[at])
    misread = line1[:5] + "V" + line1[5:43]          # OCR read a mark before the surname as a letter
    pages = [page.replace(line1, misread) if i == at else page for i, page in enumerate(pages)]
    as_text = assemble_envelope("sha256:" + "0" * 64, pages, result, route="batch", decoder=decoder)
    scanned = assemble_envelope("sha256:" + "0" * 64, pages, result, route="batch", decoder=decoder,
                                scans={at: _ocr_reading(pages[at], 0, 0)})
    # a text layer's zone is what the document states: its name replaces the record's, for review
    assert next(f for f in as_text.fields if f.path == "full_name").value != name
    # a scanned zone's name line is OCR's reading, which no check digit covers: the name stays, flagged
    field = next(f for f in scanned.fields if f.path == "full_name")
    assert field.value == name and CONFLICTS_WITH_DOCUMENT in field.review and scanned.data["full_name"] == name
