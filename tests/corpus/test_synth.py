"""The synthetic corpus: determinism, split design, schema validity, and that every truth value
is written in the PDF's own extracted text."""
from __future__ import annotations

import collections
import datetime as dt
import hashlib
import io
import json
import re
import time

import jsonschema
import pypdf
import pytest

from corpus import synth
from pipeline import mrz
from pipeline.doctypes import DOCUMENT_TYPES, load_schema
from pipeline.fields import FIELD_SPECS, iter_leaves
from corpus.synth import FAMILIES, generate, render_one, schedule, write_corpus
from corpus.synth.common import HEAD_LINES_OTHER, HEAD_LINES_US, HELDOUT, SEEN, TRAIN_ONLY, US_MARK
from corpus.synth.corpus import TRAIN_INVENTED_LABELS
from corpus.synth.surface import LABELS, MEANINGFUL_LABELS, TRAIN_ONLY_LABELS, all_labels, is_invented_label

SPLITS = ("train", "dev", "test")
N = 100            # documents per type and split for the schema and coverage checks
N_TEXT = 30        # of which read back with pypdf
SEED = 7


def fold(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@pytest.fixture(scope="module")
def corpus():
    docs, seconds = {}, 0.0
    for document_type in DOCUMENT_TYPES:
        for split in SPLITS:
            start = time.perf_counter()
            docs[document_type, split] = list(generate(document_type, N, seed=SEED, split=split))
            seconds += time.perf_counter() - start
    total = sum(len(d) for d in docs.values())
    print(f"\nsynth speed: {total} documents in {seconds:.1f} s = {total / seconds:.1f} documents/s")
    return docs


@pytest.fixture(scope="module")
def texts(corpus):
    out = {}
    for key, docs in corpus.items():
        for doc in docs[:N_TEXT]:
            reader = pypdf.PdfReader(io.BytesIO(doc.pdf))
            out[doc.stem] = [page.extract_text() for page in reader.pages]
    return out


def _all(corpus, *, document_type=None, splits=SPLITS):
    return [d for (t, s), docs in corpus.items() if (document_type in (None, t)) and s in splits for d in docs]


# --------------------------------------------------------------------------- API and families

def test_public_api_is_sorted_and_complete():
    assert synth.__all__ == sorted(synth.__all__)
    for name in ("FAMILIES", "SynthDocument", "generate", "write_corpus"):
        assert name in synth.__all__


@pytest.mark.parametrize("document_type", DOCUMENT_TYPES)
def test_each_type_has_enough_families_with_some_held_out(document_type):
    families = FAMILIES[document_type]
    names = [f.name for f in families]
    assert len(names) == len(set(names)) and len(families) >= 8
    held = [f for f in families if f.heldout]
    assert len(held) >= 2 and len(families) - len(held) >= 6
    assert all(f.splits in (SEEN, HELDOUT, TRAIN_ONLY) and f.description for f in families)


def test_label_vocabularies_keep_held_out_synonyms_apart():
    for document_type in DOCUMENT_TYPES:
        seen, held = all_labels(document_type, "seen"), all_labels(document_type, "heldout")
        assert not seen & held
        assert all(seen for seen, _ in LABELS[document_type].values())
        # train-only synonyms (corpus versions 9-11) are neither seen nor held-out words, in any case
        train_only = {label.lower() for label in all_labels(document_type, "train_only")}
        assert train_only and not train_only & {label.lower() for label in seen | held}
        assert set(TRAIN_ONLY_LABELS[document_type]) <= set(LABELS[document_type])
        assert not set(TRAIN_ONLY_LABELS[document_type]) & MEANINGFUL_LABELS


# --------------------------------------------------------------------------- determinism and splits

@pytest.mark.parametrize("document_type", DOCUMENT_TYPES)
def test_seed_reproducibility(document_type):
    first = [(d.pdf, d.truth, d.meta) for d in generate(document_type, 4, seed=11, split="dev")]
    again = [(d.pdf, d.truth, d.meta) for d in generate(document_type, 4, seed=11, split="dev")]
    assert first == again
    assert render_one(document_type, 3, seed=11, split="dev").pdf == first[3][0]


def test_different_seeds_and_splits_give_different_documents(corpus):
    for document_type in DOCUMENT_TYPES:
        truths = collections.Counter()
        for split in SPLITS:
            for doc in corpus[document_type, split]:
                truths[json.dumps(doc.truth, sort_keys=True)] += 1
        assert max(truths.values()) == 1, "a document repeats within or across splits"
        other_seed = next(generate(document_type, 1, seed=SEED + 1, split="train"))
        assert other_seed.truth != corpus[document_type, "train"][0].truth


def test_stems_name_type_split_seed_and_index(corpus):
    doc = corpus["letter_of_credit", "test"][12]
    assert doc.stem == f"letter_of_credit-test-s{SEED}-00012"
    assert (doc.document_type, doc.split, doc.meta["split"], doc.meta["seed"]) == ("letter_of_credit", "test", "test", SEED)


def test_held_out_families_and_labels_appear_only_in_test(corpus):
    for document_type in DOCUMENT_TYPES:
        seen_labels, held_labels = all_labels(document_type, "seen"), all_labels(document_type, "heldout")
        held_families = {f.name for f in FAMILIES[document_type] if f.heldout}
        for doc in _all(corpus, document_type=document_type, splits=("train", "dev")):
            assert doc.family not in held_families and not doc.meta["heldout_family"]
            labels = set(doc.meta["labels"].values())
            assert not labels & held_labels, doc.stem
            if doc.split == "dev":
                assert doc.meta["label_set"] == "seen"
                assert labels <= seen_labels, doc.stem
            else:
                assert doc.meta["label_set"] == "seen+invented"
        # train labels some fields with invented words (about TRAIN_INVENTED_LABELS of them)
        train_labels = [label for d in corpus[document_type, "train"] for label in d.meta["labels"].values()]
        invented = sum(is_invented_label(document_type, label) for label in train_labels) / len(train_labels)
        # (a little under it: the keys in MEANINGFUL_LABELS always keep real labels; a small
        # sample can land just over it)
        assert TRAIN_INVENTED_LABELS - 0.15 <= invented <= TRAIN_INVENTED_LABELS + 0.05, (
            f"{document_type}: {invented:.0%} of train labels invented, not about {TRAIN_INVENTED_LABELS:.0%}")
        test_docs = corpus[document_type, "test"]
        assert all(d.meta["label_set"] == "heldout" for d in test_docs)
        used = {label for d in test_docs for label in d.meta["labels"].values()}
        assert used & held_labels
        share = sum(d.family in held_families for d in test_docs) / len(test_docs)
        assert 0.4 <= share <= 0.7, f"{document_type}: {share:.0%} of test from held-out families"


def test_every_family_is_used(corpus):
    for document_type in DOCUMENT_TYPES:
        for split in SPLITS:
            used = {d.family for d in corpus[document_type, split]}
            assert used == {f.name for f in schedule(document_type, split)}, (document_type, split)
        assert {f.name for f in FAMILIES[document_type]} == {d.family for d in _all(corpus, document_type=document_type)}


# --------------------------------------------------------------------------- truth

@pytest.mark.parametrize("document_type", DOCUMENT_TYPES)
def test_truth_is_valid_against_the_schema(corpus, document_type):
    validator = jsonschema.Draft202012Validator(load_schema(document_type),
                                                format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
    for doc in _all(corpus, document_type=document_type):
        assert set(doc.truth) == {"document_type", "data"} and doc.truth["document_type"] == document_type
        errors = [e.message for e in validator.iter_errors(doc.truth["data"])]
        assert not errors, (doc.stem, doc.family, errors[:3])
        assert 1 <= doc.meta["pages"] <= 3


def test_every_page_count_null_and_list_length_occurs(corpus):
    pages = {d.meta["pages"] for d in _all(corpus)}
    assert pages == {1, 2, 3}
    lc = _all(corpus, document_type="letter_of_credit")
    assert {len(d.truth["data"]["documents_required"]) for d in lc} == set(range(1, 9))
    loans = _all(corpus, document_type="loan_application")
    assert {len(d.truth["data"]["co_borrowers"]) for d in loans} == {0, 1, 2, 3}
    for document_type in DOCUMENT_TYPES:
        docs = _all(corpus, document_type=document_type)
        for spec in FIELD_SPECS[document_type]:
            if spec.nullable:
                values = [v for d in docs for p, v in iter_leaves(document_type, d.truth["data"]) if p == spec.path]
                assert None in values and any(v is not None for v in values), spec.path


def test_dates_are_plausible(corpus):
    for doc in _all(corpus, document_type="letter_of_credit"):
        d = doc.truth["data"]
        assert d["date_of_issue"] < d["expiry_date"]
        assert d["latest_shipment_date"] is None or d["date_of_issue"] < d["latest_shipment_date"] <= d["expiry_date"]
    for doc in _all(corpus, document_type="loan_application"):
        d = doc.truth["data"]
        dob = dt.date.fromisoformat(d["borrower"]["date_of_birth"])
        start = dt.date.fromisoformat(d["employment_start_date"])
        assert start >= dob.replace(year=dob.year + 18, day=min(dob.day, 28)) and start < dt.date(2026, 1, 1)
        assert d["loan_amount"] < d["property_value"]
    for doc in _all(corpus, document_type="kyc_individual"):
        d = doc.truth["data"]
        assert d["date_of_birth"] < "2008-01-01" < d["id_expiry_date"]


def test_monthly_only_kyc_income_is_twelve_times_the_monthly_figure(corpus, texts):
    derived = [d for d in _all(corpus, document_type="kyc_individual") if "annual_income" in d.meta["derived"]]
    assert len(derived) >= 20
    for doc in derived:
        if doc.stem in texts:
            assert re.search(r"month|Monat|mensuel", " ".join(texts[doc.stem]), re.I), doc.stem


# --------------------------------------------------------------------------- the PDF text

def test_every_truth_value_is_written_in_the_extracted_text(corpus, texts):
    checked = 0
    for doc in _all(corpus):
        if doc.stem not in texts:
            continue
        checked += _assert_truth_written(doc, fold("\n".join(texts[doc.stem])))
    assert checked > 5000


def _assert_truth_written(doc, text: str) -> int:
    """Assert that every recorded surface piece of ``doc``'s non-null truth values is in ``text``
    (folded); the number of pieces checked."""
    checked = 0
    for path, value in iter_leaves(doc.document_type, doc.truth["data"]):
        if value is None:
            continue
        pieces = doc.meta["surface"].get(path)
        assert pieces, f"{doc.stem} ({doc.family}): no surface recorded for {path}"
        for piece in pieces:
            assert fold(piece) in text, f"{doc.stem} ({doc.family}) {path}={value!r}: {piece!r} not in the text"
            checked += 1
    return checked


def test_free_text_truth_is_its_written_lines_joined(corpus):
    for doc in _all(corpus):
        for path, value in iter_leaves(doc.document_type, doc.truth["data"]):
            pieces = doc.meta["surface"].get(path)
            if isinstance(value, str) and path.endswith(("address", "goods_description")) and pieces:
                assert value == fold(" ".join(pieces)), (doc.stem, path)
            if isinstance(value, str):
                assert value == fold(value), (doc.stem, path)


def test_issuer_country_is_in_the_first_lines_and_sets_numeric_date_order(corpus, texts):
    us_marks = US_MARK
    numeric = re.compile(r"^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$")
    seen_us = seen_other = 0
    for doc in _all(corpus):
        if doc.stem not in texts:
            continue
        lines = texts[doc.stem][0].upper().splitlines()
        if doc.family in ("mt700_raw", "mt700_raw_output", "fin_print", "advice_cover_raw") and doc.meta["sender_bic"]:
            assert (doc.meta["sender_bic"][4:6] == "US") == doc.meta["us_issuer"], doc.stem
            if doc.family != "fin_print":
                assert re.search(rf"\{{[12]:[FIO]\d*\w*{doc.meta['sender_bic']}", "\n".join(texts[doc.stem]))
        elif doc.meta["us_issuer"]:
            assert us_marks.search("\n".join(lines[:HEAD_LINES_US])), (doc.stem, doc.family, lines[:6])
        else:
            assert not us_marks.search("\n".join(lines[:HEAD_LINES_OTHER])), (doc.stem, doc.family, lines[:15])
        for path, value in iter_leaves(doc.document_type, doc.truth["data"]):
            for piece in doc.meta["surface"].get(path, []) if isinstance(value, str) else []:
                m = numeric.match(piece)
                if m and re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
                    a, b, year = map(int, m.groups())
                    month, day = (a, b) if doc.meta["us_issuer"] else (b, a)
                    assert dt.date(year, month, day).isoformat() == value, (doc.stem, path, piece)
                    seen_us += doc.meta["us_issuer"]
                    seen_other += not doc.meta["us_issuer"]
    assert seen_us > 20 and seen_other > 20


def test_passport_pages_carry_a_valid_mrz_that_agrees_with_the_truth(corpus, texts):
    found = 0
    for doc in _all(corpus, document_type="kyc_individual"):
        if doc.stem not in texts or doc.family not in ("passport_cover", "passport_first"):
            continue
        lines = mrz.find_td3("\n".join(texts[doc.stem]))
        assert lines, doc.stem
        parsed = mrz.parse_td3(*lines, today=dt.date(2026, 1, 1))
        d = doc.truth["data"]
        assert parsed["valid"]
        assert (parsed["number"], parsed["nationality"], parsed["issuing_state"]) == \
            (d["id_document_number"], d["nationality"], d["id_issuing_country"])
        assert (parsed["date_of_birth"], parsed["expiry_date"]) == (d["date_of_birth"], d["id_expiry_date"])
        assert mrz.transliterate(d["full_name"]).startswith(mrz.transliterate(parsed["given_names"]))
        found += 1
    assert found >= 5


# --------------------------------------------------------------------------- files

def test_write_corpus_writes_pdf_truth_and_manifest(tmp_path):
    paths = write_corpus(tmp_path / "a", "kyc_individual", 3, seed=1, split="test")
    write_corpus(tmp_path / "a", "loan_application", 2, seed=1, split="train")
    again = write_corpus(tmp_path / "b", "kyc_individual", 3, seed=1, split="test")
    assert [p.name for p in paths] == [f"kyc_individual-test-s1-{i:05d}.pdf" for i in range(3)]
    for path, other in zip(paths, again):
        assert path.read_bytes().startswith(b"%PDF") and path.read_bytes() == other.read_bytes()
        truth = json.loads(path.with_name(path.name.replace(".pdf", ".truth.json")).read_text())
        assert set(truth) == {"document_type", "data"}
    write_corpus(tmp_path / "a", "loan_application", 2, seed=1, split="train")   # again: lines replaced
    manifest = [json.loads(line) for line in (tmp_path / "a" / "manifest.jsonl").read_text().splitlines()]
    assert len(manifest) == 5
    first = manifest[0]
    assert first["stem"] == "kyc_individual-test-s1-00000" and first["sha256"] == hashlib.sha256(paths[0].read_bytes()).hexdigest()
    for key in ("document_type", "split", "family", "seed", "pages", "us_issuer", "label_set", "surface"):
        assert key in first


def test_unknown_type_or_split_is_refused():
    with pytest.raises(ValueError, match="unknown document type"):
        next(generate("invoice", 1, seed=0, split="train"))
    with pytest.raises(ValueError, match="unknown split"):
        next(generate("kyc_individual", 1, seed=0, split="validation"))


def test_train_cases_leave_out_at_most_one_sibling_of_a_group():
    import random

    from corpus.synth import lc
    from corpus.synth.corpus import drop_siblings

    rng = random.Random(3)
    dropped = 0
    for _ in range(200):
        case = lc.sample(rng)
        before = (case.partial, case.transhipment, case.port_loading, case.port_discharge)
        drop_siblings(case, "letter_of_credit", rng, 0.5)
        after = (case.partial, case.transhipment, case.port_loading, case.port_discharge)
        assert sum(a is None for a in after) - sum(b is None for b in before) in (0, 1, 2)
        dropped += after != before
    assert 100 < dropped < 190


def test_corpus_version_4_is_version_6_without_the_train_drops_and_dev_is_the_same_in_both():
    """The AR checkpoint was trained on version 4, the diffusion checkpoint on 6 (`dualpath train
    --corpus-version`): both must still be generated exactly."""
    from corpus.synth.corpus import render_one

    differ = 0
    for index in range(12):
        v4 = render_one("letter_of_credit", index, seed=0, split="train", version=4)
        v6 = render_one("letter_of_credit", index, seed=0, split="train", version=6)
        # the case is drawn first, so version 6 only ever leaves a value out (its rendering draws
        # then differ: the drop consumed random numbers)
        kept = [v6.truth["data"][k] is None or v6.truth["data"][k] == v4.truth["data"][k]
                for k in ("partial_shipments", "transhipment")]
        assert all(kept)
        differ += v4.truth != v6.truth
    assert 0 < differ < 12
    for split in ("dev", "test"):
        assert render_one("kyc_individual", 3, seed=0, split=split, version=4).pdf == \
            render_one("kyc_individual", 3, seed=0, split=split, version=6).pdf
    with pytest.raises(ValueError, match="unknown corpus version"):
        render_one("kyc_individual", 0, seed=0, split="train", version=5)


def test_co_borrower_styles_write_every_person_verbatim_and_register_the_truth():
    import random

    from corpus.synth import loan
    from corpus.synth.common import Ctx, Out

    rng = random.Random(7)
    checked = {style: 0 for style in loan.CO_BORROWER_STYLES}
    for _ in range(60):
        case = loan.sample(rng)
        for style in loan.CO_BORROWER_STYLES:
            ctx = Ctx(random.Random(rng.random()), "loan_application", "train", heldout_labels=False, list_variety=True)
            out = Out("loan_application")
            rows, borrower_rows = loan.co_borrower_rows(ctx, loan.Written(case, ctx, out), style)
            written = "\n".join(value for _, _, value in rows + borrower_rows)
            people = out.data.get("co_borrowers", [])
            assert len(people) == len(case.co)
            if not people:
                assert not borrower_rows and len(rows) <= 1   # nothing, or one row saying "none"
                assert all(value in loan._NONE_WORDS for _, _, value in rows)
                continue
            checked[style] += 1
            for surfaces in (v for k, v in out.surface.items() if k.startswith("co_borrowers[")):
                assert all(piece in written for piece in surfaces)
            if style == "one_line":
                assert len(rows) == 1 and not borrower_rows
            elif style == "names_apart":
                assert len(rows) == 1 and len(borrower_rows) == len(people)   # one row per date of birth
                assert all(p["full_name"] not in "".join(r[2] for r in borrower_rows) for p in people)
            else:
                assert len(rows) == 2 * len(people)
    assert all(n > 5 for n in checked.values())


def _free_layouts_of_two_versions(document_type: str, old: int, new: int, n: int = 40):
    """(old, new) renderings of train documents 0..n-1 whose family is free_layout; every other
    family is asserted byte-identical in the two versions."""
    from corpus.synth.corpus import render_one

    for index in range(n):
        before = render_one(document_type, index, seed=0, split="train", version=old)
        after = render_one(document_type, index, seed=0, split="train", version=new)
        if after.family != "free_layout":
            assert before.pdf == after.pdf and before.truth == after.truth
            continue
        yield before, after


def test_corpus_version_7_changes_only_train_free_layouts_of_loans():
    """Version 7 changes only train's free-layout loans; version 6, dev and test are generated
    exactly as before."""
    from corpus.synth.corpus import render_one

    changed = 0
    for v6, v7 in _free_layouts_of_two_versions("loan_application", 6, 7):
        # the same case; the layout's extra draws may change how a name is written
        assert len(v6.truth["data"]["co_borrowers"]) == len(v7.truth["data"]["co_borrowers"])
        changed += v6.pdf != v7.pdf
    assert changed > 5
    assert render_one("kyc_individual", 4, seed=0, split="train", version=6).pdf == \
        render_one("kyc_individual", 4, seed=0, split="train", version=7).pdf
    for split in ("dev", "test"):
        for document_type in ("loan_application", "kyc_individual"):
            assert render_one(document_type, 5, seed=0, split=split, version=6).pdf == \
                render_one(document_type, 5, seed=0, split=split, version=7).pdf


def test_corpus_version_8_states_some_train_identities_only_on_a_passport_page():
    """Version 8 changes only train's free-layout KYC documents: a share of them give the name,
    birth, sex, nationality and passport only on a passport data page, whose Surname and Given
    names rows are the name's pieces; version 7, the other families, dev and test are as before."""
    from pipeline.ingest import ingest_bytes
    from corpus.synth.corpus import render_one

    scans = 0
    for _, v8 in _free_layouts_of_two_versions("kyc_individual", 7, 8):
        text = "\n".join(ingest_bytes(v8.pdf).pages)
        if "Given names / Prénoms" not in text:
            continue
        scans += 1
        data, surface = v8.truth["data"], v8.meta["surface"]
        assert data["id_document_type"] == "passport"
        surname, given = surface["full_name"]
        assert data["full_name"] == f"{given} {surname}"
        assert f"Surname / Nom\n{surname}\nGiven names / Prénoms\n{given}" in text
        assert f"{given} {surname}" not in text.replace("\n", " ")   # the form no longer writes it whole
    assert 3 <= scans <= 25
    for document_type in ("loan_application", "letter_of_credit"):
        assert render_one(document_type, 6, seed=0, split="train", version=7).pdf == \
            render_one(document_type, 6, seed=0, split="train", version=8).pdf
    for split in ("dev", "test"):
        assert render_one("kyc_individual", 5, seed=0, split=split, version=7).pdf == \
            render_one("kyc_individual", 5, seed=0, split=split, version=8).pdf


@pytest.mark.parametrize(("old", "new"), [(6, 9), (4, 10), (4, 11), (15, 18)])
def test_corpus_versions_9_to_11_and_18_label_some_train_fields_with_train_only_synonyms(old, new):
    """Versions 9, 10, 11 and 18 are versions 6, 4, 4 and 15 plus train-only label synonyms: the same
    families in train, real synonyms of no other split on some fields; dev and test as before."""
    from corpus.synth.corpus import render_one

    for document_type in DOCUMENT_TYPES:
        train_only = all_labels(document_type, "train_only")
        held = all_labels(document_type, "heldout")
        used = changed = 0
        for index in range(12):
            before = render_one(document_type, index, seed=0, split="train", version=old)
            after = render_one(document_type, index, seed=0, split="train", version=new)
            assert after.family == before.family
            labels = set(after.meta["labels"].values())
            assert not labels & held
            used += len(labels & train_only)
            assert not set(before.meta["labels"].values()) & train_only
            changed += after.pdf != before.pdf
        assert used >= 6 and changed >= 6, (document_type, used, changed)
        for split in ("dev", "test"):
            assert render_one(document_type, 2, seed=0, split=split, version=old).pdf == \
                render_one(document_type, 2, seed=0, split=split, version=new).pdf


@pytest.mark.parametrize(("old", "new"), [(4, 12), (6, 13)])
def test_corpus_versions_12_and_13_end_train_free_text_in_more_ways(old, new):
    """Versions 12 and 13 are versions 4 and 6 plus, in train's letters of credit only, goods
    descriptions whose Incoterms line is not always last and required documents with a clause
    after the usual words; KYC, loans, dev and test are generated exactly as before."""
    from corpus.synth.corpus import render_one

    goods_tail = documents_tail = 0
    for index in range(40):
        before = render_one("letter_of_credit", index, seed=0, split="train", version=old)
        after = render_one("letter_of_credit", index, seed=0, split="train", version=new)
        assert after.family == before.family
        old_data, new_data = before.truth["data"], after.truth["data"]
        if old_data["form_of_credit"] == new_data["form_of_credit"] != "IRREVOCABLE STANDBY":
            goods_tail += not re.search(r"INCOTERMS 20\d\d$", new_data["goods_description"], re.I)
        first = new_data["documents_required"][0]
        documents_tail += "credit number" in first.lower() and not first.lower().endswith("credit number")
    assert goods_tail >= 8 and documents_tail >= 3, (goods_tail, documents_tail)
    for document_type in ("kyc_individual", "loan_application"):
        assert render_one(document_type, 3, seed=0, split="train", version=old).pdf == \
            render_one(document_type, 3, seed=0, split="train", version=new).pdf
    for split in ("dev", "test"):
        for document_type in DOCUMENT_TYPES:
            assert render_one(document_type, 4, seed=0, split=split, version=old).pdf == \
                render_one(document_type, 4, seed=0, split=split, version=new).pdf


def test_corpus_versions_14_and_15_add_leader_rows_to_train_free_layouts_only():
    """Versions 14 and 15 are 13 and 12 plus rows whose label runs into its value over a leader
    ("Employer name _______ Yokohama Retail Group"): only train's free layouts change, each value
    is still written verbatim (its truth is in the text), dev and test are as before."""
    import re

    from pipeline.ingest import ingest_bytes
    from corpus.synth.corpus import render_one

    leaders = 0
    for old, new in ((13, 14), (12, 15)):
        for document_type in ("kyc_individual", "letter_of_credit"):
            for before, after in _free_layouts_of_two_versions(document_type, old, new, n=30):
                assert before.truth == after.truth
                text = "\n".join(ingest_bytes(after.pdf).pages)
                leaders += bool(re.search(r"\S [._-]{3,} \S", text)) and before.pdf != after.pdf
                for piece in (p for pieces in after.meta["surface"].values() for p in pieces):
                    assert " ".join(piece.split()) in " ".join(text.split())
        for split in ("dev", "test"):
            assert render_one("loan_application", 5, seed=0, split=split, version=old).pdf == \
                render_one("loan_application", 5, seed=0, split=split, version=new).pdf
    assert leaders > 3


@pytest.mark.parametrize(("old", "new"), [(14, 16), (15, 17)])
def test_corpus_versions_16_and_17_add_more_styles_to_train_free_layouts_only(old, new, monkeypatch):
    """Versions 16 and 17 are 14 and 15 plus numbered boxes, grid bands, bilingual labels, prose and
    screen prints in train's free layouts: the other families, dev and test are byte-identical to
    14 and 15, the new styles occur, and every truth value is still written in the extracted text
    of a valid truth."""
    from corpus.synth import free_layout
    from corpus.synth.corpus import render_one

    used: collections.Counter = collections.Counter()
    write_section = free_layout.write_section

    def counting(doc, ctx, items, style, label_case):
        used[style] += ctx.more_styles
        return write_section(doc, ctx, items, style, label_case)

    monkeypatch.setattr(free_layout, "write_section", counting)
    changed = checked = 0
    for document_type in DOCUMENT_TYPES:
        validator = jsonschema.Draft202012Validator(load_schema(document_type),
                                                    format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
        for before, after in _free_layouts_of_two_versions(document_type, old, new, n=30):
            changed += before.pdf != after.pdf
            if before.meta["attempts"] == after.meta["attempts"]:
                assert before.truth == after.truth   # the layout is drawn after the truth
            assert not [e.message for e in validator.iter_errors(after.truth["data"])], after.stem
            text = fold("\n".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(after.pdf)).pages))
            checked += _assert_truth_written(after, text)
        for split in ("dev", "test"):
            assert render_one(document_type, 4, seed=0, split=split, version=old).pdf == \
                render_one(document_type, 4, seed=0, split=split, version=new).pdf
    assert changed >= 5 and checked > 300, (changed, checked)
    new_styles = set(free_layout.MORE_STYLES) - set(free_layout.LEADER_STYLES)
    assert new_styles == {"boxes", "grid", "bilingual", "prose", "screen"}
    assert all(used[style] for style in new_styles), used


def test_more_styles_use_no_held_out_word():
    """The prose of versions 16-17 states values without a held-out label of its type (test's
    words), and names only fields of that type; bilingual labels' second names are train-only
    synonyms or invented words (``free_layout._gloss``)."""
    import random

    from corpus.synth import free_layout
    from corpus.synth.common import Ctx

    forms = {t: [f for fs in free_layout.PROSE[t].values() for f in fs] for t in DOCUMENT_TYPES}
    forms["kyc_individual"] += [*free_layout._NATIONALITY_PROSE, *free_layout._COUNTRY_NATIONALITY_PROSE,
                                *free_layout._STATUS_PROSE]
    for document_type in DOCUMENT_TYPES:
        held = {label.lower() for label in all_labels(document_type, "heldout")}
        assert set(free_layout.PROSE[document_type]) <= set(LABELS[document_type]) - MEANINGFUL_LABELS
        for form in forms[document_type]:
            assert "{v}" in form and not [h for h in held if h in form.lower()], (document_type, form)
        ctx = Ctx(random.Random(1), document_type, "train", heldout_labels=False)
        train_only = all_labels(document_type, "train_only")
        for key, (seen, _) in LABELS[document_type].items():
            for label in seen:
                gloss = free_layout._gloss(ctx, free_layout.Item(label, "x", key))
                assert gloss.lower() not in held and (gloss in train_only or is_invented_label(document_type, gloss))
