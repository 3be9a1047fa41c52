"""A slot whose answer no value of its field can be is read a second time by the AR model, its
first answer's start banned (models.reading.second_reading, BatchDecoder._second_readings)."""
from __future__ import annotations

import pytest

from models.ar.decoder import BatchDecoder, SlotOutput, greedy_decode, reread_slot
from models.checkpoint_files import checkpoint_dir
from models.reading.second_reading import cuts_a_word, implausible_slots, is_implausible
from pipeline.decoding import SlotPrediction
from tests.models.conftest import find_span

KYC = "kyc_individual"
FORM = ("Eastern Trust Company\nNew client - KYC details\n- Full name: James Mitchell\n- D.O.B.: 1/28/2003\n"
        "- Sex: M\n- Nationality: American\n- ID type: Passport\n- Document number: DRK184324\n"
        "- Issuing country: United States\n- Expiry date: 1/19/2030\n"
        "- Address: 1849 Park Place, Apt 26D, Chicago, IL 60613, United States\n- Domicile country: United States\n"
        "- Current position: Software Engineer\n- Employed by: Northgate Ceramics Group Corp.\n"
        "- Annual income: $82,000.00\n- Source of funds: Salary\n- Politically exposed person: No\n"
        "- Tax number: 955-90-7421\n")


@pytest.mark.parametrize("check, text, implausible", [
    ("occupation", "No", True), ("occupation", "ES", True), ("occupation", "Türkiye", True),
    ("occupation", "TIN: 944-88-9468", True), ("occupation", "Software Engineer", False),
    ("occupation", "HR Business Partner", False),                   # "HR" is no country by itself here
    ("employer", "Singapore Consulting", False), ("employer", "3M Company", False), ("employer", "Yes", True),
    ("employer", "Japan", True),
    ("country", "Graz", True), ("country", "JULIEN MERCIER", True), ("country", "American", False),
    ("country", "PF3=EXIT", True),                                   # "PF" inside it is no country's answer
    ("country", "NL", False),                                        # a real country, right or wrong: the model's call
    ("occupation", "", False),                                       # an empty answer is never read again
    ("date", "330-683-0286", True), ("date", "12/14/2024", False), ("date", "28 MAR 1985", False),
    ("reference", "Beatriz Santos", True), ("reference", "PACKING LIST IN 4 COPIES", True),
    ("reference", "LC2365743XQ", False), ("reference", "DOC 6780-53919", False),
    ("reference", "DC 6316 695671", False),                         # a reference of three words, one of them letters
    ("amount", "Deloitte", True), ("amount", "16.480", False),
    ("address", "Mathieu Durand", True), ("address", "Keizersgracht 77\n3011 FW Rotterdam", False),
    ("name", "Staats Robinson", False),                             # a name is judged by its span (cuts_a_word)
    ("rate", "360", True), ("rate", "per annum", True), ("rate", "7", False), ("rate", "3,40 %", False),
    ("rate", "30", False), ("rate", "30.5", True),                  # above MAX_RATE_PERCENT: another row's number
    ("reference", "O7000826240120DLBPAEADAXXX60792627492401200826N", True),  # an MT700's application header
    ("reference", "ILC24-13146", False),
    ("amount", "17. Monthly salary\n25100", True), ("amount", "25100", False),  # an amount is written on one line
    ("boolean", "NIF", True), ("boolean", "Airline Pilot", True), ("boolean", "No", False),
    ("boolean", "[X] Yes   [ ] No", False),
    ("country", "No", True), ("country", "NO", False),              # Norway's code is written in capitals
])
def test_what_no_value_of_a_field_can_be(check, text, implausible):
    assert is_implausible(check, text) is implausible


def test_a_label_is_no_value(tok):
    text = "Monatseinkommen: $6,880.00\nCurrent position: Pensioner\n"
    ids = tok.encode_document([text]).ids
    label = find_span(tok, ids, "Monatseinkommen")
    answer = find_span(tok, ids, "Pensioner")
    texts = {"occupation": "Monatseinkommen", "employer_name": "Pensioner"}
    assert implausible_slots(KYC, texts, {"occupation": label, "employer_name": answer}, tok, ids) == ["occupation"]
    assert implausible_slots("letter_of_credit", {"occupation": "No"}, {}, tok, ids) == []  # no such slot there


