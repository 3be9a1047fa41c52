"""Reference greedy decoding of the AR model, and the pipeline's ``BatchDecoder``.

``greedy_decode`` is the obviously-correct single-sequence decoder the engines are tested
against: one prefill of the prompt, then one step per value token with a KV cache; after
each ``[end]`` the next slot token is appended in the same step as ``[end]`` itself
(jump-forward: the skeleton costs no extra model step). Its tokens equal
``model.generate(prompt, logits_processor=[SkeletonLogitsProcessor(...)])`` greedy.

``BatchDecoder`` implements ``pipeline.decoding.Decoder`` (``decoded_by="autoregressive"``)
and ``decode_slots`` for re-decoding a few slots (the real-time route's fallback).
"""
from __future__ import annotations

import copy
import hashlib
import json
import re
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Mapping, Sequence

import torch
from transformers import DynamicCache

from models.ar.outputs import SlotOutput, output_size
from models.ar.prompt import SkeletonLogitsProcessor, SlotPlan, build_prompt, plan_gaps, value_mask
from pipeline.decoding import DecodeResult, SlotPrediction

if TYPE_CHECKING:
    from models.answer_context import GivenAnswer

__all__ = ["BatchDecoder", "SlotOutput", "generate_slots", "greedy_decode", "list_shared_limits", "output_size",
           "slot_items_of"]


def list_shared_limits(limits: Mapping[str, int]) -> dict[str, int]:
    """Each slot's token cap, a list's items sharing the largest cap of any item of their list.

    A checkpoint records per slot the most item tokens `train` showed it (``models.training.train_ar.
    max_slot_tokens``); `train` seldom fills a list's last items, so their own caps can be tiny
    (a fine-tune on 2,500 letters of credit left the eighth required document 6 tokens, two
    spans) though an item's place in its list says nothing about its length."""
    def group(path: str) -> str:
        return re.sub(r"\[\d+\]", "[]", path)

    most: dict[str, int] = {}
    for path, n in limits.items():
        most[group(path)] = max(most.get(group(path), 0), int(n))
    return {path: most[group(path)] for path in limits}


def slot_items_of(ids: Sequence[int], *, vocab_size: int, n_positions: int, offset: int) -> list[tuple]:
    """A slot's generated ids -> items (``models.dataset.slot_items`` form); a start pointer
    without its end pointer is dropped. ``offset``: the column of the first document token."""
    items: list[tuple] = []
    start: int | None = None
    for t in ids:
        if t >= vocab_size + n_positions:
            if start is not None:
                items.append(("span", start - offset, t - vocab_size - n_positions - offset))
            start = None
        elif t >= vocab_size:
            start = t - vocab_size
        else:
            start = None
            if items and items[-1][0] == "text":
                items[-1] = ("text", [*items[-1][1], t])
            else:
                items.append(("text", [t]))
    return items


@torch.no_grad()
def greedy_decode(model, prompt: Sequence[int], plan: SlotPlan, *, end_id: int, num_special: int,
                  gaps: Sequence[Sequence[int]] | None = None) -> list[SlotOutput]:
    """Fill the slots of ``plan`` after ``prompt`` (which ends with the first slot token).
    ``gaps``: per slot, tokens fed before its slot token (other slots' given answers,
    ``[slot] value [end]`` each; ``gaps[0]`` goes in before the prompt's last token)."""
    device = next(model.parameters()).device
    allowed = value_mask(output_size(model), num_special, end_id).to(device)
    gaps = plan_gaps(plan, gaps)
    cache = DynamicCache(config=model.config)
    feed = torch.tensor([[*prompt[:-1], *gaps[0], prompt[-1]]], device=device)
    outputs: list[SlotOutput] = []
    for k, path in enumerate(plan.paths):
        if k:
            feed = torch.tensor([[end_id, *gaps[k], plan.slot_ids[k]]], device=device)  # jump-forward
        outputs.append(_greedy_slot(model, cache, feed, plan, k, allowed, end_id))
    return outputs


def _greedy_slot(model, cache, feed, plan: SlotPlan, k: int, allowed, end_id: int,
                 banned_first: frozenset[int] = frozenset()) -> SlotOutput:
    """Greedy decode of slot ``k`` of ``plan``: ``feed`` (ending with its slot token) goes in
    after ``cache``; ``banned_first``: tokens its first token may not be (a second reading)."""
    device = feed.device
    ids: list[int] = []
    probs: list[float] = []
    while True:
        logits = model(input_ids=feed, cache=cache, use_cache=True, logits_to_keep=1).logits[0, -1]
        logp = torch.log_softmax(logits.float(), -1)  # the copy model's logits are log p already
        if plan.slot_is_full(k, ids):
            probs.append(float(logp[end_id].exp()))
            break
        masked = logp.masked_fill(~allowed, float("-inf"))
        if banned_first and not ids:
            masked[list(banned_first)] = float("-inf")
        nxt = int(masked.argmax())
        probs.append(float(logp[nxt].exp()))
        if nxt == end_id:
            break
        ids.append(nxt)
        feed = torch.tensor([[nxt]], device=device)
    return SlotOutput(plan.paths[k], ids, probs)


