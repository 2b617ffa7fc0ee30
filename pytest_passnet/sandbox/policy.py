"""What a sandboxed child may see: an allow-listed environment, and (with bubblewrap) a read-only
view of the system and the Python installation, one writable scratch directory, no network.

Without bubblewrap the child is an ordinary process with the reduced environment and the scratch
directory as its working directory; every result records which of the two it was.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest_passnet

BWRAP = "bubblewrap"
PLAIN = "process"
SCRATCH_MOUNT = "/sample"  # where the scratch directory appears inside bubblewrap
SPILL_MOUNT = "/spill"  # and the spill directory for large tensors
KERNEL_CACHE = "kernel-cache"  # the scratch's folder for Triton's and Inductor's on-disk caches
# Exact names and prefixes a child may inherit: what Python, torch, Triton, CUDA and the C toolchain
# that Triton calls need. Anything else (credentials, tokens, endpoints) stays behind.
_ALLOWED_NAMES = {"PATH", "LANG", "LANGUAGE", "TZ", "TERM", "LD_LIBRARY_PATH", "CC", "CXX", "TMPDIR",
                  "OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE",
                  "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD", "PYTHONHASHSEED"}
_ALLOWED_PREFIXES = ("LC_", "CUDA_", "NVIDIA_", "TRITON_", "TORCH_", "TORCHINDUCTOR_", "PYTORCH_", "NCCL_")
# A name that looks like a secret is dropped even where its prefix is allowed.
SECRET_NAME = re.compile(r"KEY|TOKEN|SECRET|PASSW(OR)?D|CREDENTIAL|AUTH|COOKIE|SESSION", re.IGNORECASE)


def allow_listed(source: Mapping[str, str], names: set[str], prefixes: tuple[str, ...]) -> dict[str, str]:
    """The variables of ``source`` named in ``names`` or starting with one of ``prefixes``, secrets never."""
    return {name: value for name, value in source.items()
            if (name in names or name.startswith(prefixes)) and not SECRET_NAME.search(name)}


def child_environment(source: Mapping[str, str], scratch: str) -> dict[str, str]:
    """The allow-listed part of ``source``; HOME and Triton's and Inductor's caches in the scratch
    (``scratch`` as the child sees it), whatever the user's own settings say."""
    env = allow_listed(source, _ALLOWED_NAMES, _ALLOWED_PREFIXES)
    # This very package, also when it runs from a source tree rather than an installation; under
    # bubblewrap only the package itself is mounted there, not the folder around it.
    env.update(PYTHONPATH=str(Path(pytest_passnet.__file__).parent.parent), HOME=f"{scratch}/home", TRITON_CACHE_DIR=f"{scratch}/{KERNEL_CACHE}/triton",
               TORCHINDUCTOR_CACHE_DIR=f"{scratch}/{KERNEL_CACHE}/inductor",
               PYTHONDONTWRITEBYTECODE="1", PYTHONNOUSERSITE="1")
    return env


def regular_files(folder: Path) -> list[Path]:
    """The regular files under ``folder``, in order: no links (they could pull host files into a
    scratch, or out of one), no bytecode caches."""
    return [path for path in sorted(folder.rglob("*"))
            if path.is_file() and not path.is_symlink() and "__pycache__" not in path.relative_to(folder).parts]


def copy_regular_files(source: Path, target: Path) -> None:
    for path in regular_files(source):
        destination = target / path.relative_to(source)
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, destination)


def sandbox_kind() -> str:
    return BWRAP if shutil.which("bwrap") else PLAIN


def describe(kind: str) -> str:
    if kind == BWRAP:
        return ("bubblewrap: read-only system, a private scratch directory, no network, own PID namespace, "
                "allow-listed environment")
    return ("process: a separate process with an allow-listed environment and a scratch working directory; "
            "no filesystem or network isolation (bubblewrap not found)")


def _read_only_roots() -> list[str]:
    """What the child must read: the system, the Python installation, this package."""
    roots = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/etc", "/opt", "/usr/local",
             sys.prefix, sys.base_prefix, str(Path(pytest_passnet.__file__).parent)]
    roots += [p for p in sys.path if p and os.path.isdir(p) and "site-packages" in p]
    unique: list[str] = []
    for root in sorted({os.path.realpath(r) for r in roots if os.path.exists(r)} | {r for r in roots if os.path.exists(r)}):
        if not any(root.startswith(u.rstrip("/") + "/") or root == u for u in unique):
            unique.append(root)
    return unique


def command(kind: str, scratch: Path, spill: Path, env: dict[str, str], device: str,
            readable: tuple[str, ...] = ()) -> tuple[list[str], dict[str, str]]:
    """The argv and environment that start the child; ``readable``: more folders it may read (the
    files that define compilers added by plugins)."""
    argv = [sys.executable, "-m", "pytest_passnet.sandbox.child", visible_spill(kind, spill), device]
    if kind != BWRAP:
        return argv, env
    wrapped = ["bwrap", "--die-with-parent", "--new-session", "--unshare-all", "--clearenv",
               "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"]
    for root in [*_read_only_roots(), *readable]:
        wrapped += ["--ro-bind", root, root]
    for node in sorted(Path("/dev").glob("nvidia*")):
        wrapped += ["--dev-bind", str(node), str(node)]
    wrapped += ["--bind", str(scratch), SCRATCH_MOUNT, "--bind", str(spill), SPILL_MOUNT, "--chdir", SCRATCH_MOUNT]
    for name, value in env.items():
        wrapped += ["--setenv", name, value]
    return wrapped + ["--", *argv], {"PATH": os.environ.get("PATH", "/usr/bin:/bin")}


def visible_path(kind: str, scratch: Path) -> str:
    """The scratch directory as the child sees it."""
    return SCRATCH_MOUNT if kind == BWRAP else str(scratch)


def visible_spill(kind: str, spill: Path) -> str:
    return SPILL_MOUNT if kind == BWRAP else str(spill)
