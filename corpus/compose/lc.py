"""Letters of credit (``letter_of_credit``): a case of ``corpus.synth.lc.sample`` as a plan, or as
one of the four printed forms of an MT700 (raw input text; output print with block headers;
SWIFT Alliance "Message Text" print with field names beside the tags; telex-era upper case
without colons, some with the older tags 44A/44B for the places)."""
from __future__ import annotations

import datetime as dt
import random

from pipeline.countries import country_name
from corpus.synth import lc as synth_lc
from corpus.synth import surface as S
from corpus.synth import values as V
from corpus.synth.common import Ctx, Out, fold
from corpus.synth.render import Doc
from corpus.compose import long_values
from corpus.compose.forms import Styles
from corpus.compose.kyc import plan_meta
from corpus.compose.layout import Item, Plan, Section
from corpus.compose.lexicon import Labels

TYPE = synth_lc.TYPE
MT700 = ("mt700_raw", "mt700_output", "mt700_alliance", "mt700_telex")
CONTAINERS = ("form", "boxed_form", "table_summary", "letter", "email", "system_print", "statement", "two_column") + MT700
OLD_TAGS = {"44E": ("44A", "Loading on Board/Dispatch/Taking in Charge at/from ..."),
            "44F": ("44B", "For Transportation to ...")}


def sample(rng: random.Random):
    case = synth_lc.sample(rng)
    if rng.random() < 0.5:
        synth_lc.vary_free_text(case, rng)
    return case


def lengthen(case, rng: random.Random, version: int) -> None:
    """Compose version 2: parties' addresses in more parts, and most goods descriptions of
    several items with prices and clauses (a standby's stays its own sentence), ports with their
    terminal, region and country; version 4 draws their names from invented words."""
    words = long_values.vocabulary(version)
    if rng.random() < 0.5:
        case.applicant = long_values.fuller_company(rng, case.applicant, words=words)
    if rng.random() < 0.5:
        case.beneficiary = long_values.fuller_company(rng, case.beneficiary, words=words)
    if case.port_loading and rng.random() < 0.5:
        case.port_loading = long_values.fuller_port(rng, case.port_loading, words=words)
    if case.port_discharge and rng.random() < 0.5:
        case.port_discharge = long_values.fuller_port(rng, case.port_discharge, words=words)
    if not case.standby and rng.random() < 0.6:
        place = (case.port_discharge or case.applicant.address.city).split(",")[0]
        case.goods = long_values.goods_description(rng, case.currency, place,
                                                   case.issue - dt.timedelta(days=rng.randint(5, 60)))


def us_issuer(case) -> bool:
    return case.issuing.country == "USA"


def _issuer_lines(rng: random.Random, bank: V.Bank, us: bool) -> list[str]:
    country = S.fmt_country(bank.country, rng.choice(["name", "upper"]))
    if us:
        country = rng.choice(["USA", "United States", "UNITED STATES"])
    lines = [*bank.address.lines, country] if rng.random() < 0.5 else [", ".join(bank.address.lines) + f", {country}"]
    if rng.random() < 0.7:
        lines.append(f"SWIFT: {bank.bic}")
    return lines


def _party(company: V.Company, rng: random.Random) -> tuple[str, str]:
    lines = list(company.address.lines)
    if rng.random() < 0.6:
        lines.append(country_name(company.address.country))
    if rng.random() < 0.4:
        lines = [ln.upper() for ln in lines]
    return company.name if rng.random() < 0.6 else company.name.upper(), ("\n" if rng.random() < 0.6 else ", ").join(lines)


