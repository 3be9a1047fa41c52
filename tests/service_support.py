"""Documents and a decoder for the service tests (API, workers, pages).

``make_letters_of_credit(dir, n)`` writes n small MT700-style PDFs with their
``<stem>.truth.json``, so ``tests.fakes.FakeDecoder`` can answer for them without the
synthetic corpus. ``SlowFakeDecoder`` is that fake with a delay and a log of every
decode it starts (one file per decode in ``DUALPATH_TEST_DECODE_LOG``), so that a test
can kill a worker in the middle of a task and count how often a document was decoded.
"""
from __future__ import annotations

import json
import os
import time
import uuid
from datetime import datetime, timezone
from pathlib import Path
from typing import Sequence

from fpdf import FPDF

from pipeline.decoding import DecodeResult


def _record(i: int) -> dict:
    return {
        "lc_number": f"LC2026TEST{i:05d}", "form_of_credit": "IRREVOCABLE", "date_of_issue": "2026-03-02",
        "applicable_rules": "UCP LATEST VERSION", "expiry_date": "2026-09-30", "expiry_place": "SINGAPORE",
        "applicant": {"name": f"ACME TRADING {i} PTE LTD", "address": "1 RAFFLES PLACE SINGAPORE 048616"},
        "beneficiary": {"name": "NORDIC STEEL AB", "address": "KUNGSGATAN 12 STOCKHOLM"},
        "currency": "USD", "amount": 125000.0 + i, "tolerance_plus_percent": 5, "tolerance_minus_percent": 5,
        "available_with": "ANY BANK", "available_by": "BY NEGOTIATION", "partial_shipments": "ALLOWED",
        "transhipment": "NOT ALLOWED", "port_of_loading": "GOTHENBURG", "port_of_discharge": "SINGAPORE",
        "latest_shipment_date": "2026-09-01", "goods_description": "HOT ROLLED STEEL COILS",
        "documents_required": ["SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS", "FULL SET OF CLEAN ON BOARD BILLS OF LADING"],
        "presentation_period_days": 21, "confirmation_instructions": "WITHOUT",
    }


def _mt700(r: dict) -> list[str]:
    amount = f"{r['amount']:.2f}".replace(".", ",")
    return [
        "{1:F01BANKSGSGAXXX0000000000}{2:O700BANKSESSXXXX}", ":27:1/1", f":40A:{r['form_of_credit']}",
        f":20:{r['lc_number']}", ":31C:260302", f":40E:{r['applicable_rules']}", f":31D:260930{r['expiry_place']}",
        f":50:{r['applicant']['name']}", r["applicant"]["address"], f":59:{r['beneficiary']['name']}",
        r["beneficiary"]["address"], f":32B:{r['currency']}{amount}", ":39A:05/05",
        f":41D:{r['available_with']} {r['available_by']}", f":43P:{r['partial_shipments']}",
        f":43T:{r['transhipment']}", f":44E:{r['port_of_loading']}", f":44F:{r['port_of_discharge']}",
        ":44C:260901", f":45A:{r['goods_description']}", ":46A:",
        *(f"+{d}" for d in r["documents_required"]),
        f":48:{r['presentation_period_days']} DAYS", f":49:{r['confirmation_instructions']}",
    ]


def make_letters_of_credit(out_dir: Path, n: int, *, start: int = 0, fake: dict | None = None) -> list[Path]:
    """n distinct letter-of-credit PDFs (+ truth) in ``out_dir``; ``fake``: how ``tests.fakes.FakeDecoder``
    answers them instead of the truth (``{"confidence": {path: c}, "raw": {path: text}}``)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(start, start + n):
        record = _record(i)
        pdf = FPDF()
        pdf.set_creation_date(datetime(2026, 3, 2, tzinfo=timezone.utc))  # same bytes every run
        pdf.add_page()
        pdf.set_font("Courier", size=10)
        for line in _mt700(record):
            pdf.cell(0, 5, line, new_x="LMARGIN", new_y="NEXT")
        path = out_dir / f"lc_{i:05d}.pdf"
        path.write_bytes(bytes(pdf.output()))
        (out_dir / f"lc_{i:05d}.truth.json").write_text(
            json.dumps({"document_type": "letter_of_credit", "data": record, **({"fake": fake} if fake else {})}))
        paths.append(path)
    return paths


class SlowFakeDecoder:
    """``FakeDecoder`` that sleeps ``DUALPATH_TEST_DECODE_DELAY_S`` and logs each decode it starts."""

    def __init__(self, *, route: str = "batch") -> None:
        from tests.fakes import FakeDecoder

        self._inner = FakeDecoder(route=route)
        self.delay = float(os.environ.get("DUALPATH_TEST_DECODE_DELAY_S", "0"))
        self.log_dir = os.environ.get("DUALPATH_TEST_DECODE_LOG")

    def decode(self, pages: Sequence[str], document_type: str | None, *, route: str) -> DecodeResult:
        if self.log_dir:
            Path(self.log_dir, f"{os.getpid()}-{uuid.uuid4().hex[:8]}").write_text("\f".join(pages)[:200])
        time.sleep(self.delay)
        return self._inner.decode(pages, document_type, route=route)

    def __getattr__(self, name: str):  # redecode and anything else the pipeline asks of a decoder
        return getattr(self._inner, name)


def no_model_decoder(*, route: str):
    """A ``DUALPATH_DECODER_FACTORY`` for a node that has no checkpoint."""
    from pipeline.decoding import NoModelError

    raise NoModelError("no model checkpoint is available; train one with `dualpath train`")


class FailingDecoder:
    """A decoder that fails every time: ``DUALPATH_TEST_FAIL=transient`` (database unreachable) or a bug;
    after ``DUALPATH_TEST_DECODE_DELAY_S``, each decode it starts logged as ``SlowFakeDecoder`` logs them."""

    def __init__(self, *, route: str = "batch") -> None:
        self.kind = os.environ.get("DUALPATH_TEST_FAIL", "bug")
        self.delay = float(os.environ.get("DUALPATH_TEST_DECODE_DELAY_S", "0"))
        self.log_dir = os.environ.get("DUALPATH_TEST_DECODE_LOG")

    def decode(self, pages: Sequence[str], document_type: str | None, *, route: str) -> DecodeResult:
        if self.log_dir:
            Path(self.log_dir, f"{os.getpid()}-{uuid.uuid4().hex[:8]}").write_text("failing")
        time.sleep(self.delay)
        if self.kind == "transient":
            from sqlalchemy.exc import OperationalError

            raise OperationalError("SELECT 1", {}, ConnectionRefusedError("database is restarting"))
        raise ValueError("a bug in the decoder")
