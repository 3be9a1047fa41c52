"""Pages in, slot texts out: a diffusion checkpoint with its tokenizer, layouts and calibration."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

import torch

from models.diffusion.checkpoint import Checkpoint
from models.calibration import Calibration
from models.diffusion.data import build_layouts, pad_documents
from models.diffusion.model import PrefixCache
from models.diffusion.sampler import SamplerParams, read_slots, sample
from models.reading.amount_currency import CURRENCY_CONFIDENCE, currency_beside_amount
from models.reading.choice_mentions import CHOICE_CONFIDENCE, choice_from_mention
from models.reading.address_rows import ADDRESS_ROW_CONFIDENCE, address_before_next_row
from models.reading.closing_lines import CLOSING_CONFIDENCE, before_closing
from models.reading.name_parts import PARTS_CONFIDENCE, labelled_name_parts
from models.reading.address_reading import TOWN_CONFIDENCE, town_after_postcode
from models.reading.company_reading import LEGAL_FORM_CONFIDENCE, legal_form_after
from models.reading.prose_expiry import EXPIRY_CONFIDENCE, expiry_place_in_prose
from models.reading.prose_goods import GOODS_SENTENCE_CONFIDENCE, goods_to_sentence_end
from models.reading.prose_sex import SEX_CONFIDENCE, sex_in_sentence
from models.reading.line_reading import LINE_CONFIDENCE, one_line_values
from models.reading.list_reading import (MISSED_ITEM_CONFIDENCE, PROSE_ITEM_CONFIDENCE, missed_into_empty, prose_items,
                                 repeated_people, unmarked_items, whole_items)
from models.reading.paired_terms import (EMPTIED_CONFIDENCE, MOVED_CONFIDENCE, NOT_GIVEN_CONFIDENCE, misplaced_lone_mentions,
                                 stated_not_given, unowned_shares)
from models.reading.prose_parties import prose_parties
from models.reading.swift_reading import GOODS_BLOCK_CONFIDENCE, SWIFT_PARTY_CONFIDENCE, swift_goods, swift_parties
from models.reading.people_reading import NAME_APART_CONFIDENCE, PAIRED_PERSON_CONFIDENCE, name_printed_apart, read_people
from models.reading.slot_text import render_slot
from models.template import reorder_items
from pipeline.doctypes import DOCUMENT_TYPES, check_document_type
from pipeline.letterhead import letterhead_end, letterhead_tokens


@dataclass(frozen=True, slots=True)
class FieldDecode:
    path: str
    text: str | None         # decoded slot text (None = empty slot)
    confidence: float        # calibrated
    raw_confidence: float    # product of the deciding positions' probabilities
    truncated: bool = False  # kept for compatibility: a pointer block is never cut
    spans: tuple[tuple[int, int], ...] = ()  # the document token spans (first, last) it points at


def shared_span_doubts(fields: Sequence[FieldDecode]) -> list[str]:
    """Fields that point at the very words a more confident field of the same document points at
    (same first span): all of a group but its most confident (the earlier in template order on a
    tie), in template order.

    A share is sometimes right (one tolerance written once for both bounds), but when the diffusion
    model makes one, the less confident field is often the one that lost its own row (a missing
    transhipment clause answered with the partial-shipments one; a list item repeated). Measured on
    `dev`: docs/MODELS.md, "Shared spans and re-decoded fields"."""
    groups: dict[tuple[int, int], list[int]] = {}
    for index, field in enumerate(fields):
        if field.spans:
            groups.setdefault(field.spans[0], []).append(index)
    doubted: set[int] = set()
    for members in groups.values():
        if len(members) > 1:
            keep = max(members, key=lambda i: (fields[i].confidence, -i))
            doubted.update(i for i in members if i != keep)
    return [fields[i].path for i in sorted(doubted)]


#: Per document type, the path prefixes of the fields the issuer's letterhead cannot hold: a KYC
#: form's and a loan application's fields are the customer's, a letter of credit's applicant and
#: beneficiary are trading companies, never the bank whose letterhead the document carries.
NOT_THE_ISSUERS = {"kyc_individual": ("",), "loan_application": ("",),
                   "letter_of_credit": ("applicant.", "beneficiary.")}


def letterhead_doubts(document_type: str, fields: Sequence[FieldDecode], head_tokens: int) -> list[str]:
    """Fields the issuer's letterhead cannot hold (``NOT_THE_ISSUERS``) whose answer starts in it
    (its first ``head_tokens`` document tokens, ``pipeline.letterhead``), in template order.

    Trained on targets that pointed at the letterhead where a customer's country equalled the
    bank's, the diffusion model still answers a
    customer's country with the bank's under a label it does not know ("Ausstellungsstaat /
    Issuing state: Japan" read as the letterhead's "Germany"). Measured on 100 documents per type
    (docs/MODELS.md, "A letterhead answer re-decoded"): such answers were wrong in 10 of 21 on
    `test`, 4 of 11 on `dev`, 8 of 23 on `train`; the AR model's answer was right in 54 of the 55."""
    prefixes = NOT_THE_ISSUERS.get(document_type, ())
    return [f.path for f in fields if f.spans and f.spans[0][0] < head_tokens
            and any(f.path.startswith(prefix) for prefix in prefixes)]


def in_document_order(document_type: str, fields: Sequence[FieldDecode]) -> list[FieldDecode]:
    """``fields`` with each list's items renumbered in the order their first spans start in the
    document (``models.template.reorder_items``), returned in template order."""
    return reorder_items(document_type, fields, {f.path: (f.spans[0][0] if f.spans else None) for f in fields})


def _texts_and_spans(fields: Sequence[FieldDecode]) -> tuple[dict[str, str | None], dict[str, tuple[int, int]]]:
    """What the reading rules take: every slot's text, and the (first, last) document tokens of
    the slots that point at some."""
    return {f.path: f.text for f in fields}, {f.path: (f.spans[0][0], f.spans[-1][1]) for f in fields if f.spans}


def _reread(fields: Sequence[FieldDecode], changed: dict[str, tuple[Sequence[tuple[int, int]] | None, float]],
            tok, doc_ids: Sequence[int]) -> list[FieldDecode]:
    """``fields`` with each slot a reading rule changed (path -> (its new spans, or None to empty
    it; the rule's confidence)) rendered from those spans, the rest as they were."""
    if not changed:
        return list(fields)
    out = []
    for f in fields:
        if f.path in changed:
            new, confidence = changed[f.path]
            text = render_slot(tok, doc_ids, f.path, [("span", a, b) for a, b in new]) if new else None
            f = FieldDecode(f.path, text, confidence, confidence, spans=tuple(new or ()))
        out.append(f)
    return out


def _with_one_span_rule(rule, confidence: float, document_type: str, fields: Sequence[FieldDecode], tok,
                        doc_ids: Sequence[int], *, keep_doubt: bool = False) -> list[FieldDecode]:
    """``fields`` with each slot that ``rule`` (a reading rule of ``models``: path -> the one span
    it reads) changes rendered from that span at ``confidence`` (with ``keep_doubt``, at the
    model's own confidence where that is lower), the rest as they were."""
    changed = rule(document_type, *_texts_and_spans(fields), tok, doc_ids)
    own = {f.path: f.confidence for f in fields}
    return _reread(fields, {path: ((span,), min(own[path], confidence) if keep_doubt else confidence)
                            for path, span in changed.items()}, tok, doc_ids)


def with_missed_items(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                      ) -> list[FieldDecode]:
    """``fields`` without items off the list's marker lines (``models.reading.list_reading.unmarked_items``),
    with each item the model ended before its line's end read whole
    (``models.reading.list_reading.whole_items``), a list written in prose read one item per ";"-separated
    part (``models.reading.list_reading.prose_items``), and the items it skipped between two it found or
    after the last (``models.reading.list_reading.missed_into_empty``) put into empty item slots, in
    document order."""
    unmarked = unmarked_items(document_type, *_texts_and_spans(fields), tok, doc_ids)
    fields = _reread(fields, {f.path: (None, f.confidence) for f in fields if f.path in unmarked}, tok, doc_ids)
    whole = whole_items(document_type, *_texts_and_spans(fields), tok, doc_ids)
    fields = _reread(fields, {path: ((span,), MISSED_ITEM_CONFIDENCE) for path, span in whole.items()}, tok, doc_ids)
    prose = prose_items(document_type, *_texts_and_spans(fields), tok, doc_ids)
    fields = _reread(fields, {path: ((span,) if span else None, PROSE_ITEM_CONFIDENCE) for path, span in prose.items()},
                     tok, doc_ids)
    missed = missed_into_empty(document_type, *_texts_and_spans(fields), tok, doc_ids)
    if not missed:
        return list(fields)
    read = {path: FieldDecode(path, render_slot(tok, doc_ids, path, [("span", first, last)]),
                              MISSED_ITEM_CONFIDENCE, MISSED_ITEM_CONFIDENCE, spans=((first, last),))
            for path, (first, last) in missed.items()}
    return in_document_order(document_type, [read.get(f.path, f) for f in fields])


def with_people_read(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int],
                     *, name_parts: bool = True) -> list[FieldDecode]:
    """``fields`` with a loan's co-borrowers re-read from the names and dates of birth printed
    together (``models.reading.people_reading.read_people``) and a name the model read half of composed
    from the surname and given-names rows (``name_printed_apart``, else ``models.reading.name_parts``, which
    reads the labels of more languages and layouts); the slots a rule changes get
    its confidence."""
    texts, spans = _texts_and_spans(fields)
    changed = {path: (new, PAIRED_PERSON_CONFIDENCE)
               for path, new in read_people(document_type, texts, spans, tok, doc_ids).items()}
    if name_parts:
        changed.update({path: (new, PARTS_CONFIDENCE)
                        for path, new in labelled_name_parts(document_type, texts, spans, tok, doc_ids).items()})
    changed.update({path: (new, NAME_APART_CONFIDENCE)
                    for path, new in name_printed_apart(document_type, texts, spans, tok, doc_ids).items()})
    return _reread(fields, changed, tok, doc_ids)


