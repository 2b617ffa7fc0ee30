"""Round 52a's premises: real confined children started by the real trusted side, after 47f50fef's capability fix,
in host states the fix did not look at.

A runner (``r52a_runner.py``, in a copy of this package) runs under ``setpriv`` in the host state the test picks,
calls ``mode.detect`` (the real probe decides the mode), leases a uid where the mode gives one (``identity.lease``),
``folders.make`` and ``policy.command``, and starts a real child (``r52a_child.py``, which calls ``confine_child()``
first, as ``sandbox/child/__main__.py`` does) that then acts as a pass would:

- reports its uid and its five capability sets (``/proc/self/status``: the four the product reads back, and the
  bounding set it does not);
- ``sched_setscheduler(0, SCHED_FIFO, 1)`` (its own thread: seccomp lets a child name itself), set back to
  ``SCHED_OTHER`` at once; ``setpriority(PRIO_PROCESS, 0, -5)``: what ``CAP_SYS_NICE`` buys a process of no
  ``RLIMIT_RTPRIO``/``RLIMIT_NICE`` (a priority above every ordinary process of the host, and above the trusted
  side's watching threads, real-time at priority 1: ``realtime.PRIORITY``);
- executes programs and reports what they hold: ``capgrep``, a copy of ``grep`` given ``cap_sys_time+ep`` file
  capabilities (root's exec of it, or anyone's without ``no_new_privs``, grants ``CAP_SYS_TIME``), and plain ``grep``
  (for uid 0, any program: root's exec grants the bounding set where ``SECBIT_NOROOT`` is off, which root without
  ``CAP_SETPCAP`` cannot set);

Host states (``STATES``: who runs the trusted side and how):

- ``user``: a normal user (uid of no account 1,502,100) on a host that refuses it a user namespace (a Docker
  container's default seccomp profile, Ubuntu 23.10+'s AppArmor ``restrict_unprivileged_userns``,
  ``user.max_user_namespaces=0``; here a seccomp filter the wrapper installs: ``unshare``/``clone`` with
  ``CLONE_NEWUSER`` ``EPERM``, ``clone3`` ``ENOSYS``, as Docker's profile does): the control;
- ``user_ambient_nice``: the same user holding ``CAP_SYS_NICE`` in its ambient set (systemd's
  ``AmbientCapabilities=CAP_SYS_NICE`` for a service user, which ``realtime.make_realtime`` asks for: "no
  CAP_SYS_NICE" is why it is refused);
- ``root_no_setpcap``: root whose bounding set lacks ``CAP_SETPCAP``/``CAP_SETUID`` (round 51a's least-privilege pod,
  ``+sys_time`` kept): the plain mode without a uid, ``no_caps``, its bounding set and securebits left as they were.

    python pkg/r52a_runner.py ACTION_JSON      (under setpriv; prints one JSON line)"""

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
UID_OF_NO_ACCOUNT = 1_502_100  # round 52a's range: 1,502,100-1,502,199

_NO_USERNS = ["--reuid", str(UID_OF_NO_ACCOUNT), "--regid", str(UID_OF_NO_ACCOUNT), "--clear-groups"]
STATES = {
    "user": [*_NO_USERNS, "--inh-caps", "-all"],
    "user_ambient_nice": [*_NO_USERNS, "--inh-caps", "+sys_nice", "--ambient-caps", "+sys_nice"],
    "root_no_setpcap": ["--bounding-set", "-all,+sys_admin,+chown,+dac_override,+fowner,+sys_time", "--inh-caps",
                        "-all"],
}
_USER_STATES = ("user", "user_ambient_nice")

