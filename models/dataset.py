"""Training data: corpus documents -> token ids of the document and of every slot target.

Usage::

    from models.dataset import ensure_corpus, load_corpus, build_examples, corpus_texts
    data_dir = ensure_corpus("~/.cache/dualpath/corpus", n_train=600, seed=0)  # corpus.synth
    train = load_corpus(data_dir, "train")            # list[CorpusDocument] (pages, truth)
    reviewed = load_folder("exported-corrections")  # a flat folder (dualpath export-corrections)
    tok = train_tokenizer(corpus_texts(train))       # models.tokenizer
    examples = build_examples(train, tok, max_doc_tokens=1536)   # list[Example]
    ex.doc_ids                 # [int]: pages joined by <page> (no bos/sep)
    ex.slot_ids[path]          # [int]: value tokens of that slot (no slot/end token); [] = empty
    ex.copy_src[path]          # [int|None]: for each value token, its position in doc_ids when
                               #   the value is a verbatim span aligned on document tokens
    length_report(examples)    # doc / slot length percentiles in tokens

Corpus layout (what ``corpus.synth.write_corpus`` writes, one folder per split and type)::

    DIR/<split>/<document_type>/<stem>.pdf, <stem>.truth.json, manifest.jsonl
    DIR/<split>/<document_type>/<stem>.pages.json   (cache of the ingested page texts)
    DIR/<split>/<document_type>/<stem>.geometry.json  (cache of the pages' geometry, written the
                                                    first time a model with layout reads it)

A folder of scans (``dualpath scan --per-type N --read``, ``corpus.scans``) holds image-only PDFs:
ingest reads them by OCR, once per document: the first ingest writes ``<stem>.pages.json`` (the OCR
text), ``<stem>.geometry.json`` and ``<stem>.ocr.json`` (each scanned page's ``OcrPage``: word
confidences and boxes, turn, skew, MRZ check) together. Beside each scan, ``<stem>.text-layer.json``
(the original's page texts) says which values the page states: a value located there but not in
the OCR text was misread, and ``build_example`` marks its slot ``unlocated`` (both trainers leave
it out of the loss; ``scan_report`` counts them).

Page layout (``models.page_layout``): ``build_examples(..., layout=True)`` also gives each example
``ex.layout``, 6 layout ids per document token (bytes), from the document's geometry
(``document_geometry``: the cache, else the PDF ingested once; a document without a PDF or
geometry gets its line numbers from the text and "unknown" positions).

``toy_documents`` makes a tiny text-only corpus for tests and smoke runs when no
generator is around.
"""
from __future__ import annotations

import base64
import dataclasses
import json
import os
import random
import sys
from array import array
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence

from tqdm import tqdm

from pipeline.doctypes import DOCUMENT_TYPES
from pipeline.fields import get_path, spec_for
from pipeline.ingest import IngestError, IngestLimits, ingest_bytes
from pipeline.normalise import infer_date_order
from models.template import _normalises_to, slot_paths, slot_sources

__all__ = [
    "CorpusDocument",
    "Example",
    "SPLITS",
    "build_example",
    "build_examples",
    "corpus_texts",
    "ensure_corpus",
    "infer_order",
    "length_report",
    "load_corpus",
    "load_folder",
    "located_fields",
    "ocr_readings",
    "render_items",
    "scan_report",
    "slot_items",
    "toy_documents",
]

SPLITS = ("train", "dev", "test")


@dataclass(slots=True)
class CorpusDocument:
    stem: str
    document_type: str
    pages: list[str]
    data: dict[str, Any]
    split: str = "train"
    family: str = ""
    pdf: str | None = None       # the PDF it was ingested from (geometry is read from it on demand)
    geometry: list | None = None  # per page, its PageGeometry or None; None: not loaded yet (document_geometry)
    scanned: tuple[int, ...] = ()  # 0-based pages read by OCR (their readings in <stem>.ocr.json)
    text_layer: list[str] | None = None  # a scan's original page texts (<stem>.text-layer.json), if known


