"""Residential loan applications: URLA-style forms, bank forms, broker letters with tables,
system prints, underwriting sheets and credit memos, with 0-3 co-borrowers."""
from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass

from pipeline.countries import country_name
from corpus.synth import surface as S
from corpus.synth import values as V
from corpus.synth.common import (HELDOUT, SEEN, TRAIN_ONLY, Ctx, Family, Out, Rendered, add_years, birthday, boilerplate,
                                   footer_text, fold, joined, maybe_annex, staff_name)
from corpus.synth.free_layout import Item, Section, header_block, lay_out
from corpus.synth.render import Doc

TYPE = "loan_application"
_LENDER_FORMS = ["{c} Mortgage Company", "{c} Home Loans, LLC", "{c} Mortgage Corp.", "{c} Savings Bank"]


@dataclass
class Lender:
    name: str
    address: V.Address
    nmls: str

    @property
    def country(self) -> str:
        return self.address.country


@dataclass
class LoanCase:
    lender: Lender
    us: bool
    app_no: str
    app_date: dt.date
    borrower: V.Person
    dob: dt.date
    marital: str
    marital_word: str
    email: str | None
    phone: str | None
    home: V.Address
    co: list[tuple[V.Person, dt.date, str]]     # person, birth date, relationship
    employer: str
    position: str
    start: dt.date
    monthly_base: float
    monthly_extra: float                        # overtime/bonus, part of the gross monthly income
    income_currency: str
    loan_amount: float
    loan_currency: str
    purpose: str
    term: int
    rate: float
    property: V.Address
    value: float
    officer: str

    @property
    def monthly(self) -> float:
        return round(self.monthly_base + self.monthly_extra, 2)


def lender(rng: random.Random, us: bool) -> Lender:
    if us and rng.random() < 0.5:
        core = rng.choice(V._BANK_CORE)
        name = rng.choice(_LENDER_FORMS).format(c=core)
        return Lender(name, V.address(rng, "USA", office=True), V._digits(rng, rng.choice([6, 7])))
    b = V.bank(rng, "USA") if us else V.bank(rng, rng.choice(["GBR", "DEU", "FRA", "NLD", "CHE", "SWE", "ESP", "ITA",
                                                             "SGP", "HKG", "ARE", "IND"]))
    return Lender(b.name, b.address, V._digits(rng, 6))


def sample(rng: random.Random) -> LoanCase:
    us = rng.random() < 0.5
    lend = lender(rng, us)
    country = lend.country
    app_date = dt.date(2023, 1, 2) + dt.timedelta(days=rng.randint(0, 1090))
    nat = country if country in V.NATIONALITY_CULTURE and rng.random() < 0.75 else rng.choice(V.NATIONALITIES)
    borrower = V.person(rng, nat, sex=rng.choice("MF"))
    dob = birthday(rng, app_date, 22, 68)
    marital = rng.choices(["married", "unmarried", "separated"], weights=(50, 40, 10))[0]
    word = rng.choice(S.MARITAL[marital]) if marital != "unmarried" or rng.random() < 0.5 else "Unmarried"
    n_co = rng.choices([0, 1, 2, 3], weights=(30, 38, 18, 14))[0]
    co = []
    for k in range(n_co):
        if k == 0 and marital == "married":
            spouse = V.person(rng, nat, sex="F" if borrower.sex == "M" else "M")
            if rng.random() < 0.5:
                spouse = V.Person(spouse.given, borrower.surname, spouse.sex, spouse.nationality)
            co.append((spouse, birthday(rng, app_date, 22, 68), "Spouse"))
        else:
            co.append((V.person(rng, nat if rng.random() < 0.7 else None), birthday(rng, app_date, 20, 75),
                       rng.choice(["Co-borrower", "Partner", "Parent", "Sibling", "Co-applicant"])))
    ccy = S.currency_for(country)
    job = V.job(rng, country, 40)
    employer = job.employer or V.company(rng, country).name
    position = job.occupation if job.employer else rng.choice(["Owner", "Managing Director", "Partner", "Proprietor"])
    adult = add_years(dob, 18)
    start = adult + dt.timedelta(days=rng.randint(0, max(1, (app_date - adult).days - 60)))
    usd_month = rng.uniform(3500, 22000)
    base = V.round_amount(rng, usd_month, ccy, cents=rng.random() < 0.4)
    extra = V.round_amount(rng, usd_month * rng.uniform(0.05, 0.25), ccy) if rng.random() < 0.35 else 0.0
    value = V.round_amount(rng, rng.uniform(180_000, 1_800_000), ccy)
    purpose = rng.choices(["purchase", "refinance", "construction", "other"], weights=(55, 30, 8, 7))[0]
    loan_amount = float(round(value * rng.uniform(0.45, 0.95) / 1000) * 1000) if ccy not in S.ZERO_DECIMAL else \
        float(round(value * rng.uniform(0.45, 0.95) / 1_000_000) * 1_000_000)
    if rng.random() < 0.15:
        loan_amount += round(rng.uniform(1, 999), 2)
    home = V.address(rng, country)
    term = rng.choice([360, 360, 360, 180, 240, 300, 120]) if us else rng.choice([120, 180, 240, 300, 360, 420, 300, 240])
    rate = round(rng.randint(44, 62) * 0.125, 3) if us else round(rng.uniform(1.2, 5.4), 2)
    return LoanCase(
        lender=lend, us=us, app_no=V.application_number(rng, app_date.year), app_date=app_date, borrower=borrower,
        dob=dob, marital=marital, marital_word=word, email=V.email(rng, borrower) if rng.random() < 0.8 else None,
        phone=V.phone(rng, country) if rng.random() < 0.8 else None, home=home, co=co, employer=employer,
        position=position, start=start, monthly_base=base, monthly_extra=extra, income_currency=ccy,
        loan_amount=loan_amount, loan_currency=ccy, purpose=purpose, term=term, rate=rate,
        property=home if purpose == "refinance" else V.address(rng, country), value=value,
        officer=staff_name(rng, country),
    )


