"""Run confined (``standin15a.py``): ``mem15a.py INDEX MiB``. Child 0 is the attack: it holds MiB of the
host's memory in a memfd written with ``write`` (never mapped): shared memory of the kernel's own tmpfs, in
no process's resident set, and not in the child's bounded folders (``folders.make``: a tmpfs of 2 GiB plus
spill room, as root), so neither the OOM killer's score nor any bound sees it. Child 1 stands in for an honest
neighbour (the reference child holding eager's tensors, another worker's child): MiB/2 of ordinary memory.
Both confined alike (``oom_score_adj`` 1000). Prints ``{"held": MiB, "done": true}`` and waits for a line."""

import json
import os
import sys

index, mib = int(sys.argv[1]), int(sys.argv[2])
CHUNK = b"\1" * (1 << 20)
if index == 0:
    held = os.memfd_create("passnet-r15a")
    for _ in range(mib):
        os.write(held, CHUNK)
else:
    held = bytearray(CHUNK * (mib // 2))  # touched: resident
print(json.dumps({"held": mib if index == 0 else mib // 2, "done": True, "at": 0}), flush=True)
sys.stdin.readline()