@torch.no_grad()
def reread_slot(model, prompt: Sequence[int], before: Sequence[SlotOutput], plan: SlotPlan, *, end_id: int,
                num_special: int, banned_first: frozenset[int]) -> SlotOutput:
    """Slot ``len(before)`` of a whole decode of ``plan`` read again, after ``prompt`` and the
    slots ``before`` it as decoded, with its first token not one of ``banned_first``: the same
    state the greedy decode read it in, and its next choice of where the value starts."""
    device = next(model.parameters()).device
    k = len(before)
    sequence = list(prompt)
    for j, out in enumerate(before):
        sequence += [*out.ids, end_id, plan.slot_ids[j + 1]]
    allowed = value_mask(output_size(model), num_special, end_id).to(device)
    cache = DynamicCache(config=model.config)
    return _greedy_slot(model, cache, torch.tensor([sequence], device=device), plan, k, allowed, end_id,
                        banned_first=banned_first)


@torch.no_grad()
def generate_slots(model, tok, prompts: Sequence[Sequence[int]], plans: Sequence[SlotPlan]) -> list[list[SlotOutput]]:
    """Static-batch greedy decoding with ``transformers`` ``generate`` (left padding).

    Same tokens as ``greedy_decode`` row by row; used for evaluation, where it is faster.
    """
    device = next(model.parameters()).device
    width = max(len(p) for p in prompts)
    ids = torch.full((len(prompts), width), tok.pad_id, dtype=torch.long)
    mask = torch.zeros_like(ids)
    for row, prompt in enumerate(prompts):
        ids[row, width - len(prompt):] = torch.tensor(list(prompt))
        mask[row, width - len(prompt):] = 1
    processor = SkeletonLogitsProcessor(plans, width, end_id=tok.end_id, eos_id=tok.eos_id,
                                        num_special=tok.num_special, vocab_size=output_size(model))
    budget = max(sum(p.max_tokens) + 3 * len(p.paths) + 1 for p in plans)  # a slot may end one over (its end pointer)
    out = model.generate(
        input_ids=ids.to(device), attention_mask=mask.to(device), logits_processor=[processor],
        max_new_tokens=budget, do_sample=False, num_beams=1, pad_token_id=tok.pad_id, eos_token_id=tok.eos_id,
        output_logits=True, return_dict_in_generate=True,
    )
    results = []
    v = model.config.vocab_size
    sequences = out.sequences[:, width:]
    # the probability of every generated token, in one pass (one transfer from an accelerator)
    chosen_logp = torch.log_softmax(torch.stack(out.logits, 1).float(), -1).gather(-1, sequences[..., None])[..., 0]
    chosen_probs = chosen_logp.exp().tolist()
    for row, plan in enumerate(plans):
        generated = sequences[row].tolist()
        pad = width - len(prompts[row])  # pointers name padded columns: shift them back
        slots: list[SlotOutput] = []
        current = SlotOutput(plan.paths[0], [], [])
        for step, token in enumerate(generated):
            if token == tok.eos_id or token == tok.pad_id:
                break
            if token in plan.slot_ids and current is None:
                current = SlotOutput(plan.paths[len(slots)], [], [])
                continue
            p = chosen_probs[row][step]
            assert current is not None
            current.probs.append(p)
            if token == tok.end_id:
                slots.append(current)
                current = None  # type: ignore[assignment]
            else:
                current.ids.append(token - pad if token >= v else token)
        results.append(slots)
    return results


