"""The pipeline hands a decoder the document's page geometry (``Decoder.decode(geometry=...)``)
where its ``decode`` takes it, and calls one written before the keyword as before."""
from __future__ import annotations

from typing import Sequence

from corpus.synth.corpus import render_one
from pipeline.decoding import DecodeResult, call_with_geometry, takes_geometry
from pipeline.extract import extract_document


class _Recording:
    def __init__(self) -> None:
        self.geometry = "unset"

    def decode(self, pages: Sequence[str], document_type: str | None, *, route: str, geometry=None) -> DecodeResult:
        self.geometry = geometry
        return DecodeResult(document_type or "kyc_individual", 1.0, [])


class _Old:
    def decode(self, pages: Sequence[str], document_type: str | None, *, route: str) -> DecodeResult:
        return DecodeResult(document_type or "kyc_individual", 1.0, [])


def test_extract_passes_the_ingested_geometry_to_a_decoder_that_takes_it():
    pdf = render_one("kyc_individual", 0, seed=5, split="dev").pdf
    decoder = _Recording()
    extract_document(pdf, document_type="kyc_individual", route="batch", decoder=decoder)
    assert isinstance(decoder.geometry, list) and any(g is not None for g in decoder.geometry)
    assert all(g is None or len(g) > 0 for g in decoder.geometry)
    # a decoder without the keyword still works
    envelope = extract_document(pdf, document_type="kyc_individual", route="batch", decoder=_Old())
    assert envelope.document_type == "kyc_individual"


def test_takes_geometry():
    assert takes_geometry(_Recording().decode) and not takes_geometry(_Old().decode)
    assert takes_geometry(lambda *a, **kw: None)
    assert call_with_geometry(lambda x, geometry=None: (x, geometry), 1, geometry=[None]) == (1, [None])
    assert call_with_geometry(lambda x: x, 1, geometry=[None]) == 1
