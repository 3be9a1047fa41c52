"""The real-time benchmark with session 29's doubts switched off (shape and empty), for a
same-machine latency baseline: writes benchmarks/results/realtime_latency.json like the benchmark
(copy it away and restore the shipped one afterwards).

    PYTHONPATH=. python docs/experiments/session29/realtime_latency_without_new_doubts.py
"""
import runpy
import sys

import models.diffusion.decoder as dec

dec.shape_doubts = lambda *a: []
dec.empty_doubts = lambda *a: []
sys.argv = ["benchmarks/realtime_latency.py"] + sys.argv[1:]
runpy.run_path("benchmarks/realtime_latency.py", run_name="__main__")
