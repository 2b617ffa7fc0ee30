"""``window25c.py`` run as a root configuration's trusted side (``tests.sandbox.configurations``), each side scored as
``measure.bound_by_trusted_clock`` scores a driven side against the honest child as eager."""

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

DRIVER = Path(__file__).with_name("window25c.py")
CHECKOUT = Path(__file__).parents[4]
ROWS = 4096  # two inputs of 32 MiB: a 32 MiB clone


@functools.cache
def driven(name: str, modes: tuple[str, ...] = (), rows: int = ROWS) -> dict | str:
    """The driver's record, or why it cannot run here."""
    if configurations.skip_reason(name):
        return configurations.skip_reason(name)
    workspace = configurations.workspace(name)
    env = {**os.environ, "PYTHONPATH": str(CHECKOUT)}
    try:
        finished = configurations.run(name, [sys.executable, str(DRIVER), str(rows), *modes], workspace, env,
                                      timeout=300)
    finally:
        remove_tree(workspace)
    assert finished.returncode == 0, finished.stderr[-3000:]
    return json.loads(finished.stdout.strip().splitlines()[-1])


def timing(record: dict) -> measure.SideTiming:
    return measure.SideTiming(record["claims_ms"], None, record["spans_ms"])


def scored(compiled: dict, eager: dict) -> dict:
    """``compiled``'s speedup over ``eager`` as scored (eager's median claim over the bound), and the bound's numbers."""
    bound = measure.bound_by_trusted_clock(timing(compiled), timing(eager))
    return {"speedup": round(statistics.median(eager["claims_ms"]) / bound.bound_ms, 2),
            "claim": round(bound.claimed_ms, 4), "bound": round(bound.bound_ms, 4), "h": round(bound.overhead_ms, 2),
            "estimate": round(bound.estimate_ms, 2), "allowance": round(bound.allowance_ms, 2),
            "false_claim": bound.false_claim, "unseen": bound.unseen,
            "convicted_by_audits": not all(compiled["intact_after_decoy"])}


if __name__ == "__main__":
    configuration = sys.argv[1] if len(sys.argv) > 1 else "root-process"
    record = driven(configuration, tuple(sys.argv[2:]))
    print(json.dumps({k: v for k, v in record.items() if not isinstance(v, dict)}))
    for how, result in record.items():
        if isinstance(result, dict):
            eager = record["honest_pair" if how.endswith("_pair") else "honest"]
            print(how, json.dumps(scored(result, eager)), "decoy fill", result["decoy_fill_ms"][:3], "copy",
                  result["copy_outside_span_ms"][:3], "aliases", result["aliases"])
