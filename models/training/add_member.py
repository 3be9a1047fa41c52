"""``dualpath add-member``: one diffusion checkpoint decodes another draw of its recipe beside its own
weights (``models.diffusion.ensemble``)."""
from __future__ import annotations

import sys

from models.diffusion.checkpoint import add_member

__all__ = ["add_arguments", "run"]


def add_arguments(p) -> None:
    p.add_argument("--out", required=True, help="the diffusion checkpoint directory to extend")
    p.add_argument("other", help="a checkpoint of the same recipe (same tokenizer and config), another seed")


def run(args) -> int:
    try:
        name = add_member(args.out, args.other)
    except (ValueError, FileNotFoundError) as error:
        print(f"dualpath add-member: {error}", file=sys.stderr)
        return 2
    print(f"{args.out}: decodes {name} beside its own weights; re-fit its calibration with "
          f"`dualpath train --model diffusion --evaluate-only --out {args.out}`, then "
          f"`dualpath calibrate-route`", file=sys.stderr)
    return 0
