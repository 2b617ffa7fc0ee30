"""A GPU child waits for the next request of a trial loop without sleeping (``child.__main__._until_readable``), as
PassBench's loop keeps the host core that launches a call busy; it stops spinning once the request is there, or after
its limit."""

from __future__ import annotations

import os
import resource
import threading
import time

from pytest_passnet.sandbox.child.__main__ import _until_readable


def _voluntary_switches() -> int:
    return resource.getrusage(resource.RUSAGE_THREAD).ru_nvcsw


def test_the_wait_spins_until_its_limit_without_sleeping():
    read_fd, write_fd = os.pipe()
    try:
        before, started = _voluntary_switches(), time.perf_counter()
        _until_readable(read_fd, 0.2)
        waited, slept = time.perf_counter() - started, _voluntary_switches() - before
    finally:
        os.close(read_fd)
        os.close(write_fd)
    assert 0.2 <= waited < 1.0
    assert slept <= 2, f"the thread gave up its core {slept} times while it waited"


def test_the_wait_ends_once_the_request_is_there():
    read_fd, write_fd = os.pipe()
    sender = threading.Timer(0.05, os.write, (write_fd, b"x"))
    try:
        started = time.perf_counter()
        sender.start()
        _until_readable(read_fd, 5.0)
        waited = time.perf_counter() - started
        assert os.read(read_fd, 1) == b"x"
    finally:
        sender.join()
        os.close(read_fd)
        os.close(write_fd)
    assert 0.04 <= waited < 1.0
