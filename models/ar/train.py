"""Training of the AR model: batches of prompt + slot sequences, pointer-generator loss.

    run(args) -> int        # `dualpath train --model ar ...` (see models.training.cli)

Loss (per value or [end] token): -log p_mix(target) of ``CopyLlamaForCausalLM``, plus
``pointer_weight`` x -log a_tj* where j* is the document position the value token was copied
from (known for verbatim spans aligned on document tokens): it teaches the pointer to follow
the right occurrence, not just any token with the same id.

Augmentation: with probability ``subset_prob`` a sequence keeps a random subset of its slots
(template order kept), so ``BatchDecoder.decode_slots`` can decode a few slots alone.
"""
from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import torch
import torch.nn.functional as F

from models.ar.modeling import CopyLlamaForCausalLM, _shift, make_config
from models.ar.prompt import build_training_sequence
from models.template import TEMPLATE_VERSION, slot_paths

__all__ = ["ARBatch", "collate", "copy_loss", "make_batches", "max_slot_tokens", "run", "sequence_of", "train_model",
           "write_metadata"]


@dataclass
class ARBatch:
    ids: torch.Tensor        # (B, T) right-padded
    pos: torch.Tensor        # (B, L) positions whose next token is a target (padded with 0)
    target: torch.Tensor     # (B, L) target ids
    src: torch.Tensor        # (B, L) position of the copied document token, -1 if none
    valid: torch.Tensor      # (B, L) bool


def sequence_of(example, tok, rng: random.Random | None = None, subset_prob: float = 0.0):
    """(ids, loss positions, targets, copy sources) of one example."""
    paths = slot_paths(example.document_type)
    if rng is not None and rng.random() < subset_prob:
        keep = rng.randint(1, len(paths))
        paths = sorted(rng.sample(paths, keep), key=paths.index)
    slots = [(tok.slot_id(example.document_type, p), example.slot_ids[p]) for p in paths]
    ids, mask = build_training_sequence(tok, example.doc_ids, example.document_type, slots)
    offset = 1  # [bos]
    srcs: list[int] = []
    for p in paths:
        srcs.extend(-1 if s is None else s + offset for s in example.copy_src[p])
        srcs.append(-1)  # [end]
    pos = [i - 1 for i, m in enumerate(mask) if m]
    assert len(pos) == len(srcs)
    return ids, pos, [ids[i + 1] for i in pos], srcs


def collate(seqs: Sequence[tuple[list[int], list[int], list[int], list[int]]], pad_id: int) -> ARBatch:
    width = max(len(s[0]) for s in seqs)
    n_loss = max(len(s[1]) for s in seqs)
    b = len(seqs)
    ids = torch.full((b, width), pad_id, dtype=torch.long)
    pos = torch.zeros((b, n_loss), dtype=torch.long)
    target = torch.zeros((b, n_loss), dtype=torch.long)
    src = torch.full((b, n_loss), -1, dtype=torch.long)
    valid = torch.zeros((b, n_loss), dtype=torch.bool)
    for row, (s_ids, s_pos, s_tgt, s_src) in enumerate(seqs):
        ids[row, : len(s_ids)] = torch.tensor(s_ids)
        n = len(s_pos)
        pos[row, :n] = torch.tensor(s_pos)
        target[row, :n] = torch.tensor(s_tgt)
        src[row, :n] = torch.tensor(s_src)
        valid[row, :n] = True
    return ARBatch(ids, pos, target, src, valid)


