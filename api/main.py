"""The dualpath API: ``uvicorn api.main:app`` (or ``dualpath serve``)."""
from __future__ import annotations

import logging
import time
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import sessionmaker

from api import metrics
from api.deps import audit_aggregates
from api.errors import internal_error
from api.guard import RequestGuard
from api.headers import add_security_headers
from api.refusals import RefusalLimiter
from api.routes import audit, extract, extractions, health, jobs, pages, reviews, tokens
from dualpath.wiring import install as install_decoders
from pipeline import store
from pipeline.ingest import ParserUnavailable
from pipeline.ingest import prestart as prestart_ingest
from pipeline.settings import Settings, get_settings
from workers.runner import get_runner
from workers.service import replay_dead_letters

log = logging.getLogger(__name__)


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or get_settings()
    install_decoders()

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        engine = store.init_store(settings.store_url)  # migrates the store to head
        app.state.session_factory = sessionmaker(engine, expire_on_commit=False)
        app.state.runner = get_runner(settings)
        prestart_ingest()  # the first upload should not wait for a parser process to start
        if settings.embedded:  # no worker to do it: the dead letters kept on disk while the store was down
            replay_dead_letters(settings)
        if settings.bootstrap_admin_token:
            with app.state.session_factory() as s:
                store.ensure_token(s, subject="admin", role="admin", secret=settings.secret_key,
                                   value=settings.bootstrap_admin_token)
                s.commit()
        metrics.install_fleet_collector(app.state.session_factory, app.state.runner.queue_depths)
        yield
        with app.state.session_factory() as s:  # the refusals counted, not yet audited
            audit_aggregates(s, app.state.refusals.due(everything=True))
            s.commit()

    app = FastAPI(
        title="dualpath",
        version="0.1.0",
        description="Sovereign document extraction: PDFs in, schema-valid, grounded, audited JSON records out.",
        lifespan=lifespan,
        # Swagger UI and ReDoc load their scripts from a CDN, and nothing is downloaded at run time:
        # the reference is the schema at /openapi.json.
        docs_url=None,
        redoc_url=None,
    )
    app.state.settings = settings
    app.state.refusals = RefusalLimiter(limit=settings.max_refusals_per_client, window_s=settings.refusal_window_s)
    for module in (extract, jobs, extractions, reviews, audit, tokens, health, pages):
        app.include_router(module.router)
    app.mount("/static", StaticFiles(directory=pages.STATIC), name="static")

    @app.exception_handler(ParserUnavailable)
    async def parser_unavailable(request: Request, exc: ParserUnavailable) -> JSONResponse:
        # any route that parses (a document's pages for a reviewer): the service failed, not the document
        return JSONResponse({"detail": exc.message}, status_code=503,
                            headers={"Retry-After": extract.RETRY_AFTER_S})

    app.add_middleware(RequestGuard)  # added before `observe`, so inside it: its answers are observed too

    @app.middleware("http")
    async def observe(request: Request, call_next):
        started = time.perf_counter()
        try:
            response = await call_next(request)
        except OperationalError as exc:  # from a route or from the guard's token check
            response = database_unavailable(exc)
        except Exception as exc:  # noqa: BLE001 - a bug anywhere else: JSON with an error id, never a traceback
            route = request.scope.get("route")
            response = internal_error(exc, path=getattr(route, "path", "unmatched"),
                                      what="the request was not completed")
        add_security_headers(response.headers)
        route = request.scope.get("route")
        path = getattr(route, "path", "unmatched")
        metrics.HTTP_LATENCY.labels(request.method, path, str(response.status_code)).observe(
            time.perf_counter() - started)
        return response

    return app


def database_unavailable(exc: OperationalError) -> JSONResponse:
    """The store did not answer (down, restarting, out of connections): a fault of the service that
    passes, answered 503 with Retry-After like the parser's and the queue's, not a 500."""
    log.warning("the database did not answer: %s", type(exc.orig).__name__ if exc.orig else exc)
    return JSONResponse({"detail": "the database does not answer; this is a fault of the service, not of the "
                                   "request: try again in a minute, and tell the operator if it persists"},
                        status_code=503, headers={"Retry-After": extract.RETRY_AFTER_S})


app = create_app()
