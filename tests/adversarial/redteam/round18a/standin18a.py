"""A worker's pass child, started as ``process.Sandbox`` starts one (``mode.detect``, the child's folders and uid
lease, ``policy.command``'s confinement plan, under bubblewrap where the mode is that, its stderr drained by the
product's ``StderrTail``), running ``child18a.py HOW`` instead of the serve loop: ``python standin18a.py HOW [LOOP]``.

The worker then gives its share of the device back, as ``DeviceLock`` does when its work ends or before it waits
for its turn: ``Sandboxes.stop_all`` stops its children (round 17a's fix: another worker may time the device
meanwhile). ``ROUNDS`` times: ``stop_all``, ``WINDOW_S`` held, ``continue_all``. Prints one JSON line: per round,
the CPU seconds the child used in the ``WINDOW_S`` after ``stop_all`` returned, and its threads' states then; for
``forks`` and ``vfork``, whether LOOP (``stop_all``, or ``others_stopped``) returned (``returns``)."""

import json
import os
import signal
import subprocess
import sys
import threading
import time
import types
from pathlib import Path

from pytest_passnet.sandbox import folders, hardening, identity, mode, policy, procfs, process
from pytest_passnet.sandbox.stderr_tail import StderrTail
from tests.sandbox.held_children import sandboxes_holding

HERE = Path(__file__).parent
TICKS_PER_S = os.sysconf("SC_CLK_TCK")
WINDOW_S = 0.5
ROUNDS = 3
RUNNING_S = 0.3
RETURN_LIMIT_S = 6.0  # stop_all lists new processes for up to 4 s (_STOP_ALL_LIMIT_S), each batch waited for up to 1 s


class Child:
    """One pass child running ``child18a.py`` confined; what ``Sandboxes.stop_all`` reads of a child."""

    file_table = None

    def __init__(self, found: mode.Mode, how: str):
        self.lease = identity.lease() if found.uid_per_child else None
        uid = self.lease.uid if self.lease else None
        self.made = folders.make(uid, found.bounded_folders)
        argv, env = policy.command(found.kind, self.made, os.environ, "cpu", (), uid=uid, steps=found.steps,
                                   landlock_abi=found.landlock_abi)
        code = "from pytest_passnet.sandbox import confine\nconfine.confine_child()\n" + (HERE / "child18a.py").read_text()
        ours = [sys.executable, "-P", "-c", code, how]
        argv = argv[: argv.index("--") + 1] + ours if found.kind == policy.BWRAP else ours
        self.stderr = StderrTail()
        try:
            self.process = subprocess.Popen(argv, env=env, cwd=self.made.scratch, stdout=subprocess.PIPE,
                                            stderr=self.stderr.write_fd, text=True, start_new_session=True)
        finally:
            self.stderr.child_started()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"the confined child ended: {self.stderr.text()[-1500:]}")
        self.hook = json.loads(line)["hook"]
        self.closed = False

    def processes(self) -> list[int]:
        return process._process_trees([self.process.pid] if self.process.poll() is None else [])

    def cpu_s(self) -> float:
        return sum(procfs.cpu_ticks(pid) or 0 for pid in self.processes()) / TICKS_PER_S

    def kill(self) -> None:
        self.close()

    def close(self) -> None:
        if self.closed:  # by stop_all (it ends a child that ran on) and by main
            return
        self.closed = True
        procfs.send(self.processes(), signal.SIGKILL)
        self.process.wait()
        self.stderr.close()
        if self.lease:
            self.lease.release()
        folders.remove(self.made)


def held(child: Child) -> process.Sandboxes:
    """What ``Sandboxes.stop_all`` and ``continue_all`` read of a worker holding ``child`` as its pass's child."""
    return sandboxes_holding(child)


def returns(child: Child, loop: str) -> dict:
    """Whether ``loop`` returned within ``RETURN_LIMIT_S`` (else the child is killed, which ends it): ``stop_all``
    (the worker gives its share back), or ``others_stopped`` entered for eager's timed block (the pass's child
    stopped, the reference active)."""
    time.sleep(RUNNING_S)
    done = threading.Event()
    reference = types.SimpleNamespace(processes=list)
    sandboxes = held(child)
    sandboxes.reference = reference
    ended: list[str] = []
    sandboxes._end = lambda _child, _window, what: ended.append(what)

    def enter() -> None:
        if loop == "stop_all":
            process.Sandboxes.stop_all(sandboxes)
        else:
            with process.Sandboxes.others_stopped(sandboxes, reference):
                pass
        done.set()

    started = time.monotonic()
    threading.Thread(target=enter, daemon=True).start()
    returned = done.wait(RETURN_LIMIT_S)
    took = time.monotonic() - started
    if not returned:
        procfs.send(child.processes(), signal.SIGKILL)
        done.wait(RETURN_LIMIT_S)
    return {"loop": loop, "returned": returned, "took_s": round(took, 3), "after_kill": done.is_set(),
            "ended_for": ended}


def main() -> None:
    how = sys.argv[1]
    hardening.harden_trusted_process()
    found = mode.detect()
    child = Child(found, how)
    windows, loops = [], None
    try:
        sandboxes = held(child)
        for _ in range(ROUNDS if how not in ("forks", "vfork") else 0):
            time.sleep(RUNNING_S)  # burning, or inside a long call
            started = time.monotonic()
            process.Sandboxes.stop_all(sandboxes)
            stop_all_s = time.monotonic() - started
            before = child.cpu_s()
            time.sleep(WINDOW_S)
            windows.append({"stop_all_s": round(stop_all_s, 3), "cpu_s": round(child.cpu_s() - before, 3),
                            "states": {pid: procfs.thread_states(pid) for pid in child.processes()}})
            process.Sandboxes.continue_all(sandboxes)
        if how in ("forks", "vfork"):
            loops = returns(child, sys.argv[2] if len(sys.argv) > 2 else "stop_all")
    finally:
        child.close()
    print(json.dumps({"mode": found.kind, "how": how, "hook": child.hook, "ended": child.closed,
                      "window_s": WINDOW_S, "windows": windows, "returns": loops}))


if __name__ == "__main__":
    main()
