"""KYC individual: CDD / account-opening forms, passport data pages with an ICAO TD3 MRZ,
onboarding notes. A case holds the facts; each family decides what to state and how."""
from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass

from pipeline import mrz
from pipeline.countries import country_name
from corpus.synth import surface as S
from corpus.synth import values as V
from corpus.synth.common import (HELDOUT, SEEN, TRAIN_ONLY, Ctx, Family, Out, Rendered, add_years, age_on, birthday,
                                   boilerplate, footer_text, fold, joined, maybe_annex, near, staff_name)
from corpus.synth.free_layout import Item, Section, header_block, lay_out
from corpus.synth.render import Doc

TYPE = "kyc_individual"


@dataclass
class KycCase:
    bank: V.Bank
    us: bool
    doc_date: dt.date
    person: V.Person
    dob: dt.date
    place_of_birth: str
    id_type: str
    id_number: str
    id_country: str
    id_issue: dt.date
    id_expiry: dt.date
    address: V.Address
    job: V.Job
    currency: str
    monthly: float
    annual: float
    monthly_only: bool
    show_sex: bool
    tin: str | None
    email: str
    phone: str
    customer_no: str
    officer: str


def sample(rng: random.Random) -> KycCase:
    us = rng.random() < 0.28
    bank = V.bank(rng, "USA") if us else V.bank(rng, exclude="USA")
    doc_date = dt.date(2023, 1, 2) + dt.timedelta(days=rng.randint(0, 1090))
    residence = bank.country if rng.random() < 0.8 else rng.choice(V.ADDRESS_COUNTRIES)
    nationality = residence if residence in V.NATIONALITY_CULTURE and rng.random() < 0.7 else rng.choice(V.NATIONALITIES)
    person = V.person(rng, nationality)
    dob = birthday(rng, doc_date, 18, 84)
    job = V.job(rng, residence, age_on(dob, doc_date))
    id_type = "passport" if rng.random() < 0.7 else "national_id"
    years = rng.choice([5, 10, 10])
    id_issue = doc_date - dt.timedelta(days=rng.randint(20, years * 365 - 40))
    id_expiry = add_years(id_issue, years) - dt.timedelta(days=rng.choice([0, 1]))
    id_number = V.passport_number(rng, nationality) if id_type == "passport" else V.national_id_number(rng, nationality)
    currency = S.currency_for(residence) if rng.random() < 0.9 else rng.choice(["USD", "EUR", "GBP", "CHF"])
    monthly = V.round_amount(rng, job.monthly_base * rng.uniform(0.85, 1.2), currency)
    monthly_only = rng.random() < 0.3
    annual = round(monthly * 12, 2) if monthly_only else \
        V.round_amount(rng, job.monthly_base * 12 * rng.uniform(0.85, 1.2), currency, cents=rng.random() < 0.2)
    pob = V.address(rng, nationality).city if nationality in V.ADDRESS_COUNTRIES else country_name(nationality)
    return KycCase(
        bank=bank, us=us, doc_date=doc_date, person=person, dob=dob, place_of_birth=pob, id_type=id_type,
        id_number=id_number, id_country=nationality if rng.random() < 0.95 else residence,
        id_issue=id_issue, id_expiry=id_expiry, address=V.address(rng, residence), job=job,
        currency=currency, monthly=monthly, annual=annual, monthly_only=monthly_only,
        show_sex=rng.random() < 0.8, tin=V.tax_id(rng, residence, dob) if rng.random() < 0.7 else None,
        email=V.email(rng, person), phone=V.phone(rng, residence), customer_no=V.reference(rng),
        officer=staff_name(rng, bank.country),
    )


# --------------------------------------------------------------------------- written forms

@dataclass
class Row:
    key: str
    label: str
    value: str


