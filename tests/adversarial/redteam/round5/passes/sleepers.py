"""Processes that share their parent's memory (``clone(CLONE_VM)`` running libc's ``pause``: a kernel
stack each, no memory of their own) and sleep, using no CPU whether stopped or not. Imported as
``pass_dir.sleepers`` by watch_tax; run as a script (``python sleepers.py COUNT``) by the cheap test,
which prints their pids and sleeps until its stdin closes.

Importing it also switches off the child's own static layer (``watch.static_findings``, a diagnostic
run after the passes are imported), as any pass that controls its child can (round 3's ``r3.py``)."""

import ctypes
import sys

_STACK_BYTES = 16384
_CLONE_VM, _SIGCHLD = 0x100, 17
_libc = ctypes.CDLL(None, use_errno=True)
_pause = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)(ctypes.cast(_libc.pause, ctypes.c_void_p).value)
_stacks: list = []  # kept alive: the sleepers run on them

for _name, _module in list(sys.modules.items()):
    if _name.startswith("pytest_passnet") and callable(getattr(_module, "static_findings", None)):
        _module.static_findings = lambda rule_files, sample_dir: []


def spawn(count: int) -> list:
    pids = []
    for _ in range(count):
        stack = ctypes.create_string_buffer(_STACK_BYTES)
        _stacks.append(stack)
        pid = _libc.clone(_pause, ctypes.c_void_p(ctypes.addressof(stack) + _STACK_BYTES - 64), _CLONE_VM | _SIGCHLD, None)
        if pid < 0:
            raise OSError(ctypes.get_errno(), f"clone failed after {len(pids)} sleepers")
        pids.append(pid)
    return pids


def spawned() -> bool:
    return bool(_stacks)


if __name__ == "__main__":
    print(" ".join(map(str, spawn(int(sys.argv[1])))), flush=True)
    sys.stdin.read()
