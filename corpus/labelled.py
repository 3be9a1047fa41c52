"""One labelled training example written into a flat folder, the form ``--extra-examples`` reads."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

__all__ = ["write_example"]


def write_example(out_dir: Path, stem: str, pdf: bytes, truth: dict[str, Any]) -> Path:
    """``<stem>.pdf`` and ``<stem>.truth.json`` (``{"document_type": ..., "data": {...}}``) in
    ``out_dir``; the trainers' page cache of an older PDF of that stem is removed. Returns the PDF's path."""
    pdf_path = out_dir / f"{stem}.pdf"
    pdf_path.write_bytes(pdf)
    (out_dir / f"{stem}.truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n",
                                                encoding="utf-8")
    (out_dir / f"{stem}.pages.json").unlink(missing_ok=True)
    return pdf_path
