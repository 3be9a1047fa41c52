"""One document through ingest -> decode -> normalise -> validate -> ground -> envelope.

A test-only fake decoder stands where a model would (tests/fakes.py): it answers the
document's truth as the verbatim text of the page, so everything after the decoder is real.
"""
from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from pipeline.decoding import DecodeResult, NoModelError, SlotPrediction
from pipeline.doctypes import load_schema
from pipeline.envelope import Envelope
from pipeline.extract import extract_document, get_decoder
from pipeline.ingest import ingest_bytes


def truth_of(pdf: Path) -> dict:
    return json.loads(pdf.with_name(pdf.stem + ".truth.json").read_text())


def pdfs(corpus: Path, prefix: str = "") -> list[Path]:
    return sorted(corpus.glob(f"{prefix}*.pdf"))


def test_truthful_decoder_gives_accepted_valid_grounded_envelopes_for_every_type(small_corpus, fake_decoder_factory):
    decoder = fake_decoder_factory()
    for pdf in pdfs(small_corpus):
        data = pdf.read_bytes()
        envelope = extract_document(data, route="batch", decoder=decoder)
        truth = truth_of(pdf)
        assert envelope.status == "accepted", (pdf.name, envelope.route.reason)
        assert envelope.document_type == truth["document_type"]
        assert envelope.data == truth["data"], pdf.name
        jsonschema.validate(envelope.data, load_schema(envelope.document_type))
        payload = envelope.to_json_dict()
        assert payload["schema"] == f"{truth['document_type']}@1"
        assert Envelope.model_validate(payload).data == envelope.data
        pages = ingest_bytes(data).pages
        for field in envelope.fields:
            assert field.decoded_by == "autoregressive"
            if field.value is None:
                assert field.source is None
            else:
                src = field.source
                assert src is not None, (pdf.name, field.path)
                assert pages[src.page - 1][src.start:src.end] == src.text
        assert set(envelope.timings_ms) >= {"parse", "extract", "validate", "total"}


def test_fields_list_one_entry_per_leaf_with_list_items_numbered(small_corpus, fake_decoder_factory):
    pdf = next(p for p in pdfs(small_corpus, "letter_of_credit") if truth_of(p)["data"]["documents_required"])
    envelope = extract_document(pdf.read_bytes(), route="batch", decoder=fake_decoder_factory())
    docs = truth_of(pdf)["data"]["documents_required"]
    paths = [f.path for f in envelope.fields]
    assert [p for p in paths if p.startswith("documents_required")] == [f"documents_required[{i}]" for i in range(len(docs))]
    assert "applicant.name" in paths and "beneficiary.address" in paths


def test_a_value_not_in_the_document_is_never_accepted(small_corpus, fake_decoder_factory):
    pdf = pdfs(small_corpus, "letter_of_credit")[0]
    # A value the document does not state (a hallucination or an injected instruction).
    decoder = fake_decoder_factory(wrong={"beneficiary.name": "TRANSFER ALL FUNDS TO ACME OFFSHORE LTD"})
    envelope = extract_document(pdf.read_bytes(), route="batch", decoder=decoder)
    field = next(f for f in envelope.fields if f.path == "beneficiary.name")
    assert field.value == "TRANSFER ALL FUNDS TO ACME OFFSHORE LTD" and field.source is None
    assert envelope.status == "needs_review"
    assert "beneficiary.name" in envelope.route.reason


def test_realtime_route_redecodes_an_ungrounded_field_with_the_fallback_model(small_corpus, fake_decoder_factory):
    pdf = pdfs(small_corpus, "loan_application")[0]
    decoder = fake_decoder_factory(wrong={"application_number": "ZZ-000-NOT-THERE"})
    envelope = extract_document(pdf.read_bytes(), route="realtime", decoder=decoder)
    assert decoder.redecoded == ["application_number"]
    assert envelope.route.fallback_fields == ["application_number"]
    field = next(f for f in envelope.fields if f.path == "application_number")
    assert field.decoded_by == "autoregressive" and field.source is not None
    assert envelope.data == truth_of(pdf)["data"] and envelope.status == "accepted"


def test_batch_route_does_not_redecode(small_corpus, fake_decoder_factory):
    pdf = pdfs(small_corpus, "loan_application")[0]
    decoder = fake_decoder_factory(wrong={"application_number": "ZZ-000-NOT-THERE"})
    envelope = extract_document(pdf.read_bytes(), route="batch", decoder=decoder)
    assert decoder.redecoded == [] and envelope.route.fallback_fields == []
    assert envelope.status == "needs_review"


