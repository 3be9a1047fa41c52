"""Reading a record's lists: items a model skipped, and items that repeat another field.

**Missed items.**
A letter of credit lists its required documents one per line, each behind the same marker
("+SIGNED COMMERCIAL INVOICE ...", "- Packing list ..."). The diffusion model fills the list's
item slots in parallel and sometimes leaves out one item in the middle (the shipped model on
`test`: about half of the wrong `documents_required` leaves were items shifted by one
missed item before them, most of the rest its last items left out). Between two items the model
did find, every line that starts with their marker is an item too: a list is written without
gaps (``missed_items``). After the last one found, the lines that start with the same marker are
items up to the first line that neither does nor wraps the item above it (``trailing_items``):
that line is where another part begins ("F47A: Additional Conditions", ":47A:+INSURANCE
COVERED BY THE BUYER", "Regards,"). Before the first one found, the lines above it that start
with its marker are items too, up to the first line that neither does nor wraps one
(``leading_items``: where the AR model read another field's text in a list's first
slot, that text is no item, ``unmarked_items``, and the list's real first item is read here).

**Items read whole.** One line behind a marker is one item, so an item the model ended before its
line's end ("Signed commercial invoice ... indicating the credit number" of "... the credit number
and the country of origin of\nthe goods") runs to that end and over the lines that wrap it
(``whole_items``). Documents of other generators showed it: both models often end such an item at
an " and " they were not trained to read past.

**Lines wrapped at a capital, lists in prose, an item's full stop** (from the independent
generators' letters of credit). A mixed-case item wraps onto a line that starts with
a capital where a company's name breaks ("... to the order of Sahyadri Commercial Bank\nLtd.,
marked freight prepaid ..."): between two items, after a full line, such a line is the item's
(``_wraps``). A letter in prose lists its documents in one sentence behind a label's colon,
separated by semicolons ("Documents required: Signed commercial invoice ...; Full set of ...;
Certificate of analysis issued by the manufacturer"): one item per part (``prose_items``). A
full stop printed at an item's end is the item's ("+ Packing list in 4 copies."): the contract
drops only the marker, and ``whole_items`` reads it.

**The borrower is not a co-borrower.** Where a form says there are no co-applicants ("keine /
none"), the models sometimes fill the first co-borrower with the borrower's own name and date of
birth, pointing at the very words the borrower's fields point at (the diffusion model on `test`'s
bilingual forms). One mention of a name is one person, so a co-borrower whose name
points into the borrower's name is no item (``repeated_people``).
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Any, Mapping, Sequence

from models.reading.line_reading import ends_its_line
from models.reading.vocabulary import LIST_MARKERS, MARKER_LISTS
from models.template import slot_paths

__all__ = ["AR_MISSED_ITEM_CONFIDENCE", "GAP_FILLED_LISTS", "MAX_MISSED_PER_GAP", "MAX_TRAILING",
           "MISSED_ITEM_CONFIDENCE", "PROSE_ITEM_CONFIDENCE", "item_marker", "leading_items", "line_head",
           "line_starts", "missed_into_empty", "missed_items", "prose_items", "repeated_people", "repeated_items",
           "trailing_items", "unmarked_items", "whole_items"]

#: Lists that documents write one item per line behind a marker (the decoders import this name).
GAP_FILLED_LISTS = MARKER_LISTS
#: Confidence of an item read by these rules (not decoded by a model): their precision with the
#: rule of succession, (k + 1) / (n + 2), on the shipped diffusion model's `train` (400 letters of
#: credit: 43 of 43 items right) and `dev` (18 of 18) documents: 62 / 63.
MISSED_ITEM_CONFIDENCE = 0.984
#: The same for the AR model's lists (`train`, 200 letters of credit: 22 of 23; `dev` 13 of 13):
#: 36 / 38. Below its accept threshold (0.955), so such a record goes to review. The wrong one
#: was an item broken by a page footer, read up to the footer.
AR_MISSED_ITEM_CONFIDENCE = 0.947

# A page's running footer or header line ("Page 1 of 2", "Form BK-407 (rev. 01/2021)   Page 1 of 3").
_PAGE_LINE = re.compile(r"\n[^\n]*\bpage\s+\d+\s*(?:of|/)\s*\d+\b", re.I)
#: More marker lines than this between two found items: not taken as one list's missed items.
MAX_MISSED_PER_GAP = 2


# A number or letter that numbers an item ("1.", "2)", "(iv)", "(b)"): its kind is the pattern with
# digits written "1" and letters "a" ("1.", "(a)"), so "(iv)" and "(v)" are items of one list.
_NUMBERING = re.compile(r"(?:^|\s)(\(?)(\d{1,2}|[a-z]|[ivx]{1,5})([.)])$", re.I)


def line_head(tok: Any, doc_ids: Sequence[int], first: int, reach: int) -> str:
    """The text of document token ``first``'s line before it, read from at most ``reach`` tokens back."""
    return tok.decode(list(doc_ids[max(0, first - reach):first])).rsplit("\n", 1)[-1]