def test_a_rows_label_before_another_answer_is_no_occupation(tok):
    text = "Current position Pensioner Pensioner\nMonatseinkommen BRL 13.500,00\nFull name Ana Lima 1 Jan 1960\n"
    ids = tok.encode_document([text]).ids
    spans = {"occupation": find_span(tok, ids, "Monatseinkommen"), "income_currency": find_span(tok, ids, "BRL"),
             "full_name": find_span(tok, ids, "Ana Lima"), "date_of_birth": find_span(tok, ids, "1 Jan 1960")}
    texts = {"occupation": "Monatseinkommen", "income_currency": "BRL", "full_name": "Ana Lima",
             "date_of_birth": "1 Jan 1960"}
    # the occupation is the income row's label; a date beside the next answer is no label
    assert implausible_slots(KYC, texts, spans, tok, ids) == ["occupation"]
    assert implausible_slots(KYC, dict(texts, full_name="Lima"), spans, tok, ids) == ["occupation"]  # names: never
    right = dict(spans, occupation=find_span(tok, ids, "Pensioner"))
    assert implausible_slots(KYC, dict(texts, occupation="Pensioner"), right, tok, ids) == []


def test_a_label_followed_by_its_value_printed_twice_is_no_occupation(tok):
    # a table of "on file" and "current" columns: the income read from the second column
    text = "Current position Pensioner Pensioner\nMonatseinkommen BRL 13.500,00 BRL 13.500,00\n" \
           "Project Manager Yes\nPEP status No Yes\n"
    ids = tok.encode_document([text]).ids
    second_brl = _last_span(tok, ids, "BRL")
    texts = {"occupation": "Monatseinkommen", "income_currency": "BRL", "is_pep": "Yes"}
    spans = {"occupation": find_span(tok, ids, "Monatseinkommen"), "income_currency": second_brl,
             "is_pep": _last_span(tok, ids, "Yes")}  # the PEP row's "Yes" (its "Verified" column)
    assert implausible_slots(KYC, texts, spans, tok, ids) == ["occupation"]
    # a yes or no printed after an answer is a "Verified" column's, not the answer's value again
    manager = dict(spans, occupation=find_span(tok, ids, "Project Manager"))
    assert implausible_slots(KYC, dict(texts, occupation="Project Manager"), manager, tok, ids) == []
    # a span read backwards (a name composed of two rows, the lower read first) holds no words
    backwards = dict(manager, full_name=(find_span(tok, ids, "Pensioner")[1] + 3, find_span(tok, ids, "Pensioner")[0]))
    assert implausible_slots(KYC, dict(texts, occupation="Project Manager", full_name="Pensioner"), backwards,
                             tok, ids) == []


def _last_span(tok, ids, text: str) -> tuple[int, int]:
    first = find_span(tok, ids, text)
    width = first[1] - first[0]
    return [(k, k + width) for k in range(len(ids)) if ids[k:k + width + 1] == ids[first[0]:first[1] + 1]][-1]


def test_a_property_read_under_the_applicants_own_address_is_read_again(tok):
    text = "Current address\nDrottninggatan 138\n411 56 Goteborg\nObjektadresse\nDrottninggatan 191\n753 43 Uppsala\n"
    ids = tok.encode_document([text]).ids
    home = (find_span(tok, ids, "Drottninggatan 138")[0], find_span(tok, ids, "411 56 Goteborg")[1])
    property_ = (find_span(tok, ids, "Drottninggatan 191")[0], find_span(tok, ids, "753 43 Uppsala")[1])
    loan = "loan_application"
    assert implausible_slots(loan, {"property_address": "Drottninggatan 138\n411 56 Goteborg"},
                             {"property_address": home}, tok, ids) == ["property_address"]
    assert implausible_slots(loan, {"property_address": "Drottninggatan 191\n753 43 Uppsala"},
                             {"property_address": property_}, tok, ids) == []
    text = "Residential address: 12 Elm Drive, Austin, TX 78701\n"  # on the label's own line too
    ids = tok.encode_document([text]).ids
    assert implausible_slots(loan, {"property_address": "12 Elm Drive, Austin, TX 78701"},
                             {"property_address": find_span(tok, ids, "12 Elm Drive, Austin, TX 78701")},
                             tok, ids) == ["property_address"]