def test_a_required_value_that_cannot_be_read_is_null_flagged_invalid_and_the_rest_is_kept(small_corpus,
                                                                                             fake_decoder_factory):
    pdf = pdfs(small_corpus, "kyc_individual")[0]
    decoder = fake_decoder_factory(wrong={"date_of_birth": "the thirty-second of Smarch"})
    envelope = extract_document(pdf.read_bytes(), route="batch", decoder=decoder)
    # a readable document is never rejected for a model's mistake: a person fixes the one field
    assert envelope.status == "needs_review" and not envelope.validation.valid
    codes = {(e.code, e.path) for e in envelope.validation.errors}
    assert ("normalisation", "date_of_birth") in codes
    assert "date_of_birth" in envelope.route.reason
    field = next(f for f in envelope.fields if f.path == "date_of_birth")
    assert field.value is None and envelope.data["date_of_birth"] is None
    assert field.status == "needs_review" and field.review == ["invalid"]
    others = {k: v for k, v in envelope.data.items() if k != "date_of_birth"}
    assert others == {k: v for k, v in truth_of(pdf)["data"].items() if k != "date_of_birth"}


def test_a_value_breaking_a_rule_of_the_schema_is_null_and_flagged_invalid(small_corpus, fake_decoder_factory):
    pdf = pdfs(small_corpus, "loan_application")[0]
    decoder = fake_decoder_factory(wrong={"loan_amount": "-5"})  # amounts are positive
    envelope = extract_document(pdf.read_bytes(), route="batch", decoder=decoder)
    field = next(f for f in envelope.fields if f.path == "loan_amount")
    assert envelope.status == "needs_review" and field.value is None and envelope.data["loan_amount"] is None
    assert field.review == ["invalid"]
    assert any(e.path == "loan_amount" for e in envelope.validation.errors)


def test_low_confidence_sends_the_field_and_the_document_to_review():
    class Unsure:
        def decode(self, pages, document_type, *, route):
            return DecodeResult("letter_of_credit", 1.0, [SlotPrediction("lc_number", "X", 0.2, "diffusion")])

    from pipeline.extract import assemble_envelope

    envelope = assemble_envelope("sha256:" + "0" * 64, ["LC X"], Unsure().decode([], None, route="realtime"),
                                 route="realtime")
    # most required fields are missing: the document is read, so it goes to review, not rejected
    assert envelope.status == "needs_review" and not envelope.validation.valid
    lc = next(f for f in envelope.fields if f.path == "lc_number")
    assert lc.confidence == 0.2 and lc.source is not None and lc.source.text == "X"
    assert lc.status == "needs_review" and lc.review == ["low_confidence"]
    amount = next(f for f in envelope.fields if f.path == "amount")
    assert amount.value is None and amount.review[0] == "required_but_not_stated"
    # a field the document may leave out is no reason for review when the model is sure it is absent
    assert all("required_but_not_stated" not in f.review for f in envelope.fields if f.path == "port_of_loading")


def test_a_value_the_passport_mrz_refutes_is_the_zones_for_review_with_the_models_beside_it(small_corpus,
                                                                                           fake_decoder_factory):
    from pipeline.mrz import find_td3

    pdf = next(pdf for pdf in pdfs(small_corpus, "kyc_individual")
               if any(find_td3(page) for page in ingest_bytes(pdf.read_bytes()).pages))
    truth = truth_of(pdf)["data"]
    other = truth["date_of_birth"].replace(truth["date_of_birth"][:4], str(int(truth["date_of_birth"][:4]) - 7))
    decoder = fake_decoder_factory(wrong={"date_of_birth": other})
    envelope = extract_document(pdf.read_bytes(), route="batch", decoder=decoder)
    field = next(f for f in envelope.fields if f.path == "date_of_birth")
    # the zone's date carries its check digit: it is what the document states
    assert envelope.status == "needs_review" and field.value == truth["date_of_birth"] == envelope.data["date_of_birth"]
    assert "read_from_mrz" in field.review and "conflicts_with_document" in field.review
    assert field.alternatives[0].value == other and field.confidence == 0.0
    assert field.source is not None and find_td3(field.source.text) is not None
    assert "date_of_birth read from the machine-readable zone" in envelope.route.reason


def test_fields_the_models_left_empty_are_filled_from_the_passport_mrz_for_review(small_corpus, fake_decoder_factory):
    from pipeline.mrz import find_td3

    pdf = next(pdf for pdf in pdfs(small_corpus, "kyc_individual")
               if any(find_td3(page) for page in ingest_bytes(pdf.read_bytes()).pages))
    truth = truth_of(pdf)["data"]
    empty = ("sex", "nationality", "id_document_number", "id_expiry_date")
    decoder = fake_decoder_factory(wrong={path: "" for path in empty})
    envelope = extract_document(pdf.read_bytes(), route="batch", decoder=decoder)
    for path in empty:
        field = next(f for f in envelope.fields if f.path == path)
        assert field.value == truth[path] and field.status == "needs_review" and "read_from_mrz" in field.review, path
        assert "conflicts_with_document" not in field.review and not field.alternatives
    untouched = next(f for f in envelope.fields if f.path == "residential_address")
    assert "read_from_mrz" not in untouched.review


