"""Round 51a's premises: real confined children started by the real trusted side **as root whose capabilities or
securebits are not Linux's defaults**, the way a least-privilege container or a hardened service unit starts it.

A runner (``r51a_runner.py``, in a copy of this package) runs under ``setpriv`` with the host's capability state chosen
by the test, calls ``mode.detect`` (the real probe decides the mode), leases a uid where the mode gives one
(``identity.lease``), ``folders.make`` and ``policy.command``, and starts a real child (``r51a_child.py``, which calls
``confine_child()`` first, as ``sandbox/child/__main__.py`` does) that then acts as a pass would:

- reports its uid and its capability sets (``/proc/self/status``);
- ``adjtimex``: sets the host clock's tick to the value it has now (a no-op that only a holder of ``CAP_SYS_TIME``
  may make: the same call with another value slows or speeds ``CLOCK_MONOTONIC``, the clock every timing reads, by up
  to 10 %, for every process of the host);
- ``fanotify``: an ``FAN_OPEN_PERM`` mark (``CAP_SYS_ADMIN``) on a root-owned file outside its folders (``victim.py``
  in the package copy, standing for any module the next child, the reference or the trusted side opens), then answers
  ``FAN_DENY`` to every open of it; the runner (root, outside the sandbox) opens the file once the mark is made and
  records what its own ``open`` got.

Host states (``STATES``, the ``setpriv`` arguments):

- ``default``: root as this host runs it (the control);
- ``no_setuid_fixup``: ``SECBIT_NO_SETUID_FIXUP`` set on the trusted process (systemd's ``SecureBits=no-setuid-fixup``,
  ``capsh --secbits``): the kernel then keeps every capability across ``setresuid`` to a leased uid;
- ``no_setpcap``: root's bounding set without ``CAP_SETPCAP``/``CAP_SETUID``/``CAP_SETGID``, the rest of a
  least-privilege pod spec kept (``drop: [ALL]``, ``add: [SYS_ADMIN, CHOWN, DAC_OVERRIDE, FOWNER]``): no uid can be
  given, and ``syscalls.drop_all_capabilities`` (``PR_CAPBSET_DROP``) is refused;
- ``no_setpcap_bwrap``: the same with ``NET_ADMIN`` (bubblewrap needs it for its loopback), so bubblewrap starts;
- ``sys_admin_only``: ``drop: [ALL]``, ``add: [SYS_ADMIN]``.

    python pkg/r51a_runner.py ACTION_JSON      (under setpriv; prints one JSON line)"""

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
UID_OF_NO_ACCOUNT = 1_501_900  # round 51a's range: 1,501,900-1,501,999 (not needed by these premises so far)

_LEAST_PRIVILEGE = "-all,+sys_admin,+chown,+dac_override,+fowner"
STATES = {
    "default": [],
    "no_setuid_fixup": ["--securebits", "+no_setuid_fixup"],
    "no_setpcap": ["--bounding-set", _LEAST_PRIVILEGE, "--inh-caps", "-all"],
    "no_setpcap_bwrap": ["--bounding-set", _LEAST_PRIVILEGE + ",+net_admin", "--inh-caps", "-all"],
    "sys_admin_only": ["--bounding-set", "-all,+sys_admin", "--inh-caps", "-all"],
}

