"""Round 9a's mechanisms against the real components, without a plugin run (see README.md)."""

from __future__ import annotations

import json
import os
import signal
import statistics
import struct
import subprocess
import sys
import threading
import time
from pathlib import Path

from pytest_passnet.sandbox import channel, procfs, process
from tests.adversarial.redteam.round6a.attacks6 import _Tree

HERE = Path(__file__).parent


# -- timer storm: kernel work a stopped process left armed --------------------------------------

def _work_chunk() -> None:
    sum(range(20_000))  # ~0.5 ms of one CPU here: eager's trials, in small pieces


def _chunks_until(deadline_ns: int) -> list[float]:
    durations = []
    while time.monotonic_ns() < deadline_ns:
        started = time.perf_counter_ns()
        _work_chunk()
        durations.append((time.perf_counter_ns() - started) / 1e6)
    return durations


def timer_storm(count: int, spread_s: float = 1.0, cpus: tuple[int, ...] = (0,), pinned: bool = True,
                watchers: int = 0, timerfds: bool = False) -> dict:
    """Processes (one per CPU of ``cpus``) arm ``count`` timers each (``timers.py``) to fire over
    ``spread_s`` from 3 s on, and are stopped as ``Sandboxes.others_stopped`` stops a child (CPU time
    read, SIGSTOP, ``_until_stopped``) and watched by the real ``_Watch``. Meanwhile this process (on
    the first of ``cpus`` where ``pinned``) times small chunks of work (eager's trials) before, during
    and after the timers' window: the chunks' median ms in each, what the watch saw, the CPU time the
    stopped processes used. ``watchers``: epoll instances on a signalfd of the timers' signal;
    ``timerfds``: timerfds under RLIMIT_SIGPENDING 0 and 8,192 descriptors instead (``timers.py``)."""
    env = {**os.environ, "STORM_TIMERFD": "1"} if timerfds else None
    helpers = [subprocess.Popen([sys.executable, str(HERE / "timers.py"), str(count), "3.0", str(spread_s), str(cpu),
                                 str(watchers)], stdout=subprocess.PIPE, text=True, env=env) for cpu in cpus]
    affinity = os.sched_getaffinity(0)
    try:
        lines = [[int(field) for field in helper.stdout.readline().split()[1:]] for helper in helpers]
        armed, window_ns = sum(line[0] for line in lines), min(line[1] for line in lines)
        if any(line[2] > line[1] - int(1e9) for line in lines):
            raise RuntimeError("arming took longer than its 3 s head start: the host is too busy")
        pids = [helper.pid for helper in helpers]
        since = {pid: procfs.cpu_ticks(pid) for pid in pids}
        for pid in pids:
            os.kill(pid, signal.SIGSTOP)
        outran = process._until_stopped(pids, since)
        cpu_before = {pid: sum(t.cpu_ns for t in procfs.tasks(pid).values()) for pid in pids}
        watch = process._Watch({_Tree(pid): [pid] for pid in pids})
        if pinned:
            os.sched_setaffinity(0, {cpus[0]})
        before = _chunks_until(window_ns)
        during = _chunks_until(window_ns + int(spread_s * 1e9))
        after = _chunks_until(time.monotonic_ns() + int(spread_s * 1e9))
        os.sched_setaffinity(0, affinity)
        ran = watch.finish(lambda child: True)
        used_ns = sum(sum(t.cpu_ns for t in procfs.tasks(pid).values()) - cpu_before[pid] for pid in pids)
        return {"armed": armed, "late_to_stop": sorted(outran), "watch_saw": list(ran.values()),
                "stopped_cpu_ms": used_ns / 1e6,
                "before_ms": statistics.median(before), "during_ms": statistics.median(during),
                "after_ms": statistics.median(after), "chunks": (len(before), len(during), len(after))}
    finally:
        os.sched_setaffinity(0, affinity)
        for helper in helpers:
            helper.kill()
            helper.wait()


# -- a reply header whose sizes are huge integers --------------------------------------------------