class Written:
    """One document's written forms of a case, registering truth and surfaces as they are made."""

    def __init__(self, case: KycCase, ctx: Ctx, out: Out, *, ds: S.DateStyle | None = None,
                 amount_style: str | None = None, upper_names: bool | None = None):
        self.c, self.ctx, self.out, rng = case, ctx, out, ctx.rng
        self.ds = ds or S.date_style(rng, us=case.us)
        self.amt = amount_style or S.pick_amount_style(rng, us=case.us)
        self.upper = ctx.chance(0.2) if upper_names is None else upper_names
        self.L = ctx.labels

    def date(self, d: dt.date) -> str:
        return self.ds(d)

    def names(self) -> tuple[str, str]:
        p = self.c.person
        return (p.given.upper(), p.surname.upper()) if self.upper else (p.given, p.surname)

    def name_rows(self, mode: str) -> list[Row]:
        given, surname = self.names()
        if mode == "split":
            self.out.put("full_name", f"{given} {surname}", surname, given)
            return [Row("surname", self.L("surname"), surname), Row("given_names", self.L("given_names"), given)]
        if mode == "surname_first":
            surname = surname.upper()
            self.out.put("full_name", f"{given} {surname}", f"{surname}, {given}")
            return [Row("full_name", self.L("full_name"), f"{surname}, {given}")]
        self.out.put("full_name", f"{given} {surname}", f"{given} {surname}")
        return [Row("full_name", self.L("full_name"), f"{given} {surname}")]

    def dob(self) -> Row:
        text = self.date(self.c.dob)
        self.out.put("date_of_birth", self.c.dob.isoformat(), text)
        return Row("date_of_birth", self.L("date_of_birth"), text)

    def sex(self, boxes: bool = False) -> Row | None:
        sex = self.c.person.sex
        if not self.c.show_sex:
            return None
        if boxes and sex in "MF":
            text, piece = S.checkbox_row([("Male", sex == "M"), ("Female", sex == "F")], self.ctx.box)
            self.out.put("sex", sex, piece)
            return Row("sex", self.L("sex"), text)
        text = self.ctx.pick(S.SEX_WORDS[sex])
        self.out.put("sex", sex, text)
        return Row("sex", self.L("sex"), text)

    def country(self, path: str, alpha3: str, *, nationality: bool = False, form: str | None = None) -> str:
        text = S.fmt_country(alpha3, form or S.pick_country_form(self.ctx.rng, nationality=nationality))
        self.out.put(path, alpha3, text)
        return text

    def nationality(self) -> Row:
        return Row("nationality", self.L("nationality"), self.country("nationality", self.c.person.nationality, nationality=True))

    def id_type(self, boxes: bool = False) -> Row:
        passport = self.c.id_type == "passport"
        if boxes:
            text, piece = S.checkbox_row([("Passport", passport), ("National ID card", not passport),
                                          ("Driving licence", False)], self.ctx.box)
        else:
            text = piece = self.ctx.pick(["Passport", "PASSPORT"] if passport else
                                         ["National ID card", "National identity card", "Identity card"])
        self.out.put("id_document_type", self.c.id_type, piece)
        return Row("id_document_type", self.L("id_document_type"), text)

    def id_number(self) -> Row:
        self.out.put("id_document_number", self.c.id_number, self.c.id_number)
        return Row("id_document_number", self.L("id_document_number"), self.c.id_number)

    def id_country(self) -> Row:
        return Row("id_issuing_country", self.L("id_issuing_country"), self.country("id_issuing_country", self.c.id_country))

    def id_expiry(self) -> Row:
        text = self.date(self.c.id_expiry)
        self.out.put("id_expiry_date", self.c.id_expiry.isoformat(), text)
        return Row("id_expiry_date", self.L("id_expiry_date"), text)

    def address_lines(self, *, country_line: bool | None = None) -> list[str]:
        lines = list(self.c.address.lines)
        if country_line if country_line is not None else self.ctx.chance(0.6):
            lines.append(S.fmt_country(self.c.address.country, self.ctx.pick(["name", "upper", "name"])))
        return lines

    def address(self, *, multiline: bool) -> Row:
        lines = self.address_lines()
        if multiline:
            self.out.put("residential_address", joined(lines), *lines)
            return Row("residential_address", self.L("residential_address"), "\n".join(lines))
        text = ", ".join(lines)
        self.out.put("residential_address", fold(text), text)
        return Row("residential_address", self.L("residential_address"), text)

    def residence(self) -> Row:
        return Row("country_of_residence", self.L("country_of_residence"),
                   self.country("country_of_residence", self.c.address.country))

    def occupation(self) -> Row:
        occ = self.c.job.occupation
        self.out.put("occupation", occ, occ)
        return Row("occupation", self.L("occupation"), occ)

    def employer(self) -> Row | None:
        emp = self.c.job.employer
        if emp is None:
            return Row("employer_name", self.L("employer_name"), self.ctx.pick(["N/A", "-", "n/a", "None"])) \
                if self.ctx.chance(0.5) else None
        self.out.put("employer_name", emp, emp)
        return Row("employer_name", self.L("employer_name"), emp)

    def income(self, *, separate_currency: bool = False) -> list[Row]:
        c = self.c
        monthly = c.monthly_only
        value = c.monthly if monthly else c.annual
        m = S.money(self.ctx.rng, c.currency, value, self.amt, keep_zero_cents=self.ctx.chance(0.6))
        derived = "12 x monthly income" if monthly else None
        label = self.L("monthly_income" if monthly else "annual_income")
        if separate_currency:
            self.out.put("annual_income", c.annual, m.amount, derived=derived)
            self.out.put("income_currency", c.currency, c.currency)
            return [Row("income", label, m.amount), Row("currency", "Currency", c.currency)]
        self.out.put("annual_income", c.annual, m.amount, derived=derived)
        self.out.put("income_currency", c.currency, m.currency)
        return [Row("income", label, m.text)]

    def source(self, boxes: bool = False) -> Row:
        value = self.c.job.source_of_funds
        if boxes:
            text, piece = S.checkbox_row([(S.SOURCE_OF_FUNDS[k][0], k == value) for k in S.SOURCE_OF_FUNDS], self.ctx.box)
        else:
            text = piece = self.ctx.pick(S.SOURCE_OF_FUNDS[value])
        self.out.put("source_of_funds", value, piece)
        return Row("source_of_funds", self.L("source_of_funds"), text)

    def pep(self, boxes: bool = False) -> Row:
        pep = self.c.job.is_pep
        if boxes:
            text, piece = S.checkbox_row([("Yes", pep), ("No", not pep)], self.ctx.box)
        else:
            text = piece = self.ctx.pick(["Yes", "YES"] if pep else ["No", "NO"])
        self.out.put("is_pep", pep, piece)
        return Row("is_pep", self.L("is_pep"), text)

    def tin(self) -> Row | None:
        if self.c.tin is None:
            return Row("tax_identification_number", self.L("tax_identification_number"),
                       self.ctx.pick(["Not provided", "N/A", "-"])) if self.ctx.chance(0.4) else None
        self.out.put("tax_identification_number", self.c.tin, self.c.tin)
        return Row("tax_identification_number", self.L("tax_identification_number"), self.c.tin)

    # distractor rows
    def extras(self) -> dict[str, Row]:
        c, rng = self.c, self.ctx.rng
        deposit = S.money(rng, c.currency, V.round_amount(rng, rng.uniform(500, 20000), c.currency), self.amt)
        return {
            "place_of_birth": Row("place_of_birth", "Place of birth", c.place_of_birth),
            "id_issue": Row("id_issue", "Date of issue", self.date(c.id_issue)),
            "email": Row("email", self.ctx.pick(["E-mail", "Email"]), c.email),
            "phone": Row("phone", self.ctx.pick(["Mobile", "Telephone"]), c.phone),
            "customer_no": Row("customer_no", self.ctx.pick(["Customer no.", "CIF number", "Client ID"]), c.customer_no),
            "deposit": Row("deposit", self.ctx.pick(["Initial deposit", "Expected monthly deposits"]), deposit.text),
        }

    def all_rows(self, *, name_mode: str = "full", multiline: bool = True, boxes: bool = False,
                 separate_currency: bool = False) -> dict[str, list[Row]]:
        """The rows of a form, by section; absent rows (null fields not mentioned) left out."""
        x = self.extras()
        sections = {
            "personal": [*self.name_rows(name_mode), self.dob(), x["place_of_birth"], self.sex(boxes), self.nationality()],
            "identity": [self.id_type(boxes), self.id_number(), self.id_country(), x["id_issue"], self.id_expiry()],
            "contact": [self.address(multiline=multiline), self.residence(), x["phone"], x["email"]],
            "work": [self.occupation(), self.employer(), *self.income(separate_currency=separate_currency), self.source(boxes)],
            "compliance": [self.pep(boxes), self.tin()],
        }
        for key, rows in sections.items():
            sections[key] = [r for r in rows if r is not None and not (r.key in ("email", "phone") and self.ctx.chance(0.3))]
            if self.ctx.chance(0.25):
                self.ctx.rng.shuffle(sections[key])
        return sections


