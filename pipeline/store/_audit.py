"""The append-only, hash-chained audit log.

Each entry's ``entry_hash`` is the sha256 of the canonical JSON of its other columns,
``prev_hash`` included, so changing, removing or reordering any entry breaks every
link after it. Records that must never change (extractions, reviews) are also pinned by
their content hash in the entry that created them, so editing the record itself is
caught as well; documents, tokens (their hash by a fingerprint), jobs with their items and
dead letters are held to what their entries recorded. ``verify`` re-computes all of it and
names the first broken link.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from pipeline.store._anchor import check_checkpoints
from pipeline.store._models import (GENESIS_HASH, ApiToken, AuditEntry, AuditHead, DeadLetter, Document, Extraction,
                                    Job, JobItem, Review)

_HASHED_COLUMNS = ("seq", "at", "actor", "role", "action", "object_type", "object_id", "payload_hash", "prev_hash")


def canonical_json(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def content_hash(obj: Any) -> str:
    return hashlib.sha256(canonical_json(obj).encode()).hexdigest()


def utcnow() -> str:
    """An ISO 8601 UTC timestamp stored as text, so that it hashes the same on every database."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


def token_fingerprint(token_hash: str) -> str:
    """What the log keeps of a token's stored hash: enough to see it swapped or replaced, nothing to
    authenticate with."""
    return hashlib.sha256(token_hash.encode()).hexdigest()


def _entry_hash(values: dict[str, Any]) -> str:
    return content_hash({name: values[name] for name in _HASHED_COLUMNS})


def append(
    session: Session,
    *,
    actor: str,
    role: str,
    action: str,
    object_type: str,
    object_id: str | int,
    payload: dict[str, Any] | None = None,
) -> AuditEntry:
    """Append one entry; commit with the change it records (same session, same transaction).

    Locks the head row (``SELECT ... FOR UPDATE``; SQLite transactions already hold the
    write lock), so concurrent appenders from any number of processes form one line.
    Call it last in a transaction, after the writes it records, to keep lock order simple.
    """
    head = session.execute(select(AuditHead).where(AuditHead.id == 1).with_for_update()).scalar_one()
    payload = payload or {}
    values = {
        "seq": head.seq + 1,
        "at": utcnow(),
        "actor": actor,
        "role": role,
        "action": action,
        "object_type": object_type,
        "object_id": str(object_id),
        "payload_hash": content_hash(payload),
        "prev_hash": head.entry_hash,
    }
    entry = AuditEntry(**values, payload=payload, entry_hash=_entry_hash(values))
    session.add(entry)
    head.seq = entry.seq
    head.entry_hash = entry.entry_hash
    session.flush()
    return entry


@dataclass(slots=True)
class BrokenLink:
    seq: int                 # the first entry that does not check out
    reason: str
    object_type: str | None = None
    object_id: str | None = None


@dataclass(slots=True)
class VerifyReport:
    ok: bool
    entries: int             # entries checked
    objects: int             # extractions and reviews checked against the entries that created them
    head_seq: int
    head_hash: str
    broken: BrokenLink | None
    documents: int = 0       # documents whose bytes still hash to their id, each received in the log
    tokens: int = 0          # tokens whose subject, role, hash, expiry and revocation match the log
    checkpoints: int | None = None  # checkpoints outside the database that the chain holds; None: none kept
    jobs: int = 0            # jobs whose submitter, source, type and items match the log
    job_items: int = 0       # their items: done with their submitter's reading, dead with a dead letter
    dead_letters: int = 0    # dead letters that match the entry that recorded them

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def summary(self) -> str:
        if self.ok:
            anchored = (f"{self.checkpoints} checkpoints kept outside the database hold, so the chain was not "
                        "rewritten before the last of them; not covered: what came after it"
                        if self.checkpoints is not None else
                        "not covered: a chain rewritten whole, with its head, by someone with write access to the "
                        "database (no checkpoint file is configured: DUALPATH_AUDIT_ANCHOR_FILE)")
            return (f"audit chain OK: {self.entries} entries; {self.objects} extractions and reviews, "
                    f"{self.documents} documents and {self.tokens} tokens match them, and so do {self.jobs} jobs "
                    f"with their {self.job_items} items and {self.dead_letters} dead letters; head "
                    f"{self.head_seq} {self.head_hash[:16]}; {anchored}")
        assert self.broken is not None
        what = f" ({self.broken.object_type} {self.broken.object_id})" if self.broken.object_type else ""
        return f"audit chain BROKEN at entry {self.broken.seq}{what}: {self.broken.reason}"


