"""Round 19a's stand-in trusted side: one pass child started as ``process.Sandbox`` starts one
(``standin_child.Child``, stdin a pipe: ``mode.detect``, folders, uid lease, ``policy.command``, bubblewrap where
the mode is that, stderr drained by ``StderrTail``), running ``child19a.py HOW``, then the product's
``Sandboxes.stop_all`` (and ``continue_all``, ``others_stopped``) over it. ``python standin19a.py HOW [LOOP]``;
prints one JSON line.

- ``exit_signal``, ``sigchld``, ``pty``: ``ROUNDS`` times: ``stop_all``; then one of the child's helpers
  (``oom-pick``) is killed, as the OOM killer would kill the stopped child's largest process (every child has
  ``oom_score_adj`` 1000); the CPU the child's other processes use in the ``WINDOW_S`` after; ``continue_all``;
- ``free``: ``ROUNDS`` times: the child is told to free its 1 GiB (the end of a reply), and LOOP
  (``stop_all``, or ``others_stopped`` entered for the reference's timed block) follows ``REPLY_S`` later, as
  the trusted side's next step follows a reply; whether the loop ended the honest child, and why;
- ``honest`` with LOOP ``others_stopped``: ``ROUNDS`` times the reference's timed block, in which one of the
  honest child's stopped helpers is killed as the OOM killer would (the block's allocations are the reference's,
  whose model runs there); whether the block's window convicts the child;
- ``seccomp``: the child's probes."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from pytest_passnet.sandbox import hardening, mode, procfs, process
from tests.adversarial.redteam.standin_child import Child, cpu_s, held

HERE = Path(__file__).parent
WINDOW_S = 0.5
ROUNDS = 3
RUNNING_S = 0.3
REPLY_S = 0.005  # the trusted side reads the reply's header and goes on to its next step


def killed_helper_rounds(child: Child) -> list[dict]:
    """Per round: ``stop_all``, one helper killed, the CPU the rest used in ``WINDOW_S``, their threads' states."""
    sandboxes, windows = held(child), []
    for _ in range(ROUNDS):
        time.sleep(RUNNING_S)
        process.Sandboxes.stop_all(sandboxes)
        if child.closed:
            windows.append({"ended_by_stop_all": True})
            break
        helpers = child.named("oom-pick")
        others = [pid for pid in child.processes() if pid not in helpers]
        before = cpu_s(others)
        if helpers:
            os.kill(helpers[0], signal.SIGKILL)  # the OOM killer's pick
        time.sleep(WINDOW_S)
        windows.append({"helpers": len(helpers), "cpu_s": round(cpu_s(others) - before, 3),
                        "states": {pid: procfs.thread_states(pid) for pid in others}})
        process.Sandboxes.continue_all(sandboxes)
    return windows


def free_rounds(child: Child, loop: str) -> list[dict]:
    """Per round: the child frees its buffer, ``loop`` follows ``REPLY_S`` later; whether it ended the child."""
    sandboxes, rounds = held(child), []
    for _ in range(ROUNDS):
        child.process.stdin.write("free\n")
        child.process.stdin.flush()
        time.sleep(REPLY_S)
        if loop == "stop_all":
            process.Sandboxes.stop_all(sandboxes)
            ended_for = "stop_all ended it" if child.closed else None
        else:
            with process.Sandboxes.others_stopped(sandboxes, sandboxes.reference) as window:
                pass
            ended_for = window.broke
        rounds.append({"ended": child.closed, "ended_for": ended_for})
        if child.closed:
            break
        process.Sandboxes.continue_all(sandboxes)
        child.ready()
    return rounds


def killed_in_block_rounds(child: Child) -> list[dict]:
    """Per round: ``others_stopped`` (the pass's child stopped for the reference's block), one of the child's
    stopped helpers killed inside the block (the OOM killer's pick), what the block's window says."""
    sandboxes, rounds = held(child), []
    for _ in range(ROUNDS):
        time.sleep(RUNNING_S)
        with process.Sandboxes.others_stopped(sandboxes, sandboxes.reference) as window:
            helpers = child.named("oom-pick")
            if helpers:
                os.kill(helpers[0], signal.SIGKILL)
            time.sleep(0.2)  # the reference's trials
        rounds.append({"helpers": len(helpers), "ended": child.closed, "broke": window.broke})
        if child.closed:
            break
    return rounds


def main() -> None:
    how, loop = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "stop_all"
    hardening.harden_trusted_process()
    found = mode.detect()
    child = Child(found, HERE / "child19a.py", [how], stdin=subprocess.PIPE)
    record = {"mode": found.kind, "how": how, "loop": loop, "first": child.first}
    try:
        if how in ("exit_signal", "sigchld", "pty"):
            record["windows"] = killed_helper_rounds(child)
        elif how == "honest":
            record["rounds"] = killed_in_block_rounds(child)
        elif how == "free":
            record["rounds"] = free_rounds(child, loop)
    finally:
        child.close()
    print(json.dumps(record))


if __name__ == "__main__":
    main()
