"""An annual amount the document states per month: the slot text carries " monthly" (x 12)."""
from __future__ import annotations

import pytest

from models.checkpoint_files import checkpoint_dir
from models.reading.slot_text import (abbreviation_stop, address_head, day_of_a_date, in_first_language_label, label_of,
                              list_number, one_item, one_mention, one_name, own_label, render_slot, stated_per_month,
                              within_a_date, without_address_label, without_party_role, without_row_label)
from pipeline.fields import spec_for
from pipeline.normalise import normalise_value


@pytest.mark.parametrize("before, after, monthly", [
    ("Occupation: Retired\nIncome per month: CNY ", "\nSource of funds: [ ] Employment", True),
    ("Employer name - Yes\nGross monthly income ", " BRL No", True),
    ("14. Employer\nUnilever\n15. Monthly income\nAnswer: $", "\n16. Source of funds", True),   # label above
    ("16. Income per month\n£", "\n17. Source of funds", True),
    ("Occupation: Engineer at Eastern Star Auto Parts S.p.A., earning about EUR ", " per\nmonth.\nSource", True),
    ("The client is a Lecturer, earning about ", " US Dollars per month.", True),
    ("Income p.m.: ", "", True),
    ("Name of employer: München Retail Group\nGross annual income: ", " GBP\nOrigin of funds", False),
    ("Expected monthly deposits: 4\nAnnual income: EUR ", "\n", False),  # the line above is another row
    ("Monthly income (12 x) / Annual income: ", "", False),             # a year named in the label
    ("Income p.a.: EUR ", "", False),
    ("Yearly income\n", " KRW", False),
    ("with an annual income of USD ", ".", False),
    ("Gross income ", " EUR\nMonthly rent: 900", False),                 # "monthly" belongs to the next row
    # the bank's other languages
    ("- Monatseinkommen: ", " Swiss Francs", True),
    ("Revenu mensuel: ", " EUR", True),
    ("Ingreso mensual neto: ", "", True),
    ("Reddito mensile: ", "", True),
    ("Netto maandinkomen: ", "", True),
    ("Jahreseinkommen (monatlich x 12): ", "", False),                 # a year named in the label
    ("Revenu annuel: ", "", False),
])
def test_the_label_or_the_words_after_decide(before: str, after: str, monthly: bool) -> None:
    assert stated_per_month(before, after) is monthly


def test_label_of_drops_currency_and_reads_the_line_above_an_unlabelled_value() -> None:
    assert label_of("Gross monthly income S$ ") == "Gross monthly income"
    assert label_of("17. Monthly income\nAnswer: AED ") == "17. Monthly income"
    assert label_of("a b c d e f g h i j earning about ") == "e f g h i j earning about"


@pytest.fixture(scope="module")
def tokenizer():
    from models.tokenizer import DualpathTokenizer

    directory = checkpoint_dir("ar")
    if not (directory / "tokenizer.json").is_file():
        pytest.skip("no shipped AR checkpoint")
    return DualpathTokenizer.load(directory)


def _span_items(tok, doc_ids: list[int], value: str, longest: int = 12) -> list[tuple]:
    """Items pointing at the document tokens that spell ``value``."""
    for first in range(len(doc_ids)):
        for last in range(first, min(first + longest, len(doc_ids))):
            if tok.decode(doc_ids[first:last + 1]).strip() == value:
                return [("span", first, last)]
    raise AssertionError(f"{value!r} is not a token span of the document")


@pytest.mark.parametrize("page, annual", [
    ("Occupation: Retired\nIncome per month: CNY 34,900.00\nSource of funds: pension", 418800.0),
    ("Occupation: Retired\nGross annual income: CNY 34,900.00\nSource of funds: pension", 34900.0),
])
def test_render_slot_marks_a_monthly_income_and_normalise_annualises_it(tokenizer, page: str, annual: float) -> None:
    doc_ids = tokenizer.encode_document([page]).ids
    items = _span_items(tokenizer, doc_ids, "34,900.00")
    text = render_slot(tokenizer, doc_ids, "annual_income", items)
    assert normalise_value(spec_for("kyc_individual", "annual_income"), text) == annual
    # Only annual amounts are read this way: another amount keeps its verbatim text.
    assert render_slot(tokenizer, doc_ids, "loan_amount", items) == "34,900.00"


def test_an_answer_already_marked_monthly_is_not_marked_twice(tokenizer) -> None:
    page = "Income per month: CNY 34,900.00"
    doc_ids = tokenizer.encode_document([page]).ids
    items = _span_items(tokenizer, doc_ids, "34,900.00") + [("text", tokenizer.encode(" monthly"))]
    assert render_slot(tokenizer, doc_ids, "annual_income", items) == "34,900.00 monthly"


