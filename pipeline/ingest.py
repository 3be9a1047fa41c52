"""PDF bytes -> text per page, parsed (and scanned pages OCR'd) in a sandboxed worker process.

pypdf runs in a child process with an address-space limit (``RLIMIT_AS``), a
wall-clock timeout (the parent kills a worker that overruns) and a page limit, so
a hostile or broken file cannot hang, crash or exhaust the caller. Every failure
of the document reaches the caller as one exception with a machine code and a message for
people; a failure of the service (not of the document) as another, so that it is retried
instead of being recorded as the document's verdict::

    Exception
     +-- IngestError(code, message)   the document cannot be read: record it as rejected
     |     code: empty_file | not_pdf | too_large | encrypted | corrupt |
     |           too_many_pages | timeout | memory_limit | no_text_layer | unreadable_scan
     +-- ParserUnavailable(message)   the parser process died, did not start or ran out of
                                      resources three times in a row (the last two fresh
                                      processes), or OCR is not installed: try again later;
                                      never a verdict on the document

A page without a text layer but with an image (a scan, a fax, a photographed passport) is
rendered and read by OCR (``pipeline.ocr``) in the same worker, under the same limits; each such
page's deadline is extended by ``ocr_page_timeout_s``, and its reading (word confidences, the
MRZ's check) comes back in ``IngestedDocument.scans``.

Workers are started once and reused: a fresh process per document would cost more
than the parse itself. A worker that times out, runs out of memory or dies is killed
and replaced at once, so the next document finds a warm one. A worker is a fresh
interpreter (``subprocess``, not ``fork``/``forkserver``): it shares nothing with the
caller (torch, CUDA, threads), starts with a small address space for the memory
limit, and never re-imports the caller's ``__main__`` module.
"""
from __future__ import annotations

import atexit
import argparse
import hashlib
import io
import logging
import os
import signal
import statistics
import subprocess
import sys
import threading
import time
import warnings
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from pipeline.geometry import PageGeometry
from pipeline.ocr.reading import OcrPage

__all__ = [
    "IngestError",
    "IngestLimits",
    "IngestedDocument",
    "OcrPage",
    "PageGeometry",
    "ParserUnavailable",
    "document_id",
    "ingest_bytes",
    "prestart",
    "shutdown_workers",
]

_MB = 1024 * 1024
log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class IngestLimits:
    """Limits on one document. Each has an environment variable for ``from_env``.

    max_bytes           DUALPATH_INGEST_MAX_BYTES           largest file accepted (default 25 MB)
    max_pages           DUALPATH_INGEST_MAX_PAGES           most pages accepted (default 50)
    timeout_s           DUALPATH_INGEST_TIMEOUT_S           wall-clock seconds for the parse (default 10)
    memory_mb           DUALPATH_INGEST_MEMORY_MB           memory the parse may allocate on top of the
                                                            worker's own footprint (default 1024)
    max_scanned_pages   DUALPATH_INGEST_MAX_SCANNED_PAGES   most pages read by OCR (default 20)
    ocr_page_timeout_s  DUALPATH_INGEST_OCR_PAGE_TIMEOUT_S  seconds added to the deadline for each
                                                            page read by OCR (default 20)
    """

    max_bytes: int = 25 * _MB
    max_pages: int = 50
    timeout_s: float = 10.0
    memory_mb: int = 1024
    max_scanned_pages: int = 20
    ocr_page_timeout_s: float = 20.0

    def __post_init__(self) -> None:
        assert self.max_bytes > 0, f"max_bytes must be positive, got {self.max_bytes}"
        assert self.max_pages > 0, f"max_pages must be positive, got {self.max_pages}"
        assert self.timeout_s > 0, f"timeout_s must be positive, got {self.timeout_s}"
        assert self.memory_mb > 0, f"memory_mb must be positive, got {self.memory_mb}"
        assert self.max_scanned_pages >= 0, f"max_scanned_pages must not be negative, got {self.max_scanned_pages}"
        assert self.ocr_page_timeout_s > 0, f"ocr_page_timeout_s must be positive, got {self.ocr_page_timeout_s}"

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> IngestLimits:
        env = os.environ if environ is None else environ
        default = cls()
        return cls(
            max_bytes=int(env.get("DUALPATH_INGEST_MAX_BYTES", default.max_bytes)),
            max_pages=int(env.get("DUALPATH_INGEST_MAX_PAGES", default.max_pages)),
            timeout_s=float(env.get("DUALPATH_INGEST_TIMEOUT_S", default.timeout_s)),
            memory_mb=int(env.get("DUALPATH_INGEST_MEMORY_MB", default.memory_mb)),
            max_scanned_pages=int(env.get("DUALPATH_INGEST_MAX_SCANNED_PAGES", default.max_scanned_pages)),
            ocr_page_timeout_s=float(env.get("DUALPATH_INGEST_OCR_PAGE_TIMEOUT_S", default.ocr_page_timeout_s)),
        )


