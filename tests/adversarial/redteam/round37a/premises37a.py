"""Round 37a's premises. Every helper drives the product's own code: real plugin runs (``eager``, round 36d's
``plugin_run``), ``runfiles.RunDir``, and real confined children (round 35a's ``_PICK_DRIVER``: the plan the real
``mode.detect`` settles on, the real ``folders.make`` and ``policy.command``) watched by the real ``FileTableWatch``
inside a v1 memory cgroup of at most 640 MiB, made here and removed after.

- ``problem_resume(base)``: SAMPLE_PROBLEM_REFUSED. Two samples, one of them a sample problem (a path that does not
  exist: ``sample_error``, whose item has no variant), run, then resumed with the very same arguments.
- ``full_disk_resume(base)``: FULL_DISK_RESUME. Two samples run into an out dir that is a 256 KiB tmpfs of its own; the
  run is taken as killed before its report (``report.json`` removed), the disk filled, and the run resumed: every
  variant is already done, so it needs no room but for its report.
- ``honest_resumes(base)``: held. The same samples resumed by a list where the paths gave them, and a shard resumed
  with its shard: not refused.
- ``identical_variants(base)``: held. An honest relu pass (``pass_mgr``, full guard) on three variants of one
  identical ``model.py`` in one child: each variant's own compile report applies the rule, none ``pass_not_matched``.
- ``hidden_shared(how)``: SHARED_ANON_HIDDEN. An honest child holding ``HONEST_MIB`` and a pass's child that holds
  ``HIDDEN_MIB`` of shared anonymous memory (``mmap(-1, n)``: ``MAP_SHARED | MAP_ANONYMOUS``) in no process's resident
  set (``how`` "fork": a forked helper writes every page and exits; "dontneed": written in the child's own process,
  then ``madvise(MADV_DONTNEED)``; "resident": the control, the same memory kept mapped and resident), then grows
  its own ordinary memory 4 MiB at a time until the cgroup's OOM killer ends a child. Both children are watched by
  the real ``FileTableWatch`` (its memory looks). Which child ends first, what the watch weighed.

    python -m tests.adversarial.redteam.round37a.premises37a [resume | hidden]
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.adversarial.redteam.round36b import premises36b

LIMIT_MIB = 640
HONEST_MIB = 200
HIDDEN_MIB = 300

# -- SAMPLE_PROBLEM_REFUSED ------------------------------------------------------------------------------------------


def problem_resume(base: Path) -> dict:
    """A run of sample ``a`` (relu, correct) and ``gone`` (no such folder: ``sample_error``), then the same command
    with ``--passnet-resume``: the refusal's exit code and message, and what a force-resume keeps. About 10 s."""
    from tests.adversarial.redteam.round36d.attacks36d import plugin_run, relu_sample

    a, gone = relu_sample(base, "a"), base / "gone"
    out = base / "out"
    first = plugin_run(base, out, [a, gone])
    lines = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines() if line.strip()]
    resumed = plugin_run(base, out, [a, gone], "--passnet-resume")
    return {
        "first_rc": first.returncode,
        "first_results": {(r["sample"], r["variant"]): r["status"] for r in lines},
        "resume_rc": resumed.returncode,
        "resume_error": (resumed.stderr.strip().splitlines() or [""])[-1][:400],
    }


def full_disk_resume(base: Path) -> dict:
    """FULL_DISK_RESUME (root: mounts a tmpfs): see the module's docstring. About 10 s."""
    from tests.adversarial.redteam.round36d.attacks36d import plugin_run, relu_sample

    out = base / "out"
    out.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "none", str(out)], check=True)
    try:
        a, b = relu_sample(base, "a"), relu_sample(base, "b")
        first = plugin_run(base, out, [a, b])
        lines = len((out / "results.jsonl").read_text().splitlines())
        (out / "report.json").unlink()  # killed before its report
        fill(out / "filler")
        resumed = plugin_run(base, out, [a, b], "--passnet-resume")
        return {"first_rc": first.returncode, "lines": lines, "resume_rc": resumed.returncode,
                "internal_error": next((line for line in resumed.stdout.splitlines()
                                        if line.startswith("INTERNALERROR> OSError")), None),
                "left": sorted(os.listdir(out)), "report": (out / "report.json").is_file()}
    finally:
        subprocess.run(["umount", str(out)], check=False)