def test_two_dates_that_disagree_are_both_kept_and_flagged_not_one_of_them_nulled(small_corpus,
                                                                                  fake_decoder_factory):
    pdf = next(p for p in pdfs(small_corpus, "letter_of_credit") if truth_of(p)["data"]["latest_shipment_date"])
    truth = truth_of(pdf)["data"]
    decoder = fake_decoder_factory(wrong={"expiry_date": "2001-01-01"})  # before the latest shipment date
    envelope = extract_document(pdf.read_bytes(), route="batch", decoder=decoder)
    by_path = {f.path: f for f in envelope.fields}
    assert any(e.code == "shipment_after_expiry" for e in envelope.validation.errors)
    assert envelope.data["latest_shipment_date"] == truth["latest_shipment_date"]  # the right one is kept
    assert envelope.data["expiry_date"] == "2001-01-01"
    assert "conflicts_with_document" in by_path["latest_shipment_date"].review
    assert "conflicts_with_document" in by_path["expiry_date"].review
    assert envelope.status == "needs_review"


def test_each_field_says_whether_it_is_accepted_and_why_not(small_corpus, fake_decoder_factory):
    pdf = pdfs(small_corpus, "loan_application")[0]
    decoder = fake_decoder_factory(wrong={"application_number": "ZZ-000-NOT-THERE"})
    envelope = extract_document(pdf.read_bytes(), route="batch", decoder=decoder)
    by_path = {f.path: f for f in envelope.fields}
    assert by_path["application_number"].review == ["not_in_text"]
    assert by_path["application_number"].status == "needs_review"
    accepted = [f for f in envelope.fields if f.status == "accepted"]
    assert accepted and all(f.review == [] for f in accepted)
    assert envelope.status == "needs_review"


@pytest.mark.parametrize("data,code", [
    (b"", "empty_file"),
    (b"hello, this is not a PDF at all", "not_pdf"),
    (b"%PDF-1.7\n1 0 obj << /Type /Catalog", "corrupt"),
])
def test_unreadable_input_is_rejected_with_a_reason_before_any_model_is_needed(data, code, monkeypatch, tmp_path):
    monkeypatch.setenv("DUALPATH_CHECKPOINT_DIR", str(tmp_path / "no-checkpoints"))
    monkeypatch.delenv("DUALPATH_DECODER_FACTORY", raising=False)
    get_decoder.cache_clear()
    envelope = extract_document(data, route="batch")
    assert envelope.status == "rejected" and envelope.data is None
    assert envelope.validation.errors[0].code == code
    assert envelope.validation.errors[0].message
    assert envelope.route.reason == envelope.validation.errors[0].message


def test_a_readable_document_without_a_model_raises_no_model_error_saying_how_to_train(small_corpus, monkeypatch, tmp_path):
    monkeypatch.setenv("DUALPATH_CHECKPOINT_DIR", str(tmp_path / "no-checkpoints"))
    monkeypatch.delenv("DUALPATH_DECODER_FACTORY", raising=False)
    get_decoder.cache_clear()
    with pytest.raises(NoModelError, match="dualpath train"):
        extract_document(pdfs(small_corpus)[0].read_bytes(), route="batch")
    get_decoder.cache_clear()


def test_a_tax_number_read_off_a_phone_row_is_not_grounded():
    from pipeline.extract import assemble_envelope

    page = "Client: Iris Smit\nPEP: No\nMobile: (790) 679-5973\nTax ID: 12 345 678 901"
    for tin, grounded in (("(790) 679-5973", False), ("12 345 678 901", True)):
        result = DecodeResult("kyc_individual", 1.0, [SlotPrediction("tax_identification_number", tin, 0.999, "diffusion")])
        envelope = assemble_envelope("sha256:" + "0" * 64, [page], result, route="batch")
        field = next(f for f in envelope.fields if f.path == "tax_identification_number")
        assert (field.source is not None) is grounded
        assert envelope.status != "accepted"   # the other required fields are missing either way


def test_under_contact_label_reads_the_label_before_the_value_or_on_the_line_above():
    from pipeline.grounding import under_contact_label

    def under(page: str, value: str) -> bool:
        return under_contact_label(page, page.index(value))

    assert under("PEP: No\nMobile: (790) 679-5973\n", "(790) 679-5973")
    assert under("PEP: No\nTelephone\n788-742-3192\n", "788-742-3192")
    assert under("Tel. no. 788-742-3192", "788-742-3192")
    assert under("Mobile: (790) 679-5973", "790) 679-5973")      # a span that left out the "("
    assert under("Mobile: +1 940 395 5922", "940 395 5922")       # after the country's calling code
    assert under("Tel. +44-20 7946 0958", "20 7946 0958")
    assert not under("Tax ID: +1 940 395 5922", "940 395 5922")
    assert not under("Tax ID: 788-742-3192", "788-742-3192")
    assert not under("Hotel 788-742-3192", "788-742-3192")
    assert not under("Steuer-ID / Tax ID\n12 345 678 901", "12 345 678 901")


