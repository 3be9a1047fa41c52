"""The compositional corpus: determinism, schema-valid truth, copied spans, variety, US date order."""
from __future__ import annotations

import collections
import hashlib
import json
import random
import re

import pytest

from pipeline.doctypes import DOCUMENT_TYPES
from pipeline.fields import get_path
from pipeline.validation import _validator
from corpus.compose import compose, page_texts, write
from models.training.corpus_check import SPAN_TARGET, report
from models.dataset import infer_order
from models.template import slot_sources

SEED = 11
N_SPANS = 30      # documents per type for the span share
N_VARIETY = 60    # documents per type for the variety counts


@pytest.fixture(scope="module")
def docs():
    return {t: [compose(t, i, SEED) for i in range(N_VARIETY)] for t in DOCUMENT_TYPES}


def test_same_arguments_same_bytes():
    for t in DOCUMENT_TYPES:
        a, b = compose(t, 3, SEED), compose(t, 3, SEED)
        assert a.pdf == b.pdf and a.truth == b.truth and a.meta == b.meta
        assert compose(t, 4, SEED).pdf != a.pdf


def test_truth_is_schema_valid(docs):
    for t, items in docs.items():
        for doc in items:
            errors = list(_validator(t).iter_errors(doc.truth["data"]))
            assert not errors, (doc.stem, [e.message for e in errors])
            assert doc.truth["document_type"] == t
            assert 1 <= doc.meta["pages"] <= 3


def test_values_are_copied_spans(docs):
    for t, items in docs.items():
        leaves = copied = 0
        for doc in items[:N_SPANS]:
            pages = page_texts(doc.pdf)
            for path, target in slot_sources(t, doc.truth["data"], pages, infer_order(pages)).items():
                if get_path(doc.truth["data"], path) is None:
                    continue
                leaves += 1
                copied += bool(target.parts)
        assert leaves > 10 * N_SPANS
        assert copied / leaves >= SPAN_TARGET, (t, copied / leaves)


def test_variety(docs):
    for t, items in docs.items():
        containers = {d.meta["container"] for d in items}
        languages = {lang for d in items for lang in d.meta["label_languages"]} - {"invented"}
        placements = {p for d in items for p in d.meta["placements"]}
        assert len(containers) >= 6, (t, containers)
        assert len(languages) >= 6, (t, languages)
        assert len(placements) >= 4, (t, placements)


def test_us_issuer_numeric_dates_month_first(docs):
    checked = 0
    for t in ("kyc_individual", "loan_application"):
        for doc in docs[t]:
            if not (doc.meta["us_issuer"] and doc.meta["date_style"] in ("num_slash", "num_dash")):
                continue
            path = "date_of_birth" if t == "kyc_individual" else "borrower.date_of_birth"
            iso = get_path(doc.truth["data"], path)
            y, m, d = iso.split("-")
            sep = "/" if doc.meta["date_style"] == "num_slash" else "-"
            text = "\n".join(page_texts(doc.pdf))
            if f"{m}{sep}{d}{sep}{y}" in text and int(d) != int(m):   # written month-first
                checked += 1
                assert infer_order(page_texts(doc.pdf)) == "MDY"
    assert checked >= 2


def test_write_and_check(tmp_path):
    write(tmp_path, 2, SEED)
    rows = [json.loads(line) for line in (tmp_path / "manifest.jsonl").read_text().splitlines()]
    assert len(rows) == 2 * len(DOCUMENT_TYPES)
    assert all(row["family"] == row["container"] for row in rows)
    assert len(list(tmp_path.glob("*.pdf"))) == len(rows)
    rep = report(tmp_path)
    assert set(rep) == set(DOCUMENT_TYPES)
    assert all(r["valid"] == 1.0 and r["documents"] == 2 for r in rep.values())
    counts = collections.Counter(row["document_type"] for row in rows)
    assert set(counts.values()) == {2}


def test_forms_in_other_languages_write_their_choices_in_them(docs):
    """A German loan form ticks "verheiratet", not "Married": choices follow the captions' language
    in most such documents, and the truth stays the contract's value."""
    from corpus.compose.value_words import VALUE_WORDS

    local = {field: {w: value for value, by_lang in values.items() for words in by_lang.values() for w in words}
             for field, values in VALUE_WORDS.items()}
    seen = collections.Counter()
    for t, field, path in (("loan_application", "marital_status", "borrower.marital_status"),
                           ("loan_application", "loan_purpose", "loan_purpose"),
                           ("kyc_individual", "source_of_funds", "source_of_funds")):
        for doc in docs[t]:
            text = "\n".join(page_texts(doc.pdf))
            for word, value in local[field].items():
                if len(word) > 4 and word in text and get_path(doc.truth["data"], path) == value:
                    seen[field] += 1
                    break
    assert all(seen[f] >= 3 for f in ("marital_status", "loan_purpose", "source_of_funds")), seen


