"""A port or shipment clause answered for both slots of its pair: the label says whose it is
(models.reading.paired_terms)."""
from __future__ import annotations

import pytest

from models.reading.paired_terms import PAIRS, label_before, owner_by_label, unowned_shares
from models.template import slot_paths

LC = "letter_of_credit"
BULLETS = ("* Partial shipment: Allowed\n* Trans-shipment: ALLOWED\n* Destination port: LOS ANGELES PORT\n"
           "* Days for presentation: 45 days\n")
MT700 = ":43P:ALLOWED\n:43T:NOT ALLOWED\n:44F:ANY PORT IN UNITED STATES\n:44D:SHIPMENT DURING JULY 2024\n"
BOXES = ("Partial shipment\n[ ] Allowed   [x] Not Allowed   [ ] Conditional\nLoading port\nSOUTHAMPTON, UNITED KINGDOM\n"
         "Destination port\nGenoa Port\n")


@pytest.mark.parametrize("text, mention, pair, owner", [
    (BULLETS, "LOS ANGELES PORT", "ports", "port_of_discharge"),
    (MT700, "ANY PORT IN UNITED STATES", "ports", "port_of_discharge"),
    ("Transhipment: ALLOWED. Shipment to NHAVA SHEVA, INDIA. Latest date", "NHAVA SHEVA", "ports", "port_of_discharge"),
    ("Shipment from Any Port In Argentina to ROMA", "Any Port In Argentina", "ports", "port_of_loading"),
    # a label above its value, and above a row of check boxes
    (BOXES, "SOUTHAMPTON", "ports", "port_of_loading"),
    (BOXES, "[x] Not Allowed", "shipment clauses", "partial_shipments"),
    (BULLETS, "ALLOWED", "shipment clauses", "transhipment"),
    (MT700, "NOT ALLOWED", "shipment clauses", "transhipment"),
    # "44E Port of Loading/Airport of Departure": both words name the loading port
    ("44E Port of Loading/Airport of Departure GENOA, ITALY\n", "GENOA", "ports", "port_of_loading"),
    # an invented label names neither slot
    ("Klick pangtreschopit VERACRUZ, MEXICO\n", "VERACRUZ", "ports", None),
])
def test_the_label_before_a_mention_names_its_slot(text, mention, pair, owner):
    assert owner_by_label(label_before(text, text.index(mention)), PAIRS[pair]) == owner


def _answers(tok, span_of, text, pointed):
    ids = tok.encode_document([text]).ids
    spans = {p: span_of(tok, ids, t) for p, t in pointed.items()}
    return {p: pointed.get(p) for p in slot_paths(LC)}, spans, ids


def test_the_slot_the_label_does_not_name_is_emptied(tok, span_of):
    texts, spans, ids = _answers(tok, span_of, BULLETS, {
        "port_of_loading": "LOS ANGELES PORT", "port_of_discharge": "LOS ANGELES PORT",
        "partial_shipments": "Allowed", "transhipment": "ALLOWED"})
    assert unowned_shares(LC, texts, spans, tok, ids) == {"port_of_loading": "ports"}


def test_both_slots_on_one_mention_of_a_check_box_row(tok, span_of):
    texts, spans, ids = _answers(tok, span_of, BOXES, {
        "partial_shipments": "[x] Not Allowed", "transhipment": "[x] Not Allowed",
        "port_of_loading": "SOUTHAMPTON, UNITED KINGDOM", "port_of_discharge": "Genoa Port"})
    assert unowned_shares(LC, texts, spans, tok, ids) == {"transhipment": "shipment clauses"}


