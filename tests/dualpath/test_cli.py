"""The dualpath command, run as a user runs it (a real process)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DUALPATH = Path(sys.executable).with_name("dualpath")


def run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    full_env = {**os.environ, "PYTHONPATH": str(REPO), **(env or {})}
    return subprocess.run([str(DUALPATH), *args], capture_output=True, text=True, env=full_env, timeout=120)


def test_synth_writes_pdfs_and_truth_for_all_types(tmp_path):
    result = run("synth", "--type", "all", "--n", "2", "--seed", "5", "--split", "dev", "--out", str(tmp_path))
    assert result.returncode == 0, result.stderr
    assert len(list(tmp_path.glob("*.pdf"))) == 6 and len(list(tmp_path.glob("*.truth.json"))) == 6
    truth = json.loads(next(tmp_path.glob("loan_application*.truth.json")).read_text())
    assert set(truth) == {"document_type", "data"}


def test_extract_prints_the_envelope(small_corpus):
    pdf = sorted(small_corpus.glob("letter_of_credit*.pdf"))[0]
    env = {"DUALPATH_DECODER_FACTORY": "tests.fakes:FakeDecoder", "DUALPATH_FAKE_TRUTH_DIR": str(small_corpus)}
    result = run("extract", str(pdf), "--path", "batch", env=env)
    assert result.returncode == 0, result.stderr
    envelope = json.loads(result.stdout)
    assert envelope["status"] == "accepted" and envelope["document_type"] == "letter_of_credit"
    assert envelope["document_id"].startswith("sha256:")


def test_extract_without_a_checkpoint_says_how_to_make_one_and_still_rejects_bad_files(small_corpus, tmp_path):
    env = {"DUALPATH_CHECKPOINT_DIR": str(tmp_path / "none"), "DUALPATH_DECODER_FACTORY": ""}
    pdf = sorted(small_corpus.glob("*.pdf"))[0]
    result = run("extract", str(pdf), env=env)
    assert result.returncode == 3 and "dualpath train" in result.stderr and result.stdout == ""
    bad = tmp_path / "bad.pdf"
    bad.write_bytes(b"not a pdf")
    result = run("extract", str(bad), env=env)
    assert result.returncode == 0
    assert json.loads(result.stdout)["validation"]["errors"][0]["code"] == "not_pdf"


def test_batch_and_eval_round_trip(small_corpus, tmp_path):
    env = {"DUALPATH_DECODER_FACTORY": "tests.fakes:FakeDecoder", "DUALPATH_FAKE_TRUTH_DIR": str(small_corpus)}
    out = tmp_path / "out"
    result = run("batch", str(small_corpus), "--out", str(out), "--quiet", env=env)
    assert result.returncode == 0, result.stderr
    report = json.loads((out / "report.json").read_text())
    assert report["counts"]["accepted"] == 12
    result = run("eval", "--truth", str(small_corpus), "--results", str(out))
    evaluation = json.loads(result.stdout)
    assert evaluation["field_accuracy"] == 1.0 and evaluation["document_type_accuracy"] == 1.0


def test_missing_file_is_a_usage_error():
    result = run("extract", "/nonexistent/file.pdf")
    assert result.returncode == 2 and "cannot read" in result.stderr


def test_commands_that_need_no_model_start_without_loading_torch(tmp_path):
    """`dualpath --help` and a service command (`token list`) parse and run without importing torch
    (seconds on every command): only a training command's own options load it."""
    code = ("import contextlib, io, sys\n"
            "from dualpath.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()) as out:\n"
            "    try:\n        main(['--help'])\n    except SystemExit:\n        pass\n"
            "assert 'calibrate-route' in out.getvalue()  # still listed\n"
            "assert main(['token', 'list']) == 0\n"
            "print(sorted(m for m in ('torch', 'transformers', 'safetensors') if m in sys.modules))\n")
    env = {**os.environ, "PYTHONPATH": str(REPO), "DUALPATH_DATA_DIR": str(tmp_path / "data")}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "[]"
    train_help = run("train", "--help")
    assert train_help.returncode == 0 and "--model" in train_help.stdout, train_help.stderr