def line_starts(lines: Sequence[str]) -> list[int]:
    """The character offset where each of ``lines`` (a text split at its line breaks) starts."""
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)
    return starts


def item_marker(tok: Any, doc_ids: Sequence[int], first: int) -> str | None:
    """The marker right before the item starting at document token ``first`` ("+" in
    "\n+FUMIGATION CERTIFICATE" and in ":46A:+SIGNED COMMERCIAL INVOICE"; the numbering's kind,
    "(a)" in "(iv) Inspection certificate", "1." in "2. Packing list"), or None when the item
    does not follow one."""
    head = line_head(tok, doc_ids, first, 6).rstrip()
    if head and head[-1] in LIST_MARKERS:
        return head[-1]
    m = _NUMBERING.search(head)
    if m is None or (m.group(1) == "(") != (m.group(3) == ")"):
        return None  # "(iv." or "(1" is no numbering
    return m.group(1) + ("1" if m.group(2).isdigit() else "a") + m.group(3)


def _numbering_pattern(marker: str) -> str:
    """The pattern of one numbering of ``marker``'s kind ("(a)" -> "(iv)", "(b)", ...)."""
    number = r"\d{1,2}" if "1" in marker else r"(?i:[a-z]|[ivx]{1,5})"
    return re.escape(marker).replace("1", number).replace("a", number)


def _marker_line(marker: str) -> str:
    """Pattern of a line's start that is ``marker`` and an item: once, not a rule ("-- Goods");
    a numbering is followed by a space ("1.5 MT" is no item)."""
    if len(marker) > 1:
        return rf"[ \t]*{_numbering_pattern(marker)}[ \t]+(?=\S)"
    return rf"[ \t]*{re.escape(marker)}[ \t]*(?=[^\s{re.escape(marker)}])"


def _starts_item(line: str, marker: str) -> bool:
    """Whether ``line`` starts behind ``marker`` (a numbering of its kind)."""
    if len(marker) > 1:
        return re.match(_marker_line(marker), line) is not None
    return line.strip().startswith(marker)


def _char_to_token(tok: Any, doc_ids: Sequence[int], start: int, end: int, offset: int) -> int:
    """The token in ``start..end`` that holds character ``offset`` of ``decode(doc_ids[start:end])``
    (binary search: decoded prefixes only grow)."""
    lo, hi = start, end
    while lo < hi:
        mid = (lo + hi) // 2
        if len(tok.decode(list(doc_ids[start:mid + 1]))) <= offset:
            lo = mid + 1
        else:
            hi = mid
    return lo


#: At most this many byte tokens hold one character (UTF-8 writes a character in up to 4 bytes).
_MAX_BYTE_TOKENS = 4


