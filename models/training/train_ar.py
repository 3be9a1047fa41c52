"""Training of the AR model: batches of prompt + slot sequences, span-pointer loss.

    run(args) -> int        # `dualpath train --model ar ...` (see models.training.cli)

A slot's value is written as items (``models.dataset.slot_items``): a copied span is a start
and an end pointer token, other values vocabulary tokens, then [end]. Loss: mean -log p(target)
of ``CopyLlamaForCausalLM`` over those tokens (one softmax over vocabulary and pointers); the
pointer names the exact occurrence, so the model learns where a value is, not just what it is.

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
from tqdm import tqdm

from models.ar.modeling import CopyLlamaForCausalLM, make_config
from models.ar.prompt import build_training_sequence
from models.dataset import build_examples, corpus_texts, length_report, slot_items
from models.page_layout import layout_tensor, none_rows
from models.tokenizer import DualpathTokenizer, train_tokenizer
from models.training.common import Budget, LossLog, lr_at, prepare_data, seed_everything
from models.training.context_noise import ContextNoise
from models.training.report import CORPUS_OPTIONS, HYPER_PARAMETERS, evaluate_and_report, training_corpus
from models.template import TEMPLATE_VERSION, slot_paths
from pipeline.doctypes import DOCUMENT_TYPES

UNCALIBRATED = {"method": "none", "temperature": 1.0, "accept_threshold": None}  # dualpath.json before dev fitting

__all__ = ["ARBatch", "collate", "evaluate_only", "item_tokens", "make_batches", "max_slot_tokens", "null_positions",
           "pointer_loss", "restore_hyper_parameters", "restore_training_corpus", "run", "sequence_of",
           "train_model", "value_positions", "value_words", "write_metadata"]


@dataclass
class ARBatch:
    ids: torch.Tensor        # (B, T) right-padded (pointer ids included)
    pos: torch.Tensor        # (B, L) positions whose next token is a target (padded with 0)
    target: torch.Tensor     # (B, L) target ids
    valid: torch.Tensor      # (B, L) bool
    layout: torch.Tensor | None = None  # (B, T, 6) layout ids of ids' columns (models.page_layout); None: none

    def to(self, device: torch.device | str) -> "ARBatch":
        return ARBatch(self.ids.to(device), self.pos.to(device), self.target.to(device), self.valid.to(device),
                       None if self.layout is None else self.layout.to(device))


def item_tokens(items, *, start_base: int, end_base: int, offset: int) -> list[int]:
    """The AR tokens of one slot's items: a span is a start and an end pointer (columns = offset + position)."""
    out: list[int] = []
    for item in items:
        if item[0] == "span":
            out += [start_base + offset + item[1], end_base + offset + item[2]]
        else:
            out += list(item[1])
    return out


def sequence_of(example, tok, *, start_base: int, end_base: int, rng: random.Random | None = None,
                subset_prob: float = 0.0, items: dict | None = None, noise: ContextNoise | None = None,
                protected: tuple[set[int], frozenset[str]] | None = None):
    """(ids, loss positions, targets) of one example: prompt, then per slot its items and [end]
    (every slot but those ``example.unlocated``: values a scan states that OCR misread).
    With ``noise`` (and ``rng``), some context words of the document are replaced first; the
    values' positions and words it must leave alone are ``protected`` (derived from ``items``
    when not given: the trainer computes them once per example, not once per epoch)."""
    paths = slot_paths(example.document_type)
    unlocated = getattr(example, "unlocated", frozenset())
    if unlocated and len(unlocated) < len(paths):   # a scan's value OCR misread: not taught (models.dataset)
        paths = [p for p in paths if p not in unlocated]
    if rng is not None and rng.random() < subset_prob:
        keep = rng.randint(1, len(paths))
        paths = sorted(rng.sample(paths, keep), key=paths.index)
    items = items if items is not None else slot_items(example, tok)
    doc_ids = example.doc_ids
    if noise is not None and rng is not None:
        positions, words = protected if protected is not None else (value_positions(items), value_words(items, tok))
        doc_ids = noise.apply(doc_ids, positions, rng, protected_words=words)
    offset = 1  # [bos]
    slots = [(tok.slot_id(example.document_type, p),
              item_tokens(items[p], start_base=start_base, end_base=end_base, offset=offset)) for p in paths]
    ids, mask = build_training_sequence(tok, doc_ids, example.document_type, slots)
    pos = [i - 1 for i, m in enumerate(mask) if m]
    return ids, pos, [ids[i + 1] for i in pos]