def test_a_name_that_cuts_a_word_is_read_again(tok):
    text = "Staatsangehörigkeit Irish\nFamily name Robinson\nP<AUTGRUBER<<ANDREAS<<<<<<\n"
    ids = tok.encode_document([text]).ids
    pieces = [tok.decode([i]) for i in ids]
    staats = (pieces.index("S"), pieces.index("s", pieces.index("at")))  # "Staats" of "Staatsangehörigkeit"
    assert tok.decode(ids[staats[0]:staats[1] + 1]) == "Staats"
    surname = find_span(tok, ids, "Robinson")
    assert cuts_a_word(tok, ids, [staats, surname])
    assert not cuts_a_word(tok, ids, [surname])
    assert not cuts_a_word(tok, ids, [find_span(tok, ids, "GRUBER")])  # inside an MRZ: the pipeline reads it
    texts, spans = {"full_name": "Staats Robinson"}, {"full_name": (staats[0], surname[1])}
    assert implausible_slots(KYC, texts, spans, tok, ids, {"full_name": [staats, surname]}) == ["full_name"]
    assert implausible_slots(KYC, {"full_name": "Robinson"}, {"full_name": surname}, tok, ids,
                             {"full_name": [surname]}) == []


def test_an_issuing_country_copied_from_another_slots_row_is_read_again(tok):
    text = "Issuing state: Chile\nDomicile country: Netherlands\n"
    ids = tok.encode_document([text]).ids
    residence, issuing = find_span(tok, ids, "Netherlands"), find_span(tok, ids, "Chile")
    texts = {"id_issuing_country": "Netherlands", "country_of_residence": "Netherlands"}
    stolen = {"id_issuing_country": residence, "country_of_residence": residence}
    # (the residence is never judged by its rows: its value may well be the address's last line)
    assert implausible_slots(KYC, texts, stolen, tok, ids) == ["id_issuing_country"]
    own = {"id_issuing_country": issuing, "country_of_residence": residence}
    assert implausible_slots(KYC, dict(texts, id_issuing_country="Chile"), own, tok, ids) == []
    # under a label that names the issuing country the answer is its own, whoever else read it
    text = "ISSUING COUNTRY\nGermany\nCOUNTRY OF RESIDENCE\nSwitzerland\n"
    ids = tok.encode_document([text]).ids
    germany = find_span(tok, ids, "Germany")
    assert implausible_slots(KYC, {"id_issuing_country": "Germany", "country_of_residence": "Germany"},
                             {"id_issuing_country": germany, "country_of_residence": germany}, tok, ids) == []


def test_a_monthly_income_read_from_the_loan_amounts_row_is_read_again(tok):
    text = "Loan amount 158.000 CHF\nEstimated property value 192.000 CHF\nMonatliches Bruttoeinkommen 16.480 CHF\n"
    ids = tok.encode_document([text]).ids
    value, income = find_span(tok, ids, "192.000"), find_span(tok, ids, "16.480")
    texts = {"monthly_income": "192.000", "property_value": "192.000", "loan_amount": "158.000"}
    spans = {"monthly_income": value, "property_value": value, "loan_amount": find_span(tok, ids, "158.000")}
    assert implausible_slots("loan_application", texts, spans, tok, ids) == ["monthly_income"]
    right = dict(spans, monthly_income=income)
    # a monthly amount under its own label is the income's, whichever other slot read it too
    shared = dict(right, loan_amount=income)
    assert implausible_slots("loan_application", dict(texts, monthly_income="16.480"), shared, tok, ids) == []
    assert implausible_slots("loan_application", dict(texts, monthly_income="16.480"), right, tok, ids) == []


