"""Items skipped between two found items of a marker list (models.reading.list_reading), and their place in
the diffusion extractor's output."""
from __future__ import annotations

import pytest

from models.dataset import render_items
from models.reading.list_reading import char_range_tokens, missed_items
from models.checkpoint_files import checkpoint_dir
from tests.models.conftest import find_span


@pytest.fixture(scope="module")
def tok():
    from models.tokenizer import DualpathTokenizer

    return DualpathTokenizer.load(checkpoint_dir("diffusion"))


def _item_at(tok, ids: list[int], text: str) -> tuple[int, int]:
    """(first, last) document tokens of the item whose text starts with ``text``."""
    for first in range(len(ids)):
        for last in range(first, min(len(ids), first + 80)):
            if tok.decode(ids[first:last + 1]).strip() == text:
                return first, last
    raise AssertionError(f"{text!r} is no span of the document")


def _read(tok, text: str, found: list[str], rule) -> list[str]:
    """The texts ``rule`` (missed_items, trailing_items) reads in ``text`` given the items found."""
    ids = tok.encode_document([text]).ids
    spans = [_item_at(tok, ids, item) for item in found]
    return [render_items(tok, ids, [("span", a, b)]) for a, b in rule(tok, ids, spans)]


MT700 = ("45A:GREEN COFFEE\n46A:+SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS\n+FUMIGATION CERTIFICATE\n"
         "+SHIPPING ADVICE SENT TO THE APPLICANT BY EMAIL WITHIN 3 DAYS\nAFTER SHIPMENT\n+PACKING LIST IN 4 COPIES\n"
         "47A:+INSURANCE COVERED BY THE BUYER\n+THIRD PARTY DOCUMENTS ACCEPTABLE\n")


def test_the_lines_between_two_found_items_are_the_missed_items(tok):
    texts = _read(tok, MT700, ["SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS", "PACKING LIST IN 4 COPIES"], missed_items)
    assert texts == ["FUMIGATION CERTIFICATE",
                     "SHIPPING ADVICE SENT TO THE APPLICANT BY EMAIL WITHIN 3 DAYS\nAFTER SHIPMENT"]


def test_a_missed_item_ends_before_the_pages_footer(tok):
    text = ("  F46A: Documents Required\n         +SIGNED COMMERCIAL INVOICE\n         +WEIGHT CERTIFICATE ISSUED BY "
            "AN INDEPENDENT SURVEYOR\nPage 1 of 2\n         +FUMIGATION CERTIFICATE\n")
    assert _read(tok, text, ["SIGNED COMMERCIAL INVOICE", "FUMIGATION CERTIFICATE"], missed_items) == [
        "WEIGHT CERTIFICATE ISSUED BY AN INDEPENDENT SURVEYOR"]


def test_two_neighbouring_items_have_nothing_between_them(tok):
    found = ["FUMIGATION CERTIFICATE", "SHIPPING ADVICE SENT TO THE APPLICANT BY EMAIL WITHIN 3 DAYS\nAFTER SHIPMENT"]
    assert _read(tok, MT700, found, missed_items) == []


def test_items_behind_different_markers_are_not_one_list(tok):
    text = "Documents:\n- Signed invoice\n+ Packing list\n* Bill of lading\n"
    assert _read(tok, text, ["Signed invoice", "Bill of lading"], missed_items) == []


