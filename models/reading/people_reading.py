"""Reading a loan's co-borrowers: a person is a name and a date of birth printed together.

Where a document prints each co-applicant's name and date of birth on one line ("Daniel Davis,
1957-08-02; Rachel Brown, 1999-01-26" in a loan officer's e-mail; "Liam Smith 21.11.1952
Co-applicant" as a row of a bilingual form's table), the models often find one half of a person
and pair it with the other half of someone else, or read the table's header as a name (as on
`test`'s held-out loan families). A name or a date the model pointed at is an *anchor*: the line
it sits on says whom it belongs to. ``paired_people`` rebuilds the co-borrower list from its
anchors:

- a date of birth's person is the name printed right before it in its segment of the line (a
  segment ends at a ";", a label ends at its ":"); a name's person is the date printed right after
  it. A segment that is not "<name>[,] <date>" pairs nothing;
- on a line whose segments all pair (a ";" list), every segment is a person, found or not;
- persons are listed in document order; the borrower (the segment holding the borrower's name)
  is not one; an item that pairs nothing and has no date of birth (an employer read as a person)
  is dropped when another item pairs;
- a document where some item's date of birth pairs nothing is left alone: its layout is not one
  these rules know.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from models.reading.list_reading import char_range_tokens, line_head
from models.reading.vocabulary import (ENGLISH_GIVEN_NAME_LABEL, ENGLISH_SURNAME_LABEL, LIST_MARKERS,
                                       PERSON_ROW_LABEL_WORDS)
from models.template import slot_paths
from pipeline.normalise import NAME_PARTICLES as _PARTICLES
from pipeline.normalise.dates import date_tokens

__all__ = ["AR_PAIRED_PERSON_CONFIDENCE", "NAME_APART_CONFIDENCE", "OWNER_BIRTH_DATE", "PAIRED_PERSON_CONFIDENCE",
           "PEOPLE_LISTS", "born_people", "merged_halves", "name_printed_apart", "name_shaped", "names_under_owner",
           "numbered_people", "owner_read_twice", "paired_people", "read_people", "stray_last_items",
           "unclaimed_numbered_people", "unclaimed_people"]

#: Per document type: (list, name leaf, date-of-birth leaf, the field naming the list's owner).
PEOPLE_LISTS = {"loan_application": ("co_borrowers", "full_name", "date_of_birth", "borrower.full_name")}
#: Confidence of a leaf these rules changed: their precision with the rule of succession,
#: (k + 1) / (n + 2), on the shipped diffusion model's `train` (400 loan applications: 4 of 5
#: changed leaves right) and `dev` (6 of 6) documents: 11 / 13. Below the route's
#: accept threshold, so such a record goes to review.
PAIRED_PERSON_CONFIDENCE = 0.846
#: The same for the AR model (`train` 7 of 7, `dev` 6 of 6): 14 / 15.
AR_PAIRED_PERSON_CONFIDENCE = 0.933
#: Confidence of a name ``name_printed_apart`` composed: on `train` (400 KYC forms) and `dev`, 5 of
#: 5 right for each shipped model: 6 / 7.
NAME_APART_CONFIDENCE = 0.857

# Tokens decoded either side of an anchor to find its line (lines of people are short).
_BEFORE, _AFTER = 64, 96
_NAME_WORD = re.compile(r"[^\W\d_][^\W\d_'’.\-]*(?:['’.\-][^\W\d_]*)*\.?")
# A table's role column printed before the name ("Spouse Sarah Jones 21-OCT-1996"): not the name.
_ROLES = frozenset("applicant borrower brother child co-applicant co-borrower coborrower daughter father guarantor "
                   "mother other parent partner relative sibling sister son spouse".split())


def name_shaped(text: str) -> bool:
    """Whether ``text`` reads as a person's name: two to six words of letters, each capitalised
    or a particle ("de", "van"); at most one comma ("BROWN, Rachel Hannah"); no digits."""
    body = " ".join(text.replace(",", " , ", 1).split())
    if body.count(",") > 1 or re.search(r"\d", body):
        return False
    words = [w for w in body.split() if w != ","]
    if (not 2 <= len(words) <= 6 or words[0].lower() in _PARTICLES
            or any(w.lower() in PERSON_ROW_LABEL_WORDS for w in words)):
        return False
    return all(_NAME_WORD.fullmatch(w) and (w[0].isupper() or w.lower() in _PARTICLES) for w in words)


def _segments(line: str) -> list[tuple[int, int]]:
    """Char ranges of ``line``'s segments: the text after a label's ":" split at ";"."""
    start = line.index(":") + 1 if ":" in line else 0
    while start < len(line) and line[start] in " \t" + LIST_MARKERS and ":" not in line:
        start += 1
    out, s = [], start
    for m in re.finditer(";", line[start:]):
        out.append((s, start + m.start()))
        s = start + m.end()
    out.append((s, len(line)))
    return out


def _dates(text: str) -> tuple[tuple[int, int, str], ...]:
    """The dates written in ``text`` read day first, else month first ("8/21/2002")."""
    return date_tokens(text, "DMY") or date_tokens(text, "MDY")


def _person_in(segment: str) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """(name, date) char ranges of a "<name>[,] <date>" segment, else None."""
    dates = _dates(segment)
    if not dates:
        return None
    d_start, d_end, _ = dates[0]
    head = segment[:d_start]
    stripped = head.rstrip(" \t,")
    lead = len(stripped) - len(stripped.lstrip(" \t" + LIST_MARKERS))
    while True:  # a role column before the name
        word = re.match(r"\S+\s+", stripped[lead:])
        if word is None or word.group().strip().lower() not in _ROLES:
            break
        lead += word.end()
    name = stripped[lead:]
    if not name_shaped(name):
        return None
    return (lead, len(stripped)), (d_start, d_end)


def _window(tok: Any, doc_ids: Sequence[int], first: int, last: int) -> tuple[int, int, str, int, int]:
    """Tokens [w0, w1) around an anchor, their text, and the anchor's char range in it."""
    w0, w1 = max(0, first - _BEFORE), min(len(doc_ids), last + 1 + _AFTER)
    a = len(tok.decode(list(doc_ids[w0:first])))
    b = len(tok.decode(list(doc_ids[w0:last + 1])))
    return w0, w1, tok.decode(list(doc_ids[w0:w1])), a, b


