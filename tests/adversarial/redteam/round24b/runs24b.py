"""``hold_run.py`` run as a root configuration's trusted side (``tests.sandbox.configurations``), and what its
scenarios saw, scored as ``measure.bound_by_trusted_clock`` scores a driven side."""

from __future__ import annotations

import functools
import json
import os
import sys
from pathlib import Path

from pytest_passnet import measure
from pytest_passnet.sandbox.cleanup import remove_tree
from tests.sandbox import configurations

DRIVER = Path(__file__).with_name("hold_run.py")
CHECKOUT = Path(__file__).parents[4]
ROOT_CONFIGURATIONS = ("root-process", "root-bubblewrap")


@functools.cache
def driven(name: str, trials: int, work_ms: float, scenarios: str) -> dict | str:
    """The driver's record, or why it cannot run here."""
    if configurations.skip_reason(name):
        return configurations.skip_reason(name)
    workspace = configurations.workspace(name)
    env = {**os.environ, "PYTHONPATH": str(CHECKOUT), "TRITON_INTERPRET": "1"}
    try:
        finished = configurations.run(name, [sys.executable, str(DRIVER), str(trials), str(work_ms), scenarios],
                                      workspace, env, timeout=600)
    finally:
        remove_tree(workspace)
    assert finished.returncode == 0, finished.stderr[-3000:]
    return json.loads(finished.stdout.strip().splitlines()[-1])


def scored(compiled: dict, eager: dict) -> measure.ClockBound:
    """``compiled``'s trials scored against ``eager``'s as the product scores a driven attempt."""
    return measure.bound_by_trusted_clock(measure.SideTiming(compiled["claims_ms"], None, compiled["spans_ms"]),
                                          measure.SideTiming(eager["claims_ms"], None, eager["spans_ms"]))