def test_the_extractor_puts_a_missed_item_in_its_place(tok):
    from models.diffusion.extractor import FieldDecode, read_again
    from models.reading.list_reading import MISSED_ITEM_CONFIDENCE
    from models.template import slot_paths

    ids = tok.encode_document([MT700]).ids
    found = {"documents_required[0]": "SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS",
             "documents_required[1]": "FUMIGATION CERTIFICATE", "documents_required[2]": "PACKING LIST IN 4 COPIES"}
    fields = []
    for path in slot_paths("letter_of_credit"):
        span = _item_at(tok, ids, found[path]) if path in found else None
        fields.append(FieldDecode(path, found.get(path), 0.99, 0.99, spans=(span,) if span else ()))
    out = {f.path: f for f in read_again("letter_of_credit", fields, tok, ids,
                                         names={"unmarked_items", "whole_items", "prose_items", "missed_into_empty"})}
    assert [out[f"documents_required[{i}]"].text for i in range(4)] == [
        "SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS", "FUMIGATION CERTIFICATE",
        "SHIPPING ADVICE SENT TO THE APPLICANT BY EMAIL WITHIN 3 DAYS\nAFTER SHIPMENT", "PACKING LIST IN 4 COPIES"]
    assert out["documents_required[2]"].confidence == MISSED_ITEM_CONFIDENCE  # read by the rule, not the model
    assert out["documents_required[4]"].text is None


def test_the_ar_decoder_reads_the_item_it_skipped():
    from models.ar.decoder import BatchDecoder, SlotOutput
    from models.reading.list_reading import AR_MISSED_ITEM_CONFIDENCE

    decoder = BatchDecoder(checkpoint_dir("ar"))
    plan = decoder.plan("letter_of_credit")
    prompt = decoder.prompt([MT700], "letter_of_credit", plan)
    doc = list(prompt[1:])  # column 1 = document position 0

    def pointers(text: str) -> list[int]:
        first, last = _item_at(decoder.tok, doc, text)
        return [decoder.model.start_base + 1 + first, decoder.model.end_base + 1 + last]

    written = {"documents_required[0]": pointers("SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS"),
               "documents_required[1]": pointers("PACKING LIST IN 4 COPIES")}
    outputs = [SlotOutput(p, written.get(p, []), [0.99] * (len(written.get(p, [])) + 1)) for p in plan.paths]
    items = {p.path: p for p in decoder.predictions(prompt, outputs, "letter_of_credit")}
    assert [items[f"documents_required[{i}]"].raw for i in range(4)] == [
        "SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS", "FUMIGATION CERTIFICATE",
        "SHIPPING ADVICE SENT TO THE APPLICANT BY EMAIL WITHIN 3 DAYS\nAFTER SHIPMENT", "PACKING LIST IN 4 COPIES"]
    assert items["documents_required[1]"].confidence == AR_MISSED_ITEM_CONFIDENCE
    assert items["documents_required[3]"].confidence != AR_MISSED_ITEM_CONFIDENCE  # the model's own item, moved
    # without the document type (a re-decode of some fields) nothing is added
    plain = {p.path: p.raw for p in decoder.predictions(prompt, outputs)}
    assert plain["documents_required[2]"] is None


def test_a_co_borrower_pointing_at_the_borrowers_name_is_no_item():
    from models.reading.list_reading import repeated_people

    spans = {"borrower.full_name": (10, 12), "borrower.date_of_birth": (20, 22),
             "co_borrowers[0].full_name": (11, 12), "co_borrowers[0].date_of_birth": (20, 22),
             "co_borrowers[1].full_name": (40, 41), "co_borrowers[1].date_of_birth": (43, 45)}
    assert repeated_people("loan_application", spans) == ["co_borrowers[0]"]
    assert repeated_people("letter_of_credit", {"applicant.name": (1, 2)}) == []


def test_the_items_after_the_last_found_end_where_another_part_begins(tok):
    from models.reading.list_reading import trailing_items

    texts = _read(tok, MT700, ["SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS", "FUMIGATION CERTIFICATE"], trailing_items)
    # two items (MAX_TRAILING), the wrapped line with its item; never 47A's "+INSURANCE ..."
    assert texts == ["SHIPPING ADVICE SENT TO THE APPLICANT BY EMAIL WITHIN 3 DAYS\nAFTER SHIPMENT",
                     "PACKING LIST IN 4 COPIES"]
    found = ["SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS", "PACKING LIST IN 4 COPIES"]
    assert _read(tok, MT700, found, trailing_items) == []  # the next line is the 47A tag


