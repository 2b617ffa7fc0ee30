"""Round 55b's premises: the kernel's per-user (per-kuid) counts and limits that a real confined child shares with the
trusted process or with later children (HEAD 5e7b699c), in each mode ``mode.detect`` accepts on this host.

A runner (``r55b_runner.py``, in a copy of this package readable by every uid) runs as root or, under ``setpriv``, as a
uid of no account (1,502,450), calls the real ``mode.detect`` (the probe decides the mode), leases a uid where the mode
gives one (``identity.lease``), ``folders.make`` and ``policy.command``, and starts a real child (``r55b_child.py``,
``confine_child()`` first, as ``sandbox/child/__main__.py`` does) that then acts as a pass would. What the child tries
(``CHILD``), by ``action``:

- ``probe``: every route to a new namespace (``unshare`` of each flag, ``clone`` with each ``CLONE_NEW*``, ``clone3``,
  ``setns``, ``open_tree``'s clone, ``fsopen``), its namespaces against the runner's, System V and POSIX IPC,
  the keyrings (``add_key``, ``keyctl``, ``request_key``), ``/dev/ptmx``, ``/dev/mqueue``;
- ``tasks``: threads until its uid's task limit (``RLIMIT_NPROC``, per uid or per user namespace) refuses one, held;
- ``hold``: takes what the kernel counts per user and lets it take: inotify instances, fanotify groups
  (unprivileged, ``FAN_REPORT_FID``), real-time signals queued to itself (``RLIMIT_SIGPENDING``, per user), with ``aio``
  the host's AIO contexts (``fs.aio-max-nr``: round 12a's note), and holds them until the runner closes its stdin;
- ``pipes``: round 53a's hog, pipes grown to 1 MiB until the user's pipe pages refuse one, and 20 more, held;
- ``leak``: those pipes (and, with ``tmpfs_mib``, a file of its own folders of that size, written and unlinked) put
  in flight in a unix stream pair that is its own only holder (``SCM_RIGHTS``: the pair's ends sent over each other,
  every descriptor closed), then it waits to be ended: nothing of it runs, nothing holds them but the kernel's queue.

The runner reads, before, while the child holds and after it was ended (killed, reaped, its folders removed, its lease
released, as ``Sandbox.close`` does), what the trusted side gets (``trusted_now``): ``inotify_init1``,
``fanotify_init``, ``io_setup``, a queued real-time signal to itself, a new pipe's size and whether it grows to a reply
header (``answer_stop._grown``), a POSIX timer (``timer_create``), whether ``answer_stop.stop_threads`` still stops a process, a thread and a process of
its own. Besides: ``sandboxes``: that many real ``process.Sandbox`` children, one after the other (each closed before
the next) or ``together`` (alive at once, as a worker's reference, pass child and spare are), each one's
``answer_stops`` (what ``pipeline._time_compiled`` flags ``[passnet answer stop]`` on; with ``settle_s``, whether it is
still alive that long after); ``redetect``: ``mode.detect`` run again (uncached) while the child holds; ``linger``:
the pipes read again after those delays; ``collect``: a unix pair closed in the runner (what sets the kernel's unix
garbage collector going) and everything read again.

States (``STATES``): ``root_process``, ``root_bwrap``, ``user_process``, ``user_bwrap`` (round 53a's).

    python -m tests.adversarial.redteam.round55b.premises55b STATE ACTION_JSON      (one JSON line)"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest_passnet

TIMEOUT_S = 90
UID_OF_NO_ACCOUNT = 1_502_450  # round 55b's range: 1,502,450-1,502,499

_USER = ["setpriv", "--reuid", str(UID_OF_NO_ACCOUNT), "--regid", str(UID_OF_NO_ACCOUNT), "--clear-groups",
         "--inh-caps", "-all"]
STATES = {"root_process": ([], "process"), "root_bwrap": ([], "bubblewrap"),
          "user_process": (_USER, "process"), "user_bwrap": (_USER, "bubblewrap")}

# Shared by the child and the runner: the calls, raw (x86_64 numbers; the seccomp filter is the product's).
KERNEL = r'''
import array, ctypes, errno, fcntl, os, signal, socket, struct

libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
NR = {"unshare": 272, "clone": 56, "clone3": 435, "setns": 308, "open_tree": 428, "fsopen": 430, "add_key": 248,
      "keyctl": 250, "request_key": 249, "shmget": 29, "msgget": 68, "semget": 64, "mq_open": 240,
      "inotify_init1": 294, "fanotify_init": 300, "io_setup": 206, "io_destroy": 207, "rt_sigqueueinfo": 129,
      "timer_create": 222, "timer_delete": 226}
NEW = {"user": 0x10000000, "mnt": 0x00020000, "pid": 0x20000000, "net": 0x40000000, "ipc": 0x08000000,
       "uts": 0x04000000, "cgroup": 0x02000000, "time": 0x00000080}
SIGRT = signal.SIGRTMIN + 1


def call(name, *args):
    """(result, errno name or "")"""
    ctypes.set_errno(0)
    result = libc.syscall(NR[name], *args)
    return result, ("" if result != -1 else errno.errorcode.get(ctypes.get_errno(), str(ctypes.get_errno())))


def said(name, *args):
    result, error = call(name, *args)
    return error or f"made ({result})"


def inotify():
    return call("inotify_init1", 0o2000000)


def fanotify():
    return call("fanotify_init", 0x00000200, os.O_RDONLY)  # FAN_CLASS_NOTIF | FAN_REPORT_FID: no privilege needed


def aio(events):
    context = ctypes.c_ulong(0)
    result, error = call("io_setup", ctypes.c_uint(events), ctypes.byref(context))
    return (context.value if not error else None), error


def ignore_and_block():
    """SIGRT ignored (a thread that takes it drops it; setting SIG_IGN drops what is queued, so once) and blocked here
    (blocked, it stays queued)."""
    signal.signal(SIGRT, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_BLOCK, {SIGRT})


def queue_signal():
    """A real-time signal queued to this process (blocked here, so it stays queued): what RLIMIT_SIGPENDING counts."""
    info = ctypes.create_string_buffer(128)
    struct.pack_into("iii", info, 0, SIGRT, 0, -1)  # si_signo, si_errno, si_code SI_QUEUE
    struct.pack_into("ii", info, 16, os.getpid(), os.getuid())
    return call("rt_sigqueueinfo", os.getpid(), SIGRT, info)


def pipe_now(header):
    """A new pipe's size, and whether it grows to hold a reply header (what answer_stop._grown asks)."""
    r, w = os.pipe()
    try:
        size = fcntl.fcntl(r, fcntl.F_GETPIPE_SZ)
        try:
            fcntl.fcntl(r, fcntl.F_SETPIPE_SZ, header + 8)
            grows = True
        except OSError:
            grows = False
        return {"pipe_bytes": size, "grows_to_header": grows}
    finally:
        os.close(r)
        os.close(w)
