"""A loan's co-borrowers re-read from the names and dates of birth printed together
(models.reading.people_reading), and their place in both decoders' output."""
from __future__ import annotations

import pytest

from models.dataset import render_items
from models.checkpoint_files import checkpoint_dir
from models.reading.people_reading import (born_people, name_shaped, names_under_owner, numbered_people, owner_read_twice,
                                   paired_people, read_people, stray_last_items, unclaimed_numbered_people,
                                   unclaimed_people)
from models.template import slot_paths

LOAN = "loan_application"


@pytest.fixture(scope="module")
def tok():
    from models.tokenizer import DualpathTokenizer

    return DualpathTokenizer.load(checkpoint_dir("diffusion"))


def _span(tok, ids: list[int], text: str, after: int = 0) -> tuple[int, int]:
    """(first, last) document tokens of the first span from token ``after`` reading ``text``."""
    for first in range(after, len(ids)):
        for last in range(first, min(len(ids), first + 30)):
            if tok.decode(ids[first:last + 1]).strip() == text:
                return first, last
    raise AssertionError(f"{text!r} is no span of the document")


def _decode(tok, text: str, pointed: dict[str, str]) -> tuple[list[int], dict[str, str | None], dict[str, tuple[int, int]]]:
    """A whole decode of a loan that points ``pointed`` (slot -> the words it points at)."""
    ids = tok.encode_document([text]).ids
    spans = {path: _span(tok, ids, words) for path, words in pointed.items()}
    texts = {path: pointed.get(path) for path in slot_paths(LOAN)}
    return ids, texts, spans


def _people(tok, ids: list[int], texts, spans, rule=read_people) -> dict[int, tuple[str | None, str | None]]:
    """The co-borrowers after ``rule``: item index -> (name, date of birth) texts."""
    changed = rule(LOAN, texts, spans, tok, ids)
    out = {}
    for k in range(3):
        row = []
        for leaf in ("full_name", "date_of_birth"):
            path = f"co_borrowers[{k}].{leaf}"
            if path in changed:
                new = changed[path]
                row.append(render_items(tok, ids, [("span", a, b) for a, b in new]) if new else None)
            else:
                row.append(texts[path])
        out[k] = tuple(row)
    return out


EMAIL = ("From: Patrick Jones\nSubject: New application\n- Name: Ryan Davis\n- Born: 1967-04-10\n"
         "- Co-applicants: Daniel Davis, 1957-08-02; Rachel Brown, 1999-01-26; Anna Maria\nKorhonen, 2003-01-28\n"
         "- Employer: Northgate Coffee LLC\n")


def test_a_dates_person_is_the_name_before_it_and_the_whole_semicolon_list_is_read(tok):
    # the model found half a name and the date of someone else
    ids, texts, spans = _decode(tok, EMAIL, {"borrower.full_name": "Ryan Davis",
                                             "co_borrowers[0].full_name": "Rachel",
                                             "co_borrowers[0].date_of_birth": "1957-08-02"})
    people = _people(tok, ids, texts, spans)
    assert people == {0: ("Daniel Davis", "1957-08-02"), 1: ("Rachel Brown", "1999-01-26"),
                      2: ("Anna Maria Korhonen", "2003-01-28")}  # the wrapped name is read whole


def test_the_borrower_and_an_employer_are_no_co_borrowers(tok):
    text = ("- Applicants: Ryan Davis, 1967-04-10; Sarah Jones, 1990-01-02\n- Employer: Northgate Coffee LLC\n")
    ids, texts, spans = _decode(tok, text, {"borrower.full_name": "Ryan Davis",
                                            "co_borrowers[0].full_name": "Sarah Jones",
                                            "co_borrowers[1].full_name": "Northgate Coffee LLC"})
    people = _people(tok, ids, texts, spans)
    assert people == {0: ("Sarah Jones", "1990-01-02"), 1: (None, None), 2: (None, None)}


def test_a_table_row_pairs_a_name_with_its_date_past_a_role_column(tok):
    text = ("Role Name Born\nBorrower Ryan Davis 21-MAR-1981\nSpouse Sarah Jones 21-OCT-1996\n"
            "Parent Pierre Robert 29/12/2000\nBorrower contact: rdavis@proton.me\n")
    # the model read the second row's name with the third row's date
    ids, texts, spans = _decode(tok, text, {"borrower.full_name": "Ryan Davis",
                                            "co_borrowers[0].full_name": "Sarah Jones",
                                            "co_borrowers[0].date_of_birth": "29/12/2000"})
    people = _people(tok, ids, texts, spans)
    assert people == {0: ("Sarah Jones", "21-OCT-1996"), 1: ("Pierre Robert", "29/12/2000"), 2: (None, None)}


