"""SWIFT field tags whose colons OCR lost, restored where the page prints a message's raw text.

A SWIFT MT message's raw text starts each field at a line's start with its tag between colons
(``:44E:MERSIN``; ISO 15022 / SWIFT FIN field notation). Tesseract reads those small colons
unevenly: dropped (``44E MERSIN``), read as a ``1`` (``144E:FELIXSTOWE``) or set apart by spaces
(``:44F : CHENNAI``). A tag that lost its colons reads as an address's house number or a line of
the value above, so a model no longer sees where the field starts.

Where at least ``MIN_TAGS`` rows of a page start with a whole tag (the page prints a message's
raw text), a row that starts with an MT700 field tag the page has not already printed (each
field appears once in a message), with a trace of its colons (a colon or its look-alike before
or after it), or a letter option after the tag (``43P NOT ALLOWED``: no house number is written
so), gets the tag as the message prints it, glued to its value. A row with no trace of colons
and a tag of digits alone ("50 WALL STREET") is left alone: it may be the address it looks like.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from pipeline.ocr.layout import Row
from pipeline.swift import MIN_TAGS, MT700_TAGS, TAG

__all__ = ["restore_swift_tags"]

_WHOLE = re.compile(rf"^:({TAG}):")
#: A tag at a row's start as OCR may leave it: a colon before it, read as itself, a ``;``, or a
#: ``1``/``l``/``I``/``|`` (or lost); then the tag; then its closing colon (or ``;``), spaces
#: around either. ``value`` is where the field's value begins.
_GARBLED = re.compile(rf"^(?P<lead>[:;1lI|]?) ?(?P<tag>{TAG})(?P<close> ?[:;])? ?(?P<value>\S)")


def _restored(row: Row, seen: set[str]) -> Row | None:
    """``row`` with its garbled tag restored, or None where it holds none (module docstring)."""
    joined = " ".join(w.text for w in row.words)
    match = None if _WHOLE.match(joined) else _GARBLED.match(joined)
    if match is None:
        return None
    tag = match["tag"]
    colons = match["lead"] in (":", ";") or match["close"] is not None
    if tag not in MT700_TAGS or tag in seen or not (colons or tag[-1].isalpha()):
        return None
    value_at = match.start("value")
    # the words up to the one the value starts in become one word: the tag glued to its value
    at, index = 0, 0
    for index, word in enumerate(row.words):
        if at + len(word.text) > value_at:
            break
        at += len(word.text) + 1
    head = row.words[: index + 1]
    merged = replace(head[0], text=f":{tag}:{head[-1].text[value_at - at:]}", right=max(w.right for w in head),
                     top=min(w.top for w in head), bottom=max(w.bottom for w in head),
                     confidence=min(w.confidence for w in head))
    return Row([merged, *row.words[index + 1:]])


def restore_swift_tags(rows: Sequence[Row]) -> list[Row]:
    """``rows`` with the SWIFT field tags OCR garbled restored where the page prints a message's raw
    text (module docstring); rows are replaced, never changed in place."""
    seen = {m.group(1) for row in rows if row.words and (m := _WHOLE.match(row.words[0].text))}
    if len(seen) < MIN_TAGS:
        return list(rows)
    out = []
    for row in rows:
        restored = _restored(row, seen) if row.words else None
        if restored is not None:
            seen.add(restored.words[0].text.split(":")[1])
        out.append(restored or row)
    return out
