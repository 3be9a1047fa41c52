"""The audit store on SQLite and PostgreSQL: migrations, idempotency, reviews, jobs, the chain."""
from __future__ import annotations

import threading

import pytest
from sqlalchemy import select, text, update

import pipeline.store as store
from pipeline.store import Actor, AuditEntry, Extraction, init_store, session_scope

RM = Actor("rita", "relationship_manager")
AUDITOR = Actor("alan", "auditor")
ADMIN = Actor("root", "admin")


def _envelope(data: bytes, status: str = "accepted") -> dict:
    return {
        "document_id": store.document_id(data), "document_type": "letter_of_credit",
        "schema": "letter_of_credit@1", "status": status, "data": {"lc_number": "LC1", "amount": 1250000.5},
        "fields": [{"path": "lc_number", "value": "LC1", "confidence": 0.97, "decoded_by": "diffusion",
                    "source": {"page": 1, "start": 4, "end": 7, "text": "LC1"}},
                   {"path": "amount", "value": 1250000.5, "confidence": 0.61, "decoded_by": "autoregressive",
                    "source": None}],
        "route": {"path": "realtime", "fallback_fields": ["amount"], "reason": "low confidence"},
        "validation": {"valid": True, "errors": []},
        "timings_ms": {"parse": 1.0, "extract": 2.0, "validate": 0.5, "total": 3.5}, "models": {},
    }


def _extract(engine, data: bytes, status: str = "accepted") -> int:
    with session_scope(engine) as s:
        store.store_document(s, data, filename="a.pdf", actor=RM)
        row, created = store.record_extraction(s, _envelope(data, status), pipeline_version="v1",
                                               actor=store.SYSTEM_ACTOR, requested_by=RM.name)
        assert created
        return row.id


def test_all_is_sorted_and_exported():
    assert store.__all__ == sorted(store.__all__)
    assert all(hasattr(store, name) for name in store.__all__)


def test_migrations_are_idempotent(store_url):
    engine = init_store(store_url)
    store.migrate(store_url)  # a second node starting later finds the schema at head
    with session_scope(engine) as s:
        assert s.execute(text("SELECT version_num FROM alembic_version")).scalar_one() == "0004"
        assert store.verify(s).ok


def test_extraction_is_idempotent_by_document_version_and_requester(store_url):
    engine = init_store(store_url)
    first = _extract(engine, b"%PDF-1 one")
    with session_scope(engine) as s:
        again, created = store.record_extraction(s, _envelope(b"%PDF-1 one", "rejected"), pipeline_version="v1",
                                                 actor=store.SYSTEM_ACTOR, requested_by=RM.name)
        assert (again.id, created, again.status) == (first, False, "accepted")
        theirs, created = store.record_extraction(s, _envelope(b"%PDF-1 one"), pipeline_version="v1",
                                                  actor=store.SYSTEM_ACTOR, requested_by="someone", reused_from=first)
        assert created and theirs.id != first
        assert store.find_extraction(s, store.document_id(b"%PDF-1 one"), "v1").id == first
        assert store.find_extraction(s, store.document_id(b"%PDF-1 one"), "v1", "someone").id == theirs.id
        newer, created = store.record_extraction(s, _envelope(b"%PDF-1 one"), pipeline_version="v2",
                                                 actor=store.SYSTEM_ACTOR, requested_by="someone")
        assert created and newer.id not in (first, theirs.id)
        assert s.query(Extraction).count() == 3


def test_concurrent_writers_store_one_extraction_and_keep_one_chain(store_url):
    engine = init_store(store_url)
    with session_scope(engine) as s:
        store.store_document(s, b"%PDF-1 race", filename=None, actor=RM)
    errors: list[BaseException] = []

    def write() -> None:
        try:
            with session_scope(engine) as s:
                store.record_extraction(s, _envelope(b"%PDF-1 race"), pipeline_version="v1",
                                        actor=store.SYSTEM_ACTOR, requested_by=RM.name)
                store.audit(s, RM, "extraction.read", "extraction", "x")
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=write) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    with session_scope(engine) as s:
        assert s.query(Extraction).count() == 1
        report = store.verify(s)
        assert report.ok, report.summary()
        assert report.entries == 1 + 1 + 6  # received, created once, six reads