@dataclass(slots=True)
class Example:
    document_type: str
    stem: str
    doc_ids: list[int]
    slot_ids: dict[str, list[int]]
    copy_src: dict[str, list[int | None]]
    slot_texts: dict[str, str | None]
    truncated: bool = False
    doc: CorpusDocument | None = field(default=None, repr=False)
    layout: bytes | None = None  # 6 layout ids (WIDTH) per doc_ids token (models.page_layout); None: not built
    # slots whose value the original page states but OCR misread (not found in the scan's text):
    # left out of the loss, never taught as a value to write
    unlocated: frozenset[str] = frozenset()


# -- corpus on disk ---------------------------------------------------------------------

def ensure_corpus(data_dir: str | Path, *, n_train: int, n_eval: int = 100, seed: int = 0,
                  version: int | None = None) -> Path:
    """Generate the corpus with ``corpus.synth`` unless DIR already holds it.

    ``n_train`` documents per type in train, ``n_eval`` per type in dev and in test;
    deterministic in ``seed`` (the generator derives each document's stream from seed, split, type, index);
    ``version``: the corpus version (``corpus.synth.corpus``; default the current one).
    """
    # deferred: corpus.synth loads the PDF generator (fpdf, PIL, fontTools), which the decoders that
    # import this module (models.reading) never need
    from corpus import synth
    from corpus.synth.corpus import CORPUS_VERSION

    data_dir = Path(data_dir).expanduser()
    for split in SPLITS:
        n = n_train if split == "train" else n_eval
        for document_type in DOCUMENT_TYPES:
            out = data_dir / split / document_type
            if (out / "manifest.jsonl").exists() and len(list(out.glob("*.truth.json"))) >= n:
                continue
            out.mkdir(parents=True, exist_ok=True)
            synth.write_corpus(out, document_type, n, seed=seed, split=split,
                               version=CORPUS_VERSION if version is None else version)
    return data_dir


def _write_json(path: Path, value: Any) -> None:
    # Written aside then renamed: two trainers may share the corpus cache.
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(value))
    os.replace(tmp, path)


def _pages_of(pdf: Path) -> list[str]:
    """The page texts of ``pdf``: its ``.pages.json`` cache, else ingested once. A PDF with scanned
    pages also gets its geometry and OCR caches from that one ingest (OCR costs about a second a
    page, a text layer's parse a few milliseconds): OCR runs once per document, not per run."""
    cache = pdf.with_suffix(".pages.json")
    if cache.exists():
        return json.loads(cache.read_text())
    document = ingest_bytes(pdf.read_bytes(), IngestLimits.from_env())   # a busy trainer may allow more time
    pages = list(document.pages)
    if document.scans:
        _write_json(pdf.with_name(f"{pdf.stem}.geometry.json"),
                    {"version": GEOMETRY_CACHE_VERSION, "pages": pages,
                     "geometry": [_geometry_to_json(g) for g in document.geometry]})
        _write_json(pdf.with_name(f"{pdf.stem}.ocr.json"),
                    {"version": OCR_CACHE_VERSION,
                     "pages": {str(k): dataclasses.asdict(page) for k, page in sorted(document.scans.items())}})
    _write_json(cache, pages)   # last: its presence says the others were written
    return pages


def ocr_readings(pdf: str | Path) -> dict[int, Any]:
    """The OCR reading (``pipeline.ocr.reading.OcrPage``) of each scanned page of ``pdf``, 0-based,
    from its ``<stem>.ocr.json`` ({} for a PDF without scanned pages, or not ingested yet)."""
    from pipeline.ocr.reading import OcrPage

    pdf = Path(pdf)
    cache = pdf.with_name(f"{pdf.stem}.ocr.json")
    if not cache.exists():
        return {}
    stored = json.loads(cache.read_text())
    if stored.get("version") != OCR_CACHE_VERSION:
        return {}
    out = {}
    for k, page in stored["pages"].items():
        page["words"] = [tuple(w) for w in page["words"]]
        page["boxes"] = [tuple(b) for b in page["boxes"]]
        page["image_size"] = tuple(page["image_size"])
        out[int(k)] = OcrPage(**page)
    return out


GEOMETRY_CACHE_VERSION = 1
OCR_CACHE_VERSION = 1


def _geometry_to_json(g: Any) -> dict[str, Any] | None:
    if g is None:
        return None
    width, height, _, pieces, fonts = g.__getstate__()
    return {"width": width, "height": height, "pieces": base64.b64encode(pieces.tobytes()).decode("ascii"),
            "typecode": pieces.typecode, "fonts": [[widths, default] for widths, default in fonts]}


