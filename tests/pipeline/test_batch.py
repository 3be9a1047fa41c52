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
    assert report["failed"] == 0 and report["docs_per_s"] > 0
    assert report["latency_ms"]["p50"] <= report["latency_ms"]["p95"]
    assert json.loads((out / "report.json").read_text()) == report


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
