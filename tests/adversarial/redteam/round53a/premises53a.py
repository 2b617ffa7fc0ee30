"""Round 53a's premises: real confined children started by the real trusted side (HEAD c5bc4103), each mode
``mode.detect`` accepts on this host, asked what ``/proc/self/status`` does not show.

A runner (``r53a_runner.py``, in a copy of this package) runs as root or, under ``setpriv``, as a uid of no account
(1,502,200), calls ``mode.detect`` (the real probe decides the mode), leases a uid where the mode gives one
(``identity.lease``), ``folders.make`` and ``policy.command``, and starts a real child (``r53a_child.py``, which
calls ``confine_child()`` first, as ``sandbox/child/__main__.py`` does) that then acts as a pass would:

- reports its uid and capability sets (``/proc/self/status``), and its securebits (``PR_GET_SECUREBITS``: not in
  ``/proc/self/status``);
- lists every descriptor it holds after confinement (a descriptor opened while privileged is a capability the sets
  do not show): its target, its open flags, the owner and mode of what it names;
- counts the processes it can see and the one outside it (``getppid``), and signals its own process group with
  signal 0 (``kill(0, 0)``) after looking up who is in it (``/proc/*/stat``'s pgrp).

States (``STATES``): ``root_process`` (PASSNET_SANDBOX=process: process + uid), ``root_bwrap`` (bubblewrap + uid),
``user_process`` (a uid of no account, PASSNET_SANDBOX=process: process in a user namespace), ``user_bwrap``.

    python -m tests.adversarial.redteam.round53a.premises53a [state ...]      (prints one JSON per state)"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest_passnet

TIMEOUT_S = 60
UID_OF_NO_ACCOUNT = 1_502_200  # round 53a's range: 1,502,200-1,502,299

_USER = ["setpriv", "--reuid", str(UID_OF_NO_ACCOUNT), "--regid", str(UID_OF_NO_ACCOUNT), "--clear-groups",
         "--inh-caps", "-all"]
STATES = {"root_process": ([], "process"), "root_bwrap": ([], "bubblewrap"),
          "user_process": (_USER, "process"), "user_bwrap": (_USER, "bubblewrap")}

CHILD = r'''
import ctypes, json, os, stat, sys

from pytest_passnet.sandbox.confine import confine_child

confine_child()
libc = ctypes.CDLL(None, use_errno=True)
said = {"uid": os.getuid(), "pid": os.getpid(), "ppid": os.getppid(), "pgid": os.getpgid(0), "sid": os.getsid(0),
        **{k: v.strip() for k, v in (line.split(":", 1) for line in open("/proc/self/status")
                                       if line.startswith(("Cap", "NoNewPrivs", "Seccomp")))},
        "securebits": hex(libc.prctl(27, 0, 0, 0, 0))}  # PR_GET_SECUREBITS
fds = {}
for name in sorted(os.listdir("/proc/self/fd"), key=int):
    fd = int(name)
    try:
        target = os.readlink(f"/proc/self/fd/{fd}")
        info = os.fstat(fd)
        flags = [line.split()[1] for line in open(f"/proc/self/fdinfo/{fd}") if line.startswith("flags:")][0]
        fds[fd] = {"target": target, "flags": flags, "owner": info.st_uid, "mode": oct(info.st_mode),
                   "kind": "dir" if stat.S_ISDIR(info.st_mode) else "file" if stat.S_ISREG(info.st_mode) else "other"}
    except OSError as exc:
        fds[fd] = f"{type(exc).__name__}: {exc.strerror}"
said["fds"] = fds
try:  # the reply pipe's size: 1 MiB where the trusted side's answer stop is armable (answer_stop._grown), a pass can tell
    import fcntl
    said["stdout_pipe_bytes"] = fcntl.fcntl(1, fcntl.F_GETPIPE_SZ)
except OSError as exc:
    said["stdout_pipe_bytes"] = f"{type(exc).__name__}: {exc.strerror}"
said["visible_pids"] = sorted(int(p) for p in os.listdir("/proc") if p.isdigit())
others = {}
for pid in said["visible_pids"]:
    if pid == os.getpid():
        continue
    seen = {}
    try:
        status = open(f"/proc/{pid}/status").read()
        seen.update({k: v.split()[0] for k, v in (line.split(":", 1) for line in status.splitlines()
                                                  if line.startswith(("Uid", "CapEff", "CapPrm", "NoNewPrivs", "Seccomp:")))})
    except OSError as exc:
        seen["status"] = f"{type(exc).__name__}: {exc.strerror}"
    for what in ("cmdline", "environ", "mem", "root/", "cwd/", "fd/"):
        try:
            if what.endswith("/"):
                seen[what] = len(os.listdir(f"/proc/{pid}/{what}"))
            else:
                with open(f"/proc/{pid}/{what}", "rb") as opened:
                    seen[what] = opened.read(65536).decode(errors="replace") if what == "cmdline" else "opened"
        except OSError as exc:
            seen[what] = f"{type(exc).__name__}: {exc.strerror}"
    for number in (0, 19, 18):  # signal 0, SIGSTOP, SIGCONT (the last undoes the second)
        try:
            os.kill(pid, number)
            seen[f"kill_{number}"] = "made"
        except OSError as exc:
            seen[f"kill_{number}"] = f"{type(exc).__name__}: {exc.strerror}"
    others[pid] = seen
said["others"] = others
try:
    os.kill(0, 0)
    said["kill_group_0"] = "made"
except OSError as exc:
    said["kill_group_0"] = f"{type(exc).__name__}: {exc.strerror}"
action = json.loads(sys.argv[-1])
if action.get("hog"):  # pipes made 1 MiB each (F_SETPIPE_SZ) until the user's pipe pages refuse one more: held open
    import fcntl
    held, pages = [], 0
    for _ in range(action["hog"]):
        r, w = os.pipe()
        try:
            fcntl.fcntl(w, fcntl.F_SETPIPE_SZ, 1 << 20)
        except OSError as exc:
            said["hog_stopped"] = f"{type(exc).__name__}: {exc.strerror}"
            os.close(r)
            os.close(w)
            break
        held.append((r, w))
        pages += fcntl.fcntl(w, fcntl.F_GETPIPE_SZ) >> 12
    for _ in range(action.get("extra", 0)):  # past the soft limit: every new pipe of the user's is made 2 pages
        r, w = os.pipe()
        held.append((r, w))
        pages += fcntl.fcntl(w, fcntl.F_GETPIPE_SZ) >> 12
    said["hog_pipes"], said["hog_pages"] = len(held), pages
print(json.dumps(said), flush=True)
if action.get("hog"):
    sys.stdin.read()  # until the runner closes its end
'''

RUNNER = r'''
import json, os, subprocess, sys

from pytest_passnet.sandbox import folders, identity, mode, policy

import fcntl

from pytest_passnet.sandbox.answer_stop import AnswerStop, reserve_reply_pipes
from pytest_passnet.sandbox.process import REPLY_HEADER_BYTES

action = json.loads(sys.argv[1])


def pipes_now():
    """What the trusted side gets now for a new child's pipes: os.pipe's size (process.Sandbox makes its channel so),
    and whether the reply pipe's answer stop arms (AnswerStop grows it to hold a whole reply header)."""
    r, w = os.pipe()
    try:
        size = fcntl.fcntl(r, fcntl.F_GETPIPE_SZ)
        usable = AnswerStop(r, REPLY_HEADER_BYTES)._usable
        return {"pipe_bytes": size, "answer_stop_usable": usable}
    finally:
        os.close(r)
        os.close(w)