def _letterhead(doc: Doc, case: KycCase, ctx: Ctx, *, align: str = "L") -> None:
    b = case.bank
    country = S.fmt_country(b.country, ctx.pick(["name", "upper"]))
    if ctx.chance(0.5):
        doc.letterhead(b.name, [", ".join(b.address.lines) + f", {country}"], align=align)
    else:
        doc.letterhead(b.name, [*b.address.lines, country], align=align)


def _new_doc(case: KycCase, ctx: Ctx, ref: str, **kw) -> Doc:
    fmt = "letter" if case.us and ctx.chance(0.8) else "A4"
    return Doc(page_format=fmt, font=kw.pop("font", ctx.pick(["helvetica", "helvetica", "times"])),
               size=kw.pop("size", ctx.pick([9, 9.5, 10])), footer=footer_text(ctx.rng, ref, issuer=case.bank.name), **kw)


def _signature(doc: Doc, w: Written, ctx: Ctx) -> None:
    doc.gap(4)
    doc.kv_pairs([("Place", w.c.bank.address.city), ("Date", w.date(near(ctx.rng, w.c.doc_date, 0, 3)))], label_w=14)
    doc.gap(6)
    doc.text("______________________________          ______________________________", size=8)
    doc.text(f"Signature of customer                              Bank officer: {w.c.officer}", size=8)


def _rendered(doc: Doc, out: Out, case: KycCase) -> Rendered:
    return Rendered(doc, out, case.us, case.bank.name)


def _annex(doc: Doc, w: Written, ctx: Ctx) -> None:
    rng, ccy = ctx.rng, w.c.currency
    fees = [(name, S.money(rng, ccy, V.round_amount(rng, usd, ccy, cents=True), w.amt).text)
            for name, usd in (("Account maintenance (monthly)", rng.choice([4.5, 6, 9.95])), ("International transfer", 25),
                              ("Replacement debit card", 15), ("Unarranged overdraft (per month)", 30))]
    maybe_annex(doc, rng, "kyc", fees, p=0.35)


# --------------------------------------------------------------------------- families

def cdd_form(case: KycCase, ctx: Ctx) -> Rendered:
    out = Out(TYPE)
    w = Written(case, ctx, out)
    doc = _new_doc(case, ctx, case.customer_no)
    _letterhead(doc, case, ctx)
    doc.title(ctx.pick(["Customer Due Diligence Form - Individuals", "CUSTOMER DUE DILIGENCE (CDD) - NATURAL PERSON",
                        "Know Your Customer Form (Individual)"]), size=13)
    doc.kv_pairs([("Customer no.", case.customer_no), ("Form date", w.date(case.doc_date))], label_w=24)
    sec = w.all_rows(name_mode=ctx.pick(["full", "split", "surname_first"]), boxes=ctx.chance(0.6))
    titles = {"personal": "Personal details", "identity": "Identification document", "contact": "Residence and contact",
              "work": "Occupation, income and source of funds", "compliance": "PEP status and tax"}
    label_w = ctx.pick([45, 55, 62])
    for i, (key, rows) in enumerate(sec.items(), 1):
        doc.section(f"{i}. {titles[key]}")
        for r in rows:
            doc.kv(r.label, r.value, label_w=label_w)
    doc.section(f"{len(sec) + 1}. Declaration")
    for para in boilerplate(ctx.rng, "kyc", ctx.rng.randint(1, 4)):
        doc.text(para, size=8.5)
        doc.gap(1.5)
    _signature(doc, w, ctx)
    _annex(doc, w, ctx)
    return _rendered(doc, out, case)


