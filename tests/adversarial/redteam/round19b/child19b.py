"""Run confined (``standin19b.py``): a pass's child of round 19b. ``child19b.py HOW [MIB THREADS]``:

- ``helpers MIB [THREADS]``: an honest child's tree: two forked helpers, each holding MIB MiB of memory it touched
  (an Inductor compile worker imports torch: a few hundred MiB) and THREADS sleeping threads (a thread pool), then
  sleeping; nothing burns. Each names itself ``oom-pick`` (``PR_SET_NAME``) so that the stand-in, playing the OOM
  killer (which picks the largest process among those with the highest ``oom_score_adj``: every child has 1000),
  can find it;
- ``clone``: probes the clone exit-signal rule of 1bbe36f4 from other angles and prints what each did: the raw
  ``fork`` call, ``CLONE_VFORK``, ``CLONE_PARENT`` (the kernel gives the new process its caller's group leader's exit
  signal), a process with no exit signal (0, which the filter allows for threads), a thread's flags with a
  SIGCONT byte, and the exit signal each made process shows in ``/proc/<pid>/stat``.

Prints one JSON line once it runs as described."""

import ctypes
import errno
import json
import mmap
import os
import signal
import sys
import threading
import time

how = sys.argv[1]
LIBC = ctypes.CDLL(None, use_errno=True)
HELD_LIBC = ctypes.PyDLL(None, use_errno=True)  # the GIL stays held through clone: the clone's child owns it
for library in (LIBC, HELD_LIBC):
    library.syscall.restype = ctypes.c_long
X86 = os.uname().machine == "x86_64"
SYS_CLONE = 56 if X86 else 220
SYS_FORK = 57 if X86 else None  # aarch64 has clone only
PR_SET_NAME = 15
CLONE_THREAD, CLONE_PARENT, CLONE_VFORK = 0x10000, 0x8000, 0x4000
HELPERS = 2
LIFE_S = 30  # a leftover ends by itself
EXIT_SIGNAL_FIELD = 35  # /proc/<pid>/stat's 38th field, counted after the command name's ")"


def helper_life(mib: int, threads: int, ready_fd: int) -> None:
    """A helper: holds ``mib`` MiB it touched and ``threads`` sleeping threads, says so, sleeps until it is killed
    or its time is up."""
    LIBC.prctl(PR_SET_NAME, b"oom-pick", 0, 0, 0)
    for _ in range(threads):
        threading.Thread(target=time.sleep, args=(LIFE_S,), daemon=True).start()
    held = mmap.mmap(-1, mib << 20)
    for offset in range(0, mib << 20, mmap.PAGESIZE):
        held[offset] = 1
    os.write(ready_fd, b"x")
    deadline = time.monotonic() + LIFE_S
    while time.monotonic() < deadline:
        time.sleep(0.05)
    os._exit(0)


def exit_signal(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as stat:
        return int(stat.read().rpartition(")")[2].split()[EXIT_SIGNAL_FIELD])


def made(flags: int, number: int = SYS_CLONE) -> dict:
    """A process made by the raw call ``number`` with ``flags``: refused, or the exit signal it shows."""
    args = [ctypes.c_ulong(flags)] + [ctypes.c_ulong(0)] * 4 if number == SYS_CLONE else []
    pid = HELD_LIBC.syscall(ctypes.c_long(number), *args)
    if pid < 0:
        return {"result": errno.errorcode.get(ctypes.get_errno(), str(ctypes.get_errno()))}
    if pid == 0:
        if not flags & CLONE_VFORK:
            time.sleep(0.2)  # long enough for its maker to read its stat
        os._exit(0)
    found = {"result": "ok"}
    try:
        found["exit_signal"] = exit_signal(pid)
    except OSError:  # not shown: process mode's own /proc (hidepid) hides another non-dumpable process
        found["exit_signal"] = None
    try:
        os.waitpid(pid, 0x40000000)  # __WALL: also a child whose exit signal is not SIGCHLD
    except ChildProcessError:
        found["waited"] = False
    return found


def probe_clone() -> dict:
    found = {
        "clone_sigchld": made(signal.SIGCHLD),
        "clone_parent_sigchld": made(CLONE_PARENT | signal.SIGCHLD),
        "clone_parent_sigcont": made(CLONE_PARENT | signal.SIGCONT),
        "clone_no_exit_signal": made(0),
        "clone_sigcont_high_bits": made((1 << 32) | signal.SIGCONT),
        # vfork's wait without the shared memory (a raw vfork would run Python on its maker's stack)
        "clone_vfork_sigcont": made(CLONE_VFORK | signal.SIGCONT),
        "clone_vfork_sigchld": made(CLONE_VFORK | signal.SIGCHLD),
    }
    if SYS_FORK is not None:
        found["fork"] = made(0, SYS_FORK)
    # A thread's flags with a SIGCONT byte, without CLONE_SIGHAND: the kernel refuses that combination (EINVAL) after
    # the filter has read the flags, so no thread is made either way; EPERM is the filter's.
    found["thread_sigcont_byte"] = refused(CLONE_THREAD | signal.SIGCONT)
    found["thread_no_byte"] = refused(CLONE_THREAD)
    found["own_exit_signal"] = exit_signal(os.getpid())
    return found


def refused(flags: int) -> str:
    """What clone answers to ``flags`` that make no process (the kernel's EINVAL, or the filter's EPERM)."""
    pid = HELD_LIBC.syscall(ctypes.c_long(SYS_CLONE), ctypes.c_ulong(flags), *([ctypes.c_ulong(0)] * 4))
    if pid == 0:
        os._exit(0)
    if pid > 0:
        os.waitpid(pid, 0x40000000)
        return "ok"
    return errno.errorcode.get(ctypes.get_errno(), str(ctypes.get_errno()))


record = {"ready": True, "how": how}
if how == "helpers":
    mib, threads = int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 0
    ready_r, ready_w = os.pipe()
    for _ in range(HELPERS):
        if os.fork() == 0:
            helper_life(mib, threads, ready_w)
    for _ in range(HELPERS):
        os.read(ready_r, 1)  # each helper's byte: its memory is touched
    record["helpers_mib"], record["helper_threads"] = mib, threads
    print(json.dumps(record), flush=True)
    threading.Event().wait(LIFE_S)
elif how == "clone":
    record["probes"] = probe_clone()
    print(json.dumps(record), flush=True)
