"""Whether a field may go through without a person, from the evidence both readings give.

A field's confidence alone is one model's opinion of itself. The two decoders make mistakes in
different places, so a second, independent reading of the whole record (the AR model reading
after the diffusion model on the real-time route) gives evidence that neither has alone: both
pointing at the same value. A field's ``Evidence`` combines that agreement with what the
pipeline's checks found (the value located in the text, the field not re-decoded after doubt),
whether the field is free text or a value whose format is checked, and its calibrated
confidence, cut at fixed points that are not tuned.

Which combinations are trusted is measured, not assumed: ``dualpath calibrate-acceptance``
counts, on documents of generators outside the training distribution, how often a field with
each combination was right, and an ``AcceptanceTable`` accepts the combinations whose precision
is at least ``TARGET_PRECISION`` with 95 % confidence (the one-sided Wilson lower bound, on at
least ``MIN_FIELDS`` fields). A bound, not the measured rate: mistakes cluster by layout (one
layout's phrasing misleads both models on every document written in it), so a rate just above
the target on thousands of fields fell well below it on a new draw of the same generators. For
the same reason each calibration source (a generator, or the corpus's `dev`) that holds enough
fields of a combination to show the target on its own (``fields_to_show``: 539 for 99.5 %) must
show it, by the same bound: a pooled figure can hide one source whose layouts the models misread.
A field of a record on which both readings agree everywhere (``/whole``) is also counted in its
combination without ``/whole`` (``pooled_key``), which thus measures every such field, whole record
or not: the field goes through when either is trusted. Extra evidence never makes a field less
trusted than the fields it was told apart from; each accepted population is measured as a whole.
The table travels with the model checkpoint (its ``dualpath.json``), so the pipeline never imports a
model.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any, Iterable, Mapping

from pipeline.decoding import DECODERS_DISAGREE, LOW_CONFIDENCE, NOT_IN_TEXT, READ_FROM_SCAN, REDECODED

__all__ = ["CONFIDENCE_BANDS", "FREE_TEXT_KINDS", "MIN_FIELDS", "TARGET_PRECISION", "TRUSTED_BANDS", "AcceptanceTable",
           "Evidence", "band_of", "fields_to_show", "pooled_key", "wilson_lower"]

#: Precision a combination must be shown to have (lower bound) before its fields go through unreviewed.
TARGET_PRECISION = 0.995
#: Fields a combination needs in the calibration documents before its precision is believed.
MIN_FIELDS = 200
#: Confidence bands, by lower edge: fixed round cut points of a calibrated probability, never
#: fitted to a set, so that a band's measured precision says what the table trusts.
CONFIDENCE_BANDS = ((0.999, "sure"), (0.99, "high"), (0.9, "fair"), (0.5, "low"), (0.0, "doubtful"))
#: The bands a combination may be trusted in at all, whatever it measures. On a fresh draw of the
#: calibration generators the `high` combinations the tables had trusted were 99.49 % right (4
#: wrong of 791), the `sure` ones 99.93 % (1 of 1,393): mistakes cluster by layout, so a band
#: that only just shows the target on the calibration draws falls under it on the next
#: (docs/DECISIONS.md, "The real-time route").
TRUSTED_BANDS = frozenset({"sure"})


#: Field kinds (``pipeline.fields``) whose values are free text: a span cut too short or run on
#: (an address missing its first line, a party name carrying "of ...") still normalises, so
#: such answers are measured apart from dates, amounts, codes and choices, whose format is checked.
FREE_TEXT_KINDS = frozenset({"text", "name"})


def confidence_band(confidence: float) -> str:
    """The band of ``confidence`` (``CONFIDENCE_BANDS``)."""
    return next(name for edge, name in CONFIDENCE_BANDS if confidence >= edge)


@dataclass(frozen=True, slots=True)
class Evidence:
    """What is known of one field's answer besides its value."""

    empty: bool               # the answer is "not stated" (a null value)
    free_text: bool           # the field holds free text (``FREE_TEXT_KINDS``), whose ends no format checks
    agree: bool | None        # the second opinion gave the same value; None: there was none
    located: bool             # the value was found in the document's text (True for an empty answer)
    redecoded: bool           # the route doubted the first model's answer and read it again
    band: str                 # ``confidence_band`` of the calibrated confidence
    scanned: bool = False     # read by OCR: the value's source, or for an empty answer the document,
                              # is on a scanned page, whose text may itself be misread
    whole_record_agrees: bool = False  # the second opinion gave the same value for every field of the
                                       # record: a layout the models misread rarely leaves them agreeing
                                       # everywhere, so such records are measured apart

    @property
    def key(self) -> str:
        """A stable name of the combination, e.g. ``value/typed/agree/located/first/high``, with
        ``/whole`` after it where both readings agree on the whole record, and ``/scan`` for a field
        read by OCR (measured apart: a text layer's figures say nothing of what OCR misreads)."""
        agreement = "alone" if self.agree is None else ("agree" if self.agree else "disagree")
        return "/".join(("empty" if self.empty else "value", "text" if self.free_text else "typed", agreement,
                         "located" if self.located else "unlocated",
                         "redecoded" if self.redecoded else "first", self.band,
                         *(("whole",) if self.whole_record_agrees else ()), *(("scan",) if self.scanned else ())))

    def reasons(self) -> list[str]:
        """The reason codes naming what this evidence lacks (``docs/CONTRACT.md``); a combination
        the table does not trust although it lacks nothing is reported as ``low_confidence``."""
        out = []
        if self.band not in ("sure", "high"):
            out.append(LOW_CONFIDENCE)
        if not self.located:
            out.append(NOT_IN_TEXT)
        if self.redecoded:
            out.append(REDECODED)
        if self.agree is False:
            out.append(DECODERS_DISAGREE)
        if self.scanned:
            out.append(READ_FROM_SCAN)
        return out or [LOW_CONFIDENCE]