def with_swift_parties(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                       ) -> list[FieldDecode]:
    """``fields`` with a letter of credit's parties read from its MT700 message where the message
    names the same party (``models.reading.swift_reading.swift_parties``), and its goods to the end of the
    message's field 45A (``swift_goods``)."""
    changed = swift_parties(document_type, *_texts_and_spans(fields), tok, doc_ids)
    fields = _reread(fields, {path: ((span,), SWIFT_PARTY_CONFIDENCE) for path, span in changed.items()}, tok, doc_ids)
    goods = swift_goods(document_type, *_texts_and_spans(fields), tok, doc_ids)
    return _reread(fields, {path: ((span,), GOODS_BLOCK_CONFIDENCE) for path, span in goods.items()}, tok, doc_ids)


def with_prose_parties(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                       ) -> list[FieldDecode]:
    """``fields`` with a letter of credit's parties read from the sentence that names them
    ("for account of NAME, ADDRESS, ..."; ``models.reading.prose_parties``)."""
    changed = prose_parties(document_type, *_texts_and_spans(fields), tok, doc_ids)
    return _reread(fields, {path: ((span,), confidence) for path, (span, confidence) in changed.items()},
                   tok, doc_ids)


def with_expiry_place_in_prose(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                               ) -> list[FieldDecode]:
    """``fields`` with a letter of credit's place of expiry read from the sentence that states it
    ("expires on DATE at our counters in PLACE and is subject to ..."; ``models.reading.prose_expiry``)."""
    return _with_one_span_rule(expiry_place_in_prose, EXPIRY_CONFIDENCE, document_type, fields, tok, doc_ids)


