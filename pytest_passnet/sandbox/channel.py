"""Messages between the trusted process and a sandboxed child: a JSON header and raw tensor bytes.

No pickle: whatever the child sends is data the trusted side parses, never code it runs. A
message is ``<8-byte length><JSON header>`` followed by each tensor's bytes; the header holds the
payload (tensors replaced by ``{"tensor": i}``, tuples by ``{"tuple": [...]}``) and each tensor's
dtype, shape and byte count. Large tensors go through a spill directory instead of the pipe (a
pipe moves about 1 GB/s; a file in memory or the page cache several times that): the child's own,
on its bounded folders' tmpfs where root mounts one, else on the temporary folder's disk
(``sandbox.folders``). The header then names the file, which the receiver reads into its own
buffer; where that folder's disk is full, the pipe takes them after all.

Fresh memory is what costs here (a page fault per 4 KiB: a fresh 512 MB buffer takes longer to
touch than to fill), so each side rewrites its own spill file per tensor slot, keeping its pages
from message to message, and device tensors pass through page-locked buffers that torch's host
allocator keeps (a tensor received on the CPU is still fresh memory: it is the result). A side never maps a file its peer can
truncate (that would be a SIGBUS): it writes and reads through descriptors.
"""

from __future__ import annotations

import contextlib
import errno
import gc
import json
import os
import reprlib
import select
import stat
import struct
import time
from collections.abc import Iterator
from pathlib import Path

import torch

_LENGTH = struct.Struct("<Q")
_MAX_HEADER = 64 << 20  # what the trusted side sends a child (a request's metas can be long)
SPILL_BYTES = 1 << 20  # tensors from this size on travel through the spill directory
_DTYPES = {str(d): d for d in (
    torch.float32, torch.float16, torch.bfloat16, torch.float64, torch.int8, torch.int16, torch.int32,
    torch.int64, torch.uint8, torch.bool, torch.complex64, torch.complex128,
)}  # fmt: skip


class ChannelClosed(EOFError):
    """The other side ended (or sent something that is not a message)."""


class ChannelTimeout(TimeoutError):
    """No message within the deadline, or the peer took none: a message not sent whole by then."""


def _encode(value, tensors: list[torch.Tensor]):
    if isinstance(value, torch.Tensor):
        tensors.append(value)
        return {"tensor": len(tensors) - 1}
    if isinstance(value, tuple):
        return {"tuple": [_encode(v, tensors) for v in value]}
    if isinstance(value, list):
        return [_encode(v, tensors) for v in value]
    if isinstance(value, dict):
        if "tensor" in value or "tuple" in value:
            raise TypeError("payload dicts may not use the keys 'tensor' or 'tuple'")
        return {str(k): _encode(v, tensors) for k, v in value.items()}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"cannot send a {type(value).__name__}")


def _decode(value, tensors: list[torch.Tensor]):
    if isinstance(value, dict):
        if set(value) == {"tensor"}:
            return tensors[value["tensor"]]
        if set(value) == {"tuple"}:
            return tuple(_decode(v, tensors) for v in value["tuple"])
        return {k: _decode(v, tensors) for k, v in value.items()}
    if isinstance(value, list):
        return [_decode(v, tensors) for v in value]
    return value


# A hostile peer's values are quoted this far in an error (a 1 MB shape would fill the variant's message).
_QUOTED_CHARS = 200
# No size of a dimension or a tensor reaches this: a bigger integer is refused before any arithmetic,
# which on integers of thousands of digits costs the trusted process seconds (round 9a's header).
_SIZE_BOUND = 1 << 63


def _quoted(value) -> str:
    return reprlib.Repr(maxstring=_QUOTED_CHARS, maxother=_QUOTED_CHARS, maxlist=8).repr(value)


