"""Messages between the trusted process and a sandboxed child: a JSON header and raw tensor bytes.

No pickle: whatever the child sends is data the trusted side parses, never code it runs. A
message is ``<8-byte length><JSON header>`` followed by each tensor's bytes; the header holds the
payload (tensors replaced by ``{"tensor": i}``, tuples by ``{"tuple": [...]}``) and each tensor's
dtype, shape and byte count. Large tensors go through a spill directory in shared memory
instead of the pipe (a pipe moves about 1 GB/s; a tmpfs file several times that): the header
then names the file, which the receiver reads into its own buffer and deletes.
"""

from __future__ import annotations

import json
import mmap
import os
import select
import stat
import struct
import time
import uuid
from pathlib import Path

import torch

_LENGTH = struct.Struct("<Q")
_MAX_HEADER = 64 << 20
SPILL_BYTES = 1 << 20  # tensors from this size on travel through the spill directory
_DTYPES = {str(d): d for d in (
    torch.float32, torch.float16, torch.bfloat16, torch.float64, torch.int8, torch.int16, torch.int32,
    torch.int64, torch.uint8, torch.bool, torch.complex64, torch.complex128,
)}  # fmt: skip


class ChannelClosed(EOFError):
    """The other side ended (or sent something that is not a message)."""


class ChannelTimeout(TimeoutError):
    """No message within the deadline."""


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


def _flat_bytes(tensor: torch.Tensor) -> torch.Tensor:
    """The tensor's bytes as a flat uint8 tensor, still on its device."""
    return tensor.detach().contiguous().reshape(-1).view(torch.uint8)


def _spill(flat: torch.Tensor, path: Path) -> None:
    """Copy ``flat`` straight into a new file: a CUDA tensor lands in the shared pages with one copy."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    try:
        os.ftruncate(fd, flat.numel())
        with mmap.mmap(fd, flat.numel()) as pages:
            torch.frombuffer(pages, dtype=torch.uint8).copy_(flat)
    finally:
        os.close(fd)


class Channel:
    """One end of a pair of pipes; ``send`` and ``receive`` whole messages. ``spill_dir``: this
    side's view of the shared spill directory (None: everything through the pipe)."""

    def __init__(self, read_fd: int, write_fd: int, spill_dir: Path | None = None):
        self.read_fd, self.write_fd = read_fd, write_fd
        self.spill_dir = spill_dir

    def send(self, payload: dict) -> None:
        tensors: list[torch.Tensor] = []
        body = _encode(payload, tensors)
        specs, piped = [], []
        for tensor in tensors:
            flat = _flat_bytes(tensor)
            spec = {"dtype": str(tensor.dtype), "shape": list(tensor.shape), "bytes": flat.numel()}
            if self.spill_dir is not None and flat.numel() >= SPILL_BYTES:
                spec["file"] = f"{uuid.uuid4().hex}.bin"
                _spill(flat, self.spill_dir / spec["file"])
            elif flat.numel():
                piped.append(memoryview(flat.cpu().numpy()))
            specs.append(spec)
        header = json.dumps({"body": body, "tensors": specs}).encode()
        self._write(_LENGTH.pack(len(header)) + header)
        for blob in piped:
            self._write(blob)

    def _read_spilled(self, name: str, count: int) -> bytearray:
        """A spilled tensor's bytes: a plain file of exactly the announced size in the spill directory,
        never a link or a device (the peer may be hostile)."""
        if self.spill_dir is None or not isinstance(name, str) or "/" in name or name.startswith("."):
            raise ValueError(f"no spilled file {name!r} may be read here")
        path = self.spill_dir / name
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_size != count:
                raise ValueError(f"spilled file {name} is not a regular file of {count} bytes")
            buffer = bytearray(count)
            view, got = memoryview(buffer), 0
            while got < count:
                chunk = os.readv(fd, [view[got:]])
                if chunk == 0:
                    raise ValueError(f"spilled file {name} ended early")
                got += chunk
        finally:
            os.close(fd)
            path.unlink(missing_ok=True)
        return buffer

    def _write(self, data) -> None:
        view = memoryview(data).cast("B")
        while view:
            written = os.write(self.write_fd, view)
            view = view[written:]

    def _read(self, count: int, deadline: float | None) -> bytearray:
        buffer = bytearray(count)
        view, got = memoryview(buffer), 0
        while got < count:
            if deadline is not None:
                remaining = deadline - time.monotonic()
                if remaining <= 0 or not select.select([self.read_fd], [], [], remaining)[0]:
                    raise ChannelTimeout()
            chunk = os.readv(self.read_fd, [view[got:]])
            if chunk == 0:
                raise ChannelClosed("the other side closed the channel")
            got += chunk
        return buffer

    def receive(self, timeout: float | None = None, max_bytes: int | None = None) -> dict:
        """The next message; ChannelTimeout after ``timeout`` seconds, ChannelClosed when the peer ended
        or sent a malformed message, or announced more than ``max_bytes`` of tensors."""
        deadline = None if timeout is None else time.monotonic() + timeout
        (length,) = _LENGTH.unpack(self._read(_LENGTH.size, deadline))
        if length > _MAX_HEADER:
            raise ChannelClosed(f"a message header of {length} bytes is not a message")
        try:
            header = json.loads(self._read(length, deadline))
            announced = sum(int(spec["bytes"]) for spec in header["tensors"])
            if max_bytes is not None and announced > max_bytes:
                raise ChannelClosed(f"a message announcing {announced} bytes of tensors (at most {max_bytes} expected)")
            tensors = []
            for spec in header["tensors"]:
                dtype = _DTYPES[spec["dtype"]]
                count = int(spec["bytes"])
                raw = self._read_spilled(spec["file"], count) if "file" in spec else self._read(count, deadline)
                flat = torch.frombuffer(raw, dtype=torch.uint8) if raw else torch.empty(0, dtype=torch.uint8)
                tensors.append(flat.view(dtype).reshape(spec["shape"]))
            return _decode(header["body"], tensors)
        except (ValueError, KeyError, TypeError, RuntimeError, OSError) as exc:
            raise ChannelClosed(f"a malformed message ({type(exc).__name__}: {exc})") from None
