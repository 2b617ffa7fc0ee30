"""Round 7a's mechanisms checked without a plugin run: the real stop watch (``process._Watch``) over
a real tree of processes, stopped as ``Sandboxes.others_stopped`` stops it (CPU time read, SIGSTOP,
``process._until_stopped``), while ``passes/holders.py``'s manager uses CPU."""

from __future__ import annotations

import fcntl
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pytest_passnet.sandbox import procfs, process
from tests.adversarial.redteam import records
from tests.adversarial.redteam.round5 import attacks5
from tests.adversarial.redteam.round6a import attacks6
from tests.adversarial.redteam.round6a.attacks6 import _Tree

PASSES = Path(__file__).parent / "passes"


def stopped_burn(mode: str, count: int, held_threads: int, seconds: float = 1.5) -> dict:
    """One window: what the manager burned while its tree stood stopped (ms, its reports), what
    ``finish`` says ran, how long stopping took and the threads not stopped at the watch's first look."""
    report_r, report_w = os.pipe()
    helper = subprocess.Popen([sys.executable, str(PASSES / "holders.py"), mode, str(count), str(held_threads),
                               str(report_w)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, pass_fds=(report_w,))
    os.close(report_w)
    tree = _Tree(helper.pid)
    try:
        helper.stdout.readline()
        time.sleep(0.3)
        pids = tree.processes()
        since = {}
        started = time.monotonic()
        for pid in pids:
            since[pid] = procfs.cpu_ticks(pid)
            os.kill(pid, signal.SIGSTOP)
        outran = process._until_stopped(pids, since)
        stopping_s = time.monotonic() - started
        watch = process._Watch({tree: pids})
        unstopped = sorted(state for tasks in watch.first.values() for state in (t.state for t in tasks.values())
                           if state not in "TtZX")
        time.sleep(seconds)
        ran = watch.finish(lambda child: True)
        fcntl.fcntl(report_r, fcntl.F_SETFL, os.O_NONBLOCK)
        try:
            reported = os.read(report_r, 1 << 16).decode()
        except BlockingIOError:
            reported = ""
        return {"burned_ms": sum(float(ms) for ms in reported.split()), "ran": list(ran.values()),
                "outran": sorted(outran), "stopping_s": round(stopping_s, 2), "unstopped": unstopped,
                "processes": len(pids)}
    finally:
        for pid in tree.processes():
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        helper.kill()
        helper.wait()
        os.close(report_r)


# -- the plugin run -----------------------------------------------------------------------------

# sample -> (holder_relu's MODE, COUNT, HELD_THREADS; holders.py's margin): the controls burn past what
# is allowed, so a run where they are caught shows the manager does burn inside the sandbox
VARIANTS = {
    "spawner": ('"fork", 5, 1', "MARGIN_S = 0.004"),
    "spawner_greedy": ('"fork", 3, 0', "MARGIN_S = 0.004"),
    "allowance": ('"allowance", 0, 10', "MARGIN_S = 0.004"),
    "allowance_greedy": ('"allowance", 0, 10', "MARGIN_S = -0.030"),
}
RUN_ORDER = ("control", *VARIANTS)


def _holder_sample(root: Path, name: str) -> Path:
    sample = attacks6.relu_sample(root, name, "honest_relu")
    if name in VARIANTS:
        settings, margin = VARIANTS[name]
        (pass_file,) = [f for f in (sample / "pass_dir").glob("*.py") if "def replacement_func" in f.read_text()]
        pass_file.write_text((PASSES / "holder_relu.py").read_text().replace('"fork", 5, 1', settings))
        (sample / "pass_dir" / "holders.py").write_text((PASSES / "holders.py").read_text().replace(
            "MARGIN_S = 0.004", margin))
    return sample


def run() -> dict:
    """One plugin run (default sandbox; the allow-list off in the run's copy of the committed package,
    as rounds 5/6a's) over ``RUN_ORDER``, 20 timed trials (a window long enough for the manager)."""
    with tempfile.TemporaryDirectory(prefix="passnet-r7a-") as folder:
        root = Path(folder)
        package, commit = attacks5._package_without_allow_list(root)
        for name in RUN_ORDER:
            _holder_sample(root, name)
        return records.plugin_run(root, package, commit, RUN_ORDER, trials=20)