@dataclass(slots=True)
class IngestedDocument:
    document_id: str      # "sha256:<hex of the file bytes>"
    pages: list[str]      # pypdf text of each page; grounding offsets index into these
    n_bytes: int
    parse_ms: float       # wall time of ingest_bytes, checks and worker round trip included
    notes: list[str] = field(default_factory=list)  # what a reader should know, e.g. it was encrypted
    scans: dict[int, OcrPage] = field(default_factory=dict)  # 0-based page -> its OCR reading, for scanned pages
    # per page, where each character of its text stands (pipeline/geometry.py); None where unknown
    geometry: list[PageGeometry | None] = field(default_factory=list)


class IngestError(Exception):
    """A document that cannot be read; ``code`` for machines, ``message`` for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(code, message)  # both in args, so that it pickles (Celery, workers)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"


class ParserUnavailable(Exception):
    """The service could not parse the document (its parser process died or did not start,
    even with a fresh one): a fault of the service, to retry later, never of the document."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def document_id(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


# --- checks that need no parser ------------------------------------------------------

_MAGIC = [
    (b"\x89PNG", "a PNG image"), (b"\xff\xd8\xff", "a JPEG image"), (b"GIF8", "a GIF image"),
    (b"II*\x00", "a TIFF image"), (b"MM\x00*", "a TIFF image"),
    (b"PK\x03\x04", "a ZIP archive or an Office document (docx/xlsx)"),
    (b"\xd0\xcf\x11\xe0", "a legacy Office document (doc/xls)"), (b"{\\rtf", "an RTF document"),
    (b"%!PS", "a PostScript file"),
]


def _what_it_looks_like(head: bytes) -> str:
    for magic, name in _MAGIC:
        if head.startswith(magic):
            return name
    text = head.lstrip().lower()
    if text.startswith((b"<!doctype html", b"<html")):
        return "an HTML page"
    if text.startswith(b"<?xml") or text.startswith(b"<"):
        return "an XML or HTML file"
    if text.startswith((b"{", b"[")):
        return "JSON"
    try:
        head.decode("utf-8")
        return "plain text"
    except UnicodeDecodeError:
        return "binary data of an unknown kind"


def _precheck(data: bytes, limits: IngestLimits) -> None:
    if not data:
        raise IngestError("empty_file", "the file is empty (0 bytes); the upload may have failed, so send it again")
    if len(data) > limits.max_bytes:
        raise IngestError(
            "too_large",
            f"the file is {len(data) / _MB:.1f} MB, over the {limits.max_bytes / _MB:.1f} MB limit; "
            "send a smaller file or split the document",
        )
    if b"%PDF-" not in data[:1024]:
        raise IngestError(
            "not_pdf",
            f"the file is not a PDF (it looks like {_what_it_looks_like(data[:64])}); send the document as a PDF",
        )
    if b"%%EOF" not in data[-4096:]:
        raise IngestError(
            "corrupt",
            "the PDF is truncated: it has no end-of-file marker, so part of it is missing; "
            "ask the sender for the file again",
        )


# --- the worker process --------------------------------------------------------------

_READY = "ready"
_PROGRESS = "ocr"   # (_PROGRESS, n): the worker starts reading n pages by OCR; the deadline grows
_EXIT_MEMORY = 3
_TEXT_CHARS_PER_PAGE = 20  # alphanumeric characters per page below which a PDF is a scan

# What other PDF producers print that the models never read (fpdf2's core fonts, which made
# the training corpus, cannot): typographic ligatures (U+FB00-FB06), which a browser or word
# processor prints for "fi" in "certified" and pypdf extracts as one character, and the
# no-break and thin spaces (an HTML form's empty cell is a lone U+00A0). As letters and plain
# spaces they read as the words and gaps the tokenizer knows.
_TYPOGRAPHY = str.maketrans(
    {"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl", "\ufb05": "st", "\ufb06": "st"}
    | {space: " " for space in "\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
                                "\u202f\u205f\u3000"})


