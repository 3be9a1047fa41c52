"""The corpus: which family renders which document, seeded per (seed, split, type, index).

Split design: ``train`` and ``dev`` draw from the *seen* families with seen label
synonyms (dev = other random documents; train also labels about 30 % of its fields with invented
words, see ``surface.invented_label``); ``test`` draws about half its documents from
*held-out* families (never in train/dev) and the rest from the seen families, all with
held-out label synonyms. The random stream of every document is derived from
(seed, split, type, index), so the three splits never share a document.
"""
from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from pipeline.doctypes import check_document_type
from corpus.synth import kyc, lc, loan
from corpus.synth.common import SPLITS, Ctx, Family, issuer_visible

FAMILIES: dict[str, list[Family]] = {
    "kyc_individual": kyc.FAMILIES,
    "letter_of_credit": lc.FAMILIES,
    "loan_application": loan.FAMILIES,
}
_SAMPLERS = {"kyc_individual": kyc.sample, "letter_of_credit": lc.sample, "loan_application": loan.sample}
MAX_PAGES = 3
# Bumped whenever the generator's output for a (seed, split, type, index) changes, so that a
# cached corpus of an older version is not silently reused (see models.training.common).
CORPUS_VERSION = 8
# Share of a train document's fields labelled with invented words (version 2: 0.3; version 4:
# 0.5, +1.5 points of AR test accuracy with the same recipe, docs/MODELS.md). Dev and test are
# unaffected: dev measures seen labels, test held-out ones.
TRAIN_INVENTED_LABELS = 0.5
# Version 3: each train-only family (``free_layout``) takes this many places in train's cycle of
# the 7 seen families, i.e. 3 of every 10 train documents are laid out freely.
TRAIN_ONLY_REPEATS = 3
# Version 6: in train, a field that has a same-shaped sibling (partial shipments / transhipment,
# the two ports) or a tax number is left out of the document (and the truth) with this
# probability per group, so that the models see the sibling's value beside an absent field more
# often (docs/MODELS.md, "Corpus version 4": an absent field was answered with its sibling's
# value). Dev and test are unaffected (no draws there). Version 5 is not used: a corpus under that
# number also dropped the last co-borrower (the models learnt to stop the list early), and a
# cache of it must not be reused.
TRAIN_DROP_SIBLING = 0.25
# What each version still in use draws differently in train (dev and test are the same in all):
# the AR checkpoint was trained on version 4, then fine-tuned on 15, the diffusion checkpoint on 6,
# then fine-tuned on 13 and 14.
# Versions 16 and 17 continue the diffusion (14) and the AR (15) lines.
TRAIN_DROP_SIBLING_BY_VERSION = {4: 0.0, 6: TRAIN_DROP_SIBLING, 7: TRAIN_DROP_SIBLING, 8: TRAIN_DROP_SIBLING,
                                 9: TRAIN_DROP_SIBLING, 10: 0.0, 11: 0.0, 12: 0.0, 13: TRAIN_DROP_SIBLING,
                                 14: TRAIN_DROP_SIBLING, 15: 0.0, 16: TRAIN_DROP_SIBLING, 17: 0.0, 18: 0.0}
