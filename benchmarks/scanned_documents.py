"""Scanned documents: what OCR costs, and how much of the text layer's accuracy survives a scan.

    .venv/bin/python benchmarks/scanned_documents.py [--per-type N] [--seed S] [--dpi 200] [--scan-seed S]
        [--split test|dev] [--generator first|second|third|fourth|fifth] [--out FILE] [--errors FILE (design only)]

Each document of the corpus's ``test`` split (``--split dev`` for design work; ``--generator`` for a
generator written apart from the corpus, on layouts the models never trained on: a design one, whose
errors may be read, or an unread one, reported in aggregates only) (the first ``--per-type`` of each type) is rendered
as a scan by ``corpus.scans`` (a realistic degradation drawn per document: skew within 3 degrees,
blur, noise, speckle, JPEG artefacts, sometimes a photocopy's grey or a stamp over the text; at
``--dpi``), and the scan and the original (its text layer) each go through ingest and both
routes' decoders, the type not given:

    realtime   diffusion model, AR fallback for unsure fields (the counter's route)
    batch      the AR model alone (the nightly route)

Baseline in the same run: the same documents with their text layer, same code and weights.
Reported:

- field accuracy per route, scan beside text layer, and per type;
- fields accepted unreviewed on scans and how many were wrong;
- OCR per page (render, orientation, deskew, Tesseract, layout, MRZ), p50 and p99, and the
  characters OCR got wrong against the text layer (character error rate after whitespace is
  normalised);
- the real-time route end to end on one-page documents (ingest + decode + envelope), p50 and p99,
  scan beside text layer, and the three slowest scans' time split into reading and decoding. Times
  are a warm service's: one untimed scan first starts the ingest worker and loads its Tesseracts
  (that first scan's time is reported apart), and each route decodes one document untimed;
- passports: the share of scanned data pages whose MRZ passes every check digit, and whose
  reading equals the zone the text layer states.

Writes benchmarks/results/scanned_documents.json; the last line printed is the summary.
"""
from __future__ import annotations

import argparse
import difflib
import json
import os
import platform
import random
import re
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.realtime_latency import DEFAULT_CORPUS, distribution, load_documents, log  # noqa: E402
from benchmarks.reporting import write_report  # noqa: E402
from dualpath.wiring import install as install_decoders  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"
ROUTES = ("realtime", "batch")
TARGETS = {"scan_field_accuracy": 0.93, "mrz_check_digits_pass": 0.98, "realtime_one_page_scan_p99_ms": 1500.0}


def character_error_rate(truth: str, read: str) -> float:
    """Share of the truth's characters OCR did not reproduce (whitespace runs as one space)."""
    a, b = " ".join(truth.split()), " ".join(read.split())
    if not a:
        return 0.0 if not b else 1.0
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    matched = sum(block.size for block in matcher.get_matching_blocks())
    return round(1.0 - matched / max(len(a), len(b)), 6)


_LEADER = re.compile(r"[.\-=_]{4,}")


def without_leaders(text: str) -> str:
    """``text`` without its leaders: runs of four or more dots, dashes, equals signs or underscores."""
    return _LEADER.sub(" ", text)


#: Generators written apart from the corpus: design ones (their errors may be read) and unread ones.
DESIGN_GENERATORS = ("first", "second", "third")
UNREAD_GENERATORS = ("fourth", "fifth")


def _documents(generator: str | None, per_type: int, seed: int, split: str) -> list[tuple[str, str, dict[str, Any], bytes]]:
    """(stem, document type, truth record, PDF) of the corpus split, or of ``generator``'s documents."""
    if generator in DESIGN_GENERATORS:
        from benchmarks.foreign_documents import foreign_samples

        samples = foreign_samples(per_type, seed, generator)
    elif generator in UNREAD_GENERATORS:
        from benchmarks.unread_generators import unread_samples

        samples = unread_samples(generator, per_type, seed)
    else:
        return [(doc.stem, doc.document_type, doc.data, data)
                for doc, data in load_documents(DEFAULT_CORPUS, per_type, seed, split)]
    return [(s.stem, s.document_type, s.truth["data"], s.pdf) for s in samples]


