"""Run confined (``standin18a.py``): a pass's child that burns the CPU and does not stay stopped when its
worker gives its device share back. ``child18a.py HOW``:

- ``control``: two threads hash a MiB at a time (they release the GIL), nothing else;
- ``hook``: the same, and its stderr armed to continue it: ``F_SETOWN`` itself, ``F_SETSIG`` SIGCONT,
  ``O_ASYNC``, a 1 MiB pipe that a thread keeps full. The trusted side drains the pipe at all times
  (``StderrTail``), and each read sends the owner SIGCONT (``pipe_read``'s ``kill_fasync`` on the writers);
- ``forks``: the ``hook``, and no burner: once continued, it releases one process of a pool that stopped itself
  every ``RELEASE_S`` (it exits; reaped later, replaced by a new one), so that each listing of the child's
  processes finds one it has not seen (a zombie is not stopped), and ``stop_all`` lists again; its pipe is kept
  full by a process of its own, which the owner continues;
- ``vfork``: as ``forks``, but once continued it starts a process every ``WAITER_S`` whose thread waits in D
  for a vfork child (a ``posix_spawn`` whose child waits to open a FIFO): ``stop_all`` waits a second for each;
- ``syscall``: no burner; one thread maps 16 GiB read-only with ``MAP_POPULATE`` again and again: each call
  faults in four million pages of the zero page in the kernel, which checks for fatal signals only, so a
  SIGSTOP lands when the call returns, hundreds of milliseconds later.

Prints ``{"ready": true}`` once it runs as described."""

import fcntl
import hashlib
import json
import mmap
import os
import signal
import sys
import threading
import time

F_SETSIG = 10
F_SETPIPE_SZ = 1031
POPULATED_BYTES = 16 << 30
POOL = 64
RELEASE_S = 0.0005
ZOMBIE_S = 0.02
WAITER_S = 0.3
NUDGE_S = 0.01
FIFO = "waiting.fifo"
LIFE_S = 30  # a leftover ends by itself

how = sys.argv[1]
ENDS = time.monotonic() + LIFE_S


def burn() -> None:
    block = bytes(1 << 20)
    while True:
        hashlib.sha256(block).digest()


def keep_stderr_full() -> None:
    chunk = b"x" * 4095 + b"\n"
    while True:
        os.write(2, chunk)


def stopped_process() -> int:
    """A process that stops itself at once and, continued, exits: a zombie until reaped."""
    pid = os.fork()
    if pid == 0:
        os.kill(os.getpid(), signal.SIGSTOP)
        os._exit(0)
    return pid


def keep_forking() -> None:
    """Every ``RELEASE_S`` one more of a pool of stopped processes continued (it exits: a zombie, which a
    listing counts as running), reaped ``ZOMBIE_S`` later (continued again meanwhile: a stop may hold it before
    it exits), and replaced."""
    pool = [stopped_process() for _ in range(POOL)]
    released: dict[int, float] = {}
    while time.monotonic() < ENDS:
        os.kill(WRITER, signal.SIGCONT)
        released[pool.pop(0)] = time.monotonic()
        for pid, when in list(released.items()):
            os.kill(pid, signal.SIGCONT)
            if time.monotonic() - when > ZOMBIE_S and os.waitpid(pid, os.WNOHANG)[0]:
                del released[pid]
        pool.append(stopped_process())
        time.sleep(RELEASE_S)
    os._exit(0)


def vfork_waiter() -> None:
    """A process whose one thread waits in D (a vfork parent) for a child that waits to open a FIFO: a stop
    leaves the thread as it is, using no CPU, for as long as the child neither runs nor ends."""
    if os.fork() == 0:
        os.posix_spawn("/bin/true", ["true"], {}, file_actions=[(os.POSIX_SPAWN_OPEN, 0, FIFO, os.O_RDONLY, 0)])
        os._exit(0)


def keep_vfork_waiters() -> None:
    """Once continued, a new ``vfork_waiter`` every ``WAITER_S`` (and the writer continued every ``NUDGE_S``): each
    listing of ``stop_all`` finds one, which it cannot stop, and waits ``process._STOP_LIMIT_S`` for."""
    os.mkfifo(FIFO)
    due = 0.0
    while time.monotonic() < ENDS:
        os.kill(WRITER, signal.SIGCONT)
        if time.monotonic() >= due:
            vfork_waiter()
            due = time.monotonic() + WAITER_S
        time.sleep(NUDGE_S)
    os._exit(0)


def populate() -> None:
    while True:
        mmap.mmap(-1, POPULATED_BYTES, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS | mmap.MAP_POPULATE,
                  prot=mmap.PROT_READ).close()


hook = "armed"
if how in ("hook", "forks", "vfork"):
    fcntl.fcntl(2, F_SETPIPE_SZ, 1 << 20)
    try:
        fcntl.fcntl(2, fcntl.F_SETOWN, os.getpid())
        fcntl.fcntl(2, F_SETSIG, signal.SIGCONT)
        fcntl.fcntl(2, fcntl.F_SETFL, fcntl.fcntl(2, fcntl.F_GETFL) | os.O_ASYNC)
    except PermissionError as refused:  # the seccomp filter since round 18a's fix
        hook = f"refused: {refused}"
    if how == "hook":
        threading.Thread(target=keep_stderr_full, daemon=True).start()
    else:  # a process of its own, which no GIL holds back: the pipe stays full, each read continues the owner
        WRITER = os.fork()
        if WRITER == 0:
            keep_stderr_full()
for target in {"syscall": (populate,), "forks": (keep_forking,), "vfork": (keep_vfork_waiters,)}.get(how, (burn, burn)):
    threading.Thread(target=target, daemon=True).start()
print(json.dumps({"ready": True, "hook": hook}), flush=True)
threading.Event().wait()