def char_end_token(tok: Any, doc_ids: Sequence[int], start: int, end: int, offset: int) -> int:
    """The last token in ``start..end`` needed to render character ``offset`` of
    ``decode(doc_ids[start:end])`` whole: ``_char_to_token`` gives the first token of a character
    split over byte tokens ("£" as two), whose text alone ends in "\ufffd"."""
    token = _char_to_token(tok, doc_ids, start, end, offset)
    last = min(end - 1, token + _MAX_BYTE_TOKENS - 1)
    while token < last and tok.decode(list(doc_ids[max(start, token - _MAX_BYTE_TOKENS):token + 1])).endswith("\ufffd"):
        token += 1
    return token


def char_range_tokens(tok: Any, doc_ids: Sequence[int], start: int, end: int,
                      within: tuple[int, int] | None = None) -> tuple[int, int]:
    """The (first, last) tokens that hold characters ``start`` to ``end`` (exclusive) of the text
    ``decode(doc_ids[w0:w1])`` of the tokens ``within`` = (w0, w1) (the whole document by default),
    a character split over byte tokens taken whole at both ends."""
    w0, w1 = within if within is not None else (0, len(doc_ids))
    return _char_to_token(tok, doc_ids, w0, w1, start), char_end_token(tok, doc_ids, w0, w1, end - 1)


def _one_list(between: str, marker: str) -> bool:
    """Whether the text from one found item to the start of the next is one list: every line is
    an item behind ``marker``, a line wrapping the item above (``_wraps``), a page's footer or
    blank. Another line (a heading, a paragraph) means the two items are not neighbours in one list."""
    lines = between.split("\n")
    item = lines[0]
    for k in range(1, len(lines) - 1):  # the last is the head of the next found item's own line
        line = lines[k]
        m = re.match(_marker_line(marker), line)
        if m is not None:
            item = line[m.end():]
        elif line.strip() and not _wraps(lines, k, item, marker) and not _PAGE_LINE.match("\n" + line):
            return False
    return True


