"""Loan applications (``loan_application``): a case of ``corpus.synth.loan.sample`` as a plan."""
from __future__ import annotations

import random

from corpus.synth import loan as synth_loan
from corpus.synth import surface as S
from corpus.synth.common import Out, fold
from corpus.compose import long_values
from corpus.compose.forms import Styles
from corpus.compose.kyc import address_text, name_rows, plan_meta
from corpus.compose.layout import Item, Plan, Section
from corpus.compose.lexicon import Labels

TYPE = synth_loan.TYPE
CONTAINERS = ("form", "boxed_form", "table_summary", "letter", "email", "system_print", "questionnaire",
              "statement", "two_column")
PURPOSES = {"purchase": "Purchase", "refinance": "Refinance", "construction": "Construction", "other": "Other"}


def sample(rng: random.Random):
    return synth_loan.sample(rng)


def lengthen(case, rng: random.Random, version: int) -> None:
    """Compose version 2: half the home and property addresses printed in more parts, half the
    employers named from a wider lexicon, positions with qualifiers; version 3 also prints a
    quarter of the borrowers' names as two rows, given names or surname first; version 4 draws
    the names of employers and places from invented words."""
    words = long_values.vocabulary(version)
    if rng.random() < 0.5:
        case.employer = long_values.employer_name(rng, case.home.country, case.home.city, words=words)
    if rng.random() < 0.4:
        case.position = long_values.longer_occupation(rng, case.position, words=words)
    refinance = case.property is case.home
    if rng.random() < 0.5:
        case.home = long_values.fuller_address(rng, case.home, country_line=0.15, words=words)
    if refinance:
        case.property = case.home
    elif rng.random() < 0.5:
        case.property = long_values.fuller_address(rng, case.property, country_line=0.15, words=words)
    if version >= 3:
        case.split_name = rng.choice(["given_first", "surname_first"]) if rng.random() < 0.25 else None


def us_issuer(case) -> bool:
    return case.us


def _lender_lines(rng: random.Random, case) -> list[str]:
    lines = list(case.lender.address.lines)
    country = S.fmt_country(case.lender.country, rng.choice(["name", "upper"]))
    if case.us:
        country = rng.choice(["USA", "United States", "U.S.A."])
    lines.append(country)
    if case.us and rng.random() < 0.6:
        lines.append(f"NMLS ID {case.lender.nmls}")
    return lines if rng.random() < 0.5 else [", ".join(lines)]


