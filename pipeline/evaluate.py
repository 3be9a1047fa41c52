"""Field-level evaluation of result envelopes against truth files.

Leaves are compared after folding white space and case for strings, numbers within
0.005, and lists item by item in order (a missing or extra item counts every one of its
leaves as wrong). A rejected result (``data`` null) gets every leaf wrong.
"""
from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from pipeline.doctypes import DOCUMENT_TYPES
from pipeline.fields import FIELD_SPECS, get_path

NUMBER_TOLERANCE = 0.005

__all__ = ["LeafComparison", "compare_records", "evaluate_dirs", "evaluate_pairs", "values_equal"]


def values_equal(truth: Any, predicted: Any) -> bool:
    if truth is None or predicted is None:
        return truth is None and predicted is None
    if isinstance(truth, bool) or isinstance(predicted, bool):
        return truth is predicted
    if isinstance(truth, (int, float)) and isinstance(predicted, (int, float)):
        return abs(float(truth) - float(predicted)) <= NUMBER_TOLERANCE
    if isinstance(truth, str) and isinstance(predicted, str):
        return _fold(truth) == _fold(predicted)
    return truth == predicted


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


@dataclass(frozen=True, slots=True)
class LeafComparison:
    path: str            # concrete path
    template_path: str   # e.g. co_borrowers[].full_name
    truth: Any
    predicted: Any
    correct: bool


def compare_records(document_type: str, truth: dict[str, Any], predicted: dict[str, Any] | None) -> list[LeafComparison]:
    """One comparison per leaf of the truth's type (list items: the longer of the two lists).

    ``predicted`` None (a rejected or missing result) makes every leaf wrong, nulls included.
    """
    if not isinstance(predicted, dict):
        return [LeafComparison(c.path, c.template_path, c.truth, _show(_MISSING), False)
                for c in compare_records(document_type, truth, truth)]
    out: list[LeafComparison] = []
    for spec in FIELD_SPECS[document_type]:
        if spec.list_name is None:
            t, p = get_path(truth, spec.path), get_path(predicted, spec.path)
            out.append(LeafComparison(spec.path, spec.path, t, p, values_equal(t, p)))
            continue
        t_items = truth.get(spec.list_name) or []
        p_items = predicted.get(spec.list_name) or []
        if not isinstance(p_items, list):
            p_items = []
        for i in range(max(len(t_items), len(p_items))):
            path = spec.concrete(i)
            t = get_path(truth, path) if i < len(t_items) else _MISSING
            p = get_path(predicted, path) if i < len(p_items) else _MISSING
            correct = t is not _MISSING and p is not _MISSING and values_equal(t, p)
            out.append(LeafComparison(path, spec.path, _show(t), _show(p), correct))
    return out


class _Missing:
    def __repr__(self) -> str:
        return "<no item>"


_MISSING = _Missing()


def _show(value: Any) -> Any:
    return "<no item>" if value is _MISSING else value


@dataclass
class _Tally:
    correct: int = 0
    total: int = 0

    def add(self, ok: bool) -> None:
        self.correct += ok
        self.total += 1

    @property
    def accuracy(self) -> float | None:
        return round(self.correct / self.total, 6) if self.total else None


@dataclass
class _Report:
    fields: _Tally = field(default_factory=_Tally)
    docs_exact: _Tally = field(default_factory=_Tally)
    doc_type: _Tally = field(default_factory=_Tally)
    absent_null: _Tally = field(default_factory=_Tally)   # truth null -> predicted null
    per_type: dict[str, _Tally] = field(default_factory=lambda: defaultdict(_Tally))
    per_type_exact: dict[str, _Tally] = field(default_factory=lambda: defaultdict(_Tally))
    per_path: dict[str, _Tally] = field(default_factory=lambda: defaultdict(_Tally))
    statuses: Counter = field(default_factory=Counter)
    errors: Counter = field(default_factory=Counter)
    missing_results: list[str] = field(default_factory=list)


def evaluate_pairs(pairs: Iterable[tuple[str, dict[str, Any], dict[str, Any] | None]], *, top_errors: int = 25) -> dict[str, Any]:
    """Evaluate (stem, truth file content, envelope or None if missing) triples."""
    report = _Report()
    for stem, truth, envelope in pairs:
        document_type = truth["document_type"]
        if envelope is None:
            report.missing_results.append(stem)
        predicted = envelope.get("data") if envelope else None
        report.statuses[envelope.get("status") if envelope else "missing"] += 1
        report.doc_type.add(bool(envelope) and envelope.get("document_type") == document_type)
        comparisons = compare_records(document_type, truth["data"], predicted)
        for c in comparisons:
            report.fields.add(c.correct)
            report.per_type[document_type].add(c.correct)
            report.per_path[f"{document_type}.{c.template_path}"].add(c.correct)
            if c.truth is None:
                report.absent_null.add(c.correct)
            if not c.correct:
                report.errors[(f"{document_type}.{c.template_path}", _short(c.truth), _short(c.predicted))] += 1
        exact = all(c.correct for c in comparisons)
        report.docs_exact.add(exact)
        report.per_type_exact[document_type].add(exact)
    return {
        "documents": report.docs_exact.total,
        "field_accuracy": report.fields.accuracy,
        "fields_total": report.fields.total,
        "document_exact_match": report.docs_exact.accuracy,
        "document_type_accuracy": report.doc_type.accuracy,
        "absent_fields_null_rate": report.absent_null.accuracy,
        "statuses": dict(report.statuses),
        "per_type": {
            t: {"field_accuracy": report.per_type[t].accuracy, "document_exact_match": report.per_type_exact[t].accuracy,
                "documents": report.per_type_exact[t].total}
            for t in DOCUMENT_TYPES if report.per_type_exact[t].total
        },
        "per_field": {p: {"accuracy": t.accuracy, "total": t.total} for p, t in sorted(report.per_path.items())},
        "most_frequent_errors": [
            {"field": f, "truth": t, "predicted": p, "count": n} for (f, t, p), n in report.errors.most_common(top_errors)
        ],
        "missing_results": report.missing_results,
    }


def _short(value: Any) -> Any:
    if isinstance(value, str) and len(value) > 80:
        return value[:77] + "..."
    return value


def evaluate_dirs(truth_dir: Path, results_dir: Path) -> dict[str, Any]:
    """Pair ``TRUTH/<stem>.truth.json`` with ``RESULTS/<stem>.json`` and evaluate."""
    truth_files = sorted(truth_dir.glob("*.truth.json"))
    if not truth_files:
        raise FileNotFoundError(f"no *.truth.json files in {truth_dir}")

    def pairs() -> Iterable[tuple[str, dict[str, Any], dict[str, Any] | None]]:
        for path in truth_files:
            stem = path.name[: -len(".truth.json")]
            result_path = results_dir / f"{stem}.json"
            envelope = json.loads(result_path.read_text()) if result_path.exists() else None
            yield stem, json.loads(path.read_text()), envelope

    return evaluate_pairs(pairs())
