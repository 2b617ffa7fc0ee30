"""``hold25a.py`` run as a root configuration's trusted side (``tests.sandbox.configurations``), and its ``cat`` runs
scored as ``measure.bound_by_trusted_clock`` scores a driven side."""

from __future__ import annotations

import functools
import json
import os
import statistics
import sys
from pathlib import Path

from pytest_passnet import measure
from pytest_passnet.sandbox.cleanup import remove_tree
from tests.sandbox import configurations

DRIVER = Path(__file__).with_name("hold25a.py")
CHECKOUT = Path(__file__).parents[4]
SCENARIOS = ("probe", "stale", "cat_honest", "cat_mapped", "cat_twin")


@functools.cache
def driven(name: str, scenarios: tuple[str, ...] = SCENARIOS) -> dict | str:
    """The driver's record, or why it cannot run here."""
    if configurations.skip_reason(name):
        return configurations.skip_reason(name)
    workspace = configurations.workspace(name)
    env = {**os.environ, "PYTHONPATH": str(CHECKOUT), "TRITON_INTERPRET": "1"}
    try:
        finished = configurations.run(name, [sys.executable, str(DRIVER), *scenarios], workspace, env, timeout=300)
    finally:
        remove_tree(workspace)
    assert finished.returncode == 0, finished.stderr[-3000:]
    return json.loads(finished.stdout.strip().splitlines()[-1])


def side(record: dict) -> measure.SideTiming:
    return measure.SideTiming(record["claims_ms"], None, record["spans_ms"])


def speedup(compiled: dict, eager: dict) -> tuple[float, measure.ClockBound]:
    """``compiled``'s speedup over ``eager`` as scored (eager's median claim over the bound), and the bound."""
    bound = measure.bound_by_trusted_clock(side(compiled), side(eager))
    return statistics.median(eager["claims_ms"]) / bound.bound_ms, bound
