import pytest

from models.dataset import build_example, toy_documents
from models.template import document_order, parse_slots, render_value, slot_paths, slot_targets
from models.tokenizer import train_tokenizer
from models.dataset import corpus_texts
from pipeline.doctypes import DOCUMENT_TYPES
from pipeline.fields import FIELD_SPECS, spec_for


@pytest.mark.parametrize("document_type", DOCUMENT_TYPES)
def test_every_leaf_has_slots_in_a_fixed_order(document_type):
    paths = slot_paths(document_type)
    assert len(paths) == len(set(paths))
    for spec in FIELD_SPECS[document_type]:
        if spec.list_name is None:
            assert spec.path in paths
        else:
            assert [spec.concrete(i) for i in range(spec.max_items)] == [p for p in paths if spec_for(document_type, p) == spec]
    if document_type == "loan_application":
        i = paths.index("co_borrowers[0].full_name")
        assert paths[i:i + 3] == ["co_borrowers[0].full_name", "co_borrowers[0].date_of_birth", "co_borrowers[1].full_name"]


@pytest.mark.parametrize("document_type", DOCUMENT_TYPES)
def test_targets_normalise_back_to_the_truth_and_parse(document_type):
    from pipeline.normalise import normalise_value

    for doc in [d for d in toy_documents(5) if d.document_type == document_type]:
        targets = slot_targets(document_type, doc.data, doc.pages)
        assert list(targets) == slot_paths(document_type)
        for path, text in targets.items():
            from pipeline.fields import get_path

            truth = get_path(doc.data, path)
            if truth is None:
                assert text is None
            else:
                value = normalise_value(spec_for(document_type, path), text)
                assert value == truth or str(value).lower() == str(truth).lower(), (path, text, truth)
        preds = parse_slots(document_type, {p: (f" {t} " if t else t) for p, t in targets.items()},
                            confidences={slot_paths(document_type)[0]: 0.5}, decoded_by="autoregressive")
        assert [p.path for p in preds] == slot_paths(document_type)
        assert all(p.raw == (t.strip() if t else None) for p, t in zip(preds, targets.values()))
        assert preds[0].confidence == 0.5 and all(p.decoded_by == "autoregressive" for p in preds)


def test_copied_slot_tokens_are_document_tokens():
    docs = toy_documents(5)
    tok = train_tokenizer(corpus_texts(docs), vocab_size=600)
    for doc in docs:
        ex = build_example(doc, tok)
        copied = 0
        for path, ids in ex.slot_ids.items():
            for token, src in zip(ids, ex.copy_src[path]):
                if src is not None:
                    assert ex.doc_ids[src] == token
                    copied += 1
        assert copied > 0


def test_render_value_is_read_back_by_normalisation():
    from pipeline.normalise import normalise_value

    spec = spec_for("kyc_individual", "annual_income")
    assert normalise_value(spec, render_value(spec, 120000.0)) == 120000.0
    assert normalise_value(spec_for("kyc_individual", "is_pep"), render_value(spec, True)) is True
    rate = spec_for("loan_application", "interest_rate_percent")
    assert normalise_value(rate, render_value(rate, 4.125)) == 4.125


def test_names_written_apart_and_monthly_incomes_are_still_copied():
    from models.template import slot_sources
    from pipeline.fields import empty_record

    record = empty_record("kyc_individual")
    record.update(full_name="ANNA MARIA ERIKSSON", annual_income=60000.0)
    pages = ["CUSTOMER FORM\nSurname: ERIKSSON\nGiven names: ANNA MARIA\nMonthly income: 5,000.00\n"]
    sources = slot_sources("kyc_individual", record, pages)
    name = sources["full_name"]
    assert len(name.parts) == 2 and name.text == "ANNA MARIA ERIKSSON"
    assert [pages[p][s:e] for p, s, e in name.parts] == ["ANNA MARIA", "ERIKSSON"]
    income = sources["annual_income"]
    assert income.parts and income.suffix == " monthly" and income.text == "5,000.00 monthly"


def test_a_value_running_onto_the_next_page_is_copied_from_both_pages():
    from models.template import slot_sources
    from pipeline.fields import empty_record

    record = empty_record("letter_of_credit")
    goods = "500 CARTONS OF GREEN TEA, 20 KG EACH, CIF HAMBURG AS PER PROFORMA INVOICE NO. 118"
    record.update(goods_description=goods)
    pages = ["ADVICE OF CREDIT\nDescription of goods:\n500 CARTONS OF GREEN TEA, 20 KG EACH, CIF HAMBURG AS PER",
             "Page 2 of 2\nPROFORMA INVOICE NO. 118\nDocuments required:\n+ COMMERCIAL INVOICE\n"]
    target = slot_sources("letter_of_credit", record, pages)["goods_description"]
    assert [pages[p][s:e] for p, s, e in target.parts] == [
        "500 CARTONS OF GREEN TEA, 20 KG EACH, CIF HAMBURG AS PER", "PROFORMA INVOICE NO. 118"]
    assert target.text == goods