def test_reviews_are_new_records_and_corrections_apply_in_order(store_url):
    engine = init_store(store_url)
    ext_id = _extract(engine, b"%PDF-1 review", status="needs_review")
    with session_scope(engine) as s:
        ext = store.get_extraction(s, ext_id)
        store.add_review(s, ext, action="correct", corrections={"amount": 1.0}, comment="typo", actor=AUDITOR)
        store.add_review(s, ext, action="correct", corrections={"amount": 2.5}, comment="", actor=AUDITOR)
        store.add_review(s, ext, action="approve", corrections={}, comment="ok", actor=AUDITOR)
    with session_scope(engine) as s:
        ext = store.get_extraction(s, ext_id)
        reviews = store.reviews_for(s, ext_id)
        assert [r.action for r in reviews] == ["correct", "correct", "approve"]
        assert store.reviewed_data(ext.envelope, reviews)["amount"] == 2.5
        assert ext.envelope["data"]["amount"] == 1250000.5  # the original is untouched
        assert store.verify(s).ok


def test_a_reviews_before_values_and_confirmations_are_pinned_by_the_chain(store_url):
    engine = init_store(store_url)
    ext_id = _extract(engine, b"%PDF-1 before")
    with session_scope(engine) as s:
        ext = store.get_extraction(s, ext_id)
        review = store.add_review(s, ext, action="correct", corrections={"amount": 2.5}, previous={"amount": 1250000.5},
                                  confirmed=["lc_number"], comment="", actor=AUDITOR)
        review_id = review.id
    with session_scope(engine) as s:
        got = store.reviews_for(s, ext_id)[0]
        assert (got.previous, got.confirmed) == ({"amount": 1250000.5}, ["lc_number"])
        assert store.verify(s).ok
        s.execute(update(store.Review).where(store.Review.id == review_id).values(previous={"amount": 7.0}))
    with session_scope(engine) as s:
        report = store.verify(s)
        assert not report.ok and report.broken.object_type == "review" and "altered" in report.broken.reason


def test_a_review_stored_before_previous_and_confirmed_existed_hashes_as_it_did(store_url):
    from pipeline.store._audit import _review_content

    engine = init_store(store_url)
    ext_id = _extract(engine, b"%PDF-1 legacy")
    with session_scope(engine) as s:
        review_id = store.add_review(s, store.get_extraction(s, ext_id), action="approve", corrections={},
                                     comment="", actor=AUDITOR).id
        # as the migration leaves a review written before the columns: both NULL
        s.execute(update(store.Review).where(store.Review.id == review_id).values(previous=None, confirmed=None))
    with session_scope(engine) as s:
        row = s.get(store.Review, review_id)
        assert _review_content(row) == {"extraction_id": ext_id, "action": "approve", "corrections": {},
                                        "comment": "", "reviewer": "alan", "created_at": row.created_at}


def test_filters(store_url):
    engine = init_store(store_url)
    _extract(engine, b"%PDF-1 a", "accepted")
    _extract(engine, b"%PDF-1 b", "needs_review")
    with session_scope(engine) as s:
        rows, total = store.list_extractions(s, store.ExtractionFilter(status="needs_review"))
        assert total == 1 and rows[0].status == "needs_review"
        _, total = store.list_extractions(s, store.ExtractionFilter(max_confidence=0.7, route="realtime"))
        assert total == 2
        _, total = store.list_extractions(s, store.ExtractionFilter(min_confidence=0.7))
        assert total == 0
        _, total = store.list_extractions(s, store.ExtractionFilter(since="2000-01-01", until="2999-01-01"))
        assert total == 2


