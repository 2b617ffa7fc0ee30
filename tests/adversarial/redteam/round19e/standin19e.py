"""Round 19e's stand-in trusted side: one pass child started as ``process.Sandbox`` starts one
(``standin_child.Child``: ``mode.detect``, folders, uid lease, ``policy.command``, bubblewrap where the mode is that,
``StderrTail``), running ``child19e.py HOW``, then the product's ``Sandboxes.stop_all`` and ``continue_all`` over it.
Between them the stand-in sends the burner's process one SIGCONT (a continuation: ``_Watch`` exists because
"nothing stops a process from being continued"; rounds 18a and 19a found two routes, both closed since) and
reads the CPU that process used in user code and in the kernel from ``stop_all``'s return to ``continue_all``.
``python standin19e.py HOW``; prints one JSON line. ``python standin19e.py large MIB BLOCK_S``: the child's large
helper killed between shares (``large_helper_killed``)."""

import json
import os
import signal
import sys
import time
from pathlib import Path

from pytest_passnet.sandbox import hardening, mode, procfs, process
from tests.adversarial.redteam.standin_child import Child, comm, held, ticks_used

HERE = Path(__file__).parent
RUNNING_S = 0.3
CONTINUED_AFTER_S = 0.1
BLOCK_S = 0.8  # another worker's share


def continued_between_shares(child: Child) -> dict:
    sandboxes = held(child)
    time.sleep(RUNNING_S)
    pid = next((pid for pid in child.processes() if comm(pid) == "burner19e"), None)  # not named(): a zombie leader
    states = procfs.thread_states(pid) if pid else None
    process.Sandboxes.stop_all(sandboxes)
    before = procfs.user_and_system_ticks(pid) if pid else None
    time.sleep(CONTINUED_AFTER_S)
    if pid:
        procfs.send([pid], signal.SIGCONT)
    time.sleep(BLOCK_S)
    after = procfs.user_and_system_ticks(pid) if pid else None
    ending = procfs.ending(pid) if pid else None
    process.Sandboxes.continue_all(sandboxes)
    return {"burner": pid, "states_before": states, "ending": ending, "used": ticks_used(before, after),
            "ended": child.closed, "ended_for": getattr(child, "ended_for", None)}


def large_helper_killed(child: Child, block_s: float) -> dict:
    """``stop_all``, the large helper killed (the OOM killer's pick: another worker's block allocates), ``block_s``
    (another worker's share), ``continue_all``, then the next ``stop_all`` (the worker gives its share back again)
    and ``continue_all``: whether the honest child was ended, and why; what the helper's zombie shows."""
    sandboxes = held(child)
    time.sleep(RUNNING_S)
    helpers = child.named("oom-pick")
    process.Sandboxes.stop_all(sandboxes)
    before = procfs.user_and_system_ticks(helpers[0]) if helpers else None
    if helpers:
        os.kill(helpers[0], signal.SIGKILL)
    time.sleep(block_s)
    process.Sandboxes.continue_all(sandboxes)
    ended_first = child.closed
    if not child.closed:
        time.sleep(0.05)  # the worker takes its share, and gives it back
        process.Sandboxes.stop_all(sandboxes)
        process.Sandboxes.continue_all(sandboxes)
    after = procfs.user_and_system_ticks(helpers[0]) if helpers else None
    return {"helpers": len(helpers), "helper_used": ticks_used(before, after), "ended_in_first_share": ended_first,
            "ended": child.closed, "ended_for": getattr(child, "ended_for", None)}


def self_stopped_hider(child: Child) -> dict:
    """``stop_all`` while the child's helper stands stopped by its own SIGSTOP (as it does almost all the time), one
    SIGCONT to the helper (a continuation), another worker's share, ``continue_all``: whether the helper was
    watched (in ``_paused``), the CPU it used meanwhile, whether the child was ended."""
    sandboxes = held(child)
    time.sleep(RUNNING_S)
    hider = next((pid for pid in child.processes() if comm(pid) == "hider19e"), None)
    deadline = time.monotonic() + 2
    while hider and not procfs.all_stopped(hider) and time.monotonic() < deadline:
        time.sleep(0.001)
    process.Sandboxes.stop_all(sandboxes)
    watched = hider in sandboxes._paused
    before = procfs.user_and_system_ticks(hider) if hider else None
    time.sleep(0.4)  # the helper's main process is stopped: the helper knows the worker's stop is on
    if hider:
        procfs.send([hider], signal.SIGCONT)
    time.sleep(BLOCK_S)
    after = procfs.user_and_system_ticks(hider) if hider else None
    process.Sandboxes.continue_all(sandboxes)
    return {"hider": hider, "watched": watched, "used": ticks_used(before, after), "ended": child.closed,
            "ended_for": getattr(child, "ended_for", None)}


def main() -> None:
    how = sys.argv[1:]
    hardening.harden_trusted_process()
    found = mode.detect()
    child = Child(found, HERE / "child19e.py", how)
    record = {"mode": found.kind, "how": how, "first": child.first}
    try:
        if how[0] == "self-stopped":
            record.update(self_stopped_hider(child))
        elif how[0] == "large":
            record.update(large_helper_killed(child, float(how[2])))
        else:
            record.update(continued_between_shares(child))
    finally:
        child.close()
    print(json.dumps(record))


if __name__ == "__main__":
    main()