# --------------------------------------------------------------------------- written forms

class Written:
    """One document's written forms of a loan case, registering truth and surfaces."""

    def __init__(self, case: LoanCase, ctx: Ctx, out: Out, *, ds: S.DateStyle | None = None,
                 amount_style: str | None = None):
        self.c, self.ctx, self.out = case, ctx, out
        self.ds = ds or S.date_style(ctx.rng, us=case.us)
        self.amt = amount_style or S.pick_amount_style(ctx.rng, us=case.us)
        self.keep_cents = ctx.chance(0.7)
        self.cur_form = ctx.pick(["code_before", "code_after", "symbol", "name", "code_before"])
        self.L = ctx.labels

    def date(self, path: str, d: dt.date) -> str:
        text = self.ds(d)
        self.out.put(path, d.isoformat(), text)
        return text

    def number(self) -> str:
        self.out.put("application_number", self.c.app_no, self.c.app_no)
        return self.c.app_no

    def name(self, path: str, p: V.Person, mode: str = "full") -> str:
        if mode == "surname_first":
            text = f"{p.surname.upper()}, {p.given}"
            self.out.put(path, f"{p.given} {p.surname.upper()}", text)
            return text
        text = p.full
        self.out.put(path, text, text)
        return text

    def name_parts(self, path: str, p: V.Person) -> tuple[str, str]:
        self.out.put(path, p.full, p.given, p.surname)
        return p.given, p.surname

    def marital(self, boxes: bool = False) -> str:
        c = self.c
        if boxes:
            row, piece = S.checkbox_row([("Married", c.marital == "married"), ("Separated", c.marital == "separated"),
                                         ("Unmarried", c.marital == "unmarried")], self.ctx.box)
            self.out.put("borrower.marital_status", c.marital, piece)
            return row
        self.out.put("borrower.marital_status", c.marital, c.marital_word)
        return c.marital_word

    def email(self) -> str | None:
        if self.c.email:
            self.out.put("borrower.email", self.c.email, self.c.email)
        return self.c.email

    def phone(self) -> str | None:
        if self.c.phone:
            self.out.put("borrower.phone", self.c.phone, self.c.phone)
        return self.c.phone

    def co_borrowers(self, *, mode: str = "full") -> list[tuple[str, str, str]]:
        rows = []
        for i, (p, dob, rel) in enumerate(self.c.co):
            name = self.name(f"co_borrowers[{i}].full_name", p, mode)
            rows.append((name, self.date(f"co_borrowers[{i}].date_of_birth", dob), rel))
        return rows

    def employer(self) -> str:
        self.out.put("employer_name", self.c.employer, self.c.employer)
        return self.c.employer

    def money(self, value: float, code: str, *, form: str | None = None) -> S.Money:
        return S.money(self.ctx.rng, code, value, self.amt, form=form or self.cur_form, keep_zero_cents=self.keep_cents)

    def income(self, *, form: str | None = None) -> S.Money:
        m = self.money(self.c.monthly, self.c.income_currency, form=form)
        self.out.put("monthly_income", self.c.monthly, m.amount)
        self.out.put("income_currency", self.c.income_currency, m.currency)
        return m

    def loan_amount(self, *, form: str | None = None) -> S.Money:
        m = self.money(self.c.loan_amount, self.c.loan_currency, form=form)
        self.out.put("loan_amount", self.c.loan_amount, m.amount)
        self.out.put("loan_currency", self.c.loan_currency, m.currency)
        return m

    def value(self, *, form: str | None = None) -> S.Money:
        m = self.money(self.c.value, self.c.loan_currency, form=form)
        self.out.put("property_value", self.c.value, m.amount)
        return m

    def purpose(self, boxes: bool = False) -> str:
        p = self.c.purpose
        if boxes:
            row, piece = S.checkbox_row([(k.title(), k == p) for k in ("purchase", "refinance", "construction", "other")],
                                        self.ctx.box)
            self.out.put("loan_purpose", p, piece)
            return row
        text = self.ctx.pick(S.LOAN_PURPOSE[p])
        self.out.put("loan_purpose", p, text)
        return text

    def term(self, *, years_ok: bool = True, prose: bool = False) -> str:
        t = self.c.term
        if years_ok and t % 12 == 0 and "month" not in self.L("loan_term_months").lower() and self.ctx.chance(0.3):
            text = f"{t // 12} years"
            self.out.put("loan_term_months", t, text, derived="years x 12")
            return text
        text = f"{t} months" if prose else self.ctx.pick([f"{t}", f"{t} months", f"{t} months"])
        self.out.put("loan_term_months", t, str(t))
        return text

    def rate(self) -> str:
        r = self.c.rate
        num = f"{r:.3f}"
        num = num.rstrip("0").rstrip(".") if self.c.us else (num[:-1] if num.endswith("0") else num)
        if self.amt in ("eu", "space", "plain_comma"):
            num = num.replace(".", ",")
        self.out.put("interest_rate_percent", r, num)
        return self.ctx.pick([f"{num}%", f"{num} %", f"{num}% p.a." if not self.c.us else f"{num}%"])

    def property_lines(self) -> list[str]:
        lines = list(self.c.property.lines)
        if self.ctx.chance(0.4):
            lines.append(country_name(self.c.property.country))
        return lines

    def property(self, *, multiline: bool) -> str:
        lines = self.property_lines()
        if multiline:
            self.out.put("property_address", joined(lines), *lines)
            return "\n".join(lines)
        text = ", ".join(lines)
        self.out.put("property_address", fold(text), text)
        return text


