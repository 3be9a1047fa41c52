"""What the AR model's second readings cost the batch route, against the decode they follow.

    .venv/bin/python benchmarks/second_reading_cost.py [--per-type N] [--threads N]

Documents: the corpus's ``test`` split (layout families and labels never seen in training: where
the model's answers are most often ones no value of their field can be). Each document is decoded
greedily once; then its slot texts are read twice, timed: with the second readings
(``BatchDecoder.predictions``, as the batch route runs it) and without them (the same reading
rules, ``models.reading.second_reading`` switched off). Reported: how many documents and slots were read
again, how many answers changed, and the extra seconds against the greedy decode's own seconds
(the baseline in the same run: a ratio, this shared machine being noisy).
Writes benchmarks/results/second_reading_cost.json; the last line printed is the summary JSON.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

from models.ar.decoder import BatchDecoder, greedy_decode  # noqa: E402
from models.checkpoint_files import checkpoint_dir  # noqa: E402
from models.training.common import corpus_dir  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--per-type", type=int, default=100, help="test documents per type (default 100)")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--corpus", default=str(corpus_dir(0)), help="corpus folder (its test split is used)")
    parser.add_argument("--out", type=Path, default=RESULTS / "second_reading_cost.json")
    args = parser.parse_args(argv)
    torch.set_num_threads(args.threads)

    from models.dataset import ensure_corpus, load_corpus

    ensure_corpus(args.corpus, n_train=0, n_eval=args.per_type)
    docs = load_corpus(args.corpus, "test", limit=args.per_type)
    decoder = BatchDecoder(checkpoint_dir("ar"))
    no_second = BatchDecoder._second_readings
    decode_s = with_s = without_s = 0.0
    read_again_docs = changed_slots = 0
    for doc in docs:
        plan = decoder.plan(doc.document_type)
        prompt = decoder.prompt(doc.pages, doc.document_type, plan)
        started = time.perf_counter()
        outputs = greedy_decode(decoder.model, prompt, plan, end_id=decoder.tok.end_id,
                                num_special=decoder.tok.num_special)
        decode_s += time.perf_counter() - started
        started = time.perf_counter()
        with_second = decoder.predictions(prompt, outputs, doc.document_type)
        with_s += time.perf_counter() - started
        BatchDecoder._second_readings = lambda *a, **k: None  # type: ignore[method-assign]
        try:
            started = time.perf_counter()
            without = decoder.predictions(prompt, outputs, doc.document_type)
            without_s += time.perf_counter() - started
        finally:
            BatchDecoder._second_readings = no_second  # type: ignore[method-assign]
        changed = sum(a.raw != b.raw for a, b in zip(with_second, without))
        read_again_docs += changed > 0
        changed_slots += changed
    n = len(docs)
    summary = {
        "documents": n,
        "documents_with_an_answer_changed": read_again_docs,
        "slots_changed": changed_slots,
        "greedy_decode_s": round(decode_s, 3),
        "reading_with_second_readings_s": round(with_s, 3),
        "reading_without_s": round(without_s, 3),
        "extra_s_per_document": round((with_s - without_s) / n, 5),
        "extra_vs_greedy_decode": round((with_s - without_s) / decode_s, 4),
    }
    out = {"benchmark": "second_reading_cost", "command": "python benchmarks/second_reading_cost.py "
           + " ".join(argv if argv is not None else sys.argv[1:]), "corpus": str(args.corpus), "summary": summary}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(out, indent=2) + "\n")
    print(json.dumps(summary))
    return summary


if __name__ == "__main__":
    main()
