from models.dataset import corpus_texts, toy_documents
from models.template import slot_paths
from models.tokenizer import DualpathTokenizer, special_tokens, train_tokenizer
from pipeline.doctypes import DOCUMENT_TYPES


def _tok():
    return train_tokenizer(corpus_texts(toy_documents(20)), vocab_size=600)


def test_round_trip_is_exact_for_any_text(tmp_path):
    tok = _tok()
    texts = ["ANNA MARIA ERIKSSON", " 12 MAR 1985\n", "USD 1.250.000,50", "Ünïcödé ØRESUND — 東京 ✓",
             "P<SWEERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "  two  spaces\ttab\n\nnewlines "]
    for text in texts:
        assert tok.decode(tok.encode(text)) == text
    tok.save(tmp_path)
    again = DualpathTokenizer.load(tmp_path)
    assert [again.encode(t) for t in texts] == [tok.encode(t) for t in texts]


def test_special_tokens_have_fixed_ids_and_are_not_produced_by_text():
    tok = _tok()
    assert [tok.id_to_token(i) for i in range(len(special_tokens()))] == special_tokens()
    assert tok.num_special == len(special_tokens())
    assert {tok.pad_id, tok.bos_id, tok.eos_id, tok.end_id, tok.mask_id, tok.page_id, tok.sep_id} == set(range(7))
    for t in DOCUMENT_TYPES:
        assert tok.type_id(t) in tok.special_ids
        assert len({tok.slot_id(t, p) for p in slot_paths(t)}) == len(slot_paths(t))
    assert not set(tok.encode("<page> <end> <slot:kyc_individual:full_name>")) & tok.special_ids


def test_encode_document_joins_pages_and_keeps_offsets():
    tok = _tok()
    pages = ["Name: ANNA TAN\nDOB 1985-03-12", "Page two: LONDON"]
    doc = tok.encode_document(pages)
    assert doc.ids.count(tok.page_id) == 1
    for token, (page, start, end) in zip(doc.ids, doc.spans):
        if page >= 0:
            assert tok.decode([token]) == pages[page][start:end]


def test_a_value_over_a_page_break_reads_the_break_as_a_line_break():
    # an OCR'd page starts without the indent a text layer's has: dropping <page> glued the
    # footer's page number to the next page's first word ("Page 1 of 2COURIER")
    from models.dataset import render_items

    tok = _tok()
    pages = ["SENT TO THE APPLICANT BY\nPage 1 of 2", "COURIER WITHIN 3 DAYS"]
    doc = tok.encode_document(pages)
    text = render_items(tok, doc.ids, [("span", 0, len(doc.ids) - 1)])
    assert text == "SENT TO THE APPLICANT BY\nPage 1 of 2\nCOURIER WITHIN 3 DAYS"
    assert render_items(tok, doc.ids, [("span", 0, doc.ids.index(tok.page_id) - 1)]) == pages[0]
