"""Round 24b's trusted side, as a configuration's user: real ``Sandbox`` children (the mode ``mode.detect`` finds,
confined as for a pass) running ``timer_child.py``, driven as ``pipeline._drive`` drives a CPU trial: the trusted
side's tensors filled, the child held (``Sandboxes.held``) while they are written (``Sandbox.write_inputs``) and the
trial's request sent, the span read from ``Hold.continued_at`` to the answer. Prints one JSON object: per scenario
the spans (ms), where the child read its request relative to the SIGCONT, and whether a hold ended it.

The take-back after each span since af1ece38 (``pipeline._taken_back``: the child held again while a decoy fill is
written over its inputs) is left out: the scenarios measure the hold before the span and the span itself, both before
the take-back, whose hold is the same ``Sandboxes.held``.

    PYTHONPATH=<checkout> python tests/adversarial/redteam/round24b/hold_run.py [trials] [work_ms]
"""

from __future__ import annotations

import json
import os
import signal
import statistics
import sys
import time
from pathlib import Path

import torch

from pytest_passnet.sandbox import hardening, mode, procfs
from pytest_passnet.sandbox.process import HoldBroken
from tests.sandbox.held_children import Command, confined_standin, sandboxes_holding

TIMEOUT_S = 120.0
SMALL_CALL_MS = 0.05
INPUT_ELEMENTS = 1 << 20  # 4 MiB of float32: a write of about half a millisecond
CHILD_SCRIPT = Path(__file__).with_name("timer_child.py")


CONTINUES_MS: list[float] = []  # how long each SIGCONT round of the trusted side took (``Hold._continue``)


GROUP_CONTINUE = os.environ.get("R24B_GROUP_CONTINUE") == "1"  # fix 2 tried: one killpg for the SIGCONT round


def _timed_send(send):
    def timed(pids, signo):
        started = time.perf_counter()
        try:
            if GROUP_CONTINUE and signo == signal.SIGCONT and pids:
                return os.killpg(os.getpgid(pids[0]), signal.SIGCONT)
            return send(pids, signo)
        finally:
            if signo == signal.SIGCONT:
                CONTINUES_MS.append((time.perf_counter() - started) * 1000)
    return timed


def driven(found: mode.Mode, trials: int, work_ms: float, period_us: int | None = None, processes: int = 0,
           threads: int = 1, main_threads: int = 0) -> dict:
    """A fresh child (armed with a SIGCONT timer of ``period_us``, crowded with ``processes`` idle processes of
    ``threads`` threads) driven through ``trials`` trials of ``work_ms`` each."""
    child = confined_standin(found, CHILD_SCRIPT, TIMEOUT_S)
    sandboxes = sandboxes_holding(child)
    private = {"x": torch.empty(INPUT_ELEMENTS)}
    seen: dict = {"period_us": period_us, "processes": processes, "threads": threads, "main_threads": main_threads}
    try:
        child.request(Command("map", **child.share_inputs(private)), TIMEOUT_S)
        if processes:
            child.request(Command("crowd", processes=processes, threads=threads), TIMEOUT_S)
            time.sleep(1.0)
        if main_threads:
            child.request(Command("spawn", threads=main_threads), TIMEOUT_S)
        if period_us:
            seen["arm_errno"] = child.request(Command("arm", period_us=period_us), TIMEOUT_S)["errno"]
        seen["tree"] = len(child.processes())
        spans, early, holds, claims = [], [], [], []
        CONTINUES_MS.clear()
        generator = torch.Generator().manual_seed(0)
        for _ in range(trials):
            private["x"].normal_(generator=generator)
            entered = time.perf_counter()
            hold = sandboxes.held(child, time.perf_counter, work=child.write_inputs)
            try:
                reply = child.request(Command("trial", work_ms=work_ms), TIMEOUT_S, hold)
            except HoldBroken as broken:
                seen["broken"] = str(broken)
                break
            answered = time.perf_counter()
            spans.append((answered - hold.continued_at) * 1000)
            early.append((hold.continued_at - reply["read_at"]) * 1000)  # > 0: the trial began before its span
            holds.append((hold.continued_at - entered) * 1000)
            claims.append((reply["answered_at"] - reply["read_at"]) * 1000)  # the child's own time: no less than its call
        seen.update(spans_ms=[round(s, 3) for s in spans], median_span_ms=round(statistics.median(spans), 3) if spans else None,
                    began_before_span_ms=[round(e, 3) for e in early], median_hold_ms=round(statistics.median(holds), 3) if holds else None,
                    median_continue_ms=round(statistics.median(CONTINUES_MS), 3) if CONTINUES_MS else None,
                    trials_done=len(spans), claims_ms=[round(c, 4) for c in claims])
    finally:
        child.close()
    return seen


def main() -> None:
    hardening.harden_trusted_process()
    procfs.send = _timed_send(procfs.send)  # Hold._continue's SIGCONT round, inside the span: timed
    trials = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    work_ms = float(sys.argv[2]) if len(sys.argv) > 2 else 5.0
    scenarios = sys.argv[3].split(",") if len(sys.argv) > 3 else ["timer", "reference_like", "honest_workers", "crowd"]
    found = mode.detect()
    record: dict = {"mode": found.kind, "trials": trials, "work_ms": work_ms}
    settings = {"plain": dict(work_ms=work_ms), "timer": dict(work_ms=work_ms, period_us=300),
                "crowd": dict(work_ms=work_ms, processes=48, threads=24),
                "timer_crowd": dict(work_ms=work_ms, period_us=300, processes=48, threads=24),
                "noop": dict(work_ms=0.0), "noop_crowd": dict(work_ms=0.0, processes=60, threads=1),
                # An honest pass's tree beside the reference child's: Inductor's compile workers (up to 32 with
                # TORCHINDUCTOR_COMPILE_THREADS, a few threads each), idle while the trials run; the same small call.
                # The reference child on a 128-core host (its intra-op pool: 127 threads) against a pass's child that
                # never started one (its kernels are its own, single-threaded): the same call.
                "pool_128": dict(work_ms=work_ms, main_threads=127), "no_pool": dict(work_ms=work_ms),
                "reference_like": dict(work_ms=SMALL_CALL_MS), "honest_workers": dict(work_ms=SMALL_CALL_MS, processes=32, threads=8)}
    for name in scenarios:
        record[name] = driven(found, trials, **settings[name])
    print(json.dumps(record))


if __name__ == "__main__":
    main()
