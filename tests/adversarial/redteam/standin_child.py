"""The pass child of a red-team round's stand-in trusted side (rounds 18a, 19a, 19b, 19e, 19f): one child started as
``process.Sandbox`` starts one (``mode.detect``, the child's folders and uid lease, ``policy.command``'s confinement
plan, under bubblewrap where the mode is that, its stderr drained by the product's ``StderrTail``), running a round's
script instead of the serve loop, and the ``Sandboxes`` whose ``stop_all``, ``continue_all`` and ``others_stopped``
the stand-in runs over it."""

import json
import os
import signal
import subprocess
import sys
import types
from pathlib import Path

from pytest_passnet.sandbox import folders, identity, mode, policy, procfs, process
from pytest_passnet.sandbox.stderr_tail import StderrTail
from tests.sandbox.held_children import sandboxes_holding

TICKS_PER_S = os.sysconf("SC_CLK_TCK")


class Child:
    """One pass child running ``script HOW...`` confined; what ``Sandboxes`` reads of a child. ``first``: the
    script's first JSON line (it prints one once it runs); ``stdin``: ``subprocess.PIPE`` for a script that reads
    orders."""

    file_table = None

    def __init__(self, found: mode.Mode, script: Path, how: list[str], stdin: int | None = None):
        self.lease = identity.lease() if found.uid_per_child else None
        uid = self.lease.uid if self.lease else None
        self.made = folders.make(uid, found.bounded_folders)
        argv, env = policy.command(found.kind, self.made, os.environ, "cpu", (), uid=uid, steps=found.steps,
                                   landlock_abi=found.landlock_abi)
        code = "from pytest_passnet.sandbox import confine\nconfine.confine_child()\n" + script.read_text()
        ours = [sys.executable, "-P", "-c", code, *how]
        argv = argv[: argv.index("--") + 1] + ours if found.kind == policy.BWRAP else ours
        self.stderr = StderrTail()
        try:
            self.process = subprocess.Popen(argv, env=env, cwd=self.made.scratch, stdin=stdin, stdout=subprocess.PIPE,
                                            stderr=self.stderr.write_fd, text=True, start_new_session=True)
        finally:
            self.stderr.child_started()
        self.closed = False
        self.first = self.ready()

    def ready(self) -> dict:
        """The script's next JSON line."""
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"the confined child ended: {self.stderr.text()[-1500:]}")
        return json.loads(line)

    def processes(self) -> list[int]:
        return process._process_trees([self.process.pid] if self.process.poll() is None else [])

    def named(self, name: str) -> list[int]:
        """The child's live (not zombie) processes named ``name`` (``PR_SET_NAME``)."""
        return [pid for pid in self.processes() if comm(pid) == name and "Z" not in (procfs.thread_states(pid) or "Z")]

    def kill(self) -> None:
        self.close()

    def close(self) -> None:
        if self.closed:  # by the product's loops (they end a child that ran on) and by the stand-in's main
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


def comm(pid: int) -> str | None:
    """``pid``'s name, or None once it is gone."""
    try:
        return Path(f"/proc/{pid}/comm").read_text().strip()
    except OSError:
        return None


def cpu_s(pids: list[int]) -> float:
    """The CPU seconds ``pids`` used so far (0 for one that is gone)."""
    return sum(procfs.cpu_ticks(pid) or 0 for pid in pids) / TICKS_PER_S


def ticks_used(before: tuple[int, int] | None, after: tuple[int, int] | None) -> dict | None:
    """The user and system ticks between two ``procfs.user_and_system_ticks`` readings, None where one is missing."""
    if not (before and after):
        return None
    return {"user_ticks": after[0] - before[0], "system_ticks": after[1] - before[1]}