def with_town_after_postcode(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                             ) -> list[FieldDecode]:
    """``fields`` with an address in prose that ends at its postcode read on to its town and
    country on the next line (``models.reading.address_reading``)."""
    return _with_one_span_rule(town_after_postcode, TOWN_CONFIDENCE, document_type, fields, tok, doc_ids)


def with_sex_in_sentence(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                         ) -> list[FieldDecode]:
    """``fields`` with a sex the model left empty read from the sentence or question that states it
    (``models.reading.prose_sex``)."""
    return _with_one_span_rule(sex_in_sentence, SEX_CONFIDENCE, document_type, fields, tok, doc_ids)


def with_legal_forms(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                     ) -> list[FieldDecode]:
    """``fields`` with a company's name read on to the legal form printed after it
    (``models.reading.company_reading``)."""
    return _with_one_span_rule(legal_form_after, LEGAL_FORM_CONFIDENCE, document_type, fields, tok, doc_ids)


def with_one_line_values(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                         ) -> list[FieldDecode]:
    """``fields`` with a one-line value whose span runs over several lines read from the line that
    is its value (``models.reading.line_reading``)."""
    return _with_one_span_rule(one_line_values, LINE_CONFIDENCE, document_type, fields, tok, doc_ids)


def without_unowned_shares(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                            ) -> list[FieldDecode]:
    """``fields`` with the slot of a letter of credit's port or shipment-clause pair emptied where
    it points at the other slot's mention and that mention's label names the other
    (``models.reading.paired_terms``)."""
    emptied = unowned_shares(document_type, *_texts_and_spans(fields), tok, doc_ids)
    return _reread(fields, {path: (None, EMPTIED_CONFIDENCE[pair]) for path, pair in emptied.items()}, tok, doc_ids)