@pytest.mark.parametrize("page, written", [
    ("Current position: Teacher\nIncome p.a.: USD 59,700\nProvenance of funds: salary", "59,700"),
    ("15. Jahreseinkommen\nAnswer: 59,700 AED\n16. Provenance of funds", "59,700"),
    ("Jahreseinkommen (monatlich x 12): 59,700", "59,700"),
    ("Income per month: USD 59,700", "59,700 monthly"),           # the label says per month: kept
    ("Annual income: USD 59,700 per month", "59,700 monthly"),    # the words after it too
    ("Income: USD 59,700", "59,700 monthly"),                      # no period stated: the model's call
])
def test_the_models_monthly_suffix_gives_way_to_a_label_that_states_a_year(tokenizer, page: str, written: str) -> None:
    doc_ids = tokenizer.encode_document([page]).ids
    items = _span_items(tokenizer, doc_ids, "59,700") + [("text", tokenizer.encode(" monthly"))]
    assert render_slot(tokenizer, doc_ids, "annual_income", items) == written


@pytest.mark.skipif(not (checkpoint_dir("diffusion") / "model.safetensors").is_file()
                    or not (checkpoint_dir("ar") / "model.safetensors").is_file(), reason="no shipped checkpoints")
def test_both_shipped_models_record_a_monthly_income_as_annual(monkeypatch) -> None:
    """A `dev` KYC form ("Income per month: CNY 34,900.00"): both models answer 34,900, and the
    label makes the annual income 12 x 34,900."""
    from models.ar.decoder import BatchDecoder
    from models.diffusion import RealtimeDecoder
    from pipeline.ingest import ingest_bytes
    from corpus.synth.corpus import render_one

    monkeypatch.delenv("DUALPATH_CHECKPOINT_DIR", raising=False)
    document = render_one("kyc_individual", 0, seed=0, split="dev")
    truth = document.truth["data"]["annual_income"]
    pages = list(ingest_bytes(document.pdf).pages)
    assert "Income per month" in "\n".join(pages)
    spec = spec_for("kyc_individual", "annual_income")
    diffusion = RealtimeDecoder(fallback=None, classifier=None).extractor.extract(pages, "kyc_individual")
    raw = next(f.text for f in diffusion.fields if f.path == "annual_income")
    assert normalise_value(spec, raw) == truth
    ar = BatchDecoder(checkpoint_dir("ar")).decode_slots(pages, "kyc_individual", ["annual_income"])
    assert normalise_value(spec, ar[0].raw) == truth


@pytest.mark.parametrize("text, next_token, stop", [
    ("Delta Chemicals Works Co., Ltd", ".,", "."),
    ("Andes Furniture S.A", ".,", "."),
    ("Atlas Solar Commodities S.p.A", ".;", "."),
    ("Greenfield Steel Works", ".,", ""),     # not an abbreviation: a sentence's full stop
    ("Harbour Cables Corp", ",", ""),         # nothing glued
    ("USD 1,000", ".,", ""),
])
def test_an_abbreviations_full_stop_glued_to_the_next_comma_is_restored(text: str, next_token: str, stop: str) -> None:
    assert abbreviation_stop(text, next_token) == stop


def test_render_slot_restores_the_full_stop_that_no_token_span_ends_at(tokenizer) -> None:
    """The BPE tokenizer has ".," as one token, so "Ltd." before a comma is not a token span."""
    doc_ids = tokenizer.encode_document(["Beneficiary: Delta Chemicals Works Co., Ltd., Via Roma 1, Milano"]).ids
    items = _span_items(tokenizer, doc_ids, "Delta Chemicals Works Co., Ltd")
    assert render_slot(tokenizer, doc_ids, "beneficiary.name", items) == "Delta Chemicals Works Co., Ltd."


@pytest.mark.parametrize("path, page, pointed, value", [
    ("source_of_funds", "Provenance of funds: ( ) Employment   (X) Business   ( ) Investments\n( ) Pension   ( ) Other\n"
     "NIF: N/A", "Other", "business"),
    ("sex", "Sexe: ( ) Male   (X) Female\nAusweisart: ( ) Passport   (X) National ID card", "Male", "F"),
    ("id_document_type", "Sexe: ( ) Male   (X) Female\nAusweisart: ( ) Passport   (X) National ID card", "Passport",
     "national_id"),
])
def test_render_slot_reads_the_ticked_box_of_the_row_pointed_into(tokenizer, path: str, page: str, pointed: str,
                                                                   value: str) -> None:
    """Trained on [X] boxes, the models found a (X) row but often pointed at an unticked option."""
    doc_ids = tokenizer.encode_document([page]).ids
    text = render_slot(tokenizer, doc_ids, path, _span_items(tokenizer, doc_ids, pointed))
    assert normalise_value(spec_for("kyc_individual", path), text) == value
    # A field that is no choice keeps the words pointed at.
    assert render_slot(tokenizer, doc_ids, "occupation", _span_items(tokenizer, doc_ids, pointed)) == pointed