def test_a_layout_whose_dates_pair_nothing_is_left_alone(tok):
    # one row per field: the date's line holds a label, not a name
    text = "Co-borrower 1\nNAME Huda Al Hashimi\nDATE OF BIRTH 01/10/1949\nPart 4 - Employment\n"
    ids, texts, spans = _decode(tok, text, {"co_borrowers[0].full_name": "Huda Al Hashimi",
                                            "co_borrowers[0].date_of_birth": "01/10/1949"})
    assert paired_people(LOAN, texts, spans, tok, ids) == {}
    # a decode that is not whole (a re-decode of some fields) is left alone too
    partial = {p: t for p, t in texts.items() if p != "co_borrowers[2].full_name"}
    assert read_people(LOAN, partial, spans, tok, ids) == {}
    assert read_people("letter_of_credit", texts, spans, tok, ids) == {}


def test_names_listed_under_the_borrowers_go_to_the_dates_found_for_them(tok):
    text = ("APPLICANTS: Li Na Yang\nWei Jun Yang\nMing Hao Yang\n8044 Maple Avenue, Apt 8E\nCharlotte, NC 28209\n"
            "Co-applicant 1 date of birth 01/16/2000\nCo-applicant 2 date of birth 02/20/1976\n")
    ids, texts, spans = _decode(tok, text, {"co_borrowers[0].date_of_birth": "01/16/2000",
                                            "co_borrowers[1].date_of_birth": "02/20/1976"})
    # the model's span for the borrower ran on to the next line (the name read ends at its line)
    spans["borrower.full_name"] = (_span(tok, ids, "Li Na Yang")[0], _span(tok, ids, "Wei Jun Yang")[1])
    texts["borrower.full_name"] = "Li Na Yang"
    people = _people(tok, ids, texts, spans, names_under_owner)
    assert people == {0: ("Wei Jun Yang", "01/16/2000"), 1: ("Ming Hao Yang", "02/20/1976"), 2: (None, None)}
    # as many name lines as dates found, or nothing: with one date found there are two candidates
    del spans["co_borrowers[1].date_of_birth"]
    texts["co_borrowers[1].date_of_birth"] = None
    assert names_under_owner(LOAN, texts, spans, tok, ids) == {}


ESTIMATE = ("APPLICANTS: Li Na Yang\nWei Jun Yang\nMing Hao Yang\nWei Jun Wang\n8044 Maple Avenue, Apt 8E\n"
            "Charlotte, NC 28209\nLoan Terms\nLoan Amount $511,000.00\nDate of birth 12/09/1995\nMarital status Married\n"
            "Co-applicant 1 date of birth 01/16/2000\nCo-applicant 2 date of birth 02/20/1976\n"
            "Co-applicant 3 date of birth 01/23/1978\nEmployer Lotus Machinery Pte. Ltd.\n")


def test_rows_that_number_the_people_put_each_date_with_its_number(tok):
    # the model dropped the first date, moved the others up and read the last name for the second item
    ids, texts, spans = _decode(tok, ESTIMATE, {"borrower.full_name": "Li Na Yang", "borrower.date_of_birth": "12/09/1995",
                                                "co_borrowers[0].date_of_birth": "02/20/1976",
                                                "co_borrowers[1].full_name": "Wei Jun Wang",
                                                "co_borrowers[1].date_of_birth": "01/23/1978"})
    people = _people(tok, ids, texts, spans)
    assert people == {0: ("Wei Jun Yang", "01/16/2000"), 1: ("Ming Hao Yang", "02/20/1976"),
                      2: ("Wei Jun Wang", "01/23/1978")}
    # one date read is enough to find the numbered rows; the names come from under the borrower's
    ids, texts, spans = _decode(tok, ESTIMATE, {"borrower.full_name": "Li Na Yang",
                                                "co_borrowers[0].date_of_birth": "01/23/1978"})
    assert _people(tok, ids, texts, spans) == people


