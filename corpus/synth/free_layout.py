"""Free layout: the same labelled values a family writes, arranged in randomly drawn ways.

Train only (corpus version 3). The seen families each have one way of putting a label beside
its value; a model trained on them alone learns those seven arrangements, and the held-out
families (e-mails, bilingual forms, letters) and other generators' documents arrange them
differently. Here every document draws its own arrangement per section: ``label: value`` rows
with any separator and indent, the value under its label, bullet and numbered lists, several
pairs on one line, ruled tables with the columns either way round, and sentences; under an
optional e-mail or memo header, with sections shuffled and titled in various ways. Corpus
versions 14-17 add leader rows, 16-17 numbered boxes, grid bands, bilingual labels, prose and
screen prints (``LEADER_STYLES``, ``MORE_STYLES``).

Values are written verbatim as their row gives them (the truth and surfaces were registered when
the row was made), so the layout changes only where the value sits, never what it says.
"""
from __future__ import annotations

import collections
from dataclasses import dataclass

from pipeline.countries import DEMONYMS
from corpus.synth.common import Ctx, boilerplate
from corpus.synth.render import Doc
from corpus.synth.surface import MEANINGFUL_LABELS, TRAIN_ONLY_LABELS, invented_word, is_invented_label

STYLES = ("colon", "stacked", "bullets", "numbered", "inline", "table", "table_header", "sentences")
# Corpus version 14 and 15 (train only): also rows whose label runs into its value over a leader of
# dots, dashes or underscores ("CUST NAME ...... BECKER, LEA"), as core-banking systems print
# records, often in a fixed-width font; continuation lines are indented under the value.
LEADER_STYLES = STYLES + ("leaders",)
# Corpus versions 16 and 17 (train only): also numbered form boxes ("3  Date of birth" over its
# value, one or two to a row), grid bands (2-4 labels across the page, their values in a row
# under them), bilingual labels (a train-only synonym or an invented word beside the label),
# prose (values in sentences that do not name their field) and fixed-width screen prints (two or
# three "LABEL......: value" pairs to a line).
MORE_STYLES = LEADER_STYLES + ("boxes", "grid", "bilingual", "prose", "screen")
_LEADERS = (".", ".", ".", "-", "_")
_SEPARATORS = (":", ":", " -", " =", " :", "", " |", " >", ":-")
_BULLETS = ("-", "*", "\u00b7", ">", "--", "o", "+")   # core PDF fonts are Latin-1: no U+2022
_PAIR_JOINERS = ("   |   ", " ; ", "     ", " / ", " // ")
_SENTENCE_FORMS = ("{label}: {value}.", "{label} is {value}.", "{label} - {value}.", "{label} {value};",
                   "{label} ({value}).", "{label}, {value}.")
_SECTION_FORMS = ("{title}", "{n}. {title}", "{letter}. {title}", "{title}:", "{upper}", "Part {n} - {title}",
                  "[{title}]", "== {title} ==")


@dataclass
class Item:
    label: str
    value: str    # continuation lines after "\n"
    key: str | None = None   # the field whose label this is (set by lay_out for the styles of MORE_STYLES)


@dataclass
class Section:
    title: str
    items: list[Item]


def _shown_label(label: str, case: str) -> str:
    return {"upper": label.upper(), "lower": label.lower(), "as_is": label}[case]


def _keep_together(doc: Doc, text: str, extra_lines: int = 0) -> None:
    """Start a new page first unless ``text`` fits on this one: a value split by a page footer
    would not be written verbatim (and the truth would not be in the text)."""
    doc.font()
    doc.ensure(doc.lh() * (len(doc.wrap(text, doc.width - 30)) + extra_lines) + 1)


def _continuation(doc: Doc, lines: list[str], indent: float) -> None:
    for line in lines:
        doc.text(line, indent=indent)


def _write_colon(doc: Doc, ctx: Ctx, items: list[Item], label_case: str) -> None:
    sep = ctx.pick(_SEPARATORS)
    label_w = ctx.pick([30, 40, 50, 60, 75])
    bold = ctx.chance(0.3)
    for it in items:
        _keep_together(doc, it.value, 1)
        doc.kv(_shown_label(it.label, label_case), it.value, label_w=label_w, sep=sep, bold_label=bold)


