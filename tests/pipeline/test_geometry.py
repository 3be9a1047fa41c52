"""Geometry at ingest: where each character of the page text stands, the text itself unchanged."""
from __future__ import annotations

import io
import pickle
from pathlib import Path

import pytest
from pypdf import PdfReader

from corpus.synth.corpus import render_one
from pipeline.geometry import UNKNOWN, PageGeometry, from_ocr
from pipeline.ingest import _parse, ingest_bytes, page_text
from tests.pipeline import layouts


def _pypdf_pages(data: bytes) -> list[str]:
    return [page_text(p.extract_text()) for p in PdfReader(io.BytesIO(data)).pages]


def _at(text: str, geometry: PageGeometry, word: str) -> tuple[float, float, float, float]:
    box = geometry.box(text.index(word))
    assert box is not None, word
    return box


@pytest.mark.parametrize("make", [layouts.label_value_form, layouts.boxed_form, layouts.table_two_pages,
                                  layouts.numbered_list, layouts.mt700_raw_and_alliance, layouts.passport_page,
                                  layouts.two_columns])
def test_page_text_is_pypdfs_and_geometry_covers_it(make):
    data = make()
    status, pages, _, _, geometry = _parse(data, 50)
    assert status == "ok"
    assert pages == _pypdf_pages(data)  # the text the models read is unchanged
    assert len(geometry) == len(pages)
    for text, g in zip(pages, geometry):
        assert g is not None and len(g) == len(text) == len(g.x) == len(g.y)
        for i, ch in enumerate(text):
            if ch == "\n":
                assert g.x[i] == UNKNOWN and g.y[i] == UNKNOWN
        assert sum(g.known(i) for i in range(len(text))) >= 0.8 * sum(not c.isspace() for c in text)


def test_labels_values_rows_and_fonts_stand_where_drawn():
    data = layouts.label_value_form()
    _, (text,), _, _, (g,) = _parse(data, 50)
    name, value = _at(text, g, "Full name:"), _at(text, g, "Anna Maria")
    assert abs(name[0] - 31.2) < 1 and abs(value[0] - 158.7) < 1  # fpdf2 drew them at these x (points)
    assert name[1] == value[1]                                     # one baseline
    assert abs(value[1] - (841.89 - 749.30)) < 1                   # y measured from the top
    assert _at(text, g, "Date of birth")[1] > name[1]              # the next row is lower
    assert _at(text, g, "NORDIC")[3] == 14 and _at(text, g, "Fjordgata")[3] == 9
    # within a piece, characters advance by the font's widths (Helvetica 11 pt: "Full " = 20.8 pt)
    assert abs(_at(text, g, "name:")[0] - (31.18 + (611 + 556 + 222 + 222 + 278) * 0.011)) < 1
    assert g.width == pytest.approx(595.28, abs=0.1) and g.height == pytest.approx(841.89, abs=0.1)


def test_geometry_pickles_small_and_ingest_returns_it():
    data = layouts.table_two_pages()
    doc = ingest_bytes(data)
    assert len(doc.geometry) == len(doc.pages) == 2
    g = doc.geometry[0]
    again = pickle.loads(pickle.dumps(g))
    assert list(again.x) == list(g.x) and list(again.y) == list(g.y) and again.text == g.text
    per_piece = len(pickle.dumps(g)) - len(pickle.dumps(g.text))
    assert per_piece < 30 * len(g.text)
    assert doc.pages == _pypdf_pages(data)


@pytest.mark.parametrize("degrees", [90, 180, 270])
def test_rotated_pages_are_measured_as_shown(degrees):
    data = layouts.rotated(layouts.label_value_form(), degrees)
    _, (text,), _, _, (g,) = _parse(data, 50)
    assert text == _pypdf_pages(data)[0]
    label, value = _at(text, g, "Full name:"), _at(text, g, "Anna Maria")
    if degrees == 180:  # upside down: the value stands left of its label, above it... on one baseline
        assert value[0] < label[0] and value[1] == label[1]
        assert (g.width, g.height) == pytest.approx((595.28, 841.89), abs=0.1)
    else:               # on its side: the row runs down (90) or up (270) the page shown
        assert (g.width, g.height) == pytest.approx((841.89, 595.28), abs=0.1)
        assert label[0] == value[0]
        assert (value[1] > label[1]) == (degrees == 90)


@pytest.mark.parametrize("document_type", ["kyc_individual", "letter_of_credit", "loan_application"])
def test_corpus_documents_keep_their_text(document_type):
    for index in range(2):
        doc = render_one(document_type, index, seed=11, split="dev")
        status, pages, _, _, geometry = _parse(doc.pdf, 50)
        assert pages == _pypdf_pages(doc.pdf)
        assert all(g is not None and len(g) == len(t) for t, g in zip(pages, geometry))


@pytest.mark.skipif(not Path("/usr/bin/chromium").exists(), reason="no chromium")
def test_a_browser_printed_table_is_measured():
    from corpus.foreign.printing import print_to_pdf

    html = ("<html><body style='font-family:sans-serif'><p>Statement fi\ufb01 office</p><table>"
            "<tr><th>Date</th><th>Description</th><th>Amount</th></tr>"
            "<tr><td>2024-01-02</td><td>Wire transfer in</td><td>1,000.00</td></tr>"
            "<tr><td>2024-01-05</td><td>Card payment office supplies</td><td>35.50</td></tr></table></body></html>")
    (data,) = print_to_pdf([html])
    _, (text,), _, _, (g,) = _parse(data, 50)
    assert text == _pypdf_pages(data)[0]
    assert g is not None and len(g) == len(text)
    head, first, second = (_at(text, g, w) for w in ("Description", "Wire", "Card"))  # <th> is centred
    assert first[0] <= head[0] < first[0] + 100 and abs(first[0] - second[0]) < 1 and head[1] < first[1] < second[1]


def test_ocr_words_give_a_scanned_pages_geometry():
    text = "Name ANNA\nBorn 1985"
    words = [(0, 4, 0.9), (5, 9, 0.9), (10, 14, 0.9), (15, 19, 0.9)]
    boxes = [(100, 100, 200, 130), (300, 100, 400, 130), (100, 200, 200, 230), (300, 200, 400, 230)]
    g = from_ocr(text, words, boxes, (1700, 2200), 200)
    assert g.width == pytest.approx(612) and g.height == pytest.approx(792)
    assert g.box(5)[:2] == pytest.approx((108, 46.8), abs=0.5)
    assert g.x[4] == UNKNOWN and g.x[9] == UNKNOWN
    assert g.box(6)[0] - g.box(5)[0] == pytest.approx(100 * 72 / 200 / 4, abs=0.5)


def test_a_scanned_pages_geometry_comes_from_its_ocr_words():
    from corpus.scans import ScanStyle, scan_pdf

    doc = ingest_bytes(scan_pdf(layouts.label_value_form(), ScanStyle()))
    (text,), (g,) = doc.pages, doc.geometry
    assert doc.scans and g is not None and len(g) == len(text)
    label, value = _at(text, g, "Nationality"), _at(text, g, "Swedish")
    assert abs(label[0] - 31) < 6 and abs(value[0] - 158.7) < 6 and abs(label[1] - value[1]) < 3