_PINNED = {"extraction.created": "extraction", "review.created": "review"}
# entries that create a record: one each, and the record must still be there (or be one that is)
_CREATES = {**_PINNED, "token.created": "token", "job.created": "job", "task.dead_lettered": "dead letter"}


def verify(session: Session, *, chunk: int = 1000, anchor: Path | None = None, key: bytes | None = None
           ) -> VerifyReport:
    """Re-compute the chain from the genesis and every pinned record; stop at the first break.
    ``anchor``: the checkpoint file kept outside the database (``pipeline.store._anchor``), checked
    first, under ``key`` when there is one."""
    head = session.execute(select(AuditHead).where(AuditHead.id == 1)).scalar_one()
    pinned: dict[tuple[str, str], tuple[int, str, dict[str, Any]]] = {}
    created_at: dict[tuple[str, str], int] = {}   # (kind, id) -> the entry that created it
    prev_hash, expected, count = GENESIS_HASH, 1, 0

    tokens: dict[str, dict[str, Any]] = {}   # token id -> what its entries say of it
    received: set[str] = set()
    jobs: dict[str, tuple[int, str, dict[str, Any]]] = {}      # job id -> (entry, submitter, payload)
    letters: dict[str, tuple[int, dict[str, Any]]] = {}        # dead letter id -> (entry, payload)

    checkpoints: int | None = None

    def report(broken: BrokenLink | None, objects: int = 0, documents: int = 0, n_tokens: int = 0,
               held: tuple[int, int, int] = (0, 0, 0)) -> VerifyReport:
        return VerifyReport(broken is None, count, objects, head.seq, head.entry_hash, broken, documents, n_tokens,
                            checkpoints, *held)

    if anchor is not None:
        checkpoints, why, seq = check_checkpoints(session, anchor, key)
        if why is not None:
            return report(BrokenLink(seq or 0, why, "checkpoint", str(anchor)))

    for entry in session.execute(select(AuditEntry).order_by(AuditEntry.seq)).yield_per(chunk).scalars():
        values = {name: getattr(entry, name) for name in _HASHED_COLUMNS}
        if entry.seq != expected:
            return report(BrokenLink(expected, f"entry {expected} is missing (the next entry is {entry.seq})"))
        if entry.prev_hash != prev_hash:
            return report(BrokenLink(entry.seq, f"entry {entry.seq} does not link to entry {entry.seq - 1}"))
        if content_hash(entry.payload) != entry.payload_hash:
            return report(BrokenLink(entry.seq, f"the payload of entry {entry.seq} was altered",
                                     entry.object_type, entry.object_id))
        if _entry_hash(values) != entry.entry_hash:
            return report(BrokenLink(entry.seq, f"entry {entry.seq} was altered (its hash does not match)",
                                     entry.object_type, entry.object_id))
        if entry.action in _CREATES:
            # a record is created once: a second creation entry for it is a forger re-pinning an
            # altered record by appending to the chain, leaving every checkpointed entry intact
            kind = _CREATES[entry.action]
            first = created_at.setdefault((kind, entry.object_id), entry.seq)
            if first != entry.seq:
                return report(BrokenLink(entry.seq, f"entry {entry.seq} records {kind} {entry.object_id} as created "
                                                    f"again (entry {first} created it): a record is created once, "
                                                    "so the later entry re-pins an altered record",
                                         kind, entry.object_id))
        if entry.action in _PINNED:
            pinned[(_PINNED[entry.action], entry.object_id)] = (entry.seq, entry.payload.get("content_hash", ""),
                                                                 entry.payload)
        elif entry.action == "document.received":
            received.add(entry.object_id)
        elif entry.action == "token.created":
            tokens[entry.object_id] = {**entry.payload, "seq": entry.seq, "revoked": False}
        elif entry.action == "token.revoked" and entry.object_id in tokens:
            tokens[entry.object_id]["revoked"] = True
        elif entry.action == "job.created":
            jobs[entry.object_id] = (entry.seq, entry.actor, entry.payload)
        elif entry.action == "task.dead_lettered":
            letters[entry.object_id] = (entry.seq, entry.payload)
        prev_hash, expected, count = entry.entry_hash, expected + 1, count + 1
    if head.seq != count or head.entry_hash != prev_hash:
        return report(BrokenLink(count + 1, f"the chain ends at entry {count} but its head says {head.seq}: "
                                            "entries were removed from the end"))

    objects = 0
    for kind, model, hashed in (("extraction", Extraction, lambda r: r.envelope),
                                ("review", Review, lambda r: _review_content(r))):
        for row in session.execute(select(model).order_by(model.id)).yield_per(chunk).scalars():
            created = pinned.get((kind, str(row.id)))
            if created is None:
                return report(BrokenLink(count + 1, f"{kind} {row.id} has no audit entry: it was inserted "
                                                    "behind the log's back", kind, str(row.id)), objects)
            seq, recorded, said = created
            if content_hash(hashed(row)) != recorded:
                return report(BrokenLink(seq, f"{kind} {row.id} was altered after audit entry {seq} recorded it",
                                         kind, str(row.id)), objects)
            changed = _columns_changed(kind, row, said)
            if changed:
                return report(BrokenLink(seq, f"{kind} {row.id}'s {', '.join(changed)} differ from what audit entry "
                                              f"{seq} recorded (who may read it, and which document it reads, "
                                              "follow these columns)", kind, str(row.id)), objects)
            objects += 1
    documents = 0
    for doc in session.execute(select(Document).order_by(Document.id)).yield_per(chunk).scalars():
        if "sha256:" + hashlib.sha256(doc.content).hexdigest() != doc.id:
            return report(BrokenLink(count + 1, f"document {doc.id}'s bytes were altered (they no longer hash to "
                                                "its id)", "document", doc.id), objects, documents)
        if doc.id not in received:
            return report(BrokenLink(count + 1, f"document {doc.id} has no audit entry: it was inserted behind "
                                                "the log's back", "document", doc.id), objects, documents)
        documents += 1
    n_tokens = 0
    for token in session.execute(select(ApiToken).order_by(ApiToken.id)).yield_per(chunk).scalars():
        said = tokens.get(str(token.id))
        if said is None:
            return report(BrokenLink(count + 1, f"token {token.id} has no audit entry: it was inserted behind the "
                                                "log's back", "token", str(token.id)), objects, documents, n_tokens)
        changed = [name for name, value in (("subject", token.subject), ("role", token.role),
                                            ("expires_at", token.expires_at),
                                            ("hash_fingerprint", token_fingerprint(token.token_hash)))
                   if name in said and said[name] != value]
        changed = ["token hash" if name == "hash_fingerprint" else name for name in changed]
        if (token.revoked_at is not None) != said["revoked"]:
            changed.append("revocation")
        if changed:
            return report(BrokenLink(said["seq"], f"token {token.id}'s {', '.join(changed)} differ from what the "
                                                  "log recorded", "token", str(token.id)), objects, documents, n_tokens)
        n_tokens += 1
    broken, held = _check_jobs_and_dead_letters(session, jobs, letters, count + 1, chunk)
    return report(broken, objects, documents, n_tokens, held)


