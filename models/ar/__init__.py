"""The autoregressive extraction model: a Llama decoder with a span-pointer copy head.

    from models.ar import BatchDecoder
    decoder = BatchDecoder("models/checkpoints/ar")
    result = decoder.decode(pages, "letter_of_credit", route="batch")   # DecodeResult
    decoder.decode_slots(pages, "letter_of_credit", ["amount", "currency"])

    from models.ar import CopyLlamaForCausalLM, SkeletonLogitsProcessor, greedy_decode
    model = CopyLlamaForCausalLM.from_pretrained("models/checkpoints/ar")   # transformers
"""
from models.ar.decoder import BatchDecoder, SlotOutput, generate_slots, greedy_decode
from models.ar.modeling import CopyLlamaForCausalLM, PointerHead, make_config
from models.ar.prompt import SkeletonLogitsProcessor, SlotPlan, build_prompt, build_training_sequence

__all__ = [
    "BatchDecoder",
    "PointerHead",
    "CopyLlamaForCausalLM",
    "SkeletonLogitsProcessor",
    "SlotOutput",
    "SlotPlan",
    "build_prompt",
    "build_training_sequence",
    "generate_slots",
    "greedy_decode",
    "make_config",
]
