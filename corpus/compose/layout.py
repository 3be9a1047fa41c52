"""Items, sections, placements and containers: how a document's fields are laid out on its pages.

A type module (``kyc``, ``lc``, ``loan``) turns a case into a ``Plan``: sections of ``Item``s
(a caption key and the value as written), lists, a two-party table, attachments (a passport
data page), distractors. A container draws the plan on a ``corpus.synth.render.Doc``; within
it each section's placement (where the value sits relative to its label) is drawn on its own.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable

from corpus.synth.common import boilerplate, maybe_annex
from corpus.synth.render import Doc
from corpus.compose.forms import Styles
from corpus.compose.lexicon import ABBREV, Labels

PLACEMENTS = ("colon", "gap", "leader", "below", "table_row", "table_col", "box", "pairs", "prose")
LIST_STYLES = ("table", "plus", "dash", "num_dot", "num_paren", "alpha_paren", "roman", "star", "inline", "middot")


@dataclass
class Item:
    key: str                   # lexicon key of its caption
    value: str                 # as written ("\n" = line breaks)
    prose: str | None = None   # a sentence stating the value without its caption ("born on {v}")
    label: str | None = None   # a caption that overrides the lexicon's
    short: bool = False        # a bare short value ("M", "No"): keep right after its caption


@dataclass
class Section:
    key: str                                # lexicon key of its title ("" = none)
    items: list[Item] = field(default_factory=list)
    title: str | None = None
    entries: list[str] = field(default_factory=list)    # a list (documents required)
    entries_key: str = ""
    table: tuple[list[str], list[list[str]]] | None = None   # a table of rows (co-borrowers)
    fixed: bool = False                     # stays in its place when sections are shuffled
    group: int = 0                          # sections of one group keep their order


@dataclass
class Plan:
    rng: random.Random
    lab: Labels
    st: Styles
    kind: str                     # boilerplate kind: kyc | lc | loan
    title: str
    issuer: str
    issuer_lines: list[str]
    us: bool
    ref: str
    doc_date: str
    signatory: str
    sections: list[Section]
    two_party: Section | None = None                 # the two-column applicant / co-applicant table
    attachments: list[Callable[[Doc], None]] = field(default_factory=list)
    attach_first: bool = False
    fees: list[tuple[str, str]] = field(default_factory=list)
    counterparty: list[str] = field(default_factory=list)   # an addressee block (letters, e-mails)
    meta: dict = field(default_factory=dict)

    def label(self, item: Item) -> str:
        return item.label if item.label is not None else self.lab.get(item.key)


def shuffle_sections(rng: random.Random, sections: list[Section], p: float = 0.6) -> list[Section]:
    """Sections in another order where real documents vary: fixed ones stay, a group keeps its order."""
    if rng.random() >= p:
        return sections
    movable = [s for s in sections if not s.fixed]
    groups: dict[int, list[Section]] = {}
    order: list[int] = []
    for s in movable:
        key = s.group or id(s)
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(s)
    rng.shuffle(order)
    moved = iter([s for key in order for s in groups[key]])
    return [s if s.fixed else next(moved) for s in sections]


# ---------------------------------------------------------------------------- placements

def _one_line(doc: Doc, text: str, width: float) -> bool:
    return "\n" not in text and doc.width_of(text) < width


def place(doc: Doc, plan: Plan, items: list[Item], placement: str) -> None:
    """Draw ``items`` with their captions in ``placement``."""
    rng = plan.rng
    if not items:
        return
    plan.meta.setdefault("placements", []).append(placement)
    labels = [plan.label(it) for it in items]
    if placement == "colon":
        lw = rng.choice([38, 45, 55, 65])
        for label, it in zip(labels, items):
            doc.kv(label, it.value, label_w=lw, sep=rng.choice([":", ":", " :"]) if not label.endswith("?") else "",
                   bold_label=rng.random() < 0.2)
    elif placement == "gap":
        lw = rng.choice([45, 55, 65])
        for label, it in zip(labels, items):
            doc.kv(label, it.value, label_w=lw, sep="")
    elif placement == "leader":
        width = max(len(label) for label in labels) + rng.choice([3, 6, 10])
        dot = rng.choice([".", ".", "_", " ."])
        for label, it in zip(labels, items):
            pad = max(2, width - len(label))
            lead = (dot * pad)[:pad] if dot != " ." else " ." * (pad // 2)
            sep = rng.choice([": ", " ", ":"]) if not label.endswith("?") else " "
            doc.text(f"{label} {lead}{sep}{it.value}")
    elif placement == "below":
        for label, it in zip(labels, items):
            doc.text(label, style=rng.choice(["B", ""]), size=doc.size - rng.choice([0, 1, 1.5]))
            doc.text(it.value)
            doc.gap(1)
    elif placement == "table_row":
        header = rng.choice([None, None, ["Field", "Details"], ["Item", "Value"]])
        doc.table(header, [[label, it.value] for label, it in zip(labels, items)], [2, 3] if rng.random() < 0.6 else [1, 1],
                  bold_first=rng.random() < 0.5)
    elif placement == "table_col":
        k = 0
        while k < len(items):
            n = rng.choice([2, 3, 3, 4])
            chunk = list(zip(labels[k:k + n], items[k:k + n]))
            doc.table([lab for lab, _ in chunk], [[it.value for _, it in chunk]], [1] * len(chunk),
                      header_fill=rng.random() < 0.6)
            doc.gap(1)
            k += n
    elif placement == "box":
        k = 0
        while k < len(items):
            n = rng.choice([1, 2, 2, 3])
            chunk = list(zip(labels[k:k + n], items[k:k + n]))
            if any("\n" in it.value or len(it.value) > 45 for _, it in chunk):
                chunk = chunk[:1]
            doc.boxes([(f"{j + k + 1}  {lab}" if numbered(plan) else lab, it.value, max(1.0, len(it.value) / 12))
                       for j, (lab, it) in enumerate(chunk)], label_size=rng.choice([6, 6.5, 7]))
            k += len(chunk)
    elif placement == "pairs":
        single = [(lab, it) for lab, it in zip(labels, items)]
        col = doc.width / 2
        if all(_one_line(doc, it.value, col - 40) for _, it in single):
            doc.kv_pairs([(lab, it.value) for lab, it in single], columns=2, label_w=rng.choice([30, 36]))
        else:
            for lab, it in single:
                doc.kv(lab, it.value, label_w=50)
    elif placement == "prose":
        sentences = []
        for label, it in zip(labels, items):
            end = "" if it.value.endswith(".") else "."   # "p.a." ends its sentence itself
            if it.prose and not it.short:
                template = it.prose[:-1] + end if it.prose.endswith("{v}.") else it.prose
                sentences.append(template.format(v=it.value))
            else:
                sentences.append(f"{label}: {it.value}{end}")
        doc.text(" ".join(sentences))
    else:
        raise ValueError(placement)
    doc.gap(1.5)


def numbered(plan: Plan) -> bool:
    return plan.meta.setdefault("numbered_boxes", plan.rng.random() < 0.4)


def list_block(doc: Doc, plan: Plan, title: str, entries: list[str], style: str) -> None:
    """A list (documents required) in ``style``: table rows, bullets, numbering of any kind, a sentence."""
    if title:
        doc.text(title, style="B")
    markers = {
        "plus": lambda i: "+", "dash": lambda i: "-", "star": lambda i: "*", "middot": lambda i: "·",
        "num_dot": lambda i: f"{i + 1}.", "num_paren": lambda i: f"{i + 1})", "alpha_paren": lambda i: f"({'abcdefgh'[i]})",
        "roman": lambda i: f"{['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii'][i]}.",
    }
    if style == "table":
        doc.table(["No.", title or "Document"], [[str(i + 1), e] for i, e in enumerate(entries)], [1, 9])
    elif style == "inline":
        joined = "; ".join(entries[:-1]) + (" and " if len(entries) > 1 else "") + entries[-1]
        doc.text(f"The following documents are required: {joined}.")
    else:
        for i, entry in enumerate(entries):
            doc.text(f"{markers[style](i)} {entry}", indent=plan.rng.choice([0, 2, 4]))
    doc.gap(1.5)


def draw_section(doc: Doc, plan: Plan, section: Section, placement: str, *, titles: bool = True) -> None:
    rng = plan.rng
    title = section.title if section.title is not None else (plan.lab.section(section.key) if section.key else "")
    if title and titles:
        style = rng.choice(["bar", "bold", "upper"])
        if style == "bar":
            doc.section(title)
        else:
            doc.gap(1)
            doc.text(title.upper() if style == "upper" else title, style="B", size=doc.size + 0.5)
            doc.gap(0.5)
    place(doc, plan, section.items, placement)
    if section.table is not None:
        header, rows = section.table
        doc.table(header, rows, [3] + [2] * (len(header) - 1))
        doc.gap(1.5)
    if section.entries:
        style = plan.meta.setdefault("list_style", rng.choice(LIST_STYLES))
        list_block(doc, plan, plan.lab.get(section.entries_key) if section.entries_key else "", section.entries, style)


# ---------------------------------------------------------------------------- distractors

def letterhead(doc: Doc, plan: Plan) -> None:
    align = plan.rng.choice(["L", "L", "C", "R"])
    doc.letterhead(plan.issuer, plan.issuer_lines, align=align, size=plan.rng.choice([11, 12, 13]))


def signature(doc: Doc, plan: Plan) -> None:
    rng = plan.rng
    doc.gap(4)
    doc.ensure(doc.lh() * 6)
    place_date = f"{plan.lab.get('doc_date')}: {plan.doc_date}"
    doc.text(place_date)
    doc.gap(5)
    doc.text("_______________________________        _______________________________")
    doc.text(rng.choice(["Signature of applicant", "Customer signature", "Authorised signatory", "Signature"]) +
             "                              " + plan.signatory)


def legal(doc: Doc, plan: Plan, n: int | None = None) -> None:
    n = n if n is not None else plan.rng.choice([0, 1, 2])
    for para in boilerplate(plan.rng, plan.kind, n):
        doc.text(para, size=doc.size - 1.5)
        doc.gap(1)


def new_doc(plan: Plan, *, font: str | None = None, size: float | None = None) -> Doc:
    rng = plan.rng
    fmt = "letter" if plan.us and rng.random() < 0.8 else "A4"
    footer = rng.choice(["", f"{plan.ref} - page {{page}} of {{nb}}", "Page {page}/{nb}", f"{plan.issuer} | Confidential",
                         f"Printed {plan.doc_date} - {plan.ref}"])
    header = rng.choice(["", f"{plan.ref}", f"{plan.title} (continued)"])
    doc = Doc(page_format=fmt, font=font or rng.choice(["helvetica", "times", "helvetica"]),
              size=size or rng.choice([8.5, 9, 9.5, 10]), footer=footer, header=header)
    return doc


def finish(doc: Doc, plan: Plan) -> None:
    if plan.attachments and not plan.attach_first:
        for attach in plan.attachments:
            attach(doc)
    maybe_annex(doc, plan.rng, plan.kind, plan.fees, p=0.15)


def start(doc: Doc, plan: Plan) -> None:
    if plan.attachments and plan.attach_first:
        letterhead(doc, plan)
        for attach in plan.attachments:
            attach(doc)
        doc.page_break()


# ---------------------------------------------------------------------------- containers

def _sections(plan: Plan) -> list[Section]:
    return shuffle_sections(plan.rng, plan.sections)


def c_form(plan: Plan, *, allowed: tuple[str, ...] = ("colon", "gap", "leader", "below", "table_row", "pairs")) -> Doc:
    rng = plan.rng
    doc = new_doc(plan)
    start(doc, plan)
    letterhead(doc, plan)
    doc.title(plan.title, size=rng.choice([12, 13, 14]), align=rng.choice(["L", "C"]))
    doc.text(f"{rng.choice(['Ref.', 'Our ref.', 'Reference', 'File no.'])}: {plan.ref}    {plan.lab.get('doc_date')}: {plan.doc_date}",
             size=doc.size - 1)
    doc.gap(2)
    main = rng.choice(allowed)
    for section in _sections(plan):
        draw_section(doc, plan, section, main if rng.random() < 0.65 else rng.choice(allowed))
    if plan.two_party is not None:
        draw_section(doc, plan, plan.two_party, main)
    legal(doc, plan)
    signature(doc, plan)
    finish(doc, plan)
    return doc


def c_boxed(plan: Plan) -> Doc:
    rng = plan.rng
    doc = new_doc(plan, size=rng.choice([8.5, 9, 9.5]))
    start(doc, plan)
    letterhead(doc, plan)
    doc.title(plan.title, size=12, align="C")
    for section in _sections(plan):
        draw_section(doc, plan, section, "box" if rng.random() < 0.85 else "table_col")
    if plan.two_party is not None:
        draw_section(doc, plan, plan.two_party, "box")
    legal(doc, plan, 1)
    signature(doc, plan)
    finish(doc, plan)
    return doc


def c_table(plan: Plan) -> Doc:
    rng = plan.rng
    doc = new_doc(plan)
    start(doc, plan)
    letterhead(doc, plan)
    doc.title(plan.title, size=13)
    doc.text(rng.choice(["Summary of the case as recorded in our systems.", "Key data at a glance.",
                         "Please verify the data below and report any discrepancy."]), size=doc.size - 0.5)
    doc.gap(2)
    for section in _sections(plan):
        draw_section(doc, plan, section, rng.choice(["table_row", "table_row", "table_col"]))
    if plan.two_party is not None:
        draw_section(doc, plan, plan.two_party, "table_row")
    legal(doc, plan, 1)
    finish(doc, plan)
    return doc


def c_letter(plan: Plan) -> Doc:
    rng = plan.rng
    doc = new_doc(plan, font=rng.choice(["times", "helvetica"]))
    start(doc, plan)
    letterhead(doc, plan)
    doc.text(plan.doc_date, align=rng.choice(["L", "R"]))
    doc.gap(2)
    for line in plan.counterparty:
        doc.text(line)
    doc.gap(3)
    doc.text(f"Re: {plan.title} - {plan.ref}", style="B")
    doc.gap(2)
    doc.text(rng.choice(["Dear Sir or Madam,", "Dear Customer,", "Dear Sirs,", "To whom it may concern,"]))
    doc.gap(2)
    doc.text(rng.choice(["We refer to the above and confirm the following particulars.",
                         "Further to our recent correspondence, we set out below the details on our file.",
                         "We are pleased to confirm the details as follows."]))
    doc.gap(2)
    sections = _sections(plan)
    tail = rng.choice(["colon", "table_row", "leader"])
    for k, section in enumerate(sections):
        placement = "prose" if rng.random() < 0.6 else tail
        draw_section(doc, plan, section, placement, titles=placement != "prose" and rng.random() < 0.5)
    if plan.two_party is not None:
        draw_section(doc, plan, plan.two_party, tail)
    doc.gap(2)
    legal(doc, plan, rng.choice([0, 1]))
    doc.text(rng.choice(["Yours faithfully,", "Kind regards,", "Sincerely,"]))
    doc.gap(6)
    doc.text(plan.signatory)
    doc.text(rng.choice(["Operations", "Customer Due Diligence", "Trade Finance Services", "Mortgage Department"]))
    finish(doc, plan)
    return doc


def c_email(plan: Plan) -> Doc:
    rng = plan.rng
    doc = new_doc(plan, font="helvetica", size=rng.choice([9, 9.5]))
    start(doc, plan)
    sender = plan.signatory.lower().replace(" ", ".").encode("ascii", "ignore").decode() + "@" + \
        "".join(ch for ch in plan.issuer.lower() if ch.isalnum())[:14] + ".com"
    heads = [("From", f"{plan.signatory} <{sender}>"), ("To", rng.choice(["operations", "kyc-team", "credit.desk", "trade.ops"]) + "@example.com"),
             ("Date", plan.doc_date), ("Subject", f"{plan.title} {plan.ref}")]
    for k, v in heads:
        doc.kv(k, v, label_w=20, bold_label=True)
    doc.hr()
    doc.text(f"{plan.issuer}")
    for line in plan.issuer_lines[:2]:
        doc.text(line, size=doc.size - 1)
    doc.gap(2)
    doc.text(rng.choice(["Hi team,", "Hello,", "Dear colleagues,"]))
    doc.gap(1)
    sections = _sections(plan)
    n_prose = rng.randint(1, max(1, len(sections) // 2))
    for section in sections[:n_prose]:
        draw_section(doc, plan, section, "prose", titles=False)
    doc.text(rng.choice(["Details as pasted from the system:", "Please find the remaining data below.",
                         "-----Original data-----", "See the extract below:"]))
    doc.gap(1)
    pasted = rng.choice(["screen", "colon", "table_row"])
    rest = sections[n_prose:]
    if pasted == "screen":
        screen_block(doc, plan, rest)
    else:
        for section in rest:
            draw_section(doc, plan, section, pasted)
    if plan.two_party is not None:
        draw_section(doc, plan, plan.two_party, "table_row")
    doc.gap(2)
    doc.text(rng.choice(["Thanks,", "Best regards,", "Regards,"]))
    doc.text(plan.signatory)
    finish(doc, plan)
    return doc


def _screen_label(label: str) -> str:
    return label.upper().replace("\n", " ")


def screen_block(doc: Doc, plan: Plan, sections: list[Section], *, size: float | None = None) -> None:
    """A fixed-width system print: ``LABEL....: value`` with several short pairs to a line; long or
    multi-line values on lines of their own."""
    rng = plan.rng
    plan.meta.setdefault("placements", []).append("screen")
    width = rng.choice([14, 16, 18, 22])
    per_line = rng.choice([2, 2, 3])
    cols = rng.choice([34, 38, 42])
    lines: list[str] = []
    for section in sections:
        if section.key:
            lines.append("")
            lines.append(f"--- {plan.lab.section(section.key).upper()} ---" if rng.random() < 0.6 else plan.lab.section(section.key).upper())
        row: list[str] = []
        for it in section.items:
            label = _screen_label(plan.label(it))
            if len(label) > width:
                short = {"pep": "PEP", "sex": "SEX"}.get(it.key) or (ABBREV.get(it.key) or [label])[-1].upper()
                label = short if len(short) <= width else label
            label = label[:width]
            pair = f"{label.ljust(width, '.')}: {it.value}"
            if "\n" in it.value or len(pair) > cols - 1:
                if row:
                    lines.append("  ".join(row))
                    row = []
                first, *more = it.value.split("\n")
                lines.append(f"{label.ljust(width, '.')}: {first}")
                lines.extend(" " * (width + 2) + m for m in more)
                continue
            row.append(pair.ljust(cols))
            if len(row) == per_line:
                lines.append("  ".join(row).rstrip())
                row = []
        if row:
            lines.append("  ".join(row).rstrip())
        if section.table is not None:
            header, rows = section.table
            w = [max(len(str(r[i])) for r in [header] + rows) + 2 for i in range(len(header))]
            lines.append("".join(h.upper().ljust(w[i]) for i, h in enumerate(header)))
            lines.extend("".join(str(c).ljust(w[i]) for i, c in enumerate(r)).rstrip() for r in rows)
        if section.entries:
            title = _screen_label(plan.lab.get(section.entries_key)) if section.entries_key else "DOCUMENTS"
            lines.append(f"{title}:")
            for i, e in enumerate(section.entries):
                lines.append(f"  {i + 1:>2}) {e}" if rng.random() < 0.5 else f"  + {e}")
    max_chars = max((len(line) for line in lines), default=0)
    size = size or min(8.5, 170 / max(60, max_chars) * 8.5 * 1.62)
    doc.mono("\n".join(lines), size=max(6.0, size))


def c_screen(plan: Plan) -> Doc:
    rng = plan.rng
    doc = new_doc(plan, font="courier", size=8.5)
    start(doc, plan)
    head = [f"{plan.issuer.upper()[:40]:<42}{'PRINT DATE':>12}: {plan.doc_date}",
            *[line.upper() for line in plan.issuer_lines[:2]],
            f"{rng.choice(['CUSTOMER MASTER INQUIRY', 'CIF INQUIRY', 'TRADE FINANCE SYSTEM', 'LOAN ORIGINATION SYSTEM', 'RECORD PRINT'])}"
            f"   TRX {rng.choice(['CI01', 'KY20', 'LC700', 'LO31', 'CM45'])}   REF {plan.ref}",
            "=" * 72]
    doc.mono("\n".join(head), size=8)
    screen_block(doc, plan, _sections(plan))
    if plan.two_party is not None:
        screen_block(doc, plan, [plan.two_party])
    doc.mono("=" * 72 + f"\nUSER {rng.choice(['OPS01', 'KYC07', 'TF12', 'LN03'])}   *** END OF REPORT ***", size=8)
    finish(doc, plan)
    return doc


def c_questionnaire(plan: Plan) -> Doc:
    rng = plan.rng
    doc = new_doc(plan)
    start(doc, plan)
    letterhead(doc, plan)
    doc.title(plan.title + rng.choice([" - Questionnaire", " Questionnaire", ""]), size=12)
    doc.text(rng.choice(["Please answer every question. Tick the boxes that apply.",
                         "All questions must be answered in block capitals."]), size=doc.size - 1)
    doc.gap(2)
    q = 0
    numbering = rng.choice(["{n}.", "Q{n}", "{n})", "({n})"])
    for section in _sections(plan):
        draw_section(doc, plan, Section(section.key, [], title=section.title), "colon")
        for it in section.items:
            q += 1
            label = plan.label(it)
            question = label if label.endswith("?") else rng.choice([f"{label}?", f"What is your {label.lower()}?",
                                                                    f"{label}:", f"Please state: {label}"])
            if it.short:
                question = label if label.endswith("?") else f"{label}?"
            prefix = numbering.format(n=q)
            if rng.random() < 0.5 and "\n" not in it.value:
                doc.text(f"{prefix} {question}  {it.value}")
            else:
                doc.text(f"{prefix} {question}")
                doc.text(it.value, indent=6)
            doc.gap(0.8)
        if section.table is not None:
            header, rows = section.table
            doc.table(header, rows, [3] + [2] * (len(header) - 1))
        if section.entries:
            list_block(doc, plan, plan.lab.get(section.entries_key) if section.entries_key else "",
                       section.entries, plan.meta.setdefault("list_style", rng.choice(LIST_STYLES)))
    if plan.two_party is not None:
        draw_section(doc, plan, plan.two_party, "table_row")
    legal(doc, plan, 1)
    signature(doc, plan)
    finish(doc, plan)
    return doc


def c_statement(plan: Plan) -> Doc:
    """A multi-column statement: an address block beside reference data, then pairs in columns,
    then a table of movements (distractor amounts)."""
    rng = plan.rng
    doc = new_doc(plan, size=rng.choice([8.5, 9]))
    start(doc, plan)
    letterhead(doc, plan)
    doc.title(plan.title, size=12)
    if plan.counterparty:
        doc.kv_pairs([("To", plan.counterparty[0]), ("Ref.", plan.ref)], columns=2, label_w=14)
        doc.gap(1)
    for section in _sections(plan):
        draw_section(doc, plan, section, rng.choice(["pairs", "pairs", "table_col", "colon"]))
    if plan.two_party is not None:
        draw_section(doc, plan, plan.two_party, "pairs")
    if plan.fees:
        doc.section(rng.choice(["Charges", "Movements", "Fees and charges"]))
        doc.table(["Description", "Amount"], [[a, b] for a, b in plan.fees[:4]], [3, 1.5], size=doc.size - 0.5)
    legal(doc, plan, 1)
    finish(doc, plan)
    return doc


def c_two_column(plan: Plan) -> Doc:
    """The two-party table first (applicant / co-applicant side by side), then the rest as a form."""
    rng = plan.rng
    doc = new_doc(plan)
    start(doc, plan)
    letterhead(doc, plan)
    doc.title(plan.title, size=13)
    if plan.two_party is not None:
        draw_section(doc, plan, plan.two_party, "table_row")
    main = rng.choice(["colon", "table_row", "box", "leader"])
    for section in _sections(plan):
        draw_section(doc, plan, section, main)
    legal(doc, plan)
    signature(doc, plan)
    finish(doc, plan)
    return doc


GENERIC: dict[str, Callable[[Plan], Doc]] = {
    "form": c_form, "boxed_form": c_boxed, "table_summary": c_table, "letter": c_letter, "email": c_email,
    "system_print": c_screen, "questionnaire": c_questionnaire, "statement": c_statement, "two_column": c_two_column,
}
