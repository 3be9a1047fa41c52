"""Prompt-lookup speculative decoding of the AR model: greedy's output, fewer model calls.

``prompt_lookup_decode`` returns exactly what ``models.ar.decoder.greedy_decode`` returns
(the same ``SlotOutput`` ids; probabilities equal up to float rounding of a wider forward):
it keeps greedy's KV cache and jump-forward, but appends *draft* tokens taken from the
document to each step's input and verifies them in that one forward pass. The longest draft
prefix equal to greedy's own choices is accepted, plus greedy's token at the first mismatch
(or after the last draft token); the KV cache and the copy model's cached ids are cut back
to the accepted tokens (``DynamicCache.crop``, ``cache.dualpath_copy["ids"]``).

Drafts (no model involved, see ``Drafter``):

    after a start pointer to column i   the end pointer to the first line end >= i
                                        (``DraftHints.line_ends``: the last column before a
                                        line break or a field delimiter)
    after an end pointer                ``[end]`` (a slot holds one span), then the next slot
                                        token (known: jump-forward)
    on another decoder's answer         its next value token, then ``[end]`` (``given``: the AR model's
                                        second opinion of the diffusion model's answers)
    at the start of a slot              a start pointer to the first likely value start after
                                        the last end pointer so far (``DraftHints.value_starts``,
                                        e.g. the column after ``Label:``)
    after a vocabulary token            token-level prompt lookup: the tokens that follow the
                                        latest earlier occurrence of the last n generated tokens
                                        (n = max_ngram .. 1) in the sequence, as in transformers'
                                        ``prompt_lookup_num_tokens``; ``[end]`` where it reaches
                                        a special token or a line end

``document_hints(tok, doc_ids)`` computes the hints from the tokenizer (the model sees only
ids). Without hints only the n-gram lookup drafts; a plain ``LlamaForCausalLM`` works too.
A wrong draft costs a slightly wider forward, never a different output.
"""
from __future__ import annotations

import bisect
import weakref
from dataclasses import dataclass, field
from typing import Sequence

import torch
from transformers import DynamicCache

from models.ar.outputs import SlotOutput, output_size
from models.ar.prompt import SlotPlan, plan_gaps, value_mask

__all__ = ["DraftHints", "Drafter", "SequenceDrafter", "SpecStats", "document_hints", "ngram_lookup",
           "prompt_lookup_decode"]


@dataclass(frozen=True, slots=True)
class DraftHints:
    """Columns of the prompt (index into the prompt: [bos] is column 0) that guide the drafts.

    ``line_ends``: sorted columns whose token is the last of a line or of a delimited field;
    ``value_starts``: sorted columns where a value is likely to begin (after ``Label:``).
    """

    line_ends: tuple[int, ...] = ()
    value_starts: tuple[int, ...] = ()


@dataclass(slots=True)
class SpecStats:
    """Counters of one or more ``prompt_lookup_decode`` runs."""

    calls: int = 0          # model forwards
    drafted: int = 0        # draft tokens fed
    accepted: int = 0       # draft tokens accepted
    decisions: int = 0      # tokens greedy chose (value tokens and [end])
    per_kind: dict[str, list[int]] = field(default_factory=dict)  # kind -> [drafted, accepted]

    @property
    def acceptance(self) -> float:
        return self.accepted / self.drafted if self.drafted else 0.0

    def as_dict(self) -> dict:
        return {"calls": self.calls, "drafted": self.drafted, "accepted": self.accepted,
                "decisions": self.decisions, "acceptance": round(self.acceptance, 4),
                "per_kind": {k: {"drafted": v[0], "accepted": v[1]} for k, v in sorted(self.per_kind.items())}}


# -- hints from the tokenizer -------------------------------------------------------------

_TEXTS: "weakref.WeakKeyDictionary[object, dict[int, str | None]]" = weakref.WeakKeyDictionary()