def page_text(extracted: str | None) -> str:
    """A page's text as the pipeline reads it: pypdf's extraction with ligatures spelled out
    and Unicode spaces made plain (the same length but for the ligatures)."""
    return (extracted or "").translate(_TYPOGRAPHY)


def _limit_memory(memory_mb: int) -> None:
    try:
        import resource  # optional: POSIX only
    except ImportError:  # not POSIX: no address-space limit, the timeout still holds
        return
    try:
        with open("/proc/self/statm") as f:  # Linux: the worker's address space so far
            baseline = int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        return
    limit = baseline + memory_mb * _MB
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))


def _limit_reached(exc: Exception) -> tuple[str, str]:
    """(code, message) for a pypdf LimitReachedError, naming what the parser found: only a limit
    hit while decompressing a stream (pypdf's ``filters`` module) is a decompression bomb; the
    others are the file's structure (a cross-reference table larger than the file, objects that
    refer to themselves, a page tree too deep)."""
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    where = os.path.basename(tb.tb_frame.f_code.co_filename) if tb is not None else ""
    if where == "filters.py":
        return ("memory_limit",
                f"the PDF holds a compressed stream that expands beyond the parser's limit ({exc}); "
                "it may be a decompression bomb; ask the sender for the file again")
    text = str(exc)
    if "loop" in text.lower() or "cycl" in text.lower():
        found = f"objects that refer to themselves in a loop ({text})"
    elif "xref" in text.lower() or "declared size" in text.lower():
        found = f"a cross-reference table larger than the file can hold ({text})"
    else:
        found = f"a structure beyond the parser's limits ({text})"
    return ("corrupt", f"the PDF is malformed: it has {found}; ask the sender for the file again")


def _has_images(page: Any) -> bool:
    try:
        xobjects = page["/Resources"]["/XObject"]
        return any(x.get_object().get("/Subtype") == "/Image" for x in xobjects.values())
    except Exception:  # noqa: BLE001 - no resources, or unreadable ones: no image found
        return False


def _alnum(text: str) -> int:
    return sum(ch.isalnum() for ch in text)


def _read_scans(data: bytes, pages: list[str], scanned: list[int], notes: list[str], decrypted: bool,
                progress: Any) -> tuple[str, Any, Any] | dict[int, OcrPage]:
    """OCR of the ``scanned`` pages into ``pages`` (in place); their readings, or an error tuple."""
    from pipeline.ocr.tesseract import OcrUnavailable  # deferred: only a scan needs the OCR engine
    from pipeline.ocr.scan import ScanRenderError, read_scanned_pages

    progress(len(scanned))
    try:
        scans = read_scanned_pages(data, scanned, password="" if decrypted else None)
    except OcrUnavailable as exc:
        return ("unavailable", f"the PDF is a scan and OCR is not available on this machine ({exc})", None)
    except ScanRenderError as exc:
        return ("error", "corrupt",
                f"the PDF's scanned pages cannot be rendered for OCR ({exc}); ask the sender for the file again")
    except MemoryError:
        raise
    except Exception as exc:  # noqa: BLE001 - an image OCR cannot make sense of: never a traceback
        return ("error", "unreadable_scan",
                f"no text could be read from the scan: OCR failed on it ({type(exc).__name__}: {exc}); "
                "scan the document again at 200 dpi or more")
    for index, scan in scans.items():
        pages[index] = scan.text
        notes.append(f"page {index + 1} is a scan, read by OCR ({scan.engine}, mean word confidence "
                     f"{scan.confidence:.2f}{'; ' if scan.notes else ''}{'; '.join(scan.notes)})")
    read = sum(_alnum(pages[i]) for i in scanned)
    if read < _TEXT_CHARS_PER_PAGE * len(scanned) and sum(map(_alnum, pages)) < _TEXT_CHARS_PER_PAGE * len(pages):
        return ("error", "unreadable_scan",
                f"no text could be read from the scan ({len(scanned)} scanned page(s), {read} characters read "
                "by OCR): it may be blank, too faint or too blurred; scan the document again at 200 dpi or more")
    return scans


