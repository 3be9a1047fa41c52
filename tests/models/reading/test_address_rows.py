"""An address block run on into the next row's label is ended before that row
(models.reading.address_rows), on the diffusion extractor's reading path."""
from __future__ import annotations

from models.reading.address_rows import ADDRESS_ROW_CONFIDENCE, address_before_next_row
from tests.models.conftest import find_span

KYC = "kyc_individual"
BILINGUAL = ("Wohnanschrift / Residential address: 2969 Maple Avenue\nBoston, MA 02151\n"
             "Wohnsitzland / Country of residence: USA\nTelefon / Phone: (960) 726-5660\n")
NUMBERED = ("10. Permanent address\nAnswer: 1099 Sunset Boulevard\nSan Francisco, CA 94136\n11. Wohnsitzland\n"
            "Answer: United States\n")


def _read(tok, text: str, address_to: str, others: dict[str, str]) -> dict[str, str]:
    ids = tok.encode_document([text]).ids
    first = find_span(tok, ids, address_to.split("\n")[0].split(" ")[0])[0]
    last = find_span(tok, ids, address_to.rsplit("\n", 1)[-1].split(" ")[-1])[1]
    spans = {"residential_address": (first, last), **{p: find_span(tok, ids, w) for p, w in others.items()}}
    texts = {p: tok.decode(ids[a:b + 1]) for p, (a, b) in spans.items()}
    found = address_before_next_row(KYC, texts, spans, tok, ids)
    return {p: tok.decode(ids[a:b + 1]).strip() for p, (a, b) in found.items()}


def test_a_block_run_on_into_the_next_rows_label_ends_before_it(tok):
    read = _read(tok, BILINGUAL, "2969 Maple Avenue\nBoston, MA 02151\nWohnsitzland", {"country_of_residence": "USA"})
    assert read == {"residential_address": "2969 Maple Avenue\nBoston, MA 02151"}
    read = _read(tok, NUMBERED, "1099 Sunset Boulevard\nSan Francisco, CA 94136\n11. Wohnsitzland",
                 {"country_of_residence": "United States"})
    assert read == {"residential_address": "1099 Sunset Boulevard\nSan Francisco, CA 94136"}


def test_what_the_rule_leaves_alone(tok):
    # the row's field not read: nothing says the line is its label
    assert _read(tok, BILINGUAL, "2969 Maple Avenue\nBoston, MA 02151\nWohnsitzland", {}) == {}
    # a block that ends where it should, its next row read
    assert _read(tok, BILINGUAL, "2969 Maple Avenue\nBoston, MA 02151", {"country_of_residence": "USA"}) == {}
    # an address's country line with the next field's value beside it, no label between
    table = "Address 10 Oxford Street\nAccra\nGHANA TIN 944-88-9468\n"
    assert _read(tok, table, "10 Oxford Street\nAccra\nGHANA", {"tax_identification_number": "944-88-9468"}) == {}


def test_the_diffusion_extractor_runs_the_rule(tok):
    from models.diffusion.extractor import FieldDecode, read_again

    ids = tok.encode_document([BILINGUAL]).ids
    address = (find_span(tok, ids, "2969")[0], find_span(tok, ids, "Wohnsitzland")[1])
    fields = [FieldDecode("residential_address", tok.decode(ids[address[0]:address[1] + 1]), 0.95, 0.95,
                          spans=(address,)),
              FieldDecode("country_of_residence", "USA", 0.99, 0.99, spans=(find_span(tok, ids, "USA"),))]
    read = {f.path: f for f in read_again(KYC, fields, tok, ids, names={"address_before_next_row"})}
    assert read["residential_address"].text == "2969 Maple Avenue\nBoston, MA 02151"
    assert read["residential_address"].confidence == ADDRESS_ROW_CONFIDENCE
    assert read["country_of_residence"] == fields[1]


LABEL_ABOVE = ("C. Address\nResidential address\n202 Sejong-daero, Gangnam-gu\nBusan 48636\nWohnsitzland\nSouth Korea\n"
               "Mobile\n00787 79 909 74 86\n")


def test_a_block_run_on_over_the_next_rows_label_printed_above_its_value_ends_before_it(tok):
    read = _read(tok, LABEL_ABOVE, "202 Sejong-daero, Gangnam-gu\nBusan 48636\nWohnsitzland\nSouth Korea",
                 {"country_of_residence": "South Korea"})
    assert read == {"residential_address": "202 Sejong-daero, Gangnam-gu\nBusan 48636"}
    # the label as the block's last line, its value read below it
    read = _read(tok, LABEL_ABOVE, "202 Sejong-daero, Gangnam-gu\nBusan 48636\nWohnsitzland",
                 {"country_of_residence": "South Korea"})
    assert read == {"residential_address": "202 Sejong-daero, Gangnam-gu\nBusan 48636"}
    # a label and its value on one line inside the block
    text = "Residential address\n42 Queen Street\n1010 Auckland\nWohnsitzland: NZ\nMobile\n+64 9 555 0101\n"
    assert _read(tok, text, "42 Queen Street\n1010 Auckland\nWohnsitzland: NZ", {}) == {
        "residential_address": "42 Queen Street\n1010 Auckland"}


def test_a_town_below_its_street_is_no_label(tok):
    # the one-word line is the block's second: a street, its town, its country (no postcodes in Lagos)
    text = "Residential address\n118 Ademola Adetokunbo Crescent\nLagos\nNigeria\nMobile\n+234 803 555 0101\n"
    assert _read(tok, text, "118 Ademola Adetokunbo Crescent\nLagos\nNigeria", {"country_of_residence": "Nigeria"}) == {}
    # nothing read below the one-word line: nothing says it is a label
    assert _read(tok, LABEL_ABOVE, "202 Sejong-daero, Gangnam-gu\nBusan 48636\nWohnsitzland\nSouth Korea", {}) == {}
