"""Prometheus metrics, every one named ``dualpath_*``, on a registry of their own.

Counters and histograms the API observes itself (request latency per extraction route,
refusals) live in this process; what the whole fleet did (statuses, fallback rate,
per-route extraction time, dead letters, queue depth) is read from the store and the
broker at scrape time, so one API scrape sees every worker's work. So are the review counts
(reviews by action, fields corrected per field family, straight-through documents per route):
reviews are append-only rows, so those series only grow.
"""
from __future__ import annotations

import logging
from typing import Any, Callable, Iterable

from prometheus_client import CollectorRegistry, Counter, Histogram
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, HistogramMetricFamily, Metric
from sqlalchemy import case, func, select
from sqlalchemy.orm import Session

from pipeline.review import field_family
from pipeline.store import AuditHead, DeadLetter, Extraction, Review

log = logging.getLogger(__name__)

REGISTRY = CollectorRegistry(auto_describe=True)
LATENCY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 0.75, 1.0, 1.5, 2.5, 5.0, 10.0, 30.0)

HTTP_LATENCY = Histogram(
    "dualpath_http_request_duration_seconds", "API request latency by route template and status.",
    ["method", "path", "status"], registry=REGISTRY, buckets=LATENCY_BUCKETS,
)
EXTRACT_LATENCY = Histogram(
    "dualpath_extract_latency_seconds",
    "End-to-end latency of an extraction request as the API saw it, per decoding route.",
    ["route"], registry=REGISTRY, buckets=LATENCY_BUCKETS,
)
EXTRACT_RESULTS = Counter(
    "dualpath_extract_requests_total", "Extraction requests answered by this API, by outcome.",
    ["route", "outcome"], registry=REGISTRY,
)
REFUSED = Counter("dualpath_refused_requests_total", "Refused requests, by HTTP status.", ["status"],
                  registry=REGISTRY)


class FleetCollector:
    """What every worker did, read from the store (and queue depth from the broker) at scrape time."""

    def __init__(self, session_factory: Callable[[], Any], queue_depths: Callable[[], dict[str, int]]) -> None:
        self.session_factory = session_factory
        self.queue_depths = queue_depths

    def describe(self) -> Iterable[Metric]:
        return []

    def collect(self) -> Iterable[Metric]:
        statuses = GaugeMetricFamily("dualpath_extractions", "Extractions in the store, by route and status.",
                                     labels=["route", "status"])
        fallback = GaugeMetricFamily("dualpath_fallback_rate",
                                     "Share of extractions in which some field was re-decoded by the AR model.",
                                     labels=["route"])
        durations = HistogramMetricFamily("dualpath_extraction_duration_seconds",
                                          "Pipeline time of stored extractions (timings_ms.total), per route.",
                                          labels=["route"])
        dead = GaugeMetricFamily("dualpath_dead_letters", "Tasks that exhausted their retries.")
        audit = GaugeMetricFamily("dualpath_audit_log_entries", "Entries in the hash-chained audit log.")
        queues = GaugeMetricFamily("dualpath_queue_depth", "Tasks waiting in each queue.", labels=["queue"])
        review_metrics: list[Metric] = []
        try:
            with self.session_factory() as s:
                for route, status, n in s.execute(select(Extraction.route, Extraction.status, func.count())
                                                  .group_by(Extraction.route, Extraction.status)):
                    statuses.add_metric([route, status], n)
                for route, n, n_fb in s.execute(select(Extraction.route, func.count(),
                                                       func.sum(case((Extraction.has_fallback, 1), else_=0)))
                                                .group_by(Extraction.route)):
                    fallback.add_metric([route], (n_fb or 0) / n if n else 0.0)
                seconds = Extraction.duration_ms / 1000.0
                cols = [func.sum(case((seconds <= b, 1), else_=0)) for b in LATENCY_BUCKETS]
                rows = s.execute(select(Extraction.route, func.count(), func.coalesce(func.sum(seconds), 0.0), *cols)
                                 .where(Extraction.duration_ms.is_not(None)).group_by(Extraction.route))
                for route, n, total, *cumulative in rows:
                    buckets = [(str(b), int(c or 0)) for b, c in zip(LATENCY_BUCKETS, cumulative)]
                    durations.add_metric([route], buckets + [("+Inf", int(n))], float(total))
                dead.add_metric([], s.execute(select(func.count()).select_from(DeadLetter)).scalar_one())
                audit.add_metric([], s.execute(select(AuditHead.seq).where(AuditHead.id == 1)).scalar_one())
                review_metrics = _review_metrics(s)
                s.rollback()
        except Exception:  # noqa: BLE001 - a scrape must not fail because the store is down
            log.exception("could not read fleet metrics from the store")
        try:
            for queue, depth in self.queue_depths().items():
                queues.add_metric([queue], depth)
        except Exception:  # noqa: BLE001 - nor because the broker is
            log.exception("could not read queue depths from the broker")
        yield from (statuses, fallback, durations, dead, audit, queues, *review_metrics)


def _review_metrics(s: Session) -> list[Metric]:
    """Straight-through vs needing review per route, reviews by action, corrections per field family
    (list indices dropped, so the labels stay bounded by the schemas)."""
    straight = GaugeMetricFamily("dualpath_documents_straight_through",
                                 "Extractions accepted without a person, by route.", labels=["route"])
    needing = GaugeMetricFamily("dualpath_documents_needing_review",
                                "Extractions sent to a person (status needs_review), by route.", labels=["route"])
    rate = GaugeMetricFamily("dualpath_straight_through_rate",
                             "accepted / (accepted + needs_review) extractions, by route.", labels=["route"])
    reviews = CounterMetricFamily("dualpath_reviews", "Reviews recorded, by action.", labels=["action"])
    corrections = CounterMetricFamily("dualpath_field_corrections",
                                      "Fields a reviewer changed, by document type and field (list indices dropped).",
                                      labels=["document_type", "field"])
    accepted_n = func.sum(case((Extraction.status == "accepted", 1), else_=0))
    review_n = func.sum(case((Extraction.status == "needs_review", 1), else_=0))
    for route, n_ok, n_review in s.execute(select(Extraction.route, accepted_n, review_n).group_by(Extraction.route)):
        n_ok, n_review = int(n_ok or 0), int(n_review or 0)
        straight.add_metric([route], n_ok)
        needing.add_metric([route], n_review)
        rate.add_metric([route], n_ok / (n_ok + n_review) if n_ok + n_review else 0.0)
    for action, n in s.execute(select(Review.action, func.count()).group_by(Review.action)):
        reviews.add_metric([action], n)
    counts: dict[tuple[str, str], int] = {}
    rows = s.execute(select(Extraction.document_type, Review.corrections, Review.previous)
                     .join(Review, Review.extraction_id == Extraction.id))
    for document_type, changed, previous in rows:
        for path, after in (changed or {}).items():
            if previous is not None and path in previous and previous[path] == after:
                continue  # "corrected" to the value it had: no change
            key = (document_type or "unknown", field_family(path))
            counts[key] = counts.get(key, 0) + 1
    for labels, n in sorted(counts.items()):
        corrections.add_metric(list(labels), n)
    return [straight, needing, rate, reviews, corrections]


def install_fleet_collector(session_factory: Callable[[], Any], queue_depths: Callable[[], dict[str, int]]) -> None:
    """Register (once per process) the collector that reads the fleet's state."""
    global _fleet
    if _fleet is not None:
        REGISTRY.unregister(_fleet)
    _fleet = FleetCollector(session_factory, queue_depths)
    REGISTRY.register(_fleet)


_fleet: FleetCollector | None = None