def test_a_mixed_case_item_wraps_onto_lower_case_lines_only(tok):
    from models.reading.list_reading import trailing_items

    text = ("Documents to be presented:\n- Signed commercial invoice\n- Packing list in 2 copies\n"
            "- Insurance policy endorsed in blank covering institute cargo clauses\n(a)\nRegards,\nElena Conti\n"
            "Banca Trust S.p.A. | Confidential | Page 1 of 1\n")
    assert _read(tok, text, ["Signed commercial invoice", "Packing list in 2 copies"], trailing_items) == [
        "Insurance policy endorsed in blank covering institute cargo clauses\n(a)"]


def test_a_rule_of_dashes_is_no_item(tok):
    from models.reading.list_reading import trailing_items

    text = "- Signed invoice\n- Packing list\n-- Description of Goods 140 UNITS OF RICE\n"
    assert _read(tok, text, ["Signed invoice", "Packing list"], trailing_items) == []


def test_two_items_with_a_paragraph_between_them_are_not_one_list(tok):
    text = ("Documents required:\n+SIGNED COMMERCIAL INVOICE\nAdditional conditions apply to this credit as follows\n"
            "+INSURANCE COVERED BY THE BUYER\n+PACKING LIST IN 2 COPIES\n")
    assert _read(tok, text, ["SIGNED COMMERCIAL INVOICE", "PACKING LIST IN 2 COPIES"], missed_items) == []


@pytest.mark.parametrize("text, name", [("Surname: Zoë\n", "Zoë"), ("Amount: 72,400 €\n", "€"),
                                        ("Name: François Dupont\n", "François")])
def test_a_character_range_ends_on_the_last_byte_token_of_a_split_character(tok, text, name):
    # "ë", "€" and "ç" are each two or three byte tokens, whose text one at a time is "\ufffd"
    ids = tok.encode_document([text]).ids
    whole = tok.decode(ids)
    start = whole.index(name)
    first, last = char_range_tokens(tok, ids, start, start + len(name))
    assert tok.decode(ids[first:last + 1]).strip() == name
    assert tok.decode(ids[first:last]).strip() != name  # the last token is needed: no span longer than the name


def test_a_character_range_inside_a_window_of_tokens(tok):
    ids = tok.encode_document(["Beneficiary: Zoë Ørsted\nApplicant: Łukasz Nowak\n"]).ids
    w0 = next(i for i in range(len(ids)) if tok.decode(ids[:i + 1]).endswith("\n"))  # the first line's end
    window = tok.decode(ids[w0 + 1:])
    start = window.index("Łukasz")
    first, last = char_range_tokens(tok, ids, start, start + len("Łukasz"), within=(w0 + 1, len(ids)))
    assert tok.decode(ids[first:last + 1]).strip() == "Łukasz"
    start = window.index("Nowak")
    first, last = char_range_tokens(tok, ids, start, start + len("Nowak"), within=(w0 + 1, len(ids)))
    assert tok.decode(ids[first:last + 1]).strip() == "Nowak"


def _whole(tok, text: str, found: list[str]) -> list[str]:
    """The item texts after ``whole_items`` given the items found (each read from its span)."""
    from models.reading.list_reading import whole_items

    ids = tok.encode_document([text]).ids
    spans = {f"documents_required[{k}]": _item_at(tok, ids, item) for k, item in enumerate(found)}
    texts = {path: found[k] for k, path in enumerate(spans)}
    read = whole_items("letter_of_credit", texts, spans, tok, ids)
    return [render_items(tok, ids, [("span", *read.get(path, spans[path]))]) for path in spans]


def test_an_item_ended_before_its_line_is_read_to_its_end_and_over_its_wrapped_lines(tok):
    text = ("Documents required – Signed commercial invoice in 4 originals indicating the credit number and the "
            "country of origin of\nthe goods\n– Packing list in 3 copies showing net and gross weights\n"
            "Additional conditions (i) All documents must indicate the credit number\n")
    assert _whole(tok, text, ["Signed commercial invoice in 4 originals indicating the credit number",
                              "Packing list in 3 copies"]) == [
        "Signed commercial invoice in 4 originals indicating the credit number and the country of origin of\nthe goods",
        "Packing list in 3 copies showing net and gross weights"]


