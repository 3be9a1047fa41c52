"""dualpath batch: an envelope per file, a report, bad files rejected, resumable."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from pipeline.batch import list_inputs, run_batch


@pytest.fixture()
def mixed_folder(small_corpus, tmp_path) -> Path:
    folder = tmp_path / "in"
    folder.mkdir()
    for path in sorted(small_corpus.iterdir()):
        shutil.copy(path, folder / path.name)
    good = sorted(folder.glob("*.pdf"))[0].read_bytes()
    (folder / "truncated.pdf").write_bytes(good[: len(good) // 2])
    (folder / "empty.pdf").write_bytes(b"")
    (folder / "letter.docx").write_bytes(b"PK\x03\x04 not a pdf")
    return folder


def test_every_input_gets_an_envelope_and_bad_files_do_not_stop_the_run(mixed_folder, tmp_path, fake_decoder_factory):
    out = tmp_path / "out"
    report = run_batch(mixed_folder, out, decoder=fake_decoder_factory(), progress=False)
    inputs = list_inputs(mixed_folder)
    assert not any(p.name.endswith(".truth.json") or p.name == "manifest.jsonl" for p in inputs)
    assert report["files"] == len(inputs) == 12 + 3
    for path in inputs:
        envelope = json.loads((out / f"{path.stem}.json").read_text())
        assert envelope["route"]["path"] == "batch"
    assert report["counts"] == {"accepted": 12, "needs_review": 0, "rejected": 3}
    assert {json.loads((out / f"{n}.json").read_text())["validation"]["errors"][0]["code"]
            for n in ("truncated", "empty", "letter")} == {"corrupt", "empty_file", "not_pdf"}
    assert report["by_type"]["letter_of_credit"] == {"accepted": 4}
    assert report["straight_through_rate"] == 1.0 and report["review_reasons_by_field"] == {}
    assert report["failed"] == 0 and report["docs_per_s"] > 0
    assert report["latency_ms"]["p50"] <= report["latency_ms"]["p95"]
    assert json.loads((out / "report.json").read_text()) == report


def test_the_report_counts_review_reasons_by_field_and_the_straight_through_rate(mixed_folder, tmp_path,
                                                                               fake_decoder_factory):
    decoder = fake_decoder_factory(wrong={"application_number": "ZZ-000-NOT-THERE", "beneficiary.name": "NOBODY AT ALL"})
    report = run_batch(mixed_folder, tmp_path / "out", decoder=decoder, progress=False)
    # 4 loan applications and 4 letters of credit hold a value that is not in their text
    assert report["counts"] == {"accepted": 4, "needs_review": 8, "rejected": 3}
    assert report["straight_through_rate"] == round(4 / 12, 4)
    assert report["review_reasons_by_field"] == {"application_number": {"not_in_text": 4},
                                                 "beneficiary.name": {"not_in_text": 4}}


def test_rerun_skips_documents_already_done_and_an_interrupted_run_resumes(mixed_folder, tmp_path, fake_decoder_factory):
    out = tmp_path / "out"
    seen: list[str] = []

    def crash_after_five(path, envelope):
        seen.append(path.name)
        if len(seen) == 5:
            raise KeyboardInterrupt  # the night's run dies here

    with pytest.raises(KeyboardInterrupt):
        run_batch(mixed_folder, out, decoder=fake_decoder_factory(), on_document=crash_after_five, progress=False)
    assert len(list(out.glob("*.json"))) == 5
    resumed = run_batch(mixed_folder, out, decoder=fake_decoder_factory(), progress=False)
    assert resumed["skipped_already_done"] == 5 and resumed["processed"] == 10
    again = run_batch(mixed_folder, out, decoder=fake_decoder_factory(), progress=False)
    assert again["skipped_already_done"] == 15 and again["processed"] == 0


def test_a_changed_file_is_processed_again(mixed_folder, tmp_path, fake_decoder_factory):
    out = tmp_path / "out"
    run_batch(mixed_folder, out, decoder=fake_decoder_factory(), progress=False)
    (mixed_folder / "empty.pdf").write_bytes(b"now it says something else")
    report = run_batch(mixed_folder, out, decoder=fake_decoder_factory(), progress=False)
    assert report["processed"] == 1
    assert json.loads((out / "empty.json").read_text())["validation"]["errors"][0]["code"] == "not_pdf"


def test_a_decoder_crash_on_one_document_is_reported_and_the_rest_goes_on(mixed_folder, tmp_path, fake_decoder_factory):
    fake = fake_decoder_factory()
    victim = sorted(mixed_folder.glob("kyc*.pdf"))[1].stem

    class Flaky:
        def decode(self, pages, document_type, *, route):
            result = fake.decode(pages, document_type, route=route)
            if any(s.raw and victim_name in s.raw for s in result.slots):
                raise RuntimeError("CUDA error: device-side assert")
            return result

    victim_name = json.loads((mixed_folder / f"{victim}.truth.json").read_text())["data"]["full_name"]
    report = run_batch(mixed_folder, tmp_path / "out", decoder=Flaky(), progress=False)
    assert [f["file"] for f in report["failures"]] == [f"{victim}.pdf"]
    assert "device-side assert" in report["failures"][0]["reason"]
    assert report["processed"] == 14


def test_input_files_that_would_overwrite_each_other_are_refused(tmp_path):
    (tmp_path / "a.pdf").write_bytes(b"x")
    (tmp_path / "a.txt").write_bytes(b"y")
    with pytest.raises(ValueError, match="share the stem"):
        run_batch(tmp_path, tmp_path / "out", progress=False)


# -- the engine path: no decoder given, the AR checkpoint under the continuous-batching engine ----------

@pytest.fixture(scope="module")
def tiny_checkpoints(tmp_path_factory):
    """A randomly initialised span-pointer AR checkpoint (tokenizer, dualpath.json) beside the shipped
    classifier: decoding is garbage, but it is the real code path from end to end, and cheap. Its
    pointer head is scaled up so that slots are copied spans (pointer resolution exercised)."""
    from models.checkpoint_files import checkpoint_dir
    from tests.tiny_checkpoints import write_tiny_ar_checkpoint

    classifier = checkpoint_dir("classifier")
    if not (classifier / "model.safetensors").exists() and not any(classifier.glob("*")):
        pytest.skip("no shipped classifier checkpoint")
    root = tmp_path_factory.mktemp("checkpoints")
    (root / "classifier").symlink_to(classifier.resolve(), target_is_directory=True)
    write_tiny_ar_checkpoint(root / "ar", max_positions=4096, max_doc_tokens=1024, slot_limit=2)
    return root


def test_the_engine_run_equals_the_reference_decoder_and_survives_bad_files(
        mixed_folder, tmp_path, tiny_checkpoints, monkeypatch):
    from models.ar.decoder import BatchDecoder
    from models.engine import EngineConfig
    from pipeline.extract import extract_document

    monkeypatch.setenv("DUALPATH_CHECKPOINT_DIR", str(tiny_checkpoints))
    monkeypatch.delenv("DUALPATH_DECODER_FACTORY", raising=False)
    out = tmp_path / "out"
    report = run_batch(mixed_folder, out, progress=False,
                       engine_config=EngineConfig(kv_cache_mb=64, max_num_seqs=8, max_num_batched_tokens=512))
    assert report["files"] == 15 and report["processed"] == 15 and report["failed"] == 0, report["failures"]
    assert report["counts"]["rejected"] >= 3 and report["tokens_per_s"] > 0
    assert report["engine"]["peak_kv_mb"] <= 64 and report["engine"]["peak_running"] >= 2
    reference = BatchDecoder(tiny_checkpoints / "ar")
    for pdf in sorted(mixed_folder.glob("*.pdf"))[:4]:
        want = extract_document(pdf.read_bytes(), route="batch", decoder=reference).to_json_dict()
        got = json.loads((out / f"{pdf.stem}.json").read_text())
        assert got["data"] == want["data"] and got["document_type"] == want["document_type"]
        assert [f["confidence"] for f in got["fields"]] == pytest.approx([f["confidence"] for f in want["fields"]],
                                                                         abs=2e-4)


def test_an_interrupted_engine_run_resumes(mixed_folder, tmp_path, tiny_checkpoints, monkeypatch):
    from models.engine import EngineConfig

    monkeypatch.setenv("DUALPATH_CHECKPOINT_DIR", str(tiny_checkpoints))
    monkeypatch.delenv("DUALPATH_DECODER_FACTORY", raising=False)
    out = tmp_path / "out"
    config = EngineConfig(kv_cache_mb=64, max_num_seqs=8, max_num_batched_tokens=512)
    seen = []

    def crash_after_six(path, envelope):
        seen.append(path.name)
        if len(seen) == 6:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_batch(mixed_folder, out, on_document=crash_after_six, progress=False, engine_config=config)
    assert len(list(out.glob("*.json"))) == 6
    resumed = run_batch(mixed_folder, out, progress=False, engine_config=config)
    assert resumed["skipped_already_done"] == 6 and resumed["processed"] == 9 and resumed["failed"] == 0


def test_batch_cli_sets_the_engine_concurrency_and_kv_budget(mixed_folder, tmp_path, tiny_checkpoints, monkeypatch,
                                                             capsys):
    from dualpath.cli import main

    monkeypatch.setenv("DUALPATH_CHECKPOINT_DIR", str(tiny_checkpoints))
    monkeypatch.delenv("DUALPATH_DECODER_FACTORY", raising=False)
    out = tmp_path / "out"
    code = main(["batch", str(mixed_folder), "--out", str(out), "--quiet", "--max-concurrency", "3",
                 "--kv-cache-mb", "48"])
    assert code == 0
    report = json.loads((out / "report.json").read_text())
    assert report["failed"] == 0 and report["processed"] == 15
    engine = report["engine"]
    assert engine["max_num_seqs"] == 3 and engine["kv_cache_mb"] == 48
    assert 1 <= engine["peak_running"] <= 3 and engine["peak_kv_mb"] <= 48
    for bad in (["--max-concurrency", "0"], ["--kv-cache-mb", "-1"], ["--kv-cache-mb", "lots"]):
        with pytest.raises(SystemExit) as info:
            main(["batch", str(mixed_folder), "--out", str(out), *bad])
        assert info.value.code == 2
