"""Round 16a's mechanisms: the file-table watch of 99ae4607 where its turn is not shared (two users' runs, two
temporary folders, a name another user made first), beside another process's growth (standing, moving), beside
honest processes the stop does not settle at once (a ``vfork`` parent in ``D``: ``vforkheld.py``; many waiting
threads: ``threads16a.py``), a filler beside honest neighbours and across users (round 15a's stand-in running
its ``fill15a.py``); and the host's memory outside any resident set after the memfd refusal (``mem16a.py``)."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

from pytest_passnet.sandbox import file_table, procfs, process
from tests.adversarial.redteam.round14 import attacks14
from tests.adversarial.redteam.round15a import attacks15a
from tests.sandbox import host_file_table
from tests.sandbox.configurations import TEST_USER

HERE = Path(__file__).parent
JUMP = 140_000  # another process's growth: past the product's GROWTH_FILES (131,072)
RISE = 80_000  # a second: over a window (0.5 s) more than a quarter of GROWTH_FILES, which "moved"
# How long a watch reads what an end gave back: the played counts never fall, so the product's 5 s wait ends in
# the same verdict ("only 0 given back").
GIVE_BACK_S = 0.2


@contextlib.contextmanager
def private_tmp(monkeypatch) -> Iterator[Path]:
    """A folder as /tmp (sticky, world-writable, reachable by another user) as the trusted side's temporary
    folder: the watches' turn files go there, so the host's own stay free."""
    folder = Path(tempfile.mkdtemp(prefix="passnet-r16a-tmp-", dir="/tmp"))
    folder.chmod(0o1777)
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def make_as_test_user(path: str) -> None:
    """A file of ``path``'s name made by another local user (0644, its own), as any user may in /tmp."""
    subprocess.run(["setpriv", f"--reuid={TEST_USER}", f"--regid={TEST_USER}", "--clear-groups", "--", sys.executable,
                    "-c", "import os, sys\nos.close(os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))",
                    path], check=True, cwd="/", timeout=30)


def two_watches_without_a_shared_turn(monkeypatch, turn: str) -> dict:
    """Round 14's two workers on one host (``attacks14.two_watches_at_once``: a filler whose files grow the host's
    count by 140,000, an honest child that holds none, each under its own watch), where the two watches do not
    share a turn: ``own``: each has a turn file of its own (two users' runs on one host: the turn file is per uid
    since 99ae4607; or two runs with different TMPDIRs); ``squatted_by_another_user``: another local user made a
    file of the turn file's name first (the watch finds it is not this user's and goes alone);
    ``squatted_by_a_link``: a symbolic link of that name (anyone may make one in /tmp); ``shared``: the control,
    the one turn file of this user. Returns each watch's verdict."""
    with private_tmp(monkeypatch) as tmp:
        name = Path(file_table.turn_path())
        if turn == "own":
            monkeypatch.setattr(file_table, "turn_path", lambda: str(tmp / f"{name.stem}-{threading.get_ident()}.lock"))
        elif turn == "squatted_by_another_user":
            make_as_test_user(str(name))
        elif turn == "squatted_by_a_link":
            os.symlink("/dev/null", name)
        return attacks14.two_watches_at_once(monkeypatch)


def _count_of_another_process(monkeypatch, shape: str) -> None:
    """The host's count as another process moves it: ``JUMP`` files at 0.1 s, then ``pause``: standing there
    (a filler on another worker that stops filling, or any program of the host); ``rising``: on by ``RISE`` a
    second (any program of the host, another user's run, that goes on opening files)."""
    start = time.monotonic()
    monkeypatch.setattr(file_table, "GIVE_BACK_S", GIVE_BACK_S)

    def count() -> int:
        elapsed = time.monotonic() - start
        if elapsed < 0.1:
            return 1_000
        return 1_000 + JUMP + (int(RISE * (elapsed - 0.1)) if shape == "rising" else 0)

    monkeypatch.setattr(file_table, "allocated_files", count)


def honest_child_beside_another_process(monkeypatch, shape: str, seconds: float) -> dict:
    """An honest child (a sleeping process: it holds no file) under its watch while another process moves the
    host's count (``_count_of_another_process``). Returns, ``seconds`` later, the child's thread states (``Z``:
    the watch ended it) and whether the watch says it holds it; then the watch's verdict (once it has seen
    what an end gave back: ``GIVE_BACK_S`` more)."""
    with private_tmp(monkeypatch):
        _count_of_another_process(monkeypatch, shape)
        child = subprocess.Popen(["sleep", "30"])
        watch = file_table.FileTableWatch(lambda: [child.pid] if child.poll() is None else [])
        try:
            time.sleep(seconds)
            found = {"states": procfs.thread_states(child.pid), "holding": watch.holding()}
            watch.stop()
            return {**found, "ended_for": watch.verdict()}
        finally:
            watch.stop()
            child.kill()
            child.wait()