def _checked_size(spec: dict) -> int:
    """A tensor's announced byte count, refused unless its dtype and shape make exactly that many:
    the peer may lie, and nothing is allocated for it before this holds."""
    shape, count, dtype = spec["shape"], spec["bytes"], spec["dtype"]
    if not (isinstance(shape, list) and all(type(d) is int and 0 <= d < _SIZE_BOUND for d in shape)
            and type(count) is int and 0 <= count < _SIZE_BOUND and isinstance(dtype, str) and dtype in _DTYPES):
        raise ValueError(f"a tensor announced as {_quoted(dtype)} of shape {_quoted(shape)} in {_quoted(count)} bytes")
    if not _holds(shape, _DTYPES[dtype].itemsize, count):
        raise ValueError(f"a {dtype} tensor of shape {_quoted(shape)} cannot hold {count} bytes")
    return count


def _holds(shape: list[int], itemsize: int, count: int) -> bool:
    """Whether ``shape`` of ``itemsize`` makes exactly ``count`` bytes; the product stops growing once
    past ``count``."""
    if 0 in shape:
        return count == 0
    total = itemsize
    for size in shape:
        total *= size
        if total > count:
            return False
    return total == count


def _flat_bytes(tensor: torch.Tensor) -> torch.Tensor:
    """The tensor's bytes as a flat uint8 tensor, still on its device."""
    return tensor.detach().contiguous().reshape(-1).view(torch.uint8)


def _host_buffer(count: int, device: str) -> torch.Tensor:
    """Host bytes on the way to or from ``device``: page-locked (and reused by torch) for a GPU."""
    return torch.empty(count, dtype=torch.uint8, pin_memory=device.startswith("cuda"))


def _transfer(fd: int, view: memoryview, io) -> None:
    """All of ``view`` through ``io`` (os.preadv or os.pwritev) at the file's start."""
    done = 0
    while done < view.nbytes:
        moved = io(fd, [view[done:]], done)
        if moved == 0:
            raise ValueError("the spilled file is shorter than announced")
        done += moved


