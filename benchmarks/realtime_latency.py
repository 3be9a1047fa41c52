"""Real-time path latency: one request at a time, end to end, and each decoder alone on the same documents.

    .venv/bin/python benchmarks/realtime_latency.py [--quick] [--per-type N] [--threads N]
        [--diffusion-checkpoint DIR] [--ar-checkpoint DIR] [--fallback shipped|greedy] [--device cuda] [--out FILE]

Documents: the ``test`` split of the training corpus (``~/.cache/dualpath/corpus/v2-seed0``, layout
families and label words never seen in training; generated with ``corpus.synth`` if missing), the
first N per type in file-name order (default all 100, ``--quick`` 4), read into memory before timing.
Every document goes, one at a time and in turn, through:

    realtime_route    ``pipeline.extract.extract_document(pdf_bytes, route="realtime")``: bytes in ->
                      envelope out (parse in the isolated pypdf worker, classify, diffusion decode, AR
                      fallback for unsure fields, normalise, validate, ground, route). The type is not
                      given (``--given-type`` gives it), as at the counter.
    diffusion         decode only: pages + type -> slot texts with the diffusion model alone
                      (``RealtimeDecoder.extractor.extract``: tokenise, prefix pass, sampler, render).
    ar_greedy         decode only: pages + type -> slot texts with the AR model, ``greedy_decode``
                      (KV cache, skeleton jump-forward): tokenise, prompt, decode, render.
    ar_prompt_lookup  the same with ``models.ar.speculative.prompt_lookup_decode`` (drafts copied from
                      the document, verified in one pass; hints from the tokenizer included in its time).
                      Its tokens must equal ar_greedy's (``exact_match_vs_greedy``).

Warm-up on the first documents (untimed) before timing; torch intra-op threads = ``--threads`` (default: torch's, one per core).
Field accuracy: ``pipeline.evaluate`` on the realtime envelopes' ``data`` and on records made from the
AR / diffusion slots (``models.training.scoring.record_from_slots``). Fallback rate: fields re-decoded by
AR on the realtime route (``route.fallback_fields``) over the template's slots. ECE and the reliability
diagram: the realtime envelopes' field confidences against the fields' correctness. Accepted fields:
fields of non-rejected envelopes that need no review (confidence >= the decoder's accept threshold and,
when not null, found in the text).

Writes benchmarks/results/realtime_latency.json, realtime_latency.png (latency distributions) and
realtime_latency_reliability.png (``--quick``: realtime_latency_quick*); the last line printed is the
summary JSON.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

from dualpath.wiring import install as install_decoders  # noqa: E402
from models.training.common import corpus_dir  # noqa: E402
from pipeline.doctypes import DOCUMENT_TYPES  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"
DEFAULT_CORPUS = corpus_dir(0)
METHODS = ("realtime_route", "diffusion", "ar_greedy", "ar_prompt_lookup")
TARGETS = {"p99_ms": 300.0, "speedup_vs_ar_greedy": 5.0, "speedup_vs_ar_prompt_lookup": 2.5,
           "accuracy_gap_points": 0.5, "fallback_rate": 0.10, "accepted_field_precision": 0.995}


def log(*a) -> None:
    print(*a, file=sys.stderr, flush=True)


# -- documents ----------------------------------------------------------------------------------

def load_documents(corpus: Path, per_type: int, seed: int, split: str = "test") -> list[tuple]:
    """(CorpusDocument, pdf bytes) of the first ``per_type`` documents of each type of ``split``."""
    from models.dataset import load_corpus
    from corpus import synth

    for t in DOCUMENT_TYPES:
        folder = corpus / split / t
        if len(list(folder.glob("*.truth.json"))) < per_type:
            log(f"generating {per_type} {split} documents of {t} in {folder}")
            folder.mkdir(parents=True, exist_ok=True)
            synth.write_corpus(folder, t, per_type, seed=seed, split=split)
    docs = load_corpus(corpus, split, limit=per_type)
    out = []
    for doc in sorted(docs, key=lambda d: d.stem):
        out.append((doc, (corpus / split / doc.document_type / f"{doc.stem}.pdf").read_bytes()))
    return out


# -- decoders -----------------------------------------------------------------------------------

class GreedySlots:
    """An AR ``decode_slots`` fallback that decodes with plain greedy and a fresh prefill per
    call (``--fallback greedy``), to compare with the shipped one (prompt lookup, prefill reused).
    Drafts change no output, only the number of forward passes, so plain greedy ignores them."""

    def __init__(self, ar) -> None:
        self.ar, self.version = ar, ar.version

    def decode_slots(self, pages, document_type, paths, *, context=None, drafts=None):
        if not paths:
            return []
        outputs, prompt = ar_greedy(self.ar, pages, document_type, self.ar.plan(document_type, paths), context)
        return self.ar.predictions(prompt, outputs)


def ar_greedy(ar, pages, document_type, plan=None, context=None):
    from models.ar.decoder import greedy_decode

    plan = plan or ar.plan(document_type)
    prompt, gaps = ar.slot_prompt(pages, document_type, plan, context)
    return greedy_decode(ar.model, prompt, plan, end_id=ar.tok.end_id, num_special=ar.tok.num_special,
                         gaps=gaps), prompt


def ar_prompt_lookup(ar, pages, document_type, plan=None, stats=None, num_draft: int = 4):
    from models.ar.speculative import prompt_lookup_decode

    plan = plan or ar.plan(document_type)
    prompt = ar.prompt(pages, document_type, plan)
    outputs = prompt_lookup_decode(ar.model, prompt, plan, end_id=ar.tok.end_id, num_special=ar.tok.num_special,
                                   hints=ar.hints(prompt), num_draft=num_draft, stats=stats)
    return outputs, prompt


def diffusion_entry(realtime):
    """(callable(pages, type) -> slot predictions, description): the diffusion model alone."""
    extractor = getattr(realtime, "extractor", None)
    if extractor is not None and hasattr(extractor, "extract") and hasattr(realtime, "diffusion_slots"):
        return (lambda pages, t: realtime.diffusion_slots(extractor.extract(list(pages), t)),
                "RealtimeDecoder.extractor.extract (+ diffusion_slots)")

    def without_fallback(pages, t):  # no decode-only entry point: the decoder with its fallback switched off
        saved = realtime.fallback
        realtime.fallback = None
        try:
            return realtime.decode(list(pages), t, route="realtime").slots
        finally:
            realtime.fallback = saved
    return without_fallback, "RealtimeDecoder.decode with fallback=None"


# -- statistics ---------------------------------------------------------------------------------

def percentile(values, q: float) -> float:
    """Linear-interpolated percentile (numpy's default method)."""
    xs = sorted(values)
    if not xs:
        return float("nan")
    pos = (len(xs) - 1) * q / 100.0
    lo, hi = math.floor(pos), math.ceil(pos)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def distribution(values) -> dict:
    return {"p50": round(percentile(values, 50), 2), "p90": round(percentile(values, 90), 2),
            "p95": round(percentile(values, 95), 2), "p99": round(percentile(values, 99), 2),
            "mean": round(statistics.fmean(values), 2) if values else float("nan"),
            "max": round(max(values), 2) if values else float("nan"), "n": len(values)}


def calibration(pairs, bins: int) -> tuple[float, list[dict]]:
    """ECE (equal-width bins, weighted by count) and the reliability table of (confidence, correct) pairs."""
    rows, ece, n = [], 0.0, len(pairs)
    for b in range(bins):
        lo, hi = b / bins, (b + 1) / bins
        inside = [(c, ok) for c, ok in pairs if (lo <= c < hi) or (b == bins - 1 and c == 1.0)]
        if not inside:
            rows.append({"lo": lo, "hi": hi, "count": 0, "confidence": None, "accuracy": None})
            continue
        conf = statistics.fmean(c for c, _ in inside)
        acc = statistics.fmean(float(ok) for _, ok in inside)
        ece += len(inside) / n * abs(acc - conf)
        rows.append({"lo": lo, "hi": hi, "count": len(inside), "confidence": round(conf, 4), "accuracy": round(acc, 4)})
    return (round(ece, 4) if n else float("nan")), rows


# -- the run ------------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    install_decoders()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a 1-2 minute version (4 documents per type)")
    parser.add_argument("--per-type", type=int, default=None,
                        help="test documents per type (default 100: the whole test split; --quick 4)")
    parser.add_argument("--threads", type=int, default=None,
                        help="torch intra-op threads for every method (default: torch's own default, one per core, "
                             "as `dualpath extract` and the service run; the route then does not prefetch, see "
                             "RealtimeDecoder)")
    parser.add_argument("--diffusion-checkpoint", default=None,
                        help="default: models.checkpoint_files.checkpoint_dir('diffusion')")
    parser.add_argument("--ar-checkpoint", default=None, help="default: models.checkpoint_files.checkpoint_dir('ar')")
    parser.add_argument("--fallback", choices=("shipped", "greedy"), default="shipped",
                        help="how the realtime route's AR fallback decodes: as shipped (BatchDecoder.decode_slots: "
                             "prompt lookup, the document's prefill reused) or plain greedy")
    parser.add_argument("--given-type", action="store_true", help="give the document type to the realtime route")
    parser.add_argument("--device", default="cpu", help="torch device of both models (cpu, cuda)")
    parser.add_argument("--num-draft", type=int, default=4, help="prompt lookup: draft tokens per forward")
    parser.add_argument("--warmup", type=int, default=3, help="documents run untimed first")
    parser.add_argument("--bins", type=int, default=10, help="reliability diagram bins")
    parser.add_argument("--corpus", default=str(DEFAULT_CORPUS), help="corpus folder (its test split is used)")
    parser.add_argument("--seed", type=int, default=0, help="corpus seed, if the test split must be generated")
    parser.add_argument("--out", default=None, help="results JSON (default benchmarks/results/realtime_latency.json, "
                                                    "--quick: realtime_latency_quick.json); PNGs beside it")
    args = parser.parse_args(argv)
    args.out = Path(args.out or RESULTS / ("realtime_latency_quick.json" if args.quick else "realtime_latency.json"))
    per_type = args.per_type or (4 if args.quick else 100)
    args.threads = args.threads or torch.get_num_threads()
    torch.set_num_threads(args.threads)

    from models.ar.decoder import BatchDecoder
    from models.ar.speculative import SpecStats
    from models.checkpoint_files import checkpoint_dir
    from models.loading import load_decoder
    from models.template import slot_paths
    from models.training.scoring import record_from_slots
    from pipeline.decoding import NoModelError
    from pipeline.evaluate import compare_records, evaluate_pairs
    from pipeline.extract import extract_document

    ar_dir = Path(args.ar_checkpoint) if args.ar_checkpoint else checkpoint_dir("ar")
    diffusion_dir = Path(args.diffusion_checkpoint) if args.diffusion_checkpoint else checkpoint_dir("diffusion")
    if not (ar_dir / "model.safetensors").is_file():
        log(f"no AR checkpoint at {ar_dir}: train one (`dualpath train --model ar --out {ar_dir}`) "
            "or pass --ar-checkpoint DIR")
        return 3
    try:
        if args.diffusion_checkpoint or args.ar_checkpoint or args.device != "cpu":
            from models.diffusion import RealtimeDecoder

            realtime = RealtimeDecoder(diffusion_dir, fallback=ar_dir, device=args.device)
        else:
            realtime = load_decoder("realtime")
    except NoModelError as exc:
        log(str(exc))
        return 3
    except Exception as exc:  # a checkpoint from another format: say which, not a traceback
        log(f"cannot load the real-time decoder from {diffusion_dir} (AR fallback {ar_dir}): "
            f"{type(exc).__name__}: {str(exc)[:500]}")
        return 3
    ar = getattr(realtime, "fallback", None)
    if not isinstance(ar, BatchDecoder) or Path(ar.dir).resolve() != ar_dir.resolve():
        ar = BatchDecoder(ar_dir, device=args.device)
    if args.fallback == "greedy" and getattr(realtime, "fallback", None) is not None:
        realtime.fallback = GreedySlots(ar)
    diffusion_decode, diffusion_how = diffusion_entry(realtime)
    torch.set_num_threads(args.threads)  # whatever loading the models did
    accept_threshold = float(getattr(realtime, "accept_threshold", 0.9))
    accept_threshold_empty = getattr(realtime, "accept_threshold_empty", None)
    accept_threshold_redecoded = getattr(realtime, "accept_threshold_redecoded", None)

    documents = load_documents(Path(args.corpus).expanduser(), per_type, args.seed)
    n = len(documents)
    load_start = os.getloadavg()
    log(f"{n} test documents, threads {args.threads}, load {load_start[0]:.2f}; diffusion {diffusion_dir}, "
        f"AR {ar_dir}, fallback {args.fallback}; diffusion decode-only via {diffusion_how}")

    def run_one(doc, data, stats=None):
        """Each method on one document: (ms per method, outputs)."""
        t = doc.document_type
        ms, out = {}, {}
        started = time.perf_counter()
        out["realtime_route"] = extract_document(data, document_type=t if args.given_type else None,
                                                 route="realtime", decoder=realtime)
        ms["realtime_route"] = (time.perf_counter() - started) * 1000
        if getattr(realtime, "last_prefetch", None) is not None:
            # A document needing no fallback leaves its background AR prefill running after the
            # envelope is out: let it end, so it does not slow the next method's timing.
            realtime.last_prefetch.result()
        started = time.perf_counter()
        out["diffusion"] = diffusion_decode(doc.pages, t)
        ms["diffusion"] = (time.perf_counter() - started) * 1000
        started = time.perf_counter()
        outputs, prompt = ar_greedy(ar, doc.pages, t)
        out["ar_greedy"] = (ar.predictions(prompt, outputs, t), outputs)
        ms["ar_greedy"] = (time.perf_counter() - started) * 1000
        started = time.perf_counter()
        outputs, prompt = ar_prompt_lookup(ar, doc.pages, t, stats=stats, num_draft=args.num_draft)
        out["ar_prompt_lookup"] = (ar.predictions(prompt, outputs, t), outputs)
        ms["ar_prompt_lookup"] = (time.perf_counter() - started) * 1000
        return ms, out

    warm = min(args.warmup, n)
    started = time.perf_counter()
    for doc, data in documents[:warm]:
        run_one(doc, data)
    log(f"warm-up on {warm} documents: {time.perf_counter() - started:.1f} s")

    stats = SpecStats()
    times = {m: [] for m in METHODS}
    stage_ms: dict[str, list[float]] = {}
    pairs = {m: [] for m in ("realtime_route", "diffusion", "ar_greedy", "ar_prompt_lookup")}
    conf_pairs, accepted_ok, accepted_doc_ok, accepted_wrong = [], [], [], []
    per_doc, loads = [], []
    fallback_fields = slots_total = docs_with_fallback = same_tokens = 0
    statuses: dict[str, int] = {}
    bench_started = time.perf_counter()
    for i, (doc, data) in enumerate(documents):
        ms, out = run_one(doc, data, stats)
        for m in METHODS:
            times[m].append(ms[m])
        env = out["realtime_route"]
        truth = {"document_type": doc.document_type, "data": doc.data}
        env_dict = env.to_json_dict()
        pairs["realtime_route"].append((doc.stem, truth, env_dict))
        for m in ("diffusion", "ar_greedy", "ar_prompt_lookup"):
            slots = out[m][0] if m != "diffusion" else out[m]
            record = record_from_slots(doc.document_type, slots, doc.pages)
            pairs[m].append((doc.stem, truth, {"document_type": doc.document_type, "data": record,
                                               "status": "accepted"}))
        same = [o.ids for o in out["ar_greedy"][1]] == [o.ids for o in out["ar_prompt_lookup"][1]]
        same_tokens += same
        for stage, value in env.timings_ms.items():
            stage_ms.setdefault(stage, []).append(value)
        statuses[env.status] = statuses.get(env.status, 0) + 1
        # calibration and accepted fields: the envelope's fields against the truth, leaf by leaf
        leaves = {c.path: c for c in compare_records(doc.document_type, doc.data,
                                                     env.data if env.document_type == doc.document_type else None)}
        for f in env.fields:
            ok = leaves[f.path].correct if f.path in leaves else False
            conf_pairs.append((float(f.confidence), ok))
            if env.status != "rejected" and f.status == "accepted":  # the envelope's own verdict
                accepted_ok.append(ok)
                if not ok:  # what an auditor would have let through unreviewed
                    accepted_wrong.append({"stem": doc.stem, "family": getattr(doc, "family", ""), "path": f.path,
                                           "truth": leaves[f.path].truth if f.path in leaves else None,
                                           "value": f.value, "confidence": round(float(f.confidence), 4),
                                           "decoded_by": f.decoded_by})
            if env.status == "accepted":
                accepted_doc_ok.append(ok)
        n_slots = len(slot_paths(env.document_type or doc.document_type))
        slots_total += n_slots
        fallback_fields += len(env.route.fallback_fields)
        docs_with_fallback += bool(env.route.fallback_fields)
        loads.append(os.getloadavg()[0])
        per_doc.append({"stem": doc.stem, "type": doc.document_type, "family": getattr(doc, "family", ""),
                        "status": env.status,
                        "fallback_fields": len(env.route.fallback_fields), "slots": n_slots,
                        "same_tokens": same, **{f"{m}_ms": round(ms[m], 2) for m in METHODS},
                        "timings_ms": env.timings_ms})
        if (i + 1) % 10 == 0 or i + 1 == n:
            log(f"{i + 1}/{n}  e2e p50 {percentile(times['realtime_route'], 50):.0f} ms  "
                f"diffusion {percentile(times['diffusion'], 50):.0f}  "
                f"ar_greedy {percentile(times['ar_greedy'], 50):.0f}"
                f"  ar_prompt_lookup {percentile(times['ar_prompt_lookup'], 50):.0f}  load {loads[-1]:.2f}")
    bench_seconds = time.perf_counter() - bench_started

    accuracy = {m: evaluate_pairs(pairs[m], top_errors=10) for m in pairs}
    ece, reliability = calibration(conf_pairs, args.bins)
    med = {m: percentile(times[m], 50) for m in METHODS}
    e2e = distribution(times["realtime_route"])
    fa = {m: accuracy[m]["field_accuracy"] for m in accuracy}
    accepted_precision = statistics.fmean(accepted_ok) if accepted_ok else None
    summary = {
        "p50_ms": e2e["p50"], "p99_ms": e2e["p99"],
        "decode_ms": {m: round(med[m], 2) for m in ("diffusion", "ar_greedy", "ar_prompt_lookup")},
        "speedup_vs_ar_greedy": round(med["ar_greedy"] / med["diffusion"], 2),
        "speedup_vs_ar_prompt_lookup": round(med["ar_prompt_lookup"] / med["diffusion"], 2),
        "field_accuracy": {"realtime_route": fa["realtime_route"], "ar_greedy": fa["ar_greedy"]},
        "fallback_rate": round(fallback_fields / slots_total, 4) if slots_total else None,
        "ece": ece,
    }
    criteria = {
        "p99_le_300ms": e2e["p99"] <= TARGETS["p99_ms"],
        "diffusion_5x_vs_ar_greedy": summary["speedup_vs_ar_greedy"] >= TARGETS["speedup_vs_ar_greedy"],
        "diffusion_2_5x_vs_ar_prompt_lookup":
            summary["speedup_vs_ar_prompt_lookup"] >= TARGETS["speedup_vs_ar_prompt_lookup"],
        "realtime_accuracy_within_0_5_points_of_ar_greedy":
            fa["realtime_route"] is not None and fa["ar_greedy"] is not None
            and fa["realtime_route"] >= fa["ar_greedy"] - TARGETS["accuracy_gap_points"] / 100,
        "fallback_rate_le_10pct":
            summary["fallback_rate"] is not None and summary["fallback_rate"] <= TARGETS["fallback_rate"],
        "accepted_fields_ge_99_5pct_correct": accepted_precision is not None
            and accepted_precision >= TARGETS["accepted_field_precision"],
    }
    # Field accuracy per layout family (held-out families are test's hard part), per method.
    family_of = {doc.stem: getattr(doc, "family", "") or "?" for doc, _ in documents}
    by_family = {}
    for family in sorted(set(family_of.values())):
        subset = {m: [p for p in pairs[m] if family_of[p[0]] == family] for m in pairs}
        by_family[family] = {"documents": len(subset["realtime_route"]),
                             **{m: evaluate_pairs(subset[m], top_errors=0)["field_accuracy"] for m in subset}}
    for m in accuracy:
        accuracy[m].pop("per_field", None)
        accuracy[m].pop("missing_results", None)
    results = {
        "summary": summary,
        "criteria": criteria,
        "targets": TARGETS,
        "latency_ms": {m: distribution(times[m]) for m in METHODS},
        "realtime_stages_ms": {k: distribution(v) for k, v in stage_ms.items()},
        "speedup_realtime_decode_vs_ar_greedy":
            round(med["ar_greedy"] / percentile(stage_ms.get("extract", [math.nan]), 50), 2),
        "accuracy": accuracy,
        "field_accuracy_by_family": by_family,
        "statuses": statuses,
        "fallback": {"fields": fallback_fields, "slots": slots_total, "rate": summary["fallback_rate"],
                     "documents_with_fallback": docs_with_fallback, "decoder": args.fallback},
        "calibration": {"ece": ece, "bins": reliability, "fields": len(conf_pairs)},
        "accepted_fields": {"count": len(accepted_ok), "precision": accepted_precision and round(accepted_precision, 5),
                            "share_of_fields": round(len(accepted_ok) / len(conf_pairs), 4) if conf_pairs else None,
                            "in_accepted_documents": len(accepted_doc_ok),
                            "precision_in_accepted_documents": round(statistics.fmean(accepted_doc_ok), 5)
                            if accepted_doc_ok else None,
                            "wrong": accepted_wrong,
                            "accept_threshold": accept_threshold, "accept_threshold_empty": accept_threshold_empty,
                            "accept_threshold_redecoded": accept_threshold_redecoded},
        "prompt_lookup": {**stats.as_dict(), "num_draft": args.num_draft,
                          "exact_match_vs_greedy": round(same_tokens / n, 4) if n else None},
        "documents": n, "per_type": per_type, "quick": args.quick, "threads": args.threads,
        "given_type": args.given_type, "warmup_documents": warm, "seconds": round(bench_seconds, 1),
        "checkpoints": {"diffusion": str(diffusion_dir), "ar": str(ar_dir)},
        "models": getattr(realtime, "models", {}),
        "diffusion_decode_entry": diffusion_how,
        "load_average_at_start": load_start, "load_average_at_end": os.getloadavg(),
        "load_average_1min_during": {"mean": round(statistics.fmean(loads), 2) if loads else None,
                                     "max": max(loads) if loads else None},
        "cpu_count": os.cpu_count(), "machine": platform.processor() or platform.machine(),
        "python": platform.python_version(), "torch": torch.__version__,
        "device": torch.cuda.get_device_name() if args.device.startswith("cuda") else "cpu",
        "per_document": per_doc,
        "notes": ("decode-only times: pages + type -> slot texts with one model alone (tokenisation, decode, "
                  "rendering); realtime_route: PDF bytes -> envelope with extract_document, one request at a time. "
                  "speedup_realtime_decode_vs_ar_greedy compares the realtime route's whole decode stage "
                  "(diffusion + AR fallback, envelope timings_ms.extract) with AR greedy."),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    _plot_latency(times, args.out.with_suffix(".png"), n)
    _plot_reliability(reliability, ece, args.out.with_name(args.out.stem + "_reliability.png"))
    log(f"wrote {args.out}")
    print(json.dumps(summary))
    return 0


def _pyplot():
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    return plt


def _plot_latency(times: dict, path: Path, n: int) -> None:
    plt = _pyplot()
    if plt is None:
        return
    fig, ax = plt.subplots(figsize=(6.5, 4))
    labels = {"realtime_route": "real-time route, end to end", "diffusion": "diffusion decode",
              "ar_greedy": "AR greedy decode", "ar_prompt_lookup": "AR + prompt lookup decode"}
    for m in METHODS:
        xs = sorted(times[m])
        if xs:
            ax.plot(xs, [(k + 1) / len(xs) for k in range(len(xs))], drawstyle="steps-post",
                    label=f"{labels[m]} (p50 {percentile(xs, 50):.0f} ms)")
    ax.axvline(TARGETS["p99_ms"], color="grey", linestyle="--", linewidth=1)
    ax.axhline(0.99, color="grey", linestyle=":", linewidth=1)
    ax.set_xscale("log")
    ax.set_xlabel("latency per document (ms, log scale)")
    ax.set_ylabel("share of documents")
    ax.set_title(f"Real-time path latency, one request at a time ({n} test documents)")
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=8, loc="lower right")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def _plot_reliability(rows: list[dict], ece: float, path: Path) -> None:
    plt = _pyplot()
    if plt is None:
        return
    fig, ax = plt.subplots(figsize=(4.5, 4.5))
    filled = [r for r in rows if r["count"]]
    width = rows[0]["hi"] - rows[0]["lo"] if rows else 0.1
    ax.bar([r["lo"] for r in filled], [r["accuracy"] for r in filled], width=width, align="edge",
           edgecolor="black", alpha=0.7, label="accuracy")
    ax.plot([0, 1], [0, 1], color="grey", linestyle="--", linewidth=1, label="perfect calibration")
    for r in filled:
        ax.text(r["lo"] + width / 2, min(0.97, (r["accuracy"] or 0) + 0.02), str(r["count"]), ha="center", fontsize=7)
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.set_xlabel("field confidence (real-time route)")
    ax.set_ylabel("share of fields correct")
    ax.set_title(f"Reliability diagram, ECE {ece:.3f}")
    ax.legend(fontsize=8, loc="upper left")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


if __name__ == "__main__":
    sys.exit(main())