def _write_stacked(doc: Doc, ctx: Ctx, items: list[Item], label_case: str) -> None:
    indent = ctx.pick([0, 0, 4, 8])
    style = ctx.pick(["B", "", "I"])
    colon = ctx.pick(["", ":"])
    for it in items:
        _keep_together(doc, it.value, 1)
        doc.text(_shown_label(it.label, label_case) + colon, style=style, size=doc.size - ctx.pick([0, 1, 1.5]))
        _continuation(doc, it.value.split("\n"), indent)
        if ctx.chance(0.4):
            doc.gap(1)


def _write_list(doc: Doc, ctx: Ctx, items: list[Item], label_case: str, *, numbered: bool) -> None:
    mark = ctx.pick(_BULLETS)
    number = ctx.pick(["{n}.", "{n})", "({n})", "{n} -"])
    sep = ctx.pick([":", ":", " -", " =", ""])
    for n, it in enumerate(items, 1):
        first, *rest = it.value.split("\n")
        head = number.format(n=n) if numbered else mark
        _keep_together(doc, f"{head} {it.label}{sep} {it.value}")
        doc.text(f"{head} {_shown_label(it.label, label_case)}{sep} {first}")
        _continuation(doc, rest, 6)


def _single_line(items: list[Item]) -> bool:
    return all("\n" not in it.value for it in items)


def _write_inline(doc: Doc, ctx: Ctx, items: list[Item], label_case: str) -> None:
    joiner = ctx.pick(_PAIR_JOINERS)
    sep = ctx.pick([":", ": ", " ="])
    per_line = ctx.pick([2, 2, 3])
    pairs = [f"{_shown_label(it.label, label_case)}{sep} {it.value}".replace("  ", " ") for it in items]
    for i in range(0, len(pairs), per_line):
        line = joiner.join(pairs[i:i + per_line])
        _keep_together(doc, line)
        doc.text(line)


def _write_table(doc: Doc, ctx: Ctx, items: list[Item], label_case: str, *, header: bool) -> None:
    value_first = ctx.chance(0.2)
    rows = [[_shown_label(it.label, label_case), it.value] for it in items]
    widths = [ctx.pick([2, 3, 4]), ctx.pick([5, 6, 8])]
    heads = [ctx.pick(["Field", "Item", "Description", "Particulars", "Data"]),
             ctx.pick(["Value", "Details", "Entry", "Information", "Content"])]
    if value_first:
        rows, widths, heads = [r[::-1] for r in rows], widths[::-1], heads[::-1]
    doc.table(heads if header else None, rows, widths, border=ctx.chance(0.7), bold_first=ctx.chance(0.4) and not value_first)


def _write_leaders(doc: Doc, ctx: Ctx, items: list[Item], label_case: str) -> None:
    width = ctx.pick([12, 16, 20, 24])   # where the values start, in characters
    leader = ctx.pick(_LEADERS)
    family = "courier" if ctx.chance(0.6) else None
    for it in items:
        first, *rest = it.value.split("\n")
        label = _shown_label(it.label, label_case)
        head = f"{label} {leader * max(3, width - len(label))} "
        _keep_together(doc, f"{head}{it.value}", len(rest))
        doc.text(head + first, family=family)
        doc.font("", None, family)
        indent = min(doc.width_of(head), doc.width / 2)
        for line in rest:
            doc.text(line, family=family, indent=indent)


def _write_sentences(doc: Doc, ctx: Ctx, items: list[Item], label_case: str) -> None:
    form = ctx.pick(_SENTENCE_FORMS)
    text = " ".join(form.format(label=_shown_label(it.label, label_case), value=it.value) for it in items)
    _keep_together(doc, text)
    doc.text(text)


# --------------------------------------------------------------------------- corpus versions 16-17

def _fits(doc: Doc, text: str, width: float, style: str = "", size: float | None = None) -> bool:
    doc.font(style, size)
    fits = "\n" not in text and doc.width_of(text) <= width - 2 * doc.pdf.c_margin - 1
    doc.font()
    return fits


