"""The service's commands, added to ``dualpath`` by ``dualpath.cli`` (``add_commands``).

    dualpath worker --queues realtime|batch   a Celery worker (needs DUALPATH_BROKER_URL)
    dualpath beat                             the nightly schedule
    dualpath serve [--host H --port P]        the API and the pages (uvicorn)
    dualpath batch submit DIR [--wait]        a folder as one job; prints the job id
    dualpath batch status JOB                 the job's counts, as JSON
    dualpath audit verify                     re-compute the audit chain; exit 1 if broken
    dualpath audit checkpoint                 append the chain's head, signed, to the checkpoint file
    dualpath token create|list|revoke         API tokens (admin)
    dualpath export-corrections --out DIR     reviewed documents as labelled examples (PDF + truth)
"""
from __future__ import annotations

import argparse
import getpass
import json
import os
import sys

from pipeline.cores import available_cores
from pipeline.doctypes import DOCUMENT_TYPES
from pipeline.settings import get_settings

EXIT_OK, EXIT_FAIL, EXIT_USAGE = 0, 1, 2


def _need_broker(what: str) -> bool:
    if get_settings().embedded:
        print(f"dualpath: {what} needs a broker; set DUALPATH_BROKER_URL=redis://HOST:6379/0 "
              "(without one, `dualpath serve` and `dualpath batch submit` run everything in-process)",
              file=sys.stderr)
        return False
    return True


def worker_argv(queue: str, *, concurrency: int | None = None, loglevel: str = "INFO",
                hostname: str | None = None) -> list[str]:
    """The ``celery worker`` arguments of one dualpath worker (also used by docker-compose and tests)."""
    argv = ["worker", "--queues", queue, "--loglevel", loglevel, "--without-gossip", "--without-mingle"]
    if queue == "realtime":
        # A process per concurrent request (the decoder is per process); -O fair hands a
        # task only to a child that is free, so one slow request does not queue others.
        argv += ["--pool", "prefork", "--concurrency", str(concurrency or 1), "-O", "fair",
                 "--prefetch-multiplier", "1"]
    else:
        # One process, many threads: every thread's document joins the one continuous-
        # batching engine of this process (get_decoder("batch") is cached per process).
        argv += ["--pool", "threads", "--concurrency", str(concurrency or get_settings().batch_concurrency)]
    argv += ["--hostname", hostname or f"{queue}@%h"]
    return argv


