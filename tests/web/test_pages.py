"""The onboarding and audit pages in a real headless Chromium (Playwright driving Debian's chromium).

The API runs as a real ``uvicorn`` process on the embedded default; screenshots of both
pages go to ``artifacts/screenshots/`` (override with DUALPATH_ARTIFACTS_DIR), never committed.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.service_fixtures import ADMIN_TOKEN, REPO, free_port

pytestmark = [pytest.mark.browser, pytest.mark.timeout(120)]

CHROMIUM = os.environ.get("DUALPATH_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SHOTS = Path(os.environ.get("DUALPATH_ARTIFACTS_DIR", REPO / "artifacts")) / "screenshots"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory):
    from tests.service_support import make_letters_of_credit

    tmp = tmp_path_factory.mktemp("web")
    docs = make_letters_of_credit(tmp / "docs", 3)
    # the fourth: its amount (125003,00 in the text) answered unsure, so the server flags it
    docs += make_letters_of_credit(tmp / "docs", 1, start=3, fake={"confidence": {"amount": 0.42}})
    # apart: a beneficiary read surely (0.99) but not as the text has it, so the server flags it not_in_text
    ungrounded = make_letters_of_credit(tmp / "docs", 1, start=4, fake={"raw": {"beneficiary.name": "NORDIC STEEL GMBH"}})
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(REPO), "DUALPATH_DATA_DIR": str(tmp / "data"),
           "DUALPATH_BOOTSTRAP_ADMIN_TOKEN": ADMIN_TOKEN, "DUALPATH_DECODER_FACTORY": "tests.fakes:FakeDecoder",
           "DUALPATH_FAKE_TRUTH_DIR": str(tmp / "docs")}
    for var in ("DUALPATH_BROKER_URL", "DUALPATH_DATABASE_URL"):
        env.pop(var, None)
    log = (tmp / "api.log").open("wb")
    proc = subprocess.Popen([sys.executable, "-m", "uvicorn", "api.main:app", "--host", "127.0.0.1", "--port", str(port)],
                            env=env, cwd=REPO, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            if httpx.get(base + "/healthz", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        assert proc.poll() is None and time.monotonic() < deadline, (tmp / "api.log").read_text()
        time.sleep(0.2)
    admin = {"Authorization": f"Bearer {ADMIN_TOKEN}"}
    tokens = {key: httpx.post(base + "/v1/tokens", json={"subject": name, "role": role}, headers=admin).json()["token"]
              for key, name, role in (("relationship_manager", "rita", "relationship_manager"),
                                      ("auditor", "alan", "auditor"), ("other_rm", "ravi", "relationship_manager"),
                                      ("admin", "adam", "admin"))}
    yield {"base": base, "tokens": tokens, "docs": docs, "ungrounded": ungrounded[0], "data": tmp / "data"}
    proc.terminate()
    proc.wait(15)


@pytest.fixture(scope="module")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.skip(f"no chromium at {CHROMIUM} (apt-get install -y chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 900}, accept_downloads=True)
    page = context.new_page()
    blocked: list[str] = []  # what the Content-Security-Policy refused: the pages must need none of it
    page.on("console", lambda m: blocked.append(m.text) if "Content Security Policy" in m.text else None)
    yield page
    context.close()
    assert not blocked, blocked


def _sign_in(page, server, role: str, path: str) -> None:
    page.goto(server["base"] + path)
    page.fill("#token", server["tokens"][role])
    page.click("#use-token")


def _refusals_of(server, name: str) -> list[dict]:
    from sqlalchemy import select

    from pipeline import store

    with store.session_scope(store.init_store(f"sqlite:///{server['data'] / 'dualpath.sqlite3'}")) as s:
        return [e.payload for e in s.execute(select(store.AuditEntry)
                                             .where(store.AuditEntry.action == "request.refused")
                                             .order_by(store.AuditEntry.seq)).scalars() if e.actor == name]


def test_a_relationship_manager_uploads_a_pdf_and_sees_the_fields(page, server):
    SHOTS.mkdir(parents=True, exist_ok=True)
    _sign_in(page, server, "relationship_manager", "/onboarding")
    page.wait_for_selector("#who:has-text('rita')")
    page.select_option("#doctype", "letter_of_credit")
    page.set_input_files("#file", str(server["docs"][0]))
    page.click("#upload")
    page.wait_for_selector(".to-review h3")
    assert page.inner_text("#status") == "accepted"
    assert page.locator(".to-review .flag").count() == 0
    assert "Nothing flagged" in page.inner_text(".to-review h3")
    page.click("details.accepted-fields summary")
    assert page.locator("details.accepted-fields .conf.conf-high").count() == \
        page.locator("details.accepted-fields tbody tr").count() > 20
    assert page.inner_text("tr.field[data-path='lc_number'] td >> nth=1") == "LC2026TEST00000"
    page.click("tr.field[data-path='beneficiary.name']")
    assert page.inner_text("#doctext mark.active") == "NORDIC STEEL AB"


def test_a_relationship_manager_corrects_the_flagged_field_and_the_document_is_accepted(page, server):
    SHOTS.mkdir(parents=True, exist_ok=True)
    _sign_in(page, server, "relationship_manager", "/onboarding")
    page.wait_for_selector("#who:has-text('rita')")
    page.set_input_files("#file", str(server["docs"][3]))
    page.click("#upload")
    page.wait_for_selector(".to-review .flag")
    assert page.inner_text("#status") == "needs review"
    # exactly the server's flagged field, with why in words, pre-filled, its source highlighted
    assert page.locator(".to-review .flag").count() == 1
    flag = page.locator(".flag[data-path='amount']")
    assert "the model was not sure of it" in flag.inner_text()
    assert page.input_value(".flag[data-path='amount'] input.value") == "125003"
    assert page.inner_text("#doctext mark.active") == "125003,00"
    assert page.get_attribute("details.accepted-fields", "open") is None  # accepted fields apart, folded
    assert "Accepted fields (" in page.inner_text("details.accepted-fields summary")
    page.click("details.accepted-fields summary")
    page.click("tr.field[data-path='lc_number']")
    assert page.inner_text("#doctext mark.active") == "LC2026TEST00003"
    page.focus(".flag[data-path='amount'] input.value")  # focusing a flagged field shows its source again
    assert page.inner_text("#doctext mark.active") == "125003,00"

    page.fill(".flag[data-path='amount'] input.value", "lots of money")
    page.click(".flag[data-path='amount'] button.save")
    page.wait_for_selector(".flag[data-path='amount'] .flag-error:has-text('422')")
    assert "amount" in page.inner_text(".flag[data-path='amount'] .flag-error")
    assert page.inner_text("#status") == "needs review"

    page.fill(".flag[data-path='amount'] input.value", "125,300.00")
    page.fill("#comment", "the SWIFT copy says 125,300.00")
    page.click(".flag[data-path='amount'] button.save")
    page.wait_for_selector("#status:text-is('accepted')")
    assert "corrected by rita" in page.inner_text(".flag[data-path='amount'] .state")
    assert "125003 → 125300" in page.inner_text(".flag[data-path='amount'] .state")
    assert "0 of 1 flagged field(s) open" in page.inner_text(".to-review h3")
    page.screenshot(path=str(SHOTS / "onboarding.png"), full_page=True)


def test_another_relationship_manager_is_refused_the_record(page, server):
    rm = {"Authorization": f"Bearer {server['tokens']['relationship_manager']}"}
    listing = httpx.get(server["base"] + "/v1/extractions", headers=rm).json()
    ext_id = max(x["id"] for x in listing["items"])
    _sign_in(page, server, "other_rm", f"/onboarding?extraction={ext_id}")
    page.wait_for_selector("#refused:not(.hidden)")
    # the page says no such record (it does not tell which ids exist); the audit log keeps the real reason
    assert "no such extraction" in page.inner_text("#refused")
    assert page.locator("#result.hidden").count() == 1
    refusal = _refusals_of(server, "ravi")[-1]
    assert refusal["status"] == 404 and "someone else" in refusal["reason"]


def test_an_auditor_sees_who_changed_what_and_the_straight_through_rate(page, server):
    _sign_in(page, server, "auditor", "/audit")
    page.wait_for_selector("#list tbody tr")
    page.wait_for_selector("#straight-through")
    assert page.inner_text("#straight-through") == "Straight-through: 50% of 2 read"
    assert "letter_of_credit.amount 1" in page.inner_text("#corrections-per-field")
    page.select_option("#f-review", "done")
    page.click("#apply")
    page.wait_for_selector("#count:has-text('1 extraction')")
    page.click("#list tbody tr.row >> nth=0")
    page.wait_for_selector("#detail:not(.hidden)")
    change = page.inner_text("#changes li.change[data-path='amount']")
    assert change.startswith("rita, 20") and change.endswith("amount: 125003 → 125300")
    assert "corrected by rita" in page.inner_text(".flag[data-path='amount'] .state")
    assert page.inner_text("#meta dd >> nth=1") == "accepted (extracted as needs_review)"
    assert page.locator("#list tbody tr.row.selected").count() == 1


def test_a_one_click_alternative_records_the_other_decoders_value(page, server):
    """An envelope whose flagged field carries the decoders' other reading (``alternatives``)."""
    from pipeline import store

    rm = {"Authorization": f"Bearer {server['tokens']['relationship_manager']}"}
    listing = httpx.get(server["base"] + "/v1/extractions", headers=rm).json()
    flagged_id = next(x["id"] for x in listing["items"] if x["status"] == "needs_review")
    envelope = httpx.get(server["base"] + f"/v1/extractions/{flagged_id}", headers=rm).json()["envelope"]
    for f in envelope["fields"]:
        if f["path"] == "amount":
            f["alternatives"] = [{"value": 125030.0, "decoded_by": "autoregressive"}]
    with store.session_scope(store.init_store(f"sqlite:///{server['data'] / 'dualpath.sqlite3'}")) as s:
        row, _ = store.record_extraction(s, envelope, pipeline_version="test-alternatives", actor=store.SYSTEM_ACTOR,
                                         requested_by="rita")
        ext_id = row.id
    _sign_in(page, server, "relationship_manager", f"/onboarding?extraction={ext_id}")
    page.wait_for_selector(".flag[data-path='amount'] button.alt")
    assert page.inner_text(".flag[data-path='amount'] button.alt") == "125030 · autoregressive"
    page.click(".flag[data-path='amount'] button.alt")
    page.wait_for_selector("#status:text-is('accepted')")
    assert "125003 → 125030" in page.inner_text(".flag[data-path='amount'] .state")


