"""A small PDF writer over fpdf2: the layout verbs the document families are written in.

Core fonts only (Helvetica, Times, Courier), so every string must be latin-1. Output is
byte-for-byte deterministic: the creation date is fixed and nothing else varies.
"""
from __future__ import annotations

import datetime as dt

from fpdf import FPDF

FIXED_DATE = dt.datetime(2025, 1, 1, tzinfo=dt.timezone.utc)


class _PDF(FPDF):
    header_text: str = ""
    footer_text: str = ""     # may hold {page}; fpdf2 replaces {nb} with the page count

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.first_page_cells: list[tuple[float, float, str]] = []   # (y, x, text) of page 1

    def cell(self, w=None, h=None, text="", *args, **kwargs):
        if text and self.page == 1:
            self.first_page_cells.append((round(self.y, 1), self.x, text))
        return super().cell(w, h, text, *args, **kwargs)

    def header(self) -> None:
        if self.header_text and self.page_no() > 1:
            self.set_font(self.font_family, "", 7)
            self.cell(0, 4, self.header_text, align="R", new_x="LMARGIN", new_y="NEXT")
            self.ln(2)

    def footer(self) -> None:
        if self.footer_text:
            self.set_y(-13)
            self.set_font(self.font_family, "", 7)
            self.cell(0, 5, self.footer_text.replace("{page}", str(self.page_no())), align="C")


