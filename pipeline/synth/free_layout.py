"""Free layout: the same labelled values a family writes, arranged in randomly drawn ways.

Train only (corpus version 3). The seen families each have one way of putting a label beside
its value; a model trained on them alone learns those seven arrangements, and the held-out
families (e-mails, bilingual forms, letters) and other generators' documents arrange them
differently. Here every document draws its own arrangement per section: ``label: value`` rows
with any separator and indent, the value under its label, bullet and numbered lists, several
pairs on one line, ruled tables with the columns either way round, and sentences; under an
optional e-mail or memo header, with sections shuffled and titled in various ways.

Values are written verbatim as their row gives them (the truth and surfaces were registered when
the row was made), so the layout changes only where the value sits, never what it says.
"""
from __future__ import annotations

from dataclasses import dataclass

from pipeline.synth.common import Ctx, boilerplate
from pipeline.synth.render import Doc

STYLES = ("colon", "stacked", "bullets", "numbered", "inline", "table", "table_header", "sentences")
# Corpus version 14 and 15 (train only): also rows whose label runs into its value over a leader of
# dots, dashes or underscores ("CUST NAME ...... BECKER, LEA"), as core-banking systems print
# records, often in a fixed-width font; continuation lines are indented under the value.
LEADER_STYLES = STYLES + ("leaders",)
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
    styles = LEADER_STYLES if ctx.leader_rows else STYLES
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