def test_job_counts_add_up_and_dead_letters_end_items(store_url):
    engine = init_store(store_url)
    with session_scope(engine) as s:
        docs = [store.store_document(s, b"%%PDF-1 job %d" % i, filename=f"{i}.pdf", actor=RM) for i in range(3)]
        job, items = store.create_job(s, source="test", items=[(d.filename, d.id) for d in docs], actor=RM)
        job_id, item_ids = job.id, [i.id for i in items]
    ext_id = _extract(engine, b"%PDF-1 job 0")
    with session_scope(engine) as s:
        store.finish_item(s, store.get_job_item(s, item_ids[0]), extraction_id=ext_id)
        store.record_dead_letter(s, task_name="t", task_id="1", args={"item": item_ids[1]}, error="boom",
                                 attempts=4, job_item_id=item_ids[1])
    with session_scope(engine) as s:
        summary = store.job_summary(s, job_id)
        assert (summary["total"], summary["done"], summary["dead"], summary["pending"]) == (3, 1, 1, 1)
        assert summary["state"] == "running" and summary["statuses"]["accepted"] == 1
        assert store.list_dead_letters(s)[0].error == "boom"


def test_tokens_are_stored_hashed_and_revocable(store_url):
    engine = init_store(store_url)
    with session_scope(engine) as s:
        row, value = store.create_token(s, subject="rita", role="relationship_manager", secret="k",
                                        actor=store.SYSTEM_ACTOR)
        assert value not in row.token_hash
        assert store.find_token(s, value, "k").subject == "rita"
        assert store.find_token(s, value, "other-secret") is None
        store.revoke_token(s, row.id, actor=Actor("root", "admin"))
        assert store.find_token(s, value, "k") is None
        with pytest.raises(ValueError, match="unknown role"):
            store.create_token(s, subject="x", role="god", secret="k", actor=store.SYSTEM_ACTOR)
        lasting, _ = store.create_token(s, subject="ops", role="operator", secret="k", actor=store.SYSTEM_ACTOR)
        brief, _ = store.create_token(s, subject="tmp", role="auditor", secret="k", actor=store.SYSTEM_ACTOR,
                                      expires_in_days=1)
        assert lasting.expires_at is None and not store.token_expired(lasting, now="2999-01-01T00:00:00")
        assert not store.token_expired(brief)
        assert store.token_expired(brief, now=brief.expires_at)
        with pytest.raises(ValueError, match="positive"):
            store.create_token(s, subject="x", role="auditor", secret="k", actor=store.SYSTEM_ACTOR, expires_in_days=0)


# --- tampering -----------------------------------------------------------------------

def _chain_of_five(store_url: str):
    engine = init_store(store_url)
    ext_id = _extract(engine, b"%PDF-1 tamper")
    with session_scope(engine) as s:
        for i in range(3):
            store.audit(s, AUDITOR, "extraction.read", "extraction", ext_id, {"i": i})
        assert store.verify(s).ok
    return engine, ext_id


def test_verify_names_an_altered_entry(store_url):
    engine, _ = _chain_of_five(store_url)
    with session_scope(engine) as s:
        s.execute(update(AuditEntry).where(AuditEntry.seq == 3).values(actor="mallory"))
    with session_scope(engine) as s:
        report = store.verify(s)
    assert not report.ok and report.broken.seq == 3
    assert "entry 3 was altered" in report.summary()


def test_verify_names_an_altered_payload(store_url):
    engine, _ = _chain_of_five(store_url)
    with session_scope(engine) as s:
        s.execute(update(AuditEntry).where(AuditEntry.seq == 4).values(payload={"i": 99}))
    with session_scope(engine) as s:
        report = store.verify(s)
    assert not report.ok and report.broken.seq == 4 and "payload" in report.broken.reason


def test_verify_names_a_deleted_entry(store_url):
    engine, _ = _chain_of_five(store_url)
    with session_scope(engine) as s:
        s.execute(text("DELETE FROM audit_log WHERE seq = 2"))
    with session_scope(engine) as s:
        report = store.verify(s)
    assert not report.ok and report.broken.seq == 2 and "missing" in report.broken.reason