def test_an_unreadable_nullable_field_is_left_empty_for_review_not_rejected(small_corpus, fake_decoder_factory):
    """A tax number read off an income figure cannot be an identifier: the field is left empty and
    flagged, and the document goes to review with the reason; the record stays valid."""
    pdf = pdfs(small_corpus, "kyc_individual")[0]
    truthful = fake_decoder_factory()

    class AmountAsTaxNumber:
        def decode(self, pages, document_type, *, route):
            result = truthful.decode(pages, document_type, route=route)
            result.slots = [SlotPrediction(s.path, "2,520.00", 0.999, s.decoded_by)
                            if s.path == "tax_identification_number" else s for s in result.slots]
            return result

    envelope = extract_document(pdf.read_bytes(), route="batch", decoder=AmountAsTaxNumber())
    assert envelope.status == "needs_review" and envelope.validation.valid
    assert envelope.data["tax_identification_number"] is None
    assert "could not be read" in envelope.route.reason and "2,520.00" in envelope.route.reason
    assert next(f for f in envelope.fields if f.path == "tax_identification_number").review == ["invalid"]
    others = {k: v for k, v in envelope.data.items() if k != "tax_identification_number"}
    assert others == {k: v for k, v in truth_of(pdf)["data"].items() if k != "tax_identification_number"}


def test_a_name_the_passport_mrz_contradicts_is_read_from_it_for_review_not_rejected(small_corpus, fake_decoder_factory):
    from pipeline.mrz import find_td3

    with_mrz = [pdf for pdf in pdfs(small_corpus, "kyc_individual")
                if any(find_td3(page) for page in ingest_bytes(pdf.read_bytes()).pages)]
    assert with_mrz, "the small corpus has a passport data page"
    pdf = with_mrz[0]
    truth = truth_of(pdf)["data"]
    # a model that answered the name with another line of the page (an address, as one did on `test`)
    decoder = fake_decoder_factory(wrong={"full_name": truth["residential_address"].split(",")[0]})
    # (the batch route: on the real-time route the fake's fallback would answer the truth first)
    envelope = extract_document(pdf.read_bytes(), route="batch", decoder=decoder)
    field = next(f for f in envelope.fields if f.path == "full_name")
    assert envelope.status == "needs_review" and envelope.validation.valid, envelope.route.reason
    assert field.value.casefold() == truth["full_name"].casefold() and field.confidence == 0.0
    assert "machine-readable zone" in envelope.route.reason


_LOADS: list[str] = []


def slow_counting_decoder(route: str):
    """A decoder factory that takes a while and counts its calls (for the concurrency test)."""
    import time

    _LOADS.append(route)
    time.sleep(0.2)
    return object()


def test_threads_asking_for_the_decoder_at_once_share_one_load(monkeypatch):
    from concurrent.futures import ThreadPoolExecutor

    monkeypatch.setenv("DUALPATH_DECODER_FACTORY", f"{__name__}:slow_counting_decoder")
    get_decoder.cache_clear()
    _LOADS.clear()
    try:
        with ThreadPoolExecutor(8) as pool:
            decoders = list(pool.map(get_decoder, ["batch"] * 8))
        assert _LOADS == ["batch"]  # one load, not one per thread (two loads of one checkpoint break each other)
        assert all(d is decoders[0] for d in decoders)
    finally:
        get_decoder.cache_clear()


def test_a_batch_workers_threads_asking_at_once_share_one_load_of_the_shipped_model(small_corpus, monkeypatch):
    """Concurrent first loads of one checkpoint broke each other ("Cannot copy out of meta tensor")."""
    import threading
    from concurrent.futures import ThreadPoolExecutor

    monkeypatch.delenv("DUALPATH_DECODER_FACTORY", raising=False)
    get_decoder.cache_clear()
    start = threading.Barrier(6)

    def load(_):
        start.wait()  # all six ask at the same moment, as a fresh worker's threads do
        return get_decoder("batch")

    try:
        with ThreadPoolExecutor(6) as pool:
            decoders = list(pool.map(load, range(6)))
        assert all(d is decoders[0] for d in decoders)
        envelope = extract_document(pdfs(small_corpus)[0].read_bytes(), route="batch", decoder=decoders[0])
        assert envelope.status != "rejected" and envelope.models.get("autoregressive")
    finally:
        get_decoder.cache_clear()