def _doc(case: LoanCase, ctx: Ctx, **kw) -> Doc:
    fmt = "letter" if case.us and ctx.chance(0.85) else "A4"
    return Doc(page_format=fmt, font=kw.pop("font", ctx.pick(["helvetica", "helvetica", "times"])),
               size=kw.pop("size", ctx.pick([8.5, 9, 9.5])), footer=footer_text(ctx.rng, case.app_no, issuer=case.lender.name), **kw)


def _letterhead(doc: Doc, case: LoanCase, ctx: Ctx, *, align: str = "L") -> None:
    l = case.lender
    country = S.fmt_country(l.country, ctx.pick(["name", "upper", "alpha3"] if l.country == "USA" else ["name", "upper"]))
    lines = [*l.address.lines, country] if ctx.chance(0.5) else [", ".join(l.address.lines) + f", {country}"]
    if case.us and ctx.chance(0.5):
        lines.append(f"NMLS ID {l.nmls}")
    doc.letterhead(l.name, lines, align=align)


def _fees(w: Written) -> list[tuple[str, str]]:
    rng, c = w.ctx.rng, w.c
    return [(name, w.money(V.round_amount(rng, usd, c.loan_currency), c.loan_currency).text)
            for name, usd in (("Application fee", rng.choice([250, 350, 500])), ("Appraisal fee", rng.choice([450, 600, 750])),
                              ("Origination charge", rng.choice([995, 1250, 1500])), ("Early repayment (per event)", 150))]


def _maybe_annex(doc: Doc, w: Written, ctx: Ctx) -> None:
    maybe_annex(doc, ctx.rng, "loan", _fees(w), p=0.35)


def _make_us(case: LoanCase, rng: random.Random) -> None:
    """Re-home a case with a US lender (families that only exist in the United States)."""
    case.us, case.lender = True, lender(rng, True)
    case.income_currency = case.loan_currency = "USD"
    case.home = V.address(rng, "USA")
    case.property = case.home if case.purpose == "refinance" else V.address(rng, "USA")
    case.phone = V.phone(rng, "USA") if case.phone else None
    case.term = rng.choice([360, 360, 360, 180, 240, 300])
    case.rate = round(rng.randint(44, 62) * 0.125, 3)


# --------------------------------------------------------------------------- seen families

def urla_form(case: LoanCase, ctx: Ctx) -> Rendered:
    """URLA-style multi-section form (US lender, USD)."""
    if not case.us:
        _make_us(case, ctx.rng)
    out = Out(TYPE)
    w = Written(case, ctx, out, ds=S.DateStyle("num_slash", us=True, pad=ctx.chance(0.7)), amount_style="en")
    doc = _doc(case, ctx, size=8.5, font="helvetica")
    _letterhead(doc, case, ctx)
    doc.title("Uniform Residential Loan Application", size=13)
    doc.text("Verify and complete the information on this application. If you are applying for this loan with others, "
             "each additional Borrower must provide information as directed by your Lender.", size=7.5)
    doc.kv_pairs([("Lender Loan No.", w.number()), ("Agency Case No.", V._digits(ctx.rng, 10))], label_w=28)
    doc.section("Section 1: Borrower Information.  1a. Personal Information")
    given, surname = w.name_parts("borrower.full_name", case.borrower)
    doc.boxes([("Name (First)", given, 1.2), ("(Last)", surname, 1), ("Suffix", "", 0.3)])
    doc.boxes([("Social Security Number", f"XXX-XX-{V._digits(ctx.rng, 4)}", 1),
               ("Date of Birth (mm/dd/yyyy)", w.date("borrower.date_of_birth", case.dob), 1),
               ("Citizenship", S.checkbox_row([("U.S. Citizen", True), ("Permanent Resident Alien", False)], ctx.box)[0], 1.6)])
    doc.boxes([("Marital Status", w.marital(boxes=True), 2), ("Dependents (number)", str(ctx.rng.randint(0, 4)), 0.6)])
    doc.boxes([("Cell Phone", w.phone() or "", 1), ("Email", w.email() or "", 1.6)])
    doc.boxes([("Current Address", "\n".join(case.home.lines), 2), ("How long at current address?",
                                                                    f"{ctx.rng.randint(1, 15)} Years", 1)])
    doc.section("1b. Current Employment/Self-Employment and Income")
    start = w.date("employment_start_date", case.start)
    doc.boxes([("Employer or Business Name", w.employer(), 2), ("Start Date", start, 1)])
    doc.boxes([("Position or Title", case.position, 2), ("Phone", V.phone(ctx.rng, "USA"), 1)])
    base = w.money(case.monthly_base, "USD", form="symbol").text
    extra = w.money(case.monthly_extra, "USD", form="symbol").text
    total = w.income(form="symbol")
    doc.table(["Gross Monthly Income", "Amount"], [["Base", base], ["Overtime", extra if case.monthly_extra else "$0.00"],
                                                   ["Bonus", "$0.00"], ["TOTAL", total.text]], [3, 2], size=8.5)
    if case.co:
        doc.section("Additional Borrowers")
        rows = [[n, d, r] for n, d, r in w.co_borrowers()]
        doc.table(["Name", "Date of Birth", "Relationship to Borrower"], rows, [3, 1.6, 2], size=8.5)
    doc.section("Section 4: Loan and Property Information.  4a. Loan and Property Information")
    doc.boxes([("Loan Amount", w.loan_amount(form="symbol").text, 1), ("Loan Purpose", w.purpose(boxes=True), 2.6)])
    doc.boxes([("Property Address", w.property(multiline=True), 2), ("Number of Units", "1", 0.6),
               ("Property Value", w.value(form="symbol").text, 1)])
    doc.section("Lender Loan Information")
    doc.boxes([("Note Rate", w.rate(), 1), ("Loan Term (months)", w.term(years_ok=False), 1),
               ("Mortgage Type", ctx.pick(["Conventional", "FHA", "VA"]), 1)])
    doc.gap(3)
    doc.text(boilerplate(ctx.rng, "loan", 1)[0], size=7.5)
    doc.kv_pairs([("Borrower Signature", "________________"), ("Date", w.ds(case.app_date))], label_w=32)
    _maybe_annex(doc, w, ctx)
    return Rendered(doc, out, True, case.lender.name)