def build(case, container: str, rng: random.Random, lab: Labels, st: Styles) -> tuple[Plan, Out]:
    out = Out(TYPE)
    boxes = rng.random() < 0.3
    credit: list[Item] = [Item("lc_number", case.lc_number)]
    out.put("lc_number", case.lc_number, case.lc_number)
    form = rng.choice({"IRREVOCABLE": ["IRREVOCABLE", "Irrevocable", "Irrevocable documentary credit"],
                       "IRREVOCABLE TRANSFERABLE": ["IRREVOCABLE TRANSFERABLE", "Irrevocable transferable",
                                                    "Irrevocable and transferable documentary credit"],
                       "IRREVOCABLE STANDBY": ["IRREVOCABLE STANDBY", "Irrevocable standby letter of credit"]}[case.form])
    credit.append(Item("form", form, prose="This {v} is issued in your favour."))
    out.put("form_of_credit", case.form, form)
    issue = st.date(case.issue)
    credit.append(Item("issue_date", issue, prose="It was issued on {v}."))
    out.put("date_of_issue", case.issue.isoformat(), issue)
    rules = rng.choice(S.RULES_PROSE[case.rules]) if case.rules != "OTHR" else rng.choice(["OTHR", "OTHR/URDG 758"])
    credit.append(Item("rules", rules, prose="The credit is subject to {v}."))
    out.put("applicable_rules", case.rules, rules)
    expiry = st.date(case.expiry)
    credit.append(Item("expiry_date", expiry, prose="The credit expires on {v}"))
    out.put("expiry_date", case.expiry.isoformat(), expiry)
    place = case.expiry_place if rng.random() < 0.6 else case.expiry_place.title()
    credit.append(Item("expiry_place", place, prose="at the counters of the nominated bank in {v}."))
    out.put("expiry_place", place, place)

    parties: list[Item] = []
    an, aa = _party(case.applicant, rng)
    bn, ba = _party(case.beneficiary, rng)
    out.put("applicant.name", an, an)
    out.put("applicant.address", fold(aa.replace("\n", " ")), aa)
    out.put("beneficiary.name", bn, bn)
    out.put("beneficiary.address", fold(ba.replace("\n", " ")), ba)
    together = rng.random() < 0.5
    if together:
        parties += [Item("applicant", f"{an}\n{aa}"), Item("beneficiary", f"{bn}\n{ba}")]
    else:
        parties += [Item("applicant", an, label=f"{lab.get('applicant')} - {lab.get('party_name')}"),
                    Item("applicant", aa, label=f"{lab.get('applicant')} - {lab.get('party_address')}"),
                    Item("beneficiary", bn, label=f"{lab.get('beneficiary')} - {lab.get('party_name')}"),
                    Item("beneficiary", ba, label=f"{lab.get('beneficiary')} - {lab.get('party_address')}")]
    if rng.random() < 0.5:
        parties.append(Item("advising_bank", f"{case.advising.name}, {case.advising.address.city} ({case.advising.bic11})"))
    if rng.random() < 0.3:
        parties.append(Item("issuing_bank", f"{case.issuing.name} ({case.issuing.bic})"))

    amount_items: list[Item] = []
    if rng.random() < 0.3:
        amt = st.number(case.amount, case.currency)
        amount_items += [Item("currency", case.currency), Item("amount", amt)]
        out.put("currency", case.currency, case.currency)
    else:
        amt, ccy = st.money(case.amount, case.currency)
        amount_items.append(Item("amount", amt, prose="The amount of the credit is {v}."))
        out.put("currency", case.currency, ccy)
    out.put("amount", case.amount, amt)
    if case.tolerance:
        plus, minus = case.tolerance
        tol = rng.choice([f"+{plus}% / -{minus}%", f"{plus}/{minus}", f"plus {plus} pct minus {minus} pct"]) if plus != minus else \
            rng.choice([f"+/- {plus}%", f"{plus}/{minus}", f"{plus} percent more or less", f"plus/minus {plus} pct"])
        amount_items.append(Item("tolerance", tol))
        out.put("tolerance_plus_percent", plus, str(plus))
        out.put("tolerance_minus_percent", minus, str(minus))
    with_ = case.available_with
    by = rng.choice([case.available_by, S.AVAILABLE_BY_PROSE[case.available_by], S.AVAILABLE_BY_PROSE[case.available_by].capitalize()])
    amount_items += [Item("available_with", with_), Item("available_by", by)]
    out.put("available_with", with_, with_)
    out.put("available_by", case.available_by, by)
    if rng.random() < 0.4:
        amount_items.append(Item("drafts", rng.choice(["At sight", "SIGHT", f"{rng.choice([30, 60, 90])} days after B/L date"])))

    ship: list[Item] = []
    for key, path, value in (("partial", "partial_shipments", case.partial), ("tranship", "transhipment", case.transhipment)):
        if value is None:
            if rng.random() < 0.3:
                ship.append(Item(key, rng.choice(["N/A", "-", "______"])))
            continue
        text = st.boxes(["Allowed", "Not allowed", "Conditional"] if rng.random() < 0.5 else ["Allowed", "Not allowed"],
                        value.capitalize()) if boxes and value != "CONDITIONAL" else rng.choice(S.SHIPMENT[value])
        ship.append(Item(key, text))
        out.put(path, value, text)
    for key, path, value in (("port_loading", "port_of_loading", case.port_loading),
                             ("port_discharge", "port_of_discharge", case.port_discharge)):
        if value is None:
            continue
        ship.append(Item(key, value))
        out.put(path, value, value)
    if case.latest_ship:
        ls = st.date(case.latest_ship)
        ship.append(Item("latest_ship", ls, prose="Shipment must be effected not later than {v}."))
        out.put("latest_shipment_date", case.latest_ship.isoformat(), ls)

    goods_docs: list[Item] = []
    goods = "\n".join(case.goods) if rng.random() < 0.6 else " ".join(case.goods)
    goods_docs.append(Item("goods", goods))
    out.put("goods_description", fold(goods.replace("\n", " ")), goods)
    docs = [d if rng.random() < 0.7 else d.capitalize() for d in case.documents]
    style = rng.choice(["table", "plus", "dash", "num_dot", "num_paren", "alpha_paren", "roman", "star", "inline", "middot"])
    for i, d in enumerate(docs):
        out.put(f"documents_required[{i}]", d, d)
    other: list[Item] = []
    if case.presentation is not None:
        pres = rng.choice([f"{case.presentation} days", f"{case.presentation} days after the date of shipment",
                           f"within {case.presentation} days", f"{case.presentation}"])
        other.append(Item("presentation", pres))
        out.put("presentation_period_days", case.presentation, pres)
    conf = rng.choice({"CONFIRM": ["CONFIRM", "Confirm", "Please add your confirmation"],
                       "MAY ADD": ["MAY ADD", "May add", "Advising bank may add its confirmation"],
                       "WITHOUT": ["WITHOUT", "Without", "Unconfirmed"]}[case.confirmation])
    other.append(Item("confirmation", conf))
    out.put("confirmation_instructions", case.confirmation, conf)
    if rng.random() < 0.5:
        other.append(Item("charges", "All banking charges outside the issuing bank's country are for the beneficiary's account."))

    sections = [Section("credit", credit, fixed=rng.random() < 0.5), Section("parties", parties), Section("credit", amount_items, title=""),
                Section("shipment", ship), Section("goods_docs", goods_docs, entries=docs, entries_key="documents"),
                Section("", other, title="")]
    us = us_issuer(case)
    plan = Plan(rng=rng, lab=lab, st=st, kind="lc",
                title=rng.choice(["Issue of a Documentary Credit", "Documentary Credit - Advice", "Letter of Credit",
                                  "Irrevocable Documentary Credit", "Notification of Documentary Credit",
                                  "Ouverture de crédit documentaire", "Akkreditiveröffnung", "Credit terms summary"]),
                issuer=case.issuing.name, issuer_lines=_issuer_lines(rng, case.issuing, us), us=us, ref=case.lc_number,
                doc_date=st.date(case.issue), signatory=case.officer, sections=sections)
    plan.meta["list_style"] = style
    plan.counterparty = [bn, *ba.split("\n")] if rng.random() < 0.6 else [case.advising.name, case.advising.address.city]
    if container == "two_column":
        header = ["", lab.get("applicant"), lab.get("beneficiary")]
        rows = [[lab.get("party_name"), an, bn], [lab.get("party_address"), aa, ba]]
        if rng.random() < 0.5:
            rows.append(["Bank", case.issuing.name, case.advising.name])
        plan.two_party = Section("", [], title="", table=(header, rows))
        parties[:] = [it for it in parties if it.key not in ("applicant", "beneficiary")]
    plan.fees = [("Advising commission", st.money(rng.choice([75, 100, 150]), case.currency)[0]),
                 ("Discrepancy fee (per set)", st.money(rng.choice([75, 90]), case.currency)[0]),
                 ("Courier charges", st.money(45, case.currency)[0])]
    return plan, out


