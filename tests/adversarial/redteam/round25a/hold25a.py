"""Round 25a's trusted side, as a configuration's user: real ``Sandbox`` children (the mode ``mode.detect`` finds,
confined as for a pass) running ``hold_child.py``, driven as ``pipeline._drive`` drives a CPU trial: the trusted
side's tensors filled, the child held (``Sandboxes.held``) while they are written (``Sandbox.write_inputs``) and the
trial's request sent, the span read from ``Hold.continued_at`` to the answer. Each child has a file-table watch
(``FileTableWatch``), as a pass's child has once it is given a sample; a thread of this process polls that watch's lock
(``hold``: what the watch must take to stop or end the child) every millisecond. Prints one JSON object.

The take-back after each span since af1ece38 (``pipeline._taken_back``: the child held again while a decoy fill is
written over the inputs no output aliases) is left out: every scenario here measures the hold before the span, the span
and what the child commits to inside it, all before the take-back, whose hold is the same ``Sandboxes.held``; and
nothing here is audited after a span, where the decoy would show.

    PYTHONPATH=<checkout> python tests/adversarial/redteam/round25a/hold25a.py [scenario ...]
"""

from __future__ import annotations

import json
import statistics
import sys
import threading
import time
from pathlib import Path

import torch

from pytest_passnet.sandbox import hardening, mode
from pytest_passnet.sandbox.process import HoldBroken, SandboxFailed
from tests.sandbox.held_children import Command, confined_standin, sandboxes_holding

SETUP_TIMEOUT_S = 120.0
STALL_TIMEOUT_S = 3.0  # the variant's seconds left, as --passnet-timeout gives them (600 by default)
TRIALS = 5
CHILD_SCRIPT = Path(__file__).with_name("hold_child.py")


class LockPoller:
    """How long, at most, the file-table watch's lock stayed taken (polled every millisecond, never kept)."""

    def __init__(self, lock):
        self.lock, self.longest_s, self._busy_since = lock, 0.0, None
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._thread.start()

    def _loop(self):
        while not self._done.wait(0.001):
            now = time.monotonic()
            if self.lock.acquire(blocking=False):
                self.lock.release()
                self._busy_since = None
            else:
                self._busy_since = self._busy_since or now
                self.longest_s = max(self.longest_s, now - self._busy_since)

    def stop(self) -> float:
        self._done.set()
        self._thread.join()
        return round(self.longest_s * 1000, 1)


def driven(found: mode.Mode, scenario: str, elements: int, work_ms: float = 1.0) -> dict:
    child = confined_standin(found, CHILD_SCRIPT, SETUP_TIMEOUT_S, watch_file_table=True)
    sandboxes = sandboxes_holding(child)
    private = {"x": torch.zeros(elements)}
    seen: dict = {"scenario": scenario, "input_mib": elements * 4 / 2**20}
    poller = None
    try:
        message = child.share_inputs(private)
        child.request(Command("map", **message), SETUP_TIMEOUT_S)
        if scenario == "probe":
            seen.update(child.request(Command("probe"), SETUP_TIMEOUT_S))
            return seen
        if scenario == "stale":
            child.request(Command("trial", work_ms=0.0), SETUP_TIMEOUT_S)  # one trial on the replayed values first
            seen.update(child.request(Command("stale"), SETUP_TIMEOUT_S))
        if scenario == "punch":
            child.request(Command("punch"), SETUP_TIMEOUT_S)
        if scenario == "stall":
            child.request(Command("stall", after=2), SETUP_TIMEOUT_S)
        poller = LockPoller(child.file_table.hold)
        spans, holds, read, written, requests = [], [], [], [], []
        generator = torch.Generator().manual_seed(0)
        hang = scenario == "hang"
        for trial in range(TRIALS):
            private["x"].normal_(generator=generator)
            written.append(round(float(private["x"][:4096].double().sum()), 3))
            entered = time.perf_counter()
            hold = sandboxes.held(child, time.perf_counter, work=child.write_inputs)
            calls = dict(work_ms=STALL_TIMEOUT_S * 1000 + 500 if hang and trial == 2 else work_ms)
            try:
                reply = child.request(Command("trial", **calls), STALL_TIMEOUT_S if scenario in ("stall", "hang")
                                      else SETUP_TIMEOUT_S, hold)
            except (HoldBroken, SandboxFailed) as failed:
                seen["failed"] = f"{type(failed).__name__}: {str(failed)[:200]}"
                seen["failed_after_ms"] = round((time.perf_counter() - entered) * 1000, 1)
                seen["continued"] = hold.continued_at is not None
                break
            answered = time.perf_counter()
            spans.append(round((answered - hold.continued_at) * 1000, 3))
            holds.append(round((hold.continued_at - entered) * 1000, 3))
            requests.append(round((answered - entered) * 1000, 3))
            read.append(round(reply["seen"], 3))
            if "filled" in reply:
                seen["pipe_filled_bytes"] = reply["filled"]
        seen.update(spans_ms=spans, holds_ms=holds, requests_ms=requests, written_sums=written, read_sums=read,
                    median_span_ms=statistics.median(spans) if spans else None,
                    median_hold_ms=statistics.median(holds) if holds else None)
    finally:
        if poller:
            seen["watch_lock_longest_taken_ms"] = poller.stop()
        child.close()
    return seen