def bank_mortgage_form(case: LoanCase, ctx: Ctx) -> Rendered:
    out = Out(TYPE)
    w = Written(case, ctx, out)
    L = ctx.labels
    doc = _doc(case, ctx)
    _letterhead(doc, case, ctx, align=ctx.pick(["L", "C"]))
    doc.title(ctx.pick(["Mortgage Loan Application", "APPLICATION FOR A RESIDENTIAL MORTGAGE", "Home Loan Application Form"]), size=12)
    doc.boxes([(L("application_number"), w.number(), 1), ("Date received", w.ds(case.app_date), 1),
               ("Branch", case.lender.address.city, 1)])
    doc.section("1. " + L("borrower"))
    name = w.name("borrower.full_name", case.borrower, ctx.pick(["full", "surname_first"]))
    doc.boxes([(L("borrower.full_name"), name, 2), (L("borrower.date_of_birth"), w.date("borrower.date_of_birth", case.dob), 1)])
    doc.boxes([(L("borrower.marital_status"), w.marital(boxes=ctx.chance(0.5)), 1.5), ("Nationality", S.fmt_country(case.borrower.nationality, "demonym"), 1)])
    contact = [(lbl, v, 1) for lbl, v in ((L("borrower.phone"), w.phone()), (L("borrower.email"), w.email())) if v]
    if contact:
        doc.boxes(contact)
    doc.boxes([("Current address", "\n".join(case.home.lines), 1)])
    doc.section("2. " + L("co_borrowers"))
    if case.co:
        rows = [[str(i + 1), n, d, r] for i, (n, d, r) in enumerate(w.co_borrowers(mode=ctx.pick(["full", "surname_first"])))]
        doc.table(["#", "Name", "Date of birth", "Relationship"], rows, [0.4, 3, 1.5, 1.5])
    else:
        doc.text(ctx.pick(["None.", "No co-applicants.", "- none -"]), size=9)
    doc.section("3. Employment and income")
    doc.boxes([(L("employer_name"), w.employer(), 2), (L("employment_start_date"), w.date("employment_start_date", case.start), 1)])
    doc.boxes([("Position", case.position, 1), (L("monthly_income"), w.income().text, 1)])
    doc.section("4. Loan request")
    doc.boxes([(L("loan_amount"), w.loan_amount().text, 1), (L("loan_term_months"), w.term(), 1),
               (L("interest_rate_percent"), w.rate(), 1)])
    doc.boxes([(L("loan_purpose"), w.purpose(boxes=True), 1)])
    doc.boxes([(L("property_address"), w.property(multiline=True), 2), (L("property_value"), w.value().text, 1)])
    doc.gap(3)
    for para in boilerplate(ctx.rng, "loan", ctx.rng.randint(1, 2)):
        doc.text(para, size=8)
    doc.kv_pairs([("Signed", case.borrower.full), ("Date", w.ds(case.app_date))], label_w=16)
    _maybe_annex(doc, w, ctx)
    return Rendered(doc, out, case.us, case.lender.name)


def broker_letter(case: LoanCase, ctx: Ctx) -> Rendered:
    """Mortgage broker's cover letter with applicant and loan tables (issuer: the broker)."""
    rng = ctx.rng
    out = Out(TYPE)
    w = Written(case, ctx, out)
    L = ctx.labels
    broker = V.company(rng, case.lender.country)
    broker_name = broker.name.replace(broker.trade, rng.choice(["Mortgage", "Finance", "Home Loan"]))
    doc = _doc(case, ctx, font=ctx.pick(["times", "helvetica"]), size=10)
    country = country_name(broker.address.country)
    doc.letterhead(f"{broker_name} - Mortgage Brokers", [", ".join(broker.address.lines) + f", {country}",
                                                         f"Tel. {V.phone(rng, broker.address.country)}"])
    doc.text(w.ds(case.app_date))
    doc.gap(2)
    doc.text("\n".join([case.lender.name, "Mortgage Underwriting", *case.lender.address.lines]))
    doc.gap(3)
    num = w.number()
    doc.text(f"Re: Mortgage application - our client {case.borrower.full} - {L('application_number')} {num}", style="B")
    out.put("borrower.full_name", case.borrower.full, case.borrower.full)
    doc.gap(2)
    purpose = w.purpose()
    money = w.loan_amount()
    doc.text(f"Dear {case.officer},\n\nwe are pleased to submit the application of our client(s) for a loan of {money.text} "
             f"({purpose.lower()}). The details are summarised below; supporting documents follow under separate cover.")
    out.surface["loan_purpose"] = [purpose.lower()]
    doc.gap(2)
    rows = [["Borrower", case.borrower.full, w.date("borrower.date_of_birth", case.dob), w.marital()]]
    for name, dob, rel in w.co_borrowers():
        rows.append([rel, name, dob, ""])
    doc.table(["Role", "Name", L("borrower.date_of_birth"), L("borrower.marital_status")], rows, [1.5, 3, 1.6, 1.4])
    doc.gap(2)
    contact = [v for v in (w.phone(), w.email()) if v]
    if contact:
        doc.text("Borrower contact: " + " / ".join(contact), size=9.5)
    doc.gap(2)
    loan_rows = [[L("loan_amount"), money.text], [L("loan_term_months"), w.term()], [L("interest_rate_percent"), w.rate() + " (indicative)"],
                 [L("property_address"), w.property(multiline=True)], [L("property_value"), w.value().text],
                 [L("employer_name"), w.employer()], [L("employment_start_date"), w.date("employment_start_date", case.start)],
                 [L("monthly_income"), w.income().text]]
    doc.table(None, loan_rows, [2, 4], bold_first=True)
    doc.gap(3)
    fee = w.money(V.round_amount(rng, rng.choice([500, 750, 995]), case.loan_currency), case.loan_currency).text
    doc.text(f"Our broker fee of {fee} is payable on completion. Please contact us with any questions.")
    doc.gap(3)
    doc.text(f"Kind regards,\n\n{staff_name(rng, broker.address.country)}\n{broker_name}")
    _maybe_annex(doc, w, ctx)
    return Rendered(doc, out, broker.address.country == "USA", broker_name)


