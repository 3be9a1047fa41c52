"""Scanned passport data pages: the share whose MRZ passes every check digit after correction.

    .venv/bin/python benchmarks/mrz_scans.py [--folder DIR ... | --kept-back] [--pages 120] [--dpi 200]
        [--scan-seed 0] [--out FILE]

Every page of the PDFs under each ``--folder`` whose text layer states a TD3 zone (a passport's
data page, ``pipeline.mrz.find_td3``) is cut out as a one-page PDF, scanned by ``corpus.scans``
with a degradation drawn per page (``random_style`` at ``--dpi``: skew, blur, noise, speckle, JPEG,
sometimes a photocopy's grey or a stamp) and read by ingest's OCR (``pipeline.ocr.scan``: render,
straighten, Tesseract, the zone re-read and corrected by its check digits), up to ``--pages``
pages. Reported: the share whose zone in the OCR text passes every check digit, the share equal
to the zone the text layer states, and per failing page what went wrong: no zone in the text,
the check digits failing, or a zone that passes but differs from the truth; with the lines
as OCR read them before correction (for design work: run it on ``dev`` or a seed's ``train``,
never on ``test``).

``--kept-back`` reads instead the pages kept back to confirm a change once its design figures
are read (corpus v15 seed 22's ``train``), and writes only their aggregate figures
(benchmarks/results/mrz_scans_kept_back.json).

Writes benchmarks/results/mrz_scans.json; the last line printed is the summary.
"""
from __future__ import annotations

import argparse
import dataclasses
import io
import os
import platform
import random
import sys
import time
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.reporting import write_report  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"
CORPORA = Path("~/.cache/dualpath/corpus").expanduser()
#: The design pages: (corpus version, seed, split, KYC documents) of each default folder, written
#: where a fresh machine lacks them (the same documents as any other machine's, the corpus being
#: deterministic in these).
DEFAULT_SOURCES = ((15, 0, "dev", 100), (15, 21, "train", 1200))
#: Pages kept back to confirm a change once its design figures are read (``--kept-back``): their
#: failing pages are not read, so that they stay a set nobody designed on.
KEPT_BACK_SOURCES = ((15, 22, "train", 1200),)


def _folders(sources: tuple[tuple[int, int, str, int], ...]) -> tuple[Path, ...]:
    return tuple(CORPORA / f"v{version}-seed{seed}" / split / "kyc_individual" for version, seed, split, _ in sources)


def ensure_folders(sources: tuple[tuple[int, int, str, int], ...]) -> tuple[Path, ...]:
    """The folders of ``sources``, their KYC documents written where they are missing."""
    from corpus import synth

    folders = _folders(sources)
    for folder, (version, seed, split, n) in zip(folders, sources):
        if len(list(folder.glob("*.pdf"))) < n:
            folder.mkdir(parents=True, exist_ok=True)
            synth.write_corpus(folder, "kyc_individual", n, seed=seed, split=split, version=version)
    return folders


def passport_pages(folders: list[Path]) -> Iterator[tuple[str, int, bytes, tuple[str, str]]]:
    """(stem, page index, the page as a one-page PDF, the zone its text layer states) of every
    data page in ``folders``, in name order."""
    import pypdf

    from pipeline.mrz import find_td3

    for folder in folders:
        if "test" in folder.parts:
            raise SystemExit(f"{folder}: test documents are the confirmation set, not for design runs")
        for path in sorted(folder.glob("*.pdf")):
            reader = pypdf.PdfReader(path)
            for index, page in enumerate(reader.pages):
                zone = find_td3(page.extract_text() or "")
                if zone is None:
                    continue
                writer = pypdf.PdfWriter()
                writer.add_page(page)
                out = io.BytesIO()
                writer.write(out)
                yield path.stem, index, out.getvalue(), zone