def test_numbered_name_rows_pair_with_the_date_rows_of_the_same_number(tok):
    text = ("BORROWER: AMY CHEN\nBORR DOB: 03/04/1980\nCO-BORROWER 1: JOHN SMITH\nCO-BORR 1 DOB: 01/02/1960\n"
            "CO-BORROWER 2: MARY ANN SMITH\nCO-BORR 2 DOB: 07/08/1962\nEMPLOYER: ACME CORP\n")
    # the model paired the first name with the second date
    ids, texts, spans = _decode(tok, text, {"borrower.full_name": "AMY CHEN", "borrower.date_of_birth": "03/04/1980",
                                            "co_borrowers[0].full_name": "JOHN SMITH",
                                            "co_borrowers[0].date_of_birth": "07/08/1962"})
    assert _people(tok, ids, texts, spans, numbered_people) == {
        0: ("JOHN SMITH", "01/02/1960"), 1: ("MARY ANN SMITH", "07/08/1962"), 2: (None, None)}


def test_rows_numbering_the_borrower_first_leave_the_borrower_out(tok):
    text = ("Applicant 1: Ryan Davis\nApplicant 1 date of birth 10.04.1967\n"
            "Applicant 2: Sarah Jones\nApplicant 2 date of birth 02.01.1990\nEmployer: Northgate Coffee LLC\n")
    ids, texts, spans = _decode(tok, text, {"borrower.full_name": "Ryan Davis", "borrower.date_of_birth": "10.04.1967",
                                            "co_borrowers[0].full_name": "Sarah Jones",
                                            "co_borrowers[0].date_of_birth": "10.04.1967"})
    spans["co_borrowers[0].date_of_birth"] = spans["borrower.date_of_birth"]
    assert _people(tok, ids, texts, spans, numbered_people) == {
        0: ("Sarah Jones", "02.01.1990"), 1: (None, None), 2: (None, None)}


def test_numbered_rows_with_a_gap_or_no_number_are_left_alone(tok):
    gap = "Co-applicant 1 date of birth 01/16/2000\nCo-applicant 3 date of birth 02/20/1976\n"
    ids, texts, spans = _decode(tok, gap, {"co_borrowers[0].date_of_birth": "01/16/2000"})
    assert numbered_people(LOAN, texts, spans, tok, ids) == {}
    plain = "Co-applicant date of birth 01/16/2000\nCo-applicant date of birth 02/20/1976\n"
    ids, texts, spans = _decode(tok, plain, {"co_borrowers[0].date_of_birth": "01/16/2000"})
    assert numbered_people(LOAN, texts, spans, tok, ids) == {}
    # dates the rows hold but no name to tell whose: left alone rather than guessed
    ids, texts, spans = _decode(tok, "Co-applicant 1 date of birth 01/16/2000\nCo-applicant 2 date of birth 02/20/1976\n",
                                {"co_borrowers[0].date_of_birth": "02/20/1976"})
    assert numbered_people(LOAN, texts, spans, tok, ids) == {}


UNKNOWN_LABEL = ("From: Salma Aziz\nSent: 29-06-2025\n- Case ID: APP-2025-538217\n- Borrower name: Noor Al Hashimi\n"
                 "- Geburtsdatum: 01-12-1966\n- Mitantragsteller: Rashid Nasser, 29-08-1992; Huda Al Hashimi, 01-10-1949\n"
                 "- Name of employer: Northgate Auto Parts Group FZE\nThanks,\nSalma Aziz\n")


def test_a_row_of_people_no_slot_claimed_fills_a_list_the_model_left_empty(tok):
    ids, texts, spans = _decode(tok, UNKNOWN_LABEL, {"borrower.full_name": "Noor Al Hashimi",
                                                     "borrower.date_of_birth": "01-12-1966",
                                                     "employer_name": "Northgate Auto Parts Group FZE"})
    assert _people(tok, ids, texts, spans) == {0: ("Rashid Nasser", "29-08-1992"), 1: ("Huda Al Hashimi", "01-10-1949"),
                                               2: (None, None)}
    # the model read the borrower's name and the employer a second time as the first co-borrower:
    # values of other fields, still nobody of the list's own
    again = {"co_borrowers[0].full_name": "Noor Al Hashimi", "co_borrowers[0].date_of_birth": "Northgate Auto Parts Group FZE"}
    texts.update(again)
    spans.update({path: spans[owner] for path, owner in zip(again, ("borrower.full_name", "employer_name"))})
    assert _people(tok, ids, texts, spans, unclaimed_people) == {
        0: ("Rashid Nasser", "29-08-1992"), 1: ("Huda Al Hashimi", "01-10-1949"), 2: (None, None)}


