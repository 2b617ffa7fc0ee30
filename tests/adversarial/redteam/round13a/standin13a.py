"""The trusted side's start of one child as ``process.Sandbox`` makes it (round 12a's stand-in), with
the product's file-table watch on it as ``Sandbox.assign`` starts one (``FileTableWatch`` over
``process._process_trees`` of the child): ``python standin13a.py WAIT_S SCRIPT [ARG...]``. The confined
script prints a JSON line once its processes hold their files; the stand-in then gives the watch
WAIT_S (many of its periods) and records what it did, the host's growth, what the trusted side's count
(its ``/proc/<pid>/fd`` listings) sees of the child's processes, whether another uid can open a file, and
ends the child with the product's ``Sandbox.kill``, counting the zombie children it leaves. ``kill``: no wait, the product's
own ``Sandbox.kill`` ends the child once it is ready, and the stand-in (hardened as the trusted
process is: a child subreaper) counts its zombie children 2 s later. ``STANDIN_WITHOUT`` as round 10a's
``standin.py``. Prints one JSON line."""

import dataclasses
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from pytest_passnet.sandbox import file_table, folders, hardening, identity, mode, policy, process, procfs
from tests.adversarial.redteam.round12a.standin12a import another_uid_opens


def descriptors(pids: list[int]) -> int:
    """What the trusted side can count of the processes' descriptors: their /proc/<pid>/fd listings
    (the watch's count at 6d13aed0, ``file_table.open_files``)."""
    held = 0
    for pid in pids:
        try:
            held += len(os.listdir(f"/proc/{pid}/fd"))
        except OSError:
            pass
    return held


def tables_count(pids: list[int]) -> int:
    """The descriptors of each process's leader and of its threads whose table lists another count
    than the leader's (a thread made without CLONE_FILES has a table of its own): as root, what
    /proc/<pid>/task/<tid>/fd shows beyond /proc/<pid>/fd."""
    total = 0
    for pid in pids:
        try:
            leader = len(os.listdir(f"/proc/{pid}/fd"))
            tids = os.listdir(f"/proc/{pid}/task")
        except OSError:
            continue
        total += leader
        for tid in tids:
            try:
                count = len(os.listdir(f"/proc/{pid}/task/{tid}/fd"))
            except OSError:
                continue
            total += count if count != leader else 0
    return total


def zombie_children() -> list[int]:
    found = []
    for pid in procfs.children(os.getpid()):
        try:
            if Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] == "Z":
                found.append(pid)
        except OSError:
            continue
    return found


def killed_by_the_product(child: subprocess.Popen, lease, record: dict) -> None:
    """``Sandbox.kill`` itself, on a Sandbox that holds only what it reads (the child, its lease), then
    the zombie children it left this process (a child subreaper, as the trusted process is) 2 s later."""
    sandbox = process.Sandbox.__new__(process.Sandbox)
    sandbox.process, sandbox.lease, sandbox.file_table = child, lease, None
    sandbox.uid = lease.uid if lease else None
    started = time.monotonic()
    sandbox.kill()
    record["kill_s"] = round(time.monotonic() - started, 2)
    time.sleep(2)
    record["zombie_children_after_kill"] = len(zombie_children())
    while True:  # this stand-in's own clean-up, which the trusted process never does
        try:
            if os.waitpid(-1, os.WNOHANG)[0] == 0:
                break
        except ChildProcessError:
            break


def main() -> None:
    killing = sys.argv[1] == "kill"
    wait_s, script = 0.0 if killing else float(sys.argv[1]), sys.argv[2]
    hardening.harden_trusted_process()
    found = mode.detect()
    left_out = set(filter(None, os.environ.get("STANDIN_WITHOUT", "").split(",")))
    found = dataclasses.replace(found, steps=tuple(step for step in found.steps if step not in left_out))
    lease = identity.lease() if found.uid_per_child else None
    made = folders.make(lease.uid if lease else None, found.bounded_folders)
    record = {"mode": found.kind, "steps": list(found.steps), "uid_per_child": found.uid_per_child}
    child = None
    try:
        _, env = policy.command(policy.PLAIN, made, os.environ, "cpu", (), uid=lease.uid if lease else None,
                                steps=found.steps, landlock_abi=found.landlock_abi)
        code = "from pytest_passnet.sandbox import confine\nconfine.confine_child()\n" + open(script).read()
        before = file_table.allocated_files()
        child = subprocess.Popen([sys.executable, "-P", "-c", code, *sys.argv[3:]], env=env, cwd=made.scratch,
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                 start_new_session=True)
        watch = file_table.FileTableWatch(lambda: process._process_trees([child.pid] if child.poll() is None else []))
        first = child.stdout.readline()
        if not first:  # ended before it held everything: by the watch, or it failed
            record["ended_for"] = watch.verdict() if hasattr(watch, "verdict") else watch.ended_for
            record["alive"] = False
            record["child"] = {"stderr": child.stderr.read()[-800:], "exit": child.wait()}
            return
        record["held"] = json.loads(first)
        if not killing:
            time.sleep(wait_s)
            tree = process._process_trees([child.pid])
            record["host_growth"] = file_table.allocated_files() - before
            record["trusted_count"] = descriptors(tree)
            record["readable_fd_folders"] = sum(os.access(f"/proc/{pid}/fd", os.R_OK) for pid in tree)
            record["task_tables_count"] = tables_count(tree)
            record["processes"] = len(tree)
            record["another_uid_opens"] = another_uid_opens()
            record["ended_for"] = watch.verdict() if hasattr(watch, "verdict") else watch.ended_for
            record["alive"] = child.poll() is None
        watch.stop()
        killed_by_the_product(child, lease, record)
    finally:
        if child is not None and child.poll() is None:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()
        if lease:
            lease.release()
        folders.remove(made)
        print(json.dumps(record))


if __name__ == "__main__":
    main()
