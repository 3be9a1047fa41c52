"""The AR model behind the continuous-batching engine, as a ``pipeline.decoding.Decoder``.

    decoder = EngineDecoder("models/checkpoints/ar", config=EngineConfig(max_num_seqs=64))
    future = decoder.submit(pages, "letter_of_credit")   # concurrent.futures.Future[DecodeResult]
    decoder.decode(pages, None, route="batch")           # blocking; the type classified first
    decoder.close()

One engine, one loop thread: every caller's document joins the running batch at the next
step and its future resolves the step its last slot closes, so many threads (a batch run,
a Celery worker's thread pool) share the machine. Prompts and slot plans are the reference
decoder's (``models.ar.decoder.BatchDecoder``), so the tokens are the same, and so is the
text of each slot: ``BatchDecoder.slot_text`` resolves the span pointers against the prompt's
document.
"""
from __future__ import annotations

import queue
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any, Protocol, Sequence

from models.ar.decoder import BatchDecoder, SlotOutput
from models.engine import EngineConfig, LLMEngine, SkeletonParams
from pipeline.acceptance import AcceptanceTable
from pipeline.decoding import DecodeResult, SlotPrediction, with_geometry as _with_geometry

__all__ = ["EngineDecoder", "SecondOpinion"]


class SecondOpinion(Protocol):
    """Another decoder's reading of a whole document (the diffusion model's, alone)."""

    models: dict[str, str]

    def read(self, pages: Sequence[str], document_type: str) -> list[SlotPrediction]: ...