def test_an_auditor_filters_opens_sees_the_source_and_approves(page, server):
    SHOTS.mkdir(parents=True, exist_ok=True)
    rm = {"Authorization": f"Bearer {server['tokens']['relationship_manager']}"}
    for doc in server["docs"][1:]:
        r = httpx.post(server["base"] + "/v1/extract", files={"file": (doc.name, doc.read_bytes(), "application/pdf")},
                       headers=rm, timeout=30)
        assert r.status_code == 200, r.text
    httpx.post(server["base"] + "/v1/extract", files={"file": ("broken.pdf", b"not a pdf", "application/pdf")},
               headers=rm, timeout=30)

    _sign_in(page, server, "auditor", "/audit")
    page.wait_for_selector("#chain:has-text('audit chain verified')")
    page.wait_for_selector("#list tbody tr")
    page.select_option("#f-status", "rejected")
    page.click("#apply")
    page.wait_for_selector("#count:has-text('1 extraction')")
    page.select_option("#f-status", "accepted")
    page.select_option("#f-type", "letter_of_credit")
    page.click("#apply")
    page.wait_for_selector("#count:has-text('3 extraction')")

    page.click("#list tbody tr.row >> nth=0")
    page.wait_for_selector("#detail:not(.hidden)")
    assert "realtime" in page.inner_text("#meta")
    assert page.locator("#doctext mark.src").count() > 20  # every field's source is marked
    detail_top = page.evaluate("document.getElementById('detail').getBoundingClientRect().top")
    assert 0 <= detail_top < 900  # opening a record brings its detail into view
    list_right = page.evaluate("document.querySelector('.card.list').getBoundingClientRect().right")
    pane_left = page.evaluate("document.querySelector('.card.pane').getBoundingClientRect().left")
    assert list_right <= pane_left  # the list stays in its column, never under the document text
    page.click("#detail details.accepted-fields summary")
    page.click("tr.field[data-path='amount']")
    assert page.inner_text("#doctext mark.active").startswith("12500")  # the :32B: amount, as written
    page.fill("#comment", "checked against the MT700")
    page.click("#approve")
    page.wait_for_selector("#reviews li:has-text('alan: approve')")

    with page.expect_download() as download:
        page.click("#export-csv")
    assert download.value.suggested_filename == "extractions.csv"
    page.screenshot(path=str(SHOTS / "audit.png"), full_page=True)


