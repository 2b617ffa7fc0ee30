"""Round 19f's stand-in trusted side: one pass child started as ``process.Sandbox`` starts one (round 19b's
``standin19b.Child``: ``mode.detect``, folders, uid lease, ``policy.command``, bubblewrap where the mode is that,
``StderrTail``), running ``child19f.py HOW``, then the product's ``Sandboxes.stop_all`` and ``continue_all`` over it.
``python standin19f.py HOW...``; prints one JSON line.

- ``held-by-file-table``: the child's ``FileTableWatch`` (the product's) over a host count the stand-in plays
  (``file_table.allocated_files`` replaced by a number: the host's open files): the pass's child grows it past
  ``GROWTH_FILES``, another process's files (another worker's child of the same pass) go while the watch holds the
  child to see whose they were, and the worker's ``stop_all`` lands in that window; then another worker's share;
  ``continue_all``. Whether the child ran meanwhile (its CPU), and whether it was ended;
- ``exiting MAPS``: ``stop_all``; one SIGCONT to the child's helper (a continuation, as round 19e plays one); it
  ends itself, its exit freeing a 1.5 GiB tmpfs file outside its resident set; another worker's share;
  ``continue_all``. The exit allowance the watch gave it (``_Watch.exit_ticks``), the CPU its exit used, whether the
  child was ended."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from pytest_passnet.sandbox import file_table, folders, hardening, identity, mode, policy, procfs, process
from pytest_passnet.sandbox.stderr_tail import StderrTail
from tests.adversarial.redteam.round19b import standin19b

HERE = Path(__file__).parent
RUNNING_S = 0.3
BLOCK_S = 0.8  # another worker's share
HOST_FILES = 1_000_000  # the host's open files when the child started: another worker's child holds 100,000 of them
OTHERS_FILES = 100_000
FILLED = 150_000  # what the pass's child opened (more than GROWTH_FILES)


class Child(standin19b.Child):
    """Round 19b's child, running ``child19f.py``."""

    def __init__(self, found: mode.Mode, how: list[str]):
        self.lease = identity.lease() if found.uid_per_child else None
        uid = self.lease.uid if self.lease else None
        self.made = folders.make(uid, found.bounded_folders)
        argv, env = policy.command(found.kind, self.made, os.environ, "cpu", (), uid=uid, steps=found.steps,
                                   landlock_abi=found.landlock_abi)
        code = "from pytest_passnet.sandbox import confine\nconfine.confine_child()\n" + (HERE / "child19f.py").read_text()
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


def _comm(pid: int) -> str | None:
    try:
        return Path(f"/proc/{pid}/comm").read_text().strip()
    except OSError:
        return None


def _used(before, after) -> dict | None:
    return None if not (before and after) else {"user_ticks": after[0] - before[0], "system_ticks": after[1] - before[1]}


def held_by_file_table(child: Child) -> dict:
    host = {"files": HOST_FILES}
    file_table.allocated_files = lambda: host["files"]
    child.file_table = file_table.FileTableWatch(child.processes)
    sandboxes = standin19b.held(child)
    time.sleep(RUNNING_S)
    burner = next(pid for pid in child.processes() if _comm(pid) == "burner19f")
    host["files"] = HOST_FILES + FILLED  # the pass's child filled (it knows its share is about to end)
    deadline = time.monotonic() + 2
    while not child.file_table.holding() and time.monotonic() < deadline:
        time.sleep(0.001)
    held_at_stop = child.file_table.held()
    time.sleep(0.1)
    host["files"] = HOST_FILES + FILLED - OTHERS_FILES  # the other worker's child closed its files, in the window
    process.Sandboxes.stop_all(sandboxes)  # waits for the watch's window (``hold``), then gives the share back
    paused = list(sandboxes._paused)
    before = procfs.user_and_system_ticks(burner)
    time.sleep(BLOCK_S)
    after = procfs.user_and_system_ticks(burner)
    still_held = child.file_table.held()
    process.Sandboxes.continue_all(sandboxes)
    child.file_table.stop()
    return {"burner": burner, "held_at_stop": burner in held_at_stop, "paused_by_stop_all": burner in paused,
            "held_after": still_held, "used": _used(before, after), "ended": child.closed,
            "ended_for": getattr(child, "ended_for", None) or child.file_table.ended_for}


def exiting(child: Child) -> dict:
    sandboxes = standin19b.held(child)
    time.sleep(RUNNING_S)
    helper = next(pid for pid in child.processes() if _comm(pid) == "exiting19f")
    resident = procfs.resident_bytes(helper)
    process.Sandboxes.stop_all(sandboxes)
    watch = sandboxes._paused_watch
    allowance = watch.exit_ticks.get(helper) if watch else None
    before = procfs.user_and_system_ticks(helper)
    time.sleep(0.1)
    procfs.send([helper], signal.SIGCONT)
    time.sleep(BLOCK_S)
    after = procfs.user_and_system_ticks(helper)
    ending = procfs.ending(helper)
    process.Sandboxes.continue_all(sandboxes)
    return {"helper": helper, "resident_mib": resident >> 20, "exit_allowance_ticks": allowance, "ending": ending,
            "used": _used(before, after), "ended": child.closed, "ended_for": getattr(child, "ended_for", None)}


def main() -> None:
    how = sys.argv[1:]
    hardening.harden_trusted_process()
    found = mode.detect()
    child = Child(found, ["burner"] if how[0] == "held-by-file-table" else how)
    record = {"mode": found.kind, "how": how, "first": child.first}
    try:
        record.update(held_by_file_table(child) if how[0] == "held-by-file-table" else exiting(child))
    finally:
        child.close()
    print(json.dumps(record))


if __name__ == "__main__":
    main()
