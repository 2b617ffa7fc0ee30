"""What stopping the other children costs per timed turn (``Sandboxes.others_stopped``, entered
around every timed request batch of either side): the children started and greeted (torch loaded,
its threads idle, as between turns of a run), then TURNS empty turns of each side, timed from
entering the block to leaving it (stop, wait until stopped, watch, resume). The pass's child is an
honest one: nothing runs on or continues itself.

    python tests/benchmarks/stop_turn.py [TURNS]

Run it against another commit's package to compare: ``git archive <commit> pytest_passnet | tar -x -C
/tmp/old`` and ``PYTHONPATH=/tmp/old:. python tests/benchmarks/stop_turn.py``.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pytest_passnet
from pytest_passnet.sample import load_sample
from pytest_passnet.sandbox.mode import describe
from pytest_passnet.sandbox.process import Sandboxes
from tests.sample_factory import write_sample


def _turns(sandboxes: Sandboxes, active, count: int) -> list[float]:
    spent = []
    for _ in range(count):
        started = time.perf_counter()
        with sandboxes.others_stopped(active):
            pass
        spent.append((time.perf_counter() - started) * 1000)
    return spent


def main() -> None:
    turns = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    os.environ.setdefault("TRITON_INTERPRET", "1")
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        sample = load_sample(write_sample(root, "a"), root)
        sandboxes = Sandboxes(dict(os.environ))
        try:
            current = sandboxes.for_sample(sample, more_follow=True, compiler="pass_mgr")
            for child in (current, sandboxes.spare, sandboxes.reference):
                child.answer(600)  # started and idle, as between a run's turns
            print(f"{pytest_passnet.__file__}: {describe(sandboxes.mode.record())}")
            for name, active in (("compiled (reference, spare stopped)", current),
                                 ("eager (pass's child, spare stopped)", sandboxes.reference)):
                spent = _turns(sandboxes, active, turns)
                print(f"{name}: median {statistics.median(spent):.2f} ms, max {max(spent):.2f} ms per turn over {turns}")
            threads = {name: sum(len(os.listdir(f"/proc/{pid}/task")) for pid in child.processes())
                       for name, child in (("pass's child", current), ("spare", sandboxes.spare), ("reference", sandboxes.reference))}
            print(f"threads: {threads}")
        finally:
            sandboxes.close()


if __name__ == "__main__":
    main()