def big_int_header(header_bytes: int = process.REPLY_HEADER_BYTES) -> bytes:
    """A reply header within ``REPLY_HEADER_BYTES``: one tensor whose shape is as many 4,299-digit
    integers as fit (Python's int parsing stops at 4,300 digits); ``_checked_size`` multiplies them
    all before it compares the product with the announced byte count."""
    digit = "9" * 4299
    dims = (header_bytes - 200) // (len(digit) + 2)
    header = json.dumps({"body": {}, "tensors": [{"dtype": "torch.float32", "shape": [int(digit)] * dims,
                                                   "bytes": 4}]}).encode()
    assert len(header) <= header_bytes
    return header


def receive_seconds(header: bytes, timeout: float = 5.0) -> tuple[float, str]:
    """How long the trusted side's ``Channel.receive`` (as ``Sandbox`` makes it) takes over ``header``
    sent whole, and what it raised."""
    from_child_r, from_child_w = os.pipe()
    to_child_r, to_child_w = os.pipe()
    trusted = channel.Channel(from_child_r, to_child_w, None, role="trusted", max_header=process.REPLY_HEADER_BYTES)
    message = struct.pack("<Q", len(header)) + header

    def send():
        os.write(from_child_w, message)  # blocks until the trusted side has read it all

    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    started = time.perf_counter()
    try:
        trusted.receive(timeout, 1 << 30)
        outcome = "accepted"
    except Exception as exc:  # noqa: BLE001 - what it raised is the result
        outcome = f"{type(exc).__name__}: {str(exc)[:120]}"
    elapsed = time.perf_counter() - started
    for fd in (from_child_r, from_child_w, to_child_r, to_child_w):
        os.close(fd)
    return elapsed, outcome


# -- the plugin run -----------------------------------------------------------------------------

RUN_ORDER = ("control_before", "storm_relu", "control_after")


def _storm_sample(root: Path, name: str) -> Path:
    from tests.adversarial.redteam.round6a import attacks6

    sample = attacks6.relu_sample(root, name, "honest_relu")
    if name == "storm_relu":
        (pass_file,) = [f for f in (sample / "pass_dir").glob("*.py") if "def replacement_func" in f.read_text()]
        pass_file.write_text((HERE / "passes" / "storm_relu.py").read_text())
        (sample / "pass_dir" / "storm.py").write_text((HERE / "timers.py").read_text())
    return sample


def run(trials: int = 20) -> dict:
    """One plugin run (default sandbox; the allow-list off in the run's copy of the committed package,
    as rounds 5-7a's) over ``RUN_ORDER``: eager's median beside the storm against the controls'."""
    import tempfile

    from tests.adversarial.redteam.round5 import attacks5

    with tempfile.TemporaryDirectory(prefix="passnet-r9a-") as folder:
        root = Path(folder)
        package, commit = attacks5._package_without_allow_list(root)
        for name in RUN_ORDER:
            _storm_sample(root, name)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_XDIST", "PYTEST_ADDOPTS"))}
        env.update(TRITON_INTERPRET="1", PYTHONPATH=f"{package}:{attacks5.REPO}")
        samples = [str(next((root / "samples").rglob(name))) for name in RUN_ORDER]
        command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:randomly",
                   "--passnet-root", ".", "--passnet-out", "out", "--passnet-trials", str(trials),
                   "--passnet-warmup", "1", "--passnet-samples", *samples]
        started = time.monotonic()
        done = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True,
                              timeout=attacks5.RUN_TIMEOUT_S, errors="replace")
        report_path = root / "out" / "report.json"
        report = json.loads(report_path.read_text()) if report_path.is_file() else None
        return {
            "package_commit": commit,
            "returncode": done.returncode,
            "seconds": round(time.monotonic() - started, 1),
            "stdout": done.stdout[-8000:],
            "variants": {Path(v["sample"]).name: v for v in report["variants"]} if report else None,
            "sandbox": report.get("sandbox") if report else None,
        }
