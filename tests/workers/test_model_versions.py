"""Stored extractions are keyed by the document and the extraction version (pipeline version and
the route's model versions): the same models find the first result again, new weights extract
afresh, and the shipped checkpoints' versions are known without loading them. And the models'
device setting is checked before anything loads."""
from __future__ import annotations

import pytest

from pipeline import store
from pipeline.extract import PIPELINE_VERSION, extraction_version, get_decoder
from pipeline.settings import get_settings


@pytest.fixture
def fake_store(tmp_path, monkeypatch, lc_docs):
    monkeypatch.setenv("DUALPATH_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("DUALPATH_BROKER_URL", raising=False)
    monkeypatch.delenv("DUALPATH_DATABASE_URL", raising=False)
    monkeypatch.delenv("DUALPATH_FAKE_MODEL_VERSION", raising=False)
    get_settings.cache_clear()
    get_decoder.cache_clear()
    yield
    get_settings.cache_clear()
    get_decoder.cache_clear()


def test_new_weights_extract_a_stored_document_afresh(fake_store, lc_docs, monkeypatch):
    from workers.service import extract_stored_document

    with store.session_scope(store.init_store()) as s:
        doc_id = store.store_document(s, lc_docs[0].read_bytes(), filename=lc_docs[0].name,
                                      actor=store.SYSTEM_ACTOR).id
    first = extract_stored_document(doc_id, route="batch", requested_by="test")
    again = extract_stored_document(doc_id, route="batch", requested_by="test")
    assert first.created and not again.created and again.extraction_id == first.extraction_id

    monkeypatch.setenv("DUALPATH_FAKE_MODEL_VERSION", "fake@1")
    get_decoder.cache_clear()
    retrained = extract_stored_document(doc_id, route="batch", requested_by="test")
    assert retrained.created and retrained.extraction_id != first.extraction_id
    with store.session_scope(store.init_store()) as s:
        rows = s.query(store.Extraction).order_by(store.Extraction.id).all()
        versions = [row.pipeline_version for row in rows]
    assert len(rows) == 2 and len(set(versions)) == 2
    assert all(v.startswith(PIPELINE_VERSION + "+models.") for v in versions)
    assert versions[1] == extraction_version("batch")


def test_the_shipped_checkpoints_versions_match_their_loaded_decoders(monkeypatch):
    from models.loading import load_decoder, route_models

    monkeypatch.delenv("DUALPATH_DECODER_FACTORY", raising=False)
    monkeypatch.delenv("DUALPATH_CHECKPOINT_DIR", raising=False)
    decoder = load_decoder("realtime")
    assert route_models("realtime") == decoder.models
    assert set(decoder.models) == {"diffusion", "autoregressive"}
    # the batch route's second opinion is the diffusion model's: its version is the batch route's too
    batch = load_decoder("batch")
    try:
        assert route_models("batch") == batch.models == decoder.models
    finally:
        batch.close()


def test_a_gpu_setting_without_a_gpu_is_refused_with_the_fix(monkeypatch):
    import torch

    from models.loading import model_device

    monkeypatch.setenv("DUALPATH_DEVICE", "cpu")
    get_settings.cache_clear()
    assert model_device() == "cpu"
    monkeypatch.setenv("DUALPATH_DEVICE", "cuda:7")
    get_settings.cache_clear()
    if torch.cuda.device_count() > 7:
        pytest.skip("this machine has 8 GPUs")
    with pytest.raises(RuntimeError, match="DUALPATH_DEVICE=cpu"):
        model_device()
    monkeypatch.setenv("DUALPATH_DEVICE", "tpu")
    get_settings.cache_clear()
    with pytest.raises(ValueError):
        get_settings()
    get_settings.cache_clear()


def test_recalibrated_thresholds_change_the_extraction_version(tmp_path, monkeypatch):
    """`dualpath calibrate-route` rewrites dualpath.json, not the weights: the statuses it decides
    change, so stored extractions must not be found again under the old version."""
    import shutil

    from models.checkpoint_files import checkpoint_dir
    from models.loading import route_fingerprint

    monkeypatch.delenv("DUALPATH_DECODER_FACTORY", raising=False)
    monkeypatch.delenv("DUALPATH_CHECKPOINT_DIR", raising=False)
    shipped = {kind: checkpoint_dir(kind) for kind in ("ar", "diffusion")}
    for kind, folder in shipped.items():
        (tmp_path / kind).mkdir()
        for name in ("model.safetensors", "dualpath.json"):
            shutil.copy2(folder / name, tmp_path / kind / name)
    monkeypatch.setenv("DUALPATH_CHECKPOINT_DIR", str(tmp_path))
    before = extraction_version("realtime")
    batch_before = extraction_version("batch")
    assert set(route_fingerprint("realtime")) == {"diffusion", "autoregressive"}

    meta = tmp_path / "diffusion" / "dualpath.json"
    meta.write_text(meta.read_text().replace('"accept_threshold"', '"accept_threshold" ', 1))
    assert extraction_version("realtime") != before
    # the batch route judges its fields by the diffusion model's second opinion, so it changes too
    assert extraction_version("batch") != batch_before