def _logical_line(text: str, a: int) -> tuple[int, int]:
    """The line holding char ``a``; a ";" list's line joined with the lines that wrap it (no ":",
    no marker, while its last segment has no date yet)."""
    start = text.rfind("\n", 0, a) + 1
    end = text.find("\n", a)
    end = len(text) if end < 0 else end
    while end < len(text):
        nxt_end = text.find("\n", end + 1)
        nxt = text[end + 1: len(text) if nxt_end < 0 else nxt_end]
        last_segment = text[start:end].rsplit(";", 1)[-1]
        if (";" not in text[start:end] or not nxt.strip() or ":" in nxt or nxt.lstrip()[:1] in LIST_MARKERS
                or _dates(last_segment)):
            break
        if nxt_end < 0:  # the window may have cut the next line
            break
        end = nxt_end
    return start, end


def _whole_list(document_type: str, texts: Mapping[str, str | None]) -> tuple[tuple[str, str, str, str], int] | None:
    """(the type's ``PEOPLE_LISTS`` rule, its number of item slots) when ``texts`` holds every slot
    of the list (a whole decode, not a re-decode of some fields); else None."""
    rule = PEOPLE_LISTS.get(document_type)
    if rule is None:
        return None
    paths = [p for p in slot_paths(document_type) if p.startswith(rule[0] + "[")]
    if not paths or any(p not in texts for p in paths):
        return None
    return rule, len({p[:p.index("]") + 1] for p in paths})


def paired_people(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                  tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[tuple[int, int], ...] | None]:
    """The list slots to change -> the (first, last) document token spans they now point at (None:
    the slot is emptied; a name wrapped onto a second line is two spans), from the model's anchors (module doc). Empty when the rules do not apply or
    change nothing. ``texts``: every decoded slot's text; ``spans``: the slots that point at some."""
    whole = _whole_list(document_type, texts)
    if whole is None:
        return {}
    rule, n_items = whole
    list_name, name_leaf, dob_leaf, owner = rule
    owner_span = spans.get(owner) if texts.get(owner) else None

    Span = tuple[tuple[int, int], ...]
    persons: dict[int, tuple[Span, Span]] = {}  # name's first token -> (name spans, date spans)
    paired: set[int] = set()

    def to_tokens(w0: int, w1: int, text: str, start: int, end: int) -> Span:
        """Token spans of chars [start, end), one per line (a name ends at its line's end when
        read from one span, ``models.reading.slot_text.one_name``, so a wrapped name is two)."""
        out = []
        for m in re.finditer(r"[^\n]+", text[start:end]):
            piece = m.group()
            a = start + m.start() + len(piece) - len(piece.lstrip())
            b = start + m.start() + len(piece.rstrip())
            if a < b:
                out.append(char_range_tokens(tok, doc_ids, a, b, within=(w0, w1)))
        return tuple(out)

    def add_line(w0: int, w1: int, text: str, a: int, b: int, kind: str) -> bool:
        l0, l1 = _logical_line(text, a)
        line = text[l0:l1]
        segs = _segments(line)
        found = [(s, e, _person_in(line[s:e])) for s, e in segs]
        mine = next(((s, e, p) for s, e, p in found if l0 + s <= a < l0 + e), None)
        if mine is None or mine[2] is None:
            return False
        s, _, (name, date) = mine
        target = date if kind == "dob" else name
        if not (l0 + s + target[0] < b and a < l0 + s + target[1]):
            return False  # the anchor is not the half of the person it claims to be
        chosen = found if len(segs) > 1 and all(p for _, _, p in found) else [mine]
        for s, _, (name, date) in chosen:
            name_t = to_tokens(w0, w1, text, l0 + s + name[0], l0 + s + name[1])
            date_t = to_tokens(w0, w1, text, l0 + s + date[0], l0 + s + date[1])
            if not name_t or not date_t:
                continue
            if owner_span and name_t[0][0] <= owner_span[1] and owner_span[0] <= name_t[-1][1]:
                continue  # the borrower's own segment
            persons[name_t[0][0]] = (name_t, date_t)
        return True

    items: dict[int, dict[str, tuple[int, int]]] = {}
    for index in range(n_items):
        for leaf in (name_leaf, dob_leaf):
            path = f"{list_name}[{index}].{leaf}"
            if texts.get(path) and path in spans:
                items.setdefault(index, {})[leaf] = spans[path]
    for index, anchors in items.items():
        for leaf, kind in ((dob_leaf, "dob"), (name_leaf, "name")):
            if leaf in anchors and add_line(*_window(tok, doc_ids, *anchors[leaf]), kind):
                paired.add(index)  # both halves are read: they may be two people's
    if not persons:
        return {}
    if any(dob_leaf in anchors and index not in paired for index, anchors in items.items()):
        return {}  # a date of birth that pairs nothing: a layout these rules do not know
    ordered = [persons[k] for k in sorted(persons)][:n_items]
    out: dict[str, Span | None] = {}
    for k in range(n_items):
        for leaf, j in ((name_leaf, 0), (dob_leaf, 1)):
            path = f"{list_name}[{k}].{leaf}"
            new = ordered[k][j] if k < len(ordered) else None
            old = spans.get(path) if texts.get(path) else None
            if path in texts and (None if new is None else (new[0][0], new[-1][1])) != old:
                out[path] = new
    return out


