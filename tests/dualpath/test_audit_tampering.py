"""`dualpath audit verify` (a real process) against the tampering issue 57 names, done as someone
who can write the database would do it, on a SQLite store with the checkpoint file and its key
outside the database: an edited record with its hash recomputed and the chain re-linked, a deleted
entry, an edited document, an edited token role or token hash; a job or a dead letter edited,
deleted or slipped in; and the two ways to re-pin an edited record that leave every checkpointed
entry intact (an appended second creation entry; a column beside the pinned envelope)."""
from __future__ import annotations

import contextlib
import io
import json
from dataclasses import dataclass
from pathlib import Path

import pytest
from sqlalchemy import delete, select, text, update

from pipeline import store
from pipeline.store import _audit
from pipeline.store._models import GENESIS_HASH
from tests.dualpath.test_cli import run

RITA = store.Actor("rita", "relationship_manager")
ADMIN = store.Actor("root", "admin")
ANONYMOUS = store.Actor("anonymous", "none")
OLGA = store.Actor("olga", "operator")
SECRET = "a-test-secret-key-of-enough-length"


@dataclass
class Store:
    url: str
    env: dict[str, str]
    anchor: Path
    ext_id: int           # rita's KYC record, annual_income 85000.0
    other_ext_id: int     # ravi's record of another document
    doc_id: str
    other_doc_id: str
    token_id: int         # ravi's relationship-manager token
    refusals: list[int]   # seqs of the 13 refusal entries
    other_token_id: int   # olga's operator token
    job_id: str           # olga's job over both documents: the first item done, the second dead
    done_item: int
    dead_item: int
    job_ext_id: int       # the done item's extraction, requested by olga
    letter_id: int        # the dead item's dead letter
    checkpointed: int     # the head's entry when the checkpoint was written

    def session(self):
        return store.session_scope(store.init_store(self.url))

    def verify(self, *, anchored: bool = True, process: bool = False) -> tuple[int, str]:
        """(exit status, what it printed) of `dualpath audit verify`: the command's own code in this
        process (a process of its own takes ~20 s to start on a busy machine), or with ``process``
        a real one."""
        env = self.env if anchored else {k: v for k, v in self.env.items() if not k.startswith("DUALPATH_AUDIT_")}
        if process:
            done = run("audit", "verify", env=env)
            assert done.returncode in (0, 1), done.stderr
            return done.returncode, done.stdout
        from dualpath.cli import main
        from pipeline.settings import get_settings

        with pytest.MonkeyPatch.context() as mp:
            for name in ("DUALPATH_AUDIT_ANCHOR_FILE", "DUALPATH_AUDIT_KEY_FILE", "DUALPATH_DATABASE_URL"):
                mp.delenv(name, raising=False)
            for name, value in env.items():
                mp.setenv(name, value)
            get_settings.cache_clear()
            out = io.StringIO()
            try:
                with contextlib.redirect_stdout(out):
                    code = main(["audit", "verify"])
            finally:
                get_settings.cache_clear()
        assert code in (0, 1), out.getvalue()
        return code, out.getvalue()


def _envelope(doc_id: str, income: float) -> dict:
    return {"document_id": doc_id, "document_type": "kyc_form", "schema": "kyc_form@1", "status": "accepted",
            "data": {"full_name": "ANNA MARIA ERIKSSON", "annual_income": income},
            "fields": [{"path": "annual_income", "value": income, "confidence": 0.98, "decoded_by": "diffusion",
                        "source": None}],
            "route": {"path": "realtime", "fallback_fields": [], "reason": ""},
            "validation": {"valid": True, "errors": []}, "timings_ms": {"total": 3.0}, "models": {}}


