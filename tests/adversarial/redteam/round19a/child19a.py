"""Run confined (``standin19a.py``): a pass's child of round 19a. ``child19a.py HOW``:

- ``exit_signal``: two burning threads, and a helper process made by a raw ``clone`` whose exit signal is
  SIGCONT (the low byte of clone's flags; seccomp checks only the CLONE_NEW* bits): whenever the helper dies,
  the kernel sends its parent SIGCONT, stopped or not. The helper only sleeps; it names itself ``oom-pick``
  (``PR_SET_NAME``) so that the stand-in, playing the OOM killer, can find it. Three helpers, one per round;
- ``sigchld``: the control: the same helpers made by ``os.fork`` (exit signal SIGCHLD);
- ``honest``: an honest child's tree: the same forked helpers, and nothing burning;
- ``pty``: two burning threads; the process (bubblewrap's ``--new-session`` makes it a session leader) opens
  ``/dev/ptmx`` and takes the pair's other end as its controlling terminal, ignores SIGHUP, and leaves the
  master end to forked helpers only (``oom-pick``): when the last of them dies, the kernel hangs the terminal
  up and sends its session leader SIGHUP and SIGCONT (``tty_signal_session_leader``);
- ``free``: an honest child's last act after a reply: it frees a 1 GiB buffer (``munmap``: about 0.2 s in the
  kernel here, which no SIGSTOP interrupts) each time a line reaches its stdin, then maps and touches a new one;
- ``seccomp``: probes the fcntl/ioctl rules of 4354fff6 from other angles (the command's high 32 bits, the
  calls that set a file's owner by themselves, ``O_ASYNC`` given to ``open``) and prints what each did.

Prints one JSON line once it runs as described (``ready``)."""

import ctypes
import errno
import fcntl
import hashlib
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
SYS_CLONE, SYS_FCNTL, SYS_IOCTL = (56, 72, 16) if os.uname().machine == "x86_64" else (220, 25, 29)
PR_SET_NAME = 15
HELPERS = 3
LIFE_S = 30  # a leftover ends by itself


def burn() -> None:
    block = bytes(1 << 20)
    while True:
        hashlib.sha256(block).digest()


def helper_life() -> None:
    """A helper: named for the stand-in (the OOM killer's pick), sleeps until it is killed or its time is up."""
    LIBC.prctl(PR_SET_NAME, b"oom-pick", 0, 0, 0)
    deadline = time.monotonic() + LIFE_S
    while time.monotonic() < deadline:
        time.sleep(0.05)
    os._exit(0)


def clone_with_exit_signal(signum: int) -> int:
    """fork(), but the child's death sends ``signum`` to this process (clone's CSIGNAL byte)."""
    pid = HELD_LIBC.syscall(SYS_CLONE, ctypes.c_ulong(signum), ctypes.c_ulong(0), ctypes.c_ulong(0),
                            ctypes.c_ulong(0), ctypes.c_ulong(0))
    if pid < 0:
        raise OSError(ctypes.get_errno(), "clone")
    return pid


def raw(number: int, *args: int) -> str:
    result = LIBC.syscall(ctypes.c_long(number), *[ctypes.c_ulong(a) for a in args])
    return "ok" if result >= 0 else errno.errorcode.get(ctypes.get_errno(), str(ctypes.get_errno()))