# Version 7: version 6 plus, in train's free layouts, a loan's co-borrowers written in more ways
# than one "Co-borrower N" section of name and date-of-birth rows: one line listing every person,
# the names together and the dates of birth in rows of their own, and an explicit "none" when
# there are none (``corpus.synth.loan.co_borrower_rows``). Dev and test are unaffected.
TRAIN_LIST_VARIETY_VERSIONS = frozenset({7, 8})
# Version 8: version 7 plus, in train's free-layout KYC documents, a share whose identity (name,
# birth, sex, nationality, passport) is stated only on a scanned passport data page, before or
# after the form, instead of in the form's rows (``corpus.synth.kyc.free_layout``). In earlier
# versions train's passport pages come only with a cover sheet that also writes the full name, so
# the models never have to compose a name from the page's Surname and Given names rows. Dev and test
# are unaffected.
TRAIN_PASSPORT_SCANS_VERSIONS = frozenset({8})
# Version 9: version 6 (not 7 or 8, whose list and passport changes cost the models their
# co-borrowers on dev) plus, in train, real synonyms that no other split uses
# (``corpus.synth.surface.TRAIN_ONLY_LABELS``: other languages than test's, English
# paraphrases) for this share of the fields not labelled with invented words. Many of test's
# errors are KYC fields under label words never seen in training; invented words teach a field by
# its value's shape and place, these teach that
# one field has many real names. Dev and test are unaffected.
# Version 10: the same for the AR model's version 4 (version 4 plus these synonyms; the sibling
# drops of version 6 cost the AR model dev accuracy, docs/MODELS.md).
# Version 11: version 10 with half the share (version 10 cost the AR model dev accuracy, likely
# because fewer fields kept seen labels).
TRAIN_SYNONYMS = 0.4
TRAIN_SYNONYMS_BY_VERSION = {9: TRAIN_SYNONYMS, 10: TRAIN_SYNONYMS, 11: TRAIN_SYNONYMS / 2, 18: TRAIN_SYNONYMS / 2}
# Versions 12 and 13: versions 4 and 6 (the AR and the diffusion checkpoints' corpora)
# plus, in train's letters of credit, free-text values that end in more ways
# (``corpus.synth.lc.vary_free_text``): goods descriptions whose Incoterms line is not always
# last, required documents with a clause after the usual words. Dev and test are unaffected.
# Versions 14 and 15: versions 13 and 12 (the diffusion and the AR lines) plus, in
# train's free layouts, rows whose label runs into its value over a leader of dots
# (``corpus.synth.free_layout.LEADER_STYLES``), as core-banking systems print a record. Dev and
# test are unaffected.
# Versions 16 and 17: versions 14 and 15 (the diffusion and the AR lines) plus, in
# train's free layouts, five more arrangements of a section's rows (``free_layout.MORE_STYLES``)
# that real bank documents use: numbered form boxes ("3  Date of birth" over the value, one or two
# to a row), grid bands (2-4 labels across the page, their values in the row under them), labels
# beside another language's word for them (train-only synonyms or invented words, never a
# held-out one), prose that states values without their labels, and fixed-width screen prints
# with two or three "LABEL......: value" pairs to a line. Dev and test are unaffected, and
# versions 14 and 15 are generated as before (the flag draws nothing when off).
# Version 18: version 15 (the AR line) plus version 11's train-only synonyms (share
# 0.2), for a fine-tune of the AR model from its version-15 weights. Dev and test are unaffected.
TRAIN_FREE_TEXT_VERSIONS = frozenset({12, 13, 14, 15, 16, 17, 18})
TRAIN_LEADER_ROWS_VERSIONS = frozenset({14, 15, 16, 17, 18})
TRAIN_MORE_STYLES_VERSIONS = frozenset({16, 17})
_DROPPABLE: dict[str, tuple[tuple[str, ...], ...]] = {
    "letter_of_credit": (("partial", "transhipment"), ("port_loading", "port_discharge")),
    "kyc_individual": (("tin",),),
}


@dataclass
class SynthDocument:
    stem: str            # e.g. "letter_of_credit-test-s7-00012"
    document_type: str
    split: str           # train | dev | test
    family: str          # layout family name
    pdf: bytes
    truth: dict          # {"document_type": ..., "data": {...}}, valid against the schema
    meta: dict           # family, split, seed, index, pages, us_issuer, label_set, surface, ...


def _rng(seed: int, split: str, document_type: str, index: int, attempt: int = 0) -> random.Random:
    key = f"dualpath-synth|{seed}|{split}|{document_type}|{index}|{attempt}".encode()
    return random.Random(int.from_bytes(hashlib.sha256(key).digest()[:8], "big"))


def schedule(document_type: str, split: str) -> list[Family]:
    """The families a split cycles through (held-out ones repeated so they fill about half of
    test; train-only ones repeated so they fill about TRAIN_ONLY_REPEATS / (7 + that) of train)."""
    families = FAMILIES[document_type]
    seen = [f for f in families if split in f.splits and not f.heldout and not f.train_only]
    if split == "train":
        return seen + [f for f in families if f.train_only] * TRAIN_ONLY_REPEATS
    if split != "test":
        return seen
    held = [f for f in families if f.heldout]
    reps = max(1, round(len(seen) / max(1, len(held))))
    return held * reps + seen


def drop_siblings(case: Any, document_type: str, rng: random.Random, probability: float) -> None:
    """Per group of ``_DROPPABLE[document_type]``, with ``probability``: leave one present member
    out (None)."""
    for group in _DROPPABLE.get(document_type, ()):
        present = [name for name in group if getattr(case, name)]
        if not present or rng.random() >= probability:
            continue
        setattr(case, rng.choice(present), None)


