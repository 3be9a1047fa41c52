"""How many cores this process may use: what torch threads are sized from.

``os.cpu_count()`` counts the machine's cores, not the ones a process is given: a worker pinned
to two cores of a 32-core node (``taskset``, a cpuset) or limited by a container's CPU quota that
sizes its thread team from the machine has its threads wait on each other at every operation
(with one of two cores busy elsewhere, two torch threads took the real-time route's p50 to about a
second, one thread kept it near 150 ms: docs/REALTIME.md).
"""
from __future__ import annotations

import math
import os
from pathlib import Path

__all__ = ["available_cores"]


def _cgroup_quota() -> float | None:
    """CPUs the cgroup's quota allows (v2 ``cpu.max``, v1 ``cpu.cfs_quota_us``); None without one."""
    try:
        quota, period = Path("/sys/fs/cgroup/cpu.max").read_text().split()[:2]
        if quota != "max":
            return int(quota) / int(period)
        return None
    except (OSError, ValueError):
        pass
    try:
        quota_us = int(Path("/sys/fs/cgroup/cpu/cpu.cfs_quota_us").read_text())
        period_us = int(Path("/sys/fs/cgroup/cpu/cpu.cfs_period_us").read_text())
        return quota_us / period_us if quota_us > 0 and period_us > 0 else None
    except (OSError, ValueError):
        return None


def available_cores() -> int:
    """The cores this process may run on (its CPU affinity), bounded by a cgroup CPU quota; at least 1."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    quota = _cgroup_quota()
    if quota is not None:
        cores = min(cores, max(1, math.floor(quota)))
    return max(1, cores)
