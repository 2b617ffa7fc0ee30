"""How long ``device_blake3`` takes to hash a tensor where it lies, against what a trial pays today (the bytes
copied to the host, then hashed with the ``blake3`` package), and whether the digests are the package's.

``device_blake3.warm_up`` runs first and its time is printed: Triton compiles the kernels there (or loads them from
its cache), once a process. For each size, the tensor is cut into ``--messages`` messages, each with its own key;
printed, in ms:

* ``first``: the size's first call after the warm-up: about a steady ``call``, as no size compiles a kernel of its
  own (before, each new size took 1.4-2 s here);
* ``kernels``: ``digest_words`` alone (CUDA events, median of ``--reps``): the launches (and the copy into aligned
  rows where there is one), the digests left on the device;
* ``call``: the whole ``keyed_digests`` call, the digests read back and formatted (median of ``--reps``);
* ``copy+cpu``: the tensor copied to the host and each message hashed there by the package (``--baseline``).

Each size checks the first and last message's digest against the package (``ok``), and exits 1 on a mismatch.
``--offset N`` starts the data N bytes into its buffer: an address that is not a multiple of 16 takes the copy into
aligned rows first (``device_blake3._aligned_rows``).

    python tests/benchmarks/device_blake3_bench.py [--mib 64 256 512] [--messages 64] [--reps 20] [--offset 0]
        [--baseline]
    TRITON_INTERPRET=1 python tests/benchmarks/device_blake3_bench.py --device cpu --mib 0.0625 --reps 1
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

import blake3
import torch
import triton

from pytest_passnet import device_blake3

DIGEST_BYTES = 16


def timed_ms(function, device: str) -> float:
    """One call's time in ms: CUDA events on a GPU, the wall clock after a synchronisation elsewhere."""
    if device == "cuda":
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        function()
        end.record()
        end.synchronize()
        return start.elapsed_time(end)
    began = time.perf_counter()
    function()
    return (time.perf_counter() - began) * 1e3


def package_digest(message: torch.Tensor, key: torch.Tensor) -> str:
    return blake3.blake3(message.cpu().numpy().tobytes(), key=key.cpu().numpy().tobytes()).hexdigest(DIGEST_BYTES)


def copy_and_hash(data: torch.Tensor, message_bytes: int, keys: list[bytes]) -> None:
    """Today's path: the tensor on the host, then the package over each message."""
    host = memoryview(data.cpu().numpy())
    for i, key in enumerate(keys):
        blake3.blake3(host[i * message_bytes:(i + 1) * message_bytes], key=key).digest(DIGEST_BYTES)


def bench(mib: float, messages: int, reps: int, offset: int, device: str, baseline: bool) -> bool:
    total = int(mib * (1 << 20))
    message_bytes = -(-total // messages)
    generator = torch.Generator(device=device).manual_seed(total)
    data = torch.randint(0, 256, (offset + total,), dtype=torch.uint8, device=device, generator=generator)[offset:]
    keys = torch.randint(0, 256, (-(-total // message_bytes), 32), dtype=torch.uint8, device=device,
                         generator=generator)

    first = timed_ms(lambda: device_blake3.keyed_digests(data, message_bytes, keys, DIGEST_BYTES), device)
    kernels = [timed_ms(lambda: device_blake3.digest_words(data, message_bytes, keys), device)
               for _ in range(reps)]
    calls = [timed_ms(lambda: device_blake3.keyed_digests(data, message_bytes, keys, DIGEST_BYTES), device)
             for _ in range(reps)]
    digests = device_blake3.keyed_digests(data, message_bytes, keys, DIGEST_BYTES)
    ok = (digests[0] == package_digest(data[:message_bytes], keys[0])
          and digests[-1] == package_digest(data[(len(keys) - 1) * message_bytes:], keys[-1]))
    line = (f"{mib:8g} MiB in {len(keys):3d} messages: first {first:9.1f}  kernels {statistics.median(kernels):8.3f}  "
            f"call {statistics.median(calls):8.3f}")
    if baseline:
        host_keys = [bytes(key) for key in keys.cpu().numpy()]
        copies = [timed_ms(lambda: copy_and_hash(data, message_bytes, host_keys), device) for _ in range(min(reps, 5))]
        line += f"  copy+cpu {statistics.median(copies):8.2f}"
    print(f"{line}  {'ok' if ok else 'MISMATCH with the blake3 package'}", flush=True)
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mib", type=float, nargs="+", default=[64, 256, 512])
    parser.add_argument("--messages", type=int, default=64)
    parser.add_argument("--reps", type=int, default=20)
    parser.add_argument("--offset", type=int, default=0, help="start the data this many bytes into its buffer")
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--baseline", action="store_true", help="also time the copy to the host and the package")
    options = parser.parse_args()
    name = torch.cuda.get_device_name() if options.device == "cuda" else "cpu"
    print(f"{name}, torch {torch.__version__}, triton {triton.__version__}; offset {options.offset}; times in ms",
          flush=True)
    warm_up = timed_ms(lambda: device_blake3.warm_up(options.device), options.device)
    print(f"warm_up {warm_up:.1f}", flush=True)
    results = [bench(mib, options.messages, options.reps, options.offset, options.device, options.baseline)
               for mib in options.mib]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