def _geometry_from_json(data: dict[str, Any] | None, text: str) -> Any:
    from pipeline.geometry import PageGeometry

    if data is None:
        return None
    pieces = array(data.get("typecode", "f"))
    pieces.frombytes(base64.b64decode(data["pieces"]))
    return PageGeometry(float(data["width"]), float(data["height"]), text, pieces,
                        [(dict(widths), float(default)) for widths, default in data["fonts"]])


def document_geometry(doc: CorpusDocument) -> list:
    """Per page of ``doc``, its ``PageGeometry`` or None: from ``<stem>.geometry.json`` beside its
    PDF, else the PDF ingested once (and the cache written); a page whose ingested text differs
    from ``doc.pages`` (or a document without a PDF) has None. Kept on ``doc.geometry``."""
    if doc.geometry is not None:
        return doc.geometry
    geometry: list = [None] * len(doc.pages)
    pdf = Path(doc.pdf) if doc.pdf else None
    if pdf is not None and pdf.is_file():
        cache = pdf.with_name(f"{pdf.stem}.geometry.json")
        stored = None
        if cache.exists():
            try:
                stored = json.loads(cache.read_text())
            except ValueError:
                stored = None
        if stored is None or stored.get("version") != GEOMETRY_CACHE_VERSION:
            document = ingest_bytes(pdf.read_bytes())
            stored = {"version": GEOMETRY_CACHE_VERSION, "pages": list(document.pages),
                      "geometry": [_geometry_to_json(g) for g in document.geometry]}
            tmp = cache.with_name(f".{cache.name}.{os.getpid()}.tmp")
            tmp.write_text(json.dumps(stored))
            os.replace(tmp, cache)
        for k, (text, g) in enumerate(zip(stored["pages"], stored["geometry"])):
            if k < len(doc.pages) and text == doc.pages[k]:
                geometry[k] = _geometry_from_json(g, doc.pages[k])
    doc.geometry = geometry
    return geometry


def load_corpus(data_dir: str | Path, split: str, *, document_types: Sequence[str] = DOCUMENT_TYPES,
                limit: int | None = None) -> list[CorpusDocument]:
    """The documents of one split (pages ingested from the PDFs once, then cached)."""
    docs = []
    for document_type in document_types:
        folder = Path(data_dir).expanduser() / split / document_type
        docs += load_folder(folder, split=split, document_type=document_type, limit=limit)
    return docs


def load_folder(folder: str | Path, *, split: str = "train", document_type: str | None = None,
                limit: int | None = None) -> list[CorpusDocument]:
    """Every ``<stem>.pdf`` + ``<stem>.truth.json`` of one folder, of any type unless
    ``document_type`` is given: a corpus folder, or what ``dualpath export-corrections`` wrote."""
    folder = Path(folder).expanduser()
    manifest = {}
    if (folder / "manifest.jsonl").exists():
        for line in (folder / "manifest.jsonl").read_text().splitlines():
            if line.strip():
                row = json.loads(line)
                manifest[row.get("stem", "")] = row
    docs = []
    for truth_path in sorted(folder.glob("*.truth.json")):
        stem = truth_path.name[: -len(".truth.json")]
        truth = json.loads(truth_path.read_text())
        found_type = truth.get("document_type", document_type)
        if document_type is not None and found_type != document_type:
            continue
        pdf = folder / f"{stem}.pdf"
        try:
            pages = _pages_of(pdf)
        except IngestError as exc:   # a scan OCR could not read (or not in time): not an example
            print(f"{pdf}: left out ({exc})", file=sys.stderr)
            continue
        text_layer = folder / f"{stem}.text-layer.json"
        docs.append(CorpusDocument(stem, found_type, pages, truth["data"], split,
                                   str(manifest.get(stem, {}).get("family", "")), pdf=str(pdf),
                                   scanned=tuple(sorted(ocr_readings(pdf))),
                                   text_layer=json.loads(text_layer.read_text()) if text_layer.exists() else None))
        if limit is not None and len(docs) >= limit:
            break
    return docs


# -- examples ---------------------------------------------------------------------------

