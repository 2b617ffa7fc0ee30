"""``host_memory`` and the file-table watch's memory looks, on real processes and real memory cgroups (root, the v1 or v2
memory controller): a small host emulated by a cgroup's limit, whose OOM killer acts inside it."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from contextlib import contextmanager, suppress
from pathlib import Path

import pytest

from pytest_passnet.sandbox import host_memory, procfs

ROOT = Path(__file__).parents[2]
_V1 = Path("/sys/fs/cgroup/memory")
_V2 = Path("/sys/fs/cgroup")


def _controller() -> tuple[Path, str] | None:
    """Where this host makes a memory cgroup, and its limit file's name."""
    if (_V1 / "memory.limit_in_bytes").exists():
        return _V1, "memory.limit_in_bytes"
    if "memory" in (_V2 / "cgroup.subtree_control").read_text().split() if (_V2 / "cgroup.subtree_control").exists() else ():
        return _V2, "memory.max"
    return None


needs_memcg = pytest.mark.skipif(os.geteuid() != 0 or _controller() is None,
                                 reason="needs root and a memory cgroup controller to make one")


@contextmanager
def memory_cgroup(limit_mib: int):
    mount, limit_file = _controller()
    group = mount / f"passnet-test-{os.getpid()}-{time.monotonic_ns()}"
    group.mkdir()
    try:
        (group / limit_file).write_text(str(limit_mib << 20))
        yield group
    finally:
        for _ in range(50):
            try:
                group.rmdir()
                break
            except OSError:
                for pid in (group / "cgroup.procs").read_text().split():
                    with suppress(OSError):
                        os.kill(int(pid), signal.SIGKILL)
                time.sleep(0.1)


