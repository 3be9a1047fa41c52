"""What a decoder gives the pipeline: raw slot text per leaf, with a confidence.

Decoders (the diffusion model, the AR model, a test-only fake) know nothing of
normalisation, validation or grounding: they read the pages of a document and fill
the slots of its template with *raw* text, ideally the verbatim span of the
document (``12 MAR 1985``, ``USD 1.250.000,50``); ``pipeline.normalise`` turns
that text into the typed value. An empty slot (``raw is None``) means null / absent.

The pipeline never imports a model. It asks the installed ``DecoderProvider`` for a route's
decoder; the composition root (``dualpath.wiring.install``, called by the command line, the
API and the workers at start-up) installs the shipped models' provider, ``models.loading.ShippedModels``.
"""
from __future__ import annotations

import functools
import inspect
from dataclasses import dataclass, field
from typing import Any, Callable, Literal, Protocol, Sequence

DecodedBy = Literal["diffusion", "autoregressive"]


@dataclass(slots=True)
class SlotPrediction:
    path: str                 # concrete leaf path, e.g. "documents_required[2]"
    raw: str | None           # slot text as decoded; None for an empty slot
    confidence: float         # calibrated probability that raw is right, 0..1
    decoded_by: DecodedBy


@dataclass(slots=True)
class DecodeResult:
    document_type: str
    type_confidence: float
    slots: list[SlotPrediction]
    fallback_fields: list[str] = field(default_factory=list)  # paths re-decoded by AR
    reason: str = ""                                         # why fallback happened, if it did
    models: dict[str, str] = field(default_factory=dict)      # {"diffusion": "name@sha", ...}
    accept_threshold: float = 0.9  # calibrated confidence at or above which a field needs no review
    # the same for an empty answer (the field said absent); None: ``accept_threshold``. A missed
    # field accepted as absent is silently lost, and the real-time route calibrates it apart.
    accept_threshold_empty: float | None = None
    # the same for a field the route re-decoded (``fallback_fields``), on top of its kind's: the
    # first model was unsure of it, so its final confidence is read against what re-decoded fields
    # turned out to be; None: no extra bar; 1.0 or more: re-decoded fields always go to review.
    accept_threshold_redecoded: float | None = None
    # another decoder's reading of every slot (the AR model's, on the real-time route), for the
    # evidence of agreement; None: no second opinion was made
    second_opinion: list[SlotPrediction] | None = None
    # which evidence combinations go through unreviewed (a ``pipeline.acceptance.AcceptanceTable``,
    # which reads this module's reason codes); None: the thresholds above decide
    acceptance: Any = None
    # True when the result comes from a trained model whose route has no acceptance table measured
    # with its second opinion (a fresh checkpoint before ``dualpath calibrate-acceptance``, or a
    # route missing its second model): its thresholds were fitted on the training distribution
    # alone, so every field it reads goes to a person (``NOT_CALIBRATED``) rather than through them
    uncalibrated: bool = False

    def needs_review(self, value: object, confidence: float, source: object, *, redecoded: bool = False) -> bool:
        """``field_needs_review`` with this result's thresholds."""
        return bool(self.review_reasons(value, confidence, source, redecoded=redecoded))

    def review_reasons(self, value: object, confidence: float, source: object, *, redecoded: bool = False) -> list[str]:
        """``review_reasons`` with this result's thresholds."""
        return review_reasons(value, confidence, source, self.accept_threshold, self.accept_threshold_empty,
                              redecoded=redecoded, accept_threshold_redecoded=self.accept_threshold_redecoded)


#: Why a field needs a person, as the envelope's ``fields[].review`` names it (docs/CONTRACT.md).
#: The decoder's evidence gives the first three and the last; the pipeline's checks give the rest.
LOW_CONFIDENCE = "low_confidence"        # below the accept threshold of its kind of answer (value or empty)
NOT_IN_TEXT = "not_in_text"              # the value is not found in the document's text
REDECODED = "redecoded"                  # the first model was unsure and the AR model read it again
INVALID = "invalid"                      # the value cannot be read as its type, or breaks a rule of the schema
REQUIRED_BUT_NOT_STATED = "required_but_not_stated"   # the schema requires a value and none was read
CONFLICTS_WITH_DOCUMENT = "conflicts_with_document"   # another statement of the document says otherwise (MRZ)
DECODERS_DISAGREE = "decoders_disagree"  # the second opinion of the record gave another value
READ_FROM_SCAN = "read_from_scan"        # read by OCR from a scanned page, where acceptance was not measured
OCR_LOW_CONFIDENCE = "ocr_low_confidence"  # OCR was unsure of a word of the value's source
NOT_CALIBRATED = "not_calibrated"        # the route's models carry no acceptance table measured together
READ_FROM_MRZ = "read_from_mrz"          # taken from the identity document's machine-readable zone, not the models
REVIEW_REASONS = (LOW_CONFIDENCE, NOT_IN_TEXT, REDECODED, INVALID, REQUIRED_BUT_NOT_STATED, CONFLICTS_WITH_DOCUMENT,
                  DECODERS_DISAGREE, READ_FROM_SCAN, OCR_LOW_CONFIDENCE, NOT_CALIBRATED, READ_FROM_MRZ)


