"""Scheduler and block manager, without a model: admission, budget, preemption order, fairness."""
import random

import pytest

from models.engine import BlockManager, EngineConfig, Scheduler, Sequence, SequenceStatus, SkeletonParams

END = 3
PARAMS = SkeletonParams((8, 9), (3, 2), END, 4)


def _seq(prompt_len: int) -> Sequence:
    return Sequence([1] * (prompt_len - 1) + [8], PARAMS)


def _scheduler(num_blocks=8, block_size=4, max_num_seqs=4, budget=16, whole_prompts=True):
    config = EngineConfig(kv_cache_mb=1, block_size=block_size, max_num_seqs=max_num_seqs,
                          max_num_batched_tokens=budget, whole_prompt_prefill=whole_prompts)
    manager = BlockManager(num_blocks, block_size)
    return Scheduler(config, manager), manager


def _fake_step(scheduler, batch, token=20):
    """What the engine does after the model ran: one token for every sequence that caught up."""
    sampled = {s.seq_id: (s.forced_token() or token, 0.5) for s, n in batch.items if n == s.num_pending_tokens}
    return scheduler.postprocess(batch, sampled)


def test_block_manager_allocates_whole_blocks_and_returns_them():
    manager = BlockManager(4, 4)
    seq = _seq(5)
    assert manager.can_allocate(seq, 5) and manager.blocks_for(5) == 2
    manager.allocate(seq, 5)
    assert len(seq.block_table) == 2 and manager.num_free_blocks == 2
    manager.allocate(seq, 8)  # still two blocks
    assert manager.num_free_blocks == 2
    assert not manager.can_allocate(seq, 17)
    manager.deallocate(seq)
    assert manager.num_free_blocks == 4 and seq.block_table == []


def test_admission_is_fifo_and_waits_for_memory():
    scheduler, manager = _scheduler(num_blocks=4, block_size=4, budget=64)
    a, b, c = _seq(6), _seq(6), _seq(6)  # 2 blocks each: only two fit
    for s in (a, b, c):
        scheduler.add(s)
    batch = scheduler.schedule()
    assert [s for s, _ in batch.items] == [a, b]
    assert c.status is SequenceStatus.WAITING and manager.num_free_blocks == 0


def test_prefill_is_chunked_under_the_token_budget_and_decode_goes_first():
    scheduler, _ = _scheduler(num_blocks=32, block_size=4, max_num_seqs=4, budget=8, whole_prompts=False)
    long, short = _seq(20), _seq(3)
    scheduler.add(short)
    scheduler.add(long)
    batch = scheduler.schedule()
    assert [(s, n) for s, n in batch.items] == [(short, 3), (long, 5)]
    _fake_step(scheduler, batch)
    batch = scheduler.schedule()
    assert batch.items[0] == (short, 1)        # the decoding sequence first
    assert batch.items[1] == (long, 7)         # the rest of the budget to the prefill
    assert batch.num_scheduled_tokens <= 8


def test_whole_prompt_prefill_admits_a_prompt_only_when_it_fits_the_step():
    scheduler, _ = _scheduler(num_blocks=32, block_size=4, max_num_seqs=4, budget=8)
    short, medium, long = _seq(3), _seq(8), _seq(20)
    for s in (short, medium, long):
        scheduler.add(s)
    batch = scheduler.schedule()
    assert batch.items == [(short, 3)]          # medium (8) does not fit the 5 tokens left: next step
    _fake_step(scheduler, batch)
    batch = scheduler.schedule()
    assert batch.items == [(short, 1)]          # still 1 + 8 > 8: medium waits, and long behind it (FIFO)
    while not short.is_finished:
        _fake_step(scheduler, batch)
        batch = scheduler.schedule()
    assert batch.items == [(medium, 8)]          # alone in a step, whole
    _fake_step(scheduler, batch)
    batch = scheduler.schedule()
    # long (20) can never fit one step: it is admitted in chunks beside the decoding medium
    assert batch.items == [(medium, 1), (long, 7)]


def test_max_num_seqs_bounds_the_running_batch():
    scheduler, _ = _scheduler(num_blocks=64, max_num_seqs=2, budget=64)
    for _ in range(5):
        scheduler.add(_seq(3))
    scheduler.schedule()
    assert len(scheduler.running) == 2 and len(scheduler.waiting) == 3


def test_out_of_blocks_preempts_the_newest_and_requeues_it_first():
    scheduler, manager = _scheduler(num_blocks=3, block_size=4, max_num_seqs=4, budget=64)
    old, new = _seq(4), _seq(4)
    scheduler.add(old)
    scheduler.add(new)
    _fake_step(scheduler, scheduler.schedule())   # both prefilled (1 block each) and sampled a token
    _fake_step(scheduler, scheduler.schedule())   # old takes the third block; new has none left: preempted
    assert scheduler.running == [old]
    assert list(scheduler.waiting) == [new] and new.num_computed_tokens == 0 and new.num_preemptions == 1
    assert manager.num_used_blocks <= manager.num_blocks