@pytest.fixture
def kept(tmp_path: Path) -> Store:
    """A store with two records, 13 refused requests and a token, checkpointed outside the database;
    `audit verify` says OK."""
    key, anchor = tmp_path / "keys" / "audit.key", tmp_path / "elsewhere" / "audit.anchor"
    key.parent.mkdir()
    key.write_text("a-long-random-audit-key-0123456789\n")
    data_dir = tmp_path / "data"
    url = f"sqlite:///{data_dir / 'dualpath.sqlite3'}"
    data_dir.mkdir(mode=0o700)
    env = {"DUALPATH_DATA_DIR": str(data_dir), "DUALPATH_AUDIT_ANCHOR_FILE": str(anchor),
           "DUALPATH_AUDIT_KEY_FILE": str(key), "DUALPATH_SECRET_KEY": SECRET}
    with store.session_scope(store.init_store(url)) as s:
        doc = store.store_document(s, b"%PDF-1.7 kyc form of anna\n%%EOF", filename="kyc.pdf", actor=RITA)
        other = store.store_document(s, b"%PDF-1.7 someone else's form\n%%EOF", filename="other.pdf", actor=RITA)
        row, _ = store.record_extraction(s, _envelope(doc.id, 85000.0), pipeline_version="v1",
                                         actor=store.SYSTEM_ACTOR, requested_by="rita")
        other_row, _ = store.record_extraction(s, _envelope(other.id, 40000.0), pipeline_version="v1",
                                               actor=store.SYSTEM_ACTOR, requested_by="ravi")
        refusals = []
        for i in range(13):
            store.audit(s, ANONYMOUS, "request.refused", "request", "GET /v1/extractions",
                        {"status": 401, "reason": "authentication required", "client": f"10.0.0.{i}"})
            refusals.append(_audit.head(s)[0])
        token, _ = store.create_token(s, subject="ravi", role="relationship_manager", secret=SECRET, actor=ADMIN)
        store.audit(s, RITA, "extraction.read", "extraction", row.id)
        ids = row.id, other_row.id, doc.id, other.id, token.id
        olga, _ = store.create_token(s, subject="olga", role="operator", secret=SECRET, actor=ADMIN)
        job, (done, dead) = store.create_job(s, source="api", items=[("kyc.pdf", doc.id), ("other.pdf", other.id)],
                                             actor=OLGA)
        job_row, _ = store.record_extraction(s, _envelope(doc.id, 85000.0), pipeline_version="v1",
                                             actor=store.SYSTEM_ACTOR, requested_by="olga", job_id=job.id)
        store.finish_item(s, done, extraction_id=job_row.id)
        letter = store.record_dead_letter(s, task_name="dualpath.extract_job_item", task_id="task-1",
                                          args={"kwargs": {"item_id": dead.id}}, error="ParserUnavailable: it died",
                                          attempts=4, document_id=other.id, job_item_id=dead.id)
        later = olga.id, job.id, done.id, dead.id, job_row.id, letter.id, _audit.head(s)[0]
        store.checkpoint(s, anchor, store.read_key(key))
    kept = Store(url, env, anchor, *ids, refusals, *later)
    code, says = kept.verify()
    assert code == 0 and "audit chain OK" in says, says
    return kept


def _relink(s, *, drop: set[int] = frozenset(), repin: dict[str, str] | None = None) -> None:
    """What a forger with write access does: drop entries, fix the hash an entry pins, renumber and
    re-hash every entry and move the head (the chain alone then checks out)."""
    columns = ("seq", "at", "actor", "role", "action", "object_type", "object_id", "payload")
    rows = [{c: getattr(e, c) for c in columns}
            for e in s.execute(select(store.AuditEntry).order_by(store.AuditEntry.seq)).scalars()]
    s.execute(delete(store.AuditEntry))
    s.flush()
    s.expunge_all()
    prev, seq = GENESIS_HASH, 0
    for entry in rows:
        if entry["seq"] in drop:
            continue
        seq += 1
        payload = dict(entry["payload"])
        if repin and entry["action"] == "extraction.created" and entry["object_id"] in repin:
            payload["content_hash"] = repin[entry["object_id"]]
        values = {**{c: entry[c] for c in columns[1:-1]}, "seq": seq,
                  "payload_hash": _audit.content_hash(payload), "prev_hash": prev}
        prev = _audit._entry_hash(values)
        s.add(store.AuditEntry(**values, payload=payload, entry_hash=prev))
    s.execute(update(store.AuditHead).where(store.AuditHead.id == 1).values(seq=seq, entry_hash=prev))


