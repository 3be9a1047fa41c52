"""Every wrong leaf of both routes on kept foreign documents (``benchmarks/foreign_documents.py
--keep DIR``), as TSV: stem, route, path, predicted, truth, decoder, confidence, status.

    .venv/bin/python docs/experiments/session35/foreign_errors.py DIR > errors.tsv
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from pipeline.evaluate import compare_records  # noqa: E402
from pipeline.extract import extract_document, get_decoder  # noqa: E402


def main(folder: Path, routes: list[str]) -> None:
    decoders = {r: get_decoder(r) for r in routes}
    right = total = 0
    print("# stem\troute\tpath\tpredicted\ttruth\tdecoder\tconfidence\tstatus")
    for pdf in sorted(folder.glob("*.pdf")):
        truth = json.loads(pdf.with_suffix(".truth.json").read_text())
        for route, decoder in decoders.items():
            env = extract_document(pdf.read_bytes(), route=route, decoder=decoder)
            data = env.data if env.document_type == truth["document_type"] else None
            by_path = {f.path: f for f in env.fields}
            for c in compare_records(truth["document_type"], truth["data"], data):
                right += c.correct
                total += 1
                if c.correct:
                    continue
                f = by_path.get(c.path)
                print("\t".join([pdf.stem, route, c.path, repr(c.predicted), repr(c.truth),
                                 f.decoded_by if f else "-", f"{f.confidence:.4f}" if f else "-", env.status]))
    print(f"# {right}/{total} = {right / total:.6f}")


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2:] or ["realtime", "batch"])