def test_an_item_read_whole_stops_at_a_heading_and_an_item_on_its_line_and_keeps_its_full_stop(tok):
    text = ("46A: +CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE OF CHINA\n47A: Additional Conditions\n"
            "+PACKING LIST.\n+SIGNED INVOICE + WEIGHT LIST\n")
    found = ["CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE OF CHINA", "PACKING LIST", "SIGNED INVOICE"]
    # the item's own full stop is printed as part of it (the contract drops only the marker)
    assert _whole(tok, text, found) == [found[0], "PACKING LIST.", found[2]]


def test_the_items_after_a_single_found_item_are_read(tok):
    from models.reading.list_reading import trailing_items

    text = ("Documents required - Signed commercial invoice\n- Air waybill consigned to the issuing bank\n"
            "- Packing list in 3 copies\n- Certificate of origin\nPresentation period 21 days\n")
    assert _read(tok, text, ["Signed commercial invoice"], trailing_items) == [
        "Air waybill consigned to the issuing bank", "Packing list in 3 copies", "Certificate of origin"]


def test_items_numbered_in_roman_numerals_are_one_list(tok):
    from models.reading.list_reading import item_marker, trailing_items

    text = ("Documents required (i) Signed commercial invoice in 3 copies\n(ii) Packing list in 3 copies showing net "
            "and gross weights\n(iii) Inspection certificate issued by Intertek\nAdditional conditions apply\n")
    ids = tok.encode_document([text]).ids
    assert item_marker(tok, ids, _item_at(tok, ids, "Signed commercial invoice in 3 copies")[0]) == "(a)"
    assert item_marker(tok, ids, _item_at(tok, ids, "Inspection certificate issued by Intertek")[0]) == "(a)"
    assert _read(tok, text, ["Signed commercial invoice in 3 copies"], trailing_items) == [
        "Packing list in 3 copies showing net and gross weights", "Inspection certificate issued by Intertek"]
    numbered = "1. Signed commercial invoice\n2. Packing list\n3. Weight certificate\n"
    assert _read(tok, numbered, ["Signed commercial invoice", "Weight certificate"], missed_items) == ["Packing list"]


def test_a_labelled_row_behind_the_lists_marker_is_no_item(tok):
    from models.reading.list_reading import trailing_items

    text = ("- Documents required: - SIGNED COMMERCIAL INVOICE IN 4 ORIGINALS\n- Presentation period: 21 days\n"
            "- Confirmation: CONFIRM\n")
    assert _read(tok, text, ["SIGNED COMMERCIAL INVOICE IN 4 ORIGINALS"], trailing_items) == []


def test_an_item_written_twice_is_one_item():
    from models.reading.list_reading import repeated_items

    spans = {"documents_required[0]": (10, 20), "documents_required[1]": (40, 52), "documents_required[2]": (10, 20),
             "goods_description": (10, 20)}
    assert repeated_items("letter_of_credit", spans) == ["documents_required[2]"]


