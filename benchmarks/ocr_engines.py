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

    .venv/bin/python benchmarks/ocr_engines.py --speed [--split dev] [--per-type 10] [--out FILE]

reads the same kind of pages through ingest's own path (``pipeline.ocr.page``, Latin-script
model, the page rendered from the scan at 200 dpi, the render included in the time) once per
option of ``SPEED_OPTIONS``, each page by every option in turn (so that a busy machine slows
them alike), one band at a time (``threads`` 1) unless the option says otherwise; and reports
per option the CPU and wall milliseconds per page, each against the baseline's (the first
option; the median over pages of the ratio), the character error rate (mean, median) and how many pages
asked for orientation detection; the error rate also with leaders aside (runs of four or more
dots, dashes, equals signs or underscores left out of both texts: what a page's words lost).
Writes benchmarks/results/ocr_speed.json.
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
from benchmarks.scanned_documents import character_error_rate, without_leaders  # noqa: E402

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


#: What ``--speed`` compares: name -> (Tesseract settings, ``read_page_image`` arguments, bands read
#: at once, page segmentation of the body ("sparse" is what ingest asks for), orientation detection).
#: The first is the baseline the others are set against: ingest's reading before leaders were erased
#: (``--options`` runs some of them, the first named being the baseline).
KEPT = {"leaders": False, "denoise": False}
SPEED_OPTIONS: dict[str, dict[str, Any]] = {
    "baseline (leaders kept)": {"read": KEPT},
    "no inverted re-reading": {"settings": {"invert": False}, "read": KEPT},
    "body at 150 dpi, MRZ at 200": {"read": {"body_dpi": 150, **KEPT}},
    "automatic page segmentation": {"layout": "auto", "read": KEPT},
    "no orientation detection": {"orientation": False, "read": KEPT},
    "leaders erased": {"read": {"denoise": False}},
    "baseline, 2 bands at once": {"threads": 2, "read": KEPT},
    "leaders erased, white pages smoothed, grey paper whitened (shipped)": {},
}


class _Counted:
    """An engine that reads the body with another page segmentation, or never detects orientation,
    and counts the pages that asked for orientation detection and those read a second time turned."""

    def __init__(self, engine: Any, layout: str, orientation: bool) -> None:
        self.engine, self.layout, self.detects, self.asked, self.turned = engine, layout, orientation, 0, 0

    @property
    def name(self) -> str:
        return self.engine.name

    def words(self, image: Any, *, layout: str = "auto", whitelist: str = "") -> list:
        return self.engine.words(image, layout=self.layout if layout == "sparse" else layout, whitelist=whitelist)

    def orientation(self, image: Any) -> tuple[int, float]:
        from pipeline.ocr.page import _MIN_ORIENTATION_CONFIDENCE

        self.asked += 1
        degrees, confidence = self.engine.orientation(image) if self.detects else (0, 0.0)
        self.turned += bool(degrees) and confidence >= _MIN_ORIENTATION_CONFIDENCE
        return degrees, confidence


def speed(args: argparse.Namespace) -> int:
    """``--speed``: ingest's OCR path under each of ``SPEED_OPTIONS``, on the same pages. Wall time
    and the process's CPU time (every band's thread counted) per page: on a busy machine the wall
    time says how long a page waited for a core as much as what reading it cost, its CPU time only
    the latter; and per option the median over pages of its time over the baseline's (the first
    option)."""
    import pypdfium2 as pdfium

    from corpus.scans import random_style, scan_pdf
    from pipeline.ingest import ingest_bytes
    from pipeline.ocr.page import read_page_image
    from pipeline.ocr.tesseract import TesseractPool

    pages = []
    for number, (doc, data) in enumerate(load_documents(DEFAULT_CORPUS, args.per_type, args.seed, args.split)):
        scan = scan_pdf(data, random_style(random.Random(f"{args.scan_seed}|{doc.stem}"), dpi=args.dpi), seed=number)
        pages.append((doc.stem, ingest_bytes(data).pages[0], scan))
    chosen = args.options or list(SPEED_OPTIONS)
    unknown = [name for name in chosen if name not in SPEED_OPTIONS]
    if unknown:
        raise SystemExit(f"unknown --options {unknown}; choose among {list(SPEED_OPTIONS)}")
    options = {}
    for name in chosen:
        option = SPEED_OPTIONS[name]
        options[name] = _Counted(TesseractPool(option.get("threads", 1), **option.get("settings", {})),
                                 option.get("layout", "sparse"), option.get("orientation", True))

    def read(name: str, scan: bytes) -> tuple[str, float, float]:
        started, cpu = time.perf_counter(), time.process_time()
        document = pdfium.PdfDocument(scan)
        try:
            image = document[0].render(scale=args.dpi / 72, grayscale=True).to_pil()
        finally:
            document.close()
        text = read_page_image(image, options[name], dpi=args.dpi, **SPEED_OPTIONS[name].get("read", {})).text
        return text, (time.perf_counter() - started) * 1000, (time.process_time() - cpu) * 1000

    names = list(options)
    for name in names:
        read(name, pages[0][2])   # warm: models loaded, first-call allocations made
        options[name].asked = options[name].turned = 0
    wall: dict[str, list[float]] = {name: [] for name in names}
    cpu: dict[str, list[float]] = {name: [] for name in names}
    errors: dict[str, list[float]] = {name: [] for name in names}
    plain: dict[str, list[float]] = {name: [] for name in names}
    for number, (_, truth, scan) in enumerate(pages):
        for name in names[number % len(names):] + names[:number % len(names)]:   # each option first in turn
            text, took, used = read(name, scan)
            wall[name].append(took)
            cpu[name].append(used)
            errors[name].append(character_error_rate(truth, text))
            plain[name].append(character_error_rate(without_leaders(truth), without_leaders(text)))
        log(f"  {number + 1}/{len(pages)} pages; load {os.getloadavg()[0]:.2f}")
    rows: dict[str, Any] = {}
    base = names[0]
    for name in names:
        rows[name] = {"pages": len(pages),
                      "cpu_ms_per_page_p50": round(statistics.median(cpu[name]), 1),
                      "cpu_ms_per_page_mean": round(statistics.fmean(cpu[name]), 1),
                      "cpu_ms_per_page_max": round(max(cpu[name]), 1),
                      "wall_ms_per_page_p50": round(statistics.median(wall[name]), 1),
                      "cpu_time_against_shipped": round(statistics.median(
                          a / b for a, b in zip(cpu[name], cpu[base])), 3),
                      "wall_time_against_shipped": round(statistics.median(
                          a / b for a, b in zip(wall[name], wall[base])), 3),
                      "character_error_rate_mean": round(statistics.fmean(errors[name]), 5),
                      "character_error_rate_median": round(statistics.median(errors[name]), 5),
                      "character_error_rate_leaders_aside_mean": round(statistics.fmean(plain[name]), 5),
                      "pages_asking_orientation": options[name].asked, "pages_read_turned": options[name].turned}
        log(f"{name}: {rows[name]}")
    write_report("ocr_engines", args.argv, Path(args.out or RESULTS / "ocr_speed.json"), rows,
                 options={name: SPEED_OPTIONS[name] for name in names}, split=args.split,
                 machine={"platform": platform.platform(), "cpus": os.cpu_count(), "load_end": os.getloadavg()[0]})
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-type", type=int, default=8)
    parser.add_argument("--dpi", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0, help="corpus seed, if the split must be generated")
    parser.add_argument("--split", choices=("test", "dev"), default="test",
                        help="test: the engines' reported figures; dev: design runs (--speed)")
    parser.add_argument("--speed", action="store_true", help="ingest's OCR under each of SPEED_OPTIONS instead")
    parser.add_argument("--options", nargs="+", metavar="NAME",
                        help="--speed: only these of SPEED_OPTIONS, the first the baseline (default: all)")
    parser.add_argument("--scan-seed", type=int, default=0, help="seed of the degradation drawn per document")
    parser.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    args.argv = list(argv if argv is not None else sys.argv[1:])
    if args.speed:
        return speed(args)
    args.out = args.out or str(RESULTS / "ocr_engines.json")

    import pypdfium2 as pdfium

    from corpus.scans import random_style, scan_pdf
    from pipeline.ingest import ingest_bytes

    pages = []
    for number, (doc, data) in enumerate(load_documents(DEFAULT_CORPUS, args.per_type, args.seed, args.split)):
        scan = scan_pdf(data, random_style(random.Random(f"{args.scan_seed}|{doc.stem}"), dpi=args.dpi), seed=number)
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