CHILD = r'''
import ctypes, json, os, select, struct, sys

from pytest_passnet.sandbox.confine import confine_child

confine_child()
action = json.loads(sys.argv[3])
status = dict(line.split(":", 1) for line in open("/proc/self/status").read().splitlines() if ":" in line)
said = {"uid": os.getuid(), "cap_eff": status["CapEff"].strip(), "cap_prm": status["CapPrm"].strip()}
libc = ctypes.CDLL(None, use_errno=True)


def failed(what):
    number = ctypes.get_errno()
    return f"{what}: {os.strerror(number)}"


# adjtimex: the tick it has now, written again (ADJ_TICK 0x4000; struct timex: modes at 0, tick at 88, 208 bytes)
timex = ctypes.create_string_buffer(208)
if libc.adjtimex(timex) < 0:
    said["adjtimex"] = failed("read")
else:
    tick = struct.unpack_from("l", timex, 88)[0]
    struct.pack_into("I", timex, 0, 0x4000)
    said["adjtimex"] = f"tick set to {tick} (its value)" if libc.adjtimex(timex) >= 0 else failed("set")

libc.fanotify_mark.argtypes = [ctypes.c_int, ctypes.c_uint, ctypes.c_uint64, ctypes.c_int, ctypes.c_char_p]
group = libc.fanotify_init(0x8 | 0x1, os.O_RDONLY)  # FAN_CLASS_CONTENT | FAN_CLOEXEC
if group < 0:
    said["fanotify"] = failed("fanotify_init")
elif libc.fanotify_mark(group, 0x1, 0x10000, -100, action["victim"].encode()) < 0:  # FAN_MARK_ADD, FAN_OPEN_PERM
    said["fanotify"] = failed("fanotify_mark")
else:
    said["fanotify"] = "marked"
print(json.dumps({"marked": said["fanotify"] == "marked"}), flush=True)
denied = []
while said["fanotify"] == "marked" and select.select([group], [], [], action.get("wait_s", 10))[0]:
    try:
        data = os.read(group, 4096)
    except OSError as exc:  # the event's descriptor could not be made here: the kernel denies the open itself
        denied.append(f"read: {exc.strerror} (denied by the kernel)")
        break
    for start in range(0, len(data), 24):
        _, _, _, _, mask, fd, pid = struct.unpack_from("IBBHQii", data, start)
        os.write(group, struct.pack("iI", fd, 0x2))  # FAN_DENY
        denied.append(f"open of {os.readlink(f'/proc/self/fd/{fd}') if fd >= 0 else '?'} (pid {pid}) denied")
        if fd >= 0:
            os.close(fd)
    break
said["denied"] = denied
outside = libc.fanotify_init(0x1, os.O_RDONLY)  # a mark (no permission events) where Landlock lets it read nothing
said["mark_outside"] = (failed("fanotify_init") if outside < 0 else "marked"
                        if libc.fanotify_mark(outside, 0x1, 0x20, -100, action["outside"].encode()) == 0
                        else failed("fanotify_mark"))  # FAN_OPEN
try:  # CAP_SETUID: root again, and the owner of root's files (chmod to the mode it has: a change of metadata)
    os.setresuid(0, 0, 0)
    os.chmod(action["victim"], 0o644)
    said["root_again"] = f"uid {os.getuid()}, chmod of victim.py made"
except OSError as exc:
    said["root_again"] = f"{type(exc).__name__}: {exc.strerror} (uid {os.getuid()})"
print(json.dumps(said), flush=True)
'''

RUNNER = r'''
import json, os, subprocess, sys, tempfile, threading

from pytest_passnet.sandbox import folders, identity, mode, policy

action = json.loads(sys.argv[1])
try:
    found = mode.detect()
except Exception as exc:  # noqa: BLE001 - what the run's start would see
    print(json.dumps({"refused": f"{type(exc).__name__}: {exc}"[:3000]}), flush=True)
    sys.exit(0)
lease = identity.lease() if found.uid_per_child else None
uid = lease.uid if lease else None
made = folders.make(uid, found.bounded_folders)
said, opened = {}, {}
try:
    argv, environment = policy.command(found.kind, made, os.environ, "cpu", (), uid=uid, steps=found.steps,
                                       landlock_abi=found.landlock_abi, module="pytest_passnet.r51a_child")
    errors = tempfile.TemporaryFile(mode="w+")
    child = subprocess.Popen([*argv, json.dumps(action)], env=environment, cwd=made.scratch, stdout=subprocess.PIPE,
                             stderr=errors, text=True, start_new_session=True)
    first = child.stdout.readline()
    if first and json.loads(first).get("marked"):
        def victim_opens():  # root's process outside the sandbox (the next child's import, the trusted side's read)
            try:
                with open(action["victim"]) as victim:
                    opened["open"] = f"read {len(victim.read())} bytes"
            except OSError as exc:
                opened["open"] = f"{type(exc).__name__}: {exc.strerror}"

        opener = threading.Thread(target=victim_opens, daemon=True)
        opener.start()
        opener.join(20)
        opened.setdefault("open", "still blocked after 20 s")
    lines = child.stdout.read().strip().splitlines()  # the rest: what readline's buffer holds included
    child.wait(timeout=40)
    errors.seek(0)
    said = json.loads(lines[-1]) if lines else {"stderr": errors.read()[-2000:], "first": first}
finally:
    folders.remove(made)
    if lease:
        lease.release()
with open(action["victim"]) as victim:
    opened["open_after"] = f"read {len(victim.read())} bytes"
print(json.dumps({"sandbox": mode.describe(found.record()), "kind": found.kind, "uid_per_child": found.uid_per_child,
                  "steps": list(found.steps), "warning": found.warning(), "child": said, "outside": opened}), flush=True)
'''