@pytest.fixture(scope="module")
def decoder() -> BatchDecoder:
    return BatchDecoder(checkpoint_dir("ar"))


def _whole_decode(decoder: BatchDecoder):
    plan = decoder.plan(KYC)
    prompt = decoder.prompt([FORM], KYC, plan)
    outputs = greedy_decode(decoder.model, prompt, plan, end_id=decoder.tok.end_id, num_special=decoder.tok.num_special)
    return plan, prompt, outputs


def test_a_slot_read_again_without_a_ban_is_the_greedy_decodes_own(decoder):
    plan, prompt, outputs = _whole_decode(decoder)
    for k in (0, plan.paths.index("occupation"), len(plan.paths) - 1):
        again = reread_slot(decoder.model, prompt, outputs[:k], plan, end_id=decoder.tok.end_id,
                            num_special=decoder.tok.num_special, banned_first=frozenset())
        assert again.ids == outputs[k].ids
        assert again.probs == pytest.approx(outputs[k].probs, rel=1e-4)


def test_a_banned_start_is_not_chosen(decoder):
    plan, prompt, outputs = _whole_decode(decoder)
    k = plan.paths.index("occupation")
    assert outputs[k].ids, "the model answers the occupation"
    again = reread_slot(decoder.model, prompt, outputs[:k], plan, end_id=decoder.tok.end_id,
                        num_special=decoder.tok.num_special, banned_first=frozenset({outputs[k].ids[0]}))
    assert not again.ids or again.ids[0] != outputs[k].ids[0]


def test_an_occupation_read_as_the_pep_rows_no_is_read_again(decoder):
    plan, prompt, outputs = _whole_decode(decoder)
    read = {p.path: p.raw for p in decoder.predictions(prompt, outputs, KYC)}
    assert read["occupation"] == "Software Engineer"  # the model's own reading of this form
    k = plan.paths.index("occupation")
    first, last = find_span(decoder.tok, prompt[1:], "No")
    pointed = SlotOutput("occupation", [decoder.model.start_base + 1 + first, decoder.model.end_base + 1 + last],
                         [0.97] * 3)
    wrong = [*outputs[:k], pointed, *outputs[k + 1:]]
    again = {p.path: p for p in decoder.predictions(prompt, wrong, KYC)}
    assert again["occupation"].raw == "Software Engineer"
    assert again["is_pep"].raw == read["is_pep"]  # no other slot changes
    # a partial decode (other paths than the template's) is never read again
    flagged = [SlotPrediction("occupation", "No", 0.97, "autoregressive")]
    assert decoder._second_readings(prompt, [pointed], flagged, KYC) is None


def test_an_issuing_country_read_from_the_residences_row_is_read_from_its_own(decoder):
    form = FORM.replace("- Issuing country: United States", "- Issuing country: Canada")
    plan = decoder.plan(KYC)
    prompt = decoder.prompt([form], KYC, plan)
    outputs = greedy_decode(decoder.model, prompt, plan, end_id=decoder.tok.end_id, num_special=decoder.tok.num_special)
    read = {p.path: p.raw for p in decoder.predictions(prompt, outputs, KYC)}
    assert read["id_issuing_country"] == "Canada"  # the model's own reading of this form
    k = plan.paths.index("id_issuing_country")
    doc = list(prompt[1:])
    row = find_span(decoder.tok, doc, "- Domicile country:")[1] + 1
    first, last = (row + i for i in find_span(decoder.tok, doc[row:], "United States"))  # the residence's row
    domicile = SlotOutput("id_issuing_country", [decoder.model.start_base + 1 + first,
                                                 decoder.model.end_base + 1 + last], [0.97] * 3)
    residence = plan.paths.index("country_of_residence")
    assert decoder._output_spans([outputs[residence]])["country_of_residence"] == (first, last)
    again = {p.path: p.raw for p in decoder.predictions(prompt, [*outputs[:k], domicile, *outputs[k + 1:]], KYC)}
    assert again["id_issuing_country"] == "Canada"
    assert again["country_of_residence"] == read["country_of_residence"]


