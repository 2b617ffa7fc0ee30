"""Run confined (``standin20c.py``): a pass's child of round 20c. ``child20c.py HOW``:

- ``honest MIB``: an honest child: the main process sleeps, and a forked helper (``helper20c``) holds ``MIB`` MiB of
  anonymous memory (written) and sleeps. It opens no file;
- ``walker SHARED_MIB ZERO_GIB``: a forked helper (``walker20c``) maps ``SHARED_MIB`` MiB of shared memory (written:
  its file and shared-memory pages are over the 128 MiB past which the exit allowance walks them) and ``ZERO_GIB``
  GiB of private read-only anonymous memory, populated with ``MADV_POPULATE_READ``: every page of it the zero page,
  which no resident count shows, each with its page-table entry (``VmPTE``: 2 MiB per GiB mapped).

Prints one JSON line once it runs."""

import ctypes
import json
import mmap
import os
import sys
import time

how = sys.argv[1]
LIBC = ctypes.CDLL(None, use_errno=True)
LIBC.mmap.restype = ctypes.c_void_p
LIBC.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
LIBC.madvise.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
LIFE_S = 30  # a leftover ends by itself
PROT_READ, MAP_PRIVATE, MAP_ANONYMOUS, MAP_NORESERVE = 1, 0x02, 0x20, 0x4000
MADV_NOHUGEPAGE, MADV_POPULATE_READ = 15, 22


def zero_pages(gib: int) -> None:
    """``gib`` GiB mapped to the zero page: no resident page, a page-table entry each."""
    size = gib << 30
    address = LIBC.mmap(None, size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
    if address in (None, ctypes.c_void_p(-1).value):
        raise OSError(ctypes.get_errno(), "mmap")
    LIBC.madvise(address, size, MADV_NOHUGEPAGE)  # one huge zero page per 2 MiB would need no page table
    if LIBC.madvise(address, size, MADV_POPULATE_READ):
        raise OSError(ctypes.get_errno(), "MADV_POPULATE_READ")


ready_r, ready_w = os.pipe()
if os.fork() == 0:
    LIBC.prctl(15, b"helper20c" if how == "honest" else b"walker20c", 0, 0, 0)  # PR_SET_NAME
    if how == "honest":
        held = bytearray(int(sys.argv[2]) << 20)
        for offset in range(0, len(held), mmap.PAGESIZE):
            held[offset] = 1
    else:
        shared = mmap.mmap(-1, int(sys.argv[2]) << 20)
        for offset in range(0, len(shared), mmap.PAGESIZE):
            shared[offset] = 1
        zero_pages(int(sys.argv[3]))
    os.write(ready_w, b"x")
    time.sleep(LIFE_S)
    os._exit(0)
os.read(ready_r, 1)
print(json.dumps({"pid": os.getpid(), "how": how}), flush=True)
time.sleep(LIFE_S)
sys.exit(0)