def _cell_line(doc: Doc, texts: list[str], xs: list[float], width: float, h: float, *, style: str = "",
               size: float | None = None) -> None:
    """Texts side by side on one baseline at offsets ``xs`` (the caller made room on the page)."""
    y = doc.pdf.get_y()
    doc.font(style, size)
    for x, text in zip(xs, texts):
        doc.pdf.set_xy(doc.pdf.l_margin + x, y)
        doc.pdf.cell(width, h, text)
    doc.pdf.set_xy(doc.pdf.l_margin, y + h)
    doc.font()


_BOX_NUMBERS = ("{n}", "{n}", "{n}.", "Box {n}", "[{n}]", "({n})", "{n})")


def _write_band(doc: Doc, ctx: Ctx, items: list[Item], label_case: str, *, boxes: bool) -> None:
    """Numbered form boxes (``boxes``: a small "3  Date of birth" over the value, one or two to a
    row, bordered or not) or a grid band (2-4 labels across the page, their values in the row
    under them). Values that are several lines long or too wide for a column take a row of
    their own, so that no value is broken by a neighbour's text."""
    if boxes:
        cols = ctx.pick([1, 2, 2, 2])
        label_size, label_style = doc.size - ctx.pick([2, 2.5, 3]), ""
        border, rule = ctx.chance(0.5), False
        if not hasattr(doc, "free_boxes"):   # one numbering for the document: (next number, form, padding, spacing)
            doc.free_boxes = [ctx.rng.randint(1, 12), ctx.pick(_BOX_NUMBERS), ctx.chance(0.2), ctx.pick(["  ", " ", "   "])]
        start, number, pad, spacing = doc.free_boxes
        lettered = ctx.chance(0.3)   # 7a, 7b ... for the items of one section
        rowwise = ctx.chance(0.5)    # a row's labels first, then its values (else box by box)
    else:
        cols = ctx.pick([2, 3, 3, 4])
        label_size, label_style = doc.size - ctx.pick([0, 1, 1.5]), ctx.pick(["B", "", "I"])
        border, rule, lettered, rowwise = False, ctx.chance(0.4), False, True
    if not boxes and ctx.chance(0.3):
        label_case = "upper"
    labels = [_shown_label(it.label, label_case) for it in items]
    if boxes:
        heads = []
        for i, label in enumerate(labels):
            n = start if lettered else start + i
            n_text = (f"{n:02d}" if pad else str(n)) + ("abcdefghijklmnopqrstuvwxyz"[i % 26] if lettered else "")
            heads.append(f"{number.format(n=n_text)}{spacing}{label}")
        doc.free_boxes[0] = start + (1 if lettered else len(items))
        labels = heads
    col_w = doc.width / cols
    h_label, h_value = doc.lh(label_size) + (0.6 if boxes else 0.3), doc.lh() + 0.4
    rows: list[list[int]] = []
    for i, it in enumerate(items):
        fits = cols > 1 and _fits(doc, it.value, col_w) and _fits(doc, labels[i], col_w, label_style, label_size)
        if fits and rows and len(rows[-1]) < cols and rows[-1][0] >= 0:
            rows[-1].append(i)
        elif fits:
            rows.append([i])
        else:
            rows.append([-1 - i])   # a row of its own, the value over the full width
    for row in rows:
        if row[0] < 0:
            i = -1 - row[0]
            doc.font()
            lines = doc.wrap(items[i].value, doc.width - 3)
            height = h_label + h_value * len(lines) + 1
            doc.ensure(height + 1)
            page, y0 = doc.pages, doc.pdf.get_y()
            doc.text(labels[i], style=label_style, size=label_size, h=h_label, indent=0.5)
            doc.text(items[i].value, h=h_value, indent=0.5)
            if border and doc.pages == page:
                doc.pdf.rect(doc.pdf.l_margin, y0, doc.width, doc.pdf.get_y() - y0 + 1)
            doc.gap(1)
            continue
        doc.ensure(h_label + h_value + 2)
        y0 = doc.pdf.get_y()
        xs = [col_w * c + 0.5 for c in range(len(row))]
        if rowwise:
            _cell_line(doc, [labels[i] for i in row], xs, col_w - 1, h_label, style=label_style, size=label_size)
            _cell_line(doc, [items[i].value for i in row], xs, col_w - 1, h_value)
        else:
            for x, i in zip(xs, row):
                doc.pdf.set_xy(doc.pdf.l_margin, y0)
                _cell_line(doc, [labels[i]], [x], col_w - 1, h_label, style=label_style, size=label_size)
                _cell_line(doc, [items[i].value], [x], col_w - 1, h_value)
        if border:
            for c in range(len(row)):
                doc.pdf.rect(doc.pdf.l_margin + col_w * c, y0, col_w, h_label + h_value + 1)
        doc.gap(1 if border else ctx.pick([0.5, 1]))
        if rule:
            doc.hr()


