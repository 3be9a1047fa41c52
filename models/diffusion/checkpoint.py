"""A diffusion checkpoint directory, loadable without network:

    config.json         DiffusionConfig (shape, special token ids)
    model.safetensors   weights (fp32)
    tokenizer.json      the BPE tokenizer (models.tokenizer)
    dualpath.json       special token ids, slot block lengths per type, sampler settings,
                        confidence calibration and thresholds, training provenance
    member-N.safetensors  (an ensemble only) the weights of further draws of the same recipe,
                        listed in dualpath.json's "members"; decoded together with the first
                        (``models.diffusion.ensemble``)
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from safetensors.torch import load_file, save_file

from models.checkpoint_files import model_version
from models.diffusion.config import DiffusionConfig
from models.diffusion.ensemble import DiffusionEnsemble
from models.diffusion.model import DiffusionModel
from models.tokenizer import DualpathTokenizer

FORMAT = "dualpath-diffusion"
FILES = ("config.json", "model.safetensors", "tokenizer.json", "dualpath.json")


@dataclass
class Checkpoint:
    model: DiffusionModel | DiffusionEnsemble
    tokenizer: DualpathTokenizer
    meta: dict[str, Any]
    path: Path

    @property
    def version(self) -> str:
        """``<directory name>@<sha256 prefix of model.safetensors>``, as the envelope's ``models`` says."""
        return model_version(self.path)


def save_checkpoint(directory: str | Path, model: DiffusionModel, tokenizer: DualpathTokenizer,
                    meta: dict[str, Any]) -> Path:
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    model.config.save(directory / "config.json")
    state = {k: v.detach().to("cpu", torch.float32).contiguous() for k, v in model.state_dict().items()}
    save_file(state, str(directory / "model.safetensors"), metadata={"format": "pt"})
    tokenizer.save(directory)
    meta = {"format": FORMAT, **meta, "special_tokens": tokenizer.special_token_ids()}
    (directory / "dualpath.json").write_text(json.dumps(meta, indent=1) + "\n")
    return directory


def is_checkpoint(directory: str | Path) -> bool:
    return all((Path(directory) / f).is_file() for f in FILES)


def load_checkpoint(directory: str | Path, *, device: str = "cpu") -> Checkpoint:
    directory = Path(directory)
    missing = [f for f in FILES if not (directory / f).is_file()]
    if missing:
        raise FileNotFoundError(f"{directory} is not a diffusion checkpoint (missing {', '.join(missing)})")
    meta = json.loads((directory / "dualpath.json").read_text())
    assert meta.get("format") == FORMAT, f"{directory}/dualpath.json: format {meta.get('format')!r} != {FORMAT!r}"
    config = DiffusionConfig.load(directory / "config.json")
    tokenizer = DualpathTokenizer.load(directory)
    specials = tokenizer.special_token_ids()
    assert specials == meta["special_tokens"], f"{directory}: tokenizer.json does not match dualpath.json's special ids"
    weights = ["model.safetensors", *meta.get("members", [])]
    missing = [w for w in weights if not (directory / w).is_file()]
    if missing:
        raise FileNotFoundError(f"{directory}: dualpath.json lists ensemble members that are not there: "
                                f"{', '.join(missing)}")
    members = []
    for name in weights:
        member = DiffusionModel(config)
        member.load_state_dict(load_file(str(directory / name)))
        members.append(member)
    model = members[0] if len(members) == 1 else DiffusionEnsemble(members)
    return Checkpoint(model.to(device).eval(), tokenizer, meta, directory)


def add_member(directory: str | Path, other: str | Path) -> str:
    """Make the checkpoint at ``directory`` an ensemble that also decodes ``other``'s weights (a draw
    of the same recipe with another seed); returns the new member's file name. The two must share
    their tokenizer byte for byte and their config: pointers name document token positions, so a draw
    with another tokenizer cannot be averaged in. The calibration and thresholds in dualpath.json
    were fitted to the old model: re-fit them (``dualpath train --evaluate-only``, then
    ``dualpath calibrate-route``)."""
    directory, other = Path(directory), Path(other)
    if (directory / "tokenizer.json").read_bytes() != (other / "tokenizer.json").read_bytes():
        raise ValueError(f"{other}/tokenizer.json differs from {directory}/tokenizer.json: "
                         "not a draw of the same recipe")
    # compared as loaded: a config written before a field existed reads as that field's default
    if DiffusionConfig.load(directory / "config.json").to_dict() != DiffusionConfig.load(other / "config.json").to_dict():
        raise ValueError(f"{other}/config.json differs from {directory}/config.json: not a draw of the same recipe")
    meta = json.loads((directory / "dualpath.json").read_text())
    members = list(meta.get("members", []))
    name = f"member-{len(members) + 1}.safetensors"
    (directory / name).write_bytes((other / "model.safetensors").read_bytes())
    meta["members"] = members + [name]
    other_meta = json.loads((other / "dualpath.json").read_text())
    meta.setdefault("member_provenance", {})[name] = other_meta.get("training", {})
    (directory / "dualpath.json").write_text(json.dumps(meta, indent=1) + "\n")
    return name
