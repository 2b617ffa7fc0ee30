"""``leader17a.py``: a process whose main thread alone exits (``SYS_exit``, not ``exit_group``) while another
thread runs on. Its ``/proc/<pid>/status`` then says ``State: Z (zombie)`` (the leader's state), though a
thread of it still runs: ``procfs.of_uid`` leaves it out as ended. Prints ``{"pid": ...}`` first."""

import ctypes
import json
import os
import threading
import time

SYS_EXIT = {"x86_64": 60, "aarch64": 93}[os.uname().machine]


def run_on() -> None:
    while True:
        time.sleep(0.05)


threading.Thread(target=run_on).start()
print(json.dumps({"pid": os.getpid()}), flush=True)
ctypes.CDLL(None).syscall(SYS_EXIT, 0)  # the leader's thread ends; CDLL calls leave the GIL to the other
