"""A child's inputs in shared memory: on the CPU the trusted side writes each timed trial's fresh inputs
itself, into a file in the child's spill folder, while every process of the child stands stopped
(``process.Hold``), and the child's input tensors are views of its mapping of that file, made once: their
data_ptrs stay fixed across trials, as in PassBench's loop, and no fill is inside a trial's span (red team
round 22a: a child that filled only the rows its call reads kept the rest of the fill's time, which the
trusted side took off as its own estimate).

The trusted side never maps the file: the child may truncate it, and a mapping would then be a SIGBUS in
the trusted process. It writes each input's bytes from its own tensors with ``pwrite`` at a fixed offset,
through the descriptor it made the file with (O_EXCL, O_NOFOLLOW), and never opens it by name again, so a
name the child replaced leads it nowhere. The child maps the file shared and writable (a graph may write
its inputs in place; the next trial's write overwrites them): what it does to the file changes only what
it reads itself. The layout travels to the child as data (``InputsFile.message``), and the child checks it
before it maps anything (``map_inputs``).
"""

from __future__ import annotations

import mmap
import os
import stat
from pathlib import Path
from typing import NamedTuple

import torch

# Each input starts at a multiple of this many bytes of the file, as torch's CPU allocator aligns its tensors
# (kernels may take faster paths on aligned data; the child's views keep that alignment: a mapping is page-aligned).
ALIGNMENT = 64
# The file is writable by the child's group: with a uid of its own the child reaches the trusted side's files
# through the spill folder's group (setgid, see ``folders``), and it maps this one writable.
_MODE = 0o660
# No dimension, stride, offset or size of a checked layout reaches this (256 TiB): the child's arithmetic on a
# layout stays small whatever the message holds.
_BOUND = 1 << 48
_MAX_DIMS = 64


class Slot(NamedTuple):
    """One input in the file: its tensor's dtype (``str(torch.dtype)``), shape and stride; ``offset``, where in
    the file the element at its storage offset lies (so the child's view has storage offset 0); ``nbytes``, the
    bytes from there to its last element (0 for an empty input)."""

    name: str
    dtype: str
    shape: tuple[int, ...]
    stride: tuple[int, ...]
    offset: int
    nbytes: int

    @property
    def end(self) -> int:
        return self.offset + self.nbytes


def _span(shape, stride, itemsize: int) -> int:
    """The bytes a view of ``shape`` and ``stride`` spans from its first element to its last (0 when empty)."""
    if 0 in shape:
        return 0
    return (1 + sum((size - 1) * step for size, step in zip(shape, stride))) * itemsize