# Installed as root (CAP_SYS_ADMIN: no no_new_privs needed), then setpriv: unshare/clone with CLONE_NEWUSER refused
# (EPERM), clone3 ENOSYS (its flags sit behind a pointer), as Docker's default seccomp profile does.
NO_USERNS = r'''
import ctypes, os, struct, sys

def ins(code, jt, jf, k):
    return struct.pack("HBBI", code, jt, jf, k)

LD, JEQ, JSET, RET = 0x20, 0x15, 0x45, 0x06
ALLOW, EPERM, ENOSYS = 0x7FFF0000, 0x00050001, 0x00050026
prog = [ins(LD, 0, 0, 0),                      # 0: the call's number
        ins(JEQ, 3, 0, 272),                   # 1: unshare -> 5
        ins(JEQ, 2, 0, 56),                    # 2: clone -> 5
        ins(JEQ, 5, 0, 435),                   # 3: clone3 -> 9
        ins(RET, 0, 0, ALLOW),                 # 4
        ins(LD, 0, 0, 16),                     # 5: its flags (arg0, low 32 bits)
        ins(JSET, 0, 1, 0x10000000),           # 6: CLONE_NEWUSER -> 7, else -> 8
        ins(RET, 0, 0, EPERM),                 # 7
        ins(RET, 0, 0, ALLOW),                 # 8
        ins(RET, 0, 0, ENOSYS)]                # 9
buf = ctypes.create_string_buffer(b"".join(prog))
fprog = struct.pack("HxxxxxxQ", len(prog), ctypes.addressof(buf))
libc = ctypes.CDLL(None, use_errno=True)
# prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog)
if libc.prctl(22, 2, ctypes.c_char_p(fprog), 0, 0) != 0:
    sys.exit(f"seccomp: {os.strerror(ctypes.get_errno())}")
os.execvp(sys.argv[1], sys.argv[1:])
'''

CHILD = r'''
import ctypes, json, os, subprocess, sys

from pytest_passnet.sandbox.confine import confine_child

confine_child()
action = json.loads(sys.argv[-1])


def sets(text):
    return {k: v.strip() for k, v in (line.split(":", 1) for line in text.splitlines() if line.startswith("Cap"))}


said = {"uid": os.getuid(), **sets(open("/proc/self/status").read())}
try:
    os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(1))
    said["fifo"] = f"SCHED_FIFO {os.sched_getparam(0).sched_priority}"
    os.sched_setscheduler(0, os.SCHED_OTHER, os.sched_param(0))
except OSError as exc:
    said["fifo"] = f"{type(exc).__name__}: {exc.strerror}"
try:
    os.setpriority(os.PRIO_PROCESS, 0, -5)
    said["nice"] = f"nice {os.getpriority(os.PRIO_PROCESS, 0)}"
    os.setpriority(os.PRIO_PROCESS, 0, 0) if os.getuid() == 0 else None
except OSError as exc:
    said["nice"] = f"{type(exc).__name__}: {exc.strerror}"
for name, program in (("exec_grep", action["grep"]), ("exec_capgrep", action["capgrep"])):
    try:
        done = subprocess.run([program, "^Cap", "/proc/self/status"], capture_output=True, text=True, timeout=10)
        said[name] = sets(done.stdout) if done.returncode == 0 else f"exit {done.returncode}: {done.stderr[-300:]}"
    except OSError as exc:
        said[name] = f"{type(exc).__name__}: {exc.strerror}"
print(json.dumps(said), flush=True)
'''

RUNNER = r'''
import json, os, subprocess, sys

from pytest_passnet.sandbox import folders, identity, mode, policy

action = json.loads(sys.argv[1])
said = {"trusted": {k: v.strip() for k, v in (line.split(":", 1) for line in open("/proc/self/status")
                                              if line.startswith(("Cap", "Uid")))}}
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
                                       landlock_abi=found.landlock_abi, module="pytest_passnet.r52a_child")
    done = subprocess.run([*argv, json.dumps(action)], env=environment, cwd=made.scratch, capture_output=True,
                          text=True, timeout=40, start_new_session=True)
    lines = done.stdout.strip().splitlines()
    said["child"] = json.loads(lines[-1]) if lines else {"stderr": done.stderr[-2000:], "rc": done.returncode}
finally:
    folders.remove(made)
    if lease:
        lease.release()
print(json.dumps({**said, "sandbox": mode.describe(found.record()), "kind": found.kind,
                  "uid_per_child": found.uid_per_child, "steps": list(found.steps), "held": found.enforced,
                  "warning": found.warning()}), flush=True)
'''