def _check_jobs_and_dead_letters(session: Session, jobs: dict[str, tuple[int, str, dict[str, Any]]],
                                 letters: dict[str, tuple[int, dict[str, Any]]], after: int, chunk: int
                                 ) -> tuple[BrokenLink | None, tuple[int, int, int]]:
    """Every job as its ``job.created`` entry recorded it (submitter, source, type, number of items),
    each done item with its submitter's extraction of its document and each dead one with a dead
    letter; every dead letter as its ``task.dead_lettered`` entry recorded it; and no job or dead
    letter the log recorded gone. (the first break, (jobs, items, dead letters) that held)."""
    n_jobs = n_items = n_letters = 0
    named: dict[int, int] = {}   # job item id -> the dead letter that ended it
    for letter in session.execute(select(DeadLetter).order_by(DeadLetter.id)).yield_per(chunk).scalars():
        said = letters.pop(str(letter.id), None)
        if said is None:
            return BrokenLink(after, f"dead letter {letter.id} has no audit entry: it was inserted behind the log's "
                                     "back", "dead letter", str(letter.id)), (n_jobs, n_items, n_letters)
        seq, payload = said
        changed = [name for name, value in (("task_name", letter.task_name), ("task_id", letter.task_id),
                                            ("document_id", letter.document_id), ("job_item_id", letter.job_item_id),
                                            ("attempts", letter.attempts), ("error", letter.error[:2000]))
                   if name in payload and payload[name] != value]
        if changed:
            return BrokenLink(seq, f"dead letter {letter.id}'s {', '.join(changed)} differ from what audit entry "
                                   f"{seq} recorded", "dead letter", str(letter.id)), (n_jobs, n_items, n_letters)
        if letter.job_item_id is not None:
            named.setdefault(letter.job_item_id, letter.id)
        n_letters += 1
    if letters:
        letter_id, (seq, _) = min(letters.items(), key=lambda kv: kv[1][0])
        return BrokenLink(seq, f"dead letter {letter_id}, recorded by audit entry {seq}, is gone: it was deleted",
                          "dead letter", letter_id), (n_jobs, n_items, n_letters)
    for job in session.execute(select(Job).order_by(Job.id)).yield_per(chunk).scalars():
        said = jobs.pop(job.id, None)
        if said is None:
            return BrokenLink(after, f"job {job.id} has no audit entry: it was inserted behind the log's back",
                              "job", job.id), (n_jobs, n_items, n_letters)
        seq, submitter, payload = said
        changed = [name for name, value, recorded in (("submitted_by", job.submitted_by, submitter),
                                                      ("source", job.source, payload.get("source")),
                                                      ("document_type", job.document_type, payload.get("document_type")))
                   if value != recorded]
        if changed:
            return BrokenLink(seq, f"job {job.id}'s {', '.join(changed)} differ from what audit entry {seq} recorded",
                              "job", job.id), (n_jobs, n_items, n_letters)
        rows = session.execute(select(JobItem, Extraction.document_id, Extraction.requested_by)
                               .outerjoin(Extraction, JobItem.extraction_id == Extraction.id)
                               .where(JobItem.job_id == job.id).order_by(JobItem.id)).all()
        if "items" in payload and len(rows) != payload["items"]:
            return BrokenLink(seq, f"job {job.id} has {len(rows)} items where audit entry {seq} recorded "
                                   f"{payload['items']}: items were added or removed", "job", job.id),                 (n_jobs, n_items, n_letters)
        for item, read_document, read_for in rows:
            why = None
            if item.state == "done" and (read_document != item.document_id or read_for != job.submitted_by):
                why = (f"job item {item.id} is done with extraction {item.extraction_id}, which is not "
                       f"{job.submitted_by}'s reading of its document")
            elif item.state == "dead" and item.id not in named:
                why = f"job item {item.id} is dead but no dead letter names it"
            elif item.state == "pending" and item.id in named:
                why = f"job item {item.id} is pending but dead letter {named[item.id]} ended it"
            if why is not None:
                return BrokenLink(after, why, "job item", str(item.id)), (n_jobs, n_items, n_letters)
            n_items += 1
        n_jobs += 1
    if jobs:
        job_id, (seq, _, _) = min(jobs.items(), key=lambda kv: kv[1][0])
        return BrokenLink(seq, f"job {job_id}, recorded by audit entry {seq}, is gone: it was deleted", "job",
                          job_id), (n_jobs, n_items, n_letters)
    return None, (n_jobs, n_items, n_letters)