def test_a_row_of_people_wrapped_onto_the_next_line_is_read_whole(tok):
    ids, texts, spans = _decode(tok, EMAIL, {"borrower.full_name": "Ryan Davis", "borrower.date_of_birth": "1967-04-10"})
    assert _people(tok, ids, texts, spans, unclaimed_people) == {
        0: ("Daniel Davis", "1957-08-02"), 1: ("Rachel Brown", "1999-01-26"), 2: ("Anna Maria\nKorhonen", "2003-01-28")}


def test_a_people_row_is_not_read_when_the_model_read_someone_or_it_is_not_alone(tok):
    # the model read a co-borrower: the other rules judge, this one stays out
    ids, texts, spans = _decode(tok, UNKNOWN_LABEL, {"borrower.full_name": "Noor Al Hashimi",
                                                     "co_borrowers[0].full_name": "Rashid Nasser"})
    assert unclaimed_people(LOAN, texts, spans, tok, ids) == {}
    # two rows of people: which one is the co-borrowers cannot be told
    two = UNKNOWN_LABEL + "- Bürgen: Anna Maria Korhonen, 28-01-2003\n"
    ids, texts, spans = _decode(tok, two, {"borrower.full_name": "Noor Al Hashimi"})
    assert unclaimed_people(LOAN, texts, spans, tok, ids) == {}
    # the borrower's own row is no co-borrower's, and a slot pointing into a row claims it
    own = "- Applicant: Noor Al Hashimi, 01-12-1966\n- Employer: Northgate Auto Parts Group FZE\n"
    ids, texts, spans = _decode(tok, own, {"borrower.full_name": "Noor Al Hashimi"})
    assert unclaimed_people(LOAN, texts, spans, tok, ids) == {}
    ids, texts, spans = _decode(tok, UNKNOWN_LABEL, {"borrower.full_name": "Noor Al Hashimi",
                                                     "employer_name": "Rashid Nasser"})
    assert unclaimed_people(LOAN, texts, spans, tok, ids) == {}


def test_numbered_date_rows_fill_a_list_the_model_left_empty(tok):
    # no co-borrower read at all: the one set of numbered birth rows and the names under the borrower's
    ids, texts, spans = _decode(tok, ESTIMATE, {"borrower.full_name": "Li Na Yang", "borrower.date_of_birth": "12/09/1995"})
    assert _people(tok, ids, texts, spans) == {0: ("Wei Jun Yang", "01/16/2000"), 1: ("Ming Hao Yang", "02/20/1976"),
                                               2: ("Wei Jun Wang", "01/23/1978")}
    # numbered name rows name the people of the same numbers
    rows = ("BORROWER: AMY CHEN\nBORR DOB: 03/04/1980\nCO-BORROWER 1: JOHN SMITH\nCO-BORR 1 DOB: 01/02/1960\n"
            "CO-BORROWER 2: MARY ANN SMITH\nCO-BORR 2 DOB: 07/08/1962\nEMPLOYER: ACME CORP\n")
    ids, texts, spans = _decode(tok, rows, {"borrower.full_name": "AMY CHEN", "borrower.date_of_birth": "03/04/1980"})
    assert _people(tok, ids, texts, spans, unclaimed_numbered_people) == {
        0: ("JOHN SMITH", "01/02/1960"), 1: ("MARY ANN SMITH", "07/08/1962"), 2: (None, None)}


