"""The scanned pages of a PDF rendered and read (runs inside the ingest worker process).

pdfium renders a page as a viewer shows it (its ``/Rotate``, every image and its masks, fax
and JBIG2 encodings), so a scan is read however the scanner stored it.
"""
from __future__ import annotations

import os
import time
from typing import Sequence

from pipeline.cores import available_cores
from pipeline.ocr.page import read_page_image
from pipeline.ocr.reading import OcrPage
from pipeline.ocr.tesseract import TesseractPool

__all__ = ["OCR_DPI", "ScanRenderError", "read_scanned_pages"]

#: Resolution pages are rendered at for OCR (``DUALPATH_OCR_DPI``): Tesseract reads 8-point text
#: well from 200 dpi, and its time grows with the pixels (300 dpi costs about twice as much).
OCR_DPI = 200

#: The most pixels a page is rendered to (an A3 page at 200 dpi is 7.8 million): a page declared
#: metres wide is rendered at a lower resolution instead of exhausting the worker's memory.
MAX_RENDER_PIXELS = 16_000_000

#: Dotted and dashed leaders erased before reading (``DUALPATH_OCR_ERASE_LEADERS``, 1 or 0).
ERASE_LEADERS = True

#: Pages cleaned before reading (``DUALPATH_OCR_DENOISE``, 1 or 0): white paper smoothed by a 3x3 hybrid median,
#: a photocopy's grey paper made white (``pipeline.ocr.denoise``).
DENOISE = True

#: Drawn check boxes read from the page as "[X]" or "[ ]" (``DUALPATH_OCR_CHECK_BOXES``, 1 or 0;
#: docs/DECISIONS.md, "Check boxes read from the page").
CHECK_BOXES = True

_engine: TesseractPool | None = None


class ScanRenderError(Exception):
    """pdfium could not open or render the PDF: the file is damaged."""


def _ocr_threads() -> int:
    """Bands of a page read at once (``DUALPATH_OCR_THREADS``): the cores this process may use, at
    most 4; a page's OCR is the real-time route's largest cost on a scan."""
    configured = os.environ.get("DUALPATH_OCR_THREADS")
    if configured:
        return max(1, int(configured))
    return max(1, min(4, available_cores()))


def _switch(variable: str, default: bool) -> bool:
    """An on/off setting from the environment: "0", "false" or empty is off."""
    return os.environ.get(variable, "1" if default else "0").strip().lower() not in ("0", "", "false")


def _get_engine() -> TesseractPool:
    global _engine
    if _engine is None:  # loaded once per worker process: a model load costs about half a second
        _engine = TesseractPool(_ocr_threads())
    return _engine


def read_scanned_pages(data: bytes, indices: Sequence[int], *, password: str | None = None) -> dict[int, OcrPage]:
    """OCR of the pages ``indices`` (0-based) of the PDF ``data``. Raises ``OcrUnavailable``
    where Tesseract is not installed, ``ScanRenderError`` where the file cannot be rendered."""
    import pypdfium2 as pdfium  # deferred: the worker loads the renderer only for a scan

    engine = _get_engine()
    dpi = int(os.environ.get("DUALPATH_OCR_DPI", OCR_DPI))
    leaders = _switch("DUALPATH_OCR_ERASE_LEADERS", ERASE_LEADERS)
    denoise = _switch("DUALPATH_OCR_DENOISE", DENOISE)
    check_boxes = _switch("DUALPATH_OCR_CHECK_BOXES", CHECK_BOXES)
    try:
        document = pdfium.PdfDocument(data, password=password)
    except pdfium.PdfiumError as exc:
        raise ScanRenderError(str(exc)) from exc
    try:
        out = {}
        for index in indices:
            started = time.perf_counter()
            try:
                page = document[index]
                try:
                    width, height = page.get_size()  # points
                    scale = min(dpi / 72, (MAX_RENDER_PIXELS / max(width * height, 1.0)) ** 0.5)
                    image = page.render(scale=scale, grayscale=True).to_pil()
                finally:
                    page.close()
            except pdfium.PdfiumError as exc:
                raise ScanRenderError(f"page {index + 1}: {exc}") from exc
            out[index] = read_page_image(image, engine, dpi=round(scale * 72), leaders=leaders, denoise=denoise,
                                         check_boxes=check_boxes)
            out[index].ms = round((time.perf_counter() - started) * 1000.0, 1)  # the render included
        return out
    finally:
        document.close()
