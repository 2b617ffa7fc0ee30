"""Several children started as ``process.Sandbox`` starts one (round 14's ``standin14.py``: the product's
confinement, policy and folders, stderr drained by the product's ``StderrTail``), each watched by a
product ``FileTableWatch`` of its own over ``process._process_trees``, as two xdist workers' children are:
``python standin15a.py GROWTH COUNT SETTLE SCRIPT [ARG...]`` (each child runs SCRIPT INDEX ARG...).
``GROWTH_FILES`` is lowered to GROWTH (the same rule at a small scale). Records, per child, the most it said it
held while alive, its OOM score and resident memory once it said done, the watch's signals to it, whether it
lived and its verdict once every child said done, and again after up to SETTLE seconds more for the watches
to end them; and the host's largest growth in open files, and in shared memory (kB), over the start. Prints
one JSON line. ``STANDIN_WITHOUT`` (comma-separated steps of ``confine``, as round 10a's ``standin.py``) emulates a
host where the probe saw them fail."""

import collections
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from pytest_passnet.sandbox import file_table, folders, hardening, identity, mode, policy, process, procfs
from pytest_passnet.sandbox.stderr_tail import StderrTail

SETTLE_S = 20.0  # every child said done or was ended by then


def main() -> None:
    file_table.GROWTH_FILES = int(sys.argv[1])
    count, settle_s, script, args = int(sys.argv[2]), float(sys.argv[3]), sys.argv[4], sys.argv[5:]
    hardening.harden_trusted_process()
    found = mode.detect()
    left_out = set(filter(None, os.environ.get("STANDIN_WITHOUT", "").split(",")))
    steps = tuple(step for step in found.steps if step not in left_out)
    before = file_table.allocated_files()
    children: list[dict] = []
    sent: dict[int, collections.Counter] = collections.defaultdict(collections.Counter)
    send = procfs.send

    def counted(pids: list[int], signum: int) -> None:
        for index, child in enumerate(children):
            if child["process"].pid in pids:
                sent[index][signal.Signals(signum).name] += 1
        send(pids, signum)

    procfs.send = counted
    code = "from pytest_passnet.sandbox import confine\nconfine.confine_child()\n" + open(script).read()
    shmem_before = shared_memory_kb()
    peak = {"files": 0, "shmem_kb": 0}
    stop_sampling = threading.Event()

    def sample_host() -> None:
        while not stop_sampling.wait(0.02):
            peak["files"] = max(peak["files"], (file_table.allocated_files() or before) - before)
            peak["shmem_kb"] = max(peak["shmem_kb"], shared_memory_kb() - shmem_before)

    threading.Thread(target=sample_host, daemon=True).start()
    try:
        for index in range(count):
            lease = identity.lease() if found.uid_per_child else None
            made = folders.make(lease.uid if lease else None, found.bounded_folders)
            _, env = policy.command(policy.PLAIN, made, os.environ, "cpu", (), uid=lease.uid if lease else None,
                                    steps=steps, landlock_abi=found.landlock_abi)
            stderr = StderrTail()
            child = subprocess.Popen([sys.executable, "-P", "-c", code, str(index), *args], env=env, cwd=made.scratch,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr.write_fd, text=True,
                                     start_new_session=True)
            stderr.child_started()
            children.append({"process": child, "lease": lease, "made": made, "stderr": stderr, "held": 0, "done": False})
        for child in children:  # each its own worker's watch, started as its child is given a sample
            proc = child["process"]
            child["watch"] = file_table.FileTableWatch(
                lambda proc=proc: process._process_trees([proc.pid] if proc.poll() is None else []))

        def read(child: dict) -> None:
            for line in child["process"].stdout:
                said = json.loads(line)
                child["held"] = max(child["held"], said["held"])
                if said.get("done"):
                    child.update(done=True, done_at=said["at"], **of_process(child["process"].pid),
                                 tmpfs_kb=tmpfs_kb(child["made"]))

        readers = [threading.Thread(target=read, args=(child,), daemon=True) for child in children]
        for reader in readers:
            reader.start()
        deadline = time.monotonic() + SETTLE_S
        while time.monotonic() < deadline and not all(c["done"] or c["process"].poll() is not None for c in children):
            time.sleep(0.05)
        records = []
        for index, child in enumerate(children):
            records.append({"held": child["held"], "done": child["done"], "done_at": child.get("done_at"),
                            "oom_score": child.get("oom_score"), "rss_kb": child.get("rss_kb"),
                            "oom_score_adj": child.get("oom_score_adj"), "tmpfs_kb": child.get("tmpfs_kb"),
                            "ended_for": child["watch"].ended_for, "alive": child["process"].poll() is None,
                            "watch_sent": dict(sent[index])})
        settled = time.monotonic() + settle_s  # every filler at its cap: the count stands still, the watches end them
        while time.monotonic() < settled and any(c["process"].poll() is None for c in children):
            time.sleep(0.05)
        for index, child in enumerate(children):
            records[index]["ended_for_at_last"] = child["watch"].verdict()
            records[index]["watch_sent_at_last"] = dict(sent[index])
        stop_sampling.set()
        print(json.dumps({"mode": found.kind, "uid_per_child": found.uid_per_child, "growth_files": file_table.GROWTH_FILES,
                          "host_peak_growth": peak["files"], "host_peak_shmem_kb": peak["shmem_kb"], "children": records}))
    finally:
        for child in children:
            if "watch" in child:
                child["watch"].stop()
            try:
                os.killpg(child["process"].pid, signal.SIGKILL)
            except OSError:
                pass  # already ended
            child["process"].wait()
            child["stderr"].close()
            if child["lease"]:
                child["lease"].release()
            folders.remove(child["made"])


def shared_memory_kb() -> int:
    with open("/proc/meminfo") as meminfo:
        return next(int(line.split()[1]) for line in meminfo if line.startswith("Shmem:"))


def tmpfs_kb(made: folders.Folders) -> int:
    """What the files in a child's writable folders hold on a tmpfs (shared memory, in no resident set), in kB: the
    child's own share of the host's ``Shmem``, which another worker's test moves too."""
    mounts = sorted(((Path(fields[4]), fields[fields.index("-") + 1]) for fields in
                     (line.split() for line in Path("/proc/self/mountinfo").read_text().splitlines())),
                    key=lambda mount: len(mount[0].parts), reverse=True)
    held = 0
    for folder in (made.scratch, made.spill):
        if next(kind for point, kind in mounts if folder.is_relative_to(point)) == "tmpfs":
            held += sum(path.stat().st_blocks for path in folder.rglob("*") if path.is_file()) // 2
    return held


def of_process(pid: int) -> dict:
    """The OOM killer's highest score among the processes of ``pid``'s tree (it ends the highest first: in
    process mode the pass runs in the process below the one started, inside its namespaces), that process's
    resident memory and its ``oom_score_adj``."""
    found = {}
    for member in process._process_trees([pid]):
        try:
            with open(f"/proc/{member}/oom_score") as score, open(f"/proc/{member}/oom_score_adj") as adj, \
                    open(f"/proc/{member}/status") as status:
                rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
                here = {"oom_score": int(score.read()), "rss_kb": rss, "oom_score_adj": int(adj.read())}
        except (OSError, StopIteration, ValueError):
            continue
        if here["oom_score"] > found.get("oom_score", -1):
            found = here
    return found


if __name__ == "__main__":
    main()
