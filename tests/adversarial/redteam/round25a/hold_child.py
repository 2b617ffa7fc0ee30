"""Round 25a's stand-in for a pass's child, run confined by ``hold25a`` (the real ``Sandbox``, this script in place of
the serve loop) with its channel on stdin and stdout. It maps the trusted side's inputs file as the child's
``prepare`` does (``shared_inputs.map_inputs``) and answers:

- ``map``: the inputs mapped (the layout as the trusted side sent it);
- ``trial``: the sum of its first input's first 4096 elements (what it read this trial) and ``work_ms`` of CPU;
- ``probe``: what this process may do to the request pipe it reads (reopen it for writing through
  ``/proc/self/fd``, change its size with ``F_SETPIPE_SZ``) and to its inputs file (open it by name read/write);
- ``stall``: the request pipe filled from its own side (``/proc/self/fd`` reopened for writing), before a later
  trial's answer:
  the trusted side's next request, which a ``Hold`` sends while every process of this child stands stopped,
  finds no room;
- ``stale``: the input mapping replaced in place (``MAP_FIXED``) by private memory holding what it holds now: the
  trusted side's later writes no longer reach the tensors' memory (a child that keeps a trial's inputs);
- ``punch``: after each later answer the inputs file's blocks given back (``fallocate`` PUNCH_HOLE): the trusted
  side's next write allocates them again inside its hold, and the child's first reads fault them in.

- ``cat``: the call of a graph returning ``torch.cat([in_0, in_1])`` (dim 0), then its digests as a trial's span holds
  them (``fingerprint.memory_orders``, ``trial_digests``); ``mode`` ``honest`` computes ``torch.cat`` (what the
  reference child's eager call does), ``mapped`` returns a view of a second mapping of the inputs file over both
  inputs' bytes: the trusted side's layout (``shared_inputs.layout_of``: one input after another, at 64-byte
  offsets) is that concatenation already, so the trusted side's write in the hold, outside the span, wrote the output.

``python -c CODE SPILL DEVICE``."""

import ctypes
import hashlib
import fcntl
import mmap
import os
import sys
import time
from pathlib import Path

import torch

from pytest_passnet.sandbox.channel import Channel
from pytest_passnet.sandbox.shared_inputs import map_inputs

SPILL = Path(sys.argv[1])
_F_SETPIPE_SZ, _F_GETPIPE_SZ = 1031, 1032
_FALLOC_FL_KEEP_SIZE, _FALLOC_FL_PUNCH_HOLE = 1, 2
_MAP_FIXED = 0x10
_libc = ctypes.CDLL(None, use_errno=True)
_libc.mmap.restype = ctypes.c_void_p
_libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
_libc.fallocate.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_long, ctypes.c_long]


def work(inputs: dict, ms: float) -> float:
    """What the trial read (its first input's first elements), and ``ms`` of this thread's CPU."""
    x = next(iter(inputs.values()))
    seen = float(x.reshape(-1)[:4096].double().sum())
    until = time.thread_time() + ms / 1000
    while time.thread_time() < until:
        pass
    return seen


def probe(read_fd: int, file_name: str) -> dict:
    """What this child may do to its request pipe and its inputs file."""
    seen: dict = {}
    try:
        writer = os.open(f"/proc/self/fd/{read_fd}", os.O_WRONLY | os.O_NONBLOCK)
        seen["reopen_for_writing"] = "ok"
        os.close(writer)
    except OSError as exc:
        seen["reopen_for_writing"] = f"{exc.strerror} (errno {exc.errno})"
    try:
        seen["pipe_size"] = fcntl.fcntl(read_fd, _F_GETPIPE_SZ)
        seen["setpipe_4096"] = fcntl.fcntl(read_fd, _F_SETPIPE_SZ, 4096)
        fcntl.fcntl(read_fd, _F_SETPIPE_SZ, seen["pipe_size"])
    except OSError as exc:
        seen["setpipe_4096"] = f"{exc.strerror} (errno {exc.errno})"
    try:
        fd = os.open(SPILL / file_name, os.O_RDWR)
        seen["inputs_file_rw"] = "ok"
        os.close(fd)
    except OSError as exc:
        seen["inputs_file_rw"] = f"{exc.strerror} (errno {exc.errno})"
    return seen


def fill_own_pipe(read_fd: int) -> int | str:
    """The request pipe filled through a write end of this process's own (bytes written), or why it could not be."""
    try:
        writer = os.open(f"/proc/self/fd/{read_fd}", os.O_WRONLY | os.O_NONBLOCK)
    except OSError as exc:
        return f"{exc.strerror} (errno {exc.errno})"
    written = 0
    try:
        while True:
            written += os.write(writer, b"\0" * 4096)
    except BlockingIOError:
        pass
    os.close(writer)  # the pipe keeps its bytes: the trusted side's write end stays open
    return written