def test_a_relationship_manager_is_refused_the_audit_page(page, server):
    _sign_in(page, server, "relationship_manager", "/audit")
    page.wait_for_selector("#refused:not(.hidden)")
    assert "Access refused" in page.inner_text("#refused")
    assert page.locator("#workspace.hidden").count() == 1
    auditor = {"Authorization": f"Bearer {server['tokens']['auditor']}"}
    from pipeline import store
    from sqlalchemy import select

    with store.session_scope(store.init_store(f"sqlite:///{server['data'] / 'dualpath.sqlite3'}")) as s:
        refusals = [e for e in s.execute(select(store.AuditEntry).where(store.AuditEntry.action == "request.refused"))
                    .scalars() if e.actor == "rita"]
    assert refusals and refusals[-1].payload["status"] == 403
    assert httpx.get(server["base"] + "/v1/audit/verify", headers=auditor).json()["ok"]


def test_an_admin_may_verify_the_chain_but_is_refused_the_records(page, server):
    _sign_in(page, server, "admin", "/audit")
    page.wait_for_selector("#refused:not(.hidden)")
    assert "may not do this" in page.inner_text("#refused")
    admin = {"Authorization": f"Bearer {server['tokens']['admin']}"}
    r = httpx.post(server["base"] + "/v1/extractions/1/reviews", json={"action": "approve"}, headers=admin)
    assert r.status_code == 403
    assert [p["status"] for p in _refusals_of(server, "adam")] == [403, 403]