CAT_ROWS, CAT_COLUMNS = 2048, 2048  # two inputs of 16 MiB: a 32 MiB concatenation
CAT_TRIALS = 9


def concatenation(found: mode.Mode, how: str) -> dict:
    """``CAT_TRIALS`` driven trials of the ``cat`` graph in a fresh child answering as ``how`` says: its claims, spans
    (from ``continued_at``), and each trial's digests (a hash of them: both ways must commit the same bytes)."""
    child = confined_standin(found, CHILD_SCRIPT, SETUP_TIMEOUT_S, watch_file_table=True)
    sandboxes = sandboxes_holding(child)
    private = {"in_0": torch.zeros(CAT_ROWS, CAT_COLUMNS), "in_1": torch.zeros(CAT_ROWS, CAT_COLUMNS)}
    seen: dict = {"how": how}
    try:
        child.request(Command("map", **child.share_inputs(private)), SETUP_TIMEOUT_S)
        child.request(Command("cat", mode=how), SETUP_TIMEOUT_S)
        claims, spans, digests = [], [], []
        generator = torch.Generator().manual_seed(25)
        for trial in range(CAT_TRIALS):
            for tensor in private.values():
                tensor.normal_(generator=generator)
            hold = sandboxes.held(child, time.perf_counter, work=child.write_inputs)
            reply = child.request(Command("cat_trial", seed=1000 + trial), SETUP_TIMEOUT_S, hold)
            spans.append((time.perf_counter() - hold.continued_at) * 1000)
            claims.append(reply["e2e_ms"])
            digests.append(reply["digests"])
        seen.update(claims_ms=[round(c, 4) for c in claims], spans_ms=[round(s, 3) for s in spans], digests=digests)
    finally:
        child.close()
    return seen


def main() -> None:
    hardening.harden_trusted_process()
    found = mode.detect()
    record: dict = {"mode": found.kind}
    scenarios = sys.argv[1:] or ["probe", "plain", "stale", "plain_large", "punch", "stall", "hang", "cat_honest",
                                 "cat_mapped", "cat_twin"]
    sizes = {"plain_large": 16 << 20, "punch": 16 << 20}
    for name in [s for s in scenarios if s.startswith("cat_")]:
        record[name] = concatenation(found, name.removeprefix("cat_"))
    for name in [s for s in scenarios if not s.startswith("cat_")]:
        record[name] = driven(found, name.removesuffix("_large") if name != "plain_large" else "plain",
                              sizes.get(name, 1 << 16))
    print(json.dumps(record))


if __name__ == "__main__":
    main()
