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
from pathlib import Path
from typing import TYPE_CHECKING, Collection, Mapping, Sequence

import torch
from transformers import DynamicCache

from models.answer_context import TokenColumns, answer_tokens, copied_tokens
from models.ar.modeling import CopyLlamaForCausalLM
from models.ar.outputs import SlotOutput, output_size
from models.ar.prompt import SkeletonLogitsProcessor, SlotPlan, build_prompt, plan_gaps, value_mask
from models.ar.reading import ARReading
from models.ar.speculative import Drafter, SequenceDrafter, document_hints, prompt_lookup_decode
from models.calibration import Calibration
from models.checkpoint_files import model_version
from models.classifier import load_classifier
from models.page_layout import document_layout, layout_key, layout_tensor
from models.reading.registry import apply_reading
from models.reading.second_reading import MAX_READINGS, implausible_slots, slot_is_implausible
from models.reading.slot_text import render_slot
from models.template import reorder_items
from models.tokenizer import DualpathTokenizer
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


def _layout_kw(layout: torch.Tensor | None, device) -> dict:
    """``forward``'s ``layout_ids`` of a prompt's (T_l, 6) layout (``BatchDecoder.prompt_layout``); {} for none."""
    return {} if layout is None else {"layout_ids": layout.to(device)[None]}


@torch.no_grad()
def greedy_decode(model, prompt: Sequence[int], plan: SlotPlan, *, end_id: int, num_special: int,
                  gaps: Sequence[Sequence[int]] | None = None, layout: torch.Tensor | None = None) -> list[SlotOutput]:
    """Fill the slots of ``plan`` after ``prompt`` (which ends with the first slot token).
    ``gaps``: per slot, tokens fed before its slot token (other slots' given answers,
    ``[slot] value [end]`` each; ``gaps[0]`` goes in before the prompt's last token).
    ``layout``: (T_l, 6) layout ids of the prompt's first columns ([bos] doc), for a model with
    layout tables (``models.page_layout``)."""
    device = next(model.parameters()).device
    allowed = value_mask(output_size(model), num_special, end_id).to(device)
    gaps = plan_gaps(plan, gaps)
    cache = DynamicCache(config=model.config)
    feed = torch.tensor([[*prompt[:-1], *gaps[0], prompt[-1]]], device=device)
    outputs: list[SlotOutput] = []
    for k, path in enumerate(plan.paths):
        if k:
            feed = torch.tensor([[end_id, *gaps[k], plan.slot_ids[k]]], device=device)  # jump-forward
        outputs.append(_greedy_slot(model, cache, feed, plan, k, allowed, end_id,
                                    layout=layout if k == 0 else None))
    return outputs


def _greedy_slot(model, cache, feed, plan: SlotPlan, k: int, allowed, end_id: int,
                 banned_first: frozenset[int] = frozenset(), layout: torch.Tensor | None = None) -> SlotOutput:
    """Greedy decode of slot ``k`` of ``plan``: ``feed`` (ending with its slot token) goes in
    after ``cache``; ``banned_first``: tokens its first token may not be (a second reading)."""
    device = feed.device
    ids: list[int] = []
    probs: list[float] = []
    extra = _layout_kw(layout, device)  # the first call carries the layout; the cache keeps it
    while True:
        logits = model(input_ids=feed, cache=cache, use_cache=True, logits_to_keep=1, **extra).logits[0, -1]
        extra = {}
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
                num_special: int, banned_first: frozenset[int], layout: torch.Tensor | None = None) -> SlotOutput:
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
                        banned_first=banned_first, layout=layout)