def with_lone_mentions_moved(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                             ) -> list[FieldDecode]:
    """``fields`` with a letter of credit's one answered port or shipment clause moved to the other
    slot of its pair where its mention's label names that one (``models.reading.paired_terms``)."""
    moved = misplaced_lone_mentions(document_type, *_texts_and_spans(fields), tok, doc_ids)
    spans = {f.path: f.spans for f in fields}
    changed: dict[str, tuple[Sequence[tuple[int, int]] | None, float]] = {}
    for source, target in moved.items():
        changed[target] = (spans[source], MOVED_CONFIDENCE)
        changed[source] = (None, MOVED_CONFIDENCE)
    return _reread(fields, changed, tok, doc_ids)


def without_terms_not_given(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                            ) -> list[FieldDecode]:
    """``fields`` with a letter of credit's port or shipment clause emptied where the document's
    own row for it says it is not given and the answer lies elsewhere (``models.reading.paired_terms``)."""
    emptied = stated_not_given(document_type, *_texts_and_spans(fields), tok, doc_ids)
    return _reread(fields, {path: (None, NOT_GIVEN_CONFIDENCE) for path in emptied}, tok, doc_ids)


def with_currencies_beside_amounts(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                                   ) -> list[FieldDecode]:
    """``fields`` with a currency answered with words that name none read beside its amount
    (``models.reading.amount_currency``)."""
    return _with_one_span_rule(currency_beside_amount, CURRENCY_CONFIDENCE, document_type, fields, tok, doc_ids)


def with_choices_from_mentions(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                               ) -> list[FieldDecode]:
    """``fields`` with a closed value answered with words that name none of its values read from
    the document's mention of one (``models.reading.choice_mentions``)."""
    return _with_one_span_rule(choice_from_mention, CHOICE_CONFIDENCE, document_type, fields, tok, doc_ids)


def with_goods_to_sentence_end(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                               ) -> list[FieldDecode]:
    """``fields`` with goods stated in prose and ended at a line's end read on to their sentence's
    end (``models.reading.prose_goods``)."""
    return _with_one_span_rule(goods_to_sentence_end, GOODS_SENTENCE_CONFIDENCE, document_type, fields, tok, doc_ids)


def with_values_before_closing(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                               ) -> list[FieldDecode]:
    """``fields`` with a value that runs on into the letter's complimentary close ended before it
    (``models.reading.closing_lines``)."""
    return _with_one_span_rule(before_closing, CLOSING_CONFIDENCE, document_type, fields, tok, doc_ids)


def with_addresses_before_next_row(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int]
                                   ) -> list[FieldDecode]:
    """``fields`` with an address run on into the next row's label ended before that row
    (``models.reading.address_rows``), at ``ADDRESS_ROW_CONFIDENCE`` or the model's own confidence where
    that is lower: ending an answer the model was unsure of ("72.400 Pounds Sterling\nOrigin of
    funds: ...", 0.47) does not make it sure, and the real-time route must still send it to the AR
    model (the rule's own confidence would otherwise raise it to ``ADDRESS_ROW_CONFIDENCE``)."""
    return _with_one_span_rule(address_before_next_row, ADDRESS_ROW_CONFIDENCE, document_type, fields, tok, doc_ids,
                               keep_doubt=True)


