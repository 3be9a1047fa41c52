"""A document's structure, computed once per document from its pages' text and geometry.

``build_structure(pages, geometry) -> DocumentStructure``: lines, tables, label -> value pairs, list
items, SWIFT MT700 fields, MRZ zones, the letterhead and page headers/footers, each with character
spans into the page text; ``token_layout(structure, page, char_start)`` gives the layout ids a model
embeds per token. One module a part; docs/STRUCTURE.md says what each finds and its limits.
Generic: no part knows one layout's wording; each heuristic names the convention it relies on.
"""
from __future__ import annotations

from typing import Sequence

from pipeline.geometry import PageGeometry
from pipeline.structure.layout import ROLES, VOCAB, TokenLayout, char_roles, token_layout
from pipeline.structure.lines import page_lines
from pipeline.structure.lists import MARKER, find_items
from pipeline.structure.margins import find_letterhead, find_margins
from pipeline.structure.model import (Cell, DocumentStructure, Line, ListItem, MrzZone, Pair, Segment, SwiftField,
                                      Table)
from pipeline.structure.mrz_zones import find_mrz
from pipeline.structure.pairs import find_pairs
from pipeline.structure.swift import find_swift
from pipeline.structure.tables import find_tables

__all__ = ["ROLES", "VOCAB", "Cell", "DocumentStructure", "Line", "ListItem", "MrzZone", "Pair", "Segment", "SwiftField",
           "Table", "TokenLayout", "build_structure", "char_roles", "token_layout"]


def build_structure(pages: Sequence[str], geometry: Sequence[PageGeometry | None] | None = None) -> DocumentStructure:
    geometry = list(geometry or [])
    geometry += [None] * (len(pages) - len(geometry))
    # geometry that does not fit its page's text is ignored (never a wrong position)
    geometry = [g if g is not None and len(g) == len(t) else None for t, g in zip(pages, geometry)]
    lines: list[Line] = []
    first_line: list[int] = []
    for page, (text, g) in enumerate(zip(pages, geometry)):
        first_line.append(len(lines))
        lines += page_lines(page, text, g)
    structure = DocumentStructure(list(pages), lines, first_line=first_line, geometry=geometry,
                                  sizes=[(g.width, g.height) if g is not None else None for g in geometry])
    structure.line_starts = [[l.start for l in lines[first_line[p]:(first_line[p + 1] if p + 1 < len(pages)
                                                                     else len(lines))]] for p in range(len(pages))]
    # each line belongs to one structure of these kinds: what a SWIFT tag or an MRZ owns, pairs and
    # lists leave alone
    structure.swift, swift_lines = find_swift(lines, pages)
    structure.mrz, mrz_lines = find_mrz(lines, pages)
    owned = swift_lines | mrz_lines
    # a run of list items (marker | text) is a list, not a table
    structure.tables = [t for t in find_tables(lines, pages, structure.sizes, first_line)
                        if not owned.intersection(t.lines)
                        and not all(MARKER.match(pages[t.page][lines[i].start:lines[i].end]) for i in t.lines)]
    structure.pairs = find_pairs(lines, pages, structure.tables, owned)
    structure.items = find_items(lines, pages, geometry, owned)
    starts = [structure.line_at(p.label[0], p.label[1]) for p in structure.pairs]
    firsts = [lines.index(l) for l in starts if l is not None and l.page == 0]
    firsts += [t.lines[0] for t in structure.tables if t.page == 0]
    firsts += [it.lines[0] for it in structure.items if it.marker[0] == 0]
    firsts += [i for i in owned if lines[i].page == 0]
    # a heading that ends with a colon opens a section ("Documents required:")
    firsts += [i for i in range(first_line[1] if len(pages) > 1 else len(lines))
               if pages[0][lines[i].start:lines[i].end].endswith(":")]
    structure.letterhead = find_letterhead(lines, min(firsts) if firsts else None)
    structure.margins = find_margins(lines, pages, structure.sizes, {i for t in structure.tables for i in t.lines})
    return structure