def _append(s, actor: str, role: str, action: str, object_type: str, object_id, payload: dict) -> None:
    """An entry appended as the service would (the chain is unkeyed: anyone who writes the database can)."""
    _audit.append(s, actor=actor, role=role, action=action, object_type=object_type, object_id=object_id,
                  payload=payload)


def _edit_income(s, ext_id: int, income: float) -> str:
    row = s.get(store.Extraction, ext_id)
    envelope = json.loads(json.dumps(row.envelope))
    envelope["data"]["annual_income"] = envelope["fields"][0]["value"] = income
    new_hash = _audit.content_hash(envelope)
    s.execute(update(store.Extraction).where(store.Extraction.id == ext_id)
              .values(envelope=envelope, envelope_hash=new_hash))
    return new_hash


# --- 1. an edited record with its hash recomputed and the chain re-linked ----------------

def test_an_edited_record_rehashed_and_relinked_with_refusals_deleted_is_caught_by_the_checkpoint(kept):
    """The issue's own attack: annual_income changed, its hash fixed, 13 refusals deleted, the chain
    recomputed and its head moved."""
    with kept.session() as s:
        new_hash = _edit_income(s, kept.ext_id, 9_999_999.0)
        _relink(s, drop=set(kept.refusals), repin={str(kept.ext_id): new_hash})
    code, says = kept.verify(anchored=False)
    assert code == 0 and "not covered: a chain rewritten whole" in says  # the chain alone cannot tell, and says so
    code, says = kept.verify(process=True)
    # 13 entries fewer: the checkpointed entry number is gone (or, had entries been added, it differs)
    assert code == 1 and f"BROKEN at entry {kept.checkpointed} (checkpoint {kept.anchor})" in says
    assert "the chain was cut" in says


def test_an_edited_record_rehashed_and_relinked_keeping_its_length_is_caught_by_the_checkpoint(kept):
    with kept.session() as s:
        new_hash = _edit_income(s, kept.ext_id, 9_999_999.0)
        _relink(s, repin={str(kept.ext_id): new_hash})
    assert kept.verify(anchored=False)[0] == 0
    code, says = kept.verify()
    assert code == 1 and "differs from its checkpoint" in says and "the chain was rewritten" in says


def test_an_edited_record_repinned_by_an_appended_creation_entry_is_caught(kept):
    """Every checkpointed entry left as it was: the altered record is re-pinned by a second
    `extraction.created` appended after the checkpoint."""
    with kept.session() as s:
        new_hash = _edit_income(s, kept.ext_id, 9_999_999.0)
        first = s.execute(select(store.AuditEntry).where(store.AuditEntry.action == "extraction.created",
                                                          store.AuditEntry.object_id == str(kept.ext_id))).scalar_one()
        _append(s, "system", "system", "extraction.created", "extraction", kept.ext_id,
                dict(first.payload, content_hash=new_hash))
    code, says = kept.verify()
    assert code == 1 and f"extraction {kept.ext_id} as created again (entry {first.seq} created it)" in says


def test_a_record_moved_to_another_owner_or_document_is_caught(kept):
    """Columns beside the pinned envelope decide who may read a record and which text it shows."""
    with kept.session() as s:
        s.execute(update(store.Extraction).where(store.Extraction.id == kept.other_ext_id)
                  .values(requested_by="rita"))
    code, says = kept.verify()
    assert code == 1 and f"extraction {kept.other_ext_id}'s requested_by differ" in says
    with kept.session() as s:
        s.execute(update(store.Extraction).where(store.Extraction.id == kept.other_ext_id)
                  .values(requested_by="ravi", document_id=kept.doc_id))
    code, says = kept.verify()
    assert code == 1 and f"extraction {kept.other_ext_id}'s document_id differ" in says


# --- 2. a deleted entry --------------------------------------------------------------------

def test_a_deleted_entry_is_caught_by_the_chain(kept):
    with kept.session() as s:
        s.execute(delete(store.AuditEntry).where(store.AuditEntry.seq == kept.refusals[5]))
    code, says = kept.verify()
    assert code == 1 and f"entry {kept.refusals[5]} is missing" in says