def test_a_value_before_a_glued_full_stop_and_comma_is_still_a_pointer_target():
    """The tokenizer learns ".," as one token; "Co., Ltd." before a comma is then copied as the
    span up to that token (its comma dropped by normalisation), not as rendered text."""
    from models.dataset import CorpusDocument, build_example
    from pipeline.fields import empty_record

    record = empty_record("letter_of_credit")
    record["beneficiary"] = {"name": "Delta Chemicals Works Co., Ltd.", "address": None}
    page = "Beneficiary: Delta Chemicals Works Co., Ltd., Via Roma 1, Milano\n"
    tok = train_tokenizer([page * 20, "Ltd., Co., Inc., S.A., " * 50], vocab_size=300)
    assert any(tok.decode([i]) == ".," for i in tok.encode(" Ltd., Via"))
    ex = build_example(CorpusDocument("x", "letter_of_credit", [page], record), tok)
    sources = ex.copy_src["beneficiary.name"]
    assert sources and all(s is not None for s in sources)
    assert tok.decode(ex.slot_ids["beneficiary.name"]).strip() == "Delta Chemicals Works Co., Ltd.,"


def test_document_order_renumbers_list_items_by_where_they_start():
    paths = slot_paths("letter_of_credit")
    items = [p for p in paths if p.startswith("documents_required[")]
    starts = {p: None for p in paths}
    starts.update({items[0]: 300, items[1]: 120, items[2]: None, items[3]: 200})
    renames = document_order("letter_of_credit", starts)
    # item 1 (at 120) first, then item 3 (200), item 0 (300); the empty item 2 after them
    assert [renames[items[i]] for i in (1, 3, 0, 2)] == items[:4]
    assert "lc_number" not in renames


def test_document_order_moves_a_co_borrower_name_and_birth_date_together():
    starts = {p: None for p in slot_paths("loan_application")}
    starts.update({"co_borrowers[0].full_name": 90, "co_borrowers[0].date_of_birth": 95,
                   "co_borrowers[1].full_name": None, "co_borrowers[1].date_of_birth": 40})
    renames = document_order("loan_application", starts)
    assert renames["co_borrowers[1].date_of_birth"] == "co_borrowers[0].date_of_birth"
    assert renames["co_borrowers[1].full_name"] == "co_borrowers[0].full_name"
    assert renames["co_borrowers[0].full_name"] == "co_borrowers[1].full_name"
    assert renames["co_borrowers[0].date_of_birth"] == "co_borrowers[1].date_of_birth"


def test_document_order_leaves_a_partly_decoded_list_alone():
    # the real-time route re-decodes single items: one item alone must keep its index
    assert document_order("letter_of_credit", {"documents_required[3]": 50, "lc_number": 10}) == {}


def _place(page: str, target) -> str:
    """The row a target's span is on."""
    (_, start, end), = target.parts
    return page[page.rfind("\n", 0, start) + 1:page.find("\n", end)]


def test_fields_of_equal_value_get_the_rows_their_labels_name():
    from models.template import slot_sources

    record = {"id_issuing_country": "SWE", "country_of_residence": "SWE", "nationality": "SWE"}
    # the residence's label is a word the grounding does not know, so alone it would take the
    # first "Sweden": the issuing country's row
    page = ("Client file\nIssuing country: Sweden\nDate of issue: 01.02.2020\nStreet: Vasagatan 3, Göteborg\n"
            "Brumtäk vel: SWEDEN\nCitizenship: Swedish\n")
    sources = slot_sources("kyc_individual", record, [page], "DMY")
    assert _place(page, sources["id_issuing_country"]) == "Issuing country: Sweden"
    assert _place(page, sources["country_of_residence"]) == "Brumtäk vel: SWEDEN"
    assert _place(page, sources["nationality"]) == "Citizenship: Swedish"


def test_fields_of_equal_value_written_once_keep_one_target():
    from models.template import slot_sources

    record = {"id_issuing_country": "SWE", "country_of_residence": "SWE", "tolerance_plus_percent": 10}
    page = "Issuing country: Sweden\nDate of issue: 01.02.2020\n"
    sources = slot_sources("kyc_individual", record, [page], "DMY")
    assert sources["id_issuing_country"].parts == sources["country_of_residence"].parts
    # an address's country line names no field of its own: not a place for the residence
    page = "Issuing country: Sweden\nAddress: Vasagatan 3\n411 24 Göteborg\nSweden\n"
    sources = slot_sources("kyc_individual", record, [page], "DMY")
    assert sources["id_issuing_country"].parts == sources["country_of_residence"].parts
