"""Which reading rules earn their place: each one left out, on the design sets, per decoder.

    .venv/bin/python benchmarks/reading_rules.py [--generators first,second,third] [--per-type N] [--seed S]
        [--dev-per-type N] [--decoders ar,diffusion] [--threads N] [--ar-checkpoint DIR]
        [--diffusion-checkpoint DIR] [--corpus DIR] [--out FILE]

The reading rules (``models.reading.registry``) mend the models' answers from the page. A rule
stays only if it helps on generators it was not designed on (issue 55), so each is measured by
leaving it out: field accuracy with every rule, with every rule but that one, and with none,
and the fields it fixes (wrong without it, right with it) and breaks (right without it, wrong
with it).

Design sets only: the project's three foreign generators (``foreign_documents.GENERATORS``,
printed by Chromium; ``--per-type`` documents per type, seed ``--seed``) and the corpus's own
``dev`` split (``--dev-per-type``). Never the unread generators (``corpus/unread``) nor ``test``.
The type is given, so that every figure is the decoder's reading of the right template.

Decoders, each alone, as the shipped checkpoints decode (``--decoders``):

    ar          the AR model's whole greedy decode (``models.ar.BatchDecoder``; the batch engine
                gives the same tokens), with the "ar" rules
    diffusion   the diffusion extractor without the AR fallback (``RealtimeDecoder(fallback=None)``),
                with the "diffusion" rules its settings turn on

The "ar_partial" rules (the AR model re-decoding a few of the diffusion model's slots on the
real-time route) are the "ar" rules that mend one slot; they are judged by the "ar" figures.

The model runs once per document. The diffusion extractor's rules come after the sampler and feed
nothing back: its fields before the rules (``extract(reading=False)``) are read again under each
rule set (``DiffusionExtractor.read``). The AR decoder's rules do feed back: a slot whose answer
after the rules no value of its field can be is read again by the model (its second readings,
``models.reading.second_reading``), and the rules run again on the result. So the greedy decode
runs once and each rule set goes through ``BatchDecoder.predictions``; a second reading's model
call is a function of the slot, the slots before it and the banned first tokens only, and is kept
per document (``MemoisedRereads``): a rule set that asks for the same second reading reuses it,
one that asks for another pays for that call alone. Every rule set's answers are therefore
exactly what a full decode with that rule set gives.

Scored as ``dualpath eval`` scores a decoder's raw slots (``models.training.scoring.record_from_slots``
and ``pipeline.evaluate.compare_records``): a field is a leaf of the record, a list as long as
the longer of truth and answer. ``errors`` counts wrong leaves; a fix is a leaf wrong without the
rule and not wrong with it (right, or no leaf at all: an extra list item gone), a break the
reverse, so errors(without) - errors(with) = fixes - breaks. The AR model's second readings are
measured the same way, as the row ``second_reading`` (a mechanism of the decoder, not a rule of
the registry).

Writes benchmarks/results/reading_rules.json (the last line printed is the summary); a table of
the per-rule figures goes to stderr.
"""
from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable, Collection, Sequence

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.foreign_documents import GENERATORS, Sample, baseline_samples, foreign_samples, write_report  # noqa: E402
from models.ar.decoder import BatchDecoder, greedy_decode  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"
DECODERS = ("ar", "diffusion")
DEV = "dev"
ALL, NONE = "all", "none"
#: the AR decoder's second readings, measured as a rule (``MemoisedRereads.second_readings``)
SECOND_READING = "second_reading"
EXAMPLES = 4  # fixes and breaks kept per rule, decoder and set, to read what a rule does


def log(*a: object) -> None:
    print(*a, file=sys.stderr, flush=True)


@dataclass(frozen=True, slots=True)
class Document:
    set: str                # a foreign generator's name, or "dev"
    stem: str
    document_type: str
    data: dict[str, Any]    # the truth's record
    pages: list[str]
    geometry: list | None


