"""A letter of credit's parties read from the MT700 message it holds (models.reading.swift_reading)."""
from __future__ import annotations

from models.dataset import render_items
from models.reading.swift_reading import parse_party, swift_parties
from models.template import slot_paths

LC = "letter_of_credit"
ADVICE = ("Cedar Federal Savings Bank\nDate: 06/14/2025\nEvergreen Furniture Commodities LLC\n6368 Hudson Street\n"
          "Los Angeles, CA 90035\nDocumentary credit LC2502790SO\nCopy of SWIFT MT700 as received\n"
          ":20:LC2502790SO\n:50:RED RIVER MEDICAL DEVICES S.P.A.\nVIA GARIBALDI 191\n00181 ROMA\nITALY\n"
          ":59:/KR154702007511842283\nEVERGREEN FURNITURE COMMODITIES LLC\n6368 HUDSON STREET\nLOS ANGELES, CA 90035\n"
          "UNITED STATES\n:32B:USD1420000,00\n")
TABLE = ("Tag Field Content\n50 Applicant ZENITH FOODS DISTRIBUTION LIMITED\n135 DES VOEUX ROAD\nHONG KONG\n"
         "59 Beneficiary /KR154702007511842283\nSILVERLINE STEEL GROUP CO., LTD.\n162 HAEUNDAE-RO\nBUSAN 48977\n"
         "32B Currency Code, Amount USD92700,00\n")


def test_the_parties_fields_are_parsed_from_raw_and_tabled_messages():
    name, address = parse_party(ADVICE, "59")
    assert ADVICE[slice(*name)] == "EVERGREEN FURNITURE COMMODITIES LLC"  # the account line skipped
    assert ADVICE[slice(*address)] == "6368 HUDSON STREET\nLOS ANGELES, CA 90035\nUNITED STATES"
    name, address = parse_party(ADVICE, "50")
    assert ADVICE[slice(*name)] == "RED RIVER MEDICAL DEVICES S.P.A."
    name, address = parse_party(TABLE, "50")
    assert TABLE[slice(*name)] == "ZENITH FOODS DISTRIBUTION LIMITED"
    assert TABLE[slice(*address)] == "135 DES VOEUX ROAD\nHONG KONG"
    name, address = parse_party(TABLE, "59")
    assert TABLE[slice(*address)] == "162 HAEUNDAE-RO\nBUSAN 48977"
    assert parse_party("Beneficiary: ACME Ltd\n", "59") is None


def test_the_letters_mention_of_a_party_is_replaced_by_the_messages(tok, span_of):
    ids = tok.encode_document([ADVICE]).ids
    pointed = {"beneficiary.name": "Evergreen Furniture Commodities LLC",
               "beneficiary.address": "6368 Hudson Street\nLos Angeles, CA 90035",
               "applicant.address": "VIA GARIBALDI 191\n00181 ROMA\nITALY"}
    spans = {p: span_of(tok, ids, t) for p, t in pointed.items()}
    texts = {p: pointed.get(p) for p in slot_paths(LC)}
    changed = swift_parties(LC, texts, spans, tok, ids)
    read = {p: render_items(tok, ids, [("span", *s)]) for p, s in changed.items()}
    assert read == {"beneficiary.name": "EVERGREEN FURNITURE COMMODITIES LLC",
                    "beneficiary.address": "6368 HUDSON STREET\nLOS ANGELES, CA 90035\nUNITED STATES"}
    # another party's address is not the field's: left alone
    texts["beneficiary.address"] = "7498 Market Street"
    spans["beneficiary.address"] = span_of(tok, ids, "Cedar Federal Savings Bank")
    assert "beneficiary.address" not in swift_parties(LC, texts, spans, tok, ids)
    assert swift_parties("kyc_individual", texts, spans, tok, ids) == {}


GOODS = ("       44C: Latest Date of Shipment\n           250515\n"
         "       45A: Description of Goods and/or Services\n"
         "           362 MT OF ARABICA GREEN COFFEE BEANS, SCREEN 17/18, NEW CROP, IN\n"
         "           60 KG JUTE BAGS AT GBP 3,562.42 PER MT, CIF FELIXSTOWE (INCOTERMS\n"
         "           2020)       46A: Documents Required\n"
         "           +SIGNED COMMERCIAL INVOICE IN 3 COPIES\n       47A: Additional Conditions\n")


def _goods(tok, span_of, text: str, answer: str) -> str | None:
    from models.reading.swift_reading import swift_goods

    ids = tok.encode_document([text]).ids
    texts = {p: None for p in slot_paths(LC)} | {"goods_description": answer}
    spans = {"goods_description": span_of(tok, ids, answer)}
    read = swift_goods(LC, texts, spans, tok, ids)
    return " ".join(render_items(tok, ids, [("span", *read["goods_description"])]).split()) if read else None


def test_goods_cut_at_a_lines_end_are_read_to_the_end_of_field_45a(tok, span_of):
    # up to the next tag, also where the page break ran it into the description's last line
    assert _goods(tok, span_of, GOODS, "362 MT OF ARABICA GREEN COFFEE BEANS, SCREEN") == (
        "362 MT OF ARABICA GREEN COFFEE BEANS, SCREEN 17/18, NEW CROP, IN 60 KG JUTE BAGS AT GBP 3,562.42 PER MT, "
        "CIF FELIXSTOWE (INCOTERMS 2020)")
    footer = GOODS.replace("(INCOTERMS\n", "(INCOTERMS\nNorthern Bank | Confidential | Page 1 of 346A Documents\n")
    assert _goods(tok, span_of, footer, "362 MT OF ARABICA GREEN COFFEE BEANS, SCREEN") == (
        "362 MT OF ARABICA GREEN COFFEE BEANS, SCREEN 17/18, NEW CROP, IN 60 KG JUTE BAGS AT GBP 3,562.42 PER MT, "
        "CIF FELIXSTOWE (INCOTERMS")  # not into the page's footer
    glued = ("44C: Latest Date of Shipment 250515\n45A: Description of Goods\n362 MT OF COFFEE BEANS\n"
             "Bank | Page 1 of 246A Documents Required\n+SIGNED INVOICE\n47A: Additional Conditions\n")
    # an answer that already runs over the footer: where its field ends is not known
    assert _goods(tok, span_of, glued, "362 MT OF COFFEE BEANS\nBank | Page 1 of 246A Documents Required") is None
    # an answer outside field 45A, or a document with no message, is left alone
    assert _goods(tok, span_of, GOODS, "+SIGNED COMMERCIAL INVOICE IN 3 COPIES") is None
    plain = "Goods: 362 MT OF ARABICA GREEN COFFEE BEANS\nIN 60 KG JUTE BAGS\nDocuments: invoice\n"
    assert _goods(tok, span_of, plain, "362 MT OF ARABICA GREEN COFFEE BEANS") is None