def infer_order(pages: Sequence[str]) -> str | None:
    """The document's numeric date order as ``pipeline.normalise`` infers it (None if unknown)."""
    return infer_date_order(list(pages))


def _align(doc_spans: Sequence[tuple[int, int, int]], doc_text: Sequence[str], page: int, start: int,
           end: int, *, pages: Sequence[str] | None = None) -> list[int] | None:
    """Positions of the document tokens that exactly cover chars [start, end) of ``page``. With
    ``pages``, the last token may also run past ``end`` over separators only (",;:"): the BPE
    tokenizer glues an abbreviation's full stop to the comma after it (".,"), so "Co., Ltd." before
    a comma is no span of whole tokens, and ``pipeline.normalise`` drops the separator."""
    positions = []
    for i, (p, s, e) in enumerate(doc_spans):
        if p != page or e <= start or s >= end:
            continue
        text = doc_text[i]
        lead = len(text) - len(text.lstrip())
        if s + lead < start:  # token straddles the span's start
            return None
        if e > end and not (pages is not None and pages[page][end:e].strip(",;:") == ""):
            return None
        positions.append(i)
    return positions or None


def _copied(tok: Any, enc: Any, pieces: Sequence[str], target: Any, max_doc_tokens: int,
            pages: Sequence[str] | None = None) -> tuple[list[int] | None, list[int | None]]:
    """Token ids and document positions of a target made of copied spans (+ suffix); ``pages``:
    let a span's last token run over separators (``_align``)."""
    if not target.parts:
        return None, []
    ids: list[int] = []
    srcs: list[int | None] = []
    for k, (page, start, end) in enumerate(target.parts):
        positions = _align(enc.spans, pieces, page, start, end, pages=pages)
        if positions is None or positions[-1] >= max_doc_tokens:
            return None, []
        if k and not pieces[positions[0]][:1].isspace():
            space = tok.encode(" ")
            ids.extend(space)
            srcs.extend([None] * len(space))
        ids.extend(enc.ids[i] for i in positions)
        srcs.extend(positions)
    if target.suffix:
        tail = tok.encode(target.suffix)
        ids.extend(tail)
        srcs.extend([None] * len(tail))
    return ids, srcs


def _separator_tolerant(doc: CorpusDocument, path: str, tok: Any, enc: Any, pieces: Sequence[str],
                        target: Any, max_doc_tokens: int) -> tuple[list[int] | None, list[int | None]]:
    """``_copied`` with ``target``'s spans each extended to whole tokens over separators, when the
    copy still normalises to the true value; else (None, [])."""
    ids, srcs = _copied(tok, enc, pieces, target, max_doc_tokens, pages=doc.pages)
    if ids is None or not _normalises_to(spec_for(doc.document_type, path), tok.decode(ids).strip(),
                                         get_path(doc.data, path), infer_order(doc.pages)):
        return None, []
    return ids, srcs


def located_fields(doc: CorpusDocument, sources: dict[str, Any] | None = None) -> tuple[set[str], set[str]]:
    """(slots whose value the original's text states as a span, those of them found in ``doc.pages``
    too) of a scan with its ``text_layer``; (set(), set()) for any other document. ``sources``:
    ``slot_sources`` of ``doc.pages``, when already computed."""
    if doc.text_layer is None:
        return set(), set()
    stated = slot_sources(doc.document_type, doc.data, doc.text_layer, infer_order(doc.text_layer))
    if sources is None:
        sources = slot_sources(doc.document_type, doc.data, doc.pages, infer_order(doc.pages))
    expected = {path for path, target in stated.items() if target.parts}
    return expected, {path for path in expected if sources[path].parts}