def missed_items(tok: Any, doc_ids: Sequence[int], found: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Token spans (first, last) of the items between consecutive ``found`` items (their first
    and last tokens, in document order) that start a line with the found items' marker, where
    nothing but such items lies between them (``_one_list``)."""
    out: list[tuple[int, int]] = []
    for (a_first, _), (b_first, _) in zip(found, found[1:]):
        marker = item_marker(tok, doc_ids, b_first)
        if marker is None or marker != item_marker(tok, doc_ids, a_first) or b_first <= a_first:
            continue
        between = tok.decode(list(doc_ids[a_first:b_first]))
        lines = list(re.finditer(rf"\n{_marker_line(marker)}", between))
        starts = [m.end() for m in lines]
        if not starts or len(starts) > MAX_MISSED_PER_GAP or not _one_list(between, marker):
            continue
        if len(marker) > 1:  # a numbering is several tokens: each item ends at the next one's line
            ends = [lines[k + 1].start() + 1 if k + 1 < len(lines) else between.rfind("\n") + 1
                    for k in range(len(lines))]
        else:
            ends = [starts[k + 1] if k + 1 < len(starts) else len(between) for k in range(len(starts))]
        for start, end in zip(starts, ends):
            page = _PAGE_LINE.search(between, start, end)  # an item ends before the page's furniture
            first = _char_to_token(tok, doc_ids, a_first, b_first, start)
            last = _char_to_token(tok, doc_ids, a_first, b_first, page.start()) if page else \
                _char_to_token(tok, doc_ids, a_first, b_first, end)
            last -= 1
            while last > first and not tok.decode([doc_ids[last]]).strip():
                last -= 1  # the line break (and marker spacing) before the next item
            if tok.decode([doc_ids[last]]).strip() == marker:
                last -= 1
            while last > first and not tok.decode([doc_ids[last]]).strip():
                last -= 1
            if a_first < first <= last < b_first:
                out.append((first, last))
    return out


#: Document tokens read after the last item found, for the items behind it (a few lines).
_TRAILING_WINDOW = 640
#: At most this many items read after the last one found.
MAX_TRAILING = 7


# An item that starts with a label and a colon is another field's row in a list of rows, not a
# required document (a form whose every row is behind "-").
_LABELLED = re.compile(r"[^:\n]{1,40}:\s")


def _continues(line: str, item_line: str, marker: str) -> bool:
    """Whether ``line`` continues an item whose first line is ``item_line``: an item in capitals
    wraps onto a line in capitals without a colon ("F47A: Additional Conditions" is a heading),
    one in mixed case onto a line whose first letter is in lower case ("applicant", "(a)"); a line that starts with
    the list's marker is the next item."""
    body = line.strip()
    if not body or ":" in body or _starts_item(body, marker):
        return False
    if not re.search(r"[a-z]", item_line):
        return bool(re.search(r"[A-Z]", body)) and not re.search(r"[a-z]", body)
    letter = re.search(r"[^\W\d_]", body)
    return bool(letter) and letter.group().islower()  # "(a)" continues, "Regards," does not


#: A line at least this share of the widest line near it (``_NEAR_LINES`` either side: a page's
#: small print may be wider) is full: the text wrapped after it.
_FULL_LINE = 0.75
_NEAR_LINES = 4


def _wraps(lines: Sequence[str], k: int, item_line: str, marker: str) -> bool:
    """Whether ``lines[k]`` continues the item whose first line is ``item_line`` (``_continues``),
    or is a wrapped line of a mixed-case item that starts with a capital ("Ltd., marked freight
    prepaid ...") where the line above is full and the line below starts the next item: a line
    between two items of one list, with no colon and no item behind the marker, after a line the
    text wrapped at, is the item's (a heading between two lists follows an item's short last line,
    "47A Additional Conditions +ALL DOCUMENTS ..." holds the next list's first item, and a form's
    row label followed by a lone "-", its value not given, is no item's). An item in capitals wraps
    onto capitals only (``_continues``)."""
    if _continues(lines[k], item_line, marker):
        return True
    body = lines[k].strip()
    if (k < 1 or k + 1 >= len(lines) or not body or ":" in body or _starts_item(body, marker)
            or not re.search(r"[a-z]", item_line) or _inline_marker(body, marker)
            or not re.match(_marker_line(marker), lines[k + 1]) or _PAGE_LINE.match("\n" + lines[k])):
        return False
    return _after_full_line(lines, k)


def _after_full_line(lines: Sequence[str], k: int) -> bool:
    """Whether the line above ``lines[k]`` is full (``_FULL_LINE`` of the widest line within
    ``_NEAR_LINES`` of line k): the text wrapped there, so line k goes on with it."""
    width = max(len(line.rstrip()) for line in lines[max(0, k - _NEAR_LINES):k + _NEAR_LINES + 1])
    return len(lines[k - 1].rstrip()) >= _FULL_LINE * width


def trailing_items(tok: Any, doc_ids: Sequence[int], found: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Token spans of the items right after the last of ``found`` (behind a marker, the same as the
    item before it when there is one): each following line that starts with that marker, with its
    wrapped lines, up to MAX_TRAILING items and the first line that neither starts with the marker
    nor continues the item before it, or that starts with a label and a colon."""
    if not found:
        return []
    last_first = found[-1][0]
    marker = item_marker(tok, doc_ids, last_first)
    if marker is None or (len(found) > 1 and marker != item_marker(tok, doc_ids, found[-2][0])):
        return []
    end = min(len(doc_ids), last_first + _TRAILING_WINDOW)
    text = tok.decode(list(doc_ids[last_first:end]))
    lines = text.split("\n")
    offsets = line_starts(lines)
    i = 1
    while i < len(lines) - 1 and _wraps(lines, i, lines[0], marker):
        i += 1  # the last found item's own wrapped lines
    out: list[tuple[int, int]] = []
    while i < len(lines) - 1 and len(out) < MAX_TRAILING:  # the window's last line may be cut
        m = re.match(_marker_line(marker), lines[i])
        if m is None or _LABELLED.match(lines[i][m.end():]):
            break  # another part began, or a labelled row ("- Presentation period: 21 days")
        j = i + 1
        while j < len(lines) - 1 and _wraps(lines, j, lines[i][m.end():], marker):
            j += 1
        first, last = char_range_tokens(tok, doc_ids, offsets[i] + m.end(),
                                        offsets[j - 1] + len(lines[j - 1].rstrip()), within=(last_first, end))
        if first <= last:
            out.append((first, last))
        i = j
    return out


# A line that starts with a page's number ("Page 1 of 2         THE CREDIT NUMBER", where the next
# page's first line ran into the footer): ``pipeline.normalise.drop_page_marks`` drops the number.
_BARE_PAGE = re.compile(r"[ \t]*page[ \t]+\d+[ \t]*(?:of|/)[ \t]*\d+", re.I)
#: Document tokens read before the first item found, for the items above it.
_LEADING_WINDOW = 320


def leading_items(tok: Any, doc_ids: Sequence[int], found: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Token spans of the items right above the first of ``found`` (behind its marker): going up,
    each line that starts with that marker is an item, with the lines below it that wrap it (or a
    page's number between them, which the normaliser drops), up to the first line that is neither.
    Where the model missed a list's first item and read another field's text in its place (an AR
    answer), that text is no item (``unmarked_items``) and the item above is read here."""
    if not found:
        return []
    first = found[0][0]
    marker = item_marker(tok, doc_ids, first)
    if marker is None:
        return []
    start = max(0, first - _LEADING_WINDOW)
    text = tok.decode(list(doc_ids[start:first]))
    lines = text.split("\n")
    offsets = line_starts(lines)
    out: list[tuple[int, int]] = []
    below = len(lines) - 1   # the found item's own line (its head: the marker)
    k = below - 1
    while k >= 1 and len(out) < MAX_TRAILING:  # the window's first line may be cut
        m = re.match(_marker_line(marker), lines[k])
        inline = m is None
        if inline:          # the list's first item on its label's line ("DOCUMENTS REQUIRED (1) SIGNED ...")
            m = _inline_item(lines[k], marker)
        if m is None:
            if not lines[k].strip() or not re.search(r"[^\W\d_]", lines[k]):
                break
            k -= 1          # a wrapped line or a footer: its item's marker line is further up
            continue
        body = lines[k][m.end():]
        if _LABELLED.match(body) or not all(_continues(x, body, marker) or _PAGE_LINE.match("\n" + x)
                                            for x in lines[k + 1:below]):
            break
        last_line = k
        for j in range(k + 1, below):
            if _PAGE_LINE.match("\n" + lines[j]) and not _BARE_PAGE.match(lines[j]):
                break  # a footer with more words: the item ends before it
            last_line = j  # a wrapped line, or one behind "Page 1 of 2", which the normaliser drops
        end = offsets[last_line] + len(lines[last_line].rstrip())
        a, b = char_range_tokens(tok, doc_ids, offsets[k] + m.end(), end, within=(start, first))
        if a > b:
            break
        out.append((a, b))
        if inline:
            break           # above a label's line is another part of the document
        below, k = k, k - 1
    return out[::-1]


def _inline_item(line: str, marker: str) -> re.Match[str] | None:
    """The match that ends where an item behind ``marker`` starts inside ``line``, after a label
    ("BRIT / DOCUMENTS REQUIRED (1) SIGNED ...", "46A Documents Required +SIGNED ..."), else None."""
    pattern = _numbering_pattern(marker) if len(marker) > 1 else re.escape(marker)
    return re.search(rf"(?<=\S)[ \t]+{pattern}[ \t]*(?=[^\W\d_])", line)


#: Document tokens read after an item's last token, for the rest of its line and its wrapped lines.
_WHOLE_WINDOW = 160


def _inline_marker(text: str, marker: str) -> bool:
    """Whether ``text`` holds another item behind ``marker`` on the same line ("INVOICE + PACKING LIST")."""
    if len(marker) > 1:
        return re.search(rf"(?:^|\s){_numbering_pattern(marker)}\s+[^\W\d_]", text) is not None
    return re.search(rf"(?:^|\s){re.escape(marker)}\s*[^\W\d_]", text) is not None


def whole_items(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[int, int]]:
    """Item slots of ``document_type``'s marker lists whose span ends before its item does -> the
    span to the item's end: the rest of its line (unless that holds another item behind the
    marker), then the lines that wrap it (``_wraps``), never into a page's footer or another
    slot's span.

    Convention: list markers (an item runs from its marker to the next marker or the list's end, over its
    wrapped lines).
    """
    items = [p for p in slot_paths(document_type) if p.startswith(GAP_FILLED_LISTS) and texts.get(p) and p in spans]
    starts = sorted(first for first, _ in spans.values())
    out: dict[str, tuple[int, int]] = {}
    for path in items:
        first, last = spans[path]
        marker = item_marker(tok, doc_ids, first)
        if marker is None or last + 1 >= len(doc_ids):
            continue
        bound = min([s for s in starts if s > last] + [len(doc_ids), last + 1 + _WHOLE_WINDOW])
        text = tok.decode(list(doc_ids[first:bound]))
        said = len(tok.decode(list(doc_ids[first:last + 1])).rstrip())  # the span's words end here
        line_end = text.find("\n", said)
        if line_end < 0:
            continue  # the window ends inside the item's line: the line's end is not known
        rest = text[said:line_end]
        if _inline_marker(rest, marker):
            continue
        end = said + len(rest.rstrip())
        item_line = text[:line_end].rsplit("\n", 1)[-1]
        lines = [item_line] + text[line_end + 1:].split("\n")
        offset = line_end + 1
        for k in range(1, len(lines) - 1):  # the window's last line may be cut
            line = lines[k]
            if _PAGE_LINE.match("\n" + line) or not _wraps(lines, k, item_line, marker):
                break
            end = offset + len(line.rstrip())
            offset += len(line) + 1
        if end <= said or not (re.search(r"[^\W_]", text[said:end]) or text[said:end].strip() == "."):
            continue  # nothing after the span but spaces or other punctuation
        new_last = char_end_token(tok, doc_ids, first, bound, end - 1)
        if new_last > last:
            out[path] = (first, new_last)
    return out


#: Confidence of an item read from a list in prose (``prose_items``). The corpus writes no list in
#: prose, so the rule has no measured precision there: below the accept thresholds,
#: a record it changed is reviewed.
PROSE_ITEM_CONFIDENCE = 0.8
#: Document tokens read from a prose list's first item, for the whole paragraph.
_PROSE_WINDOW = 700
# A sentence's end at a line's end ("... by the manufacturer." then "Please advise ..."), not an
# abbreviation's stop ("Bank Ltd.").
_PARAGRAPH_END = re.compile(r"[^\W\d_]{4,}\.$|[\d)]\.$")


def _paragraph(lines: Sequence[str]) -> int:
    """How many of ``lines`` (the first is the paragraph's) one paragraph of prose holds: a line
    goes on into the next when it ends with ";" or ",", when the next starts with a lower-case
    letter, or when the next holds a ";" (and no colon: no other field's row) after a full line;
    a line that ends a sentence ends the paragraph."""
    n = 1
    while n < len(lines) - 1:  # the window's last line may be cut
        above, line = lines[n - 1].rstrip(), lines[n].strip()
        letter = re.search(r"[^\W\d_]", line)
        if not line or _PARAGRAPH_END.search(above) or _PAGE_LINE.match("\n" + lines[n]):
            break
        if not (above.endswith((";", ",")) or (letter and letter.group().islower())
                or (";" in line and ":" not in line and _after_full_line(lines, n))):
            break
        n += 1
    return n


def prose_items(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                tok: Any, doc_ids: Sequence[int]) -> dict[str, tuple[int, int] | None]:
    """Item slots of ``document_type``'s lists -> their spans where the model's items lie in one
    paragraph of prose that lists them behind a label's colon, separated by ";" ("Documents
    required: Signed commercial invoice ...; Full set of ... bills of lading ...; Certificate of
    analysis ..."): one item per part, in order, when the first item found starts the paragraph's
    list, no marker stands before it, the parts are at least two, each a phrase of two words or
    more, and there are slots enough for them. Only the slots whose span changes are returned, and
    (None: emptied) items after the last part; a list whose slots were not all decoded (a re-decode
    of some fields) is left alone.

    Convention: an enumeration in running text separates its items with semicolons (the punctuation of an in-
    line list).
    """
    items = [p for p in slot_paths(document_type) if p.startswith(GAP_FILLED_LISTS)]
    if not items or any(p not in texts for p in items):
        return {}
    found = sorted(spans[p] for p in items if texts[p] and p in spans)
    if not found or item_marker(tok, doc_ids, found[0][0]) is not None:
        return {}
    first = found[0][0]
    head = line_head(tok, doc_ids, first, 12)
    if not head.rstrip().endswith(":"):
        return {}  # the list follows its label's colon ("Documents required: ...")
    end = min(len(doc_ids), first + _PROSE_WINDOW)
    text = tok.decode(list(doc_ids[first:end]))
    lines = text.split("\n")
    paragraph = "\n".join(lines[:_paragraph(lines)])
    parts, offset = [], 0
    for part in paragraph.split(";"):
        body = part.strip()
        start = offset + len(part) - len(part.lstrip())
        parts.append((start, start + len(body.rstrip("."))))
        offset += len(part) + 1
    phrases = [paragraph[a:b] for a, b in parts]
    if (len(parts) < 2 or len(parts) > len(items)
            or any(len(x.split()) < 2 or not re.match(r"[^\W\d_]", x) for x in phrases)):
        return {}
    spans_of = [char_range_tokens(tok, doc_ids, a, b, within=(first, end)) for a, b in parts]
    if found[-1][0] > spans_of[-1][1]:
        return {}  # the model read an item past the paragraph: not this list alone
    out: dict[str, tuple[int, int] | None] = {path: span for path, span in zip(items, spans_of)
                                              if spans.get(path) != span or not texts[path]}
    out.update({path: None for path in items[len(parts):] if texts[path]})  # one part read twice
    return out


def repeated_items(document_type: str, spans: Mapping[str, tuple[int, int]], tok: Any = None,
                   doc_ids: Sequence[int] = ()) -> list[str]:
    """Item slots of ``document_type``'s marker lists that repeat an earlier item slot: the very
    same span (the AR model's, now and then, on `train`; the diffusion model's sampler keeps items
    distinct), or (with ``tok`` and ``doc_ids``) a span starting where the earlier one does that
    ends no later, or runs on past the line the earlier one ends (":47A:+THIRD PARTY DOCUMENTS
    ...", the MT700's next field, after "... NOTIFY APPLICANT"). A later copy that only adds the
    rest of the earlier one's line (its full stop) is left to the rules that read items whole.

    Convention: list markers (a marker list writes each item once, on its own marker line: two items pointing at
    the same words are one item).
    """
    seen: dict[int, list[int]] = {}  # an item's first token -> the last tokens of the items read from it
    out = []
    for path in slot_paths(document_type):
        if not path.startswith(GAP_FILLED_LISTS) or path not in spans:
            continue
        first, last = spans[path]
        earlier = seen.get(first, [])
        if last in earlier or (tok is not None and any(
                last <= end or ends_its_line(tok, doc_ids, end) for end in earlier)):
            out.append(path)
        seen.setdefault(first, []).append(last)
    return out


def unmarked_items(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                   tok: Any, doc_ids: Sequence[int]) -> list[str]:
    """Item slots of ``document_type``'s marker lists whose answer stands on a line that does not
    start with the marker most items of the list follow: not an item ("GOODS", the end of an
    item's wrapped line; "Message Trailer"; an amount of the goods; a section heading "3. Value and
    validity" behind another numbering), and it moves every item after it one place off (both
    models, on the independent generators). At least two items must share the marker,
    more than share any other; an item whose own line starts with it, where the model started a
    word late, is left alone.

    Convention: list markers (an item of a marker list starts at the marker its list uses).
    """
    items = [p for p in slot_paths(document_type) if p.startswith(GAP_FILLED_LISTS) and texts.get(p) and p in spans]
    markers = {p: item_marker(tok, doc_ids, spans[p][0]) for p in items}
    counts = Counter(m for m in markers.values() if m is not None).most_common(2)
    if not counts or counts[0][1] < 2 or (len(counts) > 1 and counts[1][1] == counts[0][1]):
        return []
    marker = counts[0][0]  # the list's: most of its items follow it
    out = []
    for path in items:
        if markers[path] == marker:
            continue
        first = spans[path][0]
        line = line_head(tok, doc_ids, first, _LINE_HEAD)
        if not _starts_item(line, marker):
            out.append(path)
    return out


# Document tokens read before an answer for the head of its line.
_LINE_HEAD = 40


def missed_into_empty(document_type: str, texts: Mapping[str, str | None], spans: Mapping[str, tuple[int, int]],
                      tok: Any, doc_ids: Sequence[int], *, trailing: bool = True) -> dict[str, tuple[int, int]]:
    """Empty item slots of ``document_type``'s marker lists -> the span of the missed item to put
    there (``leading_items``, ``missed_items``, then ``trailing_items`` unless ``trailing`` is False). ``texts``:
    every decoded slot's text (None: empty); ``spans``: the (first, last) document tokens of the
    slots that point at some. A list whose slots were not all decoded (a re-decode of some
    fields) is left alone.

    Convention: list markers (every marker line between two items of a list is an item of it).
    """
    items = [p for p in slot_paths(document_type) if p.startswith(GAP_FILLED_LISTS)]
    if not items or any(p not in texts for p in items):
        return {}
    found = sorted(spans[p] for p in items if texts[p] and p in spans)
    empty = [p for p in items if not texts[p]]
    missed = (leading_items(tok, doc_ids, found) + missed_items(tok, doc_ids, found)
              + (trailing_items(tok, doc_ids, found) if trailing else []))
    return dict(zip(empty, missed))


#: Per document type: (list, its items' name leaf, the field whose words no item may point at).
_NOT_REPEATED = {"loan_application": ("co_borrowers", "full_name", "borrower.full_name")}


def first_line_span(tok: Any, doc_ids: Sequence[int], first: int, last: int) -> tuple[int, int]:
    """The part of span (first, last) on its first line: a name read from one span ends at its
    line's end (``models.reading.slot_text.one_name``), so the words after are not the name's."""
    text = tok.decode(list(doc_ids[first:last + 1]))
    cut = text.find("\n", len(text) - len(text.lstrip()))
    if cut < 0:
        return first, last
    token = _char_to_token(tok, doc_ids, first, last + 1, cut)  # the token holding the line break
    if tok.decode([doc_ids[token]]).split("\n", 1)[0].strip():
        return first, token  # the break is glued to the line's last word
    return first, max(first, token - 1)


def repeated_people(document_type: str, spans: Mapping[str, tuple[int, int]], tok: Any = None,
                    doc_ids: Sequence[int] | None = None) -> list[str]:
    """The list items ("co_borrowers[0]") whose name points at words that another field's name
    also points at (``spans``: (first, last) document tokens per slot path). With ``tok`` and
    ``doc_ids``, the other name's words are those of its first line (``first_line_span``).

    Convention: none documented (a co-borrower is another person than the borrower); kept for the AR decoder on
    its measured gain (docs/MODELS.md, "The reading rules").
    """
    rule = _NOT_REPEATED.get(document_type)
    if rule is None or rule[2] not in spans:
        return []
    list_name, leaf, other = rule
    o_first, o_last = spans[other]
    if tok is not None and doc_ids is not None:
        o_first, o_last = first_line_span(tok, doc_ids, o_first, o_last)
    out = []
    for path in slot_paths(document_type):
        if path.startswith(list_name + "[") and path.endswith("." + leaf) and path in spans:
            first, last = spans[path]
            if first <= o_last and o_first <= last:
                out.append(path[:path.index("]") + 1])
    return out