@pytest.mark.parametrize("text, item", [
    ("PACKING LIST IN 4 COPIES\n+SHIPPING ADVICE SENT TO THE APPLICANT", "PACKING LIST IN 4 COPIES"),
    ("QUALITY CERTIFICATE ISSUED BY THE MANUFACTURER\n- PACKING LIST IN 2 COPIES", "QUALITY CERTIFICATE ISSUED BY THE MANUFACTURER"),
    ("COPY OF THE SUPPLY CONTRACT\n(ii) BENEFICIARY'S DRAFT", "COPY OF THE SUPPLY CONTRACT"),
    ("CERTIFICATE OF ORIGIN\n3. PACKING LIST", "CERTIFICATE OF ORIGIN"),
    # a wrapped item goes on
    ("FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO\nTHE ORDER OF GULF BANK", None),
    ("INSURANCE POLICY FOR 110 PCT OF\nC.I.F. VALUE", None),
])
def test_a_list_item_ends_where_the_next_items_marker_starts(text: str, item: str | None) -> None:
    assert one_item(text) == (item if item is not None else text)


def test_render_slot_cuts_a_required_document_at_the_next_item(tokenizer) -> None:
    page = ":46A:DOCUMENTS REQUIRED\n+PACKING LIST IN 4 COPIES\n+SHIPPING ADVICE SENT TO THE APPLICANT\n:47A:"
    doc_ids = tokenizer.encode_document([page]).ids
    items = _span_items(tokenizer, doc_ids, "PACKING LIST IN 4 COPIES\n+SHIPPING ADVICE SENT TO THE APPLICANT", 40)
    assert render_slot(tokenizer, doc_ids, "documents_required[1]", items) == "PACKING LIST IN 4 COPIES"
    assert render_slot(tokenizer, doc_ids, "goods_description", items).endswith("APPLICANT")


@pytest.mark.parametrize("text, name", [
    ("Iris Anouk Smit 26-01-1999 Co-applicant Joanna Wójcik", "Iris Anouk Smit"),
    ("Katharina Monika Schmidt 2", "Katharina Monika Schmidt"),
    ("Emma Williams\nGeburtsdatum / Date of birth: 26.06.1976", "Emma Williams"),
    ("SMIT, Iris\nDate of birth", "SMIT, Iris"),
    ("ANNA MARIA ERIKSSON", "ANNA MARIA ERIKSSON"),
    ("12 Main Street", "12 Main Street"),  # no name before the digit: left to validation
])
def test_a_name_ends_with_its_line_and_before_a_number(text: str, name: str) -> None:
    assert one_name(text) == name


@pytest.mark.parametrize("items, kept", [
    ([("span", 103, 109), ("span", 99, 109)], [("span", 103, 109)]),     # one inside the other: the inner
    ([("span", 10, 15), ("span", 13, 20)], [("span", 10, 20)]),           # overlapping: their union
    ([("span", 3, 5), ("span", 9, 12)], [("span", 3, 5), ("span", 9, 12)]),  # apart: given names, surname
    ([("span", 4, 6), ("span", 2, 5), ("text", [7])], [("span", 2, 6), ("text", [7])]),
])
def test_two_spans_that_share_words_are_one_mention(items, kept) -> None:
    assert one_mention(items) == kept


_PASSPORT_PAGE = ("Surname / Nom\nSMIT\nGiven names / Prénoms\nIRIS ANOUK\nSex / Sexe\nF\n"
                  "{line1}\n{line2}\nKYC 61/922500 - Page 1 of 2")


def _td3(surname: str, given: str) -> tuple[str, str]:
    from pipeline import mrz

    return mrz.compose_td3(surname=surname, given_names=given, number="D74529149", nationality="NLD",
                           date_of_birth="1949-01-17", sex="F", expiry_date="2026-03-30", issuing_state="NLD")


def test_a_name_in_an_mrz_line_is_read_from_its_name_field_in_the_visual_zones_spelling() -> None:
    from models.reading.slot_text import mrz_name

    line1, line2 = _td3("Dupont", "François Marie")
    assert line1.startswith("P<NLDDUPONT<<FRANCOIS<MARIE<")
    page = f"Surname / Nom\nDUPONT\nGiven names / Prénoms\nFRANÇOIS MARIE\n{line1}\n{line2}"
    assert mrz_name(line1, page) == "FRANÇOIS MARIE DUPONT"
    # the data page does not print the parts on lines of their own: the MRZ's letters, reordered later
    assert mrz_name(line1, f"Name: François Dupont\n{line1}") == "DUPONT<<FRANCOIS<MARIE"
    assert normalise_value(spec_for("kyc_individual", "full_name"), "DUPONT<<FRANCOIS<MARIE") == "FRANCOIS MARIE DUPONT"
    assert mrz_name(line2, page) is None                       # line 2: numbers, not a name
    assert mrz_name("P<NLD" + "<" * 39, page) is None           # no surname


def test_render_slot_reads_a_name_pointed_into_the_mrz_from_the_mrz_field(tokenizer) -> None:
    line1, line2 = _td3("Smit", "Iris Anouk")
    doc_ids = tokenizer.encode_document([_PASSPORT_PAGE.format(line1=line1, line2=line2)]).ids
    for pointed in ("LDSMIT<<IRIS<ANOUK", "DSMIT<<IRIS", "SMIT<<IRIS<ANOUK"):   # starts early, ends early
        items = _span_items(tokenizer, doc_ids, pointed, longest=20)
        assert render_slot(tokenizer, doc_ids, "full_name", items) == "IRIS ANOUK SMIT"
    # a name that is not in an MRZ line is read as before
    items = _span_items(tokenizer, doc_ids, "IRIS ANOUK")
    assert render_slot(tokenizer, doc_ids, "full_name", items) == "IRIS ANOUK"