def review_reasons(value: object, confidence: float, source: object, accept_threshold: float,
                   accept_threshold_empty: float | None = None, *, redecoded: bool = False,
                   accept_threshold_redecoded: float | None = None) -> list[str]:
    """Why the decoder's evidence does not let a field be accepted, [] when it does: its
    confidence is below the accept threshold of its kind of answer (``accept_threshold`` for a
    value, ``accept_threshold_empty`` for an empty one, the former when None); its value is not
    found in the text (``source`` None); it was ``redecoded`` by the fallback and its confidence
    is below ``accept_threshold_redecoded`` (1.0 or more: never accepted)."""
    reasons = []
    bar = accept_threshold if value is not None or accept_threshold_empty is None else accept_threshold_empty
    if confidence < bar:
        reasons.append(LOW_CONFIDENCE)
    if value is not None and source is None:
        reasons.append(NOT_IN_TEXT)
    if redecoded and accept_threshold_redecoded is not None and (
            accept_threshold_redecoded >= 1.0 or confidence < accept_threshold_redecoded):
        reasons.append(REDECODED)
    return reasons


def field_needs_review(value: object, confidence: float, source: object, accept_threshold: float,
                       accept_threshold_empty: float | None = None, *, redecoded: bool = False,
                       accept_threshold_redecoded: float | None = None) -> bool:
    """Whether ``review_reasons`` gives any reason."""
    return bool(review_reasons(value, confidence, source, accept_threshold, accept_threshold_empty,
                               redecoded=redecoded, accept_threshold_redecoded=accept_threshold_redecoded))


class Decoder(Protocol):
    """Anything that fills a document's slots. ``route`` is "realtime" or "batch". ``geometry``
    (optional): per page, where each character of its text stands (``IngestedDocument.geometry``,
    ``pipeline.geometry.PageGeometry`` or None where unknown), for decoders whose models read page
    layout; a decoder whose ``decode`` takes no ``geometry`` is called without it
    (``with_geometry``)."""

    def decode(self, pages: Sequence[str], document_type: str | None, *, route: str,
               geometry: Sequence[Any] | None = None) -> DecodeResult: ...


class RedecodingDecoder(Decoder, Protocol):
    """A decoder that can re-decode chosen slots with its fallback (AR) model.

    The pipeline calls it on the real-time route for fields that failed validation or
    grounding after the first pass (the decoder itself already re-decodes the fields
    whose confidence is below its threshold).
    """

    def redecode(self, pages: Sequence[str], document_type: str, paths: Sequence[str], *,
                 geometry: Sequence[Any] | None = None) -> list[SlotPrediction]: ...


@functools.lru_cache(maxsize=256)
def _takes_geometry(function: Callable[..., Any]) -> bool:
    try:
        parameters = inspect.signature(function).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(p.name == "geometry" or p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters)


def takes_geometry(method: Callable[..., Any]) -> bool:
    """Whether ``method`` (a decoder's ``decode``, ``submit``, ``redecode`` ...) accepts ``geometry=``."""
    function = getattr(method, "__func__", method)
    try:
        return _takes_geometry(function)
    except TypeError:  # unhashable callable
        return False


def with_geometry(method: Callable[..., Any], *args: Any, geometry: Sequence[Any] | None = None,
                  **kwargs: Any) -> tuple[Any, ...]:
    """``(method, *args)`` and ``functools.partial`` keywords to call ``method`` with ``geometry``
    where it takes it, else without (a decoder written before the keyword): for executors,
    ``pool.submit(*with_geometry(decoder.decode, pages, t, geometry=g, route=r))``."""
    if geometry is not None and takes_geometry(method):
        kwargs["geometry"] = geometry
    return (functools.partial(method, **kwargs), *args) if kwargs else (method, *args)


def call_with_geometry(method: Callable[..., Any], *args: Any, geometry: Sequence[Any] | None = None,
                       **kwargs: Any) -> Any:
    """``method(*args, **kwargs)``, with ``geometry=`` where ``method`` takes it."""
    function, *rest = with_geometry(method, *args, geometry=geometry, **kwargs)
    return function(*rest)


class NoModelError(RuntimeError):
    """No trained checkpoint is available; the message says how to make one."""


class DecoderProvider(Protocol):
    """Where the pipeline gets a route's decoder and the versions an extraction depends on."""

    def load_decoder(self, route: str, *, engine_config: Any = None) -> Decoder:
        """The decoder of ``route`` ("batch" or "realtime"); ``engine_config`` configures the batch
        route's continuous-batching engine (None: its default). NoModelError if a model is missing."""
        ...

    def route_fingerprint(self, route: str) -> dict[str, str]:
        """{kind: version} of what ``load_decoder(route)`` would load, without loading it."""
        ...


_provider: DecoderProvider | None = None


def install_provider(provider: DecoderProvider) -> None:
    """Make ``provider`` the source of this process's decoders (the composition root calls it)."""
    global _provider
    _provider = provider


def installed_provider() -> DecoderProvider:
    """The installed provider, or NoModelError saying how to install one."""
    if _provider is None:
        raise NoModelError("no decoder provider is installed in this process: call dualpath.wiring.install() "
                           "(the shipped models) at start-up, pass a decoder explicitly, or set "
                           "DUALPATH_DECODER_FACTORY=module:callable")
    return _provider