def build(case, container: str, rng: random.Random, lab: Labels, st: Styles) -> tuple[Plan, Out]:
    out = Out(TYPE)
    b = case.borrower
    boxes = container == "questionnaire" or rng.random() < 0.4

    head = [Item("app_no", case.app_no)]
    out.put("application_number", case.app_no, case.app_no)
    if rng.random() < 0.6:
        head.append(Item("doc_date", st.date(case.app_date), label=rng.choice(["Application date", "Date of application", "Received"])))

    borrower: list[Item] = []
    written, truth = st.name(b.given, b.surname)
    borrower.append(Item("b_name", written, prose=rng.choice(["The borrower, {v}, applies for a residential mortgage loan.",
                                                               "Applicant: {v}."])))
    out.put("borrower.full_name", truth, written)
    if getattr(case, "split_name", None) is not None:   # compose version 3 (``lengthen``)
        borrower[-1:] = name_rows(b, st, out, "borrower.full_name", given_first=case.split_name == "given_first")
    dob = st.date(case.dob)
    borrower.append(Item("dob", dob, prose="The borrower was born on {v}."))
    out.put("borrower.date_of_birth", case.dob.isoformat(), dob)
    if boxes:
        words = {v: st.option("marital_status", v, v.capitalize()) for v in ("married", "separated", "unmarried")}
        english = not st.local_values
        marital = st.boxes(list(words.values()), words[case.marital]) + (
            " (includes single, divorced, widowed, civil union)" if english and rng.random() < 0.4 else "")
    else:
        marital = st.value_word("marital_status", case.marital, [case.marital_word])
    borrower.append(Item("marital", marital, prose="Marital status: {v}."))
    out.put("borrower.marital_status", case.marital, marital)
    if case.email:
        borrower.append(Item("email", case.email))
        out.put("borrower.email", case.email, case.email)
    if case.phone:
        borrower.append(Item("phone", case.phone))
        out.put("borrower.phone", case.phone, case.phone)
    if case.property is not case.home or rng.random() < 0.5:
        borrower.append(Item("address", address_text(rng, case.home.lines), label=rng.choice(
            [None, "Current Address", "Present address", "Mailing address"])))

    # co-borrowers
    co_sections: list[Section] = []
    co_style = rng.choice(["sections", "table", "prose"]) if container != "two_column" else "columns"
    cos = []
    for k, (person, cdob, rel) in enumerate(case.co):
        cw, ct = st.name(person.given, person.surname)
        cd = st.date(cdob)
        cos.append((cw, cd, rel))
        out.put(f"co_borrowers[{k}].full_name", ct, cw)
        out.put(f"co_borrowers[{k}].date_of_birth", cdob.isoformat(), cd)
    if cos and co_style == "sections":
        for k, (cw, cd, rel) in enumerate(cos):
            title = rng.choice([f"Co-borrower {k + 1}", f"Additional borrower {k + 1}", f"Co-applicant #{k + 1}"])
            items = [Item("co_name", cw, label=rng.choice([None, "Name"])), Item("dob", cd)]
            if rng.random() < 0.4:
                items.append(Item("relationship", rel, label="Relationship to borrower"))
            co_sections.append(Section("", items, title=title, group=2))
    elif cos and co_style == "table":
        header = [rng.choice(["Name", "Co-borrower", "Full name"]), lab.get("dob"), "Relationship"]
        co_sections.append(Section("coborrowers", [], table=(header, [[cw, cd, rel] for cw, cd, rel in cos]), group=2))
    elif cos and co_style == "prose":
        parts = [f"{cw} (born {cd})" if rng.random() < 0.5 else f"{cw}, born on {cd}" for cw, cd, _ in cos]
        text = "; ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]
        co_sections.append(Section("coborrowers", [Item("co_name", text, label=rng.choice(["Co-borrowers", "Together with"]))], group=2))
    elif not cos and rng.random() < 0.4 and co_style != "columns":
        co_sections.append(Section("coborrowers", [Item("co_name", rng.choice(["None", "N/A", "______", "No co-borrower"]))], group=2))

    # employment and income
    work: list[Item] = [Item("employer", case.employer, prose="The borrower is employed by {v}.")]
    out.put("employer_name", case.employer, case.employer)
    if rng.random() < 0.6:
        work.append(Item("position", case.position))
    start = st.date(case.start)
    work.append(Item("employment_start", start, prose="The borrower has been in this position since {v}."))
    out.put("employment_start_date", case.start.isoformat(), start)
    separate = rng.random() < 0.3
    if case.monthly_extra and rng.random() < 0.7:
        work.append(Item("base_income", st.money(case.monthly_base, case.income_currency)[0]))
        work.append(Item("bonus_income", st.money(case.monthly_extra, case.income_currency)[0]))
    if separate:
        inc = st.number(case.monthly, case.income_currency)
        work.append(Item("monthly_income", inc, prose="Gross monthly income: {v}."))
        work.append(Item("income_currency", case.income_currency))
        out.put("income_currency", case.income_currency, case.income_currency)
    else:
        inc, ccy = st.money(case.monthly, case.income_currency)
        work.append(Item("monthly_income", inc + rng.choice(["", "", " / month", " per month"]),
                         prose="The total gross monthly income is {v}."))
        out.put("income_currency", case.income_currency, ccy)
    out.put("monthly_income", case.monthly, inc)

    # loan and property
    loan: list[Item] = []
    amount, ccy = st.money(case.loan_amount, case.loan_currency)
    loan.append(Item("loan_amount", amount, prose="The requested loan amount is {v}."))
    out.put("loan_amount", case.loan_amount, amount)
    out.put("loan_currency", case.loan_currency, ccy)
    if boxes:
        words = {v: st.option("loan_purpose", v, w) for v, w in PURPOSES.items()}
        purpose = st.boxes(list(words.values()), words[case.purpose])
    else:
        purpose = st.value_word("loan_purpose", case.purpose, S.LOAN_PURPOSE[case.purpose])
    loan.append(Item("purpose", purpose, prose="Purpose of the loan: {v}."))
    out.put("loan_purpose", case.purpose, purpose)
    if case.term % 12 == 0 and rng.random() < 0.35:
        term = rng.choice([f"{case.term // 12} years", f"{case.term // 12} yrs", f"{case.term // 12}-year"])
    else:
        term = rng.choice([f"{case.term}", f"{case.term} months", f"{case.term} mos."])
    loan.append(Item("term", term, prose="The loan term is {v}."))
    out.put("loan_term_months", case.term, term)
    rate = st.percent(case.rate)
    loan.append(Item("rate", rate, prose="The interest rate is {v}."))
    out.put("interest_rate_percent", case.rate, rate)
    paddr = address_text(rng, case.property.lines)
    loan.append(Item("property_address", paddr, prose="The subject property is located at {v}."))
    out.put("property_address", fold(paddr.replace("\n", " ")), paddr)
    value = st.money(case.value, case.loan_currency)[0]
    loan.append(Item("property_value", value, prose="Its estimated value is {v}."))
    out.put("property_value", case.value, value)
    if rng.random() < 0.3:
        loan.append(Item("down_payment", st.money(round(case.value - case.loan_amount, 2), case.loan_currency)[0],
                         label=rng.choice(["Down payment", "Own funds", "Equity contribution"])))

    sections = [Section("", head, fixed=True), Section("borrower", borrower, group=1), *co_sections,
                Section("employment", work), Section("loan", loan)]
    plan = Plan(rng=rng, lab=lab, st=st, kind="loan",
                title=rng.choice(["Uniform Residential Loan Application", "Residential Mortgage Application",
                                  "Loan Application Summary", "Mortgage Loan Application", "Demande de prêt immobilier",
                                  "Darlehensantrag Baufinanzierung", "Application for a Home Loan"]),
                issuer=case.lender.name, issuer_lines=_lender_lines(rng, case), us=case.us, ref=case.app_no,
                doc_date=st.date(case.app_date), signatory=case.officer, sections=sections)
    plan.counterparty = [written, *case.home.lines]
    if getattr(case, "split_name", None) is not None:
        plan.meta["name_rows"] = case.split_name
    if container == "two_column":
        header = ["", rng.choice(["Borrower", "Applicant", "Applicant 1"])]
        header += [rng.choice(["Co-borrower", "Co-applicant", "Applicant"]) + f" {k + 1}" for k in range(len(cos))]
        if not cos:
            header.append("Co-borrower")
        name_row = [lab.get("full_name"), written] + [cw for cw, _, _ in cos] + ([rng.choice(["N/A", "-", ""])] if not cos else [])
        dob_row = [lab.get("dob"), dob] + [cd for _, cd, _ in cos] + (["-"] if not cos else [])
        plan.two_party = Section("", [], title="", table=(header, [name_row, dob_row]))
        borrower[:] = [it for it in borrower if it.key not in ("b_name", "dob")]
    plan.fees = [("Application fee", st.money(rng.choice([250, 300, 495]), case.loan_currency)[0]),
                 ("Appraisal fee", st.money(rng.choice([450, 525, 600]), case.loan_currency)[0]),
                 ("Origination charge", st.money(round(case.loan_amount * 0.01, 2), case.loan_currency)[0])]
    return plan, out


def render(case, container: str, rng: random.Random, lab: Labels, st: Styles, generic: dict):
    plan, out = build(case, container, rng, lab, st)
    doc = generic[container](plan)
    return doc, out, plan_meta(plan)