def without_repeated_people(document_type: str, fields: Sequence[FieldDecode], tok=None,
                            doc_ids: Sequence[int] | None = None) -> list[FieldDecode]:
    """``fields`` with the list items that repeat another field's person
    (``models.reading.list_reading.repeated_people``) emptied, the rest in document order. (Items that are
    no person, ``models.reading.no_person_items``, are left to the real-time route's AR fallback: on the
    first independent generator, emptying the diffusion model's one-word names lost co-borrowers
    the fallback reads whole.)"""
    repeated = repeated_people(document_type, {f.path: (min(a for a, _ in f.spans), max(b for _, b in f.spans))
                                               for f in fields if f.spans}, tok, doc_ids)
    if not repeated:
        return list(fields)
    prefixes = tuple(item + "." for item in repeated)
    emptied = [replace(f, text=None, spans=()) if f.path.startswith(prefixes) else f for f in fields]
    return in_document_order(document_type, emptied)


@dataclass(frozen=True, slots=True)
class Extraction:
    document_type: str
    type_confidence: float
    fields: list[FieldDecode]
    passes: int
    letterhead_tokens: int = 0  # how many leading document tokens are the issuer's letterhead
    # each document token's (page, start, end) characters (``DocumentEncoding.spans``): where the
    # fields' token spans lie in the text, for another tokenizer (``models.answer_context``)
    token_spans: Sequence[tuple[int, int, int]] = ()


