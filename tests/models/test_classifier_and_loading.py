import pytest

from models.classifier import TypeClassifier
from models.training.train_classifier import train_classifier
from models.dataset import toy_documents
from models.checkpoint_files import checkpoint_dir, model_version
from models.loading import load_decoder
from pipeline.decoding import NoModelError


def test_classifier_learns_the_toy_types_and_round_trips(tmp_path):
    model = train_classifier(toy_documents(15), seed=0, epochs=4)
    held_out = toy_documents(10, split="dev")
    assert all(model.predict(d.pages)[0] == d.document_type for d in held_out)
    model.save(tmp_path)
    again = TypeClassifier.load(tmp_path)
    doc = held_out[0]
    assert again.predict(doc.pages) == pytest.approx(model.predict(doc.pages))
    assert 0.5 < again.predict(doc.pages)[1] <= 1.0


def test_missing_checkpoint_says_which_and_how_to_train(tmp_path, monkeypatch):
    monkeypatch.setenv("DUALPATH_CHECKPOINT_DIR", str(tmp_path))
    assert checkpoint_dir("ar") == tmp_path / "ar"
    with pytest.raises(NoModelError) as info:
        load_decoder("batch")
    message = str(info.value)
    assert str(tmp_path / "ar") in message
    assert f"dualpath train --model ar --out {tmp_path / 'ar'}" in message
    with pytest.raises(NoModelError, match="dualpath train --model diffusion"):
        load_decoder("realtime")


def test_model_version_is_name_at_weights_hash(tmp_path):
    (tmp_path / "ar").mkdir()
    (tmp_path / "ar" / "model.safetensors").write_bytes(b"weights")
    name, digest = model_version(tmp_path / "ar").split("@")
    assert name == "ar" and len(digest) == 12 and int(digest, 16) >= 0
