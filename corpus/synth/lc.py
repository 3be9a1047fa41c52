"""Letters of credit: raw SWIFT MT700 messages, printed advices of an MT700, and issuing
banks' letters, forms and term sheets."""
from __future__ import annotations

import datetime as dt
import random
import re
import unicodedata
from dataclasses import dataclass

from pipeline.countries import country_name
from corpus.synth import surface as S
from corpus.synth import values as V
from corpus.synth.common import (HELDOUT, SEEN, TRAIN_ONLY, Ctx, Family, Out, Rendered, boilerplate, footer_text, fold, joined,
                                   maybe_annex, staff_name)
from corpus.synth.free_layout import Item, Section, header_block, lay_out
from corpus.synth.render import Doc

TYPE = "letter_of_credit"
FORMS = ("IRREVOCABLE", "IRREVOCABLE TRANSFERABLE", "IRREVOCABLE STANDBY")
AVAILABLE_BY = ("BY PAYMENT", "BY ACCEPTANCE", "BY NEGOTIATION", "BY DEF PAYMENT", "BY MIXED PYMT")


@dataclass
class LcCase:
    issuing: V.Bank
    advising: V.Bank
    applicant: V.Company
    beneficiary: V.Company
    lc_number: str
    issue: dt.date
    form: str
    rules: str
    expiry: dt.date
    expiry_place: str
    currency: str
    amount: float
    tolerance: tuple[int, int] | None
    available_kind: str          # any | bank | bic
    available_by: str
    partial: str | None
    transhipment: str | None
    port_loading: str | None
    port_discharge: str | None
    latest_ship: dt.date | None
    goods: list[str]
    documents: list[str]
    presentation: int | None
    confirmation: str
    beneficiary_account: str | None
    officer: str

    @property
    def standby(self) -> bool:
        return self.form == "IRREVOCABLE STANDBY"

    @property
    def available_with(self) -> str:
        return {"any": "ANY BANK", "bank": self.advising.name.upper(), "bic": self.advising.bic11}[self.available_kind]


def _company(rng: random.Random, country: str) -> V.Company:
    for _ in range(20):
        c = V.company(rng, country)
        if len(c.name) <= 35:
            return c
    return V.Company(c.name[:35].rstrip(" ,."), c.address, c.trade)


def _port(rng: random.Random, country: str) -> str:
    local = [p for p, c in V.PORTS if c == country]
    name, pc = (rng.choice(local), country) if local and rng.random() < 0.8 else rng.choice(V.PORTS)
    return rng.choice([name, f"{name}, {country_name(pc).upper()}", f"{name} PORT", f"ANY PORT IN {country_name(pc).upper()}"])


def make_standby(case: LcCase, rng: random.Random) -> None:
    case.form = "IRREVOCABLE STANDBY"
    case.rules = rng.choice(["ISP LATEST VERSION", "ISP LATEST VERSION", "UCP LATEST VERSION"])
    case.partial = case.transhipment = case.port_loading = case.port_discharge = case.latest_ship = None
    contract = f"{rng.choice(['SC', 'CONTRACT', 'PO'])}-{case.issue.year}-{rng.randint(100, 9999)}"
    case.goods = [f"STANDBY LETTER OF CREDIT COVERING THE PAYMENT OBLIGATIONS OF THE",
                  f"APPLICANT UNDER {contract} FOR THE SUPPLY OF",
                  rng.choice(V._PRODUCTS[rng.choice(list(V._PRODUCTS))])]
    case.documents = V.documents_required(rng, rng.randint(1, 4), issuing_bank=case.issuing.name,
                                          applicant=case.applicant.name, standby=True)
    case.presentation = None if rng.random() < 0.7 else rng.choice([5, 7, 10])


def sample(rng: random.Random) -> LcCase:
    us = rng.random() < 0.25
    issuing = V.bank(rng, "USA") if us else V.bank(rng, exclude="USA")
    ben_us = not us and rng.random() < 0.18
    advising = V.bank(rng, "USA") if ben_us else V.bank(rng, exclude=issuing.country if not us else "USA")
    applicant = _company(rng, issuing.country)
    beneficiary = _company(rng, advising.country)
    issue = dt.date(2023, 1, 2) + dt.timedelta(days=rng.randint(0, 1090))
    expiry = issue + dt.timedelta(days=rng.randint(60, 400))
    latest = None if rng.random() < 0.2 else expiry - dt.timedelta(days=rng.randint(10, 45))
    form = rng.choices(FORMS[:2], weights=(85, 15))[0]
    currency = rng.choices(["USD", "EUR", "GBP", "CNY", "JPY", "CHF", "AED", "SGD", S.currency_for(issuing.country)],
                           weights=(55, 18, 5, 4, 3, 2, 2, 2, 9))[0]
    usd = rng.choice([rng.uniform(20_000, 250_000), rng.uniform(250_000, 5_000_000)])
    amount = V.round_amount(rng, usd, currency, cents=rng.random() < 0.3)
    tol = rng.choice([None, None, (5, 5), (10, 10), (10, 10), (5, 0), (10, 5), (3, 3)])
    case = LcCase(
        issuing=issuing, advising=advising, applicant=applicant, beneficiary=beneficiary,
        lc_number=V.lc_number(rng, issue.year), issue=issue, form=form,
        rules=rng.choices(["UCP LATEST VERSION", "EUCP LATEST VERSION", "OTHR"], weights=(90, 6, 4))[0],
        expiry=expiry,
        expiry_place=rng.choice([advising.address.city.upper(), country_name(advising.country).upper(),
                                 advising.address.city.upper(), f"{advising.address.city.upper()}, {country_name(advising.country).upper()}"]),
        currency=currency, amount=amount, tolerance=tol,
        available_kind=rng.choices(["any", "bank", "bic"], weights=(5, 3, 3))[0],
        available_by=rng.choices(AVAILABLE_BY, weights=(25, 10, 45, 15, 5))[0],
        partial=None if rng.random() < 0.15 else rng.choices(["ALLOWED", "NOT ALLOWED", "CONDITIONAL"], weights=(5, 4, 1))[0],
        transhipment=None if rng.random() < 0.15 else rng.choices(["ALLOWED", "NOT ALLOWED", "CONDITIONAL"], weights=(5, 4, 1))[0],
        port_loading=None if rng.random() < 0.15 else _port(rng, advising.country),
        port_discharge=None if rng.random() < 0.15 else _port(rng, issuing.country),
        latest_ship=latest, goods=[], documents=[],
        presentation=None if rng.random() < 0.25 else rng.choice([21, 21, 21, 14, 15, 10, 30, 45]),
        confirmation=rng.choices(["WITHOUT", "CONFIRM", "MAY ADD"], weights=(6, 3, 2))[0],
        beneficiary_account=(f"/{V.country_alpha2(advising.country)}{V._digits(rng, 2)}{V._digits(rng, 16)}"
                             if rng.random() < 0.2 else None),
        officer=staff_name(rng, issuing.country),
    )
    port = (case.port_discharge or applicant.address.city.upper()).split(",")[0].replace("ANY PORT IN ", "").replace(" PORT", "")
    case.goods = V.goods_lines(rng, beneficiary.trade, port, issue - dt.timedelta(days=rng.randint(5, 60)))
    case.documents = V.documents_required(rng, rng.randint(1, 8), issuing_bank=issuing.name,
                                          applicant=applicant.name, standby=False)
    if rng.random() < 0.06:
        make_standby(case, rng)
    return case