def _ingest(data: bytes) -> tuple[Any, float]:
    """Ingest under the limits the environment sets (``IngestLimits.from_env``: the defaults where
    it sets none; a design run on a busy machine may allow more time per scanned page)."""
    from pipeline.ingest import IngestError, IngestLimits, ingest_bytes

    started = time.perf_counter()
    try:
        document = ingest_bytes(data, IngestLimits.from_env())
    except IngestError as exc:
        return exc, (time.perf_counter() - started) * 1000
    return document, (time.perf_counter() - started) * 1000


def _score(route: str, version: str, items: list[dict[str, Any]],
           errors: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Decode every item's ingested pages on ``route`` and score the envelopes; each wrong field
    is added to ``errors`` where it is given."""
    from pipeline.evaluate import compare_records, evaluate_pairs
    from pipeline.decoding import call_with_geometry
    from pipeline.extract import assemble_envelope, get_decoder

    decoder = get_decoder(route)
    first = next((item[version] for item in items if not isinstance(item[version], Exception)), None)
    if first is not None:   # untimed: the route's first call pays for its lazy set-up
        call_with_geometry(decoder.decode, first.pages, None, route=route, geometry=first.geometry)
    pairs, accepted, accepted_wrong = [], 0, []
    for item in items:
        document = item[version]
        if isinstance(document, Exception):
            pairs.append((item["stem"], item["truth"], None))
            continue
        started = time.perf_counter()
        # the pages' geometry, as extract_document passes it: both models embed where each token stands
        result = call_with_geometry(decoder.decode, document.pages, None, route=route, geometry=document.geometry)
        envelope = assemble_envelope(document.document_id, document.pages, result, route=route, decoder=decoder,
                                     scans=document.scans, geometry=document.geometry)
        item[f"{version}_{route}_decode_ms"] = (time.perf_counter() - started) * 1000
        pairs.append((item["stem"], item["truth"], envelope.to_json_dict()))
        right_type = envelope.document_type == item["document_type"]
        leaves = {c.path: c for c in compare_records(item["document_type"], item["truth"]["data"],
                                                     envelope.data if right_type else None)}
        if errors is not None:
            errors += [{"stem": item["stem"], "route": route, "version": version, "path": c.path,
                        "truth": c.truth, "read": c.predicted} for c in leaves.values() if not c.correct]
        for field in envelope.fields:
            if field.status == "accepted":
                accepted += 1
                if not (right_type and field.path in leaves and leaves[field.path].correct):
                    accepted_wrong.append({"stem": item["stem"], "path": field.path, "value": field.value})
    report = evaluate_pairs(pairs, top_errors=0)
    return {"field_accuracy": report["field_accuracy"],
            "per_type": {t: v["field_accuracy"] for t, v in report["per_type"].items()},
            "document_type_accuracy": report["document_type_accuracy"],
            "absent_fields_null_rate": report["absent_fields_null_rate"],
            "fields_accepted_unreviewed": accepted, "of_which_wrong": len(accepted_wrong), "wrong": accepted_wrong}


def _mrz(items: list[dict[str, Any]]) -> dict[str, Any]:
    from pipeline import mrz

    def zone(pages: list[str]) -> tuple[str, str] | None:
        return next(filter(None, (mrz.find_td3(p) for p in pages)), None)

    stated = [(item, zone(item["text"].pages)) for item in items if not isinstance(item["text"], Exception)]
    passports = [(item, lines) for item, lines in stated if lines is not None]
    passed = same = 0
    for item, lines in passports:
        scan = item["scan"]
        read = None if isinstance(scan, Exception) else zone(scan.pages)
        parsed = mrz.parse_td3(*read) if read else None
        passed += bool(parsed and parsed["valid"])
        same += read == lines
    n = len(passports)
    return {"scanned_passport_pages": n, "check_digits_pass": passed, "equal_to_the_text_layer": same,
            "pass_rate": round(passed / n, 4) if n else None}


def main(argv: list[str] | None = None) -> int:
    install_decoders()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-type", type=int, default=100, help="test documents per type (default 100: all)")
    parser.add_argument("--generator", choices=(*DESIGN_GENERATORS, *UNREAD_GENERATORS), default=None,
                        help="scan documents of a generator outside the corpus instead (printed by Chromium, "
                             "--seed): a design one (first, second, third) or an unread one (fourth, fifth: "
                             "aggregates only, no document named)")
    parser.add_argument("--seed", type=int, default=0, help="corpus seed, if the split must be generated")
    parser.add_argument("--split", choices=("test", "dev"), default="test",
                        help="test: the reported figures; dev: for design (its errors may be read)")
    parser.add_argument("--dpi", type=int, default=200, help="resolution of the scans")
    parser.add_argument("--scan-seed", type=int, default=0, help="seed of the degradation drawn per document")
    parser.add_argument("--clean", action="store_true",
                        help="scan every page straight and clean (JPEG 90, no skew, blur, noise, stamp or grey) "
                             "instead of drawing a degradation: what OCR itself loses")
    parser.add_argument("--warmup", type=int, choices=(0, 1), default=1,
                        help="1: one untimed scan first, so that times are the warm worker's (default); 0: none")
    parser.add_argument("--out", default=str(RESULTS / "scanned_documents.json"))
    parser.add_argument("--errors", metavar="FILE",
                        help="design runs only (--split dev): write every wrong field (route, text layer or scan, "
                             "truth, reading) to FILE")
    args = parser.parse_args(argv)
    if args.errors and (args.split == "test" and not args.generator or args.generator in UNREAD_GENERATORS):
        parser.error("--errors is for design runs: test's and the unread generators' per-field errors are not read "
                     "(use --split dev, or a design generator)")
    unread = args.generator in UNREAD_GENERATORS
    errors: list[dict[str, Any]] | None = [] if args.errors else None

    from corpus.scans import ScanStyle, random_style, scan_pdf

    documents = _documents(args.generator, args.per_type, args.seed, args.split)
    described = f"{args.generator} generator (seed {args.seed})" if args.generator else args.split
    log(f"{len(documents)} {described} documents, scanned at {args.dpi} dpi; load {os.getloadavg()[0]:.2f}")
    # steady state, as realtime_latency.py measures it: the ingest worker started and its Tesseracts
    # loaded by one untimed scan (a worker's first scan pays for both; reported apart)
    cold_ms = None
    if args.warmup and documents:
        cold_ms = round(_ingest(scan_pdf(documents[0][3], ScanStyle(dpi=args.dpi, jpeg_quality=90)))[1], 1)
        log(f"warm-up: a fresh ingest worker's first scan took {cold_ms:.0f} ms")
    items: list[dict[str, Any]] = []
    ocr_ms, cer, rejected = [], [], []
    for number, (stem, document_type, data, pdf) in enumerate(documents):
        style = (ScanStyle(dpi=args.dpi, jpeg_quality=90) if args.clean
                 else random_style(random.Random(f"{args.scan_seed}|{stem}"), dpi=args.dpi))
        scan = scan_pdf(pdf, style, seed=args.scan_seed * 100_003 + number)
        text, text_ms = _ingest(pdf)
        scanned, scan_ms = _ingest(scan)
        item = {"stem": stem, "document_type": document_type, "truth": {"document_type": document_type, "data": data},
                "text": text, "scan": scanned, "text_ingest_ms": text_ms, "scan_ingest_ms": scan_ms}
        if isinstance(scanned, Exception):
            rejected.append({"stem": stem, "code": scanned.code, "message": scanned.message})
        elif not isinstance(text, Exception):
            item["pages"] = len(text.pages)
            for index, page in scanned.scans.items():
                ocr_ms.append(page.ms)
                cer.append(character_error_rate(text.pages[index], page.text))
        items.append(item)
        if number % 25 == 24:
            log(f"  {number + 1}/{len(documents)} read; OCR p50 {distribution(ocr_ms)['p50']:.0f} ms/page")

    routes = {}
    for route in ROUTES:
        routes[route] = {version: _score(route, version, items, errors) for version in ("text", "scan")}
        log(f"{route}: field accuracy text layer {routes[route]['text']['field_accuracy']}, "
            f"scan {routes[route]['scan']['field_accuracy']}")

    one_page = [i for i in items if i.get("pages") == 1 and "scan_realtime_decode_ms" in i]
    latency = {version: distribution([i[f"{version}_ingest_ms"] + i[f"{version}_realtime_decode_ms"]
                                      for i in one_page]) for version in ("text", "scan")}
    # where the slowest one-page scans spent their time: reading the page, or decoding it
    slowest = [{"stem": i["stem"], "ingest_ms": round(i["scan_ingest_ms"], 1),
                "decode_ms": round(i["scan_realtime_decode_ms"], 1)}
               for i in sorted(one_page, key=lambda i: -(i["scan_ingest_ms"] + i["scan_realtime_decode_ms"]))[:3]]
    mrz = _mrz(items)
    cer_sorted = sorted(cer)
    if unread:   # an unread generator's documents are never named
        slowest, rejected = [], [{"code": r["code"]} for r in rejected]
        for route in routes.values():
            for version in route.values():
                version.pop("wrong")
    summary = {
        "split": args.generator or args.split, "documents": len(items), "dpi": args.dpi,
        "scans": "clean" if args.clean else "degraded (corpus.scans.random_style per document)", "scans_rejected": len(rejected),
        "field_accuracy": {route: {"text_layer": routes[route]["text"]["field_accuracy"],
                                   "scan": routes[route]["scan"]["field_accuracy"],
                                   "scan_per_type": routes[route]["scan"]["per_type"]} for route in ROUTES},
        "scan_fields_accepted_unreviewed": {route: [routes[route]["scan"]["fields_accepted_unreviewed"],
                                                    routes[route]["scan"]["of_which_wrong"]] for route in ROUTES},
        "ocr_ms_per_page": {k: distribution(ocr_ms)[k] for k in ("p50", "p99")} | {"pages": len(ocr_ms)},
        "character_error_rate": {"mean": round(sum(cer) / len(cer), 5) if cer else None,
                                 "p95": cer_sorted[int(0.95 * (len(cer_sorted) - 1))] if cer else None},
        "realtime_one_page_ms": {"documents": len(one_page),
                                 "scan": {k: latency["scan"][k] for k in ("p50", "p99")},
                                 "text_layer": {k: latency["text"][k] for k in ("p50", "p99")},
                                 "slowest_scans": slowest,
                                 "cold_first_scan_ingest_ms": cold_ms},
        "mrz": mrz,
        "targets": TARGETS,
        "met": {"scan_field_accuracy": all(routes[r]["scan"]["field_accuracy"] >= TARGETS["scan_field_accuracy"]
                                           for r in ROUTES),
                "mrz_check_digits_pass": (mrz["pass_rate"] or 0) >= TARGETS["mrz_check_digits_pass"],
                "realtime_one_page_scan_p99_ms": latency["scan"]["p99"] <= TARGETS["realtime_one_page_scan_p99_ms"]},
    }
    if errors is not None:
        Path(args.errors).write_text(json.dumps(errors, indent=1, ensure_ascii=False, default=str))
    write_report("scanned_documents", argv, Path(args.out), summary,
                 machine={"platform": platform.platform(), "cpus": os.cpu_count(), "load_end": os.getloadavg()[0]},
                 routes=routes, rejected=rejected)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