def test_verify_catches_a_rehashed_entry_by_the_next_link(store_url):
    """A forger who recomputes the altered entry's own hash still breaks the link after it."""
    engine, _ = _chain_of_five(store_url)
    with session_scope(engine) as s:
        entry = s.get(AuditEntry, 3)
        values = {c: getattr(entry, c) for c in store._audit._HASHED_COLUMNS} | {"actor": "mallory"}
        s.execute(update(AuditEntry).where(AuditEntry.seq == 3)
                  .values(actor="mallory", entry_hash=store._audit._entry_hash(values)))
    with session_scope(engine) as s:
        report = store.verify(s)
    assert not report.ok and report.broken.seq == 4 and "does not link" in report.broken.reason


def test_verify_catches_an_altered_extraction(store_url):
    engine, ext_id = _chain_of_five(store_url)
    with session_scope(engine) as s:
        row = s.get(Extraction, ext_id)
        envelope = dict(row.envelope, data={"lc_number": "LC1", "amount": 9999999.0})
        s.execute(update(Extraction).where(Extraction.id == ext_id).values(envelope=envelope))
    with session_scope(engine) as s:
        report = store.verify(s)
    assert not report.ok
    assert (report.broken.object_type, report.broken.object_id) == ("extraction", str(ext_id))
    assert report.broken.seq == 2 and "altered" in report.broken.reason


def test_verify_catches_a_truncated_tail(store_url):
    engine, _ = _chain_of_five(store_url)
    with session_scope(engine) as s:
        s.execute(text("DELETE FROM audit_log WHERE seq = 5"))
    with session_scope(engine) as s:
        report = store.verify(s)
    assert not report.ok and "removed from the end" in report.broken.reason


def test_verify_covers_documents_and_tokens_and_says_so(store_url):
    engine, _ = _chain_of_five(store_url)
    with session_scope(engine) as s:
        token, _ = store.create_token(s, subject="ravi", role="relationship_manager", secret="k", actor=ADMIN)
        report = store.verify(s)
    assert report.ok and (report.documents, report.tokens) == (1, 1)
    assert "1 documents and 1 tokens match" in report.summary()


def test_verify_catches_an_edited_document(store_url):
    engine, _ = _chain_of_five(store_url)
    doc_id = store.document_id(b"%PDF-1 tamper")
    with session_scope(engine) as s:
        s.execute(update(store.Document).where(store.Document.id == doc_id).values(content=b"%PDF-1 tampered"))
    with session_scope(engine) as s:
        report = store.verify(s)
    assert not report.ok and (report.broken.object_type, report.broken.object_id) == ("document", doc_id)
    assert "bytes were altered" in report.broken.reason


@pytest.mark.parametrize("edit, says", [({"role": "admin"}, "role"), ({"subject": "alan"}, "subject"),
                                        ({"revoked_at": None}, "revocation")])
def test_verify_catches_an_edited_token(store_url, edit, says):
    engine, _ = _chain_of_five(store_url)
    with session_scope(engine) as s:
        token, _ = store.create_token(s, subject="ravi", role="relationship_manager", secret="k", actor=ADMIN)
        store.revoke_token(s, token.id, actor=ADMIN)
        token_id = token.id
    with session_scope(engine) as s:
        assert store.verify(s).ok
        s.execute(update(store.ApiToken).where(store.ApiToken.id == token_id).values(**edit))
    with session_scope(engine) as s:
        report = store.verify(s)
    assert not report.ok and (report.broken.object_type, report.broken.object_id) == ("token", str(token_id))
    assert says in report.broken.reason