def _run_in(group: Path, code: str, *args: str) -> dict:
    wrapper = f"echo $$ > {group}/cgroup.procs && exec \"$@\""
    done = subprocess.run(["sh", "-c", wrapper, "sh", sys.executable, "-c", code, *args], capture_output=True,
                          text=True, timeout=60, check=False, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


# A tree of ``pieces`` processes, each holding ``mib`` MiB written (fresh pages, never its parent's), that waits for
# its stdin to close.
_PIECES = r'''
import os, sys
pieces, mib = int(sys.argv[1]), int(sys.argv[2])
for _ in range(pieces - 1):
    if os.fork() == 0:
        break
held = bytearray(mib << 20)
held[::4096] = b"x" * len(held[::4096])
sys.stdout.write("ready\n")
sys.stdout.flush()
sys.stdin.read()
'''


@contextmanager
def _pieces(pieces: int, mib: int):
    tree = subprocess.Popen([sys.executable, "-c", _PIECES, str(pieces), str(mib)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    try:
        for _ in range(pieces):
            assert tree.stdout.readline() == "ready\n"
        pids = [tree.pid, *procfs.children(tree.pid)]
        assert len(pids) == pieces
        yield pids
    finally:
        tree.stdin.close()
        tree.wait()


def test_a_tree_in_pieces_is_found_spread_only_while_memory_runs_short():
    short, ample = host_memory.Room(1 << 20, 8 << 30), host_memory.Room(7 << 30, 8 << 30)  # a mark of 512 MiB
    with _pieces(4, 192) as pids:
        finding = host_memory.spread_finding(pids, short)
        assert host_memory.spread_finding(pids, ample) is None
    assert finding and "in 4 processes" in finding and "outside its largest (at most 512 MiB)" in finding, finding
    outside = int(finding.split(" MiB of it outside")[0].rsplit(", ", 1)[1].replace(",", ""))
    assert 3 * 192 <= outside < 3 * 192 + 3 * 64, finding  # three pieces, each its 192 MiB and the interpreter's own
    with _pieces(1, 768) as pids:
        assert host_memory.spread_finding(pids, short) is None  # one process: the OOM killer's own pick


@needs_memcg
def test_the_room_is_a_memory_cgroup_s_where_it_is_tighter_than_the_host_s():
    with memory_cgroup(384) as group:
        found = _run_in(group, "import json; from pytest_passnet.sandbox import host_memory; "
                               "print(json.dumps(host_memory.room()._asdict()))")
    assert found["total"] == 384 << 20 and 0 < found["available"] < 384 << 20, found



@needs_memcg
@pytest.mark.skipif(not (_V1 / "memory.limit_in_bytes").exists() or not shutil.which("unshare"),
                    reason="needs the v1 memory controller and unshare")
def test_the_room_is_found_in_a_container_that_mounts_its_own_cgroup_as_the_root():
    """Docker on cgroup v1 without a cgroup namespace: the container's cgroup is mounted as the controller's root, while
    /proc/self/cgroup names the process's cgroup from the host's root. Before, the limit of a cgroup made inside the
    container went unread (the watch saw the host's room and never found memory short: official CI's round 35b)."""
    with memory_cgroup(1024) as container:
        inner = container / "inner"
        inner.mkdir()
        try:
            (inner / "memory.limit_in_bytes").write_text(str(384 << 20))
            code = ("import json; from pytest_passnet.sandbox import host_memory; "
                    "print(json.dumps([open('/proc/self/cgroup').read(), host_memory.room()._asdict()]))")
            script = (f"mount --bind {container} {_V1} && echo $$ > {_V1}/inner/cgroup.procs && "
                      f"exec {sys.executable} -c \"$0\"")
            done = subprocess.run(["unshare", "--mount", "--propagation", "private", "sh", "-c", script, code],
                                  capture_output=True, text=True, timeout=60, check=False,
                                  env={**os.environ, "PYTHONPATH": str(ROOT)})
            assert done.returncode == 0, done.stderr[-2000:]
            named, found = json.loads(done.stdout.strip().splitlines()[-1])
        finally:
            inner.rmdir()
    assert f"memory:/{container.name}/inner" in named, named
    assert found["total"] == 384 << 20 and 0 < found["available"] < 384 << 20, found

# The trusted side of a small host (a 640 MiB cgroup): a stand-in child fills one process to 85 % of the limit and
# sleeps; "lowered": the driver (root) writes 0 to its oom_score_adj meanwhile, as a GPU host's child can write its own
# (round 35b's OOM_RESTORE); the real watch over it, given the product's reading of lowered scores.
_LOWERED = r'''
import json, os, subprocess, sys, time
from pytest_passnet.sandbox import confine, procfs
from pytest_passnet.sandbox.file_table import FileTableWatch
lowered = sys.argv[1] == "1"
child = subprocess.Popen([sys.executable, "-c", """
import sys, time
open("/proc/self/oom_score_adj", "w").write("1000")
blocks = []
while sum(map(len, blocks)) < int(sys.argv[1]) << 20:
    block = bytearray(8 << 20)
    block[::4096] = b"x" * len(block[::4096])
    blocks.append(block)
    time.sleep(0.01)
print("full", flush=True)
time.sleep(60)
""", str(int(640 * 0.85) - 40)], stdout=subprocess.PIPE, text=True)
if lowered:
    time.sleep(0.2)
    open(f"/proc/{child.pid}/oom_score_adj", "w").write("0")
def below(pids):
    for pid in pids:
        score = procfs.oom_score_adj(pid)
        if score is not None and score < confine.OOM_SCORE:
            return pid, score
    return None
watch = FileTableWatch(lambda: [child.pid] if child.poll() is None else [], below)
said = {"full": child.stdout.readline().strip()}
time.sleep(1.0)
said["verdict"], said["alive"] = watch.verdict(), child.poll() is None
watch.stop()
child.kill()
child.wait()
print(json.dumps(said))
'''


@needs_memcg
@pytest.mark.parametrize("lowered", [False, True])
def test_a_child_that_lowered_its_oom_score_is_ended_while_memory_is_near_short(lowered):
    """OOM_RESTORE: the score read at stops alone missed one written back before the next; the watch reads it while
    memory is near short, when a lowered score would have the OOM killer end another child first."""
    with memory_cgroup(640) as group:
        found = _run_in(group, _LOWERED, "1" if lowered else "0")
    if lowered:
        assert not found["alive"] and "stood at oom_score_adj 0" in (found["verdict"] or ""), found
    else:
        assert found["full"] == "full" and found["alive"] and found["verdict"] is None, found


# A process holding ``mib`` MiB written, then ``forks`` forks of it that write nothing (an honest child's compile
# workers: forks of one interpreter, its pages shared until written).
_FORKS = r'''
import os, sys
forks, mib = int(sys.argv[1]), int(sys.argv[2])
held = bytearray(mib << 20)
held[::4096] = b"x" * len(held[::4096])
for _ in range(forks):
    if os.fork() == 0:
        break
sys.stdout.write("ready\n")
sys.stdout.flush()
sys.stdin.read()
'''


def test_forks_that_share_their_pages_are_not_spread():
    """Weighed as the kernel weighs each process, 4 untouched forks of a 256 MiB process hold 1 GiB outside it; each
    page counted once, beyond all the largest holds, almost nothing (summing each process's Pss but the largest's put
    about 200 MiB outside: over this mark, round 43b's SHARED_PSS)."""
    tree = subprocess.Popen([sys.executable, "-c", _FORKS, "4", "256"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    try:
        for _ in range(5):
            assert tree.stdout.readline() == "ready\n"
        pids = [tree.pid, *procfs.children(tree.pid)]
        as_the_kernel = sorted((procfs.oom_weight(pid) for pid in pids), reverse=True)
        short = host_memory.Room(1 << 20, 2 << 30)  # a mark of 128 MiB
        assert sum(as_the_kernel[1:]) > 4 * (256 << 20), as_the_kernel
        assert host_memory.spread_finding(pids, short) is None
    finally:
        tree.stdin.close()
        tree.wait()
