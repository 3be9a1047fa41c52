"""Machine-readable zones (ICAO 9303): TD1 (3 x 30), TD2 (2 x 36), TD3 (2 x 44), with their check digits."""
from __future__ import annotations

import re
from typing import Sequence

from pipeline.mrz import td1_checks, td2_checks, td3_checks
from pipeline.structure.model import Line, MrzZone

_SHAPES = (("TD3", 44, 2), ("TD2", 36, 2), ("TD1", 30, 3))


def find_mrz(lines: Sequence[Line], pages: Sequence[str]) -> tuple[list[MrzZone], set[int]]:
    """Zones of consecutive lines of exactly the shape's length in ``A-Z 0-9 <`` (a line's spaces
    ignored: an extraction may space the monospaced characters), the first line with a ``<``."""
    out: list[MrzZone] = []
    owned: set[int] = set()
    compact = [re.sub(r"\s+", "", pages[l.page][l.start:l.end]) for l in lines]
    ok = [bool(re.fullmatch(r"[A-Z0-9<]+", c)) and "<" in c for c in compact]
    i = 0
    while i < len(lines):
        for kind, width, count in _SHAPES:
            group = list(range(i, i + count))
            if group[-1] < len(lines) and all(ok[j] and len(compact[j]) == width and lines[j].page == lines[i].page
                                              for j in group):
                rows = [compact[j] for j in group]
                checks = (td3_checks(rows[1]) if kind == "TD3" else td2_checks(rows[1]) if kind == "TD2"
                          else td1_checks(rows[0], rows[1]))
                spans = [(lines[j].page, lines[j].start, lines[j].end) for j in group]
                out.append(MrzZone(kind, spans, checks, all(checks.values())))
                owned.update(group)
                i += count - 1
                break
        i += 1
    return out, owned