def _verdict_on_an_honest_child(monkeypatch, argv: list[str], ready: str) -> dict:
    """The watch's verdict on the honest child ``argv`` (once it printed ``ready``) where another process's
    growth stands past the threshold (``pause``), and the child's thread states just before."""
    with private_tmp(monkeypatch) as tmp:
        child = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, start_new_session=True,
                                 env={**os.environ, "TMPDIR": str(tmp)})  # its FIFO's folder goes with the test's
        try:
            assert child.stdout.readline().strip() == ready, "the honest child did not start"
            deadline = time.monotonic() + 5
            while ready == "spawning" and "D" not in (procfs.thread_states(child.pid) or []) and time.monotonic() < deadline:
                time.sleep(0.01)  # the vfork parent waits in the kernel
            before = sorted(set(procfs.thread_states(child.pid) or []))
            _count_of_another_process(monkeypatch, "pause")
            watch = file_table.FileTableWatch(lambda: process._process_trees([child.pid]) if child.poll() is None else [])
            deadline = time.monotonic() + 12
            while watch.ended_for is None and time.monotonic() < deadline:
                time.sleep(0.05)
            watch.stop()
            return {"states_before": before, "ended_for": watch.verdict()}
        finally:
            with contextlib.suppress(OSError):
                os.killpg(child.pid, signal.SIGKILL)
            child.wait()


def honest_child_starting_a_program(monkeypatch) -> dict:
    """An honest child (``vforkheld.py``) whose main thread waits in ``vfork`` (state ``D``) when the watch stops
    it."""
    return _verdict_on_an_honest_child(monkeypatch, [sys.executable, str(HERE / "vforkheld.py")], "spawning")


def honest_child_with_threads(monkeypatch, count: int) -> dict:
    """An honest child (``threads16a.py``) with ``count`` threads waiting when the watch stops it."""
    return _verdict_on_an_honest_child(monkeypatch, [sys.executable, str(HERE / "threads16a.py"), str(count)], "ready")


@contextlib.contextmanager
def _filler_and_neighbours() -> Iterator[str]:
    """Round 15a's ``fill15a.py`` (mapped files, RATE a second up to CAP, never released) for child 0, and for
    every other child an honest neighbour on another worker that holds no file (a cap of 0: it says done and
    waits): a script of its own, as the stand-in hands a child its script's text."""
    with tempfile.NamedTemporaryFile("w", suffix=".py", prefix="passnet-r16a-fill-") as script:
        script.write('import sys\nif sys.argv[1] != "0":\n    sys.argv[3] = "0"\n')
        script.write((attacks15a.HERE / "fill15a.py").read_text())
        script.flush()
        os.chmod(script.name, 0o644)  # the stand-in run as another user reads it
        yield script.name


def filler_beside_honest_neighbours(neighbours: int) -> dict:
    """Round 15a's stand-in: a filler (RATE a second up to CAP) and ``neighbours`` honest children, each child
    under its own worker's watch, all of one user (one turn file)."""
    with host_file_table.alone(), _filler_and_neighbours() as script:
        return attacks15a.standin(script, 1 + neighbours, 10.0, str(attacks15a.RATE), str(attacks15a.CAP))


def filler_of_another_users_run() -> dict:
    """Two runs on one host, each with its own turn file (per uid since 99ae4607): this user's, with an honest
    child, and ``passnet-test``'s, whose child fills (RATE a second up to CAP) and is ended by its own watch.
    Returns both stand-ins' records."""
    records: dict[str, dict] = {}

    def run(key: str, script: str, cap: int, user: str | None) -> None:
        records[key] = attacks15a.standin(script, 1, 6.0, str(attacks15a.RATE), str(cap), user=user)

    with host_file_table.alone(), _filler_and_neighbours() as script:
        honest = threading.Thread(target=run, args=("honest", script, 0, None))  # a cap of 0: it holds no file
        honest.start()
        time.sleep(1.5)  # the honest run's child started and watched
        run("filler", script, attacks15a.CAP, TEST_USER)
        honest.join()
    return records


def memory_outside_resident_sets(mib: int, where: str, user: str | None = None) -> dict:
    """Round 15a's stand-in: child 0 holds ``mib`` MiB ``where`` (``mem16a.py``), child 1 ``mib``/2 MiB of
    ordinary memory; both confined alike, each under its own watch."""
    return attacks15a.standin(str(HERE / "mem16a.py"), 2, 0.0, str(mib), where, user=user)


def held_child_after_a_timed_block(monkeypatch) -> dict:
    """An honest busy child held stopped by its watch while another process's files keep coming (``rising``);
    the pipeline then times the reference (``others_stopped``: the watch's ``hold``, SIGSTOP, the block, and
    SIGCONT to every process it stopped, the watch's held ones too). Returns how long the child ran after the
    block before the watch stopped it again, and whether the watch still says it holds it."""
    with private_tmp(monkeypatch):
        _count_of_another_process(monkeypatch, "rising")
        child = subprocess.Popen([sys.executable, "-c", "while True: pass"])
        watch = file_table.FileTableWatch(lambda: [child.pid] if child.poll() is None else [])
        try:
            deadline = time.monotonic() + 3
            while not watch.holding() and time.monotonic() < deadline:
                time.sleep(0.01)
            time.sleep(0.6)  # past the watch's first window: held
            with watch.hold:  # others_stopped(reference) on this worker
                os.kill(child.pid, signal.SIGSTOP)
                time.sleep(0.5)
                os.kill(child.pid, signal.SIGCONT)
            continued = time.monotonic()
            while "T" not in (procfs.thread_states(child.pid) or ["T"]) and time.monotonic() - continued < 3:
                time.sleep(0.002)
            return {"ran_s": round(time.monotonic() - continued, 3), "holding": watch.holding()}
        finally:
            watch.stop()
            child.kill()
            child.wait()