def _token_texts(tok, ids: Sequence[int]) -> list[str | None]:
    """Each id's text (None for special tokens), cached per tokenizer."""
    try:
        cache = _TEXTS.setdefault(tok, {})
    except TypeError:  # not weak-referenceable
        cache = {}
    special = getattr(tok, "special_ids", ())
    out = []
    for t in ids:
        text = cache.get(t, False)
        if text is False:
            text = cache[t] = None if t in special else tok.decode([t])
        out.append(text)
    return out


@dataclass(frozen=True, slots=True)
class _Features:
    """What ``document_hints`` asks of one token's text, computed once per id and tokenizer."""

    missing: bool      # a special token (no text)
    blank: bool        # no text, or white space only
    is_break: bool     # a line break, a tab or a run of spaces (a column gap); special tokens too
    opens_paren: bool  # starts with " ("
    is_period: bool    # "." alone
    space_upper: bool  # a space, then an upper-case letter (a sentence begins)
    word_end: bool     # a word of 2+ characters ending in a letter or digit
    ends_colon: bool   # a label's end


_SPECIAL = _Features(True, True, True, False, False, False, False, False)  # also past the document's end

_FEATURES: "weakref.WeakKeyDictionary[object, dict[tuple[int, int], _Features]]" = weakref.WeakKeyDictionary()


def _token_features(tok, ids: Sequence[int], min_gap: int) -> list[_Features]:
    try:
        cache = _FEATURES.setdefault(tok, {})
    except TypeError:  # not weak-referenceable
        cache = {}
    out = []
    for t in ids:
        f = cache.get((t, min_gap))
        if f is None:
            text = _token_texts(tok, [t])[0]
            f = cache[(t, min_gap)] = _features(text, min_gap)
        out.append(f)
    return out


def _features(text: str | None, min_gap: int) -> _Features:
    if text is None:
        return _SPECIAL
    brk = False
    if text.strip(" \t") == "" or text.lstrip(" \t")[:1] in ("\n", "\r"):
        brk = "\n" in text or "\r" in text or "\t" in text or len(text) >= min_gap
    word = text.strip()
    return _Features(False, not word, brk, text.startswith(" ("), word == ".", text[:1] == " " and text[1:2].isupper(),
                     len(word) > 1 and word[-1:].isalnum(), text.rstrip().endswith(":"))


def document_hints(tok, doc_ids: Sequence[int], *, offset: int = 1, min_gap: int = 2) -> DraftHints:
    """Hints for a prompt whose document ``doc_ids`` starts at column ``offset`` (after [bos]).

    A column is a line end when the next token is a line break (its text, spaces and tabs
    aside, starts with a newline), a run of ``min_gap`` or more spaces or a tab (a column
    gap in a form), a ``<page>``, the end of the document, `` (`` or the full stop of a
    sentence (``. Next``); never a label (``...:``). A column is a value start when the token
    before it ends with ``:`` (a label) or it begins the line after one. On the test split's
    true values (any layout, prose included) the first line end at or after a span's start is
    its end for about 65 % of the spans; the first value start after the previous slot's end is the
    next slot's start for 20 % of the slots.
    """
    feats = _token_features(tok, doc_ids, min_gap)
    n = len(doc_ids)

    def delimits(j: int) -> bool:
        """Does a value ending at j stop there: a line break, `` (`` or a sentence's full stop next?"""
        if j + 1 >= n:
            return True
        nxt = feats[j + 1]
        if nxt.is_break or nxt.opens_paren:
            return True
        after = feats[j + 2] if j + 2 < n else _SPECIAL
        return nxt.is_period and not after.missing and after.space_upper and feats[j].word_end

    ends, starts = [], []
    for j, f in enumerate(feats):
        if f.blank:
            continue
        if delimits(j) and not f.ends_colon:
            ends.append(j + offset)
        prev = feats[j - 1] if j >= 1 else None
        if prev is not None and not prev.missing and prev.ends_colon:
            starts.append(j + offset)  # "Label: value"
        elif j >= 2 and not feats[j - 2].missing and feats[j - 2].ends_colon and feats[j - 1].is_break:
            starts.append(j + offset)  # "Label:\nvalue"
    return DraftHints(tuple(ends), tuple(starts))