def _parse(data: bytes, max_pages: int, max_scanned_pages: int = 20, progress: Any = lambda n: None
           ) -> tuple[str, Any, Any] | tuple[str, Any, Any, Any]:
    """("ok", pages, notes, scans, geometry) or ("error", code, message) or ("unavailable", message, None).
    Runs inside the worker; ``progress(n)`` is called before ``n`` pages are read by OCR.

    ``notes`` says what the reader should know about a document that was read, e.g. that it was
    encrypted with an empty user password (opened, but the sender did protect it); ``scans`` holds
    the OCR reading of each scanned page (0-based index); ``geometry`` where each character of each
    page's text stands (``pipeline.geometry``; None for a page where it is unknown)."""
    # deferred: pypdf is loaded in the sandboxed worker process only, never in the caller
    from pypdf import PdfReader
    from pypdf.errors import DependencyError, FileNotDecryptedError, LimitReachedError

    from pipeline.geometry import GeometryRecorder

    notes: list[str] = []
    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted:
            try:
                opened = reader.decrypt("")
            except (DependencyError, NotImplementedError) as exc:
                return ("error", "encrypted",
                        f"the PDF is encrypted with a scheme this service cannot open ({exc}); "
                        "ask the sender for an unprotected copy")
            if not opened:
                return ("error", "encrypted",
                        "the PDF is encrypted (password-protected); ask the sender for an unprotected copy")
            notes.append("the PDF is encrypted with an empty user password and was decrypted to be read")
        n_pages = len(reader.pages)
        if n_pages > max_pages:
            return ("error", "too_many_pages",
                    f"the PDF has {n_pages} pages, over the limit of {max_pages}; "
                    "split it into separate documents")
        if n_pages == 0:
            return ("error", "corrupt", "the PDF has no pages; ask the sender for the file again")
        pages = []
        geometry: list[PageGeometry | None] = []
        widths: dict[Any, Any] = {}  # a font's widths, read once per document
        for number, page in enumerate(reader.pages, 1):
            try:
                recorder = GeometryRecorder(page, widths)
                raw = page.extract_text(visitor_text=recorder)
                pages.append(page_text(raw))
                geometry.append(_recorded(recorder, raw or "", pages[-1]))
            except (MemoryError, LimitReachedError, FileNotDecryptedError):
                raise
            except Exception as exc:  # noqa: BLE001 - any parser failure is a damaged page
                return ("error", "corrupt",
                        f"page {number} of the PDF is damaged and cannot be read ({type(exc).__name__}: {exc}); "
                        "ask the sender for the file again")
        # A page with (almost) no text but an image is a scan: read it by OCR.
        scanned = [i for i, (text, page) in enumerate(zip(pages, reader.pages))
                   if _alnum(text) < _TEXT_CHARS_PER_PAGE and _has_images(page)]
        if len(scanned) > max_scanned_pages:
            return ("error", "too_many_pages",
                    f"the PDF has {len(scanned)} scanned pages, over the limit of {max_scanned_pages} pages "
                    "read by OCR; split it into separate documents")
        scans: dict[int, OcrPage] = {}
        if scanned:
            read = _read_scans(data, pages, scanned, notes, decrypted=reader.is_encrypted, progress=progress)
            if isinstance(read, tuple):
                return read
            scans = read
            for index, scan in scans.items():
                geometry[index] = _scan_geometry(scan)
        n_text = sum(map(_alnum, pages))
        if n_text < _TEXT_CHARS_PER_PAGE * len(pages):
            return ("error", "no_text_layer",
                    f"the PDF has no text ({n_text} characters on {len(pages)} page(s)) and no images: "
                    "its pages are blank or their content cannot be read; ask the sender for the file again")
    except MemoryError:
        raise
    except LimitReachedError as exc:
        return ("error", *_limit_reached(exc))
    except FileNotDecryptedError:
        return ("error", "encrypted",
                "the PDF is encrypted (password-protected); ask the sender for an unprotected copy")
    except Exception as exc:  # noqa: BLE001 - PdfReadError and any parser bug: never a traceback
        return ("error", "corrupt",
                f"the PDF is damaged and cannot be read ({type(exc).__name__}: {exc}); "
                "ask the sender for the file again")
    return ("ok", pages, notes, scans, geometry)


def _recorded(recorder: Any, raw: str, text: str) -> PageGeometry | None:
    """The page's geometry as recorded, or None where it does not line up with its text."""
    try:
        found = recorder.result(raw, text, _TYPOGRAPHY)
    except (MemoryError, RecursionError):
        raise
    except Exception:  # noqa: BLE001 - geometry is a help, never a reason to reject a page
        return None
    return found if found is not None and len(found) == len(text) else None