def test_the_page_flags_exactly_the_fields_the_server_flags_whatever_their_confidence(page, server):
    """A value read surely but not found in the text: the server flags it (not_in_text), and the page
    shows that flag with its reason; it applies no confidence rule of its own. (Last: the tests
    above count the extractions of the module's server.)"""
    _sign_in(page, server, "relationship_manager", "/onboarding")
    page.wait_for_selector("#who:has-text('rita')")
    page.set_input_files("#file", str(server["ungrounded"]))
    page.click("#upload")
    page.wait_for_selector(".to-review .flag")
    doc = server["ungrounded"]
    rm = {"Authorization": f"Bearer {server['tokens']['relationship_manager']}"}
    envelope = httpx.post(server["base"] + "/v1/extract", files={"file": (doc.name, doc.read_bytes(), "application/pdf")},
                          headers=rm, timeout=30).json()  # her request again: the same extraction
    flagged = {f["path"]: f for f in envelope["fields"] if f["status"] == "needs_review"}
    assert flagged["beneficiary.name"]["confidence"] >= 0.9 and "not_in_text" in flagged["beneficiary.name"]["review"]
    flags = page.locator(".to-review .flag")
    assert {flags.nth(i).get_attribute("data-path") for i in range(flags.count())} == set(flagged)
    assert "the value was not found in the document's text" in page.inner_text(".flag[data-path='beneficiary.name']")
