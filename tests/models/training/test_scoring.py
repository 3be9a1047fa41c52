from models.training.common import Budget, LossLog, lr_at
from models.training.scoring import record_from_slots
from pipeline.decoding import SlotPrediction


def _slot(path, raw):
    return SlotPrediction(path, raw, 0.9, "autoregressive")


def test_record_from_slots_normalises_and_compacts_lists():
    slots = [_slot("lc_number", " LC123 "), _slot("amount", "1.250.000,50"), _slot("date_of_issue", "240315"),
             _slot("documents_required[0]", None), _slot("documents_required[1]", "+PACKING LIST"),
             _slot("tolerance_plus_percent", None)]
    record = record_from_slots("letter_of_credit", slots, ["..."])
    assert record["lc_number"] == "LC123"
    assert record["amount"] == 1250000.5
    assert record["date_of_issue"] == "2024-03-15"
    assert record["documents_required"] == ["PACKING LIST"]
    assert record["tolerance_plus_percent"] is None


def test_loss_log_writes_csv_and_png(tmp_path):
    log = LossLog(tmp_path)
    for step in range(1, 5):
        log.add(step, step * 0.1, loss=1.0 / step, lr=0.001)
    log.close(title="t")
    assert (tmp_path / "loss.csv").read_text().splitlines()[0] == "step,seconds,loss,lr"
    assert (tmp_path / "loss.png").stat().st_size > 1000


def test_schedule_warms_up_then_decays():
    assert lr_at(0.0, 1.0) < lr_at(0.05, 1.0) == 1.0
    assert lr_at(1.0, 1.0) == 0.1
    budget = Budget(steps=10)
    assert not budget.done(9) and budget.done(10) and budget.fraction(5) == 0.5
