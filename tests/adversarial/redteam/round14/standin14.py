"""A child started as ``process.Sandbox`` starts one (round 13a's ``standin13a.py``: the product's
confinement, policy and folders), its stderr drained by the product's ``StderrTail`` and watched by the
product's ``FileTableWatch`` over ``process._process_trees``, as ``Sandbox.assign`` starts it, with
``GROWTH_FILES`` lowered to GROWTH (the same rule at a small scale: this round fills no host table):
``python standin14.py GROWTH SCRIPT [ARG...]``. Records each line the script prints, the signals the
watch sent, its verdict, whether the child lived, and the host's growth over the start. Prints one JSON line."""

import collections
import json
import os
import signal
import subprocess
import sys

from pytest_passnet.sandbox import file_table, folders, hardening, identity, mode, policy, procfs, process
from pytest_passnet.sandbox.stderr_tail import StderrTail


def main() -> None:
    file_table.GROWTH_FILES = int(sys.argv[1])
    script = sys.argv[2]
    sent = collections.Counter()
    send = procfs.send

    def counted(pids: list[int], signum: int) -> None:
        sent[signal.Signals(signum).name] += 1
        send(pids, signum)

    procfs.send = counted
    hardening.harden_trusted_process()
    found = mode.detect()
    lease = identity.lease() if found.uid_per_child else None
    made = folders.make(lease.uid if lease else None, found.bounded_folders)
    record = {"mode": found.kind, "growth_files": file_table.GROWTH_FILES, "lines": []}
    child, stderr = None, StderrTail()
    try:
        _, env = policy.command(policy.PLAIN, made, os.environ, "cpu", (), uid=lease.uid if lease else None,
                                steps=found.steps, landlock_abi=found.landlock_abi)
        code = "from pytest_passnet.sandbox import confine\nconfine.confine_child()\n" + open(script).read()
        before = file_table.allocated_files()
        child = subprocess.Popen([sys.executable, "-P", "-c", code, *sys.argv[3:]], env=env, cwd=made.scratch,
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr.write_fd, text=True,
                                 start_new_session=True)
        stderr.child_started()
        watch = file_table.FileTableWatch(lambda: process._process_trees([child.pid] if child.poll() is None else []))
        for line in child.stdout:
            record["lines"].append(json.loads(line))
            if "done" in record["lines"][-1]:
                record["host_growth"] = file_table.allocated_files() - before
                break
        record["ended_for"] = watch.verdict()
        record["alive"] = child.poll() is None
        record["watch_sent"] = dict(sent)
        watch.stop()
        if not record["alive"]:
            record["stderr_tail"] = stderr.text()[-300:]
    finally:
        if child is not None:
            try:
                os.killpg(child.pid, signal.SIGKILL)
            except OSError:
                pass  # already ended
            child.wait()
        stderr.close()
        if lease:
            lease.release()
        folders.remove(made)
        print(json.dumps(record))


if __name__ == "__main__":
    main()