def los_summary(case: LoanCase, ctx: Ctx) -> Rendered:
    """Loan-origination-system print: fixed-width 'Label......: value' lines."""
    out = Out(TYPE)
    w = Written(case, ctx, out)
    L = ctx.labels
    doc = _doc(case, ctx, font="courier", size=8.5)
    l = case.lender
    lines = [f"{l.name.upper()}", f"{', '.join(l.address.lines)}, {country_name(l.country).upper()}",
             f"LOAN ORIGINATION SYSTEM - APPLICATION SUMMARY        RUN {case.app_date.isoformat()}", "=" * 76]

    def row(label: str, value: str) -> None:
        lines.append(f"{label[:30]:.<32}: {value}")

    row(L("application_number"), w.number())
    row("Status", ctx.pick(["IN PROCESS", "SUBMITTED TO UW", "PRE-APPROVED"]))
    lines.append("-- BORROWER " + "-" * 64)
    row(L("borrower.full_name"), w.name("borrower.full_name", case.borrower, ctx.pick(["full", "surname_first"])))
    row(L("borrower.date_of_birth"), w.date("borrower.date_of_birth", case.dob))
    row(L("borrower.marital_status"), w.marital())
    if (p := w.phone()):
        row(L("borrower.phone"), p)
    if (e := w.email()):
        row(L("borrower.email"), e)
    for i, (name, dob, rel) in enumerate(w.co_borrowers()):
        lines.append(f"-- CO-BORROWER {i + 1} " + "-" * 59)
        row("Name", name)
        row("Date of birth", dob)
        row("Relationship", rel)
    lines.append("-- EMPLOYMENT " + "-" * 62)
    row(L("employer_name"), w.employer())
    row("Position", case.position)
    row(L("employment_start_date"), w.date("employment_start_date", case.start))
    row(L("monthly_income"), w.income().text)
    lines.append("-- LOAN " + "-" * 68)
    row(L("loan_amount"), w.loan_amount().text)
    row(L("loan_purpose"), w.purpose())
    row(L("loan_term_months"), w.term())
    row(L("interest_rate_percent"), w.rate())
    prop = w.property_lines()
    out.put("property_address", joined(prop), *prop)
    row(L("property_address"), prop[0])
    lines.extend(" " * 34 + p for p in prop[1:])
    row(L("property_value"), w.value().text)
    row("LTV", f"{100 * case.loan_amount / case.value:.1f}%")
    lines.append("=" * 76)
    doc.mono("\n".join(lines), size=8.5)
    return Rendered(doc, out, case.us, l.name)


def underwriting_sheet(case: LoanCase, ctx: Ctx) -> Rendered:
    """Underwriting worksheet: income calculation, ratios and APR as distractors."""
    rng = ctx.rng
    out = Out(TYPE)
    w = Written(case, ctx, out)
    L = ctx.labels
    doc = _doc(case, ctx, size=9)
    _letterhead(doc, case, ctx)
    doc.title(ctx.pick(["Underwriting Worksheet", "CREDIT UNDERWRITING SUMMARY", "Loan Underwriting Transmittal"]), size=12)
    doc.kv_pairs([(L("application_number"), w.number()), ("Underwriter", case.officer),
                  ("Date", w.ds(case.app_date + dt.timedelta(days=rng.randint(2, 20))))], label_w=34)
    doc.section("Borrower(s)")
    rows = [[w.name("borrower.full_name", case.borrower), w.date("borrower.date_of_birth", case.dob), "Borrower", w.marital()]]
    rows += [[n, d, r, ""] for n, d, r in w.co_borrowers()]
    doc.table(["Name", "DOB", "Role", "Marital status"], rows, [3, 1.5, 1.5, 1.5])
    contact = [(lbl, v) for lbl, v in ((L("borrower.phone"), w.phone()), (L("borrower.email"), w.email())) if v]
    if contact:
        doc.kv_pairs(contact, columns=1, label_w=40)
    doc.section("Employment and income")
    annual = w.money(case.monthly * 12, case.income_currency).text
    doc.table(None, [[L("employer_name"), w.employer()], ["Position", case.position],
                     [L("employment_start_date"), w.date("employment_start_date", case.start)],
                     [L("monthly_income"), w.income().text], ["Annualised income", annual],
                     ["Debt-to-income ratio", f"{rng.uniform(18, 43):.1f}%"]], [2.5, 4], bold_first=True)
    doc.section("Loan terms")
    apr = case.rate + rng.uniform(0.05, 0.4)
    doc.table(None, [[L("loan_amount"), w.loan_amount().text], [L("loan_purpose"), w.purpose()],
                     [L("loan_term_months"), w.term()], [L("interest_rate_percent"), w.rate()],
                     ["APR", f"{apr:.3f}%"], [L("property_address"), w.property(multiline=True)],
                     [L("property_value"), w.value().text], ["LTV", f"{100 * case.loan_amount / case.value:.2f}%"]],
              [2.5, 4], bold_first=True)
    doc.gap(3)
    doc.text(f"Decision: {ctx.pick(['Approve', 'Approve with conditions', 'Refer to credit committee'])}", style="B")
    _maybe_annex(doc, w, ctx)
    return Rendered(doc, out, case.us, case.lender.name)


