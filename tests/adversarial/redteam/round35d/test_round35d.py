"""Round 35d: ``policy.copy_regular_files``' staged copy (``73e44923``: ``mkstemp``, 0644, replace, unlink on failure) and
``identity._forked_probe``'s thread (``40952049``), on real functions and processes. Uids of no account 1,500,450-1,500,453."""

from __future__ import annotations

import os
import subprocess
import threading
import time
from pathlib import Path

import pytest

from pytest_passnet.sandbox import folders, identity, policy

ROOT = os.geteuid() == 0
needs_root = pytest.mark.skipif(not ROOT, reason="a child of another uid needs root to start")
CHILD, BUSY, FREE, ZOMBIE = 1_500_450, 1_500_451, 1_500_452, 1_500_453


def _pass_folder(tmp_path: Path) -> Path:
    source = tmp_path / "pass_dir"
    (source / "sub").mkdir(parents=True)
    (source / "AddRelu.py").write_text("x = 1\n")
    (source / "sub" / "kernels.py").write_text("y = 2\n")
    return source


def _copied_under_umask(tmp_path: Path, mask: int) -> tuple[bool, bool]:
    """Sandbox.assign's copy into a dedicated uid's fresh scratch, made and copied under ``mask``; whether that uid
    reads the top file and the nested one (``cat`` as the uid, no groups, as a child runs)."""
    source = _pass_folder(tmp_path)
    old = os.umask(mask)
    try:
        made = folders.make(CHILD, bounded=False)
        policy.copy_regular_files(source, made.scratch / "pass_dir", max_bytes=1 << 20)
    finally:
        os.umask(old)
    try:
        reads = [subprocess.run(["cat", str(made.scratch / "pass_dir" / name)], user=CHILD, group=CHILD, extra_groups=[],
                                capture_output=True, timeout=10).returncode == 0 for name in ("AddRelu.py", "sub/kernels.py")]
        return reads[0], reads[1]
    finally:
        folders.remove(made)


# -- UMASK_FOLDERS ------------------------------------------------------------------------------------------------------


@needs_root
def test_under_umask_022_the_child_s_uid_reads_its_pass_files(tmp_path):
    """UMASK_FOLDERS' control (plain): root's usual umask, the folders 0755, the files 0644."""
    assert _copied_under_umask(tmp_path, 0o022) == (True, True)


@needs_root
def test_under_umask_027_the_child_s_uid_reads_its_pass_files(tmp_path):
    """UMASK_FOLDERS (low-medium; held since copy_regular_files makes each missing folder 0755, ``policy._make_folders``):
    before, root's umask 027 or 077 left scratch/pass_dir 0750/0700 root's, the child's uid could not open its pass
    files and an honest pass was kernel_error."""
    assert _copied_under_umask(tmp_path, 0o027) == (True, True)


# -- STAGED_NAMES, FAILED_COPY ------------------------------------------------------------------------------------------


def test_files_named_like_staged_copies_arrive_whole_and_nothing_else_stays(tmp_path):
    """A kept cache or pass folder with '.copy-*' names (mkstemp's own prefix): O_EXCL picks another staged name; every
    file arrives with its own bytes, no staged file is left."""
    source = tmp_path / "cache"
    (source / "d").mkdir(parents=True)
    names = [".copy-", ".copy-aaaaaaaa", ".copy-zzzzzzzz", "a", "d/.copy-00000000", "d/b"]
    for name in names:
        (source / name).write_bytes(name.encode() * 100)
    target = Path(os.path.realpath(tmp_path)) / "target"
    policy.copy_regular_files(source, target, max_bytes=1 << 20)
    found = sorted(str(p.relative_to(target)) for p in target.rglob("*") if p.is_file())
    assert found == sorted(names)
    for name in names:
        assert (target / name).read_bytes() == name.encode() * 100
        assert (target / name).stat().st_mode & 0o777 == 0o644


def test_a_failed_replace_leaves_no_staged_file_and_no_descriptor(tmp_path):
    """A destination that is a folder (what a child could have made, were one to write there first): the copy raises
    OSError, the staged file is removed and its descriptor closed, the folder's contents untouched."""
    source = tmp_path / "source"
    source.mkdir()
    (source / "a").write_text("new\n")
    target = tmp_path / "target"
    (target / "a").mkdir(parents=True)
    (target / "a" / "keep").write_text("old\n")
    before = len(os.listdir("/proc/self/fd"))
    for _ in range(20):
        with pytest.raises(OSError):
            policy.copy_regular_files(source, target, max_bytes=1 << 20)
    assert len(os.listdir("/proc/self/fd")) == before
    assert sorted(p.name for p in target.iterdir()) == ["a"]
    assert (target / "a" / "keep").read_text() == "old\n"


# -- THREAD_PROBE -------------------------------------------------------------------------------------------------------


@needs_root
@pytest.mark.slow
def test_the_thread_probe_tells_busy_free_and_zombie_from_a_threaded_process():
    """40952049's thread counts as a task under RLIMIT_NPROC 2: busy 1, free 0, a uid whose only task is an unreaped
    zombie 1 (the kernel counts it until it is reaped: conservative), from a process with 4 spinning threads."""
    stop = threading.Event()
    spinners = [threading.Thread(target=lambda: [0 for _ in iter(stop.is_set, True)]) for _ in range(4)]
    for spinner in spinners:
        spinner.start()
    holder = subprocess.Popen(["setpriv", f"--reuid={BUSY}", f"--regid={BUSY}", "--clear-groups", "sleep", "30"])
    zombie = os.fork()
    if zombie == 0:
        os.setresgid(ZOMBIE, ZOMBIE, ZOMBIE)
        os.setresuid(ZOMBIE, ZOMBIE, ZOMBIE)
        os._exit(0)
    try:
        deadline = time.monotonic() + 5
        while identity._forked_probe(BUSY) != 1 and time.monotonic() < deadline:  # setpriv's uid change
            time.sleep(0.01)
        before = len(os.listdir("/proc/self/fd"))
        answers = {uid: {identity._forked_probe(uid) for _ in range(10)} for uid in (BUSY, FREE, ZOMBIE)}
        assert len(os.listdir("/proc/self/fd")) == before
    finally:
        stop.set()
        holder.kill()
        holder.wait()
        os.waitpid(zombie, 0)
        for spinner in spinners:
            spinner.join()
    assert answers == {BUSY: {1}, FREE: {0}, ZOMBIE: {1}}
    assert {identity._forked_probe(uid) for uid in (BUSY, ZOMBIE)} == {0}  # ended and reaped: free again
