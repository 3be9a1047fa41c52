"""How a benchmark leaves its result: one JSON file with the command that reproduces it, and the
summary as the last line printed."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Sequence


def write_report(name: str, argv: Sequence[str] | None, out: Path, summary: dict[str, Any], **extra: Any) -> None:
    """Write ``{"benchmark", "command", "summary", **extra}`` to ``out`` and print the summary."""
    args = list(argv) if argv is not None else sys.argv[1:]
    report = {"benchmark": name, "command": f"python benchmarks/{name}.py " + " ".join(args), "summary": summary,
              **extra}
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(summary))