def test_an_item_written_again_from_its_start_is_one_item(tok):
    from models.reading.list_reading import repeated_items

    text = (":46A:+FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING\n:47A:+THIRD PARTY DOCUMENTS ACCEPTABLE\n"
            "+Packing list in 2 copies.\n+Weight certificate\n")
    ids = tok.encode_document([text]).ids
    full = find_span(tok, ids, "FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING")
    run_on = (full[0], find_span(tok, ids, ":47A:+THIRD PARTY DOCUMENTS ACCEPTABLE")[1])
    packing, stop = find_span(tok, ids, "Packing list in 2 copies"), find_span(tok, ids, "Packing list in 2 copies.")
    weight = find_span(tok, ids, "Weight certificate")
    lc = "letter_of_credit"
    # run on past the line the first copy ends: the next field's words are no item's
    spans = {"documents_required[0]": full, "documents_required[1]": run_on, "documents_required[2]": weight}
    assert repeated_items(lc, spans, tok, ids) == ["documents_required[1]"]
    assert repeated_items(lc, spans) == []  # without the document only the very same span is a repeat
    # a shorter copy is the same item; a longer one that only adds its line's full stop is left alone
    spans = {"documents_required[0]": stop, "documents_required[1]": packing}
    assert repeated_items(lc, spans, tok, ids) == ["documents_required[1]"]
    spans = {"documents_required[0]": packing, "documents_required[1]": stop}
    assert repeated_items(lc, spans, tok, ids) == []


def test_the_ar_decoders_partial_decode_reads_its_items_whole_and_adds_none():
    from models.ar.decoder import BatchDecoder, SlotOutput
    from models.reading.list_reading import AR_MISSED_ITEM_CONFIDENCE

    decoder = BatchDecoder(checkpoint_dir("ar"))
    paths = ["documents_required[0]", "documents_required[1]"]
    plan = decoder.plan("letter_of_credit", paths)
    prompt = decoder.prompt([MT700], "letter_of_credit", plan)
    doc = list(prompt[1:])
    first, last = _item_at(decoder.tok, doc, "SHIPPING ADVICE SENT TO THE APPLICANT")
    outputs = [SlotOutput(paths[0], [decoder.model.start_base + 1 + first, decoder.model.end_base + 1 + last],
                          [0.99] * 3), SlotOutput(paths[1], [], [0.99])]
    items = {p.path: p for p in decoder._partial_rules(prompt, outputs, decoder.predictions(prompt, outputs),
                                                     "letter_of_credit")}
    assert items[paths[0]].raw == "SHIPPING ADVICE SENT TO THE APPLICANT BY EMAIL WITHIN 3 DAYS\nAFTER SHIPMENT"
    assert items[paths[0]].confidence == AR_MISSED_ITEM_CONFIDENCE
    assert items[paths[1]].raw is None  # a partial decode reads no missed item


# Another generator's bullet list: an item wraps at a capital ("Ltd., marked ...").
BULLETS = ("Documents required:\n"
           "• Signed commercial invoice in 3 copies indicating the credit number and the country of origin of the\n"
           "goods\n"
           "• Full set of clean on board ocean bills of lading made out to the order of Sahyadri Commercial Bank\n"
           "Ltd., marked freight prepaid and notify the applicant\n"
           "• Packing list in 3 copies showing net and gross weights\n"
           "Documents must be presented within 14 days after the date of shipment, but within the validity of the\n"
           "credit.\n")


def test_a_wrapped_line_that_starts_with_a_capital_between_two_items_is_its_items(tok):
    from models.reading.list_reading import trailing_items

    found = ["Signed commercial invoice in 3 copies indicating the credit number and the country of origin of the"]
    assert _read(tok, BULLETS, found, trailing_items) == [
        "Full set of clean on board ocean bills of lading made out to the order of Sahyadri Commercial Bank\n"
        "Ltd., marked freight prepaid and notify the applicant",
        "Packing list in 3 copies showing net and gross weights"]  # not the paragraph after the list
    assert _whole(tok, BULLETS, ["Full set of clean on board ocean bills of lading made out to the order of "
                                 "Sahyadri Commercial Bank"]) == [
        "Full set of clean on board ocean bills of lading made out to the order of Sahyadri Commercial Bank\n"
        "Ltd., marked freight prepaid and notify the applicant"]


