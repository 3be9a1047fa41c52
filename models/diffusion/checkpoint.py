"""A diffusion checkpoint directory, loadable without network:

    config.json         DiffusionConfig (shape, special token ids)
    model.safetensors   weights (fp32)
    tokenizer.json      the BPE tokenizer (models.tokenizer)
    dualpath.json       special token ids, slot block lengths per type, sampler settings,
                        confidence calibration and thresholds, training provenance
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from safetensors.torch import load_file, save_file

from models.diffusion.config import DiffusionConfig
from models.diffusion.model import DiffusionModel
from models.tokenizer import DualpathTokenizer

FORMAT = "dualpath-diffusion"
FILES = ("config.json", "model.safetensors", "tokenizer.json", "dualpath.json")


@dataclass
class Checkpoint:
    model: DiffusionModel
    tokenizer: DualpathTokenizer
    meta: dict[str, Any]
    path: Path

    @property
    def version(self) -> str:
        """``<directory name>@<sha256 prefix of model.safetensors>``, as the envelope's ``models`` says."""
        from models.loading import model_version

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
    model = DiffusionModel(config)
    model.load_state_dict(load_file(str(directory / "model.safetensors")))
    return Checkpoint(model.to(device).eval(), tokenizer, meta, directory)
