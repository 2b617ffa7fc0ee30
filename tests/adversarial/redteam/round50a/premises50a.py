"""Round 50a's premises: a real confined child of the plain mode **as root without a uid of its own**, after session 33's
fix (133c0979: the read-only private view for every child without a uid, ``mode._owns_the_host`` refusing the mode
without namespaces), started by the real trusted-side code (``mode.detect``, ``folders.make``, ``policy.command``; the
child applies the plan with ``confine.confine_child`` first, as ``sandbox/child/__main__.py`` does), which then does
what a pass would and says what it got.

The layout is round 49b's (``closed_layout``): a copy of this package in a folder only root may enter (a Python
installation under a 0700 ``/root``), so the real probe refuses the leased uid and settles on root without a uid; beside
it, in a folder every uid enters (``targets/``), root's files: a copy of ``/usr/bin/id`` and a report, and (made by the
runner) a listening unix socket of root's, 0600, standing for ``/run/systemd/private``, ``/run/docker.sock`` (root:docker
0660) or containerd's: a daemon that trusts its peer's uid (``SO_PEERCRED``).

Actions (the child's):

- ``view``: what the read-only view leaves writable to uid 0 without capabilities: the mounts of its table not marked
  ``ro``; opened for writing (nothing written): ``/proc/sys/kernel/core_pattern`` (a ``|program`` there runs as full
  root at the next crash), ``/proc/sys/kernel/modprobe``, ``/proc/sysrq-trigger``, ``/dev/kmsg``, the block device that
  holds ``/``; ``chmod`` of root's program, the report opened for appending.
- ``socket``: ``socket(AF_UNIX)`` and ``connect`` to root's 0600 socket; the runner's daemon reads the peer's uid.

Options (the runner's): ``--abi N`` caps Landlock (0: none, as a kernel before 5.13 or one whose LSM list leaves it out,
or a GPU host where CUDA did not start under it: ``mode._MAY_STOP_CUDA``); ``--no-mount-setattr`` makes the child's
``mount_setattr`` fail with ``ENOSYS`` as on a kernel before 5.12 (``confine._read_only_but`` then returns False and the
child runs on); ``--gpu-plan`` sets the plan's ``unix_sockets`` as ``policy.command`` does on a host with
``/dev/nvidia*`` (CUDA makes a unix socket at ``cuInit``).

    python closed/pkg/r50a_runner.py ACTION_JSON [--abi N] [--no-mount-setattr 1] [--gpu-plan 1]

prints one JSON line."""

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
UID_OF_NO_ACCOUNT = 1_501_800  # round 50a's range: 1,501,800-1,501,899

CHILD = r'''
import ctypes, errno, json, os, socket, sys

action = json.loads(sys.argv[3])
if action.get("no_mount_setattr"):
    from pytest_passnet.sandbox import syscalls

    def _no_mount_setattr(path, read_only):  # a kernel before 5.12: the call does not exist
        raise OSError(errno.ENOSYS, os.strerror(errno.ENOSYS))

    syscalls.set_read_only = _no_mount_setattr

from pytest_passnet.sandbox.confine import confine_child

confine_child()
said = {"uid": os.getuid(), "cap_eff": open("/proc/self/status").read().split("CapEff:")[1].split()[0]}


def attempt(what):
    try:
        return what()
    except OSError as exc:
        return f"{type(exc).__name__}: {exc.strerror}"


def for_writing(path):
    os.close(os.open(path, os.O_WRONLY))
    return "opened (nothing written)"


if action["do"] == "view":
    with open("/proc/self/mountinfo") as table:
        rows = [line.split() for line in table]
    said["writable_mounts"] = sorted({row[4] for row in rows if "ro" not in row[5].split(",")})
    said["open"] = {path: attempt(lambda path=path: for_writing(path)) for path in action["paths"]}
    def write_back(path):  # the value it holds, written again: the kernel takes it or refuses the write
        with open(path) as current:
            value = current.read()
        with open(path, "w") as same:
            same.write(value)
        return "written (the same value)"

    said["write_back"] = {path: attempt(lambda path=path: write_back(path)) for path in action["write_back"]}
    said["chmod_program"] = attempt(lambda: os.chmod(action["program"], 0o4755) or "set-uid root")
    said["append_report"] = attempt(lambda: open(action["report"], "a").close() or "opened")
elif action["do"] == "socket":
    def talk():
        client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        client.settimeout(5)
        client.connect(action["socket"])
        client.sendall(action.get("request", "StartTransientUnit /bin/sh -c 'anything'\\n").encode())
        reply = client.recv(200).decode()
        client.close()
        return reply
    said["daemon_reply"] = attempt(talk)
print(json.dumps(said), flush=True)
'''

