"""Processes sharing a device take turns at timing it (``pytest_passnet.device_lock``), with real
processes and real flock: timed blocks exclude all other work, a waiting timer is not starved by new
work, two timers inside their work do not wait on each other, a lock nobody releases ends in a
message instead of a hang."""

from __future__ import annotations

import fcntl
import multiprocessing
import os
import time
from pathlib import Path

import pytest

from pytest_passnet.device_lock import DeviceLock, TurnTimeout, lock_folder

FORK = multiprocessing.get_context("fork")


def _log(folder: Path, name: str, started: float, ended: float) -> None:
    with open(folder / "log", "a") as log:
        log.write(f"{name} {started} {ended}\n")


def _intervals(folder: Path) -> list[tuple[str, float, float]]:
    rows = [line.split() for line in (folder / "log").read_text().splitlines()]
    return [(name, float(a), float(b)) for name, a, b in rows]


def _worker(folder: Path, name: str, rounds: int, delay: float = 0.0) -> None:
    """Work, then a timed block inside it, then more work; every interval logged."""
    time.sleep(delay)
    lock = DeviceLock("cpu", timeout=30, folder=folder)
    for _ in range(rounds):
        with lock.working():
            started = time.time()
            time.sleep(0.02)
            _log(folder, f"{name}-work", started, time.time())
            with lock.alone():
                started = time.time()
                time.sleep(0.02)
                _log(folder, f"{name}-alone", started, time.time())
            started = time.time()
            time.sleep(0.02)
            _log(folder, f"{name}-work", started, time.time())


def _run(*processes: multiprocessing.Process, timeout: float = 60) -> None:
    for process in processes:
        process.start()
    for process in processes:
        process.join(timeout)
        assert process.exitcode == 0, f"{process.name} ended with {process.exitcode}"


def test_a_timed_block_overlaps_no_other_process_work_or_timing(tmp_path):
    _run(*(FORK.Process(target=_worker, args=(tmp_path, f"p{i}", 5), name=f"p{i}") for i in range(4)))
    intervals = _intervals(tmp_path)
    alone = [i for i in intervals if i[0].endswith("alone")]
    assert len(alone) == 20
    for name, start, end in alone:
        for other, other_start, other_end in intervals:
            if other.split("-")[0] != name.split("-")[0]:
                assert other_end <= start or other_start >= end, f"{name} {start}-{end} overlaps {other} {other_start}-{other_end}"


def _long_work(folder: Path) -> None:
    lock = DeviceLock("cpu", timeout=30, folder=folder)
    with lock.working():
        started = time.time()
        time.sleep(1.0)
        _log(folder, "long-work", started, time.time())


def _timer(folder: Path, delay: float) -> None:
    time.sleep(delay)
    lock = DeviceLock("cpu", timeout=30, folder=folder)
    with lock.alone():
        started = time.time()
        time.sleep(0.2)
        _log(folder, "timer", started, time.time())


def _late_work(folder: Path, delay: float) -> None:
    time.sleep(delay)
    lock = DeviceLock("cpu", timeout=30, folder=folder)
    with lock.working():
        _log(folder, "late-work", time.time(), time.time())


def test_a_waiting_timer_goes_before_work_that_asks_after_it(tmp_path):
    _run(FORK.Process(target=_long_work, args=(tmp_path,)), FORK.Process(target=_timer, args=(tmp_path, 0.3)),
         FORK.Process(target=_late_work, args=(tmp_path, 0.6)))
    spans = {name: (start, end) for name, start, end in _intervals(tmp_path)}
    assert spans["timer"][0] >= spans["long-work"][1]  # the running work ends first
    assert spans["late-work"][0] >= spans["timer"][1]  # new work waits behind the timer


def _holds_the_gate(folder: Path, ready, release) -> None:
    lock = DeviceLock("cpu", timeout=None, folder=folder)
    fcntl.flock(lock._gate, fcntl.LOCK_EX)
    ready.set()
    release.wait(30)


def test_a_lock_nobody_releases_ends_in_a_message(tmp_path):
    ready, release = FORK.Event(), FORK.Event()
    holder = FORK.Process(target=_holds_the_gate, args=(tmp_path, ready, release))
    holder.start()
    try:
        assert ready.wait(30)
        lock = DeviceLock("cpu", timeout=0.3, folder=tmp_path)
        with pytest.raises(TurnTimeout, match=r"waited 0 s for a turn on the device.*fuser -v .*cpu\.\*"):
            with lock.alone():
                pass
        assert lock.waited_s == 0.0  # a wait that failed is not counted as a turn taken
    finally:
        release.set()
        holder.join(30)
    with lock.alone():  # the holder gone, its lock is gone with it
        pass


def _times_for(run_dir: Path, ready, seconds: float) -> None:
    lock = DeviceLock("cpu", timeout=30, folder=lock_folder("cpu", run_dir))
    with lock.alone():
        ready.set()
        time.sleep(seconds)


def _waits_to_work(run_dir: Path) -> float:
    lock = DeviceLock("cpu", timeout=30, folder=lock_folder("cpu", run_dir))
    with lock.working():
        pass
    return lock.waited_s


@pytest.mark.parametrize("same_run", [True, False])
def test_on_the_host_only_the_workers_of_one_run_take_turns(tmp_path, same_run):
    timer_run, worker_run = tmp_path / "run-a", tmp_path / ("run-a" if same_run else "run-b")
    ready = FORK.Event()
    timer = FORK.Process(target=_times_for, args=(timer_run, ready, 0.5))
    timer.start()
    try:
        assert ready.wait(30)
        waited = _waits_to_work(worker_run)
    finally:
        timer.join(30)
    assert (waited > 0.3) == same_run, waited
    assert (timer_run / ".device-locks" / "cpu.turns").is_file()


def test_a_gpu_is_shared_by_every_run_on_the_machine(tmp_path):
    assert lock_folder("cuda:0", tmp_path / "run-a") == lock_folder("cuda:1", tmp_path / "run-b")
    assert tmp_path not in lock_folder("cuda:0", tmp_path / "run-a").parents


def test_the_lock_files_are_per_device(tmp_path):
    DeviceLock("cpu", timeout=1, folder=tmp_path).close()
    assert sorted(os.listdir(tmp_path)) == ["cpu.gate", "cpu.turns"]
