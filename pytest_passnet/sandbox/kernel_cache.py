"""Kernel caches that outlive a child, each read only by the pass code that wrote it.

Triton and Inductor keep compiled kernels on disk, but a child's scratch dies with it: without
this, every run would compile every kernel again (about a second each on a GPU). A child starts
with the cache kept for its sample's exact pass code, and what it adds is kept when it ends. Pass
code can write anything into its cache, so the key is that code itself (a hash of ``pass_dir/``
and ``const_pass_dir/``) and the run's compiler: no other pass ever reads what it left, nor a child
of another compiler, such as Inductor's, whose compiled side runs none of the sample's code and
would load a module a pass's child rewrote (red team round 40c's KEPT_CACHE_ACROSS_COMPILERS).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from pathlib import Path

from pytest_passnet.sample import Sample
from pytest_passnet.sandbox import policy

# A cache grown beyond these is not a few kernels: it is dropped, not kept. Files are counted too: the trusted process
# copies each, and 256 caches of empty files ran a disk out of inodes (red team round 64b's KEPT_CACHE_INODES: 49,000
# files kept in 3.5 s of the trusted side's time; a Triton kernel leaves about eight).
MAX_BYTES = 256 << 20
MAX_FILES = 4_000
# The caches of this many pass codes are kept, the least recently used dropped first: an agent's
# training run writes a new pass every step.
MAX_KEPT = 256


def root() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "pytest-passnet" / "kernels"


def key(sample: Sample, compiler: str) -> str:
    """The cache of ``compiler``'s children (a built-in's name, a plugin's ``file:qualname`` and that file's bytes: an
    edited plugin is another compiler, round 41b's PLUGIN_FILE_EDITED) for the sample's pass code; FolderRefused as
    ``pass_code``."""
    plugin = Path(compiler.rpartition(":")[0])
    code = plugin.read_bytes() if plugin.is_file() else b""
    return hashlib.sha256(f"{compiler}\0{pass_code(sample)}\0".encode() + code).hexdigest()[:32]


def pass_code(sample: Sample) -> str:
    """The hash of the sample's pass folders, read in chunks; FolderRefused (before anything is
    read) when one holds more than ``policy.PASS_FOLDER_BYTES``."""
    digest = hashlib.sha256()
    for folder in ("pass_dir", "const_pass_dir"):
        base = sample.path / folder
        if not base.is_dir():
            continue
        for relative, size in policy.regular_files(base, max_bytes=policy.PASS_FOLDER_BYTES):
            # the size frames the contents: without it a file ending in another's name and contents
            # hashes as the two files (round 9a); a name need not be UTF-8 (b'sur\xff.py')
            digest.update(os.fsencode(f"{folder}/{relative}") + f"\0{size}\0".encode())
            fd = policy.open_listed(base, relative, size)
            try:
                for chunk in policy.chunks(fd, size):
                    digest.update(chunk)
            finally:
                os.close(fd)
    return digest.hexdigest()[:32]


def restore(cache_key: str, scratch: Path) -> None:
    """The kept cache copied into the scratch; none at all when another process replaces it meanwhile
    (workers of one run share a pass code's cache): a cache is only a head start."""
    kept = root() / cache_key
    if not kept.is_dir():
        return
    try:
        before = _identity(kept)
        policy.copy_regular_files(kept, scratch / policy.KERNEL_CACHE, max_bytes=MAX_BYTES, max_entries=MAX_FILES)
        if _identity(kept) != before:  # replaced meanwhile: the listing may have missed or mixed files
            raise FileNotFoundError(kept)
        os.utime(kept)  # used now: the last to be dropped
    except (OSError, policy.FolderRefused):
        shutil.rmtree(scratch / policy.KERNEL_CACHE, ignore_errors=True)


def _identity(folder: Path) -> tuple[int, int]:
    """Which directory stands at ``folder``: ``keep`` moves a new one into place, never edits one."""
    status = folder.stat()
    return status.st_dev, status.st_ino


def keep(cache_key: str, scratch: Path, owner: int | None) -> None:
    """What the child's cache holds now replaces the kept one (whole, so a reader never sees half).
    The child made that folder as it liked (links, depth, other users' files): it is walked by
    descriptors, never through a link, and only regular files of ``owner`` (its uid, where it has
    one) are taken; a cache that is too large, too deep or unreadable is dropped. Never raises."""
    staged = retired = None
    try:
        root().mkdir(parents=True, exist_ok=True)
        _drop_dead_stages()
        staged = Path(tempfile.mkdtemp(prefix=f".{os.getpid()}-{cache_key}-", dir=root()))
        policy.copy_regular_files(scratch / policy.KERNEL_CACHE, staged, max_bytes=MAX_BYTES, owner=owner,
                                  max_entries=MAX_FILES)
        if not any(staged.iterdir()):
            return
        kept = root() / cache_key
        if kept.exists():
            retired = kept.rename(kept.with_name(f".{os.getpid()}-retired-{cache_key}"))
        staged.rename(kept)  # fails where another process kept its copy first: theirs is as good
        staged = None
        _drop_least_recently_used()
    except (OSError, policy.FolderRefused):
        pass
    finally:
        for leftover in (staged, retired):
            if leftover is not None:
                shutil.rmtree(leftover, ignore_errors=True)


def _drop_dead_stages() -> None:
    """The staged and retired folders of a keep whose process was killed part way (red team round 68b's
    KEEP_LEFTOVER: nothing else removes them, and none counts toward the bound): named ``.<pid>-...``."""
    for path in root().iterdir():
        pid = path.name[1:].split("-", 1)[0]
        if path.name.startswith(".") and pid.isdigit() and not _alive(int(pid)):
            shutil.rmtree(path, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _drop_least_recently_used() -> None:
    kept = [path for path in root().iterdir() if not path.name.startswith(".")]
    if len(kept) <= MAX_KEPT:
        return
    for path in sorted(kept, key=lambda p: p.stat().st_mtime)[: len(kept) - MAX_KEPT]:
        shutil.rmtree(path, ignore_errors=True)