def build_example(doc: CorpusDocument, tok: Any, *, max_doc_tokens: int = 2048, layout: bool = False) -> Example:
    """Tokenise one document and its slot targets (copied spans aligned on document tokens);
    ``layout``: also each document token's layout ids (``Example.layout``). A scan's slots whose
    value OCR misread (``located_fields``) are ``Example.unlocated``."""
    enc = tok.encode_document(doc.pages)
    pieces = [tok.decode([i]) for i in enc.ids]
    sources = slot_sources(doc.document_type, doc.data, doc.pages, infer_order(doc.pages))
    expected, located = located_fields(doc, sources)
    slot_ids: dict[str, list[int]] = {}
    copy_src: dict[str, list[int | None]] = {}
    for path, target in sources.items():
        if target.text is None:
            slot_ids[path], copy_src[path] = [], []
            continue
        ids, srcs = _copied(tok, enc, pieces, target, max_doc_tokens)
        if ids is None and target.parts:
            ids, srcs = _separator_tolerant(doc, path, tok, enc, pieces, target, max_doc_tokens)
        if ids is None:
            ids = tok.encode(" " + target.text.strip())
            srcs = [None] * len(ids)
        slot_ids[path], copy_src[path] = ids, srcs
    truncated = len(enc.ids) > max_doc_tokens
    ids = enc.ids[:max_doc_tokens]
    token_layout = None
    if layout:
        from models.page_layout import document_layout

        token_layout = document_layout(doc.pages, document_geometry(doc), enc.spans, len(ids))
    return Example(doc.document_type, doc.stem, ids, slot_ids, copy_src,
                   {p: t.text for p, t in sources.items()}, truncated, doc, token_layout,
                   frozenset(expected - located))


def build_examples(docs: Iterable[CorpusDocument], tok: Any, *, max_doc_tokens: int = 2048,
                   progress: bool = False, layout: bool = False) -> list[Example]:
    """``build_example`` of each document; ``layout``: with their tokens' layout ids."""
    docs = list(docs)
    if progress:
        docs = tqdm(docs, desc="tokenising", unit="doc", leave=False)  # type: ignore[assignment]
    return [build_example(d, tok, max_doc_tokens=max_doc_tokens, layout=layout) for d in docs]


# -- slot values as pointer items -------------------------------------------------------
# A slot value is a list of items: ("span", first, last) copies document tokens
# doc_ids[first..last] (inclusive), ("text", ids) writes vocabulary tokens. Copied parts are
# joined by one space (a name written as separate given-name and surname boxes), as
# ``_copied`` builds them; both models predict items, never the copied tokens one by one.

Item = tuple


def slot_items(example: Example, tok: Any) -> dict[str, list[Item]]:
    """Each slot's value of ``example`` as pointer items (see above); [] = empty slot."""
    space = tok.encode(" ")
    out: dict[str, list[Item]] = {}
    for path, ids in example.slot_ids.items():
        srcs = example.copy_src[path]
        items: list[Item] = []
        k = 0
        while k < len(ids):
            if srcs[k] is not None:
                first = last = srcs[k]
                while k + 1 < len(ids) and srcs[k + 1] == last + 1:
                    k += 1
                    last += 1
                items.append(("span", first, last))
                k += 1
                continue
            run = []
            while k < len(ids) and srcs[k] is None:
                run.append(ids[k])
                k += 1
            between_spans = bool(items) and items[-1][0] == "span" and k < len(ids)
            if not (between_spans and run == space):  # the joining space is implied
                items.append(("text", run))
        out[path] = items
    return out


def _span_text(tok: Any, ids: Sequence[int]) -> str:
    """The text of a run of document tokens, a page break read as a line break: ``decode`` drops
    the ``<page>`` token, which glued an OCR'd page's last word to the next page's first one
    ("Page 1 of 2COURIER"; a text layer's next page mostly begins with its indent)."""
    page = getattr(tok, "page_id", None)
    if page is None or page not in ids:
        return tok.decode(ids)
    pieces, start = [], 0
    for index, token in enumerate(ids):
        if token == page:
            pieces.append(tok.decode(ids[start:index]))
            start = index + 1
    return "\n".join([*pieces, tok.decode(ids[start:])])


def render_items(tok: Any, doc_ids: Sequence[int], items: Sequence[Item]) -> str | None:
    """The slot text that ``items`` stand for (None when empty)."""
    text = ""
    previous_span = False
    for item in items:
        if item[0] == "span":
            first, last = int(item[1]), int(item[2])
            if first < 0 or last < first or last >= len(doc_ids):
                continue
            piece = _span_text(tok, doc_ids[first:last + 1])
            if previous_span and not piece[:1].isspace():
                piece = " " + piece
            text += piece
            previous_span = True
        else:
            text += tok.decode(item[1])
            previous_span = False
    return text.strip() or None


