"""A CPU trial starts with torch's intra-op pool awake (``TrialTimer``'s fill before the clock), as PassBench's
back-to-back loop finds it, not asleep after the pause between driven trials (red team round 29a, POOL_WAKE)."""

from __future__ import annotations

import os
import threading
import time

import pytest
import torch

from pytest_passnet.sandbox.child.timing import TrialTimer, seed_call


def _running_threads() -> int:
    """Threads of this process other than the caller that are running or runnable, not asleep."""
    own = threading.get_native_id()
    running = 0
    for task in os.listdir("/proc/self/task"):
        try:
            with open(f"/proc/self/task/{task}/stat") as stat:
                state = stat.read().rsplit(")", 1)[1].split()[0]
        except FileNotFoundError:
            continue
        running += int(task) != own and state == "R"
    return running


@pytest.mark.skipif(torch.get_num_threads() < 2, reason="one intra-op thread: no pool to wake")
@pytest.mark.slow  # beside another xdist worker on two cores its pool thread finds no CPU: 0-2 of 5 in 4 local CIs
def test_a_cpu_trial_s_call_finds_the_intra_op_pool_awake_after_a_pause():
    x = torch.randn(torch.get_num_threads() * (1 << 16))
    timer = TrialTimer("cpu")
    awake = []
    for _ in range(5):
        x.add_(0.0)  # the pool's workers ran a parallel op, then fell asleep during the pause
        time.sleep(0.05)
        timer(lambda: awake.append(_running_threads()), seed_call)
    # a loaded host may put a worker to sleep between the fill and the call now and then (CI 55: 4 of 5 awake);
    # without the fill none is awake after a pause
    assert sum(running >= torch.get_num_threads() - 1 for running in awake) >= 3, awake
