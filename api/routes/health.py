"""Probes (no token: load balancers and compose health checks call them) and metrics."""
from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from sqlalchemy import text

from api import metrics
from api.deps import RunnerDep, require
from pipeline import store

router = APIRouter(tags=["health"])


@router.get("/healthz")
def healthz() -> dict[str, str]:
    """The process is up."""
    return {"status": "ok"}


@router.get("/readyz")
def readyz(request: Request, runner: RunnerDep) -> JSONResponse:
    """The store answers and, with a broker configured, the broker does too and a worker consumes
    the realtime queue (asked at most every few seconds); each check says why when it fails."""
    checks: dict[str, str] = {}
    try:
        with request.app.state.session_factory() as s:
            s.execute(text("SELECT 1"))
        checks["store"] = "ok"
    except Exception as exc:  # noqa: BLE001
        checks["store"] = f"unreachable: {type(exc).__name__}"
    checks.update(runner.readiness())
    ready = all(v == "ok" or v.startswith("embedded") for v in checks.values())
    return JSONResponse({"status": "ready" if ready else "not ready", "checks": checks},
                        status_code=200 if ready else 503)


@router.get("/metrics", response_class=Response, responses={200: {"content": {"text/plain": {}}}})
def prometheus_metrics(actor: store.Actor = require("operator", "admin", "auditor")) -> Response:
    """Prometheus exposition; every metric is named dualpath_*."""
    return Response(generate_latest(metrics.REGISTRY), media_type=CONTENT_TYPE_LATEST)