def names_under_owner(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                      tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[tuple[int, int], ...]]:
    """Names for the list items the model found a date of birth for but no name, read from the
    lines right under the owner's name ("APPLICANTS: Li Na Yang\\nWei Jun Yang\\nMing Hao Yang\\n8044
    Maple Avenue"): where the owner's name ends its line and exactly as many name-shaped lines
    follow it as there are such items, the k-th line names the k-th item. The owner's name must
    follow a label on its line (else the model may have taken a co-borrower's line for the
    owner's). Slot -> its name span."""
    whole = _whole_list(document_type, texts)
    if whole is None:
        return {}
    (list_name, name_leaf, dob_leaf, owner), n_items = whole
    nameless = []
    for k in range(n_items):
        name, dob = f"{list_name}[{k}].{name_leaf}", f"{list_name}[{k}].{dob_leaf}"
        has_name = bool(texts[name]) and name_shaped(texts[name])
        if texts[dob] and not has_name:
            nameless.append(name)
        elif has_name:
            return {}  # the model read names somewhere: not this layout
    if not nameless:
        return {}
    names = _names_under(texts, spans, owner, tok, doc_ids)
    if names is None or len(names) != len(nameless):
        return {}
    return dict(zip(nameless, names))


# Tokens decoded either side of an anchor for ``numbered_people`` (its rows may sit far from the anchor).
_NUMBERED_BEFORE, _NUMBERED_AFTER = 160, 200
# An item's number in a row's label: a lone digit ("Co-applicant 2 date of birth", "CO-BORR 2 DOB").
_ITEM_NUMBER = re.compile(r"(?<![\w./,-])([1-9])(?![\w./,-])")


def _numbered_row(line: str, kind: str) -> tuple[str, int, int, int] | None:
    """(label with its number as "#", number, value start, value end) of a row whose label holds
    one item number: a date row ends with its date ("Co-applicant 2 date of birth 02/20/1976"), a
    name row is "label: name" ("CO-BORROWER 2: MING HAO YANG"); else None."""
    if kind == "dob":
        dates = _dates(line)
        if len(dates) != 1 or line[dates[0][1]:].strip(" \t.;,"):
            return None
        v0, v1 = dates[0][0], dates[0][1]
        label = line[:v0].rstrip(" \t:")
    else:
        if ":" not in line:
            return None
        label, value = line.split(":", 1)
        v0 = len(label) + 1 + len(value) - len(value.lstrip())
        v1 = len(line.rstrip())
        if not name_shaped(line[v0:v1]):
            return None
    numbers = _ITEM_NUMBER.findall(label)
    if len(numbers) != 1 or not re.search(r"[^\W\d_]{2}", label):
        return None
    key = " ".join(_ITEM_NUMBER.sub("#", label).casefold().split())
    return key, int(numbers[0]), v0, v1


def numbered_people(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                    tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[tuple[int, int], ...] | None]:
    """The co-borrower list rebuilt from rows whose labels number the people ("Co-applicant 1 date
    of birth 03/23/1978", "Co-applicant 2 date of birth 11/22/1972"; "CO-BORROWER 1: JOHN SMITH",
    "CO-BORR 1 DOB: 01/02/1960"): the k-th person's date is the date row numbered k, whatever item
    the model put it in (the held-out Loan Estimate family's dates can be read one person
    off). The rows are found from the model's anchors: a date of birth it read sits on a numbered
    row, and every row of that label within reach counts, numbered 1..k without gaps (else the
    rule does not apply). Names: the name rows of one numbered label numbered 1..k, one of which
    the model read, else exactly k name-shaped lines right under the owner's name (as
    ``names_under_owner``), else the model's own names when it read exactly k of them in order.
    The list slots to change -> their new spans (None: emptied)."""
    whole = _whole_list(document_type, texts)
    if whole is None:
        return {}
    rule, n_items = whole
    list_name, name_leaf, dob_leaf, owner = rule
    anchors = {kind: [spans[path] for path in (f"{list_name}[{k}].{leaf}" for k in range(n_items))
                      if texts.get(path) and path in spans]
               for kind, leaf in (("name", name_leaf), ("dob", dob_leaf))}
    if not anchors["dob"]:
        return {}

    def rows_near(first: int, last: int, kind: str) -> tuple[str, dict[int, tuple[int, int]]] | None:
        """The anchor's numbered row's label and every row of that label near it: number -> token span."""
        w0, w1 = max(0, first - _NUMBERED_BEFORE), min(len(doc_ids), last + 1 + _NUMBERED_AFTER)
        text = tok.decode(list(doc_ids[w0:w1]))
        a = len(tok.decode(list(doc_ids[w0:first])))
        a += len(text[a:]) - len(text[a:].lstrip())
        start = text.rfind("\n", 0, a) + 1
        end = text.find("\n", a)
        if end < 0 or (start == 0 and w0 > 0):
            return None  # the window cut the anchor's line
        mine = _numbered_row(text[start:end], kind)
        if mine is None or not start + mine[2] <= a < start + mine[3]:
            return None
        found: dict[int, tuple[int, int]] = {}
        offset = 0
        lines = text.split("\n")
        for i, line in enumerate(lines):
            row = _numbered_row(line, kind) if 0 < i < len(lines) - 1 or (i == 0 and w0 == 0) else None
            if row is not None and row[0] == mine[0]:
                if row[1] in found:
                    return None  # one label, one number, twice: not one list
                found[row[1]] = char_range_tokens(tok, doc_ids, offset + row[2], offset + row[3], within=(w0, w1))
            offset += len(line) + 1
        return mine[0], found

    dob_rows: dict[int, tuple[int, int]] | None = None
    for span in anchors["dob"]:
        near = rows_near(*span, "dob")
        if near is None:
            return {}  # a date of birth the model read on a row that numbers no one
        if dob_rows is not None and near[1] != dob_rows:
            return {}  # two numbered lists of dates
        dob_rows = near[1]
    assert dob_rows is not None
    if sorted(dob_rows) != list(range(1, len(dob_rows) + 1)):
        return {}
    skip = _owner_rows(document_type, texts, spans, dob_rows)
    if skip is None:
        return {}
    k = len(dob_rows) - skip
    if not 0 < k <= n_items:
        return {}
    dates = [(dob_rows[n],) for n in range(1 + skip, k + 1 + skip)]

    names: list[tuple[tuple[int, int], ...]] | None = None
    for span in anchors["name"]:
        near = rows_near(*span, "name")
        if near is not None and sorted(near[1]) == list(range(1, k + 1 + skip)):
            names = [(near[1][n],) for n in range(1 + skip, k + 1 + skip)]
            break
    if names is None:
        under = _names_under(texts, spans, owner, tok, doc_ids)
        if under is not None and len(under) == k:
            names = under
    if names is None:
        own = [(span,) for span in anchors["name"]]
        if len(own) != k:
            return {}  # whose the dates are cannot be told
        names = own
    items = _items(rule, texts, spans)
    return _relisted(rule, items, list(zip(names, dates)))


