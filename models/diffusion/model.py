"""A bidirectional transformer that fills a document's slot region by masked diffusion.

The sequence is ``[document prefix | slot region]`` with a block attention mask:

    prefix -> prefix only      (so its keys/values are computed once: ``encode_prefix``)
    slots  -> prefix + slots   (re-run at every denoising pass: ``denoise``)

``forward_full`` runs the same computation as one sequence, without the cache, for tests.

Inputs carry two cheap inductive biases for copying: every token embedding is mixed with
its left and right neighbours' (``shift``), so "the token after X" is one attention hop; and a
pointer-generator head mixes the vocabulary distribution with an attention distribution over
the document's tokens, scattered onto their ids:

    p(v) = g * softmax(W h)_v + (1 - g) * sum_{j : doc_j = v} softmax(q . k_j)      (See et al. 2017)
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from models.diffusion.config import DiffusionConfig
from models.diffusion.layout import SlotLayout


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6) -> None:
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


def attend(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """softmax(q k^T / sqrt(D) + mask) v; mask bool (True = attend) or an additive float bias."""
    if mask.dtype != torch.bool:
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
                mask: torch.Tensor) -> torch.Tensor:
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
                      prefix_mask: torch.Tensor) -> torch.Tensor:
        """x (B, S, d) attends to the cached prefix (B, H, P, D) and to every slot position."""
        q, k, v = self._heads(x)
        B, S = x.shape[:2]
        keys_valid = torch.cat([prefix_mask, prefix_mask.new_ones(B, S)], dim=1)
        return self._finish(x, q, torch.cat([k_prefix, k], 2), torch.cat([v_prefix, v], 2),
                            keys_valid[:, None, None, :])

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
    copy_keys: torch.Tensor | None                   # (B, P, d)
    doc_states: torch.Tensor | None                  # (B, P, d) final document states (span read)
    type_logits: torch.Tensor                        # (B, n_types)

    def repeat(self, k: int) -> "PrefixCache":
        """Each document repeated k times (several masks of one document in training)."""
        r = lambda t: t.repeat_interleave(k, dim=0)  # noqa: E731
        o = lambda t: None if t is None else r(t)  # noqa: E731
        return PrefixCache(r(self.doc_ids), r(self.doc_mask), [(r(a), r(b)) for a, b in self.kv],
                           o(self.copy_keys), o(self.doc_states), r(self.type_logits))


def _shift_rows(attn: torch.Tensor, offset: torch.Tensor) -> torch.Tensor:
    """attn (B, S, P), offset (S,) -> out[b, i, m] = attn[b, i, m - offset_i] (0 where m < offset_i)."""
    P = attn.shape[-1]
    src = torch.arange(P, device=attn.device)[None, :] - offset[:, None].to(attn.device)  # (S, P)
    shifted = attn.gather(-1, src.clamp(min=0)[None].expand(attn.shape[0], -1, -1))
    return shifted * (src >= 0)


class DiffusionModel(nn.Module):
    def __init__(self, config: DiffusionConfig) -> None:
        super().__init__()
        self.config = c = config
        self.tok = nn.Embedding(c.vocab_size, c.d_model)
        self.pos = None if c.alibi else nn.Embedding(c.max_prefix_len, c.d_model)
        # ALiBi slopes: 1/4, 1/16, ... per head, the last head 0 (global); Press et al. 2022
        slopes = [2.0 ** (-2 * (h + 1)) for h in range(c.n_heads - 1)] + [0.0]
        self.register_buffer("slopes", torch.tensor(slopes), persistent=False)
        self.slot = nn.Embedding(len(c.slot_token_ids) + 1, c.d_model)
        self.offset = nn.Embedding(c.max_slot_len + 1, c.d_model)
        self.shift_prev = nn.Linear(c.d_model, c.d_model, bias=False)
        self.shift_next = nn.Linear(c.d_model, c.d_model, bias=False)
        self.blocks = nn.ModuleList(Block(c) for _ in range(c.n_layers))
        self.norm = RMSNorm(c.d_model)
        self.type_head = nn.Linear(c.d_model, len(c.type_token_ids))
        if c.copy:
            self.copy_q = nn.Linear(c.d_model, c.d_model, bias=False)
            self.copy_k = nn.Linear(c.d_model, c.d_model, bias=False)
            self.copy_gate = nn.Linear(c.d_model, 1)
            if c.copy_span:
                self.copy_read = nn.Linear(c.d_model, c.d_model, bias=False)
        self.apply(self._init)
        for block in self.blocks:  # GPT-2 style scaled residual projections
            nn.init.normal_(block.proj.weight, std=0.02 / math.sqrt(2 * c.n_layers))
            nn.init.normal_(block.down.weight, std=0.02 / math.sqrt(2 * c.n_layers))

    @staticmethod
    def _init(module: nn.Module) -> None:
        if isinstance(module, (nn.Linear, nn.Embedding)):
            nn.init.normal_(module.weight, std=0.02)
        if isinstance(module, nn.Linear) and module.bias is not None:
            nn.init.zeros_(module.bias)

    # -- embeddings ---------------------------------------------------------------------------

    def _shifted(self, e: torch.Tensor) -> torch.Tensor:
        """e (B, T, d) plus its left and right neighbours' embeddings, mixed."""
        prev = F.pad(e, (0, 0, 1, 0))[:, :-1]
        nxt = F.pad(e, (0, 0, 0, 1))[:, 1:]
        return e + self.shift_prev(prev) + self.shift_next(nxt)

    def embed_prefix(self, doc_ids: torch.Tensor, doc_mask: torch.Tensor) -> torch.Tensor:
        B, P = doc_ids.shape
        assert P <= self.config.max_prefix_len, f"prefix of {P} tokens > max_prefix_len {self.config.max_prefix_len}"
        e = self._shifted(self.tok(doc_ids) * doc_mask[..., None])  # padding adds nothing to its neighbours
        return e if self.pos is None else e + self.pos(torch.arange(P, device=doc_ids.device))

    def prefix_mask(self, doc_mask: torch.Tensor) -> torch.Tensor:
        """The document's self-attention mask: (B, 1, 1, P) bool, or with ALiBi an additive
        (B, H, P, P) bias, -slope_h * |i - j|, -inf on padding."""
        if not self.config.alibi:
            return doc_mask[:, None, None, :]
        P = doc_mask.shape[1]
        pos = torch.arange(P, device=doc_mask.device)
        distance = (pos[None, :] - pos[:, None]).abs().float()  # (P, P)
        bias = -self.slopes.to(doc_mask.device)[:, None, None] * distance  # (H, P, P)
        return bias[None].masked_fill(~doc_mask[:, None, None, :], float("-inf"))

    def embed_slots(self, region: torch.Tensor, layout: SlotLayout) -> torch.Tensor:
        dev = region.device
        e = self._shifted(self.tok(region))
        return e + self.slot(layout.slot_index.to(dev)) + self.offset(layout.offset.to(dev))

    # -- the two halves of a pass -------------------------------------------------------------

    def encode_prefix(self, doc_ids: torch.Tensor, doc_mask: torch.Tensor) -> PrefixCache:
        """Run the document once; doc_ids (B, P), doc_mask (B, P) bool (right padding)."""
        doc_mask = doc_mask.bool()
        x = self.embed_prefix(doc_ids, doc_mask)
        mask = self.prefix_mask(doc_mask)
        kv = []
        for block in self.blocks:
            x, k, v = block.forward_prefix(x, mask)
            kv.append((k, v))
        return self._finish_prefix(doc_ids, doc_mask, kv, self.norm(x))

    def _finish_prefix(self, doc_ids, doc_mask, kv, h) -> PrefixCache:
        m = doc_mask[..., None].to(h.dtype)
        pooled = (h * m).sum(1) / m.sum(1).clamp_min(1.0)
        copy_keys = self.copy_k(h) if self.config.copy else None
        doc_states = h if self.config.copy and self.config.copy_span else None
        return PrefixCache(doc_ids, doc_mask, kv, copy_keys, doc_states, self.type_head(pooled))

    def denoise(self, cache: PrefixCache, region: torch.Tensor, layout: SlotLayout,
                where: torch.Tensor | None = None) -> torch.Tensor:
        """Log-probabilities (B, S, V) for every position of the slot region (B, S), or (N, V)
        for the N positions where ``where`` (B, S) holds."""
        return self.output(cache, self.slot_states(cache, region, layout), layout.offset, where)

    def slot_states(self, cache: PrefixCache, region: torch.Tensor, layout: SlotLayout) -> torch.Tensor:
        """Final hidden states (B, S, d) of the slot region, attending to the cached prefix."""
        x = self.embed_slots(region, layout)
        for block, (k, v) in zip(self.blocks, cache.kv):
            x = block.forward_slots(x, k, v, cache.doc_mask)
        return self.norm(x)

    def _copy(self, cache: PrefixCache, h: torch.Tensor, offset: torch.Tensor | None
              ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """Pointer weights over document positions (B, S, P), the hidden states to read the
        vocabulary from (with the span read added), and the generate-vs-copy gate (B, S, 1)."""
        scores = self.copy_q(h) @ cache.copy_keys.transpose(1, 2) / math.sqrt(h.shape[-1])  # (B, S, P)
        scores = scores.float().masked_fill(~cache.doc_mask[:, None, :], float("-inf"))
        attn = scores.softmax(-1)
        if self.config.copy_span:
            assert offset is not None, "the span pointer needs each position's offset"
            attn = _shift_rows(attn, offset.clamp(max=self.config.max_slot_len - 1)) * cache.doc_mask[:, None, :]
            h = h + self.copy_read(attn.to(h.dtype) @ cache.doc_states)
        return attn, h, torch.sigmoid(self.copy_gate(h).float())

    def output(self, cache: PrefixCache, h: torch.Tensor, offset: torch.Tensor | None = None,
               where: torch.Tensor | None = None) -> torch.Tensor:
        """h (B, S, d) -> log p (B, S, V): vocabulary softmax, mixed with copying if enabled;
        with ``where`` (B, S) bool, only at those N positions: (N, V).

        Token pointer: position i copies document token j with weight a_ij.
        Span pointer (``copy_span``): a_ij is the weight of "the value starts at j", and value
        offset k_i copies token j + k_i; the hidden state also reads the pointed-at token's
        document state (``copy_read``), so it can tell a value's last token from its end.
        """
        if not self.config.copy:
            h = h if where is None else h[where]
            return F.log_softmax((h @ self.tok.weight.T).float(), dim=-1)
        attn, h, g = self._copy(cache, h, offset)
        ids = cache.doc_ids[:, None, :].expand_as(attn)
        if where is not None:
            attn, h, g, ids = attn[where], h[where], g[where], ids[where]
        logits = h @ self.tok.weight.T  # (B, S, V) or (N, V), tied embeddings
        p_copy = torch.zeros_like(logits, dtype=torch.float32).scatter_add_(-1, ids, attn)
        p = g * logits.float().softmax(-1) + (1 - g) * p_copy
        return torch.log(p.clamp_min(1e-30))

    def pointer_logprob(self, cache: PrefixCache, h: torch.Tensor, starts: torch.Tensor) -> torch.Tensor:
        """log a_ij of the span pointer at the given start (N,), for the positions with a start
        (``starts`` (B, S) >= 0): the auxiliary pointer loss's input."""
        where = starts >= 0
        scores = self.copy_q(h) @ cache.copy_keys.transpose(1, 2) / math.sqrt(h.shape[-1])  # (B, S, P)
        scores = scores.float().masked_fill(~cache.doc_mask[:, None, :], float("-inf"))
        return scores[where].log_softmax(-1).gather(-1, starts[where][:, None]).squeeze(-1)

    def target_logprob(self, cache: PrefixCache, h: torch.Tensor, offset: torch.Tensor | None,
                       targets: torch.Tensor, where: torch.Tensor) -> torch.Tensor:
        """log p(targets) (N,) at the N positions where ``where`` (B, S) holds -- the training
        loss's only need, without the (B, S, V) copy distribution or softmax of ``output``."""
        if self.config.copy:
            attn, h, g = self._copy(cache, h, offset)
        logits = h[where] @ self.tok.weight.T  # (N, V)
        tgt = targets[where]
        log_vocab = logits.float().gather(-1, tgt[:, None]).squeeze(-1) - logits.float().logsumexp(-1)
        if not self.config.copy:
            return log_vocab
        hits = (cache.doc_ids[:, None, :] == targets[:, :, None])  # (B, S, P)
        p_copy = (attn * hits)[where].sum(-1)  # (N,)
        g = g.squeeze(-1)[where]
        return torch.log((g * log_vocab.exp() + (1 - g) * p_copy).clamp_min(1e-30))

    # -- uncached reference -------------------------------------------------------------------

    def forward_full(self, doc_ids: torch.Tensor, doc_mask: torch.Tensor, region: torch.Tensor,
                     layout: SlotLayout) -> torch.Tensor:
        """The same log-probabilities as ``denoise(encode_prefix(...))``, as one sequence."""
        doc_mask = doc_mask.bool()
        B, P = doc_ids.shape
        S = region.shape[1]
        x = torch.cat([self.embed_prefix(doc_ids, doc_mask), self.embed_slots(region, layout)], dim=1)
        H = self.config.n_heads
        mask = torch.full((B, H, P + S, P + S), float("-inf"), device=x.device)
        mask[:, :, :P, :P] = self.prefix_mask(doc_mask)  # prefix queries: the prefix only
        mask[:, :, P:, :P] = torch.zeros(()).masked_fill(~doc_mask, float("-inf"))[:, None, None, :]
        mask[:, :, P:, P:] = 0.0  # slot queries: the valid prefix and every slot
        for block in self.blocks:
            x = block.forward_joint(x, mask)
        h = self.norm(x)
        cache = self._finish_prefix(doc_ids, doc_mask, [], h[:, :P])
        return self.output(cache, h[:, P:], layout.offset)

    def num_parameters(self) -> int:
        return sum(p.numel() for p in self.parameters())