def _parsed(raw: bytearray, max_containers: int | None) -> dict:
    """A header's JSON, of at most ``max_containers`` lists and objects: ``json.loads`` holds the GIL for its whole
    call, and a child's header of 1 MiB of nested empty lists held the trusted side's 0.4-1.9 s, in which its memory
    watch could not run (red team round 46a's GIL_HOLD: a split filler reached the OOM killer)."""
    containers = raw.count(b"[") + raw.count(b"{")  # brackets inside strings count too: texts are short
    if max_containers is not None and containers > max_containers:
        raise ValueError(f"{containers} lists and objects, over the {max_containers} a message may hold")
    return json.loads(raw)


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """The cyclic garbage collector paused for the block: the collections a message's new lists trigger (while parsed,
    while decoded) hold the GIL for one call each, and a full one walks the whole heap (round 46a: 1 MiB of nested
    lists parsed in 0.4-1.9 s, 36 ms paused; round 48a's GC_AFTER_PARSE: 65,530 lists decoded set off a full
    collection of 77-330 ms; ``hardening.harden_trusted_process`` freezes what the run imported)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


class Channel:
    """One end of a pair of pipes; ``send`` and ``receive`` whole messages. ``spill_dir``: this
    side's view of the shared spill directory (None: everything through the pipe); ``role`` names
    this side's spill files; received tensors are delivered on ``device``; ``max_header``: the
    longest header accepted (the trusted side takes little from a child: JSON parsed grows up to 40
    times, in memory and time), ``max_containers``: the most lists and objects in it (``_parsed``)."""

    def __init__(self, read_fd: int, write_fd: int, spill_dir: Path | None = None, *, role: str,
                 device: str = "cpu", max_header: int = _MAX_HEADER, max_containers: int | None = None):
        self.read_fd, self.write_fd = read_fd, write_fd
        self.max_header, self.max_containers = max_header, max_containers
        self.spill_dir = spill_dir
        self.role = role
        self.device = device
        self._spill_fds: dict[int, int] = {}  # slot -> this side's spill file, rewritten per message
        self._spill_sizes: dict[int, int] = {}  # slot -> the bytes this side last wrote to it (its own count)
        self.spill_device: int | None = None  # the disk of this side's spill files, once it made one

    def send(self, payload: dict, timeout: float | None = None) -> None:
        """The whole message sent; ChannelTimeout when the peer has not taken it after ``timeout``
        seconds (possible only where ``write_fd`` is non-blocking: the trusted side's, whose peer may
        keep its end open and never read)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        tensors: list[torch.Tensor] = []
        body = _encode(payload, tensors)
        specs, piped, spilled = [], [], 0
        for tensor in tensors:
            flat = _flat_bytes(tensor)
            spec = {"dtype": str(tensor.dtype), "shape": list(tensor.shape), "bytes": flat.numel()}
            if self.spill_dir is not None and flat.numel() >= SPILL_BYTES and self._spilled(spilled, flat, spec):
                spilled += 1
            elif flat.numel():
                piped.append(memoryview(flat.cpu().numpy()))
            specs.append(spec)
        for slot, fd in self._spill_fds.items():
            if slot >= spilled:
                os.ftruncate(fd, 0)  # a slot this message does not use keeps no pages
                self._spill_sizes[slot] = 0
        header = json.dumps({"body": body, "tensors": specs}).encode()
        self._write(_LENGTH.pack(len(header)) + header, deadline)
        for blob in piped:
            self._write(blob, deadline)

    def _spilled(self, slot: int, flat: torch.Tensor, spec: dict) -> bool:
        """Whether the tensor went to its spill file (named in ``spec``); not where the spill folder's
        disk is full (a child can fill the temporary folder's disk, which other processes share, or its
        own bounded folders): the pipe takes it then."""
        try:
            spec["file"] = self._spill(slot, flat)
        except OSError as exc:
            if exc.errno not in (errno.ENOSPC, errno.EDQUOT):
                raise
            return False
        return True

    def _spill(self, slot: int, flat: torch.Tensor) -> str:
        name = f"{self.role}-{slot}.bin"
        if slot not in self._spill_fds:
            # Group-readable: a child with a uid of its own reads the trusted side's files through the
            # spill folder's group (setgid: the child's gid; see sandbox.folders); nobody else enters it.
            self._spill_fds[slot] = os.open(self.spill_dir / name, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o640)
            self.spill_device = os.fstat(self._spill_fds[slot]).st_dev
        fd = self._spill_fds[slot]
        if flat.device.type != "cpu":
            flat = _host_buffer(flat.numel(), str(flat.device)).copy_(flat)
        self._spill_sizes[slot] = flat.numel()  # before the write: a file cut short by a full disk holds up to that
        os.ftruncate(fd, flat.numel())
        _transfer(fd, memoryview(flat.numpy()), os.pwritev)
        return name

    @property
    def spill_bytes(self) -> int:
        """What this side's spill files hold, by its own count of what it wrote (never their size on disk, which a
        child of the same uid could change): their last messages' tensors."""
        return sum(self._spill_sizes.values())

    def close_spill_files(self) -> None:
        """This side's spill files closed (``spill_bytes`` still tells what they held: their folder goes after)."""
        for fd in self._spill_fds.values():
            os.close(fd)
        self._spill_fds.clear()

    def _read_spilled(self, name: str, count: int) -> torch.Tensor:
        """A spilled tensor's bytes, on this side's device: a plain file of exactly the announced size
        in the spill directory, never a link or a device (the peer may be hostile)."""
        if self.spill_dir is None or not isinstance(name, str) or "/" in name or name.startswith("."):
            raise ValueError(f"no spilled file {_quoted(name)} may be read here")
        fd = os.open(self.spill_dir / name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_size != count:
                raise ValueError(f"spilled file {name} is not a regular file of {count} bytes")
            host = _host_buffer(count, self.device)
            _transfer(fd, memoryview(host.numpy()), os.preadv)
        finally:
            os.close(fd)
        return host.to(self.device)

    def _write(self, data, deadline: float | None) -> None:
        view = memoryview(data).cast("B")
        while view:
            try:
                view = view[os.write(self.write_fd, view):]
                continue
            except BlockingIOError:
                pass  # the pipe is full: wait for the peer to read, until the deadline
            remaining = None if deadline is None else deadline - time.monotonic()
            if (remaining is not None and remaining <= 0) or not select.select([], [self.write_fd], [], remaining)[1]:
                raise ChannelTimeout()

    def _read(self, count: int, deadline: float | None) -> bytearray:
        buffer = bytearray(count)
        self._fill(memoryview(buffer), deadline)
        return buffer

    def _read_tensor(self, count: int, deadline: float | None) -> torch.Tensor:
        """A piped tensor's bytes: memory the bytes fill as they come, never a zero-filled buffer of what the peer
        announced (red team round 67b's ZEROED_ANNOUNCEMENT: 1 GiB announced and never sent was touched whole, in
        one call holding the GIL, before the deadline could end the wait)."""
        raw = torch.empty(count, dtype=torch.uint8)
        if count:
            self._fill(memoryview(raw.numpy()), deadline)
        return raw

    def _fill(self, view: memoryview, deadline: float | None) -> None:
        got, count = 0, len(view)
        while got < count:
            if deadline is not None:
                remaining = deadline - time.monotonic()
                if remaining <= 0 or not select.select([self.read_fd], [], [], remaining)[0]:
                    raise ChannelTimeout()
            chunk = os.readv(self.read_fd, [view[got:]])
            if chunk == 0:
                raise ChannelClosed("the other side closed the channel")
            got += chunk

    def receive(self, timeout: float | None = None, max_bytes: int | None = None) -> dict:
        """The next message; ChannelTimeout after ``timeout`` seconds, ChannelClosed when the peer ended
        or sent a malformed message, or announced more than ``max_bytes`` of tensors."""
        deadline = None if timeout is None else time.monotonic() + timeout
        (length,) = _LENGTH.unpack(self._read(_LENGTH.size, deadline))
        if length > self.max_header:
            raise ChannelClosed(f"a message header of {length} bytes, over the {self.max_header} accepted")
        try:
            raw_header = self._read(length, deadline)
            with _collector_paused():
                header = _parsed(raw_header, self.max_containers)
            announced = sum(_checked_size(spec) for spec in header["tensors"])
            if max_bytes is not None and announced > max_bytes:
                raise ChannelClosed(f"a message announcing {announced} bytes of tensors (at most {max_bytes} expected)")
            files = [spec["file"] for spec in header["tensors"] if "file" in spec]
            if len(set(map(str, files))) < len(files):  # round 67b's SPILL_REPEATED: 1 MiB on disk read 1,000 times
                raise ChannelClosed("a message naming one spill file for two tensors")
            tensors = []
            for spec in header["tensors"]:
                dtype = _DTYPES[spec["dtype"]]
                count = int(spec["bytes"])
                if "file" in spec:
                    flat = self._read_spilled(spec["file"], count)
                else:
                    flat = self._read_tensor(count, deadline).to(self.device)
                tensors.append(flat.view(dtype).reshape(spec["shape"]))
            with _collector_paused():
                return _decode(header["body"], tensors)
        except (ValueError, LookupError, TypeError, RuntimeError, OSError) as exc:
            said = str(exc)  # may quote the peer beyond what _quoted cut (a KeyError's key, a reshape's sizes)
            said = said if len(said) <= 2 * _QUOTED_CHARS else said[:2 * _QUOTED_CHARS] + "..."
            raise ChannelClosed(f"a malformed message ({type(exc).__name__}: {said})") from None