'''

CHILD = r'''
import json, sys, time

from pytest_passnet.sandbox.confine import confine_child

confine_child()
from pytest_passnet.r55b_kernel import *  # noqa: after confinement, as a pass's code runs

action = json.loads(sys.argv[-1])
said_ = {"uid": os.getuid(), "pid": os.getpid()}

if action.get("probe"):
    routes = {}
    for name, flag in NEW.items():
        routes[f"unshare_{name}"] = said("unshare", flag)
        result, error = call("clone", flag | 17, 0, 0, 0, 0)
        if result == 0:
            os._exit(0)
        if result > 0:
            os.waitpid(result, 0)
        routes[f"clone_{name}"] = error or f"made ({result})"
    args = (ctypes.c_uint64 * 11)(NEW["net"], 0, 0, 0, 17, 0, 0, 0, 0, 0, 0)
    result, error = call("clone3", args, 88)
    if result == 0:
        os._exit(0)
    routes["clone3_net"] = error or f"made ({result})"
    fd = os.open("/proc/self/ns/net", os.O_RDONLY)
    routes["setns_own_net"] = said("setns", fd, NEW["net"])
    routes["open_tree_clone"] = said("open_tree", -100, b"/", 1)  # OPEN_TREE_CLONE
    routes["fsopen_tmpfs"] = said("fsopen", b"tmpfs", 0)
    said_["new_namespace_routes"] = routes
    said_["namespaces"] = {name: os.readlink(f"/proc/self/ns/{name}") for name in
                          ("user", "mnt", "pid", "net", "ipc", "uts", "cgroup")}
    said_["ipc"] = {"shmget": said("shmget", 0, 4096, 0o1600), "msgget": said("msgget", 0, 0o1600),
                    "semget": said("semget", 0, 1, 0o1600), "mq_open": said("mq_open", b"r55b", 0o100 | 2, 0o600, None)}
    for path in ("/dev/mqueue/r55b", "/dev/ptmx"):
        try:
            opened = os.open(path, (os.O_CREAT | os.O_RDWR) if "mqueue" in path else (os.O_RDWR | os.O_NOCTTY), 0o600)
            said_["ipc"][path] = "opened"
            os.close(opened)
        except OSError as exc:
            said_["ipc"][path] = errno.errorcode.get(exc.errno, str(exc.errno))
    said_["keys"] = {"add_key": said("add_key", b"user", b"r55b", b"x", 1, -4),  # KEY_SPEC_USER_KEYRING
                     "keyctl_get_user_keyring": said("keyctl", 0, -4, 1),
                     "request_key": said("request_key", b"user", b"r55b", None, -4)}

