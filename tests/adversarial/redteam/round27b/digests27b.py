"""Round 27b: GPU outputs hashed on their device (``fingerprint._device_digests``, ``device_blake3``).

Without a GPU the same code runs on CPU tensors under ``TRITON_INTERPRET=1``: ``device_path`` is what
``trial_digests`` does with a GPU output (``fingerprint.py:704-705``), ``chunk_by_chunk`` what the trusted side checks
an audited chunk against (``byte_digest``). ``OnDevice`` makes ``trial_digests`` itself take its GPU branch on a CPU
tensor; ``Waits`` counts what each answer costs a child on a GPU (host waits, kernel launches, staging copies), and
``batched_digests`` is a child answering the same digests for several outputs in one launch and one wait.
"""

from __future__ import annotations

import contextlib

import torch

from pytest_passnet import device_blake3 as db
from pytest_passnet import fingerprint as fp


def chunk_by_chunk(output: torch.Tensor, seed: int, index: int) -> list[str]:
    """The trusted side's digest of each chunk of ``output`` in its memory order (``byte_digest``, as an audit)."""
    ordered = fp.in_order(output, fp.memory_order(output))
    length = fp.chunk_length(ordered.numel(), ordered.element_size())
    return [fp.byte_digest(fp.chunk(ordered, c).resolve_neg().resolve_conj(), seed, index, c)  # the values an audit gets
            for c in range(-(-ordered.numel() // length))]


def device_path(output: torch.Tensor, seed: int, index: int, staging: fp.Staging | None = None) -> list[str]:
    """A GPU output's digests as a child answers them inside the span (``trial_digests``' GPU branch)."""
    ordered = fp.in_order(output, fp.memory_order(output))
    return fp._device_digests([(index, ordered)], seed, staging or fp.Staging())[index]


def misaligned(dtype: torch.dtype, numel: int, offset_bytes: int) -> torch.Tensor:
    """A dense, contiguous output whose data starts ``offset_bytes`` past a 16-byte boundary (a slice of a larger
    tensor: ``y[1:]``, a split's second part)."""
    size = torch.empty((), dtype=dtype).element_size()
    if offset_bytes % size:
        raise ValueError(f"offset {offset_bytes} is not a whole number of {dtype} elements ({size} bytes)")
    base = _values(dtype, numel + offset_bytes // size, 7)
    view = base[offset_bytes // size:]
    assert view.is_contiguous() and view.data_ptr() % 16 == offset_bytes % 16
    return view


def _values(dtype: torch.dtype, numel: int, seed: int) -> torch.Tensor:
    generator = torch.Generator().manual_seed(seed)
    if dtype == torch.bool:
        return torch.randint(0, 2, (numel,), generator=generator).bool()
    if dtype.is_complex or dtype.is_floating_point:
        return torch.randn(numel, generator=generator, dtype=dtype)
    info = torch.iinfo(dtype)
    return torch.randint(max(info.min, -128), min(info.max, 127) + 1, (numel,), generator=generator, dtype=dtype)


def layouts() -> dict[str, torch.Tensor]:
    """Outputs whose device digests might part from ``byte_digest`` (``fingerprint.CHUNK_BYTES`` patched to 1 KiB,
    ``_PART_BYTES`` to 3 KiB by the caller: a chunk is 1 KiB or its last part, a part 3 chunks). Each fingerprint
    chunk is a message of its own, a program of the interpreter's (about a second each): an output spans at most the
    chunks its case needs (two for a boundary between chunks, four for one between parts)."""
    complex_base = _values(torch.complex64, 150, 3)
    real = _values(torch.float32, 600, 4)
    return {
        "bool 1001 (one chunk of 1001 bytes: staged rows)": _values(torch.bool, 1001, 1),
        "bool 1976 (2 chunks, the last 952 bytes: ragged)": _values(torch.bool, 1976, 2),
        "int8 1 (1 byte)": _values(torch.int8, 1, 5),
        "uint8 17": _values(torch.uint8, 17, 6),
        "uint8 1537 (chunks 1024 + 513)": _values(torch.uint8, 1537, 8),
        "uint8 1025 (chunks 768 + 257: the last ends 1 byte into its 16)": _values(torch.uint8, 1025, 9),
        "uint8 1100 at 3 bytes past a boundary (2 chunks)": misaligned(torch.uint8, 1100, 3),
        "float64 129 (1032 bytes: 2 chunks)": _values(torch.float64, 129, 10),
        "complex64 150": complex_base,
        "complex128 70": _values(torch.complex128, 70, 11),
        "complex64 conj view": complex_base.conj(),
        "float32 neg view (2 chunks)": torch._neg_view(real[:300]),
        "float32 0-d": torch.tensor(3.5),
        "bool 0-d": torch.tensor(True),
        "float32 empty": torch.empty(0),
        "float32 [1:] of 301 (4 bytes past, 2 chunks)": misaligned(torch.float32, 300, 4),
        "float16 [1:] (2 bytes past, 2 chunks)": misaligned(torch.float16, 700, 2),
        "float32 dense transpose at 8 bytes past": misaligned(torch.float32, 24 * 20, 8).view(24, 20).t(),
        "float32 expand (stride 0; 4 chunks: parts of 3 and 1)": real[:40].view(1, 40).expand(24, 40),
        "float32 gapped rows": real.view(20, 30)[:, :17],
        "int32 flipped (negative stride through a copy)": torch.flip(real[:300].view(10, 30), (0,)).to(torch.int32),
    }


def tree_shapes() -> dict[str, torch.Tensor]:
    """One-chunk outputs (``CHUNK_BYTES`` as it is) whose BLAKE3 trees take the parent kernel's edges: 64 and 128
    chunks of 1 KiB (one parent program of 32 and 64 nodes: the 128 staged, its last chunk 4 bytes short), 130 less
    16 bytes (two chunk programs, two parent launches). A plain 128 KiB took no path these do not: its tree is the
    staged one's, its reading in place the 130's first program's."""
    return {"uint8 64 KiB": _values(torch.uint8, 64 << 10, 16),
            "uint8 130 KiB - 16": _values(torch.uint8, (130 << 10) - 16, 18),
            "float32 128 KiB - 4 (staged rows)": _values(torch.float32, (32 << 10) - 1, 19)}


def many_chunks() -> dict[str, torch.Tensor]:
    """Outputs of 63 and 64 fingerprint chunks of 1 KiB (``MAX_CHUNKS``): 63-64 messages, a program each (about 45 s
    under the interpreter here: a probe, not a quick test)."""
    return {"uint8 64 chunks": _values(torch.uint8, 64 * 1024, 14),
            "uint8 63 chunks and a short one (64 cut)": _values(torch.uint8, 63 * 1024 + 5, 15),
            "float32 64 chunks, 4 bytes past a boundary": misaligned(torch.float32, 64 * 256, 4)}


class Waits:
    """What the device path costs a child on a GPU, counted where it runs on the CPU: ``waits`` (digests read back
    to the host: ``keyed_digests``' ``.cpu()``, a stream synchronisation each), ``launches`` (``digest_words``' kernel
    sets) and ``staged`` (``_aligned_rows``' copies on the device)."""

    def __init__(self, monkeypatch):
        self.waits = self.launches = self.staged = self.staged_bytes = 0
        keyed, words, rows = db.keyed_digests, db.digest_words, db._aligned_rows

        def counted_keyed(*args, **kwargs):
            self.waits += 1
            return keyed(*args, **kwargs)

        def counted_words(*args, **kwargs):
            self.launches += 1
            return words(*args, **kwargs)

        def counted_rows(data, *args, **kwargs):
            self.staged += 1
            self.staged_bytes += data.numel()
            return rows(data, *args, **kwargs)

        monkeypatch.setattr(db, "keyed_digests", counted_keyed)
        monkeypatch.setattr(db, "digest_words", counted_words)
        monkeypatch.setattr(db, "_aligned_rows", counted_rows)


class _Device(str):
    """A device that reads as CUDA (``.type``) and is the CPU to torch (a ``str``): ``trial_digests`` takes its GPU
    branch, and every tensor the branch makes lands on the CPU, where the interpreter runs the kernels."""

    type = "cuda"


class OnDevice(torch.Tensor):
    """A CPU tensor that ``trial_digests`` reads as a GPU output (its ``device``); views of it stay one."""

    @property
    def device(self):
        return _Device("cpu")

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        result = super().__torch_function__(func, types, args, kwargs or {})
        if func in _KEEP and isinstance(result, torch.Tensor) and not isinstance(result, OnDevice):
            return result.as_subclass(OnDevice)
        if func not in _KEEP and isinstance(result, OnDevice):
            return result.as_subclass(torch.Tensor)  # the kernels and every other op see plain CPU tensors
        return result


_KEEP = {torch.Tensor.detach, torch.Tensor.permute}


def on_device(output: torch.Tensor) -> OnDevice:
    return output.as_subclass(OnDevice)


def batched_digests(buffer: torch.Tensor, outputs: int, seed: int) -> list[list[str]]:
    """A child whose ``outputs`` outputs of one size are consecutive views of ``buffer`` (each a multiple of its chunk
    length, as one-chunk outputs are): every output's chunks are messages of one ``keyed_digests`` call, keyed as
    ``_chunk_key(seed, output, chunk)``: one set of launches and one wait for all of them, the same digests."""
    flat = buffer.reshape(-1)
    per_output = flat.numel() // outputs
    length = fp.chunk_length(per_output, flat.element_size())
    if flat.numel() % outputs or per_output % length:
        raise ValueError("batched_digests: outputs of one size, each a whole number of chunks")
    chunks = per_output // length
    keys = torch.frombuffer(bytearray(b"".join(fp._chunk_key(seed, j, c) for j in range(outputs)
                                              for c in range(chunks))), dtype=torch.uint8).view(-1, 32)
    digests = db.keyed_digests(flat.view(torch.uint8), length * flat.element_size(), keys, fp.DIGEST_BYTES)
    return [digests[j * chunks:(j + 1) * chunks] for j in range(outputs)]


@contextlib.contextmanager
def small_chunks(monkeypatch, chunk_bytes: int = 1024, part_bytes: int = 3 << 10):
    """Chunks of ``chunk_bytes`` and parts of ``part_bytes`` (the interpreter is slow)."""
    monkeypatch.setattr(fp, "CHUNK_BYTES", chunk_bytes)
    monkeypatch.setattr(fp, "_PART_BYTES", {"cpu": part_bytes, "cuda": part_bytes})
    yield