def credit_memo(case: LoanCase, ctx: Ctx) -> Rendered:
    """Credit committee memo in prose."""
    rng = ctx.rng
    out = Out(TYPE)
    w = Written(case, ctx, out)
    doc = _doc(case, ctx, font=ctx.pick(["times", "helvetica"]), size=10)
    _letterhead(doc, case, ctx)
    doc.title("Credit Memorandum - Residential Mortgage", size=12)
    doc.kv_pairs([("To", "Credit Committee"), ("From", case.officer), ("Date", w.ds(case.app_date + dt.timedelta(days=3))),
                  ("Application", w.number())], columns=1, label_w=26)
    doc.hr()
    name = w.name("borrower.full_name", case.borrower)
    dob = w.date("borrower.date_of_birth", case.dob)
    marital = w.marital().lower()
    out.surface["borrower.marital_status"] = [marital]
    purpose = w.purpose().lower()
    out.surface["loan_purpose"] = [purpose]
    paras = [f"The applicant, {name} (born {dob}, {marital}), requests a loan of {w.loan_amount().text} over "
             f"{w.term(prose=True)} at {w.rate()}. Purpose: {purpose}. The property at {w.property(multiline=False)} "
             f"is valued at {w.value().text}."]
    co = w.co_borrowers()
    if co:
        parts = [f"{n} (born {d})" for n, d, _ in co]
        paras.append("Co-borrowers: " + "; ".join(parts) + ".")
    else:
        paras.append("There are no co-borrowers.")
    paras.append(f"The applicant has worked for {w.employer()} as {case.position} since "
                 f"{w.date('employment_start_date', case.start)} and earns a gross monthly income of {w.income().text}.")
    contact = [v for v in (w.phone(), w.email()) if v]
    if contact:
        paras.append("Contact details on file: " + ", ".join(contact) + ".")
    paras.append(f"Recommendation: approve, subject to a satisfactory valuation. Loan-to-value "
                 f"{100 * case.loan_amount / case.value:.0f}%, debt-service ratio {rng.randint(18, 40)}%.")
    for para in paras:
        doc.text(para)
        doc.gap(2)
    _maybe_annex(doc, w, ctx)
    return Rendered(doc, out, case.us, case.lender.name)


CO_BORROWER_STYLES = ("rows", "one_line", "names_apart")
_PERSON_FORMS = ("{n}, {d}", "{n} ({d})", "{n}, born {d}", "{n} - {d}", "{n} (DOB {d})", "{n}, date of birth {d}")
_PERSON_JOINERS = ("; ", " / ", " | ", "\n")
_NAME_JOINERS = (", ", "; ", " and ", "\n", " / ")
_DOB_LABELS = ("Co-borrower {i} date of birth", "Date of birth (co-borrower {i})", "DOB co-applicant {i}",
               "Co-applicant {i} - date of birth", "Birth date, joint applicant {i}")
_NONE_WORDS = ("none", "None", "n/a", "N/A", "-", "no co-borrowers", "none declared", "nil")


def _person_rows(people: list[tuple[str, str, str]]) -> list[list[str]]:
    """The seen families' way: a "Co-borrower N" section of a name row and a date-of-birth row each."""
    return [row for i, (n, d, _) in enumerate(people)
            for row in ([f"Co-borrower {i + 1}", "Name", n], [f"Co-borrower {i + 1}", "Date of birth", d])]


def co_borrower_rows(ctx: Ctx, w: Written, style: str) -> tuple[list[list[str]], list[list[str]]]:
    """The co-borrowers as [section, label, value] rows in ``style`` (``CO_BORROWER_STYLES``):
    the rows that follow the borrower's, and the rows that go into the borrower's own section
    (the dates of birth in ``names_apart``). Registers the truth as written."""
    L = ctx.labels
    people = w.co_borrowers()
    if not people:
        if style == "rows" and not ctx.chance(0.5):
            return [], []
        return [["Co-borrowers", L("co_borrowers"), ctx.pick(_NONE_WORDS)]], []
    if style == "rows":
        return _person_rows(people), []
    if style == "one_line":
        form = ctx.pick(_PERSON_FORMS)
        return [["Co-borrowers", L("co_borrowers"), ctx.pick(_PERSON_JOINERS).join(form.format(n=n, d=d) for n, d, _ in people)]], []
    if style == "names_apart":
        dob_label = ctx.pick(_DOB_LABELS)
        dobs = [["Borrower", dob_label.format(i=i + 1), d] for i, (_, d, _) in enumerate(people)]
        return [["Co-borrowers", L("co_borrowers"), ctx.pick(_NAME_JOINERS).join(n for n, _, _ in people)]], dobs
    raise ValueError(f"unknown co-borrower style {style!r}; choose one of {', '.join(CO_BORROWER_STYLES)}")


def summary_rows(case: LoanCase, ctx: Ctx, w: Written, *, multiline: bool = True,
                 co_style: str | None = None) -> list[list[str]]:
    """The application as [section, label, value] rows, registering truth as written
    (``co_style``: how the co-borrowers are written, ``co_borrower_rows``; None: the original rows)."""
    L = ctx.labels
    rows = [["Application", L("application_number"), w.number()],
            ["Application", "Date", w.ds(case.app_date)],
            ["Borrower", L("borrower.full_name"), w.name("borrower.full_name", case.borrower, ctx.pick(["full", "surname_first"]))],
            ["Borrower", L("borrower.date_of_birth"), w.date("borrower.date_of_birth", case.dob)],
            ["Borrower", L("borrower.marital_status"), w.marital()]]
    if (p := w.phone()):
        rows.append(["Borrower", L("borrower.phone"), p])
    if (e := w.email()):
        rows.append(["Borrower", L("borrower.email"), e])
    if co_style is None:
        rows += _person_rows(w.co_borrowers())
    else:
        co_rows, borrower_rows = co_borrower_rows(ctx, w, co_style)
        rows += borrower_rows + co_rows
    rows += [["Employment", L("employer_name"), w.employer()], ["Employment", "Position", case.position],
             ["Employment", L("employment_start_date"), w.date("employment_start_date", case.start)],
             ["Income", L("monthly_income"), w.income().text],
             ["Loan", L("loan_amount"), w.loan_amount().text], ["Loan", L("loan_purpose"), w.purpose()],
             ["Loan", L("loan_term_months"), w.term()], ["Loan", L("interest_rate_percent"), w.rate()],
             ["Property", L("property_address"), w.property(multiline=multiline)], ["Property", L("property_value"), w.value().text]]
    return rows


