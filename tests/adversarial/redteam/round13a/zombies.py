"""Run confined (``standin13a.py kill``), where the child has no PID namespace (a user whose kernel
refuses user namespaces): ``zombies.py CHILDREN MAPPINGS``. A process of the child's forks CHILDREN
small processes, then maps MAPPINGS files (its exit then takes tens of milliseconds longer than
theirs). Killed together, the small ones end first and stay zombies of the dying holder; when it
ends they are reparented to the trusted process (a child subreaper) after ``Sandbox.kill`` listed
its strays. Prints one JSON line when ready and waits."""

import ctypes
import json
import os
import sys
import time

children, mappings = int(sys.argv[1]), int(sys.argv[2])
libc = ctypes.CDLL(None)
libc.mmap.restype = ctypes.c_void_p
libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
with open("held.bin", "wb") as page:
    page.write(bytes(4096))
ready_r, ready_w = os.pipe()
if os.fork() == 0:
    for _ in range(children):
        if os.fork() == 0:
            os.write(ready_w, b"c")
            time.sleep(600)
            os._exit(0)
    for _ in range(mappings):
        fd = os.open("held.bin", os.O_RDONLY)
        libc.mmap(None, 4096, 1, 2, fd, 0)  # PROT_READ, MAP_PRIVATE
        os.close(fd)
    os.write(ready_w, b"m")
    time.sleep(600)
    os._exit(0)
got = b""
while len(got) < children + 1:
    got += os.read(ready_r, 1 << 16)
print(json.dumps({"held": children, "holder_mapped": mappings}), flush=True)
sys.stdin.readline()