def account_opening_boxes(case: KycCase, ctx: Ctx) -> Rendered:
    out = Out(TYPE)
    w = Written(case, ctx, out)
    doc = _new_doc(case, ctx, case.customer_no, font="helvetica")
    _letterhead(doc, case, ctx, align=ctx.pick(["L", "C"]))
    doc.title(ctx.pick(["Application for a Personal Account", "ACCOUNT OPENING FORM - PRIVATE INDIVIDUAL",
                        "Personal Current Account Application"]), size=12)
    products, _ = S.checkbox_row([(p, p == "Current account") for p in ("Current account", "Savings account", "Term deposit")], ctx.box)
    doc.text("Product: " + products, size=9)
    doc.gap(2)
    sec = w.all_rows(name_mode=ctx.pick(["split", "split", "full"]), boxes=True, multiline=True,
                     separate_currency=ctx.chance(0.3))
    for key, rows in sec.items():
        doc.section({"personal": "A. Applicant", "identity": "B. Identity document", "contact": "C. Address",
                     "work": "D. Employment and finances", "compliance": "E. Regulatory"}[key], size=10)
        i = 0
        while i < len(rows):
            r = rows[i]
            wide = "\n" in r.value or len(r.value) > 38 or "[" in r.value or "(" in r.value[:2]
            if wide or i + 1 >= len(rows):
                doc.boxes([(r.label, r.value, 1)])
                i += 1
            else:
                nxt = rows[i + 1]
                if "\n" in nxt.value or len(nxt.value) > 38 or "[" in nxt.value:
                    doc.boxes([(r.label, r.value, 1)])
                    i += 1
                else:
                    doc.boxes([(r.label, r.value, 1), (nxt.label, nxt.value, 1)])
                    i += 2
    doc.gap(3)
    for para in boilerplate(ctx.rng, "kyc", ctx.rng.randint(1, 2)):
        doc.text(para, size=8)
    _signature(doc, w, ctx)
    _annex(doc, w, ctx)
    return _rendered(doc, out, case)


def passport_page(doc: Doc, case: KycCase, ctx: Ctx, out: Out, *, heldout: bool = False) -> None:
    """A certified copy of a passport data page: visual zone and two-line TD3 MRZ."""
    p = case.person
    ds = S.DateStyle("num_dot" if not case.us and ctx.chance(0.2) else "dmy_mon_upper", us=False)
    doc.font("", 9.5, "courier")
    assert doc.width_of("M" * 44) < 160, "MRZ font too wide"
    given, surname = p.given.upper(), p.surname.upper()
    nat_text = S.fmt_country(p.nationality, ctx.pick(["demonym_upper", "alpha3", "demonym_upper"]))
    issuing = S.fmt_country(case.id_country, "alpha3")
    l1, l2 = mrz.compose_td3(surname=p.surname, given_names=p.given, number=case.id_number,
                             nationality=p.nationality, date_of_birth=case.dob, sex=p.sex,
                             expiry_date=case.id_expiry, issuing_state=case.id_country)
    pdf = doc.pdf
    doc.ensure(112)
    x0, y0, w = pdf.l_margin, pdf.get_y(), min(doc.width, 165)
    pdf.rect(x0, y0, w, 108)
    pdf.set_xy(x0 + 3, y0 + 3)
    doc.font("B", 11)
    pdf.cell(w - 6, 5, f"{country_name(case.id_country).upper()}")
    pdf.set_xy(x0 + 3, y0 + 8.5)
    doc.font("B", 9)
    pdf.cell(w - 6, 5, "PASSPORT / PASSEPORT" if not heldout else "PASSPORT / PASSEPORT / REISEPASS")
    pdf.rect(x0 + 4, y0 + 17, 34, 44)
    pdf.set_xy(x0 + 4, y0 + 37)
    doc.font("", 7)
    pdf.cell(34, 4, "PHOTO", align="C")
    rows = [(("Type / Type", "P"), ("Code / Code", issuing), ("Passport No. / No du passeport", case.id_number)),
            (("Surname / Nom", surname),), (("Given names / Prénoms", given),),
            (("Nationality / Nationalité", nat_text),),
            (("Date of birth / Date de naissance", ds(case.dob)), ("Sex / Sexe", p.sex if p.sex in "MF" else "X")),
            (("Place of birth / Lieu de naissance", case.place_of_birth.upper()),),
            (("Date of issue / Date de délivrance", ds(case.id_issue)),
             ("Authority / Autorité", ctx.pick(["MINISTRY OF FOREIGN AFFAIRS", "POLICE", "PASSPORT OFFICE", "HOME OFFICE"]))),
            (("Date of expiry / Date d'expiration", ds(case.id_expiry)),)]
    y = y0 + 15
    for row in rows:
        x = x0 + 44
        col = (w - 48) / max(len(row), 2) if len(row) > 1 else w - 48
        for label, value in row:
            pdf.set_xy(x, y)
            doc.font("", 6.5)
            pdf.cell(col, 3, label)
            pdf.set_xy(x, y + 3)
            doc.font("B", 9.5)
            pdf.cell(col, 4.5, value)
            x += col
        y += 8.6
    doc.font("", 9.5, "courier")
    pdf.set_xy(x0 + 3, y0 + 94)
    pdf.cell(w - 6, 4.5, l1)
    pdf.set_xy(x0 + 3, y0 + 99)
    pdf.cell(w - 6, 4.5, l2)
    doc.font()
    pdf.set_xy(x0, y0 + 111)
    out.put("full_name", f"{given} {surname}", surname, given)
    out.put("date_of_birth", case.dob.isoformat(), ds(case.dob))
    out.put("nationality", p.nationality, nat_text)
    out.put("id_document_type", "passport", "PASSPORT")
    out.put("id_document_number", case.id_number, case.id_number)
    out.put("id_issuing_country", case.id_country, issuing)
    out.put("id_expiry_date", case.id_expiry.isoformat(), ds(case.id_expiry))
    out.put("sex", p.sex, p.sex if p.sex in "MF" else "X")


