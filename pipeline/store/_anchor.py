"""Checkpoints of the audit chain's head, kept outside the database.

The chain proves that no entry changed *unless* someone rewrote it whole: whoever can write the
database can edit a record, re-hash every entry after it and move the head, and the chain checks
out. A checkpoint is the head (sequence number and entry hash) at a moment, appended as one JSON
line to a file the database does not hold (``DUALPATH_AUDIT_ANCHOR_FILE``: on another volume, an
append-only or WORM mount, shipped to a log store), signed with an HMAC under a key the database
does not hold either (``DUALPATH_AUDIT_KEY_FILE``). ``verify`` then requires the chain to hold
every checkpointed entry with the hash it had: a rewrite of anything before the last checkpoint,
or a cut below it, shows. What happened after the last checkpoint is covered by the chain alone,
so checkpoints are written often (``dualpath audit checkpoint``; on a fleet, beat every
``DUALPATH_AUDIT_CHECKPOINT_MINUTES``).
"""
from __future__ import annotations

import hashlib
import hmac
import json
import os
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from pipeline.store._models import AuditEntry, AuditHead

__all__ = ["check_checkpoints", "read_key", "write_checkpoint"]


def read_key(path: Path | None) -> bytes | None:
    """The checkpoint key from its file (surrounding whitespace dropped); None without a file."""
    if path is None:
        return None
    try:
        key = Path(path).read_bytes().strip()
    except OSError as exc:
        raise ValueError(f"the audit key file {path} cannot be read ({exc.strerror}); write a long random value "
                         "there, or unset DUALPATH_AUDIT_KEY_FILE") from exc
    if len(key) < 16:
        raise ValueError(f"the audit key in {path} is shorter than 16 bytes; write a long random value there")
    return key


def _mac(key: bytes, seq: int, entry_hash: str) -> str:
    return hmac.new(key, f"{seq}:{entry_hash}".encode(), hashlib.sha256).hexdigest()


def write_checkpoint(session: Session, anchor: Path, key: bytes | None, *, at: str) -> dict[str, Any]:
    """Append the current head to ``anchor`` (one JSON line, flushed to disk) and return it."""
    head = session.execute(select(AuditHead).where(AuditHead.id == 1)).scalar_one()
    line = {"seq": head.seq, "entry_hash": head.entry_hash, "at": at,
            "mac": _mac(key, head.seq, head.entry_hash) if key is not None else None}
    anchor.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(anchor, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    try:
        os.write(fd, (json.dumps(line, sort_keys=True) + "\n").encode())
        os.fsync(fd)
    finally:
        os.close(fd)
    return line


def check_checkpoints(session: Session, anchor: Path, key: bytes | None) -> tuple[int, str | None, int | None]:
    """(checkpoints that hold, why the first one does not or None, the entry it names): each line's
    signature under ``key`` (when there is a key) and the chain's entry at its sequence number."""
    if not anchor.is_file():
        return 0, f"the checkpoint file {anchor} is missing", None
    held = 0
    for number, raw in enumerate(anchor.read_text().splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            line = json.loads(raw)
            seq, recorded = int(line["seq"]), str(line["entry_hash"])
        except (ValueError, KeyError, TypeError):
            return held, f"checkpoint line {number} of {anchor} cannot be read: it was altered", None
        if key is not None and not hmac.compare_digest(str(line.get("mac") or ""), _mac(key, seq, recorded)):
            return held, (f"checkpoint line {number} of {anchor} is not signed by the audit key: it was altered, "
                          "or written under another key"), seq
        if seq == 0:
            held += 1
            continue
        actual = session.execute(select(AuditEntry.entry_hash).where(AuditEntry.seq == seq)).scalar_one_or_none()
        if actual is None:
            return held, f"entry {seq}, checkpointed at {line.get('at')}, is gone: the chain was cut", seq
        if actual != recorded:
            return held, (f"entry {seq} differs from its checkpoint of {line.get('at')}: the chain was rewritten "
                          "at or before it"), seq
        held += 1
    return held, None, None