def test_a_description_in_capitals_ends_where_the_letters_prose_begins():
    from models.reading.slot_text import one_register

    written = ("STANDBY LETTER OF CREDIT COVERING THE PAYMENT OBLIGATIONS OF THE\nAPPLICANT UNDER SC-2023-6449 FOR "
               "THE SUPPLY OF GREEN ARABICA COFFEE BEANS GRADE 2.\nFunds under this letter of credit are available")
    assert one_register(written).endswith("COFFEE BEANS GRADE 2")
    # a full stop inside the capitals ("NO.") or before more capitals is no sentence end
    assert one_register("AS PER PROFORMA INVOICE NO. PI-2024-847 DATED 12 MAR") == \
        "AS PER PROFORMA INVOICE NO. PI-2024-847 DATED 12 MAR"
    assert one_register("500 KGS OF TEA. 2,000 KGS OF COFFEE") == "500 KGS OF TEA. 2,000 KGS OF COFFEE"
    # a description typed in mixed case is left whole
    assert one_register("Steel pipes. Grade A, as per invoice") == "Steel pipes. Grade A, as per invoice"


def test_an_organisations_name_ends_with_its_legal_form_at_a_line_end():
    from models.reading.slot_text import one_organisation

    assert one_organisation("Zenith Furniture International S.A.\nPasseig de Gràcia 173") == \
        "Zenith Furniture International S.A."
    assert one_organisation("Silverline Coffee Pvt. Ltd.\n38 MG Road\nMumbai") == "Silverline Coffee Pvt. Ltd."
    # wrapped before the legal form: one name on two lines
    assert one_organisation("Red River Garments\nCommodities A.S.") == "Red River Garments\nCommodities A.S."
    assert one_organisation("Delta Rice Industries GmbH &\nCo. KG") == "Delta Rice Industries GmbH &\nCo. KG"
    # in a sentence: the name ends at its legal form before the comma and the address
    assert one_organisation("Nordic Steel S.A., 36 avenue\nVictor Hugo, 69002 Lyon, France, for a maximum") == \
        "Nordic Steel S.A."
    assert one_organisation("Keystone Garments S.A. de\nC.V., 238 Av. Chapultepec, 96889 Monterrey") == \
        "Keystone Garments S.A. de\nC.V."
    assert one_organisation("Tata Consultancy Services Co., Ltd.") == "Tata Consultancy Services Co., Ltd."


def test_a_choice_takes_the_longer_value_the_next_words_complete():
    from models.reading.slot_text import longest_choice

    after = " standby letter of credit No. SB-1 in your favour"
    assert longest_choice("form_of_credit", "irrevocable", after) == "irrevocable standby"
    assert longest_choice("form_of_credit", "IRREVOCABLE", " TRANSFERABLE\n40E: UCP") == "IRREVOCABLE TRANSFERABLE"
    assert longest_choice("form_of_credit", "IRREVOCABLE", "\nSTANDBY") == "IRREVOCABLE"  # not across a line
    assert longest_choice("form_of_credit", "IRREVOCABLE", " documentary credit") == "IRREVOCABLE"
    assert longest_choice("lc_number", "LC-1", " STANDBY") == "LC-1"  # not a choice


def _pieces(tok, page: str):
    """The page's token ids and a finder of a token piece's index (after an index)."""
    ids = tok.encode_document([page]).ids
    pieces = [tok.decode([i]) for i in ids]
    return ids, lambda piece, after=0: pieces.index(piece, after)


def test_a_span_that_starts_inside_a_word_begins_at_the_next_whole_word(tokenizer) -> None:
    page = "3. Berufliches / Occupation\nNombres William Murphy\nPrice USD2,000.00\n"
    ids, at = _pieces(tokenizer, page)

    # "res William Murphy": the model's start landed inside "Nombres"
    start, end = at("res"), at("y", at("res"))
    assert render_slot(tokenizer, ids, "full_name", [("span", start, end)]) == "William Murphy"
    # "liches": nothing whole is left
    assert render_slot(tokenizer, ids, "employer_name", [("span", at("lic"), at("es"))]) is None
    # a currency code glued to its amount is no broken word: the amount is read as pointed
    assert render_slot(tokenizer, ids, "loan_amount", [("span", at("2"), at("00"))]) == "2,000.00"
    # a second span begun inside a word ("liches") is left out; a whole-word one is kept
    name = ("span", at("res") + 1, at("y", at("res")))
    assert render_slot(tokenizer, ids, "full_name", [name]) == "William Murphy"
    assert render_slot(tokenizer, ids, "full_name", [name, ("span", at("lic"), at("es"))]) == "William Murphy"