def _scan_geometry(scan: OcrPage) -> PageGeometry | None:
    """A scanned page's geometry from its OCR words' boxes (None where the reading kept none)."""
    from pipeline.geometry import from_ocr

    if not scan.boxes:
        return None
    found = from_ocr(scan.text, scan.words, scan.boxes, scan.image_size, scan.dpi)
    return found if found is not None and len(found) == len(scan.text) else None


def _serve(memory_mb: int) -> None:
    """The worker's loop: read (max_pages, file bytes) from stdin, write the result to stdout."""
    requests = Connection(os.dup(0), writable=False)
    replies = Connection(os.dup(1), readable=False)
    os.dup2(2, 1)  # a stray print from a library must not corrupt the reply channel
    logging.getLogger("pypdf").setLevel(logging.CRITICAL)
    warnings.simplefilter("ignore")
    import pypdf  # noqa: F401 - worker process only; imported before the memory limit and before "ready"

    _limit_memory(memory_mb)
    replies.send(_READY)
    while True:
        try:
            max_pages, max_scanned_pages = requests.recv()
            data = requests.recv_bytes()
            result = _parse(data, max_pages, max_scanned_pages, progress=lambda n: replies.send((_PROGRESS, n)))
        except (EOFError, OSError):
            return
        except MemoryError:
            os._exit(_EXIT_MEMORY)
        replies.send(result)


_PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _worker_argv(memory_mb: int) -> list[str]:
    """The parser's command line: ``-I`` (isolated) so that neither the working directory (a stray
    ``timeit.py`` there once shadowed the standard library in every parse) nor ``PYTHON*``
    variables shape its imports; the package root and the caller's absolute ``PYTHONPATH``
    entries are put on its path explicitly."""
    extra = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if os.path.isabs(p)]
    path = [_PACKAGE_ROOT, *(p for p in extra if p != _PACKAGE_ROOT)]
    code = f"import sys; sys.path[:0] = {path!r}; from pipeline.ingest import _serve; _serve({int(memory_mb)})"
    return [sys.executable, "-I", "-c", code]


class _Worker:
    """One parser process (a fresh interpreter, so it shares nothing with the caller)."""

    def __init__(self, memory_mb: int) -> None:
        self.memory_mb = memory_mb
        self.process = subprocess.Popen(_worker_argv(memory_mb), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        close_fds=True)
        self.requests = Connection(os.dup(self.process.stdin.fileno()), readable=False)
        self.replies = Connection(os.dup(self.process.stdout.fileno()), writable=False)
        self.process.stdin.close()
        self.process.stdout.close()
        self.ready = False
        self.n_done = 0

    def wait_ready(self, timeout_s: float) -> bool:
        try:
            if not self.ready and self.replies.poll(timeout_s):
                self.ready = self.replies.recv() == _READY
        except (EOFError, OSError):
            return False
        return self.ready

    def exitcode(self) -> int | None:
        try:
            return self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            return None

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        self.requests.close()
        self.replies.close()


class _Pool:
    """Idle workers by memory limit; a worker is checked out for one document at a time."""

    START_TIMEOUT_S = 60.0
    MAX_DOCS_PER_WORKER = 1000

    def __init__(self) -> None:
        self.pid = os.getpid()
        self.lock = threading.Lock()
        self.idle: list[_Worker] = []

    def acquire(self, memory_mb: int) -> _Worker:
        dead: list[_Worker] = []
        found: _Worker | None = None
        with self.lock:
            for worker in list(self.idle):
                if worker.memory_mb != memory_mb:
                    continue
                self.idle.remove(worker)
                if worker.process.poll() is None:
                    found = worker
                    break
                dead.append(worker)  # killed while idle: never hand a dead parser a document
        for worker in dead:
            worker.kill()
        return found or self.start(memory_mb)

    def start(self, memory_mb: int) -> _Worker:
        try:
            return _Worker(memory_mb)
        except OSError as exc:  # out of processes, memory or file descriptors: the service's fault
            raise _ParserDied(f"the parser process could not be started ({exc})") from exc

    def release(self, worker: _Worker) -> None:
        worker.n_done += 1
        if worker.n_done >= self.MAX_DOCS_PER_WORKER:
            self.replace(worker)
            return
        with self.lock:
            self.idle.append(worker)

    def replace(self, worker: _Worker) -> None:
        """Kill a worker and start its successor now, so that the next document finds it warm."""
        worker.kill()
        try:
            successor = _Worker(worker.memory_mb)
        except OSError:  # the next acquire tries again, and says why
            return
        with self.lock:
            self.idle.append(successor)

    def shutdown(self) -> None:
        with self.lock:
            idle, self.idle = self.idle, []
        for worker in idle:
            worker.kill()


