"""A child's chunk digests for less than hashlib's (round 25b): ``blake2b8.c`` hashes eight chunks at once, one per
AVX-512 lane, through ctypes (a pass's child runs any code it can load: the allow-list is off in every red-team run,
and docs/trust.md §7 names "hashing faster than hashlib's BLAKE2b" as what the span's premise still leaves). The
digests are ``fingerprint.trial_digests``' exactly: unkeyed BLAKE2b, ``DIGEST_BYTES``, personalised with
``fingerprint._chunk_key`` (the trial's seed, the output, the chunk). Chunks that do not fill a group of eight of one
length (a shorter last chunk, an output of fewer chunks) are hashed by hashlib as the product does.

``build()`` compiles the library once (gcc, ``-mavx512f``) into a temporary folder; ``available()`` says whether this
host can (gcc present, the CPU has AVX-512F)."""

from __future__ import annotations

import concurrent.futures
import ctypes
import functools
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import torch

from pytest_passnet import fingerprint

SOURCE = Path(__file__).with_name("blake2b8.c")
LANES = 8


def available() -> bool:
    """gcc and AVX-512F here."""
    flags = Path("/proc/cpuinfo").read_text() if Path("/proc/cpuinfo").exists() else ""
    return shutil.which("gcc") is not None and " avx512f" in flags


@functools.cache
def build() -> ctypes.CDLL:
    """The compiled ``blake2b8`` (once a process)."""
    folder = Path(tempfile.mkdtemp(prefix="r25b-blake2b8-"))
    library = folder / "blake2b8.so"
    subprocess.run(["gcc", "-O3", "-mavx512f", "-shared", "-fPIC", "-o", str(library), str(SOURCE)], check=True)
    loaded = ctypes.CDLL(str(library))
    loaded.blake2b8.argtypes = [ctypes.c_void_p, ctypes.c_uint64, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_void_p]
    loaded.blake2b8.restype = None
    return loaded


@functools.cache
def _threads() -> concurrent.futures.ThreadPoolExecutor:
    """As many as the product's hashing threads (``fingerprint._hashing_threads``): ctypes lets go of the GIL."""
    return concurrent.futures.ThreadPoolExecutor(len(os.sched_getaffinity(0)), thread_name_prefix="r25b-digest")


def _eight(addresses: list[int], length: int, persons: list[bytes]) -> list[str]:
    pointers = (ctypes.c_uint64 * LANES)(*addresses)
    person_bytes = ctypes.create_string_buffer(b"".join(person[:16] for person in persons), LANES * 16)
    out = ctypes.create_string_buffer(LANES * fingerprint.DIGEST_BYTES)
    build().blake2b8(pointers, length, person_bytes, fingerprint.DIGEST_BYTES, out)
    raw = out.raw
    return [raw[k * fingerprint.DIGEST_BYTES:(k + 1) * fingerprint.DIGEST_BYTES].hex() for k in range(LANES)]


def _part_digests(part: torch.Tensor, chunk_bytes: int, persons: list[bytes]) -> list[str]:
    """``fingerprint._part_digests`` (CPU) for less: whole groups of eight full chunks in the lanes, the rest hashed
    by hashlib (``fingerprint._digest``)."""
    data = part.view(torch.uint8)
    address, size = data.data_ptr(), data.numel()
    full = size // chunk_bytes if chunk_bytes % 128 == 0 else 0
    grouped = full - full % LANES
    jobs = [_threads().submit(_eight, [address + (g + k) * chunk_bytes for k in range(LANES)], chunk_bytes,
                              persons[g:g + LANES]) for g in range(0, grouped, LANES)]
    view = memoryview(data.numpy())
    rest = [_threads().submit(fingerprint._digest, view[c * chunk_bytes:(c + 1) * chunk_bytes], persons[c])
            for c in range(grouped, len(persons))]
    return [digest for job in jobs for digest in job.result()] + [job.result() for job in rest]


def trial_digests(outputs, orders: list, seed: int, staging: fingerprint.Staging) -> list:
    """``fingerprint.trial_digests``' digests (the same parts, ``fingerprint._output_parts``), hashed eight at a time."""
    digests = []
    for j, (output, order) in enumerate(zip(fingerprint.as_tuple(outputs), orders)):
        if order is None:
            digests.append(None)
            continue
        ordered = fingerprint.in_order(output, order)
        length = fingerprint.chunk_length(output.numel(), output.element_size())
        chunk_bytes, mine = length * output.element_size(), []
        for part in fingerprint._output_parts(ordered, length, staging):
            first = len(mine)
            persons = [fingerprint._chunk_key(seed, j, c) for c in range(first, first + -(-part.numel() // length))]
            mine += _part_digests(part, chunk_bytes, persons)
        digests.append(mine)
    return digests