def make_stale(inputs: dict) -> int:
    """Each input's pages replaced in place by private memory holding what they hold now (bytes replaced)."""
    replaced = 0
    for tensor in inputs.values():
        if not tensor.numel():
            continue
        start = tensor.data_ptr() & ~(mmap.PAGESIZE - 1)
        end = tensor.data_ptr() + tensor.untyped_storage().nbytes()
        length = -(-(end - start) // mmap.PAGESIZE) * mmap.PAGESIZE
        keep = ctypes.string_at(start, length)
        got = _libc.mmap(start, length, mmap.PROT_READ | mmap.PROT_WRITE, mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS | _MAP_FIXED,
                         -1, 0)
        if got != start:
            raise OSError(ctypes.get_errno(), "mmap MAP_FIXED refused")
        ctypes.memmove(start, keep, length)
        replaced += length
    return replaced


def punch(file_name: str) -> int:
    """The inputs file's blocks given back, its size kept: 0 or the errno."""
    fd = os.open(SPILL / file_name, os.O_RDWR)
    try:
        size = os.fstat(fd).st_size
        if _libc.fallocate(fd, _FALLOC_FL_PUNCH_HOLE | _FALLOC_FL_KEEP_SIZE, 0, size):
            return ctypes.get_errno()
        return 0
    finally:
        os.close(fd)


def mapped_concatenation(file_name: str, inputs: dict) -> torch.Tensor:
    """``torch.cat(list(inputs.values()))``'s values as a view of a second mapping of the inputs file: no copy, ever
    (the output's memory is the file's, at an address no input's storage has: no alias is seen)."""
    first, *rest = inputs.values()
    stop = sum(t.numel() * t.element_size() for t in inputs.values())
    fd = os.open(SPILL / file_name, os.O_RDWR)
    try:
        second = mmap.mmap(fd, stop, mmap.MAP_SHARED, mmap.PROT_READ | mmap.PROT_WRITE)
    finally:
        os.close(fd)
    rows = sum(t.shape[0] for t in inputs.values())
    return torch.frombuffer(second, dtype=first.dtype).view(rows, *first.shape[1:])


def cat_trial(inputs: dict, mapped: torch.Tensor | None, seed: int, staging) -> dict:
    """A trial as ``CompiledSide.trial`` answers it: the call timed by the child, then the chunk digests."""
    from pytest_passnet.fingerprint import memory_orders, trial_digests

    started = time.perf_counter()
    output = mapped if mapped is not None else torch.cat(list(inputs.values()))
    e2e_ms = (time.perf_counter() - started) * 1000
    orders = memory_orders((output,))
    digests = trial_digests((output,), orders, seed, staging)
    return {"e2e_ms": e2e_ms, "digests": hashlib.sha256(repr(digests).encode()).hexdigest()[:16]}


def main() -> None:
    torch.set_num_threads(1)
    read_fd, write_fd = os.dup(0), os.dup(1)
    channel = Channel(read_fd, write_fd, SPILL, role="child")
    os.dup2(2, 1)
    inputs: dict = {}
    file_name = ""
    stall_after = punch_after = None
    trials = 0
    mapped = staging = None
    channel.send({"ready": True})
    while True:
        request = channel.receive()
        read_at = time.perf_counter()
        command = request["command"]
        reply: dict = {}
        if command == "map":
            inputs, file_name = map_inputs(SPILL, request), request["file"]
        elif command == "trial":
            trials += 1
            reply = {"seen": work(inputs, request["work_ms"]), "read_at": read_at}
        elif command == "probe":
            reply = probe(read_fd, file_name)
        elif command == "stall":
            stall_after = trials + request["after"]
        elif command == "stale":
            reply = {"replaced": make_stale(inputs)}
        elif command == "cat":
            from pytest_passnet.fingerprint import Staging

            staging = Staging()
            mapped = mapped_concatenation(file_name, inputs) if request["mode"] == "mapped" else None
        elif command == "cat_trial":
            reply = {**cat_trial(inputs, mapped, request["seed"], staging), "read_at": read_at}
        elif command == "punch":
            punch_after = True
        if command == "trial" and stall_after is not None and trials >= stall_after:
            reply["filled"] = fill_own_pipe(read_fd)  # before the answer: the trusted side sends nothing until then
            stall_after = None
        reply["answered_at"] = time.perf_counter()
        channel.send(reply)
        if command == "trial" and punch_after:
            punch(file_name)


main()
