"""Byte-level BPE tokenizer shared by the AR and the diffusion models.

Usage::

    from models.tokenizer import DualpathTokenizer, train_tokenizer
    tok = train_tokenizer(texts, vocab_size=3000)      # texts: page texts + slot values
    tok.save(out_dir)                                   # writes out_dir/tokenizer.json
    tok = DualpathTokenizer.load(out_dir)
    ids = tok.encode(" ANNA MARIA")                     # plain text, no special tokens
    tok.decode(ids)                                     # -> " ANNA MARIA" (exact round trip)
    doc = tok.encode_document(pages)                    # DocumentEncoding(ids, spans)
    tok.pad_id, tok.bos_id, tok.eos_id, tok.end_id, tok.mask_id, tok.page_id, tok.sep_id
    tok.type_id("kyc_individual"); tok.slot_id("letter_of_credit", "documents_required[2]")

Every text encodes without an unknown token (byte-level alphabet) and decodes back to
itself. Special tokens: ``<pad> <bos> <eos> <end> <mask> <page> <sep>``, one type token
per document type (``<type:kyc_individual>``) and one slot token per concrete template
path and type (``<slot:kyc_individual:full_name>``); their ids are fixed by their order
below, so ids are stable across trainings with the same template version.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers

from pipeline.doctypes import DOCUMENT_TYPES
from models.template import slot_paths

__all__ = ["DocumentEncoding", "DualpathTokenizer", "special_tokens", "train_tokenizer"]

PAD, BOS, EOS, END, MASK, PAGE, SEP = "<pad>", "<bos>", "<eos>", "<end>", "<mask>", "<page>", "<sep>"
_BASE_SPECIALS = [PAD, BOS, EOS, END, MASK, PAGE, SEP]


def _type_token(document_type: str) -> str:
    return f"<type:{document_type}>"


def _slot_token(document_type: str, path: str) -> str:
    return f"<slot:{document_type}:{path}>"


def special_tokens() -> list[str]:
    """Every special token, in id order."""
    specials = list(_BASE_SPECIALS)
    specials += [_type_token(t) for t in DOCUMENT_TYPES]
    for t in DOCUMENT_TYPES:
        specials += [_slot_token(t, p) for p in slot_paths(t)]
    return specials


@dataclass(slots=True)
class DocumentEncoding:
    """Token ids of a document (pages joined by ``<page>``) and each token's text span.

    ``spans[i] = (page, start, end)``: 0-based page and character offsets into that
    page's text; ``page == -1`` for the ``<page>`` separators.
    """

    ids: list[int]
    spans: list[tuple[int, int, int]]


class DualpathTokenizer:
    """A ``tokenizers.Tokenizer`` plus the project's special-token ids."""

    def __init__(self, tokenizer: Tokenizer) -> None:
        self.tokenizer = tokenizer
        tokenizer.encode_special_tokens = True  # "<page>" typed in a document is plain text
        self._ids: dict[str, int] = {}
        for tok in special_tokens():
            idx = tokenizer.token_to_id(tok)
            assert idx is not None, f"tokenizer lacks special token {tok}: retrain it"
            self._ids[tok] = idx
        self.pad_id = self._ids[PAD]
        self.bos_id = self._ids[BOS]
        self.eos_id = self._ids[EOS]
        self.end_id = self._ids[END]
        self.mask_id = self._ids[MASK]
        self.page_id = self._ids[PAGE]
        self.sep_id = self._ids[SEP]
        self.special_ids: frozenset[int] = frozenset(self._ids.values())
        self.num_special = max(self.special_ids) + 1

    # -- persistence -------------------------------------------------------------
    @classmethod
    def load(cls, path: str | Path) -> DualpathTokenizer:
        """Load from a directory holding tokenizer.json, or from the file itself."""
        path = Path(path)
        if path.is_dir():
            path = path / "tokenizer.json"
        return cls(Tokenizer.from_file(str(path)))

    def save(self, directory: str | Path) -> Path:
        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        out = directory / "tokenizer.json"
        self.tokenizer.save(str(out))
        return out

    # -- ids ----------------------------------------------------------------------
    @property
    def vocab_size(self) -> int:
        return self.tokenizer.get_vocab_size(with_added_tokens=True)

    def type_id(self, document_type: str) -> int:
        return self._ids[_type_token(document_type)]

    def slot_id(self, document_type: str, path: str) -> int:
        return self._ids[_slot_token(document_type, path)]

    def special_token_ids(self) -> dict[str, int]:
        """Every special token and its id, for dualpath.json."""
        return dict(self._ids)

    def id_to_token(self, idx: int) -> str | None:
        return self.tokenizer.id_to_token(idx)

    # -- text ---------------------------------------------------------------------
    def encode(self, text: str) -> list[int]:
        """Plain text -> ids (special-token strings in the text are not special)."""
        return self.tokenizer.encode(text, add_special_tokens=False).ids

    def decode(self, ids: Iterable[int]) -> str:
        """Ids -> text; special tokens are dropped."""
        return self.tokenizer.decode([i for i in ids if i not in self.special_ids],
                                     skip_special_tokens=False)

    def encode_document(self, pages: Sequence[str]) -> DocumentEncoding:
        ids: list[int] = []
        spans: list[tuple[int, int, int]] = []
        for p, page in enumerate(pages):
            if p:
                ids.append(self.page_id)
                spans.append((-1, 0, 0))
            enc = self.tokenizer.encode(page, add_special_tokens=False)
            ids.extend(enc.ids)
            spans.extend((p, s, e) for s, e in enc.offsets)
        return DocumentEncoding(ids, spans)


def _new_tokenizer() -> Tokenizer:
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)
    tok.decoder = decoders.ByteLevel()
    return tok


def train_tokenizer(texts: Iterable[str], *, vocab_size: int = 3000, min_frequency: int = 2) -> DualpathTokenizer:
    """Train the byte-level BPE on ``texts``; deterministic for the same texts in the same order."""
    tok = _new_tokenizer()
    specials = special_tokens()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size + len(specials),
        min_frequency=min_frequency,
        special_tokens=specials,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator(list(texts), trainer=trainer)
    return DualpathTokenizer(tok)