def design_documents(generators: Sequence[str], per_type: int, seed: int, dev_per_type: int,
                     corpus: Path | None = None) -> list[Document]:
    """The design sets' documents, ingested from their PDFs as the pipeline ingests them."""
    from pipeline.ingest import ingest_bytes

    sets: list[tuple[str, list[Sample]]] = [(g, foreign_samples(per_type, seed, g)) for g in generators if per_type]
    if dev_per_type:
        sets.append((DEV, baseline_samples(dev_per_type, 0, split=DEV, corpus=corpus)))
    out = []
    for name, samples in sets:
        for s in samples:
            document = ingest_bytes(s.pdf)
            out.append(Document(name, s.stem, s.document_type, s.truth["data"], document.pages, document.geometry))
    return out


# -- decoders: the model once per document, the rules per rule set --------------------------------

Reader = Callable[[Collection[str] | None], list]  # rules (None: all) -> the decoder's slot predictions


class MemoisedRereads(BatchDecoder):
    """A ``BatchDecoder`` whose second readings' model calls are kept per document (``forget``
    starts the next one), and which can leave the second readings out (``second_readings``)."""

    second_readings = True

    def __init__(self, checkpoint: Path, **kwargs: Any) -> None:
        super().__init__(checkpoint, **kwargs)
        self.memo: dict[tuple, Any] = {}
        self.calls = self.reused = 0

    def forget(self) -> None:
        self.memo = {}

    def read_slot_again(self, prompt, before, plan, banned_first, layout=None):
        key = (len(before), tuple(tuple(o.ids) for o in before), banned_first)
        if key in self.memo:
            self.reused += 1
        else:
            self.calls += 1
            self.memo[key] = super().read_slot_again(prompt, before, plan, banned_first, layout)
        return self.memo[key]

    def _second_readings(self, *args: Any, **kwargs: Any):
        return super()._second_readings(*args, **kwargs) if self.second_readings else None


class ARRules:
    """The AR model's greedy decode, once per document; ``reader`` reads it under any rule set."""

    name = "ar"

    def __init__(self, checkpoint: Path) -> None:
        self.decoder = MemoisedRereads(checkpoint)

    def rules(self) -> list[str]:
        from models.reading.registry import reading_steps

        return [rule.name for step in reading_steps("ar") for rule in step] + [SECOND_READING]

    def reader(self, doc: Document) -> Reader:
        ar, t = self.decoder, doc.document_type
        plan = ar.plan(t)
        prompt, layout = ar.prompt_and_layout(doc.pages, t, plan, doc.geometry)
        outputs = greedy_decode(ar.model, prompt, plan, end_id=ar.tok.end_id, num_special=ar.tok.num_special,
                                layout=layout)
        ar.forget()

        def read(rules: Collection[str] | None) -> list:
            ar.second_readings = rules is None or SECOND_READING in rules
            names = None if rules is None else [r for r in rules if r != SECOND_READING]
            try:
                return ar.predictions(prompt, outputs, t, layout, rules=names)
            finally:
                ar.second_readings = True
        return read


class DiffusionRules:
    """The diffusion sampler's fields, once per document; ``reader`` applies any rule set to them."""

    name = "diffusion"

    def __init__(self, checkpoint: Path) -> None:
        from models.diffusion import RealtimeDecoder

        self.decoder = RealtimeDecoder(checkpoint, fallback=None, classifier=None)

    def rules(self) -> list[str]:
        from models.reading.registry import reading_steps

        return [rule.name for step in reading_steps("diffusion", self.decoder.extractor.reading_settings)
                for rule in step]

    def reader(self, doc: Document) -> Reader:
        extractor, t = self.decoder.extractor, doc.document_type
        unread = extractor.extract(doc.pages, t, doc.geometry, reading=False)

        def read(rules: Collection[str] | None) -> list:
            fields = extractor.read(t, unread.fields, unread.doc_ids, rules=rules)
            return self.decoder.route_answer(doc.pages, replace(unread, fields=fields), doc.geometry).slots
        return read


def load_decoder(name: str, ar_checkpoint: Path, diffusion_checkpoint: Path) -> ARRules | DiffusionRules:
    return ARRules(ar_checkpoint) if name == "ar" else DiffusionRules(diffusion_checkpoint)