def test_a_value_in_an_on_file_and_current_table_is_the_current_ones(tokenizer) -> None:
    page = ("Customer Information Update\nField On file Current (confirmed by client)\n"
            "Nom complet Pieter Visser Pieter Visser\nID ref. OG2325014 H24169006\n"
            "Gültig bis Jan 14, 2021 Jan 14, 2026\nBeruf Retired engineer Retired engineer\n"
            "Home address Linnégatan 19\n753 36 Uppsala\nVasagatan 223\n411 27 Göteborg\n"
            "Income p.m. SEK 3,000.00 SEK 3,000.00\nEmployed by Malmö Public Schools None\n")
    ids = tokenizer.encode_document([page]).ids
    read = lambda path, value: render_slot(tokenizer, ids, path, _span_items(tokenizer, ids, value, longest=30))
    assert read("full_name", "Visser") == "Pieter Visser"              # written twice: read once
    assert read("id_document_number", "OG2325014") == "H24169006"      # the on-file one -> the current one
    assert read("id_document_number", "OG2325014 H24169006") == "H24169006"
    assert read("id_expiry_date", "Jan 14, 2021") == "Jan 14, 2026"
    assert read("occupation", "Retired engineer Retired engineer") == "Retired engineer"
    assert read("id_document_number", "H24169006") == "H24169006"      # already the current one
    assert read("residential_address", "Vasagatan 223\n411 27 Göteborg") == "Vasagatan 223\n411 27 Göteborg"
    assert read("annual_income", "SEK 3,000.00 SEK 3,000.00") == "SEK 3,000.00 monthly"  # still per month
    assert read("employer_name", "Malmö Public Schools") == "None"    # no employer now: null
    # no such header: nothing changes
    plain = tokenizer.encode_document(["ID ref. OG2325014 H24169006\n"]).ids
    assert render_slot(tokenizer, plain, "id_document_number",
                       _span_items(tokenizer, plain, "OG2325014")) == "OG2325014"


def test_a_name_whose_second_line_starts_with_another_legal_form_is_one_name():
    from models.reading.slot_text import one_organisation

    assert one_organisation("Sunrise Steel Holdings Pte.\nLtd.") == "Sunrise Steel Holdings Pte.\nLtd."
    assert one_organisation("Sunrise Steel Holdings Pte.\nLtd., 199 Ang Mo Kio Avenue 3") == \
        "Sunrise Steel Holdings Pte.\nLtd."
    # "Corso" is no "Co.": the second line is the address
    assert one_organisation("Evergreen Paper S.r.l.\nCorso Buenos Aires 183") == "Evergreen Paper S.r.l."


@pytest.mark.parametrize("after, country", [
    ("\nSaudi Arabia\nEmployer: Nordic Timber Co.", "Saudi Arabia"),
    ("\nUNITED STATES\nYes", "UNITED STATES"),
    (" Jeddah\nSaudi Arabia\n", None),        # the span stopped inside its line
    ("\nGerman\n", None),                     # a nationality
    ("\nSA\n", None),                         # a code
    ("\nCurrent position\n", None),
    ("\nSaudi Arabia", None),                 # the window may have cut the line
])
def test_an_address_continues_to_the_country_line_below_it(after, country):
    from models.reading.slot_text import country_line_after

    assert country_line_after(after) == country


def test_an_amount_is_read_without_the_date_of_the_row_above():
    from models.reading.slot_text import after_leading_date

    assert after_leading_date("03/07/1998\nMonatliches Bruttoeinkommen.....: 11,100.00") == \
        "Monatliches Bruttoeinkommen.....: 11,100.00"
    assert after_leading_date("May 28, 2011\nIncome: 7,350.00") == "Income: 7,350.00"
    assert after_leading_date("3 730\n000,00") == "3 730\n000,00"          # a number wrapped, no date
    assert after_leading_date("11,100.00\nper month") == "11,100.00\nper month"


def test_a_reference_is_read_without_its_labels_words():
    from models.reading.slot_text import without_label_words

    assert without_label_words("Case ID 0706212763") == "0706212763"
    assert without_label_words("Antragsnummer APP-2024-495003") == "APP-2024-495003"
    assert without_label_words("DOC 6780-53919") == "DOC 6780-53919"   # a prefix in capitals is kept
    assert without_label_words("LC2502790SO") == "LC2502790SO"
    assert without_label_words("LC issued - 4031ILC681352") == "4031ILC681352"
    assert without_label_words("August 1, 2023") == "August 1, 2023"  # a date, not a reference


def test_an_identifier_written_after_a_phone_label_is_no_identifier(tokenizer) -> None:
    page = "Mobile: 788-742-3192\nTax ID: 943-88-1450\nTelephone\n(790) 679-5973\n"
    ids = tokenizer.encode_document([page]).ids
    read = lambda value: render_slot(tokenizer, ids, "tax_identification_number",
                                     _span_items(tokenizer, ids, value, longest=12))
    assert read("788-742-3192") is None            # "Mobile: ..." is a phone number
    assert read("(790) 679-5973") is None          # the label on the line above
    assert read("943-88-1450") == "943-88-1450"


