"""Run confined (``workers17a.py``): the colluding pass's child on worker 1. ``signal17a.py THREADS``.

A line ``up`` on stdin starts THREADS threads that only wait (the host's count of threads, the second number
of ``/proc/loadavg``'s fourth field, which every process reads, grows by that much); ``down`` ends them. In the
plugin the pass raises it after answering its last timed trial (it knows their count) and lowers it at its
next request: between the two lies eager's timed block, during which the trusted side holds this child
stopped, and a stopped thread still counts. It uses no CPU while stopped."""

import json
import sys
import threading

count = int(sys.argv[1])
threading.stack_size(64 << 10)
release = threading.Event()
waiting: list[threading.Thread] = []
print(json.dumps({"ready": True}), flush=True)
for line in sys.stdin:
    said = line.strip()
    if said == "up":
        release.clear()
        waiting = [threading.Thread(target=release.wait, daemon=True) for _ in range(count)]
        for thread in waiting:
            thread.start()
    elif said == "down":
        release.set()
        for thread in waiting:
            thread.join()
    print(json.dumps({"said": said}), flush=True)