def _rewrite_extraction_and_rehash(engine, ext_id: int) -> None:
    """What someone with write access to the database can do: edit a record, fix the hash its entry
    pins, re-hash every entry after it and move the head."""
    from pipeline.store import _audit

    with session_scope(engine) as s:
        row = s.get(Extraction, ext_id)
        envelope = dict(row.envelope, data={"lc_number": "LC1", "amount": 9999999.0})
        s.execute(update(Extraction).where(Extraction.id == ext_id).values(envelope=envelope))
        prev = None
        for entry in s.execute(select(AuditEntry).order_by(AuditEntry.seq)).scalars():
            if entry.action == "extraction.created" and entry.object_id == str(ext_id):
                entry.payload = dict(entry.payload, content_hash=_audit.content_hash(envelope))
                entry.payload_hash = _audit.content_hash(entry.payload)
            if prev is not None:
                entry.prev_hash = prev
            entry.entry_hash = _audit._entry_hash({n: getattr(entry, n) for n in _audit._HASHED_COLUMNS})
            prev = entry.entry_hash
        s.execute(update(store.AuditHead).where(store.AuditHead.id == 1).values(entry_hash=prev))


def test_a_chain_rewritten_whole_is_caught_only_by_a_checkpoint_kept_outside_the_database(store_url, tmp_path):
    engine, ext_id = _chain_of_five(store_url)
    anchor, key = tmp_path / "elsewhere" / "audit.anchor", b"k" * 32
    with session_scope(engine) as s:
        line = store.checkpoint(s, anchor, key)
        assert line["seq"] == 5 and line["mac"]
        report = store.verify(s, anchor=anchor, key=key)
        assert report.ok and report.checkpoints == 1 and "1 checkpoints kept outside" in report.summary()
    _rewrite_extraction_and_rehash(engine, ext_id)
    with session_scope(engine) as s:
        assert store.verify(s).ok            # the chain alone cannot tell
        assert "not covered" in store.verify(s).summary()
        report = store.verify(s, anchor=anchor, key=key)
    assert not report.ok and report.broken.object_type == "checkpoint"
    assert "rewritten" in report.broken.reason and report.broken.seq == 5


def test_a_checkpoint_edited_or_signed_under_another_key_is_refused(store_url, tmp_path):
    import json

    engine, _ = _chain_of_five(store_url)
    anchor = tmp_path / "audit.anchor"
    with session_scope(engine) as s:
        store.checkpoint(s, anchor, b"k" * 32)
        assert not store.verify(s, anchor=anchor, key=b"x" * 32).ok   # another key
        line = json.loads(anchor.read_text())
        anchor.write_text(json.dumps(dict(line, seq=4)) + "\n")      # moved to fit a cut chain
        report = store.verify(s, anchor=anchor, key=b"k" * 32)
        assert not report.ok and "not signed by the audit key" in report.broken.reason
        assert not store.verify(s, anchor=tmp_path / "missing", key=None).ok


def test_a_chain_cut_below_its_last_checkpoint_is_caught(store_url, tmp_path):
    engine, _ = _chain_of_five(store_url)
    anchor = tmp_path / "audit.anchor"
    with session_scope(engine) as s:
        store.checkpoint(s, anchor, None)   # unsigned: only the file's own keeping protects it
    with session_scope(engine) as s:
        s.execute(text("DELETE FROM audit_log WHERE seq = 5"))
        s.execute(text("UPDATE audit_head SET seq = 4"))
    with session_scope(engine) as s:
        report = store.verify(s, anchor=anchor)
    assert not report.ok and "the chain was cut" in report.broken.reason


def test_a_missing_or_short_audit_key_is_refused_with_what_to_do(tmp_path):
    with pytest.raises(ValueError, match="cannot be read"):
        store.read_key(tmp_path / "absent.key")
    (tmp_path / "short.key").write_text("abc\n")
    with pytest.raises(ValueError, match="shorter than 16 bytes"):
        store.read_key(tmp_path / "short.key")
    (tmp_path / "good.key").write_text("  " + "k" * 32 + "\n")
    assert store.read_key(tmp_path / "good.key") == b"k" * 32 and store.read_key(None) is None
