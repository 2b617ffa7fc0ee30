"""A stand-in for a pass's child that copies right after its trial's answer (red team round 25c's WINDOW_COPY), run
confined by ``test_answer_stop`` (the real ``Sandbox``, this script in place of the serve loop) with its channel on
stdin and stdout. A trial's answer is one write, as ``Channel.send`` makes it; the time right before that write and
the time after each 1 MiB step of a 32 MiB copy (``ctypes.memmove``, outside the GIL) are kept for ``report``. How it
answers (``layout``):

- ``same``: the main thread writes the answer, then copies (round 25c's ``window``);
- ``thread``: a second thread copies, started right before the main thread writes the answer;
- ``hidden``: a second thread serves the requests, writes the answer and copies, while the main thread and four others
  sleep at the lowest priority (the process's stop goes to a sleeping thread, which has to get a CPU to take it);
- ``exit``: the child ends instead of answering (exit code 3).

``python -c CODE SPILL DEVICE``."""

import ctypes
import json
import os
import threading
import time

from pytest_passnet.sandbox.channel import _LENGTH, Channel

STEP = 1 << 20
STEPS = 32
SOURCE = ctypes.create_string_buffer(b"\1" * (STEP * STEPS))
TARGET = ctypes.create_string_buffer(STEP * STEPS)  # faulted in: the copy costs no page faults
LOWEST_PRIORITY = 19


def copy(times: list[float]) -> None:
    for step in range(STEPS):
        ctypes.memmove(ctypes.addressof(TARGET) + step * STEP, ctypes.addressof(SOURCE) + step * STEP, STEP)
        times.append(time.monotonic())


def answer(write_fd: int) -> float:
    """An empty reply, written as ``Channel.send`` writes one (a single write); the time right before it."""
    header = json.dumps({"body": {}, "tensors": []}).encode()
    message = _LENGTH.pack(len(header)) + header
    wrote = time.monotonic()
    os.write(write_fd, message)
    return wrote


def serve(channel: Channel, write_fd: int, layout: str) -> None:
    record: dict = {}
    while True:
        request = channel.receive()
        command = request["command"]
        if command == "layout":
            layout = request["layout"]
            channel.send({})
            if layout == "hidden":
                threading.Thread(target=serve, args=(channel, write_fd, layout), daemon=True).start()
                for _ in range(4):
                    threading.Thread(target=sleep_low, daemon=True).start()
                sleep_low()
        elif command == "report":
            channel.send(record)
        elif layout == "exit":
            os._exit(3)
        else:
            times: list[float] = []
            if layout == "thread":
                copier = threading.Thread(target=copy, args=(times,))
                copier.start()
                wrote = answer(write_fd)
                copier.join()
            else:
                wrote = answer(write_fd)
                copy(times)
            record = {"wrote": wrote, "times": times}


def sleep_low() -> None:
    os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), LOWEST_PRIORITY)
    threading.Event().wait()


def main() -> None:
    read_fd, write_fd = os.dup(0), os.dup(1)
    os.dup2(2, 1)
    channel = Channel(read_fd, write_fd, None, role="child")
    channel.send({"ready": True})
    serve(channel, write_fd, "same")


main()
