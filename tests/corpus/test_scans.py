"""The scan renderer: image-only pages of the right size with no text layer, deterministic per seed,
mixed documents that keep the text of their unscanned pages, and realistic random styles."""
from __future__ import annotations

import io
import json
import random

import pypdf
import pytest
from fpdf import FPDF

from corpus.scans import ScanStyle, main, random_style, render_pages, scan_mixed, scan_pdf

LINES = ["Statement of account 12-3456-7890", "Opening balance EUR 1,234.56", "Closing balance EUR 987.65"]
DPI = 120   # low, to keep the tests fast, where the resolution is not what is tested


@pytest.fixture(scope="module")
def text_pdf() -> bytes:
    """Two A4 pages of Helvetica text, the page number in each line."""
    pdf = FPDF(format="A4")
    pdf.set_font("Helvetica", size=12)
    for number in (1, 2):
        pdf.add_page()
        for line in LINES:
            pdf.cell(0, 8, f"Page {number}: {line}", new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


def _pages(pdf: bytes) -> list[pypdf.PageObject]:
    return list(pypdf.PdfReader(io.BytesIO(pdf)).pages)


def _size(page: pypdf.PageObject) -> tuple[float, float]:
    return float(page.mediabox.width), float(page.mediabox.height)


def test_render_pages_gives_grayscale_pages_at_the_resolution(text_pdf):
    images = render_pages(text_pdf, DPI)
    assert len(images) == 2 and all(image.mode == "L" for image in images)
    assert abs(images[0].width - 595.28 * DPI / 72) <= 2 and abs(images[0].height - 841.89 * DPI / 72) <= 2


@pytest.mark.parametrize("dpi", [150, 200])
def test_scan_is_image_only_with_one_image_per_page_of_the_page_size(text_pdf, dpi):
    scan = scan_pdf(text_pdf, ScanStyle(dpi=dpi), seed=1)
    pages, originals = _pages(scan), _pages(text_pdf)
    assert len(pages) == len(originals) == 2
    for page, original in zip(pages, originals):
        assert not page.extract_text().strip()
        assert len(page.images) == 1
        image = page.images[0].image
        width, height = _size(page)
        # the image fills the page at the scan's resolution, and the page is the original's size
        assert abs(image.width - width * dpi / 72) <= 2 and abs(image.height - height * dpi / 72) <= 2
        orig_width, orig_height = _size(original)
        assert abs(image.width - orig_width * dpi / 72) <= 2 and abs(image.height - orig_height * dpi / 72) <= 2


def test_a_degraded_scan_has_no_text_either(text_pdf):
    style = ScanStyle(dpi=DPI, skew_deg=2.5, blur=0.8, noise=10, speckle=0.002, jpeg_quality=50,
                      photocopy=True, stamp=True)
    pages = _pages(scan_pdf(text_pdf, style, seed=3))
    assert len(pages) == 2
    assert all(not page.extract_text().strip() and len(page.images) == 1 for page in pages)


def test_same_seed_same_bytes_other_seed_other_bytes(text_pdf):
    style = ScanStyle(dpi=DPI, skew_deg=1.0, noise=8, speckle=0.001, stamp=True, photocopy=True)
    first = scan_pdf(text_pdf, style, seed=5)
    assert scan_pdf(text_pdf, style, seed=5) == first
    assert scan_pdf(text_pdf, style, seed=6) != first


def test_rotate_90_swaps_the_page_width_and_height(text_pdf):
    upright = _pages(scan_pdf(text_pdf, ScanStyle(dpi=DPI), seed=1))[0]
    sideways = _pages(scan_pdf(text_pdf, ScanStyle(dpi=DPI, rotate=90), seed=1))[0]
    width, height = _size(upright)
    assert width < height
    assert _size(sideways) == pytest.approx((height, width), abs=0.01)
    image = sideways.images[0].image
    assert (image.width, image.height) == (upright.images[0].image.height, upright.images[0].image.width)


def test_scan_mixed_keeps_the_text_of_the_unscanned_page_only(text_pdf):
    style = ScanStyle(dpi=DPI, noise=5)
    mixed = _pages(scan_mixed(text_pdf, style, scanned_pages={1}, seed=2))
    assert len(mixed) == 2
    text = mixed[0].extract_text()
    assert all(f"Page 1: {line}" in text for line in LINES)
    assert not mixed[1].extract_text().strip() and len(mixed[1].images) == 1
    # the scanned page is the one scan_pdf makes with that seed
    assert mixed[1].images[0].data == _pages(scan_pdf(text_pdf, style, seed=2))[1].images[0].data


def test_scan_mixed_keeps_the_page_count_and_refuses_missing_pages(text_pdf):
    style = ScanStyle(dpi=DPI)
    assert len(_pages(scan_mixed(text_pdf, style, scanned_pages={0}))) == 2
    assert len(_pages(scan_mixed(text_pdf, style, scanned_pages=set()))) == 2
    with pytest.raises(ValueError):
        scan_mixed(text_pdf, style, scanned_pages={2})


def test_random_style_stays_within_its_ranges():
    rng = random.Random(11)
    styles = [random_style(rng) for _ in range(200)]
    for style in styles:
        assert style.dpi in (150, 200, 300) and style.rotate == 0
        assert -3 <= style.skew_deg <= 3 and 0 <= style.blur <= 1.0 and 0 <= style.noise <= 12
        assert 0 <= style.speckle <= 0.002 and 45 <= style.jpeg_quality <= 90
    # the booleans are drawn, at about 0.3
    assert 30 <= sum(s.photocopy for s in styles) <= 90 and 30 <= sum(s.stamp for s in styles) <= 90
    assert {random_style(rng, dpi=240).dpi for _ in range(10)} == {240}


def test_scan_style_refuses_a_rotation_that_is_not_a_quarter_turn():
    with pytest.raises(ValueError):
        ScanStyle(rotate=45)


def test_command_line_scans_each_pdf_and_copies_its_truth(text_pdf, tmp_path, capsys):
    in_dir, out_dir = tmp_path / "in", tmp_path / "out"
    in_dir.mkdir()
    (in_dir / "doc_a.pdf").write_bytes(text_pdf)
    (in_dir / "doc_a.truth.json").write_text(json.dumps({"field": "value"}))
    assert main([str(in_dir), str(out_dir), "--dpi", str(DPI), "--seed", "3"]) == 0
    pages = _pages((out_dir / "doc_a.pdf").read_bytes())
    assert len(pages) == 2 and not any(page.extract_text().strip() for page in pages)
    assert (out_dir / "doc_a.truth.json").read_text() == (in_dir / "doc_a.truth.json").read_text()
    assert capsys.readouterr().out.count("\n") == 1


def test_the_dualpath_scan_command_writes_scans_and_copies_truth(tmp_path, text_pdf):
    from dualpath.cli import main as dualpath_main

    source = tmp_path / "in"
    source.mkdir()
    (source / "doc.pdf").write_bytes(text_pdf)
    (source / "doc.truth.json").write_text('{"document_type": "kyc_individual", "data": {}}')
    assert dualpath_main(["scan", str(source), "--out", str(tmp_path / "out"), "--dpi", "120", "--clean"]) == 0
    scanned = _pages((tmp_path / "out" / "doc.pdf").read_bytes())
    assert len(scanned) == len(_pages(text_pdf)) and not any((p.extract_text() or "").strip() for p in scanned)
    assert (tmp_path / "out" / "doc.truth.json").read_text() == (source / "doc.truth.json").read_text()
