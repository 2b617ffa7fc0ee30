"""Round 19b's stand-in trusted side: one pass child started as ``process.Sandbox`` starts one
(``standin_child.Child``: ``mode.detect``, folders, uid lease, ``policy.command``, bubblewrap where the mode is
that, stderr drained by ``StderrTail``), running ``child19b.py HOW [MIB]``, then the product's
``Sandboxes.others_stopped`` over it. ``python standin19b.py HOW [MIB THREADS LOOP]``; prints one JSON line.

- ``helpers MIB THREADS others_stopped``: ``ROUNDS`` times the reference's timed block (``others_stopped`` with the reference active, the
  pass's child stopped and watched), in which one of the honest child's stopped helpers (MIB MiB each) is killed as
  the OOM killer kills (SIGKILL to the largest process of the highest ``oom_score_adj``); whether the block's
  window convicts the child, and the CPU the killed helper's zombie shows since it was stopped;
- ``helpers MIB THREADS stop_all``: the same between ``stop_all`` and ``continue_all`` (the worker's share given
  back: another worker's block runs meanwhile, and its allocations are what drives a host to the OOM killer);
- ``clone``: the child's probes."""

import json
import os
import signal
import sys
import time
from pathlib import Path

from pytest_passnet.sandbox import hardening, mode, procfs, process
from tests.adversarial.redteam.standin_child import Child, held

HERE = Path(__file__).parent
ROUNDS = 2
RUNNING_S = 0.2
BLOCK_S = 0.3  # the reference's trials


def killed_in_block_rounds(child: Child) -> list[dict]:
    """Per round: ``others_stopped`` for the reference's block, one stopped helper killed inside it (the OOM
    killer's pick), what the block's window says and what the helper's zombie shows."""
    sandboxes, rounds = held(child), []
    for _ in range(ROUNDS):
        time.sleep(RUNNING_S)
        with process.Sandboxes.others_stopped(sandboxes, sandboxes.reference) as window:
            helpers = child.named("oom-pick")
            zombie_ticks = None
            if helpers:
                before = procfs.cpu_ticks(helpers[0])
                os.kill(helpers[0], signal.SIGKILL)
                time.sleep(BLOCK_S)
                after = procfs.cpu_ticks(helpers[0])
                zombie_ticks = None if before is None or after is None else after - before
        rounds.append({"helpers": len(helpers), "killed_helper_ticks": zombie_ticks, "ended": child.closed,
                       "broke": window.broke})
        if child.closed:
            break
    return rounds


def killed_between_shares_rounds(child: Child) -> list[dict]:
    """Per round: ``stop_all`` (the worker gives its share back: another worker's block may run, and allocate),
    one stopped helper killed (the OOM killer's pick), ``continue_all``; whether the child was ended, and why."""
    sandboxes, rounds = held(child), []
    for _ in range(ROUNDS):
        time.sleep(RUNNING_S)
        process.Sandboxes.stop_all(sandboxes)
        helpers = child.named("oom-pick")
        if helpers:
            os.kill(helpers[0], signal.SIGKILL)
        time.sleep(BLOCK_S)
        process.Sandboxes.continue_all(sandboxes)
        rounds.append({"helpers": len(helpers), "ended": child.closed, "broke": getattr(child, "ended_for", None)})
        if child.closed:
            break
    return rounds


def main() -> None:
    how = sys.argv[1:]
    hardening.harden_trusted_process()
    found = mode.detect()
    child = Child(found, HERE / "child19b.py", how)
    record = {"mode": found.kind, "how": how, "first": child.first}
    try:
        if how[0] == "helpers":
            loop = how[3] if len(how) > 3 else "others_stopped"
            record["rounds"] = (killed_in_block_rounds if loop == "others_stopped" else killed_between_shares_rounds)(child)
    finally:
        child.close()
    print(json.dumps(record))


if __name__ == "__main__":
    main()
