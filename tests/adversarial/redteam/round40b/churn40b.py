"""SCANDIR_LEAK's premise: a real process whose threads start and end all the time (as any child's may: Inductor's
compile, a pass's own threads), walked by the trusted side's ``procfs.children`` as the stop watch and the tree
walks call it; the ``ResourceWarning``s Python raises for scandir iterators left unclosed."""

from __future__ import annotations

import gc
import subprocess
import sys
import time
import warnings

from pytest_passnet.sandbox import procfs

CHURN = """
import threading, time
def short():
    time.sleep(0.0005)
while True:
    threads = [threading.Thread(target=short) for _ in range(50)]
    [t.start() for t in threads]
    [t.join() for t in threads]
"""


def unclosed_iterators(wanted: int = 1000, limit_s: float = 30.0) -> tuple[int, int]:
    """(walks, ResourceWarnings for unclosed scandir iterators) after ``wanted`` walks of a churning process.

    Counted, not timed: a loaded CI worker walked 954 times in 1.5 s, and the premise is the walk count."""
    churn = subprocess.Popen([sys.executable, "-c", CHURN])
    try:
        time.sleep(0.3)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            walks, started = 0, time.monotonic()
            while walks < wanted and time.monotonic() - started < limit_s:
                procfs.children(churn.pid)
                walks += 1
            gc.collect()
        return walks, sum("scandir" in str(w.message) for w in caught)
    finally:
        churn.kill()
        churn.wait()


if __name__ == "__main__":
    print(unclosed_iterators(int(sys.argv[1]) if len(sys.argv) > 1 else 2000))