def test_what_the_rule_leaves_alone(tok, span_of):
    # distinct mentions, an unknown label, a mention over two lines, another document type
    texts, spans, ids = _answers(tok, span_of, BOXES, {
        "port_of_loading": "SOUTHAMPTON, UNITED KINGDOM", "port_of_discharge": "Genoa Port"})
    assert unowned_shares(LC, texts, spans, tok, ids) == {}
    text = "Klick pangtreschopit VERACRUZ, MEXICO\n"
    texts, spans, ids = _answers(tok, span_of, text, {"port_of_loading": "VERACRUZ, MEXICO",
                                                      "port_of_discharge": "VERACRUZ, MEXICO"})
    assert unowned_shares(LC, texts, spans, tok, ids) == {}
    text = "Partial shipment: Allowed\nSEWACK:- Allowed\n"
    texts, spans, ids = _answers(tok, span_of, text, {"partial_shipments": "Allowed\nSEWACK:- Allowed",
                                                      "transhipment": "Allowed\nSEWACK:- Allowed"})
    assert unowned_shares(LC, texts, spans, tok, ids) == {}
    texts, spans, ids = _answers(tok, span_of, BULLETS, {"port_of_loading": "LOS ANGELES PORT",
                                                         "port_of_discharge": "LOS ANGELES PORT"})
    assert unowned_shares("kyc_individual", texts, spans, tok, ids) == {}


def test_a_span_inside_the_other_slots_span_is_the_same_mention(tok, span_of):
    text = ":43T:ALLOWED\n:44E:KAOHSIUNG PORT\n:44C:240130\n"
    texts, spans, ids = _answers(tok, span_of, text, {"port_of_loading": "KAOHSIUNG PORT", "port_of_discharge": "PORT"})
    assert unowned_shares(LC, texts, spans, tok, ids) == {"port_of_discharge": "ports"}
    text = "Trans-shipment\n(X) Allowed   ( ) Not Allowed\nLoading port\nANY PORT IN CHINA\n"
    texts, spans, ids = _answers(tok, span_of, text, {"partial_shipments": "(X) Allowed", "transhipment": "Allowed"})
    assert unowned_shares(LC, texts, spans, tok, ids) == {"partial_shipments": "shipment clauses"}


def test_two_options_of_one_check_box_row_are_one_mention(tok, span_of):
    """Pointed at two options of one clause's row, the check-box reading gives both slots the
    ticked option: the row's label names whose it is (boxes in parentheses too)."""
    text = "Partial Shipments\n(X) Allowed   ( ) Not Allowed   ( ) Conditional\nShipment from\nVERACRUZ, MEXICO\n"
    texts, spans, ids = _answers(tok, span_of, text, {"partial_shipments": "Not Allowed", "transhipment": "Conditional"})
    texts = {**texts, "partial_shipments": "(X) Allowed", "transhipment": "(X) Allowed"}
    assert unowned_shares(LC, texts, spans, tok, ids) == {"transhipment": "shipment clauses"}
    text = "Trans-shipment\n(X) Allowed   ( ) Not Allowed   ( ) Conditional\nLoading port\nANY PORT IN SWEDEN\n"
    texts, spans, ids = _answers(tok, span_of, text, {"partial_shipments": "Allowed", "transhipment": "Not Allowed"})
    assert unowned_shares(LC, texts, spans, tok, ids) == {"partial_shipments": "shipment clauses"}


def test_one_line_with_both_clauses_rows_is_two_mentions(tok, span_of):
    text = "Partial shipments (X) Allowed ( ) Not Allowed   Transhipment ( ) Allowed (X) Not Allowed\n"
    texts, spans, ids = _answers(tok, span_of, text, {"partial_shipments": "(X) Allowed",
                                                      "transhipment": "(X) Not Allowed"})
    assert unowned_shares(LC, texts, spans, tok, ids) == {}
    # apart on two lines (each clause its own row): two mentions, left alone as before
    text = "Partial shipments\n(X) Allowed ( ) Not Allowed\nTranshipment\n( ) Allowed (X) Not Allowed\n"
    texts, spans, ids = _answers(tok, span_of, text, {"partial_shipments": "Allowed ( ) Not",
                                                      "transhipment": "Allowed (X) Not Allowed"})
    assert unowned_shares(LC, texts, spans, tok, ids) == {}
