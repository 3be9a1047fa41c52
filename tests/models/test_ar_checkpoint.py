"""The shipped AR checkpoint loads with transformers and extracts a known document."""
import json

import pytest

from models.loading import checkpoint_dir

AR = checkpoint_dir("ar")
pytestmark = pytest.mark.skipif(not (AR / "model.safetensors").exists(), reason="no shipped AR checkpoint")


def test_shipped_checkpoint_is_small_and_described():
    size = sum(p.stat().st_size for p in AR.iterdir() if p.is_file())
    assert size <= 30 * 1024 * 1024
    meta = json.loads((AR / "dualpath.json").read_text())
    for key in ("template_version", "special_tokens", "slots", "max_slot_tokens", "max_doc_tokens", "calibration"):
        assert key in meta
    assert (AR / "MODEL_CARD.md").exists() and (AR / "tokenizer.json").exists()


def test_loads_as_a_transformers_llama():
    from transformers import LlamaConfig

    from models.ar import CopyLlamaForCausalLM

    config = LlamaConfig.from_pretrained(AR)
    assert config.model_type == "llama"
    model = CopyLlamaForCausalLM.from_pretrained(AR)
    assert model.copy_head is not None


def test_extracts_a_known_document():
    from models.ar import BatchDecoder
    from models.template import slot_paths

    decoder = BatchDecoder(AR)
    pages = [
        ":27:1/1\n:40A:IRREVOCABLE\n:20:LC2024SG00817\n:31C:240315\n:40E:UCP LATEST VERSION\n"
        ":31D:240915SINGAPORE\n:50:TAN HOLDINGS PTE LTD\n12 MARINA BOULEVARD\nSINGAPORE 018982\n"
        ":59:ROTTERDAM STEEL BV\nHAVENSTRAAT 5\n3011 ROTTERDAM\n:32B:USD1250000,00\n:41D:ANY BANK\nBY NEGOTIATION\n"
        ":43P:NOT ALLOWED\n:43T:ALLOWED\n:44E:ROTTERDAM\n:44F:SINGAPORE\n:44C:240831\n"
        ":45A:HOT ROLLED STEEL COILS\n:46A:+SIGNED COMMERCIAL INVOICE IN 3 COPIES\n+PACKING LIST\n"
        ":48:21/DAYS\n:49:WITHOUT\n"
    ]
    result = decoder.decode(pages, "letter_of_credit", route="batch")
    assert result.document_type == "letter_of_credit"
    assert [s.path for s in result.slots] == slot_paths("letter_of_credit")
    got = {s.path: s.raw for s in result.slots}
    assert got["lc_number"] == "LC2024SG00817"
    assert "1250000" in (got["amount"] or "").replace(",", "").replace(".", "")
    assert got["currency"] and "USD" in got["currency"]
    assert all(0.0 <= s.confidence <= 1.0 for s in result.slots)
    assert result.models["autoregressive"].startswith("ar@")
    few = decoder.decode_slots(pages, "letter_of_credit", ["lc_number", "amount"])
    assert [s.path for s in few] == ["lc_number", "amount"]