def test_numbered_date_rows_are_not_read_unless_they_are_one_whole_list_of_births(tok):
    owner = {"borrower.full_name": "Li Na Yang", "borrower.date_of_birth": "12/09/1995"}
    # the model read a co-borrower: the anchored rules judge
    ids, texts, spans = _decode(tok, ESTIMATE, {**owner, "co_borrowers[0].full_name": "Wei Jun Yang"})
    assert unclaimed_numbered_people(LOAN, texts, spans, tok, ids) == {}
    # rows that number something other than births ("Payment 1 date")
    payments = ESTIMATE.replace("Co-applicant", "Payment").replace("date of birth", "due date")
    ids, texts, spans = _decode(tok, payments, owner)
    assert unclaimed_numbered_people(LOAN, texts, spans, tok, ids) == {}
    # a gap in the numbers, or fewer names under the borrower than dates
    gap = ESTIMATE.replace("Co-applicant 2", "Co-applicant 4")
    ids, texts, spans = _decode(tok, gap, owner)
    assert unclaimed_numbered_people(LOAN, texts, spans, tok, ids) == {}
    fewer = ESTIMATE.replace("Wei Jun Wang\n", "")
    ids, texts, spans = _decode(tok, fewer, owner)
    assert unclaimed_numbered_people(LOAN, texts, spans, tok, ids) == {}
    # another field's value starts in a row: the row is that field's
    ids, texts, spans = _decode(tok, ESTIMATE, {**owner, "employer_name": "02/20/1976"})
    assert unclaimed_numbered_people(LOAN, texts, spans, tok, ids) == {}


def test_a_label_word_read_as_a_co_borrower_is_nobody(tok):
    # "Mitantragsteller" (a held-out label word) read as the name: the row after it is still unclaimed
    ids, texts, spans = _decode(tok, UNKNOWN_LABEL, {"borrower.full_name": "Noor Al Hashimi",
                                                     "co_borrowers[0].full_name": "Mitantragsteller"})
    assert _people(tok, ids, texts, spans) == {0: ("Rashid Nasser", "29-08-1992"), 1: ("Huda Al Hashimi", "01-10-1949"),
                                               2: (None, None)}
    # ... and read with the borrower's own date of birth where there is no co-borrower: the owner read twice
    none = "- Borrower name: Noor Al Hashimi\n- Geburtsdatum: 01-12-1966\n- Mitantragsteller: none\n"
    ids, texts, spans = _decode(tok, none, {"borrower.full_name": "Noor Al Hashimi", "borrower.date_of_birth": "01-12-1966",
                                            "co_borrowers[0].full_name": "Mitantragsteller",
                                            "co_borrowers[0].date_of_birth": "01-12-1966"})
    assert owner_read_twice(LOAN, texts, spans) == {"co_borrowers[0].full_name": None,
                                                    "co_borrowers[0].date_of_birth": None}


BORN_LINES = ("Applicant's name Linh Le\nDate of birth SEP 07, 1965\nCo-borrower(s) [X] Yes    [ ] No\n"
              "Xiaomei Le – born NOV 01, 1938\nTuan Le – born JAN 01, 1935\nCurrent employer Pacific Rim Foods Corp.\n")
BORN_PROSE = ("Re: Residential mortgage application – Rohan Vikram Reddy\nRohan Vikram Reddy, born September 25, 1961, "
              "has applied for a loan.\nThe application is made jointly with Megan Miller (spouse, born February 3, 1964), "
              "Haoran Reddy\n(parent, born January 1, 1935) and Rachel Reddy (parent, born May 26, 1937), who will be "
              "jointly liable.\n")


def test_people_written_with_born_and_their_date_are_the_co_borrowers(tok):
    # the model read "– born NOV" as a name: every "<name> – born <date>" but the owner's
    ids, texts, spans = _decode(tok, BORN_LINES, {"borrower.full_name": "Linh Le", "borrower.date_of_birth": "SEP 07, 1965",
                                                  "co_borrowers[0].full_name": "– born NOV"})
    assert _people(tok, ids, texts, spans, born_people) == {0: ("Xiaomei Le", "NOV 01, 1938"),
                                                            1: ("Tuan Le", "JAN 01, 1935"), 2: (None, None)}
    # in prose, with a role before the date and the marker on the next line; the owner's own
    # "born" is left out by name, though the model read the spouse's date as the owner's
    prose = {0: ("Megan Miller", "February 3, 1964"), 1: ("Haoran Reddy", "January 1, 1935"),
             2: ("Rachel Reddy", "May 26, 1937")}
    ids, texts, spans = _decode(tok, BORN_PROSE, {"borrower.full_name": "Rohan Vikram Reddy",
                                                  "borrower.date_of_birth": "February 3, 1964"})
    assert _people(tok, ids, texts, spans, born_people) == prose
    # a name wrapped onto the marker's line is read over the line break
    wrapped = BORN_PROSE.replace("Haoran Reddy\n(parent", "Haoran\nReddy (parent")
    ids, texts, spans = _decode(tok, wrapped, {"borrower.full_name": "Rohan Vikram Reddy"})
    changed = born_people(LOAN, texts, spans, tok, ids)
    assert render_items(tok, ids, [("span", *changed["co_borrowers[1].full_name"][0])]) == "Haoran\nReddy"
    # an owner's name the model misread: the owner is the person born on the owner's date, even
    # where the misread name points into a co-borrower's ("Megan" of Megan Miller)
    for misread in ("Residential", "Megan"):
        ids, texts, spans = _decode(tok, BORN_PROSE, {"borrower.full_name": misread,
                                                      "borrower.date_of_birth": "September 25, 1961"})
        assert _people(tok, ids, texts, spans, born_people) == prose
    # neither the name nor the date tells the owner: nothing is read
    ids, texts, spans = _decode(tok, BORN_PROSE, {"borrower.full_name": "Residential"})
    assert born_people(LOAN, texts, spans, tok, ids) == {}