# -- scoring --------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Outcome:
    """One document read under one rule set: its leaves and the wrong ones (path -> (truth, answer))."""
    leaves: int
    wrong: dict[str, tuple[Any, Any]]


def score(doc: Document, slots: Sequence) -> Outcome:
    from models.training.scoring import record_from_slots
    from pipeline.evaluate import compare_records

    leaves = compare_records(doc.document_type, doc.data, record_from_slots(doc.document_type, slots, doc.pages))
    return Outcome(len(leaves), {c.path: (c.truth, c.predicted) for c in leaves if not c.correct})


def rule_sets(rules: Sequence[str]) -> dict[str, Collection[str] | None]:
    """{label: rules}: every rule (None), none, and every rule but one (labelled by the one)."""
    return {ALL: None, NONE: (), **{rule: [r for r in rules if r != rule] for rule in rules}}


def measure(decoder: ARRules | DiffusionRules, docs: Sequence[Document]) -> dict[str, Any]:
    """Per design set: accuracy with all rules, none, and each left out; each rule's fixes and breaks."""
    rules = decoder.rules()
    sets = rule_sets(rules)
    tallies: dict[str, dict[str, Any]] = {}
    model_s = reading_s = 0.0
    for doc in docs:
        started = time.perf_counter()
        read = decoder.reader(doc)
        model_s += time.perf_counter() - started
        started = time.perf_counter()
        outcomes = {label: score(doc, read(chosen)) for label, chosen in sets.items()}
        reading_s += time.perf_counter() - started
        tally = tallies.setdefault(doc.set, {"documents": 0, "rule_sets": {label: {"fields": 0, "errors": 0}
                                                                            for label in sets},
                                             "rules": {}})
        tally["documents"] += 1
        for label, outcome in outcomes.items():
            tally["rule_sets"][label]["fields"] += outcome.leaves
            tally["rule_sets"][label]["errors"] += len(outcome.wrong)
        with_all = outcomes[ALL].wrong
        for label in [NONE, *rules]:
            without = outcomes[label].wrong
            row = tally["rules"].setdefault("all_rules" if label == NONE else label,
                                            {"fixes": 0, "breaks": 0, "fixed": [], "broken": []})
            fixed, broken = sorted(set(without) - set(with_all)), sorted(set(with_all) - set(without))
            row["fixes"] += len(fixed)
            row["breaks"] += len(broken)
            for kind, paths, side in (("fixed", fixed, without), ("broken", broken, with_all)):
                for path in paths[:max(0, EXAMPLES - len(row[kind]))]:
                    truth, answer = side[path]
                    with_rule = with_all.get(path, (truth, truth))[1]
                    row[kind].append({"stem": doc.stem, "path": path, "truth": truth,
                                      "with_rule": with_rule, "without_rule": without.get(path, (truth, truth))[1]})
    for tally in tallies.values():
        for counts in tally["rule_sets"].values():
            counts["field_accuracy"] = accuracy(counts)
        for label, row in tally["rules"].items():
            row["net"] = row["fixes"] - row["breaks"]
            without = tally["rule_sets"][NONE if label == "all_rules" else label]
            row["accuracy_without"] = without["field_accuracy"]
    return {"rules": rules, "model_s": round(model_s, 1), "reading_s": round(reading_s, 1), "sets": tallies}


def accuracy(counts: dict[str, int]) -> float | None:
    return round(1 - counts["errors"] / counts["fields"], 6) if counts["fields"] else None


def summarise(result: dict[str, Any], foreign: Sequence[str]) -> dict[str, Any]:
    """Each set's accuracy with all rules and with none; per rule (``all_rules``: all against
    none), [fixes, breaks] per set and its net on the foreign generators together."""
    sets = result["sets"]
    rows = {}
    for rule in ["all_rules", *result["rules"]]:
        on = {name: [s["rules"][rule]["fixes"], s["rules"][rule]["breaks"]] for name, s in sets.items()}
        rows[rule] = on | {"foreign_net": sum(on[g][0] - on[g][1] for g in foreign if g in on)}
    return {"field_accuracy": {name: {label: s["rule_sets"][label]["field_accuracy"] for label in (ALL, NONE)}
                               for name, s in sets.items()},
            "rules": rows}


