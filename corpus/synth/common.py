"""What every document family shares: the truth/surface recorder, the per-document context,
the family registry entry, and small distractor helpers."""
from __future__ import annotations

import datetime as dt
import random
import re
from dataclasses import dataclass, field
from typing import Any, Callable

from pipeline.fields import empty_record, set_path
from corpus.synth import values as V
from corpus.synth.render import Doc
from corpus.synth.surface import Labeler, checkbox_style

SPLITS = ("train", "dev", "test")

_US_STATES = ("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ "
              "NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY").split()
US_MARK = re.compile(r"\b(?:U\.S\.A\.?|USA|UNITED STATES)\b|\b(?:" + "|".join(_US_STATES) + r")[ ,]+\d{5}\b")
HEAD_LINES_US = 6       # a US issuer shows its country within these first lines of page 1
HEAD_LINES_OTHER = 15   # a non-US document shows no US address within these


def fold(text: str) -> str:
    """White space folded to single spaces, as the contract wants free text."""
    return re.sub(r"\s+", " ", text).strip()


def joined(lines: list[str] | tuple[str, ...]) -> str:
    """Truth of a value rendered on several lines: the lines joined by one space."""
    return fold(" ".join(lines))


def issuer_visible(first_page: str, *, us: bool, sender_bic: str | None) -> bool:
    """Whether page 1 tells the issuer's country the way the normaliser reads it: the SWIFT
    sender BIC where there is one, else a US address in the first lines (and none in a
    non-US document's first lines)."""
    if sender_bic:
        return (sender_bic[4:6] == "US") == us
    lines = first_page.upper().splitlines()
    if us:
        return bool(US_MARK.search("\n".join(lines[:HEAD_LINES_US])))
    return not US_MARK.search("\n".join(lines[:HEAD_LINES_OTHER]))


class Out:
    """A document's truth record and, per concrete leaf path, the written pieces of its value."""

    def __init__(self, document_type: str):
        self.document_type = document_type
        self.data: dict[str, Any] = empty_record(document_type)
        self.surface: dict[str, list[str]] = {}
        self.derived: dict[str, str] = {}

    def put(self, path: str, value: Any, *pieces: str, derived: str | None = None) -> None:
        """Record ``value`` at ``path``, written on the page as ``pieces`` (each a verbatim string)."""
        set_path(self.data, path, value)
        if value is not None:
            self.surface[path] = [p for p in pieces if p]
        if derived:
            self.derived[path] = derived


@dataclass
class Ctx:
    """Per-document randomness and vocabulary."""

    rng: random.Random
    document_type: str
    split: str
    heldout_labels: bool
    invented_labels: float = 0.0     # train only: share of fields labelled with invented words
    list_variety: bool = False       # train only (corpus version 7): lists drawn in more arrangements
    passport_scans: bool = False     # train only (corpus version 8): identity read off a passport page
    train_synonyms: float = 0.0      # train only (corpus versions 9-11): share of train-only synonyms
    leader_rows: bool = False        # train only (corpus versions 14-17): free layouts may use leader rows
    more_styles: bool = False        # train only (corpus versions 16-17): free layouts may use boxes, grids,
                                     # bilingual labels, prose and screen prints (free_layout.MORE_STYLES)
    labels: Labeler = field(init=False)
    box: tuple[str, str] = field(init=False)

    def __post_init__(self) -> None:
        self.labels = Labeler(self.rng, self.document_type, heldout=self.heldout_labels,
                              invented=self.invented_labels, train_only=self.train_synonyms)
        self.box = checkbox_style(self.rng, heldout=self.heldout_labels)

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def pick(self, seq):
        return self.rng.choice(seq)


@dataclass
class Rendered:
    doc: Doc
    out: Out
    us_issuer: bool
    issuer: str
    sender_bic: str | None = None   # set where a SWIFT sender BIC names the issuer (raw MT700, system prints)


@dataclass(frozen=True)
class Family:
    name: str
    description: str
    splits: tuple[str, ...]            # SEEN, HELDOUT or TRAIN_ONLY
    render: Callable[[Any, Ctx], Rendered]

    @property
    def heldout(self) -> bool:
        return self.splits == HELDOUT

    @property
    def train_only(self) -> bool:
        return self.splits == TRAIN_ONLY


SEEN = ("train", "dev", "test")
HELDOUT = ("test",)
TRAIN_ONLY = ("train",)   # layout variety for training (free_layout); dev stays a measure of the seen families


# --------------------------------------------------------------------------- distractors

def footer_text(rng: random.Random, ref: str, *, issuer: str = "") -> str:
    return rng.choice([
        "Page {page} of {nb}", "Page {page}/{nb}", f"{ref} - Page {{page}} of {{nb}}",
        f"{issuer} | Confidential | Page {{page}} of {{nb}}" if issuer else "Page {page} of {nb}",
        f"Form {rng.choice(['F', 'FRM', 'DOC', 'BK'])}-{rng.randint(10, 990)} (rev. {rng.randint(1, 12):02d}/{rng.randint(2018, 2024)})   Page {{page}} of {{nb}}",
    ])


