"""A closed value answered with words that name none of its values is read from the document's
mention of one (models.reading.choice_mentions), on the AR decoder's reading paths."""
from __future__ import annotations

import pytest

from models.ar.decoder import BatchDecoder, SlotOutput
from models.reading.choice_mentions import AR_CHOICE_CONFIDENCE, choice_from_mention
from models.checkpoint_files import checkpoint_dir
from models.template import slot_paths
from pipeline.normalise.enums import EnumError, named_value, normalise_enum
from tests.models.conftest import find_span

LC = "letter_of_credit"
RULES = ("UCP LATEST VERSION", "EUCP LATEST VERSION", "ISP LATEST VERSION", "OTHR")
EXPIRY = "This letter of credit expires on 6 November 2025 at our\ncounters in Switzerland and is subject to {rules}. "


def _read(tok, text: str, answers: dict[str, str | None]) -> dict[str, str]:
    ids = tok.encode_document([text]).ids
    texts = {p: answers.get(p) for p in slot_paths(LC)}
    found = choice_from_mention(LC, texts, {}, tok, ids)
    return {p: tok.decode(ids[a:b + 1]).strip() for p, (a, b) in found.items()}


@pytest.mark.parametrize("rules, value", [
    ("ISP98", "ISP LATEST VERSION"),
    ("ISP LATEST\nVERSION", "ISP LATEST VERSION"),        # a mention wrapped over two lines
    ("UCP 600", "UCP LATEST VERSION"),
    ("eUCP latest version", "EUCP LATEST VERSION"),
    ("the International Standby Practices", "ISP LATEST VERSION"),
])
def test_rules_answered_with_a_place_are_read_from_their_mention(tok, rules, value):
    text = "Standby letter of credit No. SB-2291\n" + EXPIRY.format(rules=rules) + "Confirmation: WITHOUT.\n"
    read = _read(tok, text, {"applicable_rules": "Switzerland", "expiry_place": "Switzerland"})
    assert list(read) == ["applicable_rules"]
    assert named_value("applicable_rules", RULES, read["applicable_rules"]) == value


def test_what_the_rule_leaves_alone(tok):
    text = "Credit No. 88\n" + EXPIRY.format(rules="ISP98")
    # an answer that names a value, right or wrong, is the model's reading; an empty one says "not stated"
    assert _read(tok, text, {"applicable_rules": "UCP 600"}) == {}
    assert _read(tok, text, {"applicable_rules": None}) == {}
    # two different rule sets mentioned: which governs is not a pattern's call
    both = text + "Documents to be examined under UCP 600.\n"
    assert _read(tok, both, {"applicable_rules": "Switzerland"}) == {}
    # no mention at all: nothing is guessed
    assert _read(tok, "Credit No. 88\nExpiry place: Switzerland\n", {"applicable_rules": "Switzerland"}) == {}
    # other document types have no such slot
    ids = tok.encode_document([text]).ids
    assert choice_from_mention("kyc_individual", {"sex": "Switzerland"}, {}, tok, ids) == {}


def test_named_value_has_no_default_and_normalise_enum_keeps_its_own():
    assert normalise_enum("applicable_rules", RULES, "Spain") == "OTHR"   # the contract's default for unknown words
    with pytest.raises(EnumError):
        named_value("applicable_rules", RULES, "Spain")
    assert named_value("applicable_rules", RULES, "ISP98") == "ISP LATEST VERSION"
    with pytest.raises(EnumError):  # a row of boxes none of which is ticked states nothing, default or not
        normalise_enum("applicable_rules", RULES, "[ ] UCP 600 [ ] ISP98")


@pytest.fixture(scope="module")
def decoder() -> BatchDecoder:
    return BatchDecoder(checkpoint_dir("ar"))


def test_the_ar_decoders_whole_and_partial_reading_run_the_rule(decoder):
    text = ("IRREVOCABLE STANDBY LETTER OF CREDIT\nNo. SB-2291\n" + EXPIRY.format(rules="ISP98")
            + "Confirmation: WITHOUT.\n")
    plan = decoder.plan(LC, ["applicable_rules"])
    prompt = decoder.prompt([text], LC, plan)
    first, last = find_span(decoder.tok, prompt[1:], "Switzerland")
    pointed = [SlotOutput("applicable_rules", [decoder.model.start_base + 1 + first,
                                               decoder.model.end_base + 1 + last], [0.99] * 3)]
    whole = {p.path: p for p in decoder.predictions(prompt, pointed, LC)}
    partial = {p.path: p for p in decoder._partial_rules(prompt, pointed, decoder.predictions(prompt, pointed), LC)}
    for read in (whole, partial):
        assert read["applicable_rules"].raw == "ISP98"
        assert read["applicable_rules"].confidence == AR_CHOICE_CONFIDENCE
