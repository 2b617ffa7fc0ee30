"""Removing what children leave behind, whatever they made of it, and what runs that died left.

``remove_tree`` walks with descriptors, never a path a child could redirect: no link is
followed, no recursion (a 1,500-deep chain of folders is as easy as a flat one), folders a child
made unreadable are opened anyway, nothing raises. A sandbox's folders are named after the
process that made them (pid and start time), so the next run can tell those of a dead run from
those of a live one, and removes them (``sweep``), with the processes they recorded.
"""

from __future__ import annotations

import os
import signal
import tempfile
from pathlib import Path

from pytest_passnet.sandbox import procfs, syscalls

SANDBOX_PREFIX = "passnet-sandbox-"
SPILL_PREFIX = "passnet-spill-"
CHILD_RECORD = "child"  # in a sandbox's private folder: "<pid> <start time>" of its child
SHARED_MEMORY = Path("/dev/shm")


def _open_folder(name: str, dir_fd: int | None) -> int:
    """A folder's descriptor, never through a link, with its owner's rights given back where a
    child took them away (chmod 000: not even its owner could list or empty it)."""
    flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
    try:
        fd = os.open(name, flags, dir_fd=dir_fd)
    except PermissionError:
        handle = os.open(name, os.O_PATH | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=dir_fd)
        try:
            os.chmod(f"/proc/self/fd/{handle}", 0o700)  # the folder itself, never what a name points to now
        finally:
            os.close(handle)
        fd = os.open(name, flags, dir_fd=dir_fd)
    if os.fstat(fd).st_mode & 0o700 != 0o700:
        try:
            os.fchmod(fd, 0o700)  # to unlink what it holds
        except OSError:
            pass
    return fd


def _identity(fd: int) -> tuple[int, int]:
    info = os.fstat(fd)
    return info.st_dev, info.st_ino


def _empty(fd: int) -> list[str]:
    """Unlink everything in the folder but folders; the folders' names."""
    folders = []
    with os.scandir(fd) as entries:
        for entry in entries:
            try:
                if entry.is_dir(follow_symlinks=False):
                    folders.append(entry.name)
                else:
                    os.unlink(entry.name, dir_fd=fd)
            except OSError:
                pass
    return folders


def remove_tree(path: Path | str) -> bool:
    """Remove ``path`` and all below it; True when it is gone. Never raises, never follows a link,
    never leaves the tree: going back up checks each folder is the one it came down from."""
    path = Path(path)
    try:
        top = _open_folder(str(path), None)
    except FileNotFoundError:
        return True
    except OSError:
        try:
            os.unlink(path)  # a file or a link where a folder was expected
            return True
        except OSError:
            return False
    # One descriptor open at a time, however deep: the way back is "..", checked against the
    # identities (device, inode) recorded on the way down.
    stack: list[tuple[tuple[int, int], list[str], str]] = []
    fd, name = top, ""
    try:
        pending = _empty(fd)
        while True:
            if pending:
                child = pending.pop()
                try:
                    child_fd = _open_folder(child, fd)
                except OSError:
                    try:
                        os.unlink(child, dir_fd=fd)  # replaced by a file meanwhile
                    except OSError:
                        pass
                    continue
                stack.append((_identity(fd), pending, name))
                os.close(fd)
                fd, name = child_fd, child
                pending = _empty(fd)
                continue
            if not stack:
                break
            up = os.open("..", os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC, dir_fd=fd)
            identity, pending, parent_name = stack.pop()
            os.close(fd)
            fd = up
            if _identity(fd) != identity:
                return False  # moved under us: stop rather than remove anything outside
            try:
                os.rmdir(name, dir_fd=fd)
            except OSError:
                pass
            name = parent_name
    except (OSError, RecursionError, MemoryError):
        return False
    finally:
        try:
            os.close(fd)
        except OSError:
            pass
    try:
        os.rmdir(path)
    except FileNotFoundError:
        pass
    except OSError:
        return False
    return True


def unmount(path: Path | str) -> None:
    """The tmpfs mounted at ``path`` (a child's bounded folders) detached: what it holds goes once no
    process uses it. Nothing happens where nothing is mounted, or this process may not unmount."""
    try:
        syscalls.umount(str(path), syscalls.MNT_DETACH | syscalls.UMOUNT_NOFOLLOW)
    except OSError:
        pass


# -- what dead runs left --------------------------------------------------------------------


def owner_tag() -> str:
    """What a folder's name says of the process that made it: ``<pid>-<start time>-``."""
    return f"{os.getpid()}-{procfs.start_time(os.getpid())}-"


def _owner_alive(name: str, prefix: str) -> bool:
    try:
        pid, started = (int(part) for part in name[len(prefix):].split("-")[:2])
    except ValueError:
        return True  # not named by this scheme: not ours to judge
    return procfs.start_time(pid) == started


def _end_recorded_child(private: Path, processes: list[procfs.Process]) -> None:
    """Kill what is left of a dead run's child: the processes of its session (which its seccomp
    filter kept them in) that started no earlier than it, and are this user's."""
    try:
        pid, started = (int(x) for x in (private / CHILD_RECORD).read_text().split())
    except (OSError, ValueError):
        return
    for process in processes:
        if process.session == pid and process.started >= started and process.uid == os.getuid():
            try:
                os.kill(process.pid, signal.SIGKILL)
            except OSError:
                pass


def sweep(processes: list[procfs.Process]) -> None:
    """Remove the sandbox and spill folders of runs that died (this user's only), after killing
    what their children left running."""
    for folder in (Path(tempfile.gettempdir()), SHARED_MEMORY):
        try:
            with os.scandir(folder) as listing:
                entries = [e for e in listing if e.name.startswith((SANDBOX_PREFIX, SPILL_PREFIX))]
        except OSError:
            continue
        for entry in entries:
            prefix = SANDBOX_PREFIX if entry.name.startswith(SANDBOX_PREFIX) else SPILL_PREFIX
            try:
                if entry.stat(follow_symlinks=False).st_uid != os.geteuid() or _owner_alive(entry.name, prefix):
                    continue
            except OSError:
                continue
            if prefix == SANDBOX_PREFIX:
                _end_recorded_child(Path(entry.path), processes)
                unmount(entry.path)
            remove_tree(entry.path)