def value_positions(items: dict) -> set[int]:
    """Document positions inside any slot's copied span (every slot, kept or not)."""
    return {k for slot in items.values() for item in slot if item[0] == "span" for k in range(item[1], item[2] + 1)}


def value_words(items: dict, tok) -> frozenset[str]:
    """Lower-cased words of the values written as vocabulary tokens (not copied): the document
    words they were read from must stay readable."""
    return frozenset(word for slot in items.values() for item in slot if item[0] == "text"
                     for word in tok.decode(item[1]).lower().split())


def collate(seqs: Sequence[tuple[list[int], list[int], list[int]]], pad_id: int,
            layouts: Sequence[bytes | None] | None = None) -> ARBatch:
    """A padded batch; ``layouts``: per sequence, the layout ids of its first columns ([bos] doc,
    ``sequence_layout``), for a model with layout tables."""
    width = max(len(s[0]) for s in seqs)
    n_loss = max(len(s[1]) for s in seqs)
    b = len(seqs)
    ids = torch.full((b, width), pad_id, dtype=torch.long)
    pos = torch.zeros((b, n_loss), dtype=torch.long)
    target = torch.zeros((b, n_loss), dtype=torch.long)
    valid = torch.zeros((b, n_loss), dtype=torch.bool)
    for row, (s_ids, s_pos, s_tgt) in enumerate(seqs):
        ids[row, : len(s_ids)] = torch.tensor(s_ids)
        n = len(s_pos)
        pos[row, :n] = torch.tensor(s_pos)
        target[row, :n] = torch.tensor(s_tgt)
        valid[row, :n] = True
    layout = None
    if layouts is not None and any(lay is not None for lay in layouts):
        layout = torch.stack([layout_tensor(lay or b"", width=width) for lay in layouts])
    return ARBatch(ids, pos, target, valid, layout)


def sequence_layout(example) -> bytes | None:
    """The layout ids of a training sequence's first columns: ``[bos]`` (none), then the document's."""
    return None if example.layout is None else none_rows(1) + example.layout


def null_positions(model: CopyLlamaForCausalLM, batch: ARBatch) -> torch.Tensor:
    """(B, L) bool: the loss positions that decide a slot is empty (null): [end] read right after
    the slot token. Slot tokens and [end] are special ids, every value item is not."""
    cur = torch.gather(batch.ids, 1, batch.pos)
    return batch.valid & (cur < model.min_copy_id) & (batch.target < model.min_copy_id)


def training_loss(nll: torch.Tensor, valid: torch.Tensor, mean: torch.Tensor, weight: torch.Tensor | None
                  ) -> torch.Tensor:
    """The loss to train on: ``mean`` (of ``nll`` over ``valid``), or with ``weight`` the mean
    that counts each valid position ``weight`` times."""
    if weight is None:
        return mean
    w = valid * weight
    return (nll * w).sum() / w.sum()