def test_no_part_of_a_numeric_date_is_an_integer_field(tokenizer) -> None:
    assert within_a_date("Expires on 16-", "10", "-2025\n") and within_a_date("", "2025", "/10/16")
    assert within_a_date("16.", "10", ".25") and within_a_date("", "16", "-10-2025")
    assert not within_a_date("Tolerance +/- ", "10", "%") and not within_a_date("", "21", " days")
    assert not within_a_date("Clause 4.", "2", " applies") and not within_a_date("", "10", "")
    assert within_a_date("Valid until 10/", "16", "/2025")                      # month first
    assert not within_a_date("", "16", "-16-2025")                              # no such date
    page = "Expires on\n16-10-2025\nTolerance: 5 %\n"
    ids = tokenizer.encode_document([page]).ids
    read = lambda value: render_slot(tokenizer, ids, "tolerance_plus_percent", _span_items(tokenizer, ids, value, longest=4))
    assert read("10") is None
    assert read("5") == "5"


def test_a_clause_number_is_no_integer_field(tokenizer) -> None:
    assert list_number("", "21.", " All banking charges outside") and list_number("", "21", ". All banking charges")
    assert list_number("", "3", ") Insurance policy")
    assert not list_number("Days for presentation: ", "21.", " All") and not list_number("", "21", " days after shipment")
    assert not list_number("", "21.", "\n") and not list_number("", "21", ".5 %")
    page = "20. Reimbursement is subject to URR 725.\n21. All banking charges are for the beneficiary.\nPresentation period: 14 days\n"
    ids = tokenizer.encode_document([page]).ids
    read = lambda value: render_slot(tokenizer, ids, "presentation_period_days", _span_items(tokenizer, ids, value, longest=4))
    assert read("21") is None and read("21.") is None   # with or without the clause's full stop
    assert read("14") == "14"


def test_the_day_of_a_date_is_no_number_of_days(tokenizer) -> None:
    page = "Last shipment date\n21-MAR-2026\nDays for presentation: 21 days\nIssuance date 5 December 2024\n"
    ids = tokenizer.encode_document([page]).ids
    read = lambda path, value, start=0: render_slot(tokenizer, ids, path, _span_items(tokenizer, ids, value, longest=4))
    assert day_of_a_date("21", "-MAR-2026\n") and day_of_a_date("5", " December 2024")
    assert not day_of_a_date("21", " days\n") and not day_of_a_date("21", "/DAYS AFTER SHIPMENT")
    assert read("presentation_period_days", "21") is None          # the first "21": the date's day
    assert read("tolerance_minus_percent", "5") is None
    later = tokenizer.encode_document(["Days for presentation: 21 days\n"]).ids
    assert render_slot(tokenizer, later, "presentation_period_days", _span_items(tokenizer, later, "21")) == "21"


def test_a_value_is_never_the_first_language_of_a_bilingual_label(tokenizer) -> None:
    line = "Jährliches Einkommen / Annual income: MXN 1.720.000,00"
    assert in_first_language_label("", "Jährliches", line[len("Jährliches"):])
    heading = "5. Aufsichtsrechtliche Angaben / Regulatory"
    cut = heading.index("Angaben")
    assert in_first_language_label(heading[:cut], "Angaben", heading[cut + len("Angaben"):])
    # the value after the label's colon, and a line that is no bilingual label
    value = "Arbeitgeber / Employer: Siemens AG"
    assert not in_first_language_label(value[:value.index("Siemens")], "Siemens AG", "")
    assert not in_first_language_label("Tolerance ", "+10%", " / -10%")
    page = "Arbeitgeber / Employer: -\n" + line + "\n"
    ids = tokenizer.encode_document([page]).ids
    assert render_slot(tokenizer, ids, "employer_name", _span_items(tokenizer, ids, "Jährliches")) is None
    assert render_slot(tokenizer, ids, "annual_income", _span_items(tokenizer, ids, "MXN 1.720.000,00", longest=20)) \
        == "MXN 1.720.000,00"


def test_a_value_is_never_the_label_that_opens_its_line(tokenizer) -> None:
    assert own_label("Herkunft der ", "Mittel", ": Employment")
    assert own_label("", "Politisch exponierte Person", ":\nNO\n")
    # a value after its label's colon, a time, a value before a later label on its line, a number
    assert not own_label("Current position: ", "Research Scientist", "\nArbeitgeber: Keystone")
    assert not own_label("Opening hours ", "10", ":30\n")
    assert not own_label("Place: ", "Roma", " Date: 17.10.2025")
    assert not own_label("Box ", "12", ":\n")
    page = "Current position: Research Scientist\nHerkunft der Mittel: Employment\n"
    ids = tokenizer.encode_document([page]).ids
    assert render_slot(tokenizer, ids, "occupation", _span_items(tokenizer, ids, "Mittel")) is None
    assert render_slot(tokenizer, ids, "occupation", _span_items(tokenizer, ids, "Research Scientist", longest=8)) \
        == "Research Scientist"


