"""Round 26a's stand-in for a pass's child: round 25c's ``window_child.py`` (its ``Side`` and serve loop; ``window26a``
runs that file's text without its last line, which starts the loop, then this one), with modes that answer a held
trial as round 25a's clone liar (``mapped``: the output a view of a second mapping of the inputs file) and keep the
output's bytes past the stop the answer makes (``sandbox.answer_stop``):

- ``kernel_copy``: right before the answer is written, a second thread starts one ``preadv`` of the inputs file's
  bytes of ``in_0`` into a buffer of its own (faulted in at warm-up), which becomes the trial's output. The copy runs
  inside the kernel: a read of a tmpfs file checks no signal (only a fatal one stops it), so it finishes after the
  stop has landed, and the thread stops on its way out; the trusted side's holds wait for that ("a thread inside a
  long system call stops on its way out") and write the decoy after it.
- ``kernel_mem``: the same through ``/proc/self/mem`` (a read of this process's own memory at the mapped view's address:
  any memory, not only a file's, copied inside the kernel, which no signal but a fatal one interrupts either).
- ``relay``: the copy by a helper process forked at warm-up (sharing the kept buffer, ``MAP_SHARED``, and the mapped
  view), told to start as the answer goes out; the main process then sends its helper SIGCONT in a loop until it is
  stopped itself. Where the main process is its PID namespace's init (the plain mode as root) the group's stop misses
  it, and the trusted side stops each held process in turn, the deepest first: the helper is continued after its
  stop, and runs on until ``Hold.stop_again``, after the span.
- ``fake_eof``: the answer's stop undone. A thread of the child reads its own reply pipe (a read end opened through
  ``/proc/self/fd``), blocked in ``read`` at warm-up; the trial's answer is preceded by one byte written alone, which
  wakes the trusted side (and stops the child) and which that thread takes back inside the kernel before it stops.
  The trusted side finds the pipe readable and empty (``AnswerStop.closed``: "every end the child had of it closed"),
  continues every process of the child (``Sandbox._continue_ended``) and disarms; the child then sends its real
  answer unarmed and copies its mapped output right after it, as round 25c's ``window`` did before the answer stop.
- ``relay_crowd``: ``relay``, the main process with ``RELAY_THREADS`` more threads asleep: the trusted side's
  ``stop_again`` lists every thread's children (one read of /proc each) before it stops anything, which lengthens the
  time the continued helper copies after the span.
- ``honest_crowd``: ``honest``, with ``CROWD_PROCESSES`` helper processes of ``CROWD_THREADS`` sleeping threads each,
  forked at warm-up (the shape of Inductor's compile workers on a many-core host; ``honest_crowd_PxT``: P processes of
  T threads, round 24b's shapes): what the answer's stop costs the span of an honest child of many processes and
  threads, which eager's child does not have.

``describe`` also says how long after the answer was written the copy ended (``copy_ms``; negative: before it)."""

import ctypes
import fcntl
import mmap
import os
import signal
import sys
import threading
import time

import torch

window = sys.modules["__main__"]  # round 25c's child, loaded before this text
STEP = 1 << 20
CROWD_PROCESSES, CROWD_THREADS = 32, 4
RELAY_THREADS = 2000
FAKE_WAIT_S = 0.003  # after the lone byte: the trusted side wakes, stops, finds the pipe empty, continues
_libc = ctypes.CDLL(None, use_errno=True)


def _reply_pipe() -> int:
    """This child's end of its reply pipe: the write-only pipe grown to hold an answer whole (1 MiB)."""
    for name in os.listdir("/proc/self/fd"):
        fd = int(name)
        try:
            if (os.readlink(f"/proc/self/fd/{fd}").startswith("pipe:")
                    and fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE == os.O_WRONLY
                    and fcntl.fcntl(fd, fcntl.F_GETPIPE_SZ) >= 1 << 20):
                return fd
        except OSError:
            continue
    raise RuntimeError("no reply pipe of 1 MiB among this process's descriptors")


def _writable(tensor: torch.Tensor) -> memoryview:
    """``tensor``'s bytes as a writable buffer (a system call writes into it)."""
    size = tensor.numel() * tensor.element_size()
    return memoryview((ctypes.c_char * size).from_address(tensor.data_ptr())).cast("B")


def _sleeping_threads(threads: int) -> None:
    """A crowd helper's body: ``threads`` threads asleep until it ends."""
    for _ in range(threads - 1):
        threading.Thread(target=threading.Event().wait, daemon=True).start()
    threading.Event().wait()


