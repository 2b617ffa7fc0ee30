"""Round 20c's stand-in trusted side: one pass child started as ``process.Sandbox`` starts one
(``standin_child.Child``: ``mode.detect``, folders, uid lease, ``policy.command``, bubblewrap where the mode is that,
``StderrTail``), running ``child20c.py HOW``, then the product's ``Sandboxes.stop_all`` and ``continue_all`` over it.
``python standin20c.py HOW...``; prints one JSON line.

- ``lent MIB``: an honest child (a helper holding ``MIB`` MiB) under the product's ``FileTableWatch``, with the host's
  open-file count played by the stand-in (``file_table.allocated_files`` replaced by a number, as round 19f plays
  it). The worker gives its share back (``stop_all``: the watch is lent); in that interval another process on the
  host opens 150,000 files and keeps them; ``BLOCK_S`` later (another worker's share) the worker takes its share
  again (``continue_all``). When the child's helper was killed (from ``stop_all``'s return), the kernel CPU its exit
  used before ``continue_all``, and why the child was ended (what its next request would say). The watch's turn file
  is one of the stand-in's own (the host's stays free for other tests' watches), and its give-back wait is
  ``GIVE_BACK_S``: the played count never falls, so a longer wait ends in the same verdict;
- ``walk SHARED_MIB ZERO_GIB``: the child's helper maps ``SHARED_MIB`` MiB of shared memory and ``ZERO_GIB`` GiB of
  the zero page; how long the exit allowance's reading (``process._exit_ticks``, the one ``stop_all`` and
  ``others_stopped`` make of every stopped process) takes over it, against what it counts of the 8 GiB walk
  budget; and ``stop_all`` + ``continue_all`` over the child."""

import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

from pytest_passnet.sandbox import file_table, hardening, mode, procfs, process
from tests.adversarial.redteam.standin_child import Child, held

HERE = Path(__file__).parent
RUNNING_S = 0.3
BLOCK_S = 1.5  # another worker's share
HOST_FILES = 1_000_000  # the host's open files when the child started
OTHERS_FILES = 150_000  # what another process on the host opens while the worker holds no share (> GROWTH_FILES)
GIVE_BACK_S = 0.2  # the played count gives nothing back however long the watch reads it


def lent_watch_ends(child: Child) -> dict:
    host = {"files": HOST_FILES}
    file_table.allocated_files = lambda: host["files"]
    file_table.GIVE_BACK_S = GIVE_BACK_S
    child.file_table = file_table.FileTableWatch(child.processes)
    sandboxes = held(child)
    time.sleep(RUNNING_S)
    helper = child.named("helper20c")[0]
    process.Sandboxes.stop_all(sandboxes)  # the worker gives its share back: the watch is lent
    given_back = time.monotonic()
    paused = helper in sandboxes._paused
    first = last = procfs.user_and_system_ticks(helper)
    host["files"] = HOST_FILES + OTHERS_FILES  # another process's files, kept
    killed_after_s = None
    while time.monotonic() < given_back + BLOCK_S:
        if killed_after_s is None and (procfs.thread_states(helper) is None or procfs.ending(helper)):
            killed_after_s = round(time.monotonic() - given_back, 3)
        last = procfs.user_and_system_ticks(helper) or last  # its zombie's, while one is left to read
        time.sleep(0.002)
    process.Sandboxes.continue_all(sandboxes)  # the worker takes its share again
    child.file_table.stop()
    exit_ticks = None if not (first and last) else last[1] - first[1]
    return {"helper": helper, "paused": paused, "killed_in_other_share_after_s": killed_after_s,
            "exit_system_ticks_in_other_share": exit_ticks, "ended": child.closed,
            "ended_for": getattr(child, "ended_for", None), "watch_verdict": child.file_table.ended_for}


def _page_tables_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmPTE:"))


def walk(child: Child) -> dict:
    walker = child.named("walker20c")[0]
    resident = procfs.resident(walker)
    sandboxes = held(child)
    process.Sandboxes.stop_all(sandboxes)
    readings = []
    for _ in range(3):
        started = time.perf_counter()
        ticks = process._exit_ticks([walker])
        readings.append(time.perf_counter() - started)
    started = time.perf_counter()
    process.Sandboxes.continue_all(sandboxes)
    process.Sandboxes.stop_all(sandboxes)
    stop_all_s = time.perf_counter() - started
    process.Sandboxes.continue_all(sandboxes)
    counted = resident.anonymous + resident.shared  # what the walk takes of _WALKED_AT_A_STOP
    return {"walker": walker, "counted_mib": counted >> 20, "page_tables_mib": _page_tables_kib(walker) >> 10,
            "walk_s": round(min(readings), 4), "walk_s_per_counted_gib": round(min(readings) / (counted / 2**30), 3),
            "allowance_ticks": ticks[walker], "stop_all_s": round(stop_all_s, 4), "ended": child.closed}


def main() -> None:
    how = sys.argv[1:]
    hardening.harden_trusted_process()
    found = mode.detect()
    child = Child(found, HERE / "child20c.py", ["honest", how[1]] if how[0] == "lent" else ["walker", *how[1:]])
    record = {"mode": found.kind, "how": how, "first": child.first}
    turns = tempfile.mkdtemp(prefix="passnet-r20c-turn-")
    file_table.turn_path = lambda: f"{turns}/turn.lock"
    try:
        record.update(lent_watch_ends(child) if how[0] == "lent" else walk(child))
    finally:
        if child.file_table:
            child.file_table.stop()
        child.close()
        shutil.rmtree(turns, ignore_errors=True)
    print(json.dumps(record))


if __name__ == "__main__":
    main()