class BatchDecoder:
    """The AR model as a ``pipeline.decoding.Decoder``; loads a checkpoint directory."""

    decoded_by = "autoregressive"
    PREFIX_CACHE_SIZE = 4  # documents whose prefill is kept for decode_slots

    def __init__(self, checkpoint: str | Path, *, device: str = "cpu", classifier=None, threads: int | None = None) -> None:
        from models.ar.modeling import CopyLlamaForCausalLM
        from models.checkpoint_files import model_version
        from models.tokenizer import DualpathTokenizer

        if threads:
            torch.set_num_threads(threads)
        self.dir = Path(checkpoint)
        self.meta = json.loads((self.dir / "dualpath.json").read_text())
        self.tok = DualpathTokenizer.load(self.dir)
        self.model = CopyLlamaForCausalLM.from_pretrained(self.dir).to(device).eval()
        self.device = device
        self.version = model_version(self.dir)
        self.max_doc_tokens = int(self.meta["max_doc_tokens"])
        self.slot_limits = {t: list_shared_limits(limits) for t, limits in self.meta["max_slot_tokens"].items()}
        self._classifier = classifier
        self._prefixes: dict[str, DynamicCache] = {}
        self._prefix_lock = threading.Lock()
        self._computing: dict[str, threading.Event] = {}   # prefixes being prefilled now, by key
        self._prefetcher: ThreadPoolExecutor | None = None
        self.set_calibration(self.meta.get("calibration"))

    def set_calibration(self, info: dict | None) -> None:
        """Use a calibration (``models.training.ar_calibration``; none fitted: raw confidences, threshold 0.9)."""
        from models.calibration import Calibration

        fitted = bool(info) and info.get("method") == "platt"
        self.calibration = Calibration.from_dict(info) if fitted else None
        threshold = (info or {}).get("accept_threshold")
        self.accept_threshold = float(threshold) if fitted and threshold is not None else 0.9
        # an empty answer's own bar (`dualpath calibrate-batch`); None: the value's
        empty = (info or {}).get("accept_threshold_empty")
        self.accept_threshold_empty = float(empty) if fitted and empty is not None else None

    # -- plans ---------------------------------------------------------------------
    def plan(self, document_type: str, paths: Sequence[str] | None = None) -> SlotPlan:
        all_paths = self.meta["slots"][document_type]
        chosen = [p for p in all_paths if paths is None or p in set(paths)]
        unknown = set(paths or []) - set(all_paths)
        assert not unknown, f"{document_type} has no slots {sorted(unknown)}"
        limits = self.slot_limits[document_type]
        return SlotPlan(tuple(chosen), tuple(self.tok.slot_id(document_type, p) for p in chosen),
                        tuple(int(limits[p]) for p in chosen), (self.model.start_base, self.model.end_base))

    def prompt(self, pages: Sequence[str], document_type: str, plan: SlotPlan) -> list[int]:
        doc = self.tok.encode_document(pages).ids[: self.max_doc_tokens]
        return build_prompt(self.tok, doc, document_type, plan.slot_ids[0])

    def slot_text(self, prompt: Sequence[int], ids: Sequence[int], path: str = "") -> str | None:
        """The text of slot ``path``'s generated ids (pointers resolved against the prompt's
        document; an annual amount stated per month marked so, ``models.reading.slot_text``)."""
        from models.reading.slot_text import render_slot

        doc = list(prompt[1:])  # the document starts after [bos]: column 1 = position 0
        items = slot_items_of(ids, vocab_size=self.model.config.vocab_size, n_positions=self.model.n_positions,
                              offset=1)
        return render_slot(self.tok, doc, path, items)

    def predictions(self, prompt: Sequence[int], outputs: Sequence[SlotOutput],
                    document_type: str | None = None) -> list[SlotPrediction]:
        """Slot texts and confidences of ``outputs``; given ``document_type``, the lists of a whole
        decode read by ``models.reading.list_reading``'s rules (``_read_lists``)."""
        preds = self._slot_predictions(prompt, outputs)
        if not document_type:
            return preds
        read = self._read_lists(prompt, outputs, preds, document_type)
        again = self._second_readings(prompt, outputs, read, document_type)
        if again is None:
            return read
        return self._read_lists(prompt, again, self._slot_predictions(prompt, again), document_type)

    def _slot_predictions(self, prompt: Sequence[int], outputs: Sequence[SlotOutput]) -> list[SlotPrediction]:
        preds = []
        for out in outputs:
            text = self.slot_text(prompt, out.ids, out.path) if out.ids else None
            confidence = float(out.confidence)
            if self.calibration is not None:
                confidence = self.calibration(confidence)
            preds.append(SlotPrediction(out.path, text or None, confidence, "autoregressive"))
        return preds

    def _second_readings(self, prompt: Sequence[int], outputs: Sequence[SlotOutput], read: Sequence[SlotPrediction],
                         document_type: str) -> list[SlotOutput] | None:
        """``outputs`` with each slot whose final answer (``read``, after the reading rules) no
        value of its field can be (``models.reading.second_reading``) read again, its earlier answers'
        starts banned, up to ``MAX_READINGS`` times, until an answer that can be; None when no slot
        changed. Only a whole decode in template order is read again (the state each slot was read in)."""
        from models.reading.second_reading import MAX_READINGS, implausible_slots, slot_is_implausible

        doc = list(prompt[1:])  # column 1 = position 0
        items = self._output_items(outputs)
        spans = self._output_spans(outputs)
        texts = {p.path: p.raw for p in read}
        flagged = implausible_slots(document_type, texts, spans, self.tok, doc, items)
        plan = self.plan(document_type)
        if not flagged or [o.path for o in outputs] != list(plan.paths):
            return None
        again = list(outputs)
        for path in flagged:
            k = plan.paths.index(path)
            banned = {outputs[k].ids[0]} if outputs[k].ids else set()
            # An answer of the right kind copied from another slot's row is taken only where the first
            # answer is of no kind its field can hold and no later reading is better.
            fallback_allowed = slot_is_implausible(document_type, path, texts[path], spans.get(path), spans, self.tok,
                                                   doc, items.get(path, ()), own_row=False)
            fallback: SlotOutput | None = None
            for _ in range(MAX_READINGS if banned else 0):
                out = reread_slot(self.model, prompt, again[:k], plan, end_id=self.tok.end_id,
                                  num_special=self.tok.num_special, banned_first=frozenset(banned))
                if not out.ids:
                    break  # the next choice is no answer: the first stays
                text = self.slot_text(prompt, out.ids, path)
                pointed = self._output_items([out]).get(path, [])
                span = (pointed[0][0], pointed[-1][1]) if pointed else None
                if text and not slot_is_implausible(document_type, path, text, span, spans, self.tok, doc, pointed):
                    again[k] = out
                    break
                if text and fallback is None and fallback_allowed and not slot_is_implausible(
                        document_type, path, text, span, spans, self.tok, doc, pointed, own_row=False):
                    fallback = out
                banned.add(out.ids[0])
            if again[k] is outputs[k] and fallback is not None:
                again[k] = fallback
        return again if again != list(outputs) else None

    def _read_lists(self, prompt: Sequence[int], outputs: Sequence[SlotOutput],
                    preds: list[SlotPrediction], document_type: str) -> list[SlotPrediction]:
        """``models.reading.list_reading``'s rules on a whole decode: an item written twice is written once,
        an item off the list's marker lines is none, an item ended before its line's end is read
        whole, a list written in prose is read one item per ";"-separated part, items skipped
        before the first written one, between two or after the last are read, co-borrowers are
        re-read from the names and dates of birth printed together (``models.reading.people_reading``), a
        letter of credit's parties are read from its MT700 message (``models.reading.swift_reading``, its
        goods from the message's field 45A) and from the sentence that names them
        (``models.reading.prose_parties``), a one-line value whose span runs over several lines is read from
        its line (``models.reading.line_reading``), a credit's place of expiry is read from the sentence that
        states it (``models.reading.prose_expiry``), a port or shipment clause answered for both slots of its pair
        is kept only for the slot its label names and one answered for the other slot of its pair
        moves to the slot its label names, and one whose own row says "not given" is emptied
        (``models.reading.paired_terms``), an address in prose ended at its postcode is read on to its town
        (``models.reading.address_reading``), a sex the model left empty is read from the sentence that states
        it (``models.reading.prose_sex``), a company's name is read on to its legal form
        (``models.reading.company_reading``), a currency answered with words that name none is read beside its
        amount (``models.reading.amount_currency``), a closed value (a credit's rules) answered with words
        that name none of its values is read from the document's mention of one
        (``models.reading.choice_mentions``), a value run on into the letter's complimentary close, and an
        address run on into the next row's label, is ended before it (``models.reading.closing_lines``,
        ``models.reading.address_rows``), goods in prose ended at a line's end are read on to their
        sentence's end (``models.reading.prose_goods``), a co-borrower repeating the borrower, and one
        that is no person (``models.reading.no_person_items``), is emptied, then (if any changed anything)
        the lists are put in document order."""
        from models.reading.address_reading import TOWN_CONFIDENCE, town_after_postcode
        from models.reading.address_rows import ADDRESS_ROW_CONFIDENCE, address_before_next_row
        from models.reading.amount_currency import AR_CURRENCY_CONFIDENCE, currency_beside_amount
        from models.reading.choice_mentions import AR_CHOICE_CONFIDENCE, choice_from_mention
        from models.reading.closing_lines import AR_CLOSING_CONFIDENCE, before_closing
        from models.reading.company_reading import LEGAL_FORM_CONFIDENCE, legal_form_after
        from models.reading.line_reading import AR_LINE_CONFIDENCE, one_line_values
        from models.reading.list_reading import (AR_MISSED_ITEM_CONFIDENCE, PROSE_ITEM_CONFIDENCE, missed_into_empty,
                                         prose_items, repeated_items, repeated_people, unmarked_items, whole_items)
        from models.reading.no_person_items import NO_PERSON_CONFIDENCE, no_person_items
        from models.reading.people_reading import (AR_PAIRED_PERSON_CONFIDENCE, NAME_APART_CONFIDENCE, name_printed_apart,
                                           read_people)
        from models.reading.name_parts import AR_PARTS_CONFIDENCE, labelled_name_parts
        from models.reading.paired_terms import (AR_EMPTIED_CONFIDENCE, AR_MOVED_CONFIDENCE, AR_NOT_GIVEN_CONFIDENCE,
                                         misplaced_lone_mentions, stated_not_given, unowned_shares)
        from models.reading.prose_expiry import EXPIRY_CONFIDENCE, expiry_place_in_prose
        from models.reading.prose_goods import GOODS_SENTENCE_CONFIDENCE, goods_to_sentence_end
        from models.reading.prose_parties import prose_parties
        from models.reading.prose_sex import SEX_CONFIDENCE, sex_in_sentence
        from models.reading.slot_text import render_slot
        from models.reading.swift_reading import AR_SWIFT_PARTY_CONFIDENCE, GOODS_BLOCK_CONFIDENCE, swift_goods, swift_parties
        from models.template import reorder_items

        doc = list(prompt[1:])  # column 1 = position 0
        spans = self._output_spans(outputs)
        by_path = {p.path: p for p in preds}

        def reread(path: str, new_spans: Sequence[tuple[int, int]] | None, confidence: float) -> None:
            """Slot ``path`` rendered from a rule's spans (none: emptied) with the rule's confidence."""
            text = render_slot(self.tok, doc, path, [("span", a, b) for a, b in new_spans]) if new_spans else None
            by_path[path] = SlotPrediction(path, text, confidence, "autoregressive")
            if new_spans:  # a name composed of two rows may read the lower one first
                spans[path] = (min(a for a, _ in new_spans), max(b for _, b in new_spans))
            else:
                spans.pop(path, None)

        def texts() -> dict[str, str | None]:
            """Every slot's text now: each rule reads what the rules before it wrote."""
            return {path: pred.raw for path, pred in by_path.items()}

        def one_span_rule(rule, confidence: float) -> dict[str, tuple[int, int]]:
            """``rule``'s slots (path -> the one span it reads) reread at ``confidence``."""
            found = rule(document_type, texts(), spans, self.tok, doc)
            for path, span in found.items():
                reread(path, (span,), confidence)
            return found

        not_items = repeated_items(document_type, spans, self.tok, doc)
        not_items += [p for p in unmarked_items(document_type, texts(), spans, self.tok, doc) if p not in not_items]
        for path in not_items:
            reread(path, None, by_path[path].confidence)
        whole = one_span_rule(whole_items, AR_MISSED_ITEM_CONFIDENCE)
        in_prose = prose_items(document_type, texts(), spans, self.tok, doc)
        for path, span in in_prose.items():
            reread(path, (span,) if span else None, PROSE_ITEM_CONFIDENCE)
        missed = one_span_rule(missed_into_empty, AR_MISSED_ITEM_CONFIDENCE)
        before_people = texts()  # the three people rules read the same answers
        people = {path: (new, AR_PAIRED_PERSON_CONFIDENCE)
                  for path, new in read_people(document_type, before_people, spans, self.tok, doc).items()}
        people.update({path: (new, AR_PARTS_CONFIDENCE)
                       for path, new in labelled_name_parts(document_type, before_people, spans, self.tok, doc).items()})
        people.update({path: (new, NAME_APART_CONFIDENCE)
                       for path, new in name_printed_apart(document_type, before_people, spans, self.tok, doc).items()})
        for path, (new_spans, confidence) in people.items():
            reread(path, new_spans, confidence)
        parties = one_span_rule(swift_parties, AR_SWIFT_PARTY_CONFIDENCE)
        goods = one_span_rule(swift_goods, GOODS_BLOCK_CONFIDENCE)
        prose = prose_parties(document_type, texts(), spans, self.tok, doc)
        for path, (span, confidence) in prose.items():
            reread(path, (span,), confidence)
        lines = one_span_rule(one_line_values, AR_LINE_CONFIDENCE)
        # after the one-line rule: a place in wrapped prose runs over two lines ("SEOUL, SOUTH\nKOREA")
        expiry = one_span_rule(expiry_place_in_prose, EXPIRY_CONFIDENCE)
        towns = one_span_rule(town_after_postcode, TOWN_CONFIDENCE)
        sexes = one_span_rule(sex_in_sentence, SEX_CONFIDENCE)
        forms = one_span_rule(legal_form_after, LEGAL_FORM_CONFIDENCE)
        unowned = unowned_shares(document_type, texts(), spans, self.tok, doc)
        for path, pair in unowned.items():
            reread(path, None, AR_EMPTIED_CONFIDENCE[pair])
        moved = misplaced_lone_mentions(document_type, texts(), spans, self.tok, doc)
        for source, target in moved.items():
            reread(target, (spans[source],), AR_MOVED_CONFIDENCE)
            reread(source, None, AR_MOVED_CONFIDENCE)
        not_given = stated_not_given(document_type, texts(), spans, self.tok, doc)
        for path in not_given:
            reread(path, None, AR_NOT_GIVEN_CONFIDENCE)
        currencies = one_span_rule(currency_beside_amount, AR_CURRENCY_CONFIDENCE)
        choices = one_span_rule(choice_from_mention, AR_CHOICE_CONFIDENCE)
        closings = one_span_rule(before_closing, AR_CLOSING_CONFIDENCE)
        rows = one_span_rule(address_before_next_row, ADDRESS_ROW_CONFIDENCE)
        sentences = one_span_rule(goods_to_sentence_end, GOODS_SENTENCE_CONFIDENCE)
        no_people = tuple(item + "." for item in no_person_items(document_type, texts()))
        for path in [p for p in by_path if no_people and p.startswith(no_people)]:
            by_path[path] = replace(by_path[path], raw=None,
                                    confidence=min(by_path[path].confidence, NO_PERSON_CONFIDENCE))
            spans.pop(path, None)
        repeated = tuple(item + "." for item in repeated_people(document_type, spans, self.tok, doc)) + no_people
        for path in [p for p in by_path if repeated and p.startswith(repeated)]:
            by_path[path] = replace(by_path[path], raw=None)
            spans.pop(path, None)
        if not not_items and not in_prose and not missed and not people and not parties and not repeated:
            # the prose, line and pair rules change no list: the lists stay in the order the model wrote them
            return (list(by_path.values()) if whole or goods or prose or expiry or towns or sexes or forms or lines
                    or unowned or moved or not_given or currencies or choices or closings or rows or sentences else preds)
        return reorder_items(document_type, list(by_path.values()),
                             {p: (spans[p][0] if p in spans and by_path[p].raw else None) for p in by_path})

    # -- Decoder protocol -------------------------------------------------------------
    def classify(self, pages: Sequence[str]) -> tuple[str, float]:
        if self._classifier is None:
            from models.classifier import load_classifier

            self._classifier = load_classifier()
        return self._classifier.predict(pages)

    def decode(self, pages: Sequence[str], document_type: str | None, *, route: str = "batch") -> DecodeResult:
        type_confidence = 1.0
        if document_type is None:
            document_type, type_confidence = self.classify(pages)
        plan = self.plan(document_type)
        prompt = self.prompt(pages, document_type, plan)
        outputs = greedy_decode(self.model, prompt, plan, end_id=self.tok.end_id, num_special=self.tok.num_special)
        return DecodeResult(document_type, type_confidence, self.predictions(prompt, outputs, document_type),
                            models={"autoregressive": self.version}, accept_threshold=self.accept_threshold,
                            accept_threshold_empty=self.accept_threshold_empty)

    def decode_slots(self, pages: Sequence[str], document_type: str, paths: Sequence[str], *,
                     context: Mapping[str, GivenAnswer] | None = None) -> list[SlotPrediction]:
        """Decode only ``paths`` (in template order), e.g. the real-time route's unsure fields.
        ``context``: other slots' answers (another decoder's, ``models.answer_context``), fed
        before each decoded slot as ``[slot] value [end]`` where the template puts them, so that
        a slot is read after the slots before it, as in training."""
        if not paths:
            return []
        from models.ar.speculative import prompt_lookup_decode

        plan = self.plan(document_type, paths)
        prompt, gaps, columns = self._slot_prompt(pages, document_type, plan, context)
        # Single stream, latency-bound: prompt-lookup drafts verified by the model give greedy's
        # exact tokens in fewer forward passes.
        outputs = prompt_lookup_decode(self.model, prompt, plan, end_id=self.tok.end_id,
                                       num_special=self.tok.num_special, hints=self.hints(prompt),
                                       prefix_cache=self.document_prefix(prompt[:-1]), gaps=gaps)
        given = self._given_spans(context, columns) if context else {}
        return self._partial_rules(prompt, outputs, self.predictions(prompt, outputs), document_type,
                                   given_texts={path: answer.text for path, answer in (context or {}).items()},
                                   given_spans=given)

    def _output_items(self, outputs: Sequence[SlotOutput]) -> dict[str, list[tuple[int, int]]]:
        """The (first, last) document tokens of each pointed item of each output (slots that point)."""
        items: dict[str, list[tuple[int, int]]] = {}
        for out in outputs:
            pointed = [(int(it[1]), int(it[2])) for it in slot_items_of(
                out.ids, vocab_size=self.model.config.vocab_size, n_positions=self.model.n_positions, offset=1)
                if it[0] == "span"]
            if pointed:
                items[out.path] = pointed
        return items

    def _output_spans(self, outputs: Sequence[SlotOutput]) -> dict[str, tuple[int, int]]:
        """The (first, last) document tokens each output's pointed items cover (slots that point)."""
        return {path: (pieces[0][0], pieces[-1][1]) for path, pieces in self._output_items(outputs).items()}

    @staticmethod
    def _given_spans(context: Mapping[str, GivenAnswer], columns) -> dict[str, tuple[int, int]]:
        """The (first, last) document tokens each of another decoder's answers copies (answers that
        copy one or more spans the AR document covers; ``columns``: ``TokenColumns``)."""
        from models.answer_context import copied_tokens

        out: dict[str, tuple[int, int]] = {}
        for path, answer in context.items():
            covered = copied_tokens(answer, columns)
            if covered:
                out[path] = (min(c[0] for c in covered), max(c[1] for c in covered))
        return out

    def _partial_rules(self, prompt: Sequence[int], outputs: Sequence[SlotOutput], preds: list[SlotPrediction],
                       document_type: str, *, given_texts: Mapping[str, str | None] | None = None,
                       given_spans: Mapping[str, tuple[int, int]] | None = None) -> list[SlotPrediction]:
        """The whole decode's reading rules that mend one slot from its own answer and the page
        (``_read_lists``), on a partial decode: a list item read to its item's end
        (``list_reading.whole_items``), goods to the end of their MT700 field
        (``swift_reading.swift_goods``), a name printed as a surname row and a given-names row read
        whole (``name_parts.labelled_name_parts``, ``people_reading.name_printed_apart``), a
        one-line value read from its line (``line_reading``), a place of expiry from its sentence
        (``prose_expiry``), an address in prose read on to its town (``address_reading``), a sex
        left empty read from its sentence (``prose_sex``), a company's name read on to its legal
        form (``company_reading``), a closed value answered with words that name none of its values
        read from its mention (``choice_mentions``), a value run on into a complimentary close
        ended before it (``closing_lines``), an address run on into the next row's label ended
        before it (``address_rows``), goods in prose read on to their sentence's end
        (``prose_goods``). The rules that move or add list items
        need the list's other items and are not run. ``given_texts`` / ``given_spans``: the other
        slots' answers (the diffusion model's sure ones) and the tokens they copy, so that a rule's
        "no other slot reads this" holds as on a whole decode; only the decoded slots change."""
        from models.reading.address_reading import TOWN_CONFIDENCE, town_after_postcode
        from models.reading.address_rows import ADDRESS_ROW_CONFIDENCE, address_before_next_row
        from models.reading.choice_mentions import AR_CHOICE_CONFIDENCE, choice_from_mention
        from models.reading.closing_lines import AR_CLOSING_CONFIDENCE, before_closing
        from models.reading.company_reading import LEGAL_FORM_CONFIDENCE, legal_form_after
        from models.reading.line_reading import AR_LINE_CONFIDENCE, one_line_values
        from models.reading.list_reading import AR_MISSED_ITEM_CONFIDENCE, whole_items
        from models.reading.name_parts import AR_PARTS_CONFIDENCE, labelled_name_parts
        from models.reading.people_reading import NAME_APART_CONFIDENCE, name_printed_apart
        from models.reading.prose_expiry import EXPIRY_CONFIDENCE, expiry_place_in_prose
        from models.reading.prose_goods import GOODS_SENTENCE_CONFIDENCE, goods_to_sentence_end
        from models.reading.prose_sex import SEX_CONFIDENCE, sex_in_sentence
        from models.reading.slot_text import render_slot
        from models.reading.swift_reading import GOODS_BLOCK_CONFIDENCE, swift_goods

        doc = list(prompt[1:])  # column 1 = position 0
        decoded = {p.path: p for p in preds}
        texts = {**(given_texts or {}), **{p.path: p.raw for p in preds}}
        spans = {path: span for path, span in (given_spans or {}).items() if path not in decoded}
        spans.update(self._output_spans(outputs))
        rules = ((whole_items, AR_MISSED_ITEM_CONFIDENCE), (swift_goods, GOODS_BLOCK_CONFIDENCE),
                 (labelled_name_parts, AR_PARTS_CONFIDENCE), (name_printed_apart, NAME_APART_CONFIDENCE),
                 (one_line_values, AR_LINE_CONFIDENCE), (expiry_place_in_prose, EXPIRY_CONFIDENCE),
                 (town_after_postcode, TOWN_CONFIDENCE), (sex_in_sentence, SEX_CONFIDENCE),
                 (legal_form_after, LEGAL_FORM_CONFIDENCE), (choice_from_mention, AR_CHOICE_CONFIDENCE),
                 (before_closing, AR_CLOSING_CONFIDENCE), (address_before_next_row, ADDRESS_ROW_CONFIDENCE),
                 (goods_to_sentence_end, GOODS_SENTENCE_CONFIDENCE))
        for rule, confidence in rules:
            for path, read in rule(document_type, texts, spans, self.tok, doc).items():
                if path not in decoded:
                    continue  # another decoder's answer: not this decode's to change
                parts = read if isinstance(read[0], tuple) else (read,)  # the name rules give (given, surname)
                text = render_slot(self.tok, doc, path, [("span", a, b) for a, b in parts])
                decoded[path] = SlotPrediction(path, text, confidence, "autoregressive")
                texts[path] = text
                spans[path] = (min(a for a, _ in parts), max(b for _, b in parts))
        return [decoded[p.path] for p in preds]

    def _slot_prompt(self, pages: Sequence[str], document_type: str, plan: SlotPlan,
                     context: Mapping[str, GivenAnswer] | None = None):
        """``slot_prompt`` and the ``TokenColumns`` of the document it encodes."""
        from models.answer_context import TokenColumns

        encoding = self.tok.encode_document(pages)
        doc = encoding.ids[: self.max_doc_tokens]
        prompt = build_prompt(self.tok, doc, document_type, plan.slot_ids[0])
        gaps = self.context_gaps(document_type, plan, context, encoding.spans, len(doc)) if context else None
        return prompt, gaps, TokenColumns(encoding.spans, len(doc))

    def slot_prompt(self, pages: Sequence[str], document_type: str, plan: SlotPlan,
                    context: Mapping[str, GivenAnswer] | None = None) -> tuple[list[int], list[list[int]] | None]:
        """``self.prompt`` for ``plan`` and, with a ``context``, its slots' gaps (``context_gaps``),
        from one encoding of the document."""
        prompt, gaps, _ = self._slot_prompt(pages, document_type, plan, context)
        return prompt, gaps

    def context_gaps(self, document_type: str, plan: SlotPlan, context: Mapping[str, GivenAnswer],
                     spans: Sequence[tuple[int, int, int]], n_doc: int) -> list[list[int]]:
        """Per slot of ``plan``, the ``[slot] value [end]`` tokens of the ``context`` slots that the
        template puts between it and the plan's slot before it (``prompt_lookup_decode``'s gaps)."""
        from models.answer_context import TokenColumns, answer_tokens

        columns = TokenColumns(spans, n_doc)
        order = self.meta["slots"][document_type]
        gaps, previous = [], -1
        for path in plan.paths:
            at = order.index(path)
            gap: list[int] = []
            for other in order[previous + 1:at]:
                if other in context:
                    gap += [self.tok.slot_id(document_type, other),
                            *answer_tokens(context[other], columns, self.tok, start_base=self.model.start_base,
                                           end_base=self.model.end_base),
                            self.tok.end_id]
            gaps.append(gap)
            previous = at
        return gaps

    def hints(self, prompt: Sequence[int]):
        """The prompt-lookup ``DraftHints`` of a prompt of ``self.prompt``: [bos] doc [sep] [type] [slot]."""
        from models.ar.speculative import document_hints

        return document_hints(self.tok, prompt[1:-3], offset=1)

    def drafter(self, prompt: Sequence[int], plan: SlotPlan):
        """A prompt-lookup drafter for the batch engine (``models.engine.Drafter``) on this prompt."""
        from models.ar.speculative import Drafter, SequenceDrafter

        return SequenceDrafter(Drafter(self.model, prompt, plan, end_id=self.tok.end_id,
                                       num_special=self.tok.num_special, hints=self.hints(prompt), max_ngram=3))

    def document_prefix(self, prefix: Sequence[int]) -> DynamicCache:
        """A KV cache holding ``prefix`` ([bos] doc [sep] [type]), copied from the last few
        documents' prefills: the real-time route may call ``decode_slots`` twice on one document
        (low-confidence fields, then fields that failed validation), and the second call skips
        the document's prefill; a prefill already running (``prefetch``) is waited for, not redone."""
        key = hashlib.sha256(torch.tensor(list(prefix), dtype=torch.int64).numpy().tobytes()).hexdigest()
        while True:
            with self._prefix_lock:
                cached = self._prefixes.pop(key, None)
                if cached is not None:
                    self._prefixes[key] = cached  # most recent last
                    return copy.deepcopy(cached)
                running = self._computing.get(key)
                if running is None:
                    done = self._computing[key] = threading.Event()
                    break
            running.wait()
        try:
            cache = DynamicCache(config=self.model.config)
            with torch.no_grad():
                self.model(input_ids=torch.tensor([list(prefix)], device=self.device), cache=cache, use_cache=True,
                           logits_to_keep=1)
            with self._prefix_lock:
                self._prefixes[key] = copy.deepcopy(cache)
                while len(self._prefixes) > self.PREFIX_CACHE_SIZE:
                    self._prefixes.pop(next(iter(self._prefixes)))
        finally:
            with self._prefix_lock:
                del self._computing[key]
            done.set()
        return cache

    def prefetch(self, pages: Sequence[str], document_type: str) -> Future:
        """Start the document's prefill on a background thread, so that a ``decode_slots`` that
        follows (the real-time route's fallback, after the diffusion model) finds it done or
        under way. The prefix does not depend on which slots are decoded.

        The thread runs torch ops single-threaded: with a team of its own, that team's idle
        OpenMP threads spin after each prefill and slowed the caller's 2-thread ops by half
        (diffusion decode 28 -> 46 ms per document on 2 cores)."""
        if self._prefetcher is None:
            self._prefetcher = ThreadPoolExecutor(1, thread_name_prefix="ar-prefill",
                                                  initializer=torch.set_num_threads, initargs=(1,))
        prompt = self.prompt(pages, document_type, self.plan(document_type))
        return self._prefetcher.submit(self.document_prefix, prompt[:-1])

    def decode_many(self, documents: Sequence[tuple[Sequence[str], str]], *, batch_size: int = 16
                    ) -> list[DecodeResult]:
        """Many (pages, document_type) at once with static batches of ``generate`` (evaluation)."""
        results: list[DecodeResult] = []
        for start in range(0, len(documents), batch_size):
            chunk = documents[start:start + batch_size]
            plans = [self.plan(t) for _, t in chunk]
            prompts = [self.prompt(pages, t, plan) for (pages, t), plan in zip(chunk, plans)]
            for (pages, t), prompt, outputs in zip(chunk, prompts, generate_slots(self.model, self.tok, prompts, plans)):
                results.append(DecodeResult(t, 1.0, self.predictions(prompt, outputs, t),
                                            models={"autoregressive": self.version},
                                            accept_threshold=self.accept_threshold,
                                            accept_threshold_empty=self.accept_threshold_empty))
        return results
