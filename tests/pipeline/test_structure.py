"""The document structure found in real PDFs (fpdf2, the corpus, Chromium), through ingest's geometry."""
from __future__ import annotations

from dataclasses import astuple
from pathlib import Path

import pytest

from corpus.synth.corpus import render_one
from pipeline.ingest import _parse
from pipeline.structure import VOCAB, DocumentStructure, build_structure, token_layout
from pipeline.structure.layout import NO_COLUMN, UNKNOWN_X, UNKNOWN_Y
from tests.pipeline import layouts


def _structure(data: bytes) -> DocumentStructure:
    status, pages, _, _, geometry = _parse(data, 50)
    assert status == "ok"
    return build_structure(pages, geometry)


def _pairs(s: DocumentStructure) -> dict[str, tuple[str, str]]:
    return {s.text(p.label): (s.text(p.value), p.kind) for p in s.pairs}


def _line(s: DocumentStructure, i: int) -> str:
    line = s.lines[i]
    return s.pages[line.page][line.start:line.end]


def test_label_value_rows_leaders_gaps_and_letterhead():
    s = _structure(layouts.label_value_form())
    pairs = _pairs(s)
    assert pairs["Full name"] == ("Anna Maria Eriksson", "colon")
    assert pairs["Nationality"] == ("Swedish", "colon")
    assert pairs["Occupation"] == ("Engineer", "leader")
    assert pairs["Employer"] == ("Volvo Cars AB", "gap")
    assert [_line(s, i) for i in s.letterhead] == ["NORDIC TRUST BANK ASA", "Fjordgata 1, 0150 Oslo, Norway"]


def test_boxed_captions_above_values():
    pairs = _pairs(_structure(layouts.boxed_form()))
    assert pairs == {"Surname": ("OZTURK", "below"), "Given names": ("ELIF", "below"),
                     "Place of birth": ("ANKARA", "below"), "Sex": ("F", "below")}


def test_a_table_with_a_header_continued_on_the_next_page():
    s = _structure(layouts.table_two_pages())
    first, second = s.tables
    for table in (first, second):
        assert [s.text(c.span) for c in table.header] == list(layouts.TABLE_HEADER)
        assert len(table.columns) == 3
    assert (first.page, second.page, second.continues) == (0, 1, 0)
    assert len(first.lines) + len(second.lines) == 45 + 2  # every row and both headers
    amounts = [s.text(c.span) for c in first.cells if c.column == 2 and c.row > 0]
    assert amounts[:3] == ["12.50", "25.00", "37.50"]
    assert ("Payment reference 1000", "column") == next(
        (s.text(p.value), p.kind) for p in s.pairs if s.text(p.label) == "Description")
    assert sorted(_line(s, i) for i in s.margins) == ["Page 1 of 2", "Page 2 of 2"]
    # token layout: a body cell sits in its column, lower on the page than the header
    cell = next(c for c in first.cells if c.row == 3 and c.column == 1)
    head = next(c for c in first.header if c.column == 1)
    a, b = token_layout(s, 0, cell.span[1]), token_layout(s, 0, head.span[1])
    assert a.column == b.column == 2 and a.y_bucket > b.y_bucket and a.line == b.line + 3


def test_a_numbered_list_with_wrapped_items():
    s = _structure(layouts.numbered_list())
    assert [s.text(i.marker) for i in s.items] == ["1.", "2.", "3.", "-"]
    assert [" ".join(s.text(i.text).split()) for i in s.items[:3]] == list(layouts.LIST_ITEMS)
    assert [len(i.lines) for i in s.items] == [3, 2, 1, 1]
    assert not s.tables


@pytest.mark.parametrize("make, forms", [(layouts.mt700_raw_and_alliance, ["raw", "alliance"]),
                                         (layouts.mt700_telex, ["telex"])])
def test_mt700_fields_in_printed_forms(make, forms):
    s = _structure(make())
    for form in forms:
        fields = {f.tag: " ".join(s.text(f.value).split()) for f in s.swift if f.form == form}
        assert fields == {tag: " ".join(value.split()) for tag, _, value in layouts.MT700}
    assert all(s.text(f.tag_span) == f.tag for f in s.swift)


