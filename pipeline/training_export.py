"""Reviewed extractions -> labelled examples a model can be trained on (``dualpath export-corrections``).

Each exported document is ``OUT/<stem>.pdf`` (the stored bytes) and ``OUT/<stem>.truth.json``
= ``{"document_type": ..., "data": <the reviewed record>}``, the format ``corpus.synth.write_corpus``
writes, plus a line in ``OUT/manifest.jsonl``; ``models.dataset.load_folder`` reads them back.
Only a document a reviewer settled completely (every flagged field confirmed or corrected) whose
reviewed record is valid is exported: anything less would teach the model a guess.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from pipeline import store
from pipeline.review import ReviewedView, reviewed_view

__all__ = ["ExportReport", "export_corrections"]


@dataclass(slots=True)
class ExportReport:
    out_dir: Path
    written: list[dict[str, Any]] = field(default_factory=list)   # the manifest lines written
    skipped: dict[int, str] = field(default_factory=dict)          # extraction id -> why

    def summary(self) -> str:
        lines = [f"wrote {len(self.written)} labelled document(s) to {self.out_dir}; skipped {len(self.skipped)}"]
        lines += [f"  extraction {ext_id}: {why}" for ext_id, why in sorted(self.skipped.items())]
        return "\n".join(lines)


def _why_not(view: ReviewedView) -> str | None:
    """Why a reviewed extraction is no training example, or None when it is one."""
    if view.envelope.get("data") is None:
        return "rejected: there is no record"
    if not view.changes:
        return "its reviews confirmed or corrected no field"
    if view.open_paths:
        return f"{len(view.open_paths)} flagged field(s) still open: {', '.join(view.open_paths)}"
    errors = view.envelope["validation"]["errors"]
    if errors:
        return f"the reviewed record is not valid: {errors[0]['message']}"
    if view.status != "accepted":
        return f"the reviewed record is {view.status}"
    return None


def _write_manifest(out_dir: Path, lines: list[dict[str, Any]]) -> None:
    """Append ``lines``, replacing earlier lines of the same stems (an export run again)."""
    path = out_dir / "manifest.jsonl"
    stems = {line["stem"] for line in lines}
    kept = []
    if path.exists():
        kept = [raw for raw in path.read_text(encoding="utf-8").splitlines()
                if raw.strip() and json.loads(raw).get("stem") not in stems]
    path.write_text("".join(f"{raw}\n" for raw in kept)
                    + "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8")


def export_corrections(session: Session, out_dir: Path, *, actor: store.Actor,
                       since: str | None = None) -> ExportReport:
    """Write every extraction reviewed at or after ``since`` (ISO date or time; None: all) that is a
    labelled example; the audit log names the ids written and why the others were skipped."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    query = select(store.Review.extraction_id).distinct()
    if since:
        query = query.where(store.Review.created_at >= since)
    report = ExportReport(out_dir)
    for ext_id in sorted(session.execute(query).scalars()):
        row = store.get_extraction(session, ext_id)
        assert row is not None, f"review of a missing extraction {ext_id}"
        view = reviewed_view(row.envelope, store.reviews_for(session, ext_id))
        why = _why_not(view)
        document = store.get_document(session, row.document_id)
        if why is None and document is None:
            why = "the document's bytes are not in the store"
        if why is not None:
            report.skipped[ext_id] = why
            continue
        assert document is not None
        sha = hashlib.sha256(document.content).hexdigest()
        stem = f"reviewed-{ext_id:06d}-{sha[:12]}"
        (out_dir / f"{stem}.pdf").write_bytes(document.content)
        truth = {"document_type": row.document_type, "data": view.envelope["data"]}
        (out_dir / f"{stem}.truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n",
                                                     encoding="utf-8")
        report.written.append({
            "stem": stem, "document_type": row.document_type, "sha256": sha, "family": "reviewed",
            "extraction_id": ext_id, "filename": document.filename,
            "reviewers": sorted({c.reviewer for c in view.changes}), "reviewed_at": view.changes[-1].at,
            "corrected": sorted({c.path for c in view.changes if c.kind == "corrected"}),
            "confirmed": sorted({c.path for c in view.changes if c.kind == "confirmed"}),
        })
    _write_manifest(out_dir, report.written)
    store.audit(session, actor, "corrections.exported", "extraction", "*",
                {"ids": [line["extraction_id"] for line in report.written], "out": str(out_dir), "since": since,
                 "skipped": {str(k): v for k, v in report.skipped.items()}})
    return report