def _gloss(ctx: Ctx, it: Item) -> str:
    """A second name for the item's field: a train-only synonym (never a held-out word) where the
    label is a real one and the field has some, else invented words (so that a field labelled
    with invented words stays unnamed)."""
    real = it.key and not is_invented_label(ctx.document_type, it.label)
    pool = [w for w in TRAIN_ONLY_LABELS[ctx.document_type].get(it.key or "", []) if w != it.label] if real else []
    if pool:
        return ctx.pick(pool)
    return " ".join(invented_word(ctx.rng) for _ in range(ctx.pick([1, 1, 2]))).capitalize()


def _write_bilingual(doc: Doc, ctx: Ctx, items: list[Item], label_case: str) -> None:
    """Each label beside another language's word for it: "Data di nascita / Date of birth: ...",
    the other way round, in brackets, on two lines, or the English after the value."""
    form = ctx.pick(["slash", "slash_after", "bracket", "two_lines", "after_value"])
    sep = ctx.pick([":", ":", "", " -"])
    label_w = ctx.pick([50, 60, 75])
    for it in items:
        other, label = _shown_label(_gloss(ctx, it), label_case), _shown_label(it.label, label_case)
        first, *rest = it.value.split("\n")
        if form == "after_value" and not rest:
            line = f"{other}{sep} {it.value} ({label})"
            _keep_together(doc, line)
            doc.text(line)
        elif form == "two_lines":
            _keep_together(doc, it.value, 2)
            doc.text(other, style="B", size=doc.size - 0.5)
            doc.text(label, style="I", size=doc.size - 1.5)
            _continuation(doc, [first, *rest], ctx.pick([0, 4]))
        else:
            shown = {"slash": f"{other} / {label}", "slash_after": f"{label} / {other}",
                     "bracket": f"{other} ({label})", "after_value": f"{other} / {label}"}[form]
            _keep_together(doc, it.value, 1)
            doc.kv(shown, it.value, label_w=label_w, sep=sep)


