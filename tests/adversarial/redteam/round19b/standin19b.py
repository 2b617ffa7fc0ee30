"""Round 19b's stand-in trusted side: one pass child started as ``process.Sandbox`` starts one (round 19a's
``standin19a``: ``mode.detect``, folders, uid lease, ``policy.command``, bubblewrap where the mode is that, stderr
drained by ``StderrTail``), running ``child19b.py HOW [MIB]``, then the product's ``Sandboxes.others_stopped`` over
it. ``python standin19b.py HOW [MIB THREADS LOOP]``; prints one JSON line.

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
import subprocess
import sys
import time
import types
from pathlib import Path

from pytest_passnet.sandbox import folders, hardening, identity, mode, policy, procfs, process
from pytest_passnet.sandbox.stderr_tail import StderrTail
from tests.sandbox.held_children import sandboxes_holding

HERE = Path(__file__).parent
ROUNDS = 2
RUNNING_S = 0.2
BLOCK_S = 0.3  # the reference's trials


class Child:
    """One pass child running ``child19b.py`` confined; what ``Sandboxes.others_stopped`` reads of it."""

    file_table = None

    def __init__(self, found: mode.Mode, how: list[str]):
        self.lease = identity.lease() if found.uid_per_child else None
        uid = self.lease.uid if self.lease else None
        self.made = folders.make(uid, found.bounded_folders)
        argv, env = policy.command(found.kind, self.made, os.environ, "cpu", (), uid=uid, steps=found.steps,
                                   landlock_abi=found.landlock_abi)
        code = "from pytest_passnet.sandbox import confine\nconfine.confine_child()\n" + (HERE / "child19b.py").read_text()
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

    def processes(self) -> list[int]:
        return process._process_trees([self.process.pid] if self.process.poll() is None else [])

    def named(self, name: str) -> list[int]:
        found = []
        for pid in self.processes():
            try:
                if Path(f"/proc/{pid}/comm").read_text().strip() == name and "Z" not in (procfs.thread_states(pid) or "Z"):
                    found.append(pid)
            except OSError:
                continue
        return found

    def kill(self) -> None:
        self.close()

    def close(self) -> None:
        if self.closed:  # by others_stopped (it ends a child that ran) and by main
            return
        self.closed = True
        procfs.send(self.processes(), signal.SIGKILL)
        self.process.wait()
        self.stderr.close()
        if self.lease:
            self.lease.release()
        folders.remove(self.made)


def held(child: Child) -> process.Sandboxes:
    """What ``Sandboxes.stop_all``, ``continue_all`` and ``others_stopped`` read of a worker holding ``child`` as its
    pass's child (the reference a stand-in with no process)."""
    return sandboxes_holding(child, types.SimpleNamespace(processes=list))


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
    child = Child(found, how)
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
