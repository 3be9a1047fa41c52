"""Which OCR engine reads the scans: Tesseract 5 against RapidOCR, on the same scanned pages.

    .venv/bin/pip install -e '.[bench]'      # RapidOCR and its ONNX models (not a runtime dependency)
    .venv/bin/python benchmarks/ocr_engines.py [--per-type N] [--dpi 200] [--out FILE]

The first page of the first ``--per-type`` documents of each type of the corpus's ``test`` split,
scanned by ``corpus.scans`` (a degradation drawn per document), rendered at ``--dpi`` and read by:

    tesseract-latin   what ingest runs: Tesseract 5 (tesserocr), Latin-script model, the page
                      turned upright and straightened, the MRZ corrected (``pipeline.ocr.page``)
    tesseract-eng     the same with Tesseract's English model (no diacritics: "Müller" -> "Miiller")
    rapidocr          RapidOCR (PaddleOCR's detection and recognition models in ONNX Runtime), its
                      text boxes put into rows by the same layout code

Each is scored by character error rate against the page's text layer (whitespace runs as one
space) and by seconds per page on this machine, one page at a time. Writes
benchmarks/results/ocr_engines.json; the last line printed is the summary.
"""
from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.realtime_latency import DEFAULT_CORPUS, load_documents, log  # noqa: E402
from benchmarks.reporting import write_report  # noqa: E402
from benchmarks.scanned_documents import character_error_rate  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"


def _tesseract(language: str) -> Callable[[Any, int], str]:
    from pipeline.ocr.page import read_page_image
    from pipeline.ocr.tesseract import Tesseract

    os.environ["DUALPATH_OCR_LANGUAGE"] = language
    engine = Tesseract()
    del os.environ["DUALPATH_OCR_LANGUAGE"]
    return lambda image, dpi: read_page_image(image, engine, dpi=dpi).text


def _rapidocr() -> Callable[[Any, int], str] | None:
    try:
        from rapidocr_onnxruntime import RapidOCR
    except ImportError:
        log("rapidocr-onnxruntime is not installed (`.venv/bin/pip install -e '.[bench]'`): skipped")
        return None
    import numpy as np

    from pipeline.ocr.layout import lay_out, rows_of
    from pipeline.ocr.tesseract import Word

    engine = RapidOCR()

    def read(image: Any, dpi: int) -> str:
        found, _ = engine(np.asarray(image.convert("RGB")))
        words = []
        for number, (box, text, confidence) in enumerate(found or []):
            xs, ys = [p[0] for p in box], [p[1] for p in box]
            words.append(Word(text, int(min(xs)), int(min(ys)), int(max(xs)), int(max(ys)), float(confidence), number))
        return lay_out(rows_of(words))[0]

    return read


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-type", type=int, default=8)
    parser.add_argument("--dpi", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0, help="corpus seed, if the test split must be generated")
    parser.add_argument("--out", default=str(RESULTS / "ocr_engines.json"))
    args = parser.parse_args(argv)

    import pypdfium2 as pdfium

    from corpus.scans import random_style, scan_pdf
    from pipeline.ingest import ingest_bytes

    pages = []
    for number, (doc, data) in enumerate(load_documents(DEFAULT_CORPUS, args.per_type, args.seed)):
        scan = scan_pdf(data, random_style(random.Random(f"0|{doc.stem}"), dpi=args.dpi), seed=number)
        rendered = pdfium.PdfDocument(scan)[0].render(scale=args.dpi / 72, grayscale=True).to_pil()
        pages.append((doc.stem, ingest_bytes(data).pages[0], rendered))
    engines = {"tesseract-latin": _tesseract("Latin"), "tesseract-eng": _tesseract("eng"), "rapidocr": _rapidocr()}
    rows: dict[str, Any] = {}
    for name, read in engines.items():
        if read is None:
            continue
        read(pages[0][2], args.dpi)  # warm: models loaded, first-call allocations made
        seconds, errors = [], []
        for _, truth, image in pages:
            started = time.perf_counter()
            text = read(image, args.dpi)
            seconds.append(time.perf_counter() - started)
            errors.append(character_error_rate(truth, text))
        rows[name] = {"pages": len(pages), "seconds_per_page_p50": round(statistics.median(seconds), 3),
                      "seconds_per_page_mean": round(statistics.fmean(seconds), 3),
                      "character_error_rate_mean": round(statistics.fmean(errors), 5),
                      "character_error_rate_median": round(statistics.median(errors), 5)}
        log(f"{name}: {rows[name]}")
    write_report("ocr_engines", argv, Path(args.out), rows,
                 machine={"platform": platform.platform(), "cpus": os.cpu_count(), "load_end": os.getloadavg()[0]})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