def test_a_deleted_entry_with_the_chain_relinked_is_caught_by_the_checkpoint(kept):
    with kept.session() as s:
        _relink(s, drop={kept.refusals[5]})
    assert kept.verify(anchored=False)[0] == 0
    code, says = kept.verify()
    assert code == 1 and "differs from its checkpoint" in says


def test_the_last_entries_deleted_with_the_head_moved_are_caught_by_the_checkpoint(kept):
    with kept.session() as s:
        head_seq, _ = _audit.head(s)
        s.execute(delete(store.AuditEntry).where(store.AuditEntry.seq > head_seq - 3))
        prev = s.execute(select(store.AuditEntry.entry_hash).where(store.AuditEntry.seq == head_seq - 3)).scalar_one()
        s.execute(update(store.AuditHead).where(store.AuditHead.id == 1).values(seq=head_seq - 3, entry_hash=prev))
    code, says = kept.verify()
    assert code == 1 and "the chain was cut" in says


# --- 3. an edited document -----------------------------------------------------------------

def test_an_edited_document_is_caught(kept):
    with kept.session() as s:
        s.execute(update(store.Document).where(store.Document.id == kept.doc_id)
                  .values(content=b"%PDF-1.7 kyc form of anna, income 9999999\n%%EOF"))
    code, says = kept.verify()
    assert code == 1 and f"document {kept.doc_id}'s bytes were altered" in says


def test_a_document_replaced_under_a_new_id_is_caught(kept):
    """New bytes stored under their own hash and the record pointed at them: the record's envelope
    names the old document, and the new one was never received."""
    forged = b"%PDF-1.7 a forged form\n%%EOF"
    with kept.session() as s:
        s.add(store.Document(id=store.document_id(forged), n_bytes=len(forged), filename="kyc.pdf", content=forged,
                             received_at=_audit.utcnow(), received_by="rita"))
        s.flush()
        s.execute(update(store.Extraction).where(store.Extraction.id == kept.ext_id)
                  .values(document_id=store.document_id(forged)))
    code, says = kept.verify()
    assert code == 1 and f"extraction {kept.ext_id}'s document_id differ" in says
    with kept.session() as s:  # the record put back: the stray document is still caught
        s.execute(update(store.Extraction).where(store.Extraction.id == kept.ext_id).values(document_id=kept.doc_id))
    code, says = kept.verify()
    assert code == 1 and f"document {store.document_id(forged)} has no audit entry" in says


# --- 4. an edited token role ---------------------------------------------------------------

def test_an_edited_token_role_is_caught(kept):
    with kept.session() as s:
        s.execute(update(store.ApiToken).where(store.ApiToken.id == kept.token_id).values(role="admin"))
    code, says = kept.verify()
    assert code == 1 and f"token {kept.token_id}'s role differ from what the log recorded" in says


def test_an_edited_token_role_repinned_by_an_appended_creation_entry_is_caught(kept):
    with kept.session() as s:
        s.execute(update(store.ApiToken).where(store.ApiToken.id == kept.token_id).values(role="admin"))
        _append(s, "root", "admin", "token.created", "token", kept.token_id,
                {"subject": "ravi", "role": "admin", "expires_at": None})
    code, says = kept.verify()
    assert code == 1 and f"token {kept.token_id} as created again" in says


# --- 5. an edited token hash -----------------------------------------------------------------

def test_token_hashes_swapped_between_two_tokens_are_caught(kept):
    """ravi's token would open olga's operator row and hers ravi's: the roles and subjects are untouched."""
    with kept.session() as s:
        first, second = (s.get(store.ApiToken, i).token_hash for i in (kept.token_id, kept.other_token_id))
        for token_id, value in ((kept.token_id, "swapping"), (kept.other_token_id, first), (kept.token_id, second)):
            s.execute(update(store.ApiToken).where(store.ApiToken.id == token_id).values(token_hash=value))
    code, says = kept.verify(process=True)
    assert code == 1 and f"token {kept.token_id}'s token hash differ from what the log recorded" in says


def test_a_token_hash_replaced_by_one_the_forger_knows_is_caught(kept):
    with kept.session() as s:
        s.execute(update(store.ApiToken).where(store.ApiToken.id == kept.other_token_id)
                  .values(token_hash=store.hash_token("dp_the-forgers-own-value", SECRET)))
    code, says = kept.verify()
    assert code == 1 and f"token {kept.other_token_id}'s token hash differ" in says