def band_of(key: str) -> str:
    """The confidence band an evidence key names (``Evidence.key``'s sixth part)."""
    return key.split("/")[5]


def pooled_key(key: str) -> str:
    """``key`` without its ``/whole`` part: the combination that also counts fields of records the
    two readings do not agree on wholly."""
    return "/".join(part for part in key.split("/") if part != "whole")


def wilson_lower(right: int, total: int, z: float = 1.645) -> float:
    """One-sided 95 % lower bound of a proportion (Wilson score interval); 0 for no fields."""
    if total == 0:
        return 0.0
    p = right / total
    centre = p + z * z / (2 * total)
    margin = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total))
    return (centre - margin) / (1 + z * z / total)


@dataclass(frozen=True, slots=True)
class _Keyed:
    """Evidence known only by its key (a stored table's combination)."""

    key: str


def fields_to_show(target: float, z: float = 1.645) -> int:
    """The fewest fields whose lower bound can reach ``target`` at all (every one right)."""
    return math.ceil(z * z * target / (1 - target))


@dataclass(frozen=True, slots=True)
class AcceptanceTable:
    """The evidence combinations whose fields go through unreviewed, and what was measured."""

    accepted: frozenset[str]
    measured: Mapping[str, Mapping[str, Any]]   # key -> {"fields", "wrong", "precision", ...}
    calibrated_on: str = ""                       # which documents, in words
    pools_whole: bool = False                     # a key without /whole also counts the /whole fields

    def accepts(self, evidence: Evidence) -> bool:
        if evidence.whole_record_agrees and not self.tells_whole_records:
            # measured before whole-record agreement was told apart: its combinations cover both
            evidence = replace(evidence, whole_record_agrees=False)
        if evidence.key in self.accepted:
            return True
        return self.pools_whole and evidence.whole_record_agrees and pooled_key(evidence.key) in self.accepted

    @property
    def tells_whole_records(self) -> bool:
        """Whether the table measured fields of wholly agreeing records apart (``/whole`` keys)."""
        return any("/whole" in key for key in (*self.measured, *self.accepted))

    def review_reasons(self, evidence: Evidence) -> list[str]:
        """[] when ``evidence`` is a trusted combination, else what it lacks."""
        return [] if self.accepts(evidence) else evidence.reasons()

    @classmethod
    def measure(cls, outcomes: Iterable[tuple[Evidence, bool] | tuple[Evidence, bool, str]], *,
                calibrated_on: str = "", target: float = TARGET_PRECISION,
                min_fields: int = MIN_FIELDS, pool_whole: bool = True) -> "AcceptanceTable":
        """The table from (evidence, answer was right[, source]) tuples, one a field: a combination
        is accepted when it has ``min_fields`` fields or more, the lower bound of their precision
        (``wilson_lower``) is ``target`` or more, and so is the bound of every source holding
        ``fields_to_show(target)`` of its fields or more. ``pool_whole``: a ``/whole`` field is
        also counted under ``pooled_key`` (False for counts that already hold it: ``rejudge``)."""
        counts: dict[str, list[int]] = {}
        by_source: dict[str, dict[str, list[int]]] = {}
        fields = 0
        for outcome in outcomes:
            evidence, right = outcome[0], outcome[1]
            fields += 1
            keys = [evidence.key]
            if pool_whole and "/whole" in evidence.key:
                keys.append(pooled_key(evidence.key))
            for key in keys:
                tally = counts.setdefault(key, [0, 0])
                tally[0] += 1
                tally[1] += not right
                if len(outcome) > 2:
                    own = by_source.setdefault(key, {}).setdefault(str(outcome[2]), [0, 0])
                    own[0] += 1
                    own[1] += not right
        total = fields or 1
        measured = {}
        for key, (n, wrong) in sorted(counts.items(), key=lambda kv: -kv[1][0]):
            sources = {name: {"fields": m, "wrong": w, "precision": round((m - w) / m, 6)}
                       for name, (m, w) in sorted(by_source.get(key, {}).items())}
            enough = max(min_fields, fields_to_show(target))
            short = sorted(name for name, (m, w) in by_source.get(key, {}).items()
                           if m >= enough and wilson_lower(m - w, m) < target)
            measured[key] = {"fields": n, "wrong": wrong, "precision": round((n - wrong) / n, 6),
                             "precision_lower_95": round(wilson_lower(n - wrong, n), 6),
                             "share": round(n / total, 6),
                             "accepted": (n >= min_fields and wilson_lower(n - wrong, n) >= target and not short
                                          and band_of(key) in TRUSTED_BANDS)}
            if sources:
                measured[key]["sources"] = sources
                measured[key]["sources_below_target"] = short
        accepted = frozenset(k for k, m in measured.items() if m["accepted"])
        return cls(accepted, measured, calibrated_on, pools_whole=pool_whole)

    def to_dict(self) -> dict[str, Any]:
        rule = (f"accept a combination whose precision has a one-sided 95 % lower bound >= {TARGET_PRECISION} "
                f"on >= {MIN_FIELDS} fields, and on each calibration source holding enough of them "
                f"to show it (>= {fields_to_show(TARGET_PRECISION)}), in the band(s) "
                f"{', '.join(sorted(TRUSTED_BANDS))} only")
        if self.pools_whole:
            rule += "; a key without /whole also counts the fields of its /whole key, and either trusts them"
        return {"rule": rule, "pools_whole": self.pools_whole,
                "calibrated_on": self.calibrated_on, "accepted": sorted(self.accepted),
                "measured": {k: dict(v) for k, v in self.measured.items()}}

    @classmethod
    def rejudge(cls, info: Mapping[str, Any]) -> "AcceptanceTable":
        """A stored table judged again under this module's rule, from the counts it recorded (per
        combination, and per source where recorded): what ``measure`` gives for the same fields."""
        outcomes: list[tuple[Any, bool, str]] = []
        for key, m in info.get("measured", {}).items():
            evidence = _Keyed(key)
            sources = m.get("sources") or {"": {"fields": m["fields"], "wrong": m["wrong"]}}
            for name, own in sources.items():
                outcomes += [(evidence, True, name)] * (own["fields"] - own["wrong"]) + [(evidence, False, name)] * own["wrong"]
        # the stored counts already hold what they pool
        table = cls.measure(outcomes, calibrated_on=str(info.get("calibrated_on", "")), pool_whole=False)
        # a table recorded without sources is judged on its pool alone
        measured = {k: {f: v for f, v in m.items() if not (f.startswith("sources") and not info["measured"][k].get("sources"))}
                    for k, m in table.measured.items()}
        return cls(table.accepted, measured, table.calibrated_on, pools_whole=bool(info.get("pools_whole", False)))

    @classmethod
    def from_rows(cls, rows: Iterable[Mapping[str, Any]], *, calibrated_on: str = "") -> "AcceptanceTable":
        """The table measured from judged fields as ``dualpath calibrate-acceptance --rows`` writes
        them ({"set", "evidence", "right", ...} a field): the same table as the run that wrote them,
        under the current rule, without decoding anything again."""
        outcomes = [(_Keyed(row["evidence"]), bool(row["right"]), str(row["set"]).split("-s")[0]) for row in rows]
        return cls.measure(outcomes, calibrated_on=calibrated_on)

    @classmethod
    def from_dict(cls, info: Mapping[str, Any]) -> "AcceptanceTable":
        return cls(frozenset(info.get("accepted", ())), dict(info.get("measured", {})),
                   str(info.get("calibrated_on", "")), pools_whole=bool(info.get("pools_whole", False)))