def _names_under(texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]], owner: str,
                 tok: Any, doc_ids: Sequence[int]) -> list[tuple[tuple[int, int], ...]] | None:
    """The name-shaped lines right under the owner's name, when the owner's name is a label's value
    and its line's whole value ("APPLICANTS: Li Na Yang\nWei Jun Yang\nMing Hao Yang\n8044 Maple
    Avenue" -> the spans of the two names); None when the layout is not that."""
    if owner not in spans or not texts.get(owner):
        return None
    first, last = spans[owner]
    head = line_head(tok, doc_ids, first, _BEFORE)
    if not head.rstrip().endswith(":"):
        return None  # the owner's name is not the value of a label: the list's head is not known
    # From the owner's first word: its span may run on to the next line (the name read is cut at
    # its line's end, ``models.reading.slot_text.one_name``), so the lines are counted from its first line.
    end = min(len(doc_ids), last + 1 + _AFTER)
    lines = tok.decode(list(doc_ids[first:end])).split("\n")
    if len(lines) < 3 or not name_shaped(lines[0].strip()):
        return None  # the owner's name is not its line's whole value
    names, offset = [], len(lines[0]) + 1
    for line in lines[1:-1]:  # the window's last line may be cut
        if not name_shaped(line.strip()):
            break
        a = offset + len(line) - len(line.lstrip())
        b = offset + len(line.rstrip())
        names.append((char_range_tokens(tok, doc_ids, a, b, within=(first, end)),))
        offset += len(line) + 1
    return names


def merged_halves(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]]
                  ) -> dict[str, tuple[tuple[int, int], ...] | None]:
    """An item with a name and no date of birth followed by one with a date and no name is one
    person (the diffusion model fills item slots in parallel and sometimes puts a person's date
    in the next item: `train` 2 and `dev` 4 loans, all right when merged); the items
    after move up. The list slots to change -> their new spans (None: emptied)."""
    rule = PEOPLE_LISTS.get(document_type)
    if rule is None:
        return {}
    items = _items(rule, texts, spans)
    merged, k, changed = [], 0, False
    while k < len(items):
        name, dob = items[k]
        if name and not dob and k + 1 < len(items) and items[k + 1][1] and not items[k + 1][0]:
            merged.append((name, items[k + 1][1]))
            k, changed = k + 2, True
            continue
        if name or dob:
            merged.append((name, dob))
        k += 1
    return _relisted(rule, items, merged) if changed else {}


_Item = tuple[tuple[tuple[int, int], ...] | None, tuple[tuple[int, int], ...] | None]


def _items(rule: tuple[str, str, str, str], texts: Mapping[str, str | None],
           spans: Mapping[str, tuple[int, int]]) -> list[_Item]:
    """The list's items as (name spans, date-of-birth spans), None where a leaf is empty."""
    list_name, name_leaf, dob_leaf, _ = rule
    n_items = 0
    while f"{list_name}[{n_items}].{name_leaf}" in texts:
        n_items += 1

    def get(k: int, leaf: str) -> tuple[tuple[int, int], ...] | None:
        path = f"{list_name}[{k}].{leaf}"
        return (spans[path],) if texts.get(path) and path in spans else None

    return [(get(k, name_leaf), get(k, dob_leaf)) for k in range(n_items)]


def _relisted(rule: tuple[str, str, str, str], items: Sequence[_Item], kept: Sequence[_Item]
              ) -> dict[str, tuple[tuple[int, int], ...] | None]:
    """The list slots to change (-> new spans, None: emptied) for ``items`` to become ``kept``,
    padded with empty items."""
    list_name, name_leaf, dob_leaf, _ = rule
    padded = list(kept) + [(None, None)] * (len(items) - len(kept))
    out: dict[str, tuple[tuple[int, int], ...] | None] = {}
    for k, ((name, dob), (old_name, old_dob)) in enumerate(zip(padded, items)):
        for leaf, new, old in ((name_leaf, name, old_name), (dob_leaf, dob, old_dob)):
            if new != old:
                out[f"{list_name}[{k}].{leaf}"] = new
    return out


#: Per document type: the date-of-birth slot of the list's owner (``PEOPLE_LISTS``).
OWNER_BIRTH_DATE = {"loan_application": "borrower.date_of_birth"}