def test_born_people_are_not_read_when_another_field_claims_one_or_there_are_too_many(tok):
    owner = {"borrower.full_name": "Rohan Vikram Reddy", "borrower.date_of_birth": "September 25, 1961"}
    ids, texts, spans = _decode(tok, BORN_PROSE, {**owner, "employer_name": "Rachel Reddy"})
    assert born_people(LOAN, texts, spans, tok, ids) == {}
    four = BORN_PROSE.replace("who will", "and Anna Maria Korhonen, born 28 January 2003, who will")
    ids, texts, spans = _decode(tok, four, owner)
    assert born_people(LOAN, texts, spans, tok, ids) == {}
    # someone born on a date whose name is no name: who the people are cannot be told
    nameless = BORN_PROSE.replace("Rachel Reddy (parent", "a third person (parent")
    ids, texts, spans = _decode(tok, nameless, owner)
    assert born_people(LOAN, texts, spans, tok, ids) == {}
    # a list the model read so already: nothing to change
    ids, texts, spans = _decode(tok, BORN_LINES, {"borrower.full_name": "Linh Le",
                                                  "co_borrowers[0].full_name": "Xiaomei Le",
                                                  "co_borrowers[0].date_of_birth": "NOV 01, 1938",
                                                  "co_borrowers[1].full_name": "Tuan Le",
                                                  "co_borrowers[1].date_of_birth": "JAN 01, 1935"})
    assert born_people(LOAN, texts, spans, tok, ids) == {}


def test_what_reads_as_a_name():
    assert name_shaped("Lotte de Vries") and name_shaped("BROWN, Rachel Hannah") and name_shaped("Matthew O'Brien")
    assert not name_shaped("DATE OF BIRTH") and not name_shaped("Co-applicant 1 date of birth")
    assert not name_shaped("Geburtsdatum / Date of birth") and not name_shaped("Rachel")
    assert not name_shaped("8044 Maple Avenue")


def test_both_decoders_apply_the_rules_with_their_own_confidence(tok):
    from models.diffusion.extractor import FieldDecode, read_again
    from models.reading.people_reading import PAIRED_PERSON_CONFIDENCE

    ids, texts, spans = _decode(tok, EMAIL, {"borrower.full_name": "Ryan Davis",
                                             "co_borrowers[0].full_name": "Rachel",
                                             "co_borrowers[0].date_of_birth": "1957-08-02"})
    fields = [FieldDecode(p, texts[p], 0.99, 0.99, spans=(spans[p],) if p in spans else ()) for p in slot_paths(LOAN)]
    out = {f.path: f for f in read_again(LOAN, fields, tok, ids,
                                         names={"read_people", "labelled_name_parts", "name_printed_apart"})}
    assert out["co_borrowers[1].full_name"].text == "Rachel Brown"
    assert out["co_borrowers[1].full_name"].confidence == PAIRED_PERSON_CONFIDENCE
    assert out["co_borrowers[0].date_of_birth"].confidence == 0.99  # unchanged: the model's own
    assert out["borrower.full_name"].text == "Ryan Davis"