# -- token-level prompt lookup ------------------------------------------------------------

def ngram_lookup(context: Sequence[int], *, max_ngram: int = 3, min_ngram: int = 1, num_tokens: int = 8,
                 ) -> tuple[list[int], int]:
    """(tokens, n): the tokens after the latest earlier occurrence of ``context``'s last n tokens,
    for the largest n in [min_ngram, max_ngram] that occurs; ([], 0) when none does."""
    size = len(context)
    for n in range(min(max_ngram, size - 1), min_ngram - 1, -1):
        tail = list(context[size - n:])
        for start in range(size - n - 1, -1, -1):
            if context[start] == tail[0] and list(context[start:start + n]) == tail:
                follow = list(context[start + n:start + n + num_tokens])
                if follow:
                    return follow, n
    return [], 0


# -- drafting -------------------------------------------------------------------------------

class Drafter:
    """Proposes draft tokens for the state of a decode (see the module docstring)."""

    def __init__(self, model, prompt: Sequence[int], plan: SlotPlan, *, end_id: int, num_special: int,
                 hints: DraftHints | None, max_ngram: int, gaps: Sequence[Sequence[int]] | None = None,
                 given: Sequence[Sequence[int] | None] | None = None) -> None:
        self.plan, self.end_id, self.num_special = plan, end_id, num_special
        # per slot of the plan, another decoder's value tokens to draft first (None: no answer given)
        self.given = [list(g) if g is not None else None for g in given] if given else [None] * len(plan.paths)
        self.gaps = plan_gaps(plan, gaps)
        self.hints = hints or DraftHints()
        self.max_ngram = max_ngram
        self.prompt = list(prompt)
        self.copy = getattr(model, "pointer_head", None) is not None
        self.vocab = int(model.config.vocab_size)
        n_pos = int(getattr(model, "n_positions", model.config.max_position_embeddings))
        self.start_base, self.end_base = self.vocab, self.vocab + n_pos
        self.max_span = int(getattr(model, "max_span", n_pos))
        self.line_ends = list(self.hints.line_ends)
        self.value_starts = list(self.hints.value_starts)
        self._line_end_set = set(self.line_ends)
        self._index: dict[tuple[int, ...], int] | None = None

    def is_start(self, t: int) -> bool:
        return self.copy and self.start_base <= t < self.end_base

    def is_end_pointer(self, t: int) -> bool:
        return self.copy and t >= self.end_base

    # n-gram lookup over the prompt (indexed once) and the generated tokens (scanned)
    def _prompt_index(self) -> dict[tuple[int, ...], int]:
        if self._index is None:
            index: dict[tuple[int, ...], int] = {}
            p = self.prompt
            for n in range(1, self.max_ngram + 1):
                for end in range(n, len(p)):  # the n-gram ending before column `end` (end < len: it has a follower)
                    index[tuple(p[end - n:end])] = end  # the latest occurrence wins
            self._index = index
        return self._index

    def _lookup(self, generated: Sequence[int]) -> tuple[int | None, int | None]:
        """(token, column in the prompt or None) that followed the last n generated tokens."""
        seq = list(generated)
        for n in range(min(self.max_ngram, len(seq)), 0, -1):
            tail = tuple(seq[-n:])
            for start in range(len(seq) - n - 1, -1, -1):  # latest in the generated part first
                if tuple(seq[start:start + n]) == tail:
                    return seq[start + n], None
            col = self._prompt_index().get(tail)
            if col is not None:
                return self.prompt[col], col
        return None, None

    def draft(self, k: int, ids: Sequence[int], generated: Sequence[int], last_end: int | None, budget: int
              ) -> tuple[list[int], list[str]]:
        """Up to ``budget`` tokens after the current state (slot k holds ``ids``; ``generated``:
        every token after the prompt so far) and the kind of each."""
        plan, out, kinds = self.plan, [], []
        ids, gen = list(ids), list(generated)
        while len(out) < budget and k < len(plan.paths):
            last = ids[-1] if ids else None
            kind = ""
            given = self.given[k]
            if plan.slot_is_full(k, ids):  # the decoder's own rule, so this draft is always right
                tok, kind = self.end_id, "forced_end"
            elif given is not None and ids == given[:len(ids)]:  # still on the given answer's path
                tok, kind = (given[len(ids)], "given") if len(ids) < len(given) else (self.end_id, "given_end")
            elif last is not None and self.is_start(last):
                i = last - self.start_base
                at = bisect.bisect_left(self.line_ends, i)
                if at == len(self.line_ends) or self.line_ends[at] >= i + self.max_span:
                    break
                tok, kind = self.end_base + self.line_ends[at], "end_pointer"
            elif last is not None and self.is_end_pointer(last):
                tok, kind = self.end_id, "end_after_span"
            elif last is None and self.copy and self.value_starts:
                after = -1 if last_end is None else last_end
                at = bisect.bisect_right(self.value_starts, after)
                if at == len(self.value_starts):
                    break
                tok, kind = self.start_base + self.value_starts[at], "start_pointer"
            elif last is not None:  # a vocabulary token: token-level prompt lookup
                tok, col = self._lookup(gen)
                if tok is None:
                    break
                kind = "ngram"
                if tok < self.num_special or (col is not None and col - 1 in self._line_end_set):
                    tok = self.end_id
            else:
                break
            out.append(tok)
            kinds.append(kind)
            gen.append(tok)
            if tok == self.end_id:
                k += 1
                if k == len(plan.paths):
                    break
                jump = [*self.gaps[k], plan.slot_ids[k]]  # jump-forward: right whenever [end] is
                out += jump  # (may pass the budget)
                kinds += ["slot"] * len(jump)
                gen += jump
                ids = []
            else:
                ids.append(tok)
                if self.is_end_pointer(tok):
                    last_end = tok - self.end_base
        return out, kinds


