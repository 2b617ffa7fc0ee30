"""Round 25c's stand-in for a pass's child, run confined by ``window25c`` (the real ``Sandbox``, this script in place of
the serve loop) with its channel on stdin and stdout. It maps the trusted side's inputs file as the child's
``prepare`` does (``shared_inputs.map_inputs``) and answers a trial as ``CompiledSide.trial`` does (the call timed by
its own clock, ``memory_orders``, ``trial_digests``, the output-input aliases by storage address as
``CompiledSide.aliases`` finds them), then ``describe`` with what its outputs hold *now*: their digests again in the
trial's seed (what every audited chunk would be checked against: ``fingerprint.same_bytes``).

The graph is ``in_0.clone()`` (mode ``*_pair``: ``(in_0.view(-1), in_0.clone())``, whose first output is an input's
view in eager too). How the call answers (``mode``):

- ``honest``: ``torch.clone`` in the call (what the reference child's eager call does);
- ``mapped``: round 25a's clone liar: the output is a view of a second mapping of the inputs file over ``in_0``'s bytes
  (no copy, ever: the trusted side's write in the hold wrote it); nothing after the span;
- ``window``: as ``mapped`` in the call; then, right after its answer is sent (outside the span, before the trusted side
  holds it again for the decoy), the output's bytes are copied into a private buffer kept from trial to trial, which
  becomes the trial's output for ``describe`` and the audits;
- ``window_thread``: as ``window``, the copy made by a second thread started as the answer goes out (the main thread
  writes it): it runs on while the main thread stops with its write, until the stop reaches it;
- ``honest_pair`` / ``mapped_pair``: the pair graph, honest or with the clone as the mapped view (its aliases as found:
  output 0 is ``in_0``'s view, so ``in_0`` is kept out of the decoy).

``python -c CODE SPILL DEVICE``."""

import mmap
import os
import sys
import threading
import time
from pathlib import Path

import torch

from pytest_passnet.fingerprint import Staging, memory_orders, trial_digests
from pytest_passnet.sandbox.channel import Channel
from pytest_passnet.sandbox.child.watch import output_input_aliases
from pytest_passnet.sandbox.shared_inputs import map_inputs

SPILL = Path(sys.argv[1])


def second_mapping(file_name: str, tensor: torch.Tensor, offset: int) -> torch.Tensor:
    """``tensor``'s values (at ``offset`` in the inputs file) as a view of a second mapping of the file: another
    address, so no storage is shared with the input (``output_input_aliases`` sees none)."""
    size = offset + tensor.numel() * tensor.element_size()
    fd = os.open(SPILL / file_name, os.O_RDWR)
    try:
        second = mmap.mmap(fd, size, mmap.MAP_SHARED, mmap.PROT_READ | mmap.PROT_WRITE)
    finally:
        os.close(fd)
    return torch.frombuffer(second, dtype=tensor.dtype, count=tensor.numel(), offset=offset).view(tensor.shape)


class Side:
    def __init__(self, request: dict):
        self.inputs = map_inputs(SPILL, request)
        self.offsets = [slot["offset"] for slot in request["layout"]]
        self.file = request["file"]
        self.mode = "honest"
        self.mapped = self.kept = None
        self.staging = Staging()
        self.outputs = self.seed = self.orders = None
        self.copy_ms = None
        self.copier: threading.Thread | None = None

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        first = self.inputs["in_0"]
        if mode.startswith(("mapped", "window")):
            self.mapped = second_mapping(self.file, first, self.offsets[0])
        if mode.startswith("window"):
            self.kept = torch.zeros_like(first)  # faulted in once: the copy outside the span costs no page faults

    def call(self):
        x = self.inputs["in_0"]
        clone = x.clone() if self.mapped is None else self.mapped
        return (x.view(-1), clone) if self.mode.endswith("_pair") else (clone,)

    def trial(self, seed: int) -> dict:
        started = time.perf_counter()
        outputs = self.call()
        e2e_ms = (time.perf_counter() - started) * 1000
        self.outputs, self.seed = outputs, seed
        self.orders = memory_orders(outputs)
        return {"e2e_ms": e2e_ms, "digests": trial_digests(outputs, self.orders, seed, self.staging),
                "orders": self.orders, "aliases": output_input_aliases(tuple(self.inputs.values()), outputs)}

    def before_answer(self) -> None:
        """``window_thread``: the copy started on a second thread as the answer goes out."""
        if self.mode == "window_thread":
            self.copier = threading.Thread(target=self.copy)
            self.copier.start()

    def after_answer(self) -> None:
        """Outside the span: ``window`` keeps the output's bytes before the trusted side holds it for the decoy."""
        if self.mode == "window":
            self.copy()
        elif self.copier is not None:
            self.copier.join()
            self.copier = None

    def copy(self) -> None:
        started = time.perf_counter()
        self.kept.copy_(self.mapped)
        self.copy_ms = (time.perf_counter() - started) * 1000
        self.outputs = tuple(self.kept if o is self.mapped else o for o in self.outputs)

    def describe(self) -> dict:
        return {"rehash": trial_digests(self.outputs, self.orders, self.seed, self.staging), "copy_ms": self.copy_ms}


def main() -> None:
    torch.set_num_threads(1)
    read_fd, write_fd = os.dup(0), os.dup(1)
    channel = Channel(read_fd, write_fd, SPILL, role="child")
    os.dup2(2, 1)
    side = None
    channel.send({"ready": True})
    while True:
        request = channel.receive()
        command = request["command"]
        reply: dict = {}
        if command == "map":
            side = Side(request)
        elif command == "mode":
            side.set_mode(request["mode"])
        elif command == "trial":
            reply = side.trial(request["seed"])
            side.before_answer()
        elif command == "describe":
            reply = side.describe()
        channel.send(reply)
        if command == "trial":
            side.after_answer()


main()