def scan_report(docs: Iterable[CorpusDocument]) -> dict[str, Any]:
    """Of the scans among ``docs`` (those with a text layer beside them): per type and in all, the
    values their original states as a span and the share of them found in the OCR text."""
    counts: dict[str, list[int]] = {}
    for doc in docs:
        expected, located = located_fields(doc)
        if doc.text_layer is None:
            continue
        for key in (doc.document_type, "all"):
            row = counts.setdefault(key, [0, 0, 0])
            row[0] += 1
            row[1] += len(expected)
            row[2] += len(located)
    return {key: {"documents": n, "values_stated": stated, "found_in_ocr_text": found,
                  "found_share": round(found / stated, 4) if stated else None}
            for key, (n, stated, found) in sorted(counts.items())}


def corpus_texts(docs: Iterable[CorpusDocument]) -> Iterator[str]:
    """Texts to train the tokenizer on: every page, and every string leaf of the truth."""
    for doc in docs:
        yield from doc.pages
        for path in slot_paths(doc.document_type):
            value = get_path(doc.data, path)
            if isinstance(value, str):
                yield " " + value


def _percentiles(values: Sequence[int]) -> dict[str, int]:
    if not values:
        return {}
    s = sorted(values)
    pick = lambda q: s[min(len(s) - 1, int(q * len(s)))]  # noqa: E731
    return {"p50": pick(0.5), "p90": pick(0.9), "p99": pick(0.99), "max": s[-1]}


def length_report(examples: Sequence[Example]) -> dict[str, Any]:
    """Lengths in tokens: documents by type, slot values, and how many were truncated."""
    report: dict[str, Any] = {}
    for document_type in DOCUMENT_TYPES:
        exs = [e for e in examples if e.document_type == document_type]
        if not exs:
            continue
        slots = [len(v) for e in exs for v in e.slot_ids.values() if v]
        report[document_type] = {
            "docs": len(exs),
            "doc_tokens": _percentiles([len(e.doc_ids) for e in exs]),
            "slot_tokens": _percentiles(slots),
            "value_tokens_per_doc": _percentiles([sum(len(v) for v in e.slot_ids.values()) for e in exs]),
            "copied_share": round(sum(1 for e in exs for v in e.copy_src.values() if v and v[0] is not None)
                                  / max(1, sum(1 for e in exs for v in e.slot_ids.values() if v)), 3),
            "truncated": sum(e.truncated for e in exs),
        }
    return report


# -- a toy corpus, text only ------------------------------------------------------------

_GIVEN = ["ANNA", "MARIA", "JOHN", "WEI", "LUCA", "SOFIA", "OMAR", "PRIYA", "KENJI", "ELENA", "DAVID", "NOOR"]
_SURNAMES = ["ERIKSSON", "TAN", "ROSSI", "SMITH", "KHAN", "NAKAMURA", "GARCIA", "MULLER", "OKAFOR", "LEE"]
_CITIES = ["SINGAPORE", "LONDON", "HAMBURG", "ROTTERDAM", "SHANGHAI", "NEW YORK", "DUBAI", "MUMBAI"]
_STREETS = ["ORCHARD ROAD", "HIGH STREET", "MAIN STREET", "HARBOUR DRIVE", "KING'S WAY"]
_COUNTRIES = ["SGP", "GBR", "DEU", "NLD", "CHN", "USA", "ARE", "IND"]
_CURRENCIES = ["USD", "EUR", "SGD", "GBP"]
_GOODS = ["STEEL COILS", "COTTON YARN", "FROZEN SHRIMP", "SOLAR PANELS", "COFFEE BEANS"]
_DOCS = ["COMMERCIAL INVOICE IN 3 COPIES", "FULL SET OF CLEAN ON BOARD BILLS OF LADING",
         "PACKING LIST", "CERTIFICATE OF ORIGIN", "INSURANCE POLICY FOR 110 PCT", "INSPECTION CERTIFICATE"]


def _date(rng: random.Random, lo: int, hi: int) -> str:
    return f"{rng.randint(lo, hi)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def _lines(rng: random.Random, pairs: list[tuple[list[str], str | None]]) -> str:
    rng.shuffle(pairs)
    return "\n".join(f"{rng.choice(labels)}: {value}" for labels, value in pairs if value is not None)