def render_one(document_type: str, index: int, *, seed: int, split: str,
               version: int = CORPUS_VERSION) -> SynthDocument:
    """Document number ``index`` of (type, seed, split) in corpus ``version``."""
    check_document_type(document_type)
    if version not in TRAIN_DROP_SIBLING_BY_VERSION:
        raise ValueError(f"unknown corpus version {version}; choose one of "
                         f"{', '.join(map(str, sorted(TRAIN_DROP_SIBLING_BY_VERSION)))}")
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; choose one of {', '.join(SPLITS)}")
    plan = schedule(document_type, split)
    offset = _rng(seed, split, document_type, -1).randrange(len(plan))
    family = plan[(index + offset) % len(plan)]
    for attempt in range(8):
        rng = _rng(seed, split, document_type, index, attempt)
        case = _SAMPLERS[document_type](rng)
        if split == "train" and TRAIN_DROP_SIBLING_BY_VERSION[version]:  # no draw at all in version 4
            drop_siblings(case, document_type, rng, TRAIN_DROP_SIBLING_BY_VERSION[version])
        if split == "train" and version in TRAIN_FREE_TEXT_VERSIONS and document_type == lc.TYPE:
            lc.vary_free_text(case, rng)
        ctx = Ctx(rng, document_type, split, heldout_labels=(split == "test"),
                  invented_labels=TRAIN_INVENTED_LABELS if split == "train" else 0.0,
                  list_variety=split == "train" and version in TRAIN_LIST_VARIETY_VERSIONS,
                  passport_scans=split == "train" and version in TRAIN_PASSPORT_SCANS_VERSIONS,
                  leader_rows=split == "train" and version in TRAIN_LEADER_ROWS_VERSIONS,
                  more_styles=split == "train" and version in TRAIN_MORE_STYLES_VERSIONS,
                  train_synonyms=TRAIN_SYNONYMS_BY_VERSION.get(version, 0.0) if split == "train" else 0.0)
        result = family.render(case, ctx)
        if result.doc.pages > MAX_PAGES:
            continue
        if issuer_visible(result.doc.first_page_text(), us=result.us_issuer, sender_bic=result.sender_bic):
            break
    else:
        raise RuntimeError(f"{family.name} kept producing documents of more than {MAX_PAGES} pages "
                           "or whose first lines hide the issuer's country")
    stem = f"{document_type}-{split}-s{seed}-{index:05d}"
    meta: dict[str, Any] = {
        "family": family.name, "split": split, "seed": seed, "index": index, "pages": result.doc.pages,
        "us_issuer": result.us_issuer, "issuer": result.issuer, "sender_bic": result.sender_bic,
        "attempts": attempt + 1,
        "label_set": "heldout" if ctx.heldout_labels else ("seen+invented" if ctx.invented_labels else "seen"),
        "heldout_family": family.heldout,
        "labels": dict(ctx.labels.chosen), "surface": result.out.surface, "derived": result.out.derived,
    }
    truth = {"document_type": document_type, "data": result.out.data}
    return SynthDocument(stem, document_type, split, family.name, result.doc.output(), truth, meta)


def generate(document_type: str, n: int, *, seed: int, split: str,
             version: int = CORPUS_VERSION) -> Iterator[SynthDocument]:
    """``n`` documents of a type; the same (type, n, seed, split, version) gives the same bytes every run."""
    for index in range(n):
        yield render_one(document_type, index, seed=seed, split=split, version=version)


def write_corpus(out_dir: Path, document_type: str, n: int, *, seed: int, split: str,
                 version: int = CORPUS_VERSION) -> list[Path]:
    """Write ``<stem>.pdf`` and ``<stem>.truth.json`` per document and append to ``manifest.jsonl``."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    manifest_path = out_dir / "manifest.jsonl"
    stems = {f"{document_type}-{split}-s{seed}-{i:05d}" for i in range(n)}
    if manifest_path.exists():  # writing the same documents again replaces their lines
        kept = [line for line in manifest_path.read_text(encoding="utf-8").splitlines()
                if line.strip() and json.loads(line).get("stem") not in stems]
        manifest_path.write_text("".join(f"{line}\n" for line in kept), encoding="utf-8")
    paths = []
    with open(manifest_path, "a", encoding="utf-8") as manifest:
        for doc in generate(document_type, n, seed=seed, split=split, version=version):
            pdf_path = out_dir / f"{doc.stem}.pdf"
            pdf_path.write_bytes(doc.pdf)
            (out_dir / f"{doc.stem}.truth.json").write_text(
                json.dumps(doc.truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
            line = {"stem": doc.stem, "document_type": doc.document_type,
                    "sha256": hashlib.sha256(doc.pdf).hexdigest(), **doc.meta}
            manifest.write(json.dumps(line, ensure_ascii=False) + "\n")
            paths.append(pdf_path)
    return paths
