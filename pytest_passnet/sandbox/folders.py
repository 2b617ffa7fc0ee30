"""A child's folders: a private one only the trusted side uses, the scratch the child works in
(its HOME, TMPDIR and kernel caches), and the spill folder in shared memory for large tensors.

When the child has a uid of its own, the scratch is that uid's and nobody else's, and the spill
folder is root's, in the child's group, setgid and sticky: the child creates its files there and
reads the trusted side's (group-readable), but cannot replace or remove them; no other child can
enter either. Names carry the creating process's pid and start time, so that ``cleanup.sweep``
can tell the folders of a dead run from those of a live one.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from pytest_passnet.sandbox import cleanup

_SCRATCH_FOLDERS = ("home", "tmp")


@dataclass(frozen=True)
class Folders:
    private: Path
    scratch: Path
    spill: Path


def make(uid: int | None) -> Folders:
    tag = cleanup.owner_tag()
    private = Path(tempfile.mkdtemp(prefix=cleanup.SANDBOX_PREFIX + tag))
    scratch = private / "scratch"
    for name in _SCRATCH_FOLDERS:
        (scratch / name).mkdir(parents=True)
    shared = cleanup.SHARED_MEMORY if cleanup.SHARED_MEMORY.is_dir() else None
    spill = Path(tempfile.mkdtemp(prefix=cleanup.SPILL_PREFIX + tag, dir=shared))
    if uid is not None:
        os.chmod(private, 0o711)  # the child passes through to its scratch, and sees nothing else here
        for folder in (scratch, *(scratch / name for name in _SCRATCH_FOLDERS)):
            os.chown(folder, uid, uid)
        os.chown(spill, 0, uid)
        os.chmod(spill, 0o3770)
    return Folders(private, scratch, spill)


def give(folder: Path, uid: int) -> None:
    """``folder`` and what it holds made the child's (what the trusted side copied in for it to
    write to, its kernel cache), before the child runs any pass code; links are left alone."""
    for root, folders, files in os.walk(folder):
        for name in [*folders, *files]:
            os.chown(os.path.join(root, name), uid, uid, follow_symlinks=False)
    os.chown(folder, uid, uid, follow_symlinks=False)


def remove(made: Folders) -> bool:
    """Both folders gone; False if something of them could not be removed (see cleanup.remove_tree)."""
    return cleanup.remove_tree(made.private) & cleanup.remove_tree(made.spill)
