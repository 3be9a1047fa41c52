"""A bidirectional transformer that fills a document's slot region of pointer tokens by masked
diffusion (``models.diffusion.layout``: per slot [s1 e1 s2 e2 x]).

The sequence is ``[document prefix | slot region]`` with a block attention mask:

    prefix -> prefix only      (so its keys/values and final states are computed once: ``encode_prefix``)
    slots  -> prefix + slots   (re-run at every denoising pass: ``denoise``)

``forward_full`` runs the same slot computation as one joint sequence, without the cache, for tests.

Document tokens are mixed with their left and right neighbours' embeddings (``shift``). A slot
position's input is its slot and role embeddings plus its content: a learned MASK or NULL vector,
for a committed pointer to document position j a projection of the document's final state at j,
for a committed suffix its token embedding. Outputs:

    pointer position i:  log softmax over [NULL, document positions j]:
                         NULL: w . h_i;  j: (Q h_i) . (K_role h_doc_j) / sqrt(d)
                         when the span's other end is committed (at c), j is restricted to the
                         ``max_span`` positions on the right side of c, plus a learned bias by
                         distance |j - c|; when it is NULL, only NULL is allowed
    suffix position i:   log softmax over [NULL, vocabulary] (tied embeddings)
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from models.diffusion.config import DiffusionConfig
from models.diffusion.layout import MASK, NULL, SlotLayout
from models.page_layout import LayoutEmbeddings, complete_layout_embeddings, layout_fields


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6) -> None:
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


def attend(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, mask: torch.Tensor | None) -> torch.Tensor:
    """softmax(q k^T / sqrt(D) + mask) v; mask bool (True = attend), an additive float bias, or
    None (every key)."""
    if mask is not None and mask.dtype != torch.bool:
        mask = mask.to(q.dtype)
    return F.scaled_dot_product_attention(q, k, v, attn_mask=mask)


class Block(nn.Module):
    def __init__(self, config: DiffusionConfig) -> None:
        super().__init__()
        d, self.n_heads = config.d_model, config.n_heads
        self.norm1, self.norm2 = RMSNorm(d), RMSNorm(d)
        self.qkv = nn.Linear(d, 3 * d, bias=False)
        self.proj = nn.Linear(d, d, bias=False)
        self.gate_up = nn.Linear(d, 2 * config.d_ff, bias=False)
        self.down = nn.Linear(config.d_ff, d, bias=False)
        self.dropout = nn.Dropout(config.dropout)

    def _heads(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        B, T, _ = x.shape
        q, k, v = self.qkv(self.norm1(x)).view(B, T, 3, self.n_heads, -1).permute(2, 0, 3, 1, 4)
        return q, k, v  # each (B, H, T, D)

    def _finish(self, x: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
                mask: torch.Tensor | None) -> torch.Tensor:
        """x (B, T, d) and its queries (B, H, T, D) -> the block's output at those T positions."""
        B, _, T, _ = q.shape
        y = attend(q, k, v, mask)  # (B, H, T, D)
        x = x + self.dropout(self.proj(y.transpose(1, 2).reshape(B, T, -1)))
        gate, up = self.gate_up(self.norm2(x)).chunk(2, dim=-1)
        return x + self.dropout(self.down(F.silu(gate) * up))

    def forward_prefix(self, x: torch.Tensor, mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """x (B, P, d); mask: (B, 1, 1, P) bool valid keys or (B, H, P, P) float bias.
        Returns x and this layer's prefix k, v."""
        q, k, v = self._heads(x)
        return self._finish(x, q, k, v, mask), k, v

    def forward_slots(self, x: torch.Tensor, k_prefix: torch.Tensor, v_prefix: torch.Tensor,
                      prefix_mask: torch.Tensor, rows: torch.Tensor | None = None) -> torch.Tensor:
        """x (B, S, d) attends to the cached prefix (B, H, P, D) and to every slot position.
        ``rows`` (indices into S): compute the output at those positions only (every position
        is still a key and value), (B, len(rows), d)."""
        q, k, v = self._heads(x)
        B, S = x.shape[:2]
        keys_valid = None  # no padding (one request): no mask, SDPA's unmasked path
        if not bool(prefix_mask.all()):
            keys_valid = torch.cat([prefix_mask, prefix_mask.new_ones(B, S)], dim=1)[:, None, None, :]
        if rows is not None:
            x, q = x[:, rows], q[:, :, rows]
        return self._finish(x, q, torch.cat([k_prefix, k], 2), torch.cat([v_prefix, v], 2), keys_valid)

    def forward_joint(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """Uncached: x (B, P+S, d) with a full (B, 1, T, T) block mask."""
        q, k, v = self._heads(x)
        return self._finish(x, q, k, v, mask)


@dataclass
class PrefixCache:
    """Everything the slot passes need from the document, computed once."""

    doc_ids: torch.Tensor                            # (B, P)
    doc_mask: torch.Tensor                           # (B, P) bool
    kv: list[tuple[torch.Tensor, torch.Tensor]]      # per layer, each (B, H, P, D)
    start_keys: torch.Tensor                         # (B, P, d) pointer keys of span starts
    end_keys: torch.Tensor                           # (B, P, d) pointer keys of span ends
    pointed: torch.Tensor                            # (B, P, d) input content of a pointer to j
    type_logits: torch.Tensor                        # (B, n_types)

    def repeat(self, k: int) -> "PrefixCache":
        """Each document repeated k times (several masks of one document in training)."""
        r = lambda t: t.repeat_interleave(k, dim=0)  # noqa: E731
        return PrefixCache(r(self.doc_ids), r(self.doc_mask), [(r(a), r(b)) for a, b in self.kv],
                           r(self.start_keys), r(self.end_keys), r(self.pointed), r(self.type_logits))

    def select(self, rows: list[int]) -> "PrefixCache":
        idx = torch.tensor(rows, device=self.doc_ids.device)
        pick = lambda t: t.index_select(0, idx)  # noqa: E731
        return PrefixCache(pick(self.doc_ids), pick(self.doc_mask), [(pick(a), pick(b)) for a, b in self.kv],
                           pick(self.start_keys), pick(self.end_keys), pick(self.pointed), pick(self.type_logits))


class DiffusionModel(nn.Module):
    def __init__(self, config: DiffusionConfig) -> None:
        super().__init__()
        self.config = c = config
        d = c.d_model
        self.tok = nn.Embedding(c.vocab_size, d)
        self.pos = None if c.alibi else nn.Embedding(c.max_prefix_len, d)
        # ALiBi slopes: 1/4, 1/16, ... per head, the last head 0 (global); Press et al. 2022
        slopes = [2.0 ** (-2 * (h + 1)) for h in range(c.n_heads - 1)] + [0.0]
        self.register_buffer("slopes", torch.tensor(slopes), persistent=False)
        self._alibi_table: torch.Tensor | None = None  # -slope * distance, built on first use (_alibi_bias)
        self._token_tables: tuple[tuple, dict[str, torch.Tensor]] | None = None  # see token_tables
        self.shift_prev = nn.Linear(d, d, bias=False)
        self.shift_next = nn.Linear(d, d, bias=False)
        self.blocks = nn.ModuleList(Block(c) for _ in range(c.n_layers))
        self.norm = RMSNorm(d)
        self.type_head = nn.Linear(d, len(c.type_token_ids))
        # slot region
        self.slot = nn.Embedding(len(c.slot_token_ids), d)
        self.role = nn.Embedding(c.roles, d)
        self.mask_vec = nn.Parameter(torch.zeros(d))
        self.null_vec = nn.Embedding(c.roles, d)
        self.point_in = nn.Linear(d, d, bias=False)
        # pointer heads
        self.query = nn.Linear(d, d, bias=False)
        self.slot_query = nn.Embedding(len(c.slot_token_ids) * c.roles, d)  # a direct per-slot, per-role query
        self.key_start = nn.Linear(d, d, bias=False)
        self.key_end = nn.Linear(d, d, bias=False)
        # lexical context of a candidate start (the tokens before it) and end (the tokens after it),
        # straight into the pointer keys: "the value after the label" is learnt in a few steps
        self.context = c.extra.get("key_context", 3)
        self.start_context = nn.ModuleList(nn.Linear(d, d, bias=False) for _ in range(self.context + 1))
        self.end_context = nn.ModuleList(nn.Linear(d, d, bias=False) for _ in range(self.context + 1))
        self.null_head = nn.Linear(d, 1)
        # cosine pointer logits with a learnt temperature (QK-norm): sharp from the first steps
        self.log_temperature = nn.Parameter(torch.tensor(math.log(10.0)))
        self.text_null = nn.Linear(d, 1)
        self.distance = nn.Parameter(torch.zeros(2, c.max_span))  # start, end: bias by |j - other end|
        self.apply(self._init)
        nn.init.normal_(self.mask_vec, std=0.02)
        # the slot's own query must dominate the shared one from the start, or every slot points
        # at the same most value-like span for hundreds of steps
        nn.init.normal_(self.slot_query.weight, std=0.5)
        for block in self.blocks:  # GPT-2 style scaled residual projections
            nn.init.normal_(block.proj.weight, std=0.02 / math.sqrt(2 * c.n_layers))
            nn.init.normal_(block.down.weight, std=0.02 / math.sqrt(2 * c.n_layers))
        # page layout of the document tokens (``models.page_layout``): added to each prefix
        # position's input, zero-initialised (made after the init above, which draws no number for it)
        self.layout_embed = LayoutEmbeddings(d, layout_fields(c)).zero_() if c.layout_embeddings else None

    def add_layout_embeddings(self) -> None:
        """Give a model the layout tables it lacks, zero-initialised (fine-tuning a checkpoint
        without them, or without the newer fields, with layout: the same function until training
        moves them)."""
        self.layout_embed = complete_layout_embeddings(self.layout_embed, self.config.d_model, next(self.parameters()))
        self.config.layout_embeddings = True
        self.config.layout_fields = self.layout_embed.n_fields

    @staticmethod
    def _init(module: nn.Module) -> None:
        if isinstance(module, (nn.Linear, nn.Embedding)):
            nn.init.normal_(module.weight, std=0.02)
        if isinstance(module, nn.Linear) and module.bias is not None:
            nn.init.zeros_(module.bias)

    # -- the document ---------------------------------------------------------------------------

    def _shifted(self, e: torch.Tensor) -> torch.Tensor:
        """e (B, T, d) plus its left and right neighbours' embeddings, mixed."""
        prev = F.pad(e, (0, 0, 1, 0))[:, :-1]
        nxt = F.pad(e, (0, 0, 0, 1))[:, 1:]
        return e + self.shift_prev(prev) + self.shift_next(nxt)

    def token_tables(self) -> dict[str, torch.Tensor] | None:
        """Inference only: the linear maps of the prefix that read token embeddings alone
        (``shift_prev``/``shift_next`` of the embedding, ``start_context``/``end_context`` of the
        normalised embedding), applied once to the whole vocabulary, so that a document looks
        them up instead of running ten (P x d) @ (d x d) products (same values up to float
        rounding; 10 x V x d floats). Rebuilt when a weight changes; None while training."""
        if self.training or torch.is_grad_enabled():
            return None
        weights = [self.tok.weight, self.shift_prev.weight, self.shift_next.weight,
                   *(m.weight for m in self.start_context), *(m.weight for m in self.end_context)]
        key = tuple((w.data_ptr(), w._version, w.device) for w in weights)
        if self._token_tables is None or self._token_tables[0] != key:
            e = self.tok.weight
            n = e * torch.rsqrt(e.pow(2).mean(-1, keepdim=True) + 1e-6)
            tables = {"prev": self.shift_prev(e), "next": self.shift_next(e)}
            for o in range(self.context + 1):
                tables[f"start{o}"], tables[f"end{o}"] = self.start_context[o](n), self.end_context[o](n)
            self._token_tables = (key, tables)
        return self._token_tables[1]

    def embed_prefix(self, doc_ids: torch.Tensor, doc_mask: torch.Tensor,
                     layout: torch.Tensor | None = None) -> torch.Tensor:
        """Input vectors (B, P, d) of the document prefix; ``layout`` (B, P, 6): each position's
        layout ids (``models.page_layout``; read only by a model with layout tables)."""
        e = self._embed_prefix(doc_ids, doc_mask)
        if layout is not None and self.layout_embed is not None:
            e = e + self.layout_embed(layout[:, : e.shape[1]]).to(e.dtype)
        return e

    def _embed_prefix(self, doc_ids: torch.Tensor, doc_mask: torch.Tensor) -> torch.Tensor:
        B, P = doc_ids.shape
        assert P <= self.config.max_prefix_len, f"prefix of {P} tokens > max_prefix_len {self.config.max_prefix_len}"
        tables = self.token_tables()
        if tables is None:
            e = self._shifted(self.tok(doc_ids) * doc_mask[..., None])  # padding adds nothing to its neighbours
        else:
            m = doc_mask[..., None].to(self.tok.weight.dtype)
            prev = F.pad(F.embedding(doc_ids, tables["prev"]) * m, (0, 0, 1, 0))[:, :-1]
            nxt = F.pad(F.embedding(doc_ids, tables["next"]) * m, (0, 0, 0, 1))[:, 1:]
            e = self.tok(doc_ids) * m + prev + nxt
        return e if self.pos is None else e + self.pos(torch.arange(P, device=doc_ids.device))

    def prefix_mask(self, doc_mask: torch.Tensor) -> torch.Tensor:
        """The document's self-attention mask: (B, 1, 1, P) bool, or with ALiBi an additive
        (B, H, P, P) bias, -slope_h * |i - j|, -inf on padding."""
        if not self.config.alibi:
            return doc_mask[:, None, None, :]
        bias = self._alibi_bias(doc_mask.shape[1], doc_mask.device)[None]  # (1, H, P, P)
        if bool(doc_mask.all()):  # one request, or a batch without padding: shared by every row
            return bias
        return bias.masked_fill(~doc_mask[:, None, None, :], float("-inf"))

    def _alibi_bias(self, P: int, device: torch.device) -> torch.Tensor:
        """-slope_h * |i - j| for i, j < P: (H, P, P), a view of one table built on first use for
        the longest prefix (building it per call took longer than the attention it biases; the
        values are identical; 4 heads x 2048^2 floats = 64 MB). A view, not a copy: SDPA reads it
        as fast, and copying it out (once per document) took 12 ms at 1,600 tokens on 2 threads,
        more than a layer's attention (10 ms)."""
        table = self._alibi_table
        if table is None or table.shape[-1] < P or table.device != torch.device(device):
            n = max(P, self.config.max_prefix_len)
            pos = torch.arange(n, device=device)
            distance = (pos[None, :] - pos[:, None]).abs().float()  # (n, n)
            table = -self.slopes.to(device)[:, None, None] * distance  # (H, n, n)
            self._alibi_table = table
        return table[:, :P, :P]

    def encode_prefix(self, doc_ids: torch.Tensor, doc_mask: torch.Tensor,
                      layout: torch.Tensor | None = None) -> PrefixCache:
        """Run the document once; doc_ids (B, P), doc_mask (B, P) bool (right padding); ``layout``
        (B, P, 6): the positions' layout ids (``embed_prefix``)."""
        doc_mask = doc_mask.bool()
        x = self.embed_prefix(doc_ids, doc_mask, layout)
        mask = self.prefix_mask(doc_mask)
        kv = []
        for block in self.blocks:
            x, k, v = block.forward_prefix(x, mask)
            kv.append((k, v))
        h = self.norm(x)
        m = doc_mask[..., None].to(h.dtype)
        pooled = (h * m).sum(1) / m.sum(1).clamp_min(1.0)
        start_keys, end_keys = self.key_start(h), self.key_end(h)
        tables = self.token_tables()
        if tables is None:
            e = self.tok(doc_ids)
            e = (e * torch.rsqrt(e.pow(2).mean(-1, keepdim=True) + 1e-6) * doc_mask[..., None]).to(h.dtype)
            for o in range(self.context + 1):
                start_keys = start_keys + self.start_context[o](F.pad(e, (0, 0, o, 0))[:, : e.shape[1]])   # token j - o
                end_keys = end_keys + self.end_context[o](F.pad(e, (0, 0, 0, o))[:, o:])                   # token j + o
        else:  # the same sums, each term looked up per token
            m = doc_mask[..., None].to(h.dtype)
            for o in range(self.context + 1):
                start = F.embedding(doc_ids, tables[f"start{o}"]).to(h.dtype) * m
                end = F.embedding(doc_ids, tables[f"end{o}"]).to(h.dtype) * m
                start_keys = start_keys + F.pad(start, (0, 0, o, 0))[:, : h.shape[1]]
                end_keys = end_keys + F.pad(end, (0, 0, 0, o))[:, o:]
        start_keys, end_keys = F.normalize(start_keys, dim=-1), F.normalize(end_keys, dim=-1)
        return PrefixCache(doc_ids, doc_mask, kv, start_keys, end_keys, self.point_in(h), self.type_head(pooled))

    # -- the slot region ------------------------------------------------------------------------

    def embed_slots(self, cache: PrefixCache, region: torch.Tensor, layout: SlotLayout) -> torch.Tensor:
        """region (B, S) codes -> input vectors (B, S, d)."""
        dev = region.device
        role = layout.role.to(dev)
        base = self.slot(layout.slot_index.to(dev)) + self.role(role)  # (S, d)
        pointer = layout.is_pointer.to(dev)[None, :]
        is_ptr = pointer & (region >= 0)
        is_txt = ~pointer & (region >= 0)
        P = cache.pointed.shape[1]
        where = torch.where(is_ptr, region, 0).clamp(max=P - 1)
        content = cache.pointed.gather(1, where[..., None].expand(-1, -1, cache.pointed.shape[-1]))
        content = content * is_ptr[..., None].to(content.dtype)
        text = self.tok(torch.where(is_txt, region, 0)) * is_txt[..., None].to(content.dtype)
        null = self.null_vec(role)[None] * (region == NULL)[..., None].to(content.dtype)
        masked = self.mask_vec * (region == MASK)[..., None].to(content.dtype)
        return base[None] + content + text + null + masked

    def slot_states(self, cache: PrefixCache, region: torch.Tensor, layout: SlotLayout,
                    rows: torch.Tensor | None = None) -> torch.Tensor:
        """Final hidden states (B, S, d) of the slot region, attending to the cached prefix;
        with ``rows`` (sorted indices into S) only those, (B, len(rows), d): every position feeds
        every layer's keys and values, but only the rows asked for need the last layer's output."""
        x = self.embed_slots(cache, region, layout)
        last = len(self.blocks) - 1
        for i, (block, (k, v)) in enumerate(zip(self.blocks, cache.kv)):
            x = block.forward_slots(x, k, v, cache.doc_mask, rows=rows if i == last else None)
        return self.norm(x)

    def heads(self, cache: PrefixCache, h: torch.Tensor, region: torch.Tensor, layout: SlotLayout,
              rows: torch.Tensor | None = None) -> tuple[torch.Tensor, torch.Tensor]:
        """Slot states (B, S, d) -> (pointer log-probs (B, Sp, 1 + P) over [NULL, positions] at the
        layout's pointer positions, suffix log-probs (B, St, 1 + V) over [NULL, vocabulary]).

        ``rows``: ``h`` holds the states of those slot positions only (``slot_states(rows=...)``);
        the outputs keep their full shape, and a position outside ``rows`` gets NULL with
        probability 1 (a committed position, whose distribution nobody reads)."""
        if rows is not None:
            return self._heads_at(cache, h, region, layout, rows)
        ptr_pos = layout.pointer_positions.to(h.device)
        return self._pointer_logp(cache, h[:, ptr_pos], ptr_pos, region, layout), self._text_logp(h, layout)

    def _heads_at(self, cache: PrefixCache, h: torch.Tensor, region: torch.Tensor, layout: SlotLayout,
                  rows: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        dev = h.device
        B, P = cache.doc_mask.shape
        at = torch.full((layout.size,), -1, dtype=torch.long, device=dev)
        at[rows] = torch.arange(len(rows), device=dev)          # slot position -> row of h
        pointer_head = lambda hs, pos: self._pointer_logp(cache, hs, pos, region, layout)  # noqa: E731
        text_head = lambda hs, pos: self._text_logp_of(hs)  # noqa: E731
        outputs = []
        for positions, n_out, head in ((layout.pointer_positions.to(dev), 1 + P, pointer_head),
                                       (layout.text_positions.to(dev), 1 + self.config.vocab_size, text_head)):
            full = h.new_full((B, len(positions), n_out), float("-inf"), dtype=torch.float32)
            full[..., 0] = 0.0
            pick = (at[positions] >= 0).nonzero().flatten()    # which of these positions were computed
            if pick.numel():
                full[:, pick] = head(h[:, at[positions[pick]]], positions[pick])
            outputs.append(full)
        return outputs[0], outputs[1]

    def _text_logp(self, h: torch.Tensor, layout: SlotLayout) -> torch.Tensor:
        txt_pos = layout.text_positions.to(h.device)
        if txt_pos.numel() == 0:
            return h.new_zeros((h.shape[0], 0, 1 + self.config.vocab_size)).float()
        return self._text_logp_of(h[:, txt_pos])

    def _text_logp_of(self, ht: torch.Tensor) -> torch.Tensor:
        """Suffix states (B, n, d) -> log-probs (B, n, 1 + V) over [NULL, vocabulary]."""
        return torch.cat([self.text_null(ht), ht @ self.tok.weight.T], -1).float().log_softmax(-1)

    def _pointer_logp(self, cache: PrefixCache, hp: torch.Tensor, ptr_pos: torch.Tensor, region: torch.Tensor,
                      layout: SlotLayout) -> torch.Tensor:
        """States (B, n, d) at pointer positions ``ptr_pos`` -> log-probs (B, n, 1 + P)."""
        c = self.config
        dev = hp.device
        q = self.query(hp) + self.slot_query(layout.slot_index.to(dev)[ptr_pos] * c.roles + layout.role.to(dev)[ptr_pos])
        q = F.normalize(q, dim=-1)
        start = layout.is_start.to(dev)[ptr_pos]                         # (Sp,)
        scale = self.log_temperature.exp()
        scores = torch.where(start[None, :, None], q @ cache.start_keys.transpose(1, 2),
                             q @ cache.end_keys.transpose(1, 2)).float() * scale  # (B, Sp, P)
        P = scores.shape[-1]
        scores = scores.masked_fill(~cache.doc_mask[:, None, :], float("-inf"))
        other = region[:, layout.partner.to(dev)[ptr_pos]]               # (B, Sp) code of the other end
        j = torch.arange(P, device=dev)
        known = (other >= 0)[..., None]
        gap = torch.where(start[None, :, None], other[..., None] - j, j - other[..., None])  # (B, Sp, P)
        inside = (gap >= 0) & (gap < c.max_span)
        bias = self.distance[(~start).long()][None].expand(hp.shape[0], -1, -1).float()  # (B, Sp, max_span)
        bias = bias.gather(-1, gap.clamp(0, c.max_span - 1))
        scores = torch.where(known, torch.where(inside, scores + bias, float("-inf")), scores)
        scores = scores.masked_fill((other == NULL)[..., None], float("-inf"))
        null = self.null_head(hp).float().masked_fill(known, float("-inf"))  # (B, Sp, 1)
        return torch.cat([null, scores], -1).log_softmax(-1)

    def denoise(self, cache: PrefixCache, region: torch.Tensor, layout: SlotLayout,
                rows: torch.Tensor | None = None) -> tuple[torch.Tensor, torch.Tensor]:
        """One pass: (pointer log-probs (B, Sp, 1 + P), suffix log-probs (B, St, 1 + V)); with
        ``rows`` (sorted slot positions, e.g. the still-masked ones) only those are computed, the
        others read NULL with probability 1."""
        return self.heads(cache, self.slot_states(cache, region, layout, rows), region, layout, rows)

    # -- uncached reference -------------------------------------------------------------------

    def forward_full(self, doc_ids: torch.Tensor, doc_mask: torch.Tensor, region: torch.Tensor,
                     layout: SlotLayout, page_layout: torch.Tensor | None = None) -> tuple[torch.Tensor, torch.Tensor]:
        """The same log-probabilities as ``denoise(encode_prefix(...))``, the slot states computed in
        one joint sequence [prefix | slots] under the block mask (no cached keys/values)."""
        doc_mask = doc_mask.bool()
        cache = self.encode_prefix(doc_ids, doc_mask, page_layout)  # the pointer keys and pointed-at contents
        B, P = doc_ids.shape
        S = region.shape[1]
        x = torch.cat([self.embed_prefix(doc_ids, doc_mask, page_layout), self.embed_slots(cache, region, layout)],
                      dim=1)
        H = self.config.n_heads
        mask = torch.full((B, H, P + S, P + S), float("-inf"), device=x.device)
        mask[:, :, :P, :P] = self.prefix_mask(doc_mask)  # prefix queries: the prefix only
        mask[:, :, P:, :P] = torch.zeros((), device=x.device).masked_fill(~doc_mask, float("-inf"))[:, None, None, :]
        mask[:, :, P:, P:] = 0.0  # slot queries: the valid prefix and every slot
        for block in self.blocks:
            x = block.forward_joint(x, mask)
        h = self.norm(x)
        return self.heads(cache, h[:, P:], region, layout)

    def num_parameters(self) -> int:
        return sum(p.numel() for p in self.parameters())