def _as_passport(case: KycCase, ctx: Ctx) -> None:
    if case.id_type != "passport":
        case.id_type, case.id_number = "passport", V.passport_number(ctx.rng, case.id_country)
    case.show_sex = True


def passport_cover(case: KycCase, ctx: Ctx) -> Rendered:
    _as_passport(case, ctx)
    out = Out(TYPE)
    w = Written(case, ctx, out)
    doc = _new_doc(case, ctx, case.customer_no)
    _letterhead(doc, case, ctx)
    doc.title(ctx.pick(["KYC Cover Sheet", "Customer Identification - Cover Sheet", "Onboarding file: summary"]), size=12)
    given, surname = w.names()
    rows = [Row("full_name", w.L("full_name"), f"{given} {surname}"), w.address(multiline=ctx.chance(0.5)),
            w.residence(), w.occupation(), w.employer(), *w.income(), w.source(ctx.chance(0.5)), w.pep(ctx.chance(0.5)),
            w.tin(), w.extras()["customer_no"]]
    out.put("full_name", f"{given} {surname}", f"{given} {surname}")
    for r in rows:
        if r is not None:
            doc.kv(r.label, r.value, label_w=58)
    doc.gap(3)
    doc.text("Attached: certified copy of the passport data page (page 2).", size=8.5)
    doc.text(f"Prepared by {case.officer} on {w.date(case.doc_date)}.", size=8.5)
    doc.page_break()
    doc.text("CERTIFIED TRUE COPY OF ORIGINAL", style="B", size=9)
    doc.gap(2)
    passport_page(doc, case, ctx, out)
    doc.gap(4)
    doc.text(f"I certify that this is a true copy of the original document seen by me on {w.date(case.doc_date)}. "
             f"{case.officer}, {case.bank.name}", size=8)
    return _rendered(doc, out, case)


def onboarding_note(case: KycCase, ctx: Ctx) -> Rendered:
    out = Out(TYPE)
    w = Written(case, ctx, out, upper_names=False)
    rng = ctx.rng
    doc = _new_doc(case, ctx, case.customer_no, font=ctx.pick(["times", "helvetica"]), size=10.5)
    _letterhead(doc, case, ctx)
    doc.title(ctx.pick(["Client onboarding note", "Call report - new relationship", "File note: onboarding meeting"]), size=12)
    doc.kv_pairs([("Meeting date", w.date(case.doc_date)), ("RM", case.officer), ("Client ID", case.customer_no),
                  ("Channel", ctx.pick(["Branch", "Video call", "Telephone"]))], label_w=24)
    doc.gap(3)
    given, surname = w.names()
    name = f"{given} {surname}"
    out.put("full_name", name, name)
    dob = w.date(case.dob)
    out.put("date_of_birth", case.dob.isoformat(), dob)
    p = case.person
    sex_part = ""
    if case.show_sex:
        word = {"M": "male", "F": "female", "X": "sex X"}[p.sex]
        sex_part = f" ({word})"
        out.put("sex", p.sex, word)
    nat = w.country("nationality", p.nationality, nationality=True, form=ctx.pick(["demonym", "name"]))
    article = "an" if nat[0] in "AEIOU" else "a"
    nat_phrase = f"{article} {nat} national" if nat in S.DEMONYMS.values() else f"a national of {nat}"
    addr = ", ".join(w.address_lines(country_line=False))
    out.put("residential_address", fold(addr), addr)
    res = w.country("country_of_residence", case.address.country, form="name")
    doc_kind = "passport" if case.id_type == "passport" else ctx.pick(["national identity card", "national ID card"])
    out.put("id_document_type", case.id_type, doc_kind)
    out.put("id_document_number", case.id_number, case.id_number)
    issuer = w.country("id_issuing_country", case.id_country, form="name")
    exp = w.date(case.id_expiry)
    out.put("id_expiry_date", case.id_expiry.isoformat(), exp)
    paras = [
        f"Today I met {name}{sex_part}, born on {dob}, {nat_phrase}. The client lives at {addr} and is resident in {res}.",
        f"Identity was verified against the original {doc_kind} no. {case.id_number} issued by {issuer}, "
        f"valid until {exp} (issued {w.date(case.id_issue)}).",
    ]
    job = case.job
    out.put("occupation", job.occupation, job.occupation)
    money = S.money(rng, case.currency, case.monthly if case.monthly_only else case.annual, w.amt)
    out.put("income_currency", case.currency, money.currency)
    if case.monthly_only:
        out.put("annual_income", case.annual, money.amount, derived="12 x monthly income")
        income = f"earning about {money.text} per month"
    else:
        out.put("annual_income", case.annual, money.amount)
        income = f"with an annual income of {money.text}"
    if job.employer:
        out.put("employer_name", job.employer, job.employer)
        paras.append(f"Occupation: {job.occupation} at {job.employer}, {income}.")
    else:
        paras.append(f"The client's occupation is {job.occupation}, {income}.")
    src = ctx.pick(S.SOURCE_OF_FUNDS[job.source_of_funds]).lower()
    out.put("source_of_funds", job.source_of_funds, src)
    paras.append(f"Source of funds: {src}. Expected activity: salary credits and card payments, about "
                 f"{rng.randint(10, 60)} transactions a month.")
    pep_phrase = "is a politically exposed person" if job.is_pep else "is not a politically exposed person"
    pep = f"The client {pep_phrase}" + ("; enhanced due diligence applies." if job.is_pep else ".")
    out.put("is_pep", job.is_pep, pep_phrase)
    tin = f" Tax identification number provided: {case.tin}." if case.tin else ""
    if case.tin:
        out.put("tax_identification_number", case.tin, case.tin)
    paras.append(pep + tin)
    paras.append(f"Contact: {case.phone}, {case.email}. Risk rating: {ctx.pick(['low', 'medium', 'high'])}.")
    for para in paras:
        doc.text(para, align="L")
        doc.gap(2)
    doc.gap(4)
    doc.text(f"{case.officer}\nRelationship Manager, {case.bank.name}", size=9)
    return _rendered(doc, out, case)


