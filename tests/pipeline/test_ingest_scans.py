"""Scanned PDFs through ingest: real pdfium rendering, real Tesseract, scans made by
``corpus.scans`` from PDFs with a text layer, so the expected text is known."""
from __future__ import annotations

import pytest
from fpdf import FPDF

from corpus.scans import ScanStyle, scan_mixed, scan_pdf
from corpus.synth.corpus import render_one
from pipeline import mrz
from pipeline.ingest import IngestError, IngestLimits, ingest_bytes

LINES = ["DOCUMENTARY CREDIT APPLICATION", "Applicant: Hansen Shipping Ltd, 12 Harbour Road, Oslo",
         "Amount: USD 1,250,000.00", "Expiry date: 15 March 2027", "Port of loading: Rotterdam"]
STYLE = ScanStyle(dpi=200, skew_deg=1.2, blur=0.4, noise=4.0, jpeg_quality=75)


def text_pdf(pages: list[list[str]]) -> bytes:
    pdf = FPDF()
    pdf.set_font("helvetica", size=12)
    for lines in pages:
        pdf.add_page()
        for line in lines:
            pdf.cell(0, 9, line, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


def squeeze(text: str) -> str:
    return " ".join(text.split())


def test_a_scanned_page_is_read_by_ocr_with_its_words_and_confidences():
    doc = ingest_bytes(scan_pdf(text_pdf([LINES]), STYLE, seed=1))
    assert list(doc.scans) == [0]
    page = doc.scans[0]
    assert page.text == doc.pages[0]
    for line in LINES:
        assert squeeze(line) in squeeze(doc.pages[0])
    assert page.confidence > 0.8 and all(0.0 <= c <= 1.0 for _, _, c in page.words)
    start = doc.pages[0].index("Rotterdam")
    assert page.confidence_of(start, start + len("Rotterdam")) > 0.5
    assert any(note.startswith("page 1 is a scan, read by OCR") for note in doc.notes)


@pytest.mark.parametrize("rotate", [90, 180])
def test_a_page_scanned_sideways_or_upside_down_is_turned_upright(rotate):
    doc = ingest_bytes(scan_pdf(text_pdf([LINES]), ScanStyle(dpi=200, rotate=rotate), seed=2))
    # the scanner turned it clockwise; it is turned back as far counter-clockwise
    assert doc.scans[0].rotation == rotate
    assert "Amount: USD 1,250,000.00" in doc.pages[0] and "Port of loading: Rotterdam" in doc.pages[0]


def test_a_mixed_pdf_keeps_its_text_layer_and_reads_only_the_scanned_page():
    original = text_pdf([LINES[:2], LINES[2:]])
    text_layer = ingest_bytes(original).pages
    doc = ingest_bytes(scan_mixed(original, STYLE, scanned_pages={1}, seed=3))
    assert list(doc.scans) == [1]
    assert doc.pages[0] == text_layer[0]
    assert squeeze(doc.pages[1]) == squeeze(text_layer[1])


def test_the_scanned_passport_mrz_passes_its_check_digits_and_matches_the_document():
    passport = render_one("kyc_individual", 0, seed=0, split="dev")   # a passport data page on page 2
    stated = next(filter(None, (mrz.find_td3(p) for p in ingest_bytes(passport.pdf).pages)))
    doc = ingest_bytes(scan_pdf(passport.pdf, STYLE, seed=4))
    read = next(filter(None, (mrz.find_td3(p) for p in doc.pages)))
    assert read == stated
    assert mrz.parse_td3(*read)["valid"]
    assert any(scan.mrz.startswith("MRZ check digits pass") for scan in doc.scans.values())


def test_a_system_prints_leaders_are_not_read_as_rows_of_invented_words():
    rows = [("Application reference", "LN22416433"), ("Full name", "Thomas Walker"), ("Date of birth", "26 SEP 1965"),
            ("Employer name", "Crescent Foods Inc."), ("Loan amount", "613,000.00 US Dollars")]
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("courier", size=10)
    pdf.cell(0, 6, "-- BORROWER " + "-" * 60, new_x="LMARGIN", new_y="NEXT")
    for label, value in rows:
        pdf.cell(0, 6, f"{label}{'.' * (32 - len(label))}: {value}", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 6, "=" * 72, new_x="LMARGIN", new_y="NEXT")
    doc = ingest_bytes(scan_pdf(bytes(pdf.output()), STYLE, seed=8))
    lines = [line for line in doc.pages[0].split("\n") if line.strip()]
    # one line per printed row with a caption, its value after it; no row made of the leaders' specks
    assert lines[0].startswith("-- BORROWER") and len(lines) == 1 + len(rows), lines
    for line, (label, value) in zip(lines[1:], rows):
        assert line.startswith(label) and line.endswith(value), line


CARD = dict(surname="Eriksson", given_names="Anna Maria", number="D23145890", nationality="UTO",
            date_of_birth="1974-08-12", sex="F", expiry_date="2032-04-15", issuing_state="UTO")


def card_copy_pdf(zone: tuple[str, ...]) -> bytes:
    """A photocopy of an identity card as a bank files it: the front and the back side by side on
    an A4 page, the machine-readable zone at the foot of the back (the corpus makes no ID cards)."""
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", "B", 11)
    pdf.cell(0, 8, "Copy of the identity card presented by the applicant", new_x="LMARGIN", new_y="NEXT")
    x0, y0 = 20, 30
    pdf.rect(x0, y0, 86, 54)
    pdf.rect(x0 + 95, y0, 86, 54)
    pdf.set_xy(x0 + 3, y0 + 3)
    pdf.set_font("helvetica", "B", 8)
    pdf.cell(80, 4, "UTOPIA / IDENTITY CARD")
    y = y0 + 10
    for label, value in (("Surname", "ERIKSSON"), ("Given names", "ANNA MARIA"), ("Date of birth", "12.08.1974"),
                         ("Document No.", "D23145890"), ("Date of expiry", "15.04.2032")):
        pdf.set_xy(x0 + 30, y)
        pdf.set_font("helvetica", "", 6.5)
        pdf.cell(50, 3, label)
        pdf.set_xy(x0 + 30, y + 3)
        pdf.set_font("helvetica", "B", 8.5)
        pdf.cell(50, 4, value)
        y += 8
    pdf.set_font("courier", "", 11 if len(zone[0]) == 30 else 9.5)
    for number, line in enumerate(zone):
        pdf.set_xy(x0 + 97, y0 + 52 - 6 * len(zone) + 6 * number)
        pdf.cell(82, 5, line)
    return bytes(pdf.output())


@pytest.mark.parametrize("compose", [mrz.compose_td1, mrz.compose_td2], ids=["TD1", "TD2"])
def test_a_scanned_identity_cards_zone_is_read_on_its_own_and_passes_its_check_digits(compose):
    zone = compose(**CARD)
    assert [line for line in ingest_bytes(card_copy_pdf(zone)).pages[0].split("\n")][-len(zone):] == list(zone)
    doc = ingest_bytes(scan_pdf(card_copy_pdf(zone), STYLE, seed=7))
    # the zone's lines come out on lines of their own after the card's front, as the text layer has them
    assert doc.pages[0].split("\n")[-len(zone):] == list(zone)
    assert doc.scans[0].mrz.startswith("MRZ check digits pass")
    assert "Date of expiry" in doc.pages[0] and "D23145890" in doc.pages[0]


def test_the_deadline_grows_with_the_pages_read_by_ocr():
    scan = scan_pdf(text_pdf([LINES]), STYLE, seed=5)
    # a parse deadline far below one page's OCR: the scanned page's own allowance carries it
    assert ingest_bytes(scan, IngestLimits(timeout_s=0.2, ocr_page_timeout_s=60)).scans
    with pytest.raises(IngestError) as caught:  # 51 ms in all: no page is rendered and read by OCR in that
        ingest_bytes(scan, IngestLimits(timeout_s=0.05, ocr_page_timeout_s=0.001))
    assert caught.value.code == "timeout" and "scanned page" in caught.value.message


def test_more_scanned_pages_than_the_limit_are_refused_before_any_is_read():
    scan = scan_pdf(text_pdf([LINES, LINES]), ScanStyle(dpi=150), seed=6)
    with pytest.raises(IngestError) as caught:
        ingest_bytes(scan, IngestLimits(max_scanned_pages=1))
    assert caught.value.code == "too_many_pages" and "2 scanned pages" in caught.value.message


def test_a_scan_declared_metres_wide_is_rendered_within_bounds_not_into_the_memory_limit():
    import io

    from PIL import Image

    page = io.BytesIO()
    Image.new("L", (400, 400), 255).save(page, "PDF", resolution=4)   # a 100 x 100 inch page
    with pytest.raises(IngestError) as caught:
        ingest_bytes(page.getvalue())
    assert caught.value.code == "unreadable_scan"
