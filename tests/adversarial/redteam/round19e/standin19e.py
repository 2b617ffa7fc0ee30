"""Round 19e's stand-in trusted side: one pass child started as ``process.Sandbox`` starts one (round 19b's
``standin19b.Child``: ``mode.detect``, folders, uid lease, ``policy.command``, bubblewrap where the mode is that,
``StderrTail``), running ``child19e.py HOW``, then the product's ``Sandboxes.stop_all`` and ``continue_all`` over it.
Between them the stand-in sends the burner's process one SIGCONT (a continuation: ``_Watch`` exists because
"nothing stops a process from being continued"; rounds 18a and 19a found two routes, both closed since) and
reads the CPU that process used in user code and in the kernel from ``stop_all``'s return to ``continue_all``.
``python standin19e.py HOW``; prints one JSON line. ``python standin19e.py large MIB BLOCK_S``: the child's large
helper killed between shares (``large_helper_killed``)."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from pytest_passnet.sandbox import folders, hardening, identity, mode, policy, procfs, process
from pytest_passnet.sandbox.stderr_tail import StderrTail
from tests.adversarial.redteam.round19b import standin19b

HERE = Path(__file__).parent
RUNNING_S = 0.3
CONTINUED_AFTER_S = 0.1
BLOCK_S = 0.8  # another worker's share


class Child(standin19b.Child):
    """Round 19b's child, running ``child19e.py``."""

    def __init__(self, found: mode.Mode, how: list[str]):
        self.lease = identity.lease() if found.uid_per_child else None
        uid = self.lease.uid if self.lease else None
        self.made = folders.make(uid, found.bounded_folders)
        argv, env = policy.command(found.kind, self.made, os.environ, "cpu", (), uid=uid, steps=found.steps,
                                   landlock_abi=found.landlock_abi)
        code = "from pytest_passnet.sandbox import confine\nconfine.confine_child()\n" + (HERE / "child19e.py").read_text()
        ours = [sys.executable, "-P", "-c", code, *how]
        argv = argv[: argv.index("--") + 1] + ours if found.kind == policy.BWRAP else ours
        self.stderr = StderrTail()
        try:
            self.process = subprocess.Popen(argv, env=env, cwd=self.made.scratch, stdout=subprocess.PIPE,
                                            stderr=self.stderr.write_fd, text=True, start_new_session=True)
        finally:
            self.stderr.child_started()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"the confined child ended: {self.stderr.text()[-1500:]}")
        self.first = json.loads(line)
        self.closed = False

    def burner(self) -> int | None:
        for pid in self.processes():
            try:
                if Path(f"/proc/{pid}/comm").read_text().strip() == "burner19e":
                    return pid
            except OSError:
                continue
        return None


def continued_between_shares(child: Child) -> dict:
    sandboxes = standin19b.held(child)
    time.sleep(RUNNING_S)
    pid = child.burner()
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
    used = None if not (before and after) else {"user_ticks": after[0] - before[0], "system_ticks": after[1] - before[1]}
    return {"burner": pid, "states_before": states, "ending": ending, "used": used, "ended": child.closed,
            "ended_for": getattr(child, "ended_for", None)}


def large_helper_killed(child: Child, block_s: float) -> dict:
    """``stop_all``, the large helper killed (the OOM killer's pick: another worker's block allocates), ``block_s``
    (another worker's share), ``continue_all``, then the next ``stop_all`` (the worker gives its share back again)
    and ``continue_all``: whether the honest child was ended, and why; what the helper's zombie shows."""
    sandboxes = standin19b.held(child)
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
    used = None if not (before and after) else {"user_ticks": after[0] - before[0], "system_ticks": after[1] - before[1]}
    return {"helpers": len(helpers), "helper_used": used, "ended_in_first_share": ended_first, "ended": child.closed,
            "ended_for": getattr(child, "ended_for", None)}


def self_stopped_hider(child: Child) -> dict:
    """``stop_all`` while the child's helper stands stopped by its own SIGSTOP (as it does almost all the time), one
    SIGCONT to the helper (a continuation), another worker's share, ``continue_all``: whether the helper was
    watched (in ``_paused``), the CPU it used meanwhile, whether the child was ended."""
    sandboxes = standin19b.held(child)
    time.sleep(RUNNING_S)
    hider = next((pid for pid in child.processes() if _comm(pid) == "hider19e"), None)
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
    used = None if not (before and after) else {"user_ticks": after[0] - before[0], "system_ticks": after[1] - before[1]}
    return {"hider": hider, "watched": watched, "used": used, "ended": child.closed,
            "ended_for": getattr(child, "ended_for", None)}


def _comm(pid: int) -> str | None:
    try:
        return Path(f"/proc/{pid}/comm").read_text().strip()
    except OSError:
        return None


def main() -> None:
    how = sys.argv[1:]
    hardening.harden_trusted_process()
    found = mode.detect()
    child = Child(found, how)
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