def layout() -> Path:
    """``base`` (0755): ``pkg/pytest_passnet`` (a copy of this package, readable by every uid, with the child module and
    ``victim.py``, root's 0644) and ``pkg/r51a_runner.py``. The caller removes it (``remove_layout``)."""
    base = Path(tempfile.mkdtemp(prefix="passnet-r51a-"))
    base.chmod(0o755)
    package = base / "pkg" / "pytest_passnet"
    shutil.copytree(Path(pytest_passnet.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    (package / "r51a_child.py").write_text(CHILD)
    (package / "victim.py").write_text("VALUE = 1\n")
    (base / "pkg" / "r51a_runner.py").write_text(RUNNER)
    for root, folders, files in os.walk(base):
        for name in folders:
            os.chmod(os.path.join(root, name), 0o755)
        for name in files:
            os.chmod(os.path.join(root, name), 0o644)
    (base / "tmp").mkdir(mode=0o755)
    (base / "tmp").chmod(0o755)
    (base / "tmp" / "outside.txt").write_text("root's\n")
    (base / "tmp" / "outside.txt").chmod(0o600)
    return base


def action(base: Path) -> dict:
    """``outside``: root's file outside every Landlock rule of the child's (the runner's temporary folder)."""
    return {"victim": str(base / "pkg" / "pytest_passnet" / "victim.py"), "outside": str(base / "tmp" / "outside.txt"),
            "wait_s": 10}


def left_mounts(base: Path) -> list[str]:
    """What is still mounted under ``base``: PROBE_CRASH leaves the probe's bounded tmpfs mounted."""
    with open("/proc/self/mountinfo") as table:
        return [line.split()[4] for line in table if line.split()[4].startswith(f"{base}/")]


def remove_layout(base: Path) -> None:
    for point in reversed(left_mounts(base)):
        subprocess.run(["umount", "-l", point], check=False, capture_output=True)
    shutil.rmtree(base, ignore_errors=True)


def run_premise(base: Path, state: str, sandbox: str = "") -> dict:
    """The runner as root in host state ``state`` (``STATES``), the package copy first on its path, a temporary
    folder of its own (``sandbox``: PASSNET_SANDBOX, "process" for the plain mode); its JSON."""
    env = {**({"PASSNET_SANDBOX": sandbox} if sandbox else {}), "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TMPDIR": str(base / "tmp"),
           "PYTHONPATH": str(base / "pkg"), "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1", "HOME": str(base)}
    done = subprocess.run(["setpriv", *STATES[state], sys.executable, str(base / "pkg" / "r51a_runner.py"),
                           json.dumps(action(base))], env=env, cwd="/", capture_output=True, text=True,
                          timeout=TIMEOUT_S)
    lines = done.stdout.strip().splitlines()
    if done.returncode or not lines:
        raise RuntimeError(f"premise failed ({done.returncode}): {done.stderr[-3000:]}")
    return json.loads(lines[-1])


def capabilities(record: dict) -> int:
    """The child's effective capabilities, as a number."""
    return int(record["child"]["cap_eff"], 16)
