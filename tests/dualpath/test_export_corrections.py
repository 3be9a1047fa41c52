"""`dualpath export-corrections` (a real process on the API's SQLite store) and the training loader
reading what it wrote: reviewed documents become labelled examples with the reviewers' values."""
from __future__ import annotations

import json

from sqlalchemy import select

from pipeline import store
from tests.dualpath.test_cli import run
from tests.service_support import make_letters_of_credit

FLAGGED = {"confidence": {"amount": 0.42, "expiry_place": 0.5}}


def _upload(api, path) -> int:
    r = api.client.post("/v1/extract", files={"file": (path.name, path.read_bytes(), "application/pdf")},
                        headers=api.auth("relationship_manager"))
    assert r.status_code == 200, r.text
    return int(r.headers["X-Extraction-Id"])


def _review(api, ext_id, **body) -> None:
    r = api.client.post(f"/v1/extractions/{ext_id}/reviews", json=body, headers=api.auth("relationship_manager"))
    assert r.status_code == 201, r.text


def test_reviewed_extractions_are_exported_and_load_as_training_examples(api, lc_docs, tmp_path):
    done, half = make_letters_of_credit(lc_docs[0].parent, 2, start=20, fake=FLAGGED)
    done_id, half_id, plain_id = _upload(api, done), _upload(api, half), _upload(api, lc_docs[0])
    _review(api, done_id, action="correct", corrections={"amount": "125,300.00"})
    _review(api, done_id, action="approve", confirmed=["expiry_place"])
    _review(api, half_id, action="correct", corrections={"amount": 125021})  # expiry_place left open
    _review(api, plain_id, action="approve")  # accepted as extracted: nothing was flagged, nothing confirmed

    out = tmp_path / "reviewed"
    result = run("export-corrections", "--out", str(out), "--database", api.settings.store_url, "--as-user", "ops")
    assert result.returncode == 0, result.stderr
    assert "wrote 1 labelled document(s)" in result.stderr and "skipped 2" in result.stderr
    assert f"extraction {half_id}: 1 flagged field(s) still open: expiry_place" in result.stderr
    assert f"extraction {plain_id}: its reviews confirmed or corrected no field" in result.stderr

    (truth_path,) = out.glob("*.truth.json")
    stem = truth_path.name[: -len(".truth.json")]
    assert (out / f"{stem}.pdf").read_bytes() == done.read_bytes()
    truth = json.loads(truth_path.read_text())
    assert truth["document_type"] == "letter_of_credit" and truth["data"]["amount"] == 125300.0
    assert truth["data"]["lc_number"] == "LC2026TEST00020"
    (line,) = [json.loads(raw) for raw in (out / "manifest.jsonl").read_text().splitlines()]
    assert (line["stem"], line["extraction_id"], line["corrected"], line["confirmed"], line["reviewers"]) == \
        (stem, done_id, ["amount"], ["expiry_place"], ["rita"])

    with api.session() as s:
        (entry,) = s.execute(select(store.AuditEntry)
                             .where(store.AuditEntry.action == "corrections.exported")).scalars()
        assert (entry.actor, entry.payload["ids"], sorted(entry.payload["skipped"])) == \
            ("cli:ops", [done_id], sorted([str(half_id), str(plain_id)]))
        assert store.verify(s).ok

    # the trainers' loader: the corpus (none here) plus --extra-examples
    from dualpath.cli import build_parser
    from models.training.common import prepare_data

    args = build_parser().parse_args(["train", "--model", "ar", "--out", str(tmp_path / "ckpt"),
                                      "--data", str(tmp_path / "no-corpus"), "--extra-examples", str(out)])
    assert args.extra_examples == [str(out)]
    data = prepare_data(args, log=lambda _: None)
    (doc,) = data.train
    assert (doc.stem, doc.document_type, doc.family, doc.split) == (stem, "letter_of_credit", "reviewed", "train")
    assert doc.data["amount"] == 125300.0 and ":32B:USD125020,00" in doc.pages[0]  # the reviewer's value, the document's text
    assert data.dev == [] and data.test == []


def test_a_second_export_replaces_its_manifest_lines(api, lc_docs, tmp_path):
    (doc,) = make_letters_of_credit(lc_docs[0].parent, 1, start=30, fake=FLAGGED)
    _review(api, _upload(api, doc), action="approve")
    out = tmp_path / "reviewed"
    for _ in range(2):
        assert run("export-corrections", "--out", str(out), "--database", api.settings.store_url).returncode == 0
    assert len((out / "manifest.jsonl").read_text().splitlines()) == 1
    assert len(list(out.glob("*.truth.json"))) == 1


def test_since_leaves_out_earlier_reviews(api, lc_docs, tmp_path):
    (doc,) = make_letters_of_credit(lc_docs[0].parent, 1, start=40, fake=FLAGGED)
    _review(api, _upload(api, doc), action="approve")
    result = run("export-corrections", "--out", str(tmp_path / "x"), "--since", "2999-01-01",
                 "--database", api.settings.store_url)
    assert result.returncode == 0 and "wrote 0 labelled document(s)" in result.stderr