@pytest.mark.parametrize("seed", range(5))
def test_random_workload_never_exceeds_the_budget_and_everyone_finishes(seed):
    rng = random.Random(seed)
    scheduler, manager = _scheduler(num_blocks=12, block_size=4, max_num_seqs=5, budget=16)
    seqs = []
    finished = []
    for step in range(2000):
        if len(seqs) < 30 and rng.random() < 0.3:
            seqs.append(_seq(rng.randint(2, 12)))
            scheduler.add(seqs[-1])
        batch = scheduler.schedule()
        assert batch.num_scheduled_tokens <= 16
        assert manager.num_used_blocks <= manager.num_blocks
        assert sum(len(s.block_table) for s in scheduler.running) == manager.num_used_blocks
        for s, n in batch.items:
            assert s.num_computed_tokens + n <= len(s.block_table) * 4
        token = END if rng.random() < 0.3 else 20
        finished += _fake_step(scheduler, batch, token)
        if len(seqs) == 30 and scheduler.is_finished():
            break
    assert len(finished) == 30 and all(s.is_finished for s in seqs)
    assert manager.num_free_blocks == manager.num_blocks


def test_no_starvation_the_oldest_request_finishes_first_under_pressure():
    scheduler, _ = _scheduler(num_blocks=6, block_size=2, max_num_seqs=4, budget=16)
    seqs = [_seq(4) for _ in range(6)]
    for s in seqs:
        scheduler.add(s)
    order = []
    for _ in range(500):
        order += _fake_step(scheduler, scheduler.schedule())
        if scheduler.is_finished():
            break
    assert order[0] is seqs[0] and sorted(order, key=lambda s: s.seq_id) == seqs


def test_jump_forward_appends_the_next_slot_token_without_a_model_step():
    seq = _seq(3)
    seq.num_computed_tokens = 3
    seq.append_token(30, 0.9)
    seq.append_token(END, 0.8)
    assert seq.token_ids[-3:] == [30, END, 9] and seq.num_pending_tokens == 3
    assert [s.ids for s in seq.slots] == [[30]]
    seq.append_token(31, 0.7)
    seq.append_token(32, 0.7)
    assert seq.forced_token() == END  # slot 2 holds at most 2 tokens
    seq.append_token(END, 0.6)
    assert seq.is_finished and [s.ids for s in seq.slots] == [[30], [31, 32]]


def test_config_refuses_a_step_budget_smaller_than_one_decode_step_per_sequence():
    with pytest.raises(AssertionError, match="max_num_batched_tokens"):
        EngineConfig(max_num_seqs=64, max_num_batched_tokens=100)


def test_public_names_are_sorted_and_exist():
    import models.engine as engine

    assert engine.__all__ == sorted(engine.__all__)
    assert all(hasattr(engine, name) for name in engine.__all__)


def test_the_slot_limit_never_splits_a_span():
    """At its limit a slot gets end forced, unless its last token is a start pointer: the end
    pointer comes first (one token over the limit), as in greedy_decode and generate."""
    params = SkeletonParams((8, 9), (2, 2), END, 4, start_range=(100, 200))
    seq = Sequence([1, 5, 8], params)
    seq.append_token(20, 0.5)
    assert seq.forced_token() is None
    seq.append_token(150, 0.5)          # a start pointer at the limit
    assert seq.forced_token() is None
    seq.append_token(250, 0.5)          # its end pointer
    assert seq.forced_token() == END
    seq.append_token(END, 0.5)
    assert seq.slots[0].ids == [20, 150, 250] and seq.token_ids[-2:] == [END, 9]
    seq.append_token(21, 0.5)
    seq.append_token(22, 0.5)
    assert seq.forced_token() == END   # a vocabulary token at the limit
    assert params.max_new_tokens == 2 + 2 + 2 * 2 + 2
    assert PARAMS.max_new_tokens == 3 + 2 + 2 * 2  # no pointers: no extra token per slot


def test_drafts_ride_along_only_where_the_step_has_room():
    scheduler, _ = _scheduler(num_blocks=16, budget=7, max_num_seqs=2)
    a, b = _seq(3), _seq(3)
    scheduler.add(a)
    scheduler.add(b)
    _fake_step(scheduler, scheduler.schedule())  # both prompts in one step; each samples token 20
    a.add_drafts([21, 22, 23])
    b.add_drafts([24, 25, 26])
    batch = scheduler.schedule()
    assert [(s.seq_id, n) for s, n in batch.items] == [(a.seq_id, 4), (b.seq_id, 1)]  # b's 4 would pass 7
    assert a.num_draft_tokens == 3 and b.num_draft_tokens == 0 and b.token_ids[-1] == 20


def test_verify_drafts_keeps_greedys_prefix_then_greedys_own_token():
    import torch

    from models.engine.sampler import verify_drafts

    seq = _seq(3)
    seq.num_computed_tokens = 3
    seq.append_token(30, 0.9)            # pending: 30
    seq.add_drafts([31, 40])             # the first right, the second wrong
    seq.num_computed_tokens = len(seq.token_ids)  # the step ran 30 and both drafts
    logp = torch.full((3, 64), -10.0)
    logp[0, 31] = -0.1                   # greedy after 30: 31, as drafted
    logp[1, 32] = -0.2                   # greedy after 31: 32, not 40
    logp[2, 33] = -0.3                   # after 40: never read
    verify_drafts(seq, logp)
    assert seq.token_ids[3:] == [30, 31, 32]
    assert seq.num_computed_tokens == len(seq.token_ids) - 1  # 30 and 31 have KV; 32 runs next
    assert seq.num_accepted_drafts == 1 and seq.num_decisions == 3 and seq.num_draft_tokens == 0