def toy_documents(n_per_type: int, *, seed: int = 0, split: str = "train") -> list[CorpusDocument]:
    """A small labelled text corpus (no PDFs): 'Label: value' lines, shuffled, in ISO dates."""
    rng = random.Random(f"{seed}:{split}")
    docs = []
    for i in range(n_per_type):
        name = f"{rng.choice(_GIVEN)} {rng.choice(_SURNAMES)}"
        address = f"{rng.randint(1, 999)} {rng.choice(_STREETS)}, {rng.choice(_CITIES)}"
        income = float(rng.randint(20, 900) * 1000)
        employer = rng.choice([None, f"{rng.choice(_SURNAMES)} TRADING LTD"])
        kyc = {
            "full_name": name, "date_of_birth": _date(rng, 1950, 2002), "sex": rng.choice(["M", "F", None]),
            "nationality": rng.choice(_COUNTRIES), "id_document_type": "passport",
            "id_document_number": f"K{rng.randint(1000000, 9999999)}",
            "id_issuing_country": rng.choice(_COUNTRIES), "id_expiry_date": _date(rng, 2027, 2035),
            "residential_address": address, "country_of_residence": rng.choice(_COUNTRIES),
            "occupation": rng.choice(["ENGINEER", "TEACHER", "TRADER", "DOCTOR"]), "employer_name": employer,
            "annual_income": income, "income_currency": rng.choice(_CURRENCIES),
            "source_of_funds": rng.choice(["employment", "business", "pension"]), "is_pep": rng.random() < 0.2,
            "tax_identification_number": rng.choice([None, f"T{rng.randint(100000, 999999)}X"]),
        }
        page = _lines(rng, [
            (["Full name", "Name of customer"], kyc["full_name"]), (["Date of birth", "DOB"], kyc["date_of_birth"]),
            (["Sex"], kyc["sex"]), (["Nationality"], kyc["nationality"]),
            (["ID type"], kyc["id_document_type"]), (["Passport no", "Document number"], kyc["id_document_number"]),
            (["Issuing country"], kyc["id_issuing_country"]), (["Expiry"], kyc["id_expiry_date"]),
            (["Address", "Residential address"], kyc["residential_address"]),
            (["Country of residence"], kyc["country_of_residence"]), (["Occupation"], kyc["occupation"]),
            (["Employer"], employer), (["Annual income"], f"{int(income)}"), (["Currency"], kyc["income_currency"]),
            (["Source of funds"], kyc["source_of_funds"]), (["PEP"], "yes" if kyc["is_pep"] else "no"),
            (["TIN", "Tax ID"], kyc["tax_identification_number"]),
        ])
        docs.append(CorpusDocument(f"toy-kyc-{split}-{i:04d}", "kyc_individual",
                                   ["CUSTOMER DUE DILIGENCE FORM\n" + page], kyc, split, "toy"))

        n_docs = rng.randint(1, 5)
        lc = {
            "lc_number": f"LC{rng.randint(100000, 999999)}", "form_of_credit": "IRREVOCABLE",
            "date_of_issue": _date(rng, 2024, 2026), "applicable_rules": "UCP LATEST VERSION",
            "expiry_date": _date(rng, 2026, 2027), "expiry_place": rng.choice(_CITIES),
            "applicant": {"name": f"{rng.choice(_SURNAMES)} IMPORTS LTD", "address": rng.choice(_CITIES)},
            "beneficiary": {"name": f"{rng.choice(_SURNAMES)} EXPORTS CO", "address": rng.choice(_CITIES)},
            "currency": rng.choice(_CURRENCIES), "amount": float(rng.randint(10, 5000) * 1000),
            "tolerance_plus_percent": rng.choice([None, 5, 10]), "tolerance_minus_percent": None,
            "available_with": "ANY BANK", "available_by": "BY NEGOTIATION",
            "partial_shipments": rng.choice(["ALLOWED", "NOT ALLOWED", None]), "transhipment": None,
            "port_of_loading": rng.choice(_CITIES), "port_of_discharge": rng.choice([None, *_CITIES]),
            "latest_shipment_date": _date(rng, 2026, 2026), "goods_description": rng.choice(_GOODS),
            "documents_required": rng.sample(_DOCS, n_docs), "presentation_period_days": rng.choice([None, 21]),
            "confirmation_instructions": rng.choice(["CONFIRM", "WITHOUT"]),
        }
        tags = "\n".join(f":{tag}:{value}" for tag, value in [
            ("20", lc["lc_number"]), ("40A", lc["form_of_credit"]), ("31C", lc["date_of_issue"]),
            ("40E", lc["applicable_rules"]), ("31D", f"{lc['expiry_date']} {lc['expiry_place']}"),
            ("50", f"{lc['applicant']['name']}\n{lc['applicant']['address']}"),
            ("59", f"{lc['beneficiary']['name']}\n{lc['beneficiary']['address']}"),
            ("32B", f"{lc['currency']}{int(lc['amount'])}"),
            ("39A", f"{lc['tolerance_plus_percent']}/00" if lc["tolerance_plus_percent"] else None),
            ("41D", f"{lc['available_with']} {lc['available_by']}"), ("43P", lc["partial_shipments"]),
            ("44E", lc["port_of_loading"]), ("44F", lc["port_of_discharge"]), ("44C", lc["latest_shipment_date"]),
            ("45A", lc["goods_description"]), ("46A", "\n".join("+" + d for d in lc["documents_required"])),
            ("48", lc["presentation_period_days"]), ("49", lc["confirmation_instructions"]),
        ] if value is not None)
        docs.append(CorpusDocument(f"toy-lc-{split}-{i:04d}", "letter_of_credit",
                                   ["MT700 ISSUE OF A DOCUMENTARY CREDIT\n" + tags], lc, split, "toy"))

        co = [{"full_name": f"{rng.choice(_GIVEN)} {rng.choice(_SURNAMES)}", "date_of_birth": _date(rng, 1950, 2000)}
              for _ in range(rng.randint(0, 2))]
        loan = {
            "application_number": f"APP-{rng.randint(10000, 99999)}",
            "borrower": {"full_name": name, "date_of_birth": kyc["date_of_birth"],
                         "marital_status": rng.choice(["married", "unmarried"]),
                         "email": rng.choice([None, "x@example.com"]), "phone": None},
            "co_borrowers": co, "employer_name": f"{rng.choice(_SURNAMES)} GROUP",
            "employment_start_date": _date(rng, 2000, 2024), "monthly_income": float(rng.randint(2, 30) * 500),
            "income_currency": "USD", "loan_amount": float(rng.randint(50, 900) * 1000), "loan_currency": "USD",
            "loan_purpose": rng.choice(["purchase", "refinance"]), "loan_term_months": rng.choice([180, 360]),
            "interest_rate_percent": rng.choice([3.5, 4.25, 6.0]), "property_address": address,
            "property_value": float(rng.randint(100, 2000) * 1000),
        }
        page1 = _lines(rng, [
            (["Application number"], loan["application_number"]), (["Borrower name"], name),
            (["Borrower date of birth"], kyc["date_of_birth"]),
            (["Marital status"], loan["borrower"]["marital_status"]), (["E-mail"], loan["borrower"]["email"]),
            *[([f"Co-borrower {k + 1} name"], c["full_name"]) for k, c in enumerate(co)],
            *[([f"Co-borrower {k + 1} date of birth"], c["date_of_birth"]) for k, c in enumerate(co)],
        ])
        page2 = _lines(rng, [
            (["Employer"], loan["employer_name"]), (["Employed since"], loan["employment_start_date"]),
            (["Monthly income"], f"{loan['monthly_income']:.2f}"), (["Income currency"], "USD"),
            (["Loan amount"], f"{int(loan['loan_amount'])}"), (["Loan currency"], "USD"),
            (["Purpose"], loan["loan_purpose"]), (["Term (months)"], str(loan["loan_term_months"])),
            (["Interest rate"], f"{loan['interest_rate_percent']}%"), (["Property address"], address),
            (["Property value"], f"{int(loan['property_value'])}"),
        ])
        docs.append(CorpusDocument(f"toy-loan-{split}-{i:04d}", "loan_application",
                                   ["UNIFORM RESIDENTIAL LOAN APPLICATION\n" + page1, page2], loan, split, "toy"))
    return docs
