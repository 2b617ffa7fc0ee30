"""A child's folders: a private one only the trusted side uses, the scratch the child works in
(its HOME, TMPDIR and kernel caches), the models folder it reads the variants' model.py from
(the trusted side's: it writes there while the child runs, so no pass may put a link in its way),
and the spill folder for large tensors and the trusted side's file of the child's inputs.

When the child has a uid of its own, the scratch is that uid's and nobody else's, and the spill
folder is root's, in the child's group, setgid and sticky: the child creates its files there and
reads the trusted side's (group-readable), but cannot replace or remove them; no other child can
enter either. Names carry the creating process's pid and start time, so that ``cleanup.sweep``
can tell the folders of a dead run from those of a live one.

All of them are in the private folder. Where this process may mount (root), that is one tmpfs of a
bounded size (``bounded``): what a pass writes fills that, never a disk other children and the
trusted side write to. Elsewhere it is in the temporary folder, bounded only per file
(``policy.LIMITS``), the spill folder too: never in the ``/dev/shm`` every process of the user
shares, which one pass's child could fill for a few MiB (Docker's is 64 MiB) and so leave another
worker no room for its honest sample's inputs file (red team round 31b's SHM_ACROSS_WORKERS). On
the temporary folder's disk a filler must fill that disk, which ``pipeline._disk_taken`` watches.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from pytest_passnet.sandbox import cleanup, syscalls

_SCRATCH_FOLDERS = ("home", "tmp")
# A bounded child's room besides the spill files: its kernel caches, its compilers' temporary
# files, its HOME (an honest pass writes megabytes).
SCRATCH_BYTES = 2 << 30
_MOUNT_FLAGS = syscalls.MS_NOSUID | syscalls.MS_NODEV


@dataclass(frozen=True)
class Folders:
    private: Path
    scratch: Path
    spill: Path
    models: Path
    bounded: bool
    # The temporary folder's disk (its device) and its free bytes when these were made: what ending the child
    # gives back is weighed against what that disk lost while it lived (``pipeline._disk_taken``).
    disk_when_made: tuple[int, int]


def make(uid: int | None, bounded: bool) -> Folders:
    """A child's folders; ``bounded``: on a tmpfs of ``SCRATCH_BYTES`` plus the spill room of
    ``grow`` (OSError where this process may not mount one)."""
    tag = cleanup.owner_tag()
    private = Path(tempfile.mkdtemp(prefix=cleanup.SANDBOX_PREFIX + tag))
    disk_when_made = (os.stat(private.parent).st_dev, shutil.disk_usage(private.parent).free)
    if bounded:
        try:
            syscalls.mount("passnet-sandbox", str(private), "tmpfs", _MOUNT_FLAGS, f"size={SCRATCH_BYTES},mode=0700")
        except OSError:
            os.rmdir(private)
            raise
    made = Folders(private, private / "scratch", private / "spill", private / "models", bounded, disk_when_made)
    try:
        _fill(made, uid)
    except OSError:  # a chown refused (root without CAP_CHOWN): nothing stays behind, the mount least (round 51a)
        remove(made)
        raise
    return made


def _fill(made: Folders, uid: int | None) -> None:
    for name in _SCRATCH_FOLDERS:
        (made.scratch / name).mkdir(parents=True)
    made.models.mkdir()
    os.chmod(made.models, 0o755)  # whatever this process's umask: another uid reads it
    made.spill.mkdir(mode=0o700)
    if uid is not None:
        os.chmod(made.private, 0o711)  # the child passes through to its scratch, and sees nothing else here
        for folder in (made.scratch, *(made.scratch / name for name in _SCRATCH_FOLDERS)):
            os.chown(folder, uid, uid)
        os.chown(made.spill, 0, uid)
        os.chmod(made.spill, 0o3770)


def grow(made: Folders, spill_bytes: int) -> None:
    """Room for ``spill_bytes`` of spill files (both sides') besides the scratch, in bounded folders."""
    if made.bounded:
        syscalls.mount(None, str(made.private), None, syscalls.MS_REMOUNT | _MOUNT_FLAGS,
                       f"size={SCRATCH_BYTES + spill_bytes}")


def add_model(made: Folders, name: str, model: Path) -> None:
    """``model`` copied to ``models/<name>/model.py``, readable by the child."""
    folder = made.models / name
    folder.mkdir()
    os.chmod(folder, 0o755)
    shutil.copyfile(model, folder / "model.py")
    os.chmod(folder / "model.py", 0o644)


def give(folder: Path, uid: int) -> None:
    """``folder`` and what it holds made the child's (what the trusted side copied in for it to
    write to, its kernel cache), before the child runs any pass code; links are left alone."""
    for root, folders, files in os.walk(folder):
        for name in [*folders, *files]:
            os.chown(os.path.join(root, name), uid, uid, follow_symlinks=False)
    os.chown(folder, uid, uid, follow_symlinks=False)


def remove(made: Folders) -> bool:
    """All of them gone; False if something could not be removed (see cleanup.remove_tree)."""
    if made.bounded:
        cleanup.unmount(made.private)  # everything in it goes at once, however a child shaped it
    return cleanup.remove_tree(made.private)