def copy_loss(model: CopyLlamaForCausalLM, batch: ARBatch, *, pointer_weight: float = 0.5) -> dict[str, torch.Tensor]:
    ids = batch.ids
    attn = (ids != model.config.pad_token_id).long()
    h = model.model(input_ids=ids, attention_mask=attn).last_hidden_state  # (B, T, D)
    hq = torch.gather(h, 1, batch.pos[..., None].expand(-1, -1, h.shape[-1]))  # (B, L, D)
    if model.copy_head is None:
        logp = F.log_softmax(model.lm_head(hq).float(), -1)
        nll = -logp.gather(-1, batch.target[..., None])[..., 0]
        loss = (nll * batch.valid).sum() / batch.valid.sum()
        return {"loss": loss, "nll": loss.detach()}
    pad = model.config.pad_token_id
    p1, p2 = _shift(ids, 1, pad), _shift(ids, 2, pad)
    keys = model.copy_keys(h, p1, p2)  # (B, T, C)
    cur = torch.gather(ids, 1, batch.pos)
    prev = torch.gather(p1, 1, batch.pos)
    q = model.copy_queries(hq, cur, prev)  # (B, L, C)
    t_idx = torch.arange(ids.shape[1])
    allowed = (t_idx[None, None, :] <= batch.pos[..., None]) & model.copyable(ids)[:, None, :]
    logp = model.copy_mix(hq, q, keys, ids, allowed)  # (B, L, V)
    nll = -logp.gather(-1, batch.target[..., None])[..., 0]
    n = batch.valid.sum()
    nll_mean = (nll * batch.valid).sum() / n
    has_src = batch.valid & (batch.src >= 0)
    ptr_logp = torch.log_softmax(model.copy_head.pointer_logits(q, keys, allowed).float(), -1)
    ptr_nll = -ptr_logp.gather(-1, batch.src.clamp(min=0)[..., None])[..., 0]
    ptr_mean = (ptr_nll * has_src).sum() / has_src.sum().clamp(min=1)
    return {"loss": nll_mean + pointer_weight * ptr_mean, "nll": nll_mean.detach(), "pointer": ptr_mean.detach()}


def make_batches(lengths: Sequence[int], *, tokens_per_batch: int, max_batch: int, rng: random.Random) -> list[list[int]]:
    """Length-bucketed batches (indices), each under ``tokens_per_batch`` padded tokens, shuffled."""
    order = sorted(range(len(lengths)), key=lambda i: (lengths[i], rng.random()))
    batches, current, width = [], [], 0
    for i in order:
        new_width = max(width, lengths[i])
        if current and (new_width * (len(current) + 1) > tokens_per_batch or len(current) >= max_batch):
            batches.append(current)
            current, new_width = [], lengths[i]
        current.append(i)
        width = new_width
    if current:
        batches.append(current)
    rng.shuffle(batches)
    return batches


def train_model(model: CopyLlamaForCausalLM, examples: Sequence[Any], tok, *, budget, lr: float, seed: int,
                tokens_per_batch: int, max_batch: int = 32, subset_prob: float = 0.2, pointer_weight: float = 0.5,
                loss_log=None, progress: bool = True, weight_decay: float = 0.01,
                curriculum: float = 0.0, curriculum_tokens: int = 640) -> dict[str, Any]:
    """Train in place until ``budget`` is spent; returns {"steps", "seconds", "last_loss"}.

    Curriculum: during the first ``curriculum`` fraction of the budget, only documents of at
    most ``curriculum_tokens`` tokens (cheap steps while the pointer learns to find labels).
    """
    from tqdm import tqdm

    from models.training.common import lr_at

    rng = random.Random(seed)
    decay = [p for n, p in model.named_parameters() if p.dim() >= 2]
    no_decay = [p for n, p in model.named_parameters() if p.dim() < 2]
    opt = torch.optim.AdamW([{"params": decay, "weight_decay": weight_decay}, {"params": no_decay, "weight_decay": 0.0}],
                            lr=lr, betas=(0.9, 0.98))
    model.train()
    step, epoch, ema = 0, 0, None
    bar = tqdm(total=budget.steps or int(budget.minutes * 60), unit="step" if budget.steps else "s",
               disable=not progress, desc="train ar", dynamic_ncols=True)
    shown = 0
    short = [ex for ex in examples if len(ex.doc_ids) <= curriculum_tokens]
    while not budget.done(step):
        early = budget.fraction(step) < curriculum and len(short) >= 32
        pool = short if early else examples
        seqs = [sequence_of(ex, tok, rng, subset_prob) for ex in pool]
        batches = make_batches([len(s[0]) for s in seqs], tokens_per_batch=tokens_per_batch, max_batch=max_batch, rng=rng)
        for idx in batches:
            if budget.done(step) or (early and budget.fraction(step) >= curriculum):
                break
            for group in opt.param_groups:
                group["lr"] = lr_at(budget.fraction(step), lr)
            losses = copy_loss(model, collate([seqs[i] for i in idx], tok.pad_id), pointer_weight=pointer_weight)
            opt.zero_grad(set_to_none=True)
            losses["loss"].backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            step += 1
            value = float(losses["nll"])
            ema = value if ema is None else 0.95 * ema + 0.05 * value
            if loss_log is not None:
                loss_log.add(step, budget.elapsed(), **{k: float(v.detach()) for k, v in losses.items()},
                             lr=opt.param_groups[0]["lr"])
            now = step if budget.steps else int(budget.elapsed())
            bar.update(now - shown)
            shown = now
            bar.set_postfix(nll=f"{ema:.3f}", epoch=epoch)
        epoch += 1
    bar.close()
    model.eval()
    return {"steps": step, "seconds": round(budget.elapsed(), 1), "last_loss": ema, "epochs": epoch}


