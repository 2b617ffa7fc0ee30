"""Run confined (``standin15a.py``): ``fill15a.py INDEX RATE CAP``. One process holds files the host's table counts
(a file of the scratch opened, mapped one page, its descriptor closed: round 13a's ``mapped``), RATE more
a second, until it holds CAP. It never releases any and never continues itself: an honest filler of the
kind the watch was made for. Two of them on two workers (the same pass on two samples under ``-n 2``)
are the attack: while one stands stopped in its watch's window, the other fills, so the host's count
"moved" and the watch calls the files another process's.

``fill15a.py INDEX RATE CAP TURN``: first takes the host's turn file TURN (opened read-only, ``flock``), as
a child that reaches it can (process mode without Landlock): its watch then waits for the turn for as long
as the child lives.

Prints ``{"held": n}`` about every 50 ms and ``{"done": ...}`` once it holds CAP, then waits for a line."""

import ctypes
import fcntl
import json
import os
import sys
import time

rate, cap = int(sys.argv[2]), int(sys.argv[3])
PAGE = os.sysconf("SC_PAGE_SIZE")
libc = ctypes.CDLL(None, use_errno=True)
libc.mmap.restype = ctypes.c_void_p
libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
PROT_READ, MAP_PRIVATE = 1, 2
if len(sys.argv) > 4:
    try:
        turn = os.open(sys.argv[4], os.O_RDONLY)
        fcntl.flock(turn, fcntl.LOCK_EX)
    except OSError:
        pass  # not this child's to open (a uid of its own since round 15a's fix): it fills all the same
with open("held.bin", "wb") as page:
    page.write(b"\0" * PAGE)

held = 0
started = last_said = time.monotonic()
while held < cap:
    due = min(cap, int((time.monotonic() - started) * rate))  # after a stop it catches up at once
    for _ in range(due - held):
        fd = os.open("held.bin", os.O_RDONLY)
        libc.mmap(None, PAGE, PROT_READ, MAP_PRIVATE, fd, 0)
        os.close(fd)
    held = max(held, due)
    if time.monotonic() - last_said > 0.05:
        print(json.dumps({"held": held, "at": round(time.monotonic() - started, 3)}), flush=True)
        last_said = time.monotonic()
    time.sleep(0.01)
print(json.dumps({"done": True, "held": held, "at": round(time.monotonic() - started, 3)}), flush=True)
sys.stdin.readline()