def test_the_ar_decoder_re_reads_the_co_borrowers():
    from models.ar.decoder import BatchDecoder, SlotOutput
    from models.reading.people_reading import AR_PAIRED_PERSON_CONFIDENCE

    decoder = BatchDecoder(checkpoint_dir("ar"))
    plan = decoder.plan(LOAN)
    prompt = decoder.prompt([EMAIL], LOAN, plan)
    doc = list(prompt[1:])  # column 1 = document position 0

    def pointers(text: str) -> list[int]:
        first, last = _span(decoder.tok, doc, text)
        return [decoder.model.start_base + 1 + first, decoder.model.end_base + 1 + last]

    written = {"borrower.full_name": pointers("Ryan Davis"), "co_borrowers[0].full_name": pointers("Rachel Brown"),
               "co_borrowers[0].date_of_birth": pointers("1999-01-26")}
    outputs = [SlotOutput(p, written.get(p, []), [0.99] * (len(written.get(p, [])) + 1)) for p in plan.paths]
    slots = {p.path: p for p in decoder.predictions(prompt, outputs, LOAN)}
    assert [(slots[f"co_borrowers[{k}].full_name"].raw, slots[f"co_borrowers[{k}].date_of_birth"].raw)
            for k in range(3)] == [("Daniel Davis", "1957-08-02"), ("Rachel Brown", "1999-01-26"),
                                   ("Anna Maria Korhonen", "2003-01-28")]
    assert slots["co_borrowers[0].full_name"].confidence == AR_PAIRED_PERSON_CONFIDENCE
    # without the document type (a re-decode of some fields) nothing is re-read
    plain = {p.path: p.raw for p in decoder.predictions(prompt, outputs)}
    assert plain["co_borrowers[1].full_name"] is None


def test_a_borrowers_span_run_on_to_the_next_line_repeats_nobody_there(tok):
    from models.reading.list_reading import first_line_span, repeated_people

    text = "APPLICANTS: Li Na Yang\nWei Jun Yang\n8044 Maple Avenue\n"
    ids = tok.encode_document([text]).ids
    owner = (_span(tok, ids, "Li Na Yang")[0], _span(tok, ids, "Wei Jun Yang")[1])
    assert render_items(tok, ids, [("span", *first_line_span(tok, ids, *owner))]) == "Li Na Yang"
    spans = {"borrower.full_name": owner, "co_borrowers[0].full_name": _span(tok, ids, "Wei Jun Yang")}
    assert repeated_people(LOAN, spans) == ["co_borrowers[0]"]  # by token spans alone
    assert repeated_people(LOAN, spans, tok, ids) == []          # by the words the borrower's name reads


def _kyc(tok, text: str, pointed: dict[str, str]):
    ids = tok.encode_document([text]).ids
    spans = {path: _span(tok, ids, words) for path, words in pointed.items()}
    texts = {path: pointed.get(path) for path in slot_paths("kyc_individual")}
    return ids, texts, spans


def _composed(tok, ids, texts, spans) -> str | None:
    from models.reading.people_reading import name_printed_apart

    changed = name_printed_apart("kyc_individual", texts, spans, tok, ids)
    if "full_name" not in changed:
        return None
    return render_items(tok, ids, [("span", a, b) for a, b in changed["full_name"]])


def test_a_name_printed_as_surname_and_given_names_rows_is_read_whole(tok):
    text = "1. Personal details\nApellidos: Colombo\nNombres: Valentina\nGeburtsdatum: 23.04.2002\nPlace of birth: Firenze\n"
    ids, texts, spans = _kyc(tok, text, {"full_name": "Valentina"})
    assert _composed(tok, ids, texts, spans) == "Valentina Colombo"   # no English label: surname above
    ids, texts, spans = _kyc(tok, text, {"full_name": "Colombo"})
    assert _composed(tok, ids, texts, spans) == "Valentina Colombo"
    # English labels decide the order
    text = "Citizenship: SWEDISH\nFirst name(s): Ebba Astrid\nLast name: Åkesson\n2. Identification document\n"
    ids, texts, spans = _kyc(tok, text, {"full_name": "Ebba Astrid"})
    assert _composed(tok, ids, texts, spans) == "Ebba Astrid Åkesson"