def layout_of(inputs: dict[str, torch.Tensor]) -> list[Slot]:
    """Where each of ``inputs`` (the trusted side's own CPU tensors) goes in the file: one after another, in
    their order, each at a multiple of ``ALIGNMENT`` past a gap of at least ``ALIGNMENT`` bytes after the one
    before. The gap is for the write, which fills every mapping of the file: inputs back to back were the bytes
    of their concatenation, which a pass returned as a view of a second mapping (``torch.cat`` or ``stack`` on
    dimension 0, done by the trusted side outside the span; red team round 25a). With a gap no mapping holds two
    inputs' bytes contiguous (a page maps a page: two inputs meet in memory only where they meet in the file)."""
    slots, end = [], 0
    for name, tensor in inputs.items():
        offset = (-(-end // ALIGNMENT) + 1) * ALIGNMENT
        nbytes = _span(tensor.shape, tensor.stride(), tensor.element_size())
        slots.append(Slot(name, str(tensor.dtype), tuple(tensor.shape), tuple(tensor.stride()), offset, nbytes))
        end = offset + nbytes
    return slots


def file_bytes(layout: list[Slot]) -> int:
    return max((slot.end for slot in layout), default=0)


def _source(tensor: torch.Tensor, slot: Slot) -> memoryview:
    """The bytes of ``tensor``'s storage that ``slot`` holds, as a view of that storage (filled in place, it
    is read afresh at each write)."""
    storage = torch.empty(0, dtype=torch.uint8)
    storage.set_(tensor.untyped_storage(), tensor.storage_offset() * tensor.element_size(), (slot.nbytes,))
    return memoryview(storage.numpy())


class InputsFile:
    """The trusted side's file of one child's inputs, made in ``folder`` (the child's spill folder) as ``name``
    for ``inputs``, the trusted side's own CPU tensors: ``write`` copies what they hold now into it, or what its
    ``decoys`` hold (tensors like them, which the trusted side fills in place: ``pipeline._taken_back``). The file is
    made whole at once (its blocks allocated, the inputs written), so that a full folder shows here and a later write
    allocates nothing unless the child gave blocks back (truncated the file, punched holes into it)."""

    def __init__(self, folder: Path, name: str, inputs: dict[str, torch.Tensor]):
        self.name = name
        self.path = folder / name
        self.tensors = inputs
        self.decoys = {name: tensor.clone() for name, tensor in inputs.items()}
        self.layout = layout_of(inputs)
        self.nbytes = file_bytes(self.layout)
        self._sources = {source: [(j, slot.offset, _source(tensors[slot.name], slot))
                                  for j, slot in enumerate(self.layout) if slot.nbytes]
                         for source, tensors in (("inputs", inputs), ("decoys", self.decoys))}
        self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, _MODE)
        try:
            os.fchmod(self.fd, _MODE)  # whatever this process's umask
            self.device = os.fstat(self.fd).st_dev
            if self.nbytes:
                os.posix_fallocate(self.fd, 0, self.nbytes)
            self.write()
        except BaseException:
            self.close()
            raise

    def write(self, source: str = "inputs", kept: set[int] = frozenset()) -> None:
        """Every input's bytes but the ``kept`` ones' (by their place in the layout), as the trusted side's tensors
        (``source``: its inputs or its decoys) hold them now, written at its offset; OSError where the file's folder
        has no room for blocks the child gave back. Never a signal: nothing here is mapped."""
        for j, offset, data in self._sources[source]:
            if j in kept:
                continue
            done = 0
            while done < data.nbytes:
                done += os.pwrite(self.fd, data[done:], offset + done)

    def message(self) -> dict:
        """What the child maps its inputs from (``map_inputs``): the file's name in its spill folder, the layout."""
        return {"file": self.name, "layout": [slot._asdict() for slot in self.layout]}

    def close(self) -> None:
        """The descriptor closed and the name removed (the child's mapping, if any, keeps the file until it goes)."""
        if self.fd < 0:
            return
        os.close(self.fd)
        self.fd = -1
        try:
            os.unlink(self.path)
        except OSError:
            pass  # gone with its folder, or replaced by the child's own (which goes with the folder)


# -- the child's side -----------------------------------------------------------------------------


def _checked_layout(layout) -> list[Slot]:
    """``layout`` as the child received it, refused (ValueError naming the entry) unless every entry is an input
    of a dtype torch knows, at an aligned offset, spanning exactly the bytes its shape and stride reach, apart
    from every other."""
    if not isinstance(layout, list):
        raise ValueError(f"the inputs' layout is a {type(layout).__name__}, not a list")
    slots, names = [], set()
    for index, entry in enumerate(layout):
        try:
            slot = Slot(**entry)
        except TypeError:
            raise ValueError(f"layout entry {index} does not have exactly the fields {', '.join(Slot._fields)}") from None
        dtype = getattr(torch, slot.dtype.removeprefix("torch."), None) if isinstance(slot.dtype, str) else None
        numbers = [slot.offset, slot.nbytes, *(slot.shape or ()), *(slot.stride or ())]
        if not isinstance(slot.name, str) or slot.name in names:
            raise ValueError(f"layout entry {index} has no name of its own")
        if not isinstance(dtype, torch.dtype):
            raise ValueError(f"input {slot.name}: no torch dtype {slot.dtype!r}")
        if not (isinstance(slot.shape, (list, tuple)) and isinstance(slot.stride, (list, tuple))
                and len(slot.shape) == len(slot.stride) <= _MAX_DIMS
                and all(type(n) is int and 0 <= n < _BOUND for n in numbers)):
            raise ValueError(f"input {slot.name}: shape, stride, offset and size must be whole numbers from 0 to 2**48 "
                             f"(at most {_MAX_DIMS} dimensions), one stride per dimension")
        if slot.offset % ALIGNMENT or slot.nbytes != _span(slot.shape, slot.stride, dtype.itemsize):
            raise ValueError(f"input {slot.name}: {slot.nbytes} bytes at offset {slot.offset}, where its shape and "
                             f"stride span {_span(slot.shape, slot.stride, dtype.itemsize)} at a multiple of {ALIGNMENT}")
        names.add(slot.name)
        slots.append(slot._replace(shape=tuple(slot.shape), stride=tuple(slot.stride)))
    placed = sorted((slot for slot in slots if slot.nbytes), key=lambda slot: slot.offset)
    for before, after in zip(placed, placed[1:]):
        if after.offset < before.end:
            raise ValueError(f"inputs {before.name} and {after.name} overlap in the file")
    return slots


def map_inputs(folder: Path | str, message: dict) -> dict[str, torch.Tensor]:
    """The child's inputs: views of the trusted side's file ``message["file"]`` in ``folder`` (its spill folder as
    it sees it), mapped shared and writable, each of its layout's dtype, shape and stride, on a storage of its
    own (as separate tensors are: Dynamo and the trials' aliasing look at storages). Made once: the trusted side
    writes every trial's inputs into the same pages. ValueError for a layout or a file that does not fit; the
    mapping lives as long as the views (never closed here: a closed mapping under a live view is a crash)."""
    name, slots = message.get("file"), _checked_layout(message.get("layout"))
    if not isinstance(name, str) or not name or "/" in name or name.startswith("."):
        raise ValueError(f"no inputs file {name!r} may be mapped")
    size = file_bytes(slots)
    mapping = None
    if size:
        fd = os.open(Path(folder) / name, os.O_RDWR | os.O_NOFOLLOW | os.O_CLOEXEC)
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_size < size:
                raise ValueError(f"the inputs file {name} is not a regular file of at least {size} bytes")
            mapping = mmap.mmap(fd, size, mmap.MAP_SHARED, mmap.PROT_READ | mmap.PROT_WRITE)
        finally:
            os.close(fd)
    inputs = {}
    for slot in slots:
        dtype = getattr(torch, slot.dtype.removeprefix("torch."))
        if slot.nbytes:
            inputs[slot.name] = torch.frombuffer(mapping, dtype=torch.uint8, count=slot.nbytes,
                                                 offset=slot.offset).view(dtype).as_strided(slot.shape, slot.stride)
        else:
            inputs[slot.name] = torch.empty_strided(slot.shape, slot.stride, dtype=dtype)
    return inputs