said = {"trusted_uid": os.getuid()}
try:
    found = mode.detect()
except Exception as exc:  # noqa: BLE001 - what the run's start would see
    print(json.dumps({**said, "refused": f"{type(exc).__name__}: {exc}"[:3000]}), flush=True)
    sys.exit(0)
lease = identity.lease() if found.uid_per_child else None
uid = lease.uid if lease else None
made = folders.make(uid, found.bounded_folders)
try:
    argv, environment = policy.command(found.kind, made, os.environ, "cpu", (), uid=uid, steps=found.steps,
                                       landlock_abi=found.landlock_abi, module="pytest_passnet.r53a_child")
    said["before"] = pipes_now()
    reserve_reply_pipes(REPLY_HEADER_BYTES)  # as a worker's first child did, before any pass code of its ran
    child = subprocess.Popen([*argv, json.dumps(action)], env=environment, cwd=made.scratch, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, close_fds=True, text=True,
                             start_new_session=True)
    line = child.stdout.readline()
    said["child"] = json.loads(line) if line.strip() else {"rc": child.poll()}
    said["during"] = pipes_now()  # the child alive, holding what it made
    if action.get("sandbox"):  # the product's own: a process.Sandbox started now (as a spare would be)
        from pytest_passnet.sandbox.process import Sandbox
        started = Sandbox(found, dict(os.environ), "cpu")
        try:
            said["during"]["sandbox_answer_stop_usable"] = started._answer_stop._usable
            said["during"]["sandbox_reply_pipe_bytes"] = fcntl.fcntl(started._answer_stop.read_fd, fcntl.F_GETPIPE_SZ)
        finally:
            started.close()
    child.stdin.close()
    try:
        child.wait(timeout=30)
    finally:
        child.kill()
        child.wait()
    said["after"] = pipes_now()
    if "uid" not in said["child"]:
        said["child"]["stderr"] = child.stderr.read()[-2000:]