def layout() -> Path:
    """``base`` (0755): ``pkg/pytest_passnet`` (a copy of this package, readable by every uid, with the child module),
    ``pkg/r52a_runner.py``, ``pkg/no_userns.py``, ``pkg/pytest_passnet/bin/grep`` and ``.../capgrep``
    (``cap_sys_time+ep``), and
    ``home`` (the runner's HOME and TMPDIR, the uid of no account's). The caller removes it (``remove_layout``)."""
    base = Path(tempfile.mkdtemp(prefix="passnet-r52a-"))
    base.chmod(0o755)
    package = base / "pkg" / "pytest_passnet"
    shutil.copytree(Path(pytest_passnet.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    (package / "r52a_child.py").write_text(CHILD)
    (base / "pkg" / "r52a_runner.py").write_text(RUNNER)
    (base / "pkg" / "no_userns.py").write_text(NO_USERNS)
    (package / "bin").mkdir()
    grep = shutil.which("grep") or "/usr/bin/grep"
    for name in ("grep", "capgrep"):
        shutil.copyfile(grep, package / "bin" / name)
    for root, folders, files in os.walk(base):
        for name in folders:
            os.chmod(os.path.join(root, name), 0o755)
        for name in files:
            os.chmod(os.path.join(root, name), 0o644)
    for name in ("grep", "capgrep"):
        os.chmod(package / "bin" / name, 0o755)
    subprocess.run(["setcap", "cap_sys_time+ep", str(package / "bin" / "capgrep")], check=True)
    (base / "home").mkdir(mode=0o700)
    os.chown(base / "home", UID_OF_NO_ACCOUNT, UID_OF_NO_ACCOUNT)
    return base


def left_mounts(base: Path) -> list[str]:
    with open("/proc/self/mountinfo") as table:
        return [line.split()[4] for line in table if line.split()[4].startswith(f"{base}/")]


def remove_layout(base: Path) -> None:
    for point in reversed(left_mounts(base)):
        subprocess.run(["umount", "-l", point], check=False, capture_output=True)
    shutil.rmtree(base, ignore_errors=True)


def run_premise(base: Path, state: str, sandbox: str = "") -> dict:
    """The runner in host state ``state`` (``STATES``; the user states behind the no-user-namespace filter), the
    package copy first on its path (``sandbox``: PASSNET_SANDBOX); its JSON."""
    home = base / "home"
    env = {**({"PASSNET_SANDBOX": sandbox} if sandbox else {}), "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
           "TMPDIR": str(home), "PYTHONPATH": str(base / "pkg"), "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1",
           "HOME": str(home)}
    wrapper = [sys.executable, str(base / "pkg" / "no_userns.py")] if state in _USER_STATES else []
    programs = base / "pkg" / "pytest_passnet" / "bin"  # in the package: Landlock lets the child execute it
    action = {"grep": str(programs / "grep"), "capgrep": str(programs / "capgrep")}
    done = subprocess.run([*wrapper, "setpriv", *STATES[state], sys.executable, str(base / "pkg" / "r52a_runner.py"),
                           json.dumps(action)], env=env, cwd="/", capture_output=True, text=True, timeout=TIMEOUT_S)
    lines = done.stdout.strip().splitlines()
    if done.returncode or not lines:
        raise RuntimeError(f"premise failed ({done.returncode}): {done.stderr[-3000:]}")
    return json.loads(lines[-1])


def held(value: str) -> int:
    """A capability set as a number."""
    return int(value, 16)


if __name__ == "__main__":
    made = layout()
    try:
        for state in sys.argv[1:] or list(STATES):
            print(state, json.dumps(run_premise(made, state), indent=1), flush=True)
    finally:
        remove_layout(made)