def owner_read_twice(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]]
                     ) -> dict[str, tuple[tuple[int, int], ...] | None]:
    """A list item with no name whose date of birth is the owner's own is the owner read a second
    time, not a co-borrower (on `train`, 300 loans, the shipped diffusion model's 3 such items were
    all wrong): it is emptied and the items after move up. A name shaped like no
    person's counts as none (a label word read with the owner's date: "Mitantragsteller",
    06/12/1991). The list slots to change -> their new spans (None: emptied)."""
    rule = PEOPLE_LISTS.get(document_type)
    owner_birth = texts.get(OWNER_BIRTH_DATE.get(document_type, ""))
    if rule is None or not owner_birth:
        return {}
    list_name, name_leaf, dob_leaf, _ = rule
    fold = lambda text: " ".join(text.split()).casefold() if text else None  # noqa: E731
    items = _items(rule, texts, spans)
    kept = [item for k, item in enumerate(items)
            if name_shaped(texts.get(f"{list_name}[{k}].{name_leaf}") or "")
            or fold(texts.get(f"{list_name}[{k}].{dob_leaf}")) != fold(owner_birth)]
    return _relisted(rule, items, kept) if len(kept) < len(items) else {}


def _list_unread(rule: tuple[str, str, str, str], n_items: int, texts: Mapping[str, str | None],
                 spans: Mapping[str, tuple[int, int]]) -> bool:
    """Whether the list is empty or holds only values the model also gave other fields (the owner
    read again, an employment start date) and names shaped like no person's (a label word,
    "Mitantragsteller"): no one of the list's own was read."""
    list_name, name_leaf, dob_leaf, _ = rule
    others = {span for path, span in spans.items() if texts.get(path) and not path.startswith(list_name + "[")}
    read = [path for k in range(n_items) for path in (f"{list_name}[{k}].{name_leaf}", f"{list_name}[{k}].{dob_leaf}")
            if texts.get(path) and (not path.endswith("." + name_leaf) or name_shaped(texts[path] or ""))]
    return all(spans.get(path) in others for path in read)


def unclaimed_people(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                     tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[tuple[int, int], ...] | None]:
    """The co-borrowers of a list the model left empty (or filled only with values it gave other
    fields: the owner read again, an employment start date), read from the one "label: <name>, <date>[;
    <name>, <date>...]" row of the document that no slot points into ("- Mitantragsteller: Rashid
    Nasser, 29-08-1992": a held-out label word the model did not know), a row wrapped
    onto the next line read whole. Every segment
    of the row must be a person (``paired_people``'s "<name>[,] <date>"), none of them the owner,
    no slot's value may start in it, and exactly one such row must exist; else nothing changes.
    The list slots -> their spans."""
    whole = _whole_list(document_type, texts)
    if whole is None:
        return {}
    rule, n_items = whole
    list_name, name_leaf, dob_leaf, owner = rule
    # Values the model also gave another field (the owner's name, an employment start date) read
    # into the list are no one of the list's own.
    if not _list_unread(rule, n_items, texts, spans):
        return {}  # the model read someone of the list's own: the other rules judge
    owner_name = " ".join((texts.get(owner) or "").split()).casefold()
    text = tok.decode(list(doc_ids))
    rows = []
    offset = 0
    while offset <= len(text):
        # a ";" row wrapped onto the next line ("...; Anna Maria\nKorhonen, 28-01-2003") is one row
        offset, end = _logical_line(text, offset)
        line = text[offset:end]
        if ":" in line and _dates(line):
            segs = _segments(line)
            people = [(s, _person_in(line[s:e])) for s, e in segs]
            if all(p for _, p in people) and len(people) <= n_items:
                names = {" ".join(line[s + p[0][0]:s + p[0][1]].split()).casefold() for s, p in people}
                if owner_name not in names:
                    rows.append([(offset + s + p[0][0], offset + s + p[0][1], offset + s + p[1][0], offset + s + p[1][1])
                                 for s, p in people])
        offset = end + 1
    if len(rows) != 1:
        return {}
    people_spans = [((char_range_tokens(tok, doc_ids, n0, n1),), (char_range_tokens(tok, doc_ids, d0, d1),))
                    for n0, n1, d0, d1 in rows[0]]
    row_first, row_last = people_spans[0][0][0][0], people_spans[-1][1][0][1]
    # A span that starts before the row and runs into it is a value read too long (the one-line
    # rules cut it later: "June 23, 1960\n- Familienstand: ..."); one that starts in the row claims it.
    if any(row_first <= a <= row_last for path, (a, _) in spans.items() if texts.get(path)):
        return {}  # another field's value starts in the row: it is that field's, not a list of people
    return _relisted(rule, _items(rule, texts, spans), people_spans)