def test_a_heading_after_a_short_item_line_is_not_its_item(tok):
    from models.reading.list_reading import trailing_items

    text = ("• Signed commercial invoice in 3 copies indicating the credit number and the country of origin\n"
            "• Packing list in 3 copies\nAdditional conditions\n• All documents must indicate the credit number\n")
    found = ["Signed commercial invoice in 3 copies indicating the credit number and the country of origin"]
    assert _read(tok, text, found, trailing_items) == ["Packing list in 3 copies"]
    form = ("- SIGNED COMMERCIAL INVOICE IN 4 ORIGINALS AND 1 COPIES INDICATING THE CREDIT NUMBER\n"
            "- CERTIFICATE OF HEALTH ISSUED BY THE COMPETENT AUTHORITY OF THE EXPORTING COUNTRY\n"
            "Documents to be presented within\n-\nConfirmation requested\n")
    found = ["SIGNED COMMERCIAL INVOICE IN 4 ORIGINALS AND 1 COPIES INDICATING THE CREDIT NUMBER"]
    assert _read(tok, form, found, trailing_items) == [  # a row label, its value a lone "-"
        "CERTIFICATE OF HEALTH ISSUED BY THE COMPETENT AUTHORITY OF THE EXPORTING COUNTRY"]
    swift = ("46A Documents Required +Signed commercial invoice in 3 copies indicating the credit number\n"
             "+Copy of the bill of lading or air waybill evidencing delivery of the goods\n"
             "47A Additional Conditions +All documents must indicate the credit number\n"
             "+Insurance covered by the buyer\n")
    found = ["Signed commercial invoice in 3 copies indicating the credit number"]
    assert _read(tok, swift, found, trailing_items) == [  # the next list's heading and first item
        "Copy of the bill of lading or air waybill evidencing delivery of the goods"]


PROSE = ("The credit covers: 4,561 cubic metres of kiln-dried European oak sawn timber (Incoterms 2020).\n"
         "Documents required: Signed commercial invoice in one original and 5 copies showing the credit number and HS\n"
         "code; Full set of clean on board ocean bills of lading made out to the order of Deccan Commercial Bank Ltd,\n"
         "marked freight prepaid and notify the applicant; Weight certificate issued by an independent surveyor; Inspection\n"
         "certificate issued by Cotecna at the port of loading stating quality and quantity; Certificate of analysis\n"
         "issued by the manufacturer\n"
         "Please advise this credit to the beneficiary through Highveld Merchant Bank Limited without adding your\n"
         "confirmation.\n")


def _prose(tok, text: str, found: list[str]) -> dict[str, str | None]:
    from models.reading.list_reading import prose_items

    ids = tok.encode_document([text]).ids
    paths = [f"documents_required[{k}]" for k in range(8)]
    spans = {paths[k]: _item_at(tok, ids, item) for k, item in enumerate(found)}
    texts = {path: (found[k] if k < len(found) else None) for k, path in enumerate(paths)}
    return {path: render_items(tok, ids, [("span", *span)]) if span else None
            for path, span in prose_items("letter_of_credit", texts, spans, tok, ids).items()}


def test_a_list_written_in_prose_is_read_one_item_per_part(tok):
    read = _prose(tok, PROSE, ["Signed commercial invoice in one original and 5 copies showing the credit number"])
    assert [" ".join(read[f"documents_required[{k}]"].split()) for k in range(5)] == [
        "Signed commercial invoice in one original and 5 copies showing the credit number and HS code",
        "Full set of clean on board ocean bills of lading made out to the order of Deccan Commercial Bank Ltd, "
        "marked freight prepaid and notify the applicant",
        "Weight certificate issued by an independent surveyor",
        "Inspection certificate issued by Cotecna at the port of loading stating quality and quantity",
        "Certificate of analysis issued by the manufacturer"]  # not "Please advise ..."
    assert len(read) == 5


def test_an_item_read_twice_after_the_prose_lists_parts_is_emptied(tok):
    found = ["Signed commercial invoice in one original and 5 copies showing the credit number and HS\ncode",
             "Full set of clean on board ocean bills of lading", "Weight certificate", "Inspection",
             "Certificate of analysis", "issued by the manufacturer"]
    read = _prose(tok, PROSE, found)
    assert read["documents_required[1]"].endswith("notify the applicant")
    assert read["documents_required[4]"] == "Certificate of analysis\nissued by the manufacturer"
    assert read["documents_required[5]"] is None and "documents_required[0]" not in read