RUNNER = r'''
import json, os, socket, struct, subprocess, sys, threading

from pytest_passnet.sandbox import confine, folders, landlock, mode, policy

action = json.loads(sys.argv[1])
options = dict(zip(sys.argv[2::2], sys.argv[3::2]))
if "--abi" in options:
    kernel_abi = landlock.abi_version
    landlock.abi_version = lambda: min(kernel_abi(), int(options["--abi"]))
if "--no-mount-setattr" in options:  # the kernel emulated for the probe too (it decides the mode): the package copy's
    from pytest_passnet.sandbox import syscalls
    with open(syscalls.__file__, "a") as source:
        source.write("\n\ndef set_read_only(path, read_only):  # emulated: a kernel before 5.12\n"
                     "    raise OSError(38, 'Function not implemented')\n")
if "--gpu-plan" in options:  # as policy.command plans every child on a host with /dev/nvidia*, the probe's too
    planned = policy.command

    def command(*args, **kwargs):
        argv, environment = planned(*args, **kwargs)
        plan = json.loads(environment[confine.PLAN_VARIABLE])
        environment[confine.PLAN_VARIABLE] = json.dumps({**plan, "unix_sockets": True})
        return argv, environment

    policy.command = command
os.environ[policy.MODE_VARIABLE] = "process"
try:
    found = mode.detect()
except RuntimeError as exc:
    print(json.dumps({"refused": str(exc)}), flush=True)
    sys.exit(0)
action["no_mount_setattr"] = "--no-mount-setattr" in options
peers = []
server = None
if action["do"] == "socket" and action.get("serve", True):
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(action["socket"])
    os.chmod(action["socket"], 0o600)
    server.listen(1)
    server.settimeout(30)

    def serve():
        try:
            conn, _ = server.accept()
        except OSError:
            return
        pid, uid, gid = struct.unpack("3i", conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, 12))
        request = conn.recv(200).decode().strip()
        peers.append({"uid": uid, "request": request})
        conn.sendall(b"accepted as root\n" if uid == 0 else b"refused\n")
        conn.close()

    threading.Thread(target=serve, daemon=True).start()
made = folders.make(None, found.bounded_folders)
said = {}
try:
    argv, environment = policy.command(found.kind, made, os.environ, "cpu", (), uid=None, steps=found.steps,
                                       landlock_abi=found.landlock_abi, module="pytest_passnet.r50a_child")
    child = subprocess.run([*argv, json.dumps(action)], env=environment, cwd=made.scratch, capture_output=True,
                           text=True, timeout=50, start_new_session=True)
    lines = child.stdout.strip().splitlines()
    said = json.loads(lines[-1]) if lines else {"stderr": child.stderr[-2000:]}
finally:
    folders.remove(made)
    if server is not None:
        server.close()
        os.unlink(action["socket"])
print(json.dumps({"sandbox": mode.describe(found.record()), "uid_per_child": found.uid_per_child,
                  "steps": list(found.steps), "landlock_abi": found.landlock_abi,
                  "child": said, "peers": peers}), flush=True)
'''


def root_block_device() -> str | None:
    """The device node of the block device that holds ``/`` (this host's disk), if ``/dev`` has one."""
    wanted = os.stat("/").st_dev
    for entry in os.scandir("/dev"):
        try:
            info = os.stat(entry.path)
        except OSError:
            continue
        if (info.st_mode & 0o170000) == 0o060000 and info.st_rdev == wanted:
            return entry.path
    return None


def closed_layout() -> Path:
    """``base`` (0755): ``closed/pkg/pytest_passnet`` (a copy of this package with the child module; ``closed`` 0700,
    root's) and ``targets/`` (0755) with root's files. The caller removes it (``remove_layout``)."""
    base = Path(tempfile.mkdtemp(prefix="passnet-r50a-"))
    base.chmod(0o755)
    closed = base / "closed"
    closed.mkdir(mode=0o700)
    closed.chmod(0o700)
    package = closed / "pkg" / "pytest_passnet"
    shutil.copytree(Path(pytest_passnet.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    (package / "r50a_child.py").write_text(CHILD)
    (closed / "pkg" / "r50a_runner.py").write_text(RUNNER)
    targets = base / "targets"
    targets.mkdir(mode=0o755)
    targets.chmod(0o755)
    shutil.copy2("/usr/bin/id", targets / "program")
    (targets / "program").chmod(0o755)
    (targets / "report.json").write_text("{}\n")
    (targets / "report.json").chmod(0o644)
    return base


def view_action(base: Path) -> dict:
    paths = ["/proc/sys/kernel/core_pattern", "/proc/sys/kernel/modprobe", "/proc/sysrq-trigger", "/dev/kmsg"]
    disk = root_block_device()
    return {"do": "view", "paths": paths + ([disk] if disk else []), "write_back": ["/proc/sys/kernel/core_pattern"], "program": str(base / "targets" / "program"),
            "report": str(base / "targets" / "report.json")}


def socket_action(base: Path) -> dict:
    return {"do": "socket", "socket": str(base / "targets" / "daemon.sock")}


def remove_layout(base: Path) -> None:
    for root, folders, _ in os.walk(base):
        for name in folders:
            os.chmod(os.path.join(root, name), 0o700)
    shutil.rmtree(base, ignore_errors=True)


def run_premise(base: Path, action: dict, *options: str) -> dict:
    """The runner as root, the package copy first on its path, a temporary folder of its own; its JSON."""
    (base / "tmp").mkdir(mode=0o755, exist_ok=True)
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TMPDIR": str(base / "tmp"),
           "PYTHONPATH": str(base / "closed" / "pkg"), "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1",
           "HOME": str(base)}
    done = subprocess.run([sys.executable, str(base / "closed" / "pkg" / "r50a_runner.py"), json.dumps(action),
                           *options], env=env, cwd="/", capture_output=True, text=True, timeout=TIMEOUT_S)
    lines = done.stdout.strip().splitlines()
    if done.returncode or not lines:
        raise RuntimeError(f"premise failed ({done.returncode}): {done.stderr[-3000:]}")
    return json.loads(lines[-1])


def mode_of(path: Path) -> int:
    return os.stat(path).st_mode & 0o7777