def kyc_questionnaire(case: KycCase, ctx: Ctx) -> Rendered:
    out = Out(TYPE)
    w = Written(case, ctx, out)
    doc = _new_doc(case, ctx, case.customer_no)
    _letterhead(doc, case, ctx)
    doc.title(ctx.pick(["KYC Questionnaire", "Customer Questionnaire - Individuals", "Due Diligence Questionnaire"]), size=12)
    doc.text(f"Reference: {case.customer_no}    Completed on: {w.date(case.doc_date)}", size=9)
    doc.gap(2)
    sec = w.all_rows(name_mode=ctx.pick(["full", "split"]), multiline=ctx.chance(0.5), boxes=ctx.chance(0.4))
    rows = [r for rows in sec.values() for r in rows]
    for i, r in enumerate(rows, 1):
        doc.ensure(12)
        doc.text(f"{i}. {r.label}", style="B", size=9)
        doc.text(r.value if ctx.chance(0.7) else f"Answer: {r.value}" if "\n" not in r.value else r.value, size=9.5)
        doc.gap(1.2)
    _signature(doc, w, ctx)
    _annex(doc, w, ctx)
    return _rendered(doc, out, case)


def client_profile_table(case: KycCase, ctx: Ctx) -> Rendered:
    out = Out(TYPE)
    w = Written(case, ctx, out)
    doc = _new_doc(case, ctx, case.customer_no, size=9)
    _letterhead(doc, case, ctx)
    doc.title(ctx.pick(["Client Profile", "CLIENT PROFILE AND VERIFICATION RECORD", "Customer Information Sheet"]), size=12)
    doc.kv_pairs([("Client ID", case.customer_no), ("Prepared", w.date(case.doc_date))], label_w=20)
    doc.gap(2)
    sec = w.all_rows(name_mode=ctx.pick(["full", "split"]), multiline=True, boxes=False)
    table = []
    for rows in sec.values():
        for r in rows:
            table.append([r.label, r.value, ctx.pick(["Yes", "Yes", "Yes", "No", "n/a"])])
    doc.table(["Field", "Information provided", "Verified"], table, [3, 6, 1.2], bold_first=ctx.chance(0.5))
    doc.gap(3)
    doc.text(f"Verified by {case.officer} against original documents.", size=8.5)
    _annex(doc, w, ctx)
    return _rendered(doc, out, case)


def periodic_review(case: KycCase, ctx: Ctx) -> Rendered:
    """KYC refresh: the record on file beside the confirmed current details (truth = current)."""
    rng = ctx.rng
    out = Out(TYPE)
    w = Written(case, ctx, out)
    doc = _new_doc(case, ctx, case.customer_no, size=9)
    _letterhead(doc, case, ctx)
    doc.title(ctx.pick(["Periodic KYC Review", "KYC REFRESH - INDIVIDUAL CLIENT", "Customer Information Update"]), size=12)
    last = case.doc_date - dt.timedelta(days=rng.randint(700, 1500))
    doc.kv_pairs([("Client ID", case.customer_no), ("Review date", w.date(case.doc_date)),
                  ("Last review", w.date(last)), ("Reviewer", case.officer)], label_w=22)
    doc.gap(2)
    old_addr = V.address(rng, case.address.country)
    old_job = V.job(rng, case.address.country, 40)
    sec = w.all_rows(name_mode="full", multiline=True)
    table = []
    for rows in sec.values():
        for r in rows:
            old = r.value
            if r.key == "residential_address" and ctx.chance(0.5):
                old = "\n".join(old_addr.lines)
            elif r.key == "occupation" and ctx.chance(0.3):
                old = old_job.occupation
            elif r.key == "employer_name" and ctx.chance(0.3) and old_job.employer:
                old = old_job.employer
            elif r.key == "id_expiry_date" and ctx.chance(0.5):
                old = w.date(case.id_expiry - dt.timedelta(days=365 * 5))
            elif r.key == "id_document_number" and ctx.chance(0.4):
                old = V.passport_number(rng, case.id_country)
            table.append([r.label, old, r.value])
    doc.table(["Field", "On file", "Current (confirmed by client)"], table, [3, 4, 4.5])
    doc.gap(3)
    doc.text("Changes confirmed by the client in writing. Outcome: " + ctx.pick(["no change in risk rating.", "risk rating unchanged (low).", "EDD not required."]), size=8.5)
    return _rendered(doc, out, case)


