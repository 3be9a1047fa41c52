"""Batch-path throughput: the continuous-batching engine against transformers, same weights, same documents.

    .venv/bin/python benchmarks/batch_throughput.py [--quick] [--checkpoint DIR] [--threads N] [--device cuda]

Documents: the synthetic corpus's ``test`` split (layout families never seen in training),
in file-name order, as a nightly folder arrives. Every method decodes every document's slots
greedily from the same AR checkpoint; decoding time only (ingest and post-processing excluded).

    hf_sequential      transformers ``generate`` one document at a time (SkeletonLogitsProcessor)
    hf_static          ``generate`` in static, left-padded batches; the best batch size found
    hf_generate_batch  ``generate_batch`` (transformers' continuous batching). It cannot run the
                       span-pointer head (whose per-sequence keys ride on the Cache object, which
                       generate_batch replaces by its paged cache; its output is wider than the
                       vocabulary) nor take a per-request logits processor, so it runs the same
                       backbone (``LlamaForCausalLM`` from the same weights, pointer head dropped),
                       unconstrained greedy, the same prompts and the same number of new tokens per
                       document (its own ``max_new_tokens``). ``engine_backbone`` is this engine on
                       exactly that workload.
    engine             models.engine.LLMEngine, with prompt-lookup drafts verified in each decode
                       step (``--num-draft``, default EngineConfig's; the drafters' hints are
                       computed inside the timing), as ``dualpath batch`` runs it. Timed twice, before
                       hf_sequential and after hf_static, on a fresh engine each time: its docs/s is
                       both runs' documents over both runs' seconds, so a machine that speeds up or
                       slows down while the baselines run biases the ratios neither way (this 2-core
                       machine is shared; both runs are reported, and must give the same tokens)

``exact_match_vs_greedy``: share of documents whose engine slot tokens equal hf_sequential's.
``pointer_share``: share of the written value tokens that are span pointers (a copied span is
two tokens, start and end pointer, whatever its length).
Writes benchmarks/results/batch_throughput.json and batch_throughput_concurrency.{csv,png}
(``--quick``: batch_throughput_quick*); the last line printed is the summary JSON.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

from models.ar.decoder import BatchDecoder, generate_slots  # noqa: E402
from models.engine import EngineConfig, LLMEngine, SkeletonParams  # noqa: E402
from pipeline.doctypes import DOCUMENT_TYPES  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"


class PeakRSS:
    """Peak resident memory (MB) of this process while the block runs, sampled every 5 ms
    (``gpu_peak_mb``: set by ``timed`` on a GPU)."""

    gpu_peak_mb: float | None = None

    def __enter__(self) -> "PeakRSS":
        self.peak = self.start = _rss_mb()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()
        return self

    def _sample(self) -> None:
        while not self._stop.wait(0.005):
            self.peak = max(self.peak, _rss_mb())

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()
        self.peak = max(self.peak, _rss_mb())


def _rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def load_documents(n_per_type: int, seed: int) -> list:
    """(stem, type, pages) of the first n test documents per type, generated once and cached."""
    from models.dataset import load_corpus
    from corpus.synth import write_corpus

    cache = Path(os.environ.get("DUALPATH_BENCH_CORPUS", Path.home() / ".cache" / "dualpath" / "bench" / f"s{seed}"))
    for t in DOCUMENT_TYPES:
        folder = cache / "test" / t
        if len(list(folder.glob("*.pdf"))) < n_per_type:
            write_corpus(folder, t, n_per_type, seed=seed, split="test")
    docs = load_corpus(cache, "test", limit=n_per_type)
    return sorted(docs, key=lambda d: d.stem)


def timed(fn):
    """(fn's result, seconds, PeakRSS); on a GPU the kernels fn queued are waited for inside the
    timing, and ``rss.gpu_peak_mb`` is the peak memory torch allocated on the device meanwhile."""
    cuda = torch.cuda.is_available() and torch.cuda.is_initialized()
    if cuda:
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
    with PeakRSS() as rss:
        started = time.perf_counter()
        out = fn()
        if cuda:
            torch.cuda.synchronize()
        seconds = time.perf_counter() - started
    rss.gpu_peak_mb = torch.cuda.max_memory_allocated() / 2**20 if cuda else None
    return out, seconds, rss


def slot_ids(outputs) -> list[list[int]]:
    return [list(o.ids) for o in outputs]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a 1-2 minute version (few documents)")
    parser.add_argument("--checkpoint", default=None, help="AR checkpoint (default: the shipped one)")
    parser.add_argument("--per-type", type=int, default=None,
                        help="test documents per type (default 100: the whole test split, so that the engine runs "
                             "at its full concurrency most of the time, as a night of documents does; --quick: 3)")
    parser.add_argument("--curve-per-type", type=int, default=None,
                        help="test documents per type for the concurrency curve (default: the same documents as "
                             "the rest)")
    parser.add_argument("--threads", type=int, default=1,
                        help="torch intra-op threads to start from; outside --quick every method is also tried with 2 "
                             "and runs with its faster setting")
    parser.add_argument("--attention-workers", type=int, default=2,
                        help="engine threads sharing the per-sequence attention")
    parser.add_argument("--kv-cache-mb", type=float, default=1024.0)
    parser.add_argument("--device", default="cpu", help="torch device of every method (cpu, cuda); on cuda the "
                                                       "thread probes are skipped and the engine runs its attention "
                                                       "on one thread")
    parser.add_argument("--static-sizes", default=None,
                        help="hf_static batch sizes to compare, comma-separated (default 2,4,8; --quick 8)")
    parser.add_argument("--num-draft", type=int, default=EngineConfig().num_draft,
                        help="engine: prompt-lookup draft tokens per sequence and step (0: none)")
    parser.add_argument("--max-num-seqs", type=int, default=64)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default=None, help="results JSON (default: benchmarks/results/batch_throughput.json, "
                                                    "or batch_throughput_quick.json with --quick)")
    args = parser.parse_args(argv)

    args.out = args.out or str(RESULTS / ("batch_throughput_quick.json" if args.quick else "batch_throughput.json"))
    torch.set_num_threads(args.threads)
    from models.checkpoint_files import checkpoint_dir

    checkpoint = Path(args.checkpoint) if args.checkpoint else checkpoint_dir("ar")
    if not (checkpoint / "model.safetensors").exists():
        print(f"no AR checkpoint at {checkpoint}: train one (`dualpath train --model ar --out {checkpoint}`) "
              "or pass --checkpoint DIR", file=sys.stderr)
        return 2
    per_type = args.per_type or (3 if args.quick else 100)
    static_sizes = (tuple(int(x) for x in args.static_sizes.split(",")) if args.static_sizes
                    else (8,) if args.quick else (2, 4, 8))
    on_cpu = args.device == "cpu"
    curve = (1, 4, 16, 64, 256)

    log = lambda *a: print(*a, file=sys.stderr, flush=True)  # noqa: E731
    reference = BatchDecoder(checkpoint, device=args.device)
    model, tok = reference.model, reference.tok
    docs = load_documents(per_type, args.seed)
    plans = [reference.plan(d.document_type) for d in docs]
    prompts = [reference.prompt(d.pages, d.document_type, p) for d, p in zip(docs, plans)]
    params = [SkeletonParams.from_plan(p, end_id=tok.end_id, num_special=tok.num_special) for p in plans]
    n = len(docs)
    load_at_start = os.getloadavg()
    log(f"{n} test documents, prompt tokens mean {sum(map(len, prompts)) / n:.0f}, threads {args.threads}, "
        f"load {os.getloadavg()[0]:.1f}")
    results: dict = {"methods": {}}

    def record(name: str, seconds: float, rss: PeakRSS, **extra) -> None:
        results["methods"][name] = {"docs_per_s": round(n / seconds, 3), "seconds": round(seconds, 2),
                                    "rss_before_mb": round(rss.start, 1), "peak_rss_mb": round(rss.peak, 1), **extra}
        results["methods"][name].update(_gpu_memory(rss))
        log(f"{name:20s} {n / seconds:7.2f} docs/s  ({seconds:.1f} s, peak RSS {rss.peak:.0f} MB) {extra or ''}")

    # (d) first, so its peak RSS is not inflated by the transformers runs before it.
    def engine_config(threads: int, workers: int, **overrides) -> EngineConfig:
        fields = dict(kv_cache_mb=args.kv_cache_mb, max_num_seqs=args.max_num_seqs, num_draft=args.num_draft,
                      max_num_batched_tokens=max(EngineConfig().max_num_batched_tokens, 2 * args.max_num_seqs))
        return EngineConfig(**{**fields, **overrides}, num_threads=threads, attention_workers=workers)

    def run_engine(engine: LLMEngine, prompts, params, plans) -> list:
        """The documents through ``engine``, with prompt-lookup drafters (their hints computed
        here, inside the timing) where ``num_draft`` > 0."""
        drafters = [reference.drafter(p, plan) if engine.config.num_draft else None
                    for p, plan in zip(prompts, plans)]
        seqs = [engine.add_request(p, sp, d) for p, sp, d in zip(prompts, params, drafters)]
        while not engine.is_finished():
            engine.step()
        return [seq.slots for seq in seqs]

    # Outside --quick, like the transformers baselines below, the engine is also tried with
    # 2 torch threads (and one attention thread: two threads per op and two attention threads
    # oversubscribe 2 cores) on the first documents, and the faster setting is kept.
    settings = [(args.threads, args.attention_workers if on_cpu else 1)]
    if not args.quick and on_cpu and (2, 1) not in settings:
        settings.append((2, 1))
    engine_threads, engine_workers = settings[0]
    run_engine(LLMEngine(model, engine_config(*settings[0])), prompts[:2], params[:2], plans[:2])  # warm-up
    if len(settings) > 1:
        probe = {}
        m_probe = min(n, 12)
        for setting in settings:
            _, probe[setting], _ = timed(lambda: run_engine(LLMEngine(model, engine_config(*setting)),
                                                            prompts[:m_probe], params[:m_probe], plans[:m_probe]))
        engine_threads, engine_workers = min(probe, key=probe.get)
        results["engine_setting_probe_s"] = {f"threads={t},attention_workers={w}": round(s, 3)
                                             for (t, w), s in probe.items()}
        log(f"engine setting probe ({m_probe} documents): {results['engine_setting_probe_s']} -> "
            f"threads={engine_threads}, attention_workers={engine_workers}")
    config = engine_config(engine_threads, engine_workers)
    engine = LLMEngine(model, config)
    engine_out, engine_seconds, engine_rss = timed(lambda: run_engine(engine, prompts, params, plans))
    log(f"engine (first run)   {n / engine_seconds:7.2f} docs/s  ({engine_seconds:.1f} s)")

    # (a). Outside --quick, 2 torch threads are tried on a few documents first and kept if faster:
    # each setting twice, alternating, its best time kept (a single pass over a few documents is too
    # noisy to choose by: it can pick a setting that then runs the whole set at half the speed).
    generate_slots(model, tok, prompts[:1], plans[:1])  # warm-up
    hf_threads = args.threads
    if not args.quick and on_cpu and args.threads != 2:
        probe: dict[int, float] = {}
        m_probe = min(n, 8)
        for threads in (args.threads, 2) * 2:
            torch.set_num_threads(threads)
            _, seconds, _ = timed(lambda: [generate_slots(model, tok, [p], [pl]) for p, pl in
                                           zip(prompts[:m_probe], plans[:m_probe])])
            probe[threads] = min(seconds, probe.get(threads, seconds))
        hf_threads = min(probe, key=probe.get)
        results["hf_thread_probe_s"] = probe
        log(f"transformers thread probe ({m_probe} documents, best of 2): {probe} -> {hf_threads} thread(s)")
    torch.set_num_threads(hf_threads)
    seq_out, seconds, rss = timed(lambda: [generate_slots(model, tok, [p], [pl])[0] for p, pl in zip(prompts, plans)])
    record("hf_sequential", seconds, rss, threads=hf_threads)
    same = [slot_ids(a) == [s.ids for s in b] for a, b in zip(seq_out, engine_out)]
    new_tokens = [sum(len(s.ids) + 2 for s in out) for out in seq_out]  # values, end, slot (or eos)
    values = [t for out in seq_out for s in out for t in s.ids]
    pointer_share = sum(t >= model.config.vocab_size for t in values) / max(1, len(values))

    # (b): batch sizes compared on the first documents (a multiple of every size), the best one on all
    m_probe = min(n, max(static_sizes))
    probe = {}
    for size in static_sizes if len(static_sizes) > 1 else ():
        _, probe[size], _ = timed(lambda: [r for i in range(0, m_probe, size) for r in
                                           generate_slots(model, tok, prompts[i:min(i + size, m_probe)],
                                                          plans[i:min(i + size, m_probe)])])
        log(f"hf_static batch {size:3d}   {m_probe / probe[size]:7.2f} docs/s on the first {m_probe} documents")
    size = min(probe, key=probe.get) if probe else static_sizes[0]
    results["hf_static_probe_docs_per_s"] = {str(k): round(m_probe / v, 3) for k, v in probe.items()}
    out, seconds, rss = timed(lambda: [r for i in range(0, n, size)
                                       for r in generate_slots(model, tok, prompts[i:i + size], plans[i:i + size])])
    static_same = sum(slot_ids(a) == slot_ids(b) for a, b in zip(out, seq_out)) / n
    record("hf_static", seconds, rss, batch_size=size, threads=hf_threads, exact_match_vs_greedy=static_same)
    torch.set_num_threads(engine_threads)

    # (d) again, after the baselines: the engine's figure brackets them in time
    engine_again = LLMEngine(model, config)
    again_out, again_seconds, _ = timed(lambda: run_engine(engine_again, prompts, params, plans))
    seconds = engine_seconds + again_seconds
    stats = engine.stats
    record("engine", seconds / 2, engine_rss, tokens_per_s=round(2 * stats.num_decode_tokens / seconds, 1),
           runs_docs_per_s=[round(n / engine_seconds, 3), round(n / again_seconds, 3)],
           runs_same_tokens=[slot_ids(a) for a in engine_out] == [slot_ids(b) for b in again_out],
           num_draft=args.num_draft, draft_tokens=stats.num_draft_tokens, accepted_drafts=stats.num_accepted_drafts,
           steps=stats.num_steps, preemptions=stats.num_preemptions, peak_kv_mb=round(stats.peak_kv_bytes / 2**20, 1),
           kv_cache_mb=args.kv_cache_mb, max_num_seqs=args.max_num_seqs, threads=engine_threads,
           attention_workers=engine_workers)

    # (c) and the engine on the same workload
    backbone_tokens = round(sum(new_tokens) / n)
    results["methods"].update(_generate_batch(checkpoint, prompts, backbone_tokens, config, log,
                                              hf_threads=hf_threads, engine_threads=engine_threads,
                                              device=args.device))

    # concurrency curve (engine), on enough documents that the largest concurrency fills up
    curve_per_type = args.curve_per_type or per_type
    if curve_per_type != per_type:
        curve_docs = load_documents(curve_per_type, args.seed)
        curve_plans = [reference.plan(d.document_type) for d in curve_docs]
        curve_prompts = [reference.prompt(d.pages, d.document_type, p) for d, p in zip(curve_docs, curve_plans)]
        curve_params = [SkeletonParams.from_plan(p, end_id=tok.end_id, num_special=tok.num_special)
                        for p in curve_plans]
    else:
        curve_prompts, curve_params, curve_plans = prompts, params, plans
    n_curve = len(curve_prompts)
    rows = []
    for c in curve:
        cfg = engine_config(engine_threads, engine_workers, kv_cache_mb=max(args.kv_cache_mb, c * 16.0), max_num_seqs=c,
                            max_num_batched_tokens=max(EngineConfig().max_num_batched_tokens, 2 * c))
        eng = LLMEngine(model, cfg)
        _, seconds, rss = timed(lambda: run_engine(eng, curve_prompts, curve_params, curve_plans))
        rows.append({"max_concurrency": c, "docs_per_s": round(n_curve / seconds, 3), "documents": n_curve,
                     "peak_running": eng.stats.peak_running, "peak_kv_mb": round(eng.stats.peak_kv_bytes / 2**20, 1),
                     "kv_cache_mb": cfg.kv_cache_mb, "peak_rss_mb": round(rss.peak, 1),
                     **_gpu_memory(rss)})
        log(f"engine concurrency {c:3d}: {n_curve / seconds:6.2f} docs/s (peak running {eng.stats.peak_running})")
    _write_curve(rows, Path(args.out).with_name(Path(args.out).stem + "_concurrency"))

    m = results["methods"]
    model_mb = sum(p.numel() * p.element_size() for p in model.parameters()) / 2**20
    summary = {
        "docs_per_s": {k: m[k]["docs_per_s"] for k in ("hf_sequential", "hf_static", "hf_generate_batch", "engine")},
        "speedup": {
            "vs_hf_sequential": round(m["engine"]["docs_per_s"] / m["hf_sequential"]["docs_per_s"], 2),
            "vs_hf_static": round(m["engine"]["docs_per_s"] / m["hf_static"]["docs_per_s"], 2),
            "vs_hf_generate_batch": round(m["engine_backbone"]["docs_per_s"] / m["hf_generate_batch"]["docs_per_s"], 2),
        },
        "exact_match_vs_greedy": round(sum(same) / n, 4),
        "peak_rss_mb": m["engine"]["peak_rss_mb"],
    }
    results.update({
        "summary": summary, "documents": n, "per_type": per_type, "quick": args.quick, "threads": args.threads,
        "engine_threads": engine_threads, "engine_attention_workers": engine_workers,
        "checkpoint": str(checkpoint), "model_mb": round(model_mb, 1), "mean_prompt_tokens": round(sum(map(len, prompts)) / n),
        "mean_new_tokens": backbone_tokens, "pointer_share": round(pointer_share, 3),
        "load_average_at_start": load_at_start,
        "load_average_at_end": os.getloadavg(), "machine": platform.processor() or platform.machine(),
        "torch": torch.__version__, "device": _device_name(args.device),
        "mismatched_documents": [d.stem for d, ok in zip(docs, same) if not ok],
        "concurrency_curve": rows,
        "notes": ("speedup.vs_hf_generate_batch compares engine_backbone with hf_generate_batch (same backbone, "
                  "same prompts, same new-token count): generate_batch cannot run the pointer head or the skeleton "
                  "rules."),
    })
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(summary))
    return 0


def _device_name(device: str) -> str:
    return torch.cuda.get_device_name() if device.startswith("cuda") else "cpu"


def _gpu_memory(rss: PeakRSS) -> dict:
    """{"peak_gpu_mb": ...} where the block ran on a GPU (``timed``), else nothing."""
    return {} if rss.gpu_peak_mb is None else {"peak_gpu_mb": round(rss.gpu_peak_mb, 1)}


def _generate_batch(checkpoint: Path, prompts, new_tokens: int, config: EngineConfig, log, *, hf_threads: int,
                    engine_threads: int, device: str = "cpu") -> dict:
    """transformers generate_batch vs this engine on the plain backbone, unconstrained greedy."""
    from transformers import GenerationConfig, LlamaForCausalLM
    from transformers.utils import logging as hf_logging

    hf_logging.set_verbosity_error()
    backbone = LlamaForCausalLM.from_pretrained(checkpoint).to(device).eval()
    n = len(prompts)
    gen = GenerationConfig(max_new_tokens=new_tokens, do_sample=False, eos_token_id=backbone.config.eos_token_id,
                           pad_token_id=backbone.config.pad_token_id)
    out = {}
    torch.set_num_threads(hf_threads)
    try:
        from transformers import ContinuousBatchingConfig

        page = 256  # its default page size; as many pages as the engine's KV budget holds
        per_token = 2 * backbone.config.num_hidden_layers * backbone.config.hidden_size * 4
        cb = ContinuousBatchingConfig(page_size=page, num_blocks=int(config.kv_cache_mb * 2**20 // (page * per_token)),
                                      max_batch_tokens=config.max_num_batched_tokens,
                                      max_requests_per_batch=config.max_num_seqs)
        backbone.generate_batch(prompts[:2], generation_config=gen, continuous_batching_config=cb)  # warm-up
        result, seconds, rss = timed(lambda: backbone.generate_batch(prompts, generation_config=gen,
                                                                     continuous_batching_config=cb))
        tokens = sum(len(r.generated_tokens) for r in result.values())
        out["hf_generate_batch"] = {"docs_per_s": round(n / seconds, 3), "seconds": round(seconds, 2),
                                    "peak_rss_mb": round(rss.peak, 1), "new_tokens": tokens,
                                    **_gpu_memory(rss),
                                    "model": "LlamaForCausalLM backbone (pointer head dropped)"}
        log(f"hf_generate_batch    {n / seconds:7.2f} docs/s  ({tokens} tokens)")
    except Exception as exc:  # record why rather than lose the whole run
        out["hf_generate_batch"] = {"docs_per_s": float("nan"), "error": f"{type(exc).__name__}: {exc}"}
        log(f"hf_generate_batch failed: {exc}")
    torch.set_num_threads(engine_threads)
    eos = backbone.config.eos_token_id
    params = [SkeletonParams((p[-1],), (new_tokens - 1,), eos, 0) for p in prompts]  # stop at eos or the limit
    # no drafts: generate_batch has none either
    engine = LLMEngine(backbone, config)
    _, seconds, rss = timed(lambda: engine.generate(prompts, params))
    out["engine_backbone"] = {"docs_per_s": round(n / seconds, 3), "seconds": round(seconds, 2),
                              "peak_rss_mb": round(rss.peak, 1), "new_tokens": engine.stats.num_decode_tokens,
                              **_gpu_memory(rss)}
    log(f"engine_backbone      {n / seconds:7.2f} docs/s  ({engine.stats.num_decode_tokens} tokens)")
    return out


def _write_curve(rows: list[dict], stem: Path) -> None:
    import csv

    with open(stem.with_suffix(".csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.plot([r["max_concurrency"] for r in rows], [r["docs_per_s"] for r in rows], marker="o")
    ax.set_xscale("log", base=2)
    ax.set_xlabel("maximum concurrency (sequences in flight)")
    ax.set_ylabel("docs/s")
    ax.set_title("AR engine throughput vs concurrency")
    ax.grid(True, alpha=0.3)
    fig.tight_layout()
    fig.savefig(stem.with_suffix(".png"), dpi=120)
    plt.close(fig)


if __name__ == "__main__":
    sys.exit(main())