class _Recorder:
    """Wraps ``pipeline.ocr.page.correct_mrz`` to keep the lines OCR gave it (before correction)."""

    def __init__(self) -> None:
        import pipeline.ocr.page as page

        self.page, self.inner, self.calls = page, page.correct_mrz, []
        page.correct_mrz = self

    def __call__(self, lines: Any, kind: str | None = None, **options: Any) -> Any:
        self.calls.append(list(lines))
        return self.inner(lines, kind, **options)


def measure(folders: list[Path], *, pages: int, dpi: int, scan_seed: int) -> dict[str, Any]:
    from corpus.scans import random_style, scan_pdf
    from pipeline.mrz import find_td3, parse_td3
    from pipeline.ocr.scan import read_scanned_pages

    recorder = _Recorder()
    rows: list[dict[str, Any]] = []
    for number, (stem, index, pdf, truth) in enumerate(passport_pages(folders)):
        if number >= pages:
            break
        style = random_style(random.Random(f"{scan_seed}|{stem}|{index}"), dpi=dpi)
        scan = scan_pdf(pdf, style, seed=scan_seed * 100_003 + number)
        recorder.calls.clear()
        started = time.perf_counter()
        read = read_scanned_pages(scan, [0])[0]
        ms = (time.perf_counter() - started) * 1000
        zone = find_td3(read.text)
        parsed = parse_td3(*zone) if zone else None
        passed = bool(parsed and parsed["valid"])
        outcome = ("pass" if passed and zone == truth else "pass, not the truth" if passed
                   else "no zone in the text" if zone is None and not recorder.calls else "check digits fail")
        rows.append({"stem": stem, "page": index, "style": dataclasses.asdict(style),
                     "outcome": outcome, "truth": list(truth), "read": list(zone) if zone else None,
                     "as_read": recorder.calls[-1] if recorder.calls else None, "note": read.mrz, "ms": round(ms)})
        if number % 20 == 19:
            print(f"  {number + 1} pages; load {os.getloadavg()[0]:.2f}", file=sys.stderr)
    n = len(rows)
    passed = sum(r["outcome"].startswith("pass") for r in rows)
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["outcome"]] = counts.get(r["outcome"], 0) + 1
    return {"pages": n, "dpi": dpi, "check_digits_pass": passed, "pass_rate": round(passed / n, 4) if n else None,
            "equal_to_the_text_layer": counts.get("pass", 0), "outcomes": counts,
            "failures": [r for r in rows if r["outcome"] != "pass"], "ms_p50": sorted(r["ms"] for r in rows)[n // 2] if n else None}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--folder", action="append", type=Path, help="folders of corpus PDFs (repeatable)")
    parser.add_argument("--pages", type=int, default=120, help="passport data pages read, at most")
    parser.add_argument("--dpi", type=int, default=200)
    parser.add_argument("--scan-seed", type=int, default=0, help="seed of the degradation drawn per page")
    parser.add_argument("--kept-back", action="store_true",
                        help="the pages kept back to confirm a change (corpus v15 seed 22's train) instead of the "
                             "design pages; report only their aggregate figures")
    parser.add_argument("--out", help="default benchmarks/results/mrz_scans.json "
                                      "(mrz_scans_kept_back.json with --kept-back)")
    args = parser.parse_args(argv)
    out = Path(args.out) if args.out else RESULTS / ("mrz_scans_kept_back.json" if args.kept_back else "mrz_scans.json")
    if args.folder and args.kept_back:
        parser.error("--folder and --kept-back choose the pages two ways: give one")
    folders = ([f.expanduser() for f in args.folder] if args.folder
               else list(ensure_folders(KEPT_BACK_SOURCES if args.kept_back else DEFAULT_SOURCES)))
    result = measure(folders, pages=args.pages, dpi=args.dpi, scan_seed=args.scan_seed)
    failures = result.pop("failures")
    if args.kept_back:   # aggregates only: a page read here would make the set one designed on
        failures = f"{len(failures)} pages, not written (--kept-back)"
    write_report("mrz_scans", argv, out, result | {"folders": [str(f) for f in folders]},
                 failures=failures,
                 machine={"platform": platform.platform(), "cpus": os.cpu_count(), "load_end": os.getloadavg()[0]})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