# Sentences that state a value without its field's label, per field (corpus versions 16-17). None
# holds a held-out label of its type (tested); fields whose label changes the value
# (MEANINGFUL_LABELS) or whose values read as nothing alone (ALLOWED, YES, check boxes) keep the
# label-based sentence forms.
PROSE: dict[str, dict[str, tuple[str, ...]]] = {
    "kyc_individual": {
        "full_name": ("We confirm that {v} is a client of the bank.", "This note concerns {v}.",
                      "The customer {v} came to the branch in person.", "We met {v} today."),
        "date_of_birth": ("The client was born on {v}.", "The customer was born {v}."),
        "id_document_type": ("Identity was checked against the client's {v}.", "The client showed us an original {v}."),
        "id_document_number": ("The document presented carries the number {v}.",
                               "The identity document bears the number {v}."),
        "id_issuing_country": ("The document was issued in {v}.", "The identity document comes from {v}."),
        "id_expiry_date": ("The document remains valid until {v}.", "The identity document can be used until {v}."),
        "residential_address": ("The client lives at {v}.", "The customer's home is at {v}."),
        "country_of_residence": ("The client resides in {v}.", "The customer's residence is in {v}."),
        "occupation": ("The client works as {v}.", "The client's current role is {v}."),
        "employer_name": ("The client is employed at {v}.", "The client works for {v}.", "Salary is paid by {v}."),
        "source_of_funds": ("The funds come from {v}.", "The money to be deposited stems from {v}."),
        "tax_identification_number": ("For tax purposes the client is registered under {v}.",
                                      "The client's tax number is {v}."),
    },
    "letter_of_credit": {
        "lc_number": ("We refer to our documentary credit {v}.", "This concerns credit no. {v}.",
                      "Our credit {v} has been issued."),
        "date_of_issue": ("The credit was issued on {v}.", "We issued the credit on {v}."),
        "applicable_rules": ("The credit is issued under {v}.", "The credit is made out under {v}."),
        "expiry_date": ("The credit lapses on {v}.", "The credit's expiry falls on {v}."),
        "expiry_place": ("Documents must reach the counters in {v}.", "Expiry is at the counters in {v}."),
        "applicant": ("The credit was issued at the request of {v}.",
                      "Our customer {v} instructed us to issue the credit."),
        "beneficiary": ("The credit is issued for the benefit of {v}.", "The seller, {v}, may draw under the credit."),
        "amount": ("The credit is for {v}.", "The credit covers up to {v}."),
        "tolerance": ("The amount may vary by {v}.", "A margin of {v} applies to the amount."),
        "port_of_loading": ("The goods leave from {v}.", "Loading takes place at {v}."),
        "port_of_discharge": ("The goods are bound for {v}.", "Discharge takes place at {v}."),
        "latest_shipment_date": ("Goods must be shipped on or before {v}.", "The last day to ship is {v}."),
        "presentation_period_days": ("Presentation is allowed up to {v}.", "The beneficiary may present up to {v}."),
    },
    "loan_application": {
        "application_number": ("This memo covers application {v}.", "Our reference for the case is {v}."),
        "borrower.full_name": ("{v} has applied to us for a mortgage.", "The request comes from {v}."),
        "borrower.date_of_birth": ("The applicant's date of birth is {v}.", "The applicant's birth date is {v}."),
        "borrower.marital_status": ("The applicant is {v}.", "At present the applicant is {v}."),
        "borrower.phone": ("The applicant can be reached on {v}.", "We can call the applicant on {v}."),
        "borrower.email": ("Write to {v} for documents.", "The applicant reads mail at {v}."),
        "employer_name": ("The applicant works for {v}.", "The applicant is employed at {v}."),
        "employment_start_date": ("The applicant has held the job since {v}.", "Employment there began on {v}."),
        "loan_amount": ("The applicant asks to borrow {v}.", "The request is for a loan of {v}."),
        "interest_rate_percent": ("The rate quoted is {v}.", "We offered a rate of {v}."),
        "property_address": ("The property is located at {v}.", "The house to be financed is at {v}."),
        "property_value": ("The property is valued at {v}.", "A valuer put the property at {v}."),
    },
}
_NATIONALITY_PROSE = ("The client is {a} {v} national.", "The client holds {v} citizenship.")
_STATUS_PROSE = ("The client is {v}.", "At present the client is {v}.")   # occupations that are no job
_COUNTRY_NATIONALITY_PROSE = ("The client is a citizen of {v}.", "The client holds the citizenship of {v}.")
_DEMONYM_WORDS = frozenset(d.lower() for d in DEMONYMS.values())
# what a form writes for a field left empty ("Employer: None"): a sentence would misread it
_PLACEHOLDERS = frozenset({"", "none", "n/a", "na", "-", "--", "nil", "not provided", "not applicable", "unknown"})


def _prose_sentence(ctx: Ctx, it: Item) -> str | None:
    """A sentence stating ``it``'s one-line value without its label, or None where none reads."""
    key, v = it.key, it.value
    if not key or key in MEANINGFUL_LABELS or "\n" in v or "[" in v or v.strip().lower() in _PLACEHOLDERS:
        return None
    if key == "nationality" and ctx.document_type == "kyc_individual":
        if v.lower() in _DEMONYM_WORDS:
            form = ctx.pick(_NATIONALITY_PROSE)
        elif len(v) > 3:
            form = ctx.pick(_COUNTRY_NATIONALITY_PROSE)
        else:
            return None
        return form.format(v=v, a="an" if v[0] in "AEIOUaeiou" else "a")
    if key == "presentation_period_days" and "day" not in v.lower():
        return None
    forms = PROSE[ctx.document_type].get(key)
    if key == "occupation" and v.lower().startswith(("retired", "pensioner", "student", "homemaker", "unemployed")):
        forms = _STATUS_PROSE
    if not forms:
        return None
    form = ctx.pick(forms)
    if v.endswith("."):
        form = form.replace("{v}.", "{v}")
    return form.format(v=v)


