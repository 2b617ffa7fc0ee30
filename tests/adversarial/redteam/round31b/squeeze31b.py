"""Round 31b's NPROC_SQUEEZE: a plain user's pass child holds the user's task count above the RLIMIT_NPROC of every
child started before it, another xdist worker's included (``premise``: the product's limit and confinement order,
emulated; ``squeeze_run``: the plugin under ``-n 2``). ``python -m tests.adversarial.redteam.round31b.squeeze31b
[premise | plugin CONFIG]``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.adversarial.redteam import harness

HERE = Path(__file__).parent
# Two samples of one variant each, of equal estimated cost (so each worker keeps the list's order:
# ``selection.longest_first``): xdist sends them round robin (``LoadScheduling.schedule``), the squeezer to worker 0
# and the victim, an honest relu slow to load, to worker 1. Every worker starts its reference child first, before any
# pass child (the monitor of a run here: references at limits 4,106 and 4,109, pass children 4,116-4,128), so the
# squeezer's limit is above the other worker's reference's; that reference makes its thread pools at its first
# parallel op, eager's warm-up after the victim's load, by when the squeezer holds its threads.
RUN_ORDER = ("squeezer", "victim")
PASSES = {"victim": "slow_relu.py", "squeezer": "squeeze_relu.py"}
ROUND_USER = "passnet-redteam31b"  # the user the plugin runs' user configurations run as (``own_user``)
# Uids no account has, one a mode: each premise's children count alone under theirs (not under the user the plugin runs
# use, nor beside another premise run by another xdist worker).
PREMISE_UIDS = {"plain": 1_500_031, "bwrap": 1_500_032}

_CHILD = r'''
import json, os, resource, sys, threading
from pytest_passnet.sandbox import confine, policy, syscalls

role, mode = sys.argv[1:3]
# As a user's child confines itself: in the plain mode namespaces of its own in a user namespace
# (``confine._namespaces``) and the rlimits (``policy.limits`` as ``policy.command`` asks them), in ``confine.STEPS``'
# order; under bubblewrap the user namespace is bubblewrap's, made before.
if mode == "plain":
    steps = {"rlimits": lambda: confine._limits({"limits": policy.limits(None, user_namespace=True)}),
             "namespaces": lambda: syscalls.unshare(syscalls.CLONE_NEWUSER)}
    for name in confine.STEPS:
        if name in steps:
            steps[name]()
else:
    confine._limits({"limits": policy.limits(None, user_namespace=True)})
said = {"limit": resource.getrlimit(resource.RLIMIT_NPROC)[0]}
if role == "squeezer":
    asleep, said["held"] = threading.Event(), 0
    try:
        while True:
            threading.Thread(target=asleep.wait, daemon=True).start()
            said["held"] += 1
    except RuntimeError:
        pass
print(json.dumps(said), flush=True)
sys.stdin.readline()  # the squeezer's threads are all there
if role == "earlier":
    try:
        thread = threading.Thread(target=lambda: None)
        thread.start()
        thread.join()
        said["thread"] = "started"
    except RuntimeError as exc:
        said["thread"] = str(exc)
    try:
        pid = os.fork()
        if pid == 0:
            os._exit(0)
        os.waitpid(pid, 0)
        said["fork"] = "forked"
    except OSError as exc:
        said["fork"] = exc.strerror
    print(json.dumps(said), flush=True)
'''
_BWRAP = ["bwrap", "--unshare-user", "--disable-userns", "--unshare-pid", "--die-with-parent", "--ro-bind", "/", "/",
          "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"]


def premise(mode: str = "plain") -> dict:
    """Two children of one uid (``mode``'s of ``PREMISE_UIDS``, through setpriv), each confined as a user's child of
    ``mode`` ("plain"; "bwrap", each in a bubblewrap of its own): the earlier's limit read
    first, the squeezer's after; the squeezer starts threads until refused and holds them while the earlier starts a
    thread and a process. A few seconds."""
    uid = PREMISE_UIDS[mode]
    user = ["setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups"]
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(HERE.parents[3]),
           "PYTHONDONTWRITEBYTECODE": "1"}
    children = {}
    try:
        for role in ("earlier", "squeezer"):
            command = [*user, *(_BWRAP if mode == "bwrap" else []), sys.executable, "-c", _CHILD, role, mode]
            children[role] = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                              cwd="/", env=env)
            started = json.loads(children[role].stdout.readline())
        record = {role: None for role in children}
        record["squeezer"] = started
        children["earlier"].stdin.write("go\n")
        children["earlier"].stdin.flush()
        record["earlier"] = json.loads(children["earlier"].stdout.readline())
        return record
    finally:
        for child in children.values():
            child.kill()
            child.wait()


def own_user(config: harness.Config) -> harness.Layout:
    """A fresh layout of ``config`` whose user configurations run as a user of this round's own (created once), not
    the harness's: a squeeze or a fill of that user's would reach any other round's run made at the same time."""
    layout = harness.Layout(config)
    if layout.user is not None and os.geteuid() == 0:
        found = subprocess.run(["id", "-u", ROUND_USER], capture_output=True, text=True, check=False)
        if found.returncode:
            subprocess.run(["useradd", "--create-home", ROUND_USER], check=True, capture_output=True)
        layout.user = tuple(int(subprocess.run(["id", flag, ROUND_USER], capture_output=True, text=True,
                                               check=True).stdout) for flag in ("-u", "-g"))
    return layout


def _workers(layout: harness.Layout) -> list[str]:
    """Which xdist worker ran which variant: the run's ``[gwN]`` lines."""
    out = harness._read(str(layout.base / "run.out")).decode(errors="replace")
    return [line for line in out.splitlines() if line.startswith("[gw")]


def squeeze_run(config: harness.Config) -> dict:
    """``RUN_ORDER`` under ``-n 2`` in ``config``: each sample's variants' status and message, the exit code."""
    layout = own_user(config)
    try:
        samples = [harness.build_sample(layout, name, "honest_relu", "light") for name in RUN_ORDER]
        for sample in samples:
            if sample.name in PASSES:
                (sample / "pass_dir" / "honest_relu.py").write_text((HERE / "passes" / PASSES[sample.name]).read_text())
        layout.hand_over()
        code, duration = harness._run_pytest(layout, layout.command(samples, "-n", "2", "-v", "-v"), "run")
        variants = harness._report_variants(harness._read(str(layout.out / "report.json")) or None) or {}
        return {"config": config.name, "exit_code": code, "duration_s": round(duration, 1),
                "samples": {name: [{"status": v["status"], "message": (v.get("message") or "")[:1500]}
                                   for v in found] for name, found in variants.items()},
                "workers": _workers(layout),
                "stderr_tail": harness._read(str(layout.base / "run.err"))[-2000:].decode(errors="replace")}
    finally:
        layout.remove()


if __name__ == "__main__":
    if sys.argv[1:2] == ["plugin"]:
        print(json.dumps(squeeze_run(next(c for c in harness.CONFIGS if c.name == sys.argv[2])), indent=1))
    else:
        print(json.dumps({mode: premise(mode) for mode in ("plain", "bwrap")}, indent=1))