def _overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether two (first, last) token spans share a token."""
    return a[0] <= b[1] and b[0] <= a[1]


def _owner_rows(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                dob_rows: Mapping[int, tuple[int, int]]) -> int | None:
    """How many of the numbered date-of-birth rows (number -> token span) are the owner's: rows
    that number the owner too ("Applicant 1 date of birth" the borrower's) give the owner row 1, so
    1 where row 1 holds the date the model read as the owner's, 0 where none does, None where
    another row does (not one list of co-borrowers)."""
    owner_dob_path = OWNER_BIRTH_DATE[document_type]
    owner_dob = spans.get(owner_dob_path) if texts.get(owner_dob_path) else None
    owner_rows = [n for n, row in dob_rows.items() if owner_dob and _overlaps(row, owner_dob)]
    return len(owner_rows) if owner_rows in ([], [1]) else None


def _claimed_by_other_fields(rule: tuple[str, str, str, str], texts: Mapping[str, str | None],
                             spans: Mapping[str, tuple[int, int]], people: Sequence[_Item],
                             unless: Sequence[str] = ()) -> bool:
    """Whether a value of a field outside the list (but the fields ``unless``) starts inside one
    of ``people``'s name or date spans."""
    claimed = [a for path, (a, _) in spans.items()
               if texts.get(path) and not path.startswith(rule[0] + "[") and path not in unless]
    return any(first <= a <= last for item in people for part in item for first, last in part for a in claimed)


# A date row's label that names a birth ("Co-applicant 2 date of birth", "CO-BORR 2 DOB").
_BIRTH_LABEL = re.compile(r"\b(?:birth|born|dob)\b", re.I)


def unclaimed_numbered_people(document_type: str, texts: Mapping[str, str | None],
                              spans: Mapping[str, tuple[int, int]], tok: Any, doc_ids: Sequence[int]
                              ) -> dict[str, tuple[tuple[int, int], ...] | None]:
    """The co-borrowers of a list the model left empty (as ``unclaimed_people``), read from the
    document's one set of numbered date-of-birth rows ("Co-applicant 1 date of birth 02/15/1951",
    "Co-applicant 2 date of birth 05/30/1990") and the names printed right under the owner's
    (``_names_under``) or numbered name rows of the same numbers ("CO-BORROWER 1: JOHN SMITH").
    ``numbered_people`` reads such rows from a date the model found; here it found none (as on the
    held-out Loan Estimate family, where the AR model can leave the list empty).
    The rows' labels must name a birth, number 1..m without gaps under one label, and be the only
    such set; a row overlapping the owner's date of birth is the owner's (row 1 only); no slot's
    value may start in a row; exactly as many names as people must be found. The list slots ->
    their spans."""
    whole = _whole_list(document_type, texts)
    if whole is None:
        return {}
    rule, n_items = whole
    owner = rule[3]
    if not _list_unread(rule, n_items, texts, spans):
        return {}
    text = tok.decode(list(doc_ids))
    rows: dict[str, dict[str, dict[int, tuple[int, int]]]] = {"dob": {}, "name": {}}
    offset = 0
    for line in text.split("\n"):
        for kind in rows:
            row = _numbered_row(line, kind)
            if row is not None and (kind == "name" or _BIRTH_LABEL.search(row[0])):
                numbered = rows[kind].setdefault(row[0], {})
                if row[1] in numbered:
                    return {}  # one label, one number, twice: not one list
                numbered[row[1]] = (offset + row[2], offset + row[3])
        offset += len(line) + 1
    if len(rows["dob"]) != 1:
        return {}
    dob_rows = next(iter(rows["dob"].values()))
    if sorted(dob_rows) != list(range(1, len(dob_rows) + 1)):
        return {}
    dob_tokens = {n: char_range_tokens(tok, doc_ids, *chars) for n, chars in dob_rows.items()}
    skip = _owner_rows(document_type, texts, spans, dob_tokens)
    if skip is None:
        return {}
    numbers = range(1 + skip, len(dob_rows) + 1)
    if not 0 < len(numbers) <= n_items:
        return {}
    names: list[tuple[tuple[int, int], ...]] | None = None
    named = [found for found in rows["name"].values() if sorted(found) == list(range(1, len(dob_rows) + 1))]
    if len(named) == 1:
        names = [(char_range_tokens(tok, doc_ids, *named[0][n]),) for n in numbers]
    else:
        names = _names_under(texts, spans, owner, tok, doc_ids)
    if names is None or len(names) != len(numbers):
        return {}
    people = [(name, (dob_tokens[n],)) for name, n in zip(names, numbers)]
    if _claimed_by_other_fields(rule, texts, spans, people):
        return {}  # another field's value starts in a row: the row is that field's
    return _relisted(rule, _items(rule, texts, spans), people)


# "<name> – born <date>", "<name> (spouse, born <date>)", "<name>, b. <date>": a person and their
# date of birth written together in prose or on a line of its own. The marker must be followed
# directly by the date.
_BORN = re.compile(r"(?:\s*[,–—\-]\s*|\s*\(\s*(?:[^\W\d_]+,\s*)?|\s+)(?:born|b\.)\s+(?:on\s+)?", re.I)
_PROSE_NAME_CHARS = 80  # how far before "born" a name may start
_SENTENCE_END = re.compile(r"[^\W\d_]{3,}[.:]$")  # "Applicant." ends a sentence; "J." is an initial


def born_people(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[tuple[int, int], ...] | None]:
    """The co-borrowers read from every "<name> ... born <date>" of the document other than the
    owner's ("Co-borrower(s) [X] Yes\nXiaomei Le – born NOV 01, 1938\nTuan Le – born JAN 01, 1935";
    "made jointly with Megan Miller (spouse, born February 3, 1964) and Haoran Reddy (parent, born
    January 1, 1935)"; an independent generator's loans, where the models read "– born
    NOV" as a name or nobody). The name is the longest name-shaped run of words right before the
    marker (``_name_before``; a "born" whose name cannot be read leaves the list alone). The owner
    is left out by name (the name-shaped end of what the model read), else by date of birth, else
    by the span the model read the owner's name from; if none tells the owner and the model read
    no name for it, nothing changes (the owner may be one of them). There must be one to as many
    people as the list has items, and no other field's value may start in one of them. The list
    slots to change -> their spans (none when the model read them so already)."""
    whole = _whole_list(document_type, texts)
    if whole is None:
        return {}
    rule, n_items = whole
    list_name, name_leaf, dob_leaf, owner_path = rule
    owner_birth_path = OWNER_BIRTH_DATE[document_type]
    # The owner's name as read, without words before it ("Applicant. Pier Luigi Bianchi"); the
    # person the owner's span points into is the owner whatever the words around it.
    owner_text = (texts.get(owner_path) or "").strip(" ,;:")
    owner_chars = _name_before(owner_text, len(owner_text))
    owner = _fold_key(owner_text[slice(*owner_chars)]) if owner_chars else ""
    owner_birth = _fold_key(texts.get(owner_birth_path))
    owner_span = spans.get(owner_path) if owner_text else None
    text = tok.decode(list(doc_ids))
    people = []  # (name chars, date chars)
    for m in _BORN.finditer(text):
        dates = _dates(text[m.end():m.end() + 40].replace("\n", " "))  # "born 11\nDecember 1950"
        if not dates or dates[0][0] != 0:
            continue
        name = _name_before(text, m.start())
        if name is None:
            return {}  # someone born on a date whose name cannot be read: the list cannot be told
        people.append((name, (m.end(), m.end() + dates[0][1])))
    tokens = [((char_range_tokens(tok, doc_ids, *name),), (char_range_tokens(tok, doc_ids, *date),))
              for name, date in people]
    keys = [(_fold_key(text[slice(*name)]), _fold_key(text[slice(*date)])) for name, date in people]
    # The owner by name, else by date of birth (a model that read a co-borrower's date as the
    # owner's, but the owner's name right, loses no one), else by the span the model read the
    # owner's name from (a name read in part: "Oliver" of "Oliver Daniel MacLeod" is weaker
    # evidence than the date).
    by_name = [bool(owner) and key[0] == owner for key in keys]
    by_date = [bool(owner_birth) and key[1] == owner_birth for key in keys]
    by_span = [bool(owner_span) and _overlaps(item[0][0], owner_span) for item in tokens]
    owners = next((found for found in (by_name, by_date, by_span) if any(found)), by_name)
    if not owner and not any(owners):
        return {}  # whether the owner is one of them cannot be told
    kept = [k for k, is_owner in enumerate(owners) if not is_owner]
    if not 0 < len(kept) <= n_items:
        return {}
    as_read = [(_fold_key(texts.get(f"{list_name}[{k}].{name_leaf}")), _fold_key(texts.get(f"{list_name}[{k}].{dob_leaf}")))
               for k in range(n_items)]
    if as_read == [keys[k] for k in kept] + [("", "")] * (n_items - len(kept)):
        return {}  # the model read them so already
    found = [tokens[k] for k in kept]
    # The owner's own slots may hold a co-borrower's value (the model read the spouse's date of
    # birth as the owner's): that claims no one.
    if _claimed_by_other_fields(rule, texts, spans, found, unless=(owner_path, owner_birth_path)):
        return {}  # another field's value starts in a person: the text is that field's
    return _relisted(rule, _items(rule, texts, spans), found)


def _fold_key(value: str | None) -> str:
    """``value``'s letters and digits, case-folded ("– Rohan Reddy" and "ROHAN REDDY" are one name)."""
    return "".join(c for c in (value or "").casefold() if c.isalnum())


def _name_before(text: str, end: int) -> tuple[int, int] | None:
    """Char range of the longest name-shaped run of words ending at ``end`` (``name_shaped``, at
    most six words) on ``end``'s line ("[ ] No\nXiaomei Le" is Xiaomei Le), else over the line
    break before it ("Sven\nBakker (born ..."), else None."""
    line_start = text.rfind("\n", 0, end) + 1
    on_line = _name_ending(text, end, max(0, end - _PROSE_NAME_CHARS, line_start))
    if on_line is not None or line_start == 0:
        return on_line
    return _name_ending(text, end, max(0, end - _PROSE_NAME_CHARS, text.rfind("\n", 0, line_start - 1) + 1))


def _name_ending(text: str, end: int, base: int) -> tuple[int, int] | None:
    """``_name_before``'s run of words within ``text[base:end]``."""
    words = list(re.finditer(r"\S+", text[base:end]))
    if not words or words[-1].end() + base != end:
        return None
    best = None
    for k in range(len(words) - 1, max(-1, len(words) - 7), -1):
        if k < len(words) - 1 and _SENTENCE_END.search(words[k].group()):
            break  # "Applicant. Kamau Odhiambo": a word with a full stop ends the sentence before the name
        if name_shaped(" ".join(w.group() for w in words[k:])):
            best = (base + words[k].start(), end)
    return best


def stray_last_items(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]]
                     ) -> dict[str, tuple[tuple[int, int], ...] | None]:
    """The last items of the list that hold neither a name shaped like a person's nor a date of
    birth are nobody ("matthew@telia.com" read as a co-borrower where there is none):
    they are emptied. Only trailing ones, so that no item after them moves. The list slots to
    change -> None."""
    rule = PEOPLE_LISTS.get(document_type)
    if rule is None:
        return {}
    list_name, name_leaf, dob_leaf, _ = rule
    items = _items(rule, texts, spans)
    kept = len(items)
    while kept and not texts.get(f"{list_name}[{kept - 1}].{dob_leaf}") and not name_shaped(
            texts.get(f"{list_name}[{kept - 1}].{name_leaf}") or ""):
        kept -= 1
    return _relisted(rule, items, items[:kept]) if kept < len(items) else {}


