"""A worker's pass child, started as ``process.Sandbox`` starts one (``standin_child.Child``: ``mode.detect``, the
child's folders and uid lease, ``policy.command``, bubblewrap where the mode is that, ``StderrTail``), running
``child18a.py HOW`` instead of the serve loop: ``python standin18a.py HOW [LOOP]``.

The worker then gives its share of the device back, as ``DeviceLock`` does when its work ends or before it waits
for its turn: ``Sandboxes.stop_all`` stops its children (round 17a's fix: another worker may time the device
meanwhile). ``ROUNDS`` times (until ``stop_all`` ends the child): ``stop_all``, ``WINDOW_S`` held, ``continue_all``.
Prints one JSON line: per round, the CPU seconds the child used in the ``WINDOW_S`` after ``stop_all`` returned, and
its threads' states then; for ``forks`` and ``vfork``, whether LOOP (``stop_all``, or ``others_stopped``) returned (``returns``)."""

import json
import signal
import sys
import threading
import time
from pathlib import Path

from pytest_passnet.sandbox import hardening, mode, procfs, process
from tests.adversarial.redteam import standin_child

HERE = Path(__file__).parent
WINDOW_S = 0.5
ROUNDS = 3
RUNNING_S = 0.3
RETURN_LIMIT_S = 6.0  # stop_all lists new processes for up to 4 s (_STOP_ALL_LIMIT_S), each batch waited for up to 1 s


class Child(standin_child.Child):
    """The pass child running ``child18a.py HOW``; ``hook``: the hook its first line names."""

    def __init__(self, found: mode.Mode, how: str):
        super().__init__(found, HERE / "child18a.py", [how])
        self.hook = self.first["hook"]

    def cpu_s(self) -> float:
        return standin_child.cpu_s(self.processes())


def returns(child: Child, loop: str) -> dict:
    """Whether ``loop`` returned within ``RETURN_LIMIT_S`` (else the child is killed, which ends it): ``stop_all``
    (the worker gives its share back), or ``others_stopped`` entered for eager's timed block (the pass's child
    stopped, the reference active)."""
    time.sleep(RUNNING_S)
    done = threading.Event()
    sandboxes = standin_child.held(child)
    ended: list[str] = []
    sandboxes._end = lambda _child, _window, what: ended.append(what)

    def enter() -> None:
        if loop == "stop_all":
            process.Sandboxes.stop_all(sandboxes)
        else:
            with process.Sandboxes.others_stopped(sandboxes, sandboxes.reference):
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
        sandboxes = standin_child.held(child)
        for _ in range(ROUNDS if how not in ("forks", "vfork") else 0):
            time.sleep(RUNNING_S)  # burning, or inside a long call
            started = time.monotonic()
            process.Sandboxes.stop_all(sandboxes)
            stop_all_s = time.monotonic() - started
            before = child.cpu_s()
            time.sleep(WINDOW_S)
            windows.append({"stop_all_s": round(stop_all_s, 3), "cpu_s": round(child.cpu_s() - before, 3),
                            "states": {pid: procfs.thread_states(pid) for pid in child.processes()}})
            if child.closed:  # stop_all ended it (it ran on): a later round's window would watch no process
                break
            process.Sandboxes.continue_all(sandboxes)
        if how in ("forks", "vfork"):
            loops = returns(child, sys.argv[2] if len(sys.argv) > 2 else "stop_all")
    finally:
        child.close()
    print(json.dumps({"mode": found.kind, "how": how, "hook": child.hook, "ended": child.closed,
                      "window_s": WINDOW_S, "windows": windows, "returns": loops}))


if __name__ == "__main__":
    main()
