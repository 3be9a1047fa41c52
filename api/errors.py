"""A fault of the service's own code (a bug), answered as one: JSON with a reason and an error id.

The caller gets no traceback and no value from the exception's message (either can carry a
customer's name or number); the log gets both under the same id, so the operator finds the one
from the other. Every such answer is counted in ``dualpath_internal_errors_total``.
"""
from __future__ import annotations

import logging
import uuid

from fastapi.responses import JSONResponse
from prometheus_client import Counter

from api.metrics import REGISTRY

__all__ = ["INTERNAL_ERRORS", "internal_error"]

log = logging.getLogger(__name__)

INTERNAL_ERRORS = Counter("dualpath_internal_errors_total",
                          "Requests answered 500 because of a fault in the service's code, by route template.",
                          ["path"], registry=REGISTRY)


def internal_error(exc: BaseException, *, path: str, what: str) -> JSONResponse:
    """Log ``exc`` with a new error id and answer 500 with that id; ``what`` says what did not happen
    (e.g. "the extraction of this document stopped; nothing was recorded for it")."""
    error_id = uuid.uuid4().hex[:16]
    log.error("internal error %s on %s (%s)", error_id, path, type(exc).__name__, exc_info=exc)
    INTERNAL_ERRORS.labels(path).inc()
    return JSONResponse({"detail": f"an internal error of the service: {what}. Try again; if it happens again, "
                                   f"give the operator error id {error_id}.",
                         "error_id": error_id}, status_code=500)