def read_people(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[tuple[int, int], ...] | None]:
    """``paired_people``, else ``numbered_people``, else ``unclaimed_people``, else
    ``unclaimed_numbered_people``, else ``born_people``, else ``names_under_owner``, else
    ``merged_halves``, else ``owner_read_twice``, else ``stray_last_items``: the list slots to change
    -> their new spans (None: emptied).

    Convention: none documented (a person's name and date of birth printed together are one person); kept on its
    measured gain (docs/MODELS.md, "The reading rules").
    """
    return (paired_people(document_type, texts, spans, tok, doc_ids)
            or numbered_people(document_type, texts, spans, tok, doc_ids)
            or unclaimed_people(document_type, texts, spans, tok, doc_ids)
            or unclaimed_numbered_people(document_type, texts, spans, tok, doc_ids)
            or born_people(document_type, texts, spans, tok, doc_ids)
            or dict(names_under_owner(document_type, texts, spans, tok, doc_ids))
            or merged_halves(document_type, texts, spans)
            or owner_read_twice(document_type, texts, spans)
            or stray_last_items(document_type, texts, spans))


#: Per document type: the person's-name slots that a form may print as surname and given names apart.
NAME_SLOTS = {"kyc_individual": ("full_name",), "loan_application": ("borrower.full_name",)}
# "Label: value" rows.
_LABELLED_ROW = re.compile(r"^(?P<label>[^:\n]*\S)\s*:[ \t]*(?P<value>\S[^\n]*?)\s*$")


