"""The reading rules' leave-one-out benchmark, on tiny checkpoints: its report adds up, and reading a
decode once under each rule set gives what a full decode with that rule set gives."""
from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from benchmarks import reading_rules as bench
from models.reading.registry import reading_steps
from pipeline.doctypes import DOCUMENT_TYPES

pytestmark = pytest.mark.timeout(600)


@pytest.fixture(scope="module", autouse=True)
def one_thread():
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


@pytest.fixture(scope="module")
def checkpoints(tmp_path_factory) -> Path:
    """A random span-pointer AR checkpoint and a diffusion checkpoint trained a few steps on the toy corpus."""
    from models.training.train_diffusion import run
    from tests.tiny_checkpoints import write_tiny_ar_checkpoint

    root = tmp_path_factory.mktemp("checkpoints")
    write_tiny_ar_checkpoint(root / "ar", max_positions=4096, max_doc_tokens=1024, slot_limit=2)
    args = argparse.Namespace(out=str(root / "diffusion"), toy=True, n_train=30, n_eval=3, steps=6, d_model=32,
                              n_layers=1, n_heads=2, d_ff=64, vocab_size=400, max_passes=4, batch_docs=2,
                              masks_per_doc=2, max_prefix_len=256, seed=0, latency_docs=2)
    assert run(args) == 0
    return root


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("corpus")


def run(checkpoints: Path, corpus: Path, out: Path, *extra: str) -> dict:
    argv = ["--ar-checkpoint", str(checkpoints / "ar"), "--diffusion-checkpoint", str(checkpoints / "diffusion"),
            "--corpus", str(corpus), "--out", str(out), *extra]
    assert bench.main(argv) == 0
    return json.loads(out.read_text())


def check_report(report: dict, sets: list[str], foreign: list[str]) -> None:
    assert report["benchmark"] == "reading_rules" and report["command"].startswith("python benchmarks/reading_rules.py")
    assert {"machine", "cpus", "per_type", "dev_per_type", "checkpoints"} <= set(report["config"])
    assert set(report["results"]) == set(report["summary"]) == set(bench.DECODERS)
    for decoder, result in report["results"].items():
        registered = [rule.name for step in reading_steps(decoder) for rule in step]  # every switch on
        assert result["rules"] == registered + ([bench.SECOND_READING] if decoder == "ar" else [])
        assert list(result["sets"]) == sets
        summary = report["summary"][decoder]
        assert list(summary["rules"]) == ["all_rules", *result["rules"]]
        for name, tally in result["sets"].items():
            rule_sets = tally["rule_sets"]
            assert set(rule_sets) == {bench.ALL, bench.NONE, *result["rules"]}
            assert tally["documents"] == len(DOCUMENT_TYPES)
            for counts in rule_sets.values():
                assert 0 <= counts["errors"] <= counts["fields"]
                assert counts["field_accuracy"] == round(1 - counts["errors"] / counts["fields"], 6)
            for rule, row in tally["rules"].items():
                without = rule_sets[bench.NONE if rule == "all_rules" else rule]
                # the leaves a rule fixes less those it breaks are the errors it saves
                assert without["errors"] - rule_sets[bench.ALL]["errors"] == row["fixes"] - row["breaks"] == row["net"]
                assert row["accuracy_without"] == without["field_accuracy"]
                assert len(row["fixed"]) == min(row["fixes"], bench.EXAMPLES)
                assert len(row["broken"]) == min(row["breaks"], bench.EXAMPLES)
                assert summary["rules"][rule][name] == [row["fixes"], row["breaks"]]
            assert summary["field_accuracy"][name] == {bench.ALL: rule_sets[bench.ALL]["field_accuracy"],
                                                       bench.NONE: rule_sets[bench.NONE]["field_accuracy"]}
        for rule, row in summary["rules"].items():
            assert row["foreign_net"] == sum(row[g][0] - row[g][1] for g in foreign)


def test_the_report_on_dev_adds_up(checkpoints, corpus, tmp_path):
    report = run(checkpoints, corpus, tmp_path / "rules.json", "--generators", "", "--dev-per-type", "1")
    check_report(report, [bench.DEV], [])
    assert report["config"]["documents"] == {bench.DEV: len(DOCUMENT_TYPES)}


def test_a_decode_read_under_a_rule_set_is_that_rule_sets_full_decode(checkpoints, corpus):
    from models.ar.decoder import BatchDecoder
    from models.diffusion import RealtimeDecoder

    docs = bench.design_documents([], 0, 0, 1, corpus)
    ar, diffusion = bench.ARRules(checkpoints / "ar"), bench.DiffusionRules(checkpoints / "diffusion")
    reference_ar = BatchDecoder(checkpoints / "ar")
    reference_diffusion = RealtimeDecoder(checkpoints / "diffusion", fallback=None, classifier=None)
    rules = ar.rules()
    for doc in docs:
        read = ar.reader(doc)
        assert read(None) == reference_ar.decode(doc.pages, doc.document_type, geometry=doc.geometry).slots
        # every rule but one, read from the one decode (second readings kept per document), against
        # the reference decoder reading the same greedy outputs afresh
        plan = reference_ar.plan(doc.document_type)
        prompt, layout = reference_ar.prompt_and_layout(doc.pages, doc.document_type, plan, doc.geometry)
        outputs = bench.greedy_decode(reference_ar.model, prompt, plan, end_id=reference_ar.tok.end_id,
                                      num_special=reference_ar.tok.num_special, layout=layout)
        for left_out in rules[:-1:5]:
            chosen = [r for r in rules if r not in (left_out, bench.SECOND_READING)]
            assert read([*chosen, bench.SECOND_READING]) == reference_ar.predictions(
                prompt, outputs, doc.document_type, layout, rules=chosen)
        assert diffusion.reader(doc)(None) == reference_diffusion.decode(doc.pages, doc.document_type,
                                                                         geometry=doc.geometry).slots


def test_unknown_generators_and_decoders_are_refused(tmp_path):
    with pytest.raises(SystemExit, match="first, second, third"):
        bench.main(["--generators", "fourth", "--out", str(tmp_path / "x.json")])
    with pytest.raises(SystemExit, match="ar, diffusion"):
        bench.main(["--decoders", "ar_partial", "--out", str(tmp_path / "x.json")])


@pytest.mark.browser
def test_the_report_on_a_foreign_generator_adds_up(checkpoints, corpus, tmp_path):
    from corpus.foreign.printing import CHROMIUM

    if not Path(CHROMIUM).exists():
        pytest.skip(f"no chromium at {CHROMIUM} (apt-get install -y chromium)")
    report = run(checkpoints, corpus, tmp_path / "rules.json", "--generators", "first", "--per-type", "1",
                 "--dev-per-type", "1")
    check_report(report, ["first", bench.DEV], ["first"])