# --------------------------------------------------------------------------- held-out families

_DE = {
    "full_name": "Name, Vorname / Full name", "surname": "Name / Surname", "given_names": "Vorname(n) / Given names",
    "date_of_birth": "Geburtsdatum / Date of birth", "sex": "Geschlecht / Sex", "nationality": "Staatsangehörigkeit / Nationality",
    "id_document_type": "Ausweisart / ID type", "id_document_number": "Ausweisnummer / ID number",
    "id_issuing_country": "Ausstellungsstaat / Issuing state", "id_expiry_date": "Gültig bis / Valid until",
    "residential_address": "Wohnanschrift / Residential address", "country_of_residence": "Wohnsitzland / Country of residence",
    "occupation": "Beruf / Occupation", "employer_name": "Arbeitgeber / Employer",
    "income": "Einkommen / Income", "source_of_funds": "Herkunft der Mittel / Source of funds",
    "is_pep": "Politisch exponierte Person / PEP", "tax_identification_number": "Steuer-ID / Tax ID",
    "place_of_birth": "Geburtsort / Place of birth", "id_issue": "Ausgestellt am / Issued on", "email": "E-Mail",
    "phone": "Telefon / Phone", "currency": "Währung / Currency",
}


def bilingual_form(case: KycCase, ctx: Ctx) -> Rendered:
    """German/English form of a bank in a German-speaking country (held out)."""
    rng = ctx.rng
    if not case.us and case.bank.country not in ("DEU", "AUT", "CHE"):
        case.bank = V.bank(rng, rng.choice(["DEU", "CHE"]))
    if case.us:
        case.bank, case.us = V.bank(rng, "DEU"), False
    out = Out(TYPE)
    w = Written(case, ctx, out, ds=S.DateStyle(ctx.pick(["num_dot", "num_dot", "dmy_month"]), us=False),
                amount_style=ctx.pick(["eu", "space"]))
    doc = _new_doc(case, ctx, case.customer_no, font="helvetica", size=9)
    _letterhead(doc, case, ctx)
    doc.title("Kontoeröffnungsantrag / Account opening application", size=12)
    doc.text(f"Kundennummer / Customer no.: {case.customer_no}", size=9)
    sec = w.all_rows(name_mode=ctx.pick(["split", "surname_first"]), multiline=True, boxes=ctx.chance(0.5),
                     separate_currency=ctx.chance(0.4))
    heads = {"personal": "1. Persönliche Angaben / Personal details", "identity": "2. Legitimation / Identification",
             "contact": "3. Anschrift / Address", "work": "4. Beruf und Einkommen / Occupation and income",
             "compliance": "5. Aufsichtsrechtliche Angaben / Regulatory"}
    for key, rows in sec.items():
        doc.section(heads[key], size=9.5)
        for r in rows:
            label = _DE.get(r.key, r.label)
            if r.key == "income":
                label = ("Monatliches Einkommen / Monthly income" if case.monthly_only
                         else "Jährliches Einkommen / Annual income")
            if r.key == "full_name" and "," in r.value:
                label = "Name, Vorname(n) / Surname, given names"
            doc.kv(label, r.value, label_w=70)
    doc.gap(3)
    doc.text("Ich bestätige die Richtigkeit der Angaben. / I confirm that the above information is correct.", size=8)
    doc.kv_pairs([("Ort / Place", case.bank.address.city), ("Datum / Date", w.date(case.doc_date))], label_w=24)
    _annex(doc, w, ctx)
    return _rendered(doc, out, case)


def email_intake(case: KycCase, ctx: Ctx) -> Rendered:
    """A printed e-mail from a relationship manager to the onboarding team (held out)."""
    out = Out(TYPE)
    w = Written(case, ctx, out)
    doc = _new_doc(case, ctx, case.customer_no, font="helvetica", size=9.5)
    b = case.bank
    doc.text(f"{b.name} - {', '.join(b.address.lines)}, {country_name(b.country)}", style="B", size=9)
    doc.hr()
    domain = "".join(ch for ch in b.name.lower() if ch.isalpha())[:14] + ".com"
    user = case.officer.lower().replace(" ", ".").encode("ascii", "ignore").decode()
    doc.kv_pairs([("From", f"{case.officer} <{user}@{domain}>"), ("To", f"onboarding@{domain}"),
                  ("Sent", f"{w.date(case.doc_date)} {ctx.rng.randint(8, 18):02d}:{ctx.rng.randint(0, 59):02d}"),
                  ("Subject", f"New client {case.customer_no} - KYC details")], columns=1, label_w=18)
    doc.hr()
    doc.text("Hi team,\n\nplease open the account for the client below. Originals seen at the branch today.", size=9.5)
    doc.gap(2)
    sec = w.all_rows(name_mode=ctx.pick(["full", "surname_first"]), multiline=False, boxes=False)
    for rows in sec.values():
        for r in rows:
            doc.text(f"- {r.label}: {r.value}", size=9.5)
    doc.gap(3)
    doc.text(f"Thanks,\n{case.officer}", size=9.5)
    return _rendered(doc, out, case)