# Train only (corpus versions 12 and 13): free-text values whose last words vary. In versions up
# to 11 every goods description ends with its Incoterms line and the first required document
# always ends "INDICATING THE CREDIT NUMBER"; both models learnt those endings as where such a
# value stops, and on another generator's credits they cut the value there
# (docs/MODELS.md, "Free-text values that end in more ways").
_GOODS_TAILS = (
    "PACKING: {pack}", "SHIPPING MARKS: AS PER INVOICE", "H.S. CODE {hs}", "COUNTRY OF ORIGIN: {origin}",
    "ALL OTHER DETAILS AS PER SALES CONTRACT NO. SC-{n}", "{qty2} OF {product2}", "TOTAL QUANTITY {tol} PCT MORE OR LESS ALLOWED",
    "INSPECTION AT LOADING PORT BY THE BUYER'S AGENT", "DELIVERY IN {k} LOTS", "MANUFACTURED IN {year}",
)
_PACKS = ("WOODEN CRATES", "PALLETS, SHRINK WRAPPED", "50 KG PP BAGS", "STANDARD EXPORT CARTONS", "BULK")
_DOCUMENT_TAILS = (
    " AND THE H.S. CODE OF THE GOODS", " AND THE PROFORMA INVOICE NUMBER", ", DULY SIGNED AND STAMPED",
    " IN THE ENGLISH LANGUAGE", " SHOWING CONTAINER AND SEAL NUMBERS", " MENTIONING THE NAME OF THE CARRYING VESSEL",
    " SHOWING THE WEIGHT OF EACH PACKAGE", ", ONE ORIGINAL AND {k} COPIES", " CERTIFYING THE GOODS ARE OF {origin} ORIGIN",
    " DATED NOT LATER THAN THE DATE OF SHIPMENT", " ISSUED AND SIGNED BY THE BENEFICIARY", " AND THE IMPORT LICENCE NUMBER",
)
_ORIGIN_COUNTRIES = ("CHINA", "INDIA", "TURKEY", "VIETNAM", "ITALY", "SPAIN", "EGYPT")
_ORIGINS = ("CHINESE", "INDIAN", "GERMAN", "VIETNAMESE", "TURKISH", "BRAZILIAN", "ITALIAN", "MEXICAN")


def vary_free_text(case: LcCase, rng: random.Random, *, share: float = 0.6) -> None:
    """With probability ``share`` each: the goods description's Incoterms line moved among its
    lines or followed by one or two more lines, and a required document followed by a clause."""
    goods = list(case.goods)
    if not case.standby and rng.random() < share:
        if rng.random() < 0.4 and len(goods) > 1:
            goods.insert(rng.randrange(1, len(goods)), goods.pop())   # the Incoterms line not last
        for _ in range(rng.choice((1, 1, 2))):
            tail = rng.choice(_GOODS_TAILS)
            product = rng.choice(rng.choice(list(V._PRODUCTS.values())))
            goods.append(tail.format(
                pack=rng.choice(_PACKS), hs=f"{rng.randint(1000, 9999)}.{rng.randint(10, 99)}",
                origin=rng.choice(_ORIGIN_COUNTRIES),
                n=rng.randint(100, 9999), qty2=f"{rng.randint(1, 400)} METRIC TONS", product2=product,
                tol=rng.choice([5, 10]), k=rng.randint(2, 4), year=rng.choice([2023, 2024, 2025]))[:65])
        case.goods = goods
    documents = []
    for item in case.documents:
        if rng.random() < share / 2:
            item += rng.choice(_DOCUMENT_TAILS).format(k=rng.randint(1, 3), origin=rng.choice(_ORIGINS))
        documents.append(item)
    case.documents = documents


# --------------------------------------------------------------------------- SWIFT content

