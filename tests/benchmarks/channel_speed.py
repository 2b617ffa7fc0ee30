"""How long one big tensor takes to cross the sandbox channel (the guard's and the judge's
outputs travel this way): a sender thread and a receiver thread over a real pipe pair and a
spill directory in /dev/shm, on the GPU when there is one (device to device, as a child's output
reaches the trusted side). The first message pays for fresh pages; the later ones show the
steady state a variant's second and later messages see.

    python tests/benchmarks/channel_speed.py [MEGABYTES]
"""

from __future__ import annotations

import os
import sys
import tempfile
import threading
import time
from pathlib import Path

import torch

from pytest_passnet.sandbox.channel import Channel


def main() -> None:
    megabytes = int(sys.argv[1]) if len(sys.argv) > 1 else 512
    device = "cuda" if torch.cuda.is_available() else "cpu"
    spill = Path(tempfile.mkdtemp(dir="/dev/shm" if os.path.isdir("/dev/shm") else None))
    a_read, b_write = os.pipe()
    b_read, a_write = os.pipe()
    sender = Channel(a_read, a_write, spill, role="child", device=device)
    receiver = Channel(b_read, b_write, spill, role="trusted", device=device)
    tensor = torch.randn(megabytes << 18, device=device)
    for attempt in range(4):
        started = time.perf_counter()
        thread = threading.Thread(target=sender.send, args=({"outputs": (tensor,)},))
        thread.start()
        got = receiver.receive()["outputs"][0]
        thread.join()
        if device == "cuda":
            torch.cuda.synchronize()
        seconds = time.perf_counter() - started
        assert torch.equal(got, tensor)
        print(f"{megabytes} MB {device} -> {device}, message {attempt + 1}: {seconds:.3f} s ({megabytes / 1024 / seconds:.1f} GB/s)")
    sender.close_spill_files()


if __name__ == "__main__":
    main()