def max_slot_tokens(examples: Sequence[Any], tok) -> dict[str, dict[str, int]]:
    """Per type and slot: the longest value seen in training, with headroom."""
    from pipeline.doctypes import DOCUMENT_TYPES

    out: dict[str, dict[str, int]] = {}
    for document_type in DOCUMENT_TYPES:
        seen = {p: 0 for p in slot_paths(document_type)}
        for ex in examples:
            if ex.document_type == document_type:
                for p, v in ex.slot_ids.items():
                    seen[p] = max(seen[p], len(v))
        out[document_type] = {p: min(256, max(8, int(n * 1.5) + 4)) for p, n in seen.items()}
    return out


def write_metadata(out_dir: Path, tok, *, max_doc_tokens: int, max_slots: dict[str, dict[str, int]],
                   extra: dict[str, Any] | None = None) -> None:
    from pipeline.doctypes import DOCUMENT_TYPES

    meta = {
        "kind": "autoregressive",
        "template_version": TEMPLATE_VERSION,
        "special_tokens": tok.special_token_ids(),
        "num_special": tok.num_special,
        "prompt": "[bos] doc [sep] [type] [slot_0] values [end] [slot_1] ... [end] [eos]",
        "max_doc_tokens": max_doc_tokens,
        "slots": {t: slot_paths(t) for t in DOCUMENT_TYPES},
        "max_slot_tokens": max_slots,
        "confidence": "product of the token probabilities of the slot's values and [end]",
        "calibration": {"method": "none", "temperature": 1.0, "accept_threshold": None},
        **(extra or {}),
    }
    (out_dir / "dualpath.json").write_text(json.dumps(meta, indent=1) + "\n")


def run(args) -> int:
    """`dualpath train --model ar`: corpus -> tokenizer -> train -> save -> metrics -> model card."""
    from models.dataset import build_examples, corpus_texts, length_report
    from models.tokenizer import train_tokenizer
    from models.training.common import Budget, LossLog, prepare_data, seed_everything
    from models.training.report import evaluate_and_report

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if args.threads:
        torch.set_num_threads(args.threads)
    seed_everything(args.seed)
    wall = time.monotonic()
    data = prepare_data(args)
    tok = train_tokenizer(corpus_texts(data.train), vocab_size=args.vocab_size)
    train_ex = build_examples(data.train, tok, max_doc_tokens=args.max_doc_tokens, progress=True)
    lengths = length_report(train_ex)
    print("train lengths (tokens):", json.dumps(lengths))
    seed_everything(args.seed)
    config = make_config(vocab_size=tok.vocab_size, d_model=args.d_model, n_layers=args.layers, n_heads=args.heads,
                         copy_dim=args.copy_dim, min_copy_id=tok.num_special, pad_id=tok.pad_id, bos_id=tok.bos_id,
                         eos_id=tok.eos_id, max_positions=args.max_doc_tokens + 512)
    model = CopyLlamaForCausalLM(config).to(args.device)
    n_params = sum(p.numel() for p in model.parameters())
    print(f"model: {n_params / 1e6:.2f} M parameters, d={args.d_model}, layers={args.layers}, heads={args.heads}, "
          f"copy_dim={args.copy_dim}, vocab={tok.vocab_size}")
    log = LossLog(out)
    budget = Budget(minutes=args.minutes, steps=args.steps)
    info = train_model(model, train_ex, tok, budget=budget, lr=args.lr, seed=args.seed,
                       tokens_per_batch=args.batch_tokens, subset_prob=args.subset_prob,
                       pointer_weight=args.pointer_weight, loss_log=log, curriculum=args.curriculum)
    log.close(title=f"AR training (seed {args.seed})")
    model.save_pretrained(out, safe_serialization=True)
    tok.save(out)
    write_metadata(out, tok, max_doc_tokens=args.max_doc_tokens, max_slots=max_slot_tokens(train_ex, tok),
                   extra={"train_lengths": lengths})
    train_seconds = info["seconds"]
    evaluate_and_report(out, "ar", data, args, train_info={**info, "parameters": n_params,
                                                            "wall_seconds": round(time.monotonic() - wall, 1),
                                                            "train_seconds": train_seconds})
    return 0