def test_a_td3_zone_with_its_check_digits():
    s = _structure(layouts.passport_page())
    (zone,) = s.mrz
    assert zone.kind == "TD3" and zone.valid and [s.text(x) for x in zone.lines] == list(layouts.TD3)
    assert _pairs(s)["Surname"] == ("ERIKSSON", "gap")


def test_two_columns_of_pairs_on_each_row():
    pairs = _pairs(_structure(layouts.two_columns()))
    assert pairs["Applicant"] == ("Hansen Shipping Ltd", "colon")
    assert pairs["Beneficiary"] == ("Kowloon Trading Co", "colon")
    assert pairs["Bank"] == ("HSBC Hong Kong", "colon")


def test_without_geometry_the_text_alone_still_gives_lines_and_colon_pairs():
    status, pages, _, _, _ = _parse(layouts.label_value_form(), 50)
    s = build_structure(pages, None)
    assert _pairs(s)["Nationality"] == ("Swedish", "colon") and not s.tables
    t = token_layout(s, 0, pages[0].index("Swedish"))
    assert (t.x_bucket, t.y_bucket, t.left_edge_bucket, t.column) == (UNKNOWN_X, UNKNOWN_Y, UNKNOWN_X, NO_COLUMN)


@pytest.mark.parametrize("document_type", ["kyc_individual", "letter_of_credit", "loan_application"])
def test_corpus_documents(document_type):
    for index in range(3):
        doc = render_one(document_type, index, seed=5, split="dev")
        s = _structure(doc.pdf)
        assert s.pairs or s.swift or s.tables
        for p in s.pairs:
            assert s.text(p.label).strip() and s.text(p.value).strip()
        for page, text in enumerate(s.pages):  # every token's layout ids are inside the vocabularies
            for start in range(0, len(text), 7):  # noqa: B007
                t = token_layout(s, page, start)
                for name, value in zip(("line", "x_bucket", "y_bucket", "left_edge_bucket", "column"), astuple(t)):
                    assert 0 <= value < VOCAB[name]
            assert token_layout(s, page, 0) == token_layout(s, page, 0)


@pytest.mark.skipif(not Path("/usr/bin/chromium").exists(), reason="no chromium")
def test_a_browser_printed_html_table():
    from corpus.foreign.printing import print_to_pdf

    html = ("<html><body style='font-family:sans-serif'><p>Reference: ST-42</p><table cellpadding=6>"
            "<tr><th>Date</th><th>Description</th><th>Amount</th></tr>"
            "<tr><td>2024-01-02</td><td>Wire transfer in</td><td>1,000.00</td></tr>"
            "<tr><td>2024-01-05</td><td>Card payment office supplies</td><td>35.50</td></tr>"
            "<tr><td>2024-01-09</td><td>Interest</td><td>0.12</td></tr></table></body></html>")
    (data,) = print_to_pdf([html])
    s = _structure(data)
    (table,) = s.tables
    assert [s.text(c.span) for c in table.header] == ["Date", "Description", "Amount"]
    assert [s.text(c.span) for c in table.cells if c.column == 1 and c.row > 0] == [
        "Wire transfer in", "Card payment office supplies", "Interest"]
    assert _pairs(s)["Reference"] == ("ST-42", "colon")


def test_each_token_carries_the_role_of_the_structure_part_it_belongs_to():
    from pipeline.structure import ROLES, char_roles, token_layout

    page = ("Date of birth: 12 March 1980\n"
            "Documents required:\n"
            "1) Commercial invoice in triplicate\n"
            "2) Packing list\n"
            ":20: LC-2291\n"
            ":31C: 240105\n"
            ":40A: IRREVOCABLE\n")
    structure = build_structure([page])
    roles = char_roles(structure)

    def role_at(text: str) -> str:
        return ROLES[token_layout(structure, 0, page.index(text), roles).role]

    assert role_at("Date of birth") == "pair_label"
    assert role_at("12 March") == "pair_value"
    assert role_at("1)") == "list_marker"
    assert role_at("Commercial") == "list_item"
    assert role_at(" Packing") == "list_item"  # a token led by a space takes the next character's role
    assert role_at(":20:") == "swift_tag"
    assert role_at("LC-2291") == "swift_value"
    assert token_layout(structure, 0, page.index("12 March")) == token_layout(structure, 0, page.index("12 March"),
                                                                               roles)
