"""Kernel caches that outlive a child, each read only by the pass code that wrote it.

Triton and Inductor keep compiled kernels on disk, but a child's scratch dies with it: without
this, every run would compile every kernel again (about a second each on a GPU). A child starts
with the cache kept for its sample's exact pass code, and what it adds is kept when it ends. Pass
code can write anything into its cache, so the key is that code itself (a hash of ``pass_dir/``
and ``const_pass_dir/``): no other pass ever reads what it left.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from pathlib import Path

from pytest_passnet.sample import Sample
from pytest_passnet.sandbox import policy

# A cache grown beyond this is not a few kernels: it is dropped, not kept.
MAX_BYTES = 256 << 20
# The caches of this many pass codes are kept, the least recently used dropped first: an agent's
# training run writes a new pass every step.
MAX_KEPT = 256


def root() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "pytest-passnet" / "kernels"


def key(sample: Sample) -> str:
    digest = hashlib.sha256()
    for folder in ("pass_dir", "const_pass_dir"):
        base = sample.path / folder
        for path in policy.regular_files(base) if base.is_dir() else ():
            digest.update(f"{folder}/{path.relative_to(base)}\0".encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:32]


def restore(cache_key: str, scratch: Path) -> None:
    """The kept cache copied into the scratch; none at all when another process replaces it meanwhile
    (workers of one run share a pass code's cache): a cache is only a head start."""
    kept = root() / cache_key
    if not kept.is_dir():
        return
    try:
        before = _identity(kept)
        policy.copy_regular_files(kept, scratch / policy.KERNEL_CACHE)
        if _identity(kept) != before:  # replaced meanwhile: the listing may have missed or mixed files
            raise FileNotFoundError(kept)
        os.utime(kept)  # used now: the last to be dropped
    except OSError:
        shutil.rmtree(scratch / policy.KERNEL_CACHE, ignore_errors=True)


def _identity(folder: Path) -> tuple[int, int]:
    """Which directory stands at ``folder``: ``keep`` moves a new one into place, never edits one."""
    status = folder.stat()
    return status.st_dev, status.st_ino


def keep(cache_key: str, scratch: Path) -> None:
    """What the child's cache holds now replaces the kept one (whole, so a reader never sees half)."""
    cache = scratch / policy.KERNEL_CACHE
    files = policy.regular_files(cache) if cache.is_dir() else []
    if not files or sum(p.stat().st_size for p in files) > MAX_BYTES:
        return
    root().mkdir(parents=True, exist_ok=True)
    staged = Path(tempfile.mkdtemp(prefix=f".{cache_key}-", dir=root()))
    policy.copy_regular_files(cache, staged)
    kept = root() / cache_key
    retired = kept.with_name(f".{cache_key}-retired-{os.getpid()}")
    try:
        if kept.exists():
            kept.rename(retired)
        staged.rename(kept)
    except OSError:  # another process kept its copy first: theirs is as good
        shutil.rmtree(staged, ignore_errors=True)
    shutil.rmtree(retired, ignore_errors=True)
    _drop_least_recently_used()


def _drop_least_recently_used() -> None:
    kept = [path for path in root().iterdir() if not path.name.startswith(".")]
    if len(kept) <= MAX_KEPT:
        return
    for path in sorted(kept, key=lambda p: p.stat().st_mtime)[: len(kept) - MAX_KEPT]:
        shutil.rmtree(path, ignore_errors=True)