class EngineDecoder:
    decoded_by = "autoregressive"

    def __init__(self, checkpoint: str | Path, *, config: EngineConfig | None = None, classifier=None,
                 reference: BatchDecoder | None = None, device: str = "cpu",
                 second_opinion: SecondOpinion | None = None, acceptance: AcceptanceTable | None = None) -> None:
        self.reference = reference or BatchDecoder(checkpoint, classifier=classifier, device=device)
        # the diffusion model's reading of each document beside the AR model's (``second_opinion``),
        # on a thread of its own while the engine decodes: the evidence of agreement that the
        # checkpoint's acceptance table (``dualpath calibrate-acceptance --route batch``) was measured
        # on; ``acceptance`` replaces that table (calibration itself)
        table = self.reference.meta.get("acceptance")
        self.acceptance = acceptance or (AcceptanceTable.from_dict(table) if table else None)
        self.second_opinion = second_opinion if self.acceptance is not None else None
        self._second_pool = (ThreadPoolExecutor(1, thread_name_prefix="second-opinion")
                             if self.second_opinion is not None else None)
        self.tok, self.version = self.reference.tok, self.reference.version
        self.engine = LLMEngine(self.reference.model, config)
        self._inbox: queue.SimpleQueue = queue.SimpleQueue()
        self._closed = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="dualpath-engine", daemon=True)
        self._thread.start()

    @property
    def models(self) -> dict[str, str]:
        """{kind: version} of the models behind this decoder's results (the second opinion's too)."""
        out = {"autoregressive": self.version}
        if self.second_opinion is not None:
            out.update(self.second_opinion.models)
        return out

    # -- requests ------------------------------------------------------------------------
    @property
    def uses_layout(self) -> bool:
        """Whether the model embeds page layout (its inputs need the document's geometry)."""
        return self.reference.uses_layout

    def submit_slots(self, pages: Sequence[str], document_type: str, paths: Sequence[str] | None = None,
                     geometry: Sequence | None = None) -> Future:
        """Future of ``(prompt, [SlotOutput per path], layout)`` for ``paths`` (all slots when None;
        ``layout``: the prompt's layout ids, None for a model without layout tables);
        ``geometry``: the pages' ``PageGeometry``, read by a model with layout tables."""
        assert not self._closed.is_set(), "the decoder is closed"
        plan = self.reference.plan(document_type, paths)
        prompt, layout = self.reference.prompt_and_layout(pages, document_type, plan, geometry)
        params = SkeletonParams.from_plan(plan, end_id=self.tok.end_id, num_special=self.tok.num_special)
        # prompt-lookup hints computed here, in the caller's thread, not the engine loop's
        drafter = self.reference.drafter(prompt, plan) if self.engine.config.num_draft else None
        future: Future = Future()
        future.set_running_or_notify_cancel()
        self._inbox.put((prompt, params, drafter, plan.paths, future, layout))
        return future

    def submit(self, pages: Sequence[str], document_type: str | None, geometry: Sequence | None = None) -> Future:
        """Future of the document's ``DecodeResult``; ``geometry``: the pages' ``PageGeometry``
        (``IngestedDocument.geometry``), read by models with layout tables."""
        type_confidence = 1.0
        if document_type is None:
            document_type, type_confidence = self.reference.classify(pages)
        slots = self.submit_slots(pages, document_type, geometry=geometry)
        second = None
        if self._second_pool is not None and self.second_opinion is not None:
            second = self._second_pool.submit(*_with_geometry(self.second_opinion.read, list(pages), document_type,
                                                              geometry=geometry))
        result: Future = Future()
        result.set_running_or_notify_cancel()

        def done(f: Future) -> None:
            if f.exception() is not None:
                result.set_exception(f.exception())
                return
            prompt, outputs, layout = f.result()
            slots_out = self._predictions(prompt, outputs, document_type, layout)
            decoded = DecodeResult(document_type, type_confidence, slots_out, models={"autoregressive": self.version},
                                   accept_threshold=self.reference.accept_threshold,
                                   accept_threshold_empty=self.reference.accept_threshold_empty)
            if second is None:
                # no table, or no diffusion model to give the evidence it was measured on
                decoded.uncalibrated = True
                result.set_result(decoded)
                return

            def attach_second_opinion(s: Future) -> None:
                if s.cancelled():  # close() cancelled it: fail the document, never leave its caller waiting
                    result.set_exception(RuntimeError("the decoder was closed"))
                    return
                if s.exception() is not None:
                    result.set_exception(s.exception())
                    return
                decoded.second_opinion, decoded.acceptance = s.result(), self.acceptance
                decoded.models = {**decoded.models, **self.second_opinion.models}  # type: ignore[union-attr]
                result.set_result(decoded)
            second.add_done_callback(attach_second_opinion)
        slots.add_done_callback(done)
        return result

    # -- Decoder protocol ----------------------------------------------------------------
    def decode(self, pages: Sequence[str], document_type: str | None, *, route: str = "batch",
               geometry: Sequence | None = None) -> DecodeResult:
        return self.submit(pages, document_type, geometry).result()

    def decode_slots(self, pages: Sequence[str], document_type: str, paths: Sequence[str], *,
                     geometry: Sequence | None = None) -> list[SlotPrediction]:
        if not paths:
            return []
        prompt, outputs, layout = self.submit_slots(pages, document_type, paths, geometry).result()
        return self._predictions(prompt, outputs, document_type, layout)

    def close(self) -> None:
        if self._second_pool is not None:
            self._second_pool.shutdown(wait=False, cancel_futures=True)
        self._closed.set()
        self._inbox.put(None)
        self._thread.join(timeout=30)

    def __enter__(self) -> "EngineDecoder":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- the loop --------------------------------------------------------------------------
    def _predictions(self, prompt: Sequence[int], outputs: Sequence[SlotOutput],
                     document_type: str, layout=None) -> list[SlotPrediction]:
        """Slot texts (pointers resolved against the prompt's document) and confidences; ``layout``:
        the prompt's layout ids (the second readings' model calls read them)."""
        return self.reference.predictions(prompt, outputs, document_type, layout)

    def _loop(self) -> None:
        waiting: dict[int, tuple[list[int], tuple[str, ...], Future, Any]] = {}  # seq id -> prompt, paths, future, layout
        while True:
            block = self.engine.is_finished()
            while True:
                try:
                    item = self._inbox.get(block=block)
                except queue.Empty:
                    break
                if item is None:
                    self._fail_all(waiting, RuntimeError("the engine was closed"))
                    return
                prompt, params, drafter, paths, future, layout = item
                try:
                    waiting[self.engine.add_request(prompt, params, drafter, layout).seq_id] = (prompt, paths, future,
                                                                                                layout)
                except Exception as exc:  # e.g. longer than the whole KV budget: this document only
                    future.set_exception(exc)
                block = False
            if self.engine.is_finished():
                continue
            try:
                finished = self.engine.step()
            except Exception as exc:  # a bug or OOM in the step: fail what is in flight, keep serving
                self._fail_all(waiting, exc)
                self.engine = LLMEngine(self.engine.runner.model, self.engine.config)
                continue
            for seq in finished:
                prompt, paths, future, layout = waiting.pop(seq.seq_id)
                future.set_result((prompt, [SlotOutput(p, s.ids, s.probs) for p, s in zip(paths, seq.slots)], layout))

    @staticmethod
    def _fail_all(waiting: dict, exc: Exception) -> None:
        for _, _, future, _ in waiting.values():
            future.set_exception(exc)
        waiting.clear()