def test_a_prose_list_needs_its_labels_colon_and_no_marker(tok):
    no_colon = PROSE.replace("Documents required:", "We require")
    assert _prose(tok, no_colon, ["Signed commercial invoice in one original and 5 copies showing the credit number"]) == {}
    marked = "Documents required:\n+ Signed commercial invoice; packing list in 3 copies\n+ Certificate of origin\n"
    assert _prose(tok, marked, ["Signed commercial invoice"]) == {}


def test_an_item_off_the_lists_marker_lines_is_none(tok):
    from models.reading.list_reading import unmarked_items

    text = ("46A Documents Required +SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS INDICATING THE COUNTRY OF ORIGIN OF THE\n"
            "GOODS\n+FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING\n+PACKING LIST IN 3 COPIES\n")
    ids = tok.encode_document([text]).ids
    found = ["GOODS", "SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS INDICATING THE COUNTRY OF ORIGIN OF THE",
             "FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING", "BILLS OF LADING"]
    paths = [f"documents_required[{k}]" for k in range(len(found))]
    spans = {p: _item_at(tok, ids, t) for p, t in zip(paths, found)}
    texts = dict(zip(paths, found))
    # "GOODS" ends the first item's wrapped line; "BILLS OF LADING" starts late on a marker line: kept
    assert unmarked_items("letter_of_credit", texts, spans, tok, ids) == ["documents_required[0]"]
    one = {paths[0]: spans[paths[0]], paths[1]: spans[paths[1]]}
    assert unmarked_items("letter_of_credit", texts, one, tok, ids) == []  # one marked item: no list to go by
    numbered = ("3. Value and validity\n3.1 Amount USD 327,962.00\n7. Documents required\n"
                "+ Signed commercial invoice in 3 originals\n+ Packing list in 3 copies\n")
    ids = tok.encode_document([numbered]).ids
    found = ["Value and validity", "Signed commercial invoice in 3 originals", "Packing list in 3 copies"]
    spans = {p: _item_at(tok, ids, t) for p, t in zip(paths, found)}
    # a section heading behind another numbering is no item of a "+" list
    assert unmarked_items("letter_of_credit", dict(zip(paths, found)), spans, tok, ids) == ["documents_required[0]"]


def test_the_items_above_the_first_found_are_read(tok):
    from models.reading.list_reading import leading_items

    text = ("F46A: Documents Required\n         +SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS AND 1 COPIES INDICATING\n"
            "Page 1 of 2         THE CREDIT NUMBER\n         +WEIGHT CERTIFICATE ISSUED BY AN INDEPENDENT SURVEYOR\n"
            "         +INSPECTION CERTIFICATE ISSUED BY SGS\n")
    # the wrapped line behind a page's number is the item's (the normaliser drops the number)
    assert [" ".join(t.split()) for t in _read(tok, text, ["INSPECTION CERTIFICATE ISSUED BY SGS"], leading_items)] == [
        "SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS AND 1 COPIES INDICATING Page 1 of 2 THE CREDIT NUMBER",
        "WEIGHT CERTIFICATE ISSUED BY AN INDEPENDENT SURVEYOR"]
    inline = ("CIP LOS ANGELES INCOTERMS 2020\nBRIT / DOCUMENTS REQUIRED (1) SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS\n"
              "INDICATING THE CREDIT NUMBER\n(2) Certificate of origin issued by the chamber of commerce\n")
    assert _read(tok, inline, ["Certificate of origin issued by the chamber of commerce"], leading_items) == [
        "SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS\nINDICATING THE CREDIT NUMBER"]  # the first item on its label's line
    assert _read(tok, MT700, ["SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS"], leading_items) == []  # 45A is no item
