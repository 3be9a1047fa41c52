"""Training utilities shared by every model, and the `dualpath train` command (``cli``)."""
from models.training.common import Budget, LossLog, TrainingData, default_data_dir, lr_at, prepare_data, seed_everything

__all__ = ["Budget", "LossLog", "TrainingData", "default_data_dir", "lr_at", "prepare_data", "seed_everything"]