def test_an_identifier_pointed_into_is_read_as_its_whole_run_of_capitals_and_digits(tokenizer) -> None:
    page = "TIN ERPQTY80R25X875K Yes\n:20:HCL25LC3298\nCase ID KS6248867 Underwriter\nPrice USD2,000.00\n"
    ids, at = _pieces(tokenizer, page)
    pieces = [tokenizer.decode([i]) for i in ids]

    tax = at("80")
    assert render_slot(tokenizer, ids, "tax_identification_number", [("span", tax, tax + 2)]) == "ERPQTY80R25X875K"
    lc = at("L", at("HC") if "HC" in pieces else at("H"))
    assert render_slot(tokenizer, ids, "lc_number", [("span", lc, lc)]) == "HCL25LC3298"
    whole = _span_items(tokenizer, ids, "KS6248867", longest=8)
    assert render_slot(tokenizer, ids, "application_number", whole) == "KS6248867"  # already whole: as pointed
    # only identifiers are widened: an amount glued to its currency code is read as pointed
    assert render_slot(tokenizer, ids, "loan_amount", [("span", at("2"), at("00"))]) == "2,000.00"


@pytest.mark.parametrize("before, head", [
    ("The client lives at Freie\n", "Freie"),
    ("- Objektadresse: Freie ", "Freie"),
    ("and is resident at Am\n", "Am"),
    ("Address: ", ""),                                   # the answer begins right after the label
    ("Residential address\n", ""),
    ("lives at 12 ", ""),                                # a house number is the answer's, not before it
    ("The client lives in Zürich\n", ""),                # "in" a town: a place, not the street's first word
])
def test_an_addresss_first_words_after_its_label_or_at(before: str, head: str) -> None:
    assert address_head(before) == head


def test_render_slot_begins_an_address_with_the_words_it_started_after(tokenizer) -> None:
    page = "Today I met Élodie Bernard. The client lives at Freie\nStrasse 31, 1003 Lausanne and works as a nurse.\n"
    ids = tokenizer.encode_document([page]).ids
    pointed = _span_items(tokenizer, ids, "Strasse 31, 1003 Lausanne", longest=14)
    assert render_slot(tokenizer, ids, "residential_address", pointed) == "Freie Strasse 31, 1003 Lausanne"
    # not an address: the same span is read as pointed
    assert render_slot(tokenizer, ids, "employer_name", pointed) == "Strasse 31, 1003 Lausanne"


def test_a_name_begun_after_a_labels_colon_is_read_to_its_lines_end(tokenizer) -> None:
    page = ("Name / Surname: van den Berg\nVorname(n) / Given names: Funmilayo Ama\n"
            "Name, Vorname(n) / Surname, given names: CARVALHO, RODRIGO\nBorrower: John Smith, Jane Doe\n"
            "Family name Robinson Yes\nCo-applicant: Marie Leroy 6 September 1995\n")
    ids = tokenizer.encode_document([page]).ids
    read = lambda *values: render_slot(tokenizer, ids, "full_name",
                                       [_span_items(tokenizer, ids, v)[0] for v in values])
    assert read("Funmilayo", "van den") == "Funmilayo Ama van den Berg"
    assert read("CARVALHO") == "CARVALHO, RODRIGO"       # the label is written "Surname, given names" too
    assert read("John Smith") == "John Smith"            # a comma and another name: another person
    assert read("Robinson") == "Robinson"                # no colon: a table's next column, not the name
    assert render_slot(tokenizer, ids, "co_borrowers[0].full_name",
                       _span_items(tokenizer, ids, "Marie")) == "Marie"  # a date ends the line: not all name words


@pytest.mark.parametrize("text, name", [
    ("Payee KEYSTONE SEAFOOD N.V.", "KEYSTONE SEAFOOD N.V."),
    ("Payee KEYSTONE SEAFOOD N.V.\nCOOLSINGEL 196", "KEYSTONE SEAFOOD N.V.\nCOOLSINGEL 196"),
    ("Payee Summit Chemicals B.V.", "Payee Summit Chemicals B.V."),  # mixed case: the label is not told apart
    ("Deutsche BANK", "Deutsche BANK"),                              # one word in capitals: no name after a label
    ("KEYSTONE SEAFOOD N.V.", "KEYSTONE SEAFOOD N.V."),
    ("Banco SANTANDER 12", "Banco SANTANDER 12"),                    # a number is no word in capitals
])
def test_a_rows_mixed_case_label_before_a_name_in_capitals_is_dropped(text: str, name: str) -> None:
    assert without_row_label(text) == name


def test_render_slot_drops_a_label_only_where_the_name_starts_its_line(tokenizer) -> None:
    page = "Ordering party ANDES MEDICAL DEVICES S.A.\nPayee KEYSTONE SEAFOOD N.V.\nCOOLSINGEL 196\n"
    ids = tokenizer.encode_document([page]).ids
    pointed = _span_items(tokenizer, ids, "Payee KEYSTONE SEAFOOD N.V.", longest=20)
    assert render_slot(tokenizer, ids, "beneficiary.name", pointed) == "KEYSTONE SEAFOOD N.V."
    # mid-line ("Ordering party" before it): the answer's own first word is kept as read
    pointed = _span_items(tokenizer, ids, "party ANDES MEDICAL DEVICES S.A.", longest=20)
    assert render_slot(tokenizer, ids, "applicant.name", pointed) == "party ANDES MEDICAL DEVICES S.A."
    assert render_slot(tokenizer, ids, "full_name", _span_items(tokenizer, ids, "Payee KEYSTONE SEAFOOD N.V.", longest=20)) \
        != "KEYSTONE SEAFOOD N.V."  # not an organisation's slot


