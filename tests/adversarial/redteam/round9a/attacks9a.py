"""Round 9a's mechanisms against the real components, without a plugin run (see README.md)."""

from __future__ import annotations

import json
import os
import struct
import threading
import time
from pathlib import Path

from pytest_passnet.sandbox import channel, process
from tests.adversarial.redteam import records

HERE = Path(__file__).parent


# -- a reply header whose sizes are huge integers --------------------------------------------------

def big_int_header(header_bytes: int = process.REPLY_HEADER_BYTES) -> bytes:
    """A reply header within ``REPLY_HEADER_BYTES``: one tensor whose shape is as many 4,299-digit
    integers as fit (Python's int parsing stops at 4,300 digits); ``_checked_size`` multiplies them
    all before it compares the product with the announced byte count."""
    digit = "9" * 4299
    dims = (header_bytes - 200) // (len(digit) + 2)
    header = json.dumps({"body": {}, "tensors": [{"dtype": "torch.float32", "shape": [int(digit)] * dims,
                                                   "bytes": 4}]}).encode()
    assert len(header) <= header_bytes
    return header


def receive_seconds(header: bytes, timeout: float = 5.0) -> tuple[float, str]:
    """How long the trusted side's ``Channel.receive`` (as ``Sandbox`` makes it) takes over ``header``
    sent whole, and what it raised."""
    from_child_r, from_child_w = os.pipe()
    to_child_r, to_child_w = os.pipe()
    trusted = channel.Channel(from_child_r, to_child_w, None, role="trusted", max_header=process.REPLY_HEADER_BYTES)
    message = struct.pack("<Q", len(header)) + header

    def send():
        os.write(from_child_w, message)  # blocks until the trusted side has read it all

    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    started = time.perf_counter()
    try:
        trusted.receive(timeout, 1 << 30)
        outcome = "accepted"
    except Exception as exc:  # noqa: BLE001 - what it raised is the result
        outcome = f"{type(exc).__name__}: {str(exc)[:120]}"
    elapsed = time.perf_counter() - started
    for fd in (from_child_r, from_child_w, to_child_r, to_child_w):
        os.close(fd)
    return elapsed, outcome


# -- the plugin run -----------------------------------------------------------------------------

RUN_ORDER = ("control_before", "storm_relu", "control_after")


def _storm_sample(root: Path, name: str) -> Path:
    from tests.adversarial.redteam.round6a import attacks6

    sample = attacks6.relu_sample(root, name, "honest_relu")
    if name == "storm_relu":
        (pass_file,) = [f for f in (sample / "pass_dir").glob("*.py") if "def replacement_func" in f.read_text()]
        pass_file.write_text((HERE / "passes" / "storm_relu.py").read_text())
        (sample / "pass_dir" / "storm.py").write_text((HERE / "timers.py").read_text())
    return sample


def run(trials: int = 20) -> dict:
    """One plugin run (default sandbox; the allow-list off in the run's copy of the committed package,
    as rounds 5-7a's) over ``RUN_ORDER``: eager's median beside the storm against the controls'."""
    import tempfile

    from tests.adversarial.redteam.round5 import attacks5

    with tempfile.TemporaryDirectory(prefix="passnet-r9a-") as folder:
        root = Path(folder)
        package, commit = attacks5._package_without_allow_list(root)
        for name in RUN_ORDER:
            _storm_sample(root, name)
        return records.plugin_run(root, package, commit, RUN_ORDER, trials=trials)