def fill(path: Path) -> None:
    """``path`` written until its disk has no room."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        while True:
            os.write(fd, b"f" * 4096)
    except OSError:
        pass
    finally:
        os.close(fd)


def plugin_command(base: Path, out: Path, *args: str) -> list[str]:
    """Round 36d's ``plugin_run`` command without its ``--passnet-samples``: the samples are in ``args``."""
    return [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--rootdir", str(base),
            "--passnet-root", str(base), "--passnet-compiler", "eager", "--passnet-warmup", "1",
            "--passnet-trials", "2", "--passnet-out", str(out), *args]


def _plugin(base: Path, out: Path, *args: str) -> subprocess.CompletedProcess:
    from tests.adversarial.samples import QUIET_TIMING

    return subprocess.run(plugin_command(base, out, *args), cwd=base, capture_output=True, text=True, timeout=300,
                          env={**os.environ, **QUIET_TIMING})


def honest_resumes(base: Path) -> dict:
    """Held: three samples given by paths, resumed by a list of the same samples; a shard resumed as that shard. The
    resumes' exit codes (5: no test left to run) and stderr. About 15 s."""
    from tests.adversarial.redteam.round36d.attacks36d import plugin_run, relu_sample

    samples = [relu_sample(base, name) for name in ("a", "b", "c")]
    listed = base / "list.txt"
    listed.write_text("a\nb\nc\n")
    paths = plugin_run(base, base / "out", samples)
    by_list = _plugin(base, base / "out", "--passnet-list", str(listed), "--passnet-resume")
    shard = plugin_run(base, base / "shard", samples, "--passnet-shard", "1/2")
    shard_again = plugin_run(base, base / "shard", samples, "--passnet-shard", "1/2", "--passnet-resume")
    return {"paths_rc": paths.returncode, "list_resume_rc": by_list.returncode, "list_resume_err": by_list.stderr[-300:],
            "shard_rc": shard.returncode, "shard_resume_rc": shard_again.returncode,
            "shard_resume_err": shard_again.stderr[-300:]}


def identical_variants(base: Path) -> dict:
    """Held: ``pass_mgr`` (full guard) on three variants of one sample whose ``model.py`` files are the same text. Each
    variant's status, ``matched`` and ``applied``. About 10 s."""
    import shutil

    from tests.adversarial.samples import build_sample, run_plugin

    sample = build_sample(base, "honest_relu", "relu")
    for twin in ("twin", "triplet"):
        shutil.copytree(sample / "graphs/float32/honest_relu", sample / f"graphs/float32/{twin}")
    (sample / "graph_list.txt").write_text("".join(f"graphs/float32/{name}\n" for name in ("honest_relu", "twin", "triplet")))
    os.environ.setdefault("TRITON_INTERPRET", "1")
    run_plugin([sample], base / "out", "--passnet-compiler", "pass_mgr")
    report = json.loads((base / "out" / "report.json").read_text())
    return {v["variant"].rpartition("/")[2]: (v["status"], v["matched"], v["applied"]) for v in report["variants"]}


# -- SHARED_ANON_HIDDEN ----------------------------------------------------------------------------------------------

_HONEST = r'''
import json, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
held = bytearray(int(sys.argv[1]) << 20)
held[::4096] = b"x" * len(held[::4096])
print(json.dumps({"role": "honest", "ready": True}), flush=True)
time.sleep(120)
'''

_HIDER = r'''
import json, mmap, os, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
mib, how = int(sys.argv[1].split(",")[0]), sys.argv[1].split(",")[1]
shared = mmap.mmap(-1, mib << 20)  # MAP_SHARED | MAP_ANONYMOUS: pages of the kernel's own shmem object
if how == "fork":
    helper = os.fork()
    if helper == 0:  # the helper writes every page, and its mapping (its resident set) goes with it
        for at in range(0, mib << 20, 4096):
            shared[at] = 1
        os._exit(0)
    os.waitpid(helper, 0)
else:
    for at in range(0, mib << 20, 4096):
        shared[at] = 1
    if how == "dontneed":  # the page-table entries go; the shmem object keeps its pages
        shared.madvise(mmap.MADV_DONTNEED)
assert shared[4096] == 1  # still held (read back: one page faulted in again)
print(json.dumps({"role": "hider", "how": how, "mib": mib}), flush=True)
sys.stdin.readline()
grown = []
while True:  # ordinary memory of its own, 4 MiB at a time, until the OOM killer ends someone
    block = bytearray(4 << 20)
    block[::4096] = b"g" * len(block[::4096])
    grown.append(block)
    time.sleep(0.01)
'''

