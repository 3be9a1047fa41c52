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
(span pointers, see ``models.ar.modeling``) every pointer computation is the model's own method,
so the engine follows the model when the head changes:

    input embeddings   ``embed_inputs`` (a pointer embeds as the prompt token it points at, plus
                       a marker), one call per group of sequences, each with its prompt as context
    pointer keys       ``pointer_keys`` on the sequence's whole prompt (all its ids are known at
                       admission) with the hidden states of the columns computed in this step,
                       so a prompt prefilled in chunks gets the keys of one prefill: key j reads
                       h_j only, and ids around j; with a key context (``key_layers`` > 0, keys
                       read the whole document) the prompt's hidden states are kept until its
                       last chunk and the keys made then, before its first output is scored
    document mask      ``document_columns`` of the prompt
    next-token log p   ``output_logp`` on the step's last positions, with the keys of each
                       sequence zero-padded to the longest prompt of the group (padding columns
                       are not document columns: masked as the model masks them)

Keys and mask are kept beside the sequence's KV for its prompt columns only (pointer targets are
prompt columns). The equivalence tests hold the engine and the model together.
"""
from __future__ import annotations

import itertools
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence
from transformers.models.llama.modeling_llama import apply_rotary_pos_emb

from models.engine.sequence import Sequence

__all__ = ["ModelRunner"]


@dataclass(slots=True)
class _SeqState:
    kv: torch.Tensor                    # (L, 2, H_kv, capacity, Dh)
    prompt: torch.Tensor | None = None  # (T,) the prompt's ids; None without a pointer head
    start_keys: torch.Tensor | None = None  # (T, C) start pointer keys of the prompt columns
    end_keys: torch.Tensor | None = None    # (T, C) end pointer keys
    doc: torch.Tensor | None = None     # (T,) bool: columns a pointer may point at
    hidden: torch.Tensor | None = None  # (T, D) prompt hidden states until its keys are made (key context only)
    layout: torch.Tensor | None = None  # (T_l, 6) layout ids of the prompt's first columns (layout tables only)


def _pending(seq: Sequence, n: int) -> list[int]:
    """The ``n`` tokens of ``seq`` this step runs."""
    return seq.token_ids[seq.num_computed_tokens:seq.num_computed_tokens + n]


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
        self.vocab_size = config.vocab_size
        self.pointer_head = getattr(model, "pointer_head", None)
        self.copy_dim = model.copy_dim if self.pointer_head is not None else 0
        self.n_positions = int(getattr(model, "n_positions", config.max_position_embeddings))
        self.output_size = int(getattr(model, "output_size", self.vocab_size))
        # page layout (``models.page_layout``): each token's layout ids are its column's in the
        # request's layout, looked up by position, so a prompt prefilled in chunks, a preempted
        # and recomputed one, and decode steps embed exactly as the model's own forward does
        self.layout_embed = getattr(model, "layout_embed", None)
        param = next(model.parameters())
        self.dtype, self.device = param.dtype, param.device
        self.states: dict[int, _SeqState] = {}

    @property
    def bytes_per_token(self) -> int:
        """KV of every layer, plus (pointer head) start and end keys, the document flag and the
        prompt id (and, with a key context, the prompt's hidden states); the pointer state is kept
        for prompt tokens only, so this is an upper bound."""
        size = torch.tensor([], dtype=self.dtype).element_size()
        pointer = 2 * self.copy_dim * size + 1 + 8 if self.copy_dim else 0
        if self.pointer_head is not None and self.pointer_head.context is not None:
            pointer += self.backbone.config.hidden_size * size  # the prompt's hidden states until its keys are made
        return self.num_layers * 2 * self.num_kv_heads * self.head_dim * size + pointer

    @property
    def num_cached_bytes(self) -> int:
        return sum(s.kv.shape[3] for s in self.states.values()) * self.bytes_per_token

    @property
    def max_prompt_tokens(self) -> int | None:
        """Longest prompt a pointer can address (its columns are pointer ids); None: no limit here."""
        return self.n_positions if self.pointer_head is not None else None

    # -- per-sequence buffers ---------------------------------------------------------
    def reserve(self, seq: Sequence, capacity: int) -> None:
        """Give ``seq`` a buffer of ``capacity`` tokens, keeping its cached tokens."""
        state = self.states.get(seq.seq_id)
        if state is not None and state.kv.shape[3] >= capacity:
            return
        kv = torch.empty(self.num_layers, 2, self.num_kv_heads, capacity, self.head_dim, dtype=self.dtype,
                         device=self.device)
        if state is not None:
            kv[:, :, :, :seq.num_computed_tokens] = state.kv[:, :, :, :seq.num_computed_tokens]
            state.kv = kv
            return
        state = self.states[seq.seq_id] = _SeqState(kv)
        if self.layout_embed is not None and getattr(seq, "layout", None) is not None:
            state.layout = seq.layout.to(self.device)
        if self.pointer_head is not None:
            t = seq.num_prompt_tokens
            assert capacity >= t, "the whole prompt is allocated at admission"
            state.prompt = torch.tensor(seq.token_ids[:t], device=self.device)
            state.start_keys = torch.empty(t, self.copy_dim, dtype=self.dtype, device=self.device)
            state.end_keys = torch.empty(t, self.copy_dim, dtype=self.dtype, device=self.device)
            state.doc = self.model.document_columns(state.prompt[None])[0]
            if self.pointer_head.context is not None:
                state.hidden = torch.empty(t, self.backbone.config.hidden_size, dtype=self.dtype, device=self.device)

    def free(self, seq: Sequence) -> None:
        self.states.pop(seq.seq_id, None)

    # -- the step -----------------------------------------------------------------------
    @torch.inference_mode()
    def run(self, items: list[tuple[Sequence, int]], block_size: int) -> tuple[list[Sequence], torch.Tensor]:
        """Run ``n`` pending tokens of each (seq, n); return the sequences whose pending tokens are
        now all computed and their next-token log-probabilities, float32: one row per sequence,
        or for a sequence with drafts ``1 + num_draft_tokens`` rows (at its last real token and
        at each draft), in order."""
        for seq, _ in items:
            self.reserve(seq, len(seq.block_table) * block_size)
        ids, positions = [], []
        for seq, n in items:
            start = seq.num_computed_tokens
            ids += seq.token_ids[start:start + n]
            positions += range(start, start + n)
        position_ids = torch.tensor([positions], device=self.device)   # (1, N)
        h = self._embed(ids, items)                                     # (1, N, D)
        cos, sin = self.backbone.rotary_emb(h, position_ids)
        offsets = itertools.accumulate((n for _, n in items), initial=0)
        jobs = [(seq, n, offset, self._causal_mask(seq, n)) for (seq, n), offset in zip(items, offsets)]
        for layer_idx, layer in enumerate(self.backbone.layers[: self.num_layers]):
            h = h + self._attention(layer.self_attn, layer.input_layernorm(h), cos, sin, jobs, layer_idx)
            h = h + layer.mlp(layer.post_attention_layernorm(h))
        h = self.backbone.norm(h)                                      # (1, N, D)

        last, rows, cur, offset = [], [], [], 0
        for seq, n in items:
            offset += n
            if n == seq.num_pending_tokens:
                last.append(seq)
                for back in range(seq.num_draft_tokens, -1, -1):
                    rows.append(offset - 1 - back)
                    cur.append(seq.token_ids[-1 - back])
        if self.pointer_head is not None:
            self._write_pointer_keys(h[0], items)
        if not last:
            return [], torch.empty(0, self.output_size)
        h_last = h[0, rows]                                            # (S, D)
        if self.pointer_head is None:
            return last, torch.log_softmax(self.model.lm_head(h_last).float(), -1)
        return last, self._pointer_logp(h_last, last, cur)

    def _layout(self, seq: Sequence, n: int) -> torch.Tensor | None:
        """(n, 6) layout ids of ``seq``'s ``n`` pending tokens (by their columns); None: none."""
        layout = self.states[seq.seq_id].layout
        if layout is None:
            return None
        return self.model.layout_rows(layout, seq.num_computed_tokens, n)[0]

    def _embed(self, ids: list[int], items) -> torch.Tensor:
        """Input embeddings (1, N, D) of the step's tokens: ``model.embed_inputs``, each sequence's
        tokens with its own prompt as the context its pointers point into (and, with layout
        tables, each token's layout ids)."""
        if self.layout_embed is not None:
            return self._embed_with_layout(ids, items)
        if self.pointer_head is None:
            return self.backbone.embed_tokens(torch.tensor([ids], device=self.device))
        groups: dict[int, list[int]] = {}  # decode items, batched by their number of pending tokens
        pieces: list[torch.Tensor | None] = [None] * len(items)
        for i, (seq, n) in enumerate(items):
            if n - seq.num_draft_tokens <= 2:
                groups.setdefault(n, []).append(i)
            else:
                chunk = torch.tensor([_pending(seq, n)], device=self.device)
                pieces[i] = self.model.embed_inputs(chunk, self.states[seq.seq_id].prompt[None])[0]
        for n, members in groups.items():
            chunk = torch.tensor([_pending(*items[i]) for i in members], device=self.device)  # (k, n)
            context = pad_sequence([self.states[items[i][0].seq_id].prompt for i in members], batch_first=True,
                                   padding_value=self.pad_id)                               # (k, T)
            for i, emb in zip(members, self.model.embed_inputs(chunk, context)):
                pieces[i] = emb
        return torch.cat(pieces, 0)[None]  # type: ignore[arg-type]

    def _embed_with_layout(self, ids: list[int], items) -> torch.Tensor:
        """``_embed`` for a model with layout tables: one ``embed_inputs`` call per sequence."""
        pieces = []
        for seq, n in items:
            chunk = torch.tensor([_pending(seq, n)], device=self.device)
            state = self.states[seq.seq_id]
            context = state.prompt[None] if state.prompt is not None else chunk
            layout = self._layout(seq, n)
            pieces.append(self.model.embed_inputs(chunk, context, None if layout is None else layout[None])[0])
        return torch.cat(pieces, 0)[None]

    def _causal_mask(self, seq: Sequence, n: int) -> torch.Tensor | None:
        """The additive mask (n, T) of ``n`` new tokens after ``start`` cached ones (0 where a query
        may attend, -inf after it), built once per step for every layer; None where SDPA needs
        none (one query, or a whole prompt: ``is_causal``)."""
        start = seq.num_computed_tokens
        if n == 1 or start == 0:
            return None
        return torch.full((n, start + n), float("-inf"), dtype=self.dtype, device=self.device).triu_(start + 1)

    def _attention(self, attn, x: torch.Tensor, cos, sin, jobs, layer_idx: int) -> torch.Tensor:
        n_tokens = x.shape[1]
        q = attn.q_proj(x).view(1, n_tokens, -1, self.head_dim).transpose(1, 2)  # (1, H, N, Dh)
        k = attn.k_proj(x).view(1, n_tokens, -1, self.head_dim).transpose(1, 2)  # (1, H_kv, N, Dh)
        v = attn.v_proj(x).view(1, n_tokens, -1, self.head_dim).transpose(1, 2)
        q, k = apply_rotary_pos_emb(q, k, cos, sin)
        new_kv = torch.stack([k[0], v[0]])                                         # (2, H_kv, N, Dh)
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
        for seq, n, offset, mask in jobs:
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
                out = F.scaled_dot_product_attention(query, keys, values, attn_mask=mask, scale=attn.scaling,
                                                     enable_gqa=gqa)
            outputs.append(out)
        return outputs

    # -- pointer head --------------------------------------------------------------------
    def _write_pointer_keys(self, h: torch.Tensor, items) -> None:
        """Keys of the prompt columns computed in this step (h: (N, D)): ``model.pointer_keys`` on
        the whole prompt, with these columns' hidden states (key j reads h_j only); with a key
        context, all the prompt's keys once its last column is computed."""
        offset = 0
        for seq, n in items:
            start, stop = seq.num_computed_tokens, min(seq.num_computed_tokens + n, seq.num_prompt_tokens)
            first, offset = offset, offset + n
            if start >= stop:  # decoding, no prompt column in this step
                continue
            chunk = h[first:first + stop - start]
            state = self.states[seq.seq_id]
            if state.hidden is not None:  # key context: keep the states until the whole document is in
                state.hidden[start:stop] = chunk
                if stop == seq.num_prompt_tokens:
                    ks, ke = self.model.pointer_keys(state.hidden[None], state.prompt[None])
                    state.start_keys[:], state.end_keys[:] = ks[0], ke[0]
                    state.hidden = None
                continue
            hidden = h.new_zeros(1, seq.num_prompt_tokens, h.shape[-1])
            hidden[0, start:stop] = chunk
            ks, ke = self.model.pointer_keys(hidden, state.prompt[None])
            state.start_keys[start:stop] = ks[0, start:stop]
            state.end_keys[start:stop] = ke[0, start:stop]

    def _pointer_logp(self, h_last: torch.Tensor, seqs: list[Sequence], tokens: list[int]) -> torch.Tensor:
        """``model.output_logp`` at each row's position (R, V + 2P): rows in ``seqs`` order, one per
        sequence or ``1 + num_draft_tokens`` for a sequence with drafts; ``tokens[r]``: the token
        at row r's position.

        Sequences with one row go in two groups, so that each pads only the keys it reads: after
        a start pointer the model scores end pointers only (start keys unread), otherwise start
        pointers only (end keys unread); the unread argument gets the same tensor as the read
        one. Sequences with drafts go in one call, their rows as positions (B, L) against their
        start and end keys, padded once per sequence."""
        cur = torch.tensor(tokens, device=self.device)[:, None]                     # (R, 1)
        out = torch.empty(len(tokens), self.output_size, dtype=torch.float32, device=self.device)
        single, multi, row = [], [], 0
        for seq in seqs:
            count = 1 + seq.num_draft_tokens
            (multi if count > 1 else single).append((seq, row, count))
            row += count
        if single:
            rows_of = torch.tensor([r for _, r, _ in single], device=self.device)
            after_start = self.model.is_start(cur[rows_of])[:, 0]
            for pick, field in (~after_start, "start_keys"), (after_start, "end_keys"):
                members = [single[i] for i in pick.nonzero()[:, 0].tolist()]
                if not members:
                    continue
                rows = torch.tensor([r for _, r, _ in members], device=self.device)
                states = [self.states[seq.seq_id] for seq, _, _ in members]
                keys = pad_sequence([getattr(st, field) for st in states], batch_first=True)    # (k, T, C)
                doc = pad_sequence([st.doc for st in states], batch_first=True)               # (k, T)
                out[rows] = self.model.output_logp(h_last[rows, None], cur[rows], keys, keys, doc)[:, 0].float()
        if multi:
            length = max(count for *_, count in multi)
            index = torch.tensor([[r + min(j, count - 1) for j in range(length)] for _, r, count in multi],
                                 device=self.device)                                         # (k, L)
            states = [self.states[seq.seq_id] for seq, _, _ in multi]
            start_keys = pad_sequence([st.start_keys for st in states], batch_first=True)    # (k, T, C)
            end_keys = pad_sequence([st.end_keys for st in states], batch_first=True)
            doc = pad_sequence([st.doc for st in states], batch_first=True)
            logp = self.model.output_logp(h_last[index], cur[index, 0], start_keys, end_keys, doc)  # (k, L, V + 2P)
            for (_, r, count), block in zip(multi, logp):
                out[r:r + count] = block[:count].float()
        return out