# ---------------------------------------------------------------------------- MT700 prints

def _fields(case, rng: random.Random, out: Out, *, old_tags: bool) -> list[tuple[str, str, str]]:
    fields = synth_lc.mt700_fields(case, Ctx(rng, TYPE, "train", heldout_labels=False), out, with_extras=True)
    if old_tags:
        fields = [f for f in fields if f[0] != "44A"]
        fields = [(*OLD_TAGS[t], c) if t in OLD_TAGS else (t, n, c) for t, n, c in fields]
    return fields


def _doc(rng: random.Random, case) -> Doc:
    return Doc(page_format="A4", font="courier", size=rng.choice([8.5, 9]), footer="")


def render_mt700(case, container: str, rng: random.Random) -> tuple[Doc, Out, dict]:
    out = Out(TYPE)
    old = container in ("mt700_telex", "mt700_alliance") and rng.random() < 0.4
    doc = _doc(rng, case)
    size = rng.choice([8, 8.5, 9])
    sctx = Ctx(rng, TYPE, "train", heldout_labels=False)
    if container == "mt700_raw":
        doc.mono(synth_lc._split_header(synth_lc._raw(case, sctx, out)), size=size)
        return doc, out, {"placements": ["tagged"], "mt700_form": "raw"}
    fields = _fields(case, rng, out, old_tags=old)
    sender, receiver = case.issuing.bic11, case.advising.bic11
    session = f"{rng.randint(1000, 9999)}{rng.randint(100000, 999999)}"
    if container == "mt700_output":
        t = f"{rng.randint(0, 23):02d}{rng.randint(0, 59):02d}"
        head = [f"{{1:F01{case.advising.bic}AXXX{session}}}",
                f"{{2:O700{t}{case.issue.strftime('%y%m%d')}{case.issuing.bic}AXXX{session}{case.issue.strftime('%y%m%d')}{t}N}}",
                "{3:{108:" + f"{V._digits(rng, 8)}" + "}}", "{4:"]
        lines = head
        for tag, _, content in fields:
            first, *more = content.split("\n")
            lines.append(f":{tag}:{first}")
            lines.extend(more)
        lines.append("-}")
        if rng.random() < 0.6:
            lines = [f"Incoming message  -  printed {case.issue.isoformat()}", f"Receiver: {receiver}", ""] + lines
        doc.mono("\n".join(lines), size=size)
        return doc, out, {"placements": ["tagged"], "mt700_form": "output"}
    if container == "mt700_alliance":
        lines = [rng.choice(["SWIFT Alliance Access", "Alliance Message Management", "Message Print"]),
                 "-" * 60, "Instance Type and Transmission",
                 "   Original received from SWIFT", "   Priority/Delivery : Normal",
                 "Message Header", "   Swift Output : FIN 700 Issue of a Documentary Credit",
                 f"   Sender   : {sender}", f"              {case.issuing.name.upper()[:40]}",
                 f"   Receiver : {receiver}", f"              {case.advising.name.upper()[:40]}",
                 "Message Text"]
        inline = rng.random() < 0.5
        for tag, name, content in fields:
            body = content.split("\n")
            if inline:
                lines.append(f"   {tag}: {name}")
                lines.extend(f"       {b}" for b in body)
            else:
                lines.append(f"F{tag}: {name}")
                lines.extend(f"       {b}" for b in body)
        lines += ["Message Trailer", f"   {{CHK:{V._upper(rng, 12, '0123456789ABCDEF')}}}", "-" * 60]
        doc.mono("\n".join(lines), size=size)
        return doc, out, {"placements": ["tagged_named"], "mt700_form": "alliance", "old_tags": old}
    # telex
    lines = [f"FM {case.issuing.name.upper()[:40]}", f"   {sender}", f"TO {case.advising.name.upper()[:40]}", f"   {receiver}",
             f"TEST {V._digits(rng, 5)}  DATE {case.issue.strftime('%y%m%d')}", "", "MT700 ISSUE OF A DOCUMENTARY CREDIT", ""]
    for tag, name, content in fields:
        body = content.split("\n")
        if rng.random() < 0.5 and len(body) == 1 and len(body[0]) < 30:
            lines.append(f"{tag} {name.upper()}  {body[0]}")
        else:
            lines.append(f"{tag} {name.upper()}")
            lines.extend(f"   {b}" for b in body)
    lines += ["", "NNNN"]
    doc.mono("\n".join(lines), size=size)
    return doc, out, {"placements": ["tagged_upper"], "mt700_form": "telex", "old_tags": old}


def render(case, container: str, rng: random.Random, lab: Labels, st: Styles, generic: dict):
    if container in MT700:
        return render_mt700(case, container, rng)
    plan, out = build(case, container, rng, lab, st)
    doc = generic[container](plan)
    return doc, out, plan_meta(plan)
