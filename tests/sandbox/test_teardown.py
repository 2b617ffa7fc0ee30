"""A run killed mid-variant leaves nothing behind for long: its children die with it (also the one
stopped while the other side's trials were timed), and what a pass double-forked away, and the
folders, go at the next start of a trusted process.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from pytest_passnet.sandbox import policy, procfs
from tests.sample_factory import ADD_RELU_PASS, write_sample
from tests.sandbox import configurations

pytestmark = pytest.mark.usefixtures("outside_xdist")

# On its second call (its first timed trial, after one warm-up call) the wrapper double-forks a
# sleeper, which says where it is, and hangs.
HANGER = ADD_RELU_PASS.replace("import torch\n", "import os\nimport time\n\nimport torch\n\n_CALLS = []\n", 1).replace(
    "    out = torch.empty_like(x)\n", '''\
    _CALLS.append(1)
    if len(_CALLS) == 2:
        if os.fork() == 0:
            if os.fork() == 0:
                with open("escaped.tmp", "w") as note:
                    note.write(str(os.getpid()))
                os.rename("escaped.tmp", "escaped")
                while True:
                    time.sleep(1)
            os._exit(0)
        while not os.path.exists("escaped"):
            time.sleep(0.01)
        os.rename("escaped", "hanging")
        while True:
            time.sleep(1)
    out = torch.empty_like(x)
''')


START_AND_END = "import os; from pytest_passnet.sandbox.process import Sandboxes; Sandboxes(dict(os.environ)).close()"


def _descendants(pid: int) -> list[procfs.Process]:
    table = procfs.processes()
    tree, pending = [], [pid]
    while pending:
        parent = pending.pop()
        children = [p for p in table if p.ppid == parent]
        tree += children
        pending += [p.pid for p in children]
    return tree


def _namespaced_pids(pid: int) -> list[int]:
    """The process's pid in each PID namespace it is in, the host's first."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("NSpid:"):
            return [int(number) for number in line.split()[1:]]
    return [pid]


def _host_pid(pid_seen_inside: int, private: Path, run_pid: int) -> int:
    """The escaped sleeper's pid on the host: in a PID namespace (bubblewrap's, a plain child's) it
    knew only the namespace's. It works in its child's scratch; bubblewrap's command line names
    the child's folders."""
    for process in _descendants(run_pid):
        try:
            outer_bwrap = str(private).encode() in Path(f"/proc/{process.pid}/cmdline").read_bytes()
            working_in = os.readlink(f"/proc/{process.pid}/cwd")
        except OSError:
            continue
        inside = _namespaced_pids(process.pid)
        if working_in == str(private / "scratch") and len(inside) > 1 and inside[-1] == pid_seen_inside:
            return process.pid
        if outer_bwrap and len(inside) == 1:
            for inner in _descendants(process.pid):
                if _namespaced_pids(inner.pid)[-1] == pid_seen_inside:
                    return inner.pid
    return pid_seen_inside


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] not in "ZX"
    except OSError:
        return False


def _until(condition, limit_s: float) -> bool:
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def _folders_of(pid: int) -> list[Path]:
    return [path for folder in (Path(tempfile.gettempdir()), Path("/dev/shm")) if folder.is_dir()
            for path in folder.iterdir()
            if path.name.startswith((f"passnet-sandbox-{pid}-", f"passnet-spill-{pid}-"))]


@pytest.mark.parametrize("name", ["root-bubblewrap", "root-process", "user-process"])
def test_a_killed_run_leaves_nothing_behind(name):
    if configurations.skip_reason(name):
        pytest.skip(configurations.skip_reason(name))
    root = configurations.workspace(name)
    samples = [write_sample(root, "hanger", passes={"AddRelu": HANGER}), write_sample(root, "next")]
    configurations.hand_over(name, root)
    command = [sys.executable, "-m", "pytest", "--rootdir", str(root), "--passnet-samples", *map(str, samples),
               "--passnet-out", str(root / "out"), "--passnet-guard", "passbench", "--passnet-warmup", "1",
               "--passnet-trials", "2", "--passnet-timeout", "600", "-p", "no:cacheprovider"]
    env = {**os.environ, "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD": "1000"}
    with open(root / "stdout", "wb") as log:
        run = configurations.popen(name, command, root, env, stdout=log, stderr=subprocess.STDOUT)
    try:
        def hanging() -> list[Path]:
            return list(Path(tempfile.gettempdir()).glob(f"passnet-sandbox-{run.pid}-*/scratch/hanging"))

        assert _until(hanging, 600), (root / "stdout").read_text()[-3000:]
        escaped = _host_pid(int(hanging()[0].read_text()), hanging()[0].parent.parent, run.pid)
        children = _descendants(run.pid)
        assert escaped in [p.pid for p in children]  # reparented to the trusted process, a subreaper (or bwrap's init)
        assert any(p.state == "T" for p in children)  # the other children, stopped while a side's trials run
        # bubblewrap's PID namespace; a plain child's own where the kernel let it make one (confine._namespaces)
        namespaced = len(_namespaced_pids(escaped)) > 1
        assert namespaced or configurations.kind(name) != policy.BWRAP
        os.kill(run.pid, signal.SIGKILL)
        run.wait()
        # read at once: another worker's plugin run starting from here on removes a dead run's folders (local CI 4)
        left = _folders_of(run.pid)
        # pdeathsig (a plain child), --die-with-parent (bubblewrap); a PID namespace takes all in it
        gone = _until(lambda: not any(_alive(p.pid) for p in children if p.pid != escaped), 10)
        assert gone, [p for p in children if _alive(p.pid)]
        if namespaced:
            assert _until(lambda: not _alive(escaped), 10)
        assert left  # killed: it could not clean up
        # The next trusted process to start ends what a dead run left, and removes its folders.
        starter = configurations.run(name, [sys.executable, "-c", START_AND_END], root, dict(os.environ), timeout=300)
        assert starter.returncode == 0, starter.stderr[-3000:]
        assert _until(lambda: not _alive(escaped), 10)
        assert not _folders_of(run.pid)
    finally:
        if run.poll() is None:
            run.kill()
        from pytest_passnet.sandbox.cleanup import remove_tree

        remove_tree(root)

