"""A test-only decoder that answers with the truth of synthetic documents.

It stands where a model would, so that ingest, normalisation, validation, grounding,
the envelope, the batch run and the service can be tested without trained weights. It
answers like a good model: for each value, the verbatim text of the document where the
grounding code finds it (so normalisation is exercised), else a canonical rendering.

Use: ``FakeDecoder(truth_dir=DIR)``, or ``DUALPATH_DECODER_FACTORY=tests.fakes:FakeDecoder``
with ``DUALPATH_FAKE_TRUTH_DIR=DIR`` for processes (workers, the API) started by tests.

A truth file may carry ``"fake": {"confidence": {path: c}, "raw": {path: text}}``: the fake then
answers that document's fields with that confidence or text (a field flagged for review, on
every route, deterministically).
"""
from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any, Sequence

from pipeline.decoding import DecodeResult, SlotPrediction
from pipeline.fields import iter_leaves, spec_for
from pipeline.grounding import locate
from pipeline.ingest import ingest_bytes
from pipeline.normalise import NormalisationError, infer_date_order, normalise_value


def _key(pages: Sequence[str]) -> str:
    return hashlib.sha256("\f".join(pages).encode()).hexdigest()


def canonical_raw(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, bool):
        return "Yes" if value else "No"
    return str(value)


class FakeDecoder:
    """Answers the truth of every document found in ``truth_dir`` (PDF + .truth.json)."""

    def __init__(self, truth_dir: str | Path | None = None, *, route: str = "batch",
                 wrong: dict[str, str] | None = None) -> None:
        truth_dir = Path(truth_dir or os.environ["DUALPATH_FAKE_TRUTH_DIR"])
        self.route = route
        self.wrong = wrong or {}   # path -> raw text to answer instead (to test fallback)
        self.redecoded: list[str] = []
        self._truth: dict[str, dict[str, Any]] = {}
        for truth_path in sorted(truth_dir.glob("*.truth.json")):
            pdf = truth_path.with_name(truth_path.name[: -len(".truth.json")] + ".pdf")
            if pdf.exists():
                pages = ingest_bytes(pdf.read_bytes()).pages
                self._truth[_key(pages)] = json.loads(truth_path.read_text())

    def _slots(self, pages: Sequence[str], decoded_by: str) -> tuple[str, list[SlotPrediction]]:
        truth = self._truth.get(_key(pages))
        if truth is None:
            raise LookupError("FakeDecoder only knows the documents of its truth directory")
        document_type, data = truth["document_type"], truth["data"]
        date_order = infer_date_order(pages)
        slots = []
        for path, value in iter_leaves(document_type, data):
            raw = canonical_raw(value)
            if value is not None:
                spec = spec_for(document_type, path)
                source = locate(spec, value, pages, date_order=date_order)
                if source is not None:
                    try:
                        if normalise_value(spec, source.text, date_order=date_order) == value:
                            raw = source.text
                    except NormalisationError:
                        pass
            slots.append(SlotPrediction(path, raw, 0.99, decoded_by))  # type: ignore[arg-type]
        override = truth.get("fake") or {}
        for slot in slots:
            slot.confidence = float(override.get("confidence", {}).get(slot.path, slot.confidence))
            slot.raw = override.get("raw", {}).get(slot.path, slot.raw)
        return document_type, slots

    def decode(self, pages: Sequence[str], document_type: str | None, *, route: str) -> DecodeResult:
        decoded_by = "diffusion" if route == "realtime" else "autoregressive"
        found_type, slots = self._slots(pages, decoded_by)
        for slot in slots:
            if slot.path in self.wrong:
                slot.raw = self.wrong[slot.path]
        return DecodeResult(found_type, 1.0, slots, models=self.models)

    @property
    def models(self) -> dict[str, str]:
        """The "weights" it answers with: ``$DUALPATH_FAKE_MODEL_VERSION`` (default fake@0), so
        that a test can swap the model under a running service."""
        return {"fake": os.environ.get("DUALPATH_FAKE_MODEL_VERSION", "fake@0")}

    def redecode(self, pages: Sequence[str], document_type: str, paths: Sequence[str]) -> list[SlotPrediction]:
        self.redecoded.extend(paths)
        _, slots = self._slots(pages, "autoregressive")
        return [s for s in slots if s.path in set(paths)]