def realtime_torch_threads(concurrency: int, cores: int | None = None) -> int:
    """torch threads for each of a realtime worker's ``concurrency`` processes: the cores
    shared out (each process taking every core made them fight over the cores)."""
    return max(1, (cores or available_cores()) // max(1, concurrency))


def _cmd_worker(args: argparse.Namespace) -> int:
    if not _need_broker("a worker"):
        return EXIT_USAGE
    from pipeline import store  # deferred: SQLAlchemy, alembic; `dualpath` imports this module for every command

    if args.queues == "realtime" and (args.concurrency or 1) > 1 and get_settings().torch_threads is None:
        # Read by each forked child when it loads its decoder (pipeline.extract.get_decoder).
        os.environ["DUALPATH_TORCH_THREADS"] = str(realtime_torch_threads(args.concurrency))
        get_settings.cache_clear()
    from models.loading import import_decoder_code
    from workers.app import app  # deferred: celery; and after the settings' cache is cleared

    store.init_store()  # migrate before taking tasks
    import_decoder_code(args.queues)  # once, before the pool forks: not inside each child's first request
    app.worker_main(worker_argv(args.queues, concurrency=args.concurrency, loglevel=args.loglevel))
    return EXIT_OK


def _cmd_beat(args: argparse.Namespace) -> int:
    if not _need_broker("beat"):
        return EXIT_USAGE
    from workers.app import app  # deferred: celery, only for the worker and beat commands

    schedule = get_settings().data_dir / "celerybeat-schedule"
    schedule.parent.mkdir(parents=True, exist_ok=True)
    app.start(["beat", "--loglevel", args.loglevel, "--schedule", str(schedule)])
    return EXIT_OK


def _cmd_serve(args: argparse.Namespace) -> int:
    import uvicorn  # deferred: only `dualpath serve` runs the web server

    uvicorn.run("api.main:app", host=args.host, port=args.port, workers=args.workers, log_level="info")
    return EXIT_OK


def _cmd_batch_submit(args: argparse.Namespace) -> int:
    # deferred: SQLAlchemy, alembic (workers.jobs: the store); `dualpath` imports this module for every command
    from pipeline import store
    from workers.jobs import job_status, submit_folder

    try:
        job_id = submit_folder(args.dir, actor=store.cli_actor(args.as_user, "operator"), document_type=args.type,
                               only_new=args.only_new, wait=args.wait)
    except NotADirectoryError as exc:
        print(f"dualpath: {exc}", file=sys.stderr)
        return EXIT_USAGE
    if job_id is None:
        print(f"dualpath: no PDF to submit in {args.dir}", file=sys.stderr)
        return EXIT_FAIL
    print(job_id)
    if args.wait:
        print(json.dumps(job_status(job_id), indent=2), file=sys.stderr)
    return EXIT_OK


def _cmd_batch_status(args: argparse.Namespace) -> int:
    from workers.jobs import job_status, wait_for_job  # deferred: SQLAlchemy, alembic (the store), as above

    try:
        summary = wait_for_job(args.job, timeout_s=args.timeout) if args.wait else job_status(args.job)
    except LookupError as exc:
        print(f"dualpath: {exc}", file=sys.stderr)
        return EXIT_USAGE
    print(json.dumps(summary, indent=2))
    return EXIT_OK


def _cmd_audit_checkpoint(args: argparse.Namespace) -> int:
    from workers.service import write_audit_checkpoint  # deferred: SQLAlchemy, alembic

    line = write_audit_checkpoint()
    if line is None:
        print("dualpath: no checkpoint file is configured: set DUALPATH_AUDIT_ANCHOR_FILE (and DUALPATH_AUDIT_KEY_FILE "
              "to sign the checkpoints)", file=sys.stderr)
        return EXIT_USAGE
    print(f"checkpoint: entry {line['seq']} {line['entry_hash'][:16]} at {line['at']}"
          + (" (signed)" if line["mac"] else " (not signed: no DUALPATH_AUDIT_KEY_FILE)"))
    return EXIT_OK


def _cmd_audit_verify(args: argparse.Namespace) -> int:
    from pipeline import store  # deferred: SQLAlchemy, alembic; `dualpath` imports this module for every command

    from workers.service import verify_audit

    with store.session_scope(store.init_store()) as s:
        report = verify_audit(s)
        store.audit(s, store.cli_actor(args.as_user, "auditor"), "audit.verified", "audit_log", report.head_seq,
                    {"ok": report.ok, "broken_seq": report.broken.seq if report.broken else None, "via": "cli"})
    print(json.dumps(report.to_dict(), indent=2) if args.json else report.summary())
    return EXIT_OK if report.ok else EXIT_FAIL


def _cmd_token(args: argparse.Namespace) -> int:
    from pipeline import store  # deferred: SQLAlchemy, alembic; `dualpath` imports this module for every command

    settings = get_settings()
    actor = store.cli_actor(args.as_user, "admin")
    with store.session_scope(store.init_store()) as s:
        if args.token_command == "create":
            days = args.expires_in_days if args.expires_in_days > 0 else None
            try:
                row, value = store.create_token(s, subject=args.subject, role=args.role, secret=settings.secret_key,
                                                actor=actor, expires_in_days=days)
            except ValueError as exc:
                print(f"dualpath: {exc}", file=sys.stderr)
                return EXIT_USAGE
            print(value)
            until = f"until {row.expires_at[:19]} UTC" if row.expires_at else "until revoked"
            print(f"token {row.id} for {row.subject} ({row.role}), accepted {until}; it is shown only now",
                  file=sys.stderr)
        elif args.token_command == "list":
            for row in store.list_tokens(s):
                state = row.revoked_at or ("expired" if store.token_expired(row) else "live")
                print(f"{row.id}\t{row.subject}\t{row.role}\t{row.created_at}\t{row.expires_at or 'never'}\t{state}")
        else:
            row = store.revoke_token(s, args.id, actor=actor)
            if row is None:
                print(f"dualpath: no token {args.id}", file=sys.stderr)
                return EXIT_USAGE
            print(f"token {row.id} revoked")
    return EXIT_OK


def _cmd_export_corrections(args: argparse.Namespace) -> int:
    from pathlib import Path

    from pipeline import store  # deferred: SQLAlchemy, alembic; `dualpath` imports this module for every command
    from pipeline.training_export import export_corrections

    with store.session_scope(store.init_store(args.database)) as s:
        report = export_corrections(s, Path(args.out), actor=store.cli_actor(args.as_user, "admin"), since=args.since)
    print(report.summary(), file=sys.stderr)
    if report.written:
        print(f"train on them beside the corpus: dualpath train ... --extra-examples {args.out}", file=sys.stderr)
    return EXIT_OK


def add_commands(sub: argparse._SubParsersAction) -> None:
    """Add the service's commands to ``dualpath``'s subparsers."""
    user = getpass.getuser()

    p = sub.add_parser("worker", help="run a Celery worker for one queue (needs DUALPATH_BROKER_URL)")
    p.add_argument("--queues", choices=("realtime", "batch"), required=True)
    p.add_argument("--concurrency", type=int, help="realtime: processes (default 1); batch: threads")
    p.add_argument("--loglevel", default="INFO")
    p.set_defaults(func=_cmd_worker)

    p = sub.add_parser("beat", help="run the nightly schedule (Celery beat)")
    p.add_argument("--loglevel", default="INFO")
    p.set_defaults(func=_cmd_beat)

    p = sub.add_parser("serve", help="serve the API and the onboarding and audit pages")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--workers", type=int, default=1, help="uvicorn processes")
    p.set_defaults(func=_cmd_serve)

    p = sub.add_parser("batch-submit", help="(dualpath batch submit DIR) enqueue a folder of PDFs as one job")
    p.add_argument("dir")
    p.add_argument("--type", choices=DOCUMENT_TYPES)
    p.add_argument("--only-new", action="store_true", help="skip documents this pipeline version already did")
    p.add_argument("--wait", action="store_true", help="wait until the job finishes")
    p.add_argument("--as-user", default=user, help="recorded as the job's submitter")
    p.set_defaults(func=_cmd_batch_submit)

    p = sub.add_parser("batch-status", help="(dualpath batch status JOB) a job's counts")
    p.add_argument("job")
    p.add_argument("--wait", action="store_true")
    p.add_argument("--timeout", type=float, default=3600)
    p.set_defaults(func=_cmd_batch_status)

    p = sub.add_parser("audit", help="audit log commands")
    audit_sub = p.add_subparsers(dest="audit_command", required=True)
    v = audit_sub.add_parser("verify", help="re-compute the hash chain; name the first broken link")
    v.add_argument("--json", action="store_true")
    v.add_argument("--as-user", default=user)
    v.set_defaults(func=_cmd_audit_verify)
    c = audit_sub.add_parser("checkpoint", help="append the chain's head, signed, to DUALPATH_AUDIT_ANCHOR_FILE")
    c.set_defaults(func=_cmd_audit_checkpoint)

    p = sub.add_parser("token", help="API tokens (create, list, revoke)")
    p.add_argument("--as-user", default=user, help="recorded in the audit log")
    token_sub = p.add_subparsers(dest="token_command", required=True)
    c = token_sub.add_parser("create")
    c.add_argument("subject")
    c.add_argument("--role", required=True, choices=("relationship_manager", "auditor", "operator", "admin"))
    c.add_argument("--expires-in-days", type=float, default=90, help="how long it is accepted (0: until revoked)")
    token_sub.add_parser("list")
    r = token_sub.add_parser("revoke")
    r.add_argument("id", type=int)
    p.set_defaults(func=_cmd_token)

    p = sub.add_parser("export-corrections",
                       help="write fully reviewed, valid extractions as labelled examples (PDF + truth.json)")
    p.add_argument("--out", required=True, help="folder to write <stem>.pdf, <stem>.truth.json, manifest.jsonl")
    p.add_argument("--since", help="only extractions reviewed at or after this ISO date or time (UTC)")
    p.add_argument("--database", help="the store's URL (default: DUALPATH_DATABASE_URL or the local SQLite file)")
    p.add_argument("--as-user", default=user, help="recorded in the audit log")
    p.set_defaults(func=_cmd_export_corrections)
