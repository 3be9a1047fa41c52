"""KYC (``kyc_individual``): a case of ``corpus.synth.kyc.sample`` as a plan of sections."""
from __future__ import annotations

import dataclasses
import random

from corpus.synth import kyc as synth_kyc
from corpus.synth import surface as S
from corpus.synth import values as V
from corpus.synth.common import Ctx, Out, fold, staff_name
from corpus.compose import long_values
from corpus.compose.forms import Styles
from corpus.compose.layout import Item, Plan, Section
from corpus.compose.lexicon import Labels

TYPE = synth_kyc.TYPE
CONTAINERS = ("form", "boxed_form", "table_summary", "letter", "email", "system_print", "questionnaire",
              "statement", "two_column", "passport_first")
SOURCES = ["Employment", "Business", "Investments", "Inheritance", "Pension", "Other"]
PASSPORT_SHARE = 0.35


def sample(rng: random.Random):
    return synth_kyc.sample(rng)


def lengthen(case, rng: random.Random, version: int) -> None:
    """Compose version 2: half the residential addresses printed in more parts, occupations with
    qualifiers, and the occupation and employer stated in sentences of several wordings; version 4
    draws their names from invented words (``long_values.vocabulary``)."""
    words = long_values.vocabulary(version)
    if rng.random() < 0.5:
        case.address = long_values.fuller_address(rng, case.address, words=words)
    occupation = case.job.occupation
    if rng.random() < 0.5:
        occupation = long_values.longer_occupation(rng, occupation, words=words)
    if rng.random() < 0.35:   # letters and memos write a job in lower case
        occupation = occupation.lower()
    employer = case.job.employer
    if employer and rng.random() < 0.5:
        employer = long_values.employer_name(rng, case.address.country, case.address.city, words=words)
    case.job = dataclasses.replace(case.job, occupation=occupation, employer=employer)
    case.prose = {"occupation": long_values.occupation_prose(rng).replace("{a}", long_values.article(occupation)),
                  "employer": long_values.employer_prose(rng).replace("{year}", str(rng.randint(2005, 2022)))}


def issuer_lines(rng: random.Random, bank: V.Bank, st: Styles, us: bool) -> list[str]:
    country = S.fmt_country(bank.country, rng.choice(["name", "upper"]))
    if us:
        country = rng.choice(["USA", "United States", "UNITED STATES", "U.S.A."])
    lines = [*bank.address.lines, country] if rng.random() < 0.5 else [", ".join(bank.address.lines) + f", {country}"]
    if rng.random() < 0.5:
        lines.append(f"SWIFT/BIC: {bank.bic}" if rng.random() < 0.5 else f"Tel. {V.phone(rng, bank.country)}")
    return lines


def name_rows(person: V.Person, st: Styles, out: Out, path: str, *, given_first: bool = False) -> list[Item]:
    """A name printed as two captioned rows, surname and given names (or given names first), the
    truth ``path`` given names then surname."""
    given = person.given.upper() if st.name_form in ("upper", "surname_comma_upper") else person.given
    surname = person.surname.upper() if st.name_form != "given_first" else person.surname
    out.put(path, f"{given} {surname}", surname, given)
    rows = [Item("surname", surname), Item("given_names", given)]
    return rows[::-1] if given_first else rows


def address_text(rng: random.Random, lines: tuple[str, ...] | list[str]) -> str:
    return "\n".join(lines) if rng.random() < 0.5 else ", ".join(lines)