finally:
    folders.remove(made)
    if lease:
        lease.release()
print(json.dumps({**said, "sandbox": mode.describe(found.record()), "kind": found.kind, "child_uid": uid,
                  "steps": list(found.steps), "warning": found.warning()}), flush=True)
'''


def layout() -> Path:
    """``base`` (0755): ``pkg/pytest_passnet`` (a copy of this package, readable by every uid, with the child module),
    ``pkg/r53a_runner.py``; ``home`` (the user's HOME and TMPDIR). The caller removes it (``remove_layout``)."""
    base = Path(tempfile.mkdtemp(prefix="passnet-r53a-"))
    base.chmod(0o755)
    package = base / "pkg" / "pytest_passnet"
    shutil.copytree(Path(pytest_passnet.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    (package / "r53a_child.py").write_text(CHILD)
    (base / "pkg" / "r53a_runner.py").write_text(RUNNER)
    for root, folders, files in os.walk(base):
        for name in folders:
            os.chmod(os.path.join(root, name), 0o755)
        for name in files:
            os.chmod(os.path.join(root, name), 0o644)
    (base / "home").mkdir(mode=0o700)
    os.chown(base / "home", UID_OF_NO_ACCOUNT, UID_OF_NO_ACCOUNT)
    return base


def remove_layout(base: Path) -> None:
    with open("/proc/self/mountinfo") as table:
        points = [line.split()[4] for line in table if line.split()[4].startswith(f"{base}/")]
    for point in reversed(points):
        subprocess.run(["umount", "-l", point], check=False, capture_output=True)
    shutil.rmtree(base, ignore_errors=True)


def run_premise(base: Path, state: str, action: dict | None = None) -> dict:
    """The runner in ``state`` (``STATES``), the package copy first on its path; its JSON."""
    wrapper, sandbox = STATES[state]
    home = base / "home"
    env = {"PASSNET_SANDBOX": sandbox, "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TMPDIR": str(home),
           "PYTHONPATH": str(base / "pkg"), "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1", "HOME": str(home)}
    done = subprocess.run([*wrapper, sys.executable, str(base / "pkg" / "r53a_runner.py"), json.dumps(action or {})],
                          env=env, cwd="/",
                          capture_output=True, text=True, timeout=TIMEOUT_S)
    lines = done.stdout.strip().splitlines()
    if done.returncode or not lines:
        raise RuntimeError(f"premise failed ({done.returncode}): {done.stderr[-3000:]}")
    return json.loads(lines[-1])


if __name__ == "__main__":
    made = layout()
    try:
        for state in sys.argv[1:] or list(STATES):
            print(state, json.dumps(run_premise(made, state, {"hog": 200, "extra": 20}), indent=1), flush=True)
    finally:
        remove_layout(made)