# The extraction columns that the API decides by (ownership, the document shown, filters) beside
# the envelope the content hash pins: each must be what the creating entry recorded, and what the
# envelope itself says where it says it.
_EXTRACTION_COLUMNS = ("document_id", "status", "route", "pipeline_version", "requested_by", "job_id")


def _columns_changed(kind: str, row: Any, said: dict[str, Any]) -> list[str]:
    if kind != "extraction":
        return []  # a review's columns are all in its content hash
    envelope = row.envelope or {}
    from_envelope = {"document_id": envelope.get("document_id"), "status": envelope.get("status"),
                     "route": (envelope.get("route") or {}).get("path"), "document_type": envelope.get("document_type")}
    changed = [name for name in _EXTRACTION_COLUMNS if name in said and said[name] != getattr(row, name)]
    changed += [name for name, value in from_envelope.items()
                if name not in changed and value is not None and value != getattr(row, name)]
    return changed


def _review_content(review: Review) -> dict[str, Any]:
    content = {"extraction_id": review.extraction_id, "action": review.action, "corrections": review.corrections,
               "comment": review.comment, "reviewer": review.reviewer, "created_at": review.created_at}
    # before-values and confirmations came later: a review stored before them hashes as it did then
    if review.previous is not None:
        content["previous"] = review.previous
    if review.confirmed is not None:
        content["confirmed"] = review.confirmed
    return content


def head(session: Session) -> tuple[int, str]:
    row = session.execute(select(AuditHead).where(AuditHead.id == 1)).scalar_one()
    return row.seq, row.entry_hash


def count_entries(session: Session) -> int:
    return session.execute(select(func.count()).select_from(AuditEntry)).scalar_one()
