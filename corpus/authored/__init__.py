"""Training documents from generators written apart from the project's corpus.

Each module here was written by someone given only ``docs/CONTRACT.md``, the schemas, the scorer,
the Chromium printer and a description of real bank documents with a regional or channel emphasis;
they were not shown the synthetic or compositional corpus, the design or unread generators, the
models or any result. Their layouts, label wordings and arrangements are therefore independent of
everything else the models learn from, which is what a corpus needs to widen the layouts a model
has seen rather than repeat them. They are used for training only: the design generators
(``corpus/foreign/``) and the unread ones (``corpus/unread/``) stay out of training.

The modules share no code on purpose, each its own author's: the MRZ check digit, HTML escaping or
an amount's format are written in each of them, as another bank's software would write them.

Usage::

    write("out/authored", per_type=200, seed=0)   # <stem>.pdf, <stem>.truth.json, manifest.jsonl
"""
from __future__ import annotations

import hashlib
import importlib
import json
from pathlib import Path
from types import ModuleType
from typing import Sequence

from corpus.foreign.printing import print_to_pdf
from corpus.labelled import write_example
from pipeline.doctypes import DOCUMENT_TYPES

__all__ = ["GENERATORS", "generator", "write"]

#: name -> module; each module offers ``layouts(document_type)`` and ``generate(document_type, index, seed)``.
GENERATORS = {
    "commonwealth": "corpus.authored.commonwealth",              # English-speaking banks outside the US
    "gulf_levant_maghreb": "corpus.authored.gulf_levant_maghreb",  # bilingual Arabic / French / Turkish forms
    "east_asia": "corpus.authored.east_asia",                    # bilingual CJK and South-East Asian forms
    "back_office": "corpus.authored.back_office",                # system exports, e-mails, memos; Nordic and CEE banks
    "united_states": "corpus.authored.united_states",            # CIP forms, URLA 2021 and Form 1003, US credits; month-first dates
    "south_asia": "corpus.authored.south_asia",                  # India, Pakistan, Bangladesh, Sri Lanka, Nepal; lakh and crore
    "western_europe": "corpus.authored.western_europe",          # DACH, Benelux, France, Italy, Iberia; local-language forms
    "latin_america": "corpus.authored.latin_america",            # Spanish and Portuguese forms, two surnames
    "correspondence": "corpus.authored.correspondence",          # values stated in prose: letters, e-mail threads, file notes
    "eurasia": "corpus.authored.eurasia",                        # Russia, Ukraine, Central Asia, Caucasus, Balkans; Cyrillic beside Latin
    "private_banking": "corpus.authored.private_banking",        # Swiss, Luxembourg, Monaco, Channel Islands, Singapore, Hong Kong
    "legacy_print": "corpus.authored.legacy_print",              # mainframe screens, green-bar listings, FIN and telex MT700, fax covers
    "africa": "corpus.authored.africa",                          # Nigeria, Ghana, East and Southern Africa, Egypt, Morocco, UEMOA/CEMAC
    "north_america_lending": "corpus.authored.north_america_lending",  # URLA 2021 sections, two-column 1003, Canadian broker files
    "packets": "corpus.authored.packets",                        # one PDF, several documents: forms with ID copies, bills, payslips, invoices
    "consumer_lending": "corpus.authored.consumer_lending",      # building societies, credit unions; UK, Ireland, Australia, NZ, Nordics
    "trade_operations": "corpus.authored.trade_operations",      # LC applications, transfers, amendments, MT700 + MT701; directors, self-employed
    "digital_channels": "corpus.authored.digital_channels",      # browser-printed online applications, IDV reports, exports, trade portals
}

#: documents printed per browser start: a crash costs at most this many, and memory stays flat
_PRINT_CHUNK = 40


def generator(name: str) -> ModuleType:
    """The generator module called ``name`` (a key of ``GENERATORS``)."""
    if name not in GENERATORS:
        raise SystemExit(f"no authored generator {name!r}: choose from {', '.join(GENERATORS)}")
    return importlib.import_module(GENERATORS[name])


def write(out_dir: str | Path, per_type: int, seed: int, *, generators: Sequence[str] | None = None,
          document_types: Sequence[str] = DOCUMENT_TYPES) -> list[Path]:
    """``per_type`` documents of each type from each generator into ONE flat folder: ``<stem>.pdf``,
    ``<stem>.truth.json`` and ``manifest.jsonl`` (``family`` = generator/layout). A document whose
    PDF and truth are already there is not printed again, so an interrupted run resumes."""
    out_dir = Path(out_dir).expanduser()
    out_dir.mkdir(parents=True, exist_ok=True)
    manifest = out_dir / "manifest.jsonl"
    rows: dict[str, str] = {}
    if manifest.exists():
        for line in manifest.read_text(encoding="utf-8").splitlines():
            if line.strip():
                rows[json.loads(line)["stem"]] = line
    paths: list[Path] = []
    for name in generators or tuple(GENERATORS):
        module = generator(name)
        pending = []
        for document_type in document_types:
            for index in range(per_type):
                stem = f"{document_type}-{name}-s{seed}-{index:05d}"
                pdf_path = out_dir / f"{stem}.pdf"
                if pdf_path.exists() and (out_dir / f"{stem}.truth.json").exists() and stem in rows:
                    paths.append(pdf_path)
                    continue
                pending.append((stem, module.generate(document_type, index, seed)))
        for start in range(0, len(pending), _PRINT_CHUNK):
            chunk = pending[start:start + _PRINT_CHUNK]
            for (stem, doc), pdf in zip(chunk, print_to_pdf([doc.html for _, doc in chunk])):
                pdf_path = write_example(out_dir, stem, pdf, {"document_type": doc.document_type, "data": doc.truth})
                rows[stem] = json.dumps({"stem": stem, "document_type": doc.document_type, "generator": name,
                                         "family": f"{name}/{doc.layout}", "seed": seed,
                                         "sha256": hashlib.sha256(pdf).hexdigest()}, ensure_ascii=False)
                paths.append(pdf_path)
            manifest.write_text("".join(line + "\n" for line in rows.values()), encoding="utf-8")
    return paths