def test_render_slot_reads_a_date_on_to_its_year(tokenizer) -> None:
    page = "Geburtsdatum / Date of birth: 30 October 2003\nIssued: 12.03. 2020\nExpiry 1 May 20251\n"
    ids = tokenizer.encode_document([page]).ids
    assert render_slot(tokenizer, ids, "date_of_birth", _span_items(tokenizer, ids, "30 October")) == "30 October 2003"
    assert render_slot(tokenizer, ids, "date_of_birth",
                       _span_items(tokenizer, ids, "30 October 2003")) == "30 October 2003"
    assert render_slot(tokenizer, ids, "id_expiry_date", _span_items(tokenizer, ids, "12.03.")) == "12.03."  # no month's name
    assert render_slot(tokenizer, ids, "id_expiry_date", _span_items(tokenizer, ids, "1 May")) == "1 May"  # no year: 20251
    assert render_slot(tokenizer, ids, "full_name", _span_items(tokenizer, ids, "30 October")) == "30 October"


@pytest.mark.parametrize("text, address", [
    ("Objektadresse Keizersgracht 77\n3011 FW Rotterdam", "Keizersgracht 77\n3011 FW Rotterdam"),
    ("Objektadresse\n141 cours Mirabeau\n13001 Marseille", "141 cours Mirabeau\n13001 Marseille"),
    ("Address: 12 Main St", "12 Main St"),
    ("Keizersgracht 77", "Keizersgracht 77"),
    ("Addressee Lane 4", "Addressee Lane 4"),                 # a word that only starts with "address"
    ("Adresse", "Adresse"),                                   # nothing with a digit after it: left as read
])
def test_an_address_starting_with_a_word_for_address_drops_it(text: str, address: str) -> None:
    assert without_address_label(text) == address


@pytest.mark.parametrize("text, name", [
    ("Payee Summit Chemicals B.V.", "Summit Chemicals B.V."),
    ("Account party Andes Garments International Corp.", "Andes Garments International Corp."),
    ("Beneficiary: ACME Trading Ltd", "ACME Trading Ltd"),
    ("Payeer Holdings Ltd", "Payeer Holdings Ltd"),           # a word that only starts with a role's
    ("Summit Chemicals B.V.", "Summit Chemicals B.V."),
])
def test_a_partys_name_starting_with_its_role_drops_it(text: str, name: str) -> None:
    assert without_party_role(text) == name


def test_the_bank_a_credit_is_available_with_drops_its_rows_label() -> None:
    assert without_party_role("Availability LONDON METROPOLITAN BANK LIMITED", "available_with") == \
        "LONDON METROPOLITAN BANK LIMITED"
    assert without_party_role("Available with: ANY BANK", "available_with") == "ANY BANK"
    assert without_party_role("Payee ANY BANK", "available_with") == "Payee ANY BANK"  # a party's role, not the bank's


def test_render_slot_starts_an_address_with_its_first_line_printed_beside_its_label(tokenizer) -> None:
    page = "Gueltig bis 18.02.2027 Yes\nWohnanschrift 5-15-9 Shibuya\nShibuya-ku, Yokohama 220-7749\nNo\n"
    ids = tokenizer.encode_document([page]).ids
    pointed = _span_items(tokenizer, ids, "Shibuya-ku, Yokohama 220-7749", longest=20)
    assert render_slot(tokenizer, ids, "residential_address", pointed) == "5-15-9 Shibuya\nShibuya-ku, Yokohama 220-7749"
    page = "Gueltig bis 18.02.2027 Yes\nShibuya-ku, Yokohama 220-7749\nNo\n"  # no address label above
    ids = tokenizer.encode_document([page]).ids
    pointed = _span_items(tokenizer, ids, "Shibuya-ku, Yokohama 220-7749", longest=20)
    assert render_slot(tokenizer, ids, "residential_address", pointed) == "Shibuya-ku, Yokohama 220-7749"


def test_render_slot_reads_the_ticked_box_below_a_choices_label(tokenizer) -> None:
    page = "Add confirmation\n( ) Confirm   ( ) May Add   (X) Without\nCharges: applicant\nConfirmation: MAY ADD\n"
    ids = tokenizer.encode_document([page]).ids
    read = lambda value: render_slot(tokenizer, ids, "confirmation_instructions", _span_items(tokenizer, ids, value))
    assert read("confirmation") == "(X) Without"
    assert read("MAY ADD") == "MAY ADD"                         # a value, not a label above a row of boxes
    assert read("Charges") == "Charges"                         # the line goes on: no label above a row
