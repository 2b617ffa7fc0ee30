"""NPROC_SQUEEZE: at import (the child's Load) its own harness's thread pools made first (torch's intra-op pool, the
digests' pool), then threads started until the kernel refuses one and all but a small margin kept, asleep, for the
child's life; then relu in one Triton kernel, honestly. A plain user's child shares the user's uid with every other
child of the run, and each child's RLIMIT_NPROC is 4096 plus the tasks the user ran when *it* started
(``policy.limits``): this child, started after others (every worker's reference child first), holds the user's count
above their limits, so they can start no thread or process while it lives."""

import sys
import time

import torch
from pass_dir.kernels import launch_relu

_threading = sys.modules["threading"]  # the child's own (its static layer refuses the import; the red team's way)
MARGIN = 2  # threads given back for what this child may still start
HOLD_S = 30.0  # the load takes this long: the other worker's children start their threads meanwhile

sys.modules["torch"].relu(torch.empty(1 << 20))  # torch's intra-op pool, made now (PassBench's validator reads names)
_digests = sys.modules["pytest_passnet.fingerprint"]
_pool, _gate = _digests._hashing_threads(), _threading.Event()
_busy = [_pool.submit(_gate.wait) for _ in range(_digests._hashers())]  # the digests' pool, every thread made now
_gate.set()
_margin, _held = _threading.Event(), _threading.Event()
for _ in range(MARGIN):
    _threading.Thread(target=_margin.wait, daemon=True).start()
HELD = 0
while True:
    try:
        _threading.Thread(target=_held.wait, daemon=True).start()
    except RuntimeError:  # "can't start new thread": the user's count is at this child's limit
        break
    HELD += 1
_margin.set()
print(f"squeeze: {HELD} threads held", file=sys.stderr, flush=True)
time.sleep(HOLD_S)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
