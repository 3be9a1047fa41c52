"""Small PDFs for the ingestion tests (ordinary ones, fpdf2, and hostile ones), and field
specs by path for the normalisation and grounding tests.

``raw_pdf`` writes a PDF by hand (objects, xref, trailer) so that a test can put any
content stream in a page: one that takes the parser long to run, or a compressed
stream that expands far beyond its size. ``parser_pids``, ``kill_parsers`` and ``ParserKiller``
find and really kill this process's parser children (the service's faults, not the document's).
"""
from __future__ import annotations

import io
import os
import re
import signal
import threading
import time
import zlib

from fpdf import FPDF

from pipeline.fields import spec_for

LOREM = (
    "Customer due diligence form. Full name: ANNA MARIA ERIKSSON. Date of birth: 12 MAR 1985. "
    "Nationality: Swedish. Residential address: Storgatan 12, 114 55 Stockholm, Sweden."
)


def text_pdf(pages: list[str] | None = None) -> bytes:
    """A PDF with a text layer, one page per string."""
    pdf = FPDF()
    pdf.set_font("Helvetica", size=11)
    for text in pages or [LOREM]:
        pdf.add_page()
        pdf.multi_cell(0, 6, text)
    return bytes(pdf.output())


def encrypted_pdf(*, user_password: str = "secret", owner_password: str = "owner") -> bytes:
    pdf = FPDF()
    pdf.set_encryption(owner_password=owner_password, user_password=user_password)
    pdf.set_font("Helvetica", size=11)
    pdf.add_page()
    pdf.multi_cell(0, 6, LOREM)
    return bytes(pdf.output())


def image_only_pdf(n_pages: int = 2) -> bytes:
    """What a scanner produces: pages of pictures (here rectangles and an image), no text."""
    from PIL import Image

    picture = io.BytesIO()
    Image.new("L", (200, 280), color=235).save(picture, format="PNG")
    pdf = FPDF()
    for _ in range(n_pages):
        pdf.add_page()
        pdf.image(io.BytesIO(picture.getvalue()), x=10, y=10, w=190)
        pdf.set_fill_color(40, 40, 40)
        for row in range(20):
            pdf.rect(20, 30 + row * 10, 120 + (row * 7) % 50, 3, style="F")
    return bytes(pdf.output())


def many_pages_pdf(n_pages: int) -> bytes:
    return text_pdf([f"Page {i + 1} of a long statement with enough text to count." for i in range(n_pages)])


class Deflated(bytes):
    """A content stream that is already zlib-compressed."""


def raw_pdf(contents: list[bytes], *, compress: bool = True) -> bytes:
    """A hand-written PDF: one page per content stream, Helvetica as font F1."""
    n = len(contents)
    page_ids = [4 + 2 * i for i in range(n)]
    objects: dict[int, bytes] = {
        1: b"<< /Type /Catalog /Pages 2 0 R >>",
        2: b"<< /Type /Pages /Kids [" + b" ".join(b"%d 0 R" % p for p in page_ids) + b"] /Count %d >>" % n,
        3: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    }
    for page_id, content in zip(page_ids, contents):
        objects[page_id] = (b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
                            b"/Resources << /Font << /F1 3 0 R >> >> /Contents %d 0 R >>" % (page_id + 1))
        deflate = compress or isinstance(content, Deflated)
        data = content if isinstance(content, Deflated) or not compress else zlib.compress(content, 9)
        flt = b" /Filter /FlateDecode" if deflate else b""
        objects[page_id + 1] = b"<< /Length %d%s >>\nstream\n" % (len(data), flt) + data + b"\nendstream"
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = {}
    for number in sorted(objects):
        offsets[number] = len(out)
        out += b"%d 0 obj\n" % number + objects[number] + b"\nendobj\n"
    xref = len(out)
    size = max(objects) + 1
    out += b"xref\n0 %d\n0000000000 65535 f \n" % size
    for number in range(1, size):
        out += b"%010d 00000 n \n" % offsets[number]
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (size, xref)
    return bytes(out)


def slow_pdf(n_ops: int = 400_000) -> bytes:
    """A page of a few hundred thousand text operators: small on disk, slow to extract."""
    ops = b"BT /F1 1 Tf 10 10 Td " + b"(x) Tj 0 0 Td " * n_ops + b"ET"
    return raw_pdf([ops])


def bomb_pdf(expanded_mb: int = 60) -> bytes:
    """A content stream that inflates to ``expanded_mb`` MB of spaces from well under 1 MB."""
    compressor = zlib.compressobj(9)
    chunk = b" " * (1024 * 1024)
    data = b"".join(compressor.compress(chunk) for _ in range(expanded_mb)) + compressor.flush()
    return raw_pdf([Deflated(data)])


# Field specs by path, for the normalisation and grounding tests.
def kyc(path):
    return spec_for("kyc_individual", path)


def lc(path):
    return spec_for("letter_of_credit", path)


def loan(path):
    return spec_for("loan_application", path)


def process_table() -> dict[int, tuple[int, bytes]]:
    """{pid: (parent pid, command line)} of every process, from /proc."""
    table = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                ppid = int(f.read().rsplit(b")", 1)[1].split()[1])
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                table[int(entry)] = (ppid, f.read())
        except (OSError, IndexError, ValueError):
            continue
    return table


def parser_pids() -> list[int]:
    """Process ids of this process's PDF parser children (``pipeline.ingest`` workers), from /proc."""
    me = os.getpid()
    return [pid for pid, (ppid, cmdline) in process_table().items() if ppid == me and b"pipeline.ingest" in cmdline]


def kill_pids(pids: list[int]) -> list[int]:
    """SIGKILL each of ``pids`` that still runs (an operator, the OOM killer); ``pids``."""
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    return pids


def kill_parsers() -> list[int]:
    """SIGKILL every parser child of this process; their pids."""
    return kill_pids(parser_pids())


class ParserKiller:
    """While active, kills every parser child of this process as soon as it appears."""

    def __init__(self) -> None:
        self.killed: set[int] = set()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            self.killed.update(kill_parsers())
            time.sleep(0.005)

    def __enter__(self) -> ParserKiller:
        self.killed.update(kill_parsers())
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(5)


def xref_bomb_pdf() -> bytes:
    """A small PDF whose cross-reference table declares 90 million entries."""
    return re.sub(rb"xref\n0 (\d+)", b"xref\n0 90000000", raw_pdf([b"BT /F1 12 Tf 72 720 Td (Hello) Tj ET"],
                                                                   compress=False))


def length_loop_pdf() -> bytes:
    """A PDF whose content stream's /Length is a reference to that stream itself."""
    data = raw_pdf([b"BT /F1 12 Tf 72 720 Td (Hello ANNA MARIA ERIKSSON) Tj ET"])
    return re.sub(rb"(5 0 obj\n<< /Length )\d+", rb"\g<1>5 0 R", data)


def blank_pdf() -> bytes:
    """A page with neither text nor an image."""
    return raw_pdf([b"0 0 m 100 100 l S"])
