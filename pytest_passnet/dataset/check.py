"""``passnet-dataset check``: run shipped samples eager-vs-eager through the plugin.

The check is the plugin itself (``pytest --passnet-list ... --passnet-compiler eager``),
not a re-implementation, so what it proves is what a user runs. A seeded subset keeps
CI fast; without ``--count`` every sample of the lists is run. Its report goes to ``--out``
(or ``--passnet-out`` among the pytest arguments), else to a new temporary folder: never into
the dataset root, which is often a checkout whose ``.passnet/`` holds the user's own results.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from pytest_passnet.sample import read_sample_list

# The CPU-sized eval lists: the train and gpu_* lists hold variants up to batch 512 / sequence 4096.
DEFAULT_LISTS = ("sample_lists/eval/passnet_*_samples.txt",)


def shipped_lists(root: Path) -> list[Path]:
    return sorted(p for pattern in DEFAULT_LISTS for p in root.glob(pattern))


def chosen_samples(lists: list[Path], count: int | None, seed: int) -> list[str]:
    """Every sample path of the lists, or a seeded choice of ``count`` of them."""
    paths = sorted({path for list_file in lists for path in read_sample_list(list_file)})
    if count is not None and count < len(paths):
        paths = sorted(random.Random(seed).sample(paths, count))
    return paths


OUT_OPTION = "--passnet-out"


def pytest_command(list_file: Path, root: Path, extra: list[str]) -> list[str]:
    return [
        # No cache and no pytest-benchmark: both would make a folder in the root (.pytest_cache, .benchmarks).
        sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:benchmark", "-q",
        "--rootdir", str(root), "--passnet-root", str(root),
        "--passnet-list", str(list_file), "--passnet-compiler", "eager",
        "--passnet-warmup", "1", "--passnet-trials", "2", *extra,
    ]


def run_check(root: Path, lists: list[Path], count: int | None, seed: int, extra: list[str],
              out: Path | None = None) -> int:
    """pytest's exit status for the chosen samples (0 when every variant ran clean)."""
    if not lists:
        print(f"no sample lists found under {root}/sample_lists; build the dataset first", file=sys.stderr)
        return 2
    samples = chosen_samples(lists, count, seed)
    if any(arg == OUT_OPTION or arg.startswith(f"{OUT_OPTION}=") for arg in extra):
        out = None  # pytest's own option wins; its summary names the report
    else:
        out = out or Path(tempfile.mkdtemp(prefix="passnet-check-"))
        extra = [f"{OUT_OPTION}={out.resolve()}", *extra]
    with tempfile.TemporaryDirectory() as scratch:
        list_file = Path(scratch) / "check_samples.txt"
        list_file.write_text("".join(f"{s}\n" for s in samples))
        print(f"checking {len(samples)} samples eager-vs-eager under the plugin", file=sys.stderr)
        # A session of its own: nothing from a calling pytest (xdist worker ids, ...) leaks in; and
        # no bytecode of the root's conftest.py written into the root.
        env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        code = subprocess.call(pytest_command(list_file, root, extra), cwd=root, env=env)
    if out is not None:
        print(f"passnet-dataset check: the report is in {out.resolve()}", file=sys.stderr)
    return code
