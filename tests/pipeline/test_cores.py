"""Threads are sized from the cores a process is given, not from the machine's."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from pipeline.cores import available_cores


def test_the_cores_of_this_process_are_counted():
    assert 1 <= available_cores() <= (os.cpu_count() or 1)


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity"), reason="CPU affinity is Linux's")
def test_a_process_pinned_to_one_core_counts_one_and_loads_its_decoder_with_one_torch_thread(tmp_path):
    code = (
        "import os; os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})\n"
        "import torch; torch.set_num_threads(max(2, torch.get_num_threads()))\n"
        "from pipeline.cores import available_cores\n"
        "from pipeline.extract import get_decoder\n"
        "get_decoder('realtime')\n"
        "print(available_cores(), torch.get_num_threads())\n"
    )
    env = {**os.environ, "DUALPATH_DECODER_FACTORY": "tests.fakes:FakeDecoder", "DUALPATH_FAKE_TRUTH_DIR": str(tmp_path)}
    env.pop("DUALPATH_TORCH_THREADS", None)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         cwd=os.path.dirname(os.path.dirname(os.path.dirname(__file__))), timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split()[-2:] == ["1", "1"]