def application_summary(case: LoanCase, ctx: Ctx) -> Rendered:
    """Ruled three-column table Section | Field | Value."""
    out = Out(TYPE)
    w = Written(case, ctx, out)
    doc = _doc(case, ctx, size=9)
    _letterhead(doc, case, ctx)
    doc.title(ctx.pick(["Loan Application Summary", "MORTGAGE APPLICATION - DATA SHEET", "Application Data Summary"]), size=12)
    rows = summary_rows(case, ctx, w)
    doc.table(["Section", "Field", "Value"], rows, [1.6, 2.6, 4.5], size=8.5)
    _maybe_annex(doc, w, ctx)
    return Rendered(doc, out, case.us, case.lender.name)


# --------------------------------------------------------------------------- held-out families

def bilingual_form(case: LoanCase, ctx: Ctx) -> Rendered:
    """German/English loan application of a bank in a German-speaking country (held out)."""
    rng = ctx.rng
    if case.lender.country not in ("DEU", "CHE", "AUT"):
        country = rng.choice(["DEU", "CHE"])
        b = V.bank(rng, country)
        case.lender, case.us = Lender(b.name, b.address, ""), False
        case.income_currency = case.loan_currency = S.currency_for(country)
        case.home = case.property = V.address(rng, country)
        case.phone = V.phone(rng, country) if case.phone else None
    out = Out(TYPE)
    w = Written(case, ctx, out, ds=S.DateStyle(ctx.pick(["num_dot", "num_dot", "dmy_month"]), us=False),
                amount_style=ctx.pick(["eu", "space"]))
    doc = _doc(case, ctx, font="helvetica", size=9)
    _letterhead(doc, case, ctx)
    doc.title("Darlehensantrag / Loan application", size=12)
    doc.kv("Antragsnummer / Application no.", w.number(), label_w=70)
    doc.section("1. Antragsteller / Applicant")
    doc.kv("Name, Vorname / Name", w.name("borrower.full_name", case.borrower, ctx.pick(["full", "surname_first"])), label_w=70)
    doc.kv("Geburtsdatum / Date of birth", w.date("borrower.date_of_birth", case.dob), label_w=70)
    doc.kv("Familienstand / Marital status", w.marital(), label_w=70)
    if (p := w.phone()):
        doc.kv("Telefon / Phone", p, label_w=70)
    if (e := w.email()):
        doc.kv("E-Mail", e, label_w=70)
    doc.section("2. Mitantragsteller / Co-applicants")
    co = w.co_borrowers()
    if co:
        doc.table(["Name", "Geburtsdatum / Date of birth", "Beziehung / Relationship"], [list(r) for r in co], [3, 2, 2])
    else:
        doc.text("keine / none", size=9)
    doc.section("3. Beschäftigung und Einkommen / Employment and income")
    doc.kv("Arbeitgeber / Employer", w.employer(), label_w=70)
    doc.kv("Beschäftigt seit / Employed since", w.date("employment_start_date", case.start), label_w=70)
    doc.kv("Monatliches Bruttoeinkommen / Gross monthly income", w.income().text, label_w=70)
    doc.section("4. Finanzierungswunsch / Loan request")
    doc.kv("Darlehensbetrag / Loan amount", w.loan_amount().text, label_w=70)
    doc.kv("Verwendungszweck / Purpose", w.purpose(), label_w=70)
    doc.kv("Laufzeit / Term", w.term(), label_w=70)
    doc.kv("Sollzins / Interest rate", w.rate(), label_w=70)
    doc.kv("Objektadresse / Property address", w.property(multiline=True), label_w=70)
    doc.kv("Verkehrswert / Market value", w.value().text, label_w=70)
    doc.gap(3)
    doc.kv_pairs([("Ort / Place", case.lender.address.city), ("Datum / Date", w.ds(case.app_date))], label_w=26)
    return Rendered(doc, out, False, case.lender.name)


def loan_estimate(case: LoanCase, ctx: Ctx) -> Rendered:
    """US Loan-Estimate-style page: LOAN TERMS table, term in years, P&I as a distractor (held out)."""
    rng = ctx.rng
    if not case.us:
        _make_us(case, rng)
    out = Out(TYPE)
    w = Written(case, ctx, out, ds=S.DateStyle(ctx.pick(["num_slash", "mdy_month"]), us=True), amount_style="en")
    doc = _doc(case, ctx, font="helvetica", size=9)
    _letterhead(doc, case, ctx)
    doc.title("Loan Estimate", size=14)
    doc.kv_pairs([("DATE ISSUED", w.ds(case.app_date + dt.timedelta(days=2))), ("LOAN ID #", w.number())], label_w=30)
    names = [w.name("borrower.full_name", case.borrower)] + [n for n, _, _ in w.co_borrowers()]
    doc.kv("APPLICANTS", "\n".join(names) + "\n" + "\n".join(case.home.lines), label_w=30)
    doc.kv("PROPERTY", w.property(multiline=True), label_w=30)
    doc.kv("EST. PROP. VALUE", w.value(form="symbol").text, label_w=30)
    doc.kv_pairs([("LOAN TERM", w.term()), ("PURPOSE", w.purpose()), ("PRODUCT", ctx.pick(["Fixed Rate", "5/1 Adjustable Rate"]))],
                 columns=1, label_w=30)
    doc.section("Loan Terms")
    months, r = case.term, case.rate / 1200
    pi = case.loan_amount * r / (1 - (1 + r) ** -months)
    doc.table(None, [["Loan Amount", w.loan_amount(form="symbol").text], ["Interest Rate", w.rate()],
                     ["Monthly Principal & Interest", w.money(round(pi, 2), "USD", form="symbol").text],
                     ["Prepayment Penalty", "NO"], ["Balloon Payment", "NO"]], [3, 3], bold_first=True)
    doc.section("Applicant details (from application)")
    rows = [["Date of birth", w.date("borrower.date_of_birth", case.dob)], ["Marital status", w.marital()]]
    if (p := w.phone()):
        rows.append(["Phone", p])
    if (e := w.email()):
        rows.append(["Email", e])
    rows += [[f"Co-applicant {i + 1} date of birth", d] for i, (_, d, _) in enumerate(w.co_borrowers())]
    rows += [["Employer", w.employer()], ["Employed since", w.date("employment_start_date", case.start)],
             ["Gross monthly income", w.income(form="symbol").text]]
    doc.table(None, rows, [3, 3])
    doc.gap(2)
    doc.text("Estimated Closing Costs and Cash to Close are shown on page 2 of the full Loan Estimate.", size=8)
    return Rendered(doc, out, True, case.lender.name)