def near(rng: random.Random, d: dt.date, lo: int, hi: int) -> dt.date:
    return d + dt.timedelta(days=rng.randint(lo, hi))


def birthday(rng: random.Random, on: dt.date, age_lo: int, age_hi: int) -> dt.date:
    """A birth date making the person between age_lo and age_hi years old on ``on``."""
    start = dt.date(on.year - age_hi - 1, on.month, 1) + dt.timedelta(days=40)
    end = dt.date(on.year - age_lo, 1, 1)
    return start + dt.timedelta(days=rng.randint(0, (end - start).days))


def age_on(dob: dt.date, on: dt.date) -> int:
    return on.year - dob.year - ((on.month, on.day) < (dob.month, dob.day))


def add_years(d: dt.date, years: int) -> dt.date:
    try:
        return d.replace(year=d.year + years)
    except ValueError:
        return d.replace(year=d.year + years, day=28)


def staff_name(rng: random.Random, country: str) -> str:
    p = V.person(rng, country if country in V.NATIONALITY_CULTURE else None)
    return p.full


def boilerplate(rng: random.Random, kind: str, n: int) -> list[str]:
    """Paragraphs of terms and declarations (page filler with no extractable facts)."""
    pool = {
        "kyc": [
            "I/We declare that the information given in this form is true and complete and that I/we will inform the Bank "
            "promptly of any change. I/We authorise the Bank to verify the information with third parties.",
            "The Bank processes personal data in accordance with applicable data-protection law for the purposes of "
            "customer due diligence, the prevention of money laundering and terrorist financing, and account administration.",
            "A politically exposed person is a natural person who is or has been entrusted with a prominent public function, "
            "and includes immediate family members and persons known to be close associates of such a person.",
            "The customer confirms that the funds deposited with the Bank do not derive from criminal activity and that "
            "the customer acts on his or her own account and not on behalf of a third party.",
            "Records of the identification documents and of this form will be kept for at least five years after the end "
            "of the business relationship, as required by law.",
        ],
        "loan": [
            "Each of the undersigned represents to the Lender that the information provided in this application is true and "
            "correct as of the date set forth opposite my signature and acknowledges that any intentional or negligent "
            "misrepresentation may result in civil liability and criminal penalties.",
            "The Lender may obtain credit reports and verify employment, income and assets. The loan requested will be "
            "secured by a mortgage or deed of trust on the property described in this application.",
            "This application does not constitute a commitment to lend. Rates and terms are subject to change until the "
            "rate is locked and the loan is approved by the Lender's credit committee.",
            "Property insurance is required for the term of the loan. Flood insurance may be required where the property "
            "is located in a special flood hazard area.",
        ],
        "lc": [
            "This advice does not convey any engagement or obligation on our part unless we have added our confirmation. "
            "Documents must be presented in compliance with the terms and conditions of the credit.",
            "All banking charges outside the country of the issuing bank are for the account of the beneficiary unless "
            "otherwise stated. Reimbursement is subject to the ICC Uniform Rules for Bank-to-Bank Reimbursements.",
            "Please examine this credit carefully. If you are unable to comply with any of its terms, please contact the "
            "applicant directly to arrange an amendment.",
            "Sanctions clause: we shall not be liable for any delay or failure to pay, process or advise where doing so "
            "would breach applicable sanctions laws or regulations.",
        ],
    }[kind]
    return rng.sample(pool, min(n, len(pool)))


def annex(doc: Doc, rng: random.Random, kind: str, fees: list[tuple[str, str]], *, pages: int = 1) -> None:
    """``pages`` annex pages of terms and a schedule of charges (distractor amounts, no facts)."""
    target = doc.pages + pages
    doc.page_break()
    doc.section(rng.choice(["Annex - General terms", "Schedule of charges and general conditions", "Terms and conditions"]))
    if fees:
        doc.table(["Service", "Charge"], [[a, b] for a, b in fees], [3, 1.5], size=8.5)
        doc.gap(2)
    paragraphs = boilerplate(rng, kind, 99)
    i = 0
    while True:
        if doc.pages >= target and (i >= 2 or not doc.fits(doc.lh(8.5) * 6)):
            break
        doc.text(f"{i + 1}. {paragraphs[i % len(paragraphs)]}", size=8.5)
        doc.gap(1.5)
        i += 1


def maybe_annex(doc: Doc, rng: random.Random, kind: str, fees: list[tuple[str, str]], *, p: float = 0.3,
                max_pages: int = 3) -> None:
    """Sometimes add one or two annex pages, never beyond ``max_pages``."""
    room = max_pages - doc.pages
    if room > 0 and rng.random() < p:
        annex(doc, rng, kind, fees, pages=rng.randint(1, room))
