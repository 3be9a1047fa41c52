"""The AR continuous-batching engine (config, sequence, block manager, scheduler, runner, engine).

    from models.engine import EngineConfig, LLMEngine, SkeletonParams
"""
from models.engine.block_manager import BlockManager
from models.engine.config import EngineConfig, batch_engine_config
from models.engine.engine import EngineStats, LLMEngine
from models.engine.scheduler import ScheduledBatch, Scheduler
from models.engine.sequence import Drafter, Sequence, SequenceStatus, SkeletonParams, SlotResult

__all__ = [
    "BlockManager",
    "Drafter",
    "EngineConfig",
    "EngineStats",
    "LLMEngine",
    "ScheduledBatch",
    "Scheduler",
    "Sequence",
    "SequenceStatus",
    "SkeletonParams",
    "SlotResult",
    "batch_engine_config",
]
