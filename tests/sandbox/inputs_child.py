"""A stand-in for the sandboxed child, run confined (``held_inputs_run``: the real ``Sandbox``, its script in place
of the serve loop) with its channel on stdin and stdout: it maps the trusted side's inputs file as the child's
``prepare`` will (``shared_inputs.map_inputs``), tells what it reads there, writes its inputs in place as a graph
may, and does on request what a pass's child could do to the file, or runs the code it is sent (what a pass's
processes could do to their stop). ``python -c CODE SPILL DEVICE``."""

import os
import sys
import threading
from pathlib import Path

import torch

from pytest_passnet.sandbox.channel import Channel
from pytest_passnet.sandbox.shared_inputs import map_inputs

SPILL = Path(sys.argv[1])


def written(tensor: torch.Tensor) -> None:
    """``tensor`` written in place, as a graph that writes its input could (not an expanded one: torch refuses)."""
    if tensor.numel() and 0 not in tensor.stride():
        tensor.logical_not_() if tensor.dtype == torch.bool else tensor.add_(1)


def main() -> None:
    channel = Channel(os.dup(0), os.dup(1), SPILL, role="child")
    os.dup2(2, 1)
    inputs: dict[str, torch.Tensor] = {}
    name = None
    channel.send({"ready": True})
    while True:
        request = channel.receive()
        command = request["command"]
        reply: dict = {}
        if command == "map":
            name = request["file"]
            inputs = map_inputs(SPILL, request)
            reply = {"storages": len({t.untyped_storage().data_ptr() for t in inputs.values() if t.numel()})}
        elif command == "read":
            reply = {"inputs": {k: t.clone() for k, t in inputs.items()},
                     "data_ptrs": {k: t.data_ptr() for k, t in inputs.items()},
                     "strides": {k: list(t.stride()) for k, t in inputs.items()}}
            for tensor in inputs.values():
                written(tensor)
        elif command == "truncate":
            os.truncate(SPILL / name, 0)
            reply = {"size": os.stat(SPILL / name).st_size}
        elif command == "size":
            reply = {"size": os.stat(SPILL / name).st_size}
        elif command == "fill":  # the folder's room taken (bounded folders: the scratch and the spill share it)
            filled = 0
            with open(Path(os.environ["TMPDIR"]) / "fill", "wb") as fill:
                try:
                    while True:
                        fill.write(b"\0" * (1 << 20))
                        fill.flush()
                        filled += 1 << 20
                except OSError as exc:
                    reply = {"filled": filled, "error": exc.strerror}
        elif command == "replace":  # another file of the child's own under the trusted side's name
            try:
                os.unlink(SPILL / name)
                (SPILL / name).write_bytes(b"the child's own")
                reply = {"replaced": True}
            except OSError as exc:
                reply = {"replaced": False, "error": exc.strerror}
        elif command == "own":
            reply = {"bytes": (SPILL / name).read_bytes()[:32].decode(errors="replace")}
        elif command == "run":  # what a pass's process could do beside its call: code that runs on in a thread
            threading.Thread(target=exec, args=(request["code"], {}), daemon=True).start()
        channel.send(reply)


main()
