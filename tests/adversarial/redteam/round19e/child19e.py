"""Run confined (``standin19e.py``): a pass's child of round 19e. ``child19e.py HOW``:

- ``zombie-leader``: the main thread starts a burner thread, prints, then ends itself with ``SYS_exit`` (the thread,
  not the group): the leader reads ``Z`` while the burner lives, so ``procfs.ending`` is True for the process for
  as long as it lives;
- ``control``: the same without the leader's exit;
- ``large MIB``: an honest child's tree: one forked helper holding MIB MiB it touched (the pass's main process or
  an Inductor compile worker with a model loaded: the OOM killer's pick is the largest process), named ``oom-pick``;
  nothing burns;
- ``self-stopped``: a forked helper (``hider19e``) that stands stopped by its own ``SIGSTOP`` almost all the time:
  the main process continues it every 50 ms, and it stops itself again at once. Where it stood stopped for more than
  0.3 s (its main process no longer continues it: the worker's ``stop_all`` stopped that one) and is then continued
  (``KERNEL_S`` of user-code CPU, twice at most).

The burner sleeps in 10 ms steps; when a step took more than 0.1 s (it was stopped and has been continued) it burns
``KERNEL_S`` of CPU inside the kernel (anonymous ``MAP_POPULATE`` maps of 32 MiB, zeroed by the kernel, then
unmapped)) at most four times. The main thread names itself ``burner19e`` (``PR_SET_NAME``;
a zombie leader keeps its name) for the stand-in to find. Prints one JSON line once it runs."""

import ctypes
import json
import mmap
import os
import signal
import sys
import threading
import time

how = sys.argv[1]
LIBC = ctypes.CDLL(None, use_errno=True)
LIBC.syscall.restype = ctypes.c_long
SYS_EXIT = 60 if os.uname().machine == "x86_64" else 93
KERNEL_S = 0.35
LIFE_S = 30  # a leftover ends by itself


def burn_in_kernel(seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        mmap.mmap(-1, 32 << 20, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS | mmap.MAP_POPULATE).close()


def burner() -> None:
    last, bursts = time.monotonic(), 0
    while time.monotonic() < LIFE_S + last - 1 and bursts < 4:
        time.sleep(0.01)
        now = time.monotonic()
        if now - last > 0.1:  # stopped, then continued
            burn_in_kernel(KERNEL_S)
            bursts += 1
            now = time.monotonic()
        last = now
    os._exit(0)


LIBC.prctl(15, b"burner19e", 0, 0, 0)  # PR_SET_NAME
if how == "self-stopped":
    helper = os.fork()
    if helper == 0:
        LIBC.prctl(15, b"hider19e", 0, 0, 0)
        bursts = 0
        while bursts < 2:
            stopped_at = time.monotonic()
            os.kill(os.getpid(), signal.SIGSTOP)
            if time.monotonic() - stopped_at > 0.3:  # the worker's stop_all stopped the main process
                deadline = time.monotonic() + KERNEL_S
                while time.monotonic() < deadline:
                    pass
                bursts += 1
        os._exit(0)
    print(json.dumps({"pid": os.getpid(), "how": how}), flush=True)
    deadline = time.monotonic() + LIFE_S
    while time.monotonic() < deadline:
        time.sleep(0.05)
        os.kill(helper, signal.SIGCONT)
    sys.exit(0)
if how == "large":
    ready_r, ready_w = os.pipe()
    if os.fork() == 0:
        LIBC.prctl(15, b"oom-pick", 0, 0, 0)
        held = mmap.mmap(-1, int(sys.argv[2]) << 20)
        for offset in range(0, len(held), mmap.PAGESIZE):
            held[offset] = 1
        os.write(ready_w, b"x")
        time.sleep(LIFE_S)
        os._exit(0)
    os.read(ready_r, 1)
    print(json.dumps({"pid": os.getpid(), "how": how, "mib": int(sys.argv[2])}), flush=True)
    time.sleep(LIFE_S)
    sys.exit(0)
threading.Thread(target=burner, daemon=True).start()
print(json.dumps({"pid": os.getpid(), "how": how}), flush=True)
if how == "zombie-leader":
    LIBC.syscall(SYS_EXIT, 0)  # this thread only: the leader becomes a zombie, the burner runs on
time.sleep(LIFE_S)