def test_an_authoritys_name_is_no_holders_name(tok):
    text = "Authority / Autorité\nMINISTRY OF FOREIGN AFFAIRS\nSurname / Nom\nMURPHY\n"
    ids = tok.encode_document([text]).ids
    ministry, murphy = find_span(tok, ids, "MINISTRY OF FOREIGN AFFAIRS"), find_span(tok, ids, "MURPHY")
    assert implausible_slots(KYC, {"full_name": "MINISTRY OF FOREIGN AFFAIRS"}, {"full_name": ministry}, tok, ids,
                             {"full_name": [ministry]}) == ["full_name"]
    assert implausible_slots(KYC, {"full_name": "MURPHY"}, {"full_name": murphy}, tok, ids,
                             {"full_name": [murphy]}) == []


def test_a_label_printed_above_another_answer_is_no_employer(tok):
    text = "15. Profession\nAnswer: Director\nArbeitgeber\nNordic Furniture Exports LLC\n17. Monthly salary\n25100 USD\n"
    ids = tok.encode_document([text]).ids
    label, company = find_span(tok, ids, "Arbeitgeber"), find_span(tok, ids, "Nordic Furniture Exports LLC")
    salary_row = (find_span(tok, ids, "17. Monthly salary")[0], find_span(tok, ids, "25100")[1])
    assert implausible_slots(KYC, {"employer_name": "Arbeitgeber", "occupation": "Nordic Furniture Exports LLC"},
                             {"employer_name": label, "occupation": company}, tok, ids) == ["employer_name"]
    # a company's name is no label, even where the answer read below it holds that row's label
    assert implausible_slots(KYC, {"employer_name": "Nordic Furniture Exports LLC", "annual_income": "25100"},
                             {"employer_name": company, "annual_income": salary_row}, tok, ids) == []
    # a value whose next line is a label, not another answer: left alone
    assert implausible_slots(KYC, {"employer_name": "Nordic Furniture Exports LLC"}, {"employer_name": company},
                             tok, ids) == []


def test_a_monthly_income_under_another_amounts_label_is_read_again(tok):
    text = ("we submit the application of our client for a loan of USD 1,138,000 (purchase).\n"
            "Monatliches Bruttoeinkommen 19300.00 EURO\nAnnualised income 231600.00 EURO\n")
    ids = tok.encode_document([text]).ids
    loan = "loan_application"
    for amount in ("1,138,000", "231600.00"):
        assert implausible_slots(loan, {"monthly_income": amount}, {"monthly_income": find_span(tok, ids, amount)},
                                 tok, ids) == ["monthly_income"]
    assert implausible_slots(loan, {"monthly_income": "19300.00"}, {"monthly_income": find_span(tok, ids, "19300.00")},
                             tok, ids) == []


def test_a_value_above_another_rows_label_and_answer_is_no_label(tok):
    # a training layout: the value on its line, the next row's label and its answer on the next line
    text = "Occupation:\nPhysician\nGremzier des fammifi: Firenze Hospital\nUniversity Lecturer Yes\nEmployer Hamburg\n"
    ids = tok.encode_document([text]).ids
    texts = {"occupation": "Physician", "employer_name": "Firenze Hospital"}
    spans = {"occupation": find_span(tok, ids, "Physician"), "employer_name": find_span(tok, ids, "Firenze Hospital")}
    assert implausible_slots(KYC, texts, spans, tok, ids) == []
    spans = {"occupation": find_span(tok, ids, "University Lecturer"), "employer_name": find_span(tok, ids, "Hamburg")}
    assert implausible_slots(KYC, {"occupation": "University Lecturer", "employer_name": "Hamburg"}, spans,
                             tok, ids) == []
