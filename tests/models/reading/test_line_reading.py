"""A one-line value whose span runs over several lines is read from the line that is its value
(models.reading.line_reading)."""
from __future__ import annotations

from models.reading.line_reading import line_spans, one_line_values
from models.template import slot_paths

KYC, LC = "kyc_individual", "letter_of_credit"


def _read(tok, span_of, document_type, text, pointed):
    """The rule's answers (path -> line text) for ``pointed`` (path -> (first words, last words) of
    each answer's span, or the whole answer)."""
    ids = tok.encode_document([text]).ids
    spans = {}
    for path, answer in pointed.items():
        first, last = answer if isinstance(answer, tuple) else (answer, answer)
        spans[path] = (span_of(tok, ids, first)[0], span_of(tok, ids, last)[1])
    texts = {p: None for p in slot_paths(document_type)}
    texts.update({p: tok.decode(ids[a:b + 1]).strip() for p, (a, b) in spans.items()})
    return {p: tok.decode(ids[a:b + 1]).strip() for p, (a, b) in one_line_values(document_type, texts, spans, tok, ids).items()}


def test_line_spans_split_a_span_at_its_line_breaks(tok):
    text = "Port: SHANGHAI\nDestination port ANY PORT IN\n  UNITED STATES\n\nExpires at\nZURICH"
    ids = tok.encode_document([text]).ids
    lines = [tok.decode(ids[a:b + 1]).strip() for a, b in line_spans(tok, ids, 0, len(ids) - 1)]
    assert lines == ["Port: SHANGHAI", "Destination port ANY PORT IN", "UNITED STATES", "Expires at", "ZURICH"]


def test_a_country_run_from_the_letterhead_is_read_from_its_last_line(tok, span_of):
    text = ("Nordbank AG - Frankfurt - GERMANY\nKnow Your Customer Form\nName in full: LUCIA GARCIA\n"
            "Place of birth: Guadalajara\nStaatsangehorigkeit: Mexican\nOccupation: Teacher\n")
    assert _read(tok, span_of, KYC, text, {"nationality": ("GERMANY", "Mexican"), "full_name": "LUCIA GARCIA"}) \
        == {"nationality": "Mexican"}


def test_a_last_line_that_is_another_fields_answer_is_not_this_countrys(tok, span_of):
    # the issuing country ran on into the residence row, which the country of residence points at
    text = "Issuing country: PORTUGAL\nResidential address: 3-9-19 Umeda, Osaka\nResident in Japan\n"
    pointed = {"id_issuing_country": ("PORTUGAL", "Resident in Japan"), "country_of_residence": "Japan"}
    assert _read(tok, span_of, KYC, text, pointed) == {}


def test_a_port_run_into_the_next_row_is_cut_to_its_first_line(tok, span_of):
    text = "Shipment from SHANGHAI\nDestination port ANY PORT IN UNITED STATES\nLatest shipment 2025-03-01\n"
    pointed = {"port_of_loading": ("SHANGHAI", "ANY PORT IN UNITED STATES"),
               "port_of_discharge": "ANY PORT IN UNITED STATES"}
    assert _read(tok, span_of, LC, text, pointed) == {"port_of_loading": "SHANGHAI"}


def test_a_value_under_a_label_the_span_began_above_is_its_last_line(tok, span_of):
    text = "Expiry date 12 JUL 2025\nExpires at\nZURICH, SWITZERLAND\nAccount party\nAtlas Cotton S.r.l.\n"
    assert _read(tok, span_of, LC, text, {"expiry_place": ("JUL 2025", "ZURICH, SWITZERLAND")}) \
        == {"expiry_place": "ZURICH, SWITZERLAND"}


def test_a_place_wrapped_over_two_lines_is_left_alone(tok, span_of):
    text = "Place of expiry: FRANKFURT AM\nMAIN\nApplicant: Atlas Cotton S.r.l.\n"
    assert _read(tok, span_of, LC, text, {"expiry_place": ("FRANKFURT AM", "MAIN")}) == {}
    text = "Port of discharge: ANY PORT IN\nEGYPT\n"
    assert _read(tok, span_of, LC, text, {"port_of_discharge": ("ANY PORT IN", "EGYPT")}) == {}


def test_an_address_is_not_a_one_line_value(tok, span_of):
    text = "Beneficiary address: 61 UMEDA\nTOKYO 150-5757\nJAPAN\n"
    assert _read(tok, span_of, LC, text, {"beneficiary.address": ("61 UMEDA", "JAPAN")}) == {}


def test_a_value_run_into_a_label_in_capitals_is_cut_to_its_first_line(tok, span_of):
    # a bilingual form's next label in its other language, under a value written in mixed case
    text = "PROFESSIONE Occupation Registered nurse\nDATORE DI LAVORO\nEmployer Harrington Construction Ltd\n"
    assert _read(tok, span_of, KYC, text, {"occupation": ("Registered nurse", "DATORE DI LAVORO")}) \
        == {"occupation": "Registered nurse"}


def test_a_value_in_capitals_or_a_country_line_under_it_is_left_alone(tok, span_of):
    text = "Occupation: SENIOR SOFTWARE\nENGINEER\nEmployer: Atlas Ltd\n"       # a wrapped value in capitals
    assert _read(tok, span_of, KYC, text, {"occupation": ("SENIOR SOFTWARE", "ENGINEER")}) == {}
    text = "Port of discharge: Any port in\nUNITED STATES\n"                     # the value's country line
    assert _read(tok, span_of, LC, text, {"port_of_discharge": ("Any port in", "UNITED STATES")}) == {}
    text = "Applicant: Keystone Garments S.A. de\nC.V., Blvd. Norte 12, Monterrey\n"   # a name's wrapped end
    assert _read(tok, span_of, LC, text, {"applicant.name": ("Keystone Garments S.A. de", "C.V.,")}) == {}
