"""The foreign generators' HTML pages printed to PDF by headless Chromium (Debian's ``chromium``,
driven by Playwright through ``executable_path``; nothing is downloaded)."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Sequence

CHROMIUM = os.environ.get("DUALPATH_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]

__all__ = ["CHROMIUM", "generate_pdfs", "print_to_pdf"]


def print_to_pdf(pages_html: Sequence[str]) -> list[bytes]:
    """Each HTML page printed to an A4 PDF by headless Chromium, in one browser."""
    if not Path(CHROMIUM).exists():
        raise SystemExit(f"no chromium at {CHROMIUM}: install Debian's package (apt-get install -y chromium, "
                         "or bash .ci/services.sh) or point DUALPATH_CHROMIUM at one")
    from playwright.sync_api import sync_playwright

    out = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            for html in pages_html:
                page.set_content(html, wait_until="load")
                out.append(page.pdf(format="A4", print_background=True))
        finally:
            browser.close()
    return out


def generate_pdfs(make: Any, document_types: Sequence[str], per_type: int, seed: int) -> list[tuple[Any, bytes]]:
    """(document, pdf bytes) of ``per_type`` documents of each type from a generator's
    ``generate(document_type, index, seed)``."""
    docs = [make(t, i, seed) for t in document_types for i in range(per_type)]
    return list(zip(docs, print_to_pdf([d.html for d in docs])))
