"""One model's answers handed to the other across tokenizers (``models.answer_context``)."""
from types import SimpleNamespace

from models.answer_context import GivenAnswer, TokenColumns, answer_tokens, given_answers

# "Amount: EUR 1,000\nPort: ROTTERDAM" tokenised two ways: (page, start, end) per token
COARSE = [(0, 0, 7), (0, 7, 11), (0, 11, 17), (0, 17, 18), (0, 18, 23), (0, 23, 33)]
FINE = [(0, 0, 6), (0, 6, 7), (0, 7, 11), (0, 11, 13), (0, 13, 14), (0, 14, 17), (0, 17, 18), (0, 18, 23),
        (0, 23, 28), (0, 28, 33), (-1, 0, 0), (1, 0, 4)]


class Tok:
    def encode(self, text):
        return [ord(c) for c in text]


def test_a_copied_answer_travels_as_characters_and_comes_back_as_pointers_to_the_other_tokens():
    fields = [SimpleNamespace(path="amount", text="EUR 1,000", spans=((1, 2),)),
              SimpleNamespace(path="port", text="ROTTERDAM", spans=((5, 5),)),
              SimpleNamespace(path="lc_number", text=None, spans=())]
    given = given_answers(fields, COARSE)
    assert given["amount"] == GivenAnswer("EUR 1,000", ((0, 7, 17),))
    assert given["port"] == GivenAnswer("ROTTERDAM", ((0, 23, 33),))
    assert given["lc_number"] == GivenAnswer(None)
    # start pointers at start_base + 1 + first token, end pointers at end_base + 1 + last token
    fine = TokenColumns(FINE, len(FINE))
    assert answer_tokens(given["amount"], fine, Tok(), start_base=1000, end_base=2000) == [1003, 2006]
    assert answer_tokens(given["port"], fine, Tok(), start_base=1000, end_base=2000) == [1009, 2010]
    assert answer_tokens(given["lc_number"], fine, Tok(), start_base=1000, end_base=2000) == []


def test_an_answer_it_cannot_point_at_travels_as_text():
    written = GivenAnswer("ok", ())                   # copies nothing
    cut_off = GivenAnswer("ROTTERDAM", ((0, 23, 33),))  # beyond the tokens the prompt holds
    other_page = GivenAnswer("Port", ((1, 0, 4),))
    fine = TokenColumns(FINE, len(FINE))
    assert answer_tokens(written, fine, Tok(), start_base=1000, end_base=2000) == [32, 111, 107]
    assert answer_tokens(cut_off, TokenColumns(FINE, 8), Tok(), start_base=1000, end_base=2000) == Tok().encode(" ROTTERDAM")
    assert answer_tokens(other_page, fine, Tok(), start_base=1000, end_base=2000) == [1012, 2012]