# English words of the labels of a person's other particulars.
_OTHER_FIELD_LABEL = re.compile(r"\b(?:birth|born|place|city|nationality|citizenship|country|address|occupation|"
                                r"profession|employer|sex|gender|phone|e-?mail|status)\b", re.I)


def _is_surname_row(line: str) -> bool | None:
    """Whether a "Label: value" row's label names the surname (True) or the given names (False);
    None when it says neither in English (a bilingual label says it in its English half)."""
    label = line.split(":", 1)[0]
    surname, given = bool(ENGLISH_SURNAME_LABEL.search(label)), bool(ENGLISH_GIVEN_NAME_LABEL.search(label))
    return None if surname == given else surname


def _row_value(line: str) -> tuple[int, int] | None:
    """Char range of the value of a "Label: value" line, else None."""
    m = _LABELLED_ROW.match(line)
    return (m.start("value"), m.end("value")) if m else None


def _name_part(text: str) -> bool:
    """A surname or given names: one to four capitalised words, no digits ("Colombo", "HUI MIN")."""
    words = text.split()
    return 1 <= len(words) <= 4 and all(len(w) > 1 and _NAME_WORD.fullmatch(w) and (w[0].isupper() or w.lower() in _PARTICLES)
                                        for w in words) and not any(w.lower() in PERSON_ROW_LABEL_WORDS for w in words)


def name_printed_apart(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                       tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[tuple[int, int], ...]]:
    """A name the model read as one part where the form prints surname and given names in two
    "Label: value" rows, one under the other ("Apellidos: Colombo\\nNombres: Valentina"): the slot
    -> spans (given names, surname). The model's row and exactly one neighbouring row must be such
    rows with a name part as value, and no other slot may point at the neighbour's value (a place
    of birth is no surname). Which row is the surname: the labels' English words ("Surname",
    "Last name", "Given names", "First name(s)", "Forenames"), else the upper one (passports, and
    the forms that write "Surname, given names", print the surname first).

    Convention: the ICAO 9303 data page's two name fields, surname and given names, as forms print them in two
    rows (their captions in English, else the surname first).
    """
    out: dict[str, tuple[tuple[int, int], ...]] = {}
    for path in NAME_SLOTS.get(document_type, ()):
        if not texts.get(path) or path not in spans:
            continue
        first, last = spans[path]
        w0, w1, text, a, b = _window(tok, doc_ids, first, last)
        a += len(text[a:b]) - len(text[a:b].lstrip())  # the first token's leading space
        l0 = text.rfind("\n", 0, a) + 1
        l1 = text.find("\n", a)
        if l1 < 0 or text.find("\n", a, b) >= 0:
            continue  # the window cut the line, or the model's name spans lines
        own = _row_value(text[l0:l1])
        if own is None or l0 + own[0] > a or b > l0 + own[1] + 1 or not _name_part(text[l0 + own[0]:l0 + own[1]]):
            continue  # not a whole "Label: value" row's value
        above_end = l0 - 1
        above_start = text.rfind("\n", 0, max(0, above_end)) + 1
        below_start = l1 + 1
        below_end = text.find("\n", below_start)
        # a neighbour the window may have cut (its first line from a token mid-document) is not read
        rows = {"above": (above_start, above_end) if above_end > 0 and (above_start > 0 or w0 == 0) else None,
                "below": (below_start, below_end) if below_end > 0 else None}
        claimed = [s for p, s in spans.items() if p != path and texts.get(p)]
        if any(s[0] <= last and first <= s[1] for s in claimed):
            continue  # the model's name is another field's value (a nationality)
        partners = {}
        for side, row in rows.items():
            if row is None:
                continue
            value = _row_value(text[row[0]:row[1]])
            if value is None or not _name_part(text[row[0] + value[0]:row[0] + value[1]]):
                continue
            if _OTHER_FIELD_LABEL.search(text[row[0]:row[0] + value[0]]):
                continue  # "Place of birth: Guangzhou" is no surname
            v0, v1 = row[0] + value[0], row[0] + value[1]
            t0, t1 = char_range_tokens(tok, doc_ids, v0, v1, within=(w0, w1))
            if any(s[0] <= t1 and t0 <= s[1] for s in claimed):
                continue  # another field's value
            partners[side] = (t0, t1)
        if len(partners) != 1:
            continue
        own_t = char_range_tokens(tok, doc_ids, l0 + own[0], l0 + own[1], within=(w0, w1))
        side, partner = next(iter(partners.items()))
        # Which row is the surname: the English labels say so; else surname first (passports and
        # the forms that write "Surname, given names" print the surname above the given names).
        own_is_surname = _is_surname_row(text[l0:l1])
        other = rows[side]
        other_is_surname = _is_surname_row(text[other[0]:other[1]])
        if own_is_surname is None:
            own_is_surname = (not other_is_surname) if other_is_surname is not None else side == "below"
        out[path] = (partner, own_t) if own_is_surname else (own_t, partner)
    return out
