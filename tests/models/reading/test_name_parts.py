"""A name the model read one part of, composed from the surname and given-names rows of other
layouts and languages (models.reading.name_parts)."""
from __future__ import annotations

import pytest

from models.dataset import render_items
from models.reading.name_parts import labelled_name_parts
from models.template import slot_paths
from tests.models.conftest import find_span


def _composed(tok, text: str, pointed: dict[str, str], document_type: str = "kyc_individual") -> str | None:
    ids = tok.encode_document([text]).ids
    spans = {path: find_span(tok, ids, words) for path, words in pointed.items()}
    texts = {path: pointed.get(path) for path in slot_paths(document_type)}
    changed = labelled_name_parts(document_type, texts, spans, tok, ids)
    path = "full_name" if document_type == "kyc_individual" else "borrower.full_name"
    if path not in changed:
        return None
    # the name as the pipeline records it (normalise_name folds a line break between the parts)
    return " ".join(render_items(tok, ids, [("span", a, b) for a, b in changed[path]]).split())


PASSPORT = ("PASSPORT / PASSEPORT\nSurname / Nom\nLEFÈVRE\nGiven names / Prénoms\nFRANÇOIS\n"
            "Nationality / Nationalité\nFRENCH\n")
QUESTIONNAIRE = ("1. Place of birth\nMadrid\n2. Prénoms\nAnswer: Paula\n3. Sexe\n[ ] Male   [x] Female\n"
                 "4. Date de naissance\n13 Dec 1968\n5. Apellidos\nAnswer: Pérez García\n6. Expires\n14 Apr 2028\n")
TABLE = ("Field Information provided Verified\nFamily name JOHNSON Yes\nPrénoms JESSICA Yes\n"
         "Geburtsdatum Dec 7, 1984 Yes\nPlace of birth Boston Yes\n")


@pytest.mark.parametrize("text, part, whole", [
    (PASSPORT, "FRANÇOIS", "FRANÇOIS LEFÈVRE"),            # each value on the line under its label
    (PASSPORT, "LEFÈVRE", "FRANÇOIS LEFÈVRE"),
    (QUESTIONNAIRE, "Pérez García", "Paula Pérez García"),  # numbered questions, rows apart
    (TABLE, "JOHNSON", "JESSICA JOHNSON"),                  # a verification column after the value
    ("Nom de famille: Koch\nNombres: Katharina\nGeburtsdatum: 14/06/1944\n", "Katharina", "Katharina Koch"),
    ("Vorname(n) / Given names: Daisuke\nStaatsangehörigkeit / Nationality: Japanese\nName / Surname: Sato\n",
     "Sato", "Daisuke Sato"),
    ("Client 1\nForename(s) Daniel\nSurname Blake\nDate of birth 12/09/1961\n", "Daniel", "Daniel Blake"),
])
def test_the_other_part_is_read_from_its_labelled_row(tok, text, part, whole):
    assert _composed(tok, text, {"full_name": part}) == whole


def test_a_whole_name_or_an_unlabelled_value_is_left_alone(tok):
    assert _composed(tok, TABLE.replace("Family name JOHNSON", "Full name JESSICA JOHNSON"),
                     {"full_name": "JESSICA JOHNSON"}) is None
    assert _composed(tok, "Client: JOHNSON\nPrénoms JESSICA Yes\n", {"full_name": "JOHNSON"}) is None


def test_a_part_another_field_points_at_is_not_taken(tok):
    assert _composed(tok, TABLE, {"full_name": "JOHNSON", "occupation": "JESSICA"}) is None


def test_two_equally_near_rows_with_different_names_are_not_guessed_between(tok):
    text = "Given names: Anna\nSurname: Berg\nGiven names: Olof\n"
    assert _composed(tok, text, {"full_name": "Berg"}) is None
    assert _composed(tok, "Given names: Anna\nSurname: Berg\n\n\nGiven names: Olof\n", {"full_name": "Berg"}) == "Anna Berg"


def test_an_answer_whose_span_ran_on_past_its_row_is_read_as_its_row(tok):
    """The slot's text was cut to the value ("FRANÇOIS") while its span ran on into the next rows."""
    ids = tok.encode_document([PASSPORT]).ids
    first, _ = find_span(tok, ids, "FRANÇOIS")
    _, last = find_span(tok, ids, "FRENCH")
    texts = {path: None for path in slot_paths("kyc_individual")} | {"full_name": "FRANÇOIS"}
    changed = labelled_name_parts("kyc_individual", texts, {"full_name": (first, last)}, tok, ids)
    assert " ".join(render_items(tok, ids, [("span", a, b) for a, b in changed["full_name"]]).split()) == "FRANÇOIS LEFÈVRE"