_pool: _Pool | None = None
_pool_lock = threading.Lock()


def _get_pool() -> _Pool:
    global _pool
    with _pool_lock:
        if _pool is None or _pool.pid != os.getpid():  # a forked child must not share workers
            _pool = _Pool()
        return _pool


def prestart(limits: IngestLimits | None = None) -> None:
    """Start a parser worker now (at service start-up), so the first document does not wait."""
    pool = _get_pool()
    try:
        worker = pool.acquire((limits or IngestLimits()).memory_mb)
    except _ParserDied as exc:  # the first document tries again, and says why if it fails too
        log.warning("could not start a PDF parser ahead of time: %s", exc)
        return
    with pool.lock:
        pool.idle.append(worker)


def shutdown_workers() -> None:
    """Stop the parser workers (they are also stopped at interpreter exit)."""
    global _pool
    with _pool_lock:
        pool, _pool = _pool, None
    if pool is not None and pool.pid == os.getpid():
        pool.shutdown()


atexit.register(shutdown_workers)


# The first try and two more, each with a fresh parser: a parser that dies under one document
# is far more often killed from outside (an operator, the OOM killer, a restart) than by it.
_SERVICE_ATTEMPTS = 3


class _ParserDied(Exception):
    """This attempt's parser process died or did not start (internal: retried, then ParserUnavailable)."""


def _exit_description(exitcode: int | None) -> str:
    if exitcode is None:
        return "it did not exit"
    if exitcode < 0:
        try:
            return f"killed by {signal.Signals(-exitcode).name}"
        except ValueError:
            return f"killed by signal {-exitcode}"
    return f"exit code {exitcode}"


def _await_reply(worker: _Worker, limits: IngestLimits) -> tuple[Any, ...] | None:
    """The worker's answer, or None past the deadline: ``timeout_s``, plus ``ocr_page_timeout_s``
    for each page it says it reads by OCR."""
    deadline = time.monotonic() + limits.timeout_s
    while worker.replies.poll(max(0.0, deadline - time.monotonic())):
        reply = worker.replies.recv()
        if reply[0] != _PROGRESS:
            return reply
        deadline += limits.ocr_page_timeout_s * reply[1]
    return None


_Parsed = tuple[list[str], list[str], dict[int, OcrPage], list[PageGeometry | None]]


def _parse_once(pool: _Pool, data: bytes, limits: IngestLimits) -> _Parsed:
    """One attempt: IngestError for the document's faults, _ParserDied for the service's."""
    worker = pool.acquire(limits.memory_mb)
    if not worker.wait_ready(pool.START_TIMEOUT_S):
        exitcode = worker.process.poll()
        pool.replace(worker)
        raise _ParserDied("the parser process did not start" if exitcode is None
                          else f"the parser process stopped while starting ({_exit_description(exitcode)})")
    try:
        worker.requests.send((limits.max_pages, limits.max_scanned_pages))
        worker.requests.send_bytes(data)
        reply = _await_reply(worker, limits)
        if reply is None:
            died = worker.process.poll()
            pool.replace(worker)
            if died is not None:  # killed from outside mid-parse: not the document's timeout
                raise _ParserDied(f"the parser process stopped during the parse ({_exit_description(died)})")
            raise IngestError(
                "timeout",
                f"reading the PDF took longer than {limits.timeout_s:g} s (plus {limits.ocr_page_timeout_s:g} s "
                "for each scanned page) and was stopped; the file may be malformed or built to stall the parser: "
                "ask the sender for the file again",
            )
    except (EOFError, OSError):
        exitcode = worker.exitcode()
        pool.replace(worker)
        if exitcode == _EXIT_MEMORY:
            raise IngestError(
                "memory_limit",
                f"reading the PDF needed more than {limits.memory_mb} MB of memory and was stopped; "
                "the file may hold a decompression bomb or oversized content: ask the sender for the file again",
            ) from None
        raise _ParserDied(f"the parser process stopped unexpectedly ({_exit_description(exitcode)})") from None
    pool.release(worker)
    status = reply[0]
    if status == "ok":
        return reply[1], reply[2], reply[3], reply[4]
    if status == "unavailable":
        raise _OcrMissing(reply[1])
    raise IngestError(reply[1], reply[2])