def build(case, container: str, rng: random.Random, lab: Labels, st: Styles) -> tuple[Plan, Out]:
    out = Out(TYPE)
    p = case.person
    sctx = Ctx(rng, TYPE, "train", heldout_labels=False)
    passport = container == "passport_first" or rng.random() < PASSPORT_SHARE
    if passport:
        synth_kyc._as_passport(case, sctx)
    boxes = container == "questionnaire" or rng.random() < 0.35

    # ---------------- personal
    personal: list[Item] = []
    split_name = rng.random() < 0.25
    if split_name:
        personal += name_rows(p, st, out, "full_name")
    else:
        written, truth = st.name(p.given, p.surname)
        personal.append(Item("full_name", written, prose=rng.choice(["This record concerns {v}.", "Customer: {v}.",
                                                                      "The applicant, {v}, has applied to open an account."])))
        out.put("full_name", truth, written)
    dob = st.date(case.dob)
    personal.append(Item("dob", dob, prose="The customer was born on {v}."))
    out.put("date_of_birth", case.dob.isoformat(), dob)
    if rng.random() < 0.6:
        personal.append(Item("place_of_birth", case.place_of_birth))
    if case.show_sex:
        if boxes:
            opts = rng.choice([["Male", "Female", "X"], ["M", "F", "X"], ["Male", "Female"]])
            if opts[0] == "Male":
                opts = [st.option("sex", "M", "Male"), st.option("sex", "F", "Female"), *opts[2:]]
            tick = {"M": opts[0], "F": opts[1], "X": opts[-1] if len(opts) == 3 else None}[p.sex]
            if tick is None:
                opts, tick = opts + ["X"], "X"
            value = st.boxes(opts, tick)
            personal.append(Item("sex", value))
        else:
            word = st.value_word("sex", p.sex, S.SEX_WORDS[p.sex])
            label = lab.get("sex")
            if len(word) <= 2 and not _sex_label_ok(label):
                word = {"M": "Male", "F": "Female", "X": "X (unspecified)"}[p.sex]
            personal.append(Item("sex", word, short=len(word) <= 2))
        out.put("sex", p.sex, p.sex)
    nat, _ = st.country(p.nationality, nationality=True)
    personal.append(Item("nationality", nat, prose=rng.choice(["Nationality: {v}.", "The customer holds {v} citizenship."])))
    out.put("nationality", p.nationality, nat)

    # ---------------- identity document
    identity: list[Item] = []
    if boxes:
        kinds = {"passport": st.option("id_document_type", "passport", "Passport"),
                 "national_id": st.option("id_document_type", "national_id", "National ID card")}
        id_word = st.boxes([kinds["passport"], kinds["national_id"], "Other"], kinds[case.id_type])
    else:
        id_word = st.value_word("id_document_type", case.id_type,
                                ["Passport", "PASSPORT", "Passport (P)"] if case.id_type == "passport" else
                                ["National ID card", "Identity card", "NATIONAL IDENTITY CARD", "National ID"])
    identity.append(Item("id_type", id_word))
    out.put("id_document_type", case.id_type, id_word)
    identity.append(Item("id_number", case.id_number))
    out.put("id_document_number", case.id_number, case.id_number)
    issuing, _ = st.country(case.id_country)
    identity.append(Item("id_country", issuing))
    out.put("id_issuing_country", case.id_country, issuing)
    if rng.random() < 0.5:
        identity.append(Item("id_issue", st.date(case.id_issue)))
    expiry = st.date(case.id_expiry)
    identity.append(Item("id_expiry", expiry, prose="The identity document is valid until {v}."))
    out.put("id_expiry_date", case.id_expiry.isoformat(), expiry)

    # ---------------- address and contact
    address: list[Item] = []
    addr = address_text(rng, case.address.lines)
    address.append(Item("address", addr, prose="The customer resides at {v}."))
    out.put("residential_address", fold(addr.replace("\n", " ")), addr)
    residence, _ = st.country(case.address.country)
    address.append(Item("residence", residence))
    out.put("country_of_residence", case.address.country, residence)
    if rng.random() < 0.25:
        prev = V.address(rng, rng.choice(V.ADDRESS_COUNTRIES))
        address.append(Item("previous_address", ", ".join(prev.lines)))
    if rng.random() < 0.6:
        address.append(Item("email", case.email))
    if rng.random() < 0.6:
        address.append(Item("phone", case.phone))

    # ---------------- employment and income
    work: list[Item] = []
    prose = getattr(case, "prose", {})   # compose version 2 draws these wordings (``lengthen``)
    work.append(Item("occupation", case.job.occupation, prose=prose.get("occupation", "Occupation: {v}.")))
    out.put("occupation", case.job.occupation, case.job.occupation)
    if case.job.employer:
        work.append(Item("employer", case.job.employer, prose=prose.get("employer", "The customer is employed by {v}.")))
        out.put("employer_name", case.job.employer, case.job.employer)
    elif rng.random() < 0.6:
        work.append(Item("employer", rng.choice(["N/A", "______", "-", "n/a"])))
    separate_ccy = rng.random() < 0.3
    amount = case.monthly if case.monthly_only else case.annual
    if separate_ccy:
        written = st.number(amount, case.currency)
        ccy_text = case.currency if rng.random() < 0.8 else {"USD": "US Dollars", "EUR": "Euros"}.get(case.currency, case.currency)
    else:
        written, ccy_text = st.money(amount, case.currency)
    if case.monthly_only:
        suffix = rng.choice(["", " per month", " monthly", " p.m.", " / month"])
        work.append(Item("monthly_income", written + suffix, prose="The declared monthly income is {v}."))
    else:
        suffix = rng.choice(["", "", " per year", " p.a.", " annually"])
        work.append(Item("annual_income", written + suffix, prose="The declared annual income is {v}."))
    out.put("annual_income", case.annual, written)
    if separate_ccy:
        work.append(Item("income_currency", ccy_text))
    out.put("income_currency", case.currency, ccy_text)
    src = case.job.source_of_funds
    if boxes:
        src_text = st.boxes([st.option("source_of_funds", v.lower(), v) for v in SOURCES],
                            st.option("source_of_funds", src, src.capitalize()))
    else:
        src_text = st.value_word("source_of_funds", src, S.SOURCE_OF_FUNDS[src])
    work.append(Item("source_of_funds", src_text, prose="Source of funds: {v}."))
    out.put("source_of_funds", src, src_text)

    # ---------------- declarations
    decl: list[Item] = []
    pep = case.job.is_pep
    if boxes:
        pep_text = st.yes_no_boxes(pep)
        decl.append(Item("pep", pep_text))
    elif rng.random() < 0.2:
        pep_text = "The customer is a politically exposed person." if pep else \
            rng.choice(["The customer is not a politically exposed person.", "The customer is not a PEP."])
        decl.append(Item("pep", pep_text, label=rng.choice(["Declaration", "PEP declaration", "Statement"])))
    else:
        pep_text = st.yes_no(pep)
        decl.append(Item("pep", pep_text, short=True))
    out.put("is_pep", pep, pep_text)
    if case.tin:
        decl.append(Item("tin", case.tin))
        out.put("tax_identification_number", case.tin, case.tin)
    elif rng.random() < 0.5:
        decl.append(Item("tin", rng.choice(["N/A", "Not applicable", "______", "none"])))

    sections = [Section("personal", personal, group=1), Section("identity", identity, group=1),
                Section("address", address), Section("employment", work), Section("declarations", decl)]
    for section in sections:
        if rng.random() < 0.25:   # rows in another order (an item keeps its caption)
            rng.shuffle(section.items)
    us = case.us
    plan = Plan(rng=rng, lab=lab, st=st, kind="kyc",
                title=rng.choice(["Customer Due Diligence Form", "Know Your Customer (KYC) Form", "Account Opening Form",
                                  "Client Information Sheet", "Customer Profile", "Individual Client Onboarding",
                                  "Fiche de connaissance client / KYC", "Kundenstammdaten / KYC"]),
                issuer=case.bank.name, issuer_lines=issuer_lines(rng, case.bank, st, us), us=us,
                ref=case.customer_no, doc_date=st.date(case.doc_date), signatory=case.officer, sections=sections)
    plan.counterparty = [st.name(p.given, p.surname)[0], *case.address.lines] if rng.random() < 0.5 else \
        [staff_name(rng, case.bank.country), rng.choice(["Compliance Department", "Onboarding team"])]
    if rng.random() < 0.4:
        head = [Item("customer_no", case.customer_no), Item("branch", case.bank.address.city)]
        if rng.random() < 0.5:
            head.append(Item("officer", case.officer))
        sections.insert(0, Section("", head, fixed=True))
    if container == "two_column":
        joint = V.person(rng)
        jname, _ = st.name(joint.given, joint.surname)
        jdob = st.date(case.dob.replace(year=max(1940, case.dob.year - rng.randint(-8, 8)), day=min(case.dob.day, 28)))
        other = {"full_name": jname, "surname": joint.surname, "given_names": joint.given, "dob": jdob,
                 "nationality": st.country(joint.nationality, nationality=True)[0]}
        header = ["", rng.choice(["Account holder", "Primary applicant", "Customer", "Titulaire / Holder"]),
                  rng.choice(["Joint holder", "Introducer", "Authorised signatory", "Second holder"])]
        moved = [it for it in personal if it.key in other]
        rows = [[lab.get(it.key), it.value, other[it.key]] for it in moved]
        plan.two_party = Section("", [], title=rng.choice(["Parties", "Holders", ""]), table=(header, rows))
        personal[:] = [it for it in personal if it.key not in other]
    if passport:
        drop = rng.random() < 0.4
        if drop:   # the identity is stated only on the passport page
            sections[0].items = [it for it in sections[0].items if it.key not in
                                 ("full_name", "surname", "given_names", "dob", "sex", "nationality")]
            sections[1].items = [it for it in sections[1].items if it.key in ("id_issue",)]

        def attach(doc, case=case, sctx=sctx, out=out):
            doc.page_break() if not plan.attach_first else None
            doc.text(rng.choice(["Certified copy of passport data page", "Copy of identity document", "Passport (copy)",
                                 "Attachment 1 - passport"]), style="B")
            doc.gap(2)
            synth_kyc.passport_page(doc, case, sctx, out)
        plan.attachments.append(attach)
        plan.attach_first = container == "passport_first"
    plan.fees = [("Account maintenance fee (monthly)", st.money(rng.choice([5, 7.5, 10, 12]), case.currency)[0]),
                 ("Card replacement", st.money(rng.choice([15, 20, 25]), case.currency)[0]),
                 ("Statement copy", st.money(rng.choice([3, 5]), case.currency)[0])]
    return plan, out


def _sex_label_ok(label: str) -> bool:
    from pipeline.grounding import _label_pattern
    pattern = _label_pattern("sex")
    return bool(pattern and pattern.search(label))


def us_issuer(case) -> bool:
    return case.us


def render(case, container: str, rng: random.Random, lab: Labels, st: Styles, generic: dict):
    plan, out = build(case, container, rng, lab, st)
    doc = generic["form" if container == "passport_first" else container](plan)
    return doc, out, plan_meta(plan)


def plan_meta(plan: Plan) -> dict:
    return {"placements": sorted(set(plan.meta.get("placements", []))), "list_style": plan.meta.get("list_style"),
            "passport_page": bool(plan.attachments), "sections": [s.key for s in plan.sections if s.key],
            **({"name_rows": plan.meta["name_rows"]} if "name_rows" in plan.meta else {})}
