"""What holding one child costs per timed trial (``Sandboxes.held``, around the trusted side's work between two
trials: its inputs written, its request sent): the children started and greeted (torch loaded, its threads idle,
as between a run's trials), then HOLDS empty holds of each, timed from entering the hold to the SIGCONT
(``continued_at``: the stop, the wait until stopped, the first look, the last look) and to the block's end. The
pass's child is an honest one: nothing runs on or continues itself. The reference child is stopped and continued
only (it runs no pass code: nothing is looked at).

    python tests/benchmarks/held_child.py [HOLDS]
"""

from __future__ import annotations

import os
import statistics
import sys
import time

import pytest_passnet
from pytest_passnet.sandbox.mode import describe
from pytest_passnet.sandbox.process import Sandboxes


def _holds(sandboxes: Sandboxes, child, count: int) -> tuple[list[float], list[float]]:
    """Per hold: ms from entering it to its SIGCONT, and to its end."""
    to_continue, whole = [], []
    for _ in range(count):
        started = time.perf_counter()
        hold = sandboxes.held(child)
        with hold:
            pass
        ended = time.perf_counter()
        to_continue.append((hold.continued_at - started) * 1000)
        whole.append((ended - started) * 1000)
    return to_continue, whole


def _line(name: str, spent: list[float]) -> str:
    return (f"{name}: median {statistics.median(spent):.3f} ms, min {min(spent):.3f}, max {max(spent):.3f} "
            f"over {len(spent)}")


def main() -> None:
    holds = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    os.environ.setdefault("TRITON_INTERPRET", "1")
    sandboxes = Sandboxes(dict(os.environ))
    sandboxes.current = sandboxes._start()  # a pass's child before its sample: what a hold reads is alike
    try:
        print(f"{pytest_passnet.__file__}: {describe(sandboxes.mode.record())}")
        for name, child in (("pass's child (looked at)", sandboxes.current), ("reference (not looked at)", sandboxes.reference)):
            child.answer(600)  # started and idle, as between a run's trials
            threads = sum(len(os.listdir(f"/proc/{pid}/task")) for pid in child.processes())
            to_continue, whole = _holds(sandboxes, child, holds)
            print(f"{name}, {len(child.processes())} processes, {threads} threads:")
            print("  " + _line("stop to SIGCONT", to_continue))
            print("  " + _line("whole hold", whole))
    finally:
        sandboxes.close()

if __name__ == "__main__":
    main()
