"""Run confined (round 10a's ``standin.py``, process mode): can the pass's child reach the trusted side's turn
file (its first argument: ``/tmp/passnet-file-table-<uid>.lock``), which its workers' file-table watches lock before they stop a child? It
opens it read-only (``flock`` needs nothing more) and tries to make a FIFO beside it (the name a watch opens
would then wait for a writer). Prints what each got, as JSON."""

import json
import os
import sys

TURN = sys.argv[1]
found = {}
try:
    os.close(os.open(TURN, os.O_RDONLY | os.O_NOFOLLOW))
    found["open"] = "opened"
except OSError as exc:
    found["open"] = exc.strerror
probe = f"/tmp/passnet-r15a-fifo-{os.getpid()}-{os.urandom(4).hex()}"
try:
    os.mkfifo(probe)
    os.unlink(probe)
    found["mkfifo"] = "made"
except OSError as exc:
    found["mkfifo"] = exc.strerror
print(json.dumps(found))
