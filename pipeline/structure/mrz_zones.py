"""Machine-readable zones (ICAO 9303): TD1 (3 x 30), TD2 (2 x 36), TD3 (2 x 44), with their check digits."""
from __future__ import annotations

import re
from typing import Sequence

from pipeline.mrz import check_digit, field_checks, td3_checks
from pipeline.structure.model import Line, MrzZone

_SHAPES = (("TD3", 44, 2), ("TD2", 36, 2), ("TD1", 30, 3))


def _td2_checks(line2: str) -> dict[str, bool]:
    # line 2 as TD3's up to the optional data (7 characters), composite at 35
    return {"number": field_checks(line2[0:9], line2[9]),
            "date_of_birth": field_checks(line2[13:19], line2[19]),
            "expiry_date": field_checks(line2[21:27], line2[27]),
            "composite": check_digit(line2[0:10] + line2[13:20] + line2[21:35]) == line2[35]}


def _td1_checks(line1: str, line2: str) -> dict[str, bool]:
    return {"number": field_checks(line1[5:14], line1[14]),
            "date_of_birth": field_checks(line2[0:6], line2[6]),
            "expiry_date": field_checks(line2[8:14], line2[14]),
            "composite": check_digit(line1[5:30] + line2[0:7] + line2[8:15] + line2[18:29]) == line2[29]}


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
                checks = (td3_checks(rows[1]) if kind == "TD3" else _td2_checks(rows[1]) if kind == "TD2"
                          else _td1_checks(rows[0], rows[1]))
                spans = [(lines[j].page, lines[j].start, lines[j].end) for j in group]
                out.append(MrzZone(kind, spans, checks, all(checks.values())))
                owned.update(group)
                i += count - 1
                break
        i += 1
    return out, owned