def print_table(decoder: str, summary: dict[str, Any], set_names: Sequence[str]) -> None:
    log(f"\n{decoder}: fixes/breaks per set; net on the foreign generators")
    log(f"{'rule':28}" + "".join(f"{name:>10}" for name in set_names) + f"{'net':>6}")
    for rule, row in summary["rules"].items():
        cells = "".join(f"{'/'.join(map(str, row[name])):>10}" for name in set_names)
        log(f"{rule:28}{cells}{row['foreign_net']:>6}")
    for name, accuracy in summary["field_accuracy"].items():
        log(f"{name}: field accuracy {accuracy[ALL]} with every rule, {accuracy[NONE]} with none")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--generators", default=",".join(GENERATORS),
                    help="foreign generators, comma-separated (default first,second,third; '' for none)")
    ap.add_argument("--per-type", type=int, default=30,
                    help="foreign documents per type and generator (default 30, as foreign_documents.py)")
    ap.add_argument("--seed", type=int, default=0, help="the foreign generators' seed")
    ap.add_argument("--dev-per-type", type=int, default=20, help="corpus dev documents per type (default 20)")
    ap.add_argument("--corpus", type=Path, default=None, help="corpus folder (default the cached seed-0 corpus)")
    ap.add_argument("--decoders", default=",".join(DECODERS), help="ar, diffusion or both (default both)")
    ap.add_argument("--threads", type=int, default=1, help="torch intra-op threads (default 1)")
    ap.add_argument("--ar-checkpoint", type=Path, default=None, help="default the shipped AR checkpoint")
    ap.add_argument("--diffusion-checkpoint", type=Path, default=None, help="default the shipped diffusion checkpoint")
    ap.add_argument("--out", type=Path, default=RESULTS / "reading_rules.json")
    args = ap.parse_args(argv)
    generators = [g for g in args.generators.split(",") if g]
    decoders = [d for d in args.decoders.split(",") if d]
    for name in generators:
        if name not in GENERATORS:
            raise SystemExit(f"unknown generator {name!r}; choose from {', '.join(GENERATORS)}")
    for name in decoders:
        if name not in DECODERS:
            raise SystemExit(f"unknown decoder {name!r}; choose from {', '.join(DECODERS)}")
    import torch

    from models.checkpoint_files import checkpoint_dir

    torch.set_num_threads(args.threads)
    started = time.perf_counter()
    docs = design_documents(generators, args.per_type, args.seed, args.dev_per_type, args.corpus)
    set_names = list(dict.fromkeys(d.set for d in docs))
    log(f"{len(docs)} design documents ({', '.join(set_names)}) in {time.perf_counter() - started:.0f} s")
    ar_dir = args.ar_checkpoint or checkpoint_dir("ar")
    diffusion_dir = args.diffusion_checkpoint or checkpoint_dir("diffusion")
    results, summary = {}, {}
    for name in decoders:
        t0 = time.perf_counter()
        decoder = load_decoder(name, ar_dir, diffusion_dir)
        torch.set_num_threads(args.threads)  # whatever loading did
        results[name] = measure(decoder, docs)
        if name == "ar":
            results[name]["second_reading_calls"] = {"model": decoder.decoder.calls, "reused": decoder.decoder.reused}
        summary[name] = summarise(results[name], generators)
        print_table(name, summary[name], set_names)
        log(f"{name}: {time.perf_counter() - t0:.0f} s")
    config = {"generators": {g: GENERATORS[g] for g in generators}, "per_type": args.per_type, "seed": args.seed,
              "dev_per_type": args.dev_per_type, "dev_seed": 0, "type_given": True, "threads": args.threads,
              "checkpoints": {"ar": str(ar_dir), "diffusion": str(diffusion_dir)},
              "documents": {name: sum(d.set == name for d in docs) for name in set_names}}
    write_report(args.out, "reading_rules", argv, config, summary, results, started)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
