"""A letter of credit's parties read from the sentence that names them (models.reading.prose_parties)."""
from __future__ import annotations

from models.dataset import render_items
from models.reading.prose_parties import BLOCK_CONFIDENCE, CLAUSE_CONFIDENCE, labelled_block, parse_clause, prose_parties
from models.template import slot_paths

LC = "letter_of_credit"
STANDBY = ("Pacific Bank PLC\n77 Victoria Street\nManchester M1 6HS\nUNITED KINGDOM\nLetter of Credit No. IMLC0625137\n"
           "Date of issue: Jul 5, 2025\nBeneficiary:\nSilverline Paper AB\nKungsgatan 74\n111 15 Stockholm\n"
           "We hereby issue our irrevocable standby letter of credit in your favour for account of Horizon Cables Limited, 6\n"
           "Victoria Street, Edinburgh EH3 2GH, United Kingdom, for a maximum aggregate amount of USD 130.852,13\n"
           "(tolerance +/- 10%).\nAll charges outside the issuing bank are for the account of the beneficiary unless "
           "otherwise stated.\nSarah Rachel Smith\nAuthorised Signatory, Pacific Bank PLC\n")
LETTER = ("At the request of Royal Agro Trading Co., Ltd., 155 Jianguo Road, Ningbo 315936 (the applicant), we hereby "
          "issue our irrevocable documentary credit in favour of Evergreen Paper Distribution S.r.l., Corso Buenos Aires, "
          "183, 50121 Firenze (the beneficiary) for an amount not exceeding EUR 10,000.00.")


def _clause(text: str, phrase: str) -> tuple[str, str]:
    parsed = parse_clause(text, text.index(phrase) + len(phrase))
    assert parsed is not None
    return text[slice(*parsed[0])], text[slice(*parsed[1])]


def test_the_clause_gives_the_name_and_the_address():
    assert _clause(STANDBY, "for account of ") == \
        ("Horizon Cables Limited", "6\nVictoria Street, Edinburgh EH3 2GH, United Kingdom")
    # "Co., Ltd." is one name; the address ends at the bracket
    assert _clause(LETTER, "At the request of ") == ("Royal Agro Trading Co., Ltd.", "155 Jianguo Road, Ningbo 315936")
    # "Corso" is no legal form "Co": the name ends at "S.r.l.," though no number follows the comma
    assert _clause(LETTER, "in favour of ") == \
        ("Evergreen Paper Distribution S.r.l.", "Corso Buenos Aires, 183, 50121 Firenze")
    # a street word in lower case after a comma is still the address
    text = "for account of Nordic Steel S.A., 12, rue de Rivoli, 75001 Paris, for a maximum amount"
    assert _clause(text, "for account of ") == ("Nordic Steel S.A.", "12, rue de Rivoli, 75001 Paris")
    # boilerplate about charges and a table label are no clauses
    text = "Charges are for the account of the beneficiary unless otherwise stated, 5 days."
    assert parse_clause(text, text.index("of ") + 3) is None
    table = "In favour of Royal Agro Trading Co., Ltd.\n155 Jianguo Road\nNingbo 315936\nL/C amount EUR 2,340,000.00\n"
    assert parse_clause(table, len("In favour of ")) is None


def test_the_block_under_a_party_label_alone_on_its_line():
    name, address = labelled_block(STANDBY, "beneficiary")
    assert STANDBY[slice(*name)] == "Silverline Paper AB"
    assert STANDBY[slice(*address)] == "Kungsgatan 74\n111 15 Stockholm"  # the prose line ends it
    assert labelled_block("Beneficiary: Silverline Paper AB\nKungsgatan 74\n", "beneficiary") is None


def test_the_applicant_is_read_from_the_sentence_and_the_beneficiary_from_its_block(tok, span_of):
    ids = tok.encode_document([STANDBY]).ids
    # the model's answers: the parties swapped (the block's address as the applicant's)
    pointed = {"applicant.name": "Horizon Cables Limited",
               "applicant.address": "Kungsgatan 74\n111 15 Stockholm",
               "beneficiary.name": "Silverline Paper AB",
               "beneficiary.address": "Victoria Street, Edinburgh EH3 2GH, United Kingdom"}
    spans = {p: span_of(tok, ids, t) for p, t in pointed.items()}
    texts = {p: pointed.get(p) for p in slot_paths(LC)}
    changed = prose_parties(LC, texts, spans, tok, ids)
    read = {p: render_items(tok, ids, [("span", *s)]).strip() for p, (s, _) in changed.items()}
    assert changed["applicant.address"][1] == CLAUSE_CONFIDENCE and changed["beneficiary.address"][1] == BLOCK_CONFIDENCE
    # (a right answer may come back as the same words in other token boundaries)
    assert {**pointed, **read} == {"applicant.name": "Horizon Cables Limited",
                                   "applicant.address": "6\nVictoria Street, Edinburgh EH3 2GH, United Kingdom",
                                   "beneficiary.name": "Silverline Paper AB",
                                   "beneficiary.address": "Kungsgatan 74\n111 15 Stockholm"}
    # answers that are already the sentence's and the block's are left alone
    spans.update({p: changed[p][0] for p in changed})
    texts.update(read)
    assert prose_parties(LC, texts, spans, tok, ids) == {}
    assert prose_parties("kyc_individual", texts, spans, tok, ids) == {}