def _write_prose(doc: Doc, ctx: Ctx, items: list[Item], label_case: str) -> None:
    """A paragraph, as a due-diligence memo or an e-mail writes one: the values that read in a
    sentence stated without their labels, the others in label-based sentences; values of several
    lines follow the paragraph under their labels."""
    form = ctx.pick(_SENTENCE_FORMS)
    sentences, blocks = [], []
    for it in items:
        if "\n" in it.value:
            blocks.append(it)
            continue
        sentences.append(_prose_sentence(ctx, it)
                         or form.format(label=_shown_label(it.label, label_case), value=it.value))
    if sentences:
        text = " ".join(sentences)
        _keep_together(doc, text)
        doc.text(text)
    if blocks:
        _write_stacked(doc, ctx, blocks, label_case)


def _write_screen(doc: Doc, ctx: Ctx, items: list[Item], label_case: str) -> None:
    """A core-banking screen print in a fixed-width font: capitals labels padded to a column,
    two or three "LABEL......: value" pairs to a line; a pair too wide for its column (or a value
    of several lines, continued under itself) takes a line of its own."""
    size = ctx.pick([8, 8.5, 9])
    fill = ctx.pick([".", ".", " ", "_", ""])
    label_w = ctx.pick([10, 12, 14, 18]) if fill else 0
    sep = ctx.pick([": ", ": ", " : ", ":"]) if fill != "." else ctx.pick([": ", ":", " "])
    if ctx.chance(0.8):
        label_case = "upper"
    doc.font("", size, "courier")
    chars = int((doc.width - 2 * doc.pdf.c_margin) / doc.width_of("M"))
    col = chars // ctx.pick([2, 2, 3])
    h = doc.lh(size)
    lines: list[tuple[str, list[str], float]] = []   # (line, continuation lines, their indent)
    shared: list[str] = []
    for it in items:
        label = _shown_label(it.label, label_case)
        head = (label + " " * (fill in "._")).ljust(label_w, fill) + sep if fill else f"{label}{sep}"
        if head.endswith(":"):
            head += " "
        first, *rest = it.value.split("\n")
        pair = head + first
        if not rest and len(pair) < col - 1 and len(shared) < chars // col:
            shared.append(pair)
            if len(shared) == chars // col:
                lines.append(("".join(p.ljust(col) for p in shared).rstrip(), [], 0))
                shared = []
            continue
        if shared:
            lines.append(("".join(p.ljust(col) for p in shared).rstrip(), [], 0))
            shared = []
        lines.append((pair, rest, min(doc.width_of(head), doc.width / 2)))
    if shared:
        lines.append(("".join(p.ljust(col) for p in shared).rstrip(), [], 0))
    for line, rest, indent in lines:
        doc.font("", size, "courier")
        n = len(doc.wrap(line, doc.width - 2)) + sum(len(doc.wrap(r, doc.width - indent - 2)) for r in rest)
        doc.ensure(h * n + 1)
        doc.text(line, family="courier", size=size)
        for r in rest:
            doc.text(r, family="courier", size=size, indent=indent)
    if ctx.chance(0.3):
        doc.text("-" * min(chars, col * 2), family="courier", size=size)


def _tag_keys(ctx: Ctx, sections: list[Section]) -> None:
    """Each item's field, where its label is the one the document's labeler chose for exactly one
    field and no other item of the document bears it (a co-borrower's "Name" row is no field)."""
    owners = collections.Counter(ctx.labels.chosen.values())
    key_of = {label: key for key, label in ctx.labels.chosen.items() if owners[label] == 1}
    uses = collections.Counter(it.label for s in sections for it in s.items)
    for section in sections:
        for it in section.items:
            it.key = key_of.get(it.label) if uses[it.label] == 1 else None


