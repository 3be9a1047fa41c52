"""A co-borrower item that is no person (a label, a company) is emptied by the AR model's whole
decode (models.reading.no_person_items); the diffusion extractor leaves it to the real-time route."""
from __future__ import annotations

import pytest

from models.ar.decoder import BatchDecoder, SlotOutput
from models.checkpoint_files import checkpoint_dir
from models.reading.no_person_items import NO_PERSON_CONFIDENCE, no_person_items
from tests.models.conftest import find_span

LOAN = "loan_application"


def _texts(*items: tuple[str | None, str | None]) -> dict[str, str | None]:
    out: dict[str, str | None] = {"borrower.full_name": "Lorenzo Colombo"}
    for k, (name, born) in enumerate(items):
        out[f"co_borrowers[{k}].full_name"] = name
        out[f"co_borrowers[{k}].date_of_birth"] = born
    return out


@pytest.mark.parametrize("name, born", [
    ("Mitantragsteller", "27 November 1993"),   # an empty section's heading, with the next row's date
    ("Tel.", "354-804-7357"),                   # the next row's label and number
    ("Meridian Paper LLC", "Aug 23, 1961"),     # a company
    ("Andes Cotton Trading S.A.", None),
])
def test_an_item_that_is_no_person_is_emptied(name, born):
    texts = _texts(("Rachel Olivia O'Brien", "04.11.1995"), (name, born))
    assert no_person_items(LOAN, texts) == ["co_borrowers[1]"]


@pytest.mark.parametrize("name, born", [
    ("Rachel Olivia O'Brien", "04.11.1995"), ("JANSEN, Pieter", "10/28/1972"), ("Seo-yeon Choi", None),
    ("Fleur van den Berg", "1 Jan 1980"), (None, "04.11.1995"), ("Anna Kim", "born 12 MAR 1985"),
    ("Elena Kang", "JUL"),   # a person whose date-of-birth slot caught a neighbouring word: still a person
])
def test_people_are_left_alone(name, born):
    assert no_person_items(LOAN, _texts((name, born))) == []
    assert no_person_items("kyc_individual", {"full_name": "Tel."}) == []  # no list of people there


@pytest.fixture(scope="module")
def decoder() -> BatchDecoder:
    return BatchDecoder(checkpoint_dir("ar"))


TEXT = ("Darlehensantrag / Loan application\nName, Vorname / Name: COLOMBO, Lorenzo\n"
        "Geburtsdatum / Date of birth: 10 December 1971\n2. Mitantragsteller / Co-applicants\nkeine / none\n"
        "Beschäftigt seit / Employed since: 27 November 1993\n")


def test_the_ar_decoders_whole_reading_empties_the_item(decoder):
    paths = ["borrower.full_name", "co_borrowers[0].full_name", "co_borrowers[0].date_of_birth"]
    plan = decoder.plan(LOAN, paths)
    prompt = decoder.prompt([TEXT], LOAN, plan)
    doc = prompt[1:]

    def pointed(path: str, words: str) -> SlotOutput:
        first, last = find_span(decoder.tok, doc, words)
        return SlotOutput(path, [decoder.model.start_base + 1 + first, decoder.model.end_base + 1 + last], [0.99] * 3)

    outputs = [pointed(paths[0], "COLOMBO, Lorenzo"), pointed(paths[1], "Mitantragsteller"),
               pointed(paths[2], "27 November 1993")]
    read = {p.path: p for p in decoder.predictions(prompt, outputs, LOAN)}
    assert read["borrower.full_name"].raw == "COLOMBO, Lorenzo"
    for path in paths[1:]:
        assert read[path].raw is None and read[path].confidence == NO_PERSON_CONFIDENCE


def test_the_diffusion_extractor_leaves_the_item_to_the_routes_fallback(tok):
    # on the real-time route the diffusion model's one-word names are often a person's first name
    # that the AR fallback reads whole: emptying them would lose co-borrowers
    from models.diffusion.extractor import FieldDecode, read_again

    ids = tok.encode_document([TEXT]).ids
    fields = [FieldDecode("borrower.full_name", "COLOMBO, Lorenzo", 0.99, 0.99,
                          spans=(find_span(tok, ids, "COLOMBO, Lorenzo"),)),
              FieldDecode("co_borrowers[0].full_name", "Mitantragsteller", 0.95, 0.95,
                          spans=(find_span(tok, ids, "Mitantragsteller"),)),
              FieldDecode("co_borrowers[0].date_of_birth", "27 November 1993", 0.7, 0.7,
                          spans=(find_span(tok, ids, "27 November 1993"),))]
    assert read_again(LOAN, fields, tok, ids, names={"repeated_people"}) == fields