# --- 6. jobs and dead letters -------------------------------------------------------------------

@pytest.mark.parametrize("column, value", [("submitted_by", "rita"), ("source", "/srv/inbox"),
                                           ("document_type", "kyc_form")])
def test_an_edited_job_is_caught(kept, column, value):
    with kept.session() as s:
        s.execute(update(store.Job).where(store.Job.id == kept.job_id).values(**{column: value}))
    code, says = kept.verify()
    assert code == 1 and f"job {kept.job_id}'s {column} differ from what audit entry" in says


def test_a_job_item_added_or_removed_is_caught(kept):
    with kept.session() as s:
        s.execute(delete(store.JobItem).where(store.JobItem.id == kept.done_item))
    code, says = kept.verify()
    assert code == 1 and f"job {kept.job_id} has 1 items where audit entry" in says and "recorded 2" in says


def test_a_done_item_pointed_at_someone_elses_extraction_is_caught(kept):
    with kept.session() as s:
        s.execute(update(store.JobItem).where(store.JobItem.id == kept.done_item).values(extraction_id=kept.ext_id))
    code, says = kept.verify()
    assert code == 1 and f"job item {kept.done_item} is done with extraction {kept.ext_id}" in says


def test_a_job_deleted_or_slipped_in_is_caught(kept):
    with kept.session() as s:
        s.add(store.Job(id="forged-job", source="api", submitted_by="olga", document_type=None,
                        created_at=_audit.utcnow()))
    code, says = kept.verify()
    assert code == 1 and "job forged-job has no audit entry" in says
    with kept.session() as s:
        s.execute(delete(store.Job).where(store.Job.id == "forged-job"))
        job, _ = store.create_job(s, source="api", items=[("kyc.pdf", kept.doc_id)], actor=OLGA)  # nothing read yet
        later = job.id
    assert kept.verify()[0] == 0
    with kept.session() as s:
        s.execute(delete(store.JobItem).where(store.JobItem.job_id == later))
        s.execute(delete(store.Job).where(store.Job.id == later))
    code, says = kept.verify()
    assert code == 1 and f"job {later}, recorded by audit entry" in says and "is gone: it was deleted" in says


def test_a_dead_letter_deleted_to_hide_a_failure_is_caught(kept):
    with kept.session() as s:
        s.execute(delete(store.DeadLetter).where(store.DeadLetter.id == kept.letter_id))
    code, says = kept.verify(process=True)
    assert code == 1 and f"dead letter {kept.letter_id}" in says and "deleted" in says
    with kept.session() as s:  # and the item put back to pending, as if it had never failed: still owed
        s.execute(update(store.JobItem).where(store.JobItem.id == kept.dead_item).values(state="pending"))
    assert kept.verify()[0] == 1


@pytest.mark.parametrize("column, value", [("error", "nothing happened"), ("document_id", None), ("attempts", 1)])
def test_an_edited_dead_letter_is_caught(kept, column, value):
    with kept.session() as s:
        s.execute(update(store.DeadLetter).where(store.DeadLetter.id == kept.letter_id).values(**{column: value}))
    code, says = kept.verify()
    assert code == 1 and f"dead letter {kept.letter_id}'s {column} differ" in says


def test_a_dead_item_without_its_dead_letter_is_caught(kept):
    with kept.session() as s:
        s.execute(update(store.JobItem).where(store.JobItem.id == kept.done_item).values(state="dead"))
    code, says = kept.verify()
    assert code == 1 and f"job item {kept.done_item} is dead but no dead letter names it" in says


def test_verify_says_what_it_covers(kept):
    code, says = kept.verify()
    assert code == 0
    assert "3 extractions and reviews, 2 documents and 2 tokens match them" in says
    assert "so do 1 jobs with their 2 items and 1 dead letters" in says
    assert "1 checkpoints kept outside the database hold" in says and "not covered: what came after it" in says
    with kept.session() as s:  # sanity: the fixture's store is what `verify` read
        assert s.execute(text("SELECT count(*) FROM audit_log WHERE action = 'request.refused'")).scalar_one() == 13