_HIDDEN_DRIVER = r'''
import json, os, sys, time
GROUP = sys.argv[4]
def stat():
    d = dict(line.split() for line in open(GROUP + "/memory.stat"))
    return {k: int(d[k]) >> 20 for k in ("rss", "shmem", "cache")}
from pytest_passnet.sandbox import host_memory, procfs
from pytest_passnet.sandbox.file_table import FileTableWatch
honest, honest_made = start(HONEST, honest_mib)
said = {"kind": found.kind, "honest": json.loads(honest.stdout.readline())}
honest_watch = FileTableWatch(lambda: sorted(tree(honest.pid)))
hider, hider_made = start(FILLER, lowered)
said["hider"] = json.loads(hider.stdout.readline())
hider_watch = FileTableWatch(lambda: sorted(tree(hider.pid)))
time.sleep(0.3)
said["stat"] = stat()
pids = sorted(tree(hider.pid))
said["hider_oom_weight_mib"] = sum(procfs.oom_weight(p) for p in pids) >> 20
said["hider_weight_once_mib"] = sum(procfs.weight_once(p) or 0 for p in pids) >> 20
said["honest_oom_weight_mib"] = sum(procfs.oom_weight(p) for p in sorted(tree(honest.pid))) >> 20
room = host_memory.room()
said["room_mib"] = [room.available >> 20, room.total >> 20]
hider.stdin.write("grow\n"); hider.stdin.flush()
deadline, ended, low = time.monotonic() + 25, [], None
while time.monotonic() < deadline and len(ended) < 2:
    room = host_memory.room()
    low = room.available >> 20 if low is None else min(low, room.available >> 20)
    for name, child in (("honest", honest), ("hider", hider)):
        if name not in ended and child.poll() is not None:
            ended.append(name)
            deadline = min(deadline, time.monotonic() + 1.0)
    time.sleep(0.01)
said["lowest_room_mib"] = low
said["ended"] = ended
said["ended_first"] = ended[0] if ended else None
said["verdicts"] = {"honest": honest_watch.verdict() if honest.poll() is not None else None,
                    "hider": hider_watch.verdict() if hider.poll() is not None else None}
for watch in (honest_watch, hider_watch):
    watch.stop()
for child in (honest, hider):
    if child.poll() is None:
        os.killpg(child.pid, 9)
    child.wait()
said["returncodes"] = {"honest": honest.returncode, "hider": hider.returncode}
for made in (honest_made, hider_made):
    folders.remove(made)
print(json.dumps(said), flush=True)
'''


def hidden_shared(how: str, kind: str = "process") -> dict:
    """SHARED_ANON_HIDDEN (``how``: "fork", "dontneed"; "resident", the control), as root: see the module's
    docstring. Under 20 s."""
    code = premises36b.driver(_HIDDEN_DRIVER).replace("start(HONEST", "start(" + repr(_HONEST)).replace(
        "start(FILLER", "start(" + repr(_HIDER))
    found, kills = premises36b.in_group(code, None, [str(HONEST_MIB), f"{HIDDEN_MIB},{how}", "0"], kind, LIMIT_MIB)
    found["oom_kills"] = kills
    return found

if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "hidden"
    if what == "resume":
        for name, premise in (("SAMPLE_PROBLEM_REFUSED", problem_resume), ("FULL_DISK_RESUME", full_disk_resume),
                              ("honest resumes", honest_resumes), ("identical variants", identical_variants)):
            with tempfile.TemporaryDirectory(prefix="round37a-") as base:
                print(name, premise(Path(base)))
    elif what == "hidden":
        for how in sys.argv[2:] or ("resident", "fork", "dontneed"):
            print("SHARED_ANON_HIDDEN", how, hidden_shared(how, os.environ.get("ROUND37A_KIND", "process")))