def pointer_loss(model: CopyLlamaForCausalLM, batch: ARBatch, *, null_weight: float = 1.0) -> dict[str, torch.Tensor]:
    """Mean -log p(target) over value items and [end] (one softmax over vocabulary and pointers).

    ``null_weight`` > 1 counts each empty slot's [end] that many times in the training loss
    (the model fills absent fields on unseen layouts); "nll" stays the unweighted mean.
    """
    ids = batch.ids
    weight = None
    if null_weight != 1.0:
        weight = torch.where(null_positions(model, batch), null_weight, 1.0)
    attn = (ids != model.config.pad_token_id).long()
    embeds = model.embed_inputs(ids, ids, batch.layout)
    h = model.model(inputs_embeds=embeds, attention_mask=attn).last_hidden_state  # (B, T, D)
    hq = torch.gather(h, 1, batch.pos[..., None].expand(-1, -1, h.shape[-1]))  # (B, L, D)
    cur = torch.gather(ids, 1, batch.pos)
    n = batch.valid.sum()
    if model.pointer_head is None:
        logp = F.log_softmax(model.lm_head(hq).float(), -1)
        nll = -logp.gather(-1, batch.target[..., None])[..., 0]
        mean = (nll * batch.valid).sum() / n
        return {"loss": training_loss(nll, batch.valid, mean, weight), "nll": mean.detach()}
    plain = model.base_ids(ids, ids)
    ks, ke = model.pointer_keys(h, plain)
    doc = model.document_columns(plain)
    vocab, s_scores, e_scores = model.pointer_scores(hq, cur, ks, ke, doc)
    width = ids.shape[1]
    logp = F.log_softmax(torch.cat([vocab, s_scores, e_scores], -1), -1)  # (B, L, V + 2T)
    tgt = batch.target
    v = model.config.vocab_size
    tgt = torch.where(model.is_start(tgt), tgt - model.start_base + v,
                      torch.where(model.is_end(tgt), tgt - model.end_base + v + width, tgt))
    nll = -logp.gather(-1, tgt[..., None])[..., 0]
    nll_mean = (nll * batch.valid).sum() / n
    is_ptr = batch.valid & (batch.target >= v)
    ptr_mean = (nll * is_ptr).sum() / is_ptr.sum().clamp(min=1)
    return {"loss": training_loss(nll, batch.valid, nll_mean, weight), "nll": nll_mean.detach(),
            "pointer": ptr_mean.detach()}


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
                tokens_per_batch: int, max_batch: int = 32, subset_prob: float = 0.2,
                loss_log=None, progress: bool = True, weight_decay: float = 0.01,
                curriculum: float = 0.0, curriculum_tokens: int = 640, null_weight: float = 1.0,
                context_noise: float = 0.0) -> dict[str, Any]:
    """Train in place until ``budget`` is spent; returns {"steps", "seconds", "last_loss"}.

    Curriculum: during the first ``curriculum`` fraction of the budget, only documents of at
    most ``curriculum_tokens`` tokens (cheap steps while the pointer learns to find labels).
    Context noise: each epoch, each context word of a document is replaced by random word pieces
    with probability ``context_noise`` (``models.training.context_noise``; 0 = none, the shipped recipe).
    """
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
    items = [slot_items(ex, tok) for ex in examples]
    short = [k for k, ex in enumerate(examples) if len(ex.doc_ids) <= curriculum_tokens]
    everything = list(range(len(examples)))
    bases = {"start_base": model.start_base, "end_base": model.end_base}
    noise = ContextNoise(tok, context_noise) if context_noise > 0 else None
    protections = [(value_positions(it), value_words(it, tok)) if noise else None for it in items]
    layouts = [sequence_layout(ex) if model.layout_embed is not None else None for ex in examples]
    device = next(model.parameters()).device
    while not budget.done(step):
        early = budget.fraction(step) < curriculum and len(short) >= 32
        pool = short if early else everything
        seqs = [sequence_of(examples[k], tok, rng=rng, subset_prob=subset_prob, items=items[k], noise=noise,
                            protected=protections[k], **bases) for k in pool]
        batches = make_batches([len(s[0]) for s in seqs], tokens_per_batch=tokens_per_batch, max_batch=max_batch, rng=rng)
        for idx in batches:
            if budget.done(step) or (early and budget.fraction(step) >= curriculum):
                break
            for group in opt.param_groups:
                group["lr"] = lr_at(budget.fraction(step), lr)
            batch = collate([seqs[i] for i in idx], tok.pad_id, [layouts[pool[i]] for i in idx])
            losses = pointer_loss(model, batch.to(device), null_weight=null_weight)
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
    """Per type and slot: the most item tokens seen in training, with headroom (an even number:
    a span's two pointers are never split by the limit)."""
    out: dict[str, dict[str, int]] = {}
    for document_type in DOCUMENT_TYPES:
        seen = {p: 0 for p in slot_paths(document_type)}
        for ex in examples:
            if ex.document_type == document_type:
                for p, items in slot_items(ex, tok).items():
                    seen[p] = max(seen[p], sum(2 if it[0] == "span" else len(it[1]) for it in items))
        out[document_type] = {p: 2 * ((min(64, max(4, n + 4)) + 1) // 2) for p, n in seen.items()}
    return out


def write_metadata(out_dir: Path, tok, *, max_doc_tokens: int, max_slots: dict[str, dict[str, int]],
                   extra: dict[str, Any] | None = None) -> None:
    meta = {
        "kind": "autoregressive",
        "template_version": TEMPLATE_VERSION,
        "special_tokens": tok.special_token_ids(),
        "num_special": tok.num_special,
        "prompt": "[bos] doc [sep] [type] [slot_0] items [end] [slot_1] ... [end] [eos]",
        "items": "span = start pointer (vocab_size + column) then end pointer (vocab_size + max_positions + column), "
                 "column = 1 + document token position; other values: vocabulary tokens",
        "max_doc_tokens": max_doc_tokens,
        "slots": {t: slot_paths(t) for t in DOCUMENT_TYPES},
        "max_slot_tokens": max_slots,
        "confidence": "product of the probabilities of the slot's item tokens and [end]",
        "calibration": dict(UNCALIBRATED),
        **(extra or {}),
    }
    (out_dir / "dualpath.json").write_text(json.dumps(meta, indent=1) + "\n")


def run(args) -> int:
    """`dualpath train --model ar`: corpus -> tokenizer -> train -> save -> metrics -> model card."""
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if args.threads:
        torch.set_num_threads(args.threads)
    seed_everything(args.seed)
    wall = time.monotonic()
    data = prepare_data(args)
    init_from = getattr(args, "init_from", None)
    if init_from:  # fine-tuning: the checkpoint's tokenizer (its pointer columns) and weights
        tok = DualpathTokenizer.load(init_from)
        args.max_doc_tokens = json.loads((Path(init_from) / "dualpath.json").read_text())["max_doc_tokens"]
    else:
        tok = train_tokenizer(corpus_texts(data.train), vocab_size=args.vocab_size)
    layout = bool(getattr(args, "layout", False))
    if init_from and not layout:  # a checkpoint with layout tables keeps them
        layout = bool(json.loads((Path(init_from) / "config.json").read_text()).get("layout_embeddings", False))
    train_ex = build_examples(data.train, tok, max_doc_tokens=args.max_doc_tokens, progress=True, layout=layout)
    lengths = length_report(train_ex)
    print("train lengths (tokens):", json.dumps(lengths))
    seed_everything(args.seed)
    if init_from:
        model = CopyLlamaForCausalLM.from_pretrained(init_from).to(args.device)
        if layout:
            model.add_layout_embeddings()  # zero tables: the checkpoint's function to start with
        config = model.config
        args.d_model, args.layers, args.heads = config.hidden_size, config.num_hidden_layers, config.num_attention_heads
        copy = getattr(config, "dualpath_copy", None) or {}
        args.copy_dim, args.key_layers = int(copy.get("copy_dim", 0)), int(copy.get("key_layers", 0))
    else:
        config = make_config(vocab_size=tok.vocab_size, d_model=args.d_model, n_layers=args.layers, n_heads=args.heads,
                             copy_dim=args.copy_dim, min_copy_id=tok.num_special, pad_id=tok.pad_id, bos_id=tok.bos_id,
                             eos_id=tok.eos_id, sep_id=tok.sep_id, max_positions=args.max_doc_tokens + 512,
                             key_layers=args.key_layers, layout=layout)
        model = CopyLlamaForCausalLM(config).to(args.device)
    n_params = sum(p.numel() for p in model.parameters())
    print(f"model: {n_params / 1e6:.2f} M parameters, d={args.d_model}, layers={args.layers}, heads={args.heads}, "
          f"copy_dim={args.copy_dim}, key_layers={args.key_layers}, vocab={tok.vocab_size}, layout={layout}")
    log = LossLog(out)
    budget = Budget(minutes=args.minutes, steps=args.steps)
    info = train_model(model, train_ex, tok, budget=budget, lr=args.lr, seed=args.seed,
                       tokens_per_batch=args.batch_tokens, subset_prob=args.subset_prob,
                       loss_log=log, curriculum=args.curriculum, null_weight=args.null_weight,
                       context_noise=args.context_noise)
    log.close(title=f"AR training (seed {args.seed})")
    model.save_pretrained(out, safe_serialization=True)
    tok.save(out)
    write_metadata(out, tok, max_doc_tokens=args.max_doc_tokens, max_slots=max_slot_tokens(train_ex, tok),
                   extra={"train_lengths": lengths})
    train_seconds = info["seconds"]
    hyper = {name: getattr(args, name) for name in HYPER_PARAMETERS if getattr(args, name, None) is not None}
    evaluate_and_report(out, "ar", data, args, train_info={**info, "parameters": n_params,
                                                            "wall_seconds": round(time.monotonic() - wall, 1),
                                                            "train_seconds": train_seconds,
                                                            "hyper_parameters": hyper,
                                                            "corpus": training_corpus(args, data.data_dir)})
    return 0


def restore_hyper_parameters(args: Any, train_info: dict[str, Any], explicit: frozenset[str] = frozenset()) -> None:
    """Set on ``args`` the training options the run recorded (metrics.json ``train``
    ``hyper_parameters``), except those given on the command line (``explicit``), so that a
    re-scored checkpoint's card names the options it was trained with, not today's defaults."""
    for name, value in train_info.get("hyper_parameters", {}).items():
        if name not in explicit:
            setattr(args, name, value)


def restore_training_corpus(args: Any, train_info: dict[str, Any]) -> None:
    """Re-score on the corpus the run trained on (its seed's `dev`/`test`) unless the command line
    names another with ``--data``, ``--corpus-version`` or ``--corpus-seed`` (their defaults are None)."""
    corpus = train_info.get("corpus")
    if not corpus or any(getattr(args, name, None) is not None for name in CORPUS_OPTIONS):
        return
    for name in CORPUS_OPTIONS:
        setattr(args, name, corpus.get(name))


def evaluate_only(args, explicit: frozenset[str] = frozenset()) -> int:
    """`dualpath train --model ar --evaluate-only --out DIR`: calibrate on dev and re-score DIR
    (training facts are kept from DIR/metrics.json, and so are the training options the card
    names, unless given on the command line: ``explicit``; a run whose metrics record no training
    options gets a card naming the options given here)."""
    out = Path(args.out)
    if args.threads:
        torch.set_num_threads(args.threads)
    meta_path = out / "dualpath.json"
    meta = json.loads(meta_path.read_text())
    meta["calibration"] = dict(UNCALIBRATED)  # fit afresh
    meta_path.write_text(json.dumps(meta, indent=1) + "\n")
    previous = json.loads((out / "metrics.json").read_text()) if (out / "metrics.json").exists() else {}
    train_info = previous.get("train", {})
    if train_info.get("steps") and not args.steps:  # the card's reproduce line names the run's steps
        args.steps, args.minutes = train_info["steps"], None
    restore_hyper_parameters(args, train_info, explicit)
    restore_training_corpus(args, train_info)
    data = prepare_data(args)
    evaluate_and_report(out, "ar", data, args, train_info=train_info)
    return 0
