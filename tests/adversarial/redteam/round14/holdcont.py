"""Run confined (``standin14.py``): ``holdcont.py HOOK GROWTH RELEASE CYCLES``. One process holds files the
host's table counts (a file of the scratch opened, mapped one page, its descriptor closed: round 13a's
``mapped``), in CYCLES steps of GROWTH and a little more, each followed 0.2 s later by the release of
RELEASE of them (the watch's window: it reads the count, stops the child for ``STILL_S`` and reads again;
a count that moved by more than a quarter of GROWTH means another process's files to it, and the watch
rebases on what it reads, the pass's held files included).

With HOOK ``hook`` the child first asks the kernel to continue it whenever the trusted side drains its
stderr: the write end of that pipe gets ``O_ASYNC``, ``F_SETOWN`` (itself) and
``F_SETSIG`` SIGCONT, its size 1 MiB, and a forked process keeps it full. The trusted side's reader
(``StderrTail``, 64 KiB a read) drains it at any time, also while the watch holds the child stopped; each
read sends the writers' owner the F_SETSIG signal (``pipe_read``: ``kill_fasync(&pipe->fasync_writers)``),
and a SIGCONT resumes a stopped process wherever it comes from. ``plain``: the control, no hook.

Prints a JSON line after each cycle (what it holds) and ``{"done": ...}`` at the end, then waits for a line."""

import ctypes
import fcntl
import json
import os
import signal
import sys
import time

hook, growth, release, cycles = sys.argv[1] == "hook", int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
PAGE = os.sysconf("SC_PAGE_SIZE")
F_SETSIG, F_SETPIPE_SZ = 10, 1031  # linux/fcntl.h (Python's fcntl module lacks F_SETSIG)
PIPE_BYTES = 1 << 20  # an unprivileged process's largest pipe (fs.pipe-max-size)
libc = ctypes.CDLL(None, use_errno=True)
libc.mmap.restype = ctypes.c_void_p
libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
libc.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
PROT_READ, MAP_PRIVATE = 1, 2
with open("held.bin", "wb") as page:
    page.write(b"\0" * PAGE)

if hook:
    fcntl.fcntl(2, F_SETPIPE_SZ, PIPE_BYTES)
    try:
        fcntl.fcntl(2, fcntl.F_SETOWN, os.getpid())  # its group's id is the host's, 0 in its PID namespace
        fcntl.fcntl(2, F_SETSIG, signal.SIGCONT)
        fcntl.fcntl(2, fcntl.F_SETFL, fcntl.fcntl(2, fcntl.F_GETFL) | os.O_ASYNC)
    except PermissionError as refused:  # the seccomp filter since round 18a's fix (4354fff6)
        print(json.dumps({"done": True, "hook": f"refused: {refused}"}), flush=True)
        sys.exit(0)
    writer = os.fork()
    if writer == 0:  # a process of its own: a thread would write only when the GIL lets it, the pipe mostly empty
        filler = b"." * PIPE_BYTES
        while True:
            os.write(2, filler)
    signal.signal(signal.SIGCONT, lambda *_: os.kill(writer, signal.SIGCONT))  # the writer, stopped with it

held: list[int] = []


def grow(count: int) -> None:
    for _ in range(count):
        fd = os.open("held.bin", os.O_RDONLY)
        held.append(libc.mmap(None, PAGE, PROT_READ, MAP_PRIVATE, fd, 0))
        os.close(fd)


started = time.monotonic()
peak = 0
for cycle in range(cycles):
    grow(growth + growth // 16)
    peak = max(peak, len(held))
    time.sleep(0.2)  # the watch reads the count (every 50 ms), stops the child and waits STILL_S
    for _ in range(release):
        libc.munmap(held.pop(), PAGE)
    time.sleep(0.6)  # past the window: the watch has read the count again and rebased
    print(json.dumps({"cycle": cycle, "held": len(held)}), flush=True)
print(json.dumps({"done": True, "held": len(held), "peak": peak, "made_s": round(time.monotonic() - started, 2)}),
      flush=True)
sys.stdin.readline()