def passport_first(case: KycCase, ctx: Ctx) -> Rendered:
    """Scan of the passport data page first, a short supplementary form after it (held out)."""
    _as_passport(case, ctx)
    out = Out(TYPE)
    w = Written(case, ctx, out)
    doc = _new_doc(case, ctx, case.customer_no)
    b = case.bank
    doc.text(f"{b.name}, {', '.join(b.address.lines)}, {country_name(b.country)}", style="B", size=9)
    doc.text(f"Identity document scan - received {w.date(case.doc_date)} - file {case.customer_no}", size=8)
    doc.hr()
    passport_page(doc, case, ctx, out, heldout=True)
    doc.page_break()
    doc.section("Supplementary information")
    rows = [w.address(multiline=True), w.residence(), w.occupation(), w.employer(), *w.income(),
            w.source(boxes=True), w.pep(boxes=True), w.tin(), w.extras()["phone"]]
    for r in rows:
        if r is not None:
            doc.kv(r.label, r.value, label_w=60)
    _signature(doc, w, ctx)
    return _rendered(doc, out, case)


# Corpus version 8: share of train's free-layout KYC documents whose identity is on a passport page.
PASSPORT_SCAN_SHARE = 0.35


def free_layout(case: KycCase, ctx: Ctx) -> Rendered:
    """The form's rows in freely drawn arrangements (train only, see ``free_layout``)."""
    out = Out(TYPE)
    w = Written(case, ctx, out)
    doc = _new_doc(case, ctx, case.customer_no)
    _letterhead(doc, case, ctx, align=ctx.pick(["L", "L", "C"]))
    header_block(doc, ctx, sender=case.officer, date_text=w.date(near(ctx.rng, case.doc_date, 0, 5)),
                 subject=ctx.pick(["New client onboarding", "KYC data - new customer", "Customer information",
                                   f"Onboarding {case.customer_no}", "Account opening - client details"]))
    # corpus version 8: the identity is stated only on a scanned passport page (the draw is made
    # only then, so that version 7 renders as before)
    scan = ctx.pick(["before", "after"]) if ctx.passport_scans and ctx.chance(PASSPORT_SCAN_SHARE) else None
    if scan:
        _as_passport(case, ctx)
    sec = w.all_rows(name_mode=ctx.pick(["full", "split", "surname_first"]), multiline=ctx.chance(0.5),
                     boxes=ctx.chance(0.35), separate_currency=ctx.chance(0.2))
    if scan:
        # the page re-states every field of these two sections (``passport_page``)
        del sec["personal"], sec["identity"]
    if scan == "before":
        doc.text(ctx.pick(["Copy of identity document", "Identity document scan", "Passport (certified copy)"]),
                 style="B", size=9)
        passport_page(doc, case, ctx, out)
        doc.page_break()
    titles = {"personal": ["Personal details", "Client", "Identity of the customer", "About the client"],
              "identity": ["Identification", "ID document", "Verification document"],
              "contact": ["Address and contact", "Residence", "Contact details"],
              "work": ["Employment and income", "Financial profile", "Occupation and funds"],
              "compliance": ["Compliance", "PEP and tax", "Regulatory questions"]}
    lay_out(doc, ctx, [Section(ctx.pick(titles[key]), [Item(r.label, r.value) for r in rows])
                       for key, rows in sec.items()], kind="kyc")
    if ctx.chance(0.5):
        _signature(doc, w, ctx)
    if scan == "after":
        doc.page_break()
        doc.text(ctx.pick(["Attachment: passport data page", "CERTIFIED TRUE COPY OF ORIGINAL", "Enclosure 1 - ID"]),
                 style="B", size=9)
        passport_page(doc, case, ctx, out)
    _annex(doc, w, ctx)
    return _rendered(doc, out, case)


FAMILIES = [
    Family("cdd_form", "bank CDD form: numbered sections of label: value rows, check boxes, declaration", SEEN, cdd_form),
    Family("account_opening_boxes", "account-opening form of bordered boxes (label above value), product and sex check boxes",
           SEEN, account_opening_boxes),
    Family("passport_cover", "KYC cover sheet on page 1, certified passport data page with TD3 MRZ on page 2", SEEN, passport_cover),
    Family("onboarding_note", "relationship manager's onboarding note in prose", SEEN, onboarding_note),
    Family("kyc_questionnaire", "numbered questions, each answer on its own line", SEEN, kyc_questionnaire),
    Family("client_profile_table", "ruled table Field | Information provided | Verified", SEEN, client_profile_table),
    Family("periodic_review", "KYC refresh table: values on file (distractors) beside current values", SEEN, periodic_review),
    Family("bilingual_form", "German/English form of a German-speaking bank (dd.mm.yyyy, 1.234,56)", HELDOUT, bilingual_form),
    Family("email_intake", "printed e-mail with the client's details as a bullet list", HELDOUT, email_intake),
    Family("passport_first", "passport data page scan first, supplementary form on page 2", HELDOUT, passport_first),
    Family("free_layout", "the form's rows in randomly drawn arrangements, headers and orders", TRAIN_ONLY, free_layout),
]
