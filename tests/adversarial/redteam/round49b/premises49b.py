"""Round 49b's premises: a real confined child of the plain mode **as root, without a uid of its own** (the fallback
``mode.detect`` takes where a leased uid cannot run this Python installation: ``mode.py``'s ``(PLAIN, False)``
candidate, "children ran as root (without capabilities)"), started by the real trusted-side code (``mode.detect``,
``folders.make``, ``policy.command``: the argv, environment and plan a real child gets; the child applies it with
``confine.confine_child`` first thing, as ``sandbox/child/__main__.py`` does), which then does what a pass would and
says what it got.

The layout (``closed_layout``): a copy of this package in a folder only root may enter (``closed/``, 0700: a Python
installation under Ubuntu's or Debian's 0700 ``/root``, as pyenv, conda and venvs often are), so the probe's leased
uid cannot import it and the mode falls back to root without a uid (the real probe decides: ``closed_layout`` does
not force it); beside it, in a folder every uid enters (``targets/``), files of root's outside any child's folders:
a copy of ``/usr/bin/id`` standing for any root-owned program, a 0600 file standing for ``/etc/shadow`` or a key,
and a report standing for the run's out dir.

- ``metadata``: ROOT_NO_UID_METADATA. The child changes the mode of root's files (the set-uid bit on the program, the
  secret made world-readable, the package's ``compilers.py`` closed to 000), their times and a ``user.*`` extended
  attribute; the controls in the same child: opening those files for writing or reading, and
  ``/proc/sys/kernel/core_pattern`` for writing (opened and closed, nothing written), which Landlock refuses.
- ``spare``: SPARE_CHMOD. The runner makes a second child's folders (a spare's: ``folders.make``) *after* the child
  started, as ``Sandboxes.for_sample`` starts the spare right after it gives the pass's child its sample. The child
  finds them in its own ``/proc/self/mountinfo`` (its mount namespace is a slave of the host's:
  ``confine._namespaces``; ``_let_go_of_other_folders`` ran at its start only) and ``chmod``s their scratch to 000.
- ``reach``: the container (no ``CAP_SYS_ADMIN``: ``--no-sys-admin``, ``setpriv --bounding-set -sys_admin``, what a
  default Docker container leaves root): no namespaces. The child signals a process of root's (the runner's decoy, a
  ``sleep`` holding a secret in its environment, standing for the trusted process or the reference child), reads its
  environment, and sets its CPU affinity.

    python closed/pkg/r49b_runner.py ACTION_JSON [--abi N] [--kind process|bubblewrap] [--uid UID]

prints one JSON line. Run by ``run_premise`` as root."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest_passnet

TIMEOUT_S = 90
CHILD_MODULE = "pytest_passnet.r49b_child"  # inside the package copy: Landlock's read rule covers the package folder
UID_OF_NO_ACCOUNT = 1_501_700  # round 49b's range: 1,501,700-1,501,799
SECRET_TEXT = "r49b-secret: root's 0600 file (a shadow, a key)\n"

CHILD = r'''
import ctypes, json, os, signal, sys, time

from pytest_passnet.sandbox.confine import confine_child

confine_child()
action = json.loads(sys.argv[3])
libc = ctypes.CDLL(None, use_errno=True)
said = {"uid": os.getuid(), "euid": os.geteuid(), "cap_eff": open("/proc/self/status").read().split("CapEff:")[1].split()[0]}


def attempt(what):
    try:
        return what()
    except OSError as exc:
        return f"{type(exc).__name__}: {exc.strerror}"


def setxattr(path):
    if libc.setxattr(path.encode(), b"user.r49b", b"set", 3, 0) != 0:
        raise OSError(ctypes.get_errno(), os.strerror(ctypes.get_errno()))
    return "set"


if action["do"] == "metadata":
    modes = action["modes"]
    said["chmod"] = {path: attempt(lambda path=path: os.chmod(path, mode) or oct(os.stat(path).st_mode & 0o7777))
                     for path, mode in modes.items()}
    said["utime"] = attempt(lambda: os.utime(action["report"], (0, 0)) or "1970")
    said["setxattr"] = attempt(lambda: setxattr(action["report"]))
    # the controls: what Landlock governs
    said["open_for_writing"] = attempt(lambda: open(action["report"], "a").close() or "opened")
    said["read_secret"] = attempt(lambda: open(action["secret"]).read()[:40])
    said["core_pattern_for_writing"] = attempt(
        lambda: os.close(os.open("/proc/sys/kernel/core_pattern", os.O_WRONLY)) or "opened (nothing written)")
elif action["do"] == "spare":
    # Another child's folders, found as they are made: in this mount namespace's table where the host's mounts
    # propagate (bounded folders: a tmpfs each), else by an inotify watch on the temporary folder (plain folders:
    # Landlock refuses listing it, not watching it, round 10a). Then their scratch closed to its owner.
    watch = libc.inotify_init1(os.O_NONBLOCK)
    said["watch"] = "watching" if libc.inotify_add_watch(watch, os.path.dirname(action["prefix"]).encode(), 0x100) >= 0 \
        else f"inotify: {os.strerror(ctypes.get_errno())}"
    deadline, found = time.monotonic() + action["wait_s"], set()
    while not found and time.monotonic() < deadline:
        with open("/proc/self/mountinfo") as table:
            found |= {line.split()[4] for line in table
                      if line.split()[4].startswith(action["prefix"]) and not line.split()[4].startswith(action["own"])}
        try:
            events = os.read(watch, 65536)
        except OSError:
            events = b""
        while events:
            length = int.from_bytes(events[12:16], "little")
            name = events[16:16 + length].rstrip(b"\0").decode()
            events = events[16 + length:]
            path = os.path.join(os.path.dirname(action["prefix"]), name)
            if path.startswith(action["prefix"]) and not path.startswith(action["own"]):
                found.add(path)
        time.sleep(0.01)
    said["seen"] = sorted(found)
    time.sleep(0.3)  # its scratch made meanwhile
    said["chmod"] = {point: attempt(lambda point=point: os.chmod(point + "/scratch", 0) or "closed") for point in found}
elif action["do"] == "reach":
    decoy = action["decoy"]
    said["environ"] = attempt(lambda: "SECRET" if action["secret"] in open(f"/proc/{decoy}/environ").read() else "read")
    said["cmdline"] = attempt(lambda: open(f"/proc/{decoy}/cmdline").read().replace("\0", " ").strip())
    said["affinity"] = attempt(lambda: os.sched_setaffinity(decoy, {0}) or "pinned to CPU 0")
    said["kill_stop"] = attempt(lambda: os.kill(decoy, signal.SIGSTOP) or "sent")
    time.sleep(0.2)
print(json.dumps(said), flush=True)
'''

RUNNER = r'''
import json, os, signal, subprocess, sys, time

from pytest_passnet.sandbox import folders, identity, landlock, mode, policy

action = json.loads(sys.argv[1])
options = dict(zip(sys.argv[2::2], sys.argv[3::2]))
if "--abi" in options:
    kernel_abi = landlock.abi_version
    landlock.abi_version = lambda: min(kernel_abi(), int(options["--abi"]))
os.environ[policy.MODE_VARIABLE] = options.get("--kind", "process")
try:
    found = mode.detect()
except RuntimeError as exc:  # no mode this layout allows: nothing of the pass runs
    print(json.dumps({"refused": str(exc)}), flush=True)
    sys.exit(0)
uid = int(options["--uid"]) if "--uid" in options else None
decoy = None
if action["do"] == "reach":
    decoy = subprocess.Popen(["sleep", "60"], env={"PATH": "/usr/bin:/bin", "R49B_SECRET": action["secret"]})
    action["decoy"] = decoy.pid
made = folders.make(uid, found.bounded_folders)
spare = None
said, state, affinity = {}, None, None
try:
    argv, environment = policy.command(found.kind, made, os.environ, "cpu", (), uid=uid, steps=found.steps,
                                       landlock_abi=found.landlock_abi, module="pytest_passnet.r49b_child")
    action["own"] = str(made.private)
    action["prefix"] = os.path.join(os.path.dirname(str(made.private)), "passnet-sandbox")
    child = subprocess.Popen([*argv, json.dumps(action)], env=environment, cwd=made.scratch, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, start_new_session=True)
    if action["do"] == "spare":
        time.sleep(action["spare_after_s"])
        # as Sandboxes.for_sample starts the spare (a uid of its own where children have one)
        spare = folders.make(None if uid is None else uid + 1, found.bounded_folders)
    out, err = child.communicate(timeout=80)
    lines = out.strip().splitlines()
    said = json.loads(lines[-1]) if lines else {"stderr": err[-2000:]}
    if spare is not None:
        state = oct(os.stat(spare.scratch).st_mode & 0o7777)
    if decoy is not None:
        with open(f"/proc/{decoy.pid}/stat") as stat_file:
            state = stat_file.read().rpartition(")")[2].split()[0]
        affinity = sorted(os.sched_getaffinity(decoy.pid))
finally:
    folders.remove(made)
    if spare is not None:
        os.chmod(spare.scratch, 0o700)
        folders.remove(spare)
    if decoy is not None:
        decoy.kill()
        decoy.wait()
print(json.dumps({"sandbox": mode.describe(found.record()), "uid_per_child": found.uid_per_child,
                  "steps": list(found.steps), "landlock_abi": found.landlock_abi, "bounded": found.bounded_folders,
                  "child": said, "other_state": state, "decoy_affinity": affinity}), flush=True)
'''


def closed_layout() -> Path:
    """``base`` (0755): ``closed/pkg/pytest_passnet`` (a copy of this package, with the child module and the runner;
    ``closed`` 0700, root's) and ``targets/`` (0755) with root's files. The caller removes it (``remove_layout``)."""
    base = Path(tempfile.mkdtemp(prefix="passnet-r49b-"))
    base.chmod(0o755)
    closed = base / "closed"
    closed.mkdir(mode=0o700)
    closed.chmod(0o700)
    package = closed / "pkg" / "pytest_passnet"
    shutil.copytree(Path(pytest_passnet.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    (package / "r49b_child.py").write_text(CHILD)
    (closed / "pkg" / "r49b_runner.py").write_text(RUNNER)
    targets = base / "targets"
    targets.mkdir(mode=0o755)
    targets.chmod(0o755)
    shutil.copy2("/usr/bin/id", targets / "program")
    (targets / "program").chmod(0o755)
    (targets / "secret").write_text(SECRET_TEXT)
    (targets / "secret").chmod(0o600)
    (targets / "report.json").write_text("{}\n")
    (targets / "report.json").chmod(0o644)
    return base


def compilers_file(base: Path) -> Path:
    return base / "closed" / "pkg" / "pytest_passnet" / "sandbox" / "child" / "compilers.py"


def metadata_action(base: Path) -> dict:
    targets = base / "targets"
    return {"do": "metadata", "report": str(targets / "report.json"), "secret": str(targets / "secret"),
            "modes": {str(targets / "program"): 0o4755, str(targets / "secret"): 0o644, str(compilers_file(base)): 0}}


def remove_layout(base: Path) -> None:
    for root, folders, _ in os.walk(base):
        for name in folders:
            os.chmod(os.path.join(root, name), 0o700)
    compilers = compilers_file(base)
    if compilers.exists():
        compilers.chmod(0o644)
    shutil.rmtree(base, ignore_errors=True)


def run_premise(base: Path, action: dict, *options: str, no_sys_admin: bool = False, shared: bool = False) -> dict:
    """The runner as root (without ``CAP_SYS_ADMIN`` where ``no_sys_admin``: a default Docker container's root), the
    package copy first on its path; its JSON. ``shared``: in a mount namespace of its own whose mounts are shared (a
    systemd host's: systemd makes every mount shared at boot; this container's are private), so that what the runner
    mounts later propagates into the child's slave namespace as it does on such a host."""
    prefix = ["setpriv", "--bounding-set", "-sys_admin", "--"] if no_sys_admin else []
    if shared:
        prefix = ["unshare", "--mount", "--propagation", "shared", "--", *prefix]
    # a temporary folder of the premise's own: what other runs on this host make in /tmp is none of its business
    (base / "tmp").mkdir(mode=0o755, exist_ok=True)
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TMPDIR": str(base / "tmp"),
           "PYTHONPATH": str(base / "closed" / "pkg"),
           "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1", "HOME": str(base)}
    done = subprocess.run([*prefix, sys.executable, str(base / "closed" / "pkg" / "r49b_runner.py"), json.dumps(action),
                           *options], env=env, cwd="/", capture_output=True, text=True, timeout=TIMEOUT_S)
    lines = done.stdout.strip().splitlines()
    if done.returncode or not lines:
        raise RuntimeError(f"premise failed ({done.returncode}): {done.stderr[-3000:]}")
    return json.loads(lines[-1])


def mode_of(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def run_as_test_user(argv: list[str], user: str = "passnet-test") -> subprocess.CompletedProcess:
    """``argv`` as an unprivileged user of the host (``setpriv``), to see what the child's changes give anyone."""
    return subprocess.run(["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups", "--", *argv],
                          capture_output=True, text=True, timeout=30, check=False, cwd="/")