class StopSide(window.Side):
    current = None  # the side serving now (what the wrapped ``Channel.send`` asks)
    taken_back = 0  # lone bytes the reading thread took back

    def set_mode(self, mode: str) -> None:
        StopSide.current = self
        kept = mode in ("kernel_copy", "kernel_mem", "relay", "relay_crowd", "fake_eof")
        super().set_mode("window" if kept else "honest" if mode.startswith("honest_crowd") else mode)
        self.mode = mode
        self.wrote = self.ended = None
        if mode in ("kernel_copy", "kernel_mem"):
            if mode == "kernel_copy":
                self.source_fd, self.source_at = os.open(window.SPILL / self.file, os.O_RDONLY), self.offsets[0]
            else:
                self.source_fd, self.source_at = os.open("/proc/self/mem", os.O_RDONLY), self.mapped.data_ptr()
            self.go, self.inside = threading.Event(), threading.Event()
            threading.Thread(target=self.kernel_copier, daemon=True).start()
        elif mode.startswith("relay"):
            self.relay_helper()
            for _ in range(RELAY_THREADS if mode == "relay_crowd" else 0):
                threading.Thread(target=threading.Event().wait, daemon=True).start()
            self.mode = "relay"
        elif mode == "fake_eof":
            self.reply_fd = _reply_pipe()
            reader = os.open(f"/proc/self/fd/{self.reply_fd}", os.O_RDONLY)
            threading.Thread(target=self.take_back, args=(reader,), daemon=True).start()
        elif mode.startswith("honest_crowd"):
            shape = mode.removeprefix("honest_crowd").lstrip("_")
            processes, threads = map(int, shape.split("x")) if shape else (CROWD_PROCESSES, CROWD_THREADS)
            for _ in range(processes):
                if os.fork() == 0:
                    try:
                        _sleeping_threads(threads)
                    finally:
                        os._exit(0)

    def kernel_copier(self) -> None:
        """One ``preadv`` per trial, the whole input at once."""
        target = _writable(self.kept)
        while True:
            self.go.wait()
            self.go.clear()
            self.inside.set()
            done = os.preadv(self.source_fd, [target], self.source_at)
            self.ended = time.monotonic()
            assert done == len(target), done

    @staticmethod
    def take_back(reader: int) -> None:
        while os.read(reader, 1):
            StopSide.taken_back += 1

    def relay_helper(self) -> None:
        """The kept buffer made shared memory, and a helper forked that copies the mapped view into it when told."""
        size = self.kept.numel() * self.kept.element_size()
        self.shared = mmap.mmap(-1, size + 8, mmap.MAP_SHARED)  # the buffer, then the copy's end (a double)
        self.kept = torch.frombuffer(self.shared, dtype=self.kept.dtype, count=self.kept.numel()).view(self.kept.shape)
        self.kept.zero_()
        end_at = ctypes.c_double.from_buffer(self.shared, size)
        go_read, self.go_write = os.pipe()
        self.helper = os.fork()
        if self.helper == 0:
            source, target = self.mapped.data_ptr(), self.kept.data_ptr()
            while os.read(go_read, 1):
                for step in range(0, size, STEP):
                    ctypes.memmove(target + step, source + step, min(STEP, size - step))
                end_at.value = time.monotonic()
            os._exit(0)
        self.end_at = end_at

    def before_answer(self) -> None:
        if self.mode in ("kernel_copy", "kernel_mem", "relay"):
            self.outputs = tuple(self.kept if o is self.mapped else o for o in self.outputs)
        if self.mode in ("kernel_copy", "kernel_mem"):
            self.go.set()
            self.inside.wait()
            self.inside.clear()
            time.sleep(0.0002)  # the GIL handed over: the copier is inside its system call
        elif self.mode == "relay":
            os.write(self.go_write, b"1")
        self.wrote = time.monotonic()

    def after_answer(self) -> None:
        if self.mode == "fake_eof":
            self.copy()
            self.ended = time.monotonic()
        elif self.mode == "relay":
            until = time.monotonic() + 0.02  # stopped by the trusted side meanwhile; done once continued
            while time.monotonic() < until:
                _libc.kill(self.helper, signal.SIGCONT)
            self.ended = self.end_at.value

    def describe(self) -> dict:
        reply = super().describe()
        if self.ended is not None:
            reply["copy_ms"] = (self.ended - self.wrote) * 1000
        reply["taken_back"] = StopSide.taken_back
        return reply


def _lone_byte_first(send):
    """``Channel.send``: in mode ``fake_eof`` a trial's answer (it has digests) follows one byte written alone."""
    def sending(channel, payload, *args, **kwargs):
        side = StopSide.current
        if side is not None and side.mode == "fake_eof" and "digests" in payload:
            os.write(side.reply_fd, b"x")
            time.sleep(FAKE_WAIT_S)
            side.wrote = time.monotonic()
        return send(channel, payload, *args, **kwargs)
    return sending


window.Side = StopSide
window.Channel.send = _lone_byte_first(window.Channel.send)
window.main()