class _OcrMissing(Exception):
    """The document needs OCR and this machine has none: the installation's fault, not worth a retry."""


def _run_in_worker(data: bytes, limits: IngestLimits) -> _Parsed:
    """(pages, notes, scans, geometry), retrying with a fresh parser when the parser, not the document, failed."""
    pool = _get_pool()
    failures: list[str] = []
    for _ in range(_SERVICE_ATTEMPTS):
        try:
            return _parse_once(pool, data, limits)
        except _ParserDied as exc:
            failures.append(str(exc))
            log.warning("PDF parser failed (%s); retrying with a fresh one", exc)
        except _OcrMissing as exc:
            raise ParserUnavailable(f"{exc}: this is a fault of the installation, not of the document; the "
                                    "operator installs tesseract-ocr and tesseract-ocr-script-latn "
                                    "(`bash .ci/services.sh`)") from None
    raise ParserUnavailable(
        f"the PDF parser failed {len(failures)} times in a row ({'; '.join(failures)}); this is a fault of "
        "the service, not of the document: try again in a minute, and tell the operator if it persists")


def ingest_bytes(data: bytes, limits: IngestLimits | None = None) -> IngestedDocument:
    """Text of every page of a PDF. Raises IngestError for a document that cannot be read, and
    ParserUnavailable when the service could not parse it (retry later; not the document's fault)."""
    started = time.perf_counter()
    limits = limits or IngestLimits()
    _precheck(data, limits)
    pages, notes, scans, geometry = _run_in_worker(data, limits)
    return IngestedDocument(
        document_id=document_id(data),
        pages=pages,
        n_bytes=len(data),
        parse_ms=(time.perf_counter() - started) * 1000.0,
        notes=notes,
        scans=scans,
        geometry=geometry,
    )


def _benchmark(paths: list[str], repeat: int) -> None:
    """Per-document cost of isolation: pypdf in this process vs a fresh process per document
    vs the warm worker (``python -m pipeline.ingest --repeat 20 FILE...``)."""
    from pypdf import PdfReader  # deferred: pypdf in the caller only for this benchmark

    def median_ms(fn: Any, n: int) -> float:
        times = []
        for _ in range(n):
            started = time.perf_counter()
            fn()
            times.append((time.perf_counter() - started) * 1000.0)
        return statistics.median(times)

    blobs = [open(path, "rb").read() for path in paths]
    ingest_bytes(blobs[0])  # start the worker
    rows = {"pypdf in-process (no isolation)": [], "fresh worker process per document": [],
            "warm worker (ingest_bytes)": []}
    for data in blobs:
        rows["pypdf in-process (no isolation)"].append(
            median_ms(lambda: [p.extract_text() for p in PdfReader(io.BytesIO(data)).pages], repeat))
        rows["fresh worker process per document"].append(
            median_ms(lambda: (shutdown_workers(), ingest_bytes(data)), max(1, repeat // 5)))
        rows["warm worker (ingest_bytes)"].append(median_ms(lambda: ingest_bytes(data), repeat))
    base = statistics.median(rows["pypdf in-process (no isolation)"])
    for name, values in rows.items():
        value = statistics.median(values)
        print(f"{name:36s} {value:8.2f} ms/document  (+{value - base:.2f} ms)")


def main(argv: list[str] | None = None) -> int:
    """``python -m pipeline.ingest FILE...``: the pages or the reason each file is rejected."""
    parser = argparse.ArgumentParser(prog="python -m pipeline.ingest", description=main.__doc__)
    parser.add_argument("files", nargs="+")
    parser.add_argument("--repeat", type=int, default=0, help="benchmark the isolation cost instead")
    args = parser.parse_args(argv)
    if args.repeat:
        _benchmark(args.files, args.repeat)
        return 0
    status = 0
    for path in args.files:
        try:
            doc = ingest_bytes(open(path, "rb").read(), IngestLimits.from_env())
        except IngestError as exc:
            print(f"{path}: rejected ({exc.code}): {exc.message}")
            status = 1
            continue
        print(f"{path}: {len(doc.pages)} page(s), {sum(map(len, doc.pages))} characters, {doc.parse_ms:.1f} ms")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
