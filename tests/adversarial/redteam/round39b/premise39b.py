"""Round 39b's quick premises: crafted replies, written by a real process into a real pipe, read by the trusted
side's own ``Channel`` as ``Sandbox`` makes it (``max_header=REPLY_HEADER_BYTES``, the reply limit's floor) and then
by ``protocol``'s reply checks; the compiled side's claims then go through ``measure``'s trusted clock and
statistics as ``pipeline`` records them.

A reply is ``<8-byte length><JSON header>``; the header is written here as raw text, so that it may hold what a
Python writer never makes (``NaN``, ``1e999``, integers of thousands of digits, nesting of any depth).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time

from pytest_passnet.sandbox.channel import Channel
from pytest_passnet.sandbox.process import _REPLY_BYTES_FLOOR, REPLY_HEADER_BYTES

# Writes the file named by argv[1] (a whole message) to fd 1, as a hostile child writes its reply pipe.
_WRITER = "import sys, os\ndata = open(sys.argv[1], 'rb').read()\nview = memoryview(data)\n" \
          "while view:\n    view = view[os.write(1, view):]\n"


def message(header_text: str) -> bytes:
    """A reply on the wire: the length, then the header (no tensors)."""
    header = header_text.encode()
    return len(header).to_bytes(8, "little") + header


def body(body_text: str) -> str:
    """A header without tensors whose body is ``body_text`` (raw JSON text)."""
    return '{"body": ' + body_text + ', "tensors": []}'


def received(wire: bytes, timeout: float = 10.0):
    """What the trusted side's ``Channel.receive`` makes of ``wire`` written by another process: (the decoded
    message or the exception it raised, seconds the receive took)."""
    with tempfile.NamedTemporaryFile(delete=False) as file:
        file.write(wire)
    read_fd, write_fd = os.pipe()
    spare_r, spare_w = os.pipe()  # the channel's write end (nothing is sent here)
    writer = subprocess.Popen([sys.executable, "-c", _WRITER, file.name], stdout=write_fd)
    os.close(write_fd)
    channel = Channel(read_fd, spare_w, None, role="trusted", max_header=REPLY_HEADER_BYTES)
    started = time.perf_counter()
    try:
        outcome = channel.receive(timeout, _REPLY_BYTES_FLOOR)
    except Exception as exc:  # noqa: BLE001 - the premise reports what the trusted side raised
        outcome = exc
    seconds = time.perf_counter() - started
    writer.kill()
    writer.wait()
    for fd in (read_fd, spare_r, spare_w):
        os.close(fd)
    os.unlink(file.name)
    return outcome, seconds


def nested(depth: int) -> str:
    """A JSON list ``depth`` deep."""
    return "[" * depth + "]" * depth


def trial_done(e2e_text: str) -> str:
    """A TrialDone body of one output-free trial (a graph of scalar outputs needs no digests) claiming ``e2e_text``."""
    return body('{"e2e_ms": ' + e2e_text + ', "gpu_ms": null, "digests": [null], "orders": [null], "aliases": []}')


def strict_json(value) -> str:
    """``value`` as standard JSON (RFC 8259 has no NaN or Infinity: browsers, jq, serde, Go refuse them)."""
    return json.dumps(value, allow_nan=False)