held = []
if action.get("tasks"):  # threads (tasks of its uid, RLIMIT_NPROC's count) until refused, held
    import threading
    threading.stack_size(1 << 16)
    never = threading.Event()
    n, last = 0, ""
    try:
        for _ in range(action["tasks"]):
            threading.Thread(target=never.wait, daemon=True).start()
            n += 1
    except RuntimeError as exc:
        last = str(exc)
    said_["tasks"] = {"threads": n, "stopped_by": last}

if action.get("hold"):
    counts = {}
    for what, make, cap in (("inotify", inotify, 1024), ("fanotify", fanotify, 1024)):
        n, last = 0, ""
        for _ in range(cap):
            result, error = make()
            if error:
                last = error
                break
            held.append(result)
            n += 1
        counts[what] = {"held": n, "stopped_by": last}
    if action.get("aio"):  # the host's AIO contexts (fs.aio-max-nr): round 12a's note, measured on request only
        contexts, last = [], ""
        for events in (action.get("aio_events", 32768),) * 4 + (1,) * 64:
            context, error = aio(events)
            if error:
                last = error
                if events == 1:
                    break
                continue
            contexts.append(context)
        counts["aio_contexts"] = {"held": len(contexts), "stopped_by": last,
                                  "aio_nr": int(open("/proc/sys/fs/aio-nr").read()),
                                  "aio_max_nr": int(open("/proc/sys/fs/aio-max-nr").read())}
    ignore_and_block()
    n, last = 0, ""
    for _ in range(action.get("signals", 200000)):
        result, error = queue_signal()
        if error:
            last = error
            break
        n += 1
    counts["queued_signals"] = {"held": n, "stopped_by": last,
                                "SigQ": [l.split()[1] for l in open("/proc/self/status") if l.startswith("SigQ")][0]}
    said_["held"] = counts

if action.get("pipes") or action.get("leak"):
    pipes, pages = [], 0
    for _ in range(200):
        r, w = os.pipe()
        try:
            fcntl.fcntl(w, fcntl.F_SETPIPE_SZ, 1 << 20)
        except OSError as exc:
            said_["pipes_stopped_by"] = errno.errorcode.get(exc.errno, str(exc.errno))
            os.close(r)
            os.close(w)
            break
        pipes += [r, w]
        pages += 256
    for _ in range(20):  # past the soft limit: 2 pages each
        r, w = os.pipe()
        pipes += [r, w]
        pages += fcntl.fcntl(w, fcntl.F_GETPIPE_SZ) >> 12
    said_["pipes"], said_["pipe_pages"] = len(pipes) // 2, pages
    held += pipes

