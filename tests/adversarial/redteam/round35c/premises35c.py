"""Round 35c's premises: the real product functions in real processes. Uids of no account only (1,500,421-1,500,423);
never CI's lease folder or ``passnet-test``.

- ``forked_probe()``: ``identity._forked_probe`` (``6943dfd8``) from a trusted process with four threads busy in
  torch, in a PID namespace of its own, while a task of one uid runs in the outer namespace (another container, as the
  prober sees it) and another uid has none: each probe's answer (20 each), its time, and what this namespace's /proc
  shows of the busy uid (the old fallback).
- ``long_name_run(root)``: LONG_NAME. One run of the real plugin (``tests.adversarial.samples.run_plugin``) over two
  honest add+relu samples whose pass_dir also holds a notes file: a 200-byte name (control) and a 250-byte name (legal:
  NAME_MAX is 255). ``policy.copy_regular_files`` (``0798661a``) stages each file as ``.{name}.{pid}.copy``.

    python -m tests.adversarial.redteam.round35c.premises35c [probe | long]
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

BUSY_UID, FREE_UID = 1_500_421, 1_500_422
REPO = Path(__file__).resolve().parents[4]

_PROBER = r"""
import json, os, sys, threading, time
import torch
from pytest_passnet.sandbox import identity, procfs
busy, free = int(sys.argv[1]), int(sys.argv[2])
stop = threading.Event()
def work():
    a = torch.randn(256, 256)
    while not stop.is_set():
        a @ a
threads = [threading.Thread(target=work, daemon=True) for _ in range(4)]
for t in threads:
    t.start()
time.sleep(0.2)
found = {"threads": len(os.listdir("/proc/self/task")), "pid_namespace_init": os.getpid() == 1}
for name, uid in (("busy", busy), ("free", free)):
    started = time.perf_counter()
    answers = [identity._forked_probe(uid) for _ in range(20)]
    found[name] = {"raw": answers, "answers": sorted(set(answers), key=str), "ms_each": round((time.perf_counter() - started) * 50, 2),
                   "visible_here": bool(procfs.of_uid(uid))}
stop.set()
for t in threads:
    t.join()
print(json.dumps(found))
"""


def forked_probe() -> dict:
    holder = subprocess.Popen(["setpriv", f"--reuid={BUSY_UID}", f"--regid={BUSY_UID}", "--clear-groups", "sleep", "60"])
    try:
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:  # setpriv has become the uid
            try:
                if Path(f"/proc/{holder.pid}/status").read_text().split("\nUid:\t")[1].split()[0] == str(BUSY_UID):
                    break
            except (OSError, IndexError):
                pass
            time.sleep(0.01)
        done = subprocess.run(["unshare", "--pid", "--fork", "--mount-proc", sys.executable, "-c", _PROBER,
                               str(BUSY_UID), str(FREE_UID)], capture_output=True, text=True, timeout=60,
                              env={**os.environ, "PYTHONPATH": str(REPO)}, cwd=REPO)
        assert done.returncode == 0, done.stderr[-3000:]
        return json.loads(done.stdout.strip().splitlines()[-1])
    finally:
        holder.kill()
        holder.wait()


def long_name_run(root: Path) -> dict:
    """The run as ``tests.adversarial.samples.run_plugin`` makes it, in a private /run when root (an
    emulated container's: its lease folder is its own, never CI's)."""
    from tests.adversarial.samples import DEVICE, QUIET_TIMING
    from tests.sample_factory import ADD_RELU_PASS, write_sample

    samples = []
    for name, length in (("control", 200), ("longname", 250)):
        sample = write_sample(root / name, name, passes={"AddRelu": ADD_RELU_PASS})
        (sample / "pass_dir" / ("n" * (length - 4) + ".txt")).write_text("notes\n")
        samples.append(sample)
    out = root / "out"
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--rootdir", str(root),
               "--passnet-samples", *map(str, samples), "--passnet-warmup", "1", "--passnet-trials", "2",
               "--passnet-out", str(out), "--passnet-device", DEVICE]
    if os.geteuid() == 0:
        command = ["unshare", "--mount", "--propagation", "private",
                   "sh", "-c", 'mount -t tmpfs -o size=1m,mode=0755 none /run && exec "$0" "$@"', *command]
    started = time.perf_counter()
    done = subprocess.run(command, cwd=root, capture_output=True, text=True, timeout=300,
                          env={**os.environ, **QUIET_TIMING, "PYTHONPATH": str(REPO), "TRITON_INTERPRET": "1"})
    report = out / "report.json"
    assert report.is_file(), done.stdout[-3000:] + done.stderr[-3000:]
    variants = {Path(v["sample"]).name: v for v in json.loads(report.read_text())["variants"]}
    return {"seconds": round(time.perf_counter() - started, 1),
            **{name: {"status": v["status"], "message": v.get("message") or ""} for name, v in variants.items()}}


if __name__ == "__main__":
    import tempfile

    what = sys.argv[1] if len(sys.argv) > 1 else "probe"
    if what == "probe":
        print(json.dumps(forked_probe()))
    else:
        with tempfile.TemporaryDirectory() as folder:
            print(json.dumps(long_name_run(Path(folder)))[:2000])
