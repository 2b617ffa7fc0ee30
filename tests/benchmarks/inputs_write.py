"""What writing a trial's inputs into the child's shared inputs file costs the trusted side
(``shared_inputs.InputsFile.write``: ``pwrite`` of its own tensors, while the child is held), against what
filling the same inputs afresh costs (``materialize.FreshFill``, the child's fill inside the span before; the
trusted side now fills its own tensors outside the hold). Per input set, the median over REPS in ms, and per MiB.

    python tests/benchmarks/inputs_write.py [REPS] [FOLDER]

FOLDER: where the file is made (default /dev/shm, a user's spill folder; a root child's bounded folders are a
tmpfs of their own, alike).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

import torch

from pytest_passnet.materialize import FreshFill
from pytest_passnet.sample import TensorMeta
from pytest_passnet.sandbox.shared_inputs import InputsFile

# (name, [(shape, dtype, range)]): float inputs drawn normal, integer ones in a range, as a sample's metas say.
SETS = [
    ("1 MiB float32", [((256, 1024), "torch.float32", None)]),
    ("16 MiB float32", [((4096, 1024), "torch.float32", None)]),
    ("64 MiB float32 (an embedding table)", [((16384, 1024), "torch.float32", None)]),
    ("256 MiB float32", [((65536, 1024), "torch.float32", None)]),
    ("64 MiB int64 ids", [((8 << 20,), "torch.int64", (0, 50000))]),
    ("200 small float32 (a block's parameters, 6.3 MiB)", [((64, 128), "torch.float32", None)] * 200),
]


def _metas(specs) -> list[TensorMeta]:
    return [TensorMeta("Meta", f"in_{i}", shape, dtype, mean=None if span else 0.0, std=None if span else 1.0,
                       min_val=span[0] if span else None, max_val=span[1] if span else None)
            for i, (shape, dtype, span) in enumerate(specs)]


def _median_ms(work, reps: int) -> float:
    spent = []
    for rep in range(reps):
        started = time.perf_counter()
        work(rep)
        spent.append((time.perf_counter() - started) * 1000)
    return statistics.median(spent)


def main() -> None:
    reps = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    folder = Path(sys.argv[2]) if len(sys.argv) > 2 else Path("/dev/shm")
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads; file in {folder}; median of {reps}")
    with tempfile.TemporaryDirectory(dir=folder) as scratch:
        for index, (name, specs) in enumerate(SETS):
            metas = _metas(specs)
            inputs = {meta.name: torch.empty(meta.shape, dtype=getattr(torch, meta.torch_dtype_name)) for meta in metas}
            mib = sum(t.numel() * t.element_size() for t in inputs.values()) / 2**20
            fill = FreshFill(metas, inputs)
            fill(0)
            made = time.perf_counter()
            inputs_file = InputsFile(Path(scratch), f"inputs-{index}.bin", inputs)  # blocks allocated, written once
            made_ms = (time.perf_counter() - made) * 1000
            fill_ms = _median_ms(fill, reps)
            write_ms = _median_ms(lambda rep: inputs_file.write(), reps)
            inputs_file.close()
            print(f"{name}: fill {fill_ms:.2f} ms ({fill_ms / mib:.3f} ms/MiB), write {write_ms:.2f} ms "
                  f"({write_ms / mib:.3f} ms/MiB, {mib / 1024 / (write_ms / 1000):.1f} GiB/s), "
                  f"write/fill {write_ms / fill_ms:.2f}; first write with its blocks {made_ms:.2f} ms")


if __name__ == "__main__":
    main()
