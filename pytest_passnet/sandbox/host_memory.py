"""The memory left to this run, and a pass's child that spreads its memory over processes while it runs short.

The kernel's OOM killer weighs one process at a time (its resident pages, swap and page tables), never a child's
tree: a pass whose memory lies in forked pieces, each smaller than an honest child's one process, has every honest
child on the host ended before any piece, at the same ``oom_score_adj`` (red team round 35b's OOM_SPLIT). No memory
cgroup per child is made, so the trusted side weighs the tree itself, while the child runs and only when memory runs
short: then a child holding more than ``spread_mark`` outside its largest process is ended, the choice the OOM
killer would make if it counted the child as one. A child of one large process is still the kernel's to pick.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import NamedTuple

from pytest_passnet.sandbox import procfs, syscalls

MEMINFO = "/proc/meminfo"
CGROUPS = Path("/sys/fs/cgroup")


class Room(NamedTuple):
    """Bytes: what is left (``available``) of what this run may hold (``total``): the host's, or the tighter of the
    memory cgroups this process is in (a container's limit: there the OOM killer acts inside the container)."""

    available: int
    total: int


def room() -> Room | None:
    """The memory left to this run, or None where /proc does not say. About 10 us: the watch reads it every look."""
    global _meminfo
    try:
        if _meminfo is None:
            _meminfo = os.open(MEMINFO, os.O_RDONLY | os.O_CLOEXEC)
        kib = {name: int(value.split()[0]) for name, _, value in (line.partition(b":")
                                                                  for line in os.pread(_meminfo, 256, 0).splitlines()[:3])}
        host = Room(kib[b"MemAvailable"] << 10, kib[b"MemTotal"] << 10)
    except (OSError, ValueError, IndexError, KeyError):
        return None
    cgroups = [found for folder, files in _limited_cgroups() if (found := _room_in(folder, *files))]
    return min([host, *cgroups], key=lambda found: found.available)


_meminfo: int | None = None


def low_mark(total: int) -> int:
    """Below this much available, memory runs short: an eighth of the total, at most 4 GiB (about 0.1 s of a
    many-core host's page faults; the watch looks every few ms then)."""
    return min(total // 8, 4 << 30)


def near_short(found: Room) -> bool:
    """Within twice ``low_mark``: the watch looks often, and a lowered OOM score ends the child."""
    return found.available < 2 * low_mark(found.total)


def spread_possible(found: Room) -> bool:
    """Below ``low_mark``: memory runs short, and ``spread_finding`` weighs a child's processes."""
    return found.available < low_mark(found.total)


def ran_shorter(found: Room, looked_at: int | None) -> bool:
    """Whether memory runs short (``found``) and did not at the last look (which read ``looked_at`` available; None:
    none since memory was near short), or has fallen since by a quarter of ``low_mark`` or half what that look read:
    near none a quarter would be below zero (red team round 40a's DIP_BASELINE)."""
    if not spread_possible(found):
        return False
    low = low_mark(found.total)
    return looked_at is None or looked_at >= low or found.available < looked_at - min(low // 4, looked_at // 2)


def spread_mark(total: int) -> int:
    """What a child may hold outside its largest process while memory runs short: a sixteenth of the total, at most
    1 GiB. An honest child's other processes are bubblewrap's two and its compile workers, tens of MiB each."""
    return min(total // 16, 1 << 30)


def spread_finding(pids: list[int], found: Room) -> str | None:
    """Why a child of ``pids`` is to be ended while memory runs short (``found``), or None: what its processes hold
    outside the largest is over ``spread_mark``: as the OOM killer weighs each of them, and then what they hold but
    files, each page counted once, beyond all the largest holds (forks that share their parent's pages, an honest
    child's compile workers, hold nothing beyond it: the pages' shares among them did, round 43b's SHARED_PSS; a
    library's pages are shared with every process on the host that maps it, and reclaimable). None where
    /proc hides a process's pages from the trusted side (a user's plain child): there such forks would weigh their
    parent's size each, and nothing else in /proc tells them from forks that wrote theirs (red team rounds 21b and
    36b's SHARED_SPREAD)."""
    if not spread_possible(found):
        return None
    weights = _one_per_address_space({pid: procfs.oom_weight(pid) for pid in pids})
    pids = list(weights)
    held = sorted(weights.values(), reverse=True)
    if sum(held[1:]) <= spread_mark(found.total):
        return None
    once = [procfs.weight_once(pid) for pid in pids]
    if None in once:
        return None
    outside = sum(once) - max(procfs.weight_whole(pid) for pid in pids)
    if outside <= spread_mark(found.total):
        return None
    return (f"[passnet limits] memory ran short ({found.available >> 20:,} MiB left of {found.total >> 20:,} MiB) "
            f"while the pass's process held {sum(once) >> 20:,} MiB in {len(once)} processes, "
            f"{outside >> 20:,} MiB of it outside its largest (at most {spread_mark(found.total) >> 20:,} MiB): the "
            "OOM killer weighs one process at a time and would have ended other samples' children first, so the "
            "trusted side ended it. If the pass is honest, give the run more memory or fewer workers (-n)")


def _one_per_address_space(weights: dict[int, int]) -> dict[int, int]:
    """``weights`` with one process per address space: a vfork child (``subprocess``, ``posix_spawn``) shows its
    parent's memory until it execs, and counting it twice ended honest children that started a program while memory
    ran short (red team round 45a's VFORK_TWICE). Only processes of equal weight are compared, by the kernel
    (``kcmp``); where it will not say, both stay."""
    kept: dict[int, int] = {}
    for pid, weight in weights.items():
        if not any(other_weight == weight and _shared(pid, other) for other, other_weight in kept.items()):
            kept[pid] = weight
    return kept


def _shared(a: int, b: int) -> bool:
    try:
        return syscalls.same_address_space(a, b)
    except OSError:
        return False


def lowered_finding(found: Room, pid: int, score: int) -> str:
    """Why a child whose process ``pid`` stands at OOM score ``score`` is ended while memory is near short."""
    return (f"[passnet limits] memory ran short ({found.available >> 20:,} MiB left of {found.total >> 20:,} MiB) "
            f"while the pass's process {pid} stood at oom_score_adj {score}: only the child's own code lowers it, and "
            "the OOM killer would then end other samples' children for their memory first, so the trusted side ended "
            "it. A pass may not write oom_score_adj")


# The limit, the usage, and memory.stat's file cache on the LRU lists, active or not: the kernel's own estimate of what
# is available counts both, and a pass that reads its own file twice makes all of it active (red team round 36b's
# ROOM_ACTIVE_CACHE: 35 MiB left of 640 read while 400 MiB were then allocated without an OOM kill).
_V2_FILES = ("memory.max", "memory.current", ("active_file", "inactive_file"))
_V1_FILES = ("memory.limit_in_bytes", "memory.usage_in_bytes", ("total_active_file", "total_inactive_file"))


@functools.cache
def _limited_cgroups() -> tuple[tuple[Path, tuple], ...]:
    """The memory cgroups this process is in with a limit, up to its hierarchy's root (cgroup v2's ``memory.max``, v1's
    ``memory.limit_in_bytes``), with the files that say it: found once, as a run does not move between cgroups."""
    try:
        lines = Path("/proc/self/cgroup").read_text().splitlines()
    except OSError:
        return ()
    found = []
    for line in lines:
        _, controllers, path = line.split(":", 2)
        if controllers == "":
            found += [(folder, _V2_FILES) for folder in _up(CGROUPS, path)]
        elif "memory" in controllers.split(","):
            found += [(folder, _V1_FILES) for folder in _up(CGROUPS / "memory", path)]
    return tuple((folder, files) for folder, files in found if _room_in(folder, *files))


def _up(mount: Path, path: str) -> list[Path]:
    """The cgroup at ``path`` below ``mount`` and each one above it up to the mount. A container without a cgroup
    namespace (Docker on cgroup v1) has its own cgroup mounted as the root while /proc/self/cgroup names it from the
    host's (``/docker/<id>/...``): there the longest end of ``path`` found below the mount is this process's cgroup,
    or the mount itself."""
    parts = [part for part in path.split("/") if part]
    folder = next((mount.joinpath(*parts[start:]) for start in range(len(parts))
                   if mount.joinpath(*parts[start:]).is_dir()), mount)
    return [folder, *(parent for parent in folder.parents if mount in parent.parents or parent == mount)]


def _room_in(folder: Path, limit_file: str, usage_file: str, reclaimable: tuple[str, ...]) -> Room | None:
    """The room under ``folder``'s limit, less the file cache it can reclaim; None where it has none."""
    try:
        limit = (folder / limit_file).read_text().strip()
        if limit == "max" or int(limit) >= 1 << 60:  # v1 writes "no limit" as a page-rounded 2^63
            return None
        used = int((folder / usage_file).read_text())
        stat = dict(line.split() for line in (folder / "memory.stat").read_text().splitlines())
        used -= min(used, sum(int(stat.get(name, 0)) for name in reclaimable))
    except (OSError, ValueError):
        return None
    return Room(max(0, int(limit) - used), int(limit))
