"""`dualpath audit checkpoint` and `audit verify` as real processes on a SQLite store, with the
checkpoint file and its key outside the database."""
from __future__ import annotations

import json

from tests.dualpath.test_cli import run


def test_checkpoints_are_written_signed_and_checked_by_verify(tmp_path):
    key = tmp_path / "keys" / "audit.key"
    key.parent.mkdir()
    key.write_text("a-long-random-audit-key-0123456789\n")
    anchor = tmp_path / "elsewhere" / "audit.anchor"
    env = {"DUALPATH_DATA_DIR": str(tmp_path / "data"), "DUALPATH_AUDIT_ANCHOR_FILE": str(anchor),
           "DUALPATH_AUDIT_KEY_FILE": str(key)}
    assert run("token", "create", "ravi", "--role", "auditor", env=env).returncode == 0
    done = run("audit", "checkpoint", env=env)
    assert done.returncode == 0, done.stderr
    assert "(signed)" in done.stdout
    (line,) = [json.loads(raw) for raw in anchor.read_text().splitlines()]
    assert line["seq"] >= 1 and len(line["mac"]) == 64
    verified = run("audit", "verify", "--json", env=env)
    assert verified.returncode == 0, verified.stdout + verified.stderr
    assert json.loads(verified.stdout)["checkpoints"] == 1
    anchor.write_text(json.dumps(dict(line, entry_hash="0" * 64)) + "\n")
    refused = run("audit", "verify", env=env)
    assert refused.returncode == 1 and "not signed by the audit key" in refused.stdout
    missing = run("audit", "checkpoint", env={"DUALPATH_DATA_DIR": str(tmp_path / "data")})
    assert missing.returncode == 2 and "DUALPATH_AUDIT_ANCHOR_FILE" in missing.stderr
