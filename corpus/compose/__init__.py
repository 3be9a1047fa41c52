"""The compositional corpus: documents composed from independent random choices.

Each document draws, from its own seeded ``random.Random``: a case (``corpus.synth.<type>.sample``),
a container (form, boxed form, table summary, letter, e-mail, system print, questionnaire,
statement, two-column table; for credits also the four printed forms of an MT700), the label
languages and per-field captions (``lexicon``), each section's placement, the section order,
the written forms of dates, amounts, countries, names and check boxes (``forms``), lists'
numbering, distractors and a passport data page. See docs/CORPUS.md.

    from corpus.compose import compose, write
    doc = compose("kyc_individual", 0, seed=1)     # ComposedDocument: pdf bytes, truth, meta
    write("out/compose", per_type=1000, seed=1)     # <stem>.pdf, <stem>.truth.json, manifest.jsonl
"""
from __future__ import annotations

import hashlib
import io
import json
import random
from dataclasses import dataclass
from pathlib import Path

from pipeline.doctypes import DOCUMENT_TYPES, check_document_type
from pipeline.normalise import infer_date_order
from corpus.compose import kyc, lc, loan
from corpus.compose.forms import Styles
from corpus.compose.layout import GENERIC
from corpus.compose.lexicon import Labels
from corpus.labelled import write_example

__all__ = ["ComposedDocument", "MAX_PAGES", "compose", "write"]

MAX_PAGES = 3
# Version 2 lengthens free-text values (``long_values``), version 3 also splits some borrowers'
# names into two rows, version 4 draws the long values' names from invented words; an older
# version draws the documents its recipes name, byte for byte.
COMPOSE_VERSION = 4
COMPOSE_VERSIONS = (1, 2, 3, 4)
TYPES = {m.TYPE: m for m in (kyc, lc, loan)}


@dataclass
class ComposedDocument:
    stem: str
    document_type: str
    pdf: bytes
    truth: dict          # {"document_type": ..., "data": {...}}
    meta: dict           # the choices drawn: container (= family), label languages, placements, ...


def _rng(seed: int, document_type: str, index: int, attempt: int, version: int) -> random.Random:
    key = f"dualpath-compose|{version}|{seed}|{document_type}|{index}|{attempt}".encode()
    return random.Random(int.from_bytes(hashlib.sha256(key).digest()[:8], "big"))


def page_texts(pdf: bytes) -> list[str]:
    """The pages' text as the pipeline's ingest reads them (pypdf, in this process)."""
    from pypdf import PdfReader
    from pipeline.ingest import page_text

    return [page_text(page.extract_text()) for page in PdfReader(io.BytesIO(pdf)).pages]


def compose(document_type: str, index: int, seed: int, version: int = COMPOSE_VERSION) -> ComposedDocument:
    """Document ``index`` of ``document_type`` under ``seed``: the same arguments give the same bytes."""
    check_document_type(document_type)
    if version not in COMPOSE_VERSIONS:
        raise ValueError(f"compose version {version} is unknown: use one of {COMPOSE_VERSIONS}")
    mod = TYPES[document_type]
    for attempt in range(12):
        rng = _rng(seed, document_type, index, attempt, version)
        case = mod.sample(rng)
        if version >= 2:
            mod.lengthen(case, rng, version)
        us = mod.us_issuer(case)
        container = rng.choice(mod.CONTAINERS)
        lab = Labels(rng, official=True)
        st = Styles(rng, us=us, lang=lab.lang)
        rendered = mod.render(case, container, rng, lab, st, GENERIC)
        doc, out, meta = rendered
        if doc.pages > MAX_PAGES:
            continue
        pdf = doc.output()
        order = infer_date_order(page_texts(pdf))
        if order != ("MDY" if us else "DMY"):
            continue   # the page does not tell the issuer's date order the way the pipeline reads it
        break
    else:
        raise RuntimeError(f"{document_type} {index} (seed {seed}): no document within {MAX_PAGES} pages "
                           "whose date order reads back")
    stem = f"{document_type}-compose-s{seed}-{index:05d}"
    meta = {"family": container, "container": container, "seed": seed, "version": version, "index": index,
            "attempts": attempt + 1,
            "pages": doc.pages, "us_issuer": us, "label_language": lab.lang,
            "label_languages": sorted(lab.langs_used), "labels": dict(lab.chosen),
            "date_style": st.date_main, "amount_style": st.amount, **meta}
    truth = {"document_type": document_type, "data": out.data}
    return ComposedDocument(stem, document_type, pdf, truth, meta)


def write(out_dir: str | Path, per_type: int, seed: int, *,
          document_types: tuple[str, ...] = DOCUMENT_TYPES, version: int = COMPOSE_VERSION) -> list[Path]:
    """``per_type`` documents of each type into ONE flat folder: ``<stem>.pdf``, ``<stem>.truth.json``
    and ``manifest.jsonl`` (one line per document with its meta; ``family`` = the container)."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    manifest = out_dir / "manifest.jsonl"
    stems = {f"{t}-compose-s{seed}-{i:05d}" for t in document_types for i in range(per_type)}
    kept = []
    if manifest.exists():   # writing the same documents again replaces their lines
        kept = [line for line in manifest.read_text(encoding="utf-8").splitlines()
                if line.strip() and json.loads(line).get("stem") not in stems]
    paths = []
    with open(manifest, "w", encoding="utf-8") as f:
        for line in kept:
            f.write(line + "\n")
        for document_type in document_types:
            for index in range(per_type):
                doc = compose(document_type, index, seed, version)
                pdf_path = write_example(out_dir, doc.stem, doc.pdf, doc.truth)
                row = {"stem": doc.stem, "document_type": document_type,
                       "sha256": hashlib.sha256(doc.pdf).hexdigest(), **doc.meta}
                f.write(json.dumps(row, ensure_ascii=False, default=str) + "\n")
                paths.append(pdf_path)
    return paths
