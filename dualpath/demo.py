"""``make demo``: a few synthetic documents of each type, two of them scanned (a passport and a
loan form, image-only PDFs read by OCR), plus two unreadable files, through the batch run, then
evaluated against their truth."""
from __future__ import annotations

import json
import re
import shutil
import sys
from collections import Counter
from pathlib import Path

from corpus.scans import ScanStyle, scan_pdf
from corpus.synth import write_corpus
from corpus.synth.corpus import render_one
from pipeline.batch import run_batch
from pipeline.doctypes import DOCUMENT_TYPES
from pipeline.evaluate import compare_records, evaluate_dirs


def run_demo(out: Path, *, n_per_type: int = 4, seed: int = 2026) -> int:
    """Write the documents under ``out/documents`` and extract them into ``out/results``, from
    scratch each time: the batch run resumes over envelopes it finds, and a second ``make demo``
    would otherwise show (and report) no extraction at all."""
    docs, results = out / "documents", out / "results"
    shutil.rmtree(results, ignore_errors=True)
    docs.mkdir(parents=True, exist_ok=True)
    for document_type in DOCUMENT_TYPES:
        write_corpus(docs, document_type, n_per_type, seed=seed, split="test")
    scans = _write_scans(docs, seed)
    # What the night also meets: a file that is not a PDF and a PDF cut short.
    (docs / "not-a-pdf.pdf").write_bytes(b"PK\x03\x04 this is a zip archive, not a PDF")
    first_pdf = sorted(docs.glob("*.pdf"))[0].read_bytes()
    (docs / "truncated.pdf").write_bytes(first_pdf[: len(first_pdf) // 3])
    print(f"documents: {docs} ({len(list(docs.glob('*.pdf')))} PDFs, truth beside each)", file=sys.stderr)

    report = run_batch(docs, results, route="batch")
    counts = report["counts"]
    print(f"results:   {results} ({report['processed']} envelopes: {counts['accepted']} accepted, "
          f"{counts['needs_review']} needs_review, {counts['rejected']} rejected; "
          f"{report['docs_per_s']} docs/s)", file=sys.stderr)
    print(f"report:    {results / 'report.json'}", file=sys.stderr)
    for failure in report["failures"][:3]:
        print(f"  not extracted: {failure['file']}: {failure['reason']}", file=sys.stderr)
    for name in ("not-a-pdf.json", "truncated.json"):
        envelope = json.loads((results / name).read_text())
        print(f"  {name[:-5]}: {envelope['status']}: {envelope['validation']['errors'][0]['message']}", file=sys.stderr)
    for stem in scans:
        print(_scan_line(docs, results, stem), file=sys.stderr)

    evaluation = evaluate_dirs(docs, results)
    (out / "evaluation.json").write_text(json.dumps(evaluation, indent=2) + "\n")
    print(f"evaluation: {out / 'evaluation.json'} (field accuracy {evaluation['field_accuracy']}, "
          f"document exact match {evaluation['document_exact_match']})", file=sys.stderr)
    for line in _review_lines(docs, results):
        print(line, file=sys.stderr)
    print("models:    accuracy, data and training of each shipped model in models/checkpoints/*/MODEL_CARD.md",
          file=sys.stderr)
    if report["failures"]:
        print("No model checkpoint is present, so readable documents were not extracted; "
              "train one with `dualpath train --model ar --out models/checkpoints/ar`.", file=sys.stderr)
    return 0


# A passport data page as a branch's flatbed scanner gives it, and a loan form photocopied then scanned.
_SCANS = {"scan-passport": ("kyc_individual", ScanStyle(dpi=200, skew_deg=1.1, blur=0.3, noise=3.0, jpeg_quality=80)),
          "scan-loan-form": ("loan_application", ScanStyle(dpi=200, skew_deg=-1.4, blur=0.4, noise=4.0, jpeg_quality=75,
                                                           photocopy=True))}


def _write_scans(docs: Path, seed: int) -> list[str]:
    """Image-only PDFs (``corpus.scans``) of a KYC file with a passport data page and of a loan
    form, with their truth; their stems."""
    for stem, (document_type, style) in _SCANS.items():
        for index in range(50):
            document = render_one(document_type, index, seed=seed, split="dev")
            if document_type != "kyc_individual" or document.family.startswith("passport"):
                break
        (docs / f"{stem}.pdf").write_bytes(scan_pdf(document.pdf, style, seed=seed))
        (docs / f"{stem}.truth.json").write_text(json.dumps(document.truth, indent=1, ensure_ascii=False) + "\n")
    return list(_SCANS)


def _scan_line(docs: Path, results: Path, stem: str) -> str:
    envelope = json.loads((results / f"{stem}.json").read_text())
    if envelope["status"] == "rejected":
        return f"  {stem}: rejected: {envelope['validation']['errors'][0]['message']}"
    truth = json.loads((docs / f"{stem}.truth.json").read_text())
    checks = compare_records(truth["document_type"], truth["data"],
                             envelope["data"] if envelope["document_type"] == truth["document_type"] else None)
    ocr = re.findall(r"page \d+ is a scan, read by OCR \((?:[^()]|\([^()]*\))*\)", envelope["route"]["reason"])
    return (f"  {stem} (image-only PDF): {envelope['status']}, {sum(c.correct for c in checks)} of {len(checks)} "
            f"fields right by its truth; {'; '.join(ocr)}")


def _review_lines(docs: Path, results: Path) -> list[str]:
    """What a reviewer is left with: the fields accepted unreviewed (and whether the truth agrees),
    the flagged ones by reason, and one flagged field as the review page shows it."""
    accepted = accepted_right = flagged = 0
    reasons: Counter[str] = Counter()
    example = None
    for path in sorted(results.glob("*.json")):
        truth_path = docs / f"{path.stem}.truth.json"
        envelope = json.loads(path.read_text())
        if path.name == "report.json" or not truth_path.is_file() or envelope["status"] == "rejected":
            continue
        truth = json.loads(truth_path.read_text())
        same_type = envelope["document_type"] == truth["document_type"]
        right = {c.path: c.correct for c in compare_records(truth["document_type"], truth["data"],
                                                            envelope["data"] if same_type else None)}
        for f in envelope["fields"]:
            if f["status"] == "accepted":
                accepted += 1
                accepted_right += right.get(f["path"], False)
                continue
            flagged += 1
            reasons.update(f["review"])
            if example is None and f.get("alternatives"):
                example = (path.stem, f)
    lines = [f"review:    {accepted} fields accepted unreviewed ({accepted_right} right by the truth files); "
             f"{flagged} flagged for a reviewer, whose reasons are " + ", ".join(f"{r} {n}" for r, n in reasons.most_common())]
    if example is not None:
        stem, f = example
        other = f["alternatives"][0]
        lines.append(f"  e.g. {stem} {f['path']}: {f['value']!r} ({f['decoded_by']}) or {other['value']!r} "
                     f"({other['decoded_by']}), {', '.join(f['review'])}: the review page offers both, "
                     "with the source highlighted; the reviewer confirms one or types the value")
    return lines
