"""The onboarding and audit pages in a real headless Chromium (Playwright driving Debian's chromium).

The API runs as a real ``uvicorn`` process on the embedded default; screenshots of both
pages go to ``artifacts/screenshots/`` (override with DUALPATH_ARTIFACTS_DIR), never committed.
"""
from __future__ import annotations

import os
import shutil
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
    tokens = {role: httpx.post(base + "/v1/tokens", json={"subject": name, "role": role}, headers=admin).json()["token"]
              for role, name in (("relationship_manager", "rita"), ("auditor", "alan"))}
    yield {"base": base, "tokens": tokens, "docs": docs, "data": tmp / "data"}
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


def test_a_relationship_manager_uploads_a_pdf_and_sees_the_fields(page, server):
    SHOTS.mkdir(parents=True, exist_ok=True)
    _sign_in(page, server, "relationship_manager", "/onboarding")
    page.wait_for_selector("#who:has-text('rita')")
    page.select_option("#doctype", "letter_of_credit")
    page.set_input_files("#file", str(server["docs"][0]))
    started = time.monotonic()
    page.click("#upload")
    page.wait_for_selector("#fields tbody tr")
    assert time.monotonic() - started < 5
    assert page.inner_text("#status") == "accepted"
    assert page.input_value("input[data-path='lc_number']") == "LC2026TEST00000"
    assert page.locator("#fields .conf.conf-high").count() == page.locator("#fields tbody tr").count() > 20

    page.click("tr.field[data-path='beneficiary.name']")
    assert page.inner_text("#doctext mark.active") == "NORDIC STEEL AB"
    page.fill("input[data-path='beneficiary.name']", "NORDIC STEEL AKTIEBOLAG")
    page.fill("#comment", "full legal name")
    page.click("#submit-corrections")
    page.wait_for_selector("#review-state:has-text('correction recorded')")
    page.screenshot(path=str(SHOTS / "onboarding.png"), full_page=True)


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
