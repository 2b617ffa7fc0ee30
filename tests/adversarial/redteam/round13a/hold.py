"""Run confined (``standin13a.py``): ``hold.py HOW PROCESSES EACH [THREADS]``. PROCESSES forked processes
each hold EACH files the host's table counts (``/proc/sys/fs/file-nr``), HOW (or one process for each
way of a comma-separated HOW):

- ``mapped``: a file of the scratch opened, mapped one page (``mmap``), and its descriptor closed: the
  mapping keeps the ``struct file``, which no ``/proc/<pid>/fd`` lists (up to ``vm.max_map_count``,
  65,530, per process: no ``RLIMIT_NOFILE`` applies);
- ``fds``: ``/dev/null`` opened and kept (up to ``RLIMIT_NOFILE``);
- ``threads``: THREADS threads per process, each with a descriptor table of its own holding EACH
  files (1,000 at most): ``clone`` with CLONE_THREAD but not CLONE_FILES (seccomp refuses only namespace flags) gives
  the thread a copy of the table, after which the process closes its own copies and opens the next
  EACH; ``/proc/<pid>/fd`` lists the leader's table only (each thread's: ``/proc/<pid>/task/<tid>/fd``).
  The threads run ``syscall(SYS_pause)`` (x86-64's 34: no C library state); RLIMIT_NPROC (4096 tasks) bounds them, ``CHILD_PROCESSES`` does not.

Prints one JSON line (what they hold, by their own count of ``/proc/self/fd``) and waits for a line."""

import ctypes
import errno
import json
import os
import sys
import time

how, processes, each = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
threads = int(sys.argv[4]) if len(sys.argv) > 4 else 0
PAGE = os.sysconf("SC_PAGE_SIZE")
libc = ctypes.CDLL(None, use_errno=True)
libc.mmap.restype = ctypes.c_void_p
libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
PROT_READ, MAP_PRIVATE, MAP_FAILED = 1, 2, ctypes.c_void_p(-1).value
with open("held.bin", "wb") as page:
    page.write(b"\0" * PAGE)


def mapped() -> tuple[int, str]:
    for count in range(each):
        fd = os.open("held.bin", os.O_RDONLY)
        address = libc.mmap(None, PAGE, PROT_READ, MAP_PRIVATE, fd, 0)
        os.close(fd)
        if address in (None, MAP_FAILED):
            return count, errno.errorcode.get(ctypes.get_errno(), "?")
    return each, "done"


def fds() -> tuple[int, str]:
    kept = []
    try:
        while len(kept) < each:
            kept.append(os.open("/dev/null", os.O_RDONLY))
    except OSError as exc:
        return len(kept), errno.errorcode.get(exc.errno, "?")
    return len(kept), "done"


# CLONE_VM, CLONE_FS, CLONE_SIGHAND, CLONE_THREAD, CLONE_SYSVSEM: a thread, without CLONE_FILES.
THREAD_FLAGS = 0x100 | 0x200 | 0x800 | 0x10000 | 0x40000
STACK_BYTES = 64 << 10
SYS_PAUSE = 34
stacks = []


def threads_of_own_tables() -> tuple[int, str]:
    libc.clone.restype = ctypes.c_int
    libc.clone.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p]
    raw_syscall = ctypes.cast(libc.syscall, ctypes.c_void_p)
    batch_size = min(each, 1000)  # under nofile 1024
    for made in range(threads):
        batch, why = [], None
        try:
            while len(batch) < batch_size:
                batch.append(os.open("/dev/null", os.O_RDONLY))
        except OSError as exc:
            why = errno.errorcode.get(exc.errno, "?")
        stacks.append(ctypes.create_string_buffer(STACK_BYTES))
        top = (ctypes.addressof(stacks[-1]) + STACK_BYTES) & ~15
        tid = libc.clone(raw_syscall, top, THREAD_FLAGS, SYS_PAUSE)
        for fd in batch:
            os.close(fd)
        if tid < 0 or why:
            return made * batch_size, why or errno.errorcode.get(ctypes.get_errno(), "?")
    return threads * batch_size, "done"


ready_r, ready_w = os.pipe()
started = time.monotonic()
ways = how.split(",") if "," in how else [how] * processes
processes = len(ways)
for way in ways:
    if os.fork() == 0:
        os.close(ready_r)
        held, why = {"mapped": mapped, "fds": fds, "threads": threads_of_own_tables}[way]()
        os.write(ready_w, f"{held} {why} {len(os.listdir('/proc/self/fd'))}\n".encode())
        while True:  # until the child is ended
            time.sleep(60)
os.close(ready_w)
reports = b""
while reports.count(b"\n") < processes:
    got = os.read(ready_r, 1 << 16)
    if not got:
        break
    reports += got
held = [line.split() for line in reports.decode().splitlines()]
print(json.dumps({"how": how, "processes": len(held), "held": sum(int(h) for h, _, _ in held),
                  "stopped_by": sorted({why for _, why, _ in held}), "own_fd_count": sum(int(n) for _, _, n in held),
                  "made_s": round(time.monotonic() - started, 2)}), flush=True)
sys.stdin.readline()
