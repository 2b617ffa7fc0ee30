"""Round 19f's stand-in trusted side: one pass child started as ``process.Sandbox`` starts one
(``standin_child.Child``: ``mode.detect``, folders, uid lease, ``policy.command``, bubblewrap where the mode is that,
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
import signal
import sys
import time
from pathlib import Path

from pytest_passnet.sandbox import file_table, hardening, mode, procfs, process
from tests.adversarial.redteam.standin_child import Child, comm, held, ticks_used

HERE = Path(__file__).parent
RUNNING_S = 0.3
BLOCK_S = 0.8  # another worker's share
HOST_FILES = 1_000_000  # the host's open files when the child started: another worker's child holds 100,000 of them
OTHERS_FILES = 100_000
FILLED = 150_000  # what the pass's child opened (more than GROWTH_FILES)


def held_by_file_table(child: Child) -> dict:
    host = {"files": HOST_FILES}
    file_table.allocated_files = lambda: host["files"]
    child.file_table = file_table.FileTableWatch(child.processes)
    sandboxes = held(child)
    time.sleep(RUNNING_S)
    burner = next(pid for pid in child.processes() if comm(pid) == "burner19f")
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
            "held_after": still_held, "used": ticks_used(before, after), "ended": child.closed,
            "ended_for": getattr(child, "ended_for", None) or child.file_table.ended_for}


def exiting(child: Child) -> dict:
    sandboxes = held(child)
    time.sleep(RUNNING_S)
    helper = next(pid for pid in child.processes() if comm(pid) == "exiting19f")
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
            "used": ticks_used(before, after), "ended": child.closed, "ended_for": getattr(child, "ended_for", None)}


def main() -> None:
    how = sys.argv[1:]
    hardening.harden_trusted_process()
    found = mode.detect()
    child = Child(found, HERE / "child19f.py", ["burner"] if how[0] == "held-by-file-table" else how)
    record = {"mode": found.kind, "how": how, "first": child.first}
    try:
        record.update(held_by_file_table(child) if how[0] == "held-by-file-table" else exiting(child))
    finally:
        child.close()
    print(json.dumps(record))


if __name__ == "__main__":
    main()
