"""The issuer's letterhead: recognised at the top of page 1, never a field's source when the
value is written elsewhere too."""
from __future__ import annotations

import pytest

from pipeline.grounding import locate
from pipeline.letterhead import letterhead_end, letterhead_tokens
from tests.pipeline.fixtures import kyc

BLOCK = "Hamburger Hansa Bank AG\nFriedrichstraße 16\n20095 Hamburg\nGermany"


@pytest.mark.parametrize("head", [
    BLOCK,
    "Mercantile Bank of Korea\n79 Teheran-ro, Seoul 06635, SOUTH KOREA",
    "Union Home Loans, LLC\n6216 Main Street, Suite 2507, Austin, TX 78744, USA",
    "Merchant Home Loans, LLC | 7106 Park Place, Miami, FL 33112 | United States",
    "Mälar Bank AB - Drottninggatan 5, 411 15 Göteborg, Sweden",
])
def test_name_and_address_up_to_the_country_line_are_the_letterhead(head):
    page = head + "\nAccount opening application\nNationality: German"
    assert letterhead_end([page]) == len(head)


@pytest.mark.parametrize("page", [
    "Nationality: Germany\nName: Lena Hoffmann",            # a field row is no letterhead
    "Hamburger Hansa Bank AG\nAccount opening\nName: Lena\nGermany",  # a colon before any country
    "Hamburger Hansa Bank AG\nFriedrichstraße 16\n20095 Hamburg\nAccount opening",  # no country line
    "12 Main Street\nGermany\nName: Lena",                  # first line is no organisation's name
    "Bank\nA\nB\nC\nD\nGermany",                             # the country after five lines
    "Lena Hoffmann, Germany\nAccount opening",                # one line: a name and a country only
    "EASTERN BANK OF KOREA - SEOUL\nSWIFT MESSAGE PRINT",     # no country line
    "",
])
def test_no_letterhead_is_invented(page):
    assert letterhead_end([page]) == 0


def test_only_page_one_has_a_letterhead():
    assert letterhead_end(["Applicant: Lena Hoffmann", BLOCK]) == 0
    assert letterhead_end([]) == 0


def test_letterhead_tokens_counts_the_leading_tokens_begun_inside_it():
    spans = [(0, 0, 9), (0, 9, 15), (0, 15, 20), (0, 20, 26), (1, 0, 4)]
    assert letterhead_tokens(spans, 20) == 3
    assert letterhead_tokens(spans, 0) == 0
    assert letterhead_tokens([(0, 0, 3), (1, 0, 4)], 99) == 1   # page 2 is never letterhead


def test_a_value_written_below_the_letterhead_is_grounded_there():
    page = BLOCK + "\nAccount opening application\nZorblat quint\nGermany\nBorn in Hamburg"
    source = locate(kyc("nationality"), "DEU", [page])
    assert source is not None
    assert source.start == page.index("Germany", len(BLOCK))


def test_a_value_written_only_in_the_letterhead_is_still_found():
    page = BLOCK + "\nAccount opening application\nName: Lena Hoffmann"
    source = locate(kyc("nationality"), "DEU", [page])
    assert source is not None and source.start == BLOCK.index("Germany")
