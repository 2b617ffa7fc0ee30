"""Run confined (``standin12a.py kill SECONDS enfile.py PROCESSES``): the system's file table
(``fs.file-max``) filled by the child's PROCESSES processes, each opening ``/dev/null`` up to its own
``RLIMIT_NOFILE`` (8192): every process of the host without ``CAP_SYS_ADMIN`` then gets ``ENFILE`` at
its next open, the reference child that loads the sample's model included (the trusted process, as
root, does not). Prints one JSON line when they hold their files; then waits."""

import errno
import json
import os
import sys
import time

processes = int(sys.argv[1])
ready_r, ready_w = os.pipe()


def hold() -> None:
    kept, why = [], "EMFILE"
    while True:
        try:
            kept.append(os.open("/dev/null", os.O_RDONLY))
        except OSError as exc:
            why = errno.errorcode.get(exc.errno, str(exc.errno))
            break
    os.write(ready_w, f"{len(kept)} {why}\n".encode())
    while kept:
        time.sleep(60)


started = time.monotonic()
for _ in range(processes):
    if os.fork() == 0:
        hold()
        os._exit(0)
reports = b""
while reports.count(b"\n") < processes:
    reports += os.read(ready_r, 1 << 16)
held = [line.split() for line in reports.decode().splitlines()]
print(json.dumps({"processes": processes, "files_held": sum(int(n) for n, _ in held),
                  "stopped_by": sorted({why for _, why in held}), "made_s": round(time.monotonic() - started, 2)}),
      flush=True)
sys.stdin.readline()