def test_version_two_prints_long_free_text_values(docs):
    """Version 2 (and later ones) lengthens addresses and goods: some goods hold several priced
    items, some addresses four or more parts, and both stay copied spans of the page."""
    goods = [d.truth["data"]["goods_description"] for d in docs["letter_of_credit"]]
    assert sum(g.count(" per ") >= 2 for g in goods) >= 5
    assert max(len(g) for g in goods) > 250
    addresses = [d.truth["data"]["residential_address"] for d in docs["kyc_individual"]]
    assert sum(a.count(",") + 1 >= 4 or len(a) > 60 for a in addresses) >= 5
    for doc in docs["letter_of_credit"][:N_SPANS]:
        pages = page_texts(doc.pdf)
        target = slot_sources("letter_of_credit", doc.truth["data"], pages, infer_order(pages))["goods_description"]
        assert target.parts, (doc.stem, doc.truth["data"]["goods_description"])


def test_version_three_prints_some_borrowers_names_as_two_rows(docs):
    """The borrower's given names and surname as two captioned items (rows, or boxes side by
    side), the truth both together."""
    split = [d for d in docs["loan_application"] if d.meta.get("name_rows")]
    assert len(split) >= 5
    apart = 0
    for doc in split:
        text = "\n".join(page_texts(doc.pdf)).casefold()
        name = doc.truth["data"]["borrower"]["full_name"].casefold()
        assert all(part in text for part in name.split()), doc.stem
        apart += all(name not in line for line in text.splitlines() if name.split()[-1] in line)
    assert apart >= 2


def test_older_versions_draw_the_documents_they_always_drew():
    """The checkpoints' recipes name version-1 and version-2 draws; a later version must not change them."""
    digest = hashlib.sha256(json.dumps(compose("loan_application", 2, 4, version=2).truth, sort_keys=True).encode())
    assert digest.hexdigest() == "d013b52b4fda0e899f42872a295678f703ba076cfcbdf6563c7e5d7455ead495"
    assert compose("loan_application", 2, 4, version=2).meta["version"] == 2
    old = compose("letter_of_credit", 2, 4, version=1)
    assert old.meta["version"] == 1
    # the truth this document had before version 2 existed
    digest = hashlib.sha256(json.dumps(old.truth, sort_keys=True).encode()).hexdigest()
    assert digest == "e55e275942e9ba0beaac7f0e37bcc5ce6ac9247388460f14b446f9401ceb4e9d"
    assert compose("letter_of_credit", 2, 4).truth != old.truth
    # a version-3 credit whose port carries a terminal: version 4's vocabulary must leave it alone
    three = compose("letter_of_credit", 2, 4, version=3)
    assert three.truth["data"]["port_of_loading"] == "BUSAN (CONTAINER TERMINAL)"
    digest = hashlib.sha256(json.dumps(three.truth, sort_keys=True).encode()).hexdigest()
    assert digest == "69d2fb2a673a2cb9632a8ee9e0467bf4fcee08a391591068867acd61e2a0f669"
    with pytest.raises(ValueError, match="compose version 7 is unknown"):
        compose("letter_of_credit", 2, 3, version=7)


def test_version_four_draws_long_values_names_from_invented_words():
    """No building, district, terminal or employer name of the earlier lists (some copied from
    design generators' documents) is printed by version 4; invented names are."""
    from corpus.compose import long_values as L

    listed = {w.casefold() for w in ("Sea Breeze", "Marina Heights", "Coral Sky", "Kranich", "Trans-Sahel", "Copperline",
                                      "Liffey Valley", "Highveld", "Bandra West", "Wujin District", "Jurong West",
                                      "Al Quoz", "Dinh Vu", "Westlands", "Konak")}
    texts, employers = [], []
    for t in DOCUMENT_TYPES:
        for i in range(12):
            doc = compose(t, i, 31, version=4)
            texts.append("\n".join(page_texts(doc.pdf)).casefold())
            employers.append(doc.truth["data"].get("employer_name"))
    for word in listed:
        assert not any(re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text) for text in texts), word
    assert any(e and e.split()[0] not in {w.split()[0] for w in L._NAME_WORDS} for e in employers)
    words = [L.invented_word(random.Random(k)) for k in range(50)]
    assert len(set(words)) >= 45 and all(w.isalpha() and w[0].isupper() for w in words)
