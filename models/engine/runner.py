"""Runs one engine step through a Llama-family model: every scheduled token in one flat batch.

Linear layers, norms and the MLP see all the step's tokens at once, shape (1, N, D);
attention runs per sequence on that sequence's own contiguous KV buffer (no padding, no
gather: on a CPU, reading the KV is the cost of a decode step, and each sequence reads
exactly its own). Each sequence's buffer holds as many tokens as its blocks in the
``BlockManager``, so the memory in use never exceeds the KV budget (except, while a buffer
grows by a block, the old copy of that one buffer). ``attention_workers > 1`` splits the
per-sequence attention between threads (torch releases the GIL inside each op).

The weights are the model's own modules (``model.model.layers[i].self_attn.q_proj`` ...), so a
``transformers`` ``LlamaForCausalLM`` checkpoint runs unchanged. For ``CopyLlamaForCausalLM``
the copy keys and input ids of each sequence are kept beside its KV; the model's own
``copy_keys`` / ``copy_queries`` compute them, and ``_copy_logits`` is ``copy_mix`` with the
pointer scores taken per sequence (the equivalence tests hold the two together).
"""
from __future__ import annotations

import itertools
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import apply_rotary_pos_emb

from models.engine.sequence import Sequence

__all__ = ["ModelRunner"]


@dataclass(slots=True)
class _SeqState:
    kv: torch.Tensor           # (L, 2, H_kv, capacity, Dh)
    copy_keys: torch.Tensor    # (capacity, C); (capacity, 0) without a copy head
    ids: torch.Tensor          # (capacity,) token ids whose KV is cached


