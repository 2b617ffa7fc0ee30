"""Run confined (``standin19f.py``): a pass's child of round 19f. ``child19f.py HOW``:

- ``burner``: the main thread sleeps in 10 ms steps; when a step took more than 0.1 s (it stood stopped and has been
  continued) it burns ``BURN_S`` of CPU in user code, twice at most. Named ``burner19f``;
- ``exiting MAPS``: a forked helper (``exiting19f``) holds an unlinked file of ``TMPFS_MIB`` MiB (1.5 GiB) in its folder (a
  tmpfs where the trusted side is root: ``folders.make``), written with ``write``, never mapped: memory that is not in
  its resident set; and maps one ``MAP_MIB`` MiB file of that folder ``MAPS`` times, reading every page of each
  mapping: ``MAPS`` × ``MAP_MIB`` MiB resident (``/proc/<pid>/statm``) for ``MAP_MIB`` MiB of memory. When one of its
  10 ms steps took more than 0.1 s (it stood stopped and has been continued) it sends itself SIGKILL: its exit, in
  the kernel, frees the tmpfs file (the last descriptor closes). ``MAPS`` = 1 is the control.

Prints one JSON line once it runs."""

import ctypes
import json
import mmap
import os
import signal
import sys
import time

how = sys.argv[1]
LIBC = ctypes.CDLL(None, use_errno=True)
BURN_S = 0.4
LIFE_S = 30  # a leftover ends by itself
TMPFS_MIB = 1536  # the folders are one 2 GiB tmpfs (folders.SCRATCH_BYTES)
MAP_MIB = 64


def continued_steps():
    """Yields once per step that took more than 0.1 s (stopped, then continued)."""
    last, deadline = time.monotonic(), time.monotonic() + LIFE_S
    while time.monotonic() < deadline:
        time.sleep(0.01)
        now = time.monotonic()
        if now - last > 0.1:
            yield
            now = time.monotonic()
        last = now


if how == "burner":
    LIBC.prctl(15, b"burner19f", 0, 0, 0)  # PR_SET_NAME
    print(json.dumps({"pid": os.getpid(), "how": how}), flush=True)
    bursts = 0
    for _ in continued_steps():
        deadline = time.monotonic() + BURN_S
        while time.monotonic() < deadline:
            pass
        bursts += 1
        if bursts == 2:
            break
    time.sleep(LIFE_S)
    sys.exit(0)

maps = int(sys.argv[2])
ready_r, ready_w = os.pipe()
if os.fork() == 0:
    LIBC.prctl(15, b"exiting19f", 0, 0, 0)
    held = os.open("held19f", os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o600)
    os.unlink("held19f")
    chunk = b"\1" * (8 << 20)
    for _ in range(TMPFS_MIB // 8):
        os.write(held, chunk)
    shown = os.open("shown19f", os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o600)
    for _ in range(MAP_MIB // 8):
        os.write(shown, chunk)
    views = []
    for _ in range(maps):
        view = mmap.mmap(shown, MAP_MIB << 20, flags=mmap.MAP_SHARED, prot=mmap.PROT_READ)
        for offset in range(0, len(view), mmap.PAGESIZE):
            view[offset]
        views.append(view)
    os.write(ready_w, b"x")
    for _ in continued_steps():
        os.kill(os.getpid(), signal.SIGKILL)
    os._exit(0)
os.read(ready_r, 1)
print(json.dumps({"pid": os.getpid(), "how": how, "maps": maps}), flush=True)
time.sleep(LIFE_S)
sys.exit(0)
