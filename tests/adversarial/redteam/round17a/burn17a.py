"""Run confined (``workers17a.py``): the colluding pass's child on worker 2. ``burn17a.py THREADS HOW RISE``.

Reads the host's count of threads (``/proc/loadavg``) every 5 ms; while it stands RISE or more above the
least it saw, THREADS threads burn: ``cpu`` hashes a MiB at a time, ``memory`` copies 64 MiB buffers (memory
bandwidth, which no CPU share divides). Both release the GIL. Its worker's trusted side is waiting for the
device's turn meanwhile (``device_lock``), so nothing of its own is timed: only the other worker's eager."""

import hashlib
import json
import sys
import threading
import time

import numpy

threads, how, rise = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
burning = threading.Event()


def burn(ready: threading.Barrier) -> None:
    block = bytes(1 << 20)
    source, target = (numpy.ones(8 << 20), numpy.ones(8 << 20)) if how == "memory" else (None, None)
    ready.wait()
    while True:
        burning.wait()
        if how == "cpu":
            hashlib.sha256(block).digest()
        else:
            numpy.copyto(target, source)


def host_threads() -> int:
    with open("/proc/loadavg") as loadavg:
        return int(loadavg.read().split()[3].split("/")[1])


started = threading.Barrier(threads + 1)
for _ in range(threads):
    threading.Thread(target=burn, args=(started,), daemon=True).start()
started.wait()
least = host_threads()
print(json.dumps({"ready": True}), flush=True)
while True:
    now = host_threads()
    least = min(least, now)
    (burning.set if now - least >= rise else burning.clear)()
    time.sleep(0.005)