def test_a_neighbouring_row_of_another_particular_is_no_part_of_the_name(tok):
    text = "- Place of birth: Guangzhou\n- Full name: Xiao Yan Zhao\n- Is the customer a PEP?: [ ] Yes   [X] No\n"
    ids, texts, spans = _kyc(tok, text, {"full_name": "Xiao Yan Zhao"})
    assert _composed(tok, ids, texts, spans) is None
    # a value another field points at is not a surname either
    text = "Nombres: Valentina\nNacionalidad: Italiana\n"
    ids, texts, spans = _kyc(tok, text, {"full_name": "Valentina", "nationality": "Italiana"})
    assert _composed(tok, ids, texts, spans) is None
    # nor when both neighbours could be
    text = "Apellidos: Colombo\nNombres: Valentina\nApodo: Vale Rossi\n"
    ids, texts, spans = _kyc(tok, text, {"full_name": "Valentina"})
    assert _composed(tok, ids, texts, spans) is None


def test_a_name_without_a_date_and_a_date_without_a_name_are_one_person():
    from models.reading.people_reading import merged_halves

    texts = {p: None for p in slot_paths(LOAN)}
    spans = {}
    for path, span in (("co_borrowers[0].full_name", (10, 11)), ("co_borrowers[0].date_of_birth", (13, 15)),
                       ("co_borrowers[1].full_name", (20, 21)), ("co_borrowers[2].date_of_birth", (23, 25))):
        texts[path], spans[path] = "x", span
    assert merged_halves(LOAN, texts, spans) == {"co_borrowers[1].date_of_birth": ((23, 25),),
                                                 "co_borrowers[2].date_of_birth": None}
    # a whole person followed by a date alone: nothing to merge
    texts["co_borrowers[1].date_of_birth"], spans["co_borrowers[1].date_of_birth"] = "x", (22, 22)
    assert merged_halves(LOAN, texts, spans) == {}


def test_a_nameless_item_born_on_the_owners_birthday_is_the_owner_read_twice():
    texts = {p: None for p in slot_paths(LOAN)}
    spans = {}
    for path, text, span in (("borrower.date_of_birth", "03/10/1964", (5, 7)),
                             ("co_borrowers[0].date_of_birth", "03/10/1964", (5, 7)),
                             ("co_borrowers[1].full_name", "Ana Ruiz", (20, 21)),
                             ("co_borrowers[1].date_of_birth", "01/02/1970", (23, 25))):
        texts[path], spans[path] = text, span
    assert owner_read_twice(LOAN, texts, spans) == {
        "co_borrowers[0].full_name": ((20, 21),), "co_borrowers[0].date_of_birth": ((23, 25),),
        "co_borrowers[1].full_name": None, "co_borrowers[1].date_of_birth": None}
    # a named item born the same day is a person (twins, spouses), and so is a nameless item born
    # on another day
    texts["co_borrowers[0].full_name"], spans["co_borrowers[0].full_name"] = "Luis Ruiz", (2, 3)
    assert owner_read_twice(LOAN, texts, spans) == {}
    texts["co_borrowers[0].full_name"] = None
    texts["co_borrowers[0].date_of_birth"] = "04/10/1964"
    assert owner_read_twice(LOAN, texts, spans) == {}
    # without the owner's date of birth there is nothing to compare
    texts["co_borrowers[0].date_of_birth"], texts["borrower.date_of_birth"] = "03/10/1964", None
    assert owner_read_twice(LOAN, texts, spans) == {}


def test_trailing_items_with_no_name_and_no_date_are_nobody():
    texts = {p: None for p in slot_paths(LOAN)}
    spans = {}
    for path, text, span in (("co_borrowers[0].full_name", "Ana Ruiz", (20, 21)),
                             ("co_borrowers[0].date_of_birth", "01/02/1970", (23, 25)),
                             ("co_borrowers[1].full_name", "ana.ruiz@example.com", (40, 44))):
        texts[path], spans[path] = text, span
    assert stray_last_items(LOAN, texts, spans) == {"co_borrowers[1].full_name": None}
    # an item with a date of birth, or one before a person, stays (nothing after it moves)
    texts["co_borrowers[1].date_of_birth"], spans["co_borrowers[1].date_of_birth"] = "03/04/1980", (46, 48)
    assert stray_last_items(LOAN, texts, spans) == {}
    texts["co_borrowers[0].full_name"] = "Mitantragsteller"
    texts["co_borrowers[0].date_of_birth"] = None
    spans.pop("co_borrowers[0].date_of_birth")
    assert stray_last_items(LOAN, texts, spans) == {}