def probe_seccomp() -> dict:
    F_SETFL, F_SETSIG, F_GETSIG, F_SETLEASE, F_NOTIFY, F_GETOWN = 4, 10, 11, 1024, 1026, 9
    FIOASYNC, FIOSETOWN = 0x5452, 0x8901
    high = 1 << 32
    read_end, write_end = os.pipe()
    on = ctypes.c_int(1)
    found = {
        "setfl_async_high_bits": raw(SYS_FCNTL, write_end, high | F_SETFL, os.O_ASYNC),
        "setsig_high_bits": raw(SYS_FCNTL, write_end, high | F_SETSIG, signal.SIGCONT),
        "fioasync_high_bits": raw(SYS_IOCTL, write_end, high | FIOASYNC, ctypes.addressof(on)),
        "fiosetown_high_bits": raw(SYS_IOCTL, write_end, high | FIOSETOWN, ctypes.addressof(on)),
    }
    os.mkdir("notified")
    directory = os.open("notified", os.O_RDONLY | os.O_DIRECTORY)
    found["dnotify"] = raw(SYS_FCNTL, directory, F_NOTIFY, 0x80000000 | 0x2 | 0x4)  # DN_MULTISHOT|MODIFY|CREATE
    found["dnotify_owner_is_self"] = fcntl.fcntl(directory, F_GETOWN) == os.getpid()
    found["dnotify_signal"] = fcntl.fcntl(directory, F_GETSIG)  # 0: SIGIO, which continues nothing
    with open("leased", "w") as leased:
        leased.write("x")
    lease = os.open("leased", os.O_RDONLY)
    found["lease"] = raw(SYS_FCNTL, lease, F_SETLEASE, fcntl.F_RDLCK)
    found["lease_signal"] = fcntl.fcntl(lease, F_GETSIG)
    received = []
    signal.signal(signal.SIGIO, lambda *_: received.append(1))
    os.mkfifo("async.fifo")
    fifo = os.open("async.fifo", os.O_RDWR | os.O_ASYNC)  # open() keeps the flag but arms no signal
    found["open_o_async_flag_kept"] = bool(fcntl.fcntl(fifo, fcntl.F_GETFL) & os.O_ASYNC)
    os.write(fifo, b"x")
    time.sleep(0.05)
    found["open_o_async_sigio"] = len(received)
    try:
        child = clone_with_exit_signal(signal.SIGCONT)
        if child == 0:
            os._exit(0)
        found["clone_exit_signal_sigcont"] = "ok"
        os.waitpid(child, 0x40000000)  # __WALL: a child whose exit signal is not SIGCHLD
    except PermissionError:
        found["clone_exit_signal_sigcont"] = "EPERM"
    found["child_subreaper"] = "ok" if LIBC.prctl(36, 1, 0, 0, 0) == 0 else errno.errorcode[ctypes.get_errno()]
    found["ptmx"] = os.path.exists("/dev/ptmx")
    return found


def take_terminal() -> str:
    """This process's controlling terminal: a pseudo-terminal whose master end only helpers hold."""
    try:
        master = os.open("/dev/ptmx", os.O_RDWR | os.O_NOCTTY)
    except OSError as exc:
        return f"no /dev/ptmx: {exc}"
    LIBC.unlockpt(master)
    LIBC.ptsname.restype = ctypes.c_char_p
    name = LIBC.ptsname(master).decode()
    slave = os.open(name, os.O_RDWR)  # without O_NOCTTY: a session leader without a terminal takes it
    try:
        os.tcgetpgrp(slave)
    except OSError:
        return f"not its controlling terminal (session leader: {os.getsid(0) == os.getpid()})"
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    for _ in range(HELPERS):
        if os.fork() == 0:
            helper_life()
    os.close(master)
    return "controlling terminal"


record = {"ready": True, "how": how}
if how == "exit_signal":
    try:
        for _ in range(HELPERS):
            if clone_with_exit_signal(signal.SIGCONT) == 0:
                helper_life()
        record["clone"] = "ok"
    except PermissionError as refused:  # the seccomp filter since round 19a's fix
        record["clone"] = f"refused: {refused}"
elif how in ("sigchld", "honest"):
    for _ in range(HELPERS):
        if os.fork() == 0:
            helper_life()
elif how == "pty":
    record["terminal"] = take_terminal()
elif how == "seccomp":
    record["probes"] = probe_seccomp()

if how in ("exit_signal", "sigchld", "pty", "honest"):
    for _ in range(2 if how != "honest" else 0):
        threading.Thread(target=burn, daemon=True).start()
    print(json.dumps(record), flush=True)
    threading.Event().wait(LIFE_S)
elif how == "free":
    size = 1 << 30
    while True:
        buffer = mmap.mmap(-1, size)
        for offset in range(0, size, mmap.PAGESIZE):
            buffer[offset] = 1
        print(json.dumps(record), flush=True)
        if not sys.stdin.readline():
            break
        buffer.close()  # the reply is out: what it held goes
else:
    print(json.dumps(record), flush=True)
