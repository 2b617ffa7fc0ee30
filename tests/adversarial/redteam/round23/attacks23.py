"""Round 23's plays against round 22b's fixes: the disk check's half-of-the-loss rule (``pipeline._disk_taken``,
``_lost_while_there``, ``Folders.disk_when_made``: 3947ac20) over children's real folders on a small real disk (round
22b's tmpfs, root only), with the pass's fill split between two of its children alive at once (two workers' children of the same pass, whose
folders share the temporary folder's disk in the user modes): each end gives back less than half of what the disk lost."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
import types

from pathlib import Path

from pytest_passnet import pipeline
from pytest_passnet.sandbox import process, procfs
from tests.adversarial.redteam.round22b.attacks22b import MIB, FolderChild, _reference, busy_host, free_mib, small_disk
from tests.sandbox.held_children import sandboxes_holding


def _fill(child: FolderChild, mib: int) -> None:
    """``mib`` written into ``child``'s scratch after its folders were made (the pass's files)."""
    block = os.urandom(MIB)
    with open(child.folders.scratch / "fill.bin", "ab") as fill:
        for _ in range(mib):
            fill.write(block)


def split_fill(monkeypatch, *, shares: tuple[float, ...] = (), kept_mib: int = 0, disk_mib: int = 512,
               left_mib: int = 40) -> dict:
    """The pass's children (their folders made first: both children started before the fill) fill the disk until
    ``left_mib`` are free, each its share of the fill (``shares``, the first checked); the first's variant ends:
    ``_disk_taken``. With ``kept_mib`` instead the checked child is one worker's spare, started with the sample before
    it: the previous sample's child of the same pass then writes ``kept_mib`` of kernel cache, is ended at the sample
    switch (its cache kept, ``kernel_cache.keep``: on the same disk, as where the user's cache folder is), and the
    checked child, lent the next sample, fills the rest."""
    with small_disk(disk_mib) as disk:
        monkeypatch.setattr(tempfile, "tempdir", str(disk))
        monkeypatch.setenv("XDG_CACHE_HOME", str(disk / "cache"))
        (disk / "out").mkdir()
        children = [FolderChild(f"r23-filler{number}") for number in range(max(1, len(shares)))]
        try:
            if kept_mib:
                previous = FolderChild("r23-previous", cache_mib=kept_mib)  # (its folders later: lent the sample first)
                previous.close()
                shares = (1.0,)
            fill_mib = free_mib(disk) - left_mib
            for child, share in zip(children, shares):
                _fill(child, int(fill_mib * share))
            found = {"free_mib_before": free_mib(disk), "fills_mib": [int(fill_mib * share) for share in shares],
                     "kept_mib": _size_mib(disk / "cache")}
            checked = children[0]
            run = types.SimpleNamespace(sandbox=checked, sandboxes=sandboxes_holding(checked, _reference()),
                                        options=types.SimpleNamespace(out=str(disk / "out")))
            found["disk_taken"] = pipeline._disk_taken(run)
            found["ended"] = checked.closed
            found["free_mib_after"] = free_mib(disk)
            # The other filler's own variant end, next: the disk is no longer low, so nothing is checked there.
            found["low_at_the_next_check"] = found["free_mib_after"] < pipeline.ROOM_BYTES // MIB
            return found
        finally:
            for child in children:
                if not child.closed:
                    child.close()


def _size_mib(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file()) // MIB if folder.exists() else 0


# -- the exit wait's bound (d8cffcb9) -------------------------------------------------------------------------------------
_ZERO_PAGE_HELPER = r"""
import ctypes, os, sys, time
libc = ctypes.CDLL(None, use_errno=True)
libc.mmap.restype = ctypes.c_void_p
size = int(sys.argv[1]) << 30
address = libc.mmap(None, ctypes.c_size_t(size), 1, 0x22 | 0x4000, -1, 0)  # PROT_READ, private anonymous, noreserve
assert libc.madvise(ctypes.c_void_p(address), ctypes.c_size_t(size), 22) == 0  # MADV_POPULATE_READ: the zero page
os.write(1, b"ready\n")
time.sleep(60)  # (bounded: a play that died leaves nothing for long)
"""


def exit_wait(zero_gib: int) -> dict:
    """A process holding ``zero_gib`` of the zero page (page tables: cheap to hold, slow to free) on a busy CPU
    (``busy_host``) is killed as its SIGSTOP lands; ``process._until_stopped`` over it, timed."""
    helper = subprocess.Popen([sys.executable, "-c", _ZERO_PAGE_HELPER, str(zero_gib)], stdout=subprocess.PIPE,
                              start_new_session=True)
    try:
        assert helper.stdout.readline() == b"ready\n"
        with busy_host(helper.pid):
            since = {helper.pid: procfs.cpu_ticks(helper.pid)}
            os.kill(helper.pid, signal.SIGKILL)  # its exit begins as the stop lands
            os.kill(helper.pid, signal.SIGSTOP)
            started = time.monotonic()
            outran = process._until_stopped([helper.pid], since)
            found = {"waited_s": round(time.monotonic() - started, 2), "outran": sorted(outran),
                     "state_after_wait": (procfs.thread_states(helper.pid) or ["gone"])[0],
                     "held_after_wait": procfs.resident(helper.pid).anonymous}
            procfs.until_ended([helper.pid], 30)
            found["exit_s"] = round(time.monotonic() - started, 2)
        return found
    finally:
        helper.kill()
        helper.wait()
