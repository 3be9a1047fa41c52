"""Whether two runs of ``dualpath batch`` over the same documents produced the same envelopes.

    python tools/compare_envelopes.py BEFORE_DIR AFTER_DIR

Compares every ``<stem>.json`` envelope of BEFORE_DIR with its namesake in AFTER_DIR on what a
caller reads: ``document_id``, ``document_type``, ``schema``, ``status``, ``data``, ``fields`` (value,
confidence, decoder, source), ``route`` (path, fallback fields, reason), ``validation`` and ``models``.
Only ``timings_ms`` is ignored (it is the clock's, not the code's). Prints each difference, then a
summary line; exits 1 if any envelope differs or is missing on either side, else 0.

Used to show that a change meant to move code (not behaviour) left every answer as it was: run the
old and the new commit over one corpus split and compare.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

IGNORED_KEYS = frozenset({"timings_ms"})


def _envelopes(directory: Path) -> dict[str, dict[str, Any]]:
    return {path.stem: json.loads(path.read_text()) for path in sorted(directory.glob("*.json"))
            if path.name != "report.json"}


def _differences(before: Any, after: Any, where: str) -> list[str]:
    """Every place where ``after`` differs from ``before``, as 'path: before -> after' lines."""
    if isinstance(before, dict) and isinstance(after, dict):
        out = []
        for key in sorted(set(before) | set(after)):
            if key in IGNORED_KEYS and not where:
                continue
            if key not in before or key not in after:
                out.append(f"{where}.{key}: {before.get(key, '<missing>')!r} -> {after.get(key, '<missing>')!r}")
            else:
                out += _differences(before[key], after[key], f"{where}.{key}")
        return out
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        return [line for i, (b, a) in enumerate(zip(before, after)) for line in _differences(b, a, f"{where}[{i}]")]
    return [] if before == after else [f"{where}: {before!r} -> {after!r}"]


def compare(before_dir: Path, after_dir: Path) -> list[str]:
    """The differences between the envelopes of two output folders; [] when they are the same."""
    before, after = _envelopes(before_dir), _envelopes(after_dir)
    if not before:
        return [f"{before_dir} holds no envelopes"]
    out = [f"{stem}: only in {before_dir}" for stem in sorted(set(before) - set(after))]
    out += [f"{stem}: only in {after_dir}" for stem in sorted(set(after) - set(before))]
    for stem in sorted(set(before) & set(after)):
        out += [f"{stem}{line}" for line in _differences(before[stem], after[stem], "")]
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    before_dir, after_dir = map(Path, argv)
    differences = compare(before_dir, after_dir)
    for line in differences:
        print(line)
    count = len(_envelopes(before_dir))
    print(f"{count} envelopes compared: " + ("identical" if not differences else f"{len(differences)} differences"))
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