class SequenceDrafter:
    """A ``Drafter`` for one request of the batch engine (``models.engine.Drafter``): it reads
    the slot, the value tokens and the tokens written so far from the engine's ``Sequence``."""

    def __init__(self, drafter: Drafter) -> None:
        self.drafter = drafter

    def propose(self, seq, budget: int) -> list[int]:
        d = self.drafter
        generated = seq.token_ids[seq.num_prompt_tokens:]
        last_end = next((t - d.end_base for t in reversed(generated) if d.is_end_pointer(t)), None)
        return d.draft(len(seq.slots), seq.slot_tokens, generated, last_end, budget)[0]


# -- decoding -------------------------------------------------------------------------------

def _rollback(cache, keep: int) -> None:
    """Cut the KV cache (and the copy model's cached ids) back to its first ``keep`` positions."""
    remove = cache.get_seq_length() - keep
    if remove > 0:
        cache.crop(-remove)
    state = getattr(cache, "dualpath_copy", None)
    if state is not None and state["ids"].shape[1] > keep:
        cache.dualpath_copy = {**state, "ids": state["ids"][:, :keep]}


@torch.no_grad()
def prompt_lookup_decode(model, prompt: Sequence[int], plan: SlotPlan, *, end_id: int, num_special: int,
                         hints: DraftHints | None = None, num_draft: int = 4, max_ngram: int = 3,
                         stats: SpecStats | None = None, prefix_cache: DynamicCache | None = None,
                         gaps: Sequence[Sequence[int]] | None = None,
                         given: Sequence[Sequence[int] | None] | None = None,
                         layout: torch.Tensor | None = None) -> list[SlotOutput]:
    """``greedy_decode``'s slots with draft tokens verified in the same forward pass.

    ``hints``: line ends and value starts of the prompt (``document_hints``); ``num_draft``:
    draft tokens per forward at most (0: plain greedy); ``stats``: counters to fill;
    ``prefix_cache``: a cache already holding the first tokens of ``prompt`` (the document's
    prefill, reused across calls on the same document); it is extended in place.
    ``gaps``: per slot of ``plan``, tokens fed (not decoded) before its slot token — other slots
    with answers given, ``[slot] value [end]`` each (``BatchDecoder.decode_slots``'s context);
    the prompt ends with the first slot's token, so ``gaps[0]`` goes in before that token.
    ``given``: per slot of ``plan``, another decoder's value tokens, drafted first (a second
    opinion of the other decoder's answers: where the two agree, many slots pass in one forward).
    ``layout``: (T_l, 6) layout ids of the prompt's first columns, for a model with layout tables
    (``greedy_decode``'s; a ``prefix_cache`` must have been computed with the same).
    """
    device = next(model.parameters()).device
    allowed = value_mask(output_size(model), num_special, end_id).to(device)
    gaps = plan_gaps(plan, gaps)
    drafter = Drafter(model, prompt, plan, end_id=end_id, num_special=num_special, hints=hints, max_ngram=max_ngram,
                      gaps=gaps, given=given)
    stats = stats if stats is not None else SpecStats()
    cache = prefix_cache if prefix_cache is not None else DynamicCache(config=model.config)
    in_cache = cache.get_seq_length()
    pending = [*prompt[in_cache:-1], *gaps[0], prompt[-1]]  # fed next; its last token's output decides the next token
    generated: list[int] = []      # every token after the prompt (values, [end], slot tokens)
    outputs: list[SlotOutput] = []
    k, ids, probs = 0, [], []
    last_end: int | None = None
    extra = {} if layout is None else {"layout_ids": layout.to(device)[None]}  # the first call; the cache keeps it
    while True:
        draft, kinds = drafter.draft(k, ids, generated, last_end, num_draft) if num_draft > 0 else ([], [])
        feed = pending + draft
        logits = model(input_ids=torch.tensor([feed], device=device), cache=cache, use_cache=True,
                       logits_to_keep=len(draft) + 1, **extra).logits[0]
        extra = {}
        stats.calls += 1
        stats.drafted += len(draft)
        logp_all = torch.log_softmax(logits.float(), -1)  # the copy model's logits are log p already
        d = 0  # draft tokens accepted
        finished = False
        while True:
            logp = logp_all[d]
            if plan.slot_is_full(k, ids):
                nxt = end_id
            else:
                nxt = int(logp.masked_fill(~allowed, float("-inf")).argmax())
            probs.append(float(logp[nxt].exp()))
            stats.decisions += 1
            if nxt == end_id:
                outputs.append(SlotOutput(plan.paths[k], ids, probs))
                k += 1
                if k == len(plan.paths):
                    finished = True
                    break
                ids, probs = [], []
                expected = [end_id, *gaps[k], plan.slot_ids[k]]  # jump-forward
            else:
                ids.append(nxt)
                if drafter.is_end_pointer(nxt):
                    last_end = nxt - drafter.end_base
                expected = [nxt]
            generated.extend(expected)
            if draft[d:d + len(expected)] == expected:
                for kind in kinds[d:d + len(expected)]:
                    stats.per_kind.setdefault(kind, [0, 0])[1] += 1
                d += len(expected)
                continue
            break
        for kind in kinds:
            stats.per_kind.setdefault(kind, [0, 0])[0] += 1
        stats.accepted += d
        if finished:
            return outputs
        in_cache += len(pending) + d
        _rollback(cache, in_cache)
        pending = expected