if action.get("leak"):
    carried = list(pipes)
    if action.get("tmpfs_mib"):  # a file of its own folders (root's bounded tmpfs; a user's disk), unlinked
        path = os.path.join(os.environ.get("TMPDIR", "."), "r55b-carried")
        fd = os.open(path, os.O_CREAT | os.O_RDWR, 0o600)
        block = b"\1" * (1 << 20)
        for _ in range(action["tmpfs_mib"]):
            os.write(fd, block)
        os.unlink(path)
        carried.append(fd)
    a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    for start in range(0, len(carried), 250):  # SCM_MAX_FD 253 a message
        b.sendmsg([b"x"], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", carried[start:start + 250]))])
    b.sendmsg([b"x"], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", [a.fileno()]))])  # a in its own queue
    a.sendmsg([b"x"], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", [b.fileno()]))])  # b in its own
    for fd in carried:
        os.close(fd)
    a.detach()
    b.detach()
    said_["carried"] = len(carried)

print(json.dumps(said_), flush=True)
if action.get("leak"):
    # Its two socket descriptors closed last, by its end (a close of a socket that is not in flight would set the
    # collector going; these are): the runner kills it as the trusted side ends a child.
    while True:
        time.sleep(3600)
sys.stdin.read()  # until the runner closes its end
'''

RUNNER = r'''
import json, os, socket, subprocess, sys, time

from pytest_passnet.sandbox import folders, identity, mode, policy
from pytest_passnet.sandbox.answer_stop import reserve_reply_pipes
from pytest_passnet.sandbox.process import REPLY_HEADER_BYTES
from pytest_passnet.r55b_kernel import *

action = json.loads(sys.argv[1])


def trusted_now():
    """What the trusted process gets now from what the kernel counts per user (or per host)."""
    got = {}
    result, error = inotify()
    got["inotify_init1"] = error or "made"
    if not error:
        os.close(result)
    result, error = fanotify()
    got["fanotify_init"] = error or "made"
    if not error:
        os.close(result)
    context, error = aio(1)
    got["io_setup"] = error or "made"
    if context:
        call("io_destroy", ctypes.c_ulong(context))
    ignore_and_block()
    result, error = queue_signal()
    got["queue_rt_signal"] = error or "made"
    if not error:
        signal.sigtimedwait({SIGRT}, 0)
    timer = ctypes.c_int(0)  # a POSIX timer (SIGALRM at expiry): the kernel reserves its signal's queue entry now
    result, error = call("timer_create", 1, None, ctypes.byref(timer))
    got["timer_create"] = error or "made"
    if not error:
        call("timer_delete", timer)
    got.update(pipe_now(REPLY_HEADER_BYTES))
    got["stop_threads_stops"] = stops_a_process()
    try:
        import threading
        started = threading.Thread(target=lambda: None)
        started.start()
        started.join()
        got["thread"] = "made"
    except RuntimeError as exc:
        got["thread"] = str(exc)
    try:
        got["subprocess_rc"] = subprocess.run([sys.executable, "-c", "pass"], timeout=30).returncode
    except OSError as exc:
        got["subprocess_rc"] = f"{type(exc).__name__}: {exc}"
    return got


def stops_a_process():
    """Whether answer_stop.stop_threads (tgkill SIGSTOP: a signal the kernel queues with the sender's info) still stops a
    process of this user: its state read after."""
    from pytest_passnet.sandbox.answer_stop import stop_threads
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        time.sleep(0.2)
        stop_threads([sleeper.pid])
        time.sleep(0.1)
        return open(f"/proc/{sleeper.pid}/stat").read().rsplit(")", 1)[1].split()[0] == "T"
    finally:
        sleeper.kill()
        sleeper.wait()


def sandboxes(found, count, together=False):
    """Real children of the product started one after the other, each closed before the next, or (``together``) all
    alive at once, as a worker's reference, pass child and spare are: each one's answer_stops."""
    from pytest_passnet.sandbox.process import Sandbox
    seen, alive = [], []
    try:
        for _ in range(count):
            started = Sandbox(found, dict(os.environ), "cpu")
            time.sleep(action.get("settle_s", 0))
            seen.append(started.answer_stops if not action.get("settle_s") else
                        {"answer_stops": started.answer_stops, "alive": started.process.poll() is None})
            if together:
                alive.append(started)
            else:
                started.close()
    finally:
        for started in alive:
            started.close()
    return seen


def shmem_mib():
    for line in open("/proc/meminfo"):
        if line.startswith("Shmem:"):
            return int(line.split()[1]) >> 10


out = {"trusted_uid": os.getuid(), "namespaces": {name: os.readlink(f"/proc/self/ns/{name}") for name in
                                                  ("user", "mnt", "pid", "net", "ipc", "uts", "cgroup")}}
try:
    found = mode.detect()
except Exception as exc:  # noqa: BLE001 - what the run's start would see
    print(json.dumps({**out, "refused": f"{type(exc).__name__}: {exc}"[:3000]}), flush=True)
    sys.exit(0)
out["sandbox"] = mode.describe(found.record())
out["steps"] = list(found.steps)
reserve_reply_pipes(REPLY_HEADER_BYTES)  # as a worker's first child does, before any pass code of its runs
out["before"] = trusted_now()
out["shmem_before_mib"] = shmem_mib()
lease = identity.lease() if found.uid_per_child else None
uid = lease.uid if lease else None
made = folders.make(uid, found.bounded_folders)
child = None
try:
    argv, environment = policy.command(found.kind, made, os.environ, "cpu", (), uid=uid, steps=found.steps,
                                       landlock_abi=found.landlock_abi, module="pytest_passnet.r55b_child")
    child = subprocess.Popen([*argv, json.dumps(action)], env=environment, cwd=made.scratch, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, close_fds=True, text=True,
                             start_new_session=True)
    line = child.stdout.readline()
    out["child"] = json.loads(line) if line.strip() else {"rc": child.poll(), "stderr": child.stderr.read()[-3000:]}
    out["child_uid"] = uid
    if not action.get("leak"):
        out["during"] = trusted_now()
        if action.get("sandboxes"):
            out["during"]["sandboxes_answer_stops"] = sandboxes(found, action["sandboxes"], action.get("together"))
        if action.get("redetect"):
            mode.detect.cache_clear()
            again = mode.detect()
            out["during"]["redetected"] = {"sandbox": mode.describe(again.record()), "steps": list(again.steps),
                                           "same": again == found}
        child.stdin.close()
        child.wait(timeout=30)
    else:
        out["shmem_held_mib"] = shmem_mib()
finally:
    if child is not None and child.poll() is None:  # as Sandbox.kill: the group killed, the root reaped
        os.killpg(child.pid, 9)
        child.wait()
    folders.remove(made)
    if lease:
        lease.release()
time.sleep(0.5)
out["after"] = trusted_now()
out["shmem_after_mib"] = shmem_mib()
for delay in action.get("linger", []):  # the same, read again after a while (nothing of this run releases a socket)
    time.sleep(delay)
    out.setdefault("lingered", []).append({"after_s": delay, **pipe_now(REPLY_HEADER_BYTES), "shmem_mib": shmem_mib()})
if action.get("leak") and action.get("sandboxes"):
    out["after"]["sandboxes_answer_stops"] = sandboxes(found, action["sandboxes"])
    out["after"]["then"] = trusted_now()
    out["shmem_after_sandboxes_mib"] = shmem_mib()
if action.get("collect"):
    a, b = socket.socketpair()  # a unix socket released while descriptors are in flight sets the collector going
    a.close()
    b.close()
    time.sleep(1)
    out["collected"] = trusted_now()
    out["shmem_collected_mib"] = shmem_mib()
print(json.dumps(out), flush=True)
'''


def layout() -> Path:
    """``base`` (0755): ``pkg/pytest_passnet`` (a copy of this package readable by every uid, with the child and
    kernel modules), ``pkg/r55b_runner.py``; ``home`` (the user's HOME and TMPDIR, 0700, the uid's)."""
    base = Path(tempfile.mkdtemp(prefix="passnet-r55b-"))
    base.chmod(0o755)
    package = base / "pkg" / "pytest_passnet"
    shutil.copytree(Path(pytest_passnet.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    (package / "r55b_kernel.py").write_text(KERNEL)
    (package / "r55b_child.py").write_text(CHILD)
    (base / "pkg" / "r55b_runner.py").write_text(RUNNER)
    for root, dirs, files in os.walk(base):
        for name in dirs:
            os.chmod(os.path.join(root, name), 0o755)
        for name in files:
            os.chmod(os.path.join(root, name), 0o644)
    (base / "home").mkdir(mode=0o700)
    os.chown(base / "home", UID_OF_NO_ACCOUNT, UID_OF_NO_ACCOUNT)
    (base / "home").chmod(0o711)  # a leased uid passes through to the folders root's runner makes there
    return base


def remove_layout(base: Path) -> None:
    with open("/proc/self/mountinfo") as table:
        points = [line.split()[4] for line in table if line.split()[4].startswith(f"{base}/")]
    for point in reversed(points):
        subprocess.run(["umount", "-l", point], check=False, capture_output=True)
    shutil.rmtree(base, ignore_errors=True)


def collect_garbage() -> None:
    """The kernel's unix garbage collector set going (a unix socket released while descriptors are in flight)."""
    import socket
    a, b = socket.socketpair()
    a.close()
    b.close()


def run_premise(base: Path, state: str, action: dict) -> dict:
    """The runner in ``state`` (``STATES``), the package copy first on its path; its JSON."""
    wrapper, sandbox = STATES[state]
    home = base / "home"
    env = {"PASSNET_SANDBOX": sandbox, "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TMPDIR": str(home),
           "PYTHONPATH": str(base / "pkg"), "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1", "HOME": str(home)}
    try:
        done = subprocess.run([*wrapper, sys.executable, str(base / "pkg" / "r55b_runner.py"), json.dumps(action)],
                              env=env, cwd="/", capture_output=True, text=True, timeout=TIMEOUT_S)
    finally:
        collect_garbage()  # whatever a leak left in flight goes
    lines = done.stdout.strip().splitlines()
    if done.returncode or not lines:
        raise RuntimeError(f"premise failed ({done.returncode}): {done.stderr[-3000:]}")
    return json.loads(lines[-1])


if __name__ == "__main__":
    made = layout()
    try:
        print(json.dumps(run_premise(made, sys.argv[1], json.loads(sys.argv[2] if len(sys.argv) > 2 else '{"probe": 1}')),
                         indent=1), flush=True)
    finally:
        remove_layout(made)
