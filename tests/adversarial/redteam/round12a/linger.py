"""Run confined (``standin12a.py kill SECONDS linger.py PROCESSES MAPPINGS FILES``): PROCESSES processes,
each with MAPPINGS one-page mappings of alternating protection (a mapping each: the kernel's
``vm.max_map_count`` is 65,530) and FILES descriptors of its own open files (``RLIMIT_NOFILE`` 8192).
A process SIGKILLed tears its mappings down before it closes its files (``do_exit``: ``exit_mm``, then
``exit_files``): what the child holds outlives the trusted side's ``Sandbox.kill``, which returns once
the outer process is reaped. Prints one JSON line when all are ready; then waits."""

import ctypes
import json
import mmap
import os
import sys
import time

processes, mappings, files = (int(arg) for arg in sys.argv[1:4])
ready_r, ready_w = os.pipe()
libc = ctypes.CDLL(None)


def hold() -> None:
    kept = [os.open("/dev/null", os.O_RDONLY) for _ in range(files)]
    area = mmap.mmap(-1, mappings * mmap.PAGESIZE, prot=mmap.PROT_READ | mmap.PROT_WRITE)
    base = ctypes.addressof(ctypes.c_char.from_buffer(area))
    for page in range(0, mappings, 2):  # every other page read-only: one mapping per page
        libc.mprotect(ctypes.c_void_p(base + page * mmap.PAGESIZE), mmap.PAGESIZE, mmap.PROT_READ)
    os.write(ready_w, b"x")
    while kept:
        time.sleep(60)


started = time.monotonic()
for _ in range(processes):
    if os.fork() == 0:
        hold()
        os._exit(0)
got = 0
while got < processes:
    got += len(os.read(ready_r, processes))
print(json.dumps({"processes": processes, "mappings_each": mappings, "files_each": files,
                  "made_s": round(time.monotonic() - started, 2)}), flush=True)
sys.stdin.readline()