class Doc:
    """A page-flowing document: letterheads, labelled values, boxes, tables, prose."""

    def __init__(self, *, page_format: str = "A4", font: str = "helvetica", size: float = 10,
                 margin: float = 18, footer: str = "", header: str = "", title: str = ""):
        pdf = _PDF(format=page_format, unit="mm")
        pdf.set_creation_date(FIXED_DATE)
        pdf.set_margins(margin, 15, margin)
        pdf.set_auto_page_break(True, 18)
        pdf.footer_text, pdf.header_text = footer, header
        if title:
            pdf.set_title(title)
        pdf.c_margin = 1
        self.pdf, self.family, self.size = pdf, font, size
        pdf.add_page()
        self.font()

    # ------------------------------------------------------------------ basics

    @property
    def width(self) -> float:
        return self.pdf.epw

    @property
    def pages(self) -> int:
        return self.pdf.page_no()

    def font(self, style: str = "", size: float | None = None, family: str | None = None) -> None:
        self.pdf.set_font(family or self.family, style, size or self.size)

    def lh(self, size: float | None = None) -> float:
        return (size or self.size) * 0.45

    def fits(self, height: float) -> bool:
        return self.pdf.get_y() + height <= self.pdf.page_break_trigger

    def ensure(self, height: float) -> None:
        if not self.fits(height):
            self.pdf.add_page()

    def page_break(self) -> None:
        self.pdf.add_page()

    def gap(self, h: float = 3) -> None:
        self.pdf.ln(h)

    def hr(self) -> None:
        y = self.pdf.get_y() + 1
        self.pdf.line(self.pdf.l_margin, y, self.pdf.l_margin + self.width, y)
        self.pdf.ln(3)

    def width_of(self, text: str) -> float:
        """Width of ``text`` in the current core font (fast path of fpdf2's get_string_width)."""
        cw = self.pdf.current_font.cw
        return sum(cw[c] for c in text) * self.pdf.font_size_pt * 0.001 / self.pdf.k

    def text(self, text: str, *, style: str = "", size: float | None = None, align: str = "L",
             family: str | None = None, h: float | None = None, indent: float = 0) -> None:
        """Full-width text, wrapped at spaces; explicit line breaks kept."""
        self.font(style, size, family)
        h = h or self.lh(size)
        for line in self.wrap(text, self.width - indent - 2 * self.pdf.c_margin):
            self.ensure(h)
            self.pdf.set_x(self.pdf.l_margin + indent)
            self.pdf.cell(self.width - indent, h, line, align=align, new_x="LMARGIN", new_y="NEXT")
        self.font()

    def title(self, text: str, *, size: float = 14, align: str = "L") -> None:
        self.text(text, style="B", size=size, align=align)
        self.gap(2)

    def section(self, text: str, *, fill: bool = True, size: float | None = None) -> None:
        size = size or self.size + 1
        self.ensure(self.lh(size) * 3)
        self.gap(2)
        self.font("B", size)
        self.pdf.set_fill_color(225, 228, 235)
        self.pdf.cell(0, self.lh(size) + 1.5, text, fill=fill, new_x="LMARGIN", new_y="NEXT")
        self.font()
        self.gap(1.5)

    def letterhead(self, name: str, lines: list[str], *, align: str = "L", size: float = 13) -> None:
        self.text(name, style="B", size=size, align=align)
        for line in lines:
            self.text(line, size=self.size - 1, align=align)
        self.hr()

    # ------------------------------------------------------------------ labelled values

    def kv(self, label: str, value: str, *, label_w: float = 55, sep: str = ":", bold_label: bool = False,
           bold_value: bool = False, size: float | None = None) -> None:
        """``label: value`` on one row (the value under the label when the label is too wide);
        a multi-line value continues under itself."""
        h = self.lh(size)
        shown = f"{label}{sep}" if label and not label.endswith(("?", ":")) else label
        self.font("B" if bold_label else "", size)
        if self.width_of(shown) > label_w - 2:
            self.text(shown, style="B" if bold_label else "", size=size)
            label_w, shown = 8, ""
        self.font("B" if bold_value else "", size)
        avail = self.width - label_w - 2 * self.pdf.c_margin
        if "   " in value:
            value = "\n".join(self.pack(value.split("   "), avail, "   "))
        lines = self.wrap(value, avail)
        self.ensure(h * min(len(lines), 3))
        self.font("B" if bold_label else "", size)
        self.pdf.cell(label_w, h, shown, new_x="RIGHT", new_y="TOP")
        self.font("B" if bold_value else "", size)
        for i, line in enumerate(lines):
            if i:
                self.ensure(h)
            self.pdf.set_x(self.pdf.l_margin + label_w)
            self.pdf.cell(self.width - label_w, h, line, new_x="LMARGIN", new_y="NEXT")
        self.font()

    def kv_pairs(self, pairs: list[tuple[str, str]], *, columns: int = 2, label_w: float = 32,
                 sep: str = ":") -> None:
        """Single-line label/value pairs laid out ``columns`` to a row (one to a row when too wide)."""
        h = self.lh() + 0.6
        col = self.width / columns
        self.font("B")
        too_wide = any(self.width_of(v) > col - label_w - 2 for _, v in pairs)
        self.font()
        too_wide = too_wide or any(self.width_of(f"{k}{sep}") > label_w - 1 for k, _ in pairs)
        if too_wide:
            for label, value in pairs:
                self.kv(label, value, label_w=max(label_w, 6 + self.width_of(f"{label}{sep}")), sep=sep, bold_value=True)
            return
        for i in range(0, len(pairs), columns):
            self.ensure(h)
            for label, value in pairs[i:i + columns]:
                self.font()
                self.pdf.cell(label_w, h, f"{label}{sep}", new_x="RIGHT", new_y="TOP")
                self.font("B")
                self.pdf.cell(col - label_w, h, value, new_x="RIGHT", new_y="TOP")
            self.pdf.ln(h)
        self.font()

    def pack(self, chunks: list[str], width: float, joiner: str) -> list[str]:
        """Chunks (e.g. check-box options) packed into lines no wider than ``width``, never split."""
        lines: list[str] = []
        for chunk in chunks:
            trial = f"{lines[-1]}{joiner}{chunk}" if lines else chunk
            if lines and self.width_of(trial) <= width:
                lines[-1] = trial
            else:
                lines.append(chunk)
        return lines

    def wrap(self, text: str, width: float) -> list[str]:
        """``text`` broken at spaces into lines no wider than ``width`` (current font); line breaks kept."""
        out: list[str] = []
        space = self.width_of(" ")
        for para in text.split("\n"):
            line, line_w = "", 0.0
            for word in para.split(" "):
                w = self.width_of(word)
                if line and line_w + space + w > width:
                    out.append(line)
                    line, line_w = word, w
                elif line or line_w:
                    line, line_w = f"{line} {word}", line_w + space + w
                else:
                    line, line_w = word, w
            out.append(line)
        return out

    def boxes(self, row: list[tuple[str, str, float]], *, label_size: float = 6.5) -> None:
        """One row of bordered form boxes: (label, value, share of the width); values wrap inside their box."""
        total = sum(share for _, _, share in row)
        widths = [self.width * share / total for _, _, share in row]
        self.font()
        cells = [self.wrap(value, w - 2) for (_, value, _), w in zip(row, widths)]
        h_label, h_line = self.lh(label_size) + 0.8, self.lh()
        height = h_label + h_line * max(len(c) for c in cells) + 1.2
        self.ensure(height)
        x, y0 = self.pdf.l_margin, self.pdf.get_y()
        for (label, _, _), w, lines in zip(row, widths, cells):
            self.pdf.rect(x, y0, w, height)
            self.pdf.set_xy(x + 0.5, y0 + 0.3)
            self.font("", label_size)
            self.pdf.cell(w - 1, h_label, label)
            self.font()
            for i, line in enumerate(lines):
                self.pdf.set_xy(x + 0.5, y0 + h_label + i * h_line)
                self.pdf.cell(w - 1, h_line, line)
            x += w
        self.pdf.set_xy(self.pdf.l_margin, y0 + height)

    def table(self, header: list[str] | None, rows: list[list[str]], widths: list[float], *,
              size: float | None = None, border: bool = True, header_fill: bool = True,
              bold_first: bool = False) -> None:
        """A ruled table; cells keep their line breaks and wrap at spaces when too wide."""
        size = size or self.size - 0.5
        h = self.lh(size) + 0.4
        total = sum(widths)
        widths = [self.width * w / total for w in widths]
        all_rows = ([header] if header else []) + rows
        for r, row in enumerate(all_rows):
            is_header = header is not None and r == 0
            cells = []
            for c, (cell, w) in enumerate(zip(row, widths)):
                self.font("B" if is_header or (bold_first and c == 0) else "", size)
                cells.append(self.wrap(cell, w - 1.5))
            n = max(len(lines) for lines in cells)
            height = n * h + 1
            self.ensure(height)
            x, y = self.pdf.l_margin, self.pdf.get_y()
            for c, (lines, w) in enumerate(zip(cells, widths)):
                if border:
                    if is_header and header_fill:
                        self.pdf.set_fill_color(225, 228, 235)
                        self.pdf.rect(x, y, w, height, style="DF")
                    else:
                        self.pdf.rect(x, y, w, height)
                self.font("B" if is_header or (bold_first and c == 0) else "", size)
                for i, line in enumerate(lines):
                    self.pdf.set_xy(x + 0.5, y + 0.5 + i * h)
                    self.pdf.cell(w - 1, h, line)
                x += w
            self.pdf.set_xy(self.pdf.l_margin, y + height)
        self.font()

    def mono(self, text: str, *, size: float = 9) -> None:
        """A block of fixed-width text (SWIFT messages, system prints), one PDF line per line."""
        self.font("", size, "courier")
        h = self.lh(size)
        for line in text.split("\n"):
            self.ensure(h)
            self.pdf.cell(0, h, line, new_x="LMARGIN", new_y="NEXT")
        self.font()

    def first_page_text(self) -> str:
        """Page 1's text, one line per baseline, as a text extractor reads it (approximately)."""
        rows: dict[float, list[tuple[float, str]]] = {}
        for y, x, text in self.pdf.first_page_cells:
            rows.setdefault(y, []).append((x, text))
        return "\n".join(" ".join(t for _, t in sorted(cells)) for _, cells in sorted(rows.items()))

    def output(self) -> bytes:
        return bytes(self.pdf.output())