@torch.no_grad()
def generate_slots(model, tok, prompts: Sequence[Sequence[int]], plans: Sequence[SlotPlan],
                   layouts: Sequence[torch.Tensor | None] | None = None) -> list[list[SlotOutput]]:
    """Static-batch greedy decoding with ``transformers`` ``generate`` (left padding).

    Same tokens as ``greedy_decode`` row by row; used for evaluation, where it is faster.
    ``layouts``: per prompt, its (T_l, 6) layout ids (``greedy_decode``'s ``layout``).
    """
    device = next(model.parameters()).device
    width = max(len(p) for p in prompts)
    ids = torch.full((len(prompts), width), tok.pad_id, dtype=torch.long)
    mask = torch.zeros_like(ids)
    extra = {}
    if layouts is not None and any(lay is not None for lay in layouts):
        # left-padded as the ids are: padding columns have no layout
        rows = [layout_tensor(b"", lead=width) if lay is None else
                torch.cat([layout_tensor(b"", lead=width - len(p)), lay.cpu()])[:width]
                for p, lay in zip(prompts, layouts)]
        extra["layout_ids"] = torch.stack(rows).to(device)
    for row, prompt in enumerate(prompts):
        ids[row, width - len(prompt):] = torch.tensor(list(prompt))
        mask[row, width - len(prompt):] = 1
    processor = SkeletonLogitsProcessor(plans, width, end_id=tok.end_id, eos_id=tok.eos_id,
                                        num_special=tok.num_special, vocab_size=output_size(model))
    budget = max(sum(p.max_tokens) + 3 * len(p.paths) + 1 for p in plans)  # a slot may end one over (its end pointer)
    out = model.generate(
        input_ids=ids.to(device), attention_mask=mask.to(device), logits_processor=[processor],
        max_new_tokens=budget, do_sample=False, num_beams=1, pad_token_id=tok.pad_id, eos_token_id=tok.eos_id,
        output_logits=True, return_dict_in_generate=True, **extra,
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
    # draft tokens per forward when another decoder's answers are drafted: a record's agreed
    # slots pass a few per forward instead of a token per forward
    SECOND_READING_DRAFT = 48

    def __init__(self, checkpoint: str | Path, *, device: str = "cpu", classifier=None, threads: int | None = None) -> None:
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

    @property
    def uses_layout(self) -> bool:
        """Whether the model embeds page layout (its inputs need the document's geometry)."""
        return self.model.layout_embed is not None

    def prompt_layout(self, pages: Sequence[str], geometry: Sequence | None = None, encoding=None
                      ) -> torch.Tensor | None:
        """The (1 + n_doc, 6) layout ids of a prompt's ``[bos] doc`` columns (``models.page_layout``;
        the columns after them have none), or None for a model without layout tables.
        ``geometry``: the pages' ``PageGeometry`` (None: unknown; lines still come from the text)."""
        if not self.uses_layout:
            return None
        encoding = encoding if encoding is not None else self.tok.encode_document(pages)
        n = min(len(encoding.ids), self.max_doc_tokens)
        return layout_tensor(document_layout(pages, geometry, encoding.spans, n), lead=1)

    def prompt_and_layout(self, pages: Sequence[str], document_type: str, plan: SlotPlan,
                          geometry: Sequence | None = None) -> tuple[list[int], torch.Tensor | None]:
        """``prompt`` and ``prompt_layout`` from one encoding of the document."""
        encoding = self.tok.encode_document(pages)
        prompt = build_prompt(self.tok, encoding.ids[: self.max_doc_tokens], document_type, plan.slot_ids[0])
        return prompt, self.prompt_layout(pages, geometry, encoding)

    def slot_text(self, prompt: Sequence[int], ids: Sequence[int], path: str = "") -> str | None:
        """The text of slot ``path``'s generated ids (pointers resolved against the prompt's
        document; an annual amount stated per month marked so, ``models.reading.slot_text``)."""
        doc = list(prompt[1:])  # the document starts after [bos]: column 1 = position 0
        items = slot_items_of(ids, vocab_size=self.model.config.vocab_size, n_positions=self.model.n_positions,
                              offset=1)
        return render_slot(self.tok, doc, path, items)

    def predictions(self, prompt: Sequence[int], outputs: Sequence[SlotOutput],
                    document_type: str | None = None, layout: torch.Tensor | None = None, *,
                    rules: Collection[str] | None = None) -> list[SlotPrediction]:
        """Slot texts and confidences of ``outputs``; given ``document_type``, the lists of a whole
        decode read by the reading rules (``_whole_rules``). ``layout``: the prompt's layout ids
        (``prompt_layout``), for the second readings' model calls. ``rules``: only these reading
        rules (None: every rule the decoder uses; ``benchmarks/reading_rules.py`` leaves one out)."""
        preds = self._slot_predictions(prompt, outputs)
        if not document_type:
            return preds
        read = self._whole_rules(prompt, outputs, preds, document_type, rules)
        again = self._second_readings(prompt, outputs, read, document_type, layout)
        if again is None:
            return read
        return self._whole_rules(prompt, again, self._slot_predictions(prompt, again), document_type, rules)

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
                         document_type: str, layout: torch.Tensor | None = None) -> list[SlotOutput] | None:
        """``outputs`` with each slot whose final answer (``read``, after the reading rules) no
        value of its field can be (``models.reading.second_reading``) read again, its earlier answers'
        starts banned, up to ``MAX_READINGS`` times, until an answer that can be; None when no slot
        changed. Only a whole decode in template order is read again (the state each slot was read in)."""
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
                out = self.read_slot_again(prompt, again[:k], plan, frozenset(banned), layout)
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

    def read_slot_again(self, prompt: Sequence[int], before: Sequence[SlotOutput], plan: SlotPlan,
                        banned_first: frozenset[int], layout: torch.Tensor | None = None) -> SlotOutput:
        """``reread_slot`` with this decoder's model: slot ``len(before)`` of ``plan`` read again,
        its first token not one of ``banned_first`` (a second reading's model call)."""
        return reread_slot(self.model, prompt, before, plan, end_id=self.tok.end_id, num_special=self.tok.num_special,
                           banned_first=banned_first, layout=layout)

    def _whole_rules(self, prompt: Sequence[int], outputs: Sequence[SlotOutput], preds: list[SlotPrediction],
                     document_type: str, rules: Collection[str] | None = None) -> list[SlotPrediction]:
        """The reading rules on a whole decode (``models.reading.registry``: every rule the "ar"
        decoder uses, or only ``rules``, in the one order), then, if a rule moved or added a list
        item, the lists in document order."""
        doc = list(prompt[1:])  # column 1 = position 0
        state = ARReading(self.tok, doc, preds, self._output_spans(outputs))
        apply_reading(state, "ar", document_type, self.tok, doc, names=rules)
        if not state.reordered:  # no rule moved or added a list item: the lists stay in the model's order
            return list(state.by_path.values())
        return reorder_items(document_type, list(state.by_path.values()),
                             {p: (state.spans_by_path[p][0] if p in state.spans_by_path and state.by_path[p].raw else None)
                              for p in state.by_path})

    # -- Decoder protocol -------------------------------------------------------------
    def classify(self, pages: Sequence[str]) -> tuple[str, float]:
        if self._classifier is None:
            self._classifier = load_classifier()
        return self._classifier.predict(pages)

    def decode(self, pages: Sequence[str], document_type: str | None, *, route: str = "batch",
               geometry: Sequence | None = None) -> DecodeResult:
        """``geometry``: the pages' ``PageGeometry`` (``IngestedDocument.geometry``), read by a model
        with layout tables; None: unknown."""
        type_confidence = 1.0
        if document_type is None:
            document_type, type_confidence = self.classify(pages)
        plan = self.plan(document_type)
        prompt, layout = self.prompt_and_layout(pages, document_type, plan, geometry)
        outputs = greedy_decode(self.model, prompt, plan, end_id=self.tok.end_id, num_special=self.tok.num_special,
                                layout=layout)
        return DecodeResult(document_type, type_confidence, self.predictions(prompt, outputs, document_type, layout),
                            models={"autoregressive": self.version}, accept_threshold=self.accept_threshold,
                            accept_threshold_empty=self.accept_threshold_empty, uncalibrated=True)

    def decode_slots(self, pages: Sequence[str], document_type: str, paths: Sequence[str], *,
                     context: Mapping[str, GivenAnswer] | None = None,
                     drafts: Mapping[str, GivenAnswer] | None = None,
                     geometry: Sequence | None = None) -> list[SlotPrediction]:
        """Decode only ``paths`` (in template order), e.g. the real-time route's unsure fields.
        ``context``: other slots' answers (another decoder's, ``models.answer_context``), fed
        before each decoded slot as ``[slot] value [end]`` where the template puts them, so that
        a slot is read after the slots before it, as in training. ``drafts``: another decoder's
        answers for the decoded slots themselves, drafted first: the output is the same, in fewer
        forward passes where the two agree (the real-time route's ``second_opinion``)."""
        if not paths:
            return []

        plan = self.plan(document_type, paths)
        prompt, gaps, columns, layout = self._slot_prompt(pages, document_type, plan, context, geometry)
        given = None
        if drafts:
            given = [answer_tokens(drafts[p], columns, self.tok, start_base=self.model.start_base,
                                   end_base=self.model.end_base) if p in drafts else None for p in plan.paths]
        # Single stream, latency-bound: prompt-lookup drafts verified by the model give greedy's
        # exact tokens in fewer forward passes.
        outputs = prompt_lookup_decode(self.model, prompt, plan, end_id=self.tok.end_id,
                                       num_special=self.tok.num_special, hints=self.hints(prompt),
                                       prefix_cache=self.document_prefix(prompt[:-1], layout), gaps=gaps, given=given,
                                       num_draft=self.SECOND_READING_DRAFT if drafts else 4, layout=layout)
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
        out: dict[str, tuple[int, int]] = {}
        for path, answer in context.items():
            covered = copied_tokens(answer, columns)
            if covered:
                out[path] = (min(c[0] for c in covered), max(c[1] for c in covered))
        return out

    def _partial_rules(self, prompt: Sequence[int], outputs: Sequence[SlotOutput], preds: list[SlotPrediction],
                       document_type: str, *, given_texts: Mapping[str, str | None] | None = None,
                       given_spans: Mapping[str, tuple[int, int]] | None = None) -> list[SlotPrediction]:
        """The reading rules that mend one slot from its own answer and the page, on a partial
        decode (``models.reading.registry``'s "ar_partial" rules, in the one order); the rules that
        move or add list items need the list's other items and are not run. ``given_texts`` /
        ``given_spans``: the other slots' answers (the diffusion model's sure ones) and the tokens
        they copy, so that a rule's "no other slot reads this" holds as on a whole decode; only the
        decoded slots change."""
        doc = list(prompt[1:])  # column 1 = position 0
        spans = {path: span for path, span in (given_spans or {}).items() if path not in {p.path for p in preds}}
        spans.update(self._output_spans(outputs))
        state = ARReading(self.tok, doc, preds, spans, given_texts=given_texts)
        apply_reading(state, "ar_partial", document_type, self.tok, doc, only=state.decodes)
        return [state.by_path[p.path] for p in preds]

    def _slot_prompt(self, pages: Sequence[str], document_type: str, plan: SlotPlan,
                     context: Mapping[str, GivenAnswer] | None = None, geometry: Sequence | None = None):
        """``slot_prompt``, the ``TokenColumns`` of the document it encodes and its ``prompt_layout``."""
        encoding = self.tok.encode_document(pages)
        doc = encoding.ids[: self.max_doc_tokens]
        prompt = build_prompt(self.tok, doc, document_type, plan.slot_ids[0])
        gaps = self.context_gaps(document_type, plan, context, encoding.spans, len(doc)) if context else None
        return prompt, gaps, TokenColumns(encoding.spans, len(doc)), self.prompt_layout(pages, geometry, encoding)

    def slot_prompt(self, pages: Sequence[str], document_type: str, plan: SlotPlan,
                    context: Mapping[str, GivenAnswer] | None = None) -> tuple[list[int], list[list[int]] | None]:
        """``self.prompt`` for ``plan`` and, with a ``context``, its slots' gaps (``context_gaps``),
        from one encoding of the document."""
        prompt, gaps, _, _ = self._slot_prompt(pages, document_type, plan, context)
        return prompt, gaps

    def context_gaps(self, document_type: str, plan: SlotPlan, context: Mapping[str, GivenAnswer],
                     spans: Sequence[tuple[int, int, int]], n_doc: int) -> list[list[int]]:
        """Per slot of ``plan``, the ``[slot] value [end]`` tokens of the ``context`` slots that the
        template puts between it and the plan's slot before it (``prompt_lookup_decode``'s gaps)."""
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
        return document_hints(self.tok, prompt[1:-3], offset=1)

    def drafter(self, prompt: Sequence[int], plan: SlotPlan):
        """A prompt-lookup drafter for the batch engine (``models.engine.Drafter``) on this prompt."""
        return SequenceDrafter(Drafter(self.model, prompt, plan, end_id=self.tok.end_id,
                                       num_special=self.tok.num_special, hints=self.hints(prompt), max_ngram=3))

    def document_prefix(self, prefix: Sequence[int], layout: torch.Tensor | None = None) -> DynamicCache:
        """A KV cache holding ``prefix`` ([bos] doc [sep] [type]), copied from the last few
        documents' prefills: the real-time route may call ``decode_slots`` twice on one document
        (low-confidence fields, then fields that failed validation), and the second call skips
        the document's prefill; a prefill already running (``prefetch``) is waited for, not redone.
        ``layout``: the prefix's layout ids (``prompt_layout``): part of the key, so that a prefix
        computed with one layout is never reused for the same tokens with another."""
        digest = hashlib.sha256(torch.tensor(list(prefix), dtype=torch.int64).numpy().tobytes())
        if self.uses_layout:
            digest.update(b"layout:" + layout_key(layout))
        key = digest.hexdigest()
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
                           logits_to_keep=1, **_layout_kw(layout if self.uses_layout else None, self.device))
            with self._prefix_lock:
                self._prefixes[key] = copy.deepcopy(cache)
                while len(self._prefixes) > self.PREFIX_CACHE_SIZE:
                    self._prefixes.pop(next(iter(self._prefixes)))
        finally:
            with self._prefix_lock:
                del self._computing[key]
            done.set()
        return cache

    def prefetch(self, pages: Sequence[str], document_type: str, geometry: Sequence | None = None) -> Future:
        """Start the document's prefill on a background thread, so that a ``decode_slots`` that
        follows (the real-time route's fallback, after the diffusion model) finds it done or
        under way. The prefix does not depend on which slots are decoded.

        The thread runs torch ops single-threaded: with a team of its own, that team's idle
        OpenMP threads spin after each prefill and slowed the caller's 2-thread ops by half
        (diffusion decode 28 -> 46 ms per document on 2 cores)."""
        if self._prefetcher is None:
            self._prefetcher = ThreadPoolExecutor(1, thread_name_prefix="ar-prefill",
                                                  initializer=torch.set_num_threads, initargs=(1,))
        prompt, layout = self.prompt_and_layout(pages, document_type, self.plan(document_type), geometry)
        return self._prefetcher.submit(self.document_prefix, prompt[:-1], layout)

    def decode_many(self, documents: Sequence[tuple[Sequence[str], str]], *, batch_size: int = 16,
                    geometries: Sequence[Sequence | None] | None = None) -> list[DecodeResult]:
        """Many (pages, document_type) at once with static batches of ``generate`` (evaluation);
        ``geometries``: per document, its pages' geometry (a model with layout tables reads it)."""
        results: list[DecodeResult] = []
        for start in range(0, len(documents), batch_size):
            chunk = documents[start:start + batch_size]
            plans = [self.plan(t) for _, t in chunk]
            geos = list(geometries[start:start + batch_size]) if geometries is not None else [None] * len(chunk)
            both = [self.prompt_and_layout(pages, t, plan, g) for (pages, t), plan, g in zip(chunk, plans, geos)]
            prompts, layouts = [p for p, _ in both], [lay for _, lay in both]
            decoded = generate_slots(self.model, self.tok, prompts, plans, layouts)
            for (pages, t), prompt, layout, outputs in zip(chunk, prompts, layouts, decoded):
                results.append(DecodeResult(t, 1.0, self.predictions(prompt, outputs, t, layout),
                                            models={"autoregressive": self.version},
                                            accept_threshold=self.accept_threshold,
                                            accept_threshold_empty=self.accept_threshold_empty,
                                            uncalibrated=True))
        return results
