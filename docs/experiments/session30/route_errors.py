"""Every wrong leaf of the real-time route on one split, with the decoder that answered it, beside
both models' own answers for that slot from a ``leaf_dump`` dump.

    PYTHONPATH=. python route_errors.py SPLIT DOCS_PER_TYPE DUMP.jsonl > route_errors_SPLIT.tsv

Columns: document, path, route answer, its decoder and confidence, truth, then for the slot the
diffusion model's [text, confidence, right] and the AR model's (leaf_dump).
"""
import json
import sys
from pathlib import Path

import torch

torch.set_num_threads(1)
from models.dataset import load_corpus  # noqa: E402
from models.loading import load_decoder  # noqa: E402
from pipeline.evaluate import compare_records  # noqa: E402
from pipeline.extract import extract_document  # noqa: E402


def field_meta(envelope: dict, path: str) -> tuple[str, float]:
    for field in envelope.get("fields", []):
        if field.get("path") == path:
            return field.get("decoded_by", "?"), field.get("confidence", -1.0)
    return "-", -1.0


def main(split: str, per_type: int, dump_path: str) -> None:
    dumped = json.loads(Path(dump_path).read_text())
    corpus = Path.home() / ".cache/dualpath/corpus/v4-seed0"
    docs = sorted(load_corpus(corpus, split, limit=per_type), key=lambda d: d.stem)
    realtime = load_decoder("realtime")
    right = total = 0
    for doc in docs:
        data = (corpus / split / doc.document_type / f"{doc.stem}.pdf").read_bytes()
        env = extract_document(data, route="realtime", decoder=realtime).to_json_dict()
        for c in compare_records(doc.document_type, doc.data, env.get("data")):
            total += 1
            right += bool(c.correct)
            if c.correct:
                continue
            decoder, confidence = field_meta(env, c.path)
            slot = dumped.get(doc.stem, {}).get("slots", {}).get(c.path, {})
            print("\t".join([doc.stem, c.path, repr(c.predicted), decoder, f"{confidence:.4f}", repr(c.truth),
                             json.dumps(slot.get("diffusion")), json.dumps(slot.get("ar"))]), flush=True)
    print(f"# route {right}/{total} = {right / total:.6f}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3])