class DiffusionExtractor:
    def __init__(self, checkpoint: Checkpoint, *, params: SamplerParams | None = None,
                 list_order: bool = True, fill_gaps: bool = True, drop_repeats: bool = True,
                 read_people: bool = True, read_swift: bool = True, read_prose: bool = True,
                 own_pairs: bool = True, skip_letterhead: bool | None = None, read_name_parts: bool = True,
                 read_lines: bool = True, read_currencies: bool = True, read_choices: bool = True) -> None:
        self.checkpoint = checkpoint
        self.read_name_parts = read_name_parts  # a name's two parts under labels of more languages
        self.list_order = list_order  # list items in document order (models.template.document_order)
        self.fill_gaps = fill_gaps  # items skipped between found ones (models.reading.list_reading)
        self.drop_repeats = drop_repeats  # no co-borrower pointing at the borrower's name
        self.read_people = read_people  # co-borrowers from names and dates printed together
        self.read_swift = read_swift  # a letter of credit's parties from its MT700 message
        self.read_prose = read_prose  # ... and from the sentence that names them ("for account of")
        self.own_pairs = own_pairs  # one port / shipment clause mention is not both slots' answer
        self.read_lines = read_lines  # a one-line value over several lines: its line; a value into a close: ended
        self.read_currencies = read_currencies  # a currency answered with no currency's words: beside its amount
        self.read_choices = read_choices  # a closed value answered with words that name none: from its mention
        self.model = checkpoint.model.eval()
        self.tokenizer = checkpoint.tokenizer
        self.config = self.model.config
        meta = checkpoint.meta
        self.layouts = build_layouts(self.config, self.tokenizer)
        self.params = params or SamplerParams(**meta.get("sampler", {}))
        self.calibration = Calibration.from_dict(meta.get("calibration"))
        # the letterhead as a pointer's last resort: the checkpoint's sampler setting unless given
        self.skip_letterhead = self.params.skip_letterhead if skip_letterhead is None else skip_letterhead

    @property
    def device(self) -> torch.device:
        return next(self.model.parameters()).device

    def encode(self, documents: Sequence[Sequence[str]]
               ) -> tuple[PrefixCache, list[list[int]], list[int], list[list[tuple[int, int, int]]]]:
        """The documents' prefix cache, each one's token ids (cut to the prefix), how many of them
        are its letterhead, and each token's characters (``DocumentEncoding.spans``)."""
        ids, heads, spans = [], [], []
        for pages in documents:
            encoding = self.tokenizer.encode_document(list(pages))
            ids.append(encoding.ids[: self.config.max_prefix_len])
            heads.append(letterhead_tokens(encoding.spans, letterhead_end(pages)))
            spans.append(encoding.spans)
        doc_ids, doc_mask = pad_documents(ids, self.config.pad_id, self.config.max_prefix_len)
        return self.model.encode_prefix(doc_ids.to(self.device), doc_mask.to(self.device)), ids, heads, spans

    @torch.no_grad()
    def extract(self, pages: Sequence[str], document_type: str | None = None) -> Extraction:
        return self.extract_many([pages], [document_type])[0]

    @torch.no_grad()
    def extract_many(self, documents: Sequence[Sequence[str]],
                     document_types: Sequence[str | None] | None = None) -> list[Extraction]:
        """Several documents at once (one prefix pass, one sampler run per detected type)."""
        document_types = list(document_types or [None] * len(documents))
        cache, ids, heads, token_spans = self.encode(documents)
        type_probs = cache.type_logits.float().softmax(-1)
        chosen: list[tuple[str, float]] = []
        for i, given in enumerate(document_types):
            if given is not None:
                chosen.append((check_document_type(given), 1.0))
            else:
                k = int(type_probs[i].argmax())
                chosen.append((DOCUMENT_TYPES[k], float(type_probs[i, k])))
        out: list[Extraction | None] = [None] * len(documents)
        for document_type in DOCUMENT_TYPES:
            rows = [i for i, (t, _) in enumerate(chosen) if t == document_type]
            if not rows:
                continue
            layout = self.layouts[document_type]
            result = sample(self.model, cache.select(rows), layout, self.params,
                            [heads[i] if self.skip_letterhead else 0 for i in rows])
            for r, i in enumerate(rows):
                fields = []
                for slot in read_slots(result, layout, row=r):
                    raw = slot.prob_product
                    text = render_slot(self.tokenizer, ids[i], slot.path, slot.items) if slot.items else None
                    spans = tuple((int(it[1]), int(it[2])) for it in slot.items if it[0] == "span")
                    fields.append(FieldDecode(slot.path, text, self.calibration(raw), raw, spans=spans))
                if self.list_order:
                    fields = in_document_order(document_type, fields)
                    if self.fill_gaps:
                        fields = with_missed_items(document_type, fields, self.tokenizer, ids[i])
                    if self.read_people:
                        fields = with_people_read(document_type, fields, self.tokenizer, ids[i],
                                                  name_parts=self.read_name_parts)
                    if self.read_swift:
                        fields = with_swift_parties(document_type, fields, self.tokenizer, ids[i])
                    if self.read_prose:
                        fields = with_prose_parties(document_type, fields, self.tokenizer, ids[i])
                    if self.read_lines:
                        fields = with_one_line_values(document_type, fields, self.tokenizer, ids[i])
                    if self.read_prose:  # after the one-line rule: a place in wrapped prose runs over two lines
                        fields = with_expiry_place_in_prose(document_type, fields, self.tokenizer, ids[i])
                        fields = with_town_after_postcode(document_type, fields, self.tokenizer, ids[i])
                        fields = with_sex_in_sentence(document_type, fields, self.tokenizer, ids[i])
                        fields = with_legal_forms(document_type, fields, self.tokenizer, ids[i])
                        fields = with_goods_to_sentence_end(document_type, fields, self.tokenizer, ids[i])
                    if self.own_pairs:
                        fields = without_unowned_shares(document_type, fields, self.tokenizer, ids[i])
                        fields = with_lone_mentions_moved(document_type, fields, self.tokenizer, ids[i])
                        fields = without_terms_not_given(document_type, fields, self.tokenizer, ids[i])
                    if self.read_currencies:
                        fields = with_currencies_beside_amounts(document_type, fields, self.tokenizer, ids[i])
                    if self.read_choices:
                        fields = with_choices_from_mentions(document_type, fields, self.tokenizer, ids[i])
                    if self.read_lines:
                        fields = with_values_before_closing(document_type, fields, self.tokenizer, ids[i])
                        fields = with_addresses_before_next_row(document_type, fields, self.tokenizer, ids[i])
                    if self.drop_repeats:
                        fields = without_repeated_people(document_type, fields, self.tokenizer, ids[i])
                out[i] = Extraction(document_type, chosen[i][1], fields, result.passes, letterhead_tokens=heads[i],
                                    token_spans=token_spans[i])
        return out  # type: ignore[return-value]