def email_intake(case: LoanCase, ctx: Ctx) -> Rendered:
    """A printed e-mail from a loan officer summarising a new application (held out)."""
    out = Out(TYPE)
    w = Written(case, ctx, out)
    L = ctx.labels
    l = case.lender
    doc = _doc(case, ctx, font="helvetica", size=9.5)
    doc.text(f"{l.name} | {', '.join(l.address.lines)} | {country_name(l.country)}", style="B", size=9)
    doc.hr()
    doc.kv_pairs([("From", f"{case.officer}"), ("To", "underwriting"), ("Sent", w.ds(case.app_date)),
                  ("Subject", f"New application {case.app_no}")], columns=1, label_w=18)
    doc.hr()
    doc.text("Hi all,\nnew file below, documents uploaded to the portal.")
    doc.gap(1)
    items = [(L("application_number"), w.number()),
             (L("borrower.full_name"), w.name("borrower.full_name", case.borrower, ctx.pick(["full", "surname_first"]))),
             (L("borrower.date_of_birth"), w.date("borrower.date_of_birth", case.dob)),
             (L("borrower.marital_status"), w.marital())]
    if (p := w.phone()):
        items.append((L("borrower.phone"), p))
    if (e := w.email()):
        items.append((L("borrower.email"), e))
    co = w.co_borrowers()
    items.append((L("co_borrowers"), "; ".join(f"{n}, {d}" for n, d, _ in co) if co else "none"))
    items += [(L("employer_name"), w.employer()), (L("employment_start_date"), w.date("employment_start_date", case.start)),
              (L("monthly_income"), w.income().text), (L("loan_amount"), w.loan_amount().text),
              (L("loan_purpose"), w.purpose()), (L("loan_term_months"), w.term()), (L("interest_rate_percent"), w.rate()),
              (L("property_address"), w.property(multiline=False)), (L("property_value"), w.value().text)]
    for label, value in items:
        doc.text(f"- {label}: {value}")
    doc.gap(2)
    doc.text(f"Thanks,\n{case.officer}")
    return Rendered(doc, out, case.us, l.name)


def free_layout(case: LoanCase, ctx: Ctx) -> Rendered:
    """The application's rows in freely drawn arrangements (train only, see ``free_layout``)."""
    out = Out(TYPE)
    w = Written(case, ctx, out)
    doc = _doc(case, ctx)
    _letterhead(doc, case, ctx, align=ctx.pick(["L", "L", "C"]))
    header_block(doc, ctx, sender=case.officer, date_text=w.ds(case.app_date + dt.timedelta(days=ctx.rng.randint(0, 4))),
                 subject=ctx.pick(["New loan application", f"Application {case.app_no}", "Mortgage request - summary",
                                   "Loan file for underwriting", "Applicant data"]))
    sections: list[Section] = []
    co_style = ctx.pick(CO_BORROWER_STYLES) if ctx.list_variety else None
    for section, label, value in summary_rows(case, ctx, w, multiline=ctx.chance(0.5), co_style=co_style):
        if not sections or sections[-1].title != section:
            sections.append(Section(section, []))
        sections[-1].items.append(Item(label, value))
    lay_out(doc, ctx, sections, kind="loan")
    _maybe_annex(doc, w, ctx)
    return Rendered(doc, out, case.us, case.lender.name)


FAMILIES = [
    Family("urla_form", "URLA-style multi-section form (sections 1a, 1b, 4a), check boxes, income table, US lender", SEEN, urla_form),
    Family("bank_mortgage_form", "bank's mortgage application of bordered boxes with a co-applicant table", SEEN, bank_mortgage_form),
    Family("broker_letter", "mortgage broker's cover letter with applicant and loan tables", SEEN, broker_letter),
    Family("los_summary", "loan-origination-system print, fixed-width dotted labels", SEEN, los_summary),
    Family("underwriting_sheet", "underwriting worksheet with ratios, APR and annualised income as distractors", SEEN, underwriting_sheet),
    Family("credit_memo", "credit committee memo in prose", SEEN, credit_memo),
    Family("application_summary", "ruled table Section | Field | Value", SEEN, application_summary),
    Family("bilingual_form", "German/English application (dd.mm.yyyy, 1.234,56)", HELDOUT, bilingual_form),
    Family("loan_estimate", "US Loan-Estimate-style page: loan terms table, monthly P&I distractor", HELDOUT, loan_estimate),
    Family("email_intake", "loan officer's e-mail with the application as a bullet list", HELDOUT, email_intake),
    Family("free_layout", "the application's rows in randomly drawn arrangements, headers and orders", TRAIN_ONLY, free_layout),
]