class ModelRunner:
    def __init__(self, model: torch.nn.Module, *, attention_workers: int = 1) -> None:
        self.model = model.eval()
        self.attention_workers = attention_workers
        self.pool = (ThreadPoolExecutor(attention_workers - 1, thread_name_prefix="attention")
                     if attention_workers > 1 else None)
        self.backbone = model.model
        config = model.config
        self.num_layers = config.num_hidden_layers
        self.num_heads = config.num_attention_heads
        self.num_kv_heads = config.num_key_value_heads or config.num_attention_heads
        self.head_dim = getattr(config, "head_dim", None) or config.hidden_size // config.num_attention_heads
        self.pad_id = config.pad_token_id if config.pad_token_id is not None else 0
        self.copy_dim = model.copy_dim if getattr(model, "copy_head", None) is not None else 0
        param = next(model.parameters())
        self.dtype, self.device = param.dtype, param.device
        self.states: dict[int, _SeqState] = {}

    @property
    def bytes_per_token(self) -> int:
        size = torch.tensor([], dtype=self.dtype).element_size()
        return (self.num_layers * 2 * self.num_kv_heads * self.head_dim + self.copy_dim) * size + 8

    @property
    def num_cached_bytes(self) -> int:
        return sum(s.kv.shape[3] for s in self.states.values()) * self.bytes_per_token

    # -- per-sequence buffers ---------------------------------------------------------
    def reserve(self, seq: Sequence, capacity: int) -> None:
        """Give ``seq`` a buffer of ``capacity`` tokens, keeping its cached tokens."""
        state = self.states.get(seq.seq_id)
        if state is not None and state.kv.shape[3] >= capacity:
            return
        kv = torch.empty(self.num_layers, 2, self.num_kv_heads, capacity, self.head_dim, dtype=self.dtype,
                         device=self.device)
        keys = torch.empty(capacity, self.copy_dim, dtype=self.dtype, device=self.device)
        ids = torch.empty(capacity, dtype=torch.long, device=self.device)
        if state is not None:
            n = seq.num_computed_tokens
            kv[:, :, :, :n] = state.kv[:, :, :, :n]
            keys[:n] = state.copy_keys[:n]
            ids[:n] = state.ids[:n]
        self.states[seq.seq_id] = _SeqState(kv, keys, ids)

    def free(self, seq: Sequence) -> None:
        self.states.pop(seq.seq_id, None)

    # -- the step -----------------------------------------------------------------------
    @torch.inference_mode()
    def run(self, items: list[tuple[Sequence, int]], block_size: int) -> tuple[list[Sequence], torch.Tensor]:
        """Run ``n`` pending tokens of each (seq, n); return the sequences whose pending tokens are
        now all computed and their next-token log-probabilities (S, V), float32."""
        for seq, _ in items:
            self.reserve(seq, len(seq.block_table) * block_size)
        ids, positions = [], []
        for seq, n in items:
            start = seq.num_computed_tokens
            ids += seq.token_ids[start:start + n]
            positions += range(start, start + n)
        input_ids = torch.tensor([ids], device=self.device)     # (1, N)
        position_ids = torch.tensor([positions], device=self.device)
        h = self.backbone.embed_tokens(input_ids)                # (1, N, D)
        cos, sin = self.backbone.rotary_emb(h, position_ids)
        for layer_idx, layer in enumerate(self.backbone.layers[: self.num_layers]):
            h = h + self._attention(layer.self_attn, layer.input_layernorm(h), cos, sin, items, layer_idx)
            h = h + layer.mlp(layer.post_attention_layernorm(h))
        h = self.backbone.norm(h)                                # (1, N, D)

        last, rows, offset = [], [], 0
        for seq, n in items:
            state = self.states[seq.seq_id]
            start = seq.num_computed_tokens
            state.ids[start:start + n] = input_ids[0, offset:offset + n]
            offset += n
            if n == seq.num_pending_tokens:
                last.append(seq)
                rows.append(offset - 1)
        if self.copy_dim:
            self._write_copy_keys(h, items)
        if not last:
            return [], torch.empty(0, self.model.config.vocab_size)
        h_last = h[0, rows]                                      # (S, D)
        logits = self._copy_logits(h_last, last) if self.copy_dim else self.model.lm_head(h_last)
        return last, torch.log_softmax(logits.float(), -1)

    def _attention(self, attn, x: torch.Tensor, cos, sin, items, layer_idx: int) -> torch.Tensor:
        n_tokens = x.shape[1]
        q = attn.q_proj(x).view(1, n_tokens, -1, self.head_dim).transpose(1, 2)  # (1, H, N, Dh)
        k = attn.k_proj(x).view(1, n_tokens, -1, self.head_dim).transpose(1, 2)  # (1, H_kv, N, Dh)
        v = attn.v_proj(x).view(1, n_tokens, -1, self.head_dim).transpose(1, 2)
        q, k = apply_rotary_pos_emb(q, k, cos, sin)
        new_kv = torch.stack([k[0], v[0]])                                         # (2, H_kv, N, Dh)
        offsets = list(itertools.accumulate((n for _, n in items), initial=0))
        jobs = [(seq, n, off) for (seq, n), off in zip(items, offsets)]
        if self.pool is None or len(jobs) < 2 * self.attention_workers:
            outputs = self._attend(attn, q, new_kv, jobs, layer_idx)
        else:  # sequences split between threads: each torch op releases the GIL
            parts = [jobs[i::self.attention_workers] for i in range(self.attention_workers)]
            futures = [self.pool.submit(self._attend, attn, q, new_kv, part, layer_idx) for part in parts[1:]]
            done = [self._attend(attn, q, new_kv, parts[0], layer_idx)] + [f.result() for f in futures]
            outputs = [None] * len(jobs)
            for i, part_out in enumerate(done):
                outputs[i::self.attention_workers] = part_out
        out = torch.cat(outputs, 2).transpose(1, 2).reshape(1, n_tokens, -1)  # (1, N, H * Dh)
        return attn.o_proj(out)

    @torch.inference_mode()  # thread-local: the attention workers enter it too
    def _attend(self, attn, q: torch.Tensor, new_kv: torch.Tensor, jobs, layer_idx: int) -> list[torch.Tensor]:
        """Write each sequence's new K/V into its buffer and attend over its cached tokens."""
        gqa = self.num_heads != self.num_kv_heads
        outputs = []
        for seq, n, offset in jobs:
            kv = self.states[seq.seq_id].kv[layer_idx]            # (2, H_kv, capacity, Dh)
            start, end = seq.num_computed_tokens, seq.num_computed_tokens + n
            kv[:, :, start:end] = new_kv[:, :, offset:offset + n]
            keys, values = kv[0, None, :, :end], kv[1, None, :, :end]  # (1, H_kv, T, Dh)
            query = q[:, :, offset:offset + n]                        # (1, H, n, Dh)
            if n == 1:
                out = F.scaled_dot_product_attention(query, keys, values, scale=attn.scaling, enable_gqa=gqa)
            elif start == 0:
                out = F.scaled_dot_product_attention(query, keys, values, is_causal=True, scale=attn.scaling,
                                                     enable_gqa=gqa)
            else:
                mask = torch.ones(n, end, dtype=torch.bool, device=self.device).tril(start)  # (n, T) causal
                out = F.scaled_dot_product_attention(query, keys, values, attn_mask=mask, scale=attn.scaling,
                                                     enable_gqa=gqa)
            outputs.append(out)
        return outputs

    # -- copy head -------------------------------------------------------------------------
    def _write_copy_keys(self, h: torch.Tensor, items) -> None:
        prev1, prev2 = [], []
        for seq, n in items:
            start = seq.num_computed_tokens
            for p in range(start, start + n):
                prev1.append(seq.token_ids[p - 1] if p >= 1 else self.pad_id)
                prev2.append(seq.token_ids[p - 2] if p >= 2 else self.pad_id)
        p1 = torch.tensor([prev1], device=self.device)
        p2 = torch.tensor([prev2], device=self.device)
        keys = self.model.copy_keys(h, p1, p2)[0]                 # (N, C)
        offset = 0
        for seq, n in items:
            start = seq.num_computed_tokens
            self.states[seq.seq_id].copy_keys[start:start + n] = keys[offset:offset + n]
            offset += n

    def _copy_logits(self, h_last: torch.Tensor, seqs: list[Sequence]) -> torch.Tensor:
        """``CopyLlamaForCausalLM.copy_mix`` for the last position of each sequence, with the pointer
        scores computed per sequence on its own keys (no padded copy of every key, every step)."""
        model, head = self.model, self.model.copy_head
        lengths = [len(s) for s in seqs]  # every token of these sequences is now cached
        cur = torch.tensor([[s.token_ids[-1]] for s in seqs], device=self.device)       # (S, 1)
        prev = torch.tensor([[s.token_ids[-2] if len(s) >= 2 else self.pad_id] for s in seqs], device=self.device)
        h = h_last[:, None]                                                               # (S, 1, D)
        q = model.copy_queries(h, cur, prev)[:, 0]                                        # (S, C)
        width = max(lengths)
        scores = q.new_zeros(len(seqs), width)                                            # (S, T)
        ids = torch.full((len(seqs), width), self.pad_id, dtype=torch.long, device=self.device)
        for row, (seq, n) in enumerate(zip(seqs, lengths)):
            state = self.states[seq.seq_id]
            torch.mv(state.copy_keys[:n], q[row], out=scores[row, :n])
            ids[row, :n] = state.ids[:n]
        valid = torch.arange(width, device=self.device)[None, :] < torch.tensor(lengths, device=self.device)[:, None]
        allowed = valid & model.copyable(ids)                                             # (S, T)
        any_allowed = allowed.any(-1, keepdim=True)
        ptr = torch.softmax((scores * head.scale).masked_fill(~allowed, -1e9).float(), -1) * any_allowed
        vocab_logp = torch.log_softmax(model.lm_head(h_last).float(), -1)                # (S, V)
        copy_p = torch.zeros_like(vocab_logp).scatter_add_(-1, ids, ptr)
        g = torch.sigmoid(head.gate(h_last).float()) * any_allowed                        # (S, 1)
        return torch.log((1 - g) * vocab_logp.exp() + g * copy_p + 1e-12)