def write_section(doc: Doc, ctx: Ctx, items: list[Item], style: str, label_case: str) -> None:
    """One section's items in ``style`` (styles that need one-line values fall back to a list)."""
    if style in ("inline", "sentences") and not _single_line(items):
        style = "bullets"
    if style == "colon":
        _write_colon(doc, ctx, items, label_case)
    elif style == "stacked":
        _write_stacked(doc, ctx, items, label_case)
    elif style in ("bullets", "numbered"):
        _write_list(doc, ctx, items, label_case, numbered=style == "numbered")
    elif style == "inline":
        _write_inline(doc, ctx, items, label_case)
    elif style in ("table", "table_header"):
        _write_table(doc, ctx, items, label_case, header=style == "table_header")
    elif style == "leaders":
        _write_leaders(doc, ctx, items, label_case)
    elif style == "sentences":
        _write_sentences(doc, ctx, items, label_case)
    elif style in ("boxes", "grid"):
        _write_band(doc, ctx, items, label_case, boxes=style == "boxes")
    elif style == "bilingual":
        _write_bilingual(doc, ctx, items, label_case)
    elif style == "prose":
        _write_prose(doc, ctx, items, label_case)
    elif style == "screen":
        _write_screen(doc, ctx, items, label_case)
    else:
        raise ValueError(f"unknown free-layout style {style!r}")


def _section_title(ctx: Ctx, form: str, n: int, title: str) -> str:
    return form.format(title=title, n=n, letter="ABCDEFGHIJ"[(n - 1) % 10], upper=title.upper())


def header_block(doc: Doc, ctx: Ctx, *, sender: str, date_text: str, subject: str) -> None:
    """An optional header under the letterhead: an e-mail, a memo, a plain title, or nothing."""
    kind = ctx.pick(["email", "memo", "title", "title", "none"])
    if kind == "email":
        pairs = [("From", sender), ("To", ctx.pick(["operations", "onboarding team", "credit desk", "back office"])),
                 (ctx.pick(["Sent", "Date"]), date_text), ("Subject", subject)]
        doc.kv_pairs(pairs, columns=1, label_w=ctx.pick([16, 20]))
        doc.hr()
        if ctx.chance(0.7):
            doc.text(ctx.pick(["Hello,", "Dear colleagues,", "Hi team,", "Good morning,"]) + "\n"
                     + ctx.pick(["please find the details below.", "summary of the file as received:",
                                 "as discussed, the key data:", "for your records:"]))
            doc.gap(1)
    elif kind == "memo":
        doc.title(ctx.pick(["MEMORANDUM", "Internal memo", "File note"]), size=12)
        doc.kv_pairs([("Re", subject), ("Date", date_text), ("By", sender)], columns=ctx.pick([1, 3]), label_w=14)
        doc.hr()
    elif kind == "title":
        doc.title(subject, size=ctx.pick([11, 12, 13]))


def lay_out(doc: Doc, ctx: Ctx, sections: list[Section], *, kind: str) -> None:
    """All sections, each in a drawn style (one style for the whole page 60 % of the time)."""
    rng = ctx.rng
    if ctx.chance(0.3):
        rng.shuffle(sections)
    if ctx.chance(0.15):   # no sections at all: one list of everything
        sections = [Section("", [it for s in sections for it in s.items])]
    styles = MORE_STYLES if ctx.more_styles else LEADER_STYLES if ctx.leader_rows else STYLES
    if ctx.more_styles:
        _tag_keys(ctx, sections)
    main = ctx.pick(styles)
    same = ctx.chance(0.6)
    label_case = ctx.pick(["as_is", "as_is", "as_is", "upper", "lower"])
    titles = ctx.pick(["shown", "shown", "none"])
    form = ctx.pick(_SECTION_FORMS)
    for n, section in enumerate(sections, 1):
        items = list(section.items)
        if ctx.chance(0.35):
            rng.shuffle(items)
        if titles == "shown" and section.title:
            title = _section_title(ctx, form, n, section.title)
            if ctx.chance(0.5):
                doc.section(title, fill=ctx.chance(0.5))
            else:
                doc.gap(1.5)
                doc.text(title, style="B")
        write_section(doc, ctx, items, main if same else ctx.pick(styles), label_case)
        doc.gap(ctx.pick([0.5, 1.5, 3]))
    if ctx.chance(0.4):
        doc.gap(2)
        for para in boilerplate(rng, kind, rng.randint(1, 2)):
            doc.text(para, size=doc.size - 1)
