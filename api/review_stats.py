"""Counts over a set of extractions that people watch: straight-through rate, review progress,
corrections per field. The audit page shows them for what its filter selects."""
from __future__ import annotations

from collections import Counter, defaultdict
from typing import Sequence

from api.models import ExtractionStats
from pipeline import store
from pipeline.review import field_family, reviewed_view


def extraction_stats(rows: Sequence[store.Extraction], reviews: dict[int, list[store.Review]]) -> ExtractionStats:
    """``rows`` with ``reviews`` {extraction id: its reviews in order}. A field counts as corrected
    once per extraction however often it was corrected, and only where the value changed."""
    by_status: Counter[str] = Counter()
    straight: Counter[str] = Counter()
    needing: Counter[str] = Counter()
    actions: Counter[str] = Counter()
    corrected: dict[str, Counter[str]] = defaultdict(Counter)
    done = waiting = 0
    for row in rows:
        by_status[row.status] += 1
        if row.status == "accepted":
            straight[row.route] += 1
        elif row.status == "needs_review":
            needing[row.route] += 1
        its_reviews = reviews.get(row.id, [])
        actions.update(r.action for r in its_reviews)
        view = reviewed_view(row.envelope, its_reviews)
        done += view.fully_reviewed
        waiting += bool(view.open_paths)
        changed = {c.path for c in view.changes if c.kind == "corrected" and c.before != c.after}
        for path in changed:
            corrected[row.document_type or "unknown"][field_family(path)] += 1
    read = sum(straight.values()) + sum(needing.values())
    return ExtractionStats(
        total=len(rows), by_status=dict(by_status), straight_through=dict(straight), needing_review=dict(needing),
        straight_through_rate=round(sum(straight.values()) / read, 4) if read else None,
        fully_reviewed=done, waiting_for_review=waiting, reviews_by_action=dict(actions),
        corrections_by_field={t: dict(c.most_common()) for t, c in sorted(corrected.items())},
    )
