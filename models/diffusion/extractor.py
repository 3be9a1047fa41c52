"""Pages in, slot texts out: a diffusion checkpoint with its tokenizer, layouts and calibration."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Collection, Mapping, Sequence

import torch

from models.diffusion.checkpoint import Checkpoint
from models.calibration import Calibration
from models.diffusion.data import build_layouts, pad_documents, pad_layouts
from models.diffusion.model import PrefixCache
from models.diffusion.sampler import SamplerParams, read_slots, sample
from models.diffusion.fields import FieldDecode, in_document_order
from models.diffusion.reading import DiffusionReading
from models.reading.registry import SWITCHES, apply_reading
from models.page_layout import document_layout
from models.reading.slot_text import render_slot
from pipeline.doctypes import DOCUMENT_TYPES, check_document_type
from pipeline.letterhead import letterhead_end, letterhead_tokens


def shared_span_doubts(fields: Sequence[FieldDecode]) -> list[str]:
    """Fields that point at the very words a more confident field of the same document points at
    (same first span): all of a group but its most confident (the earlier in template order on a
    tie), in template order.

    A share is sometimes right (one tolerance written once for both bounds), but when the diffusion
    model makes one, the less confident field is often the one that lost its own row (a missing
    transhipment clause answered with the partial-shipments one; a list item repeated). Measured on
    `dev`: docs/MODELS.md, "Shared spans and re-decoded fields"."""
    groups: dict[tuple[int, int], list[int]] = {}
    for index, field in enumerate(fields):
        if field.spans:
            groups.setdefault(field.spans[0], []).append(index)
    doubted: set[int] = set()
    for members in groups.values():
        if len(members) > 1:
            keep = max(members, key=lambda i: (fields[i].confidence, -i))
            doubted.update(i for i in members if i != keep)
    return [fields[i].path for i in sorted(doubted)]


#: Per document type, the path prefixes of the fields the issuer's letterhead cannot hold: a KYC
#: form's and a loan application's fields are the customer's, a letter of credit's applicant and
#: beneficiary are trading companies, never the bank whose letterhead the document carries.
NOT_THE_ISSUERS = {"kyc_individual": ("",), "loan_application": ("",),
                   "letter_of_credit": ("applicant.", "beneficiary.")}


def letterhead_doubts(document_type: str, fields: Sequence[FieldDecode], head_tokens: int) -> list[str]:
    """Fields the issuer's letterhead cannot hold (``NOT_THE_ISSUERS``) whose answer starts in it
    (its first ``head_tokens`` document tokens, ``pipeline.letterhead``), in template order.

    Trained on targets that pointed at the letterhead where a customer's country equalled the
    bank's, the diffusion model still answers a
    customer's country with the bank's under a label it does not know ("Ausstellungsstaat /
    Issuing state: Japan" read as the letterhead's "Germany"). Measured on 100 documents per type
    (docs/MODELS.md, "A letterhead answer re-decoded"): such answers were wrong in 10 of 21 on
    `test`, 4 of 11 on `dev`, 8 of 23 on `train`; the AR model's answer was right in 54 of the 55."""
    prefixes = NOT_THE_ISSUERS.get(document_type, ())
    return [f.path for f in fields if f.spans and f.spans[0][0] < head_tokens
            and any(f.path.startswith(prefix) for prefix in prefixes)]


def read_again(document_type: str, fields: Sequence[FieldDecode], tok, doc_ids: Sequence[int] | None, *,
               settings: Mapping[str, bool] | None = None, names: Collection[str] | None = None) -> list[FieldDecode]:
    """``fields`` after the diffusion extractor's reading rules (``models.reading.registry``, in its
    one order): those ``settings`` turn on, or only the rules ``names``."""
    state = DiffusionReading(document_type, fields, tok, doc_ids, in_document_order)
    apply_reading(state, "diffusion", document_type, tok, doc_ids, settings=settings, names=names)
    return state.fields


@dataclass(frozen=True, slots=True)
class Extraction:
    document_type: str
    type_confidence: float
    fields: list[FieldDecode]
    passes: int
    letterhead_tokens: int = 0  # how many leading document tokens are the issuer's letterhead
    # each document token's (page, start, end) characters (``DocumentEncoding.spans``): where the
    # fields' token spans lie in the text, for another tokenizer (``models.answer_context``)
    token_spans: Sequence[tuple[int, int, int]] = ()
    doc_ids: Sequence[int] = ()  # the document's token ids the fields' spans point into


class DiffusionExtractor:
    def __init__(self, checkpoint: Checkpoint, *, params: SamplerParams | None = None,
                 list_order: bool = True, fill_gaps: bool = True,
                 read_people: bool = True, read_swift: bool = True, read_prose: bool = True,
                 own_pairs: bool = True, skip_letterhead: bool | None = None, read_name_parts: bool = True,
                 read_lines: bool = True, read_currencies: bool = True) -> None:
        self.checkpoint = checkpoint
        self.read_name_parts = read_name_parts  # a name's two parts under labels of more languages
        self.list_order = list_order  # list items in document order (models.template.document_order)
        self.fill_gaps = fill_gaps  # items skipped between found ones (models.reading.list_reading)
        self.read_people = read_people  # co-borrowers from names and dates printed together
        self.read_swift = read_swift  # a letter of credit's parties from its MT700 message
        self.read_prose = read_prose  # a sex, a company's legal form read from the sentence or line that states it
        self.own_pairs = own_pairs  # one port / shipment clause mention is not both slots' answer
        self.read_lines = read_lines  # a one-line value over lines: its line; an address into the next row: ended
        self.read_currencies = read_currencies  # a currency answered with no currency's words: beside its amount
        self.model = checkpoint.model.eval()
        self.tokenizer = checkpoint.tokenizer
        self.config = self.model.config
        meta = checkpoint.meta
        self.layouts = build_layouts(self.config, self.tokenizer)
        self.params = params or SamplerParams(**meta.get("sampler", {}))
        self.calibration = Calibration.from_dict(meta.get("calibration"))
        # the letterhead as a pointer's last resort: the checkpoint's sampler setting unless given
        self.skip_letterhead = self.params.skip_letterhead if skip_letterhead is None else skip_letterhead

    @property
    def reading_settings(self) -> dict[str, bool]:
        """The switches of the reading rules (``models.reading.registry``), from this extractor's settings."""
        return {name: getattr(self, name) for name in SWITCHES}

    @property
    def device(self) -> torch.device:
        return next(self.model.parameters()).device

    @property
    def uses_layout(self) -> bool:
        """Whether the model embeds page layout (its inputs need the document's geometry)."""
        return bool(self.config.layout_embeddings)

    def encode(self, documents: Sequence[Sequence[str]], geometries: Sequence[Sequence | None] | None = None,
               ) -> tuple[PrefixCache, list[list[int]], list[int], list[list[tuple[int, int, int]]]]:
        """The documents' prefix cache, each one's token ids (cut to the prefix), how many of them
        are its letterhead, and each token's characters (``DocumentEncoding.spans``). ``geometries``:
        per document, its pages' ``PageGeometry`` (a model with layout tables reads their layout
        ids, ``models.page_layout``; None: unknown)."""
        ids, heads, spans, layouts = [], [], [], []
        geometries = list(geometries) if geometries is not None else [None] * len(documents)
        for pages, geometry in zip(documents, geometries):
            encoding = self.tokenizer.encode_document(list(pages))
            ids.append(encoding.ids[: self.config.max_prefix_len])
            heads.append(letterhead_tokens(encoding.spans, letterhead_end(pages)))
            spans.append(encoding.spans)
            if self.uses_layout:
                layouts.append(document_layout(list(pages), geometry, encoding.spans, len(ids[-1])))
        doc_ids, doc_mask = pad_documents(ids, self.config.pad_id, self.config.max_prefix_len)
        layout = pad_layouts(layouts, doc_ids.shape[1]).to(self.device) if self.uses_layout else None
        return (self.model.encode_prefix(doc_ids.to(self.device), doc_mask.to(self.device), layout), ids, heads,
                spans)

    def read(self, document_type: str, fields: Sequence[FieldDecode], doc_ids: Sequence[int], *,
             rules: Collection[str] | None = None) -> list[FieldDecode]:
        """The sampler's ``fields`` (template order) with their lists in document order and the reading
        rules this extractor's settings turn on applied (``read_again``); ``rules``: only these
        (``benchmarks/reading_rules.py`` leaves one out). Unchanged when ``list_order`` is off."""
        if not self.list_order:
            return list(fields)
        return read_again(document_type, in_document_order(document_type, fields), self.tokenizer, doc_ids,
                          settings=self.reading_settings, names=rules)

    @torch.no_grad()
    def extract(self, pages: Sequence[str], document_type: str | None = None,
                geometry: Sequence | None = None, *, reading: bool = True) -> Extraction:
        return self.extract_many([pages], [document_type], [geometry], reading=reading)[0]

    @torch.no_grad()
    def extract_many(self, documents: Sequence[Sequence[str]],
                     document_types: Sequence[str | None] | None = None,
                     geometries: Sequence[Sequence | None] | None = None, *,
                     reading: bool = True) -> list[Extraction]:
        """Several documents at once (one prefix pass, one sampler run per detected type);
        ``geometries``: per document, its pages' geometry (``encode``). ``reading`` False: the
        sampler's fields as they are, for ``read`` to read later."""
        document_types = list(document_types or [None] * len(documents))
        cache, ids, heads, token_spans = self.encode(documents, geometries)
        type_probs = cache.type_logits.float().softmax(-1)
        chosen: list[tuple[str, float]] = []
        for i, given in enumerate(document_types):
            if given is not None:
                chosen.append((check_document_type(given), 1.0))
            else:
                k = int(type_probs[i].argmax())
                chosen.append((DOCUMENT_TYPES[k], float(type_probs[i, k])))
        out: list[Extraction | None] = [None] * len(documents)
        for document_type in DOCUMENT_TYPES:
            rows = [i for i, (t, _) in enumerate(chosen) if t == document_type]
            if not rows:
                continue
            layout = self.layouts[document_type]
            result = sample(self.model, cache.select(rows), layout, self.params,
                            [heads[i] if self.skip_letterhead else 0 for i in rows])
            for r, i in enumerate(rows):
                fields = []
                for slot in read_slots(result, layout, row=r):
                    raw = slot.prob_product
                    text = render_slot(self.tokenizer, ids[i], slot.path, slot.items) if slot.items else None
                    spans = tuple((int(it[1]), int(it[2])) for it in slot.items if it[0] == "span")
                    fields.append(FieldDecode(slot.path, text, self.calibration(raw), raw, spans=spans))
                if reading:
                    fields = self.read(document_type, fields, ids[i])
                out[i] = Extraction(document_type, chosen[i][1], fields, result.passes, letterhead_tokens=heads[i],
                                    token_spans=token_spans[i], doc_ids=tuple(ids[i]))
        return out  # type: ignore[return-value]
