"""Small PDFs of the layouts the document structure knows, drawn with fpdf2 (real PDFs, real pypdf)."""
from __future__ import annotations

from fpdf import FPDF

from pipeline.mrz import compose_td3


def _pdf(size: float = 11) -> FPDF:
    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(False)
    pdf.set_font("Helvetica", size=size)
    pdf.add_page()
    return pdf


def label_value_form() -> bytes:
    """A letterhead, then label: value rows, a dotted-leader row and a tab-gap row."""
    pdf = _pdf()
    pdf.set_font("Helvetica", "B", 14)
    pdf.cell(0, 7, "NORDIC TRUST BANK ASA", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", size=9)
    pdf.cell(0, 5, "Fjordgata 1, 0150 Oslo, Norway", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    pdf.set_font("Helvetica", size=11)
    for label, value in [("Full name:", "Anna Maria Eriksson"), ("Date of birth:", "12 March 1985"),
                         ("Nationality:", "Swedish")]:
        pdf.cell(45, 7, label)
        pdf.cell(0, 7, value, new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 7, "Occupation .......... Engineer", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(45, 7, "Employer")
    pdf.cell(0, 7, "Volvo Cars AB", new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


def boxed_form() -> bytes:
    """Framed boxes, each a small caption above its value, two boxes a row."""
    pdf = _pdf()
    y = 20.0
    for row in [(("Surname", "OZTURK"), ("Given names", "ELIF")), (("Place of birth", "ANKARA"), ("Sex", "F"))]:
        x = 15.0
        for caption, value in row:
            pdf.rect(x, y, 85, 16)
            pdf.set_xy(x + 1, y + 1)
            pdf.set_font("Helvetica", size=7)
            pdf.cell(80, 4, caption)
            pdf.set_xy(x + 1, y + 7)
            pdf.set_font("Helvetica", size=12)
            pdf.cell(80, 7, value)
            x += 90
        y += 20
    return bytes(pdf.output())


TABLE_HEADER = ("Date", "Description", "Amount")


def table_two_pages(rows: int = 45) -> bytes:
    """A statement's table with a header row, continued (header repeated) on a second page."""
    pdf = _pdf(10)
    pdf.cell(0, 8, "Account statement", new_x="LMARGIN", new_y="NEXT")
    widths = (30, 90, 35)

    def header() -> None:
        for text, w, align in zip(TABLE_HEADER, widths, "LLR"):
            pdf.cell(w, 7, text, border=1, align=align)
        pdf.ln()

    def footer() -> None:
        y = pdf.get_y()
        pdf.set_xy(10, 287)
        pdf.cell(0, 5, f"Page {pdf.page_no()} of 2")
        pdf.set_xy(10, y)

    header()
    for i in range(rows):
        if pdf.get_y() > 270:
            footer()
            pdf.add_page()
            header()
        cells = (f"2024-01-{i % 28 + 1:02d}", f"Payment reference {1000 + i}", f"{(i + 1) * 12.5:,.2f}")
        for text, w, align in zip(cells, widths, "LLR"):
            pdf.cell(w, 7, text, border=1, align=align)
        pdf.ln()
    footer()
    return bytes(pdf.output())


LIST_ITEMS = ("The credit is available with any bank by negotiation of the documents listed below against "
              "presentation within the validity of the credit.",
              "Full set of clean on board ocean bills of lading made out to order and blank endorsed.",
              "Commercial invoice in three originals.")


def numbered_list() -> bytes:
    """A numbered list whose long items wrap, their continuation lines indented to the item's text."""
    pdf = _pdf()
    pdf.cell(0, 7, "Documents required:", new_x="LMARGIN", new_y="NEXT")
    for number, item in enumerate(LIST_ITEMS, 1):
        pdf.set_x(15)
        pdf.cell(8, 6, f"{number}.")
        pdf.multi_cell(100, 6, item, new_x="LMARGIN", new_y="NEXT")
    pdf.set_x(15)
    pdf.cell(8, 6, "-")
    pdf.cell(0, 6, "All documents in English.", new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


MT700 = [("27", "Sequence of Total", "1/1"), ("40A", "Form of Documentary Credit", "IRREVOCABLE"),
         ("20", "Documentary Credit Number", "LC-2024-0042"), ("31C", "Date of Issue", "240115"),
         ("32B", "Currency Code, Amount", "USD125000,00"),
         ("45A", "Description of Goods", "500 TONS OF STEEL COILS\nAS PER PROFORMA 77/2024")]


def mt700_raw_and_alliance() -> bytes:
    """Page 1: the raw message (``:20:LC-...``); page 2: a SWIFT Alliance print (``F20: Documentary
    Credit Number`` over its value)."""
    pdf = _pdf(10)
    pdf.cell(0, 6, "{1:F01BANKDEFFAXXX0000000000}{2:O700BANKUS33XXXX}{4:", new_x="LMARGIN", new_y="NEXT")
    for tag, _, value in MT700:
        first, *rest = value.split("\n")
        pdf.cell(0, 6, f":{tag}:{first}", new_x="LMARGIN", new_y="NEXT")
        for line in rest:
            pdf.cell(0, 6, line, new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 6, "-}", new_x="LMARGIN", new_y="NEXT")
    pdf.add_page()
    pdf.cell(0, 6, "Message Header", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 6, "Swift Output : FIN 700 Issue of a Documentary Credit", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 6, "Message Text", new_x="LMARGIN", new_y="NEXT")
    for tag, name, value in MT700:
        pdf.cell(0, 6, f"F{tag}: {name}", new_x="LMARGIN", new_y="NEXT")
        for line in value.split("\n"):
            pdf.set_x(30)
            pdf.cell(0, 6, line, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


def mt700_telex() -> bytes:
    """The telex style: ``20 DOCUMENTARY CREDIT NUMBER`` then the value in a column; no colons."""
    pdf = _pdf(10)
    for tag, name, value in MT700:
        first, *rest = value.split("\n")
        pdf.cell(12, 6, tag)
        pdf.cell(70, 6, name.upper())
        pdf.cell(0, 6, first, new_x="LMARGIN", new_y="NEXT")
        for line in rest:
            pdf.set_x(92)
            pdf.cell(0, 6, line, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


TD3 = compose_td3(surname="ERIKSSON", given_names="ANNA MARIA", number="L898902C3", nationality="UTO",
                  date_of_birth="1974-08-12", sex="F", expiry_date="2032-04-15", issuing_state="UTO",
                  optional_data="ZE184226B")


def passport_page() -> bytes:
    """A data page with its TD3 zone in a monospaced font at the foot."""
    pdf = _pdf()
    pdf.cell(0, 7, "PASSPORT", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(40, 7, "Surname")
    pdf.cell(0, 7, "ERIKSSON", new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(250)
    pdf.set_font("Courier", size=10)
    for line in TD3:
        pdf.cell(0, 6, line, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


def two_columns() -> bytes:
    """Two columns of label: value rows side by side (pypdf reads each page row across both)."""
    pdf = _pdf(10)
    left = [("Applicant:", "Hansen Shipping Ltd"), ("City:", "Oslo"), ("Account:", "NO9386011117947")]
    right = [("Beneficiary:", "Kowloon Trading Co"), ("City:", "Hong Kong"), ("Bank:", "HSBC Hong Kong")]
    for (l_label, l_value), (r_label, r_value) in zip(left, right):
        pdf.set_x(15)
        pdf.cell(25, 6, l_label)
        pdf.cell(65, 6, l_value)
        pdf.cell(25, 6, r_label)
        pdf.cell(0, 6, r_value, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


def rotated(data: bytes, degrees: int) -> bytes:
    """The PDF with each page's /Rotate set (as a scanner's or a viewer's turn)."""
    import io

    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter()
    for page in PdfReader(io.BytesIO(data)).pages:
        page.rotate(degrees)
        writer.add_page(page)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()
