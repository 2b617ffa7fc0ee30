"""An honest child with many threads: ``threads16a.py COUNT`` starts COUNT threads that wait on an event (a
thread pool between tasks: torch's intra-op pool has one per core, Inductor's compile workers as many again),
prints ``ready`` and waits. On SIGSTOP each waiting thread is woken to stop itself, on a CPU: on a busy host
some do so after the watch's first CPU reading, 10 ms after its stop."""

import sys
import threading

idle = threading.Event()
for _ in range(int(sys.argv[1])):
    threading.Thread(target=idle.wait, daemon=True).start()
print("ready", flush=True)
sys.stdin.readline()