def _wrap(text: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and len(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line]


_SWIFT_SIGNS = {"&": " AND ", "#": "NO.", "@": " AT ", "_": "-", "!": ".", "*": "", ";": ",", '"': "'", "%": " PCT",
                "º": "O", "ª": "A"}


def swift_text(text: str) -> str:
    """``text`` in the SWIFT X character set: upper-case ASCII letters, digits and / - ? : ( ) . , ' + space."""
    for sign, repl in _SWIFT_SIGNS.items():
        text = text.replace(sign, repl)
    text = unicodedata.normalize("NFKD", mrz_translit(text)).encode("ascii", "ignore").decode().upper()
    return re.sub(" +", " ", text).strip()


def mrz_translit(text: str) -> str:
    for src, dst in (("Ø", "OE"), ("ø", "oe"), ("Æ", "AE"), ("æ", "ae"), ("ß", "ss"), ("Þ", "TH"), ("þ", "th"),
                     ("Ð", "D"), ("ð", "d"), ("Œ", "OE"), ("œ", "oe")):
        text = text.replace(src, dst)
    return text


def _party_lines(company: V.Company, ctx: Ctx, *, country: bool | None = None) -> list[str]:
    lines = [ln for a in company.address.lines for ln in _wrap(swift_text(a), 35)]
    if country if country is not None else ctx.chance(0.6):
        lines.append(swift_text(country_name(company.address.country)))
    return lines


def mt700_fields(case: LcCase, ctx: Ctx, out: Out, *, narrative_48: bool = False,
                 with_extras: bool = True) -> list[tuple[str, str, str]]:
    """(tag, field name, content) of the MT700, registering truth and surfaces; contents in SWIFT form."""
    rng = ctx.rng
    f: list[tuple[str, str, str]] = [("27", "Sequence of Total", "1/1")]
    f.append(("40A", "Form of Documentary Credit", case.form))
    out.put("form_of_credit", case.form, case.form)
    f.append(("20", "Documentary Credit Number", case.lc_number))
    out.put("lc_number", case.lc_number, case.lc_number)
    if with_extras and ctx.chance(0.2):
        f.append(("23", "Reference to Pre-Advice", f"PREADV/{(case.issue - dt.timedelta(days=3)).strftime('%y%m%d')}"))
    f.append(("31C", "Date of Issue", case.issue.strftime("%y%m%d")))
    out.put("date_of_issue", case.issue.isoformat(), case.issue.strftime("%y%m%d"))
    rules = case.rules if case.rules != "OTHR" else "OTHR"
    f.append(("40E", "Applicable Rules", rules + ("/ICC URDG 758" if rules == "OTHR" and ctx.chance(0.5) else "")))
    out.put("applicable_rules", case.rules, case.rules)
    exp = case.expiry.strftime("%y%m%d")
    place = swift_text(case.expiry_place)
    f.append(("31D", "Date and Place of Expiry", f"{exp}{place}"))
    out.put("expiry_date", case.expiry.isoformat(), exp)
    out.put("expiry_place", place, place)
    if with_extras and ctx.chance(0.3):
        f.append(("51D", "Applicant Bank", f"{swift_text(case.issuing.name)[:35]}\n{swift_text(case.issuing.address.city)}"))
    app = _party_lines(case.applicant, ctx)
    app_name = swift_text(case.applicant.name)
    f.append(("50", "Applicant", "\n".join([app_name, *app])))
    out.put("applicant.name", app_name, app_name)
    out.put("applicant.address", joined(app), *app)
    ben = _party_lines(case.beneficiary, ctx)
    ben_name = swift_text(case.beneficiary.name)
    account = [case.beneficiary_account] if case.beneficiary_account else []
    f.append(("59", "Beneficiary", "\n".join([*account, ben_name, *ben])))
    out.put("beneficiary.name", ben_name, ben_name)
    out.put("beneficiary.address", joined(ben), *ben)
    decimals = 0 if case.currency in S.ZERO_DECIMAL else 2
    amount = S.fmt_amount(case.amount, "swift" if ctx.chance(0.15) and case.amount == int(case.amount)
                          else "plain_comma", decimals=decimals)
    if decimals == 0:
        amount += ","
    f.append(("32B", "Currency Code, Amount", f"{case.currency}{amount}"))
    out.put("currency", case.currency, case.currency)
    out.put("amount", case.amount, amount)
    if case.tolerance:
        plus, minus = case.tolerance
        f.append(("39A", "Percentage Credit Amount Tolerance", f"{plus:02d}/{minus:02d}" if ctx.chance(0.3) else f"{plus}/{minus}"))
        out.put("tolerance_plus_percent", plus, str(plus))
        out.put("tolerance_minus_percent", minus, str(minus))
    with_ = swift_text(case.available_with)
    f.append(("41A" if case.available_kind == "bic" else "41D", "Available With ... By ...", f"{with_}\n{case.available_by}"))
    out.put("available_with", with_, with_)
    out.put("available_by", case.available_by, case.available_by)
    if not case.standby and ctx.chance(0.6):
        f.append(("42C", "Drafts at ...", ctx.pick(["SIGHT", "AT SIGHT", f"{ctx.pick([30, 60, 90, 120])} DAYS AFTER B/L DATE"])))
        f.append(("42A", "Drawee", case.issuing.bic11))
    if case.partial:
        f.append(("43P", "Partial Shipments", case.partial))
        out.put("partial_shipments", case.partial, case.partial)
    if case.transhipment:
        f.append(("43T", "Transhipment", case.transhipment))
        out.put("transhipment", case.transhipment, case.transhipment)
    if with_extras and not case.standby and ctx.chance(0.2):
        f.append(("44A", "Place of Taking in Charge/Dispatch from .../Place of Receipt", swift_text(case.beneficiary.address.city)))
    if case.port_loading:
        port = swift_text(case.port_loading)
        f.append(("44E", "Port of Loading/Airport of Departure", port))
        out.put("port_of_loading", port, port)
    if case.port_discharge:
        port = swift_text(case.port_discharge)
        f.append(("44F", "Port of Discharge/Airport of Destination", port))
        out.put("port_of_discharge", port, port)
    if case.latest_ship:
        f.append(("44C", "Latest Date of Shipment", case.latest_ship.strftime("%y%m%d")))
        out.put("latest_shipment_date", case.latest_ship.isoformat(), case.latest_ship.strftime("%y%m%d"))
    elif not case.standby and ctx.chance(0.5):
        month = case.expiry - dt.timedelta(days=40)
        f.append(("44D", "Shipment Period", f"SHIPMENT DURING {S.MONTHS[month.month - 1].upper()} {month.year}"))
    goods = [ln for g in case.goods for ln in _wrap(swift_text(g), 65)]
    f.append(("45A", "Description of Goods and/or Services", "\n".join(goods)))
    out.put("goods_description", joined(goods), *goods)
    items = []
    for i, doc_text in enumerate(case.documents):
        doc_text = swift_text(doc_text)
        wrapped = _wrap(doc_text, 64)
        items.append("+" + "\n".join(wrapped))
        out.put(f"documents_required[{i}]", doc_text, *wrapped)
    f.append(("46A", "Documents Required", "\n".join(items)))
    if with_extras:
        conditions = [f"+A DISCREPANCY FEE OF {case.currency} {ctx.pick(['75,00', '80,00', '100,00'])} WILL BE DEDUCTED FROM\n"
                      "THE PROCEEDS OF ANY PRESENTATION OF DISCREPANT DOCUMENTS",
                      "+ALL DOCUMENTS MUST INDICATE THE CREDIT NUMBER",
                      f"+THIRD PARTY DOCUMENTS ACCEPTABLE EXCEPT {ctx.pick(['DRAFTS', 'INVOICE', 'DRAFTS AND INVOICE'])}",
                      f"+INSURANCE COVERED BY THE {ctx.pick(['APPLICANT', 'BUYER'])}"]
        f.append(("47A", "Additional Conditions", "\n".join(rng.sample(conditions, rng.randint(1, 4)))))
        f.append(("71D", "Charges", "ALL BANKING CHARGES OUTSIDE\n" + f"{swift_text(country_name(case.issuing.country))[:24]} ARE FOR\nBENEFICIARY'S ACCOUNT"))
    if case.presentation is not None:
        d = case.presentation
        text = ctx.pick([f"{d}/FROM THE DATE OF SHIPMENT", f"{d}", f"{d}/DAYS AFTER DATE OF SHIPMENT"])
        if narrative_48:
            text = f"DOCUMENTS TO BE PRESENTED WITHIN {d} DAYS AFTER THE DATE OF SHIPMENT\nBUT WITHIN THE VALIDITY OF THE CREDIT"
        f.append(("48", "Period for Presentation in Days", text))
        out.put("presentation_period_days", d, str(d))
    f.append(("49", "Confirmation Instructions", case.confirmation))
    out.put("confirmation_instructions", case.confirmation, case.confirmation)
    if with_extras and case.confirmation != "WITHOUT" and ctx.chance(0.6):
        f.append(("58A", "Requested Confirmation Party", case.advising.bic11))
    if with_extras and ctx.chance(0.5):
        f.append(("78", "Instructions to the Paying/Accepting/Negotiating Bank",
                  "UPON RECEIPT OF COMPLIANT DOCUMENTS AT OUR COUNTERS WE\nSHALL REMIT THE PROCEEDS AS PER YOUR INSTRUCTIONS"))
    if with_extras and ctx.chance(0.4):
        f.append(("57D", "'Advise Through' Bank", f"{swift_text(case.advising.name)[:35]}\n{swift_text(case.advising.address.city)}"))
    return f


def _lt(bic8: str) -> str:
    """The 12-character logical terminal address of a BIC8 (terminal A, branch XXX)."""
    return f"{bic8}AXXX"


def _raw(case: LcCase, ctx: Ctx, out: Out, *, output_form: bool = False) -> str:
    rng = ctx.rng
    fields = mt700_fields(case, ctx, out, with_extras=True)
    session = f"{rng.randint(1000, 9999)}{rng.randint(100000, 999999)}"
    if output_form:
        t = f"{rng.randint(0, 23):02d}{rng.randint(0, 59):02d}"
        head = (f"{{1:F01{_lt(case.advising.bic)}{session}}}"
                f"{{2:O700{t}{case.issue.strftime('%y%m%d')}{_lt(case.issuing.bic)}{session}"
                f"{case.issue.strftime('%y%m%d')}{t}N}}")
    else:
        head = f"{{1:F01{_lt(case.issuing.bic)}{session}}}{{2:I700{_lt(case.advising.bic)}N}}"
    uetr = "-".join(V._digits(rng, n) for n in (8, 4, 4, 4, 12)).lower()
    head += f"{{3:{{108:{V._upper(rng, 3)}{V._digits(rng, 6)}}}{{121:{uetr}}}}}" if ctx.chance(0.6) else ""
    lines = [head + "{4:"]
    for tag, _, content in fields:
        body = content.split("\n")
        lines.append(f":{tag}:{body[0]}")
        lines.extend(body[1:])
    lines.append("-}" + (f"{{5:{{CHK:{V._upper(rng, 6, '0123456789ABCDEF')}{V._digits(rng, 6)}}}}}" if ctx.chance(0.7) else ""))
    return "\n".join(lines)


def _split_header(text: str) -> str:
    """Break the header blocks so no printed line runs off the page."""
    first, _, rest = text.partition("\n")
    parts = first.replace("}{", "}\n{", 2).split("\n")
    return "\n".join(parts + ([rest] if rest else []))


# --------------------------------------------------------------------------- seen families

def _doc(ctx: Ctx, ref: str, issuer: str, us: bool, **kw) -> Doc:
    fmt = "letter" if us and ctx.chance(0.8) else "A4"
    return Doc(page_format=fmt, font=kw.pop("font", ctx.pick(["helvetica", "times", "helvetica"])),
               size=kw.pop("size", ctx.pick([9, 9.5, 10])), footer=footer_text(ctx.rng, ref, issuer=issuer), **kw)


def _letterhead(doc: Doc, bank: V.Bank, ctx: Ctx, *, align: str = "L") -> None:
    country = S.fmt_country(bank.country, ctx.pick(["name", "upper"]))
    lines = [*bank.address.lines, country] if ctx.chance(0.5) else [", ".join(bank.address.lines) + f", {country}"]
    if ctx.chance(0.6):
        lines.append(f"SWIFT: {bank.bic}")
    doc.letterhead(bank.name, lines, align=align)


def _annex(doc: Doc, ctx: Ctx, currency: str, us: bool) -> None:
    rng = ctx.rng
    style = S.pick_amount_style(rng, us=us)
    fees = [(name, S.money(rng, currency, V.round_amount(rng, usd, currency, cents=True), style).text)
            for name, usd in (("Advising commission", rng.choice([75, 100, 150])), ("Amendment fee", 60),
                              ("Discrepancy fee (per set)", rng.choice([75, 90])), ("Courier charges", 45),
                              ("Confirmation commission (per quarter, min.)", 120))]
    maybe_annex(doc, rng, "lc", fees, p=0.35)


def mt700_raw(case: LcCase, ctx: Ctx) -> Rendered:
    out = Out(TYPE)
    doc = _doc(ctx, case.lc_number, "", False, font="courier", size=9)
    doc.pdf.footer_text = ""
    doc.mono(_split_header(_raw(case, ctx, out)), size=ctx.pick([8.5, 9, 9.5]))
    return Rendered(doc, out, case.issuing.country == "USA", case.issuing.name, case.issuing.bic)


def advice_table(case: LcCase, ctx: Ctx) -> Rendered:
    out = Out(TYPE)
    adv = case.advising
    us = adv.country == "USA"
    ds = S.date_style(ctx.rng, us=us)
    doc = _doc(ctx, case.lc_number, adv.name, us, size=9)
    _letterhead(doc, adv, ctx)
    doc.title(ctx.pick(["ADVICE OF DOCUMENTARY CREDIT", "Advice of Issuance of Documentary Credit",
                        "NOTIFICATION OF DOCUMENTARY CREDIT"]), size=12)
    our_ref = f"{ctx.pick(['EA', 'ADV', 'XLC'])}{V._digits(ctx.rng, 7)}"
    doc.kv_pairs([("Our reference", our_ref), ("Date", ds(case.issue + dt.timedelta(days=ctx.rng.randint(1, 4))))], label_w=30)
    doc.gap(2)
    ben = case.beneficiary
    doc.text("To:\n" + "\n".join([ben.name, *ben.address.lines, country_name(ben.address.country)]), size=9)
    doc.gap(2)
    doc.text(f"We have received the following authenticated SWIFT MT700 from {case.issuing.name}, "
             f"{case.issuing.address.city} and advise it to you "
             f"{'with' if case.confirmation == 'CONFIRM' else 'without'} engagement on our part.", size=9)
    doc.gap(2)
    rows = [[tag, name, content] for tag, name, content in mt700_fields(case, ctx, out)]
    doc.table(["Tag", "Field", "Content"], rows, [1, 4.5, 9.5], size=8.5)
    doc.gap(3)
    for para in boilerplate(ctx.rng, "lc", ctx.rng.randint(1, 2)):
        doc.text(para, size=8)
    doc.gap(3)
    doc.text(f"For {adv.name}\nTrade Finance Operations", size=9)
    _annex(doc, ctx, case.currency, us)
    return Rendered(doc, out, us, adv.name)


def fin_print(case: LcCase, ctx: Ctx) -> Rendered:
    out = Out(TYPE)
    adv = case.advising
    rng = ctx.rng
    doc = _doc(ctx, case.lc_number, "", case.issuing.country == "USA", font="courier", size=8.5)
    doc.pdf.footer_text = "Page {page} of {nb}"
    printed = case.issue + dt.timedelta(days=rng.randint(0, 3))
    lines = [f"{adv.name.upper()} - {adv.address.city.upper()}",
             f"SWIFT MESSAGE PRINT              Printed: {printed.isoformat()} {rng.randint(8, 19):02d}:{rng.randint(0, 59):02d}",
             "-" * 78,
             "Message Header",
             f"  Swift Input/Output : FIN 700 Issue of a Documentary Credit",
             f"  Sender             : {case.issuing.bic11}",
             f"                       {case.issuing.name.upper()}",
             f"                       {case.issuing.address.city.upper()} {country_name(case.issuing.country).upper()}",
             f"  Receiver           : {adv.bic11}",
             f"                       {adv.name.upper()}",
             f"  MUR                : {V._upper(rng, 3)}{V._digits(rng, 8)}",
             "-" * 78, "Message Text"]
    for tag, name, content in mt700_fields(case, ctx, out):
        lines.append(f"  F{tag}: {name}")
        body = content.split("\n")
        if tag == "31D":
            lines += [f"         Date: {body[0][:6]}", f"         Place: {body[0][6:]}"]
        elif tag == "32B":
            lines += [f"         Currency: {body[0][:3]}", f"         Amount: {body[0][3:]}"]
        elif tag == "39A":
            plus, minus = body[0].split("/")
            lines += [f"         Tolerance 1: {plus}", f"         Tolerance 2: {minus}"]
        else:
            lines += [f"         {b}" for b in body]
    lines += ["-" * 78, "Message Trailer", f"  {{CHK:{V._upper(rng, 12, '0123456789ABCDEF')}}}", "End of Message"]
    doc.mono("\n".join(lines), size=8.5)
    return Rendered(doc, out, case.issuing.country == "USA", case.issuing.name, case.issuing.bic)


class Human:
    """Written forms of the credit for letters and forms (not SWIFT syntax)."""

    def __init__(self, case: LcCase, ctx: Ctx, out: Out, us: bool, *, upper: bool = False):
        self.c, self.ctx, self.out, self.us = case, ctx, out, us
        self.ds = S.date_style(ctx.rng, us=us, numeric_share=0.35)
        self.amt = S.pick_amount_style(ctx.rng, us=us)
        self.upper = upper

    def t(self, s: str) -> str:
        return s.upper() if self.upper else s

    def number(self) -> str:
        self.out.put("lc_number", self.c.lc_number, self.c.lc_number)
        return self.c.lc_number

    def form(self, *, lower: bool = False) -> str:
        text = self.t({"IRREVOCABLE": "Irrevocable", "IRREVOCABLE TRANSFERABLE": "Irrevocable Transferable",
                       "IRREVOCABLE STANDBY": "Irrevocable Standby"}[self.c.form])
        text = text.lower() if lower else text
        self.out.put("form_of_credit", self.c.form, text)
        return text

    def date(self, path: str, d: dt.date) -> str:
        text = self.ds(d)
        self.out.put(path, d.isoformat(), text)
        return text

    def rules(self) -> str:
        text = self.ctx.pick(S.RULES_PROSE[self.c.rules])
        self.out.put("applicable_rules", self.c.rules, text)
        return text

    def place(self) -> str:
        text = self.t(self.c.expiry_place.title() if not self.upper and self.ctx.chance(0.5) else self.c.expiry_place)
        self.out.put("expiry_place", fold(text), text)
        return text

    def party(self, role: str, *, multiline: bool) -> tuple[str, str]:
        company = self.c.applicant if role == "applicant" else self.c.beneficiary
        name = self.t(company.name)
        lines = [self.t(a) for a in company.address.lines]
        if self.ctx.chance(0.6):
            lines.append(self.t(country_name(company.address.country)))
        self.out.put(f"{role}.name", name, name)
        if multiline:
            self.out.put(f"{role}.address", joined(lines), *lines)
            return name, "\n".join(lines)
        text = ", ".join(lines)
        self.out.put(f"{role}.address", fold(text), text)
        return name, text

    def money(self) -> str:
        m = S.money(self.ctx.rng, self.c.currency, self.c.amount, self.amt)
        self.out.put("currency", self.c.currency, m.currency)
        self.out.put("amount", self.c.amount, m.amount)
        return m.text

    def tolerance(self) -> str | None:
        if not self.c.tolerance:
            return None
        plus, minus = self.c.tolerance
        self.out.put("tolerance_plus_percent", plus, str(plus))
        self.out.put("tolerance_minus_percent", minus, str(minus))
        if plus == minus and self.ctx.chance(0.5):
            self.out.surface["tolerance_minus_percent"] = [f"{plus}"]
            return f"+/- {plus}%"
        return f"+{plus}% / -{minus}%"

    def available(self) -> tuple[str, str]:
        w = self.c.available_with
        shown = w if self.c.available_kind != "any" or self.upper else self.ctx.pick(["ANY BANK", "any bank", "Any bank"])
        self.out.put("available_with", w, shown)
        by = self.c.available_by
        by_text = self.ctx.pick([by, S.AVAILABLE_BY_PROSE[by]])
        by_text = self.t(by_text)
        self.out.put("available_by", by, by_text)
        return shown, by_text

    def shipment(self, path: str, value: str | None) -> str | None:
        if value is None:
            return None
        text = self.ctx.pick(S.SHIPMENT[value]) if self.ctx.chance(0.3) else value
        text = text if self.upper or self.ctx.chance(0.5) else text.capitalize()
        self.out.put(path, value, text)
        return text

    def port(self, path: str, value: str | None) -> str | None:
        if value is None:
            return None
        text = value if self.upper or self.ctx.chance(0.6) else value.title()
        self.out.put(path, text, text)
        return text

    def goods(self) -> list[str]:
        lines = list(self.c.goods)
        self.out.put("goods_description", joined(lines), *lines)
        return lines

    def documents(self) -> list[str]:
        items = []
        for i, d in enumerate(self.c.documents):
            text = d if self.upper or self.ctx.chance(0.5) else d[0] + d[1:].lower()
            self.out.put(f"documents_required[{i}]", text, text)
            items.append(text)
        return items

    def presentation(self) -> str | None:
        if self.c.presentation is None:
            return None
        self.out.put("presentation_period_days", self.c.presentation, str(self.c.presentation))
        return str(self.c.presentation)

    def confirmation(self, prose: bool) -> str:
        value = self.c.confirmation
        if prose:
            text = {"WITHOUT": "without adding your confirmation", "MAY ADD": "you may add your confirmation",
                    "CONFIRM": "please add your confirmation"}[value]
        else:
            text = value
        self.out.put("confirmation_instructions", value, text)
        return text


def _numbering(ctx: Ctx) -> callable:
    style = ctx.pick(["num", "paren", "roman", "alpha", "dash"])
    romans = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii"]
    return {"num": lambda i: f"{i + 1}.", "paren": lambda i: f"({i + 1})", "roman": lambda i: f"({romans[i]})",
            "alpha": lambda i: f"{'abcdefgh'[i]})", "dash": lambda i: "-"}[style]


def issuing_letter(case: LcCase, ctx: Ctx) -> Rendered:
    out = Out(TYPE)
    bank = case.issuing
    us = bank.country == "USA"
    h = Human(case, ctx, out, us)
    doc = _doc(ctx, case.lc_number, bank.name, us, font=ctx.pick(["times", "helvetica"]), size=10)
    _letterhead(doc, bank, ctx)
    number = h.number()
    issued = h.date("date_of_issue", case.issue)
    doc.kv_pairs([("Date", issued), ("Our ref.", number)], label_w=20)
    doc.gap(2)
    adv = case.advising
    doc.text("\n".join([adv.name, *adv.address.lines, country_name(adv.country)]), size=9.5)
    doc.gap(3)
    form = h.form(lower=True)
    doc.text(f"Re: Documentary Credit No. {number}", style="B")
    doc.gap(2)
    ben_name, ben_addr = h.party("beneficiary", multiline=False)
    app_name, app_addr = h.party("applicant", multiline=False)
    money = h.money()
    tol = h.tolerance()
    exp = h.date("expiry_date", case.expiry)
    place = h.place()
    rules = h.rules()
    w, by = h.available()
    paras = [
        f"At the request of {app_name}, {app_addr} (the applicant), we hereby issue our {form} documentary "
        f"credit in favour of {ben_name}, {ben_addr} (the beneficiary) for an amount not exceeding {money}"
        + (f" (tolerance {tol})" if tol else "") + ".",
        f"The credit is available with {w} {by} and expires on {exp} in {place}. It is subject to {rules}.",
    ]
    ship = []
    if (p := h.shipment("partial_shipments", case.partial)):
        ship.append(f"Partial shipments: {p}.")
    if (t := h.shipment("transhipment", case.transhipment)):
        ship.append(f"Transhipment: {t}.")
    if (pl := h.port("port_of_loading", case.port_loading)):
        ship.append(f"Shipment from {pl}")
    if (pd := h.port("port_of_discharge", case.port_discharge)):
        ship.append(f"{'to' if pl else 'Shipment to'} {pd}.")
    elif pl:
        ship[-1] += "."
    if case.latest_ship:
        ship.append(f"Latest date of shipment: {h.date('latest_shipment_date', case.latest_ship)}.")
    if ship:
        paras.append(" ".join(ship))
    for para in paras:
        doc.text(para)
        doc.gap(2)
    doc.text("Covering:", style="B")
    doc.text("\n".join(h.goods()), size=9)
    doc.gap(2)
    doc.text("Documents required:", style="B")
    mark = _numbering(ctx)
    for i, item in enumerate(h.documents()):
        doc.kv(mark(i), item, label_w=9, sep="", size=9)
    doc.gap(2)
    pres = h.presentation()
    if pres:
        doc.text(f"Documents must be presented within {pres} days after the date of shipment but within the validity of the credit.")
    doc.text(f"Please advise the beneficiary {h.confirmation(prose=True)}.")
    doc.gap(4)
    doc.text(f"Yours faithfully,\n\n{case.officer}\nTrade Services, {bank.name}", size=9.5)
    _annex(doc, ctx, case.currency, us)
    return Rendered(doc, out, us, bank.name)


def issuance_form(case: LcCase, ctx: Ctx) -> Rendered:
    out = Out(TYPE)
    bank = case.issuing
    us = bank.country == "USA"
    h = Human(case, ctx, out, us, upper=ctx.chance(0.4))
    doc = _doc(ctx, case.lc_number, bank.name, us, font="helvetica", size=9)
    _letterhead(doc, bank, ctx)
    doc.title(ctx.pick(["DOCUMENTARY CREDIT - ISSUANCE DETAILS", "Documentary Credit Issuance Form", "Import L/C Issuance"]), size=12)
    L, box = ctx.labels, ctx.box
    doc.boxes([(L("lc_number"), h.number(), 1), (L("date_of_issue"), h.date("date_of_issue", case.issue), 1)])
    forms_row, piece = S.checkbox_row([(f.title(), f == case.form) for f in FORMS], box)
    out.put("form_of_credit", case.form, piece)
    doc.boxes([(L("form_of_credit"), forms_row, 1)])
    doc.boxes([(L("applicable_rules"), h.rules(), 1), (L("expiry_date"), h.date("expiry_date", case.expiry), 1),
               (L("expiry_place"), h.place(), 1)])
    app, app_addr = h.party("applicant", multiline=True)
    ben, ben_addr = h.party("beneficiary", multiline=True)
    doc.boxes([(L("applicant"), f"{app}\n{app_addr}", 1), (L("beneficiary"), f"{ben}\n{ben_addr}", 1)])
    tol = h.tolerance()
    doc.boxes([(L("amount"), h.money(), 1), (L("tolerance"), tol or "-", 1)])
    w, _ = h.available()
    by_row, piece = S.checkbox_row([(b.title().replace("Def ", "Deferred ").replace("Pymt", "Payment"), b == case.available_by)
                                    for b in AVAILABLE_BY], box)
    out.put("available_by", case.available_by, piece)
    doc.boxes([(L("available"), f"With: {w}", 1)])
    doc.boxes([("By", by_row, 1)])
    for path, key, value in (("partial_shipments", "partial_shipments", case.partial), ("transhipment", "transhipment", case.transhipment)):
        if value is None:
            continue
        row, piece = S.checkbox_row([(o.title(), o == value) for o in ("ALLOWED", "NOT ALLOWED", "CONDITIONAL")], box)
        out.put(path, value, piece)
        doc.boxes([(L(key), row, 1)])
    doc.boxes([(L("port_of_loading"), h.port("port_of_loading", case.port_loading) or "-", 1),
               (L("port_of_discharge"), h.port("port_of_discharge", case.port_discharge) or "-", 1),
               (L("latest_shipment_date"), h.date("latest_shipment_date", case.latest_ship) if case.latest_ship else "-", 0.7)])
    doc.boxes([(L("goods_description"), "\n".join(h.goods()), 1)])
    mark = _numbering(ctx)
    doc.boxes([(L("documents_required"), "\n".join(f"{mark(i)} {d}" for i, d in enumerate(h.documents())), 1)])
    pres = h.presentation()
    conf_row, piece = S.checkbox_row([(c.title(), c == case.confirmation) for c in ("CONFIRM", "MAY ADD", "WITHOUT")], box)
    out.put("confirmation_instructions", case.confirmation, piece)
    doc.boxes([(L("presentation_period_days"), f"{pres} days" if pres else "-", 1), (L("confirmation_instructions"), conf_row, 2)])
    doc.gap(3)
    doc.kv_pairs([("Authorised signature", case.officer), ("Advising bank", case.advising.bic11)], label_w=38)
    _annex(doc, ctx, case.currency, us)
    return Rendered(doc, out, us, bank.name)


def advice_cover_raw(case: LcCase, ctx: Ctx) -> Rendered:
    """Advising bank's cover letter (page 1) with the raw MT700 attached (page 2)."""
    out = Out(TYPE)
    adv = case.advising
    us = adv.country == "USA"
    ds = S.date_style(ctx.rng, us=us)
    doc = _doc(ctx, case.lc_number, adv.name, us, font=ctx.pick(["helvetica", "times"]), size=10)
    _letterhead(doc, adv, ctx)
    ben = case.beneficiary
    doc.kv_pairs([("Date", ds(case.issue + dt.timedelta(days=ctx.rng.randint(1, 5)))),
                  ("Our ref.", f"ADV/{V._digits(ctx.rng, 6)}")], label_w=20)
    doc.gap(2)
    doc.text("\n".join([ben.name, *ben.address.lines, country_name(ben.address.country)]), size=9.5)
    doc.gap(3)
    doc.text(f"Documentary credit {case.lc_number} issued by {case.issuing.name}", style="B")
    doc.gap(2)
    fee = S.money(ctx.rng, "USD" if us else S.currency_for(adv.country), ctx.pick([75, 100, 150, 250]), S.pick_amount_style(ctx.rng, us=us))
    doc.text(f"Dear Sirs,\n\nwe enclose a copy of the above documentary credit received by SWIFT. "
             f"Our advising commission of {fee.text} is for your account. Please check the terms carefully "
             f"and contact the applicant directly if any amendment is required.", size=10)
    doc.gap(3)
    doc.text(f"Yours faithfully,\n{adv.name}", size=10)
    doc.page_break()
    doc.text("Copy of SWIFT MT700 as received", style="B", size=9)
    doc.gap(2)
    doc.mono(_split_header(_raw(case, ctx, out)), size=8.5)
    _annex(doc, ctx, case.currency, us)
    return Rendered(doc, out, us, adv.name)


def key_term_rows(case: LcCase, ctx: Ctx, h: Human, *, multiline: bool = True) -> list[list[str]]:
    """The credit's terms as [label, value] rows (values may span lines), registering truth as written."""
    L = ctx.labels
    app, app_addr = h.party("applicant", multiline=multiline)
    ben, ben_addr = h.party("beneficiary", multiline=multiline)
    w, by = h.available()
    rows = [[L("lc_number"), h.number()], [L("form_of_credit"), h.form()],
            [L("date_of_issue"), h.date("date_of_issue", case.issue)], [L("applicable_rules"), h.rules()],
            [L("expiry_date"), h.date("expiry_date", case.expiry)], [L("expiry_place"), h.place()],
            [L("applicant"), f"{app}\n{app_addr}"], [L("beneficiary"), f"{ben}\n{ben_addr}"],
            [L("amount"), h.money()]]
    if (tol := h.tolerance()):
        rows.append([L("tolerance"), tol])
    rows.append([L("available"), f"{w}\n{by}"])
    for key, path, value in (("partial_shipments", "partial_shipments", case.partial), ("transhipment", "transhipment", case.transhipment)):
        if (t := h.shipment(path, value)):
            rows.append([L(key), t])
    if (pl := h.port("port_of_loading", case.port_loading)):
        rows.append([L("port_of_loading"), pl])
    if (pd := h.port("port_of_discharge", case.port_discharge)):
        rows.append([L("port_of_discharge"), pd])
    if case.latest_ship:
        rows.append([L("latest_shipment_date"), h.date("latest_shipment_date", case.latest_ship)])
    rows.append([L("goods_description"), "\n".join(h.goods())])
    mark = _numbering(ctx)
    rows.append([L("documents_required"), "\n".join(f"{mark(i)} {d}" for i, d in enumerate(h.documents()))])
    if (pres := h.presentation()):
        rows.append([L("presentation_period_days"), f"{pres} days after shipment"])
    rows.append([L("confirmation_instructions"), h.confirmation(prose=False)])
    return rows


def term_sheet(case: LcCase, ctx: Ctx) -> Rendered:
    out = Out(TYPE)
    bank = case.issuing
    us = bank.country == "USA"
    h = Human(case, ctx, out, us, upper=ctx.chance(0.3))
    doc = _doc(ctx, case.lc_number, bank.name, us, size=9)
    _letterhead(doc, bank, ctx)
    doc.title(ctx.pick(["Documentary Credit - Key Terms", "LETTER OF CREDIT TERM SHEET", "Import Letter of Credit Summary"]), size=12)
    rows = key_term_rows(case, ctx, h)
    rows.append(["Charges", "Outside issuing bank for beneficiary's account"])
    doc.table(None, rows, [3, 8], size=8.5, bold_first=True)
    doc.gap(3)
    doc.text(f"Prepared by {case.officer}, Trade Services.", size=8)
    _annex(doc, ctx, case.currency, us)
    return Rendered(doc, out, us, bank.name)


# --------------------------------------------------------------------------- held-out families

def mt700_raw_output(case: LcCase, ctx: Ctx) -> Rendered:
    """Raw MT700 in output (received) form, with narrative tag 48 and a receiver banner (held out)."""
    out = Out(TYPE)
    adv = case.advising
    doc = _doc(ctx, case.lc_number, "", case.issuing.country == "USA", font="courier", size=9)
    doc.pdf.footer_text = ""
    raw = _raw(case, ctx, out, output_form=True)
    banner = f"RECEIVED BY {swift_text(adv.name)} ({adv.bic11})"
    doc.mono(banner + "\n" + "=" * 60 + "\n" + _split_header(raw), size=ctx.pick([8.5, 9]))
    return Rendered(doc, out, case.issuing.country == "USA", case.issuing.name, case.issuing.bic)


def standby_letter(case: LcCase, ctx: Ctx) -> Rendered:
    """Issuing bank's standby letter of credit in prose (held out)."""
    make_standby(case, ctx.rng)
    out = Out(TYPE)
    bank = case.issuing
    us = bank.country == "USA"
    h = Human(case, ctx, out, us)
    doc = _doc(ctx, case.lc_number, bank.name, us, font="times", size=10.5)
    _letterhead(doc, bank, ctx, align="C")
    number = h.number()
    form = h.form(lower=True)
    doc.title(f"Letter of Credit No. {number}", size=12, align="C")
    issued = h.date("date_of_issue", case.issue)
    ben, ben_addr = h.party("beneficiary", multiline=True)
    app, app_addr = h.party("applicant", multiline=False)
    doc.text(f"Date of issue: {issued}\n\nBeneficiary:\n{ben}\n{ben_addr}", size=10)
    doc.gap(3)
    w, by = h.available()
    tol = h.tolerance()
    paras = [
        f"We hereby issue our {form} letter of credit in your favour for account of {app}, {app_addr}, "
        f"for a maximum aggregate amount of {h.money()}" + (f" (tolerance {tol})" if tol else "") + ".",
        "This standby covers: " + " ".join(h.goods()) + ".",
        f"Funds under this letter of credit are available with {w} {by} against presentation of the following documents:",
    ]
    for para in paras:
        doc.text(para)
        doc.gap(2)
    mark = _numbering(ctx)
    for i, item in enumerate(h.documents()):
        doc.kv(mark(i), item, label_w=9, sep="")
    doc.gap(2)
    pres = h.presentation()
    tail = f"Demands must be presented within {pres} days of the default. " if pres else ""
    doc.text(tail + f"This letter of credit expires on {h.date('expiry_date', case.expiry)} at our counters in {h.place()} "
             f"and is subject to {h.rules()}. Confirmation: {h.confirmation(prose=False)}.")
    doc.gap(5)
    doc.text(f"{case.officer}\nAuthorised Signatory, {bank.name}", size=9.5)
    return Rendered(doc, out, us, bank.name)


def email_summary(case: LcCase, ctx: Ctx) -> Rendered:
    """Trade-finance operations e-mail summarising a new import credit (held out)."""
    out = Out(TYPE)
    bank = case.issuing
    us = bank.country == "USA"
    h = Human(case, ctx, out, us)
    L = ctx.labels
    doc = _doc(ctx, case.lc_number, bank.name, us, font="helvetica", size=9.5)
    doc.text(f"{bank.name} | {', '.join(bank.address.lines)} | {country_name(bank.country)}", style="B", size=9)
    doc.hr()
    domain = "".join(ch for ch in swift_text(bank.name).lower() if ch.isalpha())[:16]
    doc.kv_pairs([("From", f"tradeops@{domain}.com"), ("To", "client.services"),
                  ("Subject", f"LC issued - {case.lc_number}")], columns=1, label_w=18)
    doc.hr()
    doc.text("Hello,\nthe following import credit has been issued today. Key terms:")
    doc.gap(1)
    app, app_addr = h.party("applicant", multiline=False)
    ben, ben_addr = h.party("beneficiary", multiline=False)
    w, by = h.available()
    items = [(L("lc_number"), h.number()), (L("form_of_credit"), h.form()), (L("date_of_issue"), h.date("date_of_issue", case.issue)),
             (L("applicable_rules"), h.rules()), (L("expiry_date"), h.date("expiry_date", case.expiry)), (L("expiry_place"), h.place()),
             (L("applicant"), f"{app}, {app_addr}"), (L("beneficiary"), f"{ben}, {ben_addr}"), (L("amount"), h.money())]
    if (tol := h.tolerance()):
        items.append((L("tolerance"), tol))
    items.append((L("available"), f"{w} {by}"))
    for key, value in (("partial_shipments", case.partial), ("transhipment", case.transhipment)):
        if (t := h.shipment(key, value)):
            items.append((L(key), t))
    if (pl := h.port("port_of_loading", case.port_loading)):
        items.append((L("port_of_loading"), pl))
    if (pd := h.port("port_of_discharge", case.port_discharge)):
        items.append((L("port_of_discharge"), pd))
    if case.latest_ship:
        items.append((L("latest_shipment_date"), h.date("latest_shipment_date", case.latest_ship)))
    if (pres := h.presentation()):
        items.append((L("presentation_period_days"), f"{pres} days"))
    items.append((L("confirmation_instructions"), h.confirmation(prose=False)))
    for label, value in items:
        doc.text(f"* {label}: {value}")
    doc.text(f"* {L('goods_description')}:")
    doc.text("\n".join(h.goods()), size=9)
    doc.text(f"* {L('documents_required')}:")
    for item in h.documents():
        doc.text(f"   - {item}", size=9)
    doc.gap(2)
    doc.text(f"Regards,\n{case.officer}")
    return Rendered(doc, out, us, bank.name)


_FREE_TITLES = ("Credit", "Terms", "Parties", "Amount and availability", "Shipment", "Documents", "Other conditions",
                "Details", "Key data")


def free_layout(case: LcCase, ctx: Ctx) -> Rendered:
    """The credit's terms in freely drawn arrangements (train only, see ``free_layout``)."""
    out = Out(TYPE)
    bank = case.issuing
    us = bank.country == "USA"
    h = Human(case, ctx, out, us, upper=ctx.chance(0.25))
    doc = _doc(ctx, case.lc_number, bank.name, us)
    _letterhead(doc, bank, ctx, align=ctx.pick(["L", "L", "C"]))
    header_block(doc, ctx, sender=case.officer, date_text=h.ds(case.issue + dt.timedelta(days=ctx.rng.randint(0, 4))),
                 subject=ctx.pick(["Documentary credit - key terms", f"L/C {case.lc_number}", "Import LC details",
                                   "Credit issued today", "Letter of credit summary"]))
    rows = key_term_rows(case, ctx, h, multiline=ctx.chance(0.6))
    if ctx.chance(0.5):
        rows.append([ctx.pick(["Charges", "Bank charges"]), "Outside issuing bank for beneficiary's account"])
    if ctx.chance(0.4):
        rows.insert(ctx.rng.randint(0, len(rows)), [ctx.pick(["Advising bank", "Advise through"]), case.advising.bic11])
    sections, i = [], 0
    while i < len(rows):
        n = ctx.rng.randint(3, 7)
        sections.append(Section(ctx.pick(_FREE_TITLES), [Item(label, value) for label, value in rows[i:i + n]]))
        i += n
    lay_out(doc, ctx, sections, kind="lc")
    if ctx.chance(0.5):
        doc.gap(2)
        doc.text(f"{ctx.pick(['Regards', 'Yours faithfully', 'Prepared by'])}, {case.officer}", size=9)
    _annex(doc, ctx, case.currency, us)
    return Rendered(doc, out, us, bank.name)


FAMILIES = [
    Family("mt700_raw", "raw SWIFT MT700 (input form): header blocks {1:}{2:}{3:}, :tag: lines, trailer", SEEN, mt700_raw),
    Family("advice_table", "advising bank's advice: letterhead, cover text, table Tag | Field name | SWIFT content", SEEN, advice_table),
    Family("fin_print", "SWIFT system print: message header, F-tags with field names, sub-field labels", SEEN, fin_print),
    Family("issuing_letter", "issuing bank's letter in prose with a numbered list of documents", SEEN, issuing_letter),
    Family("issuance_form", "issuing bank's issuance form of boxes with check boxes", SEEN, issuance_form),
    Family("advice_cover_raw", "advising bank's cover letter, raw MT700 attached on page 2", SEEN, advice_cover_raw),
    Family("term_sheet", "two-column key-terms table of the issuing bank", SEEN, term_sheet),
    Family("mt700_raw_output", "raw MT700 in output form with a receiver banner", HELDOUT, mt700_raw_output),
    Family("standby_letter", "standby letter of credit in prose (ISP98)", HELDOUT, standby_letter),
    Family("email_summary", "trade-operations e-mail with the key terms as a bullet list", HELDOUT, email_summary),
    Family("free_layout", "the key terms in randomly drawn arrangements, headers and orders", TRAIN_ONLY, free_layout),
]
